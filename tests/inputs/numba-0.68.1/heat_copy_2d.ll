; ModuleID = 'heat_copy_2d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.heat_copy_2d = internal constant [13 x i8] c"heat_copy_2d\00"
@_ZN08NumbaEnv7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f30026ab390B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.u0.0, ptr readnone captures(none) %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, ptr readonly captures(none) %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
B0:
  %const701 = bitcast i64 -1152921504606846976 to i64
  %const700 = bitcast i64 -2305843009213693952 to i64
  %arg.u0.5.1.fr = freeze i64 %arg.u0.5.1
  %arg.u0.5.0.fr = freeze i64 %arg.u0.5.0
  %.1245 = alloca double, align 8
  store double 0.000000e+00, ptr %.1245, align 8
  %excinfo.6 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %.61 = shl i64 %.56, 3
  %0 = add i64 %.56, %const701
  %.62 = icmp ult i64 %0, %const700
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B398.sink.split:                                  ; preds = %B96.endif.endif.endif.1, %B96.endif.endif.endif.us.1
  %.7.i.i72.sink = phi ptr [ %.7.i.i56, %B96.endif.endif.endif.us.1 ], [ %.7.i.i72, %B96.endif.endif.endif.1 ]
  %.330.0 = phi ptr [ %.7.i.i64, %B96.endif.endif.endif.us.1 ], [ %.7.i.i80, %B96.endif.endif.endif.1 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i72.sink)
  %.5.i = getelementptr i8, ptr %.330.0, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %.6.i23, i64 %.105.reass, i1 false)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br label %B128.i

B128.i:                                           ; preds = %B210.B168.loopexit_crit_edge.us.us.us.2, %B398.sink.split
  %.344.2.sink = phi ptr [ %.330.0, %B398.sink.split ], [ %.7.i.i46, %B210.B168.loopexit_crit_edge.us.us.us.2 ]
  tail call void @NRT_decref(ptr nonnull %.344.2.sink)
  %.1095 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr)
  %.1096 = extractvalue { i64, i1 } %.1095, 0
  %.1097 = extractvalue { i64, i1 } %.1095, 1
  %.1099 = shl i64 %arg.u0.5.1.fr, 3
  %1 = add i64 %.1096, %const701
  %.1102 = icmp ult i64 %1, %const700
  %.1103 = or i1 %.1097, %.1102
  br i1 %.1103, label %B398.endif.endif.if, label %B398.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.1.if.if, %for.end.1.endif, %B398.endif.endif.endif.if.if, %B398.endif.endif.if, %B96.endif.if.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %B96.endif.if.if ], [ %.1253, %for.end.1.if.if ], [ 0, %for.end.1.endif ], [ 1, %B398.endif.endif.if ], [ 1, %B398.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B96.endif.lr.ph, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B96.endif.lr.ph:                                  ; preds = %B0.endif
  %.5.i22 = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i23 = load ptr, ptr %.5.i22, align 8
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i23, ptr align 1 %arg.u0.4, i64 %.130, i1 false)
  %factor.op.mul = shl i64 %arg.u0.5.0.fr, 3
  %.105.reass = mul i64 %factor.op.mul, %arg.u0.5.1.fr
  %.484384 = icmp sgt i64 %arg.u0.5.0.fr, 0
  %.563 = add i64 %arg.u0.5.1.fr, -2
  %..563 = tail call i64 @llvm.smax.i64(i64 %.563, i64 0)
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  %.7.i.i30 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !9
  tail call void @NRT_decref(ptr %arg.u0.0)
  br i1 %.484384, label %B96.endif.lr.ph.split.us, label %B96.endif.preheader

B96.endif.preheader:                              ; preds = %B96.endif.lr.ph
  %2 = icmp eq ptr %.7.i.i30, null
  br i1 %2, label %B96.endif.if.if, label %B96.endif.endif.endif, !prof !0

B96.endif.lr.ph.split.us:                         ; preds = %B96.endif.lr.ph
  %3 = icmp eq ptr %.7.i.i30, null
  br i1 %3, label %B96.endif.if.if, label %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit35, !prof !0

_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit35: ; preds = %B96.endif.lr.ph.split.us
  %.606373 = icmp sgt i64 %.563, 0
  %.5.i36 = getelementptr i8, ptr %.7.i.i30, i64 24
  %.6.i37 = load ptr, ptr %.5.i36, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i37, ptr align 1 %.6.i23, i64 %.105.reass, i1 false)
  br i1 %.606373, label %B96.endif.endif.endif.us.us, label %B96.endif.endif.endif.us

B96.endif.endif.endif.us.us:                      ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit35
  %const696 = bitcast i64 9223372036854775776 to i64
  %const690 = bitcast i64 2305843009213693951 to i64
  %const = bitcast i64 1152921504606846976 to i64
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %scevgep = getelementptr i8, ptr %.6.i23, i64 8
  %4 = add nuw i64 %arg.u0.5.0.fr, %const690
  %5 = mul i64 %arg.u0.5.1.fr, %4
  %6 = add i64 %5, %..563
  %7 = shl i64 %6, 3
  %8 = getelementptr i8, ptr %.6.i23, i64 %7
  %scevgep195 = getelementptr i8, ptr %8, i64 8
  %9 = getelementptr i8, ptr %.6.i37, i64 %7
  %scevgep196 = getelementptr i8, ptr %9, i64 16
  %10 = add nuw i64 %..563, 1
  %bound0 = icmp ult ptr %scevgep, %scevgep196
  %bound1 = icmp ult ptr %.6.i37, %scevgep195
  %found.conflict = and i1 %bound0, %bound1
  %.mask = and i64 %arg.u0.5.1.fr, %const
  %stride.check = icmp ne i64 %.mask, 0
  %11 = or i1 %found.conflict, %stride.check
  %const_mat697 = add i64 %const696, 24
  %n.vec201 = and i64 %..563, %const_mat697
  %12 = or disjoint i64 %n.vec201, 1
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep644 = getelementptr i8, ptr %.6.i23, i64 8
  %13 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep648 = getelementptr i8, ptr %.6.i37, i64 16
  br label %B170.endif.us.us.us

B170.endif.us.us.us:                              ; preds = %B210.B168.loopexit_crit_edge.us.us.us, %B96.endif.endif.endif.us.us
  %lsr.iv660 = phi ptr [ %scevgep661, %B210.B168.loopexit_crit_edge.us.us.us ], [ %.6.i37, %B96.endif.endif.endif.us.us ]
  %lsr.iv657 = phi ptr [ %scevgep658, %B210.B168.loopexit_crit_edge.us.us.us ], [ %.6.i23, %B96.endif.endif.endif.us.us ]
  %lsr.iv649 = phi ptr [ %scevgep650, %B210.B168.loopexit_crit_edge.us.us.us ], [ %scevgep648, %B96.endif.endif.endif.us.us ]
  %lsr.iv645 = phi ptr [ %scevgep646, %B210.B168.loopexit_crit_edge.us.us.us ], [ %scevgep644, %B96.endif.endif.endif.us.us ]
  %.490379385.us.us.us = phi i64 [ 0, %B96.endif.endif.endif.us.us ], [ %.497.us.us.us, %B210.B168.loopexit_crit_edge.us.us.us ]
  %14 = icmp slt i64 %.563, 8
  %brmerge = select i1 %14, i1 true, i1 %11
  br i1 %brmerge, label %B212.us.us.us.preheader, label %vector.body202.preheader

vector.body202.preheader:                         ; preds = %B170.endif.us.us.us
  br label %vector.body202

vector.body202:                                   ; preds = %vector.body202.preheader, %vector.body202
  %index203 = phi i64 [ %index.next207, %vector.body202 ], [ 0, %vector.body202.preheader ]
  %15 = shl i64 %index203, 3
  %scevgep651 = getelementptr i8, ptr %lsr.iv649, i64 %15
  %scevgep652 = getelementptr i8, ptr %scevgep651, i64 -8
  %wide.load204 = load <8 x double>, ptr %scevgep652, align 8, !alias.scope !10
  %scevgep654 = getelementptr i8, ptr %scevgep651, i64 -16
  %wide.load205 = load <8 x double>, ptr %scevgep654, align 8, !alias.scope !10
  %16 = fmul <8 x double> %wide.load204, splat (double 2.000000e+00)
  %17 = fsub <8 x double> %wide.load205, %16
  %18 = shl i64 %index203, 3
  %scevgep653 = getelementptr i8, ptr %lsr.iv649, i64 %18
  %wide.load206 = load <8 x double>, ptr %scevgep653, align 8, !alias.scope !10
  %19 = fadd <8 x double> %17, %wide.load206
  %20 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204)
  %21 = fadd <8 x double> %20, %19
  %22 = fmul <8 x double> %broadcast.splat, %21
  %23 = fadd <8 x double> %wide.load204, %22
  %24 = shl i64 %index203, 3
  %scevgep647 = getelementptr i8, ptr %lsr.iv645, i64 %24
  store <8 x double> %23, ptr %scevgep647, align 8, !alias.scope !13, !noalias !10
  %index.next207 = add nuw i64 %index203, 8
  %25 = icmp eq i64 %n.vec201, %index.next207
  br i1 %25, label %middle.block208, label %vector.body202, !llvm.loop !15

middle.block208:                                  ; preds = %vector.body202
  %26 = icmp eq i64 %.563, %n.vec201
  br i1 %26, label %B210.B168.loopexit_crit_edge.us.us.us, label %B212.us.us.us.preheader

B212.us.us.us.preheader:                          ; preds = %B170.endif.us.us.us, %middle.block208
  %.612372374.us.us.us.ph = phi i64 [ %12, %middle.block208 ], [ 1, %B170.endif.us.us.us ]
  %27 = sub i64 %10, %.612372374.us.us.us.ph
  %28 = sub i64 %..563, %.612372374.us.us.us.ph
  %xtraiter = and i64 %27, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B212.us.us.us.prol.loopexit, label %B212.us.us.us.prol.preheader

B212.us.us.us.prol.preheader:                     ; preds = %B212.us.us.us.preheader
  br label %B212.us.us.us.prol

B212.us.us.us.prol:                               ; preds = %B212.us.us.us.prol.preheader, %B212.us.us.us.prol
  %lsr.iv655 = phi i64 [ %xtraiter, %B212.us.us.us.prol.preheader ], [ %lsr.iv.next656, %B212.us.us.us.prol ]
  %.612372374.us.us.us.prol = phi i64 [ %.619.us.us.us.prol, %B212.us.us.us.prol ], [ %.612372374.us.us.us.ph, %B212.us.us.us.prol.preheader ]
  %.619.us.us.us.prol = add nuw i64 %.612372374.us.us.us.prol, 1
  %29 = shl i64 %.612372374.us.us.us.prol, 3
  %scevgep662 = getelementptr i8, ptr %lsr.iv660, i64 %29
  %.696.us.us.us.prol = load double, ptr %scevgep662, align 8
  %scevgep665 = getelementptr i8, ptr %scevgep662, i64 -8
  %.752.us.us.us.prol = load double, ptr %scevgep665, align 8
  %.810.us.us.us.prol = fmul double %.696.us.us.us.prol, 2.000000e+00
  %.811.us.us.us.prol = fsub double %.752.us.us.us.prol, %.810.us.us.us.prol
  %30 = shl i64 %.612372374.us.us.us.prol, 3
  %scevgep663 = getelementptr i8, ptr %lsr.iv660, i64 %30
  %scevgep664 = getelementptr i8, ptr %scevgep663, i64 8
  %.865.us.us.us.prol = load double, ptr %scevgep664, align 8
  %.868.us.us.us.prol = fadd double %.811.us.us.us.prol, %.865.us.us.us.prol
  %.931.le.us.us.us.prol = tail call double @llvm.sin.f64(double %.696.us.us.us.prol)
  %.936.us.us.us.prol = fadd double %.931.le.us.us.us.prol, %.868.us.us.us.prol
  %.938.us.us.us.prol = fmul double %arg.h, %.936.us.us.us.prol
  %.939.us.us.us.prol = fadd double %.696.us.us.us.prol, %.938.us.us.us.prol
  %31 = shl i64 %.612372374.us.us.us.prol, 3
  %scevgep659 = getelementptr i8, ptr %lsr.iv657, i64 %31
  store double %.939.us.us.us.prol, ptr %scevgep659, align 8
  %lsr.iv.next656 = add nsw i64 %lsr.iv655, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next656, 0
  br i1 %prol.iter.cmp.not, label %B212.us.us.us.prol.loopexit, label %B212.us.us.us.prol, !llvm.loop !18

B212.us.us.us.prol.loopexit:                      ; preds = %B212.us.us.us.prol, %B212.us.us.us.preheader
  %.612372374.us.us.us.unr = phi i64 [ %.612372374.us.us.us.ph, %B212.us.us.us.preheader ], [ %.619.us.us.us.prol, %B212.us.us.us.prol ]
  %32 = icmp ult i64 %28, 3
  br i1 %32, label %B210.B168.loopexit_crit_edge.us.us.us, label %B212.us.us.us.preheader395

B212.us.us.us.preheader395:                       ; preds = %B212.us.us.us.prol.loopexit
  br label %B212.us.us.us

B212.us.us.us:                                    ; preds = %B212.us.us.us.preheader395, %B212.us.us.us
  %.612372374.us.us.us = phi i64 [ %.619.us.us.us.3, %B212.us.us.us ], [ %.612372374.us.us.us.unr, %B212.us.us.us.preheader395 ]
  %33 = shl i64 %.612372374.us.us.us, 3
  %scevgep667 = getelementptr i8, ptr %lsr.iv649, i64 %33
  %scevgep668 = getelementptr i8, ptr %scevgep667, i64 -16
  %.696.us.us.us = load double, ptr %scevgep668, align 8
  %scevgep674 = getelementptr i8, ptr %scevgep667, i64 -24
  %.752.us.us.us = load double, ptr %scevgep674, align 8
  %.810.us.us.us = fmul double %.696.us.us.us, 2.000000e+00
  %.811.us.us.us = fsub double %.752.us.us.us, %.810.us.us.us
  %34 = shl i64 %.612372374.us.us.us, 3
  %scevgep679 = getelementptr i8, ptr %lsr.iv649, i64 %34
  %scevgep680 = getelementptr i8, ptr %scevgep679, i64 -8
  %.865.us.us.us = load double, ptr %scevgep680, align 8
  %.868.us.us.us = fadd double %.811.us.us.us, %.865.us.us.us
  %.931.le.us.us.us = tail call double @llvm.sin.f64(double %.696.us.us.us)
  %.936.us.us.us = fadd double %.931.le.us.us.us, %.868.us.us.us
  %.938.us.us.us = fmul double %arg.h, %.936.us.us.us
  %.939.us.us.us = fadd double %.696.us.us.us, %.938.us.us.us
  %35 = shl i64 %.612372374.us.us.us, 3
  %scevgep685 = getelementptr i8, ptr %lsr.iv657, i64 %35
  store double %.939.us.us.us, ptr %scevgep685, align 8
  %36 = shl i64 %.612372374.us.us.us, 3
  %scevgep669 = getelementptr i8, ptr %lsr.iv649, i64 %36
  %scevgep670 = getelementptr i8, ptr %scevgep669, i64 -8
  %.696.us.us.us.1343 = load double, ptr %scevgep670, align 8
  %scevgep675 = getelementptr i8, ptr %scevgep669, i64 -16
  %.752.us.us.us.1344 = load double, ptr %scevgep675, align 8
  %.810.us.us.us.1345 = fmul double %.696.us.us.us.1343, 2.000000e+00
  %.811.us.us.us.1346 = fsub double %.752.us.us.us.1344, %.810.us.us.us.1345
  %37 = shl i64 %.612372374.us.us.us, 3
  %scevgep673 = getelementptr i8, ptr %lsr.iv649, i64 %37
  %.865.us.us.us.1347 = load double, ptr %scevgep673, align 8
  %.868.us.us.us.1348 = fadd double %.811.us.us.us.1346, %.865.us.us.us.1347
  %.931.le.us.us.us.1349 = tail call double @llvm.sin.f64(double %.696.us.us.us.1343)
  %.936.us.us.us.1350 = fadd double %.931.le.us.us.us.1349, %.868.us.us.us.1348
  %.938.us.us.us.1351 = fmul double %arg.h, %.936.us.us.us.1350
  %.939.us.us.us.1352 = fadd double %.696.us.us.us.1343, %.938.us.us.us.1351
  %38 = shl i64 %.612372374.us.us.us, 3
  %scevgep686 = getelementptr i8, ptr %lsr.iv657, i64 %38
  %scevgep687 = getelementptr i8, ptr %scevgep686, i64 8
  store double %.939.us.us.us.1352, ptr %scevgep687, align 8
  %39 = shl i64 %.612372374.us.us.us, 3
  %scevgep666 = getelementptr i8, ptr %lsr.iv649, i64 %39
  %.696.us.us.us.2359 = load double, ptr %scevgep666, align 8
  %scevgep678 = getelementptr i8, ptr %scevgep666, i64 -8
  %.752.us.us.us.2360 = load double, ptr %scevgep678, align 8
  %.810.us.us.us.2361 = fmul double %.696.us.us.us.2359, 2.000000e+00
  %.811.us.us.us.2362 = fsub double %.752.us.us.us.2360, %.810.us.us.us.2361
  %40 = shl i64 %.612372374.us.us.us, 3
  %scevgep681 = getelementptr i8, ptr %lsr.iv649, i64 %40
  %scevgep682 = getelementptr i8, ptr %scevgep681, i64 8
  %.865.us.us.us.2363 = load double, ptr %scevgep682, align 8
  %.868.us.us.us.2364 = fadd double %.811.us.us.us.2362, %.865.us.us.us.2363
  %.931.le.us.us.us.2365 = tail call double @llvm.sin.f64(double %.696.us.us.us.2359)
  %.936.us.us.us.2366 = fadd double %.931.le.us.us.us.2365, %.868.us.us.us.2364
  %.938.us.us.us.2367 = fmul double %arg.h, %.936.us.us.us.2366
  %.939.us.us.us.2368 = fadd double %.696.us.us.us.2359, %.938.us.us.us.2367
  %41 = shl i64 %.612372374.us.us.us, 3
  %scevgep683 = getelementptr i8, ptr %lsr.iv657, i64 %41
  %scevgep684 = getelementptr i8, ptr %scevgep683, i64 16
  store double %.939.us.us.us.2368, ptr %scevgep684, align 8
  %.619.us.us.us.3 = add i64 %.612372374.us.us.us, 4
  %42 = shl i64 %.612372374.us.us.us, 3
  %scevgep671 = getelementptr i8, ptr %lsr.iv649, i64 %42
  %scevgep672 = getelementptr i8, ptr %scevgep671, i64 8
  %.696.us.us.us.3 = load double, ptr %scevgep672, align 8
  %.752.us.us.us.3 = load double, ptr %scevgep671, align 8
  %.810.us.us.us.3 = fmul double %.696.us.us.us.3, 2.000000e+00
  %.811.us.us.us.3 = fsub double %.752.us.us.us.3, %.810.us.us.us.3
  %43 = shl i64 %.612372374.us.us.us, 3
  %scevgep676 = getelementptr i8, ptr %lsr.iv649, i64 %43
  %scevgep677 = getelementptr i8, ptr %scevgep676, i64 16
  %.865.us.us.us.3 = load double, ptr %scevgep677, align 8
  %.868.us.us.us.3 = fadd double %.811.us.us.us.3, %.865.us.us.us.3
  %.931.le.us.us.us.3 = tail call double @llvm.sin.f64(double %.696.us.us.us.3)
  %.936.us.us.us.3 = fadd double %.931.le.us.us.us.3, %.868.us.us.us.3
  %.938.us.us.us.3 = fmul double %arg.h, %.936.us.us.us.3
  %.939.us.us.us.3 = fadd double %.696.us.us.us.3, %.938.us.us.us.3
  %44 = shl i64 %.612372374.us.us.us, 3
  %scevgep688 = getelementptr i8, ptr %lsr.iv657, i64 %44
  %scevgep689 = getelementptr i8, ptr %scevgep688, i64 24
  store double %.939.us.us.us.3, ptr %scevgep689, align 8
  %exitcond.not.3 = icmp eq i64 %10, %.619.us.us.us.3
  br i1 %exitcond.not.3, label %B210.B168.loopexit_crit_edge.us.us.us, label %B212.us.us.us, !llvm.loop !20

B210.B168.loopexit_crit_edge.us.us.us:            ; preds = %B212.us.us.us, %B212.us.us.us.prol.loopexit, %middle.block208
  %.497.us.us.us = add nuw nsw i64 %.490379385.us.us.us, 1
  %scevgep646 = getelementptr i8, ptr %lsr.iv645, i64 %13
  %scevgep650 = getelementptr i8, ptr %lsr.iv649, i64 %13
  %scevgep658 = getelementptr i8, ptr %lsr.iv657, i64 %13
  %scevgep661 = getelementptr i8, ptr %lsr.iv660, i64 %13
  %exitcond565.not = icmp eq i64 %arg.u0.5.0.fr, %.497.us.us.us
  br i1 %exitcond565.not, label %B168.B396_crit_edge.split.us.us.us, label %B170.endif.us.us.us

