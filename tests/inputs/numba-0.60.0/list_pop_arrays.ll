; ModuleID = 'list_pop_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140022043211648 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140022043211648.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140022043211648 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140022043211648, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022043211648.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140022045779392 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140022045779392.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140022045779392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140022045779392, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022045779392.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140022043503552 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.140022043503552.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.140022043503552 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.140022043503552, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022043503552.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140022045168128 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\13pop from empty list\94\85\94N\87\94."
@.const.pickledata.140022045168128.sha1 = internal constant [20 x i8] c"\9E\ABl\E8SK@\86l\09un\EF\1DP\FB\A8V\B61"
@.const.picklebuf.140022045168128 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.140022045168128, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022045168128.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140022042876096 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140022042876096.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140022042876096 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140022042876096, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022042876096.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_pop_arrays = internal constant [16 x i8] c"list_pop_arrays\00"
@_ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [138 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f596c515d50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f596c515d50>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f596c257150B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140022045168448.10 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140022045168448.sha1.11 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140022045168448.9 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140022045168448.10, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140022045168448.sha1.11, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f596c255710B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.if:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.37 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @".dtor.list.array(float64, 1d, C)" to i8*))
  %.38 = icmp eq i8* %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B40:                                              ; preds = %B0.endif.endif.endif.endif.endif, %for.end.endif.endif
  %.134.0293 = phi i64 [ 0, %B0.endif.endif.endif.endif.endif ], [ %.203, %for.end.endif.endif ]
  %.203 = add nuw nsw i64 %.134.0293, 1
  tail call void @NRT_incref(i8* nonnull %.37)
  %.230 = sitofp i64 %.134.0293 to double
  %.231 = fadd double %.230, 1.000000e+00
  br i1 %.296, label %B40.endif.endif.if, label %B40.endif.endif.endif, !prof !0

B98:                                              ; preds = %for.end.endif.endif
  tail call void @NRT_incref(i8* nonnull %.37)
  %sunkaddr = getelementptr i8, i8* %.37, i64 24
  %0 = bitcast i8* %sunkaddr to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i168 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %0, align 8
  %.5841208 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i168 to i64*
  %.585 = load i64, i64* %.5841208, align 8
  %.586 = icmp eq i64 %.585, 0
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.586, label %B98.if, label %B98.endif, !prof !0

