; ModuleID = 'where_select'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788191005696 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788191005696.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788191005696 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788191005696, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191005696.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.where_select = internal constant [13 x i8] c"where_select\00"
@_ZN08NumbaEnv7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f95a2310>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f95a2310>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f8f13bd0B3v78B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f977cbd0B3v79B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f977d190B3v80B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath19_where_generic_impl12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE = common local_unnamed_addr global i8* null
@.const.pickledata.139788184073472 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139788184073472.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139788184073472 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139788184073472, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788184073472.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba4misc7literal19literal_unroll_impl12_3clocals_3e4implB3v50B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7listobj6in_seq12_3clocals_3e17seq_contains_implB3v71B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi3EEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj27numpy_broadcast_shapes_listB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.139788184292096 = internal constant [138 x i8] c"\80\04\95\7F\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C#negative dimensions are not allowed\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\E8\05\87\94\87\94."
@.const.pickledata.139788184292096.sha1 = internal constant [20 x i8] c"\925S\15?F\E9\AFk\8F\D5\CD\9A\CD|\\\90\90U\CB"
@.const.picklebuf.139788184292096 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([138 x i8], [138 x i8]* @.const.pickledata.139788184292096, i32 0, i32 0), i32 138, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788184292096.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788182712448 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139788182712448.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139788182712448 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139788182712448, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788182712448.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788182504192 = internal constant [164 x i8] c"\80\04\95\99\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=shape mismatch: objects cannot be broadcast to a single shape\94\85\94\8C\1Bnumpy_broadcast_shapes_list\94\8C\14numba/np/arrayobj.py\94M\EE\05\87\94\87\94."
@.const.pickledata.139788182504192.sha1 = internal constant [20 x i8] c"\B7\A8\A2#7zT/\AD\02F\15\8E#8j\8E\C6,\05"
@.const.picklebuf.139788182504192 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([164 x i8], [164 x i8]* @.const.pickledata.139788182504192, i32 0, i32 0), i32 164, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788182504192.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v72B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB3v47B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v73B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.139788181545856 = internal constant [142 x i8] c"\80\04\95\83\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C4all elements of broadcast shape must be non-negative\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\9B\05\87\94\87\94."
@.const.pickledata.139788181545856.sha1 = internal constant [20 x i8] c"y\C4w\D7t\DE\B9\90\84\CA\A3J\D0sz;\D8\D0K\18"
@.const.picklebuf.139788181545856 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([142 x i8], [142 x i8]* @.const.pickledata.139788181545856, i32 0, i32 0), i32 142, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788181545856.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139788181445824 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\AD\05\87\94\87\94."
@.const.pickledata.139788181445824.sha1 = internal constant [20 x i8] c"\E5\1E|\9F\DC\DA)ZX\D8\12\AAQ\02\17\B5n\14\A86"
@.const.picklebuf.139788181445824 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.139788181445824, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788181445824.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj26_default_broadcast_to_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath10np_asarray12_3clocals_3e4implB3v48B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj14_can_broadcastB3v75B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@.const.pickledata.139788181437248 = internal constant [151 x i8] c"\80\04\95\8C\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C=operands could not be broadcast together with remapped shapes\94\85\94\8C\0E_can_broadcast\94\8C\14numba/np/arrayobj.py\94M\AD\05\87\94\87\94."
@.const.pickledata.139788181437248.sha1 = internal constant [20 x i8] c"\E5\1E|\9F\DC\DA)ZX\D8\12\AAQ\02\17\B5n\14\A86"
@.const.picklebuf.139788181437248 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([151 x i8], [151 x i8]* @.const.pickledata.139788181437248, i32 0, i32 0), i32 151, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788181437248.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v76B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139788185360512 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788185360512.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788185360512 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788185360512, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788185360512.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664.20 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1.21 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664.19 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664.20, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1.21, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np13old_arraymath25_where_generic_inner_implB3v77B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.537 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %excinfo.10 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.10, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %arg.x.5.0, i32 32), !noalias !1
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !8

common.ret:                                       ; preds = %for.end.2.if, %for.end.1.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.2.endif.endif, %for.end.endif.endif.if
  %common.ret.op = phi i32 [ 1, %for.end.endif.endif.if ], [ 0, %for.end.2.endif.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.if ], [ %.547, %for.end.2.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %entry
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.14575 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.14575, label %for.body.preheader, label %B128.i17

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %1 = add i64 %arg.x.5.0, -1
  %xtraiter126 = and i64 %arg.x.5.0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %B128.i17.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter129 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index77 = phi i64 [ 0, %for.body.preheader.new ], [ %11, %for.body ]
  %.141.076 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %3 = icmp eq i64 %arg.x.5.0, 1
  %spec.select = select i1 %3, i64 %.141.076, i64 %loop.index77
  %.154 = getelementptr double, double* %arg.x.4, i64 %spec.select
  %.155 = load double, double* %.154, align 8
  %.5.i24 = fcmp ogt double %.155, 0.000000e+00
  %.189 = zext i1 %.5.i24 to i8
  %sunkaddr = getelementptr i8, i8* %.6.i, i64 %loop.index77
  store i8 %.189, i8* %sunkaddr, align 1
  %4 = add i64 %loop.index77, 1
  %spec.select.1 = select i1 %3, i64 %.141.076, i64 %4
  %.154.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1
  %.155.1 = load double, double* %.154.1, align 8
  %.5.i24.1 = fcmp ogt double %.155.1, 0.000000e+00
  %.189.1 = zext i1 %.5.i24.1 to i8
  %sunkaddr345 = getelementptr i8, i8* %.6.i, i64 %loop.index77
  %sunkaddr346 = getelementptr i8, i8* %sunkaddr345, i64 1
  store i8 %.189.1, i8* %sunkaddr346, align 1
  %5 = add i64 %4, 1
  %spec.select.2 = select i1 %3, i64 %.141.076, i64 %5
  %.154.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2
  %.155.2 = load double, double* %.154.2, align 8
  %.5.i24.2 = fcmp ogt double %.155.2, 0.000000e+00
  %.189.2 = zext i1 %.5.i24.2 to i8
  %sunkaddr347 = getelementptr i8, i8* %.6.i, i64 %loop.index77
  %sunkaddr348 = getelementptr i8, i8* %sunkaddr347, i64 2
  store i8 %.189.2, i8* %sunkaddr348, align 1
  %6 = add i64 %5, 1
  %spec.select.3 = select i1 %3, i64 %.141.076, i64 %6
  %.154.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3
  %.155.3 = load double, double* %.154.3, align 8
  %.5.i24.3 = fcmp ogt double %.155.3, 0.000000e+00
  %.189.3 = zext i1 %.5.i24.3 to i8
  %sunkaddr349 = getelementptr i8, i8* %.6.i, i64 %loop.index77
  %sunkaddr350 = getelementptr i8, i8* %sunkaddr349, i64 3
  store i8 %.189.3, i8* %sunkaddr350, align 1
  %7 = add i64 %6, 1
  %spec.select.4 = select i1 %3, i64 %.141.076, i64 %7
  %.154.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.4
  %.155.4 = load double, double* %.154.4, align 8
  %.5.i24.4 = fcmp ogt double %.155.4, 0.000000e+00
  %.189.4 = zext i1 %.5.i24.4 to i8
  %sunkaddr351 = getelementptr i8, i8* %.6.i, i64 %loop.index77
  %sunkaddr352 = getelementptr i8, i8* %sunkaddr351, i64 4
  store i8 %.189.4, i8* %sunkaddr352, align 1
  %8 = add i64 %7, 1
  %spec.select.5 = select i1 %3, i64 %.141.076, i64 %8
  %.154.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.5
  %.155.5 = load double, double* %.154.5, align 8
  %.5.i24.5 = fcmp ogt double %.155.5, 0.000000e+00
  %.189.5 = zext i1 %.5.i24.5 to i8
  %sunkaddr353 = getelementptr i8, i8* %.6.i, i64 %loop.index77
  %sunkaddr354 = getelementptr i8, i8* %sunkaddr353, i64 5
  store i8 %.189.5, i8* %sunkaddr354, align 1
  %9 = add i64 %8, 1
  %spec.select.6 = select i1 %3, i64 %.141.076, i64 %9
  %.154.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.6
  %.155.6 = load double, double* %.154.6, align 8
  %.5.i24.6 = fcmp ogt double %.155.6, 0.000000e+00
  %.189.6 = zext i1 %.5.i24.6 to i8
  %sunkaddr355 = getelementptr i8, i8* %.6.i, i64 %loop.index77
  %sunkaddr356 = getelementptr i8, i8* %sunkaddr355, i64 6
  store i8 %.189.6, i8* %sunkaddr356, align 1
  %10 = add i64 %9, 1
  %spec.select.7 = select i1 %3, i64 %.141.076, i64 %10
  %.154.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.7
  %.155.7 = load double, double* %.154.7, align 8
  %.5.i24.7 = fcmp ogt double %.155.7, 0.000000e+00
  %.189.7 = zext i1 %.5.i24.7 to i8
  %sunkaddr357 = getelementptr i8, i8* %.6.i, i64 %loop.index77
  %sunkaddr358 = getelementptr i8, i8* %sunkaddr357, i64 7
  store i8 %.189.7, i8* %sunkaddr358, align 1
  %.194.7 = add nuw i64 %loop.index77, 8
  %11 = add i64 %10, 1
  %niter130.ncmp.7 = icmp eq i64 %11, %unroll_iter129
  br i1 %niter130.ncmp.7, label %B128.i17.loopexit.unr-lcssa, label %for.body

B128.i17.loopexit.unr-lcssa:                      ; preds = %for.body, %for.body.preheader
  %loop.index77.unr = phi i64 [ 0, %for.body.preheader ], [ %.194.7, %for.body ]
  %.141.076.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod128.not = icmp eq i64 %xtraiter126, 0
  br i1 %lcmp.mod128.not, label %B128.i17, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %B128.i17.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv326 = phi i64 [ %xtraiter126, %for.body.epil.preheader ], [ %lsr.iv.next327, %for.body.epil ]
  %loop.index77.epil = phi i64 [ %.194.epil, %for.body.epil ], [ %loop.index77.unr, %for.body.epil.preheader ]
  %.141.076.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.141.076.unr, %for.body.epil.preheader ]
  %12 = icmp eq i64 %arg.x.5.0, 1
  %spec.select.epil = select i1 %12, i64 %.141.076.epil, i64 %loop.index77.epil
  %.154.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.epil
  %.155.epil = load double, double* %.154.epil, align 8
  %.5.i24.epil = fcmp ogt double %.155.epil, 0.000000e+00
  %.189.epil = zext i1 %.5.i24.epil to i8
  %scevgep325 = getelementptr i8, i8* %.6.i, i64 %loop.index77.epil
  store i8 %.189.epil, i8* %scevgep325, align 1
  %.194.epil = add nuw nsw i64 %loop.index77.epil, 1
  %lsr.iv.next327 = add nsw i64 %lsr.iv326, -1
  %epil.iter127.cmp.not = icmp eq i64 %lsr.iv.next327, 0
  br i1 %epil.iter127.cmp.not, label %B128.i17, label %for.body.epil, !llvm.loop !9

B128.i17:                                         ; preds = %for.body.epil, %B128.i17.loopexit.unr-lcssa, %B0.endif.endif.endif.endif
  %.255 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.257 = extractvalue { i64, i1 } %.255, 1
  br i1 %.257, label %for.end.endif.endif.if, label %for.end.endif.endif.endif, !prof !8

for.end.endif.endif.if:                           ; preds = %B128.i17
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191005696, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

