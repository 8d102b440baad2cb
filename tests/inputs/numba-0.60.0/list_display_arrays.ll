; ModuleID = 'list_display_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140114257175168 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140114257175168.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140114257175168 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140114257175168, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140114257175168.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140114254655424 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140114254655424.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140114254655424 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140114254655424, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140114254655424.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140114256670016 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140114256670016.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140114256670016 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140114256670016, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140114256670016.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140114257763712 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140114257763712.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140114257763712 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140114257763712, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140114257763712.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_display_arrays = internal constant [20 x i8] c"list_display_arrays\00"
@_ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [141 x i8] c"missing Environment: _ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f6ee49ff650>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f6ee49ff650>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f6ee4810fd0B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140114257735296 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140114257735296.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140114257735296 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140114257735296, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140114257735296.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f6ee4841350B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f6ee4840990B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f6ee4840350B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B72:                                              ; preds = %B72.preheader, %for.end.3.endif
  %.6.i275388 = phi { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* [ %.6.i275, %for.end.3.endif ], [ %.6.i275382, %B72.preheader ]
  %s.2.0387 = phi double [ %.1187, %for.end.3.endif ], [ 0.000000e+00, %B72.preheader ]
  %.765.0386 = phi i64 [ %.824, %for.end.3.endif ], [ 0, %B72.preheader ]
  %.808 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i275388, i64 0, i32 3
  %.810.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.808, i64 %.765.0386, i32 0
  %.810.unpack = load i8*, i8** %.810.elt, align 8
  %.810.elt301 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.808, i64 %.765.0386, i32 4
  %.810.unpack302 = load double*, double** %.810.elt301, align 8
  %0 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.808, i64 %.765.0386, i32 5, i64 0
  %.810.unpack304.unpack = load i64, i64* %0, align 8
  %.824 = add nuw nsw i64 %.765.0386, 1
  tail call void @NRT_incref(i8* %.810.unpack)
  %sunkaddr = getelementptr i8, i8* %.547, i64 24
  %1 = bitcast i8* %sunkaddr to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i7276 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.8922530 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i7276 to i64*
  %.893 = load i64, i64* %.8922530, align 8
  %.894 = icmp slt i64 %.893, 1
  br i1 %.894, label %B72.if, label %B72.endif, !prof !0

common.ret:                                       ; preds = %B72.endif.endif.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.if, %B72.endif.endif.endif.endif.endif.if, %B72.endif.endif.endif.endif.if, %B72.if, %for.end.2.endif.endif.if, %B0.endif.endif.if, %B140
  %common.ret.op = phi i32 [ 0, %B140 ], [ 1, %B0.endif.endif.if ], [ 1, %for.end.2.endif.endif.if ], [ 1, %B72.if ], [ 1, %B72.endif.endif.endif.endif.if ], [ 1, %B72.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.if ], [ 1, %B72.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B140:                                             ; preds = %for.end.3.endif, %for.end.2.endif.endif.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %for.end.2.endif.endif.endif ], [ %.1187, %for.end.3.endif ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  tail call void @NRT_decref(i8* nonnull %.547)
  tail call void @NRT_decref(i8* nonnull %.547)
  br label %common.ret

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140114257175168, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i10 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i11 = icmp eq i8* %.7.i.i10, null
  br i1 %.8.i.i11, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140114257735296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i16 = getelementptr i8, i8* %.7.i.i10, i64 24
  %2 = bitcast i8* %.5.i16 to double**
  %.6.i17184 = load double*, double** %2, align 8
  %.146181 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.146181, label %for.body.preheader, label %for.end.endif.endif.endif.thread

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.148.not, label %for.end.endif.endif.endif.thread405, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 32
  br i1 %min.iters.check, label %for.body.us.preheader650, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i17184, i64 %arg.x.5.0
  %scevgep440 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i17184, %scevgep440
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader650, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -32
  %3 = add i64 %n.vec, -32
  %4 = lshr exact i64 %3, 5
  %5 = add nuw nsw i64 %4, 1
  %xtraiter702 = and i64 %5, 7
  %6 = icmp ult i64 %3, 224
  br i1 %6, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const2526 = bitcast i64 1152921504606846968 to i64
  %unroll_iter705 = and i64 %5, %const2526
  %scevgep2329 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep2425 = getelementptr double, double* %.6.i17184, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv2521 = phi i64 [ %lsr.iv.next2522, %vector.body ], [ %unroll_iter705, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep2413 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep24132414 = bitcast double* %scevgep2413 to <8 x double>*
  %scevgep2415 = getelementptr <8 x double>, <8 x double>* %scevgep24132414, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep2415, align 8, !alias.scope !9
  %scevgep2422 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep24222423 = bitcast double* %scevgep2422 to <8 x double>*
  %scevgep2424 = getelementptr <8 x double>, <8 x double>* %scevgep24222423, i64 -30
  %wide.load442 = load <8 x double>, <8 x double>* %scevgep2424, align 8, !alias.scope !9
  %scevgep2419 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep24192420 = bitcast double* %scevgep2419 to <8 x double>*
  %scevgep2421 = getelementptr <8 x double>, <8 x double>* %scevgep24192420, i64 -29
  %wide.load443 = load <8 x double>, <8 x double>* %scevgep2421, align 8, !alias.scope !9
  %scevgep2416 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep24162417 = bitcast double* %scevgep2416 to <8 x double>*
  %scevgep2418 = getelementptr <8 x double>, <8 x double>* %scevgep24162417, i64 -28
  %wide.load444 = load <8 x double>, <8 x double>* %scevgep2418, align 8, !alias.scope !9
  %7 = fmul <8 x double> %wide.load, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %8 = fmul <8 x double> %wide.load442, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %9 = fmul <8 x double> %wide.load443, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %10 = fmul <8 x double> %wide.load444, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %scevgep2509 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25092510 = bitcast double* %scevgep2509 to <8 x double>*
  %scevgep2511 = getelementptr <8 x double>, <8 x double>* %scevgep25092510, i64 -31
  store <8 x double> %7, <8 x double>* %scevgep2511, align 8, !alias.scope !12, !noalias !9
  %scevgep2518 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25182519 = bitcast double* %scevgep2518 to <8 x double>*
  %scevgep2520 = getelementptr <8 x double>, <8 x double>* %scevgep25182519, i64 -30
  store <8 x double> %8, <8 x double>* %scevgep2520, align 8, !alias.scope !12, !noalias !9
  %scevgep2515 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25152516 = bitcast double* %scevgep2515 to <8 x double>*
  %scevgep2517 = getelementptr <8 x double>, <8 x double>* %scevgep25152516, i64 -29
  store <8 x double> %9, <8 x double>* %scevgep2517, align 8, !alias.scope !12, !noalias !9
  %scevgep2512 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25122513 = bitcast double* %scevgep2512 to <8 x double>*
  %scevgep2514 = getelementptr <8 x double>, <8 x double>* %scevgep25122513, i64 -28
  store <8 x double> %10, <8 x double>* %scevgep2514, align 8, !alias.scope !12, !noalias !9
  %scevgep2399 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23992400 = bitcast double* %scevgep2399 to <8 x double>*
  %scevgep2401 = getelementptr <8 x double>, <8 x double>* %scevgep23992400, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep2401, align 8, !alias.scope !9
  %scevgep2396 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23962397 = bitcast double* %scevgep2396 to <8 x double>*
  %scevgep2398 = getelementptr <8 x double>, <8 x double>* %scevgep23962397, i64 -26
  %wide.load442.1 = load <8 x double>, <8 x double>* %scevgep2398, align 8, !alias.scope !9
  %scevgep2393 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23932394 = bitcast double* %scevgep2393 to <8 x double>*
  %scevgep2395 = getelementptr <8 x double>, <8 x double>* %scevgep23932394, i64 -25
  %wide.load443.1 = load <8 x double>, <8 x double>* %scevgep2395, align 8, !alias.scope !9
  %scevgep2390 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23902391 = bitcast double* %scevgep2390 to <8 x double>*
  %scevgep2392 = getelementptr <8 x double>, <8 x double>* %scevgep23902391, i64 -24
  %wide.load444.1 = load <8 x double>, <8 x double>* %scevgep2392, align 8, !alias.scope !9
  %11 = fmul <8 x double> %wide.load.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %12 = fmul <8 x double> %wide.load442.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %13 = fmul <8 x double> %wide.load443.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %14 = fmul <8 x double> %wide.load444.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %scevgep2495 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24952496 = bitcast double* %scevgep2495 to <8 x double>*
  %scevgep2497 = getelementptr <8 x double>, <8 x double>* %scevgep24952496, i64 -27
  store <8 x double> %11, <8 x double>* %scevgep2497, align 8, !alias.scope !12, !noalias !9
  %scevgep2492 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24922493 = bitcast double* %scevgep2492 to <8 x double>*
  %scevgep2494 = getelementptr <8 x double>, <8 x double>* %scevgep24922493, i64 -26
  store <8 x double> %12, <8 x double>* %scevgep2494, align 8, !alias.scope !12, !noalias !9
  %scevgep2489 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24892490 = bitcast double* %scevgep2489 to <8 x double>*
  %scevgep2491 = getelementptr <8 x double>, <8 x double>* %scevgep24892490, i64 -25
  store <8 x double> %13, <8 x double>* %scevgep2491, align 8, !alias.scope !12, !noalias !9
  %scevgep2486 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24862487 = bitcast double* %scevgep2486 to <8 x double>*
  %scevgep2488 = getelementptr <8 x double>, <8 x double>* %scevgep24862487, i64 -24
  store <8 x double> %14, <8 x double>* %scevgep2488, align 8, !alias.scope !12, !noalias !9
  %scevgep2387 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23872388 = bitcast double* %scevgep2387 to <8 x double>*
  %scevgep2389 = getelementptr <8 x double>, <8 x double>* %scevgep23872388, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep2389, align 8, !alias.scope !9
  %scevgep2384 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23842385 = bitcast double* %scevgep2384 to <8 x double>*
  %scevgep2386 = getelementptr <8 x double>, <8 x double>* %scevgep23842385, i64 -22
  %wide.load442.2 = load <8 x double>, <8 x double>* %scevgep2386, align 8, !alias.scope !9
  %scevgep2381 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23812382 = bitcast double* %scevgep2381 to <8 x double>*
  %scevgep2383 = getelementptr <8 x double>, <8 x double>* %scevgep23812382, i64 -21
  %wide.load443.2 = load <8 x double>, <8 x double>* %scevgep2383, align 8, !alias.scope !9
  %scevgep2378 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23782379 = bitcast double* %scevgep2378 to <8 x double>*
  %scevgep2380 = getelementptr <8 x double>, <8 x double>* %scevgep23782379, i64 -20
  %wide.load444.2 = load <8 x double>, <8 x double>* %scevgep2380, align 8, !alias.scope !9
  %15 = fmul <8 x double> %wide.load.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %16 = fmul <8 x double> %wide.load442.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %17 = fmul <8 x double> %wide.load443.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %18 = fmul <8 x double> %wide.load444.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %scevgep2483 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24832484 = bitcast double* %scevgep2483 to <8 x double>*
  %scevgep2485 = getelementptr <8 x double>, <8 x double>* %scevgep24832484, i64 -23
  store <8 x double> %15, <8 x double>* %scevgep2485, align 8, !alias.scope !12, !noalias !9
  %scevgep2480 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24802481 = bitcast double* %scevgep2480 to <8 x double>*
  %scevgep2482 = getelementptr <8 x double>, <8 x double>* %scevgep24802481, i64 -22
  store <8 x double> %16, <8 x double>* %scevgep2482, align 8, !alias.scope !12, !noalias !9
  %scevgep2477 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24772478 = bitcast double* %scevgep2477 to <8 x double>*
  %scevgep2479 = getelementptr <8 x double>, <8 x double>* %scevgep24772478, i64 -21
  store <8 x double> %17, <8 x double>* %scevgep2479, align 8, !alias.scope !12, !noalias !9
  %scevgep2474 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24742475 = bitcast double* %scevgep2474 to <8 x double>*
  %scevgep2476 = getelementptr <8 x double>, <8 x double>* %scevgep24742475, i64 -20
  store <8 x double> %18, <8 x double>* %scevgep2476, align 8, !alias.scope !12, !noalias !9
  %scevgep2375 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23752376 = bitcast double* %scevgep2375 to <8 x double>*
  %scevgep2377 = getelementptr <8 x double>, <8 x double>* %scevgep23752376, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep2377, align 8, !alias.scope !9
  %scevgep2372 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23722373 = bitcast double* %scevgep2372 to <8 x double>*
  %scevgep2374 = getelementptr <8 x double>, <8 x double>* %scevgep23722373, i64 -18
  %wide.load442.3 = load <8 x double>, <8 x double>* %scevgep2374, align 8, !alias.scope !9
  %scevgep2369 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23692370 = bitcast double* %scevgep2369 to <8 x double>*
  %scevgep2371 = getelementptr <8 x double>, <8 x double>* %scevgep23692370, i64 -17
  %wide.load443.3 = load <8 x double>, <8 x double>* %scevgep2371, align 8, !alias.scope !9
  %scevgep2366 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23662367 = bitcast double* %scevgep2366 to <8 x double>*
  %scevgep2368 = getelementptr <8 x double>, <8 x double>* %scevgep23662367, i64 -16
  %wide.load444.3 = load <8 x double>, <8 x double>* %scevgep2368, align 8, !alias.scope !9
  %19 = fmul <8 x double> %wide.load.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %20 = fmul <8 x double> %wide.load442.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %21 = fmul <8 x double> %wide.load443.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %22 = fmul <8 x double> %wide.load444.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %scevgep2471 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24712472 = bitcast double* %scevgep2471 to <8 x double>*
  %scevgep2473 = getelementptr <8 x double>, <8 x double>* %scevgep24712472, i64 -19
  store <8 x double> %19, <8 x double>* %scevgep2473, align 8, !alias.scope !12, !noalias !9
  %scevgep2468 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24682469 = bitcast double* %scevgep2468 to <8 x double>*
  %scevgep2470 = getelementptr <8 x double>, <8 x double>* %scevgep24682469, i64 -18
  store <8 x double> %20, <8 x double>* %scevgep2470, align 8, !alias.scope !12, !noalias !9
  %scevgep2465 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24652466 = bitcast double* %scevgep2465 to <8 x double>*
  %scevgep2467 = getelementptr <8 x double>, <8 x double>* %scevgep24652466, i64 -17
  store <8 x double> %21, <8 x double>* %scevgep2467, align 8, !alias.scope !12, !noalias !9
  %scevgep2462 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24622463 = bitcast double* %scevgep2462 to <8 x double>*
  %scevgep2464 = getelementptr <8 x double>, <8 x double>* %scevgep24622463, i64 -16
  store <8 x double> %22, <8 x double>* %scevgep2464, align 8, !alias.scope !12, !noalias !9
  %scevgep2363 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23632364 = bitcast double* %scevgep2363 to <8 x double>*
  %scevgep2365 = getelementptr <8 x double>, <8 x double>* %scevgep23632364, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep2365, align 8, !alias.scope !9
  %scevgep2360 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23602361 = bitcast double* %scevgep2360 to <8 x double>*
  %scevgep2362 = getelementptr <8 x double>, <8 x double>* %scevgep23602361, i64 -14
  %wide.load442.4 = load <8 x double>, <8 x double>* %scevgep2362, align 8, !alias.scope !9
  %scevgep2357 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23572358 = bitcast double* %scevgep2357 to <8 x double>*
  %scevgep2359 = getelementptr <8 x double>, <8 x double>* %scevgep23572358, i64 -13
  %wide.load443.4 = load <8 x double>, <8 x double>* %scevgep2359, align 8, !alias.scope !9
  %scevgep2354 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23542355 = bitcast double* %scevgep2354 to <8 x double>*
  %scevgep2356 = getelementptr <8 x double>, <8 x double>* %scevgep23542355, i64 -12
  %wide.load444.4 = load <8 x double>, <8 x double>* %scevgep2356, align 8, !alias.scope !9
  %23 = fmul <8 x double> %wide.load.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %24 = fmul <8 x double> %wide.load442.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %25 = fmul <8 x double> %wide.load443.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %26 = fmul <8 x double> %wide.load444.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %scevgep2459 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24592460 = bitcast double* %scevgep2459 to <8 x double>*
  %scevgep2461 = getelementptr <8 x double>, <8 x double>* %scevgep24592460, i64 -15
  store <8 x double> %23, <8 x double>* %scevgep2461, align 8, !alias.scope !12, !noalias !9
  %scevgep2456 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24562457 = bitcast double* %scevgep2456 to <8 x double>*
  %scevgep2458 = getelementptr <8 x double>, <8 x double>* %scevgep24562457, i64 -14
  store <8 x double> %24, <8 x double>* %scevgep2458, align 8, !alias.scope !12, !noalias !9
  %scevgep2453 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24532454 = bitcast double* %scevgep2453 to <8 x double>*
  %scevgep2455 = getelementptr <8 x double>, <8 x double>* %scevgep24532454, i64 -13
  store <8 x double> %25, <8 x double>* %scevgep2455, align 8, !alias.scope !12, !noalias !9
  %scevgep2450 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24502451 = bitcast double* %scevgep2450 to <8 x double>*
  %scevgep2452 = getelementptr <8 x double>, <8 x double>* %scevgep24502451, i64 -12
  store <8 x double> %26, <8 x double>* %scevgep2452, align 8, !alias.scope !12, !noalias !9
  %scevgep2351 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23512352 = bitcast double* %scevgep2351 to <8 x double>*
  %scevgep2353 = getelementptr <8 x double>, <8 x double>* %scevgep23512352, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep2353, align 8, !alias.scope !9
  %scevgep2348 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23482349 = bitcast double* %scevgep2348 to <8 x double>*
  %scevgep2350 = getelementptr <8 x double>, <8 x double>* %scevgep23482349, i64 -10
  %wide.load442.5 = load <8 x double>, <8 x double>* %scevgep2350, align 8, !alias.scope !9
  %scevgep2345 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23452346 = bitcast double* %scevgep2345 to <8 x double>*
  %scevgep2347 = getelementptr <8 x double>, <8 x double>* %scevgep23452346, i64 -9
  %wide.load443.5 = load <8 x double>, <8 x double>* %scevgep2347, align 8, !alias.scope !9
  %scevgep2342 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23422343 = bitcast double* %scevgep2342 to <8 x double>*
  %scevgep2344 = getelementptr <8 x double>, <8 x double>* %scevgep23422343, i64 -8
  %wide.load444.5 = load <8 x double>, <8 x double>* %scevgep2344, align 8, !alias.scope !9
  %27 = fmul <8 x double> %wide.load.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %28 = fmul <8 x double> %wide.load442.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %29 = fmul <8 x double> %wide.load443.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %30 = fmul <8 x double> %wide.load444.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %scevgep2447 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24472448 = bitcast double* %scevgep2447 to <8 x double>*
  %scevgep2449 = getelementptr <8 x double>, <8 x double>* %scevgep24472448, i64 -11
  store <8 x double> %27, <8 x double>* %scevgep2449, align 8, !alias.scope !12, !noalias !9
  %scevgep2444 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24442445 = bitcast double* %scevgep2444 to <8 x double>*
  %scevgep2446 = getelementptr <8 x double>, <8 x double>* %scevgep24442445, i64 -10
  store <8 x double> %28, <8 x double>* %scevgep2446, align 8, !alias.scope !12, !noalias !9
  %scevgep2441 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24412442 = bitcast double* %scevgep2441 to <8 x double>*
  %scevgep2443 = getelementptr <8 x double>, <8 x double>* %scevgep24412442, i64 -9
  store <8 x double> %29, <8 x double>* %scevgep2443, align 8, !alias.scope !12, !noalias !9
  %scevgep2438 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24382439 = bitcast double* %scevgep2438 to <8 x double>*
  %scevgep2440 = getelementptr <8 x double>, <8 x double>* %scevgep24382439, i64 -8
  store <8 x double> %30, <8 x double>* %scevgep2440, align 8, !alias.scope !12, !noalias !9
  %scevgep2339 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23392340 = bitcast double* %scevgep2339 to <8 x double>*
  %scevgep2341 = getelementptr <8 x double>, <8 x double>* %scevgep23392340, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep2341, align 8, !alias.scope !9
  %scevgep2336 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23362337 = bitcast double* %scevgep2336 to <8 x double>*
  %scevgep2338 = getelementptr <8 x double>, <8 x double>* %scevgep23362337, i64 -6
  %wide.load442.6 = load <8 x double>, <8 x double>* %scevgep2338, align 8, !alias.scope !9
  %scevgep2333 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23332334 = bitcast double* %scevgep2333 to <8 x double>*
  %scevgep2335 = getelementptr <8 x double>, <8 x double>* %scevgep23332334, i64 -5
  %wide.load443.6 = load <8 x double>, <8 x double>* %scevgep2335, align 8, !alias.scope !9
  %scevgep2330 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep23302331 = bitcast double* %scevgep2330 to <8 x double>*
  %scevgep2332 = getelementptr <8 x double>, <8 x double>* %scevgep23302331, i64 -4
  %wide.load444.6 = load <8 x double>, <8 x double>* %scevgep2332, align 8, !alias.scope !9
  %31 = fmul <8 x double> %wide.load.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %32 = fmul <8 x double> %wide.load442.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %33 = fmul <8 x double> %wide.load443.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %34 = fmul <8 x double> %wide.load444.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %scevgep2435 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24352436 = bitcast double* %scevgep2435 to <8 x double>*
  %scevgep2437 = getelementptr <8 x double>, <8 x double>* %scevgep24352436, i64 -7
  store <8 x double> %31, <8 x double>* %scevgep2437, align 8, !alias.scope !12, !noalias !9
  %scevgep2432 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24322433 = bitcast double* %scevgep2432 to <8 x double>*
  %scevgep2434 = getelementptr <8 x double>, <8 x double>* %scevgep24322433, i64 -6
  store <8 x double> %32, <8 x double>* %scevgep2434, align 8, !alias.scope !12, !noalias !9
  %scevgep2429 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24292430 = bitcast double* %scevgep2429 to <8 x double>*
  %scevgep2431 = getelementptr <8 x double>, <8 x double>* %scevgep24292430, i64 -5
  store <8 x double> %33, <8 x double>* %scevgep2431, align 8, !alias.scope !12, !noalias !9
  %scevgep2426 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24262427 = bitcast double* %scevgep2426 to <8 x double>*
  %scevgep2428 = getelementptr <8 x double>, <8 x double>* %scevgep24262427, i64 -4
  store <8 x double> %34, <8 x double>* %scevgep2428, align 8, !alias.scope !12, !noalias !9
  %scevgep2410 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep24102411 = bitcast double* %scevgep2410 to <8 x double>*
  %scevgep2412 = getelementptr <8 x double>, <8 x double>* %scevgep24102411, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep2412, align 8, !alias.scope !9
  %scevgep2407 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep24072408 = bitcast double* %scevgep2407 to <8 x double>*
  %scevgep2409 = getelementptr <8 x double>, <8 x double>* %scevgep24072408, i64 -2
  %wide.load442.7 = load <8 x double>, <8 x double>* %scevgep2409, align 8, !alias.scope !9
  %scevgep2404 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep24042405 = bitcast double* %scevgep2404 to <8 x double>*
  %scevgep2406 = getelementptr <8 x double>, <8 x double>* %scevgep24042405, i64 -1
  %wide.load443.7 = load <8 x double>, <8 x double>* %scevgep2406, align 8, !alias.scope !9
  %scevgep2402 = getelementptr double, double* %scevgep2329, i64 %index
  %scevgep24022403 = bitcast double* %scevgep2402 to <8 x double>*
  %wide.load444.7 = load <8 x double>, <8 x double>* %scevgep24022403, align 8, !alias.scope !9
  %35 = fmul <8 x double> %wide.load.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %36 = fmul <8 x double> %wide.load442.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %37 = fmul <8 x double> %wide.load443.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %38 = fmul <8 x double> %wide.load444.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %scevgep2506 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25062507 = bitcast double* %scevgep2506 to <8 x double>*
  %scevgep2508 = getelementptr <8 x double>, <8 x double>* %scevgep25062507, i64 -3
  store <8 x double> %35, <8 x double>* %scevgep2508, align 8, !alias.scope !12, !noalias !9
  %scevgep2503 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25032504 = bitcast double* %scevgep2503 to <8 x double>*
  %scevgep2505 = getelementptr <8 x double>, <8 x double>* %scevgep25032504, i64 -2
  store <8 x double> %36, <8 x double>* %scevgep2505, align 8, !alias.scope !12, !noalias !9
  %scevgep2500 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep25002501 = bitcast double* %scevgep2500 to <8 x double>*
  %scevgep2502 = getelementptr <8 x double>, <8 x double>* %scevgep25002501, i64 -1
  store <8 x double> %37, <8 x double>* %scevgep2502, align 8, !alias.scope !12, !noalias !9
  %scevgep2498 = getelementptr double, double* %scevgep2425, i64 %index
  %scevgep24982499 = bitcast double* %scevgep2498 to <8 x double>*
  store <8 x double> %38, <8 x double>* %scevgep24982499, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next2522 = add i64 %lsr.iv2521, -8
  %niter706.ncmp.7 = icmp eq i64 %lsr.iv.next2522, 0
  br i1 %niter706.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod704.not = icmp eq i64 %xtraiter702, 0
  br i1 %lcmp.mod704.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %39 = add nuw nsw i64 %index.unr, 24
  %scevgep2301 = getelementptr double, double* %.6.i17184, i64 %39
  %scevgep2316 = getelementptr double, double* %arg.x.4, i64 %39
  %40 = shl nuw nsw i64 %xtraiter702, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv2302 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next2303, %vector.body.epil ]
  %41 = bitcast double* %scevgep2316 to i8*
  %42 = bitcast double* %scevgep2301 to i8*
  %uglygep2326 = getelementptr i8, i8* %41, i64 %lsr.iv2302
  %uglygep23262327 = bitcast i8* %uglygep2326 to <8 x double>*
  %scevgep2328 = getelementptr <8 x double>, <8 x double>* %uglygep23262327, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep2328, align 8, !alias.scope !9
  %uglygep2323 = getelementptr i8, i8* %41, i64 %lsr.iv2302
  %uglygep23232324 = bitcast i8* %uglygep2323 to <8 x double>*
  %scevgep2325 = getelementptr <8 x double>, <8 x double>* %uglygep23232324, i64 -2
  %wide.load442.epil = load <8 x double>, <8 x double>* %scevgep2325, align 8, !alias.scope !9
  %uglygep2320 = getelementptr i8, i8* %41, i64 %lsr.iv2302
  %uglygep23202321 = bitcast i8* %uglygep2320 to <8 x double>*
  %scevgep2322 = getelementptr <8 x double>, <8 x double>* %uglygep23202321, i64 -1
  %wide.load443.epil = load <8 x double>, <8 x double>* %scevgep2322, align 8, !alias.scope !9
  %uglygep2318 = getelementptr i8, i8* %41, i64 %lsr.iv2302
  %uglygep23182319 = bitcast i8* %uglygep2318 to <8 x double>*
  %wide.load444.epil = load <8 x double>, <8 x double>* %uglygep23182319, align 8, !alias.scope !9
  %43 = fmul <8 x double> %wide.load.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %44 = fmul <8 x double> %wide.load442.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %45 = fmul <8 x double> %wide.load443.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %46 = fmul <8 x double> %wide.load444.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %uglygep2313 = getelementptr i8, i8* %42, i64 %lsr.iv2302
  %uglygep23132314 = bitcast i8* %uglygep2313 to <8 x double>*
  %scevgep2315 = getelementptr <8 x double>, <8 x double>* %uglygep23132314, i64 -3
  store <8 x double> %43, <8 x double>* %scevgep2315, align 8, !alias.scope !12, !noalias !9
  %uglygep2310 = getelementptr i8, i8* %42, i64 %lsr.iv2302
  %uglygep23102311 = bitcast i8* %uglygep2310 to <8 x double>*
  %scevgep2312 = getelementptr <8 x double>, <8 x double>* %uglygep23102311, i64 -2
  store <8 x double> %44, <8 x double>* %scevgep2312, align 8, !alias.scope !12, !noalias !9
  %uglygep2307 = getelementptr i8, i8* %42, i64 %lsr.iv2302
  %uglygep23072308 = bitcast i8* %uglygep2307 to <8 x double>*
  %scevgep2309 = getelementptr <8 x double>, <8 x double>* %uglygep23072308, i64 -1
  store <8 x double> %45, <8 x double>* %scevgep2309, align 8, !alias.scope !12, !noalias !9
  %uglygep2305 = getelementptr i8, i8* %42, i64 %lsr.iv2302
  %uglygep23052306 = bitcast i8* %uglygep2305 to <8 x double>*
  store <8 x double> %46, <8 x double>* %uglygep23052306, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next2303 = add nuw nsw i64 %lsr.iv2302, 256
  %epil.iter703.cmp.not = icmp eq i64 %40, %lsr.iv.next2303
  br i1 %epil.iter703.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end.endif.endif.endif, label %for.body.us.preheader650

for.body.us.preheader650:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index183.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %47 = xor i64 %loop.index183.us.ph, -1
  %48 = add i64 %47, %arg.x.5.0
  %xtraiter699 = and i64 %arg.x.5.0, 7
  %lcmp.mod700.not = icmp eq i64 %xtraiter699, 0
  br i1 %lcmp.mod700.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader650
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv2299 = phi i64 [ %xtraiter699, %for.body.us.prol.preheader ], [ %lsr.iv.next2300, %for.body.us.prol ]
  %loop.index183.us.prol = phi i64 [ %.185.us.prol, %for.body.us.prol ], [ %loop.index183.us.ph, %for.body.us.prol.preheader ]
  %scevgep2298 = getelementptr double, double* %arg.x.4, i64 %loop.index183.us.prol
  %.156.us.prol = load double, double* %scevgep2298, align 8
  %.5.i83.us.prol = fmul double %.156.us.prol, 2.000000e+00
  %scevgep2297 = getelementptr double, double* %.6.i17184, i64 %loop.index183.us.prol
  store double %.5.i83.us.prol, double* %scevgep2297, align 8
  %.185.us.prol = add nuw i64 %loop.index183.us.prol, 1
  %lsr.iv.next2300 = add nsw i64 %lsr.iv2299, -1
  %prol.iter701.cmp.not = icmp eq i64 %lsr.iv.next2300, 0
  br i1 %prol.iter701.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader650
  %loop.index183.us.unr = phi i64 [ %loop.index183.us.ph, %for.body.us.preheader650 ], [ %.185.us.prol, %for.body.us.prol ]
  %49 = icmp ult i64 %48, 7
  br i1 %49, label %for.end.endif.endif.endif, label %for.body.us.preheader716

for.body.us.preheader716:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader716, %for.body.us
  %loop.index183.us = phi i64 [ %.185.us.7, %for.body.us ], [ %loop.index183.us.unr, %for.body.us.preheader716 ]
  %sunkaddr2531 = mul i64 %loop.index183.us, 8
  %50 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2532 = getelementptr i8, i8* %50, i64 %sunkaddr2531
  %51 = bitcast i8* %sunkaddr2532 to double*
  %.156.us = load double, double* %51, align 8
  %.5.i83.us = fmul double %.156.us, 2.000000e+00
  %sunkaddr2533 = mul i64 %loop.index183.us, 8
  %52 = bitcast double* %.6.i17184 to i8*
  %sunkaddr2534 = getelementptr i8, i8* %52, i64 %sunkaddr2533
  %53 = bitcast i8* %sunkaddr2534 to double*
  store double %.5.i83.us, double* %53, align 8
  %sunkaddr2535 = mul i64 %loop.index183.us, 8
  %54 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2536 = getelementptr i8, i8* %54, i64 %sunkaddr2535
  %sunkaddr2537 = getelementptr i8, i8* %sunkaddr2536, i64 8
  %55 = bitcast i8* %sunkaddr2537 to double*
  %.156.us.1 = load double, double* %55, align 8
  %.5.i83.us.1 = fmul double %.156.us.1, 2.000000e+00
  %sunkaddr2538 = mul i64 %loop.index183.us, 8
  %56 = bitcast double* %.6.i17184 to i8*
  %sunkaddr2539 = getelementptr i8, i8* %56, i64 %sunkaddr2538
  %sunkaddr2540 = getelementptr i8, i8* %sunkaddr2539, i64 8
  %57 = bitcast i8* %sunkaddr2540 to double*
  store double %.5.i83.us.1, double* %57, align 8
  %sunkaddr2541 = mul i64 %loop.index183.us, 8
  %58 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2542 = getelementptr i8, i8* %58, i64 %sunkaddr2541
  %sunkaddr2543 = getelementptr i8, i8* %sunkaddr2542, i64 16
  %59 = bitcast i8* %sunkaddr2543 to double*
  %.156.us.2 = load double, double* %59, align 8
  %.5.i83.us.2 = fmul double %.156.us.2, 2.000000e+00
  %sunkaddr2544 = mul i64 %loop.index183.us, 8
  %60 = bitcast double* %.6.i17184 to i8*
  %sunkaddr2545 = getelementptr i8, i8* %60, i64 %sunkaddr2544
  %sunkaddr2546 = getelementptr i8, i8* %sunkaddr2545, i64 16
  %61 = bitcast i8* %sunkaddr2546 to double*
  store double %.5.i83.us.2, double* %61, align 8
  %sunkaddr2547 = mul i64 %loop.index183.us, 8
  %62 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2548 = getelementptr i8, i8* %62, i64 %sunkaddr2547
  %sunkaddr2549 = getelementptr i8, i8* %sunkaddr2548, i64 24
  %63 = bitcast i8* %sunkaddr2549 to double*
  %.156.us.3 = load double, double* %63, align 8
  %.5.i83.us.3 = fmul double %.156.us.3, 2.000000e+00
  %sunkaddr2550 = mul i64 %loop.index183.us, 8
  %64 = bitcast double* %.6.i17184 to i8*
  %sunkaddr2551 = getelementptr i8, i8* %64, i64 %sunkaddr2550
  %sunkaddr2552 = getelementptr i8, i8* %sunkaddr2551, i64 24
  %65 = bitcast i8* %sunkaddr2552 to double*
  store double %.5.i83.us.3, double* %65, align 8
  %sunkaddr2553 = mul i64 %loop.index183.us, 8
  %66 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2554 = getelementptr i8, i8* %66, i64 %sunkaddr2553
  %sunkaddr2555 = getelementptr i8, i8* %sunkaddr2554, i64 32
  %67 = bitcast i8* %sunkaddr2555 to double*
  %.156.us.4 = load double, double* %67, align 8
  %.5.i83.us.4 = fmul double %.156.us.4, 2.000000e+00
  %sunkaddr2556 = mul i64 %loop.index183.us, 8
  %68 = bitcast double* %.6.i17184 to i8*
  %sunkaddr2557 = getelementptr i8, i8* %68, i64 %sunkaddr2556
  %sunkaddr2558 = getelementptr i8, i8* %sunkaddr2557, i64 32
  %69 = bitcast i8* %sunkaddr2558 to double*
  store double %.5.i83.us.4, double* %69, align 8
  %sunkaddr2559 = mul i64 %loop.index183.us, 8
  %70 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2560 = getelementptr i8, i8* %70, i64 %sunkaddr2559
  %sunkaddr2561 = getelementptr i8, i8* %sunkaddr2560, i64 40
  %71 = bitcast i8* %sunkaddr2561 to double*
  %.156.us.5 = load double, double* %71, align 8
  %.5.i83.us.5 = fmul double %.156.us.5, 2.000000e+00
  %sunkaddr2562 = mul i64 %loop.index183.us, 8
  %72 = bitcast double* %.6.i17184 to i8*
  %sunkaddr2563 = getelementptr i8, i8* %72, i64 %sunkaddr2562
  %sunkaddr2564 = getelementptr i8, i8* %sunkaddr2563, i64 40
  %73 = bitcast i8* %sunkaddr2564 to double*
  store double %.5.i83.us.5, double* %73, align 8
  %sunkaddr2565 = mul i64 %loop.index183.us, 8
  %74 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2566 = getelementptr i8, i8* %74, i64 %sunkaddr2565
  %sunkaddr2567 = getelementptr i8, i8* %sunkaddr2566, i64 48
  %75 = bitcast i8* %sunkaddr2567 to double*
  %.156.us.6 = load double, double* %75, align 8
  %.5.i83.us.6 = fmul double %.156.us.6, 2.000000e+00
  %sunkaddr2568 = mul i64 %loop.index183.us, 8
  %76 = bitcast double* %.6.i17184 to i8*
  %sunkaddr2569 = getelementptr i8, i8* %76, i64 %sunkaddr2568
  %sunkaddr2570 = getelementptr i8, i8* %sunkaddr2569, i64 48
  %77 = bitcast i8* %sunkaddr2570 to double*
  store double %.5.i83.us.6, double* %77, align 8
  %sunkaddr2571 = mul i64 %loop.index183.us, 8
  %78 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2572 = getelementptr i8, i8* %78, i64 %sunkaddr2571
  %sunkaddr2573 = getelementptr i8, i8* %sunkaddr2572, i64 56
  %79 = bitcast i8* %sunkaddr2573 to double*
  %.156.us.7 = load double, double* %79, align 8
  %.5.i83.us.7 = fmul double %.156.us.7, 2.000000e+00
  %sunkaddr2574 = mul i64 %loop.index183.us, 8
  %80 = bitcast double* %.6.i17184 to i8*
  %sunkaddr2575 = getelementptr i8, i8* %80, i64 %sunkaddr2574
  %sunkaddr2576 = getelementptr i8, i8* %sunkaddr2575, i64 56
  %81 = bitcast i8* %sunkaddr2576 to double*
  store double %.5.i83.us.7, double* %81, align 8
  %.185.us.7 = add nuw nsw i64 %loop.index183.us, 8
  %exitcond404.not.7 = icmp eq i64 %arg.x.5.0, %.185.us.7
  br i1 %exitcond404.not.7, label %for.end.endif.endif.endif, label %for.body.us, !llvm.loop !19

for.end.endif.endif.endif:                        ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block
  %.7.i.i86 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !20
  %.8.i.i87 = icmp eq i8* %.7.i.i86, null
  br i1 %.8.i.i87, label %for.end.endif.endif.endif.if, label %for.body.1.preheader, !prof !0

for.end.endif.endif.endif.thread405:              ; preds = %for.body.preheader
  %.156 = load double, double* %arg.x.4, align 8
  %.5.i83 = fmul double %.156, 2.000000e+00
  store double %.5.i83, double* %.6.i17184, align 8
  %.7.i.i86406 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !20
  %.8.i.i87407 = icmp eq i8* %.7.i.i86406, null
  br i1 %.8.i.i87407, label %for.end.endif.endif.endif.if, label %for.body.1.preheader.thread, !prof !0

for.body.1.preheader.thread:                      ; preds = %for.end.endif.endif.endif.thread405
  %.5.i92410 = getelementptr i8, i8* %.7.i.i86406, i64 24
  %82 = bitcast i8* %.5.i92410 to double**
  %.6.i93185411 = load double*, double** %82, align 8
  br label %for.end.1.endif.endif.endif.loopexit396

for.end.endif.endif.endif.thread:                 ; preds = %B0.endif.endif.endif.endif
  %.7.i.i86359 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !20
  %.8.i.i87360 = icmp eq i8* %.7.i.i86359, null
  br i1 %.8.i.i87360, label %for.end.endif.endif.endif.if, label %for.end.1.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif.thread405, %for.end.endif.endif.endif.thread, %for.end.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140114257735296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif
  %83 = icmp eq i64 %arg.x.5.0, 1
  %.5.i92 = getelementptr i8, i8* %.7.i.i86, i64 24
  %84 = bitcast i8* %.5.i92 to double**
  %.6.i93185 = load double*, double** %84, align 8
  br i1 %83, label %for.end.1.endif.endif.endif.loopexit396, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check457 = icmp ult i64 %arg.x.5.0, 8
  br i1 %min.iters.check457, label %for.body.1.us.preheader649, label %vector.memcheck445

vector.memcheck445:                               ; preds = %for.body.1.us.preheader
  %scevgep447 = getelementptr double, double* %.6.i93185, i64 %arg.x.5.0
  %scevgep449 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0451 = icmp ult double* %.6.i93185, %scevgep449
  %bound1452 = icmp ugt double* %scevgep447, %arg.x.4
  %found.conflict453 = and i1 %bound0451, %bound1452
  br i1 %found.conflict453, label %for.body.1.us.preheader649, label %vector.ph458

vector.ph458:                                     ; preds = %vector.memcheck445
  %n.vec460 = and i64 %arg.x.5.0, -8
  %85 = add i64 %n.vec460, -8
  %86 = lshr exact i64 %85, 3
  %87 = add nuw nsw i64 %86, 1
  %xtraiter694 = and i64 %87, 7
  %88 = icmp ult i64 %85, 56
  br i1 %88, label %middle.block454.unr-lcssa, label %vector.ph458.new

vector.ph458.new:                                 ; preds = %vector.ph458
  %const2529 = bitcast i64 4611686018427387896 to i64
  %unroll_iter697 = and i64 %87, %const2529
  br label %vector.body456

vector.body456:                                   ; preds = %vector.body456, %vector.ph458.new
  %lsr.iv2263 = phi i64 [ %lsr.iv.next2264, %vector.body456 ], [ %unroll_iter697, %vector.ph458.new ]
  %index463 = phi i64 [ 0, %vector.ph458.new ], [ %index.next465.7, %vector.body456 ]
  %sunkaddr2577 = mul i64 %index463, 8
  %89 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2578 = getelementptr i8, i8* %89, i64 %sunkaddr2577
  %90 = bitcast i8* %sunkaddr2578 to <8 x double>*
  %wide.load464 = load <8 x double>, <8 x double>* %90, align 8, !alias.scope !27
  %91 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load464)
  %sunkaddr2579 = mul i64 %index463, 8
  %92 = bitcast double* %.6.i93185 to i8*
  %sunkaddr2580 = getelementptr i8, i8* %92, i64 %sunkaddr2579
  %93 = bitcast i8* %sunkaddr2580 to <8 x double>*
  store <8 x double> %91, <8 x double>* %93, align 8, !alias.scope !30, !noalias !27
  %sunkaddr2581 = mul i64 %index463, 8
  %94 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2582 = getelementptr i8, i8* %94, i64 %sunkaddr2581
  %sunkaddr2583 = getelementptr i8, i8* %sunkaddr2582, i64 64
  %95 = bitcast i8* %sunkaddr2583 to <8 x double>*
  %wide.load464.1 = load <8 x double>, <8 x double>* %95, align 8, !alias.scope !27
  %96 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load464.1)
  %sunkaddr2584 = mul i64 %index463, 8
  %97 = bitcast double* %.6.i93185 to i8*
  %sunkaddr2585 = getelementptr i8, i8* %97, i64 %sunkaddr2584
  %sunkaddr2586 = getelementptr i8, i8* %sunkaddr2585, i64 64
  %98 = bitcast i8* %sunkaddr2586 to <8 x double>*
  store <8 x double> %96, <8 x double>* %98, align 8, !alias.scope !30, !noalias !27
  %sunkaddr2587 = mul i64 %index463, 8
  %99 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2588 = getelementptr i8, i8* %99, i64 %sunkaddr2587
  %sunkaddr2589 = getelementptr i8, i8* %sunkaddr2588, i64 128
  %100 = bitcast i8* %sunkaddr2589 to <8 x double>*
  %wide.load464.2 = load <8 x double>, <8 x double>* %100, align 8, !alias.scope !27
  %101 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load464.2)
  %sunkaddr2590 = mul i64 %index463, 8
  %102 = bitcast double* %.6.i93185 to i8*
  %sunkaddr2591 = getelementptr i8, i8* %102, i64 %sunkaddr2590
  %sunkaddr2592 = getelementptr i8, i8* %sunkaddr2591, i64 128
  %103 = bitcast i8* %sunkaddr2592 to <8 x double>*
  store <8 x double> %101, <8 x double>* %103, align 8, !alias.scope !30, !noalias !27
  %sunkaddr2593 = mul i64 %index463, 8
  %104 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2594 = getelementptr i8, i8* %104, i64 %sunkaddr2593
  %sunkaddr2595 = getelementptr i8, i8* %sunkaddr2594, i64 192
  %105 = bitcast i8* %sunkaddr2595 to <8 x double>*
  %wide.load464.3 = load <8 x double>, <8 x double>* %105, align 8, !alias.scope !27
  %106 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load464.3)
  %sunkaddr2596 = mul i64 %index463, 8
  %107 = bitcast double* %.6.i93185 to i8*
  %sunkaddr2597 = getelementptr i8, i8* %107, i64 %sunkaddr2596
  %sunkaddr2598 = getelementptr i8, i8* %sunkaddr2597, i64 192
  %108 = bitcast i8* %sunkaddr2598 to <8 x double>*
  store <8 x double> %106, <8 x double>* %108, align 8, !alias.scope !30, !noalias !27
  %sunkaddr2599 = mul i64 %index463, 8
  %109 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2600 = getelementptr i8, i8* %109, i64 %sunkaddr2599
  %sunkaddr2601 = getelementptr i8, i8* %sunkaddr2600, i64 256
  %110 = bitcast i8* %sunkaddr2601 to <8 x double>*
  %wide.load464.4 = load <8 x double>, <8 x double>* %110, align 8, !alias.scope !27
  %111 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load464.4)
  %sunkaddr2602 = mul i64 %index463, 8
  %112 = bitcast double* %.6.i93185 to i8*
  %sunkaddr2603 = getelementptr i8, i8* %112, i64 %sunkaddr2602
  %sunkaddr2604 = getelementptr i8, i8* %sunkaddr2603, i64 256
  %113 = bitcast i8* %sunkaddr2604 to <8 x double>*
  store <8 x double> %111, <8 x double>* %113, align 8, !alias.scope !30, !noalias !27
  %sunkaddr2605 = mul i64 %index463, 8
  %114 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2606 = getelementptr i8, i8* %114, i64 %sunkaddr2605
  %sunkaddr2607 = getelementptr i8, i8* %sunkaddr2606, i64 320
  %115 = bitcast i8* %sunkaddr2607 to <8 x double>*
  %wide.load464.5 = load <8 x double>, <8 x double>* %115, align 8, !alias.scope !27
  %116 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load464.5)
  %sunkaddr2608 = mul i64 %index463, 8
  %117 = bitcast double* %.6.i93185 to i8*
  %sunkaddr2609 = getelementptr i8, i8* %117, i64 %sunkaddr2608
  %sunkaddr2610 = getelementptr i8, i8* %sunkaddr2609, i64 320
  %118 = bitcast i8* %sunkaddr2610 to <8 x double>*
  store <8 x double> %116, <8 x double>* %118, align 8, !alias.scope !30, !noalias !27
  %sunkaddr2611 = mul i64 %index463, 8
  %119 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2612 = getelementptr i8, i8* %119, i64 %sunkaddr2611
  %sunkaddr2613 = getelementptr i8, i8* %sunkaddr2612, i64 384
  %120 = bitcast i8* %sunkaddr2613 to <8 x double>*
  %wide.load464.6 = load <8 x double>, <8 x double>* %120, align 8, !alias.scope !27
  %121 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load464.6)
  %sunkaddr2614 = mul i64 %index463, 8
  %122 = bitcast double* %.6.i93185 to i8*
  %sunkaddr2615 = getelementptr i8, i8* %122, i64 %sunkaddr2614
  %sunkaddr2616 = getelementptr i8, i8* %sunkaddr2615, i64 384
  %123 = bitcast i8* %sunkaddr2616 to <8 x double>*
  store <8 x double> %121, <8 x double>* %123, align 8, !alias.scope !30, !noalias !27
  %sunkaddr2617 = mul i64 %index463, 8
  %124 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2618 = getelementptr i8, i8* %124, i64 %sunkaddr2617
  %sunkaddr2619 = getelementptr i8, i8* %sunkaddr2618, i64 448
  %125 = bitcast i8* %sunkaddr2619 to <8 x double>*
  %wide.load464.7 = load <8 x double>, <8 x double>* %125, align 8, !alias.scope !27
  %126 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load464.7)
  %sunkaddr2620 = mul i64 %index463, 8
  %127 = bitcast double* %.6.i93185 to i8*
  %sunkaddr2621 = getelementptr i8, i8* %127, i64 %sunkaddr2620
  %sunkaddr2622 = getelementptr i8, i8* %sunkaddr2621, i64 448
  %128 = bitcast i8* %sunkaddr2622 to <8 x double>*
  store <8 x double> %126, <8 x double>* %128, align 8, !alias.scope !30, !noalias !27
  %index.next465.7 = add i64 %index463, 64
  %lsr.iv.next2264 = add i64 %lsr.iv2263, -8
  %niter698.ncmp.7 = icmp eq i64 %lsr.iv.next2264, 0
  br i1 %niter698.ncmp.7, label %middle.block454.unr-lcssa, label %vector.body456, !llvm.loop !32