common.ret:                                       ; preds = %B98.endif.endif.endif.endif.endif.endif.if, %B40.endif.endif.endif.if, %for.end.1.endif.endif.endif, %for.end.1.endif.if, %B98.endif.endif.endif.endif.endif.if, %B98.endif.endif.if.endif.if, %B98.endif.endif.if.if, %B98.endif.if.endif.if, %B98.endif.if.if, %B98.if, %for.end.endif.if.endif.if, %for.end.endif.if.if, %for.end.if.endif.if, %for.end.if.if, %B40.endif.endif.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B40.endif.endif.if ], [ 1, %for.end.if.if ], [ 1, %for.end.if.endif.if ], [ 1, %for.end.endif.if.if ], [ 1, %for.end.endif.if.endif.if ], [ 1, %B98.if ], [ 1, %B98.endif.if.if ], [ 1, %B98.endif.if.endif.if ], [ 1, %B98.endif.endif.if.if ], [ 1, %B98.endif.endif.if.endif.if ], [ 1, %B98.endif.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.if ], [ 0, %for.end.1.endif.endif.endif ], [ 1, %B98.endif.endif.endif.endif.endif.endif.if ], [ 1, %B40.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022043211648, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.if
  %const = bitcast i64 1152921504606846968 to i64
  %.5.i1 = getelementptr i8, i8* %.37, i64 24
  %1 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i2266 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.50 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i2266, i64 0, i32 1
  store i64 0, i64* %.50, align 8
  %.6.i6267 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.561209 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i6267 to i64*
  store i64 0, i64* %.561209, align 8
  %.6.i14268 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.62 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i14268, i64 0, i32 2
  store i8 0, i8* %.62, align 1
  %.6.i117167 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.1041210 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i117167 to i64*
  store i64 0, i64* %.1041210, align 8
  %.294 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.296 = extractvalue { i64, i1 } %.294, 1
  %.295 = extractvalue { i64, i1 } %.294, 0
  %scevgep309 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %2 = add i64 %arg.x.5.0, -32
  %3 = lshr i64 %2, 5
  %4 = add nuw nsw i64 %3, 1
  %n.vec = and i64 %arg.x.5.0, -32
  %xtraiter363 = and i64 %4, 7
  %unroll_iter366 = and i64 %4, %const
  %xtraiter368 = and i64 %arg.x.5.0, 7
  %scevgep944 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep1154 = getelementptr double, double* %arg.x.4, i64 24
  %5 = shl nuw nsw i64 %xtraiter363, 8
  br label %B40

B40.endif.endif.if:                               ; preds = %B40
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022045779392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B40.endif.endif.endif:                            ; preds = %B40
  %.7.i.i126 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !2
  %.8.i.i127 = icmp eq i8* %.7.i.i126, null
  br i1 %.8.i.i127, label %B40.endif.endif.endif.if, label %B40.endif.endif.endif.endif, !prof !0

B40.endif.endif.endif.if:                         ; preds = %B40.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022045168448.9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B40.endif.endif.endif.endif:                      ; preds = %B40.endif.endif.endif
  %6 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i132 = getelementptr i8, i8* %.7.i.i126, i64 24
  %7 = bitcast i8* %.5.i132 to double**
  %.6.i133228 = load double*, double** %7, align 8
  br i1 %6, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B40.endif.endif.endif.endif
  %8 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %8, label %for.body.us.preheader, label %for.body

for.body.us.preheader:                            ; preds = %for.body.preheader
  %9 = icmp ult i64 %arg.x.5.0, 32
  br i1 %9, label %for.body.us.preheader346, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i133228, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i133228, %scevgep309
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader346, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %10 = icmp ult i64 %2, 224
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert314 = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat315 = shufflevector <8 x double> %broadcast.splatinsert314, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert316 = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat317 = shufflevector <8 x double> %broadcast.splatinsert316, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert318 = insertelement <8 x double> poison, double %.231, i64 0
  %broadcast.splat319 = shufflevector <8 x double> %broadcast.splatinsert318, <8 x double> poison, <8 x i32> zeroinitializer
  br i1 %10, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep1040 = getelementptr double, double* %.6.i133228, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv1136 = phi i64 [ %unroll_iter366, %vector.body.preheader ], [ %lsr.iv.next1137, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep1028 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10281029 = bitcast double* %scevgep1028 to <8 x double>*
  %scevgep1030 = getelementptr <8 x double>, <8 x double>* %scevgep10281029, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep1030, align 8, !alias.scope !9
  %scevgep1037 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10371038 = bitcast double* %scevgep1037 to <8 x double>*
  %scevgep1039 = getelementptr <8 x double>, <8 x double>* %scevgep10371038, i64 -30
  %wide.load311 = load <8 x double>, <8 x double>* %scevgep1039, align 8, !alias.scope !9
  %scevgep1034 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10341035 = bitcast double* %scevgep1034 to <8 x double>*
  %scevgep1036 = getelementptr <8 x double>, <8 x double>* %scevgep10341035, i64 -29
  %wide.load312 = load <8 x double>, <8 x double>* %scevgep1036, align 8, !alias.scope !9
  %scevgep1031 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10311032 = bitcast double* %scevgep1031 to <8 x double>*
  %scevgep1033 = getelementptr <8 x double>, <8 x double>* %scevgep10311032, i64 -28
  %wide.load313 = load <8 x double>, <8 x double>* %scevgep1033, align 8, !alias.scope !9
  %11 = fmul <8 x double> %broadcast.splat, %wide.load
  %12 = fmul <8 x double> %broadcast.splat315, %wide.load311
  %13 = fmul <8 x double> %broadcast.splat317, %wide.load312
  %14 = fmul <8 x double> %broadcast.splat319, %wide.load313
  %scevgep1124 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11241125 = bitcast double* %scevgep1124 to <8 x double>*
  %scevgep1126 = getelementptr <8 x double>, <8 x double>* %scevgep11241125, i64 -31
  store <8 x double> %11, <8 x double>* %scevgep1126, align 8, !alias.scope !12, !noalias !9
  %scevgep1133 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11331134 = bitcast double* %scevgep1133 to <8 x double>*
  %scevgep1135 = getelementptr <8 x double>, <8 x double>* %scevgep11331134, i64 -30
  store <8 x double> %12, <8 x double>* %scevgep1135, align 8, !alias.scope !12, !noalias !9
  %scevgep1130 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11301131 = bitcast double* %scevgep1130 to <8 x double>*
  %scevgep1132 = getelementptr <8 x double>, <8 x double>* %scevgep11301131, i64 -29
  store <8 x double> %13, <8 x double>* %scevgep1132, align 8, !alias.scope !12, !noalias !9
  %scevgep1127 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11271128 = bitcast double* %scevgep1127 to <8 x double>*
  %scevgep1129 = getelementptr <8 x double>, <8 x double>* %scevgep11271128, i64 -28
  store <8 x double> %14, <8 x double>* %scevgep1129, align 8, !alias.scope !12, !noalias !9
  %scevgep1014 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10141015 = bitcast double* %scevgep1014 to <8 x double>*
  %scevgep1016 = getelementptr <8 x double>, <8 x double>* %scevgep10141015, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep1016, align 8, !alias.scope !9
  %scevgep1011 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10111012 = bitcast double* %scevgep1011 to <8 x double>*
  %scevgep1013 = getelementptr <8 x double>, <8 x double>* %scevgep10111012, i64 -26
  %wide.load311.1 = load <8 x double>, <8 x double>* %scevgep1013, align 8, !alias.scope !9
  %scevgep1008 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10081009 = bitcast double* %scevgep1008 to <8 x double>*
  %scevgep1010 = getelementptr <8 x double>, <8 x double>* %scevgep10081009, i64 -25
  %wide.load312.1 = load <8 x double>, <8 x double>* %scevgep1010, align 8, !alias.scope !9
  %scevgep1005 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10051006 = bitcast double* %scevgep1005 to <8 x double>*
  %scevgep1007 = getelementptr <8 x double>, <8 x double>* %scevgep10051006, i64 -24
  %wide.load313.1 = load <8 x double>, <8 x double>* %scevgep1007, align 8, !alias.scope !9
  %15 = fmul <8 x double> %broadcast.splat, %wide.load.1
  %16 = fmul <8 x double> %broadcast.splat315, %wide.load311.1
  %17 = fmul <8 x double> %broadcast.splat317, %wide.load312.1
  %18 = fmul <8 x double> %broadcast.splat319, %wide.load313.1
  %scevgep1110 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11101111 = bitcast double* %scevgep1110 to <8 x double>*
  %scevgep1112 = getelementptr <8 x double>, <8 x double>* %scevgep11101111, i64 -27
  store <8 x double> %15, <8 x double>* %scevgep1112, align 8, !alias.scope !12, !noalias !9
  %scevgep1107 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11071108 = bitcast double* %scevgep1107 to <8 x double>*
  %scevgep1109 = getelementptr <8 x double>, <8 x double>* %scevgep11071108, i64 -26
  store <8 x double> %16, <8 x double>* %scevgep1109, align 8, !alias.scope !12, !noalias !9
  %scevgep1104 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11041105 = bitcast double* %scevgep1104 to <8 x double>*
  %scevgep1106 = getelementptr <8 x double>, <8 x double>* %scevgep11041105, i64 -25
  store <8 x double> %17, <8 x double>* %scevgep1106, align 8, !alias.scope !12, !noalias !9
  %scevgep1101 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11011102 = bitcast double* %scevgep1101 to <8 x double>*
  %scevgep1103 = getelementptr <8 x double>, <8 x double>* %scevgep11011102, i64 -24
  store <8 x double> %18, <8 x double>* %scevgep1103, align 8, !alias.scope !12, !noalias !9
  %scevgep1002 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10021003 = bitcast double* %scevgep1002 to <8 x double>*
  %scevgep1004 = getelementptr <8 x double>, <8 x double>* %scevgep10021003, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep1004, align 8, !alias.scope !9
  %scevgep999 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep9991000 = bitcast double* %scevgep999 to <8 x double>*
  %scevgep1001 = getelementptr <8 x double>, <8 x double>* %scevgep9991000, i64 -22
  %wide.load311.2 = load <8 x double>, <8 x double>* %scevgep1001, align 8, !alias.scope !9
  %scevgep996 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep996997 = bitcast double* %scevgep996 to <8 x double>*
  %scevgep998 = getelementptr <8 x double>, <8 x double>* %scevgep996997, i64 -21
  %wide.load312.2 = load <8 x double>, <8 x double>* %scevgep998, align 8, !alias.scope !9
  %scevgep993 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep993994 = bitcast double* %scevgep993 to <8 x double>*
  %scevgep995 = getelementptr <8 x double>, <8 x double>* %scevgep993994, i64 -20
  %wide.load313.2 = load <8 x double>, <8 x double>* %scevgep995, align 8, !alias.scope !9
  %19 = fmul <8 x double> %broadcast.splat, %wide.load.2
  %20 = fmul <8 x double> %broadcast.splat315, %wide.load311.2
  %21 = fmul <8 x double> %broadcast.splat317, %wide.load312.2
  %22 = fmul <8 x double> %broadcast.splat319, %wide.load313.2
  %scevgep1098 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10981099 = bitcast double* %scevgep1098 to <8 x double>*
  %scevgep1100 = getelementptr <8 x double>, <8 x double>* %scevgep10981099, i64 -23
  store <8 x double> %19, <8 x double>* %scevgep1100, align 8, !alias.scope !12, !noalias !9
  %scevgep1095 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10951096 = bitcast double* %scevgep1095 to <8 x double>*
  %scevgep1097 = getelementptr <8 x double>, <8 x double>* %scevgep10951096, i64 -22
  store <8 x double> %20, <8 x double>* %scevgep1097, align 8, !alias.scope !12, !noalias !9
  %scevgep1092 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10921093 = bitcast double* %scevgep1092 to <8 x double>*
  %scevgep1094 = getelementptr <8 x double>, <8 x double>* %scevgep10921093, i64 -21
  store <8 x double> %21, <8 x double>* %scevgep1094, align 8, !alias.scope !12, !noalias !9
  %scevgep1089 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10891090 = bitcast double* %scevgep1089 to <8 x double>*
  %scevgep1091 = getelementptr <8 x double>, <8 x double>* %scevgep10891090, i64 -20
  store <8 x double> %22, <8 x double>* %scevgep1091, align 8, !alias.scope !12, !noalias !9
  %scevgep990 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep990991 = bitcast double* %scevgep990 to <8 x double>*
  %scevgep992 = getelementptr <8 x double>, <8 x double>* %scevgep990991, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep992, align 8, !alias.scope !9
  %scevgep987 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep987988 = bitcast double* %scevgep987 to <8 x double>*
  %scevgep989 = getelementptr <8 x double>, <8 x double>* %scevgep987988, i64 -18
  %wide.load311.3 = load <8 x double>, <8 x double>* %scevgep989, align 8, !alias.scope !9
  %scevgep984 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep984985 = bitcast double* %scevgep984 to <8 x double>*
  %scevgep986 = getelementptr <8 x double>, <8 x double>* %scevgep984985, i64 -17
  %wide.load312.3 = load <8 x double>, <8 x double>* %scevgep986, align 8, !alias.scope !9
  %scevgep981 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep981982 = bitcast double* %scevgep981 to <8 x double>*
  %scevgep983 = getelementptr <8 x double>, <8 x double>* %scevgep981982, i64 -16
  %wide.load313.3 = load <8 x double>, <8 x double>* %scevgep983, align 8, !alias.scope !9
  %23 = fmul <8 x double> %broadcast.splat, %wide.load.3
  %24 = fmul <8 x double> %broadcast.splat315, %wide.load311.3
  %25 = fmul <8 x double> %broadcast.splat317, %wide.load312.3
  %26 = fmul <8 x double> %broadcast.splat319, %wide.load313.3
  %scevgep1086 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10861087 = bitcast double* %scevgep1086 to <8 x double>*
  %scevgep1088 = getelementptr <8 x double>, <8 x double>* %scevgep10861087, i64 -19
  store <8 x double> %23, <8 x double>* %scevgep1088, align 8, !alias.scope !12, !noalias !9
  %scevgep1083 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10831084 = bitcast double* %scevgep1083 to <8 x double>*
  %scevgep1085 = getelementptr <8 x double>, <8 x double>* %scevgep10831084, i64 -18
  store <8 x double> %24, <8 x double>* %scevgep1085, align 8, !alias.scope !12, !noalias !9
  %scevgep1080 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10801081 = bitcast double* %scevgep1080 to <8 x double>*
  %scevgep1082 = getelementptr <8 x double>, <8 x double>* %scevgep10801081, i64 -17
  store <8 x double> %25, <8 x double>* %scevgep1082, align 8, !alias.scope !12, !noalias !9
  %scevgep1077 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10771078 = bitcast double* %scevgep1077 to <8 x double>*
  %scevgep1079 = getelementptr <8 x double>, <8 x double>* %scevgep10771078, i64 -16
  store <8 x double> %26, <8 x double>* %scevgep1079, align 8, !alias.scope !12, !noalias !9
  %scevgep978 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep978979 = bitcast double* %scevgep978 to <8 x double>*
  %scevgep980 = getelementptr <8 x double>, <8 x double>* %scevgep978979, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep980, align 8, !alias.scope !9
  %scevgep975 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep975976 = bitcast double* %scevgep975 to <8 x double>*
  %scevgep977 = getelementptr <8 x double>, <8 x double>* %scevgep975976, i64 -14
  %wide.load311.4 = load <8 x double>, <8 x double>* %scevgep977, align 8, !alias.scope !9
  %scevgep972 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep972973 = bitcast double* %scevgep972 to <8 x double>*
  %scevgep974 = getelementptr <8 x double>, <8 x double>* %scevgep972973, i64 -13
  %wide.load312.4 = load <8 x double>, <8 x double>* %scevgep974, align 8, !alias.scope !9
  %scevgep969 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep969970 = bitcast double* %scevgep969 to <8 x double>*
  %scevgep971 = getelementptr <8 x double>, <8 x double>* %scevgep969970, i64 -12
  %wide.load313.4 = load <8 x double>, <8 x double>* %scevgep971, align 8, !alias.scope !9
  %27 = fmul <8 x double> %broadcast.splat, %wide.load.4
  %28 = fmul <8 x double> %broadcast.splat315, %wide.load311.4
  %29 = fmul <8 x double> %broadcast.splat317, %wide.load312.4
  %30 = fmul <8 x double> %broadcast.splat319, %wide.load313.4
  %scevgep1074 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10741075 = bitcast double* %scevgep1074 to <8 x double>*
  %scevgep1076 = getelementptr <8 x double>, <8 x double>* %scevgep10741075, i64 -15
  store <8 x double> %27, <8 x double>* %scevgep1076, align 8, !alias.scope !12, !noalias !9
  %scevgep1071 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10711072 = bitcast double* %scevgep1071 to <8 x double>*
  %scevgep1073 = getelementptr <8 x double>, <8 x double>* %scevgep10711072, i64 -14
  store <8 x double> %28, <8 x double>* %scevgep1073, align 8, !alias.scope !12, !noalias !9
  %scevgep1068 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10681069 = bitcast double* %scevgep1068 to <8 x double>*
  %scevgep1070 = getelementptr <8 x double>, <8 x double>* %scevgep10681069, i64 -13
  store <8 x double> %29, <8 x double>* %scevgep1070, align 8, !alias.scope !12, !noalias !9
  %scevgep1065 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10651066 = bitcast double* %scevgep1065 to <8 x double>*
  %scevgep1067 = getelementptr <8 x double>, <8 x double>* %scevgep10651066, i64 -12
  store <8 x double> %30, <8 x double>* %scevgep1067, align 8, !alias.scope !12, !noalias !9
  %scevgep966 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep966967 = bitcast double* %scevgep966 to <8 x double>*
  %scevgep968 = getelementptr <8 x double>, <8 x double>* %scevgep966967, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep968, align 8, !alias.scope !9
  %scevgep963 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep963964 = bitcast double* %scevgep963 to <8 x double>*
  %scevgep965 = getelementptr <8 x double>, <8 x double>* %scevgep963964, i64 -10
  %wide.load311.5 = load <8 x double>, <8 x double>* %scevgep965, align 8, !alias.scope !9
  %scevgep960 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep960961 = bitcast double* %scevgep960 to <8 x double>*
  %scevgep962 = getelementptr <8 x double>, <8 x double>* %scevgep960961, i64 -9
  %wide.load312.5 = load <8 x double>, <8 x double>* %scevgep962, align 8, !alias.scope !9
  %scevgep957 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep957958 = bitcast double* %scevgep957 to <8 x double>*
  %scevgep959 = getelementptr <8 x double>, <8 x double>* %scevgep957958, i64 -8
  %wide.load313.5 = load <8 x double>, <8 x double>* %scevgep959, align 8, !alias.scope !9
  %31 = fmul <8 x double> %broadcast.splat, %wide.load.5
  %32 = fmul <8 x double> %broadcast.splat315, %wide.load311.5
  %33 = fmul <8 x double> %broadcast.splat317, %wide.load312.5
  %34 = fmul <8 x double> %broadcast.splat319, %wide.load313.5
  %scevgep1062 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10621063 = bitcast double* %scevgep1062 to <8 x double>*
  %scevgep1064 = getelementptr <8 x double>, <8 x double>* %scevgep10621063, i64 -11
  store <8 x double> %31, <8 x double>* %scevgep1064, align 8, !alias.scope !12, !noalias !9
  %scevgep1059 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10591060 = bitcast double* %scevgep1059 to <8 x double>*
  %scevgep1061 = getelementptr <8 x double>, <8 x double>* %scevgep10591060, i64 -10
  store <8 x double> %32, <8 x double>* %scevgep1061, align 8, !alias.scope !12, !noalias !9
  %scevgep1056 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10561057 = bitcast double* %scevgep1056 to <8 x double>*
  %scevgep1058 = getelementptr <8 x double>, <8 x double>* %scevgep10561057, i64 -9
  store <8 x double> %33, <8 x double>* %scevgep1058, align 8, !alias.scope !12, !noalias !9
  %scevgep1053 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10531054 = bitcast double* %scevgep1053 to <8 x double>*
  %scevgep1055 = getelementptr <8 x double>, <8 x double>* %scevgep10531054, i64 -8
  store <8 x double> %34, <8 x double>* %scevgep1055, align 8, !alias.scope !12, !noalias !9
  %scevgep954 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep954955 = bitcast double* %scevgep954 to <8 x double>*
  %scevgep956 = getelementptr <8 x double>, <8 x double>* %scevgep954955, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep956, align 8, !alias.scope !9
  %scevgep951 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep951952 = bitcast double* %scevgep951 to <8 x double>*
  %scevgep953 = getelementptr <8 x double>, <8 x double>* %scevgep951952, i64 -6
  %wide.load311.6 = load <8 x double>, <8 x double>* %scevgep953, align 8, !alias.scope !9
  %scevgep948 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep948949 = bitcast double* %scevgep948 to <8 x double>*
  %scevgep950 = getelementptr <8 x double>, <8 x double>* %scevgep948949, i64 -5
  %wide.load312.6 = load <8 x double>, <8 x double>* %scevgep950, align 8, !alias.scope !9
  %scevgep945 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep945946 = bitcast double* %scevgep945 to <8 x double>*
  %scevgep947 = getelementptr <8 x double>, <8 x double>* %scevgep945946, i64 -4
  %wide.load313.6 = load <8 x double>, <8 x double>* %scevgep947, align 8, !alias.scope !9
  %35 = fmul <8 x double> %broadcast.splat, %wide.load.6
  %36 = fmul <8 x double> %broadcast.splat315, %wide.load311.6
  %37 = fmul <8 x double> %broadcast.splat317, %wide.load312.6
  %38 = fmul <8 x double> %broadcast.splat319, %wide.load313.6
  %scevgep1050 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10501051 = bitcast double* %scevgep1050 to <8 x double>*
  %scevgep1052 = getelementptr <8 x double>, <8 x double>* %scevgep10501051, i64 -7
  store <8 x double> %35, <8 x double>* %scevgep1052, align 8, !alias.scope !12, !noalias !9
  %scevgep1047 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10471048 = bitcast double* %scevgep1047 to <8 x double>*
  %scevgep1049 = getelementptr <8 x double>, <8 x double>* %scevgep10471048, i64 -6
  store <8 x double> %36, <8 x double>* %scevgep1049, align 8, !alias.scope !12, !noalias !9
  %scevgep1044 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10441045 = bitcast double* %scevgep1044 to <8 x double>*
  %scevgep1046 = getelementptr <8 x double>, <8 x double>* %scevgep10441045, i64 -5
  store <8 x double> %37, <8 x double>* %scevgep1046, align 8, !alias.scope !12, !noalias !9
  %scevgep1041 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep10411042 = bitcast double* %scevgep1041 to <8 x double>*
  %scevgep1043 = getelementptr <8 x double>, <8 x double>* %scevgep10411042, i64 -4
  store <8 x double> %38, <8 x double>* %scevgep1043, align 8, !alias.scope !12, !noalias !9
  %scevgep1025 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10251026 = bitcast double* %scevgep1025 to <8 x double>*
  %scevgep1027 = getelementptr <8 x double>, <8 x double>* %scevgep10251026, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep1027, align 8, !alias.scope !9
  %scevgep1022 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10221023 = bitcast double* %scevgep1022 to <8 x double>*
  %scevgep1024 = getelementptr <8 x double>, <8 x double>* %scevgep10221023, i64 -2
  %wide.load311.7 = load <8 x double>, <8 x double>* %scevgep1024, align 8, !alias.scope !9
  %scevgep1019 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10191020 = bitcast double* %scevgep1019 to <8 x double>*
  %scevgep1021 = getelementptr <8 x double>, <8 x double>* %scevgep10191020, i64 -1
  %wide.load312.7 = load <8 x double>, <8 x double>* %scevgep1021, align 8, !alias.scope !9
  %scevgep1017 = getelementptr double, double* %scevgep944, i64 %index
  %scevgep10171018 = bitcast double* %scevgep1017 to <8 x double>*
  %wide.load313.7 = load <8 x double>, <8 x double>* %scevgep10171018, align 8, !alias.scope !9
  %39 = fmul <8 x double> %broadcast.splat, %wide.load.7
  %40 = fmul <8 x double> %broadcast.splat315, %wide.load311.7
  %41 = fmul <8 x double> %broadcast.splat317, %wide.load312.7
  %42 = fmul <8 x double> %broadcast.splat319, %wide.load313.7
  %scevgep1121 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11211122 = bitcast double* %scevgep1121 to <8 x double>*
  %scevgep1123 = getelementptr <8 x double>, <8 x double>* %scevgep11211122, i64 -3
  store <8 x double> %39, <8 x double>* %scevgep1123, align 8, !alias.scope !12, !noalias !9
  %scevgep1118 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11181119 = bitcast double* %scevgep1118 to <8 x double>*
  %scevgep1120 = getelementptr <8 x double>, <8 x double>* %scevgep11181119, i64 -2
  store <8 x double> %40, <8 x double>* %scevgep1120, align 8, !alias.scope !12, !noalias !9
  %scevgep1115 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11151116 = bitcast double* %scevgep1115 to <8 x double>*
  %scevgep1117 = getelementptr <8 x double>, <8 x double>* %scevgep11151116, i64 -1
  store <8 x double> %41, <8 x double>* %scevgep1117, align 8, !alias.scope !12, !noalias !9
  %scevgep1113 = getelementptr double, double* %scevgep1040, i64 %index
  %scevgep11131114 = bitcast double* %scevgep1113 to <8 x double>*
  store <8 x double> %42, <8 x double>* %scevgep11131114, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next1137 = add i64 %lsr.iv1136, -8
  %niter367.ncmp.7 = icmp eq i64 %lsr.iv.next1137, 0
  br i1 %niter367.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %43 = icmp eq i64 %xtraiter363, 0
  br i1 %43, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep1138 = getelementptr double, double* %.6.i133228, i64 24
  %scevgep1139 = getelementptr double, double* %scevgep1138, i64 %index.unr
  %scevgep1155 = getelementptr double, double* %scevgep1154, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1140 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1141, %vector.body.epil ]
  %44 = bitcast double* %scevgep1155 to i8*
  %45 = bitcast double* %scevgep1139 to i8*
  %uglygep1165 = getelementptr i8, i8* %44, i64 %lsr.iv1140
  %uglygep11651166 = bitcast i8* %uglygep1165 to <8 x double>*
  %scevgep1167 = getelementptr <8 x double>, <8 x double>* %uglygep11651166, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep1167, align 8, !alias.scope !9
  %uglygep1162 = getelementptr i8, i8* %44, i64 %lsr.iv1140
  %uglygep11621163 = bitcast i8* %uglygep1162 to <8 x double>*
  %scevgep1164 = getelementptr <8 x double>, <8 x double>* %uglygep11621163, i64 -2
  %wide.load311.epil = load <8 x double>, <8 x double>* %scevgep1164, align 8, !alias.scope !9
  %uglygep1159 = getelementptr i8, i8* %44, i64 %lsr.iv1140
  %uglygep11591160 = bitcast i8* %uglygep1159 to <8 x double>*
  %scevgep1161 = getelementptr <8 x double>, <8 x double>* %uglygep11591160, i64 -1
  %wide.load312.epil = load <8 x double>, <8 x double>* %scevgep1161, align 8, !alias.scope !9
  %uglygep1157 = getelementptr i8, i8* %44, i64 %lsr.iv1140
  %uglygep11571158 = bitcast i8* %uglygep1157 to <8 x double>*
  %wide.load313.epil = load <8 x double>, <8 x double>* %uglygep11571158, align 8, !alias.scope !9
  %46 = fmul <8 x double> %broadcast.splat, %wide.load.epil
  %47 = fmul <8 x double> %broadcast.splat315, %wide.load311.epil
  %48 = fmul <8 x double> %broadcast.splat317, %wide.load312.epil
  %49 = fmul <8 x double> %broadcast.splat319, %wide.load313.epil
  %uglygep1151 = getelementptr i8, i8* %45, i64 %lsr.iv1140
  %uglygep11511152 = bitcast i8* %uglygep1151 to <8 x double>*
  %scevgep1153 = getelementptr <8 x double>, <8 x double>* %uglygep11511152, i64 -3
  store <8 x double> %46, <8 x double>* %scevgep1153, align 8, !alias.scope !12, !noalias !9
  %uglygep1148 = getelementptr i8, i8* %45, i64 %lsr.iv1140
  %uglygep11481149 = bitcast i8* %uglygep1148 to <8 x double>*
  %scevgep1150 = getelementptr <8 x double>, <8 x double>* %uglygep11481149, i64 -2
  store <8 x double> %47, <8 x double>* %scevgep1150, align 8, !alias.scope !12, !noalias !9
  %uglygep1145 = getelementptr i8, i8* %45, i64 %lsr.iv1140
  %uglygep11451146 = bitcast i8* %uglygep1145 to <8 x double>*
  %scevgep1147 = getelementptr <8 x double>, <8 x double>* %uglygep11451146, i64 -1
  store <8 x double> %48, <8 x double>* %scevgep1147, align 8, !alias.scope !12, !noalias !9
  %uglygep1143 = getelementptr i8, i8* %45, i64 %lsr.iv1140
  %uglygep11431144 = bitcast i8* %uglygep1143 to <8 x double>*
  store <8 x double> %49, <8 x double>* %uglygep11431144, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next1141 = add nuw nsw i64 %lsr.iv1140, 256
  %epil.iter364.cmp.not = icmp eq i64 %5, %lsr.iv.next1141
  br i1 %epil.iter364.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %50 = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %50, label %for.end, label %for.body.us.preheader346

for.body.us.preheader346:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index166.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %51 = icmp eq i64 %xtraiter368, 0
  %52 = xor i64 %loop.index166.us.ph, -1
  %53 = add i64 %52, %arg.x.5.0
  br i1 %51, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader346
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1170 = phi i64 [ %xtraiter368, %for.body.us.prol.preheader ], [ %lsr.iv.next1171, %for.body.us.prol ]
  %loop.index166.us.prol = phi i64 [ %.402.us.prol, %for.body.us.prol ], [ %loop.index166.us.ph, %for.body.us.prol.preheader ]
  %scevgep1169 = getelementptr double, double* %arg.x.4, i64 %loop.index166.us.prol
  %.373.us.prol = load double, double* %scevgep1169, align 8
  %.6.i156.us.prol = fmul double %.231, %.373.us.prol
  %scevgep1168 = getelementptr double, double* %.6.i133228, i64 %loop.index166.us.prol
  store double %.6.i156.us.prol, double* %scevgep1168, align 8
  %.402.us.prol = add nuw i64 %loop.index166.us.prol, 1
  %lsr.iv.next1171 = add nsw i64 %lsr.iv1170, -1
  %prol.iter370.cmp.not = icmp eq i64 %lsr.iv.next1171, 0
  br i1 %prol.iter370.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader346
  %loop.index166.us.unr = phi i64 [ %loop.index166.us.ph, %for.body.us.preheader346 ], [ %.402.us.prol, %for.body.us.prol ]
  %54 = icmp ult i64 %53, 7
  br i1 %54, label %for.end, label %for.body.us.preheader372

for.body.us.preheader372:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader372, %for.body.us
  %loop.index166.us = phi i64 [ %.402.us.7, %for.body.us ], [ %loop.index166.us.unr, %for.body.us.preheader372 ]
  %sunkaddr1211 = mul i64 %loop.index166.us, 8
  %55 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1212 = getelementptr i8, i8* %55, i64 %sunkaddr1211
  %56 = bitcast i8* %sunkaddr1212 to double*
  %.373.us = load double, double* %56, align 8
  %.6.i156.us = fmul double %.231, %.373.us
  %sunkaddr1213 = mul i64 %loop.index166.us, 8
  %57 = bitcast double* %.6.i133228 to i8*
  %sunkaddr1214 = getelementptr i8, i8* %57, i64 %sunkaddr1213
  %58 = bitcast i8* %sunkaddr1214 to double*
  store double %.6.i156.us, double* %58, align 8
  %sunkaddr1215 = mul i64 %loop.index166.us, 8
  %59 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1216 = getelementptr i8, i8* %59, i64 %sunkaddr1215
  %sunkaddr1217 = getelementptr i8, i8* %sunkaddr1216, i64 8
  %60 = bitcast i8* %sunkaddr1217 to double*
  %.373.us.1 = load double, double* %60, align 8
  %.6.i156.us.1 = fmul double %.231, %.373.us.1
  %sunkaddr1218 = mul i64 %loop.index166.us, 8
  %61 = bitcast double* %.6.i133228 to i8*
  %sunkaddr1219 = getelementptr i8, i8* %61, i64 %sunkaddr1218
  %sunkaddr1220 = getelementptr i8, i8* %sunkaddr1219, i64 8
  %62 = bitcast i8* %sunkaddr1220 to double*
  store double %.6.i156.us.1, double* %62, align 8
  %sunkaddr1221 = mul i64 %loop.index166.us, 8
  %63 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1222 = getelementptr i8, i8* %63, i64 %sunkaddr1221
  %sunkaddr1223 = getelementptr i8, i8* %sunkaddr1222, i64 16
  %64 = bitcast i8* %sunkaddr1223 to double*
  %.373.us.2 = load double, double* %64, align 8
  %.6.i156.us.2 = fmul double %.231, %.373.us.2
  %sunkaddr1224 = mul i64 %loop.index166.us, 8
  %65 = bitcast double* %.6.i133228 to i8*
  %sunkaddr1225 = getelementptr i8, i8* %65, i64 %sunkaddr1224
  %sunkaddr1226 = getelementptr i8, i8* %sunkaddr1225, i64 16
  %66 = bitcast i8* %sunkaddr1226 to double*
  store double %.6.i156.us.2, double* %66, align 8
  %sunkaddr1227 = mul i64 %loop.index166.us, 8
  %67 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1228 = getelementptr i8, i8* %67, i64 %sunkaddr1227
  %sunkaddr1229 = getelementptr i8, i8* %sunkaddr1228, i64 24
  %68 = bitcast i8* %sunkaddr1229 to double*
  %.373.us.3 = load double, double* %68, align 8
  %.6.i156.us.3 = fmul double %.231, %.373.us.3
  %sunkaddr1230 = mul i64 %loop.index166.us, 8
  %69 = bitcast double* %.6.i133228 to i8*
  %sunkaddr1231 = getelementptr i8, i8* %69, i64 %sunkaddr1230
  %sunkaddr1232 = getelementptr i8, i8* %sunkaddr1231, i64 24
  %70 = bitcast i8* %sunkaddr1232 to double*
  store double %.6.i156.us.3, double* %70, align 8
  %sunkaddr1233 = mul i64 %loop.index166.us, 8
  %71 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1234 = getelementptr i8, i8* %71, i64 %sunkaddr1233
  %sunkaddr1235 = getelementptr i8, i8* %sunkaddr1234, i64 32
  %72 = bitcast i8* %sunkaddr1235 to double*
  %.373.us.4 = load double, double* %72, align 8
  %.6.i156.us.4 = fmul double %.231, %.373.us.4
  %sunkaddr1236 = mul i64 %loop.index166.us, 8
  %73 = bitcast double* %.6.i133228 to i8*
  %sunkaddr1237 = getelementptr i8, i8* %73, i64 %sunkaddr1236
  %sunkaddr1238 = getelementptr i8, i8* %sunkaddr1237, i64 32
  %74 = bitcast i8* %sunkaddr1238 to double*
  store double %.6.i156.us.4, double* %74, align 8
  %sunkaddr1239 = mul i64 %loop.index166.us, 8
  %75 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1240 = getelementptr i8, i8* %75, i64 %sunkaddr1239
  %sunkaddr1241 = getelementptr i8, i8* %sunkaddr1240, i64 40
  %76 = bitcast i8* %sunkaddr1241 to double*
  %.373.us.5 = load double, double* %76, align 8
  %.6.i156.us.5 = fmul double %.231, %.373.us.5
  %sunkaddr1242 = mul i64 %loop.index166.us, 8
  %77 = bitcast double* %.6.i133228 to i8*
  %sunkaddr1243 = getelementptr i8, i8* %77, i64 %sunkaddr1242
  %sunkaddr1244 = getelementptr i8, i8* %sunkaddr1243, i64 40
  %78 = bitcast i8* %sunkaddr1244 to double*
  store double %.6.i156.us.5, double* %78, align 8
  %sunkaddr1245 = mul i64 %loop.index166.us, 8
  %79 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1246 = getelementptr i8, i8* %79, i64 %sunkaddr1245
  %sunkaddr1247 = getelementptr i8, i8* %sunkaddr1246, i64 48
  %80 = bitcast i8* %sunkaddr1247 to double*
  %.373.us.6 = load double, double* %80, align 8
  %.6.i156.us.6 = fmul double %.231, %.373.us.6
  %sunkaddr1248 = mul i64 %loop.index166.us, 8
  %81 = bitcast double* %.6.i133228 to i8*
  %sunkaddr1249 = getelementptr i8, i8* %81, i64 %sunkaddr1248
  %sunkaddr1250 = getelementptr i8, i8* %sunkaddr1249, i64 48
  %82 = bitcast i8* %sunkaddr1250 to double*
  store double %.6.i156.us.6, double* %82, align 8
  %sunkaddr1251 = mul i64 %loop.index166.us, 8
  %83 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1252 = getelementptr i8, i8* %83, i64 %sunkaddr1251
  %sunkaddr1253 = getelementptr i8, i8* %sunkaddr1252, i64 56
  %84 = bitcast i8* %sunkaddr1253 to double*
  %.373.us.7 = load double, double* %84, align 8
  %.6.i156.us.7 = fmul double %.231, %.373.us.7
  %sunkaddr1254 = mul i64 %loop.index166.us, 8
  %85 = bitcast double* %.6.i133228 to i8*
  %sunkaddr1255 = getelementptr i8, i8* %85, i64 %sunkaddr1254
  %sunkaddr1256 = getelementptr i8, i8* %sunkaddr1255, i64 56
  %86 = bitcast i8* %sunkaddr1256 to double*
  store double %.6.i156.us.7, double* %86, align 8
  %.402.us.7 = add nuw nsw i64 %loop.index166.us, 8
  %exitcond300.not.7 = icmp eq i64 %arg.x.5.0, %.402.us.7
  br i1 %exitcond300.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.body:                                         ; preds = %for.body.preheader
  %.373 = load double, double* %arg.x.4, align 8
  %.6.i156 = fmul double %.231, %.373
  store double %.6.i156, double* %.6.i133228, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %for.body, %middle.block, %B40.endif.endif.endif.endif
  %sunkaddr1257 = getelementptr i8, i8* %.37, i64 24
  %87 = bitcast i8* %sunkaddr1257 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i145229 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %87, align 8
  %.4121258 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i145229 to i64*
  %.413 = load i64, i64* %.4121258, align 8
  %.414 = add i64 %.413, 1
  %.419 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i145229, i64 0, i32 1
  %.420 = load i64, i64* %.419, align 8
  %.422 = ashr i64 %.420, 2
  %.423 = icmp sgt i64 %.422, %.414
  br i1 %.423, label %for.end.if, label %for.end.endif, !prof !0

for.end.if:                                       ; preds = %for.end
  %.425 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.414, i64 56)
  %.426 = extractvalue { i64, i1 } %.425, 0
  %.427 = extractvalue { i64, i1 } %.425, 1
  %.428 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.426, i64 24)
  %.430 = extractvalue { i64, i1 } %.428, 1
  %.431 = or i1 %.427, %.430
  br i1 %.431, label %for.end.if.if, label %for.end.if.endif, !prof !0