for.end.endif.endif.endif:                        ; preds = %B128.i17
  %.256 = extractvalue { i64, i1 } %.255, 0
  %.7.i.i26 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.256, i32 32), !noalias !12
  %.8.i.i27 = icmp eq i8* %.7.i.i26, null
  br i1 %.8.i.i27, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !8

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif
  %13 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i32 = getelementptr i8, i8* %.7.i.i26, i64 24
  %14 = bitcast i8* %.5.i32 to double**
  %.6.i3378 = load double*, double** %14, align 8
  br i1 %13, label %for.body.1.preheader, label %for.end.1.endif.endif.endif.thread

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif
  %15 = add i64 %arg.x.5.0, -1
  %xtraiter121 = and i64 %arg.x.5.0, 7
  %16 = icmp ult i64 %15, 7
  br i1 %16, label %for.end.1.endif.endif.endif.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter124 = and i64 %arg.x.5.0, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.174 = phi i64 [ 0, %for.body.1.preheader.new ], [ %41, %for.body.1 ]
  %.320.073 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select102.7, %for.body.1 ]
  %17 = icmp eq i64 %arg.x.5.0, 1
  %spec.select102 = select i1 %17, i64 %.320.073, i64 %loop.index.174
  %.333 = getelementptr double, double* %arg.x.4, i64 %spec.select102
  %.334 = load double, double* %.333, align 8
  %.5.i55 = fmul double %.334, %.334
  %sunkaddr359 = mul i64 %loop.index.174, 8
  %18 = bitcast double* %.6.i3378 to i8*
  %sunkaddr360 = getelementptr i8, i8* %18, i64 %sunkaddr359
  %19 = bitcast i8* %sunkaddr360 to double*
  store double %.5.i55, double* %19, align 8
  %20 = add i64 %loop.index.174, 1
  %spec.select102.1 = select i1 %17, i64 %.320.073, i64 %20
  %.333.1 = getelementptr double, double* %arg.x.4, i64 %spec.select102.1
  %.334.1 = load double, double* %.333.1, align 8
  %.5.i55.1 = fmul double %.334.1, %.334.1
  %sunkaddr361 = mul i64 %loop.index.174, 8
  %21 = bitcast double* %.6.i3378 to i8*
  %sunkaddr362 = getelementptr i8, i8* %21, i64 %sunkaddr361
  %sunkaddr363 = getelementptr i8, i8* %sunkaddr362, i64 8
  %22 = bitcast i8* %sunkaddr363 to double*
  store double %.5.i55.1, double* %22, align 8
  %23 = add i64 %20, 1
  %spec.select102.2 = select i1 %17, i64 %.320.073, i64 %23
  %.333.2 = getelementptr double, double* %arg.x.4, i64 %spec.select102.2
  %.334.2 = load double, double* %.333.2, align 8
  %.5.i55.2 = fmul double %.334.2, %.334.2
  %sunkaddr364 = mul i64 %loop.index.174, 8
  %24 = bitcast double* %.6.i3378 to i8*
  %sunkaddr365 = getelementptr i8, i8* %24, i64 %sunkaddr364
  %sunkaddr366 = getelementptr i8, i8* %sunkaddr365, i64 16
  %25 = bitcast i8* %sunkaddr366 to double*
  store double %.5.i55.2, double* %25, align 8
  %26 = add i64 %23, 1
  %spec.select102.3 = select i1 %17, i64 %.320.073, i64 %26
  %.333.3 = getelementptr double, double* %arg.x.4, i64 %spec.select102.3
  %.334.3 = load double, double* %.333.3, align 8
  %.5.i55.3 = fmul double %.334.3, %.334.3
  %sunkaddr367 = mul i64 %loop.index.174, 8
  %27 = bitcast double* %.6.i3378 to i8*
  %sunkaddr368 = getelementptr i8, i8* %27, i64 %sunkaddr367
  %sunkaddr369 = getelementptr i8, i8* %sunkaddr368, i64 24
  %28 = bitcast i8* %sunkaddr369 to double*
  store double %.5.i55.3, double* %28, align 8
  %29 = add i64 %26, 1
  %spec.select102.4 = select i1 %17, i64 %.320.073, i64 %29
  %.333.4 = getelementptr double, double* %arg.x.4, i64 %spec.select102.4
  %.334.4 = load double, double* %.333.4, align 8
  %.5.i55.4 = fmul double %.334.4, %.334.4
  %sunkaddr370 = mul i64 %loop.index.174, 8
  %30 = bitcast double* %.6.i3378 to i8*
  %sunkaddr371 = getelementptr i8, i8* %30, i64 %sunkaddr370
  %sunkaddr372 = getelementptr i8, i8* %sunkaddr371, i64 32
  %31 = bitcast i8* %sunkaddr372 to double*
  store double %.5.i55.4, double* %31, align 8
  %32 = add i64 %29, 1
  %spec.select102.5 = select i1 %17, i64 %.320.073, i64 %32
  %.333.5 = getelementptr double, double* %arg.x.4, i64 %spec.select102.5
  %.334.5 = load double, double* %.333.5, align 8
  %.5.i55.5 = fmul double %.334.5, %.334.5
  %sunkaddr373 = mul i64 %loop.index.174, 8
  %33 = bitcast double* %.6.i3378 to i8*
  %sunkaddr374 = getelementptr i8, i8* %33, i64 %sunkaddr373
  %sunkaddr375 = getelementptr i8, i8* %sunkaddr374, i64 40
  %34 = bitcast i8* %sunkaddr375 to double*
  store double %.5.i55.5, double* %34, align 8
  %35 = add i64 %32, 1
  %spec.select102.6 = select i1 %17, i64 %.320.073, i64 %35
  %.333.6 = getelementptr double, double* %arg.x.4, i64 %spec.select102.6
  %.334.6 = load double, double* %.333.6, align 8
  %.5.i55.6 = fmul double %.334.6, %.334.6
  %sunkaddr376 = mul i64 %loop.index.174, 8
  %36 = bitcast double* %.6.i3378 to i8*
  %sunkaddr377 = getelementptr i8, i8* %36, i64 %sunkaddr376
  %sunkaddr378 = getelementptr i8, i8* %sunkaddr377, i64 48
  %37 = bitcast i8* %sunkaddr378 to double*
  store double %.5.i55.6, double* %37, align 8
  %38 = add i64 %35, 1
  %spec.select102.7 = select i1 %17, i64 %.320.073, i64 %38
  %.333.7 = getelementptr double, double* %arg.x.4, i64 %spec.select102.7
  %.334.7 = load double, double* %.333.7, align 8
  %.5.i55.7 = fmul double %.334.7, %.334.7
  %sunkaddr379 = mul i64 %loop.index.174, 8
  %39 = bitcast double* %.6.i3378 to i8*
  %sunkaddr380 = getelementptr i8, i8* %39, i64 %sunkaddr379
  %sunkaddr381 = getelementptr i8, i8* %sunkaddr380, i64 56
  %40 = bitcast i8* %sunkaddr381 to double*
  store double %.5.i55.7, double* %40, align 8
  %.363.7 = add nuw i64 %loop.index.174, 8
  %41 = add i64 %38, 1
  %niter125.ncmp.7 = icmp eq i64 %41, %unroll_iter124
  br i1 %niter125.ncmp.7, label %for.end.1.endif.endif.endif.unr-lcssa, label %for.body.1

for.end.1.endif.endif.endif.unr-lcssa:            ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.174.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.363.7, %for.body.1 ]
  %.320.073.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select102.7, %for.body.1 ]
  %lcmp.mod123.not = icmp eq i64 %xtraiter121, 0
  br i1 %lcmp.mod123.not, label %for.end.1.endif.endif.endif, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.endif.endif.endif.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv307 = phi i64 [ %xtraiter121, %for.body.1.epil.preheader ], [ %lsr.iv.next308, %for.body.1.epil ]
  %loop.index.174.epil = phi i64 [ %.363.epil, %for.body.1.epil ], [ %loop.index.174.unr, %for.body.1.epil.preheader ]
  %.320.073.epil = phi i64 [ %spec.select102.epil, %for.body.1.epil ], [ %.320.073.unr, %for.body.1.epil.preheader ]
  %42 = icmp eq i64 %arg.x.5.0, 1
  %spec.select102.epil = select i1 %42, i64 %.320.073.epil, i64 %loop.index.174.epil
  %.333.epil = getelementptr double, double* %arg.x.4, i64 %spec.select102.epil
  %.334.epil = load double, double* %.333.epil, align 8
  %.5.i55.epil = fmul double %.334.epil, %.334.epil
  %scevgep306 = getelementptr double, double* %.6.i3378, i64 %loop.index.174.epil
  store double %.5.i55.epil, double* %scevgep306, align 8
  %.363.epil = add nuw nsw i64 %loop.index.174.epil, 1
  %lsr.iv.next308 = add nsw i64 %lsr.iv307, -1
  %epil.iter122.cmp.not = icmp eq i64 %lsr.iv.next308, 0
  br i1 %epil.iter122.cmp.not, label %for.end.1.endif.endif.endif, label %for.body.1.epil, !llvm.loop !19

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.epil, %for.end.1.endif.endif.endif.unr-lcssa
  %.7.i.i58 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.256, i32 32), !noalias !20
  %.8.i.i59 = icmp eq i8* %.7.i.i58, null
  br i1 %.8.i.i59, label %for.end.1.endif.endif.endif.if, label %for.body.2.preheader, !prof !8

for.end.1.endif.endif.endif.thread:               ; preds = %for.end.endif.endif.endif.endif
  %.7.i.i58105 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.256, i32 32), !noalias !20
  %.8.i.i59106 = icmp eq i8* %.7.i.i58105, null
  br i1 %.8.i.i59106, label %for.end.1.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.thread, !prof !8

for.end.1.endif.endif.endif.endif.thread:         ; preds = %for.end.1.endif.endif.endif.thread
  %.5.i56109 = getelementptr i8, i8* %.7.i.i58105, i64 24
  %43 = bitcast i8* %.5.i56109 to double**
  %.6.i5779110 = load double*, double** %43, align 8
  br label %for.end.2

for.end.1.endif.endif.endif.if:                   ; preds = %for.end.1.endif.endif.endif.thread, %for.end.1.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.endif
  %.5.i56 = getelementptr i8, i8* %.7.i.i58, i64 24
  %44 = bitcast i8* %.5.i56 to double**
  %.6.i5779 = load double*, double** %44, align 8
  %45 = add i64 %arg.x.5.0, -1
  %xtraiter116 = and i64 %arg.x.5.0, 7
  %46 = icmp ult i64 %45, 7
  br i1 %46, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter119 = and i64 %arg.x.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index.271 = phi i64 [ 0, %for.body.2.preheader.new ], [ %71, %for.body.2 ]
  %.489.070 = phi i64 [ 0, %for.body.2.preheader.new ], [ %spec.select104.7, %for.body.2 ]
  %47 = icmp eq i64 %arg.x.5.0, 1
  %spec.select104 = select i1 %47, i64 %.489.070, i64 %loop.index.271
  %.502 = getelementptr double, double* %arg.x.4, i64 %spec.select104
  %.503 = load double, double* %.502, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.503)
  %sunkaddr382 = mul i64 %loop.index.271, 8
  %48 = bitcast double* %.6.i5779 to i8*
  %sunkaddr383 = getelementptr i8, i8* %48, i64 %sunkaddr382
  %49 = bitcast i8* %sunkaddr383 to double*
  store double %.12.i, double* %49, align 8
  %50 = add i64 %loop.index.271, 1
  %spec.select104.1 = select i1 %47, i64 %.489.070, i64 %50
  %.502.1 = getelementptr double, double* %arg.x.4, i64 %spec.select104.1
  %.503.1 = load double, double* %.502.1, align 8
  %.12.i.1 = tail call double @llvm.sin.f64(double %.503.1)
  %sunkaddr384 = mul i64 %loop.index.271, 8
  %51 = bitcast double* %.6.i5779 to i8*
  %sunkaddr385 = getelementptr i8, i8* %51, i64 %sunkaddr384
  %sunkaddr386 = getelementptr i8, i8* %sunkaddr385, i64 8
  %52 = bitcast i8* %sunkaddr386 to double*
  store double %.12.i.1, double* %52, align 8
  %53 = add i64 %50, 1
  %spec.select104.2 = select i1 %47, i64 %.489.070, i64 %53
  %.502.2 = getelementptr double, double* %arg.x.4, i64 %spec.select104.2
  %.503.2 = load double, double* %.502.2, align 8
  %.12.i.2 = tail call double @llvm.sin.f64(double %.503.2)
  %sunkaddr387 = mul i64 %loop.index.271, 8
  %54 = bitcast double* %.6.i5779 to i8*
  %sunkaddr388 = getelementptr i8, i8* %54, i64 %sunkaddr387
  %sunkaddr389 = getelementptr i8, i8* %sunkaddr388, i64 16
  %55 = bitcast i8* %sunkaddr389 to double*
  store double %.12.i.2, double* %55, align 8
  %56 = add i64 %53, 1
  %spec.select104.3 = select i1 %47, i64 %.489.070, i64 %56
  %.502.3 = getelementptr double, double* %arg.x.4, i64 %spec.select104.3
  %.503.3 = load double, double* %.502.3, align 8
  %.12.i.3 = tail call double @llvm.sin.f64(double %.503.3)
  %sunkaddr390 = mul i64 %loop.index.271, 8
  %57 = bitcast double* %.6.i5779 to i8*
  %sunkaddr391 = getelementptr i8, i8* %57, i64 %sunkaddr390
  %sunkaddr392 = getelementptr i8, i8* %sunkaddr391, i64 24
  %58 = bitcast i8* %sunkaddr392 to double*
  store double %.12.i.3, double* %58, align 8
  %59 = add i64 %56, 1
  %spec.select104.4 = select i1 %47, i64 %.489.070, i64 %59
  %.502.4 = getelementptr double, double* %arg.x.4, i64 %spec.select104.4
  %.503.4 = load double, double* %.502.4, align 8
  %.12.i.4 = tail call double @llvm.sin.f64(double %.503.4)
  %sunkaddr393 = mul i64 %loop.index.271, 8
  %60 = bitcast double* %.6.i5779 to i8*
  %sunkaddr394 = getelementptr i8, i8* %60, i64 %sunkaddr393
  %sunkaddr395 = getelementptr i8, i8* %sunkaddr394, i64 32
  %61 = bitcast i8* %sunkaddr395 to double*
  store double %.12.i.4, double* %61, align 8
  %62 = add i64 %59, 1
  %spec.select104.5 = select i1 %47, i64 %.489.070, i64 %62
  %.502.5 = getelementptr double, double* %arg.x.4, i64 %spec.select104.5
  %.503.5 = load double, double* %.502.5, align 8
  %.12.i.5 = tail call double @llvm.sin.f64(double %.503.5)
  %sunkaddr396 = mul i64 %loop.index.271, 8
  %63 = bitcast double* %.6.i5779 to i8*
  %sunkaddr397 = getelementptr i8, i8* %63, i64 %sunkaddr396
  %sunkaddr398 = getelementptr i8, i8* %sunkaddr397, i64 40
  %64 = bitcast i8* %sunkaddr398 to double*
  store double %.12.i.5, double* %64, align 8
  %65 = add i64 %62, 1
  %spec.select104.6 = select i1 %47, i64 %.489.070, i64 %65
  %.502.6 = getelementptr double, double* %arg.x.4, i64 %spec.select104.6
  %.503.6 = load double, double* %.502.6, align 8
  %.12.i.6 = tail call double @llvm.sin.f64(double %.503.6)
  %sunkaddr399 = mul i64 %loop.index.271, 8
  %66 = bitcast double* %.6.i5779 to i8*
  %sunkaddr400 = getelementptr i8, i8* %66, i64 %sunkaddr399
  %sunkaddr401 = getelementptr i8, i8* %sunkaddr400, i64 48
  %67 = bitcast i8* %sunkaddr401 to double*
  store double %.12.i.6, double* %67, align 8
  %68 = add i64 %65, 1
  %spec.select104.7 = select i1 %47, i64 %.489.070, i64 %68
  %.502.7 = getelementptr double, double* %arg.x.4, i64 %spec.select104.7
  %.503.7 = load double, double* %.502.7, align 8
  %.12.i.7 = tail call double @llvm.sin.f64(double %.503.7)
  %sunkaddr402 = mul i64 %loop.index.271, 8
  %69 = bitcast double* %.6.i5779 to i8*
  %sunkaddr403 = getelementptr i8, i8* %69, i64 %sunkaddr402
  %sunkaddr404 = getelementptr i8, i8* %sunkaddr403, i64 56
  %70 = bitcast i8* %sunkaddr404 to double*
  store double %.12.i.7, double* %70, align 8
  %.532.7 = add nuw i64 %loop.index.271, 8
  %71 = add i64 %68, 1
  %niter120.ncmp.7 = icmp eq i64 %71, %unroll_iter119
  br i1 %niter120.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.271.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.532.7, %for.body.2 ]
  %.489.070.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select104.7, %for.body.2 ]
  %lcmp.mod118.not = icmp eq i64 %xtraiter116, 0
  br i1 %lcmp.mod118.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv288 = phi i64 [ %xtraiter116, %for.body.2.epil.preheader ], [ %lsr.iv.next289, %for.body.2.epil ]
  %loop.index.271.epil = phi i64 [ %.532.epil, %for.body.2.epil ], [ %loop.index.271.unr, %for.body.2.epil.preheader ]
  %.489.070.epil = phi i64 [ %spec.select104.epil, %for.body.2.epil ], [ %.489.070.unr, %for.body.2.epil.preheader ]
  %72 = icmp eq i64 %arg.x.5.0, 1
  %spec.select104.epil = select i1 %72, i64 %.489.070.epil, i64 %loop.index.271.epil
  %.502.epil = getelementptr double, double* %arg.x.4, i64 %spec.select104.epil
  %.503.epil = load double, double* %.502.epil, align 8
  %.12.i.epil = tail call double @llvm.sin.f64(double %.503.epil)
  %scevgep287 = getelementptr double, double* %.6.i5779, i64 %loop.index.271.epil
  store double %.12.i.epil, double* %scevgep287, align 8
  %.532.epil = add nuw nsw i64 %loop.index.271.epil, 1
  %lsr.iv.next289 = add nsw i64 %lsr.iv288, -1
  %epil.iter117.cmp.not = icmp eq i64 %lsr.iv.next289, 0
  br i1 %epil.iter117.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !27

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %for.end.1.endif.endif.endif.endif.thread
  %.6.i5779112 = phi double* [ %.6.i5779110, %for.end.1.endif.endif.endif.endif.thread ], [ %.6.i5779, %for.end.2.loopexit.unr-lcssa ], [ %.6.i5779, %for.body.2.epil ]
  %.7.i.i58107111 = phi i8* [ %.7.i.i58105, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i58, %for.end.2.loopexit.unr-lcssa ], [ %.7.i.i58, %for.body.2.epil ]
  %73 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.537 to i8**
  tail call void @NRT_decref(i8* %arg.x.0)
  %74 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.537 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %74, i8 0, i64 56, i1 false)
  %.547 = call i32 @_ZN5numba2np13old_arraymath19_where_generic_impl12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* nonnull %.537, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.10, i8* nonnull %.7.i.i, i8* null, i64 %arg.x.5.0, i64 1, i8* %.6.i, i64 %arg.x.5.0, i64 1, i8* nonnull %.7.i.i26, i8* null, i64 %arg.x.5.0, i64 8, double* %.6.i3378, i64 %arg.x.5.0, i64 8, i8* nonnull %.7.i.i58107111, i8* null, i64 %arg.x.5.0, i64 8, double* %.6.i5779112, i64 %arg.x.5.0, i64 8)
  %.557.fca.0.load = load i8*, i8** %73, align 8
  %75 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.537 to i8*
  %sunkaddr405 = getelementptr inbounds i8, i8* %75, i64 16
  %76 = bitcast i8* %sunkaddr405 to i64*
  %.557.fca.2.load = load i64, i64* %76, align 8
  %77 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.537 to i8*
  %sunkaddr406 = getelementptr inbounds i8, i8* %77, i64 32
  %78 = bitcast i8* %sunkaddr406 to double**
  %.557.fca.4.load = load double*, double** %78, align 8
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
  tail call void @NRT_decref(i8* nonnull %.7.i.i26)
  tail call void @NRT_decref(i8* nonnull %.7.i.i58107111)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.68.i = icmp eq i64 %.557.fca.2.load, 0
  br i1 %.68.i, label %for.end.2.endif.endif, label %B50.endif.preheader.i, !prof !8

