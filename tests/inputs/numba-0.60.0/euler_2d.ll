; ModuleID = 'euler_2d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140449923650688 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140449923650688.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140449923650688 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140449923650688, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140449923650688.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.euler_2d = internal constant [9 x i8] c"euler_2d\00"
@_ZN08NumbaEnv7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fbd0bf67d50>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fbd0bf67d50>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140449926331776 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140449926331776.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140449926331776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140449926331776, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140449926331776.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbd0bb72950B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbd0bb72710B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u0.0, i8* nocapture readnone %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, double* nocapture readonly %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %.60 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.56, i64 8)
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B128.i:                                           ; preds = %for.end, %B0.endif.endif.endif.endif
  %u.2.sroa.0.0384 = phi i8* [ %.7.i.i, %B0.endif.endif.endif.endif ], [ %.7.i.i98, %for.end ]
  %u.2.sroa.52.0383 = phi double* [ %.101, %B0.endif.endif.endif.endif ], [ %.6.i97237, %for.end ]
  %.234380 = phi i64 [ 4, %B0.endif.endif.endif.endif ], [ %.244, %for.end ]
  %.244 = add nsw i64 %.234380, -1
  br i1 %.519, label %B76.endif.endif.endif.end...if, label %B76.endif.endif.endif.end...endif, !prof !0

B150.i20.1:                                       ; preds = %for.end
  %.882 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.883 = extractvalue { i64, i1 } %.882, 0
  %.884 = extractvalue { i64, i1 } %.882, 1
  %.887 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.883, i64 8)
  %.889 = extractvalue { i64, i1 } %.887, 1
  %.890 = or i1 %.884, %.889
  br i1 %.890, label %B144.endif.endif.endif.endif.if, label %B144.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B144.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.end...endif.if, %B0.endif.if, %for.end.2.endif, %B144.endif.endif.endif.endif.if, %B76.endif.endif.endif.end...if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B76.endif.endif.endif.end...if ], [ 1, %B144.endif.endif.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B144.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.end...endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449923650688, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449926331776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %const = bitcast i64 4611686018427387896 to i64
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i24 = load i8*, i8** %0, align 8
  %.101 = bitcast i8* %.6.i24 to double*
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i24, i8* align 1 %.129, i64 %.130, i1 false)
  tail call void @NRT_decref(i8* %arg.u0.0)
  %1 = add i64 %arg.u0.5.1, -1
  %2 = add i64 %arg.u0.5.1, -8
  %3 = lshr i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %.511 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.512 = extractvalue { i64, i1 } %.511, 0
  %.513 = extractvalue { i64, i1 } %.511, 1
  %.516 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.512, i64 8)
  %.518 = extractvalue { i64, i1 } %.516, 1
  %.519 = or i1 %.513, %.518
  %.517 = extractvalue { i64, i1 } %.516, 0
  %xtraiter853 = and i64 %arg.u0.5.1, 7
  %n.vec = and i64 %arg.u0.5.1, -8
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter856 = and i64 %4, 7
  %unroll_iter859 = and i64 %4, %const
  %ind.escape = add i64 %n.vec, -1
  %n.vec568 = and i64 %arg.u0.5.1, -8
  %broadcast.splatinsert576 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat577 = shufflevector <8 x double> %broadcast.splatinsert576, <8 x double> poison, <8 x i32> zeroinitializer
  %ind.escape579 = add i64 %n.vec568, -1
  %5 = shl i64 %arg.u0.5.1, 3
  %6 = shl nuw nsw i64 %xtraiter856, 6
  %7 = sub i64 0, %arg.u0.5.1
  %8 = shl nuw nsw i64 %xtraiter856, 6
  br label %B128.i

B76.endif.endif.endif.end...if:                   ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449923650688, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B76.endif.endif.endif.end...endif:                ; preds = %B128.i
  %.7.i.i98 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.517, i32 32), !noalias !9
  %.8.i.i99 = icmp eq i8* %.7.i.i98, null
  br i1 %.8.i.i99, label %B76.endif.endif.endif.end...endif.if, label %B76.endif.endif.endif.end...endif.endif, !prof !0

B76.endif.endif.endif.end...endif.if:             ; preds = %B76.endif.endif.endif.end...endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449926331776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.end...endif.endif:          ; preds = %B76.endif.endif.endif.end...endif
  %9 = icmp sgt i64 %arg.u0.5.0, 0
  %.5.i96 = getelementptr i8, i8* %.7.i.i98, i64 24
  %10 = bitcast i8* %.5.i96 to double**
  %.6.i97237 = load double*, double** %10, align 8
  br i1 %9, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B76.endif.endif.endif.end...endif.endif
  %scevgep529 = getelementptr double, double* %u.2.sroa.52.0383, i64 %arg.u0.5.1
  %scevgep534 = getelementptr double, double* %u.2.sroa.52.0383, i64 %arg.u0.5.1
  %scevgep539 = getelementptr double, double* %u.2.sroa.52.0383, i64 %arg.u0.5.1
  %scevgep544 = getelementptr double, double* %u.2.sroa.52.0383, i64 %arg.u0.5.1
  %scevgep1751 = getelementptr double, double* %u.2.sroa.52.0383, i64 56
  %scevgep1870 = getelementptr double, double* %u.2.sroa.52.0383, i64 56
  %scevgep1895 = getelementptr double, double* %u.2.sroa.52.0383, i64 56
  %scevgep1920 = getelementptr double, double* %u.2.sroa.52.0383, i64 56
  %scevgep1945 = getelementptr double, double* %u.2.sroa.52.0383, i64 56
  %scevgep2029 = getelementptr double, double* %u.2.sroa.52.0383, i64 7
  %scevgep2046 = getelementptr double, double* %u.2.sroa.52.0383, i64 7
  %scevgep2063 = getelementptr double, double* %u.2.sroa.52.0383, i64 7
  %scevgep2080 = getelementptr double, double* %u.2.sroa.52.0383, i64 7
  br label %for.cond.1.preheader