for.end.endif:                                    ; preds = %for.end.if.endif.endif, %for.end
  %88 = icmp slt i64 %.420, %.414
  br i1 %88, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022043503552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif:                                 ; preds = %for.end.if
  %.429 = extractvalue { i64, i1 } %.428, 0
  %.440 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.429)
  %.441 = icmp eq i8* %.440, null
  br i1 %.441, label %for.end.if.endif.if, label %for.end.if.endif.endif, !prof !0

for.end.if.endif.if:                              ; preds = %for.end.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022043503552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif.endif:                           ; preds = %for.end.if.endif
  %sunkaddr1259 = getelementptr i8, i8* %.37, i64 24
  %89 = bitcast i8* %sunkaddr1259 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i155265 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %89, align 8
  %.452 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i155265, i64 0, i32 1
  store i64 %.414, i64* %.452, align 8
  br label %for.end.endif

for.end.endif.if:                                 ; preds = %for.end.endif
  %.456 = ashr i64 %.414, 2
  %.457 = add i64 %.413, 9
  %.458 = add i64 %.457, %.456
  %.459 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.458, i64 56)
  %.460 = extractvalue { i64, i1 } %.459, 0
  %.461 = extractvalue { i64, i1 } %.459, 1
  %.462 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.460, i64 24)
  %.464 = extractvalue { i64, i1 } %.462, 1
  %.465 = or i1 %.461, %.464
  br i1 %.465, label %for.end.endif.if.if, label %for.end.endif.if.endif, !prof !0

for.end.endif.endif:                              ; preds = %for.end.endif.if.endif.endif, %for.end.endif
  %sunkaddr1260 = getelementptr i8, i8* %.37, i64 24
  %90 = bitcast i8* %sunkaddr1260 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i153231 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %90, align 8
  %.5161261 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i153231 to i64*
  store i64 %.414, i64* %.5161261, align 8
  %.6.i151232 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %90, align 8
  %.522 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i151232, i64 0, i32 3
  %.524.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 0
  %.524.unpack = load i8*, i8** %.524.elt, align 8
  store i8* %.7.i.i126, i8** %.524.elt, align 8
  %.544.repack249 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 1
  store i8* null, i8** %.544.repack249, align 8
  %.544.repack251 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 2
  store i64 %arg.x.5.0, i64* %.544.repack251, align 8
  %.544.repack253 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 3
  store i64 8, i64* %.544.repack253, align 8
  %.544.repack255 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 4
  store double* %.6.i133228, double** %.544.repack255, align 8
  %91 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %91, align 8
  %92 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 6, i64 0
  store i64 8, i64* %92, align 8
  tail call void @NRT_decref(i8* %.524.unpack)
  tail call void @NRT_decref(i8* nonnull %.37)
  %exitcond301.not = icmp eq i64 %.203, 3
  br i1 %exitcond301.not, label %B98, label %B40

for.end.endif.if.if:                              ; preds = %for.end.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022043503552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif:                           ; preds = %for.end.endif.if
  %.463 = extractvalue { i64, i1 } %.462, 0
  %.474 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.463)
  %.475 = icmp eq i8* %.474, null
  br i1 %.475, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif, !prof !0

for.end.endif.if.endif.if:                        ; preds = %for.end.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022043503552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif.endif:                     ; preds = %for.end.endif.if.endif
  %sunkaddr1262 = getelementptr i8, i8* %.37, i64 24
  %93 = bitcast i8* %sunkaddr1262 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i143261 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %93, align 8
  %.486 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i143261, i64 0, i32 1
  store i64 %.458, i64* %.486, align 8
  %.6.i141262 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %93, align 8
  %.4921263 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i141262 to i64*
  %.493 = load i64, i64* %.4921263, align 8
  %.498 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i141262, i64 0, i32 3
  %.499 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498, i64 %.493
  %.505 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498, i64 %.458
  %.506 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.505 to i64
  %.507 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499 to i64
  %.508 = sub i64 %.506, %.507
  %.509 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.509, i8 0, i64 %.508, i1 false)
  br label %for.end.endif.endif

B98.if:                                           ; preds = %B98
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022045168128, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif:                                        ; preds = %B98
  %.593 = add i64 %.585, -1
  %sunkaddr1264 = getelementptr i8, i8* %.37, i64 24
  %94 = bitcast i8* %sunkaddr1264 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i135169 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %94, align 8
  %.598 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i135169, i64 0, i32 3
  %.600.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.598, i64 %.593, i32 0
  %.600.unpack = load i8*, i8** %.600.elt, align 8
  %.600.elt176 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.598, i64 %.593, i32 4
  %.600.unpack177 = load double*, double** %.600.elt176, align 8
  %95 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.598, i64 %.593, i32 5, i64 0
  %.600.unpack179.unpack = load i64, i64* %95, align 8
  tail call void @NRT_incref(i8* %.600.unpack)
  %.6.i125185 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %94, align 8
  %.619 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i125185, i64 0, i32 3
  %.621.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.619, i64 %.593, i32 0
  %.621.unpack = load i8*, i8** %.621.elt, align 8
  %.642 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.619, i64 %.593
  %.648 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.619, i64 %.585
  %.649 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.648 to i64
  %.650 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.642 to i64
  %.651 = sub i64 %.649, %.650
  %.652 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.642 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.652, i8 0, i64 %.651, i1 false)
  %.6.i119203 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %94, align 8
  %.658 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i119203, i64 0, i32 1
  %.659 = load i64, i64* %.658, align 8
  %.661 = ashr i64 %.659, 2
  %.662 = icmp sgt i64 %.661, %.593
  tail call void @NRT_decref(i8* %.621.unpack)
  br i1 %.662, label %B98.endif.if, label %B98.endif.endif, !prof !0

B98.endif.if:                                     ; preds = %B98.endif
  %.664 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.593, i64 56)
  %.665 = extractvalue { i64, i1 } %.664, 0
  %.666 = extractvalue { i64, i1 } %.664, 1
  %.667 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.665, i64 24)
  %.669 = extractvalue { i64, i1 } %.667, 1
  %.670 = or i1 %.666, %.669
  br i1 %.670, label %B98.endif.if.if, label %B98.endif.if.endif, !prof !0

B98.endif.endif:                                  ; preds = %B98.endif.if.endif.endif, %B98.endif
  %96 = icmp slt i64 %.659, %.593
  br i1 %96, label %B98.endif.endif.if, label %B98.endif.endif.endif, !prof !0

B98.endif.if.if:                                  ; preds = %B98.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022043503552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.if.endif:                               ; preds = %B98.endif.if
  %.668 = extractvalue { i64, i1 } %.667, 0
  %.679 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.668)
  %.680 = icmp eq i8* %.679, null
  br i1 %.680, label %B98.endif.if.endif.if, label %B98.endif.if.endif.endif, !prof !0

B98.endif.if.endif.if:                            ; preds = %B98.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022043503552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.if.endif.endif:                         ; preds = %B98.endif.if.endif
  %sunkaddr1265 = getelementptr i8, i8* %.37, i64 24
  %97 = bitcast i8* %sunkaddr1265 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i115227 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %97, align 8
  %.691 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i115227, i64 0, i32 1
  store i64 %.593, i64* %.691, align 8
  br label %B98.endif.endif

B98.endif.endif.if:                               ; preds = %B98.endif.endif
  %.695 = ashr i64 %.593, 2
  %.696 = add i64 %.585, 7
  %.697 = add i64 %.696, %.695
  %.698 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.697, i64 56)
  %.699 = extractvalue { i64, i1 } %.698, 0
  %.700 = extractvalue { i64, i1 } %.698, 1
  %.701 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.699, i64 24)
  %.703 = extractvalue { i64, i1 } %.701, 1
  %.704 = or i1 %.700, %.703
  br i1 %.704, label %B98.endif.endif.if.if, label %B98.endif.endif.if.endif, !prof !0