B50.endif.preheader.i:                            ; preds = %for.end.2.endif
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.557.fca.2.load, i64 1)
  %79 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %80 = icmp ult i64 %79, 7
  br i1 %80, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %81 = add nsw i64 %unroll_iter.i, -8
  %82 = lshr exact i64 %81, 3
  %83 = add nuw nsw i64 %82, 1
  %xtraiter = and i64 %83, 7
  %84 = icmp ult i64 %81, 56
  br i1 %84, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %83, 4611686018427387896
  %scevgep157 = getelementptr double, double* %.557.fca.4.load, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %85 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep133 = getelementptr double, double* %.557.fca.4.load, i64 %85
  %86 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %87 = bitcast double* %scevgep133 to i8*
  %uglygep154 = getelementptr i8, i8* %87, i64 %lsr.iv
  %uglygep154155 = bitcast i8* %uglygep154 to double*
  %scevgep156 = getelementptr double, double* %uglygep154155, i64 -7
  %.236.i.epil = load double, double* %scevgep156, align 8, !noalias !28
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep151 = getelementptr i8, i8* %87, i64 %lsr.iv
  %uglygep151152 = bitcast i8* %uglygep151 to double*
  %scevgep153 = getelementptr double, double* %uglygep151152, i64 -6
  %.236.1.i.epil = load double, double* %scevgep153, align 8, !noalias !28
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep148 = getelementptr i8, i8* %87, i64 %lsr.iv
  %uglygep148149 = bitcast i8* %uglygep148 to double*
  %scevgep150 = getelementptr double, double* %uglygep148149, i64 -5
  %.236.2.i.epil = load double, double* %scevgep150, align 8, !noalias !28
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep145 = getelementptr i8, i8* %87, i64 %lsr.iv
  %uglygep145146 = bitcast i8* %uglygep145 to double*
  %scevgep147 = getelementptr double, double* %uglygep145146, i64 -4
  %.236.3.i.epil = load double, double* %scevgep147, align 8, !noalias !28
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep142 = getelementptr i8, i8* %87, i64 %lsr.iv
  %uglygep142143 = bitcast i8* %uglygep142 to double*
  %scevgep144 = getelementptr double, double* %uglygep142143, i64 -3
  %.236.4.i.epil = load double, double* %scevgep144, align 8, !noalias !28
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep139 = getelementptr i8, i8* %87, i64 %lsr.iv
  %uglygep139140 = bitcast i8* %uglygep139 to double*
  %scevgep141 = getelementptr double, double* %uglygep139140, i64 -2
  %.236.5.i.epil = load double, double* %scevgep141, align 8, !noalias !28
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep136 = getelementptr i8, i8* %87, i64 %lsr.iv
  %uglygep136137 = bitcast i8* %uglygep136 to double*
  %scevgep138 = getelementptr double, double* %uglygep136137, i64 -1
  %.236.6.i.epil = load double, double* %scevgep138, align 8, !noalias !28
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %87, i64 %lsr.iv
  %uglygep135 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep135, align 8, !noalias !28
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %86, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !31, !llvm.loop !32

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.557.fca.4.load, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !28
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif.endif, label %B50.endif.epil.i, !prof !31, !llvm.loop !33

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv285 = phi i64 [ %lsr.iv.next286, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep283 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -63
  %.236.i = load double, double* %scevgep284, align 8, !noalias !28
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep281 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -62
  %.236.1.i = load double, double* %scevgep282, align 8, !noalias !28
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep279 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -61
  %.236.2.i = load double, double* %scevgep280, align 8, !noalias !28
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep277 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -60
  %.236.3.i = load double, double* %scevgep278, align 8, !noalias !28
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep275 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -59
  %.236.4.i = load double, double* %scevgep276, align 8, !noalias !28
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep273 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -58
  %.236.5.i = load double, double* %scevgep274, align 8, !noalias !28
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep271 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -57
  %.236.6.i = load double, double* %scevgep272, align 8, !noalias !28
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep269 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -56
  %.236.7.i = load double, double* %scevgep270, align 8, !noalias !28
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep238 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -55
  %.236.i.1 = load double, double* %scevgep239, align 8, !noalias !28
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep240 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -54
  %.236.1.i.1 = load double, double* %scevgep241, align 8, !noalias !28
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep242 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -53
  %.236.2.i.1 = load double, double* %scevgep243, align 8, !noalias !28
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep244 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -52
  %.236.3.i.1 = load double, double* %scevgep245, align 8, !noalias !28
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep246 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -51
  %.236.4.i.1 = load double, double* %scevgep247, align 8, !noalias !28
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep248 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -50
  %.236.5.i.1 = load double, double* %scevgep249, align 8, !noalias !28
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep250 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -49
  %.236.6.i.1 = load double, double* %scevgep251, align 8, !noalias !28
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep252 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -48
  %.236.7.i.1 = load double, double* %scevgep253, align 8, !noalias !28
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep222 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -47
  %.236.i.2 = load double, double* %scevgep223, align 8, !noalias !28
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep224 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -46
  %.236.1.i.2 = load double, double* %scevgep225, align 8, !noalias !28
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep226 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -45
  %.236.2.i.2 = load double, double* %scevgep227, align 8, !noalias !28
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep228 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -44
  %.236.3.i.2 = load double, double* %scevgep229, align 8, !noalias !28
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep230 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -43
  %.236.4.i.2 = load double, double* %scevgep231, align 8, !noalias !28
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep232 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -42
  %.236.5.i.2 = load double, double* %scevgep233, align 8, !noalias !28
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep234 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -41
  %.236.6.i.2 = load double, double* %scevgep235, align 8, !noalias !28
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep236 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -40
  %.236.7.i.2 = load double, double* %scevgep237, align 8, !noalias !28
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep206 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -39
  %.236.i.3 = load double, double* %scevgep207, align 8, !noalias !28
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep208 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -38
  %.236.1.i.3 = load double, double* %scevgep209, align 8, !noalias !28
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep210 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -37
  %.236.2.i.3 = load double, double* %scevgep211, align 8, !noalias !28
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep212 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -36
  %.236.3.i.3 = load double, double* %scevgep213, align 8, !noalias !28
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep214 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -35
  %.236.4.i.3 = load double, double* %scevgep215, align 8, !noalias !28
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep216 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -34
  %.236.5.i.3 = load double, double* %scevgep217, align 8, !noalias !28
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep218 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -33
  %.236.6.i.3 = load double, double* %scevgep219, align 8, !noalias !28
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep220 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -32
  %.236.7.i.3 = load double, double* %scevgep221, align 8, !noalias !28
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep190 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -31
  %.236.i.4 = load double, double* %scevgep191, align 8, !noalias !28
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep192 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -30
  %.236.1.i.4 = load double, double* %scevgep193, align 8, !noalias !28
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep194 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -29
  %.236.2.i.4 = load double, double* %scevgep195, align 8, !noalias !28
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep196 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -28
  %.236.3.i.4 = load double, double* %scevgep197, align 8, !noalias !28
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep198 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -27
  %.236.4.i.4 = load double, double* %scevgep199, align 8, !noalias !28
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep200 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -26
  %.236.5.i.4 = load double, double* %scevgep201, align 8, !noalias !28
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep202 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -25
  %.236.6.i.4 = load double, double* %scevgep203, align 8, !noalias !28
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep204 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -24
  %.236.7.i.4 = load double, double* %scevgep205, align 8, !noalias !28
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep174 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -23
  %.236.i.5 = load double, double* %scevgep175, align 8, !noalias !28
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep176 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -22
  %.236.1.i.5 = load double, double* %scevgep177, align 8, !noalias !28
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep178 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -21
  %.236.2.i.5 = load double, double* %scevgep179, align 8, !noalias !28
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep180 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -20
  %.236.3.i.5 = load double, double* %scevgep181, align 8, !noalias !28
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep182 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -19
  %.236.4.i.5 = load double, double* %scevgep183, align 8, !noalias !28
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep184 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -18
  %.236.5.i.5 = load double, double* %scevgep185, align 8, !noalias !28
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep186 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -17
  %.236.6.i.5 = load double, double* %scevgep187, align 8, !noalias !28
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep188 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -16
  %.236.7.i.5 = load double, double* %scevgep189, align 8, !noalias !28
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep158 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -15
  %.236.i.6 = load double, double* %scevgep159, align 8, !noalias !28
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep160 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -14
  %.236.1.i.6 = load double, double* %scevgep161, align 8, !noalias !28
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep162 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -13
  %.236.2.i.6 = load double, double* %scevgep163, align 8, !noalias !28
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep164 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -12
  %.236.3.i.6 = load double, double* %scevgep165, align 8, !noalias !28
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep166 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -11
  %.236.4.i.6 = load double, double* %scevgep167, align 8, !noalias !28
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep168 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -10
  %.236.5.i.6 = load double, double* %scevgep169, align 8, !noalias !28
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep170 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -9
  %.236.6.i.6 = load double, double* %scevgep171, align 8, !noalias !28
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep172 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -8
  %.236.7.i.6 = load double, double* %scevgep173, align 8, !noalias !28
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep254 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -7
  %.236.i.7 = load double, double* %scevgep255, align 8, !noalias !28
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep256 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -6
  %.236.1.i.7 = load double, double* %scevgep257, align 8, !noalias !28
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep258 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -5
  %.236.2.i.7 = load double, double* %scevgep259, align 8, !noalias !28
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep260 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -4
  %.236.3.i.7 = load double, double* %scevgep261, align 8, !noalias !28
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep262 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -3
  %.236.4.i.7 = load double, double* %scevgep263, align 8, !noalias !28
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep264 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -2
  %.236.5.i.7 = load double, double* %scevgep265, align 8, !noalias !28
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep266 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -1
  %.236.6.i.7 = load double, double* %scevgep267, align 8, !noalias !28
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep268 = getelementptr double, double* %scevgep157, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep268, align 8, !noalias !28
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next286 = add i64 %lsr.iv285, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next286, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !8

for.end.2.endif.endif:                            ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2.endif ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* %.557.fca.0.load)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
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

define double @cfunc._ZN7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12where_selectB3v45B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #2
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f95a2310>", i64 0, i64 0))
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