middle.block454.unr-lcssa:                        ; preds = %vector.body456, %vector.ph458
  %index463.unr = phi i64 [ 0, %vector.ph458 ], [ %index.next465.7, %vector.body456 ]
  %lcmp.mod696.not = icmp eq i64 %xtraiter694, 0
  br i1 %lcmp.mod696.not, label %middle.block454, label %vector.body456.epil.preheader

vector.body456.epil.preheader:                    ; preds = %middle.block454.unr-lcssa
  %scevgep2205 = getelementptr double, double* %.6.i93185, i64 %index463.unr
  %scevgep2211 = getelementptr double, double* %arg.x.4, i64 %index463.unr
  %129 = shl nuw nsw i64 %xtraiter694, 6
  br label %vector.body456.epil

vector.body456.epil:                              ; preds = %vector.body456.epil.preheader, %vector.body456.epil
  %lsr.iv2206 = phi i64 [ 0, %vector.body456.epil.preheader ], [ %lsr.iv.next2207, %vector.body456.epil ]
  %130 = bitcast double* %scevgep2211 to i8*
  %131 = bitcast double* %scevgep2205 to i8*
  %uglygep2213 = getelementptr i8, i8* %130, i64 %lsr.iv2206
  %uglygep22132214 = bitcast i8* %uglygep2213 to <8 x double>*
  %wide.load464.epil = load <8 x double>, <8 x double>* %uglygep22132214, align 8, !alias.scope !27
  %132 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load464.epil)
  %uglygep2209 = getelementptr i8, i8* %131, i64 %lsr.iv2206
  %uglygep22092210 = bitcast i8* %uglygep2209 to <8 x double>*
  store <8 x double> %132, <8 x double>* %uglygep22092210, align 8, !alias.scope !30, !noalias !27
  %lsr.iv.next2207 = add nuw nsw i64 %lsr.iv2206, 64
  %epil.iter695.cmp.not = icmp eq i64 %129, %lsr.iv.next2207
  br i1 %epil.iter695.cmp.not, label %middle.block454, label %vector.body456.epil, !llvm.loop !33

middle.block454:                                  ; preds = %vector.body456.epil, %middle.block454.unr-lcssa
  %cmp.n462 = icmp eq i64 %n.vec460, %arg.x.5.0
  br i1 %cmp.n462, label %for.end.1.endif.endif.endif, label %for.body.1.us.preheader649

for.body.1.us.preheader649:                       ; preds = %vector.memcheck445, %for.body.1.us.preheader, %middle.block454
  %loop.index.1180.us.ph = phi i64 [ 0, %vector.memcheck445 ], [ 0, %for.body.1.us.preheader ], [ %n.vec460, %middle.block454 ]
  %133 = xor i64 %loop.index.1180.us.ph, -1
  %134 = add i64 %133, %arg.x.5.0
  %xtraiter691 = and i64 %arg.x.5.0, 7
  %lcmp.mod692.not = icmp eq i64 %xtraiter691, 0
  br i1 %lcmp.mod692.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader649
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv2203 = phi i64 [ %xtraiter691, %for.body.1.us.prol.preheader ], [ %lsr.iv.next2204, %for.body.1.us.prol ]
  %loop.index.1180.us.prol = phi i64 [ %.354.us.prol, %for.body.1.us.prol ], [ %loop.index.1180.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep2202 = getelementptr double, double* %arg.x.4, i64 %loop.index.1180.us.prol
  %.325.us.prol = load double, double* %scevgep2202, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.325.us.prol) #5
  %scevgep2201 = getelementptr double, double* %.6.i93185, i64 %loop.index.1180.us.prol
  store double %.12.i.us.prol, double* %scevgep2201, align 8
  %.354.us.prol = add nuw i64 %loop.index.1180.us.prol, 1
  %lsr.iv.next2204 = add nsw i64 %lsr.iv2203, -1
  %prol.iter693.cmp.not = icmp eq i64 %lsr.iv.next2204, 0
  br i1 %prol.iter693.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !34

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader649
  %loop.index.1180.us.unr = phi i64 [ %loop.index.1180.us.ph, %for.body.1.us.preheader649 ], [ %.354.us.prol, %for.body.1.us.prol ]
  %135 = icmp ult i64 %134, 7
  br i1 %135, label %for.end.1.endif.endif.endif, label %for.body.1.us.preheader715

for.body.1.us.preheader715:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader715, %for.body.1.us
  %loop.index.1180.us = phi i64 [ %.354.us.7, %for.body.1.us ], [ %loop.index.1180.us.unr, %for.body.1.us.preheader715 ]
  %sunkaddr2623 = mul i64 %loop.index.1180.us, 8
  %136 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2624 = getelementptr i8, i8* %136, i64 %sunkaddr2623
  %137 = bitcast i8* %sunkaddr2624 to double*
  %.325.us = load double, double* %137, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.325.us) #5
  %scevgep2184 = getelementptr double, double* %.6.i93185, i64 %loop.index.1180.us
  store double %.12.i.us, double* %scevgep2184, align 8
  %sunkaddr2625 = mul i64 %loop.index.1180.us, 8
  %138 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2626 = getelementptr i8, i8* %138, i64 %sunkaddr2625
  %sunkaddr2627 = getelementptr i8, i8* %sunkaddr2626, i64 8
  %139 = bitcast i8* %sunkaddr2627 to double*
  %.325.us.1 = load double, double* %139, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.325.us.1) #5
  %scevgep2182 = getelementptr double, double* %.6.i93185, i64 %loop.index.1180.us
  %scevgep2183 = getelementptr double, double* %scevgep2182, i64 1
  store double %.12.i.us.1, double* %scevgep2183, align 8
  %sunkaddr2628 = mul i64 %loop.index.1180.us, 8
  %140 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2629 = getelementptr i8, i8* %140, i64 %sunkaddr2628
  %sunkaddr2630 = getelementptr i8, i8* %sunkaddr2629, i64 16
  %141 = bitcast i8* %sunkaddr2630 to double*
  %.325.us.2 = load double, double* %141, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.325.us.2) #5
  %scevgep2180 = getelementptr double, double* %.6.i93185, i64 %loop.index.1180.us
  %scevgep2181 = getelementptr double, double* %scevgep2180, i64 2
  store double %.12.i.us.2, double* %scevgep2181, align 8
  %sunkaddr2631 = mul i64 %loop.index.1180.us, 8
  %142 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2632 = getelementptr i8, i8* %142, i64 %sunkaddr2631
  %sunkaddr2633 = getelementptr i8, i8* %sunkaddr2632, i64 24
  %143 = bitcast i8* %sunkaddr2633 to double*
  %.325.us.3 = load double, double* %143, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.325.us.3) #5
  %scevgep2178 = getelementptr double, double* %.6.i93185, i64 %loop.index.1180.us
  %scevgep2179 = getelementptr double, double* %scevgep2178, i64 3
  store double %.12.i.us.3, double* %scevgep2179, align 8
  %sunkaddr2634 = mul i64 %loop.index.1180.us, 8
  %144 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2635 = getelementptr i8, i8* %144, i64 %sunkaddr2634
  %sunkaddr2636 = getelementptr i8, i8* %sunkaddr2635, i64 32
  %145 = bitcast i8* %sunkaddr2636 to double*
  %.325.us.4 = load double, double* %145, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.325.us.4) #5
  %scevgep2176 = getelementptr double, double* %.6.i93185, i64 %loop.index.1180.us
  %scevgep2177 = getelementptr double, double* %scevgep2176, i64 4
  store double %.12.i.us.4, double* %scevgep2177, align 8
  %sunkaddr2637 = mul i64 %loop.index.1180.us, 8
  %146 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2638 = getelementptr i8, i8* %146, i64 %sunkaddr2637
  %sunkaddr2639 = getelementptr i8, i8* %sunkaddr2638, i64 40
  %147 = bitcast i8* %sunkaddr2639 to double*
  %.325.us.5 = load double, double* %147, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.325.us.5) #5
  %scevgep2174 = getelementptr double, double* %.6.i93185, i64 %loop.index.1180.us
  %scevgep2175 = getelementptr double, double* %scevgep2174, i64 5
  store double %.12.i.us.5, double* %scevgep2175, align 8
  %sunkaddr2640 = mul i64 %loop.index.1180.us, 8
  %148 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2641 = getelementptr i8, i8* %148, i64 %sunkaddr2640
  %sunkaddr2642 = getelementptr i8, i8* %sunkaddr2641, i64 48
  %149 = bitcast i8* %sunkaddr2642 to double*
  %.325.us.6 = load double, double* %149, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.325.us.6) #5
  %scevgep2172 = getelementptr double, double* %.6.i93185, i64 %loop.index.1180.us
  %scevgep2173 = getelementptr double, double* %scevgep2172, i64 6
  store double %.12.i.us.6, double* %scevgep2173, align 8
  %sunkaddr2643 = mul i64 %loop.index.1180.us, 8
  %150 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2644 = getelementptr i8, i8* %150, i64 %sunkaddr2643
  %sunkaddr2645 = getelementptr i8, i8* %sunkaddr2644, i64 56
  %151 = bitcast i8* %sunkaddr2645 to double*
  %.325.us.7 = load double, double* %151, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.325.us.7) #5
  %scevgep2170 = getelementptr double, double* %.6.i93185, i64 %loop.index.1180.us
  %scevgep2171 = getelementptr double, double* %scevgep2170, i64 7
  store double %.12.i.us.7, double* %scevgep2171, align 8
  %.354.us.7 = add nuw nsw i64 %loop.index.1180.us, 8
  %exitcond403.not.7 = icmp eq i64 %arg.x.5.0, %.354.us.7
  br i1 %exitcond403.not.7, label %for.end.1.endif.endif.endif, label %for.body.1.us, !llvm.loop !35

for.end.1.endif.endif.endif.loopexit396:          ; preds = %for.body.1.preheader, %for.body.1.preheader.thread
  %.6.i93185413 = phi double* [ %.6.i93185411, %for.body.1.preheader.thread ], [ %.6.i93185, %for.body.1.preheader ]
  %.7.i.i86408412 = phi i8* [ %.7.i.i86406, %for.body.1.preheader.thread ], [ %.7.i.i86, %for.body.1.preheader ]
  %.325 = load double, double* %arg.x.4, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.325) #5
  store double %.12.i, double* %.6.i93185413, align 8
  br label %for.end.1.endif.endif.endif

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block454, %for.end.1.endif.endif.endif.loopexit396
  %.6.i93185366 = phi double* [ %.6.i93185413, %for.end.1.endif.endif.endif.loopexit396 ], [ %.6.i93185, %middle.block454 ], [ %.6.i93185, %for.body.1.us.prol.loopexit ], [ %.6.i93185, %for.body.1.us ]
  %.7.i.i86361365 = phi i8* [ %.7.i.i86408412, %for.end.1.endif.endif.endif.loopexit396 ], [ %.7.i.i86, %middle.block454 ], [ %.7.i.i86, %for.body.1.us.prol.loopexit ], [ %.7.i.i86, %for.body.1.us ]
  %.7.i.i115 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !36
  %.8.i.i116 = icmp eq i8* %.7.i.i115, null
  br i1 %.8.i.i116, label %for.end.1.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif, !prof !0

for.end.1.endif.endif.endif.thread:               ; preds = %for.end.endif.endif.endif.thread
  %.5.i92363 = getelementptr i8, i8* %.7.i.i86359, i64 24
  %152 = bitcast i8* %.5.i92363 to double**
  %.6.i93185364 = load double*, double** %152, align 8
  %.7.i.i115416 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !36
  %.8.i.i116417 = icmp eq i8* %.7.i.i115416, null
  br i1 %.8.i.i116417, label %for.end.1.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.thread, !prof !0

for.end.1.endif.endif.endif.endif.thread:         ; preds = %for.end.1.endif.endif.endif.thread
  %.5.i121424 = getelementptr i8, i8* %.7.i.i115416, i64 24
  %153 = bitcast i8* %.5.i121424 to double**
  %.6.i122186425 = load double*, double** %153, align 8
  br label %for.end.2.endif.if

for.end.1.endif.endif.endif.if:                   ; preds = %for.end.1.endif.endif.endif.thread, %for.end.1.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140114257735296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.1.endif.endif.endif.endif:                ; preds = %for.end.1.endif.endif.endif
  %154 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i121 = getelementptr i8, i8* %.7.i.i115, i64 24
  %155 = bitcast i8* %.5.i121 to double**
  %.6.i122186 = load double*, double** %155, align 8
  br i1 %154, label %for.body.2.preheader, label %for.end.2.endif.if

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.endif.endif
  %.486.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.486.not, label %for.end.2.endif.if.loopexit394, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader
  %min.iters.check478 = icmp ult i64 %arg.x.5.0, 32
  br i1 %min.iters.check478, label %for.body.2.us.preheader648, label %vector.memcheck466

vector.memcheck466:                               ; preds = %for.body.2.us.preheader
  %scevgep468 = getelementptr double, double* %.6.i122186, i64 %arg.x.5.0
  %scevgep470 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0472 = icmp ult double* %.6.i122186, %scevgep470
  %bound1473 = icmp ugt double* %scevgep468, %arg.x.4
  %found.conflict474 = and i1 %bound0472, %bound1473
  br i1 %found.conflict474, label %for.body.2.us.preheader648, label %vector.ph479

vector.ph479:                                     ; preds = %vector.memcheck466
  %n.vec481 = and i64 %arg.x.5.0, -32
  %156 = add i64 %n.vec481, -32
  %157 = lshr exact i64 %156, 5
  %158 = add nuw nsw i64 %157, 1
  %xtraiter686 = and i64 %158, 7
  %159 = icmp ult i64 %156, 224
  br i1 %159, label %middle.block475.unr-lcssa, label %vector.ph479.new

vector.ph479.new:                                 ; preds = %vector.ph479
  %const2527 = bitcast i64 1152921504606846968 to i64
  %unroll_iter689 = and i64 %158, %const2527
  %scevgep1976 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep2072 = getelementptr double, double* %.6.i122186, i64 248
  br label %vector.body477

vector.body477:                                   ; preds = %vector.body477, %vector.ph479.new
  %lsr.iv2168 = phi i64 [ %lsr.iv.next2169, %vector.body477 ], [ %unroll_iter689, %vector.ph479.new ]
  %index484 = phi i64 [ 0, %vector.ph479.new ], [ %index.next489.7, %vector.body477 ]
  %scevgep2060 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20602061 = bitcast double* %scevgep2060 to <8 x double>*
  %scevgep2062 = getelementptr <8 x double>, <8 x double>* %scevgep20602061, i64 -31
  %wide.load485 = load <8 x double>, <8 x double>* %scevgep2062, align 8, !alias.scope !43
  %scevgep2069 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20692070 = bitcast double* %scevgep2069 to <8 x double>*
  %scevgep2071 = getelementptr <8 x double>, <8 x double>* %scevgep20692070, i64 -30
  %wide.load486 = load <8 x double>, <8 x double>* %scevgep2071, align 8, !alias.scope !43
  %scevgep2066 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20662067 = bitcast double* %scevgep2066 to <8 x double>*
  %scevgep2068 = getelementptr <8 x double>, <8 x double>* %scevgep20662067, i64 -29
  %wide.load487 = load <8 x double>, <8 x double>* %scevgep2068, align 8, !alias.scope !43
  %scevgep2063 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20632064 = bitcast double* %scevgep2063 to <8 x double>*
  %scevgep2065 = getelementptr <8 x double>, <8 x double>* %scevgep20632064, i64 -28
  %wide.load488 = load <8 x double>, <8 x double>* %scevgep2065, align 8, !alias.scope !43
  %160 = fmul <8 x double> %wide.load485, %wide.load485
  %161 = fmul <8 x double> %wide.load486, %wide.load486
  %162 = fmul <8 x double> %wide.load487, %wide.load487
  %163 = fmul <8 x double> %wide.load488, %wide.load488
  %scevgep2156 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21562157 = bitcast double* %scevgep2156 to <8 x double>*
  %scevgep2158 = getelementptr <8 x double>, <8 x double>* %scevgep21562157, i64 -31
  store <8 x double> %160, <8 x double>* %scevgep2158, align 8, !alias.scope !46, !noalias !43
  %scevgep2165 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21652166 = bitcast double* %scevgep2165 to <8 x double>*
  %scevgep2167 = getelementptr <8 x double>, <8 x double>* %scevgep21652166, i64 -30
  store <8 x double> %161, <8 x double>* %scevgep2167, align 8, !alias.scope !46, !noalias !43
  %scevgep2162 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21622163 = bitcast double* %scevgep2162 to <8 x double>*
  %scevgep2164 = getelementptr <8 x double>, <8 x double>* %scevgep21622163, i64 -29
  store <8 x double> %162, <8 x double>* %scevgep2164, align 8, !alias.scope !46, !noalias !43
  %scevgep2159 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21592160 = bitcast double* %scevgep2159 to <8 x double>*
  %scevgep2161 = getelementptr <8 x double>, <8 x double>* %scevgep21592160, i64 -28
  store <8 x double> %163, <8 x double>* %scevgep2161, align 8, !alias.scope !46, !noalias !43
  %scevgep2046 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20462047 = bitcast double* %scevgep2046 to <8 x double>*
  %scevgep2048 = getelementptr <8 x double>, <8 x double>* %scevgep20462047, i64 -27
  %wide.load485.1 = load <8 x double>, <8 x double>* %scevgep2048, align 8, !alias.scope !43
  %scevgep2043 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20432044 = bitcast double* %scevgep2043 to <8 x double>*
  %scevgep2045 = getelementptr <8 x double>, <8 x double>* %scevgep20432044, i64 -26
  %wide.load486.1 = load <8 x double>, <8 x double>* %scevgep2045, align 8, !alias.scope !43
  %scevgep2040 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20402041 = bitcast double* %scevgep2040 to <8 x double>*
  %scevgep2042 = getelementptr <8 x double>, <8 x double>* %scevgep20402041, i64 -25
  %wide.load487.1 = load <8 x double>, <8 x double>* %scevgep2042, align 8, !alias.scope !43
  %scevgep2037 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20372038 = bitcast double* %scevgep2037 to <8 x double>*
  %scevgep2039 = getelementptr <8 x double>, <8 x double>* %scevgep20372038, i64 -24
  %wide.load488.1 = load <8 x double>, <8 x double>* %scevgep2039, align 8, !alias.scope !43
  %164 = fmul <8 x double> %wide.load485.1, %wide.load485.1
  %165 = fmul <8 x double> %wide.load486.1, %wide.load486.1
  %166 = fmul <8 x double> %wide.load487.1, %wide.load487.1
  %167 = fmul <8 x double> %wide.load488.1, %wide.load488.1
  %scevgep2142 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21422143 = bitcast double* %scevgep2142 to <8 x double>*
  %scevgep2144 = getelementptr <8 x double>, <8 x double>* %scevgep21422143, i64 -27
  store <8 x double> %164, <8 x double>* %scevgep2144, align 8, !alias.scope !46, !noalias !43
  %scevgep2139 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21392140 = bitcast double* %scevgep2139 to <8 x double>*
  %scevgep2141 = getelementptr <8 x double>, <8 x double>* %scevgep21392140, i64 -26
  store <8 x double> %165, <8 x double>* %scevgep2141, align 8, !alias.scope !46, !noalias !43
  %scevgep2136 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21362137 = bitcast double* %scevgep2136 to <8 x double>*
  %scevgep2138 = getelementptr <8 x double>, <8 x double>* %scevgep21362137, i64 -25
  store <8 x double> %166, <8 x double>* %scevgep2138, align 8, !alias.scope !46, !noalias !43
  %scevgep2133 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21332134 = bitcast double* %scevgep2133 to <8 x double>*
  %scevgep2135 = getelementptr <8 x double>, <8 x double>* %scevgep21332134, i64 -24
  store <8 x double> %167, <8 x double>* %scevgep2135, align 8, !alias.scope !46, !noalias !43
  %scevgep2034 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20342035 = bitcast double* %scevgep2034 to <8 x double>*
  %scevgep2036 = getelementptr <8 x double>, <8 x double>* %scevgep20342035, i64 -23
  %wide.load485.2 = load <8 x double>, <8 x double>* %scevgep2036, align 8, !alias.scope !43
  %scevgep2031 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20312032 = bitcast double* %scevgep2031 to <8 x double>*
  %scevgep2033 = getelementptr <8 x double>, <8 x double>* %scevgep20312032, i64 -22
  %wide.load486.2 = load <8 x double>, <8 x double>* %scevgep2033, align 8, !alias.scope !43
  %scevgep2028 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20282029 = bitcast double* %scevgep2028 to <8 x double>*
  %scevgep2030 = getelementptr <8 x double>, <8 x double>* %scevgep20282029, i64 -21
  %wide.load487.2 = load <8 x double>, <8 x double>* %scevgep2030, align 8, !alias.scope !43
  %scevgep2025 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20252026 = bitcast double* %scevgep2025 to <8 x double>*
  %scevgep2027 = getelementptr <8 x double>, <8 x double>* %scevgep20252026, i64 -20
  %wide.load488.2 = load <8 x double>, <8 x double>* %scevgep2027, align 8, !alias.scope !43
  %168 = fmul <8 x double> %wide.load485.2, %wide.load485.2
  %169 = fmul <8 x double> %wide.load486.2, %wide.load486.2
  %170 = fmul <8 x double> %wide.load487.2, %wide.load487.2
  %171 = fmul <8 x double> %wide.load488.2, %wide.load488.2
  %scevgep2130 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21302131 = bitcast double* %scevgep2130 to <8 x double>*
  %scevgep2132 = getelementptr <8 x double>, <8 x double>* %scevgep21302131, i64 -23
  store <8 x double> %168, <8 x double>* %scevgep2132, align 8, !alias.scope !46, !noalias !43
  %scevgep2127 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21272128 = bitcast double* %scevgep2127 to <8 x double>*
  %scevgep2129 = getelementptr <8 x double>, <8 x double>* %scevgep21272128, i64 -22
  store <8 x double> %169, <8 x double>* %scevgep2129, align 8, !alias.scope !46, !noalias !43
  %scevgep2124 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21242125 = bitcast double* %scevgep2124 to <8 x double>*
  %scevgep2126 = getelementptr <8 x double>, <8 x double>* %scevgep21242125, i64 -21
  store <8 x double> %170, <8 x double>* %scevgep2126, align 8, !alias.scope !46, !noalias !43
  %scevgep2121 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21212122 = bitcast double* %scevgep2121 to <8 x double>*
  %scevgep2123 = getelementptr <8 x double>, <8 x double>* %scevgep21212122, i64 -20
  store <8 x double> %171, <8 x double>* %scevgep2123, align 8, !alias.scope !46, !noalias !43
  %scevgep2022 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20222023 = bitcast double* %scevgep2022 to <8 x double>*
  %scevgep2024 = getelementptr <8 x double>, <8 x double>* %scevgep20222023, i64 -19
  %wide.load485.3 = load <8 x double>, <8 x double>* %scevgep2024, align 8, !alias.scope !43
  %scevgep2019 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20192020 = bitcast double* %scevgep2019 to <8 x double>*
  %scevgep2021 = getelementptr <8 x double>, <8 x double>* %scevgep20192020, i64 -18
  %wide.load486.3 = load <8 x double>, <8 x double>* %scevgep2021, align 8, !alias.scope !43
  %scevgep2016 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20162017 = bitcast double* %scevgep2016 to <8 x double>*
  %scevgep2018 = getelementptr <8 x double>, <8 x double>* %scevgep20162017, i64 -17
  %wide.load487.3 = load <8 x double>, <8 x double>* %scevgep2018, align 8, !alias.scope !43
  %scevgep2013 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20132014 = bitcast double* %scevgep2013 to <8 x double>*
  %scevgep2015 = getelementptr <8 x double>, <8 x double>* %scevgep20132014, i64 -16
  %wide.load488.3 = load <8 x double>, <8 x double>* %scevgep2015, align 8, !alias.scope !43
  %172 = fmul <8 x double> %wide.load485.3, %wide.load485.3
  %173 = fmul <8 x double> %wide.load486.3, %wide.load486.3
  %174 = fmul <8 x double> %wide.load487.3, %wide.load487.3
  %175 = fmul <8 x double> %wide.load488.3, %wide.load488.3
  %scevgep2118 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21182119 = bitcast double* %scevgep2118 to <8 x double>*
  %scevgep2120 = getelementptr <8 x double>, <8 x double>* %scevgep21182119, i64 -19
  store <8 x double> %172, <8 x double>* %scevgep2120, align 8, !alias.scope !46, !noalias !43
  %scevgep2115 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21152116 = bitcast double* %scevgep2115 to <8 x double>*
  %scevgep2117 = getelementptr <8 x double>, <8 x double>* %scevgep21152116, i64 -18
  store <8 x double> %173, <8 x double>* %scevgep2117, align 8, !alias.scope !46, !noalias !43
  %scevgep2112 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21122113 = bitcast double* %scevgep2112 to <8 x double>*
  %scevgep2114 = getelementptr <8 x double>, <8 x double>* %scevgep21122113, i64 -17
  store <8 x double> %174, <8 x double>* %scevgep2114, align 8, !alias.scope !46, !noalias !43
  %scevgep2109 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21092110 = bitcast double* %scevgep2109 to <8 x double>*
  %scevgep2111 = getelementptr <8 x double>, <8 x double>* %scevgep21092110, i64 -16
  store <8 x double> %175, <8 x double>* %scevgep2111, align 8, !alias.scope !46, !noalias !43
  %scevgep2010 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20102011 = bitcast double* %scevgep2010 to <8 x double>*
  %scevgep2012 = getelementptr <8 x double>, <8 x double>* %scevgep20102011, i64 -15
  %wide.load485.4 = load <8 x double>, <8 x double>* %scevgep2012, align 8, !alias.scope !43
  %scevgep2007 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20072008 = bitcast double* %scevgep2007 to <8 x double>*
  %scevgep2009 = getelementptr <8 x double>, <8 x double>* %scevgep20072008, i64 -14
  %wide.load486.4 = load <8 x double>, <8 x double>* %scevgep2009, align 8, !alias.scope !43
  %scevgep2004 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20042005 = bitcast double* %scevgep2004 to <8 x double>*
  %scevgep2006 = getelementptr <8 x double>, <8 x double>* %scevgep20042005, i64 -13
  %wide.load487.4 = load <8 x double>, <8 x double>* %scevgep2006, align 8, !alias.scope !43
  %scevgep2001 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20012002 = bitcast double* %scevgep2001 to <8 x double>*
  %scevgep2003 = getelementptr <8 x double>, <8 x double>* %scevgep20012002, i64 -12
  %wide.load488.4 = load <8 x double>, <8 x double>* %scevgep2003, align 8, !alias.scope !43
  %176 = fmul <8 x double> %wide.load485.4, %wide.load485.4
  %177 = fmul <8 x double> %wide.load486.4, %wide.load486.4
  %178 = fmul <8 x double> %wide.load487.4, %wide.load487.4
  %179 = fmul <8 x double> %wide.load488.4, %wide.load488.4
  %scevgep2106 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21062107 = bitcast double* %scevgep2106 to <8 x double>*
  %scevgep2108 = getelementptr <8 x double>, <8 x double>* %scevgep21062107, i64 -15
  store <8 x double> %176, <8 x double>* %scevgep2108, align 8, !alias.scope !46, !noalias !43
  %scevgep2103 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21032104 = bitcast double* %scevgep2103 to <8 x double>*
  %scevgep2105 = getelementptr <8 x double>, <8 x double>* %scevgep21032104, i64 -14
  store <8 x double> %177, <8 x double>* %scevgep2105, align 8, !alias.scope !46, !noalias !43
  %scevgep2100 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21002101 = bitcast double* %scevgep2100 to <8 x double>*
  %scevgep2102 = getelementptr <8 x double>, <8 x double>* %scevgep21002101, i64 -13
  store <8 x double> %178, <8 x double>* %scevgep2102, align 8, !alias.scope !46, !noalias !43
  %scevgep2097 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep20972098 = bitcast double* %scevgep2097 to <8 x double>*
  %scevgep2099 = getelementptr <8 x double>, <8 x double>* %scevgep20972098, i64 -12
  store <8 x double> %179, <8 x double>* %scevgep2099, align 8, !alias.scope !46, !noalias !43
  %scevgep1998 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep19981999 = bitcast double* %scevgep1998 to <8 x double>*
  %scevgep2000 = getelementptr <8 x double>, <8 x double>* %scevgep19981999, i64 -11
  %wide.load485.5 = load <8 x double>, <8 x double>* %scevgep2000, align 8, !alias.scope !43
  %scevgep1995 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep19951996 = bitcast double* %scevgep1995 to <8 x double>*
  %scevgep1997 = getelementptr <8 x double>, <8 x double>* %scevgep19951996, i64 -10
  %wide.load486.5 = load <8 x double>, <8 x double>* %scevgep1997, align 8, !alias.scope !43
  %scevgep1992 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep19921993 = bitcast double* %scevgep1992 to <8 x double>*
  %scevgep1994 = getelementptr <8 x double>, <8 x double>* %scevgep19921993, i64 -9
  %wide.load487.5 = load <8 x double>, <8 x double>* %scevgep1994, align 8, !alias.scope !43
  %scevgep1989 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep19891990 = bitcast double* %scevgep1989 to <8 x double>*
  %scevgep1991 = getelementptr <8 x double>, <8 x double>* %scevgep19891990, i64 -8
  %wide.load488.5 = load <8 x double>, <8 x double>* %scevgep1991, align 8, !alias.scope !43
  %180 = fmul <8 x double> %wide.load485.5, %wide.load485.5
  %181 = fmul <8 x double> %wide.load486.5, %wide.load486.5
  %182 = fmul <8 x double> %wide.load487.5, %wide.load487.5
  %183 = fmul <8 x double> %wide.load488.5, %wide.load488.5
  %scevgep2094 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep20942095 = bitcast double* %scevgep2094 to <8 x double>*
  %scevgep2096 = getelementptr <8 x double>, <8 x double>* %scevgep20942095, i64 -11
  store <8 x double> %180, <8 x double>* %scevgep2096, align 8, !alias.scope !46, !noalias !43
  %scevgep2091 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep20912092 = bitcast double* %scevgep2091 to <8 x double>*
  %scevgep2093 = getelementptr <8 x double>, <8 x double>* %scevgep20912092, i64 -10
  store <8 x double> %181, <8 x double>* %scevgep2093, align 8, !alias.scope !46, !noalias !43
  %scevgep2088 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep20882089 = bitcast double* %scevgep2088 to <8 x double>*
  %scevgep2090 = getelementptr <8 x double>, <8 x double>* %scevgep20882089, i64 -9
  store <8 x double> %182, <8 x double>* %scevgep2090, align 8, !alias.scope !46, !noalias !43
  %scevgep2085 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep20852086 = bitcast double* %scevgep2085 to <8 x double>*
  %scevgep2087 = getelementptr <8 x double>, <8 x double>* %scevgep20852086, i64 -8
  store <8 x double> %183, <8 x double>* %scevgep2087, align 8, !alias.scope !46, !noalias !43
  %scevgep1986 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep19861987 = bitcast double* %scevgep1986 to <8 x double>*
  %scevgep1988 = getelementptr <8 x double>, <8 x double>* %scevgep19861987, i64 -7
  %wide.load485.6 = load <8 x double>, <8 x double>* %scevgep1988, align 8, !alias.scope !43
  %scevgep1983 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep19831984 = bitcast double* %scevgep1983 to <8 x double>*
  %scevgep1985 = getelementptr <8 x double>, <8 x double>* %scevgep19831984, i64 -6
  %wide.load486.6 = load <8 x double>, <8 x double>* %scevgep1985, align 8, !alias.scope !43
  %scevgep1980 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep19801981 = bitcast double* %scevgep1980 to <8 x double>*
  %scevgep1982 = getelementptr <8 x double>, <8 x double>* %scevgep19801981, i64 -5
  %wide.load487.6 = load <8 x double>, <8 x double>* %scevgep1982, align 8, !alias.scope !43
  %scevgep1977 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep19771978 = bitcast double* %scevgep1977 to <8 x double>*
  %scevgep1979 = getelementptr <8 x double>, <8 x double>* %scevgep19771978, i64 -4
  %wide.load488.6 = load <8 x double>, <8 x double>* %scevgep1979, align 8, !alias.scope !43
  %184 = fmul <8 x double> %wide.load485.6, %wide.load485.6
  %185 = fmul <8 x double> %wide.load486.6, %wide.load486.6
  %186 = fmul <8 x double> %wide.load487.6, %wide.load487.6
  %187 = fmul <8 x double> %wide.load488.6, %wide.load488.6
  %scevgep2082 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep20822083 = bitcast double* %scevgep2082 to <8 x double>*
  %scevgep2084 = getelementptr <8 x double>, <8 x double>* %scevgep20822083, i64 -7
  store <8 x double> %184, <8 x double>* %scevgep2084, align 8, !alias.scope !46, !noalias !43
  %scevgep2079 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep20792080 = bitcast double* %scevgep2079 to <8 x double>*
  %scevgep2081 = getelementptr <8 x double>, <8 x double>* %scevgep20792080, i64 -6
  store <8 x double> %185, <8 x double>* %scevgep2081, align 8, !alias.scope !46, !noalias !43
  %scevgep2076 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep20762077 = bitcast double* %scevgep2076 to <8 x double>*
  %scevgep2078 = getelementptr <8 x double>, <8 x double>* %scevgep20762077, i64 -5
  store <8 x double> %186, <8 x double>* %scevgep2078, align 8, !alias.scope !46, !noalias !43
  %scevgep2073 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep20732074 = bitcast double* %scevgep2073 to <8 x double>*
  %scevgep2075 = getelementptr <8 x double>, <8 x double>* %scevgep20732074, i64 -4
  store <8 x double> %187, <8 x double>* %scevgep2075, align 8, !alias.scope !46, !noalias !43
  %scevgep2057 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20572058 = bitcast double* %scevgep2057 to <8 x double>*
  %scevgep2059 = getelementptr <8 x double>, <8 x double>* %scevgep20572058, i64 -3
  %wide.load485.7 = load <8 x double>, <8 x double>* %scevgep2059, align 8, !alias.scope !43
  %scevgep2054 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20542055 = bitcast double* %scevgep2054 to <8 x double>*
  %scevgep2056 = getelementptr <8 x double>, <8 x double>* %scevgep20542055, i64 -2
  %wide.load486.7 = load <8 x double>, <8 x double>* %scevgep2056, align 8, !alias.scope !43
  %scevgep2051 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20512052 = bitcast double* %scevgep2051 to <8 x double>*
  %scevgep2053 = getelementptr <8 x double>, <8 x double>* %scevgep20512052, i64 -1
  %wide.load487.7 = load <8 x double>, <8 x double>* %scevgep2053, align 8, !alias.scope !43
  %scevgep2049 = getelementptr double, double* %scevgep1976, i64 %index484
  %scevgep20492050 = bitcast double* %scevgep2049 to <8 x double>*
  %wide.load488.7 = load <8 x double>, <8 x double>* %scevgep20492050, align 8, !alias.scope !43
  %188 = fmul <8 x double> %wide.load485.7, %wide.load485.7
  %189 = fmul <8 x double> %wide.load486.7, %wide.load486.7
  %190 = fmul <8 x double> %wide.load487.7, %wide.load487.7
  %191 = fmul <8 x double> %wide.load488.7, %wide.load488.7
  %scevgep2153 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21532154 = bitcast double* %scevgep2153 to <8 x double>*
  %scevgep2155 = getelementptr <8 x double>, <8 x double>* %scevgep21532154, i64 -3
  store <8 x double> %188, <8 x double>* %scevgep2155, align 8, !alias.scope !46, !noalias !43
  %scevgep2150 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21502151 = bitcast double* %scevgep2150 to <8 x double>*
  %scevgep2152 = getelementptr <8 x double>, <8 x double>* %scevgep21502151, i64 -2
  store <8 x double> %189, <8 x double>* %scevgep2152, align 8, !alias.scope !46, !noalias !43
  %scevgep2147 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21472148 = bitcast double* %scevgep2147 to <8 x double>*
  %scevgep2149 = getelementptr <8 x double>, <8 x double>* %scevgep21472148, i64 -1
  store <8 x double> %190, <8 x double>* %scevgep2149, align 8, !alias.scope !46, !noalias !43
  %scevgep2145 = getelementptr double, double* %scevgep2072, i64 %index484
  %scevgep21452146 = bitcast double* %scevgep2145 to <8 x double>*
  store <8 x double> %191, <8 x double>* %scevgep21452146, align 8, !alias.scope !46, !noalias !43
  %index.next489.7 = add i64 %index484, 256
  %lsr.iv.next2169 = add i64 %lsr.iv2168, -8
  %niter690.ncmp.7 = icmp eq i64 %lsr.iv.next2169, 0
  br i1 %niter690.ncmp.7, label %middle.block475.unr-lcssa, label %vector.body477, !llvm.loop !48