B98.endif.endif.endif:                            ; preds = %B98.endif.endif.if.endif.endif, %B98.endif.endif
  %sunkaddr1266 = getelementptr i8, i8* %.37, i64 24
  %98 = bitcast i8* %sunkaddr1266 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i113204 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %98, align 8
  %.7551267 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i113204 to i64*
  store i64 %.593, i64* %.7551267, align 8
  tail call void @NRT_decref(i8* nonnull %.37)
  %.817 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.600.unpack179.unpack, i64 8)
  %.819 = extractvalue { i64, i1 } %.817, 1
  br i1 %.819, label %B98.endif.endif.endif.endif.endif.if, label %B98.endif.endif.endif.endif.endif.endif, !prof !0

B98.endif.endif.if.if:                            ; preds = %B98.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022043503552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.endif.if.endif:                         ; preds = %B98.endif.endif.if
  %.702 = extractvalue { i64, i1 } %.701, 0
  %.713 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.702)
  %.714 = icmp eq i8* %.713, null
  br i1 %.714, label %B98.endif.endif.if.endif.if, label %B98.endif.endif.if.endif.endif, !prof !0

B98.endif.endif.if.endif.if:                      ; preds = %B98.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022043503552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.endif.if.endif.endif:                   ; preds = %B98.endif.endif.if.endif
  %sunkaddr1268 = getelementptr i8, i8* %.37, i64 24
  %99 = bitcast i8* %sunkaddr1268 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i88223 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %99, align 8
  %.725 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i88223, i64 0, i32 1
  store i64 %.697, i64* %.725, align 8
  %.6.i86224 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %99, align 8
  %.7311269 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i86224 to i64*
  %.732 = load i64, i64* %.7311269, align 8
  %.737 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i86224, i64 0, i32 3
  %.738 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.737, i64 %.732
  %.744 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.737, i64 %.697
  %.745 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.744 to i64
  %.746 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.738 to i64
  %.747 = sub i64 %.745, %.746
  %.748 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.738 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.748, i8 0, i64 %.747, i1 false)
  br label %B98.endif.endif.endif

B98.endif.endif.endif.endif.endif.if:             ; preds = %B98.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022045779392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.endif.endif.endif.endif.endif:          ; preds = %B98.endif.endif.endif
  %.818 = extractvalue { i64, i1 } %.817, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.818, i32 32), !noalias !20
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B98.endif.endif.endif.endif.endif.endif.if, label %B98.endif.endif.endif.endif.endif.endif.endif, !prof !0

B98.endif.endif.endif.endif.endif.endif.if:       ; preds = %B98.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022045168448.9, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B98.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B98.endif.endif.endif.endif.endif.endif
  %.5.i77 = getelementptr i8, i8* %.7.i.i, i64 24
  %100 = bitcast i8* %.5.i77 to double**
  %.6.i78205 = load double*, double** %100, align 8
  %.886161 = icmp sgt i64 %.600.unpack179.unpack, 0
  br i1 %.886161, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B98.endif.endif.endif.endif.endif.endif.endif
  %.888.not = icmp eq i64 %.600.unpack179.unpack, 1
  br i1 %.888.not, label %for.end.1.thread, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check333 = icmp ult i64 %.600.unpack179.unpack, 32
  br i1 %min.iters.check333, label %for.body.1.us.preheader345, label %vector.memcheck320

vector.memcheck320:                               ; preds = %for.body.1.us.preheader
  %scevgep322 = getelementptr double, double* %.6.i78205, i64 %.600.unpack179.unpack
  %scevgep325 = getelementptr double, double* %.600.unpack177, i64 %.600.unpack179.unpack
  %bound0327 = icmp ult double* %.6.i78205, %scevgep325
  %bound1328 = icmp ult double* %.600.unpack177, %scevgep322
  %found.conflict329 = and i1 %bound0327, %bound1328
  br i1 %found.conflict329, label %for.body.1.us.preheader345, label %vector.ph334

vector.ph334:                                     ; preds = %vector.memcheck320
  %n.vec336 = and i64 %.600.unpack179.unpack, -32
  %101 = add i64 %n.vec336, -32
  %102 = lshr exact i64 %101, 5
  %103 = add nuw nsw i64 %102, 1
  %xtraiter358 = and i64 %103, 7
  %104 = icmp ult i64 %101, 224
  br i1 %104, label %middle.block330.unr-lcssa, label %vector.ph334.new

vector.ph334.new:                                 ; preds = %vector.ph334
  %unroll_iter361 = and i64 %103, %const
  %scevgep750 = getelementptr double, double* %.600.unpack177, i64 248
  %scevgep846 = getelementptr double, double* %.6.i78205, i64 248
  br label %vector.body332

vector.body332:                                   ; preds = %vector.body332, %vector.ph334.new
  %lsr.iv942 = phi i64 [ %lsr.iv.next943, %vector.body332 ], [ %unroll_iter361, %vector.ph334.new ]
  %index339 = phi i64 [ 0, %vector.ph334.new ], [ %index.next344.7, %vector.body332 ]
  %scevgep834 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep834835 = bitcast double* %scevgep834 to <8 x double>*
  %scevgep836 = getelementptr <8 x double>, <8 x double>* %scevgep834835, i64 -31
  %wide.load340 = load <8 x double>, <8 x double>* %scevgep836, align 8, !alias.scope !27
  %scevgep843 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep843844 = bitcast double* %scevgep843 to <8 x double>*
  %scevgep845 = getelementptr <8 x double>, <8 x double>* %scevgep843844, i64 -30
  %wide.load341 = load <8 x double>, <8 x double>* %scevgep845, align 8, !alias.scope !27
  %scevgep840 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep840841 = bitcast double* %scevgep840 to <8 x double>*
  %scevgep842 = getelementptr <8 x double>, <8 x double>* %scevgep840841, i64 -29
  %wide.load342 = load <8 x double>, <8 x double>* %scevgep842, align 8, !alias.scope !27
  %scevgep837 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep837838 = bitcast double* %scevgep837 to <8 x double>*
  %scevgep839 = getelementptr <8 x double>, <8 x double>* %scevgep837838, i64 -28
  %wide.load343 = load <8 x double>, <8 x double>* %scevgep839, align 8, !alias.scope !27
  %105 = fmul <8 x double> %wide.load340, %wide.load340
  %106 = fmul <8 x double> %wide.load341, %wide.load341
  %107 = fmul <8 x double> %wide.load342, %wide.load342
  %108 = fmul <8 x double> %wide.load343, %wide.load343
  %scevgep930 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep930931 = bitcast double* %scevgep930 to <8 x double>*
  %scevgep932 = getelementptr <8 x double>, <8 x double>* %scevgep930931, i64 -31
  store <8 x double> %105, <8 x double>* %scevgep932, align 8, !alias.scope !30, !noalias !27
  %scevgep939 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep939940 = bitcast double* %scevgep939 to <8 x double>*
  %scevgep941 = getelementptr <8 x double>, <8 x double>* %scevgep939940, i64 -30
  store <8 x double> %106, <8 x double>* %scevgep941, align 8, !alias.scope !30, !noalias !27
  %scevgep936 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep936937 = bitcast double* %scevgep936 to <8 x double>*
  %scevgep938 = getelementptr <8 x double>, <8 x double>* %scevgep936937, i64 -29
  store <8 x double> %107, <8 x double>* %scevgep938, align 8, !alias.scope !30, !noalias !27
  %scevgep933 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep933934 = bitcast double* %scevgep933 to <8 x double>*
  %scevgep935 = getelementptr <8 x double>, <8 x double>* %scevgep933934, i64 -28
  store <8 x double> %108, <8 x double>* %scevgep935, align 8, !alias.scope !30, !noalias !27
  %scevgep820 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep820821 = bitcast double* %scevgep820 to <8 x double>*
  %scevgep822 = getelementptr <8 x double>, <8 x double>* %scevgep820821, i64 -27
  %wide.load340.1 = load <8 x double>, <8 x double>* %scevgep822, align 8, !alias.scope !27
  %scevgep817 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep817818 = bitcast double* %scevgep817 to <8 x double>*
  %scevgep819 = getelementptr <8 x double>, <8 x double>* %scevgep817818, i64 -26
  %wide.load341.1 = load <8 x double>, <8 x double>* %scevgep819, align 8, !alias.scope !27
  %scevgep814 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep814815 = bitcast double* %scevgep814 to <8 x double>*
  %scevgep816 = getelementptr <8 x double>, <8 x double>* %scevgep814815, i64 -25
  %wide.load342.1 = load <8 x double>, <8 x double>* %scevgep816, align 8, !alias.scope !27
  %scevgep811 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep811812 = bitcast double* %scevgep811 to <8 x double>*
  %scevgep813 = getelementptr <8 x double>, <8 x double>* %scevgep811812, i64 -24
  %wide.load343.1 = load <8 x double>, <8 x double>* %scevgep813, align 8, !alias.scope !27
  %109 = fmul <8 x double> %wide.load340.1, %wide.load340.1
  %110 = fmul <8 x double> %wide.load341.1, %wide.load341.1
  %111 = fmul <8 x double> %wide.load342.1, %wide.load342.1
  %112 = fmul <8 x double> %wide.load343.1, %wide.load343.1
  %scevgep916 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep916917 = bitcast double* %scevgep916 to <8 x double>*
  %scevgep918 = getelementptr <8 x double>, <8 x double>* %scevgep916917, i64 -27
  store <8 x double> %109, <8 x double>* %scevgep918, align 8, !alias.scope !30, !noalias !27
  %scevgep913 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep913914 = bitcast double* %scevgep913 to <8 x double>*
  %scevgep915 = getelementptr <8 x double>, <8 x double>* %scevgep913914, i64 -26
  store <8 x double> %110, <8 x double>* %scevgep915, align 8, !alias.scope !30, !noalias !27
  %scevgep910 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep910911 = bitcast double* %scevgep910 to <8 x double>*
  %scevgep912 = getelementptr <8 x double>, <8 x double>* %scevgep910911, i64 -25
  store <8 x double> %111, <8 x double>* %scevgep912, align 8, !alias.scope !30, !noalias !27
  %scevgep907 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep907908 = bitcast double* %scevgep907 to <8 x double>*
  %scevgep909 = getelementptr <8 x double>, <8 x double>* %scevgep907908, i64 -24
  store <8 x double> %112, <8 x double>* %scevgep909, align 8, !alias.scope !30, !noalias !27
  %scevgep808 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep808809 = bitcast double* %scevgep808 to <8 x double>*
  %scevgep810 = getelementptr <8 x double>, <8 x double>* %scevgep808809, i64 -23
  %wide.load340.2 = load <8 x double>, <8 x double>* %scevgep810, align 8, !alias.scope !27
  %scevgep805 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep805806 = bitcast double* %scevgep805 to <8 x double>*
  %scevgep807 = getelementptr <8 x double>, <8 x double>* %scevgep805806, i64 -22
  %wide.load341.2 = load <8 x double>, <8 x double>* %scevgep807, align 8, !alias.scope !27
  %scevgep802 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep802803 = bitcast double* %scevgep802 to <8 x double>*
  %scevgep804 = getelementptr <8 x double>, <8 x double>* %scevgep802803, i64 -21
  %wide.load342.2 = load <8 x double>, <8 x double>* %scevgep804, align 8, !alias.scope !27
  %scevgep799 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep799800 = bitcast double* %scevgep799 to <8 x double>*
  %scevgep801 = getelementptr <8 x double>, <8 x double>* %scevgep799800, i64 -20
  %wide.load343.2 = load <8 x double>, <8 x double>* %scevgep801, align 8, !alias.scope !27
  %113 = fmul <8 x double> %wide.load340.2, %wide.load340.2
  %114 = fmul <8 x double> %wide.load341.2, %wide.load341.2
  %115 = fmul <8 x double> %wide.load342.2, %wide.load342.2
  %116 = fmul <8 x double> %wide.load343.2, %wide.load343.2
  %scevgep904 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep904905 = bitcast double* %scevgep904 to <8 x double>*
  %scevgep906 = getelementptr <8 x double>, <8 x double>* %scevgep904905, i64 -23
  store <8 x double> %113, <8 x double>* %scevgep906, align 8, !alias.scope !30, !noalias !27
  %scevgep901 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep901902 = bitcast double* %scevgep901 to <8 x double>*
  %scevgep903 = getelementptr <8 x double>, <8 x double>* %scevgep901902, i64 -22
  store <8 x double> %114, <8 x double>* %scevgep903, align 8, !alias.scope !30, !noalias !27
  %scevgep898 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep898899 = bitcast double* %scevgep898 to <8 x double>*
  %scevgep900 = getelementptr <8 x double>, <8 x double>* %scevgep898899, i64 -21
  store <8 x double> %115, <8 x double>* %scevgep900, align 8, !alias.scope !30, !noalias !27
  %scevgep895 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep895896 = bitcast double* %scevgep895 to <8 x double>*
  %scevgep897 = getelementptr <8 x double>, <8 x double>* %scevgep895896, i64 -20
  store <8 x double> %116, <8 x double>* %scevgep897, align 8, !alias.scope !30, !noalias !27
  %scevgep796 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep796797 = bitcast double* %scevgep796 to <8 x double>*
  %scevgep798 = getelementptr <8 x double>, <8 x double>* %scevgep796797, i64 -19
  %wide.load340.3 = load <8 x double>, <8 x double>* %scevgep798, align 8, !alias.scope !27
  %scevgep793 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep793794 = bitcast double* %scevgep793 to <8 x double>*
  %scevgep795 = getelementptr <8 x double>, <8 x double>* %scevgep793794, i64 -18
  %wide.load341.3 = load <8 x double>, <8 x double>* %scevgep795, align 8, !alias.scope !27
  %scevgep790 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep790791 = bitcast double* %scevgep790 to <8 x double>*
  %scevgep792 = getelementptr <8 x double>, <8 x double>* %scevgep790791, i64 -17
  %wide.load342.3 = load <8 x double>, <8 x double>* %scevgep792, align 8, !alias.scope !27
  %scevgep787 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep787788 = bitcast double* %scevgep787 to <8 x double>*
  %scevgep789 = getelementptr <8 x double>, <8 x double>* %scevgep787788, i64 -16
  %wide.load343.3 = load <8 x double>, <8 x double>* %scevgep789, align 8, !alias.scope !27
  %117 = fmul <8 x double> %wide.load340.3, %wide.load340.3
  %118 = fmul <8 x double> %wide.load341.3, %wide.load341.3
  %119 = fmul <8 x double> %wide.load342.3, %wide.load342.3
  %120 = fmul <8 x double> %wide.load343.3, %wide.load343.3
  %scevgep892 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep892893 = bitcast double* %scevgep892 to <8 x double>*
  %scevgep894 = getelementptr <8 x double>, <8 x double>* %scevgep892893, i64 -19
  store <8 x double> %117, <8 x double>* %scevgep894, align 8, !alias.scope !30, !noalias !27
  %scevgep889 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep889890 = bitcast double* %scevgep889 to <8 x double>*
  %scevgep891 = getelementptr <8 x double>, <8 x double>* %scevgep889890, i64 -18
  store <8 x double> %118, <8 x double>* %scevgep891, align 8, !alias.scope !30, !noalias !27
  %scevgep886 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep886887 = bitcast double* %scevgep886 to <8 x double>*
  %scevgep888 = getelementptr <8 x double>, <8 x double>* %scevgep886887, i64 -17
  store <8 x double> %119, <8 x double>* %scevgep888, align 8, !alias.scope !30, !noalias !27
  %scevgep883 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep883884 = bitcast double* %scevgep883 to <8 x double>*
  %scevgep885 = getelementptr <8 x double>, <8 x double>* %scevgep883884, i64 -16
  store <8 x double> %120, <8 x double>* %scevgep885, align 8, !alias.scope !30, !noalias !27
  %scevgep784 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep784785 = bitcast double* %scevgep784 to <8 x double>*
  %scevgep786 = getelementptr <8 x double>, <8 x double>* %scevgep784785, i64 -15
  %wide.load340.4 = load <8 x double>, <8 x double>* %scevgep786, align 8, !alias.scope !27
  %scevgep781 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep781782 = bitcast double* %scevgep781 to <8 x double>*
  %scevgep783 = getelementptr <8 x double>, <8 x double>* %scevgep781782, i64 -14
  %wide.load341.4 = load <8 x double>, <8 x double>* %scevgep783, align 8, !alias.scope !27
  %scevgep778 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep778779 = bitcast double* %scevgep778 to <8 x double>*
  %scevgep780 = getelementptr <8 x double>, <8 x double>* %scevgep778779, i64 -13
  %wide.load342.4 = load <8 x double>, <8 x double>* %scevgep780, align 8, !alias.scope !27
  %scevgep775 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep775776 = bitcast double* %scevgep775 to <8 x double>*
  %scevgep777 = getelementptr <8 x double>, <8 x double>* %scevgep775776, i64 -12
  %wide.load343.4 = load <8 x double>, <8 x double>* %scevgep777, align 8, !alias.scope !27
  %121 = fmul <8 x double> %wide.load340.4, %wide.load340.4
  %122 = fmul <8 x double> %wide.load341.4, %wide.load341.4
  %123 = fmul <8 x double> %wide.load342.4, %wide.load342.4
  %124 = fmul <8 x double> %wide.load343.4, %wide.load343.4
  %scevgep880 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep880881 = bitcast double* %scevgep880 to <8 x double>*
  %scevgep882 = getelementptr <8 x double>, <8 x double>* %scevgep880881, i64 -15
  store <8 x double> %121, <8 x double>* %scevgep882, align 8, !alias.scope !30, !noalias !27
  %scevgep877 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep877878 = bitcast double* %scevgep877 to <8 x double>*
  %scevgep879 = getelementptr <8 x double>, <8 x double>* %scevgep877878, i64 -14
  store <8 x double> %122, <8 x double>* %scevgep879, align 8, !alias.scope !30, !noalias !27
  %scevgep874 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep874875 = bitcast double* %scevgep874 to <8 x double>*
  %scevgep876 = getelementptr <8 x double>, <8 x double>* %scevgep874875, i64 -13
  store <8 x double> %123, <8 x double>* %scevgep876, align 8, !alias.scope !30, !noalias !27
  %scevgep871 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep871872 = bitcast double* %scevgep871 to <8 x double>*
  %scevgep873 = getelementptr <8 x double>, <8 x double>* %scevgep871872, i64 -12
  store <8 x double> %124, <8 x double>* %scevgep873, align 8, !alias.scope !30, !noalias !27
  %scevgep772 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep772773 = bitcast double* %scevgep772 to <8 x double>*
  %scevgep774 = getelementptr <8 x double>, <8 x double>* %scevgep772773, i64 -11
  %wide.load340.5 = load <8 x double>, <8 x double>* %scevgep774, align 8, !alias.scope !27
  %scevgep769 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep769770 = bitcast double* %scevgep769 to <8 x double>*
  %scevgep771 = getelementptr <8 x double>, <8 x double>* %scevgep769770, i64 -10
  %wide.load341.5 = load <8 x double>, <8 x double>* %scevgep771, align 8, !alias.scope !27
  %scevgep766 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep766767 = bitcast double* %scevgep766 to <8 x double>*
  %scevgep768 = getelementptr <8 x double>, <8 x double>* %scevgep766767, i64 -9
  %wide.load342.5 = load <8 x double>, <8 x double>* %scevgep768, align 8, !alias.scope !27
  %scevgep763 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep763764 = bitcast double* %scevgep763 to <8 x double>*
  %scevgep765 = getelementptr <8 x double>, <8 x double>* %scevgep763764, i64 -8
  %wide.load343.5 = load <8 x double>, <8 x double>* %scevgep765, align 8, !alias.scope !27
  %125 = fmul <8 x double> %wide.load340.5, %wide.load340.5
  %126 = fmul <8 x double> %wide.load341.5, %wide.load341.5
  %127 = fmul <8 x double> %wide.load342.5, %wide.load342.5
  %128 = fmul <8 x double> %wide.load343.5, %wide.load343.5
  %scevgep868 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep868869 = bitcast double* %scevgep868 to <8 x double>*
  %scevgep870 = getelementptr <8 x double>, <8 x double>* %scevgep868869, i64 -11
  store <8 x double> %125, <8 x double>* %scevgep870, align 8, !alias.scope !30, !noalias !27
  %scevgep865 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep865866 = bitcast double* %scevgep865 to <8 x double>*
  %scevgep867 = getelementptr <8 x double>, <8 x double>* %scevgep865866, i64 -10
  store <8 x double> %126, <8 x double>* %scevgep867, align 8, !alias.scope !30, !noalias !27
  %scevgep862 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep862863 = bitcast double* %scevgep862 to <8 x double>*
  %scevgep864 = getelementptr <8 x double>, <8 x double>* %scevgep862863, i64 -9
  store <8 x double> %127, <8 x double>* %scevgep864, align 8, !alias.scope !30, !noalias !27
  %scevgep859 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep859860 = bitcast double* %scevgep859 to <8 x double>*
  %scevgep861 = getelementptr <8 x double>, <8 x double>* %scevgep859860, i64 -8
  store <8 x double> %128, <8 x double>* %scevgep861, align 8, !alias.scope !30, !noalias !27
  %scevgep760 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep760761 = bitcast double* %scevgep760 to <8 x double>*
  %scevgep762 = getelementptr <8 x double>, <8 x double>* %scevgep760761, i64 -7
  %wide.load340.6 = load <8 x double>, <8 x double>* %scevgep762, align 8, !alias.scope !27
  %scevgep757 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep757758 = bitcast double* %scevgep757 to <8 x double>*
  %scevgep759 = getelementptr <8 x double>, <8 x double>* %scevgep757758, i64 -6
  %wide.load341.6 = load <8 x double>, <8 x double>* %scevgep759, align 8, !alias.scope !27
  %scevgep754 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep754755 = bitcast double* %scevgep754 to <8 x double>*
  %scevgep756 = getelementptr <8 x double>, <8 x double>* %scevgep754755, i64 -5
  %wide.load342.6 = load <8 x double>, <8 x double>* %scevgep756, align 8, !alias.scope !27
  %scevgep751 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep751752 = bitcast double* %scevgep751 to <8 x double>*
  %scevgep753 = getelementptr <8 x double>, <8 x double>* %scevgep751752, i64 -4
  %wide.load343.6 = load <8 x double>, <8 x double>* %scevgep753, align 8, !alias.scope !27
  %129 = fmul <8 x double> %wide.load340.6, %wide.load340.6
  %130 = fmul <8 x double> %wide.load341.6, %wide.load341.6
  %131 = fmul <8 x double> %wide.load342.6, %wide.load342.6
  %132 = fmul <8 x double> %wide.load343.6, %wide.load343.6
  %scevgep856 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep856857 = bitcast double* %scevgep856 to <8 x double>*
  %scevgep858 = getelementptr <8 x double>, <8 x double>* %scevgep856857, i64 -7
  store <8 x double> %129, <8 x double>* %scevgep858, align 8, !alias.scope !30, !noalias !27
  %scevgep853 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep853854 = bitcast double* %scevgep853 to <8 x double>*
  %scevgep855 = getelementptr <8 x double>, <8 x double>* %scevgep853854, i64 -6
  store <8 x double> %130, <8 x double>* %scevgep855, align 8, !alias.scope !30, !noalias !27
  %scevgep850 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep850851 = bitcast double* %scevgep850 to <8 x double>*
  %scevgep852 = getelementptr <8 x double>, <8 x double>* %scevgep850851, i64 -5
  store <8 x double> %131, <8 x double>* %scevgep852, align 8, !alias.scope !30, !noalias !27
  %scevgep847 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep847848 = bitcast double* %scevgep847 to <8 x double>*
  %scevgep849 = getelementptr <8 x double>, <8 x double>* %scevgep847848, i64 -4
  store <8 x double> %132, <8 x double>* %scevgep849, align 8, !alias.scope !30, !noalias !27
  %scevgep831 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep831832 = bitcast double* %scevgep831 to <8 x double>*
  %scevgep833 = getelementptr <8 x double>, <8 x double>* %scevgep831832, i64 -3
  %wide.load340.7 = load <8 x double>, <8 x double>* %scevgep833, align 8, !alias.scope !27
  %scevgep828 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep828829 = bitcast double* %scevgep828 to <8 x double>*
  %scevgep830 = getelementptr <8 x double>, <8 x double>* %scevgep828829, i64 -2
  %wide.load341.7 = load <8 x double>, <8 x double>* %scevgep830, align 8, !alias.scope !27
  %scevgep825 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep825826 = bitcast double* %scevgep825 to <8 x double>*
  %scevgep827 = getelementptr <8 x double>, <8 x double>* %scevgep825826, i64 -1
  %wide.load342.7 = load <8 x double>, <8 x double>* %scevgep827, align 8, !alias.scope !27
  %scevgep823 = getelementptr double, double* %scevgep750, i64 %index339
  %scevgep823824 = bitcast double* %scevgep823 to <8 x double>*
  %wide.load343.7 = load <8 x double>, <8 x double>* %scevgep823824, align 8, !alias.scope !27
  %133 = fmul <8 x double> %wide.load340.7, %wide.load340.7
  %134 = fmul <8 x double> %wide.load341.7, %wide.load341.7
  %135 = fmul <8 x double> %wide.load342.7, %wide.load342.7
  %136 = fmul <8 x double> %wide.load343.7, %wide.load343.7
  %scevgep927 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep927928 = bitcast double* %scevgep927 to <8 x double>*
  %scevgep929 = getelementptr <8 x double>, <8 x double>* %scevgep927928, i64 -3
  store <8 x double> %133, <8 x double>* %scevgep929, align 8, !alias.scope !30, !noalias !27
  %scevgep924 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep924925 = bitcast double* %scevgep924 to <8 x double>*
  %scevgep926 = getelementptr <8 x double>, <8 x double>* %scevgep924925, i64 -2
  store <8 x double> %134, <8 x double>* %scevgep926, align 8, !alias.scope !30, !noalias !27
  %scevgep921 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep921922 = bitcast double* %scevgep921 to <8 x double>*
  %scevgep923 = getelementptr <8 x double>, <8 x double>* %scevgep921922, i64 -1
  store <8 x double> %135, <8 x double>* %scevgep923, align 8, !alias.scope !30, !noalias !27
  %scevgep919 = getelementptr double, double* %scevgep846, i64 %index339
  %scevgep919920 = bitcast double* %scevgep919 to <8 x double>*
  store <8 x double> %136, <8 x double>* %scevgep919920, align 8, !alias.scope !30, !noalias !27
  %index.next344.7 = add i64 %index339, 256
  %lsr.iv.next943 = add i64 %lsr.iv942, -8
  %niter362.ncmp.7 = icmp eq i64 %lsr.iv.next943, 0
  br i1 %niter362.ncmp.7, label %middle.block330.unr-lcssa, label %vector.body332, !llvm.loop !32

