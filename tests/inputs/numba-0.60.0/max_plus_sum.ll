; ModuleID = 'max_plus_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274514033024 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274514033024.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274514033024 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274514033024, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514033024.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.max_plus_sum = internal constant [13 x i8] c"max_plus_sum\00"
@_ZN08NumbaEnv7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9434506c90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9434506c90>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9434512110B3v20B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140274512827776 = internal constant [153 x i8] c"\80\04\95\8E\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CDzero-size array to reduction operation maximum which has no identity\94\85\94\8C\08impl_max\94\8C\15numba/np/arraymath.py\94M<\02\87\94\87\94."
@.const.pickledata.140274512827776.sha1 = internal constant [20 x i8] c"X\0C\97\C0;\9C\FD\EFL\0E'\A0*\FEW\99XUE\02"
@.const.picklebuf.140274512827776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([153 x i8], [153 x i8]* @.const.pickledata.140274512827776, i32 0, i32 0), i32 153, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274512827776.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx = common local_unnamed_addr global i8* null
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140274510676544 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.140274510676544.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.140274510676544 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([83 x i8], [83 x i8]* @.const.pickledata.140274510676544, i32 0, i32 0), i32 83, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274510676544.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath14max_comparatorB3v17B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9434510550B3v21B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  %.187 = alloca double, align 8
  %excinfo.4 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.if, %for.end.if, %B0.endif.endif.endif.if, %for.end.1.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.if ], [ %.193, %for.end.if ], [ 1, %for.end.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514033024, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i43 = load double*, double** %0, align 8
  %.14640 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.14640, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.148.not, label %for.end.loopexit63, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 16
  br i1 %min.iters.check, label %for.body.us.preheader96, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i43, i64 %arg.x.5.0
  %scevgep69 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i43, %scevgep69
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader96, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -16
  %1 = add i64 %n.vec, -16
  %2 = lshr exact i64 %1, 4
  %3 = add nuw nsw i64 %2, 1
  %xtraiter108 = and i64 %3, 7
  %4 = icmp ult i64 %1, 112
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter111 = and i64 %3, 2305843009213693944
  %scevgep430 = getelementptr double, double* %arg.x.4, i64 124
  %scevgep526 = getelementptr double, double* %.6.i43, i64 124
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv622 = phi i64 [ %lsr.iv.next623, %vector.body ], [ %unroll_iter111, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep514 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep514515 = bitcast double* %scevgep514 to <4 x double>*
  %scevgep516 = getelementptr <4 x double>, <4 x double>* %scevgep514515, i64 -31
  %wide.load = load <4 x double>, <4 x double>* %scevgep516, align 8, !alias.scope !9
  %scevgep523 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep523524 = bitcast double* %scevgep523 to <4 x double>*
  %scevgep525 = getelementptr <4 x double>, <4 x double>* %scevgep523524, i64 -30
  %wide.load71 = load <4 x double>, <4 x double>* %scevgep525, align 8, !alias.scope !9
  %scevgep520 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep520521 = bitcast double* %scevgep520 to <4 x double>*
  %scevgep522 = getelementptr <4 x double>, <4 x double>* %scevgep520521, i64 -29
  %wide.load72 = load <4 x double>, <4 x double>* %scevgep522, align 8, !alias.scope !9
  %scevgep517 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep517518 = bitcast double* %scevgep517 to <4 x double>*
  %scevgep519 = getelementptr <4 x double>, <4 x double>* %scevgep517518, i64 -28
  %wide.load73 = load <4 x double>, <4 x double>* %scevgep519, align 8, !alias.scope !9
  %5 = fmul <4 x double> %wide.load, %wide.load
  %6 = fmul <4 x double> %wide.load71, %wide.load71
  %7 = fmul <4 x double> %wide.load72, %wide.load72
  %8 = fmul <4 x double> %wide.load73, %wide.load73
  %scevgep610 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep610611 = bitcast double* %scevgep610 to <4 x double>*
  %scevgep612 = getelementptr <4 x double>, <4 x double>* %scevgep610611, i64 -31
  store <4 x double> %5, <4 x double>* %scevgep612, align 8, !alias.scope !12, !noalias !9
  %scevgep619 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep619620 = bitcast double* %scevgep619 to <4 x double>*
  %scevgep621 = getelementptr <4 x double>, <4 x double>* %scevgep619620, i64 -30
  store <4 x double> %6, <4 x double>* %scevgep621, align 8, !alias.scope !12, !noalias !9
  %scevgep616 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep616617 = bitcast double* %scevgep616 to <4 x double>*
  %scevgep618 = getelementptr <4 x double>, <4 x double>* %scevgep616617, i64 -29
  store <4 x double> %7, <4 x double>* %scevgep618, align 8, !alias.scope !12, !noalias !9
  %scevgep613 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep613614 = bitcast double* %scevgep613 to <4 x double>*
  %scevgep615 = getelementptr <4 x double>, <4 x double>* %scevgep613614, i64 -28
  store <4 x double> %8, <4 x double>* %scevgep615, align 8, !alias.scope !12, !noalias !9
  %scevgep500 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep500501 = bitcast double* %scevgep500 to <4 x double>*
  %scevgep502 = getelementptr <4 x double>, <4 x double>* %scevgep500501, i64 -27
  %wide.load.1 = load <4 x double>, <4 x double>* %scevgep502, align 8, !alias.scope !9
  %scevgep497 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep497498 = bitcast double* %scevgep497 to <4 x double>*
  %scevgep499 = getelementptr <4 x double>, <4 x double>* %scevgep497498, i64 -26
  %wide.load71.1 = load <4 x double>, <4 x double>* %scevgep499, align 8, !alias.scope !9
  %scevgep494 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep494495 = bitcast double* %scevgep494 to <4 x double>*
  %scevgep496 = getelementptr <4 x double>, <4 x double>* %scevgep494495, i64 -25
  %wide.load72.1 = load <4 x double>, <4 x double>* %scevgep496, align 8, !alias.scope !9
  %scevgep491 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep491492 = bitcast double* %scevgep491 to <4 x double>*
  %scevgep493 = getelementptr <4 x double>, <4 x double>* %scevgep491492, i64 -24
  %wide.load73.1 = load <4 x double>, <4 x double>* %scevgep493, align 8, !alias.scope !9
  %9 = fmul <4 x double> %wide.load.1, %wide.load.1
  %10 = fmul <4 x double> %wide.load71.1, %wide.load71.1
  %11 = fmul <4 x double> %wide.load72.1, %wide.load72.1
  %12 = fmul <4 x double> %wide.load73.1, %wide.load73.1
  %scevgep596 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep596597 = bitcast double* %scevgep596 to <4 x double>*
  %scevgep598 = getelementptr <4 x double>, <4 x double>* %scevgep596597, i64 -27
  store <4 x double> %9, <4 x double>* %scevgep598, align 8, !alias.scope !12, !noalias !9
  %scevgep593 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep593594 = bitcast double* %scevgep593 to <4 x double>*
  %scevgep595 = getelementptr <4 x double>, <4 x double>* %scevgep593594, i64 -26
  store <4 x double> %10, <4 x double>* %scevgep595, align 8, !alias.scope !12, !noalias !9
  %scevgep590 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep590591 = bitcast double* %scevgep590 to <4 x double>*
  %scevgep592 = getelementptr <4 x double>, <4 x double>* %scevgep590591, i64 -25
  store <4 x double> %11, <4 x double>* %scevgep592, align 8, !alias.scope !12, !noalias !9
  %scevgep587 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep587588 = bitcast double* %scevgep587 to <4 x double>*
  %scevgep589 = getelementptr <4 x double>, <4 x double>* %scevgep587588, i64 -24
  store <4 x double> %12, <4 x double>* %scevgep589, align 8, !alias.scope !12, !noalias !9
  %scevgep488 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep488489 = bitcast double* %scevgep488 to <4 x double>*
  %scevgep490 = getelementptr <4 x double>, <4 x double>* %scevgep488489, i64 -23
  %wide.load.2 = load <4 x double>, <4 x double>* %scevgep490, align 8, !alias.scope !9
  %scevgep485 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep485486 = bitcast double* %scevgep485 to <4 x double>*
  %scevgep487 = getelementptr <4 x double>, <4 x double>* %scevgep485486, i64 -22
  %wide.load71.2 = load <4 x double>, <4 x double>* %scevgep487, align 8, !alias.scope !9
  %scevgep482 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep482483 = bitcast double* %scevgep482 to <4 x double>*
  %scevgep484 = getelementptr <4 x double>, <4 x double>* %scevgep482483, i64 -21
  %wide.load72.2 = load <4 x double>, <4 x double>* %scevgep484, align 8, !alias.scope !9
  %scevgep479 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep479480 = bitcast double* %scevgep479 to <4 x double>*
  %scevgep481 = getelementptr <4 x double>, <4 x double>* %scevgep479480, i64 -20
  %wide.load73.2 = load <4 x double>, <4 x double>* %scevgep481, align 8, !alias.scope !9
  %13 = fmul <4 x double> %wide.load.2, %wide.load.2
  %14 = fmul <4 x double> %wide.load71.2, %wide.load71.2
  %15 = fmul <4 x double> %wide.load72.2, %wide.load72.2
  %16 = fmul <4 x double> %wide.load73.2, %wide.load73.2
  %scevgep584 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep584585 = bitcast double* %scevgep584 to <4 x double>*
  %scevgep586 = getelementptr <4 x double>, <4 x double>* %scevgep584585, i64 -23
  store <4 x double> %13, <4 x double>* %scevgep586, align 8, !alias.scope !12, !noalias !9
  %scevgep581 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep581582 = bitcast double* %scevgep581 to <4 x double>*
  %scevgep583 = getelementptr <4 x double>, <4 x double>* %scevgep581582, i64 -22
  store <4 x double> %14, <4 x double>* %scevgep583, align 8, !alias.scope !12, !noalias !9
  %scevgep578 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep578579 = bitcast double* %scevgep578 to <4 x double>*
  %scevgep580 = getelementptr <4 x double>, <4 x double>* %scevgep578579, i64 -21
  store <4 x double> %15, <4 x double>* %scevgep580, align 8, !alias.scope !12, !noalias !9
  %scevgep575 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep575576 = bitcast double* %scevgep575 to <4 x double>*
  %scevgep577 = getelementptr <4 x double>, <4 x double>* %scevgep575576, i64 -20
  store <4 x double> %16, <4 x double>* %scevgep577, align 8, !alias.scope !12, !noalias !9
  %scevgep476 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep476477 = bitcast double* %scevgep476 to <4 x double>*
  %scevgep478 = getelementptr <4 x double>, <4 x double>* %scevgep476477, i64 -19
  %wide.load.3 = load <4 x double>, <4 x double>* %scevgep478, align 8, !alias.scope !9
  %scevgep473 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep473474 = bitcast double* %scevgep473 to <4 x double>*
  %scevgep475 = getelementptr <4 x double>, <4 x double>* %scevgep473474, i64 -18
  %wide.load71.3 = load <4 x double>, <4 x double>* %scevgep475, align 8, !alias.scope !9
  %scevgep470 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep470471 = bitcast double* %scevgep470 to <4 x double>*
  %scevgep472 = getelementptr <4 x double>, <4 x double>* %scevgep470471, i64 -17
  %wide.load72.3 = load <4 x double>, <4 x double>* %scevgep472, align 8, !alias.scope !9
  %scevgep467 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep467468 = bitcast double* %scevgep467 to <4 x double>*
  %scevgep469 = getelementptr <4 x double>, <4 x double>* %scevgep467468, i64 -16
  %wide.load73.3 = load <4 x double>, <4 x double>* %scevgep469, align 8, !alias.scope !9
  %17 = fmul <4 x double> %wide.load.3, %wide.load.3
  %18 = fmul <4 x double> %wide.load71.3, %wide.load71.3
  %19 = fmul <4 x double> %wide.load72.3, %wide.load72.3
  %20 = fmul <4 x double> %wide.load73.3, %wide.load73.3
  %scevgep572 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep572573 = bitcast double* %scevgep572 to <4 x double>*
  %scevgep574 = getelementptr <4 x double>, <4 x double>* %scevgep572573, i64 -19
  store <4 x double> %17, <4 x double>* %scevgep574, align 8, !alias.scope !12, !noalias !9
  %scevgep569 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep569570 = bitcast double* %scevgep569 to <4 x double>*
  %scevgep571 = getelementptr <4 x double>, <4 x double>* %scevgep569570, i64 -18
  store <4 x double> %18, <4 x double>* %scevgep571, align 8, !alias.scope !12, !noalias !9
  %scevgep566 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep566567 = bitcast double* %scevgep566 to <4 x double>*
  %scevgep568 = getelementptr <4 x double>, <4 x double>* %scevgep566567, i64 -17
  store <4 x double> %19, <4 x double>* %scevgep568, align 8, !alias.scope !12, !noalias !9
  %scevgep563 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep563564 = bitcast double* %scevgep563 to <4 x double>*
  %scevgep565 = getelementptr <4 x double>, <4 x double>* %scevgep563564, i64 -16
  store <4 x double> %20, <4 x double>* %scevgep565, align 8, !alias.scope !12, !noalias !9
  %scevgep464 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep464465 = bitcast double* %scevgep464 to <4 x double>*
  %scevgep466 = getelementptr <4 x double>, <4 x double>* %scevgep464465, i64 -15
  %wide.load.4 = load <4 x double>, <4 x double>* %scevgep466, align 8, !alias.scope !9
  %scevgep461 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep461462 = bitcast double* %scevgep461 to <4 x double>*
  %scevgep463 = getelementptr <4 x double>, <4 x double>* %scevgep461462, i64 -14
  %wide.load71.4 = load <4 x double>, <4 x double>* %scevgep463, align 8, !alias.scope !9
  %scevgep458 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep458459 = bitcast double* %scevgep458 to <4 x double>*
  %scevgep460 = getelementptr <4 x double>, <4 x double>* %scevgep458459, i64 -13
  %wide.load72.4 = load <4 x double>, <4 x double>* %scevgep460, align 8, !alias.scope !9
  %scevgep455 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep455456 = bitcast double* %scevgep455 to <4 x double>*
  %scevgep457 = getelementptr <4 x double>, <4 x double>* %scevgep455456, i64 -12
  %wide.load73.4 = load <4 x double>, <4 x double>* %scevgep457, align 8, !alias.scope !9
  %21 = fmul <4 x double> %wide.load.4, %wide.load.4
  %22 = fmul <4 x double> %wide.load71.4, %wide.load71.4
  %23 = fmul <4 x double> %wide.load72.4, %wide.load72.4
  %24 = fmul <4 x double> %wide.load73.4, %wide.load73.4
  %scevgep560 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep560561 = bitcast double* %scevgep560 to <4 x double>*
  %scevgep562 = getelementptr <4 x double>, <4 x double>* %scevgep560561, i64 -15
  store <4 x double> %21, <4 x double>* %scevgep562, align 8, !alias.scope !12, !noalias !9
  %scevgep557 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep557558 = bitcast double* %scevgep557 to <4 x double>*
  %scevgep559 = getelementptr <4 x double>, <4 x double>* %scevgep557558, i64 -14
  store <4 x double> %22, <4 x double>* %scevgep559, align 8, !alias.scope !12, !noalias !9
  %scevgep554 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep554555 = bitcast double* %scevgep554 to <4 x double>*
  %scevgep556 = getelementptr <4 x double>, <4 x double>* %scevgep554555, i64 -13
  store <4 x double> %23, <4 x double>* %scevgep556, align 8, !alias.scope !12, !noalias !9
  %scevgep551 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep551552 = bitcast double* %scevgep551 to <4 x double>*
  %scevgep553 = getelementptr <4 x double>, <4 x double>* %scevgep551552, i64 -12
  store <4 x double> %24, <4 x double>* %scevgep553, align 8, !alias.scope !12, !noalias !9
  %scevgep452 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep452453 = bitcast double* %scevgep452 to <4 x double>*
  %scevgep454 = getelementptr <4 x double>, <4 x double>* %scevgep452453, i64 -11
  %wide.load.5 = load <4 x double>, <4 x double>* %scevgep454, align 8, !alias.scope !9
  %scevgep449 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep449450 = bitcast double* %scevgep449 to <4 x double>*
  %scevgep451 = getelementptr <4 x double>, <4 x double>* %scevgep449450, i64 -10
  %wide.load71.5 = load <4 x double>, <4 x double>* %scevgep451, align 8, !alias.scope !9
  %scevgep446 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep446447 = bitcast double* %scevgep446 to <4 x double>*
  %scevgep448 = getelementptr <4 x double>, <4 x double>* %scevgep446447, i64 -9
  %wide.load72.5 = load <4 x double>, <4 x double>* %scevgep448, align 8, !alias.scope !9
  %scevgep443 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep443444 = bitcast double* %scevgep443 to <4 x double>*
  %scevgep445 = getelementptr <4 x double>, <4 x double>* %scevgep443444, i64 -8
  %wide.load73.5 = load <4 x double>, <4 x double>* %scevgep445, align 8, !alias.scope !9
  %25 = fmul <4 x double> %wide.load.5, %wide.load.5
  %26 = fmul <4 x double> %wide.load71.5, %wide.load71.5
  %27 = fmul <4 x double> %wide.load72.5, %wide.load72.5
  %28 = fmul <4 x double> %wide.load73.5, %wide.load73.5
  %scevgep548 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep548549 = bitcast double* %scevgep548 to <4 x double>*
  %scevgep550 = getelementptr <4 x double>, <4 x double>* %scevgep548549, i64 -11
  store <4 x double> %25, <4 x double>* %scevgep550, align 8, !alias.scope !12, !noalias !9
  %scevgep545 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep545546 = bitcast double* %scevgep545 to <4 x double>*
  %scevgep547 = getelementptr <4 x double>, <4 x double>* %scevgep545546, i64 -10
  store <4 x double> %26, <4 x double>* %scevgep547, align 8, !alias.scope !12, !noalias !9
  %scevgep542 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep542543 = bitcast double* %scevgep542 to <4 x double>*
  %scevgep544 = getelementptr <4 x double>, <4 x double>* %scevgep542543, i64 -9
  store <4 x double> %27, <4 x double>* %scevgep544, align 8, !alias.scope !12, !noalias !9
  %scevgep539 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep539540 = bitcast double* %scevgep539 to <4 x double>*
  %scevgep541 = getelementptr <4 x double>, <4 x double>* %scevgep539540, i64 -8
  store <4 x double> %28, <4 x double>* %scevgep541, align 8, !alias.scope !12, !noalias !9
  %scevgep440 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep440441 = bitcast double* %scevgep440 to <4 x double>*
  %scevgep442 = getelementptr <4 x double>, <4 x double>* %scevgep440441, i64 -7
  %wide.load.6 = load <4 x double>, <4 x double>* %scevgep442, align 8, !alias.scope !9
  %scevgep437 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep437438 = bitcast double* %scevgep437 to <4 x double>*
  %scevgep439 = getelementptr <4 x double>, <4 x double>* %scevgep437438, i64 -6
  %wide.load71.6 = load <4 x double>, <4 x double>* %scevgep439, align 8, !alias.scope !9
  %scevgep434 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep434435 = bitcast double* %scevgep434 to <4 x double>*
  %scevgep436 = getelementptr <4 x double>, <4 x double>* %scevgep434435, i64 -5
  %wide.load72.6 = load <4 x double>, <4 x double>* %scevgep436, align 8, !alias.scope !9
  %scevgep431 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep431432 = bitcast double* %scevgep431 to <4 x double>*
  %scevgep433 = getelementptr <4 x double>, <4 x double>* %scevgep431432, i64 -4
  %wide.load73.6 = load <4 x double>, <4 x double>* %scevgep433, align 8, !alias.scope !9
  %29 = fmul <4 x double> %wide.load.6, %wide.load.6
  %30 = fmul <4 x double> %wide.load71.6, %wide.load71.6
  %31 = fmul <4 x double> %wide.load72.6, %wide.load72.6
  %32 = fmul <4 x double> %wide.load73.6, %wide.load73.6
  %scevgep536 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep536537 = bitcast double* %scevgep536 to <4 x double>*
  %scevgep538 = getelementptr <4 x double>, <4 x double>* %scevgep536537, i64 -7
  store <4 x double> %29, <4 x double>* %scevgep538, align 8, !alias.scope !12, !noalias !9
  %scevgep533 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep533534 = bitcast double* %scevgep533 to <4 x double>*
  %scevgep535 = getelementptr <4 x double>, <4 x double>* %scevgep533534, i64 -6
  store <4 x double> %30, <4 x double>* %scevgep535, align 8, !alias.scope !12, !noalias !9
  %scevgep530 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep530531 = bitcast double* %scevgep530 to <4 x double>*
  %scevgep532 = getelementptr <4 x double>, <4 x double>* %scevgep530531, i64 -5
  store <4 x double> %31, <4 x double>* %scevgep532, align 8, !alias.scope !12, !noalias !9
  %scevgep527 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep527528 = bitcast double* %scevgep527 to <4 x double>*
  %scevgep529 = getelementptr <4 x double>, <4 x double>* %scevgep527528, i64 -4
  store <4 x double> %32, <4 x double>* %scevgep529, align 8, !alias.scope !12, !noalias !9
  %scevgep511 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep511512 = bitcast double* %scevgep511 to <4 x double>*
  %scevgep513 = getelementptr <4 x double>, <4 x double>* %scevgep511512, i64 -3
  %wide.load.7 = load <4 x double>, <4 x double>* %scevgep513, align 8, !alias.scope !9
  %scevgep508 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep508509 = bitcast double* %scevgep508 to <4 x double>*
  %scevgep510 = getelementptr <4 x double>, <4 x double>* %scevgep508509, i64 -2
  %wide.load71.7 = load <4 x double>, <4 x double>* %scevgep510, align 8, !alias.scope !9
  %scevgep505 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep505506 = bitcast double* %scevgep505 to <4 x double>*
  %scevgep507 = getelementptr <4 x double>, <4 x double>* %scevgep505506, i64 -1
  %wide.load72.7 = load <4 x double>, <4 x double>* %scevgep507, align 8, !alias.scope !9
  %scevgep503 = getelementptr double, double* %scevgep430, i64 %index
  %scevgep503504 = bitcast double* %scevgep503 to <4 x double>*
  %wide.load73.7 = load <4 x double>, <4 x double>* %scevgep503504, align 8, !alias.scope !9
  %33 = fmul <4 x double> %wide.load.7, %wide.load.7
  %34 = fmul <4 x double> %wide.load71.7, %wide.load71.7
  %35 = fmul <4 x double> %wide.load72.7, %wide.load72.7
  %36 = fmul <4 x double> %wide.load73.7, %wide.load73.7
  %scevgep607 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep607608 = bitcast double* %scevgep607 to <4 x double>*
  %scevgep609 = getelementptr <4 x double>, <4 x double>* %scevgep607608, i64 -3
  store <4 x double> %33, <4 x double>* %scevgep609, align 8, !alias.scope !12, !noalias !9
  %scevgep604 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep604605 = bitcast double* %scevgep604 to <4 x double>*
  %scevgep606 = getelementptr <4 x double>, <4 x double>* %scevgep604605, i64 -2
  store <4 x double> %34, <4 x double>* %scevgep606, align 8, !alias.scope !12, !noalias !9
  %scevgep601 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep601602 = bitcast double* %scevgep601 to <4 x double>*
  %scevgep603 = getelementptr <4 x double>, <4 x double>* %scevgep601602, i64 -1
  store <4 x double> %35, <4 x double>* %scevgep603, align 8, !alias.scope !12, !noalias !9
  %scevgep599 = getelementptr double, double* %scevgep526, i64 %index
  %scevgep599600 = bitcast double* %scevgep599 to <4 x double>*
  store <4 x double> %36, <4 x double>* %scevgep599600, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 128
  %lsr.iv.next623 = add i64 %lsr.iv622, -8
  %niter112.ncmp.7 = icmp eq i64 %lsr.iv.next623, 0
  br i1 %niter112.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod110.not = icmp eq i64 %xtraiter108, 0
  br i1 %lcmp.mod110.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %37 = add nuw nsw i64 %index.unr, 12
  %scevgep402 = getelementptr double, double* %.6.i43, i64 %37
  %scevgep417 = getelementptr double, double* %arg.x.4, i64 %37
  %38 = shl nuw nsw i64 %xtraiter108, 7
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv403 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next404, %vector.body.epil ]
  %39 = bitcast double* %scevgep417 to i8*
  %40 = bitcast double* %scevgep402 to i8*
  %uglygep427 = getelementptr i8, i8* %39, i64 %lsr.iv403
  %uglygep427428 = bitcast i8* %uglygep427 to <4 x double>*
  %scevgep429 = getelementptr <4 x double>, <4 x double>* %uglygep427428, i64 -3
  %wide.load.epil = load <4 x double>, <4 x double>* %scevgep429, align 8, !alias.scope !9
  %uglygep424 = getelementptr i8, i8* %39, i64 %lsr.iv403
  %uglygep424425 = bitcast i8* %uglygep424 to <4 x double>*
  %scevgep426 = getelementptr <4 x double>, <4 x double>* %uglygep424425, i64 -2
  %wide.load71.epil = load <4 x double>, <4 x double>* %scevgep426, align 8, !alias.scope !9
  %uglygep421 = getelementptr i8, i8* %39, i64 %lsr.iv403
  %uglygep421422 = bitcast i8* %uglygep421 to <4 x double>*
  %scevgep423 = getelementptr <4 x double>, <4 x double>* %uglygep421422, i64 -1
  %wide.load72.epil = load <4 x double>, <4 x double>* %scevgep423, align 8, !alias.scope !9
  %uglygep419 = getelementptr i8, i8* %39, i64 %lsr.iv403
  %uglygep419420 = bitcast i8* %uglygep419 to <4 x double>*
  %wide.load73.epil = load <4 x double>, <4 x double>* %uglygep419420, align 8, !alias.scope !9
  %41 = fmul <4 x double> %wide.load.epil, %wide.load.epil
  %42 = fmul <4 x double> %wide.load71.epil, %wide.load71.epil
  %43 = fmul <4 x double> %wide.load72.epil, %wide.load72.epil
  %44 = fmul <4 x double> %wide.load73.epil, %wide.load73.epil
  %uglygep414 = getelementptr i8, i8* %40, i64 %lsr.iv403
  %uglygep414415 = bitcast i8* %uglygep414 to <4 x double>*
  %scevgep416 = getelementptr <4 x double>, <4 x double>* %uglygep414415, i64 -3
  store <4 x double> %41, <4 x double>* %scevgep416, align 8, !alias.scope !12, !noalias !9
  %uglygep411 = getelementptr i8, i8* %40, i64 %lsr.iv403
  %uglygep411412 = bitcast i8* %uglygep411 to <4 x double>*
  %scevgep413 = getelementptr <4 x double>, <4 x double>* %uglygep411412, i64 -2
  store <4 x double> %42, <4 x double>* %scevgep413, align 8, !alias.scope !12, !noalias !9
  %uglygep408 = getelementptr i8, i8* %40, i64 %lsr.iv403
  %uglygep408409 = bitcast i8* %uglygep408 to <4 x double>*
  %scevgep410 = getelementptr <4 x double>, <4 x double>* %uglygep408409, i64 -1
  store <4 x double> %43, <4 x double>* %scevgep410, align 8, !alias.scope !12, !noalias !9
  %uglygep406 = getelementptr i8, i8* %40, i64 %lsr.iv403
  %uglygep406407 = bitcast i8* %uglygep406 to <4 x double>*
  store <4 x double> %44, <4 x double>* %uglygep406407, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next404 = add nuw nsw i64 %lsr.iv403, 128
  %epil.iter109.cmp.not = icmp eq i64 %38, %lsr.iv.next404
  br i1 %epil.iter109.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader96

for.body.us.preheader96:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index42.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %45 = xor i64 %loop.index42.us.ph, -1
  %46 = add i64 %45, %arg.x.5.0
  %xtraiter105 = and i64 %arg.x.5.0, 7
  %lcmp.mod106.not = icmp eq i64 %xtraiter105, 0
  br i1 %lcmp.mod106.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader96
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv400 = phi i64 [ %xtraiter105, %for.body.us.prol.preheader ], [ %lsr.iv.next401, %for.body.us.prol ]
  %loop.index42.us.prol = phi i64 [ %.185.us.prol, %for.body.us.prol ], [ %loop.index42.us.ph, %for.body.us.prol.preheader ]
  %scevgep399 = getelementptr double, double* %arg.x.4, i64 %loop.index42.us.prol
  %.156.us.prol = load double, double* %scevgep399, align 8
  %.5.i4.us.prol = fmul double %.156.us.prol, %.156.us.prol
  %scevgep398 = getelementptr double, double* %.6.i43, i64 %loop.index42.us.prol
  store double %.5.i4.us.prol, double* %scevgep398, align 8
  %.185.us.prol = add nuw i64 %loop.index42.us.prol, 1
  %lsr.iv.next401 = add nsw i64 %lsr.iv400, -1
  %prol.iter107.cmp.not = icmp eq i64 %lsr.iv.next401, 0
  br i1 %prol.iter107.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader96
  %loop.index42.us.unr = phi i64 [ %loop.index42.us.ph, %for.body.us.preheader96 ], [ %.185.us.prol, %for.body.us.prol ]
  %47 = icmp ult i64 %46, 7
  br i1 %47, label %for.end, label %for.body.us.preheader114

for.body.us.preheader114:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader114, %for.body.us
  %loop.index42.us = phi i64 [ %.185.us.7, %for.body.us ], [ %loop.index42.us.unr, %for.body.us.preheader114 ]
  %sunkaddr = mul i64 %loop.index42.us, 8
  %48 = bitcast double* %arg.x.4 to i8*
  %sunkaddr625 = getelementptr i8, i8* %48, i64 %sunkaddr
  %49 = bitcast i8* %sunkaddr625 to double*
  %.156.us = load double, double* %49, align 8
  %.5.i4.us = fmul double %.156.us, %.156.us
  %sunkaddr626 = mul i64 %loop.index42.us, 8
  %50 = bitcast double* %.6.i43 to i8*
  %sunkaddr627 = getelementptr i8, i8* %50, i64 %sunkaddr626
  %51 = bitcast i8* %sunkaddr627 to double*
  store double %.5.i4.us, double* %51, align 8
  %sunkaddr628 = mul i64 %loop.index42.us, 8
  %52 = bitcast double* %arg.x.4 to i8*
  %sunkaddr629 = getelementptr i8, i8* %52, i64 %sunkaddr628
  %sunkaddr630 = getelementptr i8, i8* %sunkaddr629, i64 8
  %53 = bitcast i8* %sunkaddr630 to double*
  %.156.us.1 = load double, double* %53, align 8
  %.5.i4.us.1 = fmul double %.156.us.1, %.156.us.1
  %sunkaddr631 = mul i64 %loop.index42.us, 8
  %54 = bitcast double* %.6.i43 to i8*
  %sunkaddr632 = getelementptr i8, i8* %54, i64 %sunkaddr631
  %sunkaddr633 = getelementptr i8, i8* %sunkaddr632, i64 8
  %55 = bitcast i8* %sunkaddr633 to double*
  store double %.5.i4.us.1, double* %55, align 8
  %sunkaddr634 = mul i64 %loop.index42.us, 8
  %56 = bitcast double* %arg.x.4 to i8*
  %sunkaddr635 = getelementptr i8, i8* %56, i64 %sunkaddr634
  %sunkaddr636 = getelementptr i8, i8* %sunkaddr635, i64 16
  %57 = bitcast i8* %sunkaddr636 to double*
  %.156.us.2 = load double, double* %57, align 8
  %.5.i4.us.2 = fmul double %.156.us.2, %.156.us.2
  %sunkaddr637 = mul i64 %loop.index42.us, 8
  %58 = bitcast double* %.6.i43 to i8*
  %sunkaddr638 = getelementptr i8, i8* %58, i64 %sunkaddr637
  %sunkaddr639 = getelementptr i8, i8* %sunkaddr638, i64 16
  %59 = bitcast i8* %sunkaddr639 to double*
  store double %.5.i4.us.2, double* %59, align 8
  %sunkaddr640 = mul i64 %loop.index42.us, 8
  %60 = bitcast double* %arg.x.4 to i8*
  %sunkaddr641 = getelementptr i8, i8* %60, i64 %sunkaddr640
  %sunkaddr642 = getelementptr i8, i8* %sunkaddr641, i64 24
  %61 = bitcast i8* %sunkaddr642 to double*
  %.156.us.3 = load double, double* %61, align 8
  %.5.i4.us.3 = fmul double %.156.us.3, %.156.us.3
  %sunkaddr643 = mul i64 %loop.index42.us, 8
  %62 = bitcast double* %.6.i43 to i8*
  %sunkaddr644 = getelementptr i8, i8* %62, i64 %sunkaddr643
  %sunkaddr645 = getelementptr i8, i8* %sunkaddr644, i64 24
  %63 = bitcast i8* %sunkaddr645 to double*
  store double %.5.i4.us.3, double* %63, align 8
  %sunkaddr646 = mul i64 %loop.index42.us, 8
  %64 = bitcast double* %arg.x.4 to i8*
  %sunkaddr647 = getelementptr i8, i8* %64, i64 %sunkaddr646
  %sunkaddr648 = getelementptr i8, i8* %sunkaddr647, i64 32
  %65 = bitcast i8* %sunkaddr648 to double*
  %.156.us.4 = load double, double* %65, align 8
  %.5.i4.us.4 = fmul double %.156.us.4, %.156.us.4
  %sunkaddr649 = mul i64 %loop.index42.us, 8
  %66 = bitcast double* %.6.i43 to i8*
  %sunkaddr650 = getelementptr i8, i8* %66, i64 %sunkaddr649
  %sunkaddr651 = getelementptr i8, i8* %sunkaddr650, i64 32
  %67 = bitcast i8* %sunkaddr651 to double*
  store double %.5.i4.us.4, double* %67, align 8
  %sunkaddr652 = mul i64 %loop.index42.us, 8
  %68 = bitcast double* %arg.x.4 to i8*
  %sunkaddr653 = getelementptr i8, i8* %68, i64 %sunkaddr652
  %sunkaddr654 = getelementptr i8, i8* %sunkaddr653, i64 40
  %69 = bitcast i8* %sunkaddr654 to double*
  %.156.us.5 = load double, double* %69, align 8
  %.5.i4.us.5 = fmul double %.156.us.5, %.156.us.5
  %sunkaddr655 = mul i64 %loop.index42.us, 8
  %70 = bitcast double* %.6.i43 to i8*
  %sunkaddr656 = getelementptr i8, i8* %70, i64 %sunkaddr655
  %sunkaddr657 = getelementptr i8, i8* %sunkaddr656, i64 40
  %71 = bitcast i8* %sunkaddr657 to double*
  store double %.5.i4.us.5, double* %71, align 8
  %sunkaddr658 = mul i64 %loop.index42.us, 8
  %72 = bitcast double* %arg.x.4 to i8*
  %sunkaddr659 = getelementptr i8, i8* %72, i64 %sunkaddr658
  %sunkaddr660 = getelementptr i8, i8* %sunkaddr659, i64 48
  %73 = bitcast i8* %sunkaddr660 to double*
  %.156.us.6 = load double, double* %73, align 8
  %.5.i4.us.6 = fmul double %.156.us.6, %.156.us.6
  %sunkaddr661 = mul i64 %loop.index42.us, 8
  %74 = bitcast double* %.6.i43 to i8*
  %sunkaddr662 = getelementptr i8, i8* %74, i64 %sunkaddr661
  %sunkaddr663 = getelementptr i8, i8* %sunkaddr662, i64 48
  %75 = bitcast i8* %sunkaddr663 to double*
  store double %.5.i4.us.6, double* %75, align 8
  %sunkaddr664 = mul i64 %loop.index42.us, 8
  %76 = bitcast double* %arg.x.4 to i8*
  %sunkaddr665 = getelementptr i8, i8* %76, i64 %sunkaddr664
  %sunkaddr666 = getelementptr i8, i8* %sunkaddr665, i64 56
  %77 = bitcast i8* %sunkaddr666 to double*
  %.156.us.7 = load double, double* %77, align 8
  %.5.i4.us.7 = fmul double %.156.us.7, %.156.us.7
  %sunkaddr667 = mul i64 %loop.index42.us, 8
  %78 = bitcast double* %.6.i43 to i8*
  %sunkaddr668 = getelementptr i8, i8* %78, i64 %sunkaddr667
  %sunkaddr669 = getelementptr i8, i8* %sunkaddr668, i64 56
  %79 = bitcast i8* %sunkaddr669 to double*
  store double %.5.i4.us.7, double* %79, align 8
  %.185.us.7 = add nuw nsw i64 %loop.index42.us, 8
  %exitcond64.not.7 = icmp eq i64 %arg.x.5.0, %.185.us.7
  br i1 %exitcond64.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.end.loopexit63:                               ; preds = %for.body.preheader
  %.156 = load double, double* %arg.x.4, align 8
  %.5.i4 = fmul double %.156, %.156
  store double %.5.i4, double* %.6.i43, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %for.end.loopexit63, %B0.endif.endif.endif.endif
  store double 0.000000e+00, double* %.187, align 8
  %.193 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.187, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.4, i8* nonnull %.7.i.i, i8* null, i64 %arg.x.5.0, i64 8, double* %.6.i43, i64 %arg.x.5.0, i64 8)
  %.203 = load double, double* %.187, align 8
  switch i32 %.193, label %for.end.if [
    i32 -2, label %for.end.endif.endif.endif.endif
    i32 0, label %for.end.endif.endif.endif.endif
  ]