middle.block475.unr-lcssa:                        ; preds = %vector.body477, %vector.ph479
  %index484.unr = phi i64 [ 0, %vector.ph479 ], [ %index.next489.7, %vector.body477 ]
  %lcmp.mod688.not = icmp eq i64 %xtraiter686, 0
  br i1 %lcmp.mod688.not, label %middle.block475, label %vector.body477.epil.preheader

vector.body477.epil.preheader:                    ; preds = %middle.block475.unr-lcssa
  %192 = add nuw nsw i64 %index484.unr, 24
  %scevgep1948 = getelementptr double, double* %.6.i122186, i64 %192
  %scevgep1963 = getelementptr double, double* %arg.x.4, i64 %192
  %193 = shl nuw nsw i64 %xtraiter686, 8
  br label %vector.body477.epil

vector.body477.epil:                              ; preds = %vector.body477.epil.preheader, %vector.body477.epil
  %lsr.iv1949 = phi i64 [ 0, %vector.body477.epil.preheader ], [ %lsr.iv.next1950, %vector.body477.epil ]
  %194 = bitcast double* %scevgep1963 to i8*
  %195 = bitcast double* %scevgep1948 to i8*
  %uglygep1973 = getelementptr i8, i8* %194, i64 %lsr.iv1949
  %uglygep19731974 = bitcast i8* %uglygep1973 to <8 x double>*
  %scevgep1975 = getelementptr <8 x double>, <8 x double>* %uglygep19731974, i64 -3
  %wide.load485.epil = load <8 x double>, <8 x double>* %scevgep1975, align 8, !alias.scope !43
  %uglygep1970 = getelementptr i8, i8* %194, i64 %lsr.iv1949
  %uglygep19701971 = bitcast i8* %uglygep1970 to <8 x double>*
  %scevgep1972 = getelementptr <8 x double>, <8 x double>* %uglygep19701971, i64 -2
  %wide.load486.epil = load <8 x double>, <8 x double>* %scevgep1972, align 8, !alias.scope !43
  %uglygep1967 = getelementptr i8, i8* %194, i64 %lsr.iv1949
  %uglygep19671968 = bitcast i8* %uglygep1967 to <8 x double>*
  %scevgep1969 = getelementptr <8 x double>, <8 x double>* %uglygep19671968, i64 -1
  %wide.load487.epil = load <8 x double>, <8 x double>* %scevgep1969, align 8, !alias.scope !43
  %uglygep1965 = getelementptr i8, i8* %194, i64 %lsr.iv1949
  %uglygep19651966 = bitcast i8* %uglygep1965 to <8 x double>*
  %wide.load488.epil = load <8 x double>, <8 x double>* %uglygep19651966, align 8, !alias.scope !43
  %196 = fmul <8 x double> %wide.load485.epil, %wide.load485.epil
  %197 = fmul <8 x double> %wide.load486.epil, %wide.load486.epil
  %198 = fmul <8 x double> %wide.load487.epil, %wide.load487.epil
  %199 = fmul <8 x double> %wide.load488.epil, %wide.load488.epil
  %uglygep1960 = getelementptr i8, i8* %195, i64 %lsr.iv1949
  %uglygep19601961 = bitcast i8* %uglygep1960 to <8 x double>*
  %scevgep1962 = getelementptr <8 x double>, <8 x double>* %uglygep19601961, i64 -3
  store <8 x double> %196, <8 x double>* %scevgep1962, align 8, !alias.scope !46, !noalias !43
  %uglygep1957 = getelementptr i8, i8* %195, i64 %lsr.iv1949
  %uglygep19571958 = bitcast i8* %uglygep1957 to <8 x double>*
  %scevgep1959 = getelementptr <8 x double>, <8 x double>* %uglygep19571958, i64 -2
  store <8 x double> %197, <8 x double>* %scevgep1959, align 8, !alias.scope !46, !noalias !43
  %uglygep1954 = getelementptr i8, i8* %195, i64 %lsr.iv1949
  %uglygep19541955 = bitcast i8* %uglygep1954 to <8 x double>*
  %scevgep1956 = getelementptr <8 x double>, <8 x double>* %uglygep19541955, i64 -1
  store <8 x double> %198, <8 x double>* %scevgep1956, align 8, !alias.scope !46, !noalias !43
  %uglygep1952 = getelementptr i8, i8* %195, i64 %lsr.iv1949
  %uglygep19521953 = bitcast i8* %uglygep1952 to <8 x double>*
  store <8 x double> %199, <8 x double>* %uglygep19521953, align 8, !alias.scope !46, !noalias !43
  %lsr.iv.next1950 = add nuw nsw i64 %lsr.iv1949, 256
  %epil.iter687.cmp.not = icmp eq i64 %193, %lsr.iv.next1950
  br i1 %epil.iter687.cmp.not, label %middle.block475, label %vector.body477.epil, !llvm.loop !49

middle.block475:                                  ; preds = %vector.body477.epil, %middle.block475.unr-lcssa
  %cmp.n483 = icmp eq i64 %n.vec481, %arg.x.5.0
  br i1 %cmp.n483, label %for.end.2.endif.if, label %for.body.2.us.preheader648

for.body.2.us.preheader648:                       ; preds = %vector.memcheck466, %for.body.2.us.preheader, %middle.block475
  %loop.index.2177.us.ph = phi i64 [ 0, %vector.memcheck466 ], [ 0, %for.body.2.us.preheader ], [ %n.vec481, %middle.block475 ]
  %200 = xor i64 %loop.index.2177.us.ph, -1
  %201 = add i64 %200, %arg.x.5.0
  %xtraiter683 = and i64 %arg.x.5.0, 7
  %lcmp.mod684.not = icmp eq i64 %xtraiter683, 0
  br i1 %lcmp.mod684.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader648
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv1946 = phi i64 [ %xtraiter683, %for.body.2.us.prol.preheader ], [ %lsr.iv.next1947, %for.body.2.us.prol ]
  %loop.index.2177.us.prol = phi i64 [ %.523.us.prol, %for.body.2.us.prol ], [ %loop.index.2177.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep1945 = getelementptr double, double* %arg.x.4, i64 %loop.index.2177.us.prol
  %.494.us.prol = load double, double* %scevgep1945, align 8
  %.5.i149.us.prol = fmul double %.494.us.prol, %.494.us.prol
  %scevgep1944 = getelementptr double, double* %.6.i122186, i64 %loop.index.2177.us.prol
  store double %.5.i149.us.prol, double* %scevgep1944, align 8
  %.523.us.prol = add nuw i64 %loop.index.2177.us.prol, 1
  %lsr.iv.next1947 = add nsw i64 %lsr.iv1946, -1
  %prol.iter685.cmp.not = icmp eq i64 %lsr.iv.next1947, 0
  br i1 %prol.iter685.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !50

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader648
  %loop.index.2177.us.unr = phi i64 [ %loop.index.2177.us.ph, %for.body.2.us.preheader648 ], [ %.523.us.prol, %for.body.2.us.prol ]
  %202 = icmp ult i64 %201, 7
  br i1 %202, label %for.end.2.endif.if, label %for.body.2.us.preheader714

for.body.2.us.preheader714:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader714, %for.body.2.us
  %loop.index.2177.us = phi i64 [ %.523.us.7, %for.body.2.us ], [ %loop.index.2177.us.unr, %for.body.2.us.preheader714 ]
  %sunkaddr2646 = mul i64 %loop.index.2177.us, 8
  %203 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2647 = getelementptr i8, i8* %203, i64 %sunkaddr2646
  %204 = bitcast i8* %sunkaddr2647 to double*
  %.494.us = load double, double* %204, align 8
  %.5.i149.us = fmul double %.494.us, %.494.us
  %scevgep1927 = getelementptr double, double* %.6.i122186, i64 %loop.index.2177.us
  store double %.5.i149.us, double* %scevgep1927, align 8
  %sunkaddr2648 = mul i64 %loop.index.2177.us, 8
  %205 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2649 = getelementptr i8, i8* %205, i64 %sunkaddr2648
  %sunkaddr2650 = getelementptr i8, i8* %sunkaddr2649, i64 8
  %206 = bitcast i8* %sunkaddr2650 to double*
  %.494.us.1 = load double, double* %206, align 8
  %.5.i149.us.1 = fmul double %.494.us.1, %.494.us.1
  %scevgep1925 = getelementptr double, double* %.6.i122186, i64 %loop.index.2177.us
  %scevgep1926 = getelementptr double, double* %scevgep1925, i64 1
  store double %.5.i149.us.1, double* %scevgep1926, align 8
  %sunkaddr2651 = mul i64 %loop.index.2177.us, 8
  %207 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2652 = getelementptr i8, i8* %207, i64 %sunkaddr2651
  %sunkaddr2653 = getelementptr i8, i8* %sunkaddr2652, i64 16
  %208 = bitcast i8* %sunkaddr2653 to double*
  %.494.us.2 = load double, double* %208, align 8
  %.5.i149.us.2 = fmul double %.494.us.2, %.494.us.2
  %scevgep1923 = getelementptr double, double* %.6.i122186, i64 %loop.index.2177.us
  %scevgep1924 = getelementptr double, double* %scevgep1923, i64 2
  store double %.5.i149.us.2, double* %scevgep1924, align 8
  %sunkaddr2654 = mul i64 %loop.index.2177.us, 8
  %209 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2655 = getelementptr i8, i8* %209, i64 %sunkaddr2654
  %sunkaddr2656 = getelementptr i8, i8* %sunkaddr2655, i64 24
  %210 = bitcast i8* %sunkaddr2656 to double*
  %.494.us.3 = load double, double* %210, align 8
  %.5.i149.us.3 = fmul double %.494.us.3, %.494.us.3
  %scevgep1921 = getelementptr double, double* %.6.i122186, i64 %loop.index.2177.us
  %scevgep1922 = getelementptr double, double* %scevgep1921, i64 3
  store double %.5.i149.us.3, double* %scevgep1922, align 8
  %sunkaddr2657 = mul i64 %loop.index.2177.us, 8
  %211 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2658 = getelementptr i8, i8* %211, i64 %sunkaddr2657
  %sunkaddr2659 = getelementptr i8, i8* %sunkaddr2658, i64 32
  %212 = bitcast i8* %sunkaddr2659 to double*
  %.494.us.4 = load double, double* %212, align 8
  %.5.i149.us.4 = fmul double %.494.us.4, %.494.us.4
  %scevgep1919 = getelementptr double, double* %.6.i122186, i64 %loop.index.2177.us
  %scevgep1920 = getelementptr double, double* %scevgep1919, i64 4
  store double %.5.i149.us.4, double* %scevgep1920, align 8
  %sunkaddr2660 = mul i64 %loop.index.2177.us, 8
  %213 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2661 = getelementptr i8, i8* %213, i64 %sunkaddr2660
  %sunkaddr2662 = getelementptr i8, i8* %sunkaddr2661, i64 40
  %214 = bitcast i8* %sunkaddr2662 to double*
  %.494.us.5 = load double, double* %214, align 8
  %.5.i149.us.5 = fmul double %.494.us.5, %.494.us.5
  %scevgep1917 = getelementptr double, double* %.6.i122186, i64 %loop.index.2177.us
  %scevgep1918 = getelementptr double, double* %scevgep1917, i64 5
  store double %.5.i149.us.5, double* %scevgep1918, align 8
  %sunkaddr2663 = mul i64 %loop.index.2177.us, 8
  %215 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2664 = getelementptr i8, i8* %215, i64 %sunkaddr2663
  %sunkaddr2665 = getelementptr i8, i8* %sunkaddr2664, i64 48
  %216 = bitcast i8* %sunkaddr2665 to double*
  %.494.us.6 = load double, double* %216, align 8
  %.5.i149.us.6 = fmul double %.494.us.6, %.494.us.6
  %scevgep1915 = getelementptr double, double* %.6.i122186, i64 %loop.index.2177.us
  %scevgep1916 = getelementptr double, double* %scevgep1915, i64 6
  store double %.5.i149.us.6, double* %scevgep1916, align 8
  %sunkaddr2666 = mul i64 %loop.index.2177.us, 8
  %217 = bitcast double* %arg.x.4 to i8*
  %sunkaddr2667 = getelementptr i8, i8* %217, i64 %sunkaddr2666
  %sunkaddr2668 = getelementptr i8, i8* %sunkaddr2667, i64 56
  %218 = bitcast i8* %sunkaddr2668 to double*
  %.494.us.7 = load double, double* %218, align 8
  %.5.i149.us.7 = fmul double %.494.us.7, %.494.us.7
  %scevgep1913 = getelementptr double, double* %.6.i122186, i64 %loop.index.2177.us
  %scevgep1914 = getelementptr double, double* %scevgep1913, i64 7
  store double %.5.i149.us.7, double* %scevgep1914, align 8
  %.523.us.7 = add nuw nsw i64 %loop.index.2177.us, 8
  %exitcond402.not.7 = icmp eq i64 %arg.x.5.0, %.523.us.7
  br i1 %exitcond402.not.7, label %for.end.2.endif.if, label %for.body.2.us, !llvm.loop !51

for.end.2.endif.if.loopexit394:                   ; preds = %for.body.2.preheader
  %.494 = load double, double* %arg.x.4, align 8
  %.5.i149 = fmul double %.494, %.494
  store double %.5.i149, double* %.6.i122186, align 8
  br label %for.end.2.endif.if

for.end.2.endif.if:                               ; preds = %for.body.2.us, %for.body.2.us.prol.loopexit, %middle.block475, %for.end.1.endif.endif.endif.endif, %for.end.1.endif.endif.endif.endif.thread, %for.end.2.endif.if.loopexit394
  %.6.i122186429 = phi double* [ %.6.i122186425, %for.end.1.endif.endif.endif.endif.thread ], [ %.6.i122186, %for.end.2.endif.if.loopexit394 ], [ %.6.i122186, %for.end.1.endif.endif.endif.endif ], [ %.6.i122186, %middle.block475 ], [ %.6.i122186, %for.body.2.us.prol.loopexit ], [ %.6.i122186, %for.body.2.us ]
  %.6.i93185366418428 = phi double* [ %.6.i93185364, %for.end.1.endif.endif.endif.endif.thread ], [ %.6.i93185366, %for.end.2.endif.if.loopexit394 ], [ %.6.i93185366, %for.end.1.endif.endif.endif.endif ], [ %.6.i93185366, %middle.block475 ], [ %.6.i93185366, %for.body.2.us.prol.loopexit ], [ %.6.i93185366, %for.body.2.us ]
  %.7.i.i86361365419427 = phi i8* [ %.7.i.i86359, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i86361365, %for.end.2.endif.if.loopexit394 ], [ %.7.i.i86361365, %for.end.1.endif.endif.endif.endif ], [ %.7.i.i86361365, %middle.block475 ], [ %.7.i.i86361365, %for.body.2.us.prol.loopexit ], [ %.7.i.i86361365, %for.body.2.us ]
  %.7.i.i115420426 = phi i8* [ %.7.i.i115416, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i115, %for.end.2.endif.if.loopexit394 ], [ %.7.i.i115, %for.end.1.endif.endif.endif.endif ], [ %.7.i.i115, %middle.block475 ], [ %.7.i.i115, %for.body.2.us.prol.loopexit ], [ %.7.i.i115, %for.body.2.us ]
  tail call void @NRT_decref(i8* %arg.x.0)
  %.547 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 192, i8* bitcast (void (i8*)* @".dtor.list.array(float64, 1d, C)" to i8*))
  %.548 = icmp eq i8* %.547, null
  br i1 %.548, label %for.end.2.endif.endif.if, label %for.end.2.endif.endif.endif, !prof !0

for.end.2.endif.endif.if:                         ; preds = %for.end.2.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140114254655424, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.2.endif.endif.endif:                      ; preds = %for.end.2.endif.if
  %.5.i147 = getelementptr i8, i8* %.547, i64 24
  %219 = bitcast i8* %.5.i147 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i148310 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %219, align 8
  %.560 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i148310, i64 0, i32 1
  store i64 3, i64* %.560, align 8
  %.6.i146311 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %219, align 8
  %.5662669 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i146311 to i64*
  store i64 0, i64* %.5662669, align 8
  %.6.i144312 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %219, align 8
  %.572 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i144312, i64 0, i32 2
  store i8 0, i8* %.572, align 1
  %.6.i140313 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %219, align 8
  %.585 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i140313, i64 0, i32 3
  %.596 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.585 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(168) %.596, i8 0, i64 168, i1 false)
  %.6.i136187 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %219, align 8
  %.6122670 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i136187 to i64*
  store i64 3, i64* %.6122670, align 8
  %.6.i134188 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %219, align 8
  %.620.elt = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i134188, i64 0, i32 3, i32 0
  %.620.unpack = load i8*, i8** %.620.elt, align 8
  store i8* %.7.i.i10, i8** %.620.elt, align 8
  %.639.repack205 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i134188, i64 0, i32 3, i32 1
  store i8* null, i8** %.639.repack205, align 8
  %.639.repack207 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i134188, i64 0, i32 3, i32 2
  store i64 %arg.x.5.0, i64* %.639.repack207, align 8
  %.639.repack209 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i134188, i64 0, i32 3, i32 3
  store i64 8, i64* %.639.repack209, align 8
  %.639.repack211 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i134188, i64 0, i32 3, i32 4
  store double* %.6.i17184, double** %.639.repack211, align 8
  %220 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i134188, i64 0, i32 3, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %220, align 8
  %221 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i134188, i64 0, i32 3, i32 6, i64 0
  store i64 8, i64* %221, align 8
  %.6.i130217 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %219, align 8
  %.660 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i130217, i64 0, i32 3
  %.662.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 0
  %.662.unpack = load i8*, i8** %.662.elt, align 8
  store i8* %.7.i.i86361365419427, i8** %.662.elt, align 8
  %.682.repack234 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 1
  store i8* null, i8** %.682.repack234, align 8
  %.682.repack236 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 2
  store i64 %arg.x.5.0, i64* %.682.repack236, align 8
  %.682.repack238 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 3
  store i64 8, i64* %.682.repack238, align 8
  %.682.repack240 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 4
  store double* %.6.i93185366418428, double** %.682.repack240, align 8
  %222 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %222, align 8
  %223 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 6, i64 0
  store i64 8, i64* %223, align 8
  %.6.i126246 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %219, align 8
  %.702 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i126246, i64 0, i32 3
  %.704.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 0
  %.704.unpack = load i8*, i8** %.704.elt, align 8
  store i8* %.7.i.i115420426, i8** %.704.elt, align 8
  %.724.repack263 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 1
  store i8* null, i8** %.724.repack263, align 8
  %.724.repack265 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 2
  store i64 %arg.x.5.0, i64* %.724.repack265, align 8
  %.724.repack267 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 3
  store i64 8, i64* %.724.repack267, align 8
  %.724.repack269 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 4
  store double* %.6.i122186429, double** %.724.repack269, align 8
  %224 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %224, align 8
  %225 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 6, i64 0
  store i64 8, i64* %225, align 8
  tail call void @NRT_incref(i8* nonnull %.547)
  %.6.i275382 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %219, align 8
  %.7983832671 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i275382 to i64*
  %.799384 = load i64, i64* %.7983832671, align 8
  %.800385 = icmp sgt i64 %.799384, 0
  tail call void @NRT_decref(i8* %.620.unpack)
  tail call void @NRT_decref(i8* %.662.unpack)
  tail call void @NRT_decref(i8* %.704.unpack)
  br i1 %.800385, label %B72.preheader, label %B140

B72.preheader:                                    ; preds = %for.end.2.endif.endif.endif
  %const2528 = bitcast i64 4611686018427387896 to i64
  br label %B72

B72.if:                                           ; preds = %B72
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140114256670016, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif:                                        ; preds = %B72
  %.908.elt = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i7276, i64 0, i32 3, i32 0
  %.908.unpack = load i8*, i8** %.908.elt, align 8
  %.908.elt284 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i7276, i64 0, i32 3, i32 4
  %.908.unpack285 = load double*, double** %.908.elt284, align 8
  %226 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i7276, i64 0, i32 3, i32 5, i64 0
  %.908.unpack287.unpack = load i64, i64* %226, align 8
  tail call void @NRT_incref(i8* %.908.unpack)
  %.101.not.i52 = icmp eq i64 %.908.unpack287.unpack, 1
  br i1 %.101.not.i52, label %B72.endif.endif.endif.endif.endif, label %B90.i29

B90.i29:                                          ; preds = %B72.endif
  %.71.not.i26 = icmp eq i64 %.810.unpack304.unpack, %.908.unpack287.unpack
  %.76.not.i27 = icmp eq i64 %.810.unpack304.unpack, 1
  %or.cond.i28 = or i1 %.76.not.i27, %.71.not.i26
  br i1 %or.cond.i28, label %B72.endif.endif.endif.endif.endif, label %B72.endif.endif.endif.endif.if

B72.endif.endif.endif.endif.if:                   ; preds = %B90.i29
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140114257763712, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif.endif.endif.endif.endif:                ; preds = %B72.endif, %B90.i29
  %dest_shape.3.1 = phi i64 [ %.908.unpack287.unpack, %B90.i29 ], [ %.810.unpack304.unpack, %B72.endif ]
  %.1029 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.3.1, i64 8)
  %.1031 = extractvalue { i64, i1 } %.1029, 1
  br i1 %.1031, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif, !prof !0

B72.endif.endif.endif.endif.endif.if:             ; preds = %B72.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140114257175168, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif.endif.endif.endif.endif.endif:          ; preds = %B72.endif.endif.endif.endif.endif
  %.1030 = extractvalue { i64, i1 } %.1029, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1030, i32 32), !noalias !52
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B72.endif.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif.endif, !prof !0

B72.endif.endif.endif.endif.endif.endif.if:       ; preds = %B72.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140114257735296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B72.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B72.endif.endif.endif.endif.endif.endif
  %.5.i8 = getelementptr i8, i8* %.7.i.i, i64 24
  %227 = bitcast i8* %.5.i8 to double**
  %.6.i9293 = load double*, double** %227, align 8
  %.1101171 = icmp sgt i64 %dest_shape.3.1, 0
  br i1 %.1101171, label %for.body.3.preheader, label %for.end.3

for.body.3.preheader:                             ; preds = %B72.endif.endif.endif.endif.endif.endif.endif
  %.1103 = icmp ugt i64 %.908.unpack287.unpack, 1
  br i1 %.1103, label %for.body.3.preheader.split.us, label %for.body.3.preheader.split

for.body.3.preheader.split.us:                    ; preds = %for.body.3.preheader
  %228 = icmp ugt i64 %.810.unpack304.unpack, 1
  br i1 %228, label %for.body.3.us.us.preheader, label %for.body.3.us.preheader

for.body.3.us.preheader:                          ; preds = %for.body.3.preheader.split.us
  %229 = icmp ult i64 %dest_shape.3.1, 32
  br i1 %229, label %for.body.3.us.preheader642, label %vector.memcheck525

vector.memcheck525:                               ; preds = %for.body.3.us.preheader
  %scevgep526 = getelementptr double, double* %.6.i9293, i64 %dest_shape.3.1
  %scevgep528 = getelementptr double, double* %.908.unpack285, i64 %dest_shape.3.1
  %scevgep530 = getelementptr double, double* %.810.unpack302, i64 1
  %bound0532 = icmp ult double* %.6.i9293, %scevgep528
  %bound1533 = icmp ult double* %.908.unpack285, %scevgep526
  %found.conflict534 = and i1 %bound0532, %bound1533
  %bound0535 = icmp ult double* %.6.i9293, %scevgep530
  %bound1536 = icmp ult double* %.810.unpack302, %scevgep526
  %found.conflict537 = and i1 %bound0535, %bound1536
  %conflict.rdx538 = or i1 %found.conflict534, %found.conflict537
  br i1 %conflict.rdx538, label %for.body.3.us.preheader642, label %vector.ph543

vector.ph543:                                     ; preds = %vector.memcheck525
  %n.vec545 = and i64 %dest_shape.3.1, -32
  %230 = add i64 %n.vec545, -32
  %231 = lshr exact i64 %230, 5
  %232 = add nuw nsw i64 %231, 1
  %xtraiter661 = and i64 %232, 7
  %233 = icmp ult i64 %230, 224
  br i1 %233, label %middle.block539.unr-lcssa, label %vector.ph543.new

vector.ph543.new:                                 ; preds = %vector.ph543
  %const2524 = bitcast i64 1152921504606846968 to i64
  %unroll_iter664 = and i64 %232, %const2524
  %234 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert = insertelement <8 x double> poison, double %234, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553 = insertelement <8 x double> poison, double %234, i64 0
  %broadcast.splat554 = shufflevector <8 x double> %broadcast.splatinsert553, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555 = insertelement <8 x double> poison, double %234, i64 0
  %broadcast.splat556 = shufflevector <8 x double> %broadcast.splatinsert555, <8 x double> poison, <8 x i32> zeroinitializer
  %235 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert557 = insertelement <8 x double> poison, double %235, i64 0
  %broadcast.splat558 = shufflevector <8 x double> %broadcast.splatinsert557, <8 x double> poison, <8 x i32> zeroinitializer
  %236 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert.1 = insertelement <8 x double> poison, double %236, i64 0
  %broadcast.splat.1 = shufflevector <8 x double> %broadcast.splatinsert.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553.1 = insertelement <8 x double> poison, double %236, i64 0
  %broadcast.splat554.1 = shufflevector <8 x double> %broadcast.splatinsert553.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555.1 = insertelement <8 x double> poison, double %236, i64 0
  %broadcast.splat556.1 = shufflevector <8 x double> %broadcast.splatinsert555.1, <8 x double> poison, <8 x i32> zeroinitializer
  %237 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert557.1 = insertelement <8 x double> poison, double %237, i64 0
  %broadcast.splat558.1 = shufflevector <8 x double> %broadcast.splatinsert557.1, <8 x double> poison, <8 x i32> zeroinitializer
  %238 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert.2 = insertelement <8 x double> poison, double %238, i64 0
  %broadcast.splat.2 = shufflevector <8 x double> %broadcast.splatinsert.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553.2 = insertelement <8 x double> poison, double %238, i64 0
  %broadcast.splat554.2 = shufflevector <8 x double> %broadcast.splatinsert553.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555.2 = insertelement <8 x double> poison, double %238, i64 0
  %broadcast.splat556.2 = shufflevector <8 x double> %broadcast.splatinsert555.2, <8 x double> poison, <8 x i32> zeroinitializer
  %239 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert557.2 = insertelement <8 x double> poison, double %239, i64 0
  %broadcast.splat558.2 = shufflevector <8 x double> %broadcast.splatinsert557.2, <8 x double> poison, <8 x i32> zeroinitializer
  %240 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert.3 = insertelement <8 x double> poison, double %240, i64 0
  %broadcast.splat.3 = shufflevector <8 x double> %broadcast.splatinsert.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553.3 = insertelement <8 x double> poison, double %240, i64 0
  %broadcast.splat554.3 = shufflevector <8 x double> %broadcast.splatinsert553.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555.3 = insertelement <8 x double> poison, double %240, i64 0
  %broadcast.splat556.3 = shufflevector <8 x double> %broadcast.splatinsert555.3, <8 x double> poison, <8 x i32> zeroinitializer
  %241 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert557.3 = insertelement <8 x double> poison, double %241, i64 0
  %broadcast.splat558.3 = shufflevector <8 x double> %broadcast.splatinsert557.3, <8 x double> poison, <8 x i32> zeroinitializer
  %242 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert.4 = insertelement <8 x double> poison, double %242, i64 0
  %broadcast.splat.4 = shufflevector <8 x double> %broadcast.splatinsert.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553.4 = insertelement <8 x double> poison, double %242, i64 0
  %broadcast.splat554.4 = shufflevector <8 x double> %broadcast.splatinsert553.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555.4 = insertelement <8 x double> poison, double %242, i64 0
  %broadcast.splat556.4 = shufflevector <8 x double> %broadcast.splatinsert555.4, <8 x double> poison, <8 x i32> zeroinitializer
  %243 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert557.4 = insertelement <8 x double> poison, double %243, i64 0
  %broadcast.splat558.4 = shufflevector <8 x double> %broadcast.splatinsert557.4, <8 x double> poison, <8 x i32> zeroinitializer
  %244 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert.5 = insertelement <8 x double> poison, double %244, i64 0
  %broadcast.splat.5 = shufflevector <8 x double> %broadcast.splatinsert.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553.5 = insertelement <8 x double> poison, double %244, i64 0
  %broadcast.splat554.5 = shufflevector <8 x double> %broadcast.splatinsert553.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555.5 = insertelement <8 x double> poison, double %244, i64 0
  %broadcast.splat556.5 = shufflevector <8 x double> %broadcast.splatinsert555.5, <8 x double> poison, <8 x i32> zeroinitializer
  %245 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert557.5 = insertelement <8 x double> poison, double %245, i64 0
  %broadcast.splat558.5 = shufflevector <8 x double> %broadcast.splatinsert557.5, <8 x double> poison, <8 x i32> zeroinitializer
  %246 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert.6 = insertelement <8 x double> poison, double %246, i64 0
  %broadcast.splat.6 = shufflevector <8 x double> %broadcast.splatinsert.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553.6 = insertelement <8 x double> poison, double %246, i64 0
  %broadcast.splat554.6 = shufflevector <8 x double> %broadcast.splatinsert553.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555.6 = insertelement <8 x double> poison, double %246, i64 0
  %broadcast.splat556.6 = shufflevector <8 x double> %broadcast.splatinsert555.6, <8 x double> poison, <8 x i32> zeroinitializer
  %247 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert557.6 = insertelement <8 x double> poison, double %247, i64 0
  %broadcast.splat558.6 = shufflevector <8 x double> %broadcast.splatinsert557.6, <8 x double> poison, <8 x i32> zeroinitializer
  %248 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert.7 = insertelement <8 x double> poison, double %248, i64 0
  %broadcast.splat.7 = shufflevector <8 x double> %broadcast.splatinsert.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553.7 = insertelement <8 x double> poison, double %248, i64 0
  %broadcast.splat554.7 = shufflevector <8 x double> %broadcast.splatinsert553.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555.7 = insertelement <8 x double> poison, double %248, i64 0
  %broadcast.splat556.7 = shufflevector <8 x double> %broadcast.splatinsert555.7, <8 x double> poison, <8 x i32> zeroinitializer
  %249 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert557.7 = insertelement <8 x double> poison, double %249, i64 0
  %broadcast.splat558.7 = shufflevector <8 x double> %broadcast.splatinsert557.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1107 = getelementptr double, double* %.908.unpack285, i64 248
  %scevgep1203 = getelementptr double, double* %.6.i9293, i64 248
  br label %vector.body541