middle.block330.unr-lcssa:                        ; preds = %vector.body332, %vector.ph334
  %index339.unr = phi i64 [ 0, %vector.ph334 ], [ %index.next344.7, %vector.body332 ]
  %lcmp.mod360.not = icmp eq i64 %xtraiter358, 0
  br i1 %lcmp.mod360.not, label %middle.block330, label %vector.body332.epil.preheader

vector.body332.epil.preheader:                    ; preds = %middle.block330.unr-lcssa
  %137 = add nuw nsw i64 %index339.unr, 24
  %scevgep722 = getelementptr double, double* %.6.i78205, i64 %137
  %scevgep737 = getelementptr double, double* %.600.unpack177, i64 %137
  %138 = shl nuw nsw i64 %xtraiter358, 8
  br label %vector.body332.epil

vector.body332.epil:                              ; preds = %vector.body332.epil.preheader, %vector.body332.epil
  %lsr.iv723 = phi i64 [ 0, %vector.body332.epil.preheader ], [ %lsr.iv.next724, %vector.body332.epil ]
  %139 = bitcast double* %scevgep737 to i8*
  %140 = bitcast double* %scevgep722 to i8*
  %uglygep747 = getelementptr i8, i8* %139, i64 %lsr.iv723
  %uglygep747748 = bitcast i8* %uglygep747 to <8 x double>*
  %scevgep749 = getelementptr <8 x double>, <8 x double>* %uglygep747748, i64 -3
  %wide.load340.epil = load <8 x double>, <8 x double>* %scevgep749, align 8, !alias.scope !27
  %uglygep744 = getelementptr i8, i8* %139, i64 %lsr.iv723
  %uglygep744745 = bitcast i8* %uglygep744 to <8 x double>*
  %scevgep746 = getelementptr <8 x double>, <8 x double>* %uglygep744745, i64 -2
  %wide.load341.epil = load <8 x double>, <8 x double>* %scevgep746, align 8, !alias.scope !27
  %uglygep741 = getelementptr i8, i8* %139, i64 %lsr.iv723
  %uglygep741742 = bitcast i8* %uglygep741 to <8 x double>*
  %scevgep743 = getelementptr <8 x double>, <8 x double>* %uglygep741742, i64 -1
  %wide.load342.epil = load <8 x double>, <8 x double>* %scevgep743, align 8, !alias.scope !27
  %uglygep739 = getelementptr i8, i8* %139, i64 %lsr.iv723
  %uglygep739740 = bitcast i8* %uglygep739 to <8 x double>*
  %wide.load343.epil = load <8 x double>, <8 x double>* %uglygep739740, align 8, !alias.scope !27
  %141 = fmul <8 x double> %wide.load340.epil, %wide.load340.epil
  %142 = fmul <8 x double> %wide.load341.epil, %wide.load341.epil
  %143 = fmul <8 x double> %wide.load342.epil, %wide.load342.epil
  %144 = fmul <8 x double> %wide.load343.epil, %wide.load343.epil
  %uglygep734 = getelementptr i8, i8* %140, i64 %lsr.iv723
  %uglygep734735 = bitcast i8* %uglygep734 to <8 x double>*
  %scevgep736 = getelementptr <8 x double>, <8 x double>* %uglygep734735, i64 -3
  store <8 x double> %141, <8 x double>* %scevgep736, align 8, !alias.scope !30, !noalias !27
  %uglygep731 = getelementptr i8, i8* %140, i64 %lsr.iv723
  %uglygep731732 = bitcast i8* %uglygep731 to <8 x double>*
  %scevgep733 = getelementptr <8 x double>, <8 x double>* %uglygep731732, i64 -2
  store <8 x double> %142, <8 x double>* %scevgep733, align 8, !alias.scope !30, !noalias !27
  %uglygep728 = getelementptr i8, i8* %140, i64 %lsr.iv723
  %uglygep728729 = bitcast i8* %uglygep728 to <8 x double>*
  %scevgep730 = getelementptr <8 x double>, <8 x double>* %uglygep728729, i64 -1
  store <8 x double> %143, <8 x double>* %scevgep730, align 8, !alias.scope !30, !noalias !27
  %uglygep726 = getelementptr i8, i8* %140, i64 %lsr.iv723
  %uglygep726727 = bitcast i8* %uglygep726 to <8 x double>*
  store <8 x double> %144, <8 x double>* %uglygep726727, align 8, !alias.scope !30, !noalias !27
  %lsr.iv.next724 = add nuw nsw i64 %lsr.iv723, 256
  %epil.iter359.cmp.not = icmp eq i64 %138, %lsr.iv.next724
  br i1 %epil.iter359.cmp.not, label %middle.block330, label %vector.body332.epil, !llvm.loop !33

middle.block330:                                  ; preds = %vector.body332.epil, %middle.block330.unr-lcssa
  %cmp.n338 = icmp eq i64 %.600.unpack179.unpack, %n.vec336
  br i1 %cmp.n338, label %for.end.1, label %for.body.1.us.preheader345

