; ModuleID = 'where_select'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274508830912 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274508830912.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274508830912 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274508830912, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274508830912.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.where_select = internal constant [13 x i8] c"where_select\00"
@_ZN08NumbaEnv7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f94346a7ed0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f94346a7ed0>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f94346a7190B3v77B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f94346a6890B3v78B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f94346a6b50B3v79B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE = common local_unnamed_addr global i8* null
@.const.pickledata.140274509875776 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140274509875776.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140274509875776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140274509875776, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274509875776.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc7literal19literal_unroll_impl12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB3v70B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi3EEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj27numpy_broadcast_shapes_listB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.140274507976640 = internal constant [138 x i8] c"\80\04\95\7F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C#negative dimensions are not allowed\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\E7\05\87\94\87\94."
@.const.pickledata.140274507976640.sha1 = internal constant [20 x i8] c"\9E\A6se\02&\DA\1E\97A\15\FF\C0&\F2\FA'\166,"
@.const.picklebuf.140274507976640 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([138 x i8], [138 x i8]* @.const.pickledata.140274507976640, i32 0, i32 0), i32 138, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274507976640.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140274508116032 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140274508116032.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140274508116032 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140274508116032, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274508116032.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140274505513600 = internal constant [164 x i8] c"\80\04\95\99\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=shape mismatch: objects cannot be broadcast to a single shape\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\ED\05\87\94\87\94."
@.const.pickledata.140274505513600.sha1 = internal constant [20 x i8] c"9\B0\22\A7q\BE\95\108x\F8\AAx\07\EF7\A00:3"
@.const.picklebuf.140274505513600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([164 x i8], [164 x i8]* @.const.pickledata.140274505513600, i32 0, i32 0), i32 164, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274505513600.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v72B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.140274503478912 = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C4all elements of broadcast shape must be non-negative\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\9A\05\87\94\87\94."
@.const.pickledata.140274503478912.sha1 = internal constant [20 x i8] c"\8B\F2\B0\1D\E8S\CF\96\14\A6+K\997o\93i\85\09 "
@.const.picklebuf.140274503478912 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([142 x i8], [142 x i8]* @.const.pickledata.140274503478912, i32 0, i32 0), i32 142, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274503478912.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140274503470592 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\AC\05\87\94\87\94."
@.const.pickledata.140274503470592.sha1 = internal constant [20 x i8] c"\88\83\0D\11\E5bJ\03\F6|='|\B4+\1A\C2\A8\ED\85"
@.const.picklebuf.140274503470592 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.140274503470592, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274503470592.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.140274503469120 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\AC\05\87\94\87\94."
@.const.pickledata.140274503469120.sha1 = internal constant [20 x i8] c"\88\83\0D\11\E5bJ\03\F6|='|\B4+\1A\C2\A8\ED\85"
@.const.picklebuf.140274503469120 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.140274503469120, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274503469120.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140274510528768 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274510528768.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274510528768 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274510528768, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274510528768.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920.20 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1.21 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920.19 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920.20, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1.21, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath25_where_generic_inner_implB3v76B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.537 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.10 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.537 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.10, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %arg.x.5.0, i32 32), !noalias !1
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !8

common.ret:                                       ; preds = %for.end.2.if, %for.end.1.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.2.endif.endif, %for.end.endif.endif.if
  %common.ret.op = phi i32 [ 1, %for.end.endif.endif.if ], [ 0, %for.end.2.endif.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.if ], [ %.547, %for.end.2.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %entry
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %1, align 8
  %.14576 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.14576, label %for.body.preheader, label %B128.i18

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.147.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.147.not, label %B128.i18.loopexit119, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 16
  br i1 %min.iters.check, label %for.body.us.preheader184, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %2 = bitcast double* %arg.x.4 to i8*
  %scevgep = getelementptr i8, i8* %.6.i, i64 %arg.x.5.0
  %scevgep132 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %scevgep132133 = bitcast double* %scevgep132 to i8*
  %bound0 = icmp ult i8* %.6.i, %scevgep132133
  %bound1 = icmp ugt i8* %scevgep, %2
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader184, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -16
  %3 = add i64 %n.vec, -16
  %4 = lshr exact i64 %3, 4
  %5 = add nuw nsw i64 %4, 1
  %xtraiter204 = and i64 %5, 7
  %6 = icmp ult i64 %3, 112
  br i1 %6, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const976 = bitcast i64 2305843009213693944 to i64
  %unroll_iter207 = and i64 %5, %const976
  %scevgep782 = getelementptr double, double* %arg.x.4, i64 124
  %scevgep878 = getelementptr i8, i8* %.6.i, i64 124
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv974 = phi i64 [ %lsr.iv.next975, %vector.body ], [ %unroll_iter207, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep866 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep866867 = bitcast double* %scevgep866 to <4 x double>*
  %scevgep868 = getelementptr <4 x double>, <4 x double>* %scevgep866867, i64 -31
  %wide.load = load <4 x double>, <4 x double>* %scevgep868, align 8, !alias.scope !9
  %scevgep875 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep875876 = bitcast double* %scevgep875 to <4 x double>*
  %scevgep877 = getelementptr <4 x double>, <4 x double>* %scevgep875876, i64 -30
  %wide.load134 = load <4 x double>, <4 x double>* %scevgep877, align 8, !alias.scope !9
  %scevgep872 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep872873 = bitcast double* %scevgep872 to <4 x double>*
  %scevgep874 = getelementptr <4 x double>, <4 x double>* %scevgep872873, i64 -29
  %wide.load135 = load <4 x double>, <4 x double>* %scevgep874, align 8, !alias.scope !9
  %scevgep869 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep869870 = bitcast double* %scevgep869 to <4 x double>*
  %scevgep871 = getelementptr <4 x double>, <4 x double>* %scevgep869870, i64 -28
  %wide.load136 = load <4 x double>, <4 x double>* %scevgep871, align 8, !alias.scope !9
  %7 = fcmp ogt <4 x double> %wide.load, zeroinitializer
  %8 = fcmp ogt <4 x double> %wide.load134, zeroinitializer
  %9 = fcmp ogt <4 x double> %wide.load135, zeroinitializer
  %10 = fcmp ogt <4 x double> %wide.load136, zeroinitializer
  %11 = zext <4 x i1> %7 to <4 x i8>
  %12 = zext <4 x i1> %8 to <4 x i8>
  %13 = zext <4 x i1> %9 to <4 x i8>
  %14 = zext <4 x i1> %10 to <4 x i8>
  %scevgep962 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep962963 = bitcast i8* %scevgep962 to <4 x i8>*
  %scevgep964 = getelementptr <4 x i8>, <4 x i8>* %scevgep962963, i64 -31
  store <4 x i8> %11, <4 x i8>* %scevgep964, align 1, !alias.scope !12, !noalias !9
  %scevgep971 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep971972 = bitcast i8* %scevgep971 to <4 x i8>*
  %scevgep973 = getelementptr <4 x i8>, <4 x i8>* %scevgep971972, i64 -30
  store <4 x i8> %12, <4 x i8>* %scevgep973, align 1, !alias.scope !12, !noalias !9
  %scevgep968 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep968969 = bitcast i8* %scevgep968 to <4 x i8>*
  %scevgep970 = getelementptr <4 x i8>, <4 x i8>* %scevgep968969, i64 -29
  store <4 x i8> %13, <4 x i8>* %scevgep970, align 1, !alias.scope !12, !noalias !9
  %scevgep965 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep965966 = bitcast i8* %scevgep965 to <4 x i8>*
  %scevgep967 = getelementptr <4 x i8>, <4 x i8>* %scevgep965966, i64 -28
  store <4 x i8> %14, <4 x i8>* %scevgep967, align 1, !alias.scope !12, !noalias !9
  %scevgep852 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep852853 = bitcast double* %scevgep852 to <4 x double>*
  %scevgep854 = getelementptr <4 x double>, <4 x double>* %scevgep852853, i64 -27
  %wide.load.1 = load <4 x double>, <4 x double>* %scevgep854, align 8, !alias.scope !9
  %scevgep849 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep849850 = bitcast double* %scevgep849 to <4 x double>*
  %scevgep851 = getelementptr <4 x double>, <4 x double>* %scevgep849850, i64 -26
  %wide.load134.1 = load <4 x double>, <4 x double>* %scevgep851, align 8, !alias.scope !9
  %scevgep846 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep846847 = bitcast double* %scevgep846 to <4 x double>*
  %scevgep848 = getelementptr <4 x double>, <4 x double>* %scevgep846847, i64 -25
  %wide.load135.1 = load <4 x double>, <4 x double>* %scevgep848, align 8, !alias.scope !9
  %scevgep843 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep843844 = bitcast double* %scevgep843 to <4 x double>*
  %scevgep845 = getelementptr <4 x double>, <4 x double>* %scevgep843844, i64 -24
  %wide.load136.1 = load <4 x double>, <4 x double>* %scevgep845, align 8, !alias.scope !9
  %15 = fcmp ogt <4 x double> %wide.load.1, zeroinitializer
  %16 = fcmp ogt <4 x double> %wide.load134.1, zeroinitializer
  %17 = fcmp ogt <4 x double> %wide.load135.1, zeroinitializer
  %18 = fcmp ogt <4 x double> %wide.load136.1, zeroinitializer
  %19 = zext <4 x i1> %15 to <4 x i8>
  %20 = zext <4 x i1> %16 to <4 x i8>
  %21 = zext <4 x i1> %17 to <4 x i8>
  %22 = zext <4 x i1> %18 to <4 x i8>
  %scevgep948 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep948949 = bitcast i8* %scevgep948 to <4 x i8>*
  %scevgep950 = getelementptr <4 x i8>, <4 x i8>* %scevgep948949, i64 -27
  store <4 x i8> %19, <4 x i8>* %scevgep950, align 1, !alias.scope !12, !noalias !9
  %scevgep945 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep945946 = bitcast i8* %scevgep945 to <4 x i8>*
  %scevgep947 = getelementptr <4 x i8>, <4 x i8>* %scevgep945946, i64 -26
  store <4 x i8> %20, <4 x i8>* %scevgep947, align 1, !alias.scope !12, !noalias !9
  %scevgep942 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep942943 = bitcast i8* %scevgep942 to <4 x i8>*
  %scevgep944 = getelementptr <4 x i8>, <4 x i8>* %scevgep942943, i64 -25
  store <4 x i8> %21, <4 x i8>* %scevgep944, align 1, !alias.scope !12, !noalias !9
  %scevgep939 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep939940 = bitcast i8* %scevgep939 to <4 x i8>*
  %scevgep941 = getelementptr <4 x i8>, <4 x i8>* %scevgep939940, i64 -24
  store <4 x i8> %22, <4 x i8>* %scevgep941, align 1, !alias.scope !12, !noalias !9
  %scevgep840 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep840841 = bitcast double* %scevgep840 to <4 x double>*
  %scevgep842 = getelementptr <4 x double>, <4 x double>* %scevgep840841, i64 -23
  %wide.load.2 = load <4 x double>, <4 x double>* %scevgep842, align 8, !alias.scope !9
  %scevgep837 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep837838 = bitcast double* %scevgep837 to <4 x double>*
  %scevgep839 = getelementptr <4 x double>, <4 x double>* %scevgep837838, i64 -22
  %wide.load134.2 = load <4 x double>, <4 x double>* %scevgep839, align 8, !alias.scope !9
  %scevgep834 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep834835 = bitcast double* %scevgep834 to <4 x double>*
  %scevgep836 = getelementptr <4 x double>, <4 x double>* %scevgep834835, i64 -21
  %wide.load135.2 = load <4 x double>, <4 x double>* %scevgep836, align 8, !alias.scope !9
  %scevgep831 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep831832 = bitcast double* %scevgep831 to <4 x double>*
  %scevgep833 = getelementptr <4 x double>, <4 x double>* %scevgep831832, i64 -20
  %wide.load136.2 = load <4 x double>, <4 x double>* %scevgep833, align 8, !alias.scope !9
  %23 = fcmp ogt <4 x double> %wide.load.2, zeroinitializer
  %24 = fcmp ogt <4 x double> %wide.load134.2, zeroinitializer
  %25 = fcmp ogt <4 x double> %wide.load135.2, zeroinitializer
  %26 = fcmp ogt <4 x double> %wide.load136.2, zeroinitializer
  %27 = zext <4 x i1> %23 to <4 x i8>
  %28 = zext <4 x i1> %24 to <4 x i8>
  %29 = zext <4 x i1> %25 to <4 x i8>
  %30 = zext <4 x i1> %26 to <4 x i8>
  %scevgep936 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep936937 = bitcast i8* %scevgep936 to <4 x i8>*
  %scevgep938 = getelementptr <4 x i8>, <4 x i8>* %scevgep936937, i64 -23
  store <4 x i8> %27, <4 x i8>* %scevgep938, align 1, !alias.scope !12, !noalias !9
  %scevgep933 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep933934 = bitcast i8* %scevgep933 to <4 x i8>*
  %scevgep935 = getelementptr <4 x i8>, <4 x i8>* %scevgep933934, i64 -22
  store <4 x i8> %28, <4 x i8>* %scevgep935, align 1, !alias.scope !12, !noalias !9
  %scevgep930 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep930931 = bitcast i8* %scevgep930 to <4 x i8>*
  %scevgep932 = getelementptr <4 x i8>, <4 x i8>* %scevgep930931, i64 -21
  store <4 x i8> %29, <4 x i8>* %scevgep932, align 1, !alias.scope !12, !noalias !9
  %scevgep927 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep927928 = bitcast i8* %scevgep927 to <4 x i8>*
  %scevgep929 = getelementptr <4 x i8>, <4 x i8>* %scevgep927928, i64 -20
  store <4 x i8> %30, <4 x i8>* %scevgep929, align 1, !alias.scope !12, !noalias !9
  %scevgep828 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep828829 = bitcast double* %scevgep828 to <4 x double>*
  %scevgep830 = getelementptr <4 x double>, <4 x double>* %scevgep828829, i64 -19
  %wide.load.3 = load <4 x double>, <4 x double>* %scevgep830, align 8, !alias.scope !9
  %scevgep825 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep825826 = bitcast double* %scevgep825 to <4 x double>*
  %scevgep827 = getelementptr <4 x double>, <4 x double>* %scevgep825826, i64 -18
  %wide.load134.3 = load <4 x double>, <4 x double>* %scevgep827, align 8, !alias.scope !9
  %scevgep822 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep822823 = bitcast double* %scevgep822 to <4 x double>*
  %scevgep824 = getelementptr <4 x double>, <4 x double>* %scevgep822823, i64 -17
  %wide.load135.3 = load <4 x double>, <4 x double>* %scevgep824, align 8, !alias.scope !9
  %scevgep819 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep819820 = bitcast double* %scevgep819 to <4 x double>*
  %scevgep821 = getelementptr <4 x double>, <4 x double>* %scevgep819820, i64 -16
  %wide.load136.3 = load <4 x double>, <4 x double>* %scevgep821, align 8, !alias.scope !9
  %31 = fcmp ogt <4 x double> %wide.load.3, zeroinitializer
  %32 = fcmp ogt <4 x double> %wide.load134.3, zeroinitializer
  %33 = fcmp ogt <4 x double> %wide.load135.3, zeroinitializer
  %34 = fcmp ogt <4 x double> %wide.load136.3, zeroinitializer
  %35 = zext <4 x i1> %31 to <4 x i8>
  %36 = zext <4 x i1> %32 to <4 x i8>
  %37 = zext <4 x i1> %33 to <4 x i8>
  %38 = zext <4 x i1> %34 to <4 x i8>
  %scevgep924 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep924925 = bitcast i8* %scevgep924 to <4 x i8>*
  %scevgep926 = getelementptr <4 x i8>, <4 x i8>* %scevgep924925, i64 -19
  store <4 x i8> %35, <4 x i8>* %scevgep926, align 1, !alias.scope !12, !noalias !9
  %scevgep921 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep921922 = bitcast i8* %scevgep921 to <4 x i8>*
  %scevgep923 = getelementptr <4 x i8>, <4 x i8>* %scevgep921922, i64 -18
  store <4 x i8> %36, <4 x i8>* %scevgep923, align 1, !alias.scope !12, !noalias !9
  %scevgep918 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep918919 = bitcast i8* %scevgep918 to <4 x i8>*
  %scevgep920 = getelementptr <4 x i8>, <4 x i8>* %scevgep918919, i64 -17
  store <4 x i8> %37, <4 x i8>* %scevgep920, align 1, !alias.scope !12, !noalias !9
  %scevgep915 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep915916 = bitcast i8* %scevgep915 to <4 x i8>*
  %scevgep917 = getelementptr <4 x i8>, <4 x i8>* %scevgep915916, i64 -16
  store <4 x i8> %38, <4 x i8>* %scevgep917, align 1, !alias.scope !12, !noalias !9
  %scevgep816 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep816817 = bitcast double* %scevgep816 to <4 x double>*
  %scevgep818 = getelementptr <4 x double>, <4 x double>* %scevgep816817, i64 -15
  %wide.load.4 = load <4 x double>, <4 x double>* %scevgep818, align 8, !alias.scope !9
  %scevgep813 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep813814 = bitcast double* %scevgep813 to <4 x double>*
  %scevgep815 = getelementptr <4 x double>, <4 x double>* %scevgep813814, i64 -14
  %wide.load134.4 = load <4 x double>, <4 x double>* %scevgep815, align 8, !alias.scope !9
  %scevgep810 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep810811 = bitcast double* %scevgep810 to <4 x double>*
  %scevgep812 = getelementptr <4 x double>, <4 x double>* %scevgep810811, i64 -13
  %wide.load135.4 = load <4 x double>, <4 x double>* %scevgep812, align 8, !alias.scope !9
  %scevgep807 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep807808 = bitcast double* %scevgep807 to <4 x double>*
  %scevgep809 = getelementptr <4 x double>, <4 x double>* %scevgep807808, i64 -12
  %wide.load136.4 = load <4 x double>, <4 x double>* %scevgep809, align 8, !alias.scope !9
  %39 = fcmp ogt <4 x double> %wide.load.4, zeroinitializer
  %40 = fcmp ogt <4 x double> %wide.load134.4, zeroinitializer
  %41 = fcmp ogt <4 x double> %wide.load135.4, zeroinitializer
  %42 = fcmp ogt <4 x double> %wide.load136.4, zeroinitializer
  %43 = zext <4 x i1> %39 to <4 x i8>
  %44 = zext <4 x i1> %40 to <4 x i8>
  %45 = zext <4 x i1> %41 to <4 x i8>
  %46 = zext <4 x i1> %42 to <4 x i8>
  %scevgep912 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep912913 = bitcast i8* %scevgep912 to <4 x i8>*
  %scevgep914 = getelementptr <4 x i8>, <4 x i8>* %scevgep912913, i64 -15
  store <4 x i8> %43, <4 x i8>* %scevgep914, align 1, !alias.scope !12, !noalias !9
  %scevgep909 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep909910 = bitcast i8* %scevgep909 to <4 x i8>*
  %scevgep911 = getelementptr <4 x i8>, <4 x i8>* %scevgep909910, i64 -14
  store <4 x i8> %44, <4 x i8>* %scevgep911, align 1, !alias.scope !12, !noalias !9
  %scevgep906 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep906907 = bitcast i8* %scevgep906 to <4 x i8>*
  %scevgep908 = getelementptr <4 x i8>, <4 x i8>* %scevgep906907, i64 -13
  store <4 x i8> %45, <4 x i8>* %scevgep908, align 1, !alias.scope !12, !noalias !9
  %scevgep903 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep903904 = bitcast i8* %scevgep903 to <4 x i8>*
  %scevgep905 = getelementptr <4 x i8>, <4 x i8>* %scevgep903904, i64 -12
  store <4 x i8> %46, <4 x i8>* %scevgep905, align 1, !alias.scope !12, !noalias !9
  %scevgep804 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep804805 = bitcast double* %scevgep804 to <4 x double>*
  %scevgep806 = getelementptr <4 x double>, <4 x double>* %scevgep804805, i64 -11
  %wide.load.5 = load <4 x double>, <4 x double>* %scevgep806, align 8, !alias.scope !9
  %scevgep801 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep801802 = bitcast double* %scevgep801 to <4 x double>*
  %scevgep803 = getelementptr <4 x double>, <4 x double>* %scevgep801802, i64 -10
  %wide.load134.5 = load <4 x double>, <4 x double>* %scevgep803, align 8, !alias.scope !9
  %scevgep798 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep798799 = bitcast double* %scevgep798 to <4 x double>*
  %scevgep800 = getelementptr <4 x double>, <4 x double>* %scevgep798799, i64 -9
  %wide.load135.5 = load <4 x double>, <4 x double>* %scevgep800, align 8, !alias.scope !9
  %scevgep795 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep795796 = bitcast double* %scevgep795 to <4 x double>*
  %scevgep797 = getelementptr <4 x double>, <4 x double>* %scevgep795796, i64 -8
  %wide.load136.5 = load <4 x double>, <4 x double>* %scevgep797, align 8, !alias.scope !9
  %47 = fcmp ogt <4 x double> %wide.load.5, zeroinitializer
  %48 = fcmp ogt <4 x double> %wide.load134.5, zeroinitializer
  %49 = fcmp ogt <4 x double> %wide.load135.5, zeroinitializer
  %50 = fcmp ogt <4 x double> %wide.load136.5, zeroinitializer
  %51 = zext <4 x i1> %47 to <4 x i8>
  %52 = zext <4 x i1> %48 to <4 x i8>
  %53 = zext <4 x i1> %49 to <4 x i8>
  %54 = zext <4 x i1> %50 to <4 x i8>
  %scevgep900 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep900901 = bitcast i8* %scevgep900 to <4 x i8>*
  %scevgep902 = getelementptr <4 x i8>, <4 x i8>* %scevgep900901, i64 -11
  store <4 x i8> %51, <4 x i8>* %scevgep902, align 1, !alias.scope !12, !noalias !9
  %scevgep897 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep897898 = bitcast i8* %scevgep897 to <4 x i8>*
  %scevgep899 = getelementptr <4 x i8>, <4 x i8>* %scevgep897898, i64 -10
  store <4 x i8> %52, <4 x i8>* %scevgep899, align 1, !alias.scope !12, !noalias !9
  %scevgep894 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep894895 = bitcast i8* %scevgep894 to <4 x i8>*
  %scevgep896 = getelementptr <4 x i8>, <4 x i8>* %scevgep894895, i64 -9
  store <4 x i8> %53, <4 x i8>* %scevgep896, align 1, !alias.scope !12, !noalias !9
  %scevgep891 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep891892 = bitcast i8* %scevgep891 to <4 x i8>*
  %scevgep893 = getelementptr <4 x i8>, <4 x i8>* %scevgep891892, i64 -8
  store <4 x i8> %54, <4 x i8>* %scevgep893, align 1, !alias.scope !12, !noalias !9
  %scevgep792 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep792793 = bitcast double* %scevgep792 to <4 x double>*
  %scevgep794 = getelementptr <4 x double>, <4 x double>* %scevgep792793, i64 -7
  %wide.load.6 = load <4 x double>, <4 x double>* %scevgep794, align 8, !alias.scope !9
  %scevgep789 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep789790 = bitcast double* %scevgep789 to <4 x double>*
  %scevgep791 = getelementptr <4 x double>, <4 x double>* %scevgep789790, i64 -6
  %wide.load134.6 = load <4 x double>, <4 x double>* %scevgep791, align 8, !alias.scope !9
  %scevgep786 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep786787 = bitcast double* %scevgep786 to <4 x double>*
  %scevgep788 = getelementptr <4 x double>, <4 x double>* %scevgep786787, i64 -5
  %wide.load135.6 = load <4 x double>, <4 x double>* %scevgep788, align 8, !alias.scope !9
  %scevgep783 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep783784 = bitcast double* %scevgep783 to <4 x double>*
  %scevgep785 = getelementptr <4 x double>, <4 x double>* %scevgep783784, i64 -4
  %wide.load136.6 = load <4 x double>, <4 x double>* %scevgep785, align 8, !alias.scope !9
  %55 = fcmp ogt <4 x double> %wide.load.6, zeroinitializer
  %56 = fcmp ogt <4 x double> %wide.load134.6, zeroinitializer
  %57 = fcmp ogt <4 x double> %wide.load135.6, zeroinitializer
  %58 = fcmp ogt <4 x double> %wide.load136.6, zeroinitializer
  %59 = zext <4 x i1> %55 to <4 x i8>
  %60 = zext <4 x i1> %56 to <4 x i8>
  %61 = zext <4 x i1> %57 to <4 x i8>
  %62 = zext <4 x i1> %58 to <4 x i8>
  %scevgep888 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep888889 = bitcast i8* %scevgep888 to <4 x i8>*
  %scevgep890 = getelementptr <4 x i8>, <4 x i8>* %scevgep888889, i64 -7
  store <4 x i8> %59, <4 x i8>* %scevgep890, align 1, !alias.scope !12, !noalias !9
  %scevgep885 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep885886 = bitcast i8* %scevgep885 to <4 x i8>*
  %scevgep887 = getelementptr <4 x i8>, <4 x i8>* %scevgep885886, i64 -6
  store <4 x i8> %60, <4 x i8>* %scevgep887, align 1, !alias.scope !12, !noalias !9
  %scevgep882 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep882883 = bitcast i8* %scevgep882 to <4 x i8>*
  %scevgep884 = getelementptr <4 x i8>, <4 x i8>* %scevgep882883, i64 -5
  store <4 x i8> %61, <4 x i8>* %scevgep884, align 1, !alias.scope !12, !noalias !9
  %scevgep879 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep879880 = bitcast i8* %scevgep879 to <4 x i8>*
  %scevgep881 = getelementptr <4 x i8>, <4 x i8>* %scevgep879880, i64 -4
  store <4 x i8> %62, <4 x i8>* %scevgep881, align 1, !alias.scope !12, !noalias !9
  %scevgep863 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep863864 = bitcast double* %scevgep863 to <4 x double>*
  %scevgep865 = getelementptr <4 x double>, <4 x double>* %scevgep863864, i64 -3
  %wide.load.7 = load <4 x double>, <4 x double>* %scevgep865, align 8, !alias.scope !9
  %scevgep860 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep860861 = bitcast double* %scevgep860 to <4 x double>*
  %scevgep862 = getelementptr <4 x double>, <4 x double>* %scevgep860861, i64 -2
  %wide.load134.7 = load <4 x double>, <4 x double>* %scevgep862, align 8, !alias.scope !9
  %scevgep857 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep857858 = bitcast double* %scevgep857 to <4 x double>*
  %scevgep859 = getelementptr <4 x double>, <4 x double>* %scevgep857858, i64 -1
  %wide.load135.7 = load <4 x double>, <4 x double>* %scevgep859, align 8, !alias.scope !9
  %scevgep855 = getelementptr double, double* %scevgep782, i64 %index
  %scevgep855856 = bitcast double* %scevgep855 to <4 x double>*
  %wide.load136.7 = load <4 x double>, <4 x double>* %scevgep855856, align 8, !alias.scope !9
  %63 = fcmp ogt <4 x double> %wide.load.7, zeroinitializer
  %64 = fcmp ogt <4 x double> %wide.load134.7, zeroinitializer
  %65 = fcmp ogt <4 x double> %wide.load135.7, zeroinitializer
  %66 = fcmp ogt <4 x double> %wide.load136.7, zeroinitializer
  %67 = zext <4 x i1> %63 to <4 x i8>
  %68 = zext <4 x i1> %64 to <4 x i8>
  %69 = zext <4 x i1> %65 to <4 x i8>
  %70 = zext <4 x i1> %66 to <4 x i8>
  %scevgep959 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep959960 = bitcast i8* %scevgep959 to <4 x i8>*
  %scevgep961 = getelementptr <4 x i8>, <4 x i8>* %scevgep959960, i64 -3
  store <4 x i8> %67, <4 x i8>* %scevgep961, align 1, !alias.scope !12, !noalias !9
  %scevgep956 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep956957 = bitcast i8* %scevgep956 to <4 x i8>*
  %scevgep958 = getelementptr <4 x i8>, <4 x i8>* %scevgep956957, i64 -2
  store <4 x i8> %68, <4 x i8>* %scevgep958, align 1, !alias.scope !12, !noalias !9
  %scevgep953 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep953954 = bitcast i8* %scevgep953 to <4 x i8>*
  %scevgep955 = getelementptr <4 x i8>, <4 x i8>* %scevgep953954, i64 -1
  store <4 x i8> %69, <4 x i8>* %scevgep955, align 1, !alias.scope !12, !noalias !9
  %scevgep951 = getelementptr i8, i8* %scevgep878, i64 %index
  %scevgep951952 = bitcast i8* %scevgep951 to <4 x i8>*
  store <4 x i8> %70, <4 x i8>* %scevgep951952, align 1, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 128
  %lsr.iv.next975 = add i64 %lsr.iv974, -8
  %niter208.ncmp.7 = icmp eq i64 %lsr.iv.next975, 0
  br i1 %niter208.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod206.not = icmp eq i64 %xtraiter204, 0
  br i1 %lcmp.mod206.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %71 = add nuw nsw i64 %index.unr, 12
  %scevgep756 = getelementptr i8, i8* %.6.i, i64 %71
  %scevgep770 = getelementptr double, double* %arg.x.4, i64 %71
  %72 = shl nuw nsw i64 %xtraiter204, 4
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv757 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next758, %vector.body.epil ]
  %scevgep779 = getelementptr double, double* %scevgep770, i64 %lsr.iv757
  %scevgep779780 = bitcast double* %scevgep779 to <4 x double>*
  %scevgep781 = getelementptr <4 x double>, <4 x double>* %scevgep779780, i64 -3
  %wide.load.epil = load <4 x double>, <4 x double>* %scevgep781, align 8, !alias.scope !9
  %scevgep776 = getelementptr double, double* %scevgep770, i64 %lsr.iv757
  %scevgep776777 = bitcast double* %scevgep776 to <4 x double>*
  %scevgep778 = getelementptr <4 x double>, <4 x double>* %scevgep776777, i64 -2
  %wide.load134.epil = load <4 x double>, <4 x double>* %scevgep778, align 8, !alias.scope !9
  %scevgep773 = getelementptr double, double* %scevgep770, i64 %lsr.iv757
  %scevgep773774 = bitcast double* %scevgep773 to <4 x double>*
  %scevgep775 = getelementptr <4 x double>, <4 x double>* %scevgep773774, i64 -1
  %wide.load135.epil = load <4 x double>, <4 x double>* %scevgep775, align 8, !alias.scope !9
  %scevgep771 = getelementptr double, double* %scevgep770, i64 %lsr.iv757
  %scevgep771772 = bitcast double* %scevgep771 to <4 x double>*
  %wide.load136.epil = load <4 x double>, <4 x double>* %scevgep771772, align 8, !alias.scope !9
  %73 = fcmp ogt <4 x double> %wide.load.epil, zeroinitializer
  %74 = fcmp ogt <4 x double> %wide.load134.epil, zeroinitializer
  %75 = fcmp ogt <4 x double> %wide.load135.epil, zeroinitializer
  %76 = fcmp ogt <4 x double> %wide.load136.epil, zeroinitializer
  %77 = zext <4 x i1> %73 to <4 x i8>
  %78 = zext <4 x i1> %74 to <4 x i8>
  %79 = zext <4 x i1> %75 to <4 x i8>
  %80 = zext <4 x i1> %76 to <4 x i8>
  %scevgep767 = getelementptr i8, i8* %scevgep756, i64 %lsr.iv757
  %scevgep767768 = bitcast i8* %scevgep767 to <4 x i8>*
  %scevgep769 = getelementptr <4 x i8>, <4 x i8>* %scevgep767768, i64 -3
  store <4 x i8> %77, <4 x i8>* %scevgep769, align 1, !alias.scope !12, !noalias !9
  %scevgep764 = getelementptr i8, i8* %scevgep756, i64 %lsr.iv757
  %scevgep764765 = bitcast i8* %scevgep764 to <4 x i8>*
  %scevgep766 = getelementptr <4 x i8>, <4 x i8>* %scevgep764765, i64 -2
  store <4 x i8> %78, <4 x i8>* %scevgep766, align 1, !alias.scope !12, !noalias !9
  %scevgep761 = getelementptr i8, i8* %scevgep756, i64 %lsr.iv757
  %scevgep761762 = bitcast i8* %scevgep761 to <4 x i8>*
  %scevgep763 = getelementptr <4 x i8>, <4 x i8>* %scevgep761762, i64 -1
  store <4 x i8> %79, <4 x i8>* %scevgep763, align 1, !alias.scope !12, !noalias !9
  %scevgep759 = getelementptr i8, i8* %scevgep756, i64 %lsr.iv757
  %scevgep759760 = bitcast i8* %scevgep759 to <4 x i8>*
  store <4 x i8> %80, <4 x i8>* %scevgep759760, align 1, !alias.scope !12, !noalias !9
  %lsr.iv.next758 = add nuw nsw i64 %lsr.iv757, 16
  %epil.iter205.cmp.not = icmp eq i64 %72, %lsr.iv.next758
  br i1 %epil.iter205.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %B128.i18, label %for.body.us.preheader184

for.body.us.preheader184:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index78.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %81 = xor i64 %loop.index78.us.ph, -1
  %82 = add i64 %81, %arg.x.5.0
  %xtraiter201 = and i64 %arg.x.5.0, 7
  %lcmp.mod202.not = icmp eq i64 %xtraiter201, 0
  br i1 %lcmp.mod202.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader184
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv754 = phi i64 [ %xtraiter201, %for.body.us.prol.preheader ], [ %lsr.iv.next755, %for.body.us.prol ]
  %loop.index78.us.prol = phi i64 [ %.194.us.prol, %for.body.us.prol ], [ %loop.index78.us.ph, %for.body.us.prol.preheader ]
  %scevgep753 = getelementptr double, double* %arg.x.4, i64 %loop.index78.us.prol
  %.155.us.prol = load double, double* %scevgep753, align 8
  %.5.i25.us.prol = fcmp ogt double %.155.us.prol, 0.000000e+00
  %.189.us.prol = zext i1 %.5.i25.us.prol to i8
  %scevgep752 = getelementptr i8, i8* %.6.i, i64 %loop.index78.us.prol
  store i8 %.189.us.prol, i8* %scevgep752, align 1
  %.194.us.prol = add nuw i64 %loop.index78.us.prol, 1
  %lsr.iv.next755 = add nsw i64 %lsr.iv754, -1
  %prol.iter203.cmp.not = icmp eq i64 %lsr.iv.next755, 0
  br i1 %prol.iter203.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader184
  %loop.index78.us.unr = phi i64 [ %loop.index78.us.ph, %for.body.us.preheader184 ], [ %.194.us.prol, %for.body.us.prol ]
  %83 = icmp ult i64 %82, 7
  br i1 %83, label %B128.i18, label %for.body.us.preheader211

for.body.us.preheader211:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader211, %for.body.us
  %loop.index78.us = phi i64 [ %.194.us.7, %for.body.us ], [ %loop.index78.us.unr, %for.body.us.preheader211 ]
  %sunkaddr = mul i64 %loop.index78.us, 8
  %84 = bitcast double* %arg.x.4 to i8*
  %sunkaddr980 = getelementptr i8, i8* %84, i64 %sunkaddr
  %85 = bitcast i8* %sunkaddr980 to double*
  %.155.us = load double, double* %85, align 8
  %.5.i25.us = fcmp ogt double %.155.us, 0.000000e+00
  %.189.us = zext i1 %.5.i25.us to i8
  %sunkaddr981 = getelementptr i8, i8* %.6.i, i64 %loop.index78.us
  store i8 %.189.us, i8* %sunkaddr981, align 1
  %sunkaddr982 = mul i64 %loop.index78.us, 8
  %86 = bitcast double* %arg.x.4 to i8*
  %sunkaddr983 = getelementptr i8, i8* %86, i64 %sunkaddr982
  %sunkaddr984 = getelementptr i8, i8* %sunkaddr983, i64 8
  %87 = bitcast i8* %sunkaddr984 to double*
  %.155.us.1 = load double, double* %87, align 8
  %.5.i25.us.1 = fcmp ogt double %.155.us.1, 0.000000e+00
  %.189.us.1 = zext i1 %.5.i25.us.1 to i8
  %sunkaddr985 = getelementptr i8, i8* %.6.i, i64 %loop.index78.us
  %sunkaddr986 = getelementptr i8, i8* %sunkaddr985, i64 1
  store i8 %.189.us.1, i8* %sunkaddr986, align 1
  %sunkaddr987 = mul i64 %loop.index78.us, 8
  %88 = bitcast double* %arg.x.4 to i8*
  %sunkaddr988 = getelementptr i8, i8* %88, i64 %sunkaddr987
  %sunkaddr989 = getelementptr i8, i8* %sunkaddr988, i64 16
  %89 = bitcast i8* %sunkaddr989 to double*
  %.155.us.2 = load double, double* %89, align 8
  %.5.i25.us.2 = fcmp ogt double %.155.us.2, 0.000000e+00
  %.189.us.2 = zext i1 %.5.i25.us.2 to i8
  %sunkaddr990 = getelementptr i8, i8* %.6.i, i64 %loop.index78.us
  %sunkaddr991 = getelementptr i8, i8* %sunkaddr990, i64 2
  store i8 %.189.us.2, i8* %sunkaddr991, align 1
  %sunkaddr992 = mul i64 %loop.index78.us, 8
  %90 = bitcast double* %arg.x.4 to i8*
  %sunkaddr993 = getelementptr i8, i8* %90, i64 %sunkaddr992
  %sunkaddr994 = getelementptr i8, i8* %sunkaddr993, i64 24
  %91 = bitcast i8* %sunkaddr994 to double*
  %.155.us.3 = load double, double* %91, align 8
  %.5.i25.us.3 = fcmp ogt double %.155.us.3, 0.000000e+00
  %.189.us.3 = zext i1 %.5.i25.us.3 to i8
  %sunkaddr995 = getelementptr i8, i8* %.6.i, i64 %loop.index78.us
  %sunkaddr996 = getelementptr i8, i8* %sunkaddr995, i64 3
  store i8 %.189.us.3, i8* %sunkaddr996, align 1
  %sunkaddr997 = mul i64 %loop.index78.us, 8
  %92 = bitcast double* %arg.x.4 to i8*
  %sunkaddr998 = getelementptr i8, i8* %92, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, i8* %sunkaddr998, i64 32
  %93 = bitcast i8* %sunkaddr999 to double*
  %.155.us.4 = load double, double* %93, align 8
  %.5.i25.us.4 = fcmp ogt double %.155.us.4, 0.000000e+00
  %.189.us.4 = zext i1 %.5.i25.us.4 to i8
  %sunkaddr1000 = getelementptr i8, i8* %.6.i, i64 %loop.index78.us
  %sunkaddr1001 = getelementptr i8, i8* %sunkaddr1000, i64 4
  store i8 %.189.us.4, i8* %sunkaddr1001, align 1
  %sunkaddr1002 = mul i64 %loop.index78.us, 8
  %94 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1003 = getelementptr i8, i8* %94, i64 %sunkaddr1002
  %sunkaddr1004 = getelementptr i8, i8* %sunkaddr1003, i64 40
  %95 = bitcast i8* %sunkaddr1004 to double*
  %.155.us.5 = load double, double* %95, align 8
  %.5.i25.us.5 = fcmp ogt double %.155.us.5, 0.000000e+00
  %.189.us.5 = zext i1 %.5.i25.us.5 to i8
  %sunkaddr1005 = getelementptr i8, i8* %.6.i, i64 %loop.index78.us
  %sunkaddr1006 = getelementptr i8, i8* %sunkaddr1005, i64 5
  store i8 %.189.us.5, i8* %sunkaddr1006, align 1
  %sunkaddr1007 = mul i64 %loop.index78.us, 8
  %96 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1008 = getelementptr i8, i8* %96, i64 %sunkaddr1007
  %sunkaddr1009 = getelementptr i8, i8* %sunkaddr1008, i64 48
  %97 = bitcast i8* %sunkaddr1009 to double*
  %.155.us.6 = load double, double* %97, align 8
  %.5.i25.us.6 = fcmp ogt double %.155.us.6, 0.000000e+00
  %.189.us.6 = zext i1 %.5.i25.us.6 to i8
  %sunkaddr1010 = getelementptr i8, i8* %.6.i, i64 %loop.index78.us
  %sunkaddr1011 = getelementptr i8, i8* %sunkaddr1010, i64 6
  store i8 %.189.us.6, i8* %sunkaddr1011, align 1
  %sunkaddr1012 = mul i64 %loop.index78.us, 8
  %98 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1013 = getelementptr i8, i8* %98, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, i8* %sunkaddr1013, i64 56
  %99 = bitcast i8* %sunkaddr1014 to double*
  %.155.us.7 = load double, double* %99, align 8
  %.5.i25.us.7 = fcmp ogt double %.155.us.7, 0.000000e+00
  %.189.us.7 = zext i1 %.5.i25.us.7 to i8
  %sunkaddr1015 = getelementptr i8, i8* %.6.i, i64 %loop.index78.us
  %sunkaddr1016 = getelementptr i8, i8* %sunkaddr1015, i64 7
  store i8 %.189.us.7, i8* %sunkaddr1016, align 1
  %.194.us.7 = add nuw nsw i64 %loop.index78.us, 8
  %exitcond121.not.7 = icmp eq i64 %arg.x.5.0, %.194.us.7
  br i1 %exitcond121.not.7, label %B128.i18, label %for.body.us, !llvm.loop !19

B128.i18.loopexit119:                             ; preds = %for.body.preheader
  %.155 = load double, double* %arg.x.4, align 8
  %.5.i25 = fcmp ogt double %.155, 0.000000e+00
  %.189 = zext i1 %.5.i25 to i8
  store i8 %.189, i8* %.6.i, align 1
  br label %B128.i18

B128.i18:                                         ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B128.i18.loopexit119, %B0.endif.endif.endif.endif
  %.255 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.257 = extractvalue { i64, i1 } %.255, 1
  br i1 %.257, label %for.end.endif.endif.if, label %for.end.endif.endif.endif, !prof !8

for.end.endif.endif.if:                           ; preds = %B128.i18
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274508830912, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !20
  br label %common.ret

for.end.endif.endif.endif:                        ; preds = %B128.i18
  %.256 = extractvalue { i64, i1 } %.255, 0
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.256, i32 32), !noalias !21
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !8

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif
  %100 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i33 = getelementptr i8, i8* %.7.i.i27, i64 24
  %101 = bitcast i8* %.5.i33 to double**
  %.6.i3479 = load double*, double** %101, align 8
  br i1 %100, label %for.body.1.preheader, label %for.end.1.endif.endif.endif.thread

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif
  %.326.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.326.not, label %for.end.1.endif.endif.endif.thread122, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check149 = icmp ult i64 %arg.x.5.0, 16
  br i1 %min.iters.check149, label %for.body.1.us.preheader183, label %vector.memcheck137