define linkonce_odr i32 @_ZN5numba2np13old_arraymath19_where_generic_impl12_3clocals_3e4implB3v46B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.condition.0, i8* %arg.condition.1, i64 %arg.condition.2, i64 %arg.condition.3, i8* %arg.condition.4, i64 %arg.condition.5.0, i64 %arg.condition.6.0, i8* %arg.x.0, i8* %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
B0.endif.endif.endif:
  %.201 = alloca [1 x i64], align 8
  %.fca.0.gep1591231 = bitcast [1 x i64]* %.201 to i64*
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  tail call void @NRT_incref(i8* %arg.condition.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.y.0)
  store i64 0, i64* %.fca.0.gep1591231, align 8
  %.211 = call i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE([1 x i64]* nonnull %.201, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, i64 %arg.condition.5.0, i64 %arg.x.5.0, i64 %arg.y.5.0)
  %.221.fca.0.load = load i64, i64* %.fca.0.gep1591231, align 8
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
  tail call void @NRT_incref(i8* %arg.condition.0), !noalias !34
  %.137.i.i = icmp slt i64 %.221.fca.0.load, 0
  br i1 %.137.i.i, label %B0.endif.endif.endif.endif.if, label %B124.if.preheader.i.i, !prof !38

B124.if.preheader.i.i:                            ; preds = %B0.endif.endif.endif.endif
  %.206.i.i = icmp eq i64 %.221.fca.0.load, %arg.condition.5.0
  %.209.i.i = icmp eq i64 %arg.condition.5.0, 1
  %or.cond.i.i = or i1 %.209.i.i, %.206.i.i
  br i1 %or.cond.i.i, label %B124.if.preheader.i.i19, label %B0.endif.endif.endif.endif.if, !prof !39