for.body.1.us.preheader345:                       ; preds = %vector.memcheck320, %for.body.1.us.preheader, %middle.block330
  %loop.index.1163.us.ph = phi i64 [ 0, %vector.memcheck320 ], [ 0, %for.body.1.us.preheader ], [ %n.vec336, %middle.block330 ]
  %145 = xor i64 %loop.index.1163.us.ph, -1
  %146 = add i64 %.600.unpack179.unpack, %145
  %xtraiter356 = and i64 %.600.unpack179.unpack, 7
  %lcmp.mod357.not = icmp eq i64 %xtraiter356, 0
  br i1 %lcmp.mod357.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader345
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv720 = phi i64 [ %xtraiter356, %for.body.1.us.prol.preheader ], [ %lsr.iv.next721, %for.body.1.us.prol ]
  %loop.index.1163.us.prol = phi i64 [ %.925.us.prol, %for.body.1.us.prol ], [ %loop.index.1163.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep719 = getelementptr double, double* %.600.unpack177, i64 %loop.index.1163.us.prol
  %.896.us.prol = load double, double* %scevgep719, align 8
  %.5.i15.us.prol = fmul double %.896.us.prol, %.896.us.prol
  %scevgep718 = getelementptr double, double* %.6.i78205, i64 %loop.index.1163.us.prol
  store double %.5.i15.us.prol, double* %scevgep718, align 8
  %.925.us.prol = add nuw i64 %loop.index.1163.us.prol, 1
  %lsr.iv.next721 = add nsw i64 %lsr.iv720, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next721, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !34

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader345
  %loop.index.1163.us.unr = phi i64 [ %loop.index.1163.us.ph, %for.body.1.us.preheader345 ], [ %.925.us.prol, %for.body.1.us.prol ]
  %147 = icmp ult i64 %146, 7
  br i1 %147, label %for.end.1, label %for.body.1.us.preheader371

for.body.1.us.preheader371:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader371, %for.body.1.us
  %loop.index.1163.us = phi i64 [ %.925.us.7, %for.body.1.us ], [ %loop.index.1163.us.unr, %for.body.1.us.preheader371 ]
  %sunkaddr1270 = mul i64 %loop.index.1163.us, 8
  %148 = bitcast double* %.600.unpack177 to i8*
  %sunkaddr1271 = getelementptr i8, i8* %148, i64 %sunkaddr1270
  %149 = bitcast i8* %sunkaddr1271 to double*
  %.896.us = load double, double* %149, align 8
  %.5.i15.us = fmul double %.896.us, %.896.us
  %sunkaddr1272 = mul i64 %loop.index.1163.us, 8
  %150 = bitcast double* %.6.i78205 to i8*
  %sunkaddr1273 = getelementptr i8, i8* %150, i64 %sunkaddr1272
  %151 = bitcast i8* %sunkaddr1273 to double*
  store double %.5.i15.us, double* %151, align 8
  %sunkaddr1274 = mul i64 %loop.index.1163.us, 8
  %152 = bitcast double* %.600.unpack177 to i8*
  %sunkaddr1275 = getelementptr i8, i8* %152, i64 %sunkaddr1274
  %sunkaddr1276 = getelementptr i8, i8* %sunkaddr1275, i64 8
  %153 = bitcast i8* %sunkaddr1276 to double*
  %.896.us.1 = load double, double* %153, align 8
  %.5.i15.us.1 = fmul double %.896.us.1, %.896.us.1
  %sunkaddr1277 = mul i64 %loop.index.1163.us, 8
  %154 = bitcast double* %.6.i78205 to i8*
  %sunkaddr1278 = getelementptr i8, i8* %154, i64 %sunkaddr1277
  %sunkaddr1279 = getelementptr i8, i8* %sunkaddr1278, i64 8
  %155 = bitcast i8* %sunkaddr1279 to double*
  store double %.5.i15.us.1, double* %155, align 8
  %sunkaddr1280 = mul i64 %loop.index.1163.us, 8
  %156 = bitcast double* %.600.unpack177 to i8*
  %sunkaddr1281 = getelementptr i8, i8* %156, i64 %sunkaddr1280
  %sunkaddr1282 = getelementptr i8, i8* %sunkaddr1281, i64 16
  %157 = bitcast i8* %sunkaddr1282 to double*
  %.896.us.2 = load double, double* %157, align 8
  %.5.i15.us.2 = fmul double %.896.us.2, %.896.us.2
  %sunkaddr1283 = mul i64 %loop.index.1163.us, 8
  %158 = bitcast double* %.6.i78205 to i8*
  %sunkaddr1284 = getelementptr i8, i8* %158, i64 %sunkaddr1283
  %sunkaddr1285 = getelementptr i8, i8* %sunkaddr1284, i64 16
  %159 = bitcast i8* %sunkaddr1285 to double*
  store double %.5.i15.us.2, double* %159, align 8
  %sunkaddr1286 = mul i64 %loop.index.1163.us, 8
  %160 = bitcast double* %.600.unpack177 to i8*
  %sunkaddr1287 = getelementptr i8, i8* %160, i64 %sunkaddr1286
  %sunkaddr1288 = getelementptr i8, i8* %sunkaddr1287, i64 24
  %161 = bitcast i8* %sunkaddr1288 to double*
  %.896.us.3 = load double, double* %161, align 8
  %.5.i15.us.3 = fmul double %.896.us.3, %.896.us.3
  %sunkaddr1289 = mul i64 %loop.index.1163.us, 8
  %162 = bitcast double* %.6.i78205 to i8*
  %sunkaddr1290 = getelementptr i8, i8* %162, i64 %sunkaddr1289
  %sunkaddr1291 = getelementptr i8, i8* %sunkaddr1290, i64 24
  %163 = bitcast i8* %sunkaddr1291 to double*
  store double %.5.i15.us.3, double* %163, align 8
  %sunkaddr1292 = mul i64 %loop.index.1163.us, 8
  %164 = bitcast double* %.600.unpack177 to i8*
  %sunkaddr1293 = getelementptr i8, i8* %164, i64 %sunkaddr1292
  %sunkaddr1294 = getelementptr i8, i8* %sunkaddr1293, i64 32
  %165 = bitcast i8* %sunkaddr1294 to double*
  %.896.us.4 = load double, double* %165, align 8
  %.5.i15.us.4 = fmul double %.896.us.4, %.896.us.4
  %sunkaddr1295 = mul i64 %loop.index.1163.us, 8
  %166 = bitcast double* %.6.i78205 to i8*
  %sunkaddr1296 = getelementptr i8, i8* %166, i64 %sunkaddr1295
  %sunkaddr1297 = getelementptr i8, i8* %sunkaddr1296, i64 32
  %167 = bitcast i8* %sunkaddr1297 to double*
  store double %.5.i15.us.4, double* %167, align 8
  %sunkaddr1298 = mul i64 %loop.index.1163.us, 8
  %168 = bitcast double* %.600.unpack177 to i8*
  %sunkaddr1299 = getelementptr i8, i8* %168, i64 %sunkaddr1298
  %sunkaddr1300 = getelementptr i8, i8* %sunkaddr1299, i64 40
  %169 = bitcast i8* %sunkaddr1300 to double*
  %.896.us.5 = load double, double* %169, align 8
  %.5.i15.us.5 = fmul double %.896.us.5, %.896.us.5
  %sunkaddr1301 = mul i64 %loop.index.1163.us, 8
  %170 = bitcast double* %.6.i78205 to i8*
  %sunkaddr1302 = getelementptr i8, i8* %170, i64 %sunkaddr1301
  %sunkaddr1303 = getelementptr i8, i8* %sunkaddr1302, i64 40
  %171 = bitcast i8* %sunkaddr1303 to double*
  store double %.5.i15.us.5, double* %171, align 8
  %sunkaddr1304 = mul i64 %loop.index.1163.us, 8
  %172 = bitcast double* %.600.unpack177 to i8*
  %sunkaddr1305 = getelementptr i8, i8* %172, i64 %sunkaddr1304
  %sunkaddr1306 = getelementptr i8, i8* %sunkaddr1305, i64 48
  %173 = bitcast i8* %sunkaddr1306 to double*
  %.896.us.6 = load double, double* %173, align 8
  %.5.i15.us.6 = fmul double %.896.us.6, %.896.us.6
  %sunkaddr1307 = mul i64 %loop.index.1163.us, 8
  %174 = bitcast double* %.6.i78205 to i8*
  %sunkaddr1308 = getelementptr i8, i8* %174, i64 %sunkaddr1307
  %sunkaddr1309 = getelementptr i8, i8* %sunkaddr1308, i64 48
  %175 = bitcast i8* %sunkaddr1309 to double*
  store double %.5.i15.us.6, double* %175, align 8
  %sunkaddr1310 = mul i64 %loop.index.1163.us, 8
  %176 = bitcast double* %.600.unpack177 to i8*
  %sunkaddr1311 = getelementptr i8, i8* %176, i64 %sunkaddr1310
  %sunkaddr1312 = getelementptr i8, i8* %sunkaddr1311, i64 56
  %177 = bitcast i8* %sunkaddr1312 to double*
  %.896.us.7 = load double, double* %177, align 8
  %.5.i15.us.7 = fmul double %.896.us.7, %.896.us.7
  %sunkaddr1313 = mul i64 %loop.index.1163.us, 8
  %178 = bitcast double* %.6.i78205 to i8*
  %sunkaddr1314 = getelementptr i8, i8* %178, i64 %sunkaddr1313
  %sunkaddr1315 = getelementptr i8, i8* %sunkaddr1314, i64 56
  %179 = bitcast i8* %sunkaddr1315 to double*
  store double %.5.i15.us.7, double* %179, align 8
  %.925.us.7 = add nuw nsw i64 %loop.index.1163.us, 8
  %exitcond.not.7 = icmp eq i64 %.600.unpack179.unpack, %.925.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !35

for.end.1.thread:                                 ; preds = %for.body.1.preheader
  %.896 = load double, double* %.600.unpack177, align 8
  %.5.i15 = fmul double %.896, %.896
  store double %.5.i15, double* %.6.i78205, align 8
  tail call void @NRT_decref(i8* %.600.unpack)
  br label %B50.endif.preheader.i19

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block330, %B98.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.600.unpack)
  %.68.i16 = icmp eq i64 %.600.unpack179.unpack, 0
  br i1 %.68.i16, label %for.end.1.endif, label %B50.endif.preheader.i19, !prof !0

B50.endif.preheader.i19:                          ; preds = %for.end.1.thread, %for.end.1
  %smax.i17 = tail call i64 @llvm.smax.i64(i64 %.600.unpack179.unpack, i64 1) #4
  %180 = add nsw i64 %smax.i17, -1
  %xtraiter.i18 = and i64 %smax.i17, 7
  %181 = icmp ult i64 %180, 7
  br i1 %181, label %common.ret.loopexit.unr-lcssa.i26, label %B50.endif.preheader.new.i21

B50.endif.preheader.new.i21:                      ; preds = %B50.endif.preheader.i19
  %const1207 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i20 = and i64 %smax.i17, %const1207
  %182 = add nsw i64 %unroll_iter.i20, -8
  %183 = lshr exact i64 %182, 3
  %184 = add nuw nsw i64 %183, 1
  %xtraiter350 = and i64 %184, 7
  %185 = icmp ult i64 %182, 56
  br i1 %185, label %common.ret.loopexit.unr-lcssa.i26.loopexit.unr-lcssa, label %B50.endif.preheader.new.i21.new

B50.endif.preheader.new.i21.new:                  ; preds = %B50.endif.preheader.new.i21
  %const1205 = bitcast i64 4611686018427387896 to i64
  %unroll_iter354 = and i64 %184, %const1205
  %scevgep556 = getelementptr double, double* %.6.i78205, i64 63
  br label %B50.endif.i73

common.ret.loopexit.unr-lcssa.i26.loopexit.unr-lcssa: ; preds = %B50.endif.i73, %B50.endif.preheader.new.i21
  %.239.7.i71.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i21 ], [ %.239.7.i71.7, %B50.endif.i73 ]
  %c.2.07.i38.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i21 ], [ %.239.7.i71.7, %B50.endif.i73 ]
  %.70.06.i39.unr = phi i64 [ 0, %B50.endif.preheader.new.i21 ], [ %.182.7.i67.7, %B50.endif.i73 ]
  %lcmp.mod352.not = icmp eq i64 %xtraiter350, 0
  br i1 %lcmp.mod352.not, label %common.ret.loopexit.unr-lcssa.i26, label %B50.endif.i73.epil.preheader

B50.endif.i73.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i26.loopexit.unr-lcssa
  %186 = add nuw nsw i64 %.70.06.i39.unr, 7
  %scevgep529 = getelementptr double, double* %.6.i78205, i64 %186
  %187 = shl nuw nsw i64 %xtraiter350, 6
  br label %B50.endif.i73.epil

B50.endif.i73.epil:                               ; preds = %B50.endif.i73.epil.preheader, %B50.endif.i73.epil
  %lsr.iv530 = phi i64 [ 0, %B50.endif.i73.epil.preheader ], [ %lsr.iv.next531, %B50.endif.i73.epil ]
  %c.2.07.i38.epil = phi double [ %.239.7.i71.epil, %B50.endif.i73.epil ], [ %c.2.07.i38.unr, %B50.endif.i73.epil.preheader ]
  %188 = bitcast double* %scevgep529 to i8*
  %uglygep553 = getelementptr i8, i8* %188, i64 %lsr.iv530
  %uglygep553554 = bitcast i8* %uglygep553 to double*
  %scevgep555 = getelementptr double, double* %uglygep553554, i64 -7
  %.236.i41.epil = load double, double* %scevgep555, align 8, !noalias !36
  %.239.i42.epil = fadd double %c.2.07.i38.epil, %.236.i41.epil
  %uglygep550 = getelementptr i8, i8* %188, i64 %lsr.iv530
  %uglygep550551 = bitcast i8* %uglygep550 to double*
  %scevgep552 = getelementptr double, double* %uglygep550551, i64 -6
  %.236.1.i45.epil = load double, double* %scevgep552, align 8, !noalias !36
  %.239.1.i46.epil = fadd double %.239.i42.epil, %.236.1.i45.epil
  %uglygep547 = getelementptr i8, i8* %188, i64 %lsr.iv530
  %uglygep547548 = bitcast i8* %uglygep547 to double*
  %scevgep549 = getelementptr double, double* %uglygep547548, i64 -5
  %.236.2.i49.epil = load double, double* %scevgep549, align 8, !noalias !36
  %.239.2.i50.epil = fadd double %.239.1.i46.epil, %.236.2.i49.epil
  %uglygep544 = getelementptr i8, i8* %188, i64 %lsr.iv530
  %uglygep544545 = bitcast i8* %uglygep544 to double*
  %scevgep546 = getelementptr double, double* %uglygep544545, i64 -4
  %.236.3.i53.epil = load double, double* %scevgep546, align 8, !noalias !36
  %.239.3.i54.epil = fadd double %.239.2.i50.epil, %.236.3.i53.epil
  %uglygep541 = getelementptr i8, i8* %188, i64 %lsr.iv530
  %uglygep541542 = bitcast i8* %uglygep541 to double*
  %scevgep543 = getelementptr double, double* %uglygep541542, i64 -3
  %.236.4.i57.epil = load double, double* %scevgep543, align 8, !noalias !36
  %.239.4.i58.epil = fadd double %.239.3.i54.epil, %.236.4.i57.epil
  %uglygep538 = getelementptr i8, i8* %188, i64 %lsr.iv530
  %uglygep538539 = bitcast i8* %uglygep538 to double*
  %scevgep540 = getelementptr double, double* %uglygep538539, i64 -2
  %.236.5.i61.epil = load double, double* %scevgep540, align 8, !noalias !36
  %.239.5.i62.epil = fadd double %.239.4.i58.epil, %.236.5.i61.epil
  %uglygep535 = getelementptr i8, i8* %188, i64 %lsr.iv530
  %uglygep535536 = bitcast i8* %uglygep535 to double*
  %scevgep537 = getelementptr double, double* %uglygep535536, i64 -1
  %.236.6.i65.epil = load double, double* %scevgep537, align 8, !noalias !36
  %.239.6.i66.epil = fadd double %.239.5.i62.epil, %.236.6.i65.epil
  %uglygep533 = getelementptr i8, i8* %188, i64 %lsr.iv530
  %uglygep533534 = bitcast i8* %uglygep533 to double*
  %.236.7.i70.epil = load double, double* %uglygep533534, align 8, !noalias !36
  %.239.7.i71.epil = fadd double %.239.6.i66.epil, %.236.7.i70.epil
  %lsr.iv.next531 = add nuw nsw i64 %lsr.iv530, 64
  %epil.iter351.cmp.not = icmp eq i64 %187, %lsr.iv.next531
  br i1 %epil.iter351.cmp.not, label %common.ret.loopexit.unr-lcssa.i26, label %B50.endif.i73.epil, !prof !39, !llvm.loop !40

common.ret.loopexit.unr-lcssa.i26:                ; preds = %B50.endif.i73.epil, %common.ret.loopexit.unr-lcssa.i26.loopexit.unr-lcssa, %B50.endif.preheader.i19
  %.239.lcssa.ph.i22 = phi double [ undef, %B50.endif.preheader.i19 ], [ %.239.7.i71.lcssa.ph, %common.ret.loopexit.unr-lcssa.i26.loopexit.unr-lcssa ], [ %.239.7.i71.epil, %B50.endif.i73.epil ]
  %c.2.07.unr.i23 = phi double [ 0.000000e+00, %B50.endif.preheader.i19 ], [ %.239.7.i71.lcssa.ph, %common.ret.loopexit.unr-lcssa.i26.loopexit.unr-lcssa ], [ %.239.7.i71.epil, %B50.endif.i73.epil ]
  %.70.06.unr.i24 = phi i64 [ 0, %B50.endif.preheader.i19 ], [ %unroll_iter.i20, %common.ret.loopexit.unr-lcssa.i26.loopexit.unr-lcssa ], [ %unroll_iter.i20, %B50.endif.i73.epil ]
  %lcmp.mod.not.i25 = icmp eq i64 %xtraiter.i18, 0
  br i1 %lcmp.mod.not.i25, label %for.end.1.endif, label %B50.endif.epil.preheader.i28