vector.memcheck137:                               ; preds = %for.body.1.us.preheader
  %scevgep139 = getelementptr double, double* %.6.i3479, i64 %arg.x.5.0
  %scevgep141 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0143 = icmp ult double* %.6.i3479, %scevgep141
  %bound1144 = icmp ugt double* %scevgep139, %arg.x.4
  %found.conflict145 = and i1 %bound0143, %bound1144
  br i1 %found.conflict145, label %for.body.1.us.preheader183, label %vector.ph150

vector.ph150:                                     ; preds = %vector.memcheck137
  %n.vec152 = and i64 %arg.x.5.0, -16
  %102 = add i64 %n.vec152, -16
  %103 = lshr exact i64 %102, 4
  %104 = add nuw nsw i64 %103, 1
  %xtraiter196 = and i64 %104, 7
  %105 = icmp ult i64 %102, 112
  br i1 %105, label %middle.block146.unr-lcssa, label %vector.ph150.new

vector.ph150.new:                                 ; preds = %vector.ph150
  %const = bitcast i64 2305843009213693944 to i64
  %unroll_iter199 = and i64 %104, %const
  %scevgep526 = getelementptr double, double* %arg.x.4, i64 124
  %scevgep622 = getelementptr double, double* %.6.i3479, i64 124
  br label %vector.body148