for.end.if:                                       ; preds = %for.end
  %.201 = icmp sgt i32 %.193, 0
  %.194 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.4, align 8
  %.202 = select i1 %.201, { i8*, i32, i8*, i8*, i32 }* %.194, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.202, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %for.end, %for.end
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i7 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !20
  %.8.i.i8 = icmp eq i8* %.7.i.i7, null
  br i1 %.8.i.i8, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %80 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i5 = getelementptr i8, i8* %.7.i.i7, i64 24
  %81 = bitcast i8* %.5.i5 to double**
  %.6.i644 = load double*, double** %81, align 8
  br i1 %80, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %.346.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.346.not, label %for.end.1.thread, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check86 = icmp ult i64 %arg.x.5.0, 4
  br i1 %min.iters.check86, label %for.body.1.us.preheader95, label %vector.memcheck74

vector.memcheck74:                                ; preds = %for.body.1.us.preheader
  %scevgep76 = getelementptr double, double* %.6.i644, i64 %arg.x.5.0
  %scevgep78 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound080 = icmp ult double* %.6.i644, %scevgep78
  %bound181 = icmp ugt double* %scevgep76, %arg.x.4
  %found.conflict82 = and i1 %bound080, %bound181
  br i1 %found.conflict82, label %for.body.1.us.preheader95, label %vector.ph87