for.cond.1.preheader:                             ; preds = %for.cond.1.preheader.preheader, %for.end.1
  %lsr.iv1809 = phi double* [ %u.2.sroa.52.0383, %for.cond.1.preheader.preheader ], [ %194, %for.end.1 ]
  %lsr.iv1752 = phi double* [ %scevgep1751, %for.cond.1.preheader.preheader ], [ %193, %for.end.1 ]
  %lsr.iv1732 = phi double* [ %.6.i97237, %for.cond.1.preheader.preheader ], [ %192, %for.end.1 ]
  %loop.index230 = phi i64 [ %.721, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.611.0229 = phi i64 [ %.611.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.608.0228 = phi i64 [ %.608.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.605.0227 = phi i64 [ %.605.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.602.0226 = phi i64 [ %.602.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.599.0225 = phi i64 [ %.599.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.596.0224 = phi i64 [ %.596.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.593.0223 = phi i64 [ %.593.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %.590.0222 = phi i64 [ %.590.1.lcssa, %for.end.1 ], [ 0, %for.cond.1.preheader.preheader ]
  %11 = icmp sgt i64 %arg.u0.5.1, 0
  %12 = mul i64 %loop.index230, %arg.u0.5.1
  %scevgep523 = getelementptr double, double* %.6.i97237, i64 %12
  %13 = add i64 %12, %arg.u0.5.1
  %scevgep525 = getelementptr double, double* %.6.i97237, i64 %13
  %14 = mul i64 %loop.index230, %arg.u0.5.1
  %scevgep = getelementptr double, double* %.6.i97237, i64 %14
  %15 = add i64 %14, %arg.u0.5.1
  %scevgep462 = getelementptr double, double* %.6.i97237, i64 %15
  %16 = mul i64 %loop.index230, %arg.u0.5.1
  %scevgep464 = getelementptr double, double* %u.2.sroa.52.0383, i64 %16
  %17 = add i64 %16, %arg.u0.5.1
  %scevgep466 = getelementptr double, double* %u.2.sroa.52.0383, i64 %17
  br i1 %11, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.cond.1.preheader
  %18 = icmp eq i64 %arg.u0.5.0, 1
  br i1 %18, label %for.body.1.preheader.split, label %for.body.1.preheader.split.us

for.body.1.preheader.split.us:                    ; preds = %for.body.1.preheader
  %19 = icmp ugt i64 %arg.u0.5.1, 1
  %.631.us = mul i64 %loop.index230, %arg.u0.5.1
  br i1 %19, label %for.body.1.us.us.preheader, label %for.body.1.us.preheader

for.body.1.us.us.preheader:                       ; preds = %for.body.1.preheader.split.us
  %20 = icmp ult i64 %arg.u0.5.1, 8
  br i1 %20, label %for.body.1.us.us.preheader813, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us.us.preheader
  %bound0 = icmp ult double* %scevgep, %scevgep466
  %bound1 = icmp ult double* %scevgep464, %scevgep462
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us.us.preheader813, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %21 = icmp ult i64 %2, 56
  br i1 %21, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv1801 = phi i64 [ %unroll_iter859, %vector.body.preheader ], [ %lsr.iv.next1802, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep1775 = getelementptr double, double* %lsr.iv1752, i64 %index
  %scevgep17751776 = bitcast double* %scevgep1775 to <8 x double>*
  %scevgep1777 = getelementptr <8 x double>, <8 x double>* %scevgep17751776, i64 -7
  %wide.load = load <8 x double>, <8 x double>* %scevgep1777, align 8, !alias.scope !16
  %22 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %23 = fmul <8 x double> %wide.load, %wide.load
  %24 = fsub <8 x double> %22, %23
  %25 = fmul <8 x double> %24, %broadcast.splat
  %26 = fadd <8 x double> %wide.load, %25
  %scevgep1799 = getelementptr double, double* %lsr.iv1732, i64 %index
  %scevgep17991800 = bitcast double* %scevgep1799 to <8 x double>*
  store <8 x double> %26, <8 x double>* %scevgep17991800, align 8, !alias.scope !19, !noalias !16
  %scevgep1770 = getelementptr double, double* %lsr.iv1752, i64 %index
  %scevgep17701771 = bitcast double* %scevgep1770 to <8 x double>*
  %scevgep1772 = getelementptr <8 x double>, <8 x double>* %scevgep17701771, i64 -6
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep1772, align 8, !alias.scope !16
  %27 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %28 = fmul <8 x double> %wide.load.1, %wide.load.1
  %29 = fsub <8 x double> %27, %28
  %30 = fmul <8 x double> %29, %broadcast.splat
  %31 = fadd <8 x double> %wide.load.1, %30
  %scevgep1793 = getelementptr double, double* %lsr.iv1732, i64 %index
  %scevgep17931794 = bitcast double* %scevgep1793 to <8 x double>*
  %scevgep1795 = getelementptr <8 x double>, <8 x double>* %scevgep17931794, i64 1
  store <8 x double> %31, <8 x double>* %scevgep1795, align 8, !alias.scope !19, !noalias !16
  %scevgep1767 = getelementptr double, double* %lsr.iv1752, i64 %index
  %scevgep17671768 = bitcast double* %scevgep1767 to <8 x double>*
  %scevgep1769 = getelementptr <8 x double>, <8 x double>* %scevgep17671768, i64 -5
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep1769, align 8, !alias.scope !16
  %32 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %33 = fmul <8 x double> %wide.load.2, %wide.load.2
  %34 = fsub <8 x double> %32, %33
  %35 = fmul <8 x double> %34, %broadcast.splat
  %36 = fadd <8 x double> %wide.load.2, %35
  %scevgep1790 = getelementptr double, double* %lsr.iv1732, i64 %index
  %scevgep17901791 = bitcast double* %scevgep1790 to <8 x double>*
  %scevgep1792 = getelementptr <8 x double>, <8 x double>* %scevgep17901791, i64 2
  store <8 x double> %36, <8 x double>* %scevgep1792, align 8, !alias.scope !19, !noalias !16
  %scevgep1764 = getelementptr double, double* %lsr.iv1752, i64 %index
  %scevgep17641765 = bitcast double* %scevgep1764 to <8 x double>*
  %scevgep1766 = getelementptr <8 x double>, <8 x double>* %scevgep17641765, i64 -4
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep1766, align 8, !alias.scope !16
  %37 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %38 = fmul <8 x double> %wide.load.3, %wide.load.3
  %39 = fsub <8 x double> %37, %38
  %40 = fmul <8 x double> %39, %broadcast.splat
  %41 = fadd <8 x double> %wide.load.3, %40
  %scevgep1787 = getelementptr double, double* %lsr.iv1732, i64 %index
  %scevgep17871788 = bitcast double* %scevgep1787 to <8 x double>*
  %scevgep1789 = getelementptr <8 x double>, <8 x double>* %scevgep17871788, i64 3
  store <8 x double> %41, <8 x double>* %scevgep1789, align 8, !alias.scope !19, !noalias !16
  %scevgep1761 = getelementptr double, double* %lsr.iv1752, i64 %index
  %scevgep17611762 = bitcast double* %scevgep1761 to <8 x double>*
  %scevgep1763 = getelementptr <8 x double>, <8 x double>* %scevgep17611762, i64 -3
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep1763, align 8, !alias.scope !16
  %42 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %43 = fmul <8 x double> %wide.load.4, %wide.load.4
  %44 = fsub <8 x double> %42, %43
  %45 = fmul <8 x double> %44, %broadcast.splat
  %46 = fadd <8 x double> %wide.load.4, %45
  %scevgep1784 = getelementptr double, double* %lsr.iv1732, i64 %index
  %scevgep17841785 = bitcast double* %scevgep1784 to <8 x double>*
  %scevgep1786 = getelementptr <8 x double>, <8 x double>* %scevgep17841785, i64 4
  store <8 x double> %46, <8 x double>* %scevgep1786, align 8, !alias.scope !19, !noalias !16
  %scevgep1758 = getelementptr double, double* %lsr.iv1752, i64 %index
  %scevgep17581759 = bitcast double* %scevgep1758 to <8 x double>*
  %scevgep1760 = getelementptr <8 x double>, <8 x double>* %scevgep17581759, i64 -2
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep1760, align 8, !alias.scope !16
  %47 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %48 = fmul <8 x double> %wide.load.5, %wide.load.5
  %49 = fsub <8 x double> %47, %48
  %50 = fmul <8 x double> %49, %broadcast.splat
  %51 = fadd <8 x double> %wide.load.5, %50
  %scevgep1781 = getelementptr double, double* %lsr.iv1732, i64 %index
  %scevgep17811782 = bitcast double* %scevgep1781 to <8 x double>*
  %scevgep1783 = getelementptr <8 x double>, <8 x double>* %scevgep17811782, i64 5
  store <8 x double> %51, <8 x double>* %scevgep1783, align 8, !alias.scope !19, !noalias !16
  %scevgep1755 = getelementptr double, double* %lsr.iv1752, i64 %index
  %scevgep17551756 = bitcast double* %scevgep1755 to <8 x double>*
  %scevgep1757 = getelementptr <8 x double>, <8 x double>* %scevgep17551756, i64 -1
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep1757, align 8, !alias.scope !16
  %52 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %53 = fmul <8 x double> %wide.load.6, %wide.load.6
  %54 = fsub <8 x double> %52, %53
  %55 = fmul <8 x double> %54, %broadcast.splat
  %56 = fadd <8 x double> %wide.load.6, %55
  %scevgep1778 = getelementptr double, double* %lsr.iv1732, i64 %index
  %scevgep17781779 = bitcast double* %scevgep1778 to <8 x double>*
  %scevgep1780 = getelementptr <8 x double>, <8 x double>* %scevgep17781779, i64 6
  store <8 x double> %56, <8 x double>* %scevgep1780, align 8, !alias.scope !19, !noalias !16
  %scevgep1773 = getelementptr double, double* %lsr.iv1752, i64 %index
  %scevgep17731774 = bitcast double* %scevgep1773 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep17731774, align 8, !alias.scope !16
  %57 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %58 = fmul <8 x double> %wide.load.7, %wide.load.7
  %59 = fsub <8 x double> %57, %58
  %60 = fmul <8 x double> %59, %broadcast.splat
  %61 = fadd <8 x double> %wide.load.7, %60
  %scevgep1796 = getelementptr double, double* %lsr.iv1732, i64 %index
  %scevgep17961797 = bitcast double* %scevgep1796 to <8 x double>*
  %scevgep1798 = getelementptr <8 x double>, <8 x double>* %scevgep17961797, i64 7
  store <8 x double> %61, <8 x double>* %scevgep1798, align 8, !alias.scope !19, !noalias !16
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next1802 = add i64 %lsr.iv1801, -8
  %niter860.ncmp.7 = icmp eq i64 %lsr.iv.next1802, 0
  br i1 %niter860.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !21

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %62 = icmp eq i64 %xtraiter856, 0
  br i1 %62, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep1803 = getelementptr double, double* %lsr.iv1732, i64 %index.unr
  %scevgep1812 = getelementptr double, double* %lsr.iv1809, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1804 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1805, %vector.body.epil ]
  %63 = bitcast double* %scevgep1812 to i8*
  %64 = bitcast double* %scevgep1803 to i8*
  %uglygep1814 = getelementptr i8, i8* %63, i64 %lsr.iv1804
  %uglygep18141815 = bitcast i8* %uglygep1814 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep18141815, align 8, !alias.scope !16
  %65 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %66 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %67 = fsub <8 x double> %65, %66
  %68 = fmul <8 x double> %67, %broadcast.splat
  %69 = fadd <8 x double> %wide.load.epil, %68
  %uglygep1807 = getelementptr i8, i8* %64, i64 %lsr.iv1804
  %uglygep18071808 = bitcast i8* %uglygep1807 to <8 x double>*
  store <8 x double> %69, <8 x double>* %uglygep18071808, align 8, !alias.scope !19, !noalias !16
  %lsr.iv.next1805 = add nuw nsw i64 %lsr.iv1804, 64
  %epil.iter857.cmp.not = icmp eq i64 %6, %lsr.iv.next1805
  br i1 %epil.iter857.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !23

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %70 = icmp eq i64 %n.vec, %arg.u0.5.1
  br i1 %70, label %for.end.1, label %for.body.1.us.us.preheader813

for.body.1.us.us.preheader813:                    ; preds = %vector.memcheck, %for.body.1.us.us.preheader, %middle.block
  %loop.index.1212.us.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us.us.preheader ], [ %n.vec, %middle.block ]
  %71 = and i64 %arg.u0.5.1, 7
  %72 = icmp eq i64 %71, 0
  %73 = xor i64 %loop.index.1212.us.us.ph, -1
  %74 = add i64 %73, %arg.u0.5.1
  br i1 %72, label %for.body.1.us.us.prol.loopexit, label %for.body.1.us.us.prol.preheader

for.body.1.us.us.prol.preheader:                  ; preds = %for.body.1.us.us.preheader813
  br label %for.body.1.us.us.prol

for.body.1.us.us.prol:                            ; preds = %for.body.1.us.us.prol.preheader, %for.body.1.us.us.prol
  %lsr.iv1818 = phi i64 [ %xtraiter853, %for.body.1.us.us.prol.preheader ], [ %lsr.iv.next1819, %for.body.1.us.us.prol ]
  %loop.index.1212.us.us.prol = phi i64 [ %.719.us.us.prol, %for.body.1.us.us.prol ], [ %loop.index.1212.us.us.ph, %for.body.1.us.us.prol.preheader ]
  %scevgep1817 = getelementptr double, double* %lsr.iv1809, i64 %loop.index.1212.us.us.prol
  %.636.us.us.prol = load double, double* %scevgep1817, align 8
  %.16.i.us.us.prol = tail call double @llvm.sin.f64(double %.636.us.us.prol) #6
  %.21.i.us.us.prol = fmul double %.636.us.us.prol, %.636.us.us.prol
  %.22.i.us.us.prol = fsub double %.16.i.us.us.prol, %.21.i.us.us.prol
  %.23.i.us.us.prol = fmul double %.22.i.us.us.prol, %arg.h
  %.24.i.us.us.prol = fadd double %.636.us.us.prol, %.23.i.us.us.prol
  %scevgep1816 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us.us.prol
  store double %.24.i.us.us.prol, double* %scevgep1816, align 8
  %.719.us.us.prol = add nuw i64 %loop.index.1212.us.us.prol, 1
  %lsr.iv.next1819 = add nsw i64 %lsr.iv1818, -1
  %prol.iter863.cmp.not = icmp eq i64 %lsr.iv.next1819, 0
  br i1 %prol.iter863.cmp.not, label %for.body.1.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.prol, !llvm.loop !25

for.body.1.us.us.prol.loopexit.loopexit:          ; preds = %for.body.1.us.us.prol
  %75 = add i64 %.719.us.us.prol, -1
  br label %for.body.1.us.us.prol.loopexit

for.body.1.us.us.prol.loopexit:                   ; preds = %for.body.1.us.us.prol.loopexit.loopexit, %for.body.1.us.us.preheader813
  %loop.index.1212.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.preheader813 ], [ %75, %for.body.1.us.us.prol.loopexit.loopexit ]
  %loop.index.1212.us.us.unr = phi i64 [ %loop.index.1212.us.us.ph, %for.body.1.us.us.preheader813 ], [ %.719.us.us.prol, %for.body.1.us.us.prol.loopexit.loopexit ]
  %76 = icmp ult i64 %74, 7
  br i1 %76, label %for.end.1, label %for.body.1.us.us.preheader873

for.body.1.us.us.preheader873:                    ; preds = %for.body.1.us.us.prol.loopexit
  %77 = add i64 %loop.index.1212.us.us.unr, -1
  br label %for.body.1.us.us

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader.split.us
  %78 = icmp eq i64 %xtraiter853, 0
  %.634.us = add i64 %.631.us, %.593.0223
  %.651.us = add i64 %.631.us, %.599.0225
  %.668.us = add i64 %.631.us, %.605.0227
  %.685.us = add i64 %.631.us, %.611.0229
  br i1 %78, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %loop.index.1212.us.prol = phi i64 [ %.719.us.prol, %for.body.1.us.prol ], [ 0, %for.body.1.us.prol.preheader ]
  %sunkaddr = mul i64 %.634.us, 8
  %79 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2113 = getelementptr i8, i8* %79, i64 %sunkaddr
  %80 = bitcast i8* %sunkaddr2113 to double*
  %.636.us.prol = load double, double* %80, align 8
  %sunkaddr2114 = mul i64 %.651.us, 8
  %81 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2115 = getelementptr i8, i8* %81, i64 %sunkaddr2114
  %82 = bitcast i8* %sunkaddr2115 to double*
  %.653.us.prol = load double, double* %82, align 8
  %sunkaddr2116 = mul i64 %.668.us, 8
  %83 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2117 = getelementptr i8, i8* %83, i64 %sunkaddr2116
  %84 = bitcast i8* %sunkaddr2117 to double*
  %.670.us.prol = load double, double* %84, align 8
  %sunkaddr2118 = mul i64 %.685.us, 8
  %85 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2119 = getelementptr i8, i8* %85, i64 %sunkaddr2118
  %86 = bitcast i8* %sunkaddr2119 to double*
  %.687.us.prol = load double, double* %86, align 8
  %.16.i.us.prol = tail call double @llvm.sin.f64(double %.670.us.prol) #6
  %.21.i.us.prol = fmul double %.653.us.prol, %.687.us.prol
  %.22.i.us.prol = fsub double %.16.i.us.prol, %.21.i.us.prol
  %.23.i.us.prol = fmul double %.22.i.us.prol, %arg.h
  %.24.i.us.prol = fadd double %.636.us.prol, %.23.i.us.prol
  %scevgep1735 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us.prol
  store double %.24.i.us.prol, double* %scevgep1735, align 8
  %.719.us.prol = add nuw nsw i64 %loop.index.1212.us.prol, 1
  %prol.iter855.cmp.not = icmp eq i64 %xtraiter853, %.719.us.prol
  br i1 %prol.iter855.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !26

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %loop.index.1212.us.unr = phi i64 [ 0, %for.body.1.us.preheader ], [ %.719.us.prol, %for.body.1.us.prol ]
  %87 = icmp ult i64 %1, 7
  br i1 %87, label %for.end.1, label %for.body.1.us.preheader875

for.body.1.us.preheader875:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us.us:                                 ; preds = %for.body.1.us.us.preheader873, %for.body.1.us.us
  %lsr.iv1820 = phi i64 [ %77, %for.body.1.us.us.preheader873 ], [ %lsr.iv.next1821, %for.body.1.us.us ]
  %scevgep1840 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1820
  %scevgep1841 = getelementptr double, double* %scevgep1840, i64 1
  %.636.us.us = load double, double* %scevgep1841, align 8
  %.16.i.us.us = tail call double @llvm.sin.f64(double %.636.us.us) #6
  %.21.i.us.us = fmul double %.636.us.us, %.636.us.us
  %.22.i.us.us = fsub double %.16.i.us.us, %.21.i.us.us
  %.23.i.us.us = fmul double %.22.i.us.us, %arg.h
  %.24.i.us.us = fadd double %.636.us.us, %.23.i.us.us
  %scevgep1824 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv1820
  %scevgep1825 = getelementptr double, double* %scevgep1824, i64 1
  store double %.24.i.us.us, double* %scevgep1825, align 8
  %scevgep1842 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1820
  %scevgep1843 = getelementptr double, double* %scevgep1842, i64 2
  %.636.us.us.1 = load double, double* %scevgep1843, align 8
  %.16.i.us.us.1 = tail call double @llvm.sin.f64(double %.636.us.us.1) #6
  %.21.i.us.us.1 = fmul double %.636.us.us.1, %.636.us.us.1
  %.22.i.us.us.1 = fsub double %.16.i.us.us.1, %.21.i.us.us.1
  %.23.i.us.us.1 = fmul double %.22.i.us.us.1, %arg.h
  %.24.i.us.us.1 = fadd double %.636.us.us.1, %.23.i.us.us.1
  %scevgep1828 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv1820
  %scevgep1829 = getelementptr double, double* %scevgep1828, i64 2
  store double %.24.i.us.us.1, double* %scevgep1829, align 8
  %scevgep1844 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1820
  %scevgep1845 = getelementptr double, double* %scevgep1844, i64 3
  %.636.us.us.2 = load double, double* %scevgep1845, align 8
  %.16.i.us.us.2 = tail call double @llvm.sin.f64(double %.636.us.us.2) #6
  %.21.i.us.us.2 = fmul double %.636.us.us.2, %.636.us.us.2
  %.22.i.us.us.2 = fsub double %.16.i.us.us.2, %.21.i.us.us.2
  %.23.i.us.us.2 = fmul double %.22.i.us.us.2, %arg.h
  %.24.i.us.us.2 = fadd double %.636.us.us.2, %.23.i.us.us.2
  %scevgep1830 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv1820
  %scevgep1831 = getelementptr double, double* %scevgep1830, i64 3
  store double %.24.i.us.us.2, double* %scevgep1831, align 8
  %scevgep1846 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1820
  %scevgep1847 = getelementptr double, double* %scevgep1846, i64 4
  %.636.us.us.3 = load double, double* %scevgep1847, align 8
  %.16.i.us.us.3 = tail call double @llvm.sin.f64(double %.636.us.us.3) #6
  %.21.i.us.us.3 = fmul double %.636.us.us.3, %.636.us.us.3
  %.22.i.us.us.3 = fsub double %.16.i.us.us.3, %.21.i.us.us.3
  %.23.i.us.us.3 = fmul double %.22.i.us.us.3, %arg.h
  %.24.i.us.us.3 = fadd double %.636.us.us.3, %.23.i.us.us.3
  %scevgep1832 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv1820
  %scevgep1833 = getelementptr double, double* %scevgep1832, i64 4
  store double %.24.i.us.us.3, double* %scevgep1833, align 8
  %scevgep1848 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1820
  %scevgep1849 = getelementptr double, double* %scevgep1848, i64 5
  %.636.us.us.4 = load double, double* %scevgep1849, align 8
  %.16.i.us.us.4 = tail call double @llvm.sin.f64(double %.636.us.us.4) #6
  %.21.i.us.us.4 = fmul double %.636.us.us.4, %.636.us.us.4
  %.22.i.us.us.4 = fsub double %.16.i.us.us.4, %.21.i.us.us.4
  %.23.i.us.us.4 = fmul double %.22.i.us.us.4, %arg.h
  %.24.i.us.us.4 = fadd double %.636.us.us.4, %.23.i.us.us.4
  %scevgep1822 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv1820
  %scevgep1823 = getelementptr double, double* %scevgep1822, i64 5
  store double %.24.i.us.us.4, double* %scevgep1823, align 8
  %scevgep1850 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1820
  %scevgep1851 = getelementptr double, double* %scevgep1850, i64 6
  %.636.us.us.5 = load double, double* %scevgep1851, align 8
  %.16.i.us.us.5 = tail call double @llvm.sin.f64(double %.636.us.us.5) #6
  %.21.i.us.us.5 = fmul double %.636.us.us.5, %.636.us.us.5
  %.22.i.us.us.5 = fsub double %.16.i.us.us.5, %.21.i.us.us.5
  %.23.i.us.us.5 = fmul double %.22.i.us.us.5, %arg.h
  %.24.i.us.us.5 = fadd double %.636.us.us.5, %.23.i.us.us.5
  %scevgep1836 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv1820
  %scevgep1837 = getelementptr double, double* %scevgep1836, i64 6
  store double %.24.i.us.us.5, double* %scevgep1837, align 8
  %scevgep1852 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1820
  %scevgep1853 = getelementptr double, double* %scevgep1852, i64 7
  %.636.us.us.6 = load double, double* %scevgep1853, align 8
  %.16.i.us.us.6 = tail call double @llvm.sin.f64(double %.636.us.us.6) #6
  %.21.i.us.us.6 = fmul double %.636.us.us.6, %.636.us.us.6
  %.22.i.us.us.6 = fsub double %.16.i.us.us.6, %.21.i.us.us.6
  %.23.i.us.us.6 = fmul double %.22.i.us.us.6, %arg.h
  %.24.i.us.us.6 = fadd double %.636.us.us.6, %.23.i.us.us.6
  %scevgep1834 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv1820
  %scevgep1835 = getelementptr double, double* %scevgep1834, i64 7
  store double %.24.i.us.us.6, double* %scevgep1835, align 8
  %scevgep1838 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1820
  %scevgep1839 = getelementptr double, double* %scevgep1838, i64 8
  %.636.us.us.7 = load double, double* %scevgep1839, align 8
  %.16.i.us.us.7 = tail call double @llvm.sin.f64(double %.636.us.us.7) #6
  %.21.i.us.us.7 = fmul double %.636.us.us.7, %.636.us.us.7
  %.22.i.us.us.7 = fsub double %.16.i.us.us.7, %.21.i.us.us.7
  %.23.i.us.us.7 = fmul double %.22.i.us.us.7, %arg.h
  %.24.i.us.us.7 = fadd double %.636.us.us.7, %.23.i.us.us.7
  %scevgep1826 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv1820
  %scevgep1827 = getelementptr double, double* %scevgep1826, i64 8
  store double %.24.i.us.us.7, double* %scevgep1827, align 8
  %lsr.iv.next1821 = add i64 %lsr.iv1820, 8
  %88 = add i64 %7, %lsr.iv.next1821
  %exitcond406.not.7 = icmp eq i64 %88, -1
  br i1 %exitcond406.not.7, label %for.end.1, label %for.body.1.us.us, !llvm.loop !27

for.body.1.us:                                    ; preds = %for.body.1.us.preheader875, %for.body.1.us
  %loop.index.1212.us = phi i64 [ %.719.us.7, %for.body.1.us ], [ %loop.index.1212.us.unr, %for.body.1.us.preheader875 ]
  %sunkaddr2120 = mul i64 %.634.us, 8
  %89 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2121 = getelementptr i8, i8* %89, i64 %sunkaddr2120
  %90 = bitcast i8* %sunkaddr2121 to double*
  %.636.us = load double, double* %90, align 8
  %sunkaddr2122 = mul i64 %.651.us, 8
  %91 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2123 = getelementptr i8, i8* %91, i64 %sunkaddr2122
  %92 = bitcast i8* %sunkaddr2123 to double*
  %.653.us = load double, double* %92, align 8
  %sunkaddr2124 = mul i64 %.668.us, 8
  %93 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2125 = getelementptr i8, i8* %93, i64 %sunkaddr2124
  %94 = bitcast i8* %sunkaddr2125 to double*
  %.670.us = load double, double* %94, align 8
  %sunkaddr2126 = mul i64 %.685.us, 8
  %95 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2127 = getelementptr i8, i8* %95, i64 %sunkaddr2126
  %96 = bitcast i8* %sunkaddr2127 to double*
  %.687.us = load double, double* %96, align 8
  %.16.i.us = tail call double @llvm.sin.f64(double %.670.us) #6
  %.21.i.us = fmul double %.653.us, %.687.us
  %.22.i.us = fsub double %.16.i.us, %.21.i.us
  %.23.i.us = fmul double %.22.i.us, %arg.h
  %.24.i.us = fadd double %.636.us, %.23.i.us
  %scevgep1738 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us
  store double %.24.i.us, double* %scevgep1738, align 8
  %.636.us.1 = load double, double* %90, align 8
  %.653.us.1 = load double, double* %92, align 8
  %.670.us.1 = load double, double* %94, align 8
  %.687.us.1 = load double, double* %96, align 8
  %.16.i.us.1 = tail call double @llvm.sin.f64(double %.670.us.1) #6
  %.21.i.us.1 = fmul double %.653.us.1, %.687.us.1
  %.22.i.us.1 = fsub double %.16.i.us.1, %.21.i.us.1
  %.23.i.us.1 = fmul double %.22.i.us.1, %arg.h
  %.24.i.us.1 = fadd double %.636.us.1, %.23.i.us.1
  %scevgep1741 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us
  %scevgep1742 = getelementptr double, double* %scevgep1741, i64 1
  store double %.24.i.us.1, double* %scevgep1742, align 8
  %.636.us.2 = load double, double* %90, align 8
  %.653.us.2 = load double, double* %92, align 8
  %.670.us.2 = load double, double* %94, align 8
  %.687.us.2 = load double, double* %96, align 8
  %.16.i.us.2 = tail call double @llvm.sin.f64(double %.670.us.2) #6
  %.21.i.us.2 = fmul double %.653.us.2, %.687.us.2
  %.22.i.us.2 = fsub double %.16.i.us.2, %.21.i.us.2
  %.23.i.us.2 = fmul double %.22.i.us.2, %arg.h
  %.24.i.us.2 = fadd double %.636.us.2, %.23.i.us.2
  %scevgep1743 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us
  %scevgep1744 = getelementptr double, double* %scevgep1743, i64 2
  store double %.24.i.us.2, double* %scevgep1744, align 8
  %.636.us.3 = load double, double* %90, align 8
  %.653.us.3 = load double, double* %92, align 8
  %.670.us.3 = load double, double* %94, align 8
  %.687.us.3 = load double, double* %96, align 8
  %.16.i.us.3 = tail call double @llvm.sin.f64(double %.670.us.3) #6
  %.21.i.us.3 = fmul double %.653.us.3, %.687.us.3
  %.22.i.us.3 = fsub double %.16.i.us.3, %.21.i.us.3
  %.23.i.us.3 = fmul double %.22.i.us.3, %arg.h
  %.24.i.us.3 = fadd double %.636.us.3, %.23.i.us.3
  %scevgep1745 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us
  %scevgep1746 = getelementptr double, double* %scevgep1745, i64 3
  store double %.24.i.us.3, double* %scevgep1746, align 8
  %.636.us.4 = load double, double* %90, align 8
  %.653.us.4 = load double, double* %92, align 8
  %.670.us.4 = load double, double* %94, align 8
  %.687.us.4 = load double, double* %96, align 8
  %.16.i.us.4 = tail call double @llvm.sin.f64(double %.670.us.4) #6
  %.21.i.us.4 = fmul double %.653.us.4, %.687.us.4
  %.22.i.us.4 = fsub double %.16.i.us.4, %.21.i.us.4
  %.23.i.us.4 = fmul double %.22.i.us.4, %arg.h
  %.24.i.us.4 = fadd double %.636.us.4, %.23.i.us.4
  %scevgep1736 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us
  %scevgep1737 = getelementptr double, double* %scevgep1736, i64 4
  store double %.24.i.us.4, double* %scevgep1737, align 8
  %.636.us.5 = load double, double* %90, align 8
  %.653.us.5 = load double, double* %92, align 8
  %.670.us.5 = load double, double* %94, align 8
  %.687.us.5 = load double, double* %96, align 8
  %.16.i.us.5 = tail call double @llvm.sin.f64(double %.670.us.5) #6
  %.21.i.us.5 = fmul double %.653.us.5, %.687.us.5
  %.22.i.us.5 = fsub double %.16.i.us.5, %.21.i.us.5
  %.23.i.us.5 = fmul double %.22.i.us.5, %arg.h
  %.24.i.us.5 = fadd double %.636.us.5, %.23.i.us.5
  %scevgep1749 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us
  %scevgep1750 = getelementptr double, double* %scevgep1749, i64 5
  store double %.24.i.us.5, double* %scevgep1750, align 8
  %.636.us.6 = load double, double* %90, align 8
  %.653.us.6 = load double, double* %92, align 8
  %.670.us.6 = load double, double* %94, align 8
  %.687.us.6 = load double, double* %96, align 8
  %.16.i.us.6 = tail call double @llvm.sin.f64(double %.670.us.6) #6
  %.21.i.us.6 = fmul double %.653.us.6, %.687.us.6
  %.22.i.us.6 = fsub double %.16.i.us.6, %.21.i.us.6
  %.23.i.us.6 = fmul double %.22.i.us.6, %arg.h
  %.24.i.us.6 = fadd double %.636.us.6, %.23.i.us.6
  %scevgep1747 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us
  %scevgep1748 = getelementptr double, double* %scevgep1747, i64 6
  store double %.24.i.us.6, double* %scevgep1748, align 8
  %.636.us.7 = load double, double* %90, align 8
  %.653.us.7 = load double, double* %92, align 8
  %.670.us.7 = load double, double* %94, align 8
  %.687.us.7 = load double, double* %96, align 8
  %.16.i.us.7 = tail call double @llvm.sin.f64(double %.670.us.7) #6
  %.21.i.us.7 = fmul double %.653.us.7, %.687.us.7
  %.22.i.us.7 = fsub double %.16.i.us.7, %.21.i.us.7
  %.23.i.us.7 = fmul double %.22.i.us.7, %arg.h
  %.24.i.us.7 = fadd double %.636.us.7, %.23.i.us.7
  %scevgep1739 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us
  %scevgep1740 = getelementptr double, double* %scevgep1739, i64 7
  store double %.24.i.us.7, double* %scevgep1740, align 8
  %.719.us.7 = add nuw nsw i64 %loop.index.1212.us, 8
  %exitcond405.not.7 = icmp eq i64 %arg.u0.5.1, %.719.us.7
  br i1 %exitcond405.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !28

for.body.1.preheader.split:                       ; preds = %for.body.1.preheader
  %97 = icmp ugt i64 %arg.u0.5.1, 1
  %.631.us352 = mul i64 %.590.0222, %arg.u0.5.1
  br i1 %97, label %for.body.1.preheader.split.split.us, label %for.body.1.preheader392

for.body.1.preheader392:                          ; preds = %for.body.1.preheader.split
  %98 = and i64 %arg.u0.5.1, 7
  %99 = icmp eq i64 %98, 0
  %.634 = add i64 %.631.us352, %.593.0223
  %.648 = mul i64 %.596.0224, %arg.u0.5.1
  %.651 = add i64 %.648, %.599.0225
  %.665 = mul i64 %.602.0226, %arg.u0.5.1
  %.668 = add i64 %.665, %.605.0227
  %.682 = mul i64 %.608.0228, %arg.u0.5.1
  %.685 = add i64 %.682, %.611.0229
  br i1 %99, label %for.body.1.prol.loopexit, label %for.body.1.prol.preheader

for.body.1.prol.preheader:                        ; preds = %for.body.1.preheader392
  br label %for.body.1.prol

for.body.1.prol:                                  ; preds = %for.body.1.prol.preheader, %for.body.1.prol
  %loop.index.1212.prol = phi i64 [ %.719.prol, %for.body.1.prol ], [ 0, %for.body.1.prol.preheader ]
  %sunkaddr2128 = mul i64 %.634, 8
  %100 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2129 = getelementptr i8, i8* %100, i64 %sunkaddr2128
  %101 = bitcast i8* %sunkaddr2129 to double*
  %.636.prol = load double, double* %101, align 8
  %sunkaddr2130 = mul i64 %.651, 8
  %102 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2131 = getelementptr i8, i8* %102, i64 %sunkaddr2130
  %103 = bitcast i8* %sunkaddr2131 to double*
  %.653.prol = load double, double* %103, align 8
  %sunkaddr2132 = mul i64 %.668, 8
  %104 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2133 = getelementptr i8, i8* %104, i64 %sunkaddr2132
  %105 = bitcast i8* %sunkaddr2133 to double*
  %.670.prol = load double, double* %105, align 8
  %sunkaddr2134 = mul i64 %.685, 8
  %106 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2135 = getelementptr i8, i8* %106, i64 %sunkaddr2134
  %107 = bitcast i8* %sunkaddr2135 to double*
  %.687.prol = load double, double* %107, align 8
  %.16.i.prol = tail call double @llvm.sin.f64(double %.670.prol) #6
  %.21.i.prol = fmul double %.653.prol, %.687.prol
  %.22.i.prol = fsub double %.16.i.prol, %.21.i.prol
  %.23.i.prol = fmul double %.22.i.prol, %arg.h
  %.24.i.prol = fadd double %.636.prol, %.23.i.prol
  %scevgep1854 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.prol
  store double %.24.i.prol, double* %scevgep1854, align 8
  %.719.prol = add nuw nsw i64 %loop.index.1212.prol, 1
  %prol.iter844.cmp.not = icmp eq i64 %xtraiter853, %.719.prol
  br i1 %prol.iter844.cmp.not, label %for.body.1.prol.loopexit, label %for.body.1.prol, !llvm.loop !29

for.body.1.prol.loopexit:                         ; preds = %for.body.1.prol, %for.body.1.preheader392
  %loop.index.1212.unr = phi i64 [ 0, %for.body.1.preheader392 ], [ %.719.prol, %for.body.1.prol ]
  %108 = icmp ult i64 %1, 7
  br i1 %108, label %for.end.1, label %for.body.1.preheader871

for.body.1.preheader871:                          ; preds = %for.body.1.prol.loopexit
  br label %for.body.1

for.body.1.preheader.split.split.us:              ; preds = %for.body.1.preheader.split
  %109 = icmp ult i64 %arg.u0.5.1, 8
  %.648.us357 = mul i64 %.596.0224, %arg.u0.5.1
  %.665.us362 = mul i64 %.602.0226, %arg.u0.5.1
  %.682.us367 = mul i64 %.608.0228, %arg.u0.5.1
  br i1 %109, label %for.body.1.us345.preheader, label %vector.memcheck522

vector.memcheck522:                               ; preds = %for.body.1.preheader.split.split.us
  %scevgep527 = getelementptr double, double* %u.2.sroa.52.0383, i64 %.631.us352
  %scevgep530 = getelementptr double, double* %scevgep529, i64 %.631.us352
  %scevgep532 = getelementptr double, double* %u.2.sroa.52.0383, i64 %.648.us357
  %scevgep535 = getelementptr double, double* %scevgep534, i64 %.648.us357
  %scevgep537 = getelementptr double, double* %u.2.sroa.52.0383, i64 %.665.us362
  %scevgep540 = getelementptr double, double* %scevgep539, i64 %.665.us362
  %scevgep542 = getelementptr double, double* %u.2.sroa.52.0383, i64 %.682.us367
  %scevgep545 = getelementptr double, double* %scevgep544, i64 %.682.us367
  %bound0547 = icmp ult double* %scevgep523, %scevgep530
  %bound1548 = icmp ult double* %scevgep527, %scevgep525
  %found.conflict549 = and i1 %bound0547, %bound1548
  %bound0550 = icmp ult double* %scevgep523, %scevgep535
  %bound1551 = icmp ult double* %scevgep532, %scevgep525
  %found.conflict552 = and i1 %bound0550, %bound1551
  %conflict.rdx553 = or i1 %found.conflict549, %found.conflict552
  %bound0554 = icmp ult double* %scevgep523, %scevgep540
  %bound1555 = icmp ult double* %scevgep537, %scevgep525
  %found.conflict556 = and i1 %bound0554, %bound1555
  %conflict.rdx557 = or i1 %conflict.rdx553, %found.conflict556
  %bound0558 = icmp ult double* %scevgep523, %scevgep545
  %bound1559 = icmp ult double* %scevgep542, %scevgep525
  %found.conflict560 = and i1 %bound0558, %bound1559
  %conflict.rdx561 = or i1 %conflict.rdx557, %found.conflict560
  br i1 %conflict.rdx561, label %for.body.1.us345.preheader, label %vector.ph566

vector.ph566:                                     ; preds = %vector.memcheck522
  %110 = icmp ult i64 %2, 56
  br i1 %110, label %middle.block562.unr-lcssa, label %vector.body564.preheader

vector.body564.preheader:                         ; preds = %vector.ph566
  %scevgep1871 = getelementptr double, double* %scevgep1870, i64 %.631.us352
  %scevgep1896 = getelementptr double, double* %scevgep1895, i64 %.648.us357
  %scevgep1921 = getelementptr double, double* %scevgep1920, i64 %.665.us362
  %scevgep1946 = getelementptr double, double* %scevgep1945, i64 %.682.us367
  br label %vector.body564

vector.body564:                                   ; preds = %vector.body564.preheader, %vector.body564
  %lsr.iv1993 = phi i64 [ %unroll_iter859, %vector.body564.preheader ], [ %lsr.iv.next1994, %vector.body564 ]
  %index571 = phi i64 [ %index.next578.7, %vector.body564 ], [ 0, %vector.body564.preheader ]
  %scevgep1892 = getelementptr double, double* %scevgep1871, i64 %index571
  %scevgep18921893 = bitcast double* %scevgep1892 to <8 x double>*
  %scevgep1894 = getelementptr <8 x double>, <8 x double>* %scevgep18921893, i64 -7
  %wide.load572 = load <8 x double>, <8 x double>* %scevgep1894, align 8, !alias.scope !30
  %scevgep1917 = getelementptr double, double* %scevgep1896, i64 %index571
  %scevgep19171918 = bitcast double* %scevgep1917 to <8 x double>*
  %scevgep1919 = getelementptr <8 x double>, <8 x double>* %scevgep19171918, i64 -7
  %wide.load573 = load <8 x double>, <8 x double>* %scevgep1919, align 8, !alias.scope !33
  %scevgep1942 = getelementptr double, double* %scevgep1921, i64 %index571
  %scevgep19421943 = bitcast double* %scevgep1942 to <8 x double>*
  %scevgep1944 = getelementptr <8 x double>, <8 x double>* %scevgep19421943, i64 -7
  %wide.load574 = load <8 x double>, <8 x double>* %scevgep1944, align 8, !alias.scope !35
  %scevgep1967 = getelementptr double, double* %scevgep1946, i64 %index571
  %scevgep19671968 = bitcast double* %scevgep1967 to <8 x double>*
  %scevgep1969 = getelementptr <8 x double>, <8 x double>* %scevgep19671968, i64 -7
  %wide.load575 = load <8 x double>, <8 x double>* %scevgep1969, align 8, !alias.scope !37
  %111 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load574)
  %112 = fmul <8 x double> %wide.load573, %wide.load575
  %113 = fsub <8 x double> %111, %112
  %114 = fmul <8 x double> %113, %broadcast.splat577
  %115 = fadd <8 x double> %wide.load572, %114
  %scevgep1991 = getelementptr double, double* %lsr.iv1732, i64 %index571
  %scevgep19911992 = bitcast double* %scevgep1991 to <8 x double>*
  store <8 x double> %115, <8 x double>* %scevgep19911992, align 8, !alias.scope !39, !noalias !41
  %scevgep1887 = getelementptr double, double* %scevgep1871, i64 %index571
  %scevgep18871888 = bitcast double* %scevgep1887 to <8 x double>*
  %scevgep1889 = getelementptr <8 x double>, <8 x double>* %scevgep18871888, i64 -6
  %wide.load572.1 = load <8 x double>, <8 x double>* %scevgep1889, align 8, !alias.scope !30
  %scevgep1912 = getelementptr double, double* %scevgep1896, i64 %index571
  %scevgep19121913 = bitcast double* %scevgep1912 to <8 x double>*
  %scevgep1914 = getelementptr <8 x double>, <8 x double>* %scevgep19121913, i64 -6
  %wide.load573.1 = load <8 x double>, <8 x double>* %scevgep1914, align 8, !alias.scope !33
  %scevgep1937 = getelementptr double, double* %scevgep1921, i64 %index571
  %scevgep19371938 = bitcast double* %scevgep1937 to <8 x double>*
  %scevgep1939 = getelementptr <8 x double>, <8 x double>* %scevgep19371938, i64 -6
  %wide.load574.1 = load <8 x double>, <8 x double>* %scevgep1939, align 8, !alias.scope !35
  %scevgep1962 = getelementptr double, double* %scevgep1946, i64 %index571
  %scevgep19621963 = bitcast double* %scevgep1962 to <8 x double>*
  %scevgep1964 = getelementptr <8 x double>, <8 x double>* %scevgep19621963, i64 -6
  %wide.load575.1 = load <8 x double>, <8 x double>* %scevgep1964, align 8, !alias.scope !37
  %116 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load574.1)
  %117 = fmul <8 x double> %wide.load573.1, %wide.load575.1
  %118 = fsub <8 x double> %116, %117
  %119 = fmul <8 x double> %118, %broadcast.splat577
  %120 = fadd <8 x double> %wide.load572.1, %119
  %scevgep1985 = getelementptr double, double* %lsr.iv1732, i64 %index571
  %scevgep19851986 = bitcast double* %scevgep1985 to <8 x double>*
  %scevgep1987 = getelementptr <8 x double>, <8 x double>* %scevgep19851986, i64 1
  store <8 x double> %120, <8 x double>* %scevgep1987, align 8, !alias.scope !39, !noalias !41
  %scevgep1884 = getelementptr double, double* %scevgep1871, i64 %index571
  %scevgep18841885 = bitcast double* %scevgep1884 to <8 x double>*
  %scevgep1886 = getelementptr <8 x double>, <8 x double>* %scevgep18841885, i64 -5
  %wide.load572.2 = load <8 x double>, <8 x double>* %scevgep1886, align 8, !alias.scope !30
  %scevgep1909 = getelementptr double, double* %scevgep1896, i64 %index571
  %scevgep19091910 = bitcast double* %scevgep1909 to <8 x double>*
  %scevgep1911 = getelementptr <8 x double>, <8 x double>* %scevgep19091910, i64 -5
  %wide.load573.2 = load <8 x double>, <8 x double>* %scevgep1911, align 8, !alias.scope !33
  %scevgep1934 = getelementptr double, double* %scevgep1921, i64 %index571
  %scevgep19341935 = bitcast double* %scevgep1934 to <8 x double>*
  %scevgep1936 = getelementptr <8 x double>, <8 x double>* %scevgep19341935, i64 -5
  %wide.load574.2 = load <8 x double>, <8 x double>* %scevgep1936, align 8, !alias.scope !35
  %scevgep1959 = getelementptr double, double* %scevgep1946, i64 %index571
  %scevgep19591960 = bitcast double* %scevgep1959 to <8 x double>*
  %scevgep1961 = getelementptr <8 x double>, <8 x double>* %scevgep19591960, i64 -5
  %wide.load575.2 = load <8 x double>, <8 x double>* %scevgep1961, align 8, !alias.scope !37
  %121 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load574.2)
  %122 = fmul <8 x double> %wide.load573.2, %wide.load575.2
  %123 = fsub <8 x double> %121, %122
  %124 = fmul <8 x double> %123, %broadcast.splat577
  %125 = fadd <8 x double> %wide.load572.2, %124
  %scevgep1982 = getelementptr double, double* %lsr.iv1732, i64 %index571
  %scevgep19821983 = bitcast double* %scevgep1982 to <8 x double>*
  %scevgep1984 = getelementptr <8 x double>, <8 x double>* %scevgep19821983, i64 2
  store <8 x double> %125, <8 x double>* %scevgep1984, align 8, !alias.scope !39, !noalias !41
  %scevgep1881 = getelementptr double, double* %scevgep1871, i64 %index571
  %scevgep18811882 = bitcast double* %scevgep1881 to <8 x double>*
  %scevgep1883 = getelementptr <8 x double>, <8 x double>* %scevgep18811882, i64 -4
  %wide.load572.3 = load <8 x double>, <8 x double>* %scevgep1883, align 8, !alias.scope !30
  %scevgep1906 = getelementptr double, double* %scevgep1896, i64 %index571
  %scevgep19061907 = bitcast double* %scevgep1906 to <8 x double>*
  %scevgep1908 = getelementptr <8 x double>, <8 x double>* %scevgep19061907, i64 -4
  %wide.load573.3 = load <8 x double>, <8 x double>* %scevgep1908, align 8, !alias.scope !33
  %scevgep1931 = getelementptr double, double* %scevgep1921, i64 %index571
  %scevgep19311932 = bitcast double* %scevgep1931 to <8 x double>*
  %scevgep1933 = getelementptr <8 x double>, <8 x double>* %scevgep19311932, i64 -4
  %wide.load574.3 = load <8 x double>, <8 x double>* %scevgep1933, align 8, !alias.scope !35
  %scevgep1956 = getelementptr double, double* %scevgep1946, i64 %index571
  %scevgep19561957 = bitcast double* %scevgep1956 to <8 x double>*
  %scevgep1958 = getelementptr <8 x double>, <8 x double>* %scevgep19561957, i64 -4
  %wide.load575.3 = load <8 x double>, <8 x double>* %scevgep1958, align 8, !alias.scope !37
  %126 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load574.3)
  %127 = fmul <8 x double> %wide.load573.3, %wide.load575.3
  %128 = fsub <8 x double> %126, %127
  %129 = fmul <8 x double> %128, %broadcast.splat577
  %130 = fadd <8 x double> %wide.load572.3, %129
  %scevgep1979 = getelementptr double, double* %lsr.iv1732, i64 %index571
  %scevgep19791980 = bitcast double* %scevgep1979 to <8 x double>*
  %scevgep1981 = getelementptr <8 x double>, <8 x double>* %scevgep19791980, i64 3
  store <8 x double> %130, <8 x double>* %scevgep1981, align 8, !alias.scope !39, !noalias !41
  %scevgep1878 = getelementptr double, double* %scevgep1871, i64 %index571
  %scevgep18781879 = bitcast double* %scevgep1878 to <8 x double>*
  %scevgep1880 = getelementptr <8 x double>, <8 x double>* %scevgep18781879, i64 -3
  %wide.load572.4 = load <8 x double>, <8 x double>* %scevgep1880, align 8, !alias.scope !30
  %scevgep1903 = getelementptr double, double* %scevgep1896, i64 %index571
  %scevgep19031904 = bitcast double* %scevgep1903 to <8 x double>*
  %scevgep1905 = getelementptr <8 x double>, <8 x double>* %scevgep19031904, i64 -3
  %wide.load573.4 = load <8 x double>, <8 x double>* %scevgep1905, align 8, !alias.scope !33
  %scevgep1928 = getelementptr double, double* %scevgep1921, i64 %index571
  %scevgep19281929 = bitcast double* %scevgep1928 to <8 x double>*
  %scevgep1930 = getelementptr <8 x double>, <8 x double>* %scevgep19281929, i64 -3
  %wide.load574.4 = load <8 x double>, <8 x double>* %scevgep1930, align 8, !alias.scope !35
  %scevgep1953 = getelementptr double, double* %scevgep1946, i64 %index571
  %scevgep19531954 = bitcast double* %scevgep1953 to <8 x double>*
  %scevgep1955 = getelementptr <8 x double>, <8 x double>* %scevgep19531954, i64 -3
  %wide.load575.4 = load <8 x double>, <8 x double>* %scevgep1955, align 8, !alias.scope !37
  %131 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load574.4)
  %132 = fmul <8 x double> %wide.load573.4, %wide.load575.4
  %133 = fsub <8 x double> %131, %132
  %134 = fmul <8 x double> %133, %broadcast.splat577
  %135 = fadd <8 x double> %wide.load572.4, %134
  %scevgep1976 = getelementptr double, double* %lsr.iv1732, i64 %index571
  %scevgep19761977 = bitcast double* %scevgep1976 to <8 x double>*
  %scevgep1978 = getelementptr <8 x double>, <8 x double>* %scevgep19761977, i64 4
  store <8 x double> %135, <8 x double>* %scevgep1978, align 8, !alias.scope !39, !noalias !41
  %scevgep1875 = getelementptr double, double* %scevgep1871, i64 %index571
  %scevgep18751876 = bitcast double* %scevgep1875 to <8 x double>*
  %scevgep1877 = getelementptr <8 x double>, <8 x double>* %scevgep18751876, i64 -2
  %wide.load572.5 = load <8 x double>, <8 x double>* %scevgep1877, align 8, !alias.scope !30
  %scevgep1900 = getelementptr double, double* %scevgep1896, i64 %index571
  %scevgep19001901 = bitcast double* %scevgep1900 to <8 x double>*
  %scevgep1902 = getelementptr <8 x double>, <8 x double>* %scevgep19001901, i64 -2
  %wide.load573.5 = load <8 x double>, <8 x double>* %scevgep1902, align 8, !alias.scope !33
  %scevgep1925 = getelementptr double, double* %scevgep1921, i64 %index571
  %scevgep19251926 = bitcast double* %scevgep1925 to <8 x double>*
  %scevgep1927 = getelementptr <8 x double>, <8 x double>* %scevgep19251926, i64 -2
  %wide.load574.5 = load <8 x double>, <8 x double>* %scevgep1927, align 8, !alias.scope !35
  %scevgep1950 = getelementptr double, double* %scevgep1946, i64 %index571
  %scevgep19501951 = bitcast double* %scevgep1950 to <8 x double>*
  %scevgep1952 = getelementptr <8 x double>, <8 x double>* %scevgep19501951, i64 -2
  %wide.load575.5 = load <8 x double>, <8 x double>* %scevgep1952, align 8, !alias.scope !37
  %136 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load574.5)
  %137 = fmul <8 x double> %wide.load573.5, %wide.load575.5
  %138 = fsub <8 x double> %136, %137
  %139 = fmul <8 x double> %138, %broadcast.splat577
  %140 = fadd <8 x double> %wide.load572.5, %139
  %scevgep1973 = getelementptr double, double* %lsr.iv1732, i64 %index571
  %scevgep19731974 = bitcast double* %scevgep1973 to <8 x double>*
  %scevgep1975 = getelementptr <8 x double>, <8 x double>* %scevgep19731974, i64 5
  store <8 x double> %140, <8 x double>* %scevgep1975, align 8, !alias.scope !39, !noalias !41
  %scevgep1872 = getelementptr double, double* %scevgep1871, i64 %index571
  %scevgep18721873 = bitcast double* %scevgep1872 to <8 x double>*
  %scevgep1874 = getelementptr <8 x double>, <8 x double>* %scevgep18721873, i64 -1
  %wide.load572.6 = load <8 x double>, <8 x double>* %scevgep1874, align 8, !alias.scope !30
  %scevgep1897 = getelementptr double, double* %scevgep1896, i64 %index571
  %scevgep18971898 = bitcast double* %scevgep1897 to <8 x double>*
  %scevgep1899 = getelementptr <8 x double>, <8 x double>* %scevgep18971898, i64 -1
  %wide.load573.6 = load <8 x double>, <8 x double>* %scevgep1899, align 8, !alias.scope !33
  %scevgep1922 = getelementptr double, double* %scevgep1921, i64 %index571
  %scevgep19221923 = bitcast double* %scevgep1922 to <8 x double>*
  %scevgep1924 = getelementptr <8 x double>, <8 x double>* %scevgep19221923, i64 -1
  %wide.load574.6 = load <8 x double>, <8 x double>* %scevgep1924, align 8, !alias.scope !35
  %scevgep1947 = getelementptr double, double* %scevgep1946, i64 %index571
  %scevgep19471948 = bitcast double* %scevgep1947 to <8 x double>*
  %scevgep1949 = getelementptr <8 x double>, <8 x double>* %scevgep19471948, i64 -1
  %wide.load575.6 = load <8 x double>, <8 x double>* %scevgep1949, align 8, !alias.scope !37
  %141 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load574.6)
  %142 = fmul <8 x double> %wide.load573.6, %wide.load575.6
  %143 = fsub <8 x double> %141, %142
  %144 = fmul <8 x double> %143, %broadcast.splat577
  %145 = fadd <8 x double> %wide.load572.6, %144
  %scevgep1970 = getelementptr double, double* %lsr.iv1732, i64 %index571
  %scevgep19701971 = bitcast double* %scevgep1970 to <8 x double>*
  %scevgep1972 = getelementptr <8 x double>, <8 x double>* %scevgep19701971, i64 6
  store <8 x double> %145, <8 x double>* %scevgep1972, align 8, !alias.scope !39, !noalias !41
  %scevgep1890 = getelementptr double, double* %scevgep1871, i64 %index571
  %scevgep18901891 = bitcast double* %scevgep1890 to <8 x double>*
  %wide.load572.7 = load <8 x double>, <8 x double>* %scevgep18901891, align 8, !alias.scope !30
  %scevgep1915 = getelementptr double, double* %scevgep1896, i64 %index571
  %scevgep19151916 = bitcast double* %scevgep1915 to <8 x double>*
  %wide.load573.7 = load <8 x double>, <8 x double>* %scevgep19151916, align 8, !alias.scope !33
  %scevgep1940 = getelementptr double, double* %scevgep1921, i64 %index571
  %scevgep19401941 = bitcast double* %scevgep1940 to <8 x double>*
  %wide.load574.7 = load <8 x double>, <8 x double>* %scevgep19401941, align 8, !alias.scope !35
  %scevgep1965 = getelementptr double, double* %scevgep1946, i64 %index571
  %scevgep19651966 = bitcast double* %scevgep1965 to <8 x double>*
  %wide.load575.7 = load <8 x double>, <8 x double>* %scevgep19651966, align 8, !alias.scope !37
  %146 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load574.7)
  %147 = fmul <8 x double> %wide.load573.7, %wide.load575.7
  %148 = fsub <8 x double> %146, %147
  %149 = fmul <8 x double> %148, %broadcast.splat577
  %150 = fadd <8 x double> %wide.load572.7, %149
  %scevgep1988 = getelementptr double, double* %lsr.iv1732, i64 %index571
  %scevgep19881989 = bitcast double* %scevgep1988 to <8 x double>*
  %scevgep1990 = getelementptr <8 x double>, <8 x double>* %scevgep19881989, i64 7
  store <8 x double> %150, <8 x double>* %scevgep1990, align 8, !alias.scope !39, !noalias !41
  %index.next578.7 = add i64 %index571, 64
  %lsr.iv.next1994 = add i64 %lsr.iv1993, -8
  %niter849.ncmp.7 = icmp eq i64 %lsr.iv.next1994, 0
  br i1 %niter849.ncmp.7, label %middle.block562.unr-lcssa, label %vector.body564, !llvm.loop !42