vector.body148:                                   ; preds = %vector.body148, %vector.ph150.new
  %lsr.iv718 = phi i64 [ %lsr.iv.next719, %vector.body148 ], [ %unroll_iter199, %vector.ph150.new ]
  %index155 = phi i64 [ 0, %vector.ph150.new ], [ %index.next160.7, %vector.body148 ]
  %scevgep610 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep610611 = bitcast double* %scevgep610 to <4 x double>*
  %scevgep612 = getelementptr <4 x double>, <4 x double>* %scevgep610611, i64 -31
  %wide.load156 = load <4 x double>, <4 x double>* %scevgep612, align 8, !alias.scope !28
  %scevgep619 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep619620 = bitcast double* %scevgep619 to <4 x double>*
  %scevgep621 = getelementptr <4 x double>, <4 x double>* %scevgep619620, i64 -30
  %wide.load157 = load <4 x double>, <4 x double>* %scevgep621, align 8, !alias.scope !28
  %scevgep616 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep616617 = bitcast double* %scevgep616 to <4 x double>*
  %scevgep618 = getelementptr <4 x double>, <4 x double>* %scevgep616617, i64 -29
  %wide.load158 = load <4 x double>, <4 x double>* %scevgep618, align 8, !alias.scope !28
  %scevgep613 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep613614 = bitcast double* %scevgep613 to <4 x double>*
  %scevgep615 = getelementptr <4 x double>, <4 x double>* %scevgep613614, i64 -28
  %wide.load159 = load <4 x double>, <4 x double>* %scevgep615, align 8, !alias.scope !28
  %106 = fmul <4 x double> %wide.load156, %wide.load156
  %107 = fmul <4 x double> %wide.load157, %wide.load157
  %108 = fmul <4 x double> %wide.load158, %wide.load158
  %109 = fmul <4 x double> %wide.load159, %wide.load159
  %scevgep706 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep706707 = bitcast double* %scevgep706 to <4 x double>*
  %scevgep708 = getelementptr <4 x double>, <4 x double>* %scevgep706707, i64 -31
  store <4 x double> %106, <4 x double>* %scevgep708, align 8, !alias.scope !31, !noalias !28
  %scevgep715 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep715716 = bitcast double* %scevgep715 to <4 x double>*
  %scevgep717 = getelementptr <4 x double>, <4 x double>* %scevgep715716, i64 -30
  store <4 x double> %107, <4 x double>* %scevgep717, align 8, !alias.scope !31, !noalias !28
  %scevgep712 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep712713 = bitcast double* %scevgep712 to <4 x double>*
  %scevgep714 = getelementptr <4 x double>, <4 x double>* %scevgep712713, i64 -29
  store <4 x double> %108, <4 x double>* %scevgep714, align 8, !alias.scope !31, !noalias !28
  %scevgep709 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep709710 = bitcast double* %scevgep709 to <4 x double>*
  %scevgep711 = getelementptr <4 x double>, <4 x double>* %scevgep709710, i64 -28
  store <4 x double> %109, <4 x double>* %scevgep711, align 8, !alias.scope !31, !noalias !28
  %scevgep596 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep596597 = bitcast double* %scevgep596 to <4 x double>*
  %scevgep598 = getelementptr <4 x double>, <4 x double>* %scevgep596597, i64 -27
  %wide.load156.1 = load <4 x double>, <4 x double>* %scevgep598, align 8, !alias.scope !28
  %scevgep593 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep593594 = bitcast double* %scevgep593 to <4 x double>*
  %scevgep595 = getelementptr <4 x double>, <4 x double>* %scevgep593594, i64 -26
  %wide.load157.1 = load <4 x double>, <4 x double>* %scevgep595, align 8, !alias.scope !28
  %scevgep590 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep590591 = bitcast double* %scevgep590 to <4 x double>*
  %scevgep592 = getelementptr <4 x double>, <4 x double>* %scevgep590591, i64 -25
  %wide.load158.1 = load <4 x double>, <4 x double>* %scevgep592, align 8, !alias.scope !28
  %scevgep587 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep587588 = bitcast double* %scevgep587 to <4 x double>*
  %scevgep589 = getelementptr <4 x double>, <4 x double>* %scevgep587588, i64 -24
  %wide.load159.1 = load <4 x double>, <4 x double>* %scevgep589, align 8, !alias.scope !28
  %110 = fmul <4 x double> %wide.load156.1, %wide.load156.1
  %111 = fmul <4 x double> %wide.load157.1, %wide.load157.1
  %112 = fmul <4 x double> %wide.load158.1, %wide.load158.1
  %113 = fmul <4 x double> %wide.load159.1, %wide.load159.1
  %scevgep692 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep692693 = bitcast double* %scevgep692 to <4 x double>*
  %scevgep694 = getelementptr <4 x double>, <4 x double>* %scevgep692693, i64 -27
  store <4 x double> %110, <4 x double>* %scevgep694, align 8, !alias.scope !31, !noalias !28
  %scevgep689 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep689690 = bitcast double* %scevgep689 to <4 x double>*
  %scevgep691 = getelementptr <4 x double>, <4 x double>* %scevgep689690, i64 -26
  store <4 x double> %111, <4 x double>* %scevgep691, align 8, !alias.scope !31, !noalias !28
  %scevgep686 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep686687 = bitcast double* %scevgep686 to <4 x double>*
  %scevgep688 = getelementptr <4 x double>, <4 x double>* %scevgep686687, i64 -25
  store <4 x double> %112, <4 x double>* %scevgep688, align 8, !alias.scope !31, !noalias !28
  %scevgep683 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep683684 = bitcast double* %scevgep683 to <4 x double>*
  %scevgep685 = getelementptr <4 x double>, <4 x double>* %scevgep683684, i64 -24
  store <4 x double> %113, <4 x double>* %scevgep685, align 8, !alias.scope !31, !noalias !28
  %scevgep584 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep584585 = bitcast double* %scevgep584 to <4 x double>*
  %scevgep586 = getelementptr <4 x double>, <4 x double>* %scevgep584585, i64 -23
  %wide.load156.2 = load <4 x double>, <4 x double>* %scevgep586, align 8, !alias.scope !28
  %scevgep581 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep581582 = bitcast double* %scevgep581 to <4 x double>*
  %scevgep583 = getelementptr <4 x double>, <4 x double>* %scevgep581582, i64 -22
  %wide.load157.2 = load <4 x double>, <4 x double>* %scevgep583, align 8, !alias.scope !28
  %scevgep578 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep578579 = bitcast double* %scevgep578 to <4 x double>*
  %scevgep580 = getelementptr <4 x double>, <4 x double>* %scevgep578579, i64 -21
  %wide.load158.2 = load <4 x double>, <4 x double>* %scevgep580, align 8, !alias.scope !28
  %scevgep575 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep575576 = bitcast double* %scevgep575 to <4 x double>*
  %scevgep577 = getelementptr <4 x double>, <4 x double>* %scevgep575576, i64 -20
  %wide.load159.2 = load <4 x double>, <4 x double>* %scevgep577, align 8, !alias.scope !28
  %114 = fmul <4 x double> %wide.load156.2, %wide.load156.2
  %115 = fmul <4 x double> %wide.load157.2, %wide.load157.2
  %116 = fmul <4 x double> %wide.load158.2, %wide.load158.2
  %117 = fmul <4 x double> %wide.load159.2, %wide.load159.2
  %scevgep680 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep680681 = bitcast double* %scevgep680 to <4 x double>*
  %scevgep682 = getelementptr <4 x double>, <4 x double>* %scevgep680681, i64 -23
  store <4 x double> %114, <4 x double>* %scevgep682, align 8, !alias.scope !31, !noalias !28
  %scevgep677 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep677678 = bitcast double* %scevgep677 to <4 x double>*
  %scevgep679 = getelementptr <4 x double>, <4 x double>* %scevgep677678, i64 -22
  store <4 x double> %115, <4 x double>* %scevgep679, align 8, !alias.scope !31, !noalias !28
  %scevgep674 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep674675 = bitcast double* %scevgep674 to <4 x double>*
  %scevgep676 = getelementptr <4 x double>, <4 x double>* %scevgep674675, i64 -21
  store <4 x double> %116, <4 x double>* %scevgep676, align 8, !alias.scope !31, !noalias !28
  %scevgep671 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep671672 = bitcast double* %scevgep671 to <4 x double>*
  %scevgep673 = getelementptr <4 x double>, <4 x double>* %scevgep671672, i64 -20
  store <4 x double> %117, <4 x double>* %scevgep673, align 8, !alias.scope !31, !noalias !28
  %scevgep572 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep572573 = bitcast double* %scevgep572 to <4 x double>*
  %scevgep574 = getelementptr <4 x double>, <4 x double>* %scevgep572573, i64 -19
  %wide.load156.3 = load <4 x double>, <4 x double>* %scevgep574, align 8, !alias.scope !28
  %scevgep569 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep569570 = bitcast double* %scevgep569 to <4 x double>*
  %scevgep571 = getelementptr <4 x double>, <4 x double>* %scevgep569570, i64 -18
  %wide.load157.3 = load <4 x double>, <4 x double>* %scevgep571, align 8, !alias.scope !28
  %scevgep566 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep566567 = bitcast double* %scevgep566 to <4 x double>*
  %scevgep568 = getelementptr <4 x double>, <4 x double>* %scevgep566567, i64 -17
  %wide.load158.3 = load <4 x double>, <4 x double>* %scevgep568, align 8, !alias.scope !28
  %scevgep563 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep563564 = bitcast double* %scevgep563 to <4 x double>*
  %scevgep565 = getelementptr <4 x double>, <4 x double>* %scevgep563564, i64 -16
  %wide.load159.3 = load <4 x double>, <4 x double>* %scevgep565, align 8, !alias.scope !28
  %118 = fmul <4 x double> %wide.load156.3, %wide.load156.3
  %119 = fmul <4 x double> %wide.load157.3, %wide.load157.3
  %120 = fmul <4 x double> %wide.load158.3, %wide.load158.3
  %121 = fmul <4 x double> %wide.load159.3, %wide.load159.3
  %scevgep668 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep668669 = bitcast double* %scevgep668 to <4 x double>*
  %scevgep670 = getelementptr <4 x double>, <4 x double>* %scevgep668669, i64 -19
  store <4 x double> %118, <4 x double>* %scevgep670, align 8, !alias.scope !31, !noalias !28
  %scevgep665 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep665666 = bitcast double* %scevgep665 to <4 x double>*
  %scevgep667 = getelementptr <4 x double>, <4 x double>* %scevgep665666, i64 -18
  store <4 x double> %119, <4 x double>* %scevgep667, align 8, !alias.scope !31, !noalias !28
  %scevgep662 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep662663 = bitcast double* %scevgep662 to <4 x double>*
  %scevgep664 = getelementptr <4 x double>, <4 x double>* %scevgep662663, i64 -17
  store <4 x double> %120, <4 x double>* %scevgep664, align 8, !alias.scope !31, !noalias !28
  %scevgep659 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep659660 = bitcast double* %scevgep659 to <4 x double>*
  %scevgep661 = getelementptr <4 x double>, <4 x double>* %scevgep659660, i64 -16
  store <4 x double> %121, <4 x double>* %scevgep661, align 8, !alias.scope !31, !noalias !28
  %scevgep560 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep560561 = bitcast double* %scevgep560 to <4 x double>*
  %scevgep562 = getelementptr <4 x double>, <4 x double>* %scevgep560561, i64 -15
  %wide.load156.4 = load <4 x double>, <4 x double>* %scevgep562, align 8, !alias.scope !28
  %scevgep557 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep557558 = bitcast double* %scevgep557 to <4 x double>*
  %scevgep559 = getelementptr <4 x double>, <4 x double>* %scevgep557558, i64 -14
  %wide.load157.4 = load <4 x double>, <4 x double>* %scevgep559, align 8, !alias.scope !28
  %scevgep554 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep554555 = bitcast double* %scevgep554 to <4 x double>*
  %scevgep556 = getelementptr <4 x double>, <4 x double>* %scevgep554555, i64 -13
  %wide.load158.4 = load <4 x double>, <4 x double>* %scevgep556, align 8, !alias.scope !28
  %scevgep551 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep551552 = bitcast double* %scevgep551 to <4 x double>*
  %scevgep553 = getelementptr <4 x double>, <4 x double>* %scevgep551552, i64 -12
  %wide.load159.4 = load <4 x double>, <4 x double>* %scevgep553, align 8, !alias.scope !28
  %122 = fmul <4 x double> %wide.load156.4, %wide.load156.4
  %123 = fmul <4 x double> %wide.load157.4, %wide.load157.4
  %124 = fmul <4 x double> %wide.load158.4, %wide.load158.4
  %125 = fmul <4 x double> %wide.load159.4, %wide.load159.4
  %scevgep656 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep656657 = bitcast double* %scevgep656 to <4 x double>*
  %scevgep658 = getelementptr <4 x double>, <4 x double>* %scevgep656657, i64 -15
  store <4 x double> %122, <4 x double>* %scevgep658, align 8, !alias.scope !31, !noalias !28
  %scevgep653 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep653654 = bitcast double* %scevgep653 to <4 x double>*
  %scevgep655 = getelementptr <4 x double>, <4 x double>* %scevgep653654, i64 -14
  store <4 x double> %123, <4 x double>* %scevgep655, align 8, !alias.scope !31, !noalias !28
  %scevgep650 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep650651 = bitcast double* %scevgep650 to <4 x double>*
  %scevgep652 = getelementptr <4 x double>, <4 x double>* %scevgep650651, i64 -13
  store <4 x double> %124, <4 x double>* %scevgep652, align 8, !alias.scope !31, !noalias !28
  %scevgep647 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep647648 = bitcast double* %scevgep647 to <4 x double>*
  %scevgep649 = getelementptr <4 x double>, <4 x double>* %scevgep647648, i64 -12
  store <4 x double> %125, <4 x double>* %scevgep649, align 8, !alias.scope !31, !noalias !28
  %scevgep548 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep548549 = bitcast double* %scevgep548 to <4 x double>*
  %scevgep550 = getelementptr <4 x double>, <4 x double>* %scevgep548549, i64 -11
  %wide.load156.5 = load <4 x double>, <4 x double>* %scevgep550, align 8, !alias.scope !28
  %scevgep545 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep545546 = bitcast double* %scevgep545 to <4 x double>*
  %scevgep547 = getelementptr <4 x double>, <4 x double>* %scevgep545546, i64 -10
  %wide.load157.5 = load <4 x double>, <4 x double>* %scevgep547, align 8, !alias.scope !28
  %scevgep542 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep542543 = bitcast double* %scevgep542 to <4 x double>*
  %scevgep544 = getelementptr <4 x double>, <4 x double>* %scevgep542543, i64 -9
  %wide.load158.5 = load <4 x double>, <4 x double>* %scevgep544, align 8, !alias.scope !28
  %scevgep539 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep539540 = bitcast double* %scevgep539 to <4 x double>*
  %scevgep541 = getelementptr <4 x double>, <4 x double>* %scevgep539540, i64 -8
  %wide.load159.5 = load <4 x double>, <4 x double>* %scevgep541, align 8, !alias.scope !28
  %126 = fmul <4 x double> %wide.load156.5, %wide.load156.5
  %127 = fmul <4 x double> %wide.load157.5, %wide.load157.5
  %128 = fmul <4 x double> %wide.load158.5, %wide.load158.5
  %129 = fmul <4 x double> %wide.load159.5, %wide.load159.5
  %scevgep644 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep644645 = bitcast double* %scevgep644 to <4 x double>*
  %scevgep646 = getelementptr <4 x double>, <4 x double>* %scevgep644645, i64 -11
  store <4 x double> %126, <4 x double>* %scevgep646, align 8, !alias.scope !31, !noalias !28
  %scevgep641 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep641642 = bitcast double* %scevgep641 to <4 x double>*
  %scevgep643 = getelementptr <4 x double>, <4 x double>* %scevgep641642, i64 -10
  store <4 x double> %127, <4 x double>* %scevgep643, align 8, !alias.scope !31, !noalias !28
  %scevgep638 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep638639 = bitcast double* %scevgep638 to <4 x double>*
  %scevgep640 = getelementptr <4 x double>, <4 x double>* %scevgep638639, i64 -9
  store <4 x double> %128, <4 x double>* %scevgep640, align 8, !alias.scope !31, !noalias !28
  %scevgep635 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep635636 = bitcast double* %scevgep635 to <4 x double>*
  %scevgep637 = getelementptr <4 x double>, <4 x double>* %scevgep635636, i64 -8
  store <4 x double> %129, <4 x double>* %scevgep637, align 8, !alias.scope !31, !noalias !28
  %scevgep536 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep536537 = bitcast double* %scevgep536 to <4 x double>*
  %scevgep538 = getelementptr <4 x double>, <4 x double>* %scevgep536537, i64 -7
  %wide.load156.6 = load <4 x double>, <4 x double>* %scevgep538, align 8, !alias.scope !28
  %scevgep533 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep533534 = bitcast double* %scevgep533 to <4 x double>*
  %scevgep535 = getelementptr <4 x double>, <4 x double>* %scevgep533534, i64 -6
  %wide.load157.6 = load <4 x double>, <4 x double>* %scevgep535, align 8, !alias.scope !28
  %scevgep530 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep530531 = bitcast double* %scevgep530 to <4 x double>*
  %scevgep532 = getelementptr <4 x double>, <4 x double>* %scevgep530531, i64 -5
  %wide.load158.6 = load <4 x double>, <4 x double>* %scevgep532, align 8, !alias.scope !28
  %scevgep527 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep527528 = bitcast double* %scevgep527 to <4 x double>*
  %scevgep529 = getelementptr <4 x double>, <4 x double>* %scevgep527528, i64 -4
  %wide.load159.6 = load <4 x double>, <4 x double>* %scevgep529, align 8, !alias.scope !28
  %130 = fmul <4 x double> %wide.load156.6, %wide.load156.6
  %131 = fmul <4 x double> %wide.load157.6, %wide.load157.6
  %132 = fmul <4 x double> %wide.load158.6, %wide.load158.6
  %133 = fmul <4 x double> %wide.load159.6, %wide.load159.6
  %scevgep632 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep632633 = bitcast double* %scevgep632 to <4 x double>*
  %scevgep634 = getelementptr <4 x double>, <4 x double>* %scevgep632633, i64 -7
  store <4 x double> %130, <4 x double>* %scevgep634, align 8, !alias.scope !31, !noalias !28
  %scevgep629 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep629630 = bitcast double* %scevgep629 to <4 x double>*
  %scevgep631 = getelementptr <4 x double>, <4 x double>* %scevgep629630, i64 -6
  store <4 x double> %131, <4 x double>* %scevgep631, align 8, !alias.scope !31, !noalias !28
  %scevgep626 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep626627 = bitcast double* %scevgep626 to <4 x double>*
  %scevgep628 = getelementptr <4 x double>, <4 x double>* %scevgep626627, i64 -5
  store <4 x double> %132, <4 x double>* %scevgep628, align 8, !alias.scope !31, !noalias !28
  %scevgep623 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep623624 = bitcast double* %scevgep623 to <4 x double>*
  %scevgep625 = getelementptr <4 x double>, <4 x double>* %scevgep623624, i64 -4
  store <4 x double> %133, <4 x double>* %scevgep625, align 8, !alias.scope !31, !noalias !28
  %scevgep607 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep607608 = bitcast double* %scevgep607 to <4 x double>*
  %scevgep609 = getelementptr <4 x double>, <4 x double>* %scevgep607608, i64 -3
  %wide.load156.7 = load <4 x double>, <4 x double>* %scevgep609, align 8, !alias.scope !28
  %scevgep604 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep604605 = bitcast double* %scevgep604 to <4 x double>*
  %scevgep606 = getelementptr <4 x double>, <4 x double>* %scevgep604605, i64 -2
  %wide.load157.7 = load <4 x double>, <4 x double>* %scevgep606, align 8, !alias.scope !28
  %scevgep601 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep601602 = bitcast double* %scevgep601 to <4 x double>*
  %scevgep603 = getelementptr <4 x double>, <4 x double>* %scevgep601602, i64 -1
  %wide.load158.7 = load <4 x double>, <4 x double>* %scevgep603, align 8, !alias.scope !28
  %scevgep599 = getelementptr double, double* %scevgep526, i64 %index155
  %scevgep599600 = bitcast double* %scevgep599 to <4 x double>*
  %wide.load159.7 = load <4 x double>, <4 x double>* %scevgep599600, align 8, !alias.scope !28
  %134 = fmul <4 x double> %wide.load156.7, %wide.load156.7
  %135 = fmul <4 x double> %wide.load157.7, %wide.load157.7
  %136 = fmul <4 x double> %wide.load158.7, %wide.load158.7
  %137 = fmul <4 x double> %wide.load159.7, %wide.load159.7
  %scevgep703 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep703704 = bitcast double* %scevgep703 to <4 x double>*
  %scevgep705 = getelementptr <4 x double>, <4 x double>* %scevgep703704, i64 -3
  store <4 x double> %134, <4 x double>* %scevgep705, align 8, !alias.scope !31, !noalias !28
  %scevgep700 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep700701 = bitcast double* %scevgep700 to <4 x double>*
  %scevgep702 = getelementptr <4 x double>, <4 x double>* %scevgep700701, i64 -2
  store <4 x double> %135, <4 x double>* %scevgep702, align 8, !alias.scope !31, !noalias !28
  %scevgep697 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep697698 = bitcast double* %scevgep697 to <4 x double>*
  %scevgep699 = getelementptr <4 x double>, <4 x double>* %scevgep697698, i64 -1
  store <4 x double> %136, <4 x double>* %scevgep699, align 8, !alias.scope !31, !noalias !28
  %scevgep695 = getelementptr double, double* %scevgep622, i64 %index155
  %scevgep695696 = bitcast double* %scevgep695 to <4 x double>*
  store <4 x double> %137, <4 x double>* %scevgep695696, align 8, !alias.scope !31, !noalias !28
  %index.next160.7 = add i64 %index155, 128
  %lsr.iv.next719 = add i64 %lsr.iv718, -8
  %niter200.ncmp.7 = icmp eq i64 %lsr.iv.next719, 0
  br i1 %niter200.ncmp.7, label %middle.block146.unr-lcssa, label %vector.body148, !llvm.loop !33

middle.block146.unr-lcssa:                        ; preds = %vector.body148, %vector.ph150
  %index155.unr = phi i64 [ 0, %vector.ph150 ], [ %index.next160.7, %vector.body148 ]
  %lcmp.mod198.not = icmp eq i64 %xtraiter196, 0
  br i1 %lcmp.mod198.not, label %middle.block146, label %vector.body148.epil.preheader

vector.body148.epil.preheader:                    ; preds = %middle.block146.unr-lcssa
  %138 = add nuw nsw i64 %index155.unr, 12
  %scevgep498 = getelementptr double, double* %.6.i3479, i64 %138
  %scevgep513 = getelementptr double, double* %arg.x.4, i64 %138
  %139 = shl nuw nsw i64 %xtraiter196, 7
  br label %vector.body148.epil

vector.body148.epil:                              ; preds = %vector.body148.epil.preheader, %vector.body148.epil
  %lsr.iv499 = phi i64 [ 0, %vector.body148.epil.preheader ], [ %lsr.iv.next500, %vector.body148.epil ]
  %140 = bitcast double* %scevgep513 to i8*
  %141 = bitcast double* %scevgep498 to i8*
  %uglygep523 = getelementptr i8, i8* %140, i64 %lsr.iv499
  %uglygep523524 = bitcast i8* %uglygep523 to <4 x double>*
  %scevgep525 = getelementptr <4 x double>, <4 x double>* %uglygep523524, i64 -3
  %wide.load156.epil = load <4 x double>, <4 x double>* %scevgep525, align 8, !alias.scope !28
  %uglygep520 = getelementptr i8, i8* %140, i64 %lsr.iv499
  %uglygep520521 = bitcast i8* %uglygep520 to <4 x double>*
  %scevgep522 = getelementptr <4 x double>, <4 x double>* %uglygep520521, i64 -2
  %wide.load157.epil = load <4 x double>, <4 x double>* %scevgep522, align 8, !alias.scope !28
  %uglygep517 = getelementptr i8, i8* %140, i64 %lsr.iv499
  %uglygep517518 = bitcast i8* %uglygep517 to <4 x double>*
  %scevgep519 = getelementptr <4 x double>, <4 x double>* %uglygep517518, i64 -1
  %wide.load158.epil = load <4 x double>, <4 x double>* %scevgep519, align 8, !alias.scope !28
  %uglygep515 = getelementptr i8, i8* %140, i64 %lsr.iv499
  %uglygep515516 = bitcast i8* %uglygep515 to <4 x double>*
  %wide.load159.epil = load <4 x double>, <4 x double>* %uglygep515516, align 8, !alias.scope !28
  %142 = fmul <4 x double> %wide.load156.epil, %wide.load156.epil
  %143 = fmul <4 x double> %wide.load157.epil, %wide.load157.epil
  %144 = fmul <4 x double> %wide.load158.epil, %wide.load158.epil
  %145 = fmul <4 x double> %wide.load159.epil, %wide.load159.epil
  %uglygep510 = getelementptr i8, i8* %141, i64 %lsr.iv499
  %uglygep510511 = bitcast i8* %uglygep510 to <4 x double>*
  %scevgep512 = getelementptr <4 x double>, <4 x double>* %uglygep510511, i64 -3
  store <4 x double> %142, <4 x double>* %scevgep512, align 8, !alias.scope !31, !noalias !28
  %uglygep507 = getelementptr i8, i8* %141, i64 %lsr.iv499
  %uglygep507508 = bitcast i8* %uglygep507 to <4 x double>*
  %scevgep509 = getelementptr <4 x double>, <4 x double>* %uglygep507508, i64 -2
  store <4 x double> %143, <4 x double>* %scevgep509, align 8, !alias.scope !31, !noalias !28
  %uglygep504 = getelementptr i8, i8* %141, i64 %lsr.iv499
  %uglygep504505 = bitcast i8* %uglygep504 to <4 x double>*
  %scevgep506 = getelementptr <4 x double>, <4 x double>* %uglygep504505, i64 -1
  store <4 x double> %144, <4 x double>* %scevgep506, align 8, !alias.scope !31, !noalias !28
  %uglygep502 = getelementptr i8, i8* %141, i64 %lsr.iv499
  %uglygep502503 = bitcast i8* %uglygep502 to <4 x double>*
  store <4 x double> %145, <4 x double>* %uglygep502503, align 8, !alias.scope !31, !noalias !28
  %lsr.iv.next500 = add nuw nsw i64 %lsr.iv499, 128
  %epil.iter197.cmp.not = icmp eq i64 %139, %lsr.iv.next500
  br i1 %epil.iter197.cmp.not, label %middle.block146, label %vector.body148.epil, !llvm.loop !34

middle.block146:                                  ; preds = %vector.body148.epil, %middle.block146.unr-lcssa
  %cmp.n154 = icmp eq i64 %n.vec152, %arg.x.5.0
  br i1 %cmp.n154, label %for.end.1.endif.endif.endif, label %for.body.1.us.preheader183