vector.body541:                                   ; preds = %vector.body541, %vector.ph543.new
  %lsr.iv1299 = phi i64 [ %lsr.iv.next1300, %vector.body541 ], [ %unroll_iter664, %vector.ph543.new ]
  %index548 = phi i64 [ 0, %vector.ph543.new ], [ %index.next559.7, %vector.body541 ]
  %scevgep1191 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11911192 = bitcast double* %scevgep1191 to <8 x double>*
  %scevgep1193 = getelementptr <8 x double>, <8 x double>* %scevgep11911192, i64 -31
  %wide.load549 = load <8 x double>, <8 x double>* %scevgep1193, align 8, !alias.scope !62
  %scevgep1200 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep12001201 = bitcast double* %scevgep1200 to <8 x double>*
  %scevgep1202 = getelementptr <8 x double>, <8 x double>* %scevgep12001201, i64 -30
  %wide.load550 = load <8 x double>, <8 x double>* %scevgep1202, align 8, !alias.scope !62
  %scevgep1197 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11971198 = bitcast double* %scevgep1197 to <8 x double>*
  %scevgep1199 = getelementptr <8 x double>, <8 x double>* %scevgep11971198, i64 -29
  %wide.load551 = load <8 x double>, <8 x double>* %scevgep1199, align 8, !alias.scope !62
  %scevgep1194 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11941195 = bitcast double* %scevgep1194 to <8 x double>*
  %scevgep1196 = getelementptr <8 x double>, <8 x double>* %scevgep11941195, i64 -28
  %wide.load552 = load <8 x double>, <8 x double>* %scevgep1196, align 8, !alias.scope !62
  %250 = fmul <8 x double> %wide.load549, %broadcast.splat
  %251 = fmul <8 x double> %wide.load550, %broadcast.splat554
  %252 = fmul <8 x double> %wide.load551, %broadcast.splat556
  %253 = fmul <8 x double> %wide.load552, %broadcast.splat558
  %scevgep1287 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12871288 = bitcast double* %scevgep1287 to <8 x double>*
  %scevgep1289 = getelementptr <8 x double>, <8 x double>* %scevgep12871288, i64 -31
  store <8 x double> %250, <8 x double>* %scevgep1289, align 8, !alias.scope !64, !noalias !66
  %scevgep1296 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12961297 = bitcast double* %scevgep1296 to <8 x double>*
  %scevgep1298 = getelementptr <8 x double>, <8 x double>* %scevgep12961297, i64 -30
  store <8 x double> %251, <8 x double>* %scevgep1298, align 8, !alias.scope !64, !noalias !66
  %scevgep1293 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12931294 = bitcast double* %scevgep1293 to <8 x double>*
  %scevgep1295 = getelementptr <8 x double>, <8 x double>* %scevgep12931294, i64 -29
  store <8 x double> %252, <8 x double>* %scevgep1295, align 8, !alias.scope !64, !noalias !66
  %scevgep1290 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12901291 = bitcast double* %scevgep1290 to <8 x double>*
  %scevgep1292 = getelementptr <8 x double>, <8 x double>* %scevgep12901291, i64 -28
  store <8 x double> %253, <8 x double>* %scevgep1292, align 8, !alias.scope !64, !noalias !66
  %scevgep1177 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11771178 = bitcast double* %scevgep1177 to <8 x double>*
  %scevgep1179 = getelementptr <8 x double>, <8 x double>* %scevgep11771178, i64 -27
  %wide.load549.1 = load <8 x double>, <8 x double>* %scevgep1179, align 8, !alias.scope !62
  %scevgep1174 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11741175 = bitcast double* %scevgep1174 to <8 x double>*
  %scevgep1176 = getelementptr <8 x double>, <8 x double>* %scevgep11741175, i64 -26
  %wide.load550.1 = load <8 x double>, <8 x double>* %scevgep1176, align 8, !alias.scope !62
  %scevgep1171 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11711172 = bitcast double* %scevgep1171 to <8 x double>*
  %scevgep1173 = getelementptr <8 x double>, <8 x double>* %scevgep11711172, i64 -25
  %wide.load551.1 = load <8 x double>, <8 x double>* %scevgep1173, align 8, !alias.scope !62
  %scevgep1168 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11681169 = bitcast double* %scevgep1168 to <8 x double>*
  %scevgep1170 = getelementptr <8 x double>, <8 x double>* %scevgep11681169, i64 -24
  %wide.load552.1 = load <8 x double>, <8 x double>* %scevgep1170, align 8, !alias.scope !62
  %254 = fmul <8 x double> %wide.load549.1, %broadcast.splat.1
  %255 = fmul <8 x double> %wide.load550.1, %broadcast.splat554.1
  %256 = fmul <8 x double> %wide.load551.1, %broadcast.splat556.1
  %257 = fmul <8 x double> %wide.load552.1, %broadcast.splat558.1
  %scevgep1273 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12731274 = bitcast double* %scevgep1273 to <8 x double>*
  %scevgep1275 = getelementptr <8 x double>, <8 x double>* %scevgep12731274, i64 -27
  store <8 x double> %254, <8 x double>* %scevgep1275, align 8, !alias.scope !64, !noalias !66
  %scevgep1270 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12701271 = bitcast double* %scevgep1270 to <8 x double>*
  %scevgep1272 = getelementptr <8 x double>, <8 x double>* %scevgep12701271, i64 -26
  store <8 x double> %255, <8 x double>* %scevgep1272, align 8, !alias.scope !64, !noalias !66
  %scevgep1267 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12671268 = bitcast double* %scevgep1267 to <8 x double>*
  %scevgep1269 = getelementptr <8 x double>, <8 x double>* %scevgep12671268, i64 -25
  store <8 x double> %256, <8 x double>* %scevgep1269, align 8, !alias.scope !64, !noalias !66
  %scevgep1264 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12641265 = bitcast double* %scevgep1264 to <8 x double>*
  %scevgep1266 = getelementptr <8 x double>, <8 x double>* %scevgep12641265, i64 -24
  store <8 x double> %257, <8 x double>* %scevgep1266, align 8, !alias.scope !64, !noalias !66
  %scevgep1165 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11651166 = bitcast double* %scevgep1165 to <8 x double>*
  %scevgep1167 = getelementptr <8 x double>, <8 x double>* %scevgep11651166, i64 -23
  %wide.load549.2 = load <8 x double>, <8 x double>* %scevgep1167, align 8, !alias.scope !62
  %scevgep1162 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11621163 = bitcast double* %scevgep1162 to <8 x double>*
  %scevgep1164 = getelementptr <8 x double>, <8 x double>* %scevgep11621163, i64 -22
  %wide.load550.2 = load <8 x double>, <8 x double>* %scevgep1164, align 8, !alias.scope !62
  %scevgep1159 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11591160 = bitcast double* %scevgep1159 to <8 x double>*
  %scevgep1161 = getelementptr <8 x double>, <8 x double>* %scevgep11591160, i64 -21
  %wide.load551.2 = load <8 x double>, <8 x double>* %scevgep1161, align 8, !alias.scope !62
  %scevgep1156 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11561157 = bitcast double* %scevgep1156 to <8 x double>*
  %scevgep1158 = getelementptr <8 x double>, <8 x double>* %scevgep11561157, i64 -20
  %wide.load552.2 = load <8 x double>, <8 x double>* %scevgep1158, align 8, !alias.scope !62
  %258 = fmul <8 x double> %wide.load549.2, %broadcast.splat.2
  %259 = fmul <8 x double> %wide.load550.2, %broadcast.splat554.2
  %260 = fmul <8 x double> %wide.load551.2, %broadcast.splat556.2
  %261 = fmul <8 x double> %wide.load552.2, %broadcast.splat558.2
  %scevgep1261 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12611262 = bitcast double* %scevgep1261 to <8 x double>*
  %scevgep1263 = getelementptr <8 x double>, <8 x double>* %scevgep12611262, i64 -23
  store <8 x double> %258, <8 x double>* %scevgep1263, align 8, !alias.scope !64, !noalias !66
  %scevgep1258 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12581259 = bitcast double* %scevgep1258 to <8 x double>*
  %scevgep1260 = getelementptr <8 x double>, <8 x double>* %scevgep12581259, i64 -22
  store <8 x double> %259, <8 x double>* %scevgep1260, align 8, !alias.scope !64, !noalias !66
  %scevgep1255 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12551256 = bitcast double* %scevgep1255 to <8 x double>*
  %scevgep1257 = getelementptr <8 x double>, <8 x double>* %scevgep12551256, i64 -21
  store <8 x double> %260, <8 x double>* %scevgep1257, align 8, !alias.scope !64, !noalias !66
  %scevgep1252 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12521253 = bitcast double* %scevgep1252 to <8 x double>*
  %scevgep1254 = getelementptr <8 x double>, <8 x double>* %scevgep12521253, i64 -20
  store <8 x double> %261, <8 x double>* %scevgep1254, align 8, !alias.scope !64, !noalias !66
  %scevgep1153 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11531154 = bitcast double* %scevgep1153 to <8 x double>*
  %scevgep1155 = getelementptr <8 x double>, <8 x double>* %scevgep11531154, i64 -19
  %wide.load549.3 = load <8 x double>, <8 x double>* %scevgep1155, align 8, !alias.scope !62
  %scevgep1150 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11501151 = bitcast double* %scevgep1150 to <8 x double>*
  %scevgep1152 = getelementptr <8 x double>, <8 x double>* %scevgep11501151, i64 -18
  %wide.load550.3 = load <8 x double>, <8 x double>* %scevgep1152, align 8, !alias.scope !62
  %scevgep1147 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11471148 = bitcast double* %scevgep1147 to <8 x double>*
  %scevgep1149 = getelementptr <8 x double>, <8 x double>* %scevgep11471148, i64 -17
  %wide.load551.3 = load <8 x double>, <8 x double>* %scevgep1149, align 8, !alias.scope !62
  %scevgep1144 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11441145 = bitcast double* %scevgep1144 to <8 x double>*
  %scevgep1146 = getelementptr <8 x double>, <8 x double>* %scevgep11441145, i64 -16
  %wide.load552.3 = load <8 x double>, <8 x double>* %scevgep1146, align 8, !alias.scope !62
  %262 = fmul <8 x double> %wide.load549.3, %broadcast.splat.3
  %263 = fmul <8 x double> %wide.load550.3, %broadcast.splat554.3
  %264 = fmul <8 x double> %wide.load551.3, %broadcast.splat556.3
  %265 = fmul <8 x double> %wide.load552.3, %broadcast.splat558.3
  %scevgep1249 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12491250 = bitcast double* %scevgep1249 to <8 x double>*
  %scevgep1251 = getelementptr <8 x double>, <8 x double>* %scevgep12491250, i64 -19
  store <8 x double> %262, <8 x double>* %scevgep1251, align 8, !alias.scope !64, !noalias !66
  %scevgep1246 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12461247 = bitcast double* %scevgep1246 to <8 x double>*
  %scevgep1248 = getelementptr <8 x double>, <8 x double>* %scevgep12461247, i64 -18
  store <8 x double> %263, <8 x double>* %scevgep1248, align 8, !alias.scope !64, !noalias !66
  %scevgep1243 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12431244 = bitcast double* %scevgep1243 to <8 x double>*
  %scevgep1245 = getelementptr <8 x double>, <8 x double>* %scevgep12431244, i64 -17
  store <8 x double> %264, <8 x double>* %scevgep1245, align 8, !alias.scope !64, !noalias !66
  %scevgep1240 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12401241 = bitcast double* %scevgep1240 to <8 x double>*
  %scevgep1242 = getelementptr <8 x double>, <8 x double>* %scevgep12401241, i64 -16
  store <8 x double> %265, <8 x double>* %scevgep1242, align 8, !alias.scope !64, !noalias !66
  %scevgep1141 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11411142 = bitcast double* %scevgep1141 to <8 x double>*
  %scevgep1143 = getelementptr <8 x double>, <8 x double>* %scevgep11411142, i64 -15
  %wide.load549.4 = load <8 x double>, <8 x double>* %scevgep1143, align 8, !alias.scope !62
  %scevgep1138 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11381139 = bitcast double* %scevgep1138 to <8 x double>*
  %scevgep1140 = getelementptr <8 x double>, <8 x double>* %scevgep11381139, i64 -14
  %wide.load550.4 = load <8 x double>, <8 x double>* %scevgep1140, align 8, !alias.scope !62
  %scevgep1135 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11351136 = bitcast double* %scevgep1135 to <8 x double>*
  %scevgep1137 = getelementptr <8 x double>, <8 x double>* %scevgep11351136, i64 -13
  %wide.load551.4 = load <8 x double>, <8 x double>* %scevgep1137, align 8, !alias.scope !62
  %scevgep1132 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11321133 = bitcast double* %scevgep1132 to <8 x double>*
  %scevgep1134 = getelementptr <8 x double>, <8 x double>* %scevgep11321133, i64 -12
  %wide.load552.4 = load <8 x double>, <8 x double>* %scevgep1134, align 8, !alias.scope !62
  %266 = fmul <8 x double> %wide.load549.4, %broadcast.splat.4
  %267 = fmul <8 x double> %wide.load550.4, %broadcast.splat554.4
  %268 = fmul <8 x double> %wide.load551.4, %broadcast.splat556.4
  %269 = fmul <8 x double> %wide.load552.4, %broadcast.splat558.4
  %scevgep1237 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12371238 = bitcast double* %scevgep1237 to <8 x double>*
  %scevgep1239 = getelementptr <8 x double>, <8 x double>* %scevgep12371238, i64 -15
  store <8 x double> %266, <8 x double>* %scevgep1239, align 8, !alias.scope !64, !noalias !66
  %scevgep1234 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12341235 = bitcast double* %scevgep1234 to <8 x double>*
  %scevgep1236 = getelementptr <8 x double>, <8 x double>* %scevgep12341235, i64 -14
  store <8 x double> %267, <8 x double>* %scevgep1236, align 8, !alias.scope !64, !noalias !66
  %scevgep1231 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12311232 = bitcast double* %scevgep1231 to <8 x double>*
  %scevgep1233 = getelementptr <8 x double>, <8 x double>* %scevgep12311232, i64 -13
  store <8 x double> %268, <8 x double>* %scevgep1233, align 8, !alias.scope !64, !noalias !66
  %scevgep1228 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12281229 = bitcast double* %scevgep1228 to <8 x double>*
  %scevgep1230 = getelementptr <8 x double>, <8 x double>* %scevgep12281229, i64 -12
  store <8 x double> %269, <8 x double>* %scevgep1230, align 8, !alias.scope !64, !noalias !66
  %scevgep1129 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11291130 = bitcast double* %scevgep1129 to <8 x double>*
  %scevgep1131 = getelementptr <8 x double>, <8 x double>* %scevgep11291130, i64 -11
  %wide.load549.5 = load <8 x double>, <8 x double>* %scevgep1131, align 8, !alias.scope !62
  %scevgep1126 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11261127 = bitcast double* %scevgep1126 to <8 x double>*
  %scevgep1128 = getelementptr <8 x double>, <8 x double>* %scevgep11261127, i64 -10
  %wide.load550.5 = load <8 x double>, <8 x double>* %scevgep1128, align 8, !alias.scope !62
  %scevgep1123 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11231124 = bitcast double* %scevgep1123 to <8 x double>*
  %scevgep1125 = getelementptr <8 x double>, <8 x double>* %scevgep11231124, i64 -9
  %wide.load551.5 = load <8 x double>, <8 x double>* %scevgep1125, align 8, !alias.scope !62
  %scevgep1120 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11201121 = bitcast double* %scevgep1120 to <8 x double>*
  %scevgep1122 = getelementptr <8 x double>, <8 x double>* %scevgep11201121, i64 -8
  %wide.load552.5 = load <8 x double>, <8 x double>* %scevgep1122, align 8, !alias.scope !62
  %270 = fmul <8 x double> %wide.load549.5, %broadcast.splat.5
  %271 = fmul <8 x double> %wide.load550.5, %broadcast.splat554.5
  %272 = fmul <8 x double> %wide.load551.5, %broadcast.splat556.5
  %273 = fmul <8 x double> %wide.load552.5, %broadcast.splat558.5
  %scevgep1225 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12251226 = bitcast double* %scevgep1225 to <8 x double>*
  %scevgep1227 = getelementptr <8 x double>, <8 x double>* %scevgep12251226, i64 -11
  store <8 x double> %270, <8 x double>* %scevgep1227, align 8, !alias.scope !64, !noalias !66
  %scevgep1222 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12221223 = bitcast double* %scevgep1222 to <8 x double>*
  %scevgep1224 = getelementptr <8 x double>, <8 x double>* %scevgep12221223, i64 -10
  store <8 x double> %271, <8 x double>* %scevgep1224, align 8, !alias.scope !64, !noalias !66
  %scevgep1219 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12191220 = bitcast double* %scevgep1219 to <8 x double>*
  %scevgep1221 = getelementptr <8 x double>, <8 x double>* %scevgep12191220, i64 -9
  store <8 x double> %272, <8 x double>* %scevgep1221, align 8, !alias.scope !64, !noalias !66
  %scevgep1216 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12161217 = bitcast double* %scevgep1216 to <8 x double>*
  %scevgep1218 = getelementptr <8 x double>, <8 x double>* %scevgep12161217, i64 -8
  store <8 x double> %273, <8 x double>* %scevgep1218, align 8, !alias.scope !64, !noalias !66
  %scevgep1117 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11171118 = bitcast double* %scevgep1117 to <8 x double>*
  %scevgep1119 = getelementptr <8 x double>, <8 x double>* %scevgep11171118, i64 -7
  %wide.load549.6 = load <8 x double>, <8 x double>* %scevgep1119, align 8, !alias.scope !62
  %scevgep1114 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11141115 = bitcast double* %scevgep1114 to <8 x double>*
  %scevgep1116 = getelementptr <8 x double>, <8 x double>* %scevgep11141115, i64 -6
  %wide.load550.6 = load <8 x double>, <8 x double>* %scevgep1116, align 8, !alias.scope !62
  %scevgep1111 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11111112 = bitcast double* %scevgep1111 to <8 x double>*
  %scevgep1113 = getelementptr <8 x double>, <8 x double>* %scevgep11111112, i64 -5
  %wide.load551.6 = load <8 x double>, <8 x double>* %scevgep1113, align 8, !alias.scope !62
  %scevgep1108 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11081109 = bitcast double* %scevgep1108 to <8 x double>*
  %scevgep1110 = getelementptr <8 x double>, <8 x double>* %scevgep11081109, i64 -4
  %wide.load552.6 = load <8 x double>, <8 x double>* %scevgep1110, align 8, !alias.scope !62
  %274 = fmul <8 x double> %wide.load549.6, %broadcast.splat.6
  %275 = fmul <8 x double> %wide.load550.6, %broadcast.splat554.6
  %276 = fmul <8 x double> %wide.load551.6, %broadcast.splat556.6
  %277 = fmul <8 x double> %wide.load552.6, %broadcast.splat558.6
  %scevgep1213 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12131214 = bitcast double* %scevgep1213 to <8 x double>*
  %scevgep1215 = getelementptr <8 x double>, <8 x double>* %scevgep12131214, i64 -7
  store <8 x double> %274, <8 x double>* %scevgep1215, align 8, !alias.scope !64, !noalias !66
  %scevgep1210 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12101211 = bitcast double* %scevgep1210 to <8 x double>*
  %scevgep1212 = getelementptr <8 x double>, <8 x double>* %scevgep12101211, i64 -6
  store <8 x double> %275, <8 x double>* %scevgep1212, align 8, !alias.scope !64, !noalias !66
  %scevgep1207 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12071208 = bitcast double* %scevgep1207 to <8 x double>*
  %scevgep1209 = getelementptr <8 x double>, <8 x double>* %scevgep12071208, i64 -5
  store <8 x double> %276, <8 x double>* %scevgep1209, align 8, !alias.scope !64, !noalias !66
  %scevgep1204 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12041205 = bitcast double* %scevgep1204 to <8 x double>*
  %scevgep1206 = getelementptr <8 x double>, <8 x double>* %scevgep12041205, i64 -4
  store <8 x double> %277, <8 x double>* %scevgep1206, align 8, !alias.scope !64, !noalias !66
  %scevgep1188 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11881189 = bitcast double* %scevgep1188 to <8 x double>*
  %scevgep1190 = getelementptr <8 x double>, <8 x double>* %scevgep11881189, i64 -3
  %wide.load549.7 = load <8 x double>, <8 x double>* %scevgep1190, align 8, !alias.scope !62
  %scevgep1185 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11851186 = bitcast double* %scevgep1185 to <8 x double>*
  %scevgep1187 = getelementptr <8 x double>, <8 x double>* %scevgep11851186, i64 -2
  %wide.load550.7 = load <8 x double>, <8 x double>* %scevgep1187, align 8, !alias.scope !62
  %scevgep1182 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11821183 = bitcast double* %scevgep1182 to <8 x double>*
  %scevgep1184 = getelementptr <8 x double>, <8 x double>* %scevgep11821183, i64 -1
  %wide.load551.7 = load <8 x double>, <8 x double>* %scevgep1184, align 8, !alias.scope !62
  %scevgep1180 = getelementptr double, double* %scevgep1107, i64 %index548
  %scevgep11801181 = bitcast double* %scevgep1180 to <8 x double>*
  %wide.load552.7 = load <8 x double>, <8 x double>* %scevgep11801181, align 8, !alias.scope !62
  %278 = fmul <8 x double> %wide.load549.7, %broadcast.splat.7
  %279 = fmul <8 x double> %wide.load550.7, %broadcast.splat554.7
  %280 = fmul <8 x double> %wide.load551.7, %broadcast.splat556.7
  %281 = fmul <8 x double> %wide.load552.7, %broadcast.splat558.7
  %scevgep1284 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12841285 = bitcast double* %scevgep1284 to <8 x double>*
  %scevgep1286 = getelementptr <8 x double>, <8 x double>* %scevgep12841285, i64 -3
  store <8 x double> %278, <8 x double>* %scevgep1286, align 8, !alias.scope !64, !noalias !66
  %scevgep1281 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12811282 = bitcast double* %scevgep1281 to <8 x double>*
  %scevgep1283 = getelementptr <8 x double>, <8 x double>* %scevgep12811282, i64 -2
  store <8 x double> %279, <8 x double>* %scevgep1283, align 8, !alias.scope !64, !noalias !66
  %scevgep1278 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12781279 = bitcast double* %scevgep1278 to <8 x double>*
  %scevgep1280 = getelementptr <8 x double>, <8 x double>* %scevgep12781279, i64 -1
  store <8 x double> %280, <8 x double>* %scevgep1280, align 8, !alias.scope !64, !noalias !66
  %scevgep1276 = getelementptr double, double* %scevgep1203, i64 %index548
  %scevgep12761277 = bitcast double* %scevgep1276 to <8 x double>*
  store <8 x double> %281, <8 x double>* %scevgep12761277, align 8, !alias.scope !64, !noalias !66
  %index.next559.7 = add i64 %index548, 256
  %lsr.iv.next1300 = add i64 %lsr.iv1299, -8
  %niter665.ncmp.7 = icmp eq i64 %lsr.iv.next1300, 0
  br i1 %niter665.ncmp.7, label %middle.block539.unr-lcssa, label %vector.body541, !llvm.loop !67

middle.block539.unr-lcssa:                        ; preds = %vector.body541, %vector.ph543
  %index548.unr = phi i64 [ 0, %vector.ph543 ], [ %index.next559.7, %vector.body541 ]
  %lcmp.mod663.not = icmp eq i64 %xtraiter661, 0
  br i1 %lcmp.mod663.not, label %middle.block539, label %vector.body541.epil.preheader

vector.body541.epil.preheader:                    ; preds = %middle.block539.unr-lcssa
  %282 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert.epil = insertelement <8 x double> poison, double %282, i64 0
  %broadcast.splat.epil = shufflevector <8 x double> %broadcast.splatinsert.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert553.epil = insertelement <8 x double> poison, double %282, i64 0
  %broadcast.splat554.epil = shufflevector <8 x double> %broadcast.splatinsert553.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert555.epil = insertelement <8 x double> poison, double %282, i64 0
  %broadcast.splat556.epil = shufflevector <8 x double> %broadcast.splatinsert555.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %283 = load double, double* %.810.unpack302, align 8, !alias.scope !59
  %broadcast.splatinsert557.epil = insertelement <8 x double> poison, double %283, i64 0
  %broadcast.splat558.epil = shufflevector <8 x double> %broadcast.splatinsert557.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1301 = getelementptr double, double* %.6.i9293, i64 24
  %scevgep1302 = getelementptr double, double* %scevgep1301, i64 %index548.unr
  %scevgep1317 = getelementptr double, double* %.908.unpack285, i64 24
  %scevgep1318 = getelementptr double, double* %scevgep1317, i64 %index548.unr
  %284 = shl nuw nsw i64 %xtraiter661, 8
  br label %vector.body541.epil

vector.body541.epil:                              ; preds = %vector.body541.epil, %vector.body541.epil.preheader
  %lsr.iv1303 = phi i64 [ %lsr.iv.next1304, %vector.body541.epil ], [ 0, %vector.body541.epil.preheader ]
  %285 = bitcast double* %scevgep1318 to i8*
  %286 = bitcast double* %scevgep1302 to i8*
  %uglygep1328 = getelementptr i8, i8* %285, i64 %lsr.iv1303
  %uglygep13281329 = bitcast i8* %uglygep1328 to <8 x double>*
  %scevgep1330 = getelementptr <8 x double>, <8 x double>* %uglygep13281329, i64 -3
  %wide.load549.epil = load <8 x double>, <8 x double>* %scevgep1330, align 8, !alias.scope !62
  %uglygep1325 = getelementptr i8, i8* %285, i64 %lsr.iv1303
  %uglygep13251326 = bitcast i8* %uglygep1325 to <8 x double>*
  %scevgep1327 = getelementptr <8 x double>, <8 x double>* %uglygep13251326, i64 -2
  %wide.load550.epil = load <8 x double>, <8 x double>* %scevgep1327, align 8, !alias.scope !62
  %uglygep1322 = getelementptr i8, i8* %285, i64 %lsr.iv1303
  %uglygep13221323 = bitcast i8* %uglygep1322 to <8 x double>*
  %scevgep1324 = getelementptr <8 x double>, <8 x double>* %uglygep13221323, i64 -1
  %wide.load551.epil = load <8 x double>, <8 x double>* %scevgep1324, align 8, !alias.scope !62
  %uglygep1320 = getelementptr i8, i8* %285, i64 %lsr.iv1303
  %uglygep13201321 = bitcast i8* %uglygep1320 to <8 x double>*
  %wide.load552.epil = load <8 x double>, <8 x double>* %uglygep13201321, align 8, !alias.scope !62
  %287 = fmul <8 x double> %wide.load549.epil, %broadcast.splat.epil
  %288 = fmul <8 x double> %wide.load550.epil, %broadcast.splat554.epil
  %289 = fmul <8 x double> %wide.load551.epil, %broadcast.splat556.epil
  %290 = fmul <8 x double> %wide.load552.epil, %broadcast.splat558.epil
  %uglygep1314 = getelementptr i8, i8* %286, i64 %lsr.iv1303
  %uglygep13141315 = bitcast i8* %uglygep1314 to <8 x double>*
  %scevgep1316 = getelementptr <8 x double>, <8 x double>* %uglygep13141315, i64 -3
  store <8 x double> %287, <8 x double>* %scevgep1316, align 8, !alias.scope !64, !noalias !66
  %uglygep1311 = getelementptr i8, i8* %286, i64 %lsr.iv1303
  %uglygep13111312 = bitcast i8* %uglygep1311 to <8 x double>*
  %scevgep1313 = getelementptr <8 x double>, <8 x double>* %uglygep13111312, i64 -2
  store <8 x double> %288, <8 x double>* %scevgep1313, align 8, !alias.scope !64, !noalias !66
  %uglygep1308 = getelementptr i8, i8* %286, i64 %lsr.iv1303
  %uglygep13081309 = bitcast i8* %uglygep1308 to <8 x double>*
  %scevgep1310 = getelementptr <8 x double>, <8 x double>* %uglygep13081309, i64 -1
  store <8 x double> %289, <8 x double>* %scevgep1310, align 8, !alias.scope !64, !noalias !66
  %uglygep1306 = getelementptr i8, i8* %286, i64 %lsr.iv1303
  %uglygep13061307 = bitcast i8* %uglygep1306 to <8 x double>*
  store <8 x double> %290, <8 x double>* %uglygep13061307, align 8, !alias.scope !64, !noalias !66
  %lsr.iv.next1304 = add nuw nsw i64 %lsr.iv1303, 256
  %epil.iter662.cmp.not = icmp eq i64 %284, %lsr.iv.next1304
  br i1 %epil.iter662.cmp.not, label %middle.block539, label %vector.body541.epil, !llvm.loop !68

middle.block539:                                  ; preds = %vector.body541.epil, %middle.block539.unr-lcssa
  %cmp.n547 = icmp eq i64 %dest_shape.3.1, %n.vec545
  br i1 %cmp.n547, label %for.end.3, label %for.body.3.us.preheader642

for.body.3.us.preheader642:                       ; preds = %vector.memcheck525, %for.body.3.us.preheader, %middle.block539
  %loop.index.3174.us.ph = phi i64 [ 0, %vector.memcheck525 ], [ 0, %for.body.3.us.preheader ], [ %n.vec545, %middle.block539 ]
  %291 = xor i64 %loop.index.3174.us.ph, -1
  %292 = add i64 %dest_shape.3.1, %291
  %xtraiter666 = and i64 %dest_shape.3.1, 7
  %lcmp.mod667.not = icmp eq i64 %xtraiter666, 0
  br i1 %lcmp.mod667.not, label %for.body.3.us.prol.loopexit, label %for.body.3.us.prol.preheader

for.body.3.us.prol.preheader:                     ; preds = %for.body.3.us.preheader642
  br label %for.body.3.us.prol

for.body.3.us.prol:                               ; preds = %for.body.3.us.prol.preheader, %for.body.3.us.prol
  %lsr.iv1333 = phi i64 [ %xtraiter666, %for.body.3.us.prol.preheader ], [ %lsr.iv.next1334, %for.body.3.us.prol ]
  %loop.index.3174.us.prol = phi i64 [ %.1149.us.prol, %for.body.3.us.prol ], [ %loop.index.3174.us.ph, %for.body.3.us.prol.preheader ]
  %scevgep1332 = getelementptr double, double* %.908.unpack285, i64 %loop.index.3174.us.prol
  %.1111.us.prol = load double, double* %scevgep1332, align 8
  %.1120.us.prol = load double, double* %.810.unpack302, align 8
  %.6.i1.us.prol = fmul double %.1111.us.prol, %.1120.us.prol
  %scevgep1331 = getelementptr double, double* %.6.i9293, i64 %loop.index.3174.us.prol
  store double %.6.i1.us.prol, double* %scevgep1331, align 8
  %.1149.us.prol = add nuw i64 %loop.index.3174.us.prol, 1
  %lsr.iv.next1334 = add nsw i64 %lsr.iv1333, -1
  %prol.iter668.cmp.not = icmp eq i64 %lsr.iv.next1334, 0
  br i1 %prol.iter668.cmp.not, label %for.body.3.us.prol.loopexit, label %for.body.3.us.prol, !llvm.loop !69

for.body.3.us.prol.loopexit:                      ; preds = %for.body.3.us.prol, %for.body.3.us.preheader642
  %loop.index.3174.us.unr = phi i64 [ %loop.index.3174.us.ph, %for.body.3.us.preheader642 ], [ %.1149.us.prol, %for.body.3.us.prol ]
  %293 = icmp ult i64 %292, 7
  br i1 %293, label %for.end.3, label %for.body.3.us.preheader708

for.body.3.us.preheader708:                       ; preds = %for.body.3.us.prol.loopexit
  br label %for.body.3.us

for.body.3.us.us.preheader:                       ; preds = %for.body.3.preheader.split.us
  %294 = icmp ult i64 %dest_shape.3.1, 32
  br i1 %294, label %for.body.3.us.us.preheader641, label %vector.memcheck490

vector.memcheck490:                               ; preds = %for.body.3.us.us.preheader
  %scevgep492 = getelementptr double, double* %.6.i9293, i64 %dest_shape.3.1
  %scevgep495 = getelementptr double, double* %.908.unpack285, i64 %dest_shape.3.1
  %scevgep498 = getelementptr double, double* %.810.unpack302, i64 %dest_shape.3.1
  %bound0500 = icmp ult double* %.6.i9293, %scevgep495
  %bound1501 = icmp ult double* %.908.unpack285, %scevgep492
  %found.conflict502 = and i1 %bound0500, %bound1501
  %bound0503 = icmp ult double* %.6.i9293, %scevgep498
  %bound1504 = icmp ult double* %.810.unpack302, %scevgep492
  %found.conflict505 = and i1 %bound0503, %bound1504
  %conflict.rdx = or i1 %found.conflict502, %found.conflict505
  br i1 %conflict.rdx, label %for.body.3.us.us.preheader641, label %vector.ph510

vector.ph510:                                     ; preds = %vector.memcheck490
  %n.vec512 = and i64 %dest_shape.3.1, -32
  %295 = add i64 %n.vec512, -32
  %296 = lshr exact i64 %295, 5
  %297 = add nuw nsw i64 %296, 1
  %xtraiter669 = and i64 %297, 7
  %298 = icmp ult i64 %295, 224
  br i1 %298, label %middle.block506.unr-lcssa, label %vector.ph510.new

vector.ph510.new:                                 ; preds = %vector.ph510
  %const2525 = bitcast i64 1152921504606846968 to i64
  %unroll_iter672 = and i64 %297, %const2525
  %scevgep1367 = getelementptr double, double* %.908.unpack285, i64 248
  %scevgep1463 = getelementptr double, double* %.810.unpack302, i64 248
  %scevgep1559 = getelementptr double, double* %.6.i9293, i64 248
  br label %vector.body508