middle.block562.unr-lcssa:                        ; preds = %vector.body564, %vector.ph566
  %index571.unr = phi i64 [ 0, %vector.ph566 ], [ %index.next578.7, %vector.body564 ]
  %151 = and i64 %4, 7
  %152 = icmp eq i64 %151, 0
  br i1 %152, label %middle.block562, label %vector.body564.epil.preheader

vector.body564.epil.preheader:                    ; preds = %middle.block562.unr-lcssa
  %scevgep1995 = getelementptr double, double* %lsr.iv1732, i64 %index571.unr
  %153 = add i64 %index571.unr, %.682.us367
  %scevgep2001 = getelementptr double, double* %u.2.sroa.52.0383, i64 %153
  %154 = add i64 %index571.unr, %.665.us362
  %scevgep2005 = getelementptr double, double* %u.2.sroa.52.0383, i64 %154
  %155 = add i64 %index571.unr, %.648.us357
  %scevgep2009 = getelementptr double, double* %u.2.sroa.52.0383, i64 %155
  %156 = add i64 %index571.unr, %.631.us352
  %scevgep2013 = getelementptr double, double* %u.2.sroa.52.0383, i64 %156
  br label %vector.body564.epil

vector.body564.epil:                              ; preds = %vector.body564.epil.preheader, %vector.body564.epil
  %lsr.iv1996 = phi i64 [ 0, %vector.body564.epil.preheader ], [ %lsr.iv.next1997, %vector.body564.epil ]
  %157 = bitcast double* %scevgep2013 to i8*
  %158 = bitcast double* %scevgep2009 to i8*
  %159 = bitcast double* %scevgep2005 to i8*
  %160 = bitcast double* %scevgep2001 to i8*
  %161 = bitcast double* %scevgep1995 to i8*
  %uglygep2015 = getelementptr i8, i8* %157, i64 %lsr.iv1996
  %uglygep20152016 = bitcast i8* %uglygep2015 to <8 x double>*
  %wide.load572.epil = load <8 x double>, <8 x double>* %uglygep20152016, align 8, !alias.scope !30
  %uglygep2011 = getelementptr i8, i8* %158, i64 %lsr.iv1996
  %uglygep20112012 = bitcast i8* %uglygep2011 to <8 x double>*
  %wide.load573.epil = load <8 x double>, <8 x double>* %uglygep20112012, align 8, !alias.scope !33
  %uglygep2007 = getelementptr i8, i8* %159, i64 %lsr.iv1996
  %uglygep20072008 = bitcast i8* %uglygep2007 to <8 x double>*
  %wide.load574.epil = load <8 x double>, <8 x double>* %uglygep20072008, align 8, !alias.scope !35
  %uglygep2003 = getelementptr i8, i8* %160, i64 %lsr.iv1996
  %uglygep20032004 = bitcast i8* %uglygep2003 to <8 x double>*
  %wide.load575.epil = load <8 x double>, <8 x double>* %uglygep20032004, align 8, !alias.scope !37
  %162 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load574.epil)
  %163 = fmul <8 x double> %wide.load573.epil, %wide.load575.epil
  %164 = fsub <8 x double> %162, %163
  %165 = fmul <8 x double> %164, %broadcast.splat577
  %166 = fadd <8 x double> %wide.load572.epil, %165
  %uglygep1999 = getelementptr i8, i8* %161, i64 %lsr.iv1996
  %uglygep19992000 = bitcast i8* %uglygep1999 to <8 x double>*
  store <8 x double> %166, <8 x double>* %uglygep19992000, align 8, !alias.scope !39, !noalias !41
  %lsr.iv.next1997 = add nuw nsw i64 %lsr.iv1996, 64
  %epil.iter846.cmp.not = icmp eq i64 %8, %lsr.iv.next1997
  br i1 %epil.iter846.cmp.not, label %middle.block562, label %vector.body564.epil, !llvm.loop !43

middle.block562:                                  ; preds = %vector.body564.epil, %middle.block562.unr-lcssa
  %167 = icmp eq i64 %n.vec568, %arg.u0.5.1
  br i1 %167, label %for.end.1, label %for.body.1.us345.preheader

for.body.1.us345.preheader:                       ; preds = %vector.memcheck522, %for.body.1.preheader.split.split.us, %middle.block562
  %loop.index.1212.us346.ph = phi i64 [ 0, %vector.memcheck522 ], [ 0, %for.body.1.preheader.split.split.us ], [ %n.vec568, %middle.block562 ]
  %168 = and i64 %arg.u0.5.1, 7
  %169 = icmp eq i64 %168, 0
  %170 = xor i64 %loop.index.1212.us346.ph, -1
  %171 = add i64 %170, %arg.u0.5.1
  br i1 %169, label %for.body.1.us345.prol.loopexit, label %for.body.1.us345.prol.preheader

for.body.1.us345.prol.preheader:                  ; preds = %for.body.1.us345.preheader
  %scevgep2017 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212.us346.ph
  %172 = add i64 %loop.index.1212.us346.ph, %.682.us367
  %scevgep2019 = getelementptr double, double* %u.2.sroa.52.0383, i64 %172
  %173 = add i64 %loop.index.1212.us346.ph, %.665.us362
  %scevgep2021 = getelementptr double, double* %u.2.sroa.52.0383, i64 %173
  %174 = add i64 %loop.index.1212.us346.ph, %.648.us357
  %scevgep2023 = getelementptr double, double* %u.2.sroa.52.0383, i64 %174
  %175 = add i64 %loop.index.1212.us346.ph, %.631.us352
  %scevgep2025 = getelementptr double, double* %u.2.sroa.52.0383, i64 %175
  br label %for.body.1.us345.prol

for.body.1.us345.prol:                            ; preds = %for.body.1.us345.prol.preheader, %for.body.1.us345.prol
  %prol.iter852 = phi i64 [ %prol.iter852.next, %for.body.1.us345.prol ], [ 0, %for.body.1.us345.prol.preheader ]
  %scevgep2026 = getelementptr double, double* %scevgep2025, i64 %prol.iter852
  %.636.us355.prol = load double, double* %scevgep2026, align 8
  %scevgep2024 = getelementptr double, double* %scevgep2023, i64 %prol.iter852
  %.653.us360.prol = load double, double* %scevgep2024, align 8
  %scevgep2022 = getelementptr double, double* %scevgep2021, i64 %prol.iter852
  %.670.us365.prol = load double, double* %scevgep2022, align 8
  %scevgep2020 = getelementptr double, double* %scevgep2019, i64 %prol.iter852
  %.687.us370.prol = load double, double* %scevgep2020, align 8
  %.16.i.us371.prol = tail call double @llvm.sin.f64(double %.670.us365.prol) #6
  %.21.i.us372.prol = fmul double %.653.us360.prol, %.687.us370.prol
  %.22.i.us373.prol = fsub double %.16.i.us371.prol, %.21.i.us372.prol
  %.23.i.us374.prol = fmul double %.22.i.us373.prol, %arg.h
  %.24.i.us375.prol = fadd double %.636.us355.prol, %.23.i.us374.prol
  %scevgep2018 = getelementptr double, double* %scevgep2017, i64 %prol.iter852
  store double %.24.i.us375.prol, double* %scevgep2018, align 8
  %prol.iter852.next = add i64 %prol.iter852, 1
  %prol.iter852.cmp.not = icmp eq i64 %xtraiter853, %prol.iter852.next
  br i1 %prol.iter852.cmp.not, label %for.body.1.us345.prol.loopexit.loopexit, label %for.body.1.us345.prol, !llvm.loop !44

for.body.1.us345.prol.loopexit.loopexit:          ; preds = %for.body.1.us345.prol
  %176 = add i64 %loop.index.1212.us346.ph, %prol.iter852.next
  %177 = add i64 %176, -1
  br label %for.body.1.us345.prol.loopexit

for.body.1.us345.prol.loopexit:                   ; preds = %for.body.1.us345.prol.loopexit.loopexit, %for.body.1.us345.preheader
  %loop.index.1212.us346.lcssa.unr = phi i64 [ undef, %for.body.1.us345.preheader ], [ %177, %for.body.1.us345.prol.loopexit.loopexit ]
  %loop.index.1212.us346.unr = phi i64 [ %loop.index.1212.us346.ph, %for.body.1.us345.preheader ], [ %176, %for.body.1.us345.prol.loopexit.loopexit ]
  %178 = icmp ult i64 %171, 7
  br i1 %178, label %for.end.1, label %for.body.1.us345.preheader870

for.body.1.us345.preheader870:                    ; preds = %for.body.1.us345.prol.loopexit
  %179 = add i64 %loop.index.1212.us346.unr, -1
  %scevgep2030 = getelementptr double, double* %scevgep2029, i64 %.682.us367
  %scevgep2047 = getelementptr double, double* %scevgep2046, i64 %.665.us362
  %scevgep2064 = getelementptr double, double* %scevgep2063, i64 %.648.us357
  %scevgep2081 = getelementptr double, double* %scevgep2080, i64 %.631.us352
  br label %for.body.1.us345

for.body.1.us345:                                 ; preds = %for.body.1.us345.preheader870, %for.body.1.us345
  %lsr.iv2027 = phi i64 [ %179, %for.body.1.us345.preheader870 ], [ %lsr.iv.next2028, %for.body.1.us345 ]
  %scevgep2093 = getelementptr double, double* %scevgep2081, i64 %lsr.iv2027
  %scevgep2094 = getelementptr double, double* %scevgep2093, i64 -6
  %.636.us355 = load double, double* %scevgep2094, align 8
  %scevgep2076 = getelementptr double, double* %scevgep2064, i64 %lsr.iv2027
  %scevgep2077 = getelementptr double, double* %scevgep2076, i64 -6
  %.653.us360 = load double, double* %scevgep2077, align 8
  %scevgep2059 = getelementptr double, double* %scevgep2047, i64 %lsr.iv2027
  %scevgep2060 = getelementptr double, double* %scevgep2059, i64 -6
  %.670.us365 = load double, double* %scevgep2060, align 8
  %scevgep2042 = getelementptr double, double* %scevgep2030, i64 %lsr.iv2027
  %scevgep2043 = getelementptr double, double* %scevgep2042, i64 -6
  %.687.us370 = load double, double* %scevgep2043, align 8
  %.16.i.us371 = tail call double @llvm.sin.f64(double %.670.us365) #6
  %.21.i.us372 = fmul double %.653.us360, %.687.us370
  %.22.i.us373 = fsub double %.16.i.us371, %.21.i.us372
  %.23.i.us374 = fmul double %.22.i.us373, %arg.h
  %.24.i.us375 = fadd double %.636.us355, %.23.i.us374
  %scevgep2097 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv2027
  %scevgep2098 = getelementptr double, double* %scevgep2097, i64 1
  store double %.24.i.us375, double* %scevgep2098, align 8
  %scevgep2095 = getelementptr double, double* %scevgep2081, i64 %lsr.iv2027
  %scevgep2096 = getelementptr double, double* %scevgep2095, i64 -5
  %.636.us355.1 = load double, double* %scevgep2096, align 8
  %scevgep2078 = getelementptr double, double* %scevgep2064, i64 %lsr.iv2027
  %scevgep2079 = getelementptr double, double* %scevgep2078, i64 -5
  %.653.us360.1 = load double, double* %scevgep2079, align 8
  %scevgep2061 = getelementptr double, double* %scevgep2047, i64 %lsr.iv2027
  %scevgep2062 = getelementptr double, double* %scevgep2061, i64 -5
  %.670.us365.1 = load double, double* %scevgep2062, align 8
  %scevgep2044 = getelementptr double, double* %scevgep2030, i64 %lsr.iv2027
  %scevgep2045 = getelementptr double, double* %scevgep2044, i64 -5
  %.687.us370.1 = load double, double* %scevgep2045, align 8
  %.16.i.us371.1 = tail call double @llvm.sin.f64(double %.670.us365.1) #6
  %.21.i.us372.1 = fmul double %.653.us360.1, %.687.us370.1
  %.22.i.us373.1 = fsub double %.16.i.us371.1, %.21.i.us372.1
  %.23.i.us374.1 = fmul double %.22.i.us373.1, %arg.h
  %.24.i.us375.1 = fadd double %.636.us355.1, %.23.i.us374.1
  %scevgep2111 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv2027
  %scevgep2112 = getelementptr double, double* %scevgep2111, i64 2
  store double %.24.i.us375.1, double* %scevgep2112, align 8
  %scevgep2091 = getelementptr double, double* %scevgep2081, i64 %lsr.iv2027
  %scevgep2092 = getelementptr double, double* %scevgep2091, i64 -4
  %.636.us355.2 = load double, double* %scevgep2092, align 8
  %scevgep2074 = getelementptr double, double* %scevgep2064, i64 %lsr.iv2027
  %scevgep2075 = getelementptr double, double* %scevgep2074, i64 -4
  %.653.us360.2 = load double, double* %scevgep2075, align 8
  %scevgep2057 = getelementptr double, double* %scevgep2047, i64 %lsr.iv2027
  %scevgep2058 = getelementptr double, double* %scevgep2057, i64 -4
  %.670.us365.2 = load double, double* %scevgep2058, align 8
  %scevgep2040 = getelementptr double, double* %scevgep2030, i64 %lsr.iv2027
  %scevgep2041 = getelementptr double, double* %scevgep2040, i64 -4
  %.687.us370.2 = load double, double* %scevgep2041, align 8
  %.16.i.us371.2 = tail call double @llvm.sin.f64(double %.670.us365.2) #6
  %.21.i.us372.2 = fmul double %.653.us360.2, %.687.us370.2
  %.22.i.us373.2 = fsub double %.16.i.us371.2, %.21.i.us372.2
  %.23.i.us374.2 = fmul double %.22.i.us373.2, %arg.h
  %.24.i.us375.2 = fadd double %.636.us355.2, %.23.i.us374.2
  %scevgep2109 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv2027
  %scevgep2110 = getelementptr double, double* %scevgep2109, i64 3
  store double %.24.i.us375.2, double* %scevgep2110, align 8
  %scevgep2089 = getelementptr double, double* %scevgep2081, i64 %lsr.iv2027
  %scevgep2090 = getelementptr double, double* %scevgep2089, i64 -3
  %.636.us355.3 = load double, double* %scevgep2090, align 8
  %scevgep2072 = getelementptr double, double* %scevgep2064, i64 %lsr.iv2027
  %scevgep2073 = getelementptr double, double* %scevgep2072, i64 -3
  %.653.us360.3 = load double, double* %scevgep2073, align 8
  %scevgep2055 = getelementptr double, double* %scevgep2047, i64 %lsr.iv2027
  %scevgep2056 = getelementptr double, double* %scevgep2055, i64 -3
  %.670.us365.3 = load double, double* %scevgep2056, align 8
  %scevgep2038 = getelementptr double, double* %scevgep2030, i64 %lsr.iv2027
  %scevgep2039 = getelementptr double, double* %scevgep2038, i64 -3
  %.687.us370.3 = load double, double* %scevgep2039, align 8
  %.16.i.us371.3 = tail call double @llvm.sin.f64(double %.670.us365.3) #6
  %.21.i.us372.3 = fmul double %.653.us360.3, %.687.us370.3
  %.22.i.us373.3 = fsub double %.16.i.us371.3, %.21.i.us372.3
  %.23.i.us374.3 = fmul double %.22.i.us373.3, %arg.h
  %.24.i.us375.3 = fadd double %.636.us355.3, %.23.i.us374.3
  %scevgep2107 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv2027
  %scevgep2108 = getelementptr double, double* %scevgep2107, i64 4
  store double %.24.i.us375.3, double* %scevgep2108, align 8
  %scevgep2087 = getelementptr double, double* %scevgep2081, i64 %lsr.iv2027
  %scevgep2088 = getelementptr double, double* %scevgep2087, i64 -2
  %.636.us355.4 = load double, double* %scevgep2088, align 8
  %scevgep2070 = getelementptr double, double* %scevgep2064, i64 %lsr.iv2027
  %scevgep2071 = getelementptr double, double* %scevgep2070, i64 -2
  %.653.us360.4 = load double, double* %scevgep2071, align 8
  %scevgep2053 = getelementptr double, double* %scevgep2047, i64 %lsr.iv2027
  %scevgep2054 = getelementptr double, double* %scevgep2053, i64 -2
  %.670.us365.4 = load double, double* %scevgep2054, align 8
  %scevgep2036 = getelementptr double, double* %scevgep2030, i64 %lsr.iv2027
  %scevgep2037 = getelementptr double, double* %scevgep2036, i64 -2
  %.687.us370.4 = load double, double* %scevgep2037, align 8
  %.16.i.us371.4 = tail call double @llvm.sin.f64(double %.670.us365.4) #6
  %.21.i.us372.4 = fmul double %.653.us360.4, %.687.us370.4
  %.22.i.us373.4 = fsub double %.16.i.us371.4, %.21.i.us372.4
  %.23.i.us374.4 = fmul double %.22.i.us373.4, %arg.h
  %.24.i.us375.4 = fadd double %.636.us355.4, %.23.i.us374.4
  %scevgep2105 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv2027
  %scevgep2106 = getelementptr double, double* %scevgep2105, i64 5
  store double %.24.i.us375.4, double* %scevgep2106, align 8
  %scevgep2085 = getelementptr double, double* %scevgep2081, i64 %lsr.iv2027
  %scevgep2086 = getelementptr double, double* %scevgep2085, i64 -1
  %.636.us355.5 = load double, double* %scevgep2086, align 8
  %scevgep2068 = getelementptr double, double* %scevgep2064, i64 %lsr.iv2027
  %scevgep2069 = getelementptr double, double* %scevgep2068, i64 -1
  %.653.us360.5 = load double, double* %scevgep2069, align 8
  %scevgep2051 = getelementptr double, double* %scevgep2047, i64 %lsr.iv2027
  %scevgep2052 = getelementptr double, double* %scevgep2051, i64 -1
  %.670.us365.5 = load double, double* %scevgep2052, align 8
  %scevgep2034 = getelementptr double, double* %scevgep2030, i64 %lsr.iv2027
  %scevgep2035 = getelementptr double, double* %scevgep2034, i64 -1
  %.687.us370.5 = load double, double* %scevgep2035, align 8
  %.16.i.us371.5 = tail call double @llvm.sin.f64(double %.670.us365.5) #6
  %.21.i.us372.5 = fmul double %.653.us360.5, %.687.us370.5
  %.22.i.us373.5 = fsub double %.16.i.us371.5, %.21.i.us372.5
  %.23.i.us374.5 = fmul double %.22.i.us373.5, %arg.h
  %.24.i.us375.5 = fadd double %.636.us355.5, %.23.i.us374.5
  %scevgep2103 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv2027
  %scevgep2104 = getelementptr double, double* %scevgep2103, i64 6
  store double %.24.i.us375.5, double* %scevgep2104, align 8
  %scevgep2084 = getelementptr double, double* %scevgep2081, i64 %lsr.iv2027
  %.636.us355.6 = load double, double* %scevgep2084, align 8
  %scevgep2067 = getelementptr double, double* %scevgep2064, i64 %lsr.iv2027
  %.653.us360.6 = load double, double* %scevgep2067, align 8
  %scevgep2050 = getelementptr double, double* %scevgep2047, i64 %lsr.iv2027
  %.670.us365.6 = load double, double* %scevgep2050, align 8
  %scevgep2033 = getelementptr double, double* %scevgep2030, i64 %lsr.iv2027
  %.687.us370.6 = load double, double* %scevgep2033, align 8
  %.16.i.us371.6 = tail call double @llvm.sin.f64(double %.670.us365.6) #6
  %.21.i.us372.6 = fmul double %.653.us360.6, %.687.us370.6
  %.22.i.us373.6 = fsub double %.16.i.us371.6, %.21.i.us372.6
  %.23.i.us374.6 = fmul double %.22.i.us373.6, %arg.h
  %.24.i.us375.6 = fadd double %.636.us355.6, %.23.i.us374.6
  %scevgep2101 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv2027
  %scevgep2102 = getelementptr double, double* %scevgep2101, i64 7
  store double %.24.i.us375.6, double* %scevgep2102, align 8
  %scevgep2082 = getelementptr double, double* %scevgep2081, i64 %lsr.iv2027
  %scevgep2083 = getelementptr double, double* %scevgep2082, i64 1
  %.636.us355.7 = load double, double* %scevgep2083, align 8
  %scevgep2065 = getelementptr double, double* %scevgep2064, i64 %lsr.iv2027
  %scevgep2066 = getelementptr double, double* %scevgep2065, i64 1
  %.653.us360.7 = load double, double* %scevgep2066, align 8
  %scevgep2048 = getelementptr double, double* %scevgep2047, i64 %lsr.iv2027
  %scevgep2049 = getelementptr double, double* %scevgep2048, i64 1
  %.670.us365.7 = load double, double* %scevgep2049, align 8
  %scevgep2031 = getelementptr double, double* %scevgep2030, i64 %lsr.iv2027
  %scevgep2032 = getelementptr double, double* %scevgep2031, i64 1
  %.687.us370.7 = load double, double* %scevgep2032, align 8
  %.16.i.us371.7 = tail call double @llvm.sin.f64(double %.670.us365.7) #6
  %.21.i.us372.7 = fmul double %.653.us360.7, %.687.us370.7
  %.22.i.us373.7 = fsub double %.16.i.us371.7, %.21.i.us372.7
  %.23.i.us374.7 = fmul double %.22.i.us373.7, %arg.h
  %.24.i.us375.7 = fadd double %.636.us355.7, %.23.i.us374.7
  %scevgep2099 = getelementptr double, double* %lsr.iv1732, i64 %lsr.iv2027
  %scevgep2100 = getelementptr double, double* %scevgep2099, i64 8
  store double %.24.i.us375.7, double* %scevgep2100, align 8
  %lsr.iv.next2028 = add i64 %lsr.iv2027, 8
  %180 = add i64 %7, %lsr.iv.next2028
  %exitcond404.not.7 = icmp eq i64 %180, -1
  br i1 %exitcond404.not.7, label %for.end.1, label %for.body.1.us345, !llvm.loop !45

for.end:                                          ; preds = %for.end.1, %B76.endif.endif.endif.end...endif.endif
  tail call void @NRT_decref(i8* nonnull %u.2.sroa.0.0384)
  %.235 = icmp ugt i64 %.234380, 1
  br i1 %.235, label %B128.i, label %B150.i20.1