vector.ph87:                                      ; preds = %vector.memcheck74
  %n.vec89 = and i64 %arg.x.5.0, -4
  %82 = add i64 %n.vec89, -4
  %83 = lshr exact i64 %82, 2
  %84 = add nuw nsw i64 %83, 1
  %xtraiter100 = and i64 %84, 7
  %85 = icmp ult i64 %82, 28
  br i1 %85, label %middle.block83.unr-lcssa, label %vector.ph87.new

vector.ph87.new:                                  ; preds = %vector.ph87
  %const624 = bitcast i64 9223372036854775800 to i64
  %unroll_iter103 = and i64 %84, %const624
  br label %vector.body85

vector.body85:                                    ; preds = %vector.body85, %vector.ph87.new
  %lsr.iv364 = phi i64 [ %lsr.iv.next365, %vector.body85 ], [ %unroll_iter103, %vector.ph87.new ]
  %index92 = phi i64 [ 0, %vector.ph87.new ], [ %index.next94.7, %vector.body85 ]
  %sunkaddr670 = mul i64 %index92, 8
  %86 = bitcast double* %arg.x.4 to i8*
  %sunkaddr671 = getelementptr i8, i8* %86, i64 %sunkaddr670
  %87 = bitcast i8* %sunkaddr671 to <4 x double>*
  %wide.load93 = load <4 x double>, <4 x double>* %87, align 8, !alias.scope !27
  %88 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93)
  %sunkaddr672 = mul i64 %index92, 8
  %89 = bitcast double* %.6.i644 to i8*
  %sunkaddr673 = getelementptr i8, i8* %89, i64 %sunkaddr672
  %90 = bitcast i8* %sunkaddr673 to <4 x double>*
  store <4 x double> %88, <4 x double>* %90, align 8, !alias.scope !30, !noalias !27
  %sunkaddr674 = mul i64 %index92, 8
  %91 = bitcast double* %arg.x.4 to i8*
  %sunkaddr675 = getelementptr i8, i8* %91, i64 %sunkaddr674
  %sunkaddr676 = getelementptr i8, i8* %sunkaddr675, i64 32
  %92 = bitcast i8* %sunkaddr676 to <4 x double>*
  %wide.load93.1 = load <4 x double>, <4 x double>* %92, align 8, !alias.scope !27
  %93 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93.1)
  %sunkaddr677 = mul i64 %index92, 8
  %94 = bitcast double* %.6.i644 to i8*
  %sunkaddr678 = getelementptr i8, i8* %94, i64 %sunkaddr677
  %sunkaddr679 = getelementptr i8, i8* %sunkaddr678, i64 32
  %95 = bitcast i8* %sunkaddr679 to <4 x double>*
  store <4 x double> %93, <4 x double>* %95, align 8, !alias.scope !30, !noalias !27
  %sunkaddr680 = mul i64 %index92, 8
  %96 = bitcast double* %arg.x.4 to i8*
  %sunkaddr681 = getelementptr i8, i8* %96, i64 %sunkaddr680
  %sunkaddr682 = getelementptr i8, i8* %sunkaddr681, i64 64
  %97 = bitcast i8* %sunkaddr682 to <4 x double>*
  %wide.load93.2 = load <4 x double>, <4 x double>* %97, align 8, !alias.scope !27
  %98 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93.2)
  %sunkaddr683 = mul i64 %index92, 8
  %99 = bitcast double* %.6.i644 to i8*
  %sunkaddr684 = getelementptr i8, i8* %99, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, i8* %sunkaddr684, i64 64
  %100 = bitcast i8* %sunkaddr685 to <4 x double>*
  store <4 x double> %98, <4 x double>* %100, align 8, !alias.scope !30, !noalias !27
  %sunkaddr686 = mul i64 %index92, 8
  %101 = bitcast double* %arg.x.4 to i8*
  %sunkaddr687 = getelementptr i8, i8* %101, i64 %sunkaddr686
  %sunkaddr688 = getelementptr i8, i8* %sunkaddr687, i64 96
  %102 = bitcast i8* %sunkaddr688 to <4 x double>*
  %wide.load93.3 = load <4 x double>, <4 x double>* %102, align 8, !alias.scope !27
  %103 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93.3)
  %sunkaddr689 = mul i64 %index92, 8
  %104 = bitcast double* %.6.i644 to i8*
  %sunkaddr690 = getelementptr i8, i8* %104, i64 %sunkaddr689
  %sunkaddr691 = getelementptr i8, i8* %sunkaddr690, i64 96
  %105 = bitcast i8* %sunkaddr691 to <4 x double>*
  store <4 x double> %103, <4 x double>* %105, align 8, !alias.scope !30, !noalias !27
  %sunkaddr692 = mul i64 %index92, 8
  %106 = bitcast double* %arg.x.4 to i8*
  %sunkaddr693 = getelementptr i8, i8* %106, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, i8* %sunkaddr693, i64 128
  %107 = bitcast i8* %sunkaddr694 to <4 x double>*
  %wide.load93.4 = load <4 x double>, <4 x double>* %107, align 8, !alias.scope !27
  %108 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93.4)
  %sunkaddr695 = mul i64 %index92, 8
  %109 = bitcast double* %.6.i644 to i8*
  %sunkaddr696 = getelementptr i8, i8* %109, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, i8* %sunkaddr696, i64 128
  %110 = bitcast i8* %sunkaddr697 to <4 x double>*
  store <4 x double> %108, <4 x double>* %110, align 8, !alias.scope !30, !noalias !27
  %sunkaddr698 = mul i64 %index92, 8
  %111 = bitcast double* %arg.x.4 to i8*
  %sunkaddr699 = getelementptr i8, i8* %111, i64 %sunkaddr698
  %sunkaddr700 = getelementptr i8, i8* %sunkaddr699, i64 160
  %112 = bitcast i8* %sunkaddr700 to <4 x double>*
  %wide.load93.5 = load <4 x double>, <4 x double>* %112, align 8, !alias.scope !27
  %113 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93.5)
  %sunkaddr701 = mul i64 %index92, 8
  %114 = bitcast double* %.6.i644 to i8*
  %sunkaddr702 = getelementptr i8, i8* %114, i64 %sunkaddr701
  %sunkaddr703 = getelementptr i8, i8* %sunkaddr702, i64 160
  %115 = bitcast i8* %sunkaddr703 to <4 x double>*
  store <4 x double> %113, <4 x double>* %115, align 8, !alias.scope !30, !noalias !27
  %sunkaddr704 = mul i64 %index92, 8
  %116 = bitcast double* %arg.x.4 to i8*
  %sunkaddr705 = getelementptr i8, i8* %116, i64 %sunkaddr704
  %sunkaddr706 = getelementptr i8, i8* %sunkaddr705, i64 192
  %117 = bitcast i8* %sunkaddr706 to <4 x double>*
  %wide.load93.6 = load <4 x double>, <4 x double>* %117, align 8, !alias.scope !27
  %118 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93.6)
  %sunkaddr707 = mul i64 %index92, 8
  %119 = bitcast double* %.6.i644 to i8*
  %sunkaddr708 = getelementptr i8, i8* %119, i64 %sunkaddr707
  %sunkaddr709 = getelementptr i8, i8* %sunkaddr708, i64 192
  %120 = bitcast i8* %sunkaddr709 to <4 x double>*
  store <4 x double> %118, <4 x double>* %120, align 8, !alias.scope !30, !noalias !27
  %sunkaddr710 = mul i64 %index92, 8
  %121 = bitcast double* %arg.x.4 to i8*
  %sunkaddr711 = getelementptr i8, i8* %121, i64 %sunkaddr710
  %sunkaddr712 = getelementptr i8, i8* %sunkaddr711, i64 224
  %122 = bitcast i8* %sunkaddr712 to <4 x double>*
  %wide.load93.7 = load <4 x double>, <4 x double>* %122, align 8, !alias.scope !27
  %123 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93.7)
  %sunkaddr713 = mul i64 %index92, 8
  %124 = bitcast double* %.6.i644 to i8*
  %sunkaddr714 = getelementptr i8, i8* %124, i64 %sunkaddr713
  %sunkaddr715 = getelementptr i8, i8* %sunkaddr714, i64 224
  %125 = bitcast i8* %sunkaddr715 to <4 x double>*
  store <4 x double> %123, <4 x double>* %125, align 8, !alias.scope !30, !noalias !27
  %index.next94.7 = add i64 %index92, 32
  %lsr.iv.next365 = add i64 %lsr.iv364, -8
  %niter104.ncmp.7 = icmp eq i64 %lsr.iv.next365, 0
  br i1 %niter104.ncmp.7, label %middle.block83.unr-lcssa, label %vector.body85, !llvm.loop !32