vector.body508:                                   ; preds = %vector.body508, %vector.ph510.new
  %lsr.iv1655 = phi i64 [ %lsr.iv.next1656, %vector.body508 ], [ %unroll_iter672, %vector.ph510.new ]
  %index515 = phi i64 [ 0, %vector.ph510.new ], [ %index.next524.7, %vector.body508 ]
  %scevgep1451 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14511452 = bitcast double* %scevgep1451 to <8 x double>*
  %scevgep1453 = getelementptr <8 x double>, <8 x double>* %scevgep14511452, i64 -31
  %wide.load516 = load <8 x double>, <8 x double>* %scevgep1453, align 8, !alias.scope !70
  %scevgep1460 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14601461 = bitcast double* %scevgep1460 to <8 x double>*
  %scevgep1462 = getelementptr <8 x double>, <8 x double>* %scevgep14601461, i64 -30
  %wide.load517 = load <8 x double>, <8 x double>* %scevgep1462, align 8, !alias.scope !70
  %scevgep1457 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14571458 = bitcast double* %scevgep1457 to <8 x double>*
  %scevgep1459 = getelementptr <8 x double>, <8 x double>* %scevgep14571458, i64 -29
  %wide.load518 = load <8 x double>, <8 x double>* %scevgep1459, align 8, !alias.scope !70
  %scevgep1454 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14541455 = bitcast double* %scevgep1454 to <8 x double>*
  %scevgep1456 = getelementptr <8 x double>, <8 x double>* %scevgep14541455, i64 -28
  %wide.load519 = load <8 x double>, <8 x double>* %scevgep1456, align 8, !alias.scope !70
  %scevgep1547 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15471548 = bitcast double* %scevgep1547 to <8 x double>*
  %scevgep1549 = getelementptr <8 x double>, <8 x double>* %scevgep15471548, i64 -31
  %wide.load520 = load <8 x double>, <8 x double>* %scevgep1549, align 8, !alias.scope !73
  %scevgep1556 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15561557 = bitcast double* %scevgep1556 to <8 x double>*
  %scevgep1558 = getelementptr <8 x double>, <8 x double>* %scevgep15561557, i64 -30
  %wide.load521 = load <8 x double>, <8 x double>* %scevgep1558, align 8, !alias.scope !73
  %scevgep1553 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15531554 = bitcast double* %scevgep1553 to <8 x double>*
  %scevgep1555 = getelementptr <8 x double>, <8 x double>* %scevgep15531554, i64 -29
  %wide.load522 = load <8 x double>, <8 x double>* %scevgep1555, align 8, !alias.scope !73
  %scevgep1550 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15501551 = bitcast double* %scevgep1550 to <8 x double>*
  %scevgep1552 = getelementptr <8 x double>, <8 x double>* %scevgep15501551, i64 -28
  %wide.load523 = load <8 x double>, <8 x double>* %scevgep1552, align 8, !alias.scope !73
  %299 = fmul <8 x double> %wide.load516, %wide.load520
  %300 = fmul <8 x double> %wide.load517, %wide.load521
  %301 = fmul <8 x double> %wide.load518, %wide.load522
  %302 = fmul <8 x double> %wide.load519, %wide.load523
  %scevgep1643 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16431644 = bitcast double* %scevgep1643 to <8 x double>*
  %scevgep1645 = getelementptr <8 x double>, <8 x double>* %scevgep16431644, i64 -31
  store <8 x double> %299, <8 x double>* %scevgep1645, align 8, !alias.scope !75, !noalias !77
  %scevgep1652 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16521653 = bitcast double* %scevgep1652 to <8 x double>*
  %scevgep1654 = getelementptr <8 x double>, <8 x double>* %scevgep16521653, i64 -30
  store <8 x double> %300, <8 x double>* %scevgep1654, align 8, !alias.scope !75, !noalias !77
  %scevgep1649 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16491650 = bitcast double* %scevgep1649 to <8 x double>*
  %scevgep1651 = getelementptr <8 x double>, <8 x double>* %scevgep16491650, i64 -29
  store <8 x double> %301, <8 x double>* %scevgep1651, align 8, !alias.scope !75, !noalias !77
  %scevgep1646 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16461647 = bitcast double* %scevgep1646 to <8 x double>*
  %scevgep1648 = getelementptr <8 x double>, <8 x double>* %scevgep16461647, i64 -28
  store <8 x double> %302, <8 x double>* %scevgep1648, align 8, !alias.scope !75, !noalias !77
  %scevgep1437 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14371438 = bitcast double* %scevgep1437 to <8 x double>*
  %scevgep1439 = getelementptr <8 x double>, <8 x double>* %scevgep14371438, i64 -27
  %wide.load516.1 = load <8 x double>, <8 x double>* %scevgep1439, align 8, !alias.scope !70
  %scevgep1434 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14341435 = bitcast double* %scevgep1434 to <8 x double>*
  %scevgep1436 = getelementptr <8 x double>, <8 x double>* %scevgep14341435, i64 -26
  %wide.load517.1 = load <8 x double>, <8 x double>* %scevgep1436, align 8, !alias.scope !70
  %scevgep1431 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14311432 = bitcast double* %scevgep1431 to <8 x double>*
  %scevgep1433 = getelementptr <8 x double>, <8 x double>* %scevgep14311432, i64 -25
  %wide.load518.1 = load <8 x double>, <8 x double>* %scevgep1433, align 8, !alias.scope !70
  %scevgep1428 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14281429 = bitcast double* %scevgep1428 to <8 x double>*
  %scevgep1430 = getelementptr <8 x double>, <8 x double>* %scevgep14281429, i64 -24
  %wide.load519.1 = load <8 x double>, <8 x double>* %scevgep1430, align 8, !alias.scope !70
  %scevgep1533 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15331534 = bitcast double* %scevgep1533 to <8 x double>*
  %scevgep1535 = getelementptr <8 x double>, <8 x double>* %scevgep15331534, i64 -27
  %wide.load520.1 = load <8 x double>, <8 x double>* %scevgep1535, align 8, !alias.scope !73
  %scevgep1530 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15301531 = bitcast double* %scevgep1530 to <8 x double>*
  %scevgep1532 = getelementptr <8 x double>, <8 x double>* %scevgep15301531, i64 -26
  %wide.load521.1 = load <8 x double>, <8 x double>* %scevgep1532, align 8, !alias.scope !73
  %scevgep1527 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15271528 = bitcast double* %scevgep1527 to <8 x double>*
  %scevgep1529 = getelementptr <8 x double>, <8 x double>* %scevgep15271528, i64 -25
  %wide.load522.1 = load <8 x double>, <8 x double>* %scevgep1529, align 8, !alias.scope !73
  %scevgep1524 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15241525 = bitcast double* %scevgep1524 to <8 x double>*
  %scevgep1526 = getelementptr <8 x double>, <8 x double>* %scevgep15241525, i64 -24
  %wide.load523.1 = load <8 x double>, <8 x double>* %scevgep1526, align 8, !alias.scope !73
  %303 = fmul <8 x double> %wide.load516.1, %wide.load520.1
  %304 = fmul <8 x double> %wide.load517.1, %wide.load521.1
  %305 = fmul <8 x double> %wide.load518.1, %wide.load522.1
  %306 = fmul <8 x double> %wide.load519.1, %wide.load523.1
  %scevgep1629 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16291630 = bitcast double* %scevgep1629 to <8 x double>*
  %scevgep1631 = getelementptr <8 x double>, <8 x double>* %scevgep16291630, i64 -27
  store <8 x double> %303, <8 x double>* %scevgep1631, align 8, !alias.scope !75, !noalias !77
  %scevgep1626 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16261627 = bitcast double* %scevgep1626 to <8 x double>*
  %scevgep1628 = getelementptr <8 x double>, <8 x double>* %scevgep16261627, i64 -26
  store <8 x double> %304, <8 x double>* %scevgep1628, align 8, !alias.scope !75, !noalias !77
  %scevgep1623 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16231624 = bitcast double* %scevgep1623 to <8 x double>*
  %scevgep1625 = getelementptr <8 x double>, <8 x double>* %scevgep16231624, i64 -25
  store <8 x double> %305, <8 x double>* %scevgep1625, align 8, !alias.scope !75, !noalias !77
  %scevgep1620 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16201621 = bitcast double* %scevgep1620 to <8 x double>*
  %scevgep1622 = getelementptr <8 x double>, <8 x double>* %scevgep16201621, i64 -24
  store <8 x double> %306, <8 x double>* %scevgep1622, align 8, !alias.scope !75, !noalias !77
  %scevgep1425 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14251426 = bitcast double* %scevgep1425 to <8 x double>*
  %scevgep1427 = getelementptr <8 x double>, <8 x double>* %scevgep14251426, i64 -23
  %wide.load516.2 = load <8 x double>, <8 x double>* %scevgep1427, align 8, !alias.scope !70
  %scevgep1422 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14221423 = bitcast double* %scevgep1422 to <8 x double>*
  %scevgep1424 = getelementptr <8 x double>, <8 x double>* %scevgep14221423, i64 -22
  %wide.load517.2 = load <8 x double>, <8 x double>* %scevgep1424, align 8, !alias.scope !70
  %scevgep1419 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14191420 = bitcast double* %scevgep1419 to <8 x double>*
  %scevgep1421 = getelementptr <8 x double>, <8 x double>* %scevgep14191420, i64 -21
  %wide.load518.2 = load <8 x double>, <8 x double>* %scevgep1421, align 8, !alias.scope !70
  %scevgep1416 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14161417 = bitcast double* %scevgep1416 to <8 x double>*
  %scevgep1418 = getelementptr <8 x double>, <8 x double>* %scevgep14161417, i64 -20
  %wide.load519.2 = load <8 x double>, <8 x double>* %scevgep1418, align 8, !alias.scope !70
  %scevgep1521 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15211522 = bitcast double* %scevgep1521 to <8 x double>*
  %scevgep1523 = getelementptr <8 x double>, <8 x double>* %scevgep15211522, i64 -23
  %wide.load520.2 = load <8 x double>, <8 x double>* %scevgep1523, align 8, !alias.scope !73
  %scevgep1518 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15181519 = bitcast double* %scevgep1518 to <8 x double>*
  %scevgep1520 = getelementptr <8 x double>, <8 x double>* %scevgep15181519, i64 -22
  %wide.load521.2 = load <8 x double>, <8 x double>* %scevgep1520, align 8, !alias.scope !73
  %scevgep1515 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15151516 = bitcast double* %scevgep1515 to <8 x double>*
  %scevgep1517 = getelementptr <8 x double>, <8 x double>* %scevgep15151516, i64 -21
  %wide.load522.2 = load <8 x double>, <8 x double>* %scevgep1517, align 8, !alias.scope !73
  %scevgep1512 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15121513 = bitcast double* %scevgep1512 to <8 x double>*
  %scevgep1514 = getelementptr <8 x double>, <8 x double>* %scevgep15121513, i64 -20
  %wide.load523.2 = load <8 x double>, <8 x double>* %scevgep1514, align 8, !alias.scope !73
  %307 = fmul <8 x double> %wide.load516.2, %wide.load520.2
  %308 = fmul <8 x double> %wide.load517.2, %wide.load521.2
  %309 = fmul <8 x double> %wide.load518.2, %wide.load522.2
  %310 = fmul <8 x double> %wide.load519.2, %wide.load523.2
  %scevgep1617 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16171618 = bitcast double* %scevgep1617 to <8 x double>*
  %scevgep1619 = getelementptr <8 x double>, <8 x double>* %scevgep16171618, i64 -23
  store <8 x double> %307, <8 x double>* %scevgep1619, align 8, !alias.scope !75, !noalias !77
  %scevgep1614 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16141615 = bitcast double* %scevgep1614 to <8 x double>*
  %scevgep1616 = getelementptr <8 x double>, <8 x double>* %scevgep16141615, i64 -22
  store <8 x double> %308, <8 x double>* %scevgep1616, align 8, !alias.scope !75, !noalias !77
  %scevgep1611 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16111612 = bitcast double* %scevgep1611 to <8 x double>*
  %scevgep1613 = getelementptr <8 x double>, <8 x double>* %scevgep16111612, i64 -21
  store <8 x double> %309, <8 x double>* %scevgep1613, align 8, !alias.scope !75, !noalias !77
  %scevgep1608 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16081609 = bitcast double* %scevgep1608 to <8 x double>*
  %scevgep1610 = getelementptr <8 x double>, <8 x double>* %scevgep16081609, i64 -20
  store <8 x double> %310, <8 x double>* %scevgep1610, align 8, !alias.scope !75, !noalias !77
  %scevgep1413 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14131414 = bitcast double* %scevgep1413 to <8 x double>*
  %scevgep1415 = getelementptr <8 x double>, <8 x double>* %scevgep14131414, i64 -19
  %wide.load516.3 = load <8 x double>, <8 x double>* %scevgep1415, align 8, !alias.scope !70
  %scevgep1410 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14101411 = bitcast double* %scevgep1410 to <8 x double>*
  %scevgep1412 = getelementptr <8 x double>, <8 x double>* %scevgep14101411, i64 -18
  %wide.load517.3 = load <8 x double>, <8 x double>* %scevgep1412, align 8, !alias.scope !70
  %scevgep1407 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14071408 = bitcast double* %scevgep1407 to <8 x double>*
  %scevgep1409 = getelementptr <8 x double>, <8 x double>* %scevgep14071408, i64 -17
  %wide.load518.3 = load <8 x double>, <8 x double>* %scevgep1409, align 8, !alias.scope !70
  %scevgep1404 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14041405 = bitcast double* %scevgep1404 to <8 x double>*
  %scevgep1406 = getelementptr <8 x double>, <8 x double>* %scevgep14041405, i64 -16
  %wide.load519.3 = load <8 x double>, <8 x double>* %scevgep1406, align 8, !alias.scope !70
  %scevgep1509 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15091510 = bitcast double* %scevgep1509 to <8 x double>*
  %scevgep1511 = getelementptr <8 x double>, <8 x double>* %scevgep15091510, i64 -19
  %wide.load520.3 = load <8 x double>, <8 x double>* %scevgep1511, align 8, !alias.scope !73
  %scevgep1506 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15061507 = bitcast double* %scevgep1506 to <8 x double>*
  %scevgep1508 = getelementptr <8 x double>, <8 x double>* %scevgep15061507, i64 -18
  %wide.load521.3 = load <8 x double>, <8 x double>* %scevgep1508, align 8, !alias.scope !73
  %scevgep1503 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15031504 = bitcast double* %scevgep1503 to <8 x double>*
  %scevgep1505 = getelementptr <8 x double>, <8 x double>* %scevgep15031504, i64 -17
  %wide.load522.3 = load <8 x double>, <8 x double>* %scevgep1505, align 8, !alias.scope !73
  %scevgep1500 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15001501 = bitcast double* %scevgep1500 to <8 x double>*
  %scevgep1502 = getelementptr <8 x double>, <8 x double>* %scevgep15001501, i64 -16
  %wide.load523.3 = load <8 x double>, <8 x double>* %scevgep1502, align 8, !alias.scope !73
  %311 = fmul <8 x double> %wide.load516.3, %wide.load520.3
  %312 = fmul <8 x double> %wide.load517.3, %wide.load521.3
  %313 = fmul <8 x double> %wide.load518.3, %wide.load522.3
  %314 = fmul <8 x double> %wide.load519.3, %wide.load523.3
  %scevgep1605 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16051606 = bitcast double* %scevgep1605 to <8 x double>*
  %scevgep1607 = getelementptr <8 x double>, <8 x double>* %scevgep16051606, i64 -19
  store <8 x double> %311, <8 x double>* %scevgep1607, align 8, !alias.scope !75, !noalias !77
  %scevgep1602 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16021603 = bitcast double* %scevgep1602 to <8 x double>*
  %scevgep1604 = getelementptr <8 x double>, <8 x double>* %scevgep16021603, i64 -18
  store <8 x double> %312, <8 x double>* %scevgep1604, align 8, !alias.scope !75, !noalias !77
  %scevgep1599 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15991600 = bitcast double* %scevgep1599 to <8 x double>*
  %scevgep1601 = getelementptr <8 x double>, <8 x double>* %scevgep15991600, i64 -17
  store <8 x double> %313, <8 x double>* %scevgep1601, align 8, !alias.scope !75, !noalias !77
  %scevgep1596 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15961597 = bitcast double* %scevgep1596 to <8 x double>*
  %scevgep1598 = getelementptr <8 x double>, <8 x double>* %scevgep15961597, i64 -16
  store <8 x double> %314, <8 x double>* %scevgep1598, align 8, !alias.scope !75, !noalias !77
  %scevgep1401 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14011402 = bitcast double* %scevgep1401 to <8 x double>*
  %scevgep1403 = getelementptr <8 x double>, <8 x double>* %scevgep14011402, i64 -15
  %wide.load516.4 = load <8 x double>, <8 x double>* %scevgep1403, align 8, !alias.scope !70
  %scevgep1398 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13981399 = bitcast double* %scevgep1398 to <8 x double>*
  %scevgep1400 = getelementptr <8 x double>, <8 x double>* %scevgep13981399, i64 -14
  %wide.load517.4 = load <8 x double>, <8 x double>* %scevgep1400, align 8, !alias.scope !70
  %scevgep1395 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13951396 = bitcast double* %scevgep1395 to <8 x double>*
  %scevgep1397 = getelementptr <8 x double>, <8 x double>* %scevgep13951396, i64 -13
  %wide.load518.4 = load <8 x double>, <8 x double>* %scevgep1397, align 8, !alias.scope !70
  %scevgep1392 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13921393 = bitcast double* %scevgep1392 to <8 x double>*
  %scevgep1394 = getelementptr <8 x double>, <8 x double>* %scevgep13921393, i64 -12
  %wide.load519.4 = load <8 x double>, <8 x double>* %scevgep1394, align 8, !alias.scope !70
  %scevgep1497 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14971498 = bitcast double* %scevgep1497 to <8 x double>*
  %scevgep1499 = getelementptr <8 x double>, <8 x double>* %scevgep14971498, i64 -15
  %wide.load520.4 = load <8 x double>, <8 x double>* %scevgep1499, align 8, !alias.scope !73
  %scevgep1494 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14941495 = bitcast double* %scevgep1494 to <8 x double>*
  %scevgep1496 = getelementptr <8 x double>, <8 x double>* %scevgep14941495, i64 -14
  %wide.load521.4 = load <8 x double>, <8 x double>* %scevgep1496, align 8, !alias.scope !73
  %scevgep1491 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14911492 = bitcast double* %scevgep1491 to <8 x double>*
  %scevgep1493 = getelementptr <8 x double>, <8 x double>* %scevgep14911492, i64 -13
  %wide.load522.4 = load <8 x double>, <8 x double>* %scevgep1493, align 8, !alias.scope !73
  %scevgep1488 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14881489 = bitcast double* %scevgep1488 to <8 x double>*
  %scevgep1490 = getelementptr <8 x double>, <8 x double>* %scevgep14881489, i64 -12
  %wide.load523.4 = load <8 x double>, <8 x double>* %scevgep1490, align 8, !alias.scope !73
  %315 = fmul <8 x double> %wide.load516.4, %wide.load520.4
  %316 = fmul <8 x double> %wide.load517.4, %wide.load521.4
  %317 = fmul <8 x double> %wide.load518.4, %wide.load522.4
  %318 = fmul <8 x double> %wide.load519.4, %wide.load523.4
  %scevgep1593 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15931594 = bitcast double* %scevgep1593 to <8 x double>*
  %scevgep1595 = getelementptr <8 x double>, <8 x double>* %scevgep15931594, i64 -15
  store <8 x double> %315, <8 x double>* %scevgep1595, align 8, !alias.scope !75, !noalias !77
  %scevgep1590 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15901591 = bitcast double* %scevgep1590 to <8 x double>*
  %scevgep1592 = getelementptr <8 x double>, <8 x double>* %scevgep15901591, i64 -14
  store <8 x double> %316, <8 x double>* %scevgep1592, align 8, !alias.scope !75, !noalias !77
  %scevgep1587 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15871588 = bitcast double* %scevgep1587 to <8 x double>*
  %scevgep1589 = getelementptr <8 x double>, <8 x double>* %scevgep15871588, i64 -13
  store <8 x double> %317, <8 x double>* %scevgep1589, align 8, !alias.scope !75, !noalias !77
  %scevgep1584 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15841585 = bitcast double* %scevgep1584 to <8 x double>*
  %scevgep1586 = getelementptr <8 x double>, <8 x double>* %scevgep15841585, i64 -12
  store <8 x double> %318, <8 x double>* %scevgep1586, align 8, !alias.scope !75, !noalias !77
  %scevgep1389 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13891390 = bitcast double* %scevgep1389 to <8 x double>*
  %scevgep1391 = getelementptr <8 x double>, <8 x double>* %scevgep13891390, i64 -11
  %wide.load516.5 = load <8 x double>, <8 x double>* %scevgep1391, align 8, !alias.scope !70
  %scevgep1386 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13861387 = bitcast double* %scevgep1386 to <8 x double>*
  %scevgep1388 = getelementptr <8 x double>, <8 x double>* %scevgep13861387, i64 -10
  %wide.load517.5 = load <8 x double>, <8 x double>* %scevgep1388, align 8, !alias.scope !70
  %scevgep1383 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13831384 = bitcast double* %scevgep1383 to <8 x double>*
  %scevgep1385 = getelementptr <8 x double>, <8 x double>* %scevgep13831384, i64 -9
  %wide.load518.5 = load <8 x double>, <8 x double>* %scevgep1385, align 8, !alias.scope !70
  %scevgep1380 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13801381 = bitcast double* %scevgep1380 to <8 x double>*
  %scevgep1382 = getelementptr <8 x double>, <8 x double>* %scevgep13801381, i64 -8
  %wide.load519.5 = load <8 x double>, <8 x double>* %scevgep1382, align 8, !alias.scope !70
  %scevgep1485 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14851486 = bitcast double* %scevgep1485 to <8 x double>*
  %scevgep1487 = getelementptr <8 x double>, <8 x double>* %scevgep14851486, i64 -11
  %wide.load520.5 = load <8 x double>, <8 x double>* %scevgep1487, align 8, !alias.scope !73
  %scevgep1482 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14821483 = bitcast double* %scevgep1482 to <8 x double>*
  %scevgep1484 = getelementptr <8 x double>, <8 x double>* %scevgep14821483, i64 -10
  %wide.load521.5 = load <8 x double>, <8 x double>* %scevgep1484, align 8, !alias.scope !73
  %scevgep1479 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14791480 = bitcast double* %scevgep1479 to <8 x double>*
  %scevgep1481 = getelementptr <8 x double>, <8 x double>* %scevgep14791480, i64 -9
  %wide.load522.5 = load <8 x double>, <8 x double>* %scevgep1481, align 8, !alias.scope !73
  %scevgep1476 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14761477 = bitcast double* %scevgep1476 to <8 x double>*
  %scevgep1478 = getelementptr <8 x double>, <8 x double>* %scevgep14761477, i64 -8
  %wide.load523.5 = load <8 x double>, <8 x double>* %scevgep1478, align 8, !alias.scope !73
  %319 = fmul <8 x double> %wide.load516.5, %wide.load520.5
  %320 = fmul <8 x double> %wide.load517.5, %wide.load521.5
  %321 = fmul <8 x double> %wide.load518.5, %wide.load522.5
  %322 = fmul <8 x double> %wide.load519.5, %wide.load523.5
  %scevgep1581 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15811582 = bitcast double* %scevgep1581 to <8 x double>*
  %scevgep1583 = getelementptr <8 x double>, <8 x double>* %scevgep15811582, i64 -11
  store <8 x double> %319, <8 x double>* %scevgep1583, align 8, !alias.scope !75, !noalias !77
  %scevgep1578 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15781579 = bitcast double* %scevgep1578 to <8 x double>*
  %scevgep1580 = getelementptr <8 x double>, <8 x double>* %scevgep15781579, i64 -10
  store <8 x double> %320, <8 x double>* %scevgep1580, align 8, !alias.scope !75, !noalias !77
  %scevgep1575 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15751576 = bitcast double* %scevgep1575 to <8 x double>*
  %scevgep1577 = getelementptr <8 x double>, <8 x double>* %scevgep15751576, i64 -9
  store <8 x double> %321, <8 x double>* %scevgep1577, align 8, !alias.scope !75, !noalias !77
  %scevgep1572 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15721573 = bitcast double* %scevgep1572 to <8 x double>*
  %scevgep1574 = getelementptr <8 x double>, <8 x double>* %scevgep15721573, i64 -8
  store <8 x double> %322, <8 x double>* %scevgep1574, align 8, !alias.scope !75, !noalias !77
  %scevgep1377 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13771378 = bitcast double* %scevgep1377 to <8 x double>*
  %scevgep1379 = getelementptr <8 x double>, <8 x double>* %scevgep13771378, i64 -7
  %wide.load516.6 = load <8 x double>, <8 x double>* %scevgep1379, align 8, !alias.scope !70
  %scevgep1374 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13741375 = bitcast double* %scevgep1374 to <8 x double>*
  %scevgep1376 = getelementptr <8 x double>, <8 x double>* %scevgep13741375, i64 -6
  %wide.load517.6 = load <8 x double>, <8 x double>* %scevgep1376, align 8, !alias.scope !70
  %scevgep1371 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13711372 = bitcast double* %scevgep1371 to <8 x double>*
  %scevgep1373 = getelementptr <8 x double>, <8 x double>* %scevgep13711372, i64 -5
  %wide.load518.6 = load <8 x double>, <8 x double>* %scevgep1373, align 8, !alias.scope !70
  %scevgep1368 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep13681369 = bitcast double* %scevgep1368 to <8 x double>*
  %scevgep1370 = getelementptr <8 x double>, <8 x double>* %scevgep13681369, i64 -4
  %wide.load519.6 = load <8 x double>, <8 x double>* %scevgep1370, align 8, !alias.scope !70
  %scevgep1473 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14731474 = bitcast double* %scevgep1473 to <8 x double>*
  %scevgep1475 = getelementptr <8 x double>, <8 x double>* %scevgep14731474, i64 -7
  %wide.load520.6 = load <8 x double>, <8 x double>* %scevgep1475, align 8, !alias.scope !73
  %scevgep1470 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14701471 = bitcast double* %scevgep1470 to <8 x double>*
  %scevgep1472 = getelementptr <8 x double>, <8 x double>* %scevgep14701471, i64 -6
  %wide.load521.6 = load <8 x double>, <8 x double>* %scevgep1472, align 8, !alias.scope !73
  %scevgep1467 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14671468 = bitcast double* %scevgep1467 to <8 x double>*
  %scevgep1469 = getelementptr <8 x double>, <8 x double>* %scevgep14671468, i64 -5
  %wide.load522.6 = load <8 x double>, <8 x double>* %scevgep1469, align 8, !alias.scope !73
  %scevgep1464 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep14641465 = bitcast double* %scevgep1464 to <8 x double>*
  %scevgep1466 = getelementptr <8 x double>, <8 x double>* %scevgep14641465, i64 -4
  %wide.load523.6 = load <8 x double>, <8 x double>* %scevgep1466, align 8, !alias.scope !73
  %323 = fmul <8 x double> %wide.load516.6, %wide.load520.6
  %324 = fmul <8 x double> %wide.load517.6, %wide.load521.6
  %325 = fmul <8 x double> %wide.load518.6, %wide.load522.6
  %326 = fmul <8 x double> %wide.load519.6, %wide.load523.6
  %scevgep1569 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15691570 = bitcast double* %scevgep1569 to <8 x double>*
  %scevgep1571 = getelementptr <8 x double>, <8 x double>* %scevgep15691570, i64 -7
  store <8 x double> %323, <8 x double>* %scevgep1571, align 8, !alias.scope !75, !noalias !77
  %scevgep1566 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15661567 = bitcast double* %scevgep1566 to <8 x double>*
  %scevgep1568 = getelementptr <8 x double>, <8 x double>* %scevgep15661567, i64 -6
  store <8 x double> %324, <8 x double>* %scevgep1568, align 8, !alias.scope !75, !noalias !77
  %scevgep1563 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15631564 = bitcast double* %scevgep1563 to <8 x double>*
  %scevgep1565 = getelementptr <8 x double>, <8 x double>* %scevgep15631564, i64 -5
  store <8 x double> %325, <8 x double>* %scevgep1565, align 8, !alias.scope !75, !noalias !77
  %scevgep1560 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep15601561 = bitcast double* %scevgep1560 to <8 x double>*
  %scevgep1562 = getelementptr <8 x double>, <8 x double>* %scevgep15601561, i64 -4
  store <8 x double> %326, <8 x double>* %scevgep1562, align 8, !alias.scope !75, !noalias !77
  %scevgep1448 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14481449 = bitcast double* %scevgep1448 to <8 x double>*
  %scevgep1450 = getelementptr <8 x double>, <8 x double>* %scevgep14481449, i64 -3
  %wide.load516.7 = load <8 x double>, <8 x double>* %scevgep1450, align 8, !alias.scope !70
  %scevgep1445 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14451446 = bitcast double* %scevgep1445 to <8 x double>*
  %scevgep1447 = getelementptr <8 x double>, <8 x double>* %scevgep14451446, i64 -2
  %wide.load517.7 = load <8 x double>, <8 x double>* %scevgep1447, align 8, !alias.scope !70
  %scevgep1442 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14421443 = bitcast double* %scevgep1442 to <8 x double>*
  %scevgep1444 = getelementptr <8 x double>, <8 x double>* %scevgep14421443, i64 -1
  %wide.load518.7 = load <8 x double>, <8 x double>* %scevgep1444, align 8, !alias.scope !70
  %scevgep1440 = getelementptr double, double* %scevgep1367, i64 %index515
  %scevgep14401441 = bitcast double* %scevgep1440 to <8 x double>*
  %wide.load519.7 = load <8 x double>, <8 x double>* %scevgep14401441, align 8, !alias.scope !70
  %scevgep1544 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15441545 = bitcast double* %scevgep1544 to <8 x double>*
  %scevgep1546 = getelementptr <8 x double>, <8 x double>* %scevgep15441545, i64 -3
  %wide.load520.7 = load <8 x double>, <8 x double>* %scevgep1546, align 8, !alias.scope !73
  %scevgep1541 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15411542 = bitcast double* %scevgep1541 to <8 x double>*
  %scevgep1543 = getelementptr <8 x double>, <8 x double>* %scevgep15411542, i64 -2
  %wide.load521.7 = load <8 x double>, <8 x double>* %scevgep1543, align 8, !alias.scope !73
  %scevgep1538 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15381539 = bitcast double* %scevgep1538 to <8 x double>*
  %scevgep1540 = getelementptr <8 x double>, <8 x double>* %scevgep15381539, i64 -1
  %wide.load522.7 = load <8 x double>, <8 x double>* %scevgep1540, align 8, !alias.scope !73
  %scevgep1536 = getelementptr double, double* %scevgep1463, i64 %index515
  %scevgep15361537 = bitcast double* %scevgep1536 to <8 x double>*
  %wide.load523.7 = load <8 x double>, <8 x double>* %scevgep15361537, align 8, !alias.scope !73
  %327 = fmul <8 x double> %wide.load516.7, %wide.load520.7
  %328 = fmul <8 x double> %wide.load517.7, %wide.load521.7
  %329 = fmul <8 x double> %wide.load518.7, %wide.load522.7
  %330 = fmul <8 x double> %wide.load519.7, %wide.load523.7
  %scevgep1640 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16401641 = bitcast double* %scevgep1640 to <8 x double>*
  %scevgep1642 = getelementptr <8 x double>, <8 x double>* %scevgep16401641, i64 -3
  store <8 x double> %327, <8 x double>* %scevgep1642, align 8, !alias.scope !75, !noalias !77
  %scevgep1637 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16371638 = bitcast double* %scevgep1637 to <8 x double>*
  %scevgep1639 = getelementptr <8 x double>, <8 x double>* %scevgep16371638, i64 -2
  store <8 x double> %328, <8 x double>* %scevgep1639, align 8, !alias.scope !75, !noalias !77
  %scevgep1634 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16341635 = bitcast double* %scevgep1634 to <8 x double>*
  %scevgep1636 = getelementptr <8 x double>, <8 x double>* %scevgep16341635, i64 -1
  store <8 x double> %329, <8 x double>* %scevgep1636, align 8, !alias.scope !75, !noalias !77
  %scevgep1632 = getelementptr double, double* %scevgep1559, i64 %index515
  %scevgep16321633 = bitcast double* %scevgep1632 to <8 x double>*
  store <8 x double> %330, <8 x double>* %scevgep16321633, align 8, !alias.scope !75, !noalias !77
  %index.next524.7 = add i64 %index515, 256
  %lsr.iv.next1656 = add i64 %lsr.iv1655, -8
  %niter673.ncmp.7 = icmp eq i64 %lsr.iv.next1656, 0
  br i1 %niter673.ncmp.7, label %middle.block506.unr-lcssa, label %vector.body508, !llvm.loop !78

middle.block506.unr-lcssa:                        ; preds = %vector.body508, %vector.ph510
  %index515.unr = phi i64 [ 0, %vector.ph510 ], [ %index.next524.7, %vector.body508 ]
  %lcmp.mod671.not = icmp eq i64 %xtraiter669, 0
  br i1 %lcmp.mod671.not, label %middle.block506, label %vector.body508.epil.preheader

vector.body508.epil.preheader:                    ; preds = %middle.block506.unr-lcssa
  %scevgep1657 = getelementptr double, double* %.6.i9293, i64 24
  %scevgep1658 = getelementptr double, double* %scevgep1657, i64 %index515.unr
  %scevgep1673 = getelementptr double, double* %.810.unpack302, i64 24
  %scevgep1674 = getelementptr double, double* %scevgep1673, i64 %index515.unr
  %scevgep1687 = getelementptr double, double* %.908.unpack285, i64 24
  %scevgep1688 = getelementptr double, double* %scevgep1687, i64 %index515.unr
  %331 = shl nuw nsw i64 %xtraiter669, 8
  br label %vector.body508.epil

vector.body508.epil:                              ; preds = %vector.body508.epil.preheader, %vector.body508.epil
  %lsr.iv1659 = phi i64 [ 0, %vector.body508.epil.preheader ], [ %lsr.iv.next1660, %vector.body508.epil ]
  %332 = bitcast double* %scevgep1688 to i8*
  %333 = bitcast double* %scevgep1674 to i8*
  %334 = bitcast double* %scevgep1658 to i8*
  %uglygep1698 = getelementptr i8, i8* %332, i64 %lsr.iv1659
  %uglygep16981699 = bitcast i8* %uglygep1698 to <8 x double>*
  %scevgep1700 = getelementptr <8 x double>, <8 x double>* %uglygep16981699, i64 -3
  %wide.load516.epil = load <8 x double>, <8 x double>* %scevgep1700, align 8, !alias.scope !70
  %uglygep1695 = getelementptr i8, i8* %332, i64 %lsr.iv1659
  %uglygep16951696 = bitcast i8* %uglygep1695 to <8 x double>*
  %scevgep1697 = getelementptr <8 x double>, <8 x double>* %uglygep16951696, i64 -2
  %wide.load517.epil = load <8 x double>, <8 x double>* %scevgep1697, align 8, !alias.scope !70
  %uglygep1692 = getelementptr i8, i8* %332, i64 %lsr.iv1659
  %uglygep16921693 = bitcast i8* %uglygep1692 to <8 x double>*
  %scevgep1694 = getelementptr <8 x double>, <8 x double>* %uglygep16921693, i64 -1
  %wide.load518.epil = load <8 x double>, <8 x double>* %scevgep1694, align 8, !alias.scope !70
  %uglygep1690 = getelementptr i8, i8* %332, i64 %lsr.iv1659
  %uglygep16901691 = bitcast i8* %uglygep1690 to <8 x double>*
  %wide.load519.epil = load <8 x double>, <8 x double>* %uglygep16901691, align 8, !alias.scope !70
  %uglygep1684 = getelementptr i8, i8* %333, i64 %lsr.iv1659
  %uglygep16841685 = bitcast i8* %uglygep1684 to <8 x double>*
  %scevgep1686 = getelementptr <8 x double>, <8 x double>* %uglygep16841685, i64 -3
  %wide.load520.epil = load <8 x double>, <8 x double>* %scevgep1686, align 8, !alias.scope !73
  %uglygep1681 = getelementptr i8, i8* %333, i64 %lsr.iv1659
  %uglygep16811682 = bitcast i8* %uglygep1681 to <8 x double>*
  %scevgep1683 = getelementptr <8 x double>, <8 x double>* %uglygep16811682, i64 -2
  %wide.load521.epil = load <8 x double>, <8 x double>* %scevgep1683, align 8, !alias.scope !73
  %uglygep1678 = getelementptr i8, i8* %333, i64 %lsr.iv1659
  %uglygep16781679 = bitcast i8* %uglygep1678 to <8 x double>*
  %scevgep1680 = getelementptr <8 x double>, <8 x double>* %uglygep16781679, i64 -1
  %wide.load522.epil = load <8 x double>, <8 x double>* %scevgep1680, align 8, !alias.scope !73
  %uglygep1676 = getelementptr i8, i8* %333, i64 %lsr.iv1659
  %uglygep16761677 = bitcast i8* %uglygep1676 to <8 x double>*
  %wide.load523.epil = load <8 x double>, <8 x double>* %uglygep16761677, align 8, !alias.scope !73
  %335 = fmul <8 x double> %wide.load516.epil, %wide.load520.epil
  %336 = fmul <8 x double> %wide.load517.epil, %wide.load521.epil
  %337 = fmul <8 x double> %wide.load518.epil, %wide.load522.epil
  %338 = fmul <8 x double> %wide.load519.epil, %wide.load523.epil
  %uglygep1670 = getelementptr i8, i8* %334, i64 %lsr.iv1659
  %uglygep16701671 = bitcast i8* %uglygep1670 to <8 x double>*
  %scevgep1672 = getelementptr <8 x double>, <8 x double>* %uglygep16701671, i64 -3
  store <8 x double> %335, <8 x double>* %scevgep1672, align 8, !alias.scope !75, !noalias !77
  %uglygep1667 = getelementptr i8, i8* %334, i64 %lsr.iv1659
  %uglygep16671668 = bitcast i8* %uglygep1667 to <8 x double>*
  %scevgep1669 = getelementptr <8 x double>, <8 x double>* %uglygep16671668, i64 -2
  store <8 x double> %336, <8 x double>* %scevgep1669, align 8, !alias.scope !75, !noalias !77
  %uglygep1664 = getelementptr i8, i8* %334, i64 %lsr.iv1659
  %uglygep16641665 = bitcast i8* %uglygep1664 to <8 x double>*
  %scevgep1666 = getelementptr <8 x double>, <8 x double>* %uglygep16641665, i64 -1
  store <8 x double> %337, <8 x double>* %scevgep1666, align 8, !alias.scope !75, !noalias !77
  %uglygep1662 = getelementptr i8, i8* %334, i64 %lsr.iv1659
  %uglygep16621663 = bitcast i8* %uglygep1662 to <8 x double>*
  store <8 x double> %338, <8 x double>* %uglygep16621663, align 8, !alias.scope !75, !noalias !77
  %lsr.iv.next1660 = add nuw nsw i64 %lsr.iv1659, 256
  %epil.iter670.cmp.not = icmp eq i64 %331, %lsr.iv.next1660
  br i1 %epil.iter670.cmp.not, label %middle.block506, label %vector.body508.epil, !llvm.loop !79

middle.block506:                                  ; preds = %vector.body508.epil, %middle.block506.unr-lcssa
  %cmp.n514 = icmp eq i64 %dest_shape.3.1, %n.vec512
  br i1 %cmp.n514, label %for.end.3, label %for.body.3.us.us.preheader641

for.body.3.us.us.preheader641:                    ; preds = %vector.memcheck490, %for.body.3.us.us.preheader, %middle.block506
  %loop.index.3174.us.us.ph = phi i64 [ 0, %vector.memcheck490 ], [ 0, %for.body.3.us.us.preheader ], [ %n.vec512, %middle.block506 ]
  %339 = xor i64 %loop.index.3174.us.us.ph, -1
  %340 = add i64 %dest_shape.3.1, %339
  %xtraiter674 = and i64 %dest_shape.3.1, 7
  %lcmp.mod675.not = icmp eq i64 %xtraiter674, 0
  br i1 %lcmp.mod675.not, label %for.body.3.us.us.prol.loopexit, label %for.body.3.us.us.prol.preheader

for.body.3.us.us.prol.preheader:                  ; preds = %for.body.3.us.us.preheader641
  br label %for.body.3.us.us.prol