B50.endif.epil.preheader.i28:                     ; preds = %common.ret.loopexit.unr-lcssa.i26
  %scevgep.i27 = getelementptr double, double* %.6.i78205, i64 %.70.06.unr.i24
  br label %B50.endif.epil.i36

B50.endif.epil.i36:                               ; preds = %B50.endif.epil.i36, %B50.endif.epil.preheader.i28
  %c.2.07.epil.i29 = phi double [ %.239.epil.i33, %B50.endif.epil.i36 ], [ %c.2.07.unr.i23, %B50.endif.epil.preheader.i28 ]
  %epil.iter.i30 = phi i64 [ %epil.iter.next.i34, %B50.endif.epil.i36 ], [ 0, %B50.endif.epil.preheader.i28 ]
  %scevgep528 = getelementptr double, double* %scevgep.i27, i64 %epil.iter.i30
  %.236.epil.i32 = load double, double* %scevgep528, align 8, !noalias !36
  %.239.epil.i33 = fadd double %c.2.07.epil.i29, %.236.epil.i32
  %epil.iter.next.i34 = add nuw nsw i64 %epil.iter.i30, 1
  %epil.iter.cmp.not.i35 = icmp eq i64 %xtraiter.i18, %epil.iter.next.i34
  br i1 %epil.iter.cmp.not.i35, label %for.end.1.endif, label %B50.endif.epil.i36, !prof !39, !llvm.loop !41