middle.block83.unr-lcssa:                         ; preds = %vector.body85, %vector.ph87
  %index92.unr = phi i64 [ 0, %vector.ph87 ], [ %index.next94.7, %vector.body85 ]
  %lcmp.mod102.not = icmp eq i64 %xtraiter100, 0
  br i1 %lcmp.mod102.not, label %middle.block83, label %vector.body85.epil.preheader

vector.body85.epil.preheader:                     ; preds = %middle.block83.unr-lcssa
  %scevgep306 = getelementptr double, double* %.6.i644, i64 %index92.unr
  %scevgep312 = getelementptr double, double* %arg.x.4, i64 %index92.unr
  %126 = shl nuw nsw i64 %xtraiter100, 5
  br label %vector.body85.epil

vector.body85.epil:                               ; preds = %vector.body85.epil.preheader, %vector.body85.epil
  %lsr.iv307 = phi i64 [ 0, %vector.body85.epil.preheader ], [ %lsr.iv.next308, %vector.body85.epil ]
  %127 = bitcast double* %scevgep312 to i8*
  %128 = bitcast double* %scevgep306 to i8*
  %uglygep314 = getelementptr i8, i8* %127, i64 %lsr.iv307
  %uglygep314315 = bitcast i8* %uglygep314 to <4 x double>*
  %wide.load93.epil = load <4 x double>, <4 x double>* %uglygep314315, align 8, !alias.scope !27
  %129 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93.epil)
  %uglygep310 = getelementptr i8, i8* %128, i64 %lsr.iv307
  %uglygep310311 = bitcast i8* %uglygep310 to <4 x double>*
  store <4 x double> %129, <4 x double>* %uglygep310311, align 8, !alias.scope !30, !noalias !27
  %lsr.iv.next308 = add nuw nsw i64 %lsr.iv307, 32
  %epil.iter101.cmp.not = icmp eq i64 %126, %lsr.iv.next308
  br i1 %epil.iter101.cmp.not, label %middle.block83, label %vector.body85.epil, !llvm.loop !33