for.body.1.us.preheader183:                       ; preds = %vector.memcheck137, %for.body.1.us.preheader, %middle.block146
  %loop.index.175.us.ph = phi i64 [ 0, %vector.memcheck137 ], [ 0, %for.body.1.us.preheader ], [ %n.vec152, %middle.block146 ]
  %146 = xor i64 %loop.index.175.us.ph, -1
  %147 = add i64 %146, %arg.x.5.0
  %xtraiter193 = and i64 %arg.x.5.0, 7
  %lcmp.mod194.not = icmp eq i64 %xtraiter193, 0
  br i1 %lcmp.mod194.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader183
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv496 = phi i64 [ %xtraiter193, %for.body.1.us.prol.preheader ], [ %lsr.iv.next497, %for.body.1.us.prol ]
  %loop.index.175.us.prol = phi i64 [ %.363.us.prol, %for.body.1.us.prol ], [ %loop.index.175.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep495 = getelementptr double, double* %arg.x.4, i64 %loop.index.175.us.prol
  %.334.us.prol = load double, double* %scevgep495, align 8
  %.5.i56.us.prol = fmul double %.334.us.prol, %.334.us.prol
  %scevgep494 = getelementptr double, double* %.6.i3479, i64 %loop.index.175.us.prol
  store double %.5.i56.us.prol, double* %scevgep494, align 8
  %.363.us.prol = add nuw i64 %loop.index.175.us.prol, 1
  %lsr.iv.next497 = add nsw i64 %lsr.iv496, -1
  %prol.iter195.cmp.not = icmp eq i64 %lsr.iv.next497, 0
  br i1 %prol.iter195.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !35

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader183
  %loop.index.175.us.unr = phi i64 [ %loop.index.175.us.ph, %for.body.1.us.preheader183 ], [ %.363.us.prol, %for.body.1.us.prol ]
  %148 = icmp ult i64 %147, 7
  br i1 %148, label %for.end.1.endif.endif.endif, label %for.body.1.us.preheader210

for.body.1.us.preheader210:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader210, %for.body.1.us
  %loop.index.175.us = phi i64 [ %.363.us.7, %for.body.1.us ], [ %loop.index.175.us.unr, %for.body.1.us.preheader210 ]
  %sunkaddr1017 = mul i64 %loop.index.175.us, 8
  %149 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1018 = getelementptr i8, i8* %149, i64 %sunkaddr1017
  %150 = bitcast i8* %sunkaddr1018 to double*
  %.334.us = load double, double* %150, align 8
  %.5.i56.us = fmul double %.334.us, %.334.us
  %sunkaddr1019 = mul i64 %loop.index.175.us, 8
  %151 = bitcast double* %.6.i3479 to i8*
  %sunkaddr1020 = getelementptr i8, i8* %151, i64 %sunkaddr1019
  %152 = bitcast i8* %sunkaddr1020 to double*
  store double %.5.i56.us, double* %152, align 8
  %sunkaddr1021 = mul i64 %loop.index.175.us, 8
  %153 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1022 = getelementptr i8, i8* %153, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, i8* %sunkaddr1022, i64 8
  %154 = bitcast i8* %sunkaddr1023 to double*
  %.334.us.1 = load double, double* %154, align 8
  %.5.i56.us.1 = fmul double %.334.us.1, %.334.us.1
  %sunkaddr1024 = mul i64 %loop.index.175.us, 8
  %155 = bitcast double* %.6.i3479 to i8*
  %sunkaddr1025 = getelementptr i8, i8* %155, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, i8* %sunkaddr1025, i64 8
  %156 = bitcast i8* %sunkaddr1026 to double*
  store double %.5.i56.us.1, double* %156, align 8
  %sunkaddr1027 = mul i64 %loop.index.175.us, 8
  %157 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1028 = getelementptr i8, i8* %157, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, i8* %sunkaddr1028, i64 16
  %158 = bitcast i8* %sunkaddr1029 to double*
  %.334.us.2 = load double, double* %158, align 8
  %.5.i56.us.2 = fmul double %.334.us.2, %.334.us.2
  %sunkaddr1030 = mul i64 %loop.index.175.us, 8
  %159 = bitcast double* %.6.i3479 to i8*
  %sunkaddr1031 = getelementptr i8, i8* %159, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, i8* %sunkaddr1031, i64 16
  %160 = bitcast i8* %sunkaddr1032 to double*
  store double %.5.i56.us.2, double* %160, align 8
  %sunkaddr1033 = mul i64 %loop.index.175.us, 8
  %161 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1034 = getelementptr i8, i8* %161, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, i8* %sunkaddr1034, i64 24
  %162 = bitcast i8* %sunkaddr1035 to double*
  %.334.us.3 = load double, double* %162, align 8
  %.5.i56.us.3 = fmul double %.334.us.3, %.334.us.3
  %sunkaddr1036 = mul i64 %loop.index.175.us, 8
  %163 = bitcast double* %.6.i3479 to i8*
  %sunkaddr1037 = getelementptr i8, i8* %163, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, i8* %sunkaddr1037, i64 24
  %164 = bitcast i8* %sunkaddr1038 to double*
  store double %.5.i56.us.3, double* %164, align 8
  %sunkaddr1039 = mul i64 %loop.index.175.us, 8
  %165 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1040 = getelementptr i8, i8* %165, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, i8* %sunkaddr1040, i64 32
  %166 = bitcast i8* %sunkaddr1041 to double*
  %.334.us.4 = load double, double* %166, align 8
  %.5.i56.us.4 = fmul double %.334.us.4, %.334.us.4
  %sunkaddr1042 = mul i64 %loop.index.175.us, 8
  %167 = bitcast double* %.6.i3479 to i8*
  %sunkaddr1043 = getelementptr i8, i8* %167, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, i8* %sunkaddr1043, i64 32
  %168 = bitcast i8* %sunkaddr1044 to double*
  store double %.5.i56.us.4, double* %168, align 8
  %sunkaddr1045 = mul i64 %loop.index.175.us, 8
  %169 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1046 = getelementptr i8, i8* %169, i64 %sunkaddr1045
  %sunkaddr1047 = getelementptr i8, i8* %sunkaddr1046, i64 40
  %170 = bitcast i8* %sunkaddr1047 to double*
  %.334.us.5 = load double, double* %170, align 8
  %.5.i56.us.5 = fmul double %.334.us.5, %.334.us.5
  %sunkaddr1048 = mul i64 %loop.index.175.us, 8
  %171 = bitcast double* %.6.i3479 to i8*
  %sunkaddr1049 = getelementptr i8, i8* %171, i64 %sunkaddr1048
  %sunkaddr1050 = getelementptr i8, i8* %sunkaddr1049, i64 40
  %172 = bitcast i8* %sunkaddr1050 to double*
  store double %.5.i56.us.5, double* %172, align 8
  %sunkaddr1051 = mul i64 %loop.index.175.us, 8
  %173 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1052 = getelementptr i8, i8* %173, i64 %sunkaddr1051
  %sunkaddr1053 = getelementptr i8, i8* %sunkaddr1052, i64 48
  %174 = bitcast i8* %sunkaddr1053 to double*
  %.334.us.6 = load double, double* %174, align 8
  %.5.i56.us.6 = fmul double %.334.us.6, %.334.us.6
  %sunkaddr1054 = mul i64 %loop.index.175.us, 8
  %175 = bitcast double* %.6.i3479 to i8*
  %sunkaddr1055 = getelementptr i8, i8* %175, i64 %sunkaddr1054
  %sunkaddr1056 = getelementptr i8, i8* %sunkaddr1055, i64 48
  %176 = bitcast i8* %sunkaddr1056 to double*
  store double %.5.i56.us.6, double* %176, align 8
  %sunkaddr1057 = mul i64 %loop.index.175.us, 8
  %177 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1058 = getelementptr i8, i8* %177, i64 %sunkaddr1057
  %sunkaddr1059 = getelementptr i8, i8* %sunkaddr1058, i64 56
  %178 = bitcast i8* %sunkaddr1059 to double*
  %.334.us.7 = load double, double* %178, align 8
  %.5.i56.us.7 = fmul double %.334.us.7, %.334.us.7
  %sunkaddr1060 = mul i64 %loop.index.175.us, 8
  %179 = bitcast double* %.6.i3479 to i8*
  %sunkaddr1061 = getelementptr i8, i8* %179, i64 %sunkaddr1060
  %sunkaddr1062 = getelementptr i8, i8* %sunkaddr1061, i64 56
  %180 = bitcast i8* %sunkaddr1062 to double*
  store double %.5.i56.us.7, double* %180, align 8
  %.363.us.7 = add nuw nsw i64 %loop.index.175.us, 8
  %exitcond120.not.7 = icmp eq i64 %arg.x.5.0, %.363.us.7
  br i1 %exitcond120.not.7, label %for.end.1.endif.endif.endif, label %for.body.1.us, !llvm.loop !36

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block146
  %.7.i.i59 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.256, i32 32), !noalias !37
  %.8.i.i60 = icmp eq i8* %.7.i.i59, null
  br i1 %.8.i.i60, label %for.end.1.endif.endif.endif.if, label %for.body.2.preheader, !prof !8

for.end.1.endif.endif.endif.thread122:            ; preds = %for.body.1.preheader
  %.334 = load double, double* %arg.x.4, align 8
  %.5.i56 = fmul double %.334, %.334
  store double %.5.i56, double* %.6.i3479, align 8
  %.7.i.i59123 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.256, i32 32), !noalias !37
  %.8.i.i60124 = icmp eq i8* %.7.i.i59123, null
  br i1 %.8.i.i60124, label %for.end.1.endif.endif.endif.if, label %for.body.2.preheader.thread, !prof !8

for.body.2.preheader.thread:                      ; preds = %for.end.1.endif.endif.endif.thread122
  %.5.i57127 = getelementptr i8, i8* %.7.i.i59123, i64 24
  %181 = bitcast i8* %.5.i57127 to double**
  %.6.i5880128 = load double*, double** %181, align 8
  br label %for.end.2.loopexit115

for.end.1.endif.endif.endif.thread:               ; preds = %for.end.endif.endif.endif.endif
  %.7.i.i59106 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.256, i32 32), !noalias !37
  %.8.i.i60107 = icmp eq i8* %.7.i.i59106, null
  br i1 %.8.i.i60107, label %for.end.1.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.thread, !prof !8

for.end.1.endif.endif.endif.endif.thread:         ; preds = %for.end.1.endif.endif.endif.thread
  %.5.i57110 = getelementptr i8, i8* %.7.i.i59106, i64 24
  %182 = bitcast i8* %.5.i57110 to double**
  %.6.i5880111 = load double*, double** %182, align 8
  br label %for.end.2

for.end.1.endif.endif.endif.if:                   ; preds = %for.end.1.endif.endif.endif.thread122, %for.end.1.endif.endif.endif.thread, %for.end.1.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.endif
  %183 = icmp eq i64 %arg.x.5.0, 1
  %.5.i57 = getelementptr i8, i8* %.7.i.i59, i64 24
  %184 = bitcast i8* %.5.i57 to double**
  %.6.i5880 = load double*, double** %184, align 8
  br i1 %183, label %for.end.2.loopexit115, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader
  %min.iters.check173 = icmp ult i64 %arg.x.5.0, 4
  br i1 %min.iters.check173, label %for.body.2.us.preheader182, label %vector.memcheck161

vector.memcheck161:                               ; preds = %for.body.2.us.preheader
  %scevgep163 = getelementptr double, double* %.6.i5880, i64 %arg.x.5.0
  %scevgep165 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0167 = icmp ult double* %.6.i5880, %scevgep165
  %bound1168 = icmp ugt double* %scevgep163, %arg.x.4
  %found.conflict169 = and i1 %bound0167, %bound1168
  br i1 %found.conflict169, label %for.body.2.us.preheader182, label %vector.ph174

vector.ph174:                                     ; preds = %vector.memcheck161
  %n.vec176 = and i64 %arg.x.5.0, -4
  %185 = add i64 %n.vec176, -4
  %186 = lshr exact i64 %185, 2
  %187 = add nuw nsw i64 %186, 1
  %xtraiter188 = and i64 %187, 7
  %188 = icmp ult i64 %185, 28
  br i1 %188, label %middle.block170.unr-lcssa, label %vector.ph174.new

vector.ph174.new:                                 ; preds = %vector.ph174
  %const978 = bitcast i64 9223372036854775800 to i64
  %unroll_iter191 = and i64 %187, %const978
  br label %vector.body172

vector.body172:                                   ; preds = %vector.body172, %vector.ph174.new
  %lsr.iv460 = phi i64 [ %lsr.iv.next461, %vector.body172 ], [ %unroll_iter191, %vector.ph174.new ]
  %index179 = phi i64 [ 0, %vector.ph174.new ], [ %index.next181.7, %vector.body172 ]
  %sunkaddr1063 = mul i64 %index179, 8
  %189 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1064 = getelementptr i8, i8* %189, i64 %sunkaddr1063
  %190 = bitcast i8* %sunkaddr1064 to <4 x double>*
  %wide.load180 = load <4 x double>, <4 x double>* %190, align 8, !alias.scope !44
  %191 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load180)
  %sunkaddr1065 = mul i64 %index179, 8
  %192 = bitcast double* %.6.i5880 to i8*
  %sunkaddr1066 = getelementptr i8, i8* %192, i64 %sunkaddr1065
  %193 = bitcast i8* %sunkaddr1066 to <4 x double>*
  store <4 x double> %191, <4 x double>* %193, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1067 = mul i64 %index179, 8
  %194 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1068 = getelementptr i8, i8* %194, i64 %sunkaddr1067
  %sunkaddr1069 = getelementptr i8, i8* %sunkaddr1068, i64 32
  %195 = bitcast i8* %sunkaddr1069 to <4 x double>*
  %wide.load180.1 = load <4 x double>, <4 x double>* %195, align 8, !alias.scope !44
  %196 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load180.1)
  %sunkaddr1070 = mul i64 %index179, 8
  %197 = bitcast double* %.6.i5880 to i8*
  %sunkaddr1071 = getelementptr i8, i8* %197, i64 %sunkaddr1070
  %sunkaddr1072 = getelementptr i8, i8* %sunkaddr1071, i64 32
  %198 = bitcast i8* %sunkaddr1072 to <4 x double>*
  store <4 x double> %196, <4 x double>* %198, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1073 = mul i64 %index179, 8
  %199 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1074 = getelementptr i8, i8* %199, i64 %sunkaddr1073
  %sunkaddr1075 = getelementptr i8, i8* %sunkaddr1074, i64 64
  %200 = bitcast i8* %sunkaddr1075 to <4 x double>*
  %wide.load180.2 = load <4 x double>, <4 x double>* %200, align 8, !alias.scope !44
  %201 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load180.2)
  %sunkaddr1076 = mul i64 %index179, 8
  %202 = bitcast double* %.6.i5880 to i8*
  %sunkaddr1077 = getelementptr i8, i8* %202, i64 %sunkaddr1076
  %sunkaddr1078 = getelementptr i8, i8* %sunkaddr1077, i64 64
  %203 = bitcast i8* %sunkaddr1078 to <4 x double>*
  store <4 x double> %201, <4 x double>* %203, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1079 = mul i64 %index179, 8
  %204 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1080 = getelementptr i8, i8* %204, i64 %sunkaddr1079
  %sunkaddr1081 = getelementptr i8, i8* %sunkaddr1080, i64 96
  %205 = bitcast i8* %sunkaddr1081 to <4 x double>*
  %wide.load180.3 = load <4 x double>, <4 x double>* %205, align 8, !alias.scope !44
  %206 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load180.3)
  %sunkaddr1082 = mul i64 %index179, 8
  %207 = bitcast double* %.6.i5880 to i8*
  %sunkaddr1083 = getelementptr i8, i8* %207, i64 %sunkaddr1082
  %sunkaddr1084 = getelementptr i8, i8* %sunkaddr1083, i64 96
  %208 = bitcast i8* %sunkaddr1084 to <4 x double>*
  store <4 x double> %206, <4 x double>* %208, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1085 = mul i64 %index179, 8
  %209 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1086 = getelementptr i8, i8* %209, i64 %sunkaddr1085
  %sunkaddr1087 = getelementptr i8, i8* %sunkaddr1086, i64 128
  %210 = bitcast i8* %sunkaddr1087 to <4 x double>*
  %wide.load180.4 = load <4 x double>, <4 x double>* %210, align 8, !alias.scope !44
  %211 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load180.4)
  %sunkaddr1088 = mul i64 %index179, 8
  %212 = bitcast double* %.6.i5880 to i8*
  %sunkaddr1089 = getelementptr i8, i8* %212, i64 %sunkaddr1088
  %sunkaddr1090 = getelementptr i8, i8* %sunkaddr1089, i64 128
  %213 = bitcast i8* %sunkaddr1090 to <4 x double>*
  store <4 x double> %211, <4 x double>* %213, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1091 = mul i64 %index179, 8
  %214 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1092 = getelementptr i8, i8* %214, i64 %sunkaddr1091
  %sunkaddr1093 = getelementptr i8, i8* %sunkaddr1092, i64 160
  %215 = bitcast i8* %sunkaddr1093 to <4 x double>*
  %wide.load180.5 = load <4 x double>, <4 x double>* %215, align 8, !alias.scope !44
  %216 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load180.5)
  %sunkaddr1094 = mul i64 %index179, 8
  %217 = bitcast double* %.6.i5880 to i8*
  %sunkaddr1095 = getelementptr i8, i8* %217, i64 %sunkaddr1094
  %sunkaddr1096 = getelementptr i8, i8* %sunkaddr1095, i64 160
  %218 = bitcast i8* %sunkaddr1096 to <4 x double>*
  store <4 x double> %216, <4 x double>* %218, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1097 = mul i64 %index179, 8
  %219 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1098 = getelementptr i8, i8* %219, i64 %sunkaddr1097
  %sunkaddr1099 = getelementptr i8, i8* %sunkaddr1098, i64 192
  %220 = bitcast i8* %sunkaddr1099 to <4 x double>*
  %wide.load180.6 = load <4 x double>, <4 x double>* %220, align 8, !alias.scope !44
  %221 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load180.6)
  %sunkaddr1100 = mul i64 %index179, 8
  %222 = bitcast double* %.6.i5880 to i8*
  %sunkaddr1101 = getelementptr i8, i8* %222, i64 %sunkaddr1100
  %sunkaddr1102 = getelementptr i8, i8* %sunkaddr1101, i64 192
  %223 = bitcast i8* %sunkaddr1102 to <4 x double>*
  store <4 x double> %221, <4 x double>* %223, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1103 = mul i64 %index179, 8
  %224 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1104 = getelementptr i8, i8* %224, i64 %sunkaddr1103
  %sunkaddr1105 = getelementptr i8, i8* %sunkaddr1104, i64 224
  %225 = bitcast i8* %sunkaddr1105 to <4 x double>*
  %wide.load180.7 = load <4 x double>, <4 x double>* %225, align 8, !alias.scope !44
  %226 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load180.7)
  %sunkaddr1106 = mul i64 %index179, 8
  %227 = bitcast double* %.6.i5880 to i8*
  %sunkaddr1107 = getelementptr i8, i8* %227, i64 %sunkaddr1106
  %sunkaddr1108 = getelementptr i8, i8* %sunkaddr1107, i64 224
  %228 = bitcast i8* %sunkaddr1108 to <4 x double>*
  store <4 x double> %226, <4 x double>* %228, align 8, !alias.scope !47, !noalias !44
  %index.next181.7 = add i64 %index179, 32
  %lsr.iv.next461 = add i64 %lsr.iv460, -8
  %niter192.ncmp.7 = icmp eq i64 %lsr.iv.next461, 0
  br i1 %niter192.ncmp.7, label %middle.block170.unr-lcssa, label %vector.body172, !llvm.loop !49

middle.block170.unr-lcssa:                        ; preds = %vector.body172, %vector.ph174
  %index179.unr = phi i64 [ 0, %vector.ph174 ], [ %index.next181.7, %vector.body172 ]
  %lcmp.mod190.not = icmp eq i64 %xtraiter188, 0
  br i1 %lcmp.mod190.not, label %middle.block170, label %vector.body172.epil.preheader

vector.body172.epil.preheader:                    ; preds = %middle.block170.unr-lcssa
  %scevgep402 = getelementptr double, double* %.6.i5880, i64 %index179.unr
  %scevgep408 = getelementptr double, double* %arg.x.4, i64 %index179.unr
  %229 = shl nuw nsw i64 %xtraiter188, 5
  br label %vector.body172.epil

vector.body172.epil:                              ; preds = %vector.body172.epil.preheader, %vector.body172.epil
  %lsr.iv403 = phi i64 [ 0, %vector.body172.epil.preheader ], [ %lsr.iv.next404, %vector.body172.epil ]
  %230 = bitcast double* %scevgep408 to i8*
  %231 = bitcast double* %scevgep402 to i8*
  %uglygep410 = getelementptr i8, i8* %230, i64 %lsr.iv403
  %uglygep410411 = bitcast i8* %uglygep410 to <4 x double>*
  %wide.load180.epil = load <4 x double>, <4 x double>* %uglygep410411, align 8, !alias.scope !44
  %232 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load180.epil)
  %uglygep406 = getelementptr i8, i8* %231, i64 %lsr.iv403
  %uglygep406407 = bitcast i8* %uglygep406 to <4 x double>*
  store <4 x double> %232, <4 x double>* %uglygep406407, align 8, !alias.scope !47, !noalias !44
  %lsr.iv.next404 = add nuw nsw i64 %lsr.iv403, 32
  %epil.iter189.cmp.not = icmp eq i64 %229, %lsr.iv.next404
  br i1 %epil.iter189.cmp.not, label %middle.block170, label %vector.body172.epil, !llvm.loop !50

middle.block170:                                  ; preds = %vector.body172.epil, %middle.block170.unr-lcssa
  %cmp.n178 = icmp eq i64 %n.vec176, %arg.x.5.0
  br i1 %cmp.n178, label %for.end.2, label %for.body.2.us.preheader182

for.body.2.us.preheader182:                       ; preds = %vector.memcheck161, %for.body.2.us.preheader, %middle.block170
  %loop.index.272.us.ph = phi i64 [ 0, %vector.memcheck161 ], [ 0, %for.body.2.us.preheader ], [ %n.vec176, %middle.block170 ]
  %233 = sub i64 %arg.x.5.0, %loop.index.272.us.ph
  %234 = xor i64 %loop.index.272.us.ph, -1
  %235 = add i64 %234, %arg.x.5.0
  %xtraiter186 = and i64 %233, 7
  %lcmp.mod187.not = icmp eq i64 %xtraiter186, 0
  br i1 %lcmp.mod187.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader182
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv400 = phi i64 [ %xtraiter186, %for.body.2.us.prol.preheader ], [ %lsr.iv.next401, %for.body.2.us.prol ]
  %loop.index.272.us.prol = phi i64 [ %.532.us.prol, %for.body.2.us.prol ], [ %loop.index.272.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep399 = getelementptr double, double* %arg.x.4, i64 %loop.index.272.us.prol
  %.503.us.prol = load double, double* %scevgep399, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.503.us.prol) #5
  %scevgep398 = getelementptr double, double* %.6.i5880, i64 %loop.index.272.us.prol
  store double %.12.i.us.prol, double* %scevgep398, align 8
  %.532.us.prol = add i64 %loop.index.272.us.prol, 1
  %lsr.iv.next401 = add nsw i64 %lsr.iv400, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next401, 0
  br i1 %prol.iter.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !51

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader182
  %loop.index.272.us.unr = phi i64 [ %loop.index.272.us.ph, %for.body.2.us.preheader182 ], [ %.532.us.prol, %for.body.2.us.prol ]
  %236 = icmp ult i64 %235, 7
  br i1 %236, label %for.end.2, label %for.body.2.us.preheader209