B50.endif.i73:                                    ; preds = %B50.endif.i73, %B50.endif.preheader.new.i21.new
  %lsr.iv684 = phi i64 [ %lsr.iv.next685, %B50.endif.i73 ], [ %unroll_iter354, %B50.endif.preheader.new.i21.new ]
  %c.2.07.i38 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i21.new ], [ %.239.7.i71.7, %B50.endif.i73 ]
  %.70.06.i39 = phi i64 [ 0, %B50.endif.preheader.new.i21.new ], [ %.182.7.i67.7, %B50.endif.i73 ]
  %scevgep682 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep683 = getelementptr double, double* %scevgep682, i64 -63
  %.236.i41 = load double, double* %scevgep683, align 8, !noalias !36
  %.239.i42 = fadd double %c.2.07.i38, %.236.i41
  %scevgep680 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep681 = getelementptr double, double* %scevgep680, i64 -62
  %.236.1.i45 = load double, double* %scevgep681, align 8, !noalias !36
  %.239.1.i46 = fadd double %.239.i42, %.236.1.i45
  %scevgep678 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep679 = getelementptr double, double* %scevgep678, i64 -61
  %.236.2.i49 = load double, double* %scevgep679, align 8, !noalias !36
  %.239.2.i50 = fadd double %.239.1.i46, %.236.2.i49
  %scevgep676 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep677 = getelementptr double, double* %scevgep676, i64 -60
  %.236.3.i53 = load double, double* %scevgep677, align 8, !noalias !36
  %.239.3.i54 = fadd double %.239.2.i50, %.236.3.i53
  %scevgep674 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep675 = getelementptr double, double* %scevgep674, i64 -59
  %.236.4.i57 = load double, double* %scevgep675, align 8, !noalias !36
  %.239.4.i58 = fadd double %.239.3.i54, %.236.4.i57
  %scevgep672 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep673 = getelementptr double, double* %scevgep672, i64 -58
  %.236.5.i61 = load double, double* %scevgep673, align 8, !noalias !36
  %.239.5.i62 = fadd double %.239.4.i58, %.236.5.i61
  %scevgep670 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep671 = getelementptr double, double* %scevgep670, i64 -57
  %.236.6.i65 = load double, double* %scevgep671, align 8, !noalias !36
  %.239.6.i66 = fadd double %.239.5.i62, %.236.6.i65
  %scevgep668 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep669 = getelementptr double, double* %scevgep668, i64 -56
  %.236.7.i70 = load double, double* %scevgep669, align 8, !noalias !36
  %.239.7.i71 = fadd double %.239.6.i66, %.236.7.i70
  %scevgep637 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep638 = getelementptr double, double* %scevgep637, i64 -55
  %.236.i41.1 = load double, double* %scevgep638, align 8, !noalias !36
  %.239.i42.1 = fadd double %.239.7.i71, %.236.i41.1
  %scevgep639 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep640 = getelementptr double, double* %scevgep639, i64 -54
  %.236.1.i45.1 = load double, double* %scevgep640, align 8, !noalias !36
  %.239.1.i46.1 = fadd double %.239.i42.1, %.236.1.i45.1
  %scevgep641 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep642 = getelementptr double, double* %scevgep641, i64 -53
  %.236.2.i49.1 = load double, double* %scevgep642, align 8, !noalias !36
  %.239.2.i50.1 = fadd double %.239.1.i46.1, %.236.2.i49.1
  %scevgep643 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep644 = getelementptr double, double* %scevgep643, i64 -52
  %.236.3.i53.1 = load double, double* %scevgep644, align 8, !noalias !36
  %.239.3.i54.1 = fadd double %.239.2.i50.1, %.236.3.i53.1
  %scevgep645 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep646 = getelementptr double, double* %scevgep645, i64 -51
  %.236.4.i57.1 = load double, double* %scevgep646, align 8, !noalias !36
  %.239.4.i58.1 = fadd double %.239.3.i54.1, %.236.4.i57.1
  %scevgep647 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep648 = getelementptr double, double* %scevgep647, i64 -50
  %.236.5.i61.1 = load double, double* %scevgep648, align 8, !noalias !36
  %.239.5.i62.1 = fadd double %.239.4.i58.1, %.236.5.i61.1
  %scevgep649 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep650 = getelementptr double, double* %scevgep649, i64 -49
  %.236.6.i65.1 = load double, double* %scevgep650, align 8, !noalias !36
  %.239.6.i66.1 = fadd double %.239.5.i62.1, %.236.6.i65.1
  %scevgep651 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep652 = getelementptr double, double* %scevgep651, i64 -48
  %.236.7.i70.1 = load double, double* %scevgep652, align 8, !noalias !36
  %.239.7.i71.1 = fadd double %.239.6.i66.1, %.236.7.i70.1
  %scevgep621 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep622 = getelementptr double, double* %scevgep621, i64 -47
  %.236.i41.2 = load double, double* %scevgep622, align 8, !noalias !36
  %.239.i42.2 = fadd double %.239.7.i71.1, %.236.i41.2
  %scevgep623 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep624 = getelementptr double, double* %scevgep623, i64 -46
  %.236.1.i45.2 = load double, double* %scevgep624, align 8, !noalias !36
  %.239.1.i46.2 = fadd double %.239.i42.2, %.236.1.i45.2
  %scevgep625 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep626 = getelementptr double, double* %scevgep625, i64 -45
  %.236.2.i49.2 = load double, double* %scevgep626, align 8, !noalias !36
  %.239.2.i50.2 = fadd double %.239.1.i46.2, %.236.2.i49.2
  %scevgep627 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep628 = getelementptr double, double* %scevgep627, i64 -44
  %.236.3.i53.2 = load double, double* %scevgep628, align 8, !noalias !36
  %.239.3.i54.2 = fadd double %.239.2.i50.2, %.236.3.i53.2
  %scevgep629 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep630 = getelementptr double, double* %scevgep629, i64 -43
  %.236.4.i57.2 = load double, double* %scevgep630, align 8, !noalias !36
  %.239.4.i58.2 = fadd double %.239.3.i54.2, %.236.4.i57.2
  %scevgep631 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep632 = getelementptr double, double* %scevgep631, i64 -42
  %.236.5.i61.2 = load double, double* %scevgep632, align 8, !noalias !36
  %.239.5.i62.2 = fadd double %.239.4.i58.2, %.236.5.i61.2
  %scevgep633 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep634 = getelementptr double, double* %scevgep633, i64 -41
  %.236.6.i65.2 = load double, double* %scevgep634, align 8, !noalias !36
  %.239.6.i66.2 = fadd double %.239.5.i62.2, %.236.6.i65.2
  %scevgep635 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep636 = getelementptr double, double* %scevgep635, i64 -40
  %.236.7.i70.2 = load double, double* %scevgep636, align 8, !noalias !36
  %.239.7.i71.2 = fadd double %.239.6.i66.2, %.236.7.i70.2
  %scevgep605 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep606 = getelementptr double, double* %scevgep605, i64 -39
  %.236.i41.3 = load double, double* %scevgep606, align 8, !noalias !36
  %.239.i42.3 = fadd double %.239.7.i71.2, %.236.i41.3
  %scevgep607 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep608 = getelementptr double, double* %scevgep607, i64 -38
  %.236.1.i45.3 = load double, double* %scevgep608, align 8, !noalias !36
  %.239.1.i46.3 = fadd double %.239.i42.3, %.236.1.i45.3
  %scevgep609 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep610 = getelementptr double, double* %scevgep609, i64 -37
  %.236.2.i49.3 = load double, double* %scevgep610, align 8, !noalias !36
  %.239.2.i50.3 = fadd double %.239.1.i46.3, %.236.2.i49.3
  %scevgep611 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep612 = getelementptr double, double* %scevgep611, i64 -36
  %.236.3.i53.3 = load double, double* %scevgep612, align 8, !noalias !36
  %.239.3.i54.3 = fadd double %.239.2.i50.3, %.236.3.i53.3
  %scevgep613 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep614 = getelementptr double, double* %scevgep613, i64 -35
  %.236.4.i57.3 = load double, double* %scevgep614, align 8, !noalias !36
  %.239.4.i58.3 = fadd double %.239.3.i54.3, %.236.4.i57.3
  %scevgep615 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep616 = getelementptr double, double* %scevgep615, i64 -34
  %.236.5.i61.3 = load double, double* %scevgep616, align 8, !noalias !36
  %.239.5.i62.3 = fadd double %.239.4.i58.3, %.236.5.i61.3
  %scevgep617 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep618 = getelementptr double, double* %scevgep617, i64 -33
  %.236.6.i65.3 = load double, double* %scevgep618, align 8, !noalias !36
  %.239.6.i66.3 = fadd double %.239.5.i62.3, %.236.6.i65.3
  %scevgep619 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep620 = getelementptr double, double* %scevgep619, i64 -32
  %.236.7.i70.3 = load double, double* %scevgep620, align 8, !noalias !36
  %.239.7.i71.3 = fadd double %.239.6.i66.3, %.236.7.i70.3
  %scevgep589 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep590 = getelementptr double, double* %scevgep589, i64 -31
  %.236.i41.4 = load double, double* %scevgep590, align 8, !noalias !36
  %.239.i42.4 = fadd double %.239.7.i71.3, %.236.i41.4
  %scevgep591 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep592 = getelementptr double, double* %scevgep591, i64 -30
  %.236.1.i45.4 = load double, double* %scevgep592, align 8, !noalias !36
  %.239.1.i46.4 = fadd double %.239.i42.4, %.236.1.i45.4
  %scevgep593 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep594 = getelementptr double, double* %scevgep593, i64 -29
  %.236.2.i49.4 = load double, double* %scevgep594, align 8, !noalias !36
  %.239.2.i50.4 = fadd double %.239.1.i46.4, %.236.2.i49.4
  %scevgep595 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep596 = getelementptr double, double* %scevgep595, i64 -28
  %.236.3.i53.4 = load double, double* %scevgep596, align 8, !noalias !36
  %.239.3.i54.4 = fadd double %.239.2.i50.4, %.236.3.i53.4
  %scevgep597 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep598 = getelementptr double, double* %scevgep597, i64 -27
  %.236.4.i57.4 = load double, double* %scevgep598, align 8, !noalias !36
  %.239.4.i58.4 = fadd double %.239.3.i54.4, %.236.4.i57.4
  %scevgep599 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep600 = getelementptr double, double* %scevgep599, i64 -26
  %.236.5.i61.4 = load double, double* %scevgep600, align 8, !noalias !36
  %.239.5.i62.4 = fadd double %.239.4.i58.4, %.236.5.i61.4
  %scevgep601 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep602 = getelementptr double, double* %scevgep601, i64 -25
  %.236.6.i65.4 = load double, double* %scevgep602, align 8, !noalias !36
  %.239.6.i66.4 = fadd double %.239.5.i62.4, %.236.6.i65.4
  %scevgep603 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep604 = getelementptr double, double* %scevgep603, i64 -24
  %.236.7.i70.4 = load double, double* %scevgep604, align 8, !noalias !36
  %.239.7.i71.4 = fadd double %.239.6.i66.4, %.236.7.i70.4
  %scevgep573 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep574 = getelementptr double, double* %scevgep573, i64 -23
  %.236.i41.5 = load double, double* %scevgep574, align 8, !noalias !36
  %.239.i42.5 = fadd double %.239.7.i71.4, %.236.i41.5
  %scevgep575 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep576 = getelementptr double, double* %scevgep575, i64 -22
  %.236.1.i45.5 = load double, double* %scevgep576, align 8, !noalias !36
  %.239.1.i46.5 = fadd double %.239.i42.5, %.236.1.i45.5
  %scevgep577 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep578 = getelementptr double, double* %scevgep577, i64 -21
  %.236.2.i49.5 = load double, double* %scevgep578, align 8, !noalias !36
  %.239.2.i50.5 = fadd double %.239.1.i46.5, %.236.2.i49.5
  %scevgep579 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep580 = getelementptr double, double* %scevgep579, i64 -20
  %.236.3.i53.5 = load double, double* %scevgep580, align 8, !noalias !36
  %.239.3.i54.5 = fadd double %.239.2.i50.5, %.236.3.i53.5
  %scevgep581 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep582 = getelementptr double, double* %scevgep581, i64 -19
  %.236.4.i57.5 = load double, double* %scevgep582, align 8, !noalias !36
  %.239.4.i58.5 = fadd double %.239.3.i54.5, %.236.4.i57.5
  %scevgep583 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep584 = getelementptr double, double* %scevgep583, i64 -18
  %.236.5.i61.5 = load double, double* %scevgep584, align 8, !noalias !36
  %.239.5.i62.5 = fadd double %.239.4.i58.5, %.236.5.i61.5
  %scevgep585 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep586 = getelementptr double, double* %scevgep585, i64 -17
  %.236.6.i65.5 = load double, double* %scevgep586, align 8, !noalias !36
  %.239.6.i66.5 = fadd double %.239.5.i62.5, %.236.6.i65.5
  %scevgep587 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep588 = getelementptr double, double* %scevgep587, i64 -16
  %.236.7.i70.5 = load double, double* %scevgep588, align 8, !noalias !36
  %.239.7.i71.5 = fadd double %.239.6.i66.5, %.236.7.i70.5
  %scevgep557 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -15
  %.236.i41.6 = load double, double* %scevgep558, align 8, !noalias !36
  %.239.i42.6 = fadd double %.239.7.i71.5, %.236.i41.6
  %scevgep559 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -14
  %.236.1.i45.6 = load double, double* %scevgep560, align 8, !noalias !36
  %.239.1.i46.6 = fadd double %.239.i42.6, %.236.1.i45.6
  %scevgep561 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -13
  %.236.2.i49.6 = load double, double* %scevgep562, align 8, !noalias !36
  %.239.2.i50.6 = fadd double %.239.1.i46.6, %.236.2.i49.6
  %scevgep563 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -12
  %.236.3.i53.6 = load double, double* %scevgep564, align 8, !noalias !36
  %.239.3.i54.6 = fadd double %.239.2.i50.6, %.236.3.i53.6
  %scevgep565 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep566 = getelementptr double, double* %scevgep565, i64 -11
  %.236.4.i57.6 = load double, double* %scevgep566, align 8, !noalias !36
  %.239.4.i58.6 = fadd double %.239.3.i54.6, %.236.4.i57.6
  %scevgep567 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -10
  %.236.5.i61.6 = load double, double* %scevgep568, align 8, !noalias !36
  %.239.5.i62.6 = fadd double %.239.4.i58.6, %.236.5.i61.6
  %scevgep569 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep570 = getelementptr double, double* %scevgep569, i64 -9
  %.236.6.i65.6 = load double, double* %scevgep570, align 8, !noalias !36
  %.239.6.i66.6 = fadd double %.239.5.i62.6, %.236.6.i65.6
  %scevgep571 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep572 = getelementptr double, double* %scevgep571, i64 -8
  %.236.7.i70.6 = load double, double* %scevgep572, align 8, !noalias !36
  %.239.7.i71.6 = fadd double %.239.6.i66.6, %.236.7.i70.6
  %scevgep653 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep654 = getelementptr double, double* %scevgep653, i64 -7
  %.236.i41.7 = load double, double* %scevgep654, align 8, !noalias !36
  %.239.i42.7 = fadd double %.239.7.i71.6, %.236.i41.7
  %scevgep655 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep656 = getelementptr double, double* %scevgep655, i64 -6
  %.236.1.i45.7 = load double, double* %scevgep656, align 8, !noalias !36
  %.239.1.i46.7 = fadd double %.239.i42.7, %.236.1.i45.7
  %scevgep657 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep658 = getelementptr double, double* %scevgep657, i64 -5
  %.236.2.i49.7 = load double, double* %scevgep658, align 8, !noalias !36
  %.239.2.i50.7 = fadd double %.239.1.i46.7, %.236.2.i49.7
  %scevgep659 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep660 = getelementptr double, double* %scevgep659, i64 -4
  %.236.3.i53.7 = load double, double* %scevgep660, align 8, !noalias !36
  %.239.3.i54.7 = fadd double %.239.2.i50.7, %.236.3.i53.7
  %scevgep661 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep662 = getelementptr double, double* %scevgep661, i64 -3
  %.236.4.i57.7 = load double, double* %scevgep662, align 8, !noalias !36
  %.239.4.i58.7 = fadd double %.239.3.i54.7, %.236.4.i57.7
  %scevgep663 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep664 = getelementptr double, double* %scevgep663, i64 -2
  %.236.5.i61.7 = load double, double* %scevgep664, align 8, !noalias !36
  %.239.5.i62.7 = fadd double %.239.4.i58.7, %.236.5.i61.7
  %scevgep665 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %scevgep666 = getelementptr double, double* %scevgep665, i64 -1
  %.236.6.i65.7 = load double, double* %scevgep666, align 8, !noalias !36
  %.239.6.i66.7 = fadd double %.239.5.i62.7, %.236.6.i65.7
  %.182.7.i67.7 = add i64 %.70.06.i39, 64
  %scevgep667 = getelementptr double, double* %scevgep556, i64 %.70.06.i39
  %.236.7.i70.7 = load double, double* %scevgep667, align 8, !noalias !36
  %.239.7.i71.7 = fadd double %.239.6.i66.7, %.236.7.i70.7
  %lsr.iv.next685 = add i64 %lsr.iv684, -8
  %niter355.ncmp.7 = icmp eq i64 %lsr.iv.next685, 0
  br i1 %niter355.ncmp.7, label %common.ret.loopexit.unr-lcssa.i26.loopexit.unr-lcssa, label %B50.endif.i73, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i36, %common.ret.loopexit.unr-lcssa.i26, %for.end.1
  %c.2.0.lcssa.i37 = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i22, %common.ret.loopexit.unr-lcssa.i26 ], [ %.239.epil.i33, %B50.endif.epil.i36 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %sunkaddr1316 = getelementptr i8, i8* %.37, i64 24
  %189 = bitcast i8* %sunkaddr1316 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i10206 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %189, align 8
  %.9781317 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i10206 to i64*
  %.979 = load i64, i64* %.9781317, align 8
  %.980 = icmp slt i64 %.979, 1
  br i1 %.980, label %for.end.1.endif.if, label %for.end.1.endif.endif, !prof !0

for.end.1.endif.if:                               ; preds = %for.end.1.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140022042876096, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.1.endif.endif:                            ; preds = %for.end.1.endif
  %.994.elt210 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i10206, i64 0, i32 3, i32 2
  %.994.unpack211 = load i64, i64* %.994.elt210, align 8
  %.994.elt214 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i10206, i64 0, i32 3, i32 4
  %.994.unpack215 = load double*, double** %.994.elt214, align 8
  %.68.i = icmp eq i64 %.994.unpack211, 0
  br i1 %.68.i, label %for.end.1.endif.endif.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1.endif.endif
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.994.unpack211, i64 1) #4
  %190 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %191 = icmp ult i64 %190, 7
  br i1 %191, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const1206 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const1206
  %192 = add nsw i64 %unroll_iter.i, -8
  %193 = lshr exact i64 %192, 3
  %194 = add nuw nsw i64 %193, 1
  %xtraiter = and i64 %194, 7
  %195 = icmp ult i64 %192, 56
  br i1 %195, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const1204 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %194, %const1204
  %scevgep398 = getelementptr double, double* %.994.unpack215, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %196 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep374 = getelementptr double, double* %.994.unpack215, i64 %196
  %197 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %198 = bitcast double* %scevgep374 to i8*
  %uglygep395 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep395396 = bitcast i8* %uglygep395 to double*
  %scevgep397 = getelementptr double, double* %uglygep395396, i64 -7
  %.236.i.epil = load double, double* %scevgep397, align 8, !noalias !42
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep392 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep392393 = bitcast i8* %uglygep392 to double*
  %scevgep394 = getelementptr double, double* %uglygep392393, i64 -6
  %.236.1.i.epil = load double, double* %scevgep394, align 8, !noalias !42
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep389 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep389390 = bitcast i8* %uglygep389 to double*
  %scevgep391 = getelementptr double, double* %uglygep389390, i64 -5
  %.236.2.i.epil = load double, double* %scevgep391, align 8, !noalias !42
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep386 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep386387 = bitcast i8* %uglygep386 to double*
  %scevgep388 = getelementptr double, double* %uglygep386387, i64 -4
  %.236.3.i.epil = load double, double* %scevgep388, align 8, !noalias !42
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep383 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep383384 = bitcast i8* %uglygep383 to double*
  %scevgep385 = getelementptr double, double* %uglygep383384, i64 -3
  %.236.4.i.epil = load double, double* %scevgep385, align 8, !noalias !42
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep380 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep380381 = bitcast i8* %uglygep380 to double*
  %scevgep382 = getelementptr double, double* %uglygep380381, i64 -2
  %.236.5.i.epil = load double, double* %scevgep382, align 8, !noalias !42
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep377 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep377378 = bitcast i8* %uglygep377 to double*
  %scevgep379 = getelementptr double, double* %uglygep377378, i64 -1
  %.236.6.i.epil = load double, double* %scevgep379, align 8, !noalias !42
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep376 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep376, align 8, !noalias !42
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %197, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !39, !llvm.loop !45

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif.endif.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.994.unpack215, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep373 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep373, align 8, !noalias !42
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif.endif.endif, label %B50.endif.epil.i, !prof !39, !llvm.loop !41

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv526 = phi i64 [ %lsr.iv.next527, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep524 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -63
  %.236.i = load double, double* %scevgep525, align 8, !noalias !42
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep522 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -62
  %.236.1.i = load double, double* %scevgep523, align 8, !noalias !42
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep520 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -61
  %.236.2.i = load double, double* %scevgep521, align 8, !noalias !42
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep518 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -60
  %.236.3.i = load double, double* %scevgep519, align 8, !noalias !42
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep516 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -59
  %.236.4.i = load double, double* %scevgep517, align 8, !noalias !42
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep514 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -58
  %.236.5.i = load double, double* %scevgep515, align 8, !noalias !42
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep512 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -57
  %.236.6.i = load double, double* %scevgep513, align 8, !noalias !42
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep510 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -56
  %.236.7.i = load double, double* %scevgep511, align 8, !noalias !42
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep479 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -55
  %.236.i.1 = load double, double* %scevgep480, align 8, !noalias !42
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep481 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -54
  %.236.1.i.1 = load double, double* %scevgep482, align 8, !noalias !42
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep483 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -53
  %.236.2.i.1 = load double, double* %scevgep484, align 8, !noalias !42
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep485 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -52
  %.236.3.i.1 = load double, double* %scevgep486, align 8, !noalias !42
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep487 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -51
  %.236.4.i.1 = load double, double* %scevgep488, align 8, !noalias !42
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep489 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -50
  %.236.5.i.1 = load double, double* %scevgep490, align 8, !noalias !42
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep491 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -49
  %.236.6.i.1 = load double, double* %scevgep492, align 8, !noalias !42
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep493 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -48
  %.236.7.i.1 = load double, double* %scevgep494, align 8, !noalias !42
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep463 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -47
  %.236.i.2 = load double, double* %scevgep464, align 8, !noalias !42
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep465 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -46
  %.236.1.i.2 = load double, double* %scevgep466, align 8, !noalias !42
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep467 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -45
  %.236.2.i.2 = load double, double* %scevgep468, align 8, !noalias !42
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep469 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep470 = getelementptr double, double* %scevgep469, i64 -44
  %.236.3.i.2 = load double, double* %scevgep470, align 8, !noalias !42
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep471 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep472 = getelementptr double, double* %scevgep471, i64 -43
  %.236.4.i.2 = load double, double* %scevgep472, align 8, !noalias !42
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep473 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -42
  %.236.5.i.2 = load double, double* %scevgep474, align 8, !noalias !42
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep475 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -41
  %.236.6.i.2 = load double, double* %scevgep476, align 8, !noalias !42
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep477 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -40
  %.236.7.i.2 = load double, double* %scevgep478, align 8, !noalias !42
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep447 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -39
  %.236.i.3 = load double, double* %scevgep448, align 8, !noalias !42
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep449 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -38
  %.236.1.i.3 = load double, double* %scevgep450, align 8, !noalias !42
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep451 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -37
  %.236.2.i.3 = load double, double* %scevgep452, align 8, !noalias !42
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep453 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -36
  %.236.3.i.3 = load double, double* %scevgep454, align 8, !noalias !42
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep455 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -35
  %.236.4.i.3 = load double, double* %scevgep456, align 8, !noalias !42
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep457 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -34
  %.236.5.i.3 = load double, double* %scevgep458, align 8, !noalias !42
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep459 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -33
  %.236.6.i.3 = load double, double* %scevgep460, align 8, !noalias !42
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep461 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -32
  %.236.7.i.3 = load double, double* %scevgep462, align 8, !noalias !42
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep431 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -31
  %.236.i.4 = load double, double* %scevgep432, align 8, !noalias !42
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep433 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep434 = getelementptr double, double* %scevgep433, i64 -30
  %.236.1.i.4 = load double, double* %scevgep434, align 8, !noalias !42
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep435 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep436 = getelementptr double, double* %scevgep435, i64 -29
  %.236.2.i.4 = load double, double* %scevgep436, align 8, !noalias !42
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep437 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -28
  %.236.3.i.4 = load double, double* %scevgep438, align 8, !noalias !42
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep439 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -27
  %.236.4.i.4 = load double, double* %scevgep440, align 8, !noalias !42
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep441 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -26
  %.236.5.i.4 = load double, double* %scevgep442, align 8, !noalias !42
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep443 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -25
  %.236.6.i.4 = load double, double* %scevgep444, align 8, !noalias !42
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep445 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -24
  %.236.7.i.4 = load double, double* %scevgep446, align 8, !noalias !42
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep415 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep416 = getelementptr double, double* %scevgep415, i64 -23
  %.236.i.5 = load double, double* %scevgep416, align 8, !noalias !42
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep417 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep418 = getelementptr double, double* %scevgep417, i64 -22
  %.236.1.i.5 = load double, double* %scevgep418, align 8, !noalias !42
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep419 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep420 = getelementptr double, double* %scevgep419, i64 -21
  %.236.2.i.5 = load double, double* %scevgep420, align 8, !noalias !42
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep421 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -20
  %.236.3.i.5 = load double, double* %scevgep422, align 8, !noalias !42
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep423 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -19
  %.236.4.i.5 = load double, double* %scevgep424, align 8, !noalias !42
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep425 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -18
  %.236.5.i.5 = load double, double* %scevgep426, align 8, !noalias !42
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep427 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -17
  %.236.6.i.5 = load double, double* %scevgep428, align 8, !noalias !42
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep429 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -16
  %.236.7.i.5 = load double, double* %scevgep430, align 8, !noalias !42
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep399 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -15
  %.236.i.6 = load double, double* %scevgep400, align 8, !noalias !42
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep401 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -14
  %.236.1.i.6 = load double, double* %scevgep402, align 8, !noalias !42
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep403 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep404 = getelementptr double, double* %scevgep403, i64 -13
  %.236.2.i.6 = load double, double* %scevgep404, align 8, !noalias !42
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep405 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep406 = getelementptr double, double* %scevgep405, i64 -12
  %.236.3.i.6 = load double, double* %scevgep406, align 8, !noalias !42
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep407 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep408 = getelementptr double, double* %scevgep407, i64 -11
  %.236.4.i.6 = load double, double* %scevgep408, align 8, !noalias !42
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep409 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -10
  %.236.5.i.6 = load double, double* %scevgep410, align 8, !noalias !42
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep411 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep412 = getelementptr double, double* %scevgep411, i64 -9
  %.236.6.i.6 = load double, double* %scevgep412, align 8, !noalias !42
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep413 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep414 = getelementptr double, double* %scevgep413, i64 -8
  %.236.7.i.6 = load double, double* %scevgep414, align 8, !noalias !42
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep495 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -7
  %.236.i.7 = load double, double* %scevgep496, align 8, !noalias !42
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep497 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -6
  %.236.1.i.7 = load double, double* %scevgep498, align 8, !noalias !42
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep499 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -5
  %.236.2.i.7 = load double, double* %scevgep500, align 8, !noalias !42
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep501 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep502 = getelementptr double, double* %scevgep501, i64 -4
  %.236.3.i.7 = load double, double* %scevgep502, align 8, !noalias !42
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep503 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep504 = getelementptr double, double* %scevgep503, i64 -3
  %.236.4.i.7 = load double, double* %scevgep504, align 8, !noalias !42
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep505 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep506 = getelementptr double, double* %scevgep505, i64 -2
  %.236.5.i.7 = load double, double* %scevgep506, align 8, !noalias !42
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep507 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %scevgep508 = getelementptr double, double* %scevgep507, i64 -1
  %.236.6.i.7 = load double, double* %scevgep508, align 8, !noalias !42
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep509 = getelementptr double, double* %scevgep398, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep509, align 8, !noalias !42
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next527 = add i64 %lsr.iv526, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next527, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif.endif.endif:                      ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1.endif.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.endif.endif ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.37)
  %.1041 = fadd double %c.2.0.lcssa.i37, %c.2.0.lcssa.i
  store double %.1041, double* %retptr, align 8
  br label %common.ret
}

define linkonce_odr void @".dtor.list.array(float64, 1d, C)"(i8* %.1) {
.3:
  %.5 = bitcast i8* %.1 to i64*
  %.8 = load i64, i64* %.5, align 8
  %.101 = icmp sgt i64 %.8, 0
  br i1 %.101, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %.3
  %.12 = getelementptr inbounds i8, i8* %.1, i64 24
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %lsr.iv20 = phi i64 [ %.8, %for.body.preheader ], [ %lsr.iv.next, %for.body ]
  %lsr.iv = phi i8* [ %.12, %for.body.preheader ], [ %scevgep, %for.body ]
  %lsr.iv19 = bitcast i8* %lsr.iv to i8**
  %.14.unpack = load i8*, i8** %lsr.iv19, align 8
  tail call void @NRT_decref(i8* %.14.unpack)
  %scevgep = getelementptr i8, i8* %lsr.iv, i64 56
  %lsr.iv.next = add i64 %lsr.iv20, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %.3
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.list_pop_arrays, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([138 x i8], [138 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

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
  %.49 = call i32 @_ZN7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #3
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %8 = icmp sgt i32 %.49, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
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

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

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

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !46

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f596c515d50>", i64 0, i64 0))
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

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
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

attributes #0 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !17}
!34 = distinct !{!34, !17}
!35 = distinct !{!35, !15}
!36 = !{!37}
!37 = distinct !{!37, !38, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!39 = !{!"branch_weights", i32 1, i32 7}
!40 = distinct !{!40, !17}
!41 = distinct !{!41, !17}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!45 = distinct !{!45, !17}
!46 = !{!"branch_weights", i32 99, i32 1}