middle.block83:                                   ; preds = %vector.body85.epil, %middle.block83.unr-lcssa
  %cmp.n91 = icmp eq i64 %n.vec89, %arg.x.5.0
  br i1 %cmp.n91, label %for.end.1, label %for.body.1.us.preheader95

for.body.1.us.preheader95:                        ; preds = %vector.memcheck74, %for.body.1.us.preheader, %middle.block83
  %loop.index.139.us.ph = phi i64 [ 0, %vector.memcheck74 ], [ 0, %for.body.1.us.preheader ], [ %n.vec89, %middle.block83 ]
  %130 = sub i64 %arg.x.5.0, %loop.index.139.us.ph
  %131 = xor i64 %loop.index.139.us.ph, -1
  %132 = add i64 %131, %arg.x.5.0
  %xtraiter98 = and i64 %130, 7
  %lcmp.mod99.not = icmp eq i64 %xtraiter98, 0
  br i1 %lcmp.mod99.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader95
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv304 = phi i64 [ %xtraiter98, %for.body.1.us.prol.preheader ], [ %lsr.iv.next305, %for.body.1.us.prol ]
  %loop.index.139.us.prol = phi i64 [ %.383.us.prol, %for.body.1.us.prol ], [ %loop.index.139.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep303 = getelementptr double, double* %arg.x.4, i64 %loop.index.139.us.prol
  %.354.us.prol = load double, double* %scevgep303, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.354.us.prol) #6
  %scevgep302 = getelementptr double, double* %.6.i644, i64 %loop.index.139.us.prol
  store double %.12.i.us.prol, double* %scevgep302, align 8
  %.383.us.prol = add i64 %loop.index.139.us.prol, 1
  %lsr.iv.next305 = add nsw i64 %lsr.iv304, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next305, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !34

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader95
  %loop.index.139.us.unr = phi i64 [ %loop.index.139.us.ph, %for.body.1.us.preheader95 ], [ %.383.us.prol, %for.body.1.us.prol ]
  %133 = icmp ult i64 %132, 7
  br i1 %133, label %for.end.1, label %for.body.1.us.preheader113