B168.B396_crit_edge.split.us.us.us:               ; preds = %B210.B168.loopexit_crit_edge.us.us.us
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  %.7.i.i38 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !21
  %.8.i.i39 = icmp eq ptr %.7.i.i38, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i30)
  br i1 %.8.i.i39, label %B96.endif.if.if, label %B96.endif.endif.endif.us.us.1, !prof !0

B96.endif.endif.endif.us.us.1:                    ; preds = %B168.B396_crit_edge.split.us.us.us
  %.5.i44 = getelementptr i8, ptr %.7.i.i38, i64 24
  %.6.i45 = load ptr, ptr %.5.i44, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i45, ptr nonnull align 1 %.6.i23, i64 %.105.reass, i1 false)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %scevgep212 = getelementptr i8, ptr %.6.i23, i64 8
  %45 = add nuw i64 %arg.u0.5.0.fr, %const690
  %46 = mul i64 %arg.u0.5.1.fr, %45
  %47 = add i64 %46, %..563
  %48 = shl i64 %47, 3
  %49 = getelementptr i8, ptr %.6.i23, i64 %48
  %scevgep213 = getelementptr i8, ptr %49, i64 8
  %50 = getelementptr i8, ptr %.6.i45, i64 %48
  %scevgep214 = getelementptr i8, ptr %50, i64 16
  %51 = add nuw i64 %..563, 1
  %bound0215 = icmp ult ptr %scevgep212, %scevgep214
  %bound1216 = icmp ult ptr %.6.i45, %scevgep213
  %found.conflict217 = and i1 %bound0215, %bound1216
  %.mask331 = and i64 %arg.u0.5.1.fr, %const
  %stride.check218 = icmp ne i64 %.mask331, 0
  %52 = or i1 %found.conflict217, %stride.check218
  %const_mat698 = add i64 %const696, 24
  %n.vec224 = and i64 %..563, %const_mat698
  %53 = or disjoint i64 %n.vec224, 1
  %broadcast.splatinsert225 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat226 = shufflevector <8 x double> %broadcast.splatinsert225, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep598 = getelementptr i8, ptr %.6.i23, i64 8
  %54 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep602 = getelementptr i8, ptr %.6.i45, i64 16
  br label %B170.endif.us.us.us.1

B170.endif.us.us.us.1:                            ; preds = %B210.B168.loopexit_crit_edge.us.us.us.1, %B96.endif.endif.endif.us.us.1
  %lsr.iv614 = phi ptr [ %scevgep615, %B210.B168.loopexit_crit_edge.us.us.us.1 ], [ %.6.i45, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv611 = phi ptr [ %scevgep612, %B210.B168.loopexit_crit_edge.us.us.us.1 ], [ %.6.i23, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv603 = phi ptr [ %scevgep604, %B210.B168.loopexit_crit_edge.us.us.us.1 ], [ %scevgep602, %B96.endif.endif.endif.us.us.1 ]
  %lsr.iv599 = phi ptr [ %scevgep600, %B210.B168.loopexit_crit_edge.us.us.us.1 ], [ %scevgep598, %B96.endif.endif.endif.us.us.1 ]
  %.490379385.us.us.us.1 = phi i64 [ 0, %B96.endif.endif.endif.us.us.1 ], [ %.497.us.us.us.1, %B210.B168.loopexit_crit_edge.us.us.us.1 ]
  %55 = icmp slt i64 %.563, 8
  %brmerge386 = select i1 %55, i1 true, i1 %52
  br i1 %brmerge386, label %B212.us.us.us.1.preheader, label %vector.body227.preheader

vector.body227.preheader:                         ; preds = %B170.endif.us.us.us.1
  br label %vector.body227

vector.body227:                                   ; preds = %vector.body227.preheader, %vector.body227
  %index228 = phi i64 [ %index.next233, %vector.body227 ], [ 0, %vector.body227.preheader ]
  %56 = shl i64 %index228, 3
  %scevgep605 = getelementptr i8, ptr %lsr.iv603, i64 %56
  %scevgep606 = getelementptr i8, ptr %scevgep605, i64 -8
  %wide.load230 = load <8 x double>, ptr %scevgep606, align 8, !alias.scope !28
  %scevgep608 = getelementptr i8, ptr %scevgep605, i64 -16
  %wide.load231 = load <8 x double>, ptr %scevgep608, align 8, !alias.scope !28
  %57 = fmul <8 x double> %wide.load230, splat (double 2.000000e+00)
  %58 = fsub <8 x double> %wide.load231, %57
  %59 = shl i64 %index228, 3
  %scevgep607 = getelementptr i8, ptr %lsr.iv603, i64 %59
  %wide.load232 = load <8 x double>, ptr %scevgep607, align 8, !alias.scope !28
  %60 = fadd <8 x double> %58, %wide.load232
  %61 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load230)
  %62 = fadd <8 x double> %61, %60
  %63 = fmul <8 x double> %broadcast.splat226, %62
  %64 = fadd <8 x double> %wide.load230, %63
  %65 = shl i64 %index228, 3
  %scevgep601 = getelementptr i8, ptr %lsr.iv599, i64 %65
  store <8 x double> %64, ptr %scevgep601, align 8, !alias.scope !31, !noalias !28
  %index.next233 = add nuw i64 %index228, 8
  %66 = icmp eq i64 %n.vec224, %index.next233
  br i1 %66, label %middle.block234, label %vector.body227, !llvm.loop !33

middle.block234:                                  ; preds = %vector.body227
  %67 = icmp eq i64 %.563, %n.vec224
  br i1 %67, label %B210.B168.loopexit_crit_edge.us.us.us.1, label %B212.us.us.us.1.preheader

B212.us.us.us.1.preheader:                        ; preds = %B170.endif.us.us.us.1, %middle.block234
  %.612372374.us.us.us.1.ph = phi i64 [ %53, %middle.block234 ], [ 1, %B170.endif.us.us.us.1 ]
  %68 = sub i64 %51, %.612372374.us.us.us.1.ph
  %69 = sub i64 %..563, %.612372374.us.us.us.1.ph
  %xtraiter371 = and i64 %68, 3
  %lcmp.mod372.not = icmp eq i64 %xtraiter371, 0
  br i1 %lcmp.mod372.not, label %B212.us.us.us.1.prol.loopexit, label %B212.us.us.us.1.prol.preheader

B212.us.us.us.1.prol.preheader:                   ; preds = %B212.us.us.us.1.preheader
  br label %B212.us.us.us.1.prol

B212.us.us.us.1.prol:                             ; preds = %B212.us.us.us.1.prol.preheader, %B212.us.us.us.1.prol
  %lsr.iv609 = phi i64 [ %xtraiter371, %B212.us.us.us.1.prol.preheader ], [ %lsr.iv.next610, %B212.us.us.us.1.prol ]
  %.612372374.us.us.us.1.prol = phi i64 [ %.619.us.us.us.1.prol, %B212.us.us.us.1.prol ], [ %.612372374.us.us.us.1.ph, %B212.us.us.us.1.prol.preheader ]
  %.619.us.us.us.1.prol = add nuw i64 %.612372374.us.us.us.1.prol, 1
  %70 = shl i64 %.612372374.us.us.us.1.prol, 3
  %scevgep616 = getelementptr i8, ptr %lsr.iv614, i64 %70
  %.696.us.us.us.1.prol = load double, ptr %scevgep616, align 8
  %scevgep619 = getelementptr i8, ptr %scevgep616, i64 -8
  %.752.us.us.us.1.prol = load double, ptr %scevgep619, align 8
  %.810.us.us.us.1.prol = fmul double %.696.us.us.us.1.prol, 2.000000e+00
  %.811.us.us.us.1.prol = fsub double %.752.us.us.us.1.prol, %.810.us.us.us.1.prol
  %71 = shl i64 %.612372374.us.us.us.1.prol, 3
  %scevgep617 = getelementptr i8, ptr %lsr.iv614, i64 %71
  %scevgep618 = getelementptr i8, ptr %scevgep617, i64 8
  %.865.us.us.us.1.prol = load double, ptr %scevgep618, align 8
  %.868.us.us.us.1.prol = fadd double %.811.us.us.us.1.prol, %.865.us.us.us.1.prol
  %.931.le.us.us.us.1.prol = tail call double @llvm.sin.f64(double %.696.us.us.us.1.prol)
  %.936.us.us.us.1.prol = fadd double %.931.le.us.us.us.1.prol, %.868.us.us.us.1.prol
  %.938.us.us.us.1.prol = fmul double %arg.h, %.936.us.us.us.1.prol
  %.939.us.us.us.1.prol = fadd double %.696.us.us.us.1.prol, %.938.us.us.us.1.prol
  %72 = shl i64 %.612372374.us.us.us.1.prol, 3
  %scevgep613 = getelementptr i8, ptr %lsr.iv611, i64 %72
  store double %.939.us.us.us.1.prol, ptr %scevgep613, align 8
  %lsr.iv.next610 = add nsw i64 %lsr.iv609, -1
  %prol.iter373.cmp.not = icmp eq i64 %lsr.iv.next610, 0
  br i1 %prol.iter373.cmp.not, label %B212.us.us.us.1.prol.loopexit, label %B212.us.us.us.1.prol, !llvm.loop !34

B212.us.us.us.1.prol.loopexit:                    ; preds = %B212.us.us.us.1.prol, %B212.us.us.us.1.preheader
  %.612372374.us.us.us.1.unr = phi i64 [ %.612372374.us.us.us.1.ph, %B212.us.us.us.1.preheader ], [ %.619.us.us.us.1.prol, %B212.us.us.us.1.prol ]
  %73 = icmp ult i64 %69, 3
  br i1 %73, label %B210.B168.loopexit_crit_edge.us.us.us.1, label %B212.us.us.us.1.preheader394

B212.us.us.us.1.preheader394:                     ; preds = %B212.us.us.us.1.prol.loopexit
  br label %B212.us.us.us.1

B212.us.us.us.1:                                  ; preds = %B212.us.us.us.1.preheader394, %B212.us.us.us.1
  %.612372374.us.us.us.1 = phi i64 [ %.619.us.us.us.1.3, %B212.us.us.us.1 ], [ %.612372374.us.us.us.1.unr, %B212.us.us.us.1.preheader394 ]
  %74 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep621 = getelementptr i8, ptr %lsr.iv603, i64 %74
  %scevgep622 = getelementptr i8, ptr %scevgep621, i64 -16
  %.696.us.us.us.1 = load double, ptr %scevgep622, align 8
  %scevgep628 = getelementptr i8, ptr %scevgep621, i64 -24
  %.752.us.us.us.1 = load double, ptr %scevgep628, align 8
  %.810.us.us.us.1 = fmul double %.696.us.us.us.1, 2.000000e+00
  %.811.us.us.us.1 = fsub double %.752.us.us.us.1, %.810.us.us.us.1
  %75 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep633 = getelementptr i8, ptr %lsr.iv603, i64 %75
  %scevgep634 = getelementptr i8, ptr %scevgep633, i64 -8
  %.865.us.us.us.1 = load double, ptr %scevgep634, align 8
  %.868.us.us.us.1 = fadd double %.811.us.us.us.1, %.865.us.us.us.1
  %.931.le.us.us.us.1 = tail call double @llvm.sin.f64(double %.696.us.us.us.1)
  %.936.us.us.us.1 = fadd double %.931.le.us.us.us.1, %.868.us.us.us.1
  %.938.us.us.us.1 = fmul double %arg.h, %.936.us.us.us.1
  %.939.us.us.us.1 = fadd double %.696.us.us.us.1, %.938.us.us.us.1
  %76 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep639 = getelementptr i8, ptr %lsr.iv611, i64 %76
  store double %.939.us.us.us.1, ptr %scevgep639, align 8
  %77 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep623 = getelementptr i8, ptr %lsr.iv603, i64 %77
  %scevgep624 = getelementptr i8, ptr %scevgep623, i64 -8
  %.696.us.us.us.1.1 = load double, ptr %scevgep624, align 8
  %scevgep629 = getelementptr i8, ptr %scevgep623, i64 -16
  %.752.us.us.us.1.1 = load double, ptr %scevgep629, align 8
  %.810.us.us.us.1.1 = fmul double %.696.us.us.us.1.1, 2.000000e+00
  %.811.us.us.us.1.1 = fsub double %.752.us.us.us.1.1, %.810.us.us.us.1.1
  %78 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep627 = getelementptr i8, ptr %lsr.iv603, i64 %78
  %.865.us.us.us.1.1 = load double, ptr %scevgep627, align 8
  %.868.us.us.us.1.1 = fadd double %.811.us.us.us.1.1, %.865.us.us.us.1.1
  %.931.le.us.us.us.1.1 = tail call double @llvm.sin.f64(double %.696.us.us.us.1.1)
  %.936.us.us.us.1.1 = fadd double %.931.le.us.us.us.1.1, %.868.us.us.us.1.1
  %.938.us.us.us.1.1 = fmul double %arg.h, %.936.us.us.us.1.1
  %.939.us.us.us.1.1 = fadd double %.696.us.us.us.1.1, %.938.us.us.us.1.1
  %79 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep640 = getelementptr i8, ptr %lsr.iv611, i64 %79
  %scevgep641 = getelementptr i8, ptr %scevgep640, i64 8
  store double %.939.us.us.us.1.1, ptr %scevgep641, align 8
  %80 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep620 = getelementptr i8, ptr %lsr.iv603, i64 %80
  %.696.us.us.us.1.2 = load double, ptr %scevgep620, align 8
  %scevgep632 = getelementptr i8, ptr %scevgep620, i64 -8
  %.752.us.us.us.1.2 = load double, ptr %scevgep632, align 8
  %.810.us.us.us.1.2 = fmul double %.696.us.us.us.1.2, 2.000000e+00
  %.811.us.us.us.1.2 = fsub double %.752.us.us.us.1.2, %.810.us.us.us.1.2
  %81 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep635 = getelementptr i8, ptr %lsr.iv603, i64 %81
  %scevgep636 = getelementptr i8, ptr %scevgep635, i64 8
  %.865.us.us.us.1.2 = load double, ptr %scevgep636, align 8
  %.868.us.us.us.1.2 = fadd double %.811.us.us.us.1.2, %.865.us.us.us.1.2
  %.931.le.us.us.us.1.2 = tail call double @llvm.sin.f64(double %.696.us.us.us.1.2)
  %.936.us.us.us.1.2 = fadd double %.931.le.us.us.us.1.2, %.868.us.us.us.1.2
  %.938.us.us.us.1.2 = fmul double %arg.h, %.936.us.us.us.1.2
  %.939.us.us.us.1.2 = fadd double %.696.us.us.us.1.2, %.938.us.us.us.1.2
  %82 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep637 = getelementptr i8, ptr %lsr.iv611, i64 %82
  %scevgep638 = getelementptr i8, ptr %scevgep637, i64 16
  store double %.939.us.us.us.1.2, ptr %scevgep638, align 8
  %.619.us.us.us.1.3 = add i64 %.612372374.us.us.us.1, 4
  %83 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep625 = getelementptr i8, ptr %lsr.iv603, i64 %83
  %scevgep626 = getelementptr i8, ptr %scevgep625, i64 8
  %.696.us.us.us.1.3 = load double, ptr %scevgep626, align 8
  %.752.us.us.us.1.3 = load double, ptr %scevgep625, align 8
  %.810.us.us.us.1.3 = fmul double %.696.us.us.us.1.3, 2.000000e+00
  %.811.us.us.us.1.3 = fsub double %.752.us.us.us.1.3, %.810.us.us.us.1.3
  %84 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep630 = getelementptr i8, ptr %lsr.iv603, i64 %84
  %scevgep631 = getelementptr i8, ptr %scevgep630, i64 16
  %.865.us.us.us.1.3 = load double, ptr %scevgep631, align 8
  %.868.us.us.us.1.3 = fadd double %.811.us.us.us.1.3, %.865.us.us.us.1.3
  %.931.le.us.us.us.1.3 = tail call double @llvm.sin.f64(double %.696.us.us.us.1.3)
  %.936.us.us.us.1.3 = fadd double %.931.le.us.us.us.1.3, %.868.us.us.us.1.3
  %.938.us.us.us.1.3 = fmul double %arg.h, %.936.us.us.us.1.3
  %.939.us.us.us.1.3 = fadd double %.696.us.us.us.1.3, %.938.us.us.us.1.3
  %85 = shl i64 %.612372374.us.us.us.1, 3
  %scevgep642 = getelementptr i8, ptr %lsr.iv611, i64 %85
  %scevgep643 = getelementptr i8, ptr %scevgep642, i64 24
  store double %.939.us.us.us.1.3, ptr %scevgep643, align 8
  %exitcond.1.not.3 = icmp eq i64 %51, %.619.us.us.us.1.3
  br i1 %exitcond.1.not.3, label %B210.B168.loopexit_crit_edge.us.us.us.1, label %B212.us.us.us.1, !llvm.loop !35

B210.B168.loopexit_crit_edge.us.us.us.1:          ; preds = %B212.us.us.us.1, %B212.us.us.us.1.prol.loopexit, %middle.block234
  %.497.us.us.us.1 = add nuw nsw i64 %.490379385.us.us.us.1, 1
  %scevgep600 = getelementptr i8, ptr %lsr.iv599, i64 %54
  %scevgep604 = getelementptr i8, ptr %lsr.iv603, i64 %54
  %scevgep612 = getelementptr i8, ptr %lsr.iv611, i64 %54
  %scevgep615 = getelementptr i8, ptr %lsr.iv614, i64 %54
  %exitcond565.1.not = icmp eq i64 %arg.u0.5.0.fr, %.497.us.us.us.1
  br i1 %exitcond565.1.not, label %B168.B396_crit_edge.split.us.us.us.1, label %B170.endif.us.us.us.1

B168.B396_crit_edge.split.us.us.us.1:             ; preds = %B210.B168.loopexit_crit_edge.us.us.us.1
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  %.7.i.i46 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !36
  %.8.i.i47 = icmp eq ptr %.7.i.i46, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i38)
  br i1 %.8.i.i47, label %B96.endif.if.if, label %B96.endif.endif.endif.us.us.2, !prof !0

B96.endif.endif.endif.us.us.2:                    ; preds = %B168.B396_crit_edge.split.us.us.us.1
  %.5.i52 = getelementptr i8, ptr %.7.i.i46, i64 24
  %.6.i53 = load ptr, ptr %.5.i52, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i53, ptr nonnull align 1 %.6.i23, i64 %.105.reass, i1 false)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %scevgep238 = getelementptr i8, ptr %.6.i23, i64 8
  %86 = add nuw i64 %arg.u0.5.0.fr, %const690
  %87 = mul i64 %arg.u0.5.1.fr, %86
  %88 = add i64 %87, %..563
  %89 = shl i64 %88, 3
  %90 = getelementptr i8, ptr %.6.i23, i64 %89
  %scevgep239 = getelementptr i8, ptr %90, i64 8
  %91 = getelementptr i8, ptr %.6.i53, i64 %89
  %scevgep240 = getelementptr i8, ptr %91, i64 16
  %92 = add nuw i64 %..563, 1
  %bound0241 = icmp ult ptr %scevgep238, %scevgep240
  %bound1242 = icmp ult ptr %.6.i53, %scevgep239
  %found.conflict243 = and i1 %bound0241, %bound1242
  %.mask332 = and i64 %arg.u0.5.1.fr, %const
  %stride.check244 = icmp ne i64 %.mask332, 0
  %93 = or i1 %found.conflict243, %stride.check244
  %const_mat699 = add i64 %const696, 24
  %n.vec250 = and i64 %..563, %const_mat699
  %94 = or disjoint i64 %n.vec250, 1
  %broadcast.splatinsert251 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat252 = shufflevector <8 x double> %broadcast.splatinsert251, <8 x double> poison, <8 x i32> zeroinitializer
  %scevgep552 = getelementptr i8, ptr %.6.i23, i64 8
  %95 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep556 = getelementptr i8, ptr %.6.i53, i64 16
  br label %B170.endif.us.us.us.2