for.body.1:                                       ; preds = %for.body.1.preheader871, %for.body.1
  %loop.index.1212 = phi i64 [ %.719.7, %for.body.1 ], [ %loop.index.1212.unr, %for.body.1.preheader871 ]
  %sunkaddr2136 = mul i64 %.634, 8
  %181 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2137 = getelementptr i8, i8* %181, i64 %sunkaddr2136
  %182 = bitcast i8* %sunkaddr2137 to double*
  %.636 = load double, double* %182, align 8
  %sunkaddr2138 = mul i64 %.651, 8
  %183 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2139 = getelementptr i8, i8* %183, i64 %sunkaddr2138
  %184 = bitcast i8* %sunkaddr2139 to double*
  %.653 = load double, double* %184, align 8
  %sunkaddr2140 = mul i64 %.668, 8
  %185 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2141 = getelementptr i8, i8* %185, i64 %sunkaddr2140
  %186 = bitcast i8* %sunkaddr2141 to double*
  %.670 = load double, double* %186, align 8
  %sunkaddr2142 = mul i64 %.685, 8
  %187 = bitcast double* %u.2.sroa.52.0383 to i8*
  %sunkaddr2143 = getelementptr i8, i8* %187, i64 %sunkaddr2142
  %188 = bitcast i8* %sunkaddr2143 to double*
  %.687 = load double, double* %188, align 8
  %.16.i = tail call double @llvm.sin.f64(double %.670) #6
  %.21.i = fmul double %.653, %.687
  %.22.i = fsub double %.16.i, %.21.i
  %.23.i = fmul double %.22.i, %arg.h
  %.24.i = fadd double %.636, %.23.i
  %scevgep1857 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212
  store double %.24.i, double* %scevgep1857, align 8
  %.636.1 = load double, double* %182, align 8
  %.653.1 = load double, double* %184, align 8
  %.670.1 = load double, double* %186, align 8
  %.687.1 = load double, double* %188, align 8
  %.16.i.1 = tail call double @llvm.sin.f64(double %.670.1) #6
  %.21.i.1 = fmul double %.653.1, %.687.1
  %.22.i.1 = fsub double %.16.i.1, %.21.i.1
  %.23.i.1 = fmul double %.22.i.1, %arg.h
  %.24.i.1 = fadd double %.636.1, %.23.i.1
  %scevgep1860 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212
  %scevgep1861 = getelementptr double, double* %scevgep1860, i64 1
  store double %.24.i.1, double* %scevgep1861, align 8
  %.636.2 = load double, double* %182, align 8
  %.653.2 = load double, double* %184, align 8
  %.670.2 = load double, double* %186, align 8
  %.687.2 = load double, double* %188, align 8
  %.16.i.2 = tail call double @llvm.sin.f64(double %.670.2) #6
  %.21.i.2 = fmul double %.653.2, %.687.2
  %.22.i.2 = fsub double %.16.i.2, %.21.i.2
  %.23.i.2 = fmul double %.22.i.2, %arg.h
  %.24.i.2 = fadd double %.636.2, %.23.i.2
  %scevgep1862 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212
  %scevgep1863 = getelementptr double, double* %scevgep1862, i64 2
  store double %.24.i.2, double* %scevgep1863, align 8
  %.636.3 = load double, double* %182, align 8
  %.653.3 = load double, double* %184, align 8
  %.670.3 = load double, double* %186, align 8
  %.687.3 = load double, double* %188, align 8
  %.16.i.3 = tail call double @llvm.sin.f64(double %.670.3) #6
  %.21.i.3 = fmul double %.653.3, %.687.3
  %.22.i.3 = fsub double %.16.i.3, %.21.i.3
  %.23.i.3 = fmul double %.22.i.3, %arg.h
  %.24.i.3 = fadd double %.636.3, %.23.i.3
  %scevgep1864 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212
  %scevgep1865 = getelementptr double, double* %scevgep1864, i64 3
  store double %.24.i.3, double* %scevgep1865, align 8
  %.636.4 = load double, double* %182, align 8
  %.653.4 = load double, double* %184, align 8
  %.670.4 = load double, double* %186, align 8
  %.687.4 = load double, double* %188, align 8
  %.16.i.4 = tail call double @llvm.sin.f64(double %.670.4) #6
  %.21.i.4 = fmul double %.653.4, %.687.4
  %.22.i.4 = fsub double %.16.i.4, %.21.i.4
  %.23.i.4 = fmul double %.22.i.4, %arg.h
  %.24.i.4 = fadd double %.636.4, %.23.i.4
  %scevgep1855 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212
  %scevgep1856 = getelementptr double, double* %scevgep1855, i64 4
  store double %.24.i.4, double* %scevgep1856, align 8
  %.636.5 = load double, double* %182, align 8
  %.653.5 = load double, double* %184, align 8
  %.670.5 = load double, double* %186, align 8
  %.687.5 = load double, double* %188, align 8
  %.16.i.5 = tail call double @llvm.sin.f64(double %.670.5) #6
  %.21.i.5 = fmul double %.653.5, %.687.5
  %.22.i.5 = fsub double %.16.i.5, %.21.i.5
  %.23.i.5 = fmul double %.22.i.5, %arg.h
  %.24.i.5 = fadd double %.636.5, %.23.i.5
  %scevgep1868 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212
  %scevgep1869 = getelementptr double, double* %scevgep1868, i64 5
  store double %.24.i.5, double* %scevgep1869, align 8
  %.636.6 = load double, double* %182, align 8
  %.653.6 = load double, double* %184, align 8
  %.670.6 = load double, double* %186, align 8
  %.687.6 = load double, double* %188, align 8
  %.16.i.6 = tail call double @llvm.sin.f64(double %.670.6) #6
  %.21.i.6 = fmul double %.653.6, %.687.6
  %.22.i.6 = fsub double %.16.i.6, %.21.i.6
  %.23.i.6 = fmul double %.22.i.6, %arg.h
  %.24.i.6 = fadd double %.636.6, %.23.i.6
  %scevgep1866 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212
  %scevgep1867 = getelementptr double, double* %scevgep1866, i64 6
  store double %.24.i.6, double* %scevgep1867, align 8
  %.636.7 = load double, double* %182, align 8
  %.653.7 = load double, double* %184, align 8
  %.670.7 = load double, double* %186, align 8
  %.687.7 = load double, double* %188, align 8
  %.16.i.7 = tail call double @llvm.sin.f64(double %.670.7) #6
  %.21.i.7 = fmul double %.653.7, %.687.7
  %.22.i.7 = fsub double %.16.i.7, %.21.i.7
  %.23.i.7 = fmul double %.22.i.7, %arg.h
  %.24.i.7 = fadd double %.636.7, %.23.i.7
  %scevgep1858 = getelementptr double, double* %lsr.iv1732, i64 %loop.index.1212
  %scevgep1859 = getelementptr double, double* %scevgep1858, i64 7
  store double %.24.i.7, double* %scevgep1859, align 8
  %.719.7 = add nuw nsw i64 %loop.index.1212, 8
  %exitcond403.not.7 = icmp eq i64 %arg.u0.5.1, %.719.7
  br i1 %exitcond403.not.7, label %for.end.1, label %for.body.1, !llvm.loop !46

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.us, %for.body.1, %for.body.1.us345, %for.body.1.us345.prol.loopexit, %middle.block562, %for.body.1.prol.loopexit, %for.cond.1.preheader, %for.body.1.us.prol.loopexit, %for.body.1.us.us.prol.loopexit, %middle.block
  %.590.1.lcssa = phi i64 [ %loop.index230, %middle.block ], [ %loop.index230, %for.body.1.us.us.prol.loopexit ], [ %loop.index230, %for.body.1.us.prol.loopexit ], [ %.590.0222, %for.cond.1.preheader ], [ %.590.0222, %for.body.1.prol.loopexit ], [ %.590.0222, %middle.block562 ], [ %.590.0222, %for.body.1.us345.prol.loopexit ], [ %.590.0222, %for.body.1.us345 ], [ %.590.0222, %for.body.1 ], [ %loop.index230, %for.body.1.us.us ], [ %loop.index230, %for.body.1.us ]
  %.593.1.lcssa = phi i64 [ %ind.escape, %middle.block ], [ %loop.index.1212.us.us.lcssa.unr, %for.body.1.us.us.prol.loopexit ], [ %.593.0223, %for.body.1.us.prol.loopexit ], [ %.593.0223, %for.cond.1.preheader ], [ %.593.0223, %for.body.1.prol.loopexit ], [ %ind.escape579, %middle.block562 ], [ %loop.index.1212.us346.lcssa.unr, %for.body.1.us345.prol.loopexit ], [ %lsr.iv.next2028, %for.body.1.us345 ], [ %.593.0223, %for.body.1 ], [ %lsr.iv.next1821, %for.body.1.us.us ], [ %.593.0223, %for.body.1.us ]
  %.596.1.lcssa = phi i64 [ %loop.index230, %middle.block ], [ %loop.index230, %for.body.1.us.us.prol.loopexit ], [ %loop.index230, %for.body.1.us.prol.loopexit ], [ %.596.0224, %for.cond.1.preheader ], [ %.596.0224, %for.body.1.prol.loopexit ], [ %.596.0224, %middle.block562 ], [ %.596.0224, %for.body.1.us345.prol.loopexit ], [ %.596.0224, %for.body.1.us345 ], [ %.596.0224, %for.body.1 ], [ %loop.index230, %for.body.1.us.us ], [ %loop.index230, %for.body.1.us ]
  %.599.1.lcssa = phi i64 [ %ind.escape, %middle.block ], [ %loop.index.1212.us.us.lcssa.unr, %for.body.1.us.us.prol.loopexit ], [ %.599.0225, %for.body.1.us.prol.loopexit ], [ %.599.0225, %for.cond.1.preheader ], [ %.599.0225, %for.body.1.prol.loopexit ], [ %ind.escape579, %middle.block562 ], [ %loop.index.1212.us346.lcssa.unr, %for.body.1.us345.prol.loopexit ], [ %lsr.iv.next2028, %for.body.1.us345 ], [ %.599.0225, %for.body.1 ], [ %lsr.iv.next1821, %for.body.1.us.us ], [ %.599.0225, %for.body.1.us ]
  %.602.1.lcssa = phi i64 [ %loop.index230, %middle.block ], [ %loop.index230, %for.body.1.us.us.prol.loopexit ], [ %loop.index230, %for.body.1.us.prol.loopexit ], [ %.602.0226, %for.cond.1.preheader ], [ %.602.0226, %for.body.1.prol.loopexit ], [ %.602.0226, %middle.block562 ], [ %.602.0226, %for.body.1.us345.prol.loopexit ], [ %.602.0226, %for.body.1.us345 ], [ %.602.0226, %for.body.1 ], [ %loop.index230, %for.body.1.us.us ], [ %loop.index230, %for.body.1.us ]
  %.605.1.lcssa = phi i64 [ %ind.escape, %middle.block ], [ %loop.index.1212.us.us.lcssa.unr, %for.body.1.us.us.prol.loopexit ], [ %.605.0227, %for.body.1.us.prol.loopexit ], [ %.605.0227, %for.cond.1.preheader ], [ %.605.0227, %for.body.1.prol.loopexit ], [ %ind.escape579, %middle.block562 ], [ %loop.index.1212.us346.lcssa.unr, %for.body.1.us345.prol.loopexit ], [ %lsr.iv.next2028, %for.body.1.us345 ], [ %.605.0227, %for.body.1 ], [ %lsr.iv.next1821, %for.body.1.us.us ], [ %.605.0227, %for.body.1.us ]
  %.608.1.lcssa = phi i64 [ %loop.index230, %middle.block ], [ %loop.index230, %for.body.1.us.us.prol.loopexit ], [ %loop.index230, %for.body.1.us.prol.loopexit ], [ %.608.0228, %for.cond.1.preheader ], [ %.608.0228, %for.body.1.prol.loopexit ], [ %.608.0228, %middle.block562 ], [ %.608.0228, %for.body.1.us345.prol.loopexit ], [ %.608.0228, %for.body.1.us345 ], [ %.608.0228, %for.body.1 ], [ %loop.index230, %for.body.1.us.us ], [ %loop.index230, %for.body.1.us ]
  %.611.1.lcssa = phi i64 [ %ind.escape, %middle.block ], [ %loop.index.1212.us.us.lcssa.unr, %for.body.1.us.us.prol.loopexit ], [ %.611.0229, %for.body.1.us.prol.loopexit ], [ %.611.0229, %for.cond.1.preheader ], [ %.611.0229, %for.body.1.prol.loopexit ], [ %ind.escape579, %middle.block562 ], [ %loop.index.1212.us346.lcssa.unr, %for.body.1.us345.prol.loopexit ], [ %lsr.iv.next2028, %for.body.1.us345 ], [ %.611.0229, %for.body.1 ], [ %lsr.iv.next1821, %for.body.1.us.us ], [ %.611.0229, %for.body.1.us ]
  %189 = bitcast double* %lsr.iv1732 to i1*
  %190 = bitcast double* %lsr.iv1752 to i1*
  %191 = bitcast double* %lsr.iv1809 to i1*
  %.721 = add nuw nsw i64 %loop.index230, 1
  %scevgep1734 = getelementptr i1, i1* %189, i64 %5
  %192 = bitcast i1* %scevgep1734 to double*
  %scevgep1754 = getelementptr i1, i1* %190, i64 %5
  %193 = bitcast i1* %scevgep1754 to double*
  %scevgep1811 = getelementptr i1, i1* %191, i64 %5
  %194 = bitcast i1* %scevgep1811 to double*
  %exitcond407.not = icmp eq i64 %.721, %arg.u0.5.0
  br i1 %exitcond407.not, label %for.end, label %for.cond.1.preheader

B144.endif.endif.endif.endif.if:                  ; preds = %B150.i20.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449923650688, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B144.endif.endif.endif.endif.endif:               ; preds = %B150.i20.1
  %.888 = extractvalue { i64, i1 } %.887, 0
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.888, i32 32), !noalias !47
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %B144.endif.endif.endif.endif.endif.if, label %B144.endif.endif.endif.endif.endif.endif, !prof !0

B144.endif.endif.endif.endif.endif.if:            ; preds = %B144.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449926331776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B144.endif.endif.endif.endif.endif.endif:         ; preds = %B144.endif.endif.endif.endif.endif
  %.5.i25 = getelementptr i8, i8* %.7.i.i27, i64 24
  %195 = bitcast i8* %.5.i25 to double**
  %.6.i26236 = load double*, double** %195, align 8
  %.974196 = icmp sgt i64 %arg.u0.5.0, 0
  br i1 %.974196, label %for.cond.3.preheader.preheader, label %for.end.2

for.cond.3.preheader.preheader:                   ; preds = %B144.endif.endif.endif.endif.endif.endif
  %.977187 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.977187, label %for.cond.3.preheader.us.preheader, label %for.end.2

for.cond.3.preheader.us.preheader:                ; preds = %for.cond.3.preheader.preheader
  %scevgep717 = getelementptr double, double* %.6.i97237, i64 %arg.u0.5.1
  %scevgep722 = getelementptr double, double* %.6.i97237, i64 %arg.u0.5.1
  %196 = add i64 %arg.u0.5.1, -1
  %197 = add i64 %arg.u0.5.1, -32
  %198 = lshr i64 %197, 5
  %199 = add nuw nsw i64 %198, 1
  %xtraiter831 = and i64 %arg.u0.5.1, 7
  %n.vec653 = and i64 %arg.u0.5.1, -32
  %xtraiter834 = and i64 %199, 7
  %unroll_iter837 = and i64 %199, 1152921504606846968
  %ind.escape662 = add i64 %n.vec653, -1
  %n.vec738 = and i64 %arg.u0.5.1, -32
  %ind.escape751 = add i64 %n.vec738, -1
  %200 = shl i64 %arg.u0.5.1, 3
  %scevgep1051 = getelementptr double, double* %.6.i97237, i64 248
  %scevgep1247 = getelementptr double, double* %.6.i26236, i64 24
  %scevgep1266 = getelementptr double, double* %.6.i97237, i64 24
  %201 = shl nuw nsw i64 %xtraiter834, 8
  %202 = sub i64 0, %arg.u0.5.1
  %scevgep1340 = getelementptr double, double* %.6.i97237, i64 248
  %scevgep1437 = getelementptr double, double* %.6.i97237, i64 248
  %scevgep1646 = getelementptr double, double* %.6.i97237, i64 24
  %scevgep1660 = getelementptr double, double* %.6.i97237, i64 24
  %203 = shl nuw nsw i64 %xtraiter834, 8
  %scevgep1682 = getelementptr double, double* %.6.i97237, i64 7
  %scevgep1699 = getelementptr double, double* %.6.i97237, i64 7
  br label %for.cond.3.preheader.us