for.body.1.us.preheader113:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader113, %for.body.1.us
  %loop.index.139.us = phi i64 [ %.383.us.7, %for.body.1.us ], [ %loop.index.139.us.unr, %for.body.1.us.preheader113 ]
  %sunkaddr716 = mul i64 %loop.index.139.us, 8
  %134 = bitcast double* %arg.x.4 to i8*
  %sunkaddr717 = getelementptr i8, i8* %134, i64 %sunkaddr716
  %135 = bitcast i8* %sunkaddr717 to double*
  %.354.us = load double, double* %135, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.354.us) #6
  %sunkaddr718 = mul i64 %loop.index.139.us, 8
  %136 = bitcast double* %.6.i644 to i8*
  %sunkaddr719 = getelementptr i8, i8* %136, i64 %sunkaddr718
  %137 = bitcast i8* %sunkaddr719 to double*
  store double %.12.i.us, double* %137, align 8
  %sunkaddr720 = mul i64 %loop.index.139.us, 8
  %138 = bitcast double* %arg.x.4 to i8*
  %sunkaddr721 = getelementptr i8, i8* %138, i64 %sunkaddr720
  %sunkaddr722 = getelementptr i8, i8* %sunkaddr721, i64 8
  %139 = bitcast i8* %sunkaddr722 to double*
  %.354.us.1 = load double, double* %139, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.354.us.1) #6
  %sunkaddr723 = mul i64 %loop.index.139.us, 8
  %140 = bitcast double* %.6.i644 to i8*
  %sunkaddr724 = getelementptr i8, i8* %140, i64 %sunkaddr723
  %sunkaddr725 = getelementptr i8, i8* %sunkaddr724, i64 8
  %141 = bitcast i8* %sunkaddr725 to double*
  store double %.12.i.us.1, double* %141, align 8
  %sunkaddr726 = mul i64 %loop.index.139.us, 8
  %142 = bitcast double* %arg.x.4 to i8*
  %sunkaddr727 = getelementptr i8, i8* %142, i64 %sunkaddr726
  %sunkaddr728 = getelementptr i8, i8* %sunkaddr727, i64 16
  %143 = bitcast i8* %sunkaddr728 to double*
  %.354.us.2 = load double, double* %143, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.354.us.2) #6
  %sunkaddr729 = mul i64 %loop.index.139.us, 8
  %144 = bitcast double* %.6.i644 to i8*
  %sunkaddr730 = getelementptr i8, i8* %144, i64 %sunkaddr729
  %sunkaddr731 = getelementptr i8, i8* %sunkaddr730, i64 16
  %145 = bitcast i8* %sunkaddr731 to double*
  store double %.12.i.us.2, double* %145, align 8
  %sunkaddr732 = mul i64 %loop.index.139.us, 8
  %146 = bitcast double* %arg.x.4 to i8*
  %sunkaddr733 = getelementptr i8, i8* %146, i64 %sunkaddr732
  %sunkaddr734 = getelementptr i8, i8* %sunkaddr733, i64 24
  %147 = bitcast i8* %sunkaddr734 to double*
  %.354.us.3 = load double, double* %147, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.354.us.3) #6
  %sunkaddr735 = mul i64 %loop.index.139.us, 8
  %148 = bitcast double* %.6.i644 to i8*
  %sunkaddr736 = getelementptr i8, i8* %148, i64 %sunkaddr735
  %sunkaddr737 = getelementptr i8, i8* %sunkaddr736, i64 24
  %149 = bitcast i8* %sunkaddr737 to double*
  store double %.12.i.us.3, double* %149, align 8
  %sunkaddr738 = mul i64 %loop.index.139.us, 8
  %150 = bitcast double* %arg.x.4 to i8*
  %sunkaddr739 = getelementptr i8, i8* %150, i64 %sunkaddr738
  %sunkaddr740 = getelementptr i8, i8* %sunkaddr739, i64 32
  %151 = bitcast i8* %sunkaddr740 to double*
  %.354.us.4 = load double, double* %151, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.354.us.4) #6
  %sunkaddr741 = mul i64 %loop.index.139.us, 8
  %152 = bitcast double* %.6.i644 to i8*
  %sunkaddr742 = getelementptr i8, i8* %152, i64 %sunkaddr741
  %sunkaddr743 = getelementptr i8, i8* %sunkaddr742, i64 32
  %153 = bitcast i8* %sunkaddr743 to double*
  store double %.12.i.us.4, double* %153, align 8
  %sunkaddr744 = mul i64 %loop.index.139.us, 8
  %154 = bitcast double* %arg.x.4 to i8*
  %sunkaddr745 = getelementptr i8, i8* %154, i64 %sunkaddr744
  %sunkaddr746 = getelementptr i8, i8* %sunkaddr745, i64 40
  %155 = bitcast i8* %sunkaddr746 to double*
  %.354.us.5 = load double, double* %155, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.354.us.5) #6
  %sunkaddr747 = mul i64 %loop.index.139.us, 8
  %156 = bitcast double* %.6.i644 to i8*
  %sunkaddr748 = getelementptr i8, i8* %156, i64 %sunkaddr747
  %sunkaddr749 = getelementptr i8, i8* %sunkaddr748, i64 40
  %157 = bitcast i8* %sunkaddr749 to double*
  store double %.12.i.us.5, double* %157, align 8
  %sunkaddr750 = mul i64 %loop.index.139.us, 8
  %158 = bitcast double* %arg.x.4 to i8*
  %sunkaddr751 = getelementptr i8, i8* %158, i64 %sunkaddr750
  %sunkaddr752 = getelementptr i8, i8* %sunkaddr751, i64 48
  %159 = bitcast i8* %sunkaddr752 to double*
  %.354.us.6 = load double, double* %159, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.354.us.6) #6
  %sunkaddr753 = mul i64 %loop.index.139.us, 8
  %160 = bitcast double* %.6.i644 to i8*
  %sunkaddr754 = getelementptr i8, i8* %160, i64 %sunkaddr753
  %sunkaddr755 = getelementptr i8, i8* %sunkaddr754, i64 48
  %161 = bitcast i8* %sunkaddr755 to double*
  store double %.12.i.us.6, double* %161, align 8
  %sunkaddr756 = mul i64 %loop.index.139.us, 8
  %162 = bitcast double* %arg.x.4 to i8*
  %sunkaddr757 = getelementptr i8, i8* %162, i64 %sunkaddr756
  %sunkaddr758 = getelementptr i8, i8* %sunkaddr757, i64 56
  %163 = bitcast i8* %sunkaddr758 to double*
  %.354.us.7 = load double, double* %163, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.354.us.7) #6
  %sunkaddr759 = mul i64 %loop.index.139.us, 8
  %164 = bitcast double* %.6.i644 to i8*
  %sunkaddr760 = getelementptr i8, i8* %164, i64 %sunkaddr759
  %sunkaddr761 = getelementptr i8, i8* %sunkaddr760, i64 56
  %165 = bitcast i8* %sunkaddr761 to double*
  store double %.12.i.us.7, double* %165, align 8
  %.383.us.7 = add nuw nsw i64 %loop.index.139.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.383.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !35