B170.endif.us.us.us.2:                            ; preds = %B210.B168.loopexit_crit_edge.us.us.us.2, %B96.endif.endif.endif.us.us.2
  %lsr.iv568 = phi ptr [ %scevgep569, %B210.B168.loopexit_crit_edge.us.us.us.2 ], [ %.6.i53, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv565 = phi ptr [ %scevgep566, %B210.B168.loopexit_crit_edge.us.us.us.2 ], [ %.6.i23, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv557 = phi ptr [ %scevgep558, %B210.B168.loopexit_crit_edge.us.us.us.2 ], [ %scevgep556, %B96.endif.endif.endif.us.us.2 ]
  %lsr.iv553 = phi ptr [ %scevgep554, %B210.B168.loopexit_crit_edge.us.us.us.2 ], [ %scevgep552, %B96.endif.endif.endif.us.us.2 ]
  %.490379385.us.us.us.2 = phi i64 [ 0, %B96.endif.endif.endif.us.us.2 ], [ %.497.us.us.us.2, %B210.B168.loopexit_crit_edge.us.us.us.2 ]
  %96 = icmp slt i64 %.563, 8
  %brmerge387 = select i1 %96, i1 true, i1 %93
  br i1 %brmerge387, label %B212.us.us.us.2.preheader, label %vector.body253.preheader

vector.body253.preheader:                         ; preds = %B170.endif.us.us.us.2
  br label %vector.body253

vector.body253:                                   ; preds = %vector.body253.preheader, %vector.body253
  %index254 = phi i64 [ %index.next259, %vector.body253 ], [ 0, %vector.body253.preheader ]
  %97 = shl i64 %index254, 3
  %scevgep559 = getelementptr i8, ptr %lsr.iv557, i64 %97
  %scevgep560 = getelementptr i8, ptr %scevgep559, i64 -8
  %wide.load256 = load <8 x double>, ptr %scevgep560, align 8, !alias.scope !43
  %scevgep562 = getelementptr i8, ptr %scevgep559, i64 -16
  %wide.load257 = load <8 x double>, ptr %scevgep562, align 8, !alias.scope !43
  %98 = fmul <8 x double> %wide.load256, splat (double 2.000000e+00)
  %99 = fsub <8 x double> %wide.load257, %98
  %100 = shl i64 %index254, 3
  %scevgep561 = getelementptr i8, ptr %lsr.iv557, i64 %100
  %wide.load258 = load <8 x double>, ptr %scevgep561, align 8, !alias.scope !43
  %101 = fadd <8 x double> %99, %wide.load258
  %102 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load256)
  %103 = fadd <8 x double> %102, %101
  %104 = fmul <8 x double> %broadcast.splat252, %103
  %105 = fadd <8 x double> %wide.load256, %104
  %106 = shl i64 %index254, 3
  %scevgep555 = getelementptr i8, ptr %lsr.iv553, i64 %106
  store <8 x double> %105, ptr %scevgep555, align 8, !alias.scope !46, !noalias !43
  %index.next259 = add nuw i64 %index254, 8
  %107 = icmp eq i64 %n.vec250, %index.next259
  br i1 %107, label %middle.block260, label %vector.body253, !llvm.loop !48

middle.block260:                                  ; preds = %vector.body253
  %108 = icmp eq i64 %.563, %n.vec250
  br i1 %108, label %B210.B168.loopexit_crit_edge.us.us.us.2, label %B212.us.us.us.2.preheader

B212.us.us.us.2.preheader:                        ; preds = %B170.endif.us.us.us.2, %middle.block260
  %.612372374.us.us.us.2.ph = phi i64 [ %94, %middle.block260 ], [ 1, %B170.endif.us.us.us.2 ]
  %109 = sub i64 %92, %.612372374.us.us.us.2.ph
  %110 = sub i64 %..563, %.612372374.us.us.us.2.ph
  %xtraiter374 = and i64 %109, 3
  %lcmp.mod375.not = icmp eq i64 %xtraiter374, 0
  br i1 %lcmp.mod375.not, label %B212.us.us.us.2.prol.loopexit, label %B212.us.us.us.2.prol.preheader

B212.us.us.us.2.prol.preheader:                   ; preds = %B212.us.us.us.2.preheader
  br label %B212.us.us.us.2.prol

B212.us.us.us.2.prol:                             ; preds = %B212.us.us.us.2.prol.preheader, %B212.us.us.us.2.prol
  %lsr.iv563 = phi i64 [ %xtraiter374, %B212.us.us.us.2.prol.preheader ], [ %lsr.iv.next564, %B212.us.us.us.2.prol ]
  %.612372374.us.us.us.2.prol = phi i64 [ %.619.us.us.us.2.prol, %B212.us.us.us.2.prol ], [ %.612372374.us.us.us.2.ph, %B212.us.us.us.2.prol.preheader ]
  %.619.us.us.us.2.prol = add nuw i64 %.612372374.us.us.us.2.prol, 1
  %111 = shl i64 %.612372374.us.us.us.2.prol, 3
  %scevgep570 = getelementptr i8, ptr %lsr.iv568, i64 %111
  %.696.us.us.us.2.prol = load double, ptr %scevgep570, align 8
  %scevgep573 = getelementptr i8, ptr %scevgep570, i64 -8
  %.752.us.us.us.2.prol = load double, ptr %scevgep573, align 8
  %.810.us.us.us.2.prol = fmul double %.696.us.us.us.2.prol, 2.000000e+00
  %.811.us.us.us.2.prol = fsub double %.752.us.us.us.2.prol, %.810.us.us.us.2.prol
  %112 = shl i64 %.612372374.us.us.us.2.prol, 3
  %scevgep571 = getelementptr i8, ptr %lsr.iv568, i64 %112
  %scevgep572 = getelementptr i8, ptr %scevgep571, i64 8
  %.865.us.us.us.2.prol = load double, ptr %scevgep572, align 8
  %.868.us.us.us.2.prol = fadd double %.811.us.us.us.2.prol, %.865.us.us.us.2.prol
  %.931.le.us.us.us.2.prol = tail call double @llvm.sin.f64(double %.696.us.us.us.2.prol)
  %.936.us.us.us.2.prol = fadd double %.931.le.us.us.us.2.prol, %.868.us.us.us.2.prol
  %.938.us.us.us.2.prol = fmul double %arg.h, %.936.us.us.us.2.prol
  %.939.us.us.us.2.prol = fadd double %.696.us.us.us.2.prol, %.938.us.us.us.2.prol
  %113 = shl i64 %.612372374.us.us.us.2.prol, 3
  %scevgep567 = getelementptr i8, ptr %lsr.iv565, i64 %113
  store double %.939.us.us.us.2.prol, ptr %scevgep567, align 8
  %lsr.iv.next564 = add nsw i64 %lsr.iv563, -1
  %prol.iter376.cmp.not = icmp eq i64 %lsr.iv.next564, 0
  br i1 %prol.iter376.cmp.not, label %B212.us.us.us.2.prol.loopexit, label %B212.us.us.us.2.prol, !llvm.loop !49

B212.us.us.us.2.prol.loopexit:                    ; preds = %B212.us.us.us.2.prol, %B212.us.us.us.2.preheader
  %.612372374.us.us.us.2.unr = phi i64 [ %.612372374.us.us.us.2.ph, %B212.us.us.us.2.preheader ], [ %.619.us.us.us.2.prol, %B212.us.us.us.2.prol ]
  %114 = icmp ult i64 %110, 3
  br i1 %114, label %B210.B168.loopexit_crit_edge.us.us.us.2, label %B212.us.us.us.2.preheader393

B212.us.us.us.2.preheader393:                     ; preds = %B212.us.us.us.2.prol.loopexit
  br label %B212.us.us.us.2

B212.us.us.us.2:                                  ; preds = %B212.us.us.us.2.preheader393, %B212.us.us.us.2
  %.612372374.us.us.us.2 = phi i64 [ %.619.us.us.us.2.3, %B212.us.us.us.2 ], [ %.612372374.us.us.us.2.unr, %B212.us.us.us.2.preheader393 ]
  %115 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep575 = getelementptr i8, ptr %lsr.iv557, i64 %115
  %scevgep576 = getelementptr i8, ptr %scevgep575, i64 -16
  %.696.us.us.us.2 = load double, ptr %scevgep576, align 8
  %scevgep582 = getelementptr i8, ptr %scevgep575, i64 -24
  %.752.us.us.us.2 = load double, ptr %scevgep582, align 8
  %.810.us.us.us.2 = fmul double %.696.us.us.us.2, 2.000000e+00
  %.811.us.us.us.2 = fsub double %.752.us.us.us.2, %.810.us.us.us.2
  %116 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep587 = getelementptr i8, ptr %lsr.iv557, i64 %116
  %scevgep588 = getelementptr i8, ptr %scevgep587, i64 -8
  %.865.us.us.us.2 = load double, ptr %scevgep588, align 8
  %.868.us.us.us.2 = fadd double %.811.us.us.us.2, %.865.us.us.us.2
  %.931.le.us.us.us.2 = tail call double @llvm.sin.f64(double %.696.us.us.us.2)
  %.936.us.us.us.2 = fadd double %.931.le.us.us.us.2, %.868.us.us.us.2
  %.938.us.us.us.2 = fmul double %arg.h, %.936.us.us.us.2
  %.939.us.us.us.2 = fadd double %.696.us.us.us.2, %.938.us.us.us.2
  %117 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep593 = getelementptr i8, ptr %lsr.iv565, i64 %117
  store double %.939.us.us.us.2, ptr %scevgep593, align 8
  %118 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep577 = getelementptr i8, ptr %lsr.iv557, i64 %118
  %scevgep578 = getelementptr i8, ptr %scevgep577, i64 -8
  %.696.us.us.us.2.1 = load double, ptr %scevgep578, align 8
  %scevgep583 = getelementptr i8, ptr %scevgep577, i64 -16
  %.752.us.us.us.2.1 = load double, ptr %scevgep583, align 8
  %.810.us.us.us.2.1 = fmul double %.696.us.us.us.2.1, 2.000000e+00
  %.811.us.us.us.2.1 = fsub double %.752.us.us.us.2.1, %.810.us.us.us.2.1
  %119 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep581 = getelementptr i8, ptr %lsr.iv557, i64 %119
  %.865.us.us.us.2.1 = load double, ptr %scevgep581, align 8
  %.868.us.us.us.2.1 = fadd double %.811.us.us.us.2.1, %.865.us.us.us.2.1
  %.931.le.us.us.us.2.1 = tail call double @llvm.sin.f64(double %.696.us.us.us.2.1)
  %.936.us.us.us.2.1 = fadd double %.931.le.us.us.us.2.1, %.868.us.us.us.2.1
  %.938.us.us.us.2.1 = fmul double %arg.h, %.936.us.us.us.2.1
  %.939.us.us.us.2.1 = fadd double %.696.us.us.us.2.1, %.938.us.us.us.2.1
  %120 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep594 = getelementptr i8, ptr %lsr.iv565, i64 %120
  %scevgep595 = getelementptr i8, ptr %scevgep594, i64 8
  store double %.939.us.us.us.2.1, ptr %scevgep595, align 8
  %121 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep574 = getelementptr i8, ptr %lsr.iv557, i64 %121
  %.696.us.us.us.2.2 = load double, ptr %scevgep574, align 8
  %scevgep586 = getelementptr i8, ptr %scevgep574, i64 -8
  %.752.us.us.us.2.2 = load double, ptr %scevgep586, align 8
  %.810.us.us.us.2.2 = fmul double %.696.us.us.us.2.2, 2.000000e+00
  %.811.us.us.us.2.2 = fsub double %.752.us.us.us.2.2, %.810.us.us.us.2.2
  %122 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep589 = getelementptr i8, ptr %lsr.iv557, i64 %122
  %scevgep590 = getelementptr i8, ptr %scevgep589, i64 8
  %.865.us.us.us.2.2 = load double, ptr %scevgep590, align 8
  %.868.us.us.us.2.2 = fadd double %.811.us.us.us.2.2, %.865.us.us.us.2.2
  %.931.le.us.us.us.2.2 = tail call double @llvm.sin.f64(double %.696.us.us.us.2.2)
  %.936.us.us.us.2.2 = fadd double %.931.le.us.us.us.2.2, %.868.us.us.us.2.2
  %.938.us.us.us.2.2 = fmul double %arg.h, %.936.us.us.us.2.2
  %.939.us.us.us.2.2 = fadd double %.696.us.us.us.2.2, %.938.us.us.us.2.2
  %123 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep591 = getelementptr i8, ptr %lsr.iv565, i64 %123
  %scevgep592 = getelementptr i8, ptr %scevgep591, i64 16
  store double %.939.us.us.us.2.2, ptr %scevgep592, align 8
  %.619.us.us.us.2.3 = add i64 %.612372374.us.us.us.2, 4
  %124 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep579 = getelementptr i8, ptr %lsr.iv557, i64 %124
  %scevgep580 = getelementptr i8, ptr %scevgep579, i64 8
  %.696.us.us.us.2.3 = load double, ptr %scevgep580, align 8
  %.752.us.us.us.2.3 = load double, ptr %scevgep579, align 8
  %.810.us.us.us.2.3 = fmul double %.696.us.us.us.2.3, 2.000000e+00
  %.811.us.us.us.2.3 = fsub double %.752.us.us.us.2.3, %.810.us.us.us.2.3
  %125 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep584 = getelementptr i8, ptr %lsr.iv557, i64 %125
  %scevgep585 = getelementptr i8, ptr %scevgep584, i64 16
  %.865.us.us.us.2.3 = load double, ptr %scevgep585, align 8
  %.868.us.us.us.2.3 = fadd double %.811.us.us.us.2.3, %.865.us.us.us.2.3
  %.931.le.us.us.us.2.3 = tail call double @llvm.sin.f64(double %.696.us.us.us.2.3)
  %.936.us.us.us.2.3 = fadd double %.931.le.us.us.us.2.3, %.868.us.us.us.2.3
  %.938.us.us.us.2.3 = fmul double %arg.h, %.936.us.us.us.2.3
  %.939.us.us.us.2.3 = fadd double %.696.us.us.us.2.3, %.938.us.us.us.2.3
  %126 = shl i64 %.612372374.us.us.us.2, 3
  %scevgep596 = getelementptr i8, ptr %lsr.iv565, i64 %126
  %scevgep597 = getelementptr i8, ptr %scevgep596, i64 24
  store double %.939.us.us.us.2.3, ptr %scevgep597, align 8
  %exitcond.2.not.3 = icmp eq i64 %92, %.619.us.us.us.2.3
  br i1 %exitcond.2.not.3, label %B210.B168.loopexit_crit_edge.us.us.us.2, label %B212.us.us.us.2, !llvm.loop !50

B210.B168.loopexit_crit_edge.us.us.us.2:          ; preds = %B212.us.us.us.2, %B212.us.us.us.2.prol.loopexit, %middle.block260
  %.497.us.us.us.2 = add nuw nsw i64 %.490379385.us.us.us.2, 1
  %scevgep554 = getelementptr i8, ptr %lsr.iv553, i64 %95
  %scevgep558 = getelementptr i8, ptr %lsr.iv557, i64 %95
  %scevgep566 = getelementptr i8, ptr %lsr.iv565, i64 %95
  %scevgep569 = getelementptr i8, ptr %lsr.iv568, i64 %95
  %exitcond565.2.not = icmp eq i64 %arg.u0.5.0.fr, %.497.us.us.us.2
  br i1 %exitcond565.2.not, label %B128.i, label %B170.endif.us.us.us.2

B96.endif.endif.endif.us:                         ; preds = %_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj.exit35
  %.7.i.i56 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !51
  %.8.i.i57 = icmp eq ptr %.7.i.i56, null
  tail call void @NRT_decref(ptr nonnull %.7.i.i30)
  br i1 %.8.i.i57, label %B96.endif.if.if, label %B96.endif.endif.endif.us.1, !prof !0

B96.endif.endif.endif.us.1:                       ; preds = %B96.endif.endif.endif.us
  %.5.i62 = getelementptr i8, ptr %.7.i.i56, i64 24
  %.6.i63 = load ptr, ptr %.5.i62, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i63, ptr align 1 %.6.i23, i64 %.105.reass, i1 false)
  %.7.i.i64 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !58
  %.8.i.i65 = icmp eq ptr %.7.i.i64, null
  br i1 %.8.i.i65, label %B96.endif.if.if.sink.split, label %B398.sink.split, !prof !0

B96.endif.if.if.sink.split:                       ; preds = %B96.endif.endif.endif.us.1, %B96.endif.endif.endif.1, %B96.endif.endif.endif
  %.7.i.i72.sink178 = phi ptr [ %.7.i.i30, %B96.endif.endif.endif ], [ %.7.i.i72, %B96.endif.endif.endif.1 ], [ %.7.i.i56, %B96.endif.endif.endif.us.1 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i72.sink178)
  br label %B96.endif.if.if

B96.endif.if.if:                                  ; preds = %B96.endif.if.if.sink.split, %B96.endif.endif.endif.us, %B168.B396_crit_edge.split.us.us.us.1, %B168.B396_crit_edge.split.us.us.us, %B96.endif.lr.ph.split.us, %B96.endif.preheader
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B96.endif.endif.endif:                            ; preds = %B96.endif.preheader
  %.5.i70 = getelementptr i8, ptr %.7.i.i30, i64 24
  %.6.i71 = load ptr, ptr %.5.i70, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i71, ptr align 1 %.6.i23, i64 %.105.reass, i1 false)
  %.7.i.i72 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !65
  %.8.i.i73 = icmp eq ptr %.7.i.i72, null
  br i1 %.8.i.i73, label %B96.endif.if.if.sink.split, label %B96.endif.endif.endif.1, !prof !0

B96.endif.endif.endif.1:                          ; preds = %B96.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i30)
  %.5.i78 = getelementptr i8, ptr %.7.i.i72, i64 24
  %.6.i79 = load ptr, ptr %.5.i78, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i79, ptr align 1 %.6.i23, i64 %.105.reass, i1 false)
  %.7.i.i80 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !72
  %.8.i.i81 = icmp eq ptr %.7.i.i80, null
  br i1 %.8.i.i81, label %B96.endif.if.if.sink.split, label %B398.sink.split, !prof !0

B398.endif.endif.if:                              ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B398.endif.endif.endif:                           ; preds = %B128.i
  %.1101 = shl nsw i64 %.1096, 3
  %.7.i.i86 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.1101, i32 32), !noalias !79
  %.8.i.i87 = icmp eq ptr %.7.i.i86, null
  br i1 %.8.i.i87, label %B398.endif.endif.endif.if.if, label %B398.endif.endif.endif.endif, !prof !0

B398.endif.endif.endif.endif:                     ; preds = %B398.endif.endif.endif
  %.5.i92 = getelementptr i8, ptr %.7.i.i86, i64 24
  %.6.i93 = load ptr, ptr %.5.i92, align 8
  %.1181489 = icmp sgt i64 %arg.u0.5.0.fr, 0
  br i1 %.1181489, label %for.cond.2.preheader.lr.ph, label %for.end.1

for.cond.2.preheader.lr.ph:                       ; preds = %B398.endif.endif.endif.endif
  %.1184458 = icmp sgt i64 %arg.u0.5.1.fr, 0
  br i1 %.1184458, label %for.cond.2.preheader.lr.ph.split.us, label %for.end.1

for.cond.2.preheader.lr.ph.split.us:              ; preds = %for.cond.2.preheader.lr.ph
  %.1186.not = icmp eq i64 %arg.u0.5.0.fr, 1
  br i1 %.1186.not, label %for.cond.2.preheader.lr.ph.split.us.split, label %for.cond.2.preheader.lr.ph.split.us.split.us

for.cond.2.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.2.preheader.lr.ph.split.us
  %127 = icmp ugt i64 %arg.u0.5.1.fr, 1
  br i1 %127, label %for.cond.2.preheader.us.us.us.preheader, label %iter.check268

iter.check268:                                    ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %128 = ptrtoint ptr %.6.i93 to i64
  %129 = ptrtoint ptr %.6.i23 to i64
  %min.iters.check266 = icmp ult i64 %arg.u0.5.0.fr, 4
  %ident.check.not = icmp ne i64 %arg.u0.5.1.fr, 1
  %or.cond.not336 = or i1 %min.iters.check266, %ident.check.not
  %130 = sub i64 %128, %129
  %diff.check264 = icmp ult i64 %130, 256
  %or.cond333 = select i1 %or.cond.not336, i1 true, i1 %diff.check264
  br i1 %or.cond333, label %for.body.2.endif.endif.endif.us.us510.us.preheader, label %vector.main.loop.iter.check270

for.body.2.endif.endif.endif.us.us510.us.preheader: ; preds = %vec.epilog.middle.block294, %vec.epilog.iter.check285, %iter.check268
  %loop.index.1492.us.us.ph = phi i64 [ 0, %iter.check268 ], [ %n.vec273, %vec.epilog.iter.check285 ], [ %n.vec289, %vec.epilog.middle.block294 ]
  %131 = sub nsw i64 %arg.u0.5.0.fr, %loop.index.1492.us.us.ph
  %xtraiter377 = and i64 %131, 7
  %lcmp.mod378.not = icmp eq i64 %xtraiter377, 0
  br i1 %lcmp.mod378.not, label %for.body.2.endif.endif.endif.us.us510.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us510.us.prol.preheader

for.body.2.endif.endif.endif.us.us510.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us.us510.us.preheader
  %132 = mul i64 %arg.u0.5.1.fr, %loop.index.1492.us.us.ph
  %133 = shl i64 %132, 3
  %134 = shl i64 %arg.u0.5.1.fr, 3
  %135 = sub i64 0, %xtraiter377
  br label %for.body.2.endif.endif.endif.us.us510.us.prol

for.body.2.endif.endif.endif.us.us510.us.prol:    ; preds = %for.body.2.endif.endif.endif.us.us510.us.prol.preheader, %for.body.2.endif.endif.endif.us.us510.us.prol
  %lsr.iv530 = phi i64 [ %133, %for.body.2.endif.endif.endif.us.us510.us.prol.preheader ], [ %lsr.iv.next531, %for.body.2.endif.endif.endif.us.us510.us.prol ]
  %lsr.iv528 = phi i64 [ 0, %for.body.2.endif.endif.endif.us.us510.us.prol.preheader ], [ %lsr.iv.next529, %for.body.2.endif.endif.endif.us.us510.us.prol ]
  %scevgep533 = getelementptr i8, ptr %.6.i23, i64 %lsr.iv530
  %scevgep532 = getelementptr i8, ptr %.6.i93, i64 %lsr.iv530
  %.1202.us.us508.us.prol = load double, ptr %scevgep533, align 8
  %.5.i95.prol = fmul double %.1202.us.us508.us.prol, %.1202.us.us508.us.prol
  store double %.5.i95.prol, ptr %scevgep532, align 8
  %lsr.iv.next529 = add nsw i64 %lsr.iv528, -1
  %lsr.iv.next531 = add i64 %lsr.iv530, %134
  %prol.iter379.cmp.not = icmp eq i64 %135, %lsr.iv.next529
  br i1 %prol.iter379.cmp.not, label %for.body.2.endif.endif.endif.us.us510.us.prol.loopexit.loopexit, label %for.body.2.endif.endif.endif.us.us510.us.prol, !llvm.loop !86