B0.endif.endif.endif.endif.if:                    ; preds = %B124.if.preheader.i.i, %B0.endif.endif.endif.endif
  %excinfo.2.0.i = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139788181545856, %B0.endif.endif.endif.endif ], [ @.const.picklebuf.139788181445824, %B124.if.preheader.i.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.2.0.i, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B124.if.preheader.i.i19:                          ; preds = %B124.if.preheader.i.i
  %0 = icmp eq i64 %arg.condition.5.0, 1
  %1 = icmp ne i64 %.221.fca.0.load, 1
  %2 = and i1 %0, %1
  %.104.i = select i1 %2, i64 %.221.fca.0.load, i64 %arg.condition.5.0
  %.105.i = select i1 %2, i64 0, i64 %arg.condition.6.0
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !40
  %.206.i.i16 = icmp eq i64 %.221.fca.0.load, %arg.x.5.0
  %.209.i.i17 = icmp eq i64 %arg.x.5.0, 1
  %or.cond.i.i18 = or i1 %.209.i.i17, %.206.i.i16
  tail call void @NRT_decref(i8* %arg.condition.0)
  br i1 %or.cond.i.i18, label %B124.if.preheader.i.i35, label %B0.endif.endif.endif.endif.endif.if, !prof !39

B0.endif.endif.endif.endif.endif.if:              ; preds = %B124.if.preheader.i.i19
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788181437248, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B124.if.preheader.i.i35:                          ; preds = %B124.if.preheader.i.i19
  %3 = icmp eq i64 %arg.x.5.0, 1
  %4 = icmp ne i64 %.221.fca.0.load, 1
  %5 = and i1 %3, %4
  %.104.i23 = select i1 %5, i64 %.221.fca.0.load, i64 %arg.x.5.0
  %.105.i24 = select i1 %5, i64 0, i64 %arg.x.6.0
  tail call void @NRT_incref(i8* %arg.y.0), !noalias !44
  %.206.i.i32 = icmp eq i64 %.221.fca.0.load, %arg.y.5.0
  %.209.i.i33 = icmp eq i64 %arg.y.5.0, 1
  %or.cond.i.i34 = or i1 %.209.i.i33, %.206.i.i32
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %or.cond.i.i34, label %B0.endif.endif.i50, label %B0.endif.endif.endif.endif.endif.endif.if, !prof !39

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B124.if.preheader.i.i35
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788181437248, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
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
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !48
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B412.if, label %B412.endif, !prof !8

B412.if:                                          ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i50
  %excinfo.8.0.ph = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139788191441664.19, %B0.endif.endif.endif.i ], [ @.const.picklebuf.139788185360512, %B0.endif.endif.i50 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.8.0.ph, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B412.endif:                                       ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %9 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %9, align 8, !noalias !58
  %.82.i = icmp eq i64 %.104.i, 0
  br i1 %.82.i, label %B496.endif, label %B44.endif.endif.i.preheader, !prof !8

B44.endif.endif.i.preheader:                      ; preds = %B412.endif
  br label %B44.endif.endif.i

B46.i:                                            ; preds = %B44.endif.endif.i
  %10 = icmp eq i8 %.156.i, 0
  %.181.i = ptrtoint i8* %.73.027.i to i64
  %.182.i = add i64 %.105.i, %.181.i
  %.183.i = inttoptr i64 %.182.i to i8*
  br i1 %10, label %B74.i, label %B88.i

B74.i:                                            ; preds = %B44.endif.endif.endif.i, %B46.i
  %.75.2.i = phi i8 [ 0, %B46.i ], [ 1, %B44.endif.endif.endif.i ]
  %.73.2.i = phi i8* [ %.183.i, %B46.i ], [ %.73.027.i, %B44.endif.endif.endif.i ]
  %.71.2.i = phi i64 [ %.175.i, %B46.i ], [ 0, %B44.endif.endif.endif.i ]
  br label %B88.i

B88.i:                                            ; preds = %B44.endif.endif.endif.i, %B74.i, %B46.i
  %arg.y.5.0.sink.i = phi i64 [ %.104.i39, %B74.i ], [ %.104.i23, %B44.endif.endif.endif.i ], [ %.104.i23, %B46.i ]
  %arg.y.6.0.sink.i = phi i64 [ %.105.i40, %B74.i ], [ %.105.i24, %B44.endif.endif.endif.i ], [ %.105.i24, %B46.i ]
  %.296.sink.in.i = phi double* [ %arg.y.4, %B74.i ], [ %arg.x.4, %B44.endif.endif.endif.i ], [ %arg.x.4, %B46.i ]
  %.75.3.i = phi i8 [ %.75.2.i, %B74.i ], [ 1, %B44.endif.endif.endif.i ], [ 0, %B46.i ]
  %.73.3.i = phi i8* [ %.73.2.i, %B74.i ], [ %.73.027.i, %B44.endif.endif.endif.i ], [ %.183.i, %B46.i ]
  %.71.3.i = phi i64 [ %.71.2.i, %B74.i ], [ 0, %B44.endif.endif.endif.i ], [ %.175.i, %B46.i ]
  %.296.sink.i = ptrtoint double* %.296.sink.in.i to i64
  %.282.i = icmp slt i64 %.71.028.i, 0
  %spec.select.i = select i1 %.282.i, i64 %arg.y.5.0.sink.i, i64 0
  %.284.i = add i64 %spec.select.i, %.71.028.i
  %.295.i = mul i64 %.284.i, %arg.y.6.0.sink.i
  %.297.i = add i64 %.295.i, %.296.sink.i
  %"$phi88.1.2.1.in.i" = inttoptr i64 %.297.i to double*
  %"$phi88.1.2.1.i" = load double, double* %"$phi88.1.2.1.in.i", align 8, !noalias !59
  %.320.i = select i1 %.282.i, i64 %.221.fca.0.load, i64 0
  %.321.i = add i64 %.320.i, %.71.028.i
  %.334.i = getelementptr double, double* %.6.i1.i, i64 %.321.i
  store double %"$phi88.1.2.1.i", double* %.334.i, align 8, !noalias !59
  %.147.not.i = icmp eq i8 %.75.3.i, 0
  br i1 %.147.not.i, label %B44.endif.endif.i, label %B496.endif, !prof !62

B44.endif.endif.i:                                ; preds = %B44.endif.endif.i.preheader, %B88.i
  %.71.028.i = phi i64 [ %.71.3.i, %B88.i ], [ 0, %B44.endif.endif.i.preheader ]
  %.73.027.i = phi i8* [ %.73.3.i, %B88.i ], [ %arg.condition.4, %B44.endif.endif.i.preheader ]
  %.156.i = load i8, i8* %.73.027.i, align 1, !noalias !59
  %.175.i = add i64 %.71.028.i, 1
  %.176.i = icmp slt i64 %.175.i, %.104.i
  br i1 %.176.i, label %B46.i, label %B44.endif.endif.endif.i, !prof !62

B44.endif.endif.endif.i:                          ; preds = %B44.endif.endif.i
  %11 = icmp eq i8 %.156.i, 0
  br i1 %11, label %B74.i, label %B88.i

B496.endif:                                       ; preds = %B88.i, %B412.endif
  %retptr.repack1242 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %retptr to i8**
  store i8* %.7.i.i.i, i8** %retptr.repack1242, align 8
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

define linkonce_odr i32 @_ZN5numba2np8arrayobj25ol_numpy_broadcast_shapes12_3clocals_3e4implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleI8UniTupleIxLi1EELi3EE([1 x i64]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i64 %arg.args.0.0, i64 %arg.args.1.0, i64 %arg.args.2.0) local_unnamed_addr {
B0.endif.if:
  %.38 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 32, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.39 = icmp eq i8* %.38, null
  br i1 %.39, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !8

B942.preheader:                                   ; preds = %B328.endif.2
  %0 = add nsw i64 %.678, -1
  %.687.le = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i852, i64 0, i32 3
  %.688.le = getelementptr i64, i64* %.687.le, i64 %0
  %.689.le = load i64, i64* %.688.le, align 8
  br label %B944

common.ret:                                       ; preds = %B328.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.endif.if, %B944
  %common.ret.op = phi i32 [ 0, %B944 ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B328.if ]
  ret i32 %common.ret.op

B944:                                             ; preds = %B328.endif.2, %B942.preheader
  %tup.2.sroa.0.0.lcssa = phi i64 [ %.689.le, %B942.preheader ], [ 1, %B328.endif.2 ]
  tail call void @NRT_decref(i8* nonnull %.154)
  %1 = bitcast [1 x i64]* %retptr to i64*
  store i64 %tup.2.sroa.0.0.lcssa, i64* %1, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788184073472, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788184073472, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !11
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
  %lsr.iv286 = phi i64 [ %lsr.iv.next287, %for.body.1 ], [ 0, %for.body.1.preheader.new.new ]
  %lsr.iv284 = phi i64 [ %lsr.iv.next285, %for.body.1 ], [ %13, %for.body.1.preheader.new.new ]
  %14 = bitcast i8* %.5.i21 to i8**
  %15 = bitcast i8* %.5.i41 to i8**
  %16 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %17 = bitcast i8* %.5.i41 to { i64, i64, i8, i64 }**
  %.6.i6551 = load i8*, i8** %15, align 8
  %scevgep766 = getelementptr i8, i8* %.6.i6551, i64 24
  %18 = shl i64 %lsr.iv286, 3
  %scevgep767 = getelementptr i8, i8* %scevgep766, i64 %18
  %scevgep767768 = bitcast i8* %scevgep767 to i64*
  %.233 = load i64, i64* %scevgep767768, align 8
  %.6.i2563 = load i8*, i8** %14, align 8
  %scevgep763 = getelementptr i8, i8* %.6.i2563, i64 24
  %19 = shl i64 %lsr.iv286, 3
  %scevgep764 = getelementptr i8, i8* %scevgep763, i64 %19
  %scevgep764765 = bitcast i8* %scevgep764 to i64*
  store i64 %.233, i64* %scevgep764765, align 8
  %.6.i655.15 = load i8*, i8** %15, align 8
  %scevgep760 = getelementptr i8, i8* %.6.i655.15, i64 32
  %20 = shl i64 %lsr.iv286, 3
  %scevgep761 = getelementptr i8, i8* %scevgep760, i64 %20
  %scevgep761762 = bitcast i8* %scevgep761 to i64*
  %.233.1 = load i64, i64* %scevgep761762, align 8
  %.6.i256.17 = load i8*, i8** %14, align 8
  %scevgep757 = getelementptr i8, i8* %.6.i256.17, i64 32
  %21 = shl i64 %lsr.iv286, 3
  %scevgep758 = getelementptr i8, i8* %scevgep757, i64 %21
  %scevgep758759 = bitcast i8* %scevgep758 to i64*
  store i64 %.233.1, i64* %scevgep758759, align 8
  %.6.i655.29 = load i8*, i8** %15, align 8
  %scevgep754 = getelementptr i8, i8* %.6.i655.29, i64 40
  %22 = shl i64 %lsr.iv286, 3
  %scevgep755 = getelementptr i8, i8* %scevgep754, i64 %22
  %scevgep755756 = bitcast i8* %scevgep755 to i64*
  %.233.2 = load i64, i64* %scevgep755756, align 8
  %.6.i256.211 = load i8*, i8** %14, align 8
  %scevgep751 = getelementptr i8, i8* %.6.i256.211, i64 40
  %23 = shl i64 %lsr.iv286, 3
  %scevgep752 = getelementptr i8, i8* %scevgep751, i64 %23
  %scevgep752753 = bitcast i8* %scevgep752 to i64*
  store i64 %.233.2, i64* %scevgep752753, align 8
  %.6.i655.313 = load i8*, i8** %15, align 8
  %scevgep748 = getelementptr i8, i8* %.6.i655.313, i64 48
  %24 = shl i64 %lsr.iv286, 3
  %scevgep749 = getelementptr i8, i8* %scevgep748, i64 %24
  %scevgep749750 = bitcast i8* %scevgep749 to i64*
  %.233.3 = load i64, i64* %scevgep749750, align 8
  %.6.i256.315 = load i8*, i8** %14, align 8
  %scevgep745 = getelementptr i8, i8* %.6.i256.315, i64 48
  %25 = shl i64 %lsr.iv286, 3
  %scevgep746 = getelementptr i8, i8* %scevgep745, i64 %25
  %scevgep746747 = bitcast i8* %scevgep746 to i64*
  store i64 %.233.3, i64* %scevgep746747, align 8
  %.6.i655.417 = load i8*, i8** %15, align 8
  %scevgep742 = getelementptr i8, i8* %.6.i655.417, i64 56
  %26 = shl i64 %lsr.iv286, 3
  %scevgep743 = getelementptr i8, i8* %scevgep742, i64 %26
  %scevgep743744 = bitcast i8* %scevgep743 to i64*
  %.233.4 = load i64, i64* %scevgep743744, align 8
  %.6.i256.419 = load i8*, i8** %14, align 8
  %scevgep739 = getelementptr i8, i8* %.6.i256.419, i64 56
  %27 = shl i64 %lsr.iv286, 3
  %scevgep740 = getelementptr i8, i8* %scevgep739, i64 %27
  %scevgep740741 = bitcast i8* %scevgep740 to i64*
  store i64 %.233.4, i64* %scevgep740741, align 8
  %.6.i655.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep735 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5, i64 2
  %scevgep735736 = bitcast { i64, i64, i8, i64 }* %scevgep735 to i8*
  %28 = shl i64 %lsr.iv286, 3
  %uglygep737 = getelementptr i8, i8* %scevgep735736, i64 %28
  %uglygep737738 = bitcast i8* %uglygep737 to i64*
  %.233.5 = load i64, i64* %uglygep737738, align 8
  %.6.i256.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep731 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5, i64 2
  %scevgep731732 = bitcast { i64, i64, i8, i64 }* %scevgep731 to i8*
  %29 = shl i64 %lsr.iv286, 3
  %uglygep733 = getelementptr i8, i8* %scevgep731732, i64 %29
  %uglygep733734 = bitcast i8* %uglygep733 to i64*
  store i64 %.233.5, i64* %uglygep733734, align 8
  %.6.i655.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep504 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6, i64 2, i32 1
  %scevgep505 = getelementptr i64, i64* %scevgep504, i64 %lsr.iv286
  %.233.6 = load i64, i64* %scevgep505, align 8
  %.6.i256.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep498 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6, i64 2, i32 1
  %scevgep501 = getelementptr i64, i64* %scevgep498, i64 %lsr.iv286
  store i64 %.233.6, i64* %scevgep501, align 8
  %.6.i655.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep728 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7, i64 2, i32 2
  %30 = shl i64 %lsr.iv286, 3
  %scevgep729 = getelementptr i8, i8* %scevgep728, i64 %30
  %scevgep729730 = bitcast i8* %scevgep729 to i64*
  %.233.7 = load i64, i64* %scevgep729730, align 8
  %.6.i256.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep725 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7, i64 2, i32 2
  %31 = shl i64 %lsr.iv286, 3
  %scevgep726 = getelementptr i8, i8* %scevgep725, i64 %31
  %scevgep726727 = bitcast i8* %scevgep726 to i64*
  store i64 %.233.7, i64* %scevgep726727, align 8
  %.6.i655.115 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep492 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.115, i64 2, i32 3
  %scevgep495 = getelementptr i64, i64* %scevgep492, i64 %lsr.iv286
  %.233.116 = load i64, i64* %scevgep495, align 8
  %.6.i256.117 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep486 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.117, i64 2, i32 3
  %scevgep489 = getelementptr i64, i64* %scevgep486, i64 %lsr.iv286
  store i64 %.233.116, i64* %scevgep489, align 8
  %.6.i655.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep721 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.1, i64 3
  %scevgep721722 = bitcast { i64, i64, i8, i64 }* %scevgep721 to i8*
  %32 = shl i64 %lsr.iv286, 3
  %uglygep723 = getelementptr i8, i8* %scevgep721722, i64 %32
  %uglygep723724 = bitcast i8* %uglygep723 to i64*
  %.233.1.1 = load i64, i64* %uglygep723724, align 8
  %.6.i256.1.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep717 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.1, i64 3
  %scevgep717718 = bitcast { i64, i64, i8, i64 }* %scevgep717 to i8*
  %33 = shl i64 %lsr.iv286, 3
  %uglygep719 = getelementptr i8, i8* %scevgep717718, i64 %33
  %uglygep719720 = bitcast i8* %uglygep719 to i64*
  store i64 %.233.1.1, i64* %uglygep719720, align 8
  %.6.i655.2.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep480 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.1, i64 3, i32 1
  %scevgep483 = getelementptr i64, i64* %scevgep480, i64 %lsr.iv286
  %.233.2.1 = load i64, i64* %scevgep483, align 8
  %.6.i256.2.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep476 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.1, i64 3, i32 1
  %scevgep477 = getelementptr i64, i64* %scevgep476, i64 %lsr.iv286
  store i64 %.233.2.1, i64* %scevgep477, align 8
  %.6.i655.3.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep714 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.1, i64 3, i32 2
  %34 = shl i64 %lsr.iv286, 3
  %scevgep715 = getelementptr i8, i8* %scevgep714, i64 %34
  %scevgep715716 = bitcast i8* %scevgep715 to i64*
  %.233.3.1 = load i64, i64* %scevgep715716, align 8
  %.6.i256.3.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep711 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.1, i64 3, i32 2
  %35 = shl i64 %lsr.iv286, 3
  %scevgep712 = getelementptr i8, i8* %scevgep711, i64 %35
  %scevgep712713 = bitcast i8* %scevgep712 to i64*
  store i64 %.233.3.1, i64* %scevgep712713, align 8
  %.6.i655.4.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep474 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.1, i64 3, i32 3
  %scevgep475 = getelementptr i64, i64* %scevgep474, i64 %lsr.iv286
  %.233.4.1 = load i64, i64* %scevgep475, align 8
  %.6.i256.4.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep471 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.1, i64 3, i32 3
  %scevgep472 = getelementptr i64, i64* %scevgep471, i64 %lsr.iv286
  store i64 %.233.4.1, i64* %scevgep472, align 8
  %.6.i655.5.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep707 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.1, i64 4
  %scevgep707708 = bitcast { i64, i64, i8, i64 }* %scevgep707 to i8*
  %36 = shl i64 %lsr.iv286, 3
  %uglygep709 = getelementptr i8, i8* %scevgep707708, i64 %36
  %uglygep709710 = bitcast i8* %uglygep709 to i64*
  %.233.5.1 = load i64, i64* %uglygep709710, align 8
  %.6.i256.5.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep703 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.1, i64 4
  %scevgep703704 = bitcast { i64, i64, i8, i64 }* %scevgep703 to i8*
  %37 = shl i64 %lsr.iv286, 3
  %uglygep705 = getelementptr i8, i8* %scevgep703704, i64 %37
  %uglygep705706 = bitcast i8* %uglygep705 to i64*
  store i64 %.233.5.1, i64* %uglygep705706, align 8
  %.6.i655.6.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep469 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.1, i64 4, i32 1
  %scevgep470 = getelementptr i64, i64* %scevgep469, i64 %lsr.iv286
  %.233.6.1 = load i64, i64* %scevgep470, align 8
  %.6.i256.6.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep466 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.1, i64 4, i32 1
  %scevgep467 = getelementptr i64, i64* %scevgep466, i64 %lsr.iv286
  store i64 %.233.6.1, i64* %scevgep467, align 8
  %.6.i655.7.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep700 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.1, i64 4, i32 2
  %38 = shl i64 %lsr.iv286, 3
  %scevgep701 = getelementptr i8, i8* %scevgep700, i64 %38
  %scevgep701702 = bitcast i8* %scevgep701 to i64*
  %.233.7.1 = load i64, i64* %scevgep701702, align 8
  %.6.i256.7.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep697 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.1, i64 4, i32 2
  %39 = shl i64 %lsr.iv286, 3
  %scevgep698 = getelementptr i8, i8* %scevgep697, i64 %39
  %scevgep698699 = bitcast i8* %scevgep698 to i64*
  store i64 %.233.7.1, i64* %scevgep698699, align 8
  %.6.i655.218 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep462 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.218, i64 4, i32 3
  %scevgep463 = getelementptr i64, i64* %scevgep462, i64 %lsr.iv286
  %.233.219 = load i64, i64* %scevgep463, align 8
  %.6.i256.220 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep458 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.220, i64 4, i32 3
  %scevgep459 = getelementptr i64, i64* %scevgep458, i64 %lsr.iv286
  store i64 %.233.219, i64* %scevgep459, align 8
  %.6.i655.1.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep693 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.2, i64 5
  %scevgep693694 = bitcast { i64, i64, i8, i64 }* %scevgep693 to i8*
  %40 = shl i64 %lsr.iv286, 3
  %uglygep695 = getelementptr i8, i8* %scevgep693694, i64 %40
  %uglygep695696 = bitcast i8* %uglygep695 to i64*
  %.233.1.2 = load i64, i64* %uglygep695696, align 8
  %.6.i256.1.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep689 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.2, i64 5
  %scevgep689690 = bitcast { i64, i64, i8, i64 }* %scevgep689 to i8*
  %41 = shl i64 %lsr.iv286, 3
  %uglygep691 = getelementptr i8, i8* %scevgep689690, i64 %41
  %uglygep691692 = bitcast i8* %uglygep691 to i64*
  store i64 %.233.1.2, i64* %uglygep691692, align 8
  %.6.i655.2.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep456 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.2, i64 5, i32 1
  %scevgep457 = getelementptr i64, i64* %scevgep456, i64 %lsr.iv286
  %.233.2.2 = load i64, i64* %scevgep457, align 8
  %.6.i256.2.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep453 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.2, i64 5, i32 1
  %scevgep454 = getelementptr i64, i64* %scevgep453, i64 %lsr.iv286
  store i64 %.233.2.2, i64* %scevgep454, align 8
  %.6.i655.3.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep686 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.2, i64 5, i32 2
  %42 = shl i64 %lsr.iv286, 3
  %scevgep687 = getelementptr i8, i8* %scevgep686, i64 %42
  %scevgep687688 = bitcast i8* %scevgep687 to i64*
  %.233.3.2 = load i64, i64* %scevgep687688, align 8
  %.6.i256.3.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep683 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.2, i64 5, i32 2
  %43 = shl i64 %lsr.iv286, 3
  %scevgep684 = getelementptr i8, i8* %scevgep683, i64 %43
  %scevgep684685 = bitcast i8* %scevgep684 to i64*
  store i64 %.233.3.2, i64* %scevgep684685, align 8
  %.6.i655.4.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep451 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.2, i64 5, i32 3
  %scevgep452 = getelementptr i64, i64* %scevgep451, i64 %lsr.iv286
  %.233.4.2 = load i64, i64* %scevgep452, align 8
  %.6.i256.4.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep448 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.2, i64 5, i32 3
  %scevgep449 = getelementptr i64, i64* %scevgep448, i64 %lsr.iv286
  store i64 %.233.4.2, i64* %scevgep449, align 8
  %.6.i655.5.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep679 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.2, i64 6
  %scevgep679680 = bitcast { i64, i64, i8, i64 }* %scevgep679 to i8*
  %44 = shl i64 %lsr.iv286, 3
  %uglygep681 = getelementptr i8, i8* %scevgep679680, i64 %44
  %uglygep681682 = bitcast i8* %uglygep681 to i64*
  %.233.5.2 = load i64, i64* %uglygep681682, align 8
  %.6.i256.5.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep675 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.2, i64 6
  %scevgep675676 = bitcast { i64, i64, i8, i64 }* %scevgep675 to i8*
  %45 = shl i64 %lsr.iv286, 3
  %uglygep677 = getelementptr i8, i8* %scevgep675676, i64 %45
  %uglygep677678 = bitcast i8* %uglygep677 to i64*
  store i64 %.233.5.2, i64* %uglygep677678, align 8
  %.6.i655.6.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep444 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.2, i64 6, i32 1
  %scevgep445 = getelementptr i64, i64* %scevgep444, i64 %lsr.iv286
  %.233.6.2 = load i64, i64* %scevgep445, align 8
  %.6.i256.6.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep438 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.2, i64 6, i32 1
  %scevgep441 = getelementptr i64, i64* %scevgep438, i64 %lsr.iv286
  store i64 %.233.6.2, i64* %scevgep441, align 8
  %.6.i655.7.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep672 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.2, i64 6, i32 2
  %46 = shl i64 %lsr.iv286, 3
  %scevgep673 = getelementptr i8, i8* %scevgep672, i64 %46
  %scevgep673674 = bitcast i8* %scevgep673 to i64*
  %.233.7.2 = load i64, i64* %scevgep673674, align 8
  %.6.i256.7.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep669 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.2, i64 6, i32 2
  %47 = shl i64 %lsr.iv286, 3
  %scevgep670 = getelementptr i8, i8* %scevgep669, i64 %47
  %scevgep670671 = bitcast i8* %scevgep670 to i64*
  store i64 %.233.7.2, i64* %scevgep670671, align 8
  %.6.i655.321 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep432 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.321, i64 6, i32 3
  %scevgep435 = getelementptr i64, i64* %scevgep432, i64 %lsr.iv286
  %.233.322 = load i64, i64* %scevgep435, align 8
  %.6.i256.323 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep426 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.323, i64 6, i32 3
  %scevgep429 = getelementptr i64, i64* %scevgep426, i64 %lsr.iv286
  store i64 %.233.322, i64* %scevgep429, align 8
  %.6.i655.1.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep665 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.3, i64 7
  %scevgep665666 = bitcast { i64, i64, i8, i64 }* %scevgep665 to i8*
  %48 = shl i64 %lsr.iv286, 3
  %uglygep667 = getelementptr i8, i8* %scevgep665666, i64 %48
  %uglygep667668 = bitcast i8* %uglygep667 to i64*
  %.233.1.3 = load i64, i64* %uglygep667668, align 8
  %.6.i256.1.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep661 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.3, i64 7
  %scevgep661662 = bitcast { i64, i64, i8, i64 }* %scevgep661 to i8*
  %49 = shl i64 %lsr.iv286, 3
  %uglygep663 = getelementptr i8, i8* %scevgep661662, i64 %49
  %uglygep663664 = bitcast i8* %uglygep663 to i64*
  store i64 %.233.1.3, i64* %uglygep663664, align 8
  %.6.i655.2.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep420 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.3, i64 7, i32 1
  %scevgep423 = getelementptr i64, i64* %scevgep420, i64 %lsr.iv286
  %.233.2.3 = load i64, i64* %scevgep423, align 8
  %.6.i256.2.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep416 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.3, i64 7, i32 1
  %scevgep417 = getelementptr i64, i64* %scevgep416, i64 %lsr.iv286
  store i64 %.233.2.3, i64* %scevgep417, align 8
  %.6.i655.3.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep658 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.3, i64 7, i32 2
  %50 = shl i64 %lsr.iv286, 3
  %scevgep659 = getelementptr i8, i8* %scevgep658, i64 %50
  %scevgep659660 = bitcast i8* %scevgep659 to i64*
  %.233.3.3 = load i64, i64* %scevgep659660, align 8
  %.6.i256.3.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep655 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.3, i64 7, i32 2
  %51 = shl i64 %lsr.iv286, 3
  %scevgep656 = getelementptr i8, i8* %scevgep655, i64 %51
  %scevgep656657 = bitcast i8* %scevgep656 to i64*
  store i64 %.233.3.3, i64* %scevgep656657, align 8
  %.6.i655.4.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep414 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.3, i64 7, i32 3
  %scevgep415 = getelementptr i64, i64* %scevgep414, i64 %lsr.iv286
  %.233.4.3 = load i64, i64* %scevgep415, align 8
  %.6.i256.4.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep411 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.3, i64 7, i32 3
  %scevgep412 = getelementptr i64, i64* %scevgep411, i64 %lsr.iv286
  store i64 %.233.4.3, i64* %scevgep412, align 8
  %.6.i655.5.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep651 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.3, i64 8
  %scevgep651652 = bitcast { i64, i64, i8, i64 }* %scevgep651 to i8*
  %52 = shl i64 %lsr.iv286, 3
  %uglygep653 = getelementptr i8, i8* %scevgep651652, i64 %52
  %uglygep653654 = bitcast i8* %uglygep653 to i64*
  %.233.5.3 = load i64, i64* %uglygep653654, align 8
  %.6.i256.5.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep647 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.3, i64 8
  %scevgep647648 = bitcast { i64, i64, i8, i64 }* %scevgep647 to i8*
  %53 = shl i64 %lsr.iv286, 3
  %uglygep649 = getelementptr i8, i8* %scevgep647648, i64 %53
  %uglygep649650 = bitcast i8* %uglygep649 to i64*
  store i64 %.233.5.3, i64* %uglygep649650, align 8
  %.6.i655.6.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep409 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.3, i64 8, i32 1
  %scevgep410 = getelementptr i64, i64* %scevgep409, i64 %lsr.iv286
  %.233.6.3 = load i64, i64* %scevgep410, align 8
  %.6.i256.6.3 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep406 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.3, i64 8, i32 1
  %scevgep407 = getelementptr i64, i64* %scevgep406, i64 %lsr.iv286
  store i64 %.233.6.3, i64* %scevgep407, align 8
  %.6.i655.7.387 = load i8*, i8** %15, align 8
  %scevgep644 = getelementptr i8, i8* %.6.i655.7.387, i64 272
  %54 = shl i64 %lsr.iv286, 3
  %scevgep645 = getelementptr i8, i8* %scevgep644, i64 %54
  %scevgep645646 = bitcast i8* %scevgep645 to i64*
  %.233.7.3 = load i64, i64* %scevgep645646, align 8
  %.6.i256.7.389 = load i8*, i8** %14, align 8
  %scevgep641 = getelementptr i8, i8* %.6.i256.7.389, i64 272
  %55 = shl i64 %lsr.iv286, 3
  %scevgep642 = getelementptr i8, i8* %scevgep641, i64 %55
  %scevgep642643 = bitcast i8* %scevgep642 to i64*
  store i64 %.233.7.3, i64* %scevgep642643, align 8
  %.6.i655.424 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep402 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.424, i64 8, i32 3
  %scevgep403 = getelementptr i64, i64* %scevgep402, i64 %lsr.iv286
  %.233.425 = load i64, i64* %scevgep403, align 8
  %.6.i256.426 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep398 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.426, i64 8, i32 3
  %scevgep399 = getelementptr i64, i64* %scevgep398, i64 %lsr.iv286
  store i64 %.233.425, i64* %scevgep399, align 8
  %.6.i655.1.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep637 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.4, i64 9
  %scevgep637638 = bitcast { i64, i64, i8, i64 }* %scevgep637 to i8*
  %56 = shl i64 %lsr.iv286, 3
  %uglygep639 = getelementptr i8, i8* %scevgep637638, i64 %56
  %uglygep639640 = bitcast i8* %uglygep639 to i64*
  %.233.1.4 = load i64, i64* %uglygep639640, align 8
  %.6.i256.1.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep633 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.4, i64 9
  %scevgep633634 = bitcast { i64, i64, i8, i64 }* %scevgep633 to i8*
  %57 = shl i64 %lsr.iv286, 3
  %uglygep635 = getelementptr i8, i8* %scevgep633634, i64 %57
  %uglygep635636 = bitcast i8* %uglygep635 to i64*
  store i64 %.233.1.4, i64* %uglygep635636, align 8
  %.6.i655.2.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep396 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.4, i64 9, i32 1
  %scevgep397 = getelementptr i64, i64* %scevgep396, i64 %lsr.iv286
  %.233.2.4 = load i64, i64* %scevgep397, align 8
  %.6.i256.2.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep393 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.4, i64 9, i32 1
  %scevgep394 = getelementptr i64, i64* %scevgep393, i64 %lsr.iv286
  store i64 %.233.2.4, i64* %scevgep394, align 8
  %.6.i655.3.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep630 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.4, i64 9, i32 2
  %58 = shl i64 %lsr.iv286, 3
  %scevgep631 = getelementptr i8, i8* %scevgep630, i64 %58
  %scevgep631632 = bitcast i8* %scevgep631 to i64*
  %.233.3.4 = load i64, i64* %scevgep631632, align 8
  %.6.i256.3.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep627 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.4, i64 9, i32 2
  %59 = shl i64 %lsr.iv286, 3
  %scevgep628 = getelementptr i8, i8* %scevgep627, i64 %59
  %scevgep628629 = bitcast i8* %scevgep628 to i64*
  store i64 %.233.3.4, i64* %scevgep628629, align 8
  %.6.i655.4.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep391 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.4, i64 9, i32 3
  %scevgep392 = getelementptr i64, i64* %scevgep391, i64 %lsr.iv286
  %.233.4.4 = load i64, i64* %scevgep392, align 8
  %.6.i256.4.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep388 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.4, i64 9, i32 3
  %scevgep389 = getelementptr i64, i64* %scevgep388, i64 %lsr.iv286
  store i64 %.233.4.4, i64* %scevgep389, align 8
  %.6.i655.5.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep623 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.4, i64 10
  %scevgep623624 = bitcast { i64, i64, i8, i64 }* %scevgep623 to i8*
  %60 = shl i64 %lsr.iv286, 3
  %uglygep625 = getelementptr i8, i8* %scevgep623624, i64 %60
  %uglygep625626 = bitcast i8* %uglygep625 to i64*
  %.233.5.4 = load i64, i64* %uglygep625626, align 8
  %.6.i256.5.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep619 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.4, i64 10
  %scevgep619620 = bitcast { i64, i64, i8, i64 }* %scevgep619 to i8*
  %61 = shl i64 %lsr.iv286, 3
  %uglygep621 = getelementptr i8, i8* %scevgep619620, i64 %61
  %uglygep621622 = bitcast i8* %uglygep621 to i64*
  store i64 %.233.5.4, i64* %uglygep621622, align 8
  %.6.i655.6.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep384 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.4, i64 10, i32 1
  %scevgep385 = getelementptr i64, i64* %scevgep384, i64 %lsr.iv286
  %.233.6.4 = load i64, i64* %scevgep385, align 8
  %.6.i256.6.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep378 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.4, i64 10, i32 1
  %scevgep381 = getelementptr i64, i64* %scevgep378, i64 %lsr.iv286
  store i64 %.233.6.4, i64* %scevgep381, align 8
  %.6.i655.7.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep615 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.4, i64 10, i32 2
  %62 = shl i64 %lsr.iv286, 3
  %scevgep617 = getelementptr i8, i8* %scevgep615, i64 %62
  %scevgep617618 = bitcast i8* %scevgep617 to i64*
  %.233.7.4 = load i64, i64* %scevgep617618, align 8
  %.6.i256.7.4 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep611 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.4, i64 10, i32 2
  %63 = shl i64 %lsr.iv286, 3
  %scevgep613 = getelementptr i8, i8* %scevgep611, i64 %63
  %scevgep613614 = bitcast i8* %scevgep613 to i64*
  store i64 %.233.7.4, i64* %scevgep613614, align 8
  %.6.i655.527 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep372 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.527, i64 10, i32 3
  %scevgep375 = getelementptr i64, i64* %scevgep372, i64 %lsr.iv286
  %.233.528 = load i64, i64* %scevgep375, align 8
  %.6.i256.529 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep366 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.529, i64 10, i32 3
  %scevgep369 = getelementptr i64, i64* %scevgep366, i64 %lsr.iv286
  store i64 %.233.528, i64* %scevgep369, align 8
  %.6.i655.1.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep607 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.5, i64 11
  %scevgep607608 = bitcast { i64, i64, i8, i64 }* %scevgep607 to i8*
  %64 = shl i64 %lsr.iv286, 3
  %uglygep609 = getelementptr i8, i8* %scevgep607608, i64 %64
  %uglygep609610 = bitcast i8* %uglygep609 to i64*
  %.233.1.5 = load i64, i64* %uglygep609610, align 8
  %.6.i256.1.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep603 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.5, i64 11
  %scevgep603604 = bitcast { i64, i64, i8, i64 }* %scevgep603 to i8*
  %65 = shl i64 %lsr.iv286, 3
  %uglygep605 = getelementptr i8, i8* %scevgep603604, i64 %65
  %uglygep605606 = bitcast i8* %uglygep605 to i64*
  store i64 %.233.1.5, i64* %uglygep605606, align 8
  %.6.i655.2.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep360 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.5, i64 11, i32 1
  %scevgep363 = getelementptr i64, i64* %scevgep360, i64 %lsr.iv286
  %.233.2.5 = load i64, i64* %scevgep363, align 8
  %.6.i256.2.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep356 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.5, i64 11, i32 1
  %scevgep357 = getelementptr i64, i64* %scevgep356, i64 %lsr.iv286
  store i64 %.233.2.5, i64* %scevgep357, align 8
  %.6.i655.3.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep599 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.5, i64 11, i32 2
  %66 = shl i64 %lsr.iv286, 3
  %scevgep601 = getelementptr i8, i8* %scevgep599, i64 %66
  %scevgep601602 = bitcast i8* %scevgep601 to i64*
  %.233.3.5 = load i64, i64* %scevgep601602, align 8
  %.6.i256.3.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep595 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.5, i64 11, i32 2
  %67 = shl i64 %lsr.iv286, 3
  %scevgep597 = getelementptr i8, i8* %scevgep595, i64 %67
  %scevgep597598 = bitcast i8* %scevgep597 to i64*
  store i64 %.233.3.5, i64* %scevgep597598, align 8
  %.6.i655.4.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep354 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.5, i64 11, i32 3
  %scevgep355 = getelementptr i64, i64* %scevgep354, i64 %lsr.iv286
  %.233.4.5 = load i64, i64* %scevgep355, align 8
  %.6.i256.4.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep351 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.5, i64 11, i32 3
  %scevgep352 = getelementptr i64, i64* %scevgep351, i64 %lsr.iv286
  store i64 %.233.4.5, i64* %scevgep352, align 8
  %.6.i655.5.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep591 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.5, i64 12
  %scevgep591592 = bitcast { i64, i64, i8, i64 }* %scevgep591 to i8*
  %68 = shl i64 %lsr.iv286, 3
  %uglygep593 = getelementptr i8, i8* %scevgep591592, i64 %68
  %uglygep593594 = bitcast i8* %uglygep593 to i64*
  %.233.5.5 = load i64, i64* %uglygep593594, align 8
  %.6.i256.5.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep587 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.5, i64 12
  %scevgep587588 = bitcast { i64, i64, i8, i64 }* %scevgep587 to i8*
  %69 = shl i64 %lsr.iv286, 3
  %uglygep589 = getelementptr i8, i8* %scevgep587588, i64 %69
  %uglygep589590 = bitcast i8* %uglygep589 to i64*
  store i64 %.233.5.5, i64* %uglygep589590, align 8
  %.6.i655.6.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep349 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.5, i64 12, i32 1
  %scevgep350 = getelementptr i64, i64* %scevgep349, i64 %lsr.iv286
  %.233.6.5 = load i64, i64* %scevgep350, align 8
  %.6.i256.6.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep346 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.5, i64 12, i32 1
  %scevgep347 = getelementptr i64, i64* %scevgep346, i64 %lsr.iv286
  store i64 %.233.6.5, i64* %scevgep347, align 8
  %.6.i655.7.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep584 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.5, i64 12, i32 2
  %70 = shl i64 %lsr.iv286, 3
  %scevgep585 = getelementptr i8, i8* %scevgep584, i64 %70
  %scevgep585586 = bitcast i8* %scevgep585 to i64*
  %.233.7.5 = load i64, i64* %scevgep585586, align 8
  %.6.i256.7.5 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep580 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.5, i64 12, i32 2
  %71 = shl i64 %lsr.iv286, 3
  %scevgep581 = getelementptr i8, i8* %scevgep580, i64 %71
  %scevgep581582 = bitcast i8* %scevgep581 to i64*
  store i64 %.233.7.5, i64* %scevgep581582, align 8
  %.6.i655.630 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep342 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.630, i64 12, i32 3
  %scevgep343 = getelementptr i64, i64* %scevgep342, i64 %lsr.iv286
  %.233.631 = load i64, i64* %scevgep343, align 8
  %.6.i256.632 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep338 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.632, i64 12, i32 3
  %scevgep339 = getelementptr i64, i64* %scevgep338, i64 %lsr.iv286
  store i64 %.233.631, i64* %scevgep339, align 8
  %.6.i655.1.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep575 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.6, i64 13
  %scevgep575576 = bitcast { i64, i64, i8, i64 }* %scevgep575 to i8*
  %72 = shl i64 %lsr.iv286, 3
  %uglygep577 = getelementptr i8, i8* %scevgep575576, i64 %72
  %uglygep577578 = bitcast i8* %uglygep577 to i64*
  %.233.1.6 = load i64, i64* %uglygep577578, align 8
  %.6.i256.1.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep571 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.6, i64 13
  %scevgep571572 = bitcast { i64, i64, i8, i64 }* %scevgep571 to i8*
  %73 = shl i64 %lsr.iv286, 3
  %uglygep573 = getelementptr i8, i8* %scevgep571572, i64 %73
  %uglygep573574 = bitcast i8* %uglygep573 to i64*
  store i64 %.233.1.6, i64* %uglygep573574, align 8
  %.6.i655.2.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep336 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.6, i64 13, i32 1
  %scevgep337 = getelementptr i64, i64* %scevgep336, i64 %lsr.iv286
  %.233.2.6 = load i64, i64* %scevgep337, align 8
  %.6.i256.2.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep333 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.6, i64 13, i32 1
  %scevgep334 = getelementptr i64, i64* %scevgep333, i64 %lsr.iv286
  store i64 %.233.2.6, i64* %scevgep334, align 8
  %.6.i655.3.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep567 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.6, i64 13, i32 2
  %74 = shl i64 %lsr.iv286, 3
  %scevgep568 = getelementptr i8, i8* %scevgep567, i64 %74
  %scevgep568569 = bitcast i8* %scevgep568 to i64*
  %.233.3.6 = load i64, i64* %scevgep568569, align 8
  %.6.i256.3.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep563 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.6, i64 13, i32 2
  %75 = shl i64 %lsr.iv286, 3
  %scevgep564 = getelementptr i8, i8* %scevgep563, i64 %75
  %scevgep564565 = bitcast i8* %scevgep564 to i64*
  store i64 %.233.3.6, i64* %scevgep564565, align 8
  %.6.i655.4.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep331 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.6, i64 13, i32 3
  %scevgep332 = getelementptr i64, i64* %scevgep331, i64 %lsr.iv286
  %.233.4.6 = load i64, i64* %scevgep332, align 8
  %.6.i256.4.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep328 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.6, i64 13, i32 3
  %scevgep329 = getelementptr i64, i64* %scevgep328, i64 %lsr.iv286
  store i64 %.233.4.6, i64* %scevgep329, align 8
  %.6.i655.5.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep558 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.6, i64 14
  %scevgep558559 = bitcast { i64, i64, i8, i64 }* %scevgep558 to i8*
  %76 = shl i64 %lsr.iv286, 3
  %uglygep560 = getelementptr i8, i8* %scevgep558559, i64 %76
  %uglygep560561 = bitcast i8* %uglygep560 to i64*
  %.233.5.6 = load i64, i64* %uglygep560561, align 8
  %.6.i256.5.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep552 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.6, i64 14
  %scevgep552553 = bitcast { i64, i64, i8, i64 }* %scevgep552 to i8*
  %77 = shl i64 %lsr.iv286, 3
  %uglygep554 = getelementptr i8, i8* %scevgep552553, i64 %77
  %uglygep554555 = bitcast i8* %uglygep554 to i64*
  store i64 %.233.5.6, i64* %uglygep554555, align 8
  %.6.i655.6.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep325 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.6, i64 14, i32 1
  %scevgep327 = getelementptr i64, i64* %scevgep325, i64 %lsr.iv286
  %.233.6.6 = load i64, i64* %scevgep327, align 8
  %.6.i256.6.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep323 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.6, i64 14, i32 1
  %scevgep324 = getelementptr i64, i64* %scevgep323, i64 %lsr.iv286
  store i64 %.233.6.6, i64* %scevgep324, align 8
  %.6.i655.7.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep546 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.6, i64 14, i32 2
  %78 = shl i64 %lsr.iv286, 3
  %scevgep549 = getelementptr i8, i8* %scevgep546, i64 %78
  %scevgep549550 = bitcast i8* %scevgep549 to i64*
  %.233.7.6 = load i64, i64* %scevgep549550, align 8
  %.6.i256.7.6 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep540 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.6, i64 14, i32 2
  %79 = shl i64 %lsr.iv286, 3
  %scevgep543 = getelementptr i8, i8* %scevgep540, i64 %79
  %scevgep543544 = bitcast i8* %scevgep543 to i64*
  store i64 %.233.7.6, i64* %scevgep543544, align 8
  %.6.i655.733 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep318 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.733, i64 14, i32 3
  %scevgep321 = getelementptr i64, i64* %scevgep318, i64 %lsr.iv286
  %.233.734 = load i64, i64* %scevgep321, align 8
  %.6.i256.735 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep312 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.735, i64 14, i32 3
  %scevgep315 = getelementptr i64, i64* %scevgep312, i64 %lsr.iv286
  store i64 %.233.734, i64* %scevgep315, align 8
  %.6.i655.1.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep534 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.7, i64 15
  %scevgep534535 = bitcast { i64, i64, i8, i64 }* %scevgep534 to i8*
  %80 = shl i64 %lsr.iv286, 3
  %uglygep536 = getelementptr i8, i8* %scevgep534535, i64 %80
  %uglygep536537 = bitcast i8* %uglygep536 to i64*
  %.233.1.7 = load i64, i64* %uglygep536537, align 8
  %.6.i256.1.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep529 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.7, i64 15
  %scevgep529530 = bitcast { i64, i64, i8, i64 }* %scevgep529 to i8*
  %81 = shl i64 %lsr.iv286, 3
  %uglygep531 = getelementptr i8, i8* %scevgep529530, i64 %81
  %uglygep531532 = bitcast i8* %uglygep531 to i64*
  store i64 %.233.1.7, i64* %uglygep531532, align 8
  %.6.i655.2.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep306 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.7, i64 15, i32 1
  %scevgep309 = getelementptr i64, i64* %scevgep306, i64 %lsr.iv286
  %.233.2.7 = load i64, i64* %scevgep309, align 8
  %.6.i256.2.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep300 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.7, i64 15, i32 1
  %scevgep303 = getelementptr i64, i64* %scevgep300, i64 %lsr.iv286
  store i64 %.233.2.7, i64* %scevgep303, align 8
  %.6.i655.3.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep526 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.7, i64 15, i32 2
  %82 = shl i64 %lsr.iv286, 3
  %scevgep527 = getelementptr i8, i8* %scevgep526, i64 %82
  %scevgep527528 = bitcast i8* %scevgep527 to i64*
  %.233.3.7 = load i64, i64* %scevgep527528, align 8
  %.6.i256.3.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep522 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.7, i64 15, i32 2
  %83 = shl i64 %lsr.iv286, 3
  %scevgep523 = getelementptr i8, i8* %scevgep522, i64 %83
  %scevgep523524 = bitcast i8* %scevgep523 to i64*
  store i64 %.233.3.7, i64* %scevgep523524, align 8
  %.6.i655.4.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep296 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.7, i64 15, i32 3
  %scevgep297 = getelementptr i64, i64* %scevgep296, i64 %lsr.iv286
  %.233.4.7 = load i64, i64* %scevgep297, align 8
  %.6.i256.4.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep294 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.7, i64 15, i32 3
  %scevgep295 = getelementptr i64, i64* %scevgep294, i64 %lsr.iv286
  store i64 %.233.4.7, i64* %scevgep295, align 8
  %.6.i655.5.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep518 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.7, i64 16
  %scevgep518519 = bitcast { i64, i64, i8, i64 }* %scevgep518 to i8*
  %84 = shl i64 %lsr.iv286, 3
  %uglygep520 = getelementptr i8, i8* %scevgep518519, i64 %84
  %uglygep520521 = bitcast i8* %uglygep520 to i64*
  %.233.5.7 = load i64, i64* %uglygep520521, align 8
  %.6.i256.5.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep514 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.7, i64 16
  %scevgep514515 = bitcast { i64, i64, i8, i64 }* %scevgep514 to i8*
  %85 = shl i64 %lsr.iv286, 3
  %uglygep516 = getelementptr i8, i8* %scevgep514515, i64 %85
  %uglygep516517 = bitcast i8* %uglygep516 to i64*
  store i64 %.233.5.7, i64* %uglygep516517, align 8
  %.6.i655.6.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep291 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.7, i64 16, i32 1
  %scevgep292 = getelementptr i64, i64* %scevgep291, i64 %lsr.iv286
  %.233.6.7 = load i64, i64* %scevgep292, align 8
  %.6.i256.6.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep289 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.7, i64 16, i32 1
  %scevgep290 = getelementptr i64, i64* %scevgep289, i64 %lsr.iv286
  store i64 %.233.6.7, i64* %scevgep290, align 8
  %.6.i655.7.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %17, align 8
  %scevgep511 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.7, i64 16, i32 2
  %86 = shl i64 %lsr.iv286, 3
  %scevgep512 = getelementptr i8, i8* %scevgep511, i64 %86
  %scevgep512513 = bitcast i8* %scevgep512 to i64*
  %.233.7.7 = load i64, i64* %scevgep512513, align 8
  %.6.i256.7.7 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %16, align 8
  %scevgep508 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.7, i64 16, i32 2
  %87 = shl i64 %lsr.iv286, 3
  %scevgep509 = getelementptr i8, i8* %scevgep508, i64 %87
  %scevgep509510 = bitcast i8* %scevgep509 to i64*
  store i64 %.233.7.7, i64* %scevgep509510, align 8
  %lsr.iv.next285 = add i64 %lsr.iv284, 8
  %lsr.iv.next287 = add i64 %lsr.iv286, 64
  %niter.ncmp.736 = icmp eq i64 %lsr.iv.next285, 0
  br i1 %niter.ncmp.736, label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1

typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1
  %88 = add i64 %lsr.iv.next287, -8
  br label %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa

typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.preheader.new
  %loop.index.144.lcssa.ph = phi i64 [ undef, %for.body.1.preheader.new ], [ %88, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index.144.unr12 = phi i64 [ 0, %for.body.1.preheader.new ], [ %lsr.iv.next287, %typed_switch.end.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
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
  %scevgep236 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.epil, i64 0, i32 3
  %scevgep236237 = bitcast i64* %scevgep236 to i8*
  %uglygep238 = getelementptr i8, i8* %scevgep236237, i64 %89
  %93 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep240 = getelementptr i8, i8* %uglygep238, i64 %93
  %scevgep240241 = bitcast i8* %scevgep240 to i64*
  %.233.epil11 = load i64, i64* %scevgep240241, align 8
  %.6.i256.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep231 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.epil, i64 0, i32 3
  %scevgep231232 = bitcast i64* %scevgep231 to i8*
  %uglygep233 = getelementptr i8, i8* %scevgep231232, i64 %89
  %94 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep234 = getelementptr i8, i8* %uglygep233, i64 %94
  %scevgep234235 = bitcast i8* %scevgep234 to i64*
  store i64 %.233.epil11, i64* %scevgep234235, align 8
  %.6.i655.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep125.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.1.epil, i64 1
  %scevgep125126.epil = bitcast { i64, i64, i8, i64 }* %scevgep125.epil to i8*
  %uglygep99 = getelementptr i8, i8* %scevgep125126.epil, i64 %89
  %95 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep282 = getelementptr i8, i8* %uglygep99, i64 %95
  %scevgep282283 = bitcast i8* %scevgep282 to i64*
  %.233.1.epil = load i64, i64* %scevgep282283, align 8
  %.6.i256.1.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep129.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.1.epil, i64 1
  %scevgep129130.epil = bitcast { i64, i64, i8, i64 }* %scevgep129.epil to i8*
  %uglygep96 = getelementptr i8, i8* %scevgep129130.epil, i64 %89
  %96 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep278 = getelementptr i8, i8* %uglygep96, i64 %96
  %scevgep278279 = bitcast i8* %scevgep278 to i64*
  store i64 %.233.1.epil, i64* %scevgep278279, align 8
  %.6.i655.2.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep226 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.2.epil, i64 1, i32 1
  %scevgep226227 = bitcast i64* %scevgep226 to i8*
  %uglygep228 = getelementptr i8, i8* %scevgep226227, i64 %89
  %97 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep229 = getelementptr i8, i8* %uglygep228, i64 %97
  %scevgep229230 = bitcast i8* %scevgep229 to i64*
  %.233.2.epil = load i64, i64* %scevgep229230, align 8
  %.6.i256.2.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep218 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.2.epil, i64 1, i32 1
  %scevgep218219 = bitcast i64* %scevgep218 to i8*
  %uglygep220 = getelementptr i8, i8* %scevgep218219, i64 %89
  %98 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep222 = getelementptr i8, i8* %uglygep220, i64 %98
  %scevgep222223 = bitcast i8* %scevgep222 to i64*
  store i64 %.233.2.epil, i64* %scevgep222223, align 8
  %.6.i655.3.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep273 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.3.epil, i64 1, i32 2
  %scevgep274 = getelementptr i8, i8* %scevgep273, i64 %89
  %99 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep276 = getelementptr i8, i8* %scevgep274, i64 %99
  %scevgep276277 = bitcast i8* %scevgep276 to i64*
  %.233.3.epil = load i64, i64* %scevgep276277, align 8
  %.6.i256.3.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep268 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.3.epil, i64 1, i32 2
  %scevgep269 = getelementptr i8, i8* %scevgep268, i64 %89
  %100 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep271 = getelementptr i8, i8* %scevgep269, i64 %100
  %scevgep271272 = bitcast i8* %scevgep271 to i64*
  store i64 %.233.3.epil, i64* %scevgep271272, align 8
  %.6.i655.4.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep213 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.4.epil, i64 1, i32 3
  %scevgep213214 = bitcast i64* %scevgep213 to i8*
  %uglygep215 = getelementptr i8, i8* %scevgep213214, i64 %89
  %101 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep216 = getelementptr i8, i8* %uglygep215, i64 %101
  %scevgep216217 = bitcast i8* %scevgep216 to i64*
  %.233.4.epil = load i64, i64* %scevgep216217, align 8
  %.6.i256.4.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep208 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.4.epil, i64 1, i32 3
  %scevgep208209 = bitcast i64* %scevgep208 to i8*
  %uglygep210 = getelementptr i8, i8* %scevgep208209, i64 %89
  %102 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep211 = getelementptr i8, i8* %uglygep210, i64 %102
  %scevgep211212 = bitcast i8* %scevgep211 to i64*
  store i64 %.233.4.epil, i64* %scevgep211212, align 8
  %.6.i655.5.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep103.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.5.epil, i64 2
  %scevgep103104.epil = bitcast { i64, i64, i8, i64 }* %scevgep103.epil to i8*
  %uglygep85 = getelementptr i8, i8* %scevgep103104.epil, i64 %89
  %103 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep264 = getelementptr i8, i8* %uglygep85, i64 %103
  %scevgep264265 = bitcast i8* %scevgep264 to i64*
  %.233.5.epil = load i64, i64* %scevgep264265, align 8
  %.6.i256.5.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep107.epil = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.5.epil, i64 2
  %scevgep107108.epil = bitcast { i64, i64, i8, i64 }* %scevgep107.epil to i8*
  %uglygep82 = getelementptr i8, i8* %scevgep107108.epil, i64 %89
  %104 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep261 = getelementptr i8, i8* %uglygep82, i64 %104
  %scevgep261262 = bitcast i8* %scevgep261 to i64*
  store i64 %.233.5.epil, i64* %scevgep261262, align 8
  %.6.i655.6.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep201 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.6.epil, i64 2, i32 1
  %scevgep201202 = bitcast i64* %scevgep201 to i8*
  %uglygep203 = getelementptr i8, i8* %scevgep201202, i64 %89
  %105 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep204 = getelementptr i8, i8* %uglygep203, i64 %105
  %scevgep204205 = bitcast i8* %scevgep204 to i64*
  %.233.6.epil = load i64, i64* %scevgep204205, align 8
  %.6.i256.6.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep195 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.6.epil, i64 2, i32 1
  %scevgep195196 = bitcast i64* %scevgep195 to i8*
  %uglygep = getelementptr i8, i8* %scevgep195196, i64 %89
  %106 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep198 = getelementptr i8, i8* %uglygep, i64 %106
  %scevgep198199 = bitcast i8* %scevgep198 to i64*
  store i64 %.233.6.epil, i64* %scevgep198199, align 8
  %.6.i655.7.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %92, align 8
  %scevgep252 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i655.7.epil, i64 2, i32 2
  %scevgep255 = getelementptr i8, i8* %scevgep252, i64 %89
  %107 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep258 = getelementptr i8, i8* %scevgep255, i64 %107
  %scevgep258259 = bitcast i8* %scevgep258 to i64*
  %.233.7.epil = load i64, i64* %scevgep258259, align 8
  %.6.i256.7.epil = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %91, align 8
  %scevgep243 = getelementptr { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i256.7.epil, i64 2, i32 2
  %scevgep246 = getelementptr i8, i8* %scevgep243, i64 %89
  %108 = shl nuw nsw i64 %lsr.iv43, 3
  %scevgep249 = getelementptr i8, i8* %scevgep246, i64 %108
  %scevgep249250 = bitcast i8* %scevgep249 to i64*
  store i64 %.233.7.epil, i64* %scevgep249250, align 8
  %lsr.iv.next44 = add nuw nsw i64 %lsr.iv43, 8
  %epil.iter.cmp.not38 = icmp eq i64 %90, %lsr.iv.next44
  br i1 %epil.iter.cmp.not38, label %typed_switch.end.loopexit.unr-lcssa.loopexit.loopexit, label %for.body.1.epil10, !llvm.loop !63

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
  %lsr.iv98 = phi i64 [ %lsr.iv.next99, %for.body.1.epil ], [ %xtraiter, %for.body.1.epil.preheader ]
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.epil ], [ %loop.index.144.unr, %for.body.1.epil.preheader ]
  %111 = bitcast i8* %.5.i41 to i8**
  %112 = bitcast i8* %.5.i21 to i8**
  %.6.i655.epil6 = load i8*, i8** %111, align 8
  %113 = shl i64 %lsr.iv, 3
  %scevgep192 = getelementptr i8, i8* %.6.i655.epil6, i64 %113
  %scevgep192193 = bitcast i8* %scevgep192 to i64*
  %.233.epil = load i64, i64* %scevgep192193, align 8
  %.6.i256.epil7 = load i8*, i8** %112, align 8
  %114 = shl i64 %lsr.iv, 3
  %scevgep = getelementptr i8, i8* %.6.i256.epil7, i64 %114
  %scevgep189 = bitcast i8* %scevgep to i64*
  store i64 %.233.epil, i64* %scevgep189, align 8
  %lsr.iv.next = add i64 %lsr.iv, 1
  %lsr.iv.next99 = add nsw i64 %lsr.iv98, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next99, 0
  br i1 %epil.iter.cmp.not, label %typed_switch.end, label %for.body.1.epil, !llvm.loop !64

typed_switch.end:                                 ; preds = %for.body.1.epil, %typed_switch.end.loopexit.unr-lcssa, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.38)
  %.156.i = icmp slt i64 %arg.args.0.0, 0
  br i1 %.156.i, label %B328.if, label %B0.endif.endif.split.i, !prof !38

B0.endif.endif.split.i:                           ; preds = %typed_switch.end
  %.178.i = icmp eq i64 %arg.args.0.0, 1
  br i1 %.178.i, label %typed_switch.end.1, label %switch.0.i

switch.0.i:                                       ; preds = %B0.endif.endif.split.i
  %115 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %.6.i19.i = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %115, align 8, !noalias !65
  %.19642.i152619769 = bitcast { i64, i64, i8, i64 }* %.6.i19.i to i64*
  %.197.i = load i64, i64* %.19642.i152619769, align 8, !noalias !65
  %.207.i = icmp slt i64 %.197.i, 1
  br i1 %.207.i, label %B328.if, label %B178.endif.i, !prof !8

B178.endif.i:                                     ; preds = %switch.0.i
  %.219.i = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i, i64 0, i32 3
  %.221.i = load i64, i64* %.219.i, align 8, !noalias !65
  %.222.i = icmp eq i64 %.221.i, 1
  br i1 %.222.i, label %B202.endif.i, label %B214.endif.i

B202.endif.i:                                     ; preds = %B178.endif.i
  %116 = bitcast { i64, i64, i8, i64 }* %.6.i19.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %116, i64 24
  %117 = bitcast i8* %sunkaddr to i64*
  store i64 %arg.args.0.0, i64* %117, align 8, !noalias !65
  br label %typed_switch.end.1

B214.endif.i:                                     ; preds = %B178.endif.i
  %.314.not.i = icmp eq i64 %.221.i, %arg.args.0.0
  br i1 %.314.not.i, label %typed_switch.end.1, label %B328.if, !prof !39

B328.if:                                          ; preds = %B214.endif.i.2, %switch.0.i.2, %typed_switch.end.2, %B214.endif.i.1, %switch.0.i.1, %typed_switch.end.1, %B214.endif.i, %switch.0.i, %typed_switch.end
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139788184292096, %typed_switch.end ], [ @.const.picklebuf.139788182504192, %B214.endif.i ], [ @.const.picklebuf.139788182712448, %switch.0.i ], [ @.const.picklebuf.139788184292096, %typed_switch.end.1 ], [ @.const.picklebuf.139788182712448, %switch.0.i.1 ], [ @.const.picklebuf.139788182504192, %B214.endif.i.1 ], [ @.const.picklebuf.139788184292096, %typed_switch.end.2 ], [ @.const.picklebuf.139788182712448, %switch.0.i.2 ], [ @.const.picklebuf.139788182504192, %B214.endif.i.2 ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

typed_switch.end.1:                               ; preds = %B214.endif.i, %B202.endif.i, %B0.endif.endif.split.i
  %.156.i.1 = icmp slt i64 %arg.args.1.0, 0
  br i1 %.156.i.1, label %B328.if, label %B0.endif.endif.split.i.1, !prof !38

B0.endif.endif.split.i.1:                         ; preds = %typed_switch.end.1
  %.178.i.1 = icmp eq i64 %arg.args.1.0, 1
  br i1 %.178.i.1, label %typed_switch.end.2, label %switch.0.i.1

switch.0.i.1:                                     ; preds = %B0.endif.endif.split.i.1
  %118 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %.6.i19.i.1 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %118, align 8, !noalias !65
  %.19642.i.1155620770 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.1 to i64*
  %.197.i.1 = load i64, i64* %.19642.i.1155620770, align 8, !noalias !65
  %.207.i.1 = icmp slt i64 %.197.i.1, 1
  br i1 %.207.i.1, label %B328.if, label %B178.endif.i.1, !prof !8

B178.endif.i.1:                                   ; preds = %switch.0.i.1
  %.219.i.1 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i.1, i64 0, i32 3
  %.221.i.1 = load i64, i64* %.219.i.1, align 8, !noalias !65
  %.222.i.1 = icmp eq i64 %.221.i.1, 1
  br i1 %.222.i.1, label %B202.endif.i.1, label %B214.endif.i.1

B214.endif.i.1:                                   ; preds = %B178.endif.i.1
  %.314.not.i.1 = icmp eq i64 %.221.i.1, %arg.args.1.0
  br i1 %.314.not.i.1, label %typed_switch.end.2, label %B328.if, !prof !39

B202.endif.i.1:                                   ; preds = %B178.endif.i.1
  %119 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.1 to i8*
  %sunkaddr771 = getelementptr inbounds i8, i8* %119, i64 24
  %120 = bitcast i8* %sunkaddr771 to i64*
  store i64 %arg.args.1.0, i64* %120, align 8, !noalias !65
  br label %typed_switch.end.2

typed_switch.end.2:                               ; preds = %B202.endif.i.1, %B214.endif.i.1, %B0.endif.endif.split.i.1
  %.156.i.2 = icmp slt i64 %arg.args.2.0, 0
  br i1 %.156.i.2, label %B328.if, label %B0.endif.endif.split.i.2, !prof !38

B0.endif.endif.split.i.2:                         ; preds = %typed_switch.end.2
  %.178.i.2 = icmp eq i64 %arg.args.2.0, 1
  br i1 %.178.i.2, label %B328.endif.2, label %switch.0.i.2

switch.0.i.2:                                     ; preds = %B0.endif.endif.split.i.2
  %121 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %.6.i19.i.2 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %121, align 8, !noalias !65
  %.19642.i.2158622772 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.2 to i64*
  %.197.i.2 = load i64, i64* %.19642.i.2158622772, align 8, !noalias !65
  %.207.i.2 = icmp slt i64 %.197.i.2, 1
  br i1 %.207.i.2, label %B328.if, label %B178.endif.i.2, !prof !8

B178.endif.i.2:                                   ; preds = %switch.0.i.2
  %.219.i.2 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i19.i.2, i64 0, i32 3
  %.221.i.2 = load i64, i64* %.219.i.2, align 8, !noalias !65
  %.222.i.2 = icmp eq i64 %.221.i.2, 1
  br i1 %.222.i.2, label %B202.endif.i.2, label %B214.endif.i.2

B214.endif.i.2:                                   ; preds = %B178.endif.i.2
  %.314.not.i.2 = icmp eq i64 %.221.i.2, %arg.args.2.0
  br i1 %.314.not.i.2, label %B328.endif.2, label %B328.if, !prof !39

B202.endif.i.2:                                   ; preds = %B178.endif.i.2
  %122 = bitcast { i64, i64, i8, i64 }* %.6.i19.i.2 to i8*
  %sunkaddr773 = getelementptr inbounds i8, i8* %122, i64 24
  %123 = bitcast i8* %sunkaddr773 to i64*
  store i64 %arg.args.2.0, i64* %123, align 8, !noalias !65
  br label %B328.endif.2

B328.endif.2:                                     ; preds = %B202.endif.i.2, %B214.endif.i.2, %B0.endif.endif.split.i.2
  %124 = bitcast i8* %.5.i21 to { i64, i64, i8, i64 }**
  %.6.i852 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %124, align 8
  %.677161624774 = bitcast { i64, i64, i8, i64 }* %.6.i852 to i64*
  %.678 = load i64, i64* %.677161624774, align 8
  %.67986 = icmp sgt i64 %.678, 0
  br i1 %.67986, label %B942.preheader, label %B944
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{i1 true}
!12 = !{!13, !15, !16, !18}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !10}
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = distinct !{!27, !10}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!31 = !{!"branch_weights", i32 1, i32 7}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = !{!35, !37}
!35 = distinct !{!35, !36, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v72B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v72B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!37 = distinct !{!37, !36, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v72B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!38 = !{!"branch_weights", i32 21474836, i32 2126008812}
!39 = !{!"branch_weights", i32 2126008812, i32 21474836}
!40 = !{!41, !43}
!41 = distinct !{!41, !42, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!43 = distinct !{!43, !42, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!44 = !{!45, !47}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj26_default_broadcast_to_implB3v74B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE8UniTupleIxLi1EE: %excinfo"}
!48 = !{!49, !51, !52, !54, !55, !57}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!51 = distinct !{!51, !50, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!54 = distinct !{!54, !53, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!55 = distinct !{!55, !56, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v76B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v76B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29"}
!57 = distinct !{!57, !56, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB3v76B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE8UniTupleIxLi1EE18dtype_28float64_29: %excinfo"}
!58 = !{!55, !57}
!59 = !{!60}
!60 = distinct !{!60, !61, !"_ZN5numba2np13old_arraymath25_where_generic_inner_implB3v77B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np13old_arraymath25_where_generic_inner_implB3v77B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIbLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1A8readonly7alignedE5ArrayIdLi1E1C7mutable7alignedE"}
!62 = !{!"branch_weights", i32 99, i32 1}
!63 = distinct !{!63, !10}
!64 = distinct !{!64, !10}
!65 = !{!66, !68}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj27numpy_broadcast_shapes_listB3v52B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3ex8UniTupleIxLi1EE: %excinfo"}