for.body.2.us.preheader209:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader209, %for.body.2.us
  %loop.index.272.us = phi i64 [ %.532.us.7, %for.body.2.us ], [ %loop.index.272.us.unr, %for.body.2.us.preheader209 ]
  %sunkaddr1109 = mul i64 %loop.index.272.us, 8
  %237 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1110 = getelementptr i8, i8* %237, i64 %sunkaddr1109
  %238 = bitcast i8* %sunkaddr1110 to double*
  %.503.us = load double, double* %238, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.503.us) #5
  %scevgep381 = getelementptr double, double* %.6.i5880, i64 %loop.index.272.us
  store double %.12.i.us, double* %scevgep381, align 8
  %sunkaddr1111 = mul i64 %loop.index.272.us, 8
  %239 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1112 = getelementptr i8, i8* %239, i64 %sunkaddr1111
  %sunkaddr1113 = getelementptr i8, i8* %sunkaddr1112, i64 8
  %240 = bitcast i8* %sunkaddr1113 to double*
  %.503.us.1 = load double, double* %240, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.503.us.1) #5
  %scevgep379 = getelementptr double, double* %.6.i5880, i64 %loop.index.272.us
  %scevgep380 = getelementptr double, double* %scevgep379, i64 1
  store double %.12.i.us.1, double* %scevgep380, align 8
  %sunkaddr1114 = mul i64 %loop.index.272.us, 8
  %241 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1115 = getelementptr i8, i8* %241, i64 %sunkaddr1114
  %sunkaddr1116 = getelementptr i8, i8* %sunkaddr1115, i64 16
  %242 = bitcast i8* %sunkaddr1116 to double*
  %.503.us.2 = load double, double* %242, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.503.us.2) #5
  %scevgep377 = getelementptr double, double* %.6.i5880, i64 %loop.index.272.us
  %scevgep378 = getelementptr double, double* %scevgep377, i64 2
  store double %.12.i.us.2, double* %scevgep378, align 8
  %sunkaddr1117 = mul i64 %loop.index.272.us, 8
  %243 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1118 = getelementptr i8, i8* %243, i64 %sunkaddr1117
  %sunkaddr1119 = getelementptr i8, i8* %sunkaddr1118, i64 24
  %244 = bitcast i8* %sunkaddr1119 to double*
  %.503.us.3 = load double, double* %244, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.503.us.3) #5
  %scevgep375 = getelementptr double, double* %.6.i5880, i64 %loop.index.272.us
  %scevgep376 = getelementptr double, double* %scevgep375, i64 3
  store double %.12.i.us.3, double* %scevgep376, align 8
  %sunkaddr1120 = mul i64 %loop.index.272.us, 8
  %245 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1121 = getelementptr i8, i8* %245, i64 %sunkaddr1120
  %sunkaddr1122 = getelementptr i8, i8* %sunkaddr1121, i64 32
  %246 = bitcast i8* %sunkaddr1122 to double*
  %.503.us.4 = load double, double* %246, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.503.us.4) #5
  %scevgep373 = getelementptr double, double* %.6.i5880, i64 %loop.index.272.us
  %scevgep374 = getelementptr double, double* %scevgep373, i64 4
  store double %.12.i.us.4, double* %scevgep374, align 8
  %sunkaddr1123 = mul i64 %loop.index.272.us, 8
  %247 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1124 = getelementptr i8, i8* %247, i64 %sunkaddr1123
  %sunkaddr1125 = getelementptr i8, i8* %sunkaddr1124, i64 40
  %248 = bitcast i8* %sunkaddr1125 to double*
  %.503.us.5 = load double, double* %248, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.503.us.5) #5
  %scevgep371 = getelementptr double, double* %.6.i5880, i64 %loop.index.272.us
  %scevgep372 = getelementptr double, double* %scevgep371, i64 5
  store double %.12.i.us.5, double* %scevgep372, align 8
  %sunkaddr1126 = mul i64 %loop.index.272.us, 8
  %249 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1127 = getelementptr i8, i8* %249, i64 %sunkaddr1126
  %sunkaddr1128 = getelementptr i8, i8* %sunkaddr1127, i64 48
  %250 = bitcast i8* %sunkaddr1128 to double*
  %.503.us.6 = load double, double* %250, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.503.us.6) #5
  %scevgep369 = getelementptr double, double* %.6.i5880, i64 %loop.index.272.us
  %scevgep370 = getelementptr double, double* %scevgep369, i64 6
  store double %.12.i.us.6, double* %scevgep370, align 8
  %sunkaddr1129 = mul i64 %loop.index.272.us, 8
  %251 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1130 = getelementptr i8, i8* %251, i64 %sunkaddr1129
  %sunkaddr1131 = getelementptr i8, i8* %sunkaddr1130, i64 56
  %252 = bitcast i8* %sunkaddr1131 to double*
  %.503.us.7 = load double, double* %252, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.503.us.7) #5
  %scevgep367 = getelementptr double, double* %.6.i5880, i64 %loop.index.272.us
  %scevgep368 = getelementptr double, double* %scevgep367, i64 7
  store double %.12.i.us.7, double* %scevgep368, align 8
  %.532.us.7 = add nuw nsw i64 %loop.index.272.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.532.us.7
  br i1 %exitcond.not.7, label %for.end.2, label %for.body.2.us, !llvm.loop !52

for.end.2.loopexit115:                            ; preds = %for.body.2.preheader, %for.body.2.preheader.thread
  %.6.i5880130 = phi double* [ %.6.i5880128, %for.body.2.preheader.thread ], [ %.6.i5880, %for.body.2.preheader ]
  %.7.i.i59125129 = phi i8* [ %.7.i.i59123, %for.body.2.preheader.thread ], [ %.7.i.i59, %for.body.2.preheader ]
  %.503 = load double, double* %arg.x.4, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.503) #5
  store double %.12.i, double* %.6.i5880130, align 8
  br label %for.end.2

for.end.2:                                        ; preds = %for.body.2.us, %for.body.2.us.prol.loopexit, %middle.block170, %for.end.2.loopexit115, %for.end.1.endif.endif.endif.endif.thread
  %.6.i5880113 = phi double* [ %.6.i5880111, %for.end.1.endif.endif.endif.endif.thread ], [ %.6.i5880130, %for.end.2.loopexit115 ], [ %.6.i5880, %middle.block170 ], [ %.6.i5880, %for.body.2.us.prol.loopexit ], [ %.6.i5880, %for.body.2.us ]
  %.7.i.i59108112 = phi i8* [ %.7.i.i59106, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i59125129, %for.end.2.loopexit115 ], [ %.7.i.i59, %middle.block170 ], [ %.7.i.i59, %for.body.2.us.prol.loopexit ], [ %.7.i.i59, %for.body.2.us ]
  %253 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.537 to i8**
  tail call void @NRT_decref(i8* %arg.x.0)
  %254 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.537 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %254, i8 0, i64 56, i1 false)
  %.547 = call i32 @_ZN5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.537, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.10, i8* nonnull %.7.i.i, i8* null, i64 %arg.x.5.0, i64 1, i8* %.6.i, i64 %arg.x.5.0, i64 1, i8* nonnull %.7.i.i27, i8* null, i64 %arg.x.5.0, i64 8, double* %.6.i3479, i64 %arg.x.5.0, i64 8, i8* nonnull %.7.i.i59108112, i8* null, i64 %arg.x.5.0, i64 8, double* %.6.i5880113, i64 %arg.x.5.0, i64 8)
  %.557.fca.0.load = load i8*, i8** %253, align 8
  %255 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.537 to i8*
  %sunkaddr1132 = getelementptr inbounds i8, i8* %255, i64 16
  %256 = bitcast i8* %sunkaddr1132 to i64*
  %.557.fca.2.load = load i64, i64* %256, align 8
  %257 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.537 to i8*
  %sunkaddr1133 = getelementptr inbounds i8, i8* %257, i64 32
  %258 = bitcast i8* %sunkaddr1133 to double**
  %.557.fca.4.load = load double*, double** %258, align 8
  switch i32 %.547, label %for.end.2.if [
    i32 -2, label %for.end.2.endif
    i32 0, label %for.end.2.endif
  ]

for.end.2.if:                                     ; preds = %for.end.2
  %.555 = icmp sgt i32 %.547, 0
  %.548 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.10, align 8
  %.556 = select i1 %.555, { i8*, i32, i8*, i8*, i32 }* %.548, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.556, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.2.endif:                                  ; preds = %for.end.2, %for.end.2
  tail call void @NRT_decref(i8* nonnull %.7.i.i27)
  tail call void @NRT_decref(i8* nonnull %.7.i.i59108112)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.68.i = icmp eq i64 %.557.fca.2.load, 0
  br i1 %.68.i, label %for.end.2.endif.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end.2.endif
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.557.fca.2.load, i64 1) #5
  %259 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %260 = icmp ult i64 %259, 7
  br i1 %260, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const977 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const977
  %261 = add nsw i64 %unroll_iter.i, -8
  %262 = lshr exact i64 %261, 3
  %263 = add nuw nsw i64 %262, 1
  %xtraiter = and i64 %263, 7
  %264 = icmp ult i64 %261, 56
  br i1 %264, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %263, 4611686018427387896
  %scevgep237 = getelementptr double, double* %.557.fca.4.load, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %265 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep213 = getelementptr double, double* %.557.fca.4.load, i64 %265
  %266 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %267 = bitcast double* %scevgep213 to i8*
  %uglygep234 = getelementptr i8, i8* %267, i64 %lsr.iv
  %uglygep234235 = bitcast i8* %uglygep234 to double*
  %scevgep236 = getelementptr double, double* %uglygep234235, i64 -7
  %.236.i.epil = load double, double* %scevgep236, align 8, !noalias !53
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep231 = getelementptr i8, i8* %267, i64 %lsr.iv
  %uglygep231232 = bitcast i8* %uglygep231 to double*
  %scevgep233 = getelementptr double, double* %uglygep231232, i64 -6
  %.236.1.i.epil = load double, double* %scevgep233, align 8, !noalias !53
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep228 = getelementptr i8, i8* %267, i64 %lsr.iv
  %uglygep228229 = bitcast i8* %uglygep228 to double*
  %scevgep230 = getelementptr double, double* %uglygep228229, i64 -5
  %.236.2.i.epil = load double, double* %scevgep230, align 8, !noalias !53
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep225 = getelementptr i8, i8* %267, i64 %lsr.iv
  %uglygep225226 = bitcast i8* %uglygep225 to double*
  %scevgep227 = getelementptr double, double* %uglygep225226, i64 -4
  %.236.3.i.epil = load double, double* %scevgep227, align 8, !noalias !53
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep222 = getelementptr i8, i8* %267, i64 %lsr.iv
  %uglygep222223 = bitcast i8* %uglygep222 to double*
  %scevgep224 = getelementptr double, double* %uglygep222223, i64 -3
  %.236.4.i.epil = load double, double* %scevgep224, align 8, !noalias !53
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep219 = getelementptr i8, i8* %267, i64 %lsr.iv
  %uglygep219220 = bitcast i8* %uglygep219 to double*
  %scevgep221 = getelementptr double, double* %uglygep219220, i64 -2
  %.236.5.i.epil = load double, double* %scevgep221, align 8, !noalias !53
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep216 = getelementptr i8, i8* %267, i64 %lsr.iv
  %uglygep216217 = bitcast i8* %uglygep216 to double*
  %scevgep218 = getelementptr double, double* %uglygep216217, i64 -1
  %.236.6.i.epil = load double, double* %scevgep218, align 8, !noalias !53
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %267, i64 %lsr.iv
  %uglygep215 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep215, align 8, !noalias !53
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %266, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !56, !llvm.loop !57

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.557.fca.4.load, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep212 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep212, align 8, !noalias !53
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif.endif, label %B50.endif.epil.i, !prof !56, !llvm.loop !58

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv365 = phi i64 [ %lsr.iv.next366, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep363 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -63
  %.236.i = load double, double* %scevgep364, align 8, !noalias !53
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep361 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -62
  %.236.1.i = load double, double* %scevgep362, align 8, !noalias !53
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep359 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -61
  %.236.2.i = load double, double* %scevgep360, align 8, !noalias !53
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep357 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -60
  %.236.3.i = load double, double* %scevgep358, align 8, !noalias !53
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep355 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -59
  %.236.4.i = load double, double* %scevgep356, align 8, !noalias !53
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep353 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -58
  %.236.5.i = load double, double* %scevgep354, align 8, !noalias !53
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep351 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -57
  %.236.6.i = load double, double* %scevgep352, align 8, !noalias !53
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep349 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -56
  %.236.7.i = load double, double* %scevgep350, align 8, !noalias !53
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep318 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -55
  %.236.i.1 = load double, double* %scevgep319, align 8, !noalias !53
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep320 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -54
  %.236.1.i.1 = load double, double* %scevgep321, align 8, !noalias !53
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep322 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -53
  %.236.2.i.1 = load double, double* %scevgep323, align 8, !noalias !53
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep324 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -52
  %.236.3.i.1 = load double, double* %scevgep325, align 8, !noalias !53
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep326 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -51
  %.236.4.i.1 = load double, double* %scevgep327, align 8, !noalias !53
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep328 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -50
  %.236.5.i.1 = load double, double* %scevgep329, align 8, !noalias !53
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep330 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -49
  %.236.6.i.1 = load double, double* %scevgep331, align 8, !noalias !53
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep332 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -48
  %.236.7.i.1 = load double, double* %scevgep333, align 8, !noalias !53
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep302 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -47
  %.236.i.2 = load double, double* %scevgep303, align 8, !noalias !53
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep304 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -46
  %.236.1.i.2 = load double, double* %scevgep305, align 8, !noalias !53
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep306 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -45
  %.236.2.i.2 = load double, double* %scevgep307, align 8, !noalias !53
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep308 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -44
  %.236.3.i.2 = load double, double* %scevgep309, align 8, !noalias !53
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep310 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -43
  %.236.4.i.2 = load double, double* %scevgep311, align 8, !noalias !53
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep312 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -42
  %.236.5.i.2 = load double, double* %scevgep313, align 8, !noalias !53
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep314 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -41
  %.236.6.i.2 = load double, double* %scevgep315, align 8, !noalias !53
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep316 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -40
  %.236.7.i.2 = load double, double* %scevgep317, align 8, !noalias !53
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep286 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -39
  %.236.i.3 = load double, double* %scevgep287, align 8, !noalias !53
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep288 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -38
  %.236.1.i.3 = load double, double* %scevgep289, align 8, !noalias !53
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep290 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -37
  %.236.2.i.3 = load double, double* %scevgep291, align 8, !noalias !53
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep292 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -36
  %.236.3.i.3 = load double, double* %scevgep293, align 8, !noalias !53
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep294 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -35
  %.236.4.i.3 = load double, double* %scevgep295, align 8, !noalias !53
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep296 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -34
  %.236.5.i.3 = load double, double* %scevgep297, align 8, !noalias !53
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep298 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -33
  %.236.6.i.3 = load double, double* %scevgep299, align 8, !noalias !53
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep300 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -32
  %.236.7.i.3 = load double, double* %scevgep301, align 8, !noalias !53
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep270 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -31
  %.236.i.4 = load double, double* %scevgep271, align 8, !noalias !53
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep272 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -30
  %.236.1.i.4 = load double, double* %scevgep273, align 8, !noalias !53
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep274 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -29
  %.236.2.i.4 = load double, double* %scevgep275, align 8, !noalias !53
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep276 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -28
  %.236.3.i.4 = load double, double* %scevgep277, align 8, !noalias !53
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep278 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -27
  %.236.4.i.4 = load double, double* %scevgep279, align 8, !noalias !53
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep280 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -26
  %.236.5.i.4 = load double, double* %scevgep281, align 8, !noalias !53
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep282 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -25
  %.236.6.i.4 = load double, double* %scevgep283, align 8, !noalias !53
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep284 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -24
  %.236.7.i.4 = load double, double* %scevgep285, align 8, !noalias !53
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep254 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -23
  %.236.i.5 = load double, double* %scevgep255, align 8, !noalias !53
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep256 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -22
  %.236.1.i.5 = load double, double* %scevgep257, align 8, !noalias !53
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep258 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -21
  %.236.2.i.5 = load double, double* %scevgep259, align 8, !noalias !53
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep260 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -20
  %.236.3.i.5 = load double, double* %scevgep261, align 8, !noalias !53
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep262 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -19
  %.236.4.i.5 = load double, double* %scevgep263, align 8, !noalias !53
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep264 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -18
  %.236.5.i.5 = load double, double* %scevgep265, align 8, !noalias !53
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep266 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -17
  %.236.6.i.5 = load double, double* %scevgep267, align 8, !noalias !53
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep268 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -16
  %.236.7.i.5 = load double, double* %scevgep269, align 8, !noalias !53
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep238 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -15
  %.236.i.6 = load double, double* %scevgep239, align 8, !noalias !53
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep240 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -14
  %.236.1.i.6 = load double, double* %scevgep241, align 8, !noalias !53
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep242 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -13
  %.236.2.i.6 = load double, double* %scevgep243, align 8, !noalias !53
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep244 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -12
  %.236.3.i.6 = load double, double* %scevgep245, align 8, !noalias !53
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep246 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -11
  %.236.4.i.6 = load double, double* %scevgep247, align 8, !noalias !53
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep248 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -10
  %.236.5.i.6 = load double, double* %scevgep249, align 8, !noalias !53
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep250 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -9
  %.236.6.i.6 = load double, double* %scevgep251, align 8, !noalias !53
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep252 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -8
  %.236.7.i.6 = load double, double* %scevgep253, align 8, !noalias !53
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep334 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -7
  %.236.i.7 = load double, double* %scevgep335, align 8, !noalias !53
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep336 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -6
  %.236.1.i.7 = load double, double* %scevgep337, align 8, !noalias !53
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep338 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -5
  %.236.2.i.7 = load double, double* %scevgep339, align 8, !noalias !53
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep340 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -4
  %.236.3.i.7 = load double, double* %scevgep341, align 8, !noalias !53
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep342 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -3
  %.236.4.i.7 = load double, double* %scevgep343, align 8, !noalias !53
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep344 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -2
  %.236.5.i.7 = load double, double* %scevgep345, align 8, !noalias !53
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep346 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -1
  %.236.6.i.7 = load double, double* %scevgep347, align 8, !noalias !53
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep348 = getelementptr double, double* %scevgep237, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep348, align 8, !noalias !53
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next366 = add i64 %lsr.iv365, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next366, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.2.endif.endif:                            ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2.endif ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* %.557.fca.0.load)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.where_select, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !8

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %8 = icmp sgt i32 %.49, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.if:              ; preds = %entry.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 0
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !8

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !8

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* nonnull %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.104)
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

define double @cfunc._ZN7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12where_selectB3v44B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  switch i32 %.9, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f94346a7ed0>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !8

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !8

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

define linkonce_odr i32 @_ZN5numba2np9arraymath19_where_generic_impl12_3clocals_3e4implB3v45B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.condition.0, i8* %arg.condition.1, i64 %arg.condition.2, i64 %arg.condition.3, i8* %arg.condition.4, i64 %arg.condition.5.0, i64 %arg.condition.6.0, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
B0.endif.endif.endif:
  %.201 = alloca [1 x i64], align 8
  %.fca.0.gep1591251 = bitcast [1 x i64]* %.201 to i64*
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  tail call void @NRT_incref(i8* %arg.condition.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.y.0)
  store i64 0, i64* %.fca.0.gep1591251, align 8
  %.211 = call i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE([1 x i64]* nonnull %.201, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, i64 %arg.condition.5.0, i64 %arg.x.5.0, i64 %arg.y.5.0)
  %.221.fca.0.load = load i64, i64* %.fca.0.gep1591251, align 8
  switch i32 %.211, label %B0.endif.endif.endif.if [
    i32 -2, label %B0.endif.endif.endif.endif
    i32 0, label %B0.endif.endif.endif.endif
  ]