for.body.2.endif.endif.endif.us.us510.us.prol.loopexit.loopexit: ; preds = %for.body.2.endif.endif.endif.us.us510.us.prol
  %136 = sub i64 %loop.index.1492.us.us.ph, %lsr.iv.next529
  br label %for.body.2.endif.endif.endif.us.us510.us.prol.loopexit

for.body.2.endif.endif.endif.us.us510.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us.us510.us.prol.loopexit.loopexit, %for.body.2.endif.endif.endif.us.us510.us.preheader
  %loop.index.1492.us.us.unr = phi i64 [ %loop.index.1492.us.us.ph, %for.body.2.endif.endif.endif.us.us510.us.preheader ], [ %136, %for.body.2.endif.endif.endif.us.us510.us.prol.loopexit.loopexit ]
  %137 = sub nsw i64 %loop.index.1492.us.us.ph, %arg.u0.5.0.fr
  %138 = icmp ugt i64 %137, -8
  br i1 %138, label %for.end.1, label %for.body.2.endif.endif.endif.us.us510.us.preheader391

for.body.2.endif.endif.endif.us.us510.us.preheader391: ; preds = %for.body.2.endif.endif.endif.us.us510.us.prol.loopexit
  %139 = sub i64 %arg.u0.5.0.fr, %loop.index.1492.us.us.unr
  %140 = mul i64 %arg.u0.5.1.fr, %loop.index.1492.us.us.unr
  %141 = shl i64 %140, 3
  %142 = shl i64 %arg.u0.5.1.fr, 6
  %143 = shl i64 %arg.u0.5.1.fr, 3
  br label %for.body.2.endif.endif.endif.us.us510.us

vector.main.loop.iter.check270:                   ; preds = %iter.check268
  %const691 = bitcast i64 9223372036854775776 to i64
  %min.iters.check269 = icmp ult i64 %arg.u0.5.0.fr, 32
  br i1 %min.iters.check269, label %vec.epilog.ph287, label %vector.ph271

vector.ph271:                                     ; preds = %vector.main.loop.iter.check270
  %n.vec273 = and i64 %arg.u0.5.0.fr, %const691
  br label %vector.body274

vector.body274:                                   ; preds = %vector.body274, %vector.ph271
  %index275 = phi i64 [ 0, %vector.ph271 ], [ %index.next280, %vector.body274 ]
  %sunkaddr = mul i64 %index275, 8
  %sunkaddr702 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr
  %wide.load276 = load <8 x double>, ptr %sunkaddr702, align 8
  %sunkaddr703 = mul i64 %index275, 8
  %sunkaddr704 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr703
  %sunkaddr705 = getelementptr i8, ptr %sunkaddr704, i64 64
  %wide.load277 = load <8 x double>, ptr %sunkaddr705, align 8
  %sunkaddr706 = mul i64 %index275, 8
  %sunkaddr707 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr706
  %sunkaddr708 = getelementptr i8, ptr %sunkaddr707, i64 128
  %wide.load278 = load <8 x double>, ptr %sunkaddr708, align 8
  %sunkaddr709 = mul i64 %index275, 8
  %sunkaddr710 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr709
  %sunkaddr711 = getelementptr i8, ptr %sunkaddr710, i64 192
  %wide.load279 = load <8 x double>, ptr %sunkaddr711, align 8
  %144 = fmul <8 x double> %wide.load276, %wide.load276
  %145 = fmul <8 x double> %wide.load277, %wide.load277
  %146 = fmul <8 x double> %wide.load278, %wide.load278
  %147 = fmul <8 x double> %wide.load279, %wide.load279
  %sunkaddr712 = mul i64 %index275, 8
  %sunkaddr713 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr712
  store <8 x double> %144, ptr %sunkaddr713, align 8
  %sunkaddr714 = mul i64 %index275, 8
  %sunkaddr715 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr714
  %sunkaddr716 = getelementptr i8, ptr %sunkaddr715, i64 64
  store <8 x double> %145, ptr %sunkaddr716, align 8
  %sunkaddr717 = mul i64 %index275, 8
  %sunkaddr718 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr717
  %sunkaddr719 = getelementptr i8, ptr %sunkaddr718, i64 128
  store <8 x double> %146, ptr %sunkaddr719, align 8
  %sunkaddr720 = mul i64 %index275, 8
  %sunkaddr721 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr720
  %sunkaddr722 = getelementptr i8, ptr %sunkaddr721, i64 192
  store <8 x double> %147, ptr %sunkaddr722, align 8
  %index.next280 = add nuw i64 %index275, 32
  %148 = icmp eq i64 %n.vec273, %index.next280
  br i1 %148, label %middle.block281, label %vector.body274, !llvm.loop !87

middle.block281:                                  ; preds = %vector.body274
  %cmp.n282 = icmp eq i64 %arg.u0.5.0.fr, %n.vec273
  br i1 %cmp.n282, label %for.end.1, label %vec.epilog.iter.check285

vec.epilog.iter.check285:                         ; preds = %middle.block281
  %149 = and i64 %arg.u0.5.0.fr, 28
  %min.epilog.iters.check286 = icmp eq i64 %149, 0
  br i1 %min.epilog.iters.check286, label %for.body.2.endif.endif.endif.us.us510.us.preheader, label %vec.epilog.ph287, !prof !88

vec.epilog.ph287:                                 ; preds = %vector.main.loop.iter.check270, %vec.epilog.iter.check285
  %vec.epilog.resume.val283 = phi i64 [ %n.vec273, %vec.epilog.iter.check285 ], [ 0, %vector.main.loop.iter.check270 ]
  %const_mat = add i64 %const691, 28
  %n.vec289 = and i64 %arg.u0.5.0.fr, %const_mat
  br label %vec.epilog.vector.body290

vec.epilog.vector.body290:                        ; preds = %vec.epilog.vector.body290, %vec.epilog.ph287
  %index291 = phi i64 [ %vec.epilog.resume.val283, %vec.epilog.ph287 ], [ %index.next293, %vec.epilog.vector.body290 ]
  %150 = shl i64 %index291, 3
  %scevgep535 = getelementptr i8, ptr %.6.i93, i64 %150
  %151 = shl i64 %index291, 3
  %scevgep534 = getelementptr i8, ptr %.6.i23, i64 %151
  %wide.load292 = load <4 x double>, ptr %scevgep534, align 8
  %152 = fmul <4 x double> %wide.load292, %wide.load292
  store <4 x double> %152, ptr %scevgep535, align 8
  %index.next293 = add nuw i64 %index291, 4
  %153 = icmp eq i64 %n.vec289, %index.next293
  br i1 %153, label %vec.epilog.middle.block294, label %vec.epilog.vector.body290, !llvm.loop !89

vec.epilog.middle.block294:                       ; preds = %vec.epilog.vector.body290
  %cmp.n295 = icmp eq i64 %arg.u0.5.0.fr, %n.vec289
  br i1 %cmp.n295, label %for.end.1, label %for.body.2.endif.endif.endif.us.us510.us.preheader

for.cond.2.preheader.us.us.us.preheader:          ; preds = %for.cond.2.preheader.lr.ph.split.us.split.us
  %154 = ptrtoint ptr %.6.i93 to i64
  %155 = ptrtoint ptr %.6.i23 to i64
  %const692 = bitcast i64 9223372036854775776 to i64
  %156 = sub i64 %154, %155
  %min.iters.check300 = icmp ult i64 %arg.u0.5.1.fr, 4
  %diff.check298 = icmp ult i64 %156, 256
  %or.cond334 = select i1 %min.iters.check300, i1 true, i1 %diff.check298
  %n.vec307 = and i64 %arg.u0.5.1.fr, %const692
  %const_mat693 = add i64 %const692, 28
  %n.vec323 = and i64 %arg.u0.5.1.fr, %const_mat693
  %scevgep448 = getelementptr i8, ptr %.6.i93, i64 192
  %157 = shl i64 %arg.u0.5.1.fr, 3
  %scevgep458 = getelementptr i8, ptr %.6.i23, i64 192
  br label %iter.check302