for.body.3.us.us.prol:                            ; preds = %for.body.3.us.us.prol.preheader, %for.body.3.us.us.prol
  %lsr.iv1704 = phi i64 [ %xtraiter674, %for.body.3.us.us.prol.preheader ], [ %lsr.iv.next1705, %for.body.3.us.us.prol ]
  %loop.index.3174.us.us.prol = phi i64 [ %.1149.us.us.prol, %for.body.3.us.us.prol ], [ %loop.index.3174.us.us.ph, %for.body.3.us.us.prol.preheader ]
  %scevgep1703 = getelementptr double, double* %.908.unpack285, i64 %loop.index.3174.us.us.prol
  %.1111.us.us.prol = load double, double* %scevgep1703, align 8
  %scevgep1702 = getelementptr double, double* %.810.unpack302, i64 %loop.index.3174.us.us.prol
  %.1120.us.us.prol = load double, double* %scevgep1702, align 8
  %.6.i1.us.us.prol = fmul double %.1111.us.us.prol, %.1120.us.us.prol
  %scevgep1701 = getelementptr double, double* %.6.i9293, i64 %loop.index.3174.us.us.prol
  store double %.6.i1.us.us.prol, double* %scevgep1701, align 8
  %.1149.us.us.prol = add nuw i64 %loop.index.3174.us.us.prol, 1
  %lsr.iv.next1705 = add nsw i64 %lsr.iv1704, -1
  %prol.iter676.cmp.not = icmp eq i64 %lsr.iv.next1705, 0
  br i1 %prol.iter676.cmp.not, label %for.body.3.us.us.prol.loopexit, label %for.body.3.us.us.prol, !llvm.loop !80

for.body.3.us.us.prol.loopexit:                   ; preds = %for.body.3.us.us.prol, %for.body.3.us.us.preheader641
  %loop.index.3174.us.us.unr = phi i64 [ %loop.index.3174.us.us.ph, %for.body.3.us.us.preheader641 ], [ %.1149.us.us.prol, %for.body.3.us.us.prol ]
  %341 = icmp ult i64 %340, 7
  br i1 %341, label %for.end.3, label %for.body.3.us.us.preheader707

for.body.3.us.us.preheader707:                    ; preds = %for.body.3.us.us.prol.loopexit
  br label %for.body.3.us.us

for.body.3.us.us:                                 ; preds = %for.body.3.us.us.preheader707, %for.body.3.us.us
  %loop.index.3174.us.us = phi i64 [ %.1149.us.us.7, %for.body.3.us.us ], [ %loop.index.3174.us.us.unr, %for.body.3.us.us.preheader707 ]
  %sunkaddr2672 = mul i64 %loop.index.3174.us.us, 8
  %342 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2673 = getelementptr i8, i8* %342, i64 %sunkaddr2672
  %343 = bitcast i8* %sunkaddr2673 to double*
  %.1111.us.us = load double, double* %343, align 8
  %sunkaddr2674 = mul i64 %loop.index.3174.us.us, 8
  %344 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2675 = getelementptr i8, i8* %344, i64 %sunkaddr2674
  %345 = bitcast i8* %sunkaddr2675 to double*
  %.1120.us.us = load double, double* %345, align 8
  %.6.i1.us.us = fmul double %.1111.us.us, %.1120.us.us
  %sunkaddr2676 = mul i64 %loop.index.3174.us.us, 8
  %346 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2677 = getelementptr i8, i8* %346, i64 %sunkaddr2676
  %347 = bitcast i8* %sunkaddr2677 to double*
  store double %.6.i1.us.us, double* %347, align 8
  %sunkaddr2678 = mul i64 %loop.index.3174.us.us, 8
  %348 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2679 = getelementptr i8, i8* %348, i64 %sunkaddr2678
  %sunkaddr2680 = getelementptr i8, i8* %sunkaddr2679, i64 8
  %349 = bitcast i8* %sunkaddr2680 to double*
  %.1111.us.us.1 = load double, double* %349, align 8
  %sunkaddr2681 = mul i64 %loop.index.3174.us.us, 8
  %350 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2682 = getelementptr i8, i8* %350, i64 %sunkaddr2681
  %sunkaddr2683 = getelementptr i8, i8* %sunkaddr2682, i64 8
  %351 = bitcast i8* %sunkaddr2683 to double*
  %.1120.us.us.1 = load double, double* %351, align 8
  %.6.i1.us.us.1 = fmul double %.1111.us.us.1, %.1120.us.us.1
  %sunkaddr2684 = mul i64 %loop.index.3174.us.us, 8
  %352 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2685 = getelementptr i8, i8* %352, i64 %sunkaddr2684
  %sunkaddr2686 = getelementptr i8, i8* %sunkaddr2685, i64 8
  %353 = bitcast i8* %sunkaddr2686 to double*
  store double %.6.i1.us.us.1, double* %353, align 8
  %sunkaddr2687 = mul i64 %loop.index.3174.us.us, 8
  %354 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2688 = getelementptr i8, i8* %354, i64 %sunkaddr2687
  %sunkaddr2689 = getelementptr i8, i8* %sunkaddr2688, i64 16
  %355 = bitcast i8* %sunkaddr2689 to double*
  %.1111.us.us.2 = load double, double* %355, align 8
  %sunkaddr2690 = mul i64 %loop.index.3174.us.us, 8
  %356 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2691 = getelementptr i8, i8* %356, i64 %sunkaddr2690
  %sunkaddr2692 = getelementptr i8, i8* %sunkaddr2691, i64 16
  %357 = bitcast i8* %sunkaddr2692 to double*
  %.1120.us.us.2 = load double, double* %357, align 8
  %.6.i1.us.us.2 = fmul double %.1111.us.us.2, %.1120.us.us.2
  %sunkaddr2693 = mul i64 %loop.index.3174.us.us, 8
  %358 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2694 = getelementptr i8, i8* %358, i64 %sunkaddr2693
  %sunkaddr2695 = getelementptr i8, i8* %sunkaddr2694, i64 16
  %359 = bitcast i8* %sunkaddr2695 to double*
  store double %.6.i1.us.us.2, double* %359, align 8
  %sunkaddr2696 = mul i64 %loop.index.3174.us.us, 8
  %360 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2697 = getelementptr i8, i8* %360, i64 %sunkaddr2696
  %sunkaddr2698 = getelementptr i8, i8* %sunkaddr2697, i64 24
  %361 = bitcast i8* %sunkaddr2698 to double*
  %.1111.us.us.3 = load double, double* %361, align 8
  %sunkaddr2699 = mul i64 %loop.index.3174.us.us, 8
  %362 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2700 = getelementptr i8, i8* %362, i64 %sunkaddr2699
  %sunkaddr2701 = getelementptr i8, i8* %sunkaddr2700, i64 24
  %363 = bitcast i8* %sunkaddr2701 to double*
  %.1120.us.us.3 = load double, double* %363, align 8
  %.6.i1.us.us.3 = fmul double %.1111.us.us.3, %.1120.us.us.3
  %sunkaddr2702 = mul i64 %loop.index.3174.us.us, 8
  %364 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2703 = getelementptr i8, i8* %364, i64 %sunkaddr2702
  %sunkaddr2704 = getelementptr i8, i8* %sunkaddr2703, i64 24
  %365 = bitcast i8* %sunkaddr2704 to double*
  store double %.6.i1.us.us.3, double* %365, align 8
  %sunkaddr2705 = mul i64 %loop.index.3174.us.us, 8
  %366 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2706 = getelementptr i8, i8* %366, i64 %sunkaddr2705
  %sunkaddr2707 = getelementptr i8, i8* %sunkaddr2706, i64 32
  %367 = bitcast i8* %sunkaddr2707 to double*
  %.1111.us.us.4 = load double, double* %367, align 8
  %sunkaddr2708 = mul i64 %loop.index.3174.us.us, 8
  %368 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2709 = getelementptr i8, i8* %368, i64 %sunkaddr2708
  %sunkaddr2710 = getelementptr i8, i8* %sunkaddr2709, i64 32
  %369 = bitcast i8* %sunkaddr2710 to double*
  %.1120.us.us.4 = load double, double* %369, align 8
  %.6.i1.us.us.4 = fmul double %.1111.us.us.4, %.1120.us.us.4
  %sunkaddr2711 = mul i64 %loop.index.3174.us.us, 8
  %370 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2712 = getelementptr i8, i8* %370, i64 %sunkaddr2711
  %sunkaddr2713 = getelementptr i8, i8* %sunkaddr2712, i64 32
  %371 = bitcast i8* %sunkaddr2713 to double*
  store double %.6.i1.us.us.4, double* %371, align 8
  %sunkaddr2714 = mul i64 %loop.index.3174.us.us, 8
  %372 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2715 = getelementptr i8, i8* %372, i64 %sunkaddr2714
  %sunkaddr2716 = getelementptr i8, i8* %sunkaddr2715, i64 40
  %373 = bitcast i8* %sunkaddr2716 to double*
  %.1111.us.us.5 = load double, double* %373, align 8
  %sunkaddr2717 = mul i64 %loop.index.3174.us.us, 8
  %374 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2718 = getelementptr i8, i8* %374, i64 %sunkaddr2717
  %sunkaddr2719 = getelementptr i8, i8* %sunkaddr2718, i64 40
  %375 = bitcast i8* %sunkaddr2719 to double*
  %.1120.us.us.5 = load double, double* %375, align 8
  %.6.i1.us.us.5 = fmul double %.1111.us.us.5, %.1120.us.us.5
  %sunkaddr2720 = mul i64 %loop.index.3174.us.us, 8
  %376 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2721 = getelementptr i8, i8* %376, i64 %sunkaddr2720
  %sunkaddr2722 = getelementptr i8, i8* %sunkaddr2721, i64 40
  %377 = bitcast i8* %sunkaddr2722 to double*
  store double %.6.i1.us.us.5, double* %377, align 8
  %sunkaddr2723 = mul i64 %loop.index.3174.us.us, 8
  %378 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2724 = getelementptr i8, i8* %378, i64 %sunkaddr2723
  %sunkaddr2725 = getelementptr i8, i8* %sunkaddr2724, i64 48
  %379 = bitcast i8* %sunkaddr2725 to double*
  %.1111.us.us.6 = load double, double* %379, align 8
  %sunkaddr2726 = mul i64 %loop.index.3174.us.us, 8
  %380 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2727 = getelementptr i8, i8* %380, i64 %sunkaddr2726
  %sunkaddr2728 = getelementptr i8, i8* %sunkaddr2727, i64 48
  %381 = bitcast i8* %sunkaddr2728 to double*
  %.1120.us.us.6 = load double, double* %381, align 8
  %.6.i1.us.us.6 = fmul double %.1111.us.us.6, %.1120.us.us.6
  %sunkaddr2729 = mul i64 %loop.index.3174.us.us, 8
  %382 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2730 = getelementptr i8, i8* %382, i64 %sunkaddr2729
  %sunkaddr2731 = getelementptr i8, i8* %sunkaddr2730, i64 48
  %383 = bitcast i8* %sunkaddr2731 to double*
  store double %.6.i1.us.us.6, double* %383, align 8
  %sunkaddr2732 = mul i64 %loop.index.3174.us.us, 8
  %384 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2733 = getelementptr i8, i8* %384, i64 %sunkaddr2732
  %sunkaddr2734 = getelementptr i8, i8* %sunkaddr2733, i64 56
  %385 = bitcast i8* %sunkaddr2734 to double*
  %.1111.us.us.7 = load double, double* %385, align 8
  %sunkaddr2735 = mul i64 %loop.index.3174.us.us, 8
  %386 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2736 = getelementptr i8, i8* %386, i64 %sunkaddr2735
  %sunkaddr2737 = getelementptr i8, i8* %sunkaddr2736, i64 56
  %387 = bitcast i8* %sunkaddr2737 to double*
  %.1120.us.us.7 = load double, double* %387, align 8
  %.6.i1.us.us.7 = fmul double %.1111.us.us.7, %.1120.us.us.7
  %sunkaddr2738 = mul i64 %loop.index.3174.us.us, 8
  %388 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2739 = getelementptr i8, i8* %388, i64 %sunkaddr2738
  %sunkaddr2740 = getelementptr i8, i8* %sunkaddr2739, i64 56
  %389 = bitcast i8* %sunkaddr2740 to double*
  store double %.6.i1.us.us.7, double* %389, align 8
  %.1149.us.us.7 = add nuw nsw i64 %loop.index.3174.us.us, 8
  %exitcond401.not.7 = icmp eq i64 %dest_shape.3.1, %.1149.us.us.7
  br i1 %exitcond401.not.7, label %for.end.3, label %for.body.3.us.us, !llvm.loop !81

for.body.3.us:                                    ; preds = %for.body.3.us.preheader708, %for.body.3.us
  %loop.index.3174.us = phi i64 [ %.1149.us.7, %for.body.3.us ], [ %loop.index.3174.us.unr, %for.body.3.us.preheader708 ]
  %sunkaddr2741 = mul i64 %loop.index.3174.us, 8
  %390 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2742 = getelementptr i8, i8* %390, i64 %sunkaddr2741
  %391 = bitcast i8* %sunkaddr2742 to double*
  %.1111.us = load double, double* %391, align 8
  %.1120.us = load double, double* %.810.unpack302, align 8
  %.6.i1.us = fmul double %.1111.us, %.1120.us
  %sunkaddr2743 = mul i64 %loop.index.3174.us, 8
  %392 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2744 = getelementptr i8, i8* %392, i64 %sunkaddr2743
  %393 = bitcast i8* %sunkaddr2744 to double*
  store double %.6.i1.us, double* %393, align 8
  %sunkaddr2745 = mul i64 %loop.index.3174.us, 8
  %394 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2746 = getelementptr i8, i8* %394, i64 %sunkaddr2745
  %sunkaddr2747 = getelementptr i8, i8* %sunkaddr2746, i64 8
  %395 = bitcast i8* %sunkaddr2747 to double*
  %.1111.us.1 = load double, double* %395, align 8
  %.1120.us.1 = load double, double* %.810.unpack302, align 8
  %.6.i1.us.1 = fmul double %.1111.us.1, %.1120.us.1
  %sunkaddr2748 = mul i64 %loop.index.3174.us, 8
  %396 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2749 = getelementptr i8, i8* %396, i64 %sunkaddr2748
  %sunkaddr2750 = getelementptr i8, i8* %sunkaddr2749, i64 8
  %397 = bitcast i8* %sunkaddr2750 to double*
  store double %.6.i1.us.1, double* %397, align 8
  %sunkaddr2751 = mul i64 %loop.index.3174.us, 8
  %398 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2752 = getelementptr i8, i8* %398, i64 %sunkaddr2751
  %sunkaddr2753 = getelementptr i8, i8* %sunkaddr2752, i64 16
  %399 = bitcast i8* %sunkaddr2753 to double*
  %.1111.us.2 = load double, double* %399, align 8
  %.1120.us.2 = load double, double* %.810.unpack302, align 8
  %.6.i1.us.2 = fmul double %.1111.us.2, %.1120.us.2
  %sunkaddr2754 = mul i64 %loop.index.3174.us, 8
  %400 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2755 = getelementptr i8, i8* %400, i64 %sunkaddr2754
  %sunkaddr2756 = getelementptr i8, i8* %sunkaddr2755, i64 16
  %401 = bitcast i8* %sunkaddr2756 to double*
  store double %.6.i1.us.2, double* %401, align 8
  %sunkaddr2757 = mul i64 %loop.index.3174.us, 8
  %402 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2758 = getelementptr i8, i8* %402, i64 %sunkaddr2757
  %sunkaddr2759 = getelementptr i8, i8* %sunkaddr2758, i64 24
  %403 = bitcast i8* %sunkaddr2759 to double*
  %.1111.us.3 = load double, double* %403, align 8
  %.1120.us.3 = load double, double* %.810.unpack302, align 8
  %.6.i1.us.3 = fmul double %.1111.us.3, %.1120.us.3
  %sunkaddr2760 = mul i64 %loop.index.3174.us, 8
  %404 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2761 = getelementptr i8, i8* %404, i64 %sunkaddr2760
  %sunkaddr2762 = getelementptr i8, i8* %sunkaddr2761, i64 24
  %405 = bitcast i8* %sunkaddr2762 to double*
  store double %.6.i1.us.3, double* %405, align 8
  %sunkaddr2763 = mul i64 %loop.index.3174.us, 8
  %406 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2764 = getelementptr i8, i8* %406, i64 %sunkaddr2763
  %sunkaddr2765 = getelementptr i8, i8* %sunkaddr2764, i64 32
  %407 = bitcast i8* %sunkaddr2765 to double*
  %.1111.us.4 = load double, double* %407, align 8
  %.1120.us.4 = load double, double* %.810.unpack302, align 8
  %.6.i1.us.4 = fmul double %.1111.us.4, %.1120.us.4
  %sunkaddr2766 = mul i64 %loop.index.3174.us, 8
  %408 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2767 = getelementptr i8, i8* %408, i64 %sunkaddr2766
  %sunkaddr2768 = getelementptr i8, i8* %sunkaddr2767, i64 32
  %409 = bitcast i8* %sunkaddr2768 to double*
  store double %.6.i1.us.4, double* %409, align 8
  %sunkaddr2769 = mul i64 %loop.index.3174.us, 8
  %410 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2770 = getelementptr i8, i8* %410, i64 %sunkaddr2769
  %sunkaddr2771 = getelementptr i8, i8* %sunkaddr2770, i64 40
  %411 = bitcast i8* %sunkaddr2771 to double*
  %.1111.us.5 = load double, double* %411, align 8
  %.1120.us.5 = load double, double* %.810.unpack302, align 8
  %.6.i1.us.5 = fmul double %.1111.us.5, %.1120.us.5
  %sunkaddr2772 = mul i64 %loop.index.3174.us, 8
  %412 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2773 = getelementptr i8, i8* %412, i64 %sunkaddr2772
  %sunkaddr2774 = getelementptr i8, i8* %sunkaddr2773, i64 40
  %413 = bitcast i8* %sunkaddr2774 to double*
  store double %.6.i1.us.5, double* %413, align 8
  %sunkaddr2775 = mul i64 %loop.index.3174.us, 8
  %414 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2776 = getelementptr i8, i8* %414, i64 %sunkaddr2775
  %sunkaddr2777 = getelementptr i8, i8* %sunkaddr2776, i64 48
  %415 = bitcast i8* %sunkaddr2777 to double*
  %.1111.us.6 = load double, double* %415, align 8
  %.1120.us.6 = load double, double* %.810.unpack302, align 8
  %.6.i1.us.6 = fmul double %.1111.us.6, %.1120.us.6
  %sunkaddr2778 = mul i64 %loop.index.3174.us, 8
  %416 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2779 = getelementptr i8, i8* %416, i64 %sunkaddr2778
  %sunkaddr2780 = getelementptr i8, i8* %sunkaddr2779, i64 48
  %417 = bitcast i8* %sunkaddr2780 to double*
  store double %.6.i1.us.6, double* %417, align 8
  %sunkaddr2781 = mul i64 %loop.index.3174.us, 8
  %418 = bitcast double* %.908.unpack285 to i8*
  %sunkaddr2782 = getelementptr i8, i8* %418, i64 %sunkaddr2781
  %sunkaddr2783 = getelementptr i8, i8* %sunkaddr2782, i64 56
  %419 = bitcast i8* %sunkaddr2783 to double*
  %.1111.us.7 = load double, double* %419, align 8
  %.1120.us.7 = load double, double* %.810.unpack302, align 8
  %.6.i1.us.7 = fmul double %.1111.us.7, %.1120.us.7
  %sunkaddr2784 = mul i64 %loop.index.3174.us, 8
  %420 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2785 = getelementptr i8, i8* %420, i64 %sunkaddr2784
  %sunkaddr2786 = getelementptr i8, i8* %sunkaddr2785, i64 56
  %421 = bitcast i8* %sunkaddr2786 to double*
  store double %.6.i1.us.7, double* %421, align 8
  %.1149.us.7 = add nuw nsw i64 %loop.index.3174.us, 8
  %exitcond400.not.7 = icmp eq i64 %dest_shape.3.1, %.1149.us.7
  br i1 %exitcond400.not.7, label %for.end.3, label %for.body.3.us, !llvm.loop !82

for.body.3.preheader.split:                       ; preds = %for.body.3.preheader
  %422 = icmp ugt i64 %.810.unpack304.unpack, 1
  br i1 %422, label %for.body.3.us371.preheader, label %for.body.3.preheader435

for.body.3.preheader435:                          ; preds = %for.body.3.preheader.split
  %423 = icmp ult i64 %dest_shape.3.1, 32
  br i1 %423, label %for.body.3.preheader646, label %vector.memcheck597

vector.memcheck597:                               ; preds = %for.body.3.preheader435
  %scevgep598 = getelementptr double, double* %.6.i9293, i64 %dest_shape.3.1
  %scevgep600 = getelementptr double, double* %.908.unpack285, i64 1
  %scevgep602 = getelementptr double, double* %.810.unpack302, i64 1
  %bound0604 = icmp ult double* %.6.i9293, %scevgep600
  %bound1605 = icmp ult double* %.908.unpack285, %scevgep598
  %found.conflict606 = and i1 %bound0604, %bound1605
  %bound0607 = icmp ult double* %.6.i9293, %scevgep602
  %bound1608 = icmp ult double* %.810.unpack302, %scevgep598
  %found.conflict609 = and i1 %bound0607, %bound1608
  %conflict.rdx610 = or i1 %found.conflict606, %found.conflict609
  br i1 %conflict.rdx610, label %for.body.3.preheader646, label %vector.ph615

vector.ph615:                                     ; preds = %vector.memcheck597
  %n.vec617 = and i64 %dest_shape.3.1, -32
  %424 = add i64 %n.vec617, -32
  %425 = lshr exact i64 %424, 5
  %426 = add nuw nsw i64 %425, 1
  %xtraiter = and i64 %426, 7
  %427 = icmp ult i64 %424, 224
  br i1 %427, label %middle.block611.unr-lcssa, label %vector.ph615.new

vector.ph615.new:                                 ; preds = %vector.ph615
  %const = bitcast i64 1152921504606846968 to i64
  %unroll_iter = and i64 %426, %const
  %428 = load double, double* %.908.unpack285, align 8, !alias.scope !83
  %429 = load double, double* %.810.unpack302, align 8, !alias.scope !86
  %.scalar = fmul double %428, %429
  %430 = insertelement <8 x double> poison, double %.scalar, i64 0
  %431 = shufflevector <8 x double> %430, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar638 = fmul double %428, %429
  %432 = insertelement <8 x double> poison, double %.scalar638, i64 0
  %433 = shufflevector <8 x double> %432, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar639 = fmul double %428, %429
  %434 = insertelement <8 x double> poison, double %.scalar639, i64 0
  %435 = shufflevector <8 x double> %434, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar640 = fmul double %428, %429
  %436 = insertelement <8 x double> poison, double %.scalar640, i64 0
  %437 = shufflevector <8 x double> %436, <8 x double> poison, <8 x i32> zeroinitializer
  %438 = load double, double* %.908.unpack285, align 8, !alias.scope !83
  %439 = load double, double* %.810.unpack302, align 8, !alias.scope !86
  %.scalar.1 = fmul double %438, %439
  %440 = insertelement <8 x double> poison, double %.scalar.1, i64 0
  %441 = shufflevector <8 x double> %440, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar638.1 = fmul double %438, %439
  %442 = insertelement <8 x double> poison, double %.scalar638.1, i64 0
  %443 = shufflevector <8 x double> %442, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar639.1 = fmul double %438, %439
  %444 = insertelement <8 x double> poison, double %.scalar639.1, i64 0
  %445 = shufflevector <8 x double> %444, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar640.1 = fmul double %438, %439
  %446 = insertelement <8 x double> poison, double %.scalar640.1, i64 0
  %447 = shufflevector <8 x double> %446, <8 x double> poison, <8 x i32> zeroinitializer
  %448 = load double, double* %.908.unpack285, align 8, !alias.scope !83
  %449 = load double, double* %.810.unpack302, align 8, !alias.scope !86
  %.scalar.2 = fmul double %448, %449
  %450 = insertelement <8 x double> poison, double %.scalar.2, i64 0
  %451 = shufflevector <8 x double> %450, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar638.2 = fmul double %448, %449
  %452 = insertelement <8 x double> poison, double %.scalar638.2, i64 0
  %453 = shufflevector <8 x double> %452, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar639.2 = fmul double %448, %449
  %454 = insertelement <8 x double> poison, double %.scalar639.2, i64 0
  %455 = shufflevector <8 x double> %454, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar640.2 = fmul double %448, %449
  %456 = insertelement <8 x double> poison, double %.scalar640.2, i64 0
  %457 = shufflevector <8 x double> %456, <8 x double> poison, <8 x i32> zeroinitializer
  %458 = load double, double* %.908.unpack285, align 8, !alias.scope !83
  %459 = load double, double* %.810.unpack302, align 8, !alias.scope !86
  %.scalar.3 = fmul double %458, %459
  %460 = insertelement <8 x double> poison, double %.scalar.3, i64 0
  %461 = shufflevector <8 x double> %460, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar638.3 = fmul double %458, %459
  %462 = insertelement <8 x double> poison, double %.scalar638.3, i64 0
  %463 = shufflevector <8 x double> %462, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar639.3 = fmul double %458, %459
  %464 = insertelement <8 x double> poison, double %.scalar639.3, i64 0
  %465 = shufflevector <8 x double> %464, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar640.3 = fmul double %458, %459
  %466 = insertelement <8 x double> poison, double %.scalar640.3, i64 0
  %467 = shufflevector <8 x double> %466, <8 x double> poison, <8 x i32> zeroinitializer
  %468 = load double, double* %.908.unpack285, align 8, !alias.scope !83
  %469 = load double, double* %.810.unpack302, align 8, !alias.scope !86
  %.scalar.4 = fmul double %468, %469
  %470 = insertelement <8 x double> poison, double %.scalar.4, i64 0
  %471 = shufflevector <8 x double> %470, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar638.4 = fmul double %468, %469
  %472 = insertelement <8 x double> poison, double %.scalar638.4, i64 0
  %473 = shufflevector <8 x double> %472, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar639.4 = fmul double %468, %469
  %474 = insertelement <8 x double> poison, double %.scalar639.4, i64 0
  %475 = shufflevector <8 x double> %474, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar640.4 = fmul double %468, %469
  %476 = insertelement <8 x double> poison, double %.scalar640.4, i64 0
  %477 = shufflevector <8 x double> %476, <8 x double> poison, <8 x i32> zeroinitializer
  %478 = load double, double* %.908.unpack285, align 8, !alias.scope !83
  %479 = load double, double* %.810.unpack302, align 8, !alias.scope !86
  %.scalar.5 = fmul double %478, %479
  %480 = insertelement <8 x double> poison, double %.scalar.5, i64 0
  %481 = shufflevector <8 x double> %480, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar638.5 = fmul double %478, %479
  %482 = insertelement <8 x double> poison, double %.scalar638.5, i64 0
  %483 = shufflevector <8 x double> %482, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar639.5 = fmul double %478, %479
  %484 = insertelement <8 x double> poison, double %.scalar639.5, i64 0
  %485 = shufflevector <8 x double> %484, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar640.5 = fmul double %478, %479
  %486 = insertelement <8 x double> poison, double %.scalar640.5, i64 0
  %487 = shufflevector <8 x double> %486, <8 x double> poison, <8 x i32> zeroinitializer
  %488 = load double, double* %.908.unpack285, align 8, !alias.scope !83
  %489 = load double, double* %.810.unpack302, align 8, !alias.scope !86
  %.scalar.6 = fmul double %488, %489
  %490 = insertelement <8 x double> poison, double %.scalar.6, i64 0
  %491 = shufflevector <8 x double> %490, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar638.6 = fmul double %488, %489
  %492 = insertelement <8 x double> poison, double %.scalar638.6, i64 0
  %493 = shufflevector <8 x double> %492, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar639.6 = fmul double %488, %489
  %494 = insertelement <8 x double> poison, double %.scalar639.6, i64 0
  %495 = shufflevector <8 x double> %494, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar640.6 = fmul double %488, %489
  %496 = insertelement <8 x double> poison, double %.scalar640.6, i64 0
  %497 = shufflevector <8 x double> %496, <8 x double> poison, <8 x i32> zeroinitializer
  %498 = load double, double* %.908.unpack285, align 8, !alias.scope !83
  %499 = load double, double* %.810.unpack302, align 8, !alias.scope !86
  %.scalar.7 = fmul double %498, %499
  %500 = insertelement <8 x double> poison, double %.scalar.7, i64 0
  %501 = shufflevector <8 x double> %500, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar638.7 = fmul double %498, %499
  %502 = insertelement <8 x double> poison, double %.scalar638.7, i64 0
  %503 = shufflevector <8 x double> %502, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar639.7 = fmul double %498, %499
  %504 = insertelement <8 x double> poison, double %.scalar639.7, i64 0
  %505 = shufflevector <8 x double> %504, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar640.7 = fmul double %498, %499
  %506 = insertelement <8 x double> poison, double %.scalar640.7, i64 0
  %507 = shufflevector <8 x double> %506, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep717 = getelementptr double, double* %.6.i9293, i64 248
  br label %vector.body613

vector.body613:                                   ; preds = %vector.body613, %vector.ph615.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body613 ], [ %unroll_iter, %vector.ph615.new ]
  %index620 = phi i64 [ 0, %vector.ph615.new ], [ %index.next637.7, %vector.body613 ]
  %scevgep801 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep801802 = bitcast double* %scevgep801 to <8 x double>*
  %scevgep803 = getelementptr <8 x double>, <8 x double>* %scevgep801802, i64 -31
  store <8 x double> %431, <8 x double>* %scevgep803, align 8, !alias.scope !88, !noalias !90
  %scevgep810 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep810811 = bitcast double* %scevgep810 to <8 x double>*
  %scevgep812 = getelementptr <8 x double>, <8 x double>* %scevgep810811, i64 -30
  store <8 x double> %433, <8 x double>* %scevgep812, align 8, !alias.scope !88, !noalias !90
  %scevgep807 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep807808 = bitcast double* %scevgep807 to <8 x double>*
  %scevgep809 = getelementptr <8 x double>, <8 x double>* %scevgep807808, i64 -29
  store <8 x double> %435, <8 x double>* %scevgep809, align 8, !alias.scope !88, !noalias !90
  %scevgep804 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep804805 = bitcast double* %scevgep804 to <8 x double>*
  %scevgep806 = getelementptr <8 x double>, <8 x double>* %scevgep804805, i64 -28
  store <8 x double> %437, <8 x double>* %scevgep806, align 8, !alias.scope !88, !noalias !90
  %scevgep787 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep787788 = bitcast double* %scevgep787 to <8 x double>*
  %scevgep789 = getelementptr <8 x double>, <8 x double>* %scevgep787788, i64 -27
  store <8 x double> %441, <8 x double>* %scevgep789, align 8, !alias.scope !88, !noalias !90
  %scevgep784 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep784785 = bitcast double* %scevgep784 to <8 x double>*
  %scevgep786 = getelementptr <8 x double>, <8 x double>* %scevgep784785, i64 -26
  store <8 x double> %443, <8 x double>* %scevgep786, align 8, !alias.scope !88, !noalias !90
  %scevgep781 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep781782 = bitcast double* %scevgep781 to <8 x double>*
  %scevgep783 = getelementptr <8 x double>, <8 x double>* %scevgep781782, i64 -25
  store <8 x double> %445, <8 x double>* %scevgep783, align 8, !alias.scope !88, !noalias !90
  %scevgep778 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep778779 = bitcast double* %scevgep778 to <8 x double>*
  %scevgep780 = getelementptr <8 x double>, <8 x double>* %scevgep778779, i64 -24
  store <8 x double> %447, <8 x double>* %scevgep780, align 8, !alias.scope !88, !noalias !90
  %scevgep775 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep775776 = bitcast double* %scevgep775 to <8 x double>*
  %scevgep777 = getelementptr <8 x double>, <8 x double>* %scevgep775776, i64 -23
  store <8 x double> %451, <8 x double>* %scevgep777, align 8, !alias.scope !88, !noalias !90
  %scevgep772 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep772773 = bitcast double* %scevgep772 to <8 x double>*
  %scevgep774 = getelementptr <8 x double>, <8 x double>* %scevgep772773, i64 -22
  store <8 x double> %453, <8 x double>* %scevgep774, align 8, !alias.scope !88, !noalias !90
  %scevgep769 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep769770 = bitcast double* %scevgep769 to <8 x double>*
  %scevgep771 = getelementptr <8 x double>, <8 x double>* %scevgep769770, i64 -21
  store <8 x double> %455, <8 x double>* %scevgep771, align 8, !alias.scope !88, !noalias !90
  %scevgep766 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep766767 = bitcast double* %scevgep766 to <8 x double>*
  %scevgep768 = getelementptr <8 x double>, <8 x double>* %scevgep766767, i64 -20
  store <8 x double> %457, <8 x double>* %scevgep768, align 8, !alias.scope !88, !noalias !90
  %scevgep763 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep763764 = bitcast double* %scevgep763 to <8 x double>*
  %scevgep765 = getelementptr <8 x double>, <8 x double>* %scevgep763764, i64 -19
  store <8 x double> %461, <8 x double>* %scevgep765, align 8, !alias.scope !88, !noalias !90
  %scevgep760 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep760761 = bitcast double* %scevgep760 to <8 x double>*
  %scevgep762 = getelementptr <8 x double>, <8 x double>* %scevgep760761, i64 -18
  store <8 x double> %463, <8 x double>* %scevgep762, align 8, !alias.scope !88, !noalias !90
  %scevgep757 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep757758 = bitcast double* %scevgep757 to <8 x double>*
  %scevgep759 = getelementptr <8 x double>, <8 x double>* %scevgep757758, i64 -17
  store <8 x double> %465, <8 x double>* %scevgep759, align 8, !alias.scope !88, !noalias !90
  %scevgep754 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep754755 = bitcast double* %scevgep754 to <8 x double>*
  %scevgep756 = getelementptr <8 x double>, <8 x double>* %scevgep754755, i64 -16
  store <8 x double> %467, <8 x double>* %scevgep756, align 8, !alias.scope !88, !noalias !90
  %scevgep751 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep751752 = bitcast double* %scevgep751 to <8 x double>*
  %scevgep753 = getelementptr <8 x double>, <8 x double>* %scevgep751752, i64 -15
  store <8 x double> %471, <8 x double>* %scevgep753, align 8, !alias.scope !88, !noalias !90
  %scevgep748 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep748749 = bitcast double* %scevgep748 to <8 x double>*
  %scevgep750 = getelementptr <8 x double>, <8 x double>* %scevgep748749, i64 -14
  store <8 x double> %473, <8 x double>* %scevgep750, align 8, !alias.scope !88, !noalias !90
  %scevgep745 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep745746 = bitcast double* %scevgep745 to <8 x double>*
  %scevgep747 = getelementptr <8 x double>, <8 x double>* %scevgep745746, i64 -13
  store <8 x double> %475, <8 x double>* %scevgep747, align 8, !alias.scope !88, !noalias !90
  %scevgep742 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep742743 = bitcast double* %scevgep742 to <8 x double>*
  %scevgep744 = getelementptr <8 x double>, <8 x double>* %scevgep742743, i64 -12
  store <8 x double> %477, <8 x double>* %scevgep744, align 8, !alias.scope !88, !noalias !90
  %scevgep739 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep739740 = bitcast double* %scevgep739 to <8 x double>*
  %scevgep741 = getelementptr <8 x double>, <8 x double>* %scevgep739740, i64 -11
  store <8 x double> %481, <8 x double>* %scevgep741, align 8, !alias.scope !88, !noalias !90
  %scevgep736 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep736737 = bitcast double* %scevgep736 to <8 x double>*
  %scevgep738 = getelementptr <8 x double>, <8 x double>* %scevgep736737, i64 -10
  store <8 x double> %483, <8 x double>* %scevgep738, align 8, !alias.scope !88, !noalias !90
  %scevgep733 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep733734 = bitcast double* %scevgep733 to <8 x double>*
  %scevgep735 = getelementptr <8 x double>, <8 x double>* %scevgep733734, i64 -9
  store <8 x double> %485, <8 x double>* %scevgep735, align 8, !alias.scope !88, !noalias !90
  %scevgep730 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep730731 = bitcast double* %scevgep730 to <8 x double>*
  %scevgep732 = getelementptr <8 x double>, <8 x double>* %scevgep730731, i64 -8
  store <8 x double> %487, <8 x double>* %scevgep732, align 8, !alias.scope !88, !noalias !90
  %scevgep727 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep727728 = bitcast double* %scevgep727 to <8 x double>*
  %scevgep729 = getelementptr <8 x double>, <8 x double>* %scevgep727728, i64 -7
  store <8 x double> %491, <8 x double>* %scevgep729, align 8, !alias.scope !88, !noalias !90
  %scevgep724 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep724725 = bitcast double* %scevgep724 to <8 x double>*
  %scevgep726 = getelementptr <8 x double>, <8 x double>* %scevgep724725, i64 -6
  store <8 x double> %493, <8 x double>* %scevgep726, align 8, !alias.scope !88, !noalias !90
  %scevgep721 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep721722 = bitcast double* %scevgep721 to <8 x double>*
  %scevgep723 = getelementptr <8 x double>, <8 x double>* %scevgep721722, i64 -5
  store <8 x double> %495, <8 x double>* %scevgep723, align 8, !alias.scope !88, !noalias !90
  %scevgep718 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep718719 = bitcast double* %scevgep718 to <8 x double>*
  %scevgep720 = getelementptr <8 x double>, <8 x double>* %scevgep718719, i64 -4
  store <8 x double> %497, <8 x double>* %scevgep720, align 8, !alias.scope !88, !noalias !90
  %scevgep798 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep798799 = bitcast double* %scevgep798 to <8 x double>*
  %scevgep800 = getelementptr <8 x double>, <8 x double>* %scevgep798799, i64 -3
  store <8 x double> %501, <8 x double>* %scevgep800, align 8, !alias.scope !88, !noalias !90
  %scevgep795 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep795796 = bitcast double* %scevgep795 to <8 x double>*
  %scevgep797 = getelementptr <8 x double>, <8 x double>* %scevgep795796, i64 -2
  store <8 x double> %503, <8 x double>* %scevgep797, align 8, !alias.scope !88, !noalias !90
  %scevgep792 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep792793 = bitcast double* %scevgep792 to <8 x double>*
  %scevgep794 = getelementptr <8 x double>, <8 x double>* %scevgep792793, i64 -1
  store <8 x double> %505, <8 x double>* %scevgep794, align 8, !alias.scope !88, !noalias !90
  %scevgep790 = getelementptr double, double* %scevgep717, i64 %index620
  %scevgep790791 = bitcast double* %scevgep790 to <8 x double>*
  store <8 x double> %507, <8 x double>* %scevgep790791, align 8, !alias.scope !88, !noalias !90
  %index.next637.7 = add i64 %index620, 256
  %lsr.iv.next = add i64 %lsr.iv, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7, label %middle.block611.unr-lcssa, label %vector.body613, !llvm.loop !91