common.ret:                                       ; preds = %B496.endif, %B412.if, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 0, %B496.endif ], [ %.211, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 1, %B412.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.212 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.219 = icmp sgt i32 %.211, 0
  %.220 = select i1 %.219, { i8*, i32, i8*, i8*, i32 }* %.212, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.220, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif, %B0.endif.endif.endif
  tail call void @NRT_incref(i8* %arg.condition.0) #5, !noalias !59
  %.137.i.i = icmp slt i64 %.221.fca.0.load, 0
  br i1 %.137.i.i, label %B0.endif.endif.endif.endif.if, label %B124.if.preheader.i.i, !prof !63

B124.if.preheader.i.i:                            ; preds = %B0.endif.endif.endif.endif
  %.206.i.i = icmp eq i64 %.221.fca.0.load, %arg.condition.5.0
  %.209.i.i = icmp eq i64 %arg.condition.5.0, 1
  %or.cond.i.i = or i1 %.209.i.i, %.206.i.i
  br i1 %or.cond.i.i, label %B124.if.preheader.i.i19, label %B0.endif.endif.endif.endif.if, !prof !64

B0.endif.endif.endif.endif.if:                    ; preds = %B124.if.preheader.i.i, %B0.endif.endif.endif.endif
  %excinfo.2.0.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140274503478912, %B0.endif.endif.endif.endif ], [ @.const.picklebuf.140274503470592, %B124.if.preheader.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B124.if.preheader.i.i19:                          ; preds = %B124.if.preheader.i.i
  %0 = icmp eq i64 %arg.condition.5.0, 1
  %1 = icmp ne i64 %.221.fca.0.load, 1
  %2 = and i1 %0, %1
  %.104.i = select i1 %2, i64 %.221.fca.0.load, i64 %arg.condition.5.0
  %.105.i = select i1 %2, i64 0, i64 %arg.condition.6.0
  tail call void @NRT_incref(i8* %arg.x.0) #5, !noalias !65
  %.206.i.i16 = icmp eq i64 %.221.fca.0.load, %arg.x.5.0
  %.209.i.i17 = icmp eq i64 %arg.x.5.0, 1
  %or.cond.i.i18 = or i1 %.209.i.i17, %.206.i.i16
  tail call void @NRT_decref(i8* %arg.condition.0)
  br i1 %or.cond.i.i18, label %B124.if.preheader.i.i35, label %B0.endif.endif.endif.endif.endif.if, !prof !64

B0.endif.endif.endif.endif.endif.if:              ; preds = %B124.if.preheader.i.i19
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274503469120, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B124.if.preheader.i.i35:                          ; preds = %B124.if.preheader.i.i19
  %3 = icmp eq i64 %arg.x.5.0, 1
  %4 = icmp ne i64 %.221.fca.0.load, 1
  %5 = and i1 %3, %4
  %.104.i23 = select i1 %5, i64 %.221.fca.0.load, i64 %arg.x.5.0
  %.105.i24 = select i1 %5, i64 0, i64 %arg.x.6.0
  tail call void @NRT_incref(i8* %arg.y.0) #5, !noalias !69
  %.206.i.i32 = icmp eq i64 %.221.fca.0.load, %arg.y.5.0
  %.209.i.i33 = icmp eq i64 %arg.y.5.0, 1
  %or.cond.i.i34 = or i1 %.209.i.i33, %.206.i.i32
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %or.cond.i.i34, label %B0.endif.endif.i50, label %B0.endif.endif.endif.endif.endif.endif.if, !prof !64

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B124.if.preheader.i.i35
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274503469120, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.i50:                               ; preds = %B124.if.preheader.i.i35
  %6 = icmp eq i64 %arg.y.5.0, 1
  %7 = icmp ne i64 %.221.fca.0.load, 1
  %8 = and i1 %6, %7
  %.104.i39 = select i1 %8, i64 %.221.fca.0.load, i64 %arg.y.5.0
  %.105.i40 = select i1 %8, i64 0, i64 %arg.y.6.0
  tail call void @NRT_decref(i8* %arg.y.0)
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.221.fca.0.load, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B412.if, label %B0.endif.endif.endif.i, !prof !8

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i50
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !73
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B412.if, label %B412.endif, !prof !8

B412.if:                                          ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i50
  %excinfo.8.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140274514785920.19, %B0.endif.endif.endif.i ], [ @.const.picklebuf.140274510528768, %B0.endif.endif.i50 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.8.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B412.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %9 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %9, align 8, !noalias !83
  %.82.i = icmp eq i64 %.104.i, 0
  br i1 %.82.i, label %B496.endif, label %B44.endif.endif.i.preheader, !prof !8

B44.endif.endif.i.preheader:                      ; preds = %B412.endif
  br label %B44.endif.endif.i

B46.i:                                            ; preds = %B44.endif.endif.i
  %10 = icmp eq i8 %.156.i, 0
  %.181.i = ptrtoint i8* %.73.028.i to i64
  %.182.i = add i64 %.105.i, %.181.i
  %.183.i = inttoptr i64 %.182.i to i8*
  br i1 %10, label %B74.i, label %B88.i

B74.i:                                            ; preds = %B44.endif.endif.endif.i, %B46.i
  %.75.2.i = phi i8 [ 0, %B46.i ], [ 1, %B44.endif.endif.endif.i ]
  %.73.2.i = phi i8* [ %.183.i, %B46.i ], [ %.73.028.i, %B44.endif.endif.endif.i ]
  %.71.2.i = phi i64 [ %.175.i, %B46.i ], [ 0, %B44.endif.endif.endif.i ]
  %.71.0.fr.i = freeze i64 %.71.029.i
  br label %B88.i

B88.i:                                            ; preds = %B44.endif.endif.endif.i, %B74.i, %B46.i
  %.71.0.fr.sink30.i = phi i64 [ %.71.0.fr.i, %B74.i ], [ %.71.029.i, %B44.endif.endif.endif.i ], [ %.71.029.i, %B46.i ]
  %arg.y.5.0.sink.i = phi i64 [ %.104.i39, %B74.i ], [ %.104.i23, %B44.endif.endif.endif.i ], [ %.104.i23, %B46.i ]
  %arg.y.6.0.sink.i = phi i64 [ %.105.i40, %B74.i ], [ %.105.i24, %B44.endif.endif.endif.i ], [ %.105.i24, %B46.i ]
  %.296.sink.in.i = phi double* [ %arg.y.4, %B74.i ], [ %arg.x.4, %B44.endif.endif.endif.i ], [ %arg.x.4, %B46.i ]
  %.75.3.i = phi i8 [ %.75.2.i, %B74.i ], [ 1, %B44.endif.endif.endif.i ], [ 0, %B46.i ]
  %.73.3.i = phi i8* [ %.73.2.i, %B74.i ], [ %.73.028.i, %B44.endif.endif.endif.i ], [ %.183.i, %B46.i ]
  %.71.3.i = phi i64 [ %.71.2.i, %B74.i ], [ 0, %B44.endif.endif.endif.i ], [ %.175.i, %B46.i ]
  %.296.sink.i = ptrtoint double* %.296.sink.in.i to i64
  %.282.i = icmp slt i64 %.71.0.fr.sink30.i, 0
  %spec.select.i = select i1 %.282.i, i64 %arg.y.5.0.sink.i, i64 0
  %.284.i = add i64 %spec.select.i, %.71.0.fr.sink30.i
  %.295.i = mul i64 %.284.i, %arg.y.6.0.sink.i
  %.297.i = add i64 %.295.i, %.296.sink.i
  %"$phi88.1.2.1.in.i" = inttoptr i64 %.297.i to double*
  %"$phi88.1.2.1.i" = load double, double* %"$phi88.1.2.1.in.i", align 8, !noalias !84
  %.319.i = icmp slt i64 %.71.029.i, 0
  %.320.i = select i1 %.319.i, i64 %.221.fca.0.load, i64 0
  %.321.i = add i64 %.320.i, %.71.029.i
  %.334.i = getelementptr double, double* %.6.i1.i, i64 %.321.i
  store double %"$phi88.1.2.1.i", double* %.334.i, align 8, !noalias !84
  %.147.not.i = icmp eq i8 %.75.3.i, 0
  br i1 %.147.not.i, label %B44.endif.endif.i, label %B496.endif, !prof !87

B44.endif.endif.i:                                ; preds = %B44.endif.endif.i.preheader, %B88.i
  %.71.029.i = phi i64 [ %.71.3.i, %B88.i ], [ 0, %B44.endif.endif.i.preheader ]
  %.73.028.i = phi i8* [ %.73.3.i, %B88.i ], [ %arg.condition.4, %B44.endif.endif.i.preheader ]
  %.156.i = load i8, i8* %.73.028.i, align 1, !noalias !84
  %.175.i = add nsw i64 %.71.029.i, 1
  %.176.i = icmp slt i64 %.175.i, %.104.i
  br i1 %.176.i, label %B46.i, label %B44.endif.endif.endif.i, !prof !87

B44.endif.endif.endif.i:                          ; preds = %B44.endif.endif.i
  %11 = icmp eq i8 %.156.i, 0
  br i1 %11, label %B74.i, label %B88.i

B496.endif:                                       ; preds = %B88.i, %B412.endif
  %retptr.repack1262 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack1262, align 8
  %retptr.repack55 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack55, align 8
  %retptr.repack57 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 2
  store i64 %.221.fca.0.load, i64* %retptr.repack57, align 8
  %retptr.repack59 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack59, align 8
  %retptr.repack61 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i1.i, double** %retptr.repack61, align 8
  %12 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %.221.fca.0.load, i64* %12, align 8
  %13 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %13, align 8
  tail call void @NRT_decref(i8* %arg.y.0)
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %arg.condition.0)
  br label %common.ret
}

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

define linkonce_odr i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE([1 x i64]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.args.0.0, i64 %arg.args.1.0, i64 %arg.args.2.0) local_unnamed_addr {
B0.endif.if:
  %.38 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 32, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.39 = icmp eq i8* %.38, null
  br i1 %.39, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !8

B942.preheader:                                   ; preds = %B328.endif.2
  %0 = add nsw i64 %.679, -1
  %.688.le = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i852, i64 0, i32 3
  %.689.le = getelementptr i64, i64* %.688.le, i64 %0
  %.690.le = load i64, i64* %.689.le, align 8
  br label %B944

common.ret:                                       ; preds = %B328.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.if, %B944
  %common.ret.op = phi i32 [ 0, %B944 ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B328.if ]
  ret i32 %common.ret.op

B944:                                             ; preds = %B328.endif.2, %B942.preheader
  %tup.2.sroa.0.0.lcssa = phi i64 [ %.690.le, %B942.preheader ], [ 1, %B328.endif.2 ]
  tail call void @NRT_decref(i8* nonnull %.154)
  %1 = bitcast [1 x i64]* %retptr to i64*
  store i64 %tup.2.sroa.0.0.lcssa, i64* %1, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274509875776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !20
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif.if
  %.5.i41 = getelementptr i8, i8* %.38, i64 24
  %2 = bitcast i8* %.5.i41 to { i64, i64, i8, i64 }**
  %.6.i4262 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.51 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i4262, i64 0, i32 1
  store i64 1, i64* %.51, align 8
  %3 = bitcast i8* %.5.i41 to i64**
  %.6.i40631 = load i64*, i64** %3, align 8
  store i64 0, i64* %.6.i40631, align 8
  %.6.i3864 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.63 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3864, i64 0, i32 2
  store i8 0, i8* %.63, align 1
  %.6.i3465 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.76 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i3465, i64 0, i32 3
  store i64 0, i64* %.76, align 1
  %.6.i30482 = load i64*, i64** %3, align 8
  store i64 1, i64* %.6.i30482, align 8
  %.6.i2649 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %2, align 8
  %.118 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2649, i64 0, i32 3
  store i64 1, i64* %.118, align 8
  %.6.i24503 = load i64*, i64** %3, align 8
  %.131 = load i64, i64* %.6.i24503, align 8
  %.141 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.131, i64 8)
  %.142 = extractvalue { i64, i1 } %.141, 0
  %.144 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.142, i64 24)
  %.143 = extractvalue { i64, i1 } %.141, 1
  %.146 = extractvalue { i64, i1 } %.144, 1
  %.147 = or i1 %.143, %.146
  br i1 %.147, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.if, !prof !8

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif
  %.145 = extractvalue { i64, i1 } %.144, 0
  %.154 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 %.145, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.155 = icmp eq i8* %.154, null
  br i1 %.155, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274509875776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !20
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.if
  %.5.i21 = getelementptr i8, i8* %.154, i64 24
  %4 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %.6.i2257 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.167 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i2257, i64 0, i32 1
  store i64 %.131, i64* %.167, align 8
  %5 = bitcast i8* %.5.i21 to i64**
  %.6.i20584 = load i64*, i64** %5, align 8
  store i64 0, i64* %.6.i20584, align 8
  %.6.i1859 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.179 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1859, i64 0, i32 2
  store i8 0, i8* %.179, align 1
  %.6.i1460 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %4, align 8
  %.192 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1460, i64 0, i32 3
  %.199.idx = shl nsw i64 %.131, 3
  %.203 = bitcast i64* %.192 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %.203, i8 0, i64 %.199.idx, i1 false)
  %.6.i10515 = load i64*, i64** %5, align 8
  store i64 %.131, i64* %.6.i10515, align 8
  %.22245 = icmp sgt i64 %.131, 0
  br i1 %.22245, label %for.body.1.preheader, label %typed_switch.end

for.body.1.preheader:                             ; preds = %B0.endif.endif.endif.endif.endif.endif
  %6 = add nsw i64 %.131, -1
  %xtraiter = and i64 %.131, 7
  %7 = icmp ult i64 %6, 7
  br i1 %7, label %typed_switch.end.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %8 = add nsw i64 %.131, -8
  %9 = lshr i64 %8, 3
  %10 = add i64 %9, 1
  %xtraiter9 = and i64 %10, 7
  %11 = icmp ult i64 %8, 56
  br i1 %11, label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.preheader.new.new