for.end.1.thread:                                 ; preds = %for.body.1.preheader
  %.354 = load double, double* %arg.x.4, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.354) #6
  store double %.12.i, double* %.6.i644, align 8
  tail call void @NRT_decref(i8* %arg.x.0)
  br label %B50.endif.preheader.i

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block83, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1.thread, %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #6
  %166 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %167 = icmp ult i64 %166, 7
  br i1 %167, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const
  %168 = add nsw i64 %unroll_iter.i, -8
  %169 = lshr exact i64 %168, 3
  %170 = add nuw nsw i64 %169, 1
  %xtraiter = and i64 %170, 7
  %171 = icmp ult i64 %168, 56
  br i1 %171, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %170, 4611686018427387896
  %scevgep140 = getelementptr double, double* %.6.i644, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %172 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep116 = getelementptr double, double* %.6.i644, i64 %172
  %173 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %174 = bitcast double* %scevgep116 to i8*
  %uglygep137 = getelementptr i8, i8* %174, i64 %lsr.iv
  %uglygep137138 = bitcast i8* %uglygep137 to double*
  %scevgep139 = getelementptr double, double* %uglygep137138, i64 -7
  %.236.i.epil = load double, double* %scevgep139, align 8, !noalias !36
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep134 = getelementptr i8, i8* %174, i64 %lsr.iv
  %uglygep134135 = bitcast i8* %uglygep134 to double*
  %scevgep136 = getelementptr double, double* %uglygep134135, i64 -6
  %.236.1.i.epil = load double, double* %scevgep136, align 8, !noalias !36
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep131 = getelementptr i8, i8* %174, i64 %lsr.iv
  %uglygep131132 = bitcast i8* %uglygep131 to double*
  %scevgep133 = getelementptr double, double* %uglygep131132, i64 -5
  %.236.2.i.epil = load double, double* %scevgep133, align 8, !noalias !36
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep128 = getelementptr i8, i8* %174, i64 %lsr.iv
  %uglygep128129 = bitcast i8* %uglygep128 to double*
  %scevgep130 = getelementptr double, double* %uglygep128129, i64 -4
  %.236.3.i.epil = load double, double* %scevgep130, align 8, !noalias !36
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep125 = getelementptr i8, i8* %174, i64 %lsr.iv
  %uglygep125126 = bitcast i8* %uglygep125 to double*
  %scevgep127 = getelementptr double, double* %uglygep125126, i64 -3
  %.236.4.i.epil = load double, double* %scevgep127, align 8, !noalias !36
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep122 = getelementptr i8, i8* %174, i64 %lsr.iv
  %uglygep122123 = bitcast i8* %uglygep122 to double*
  %scevgep124 = getelementptr double, double* %uglygep122123, i64 -2
  %.236.5.i.epil = load double, double* %scevgep124, align 8, !noalias !36
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep119 = getelementptr i8, i8* %174, i64 %lsr.iv
  %uglygep119120 = bitcast i8* %uglygep119 to double*
  %scevgep121 = getelementptr double, double* %uglygep119120, i64 -1
  %.236.6.i.epil = load double, double* %scevgep121, align 8, !noalias !36
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %174, i64 %lsr.iv
  %uglygep118 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep118, align 8, !noalias !36
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %173, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !39, !llvm.loop !40

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i644, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep115 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep115, align 8, !noalias !36
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !39, !llvm.loop !41

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv268 = phi i64 [ %lsr.iv.next269, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep266 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -63
  %.236.i = load double, double* %scevgep267, align 8, !noalias !36
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep264 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -62
  %.236.1.i = load double, double* %scevgep265, align 8, !noalias !36
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep262 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -61
  %.236.2.i = load double, double* %scevgep263, align 8, !noalias !36
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep260 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -60
  %.236.3.i = load double, double* %scevgep261, align 8, !noalias !36
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep258 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -59
  %.236.4.i = load double, double* %scevgep259, align 8, !noalias !36
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep256 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -58
  %.236.5.i = load double, double* %scevgep257, align 8, !noalias !36
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep254 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -57
  %.236.6.i = load double, double* %scevgep255, align 8, !noalias !36
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep252 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -56
  %.236.7.i = load double, double* %scevgep253, align 8, !noalias !36
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep221 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -55
  %.236.i.1 = load double, double* %scevgep222, align 8, !noalias !36
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep223 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -54
  %.236.1.i.1 = load double, double* %scevgep224, align 8, !noalias !36
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep225 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -53
  %.236.2.i.1 = load double, double* %scevgep226, align 8, !noalias !36
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep227 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -52
  %.236.3.i.1 = load double, double* %scevgep228, align 8, !noalias !36
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep229 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -51
  %.236.4.i.1 = load double, double* %scevgep230, align 8, !noalias !36
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep231 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -50
  %.236.5.i.1 = load double, double* %scevgep232, align 8, !noalias !36
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep233 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -49
  %.236.6.i.1 = load double, double* %scevgep234, align 8, !noalias !36
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep235 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -48
  %.236.7.i.1 = load double, double* %scevgep236, align 8, !noalias !36
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep205 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -47
  %.236.i.2 = load double, double* %scevgep206, align 8, !noalias !36
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep207 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -46
  %.236.1.i.2 = load double, double* %scevgep208, align 8, !noalias !36
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep209 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -45
  %.236.2.i.2 = load double, double* %scevgep210, align 8, !noalias !36
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep211 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -44
  %.236.3.i.2 = load double, double* %scevgep212, align 8, !noalias !36
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep213 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -43
  %.236.4.i.2 = load double, double* %scevgep214, align 8, !noalias !36
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep215 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -42
  %.236.5.i.2 = load double, double* %scevgep216, align 8, !noalias !36
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep217 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -41
  %.236.6.i.2 = load double, double* %scevgep218, align 8, !noalias !36
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep219 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -40
  %.236.7.i.2 = load double, double* %scevgep220, align 8, !noalias !36
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep189 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -39
  %.236.i.3 = load double, double* %scevgep190, align 8, !noalias !36
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep191 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -38
  %.236.1.i.3 = load double, double* %scevgep192, align 8, !noalias !36
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep193 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -37
  %.236.2.i.3 = load double, double* %scevgep194, align 8, !noalias !36
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep195 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -36
  %.236.3.i.3 = load double, double* %scevgep196, align 8, !noalias !36
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep197 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -35
  %.236.4.i.3 = load double, double* %scevgep198, align 8, !noalias !36
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep199 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -34
  %.236.5.i.3 = load double, double* %scevgep200, align 8, !noalias !36
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep201 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -33
  %.236.6.i.3 = load double, double* %scevgep202, align 8, !noalias !36
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep203 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -32
  %.236.7.i.3 = load double, double* %scevgep204, align 8, !noalias !36
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep173 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -31
  %.236.i.4 = load double, double* %scevgep174, align 8, !noalias !36
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep175 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -30
  %.236.1.i.4 = load double, double* %scevgep176, align 8, !noalias !36
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep177 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -29
  %.236.2.i.4 = load double, double* %scevgep178, align 8, !noalias !36
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep179 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -28
  %.236.3.i.4 = load double, double* %scevgep180, align 8, !noalias !36
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep181 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -27
  %.236.4.i.4 = load double, double* %scevgep182, align 8, !noalias !36
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep183 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -26
  %.236.5.i.4 = load double, double* %scevgep184, align 8, !noalias !36
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep185 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -25
  %.236.6.i.4 = load double, double* %scevgep186, align 8, !noalias !36
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep187 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -24
  %.236.7.i.4 = load double, double* %scevgep188, align 8, !noalias !36
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep157 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -23
  %.236.i.5 = load double, double* %scevgep158, align 8, !noalias !36
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep159 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -22
  %.236.1.i.5 = load double, double* %scevgep160, align 8, !noalias !36
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep161 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -21
  %.236.2.i.5 = load double, double* %scevgep162, align 8, !noalias !36
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep163 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -20
  %.236.3.i.5 = load double, double* %scevgep164, align 8, !noalias !36
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep165 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -19
  %.236.4.i.5 = load double, double* %scevgep166, align 8, !noalias !36
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep167 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -18
  %.236.5.i.5 = load double, double* %scevgep168, align 8, !noalias !36
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep169 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -17
  %.236.6.i.5 = load double, double* %scevgep170, align 8, !noalias !36
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep171 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -16
  %.236.7.i.5 = load double, double* %scevgep172, align 8, !noalias !36
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep141 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -15
  %.236.i.6 = load double, double* %scevgep142, align 8, !noalias !36
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep143 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -14
  %.236.1.i.6 = load double, double* %scevgep144, align 8, !noalias !36
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep145 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -13
  %.236.2.i.6 = load double, double* %scevgep146, align 8, !noalias !36
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep147 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -12
  %.236.3.i.6 = load double, double* %scevgep148, align 8, !noalias !36
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep149 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -11
  %.236.4.i.6 = load double, double* %scevgep150, align 8, !noalias !36
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep151 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -10
  %.236.5.i.6 = load double, double* %scevgep152, align 8, !noalias !36
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep153 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -9
  %.236.6.i.6 = load double, double* %scevgep154, align 8, !noalias !36
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep155 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -8
  %.236.7.i.6 = load double, double* %scevgep156, align 8, !noalias !36
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep237 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -7
  %.236.i.7 = load double, double* %scevgep238, align 8, !noalias !36
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep239 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -6
  %.236.1.i.7 = load double, double* %scevgep240, align 8, !noalias !36
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep241 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -5
  %.236.2.i.7 = load double, double* %scevgep242, align 8, !noalias !36
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep243 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -4
  %.236.3.i.7 = load double, double* %scevgep244, align 8, !noalias !36
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep245 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -3
  %.236.4.i.7 = load double, double* %scevgep246, align 8, !noalias !36
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep247 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -2
  %.236.5.i.7 = load double, double* %scevgep248, align 8, !noalias !36
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep249 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -1
  %.236.6.i.7 = load double, double* %scevgep250, align 8, !noalias !36
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep251 = getelementptr double, double* %scevgep140, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep251, align 8, !noalias !36
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next269 = add i64 %lsr.iv268, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next269, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i7)
  %.417 = fadd double %.203, %c.2.0.lcssa.i
  store double %.417, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.max_plus_sum, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.if.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
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