for.cond.3.preheader.us:                          ; preds = %for.cond.3.preheader.us.preheader, %for.end.3.loopexit.us
  %lsr.iv1284 = phi double* [ %.6.i97237, %for.cond.3.preheader.us.preheader ], [ %224, %for.end.3.loopexit.us ]
  %lsr.iv1267 = phi double* [ %scevgep1266, %for.cond.3.preheader.us.preheader ], [ %223, %for.end.3.loopexit.us ]
  %lsr.iv1248 = phi double* [ %scevgep1247, %for.cond.3.preheader.us.preheader ], [ %222, %for.end.3.loopexit.us ]
  %lsr.iv1052 = phi double* [ %scevgep1051, %for.cond.3.preheader.us.preheader ], [ %221, %for.end.3.loopexit.us ]
  %lsr.iv1032 = phi double* [ %.6.i26236, %for.cond.3.preheader.us.preheader ], [ %220, %for.end.3.loopexit.us ]
  %loop.index.2201.us = phi i64 [ %.1046.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.970.0200.us = phi i64 [ %.970.2.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.967.0199.us = phi i64 [ %.967.2.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.964.0198.us = phi i64 [ %.964.2.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %.961.0197.us = phi i64 [ %spec.select265.lcssa.us, %for.end.3.loopexit.us ], [ 0, %for.cond.3.preheader.us.preheader ]
  %204 = icmp eq i64 %arg.u0.5.0, 1
  %205 = mul i64 %loop.index.2201.us, %arg.u0.5.1
  %scevgep711 = getelementptr double, double* %.6.i26236, i64 %205
  %206 = add i64 %205, %arg.u0.5.1
  %scevgep713 = getelementptr double, double* %.6.i26236, i64 %206
  %207 = mul i64 %loop.index.2201.us, %arg.u0.5.1
  %scevgep636 = getelementptr double, double* %.6.i26236, i64 %207
  %208 = add i64 %207, %arg.u0.5.1
  %scevgep638 = getelementptr double, double* %.6.i26236, i64 %208
  %209 = mul i64 %loop.index.2201.us, %arg.u0.5.1
  %scevgep640 = getelementptr double, double* %.6.i97237, i64 %209
  %210 = add i64 %209, %arg.u0.5.1
  %scevgep642 = getelementptr double, double* %.6.i97237, i64 %210
  br i1 %204, label %for.body.3.preheader.for.body.3.preheader.split_crit_edge.us, label %for.body.3.preheader.split.us.us

for.body.3.us309:                                 ; preds = %for.body.3.us309.preheader, %for.body.3.us309
  %loop.index.3192.us310 = phi i64 [ %.1044.us322.7, %for.body.3.us309 ], [ %loop.index.3192.us310.unr, %for.body.3.us309.preheader ]
  %sunkaddr2144 = mul i64 %.993.us312, 8
  %211 = bitcast double* %.6.i97237 to i8*
  %sunkaddr2145 = getelementptr i8, i8* %211, i64 %sunkaddr2144
  %212 = bitcast i8* %sunkaddr2145 to double*
  %.995.us314 = load double, double* %212, align 8
  %sunkaddr2146 = mul i64 %.1010.us316, 8
  %213 = bitcast double* %.6.i97237 to i8*
  %sunkaddr2147 = getelementptr i8, i8* %213, i64 %sunkaddr2146
  %214 = bitcast i8* %sunkaddr2147 to double*
  %.1012.us318 = load double, double* %214, align 8
  %.6.i.us319 = fmul double %.995.us314, %.1012.us318
  %scevgep1327 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us310
  store double %.6.i.us319, double* %scevgep1327, align 8
  %.995.us314.1 = load double, double* %212, align 8
  %.1012.us318.1 = load double, double* %214, align 8
  %.6.i.us319.1 = fmul double %.995.us314.1, %.1012.us318.1
  %scevgep1330 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us310
  %scevgep1331 = getelementptr double, double* %scevgep1330, i64 1
  store double %.6.i.us319.1, double* %scevgep1331, align 8
  %.995.us314.2 = load double, double* %212, align 8
  %.1012.us318.2 = load double, double* %214, align 8
  %.6.i.us319.2 = fmul double %.995.us314.2, %.1012.us318.2
  %scevgep1332 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us310
  %scevgep1333 = getelementptr double, double* %scevgep1332, i64 2
  store double %.6.i.us319.2, double* %scevgep1333, align 8
  %.995.us314.3 = load double, double* %212, align 8
  %.1012.us318.3 = load double, double* %214, align 8
  %.6.i.us319.3 = fmul double %.995.us314.3, %.1012.us318.3
  %scevgep1334 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us310
  %scevgep1335 = getelementptr double, double* %scevgep1334, i64 3
  store double %.6.i.us319.3, double* %scevgep1335, align 8
  %.995.us314.4 = load double, double* %212, align 8
  %.1012.us318.4 = load double, double* %214, align 8
  %.6.i.us319.4 = fmul double %.995.us314.4, %.1012.us318.4
  %scevgep1325 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us310
  %scevgep1326 = getelementptr double, double* %scevgep1325, i64 4
  store double %.6.i.us319.4, double* %scevgep1326, align 8
  %.995.us314.5 = load double, double* %212, align 8
  %.1012.us318.5 = load double, double* %214, align 8
  %.6.i.us319.5 = fmul double %.995.us314.5, %.1012.us318.5
  %scevgep1338 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us310
  %scevgep1339 = getelementptr double, double* %scevgep1338, i64 5
  store double %.6.i.us319.5, double* %scevgep1339, align 8
  %.995.us314.6 = load double, double* %212, align 8
  %.1012.us318.6 = load double, double* %214, align 8
  %.6.i.us319.6 = fmul double %.995.us314.6, %.1012.us318.6
  %scevgep1336 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us310
  %scevgep1337 = getelementptr double, double* %scevgep1336, i64 6
  store double %.6.i.us319.6, double* %scevgep1337, align 8
  %.995.us314.7 = load double, double* %212, align 8
  %.1012.us318.7 = load double, double* %214, align 8
  %.6.i.us319.7 = fmul double %.995.us314.7, %.1012.us318.7
  %scevgep1328 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us310
  %scevgep1329 = getelementptr double, double* %scevgep1328, i64 7
  store double %.6.i.us319.7, double* %scevgep1329, align 8
  %.1044.us322.7 = add nuw nsw i64 %loop.index.3192.us310, 8
  %exitcond.not.7 = icmp eq i64 %arg.u0.5.1, %.1044.us322.7
  br i1 %exitcond.not.7, label %for.end.3.loopexit.us, label %for.body.3.us309, !llvm.loop !54

for.end.3.loopexit.us:                            ; preds = %for.body.3.us309.prol.loopexit, %for.body.3.us290.us.prol.loopexit, %middle.block732, %for.body.3.us.us328, %for.body.3.us.us.us, %for.body.3.us309, %for.body.3.us290.us, %for.body.3.us.us328.prol.loopexit, %for.body.3.us.us.us.prol.loopexit, %middle.block647
  %spec.select265.lcssa.us = phi i64 [ %loop.index.2201.us, %middle.block647 ], [ %loop.index.2201.us, %for.body.3.us.us.us.prol.loopexit ], [ %loop.index.2201.us, %for.body.3.us.us328.prol.loopexit ], [ %.961.0197.us, %for.body.3.us290.us ], [ %.961.0197.us, %for.body.3.us309 ], [ %loop.index.2201.us, %for.body.3.us.us.us ], [ %loop.index.2201.us, %for.body.3.us.us328 ], [ %.961.0197.us, %middle.block732 ], [ %.961.0197.us, %for.body.3.us290.us.prol.loopexit ], [ %.961.0197.us, %for.body.3.us309.prol.loopexit ]
  %.964.2.lcssa.us = phi i64 [ %ind.escape662, %middle.block647 ], [ %loop.index.3192.us.us.us.lcssa.unr, %for.body.3.us.us.us.prol.loopexit ], [ %.964.0198.us, %for.body.3.us.us328.prol.loopexit ], [ %lsr.iv.next1681, %for.body.3.us290.us ], [ %.964.0198.us, %for.body.3.us309 ], [ %lsr.iv.next1291, %for.body.3.us.us.us ], [ %.964.0198.us, %for.body.3.us.us328 ], [ %ind.escape751, %middle.block732 ], [ %loop.index.3192.us291.us.lcssa.unr, %for.body.3.us290.us.prol.loopexit ], [ %.964.0198.us, %for.body.3.us309.prol.loopexit ]
  %.967.2.lcssa.us = phi i64 [ %loop.index.2201.us, %middle.block647 ], [ %loop.index.2201.us, %for.body.3.us.us.us.prol.loopexit ], [ %loop.index.2201.us, %for.body.3.us.us328.prol.loopexit ], [ %.967.0199.us, %for.body.3.us290.us ], [ %.967.0199.us, %for.body.3.us309 ], [ %loop.index.2201.us, %for.body.3.us.us.us ], [ %loop.index.2201.us, %for.body.3.us.us328 ], [ %.967.0199.us, %middle.block732 ], [ %.967.0199.us, %for.body.3.us290.us.prol.loopexit ], [ %.967.0199.us, %for.body.3.us309.prol.loopexit ]
  %.970.2.lcssa.us = phi i64 [ %ind.escape662, %middle.block647 ], [ %loop.index.3192.us.us.us.lcssa.unr, %for.body.3.us.us.us.prol.loopexit ], [ %.970.0200.us, %for.body.3.us.us328.prol.loopexit ], [ %lsr.iv.next1681, %for.body.3.us290.us ], [ %.970.0200.us, %for.body.3.us309 ], [ %lsr.iv.next1291, %for.body.3.us.us.us ], [ %.970.0200.us, %for.body.3.us.us328 ], [ %ind.escape751, %middle.block732 ], [ %loop.index.3192.us291.us.lcssa.unr, %for.body.3.us290.us.prol.loopexit ], [ %.970.0200.us, %for.body.3.us309.prol.loopexit ]
  %215 = bitcast double* %lsr.iv1032 to i1*
  %216 = bitcast double* %lsr.iv1052 to i1*
  %217 = bitcast double* %lsr.iv1267 to i1*
  %218 = bitcast double* %lsr.iv1248 to i1*
  %219 = bitcast double* %lsr.iv1284 to i1*
  %.1046.us = add nuw nsw i64 %loop.index.2201.us, 1
  %scevgep1034 = getelementptr i1, i1* %215, i64 %200
  %220 = bitcast i1* %scevgep1034 to double*
  %scevgep1054 = getelementptr i1, i1* %216, i64 %200
  %221 = bitcast i1* %scevgep1054 to double*
  %scevgep1250 = getelementptr i1, i1* %218, i64 %200
  %222 = bitcast i1* %scevgep1250 to double*
  %scevgep1269 = getelementptr i1, i1* %217, i64 %200
  %223 = bitcast i1* %scevgep1269 to double*
  %scevgep1286 = getelementptr i1, i1* %219, i64 %200
  %224 = bitcast i1* %scevgep1286 to double*
  %exitcond402.not = icmp eq i64 %.1046.us, %arg.u0.5.0
  br i1 %exitcond402.not, label %for.end.2, label %for.cond.3.preheader.us

for.body.3.us.us328:                              ; preds = %for.body.3.us.us328.preheader, %for.body.3.us.us328
  %loop.index.3192.us.us329 = phi i64 [ %.1044.us.us339.7, %for.body.3.us.us328 ], [ %loop.index.3192.us.us329.unr, %for.body.3.us.us328.preheader ]
  %sunkaddr2148 = mul i64 %.993.us.us330, 8
  %225 = bitcast double* %.6.i97237 to i8*
  %sunkaddr2149 = getelementptr i8, i8* %225, i64 %sunkaddr2148
  %226 = bitcast i8* %sunkaddr2149 to double*
  %.995.us.us332 = load double, double* %226, align 8
  %sunkaddr2150 = mul i64 %.1010.us.us333, 8
  %227 = bitcast double* %.6.i97237 to i8*
  %sunkaddr2151 = getelementptr i8, i8* %227, i64 %sunkaddr2150
  %228 = bitcast i8* %sunkaddr2151 to double*
  %.1012.us.us335 = load double, double* %228, align 8
  %.6.i.us.us336 = fmul double %.995.us.us332, %.1012.us.us335
  %scevgep1038 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us329
  store double %.6.i.us.us336, double* %scevgep1038, align 8
  %.995.us.us332.1 = load double, double* %226, align 8
  %.1012.us.us335.1 = load double, double* %228, align 8
  %.6.i.us.us336.1 = fmul double %.995.us.us332.1, %.1012.us.us335.1
  %scevgep1041 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us329
  %scevgep1042 = getelementptr double, double* %scevgep1041, i64 1
  store double %.6.i.us.us336.1, double* %scevgep1042, align 8
  %.995.us.us332.2 = load double, double* %226, align 8
  %.1012.us.us335.2 = load double, double* %228, align 8
  %.6.i.us.us336.2 = fmul double %.995.us.us332.2, %.1012.us.us335.2
  %scevgep1043 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us329
  %scevgep1044 = getelementptr double, double* %scevgep1043, i64 2
  store double %.6.i.us.us336.2, double* %scevgep1044, align 8
  %.995.us.us332.3 = load double, double* %226, align 8
  %.1012.us.us335.3 = load double, double* %228, align 8
  %.6.i.us.us336.3 = fmul double %.995.us.us332.3, %.1012.us.us335.3
  %scevgep1045 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us329
  %scevgep1046 = getelementptr double, double* %scevgep1045, i64 3
  store double %.6.i.us.us336.3, double* %scevgep1046, align 8
  %.995.us.us332.4 = load double, double* %226, align 8
  %.1012.us.us335.4 = load double, double* %228, align 8
  %.6.i.us.us336.4 = fmul double %.995.us.us332.4, %.1012.us.us335.4
  %scevgep1036 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us329
  %scevgep1037 = getelementptr double, double* %scevgep1036, i64 4
  store double %.6.i.us.us336.4, double* %scevgep1037, align 8
  %.995.us.us332.5 = load double, double* %226, align 8
  %.1012.us.us335.5 = load double, double* %228, align 8
  %.6.i.us.us336.5 = fmul double %.995.us.us332.5, %.1012.us.us335.5
  %scevgep1049 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us329
  %scevgep1050 = getelementptr double, double* %scevgep1049, i64 5
  store double %.6.i.us.us336.5, double* %scevgep1050, align 8
  %.995.us.us332.6 = load double, double* %226, align 8
  %.1012.us.us335.6 = load double, double* %228, align 8
  %.6.i.us.us336.6 = fmul double %.995.us.us332.6, %.1012.us.us335.6
  %scevgep1047 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us329
  %scevgep1048 = getelementptr double, double* %scevgep1047, i64 6
  store double %.6.i.us.us336.6, double* %scevgep1048, align 8
  %.995.us.us332.7 = load double, double* %226, align 8
  %.1012.us.us335.7 = load double, double* %228, align 8
  %.6.i.us.us336.7 = fmul double %.995.us.us332.7, %.1012.us.us335.7
  %scevgep1039 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us329
  %scevgep1040 = getelementptr double, double* %scevgep1039, i64 7
  store double %.6.i.us.us336.7, double* %scevgep1040, align 8
  %.1044.us.us339.7 = add nuw nsw i64 %loop.index.3192.us.us329, 8
  %exitcond400.not.7 = icmp eq i64 %arg.u0.5.1, %.1044.us.us339.7
  br i1 %exitcond400.not.7, label %for.end.3.loopexit.us, label %for.body.3.us.us328, !llvm.loop !55

for.body.3.preheader.split.us.us:                 ; preds = %for.cond.3.preheader.us
  %229 = icmp ugt i64 %arg.u0.5.1, 1
  %.990.us.us = mul i64 %loop.index.2201.us, %arg.u0.5.1
  br i1 %229, label %for.body.3.us.us.us.preheader, label %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us

for.body.3.us.us.us.preheader:                    ; preds = %for.body.3.preheader.split.us.us
  %230 = icmp ult i64 %arg.u0.5.1, 32
  br i1 %230, label %for.body.3.us.us.us.preheader809, label %vector.memcheck635

vector.memcheck635:                               ; preds = %for.body.3.us.us.us.preheader
  %bound0644 = icmp ult double* %scevgep636, %scevgep642
  %bound1645 = icmp ult double* %scevgep640, %scevgep638
  %found.conflict646 = and i1 %bound0644, %bound1645
  br i1 %found.conflict646, label %for.body.3.us.us.us.preheader809, label %vector.ph651

vector.ph651:                                     ; preds = %vector.memcheck635
  %231 = icmp ult i64 %197, 224
  br i1 %231, label %middle.block647.unr-lcssa, label %vector.body649.preheader

vector.body649.preheader:                         ; preds = %vector.ph651
  br label %vector.body649

vector.body649:                                   ; preds = %vector.body649.preheader, %vector.body649
  %lsr.iv1245 = phi i64 [ %unroll_iter837, %vector.body649.preheader ], [ %lsr.iv.next1246, %vector.body649 ]
  %index656 = phi i64 [ %index.next661.7, %vector.body649 ], [ 0, %vector.body649.preheader ]
  %scevgep1138 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11381139 = bitcast double* %scevgep1138 to <8 x double>*
  %scevgep1140 = getelementptr <8 x double>, <8 x double>* %scevgep11381139, i64 -31
  %wide.load657 = load <8 x double>, <8 x double>* %scevgep1140, align 8, !alias.scope !56
  %scevgep1147 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11471148 = bitcast double* %scevgep1147 to <8 x double>*
  %scevgep1149 = getelementptr <8 x double>, <8 x double>* %scevgep11471148, i64 -30
  %wide.load658 = load <8 x double>, <8 x double>* %scevgep1149, align 8, !alias.scope !56
  %scevgep1144 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11441145 = bitcast double* %scevgep1144 to <8 x double>*
  %scevgep1146 = getelementptr <8 x double>, <8 x double>* %scevgep11441145, i64 -29
  %wide.load659 = load <8 x double>, <8 x double>* %scevgep1146, align 8, !alias.scope !56
  %scevgep1141 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11411142 = bitcast double* %scevgep1141 to <8 x double>*
  %scevgep1143 = getelementptr <8 x double>, <8 x double>* %scevgep11411142, i64 -28
  %wide.load660 = load <8 x double>, <8 x double>* %scevgep1143, align 8, !alias.scope !56
  %232 = fmul <8 x double> %wide.load657, %wide.load657
  %233 = fmul <8 x double> %wide.load658, %wide.load658
  %234 = fmul <8 x double> %wide.load659, %wide.load659
  %235 = fmul <8 x double> %wide.load660, %wide.load660
  %scevgep1234 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12341235 = bitcast double* %scevgep1234 to <8 x double>*
  store <8 x double> %232, <8 x double>* %scevgep12341235, align 8, !alias.scope !59, !noalias !56
  %scevgep1242 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12421243 = bitcast double* %scevgep1242 to <8 x double>*
  %scevgep1244 = getelementptr <8 x double>, <8 x double>* %scevgep12421243, i64 1
  store <8 x double> %233, <8 x double>* %scevgep1244, align 8, !alias.scope !59, !noalias !56
  %scevgep1239 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12391240 = bitcast double* %scevgep1239 to <8 x double>*
  %scevgep1241 = getelementptr <8 x double>, <8 x double>* %scevgep12391240, i64 2
  store <8 x double> %234, <8 x double>* %scevgep1241, align 8, !alias.scope !59, !noalias !56
  %scevgep1236 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12361237 = bitcast double* %scevgep1236 to <8 x double>*
  %scevgep1238 = getelementptr <8 x double>, <8 x double>* %scevgep12361237, i64 3
  store <8 x double> %235, <8 x double>* %scevgep1238, align 8, !alias.scope !59, !noalias !56
  %scevgep1124 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11241125 = bitcast double* %scevgep1124 to <8 x double>*
  %scevgep1126 = getelementptr <8 x double>, <8 x double>* %scevgep11241125, i64 -27
  %wide.load657.1 = load <8 x double>, <8 x double>* %scevgep1126, align 8, !alias.scope !56
  %scevgep1121 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11211122 = bitcast double* %scevgep1121 to <8 x double>*
  %scevgep1123 = getelementptr <8 x double>, <8 x double>* %scevgep11211122, i64 -26
  %wide.load658.1 = load <8 x double>, <8 x double>* %scevgep1123, align 8, !alias.scope !56
  %scevgep1118 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11181119 = bitcast double* %scevgep1118 to <8 x double>*
  %scevgep1120 = getelementptr <8 x double>, <8 x double>* %scevgep11181119, i64 -25
  %wide.load659.1 = load <8 x double>, <8 x double>* %scevgep1120, align 8, !alias.scope !56
  %scevgep1115 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11151116 = bitcast double* %scevgep1115 to <8 x double>*
  %scevgep1117 = getelementptr <8 x double>, <8 x double>* %scevgep11151116, i64 -24
  %wide.load660.1 = load <8 x double>, <8 x double>* %scevgep1117, align 8, !alias.scope !56
  %236 = fmul <8 x double> %wide.load657.1, %wide.load657.1
  %237 = fmul <8 x double> %wide.load658.1, %wide.load658.1
  %238 = fmul <8 x double> %wide.load659.1, %wide.load659.1
  %239 = fmul <8 x double> %wide.load660.1, %wide.load660.1
  %scevgep1219 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12191220 = bitcast double* %scevgep1219 to <8 x double>*
  %scevgep1221 = getelementptr <8 x double>, <8 x double>* %scevgep12191220, i64 4
  store <8 x double> %236, <8 x double>* %scevgep1221, align 8, !alias.scope !59, !noalias !56
  %scevgep1216 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12161217 = bitcast double* %scevgep1216 to <8 x double>*
  %scevgep1218 = getelementptr <8 x double>, <8 x double>* %scevgep12161217, i64 5
  store <8 x double> %237, <8 x double>* %scevgep1218, align 8, !alias.scope !59, !noalias !56
  %scevgep1213 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12131214 = bitcast double* %scevgep1213 to <8 x double>*
  %scevgep1215 = getelementptr <8 x double>, <8 x double>* %scevgep12131214, i64 6
  store <8 x double> %238, <8 x double>* %scevgep1215, align 8, !alias.scope !59, !noalias !56
  %scevgep1210 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12101211 = bitcast double* %scevgep1210 to <8 x double>*
  %scevgep1212 = getelementptr <8 x double>, <8 x double>* %scevgep12101211, i64 7
  store <8 x double> %239, <8 x double>* %scevgep1212, align 8, !alias.scope !59, !noalias !56
  %scevgep1112 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11121113 = bitcast double* %scevgep1112 to <8 x double>*
  %scevgep1114 = getelementptr <8 x double>, <8 x double>* %scevgep11121113, i64 -23
  %wide.load657.2 = load <8 x double>, <8 x double>* %scevgep1114, align 8, !alias.scope !56
  %scevgep1109 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11091110 = bitcast double* %scevgep1109 to <8 x double>*
  %scevgep1111 = getelementptr <8 x double>, <8 x double>* %scevgep11091110, i64 -22
  %wide.load658.2 = load <8 x double>, <8 x double>* %scevgep1111, align 8, !alias.scope !56
  %scevgep1106 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11061107 = bitcast double* %scevgep1106 to <8 x double>*
  %scevgep1108 = getelementptr <8 x double>, <8 x double>* %scevgep11061107, i64 -21
  %wide.load659.2 = load <8 x double>, <8 x double>* %scevgep1108, align 8, !alias.scope !56
  %scevgep1103 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11031104 = bitcast double* %scevgep1103 to <8 x double>*
  %scevgep1105 = getelementptr <8 x double>, <8 x double>* %scevgep11031104, i64 -20
  %wide.load660.2 = load <8 x double>, <8 x double>* %scevgep1105, align 8, !alias.scope !56
  %240 = fmul <8 x double> %wide.load657.2, %wide.load657.2
  %241 = fmul <8 x double> %wide.load658.2, %wide.load658.2
  %242 = fmul <8 x double> %wide.load659.2, %wide.load659.2
  %243 = fmul <8 x double> %wide.load660.2, %wide.load660.2
  %scevgep1207 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12071208 = bitcast double* %scevgep1207 to <8 x double>*
  %scevgep1209 = getelementptr <8 x double>, <8 x double>* %scevgep12071208, i64 8
  store <8 x double> %240, <8 x double>* %scevgep1209, align 8, !alias.scope !59, !noalias !56
  %scevgep1204 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12041205 = bitcast double* %scevgep1204 to <8 x double>*
  %scevgep1206 = getelementptr <8 x double>, <8 x double>* %scevgep12041205, i64 9
  store <8 x double> %241, <8 x double>* %scevgep1206, align 8, !alias.scope !59, !noalias !56
  %scevgep1201 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12011202 = bitcast double* %scevgep1201 to <8 x double>*
  %scevgep1203 = getelementptr <8 x double>, <8 x double>* %scevgep12011202, i64 10
  store <8 x double> %242, <8 x double>* %scevgep1203, align 8, !alias.scope !59, !noalias !56
  %scevgep1198 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11981199 = bitcast double* %scevgep1198 to <8 x double>*
  %scevgep1200 = getelementptr <8 x double>, <8 x double>* %scevgep11981199, i64 11
  store <8 x double> %243, <8 x double>* %scevgep1200, align 8, !alias.scope !59, !noalias !56
  %scevgep1100 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11001101 = bitcast double* %scevgep1100 to <8 x double>*
  %scevgep1102 = getelementptr <8 x double>, <8 x double>* %scevgep11001101, i64 -19
  %wide.load657.3 = load <8 x double>, <8 x double>* %scevgep1102, align 8, !alias.scope !56
  %scevgep1097 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10971098 = bitcast double* %scevgep1097 to <8 x double>*
  %scevgep1099 = getelementptr <8 x double>, <8 x double>* %scevgep10971098, i64 -18
  %wide.load658.3 = load <8 x double>, <8 x double>* %scevgep1099, align 8, !alias.scope !56
  %scevgep1094 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10941095 = bitcast double* %scevgep1094 to <8 x double>*
  %scevgep1096 = getelementptr <8 x double>, <8 x double>* %scevgep10941095, i64 -17
  %wide.load659.3 = load <8 x double>, <8 x double>* %scevgep1096, align 8, !alias.scope !56
  %scevgep1091 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10911092 = bitcast double* %scevgep1091 to <8 x double>*
  %scevgep1093 = getelementptr <8 x double>, <8 x double>* %scevgep10911092, i64 -16
  %wide.load660.3 = load <8 x double>, <8 x double>* %scevgep1093, align 8, !alias.scope !56
  %244 = fmul <8 x double> %wide.load657.3, %wide.load657.3
  %245 = fmul <8 x double> %wide.load658.3, %wide.load658.3
  %246 = fmul <8 x double> %wide.load659.3, %wide.load659.3
  %247 = fmul <8 x double> %wide.load660.3, %wide.load660.3
  %scevgep1195 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11951196 = bitcast double* %scevgep1195 to <8 x double>*
  %scevgep1197 = getelementptr <8 x double>, <8 x double>* %scevgep11951196, i64 12
  store <8 x double> %244, <8 x double>* %scevgep1197, align 8, !alias.scope !59, !noalias !56
  %scevgep1192 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11921193 = bitcast double* %scevgep1192 to <8 x double>*
  %scevgep1194 = getelementptr <8 x double>, <8 x double>* %scevgep11921193, i64 13
  store <8 x double> %245, <8 x double>* %scevgep1194, align 8, !alias.scope !59, !noalias !56
  %scevgep1189 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11891190 = bitcast double* %scevgep1189 to <8 x double>*
  %scevgep1191 = getelementptr <8 x double>, <8 x double>* %scevgep11891190, i64 14
  store <8 x double> %246, <8 x double>* %scevgep1191, align 8, !alias.scope !59, !noalias !56
  %scevgep1186 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11861187 = bitcast double* %scevgep1186 to <8 x double>*
  %scevgep1188 = getelementptr <8 x double>, <8 x double>* %scevgep11861187, i64 15
  store <8 x double> %247, <8 x double>* %scevgep1188, align 8, !alias.scope !59, !noalias !56
  %scevgep1088 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10881089 = bitcast double* %scevgep1088 to <8 x double>*
  %scevgep1090 = getelementptr <8 x double>, <8 x double>* %scevgep10881089, i64 -15
  %wide.load657.4 = load <8 x double>, <8 x double>* %scevgep1090, align 8, !alias.scope !56
  %scevgep1085 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10851086 = bitcast double* %scevgep1085 to <8 x double>*
  %scevgep1087 = getelementptr <8 x double>, <8 x double>* %scevgep10851086, i64 -14
  %wide.load658.4 = load <8 x double>, <8 x double>* %scevgep1087, align 8, !alias.scope !56
  %scevgep1082 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10821083 = bitcast double* %scevgep1082 to <8 x double>*
  %scevgep1084 = getelementptr <8 x double>, <8 x double>* %scevgep10821083, i64 -13
  %wide.load659.4 = load <8 x double>, <8 x double>* %scevgep1084, align 8, !alias.scope !56
  %scevgep1079 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10791080 = bitcast double* %scevgep1079 to <8 x double>*
  %scevgep1081 = getelementptr <8 x double>, <8 x double>* %scevgep10791080, i64 -12
  %wide.load660.4 = load <8 x double>, <8 x double>* %scevgep1081, align 8, !alias.scope !56
  %248 = fmul <8 x double> %wide.load657.4, %wide.load657.4
  %249 = fmul <8 x double> %wide.load658.4, %wide.load658.4
  %250 = fmul <8 x double> %wide.load659.4, %wide.load659.4
  %251 = fmul <8 x double> %wide.load660.4, %wide.load660.4
  %scevgep1183 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11831184 = bitcast double* %scevgep1183 to <8 x double>*
  %scevgep1185 = getelementptr <8 x double>, <8 x double>* %scevgep11831184, i64 16
  store <8 x double> %248, <8 x double>* %scevgep1185, align 8, !alias.scope !59, !noalias !56
  %scevgep1180 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11801181 = bitcast double* %scevgep1180 to <8 x double>*
  %scevgep1182 = getelementptr <8 x double>, <8 x double>* %scevgep11801181, i64 17
  store <8 x double> %249, <8 x double>* %scevgep1182, align 8, !alias.scope !59, !noalias !56
  %scevgep1177 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11771178 = bitcast double* %scevgep1177 to <8 x double>*
  %scevgep1179 = getelementptr <8 x double>, <8 x double>* %scevgep11771178, i64 18
  store <8 x double> %250, <8 x double>* %scevgep1179, align 8, !alias.scope !59, !noalias !56
  %scevgep1174 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11741175 = bitcast double* %scevgep1174 to <8 x double>*
  %scevgep1176 = getelementptr <8 x double>, <8 x double>* %scevgep11741175, i64 19
  store <8 x double> %251, <8 x double>* %scevgep1176, align 8, !alias.scope !59, !noalias !56
  %scevgep1076 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10761077 = bitcast double* %scevgep1076 to <8 x double>*
  %scevgep1078 = getelementptr <8 x double>, <8 x double>* %scevgep10761077, i64 -11
  %wide.load657.5 = load <8 x double>, <8 x double>* %scevgep1078, align 8, !alias.scope !56
  %scevgep1073 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10731074 = bitcast double* %scevgep1073 to <8 x double>*
  %scevgep1075 = getelementptr <8 x double>, <8 x double>* %scevgep10731074, i64 -10
  %wide.load658.5 = load <8 x double>, <8 x double>* %scevgep1075, align 8, !alias.scope !56
  %scevgep1070 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10701071 = bitcast double* %scevgep1070 to <8 x double>*
  %scevgep1072 = getelementptr <8 x double>, <8 x double>* %scevgep10701071, i64 -9
  %wide.load659.5 = load <8 x double>, <8 x double>* %scevgep1072, align 8, !alias.scope !56
  %scevgep1067 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10671068 = bitcast double* %scevgep1067 to <8 x double>*
  %scevgep1069 = getelementptr <8 x double>, <8 x double>* %scevgep10671068, i64 -8
  %wide.load660.5 = load <8 x double>, <8 x double>* %scevgep1069, align 8, !alias.scope !56
  %252 = fmul <8 x double> %wide.load657.5, %wide.load657.5
  %253 = fmul <8 x double> %wide.load658.5, %wide.load658.5
  %254 = fmul <8 x double> %wide.load659.5, %wide.load659.5
  %255 = fmul <8 x double> %wide.load660.5, %wide.load660.5
  %scevgep1171 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11711172 = bitcast double* %scevgep1171 to <8 x double>*
  %scevgep1173 = getelementptr <8 x double>, <8 x double>* %scevgep11711172, i64 20
  store <8 x double> %252, <8 x double>* %scevgep1173, align 8, !alias.scope !59, !noalias !56
  %scevgep1168 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11681169 = bitcast double* %scevgep1168 to <8 x double>*
  %scevgep1170 = getelementptr <8 x double>, <8 x double>* %scevgep11681169, i64 21
  store <8 x double> %253, <8 x double>* %scevgep1170, align 8, !alias.scope !59, !noalias !56
  %scevgep1165 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11651166 = bitcast double* %scevgep1165 to <8 x double>*
  %scevgep1167 = getelementptr <8 x double>, <8 x double>* %scevgep11651166, i64 22
  store <8 x double> %254, <8 x double>* %scevgep1167, align 8, !alias.scope !59, !noalias !56
  %scevgep1162 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11621163 = bitcast double* %scevgep1162 to <8 x double>*
  %scevgep1164 = getelementptr <8 x double>, <8 x double>* %scevgep11621163, i64 23
  store <8 x double> %255, <8 x double>* %scevgep1164, align 8, !alias.scope !59, !noalias !56
  %scevgep1064 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10641065 = bitcast double* %scevgep1064 to <8 x double>*
  %scevgep1066 = getelementptr <8 x double>, <8 x double>* %scevgep10641065, i64 -7
  %wide.load657.6 = load <8 x double>, <8 x double>* %scevgep1066, align 8, !alias.scope !56
  %scevgep1061 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10611062 = bitcast double* %scevgep1061 to <8 x double>*
  %scevgep1063 = getelementptr <8 x double>, <8 x double>* %scevgep10611062, i64 -6
  %wide.load658.6 = load <8 x double>, <8 x double>* %scevgep1063, align 8, !alias.scope !56
  %scevgep1058 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10581059 = bitcast double* %scevgep1058 to <8 x double>*
  %scevgep1060 = getelementptr <8 x double>, <8 x double>* %scevgep10581059, i64 -5
  %wide.load659.6 = load <8 x double>, <8 x double>* %scevgep1060, align 8, !alias.scope !56
  %scevgep1055 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep10551056 = bitcast double* %scevgep1055 to <8 x double>*
  %scevgep1057 = getelementptr <8 x double>, <8 x double>* %scevgep10551056, i64 -4
  %wide.load660.6 = load <8 x double>, <8 x double>* %scevgep1057, align 8, !alias.scope !56
  %256 = fmul <8 x double> %wide.load657.6, %wide.load657.6
  %257 = fmul <8 x double> %wide.load658.6, %wide.load658.6
  %258 = fmul <8 x double> %wide.load659.6, %wide.load659.6
  %259 = fmul <8 x double> %wide.load660.6, %wide.load660.6
  %scevgep1159 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11591160 = bitcast double* %scevgep1159 to <8 x double>*
  %scevgep1161 = getelementptr <8 x double>, <8 x double>* %scevgep11591160, i64 24
  store <8 x double> %256, <8 x double>* %scevgep1161, align 8, !alias.scope !59, !noalias !56
  %scevgep1156 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11561157 = bitcast double* %scevgep1156 to <8 x double>*
  %scevgep1158 = getelementptr <8 x double>, <8 x double>* %scevgep11561157, i64 25
  store <8 x double> %257, <8 x double>* %scevgep1158, align 8, !alias.scope !59, !noalias !56
  %scevgep1153 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11531154 = bitcast double* %scevgep1153 to <8 x double>*
  %scevgep1155 = getelementptr <8 x double>, <8 x double>* %scevgep11531154, i64 26
  store <8 x double> %258, <8 x double>* %scevgep1155, align 8, !alias.scope !59, !noalias !56
  %scevgep1150 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep11501151 = bitcast double* %scevgep1150 to <8 x double>*
  %scevgep1152 = getelementptr <8 x double>, <8 x double>* %scevgep11501151, i64 27
  store <8 x double> %259, <8 x double>* %scevgep1152, align 8, !alias.scope !59, !noalias !56
  %scevgep1135 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11351136 = bitcast double* %scevgep1135 to <8 x double>*
  %scevgep1137 = getelementptr <8 x double>, <8 x double>* %scevgep11351136, i64 -3
  %wide.load657.7 = load <8 x double>, <8 x double>* %scevgep1137, align 8, !alias.scope !56
  %scevgep1132 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11321133 = bitcast double* %scevgep1132 to <8 x double>*
  %scevgep1134 = getelementptr <8 x double>, <8 x double>* %scevgep11321133, i64 -2
  %wide.load658.7 = load <8 x double>, <8 x double>* %scevgep1134, align 8, !alias.scope !56
  %scevgep1129 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11291130 = bitcast double* %scevgep1129 to <8 x double>*
  %scevgep1131 = getelementptr <8 x double>, <8 x double>* %scevgep11291130, i64 -1
  %wide.load659.7 = load <8 x double>, <8 x double>* %scevgep1131, align 8, !alias.scope !56
  %scevgep1127 = getelementptr double, double* %lsr.iv1052, i64 %index656
  %scevgep11271128 = bitcast double* %scevgep1127 to <8 x double>*
  %wide.load660.7 = load <8 x double>, <8 x double>* %scevgep11271128, align 8, !alias.scope !56
  %260 = fmul <8 x double> %wide.load657.7, %wide.load657.7
  %261 = fmul <8 x double> %wide.load658.7, %wide.load658.7
  %262 = fmul <8 x double> %wide.load659.7, %wide.load659.7
  %263 = fmul <8 x double> %wide.load660.7, %wide.load660.7
  %scevgep1231 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12311232 = bitcast double* %scevgep1231 to <8 x double>*
  %scevgep1233 = getelementptr <8 x double>, <8 x double>* %scevgep12311232, i64 28
  store <8 x double> %260, <8 x double>* %scevgep1233, align 8, !alias.scope !59, !noalias !56
  %scevgep1228 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12281229 = bitcast double* %scevgep1228 to <8 x double>*
  %scevgep1230 = getelementptr <8 x double>, <8 x double>* %scevgep12281229, i64 29
  store <8 x double> %261, <8 x double>* %scevgep1230, align 8, !alias.scope !59, !noalias !56
  %scevgep1225 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12251226 = bitcast double* %scevgep1225 to <8 x double>*
  %scevgep1227 = getelementptr <8 x double>, <8 x double>* %scevgep12251226, i64 30
  store <8 x double> %262, <8 x double>* %scevgep1227, align 8, !alias.scope !59, !noalias !56
  %scevgep1222 = getelementptr double, double* %lsr.iv1032, i64 %index656
  %scevgep12221223 = bitcast double* %scevgep1222 to <8 x double>*
  %scevgep1224 = getelementptr <8 x double>, <8 x double>* %scevgep12221223, i64 31
  store <8 x double> %263, <8 x double>* %scevgep1224, align 8, !alias.scope !59, !noalias !56
  %index.next661.7 = add i64 %index656, 256
  %lsr.iv.next1246 = add i64 %lsr.iv1245, -8
  %niter838.ncmp.7 = icmp eq i64 %lsr.iv.next1246, 0
  br i1 %niter838.ncmp.7, label %middle.block647.unr-lcssa, label %vector.body649, !llvm.loop !61

middle.block647.unr-lcssa:                        ; preds = %vector.body649, %vector.ph651
  %index656.unr = phi i64 [ 0, %vector.ph651 ], [ %index.next661.7, %vector.body649 ]
  %264 = icmp eq i64 %xtraiter834, 0
  br i1 %264, label %middle.block647, label %vector.body649.epil.preheader

vector.body649.epil.preheader:                    ; preds = %middle.block647.unr-lcssa
  %scevgep1251 = getelementptr double, double* %lsr.iv1248, i64 %index656.unr
  %scevgep1270 = getelementptr double, double* %lsr.iv1267, i64 %index656.unr
  br label %vector.body649.epil

vector.body649.epil:                              ; preds = %vector.body649.epil.preheader, %vector.body649.epil
  %lsr.iv1252 = phi i64 [ 0, %vector.body649.epil.preheader ], [ %lsr.iv.next1253, %vector.body649.epil ]
  %265 = bitcast double* %scevgep1270 to i8*
  %266 = bitcast double* %scevgep1251 to i8*
  %uglygep1280 = getelementptr i8, i8* %265, i64 %lsr.iv1252
  %uglygep12801281 = bitcast i8* %uglygep1280 to <8 x double>*
  %scevgep1282 = getelementptr <8 x double>, <8 x double>* %uglygep12801281, i64 -3
  %wide.load657.epil = load <8 x double>, <8 x double>* %scevgep1282, align 8, !alias.scope !56
  %uglygep1277 = getelementptr i8, i8* %265, i64 %lsr.iv1252
  %uglygep12771278 = bitcast i8* %uglygep1277 to <8 x double>*
  %scevgep1279 = getelementptr <8 x double>, <8 x double>* %uglygep12771278, i64 -2
  %wide.load658.epil = load <8 x double>, <8 x double>* %scevgep1279, align 8, !alias.scope !56
  %uglygep1274 = getelementptr i8, i8* %265, i64 %lsr.iv1252
  %uglygep12741275 = bitcast i8* %uglygep1274 to <8 x double>*
  %scevgep1276 = getelementptr <8 x double>, <8 x double>* %uglygep12741275, i64 -1
  %wide.load659.epil = load <8 x double>, <8 x double>* %scevgep1276, align 8, !alias.scope !56
  %uglygep1272 = getelementptr i8, i8* %265, i64 %lsr.iv1252
  %uglygep12721273 = bitcast i8* %uglygep1272 to <8 x double>*
  %wide.load660.epil = load <8 x double>, <8 x double>* %uglygep12721273, align 8, !alias.scope !56
  %267 = fmul <8 x double> %wide.load657.epil, %wide.load657.epil
  %268 = fmul <8 x double> %wide.load658.epil, %wide.load658.epil
  %269 = fmul <8 x double> %wide.load659.epil, %wide.load659.epil
  %270 = fmul <8 x double> %wide.load660.epil, %wide.load660.epil
  %uglygep1263 = getelementptr i8, i8* %266, i64 %lsr.iv1252
  %uglygep12631264 = bitcast i8* %uglygep1263 to <8 x double>*
  %scevgep1265 = getelementptr <8 x double>, <8 x double>* %uglygep12631264, i64 -3
  store <8 x double> %267, <8 x double>* %scevgep1265, align 8, !alias.scope !59, !noalias !56
  %uglygep1260 = getelementptr i8, i8* %266, i64 %lsr.iv1252
  %uglygep12601261 = bitcast i8* %uglygep1260 to <8 x double>*
  %scevgep1262 = getelementptr <8 x double>, <8 x double>* %uglygep12601261, i64 -2
  store <8 x double> %268, <8 x double>* %scevgep1262, align 8, !alias.scope !59, !noalias !56
  %uglygep1257 = getelementptr i8, i8* %266, i64 %lsr.iv1252
  %uglygep12571258 = bitcast i8* %uglygep1257 to <8 x double>*
  %scevgep1259 = getelementptr <8 x double>, <8 x double>* %uglygep12571258, i64 -1
  store <8 x double> %269, <8 x double>* %scevgep1259, align 8, !alias.scope !59, !noalias !56
  %uglygep1255 = getelementptr i8, i8* %266, i64 %lsr.iv1252
  %uglygep12551256 = bitcast i8* %uglygep1255 to <8 x double>*
  store <8 x double> %270, <8 x double>* %uglygep12551256, align 8, !alias.scope !59, !noalias !56
  %lsr.iv.next1253 = add nuw nsw i64 %lsr.iv1252, 256
  %epil.iter835.cmp.not = icmp eq i64 %201, %lsr.iv.next1253
  br i1 %epil.iter835.cmp.not, label %middle.block647, label %vector.body649.epil, !llvm.loop !62

middle.block647:                                  ; preds = %vector.body649.epil, %middle.block647.unr-lcssa
  %271 = icmp eq i64 %n.vec653, %arg.u0.5.1
  br i1 %271, label %for.end.3.loopexit.us, label %for.body.3.us.us.us.preheader809

for.body.3.us.us.us.preheader809:                 ; preds = %vector.memcheck635, %for.body.3.us.us.us.preheader, %middle.block647
  %loop.index.3192.us.us.us.ph = phi i64 [ 0, %vector.memcheck635 ], [ 0, %for.body.3.us.us.us.preheader ], [ %n.vec653, %middle.block647 ]
  %272 = and i64 %arg.u0.5.1, 7
  %273 = icmp eq i64 %272, 0
  %274 = xor i64 %loop.index.3192.us.us.us.ph, -1
  %275 = add i64 %274, %arg.u0.5.1
  br i1 %273, label %for.body.3.us.us.us.prol.loopexit, label %for.body.3.us.us.us.prol.preheader

for.body.3.us.us.us.prol.preheader:               ; preds = %for.body.3.us.us.us.preheader809
  br label %for.body.3.us.us.us.prol

for.body.3.us.us.us.prol:                         ; preds = %for.body.3.us.us.us.prol.preheader, %for.body.3.us.us.us.prol
  %lsr.iv1288 = phi i64 [ %xtraiter831, %for.body.3.us.us.us.prol.preheader ], [ %lsr.iv.next1289, %for.body.3.us.us.us.prol ]
  %loop.index.3192.us.us.us.prol = phi i64 [ %.1044.us.us.us.prol, %for.body.3.us.us.us.prol ], [ %loop.index.3192.us.us.us.ph, %for.body.3.us.us.us.prol.preheader ]
  %scevgep1287 = getelementptr double, double* %lsr.iv1284, i64 %loop.index.3192.us.us.us.prol
  %.995.us.us.us.prol = load double, double* %scevgep1287, align 8
  %.6.i.us.us.us.prol = fmul double %.995.us.us.us.prol, %.995.us.us.us.prol
  %scevgep1283 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us.us.prol
  store double %.6.i.us.us.us.prol, double* %scevgep1283, align 8
  %.1044.us.us.us.prol = add nuw i64 %loop.index.3192.us.us.us.prol, 1
  %lsr.iv.next1289 = add nsw i64 %lsr.iv1288, -1
  %prol.iter841.cmp.not = icmp eq i64 %lsr.iv.next1289, 0
  br i1 %prol.iter841.cmp.not, label %for.body.3.us.us.us.prol.loopexit.loopexit, label %for.body.3.us.us.us.prol, !llvm.loop !63

for.body.3.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.3.us.us.us.prol
  %276 = add i64 %.1044.us.us.us.prol, -1
  br label %for.body.3.us.us.us.prol.loopexit

for.body.3.us.us.us.prol.loopexit:                ; preds = %for.body.3.us.us.us.prol.loopexit.loopexit, %for.body.3.us.us.us.preheader809
  %loop.index.3192.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.3.us.us.us.preheader809 ], [ %276, %for.body.3.us.us.us.prol.loopexit.loopexit ]
  %loop.index.3192.us.us.us.unr = phi i64 [ %loop.index.3192.us.us.us.ph, %for.body.3.us.us.us.preheader809 ], [ %.1044.us.us.us.prol, %for.body.3.us.us.us.prol.loopexit.loopexit ]
  %277 = icmp ult i64 %275, 7
  br i1 %277, label %for.end.3.loopexit.us, label %for.body.3.us.us.us.preheader867

for.body.3.us.us.us.preheader867:                 ; preds = %for.body.3.us.us.us.prol.loopexit
  %278 = add i64 %loop.index.3192.us.us.us.unr, -1
  br label %for.body.3.us.us.us

for.body.3.preheader.for.body.3.preheader.split_crit_edge.us: ; preds = %for.cond.3.preheader.us
  %279 = icmp ugt i64 %arg.u0.5.1, 1
  %.990.us295.us = mul i64 %.961.0197.us, %arg.u0.5.1
  br i1 %279, label %for.body.3.preheader.split.split.us.us, label %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us

for.body.3.us290.us:                              ; preds = %for.body.3.us290.us.preheader865, %for.body.3.us290.us
  %lsr.iv1680 = phi i64 [ %336, %for.body.3.us290.us.preheader865 ], [ %lsr.iv.next1681, %for.body.3.us290.us ]
  %scevgep1714 = getelementptr double, double* %scevgep1700, i64 %lsr.iv1680
  %scevgep1715 = getelementptr double, double* %scevgep1714, i64 -6
  %.995.us298.us = load double, double* %scevgep1715, align 8
  %scevgep1697 = getelementptr double, double* %scevgep1683, i64 %lsr.iv1680
  %scevgep1698 = getelementptr double, double* %scevgep1697, i64 -6
  %.1012.us303.us = load double, double* %scevgep1698, align 8
  %.6.i.us304.us = fmul double %.995.us298.us, %.1012.us303.us
  %scevgep1718 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1680
  %scevgep1719 = getelementptr double, double* %scevgep1718, i64 1
  store double %.6.i.us304.us, double* %scevgep1719, align 8
  %scevgep1712 = getelementptr double, double* %scevgep1700, i64 %lsr.iv1680
  %scevgep1713 = getelementptr double, double* %scevgep1712, i64 -5
  %.995.us298.us.1 = load double, double* %scevgep1713, align 8
  %scevgep1695 = getelementptr double, double* %scevgep1683, i64 %lsr.iv1680
  %scevgep1696 = getelementptr double, double* %scevgep1695, i64 -5
  %.1012.us303.us.1 = load double, double* %scevgep1696, align 8
  %.6.i.us304.us.1 = fmul double %.995.us298.us.1, %.1012.us303.us.1
  %scevgep1726 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1680
  %scevgep1727 = getelementptr double, double* %scevgep1726, i64 2
  store double %.6.i.us304.us.1, double* %scevgep1727, align 8
  %scevgep1710 = getelementptr double, double* %scevgep1700, i64 %lsr.iv1680
  %scevgep1711 = getelementptr double, double* %scevgep1710, i64 -4
  %.995.us298.us.2 = load double, double* %scevgep1711, align 8
  %scevgep1693 = getelementptr double, double* %scevgep1683, i64 %lsr.iv1680
  %scevgep1694 = getelementptr double, double* %scevgep1693, i64 -4
  %.1012.us303.us.2 = load double, double* %scevgep1694, align 8
  %.6.i.us304.us.2 = fmul double %.995.us298.us.2, %.1012.us303.us.2
  %scevgep1728 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1680
  %scevgep1729 = getelementptr double, double* %scevgep1728, i64 3
  store double %.6.i.us304.us.2, double* %scevgep1729, align 8
  %scevgep1708 = getelementptr double, double* %scevgep1700, i64 %lsr.iv1680
  %scevgep1709 = getelementptr double, double* %scevgep1708, i64 -3
  %.995.us298.us.3 = load double, double* %scevgep1709, align 8
  %scevgep1691 = getelementptr double, double* %scevgep1683, i64 %lsr.iv1680
  %scevgep1692 = getelementptr double, double* %scevgep1691, i64 -3
  %.1012.us303.us.3 = load double, double* %scevgep1692, align 8
  %.6.i.us304.us.3 = fmul double %.995.us298.us.3, %.1012.us303.us.3
  %scevgep1730 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1680
  %scevgep1731 = getelementptr double, double* %scevgep1730, i64 4
  store double %.6.i.us304.us.3, double* %scevgep1731, align 8
  %scevgep1706 = getelementptr double, double* %scevgep1700, i64 %lsr.iv1680
  %scevgep1707 = getelementptr double, double* %scevgep1706, i64 -2
  %.995.us298.us.4 = load double, double* %scevgep1707, align 8
  %scevgep1689 = getelementptr double, double* %scevgep1683, i64 %lsr.iv1680
  %scevgep1690 = getelementptr double, double* %scevgep1689, i64 -2
  %.1012.us303.us.4 = load double, double* %scevgep1690, align 8
  %.6.i.us304.us.4 = fmul double %.995.us298.us.4, %.1012.us303.us.4
  %scevgep1716 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1680
  %scevgep1717 = getelementptr double, double* %scevgep1716, i64 5
  store double %.6.i.us304.us.4, double* %scevgep1717, align 8
  %scevgep1704 = getelementptr double, double* %scevgep1700, i64 %lsr.iv1680
  %scevgep1705 = getelementptr double, double* %scevgep1704, i64 -1
  %.995.us298.us.5 = load double, double* %scevgep1705, align 8
  %scevgep1687 = getelementptr double, double* %scevgep1683, i64 %lsr.iv1680
  %scevgep1688 = getelementptr double, double* %scevgep1687, i64 -1
  %.1012.us303.us.5 = load double, double* %scevgep1688, align 8
  %.6.i.us304.us.5 = fmul double %.995.us298.us.5, %.1012.us303.us.5
  %scevgep1724 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1680
  %scevgep1725 = getelementptr double, double* %scevgep1724, i64 6
  store double %.6.i.us304.us.5, double* %scevgep1725, align 8
  %scevgep1703 = getelementptr double, double* %scevgep1700, i64 %lsr.iv1680
  %.995.us298.us.6 = load double, double* %scevgep1703, align 8
  %scevgep1686 = getelementptr double, double* %scevgep1683, i64 %lsr.iv1680
  %.1012.us303.us.6 = load double, double* %scevgep1686, align 8
  %.6.i.us304.us.6 = fmul double %.995.us298.us.6, %.1012.us303.us.6
  %scevgep1722 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1680
  %scevgep1723 = getelementptr double, double* %scevgep1722, i64 7
  store double %.6.i.us304.us.6, double* %scevgep1723, align 8
  %scevgep1701 = getelementptr double, double* %scevgep1700, i64 %lsr.iv1680
  %scevgep1702 = getelementptr double, double* %scevgep1701, i64 1
  %.995.us298.us.7 = load double, double* %scevgep1702, align 8
  %scevgep1684 = getelementptr double, double* %scevgep1683, i64 %lsr.iv1680
  %scevgep1685 = getelementptr double, double* %scevgep1684, i64 1
  %.1012.us303.us.7 = load double, double* %scevgep1685, align 8
  %.6.i.us304.us.7 = fmul double %.995.us298.us.7, %.1012.us303.us.7
  %scevgep1720 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1680
  %scevgep1721 = getelementptr double, double* %scevgep1720, i64 8
  store double %.6.i.us304.us.7, double* %scevgep1721, align 8
  %lsr.iv.next1681 = add i64 %lsr.iv1680, 8
  %280 = add i64 %202, %lsr.iv.next1681
  %exitcond399.not.7 = icmp eq i64 %280, -1
  br i1 %exitcond399.not.7, label %for.end.3.loopexit.us, label %for.body.3.us290.us, !llvm.loop !64

for.body.3.preheader.split.split.us.us:           ; preds = %for.body.3.preheader.for.body.3.preheader.split_crit_edge.us
  %281 = icmp ult i64 %arg.u0.5.1, 32
  %.1007.us300.us = mul i64 %.967.0199.us, %arg.u0.5.1
  br i1 %281, label %for.body.3.us290.us.preheader, label %vector.memcheck710

vector.memcheck710:                               ; preds = %for.body.3.preheader.split.split.us.us
  %scevgep715 = getelementptr double, double* %.6.i97237, i64 %.1007.us300.us
  %scevgep718 = getelementptr double, double* %scevgep717, i64 %.1007.us300.us
  %scevgep720 = getelementptr double, double* %.6.i97237, i64 %.990.us295.us
  %scevgep723 = getelementptr double, double* %scevgep722, i64 %.990.us295.us
  %bound0725 = icmp ult double* %scevgep711, %scevgep718
  %bound1726 = icmp ult double* %scevgep715, %scevgep713
  %found.conflict727 = and i1 %bound0725, %bound1726
  %bound0728 = icmp ult double* %scevgep711, %scevgep723
  %bound1729 = icmp ult double* %scevgep720, %scevgep713
  %found.conflict730 = and i1 %bound0728, %bound1729
  %conflict.rdx731 = or i1 %found.conflict727, %found.conflict730
  br i1 %conflict.rdx731, label %for.body.3.us290.us.preheader, label %vector.ph736

vector.ph736:                                     ; preds = %vector.memcheck710
  %282 = icmp ult i64 %197, 224
  br i1 %282, label %middle.block732.unr-lcssa, label %vector.body734.preheader

vector.body734.preheader:                         ; preds = %vector.ph736
  %scevgep1341 = getelementptr double, double* %scevgep1340, i64 %.990.us295.us
  %scevgep1438 = getelementptr double, double* %scevgep1437, i64 %.1007.us300.us
  br label %vector.body734

vector.body734:                                   ; preds = %vector.body734.preheader, %vector.body734
  %lsr.iv1629 = phi i64 [ %unroll_iter837, %vector.body734.preheader ], [ %lsr.iv.next1630, %vector.body734 ]
  %index741 = phi i64 [ %index.next750.7, %vector.body734 ], [ 0, %vector.body734.preheader ]
  %scevgep1425 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14251426 = bitcast double* %scevgep1425 to <8 x double>*
  %scevgep1427 = getelementptr <8 x double>, <8 x double>* %scevgep14251426, i64 -31
  %wide.load742 = load <8 x double>, <8 x double>* %scevgep1427, align 8, !alias.scope !65
  %scevgep1434 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14341435 = bitcast double* %scevgep1434 to <8 x double>*
  %scevgep1436 = getelementptr <8 x double>, <8 x double>* %scevgep14341435, i64 -30
  %wide.load743 = load <8 x double>, <8 x double>* %scevgep1436, align 8, !alias.scope !65
  %scevgep1431 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14311432 = bitcast double* %scevgep1431 to <8 x double>*
  %scevgep1433 = getelementptr <8 x double>, <8 x double>* %scevgep14311432, i64 -29
  %wide.load744 = load <8 x double>, <8 x double>* %scevgep1433, align 8, !alias.scope !65
  %scevgep1428 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14281429 = bitcast double* %scevgep1428 to <8 x double>*
  %scevgep1430 = getelementptr <8 x double>, <8 x double>* %scevgep14281429, i64 -28
  %wide.load745 = load <8 x double>, <8 x double>* %scevgep1430, align 8, !alias.scope !65
  %scevgep1522 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15221523 = bitcast double* %scevgep1522 to <8 x double>*
  %scevgep1524 = getelementptr <8 x double>, <8 x double>* %scevgep15221523, i64 -31
  %wide.load746 = load <8 x double>, <8 x double>* %scevgep1524, align 8, !alias.scope !68
  %scevgep1531 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15311532 = bitcast double* %scevgep1531 to <8 x double>*
  %scevgep1533 = getelementptr <8 x double>, <8 x double>* %scevgep15311532, i64 -30
  %wide.load747 = load <8 x double>, <8 x double>* %scevgep1533, align 8, !alias.scope !68
  %scevgep1528 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15281529 = bitcast double* %scevgep1528 to <8 x double>*
  %scevgep1530 = getelementptr <8 x double>, <8 x double>* %scevgep15281529, i64 -29
  %wide.load748 = load <8 x double>, <8 x double>* %scevgep1530, align 8, !alias.scope !68
  %scevgep1525 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15251526 = bitcast double* %scevgep1525 to <8 x double>*
  %scevgep1527 = getelementptr <8 x double>, <8 x double>* %scevgep15251526, i64 -28
  %wide.load749 = load <8 x double>, <8 x double>* %scevgep1527, align 8, !alias.scope !68
  %283 = fmul <8 x double> %wide.load742, %wide.load746
  %284 = fmul <8 x double> %wide.load743, %wide.load747
  %285 = fmul <8 x double> %wide.load744, %wide.load748
  %286 = fmul <8 x double> %wide.load745, %wide.load749
  %scevgep1618 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16181619 = bitcast double* %scevgep1618 to <8 x double>*
  store <8 x double> %283, <8 x double>* %scevgep16181619, align 8, !alias.scope !70, !noalias !72
  %scevgep1626 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16261627 = bitcast double* %scevgep1626 to <8 x double>*
  %scevgep1628 = getelementptr <8 x double>, <8 x double>* %scevgep16261627, i64 1
  store <8 x double> %284, <8 x double>* %scevgep1628, align 8, !alias.scope !70, !noalias !72
  %scevgep1623 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16231624 = bitcast double* %scevgep1623 to <8 x double>*
  %scevgep1625 = getelementptr <8 x double>, <8 x double>* %scevgep16231624, i64 2
  store <8 x double> %285, <8 x double>* %scevgep1625, align 8, !alias.scope !70, !noalias !72
  %scevgep1620 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16201621 = bitcast double* %scevgep1620 to <8 x double>*
  %scevgep1622 = getelementptr <8 x double>, <8 x double>* %scevgep16201621, i64 3
  store <8 x double> %286, <8 x double>* %scevgep1622, align 8, !alias.scope !70, !noalias !72
  %scevgep1411 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14111412 = bitcast double* %scevgep1411 to <8 x double>*
  %scevgep1413 = getelementptr <8 x double>, <8 x double>* %scevgep14111412, i64 -27
  %wide.load742.1 = load <8 x double>, <8 x double>* %scevgep1413, align 8, !alias.scope !65
  %scevgep1408 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14081409 = bitcast double* %scevgep1408 to <8 x double>*
  %scevgep1410 = getelementptr <8 x double>, <8 x double>* %scevgep14081409, i64 -26
  %wide.load743.1 = load <8 x double>, <8 x double>* %scevgep1410, align 8, !alias.scope !65
  %scevgep1405 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14051406 = bitcast double* %scevgep1405 to <8 x double>*
  %scevgep1407 = getelementptr <8 x double>, <8 x double>* %scevgep14051406, i64 -25
  %wide.load744.1 = load <8 x double>, <8 x double>* %scevgep1407, align 8, !alias.scope !65
  %scevgep1402 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14021403 = bitcast double* %scevgep1402 to <8 x double>*
  %scevgep1404 = getelementptr <8 x double>, <8 x double>* %scevgep14021403, i64 -24
  %wide.load745.1 = load <8 x double>, <8 x double>* %scevgep1404, align 8, !alias.scope !65
  %scevgep1508 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15081509 = bitcast double* %scevgep1508 to <8 x double>*
  %scevgep1510 = getelementptr <8 x double>, <8 x double>* %scevgep15081509, i64 -27
  %wide.load746.1 = load <8 x double>, <8 x double>* %scevgep1510, align 8, !alias.scope !68
  %scevgep1505 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15051506 = bitcast double* %scevgep1505 to <8 x double>*
  %scevgep1507 = getelementptr <8 x double>, <8 x double>* %scevgep15051506, i64 -26
  %wide.load747.1 = load <8 x double>, <8 x double>* %scevgep1507, align 8, !alias.scope !68
  %scevgep1502 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15021503 = bitcast double* %scevgep1502 to <8 x double>*
  %scevgep1504 = getelementptr <8 x double>, <8 x double>* %scevgep15021503, i64 -25
  %wide.load748.1 = load <8 x double>, <8 x double>* %scevgep1504, align 8, !alias.scope !68
  %scevgep1499 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14991500 = bitcast double* %scevgep1499 to <8 x double>*
  %scevgep1501 = getelementptr <8 x double>, <8 x double>* %scevgep14991500, i64 -24
  %wide.load749.1 = load <8 x double>, <8 x double>* %scevgep1501, align 8, !alias.scope !68
  %287 = fmul <8 x double> %wide.load742.1, %wide.load746.1
  %288 = fmul <8 x double> %wide.load743.1, %wide.load747.1
  %289 = fmul <8 x double> %wide.load744.1, %wide.load748.1
  %290 = fmul <8 x double> %wide.load745.1, %wide.load749.1
  %scevgep1603 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16031604 = bitcast double* %scevgep1603 to <8 x double>*
  %scevgep1605 = getelementptr <8 x double>, <8 x double>* %scevgep16031604, i64 4
  store <8 x double> %287, <8 x double>* %scevgep1605, align 8, !alias.scope !70, !noalias !72
  %scevgep1600 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16001601 = bitcast double* %scevgep1600 to <8 x double>*
  %scevgep1602 = getelementptr <8 x double>, <8 x double>* %scevgep16001601, i64 5
  store <8 x double> %288, <8 x double>* %scevgep1602, align 8, !alias.scope !70, !noalias !72
  %scevgep1597 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15971598 = bitcast double* %scevgep1597 to <8 x double>*
  %scevgep1599 = getelementptr <8 x double>, <8 x double>* %scevgep15971598, i64 6
  store <8 x double> %289, <8 x double>* %scevgep1599, align 8, !alias.scope !70, !noalias !72
  %scevgep1594 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15941595 = bitcast double* %scevgep1594 to <8 x double>*
  %scevgep1596 = getelementptr <8 x double>, <8 x double>* %scevgep15941595, i64 7
  store <8 x double> %290, <8 x double>* %scevgep1596, align 8, !alias.scope !70, !noalias !72
  %scevgep1399 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13991400 = bitcast double* %scevgep1399 to <8 x double>*
  %scevgep1401 = getelementptr <8 x double>, <8 x double>* %scevgep13991400, i64 -23
  %wide.load742.2 = load <8 x double>, <8 x double>* %scevgep1401, align 8, !alias.scope !65
  %scevgep1396 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13961397 = bitcast double* %scevgep1396 to <8 x double>*
  %scevgep1398 = getelementptr <8 x double>, <8 x double>* %scevgep13961397, i64 -22
  %wide.load743.2 = load <8 x double>, <8 x double>* %scevgep1398, align 8, !alias.scope !65
  %scevgep1393 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13931394 = bitcast double* %scevgep1393 to <8 x double>*
  %scevgep1395 = getelementptr <8 x double>, <8 x double>* %scevgep13931394, i64 -21
  %wide.load744.2 = load <8 x double>, <8 x double>* %scevgep1395, align 8, !alias.scope !65
  %scevgep1390 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13901391 = bitcast double* %scevgep1390 to <8 x double>*
  %scevgep1392 = getelementptr <8 x double>, <8 x double>* %scevgep13901391, i64 -20
  %wide.load745.2 = load <8 x double>, <8 x double>* %scevgep1392, align 8, !alias.scope !65
  %scevgep1496 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14961497 = bitcast double* %scevgep1496 to <8 x double>*
  %scevgep1498 = getelementptr <8 x double>, <8 x double>* %scevgep14961497, i64 -23
  %wide.load746.2 = load <8 x double>, <8 x double>* %scevgep1498, align 8, !alias.scope !68
  %scevgep1493 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14931494 = bitcast double* %scevgep1493 to <8 x double>*
  %scevgep1495 = getelementptr <8 x double>, <8 x double>* %scevgep14931494, i64 -22
  %wide.load747.2 = load <8 x double>, <8 x double>* %scevgep1495, align 8, !alias.scope !68
  %scevgep1490 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14901491 = bitcast double* %scevgep1490 to <8 x double>*
  %scevgep1492 = getelementptr <8 x double>, <8 x double>* %scevgep14901491, i64 -21
  %wide.load748.2 = load <8 x double>, <8 x double>* %scevgep1492, align 8, !alias.scope !68
  %scevgep1487 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14871488 = bitcast double* %scevgep1487 to <8 x double>*
  %scevgep1489 = getelementptr <8 x double>, <8 x double>* %scevgep14871488, i64 -20
  %wide.load749.2 = load <8 x double>, <8 x double>* %scevgep1489, align 8, !alias.scope !68
  %291 = fmul <8 x double> %wide.load742.2, %wide.load746.2
  %292 = fmul <8 x double> %wide.load743.2, %wide.load747.2
  %293 = fmul <8 x double> %wide.load744.2, %wide.load748.2
  %294 = fmul <8 x double> %wide.load745.2, %wide.load749.2
  %scevgep1591 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15911592 = bitcast double* %scevgep1591 to <8 x double>*
  %scevgep1593 = getelementptr <8 x double>, <8 x double>* %scevgep15911592, i64 8
  store <8 x double> %291, <8 x double>* %scevgep1593, align 8, !alias.scope !70, !noalias !72
  %scevgep1588 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15881589 = bitcast double* %scevgep1588 to <8 x double>*
  %scevgep1590 = getelementptr <8 x double>, <8 x double>* %scevgep15881589, i64 9
  store <8 x double> %292, <8 x double>* %scevgep1590, align 8, !alias.scope !70, !noalias !72
  %scevgep1585 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15851586 = bitcast double* %scevgep1585 to <8 x double>*
  %scevgep1587 = getelementptr <8 x double>, <8 x double>* %scevgep15851586, i64 10
  store <8 x double> %293, <8 x double>* %scevgep1587, align 8, !alias.scope !70, !noalias !72
  %scevgep1582 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15821583 = bitcast double* %scevgep1582 to <8 x double>*
  %scevgep1584 = getelementptr <8 x double>, <8 x double>* %scevgep15821583, i64 11
  store <8 x double> %294, <8 x double>* %scevgep1584, align 8, !alias.scope !70, !noalias !72
  %scevgep1387 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13871388 = bitcast double* %scevgep1387 to <8 x double>*
  %scevgep1389 = getelementptr <8 x double>, <8 x double>* %scevgep13871388, i64 -19
  %wide.load742.3 = load <8 x double>, <8 x double>* %scevgep1389, align 8, !alias.scope !65
  %scevgep1384 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13841385 = bitcast double* %scevgep1384 to <8 x double>*
  %scevgep1386 = getelementptr <8 x double>, <8 x double>* %scevgep13841385, i64 -18
  %wide.load743.3 = load <8 x double>, <8 x double>* %scevgep1386, align 8, !alias.scope !65
  %scevgep1381 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13811382 = bitcast double* %scevgep1381 to <8 x double>*
  %scevgep1383 = getelementptr <8 x double>, <8 x double>* %scevgep13811382, i64 -17
  %wide.load744.3 = load <8 x double>, <8 x double>* %scevgep1383, align 8, !alias.scope !65
  %scevgep1378 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13781379 = bitcast double* %scevgep1378 to <8 x double>*
  %scevgep1380 = getelementptr <8 x double>, <8 x double>* %scevgep13781379, i64 -16
  %wide.load745.3 = load <8 x double>, <8 x double>* %scevgep1380, align 8, !alias.scope !65
  %scevgep1484 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14841485 = bitcast double* %scevgep1484 to <8 x double>*
  %scevgep1486 = getelementptr <8 x double>, <8 x double>* %scevgep14841485, i64 -19
  %wide.load746.3 = load <8 x double>, <8 x double>* %scevgep1486, align 8, !alias.scope !68
  %scevgep1481 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14811482 = bitcast double* %scevgep1481 to <8 x double>*
  %scevgep1483 = getelementptr <8 x double>, <8 x double>* %scevgep14811482, i64 -18
  %wide.load747.3 = load <8 x double>, <8 x double>* %scevgep1483, align 8, !alias.scope !68
  %scevgep1478 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14781479 = bitcast double* %scevgep1478 to <8 x double>*
  %scevgep1480 = getelementptr <8 x double>, <8 x double>* %scevgep14781479, i64 -17
  %wide.load748.3 = load <8 x double>, <8 x double>* %scevgep1480, align 8, !alias.scope !68
  %scevgep1475 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14751476 = bitcast double* %scevgep1475 to <8 x double>*
  %scevgep1477 = getelementptr <8 x double>, <8 x double>* %scevgep14751476, i64 -16
  %wide.load749.3 = load <8 x double>, <8 x double>* %scevgep1477, align 8, !alias.scope !68
  %295 = fmul <8 x double> %wide.load742.3, %wide.load746.3
  %296 = fmul <8 x double> %wide.load743.3, %wide.load747.3
  %297 = fmul <8 x double> %wide.load744.3, %wide.load748.3
  %298 = fmul <8 x double> %wide.load745.3, %wide.load749.3
  %scevgep1579 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15791580 = bitcast double* %scevgep1579 to <8 x double>*
  %scevgep1581 = getelementptr <8 x double>, <8 x double>* %scevgep15791580, i64 12
  store <8 x double> %295, <8 x double>* %scevgep1581, align 8, !alias.scope !70, !noalias !72
  %scevgep1576 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15761577 = bitcast double* %scevgep1576 to <8 x double>*
  %scevgep1578 = getelementptr <8 x double>, <8 x double>* %scevgep15761577, i64 13
  store <8 x double> %296, <8 x double>* %scevgep1578, align 8, !alias.scope !70, !noalias !72
  %scevgep1573 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15731574 = bitcast double* %scevgep1573 to <8 x double>*
  %scevgep1575 = getelementptr <8 x double>, <8 x double>* %scevgep15731574, i64 14
  store <8 x double> %297, <8 x double>* %scevgep1575, align 8, !alias.scope !70, !noalias !72
  %scevgep1570 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15701571 = bitcast double* %scevgep1570 to <8 x double>*
  %scevgep1572 = getelementptr <8 x double>, <8 x double>* %scevgep15701571, i64 15
  store <8 x double> %298, <8 x double>* %scevgep1572, align 8, !alias.scope !70, !noalias !72
  %scevgep1375 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13751376 = bitcast double* %scevgep1375 to <8 x double>*
  %scevgep1377 = getelementptr <8 x double>, <8 x double>* %scevgep13751376, i64 -15
  %wide.load742.4 = load <8 x double>, <8 x double>* %scevgep1377, align 8, !alias.scope !65
  %scevgep1372 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13721373 = bitcast double* %scevgep1372 to <8 x double>*
  %scevgep1374 = getelementptr <8 x double>, <8 x double>* %scevgep13721373, i64 -14
  %wide.load743.4 = load <8 x double>, <8 x double>* %scevgep1374, align 8, !alias.scope !65
  %scevgep1369 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13691370 = bitcast double* %scevgep1369 to <8 x double>*
  %scevgep1371 = getelementptr <8 x double>, <8 x double>* %scevgep13691370, i64 -13
  %wide.load744.4 = load <8 x double>, <8 x double>* %scevgep1371, align 8, !alias.scope !65
  %scevgep1366 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13661367 = bitcast double* %scevgep1366 to <8 x double>*
  %scevgep1368 = getelementptr <8 x double>, <8 x double>* %scevgep13661367, i64 -12
  %wide.load745.4 = load <8 x double>, <8 x double>* %scevgep1368, align 8, !alias.scope !65
  %scevgep1472 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14721473 = bitcast double* %scevgep1472 to <8 x double>*
  %scevgep1474 = getelementptr <8 x double>, <8 x double>* %scevgep14721473, i64 -15
  %wide.load746.4 = load <8 x double>, <8 x double>* %scevgep1474, align 8, !alias.scope !68
  %scevgep1469 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14691470 = bitcast double* %scevgep1469 to <8 x double>*
  %scevgep1471 = getelementptr <8 x double>, <8 x double>* %scevgep14691470, i64 -14
  %wide.load747.4 = load <8 x double>, <8 x double>* %scevgep1471, align 8, !alias.scope !68
  %scevgep1466 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14661467 = bitcast double* %scevgep1466 to <8 x double>*
  %scevgep1468 = getelementptr <8 x double>, <8 x double>* %scevgep14661467, i64 -13
  %wide.load748.4 = load <8 x double>, <8 x double>* %scevgep1468, align 8, !alias.scope !68
  %scevgep1463 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14631464 = bitcast double* %scevgep1463 to <8 x double>*
  %scevgep1465 = getelementptr <8 x double>, <8 x double>* %scevgep14631464, i64 -12
  %wide.load749.4 = load <8 x double>, <8 x double>* %scevgep1465, align 8, !alias.scope !68
  %299 = fmul <8 x double> %wide.load742.4, %wide.load746.4
  %300 = fmul <8 x double> %wide.load743.4, %wide.load747.4
  %301 = fmul <8 x double> %wide.load744.4, %wide.load748.4
  %302 = fmul <8 x double> %wide.load745.4, %wide.load749.4
  %scevgep1567 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15671568 = bitcast double* %scevgep1567 to <8 x double>*
  %scevgep1569 = getelementptr <8 x double>, <8 x double>* %scevgep15671568, i64 16
  store <8 x double> %299, <8 x double>* %scevgep1569, align 8, !alias.scope !70, !noalias !72
  %scevgep1564 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15641565 = bitcast double* %scevgep1564 to <8 x double>*
  %scevgep1566 = getelementptr <8 x double>, <8 x double>* %scevgep15641565, i64 17
  store <8 x double> %300, <8 x double>* %scevgep1566, align 8, !alias.scope !70, !noalias !72
  %scevgep1561 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15611562 = bitcast double* %scevgep1561 to <8 x double>*
  %scevgep1563 = getelementptr <8 x double>, <8 x double>* %scevgep15611562, i64 18
  store <8 x double> %301, <8 x double>* %scevgep1563, align 8, !alias.scope !70, !noalias !72
  %scevgep1558 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15581559 = bitcast double* %scevgep1558 to <8 x double>*
  %scevgep1560 = getelementptr <8 x double>, <8 x double>* %scevgep15581559, i64 19
  store <8 x double> %302, <8 x double>* %scevgep1560, align 8, !alias.scope !70, !noalias !72
  %scevgep1363 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13631364 = bitcast double* %scevgep1363 to <8 x double>*
  %scevgep1365 = getelementptr <8 x double>, <8 x double>* %scevgep13631364, i64 -11
  %wide.load742.5 = load <8 x double>, <8 x double>* %scevgep1365, align 8, !alias.scope !65
  %scevgep1360 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13601361 = bitcast double* %scevgep1360 to <8 x double>*
  %scevgep1362 = getelementptr <8 x double>, <8 x double>* %scevgep13601361, i64 -10
  %wide.load743.5 = load <8 x double>, <8 x double>* %scevgep1362, align 8, !alias.scope !65
  %scevgep1357 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13571358 = bitcast double* %scevgep1357 to <8 x double>*
  %scevgep1359 = getelementptr <8 x double>, <8 x double>* %scevgep13571358, i64 -9
  %wide.load744.5 = load <8 x double>, <8 x double>* %scevgep1359, align 8, !alias.scope !65
  %scevgep1354 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13541355 = bitcast double* %scevgep1354 to <8 x double>*
  %scevgep1356 = getelementptr <8 x double>, <8 x double>* %scevgep13541355, i64 -8
  %wide.load745.5 = load <8 x double>, <8 x double>* %scevgep1356, align 8, !alias.scope !65
  %scevgep1460 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14601461 = bitcast double* %scevgep1460 to <8 x double>*
  %scevgep1462 = getelementptr <8 x double>, <8 x double>* %scevgep14601461, i64 -11
  %wide.load746.5 = load <8 x double>, <8 x double>* %scevgep1462, align 8, !alias.scope !68
  %scevgep1457 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14571458 = bitcast double* %scevgep1457 to <8 x double>*
  %scevgep1459 = getelementptr <8 x double>, <8 x double>* %scevgep14571458, i64 -10
  %wide.load747.5 = load <8 x double>, <8 x double>* %scevgep1459, align 8, !alias.scope !68
  %scevgep1454 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14541455 = bitcast double* %scevgep1454 to <8 x double>*
  %scevgep1456 = getelementptr <8 x double>, <8 x double>* %scevgep14541455, i64 -9
  %wide.load748.5 = load <8 x double>, <8 x double>* %scevgep1456, align 8, !alias.scope !68
  %scevgep1451 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14511452 = bitcast double* %scevgep1451 to <8 x double>*
  %scevgep1453 = getelementptr <8 x double>, <8 x double>* %scevgep14511452, i64 -8
  %wide.load749.5 = load <8 x double>, <8 x double>* %scevgep1453, align 8, !alias.scope !68
  %303 = fmul <8 x double> %wide.load742.5, %wide.load746.5
  %304 = fmul <8 x double> %wide.load743.5, %wide.load747.5
  %305 = fmul <8 x double> %wide.load744.5, %wide.load748.5
  %306 = fmul <8 x double> %wide.load745.5, %wide.load749.5
  %scevgep1555 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15551556 = bitcast double* %scevgep1555 to <8 x double>*
  %scevgep1557 = getelementptr <8 x double>, <8 x double>* %scevgep15551556, i64 20
  store <8 x double> %303, <8 x double>* %scevgep1557, align 8, !alias.scope !70, !noalias !72
  %scevgep1552 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15521553 = bitcast double* %scevgep1552 to <8 x double>*
  %scevgep1554 = getelementptr <8 x double>, <8 x double>* %scevgep15521553, i64 21
  store <8 x double> %304, <8 x double>* %scevgep1554, align 8, !alias.scope !70, !noalias !72
  %scevgep1549 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15491550 = bitcast double* %scevgep1549 to <8 x double>*
  %scevgep1551 = getelementptr <8 x double>, <8 x double>* %scevgep15491550, i64 22
  store <8 x double> %305, <8 x double>* %scevgep1551, align 8, !alias.scope !70, !noalias !72
  %scevgep1546 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15461547 = bitcast double* %scevgep1546 to <8 x double>*
  %scevgep1548 = getelementptr <8 x double>, <8 x double>* %scevgep15461547, i64 23
  store <8 x double> %306, <8 x double>* %scevgep1548, align 8, !alias.scope !70, !noalias !72
  %scevgep1351 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13511352 = bitcast double* %scevgep1351 to <8 x double>*
  %scevgep1353 = getelementptr <8 x double>, <8 x double>* %scevgep13511352, i64 -7
  %wide.load742.6 = load <8 x double>, <8 x double>* %scevgep1353, align 8, !alias.scope !65
  %scevgep1348 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13481349 = bitcast double* %scevgep1348 to <8 x double>*
  %scevgep1350 = getelementptr <8 x double>, <8 x double>* %scevgep13481349, i64 -6
  %wide.load743.6 = load <8 x double>, <8 x double>* %scevgep1350, align 8, !alias.scope !65
  %scevgep1345 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13451346 = bitcast double* %scevgep1345 to <8 x double>*
  %scevgep1347 = getelementptr <8 x double>, <8 x double>* %scevgep13451346, i64 -5
  %wide.load744.6 = load <8 x double>, <8 x double>* %scevgep1347, align 8, !alias.scope !65
  %scevgep1342 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep13421343 = bitcast double* %scevgep1342 to <8 x double>*
  %scevgep1344 = getelementptr <8 x double>, <8 x double>* %scevgep13421343, i64 -4
  %wide.load745.6 = load <8 x double>, <8 x double>* %scevgep1344, align 8, !alias.scope !65
  %scevgep1448 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14481449 = bitcast double* %scevgep1448 to <8 x double>*
  %scevgep1450 = getelementptr <8 x double>, <8 x double>* %scevgep14481449, i64 -7
  %wide.load746.6 = load <8 x double>, <8 x double>* %scevgep1450, align 8, !alias.scope !68
  %scevgep1445 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14451446 = bitcast double* %scevgep1445 to <8 x double>*
  %scevgep1447 = getelementptr <8 x double>, <8 x double>* %scevgep14451446, i64 -6
  %wide.load747.6 = load <8 x double>, <8 x double>* %scevgep1447, align 8, !alias.scope !68
  %scevgep1442 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14421443 = bitcast double* %scevgep1442 to <8 x double>*
  %scevgep1444 = getelementptr <8 x double>, <8 x double>* %scevgep14421443, i64 -5
  %wide.load748.6 = load <8 x double>, <8 x double>* %scevgep1444, align 8, !alias.scope !68
  %scevgep1439 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep14391440 = bitcast double* %scevgep1439 to <8 x double>*
  %scevgep1441 = getelementptr <8 x double>, <8 x double>* %scevgep14391440, i64 -4
  %wide.load749.6 = load <8 x double>, <8 x double>* %scevgep1441, align 8, !alias.scope !68
  %307 = fmul <8 x double> %wide.load742.6, %wide.load746.6
  %308 = fmul <8 x double> %wide.load743.6, %wide.load747.6
  %309 = fmul <8 x double> %wide.load744.6, %wide.load748.6
  %310 = fmul <8 x double> %wide.load745.6, %wide.load749.6
  %scevgep1543 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15431544 = bitcast double* %scevgep1543 to <8 x double>*
  %scevgep1545 = getelementptr <8 x double>, <8 x double>* %scevgep15431544, i64 24
  store <8 x double> %307, <8 x double>* %scevgep1545, align 8, !alias.scope !70, !noalias !72
  %scevgep1540 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15401541 = bitcast double* %scevgep1540 to <8 x double>*
  %scevgep1542 = getelementptr <8 x double>, <8 x double>* %scevgep15401541, i64 25
  store <8 x double> %308, <8 x double>* %scevgep1542, align 8, !alias.scope !70, !noalias !72
  %scevgep1537 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15371538 = bitcast double* %scevgep1537 to <8 x double>*
  %scevgep1539 = getelementptr <8 x double>, <8 x double>* %scevgep15371538, i64 26
  store <8 x double> %309, <8 x double>* %scevgep1539, align 8, !alias.scope !70, !noalias !72
  %scevgep1534 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep15341535 = bitcast double* %scevgep1534 to <8 x double>*
  %scevgep1536 = getelementptr <8 x double>, <8 x double>* %scevgep15341535, i64 27
  store <8 x double> %310, <8 x double>* %scevgep1536, align 8, !alias.scope !70, !noalias !72
  %scevgep1422 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14221423 = bitcast double* %scevgep1422 to <8 x double>*
  %scevgep1424 = getelementptr <8 x double>, <8 x double>* %scevgep14221423, i64 -3
  %wide.load742.7 = load <8 x double>, <8 x double>* %scevgep1424, align 8, !alias.scope !65
  %scevgep1419 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14191420 = bitcast double* %scevgep1419 to <8 x double>*
  %scevgep1421 = getelementptr <8 x double>, <8 x double>* %scevgep14191420, i64 -2
  %wide.load743.7 = load <8 x double>, <8 x double>* %scevgep1421, align 8, !alias.scope !65
  %scevgep1416 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14161417 = bitcast double* %scevgep1416 to <8 x double>*
  %scevgep1418 = getelementptr <8 x double>, <8 x double>* %scevgep14161417, i64 -1
  %wide.load744.7 = load <8 x double>, <8 x double>* %scevgep1418, align 8, !alias.scope !65
  %scevgep1414 = getelementptr double, double* %scevgep1341, i64 %index741
  %scevgep14141415 = bitcast double* %scevgep1414 to <8 x double>*
  %wide.load745.7 = load <8 x double>, <8 x double>* %scevgep14141415, align 8, !alias.scope !65
  %scevgep1519 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15191520 = bitcast double* %scevgep1519 to <8 x double>*
  %scevgep1521 = getelementptr <8 x double>, <8 x double>* %scevgep15191520, i64 -3
  %wide.load746.7 = load <8 x double>, <8 x double>* %scevgep1521, align 8, !alias.scope !68
  %scevgep1516 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15161517 = bitcast double* %scevgep1516 to <8 x double>*
  %scevgep1518 = getelementptr <8 x double>, <8 x double>* %scevgep15161517, i64 -2
  %wide.load747.7 = load <8 x double>, <8 x double>* %scevgep1518, align 8, !alias.scope !68
  %scevgep1513 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15131514 = bitcast double* %scevgep1513 to <8 x double>*
  %scevgep1515 = getelementptr <8 x double>, <8 x double>* %scevgep15131514, i64 -1
  %wide.load748.7 = load <8 x double>, <8 x double>* %scevgep1515, align 8, !alias.scope !68
  %scevgep1511 = getelementptr double, double* %scevgep1438, i64 %index741
  %scevgep15111512 = bitcast double* %scevgep1511 to <8 x double>*
  %wide.load749.7 = load <8 x double>, <8 x double>* %scevgep15111512, align 8, !alias.scope !68
  %311 = fmul <8 x double> %wide.load742.7, %wide.load746.7
  %312 = fmul <8 x double> %wide.load743.7, %wide.load747.7
  %313 = fmul <8 x double> %wide.load744.7, %wide.load748.7
  %314 = fmul <8 x double> %wide.load745.7, %wide.load749.7
  %scevgep1615 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16151616 = bitcast double* %scevgep1615 to <8 x double>*
  %scevgep1617 = getelementptr <8 x double>, <8 x double>* %scevgep16151616, i64 28
  store <8 x double> %311, <8 x double>* %scevgep1617, align 8, !alias.scope !70, !noalias !72
  %scevgep1612 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16121613 = bitcast double* %scevgep1612 to <8 x double>*
  %scevgep1614 = getelementptr <8 x double>, <8 x double>* %scevgep16121613, i64 29
  store <8 x double> %312, <8 x double>* %scevgep1614, align 8, !alias.scope !70, !noalias !72
  %scevgep1609 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16091610 = bitcast double* %scevgep1609 to <8 x double>*
  %scevgep1611 = getelementptr <8 x double>, <8 x double>* %scevgep16091610, i64 30
  store <8 x double> %313, <8 x double>* %scevgep1611, align 8, !alias.scope !70, !noalias !72
  %scevgep1606 = getelementptr double, double* %lsr.iv1032, i64 %index741
  %scevgep16061607 = bitcast double* %scevgep1606 to <8 x double>*
  %scevgep1608 = getelementptr <8 x double>, <8 x double>* %scevgep16061607, i64 31
  store <8 x double> %314, <8 x double>* %scevgep1608, align 8, !alias.scope !70, !noalias !72
  %index.next750.7 = add i64 %index741, 256
  %lsr.iv.next1630 = add i64 %lsr.iv1629, -8
  %niter827.ncmp.7 = icmp eq i64 %lsr.iv.next1630, 0
  br i1 %niter827.ncmp.7, label %middle.block732.unr-lcssa, label %vector.body734, !llvm.loop !73

middle.block732.unr-lcssa:                        ; preds = %vector.body734, %vector.ph736
  %index741.unr = phi i64 [ 0, %vector.ph736 ], [ %index.next750.7, %vector.body734 ]
  %315 = and i64 %199, 7
  %316 = icmp eq i64 %315, 0
  br i1 %316, label %middle.block732, label %vector.body734.epil.preheader

vector.body734.epil.preheader:                    ; preds = %middle.block732.unr-lcssa
  %scevgep1631 = getelementptr double, double* %lsr.iv1248, i64 %index741.unr
  %317 = add i64 %index741.unr, %.1007.us300.us
  %scevgep1647 = getelementptr double, double* %scevgep1646, i64 %317
  %318 = add i64 %index741.unr, %.990.us295.us
  %scevgep1661 = getelementptr double, double* %scevgep1660, i64 %318
  br label %vector.body734.epil

vector.body734.epil:                              ; preds = %vector.body734.epil.preheader, %vector.body734.epil
  %lsr.iv1632 = phi i64 [ 0, %vector.body734.epil.preheader ], [ %lsr.iv.next1633, %vector.body734.epil ]
  %319 = bitcast double* %scevgep1661 to i8*
  %320 = bitcast double* %scevgep1647 to i8*
  %321 = bitcast double* %scevgep1631 to i8*
  %uglygep1671 = getelementptr i8, i8* %319, i64 %lsr.iv1632
  %uglygep16711672 = bitcast i8* %uglygep1671 to <8 x double>*
  %scevgep1673 = getelementptr <8 x double>, <8 x double>* %uglygep16711672, i64 -3
  %wide.load742.epil = load <8 x double>, <8 x double>* %scevgep1673, align 8, !alias.scope !65
  %uglygep1668 = getelementptr i8, i8* %319, i64 %lsr.iv1632
  %uglygep16681669 = bitcast i8* %uglygep1668 to <8 x double>*
  %scevgep1670 = getelementptr <8 x double>, <8 x double>* %uglygep16681669, i64 -2
  %wide.load743.epil = load <8 x double>, <8 x double>* %scevgep1670, align 8, !alias.scope !65
  %uglygep1665 = getelementptr i8, i8* %319, i64 %lsr.iv1632
  %uglygep16651666 = bitcast i8* %uglygep1665 to <8 x double>*
  %scevgep1667 = getelementptr <8 x double>, <8 x double>* %uglygep16651666, i64 -1
  %wide.load744.epil = load <8 x double>, <8 x double>* %scevgep1667, align 8, !alias.scope !65
  %uglygep1663 = getelementptr i8, i8* %319, i64 %lsr.iv1632
  %uglygep16631664 = bitcast i8* %uglygep1663 to <8 x double>*
  %wide.load745.epil = load <8 x double>, <8 x double>* %uglygep16631664, align 8, !alias.scope !65
  %uglygep1657 = getelementptr i8, i8* %320, i64 %lsr.iv1632
  %uglygep16571658 = bitcast i8* %uglygep1657 to <8 x double>*
  %scevgep1659 = getelementptr <8 x double>, <8 x double>* %uglygep16571658, i64 -3
  %wide.load746.epil = load <8 x double>, <8 x double>* %scevgep1659, align 8, !alias.scope !68
  %uglygep1654 = getelementptr i8, i8* %320, i64 %lsr.iv1632
  %uglygep16541655 = bitcast i8* %uglygep1654 to <8 x double>*
  %scevgep1656 = getelementptr <8 x double>, <8 x double>* %uglygep16541655, i64 -2
  %wide.load747.epil = load <8 x double>, <8 x double>* %scevgep1656, align 8, !alias.scope !68
  %uglygep1651 = getelementptr i8, i8* %320, i64 %lsr.iv1632
  %uglygep16511652 = bitcast i8* %uglygep1651 to <8 x double>*
  %scevgep1653 = getelementptr <8 x double>, <8 x double>* %uglygep16511652, i64 -1
  %wide.load748.epil = load <8 x double>, <8 x double>* %scevgep1653, align 8, !alias.scope !68
  %uglygep1649 = getelementptr i8, i8* %320, i64 %lsr.iv1632
  %uglygep16491650 = bitcast i8* %uglygep1649 to <8 x double>*
  %wide.load749.epil = load <8 x double>, <8 x double>* %uglygep16491650, align 8, !alias.scope !68
  %322 = fmul <8 x double> %wide.load742.epil, %wide.load746.epil
  %323 = fmul <8 x double> %wide.load743.epil, %wide.load747.epil
  %324 = fmul <8 x double> %wide.load744.epil, %wide.load748.epil
  %325 = fmul <8 x double> %wide.load745.epil, %wide.load749.epil
  %uglygep1643 = getelementptr i8, i8* %321, i64 %lsr.iv1632
  %uglygep16431644 = bitcast i8* %uglygep1643 to <8 x double>*
  %scevgep1645 = getelementptr <8 x double>, <8 x double>* %uglygep16431644, i64 -3
  store <8 x double> %322, <8 x double>* %scevgep1645, align 8, !alias.scope !70, !noalias !72
  %uglygep1640 = getelementptr i8, i8* %321, i64 %lsr.iv1632
  %uglygep16401641 = bitcast i8* %uglygep1640 to <8 x double>*
  %scevgep1642 = getelementptr <8 x double>, <8 x double>* %uglygep16401641, i64 -2
  store <8 x double> %323, <8 x double>* %scevgep1642, align 8, !alias.scope !70, !noalias !72
  %uglygep1637 = getelementptr i8, i8* %321, i64 %lsr.iv1632
  %uglygep16371638 = bitcast i8* %uglygep1637 to <8 x double>*
  %scevgep1639 = getelementptr <8 x double>, <8 x double>* %uglygep16371638, i64 -1
  store <8 x double> %324, <8 x double>* %scevgep1639, align 8, !alias.scope !70, !noalias !72
  %uglygep1635 = getelementptr i8, i8* %321, i64 %lsr.iv1632
  %uglygep16351636 = bitcast i8* %uglygep1635 to <8 x double>*
  store <8 x double> %325, <8 x double>* %uglygep16351636, align 8, !alias.scope !70, !noalias !72
  %lsr.iv.next1633 = add nuw nsw i64 %lsr.iv1632, 256
  %epil.iter824.cmp.not = icmp eq i64 %203, %lsr.iv.next1633
  br i1 %epil.iter824.cmp.not, label %middle.block732, label %vector.body734.epil, !llvm.loop !74

middle.block732:                                  ; preds = %vector.body734.epil, %middle.block732.unr-lcssa
  %326 = icmp eq i64 %n.vec738, %arg.u0.5.1
  br i1 %326, label %for.end.3.loopexit.us, label %for.body.3.us290.us.preheader

for.body.3.us290.us.preheader:                    ; preds = %vector.memcheck710, %for.body.3.preheader.split.split.us.us, %middle.block732
  %loop.index.3192.us291.us.ph = phi i64 [ 0, %vector.memcheck710 ], [ 0, %for.body.3.preheader.split.split.us.us ], [ %n.vec738, %middle.block732 ]
  %327 = and i64 %arg.u0.5.1, 7
  %328 = icmp eq i64 %327, 0
  %329 = xor i64 %loop.index.3192.us291.us.ph, -1
  %330 = add i64 %329, %arg.u0.5.1
  br i1 %328, label %for.body.3.us290.us.prol.loopexit, label %for.body.3.us290.us.prol.preheader

for.body.3.us290.us.prol.preheader:               ; preds = %for.body.3.us290.us.preheader
  %scevgep1674 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us291.us.ph
  %331 = add i64 %loop.index.3192.us291.us.ph, %.1007.us300.us
  %scevgep1676 = getelementptr double, double* %.6.i97237, i64 %331
  %332 = add i64 %loop.index.3192.us291.us.ph, %.990.us295.us
  %scevgep1678 = getelementptr double, double* %.6.i97237, i64 %332
  br label %for.body.3.us290.us.prol

for.body.3.us290.us.prol:                         ; preds = %for.body.3.us290.us.prol.preheader, %for.body.3.us290.us.prol
  %prol.iter830 = phi i64 [ %prol.iter830.next, %for.body.3.us290.us.prol ], [ 0, %for.body.3.us290.us.prol.preheader ]
  %scevgep1679 = getelementptr double, double* %scevgep1678, i64 %prol.iter830
  %.995.us298.us.prol = load double, double* %scevgep1679, align 8
  %scevgep1677 = getelementptr double, double* %scevgep1676, i64 %prol.iter830
  %.1012.us303.us.prol = load double, double* %scevgep1677, align 8
  %.6.i.us304.us.prol = fmul double %.995.us298.us.prol, %.1012.us303.us.prol
  %scevgep1675 = getelementptr double, double* %scevgep1674, i64 %prol.iter830
  store double %.6.i.us304.us.prol, double* %scevgep1675, align 8
  %prol.iter830.next = add i64 %prol.iter830, 1
  %prol.iter830.cmp.not = icmp eq i64 %xtraiter831, %prol.iter830.next
  br i1 %prol.iter830.cmp.not, label %for.body.3.us290.us.prol.loopexit.loopexit, label %for.body.3.us290.us.prol, !llvm.loop !75

for.body.3.us290.us.prol.loopexit.loopexit:       ; preds = %for.body.3.us290.us.prol
  %333 = add i64 %loop.index.3192.us291.us.ph, %prol.iter830.next
  %334 = add i64 %333, -1
  br label %for.body.3.us290.us.prol.loopexit

for.body.3.us290.us.prol.loopexit:                ; preds = %for.body.3.us290.us.prol.loopexit.loopexit, %for.body.3.us290.us.preheader
  %loop.index.3192.us291.us.lcssa.unr = phi i64 [ undef, %for.body.3.us290.us.preheader ], [ %334, %for.body.3.us290.us.prol.loopexit.loopexit ]
  %loop.index.3192.us291.us.unr = phi i64 [ %loop.index.3192.us291.us.ph, %for.body.3.us290.us.preheader ], [ %333, %for.body.3.us290.us.prol.loopexit.loopexit ]
  %335 = icmp ult i64 %330, 7
  br i1 %335, label %for.end.3.loopexit.us, label %for.body.3.us290.us.preheader865

for.body.3.us290.us.preheader865:                 ; preds = %for.body.3.us290.us.prol.loopexit
  %336 = add i64 %loop.index.3192.us291.us.unr, -1
  %scevgep1683 = getelementptr double, double* %scevgep1682, i64 %.1007.us300.us
  %scevgep1700 = getelementptr double, double* %scevgep1699, i64 %.990.us295.us
  br label %for.body.3.us290.us

for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us: ; preds = %for.body.3.preheader.for.body.3.preheader.split_crit_edge.us
  %337 = and i64 %arg.u0.5.1, 7
  %338 = icmp eq i64 %337, 0
  %.993.us312 = add i64 %.990.us295.us, %.964.0198.us
  %.1007.us315 = mul nuw nsw i64 %.967.0199.us, %arg.u0.5.1
  %.1010.us316 = add i64 %.1007.us315, %.970.0200.us
  br i1 %338, label %for.body.3.us309.prol.loopexit, label %for.body.3.us309.prol.preheader

for.body.3.us309.prol.preheader:                  ; preds = %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us
  br label %for.body.3.us309.prol

for.body.3.us309.prol:                            ; preds = %for.body.3.us309.prol.preheader, %for.body.3.us309.prol
  %loop.index.3192.us310.prol = phi i64 [ %.1044.us322.prol, %for.body.3.us309.prol ], [ 0, %for.body.3.us309.prol.preheader ]
  %sunkaddr2152 = mul i64 %.993.us312, 8
  %339 = bitcast double* %.6.i97237 to i8*
  %sunkaddr2153 = getelementptr i8, i8* %339, i64 %sunkaddr2152
  %340 = bitcast i8* %sunkaddr2153 to double*
  %.995.us314.prol = load double, double* %340, align 8
  %sunkaddr2154 = mul i64 %.1010.us316, 8
  %341 = bitcast double* %.6.i97237 to i8*
  %sunkaddr2155 = getelementptr i8, i8* %341, i64 %sunkaddr2154
  %342 = bitcast i8* %sunkaddr2155 to double*
  %.1012.us318.prol = load double, double* %342, align 8
  %.6.i.us319.prol = fmul double %.995.us314.prol, %.1012.us318.prol
  %scevgep1324 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us310.prol
  store double %.6.i.us319.prol, double* %scevgep1324, align 8
  %.1044.us322.prol = add nuw nsw i64 %loop.index.3192.us310.prol, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter831, %.1044.us322.prol
  br i1 %prol.iter.cmp.not, label %for.body.3.us309.prol.loopexit, label %for.body.3.us309.prol, !llvm.loop !76

for.body.3.us309.prol.loopexit:                   ; preds = %for.body.3.us309.prol, %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us
  %loop.index.3192.us310.unr = phi i64 [ 0, %for.body.3.preheader.split.for.body.3.preheader.split.split_crit_edge.us ], [ %.1044.us322.prol, %for.body.3.us309.prol ]
  %343 = icmp ult i64 %196, 7
  br i1 %343, label %for.end.3.loopexit.us, label %for.body.3.us309.preheader

for.body.3.us309.preheader:                       ; preds = %for.body.3.us309.prol.loopexit
  br label %for.body.3.us309

for.body.3.us.us.us:                              ; preds = %for.body.3.us.us.us.preheader867, %for.body.3.us.us.us
  %lsr.iv1290 = phi i64 [ %278, %for.body.3.us.us.us.preheader867 ], [ %lsr.iv.next1291, %for.body.3.us.us.us ]
  %scevgep1310 = getelementptr double, double* %lsr.iv1284, i64 %lsr.iv1290
  %scevgep1311 = getelementptr double, double* %scevgep1310, i64 1
  %.995.us.us.us = load double, double* %scevgep1311, align 8
  %.6.i.us.us.us = fmul double %.995.us.us.us, %.995.us.us.us
  %scevgep1294 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1290
  %scevgep1295 = getelementptr double, double* %scevgep1294, i64 1
  store double %.6.i.us.us.us, double* %scevgep1295, align 8
  %scevgep1312 = getelementptr double, double* %lsr.iv1284, i64 %lsr.iv1290
  %scevgep1313 = getelementptr double, double* %scevgep1312, i64 2
  %.995.us.us.us.1 = load double, double* %scevgep1313, align 8
  %.6.i.us.us.us.1 = fmul double %.995.us.us.us.1, %.995.us.us.us.1
  %scevgep1298 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1290
  %scevgep1299 = getelementptr double, double* %scevgep1298, i64 2
  store double %.6.i.us.us.us.1, double* %scevgep1299, align 8
  %scevgep1314 = getelementptr double, double* %lsr.iv1284, i64 %lsr.iv1290
  %scevgep1315 = getelementptr double, double* %scevgep1314, i64 3
  %.995.us.us.us.2 = load double, double* %scevgep1315, align 8
  %.6.i.us.us.us.2 = fmul double %.995.us.us.us.2, %.995.us.us.us.2
  %scevgep1300 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1290
  %scevgep1301 = getelementptr double, double* %scevgep1300, i64 3
  store double %.6.i.us.us.us.2, double* %scevgep1301, align 8
  %scevgep1316 = getelementptr double, double* %lsr.iv1284, i64 %lsr.iv1290
  %scevgep1317 = getelementptr double, double* %scevgep1316, i64 4
  %.995.us.us.us.3 = load double, double* %scevgep1317, align 8
  %.6.i.us.us.us.3 = fmul double %.995.us.us.us.3, %.995.us.us.us.3
  %scevgep1302 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1290
  %scevgep1303 = getelementptr double, double* %scevgep1302, i64 4
  store double %.6.i.us.us.us.3, double* %scevgep1303, align 8
  %scevgep1318 = getelementptr double, double* %lsr.iv1284, i64 %lsr.iv1290
  %scevgep1319 = getelementptr double, double* %scevgep1318, i64 5
  %.995.us.us.us.4 = load double, double* %scevgep1319, align 8
  %.6.i.us.us.us.4 = fmul double %.995.us.us.us.4, %.995.us.us.us.4
  %scevgep1292 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1290
  %scevgep1293 = getelementptr double, double* %scevgep1292, i64 5
  store double %.6.i.us.us.us.4, double* %scevgep1293, align 8
  %scevgep1320 = getelementptr double, double* %lsr.iv1284, i64 %lsr.iv1290
  %scevgep1321 = getelementptr double, double* %scevgep1320, i64 6
  %.995.us.us.us.5 = load double, double* %scevgep1321, align 8
  %.6.i.us.us.us.5 = fmul double %.995.us.us.us.5, %.995.us.us.us.5
  %scevgep1306 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1290
  %scevgep1307 = getelementptr double, double* %scevgep1306, i64 6
  store double %.6.i.us.us.us.5, double* %scevgep1307, align 8
  %scevgep1322 = getelementptr double, double* %lsr.iv1284, i64 %lsr.iv1290
  %scevgep1323 = getelementptr double, double* %scevgep1322, i64 7
  %.995.us.us.us.6 = load double, double* %scevgep1323, align 8
  %.6.i.us.us.us.6 = fmul double %.995.us.us.us.6, %.995.us.us.us.6
  %scevgep1304 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1290
  %scevgep1305 = getelementptr double, double* %scevgep1304, i64 7
  store double %.6.i.us.us.us.6, double* %scevgep1305, align 8
  %scevgep1308 = getelementptr double, double* %lsr.iv1284, i64 %lsr.iv1290
  %scevgep1309 = getelementptr double, double* %scevgep1308, i64 8
  %.995.us.us.us.7 = load double, double* %scevgep1309, align 8
  %.6.i.us.us.us.7 = fmul double %.995.us.us.us.7, %.995.us.us.us.7
  %scevgep1296 = getelementptr double, double* %lsr.iv1032, i64 %lsr.iv1290
  %scevgep1297 = getelementptr double, double* %scevgep1296, i64 8
  store double %.6.i.us.us.us.7, double* %scevgep1297, align 8
  %lsr.iv.next1291 = add i64 %lsr.iv1290, 8
  %344 = add i64 %202, %lsr.iv.next1291
  %exitcond401.not.7 = icmp eq i64 %344, -1
  br i1 %exitcond401.not.7, label %for.end.3.loopexit.us, label %for.body.3.us.us.us, !llvm.loop !77

for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us: ; preds = %for.body.3.preheader.split.us.us
  %345 = icmp eq i64 %xtraiter831, 0
  %.993.us.us330 = add i64 %.990.us.us, %.964.0198.us
  %.1010.us.us333 = add i64 %.990.us.us, %.970.0200.us
  br i1 %345, label %for.body.3.us.us328.prol.loopexit, label %for.body.3.us.us328.prol.preheader

for.body.3.us.us328.prol.preheader:               ; preds = %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us
  br label %for.body.3.us.us328.prol

for.body.3.us.us328.prol:                         ; preds = %for.body.3.us.us328.prol.preheader, %for.body.3.us.us328.prol
  %loop.index.3192.us.us329.prol = phi i64 [ %.1044.us.us339.prol, %for.body.3.us.us328.prol ], [ 0, %for.body.3.us.us328.prol.preheader ]
  %sunkaddr2156 = mul i64 %.993.us.us330, 8
  %346 = bitcast double* %.6.i97237 to i8*
  %sunkaddr2157 = getelementptr i8, i8* %346, i64 %sunkaddr2156
  %347 = bitcast i8* %sunkaddr2157 to double*
  %.995.us.us332.prol = load double, double* %347, align 8
  %sunkaddr2158 = mul i64 %.1010.us.us333, 8
  %348 = bitcast double* %.6.i97237 to i8*
  %sunkaddr2159 = getelementptr i8, i8* %348, i64 %sunkaddr2158
  %349 = bitcast i8* %sunkaddr2159 to double*
  %.1012.us.us335.prol = load double, double* %349, align 8
  %.6.i.us.us336.prol = fmul double %.995.us.us332.prol, %.1012.us.us335.prol
  %scevgep1035 = getelementptr double, double* %lsr.iv1032, i64 %loop.index.3192.us.us329.prol
  store double %.6.i.us.us336.prol, double* %scevgep1035, align 8
  %.1044.us.us339.prol = add nuw nsw i64 %loop.index.3192.us.us329.prol, 1
  %prol.iter833.cmp.not = icmp eq i64 %xtraiter831, %.1044.us.us339.prol
  br i1 %prol.iter833.cmp.not, label %for.body.3.us.us328.prol.loopexit, label %for.body.3.us.us328.prol, !llvm.loop !78

for.body.3.us.us328.prol.loopexit:                ; preds = %for.body.3.us.us328.prol, %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us
  %loop.index.3192.us.us329.unr = phi i64 [ 0, %for.body.3.preheader.split.us.for.body.3.preheader.split.us.split_crit_edge.us ], [ %.1044.us.us339.prol, %for.body.3.us.us328.prol ]
  %350 = icmp ult i64 %196, 7
  br i1 %350, label %for.end.3.loopexit.us, label %for.body.3.us.us328.preheader

for.body.3.us.us328.preheader:                    ; preds = %for.body.3.us.us328.prol.loopexit
  br label %for.body.3.us.us328

for.end.2:                                        ; preds = %for.end.3.loopexit.us, %for.cond.3.preheader.preheader, %B144.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i98)
  %.83.i = icmp eq i64 %.883, 0
  br i1 %.83.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.883, i64 1) #6
  %351 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %352 = icmp ult i64 %351, 7
  br i1 %352, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %353 = add nsw i64 %unroll_iter.i, -8
  %354 = lshr exact i64 %353, 3
  %355 = add nuw nsw i64 %354, 1
  %xtraiter = and i64 %355, 7
  %356 = icmp ult i64 %353, 56
  br i1 %356, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %355, %const
  %scevgep902 = getelementptr double, double* %.6.i26236, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %357 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep878 = getelementptr double, double* %.6.i26236, i64 %357
  %358 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %359 = bitcast double* %scevgep878 to i8*
  %uglygep899 = getelementptr i8, i8* %359, i64 %lsr.iv
  %uglygep899900 = bitcast i8* %uglygep899 to double*
  %scevgep901 = getelementptr double, double* %uglygep899900, i64 -7
  %.265.i.epil = load double, double* %scevgep901, align 8, !noalias !79
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep896 = getelementptr i8, i8* %359, i64 %lsr.iv
  %uglygep896897 = bitcast i8* %uglygep896 to double*
  %scevgep898 = getelementptr double, double* %uglygep896897, i64 -6
  %.265.1.i.epil = load double, double* %scevgep898, align 8, !noalias !79
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep893 = getelementptr i8, i8* %359, i64 %lsr.iv
  %uglygep893894 = bitcast i8* %uglygep893 to double*
  %scevgep895 = getelementptr double, double* %uglygep893894, i64 -5
  %.265.2.i.epil = load double, double* %scevgep895, align 8, !noalias !79
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep890 = getelementptr i8, i8* %359, i64 %lsr.iv
  %uglygep890891 = bitcast i8* %uglygep890 to double*
  %scevgep892 = getelementptr double, double* %uglygep890891, i64 -4
  %.265.3.i.epil = load double, double* %scevgep892, align 8, !noalias !79
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep887 = getelementptr i8, i8* %359, i64 %lsr.iv
  %uglygep887888 = bitcast i8* %uglygep887 to double*
  %scevgep889 = getelementptr double, double* %uglygep887888, i64 -3
  %.265.4.i.epil = load double, double* %scevgep889, align 8, !noalias !79
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep884 = getelementptr i8, i8* %359, i64 %lsr.iv
  %uglygep884885 = bitcast i8* %uglygep884 to double*
  %scevgep886 = getelementptr double, double* %uglygep884885, i64 -2
  %.265.5.i.epil = load double, double* %scevgep886, align 8, !noalias !79
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep881 = getelementptr i8, i8* %359, i64 %lsr.iv
  %uglygep881882 = bitcast i8* %uglygep881 to double*
  %scevgep883 = getelementptr double, double* %uglygep881882, i64 -1
  %.265.6.i.epil = load double, double* %scevgep883, align 8, !noalias !79
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %359, i64 %lsr.iv
  %uglygep880 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep880, align 8, !noalias !79
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %358, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !82, !llvm.loop !83

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i26236, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep877 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep877, align 8, !noalias !79
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !82, !llvm.loop !84

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv1030 = phi i64 [ %lsr.iv.next1031, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep1028 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1029 = getelementptr double, double* %scevgep1028, i64 -63
  %.265.i = load double, double* %scevgep1029, align 8, !noalias !79
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep1026 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1027 = getelementptr double, double* %scevgep1026, i64 -62
  %.265.1.i = load double, double* %scevgep1027, align 8, !noalias !79
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep1024 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1025 = getelementptr double, double* %scevgep1024, i64 -61
  %.265.2.i = load double, double* %scevgep1025, align 8, !noalias !79
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep1022 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1023 = getelementptr double, double* %scevgep1022, i64 -60
  %.265.3.i = load double, double* %scevgep1023, align 8, !noalias !79
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep1020 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1021 = getelementptr double, double* %scevgep1020, i64 -59
  %.265.4.i = load double, double* %scevgep1021, align 8, !noalias !79
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep1018 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1019 = getelementptr double, double* %scevgep1018, i64 -58
  %.265.5.i = load double, double* %scevgep1019, align 8, !noalias !79
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep1016 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1017 = getelementptr double, double* %scevgep1016, i64 -57
  %.265.6.i = load double, double* %scevgep1017, align 8, !noalias !79
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep1014 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1015 = getelementptr double, double* %scevgep1014, i64 -56
  %.265.7.i = load double, double* %scevgep1015, align 8, !noalias !79
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep983 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep984 = getelementptr double, double* %scevgep983, i64 -55
  %.265.i.1 = load double, double* %scevgep984, align 8, !noalias !79
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep985 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep986 = getelementptr double, double* %scevgep985, i64 -54
  %.265.1.i.1 = load double, double* %scevgep986, align 8, !noalias !79
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep987 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep988 = getelementptr double, double* %scevgep987, i64 -53
  %.265.2.i.1 = load double, double* %scevgep988, align 8, !noalias !79
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep989 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep990 = getelementptr double, double* %scevgep989, i64 -52
  %.265.3.i.1 = load double, double* %scevgep990, align 8, !noalias !79
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep991 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep992 = getelementptr double, double* %scevgep991, i64 -51
  %.265.4.i.1 = load double, double* %scevgep992, align 8, !noalias !79
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep993 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep994 = getelementptr double, double* %scevgep993, i64 -50
  %.265.5.i.1 = load double, double* %scevgep994, align 8, !noalias !79
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep995 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep996 = getelementptr double, double* %scevgep995, i64 -49
  %.265.6.i.1 = load double, double* %scevgep996, align 8, !noalias !79
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep997 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep998 = getelementptr double, double* %scevgep997, i64 -48
  %.265.7.i.1 = load double, double* %scevgep998, align 8, !noalias !79
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep967 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep968 = getelementptr double, double* %scevgep967, i64 -47
  %.265.i.2 = load double, double* %scevgep968, align 8, !noalias !79
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep969 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep970 = getelementptr double, double* %scevgep969, i64 -46
  %.265.1.i.2 = load double, double* %scevgep970, align 8, !noalias !79
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep971 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep972 = getelementptr double, double* %scevgep971, i64 -45
  %.265.2.i.2 = load double, double* %scevgep972, align 8, !noalias !79
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep973 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep974 = getelementptr double, double* %scevgep973, i64 -44
  %.265.3.i.2 = load double, double* %scevgep974, align 8, !noalias !79
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep975 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep976 = getelementptr double, double* %scevgep975, i64 -43
  %.265.4.i.2 = load double, double* %scevgep976, align 8, !noalias !79
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep977 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep978 = getelementptr double, double* %scevgep977, i64 -42
  %.265.5.i.2 = load double, double* %scevgep978, align 8, !noalias !79
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep979 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep980 = getelementptr double, double* %scevgep979, i64 -41
  %.265.6.i.2 = load double, double* %scevgep980, align 8, !noalias !79
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep981 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep982 = getelementptr double, double* %scevgep981, i64 -40
  %.265.7.i.2 = load double, double* %scevgep982, align 8, !noalias !79
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep951 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep952 = getelementptr double, double* %scevgep951, i64 -39
  %.265.i.3 = load double, double* %scevgep952, align 8, !noalias !79
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep953 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep954 = getelementptr double, double* %scevgep953, i64 -38
  %.265.1.i.3 = load double, double* %scevgep954, align 8, !noalias !79
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep955 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep956 = getelementptr double, double* %scevgep955, i64 -37
  %.265.2.i.3 = load double, double* %scevgep956, align 8, !noalias !79
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep957 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep958 = getelementptr double, double* %scevgep957, i64 -36
  %.265.3.i.3 = load double, double* %scevgep958, align 8, !noalias !79
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep959 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep960 = getelementptr double, double* %scevgep959, i64 -35
  %.265.4.i.3 = load double, double* %scevgep960, align 8, !noalias !79
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep961 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep962 = getelementptr double, double* %scevgep961, i64 -34
  %.265.5.i.3 = load double, double* %scevgep962, align 8, !noalias !79
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep963 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep964 = getelementptr double, double* %scevgep963, i64 -33
  %.265.6.i.3 = load double, double* %scevgep964, align 8, !noalias !79
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep965 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep966 = getelementptr double, double* %scevgep965, i64 -32
  %.265.7.i.3 = load double, double* %scevgep966, align 8, !noalias !79
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep935 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep936 = getelementptr double, double* %scevgep935, i64 -31
  %.265.i.4 = load double, double* %scevgep936, align 8, !noalias !79
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep937 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep938 = getelementptr double, double* %scevgep937, i64 -30
  %.265.1.i.4 = load double, double* %scevgep938, align 8, !noalias !79
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep939 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep940 = getelementptr double, double* %scevgep939, i64 -29
  %.265.2.i.4 = load double, double* %scevgep940, align 8, !noalias !79
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep941 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep942 = getelementptr double, double* %scevgep941, i64 -28
  %.265.3.i.4 = load double, double* %scevgep942, align 8, !noalias !79
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep943 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep944 = getelementptr double, double* %scevgep943, i64 -27
  %.265.4.i.4 = load double, double* %scevgep944, align 8, !noalias !79
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep945 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep946 = getelementptr double, double* %scevgep945, i64 -26
  %.265.5.i.4 = load double, double* %scevgep946, align 8, !noalias !79
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep947 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep948 = getelementptr double, double* %scevgep947, i64 -25
  %.265.6.i.4 = load double, double* %scevgep948, align 8, !noalias !79
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep949 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep950 = getelementptr double, double* %scevgep949, i64 -24
  %.265.7.i.4 = load double, double* %scevgep950, align 8, !noalias !79
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep919 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep920 = getelementptr double, double* %scevgep919, i64 -23
  %.265.i.5 = load double, double* %scevgep920, align 8, !noalias !79
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep921 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep922 = getelementptr double, double* %scevgep921, i64 -22
  %.265.1.i.5 = load double, double* %scevgep922, align 8, !noalias !79
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep923 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep924 = getelementptr double, double* %scevgep923, i64 -21
  %.265.2.i.5 = load double, double* %scevgep924, align 8, !noalias !79
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep925 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep926 = getelementptr double, double* %scevgep925, i64 -20
  %.265.3.i.5 = load double, double* %scevgep926, align 8, !noalias !79
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep927 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep928 = getelementptr double, double* %scevgep927, i64 -19
  %.265.4.i.5 = load double, double* %scevgep928, align 8, !noalias !79
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep929 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep930 = getelementptr double, double* %scevgep929, i64 -18
  %.265.5.i.5 = load double, double* %scevgep930, align 8, !noalias !79
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep931 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep932 = getelementptr double, double* %scevgep931, i64 -17
  %.265.6.i.5 = load double, double* %scevgep932, align 8, !noalias !79
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep933 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep934 = getelementptr double, double* %scevgep933, i64 -16
  %.265.7.i.5 = load double, double* %scevgep934, align 8, !noalias !79
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep903 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep904 = getelementptr double, double* %scevgep903, i64 -15
  %.265.i.6 = load double, double* %scevgep904, align 8, !noalias !79
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep905 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep906 = getelementptr double, double* %scevgep905, i64 -14
  %.265.1.i.6 = load double, double* %scevgep906, align 8, !noalias !79
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep907 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep908 = getelementptr double, double* %scevgep907, i64 -13
  %.265.2.i.6 = load double, double* %scevgep908, align 8, !noalias !79
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep909 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep910 = getelementptr double, double* %scevgep909, i64 -12
  %.265.3.i.6 = load double, double* %scevgep910, align 8, !noalias !79
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep911 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep912 = getelementptr double, double* %scevgep911, i64 -11
  %.265.4.i.6 = load double, double* %scevgep912, align 8, !noalias !79
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep913 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep914 = getelementptr double, double* %scevgep913, i64 -10
  %.265.5.i.6 = load double, double* %scevgep914, align 8, !noalias !79
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep915 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep916 = getelementptr double, double* %scevgep915, i64 -9
  %.265.6.i.6 = load double, double* %scevgep916, align 8, !noalias !79
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep917 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep918 = getelementptr double, double* %scevgep917, i64 -8
  %.265.7.i.6 = load double, double* %scevgep918, align 8, !noalias !79
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep999 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1000 = getelementptr double, double* %scevgep999, i64 -7
  %.265.i.7 = load double, double* %scevgep1000, align 8, !noalias !79
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep1001 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1002 = getelementptr double, double* %scevgep1001, i64 -6
  %.265.1.i.7 = load double, double* %scevgep1002, align 8, !noalias !79
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep1003 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1004 = getelementptr double, double* %scevgep1003, i64 -5
  %.265.2.i.7 = load double, double* %scevgep1004, align 8, !noalias !79
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep1005 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1006 = getelementptr double, double* %scevgep1005, i64 -4
  %.265.3.i.7 = load double, double* %scevgep1006, align 8, !noalias !79
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep1007 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1008 = getelementptr double, double* %scevgep1007, i64 -3
  %.265.4.i.7 = load double, double* %scevgep1008, align 8, !noalias !79
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep1009 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1010 = getelementptr double, double* %scevgep1009, i64 -2
  %.265.5.i.7 = load double, double* %scevgep1010, align 8, !noalias !79
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep1011 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %scevgep1012 = getelementptr double, double* %scevgep1011, i64 -1
  %.265.6.i.7 = load double, double* %scevgep1012, align 8, !noalias !79
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep1013 = getelementptr double, double* %scevgep902, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep1013, align 8, !noalias !79
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next1031 = add i64 %lsr.iv1030, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next1031, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i27)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.const.euler_2d, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.55 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.83, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([131 x i8], [131 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr8 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %10, i64 48
  %11 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.5.1.load = load i64, i64* %11, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.47 = call i8* @PyNumber_Float(i8* %.46)
  %.48 = call double @PyFloat_AsDouble(i8* %.47)
  call void @Py_DecRef(i8* %.47)
  %.50 = call i8* @PyErr_Occurred()
  %.51.not = icmp eq i8* %.50, null
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !85

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 undef, i64 undef, double %.48) #3
  %.64 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.71 = icmp sgt i32 %.63, 0
  %.72 = select i1 %.71, { i8*, i32, i8*, i8*, i32 }* %.64, { i8*, i32, i8*, i8*, i32 }* undef
  %.73 = load double, double* %.55, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.63, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %12 = icmp sgt i32 %.63, 0
  br i1 %12, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.83 = call i8* @PyFloat_FromDouble(double %.73)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.72, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 4
  %.90 = icmp sgt i32 %.89, 0
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 0
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 1
  br i1 %.90, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.96 = sext i32 %.95 to i64
  %.97 = call i8* @PyBytes_FromStringAndSize(i8* %.93, i64 %.96)
  %.98 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.72, align 8
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 2
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 3
  %.102 = bitcast i8* %.101 to i8* (i8*)*
  %.103 = call i8* %.102(i8* %.99)
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.117 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.118 = call i8* @numba_unpickle(i8* %.93, i32 %.95, i8* %.117)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.120 = phi i8* [ %.108, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.118, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.121.not = icmp eq i8* %.120, null
  br i1 %.121.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.108 = call i8* @numba_runtime_build_excinfo_struct(i8* %.97, i8* nonnull %.103)
  %.109 = bitcast { i8*, i32, i8*, i8*, i32 }* %.72 to i8*
  call void @NRT_Free(i8* nonnull %.109)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.120)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %.12 = call i32 @_ZN7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 undef, i64 undef, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !85

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fbd0bf67d50>", i64 0, i64 0))
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

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

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

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !24}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !22}
!28 = distinct !{!28, !22}
!29 = distinct !{!29, !24}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = !{!36}
!36 = distinct !{!36, !32}
!37 = !{!38}
!38 = distinct !{!38, !32}
!39 = !{!40}
!40 = distinct !{!40, !32}
!41 = !{!31, !34, !36, !38}
!42 = distinct !{!42, !22}
!43 = distinct !{!43, !24}
!44 = distinct !{!44, !24}
!45 = distinct !{!45, !22}
!46 = distinct !{!46, !22}
!47 = !{!48, !50, !51, !53}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!54 = distinct !{!54, !22}
!55 = distinct !{!55, !22}
!56 = !{!57}
!57 = distinct !{!57, !58}
!58 = distinct !{!58, !"LVerDomain"}
!59 = !{!60}
!60 = distinct !{!60, !58}
!61 = distinct !{!61, !22}
!62 = distinct !{!62, !24}
!63 = distinct !{!63, !24}
!64 = distinct !{!64, !22}
!65 = !{!66}
!66 = distinct !{!66, !67}
!67 = distinct !{!67, !"LVerDomain"}
!68 = !{!69}
!69 = distinct !{!69, !67}
!70 = !{!71}
!71 = distinct !{!71, !67}
!72 = !{!69, !66}
!73 = distinct !{!73, !22}
!74 = distinct !{!74, !24}
!75 = distinct !{!75, !24}
!76 = distinct !{!76, !24}
!77 = distinct !{!77, !22}
!78 = distinct !{!78, !24}
!79 = !{!80}
!80 = distinct !{!80, !81, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!81 = distinct !{!81, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!82 = !{!"branch_weights", i32 1, i32 7}
!83 = distinct !{!83, !24}
!84 = distinct !{!84, !24}
!85 = !{!"branch_weights", i32 99, i32 1}