for.body.1.preheader.new.new:                     ; preds = %for.body.1.preheader.new
  %12 = lshr i64 %10, 3
  %13 = mul nsw i64 %12, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new.new
  %lsr.iv144 = phi i64 [ %lsr.iv.next145, %for.body.1 ], [ 0, %for.body.1.preheader.new.new ]
  %lsr.iv142 = phi i64 [ %lsr.iv.next143, %for.body.1 ], [ %13, %for.body.1.preheader.new.new ]
  %14 = bitcast i8* %.5.i21 to i8**
  %15 = bitcast i8* %.5.i41 to i8**
  %16 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %17 = bitcast i8* %.5.i41 to { i64, i64, i8, i64 }**
  %.6.i6551 = load i8*, i8** %15, align 8
  %scevgep767 = getelementptr i8, i8* %.6.i6551, i64 24
  %18 = shl i64 %lsr.iv144, 3
  %scevgep768 = getelementptr i8, i8* %scevgep767, i64 %18
  %scevgep768769 = bitcast i8* %scevgep768 to i64*
  %.233 = load i64, i64* %scevgep768769, align 8
  %.6.i2562 = load i8*, i8** %14, align 8
  %scevgep764 = getelementptr i8, i8* %.6.i2562, i64 24
  %19 = shl i64 %lsr.iv144, 3
  %scevgep765 = getelementptr i8, i8* %scevgep764, i64 %19
  %scevgep765766 = bitcast i8* %scevgep765 to i64*
  store i64 %.233, i64* %scevgep765766, align 8
  %.6.i655.13 = load i8*, i8** %15, align 8
  %scevgep761 = getelementptr i8, i8* %.6.i655.13, i64 32
  %20 = shl i64 %lsr.iv144, 3
  %scevgep762 = getelementptr i8, i8* %scevgep761, i64 %20
  %scevgep762763 = bitcast i8* %scevgep762 to i64*
  %.233.1 = load i64, i64* %scevgep762763, align 8
  %.6.i256.14 = load i8*, i8** %14, align 8
  %scevgep758 = getelementptr i8, i8* %.6.i256.14, i64 32
  %21 = shl i64 %lsr.iv144, 3
  %scevgep759 = getelementptr i8, i8* %scevgep758, i64 %21
  %scevgep759760 = bitcast i8* %scevgep759 to i64*
  store i64 %.233.1, i64* %scevgep759760, align 8
  %.6.i655.25 = load i8*, i8** %15, align 8
  %scevgep755 = getelementptr i8, i8* %.6.i655.25, i64 40
  %22 = shl i64 %lsr.iv144, 3
  %scevgep756 = getelementptr i8, i8* %scevgep755, i64 %22
  %scevgep756757 = bitcast i8* %scevgep756 to i64*
  %.233.2 = load i64, i64* %scevgep756757, align 8
  %.6.i256.26 = load i8*, i8** %14, align 8
  %scevgep752 = getelementptr i8, i8* %.6.i256.26, i64 40
  %23 = shl i64 %lsr.iv144, 3
  %scevgep753 = getelementptr i8, i8* %scevgep752, i64 %23
  %scevgep753754 = bitcast i8* %scevgep753 to i64*
  store i64 %.233.2, i64* %scevgep753754, align 8
  %.6.i655.37 = load i8*, i8** %15, align 8
  %scevgep749 = getelementptr i8, i8* %.6.i655.37, i64 48
  %24 = shl i64 %lsr.iv144, 3
  %scevgep750 = getelementptr i8, i8* %scevgep749, i64 %24
  %scevgep750751 = bitcast i8* %scevgep750 to i64*
  %.233.3 = load i64, i64* %scevgep750751, align 8
  %.6.i256.38 = load i8*, i8** %14, align 8
  %scevgep746 = getelementptr i8, i8* %.6.i256.38, i64 48
  %25 = shl i64 %lsr.iv144, 3
  %scevgep747 = getelementptr i8, i8* %scevgep746, i64 %25
  %scevgep747748 = bitcast i8* %scevgep747 to i64*
  store i64 %.233.3, i64* %scevgep747748, align 8
  %.6.i655.49 = load i8*, i8** %15, align 8
  %scevgep743 = getelementptr i8, i8* %.6.i655.49, i64 56
  %26 = shl i64 %lsr.iv144, 3
  %scevgep744 = getelementptr i8, i8* %scevgep743, i64 %26
  %scevgep744745 = bitcast i8* %scevgep744 to i64*
  %.233.4 = load i64, i64* %scevgep744745, align 8
  %.6.i256.410 = load i8*, i8** %14, align 8
  %scevgep740 = getelementptr i8, i8* %.6.i256.410, i64 56
  %27 = shl i64 %lsr.iv144, 3
  %scevgep741 = getelementptr i8, i8* %scevgep740, i64 %27
  %scevgep741742 = bitcast i8* %scevgep741 to i64*
  store i64 %.233.4, i64* %scevgep741742, align 8
  %.6.i655.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep736 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5, i64 2
  %scevgep736737 = bitcast { i64, i64, i8, i64 }* %scevgep736 to i8*
  %28 = shl i64 %lsr.iv144, 3
  %uglygep738 = getelementptr i8, i8* %scevgep736737, i64 %28
  %uglygep738739 = bitcast i8* %uglygep738 to i64*
  %.233.5 = load i64, i64* %uglygep738739, align 8
  %.6.i256.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep732 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5, i64 2
  %scevgep732733 = bitcast { i64, i64, i8, i64 }* %scevgep732 to i8*
  %29 = shl i64 %lsr.iv144, 3
  %uglygep734 = getelementptr i8, i8* %scevgep732733, i64 %29
  %uglygep734735 = bitcast i8* %uglygep734 to i64*
  store i64 %.233.5, i64* %uglygep734735, align 8
  %.6.i655.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep464 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6, i64 2, i32 1
  %scevgep466 = getelementptr i64, i64* %scevgep464, i64 %lsr.iv144
  %.233.6 = load i64, i64* %scevgep466, align 8
  %.6.i256.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep456 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6, i64 2, i32 1
  %scevgep460 = getelementptr i64, i64* %scevgep456, i64 %lsr.iv144
  store i64 %.233.6, i64* %scevgep460, align 8
  %.6.i655.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep729 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7, i64 2, i32 2
  %30 = shl i64 %lsr.iv144, 3
  %scevgep730 = getelementptr i8, i8* %scevgep729, i64 %30
  %scevgep730731 = bitcast i8* %scevgep730 to i64*
  %.233.7 = load i64, i64* %scevgep730731, align 8
  %.6.i256.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep726 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7, i64 2, i32 2
  %31 = shl i64 %lsr.iv144, 3
  %scevgep727 = getelementptr i8, i8* %scevgep726, i64 %31
  %scevgep727728 = bitcast i8* %scevgep727 to i64*
  store i64 %.233.7, i64* %scevgep727728, align 8
  %.6.i655.115 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep454 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.115, i64 2, i32 3
  %scevgep455 = getelementptr i64, i64* %scevgep454, i64 %lsr.iv144
  %.233.116 = load i64, i64* %scevgep455, align 8
  %.6.i256.117 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep451 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.117, i64 2, i32 3
  %scevgep453 = getelementptr i64, i64* %scevgep451, i64 %lsr.iv144
  store i64 %.233.116, i64* %scevgep453, align 8
  %.6.i655.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep722 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.1, i64 3
  %scevgep722723 = bitcast { i64, i64, i8, i64 }* %scevgep722 to i8*
  %32 = shl i64 %lsr.iv144, 3
  %uglygep724 = getelementptr i8, i8* %scevgep722723, i64 %32
  %uglygep724725 = bitcast i8* %uglygep724 to i64*
  %.233.1.1 = load i64, i64* %uglygep724725, align 8
  %.6.i256.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep718 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.1, i64 3
  %scevgep718719 = bitcast { i64, i64, i8, i64 }* %scevgep718 to i8*
  %33 = shl i64 %lsr.iv144, 3
  %uglygep720 = getelementptr i8, i8* %scevgep718719, i64 %33
  %uglygep720721 = bitcast i8* %uglygep720 to i64*
  store i64 %.233.1.1, i64* %uglygep720721, align 8
  %.6.i655.2.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep449 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.1, i64 3, i32 1
  %scevgep450 = getelementptr i64, i64* %scevgep449, i64 %lsr.iv144
  %.233.2.1 = load i64, i64* %scevgep450, align 8
  %.6.i256.2.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep446 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.1, i64 3, i32 1
  %scevgep448 = getelementptr i64, i64* %scevgep446, i64 %lsr.iv144
  store i64 %.233.2.1, i64* %scevgep448, align 8
  %.6.i655.3.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep715 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.1, i64 3, i32 2
  %34 = shl i64 %lsr.iv144, 3
  %scevgep716 = getelementptr i8, i8* %scevgep715, i64 %34
  %scevgep716717 = bitcast i8* %scevgep716 to i64*
  %.233.3.1 = load i64, i64* %scevgep716717, align 8
  %.6.i256.3.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep712 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.1, i64 3, i32 2
  %35 = shl i64 %lsr.iv144, 3
  %scevgep713 = getelementptr i8, i8* %scevgep712, i64 %35
  %scevgep713714 = bitcast i8* %scevgep713 to i64*
  store i64 %.233.3.1, i64* %scevgep713714, align 8
  %.6.i655.4.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep414 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.1, i64 3, i32 3
  %scevgep442 = getelementptr i64, i64* %scevgep414, i64 %lsr.iv144
  %.233.4.1 = load i64, i64* %scevgep442, align 8
  %.6.i256.4.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep412 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.1, i64 3, i32 3
  %scevgep413 = getelementptr i64, i64* %scevgep412, i64 %lsr.iv144
  store i64 %.233.4.1, i64* %scevgep413, align 8
  %.6.i655.5.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep708 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.1, i64 4
  %scevgep708709 = bitcast { i64, i64, i8, i64 }* %scevgep708 to i8*
  %36 = shl i64 %lsr.iv144, 3
  %uglygep710 = getelementptr i8, i8* %scevgep708709, i64 %36
  %uglygep710711 = bitcast i8* %uglygep710 to i64*
  %.233.5.1 = load i64, i64* %uglygep710711, align 8
  %.6.i256.5.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep704 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.1, i64 4
  %scevgep704705 = bitcast { i64, i64, i8, i64 }* %scevgep704 to i8*
  %37 = shl i64 %lsr.iv144, 3
  %uglygep706 = getelementptr i8, i8* %scevgep704705, i64 %37
  %uglygep706707 = bitcast i8* %uglygep706 to i64*
  store i64 %.233.5.1, i64* %uglygep706707, align 8
  %.6.i655.6.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep409 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.1, i64 4, i32 1
  %scevgep411 = getelementptr i64, i64* %scevgep409, i64 %lsr.iv144
  %.233.6.1 = load i64, i64* %scevgep411, align 8
  %.6.i256.6.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep407 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.1, i64 4, i32 1
  %scevgep408 = getelementptr i64, i64* %scevgep407, i64 %lsr.iv144
  store i64 %.233.6.1, i64* %scevgep408, align 8
  %.6.i655.7.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep701 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.1, i64 4, i32 2
  %38 = shl i64 %lsr.iv144, 3
  %scevgep702 = getelementptr i8, i8* %scevgep701, i64 %38
  %scevgep702703 = bitcast i8* %scevgep702 to i64*
  %.233.7.1 = load i64, i64* %scevgep702703, align 8
  %.6.i256.7.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep698 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.1, i64 4, i32 2
  %39 = shl i64 %lsr.iv144, 3
  %scevgep699 = getelementptr i8, i8* %scevgep698, i64 %39
  %scevgep699700 = bitcast i8* %scevgep699 to i64*
  store i64 %.233.7.1, i64* %scevgep699700, align 8
  %.6.i655.218 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep404 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.218, i64 4, i32 3
  %scevgep406 = getelementptr i64, i64* %scevgep404, i64 %lsr.iv144
  %.233.219 = load i64, i64* %scevgep406, align 8
  %.6.i256.220 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep396 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.220, i64 4, i32 3
  %scevgep400 = getelementptr i64, i64* %scevgep396, i64 %lsr.iv144
  store i64 %.233.219, i64* %scevgep400, align 8
  %.6.i655.1.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep694 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.2, i64 5
  %scevgep694695 = bitcast { i64, i64, i8, i64 }* %scevgep694 to i8*
  %40 = shl i64 %lsr.iv144, 3
  %uglygep696 = getelementptr i8, i8* %scevgep694695, i64 %40
  %uglygep696697 = bitcast i8* %uglygep696 to i64*
  %.233.1.2 = load i64, i64* %uglygep696697, align 8
  %.6.i256.1.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep690 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.2, i64 5
  %scevgep690691 = bitcast { i64, i64, i8, i64 }* %scevgep690 to i8*
  %41 = shl i64 %lsr.iv144, 3
  %uglygep692 = getelementptr i8, i8* %scevgep690691, i64 %41
  %uglygep692693 = bitcast i8* %uglygep692 to i64*
  store i64 %.233.1.2, i64* %uglygep692693, align 8
  %.6.i655.2.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep394 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.2, i64 5, i32 1
  %scevgep395 = getelementptr i64, i64* %scevgep394, i64 %lsr.iv144
  %.233.2.2 = load i64, i64* %scevgep395, align 8
  %.6.i256.2.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep391 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.2, i64 5, i32 1
  %scevgep393 = getelementptr i64, i64* %scevgep391, i64 %lsr.iv144
  store i64 %.233.2.2, i64* %scevgep393, align 8
  %.6.i655.3.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep687 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.2, i64 5, i32 2
  %42 = shl i64 %lsr.iv144, 3
  %scevgep688 = getelementptr i8, i8* %scevgep687, i64 %42
  %scevgep688689 = bitcast i8* %scevgep688 to i64*
  %.233.3.2 = load i64, i64* %scevgep688689, align 8
  %.6.i256.3.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep684 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.2, i64 5, i32 2
  %43 = shl i64 %lsr.iv144, 3
  %scevgep685 = getelementptr i8, i8* %scevgep684, i64 %43
  %scevgep685686 = bitcast i8* %scevgep685 to i64*
  store i64 %.233.3.2, i64* %scevgep685686, align 8
  %.6.i655.4.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep389 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.2, i64 5, i32 3
  %scevgep390 = getelementptr i64, i64* %scevgep389, i64 %lsr.iv144
  %.233.4.2 = load i64, i64* %scevgep390, align 8
  %.6.i256.4.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep386 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.2, i64 5, i32 3
  %scevgep388 = getelementptr i64, i64* %scevgep386, i64 %lsr.iv144
  store i64 %.233.4.2, i64* %scevgep388, align 8
  %.6.i655.5.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep680 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.2, i64 6
  %scevgep680681 = bitcast { i64, i64, i8, i64 }* %scevgep680 to i8*
  %44 = shl i64 %lsr.iv144, 3
  %uglygep682 = getelementptr i8, i8* %scevgep680681, i64 %44
  %uglygep682683 = bitcast i8* %uglygep682 to i64*
  %.233.5.2 = load i64, i64* %uglygep682683, align 8
  %.6.i256.5.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep676 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.2, i64 6
  %scevgep676677 = bitcast { i64, i64, i8, i64 }* %scevgep676 to i8*
  %45 = shl i64 %lsr.iv144, 3
  %uglygep678 = getelementptr i8, i8* %scevgep676677, i64 %45
  %uglygep678679 = bitcast i8* %uglygep678 to i64*
  store i64 %.233.5.2, i64* %uglygep678679, align 8
  %.6.i655.6.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep354 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.2, i64 6, i32 1
  %scevgep382 = getelementptr i64, i64* %scevgep354, i64 %lsr.iv144
  %.233.6.2 = load i64, i64* %scevgep382, align 8
  %.6.i256.6.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep352 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.2, i64 6, i32 1
  %scevgep353 = getelementptr i64, i64* %scevgep352, i64 %lsr.iv144
  store i64 %.233.6.2, i64* %scevgep353, align 8
  %.6.i655.7.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep673 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.2, i64 6, i32 2
  %46 = shl i64 %lsr.iv144, 3
  %scevgep674 = getelementptr i8, i8* %scevgep673, i64 %46
  %scevgep674675 = bitcast i8* %scevgep674 to i64*
  %.233.7.2 = load i64, i64* %scevgep674675, align 8
  %.6.i256.7.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep670 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.2, i64 6, i32 2
  %47 = shl i64 %lsr.iv144, 3
  %scevgep671 = getelementptr i8, i8* %scevgep670, i64 %47
  %scevgep671672 = bitcast i8* %scevgep671 to i64*
  store i64 %.233.7.2, i64* %scevgep671672, align 8
  %.6.i655.321 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep349 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.321, i64 6, i32 3
  %scevgep351 = getelementptr i64, i64* %scevgep349, i64 %lsr.iv144
  %.233.322 = load i64, i64* %scevgep351, align 8
  %.6.i256.323 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep347 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.323, i64 6, i32 3
  %scevgep348 = getelementptr i64, i64* %scevgep347, i64 %lsr.iv144
  store i64 %.233.322, i64* %scevgep348, align 8
  %.6.i655.1.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep666 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.3, i64 7
  %scevgep666667 = bitcast { i64, i64, i8, i64 }* %scevgep666 to i8*
  %48 = shl i64 %lsr.iv144, 3
  %uglygep668 = getelementptr i8, i8* %scevgep666667, i64 %48
  %uglygep668669 = bitcast i8* %uglygep668 to i64*
  %.233.1.3 = load i64, i64* %uglygep668669, align 8
  %.6.i256.1.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep662 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.3, i64 7
  %scevgep662663 = bitcast { i64, i64, i8, i64 }* %scevgep662 to i8*
  %49 = shl i64 %lsr.iv144, 3
  %uglygep664 = getelementptr i8, i8* %scevgep662663, i64 %49
  %uglygep664665 = bitcast i8* %uglygep664 to i64*
  store i64 %.233.1.3, i64* %uglygep664665, align 8
  %.6.i655.2.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep344 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.3, i64 7, i32 1
  %scevgep346 = getelementptr i64, i64* %scevgep344, i64 %lsr.iv144
  %.233.2.3 = load i64, i64* %scevgep346, align 8
  %.6.i256.2.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep336 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.3, i64 7, i32 1
  %scevgep340 = getelementptr i64, i64* %scevgep336, i64 %lsr.iv144
  store i64 %.233.2.3, i64* %scevgep340, align 8
  %.6.i655.3.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep659 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.3, i64 7, i32 2
  %50 = shl i64 %lsr.iv144, 3
  %scevgep660 = getelementptr i8, i8* %scevgep659, i64 %50
  %scevgep660661 = bitcast i8* %scevgep660 to i64*
  %.233.3.3 = load i64, i64* %scevgep660661, align 8
  %.6.i256.3.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep656 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.3, i64 7, i32 2
  %51 = shl i64 %lsr.iv144, 3
  %scevgep657 = getelementptr i8, i8* %scevgep656, i64 %51
  %scevgep657658 = bitcast i8* %scevgep657 to i64*
  store i64 %.233.3.3, i64* %scevgep657658, align 8
  %.6.i655.4.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep334 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.3, i64 7, i32 3
  %scevgep335 = getelementptr i64, i64* %scevgep334, i64 %lsr.iv144
  %.233.4.3 = load i64, i64* %scevgep335, align 8
  %.6.i256.4.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep331 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.3, i64 7, i32 3
  %scevgep333 = getelementptr i64, i64* %scevgep331, i64 %lsr.iv144
  store i64 %.233.4.3, i64* %scevgep333, align 8
  %.6.i655.5.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep652 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.3, i64 8
  %scevgep652653 = bitcast { i64, i64, i8, i64 }* %scevgep652 to i8*
  %52 = shl i64 %lsr.iv144, 3
  %uglygep654 = getelementptr i8, i8* %scevgep652653, i64 %52
  %uglygep654655 = bitcast i8* %uglygep654 to i64*
  %.233.5.3 = load i64, i64* %uglygep654655, align 8
  %.6.i256.5.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep648 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.3, i64 8
  %scevgep648649 = bitcast { i64, i64, i8, i64 }* %scevgep648 to i8*
  %53 = shl i64 %lsr.iv144, 3
  %uglygep650 = getelementptr i8, i8* %scevgep648649, i64 %53
  %uglygep650651 = bitcast i8* %uglygep650 to i64*
  store i64 %.233.5.3, i64* %uglygep650651, align 8
  %.6.i655.6.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep329 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.3, i64 8, i32 1
  %scevgep330 = getelementptr i64, i64* %scevgep329, i64 %lsr.iv144
  %.233.6.3 = load i64, i64* %scevgep330, align 8
  %.6.i256.6.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep326 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.3, i64 8, i32 1
  %scevgep328 = getelementptr i64, i64* %scevgep326, i64 %lsr.iv144
  store i64 %.233.6.3, i64* %scevgep328, align 8
  %.6.i655.7.325 = load i8*, i8** %15, align 8
  %scevgep645 = getelementptr i8, i8* %.6.i655.7.325, i64 272
  %54 = shl i64 %lsr.iv144, 3
  %scevgep646 = getelementptr i8, i8* %scevgep645, i64 %54
  %scevgep646647 = bitcast i8* %scevgep646 to i64*
  %.233.7.3 = load i64, i64* %scevgep646647, align 8
  %.6.i256.7.326 = load i8*, i8** %14, align 8
  %scevgep642 = getelementptr i8, i8* %.6.i256.7.326, i64 272
  %55 = shl i64 %lsr.iv144, 3
  %scevgep643 = getelementptr i8, i8* %scevgep642, i64 %55
  %scevgep643644 = bitcast i8* %scevgep643 to i64*
  store i64 %.233.7.3, i64* %scevgep643644, align 8
  %.6.i655.424 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep324 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.424, i64 8, i32 3
  %scevgep325 = getelementptr i64, i64* %scevgep324, i64 %lsr.iv144
  %.233.425 = load i64, i64* %scevgep325, align 8
  %.6.i256.426 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep321 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.426, i64 8, i32 3
  %scevgep322 = getelementptr i64, i64* %scevgep321, i64 %lsr.iv144
  store i64 %.233.425, i64* %scevgep322, align 8
  %.6.i655.1.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep638 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.4, i64 9
  %scevgep638639 = bitcast { i64, i64, i8, i64 }* %scevgep638 to i8*
  %56 = shl i64 %lsr.iv144, 3
  %uglygep640 = getelementptr i8, i8* %scevgep638639, i64 %56
  %uglygep640641 = bitcast i8* %uglygep640 to i64*
  %.233.1.4 = load i64, i64* %uglygep640641, align 8
  %.6.i256.1.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep634 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.4, i64 9
  %scevgep634635 = bitcast { i64, i64, i8, i64 }* %scevgep634 to i8*
  %57 = shl i64 %lsr.iv144, 3
  %uglygep636 = getelementptr i8, i8* %scevgep634635, i64 %57
  %uglygep636637 = bitcast i8* %uglygep636 to i64*
  store i64 %.233.1.4, i64* %uglygep636637, align 8
  %.6.i655.2.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep294 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.4, i64 9, i32 1
  %scevgep320 = getelementptr i64, i64* %scevgep294, i64 %lsr.iv144
  %.233.2.4 = load i64, i64* %scevgep320, align 8
  %.6.i256.2.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep292 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.4, i64 9, i32 1
  %scevgep293 = getelementptr i64, i64* %scevgep292, i64 %lsr.iv144
  store i64 %.233.2.4, i64* %scevgep293, align 8
  %.6.i655.3.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep631 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.4, i64 9, i32 2
  %58 = shl i64 %lsr.iv144, 3
  %scevgep632 = getelementptr i8, i8* %scevgep631, i64 %58
  %scevgep632633 = bitcast i8* %scevgep632 to i64*
  %.233.3.4 = load i64, i64* %scevgep632633, align 8
  %.6.i256.3.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep628 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.4, i64 9, i32 2
  %59 = shl i64 %lsr.iv144, 3
  %scevgep629 = getelementptr i8, i8* %scevgep628, i64 %59
  %scevgep629630 = bitcast i8* %scevgep629 to i64*
  store i64 %.233.3.4, i64* %scevgep629630, align 8
  %.6.i655.4.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep289 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.4, i64 9, i32 3
  %scevgep291 = getelementptr i64, i64* %scevgep289, i64 %lsr.iv144
  %.233.4.4 = load i64, i64* %scevgep291, align 8
  %.6.i256.4.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep287 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.4, i64 9, i32 3
  %scevgep288 = getelementptr i64, i64* %scevgep287, i64 %lsr.iv144
  store i64 %.233.4.4, i64* %scevgep288, align 8
  %.6.i655.5.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep624 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.4, i64 10
  %scevgep624625 = bitcast { i64, i64, i8, i64 }* %scevgep624 to i8*
  %60 = shl i64 %lsr.iv144, 3
  %uglygep626 = getelementptr i8, i8* %scevgep624625, i64 %60
  %uglygep626627 = bitcast i8* %uglygep626 to i64*
  %.233.5.4 = load i64, i64* %uglygep626627, align 8
  %.6.i256.5.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep620 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.4, i64 10
  %scevgep620621 = bitcast { i64, i64, i8, i64 }* %scevgep620 to i8*
  %61 = shl i64 %lsr.iv144, 3
  %uglygep622 = getelementptr i8, i8* %scevgep620621, i64 %61
  %uglygep622623 = bitcast i8* %uglygep622 to i64*
  store i64 %.233.5.4, i64* %uglygep622623, align 8
  %.6.i655.6.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep284 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.4, i64 10, i32 1
  %scevgep286 = getelementptr i64, i64* %scevgep284, i64 %lsr.iv144
  %.233.6.4 = load i64, i64* %scevgep286, align 8
  %.6.i256.6.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep276 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.4, i64 10, i32 1
  %scevgep280 = getelementptr i64, i64* %scevgep276, i64 %lsr.iv144
  store i64 %.233.6.4, i64* %scevgep280, align 8
  %.6.i655.7.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep617 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.4, i64 10, i32 2
  %62 = shl i64 %lsr.iv144, 3
  %scevgep618 = getelementptr i8, i8* %scevgep617, i64 %62
  %scevgep618619 = bitcast i8* %scevgep618 to i64*
  %.233.7.4 = load i64, i64* %scevgep618619, align 8
  %.6.i256.7.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep614 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.4, i64 10, i32 2
  %63 = shl i64 %lsr.iv144, 3
  %scevgep615 = getelementptr i8, i8* %scevgep614, i64 %63
  %scevgep615616 = bitcast i8* %scevgep615 to i64*
  store i64 %.233.7.4, i64* %scevgep615616, align 8
  %.6.i655.527 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep274 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.527, i64 10, i32 3
  %scevgep275 = getelementptr i64, i64* %scevgep274, i64 %lsr.iv144
  %.233.528 = load i64, i64* %scevgep275, align 8
  %.6.i256.529 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep271 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.529, i64 10, i32 3
  %scevgep273 = getelementptr i64, i64* %scevgep271, i64 %lsr.iv144
  store i64 %.233.528, i64* %scevgep273, align 8
  %.6.i655.1.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep610 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.5, i64 11
  %scevgep610611 = bitcast { i64, i64, i8, i64 }* %scevgep610 to i8*
  %64 = shl i64 %lsr.iv144, 3
  %uglygep612 = getelementptr i8, i8* %scevgep610611, i64 %64
  %uglygep612613 = bitcast i8* %uglygep612 to i64*
  %.233.1.5 = load i64, i64* %uglygep612613, align 8
  %.6.i256.1.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep606 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.5, i64 11
  %scevgep606607 = bitcast { i64, i64, i8, i64 }* %scevgep606 to i8*
  %65 = shl i64 %lsr.iv144, 3
  %uglygep608 = getelementptr i8, i8* %scevgep606607, i64 %65
  %uglygep608609 = bitcast i8* %uglygep608 to i64*
  store i64 %.233.1.5, i64* %uglygep608609, align 8
  %.6.i655.2.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep269 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.5, i64 11, i32 1
  %scevgep270 = getelementptr i64, i64* %scevgep269, i64 %lsr.iv144
  %.233.2.5 = load i64, i64* %scevgep270, align 8
  %.6.i256.2.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep266 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.5, i64 11, i32 1
  %scevgep268 = getelementptr i64, i64* %scevgep266, i64 %lsr.iv144
  store i64 %.233.2.5, i64* %scevgep268, align 8
  %.6.i655.3.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep602 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.5, i64 11, i32 2
  %66 = shl i64 %lsr.iv144, 3
  %scevgep603 = getelementptr i8, i8* %scevgep602, i64 %66
  %scevgep603604 = bitcast i8* %scevgep603 to i64*
  %.233.3.5 = load i64, i64* %scevgep603604, align 8
  %.6.i256.3.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep598 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.5, i64 11, i32 2
  %67 = shl i64 %lsr.iv144, 3
  %scevgep599 = getelementptr i8, i8* %scevgep598, i64 %67
  %scevgep599600 = bitcast i8* %scevgep599 to i64*
  store i64 %.233.3.5, i64* %scevgep599600, align 8
  %.6.i655.4.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep234 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.5, i64 11, i32 3
  %scevgep262 = getelementptr i64, i64* %scevgep234, i64 %lsr.iv144
  %.233.4.5 = load i64, i64* %scevgep262, align 8
  %.6.i256.4.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep232 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.5, i64 11, i32 3
  %scevgep233 = getelementptr i64, i64* %scevgep232, i64 %lsr.iv144
  store i64 %.233.4.5, i64* %scevgep233, align 8
  %.6.i655.5.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep594 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.5, i64 12
  %scevgep594595 = bitcast { i64, i64, i8, i64 }* %scevgep594 to i8*
  %68 = shl i64 %lsr.iv144, 3
  %uglygep596 = getelementptr i8, i8* %scevgep594595, i64 %68
  %uglygep596597 = bitcast i8* %uglygep596 to i64*
  %.233.5.5 = load i64, i64* %uglygep596597, align 8
  %.6.i256.5.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep590 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.5, i64 12
  %scevgep590591 = bitcast { i64, i64, i8, i64 }* %scevgep590 to i8*
  %69 = shl i64 %lsr.iv144, 3
  %uglygep592 = getelementptr i8, i8* %scevgep590591, i64 %69
  %uglygep592593 = bitcast i8* %uglygep592 to i64*
  store i64 %.233.5.5, i64* %uglygep592593, align 8
  %.6.i655.6.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep229 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.5, i64 12, i32 1
  %scevgep231 = getelementptr i64, i64* %scevgep229, i64 %lsr.iv144
  %.233.6.5 = load i64, i64* %scevgep231, align 8
  %.6.i256.6.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep227 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.5, i64 12, i32 1
  %scevgep228 = getelementptr i64, i64* %scevgep227, i64 %lsr.iv144
  store i64 %.233.6.5, i64* %scevgep228, align 8
  %.6.i655.7.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep587 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.5, i64 12, i32 2
  %70 = shl i64 %lsr.iv144, 3
  %scevgep588 = getelementptr i8, i8* %scevgep587, i64 %70
  %scevgep588589 = bitcast i8* %scevgep588 to i64*
  %.233.7.5 = load i64, i64* %scevgep588589, align 8
  %.6.i256.7.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep582 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.5, i64 12, i32 2
  %71 = shl i64 %lsr.iv144, 3
  %scevgep584 = getelementptr i8, i8* %scevgep582, i64 %71
  %scevgep584585 = bitcast i8* %scevgep584 to i64*
  store i64 %.233.7.5, i64* %scevgep584585, align 8
  %.6.i655.630 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep224 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.630, i64 12, i32 3
  %scevgep226 = getelementptr i64, i64* %scevgep224, i64 %lsr.iv144
  %.233.631 = load i64, i64* %scevgep226, align 8
  %.6.i256.632 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep216 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.632, i64 12, i32 3
  %scevgep220 = getelementptr i64, i64* %scevgep216, i64 %lsr.iv144
  store i64 %.233.631, i64* %scevgep220, align 8
  %.6.i655.1.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep578 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.6, i64 13
  %scevgep578579 = bitcast { i64, i64, i8, i64 }* %scevgep578 to i8*
  %72 = shl i64 %lsr.iv144, 3
  %uglygep580 = getelementptr i8, i8* %scevgep578579, i64 %72
  %uglygep580581 = bitcast i8* %uglygep580 to i64*
  %.233.1.6 = load i64, i64* %uglygep580581, align 8
  %.6.i256.1.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep572 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.6, i64 13
  %scevgep572573 = bitcast { i64, i64, i8, i64 }* %scevgep572 to i8*
  %73 = shl i64 %lsr.iv144, 3
  %uglygep574 = getelementptr i8, i8* %scevgep572573, i64 %73
  %uglygep574575 = bitcast i8* %uglygep574 to i64*
  store i64 %.233.1.6, i64* %uglygep574575, align 8
  %.6.i655.2.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep214 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.6, i64 13, i32 1
  %scevgep215 = getelementptr i64, i64* %scevgep214, i64 %lsr.iv144
  %.233.2.6 = load i64, i64* %scevgep215, align 8
  %.6.i256.2.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep211 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.6, i64 13, i32 1
  %scevgep213 = getelementptr i64, i64* %scevgep211, i64 %lsr.iv144
  store i64 %.233.2.6, i64* %scevgep213, align 8
  %.6.i655.3.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep568 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.6, i64 13, i32 2
  %74 = shl i64 %lsr.iv144, 3
  %scevgep569 = getelementptr i8, i8* %scevgep568, i64 %74
  %scevgep569570 = bitcast i8* %scevgep569 to i64*
  %.233.3.6 = load i64, i64* %scevgep569570, align 8
  %.6.i256.3.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep564 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.6, i64 13, i32 2
  %75 = shl i64 %lsr.iv144, 3
  %scevgep565 = getelementptr i8, i8* %scevgep564, i64 %75
  %scevgep565566 = bitcast i8* %scevgep565 to i64*
  store i64 %.233.3.6, i64* %scevgep565566, align 8
  %.6.i655.4.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep209 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.6, i64 13, i32 3
  %scevgep210 = getelementptr i64, i64* %scevgep209, i64 %lsr.iv144
  %.233.4.6 = load i64, i64* %scevgep210, align 8
  %.6.i256.4.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep206 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.6, i64 13, i32 3
  %scevgep208 = getelementptr i64, i64* %scevgep206, i64 %lsr.iv144
  store i64 %.233.4.6, i64* %scevgep208, align 8
  %.6.i655.5.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep560 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.6, i64 14
  %scevgep560561 = bitcast { i64, i64, i8, i64 }* %scevgep560 to i8*
  %76 = shl i64 %lsr.iv144, 3
  %uglygep562 = getelementptr i8, i8* %scevgep560561, i64 %76
  %uglygep562563 = bitcast i8* %uglygep562 to i64*
  %.233.5.6 = load i64, i64* %uglygep562563, align 8
  %.6.i256.5.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep531 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.6, i64 14
  %scevgep531532 = bitcast { i64, i64, i8, i64 }* %scevgep531 to i8*
  %77 = shl i64 %lsr.iv144, 3
  %uglygep534 = getelementptr i8, i8* %scevgep531532, i64 %77
  %uglygep534535 = bitcast i8* %uglygep534 to i64*
  store i64 %.233.5.6, i64* %uglygep534535, align 8
  %.6.i655.6.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep174 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.6, i64 14, i32 1
  %scevgep202 = getelementptr i64, i64* %scevgep174, i64 %lsr.iv144
  %.233.6.6 = load i64, i64* %scevgep202, align 8
  %.6.i256.6.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep172 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.6, i64 14, i32 1
  %scevgep173 = getelementptr i64, i64* %scevgep172, i64 %lsr.iv144
  store i64 %.233.6.6, i64* %scevgep173, align 8
  %.6.i655.7.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep528 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.6, i64 14, i32 2
  %78 = shl i64 %lsr.iv144, 3
  %scevgep529 = getelementptr i8, i8* %scevgep528, i64 %78
  %scevgep529530 = bitcast i8* %scevgep529 to i64*
  %.233.7.6 = load i64, i64* %scevgep529530, align 8
  %.6.i256.7.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep524 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.6, i64 14, i32 2
  %79 = shl i64 %lsr.iv144, 3
  %scevgep526 = getelementptr i8, i8* %scevgep524, i64 %79
  %scevgep526527 = bitcast i8* %scevgep526 to i64*
  store i64 %.233.7.6, i64* %scevgep526527, align 8
  %.6.i655.733 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep169 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.733, i64 14, i32 3
  %scevgep171 = getelementptr i64, i64* %scevgep169, i64 %lsr.iv144
  %.233.734 = load i64, i64* %scevgep171, align 8
  %.6.i256.735 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep167 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.735, i64 14, i32 3
  %scevgep168 = getelementptr i64, i64* %scevgep167, i64 %lsr.iv144
  store i64 %.233.734, i64* %scevgep168, align 8
  %.6.i655.1.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep520 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.7, i64 15
  %scevgep520521 = bitcast { i64, i64, i8, i64 }* %scevgep520 to i8*
  %80 = shl i64 %lsr.iv144, 3
  %uglygep522 = getelementptr i8, i8* %scevgep520521, i64 %80
  %uglygep522523 = bitcast i8* %uglygep522 to i64*
  %.233.1.7 = load i64, i64* %uglygep522523, align 8
  %.6.i256.1.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep513 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.7, i64 15
  %scevgep513514 = bitcast { i64, i64, i8, i64 }* %scevgep513 to i8*
  %81 = shl i64 %lsr.iv144, 3
  %uglygep516 = getelementptr i8, i8* %scevgep513514, i64 %81
  %uglygep516517 = bitcast i8* %uglygep516 to i64*
  store i64 %.233.1.7, i64* %uglygep516517, align 8
  %.6.i655.2.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep164 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.7, i64 15, i32 1
  %scevgep166 = getelementptr i64, i64* %scevgep164, i64 %lsr.iv144
  %.233.2.7 = load i64, i64* %scevgep166, align 8
  %.6.i256.2.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep156 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.7, i64 15, i32 1
  %scevgep160 = getelementptr i64, i64* %scevgep156, i64 %lsr.iv144
  store i64 %.233.2.7, i64* %scevgep160, align 8
  %.6.i655.3.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep510 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.7, i64 15, i32 2
  %82 = shl i64 %lsr.iv144, 3
  %scevgep511 = getelementptr i8, i8* %scevgep510, i64 %82
  %scevgep511512 = bitcast i8* %scevgep511 to i64*
  %.233.3.7 = load i64, i64* %scevgep511512, align 8
  %.6.i256.3.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep506 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.7, i64 15, i32 2
  %83 = shl i64 %lsr.iv144, 3
  %scevgep508 = getelementptr i8, i8* %scevgep506, i64 %83
  %scevgep508509 = bitcast i8* %scevgep508 to i64*
  store i64 %.233.3.7, i64* %scevgep508509, align 8
  %.6.i655.4.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep154 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.7, i64 15, i32 3
  %scevgep155 = getelementptr i64, i64* %scevgep154, i64 %lsr.iv144
  %.233.4.7 = load i64, i64* %scevgep155, align 8
  %.6.i256.4.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep151 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.7, i64 15, i32 3
  %scevgep153 = getelementptr i64, i64* %scevgep151, i64 %lsr.iv144
  store i64 %.233.4.7, i64* %scevgep153, align 8
  %.6.i655.5.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep502 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.7, i64 16
  %scevgep502503 = bitcast { i64, i64, i8, i64 }* %scevgep502 to i8*
  %84 = shl i64 %lsr.iv144, 3
  %uglygep504 = getelementptr i8, i8* %scevgep502503, i64 %84
  %uglygep504505 = bitcast i8* %uglygep504 to i64*
  %.233.5.7 = load i64, i64* %uglygep504505, align 8
  %.6.i256.5.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep474 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.7, i64 16
  %scevgep474475 = bitcast { i64, i64, i8, i64 }* %scevgep474 to i8*
  %85 = shl i64 %lsr.iv144, 3
  %uglygep476 = getelementptr i8, i8* %scevgep474475, i64 %85
  %uglygep476477 = bitcast i8* %uglygep476 to i64*
  store i64 %.233.5.7, i64* %uglygep476477, align 8
  %.6.i655.6.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep149 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.7, i64 16, i32 1
  %scevgep150 = getelementptr i64, i64* %scevgep149, i64 %lsr.iv144
  %.233.6.7 = load i64, i64* %scevgep150, align 8
  %.6.i256.6.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep146 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.7, i64 16, i32 1
  %scevgep148 = getelementptr i64, i64* %scevgep146, i64 %lsr.iv144
  store i64 %.233.6.7, i64* %scevgep148, align 8
  %.6.i655.7.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep471 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.7, i64 16, i32 2
  %86 = shl i64 %lsr.iv144, 3
  %scevgep472 = getelementptr i8, i8* %scevgep471, i64 %86
  %scevgep472473 = bitcast i8* %scevgep472 to i64*
  %.233.7.7 = load i64, i64* %scevgep472473, align 8
  %.6.i256.7.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep467 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.7, i64 16, i32 2
  %87 = shl i64 %lsr.iv144, 3
  %scevgep468 = getelementptr i8, i8* %scevgep467, i64 %87
  %scevgep468469 = bitcast i8* %scevgep468 to i64*
  store i64 %.233.7.7, i64* %scevgep468469, align 8
  %lsr.iv.next143 = add i64 %lsr.iv142, 8
  %lsr.iv.next145 = add i64 %lsr.iv144, 64
  %niter.ncmp.736 = icmp eq i64 %lsr.iv.next143, 0
  br i1 %niter.ncmp.736, label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1

typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1
  %88 = add i64 %lsr.iv.next145, -8
  br label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa

typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.preheader.new
  %loop.index.144.lcssa.ph = phi i64 [ undef, %for.body.1.preheader.new ], [ %88, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index.144.unr12 = phi i64 [ 0, %for.body.1.preheader.new ], [ %lsr.iv.next145, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not37 = icmp eq i64 %xtraiter9, 0
  br i1 %lcmp.mod.not37, label %typed_switch.end.loopexit.unr-lcssa.loopexit, label %for.body.1.epil10.preheader

for.body.1.epil10.preheader:                      ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa
  %89 = shl i64 %loop.index.144.unr12, 3
  %90 = shl i64 %xtraiter9, 3
  br label %for.body.1.epil10

for.body.1.epil10:                                ; preds = %for.body.1.epil10, %for.body.1.epil10.preheader
  %lsr.iv43 = phi i64 [ 0, %for.body.1.epil10.preheader ], [ %lsr.iv.next44, %for.body.1.epil10 ]
  %91 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %92 = bitcast i8* %.5.i41 to { i64, i64, i8, i64 }**
  %.6.i655.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep106 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.epil, i64 0, i32 3
  %scevgep106107 = bitcast i64* %scevgep106 to i8*
  %uglygep108 = getelementptr i8, i8* %scevgep106107, i64 %89
  %93 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep109 = getelementptr i8, i8* %uglygep108, i64 %93
  %scevgep109110 = bitcast i8* %scevgep109 to i64*
  %.233.epil11 = load i64, i64* %scevgep109110, align 8
  %.6.i256.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep101 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.epil, i64 0, i32 3
  %scevgep101102 = bitcast i64* %scevgep101 to i8*
  %uglygep103 = getelementptr i8, i8* %scevgep101102, i64 %89
  %94 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep104 = getelementptr i8, i8* %uglygep103, i64 %94
  %scevgep104105 = bitcast i8* %scevgep104 to i64*
  store i64 %.233.epil11, i64* %scevgep104105, align 8
  %.6.i655.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep126.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.epil, i64 1
  %scevgep126127.epil = bitcast { i64, i64, i8, i64 }* %scevgep126.epil to i8*
  %uglygep99 = getelementptr i8, i8* %scevgep126127.epil, i64 %89
  %95 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep140 = getelementptr i8, i8* %uglygep99, i64 %95
  %scevgep140141 = bitcast i8* %scevgep140 to i64*
  %.233.1.epil = load i64, i64* %scevgep140141, align 8
  %.6.i256.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep130.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.epil, i64 1
  %scevgep130131.epil = bitcast { i64, i64, i8, i64 }* %scevgep130.epil to i8*
  %uglygep96 = getelementptr i8, i8* %scevgep130131.epil, i64 %89
  %96 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep137 = getelementptr i8, i8* %uglygep96, i64 %96
  %scevgep137138 = bitcast i8* %scevgep137 to i64*
  store i64 %.233.1.epil, i64* %scevgep137138, align 8
  %.6.i655.2.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep95 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.epil, i64 1, i32 1
  %scevgep9596 = bitcast i64* %scevgep95 to i8*
  %uglygep97 = getelementptr i8, i8* %scevgep9596, i64 %89
  %97 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep98 = getelementptr i8, i8* %uglygep97, i64 %97
  %scevgep9899 = bitcast i8* %scevgep98 to i64*
  %.233.2.epil = load i64, i64* %scevgep9899, align 8
  %.6.i256.2.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep87 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.epil, i64 1, i32 1
  %scevgep8788 = bitcast i64* %scevgep87 to i8*
  %uglygep89 = getelementptr i8, i8* %scevgep8788, i64 %89
  %98 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep91 = getelementptr i8, i8* %uglygep89, i64 %98
  %scevgep9192 = bitcast i8* %scevgep91 to i64*
  store i64 %.233.2.epil, i64* %scevgep9192, align 8
  %.6.i655.3.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep130 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.epil, i64 1, i32 2
  %scevgep134 = getelementptr i8, i8* %scevgep130, i64 %89
  %99 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep135 = getelementptr i8, i8* %scevgep134, i64 %99
  %scevgep135136 = bitcast i8* %scevgep135 to i64*
  %.233.3.epil = load i64, i64* %scevgep135136, align 8
  %.6.i256.3.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep124 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.epil, i64 1, i32 2
  %scevgep125 = getelementptr i8, i8* %scevgep124, i64 %89
  %100 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep126 = getelementptr i8, i8* %scevgep125, i64 %100
  %scevgep126127 = bitcast i8* %scevgep126 to i64*
  store i64 %.233.3.epil, i64* %scevgep126127, align 8
  %.6.i655.4.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep81 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.epil, i64 1, i32 3
  %scevgep8182 = bitcast i64* %scevgep81 to i8*
  %uglygep83 = getelementptr i8, i8* %scevgep8182, i64 %89
  %101 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep84 = getelementptr i8, i8* %uglygep83, i64 %101
  %scevgep8485 = bitcast i8* %scevgep84 to i64*
  %.233.4.epil = load i64, i64* %scevgep8485, align 8
  %.6.i256.4.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep72 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.epil, i64 1, i32 3
  %scevgep7273 = bitcast i64* %scevgep72 to i8*
  %uglygep74 = getelementptr i8, i8* %scevgep7273, i64 %89
  %102 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep77 = getelementptr i8, i8* %uglygep74, i64 %102
  %scevgep7778 = bitcast i8* %scevgep77 to i64*
  store i64 %.233.4.epil, i64* %scevgep7778, align 8
  %.6.i655.5.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep104.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.epil, i64 2
  %scevgep104105.epil = bitcast { i64, i64, i8, i64 }* %scevgep104.epil to i8*
  %uglygep85 = getelementptr i8, i8* %scevgep104105.epil, i64 %89
  %103 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep122 = getelementptr i8, i8* %uglygep85, i64 %103
  %scevgep122123 = bitcast i8* %scevgep122 to i64*
  %.233.5.epil = load i64, i64* %scevgep122123, align 8
  %.6.i256.5.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep108.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.epil, i64 2
  %scevgep108109.epil = bitcast { i64, i64, i8, i64 }* %scevgep108.epil to i8*
  %uglygep82 = getelementptr i8, i8* %scevgep108109.epil, i64 %89
  %104 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep120 = getelementptr i8, i8* %uglygep82, i64 %104
  %scevgep120121 = bitcast i8* %scevgep120 to i64*
  store i64 %.233.5.epil, i64* %scevgep120121, align 8
  %.6.i655.6.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep67 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.epil, i64 2, i32 1
  %scevgep6768 = bitcast i64* %scevgep67 to i8*
  %uglygep69 = getelementptr i8, i8* %scevgep6768, i64 %89
  %105 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep70 = getelementptr i8, i8* %uglygep69, i64 %105
  %scevgep7071 = bitcast i8* %scevgep70 to i64*
  %.233.6.epil = load i64, i64* %scevgep7071, align 8
  %.6.i256.6.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep63 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.epil, i64 2, i32 1
  %scevgep6364 = bitcast i64* %scevgep63 to i8*
  %uglygep = getelementptr i8, i8* %scevgep6364, i64 %89
  %106 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep65 = getelementptr i8, i8* %uglygep, i64 %106
  %scevgep6566 = bitcast i8* %scevgep65 to i64*
  store i64 %.233.6.epil, i64* %scevgep6566, align 8
  %.6.i655.7.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep116 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.epil, i64 2, i32 2
  %scevgep117 = getelementptr i8, i8* %scevgep116, i64 %89
  %107 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep118 = getelementptr i8, i8* %scevgep117, i64 %107
  %scevgep118119 = bitcast i8* %scevgep118 to i64*
  %.233.7.epil = load i64, i64* %scevgep118119, align 8
  %.6.i256.7.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep112 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.epil, i64 2, i32 2
  %scevgep113 = getelementptr i8, i8* %scevgep112, i64 %89
  %108 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep114 = getelementptr i8, i8* %scevgep113, i64 %108
  %scevgep114115 = bitcast i8* %scevgep114 to i64*
  store i64 %.233.7.epil, i64* %scevgep114115, align 8
  %lsr.iv.next44 = add nuw nsw i64 %lsr.iv43, 8
  %epil.iter.cmp.not38 = icmp eq i64 %90, %lsr.iv.next44
  br i1 %epil.iter.cmp.not38, label %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit, label %for.body.1.epil10, !llvm.loop !88

typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit: ; preds = %for.body.1.epil10
  %109 = add i64 %loop.index.144.unr12, -8
  %110 = add i64 %109, %lsr.iv.next44
  br label %typed_switch.end.loopexit.unr-lcssa.loopexit

typed_switch.end.loopexit.unr-lcssa.loopexit:     ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa
  %loop.index.144.lcssa = phi i64 [ %loop.index.144.lcssa.ph, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %110, %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit ]
  %phi.bo = add i64 %loop.index.144.lcssa, 11
  br label %typed_switch.end.loopexit.unr-lcssa

typed_switch.end.loopexit.unr-lcssa:              ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit, %for.body.1.preheader
  %loop.index.144.unr = phi i64 [ 3, %for.body.1.preheader ], [ %phi.bo, %typed_switch.end.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %typed_switch.end, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %typed_switch.end.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv99 = phi i64 [ %lsr.iv.next100, %for.body.1.epil ], [ %xtraiter, %for.body.1.epil.preheader ]
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.epil ], [ %loop.index.144.unr, %for.body.1.epil.preheader ]
  %111 = bitcast i8* %.5.i41 to i8**
  %112 = bitcast i8* %.5.i21 to i8**
  %.6.i655.epil6 = load i8*, i8** %111, align 8
  %113 = shl i64 %lsr.iv, 3
  %scevgep61 = getelementptr i8, i8* %.6.i655.epil6, i64 %113
  %scevgep6162 = bitcast i8* %scevgep61 to i64*
  %.233.epil = load i64, i64* %scevgep6162, align 8
  %.6.i256.epil7 = load i8*, i8** %112, align 8
  %114 = shl i64 %lsr.iv, 3
  %scevgep = getelementptr i8, i8* %.6.i256.epil7, i64 %114
  %scevgep60 = bitcast i8* %scevgep to i64*
  store i64 %.233.epil, i64* %scevgep60, align 8
  %lsr.iv.next = add i64 %lsr.iv, 1
  %lsr.iv.next100 = add nsw i64 %lsr.iv99, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next100, 0
  br i1 %epil.iter.cmp.not, label %typed_switch.end, label %for.body.1.epil, !llvm.loop !89

typed_switch.end:                                 ; preds = %for.body.1.epil, %typed_switch.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.38)
  %.156.i = icmp slt i64 %arg.args.0.0, 0
  br i1 %.156.i, label %B328.if, label %B0.endif.endif.split.i, !prof !63

B0.endif.endif.split.i:                           ; preds = %typed_switch.end
  %.178.i = icmp eq i64 %arg.args.0.0, 1
  br i1 %.178.i, label %typed_switch.end.1, label %switch.0.i

switch.0.i:                                       ; preds = %B0.endif.endif.split.i
  %115 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %.6.i19.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %115, align 8, !noalias !90
  %.19663.i153616770 = bitcast { i64, i64, i8, i64 }* %.6.i19.i to i64*
  %.197.i = load i64, i64* %.19663.i153616770, align 8, !noalias !90
  %.207.i = icmp slt i64 %.197.i, 1
  br i1 %.207.i, label %B328.if, label %B178.endif.i, !prof !8

B178.endif.i:                                     ; preds = %switch.0.i
  %.219.i = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i, i64 0, i32 3
  %.221.i = load i64, i64* %.219.i, align 8, !noalias !90
  %.222.i = icmp eq i64 %.221.i, 1
  br i1 %.222.i, label %B202.endif.i, label %B214.endif.i

B202.endif.i:                                     ; preds = %B178.endif.i
  %116 = bitcast { i64, i64, i8, i64 }* %.6.i19.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %116, i64 24
  %117 = bitcast i8* %sunkaddr to i64*
  store i64 %arg.args.0.0, i64* %117, align 8, !noalias !90
  br label %typed_switch.end.1

B214.endif.i:                                     ; preds = %B178.endif.i
  %.314.not.i = icmp eq i64 %.221.i, %arg.args.0.0
  br i1 %.314.not.i, label %typed_switch.end.1, label %B328.if, !prof !64

B328.if:                                          ; preds = %B214.endif.i.2, %switch.0.i.2, %typed_switch.end.2, %B214.endif.i.1, %switch.0.i.1, %typed_switch.end.1, %B214.endif.i, %switch.0.i, %typed_switch.end
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140274507976640, %typed_switch.end ], [ @.const.picklebuf.140274505513600, %B214.endif.i ], [ @.const.picklebuf.140274508116032, %switch.0.i ], [ @.const.picklebuf.140274507976640, %typed_switch.end.1 ], [ @.const.picklebuf.140274508116032, %switch.0.i.1 ], [ @.const.picklebuf.140274505513600, %B214.endif.i.1 ], [ @.const.picklebuf.140274507976640, %typed_switch.end.2 ], [ @.const.picklebuf.140274508116032, %switch.0.i.2 ], [ @.const.picklebuf.140274505513600, %B214.endif.i.2 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

typed_switch.end.1:                               ; preds = %B214.endif.i, %B202.endif.i, %B0.endif.endif.split.i
  %.156.i.1 = icmp slt i64 %arg.args.1.0, 0
  br i1 %.156.i.1, label %B328.if, label %B0.endif.endif.split.i.1, !prof !63

B0.endif.endif.split.i.1:                         ; preds = %typed_switch.end.1
  %.178.i.1 = icmp eq i64 %arg.args.1.0, 1
  br i1 %.178.i.1, label %typed_switch.end.2, label %switch.0.i.1

switch.0.i.1:                                     ; preds = %B0.endif.endif.split.i.1
  %118 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %.6.i19.i.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %118, align 8, !noalias !90
  %.19663.i.1156617771 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.1 to i64*
  %.197.i.1 = load i64, i64* %.19663.i.1156617771, align 8, !noalias !90
  %.207.i.1 = icmp slt i64 %.197.i.1, 1
  br i1 %.207.i.1, label %B328.if, label %B178.endif.i.1, !prof !8

B178.endif.i.1:                                   ; preds = %switch.0.i.1
  %.219.i.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i.1, i64 0, i32 3
  %.221.i.1 = load i64, i64* %.219.i.1, align 8, !noalias !90
  %.222.i.1 = icmp eq i64 %.221.i.1, 1
  br i1 %.222.i.1, label %B202.endif.i.1, label %B214.endif.i.1

B214.endif.i.1:                                   ; preds = %B178.endif.i.1
  %.314.not.i.1 = icmp eq i64 %.221.i.1, %arg.args.1.0
  br i1 %.314.not.i.1, label %typed_switch.end.2, label %B328.if, !prof !64

B202.endif.i.1:                                   ; preds = %B178.endif.i.1
  %119 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.1 to i8*
  %sunkaddr772 = getelementptr inbounds i8, i8* %119, i64 24
  %120 = bitcast i8* %sunkaddr772 to i64*
  store i64 %arg.args.1.0, i64* %120, align 8, !noalias !90
  br label %typed_switch.end.2

typed_switch.end.2:                               ; preds = %B202.endif.i.1, %B214.endif.i.1, %B0.endif.endif.split.i.1
  %.156.i.2 = icmp slt i64 %arg.args.2.0, 0
  br i1 %.156.i.2, label %B328.if, label %B0.endif.endif.split.i.2, !prof !63

B0.endif.endif.split.i.2:                         ; preds = %typed_switch.end.2
  %.178.i.2 = icmp eq i64 %arg.args.2.0, 1
  br i1 %.178.i.2, label %B328.endif.2, label %switch.0.i.2

switch.0.i.2:                                     ; preds = %B0.endif.endif.split.i.2
  %121 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %.6.i19.i.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %121, align 8, !noalias !90
  %.19663.i.2159619773 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.2 to i64*
  %.197.i.2 = load i64, i64* %.19663.i.2159619773, align 8, !noalias !90
  %.207.i.2 = icmp slt i64 %.197.i.2, 1
  br i1 %.207.i.2, label %B328.if, label %B178.endif.i.2, !prof !8

B178.endif.i.2:                                   ; preds = %switch.0.i.2
  %.219.i.2 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i.2, i64 0, i32 3
  %.221.i.2 = load i64, i64* %.219.i.2, align 8, !noalias !90
  %.222.i.2 = icmp eq i64 %.221.i.2, 1
  br i1 %.222.i.2, label %B202.endif.i.2, label %B214.endif.i.2

B214.endif.i.2:                                   ; preds = %B178.endif.i.2
  %.314.not.i.2 = icmp eq i64 %.221.i.2, %arg.args.2.0
  br i1 %.314.not.i.2, label %B328.endif.2, label %B328.if, !prof !64

B202.endif.i.2:                                   ; preds = %B178.endif.i.2
  %122 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.2 to i8*
  %sunkaddr774 = getelementptr inbounds i8, i8* %122, i64 24
  %123 = bitcast i8* %sunkaddr774 to i64*
  store i64 %arg.args.2.0, i64* %123, align 8, !noalias !90
  br label %B328.endif.2

B328.endif.2:                                     ; preds = %B202.endif.i.2, %B214.endif.i.2, %B0.endif.endif.split.i.2
  %124 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %.6.i852 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %124, align 8
  %.678162621775 = bitcast { i64, i64, i8, i64 }* %.6.i852 to i64*
  %.679 = load i64, i64* %.678162621775, align 8
  %.68087 = icmp sgt i64 %.679, 0
  br i1 %.68087, label %B942.preheader, label %B944
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !8

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !8

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !15}
!20 = !{i1 true}
!21 = !{!22, !24, !25, !27}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !26, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!26 = distinct !{!26, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!27 = distinct !{!27, !26, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!28 = !{!29}
!29 = distinct !{!29, !30}
!30 = distinct !{!30, !"LVerDomain"}
!31 = !{!32}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !15}
!34 = distinct !{!34, !17}
!35 = distinct !{!35, !17}
!36 = distinct !{!36, !15}
!37 = !{!38, !40, !41, !43}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!44 = !{!45}
!45 = distinct !{!45, !46}
!46 = distinct !{!46, !"LVerDomain"}
!47 = !{!48}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !15}
!50 = distinct !{!50, !17}
!51 = distinct !{!51, !17}
!52 = distinct !{!52, !15}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!56 = !{!"branch_weights", i32 1, i32 7}
!57 = distinct !{!57, !17}
!58 = distinct !{!58, !17}
!59 = !{!60, !62}
!60 = distinct !{!60, !61, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!62 = distinct !{!62, !61, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v71B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!63 = !{!"branch_weights", i32 21474836, i32 2126008812}
!64 = !{!"branch_weights", i32 2126008812, i32 21474836}
!65 = !{!66, !68}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!69 = !{!70, !72}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!73 = !{!74, !76, !77, !79, !80, !82}
!74 = distinct !{!74, !75, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!75 = distinct !{!75, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!76 = distinct !{!76, !75, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!77 = distinct !{!77, !78, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!78 = distinct !{!78, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!79 = distinct !{!79, !78, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!80 = distinct !{!80, !81, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!81 = distinct !{!81, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!82 = distinct !{!82, !81, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!83 = !{!80, !82}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZN5numba2np9arraymath25_where_generic_inner_implB3v76B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!86 = distinct !{!86, !"_ZN5numba2np9arraymath25_where_generic_inner_implB3v76B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!87 = !{!"branch_weights", i32 99, i32 1}
!88 = distinct !{!88, !17}
!89 = distinct !{!89, !17}
!90 = !{!91, !93}
!91 = distinct !{!91, !92, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %retptr"}
!92 = distinct !{!92, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE"}
!93 = distinct !{!93, !92, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v51B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %excinfo"}