define double @cfunc._ZN7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12max_plus_sumB3v19B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #2
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9434506c90>", i64 0, i64 0))
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

define linkonce_odr i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
entry:
  %.19.i.i = alloca { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, align 8
  %.23.i.i = alloca [1 x i64], align 8
  %.79.i.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.25 = icmp eq i64 %arg.a.2, 0
  br i1 %.25, label %B28, label %B58.endif.endif

common.ret:                                       ; preds = %end.endif.endif.if, %B300, %B262, %B188, %B28
  %common.ret.op = phi i32 [ 1, %B28 ], [ 0, %B188 ], [ 0, %B262 ], [ 0, %B300 ], [ 1, %end.endif.endif.if ]
  ret i32 %common.ret.op

B28:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274512827776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B188:                                             ; preds = %for.body
  call void @NRT_decref(i8* %arg.a.0)
  store double %.119.i, double* %retptr, align 8
  br label %common.ret

B262:                                             ; preds = %B196.endif
  call void @NRT_decref(i8* %arg.a.0)
  store double %.434, double* %retptr, align 8
  br label %common.ret

B300:                                             ; preds = %B270.endif.endif, %B196.preheader
  %max_value.2.0.lcssa = phi double [ %.119.i, %B196.preheader ], [ %12, %B270.endif.endif ]
  call void @NRT_decref(i8* %arg.a.0)
  store double %max_value.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B58.endif.endif:                                  ; preds = %entry
  %0 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %0), !noalias !42
  %1 = bitcast [1 x i64]* %.23.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1), !noalias !42
  %2 = bitcast [1 x i64]* %.79.i.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2), !noalias !42
  %.fca.2.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 2
  %.fca.3.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 3
  %.fca.4.gep.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 4
  %.fca.0.gep1722.i9.i379 = bitcast [1 x i64]* %.23.i.i to i64*
  %.fca.0.gep23.i10.i3810 = bitcast [1 x i64]* %.79.i.i to i64*
  store i64 0, i64* %.fca.0.gep23.i10.i3810, align 8, !noalias !46
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store i64 1, i64* %.fca.2.gep.i.i, align 8, !noalias !46
  store i64 8, i64* %.fca.3.gep.i.i, align 8, !noalias !46
  store double* %arg.a.4, double** %.fca.4.gep.i.i, align 8, !noalias !46
  store i64 1, i64* %.fca.0.gep1722.i9.i379, align 8, !noalias !46
  %.82.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 5, i64 0
  %.84.i.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }, { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i, i64 0, i32 6, i64 0
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, i64* nonnull %.82.i.i, i64* nonnull %.84.i.i, i64 1, i64* nonnull %.fca.0.gep1722.i9.i379, i64* nonnull %.fca.0.gep23.i10.i3810, i64 8, i32 0), !noalias !46
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if, label %for.body

end.endif.endif.if:                               ; preds = %B58.endif.endif
  %3 = bitcast [1 x i64]* %.79.i.i to i8*
  %4 = bitcast [1 x i64]* %.23.i.i to i8*
  %5 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %5), !noalias !42
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4), !noalias !42
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3), !noalias !42
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274510676544, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body:                                         ; preds = %B58.endif.endif
  %6 = bitcast [1 x i64]* %.79.i.i to i8*
  %7 = bitcast [1 x i64]* %.23.i.i to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %9 = bitcast { i8*, i8*, i64, i64, double*, [0 x i64], [0 x i64] }* %.19.i.i to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %9, i64 32
  %10 = bitcast i8* %sunkaddr to double**
  %.101.i.i = load double*, double** %10, align 8, !noalias !46
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %8), !noalias !42
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7), !noalias !42
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6), !noalias !42
  %.119.i = load double, double* %.101.i.i, align 8, !noalias !42
  %.255 = fcmp ord double %.119.i, 0.000000e+00
  br i1 %.255, label %B196.preheader, label %B188

B196.preheader:                                   ; preds = %for.body
  %11 = icmp sgt i64 %arg.a.2, 1
  br i1 %11, label %B196.endif.preheader, label %B300, !prof !50

B196.endif.preheader:                             ; preds = %B196.preheader
  br label %B196.endif

B196.endif:                                       ; preds = %B196.endif.preheader, %B270.endif.endif
  %max_value.2.031 = phi double [ %12, %B270.endif.endif ], [ %.119.i, %B196.endif.preheader ]
  %.89.030 = phi i64 [ %.380, %B270.endif.endif ], [ 1, %B196.endif.preheader ]
  %scevgep8 = getelementptr double, double* %arg.a.4, i64 %.89.030
  %.380 = add nuw nsw i64 %.89.030, 1
  %.434 = load double, double* %scevgep8, align 8
  %.447 = fcmp ord double %.434, 0.000000e+00
  br i1 %.447, label %B270.endif.endif, label %B262

B270.endif.endif:                                 ; preds = %B196.endif
  %.6.i.inv = fcmp ogt double %.434, %max_value.2.031
  %12 = select i1 %.6.i.inv, double %.434, double %max_value.2.031
  %exitcond.not = icmp eq i64 %arg.a.2, %.380
  br i1 %exitcond.not, label %B300, label %B196.endif, !prof !0
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @numba_attempt_nocopy_reshape(i64, i64*, i64*, i64, i64*, i64*, i64, i32) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

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
!37 = distinct !{!37, !38, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!39 = !{!"branch_weights", i32 1, i32 7}
!40 = distinct !{!40, !17}
!41 = distinct !{!41, !17}
!42 = !{!43, !45}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx: %excinfo"}
!46 = !{!47, !49, !43, !45}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
!50 = !{!"branch_weights", i32 99, i32 1}