iter.check302:                                    ; preds = %for.cond.2.preheader.us.us.us.preheader, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us
  %lsr.iv471 = phi ptr [ %.6.i23, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep472, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv468 = phi ptr [ %.6.i93, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep469, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv459 = phi ptr [ %scevgep458, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep460, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv449 = phi ptr [ %scevgep448, %for.cond.2.preheader.us.us.us.preheader ], [ %scevgep450, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ]
  %loop.index.1492.us.us.us = phi i64 [ %.1236.us.us.us, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.2.preheader.us.us.us.preheader ]
  br i1 %or.cond334, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check304

vector.main.loop.iter.check304:                   ; preds = %iter.check302
  %158 = icmp ult i64 %arg.u0.5.1.fr, 32
  br i1 %158, label %vec.epilog.ph321, label %vector.body308.preheader

vector.body308.preheader:                         ; preds = %vector.main.loop.iter.check304
  br label %vector.body308

vector.body308:                                   ; preds = %vector.body308.preheader, %vector.body308
  %index309 = phi i64 [ %index.next314, %vector.body308 ], [ 0, %vector.body308.preheader ]
  %159 = shl i64 %index309, 3
  %scevgep466 = getelementptr i8, ptr %lsr.iv459, i64 %159
  %scevgep467 = getelementptr i8, ptr %scevgep466, i64 -192
  %160 = shl i64 %index309, 3
  %scevgep464 = getelementptr i8, ptr %lsr.iv459, i64 %160
  %scevgep465 = getelementptr i8, ptr %scevgep464, i64 -128
  %161 = shl i64 %index309, 3
  %scevgep462 = getelementptr i8, ptr %lsr.iv459, i64 %161
  %scevgep463 = getelementptr i8, ptr %scevgep462, i64 -64
  %162 = shl i64 %index309, 3
  %scevgep461 = getelementptr i8, ptr %lsr.iv459, i64 %162
  %wide.load310 = load <8 x double>, ptr %scevgep467, align 8
  %wide.load311 = load <8 x double>, ptr %scevgep465, align 8
  %wide.load312 = load <8 x double>, ptr %scevgep463, align 8
  %wide.load313 = load <8 x double>, ptr %scevgep461, align 8
  %163 = fmul <8 x double> %wide.load310, %wide.load310
  %164 = fmul <8 x double> %wide.load311, %wide.load311
  %165 = fmul <8 x double> %wide.load312, %wide.load312
  %166 = fmul <8 x double> %wide.load313, %wide.load313
  %167 = shl i64 %index309, 3
  %scevgep456 = getelementptr i8, ptr %lsr.iv449, i64 %167
  %scevgep457 = getelementptr i8, ptr %scevgep456, i64 -192
  %168 = shl i64 %index309, 3
  %scevgep454 = getelementptr i8, ptr %lsr.iv449, i64 %168
  %scevgep455 = getelementptr i8, ptr %scevgep454, i64 -128
  %169 = shl i64 %index309, 3
  %scevgep452 = getelementptr i8, ptr %lsr.iv449, i64 %169
  %scevgep453 = getelementptr i8, ptr %scevgep452, i64 -64
  %170 = shl i64 %index309, 3
  %scevgep451 = getelementptr i8, ptr %lsr.iv449, i64 %170
  store <8 x double> %163, ptr %scevgep457, align 8
  store <8 x double> %164, ptr %scevgep455, align 8
  store <8 x double> %165, ptr %scevgep453, align 8
  store <8 x double> %166, ptr %scevgep451, align 8
  %index.next314 = add nuw i64 %index309, 32
  %171 = icmp eq i64 %n.vec307, %index.next314
  br i1 %171, label %middle.block315, label %vector.body308, !llvm.loop !90

middle.block315:                                  ; preds = %vector.body308
  %172 = icmp eq i64 %arg.u0.5.1.fr, %n.vec307
  br i1 %172, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %vec.epilog.iter.check319

vec.epilog.iter.check319:                         ; preds = %middle.block315
  %173 = and i64 %arg.u0.5.1.fr, 28
  %174 = icmp eq i64 %173, 0
  br i1 %174, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph321, !prof !88

vec.epilog.ph321:                                 ; preds = %vector.main.loop.iter.check304, %vec.epilog.iter.check319
  %vec.epilog.resume.val317 = phi i64 [ %n.vec307, %vec.epilog.iter.check319 ], [ 0, %vector.main.loop.iter.check304 ]
  br label %vec.epilog.vector.body324

vec.epilog.vector.body324:                        ; preds = %vec.epilog.vector.body324, %vec.epilog.ph321
  %index325 = phi i64 [ %vec.epilog.resume.val317, %vec.epilog.ph321 ], [ %index.next327, %vec.epilog.vector.body324 ]
  %175 = shl i64 %index325, 3
  %scevgep473 = getelementptr i8, ptr %lsr.iv471, i64 %175
  %wide.load326 = load <4 x double>, ptr %scevgep473, align 8
  %176 = fmul <4 x double> %wide.load326, %wide.load326
  %177 = shl i64 %index325, 3
  %scevgep470 = getelementptr i8, ptr %lsr.iv468, i64 %177
  store <4 x double> %176, ptr %scevgep470, align 8
  %index.next327 = add nuw i64 %index325, 4
  %178 = icmp eq i64 %n.vec323, %index.next327
  br i1 %178, label %vec.epilog.middle.block328, label %vec.epilog.vector.body324, !llvm.loop !91

vec.epilog.middle.block328:                       ; preds = %vec.epilog.vector.body324
  %179 = icmp eq i64 %arg.u0.5.1.fr, %n.vec323
  br i1 %179, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader

for.body.2.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %iter.check302, %vec.epilog.iter.check319, %vec.epilog.middle.block328
  %loop.index.2461.us.us.us.us.us.ph = phi i64 [ 0, %iter.check302 ], [ %n.vec307, %vec.epilog.iter.check319 ], [ %n.vec323, %vec.epilog.middle.block328 ]
  %180 = sub nsw i64 %arg.u0.5.1.fr, %loop.index.2461.us.us.us.us.us.ph
  %xtraiter380 = and i64 %180, 7
  %lcmp.mod381.not = icmp eq i64 %xtraiter380, 0
  br i1 %lcmp.mod381.not, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.2.endif.endif.endif.us.us.us.us.us.prol

for.body.2.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.2.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv476 = phi i64 [ %xtraiter380, %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next477, %for.body.2.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.2461.us.us.us.us.us.prol = phi i64 [ %.1234.us.us.us.us.us.prol, %for.body.2.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.2461.us.us.us.us.us.ph, %for.body.2.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %181 = shl i64 %loop.index.2461.us.us.us.us.us.prol, 3
  %scevgep475 = getelementptr i8, ptr %lsr.iv471, i64 %181
  %.1202.us.us.us.us.us.prol = load double, ptr %scevgep475, align 8
  %.5.i94.prol = fmul double %.1202.us.us.us.us.us.prol, %.1202.us.us.us.us.us.prol
  %182 = shl i64 %loop.index.2461.us.us.us.us.us.prol, 3
  %scevgep474 = getelementptr i8, ptr %lsr.iv468, i64 %182
  store double %.5.i94.prol, ptr %scevgep474, align 8
  %.1234.us.us.us.us.us.prol = add nuw i64 %loop.index.2461.us.us.us.us.us.prol, 1
  %lsr.iv.next477 = add nsw i64 %lsr.iv476, -1
  %prol.iter382.cmp.not = icmp eq i64 %lsr.iv.next477, 0
  br i1 %prol.iter382.cmp.not, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !92

for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.prol, %for.body.2.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.2461.us.us.us.us.us.unr = phi i64 [ %loop.index.2461.us.us.us.us.us.ph, %for.body.2.endif.endif.endif.us.us.us.us.us.preheader ], [ %.1234.us.us.us.us.us.prol, %for.body.2.endif.endif.endif.us.us.us.us.us.prol ]
  %183 = sub nsw i64 %loop.index.2461.us.us.us.us.us.ph, %arg.u0.5.1.fr
  %184 = icmp ugt i64 %183, -8
  br i1 %184, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %for.body.2.endif.endif.endif.us.us.us.us.us.preheader389

for.body.2.endif.endif.endif.us.us.us.us.us.preheader389: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us.us.us.us.us

for.body.2.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us.preheader389, %for.body.2.endif.endif.endif.us.us.us.us.us
  %loop.index.2461.us.us.us.us.us = phi i64 [ %.1234.us.us.us.us.us.7, %for.body.2.endif.endif.endif.us.us.us.us.us ], [ %loop.index.2461.us.us.us.us.us.unr, %for.body.2.endif.endif.endif.us.us.us.us.us.preheader389 ]
  %185 = shl i64 %loop.index.2461.us.us.us.us.us, 3
  %scevgep495 = getelementptr i8, ptr %lsr.iv471, i64 %185
  %.1202.us.us.us.us.us = load double, ptr %scevgep495, align 8
  %.5.i94 = fmul double %.1202.us.us.us.us.us, %.1202.us.us.us.us.us
  %186 = shl i64 %loop.index.2461.us.us.us.us.us, 3
  %scevgep480 = getelementptr i8, ptr %lsr.iv468, i64 %186
  store double %.5.i94, ptr %scevgep480, align 8
  %scevgep496 = getelementptr i8, ptr %lsr.iv471, i64 %186
  %scevgep497 = getelementptr i8, ptr %scevgep496, i64 8
  %.1202.us.us.us.us.us.1 = load double, ptr %scevgep497, align 8
  %.5.i94.1 = fmul double %.1202.us.us.us.us.us.1, %.1202.us.us.us.us.us.1
  %187 = shl i64 %loop.index.2461.us.us.us.us.us, 3
  %scevgep483 = getelementptr i8, ptr %lsr.iv468, i64 %187
  %scevgep484 = getelementptr i8, ptr %scevgep483, i64 8
  store double %.5.i94.1, ptr %scevgep484, align 8
  %scevgep498 = getelementptr i8, ptr %lsr.iv471, i64 %187
  %scevgep499 = getelementptr i8, ptr %scevgep498, i64 16
  %.1202.us.us.us.us.us.2 = load double, ptr %scevgep499, align 8
  %.5.i94.2 = fmul double %.1202.us.us.us.us.us.2, %.1202.us.us.us.us.us.2
  %188 = shl i64 %loop.index.2461.us.us.us.us.us, 3
  %scevgep485 = getelementptr i8, ptr %lsr.iv468, i64 %188
  %scevgep486 = getelementptr i8, ptr %scevgep485, i64 16
  store double %.5.i94.2, ptr %scevgep486, align 8
  %scevgep500 = getelementptr i8, ptr %lsr.iv471, i64 %188
  %scevgep501 = getelementptr i8, ptr %scevgep500, i64 24
  %.1202.us.us.us.us.us.3 = load double, ptr %scevgep501, align 8
  %.5.i94.3 = fmul double %.1202.us.us.us.us.us.3, %.1202.us.us.us.us.us.3
  %189 = shl i64 %loop.index.2461.us.us.us.us.us, 3
  %scevgep487 = getelementptr i8, ptr %lsr.iv468, i64 %189
  %scevgep488 = getelementptr i8, ptr %scevgep487, i64 24
  store double %.5.i94.3, ptr %scevgep488, align 8
  %scevgep502 = getelementptr i8, ptr %lsr.iv471, i64 %189
  %scevgep503 = getelementptr i8, ptr %scevgep502, i64 32
  %.1202.us.us.us.us.us.4 = load double, ptr %scevgep503, align 8
  %.5.i94.4 = fmul double %.1202.us.us.us.us.us.4, %.1202.us.us.us.us.us.4
  %190 = shl i64 %loop.index.2461.us.us.us.us.us, 3
  %scevgep478 = getelementptr i8, ptr %lsr.iv468, i64 %190
  %scevgep479 = getelementptr i8, ptr %scevgep478, i64 32
  store double %.5.i94.4, ptr %scevgep479, align 8
  %scevgep504 = getelementptr i8, ptr %lsr.iv471, i64 %190
  %scevgep505 = getelementptr i8, ptr %scevgep504, i64 40
  %.1202.us.us.us.us.us.5 = load double, ptr %scevgep505, align 8
  %.5.i94.5 = fmul double %.1202.us.us.us.us.us.5, %.1202.us.us.us.us.us.5
  %191 = shl i64 %loop.index.2461.us.us.us.us.us, 3
  %scevgep491 = getelementptr i8, ptr %lsr.iv468, i64 %191
  %scevgep492 = getelementptr i8, ptr %scevgep491, i64 40
  store double %.5.i94.5, ptr %scevgep492, align 8
  %scevgep506 = getelementptr i8, ptr %lsr.iv471, i64 %191
  %scevgep507 = getelementptr i8, ptr %scevgep506, i64 48
  %.1202.us.us.us.us.us.6 = load double, ptr %scevgep507, align 8
  %.5.i94.6 = fmul double %.1202.us.us.us.us.us.6, %.1202.us.us.us.us.us.6
  %192 = shl i64 %loop.index.2461.us.us.us.us.us, 3
  %scevgep489 = getelementptr i8, ptr %lsr.iv468, i64 %192
  %scevgep490 = getelementptr i8, ptr %scevgep489, i64 48
  store double %.5.i94.6, ptr %scevgep490, align 8
  %scevgep493 = getelementptr i8, ptr %lsr.iv471, i64 %192
  %scevgep494 = getelementptr i8, ptr %scevgep493, i64 56
  %.1202.us.us.us.us.us.7 = load double, ptr %scevgep494, align 8
  %.5.i94.7 = fmul double %.1202.us.us.us.us.us.7, %.1202.us.us.us.us.us.7
  %193 = shl i64 %loop.index.2461.us.us.us.us.us, 3
  %scevgep481 = getelementptr i8, ptr %lsr.iv468, i64 %193
  %scevgep482 = getelementptr i8, ptr %scevgep481, i64 56
  store double %.5.i94.7, ptr %scevgep482, align 8
  %.1234.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.2461.us.us.us.us.us, 8
  %exitcond572.not.7 = icmp eq i64 %arg.u0.5.1.fr, %.1234.us.us.us.us.us.7
  br i1 %exitcond572.not.7, label %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, label %for.body.2.endif.endif.endif.us.us.us.us.us, !llvm.loop !93

for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.2.endif.endif.endif.us.us.us.us.us, %for.body.2.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block328, %middle.block315
  %.1236.us.us.us = add nuw nsw i64 %loop.index.1492.us.us.us, 1
  %scevgep450 = getelementptr i8, ptr %lsr.iv449, i64 %157
  %scevgep460 = getelementptr i8, ptr %lsr.iv459, i64 %157
  %scevgep469 = getelementptr i8, ptr %lsr.iv468, i64 %157
  %scevgep472 = getelementptr i8, ptr %lsr.iv471, i64 %157
  %exitcond573.not = icmp eq i64 %.1236.us.us.us, %arg.u0.5.0.fr
  br i1 %exitcond573.not, label %for.end.1, label %iter.check302

for.body.2.endif.endif.endif.us.us510.us:         ; preds = %for.body.2.endif.endif.endif.us.us510.us.preheader391, %for.body.2.endif.endif.endif.us.us510.us
  %lsr.iv510 = phi i64 [ %141, %for.body.2.endif.endif.endif.us.us510.us.preheader391 ], [ %lsr.iv.next511, %for.body.2.endif.endif.endif.us.us510.us ]
  %lsr.iv508 = phi i64 [ %139, %for.body.2.endif.endif.endif.us.us510.us.preheader391 ], [ %lsr.iv.next509, %for.body.2.endif.endif.endif.us.us510.us ]
  %scevgep512 = getelementptr i8, ptr %.6.i23, i64 %lsr.iv510
  %scevgep513 = getelementptr i8, ptr %.6.i93, i64 %lsr.iv510
  %.1202.us.us508.us = load double, ptr %scevgep512, align 8
  %.5.i95 = fmul double %.1202.us.us508.us, %.1202.us.us508.us
  store double %.5.i95, ptr %scevgep513, align 8
  %scevgep514 = getelementptr i8, ptr %scevgep512, i64 %143
  %sunkaddr795 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr796 = getelementptr i8, ptr %scevgep512, i64 %sunkaddr795
  %.1202.us.us508.us.1 = load double, ptr %sunkaddr796, align 8
  %.5.i95.1 = fmul double %.1202.us.us508.us.1, %.1202.us.us508.us.1
  %scevgep521 = getelementptr i8, ptr %scevgep513, i64 %143
  %sunkaddr797 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr798 = getelementptr i8, ptr %scevgep513, i64 %sunkaddr797
  store double %.5.i95.1, ptr %sunkaddr798, align 8
  %scevgep515 = getelementptr i8, ptr %scevgep514, i64 %143
  %sunkaddr799 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr800 = getelementptr i8, ptr %scevgep514, i64 %sunkaddr799
  %.1202.us.us508.us.2 = load double, ptr %sunkaddr800, align 8
  %.5.i95.2 = fmul double %.1202.us.us508.us.2, %.1202.us.us508.us.2
  %scevgep522 = getelementptr i8, ptr %scevgep521, i64 %143
  %sunkaddr801 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr802 = getelementptr i8, ptr %scevgep521, i64 %sunkaddr801
  store double %.5.i95.2, ptr %sunkaddr802, align 8
  %scevgep516 = getelementptr i8, ptr %scevgep515, i64 %143
  %sunkaddr803 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr804 = getelementptr i8, ptr %scevgep515, i64 %sunkaddr803
  %.1202.us.us508.us.3 = load double, ptr %sunkaddr804, align 8
  %.5.i95.3 = fmul double %.1202.us.us508.us.3, %.1202.us.us508.us.3
  %scevgep523 = getelementptr i8, ptr %scevgep522, i64 %143
  %sunkaddr805 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr806 = getelementptr i8, ptr %scevgep522, i64 %sunkaddr805
  store double %.5.i95.3, ptr %sunkaddr806, align 8
  %scevgep517 = getelementptr i8, ptr %scevgep516, i64 %143
  %sunkaddr807 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr808 = getelementptr i8, ptr %scevgep516, i64 %sunkaddr807
  %.1202.us.us508.us.4 = load double, ptr %sunkaddr808, align 8
  %.5.i95.4 = fmul double %.1202.us.us508.us.4, %.1202.us.us508.us.4
  %scevgep524 = getelementptr i8, ptr %scevgep523, i64 %143
  %sunkaddr809 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr810 = getelementptr i8, ptr %scevgep523, i64 %sunkaddr809
  store double %.5.i95.4, ptr %sunkaddr810, align 8
  %scevgep518 = getelementptr i8, ptr %scevgep517, i64 %143
  %sunkaddr811 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr812 = getelementptr i8, ptr %scevgep517, i64 %sunkaddr811
  %.1202.us.us508.us.5 = load double, ptr %sunkaddr812, align 8
  %.5.i95.5 = fmul double %.1202.us.us508.us.5, %.1202.us.us508.us.5
  %scevgep525 = getelementptr i8, ptr %scevgep524, i64 %143
  %sunkaddr813 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr814 = getelementptr i8, ptr %scevgep524, i64 %sunkaddr813
  store double %.5.i95.5, ptr %sunkaddr814, align 8
  %scevgep519 = getelementptr i8, ptr %scevgep518, i64 %143
  %sunkaddr815 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr816 = getelementptr i8, ptr %scevgep518, i64 %sunkaddr815
  %.1202.us.us508.us.6 = load double, ptr %sunkaddr816, align 8
  %.5.i95.6 = fmul double %.1202.us.us508.us.6, %.1202.us.us508.us.6
  %scevgep526 = getelementptr i8, ptr %scevgep525, i64 %143
  %sunkaddr817 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr818 = getelementptr i8, ptr %scevgep525, i64 %sunkaddr817
  store double %.5.i95.6, ptr %sunkaddr818, align 8
  %sunkaddr723 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr724 = getelementptr i8, ptr %scevgep519, i64 %sunkaddr723
  %.1202.us.us508.us.7 = load double, ptr %sunkaddr724, align 8
  %.5.i95.7 = fmul double %.1202.us.us508.us.7, %.1202.us.us508.us.7
  %sunkaddr725 = mul i64 %arg.u0.5.1.fr, 8
  %sunkaddr726 = getelementptr i8, ptr %scevgep526, i64 %sunkaddr725
  store double %.5.i95.7, ptr %sunkaddr726, align 8
  %lsr.iv.next509 = add i64 %lsr.iv508, -8
  %lsr.iv.next511 = add i64 %lsr.iv510, %142
  %exitcond571.not.7 = icmp eq i64 %lsr.iv.next509, 0
  br i1 %exitcond571.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.us.us510.us, !llvm.loop !94

for.cond.2.preheader.lr.ph.split.us.split:        ; preds = %for.cond.2.preheader.lr.ph.split.us
  %194 = icmp ugt i64 %arg.u0.5.1.fr, 1
  br i1 %194, label %iter.check, label %for.body.2.endif.endif.endif.us498

iter.check:                                       ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %195 = ptrtoint ptr %.6.i93 to i64
  %196 = ptrtoint ptr %.6.i23 to i64
  %min.iters.check = icmp ult i64 %arg.u0.5.1.fr, 4
  %197 = sub i64 %195, %196
  %diff.check = icmp ult i64 %197, 256
  %or.cond335 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond335, label %for.body.2.endif.endif.endif.us470.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const694 = bitcast i64 9223372036854775776 to i64
  %min.iters.check184 = icmp ult i64 %arg.u0.5.1.fr, 32
  br i1 %min.iters.check184, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %arg.u0.5.1.fr, %const694
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr727 = mul i64 %index, 8
  %sunkaddr728 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr727
  %wide.load = load <8 x double>, ptr %sunkaddr728, align 8
  %sunkaddr729 = mul i64 %index, 8
  %sunkaddr730 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr729
  %sunkaddr731 = getelementptr i8, ptr %sunkaddr730, i64 64
  %wide.load185 = load <8 x double>, ptr %sunkaddr731, align 8
  %sunkaddr732 = mul i64 %index, 8
  %sunkaddr733 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr732
  %sunkaddr734 = getelementptr i8, ptr %sunkaddr733, i64 128
  %wide.load186 = load <8 x double>, ptr %sunkaddr734, align 8
  %sunkaddr735 = mul i64 %index, 8
  %sunkaddr736 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr735
  %sunkaddr737 = getelementptr i8, ptr %sunkaddr736, i64 192
  %wide.load187 = load <8 x double>, ptr %sunkaddr737, align 8
  %198 = fmul <8 x double> %wide.load, %wide.load
  %199 = fmul <8 x double> %wide.load185, %wide.load185
  %200 = fmul <8 x double> %wide.load186, %wide.load186
  %201 = fmul <8 x double> %wide.load187, %wide.load187
  %sunkaddr738 = mul i64 %index, 8
  %sunkaddr739 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr738
  store <8 x double> %198, ptr %sunkaddr739, align 8
  %sunkaddr740 = mul i64 %index, 8
  %sunkaddr741 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr740
  %sunkaddr742 = getelementptr i8, ptr %sunkaddr741, i64 64
  store <8 x double> %199, ptr %sunkaddr742, align 8
  %sunkaddr743 = mul i64 %index, 8
  %sunkaddr744 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr743
  %sunkaddr745 = getelementptr i8, ptr %sunkaddr744, i64 128
  store <8 x double> %200, ptr %sunkaddr745, align 8
  %sunkaddr746 = mul i64 %index, 8
  %sunkaddr747 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr746
  %sunkaddr748 = getelementptr i8, ptr %sunkaddr747, i64 192
  store <8 x double> %201, ptr %sunkaddr748, align 8
  %index.next = add nuw i64 %index, 32
  %202 = icmp eq i64 %n.vec, %index.next
  br i1 %202, label %middle.block, label %vector.body, !llvm.loop !95

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.u0.5.1.fr, %n.vec
  br i1 %cmp.n, label %for.end.1, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %203 = and i64 %arg.u0.5.1.fr, 28
  %min.epilog.iters.check = icmp eq i64 %203, 0
  br i1 %min.epilog.iters.check, label %for.body.2.endif.endif.endif.us470.us.us.preheader, label %vec.epilog.ph, !prof !88

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat695 = add i64 %const694, 28
  %n.vec189 = and i64 %arg.u0.5.1.fr, %const_mat695
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index190 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next192, %vec.epilog.vector.body ]
  %204 = shl i64 %index190, 3
  %scevgep431 = getelementptr i8, ptr %.6.i23, i64 %204
  %wide.load191 = load <4 x double>, ptr %scevgep431, align 8
  %205 = fmul <4 x double> %wide.load191, %wide.load191
  %206 = shl i64 %index190, 3
  %scevgep430 = getelementptr i8, ptr %.6.i93, i64 %206
  store <4 x double> %205, ptr %scevgep430, align 8
  %index.next192 = add nuw i64 %index190, 4
  %207 = icmp eq i64 %n.vec189, %index.next192
  br i1 %207, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !96

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n193 = icmp eq i64 %arg.u0.5.1.fr, %n.vec189
  br i1 %cmp.n193, label %for.end.1, label %for.body.2.endif.endif.endif.us470.us.us.preheader

for.body.2.endif.endif.endif.us470.us.us.preheader: ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.2461.us468.us.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec189, %vec.epilog.middle.block ]
  %208 = sub nsw i64 %arg.u0.5.1.fr, %loop.index.2461.us468.us.us.ph
  %xtraiter383 = and i64 %208, 7
  %lcmp.mod384.not = icmp eq i64 %xtraiter383, 0
  br i1 %lcmp.mod384.not, label %for.body.2.endif.endif.endif.us470.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us470.us.us.prol.preheader

for.body.2.endif.endif.endif.us470.us.us.prol.preheader: ; preds = %for.body.2.endif.endif.endif.us470.us.us.preheader
  br label %for.body.2.endif.endif.endif.us470.us.us.prol

for.body.2.endif.endif.endif.us470.us.us.prol:    ; preds = %for.body.2.endif.endif.endif.us470.us.us.prol.preheader, %for.body.2.endif.endif.endif.us470.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter383, %for.body.2.endif.endif.endif.us470.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.2.endif.endif.endif.us470.us.us.prol ]
  %loop.index.2461.us468.us.us.prol = phi i64 [ %.1234.us473.us.us.prol, %for.body.2.endif.endif.endif.us470.us.us.prol ], [ %loop.index.2461.us468.us.us.ph, %for.body.2.endif.endif.endif.us470.us.us.prol.preheader ]
  %209 = shl i64 %loop.index.2461.us468.us.us.prol, 3
  %scevgep429 = getelementptr i8, ptr %.6.i23, i64 %209
  %.1202.us477.us.us.prol = load double, ptr %scevgep429, align 8
  %.5.i96.prol = fmul double %.1202.us477.us.us.prol, %.1202.us477.us.us.prol
  %210 = shl i64 %loop.index.2461.us468.us.us.prol, 3
  %scevgep428 = getelementptr i8, ptr %.6.i93, i64 %210
  store double %.5.i96.prol, ptr %scevgep428, align 8
  %.1234.us473.us.us.prol = add nuw i64 %loop.index.2461.us468.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter385.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter385.cmp.not, label %for.body.2.endif.endif.endif.us470.us.us.prol.loopexit, label %for.body.2.endif.endif.endif.us470.us.us.prol, !llvm.loop !97

for.body.2.endif.endif.endif.us470.us.us.prol.loopexit: ; preds = %for.body.2.endif.endif.endif.us470.us.us.prol, %for.body.2.endif.endif.endif.us470.us.us.preheader
  %loop.index.2461.us468.us.us.unr = phi i64 [ %loop.index.2461.us468.us.us.ph, %for.body.2.endif.endif.endif.us470.us.us.preheader ], [ %.1234.us473.us.us.prol, %for.body.2.endif.endif.endif.us470.us.us.prol ]
  %211 = sub nsw i64 %loop.index.2461.us468.us.us.ph, %arg.u0.5.1.fr
  %212 = icmp ugt i64 %211, -8
  br i1 %212, label %for.end.1, label %for.body.2.endif.endif.endif.us470.us.us.preheader388

for.body.2.endif.endif.endif.us470.us.us.preheader388: ; preds = %for.body.2.endif.endif.endif.us470.us.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us470.us.us

for.body.2.endif.endif.endif.us470.us.us:         ; preds = %for.body.2.endif.endif.endif.us470.us.us.preheader388, %for.body.2.endif.endif.endif.us470.us.us
  %loop.index.2461.us468.us.us = phi i64 [ %.1234.us473.us.us.7, %for.body.2.endif.endif.endif.us470.us.us ], [ %loop.index.2461.us468.us.us.unr, %for.body.2.endif.endif.endif.us470.us.us.preheader388 ]
  %sunkaddr749 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr750 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr749
  %.1202.us477.us.us = load double, ptr %sunkaddr750, align 8
  %.5.i96 = fmul double %.1202.us477.us.us, %.1202.us477.us.us
  %sunkaddr751 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr752 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr751
  store double %.5.i96, ptr %sunkaddr752, align 8
  %sunkaddr753 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr754 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr753
  %sunkaddr755 = getelementptr i8, ptr %sunkaddr754, i64 8
  %.1202.us477.us.us.1 = load double, ptr %sunkaddr755, align 8
  %.5.i96.1 = fmul double %.1202.us477.us.us.1, %.1202.us477.us.us.1
  %sunkaddr756 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr757 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr756
  %sunkaddr758 = getelementptr i8, ptr %sunkaddr757, i64 8
  store double %.5.i96.1, ptr %sunkaddr758, align 8
  %sunkaddr759 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr760 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr759
  %sunkaddr761 = getelementptr i8, ptr %sunkaddr760, i64 16
  %.1202.us477.us.us.2 = load double, ptr %sunkaddr761, align 8
  %.5.i96.2 = fmul double %.1202.us477.us.us.2, %.1202.us477.us.us.2
  %sunkaddr762 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr763 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr762
  %sunkaddr764 = getelementptr i8, ptr %sunkaddr763, i64 16
  store double %.5.i96.2, ptr %sunkaddr764, align 8
  %sunkaddr765 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr766 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr765
  %sunkaddr767 = getelementptr i8, ptr %sunkaddr766, i64 24
  %.1202.us477.us.us.3 = load double, ptr %sunkaddr767, align 8
  %.5.i96.3 = fmul double %.1202.us477.us.us.3, %.1202.us477.us.us.3
  %sunkaddr768 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr769 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr768
  %sunkaddr770 = getelementptr i8, ptr %sunkaddr769, i64 24
  store double %.5.i96.3, ptr %sunkaddr770, align 8
  %sunkaddr771 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr772 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr771
  %sunkaddr773 = getelementptr i8, ptr %sunkaddr772, i64 32
  %.1202.us477.us.us.4 = load double, ptr %sunkaddr773, align 8
  %.5.i96.4 = fmul double %.1202.us477.us.us.4, %.1202.us477.us.us.4
  %sunkaddr774 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr775 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr774
  %sunkaddr776 = getelementptr i8, ptr %sunkaddr775, i64 32
  store double %.5.i96.4, ptr %sunkaddr776, align 8
  %sunkaddr777 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr778 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, ptr %sunkaddr778, i64 40
  %.1202.us477.us.us.5 = load double, ptr %sunkaddr779, align 8
  %.5.i96.5 = fmul double %.1202.us477.us.us.5, %.1202.us477.us.us.5
  %sunkaddr780 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr781 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr780
  %sunkaddr782 = getelementptr i8, ptr %sunkaddr781, i64 40
  store double %.5.i96.5, ptr %sunkaddr782, align 8
  %sunkaddr783 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr784 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, ptr %sunkaddr784, i64 48
  %.1202.us477.us.us.6 = load double, ptr %sunkaddr785, align 8
  %.5.i96.6 = fmul double %.1202.us477.us.us.6, %.1202.us477.us.us.6
  %sunkaddr786 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr787 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, ptr %sunkaddr787, i64 48
  store double %.5.i96.6, ptr %sunkaddr788, align 8
  %sunkaddr789 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr790 = getelementptr i8, ptr %.6.i23, i64 %sunkaddr789
  %sunkaddr791 = getelementptr i8, ptr %sunkaddr790, i64 56
  %.1202.us477.us.us.7 = load double, ptr %sunkaddr791, align 8
  %.5.i96.7 = fmul double %.1202.us477.us.us.7, %.1202.us477.us.us.7
  %sunkaddr792 = mul i64 %loop.index.2461.us468.us.us, 8
  %sunkaddr793 = getelementptr i8, ptr %.6.i93, i64 %sunkaddr792
  %sunkaddr794 = getelementptr i8, ptr %sunkaddr793, i64 56
  store double %.5.i96.7, ptr %sunkaddr794, align 8
  %.1234.us473.us.us.7 = add nuw nsw i64 %loop.index.2461.us468.us.us, 8
  %exitcond568.not.7 = icmp eq i64 %arg.u0.5.1.fr, %.1234.us473.us.us.7
  br i1 %exitcond568.not.7, label %for.end.1, label %for.body.2.endif.endif.endif.us470.us.us, !llvm.loop !98

for.body.2.endif.endif.endif.us498:               ; preds = %for.cond.2.preheader.lr.ph.split.us.split
  %.1202.us496 = load double, ptr %.6.i23, align 8
  %.5.i97 = fmul double %.1202.us496, %.1202.us496
  store double %.5.i97, ptr %.6.i93, align 8
  br label %for.end.1

B398.endif.endif.endif.if.if:                     ; preds = %B398.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.1:                                        ; preds = %for.body.2.endif.endif.endif.us.us510.us, %for.cond.2.for.end.2_crit_edge.split.us.split.us.us.us.us, %for.body.2.endif.endif.endif.us470.us.us, %for.body.2.endif.endif.endif.us.us510.us.prol.loopexit, %for.body.2.endif.endif.endif.us470.us.us.prol.loopexit, %middle.block281, %vec.epilog.middle.block294, %vec.epilog.middle.block, %middle.block, %for.body.2.endif.endif.endif.us498, %for.cond.2.preheader.lr.ph, %B398.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double 0.000000e+00, ptr %.1245, align 8
  %.1253 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.1245, ptr nonnull %excinfo.6, ptr nonnull %.7.i.i86, ptr null, i64 %.1096, i64 8, ptr %.6.i93, i64 %arg.u0.5.0.fr, i64 %arg.u0.5.1.fr, i64 %.1099, i64 8)
  %cond = icmp eq i32 %.1253, 0
  br i1 %cond, label %for.end.1.endif, label %for.end.1.if.if, !prof !99

for.end.1.endif:                                  ; preds = %for.end.1
  %.1263 = load double, ptr %.1245, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i86)
  store double %.1263, ptr %retptr, align 8
  br label %common.ret