middle.block611.unr-lcssa:                        ; preds = %vector.body613, %vector.ph615
  %index620.unr = phi i64 [ 0, %vector.ph615 ], [ %index.next637.7, %vector.body613 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block611, label %vector.body613.epil.preheader

vector.body613.epil.preheader:                    ; preds = %middle.block611.unr-lcssa
  %508 = load double, double* %.908.unpack285, align 8, !alias.scope !83
  %509 = load double, double* %.810.unpack302, align 8, !alias.scope !86
  %.scalar.epil = fmul double %508, %509
  %510 = insertelement <8 x double> poison, double %.scalar.epil, i64 0
  %511 = shufflevector <8 x double> %510, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar638.epil = fmul double %508, %509
  %512 = insertelement <8 x double> poison, double %.scalar638.epil, i64 0
  %513 = shufflevector <8 x double> %512, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar639.epil = fmul double %508, %509
  %514 = insertelement <8 x double> poison, double %.scalar639.epil, i64 0
  %515 = shufflevector <8 x double> %514, <8 x double> poison, <8 x i32> zeroinitializer
  %.scalar640.epil = fmul double %508, %509
  %516 = insertelement <8 x double> poison, double %.scalar640.epil, i64 0
  %517 = shufflevector <8 x double> %516, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep813 = getelementptr double, double* %.6.i9293, i64 24
  %scevgep814 = getelementptr double, double* %scevgep813, i64 %index620.unr
  %518 = shl nuw nsw i64 %xtraiter, 8
  br label %vector.body613.epil

vector.body613.epil:                              ; preds = %vector.body613.epil, %vector.body613.epil.preheader
  %lsr.iv815 = phi i64 [ %lsr.iv.next816, %vector.body613.epil ], [ 0, %vector.body613.epil.preheader ]
  %519 = bitcast double* %scevgep814 to i8*
  %uglygep825 = getelementptr i8, i8* %519, i64 %lsr.iv815
  %uglygep825826 = bitcast i8* %uglygep825 to <8 x double>*
  %scevgep827 = getelementptr <8 x double>, <8 x double>* %uglygep825826, i64 -3
  store <8 x double> %511, <8 x double>* %scevgep827, align 8, !alias.scope !88, !noalias !90
  %uglygep822 = getelementptr i8, i8* %519, i64 %lsr.iv815
  %uglygep822823 = bitcast i8* %uglygep822 to <8 x double>*
  %scevgep824 = getelementptr <8 x double>, <8 x double>* %uglygep822823, i64 -2
  store <8 x double> %513, <8 x double>* %scevgep824, align 8, !alias.scope !88, !noalias !90
  %uglygep819 = getelementptr i8, i8* %519, i64 %lsr.iv815
  %uglygep819820 = bitcast i8* %uglygep819 to <8 x double>*
  %scevgep821 = getelementptr <8 x double>, <8 x double>* %uglygep819820, i64 -1
  store <8 x double> %515, <8 x double>* %scevgep821, align 8, !alias.scope !88, !noalias !90
  %uglygep = getelementptr i8, i8* %519, i64 %lsr.iv815
  %uglygep818 = bitcast i8* %uglygep to <8 x double>*
  store <8 x double> %517, <8 x double>* %uglygep818, align 8, !alias.scope !88, !noalias !90
  %lsr.iv.next816 = add nuw nsw i64 %lsr.iv815, 256
  %epil.iter.cmp.not = icmp eq i64 %518, %lsr.iv.next816
  br i1 %epil.iter.cmp.not, label %middle.block611, label %vector.body613.epil, !llvm.loop !92

middle.block611:                                  ; preds = %vector.body613.epil, %middle.block611.unr-lcssa
  %cmp.n619 = icmp eq i64 %dest_shape.3.1, %n.vec617
  br i1 %cmp.n619, label %for.end.3, label %for.body.3.preheader646

for.body.3.preheader646:                          ; preds = %vector.memcheck597, %for.body.3.preheader435, %middle.block611
  %loop.index.3174.ph = phi i64 [ 0, %vector.memcheck597 ], [ 0, %for.body.3.preheader435 ], [ %n.vec617, %middle.block611 ]
  %520 = xor i64 %loop.index.3174.ph, -1
  %521 = add i64 %dest_shape.3.1, %520
  %xtraiter651 = and i64 %dest_shape.3.1, 7
  %lcmp.mod652.not = icmp eq i64 %xtraiter651, 0
  br i1 %lcmp.mod652.not, label %for.body.3.prol.loopexit, label %for.body.3.prol.preheader

for.body.3.prol.preheader:                        ; preds = %for.body.3.preheader646
  br label %for.body.3.prol

for.body.3.prol:                                  ; preds = %for.body.3.prol.preheader, %for.body.3.prol
  %lsr.iv829 = phi i64 [ %xtraiter651, %for.body.3.prol.preheader ], [ %lsr.iv.next830, %for.body.3.prol ]
  %loop.index.3174.prol = phi i64 [ %.1149.prol, %for.body.3.prol ], [ %loop.index.3174.ph, %for.body.3.prol.preheader ]
  %.1111.prol = load double, double* %.908.unpack285, align 8
  %.1120.prol = load double, double* %.810.unpack302, align 8
  %.6.i1.prol = fmul double %.1111.prol, %.1120.prol
  %scevgep828 = getelementptr double, double* %.6.i9293, i64 %loop.index.3174.prol
  store double %.6.i1.prol, double* %scevgep828, align 8
  %.1149.prol = add nuw i64 %loop.index.3174.prol, 1
  %lsr.iv.next830 = add nsw i64 %lsr.iv829, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next830, 0
  br i1 %prol.iter.cmp.not, label %for.body.3.prol.loopexit, label %for.body.3.prol, !llvm.loop !93

for.body.3.prol.loopexit:                         ; preds = %for.body.3.prol, %for.body.3.preheader646
  %loop.index.3174.unr = phi i64 [ %loop.index.3174.ph, %for.body.3.preheader646 ], [ %.1149.prol, %for.body.3.prol ]
  %522 = icmp ult i64 %521, 7
  br i1 %522, label %for.end.3, label %for.body.3.preheader712

for.body.3.preheader712:                          ; preds = %for.body.3.prol.loopexit
  br label %for.body.3

for.body.3.us371.preheader:                       ; preds = %for.body.3.preheader.split
  %523 = icmp ult i64 %dest_shape.3.1, 32
  br i1 %523, label %for.body.3.us371.preheader644, label %vector.memcheck560

vector.memcheck560:                               ; preds = %for.body.3.us371.preheader
  %scevgep561 = getelementptr double, double* %.6.i9293, i64 %dest_shape.3.1
  %scevgep563 = getelementptr double, double* %.908.unpack285, i64 1
  %scevgep565 = getelementptr double, double* %.810.unpack302, i64 %dest_shape.3.1
  %bound0567 = icmp ult double* %.6.i9293, %scevgep563
  %bound1568 = icmp ult double* %.908.unpack285, %scevgep561
  %found.conflict569 = and i1 %bound0567, %bound1568
  %bound0570 = icmp ult double* %.6.i9293, %scevgep565
  %bound1571 = icmp ult double* %.810.unpack302, %scevgep561
  %found.conflict572 = and i1 %bound0570, %bound1571
  %conflict.rdx573 = or i1 %found.conflict569, %found.conflict572
  br i1 %conflict.rdx573, label %for.body.3.us371.preheader644, label %vector.ph578

vector.ph578:                                     ; preds = %vector.memcheck560
  %n.vec580 = and i64 %dest_shape.3.1, -32
  %524 = add i64 %n.vec580, -32
  %525 = lshr exact i64 %524, 5
  %526 = add nuw nsw i64 %525, 1
  %xtraiter653 = and i64 %526, 7
  %527 = icmp ult i64 %524, 224
  br i1 %527, label %middle.block574.unr-lcssa, label %vector.ph578.new

vector.ph578.new:                                 ; preds = %vector.ph578
  %const2523 = bitcast i64 1152921504606846968 to i64
  %unroll_iter656 = and i64 %526, %const2523
  %528 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert588 = insertelement <8 x double> poison, double %528, i64 0
  %broadcast.splat589 = shufflevector <8 x double> %broadcast.splatinsert588, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590 = insertelement <8 x double> poison, double %528, i64 0
  %broadcast.splat591 = shufflevector <8 x double> %broadcast.splatinsert590, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert592 = insertelement <8 x double> poison, double %528, i64 0
  %broadcast.splat593 = shufflevector <8 x double> %broadcast.splatinsert592, <8 x double> poison, <8 x i32> zeroinitializer
  %529 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert594 = insertelement <8 x double> poison, double %529, i64 0
  %broadcast.splat595 = shufflevector <8 x double> %broadcast.splatinsert594, <8 x double> poison, <8 x i32> zeroinitializer
  %530 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert588.1 = insertelement <8 x double> poison, double %530, i64 0
  %broadcast.splat589.1 = shufflevector <8 x double> %broadcast.splatinsert588.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590.1 = insertelement <8 x double> poison, double %530, i64 0
  %broadcast.splat591.1 = shufflevector <8 x double> %broadcast.splatinsert590.1, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert592.1 = insertelement <8 x double> poison, double %530, i64 0
  %broadcast.splat593.1 = shufflevector <8 x double> %broadcast.splatinsert592.1, <8 x double> poison, <8 x i32> zeroinitializer
  %531 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert594.1 = insertelement <8 x double> poison, double %531, i64 0
  %broadcast.splat595.1 = shufflevector <8 x double> %broadcast.splatinsert594.1, <8 x double> poison, <8 x i32> zeroinitializer
  %532 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert588.2 = insertelement <8 x double> poison, double %532, i64 0
  %broadcast.splat589.2 = shufflevector <8 x double> %broadcast.splatinsert588.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590.2 = insertelement <8 x double> poison, double %532, i64 0
  %broadcast.splat591.2 = shufflevector <8 x double> %broadcast.splatinsert590.2, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert592.2 = insertelement <8 x double> poison, double %532, i64 0
  %broadcast.splat593.2 = shufflevector <8 x double> %broadcast.splatinsert592.2, <8 x double> poison, <8 x i32> zeroinitializer
  %533 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert594.2 = insertelement <8 x double> poison, double %533, i64 0
  %broadcast.splat595.2 = shufflevector <8 x double> %broadcast.splatinsert594.2, <8 x double> poison, <8 x i32> zeroinitializer
  %534 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert588.3 = insertelement <8 x double> poison, double %534, i64 0
  %broadcast.splat589.3 = shufflevector <8 x double> %broadcast.splatinsert588.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590.3 = insertelement <8 x double> poison, double %534, i64 0
  %broadcast.splat591.3 = shufflevector <8 x double> %broadcast.splatinsert590.3, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert592.3 = insertelement <8 x double> poison, double %534, i64 0
  %broadcast.splat593.3 = shufflevector <8 x double> %broadcast.splatinsert592.3, <8 x double> poison, <8 x i32> zeroinitializer
  %535 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert594.3 = insertelement <8 x double> poison, double %535, i64 0
  %broadcast.splat595.3 = shufflevector <8 x double> %broadcast.splatinsert594.3, <8 x double> poison, <8 x i32> zeroinitializer
  %536 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert588.4 = insertelement <8 x double> poison, double %536, i64 0
  %broadcast.splat589.4 = shufflevector <8 x double> %broadcast.splatinsert588.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590.4 = insertelement <8 x double> poison, double %536, i64 0
  %broadcast.splat591.4 = shufflevector <8 x double> %broadcast.splatinsert590.4, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert592.4 = insertelement <8 x double> poison, double %536, i64 0
  %broadcast.splat593.4 = shufflevector <8 x double> %broadcast.splatinsert592.4, <8 x double> poison, <8 x i32> zeroinitializer
  %537 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert594.4 = insertelement <8 x double> poison, double %537, i64 0
  %broadcast.splat595.4 = shufflevector <8 x double> %broadcast.splatinsert594.4, <8 x double> poison, <8 x i32> zeroinitializer
  %538 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert588.5 = insertelement <8 x double> poison, double %538, i64 0
  %broadcast.splat589.5 = shufflevector <8 x double> %broadcast.splatinsert588.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590.5 = insertelement <8 x double> poison, double %538, i64 0
  %broadcast.splat591.5 = shufflevector <8 x double> %broadcast.splatinsert590.5, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert592.5 = insertelement <8 x double> poison, double %538, i64 0
  %broadcast.splat593.5 = shufflevector <8 x double> %broadcast.splatinsert592.5, <8 x double> poison, <8 x i32> zeroinitializer
  %539 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert594.5 = insertelement <8 x double> poison, double %539, i64 0
  %broadcast.splat595.5 = shufflevector <8 x double> %broadcast.splatinsert594.5, <8 x double> poison, <8 x i32> zeroinitializer
  %540 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert588.6 = insertelement <8 x double> poison, double %540, i64 0
  %broadcast.splat589.6 = shufflevector <8 x double> %broadcast.splatinsert588.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590.6 = insertelement <8 x double> poison, double %540, i64 0
  %broadcast.splat591.6 = shufflevector <8 x double> %broadcast.splatinsert590.6, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert592.6 = insertelement <8 x double> poison, double %540, i64 0
  %broadcast.splat593.6 = shufflevector <8 x double> %broadcast.splatinsert592.6, <8 x double> poison, <8 x i32> zeroinitializer
  %541 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert594.6 = insertelement <8 x double> poison, double %541, i64 0
  %broadcast.splat595.6 = shufflevector <8 x double> %broadcast.splatinsert594.6, <8 x double> poison, <8 x i32> zeroinitializer
  %542 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert588.7 = insertelement <8 x double> poison, double %542, i64 0
  %broadcast.splat589.7 = shufflevector <8 x double> %broadcast.splatinsert588.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590.7 = insertelement <8 x double> poison, double %542, i64 0
  %broadcast.splat591.7 = shufflevector <8 x double> %broadcast.splatinsert590.7, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert592.7 = insertelement <8 x double> poison, double %542, i64 0
  %broadcast.splat593.7 = shufflevector <8 x double> %broadcast.splatinsert592.7, <8 x double> poison, <8 x i32> zeroinitializer
  %543 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert594.7 = insertelement <8 x double> poison, double %543, i64 0
  %broadcast.splat595.7 = shufflevector <8 x double> %broadcast.splatinsert594.7, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep847 = getelementptr double, double* %.810.unpack302, i64 248
  %scevgep943 = getelementptr double, double* %.6.i9293, i64 248
  br label %vector.body576

vector.body576:                                   ; preds = %vector.body576, %vector.ph578.new
  %lsr.iv1039 = phi i64 [ %lsr.iv.next1040, %vector.body576 ], [ %unroll_iter656, %vector.ph578.new ]
  %index583 = phi i64 [ 0, %vector.ph578.new ], [ %index.next596.7, %vector.body576 ]
  %scevgep931 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep931932 = bitcast double* %scevgep931 to <8 x double>*
  %scevgep933 = getelementptr <8 x double>, <8 x double>* %scevgep931932, i64 -31
  %wide.load584 = load <8 x double>, <8 x double>* %scevgep933, align 8, !alias.scope !97
  %scevgep940 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep940941 = bitcast double* %scevgep940 to <8 x double>*
  %scevgep942 = getelementptr <8 x double>, <8 x double>* %scevgep940941, i64 -30
  %wide.load585 = load <8 x double>, <8 x double>* %scevgep942, align 8, !alias.scope !97
  %scevgep937 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep937938 = bitcast double* %scevgep937 to <8 x double>*
  %scevgep939 = getelementptr <8 x double>, <8 x double>* %scevgep937938, i64 -29
  %wide.load586 = load <8 x double>, <8 x double>* %scevgep939, align 8, !alias.scope !97
  %scevgep934 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep934935 = bitcast double* %scevgep934 to <8 x double>*
  %scevgep936 = getelementptr <8 x double>, <8 x double>* %scevgep934935, i64 -28
  %wide.load587 = load <8 x double>, <8 x double>* %scevgep936, align 8, !alias.scope !97
  %544 = fmul <8 x double> %broadcast.splat589, %wide.load584
  %545 = fmul <8 x double> %broadcast.splat591, %wide.load585
  %546 = fmul <8 x double> %broadcast.splat593, %wide.load586
  %547 = fmul <8 x double> %broadcast.splat595, %wide.load587
  %scevgep1027 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10271028 = bitcast double* %scevgep1027 to <8 x double>*
  %scevgep1029 = getelementptr <8 x double>, <8 x double>* %scevgep10271028, i64 -31
  store <8 x double> %544, <8 x double>* %scevgep1029, align 8, !alias.scope !99, !noalias !101
  %scevgep1036 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10361037 = bitcast double* %scevgep1036 to <8 x double>*
  %scevgep1038 = getelementptr <8 x double>, <8 x double>* %scevgep10361037, i64 -30
  store <8 x double> %545, <8 x double>* %scevgep1038, align 8, !alias.scope !99, !noalias !101
  %scevgep1033 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10331034 = bitcast double* %scevgep1033 to <8 x double>*
  %scevgep1035 = getelementptr <8 x double>, <8 x double>* %scevgep10331034, i64 -29
  store <8 x double> %546, <8 x double>* %scevgep1035, align 8, !alias.scope !99, !noalias !101
  %scevgep1030 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10301031 = bitcast double* %scevgep1030 to <8 x double>*
  %scevgep1032 = getelementptr <8 x double>, <8 x double>* %scevgep10301031, i64 -28
  store <8 x double> %547, <8 x double>* %scevgep1032, align 8, !alias.scope !99, !noalias !101
  %scevgep917 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep917918 = bitcast double* %scevgep917 to <8 x double>*
  %scevgep919 = getelementptr <8 x double>, <8 x double>* %scevgep917918, i64 -27
  %wide.load584.1 = load <8 x double>, <8 x double>* %scevgep919, align 8, !alias.scope !97
  %scevgep914 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep914915 = bitcast double* %scevgep914 to <8 x double>*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %scevgep914915, i64 -26
  %wide.load585.1 = load <8 x double>, <8 x double>* %scevgep916, align 8, !alias.scope !97
  %scevgep911 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep911912 = bitcast double* %scevgep911 to <8 x double>*
  %scevgep913 = getelementptr <8 x double>, <8 x double>* %scevgep911912, i64 -25
  %wide.load586.1 = load <8 x double>, <8 x double>* %scevgep913, align 8, !alias.scope !97
  %scevgep908 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep908909 = bitcast double* %scevgep908 to <8 x double>*
  %scevgep910 = getelementptr <8 x double>, <8 x double>* %scevgep908909, i64 -24
  %wide.load587.1 = load <8 x double>, <8 x double>* %scevgep910, align 8, !alias.scope !97
  %548 = fmul <8 x double> %broadcast.splat589.1, %wide.load584.1
  %549 = fmul <8 x double> %broadcast.splat591.1, %wide.load585.1
  %550 = fmul <8 x double> %broadcast.splat593.1, %wide.load586.1
  %551 = fmul <8 x double> %broadcast.splat595.1, %wide.load587.1
  %scevgep1013 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10131014 = bitcast double* %scevgep1013 to <8 x double>*
  %scevgep1015 = getelementptr <8 x double>, <8 x double>* %scevgep10131014, i64 -27
  store <8 x double> %548, <8 x double>* %scevgep1015, align 8, !alias.scope !99, !noalias !101
  %scevgep1010 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10101011 = bitcast double* %scevgep1010 to <8 x double>*
  %scevgep1012 = getelementptr <8 x double>, <8 x double>* %scevgep10101011, i64 -26
  store <8 x double> %549, <8 x double>* %scevgep1012, align 8, !alias.scope !99, !noalias !101
  %scevgep1007 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10071008 = bitcast double* %scevgep1007 to <8 x double>*
  %scevgep1009 = getelementptr <8 x double>, <8 x double>* %scevgep10071008, i64 -25
  store <8 x double> %550, <8 x double>* %scevgep1009, align 8, !alias.scope !99, !noalias !101
  %scevgep1004 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10041005 = bitcast double* %scevgep1004 to <8 x double>*
  %scevgep1006 = getelementptr <8 x double>, <8 x double>* %scevgep10041005, i64 -24
  store <8 x double> %551, <8 x double>* %scevgep1006, align 8, !alias.scope !99, !noalias !101
  %scevgep905 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep905906 = bitcast double* %scevgep905 to <8 x double>*
  %scevgep907 = getelementptr <8 x double>, <8 x double>* %scevgep905906, i64 -23
  %wide.load584.2 = load <8 x double>, <8 x double>* %scevgep907, align 8, !alias.scope !97
  %scevgep902 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep902903 = bitcast double* %scevgep902 to <8 x double>*
  %scevgep904 = getelementptr <8 x double>, <8 x double>* %scevgep902903, i64 -22
  %wide.load585.2 = load <8 x double>, <8 x double>* %scevgep904, align 8, !alias.scope !97
  %scevgep899 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep899900 = bitcast double* %scevgep899 to <8 x double>*
  %scevgep901 = getelementptr <8 x double>, <8 x double>* %scevgep899900, i64 -21
  %wide.load586.2 = load <8 x double>, <8 x double>* %scevgep901, align 8, !alias.scope !97
  %scevgep896 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep896897 = bitcast double* %scevgep896 to <8 x double>*
  %scevgep898 = getelementptr <8 x double>, <8 x double>* %scevgep896897, i64 -20
  %wide.load587.2 = load <8 x double>, <8 x double>* %scevgep898, align 8, !alias.scope !97
  %552 = fmul <8 x double> %broadcast.splat589.2, %wide.load584.2
  %553 = fmul <8 x double> %broadcast.splat591.2, %wide.load585.2
  %554 = fmul <8 x double> %broadcast.splat593.2, %wide.load586.2
  %555 = fmul <8 x double> %broadcast.splat595.2, %wide.load587.2
  %scevgep1001 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10011002 = bitcast double* %scevgep1001 to <8 x double>*
  %scevgep1003 = getelementptr <8 x double>, <8 x double>* %scevgep10011002, i64 -23
  store <8 x double> %552, <8 x double>* %scevgep1003, align 8, !alias.scope !99, !noalias !101
  %scevgep998 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep998999 = bitcast double* %scevgep998 to <8 x double>*
  %scevgep1000 = getelementptr <8 x double>, <8 x double>* %scevgep998999, i64 -22
  store <8 x double> %553, <8 x double>* %scevgep1000, align 8, !alias.scope !99, !noalias !101
  %scevgep995 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep995996 = bitcast double* %scevgep995 to <8 x double>*
  %scevgep997 = getelementptr <8 x double>, <8 x double>* %scevgep995996, i64 -21
  store <8 x double> %554, <8 x double>* %scevgep997, align 8, !alias.scope !99, !noalias !101
  %scevgep992 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep992993 = bitcast double* %scevgep992 to <8 x double>*
  %scevgep994 = getelementptr <8 x double>, <8 x double>* %scevgep992993, i64 -20
  store <8 x double> %555, <8 x double>* %scevgep994, align 8, !alias.scope !99, !noalias !101
  %scevgep893 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep893894 = bitcast double* %scevgep893 to <8 x double>*
  %scevgep895 = getelementptr <8 x double>, <8 x double>* %scevgep893894, i64 -19
  %wide.load584.3 = load <8 x double>, <8 x double>* %scevgep895, align 8, !alias.scope !97
  %scevgep890 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep890891 = bitcast double* %scevgep890 to <8 x double>*
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %scevgep890891, i64 -18
  %wide.load585.3 = load <8 x double>, <8 x double>* %scevgep892, align 8, !alias.scope !97
  %scevgep887 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep887888 = bitcast double* %scevgep887 to <8 x double>*
  %scevgep889 = getelementptr <8 x double>, <8 x double>* %scevgep887888, i64 -17
  %wide.load586.3 = load <8 x double>, <8 x double>* %scevgep889, align 8, !alias.scope !97
  %scevgep884 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep884885 = bitcast double* %scevgep884 to <8 x double>*
  %scevgep886 = getelementptr <8 x double>, <8 x double>* %scevgep884885, i64 -16
  %wide.load587.3 = load <8 x double>, <8 x double>* %scevgep886, align 8, !alias.scope !97
  %556 = fmul <8 x double> %broadcast.splat589.3, %wide.load584.3
  %557 = fmul <8 x double> %broadcast.splat591.3, %wide.load585.3
  %558 = fmul <8 x double> %broadcast.splat593.3, %wide.load586.3
  %559 = fmul <8 x double> %broadcast.splat595.3, %wide.load587.3
  %scevgep989 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep989990 = bitcast double* %scevgep989 to <8 x double>*
  %scevgep991 = getelementptr <8 x double>, <8 x double>* %scevgep989990, i64 -19
  store <8 x double> %556, <8 x double>* %scevgep991, align 8, !alias.scope !99, !noalias !101
  %scevgep986 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep986987 = bitcast double* %scevgep986 to <8 x double>*
  %scevgep988 = getelementptr <8 x double>, <8 x double>* %scevgep986987, i64 -18
  store <8 x double> %557, <8 x double>* %scevgep988, align 8, !alias.scope !99, !noalias !101
  %scevgep983 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep983984 = bitcast double* %scevgep983 to <8 x double>*
  %scevgep985 = getelementptr <8 x double>, <8 x double>* %scevgep983984, i64 -17
  store <8 x double> %558, <8 x double>* %scevgep985, align 8, !alias.scope !99, !noalias !101
  %scevgep980 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep980981 = bitcast double* %scevgep980 to <8 x double>*
  %scevgep982 = getelementptr <8 x double>, <8 x double>* %scevgep980981, i64 -16
  store <8 x double> %559, <8 x double>* %scevgep982, align 8, !alias.scope !99, !noalias !101
  %scevgep881 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep881882 = bitcast double* %scevgep881 to <8 x double>*
  %scevgep883 = getelementptr <8 x double>, <8 x double>* %scevgep881882, i64 -15
  %wide.load584.4 = load <8 x double>, <8 x double>* %scevgep883, align 8, !alias.scope !97
  %scevgep878 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep878879 = bitcast double* %scevgep878 to <8 x double>*
  %scevgep880 = getelementptr <8 x double>, <8 x double>* %scevgep878879, i64 -14
  %wide.load585.4 = load <8 x double>, <8 x double>* %scevgep880, align 8, !alias.scope !97
  %scevgep875 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep875876 = bitcast double* %scevgep875 to <8 x double>*
  %scevgep877 = getelementptr <8 x double>, <8 x double>* %scevgep875876, i64 -13
  %wide.load586.4 = load <8 x double>, <8 x double>* %scevgep877, align 8, !alias.scope !97
  %scevgep872 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep872873 = bitcast double* %scevgep872 to <8 x double>*
  %scevgep874 = getelementptr <8 x double>, <8 x double>* %scevgep872873, i64 -12
  %wide.load587.4 = load <8 x double>, <8 x double>* %scevgep874, align 8, !alias.scope !97
  %560 = fmul <8 x double> %broadcast.splat589.4, %wide.load584.4
  %561 = fmul <8 x double> %broadcast.splat591.4, %wide.load585.4
  %562 = fmul <8 x double> %broadcast.splat593.4, %wide.load586.4
  %563 = fmul <8 x double> %broadcast.splat595.4, %wide.load587.4
  %scevgep977 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep977978 = bitcast double* %scevgep977 to <8 x double>*
  %scevgep979 = getelementptr <8 x double>, <8 x double>* %scevgep977978, i64 -15
  store <8 x double> %560, <8 x double>* %scevgep979, align 8, !alias.scope !99, !noalias !101
  %scevgep974 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep974975 = bitcast double* %scevgep974 to <8 x double>*
  %scevgep976 = getelementptr <8 x double>, <8 x double>* %scevgep974975, i64 -14
  store <8 x double> %561, <8 x double>* %scevgep976, align 8, !alias.scope !99, !noalias !101
  %scevgep971 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep971972 = bitcast double* %scevgep971 to <8 x double>*
  %scevgep973 = getelementptr <8 x double>, <8 x double>* %scevgep971972, i64 -13
  store <8 x double> %562, <8 x double>* %scevgep973, align 8, !alias.scope !99, !noalias !101
  %scevgep968 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep968969 = bitcast double* %scevgep968 to <8 x double>*
  %scevgep970 = getelementptr <8 x double>, <8 x double>* %scevgep968969, i64 -12
  store <8 x double> %563, <8 x double>* %scevgep970, align 8, !alias.scope !99, !noalias !101
  %scevgep869 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep869870 = bitcast double* %scevgep869 to <8 x double>*
  %scevgep871 = getelementptr <8 x double>, <8 x double>* %scevgep869870, i64 -11
  %wide.load584.5 = load <8 x double>, <8 x double>* %scevgep871, align 8, !alias.scope !97
  %scevgep866 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep866867 = bitcast double* %scevgep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %scevgep866867, i64 -10
  %wide.load585.5 = load <8 x double>, <8 x double>* %scevgep868, align 8, !alias.scope !97
  %scevgep863 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep863864 = bitcast double* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 -9
  %wide.load586.5 = load <8 x double>, <8 x double>* %scevgep865, align 8, !alias.scope !97
  %scevgep860 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep860861 = bitcast double* %scevgep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %scevgep860861, i64 -8
  %wide.load587.5 = load <8 x double>, <8 x double>* %scevgep862, align 8, !alias.scope !97
  %564 = fmul <8 x double> %broadcast.splat589.5, %wide.load584.5
  %565 = fmul <8 x double> %broadcast.splat591.5, %wide.load585.5
  %566 = fmul <8 x double> %broadcast.splat593.5, %wide.load586.5
  %567 = fmul <8 x double> %broadcast.splat595.5, %wide.load587.5
  %scevgep965 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep965966 = bitcast double* %scevgep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %scevgep965966, i64 -11
  store <8 x double> %564, <8 x double>* %scevgep967, align 8, !alias.scope !99, !noalias !101
  %scevgep962 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep962963 = bitcast double* %scevgep962 to <8 x double>*
  %scevgep964 = getelementptr <8 x double>, <8 x double>* %scevgep962963, i64 -10
  store <8 x double> %565, <8 x double>* %scevgep964, align 8, !alias.scope !99, !noalias !101
  %scevgep959 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep959960 = bitcast double* %scevgep959 to <8 x double>*
  %scevgep961 = getelementptr <8 x double>, <8 x double>* %scevgep959960, i64 -9
  store <8 x double> %566, <8 x double>* %scevgep961, align 8, !alias.scope !99, !noalias !101
  %scevgep956 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep956957 = bitcast double* %scevgep956 to <8 x double>*
  %scevgep958 = getelementptr <8 x double>, <8 x double>* %scevgep956957, i64 -8
  store <8 x double> %567, <8 x double>* %scevgep958, align 8, !alias.scope !99, !noalias !101
  %scevgep857 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep857858 = bitcast double* %scevgep857 to <8 x double>*
  %scevgep859 = getelementptr <8 x double>, <8 x double>* %scevgep857858, i64 -7
  %wide.load584.6 = load <8 x double>, <8 x double>* %scevgep859, align 8, !alias.scope !97
  %scevgep854 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep854855 = bitcast double* %scevgep854 to <8 x double>*
  %scevgep856 = getelementptr <8 x double>, <8 x double>* %scevgep854855, i64 -6
  %wide.load585.6 = load <8 x double>, <8 x double>* %scevgep856, align 8, !alias.scope !97
  %scevgep851 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep851852 = bitcast double* %scevgep851 to <8 x double>*
  %scevgep853 = getelementptr <8 x double>, <8 x double>* %scevgep851852, i64 -5
  %wide.load586.6 = load <8 x double>, <8 x double>* %scevgep853, align 8, !alias.scope !97
  %scevgep848 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep848849 = bitcast double* %scevgep848 to <8 x double>*
  %scevgep850 = getelementptr <8 x double>, <8 x double>* %scevgep848849, i64 -4
  %wide.load587.6 = load <8 x double>, <8 x double>* %scevgep850, align 8, !alias.scope !97
  %568 = fmul <8 x double> %broadcast.splat589.6, %wide.load584.6
  %569 = fmul <8 x double> %broadcast.splat591.6, %wide.load585.6
  %570 = fmul <8 x double> %broadcast.splat593.6, %wide.load586.6
  %571 = fmul <8 x double> %broadcast.splat595.6, %wide.load587.6
  %scevgep953 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep953954 = bitcast double* %scevgep953 to <8 x double>*
  %scevgep955 = getelementptr <8 x double>, <8 x double>* %scevgep953954, i64 -7
  store <8 x double> %568, <8 x double>* %scevgep955, align 8, !alias.scope !99, !noalias !101
  %scevgep950 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep950951 = bitcast double* %scevgep950 to <8 x double>*
  %scevgep952 = getelementptr <8 x double>, <8 x double>* %scevgep950951, i64 -6
  store <8 x double> %569, <8 x double>* %scevgep952, align 8, !alias.scope !99, !noalias !101
  %scevgep947 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep947948 = bitcast double* %scevgep947 to <8 x double>*
  %scevgep949 = getelementptr <8 x double>, <8 x double>* %scevgep947948, i64 -5
  store <8 x double> %570, <8 x double>* %scevgep949, align 8, !alias.scope !99, !noalias !101
  %scevgep944 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep944945 = bitcast double* %scevgep944 to <8 x double>*
  %scevgep946 = getelementptr <8 x double>, <8 x double>* %scevgep944945, i64 -4
  store <8 x double> %571, <8 x double>* %scevgep946, align 8, !alias.scope !99, !noalias !101
  %scevgep928 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep928929 = bitcast double* %scevgep928 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %scevgep928929, i64 -3
  %wide.load584.7 = load <8 x double>, <8 x double>* %scevgep930, align 8, !alias.scope !97
  %scevgep925 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep925926 = bitcast double* %scevgep925 to <8 x double>*
  %scevgep927 = getelementptr <8 x double>, <8 x double>* %scevgep925926, i64 -2
  %wide.load585.7 = load <8 x double>, <8 x double>* %scevgep927, align 8, !alias.scope !97
  %scevgep922 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep922923 = bitcast double* %scevgep922 to <8 x double>*
  %scevgep924 = getelementptr <8 x double>, <8 x double>* %scevgep922923, i64 -1
  %wide.load586.7 = load <8 x double>, <8 x double>* %scevgep924, align 8, !alias.scope !97
  %scevgep920 = getelementptr double, double* %scevgep847, i64 %index583
  %scevgep920921 = bitcast double* %scevgep920 to <8 x double>*
  %wide.load587.7 = load <8 x double>, <8 x double>* %scevgep920921, align 8, !alias.scope !97
  %572 = fmul <8 x double> %broadcast.splat589.7, %wide.load584.7
  %573 = fmul <8 x double> %broadcast.splat591.7, %wide.load585.7
  %574 = fmul <8 x double> %broadcast.splat593.7, %wide.load586.7
  %575 = fmul <8 x double> %broadcast.splat595.7, %wide.load587.7
  %scevgep1024 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10241025 = bitcast double* %scevgep1024 to <8 x double>*
  %scevgep1026 = getelementptr <8 x double>, <8 x double>* %scevgep10241025, i64 -3
  store <8 x double> %572, <8 x double>* %scevgep1026, align 8, !alias.scope !99, !noalias !101
  %scevgep1021 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10211022 = bitcast double* %scevgep1021 to <8 x double>*
  %scevgep1023 = getelementptr <8 x double>, <8 x double>* %scevgep10211022, i64 -2
  store <8 x double> %573, <8 x double>* %scevgep1023, align 8, !alias.scope !99, !noalias !101
  %scevgep1018 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10181019 = bitcast double* %scevgep1018 to <8 x double>*
  %scevgep1020 = getelementptr <8 x double>, <8 x double>* %scevgep10181019, i64 -1
  store <8 x double> %574, <8 x double>* %scevgep1020, align 8, !alias.scope !99, !noalias !101
  %scevgep1016 = getelementptr double, double* %scevgep943, i64 %index583
  %scevgep10161017 = bitcast double* %scevgep1016 to <8 x double>*
  store <8 x double> %575, <8 x double>* %scevgep10161017, align 8, !alias.scope !99, !noalias !101
  %index.next596.7 = add i64 %index583, 256
  %lsr.iv.next1040 = add i64 %lsr.iv1039, -8
  %niter657.ncmp.7 = icmp eq i64 %lsr.iv.next1040, 0
  br i1 %niter657.ncmp.7, label %middle.block574.unr-lcssa, label %vector.body576, !llvm.loop !102

middle.block574.unr-lcssa:                        ; preds = %vector.body576, %vector.ph578
  %index583.unr = phi i64 [ 0, %vector.ph578 ], [ %index.next596.7, %vector.body576 ]
  %lcmp.mod655.not = icmp eq i64 %xtraiter653, 0
  br i1 %lcmp.mod655.not, label %middle.block574, label %vector.body576.epil.preheader

vector.body576.epil.preheader:                    ; preds = %middle.block574.unr-lcssa
  %576 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert588.epil = insertelement <8 x double> poison, double %576, i64 0
  %broadcast.splat589.epil = shufflevector <8 x double> %broadcast.splatinsert588.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert590.epil = insertelement <8 x double> poison, double %576, i64 0
  %broadcast.splat591.epil = shufflevector <8 x double> %broadcast.splatinsert590.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert592.epil = insertelement <8 x double> poison, double %576, i64 0
  %broadcast.splat593.epil = shufflevector <8 x double> %broadcast.splatinsert592.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %577 = load double, double* %.908.unpack285, align 8, !alias.scope !94
  %broadcast.splatinsert594.epil = insertelement <8 x double> poison, double %577, i64 0
  %broadcast.splat595.epil = shufflevector <8 x double> %broadcast.splatinsert594.epil, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep1041 = getelementptr double, double* %.6.i9293, i64 24
  %scevgep1042 = getelementptr double, double* %scevgep1041, i64 %index583.unr
  %scevgep1057 = getelementptr double, double* %.810.unpack302, i64 24
  %scevgep1058 = getelementptr double, double* %scevgep1057, i64 %index583.unr
  %578 = shl nuw nsw i64 %xtraiter653, 8
  br label %vector.body576.epil

vector.body576.epil:                              ; preds = %vector.body576.epil, %vector.body576.epil.preheader
  %lsr.iv1043 = phi i64 [ %lsr.iv.next1044, %vector.body576.epil ], [ 0, %vector.body576.epil.preheader ]
  %579 = bitcast double* %scevgep1058 to i8*
  %580 = bitcast double* %scevgep1042 to i8*
  %uglygep1068 = getelementptr i8, i8* %579, i64 %lsr.iv1043
  %uglygep10681069 = bitcast i8* %uglygep1068 to <8 x double>*
  %scevgep1070 = getelementptr <8 x double>, <8 x double>* %uglygep10681069, i64 -3
  %wide.load584.epil = load <8 x double>, <8 x double>* %scevgep1070, align 8, !alias.scope !97
  %uglygep1065 = getelementptr i8, i8* %579, i64 %lsr.iv1043
  %uglygep10651066 = bitcast i8* %uglygep1065 to <8 x double>*
  %scevgep1067 = getelementptr <8 x double>, <8 x double>* %uglygep10651066, i64 -2
  %wide.load585.epil = load <8 x double>, <8 x double>* %scevgep1067, align 8, !alias.scope !97
  %uglygep1062 = getelementptr i8, i8* %579, i64 %lsr.iv1043
  %uglygep10621063 = bitcast i8* %uglygep1062 to <8 x double>*
  %scevgep1064 = getelementptr <8 x double>, <8 x double>* %uglygep10621063, i64 -1
  %wide.load586.epil = load <8 x double>, <8 x double>* %scevgep1064, align 8, !alias.scope !97
  %uglygep1060 = getelementptr i8, i8* %579, i64 %lsr.iv1043
  %uglygep10601061 = bitcast i8* %uglygep1060 to <8 x double>*
  %wide.load587.epil = load <8 x double>, <8 x double>* %uglygep10601061, align 8, !alias.scope !97
  %581 = fmul <8 x double> %broadcast.splat589.epil, %wide.load584.epil
  %582 = fmul <8 x double> %broadcast.splat591.epil, %wide.load585.epil
  %583 = fmul <8 x double> %broadcast.splat593.epil, %wide.load586.epil
  %584 = fmul <8 x double> %broadcast.splat595.epil, %wide.load587.epil
  %uglygep1054 = getelementptr i8, i8* %580, i64 %lsr.iv1043
  %uglygep10541055 = bitcast i8* %uglygep1054 to <8 x double>*
  %scevgep1056 = getelementptr <8 x double>, <8 x double>* %uglygep10541055, i64 -3
  store <8 x double> %581, <8 x double>* %scevgep1056, align 8, !alias.scope !99, !noalias !101
  %uglygep1051 = getelementptr i8, i8* %580, i64 %lsr.iv1043
  %uglygep10511052 = bitcast i8* %uglygep1051 to <8 x double>*
  %scevgep1053 = getelementptr <8 x double>, <8 x double>* %uglygep10511052, i64 -2
  store <8 x double> %582, <8 x double>* %scevgep1053, align 8, !alias.scope !99, !noalias !101
  %uglygep1048 = getelementptr i8, i8* %580, i64 %lsr.iv1043
  %uglygep10481049 = bitcast i8* %uglygep1048 to <8 x double>*
  %scevgep1050 = getelementptr <8 x double>, <8 x double>* %uglygep10481049, i64 -1
  store <8 x double> %583, <8 x double>* %scevgep1050, align 8, !alias.scope !99, !noalias !101
  %uglygep1046 = getelementptr i8, i8* %580, i64 %lsr.iv1043
  %uglygep10461047 = bitcast i8* %uglygep1046 to <8 x double>*
  store <8 x double> %584, <8 x double>* %uglygep10461047, align 8, !alias.scope !99, !noalias !101
  %lsr.iv.next1044 = add nuw nsw i64 %lsr.iv1043, 256
  %epil.iter654.cmp.not = icmp eq i64 %578, %lsr.iv.next1044
  br i1 %epil.iter654.cmp.not, label %middle.block574, label %vector.body576.epil, !llvm.loop !103

middle.block574:                                  ; preds = %vector.body576.epil, %middle.block574.unr-lcssa
  %cmp.n582 = icmp eq i64 %dest_shape.3.1, %n.vec580
  br i1 %cmp.n582, label %for.end.3, label %for.body.3.us371.preheader644

for.body.3.us371.preheader644:                    ; preds = %vector.memcheck560, %for.body.3.us371.preheader, %middle.block574
  %loop.index.3174.us372.ph = phi i64 [ 0, %vector.memcheck560 ], [ 0, %for.body.3.us371.preheader ], [ %n.vec580, %middle.block574 ]
  %585 = xor i64 %loop.index.3174.us372.ph, -1
  %586 = add i64 %dest_shape.3.1, %585
  %xtraiter658 = and i64 %dest_shape.3.1, 7
  %lcmp.mod659.not = icmp eq i64 %xtraiter658, 0
  br i1 %lcmp.mod659.not, label %for.body.3.us371.prol.loopexit, label %for.body.3.us371.prol.preheader

for.body.3.us371.prol.preheader:                  ; preds = %for.body.3.us371.preheader644
  br label %for.body.3.us371.prol

for.body.3.us371.prol:                            ; preds = %for.body.3.us371.prol.preheader, %for.body.3.us371.prol
  %lsr.iv1073 = phi i64 [ %xtraiter658, %for.body.3.us371.prol.preheader ], [ %lsr.iv.next1074, %for.body.3.us371.prol ]
  %loop.index.3174.us372.prol = phi i64 [ %.1149.us380.prol, %for.body.3.us371.prol ], [ %loop.index.3174.us372.ph, %for.body.3.us371.prol.preheader ]
  %.1111.us374.prol = load double, double* %.908.unpack285, align 8
  %scevgep1072 = getelementptr double, double* %.810.unpack302, i64 %loop.index.3174.us372.prol
  %.1120.us377.prol = load double, double* %scevgep1072, align 8
  %.6.i1.us378.prol = fmul double %.1111.us374.prol, %.1120.us377.prol
  %scevgep1071 = getelementptr double, double* %.6.i9293, i64 %loop.index.3174.us372.prol
  store double %.6.i1.us378.prol, double* %scevgep1071, align 8
  %.1149.us380.prol = add nuw i64 %loop.index.3174.us372.prol, 1
  %lsr.iv.next1074 = add nsw i64 %lsr.iv1073, -1
  %prol.iter660.cmp.not = icmp eq i64 %lsr.iv.next1074, 0
  br i1 %prol.iter660.cmp.not, label %for.body.3.us371.prol.loopexit, label %for.body.3.us371.prol, !llvm.loop !104

for.body.3.us371.prol.loopexit:                   ; preds = %for.body.3.us371.prol, %for.body.3.us371.preheader644
  %loop.index.3174.us372.unr = phi i64 [ %loop.index.3174.us372.ph, %for.body.3.us371.preheader644 ], [ %.1149.us380.prol, %for.body.3.us371.prol ]
  %587 = icmp ult i64 %586, 7
  br i1 %587, label %for.end.3, label %for.body.3.us371.preheader710

for.body.3.us371.preheader710:                    ; preds = %for.body.3.us371.prol.loopexit
  br label %for.body.3.us371

for.body.3.us371:                                 ; preds = %for.body.3.us371.preheader710, %for.body.3.us371
  %loop.index.3174.us372 = phi i64 [ %.1149.us380.7, %for.body.3.us371 ], [ %loop.index.3174.us372.unr, %for.body.3.us371.preheader710 ]
  %.1111.us374 = load double, double* %.908.unpack285, align 8
  %sunkaddr2787 = mul i64 %loop.index.3174.us372, 8
  %588 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2788 = getelementptr i8, i8* %588, i64 %sunkaddr2787
  %589 = bitcast i8* %sunkaddr2788 to double*
  %.1120.us377 = load double, double* %589, align 8
  %.6.i1.us378 = fmul double %.1111.us374, %.1120.us377
  %sunkaddr2789 = mul i64 %loop.index.3174.us372, 8
  %590 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2790 = getelementptr i8, i8* %590, i64 %sunkaddr2789
  %591 = bitcast i8* %sunkaddr2790 to double*
  store double %.6.i1.us378, double* %591, align 8
  %.1111.us374.1 = load double, double* %.908.unpack285, align 8
  %sunkaddr2791 = mul i64 %loop.index.3174.us372, 8
  %592 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2792 = getelementptr i8, i8* %592, i64 %sunkaddr2791
  %sunkaddr2793 = getelementptr i8, i8* %sunkaddr2792, i64 8
  %593 = bitcast i8* %sunkaddr2793 to double*
  %.1120.us377.1 = load double, double* %593, align 8
  %.6.i1.us378.1 = fmul double %.1111.us374.1, %.1120.us377.1
  %sunkaddr2794 = mul i64 %loop.index.3174.us372, 8
  %594 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2795 = getelementptr i8, i8* %594, i64 %sunkaddr2794
  %sunkaddr2796 = getelementptr i8, i8* %sunkaddr2795, i64 8
  %595 = bitcast i8* %sunkaddr2796 to double*
  store double %.6.i1.us378.1, double* %595, align 8
  %.1111.us374.2 = load double, double* %.908.unpack285, align 8
  %sunkaddr2797 = mul i64 %loop.index.3174.us372, 8
  %596 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2798 = getelementptr i8, i8* %596, i64 %sunkaddr2797
  %sunkaddr2799 = getelementptr i8, i8* %sunkaddr2798, i64 16
  %597 = bitcast i8* %sunkaddr2799 to double*
  %.1120.us377.2 = load double, double* %597, align 8
  %.6.i1.us378.2 = fmul double %.1111.us374.2, %.1120.us377.2
  %sunkaddr2800 = mul i64 %loop.index.3174.us372, 8
  %598 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2801 = getelementptr i8, i8* %598, i64 %sunkaddr2800
  %sunkaddr2802 = getelementptr i8, i8* %sunkaddr2801, i64 16
  %599 = bitcast i8* %sunkaddr2802 to double*
  store double %.6.i1.us378.2, double* %599, align 8
  %.1111.us374.3 = load double, double* %.908.unpack285, align 8
  %sunkaddr2803 = mul i64 %loop.index.3174.us372, 8
  %600 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2804 = getelementptr i8, i8* %600, i64 %sunkaddr2803
  %sunkaddr2805 = getelementptr i8, i8* %sunkaddr2804, i64 24
  %601 = bitcast i8* %sunkaddr2805 to double*
  %.1120.us377.3 = load double, double* %601, align 8
  %.6.i1.us378.3 = fmul double %.1111.us374.3, %.1120.us377.3
  %sunkaddr2806 = mul i64 %loop.index.3174.us372, 8
  %602 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2807 = getelementptr i8, i8* %602, i64 %sunkaddr2806
  %sunkaddr2808 = getelementptr i8, i8* %sunkaddr2807, i64 24
  %603 = bitcast i8* %sunkaddr2808 to double*
  store double %.6.i1.us378.3, double* %603, align 8
  %.1111.us374.4 = load double, double* %.908.unpack285, align 8
  %sunkaddr2809 = mul i64 %loop.index.3174.us372, 8
  %604 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2810 = getelementptr i8, i8* %604, i64 %sunkaddr2809
  %sunkaddr2811 = getelementptr i8, i8* %sunkaddr2810, i64 32
  %605 = bitcast i8* %sunkaddr2811 to double*
  %.1120.us377.4 = load double, double* %605, align 8
  %.6.i1.us378.4 = fmul double %.1111.us374.4, %.1120.us377.4
  %sunkaddr2812 = mul i64 %loop.index.3174.us372, 8
  %606 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2813 = getelementptr i8, i8* %606, i64 %sunkaddr2812
  %sunkaddr2814 = getelementptr i8, i8* %sunkaddr2813, i64 32
  %607 = bitcast i8* %sunkaddr2814 to double*
  store double %.6.i1.us378.4, double* %607, align 8
  %.1111.us374.5 = load double, double* %.908.unpack285, align 8
  %sunkaddr2815 = mul i64 %loop.index.3174.us372, 8
  %608 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2816 = getelementptr i8, i8* %608, i64 %sunkaddr2815
  %sunkaddr2817 = getelementptr i8, i8* %sunkaddr2816, i64 40
  %609 = bitcast i8* %sunkaddr2817 to double*
  %.1120.us377.5 = load double, double* %609, align 8
  %.6.i1.us378.5 = fmul double %.1111.us374.5, %.1120.us377.5
  %sunkaddr2818 = mul i64 %loop.index.3174.us372, 8
  %610 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2819 = getelementptr i8, i8* %610, i64 %sunkaddr2818
  %sunkaddr2820 = getelementptr i8, i8* %sunkaddr2819, i64 40
  %611 = bitcast i8* %sunkaddr2820 to double*
  store double %.6.i1.us378.5, double* %611, align 8
  %.1111.us374.6 = load double, double* %.908.unpack285, align 8
  %sunkaddr2821 = mul i64 %loop.index.3174.us372, 8
  %612 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2822 = getelementptr i8, i8* %612, i64 %sunkaddr2821
  %sunkaddr2823 = getelementptr i8, i8* %sunkaddr2822, i64 48
  %613 = bitcast i8* %sunkaddr2823 to double*
  %.1120.us377.6 = load double, double* %613, align 8
  %.6.i1.us378.6 = fmul double %.1111.us374.6, %.1120.us377.6
  %sunkaddr2824 = mul i64 %loop.index.3174.us372, 8
  %614 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2825 = getelementptr i8, i8* %614, i64 %sunkaddr2824
  %sunkaddr2826 = getelementptr i8, i8* %sunkaddr2825, i64 48
  %615 = bitcast i8* %sunkaddr2826 to double*
  store double %.6.i1.us378.6, double* %615, align 8
  %.1111.us374.7 = load double, double* %.908.unpack285, align 8
  %sunkaddr2827 = mul i64 %loop.index.3174.us372, 8
  %616 = bitcast double* %.810.unpack302 to i8*
  %sunkaddr2828 = getelementptr i8, i8* %616, i64 %sunkaddr2827
  %sunkaddr2829 = getelementptr i8, i8* %sunkaddr2828, i64 56
  %617 = bitcast i8* %sunkaddr2829 to double*
  %.1120.us377.7 = load double, double* %617, align 8
  %.6.i1.us378.7 = fmul double %.1111.us374.7, %.1120.us377.7
  %sunkaddr2830 = mul i64 %loop.index.3174.us372, 8
  %618 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2831 = getelementptr i8, i8* %618, i64 %sunkaddr2830
  %sunkaddr2832 = getelementptr i8, i8* %sunkaddr2831, i64 56
  %619 = bitcast i8* %sunkaddr2832 to double*
  store double %.6.i1.us378.7, double* %619, align 8
  %.1149.us380.7 = add nuw nsw i64 %loop.index.3174.us372, 8
  %exitcond399.not.7 = icmp eq i64 %dest_shape.3.1, %.1149.us380.7
  br i1 %exitcond399.not.7, label %for.end.3, label %for.body.3.us371, !llvm.loop !105

for.body.3:                                       ; preds = %for.body.3.preheader712, %for.body.3
  %loop.index.3174 = phi i64 [ %.1149.7, %for.body.3 ], [ %loop.index.3174.unr, %for.body.3.preheader712 ]
  %.1111 = load double, double* %.908.unpack285, align 8
  %.1120 = load double, double* %.810.unpack302, align 8
  %.6.i1 = fmul double %.1111, %.1120
  %sunkaddr2833 = mul i64 %loop.index.3174, 8
  %620 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2834 = getelementptr i8, i8* %620, i64 %sunkaddr2833
  %621 = bitcast i8* %sunkaddr2834 to double*
  store double %.6.i1, double* %621, align 8
  %.1111.1 = load double, double* %.908.unpack285, align 8
  %.1120.1 = load double, double* %.810.unpack302, align 8
  %.6.i1.1 = fmul double %.1111.1, %.1120.1
  %sunkaddr2835 = mul i64 %loop.index.3174, 8
  %622 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2836 = getelementptr i8, i8* %622, i64 %sunkaddr2835
  %sunkaddr2837 = getelementptr i8, i8* %sunkaddr2836, i64 8
  %623 = bitcast i8* %sunkaddr2837 to double*
  store double %.6.i1.1, double* %623, align 8
  %.1111.2 = load double, double* %.908.unpack285, align 8
  %.1120.2 = load double, double* %.810.unpack302, align 8
  %.6.i1.2 = fmul double %.1111.2, %.1120.2
  %sunkaddr2838 = mul i64 %loop.index.3174, 8
  %624 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2839 = getelementptr i8, i8* %624, i64 %sunkaddr2838
  %sunkaddr2840 = getelementptr i8, i8* %sunkaddr2839, i64 16
  %625 = bitcast i8* %sunkaddr2840 to double*
  store double %.6.i1.2, double* %625, align 8
  %.1111.3 = load double, double* %.908.unpack285, align 8
  %.1120.3 = load double, double* %.810.unpack302, align 8
  %.6.i1.3 = fmul double %.1111.3, %.1120.3
  %sunkaddr2841 = mul i64 %loop.index.3174, 8
  %626 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2842 = getelementptr i8, i8* %626, i64 %sunkaddr2841
  %sunkaddr2843 = getelementptr i8, i8* %sunkaddr2842, i64 24
  %627 = bitcast i8* %sunkaddr2843 to double*
  store double %.6.i1.3, double* %627, align 8
  %.1111.4 = load double, double* %.908.unpack285, align 8
  %.1120.4 = load double, double* %.810.unpack302, align 8
  %.6.i1.4 = fmul double %.1111.4, %.1120.4
  %sunkaddr2844 = mul i64 %loop.index.3174, 8
  %628 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2845 = getelementptr i8, i8* %628, i64 %sunkaddr2844
  %sunkaddr2846 = getelementptr i8, i8* %sunkaddr2845, i64 32
  %629 = bitcast i8* %sunkaddr2846 to double*
  store double %.6.i1.4, double* %629, align 8
  %.1111.5 = load double, double* %.908.unpack285, align 8
  %.1120.5 = load double, double* %.810.unpack302, align 8
  %.6.i1.5 = fmul double %.1111.5, %.1120.5
  %sunkaddr2847 = mul i64 %loop.index.3174, 8
  %630 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2848 = getelementptr i8, i8* %630, i64 %sunkaddr2847
  %sunkaddr2849 = getelementptr i8, i8* %sunkaddr2848, i64 40
  %631 = bitcast i8* %sunkaddr2849 to double*
  store double %.6.i1.5, double* %631, align 8
  %.1111.6 = load double, double* %.908.unpack285, align 8
  %.1120.6 = load double, double* %.810.unpack302, align 8
  %.6.i1.6 = fmul double %.1111.6, %.1120.6
  %sunkaddr2850 = mul i64 %loop.index.3174, 8
  %632 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2851 = getelementptr i8, i8* %632, i64 %sunkaddr2850
  %sunkaddr2852 = getelementptr i8, i8* %sunkaddr2851, i64 48
  %633 = bitcast i8* %sunkaddr2852 to double*
  store double %.6.i1.6, double* %633, align 8
  %.1111.7 = load double, double* %.908.unpack285, align 8
  %.1120.7 = load double, double* %.810.unpack302, align 8
  %.6.i1.7 = fmul double %.1111.7, %.1120.7
  %sunkaddr2853 = mul i64 %loop.index.3174, 8
  %634 = bitcast double* %.6.i9293 to i8*
  %sunkaddr2854 = getelementptr i8, i8* %634, i64 %sunkaddr2853
  %sunkaddr2855 = getelementptr i8, i8* %sunkaddr2854, i64 56
  %635 = bitcast i8* %sunkaddr2855 to double*
  store double %.6.i1.7, double* %635, align 8
  %.1149.7 = add nuw nsw i64 %loop.index.3174, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.3.1, %.1149.7
  br i1 %exitcond.not.7, label %for.end.3, label %for.body.3, !llvm.loop !106

for.end.3:                                        ; preds = %for.body.3, %for.body.3.us371, %for.body.3.us, %for.body.3.us.us, %for.body.3.prol.loopexit, %for.body.3.us371.prol.loopexit, %for.body.3.us.prol.loopexit, %for.body.3.us.us.prol.loopexit, %middle.block611, %middle.block574, %middle.block539, %middle.block506, %B72.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.810.unpack)
  tail call void @NRT_decref(i8* %.908.unpack)
  %.68.i = icmp eq i64 %dest_shape.3.1, 0
  br i1 %.68.i, label %for.end.3.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.3
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.3.1, i64 1) #5
  %636 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %637 = icmp ult i64 %636, 7
  br i1 %637, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %638 = add nsw i64 %unroll_iter.i, -8
  %639 = lshr exact i64 %638, 3
  %640 = add nuw nsw i64 %639, 1
  %xtraiter677 = and i64 %640, 7
  %641 = icmp ult i64 %638, 56
  br i1 %641, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter681 = and i64 %640, %const2528
  %scevgep1754 = getelementptr double, double* %.6.i9293, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod679.not = icmp eq i64 %xtraiter677, 0
  br i1 %lcmp.mod679.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep1884 = getelementptr double, double* %.6.i9293, i64 7
  %scevgep1885 = getelementptr double, double* %scevgep1884, i64 %.70.06.i.unr
  %642 = shl nuw nsw i64 %xtraiter677, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv1886 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next1887, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %643 = bitcast double* %scevgep1885 to i8*
  %uglygep1909 = getelementptr i8, i8* %643, i64 %lsr.iv1886
  %uglygep19091910 = bitcast i8* %uglygep1909 to double*
  %scevgep1911 = getelementptr double, double* %uglygep19091910, i64 -7
  %.236.i.epil = load double, double* %scevgep1911, align 8, !noalias !107
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep1906 = getelementptr i8, i8* %643, i64 %lsr.iv1886
  %uglygep19061907 = bitcast i8* %uglygep1906 to double*
  %scevgep1908 = getelementptr double, double* %uglygep19061907, i64 -6
  %.236.1.i.epil = load double, double* %scevgep1908, align 8, !noalias !107
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep1903 = getelementptr i8, i8* %643, i64 %lsr.iv1886
  %uglygep19031904 = bitcast i8* %uglygep1903 to double*
  %scevgep1905 = getelementptr double, double* %uglygep19031904, i64 -5
  %.236.2.i.epil = load double, double* %scevgep1905, align 8, !noalias !107
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep1900 = getelementptr i8, i8* %643, i64 %lsr.iv1886
  %uglygep19001901 = bitcast i8* %uglygep1900 to double*
  %scevgep1902 = getelementptr double, double* %uglygep19001901, i64 -4
  %.236.3.i.epil = load double, double* %scevgep1902, align 8, !noalias !107
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep1897 = getelementptr i8, i8* %643, i64 %lsr.iv1886
  %uglygep18971898 = bitcast i8* %uglygep1897 to double*
  %scevgep1899 = getelementptr double, double* %uglygep18971898, i64 -3
  %.236.4.i.epil = load double, double* %scevgep1899, align 8, !noalias !107
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep1894 = getelementptr i8, i8* %643, i64 %lsr.iv1886
  %uglygep18941895 = bitcast i8* %uglygep1894 to double*
  %scevgep1896 = getelementptr double, double* %uglygep18941895, i64 -2
  %.236.5.i.epil = load double, double* %scevgep1896, align 8, !noalias !107
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep1891 = getelementptr i8, i8* %643, i64 %lsr.iv1886
  %uglygep18911892 = bitcast i8* %uglygep1891 to double*
  %scevgep1893 = getelementptr double, double* %uglygep18911892, i64 -1
  %.236.6.i.epil = load double, double* %scevgep1893, align 8, !noalias !107
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep1889 = getelementptr i8, i8* %643, i64 %lsr.iv1886
  %uglygep18891890 = bitcast i8* %uglygep1889 to double*
  %.236.7.i.epil = load double, double* %uglygep18891890, align 8, !noalias !107
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next1887 = add nuw nsw i64 %lsr.iv1886, 64
  %epil.iter678.cmp.not = icmp eq i64 %642, %lsr.iv.next1887
  br i1 %epil.iter678.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !110, !llvm.loop !111

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.3.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i9293, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep1912 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep1912, align 8, !noalias !107
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.3.endif, label %B50.endif.epil.i, !prof !110, !llvm.loop !112

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv1882 = phi i64 [ %lsr.iv.next1883, %B50.endif.i ], [ %unroll_iter681, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep1880 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1881 = getelementptr double, double* %scevgep1880, i64 -63
  %.236.i = load double, double* %scevgep1881, align 8, !noalias !107
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep1878 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1879 = getelementptr double, double* %scevgep1878, i64 -62
  %.236.1.i = load double, double* %scevgep1879, align 8, !noalias !107
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep1876 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1877 = getelementptr double, double* %scevgep1876, i64 -61
  %.236.2.i = load double, double* %scevgep1877, align 8, !noalias !107
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep1874 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1875 = getelementptr double, double* %scevgep1874, i64 -60
  %.236.3.i = load double, double* %scevgep1875, align 8, !noalias !107
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep1872 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1873 = getelementptr double, double* %scevgep1872, i64 -59
  %.236.4.i = load double, double* %scevgep1873, align 8, !noalias !107
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep1870 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1871 = getelementptr double, double* %scevgep1870, i64 -58
  %.236.5.i = load double, double* %scevgep1871, align 8, !noalias !107
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep1868 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1869 = getelementptr double, double* %scevgep1868, i64 -57
  %.236.6.i = load double, double* %scevgep1869, align 8, !noalias !107
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep1866 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1867 = getelementptr double, double* %scevgep1866, i64 -56
  %.236.7.i = load double, double* %scevgep1867, align 8, !noalias !107
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep1835 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1836 = getelementptr double, double* %scevgep1835, i64 -55
  %.236.i.1 = load double, double* %scevgep1836, align 8, !noalias !107
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep1837 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1838 = getelementptr double, double* %scevgep1837, i64 -54
  %.236.1.i.1 = load double, double* %scevgep1838, align 8, !noalias !107
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep1839 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1840 = getelementptr double, double* %scevgep1839, i64 -53
  %.236.2.i.1 = load double, double* %scevgep1840, align 8, !noalias !107
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep1841 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1842 = getelementptr double, double* %scevgep1841, i64 -52
  %.236.3.i.1 = load double, double* %scevgep1842, align 8, !noalias !107
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep1843 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1844 = getelementptr double, double* %scevgep1843, i64 -51
  %.236.4.i.1 = load double, double* %scevgep1844, align 8, !noalias !107
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep1845 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1846 = getelementptr double, double* %scevgep1845, i64 -50
  %.236.5.i.1 = load double, double* %scevgep1846, align 8, !noalias !107
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep1847 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1848 = getelementptr double, double* %scevgep1847, i64 -49
  %.236.6.i.1 = load double, double* %scevgep1848, align 8, !noalias !107
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep1849 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1850 = getelementptr double, double* %scevgep1849, i64 -48
  %.236.7.i.1 = load double, double* %scevgep1850, align 8, !noalias !107
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep1819 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1820 = getelementptr double, double* %scevgep1819, i64 -47
  %.236.i.2 = load double, double* %scevgep1820, align 8, !noalias !107
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep1821 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1822 = getelementptr double, double* %scevgep1821, i64 -46
  %.236.1.i.2 = load double, double* %scevgep1822, align 8, !noalias !107
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep1823 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1824 = getelementptr double, double* %scevgep1823, i64 -45
  %.236.2.i.2 = load double, double* %scevgep1824, align 8, !noalias !107
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep1825 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1826 = getelementptr double, double* %scevgep1825, i64 -44
  %.236.3.i.2 = load double, double* %scevgep1826, align 8, !noalias !107
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep1827 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1828 = getelementptr double, double* %scevgep1827, i64 -43
  %.236.4.i.2 = load double, double* %scevgep1828, align 8, !noalias !107
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep1829 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1830 = getelementptr double, double* %scevgep1829, i64 -42
  %.236.5.i.2 = load double, double* %scevgep1830, align 8, !noalias !107
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep1831 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1832 = getelementptr double, double* %scevgep1831, i64 -41
  %.236.6.i.2 = load double, double* %scevgep1832, align 8, !noalias !107
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep1833 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1834 = getelementptr double, double* %scevgep1833, i64 -40
  %.236.7.i.2 = load double, double* %scevgep1834, align 8, !noalias !107
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep1803 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1804 = getelementptr double, double* %scevgep1803, i64 -39
  %.236.i.3 = load double, double* %scevgep1804, align 8, !noalias !107
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep1805 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1806 = getelementptr double, double* %scevgep1805, i64 -38
  %.236.1.i.3 = load double, double* %scevgep1806, align 8, !noalias !107
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep1807 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1808 = getelementptr double, double* %scevgep1807, i64 -37
  %.236.2.i.3 = load double, double* %scevgep1808, align 8, !noalias !107
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep1809 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1810 = getelementptr double, double* %scevgep1809, i64 -36
  %.236.3.i.3 = load double, double* %scevgep1810, align 8, !noalias !107
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep1811 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1812 = getelementptr double, double* %scevgep1811, i64 -35
  %.236.4.i.3 = load double, double* %scevgep1812, align 8, !noalias !107
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep1813 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1814 = getelementptr double, double* %scevgep1813, i64 -34
  %.236.5.i.3 = load double, double* %scevgep1814, align 8, !noalias !107
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep1815 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1816 = getelementptr double, double* %scevgep1815, i64 -33
  %.236.6.i.3 = load double, double* %scevgep1816, align 8, !noalias !107
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep1817 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1818 = getelementptr double, double* %scevgep1817, i64 -32
  %.236.7.i.3 = load double, double* %scevgep1818, align 8, !noalias !107
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep1787 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1788 = getelementptr double, double* %scevgep1787, i64 -31
  %.236.i.4 = load double, double* %scevgep1788, align 8, !noalias !107
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep1789 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1790 = getelementptr double, double* %scevgep1789, i64 -30
  %.236.1.i.4 = load double, double* %scevgep1790, align 8, !noalias !107
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep1791 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1792 = getelementptr double, double* %scevgep1791, i64 -29
  %.236.2.i.4 = load double, double* %scevgep1792, align 8, !noalias !107
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep1793 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1794 = getelementptr double, double* %scevgep1793, i64 -28
  %.236.3.i.4 = load double, double* %scevgep1794, align 8, !noalias !107
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep1795 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1796 = getelementptr double, double* %scevgep1795, i64 -27
  %.236.4.i.4 = load double, double* %scevgep1796, align 8, !noalias !107
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep1797 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1798 = getelementptr double, double* %scevgep1797, i64 -26
  %.236.5.i.4 = load double, double* %scevgep1798, align 8, !noalias !107
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep1799 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1800 = getelementptr double, double* %scevgep1799, i64 -25
  %.236.6.i.4 = load double, double* %scevgep1800, align 8, !noalias !107
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep1801 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1802 = getelementptr double, double* %scevgep1801, i64 -24
  %.236.7.i.4 = load double, double* %scevgep1802, align 8, !noalias !107
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep1771 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1772 = getelementptr double, double* %scevgep1771, i64 -23
  %.236.i.5 = load double, double* %scevgep1772, align 8, !noalias !107
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep1773 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1774 = getelementptr double, double* %scevgep1773, i64 -22
  %.236.1.i.5 = load double, double* %scevgep1774, align 8, !noalias !107
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep1775 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1776 = getelementptr double, double* %scevgep1775, i64 -21
  %.236.2.i.5 = load double, double* %scevgep1776, align 8, !noalias !107
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep1777 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1778 = getelementptr double, double* %scevgep1777, i64 -20
  %.236.3.i.5 = load double, double* %scevgep1778, align 8, !noalias !107
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep1779 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1780 = getelementptr double, double* %scevgep1779, i64 -19
  %.236.4.i.5 = load double, double* %scevgep1780, align 8, !noalias !107
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep1781 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1782 = getelementptr double, double* %scevgep1781, i64 -18
  %.236.5.i.5 = load double, double* %scevgep1782, align 8, !noalias !107
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep1783 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1784 = getelementptr double, double* %scevgep1783, i64 -17
  %.236.6.i.5 = load double, double* %scevgep1784, align 8, !noalias !107
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep1785 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1786 = getelementptr double, double* %scevgep1785, i64 -16
  %.236.7.i.5 = load double, double* %scevgep1786, align 8, !noalias !107
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep1755 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1756 = getelementptr double, double* %scevgep1755, i64 -15
  %.236.i.6 = load double, double* %scevgep1756, align 8, !noalias !107
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep1757 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1758 = getelementptr double, double* %scevgep1757, i64 -14
  %.236.1.i.6 = load double, double* %scevgep1758, align 8, !noalias !107
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep1759 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1760 = getelementptr double, double* %scevgep1759, i64 -13
  %.236.2.i.6 = load double, double* %scevgep1760, align 8, !noalias !107
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep1761 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1762 = getelementptr double, double* %scevgep1761, i64 -12
  %.236.3.i.6 = load double, double* %scevgep1762, align 8, !noalias !107
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep1763 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1764 = getelementptr double, double* %scevgep1763, i64 -11
  %.236.4.i.6 = load double, double* %scevgep1764, align 8, !noalias !107
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep1765 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1766 = getelementptr double, double* %scevgep1765, i64 -10
  %.236.5.i.6 = load double, double* %scevgep1766, align 8, !noalias !107
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep1767 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1768 = getelementptr double, double* %scevgep1767, i64 -9
  %.236.6.i.6 = load double, double* %scevgep1768, align 8, !noalias !107
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep1769 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1770 = getelementptr double, double* %scevgep1769, i64 -8
  %.236.7.i.6 = load double, double* %scevgep1770, align 8, !noalias !107
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep1851 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1852 = getelementptr double, double* %scevgep1851, i64 -7
  %.236.i.7 = load double, double* %scevgep1852, align 8, !noalias !107
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep1853 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1854 = getelementptr double, double* %scevgep1853, i64 -6
  %.236.1.i.7 = load double, double* %scevgep1854, align 8, !noalias !107
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep1855 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1856 = getelementptr double, double* %scevgep1855, i64 -5
  %.236.2.i.7 = load double, double* %scevgep1856, align 8, !noalias !107
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep1857 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1858 = getelementptr double, double* %scevgep1857, i64 -4
  %.236.3.i.7 = load double, double* %scevgep1858, align 8, !noalias !107
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep1859 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1860 = getelementptr double, double* %scevgep1859, i64 -3
  %.236.4.i.7 = load double, double* %scevgep1860, align 8, !noalias !107
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep1861 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1862 = getelementptr double, double* %scevgep1861, i64 -2
  %.236.5.i.7 = load double, double* %scevgep1862, align 8, !noalias !107
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep1863 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %scevgep1864 = getelementptr double, double* %scevgep1863, i64 -1
  %.236.6.i.7 = load double, double* %scevgep1864, align 8, !noalias !107
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep1865 = getelementptr double, double* %scevgep1754, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep1865, align 8, !noalias !107
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next1883 = add i64 %lsr.iv1882, -8
  %niter682.ncmp.7 = icmp eq i64 %lsr.iv.next1883, 0
  br i1 %niter682.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.3.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.3
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.3 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.1187 = fadd double %s.2.0387, %c.2.0.lcssa.i
  %sunkaddr2856 = getelementptr i8, i8* %.547, i64 24
  %644 = bitcast i8* %sunkaddr2856 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i275 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %644, align 8
  %.7982857 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i275 to i64*
  %.799 = load i64, i64* %.7982857, align 8
  %.800 = icmp slt i64 %.824, %.799
  br i1 %.800, label %B72, label %B140
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.list_display_arrays, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([141 x i8], [141 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #3
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

define double @cfunc._ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !113

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f6ee49ff650>", i64 0, i64 0))
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
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !17}
!34 = distinct !{!34, !17}
!35 = distinct !{!35, !15}
!36 = !{!37, !39, !40, !42}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = distinct !{!48, !15}
!49 = distinct !{!49, !17}
!50 = distinct !{!50, !17}
!51 = distinct !{!51, !15}
!52 = !{!53, !55, !56, !58}
!53 = distinct !{!53, !54, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!55 = distinct !{!55, !54, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!56 = distinct !{!56, !57, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!57 = distinct !{!57, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!58 = distinct !{!58, !57, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!59 = !{!60}
!60 = distinct !{!60, !61}
!61 = distinct !{!61, !"LVerDomain"}
!62 = !{!63}
!63 = distinct !{!63, !61}
!64 = !{!65}
!65 = distinct !{!65, !61}
!66 = !{!63, !60}
!67 = distinct !{!67, !15}
!68 = distinct !{!68, !17}
!69 = distinct !{!69, !17}
!70 = !{!71}
!71 = distinct !{!71, !72}
!72 = distinct !{!72, !"LVerDomain"}
!73 = !{!74}
!74 = distinct !{!74, !72}
!75 = !{!76}
!76 = distinct !{!76, !72}
!77 = !{!71, !74}
!78 = distinct !{!78, !15}
!79 = distinct !{!79, !17}
!80 = distinct !{!80, !17}
!81 = distinct !{!81, !15}
!82 = distinct !{!82, !15}
!83 = !{!84}
!84 = distinct !{!84, !85}
!85 = distinct !{!85, !"LVerDomain"}
!86 = !{!87}
!87 = distinct !{!87, !85}
!88 = !{!89}
!89 = distinct !{!89, !85}
!90 = !{!84, !87}
!91 = distinct !{!91, !15}
!92 = distinct !{!92, !17}
!93 = distinct !{!93, !17}
!94 = !{!95}
!95 = distinct !{!95, !96}
!96 = distinct !{!96, !"LVerDomain"}
!97 = !{!98}
!98 = distinct !{!98, !96}
!99 = !{!100}
!100 = distinct !{!100, !96}
!101 = !{!95, !98}
!102 = distinct !{!102, !15}
!103 = distinct !{!103, !17}
!104 = distinct !{!104, !17}
!105 = distinct !{!105, !15}
!106 = distinct !{!106, !15}
!107 = !{!108}
!108 = distinct !{!108, !109, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!109 = distinct !{!109, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!110 = !{!"branch_weights", i32 1, i32 7}
!111 = distinct !{!111, !17}
!112 = distinct !{!112, !17}
!113 = !{!"branch_weights", i32 99, i32 1}