for.end.1.if.if:                                  ; preds = %for.end.1
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #0

define ptr @_ZN7cpython7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.heat_copy_2d, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if ], [ %.81, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.e...endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.20, i8 0, i64 72, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 16
  %.35.fca.2.load = load i64, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr4, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  %.45 = call ptr @PyNumber_Float(ptr %.44)
  %.46 = call double @PyFloat_AsDouble(ptr %.45)
  call void @Py_DecRef(ptr %.45)
  %.48 = call ptr @PyErr_Occurred()
  %.49.not = icmp eq ptr %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !100

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.53, align 8
  %.61 = call i32 @_ZN7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.53, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 poison, double %.46) #4
  %.62 = load ptr, ptr %excinfo, align 8
  %.71 = load double, ptr %.53, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.61, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif, !prof !99

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %.69 = icmp sgt i32 %.61, 0
  br i1 %.69, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.81 = call ptr @PyFloat_FromDouble(double %.71)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.62, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 4
  %.88 = icmp sgt i32 %.87, 0
  %.91 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 0
  %.93 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 1
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  switch i32 %.61, label %entry.endif.endif.endif.e...endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.94 = sext i32 %.93 to i64
  %.95 = call ptr @PyBytes_FromStringAndSize(ptr %.91, i64 %.94)
  %.96 = load { ptr, i32, ptr, ptr, i32 }, ptr %.62, align 8
  %.97 = extractvalue { ptr, i32, ptr, ptr, i32 } %.96, 2
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.96, 3
  %.101 = call ptr %.99(ptr %.97)
  %.102 = icmp eq ptr %.101, null
  br i1 %.102, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.115 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.116 = call ptr @numba_unpickle(ptr %.91, i32 %.93, ptr %.115)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.118 = phi ptr [ %.106, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.116, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.119.not = icmp eq ptr %.118, null
  br i1 %.119.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.106 = call ptr @numba_runtime_build_excinfo_struct(ptr %.95, ptr nonnull %.101)
  call void @NRT_Free(ptr nonnull %.62)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.118)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %.12 = call i32 @_ZN7kernels12heat_copy_2dB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #4
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !99

entry.if:                                         ; preds = %entry
  %.20 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(ptr nonnull %.24)
  br i1 %.20, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.75 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.75)
  call void @Py_DecRef(ptr %.75)
  call void @numba_gil_release(ptr nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.31 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.12, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.27
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call ptr @PyBytes_FromStringAndSize(ptr %.35, i64 %.38)
  %.40 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 2
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 3
  %.45 = call ptr %.43(ptr %.41)
  %.46 = icmp eq ptr %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call ptr @numba_runtime_build_excinfo_struct(ptr %.39, ptr nonnull %.45)
  call void @NRT_Free(ptr nonnull %.13)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.62)
  br label %.27

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.27
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !101
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !101

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !102

.115.preheader.us.us.epil.preheader:              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, %.115.preheader.us.us.preheader
  %.85.025.us.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %.80.024.us.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %scevgep69 = getelementptr i8, ptr %.85.025.us.us.epil.init, i64 %arg.a.6.0
  %0 = shl i64 %arg.a.6.0, 1
  br label %.115.preheader.us.us.epil

.115.preheader.us.us.epil:                        ; preds = %.115..116_crit_edge.us.1.loopexit.us.epil, %.115.preheader.us.us.epil.preheader
  %lsr.iv70 = phi ptr [ %scevgep71, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %scevgep69, %.115.preheader.us.us.epil.preheader ]
  %.85.025.us.us.epil = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.85.025.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %.80.024.us.us.epil = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.80.024.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %epil.iter56 = phi i64 [ %epil.iter56.next, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ 0, %.115.preheader.us.us.epil.preheader ]
  br label %.115.endif.us.epil.us.epil

.115.endif.us.epil.us.epil:                       ; preds = %.115.endif.us.epil.us.epil, %.115.preheader.us.us.epil
  %.80.118.us.epil.us.epil = phi double [ %.80.024.us.us.epil, %.115.preheader.us.us.epil ], [ %.148.us.epil.us.epil, %.115.endif.us.epil.us.epil ]
  %epil.iter.us.epil = phi i64 [ 0, %.115.preheader.us.us.epil ], [ %epil.iter.next.us.epil, %.115.endif.us.epil.us.epil ]
  %1 = shl i64 %epil.iter.us.epil, 3
  %scevgep68 = getelementptr i8, ptr %.85.025.us.us.epil, i64 %1
  %.146.us.epil.us.epil = load double, ptr %scevgep68, align 8
  %.148.us.epil.us.epil = fadd double %.80.118.us.epil.us.epil, %.146.us.epil.us.epil
  %epil.iter.next.us.epil = add nuw nsw i64 %epil.iter.us.epil, 1
  %epil.iter.cmp.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.us.epil
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.us.epil:                   ; preds = %.115.endif.us.epil.us.epil
  %scevgep.us.epil = getelementptr i8, ptr %.85.025.us.us.epil, i64 %11
  %.141.us.us.epil = getelementptr i8, ptr %scevgep.us.epil, i64 %.137.neg.us
  %.163.us.us.epil = getelementptr i8, ptr %.141.us.us.epil, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.epil

.115.endif.us.epil.1.us.epil:                     ; preds = %.115.endif.us.epil.1.us.epil, %.115..116_crit_edge.us.us.epil
  %.80.118.us.epil.1.us.epil = phi double [ %.148.us.epil.us.epil, %.115..116_crit_edge.us.us.epil ], [ %.148.us.epil.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %epil.iter.1.us.epil = phi i64 [ 0, %.115..116_crit_edge.us.us.epil ], [ %epil.iter.next.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %2 = shl i64 %epil.iter.1.us.epil, 3
  %scevgep72 = getelementptr i8, ptr %lsr.iv70, i64 %2
  %.146.us.epil.1.us.epil = load double, ptr %scevgep72, align 8
  %.148.us.epil.1.us.epil = fadd double %.80.118.us.epil.1.us.epil, %.146.us.epil.1.us.epil
  %epil.iter.next.1.us.epil = add nuw nsw i64 %epil.iter.1.us.epil, 1
  %epil.iter.cmp.1.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.1.us.epil
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !106, !llvm.loop !107

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !109

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !110

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !111

.115.endif.us.epil4.prol.preheader:               ; preds = %.115.preheader.us.new.epil
  br label %.115.endif.us.epil4.prol

.115.endif.us.epil4.prol:                         ; preds = %.115.endif.us.epil4.prol.preheader, %.115.endif.us.epil4.prol
  %lsr.iv67 = phi i64 [ %xtraiter62, %.115.endif.us.epil4.prol.preheader ], [ %lsr.iv.next, %.115.endif.us.epil4.prol ]
  %lsr.iv.prol = phi i64 [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ], [ %unroll_iter.epil, %.115.endif.us.epil4.prol.preheader ]
  %.85.119.us.epil6.prol = phi ptr [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.85.025.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.80.118.us.epil7.prol = phi double [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.80.024.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.146.us.epil8.prol = load double, ptr %.85.119.us.epil6.prol, align 8
  %.148.us.epil9.prol = fadd double %.80.118.us.epil7.prol, %.146.us.epil8.prol
  %.154.us.epil10.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 8
  %.146.us.1.epil.prol = load double, ptr %.154.us.epil10.prol, align 8
  %.148.us.1.epil.prol = fadd double %.148.us.epil9.prol, %.146.us.1.epil.prol
  %.154.us.1.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 16
  %.146.us.2.epil.prol = load double, ptr %.154.us.1.epil.prol, align 8
  %.148.us.2.epil.prol = fadd double %.148.us.1.epil.prol, %.146.us.2.epil.prol
  %.154.us.2.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 24
  %.146.us.3.epil.prol = load double, ptr %.154.us.2.epil.prol, align 8
  %.148.us.3.epil.prol = fadd double %.148.us.2.epil.prol, %.146.us.3.epil.prol
  %.154.us.3.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 32
  %.146.us.4.epil.prol = load double, ptr %.154.us.3.epil.prol, align 8
  %.148.us.4.epil.prol = fadd double %.148.us.3.epil.prol, %.146.us.4.epil.prol
  %.154.us.4.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 40
  %.146.us.5.epil.prol = load double, ptr %.154.us.4.epil.prol, align 8
  %.148.us.5.epil.prol = fadd double %.148.us.4.epil.prol, %.146.us.5.epil.prol
  %.154.us.5.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 48
  %.146.us.6.epil.prol = load double, ptr %.154.us.5.epil.prol, align 8
  %.148.us.6.epil.prol = fadd double %.148.us.5.epil.prol, %.146.us.6.epil.prol
  %.154.us.6.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 56
  %.146.us.7.epil.prol = load double, ptr %.154.us.6.epil.prol, align 8
  %.148.us.7.epil.prol = fadd double %.148.us.6.epil.prol, %.146.us.7.epil.prol
  %.154.us.7.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 64
  %lsr.iv.next.prol = add i64 %lsr.iv.prol, -8
  %lsr.iv.next = add i64 %lsr.iv67, -1
  %prol.iter64.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !112, !llvm.loop !113

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !114

.115.endif.us.epil4.preheader:                    ; preds = %.115.endif.us.epil4.prol.loopexit
  br label %.115.endif.us.epil4

.115.endif.us.epil4:                              ; preds = %.115.endif.us.epil4.preheader, %.115.endif.us.epil4
  %lsr.iv = phi i64 [ %lsr.iv.next.3, %.115.endif.us.epil4 ], [ %lsr.iv.unr, %.115.endif.us.epil4.preheader ]
  %.85.119.us.epil6 = phi ptr [ %.154.us.7.epil.3, %.115.endif.us.epil4 ], [ %.85.119.us.epil6.unr, %.115.endif.us.epil4.preheader ]
  %.80.118.us.epil7 = phi double [ %.148.us.7.epil.3, %.115.endif.us.epil4 ], [ %.80.118.us.epil7.unr, %.115.endif.us.epil4.preheader ]
  %.146.us.epil8 = load double, ptr %.85.119.us.epil6, align 8
  %.148.us.epil9 = fadd double %.80.118.us.epil7, %.146.us.epil8
  %.154.us.epil10 = getelementptr i8, ptr %.85.119.us.epil6, i64 8
  %.146.us.1.epil = load double, ptr %.154.us.epil10, align 8
  %.148.us.1.epil = fadd double %.148.us.epil9, %.146.us.1.epil
  %.154.us.1.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 16
  %.146.us.2.epil = load double, ptr %.154.us.1.epil, align 8
  %.148.us.2.epil = fadd double %.148.us.1.epil, %.146.us.2.epil
  %.154.us.2.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 24
  %.146.us.3.epil = load double, ptr %.154.us.2.epil, align 8
  %.148.us.3.epil = fadd double %.148.us.2.epil, %.146.us.3.epil
  %.154.us.3.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 32
  %.146.us.4.epil = load double, ptr %.154.us.3.epil, align 8
  %.148.us.4.epil = fadd double %.148.us.3.epil, %.146.us.4.epil
  %.154.us.4.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 40
  %.146.us.5.epil = load double, ptr %.154.us.4.epil, align 8
  %.148.us.5.epil = fadd double %.148.us.4.epil, %.146.us.5.epil
  %.154.us.5.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 48
  %.146.us.6.epil = load double, ptr %.154.us.5.epil, align 8
  %.148.us.6.epil = fadd double %.148.us.5.epil, %.146.us.6.epil
  %.154.us.6.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 56
  %.146.us.7.epil = load double, ptr %.154.us.6.epil, align 8
  %.148.us.7.epil = fadd double %.148.us.6.epil, %.146.us.7.epil
  %.154.us.7.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 64
  %.146.us.epil8.1 = load double, ptr %.154.us.7.epil, align 8
  %.148.us.epil9.1 = fadd double %.148.us.7.epil, %.146.us.epil8.1
  %.154.us.epil10.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 72
  %.146.us.1.epil.1 = load double, ptr %.154.us.epil10.1, align 8
  %.148.us.1.epil.1 = fadd double %.148.us.epil9.1, %.146.us.1.epil.1
  %.154.us.1.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 80
  %.146.us.2.epil.1 = load double, ptr %.154.us.1.epil.1, align 8
  %.148.us.2.epil.1 = fadd double %.148.us.1.epil.1, %.146.us.2.epil.1
  %.154.us.2.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 88
  %.146.us.3.epil.1 = load double, ptr %.154.us.2.epil.1, align 8
  %.148.us.3.epil.1 = fadd double %.148.us.2.epil.1, %.146.us.3.epil.1
  %.154.us.3.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 96
  %.146.us.4.epil.1 = load double, ptr %.154.us.3.epil.1, align 8
  %.148.us.4.epil.1 = fadd double %.148.us.3.epil.1, %.146.us.4.epil.1
  %.154.us.4.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 104
  %.146.us.5.epil.1 = load double, ptr %.154.us.4.epil.1, align 8
  %.148.us.5.epil.1 = fadd double %.148.us.4.epil.1, %.146.us.5.epil.1
  %.154.us.5.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 112
  %.146.us.6.epil.1 = load double, ptr %.154.us.5.epil.1, align 8
  %.148.us.6.epil.1 = fadd double %.148.us.5.epil.1, %.146.us.6.epil.1
  %.154.us.6.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 120
  %.146.us.7.epil.1 = load double, ptr %.154.us.6.epil.1, align 8
  %.148.us.7.epil.1 = fadd double %.148.us.6.epil.1, %.146.us.7.epil.1
  %.154.us.7.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 128
  %.146.us.epil8.2 = load double, ptr %.154.us.7.epil.1, align 8
  %.148.us.epil9.2 = fadd double %.148.us.7.epil.1, %.146.us.epil8.2
  %.154.us.epil10.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 136
  %.146.us.1.epil.2 = load double, ptr %.154.us.epil10.2, align 8
  %.148.us.1.epil.2 = fadd double %.148.us.epil9.2, %.146.us.1.epil.2
  %.154.us.1.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 144
  %.146.us.2.epil.2 = load double, ptr %.154.us.1.epil.2, align 8
  %.148.us.2.epil.2 = fadd double %.148.us.1.epil.2, %.146.us.2.epil.2
  %.154.us.2.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 152
  %.146.us.3.epil.2 = load double, ptr %.154.us.2.epil.2, align 8
  %.148.us.3.epil.2 = fadd double %.148.us.2.epil.2, %.146.us.3.epil.2
  %.154.us.3.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 160
  %.146.us.4.epil.2 = load double, ptr %.154.us.3.epil.2, align 8
  %.148.us.4.epil.2 = fadd double %.148.us.3.epil.2, %.146.us.4.epil.2
  %.154.us.4.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 168
  %.146.us.5.epil.2 = load double, ptr %.154.us.4.epil.2, align 8
  %.148.us.5.epil.2 = fadd double %.148.us.4.epil.2, %.146.us.5.epil.2
  %.154.us.5.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 176
  %.146.us.6.epil.2 = load double, ptr %.154.us.5.epil.2, align 8
  %.148.us.6.epil.2 = fadd double %.148.us.5.epil.2, %.146.us.6.epil.2
  %.154.us.6.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 184
  %.146.us.7.epil.2 = load double, ptr %.154.us.6.epil.2, align 8
  %.148.us.7.epil.2 = fadd double %.148.us.6.epil.2, %.146.us.7.epil.2
  %.154.us.7.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 192
  %.146.us.epil8.3 = load double, ptr %.154.us.7.epil.2, align 8
  %.148.us.epil9.3 = fadd double %.148.us.7.epil.2, %.146.us.epil8.3
  %.154.us.epil10.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 200
  %.146.us.1.epil.3 = load double, ptr %.154.us.epil10.3, align 8
  %.148.us.1.epil.3 = fadd double %.148.us.epil9.3, %.146.us.1.epil.3
  %.154.us.1.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 208
  %.146.us.2.epil.3 = load double, ptr %.154.us.1.epil.3, align 8
  %.148.us.2.epil.3 = fadd double %.148.us.1.epil.3, %.146.us.2.epil.3
  %.154.us.2.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 216
  %.146.us.3.epil.3 = load double, ptr %.154.us.2.epil.3, align 8
  %.148.us.3.epil.3 = fadd double %.148.us.2.epil.3, %.146.us.3.epil.3
  %.154.us.3.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 224
  %.146.us.4.epil.3 = load double, ptr %.154.us.3.epil.3, align 8
  %.148.us.4.epil.3 = fadd double %.148.us.3.epil.3, %.146.us.4.epil.3
  %.154.us.4.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 232
  %.146.us.5.epil.3 = load double, ptr %.154.us.4.epil.3, align 8
  %.148.us.5.epil.3 = fadd double %.148.us.4.epil.3, %.146.us.5.epil.3
  %.154.us.5.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 240
  %.146.us.6.epil.3 = load double, ptr %.154.us.5.epil.3, align 8
  %.148.us.6.epil.3 = fadd double %.148.us.5.epil.3, %.146.us.6.epil.3
  %.154.us.6.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 248
  %.146.us.7.epil.3 = load double, ptr %.154.us.6.epil.3, align 8
  %.148.us.7.epil.3 = fadd double %.148.us.6.epil.3, %.146.us.7.epil.3
  %.154.us.7.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 256
  %lsr.iv.next.3 = add i64 %lsr.iv, -32
  %niter.ncmp.7.epil.3 = icmp eq i64 %lsr.iv.next.3, 0
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !115, !llvm.loop !116

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !118

.115.endif.us.epil.preheader.epil:                ; preds = %.115..116_crit_edge.us.unr-lcssa.epil, %.115.preheader.us.epil.preheader
  %.85.119.us.epil.init.epil = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.154.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  %.80.118.us.epil.init.epil = phi double [ %.80.024.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  br label %.115.endif.us.epil.epil

.115.endif.us.epil.epil:                          ; preds = %.115.endif.us.epil.epil, %.115.endif.us.epil.preheader.epil
  %.80.118.us.epil.epil = phi double [ %.80.118.us.epil.init.epil, %.115.endif.us.epil.preheader.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  %epil.iter.epil = phi i64 [ 0, %.115.endif.us.epil.preheader.epil ], [ %epil.iter.next.epil, %.115.endif.us.epil.epil ]
  %10 = shl i64 %epil.iter.epil, 3
  %scevgep = getelementptr i8, ptr %.85.119.us.epil.init.epil, i64 %10
  %.146.us.epil.epil = load double, ptr %scevgep, align 8
  %.148.us.epil.epil = fadd double %.80.118.us.epil.epil, %.146.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !103, !llvm.loop !104

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !119

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !110

.115.preheader.us.preheader15:                    ; preds = %.115.preheader.us.preheader.new
  %14 = add nsw i64 %arg.a.5.1, -8
  %15 = lshr i64 %14, 3
  %16 = add nuw nsw i64 %15, 1
  %xtraiter17 = and i64 %16, 3
  %17 = shl nuw nsw i64 %xtraiter17, 3
  %18 = shl nuw nsw i64 %xtraiter17, 3
  br label %.115.preheader.us

.115.preheader.us.us.preheader:                   ; preds = %.115.preheader.us.preheader.new
  %19 = add nsw i64 %arg.a.5.0, -2
  %20 = lshr i64 %19, 1
  %21 = add nuw i64 %20, 1
  %xtraiter55 = and i64 %21, 3
  %22 = icmp ult i64 %19, 6
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !120

.115.preheader.us.us.preheader.new:               ; preds = %.115.preheader.us.us.preheader
  %unroll_iter61 = and i64 %21, -4
  %scevgep74 = getelementptr i8, ptr %arg.a.4, i64 %arg.a.6.0
  %23 = shl i64 %arg.a.6.0, 3
  %24 = shl i64 %arg.a.6.0, 1
  %scevgep78 = getelementptr i8, ptr %arg.a.4, i64 %24
  %25 = mul i64 %arg.a.6.0, 3
  %scevgep82 = getelementptr i8, ptr %arg.a.4, i64 %25
  %26 = shl i64 %arg.a.6.0, 2
  %scevgep86 = getelementptr i8, ptr %arg.a.4, i64 %26
  %27 = mul i64 %arg.a.6.0, 5
  %scevgep90 = getelementptr i8, ptr %arg.a.4, i64 %27
  %28 = mul i64 %arg.a.6.0, 6
  %scevgep94 = getelementptr i8, ptr %arg.a.4, i64 %28
  %29 = mul i64 %arg.a.6.0, 7
  %scevgep98 = getelementptr i8, ptr %arg.a.4, i64 %29
  br label %.115.preheader.us.us

.115.preheader.us.us:                             ; preds = %.115..116_crit_edge.us.1.loopexit.us.3, %.115.preheader.us.us.preheader.new
  %lsr.iv99 = phi ptr [ %scevgep100, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep98, %.115.preheader.us.us.preheader.new ]
  %lsr.iv95 = phi ptr [ %scevgep96, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep94, %.115.preheader.us.us.preheader.new ]
  %lsr.iv91 = phi ptr [ %scevgep92, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep90, %.115.preheader.us.us.preheader.new ]
  %lsr.iv87 = phi ptr [ %scevgep88, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep86, %.115.preheader.us.us.preheader.new ]
  %lsr.iv83 = phi ptr [ %scevgep84, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep82, %.115.preheader.us.us.preheader.new ]
  %lsr.iv79 = phi ptr [ %scevgep80, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep78, %.115.preheader.us.us.preheader.new ]
  %lsr.iv75 = phi ptr [ %scevgep76, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep74, %.115.preheader.us.us.preheader.new ]
  %.85.025.us.us = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader.new ], [ %.163.us.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %.80.024.us.us = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader.new ], [ %.148.us.epil.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %niter = phi i64 [ 0, %.115.preheader.us.us.preheader.new ], [ %niter.next.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  br label %.115.endif.us.epil.us

.115.endif.us.epil.us:                            ; preds = %.115.endif.us.epil.us, %.115.preheader.us.us
  %.80.118.us.epil.us = phi double [ %.80.024.us.us, %.115.preheader.us.us ], [ %.148.us.epil.us, %.115.endif.us.epil.us ]
  %epil.iter.us = phi i64 [ 0, %.115.preheader.us.us ], [ %epil.iter.next.us, %.115.endif.us.epil.us ]
  %30 = shl nuw nsw i64 %epil.iter.us, 3
  %scevgep73 = getelementptr i8, ptr %.85.025.us.us, i64 %30
  %.146.us.epil.us = load double, ptr %scevgep73, align 8
  %.148.us.epil.us = fadd double %.80.118.us.epil.us, %.146.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.us:                        ; preds = %.115.endif.us.epil.us
  %scevgep.us = getelementptr i8, ptr %.85.025.us.us, i64 %11
  %.141.us.us = getelementptr i8, ptr %scevgep.us, i64 %.137.neg.us
  %.163.us.us = getelementptr i8, ptr %.141.us.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us

.115.endif.us.epil.1.us:                          ; preds = %.115.endif.us.epil.1.us, %.115..116_crit_edge.us.us
  %.80.118.us.epil.1.us = phi double [ %.148.us.epil.us, %.115..116_crit_edge.us.us ], [ %.148.us.epil.1.us, %.115.endif.us.epil.1.us ]
  %epil.iter.1.us = phi i64 [ 0, %.115..116_crit_edge.us.us ], [ %epil.iter.next.1.us, %.115.endif.us.epil.1.us ]
  %31 = shl nuw nsw i64 %epil.iter.1.us, 3
  %scevgep77 = getelementptr i8, ptr %lsr.iv75, i64 %31
  %.146.us.epil.1.us = load double, ptr %scevgep77, align 8
  %.148.us.epil.1.us = fadd double %.80.118.us.epil.1.us, %.146.us.epil.1.us
  %epil.iter.next.1.us = add nuw nsw i64 %epil.iter.1.us, 1
  %epil.iter.cmp.1.not.us = icmp eq i64 %xtraiter, %epil.iter.next.1.us
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.1.loopexit.us:             ; preds = %.115.endif.us.epil.1.us
  %scevgep.1.us = getelementptr i8, ptr %.163.us.us, i64 %11
  %.141.us.1.us = getelementptr i8, ptr %scevgep.1.us, i64 %.137.neg.us
  %.163.us.1.us = getelementptr i8, ptr %.141.us.1.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.1

.115.endif.us.epil.us.1:                          ; preds = %.115.endif.us.epil.us.1, %.115..116_crit_edge.us.1.loopexit.us
  %.80.118.us.epil.us.1 = phi double [ %.148.us.epil.1.us, %.115..116_crit_edge.us.1.loopexit.us ], [ %.148.us.epil.us.1, %.115.endif.us.epil.us.1 ]
  %epil.iter.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us ], [ %epil.iter.next.us.1, %.115.endif.us.epil.us.1 ]
  %32 = shl nuw nsw i64 %epil.iter.us.1, 3
  %scevgep81 = getelementptr i8, ptr %lsr.iv79, i64 %32
  %.146.us.epil.us.1 = load double, ptr %scevgep81, align 8
  %.148.us.epil.us.1 = fadd double %.80.118.us.epil.us.1, %.146.us.epil.us.1
  %epil.iter.next.us.1 = add nuw nsw i64 %epil.iter.us.1, 1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.us.1
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.us.1:                      ; preds = %.115.endif.us.epil.us.1
  %scevgep.us.1 = getelementptr i8, ptr %.163.us.1.us, i64 %11
  %.141.us.us.1 = getelementptr i8, ptr %scevgep.us.1, i64 %.137.neg.us
  %.163.us.us.1 = getelementptr i8, ptr %.141.us.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.1

.115.endif.us.epil.1.us.1:                        ; preds = %.115.endif.us.epil.1.us.1, %.115..116_crit_edge.us.us.1
  %.80.118.us.epil.1.us.1 = phi double [ %.148.us.epil.us.1, %.115..116_crit_edge.us.us.1 ], [ %.148.us.epil.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %epil.iter.1.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.us.1 ], [ %epil.iter.next.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %33 = shl nuw nsw i64 %epil.iter.1.us.1, 3
  %scevgep85 = getelementptr i8, ptr %lsr.iv83, i64 %33
  %.146.us.epil.1.us.1 = load double, ptr %scevgep85, align 8
  %.148.us.epil.1.us.1 = fadd double %.80.118.us.epil.1.us.1, %.146.us.epil.1.us.1
  %epil.iter.next.1.us.1 = add nuw nsw i64 %epil.iter.1.us.1, 1
  %epil.iter.cmp.1.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.1
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.1.loopexit.us.1:           ; preds = %.115.endif.us.epil.1.us.1
  %scevgep.1.us.1 = getelementptr i8, ptr %.163.us.us.1, i64 %11
  %.141.us.1.us.1 = getelementptr i8, ptr %scevgep.1.us.1, i64 %.137.neg.us
  %.163.us.1.us.1 = getelementptr i8, ptr %.141.us.1.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.2

.115.endif.us.epil.us.2:                          ; preds = %.115.endif.us.epil.us.2, %.115..116_crit_edge.us.1.loopexit.us.1
  %.80.118.us.epil.us.2 = phi double [ %.148.us.epil.1.us.1, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %.148.us.epil.us.2, %.115.endif.us.epil.us.2 ]
  %epil.iter.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %epil.iter.next.us.2, %.115.endif.us.epil.us.2 ]
  %34 = shl nuw nsw i64 %epil.iter.us.2, 3
  %scevgep89 = getelementptr i8, ptr %lsr.iv87, i64 %34
  %.146.us.epil.us.2 = load double, ptr %scevgep89, align 8
  %.148.us.epil.us.2 = fadd double %.80.118.us.epil.us.2, %.146.us.epil.us.2
  %epil.iter.next.us.2 = add nuw nsw i64 %epil.iter.us.2, 1
  %epil.iter.cmp.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.us.2
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.us.2:                      ; preds = %.115.endif.us.epil.us.2
  %scevgep.us.2 = getelementptr i8, ptr %.163.us.1.us.1, i64 %11
  %.141.us.us.2 = getelementptr i8, ptr %scevgep.us.2, i64 %.137.neg.us
  %.163.us.us.2 = getelementptr i8, ptr %.141.us.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.2

.115.endif.us.epil.1.us.2:                        ; preds = %.115.endif.us.epil.1.us.2, %.115..116_crit_edge.us.us.2
  %.80.118.us.epil.1.us.2 = phi double [ %.148.us.epil.us.2, %.115..116_crit_edge.us.us.2 ], [ %.148.us.epil.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %epil.iter.1.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.us.2 ], [ %epil.iter.next.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %35 = shl nuw nsw i64 %epil.iter.1.us.2, 3
  %scevgep93 = getelementptr i8, ptr %lsr.iv91, i64 %35
  %.146.us.epil.1.us.2 = load double, ptr %scevgep93, align 8
  %.148.us.epil.1.us.2 = fadd double %.80.118.us.epil.1.us.2, %.146.us.epil.1.us.2
  %epil.iter.next.1.us.2 = add nuw nsw i64 %epil.iter.1.us.2, 1
  %epil.iter.cmp.1.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.2
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.1.loopexit.us.2:           ; preds = %.115.endif.us.epil.1.us.2
  %scevgep.1.us.2 = getelementptr i8, ptr %.163.us.us.2, i64 %11
  %.141.us.1.us.2 = getelementptr i8, ptr %scevgep.1.us.2, i64 %.137.neg.us
  %.163.us.1.us.2 = getelementptr i8, ptr %.141.us.1.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.3

.115.endif.us.epil.us.3:                          ; preds = %.115.endif.us.epil.us.3, %.115..116_crit_edge.us.1.loopexit.us.2
  %.80.118.us.epil.us.3 = phi double [ %.148.us.epil.1.us.2, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %.148.us.epil.us.3, %.115.endif.us.epil.us.3 ]
  %epil.iter.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %epil.iter.next.us.3, %.115.endif.us.epil.us.3 ]
  %36 = shl nuw nsw i64 %epil.iter.us.3, 3
  %scevgep97 = getelementptr i8, ptr %lsr.iv95, i64 %36
  %.146.us.epil.us.3 = load double, ptr %scevgep97, align 8
  %.148.us.epil.us.3 = fadd double %.80.118.us.epil.us.3, %.146.us.epil.us.3
  %epil.iter.next.us.3 = add nuw nsw i64 %epil.iter.us.3, 1
  %epil.iter.cmp.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.us.3
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.us.3:                      ; preds = %.115.endif.us.epil.us.3
  %scevgep.us.3 = getelementptr i8, ptr %.163.us.1.us.2, i64 %11
  %.141.us.us.3 = getelementptr i8, ptr %scevgep.us.3, i64 %.137.neg.us
  %.163.us.us.3 = getelementptr i8, ptr %.141.us.us.3, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.3

.115.endif.us.epil.1.us.3:                        ; preds = %.115.endif.us.epil.1.us.3, %.115..116_crit_edge.us.us.3
  %.80.118.us.epil.1.us.3 = phi double [ %.148.us.epil.us.3, %.115..116_crit_edge.us.us.3 ], [ %.148.us.epil.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %epil.iter.1.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.us.3 ], [ %epil.iter.next.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %37 = shl nuw nsw i64 %epil.iter.1.us.3, 3
  %scevgep101 = getelementptr i8, ptr %lsr.iv99, i64 %37
  %.146.us.epil.1.us.3 = load double, ptr %scevgep101, align 8
  %.148.us.epil.1.us.3 = fadd double %.80.118.us.epil.1.us.3, %.146.us.epil.1.us.3
  %epil.iter.next.1.us.3 = add nuw nsw i64 %epil.iter.1.us.3, 1
  %epil.iter.cmp.1.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.3
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.1.loopexit.us.3:           ; preds = %.115.endif.us.epil.1.us.3
  %scevgep.1.us.3 = getelementptr i8, ptr %.163.us.us.3, i64 %11
  %.141.us.1.us.3 = getelementptr i8, ptr %scevgep.1.us.3, i64 %.137.neg.us
  %.163.us.1.us.3 = getelementptr i8, ptr %.141.us.1.us.3, i64 %arg.a.6.0
  %niter.next.3 = add i64 %niter, 4
  %scevgep76 = getelementptr i8, ptr %lsr.iv75, i64 %23
  %scevgep80 = getelementptr i8, ptr %lsr.iv79, i64 %23
  %scevgep84 = getelementptr i8, ptr %lsr.iv83, i64 %23
  %scevgep88 = getelementptr i8, ptr %lsr.iv87, i64 %23
  %scevgep92 = getelementptr i8, ptr %lsr.iv91, i64 %23
  %scevgep96 = getelementptr i8, ptr %lsr.iv95, i64 %23
  %scevgep100 = getelementptr i8, ptr %lsr.iv99, i64 %23
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter61
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !121, !llvm.loop !122

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !111

.115.endif.us.prol.preheader:                     ; preds = %.115.preheader.us
  br label %.115.endif.us.prol

.115.endif.us.prol:                               ; preds = %.115.endif.us.prol.preheader, %.115.endif.us.prol
  %lsr.iv102 = phi i64 [ 0, %.115.endif.us.prol.preheader ], [ %lsr.iv.next103, %.115.endif.us.prol ]
  %.85.119.us.prol = phi ptr [ %.154.us.7.prol, %.115.endif.us.prol ], [ %.85.025.us, %.115.endif.us.prol.preheader ]
  %.80.118.us.prol = phi double [ %.148.us.7.prol, %.115.endif.us.prol ], [ %.80.024.us, %.115.endif.us.prol.preheader ]
  %.146.us.prol = load double, ptr %.85.119.us.prol, align 8
  %.148.us.prol = fadd double %.80.118.us.prol, %.146.us.prol
  %.154.us.prol = getelementptr i8, ptr %.85.119.us.prol, i64 8
  %.146.us.1.prol = load double, ptr %.154.us.prol, align 8
  %.148.us.1.prol = fadd double %.148.us.prol, %.146.us.1.prol
  %.154.us.1.prol = getelementptr i8, ptr %.85.119.us.prol, i64 16
  %.146.us.2.prol = load double, ptr %.154.us.1.prol, align 8
  %.148.us.2.prol = fadd double %.148.us.1.prol, %.146.us.2.prol
  %.154.us.2.prol = getelementptr i8, ptr %.85.119.us.prol, i64 24
  %.146.us.3.prol = load double, ptr %.154.us.2.prol, align 8
  %.148.us.3.prol = fadd double %.148.us.2.prol, %.146.us.3.prol
  %.154.us.3.prol = getelementptr i8, ptr %.85.119.us.prol, i64 32
  %.146.us.4.prol = load double, ptr %.154.us.3.prol, align 8
  %.148.us.4.prol = fadd double %.148.us.3.prol, %.146.us.4.prol
  %.154.us.4.prol = getelementptr i8, ptr %.85.119.us.prol, i64 40
  %.146.us.5.prol = load double, ptr %.154.us.4.prol, align 8
  %.148.us.5.prol = fadd double %.148.us.4.prol, %.146.us.5.prol
  %.154.us.5.prol = getelementptr i8, ptr %.85.119.us.prol, i64 48
  %.146.us.6.prol = load double, ptr %.154.us.5.prol, align 8
  %.148.us.6.prol = fadd double %.148.us.5.prol, %.146.us.6.prol
  %.154.us.6.prol = getelementptr i8, ptr %.85.119.us.prol, i64 56
  %.146.us.7.prol = load double, ptr %.154.us.6.prol, align 8
  %.148.us.7.prol = fadd double %.148.us.6.prol, %.146.us.7.prol
  %.154.us.7.prol = getelementptr i8, ptr %.85.119.us.prol, i64 64
  %lsr.iv.next103 = add nuw nsw i64 %lsr.iv102, 8
  %prol.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next103
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !112, !llvm.loop !124

.115.endif.us.prol.loopexit.loopexit:             ; preds = %.115.endif.us.prol
  %39 = sub i64 %unroll_iter, %lsr.iv.next103
  br label %.115.endif.us.prol.loopexit

.115.endif.us.prol.loopexit:                      ; preds = %.115.endif.us.prol.loopexit.loopexit, %.115.preheader.us
  %.148.us.7.lcssa.unr = phi double [ poison, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.154.us.7.lcssa.unr = phi ptr [ poison, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %lsr.iv21.unr = phi i64 [ %unroll_iter, %.115.preheader.us ], [ %39, %.115.endif.us.prol.loopexit.loopexit ]
  %.85.119.us.unr = phi ptr [ %.85.025.us, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.80.118.us.unr = phi double [ %.80.024.us, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %40 = icmp ult i64 %14, 24
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !114

.115.endif.us.preheader:                          ; preds = %.115.endif.us.prol.loopexit
  br label %.115.endif.us

.115.endif.us:                                    ; preds = %.115.endif.us.preheader, %.115.endif.us
  %lsr.iv21 = phi i64 [ %lsr.iv.next22.3, %.115.endif.us ], [ %lsr.iv21.unr, %.115.endif.us.preheader ]
  %.85.119.us = phi ptr [ %.154.us.7.3, %.115.endif.us ], [ %.85.119.us.unr, %.115.endif.us.preheader ]
  %.80.118.us = phi double [ %.148.us.7.3, %.115.endif.us ], [ %.80.118.us.unr, %.115.endif.us.preheader ]
  %.146.us = load double, ptr %.85.119.us, align 8
  %.148.us = fadd double %.80.118.us, %.146.us
  %.154.us = getelementptr i8, ptr %.85.119.us, i64 8
  %.146.us.1 = load double, ptr %.154.us, align 8
  %.148.us.1 = fadd double %.148.us, %.146.us.1
  %.154.us.1 = getelementptr i8, ptr %.85.119.us, i64 16
  %.146.us.2 = load double, ptr %.154.us.1, align 8
  %.148.us.2 = fadd double %.148.us.1, %.146.us.2
  %.154.us.2 = getelementptr i8, ptr %.85.119.us, i64 24
  %.146.us.3 = load double, ptr %.154.us.2, align 8
  %.148.us.3 = fadd double %.148.us.2, %.146.us.3
  %.154.us.3 = getelementptr i8, ptr %.85.119.us, i64 32
  %.146.us.4 = load double, ptr %.154.us.3, align 8
  %.148.us.4 = fadd double %.148.us.3, %.146.us.4
  %.154.us.4 = getelementptr i8, ptr %.85.119.us, i64 40
  %.146.us.5 = load double, ptr %.154.us.4, align 8
  %.148.us.5 = fadd double %.148.us.4, %.146.us.5
  %.154.us.5 = getelementptr i8, ptr %.85.119.us, i64 48
  %.146.us.6 = load double, ptr %.154.us.5, align 8
  %.148.us.6 = fadd double %.148.us.5, %.146.us.6
  %.154.us.6 = getelementptr i8, ptr %.85.119.us, i64 56
  %.146.us.7 = load double, ptr %.154.us.6, align 8
  %.148.us.7 = fadd double %.148.us.6, %.146.us.7
  %.154.us.7 = getelementptr i8, ptr %.85.119.us, i64 64
  %.146.us.120 = load double, ptr %.154.us.7, align 8
  %.148.us.121 = fadd double %.148.us.7, %.146.us.120
  %.154.us.122 = getelementptr i8, ptr %.85.119.us, i64 72
  %.146.us.1.123 = load double, ptr %.154.us.122, align 8
  %.148.us.1.124 = fadd double %.148.us.121, %.146.us.1.123
  %.154.us.1.125 = getelementptr i8, ptr %.85.119.us, i64 80
  %.146.us.2.126 = load double, ptr %.154.us.1.125, align 8
  %.148.us.2.127 = fadd double %.148.us.1.124, %.146.us.2.126
  %.154.us.2.128 = getelementptr i8, ptr %.85.119.us, i64 88
  %.146.us.3.129 = load double, ptr %.154.us.2.128, align 8
  %.148.us.3.130 = fadd double %.148.us.2.127, %.146.us.3.129
  %.154.us.3.131 = getelementptr i8, ptr %.85.119.us, i64 96
  %.146.us.4.132 = load double, ptr %.154.us.3.131, align 8
  %.148.us.4.133 = fadd double %.148.us.3.130, %.146.us.4.132
  %.154.us.4.134 = getelementptr i8, ptr %.85.119.us, i64 104
  %.146.us.5.135 = load double, ptr %.154.us.4.134, align 8
  %.148.us.5.136 = fadd double %.148.us.4.133, %.146.us.5.135
  %.154.us.5.137 = getelementptr i8, ptr %.85.119.us, i64 112
  %.146.us.6.138 = load double, ptr %.154.us.5.137, align 8
  %.148.us.6.139 = fadd double %.148.us.5.136, %.146.us.6.138
  %.154.us.6.140 = getelementptr i8, ptr %.85.119.us, i64 120
  %.146.us.7.141 = load double, ptr %.154.us.6.140, align 8
  %.148.us.7.142 = fadd double %.148.us.6.139, %.146.us.7.141
  %.154.us.7.143 = getelementptr i8, ptr %.85.119.us, i64 128
  %.146.us.246 = load double, ptr %.154.us.7.143, align 8
  %.148.us.247 = fadd double %.148.us.7.142, %.146.us.246
  %.154.us.248 = getelementptr i8, ptr %.85.119.us, i64 136
  %.146.us.1.2 = load double, ptr %.154.us.248, align 8
  %.148.us.1.2 = fadd double %.148.us.247, %.146.us.1.2
  %.154.us.1.2 = getelementptr i8, ptr %.85.119.us, i64 144
  %.146.us.2.2 = load double, ptr %.154.us.1.2, align 8
  %.148.us.2.2 = fadd double %.148.us.1.2, %.146.us.2.2
  %.154.us.2.2 = getelementptr i8, ptr %.85.119.us, i64 152
  %.146.us.3.2 = load double, ptr %.154.us.2.2, align 8
  %.148.us.3.2 = fadd double %.148.us.2.2, %.146.us.3.2
  %.154.us.3.2 = getelementptr i8, ptr %.85.119.us, i64 160
  %.146.us.4.2 = load double, ptr %.154.us.3.2, align 8
  %.148.us.4.2 = fadd double %.148.us.3.2, %.146.us.4.2
  %.154.us.4.2 = getelementptr i8, ptr %.85.119.us, i64 168
  %.146.us.5.2 = load double, ptr %.154.us.4.2, align 8
  %.148.us.5.2 = fadd double %.148.us.4.2, %.146.us.5.2
  %.154.us.5.2 = getelementptr i8, ptr %.85.119.us, i64 176
  %.146.us.6.2 = load double, ptr %.154.us.5.2, align 8
  %.148.us.6.2 = fadd double %.148.us.5.2, %.146.us.6.2
  %.154.us.6.2 = getelementptr i8, ptr %.85.119.us, i64 184
  %.146.us.7.2 = load double, ptr %.154.us.6.2, align 8
  %.148.us.7.2 = fadd double %.148.us.6.2, %.146.us.7.2
  %.154.us.7.2 = getelementptr i8, ptr %.85.119.us, i64 192
  %.146.us.349 = load double, ptr %.154.us.7.2, align 8
  %.148.us.350 = fadd double %.148.us.7.2, %.146.us.349
  %.154.us.351 = getelementptr i8, ptr %.85.119.us, i64 200
  %.146.us.1.3 = load double, ptr %.154.us.351, align 8
  %.148.us.1.3 = fadd double %.148.us.350, %.146.us.1.3
  %.154.us.1.3 = getelementptr i8, ptr %.85.119.us, i64 208
  %.146.us.2.3 = load double, ptr %.154.us.1.3, align 8
  %.148.us.2.3 = fadd double %.148.us.1.3, %.146.us.2.3
  %.154.us.2.3 = getelementptr i8, ptr %.85.119.us, i64 216
  %.146.us.3.3 = load double, ptr %.154.us.2.3, align 8
  %.148.us.3.3 = fadd double %.148.us.2.3, %.146.us.3.3
  %.154.us.3.3 = getelementptr i8, ptr %.85.119.us, i64 224
  %.146.us.4.3 = load double, ptr %.154.us.3.3, align 8
  %.148.us.4.3 = fadd double %.148.us.3.3, %.146.us.4.3
  %.154.us.4.3 = getelementptr i8, ptr %.85.119.us, i64 232
  %.146.us.5.3 = load double, ptr %.154.us.4.3, align 8
  %.148.us.5.3 = fadd double %.148.us.4.3, %.146.us.5.3
  %.154.us.5.3 = getelementptr i8, ptr %.85.119.us, i64 240
  %.146.us.6.3 = load double, ptr %.154.us.5.3, align 8
  %.148.us.6.3 = fadd double %.148.us.5.3, %.146.us.6.3
  %.154.us.6.3 = getelementptr i8, ptr %.85.119.us, i64 248
  %.146.us.7.3 = load double, ptr %.154.us.6.3, align 8
  %.148.us.7.3 = fadd double %.148.us.6.3, %.146.us.7.3
  %.154.us.7.3 = getelementptr i8, ptr %.85.119.us, i64 256
  %lsr.iv.next22.3 = add nsw i64 %lsr.iv21, -32
  %niter.ncmp.7.3 = icmp eq i64 %lsr.iv.next22.3, 0
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !115, !llvm.loop !125

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !118

.115.endif.us.epil.preheader:                     ; preds = %.115..116_crit_edge.us.unr-lcssa
  br label %.115.endif.us.epil

.115.endif.us.epil:                               ; preds = %.115.endif.us.epil.preheader, %.115.endif.us.epil
  %.80.118.us.epil = phi double [ %.148.us.epil, %.115.endif.us.epil ], [ %.148.us.7.lcssa, %.115.endif.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.115.endif.us.epil ], [ 0, %.115.endif.us.epil.preheader ]
  %42 = shl nuw nsw i64 %epil.iter, 3
  %scevgep104 = getelementptr i8, ptr %.154.us.7.lcssa, i64 %42
  %.146.us.epil = load double, ptr %scevgep104, align 8
  %.148.us.epil = fadd double %.80.118.us.epil, %.146.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !103, !llvm.loop !104

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !111

.115.endif.us.1.prol.preheader:                   ; preds = %.115.endif.us.1.preheader
  br label %.115.endif.us.1.prol

.115.endif.us.1.prol:                             ; preds = %.115.endif.us.1.prol.preheader, %.115.endif.us.1.prol
  %lsr.iv105 = phi i64 [ 0, %.115.endif.us.1.prol.preheader ], [ %lsr.iv.next106, %.115.endif.us.1.prol ]
  %.85.119.us.1.prol = phi ptr [ %.154.us.7.1.prol, %.115.endif.us.1.prol ], [ %.163.us7, %.115.endif.us.1.prol.preheader ]
  %.80.118.us.1.prol = phi double [ %.148.us.7.1.prol, %.115.endif.us.1.prol ], [ %.148.us.lcssa5, %.115.endif.us.1.prol.preheader ]
  %.146.us.117.prol = load double, ptr %.85.119.us.1.prol, align 8
  %.148.us.118.prol = fadd double %.80.118.us.1.prol, %.146.us.117.prol
  %.154.us.119.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 8
  %.146.us.1.1.prol = load double, ptr %.154.us.119.prol, align 8
  %.148.us.1.1.prol = fadd double %.148.us.118.prol, %.146.us.1.1.prol
  %.154.us.1.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 16
  %.146.us.2.1.prol = load double, ptr %.154.us.1.1.prol, align 8
  %.148.us.2.1.prol = fadd double %.148.us.1.1.prol, %.146.us.2.1.prol
  %.154.us.2.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 24
  %.146.us.3.1.prol = load double, ptr %.154.us.2.1.prol, align 8
  %.148.us.3.1.prol = fadd double %.148.us.2.1.prol, %.146.us.3.1.prol
  %.154.us.3.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 32
  %.146.us.4.1.prol = load double, ptr %.154.us.3.1.prol, align 8
  %.148.us.4.1.prol = fadd double %.148.us.3.1.prol, %.146.us.4.1.prol
  %.154.us.4.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 40
  %.146.us.5.1.prol = load double, ptr %.154.us.4.1.prol, align 8
  %.148.us.5.1.prol = fadd double %.148.us.4.1.prol, %.146.us.5.1.prol
  %.154.us.5.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 48
  %.146.us.6.1.prol = load double, ptr %.154.us.5.1.prol, align 8
  %.148.us.6.1.prol = fadd double %.148.us.5.1.prol, %.146.us.6.1.prol
  %.154.us.6.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 56
  %.146.us.7.1.prol = load double, ptr %.154.us.6.1.prol, align 8
  %.148.us.7.1.prol = fadd double %.148.us.6.1.prol, %.146.us.7.1.prol
  %.154.us.7.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 64
  %lsr.iv.next106 = add nuw nsw i64 %lsr.iv105, 8
  %prol.iter54.cmp.not = icmp eq i64 %18, %lsr.iv.next106
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !112, !llvm.loop !126

.115.endif.us.1.prol.loopexit.loopexit:           ; preds = %.115.endif.us.1.prol
  %45 = sub i64 %unroll_iter, %lsr.iv.next106
  br label %.115.endif.us.1.prol.loopexit

.115.endif.us.1.prol.loopexit:                    ; preds = %.115.endif.us.1.prol.loopexit.loopexit, %.115.endif.us.1.preheader
  %.148.us.7.1.lcssa.unr = phi double [ poison, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.154.us.7.1.lcssa.unr = phi ptr [ poison, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %lsr.iv24.unr = phi i64 [ %unroll_iter, %.115.endif.us.1.preheader ], [ %45, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.85.119.us.1.unr = phi ptr [ %.163.us7, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.80.118.us.1.unr = phi double [ %.148.us.lcssa5, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %46 = icmp ult i64 %14, 24
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !114

.115.endif.us.1.preheader65:                      ; preds = %.115.endif.us.1.prol.loopexit
  br label %.115.endif.us.1

.115.endif.us.1:                                  ; preds = %.115.endif.us.1.preheader65, %.115.endif.us.1
  %lsr.iv24 = phi i64 [ %lsr.iv.next25.3, %.115.endif.us.1 ], [ %lsr.iv24.unr, %.115.endif.us.1.preheader65 ]
  %.85.119.us.1 = phi ptr [ %.154.us.7.1.3, %.115.endif.us.1 ], [ %.85.119.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.80.118.us.1 = phi double [ %.148.us.7.1.3, %.115.endif.us.1 ], [ %.80.118.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.146.us.117 = load double, ptr %.85.119.us.1, align 8
  %.148.us.118 = fadd double %.80.118.us.1, %.146.us.117
  %.154.us.119 = getelementptr i8, ptr %.85.119.us.1, i64 8
  %.146.us.1.1 = load double, ptr %.154.us.119, align 8
  %.148.us.1.1 = fadd double %.148.us.118, %.146.us.1.1
  %.154.us.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 16
  %.146.us.2.1 = load double, ptr %.154.us.1.1, align 8
  %.148.us.2.1 = fadd double %.148.us.1.1, %.146.us.2.1
  %.154.us.2.1 = getelementptr i8, ptr %.85.119.us.1, i64 24
  %.146.us.3.1 = load double, ptr %.154.us.2.1, align 8
  %.148.us.3.1 = fadd double %.148.us.2.1, %.146.us.3.1
  %.154.us.3.1 = getelementptr i8, ptr %.85.119.us.1, i64 32
  %.146.us.4.1 = load double, ptr %.154.us.3.1, align 8
  %.148.us.4.1 = fadd double %.148.us.3.1, %.146.us.4.1
  %.154.us.4.1 = getelementptr i8, ptr %.85.119.us.1, i64 40
  %.146.us.5.1 = load double, ptr %.154.us.4.1, align 8
  %.148.us.5.1 = fadd double %.148.us.4.1, %.146.us.5.1
  %.154.us.5.1 = getelementptr i8, ptr %.85.119.us.1, i64 48
  %.146.us.6.1 = load double, ptr %.154.us.5.1, align 8
  %.148.us.6.1 = fadd double %.148.us.5.1, %.146.us.6.1
  %.154.us.6.1 = getelementptr i8, ptr %.85.119.us.1, i64 56
  %.146.us.7.1 = load double, ptr %.154.us.6.1, align 8
  %.148.us.7.1 = fadd double %.148.us.6.1, %.146.us.7.1
  %.154.us.7.1 = getelementptr i8, ptr %.85.119.us.1, i64 64
  %.146.us.117.1 = load double, ptr %.154.us.7.1, align 8
  %.148.us.118.1 = fadd double %.148.us.7.1, %.146.us.117.1
  %.154.us.119.1 = getelementptr i8, ptr %.85.119.us.1, i64 72
  %.146.us.1.1.1 = load double, ptr %.154.us.119.1, align 8
  %.148.us.1.1.1 = fadd double %.148.us.118.1, %.146.us.1.1.1
  %.154.us.1.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 80
  %.146.us.2.1.1 = load double, ptr %.154.us.1.1.1, align 8
  %.148.us.2.1.1 = fadd double %.148.us.1.1.1, %.146.us.2.1.1
  %.154.us.2.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 88
  %.146.us.3.1.1 = load double, ptr %.154.us.2.1.1, align 8
  %.148.us.3.1.1 = fadd double %.148.us.2.1.1, %.146.us.3.1.1
  %.154.us.3.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 96
  %.146.us.4.1.1 = load double, ptr %.154.us.3.1.1, align 8
  %.148.us.4.1.1 = fadd double %.148.us.3.1.1, %.146.us.4.1.1
  %.154.us.4.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 104
  %.146.us.5.1.1 = load double, ptr %.154.us.4.1.1, align 8
  %.148.us.5.1.1 = fadd double %.148.us.4.1.1, %.146.us.5.1.1
  %.154.us.5.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 112
  %.146.us.6.1.1 = load double, ptr %.154.us.5.1.1, align 8
  %.148.us.6.1.1 = fadd double %.148.us.5.1.1, %.146.us.6.1.1
  %.154.us.6.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 120
  %.146.us.7.1.1 = load double, ptr %.154.us.6.1.1, align 8
  %.148.us.7.1.1 = fadd double %.148.us.6.1.1, %.146.us.7.1.1
  %.154.us.7.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 128
  %.146.us.117.2 = load double, ptr %.154.us.7.1.1, align 8
  %.148.us.118.2 = fadd double %.148.us.7.1.1, %.146.us.117.2
  %.154.us.119.2 = getelementptr i8, ptr %.85.119.us.1, i64 136
  %.146.us.1.1.2 = load double, ptr %.154.us.119.2, align 8
  %.148.us.1.1.2 = fadd double %.148.us.118.2, %.146.us.1.1.2
  %.154.us.1.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 144
  %.146.us.2.1.2 = load double, ptr %.154.us.1.1.2, align 8
  %.148.us.2.1.2 = fadd double %.148.us.1.1.2, %.146.us.2.1.2
  %.154.us.2.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 152
  %.146.us.3.1.2 = load double, ptr %.154.us.2.1.2, align 8
  %.148.us.3.1.2 = fadd double %.148.us.2.1.2, %.146.us.3.1.2
  %.154.us.3.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 160
  %.146.us.4.1.2 = load double, ptr %.154.us.3.1.2, align 8
  %.148.us.4.1.2 = fadd double %.148.us.3.1.2, %.146.us.4.1.2
  %.154.us.4.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 168
  %.146.us.5.1.2 = load double, ptr %.154.us.4.1.2, align 8
  %.148.us.5.1.2 = fadd double %.148.us.4.1.2, %.146.us.5.1.2
  %.154.us.5.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 176
  %.146.us.6.1.2 = load double, ptr %.154.us.5.1.2, align 8
  %.148.us.6.1.2 = fadd double %.148.us.5.1.2, %.146.us.6.1.2
  %.154.us.6.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 184
  %.146.us.7.1.2 = load double, ptr %.154.us.6.1.2, align 8
  %.148.us.7.1.2 = fadd double %.148.us.6.1.2, %.146.us.7.1.2
  %.154.us.7.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 192
  %.146.us.117.3 = load double, ptr %.154.us.7.1.2, align 8
  %.148.us.118.3 = fadd double %.148.us.7.1.2, %.146.us.117.3
  %.154.us.119.3 = getelementptr i8, ptr %.85.119.us.1, i64 200
  %.146.us.1.1.3 = load double, ptr %.154.us.119.3, align 8
  %.148.us.1.1.3 = fadd double %.148.us.118.3, %.146.us.1.1.3
  %.154.us.1.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 208
  %.146.us.2.1.3 = load double, ptr %.154.us.1.1.3, align 8
  %.148.us.2.1.3 = fadd double %.148.us.1.1.3, %.146.us.2.1.3
  %.154.us.2.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 216
  %.146.us.3.1.3 = load double, ptr %.154.us.2.1.3, align 8
  %.148.us.3.1.3 = fadd double %.148.us.2.1.3, %.146.us.3.1.3
  %.154.us.3.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 224
  %.146.us.4.1.3 = load double, ptr %.154.us.3.1.3, align 8
  %.148.us.4.1.3 = fadd double %.148.us.3.1.3, %.146.us.4.1.3
  %.154.us.4.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 232
  %.146.us.5.1.3 = load double, ptr %.154.us.4.1.3, align 8
  %.148.us.5.1.3 = fadd double %.148.us.4.1.3, %.146.us.5.1.3
  %.154.us.5.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 240
  %.146.us.6.1.3 = load double, ptr %.154.us.5.1.3, align 8
  %.148.us.6.1.3 = fadd double %.148.us.5.1.3, %.146.us.6.1.3
  %.154.us.6.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 248
  %.146.us.7.1.3 = load double, ptr %.154.us.6.1.3, align 8
  %.148.us.7.1.3 = fadd double %.148.us.6.1.3, %.146.us.7.1.3
  %.154.us.7.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 256
  %lsr.iv.next25.3 = add nsw i64 %lsr.iv24, -32
  %niter.ncmp.7.1.3 = icmp eq i64 %lsr.iv.next25.3, 0
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !115, !llvm.loop !127

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !118

.115.endif.us.epil.1.preheader:                   ; preds = %.115..116_crit_edge.us.unr-lcssa.1
  br label %.115.endif.us.epil.1

.115.endif.us.epil.1:                             ; preds = %.115.endif.us.epil.1.preheader, %.115.endif.us.epil.1
  %.80.118.us.epil.1 = phi double [ %.148.us.epil.1, %.115.endif.us.epil.1 ], [ %.148.us.7.1.lcssa, %.115.endif.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %.115.endif.us.epil.1 ], [ 0, %.115.endif.us.epil.1.preheader ]
  %48 = shl nuw nsw i64 %epil.iter.1, 3
  %scevgep107 = getelementptr i8, ptr %.154.us.7.1.lcssa, i64 %48
  %.146.us.epil.1 = load double, ptr %scevgep107, align 8
  %.148.us.epil.1 = fadd double %.80.118.us.epil.1, %.146.us.epil.1
  %epil.iter.next.1 = add nuw nsw i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !103, !llvm.loop !104

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !128, !llvm.loop !129
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{}
!10 = !{!11}
!11 = distinct !{!11, !12}
!12 = distinct !{!12, !"LVerDomain"}
!13 = !{!14}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !16}
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
!33 = distinct !{!33, !16, !17}
!34 = distinct !{!34, !19}
!35 = distinct !{!35, !16}
!36 = !{!37, !39, !40, !42}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = distinct !{!48, !16, !17}
!49 = distinct !{!49, !19}
!50 = distinct !{!50, !16}
!51 = !{!52, !54, !55, !57}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!54 = distinct !{!54, !53, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!55 = distinct !{!55, !56, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!57 = distinct !{!57, !56, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!58 = !{!59, !61, !62, !64}
!59 = distinct !{!59, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!60 = distinct !{!60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!61 = distinct !{!61, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!65 = !{!66, !68, !69, !71}
!66 = distinct !{!66, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!68 = distinct !{!68, !67, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!69 = distinct !{!69, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!70 = distinct !{!70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!71 = distinct !{!71, !70, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!72 = !{!73, !75, !76, !78}
!73 = distinct !{!73, !74, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!74 = distinct !{!74, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!75 = distinct !{!75, !74, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!76 = distinct !{!76, !77, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!78 = distinct !{!78, !77, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!79 = !{!80, !82, !83, !85}
!80 = distinct !{!80, !81, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!81 = distinct !{!81, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!82 = distinct !{!82, !81, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!83 = distinct !{!83, !84, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!84 = distinct !{!84, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!85 = distinct !{!85, !84, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!86 = distinct !{!86, !19}
!87 = distinct !{!87, !16, !17}
!88 = !{!"branch_weights", i32 4, i32 28}
!89 = distinct !{!89, !16, !17}
!90 = distinct !{!90, !16, !17}
!91 = distinct !{!91, !16, !17}
!92 = distinct !{!92, !19}
!93 = distinct !{!93, !16}
!94 = distinct !{!94, !16}
!95 = distinct !{!95, !16, !17}
!96 = distinct !{!96, !16, !17}
!97 = distinct !{!97, !19}
!98 = distinct !{!98, !16}
!99 = !{!"branch_weights", i32 49, i32 1}
!100 = !{!"branch_weights", i32 99, i32 1}
!101 = !{!"branch_weights", i32 16129, i32 255}
!102 = !{!"branch_weights", i32 553201332, i32 1594282316}
!103 = !{!"branch_weights", i32 542333185, i32 1605150463}
!104 = distinct !{!104, !105, !19}
!105 = !{!"llvm.loop.estimated_trip_count", i32 4}
!106 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!107 = distinct !{!107, !108, !19}
!108 = !{!"llvm.loop.estimated_trip_count", i32 2}
!109 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!110 = !{!"branch_weights", i32 146201250, i32 2001282398}
!111 = !{!"branch_weights", i32 127, i32 1}
!112 = !{!"branch_weights", i32 1, i32 1}
!113 = distinct !{!113, !19}
!114 = !{!"branch_weights", i32 1, i32 127}
!115 = !{!"branch_weights", i32 166258294, i32 1981225354}
!116 = distinct !{!116, !117}
!117 = !{!"llvm.loop.estimated_trip_count", i32 3}
!118 = !{!"branch_weights", i32 277993707, i32 1869489941}
!119 = !{!"branch_weights", i32 21522287, i32 2125961361}
!120 = !{!"branch_weights", i32 125941159, i32 2021542489}
!121 = !{!"branch_weights", i32 166258296, i32 1981225352}
!122 = distinct !{!122, !123}
!123 = !{!"llvm.loop.estimated_trip_count", i32 12}
!124 = distinct !{!124, !19}
!125 = distinct !{!125, !117}
!126 = distinct !{!126, !19}
!127 = distinct !{!127, !117}
!128 = !{!"branch_weights", i32 42828876, i32 2104654772}
!129 = distinct !{!129, !130}
!130 = !{!"llvm.loop.estimated_trip_count", i32 50}
