; ModuleID = 'euler_2d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.euler_2d = internal constant [9 x i8] c"euler_2d\00"
@_ZN08NumbaEnv7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f74a052a810B3v14B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f74a052a5d0B3v15B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.u0.0, ptr readnone captures(none) %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, ptr readonly captures(none) %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
B0:
  %const911 = bitcast i64 -1152921504606846976 to i64
  %const910 = bitcast i64 -2305843009213693952 to i64
  %0 = freeze i64 %arg.u0.5.0
  %1 = freeze i64 %arg.u0.5.1
  %.1055 = alloca double, align 8
  store double 0.000000e+00, ptr %.1055, align 8
  %excinfo.12 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %2 = add i64 %.56, %const911
  %.62 = icmp ult i64 %2, %const910
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B128.i:                                           ; preds = %for.end, %B76.lr.ph
  %u.2.sroa.0.0460 = phi ptr [ %.7.i.i, %B76.lr.ph ], [ %.7.i.i174, %for.end ]
  %u.2.sroa.52.0459 = phi ptr [ %.6.i, %B76.lr.ph ], [ %.6.i181, %for.end ]
  %.234426456 = phi i64 [ 4, %B76.lr.ph ], [ %.244, %for.end ]
  %.244 = add nsw i64 %.234426456, -1
  br i1 %.519, label %B76.endif.endif.endif.end...if, label %B76.endif.endif.endif.end...endif, !prof !0

B150.i105.1:                                      ; preds = %for.end
  %.882 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1)
  %.883 = extractvalue { i64, i1 } %.882, 0
  %.884 = extractvalue { i64, i1 } %.882, 1
  %.886 = shl i64 %1, 3
  %3 = add i64 %.883, %const911
  %.889 = icmp ult i64 %3, %const910
  %.890 = or i1 %.884, %.889
  br i1 %.890, label %B144.endif.endif.endif.endif.if, label %B144.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.2.if.if, %for.end.2.endif, %B144.endif.endif.endif.endif.endif.if.if, %B144.endif.endif.endif.endif.if, %B76.endif.endif.endif.end...endif.if.if, %B76.endif.endif.endif.end...if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ %.1063, %for.end.2.if.if ], [ 1, %B76.endif.endif.endif.end...if ], [ 0, %for.end.2.endif ], [ 1, %B76.endif.endif.endif.end...endif.if.if ], [ 1, %B144.endif.endif.endif.endif.if ], [ 1, %B144.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.61 = shl nsw i64 %.56, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B76.lr.ph, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B76.lr.ph:                                        ; preds = %B0.endif
  %const907 = bitcast i64 9223372036854775804 to i64
  %const905 = bitcast i64 8070450532247928800 to i64
  %const = bitcast i64 1152921504606846976 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.u0.4, i64 %.130, i1 false)
  tail call void @NRT_decref(ptr %arg.u0.0)
  %4 = add i64 %1, -1
  %.511 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %0, i64 %1)
  %.512 = extractvalue { i64, i1 } %.511, 0
  %.513 = extractvalue { i64, i1 } %.511, 1
  %5 = add i64 %.512, %const911
  %.518 = icmp ult i64 %5, %const910
  %.519 = or i1 %.513, %.518
  %.517 = shl nsw i64 %.512, 3
  %6 = shl i64 %0, 3
  %7 = mul i64 %6, %1
  %8 = shl i64 %1, 3
  %9 = shl i64 %1, 3
  %10 = add nsw i64 %0, -1
  %11 = mul i64 %9, %10
  %12 = shl i64 %0, 3
  %13 = mul i64 %12, %1
  %14 = shl i64 %1, 3
  %const_mat = add i64 %const905, 24
  %n.vec = and i64 %1, %const_mat
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %ind.escape = add nsw i64 %n.vec, -1
  %xtraiter637 = and i64 %1, 7
  %15 = shl nuw nsw i64 %1, 3
  %const_mat909 = add i64 %const907, -4
  %n.vec398 = and i64 %1, %const_mat909
  %broadcast.splatinsert399 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat400 = shufflevector <8 x double> %broadcast.splatinsert399, <8 x double> poison, <8 x i32> zeroinitializer
  %16 = shl i64 %1, 3
  %17 = sub i64 0, %1
  br label %B128.i

B76.endif.endif.endif.end...if:                   ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B76.endif.endif.endif.end...endif:                ; preds = %B128.i
  %.7.i.i174 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.517, i32 32), !noalias !9
  %.8.i.i175 = icmp eq ptr %.7.i.i174, null
  br i1 %.8.i.i175, label %B76.endif.endif.endif.end...endif.if.if, label %B76.endif.endif.endif.end...endif.endif, !prof !0

B76.endif.endif.endif.end...endif.endif:          ; preds = %B76.endif.endif.endif.end...endif
  %18 = icmp sgt i64 %1, 0
  %19 = icmp sgt i64 %0, 0
  %.5.i180 = getelementptr i8, ptr %.7.i.i174, i64 24
  %.6.i181 = load ptr, ptr %.5.i180, align 8
  %.615373.not = xor i1 %19, true
  %.618306.not = xor i1 %18, true
  %brmerge = or i1 %.615373.not, %.618306.not
  br i1 %brmerge, label %for.end, label %for.cond.1.preheader.lr.ph.split.us

for.cond.1.preheader.lr.ph.split.us:              ; preds = %B76.endif.endif.endif.end...endif.endif
  %20 = icmp eq i64 %0, 1
  br i1 %20, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us
  %21 = and i64 %1, %const
  %22 = icmp ne i64 %21, 0
  %scevgep = getelementptr i8, ptr %.6.i181, i64 %7
  %23 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %11
  %scevgep330 = getelementptr i8, ptr %23, i64 %8
  %scevgep333 = getelementptr i8, ptr %.6.i181, i64 %13
  %bound0 = icmp ult ptr %.6.i181, %scevgep330
  %bound1 = icmp ult ptr %u.2.sroa.52.0459, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %24 = or i1 %found.conflict, %22
  %scevgep817 = getelementptr i8, ptr %.6.i181, i64 56
  br label %for.cond.1.preheader.us.us

for.cond.1.preheader.us.us:                       ; preds = %for.cond.1.preheader.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.us.us
  %lsr.iv826 = phi ptr [ %u.2.sroa.52.0459, %for.cond.1.preheader.us.us.preheader ], [ %scevgep827, %for.cond.1.for.end.1_crit_edge.split.us.us.us ]
  %lsr.iv818 = phi ptr [ %scevgep817, %for.cond.1.preheader.us.us.preheader ], [ %scevgep819, %for.cond.1.for.end.1_crit_edge.split.us.us.us ]
  %lsr.iv813 = phi ptr [ %.6.i181, %for.cond.1.preheader.us.us.preheader ], [ %scevgep814, %for.cond.1.for.end.1_crit_edge.split.us.us.us ]
  %loop.index382.us.us = phi i64 [ %.721.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %.611.0381.us.us = phi i64 [ %.us-phi423, %for.cond.1.for.end.1_crit_edge.split.us.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %.605.0379.us.us = phi i64 [ %.us-phi422, %for.cond.1.for.end.1_crit_edge.split.us.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %.599.0377.us.us = phi i64 [ %.us-phi421, %for.cond.1.for.end.1_crit_edge.split.us.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %.593.0375.us.us = phi i64 [ %.us-phi, %for.cond.1.for.end.1_crit_edge.split.us.us.us ], [ 0, %for.cond.1.preheader.us.us.preheader ]
  %25 = icmp ugt i64 %1, 1
  %26 = mul i64 %14, %loop.index382.us.us
  %27 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %26
  %scevgep334 = getelementptr i8, ptr %27, i64 8
  %.631.us.us.us = mul i64 %loop.index382.us.us, %1
  %28 = getelementptr double, ptr %u.2.sroa.52.0459, i64 %.631.us.us.us
  br i1 %25, label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader, label %iter.check

for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us
  %29 = icmp ult i64 %1, 8
  %brmerge653 = select i1 %29, i1 true, i1 %24
  br i1 %brmerge653, label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader632, label %vector.body.preheader

vector.body.preheader:                            ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.body.preheader ]
  %30 = shl i64 %index, 3
  %scevgep828 = getelementptr i8, ptr %lsr.iv826, i64 %30
  %wide.load = load <8 x double>, ptr %scevgep828, align 8, !alias.scope !16
  %31 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %32 = fmul <8 x double> %wide.load, %wide.load
  %33 = fsub <8 x double> %31, %32
  %34 = fmul <8 x double> %broadcast.splat, %33
  %35 = fadd <8 x double> %wide.load, %34
  %36 = shl i64 %index, 3
  %scevgep825 = getelementptr i8, ptr %lsr.iv813, i64 %36
  store <8 x double> %35, ptr %scevgep825, align 8, !alias.scope !19, !noalias !16
  %index.next = add nuw i64 %index, 8
  %37 = icmp eq i64 %n.vec, %index.next
  br i1 %37, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %38 = icmp eq i64 %1, %n.vec
  br i1 %38, label %for.cond.1.for.end.1_crit_edge.split.us.us.us, label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader632

for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader632: ; preds = %middle.block, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader
  %loop.index.1315.us.us.us.us.ph = phi i64 [ 0, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader ], [ %n.vec, %middle.block ]
  %39 = icmp eq i64 %xtraiter637, 0
  br i1 %39, label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.preheader

for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader632
  br label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol

for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.preheader, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol
  %lsr.iv831 = phi i64 [ %xtraiter637, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.preheader ], [ %lsr.iv.next832, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol ]
  %loop.index.1315.us.us.us.us.prol = phi i64 [ %.719.us.us.us.us.prol, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol ], [ %loop.index.1315.us.us.us.us.ph, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.preheader ]
  %40 = shl i64 %loop.index.1315.us.us.us.us.prol, 3
  %scevgep830 = getelementptr i8, ptr %lsr.iv826, i64 %40
  %.636.us.us.us.us.prol = load double, ptr %scevgep830, align 8
  %.16.le.i.prol = tail call double @llvm.sin.f64(double %.636.us.us.us.us.prol)
  %.21.i.prol = fmul double %.636.us.us.us.us.prol, %.636.us.us.us.us.prol
  %.22.i.prol = fsub double %.16.le.i.prol, %.21.i.prol
  %.23.i.prol = fmul double %arg.h, %.22.i.prol
  %.24.i.prol = fadd double %.636.us.us.us.us.prol, %.23.i.prol
  %41 = shl i64 %loop.index.1315.us.us.us.us.prol, 3
  %scevgep829 = getelementptr i8, ptr %lsr.iv813, i64 %41
  store double %.24.i.prol, ptr %scevgep829, align 8
  %.719.us.us.us.us.prol = add nuw nsw i64 %loop.index.1315.us.us.us.us.prol, 1
  %lsr.iv.next832 = add nsw i64 %lsr.iv831, -1
  %prol.iter639.cmp.not = icmp eq i64 %lsr.iv.next832, 0
  br i1 %prol.iter639.cmp.not, label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol, !llvm.loop !24

for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol
  %42 = add i64 %.719.us.us.us.us.prol, -1
  br label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit

for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit.loopexit, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader632
  %loop.index.1315.us.us.us.us.lcssa.unr = phi i64 [ poison, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader632 ], [ %42, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit.loopexit ]
  %loop.index.1315.us.us.us.us.unr = phi i64 [ %loop.index.1315.us.us.us.us.ph, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader632 ], [ %.719.us.us.us.us.prol, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit.loopexit ]
  %43 = sub nsw i64 %loop.index.1315.us.us.us.us.ph, %1
  %44 = icmp ugt i64 %43, -8
  br i1 %44, label %for.cond.1.for.end.1_crit_edge.split.us.us.us, label %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader660

for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader660: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit
  %45 = add nsw i64 %loop.index.1315.us.us.us.us.unr, -1
  br label %for.body.1.endif.endif.en...endif.endif.us.us.us.us

for.body.1.endif.endif.en...endif.endif.us.us.us.us: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader660, %for.body.1.endif.endif.en...endif.endif.us.us.us.us
  %lsr.iv833 = phi i64 [ %45, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.preheader660 ], [ %lsr.iv.next834, %for.body.1.endif.endif.en...endif.endif.us.us.us.us ]
  %46 = shl i64 %lsr.iv833, 3
  %scevgep853 = getelementptr i8, ptr %lsr.iv826, i64 %46
  %scevgep854 = getelementptr i8, ptr %scevgep853, i64 8
  %.636.us.us.us.us = load double, ptr %scevgep854, align 8
  %.16.le.i = tail call double @llvm.sin.f64(double %.636.us.us.us.us)
  %.21.i = fmul double %.636.us.us.us.us, %.636.us.us.us.us
  %.22.i = fsub double %.16.le.i, %.21.i
  %.23.i = fmul double %arg.h, %.22.i
  %.24.i = fadd double %.636.us.us.us.us, %.23.i
  %47 = shl i64 %lsr.iv833, 3
  %scevgep837 = getelementptr i8, ptr %lsr.iv813, i64 %47
  %scevgep838 = getelementptr i8, ptr %scevgep837, i64 8
  store double %.24.i, ptr %scevgep838, align 8
  %scevgep855 = getelementptr i8, ptr %lsr.iv826, i64 %47
  %scevgep856 = getelementptr i8, ptr %scevgep855, i64 16
  %.636.us.us.us.us.1 = load double, ptr %scevgep856, align 8
  %.16.le.i.1 = tail call double @llvm.sin.f64(double %.636.us.us.us.us.1)
  %.21.i.1 = fmul double %.636.us.us.us.us.1, %.636.us.us.us.us.1
  %.22.i.1 = fsub double %.16.le.i.1, %.21.i.1
  %.23.i.1 = fmul double %arg.h, %.22.i.1
  %.24.i.1 = fadd double %.636.us.us.us.us.1, %.23.i.1
  %48 = shl i64 %lsr.iv833, 3
  %scevgep841 = getelementptr i8, ptr %lsr.iv813, i64 %48
  %scevgep842 = getelementptr i8, ptr %scevgep841, i64 16
  store double %.24.i.1, ptr %scevgep842, align 8
  %scevgep857 = getelementptr i8, ptr %lsr.iv826, i64 %48
  %scevgep858 = getelementptr i8, ptr %scevgep857, i64 24
  %.636.us.us.us.us.2 = load double, ptr %scevgep858, align 8
  %.16.le.i.2 = tail call double @llvm.sin.f64(double %.636.us.us.us.us.2)
  %.21.i.2 = fmul double %.636.us.us.us.us.2, %.636.us.us.us.us.2
  %.22.i.2 = fsub double %.16.le.i.2, %.21.i.2
  %.23.i.2 = fmul double %arg.h, %.22.i.2
  %.24.i.2 = fadd double %.636.us.us.us.us.2, %.23.i.2
  %49 = shl i64 %lsr.iv833, 3
  %scevgep843 = getelementptr i8, ptr %lsr.iv813, i64 %49
  %scevgep844 = getelementptr i8, ptr %scevgep843, i64 24
  store double %.24.i.2, ptr %scevgep844, align 8
  %scevgep859 = getelementptr i8, ptr %lsr.iv826, i64 %49
  %scevgep860 = getelementptr i8, ptr %scevgep859, i64 32
  %.636.us.us.us.us.3 = load double, ptr %scevgep860, align 8
  %.16.le.i.3 = tail call double @llvm.sin.f64(double %.636.us.us.us.us.3)
  %.21.i.3 = fmul double %.636.us.us.us.us.3, %.636.us.us.us.us.3
  %.22.i.3 = fsub double %.16.le.i.3, %.21.i.3
  %.23.i.3 = fmul double %arg.h, %.22.i.3
  %.24.i.3 = fadd double %.636.us.us.us.us.3, %.23.i.3
  %50 = shl i64 %lsr.iv833, 3
  %scevgep845 = getelementptr i8, ptr %lsr.iv813, i64 %50
  %scevgep846 = getelementptr i8, ptr %scevgep845, i64 32
  store double %.24.i.3, ptr %scevgep846, align 8
  %scevgep861 = getelementptr i8, ptr %lsr.iv826, i64 %50
  %scevgep862 = getelementptr i8, ptr %scevgep861, i64 40
  %.636.us.us.us.us.4 = load double, ptr %scevgep862, align 8
  %.16.le.i.4 = tail call double @llvm.sin.f64(double %.636.us.us.us.us.4)
  %.21.i.4 = fmul double %.636.us.us.us.us.4, %.636.us.us.us.us.4
  %.22.i.4 = fsub double %.16.le.i.4, %.21.i.4
  %.23.i.4 = fmul double %arg.h, %.22.i.4
  %.24.i.4 = fadd double %.636.us.us.us.us.4, %.23.i.4
  %51 = shl i64 %lsr.iv833, 3
  %scevgep835 = getelementptr i8, ptr %lsr.iv813, i64 %51
  %scevgep836 = getelementptr i8, ptr %scevgep835, i64 40
  store double %.24.i.4, ptr %scevgep836, align 8
  %scevgep863 = getelementptr i8, ptr %lsr.iv826, i64 %51
  %scevgep864 = getelementptr i8, ptr %scevgep863, i64 48
  %.636.us.us.us.us.5 = load double, ptr %scevgep864, align 8
  %.16.le.i.5 = tail call double @llvm.sin.f64(double %.636.us.us.us.us.5)
  %.21.i.5 = fmul double %.636.us.us.us.us.5, %.636.us.us.us.us.5
  %.22.i.5 = fsub double %.16.le.i.5, %.21.i.5
  %.23.i.5 = fmul double %arg.h, %.22.i.5
  %.24.i.5 = fadd double %.636.us.us.us.us.5, %.23.i.5
  %52 = shl i64 %lsr.iv833, 3
  %scevgep849 = getelementptr i8, ptr %lsr.iv813, i64 %52
  %scevgep850 = getelementptr i8, ptr %scevgep849, i64 48
  store double %.24.i.5, ptr %scevgep850, align 8
  %scevgep865 = getelementptr i8, ptr %lsr.iv826, i64 %52
  %scevgep866 = getelementptr i8, ptr %scevgep865, i64 56
  %.636.us.us.us.us.6 = load double, ptr %scevgep866, align 8
  %.16.le.i.6 = tail call double @llvm.sin.f64(double %.636.us.us.us.us.6)
  %.21.i.6 = fmul double %.636.us.us.us.us.6, %.636.us.us.us.us.6
  %.22.i.6 = fsub double %.16.le.i.6, %.21.i.6
  %.23.i.6 = fmul double %arg.h, %.22.i.6
  %.24.i.6 = fadd double %.636.us.us.us.us.6, %.23.i.6
  %53 = shl i64 %lsr.iv833, 3
  %scevgep847 = getelementptr i8, ptr %lsr.iv813, i64 %53
  %scevgep848 = getelementptr i8, ptr %scevgep847, i64 56
  store double %.24.i.6, ptr %scevgep848, align 8
  %scevgep851 = getelementptr i8, ptr %lsr.iv826, i64 %53
  %scevgep852 = getelementptr i8, ptr %scevgep851, i64 64
  %.636.us.us.us.us.7 = load double, ptr %scevgep852, align 8
  %.16.le.i.7 = tail call double @llvm.sin.f64(double %.636.us.us.us.us.7)
  %.21.i.7 = fmul double %.636.us.us.us.us.7, %.636.us.us.us.us.7
  %.22.i.7 = fsub double %.16.le.i.7, %.21.i.7
  %.23.i.7 = fmul double %arg.h, %.22.i.7
  %.24.i.7 = fadd double %.636.us.us.us.us.7, %.23.i.7
  %54 = shl i64 %lsr.iv833, 3
  %scevgep839 = getelementptr i8, ptr %lsr.iv813, i64 %54
  %scevgep840 = getelementptr i8, ptr %scevgep839, i64 64
  store double %.24.i.7, ptr %scevgep840, align 8
  %lsr.iv.next834 = add i64 %lsr.iv833, 8
  %55 = add i64 %17, %lsr.iv.next834
  %exitcond644.not.7 = icmp eq i64 %55, -1
  br i1 %exitcond644.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us, label %for.body.1.endif.endif.en...endif.endif.us.us.us.us, !llvm.loop !26

iter.check:                                       ; preds = %for.cond.1.preheader.us.us
  %56 = icmp eq i64 %1, 1
  %.635.us.us.us = getelementptr double, ptr %28, i64 %.593.0375.us.us
  %.652.us.us.us = getelementptr double, ptr %28, i64 %.599.0377.us.us
  %.669.us.us.us = getelementptr double, ptr %28, i64 %.605.0379.us.us
  %.686.us.us.us = getelementptr double, ptr %28, i64 %.611.0381.us.us
  br i1 %56, label %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.preheader, label %vector.memcheck332

vector.memcheck332:                               ; preds = %iter.check
  %57 = shl i64 %.611.0381.us.us, 3
  %scevgep335 = getelementptr i8, ptr %scevgep334, i64 %57
  %58 = shl i64 %.605.0379.us.us, 3
  %scevgep336 = getelementptr i8, ptr %scevgep334, i64 %58
  %59 = shl i64 %.599.0377.us.us, 3
  %scevgep337 = getelementptr i8, ptr %scevgep334, i64 %59
  %60 = shl i64 %.593.0375.us.us, 3
  %scevgep338 = getelementptr i8, ptr %scevgep334, i64 %60
  %bound0339 = icmp ult ptr %.6.i181, %scevgep335
  %bound1340 = icmp ult ptr %.686.us.us.us, %scevgep333
  %found.conflict341 = and i1 %bound0339, %bound1340
  %bound0343 = icmp ult ptr %.6.i181, %scevgep336
  %bound1344 = icmp ult ptr %.669.us.us.us, %scevgep333
  %found.conflict345 = and i1 %bound0343, %bound1344
  %conflict.rdx = or i1 %found.conflict341, %found.conflict345
  %bound0347 = icmp ult ptr %.6.i181, %scevgep337
  %bound1348 = icmp ult ptr %.652.us.us.us, %scevgep333
  %found.conflict349 = and i1 %bound0347, %bound1348
  %conflict.rdx351 = or i1 %found.conflict349, %conflict.rdx
  %bound0352 = icmp ult ptr %.6.i181, %scevgep338
  %bound1353 = icmp ult ptr %.635.us.us.us, %scevgep333
  %found.conflict354 = and i1 %bound0352, %bound1353
  %conflict.rdx356 = or i1 %found.conflict354, %conflict.rdx351
  br i1 %conflict.rdx356, label %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.memcheck332
  %61 = load double, ptr %.686.us.us.us, align 8, !alias.scope !27
  %62 = load double, ptr %.669.us.us.us, align 8, !alias.scope !30
  %63 = load double, ptr %.652.us.us.us, align 8, !alias.scope !32
  %64 = load double, ptr %.635.us.us.us, align 8, !alias.scope !34
  %65 = tail call double @llvm.sin.f64(double %61)
  %66 = fmul double %63, %62
  %.scalar614 = fsub double %65, %66
  %.scalar615 = fmul double %arg.h, %.scalar614
  %.scalar616 = fadd double %64, %.scalar615
  %67 = insertelement <2 x double> poison, double %.scalar616, i64 0
  %68 = shufflevector <2 x double> %67, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %lsr.iv815 = phi ptr [ %scevgep816, %vec.epilog.vector.body ], [ %lsr.iv813, %vec.epilog.ph ]
  store <2 x double> %68, ptr %lsr.iv815, align 8, !alias.scope !36, !noalias !38
  %scevgep816 = getelementptr i8, ptr %lsr.iv815, i64 16
  br label %vec.epilog.vector.body, !llvm.loop !39

for.body.1.endif.endif.en...endif.endif.us.us.us.prol.preheader: ; preds = %iter.check, %vector.memcheck332
  br label %for.body.1.endif.endif.en...endif.endif.us.us.us.prol

for.body.1.endif.endif.en...endif.endif.us.us.us.prol: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.prol, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.preheader
  %lsr.iv823 = phi i64 [ %lsr.iv.next824, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol ], [ %1, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.preheader ]
  %lsr.iv820 = phi ptr [ %scevgep821, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol ], [ %lsr.iv818, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.preheader ]
  %.636.us.us.us.prol = load double, ptr %.635.us.us.us, align 8
  %.653.us.us.us.prol = load double, ptr %.652.us.us.us, align 8
  %.670.us.us.us.prol = load double, ptr %.669.us.us.us, align 8
  %.687.us.us.us.prol = load double, ptr %.686.us.us.us, align 8
  %.16.le.i182.prol = tail call double @llvm.sin.f64(double %.687.us.us.us.prol)
  %.21.i183.prol = fmul double %.653.us.us.us.prol, %.670.us.us.us.prol
  %.22.i184.prol = fsub double %.16.le.i182.prol, %.21.i183.prol
  %.23.i185.prol = fmul double %arg.h, %.22.i184.prol
  %.24.i186.prol = fadd double %.636.us.us.us.prol, %.23.i185.prol
  %scevgep822 = getelementptr i8, ptr %lsr.iv820, i64 -56
  store double %.24.i186.prol, ptr %scevgep822, align 8
  %scevgep821 = getelementptr i8, ptr %lsr.iv820, i64 8
  %lsr.iv.next824 = add i64 %lsr.iv823, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next824, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.loopexit, label %for.body.1.endif.endif.en...endif.endif.us.us.us.prol, !llvm.loop !40

for.body.1.endif.endif.en...endif.endif.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.prol
  %69 = icmp ult i64 %4, 7
  br i1 %69, label %for.cond.1.for.end.1_crit_edge.split.us.us.us, label %for.body.1.endif.endif.en...endif.endif.us.us.us.preheader

for.body.1.endif.endif.en...endif.endif.us.us.us.preheader: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.en...endif.endif.us.us.us

for.body.1.endif.endif.en...endif.endif.us.us.us: ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.preheader, %for.body.1.endif.endif.en...endif.endif.us.us.us
  %lsr.iv804 = phi ptr [ %scevgep821, %for.body.1.endif.endif.en...endif.endif.us.us.us.preheader ], [ %scevgep805, %for.body.1.endif.endif.en...endif.endif.us.us.us ]
  %.636.us.us.us = load double, ptr %.635.us.us.us, align 8
  %.653.us.us.us = load double, ptr %.652.us.us.us, align 8
  %.670.us.us.us = load double, ptr %.669.us.us.us, align 8
  %.687.us.us.us = load double, ptr %.686.us.us.us, align 8
  %.16.le.i182 = tail call double @llvm.sin.f64(double %.687.us.us.us)
  %.21.i183 = fmul double %.653.us.us.us, %.670.us.us.us
  %.22.i184 = fsub double %.16.le.i182, %.21.i183
  %.23.i185 = fmul double %arg.h, %.22.i184
  %.24.i186 = fadd double %.636.us.us.us, %.23.i185
  %scevgep812 = getelementptr i8, ptr %lsr.iv804, i64 -56
  store double %.24.i186, ptr %scevgep812, align 8
  %.636.us.us.us.1 = load double, ptr %.635.us.us.us, align 8
  %.653.us.us.us.1 = load double, ptr %.652.us.us.us, align 8
  %.670.us.us.us.1 = load double, ptr %.669.us.us.us, align 8
  %.687.us.us.us.1 = load double, ptr %.686.us.us.us, align 8
  %.16.le.i182.1 = tail call double @llvm.sin.f64(double %.687.us.us.us.1)
  %.21.i183.1 = fmul double %.653.us.us.us.1, %.670.us.us.us.1
  %.22.i184.1 = fsub double %.16.le.i182.1, %.21.i183.1
  %.23.i185.1 = fmul double %arg.h, %.22.i184.1
  %.24.i186.1 = fadd double %.636.us.us.us.1, %.23.i185.1
  %scevgep811 = getelementptr i8, ptr %lsr.iv804, i64 -48
  store double %.24.i186.1, ptr %scevgep811, align 8
  %.636.us.us.us.2 = load double, ptr %.635.us.us.us, align 8
  %.653.us.us.us.2 = load double, ptr %.652.us.us.us, align 8
  %.670.us.us.us.2 = load double, ptr %.669.us.us.us, align 8
  %.687.us.us.us.2 = load double, ptr %.686.us.us.us, align 8
  %.16.le.i182.2 = tail call double @llvm.sin.f64(double %.687.us.us.us.2)
  %.21.i183.2 = fmul double %.653.us.us.us.2, %.670.us.us.us.2
  %.22.i184.2 = fsub double %.16.le.i182.2, %.21.i183.2
  %.23.i185.2 = fmul double %arg.h, %.22.i184.2
  %.24.i186.2 = fadd double %.636.us.us.us.2, %.23.i185.2
  %scevgep810 = getelementptr i8, ptr %lsr.iv804, i64 -40
  store double %.24.i186.2, ptr %scevgep810, align 8
  %.636.us.us.us.3 = load double, ptr %.635.us.us.us, align 8
  %.653.us.us.us.3 = load double, ptr %.652.us.us.us, align 8
  %.670.us.us.us.3 = load double, ptr %.669.us.us.us, align 8
  %.687.us.us.us.3 = load double, ptr %.686.us.us.us, align 8
  %.16.le.i182.3 = tail call double @llvm.sin.f64(double %.687.us.us.us.3)
  %.21.i183.3 = fmul double %.653.us.us.us.3, %.670.us.us.us.3
  %.22.i184.3 = fsub double %.16.le.i182.3, %.21.i183.3
  %.23.i185.3 = fmul double %arg.h, %.22.i184.3
  %.24.i186.3 = fadd double %.636.us.us.us.3, %.23.i185.3
  %scevgep809 = getelementptr i8, ptr %lsr.iv804, i64 -32
  store double %.24.i186.3, ptr %scevgep809, align 8
  %.636.us.us.us.4 = load double, ptr %.635.us.us.us, align 8
  %.653.us.us.us.4 = load double, ptr %.652.us.us.us, align 8
  %.670.us.us.us.4 = load double, ptr %.669.us.us.us, align 8
  %.687.us.us.us.4 = load double, ptr %.686.us.us.us, align 8
  %.16.le.i182.4 = tail call double @llvm.sin.f64(double %.687.us.us.us.4)
  %.21.i183.4 = fmul double %.653.us.us.us.4, %.670.us.us.us.4
  %.22.i184.4 = fsub double %.16.le.i182.4, %.21.i183.4
  %.23.i185.4 = fmul double %arg.h, %.22.i184.4
  %.24.i186.4 = fadd double %.636.us.us.us.4, %.23.i185.4
  %scevgep808 = getelementptr i8, ptr %lsr.iv804, i64 -24
  store double %.24.i186.4, ptr %scevgep808, align 8
  %.636.us.us.us.5 = load double, ptr %.635.us.us.us, align 8
  %.653.us.us.us.5 = load double, ptr %.652.us.us.us, align 8
  %.670.us.us.us.5 = load double, ptr %.669.us.us.us, align 8
  %.687.us.us.us.5 = load double, ptr %.686.us.us.us, align 8
  %.16.le.i182.5 = tail call double @llvm.sin.f64(double %.687.us.us.us.5)
  %.21.i183.5 = fmul double %.653.us.us.us.5, %.670.us.us.us.5
  %.22.i184.5 = fsub double %.16.le.i182.5, %.21.i183.5
  %.23.i185.5 = fmul double %arg.h, %.22.i184.5
  %.24.i186.5 = fadd double %.636.us.us.us.5, %.23.i185.5
  %scevgep807 = getelementptr i8, ptr %lsr.iv804, i64 -16
  store double %.24.i186.5, ptr %scevgep807, align 8
  %.636.us.us.us.6 = load double, ptr %.635.us.us.us, align 8
  %.653.us.us.us.6 = load double, ptr %.652.us.us.us, align 8
  %.670.us.us.us.6 = load double, ptr %.669.us.us.us, align 8
  %.687.us.us.us.6 = load double, ptr %.686.us.us.us, align 8
  %.16.le.i182.6 = tail call double @llvm.sin.f64(double %.687.us.us.us.6)
  %.21.i183.6 = fmul double %.653.us.us.us.6, %.670.us.us.us.6
  %.22.i184.6 = fsub double %.16.le.i182.6, %.21.i183.6
  %.23.i185.6 = fmul double %arg.h, %.22.i184.6
  %.24.i186.6 = fadd double %.636.us.us.us.6, %.23.i185.6
  %scevgep806 = getelementptr i8, ptr %lsr.iv804, i64 -8
  store double %.24.i186.6, ptr %scevgep806, align 8
  %.636.us.us.us.7 = load double, ptr %.635.us.us.us, align 8
  %.653.us.us.us.7 = load double, ptr %.652.us.us.us, align 8
  %.670.us.us.us.7 = load double, ptr %.669.us.us.us, align 8
  %.687.us.us.us.7 = load double, ptr %.686.us.us.us, align 8
  %.16.le.i182.7 = tail call double @llvm.sin.f64(double %.687.us.us.us.7)
  %.21.i183.7 = fmul double %.653.us.us.us.7, %.670.us.us.us.7
  %.22.i184.7 = fsub double %.16.le.i182.7, %.21.i183.7
  %.23.i185.7 = fmul double %arg.h, %.22.i184.7
  %.24.i186.7 = fadd double %.636.us.us.us.7, %.23.i185.7
  store double %.24.i186.7, ptr %lsr.iv804, align 8
  %scevgep805 = getelementptr i8, ptr %lsr.iv804, i64 64
  br label %for.body.1.endif.endif.en...endif.endif.us.us.us, !llvm.loop !41

for.cond.1.for.end.1_crit_edge.split.us.us.us:    ; preds = %for.body.1.endif.endif.en...endif.endif.us.us.us.us, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.loopexit, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit, %middle.block
  %.us-phi = phi i64 [ %.593.0375.us.us, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.loopexit ], [ %ind.escape, %middle.block ], [ %loop.index.1315.us.us.us.us.lcssa.unr, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit ], [ %lsr.iv.next834, %for.body.1.endif.endif.en...endif.endif.us.us.us.us ]
  %.us-phi421 = phi i64 [ %.599.0377.us.us, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.loopexit ], [ %ind.escape, %middle.block ], [ %loop.index.1315.us.us.us.us.lcssa.unr, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit ], [ %lsr.iv.next834, %for.body.1.endif.endif.en...endif.endif.us.us.us.us ]
  %.us-phi422 = phi i64 [ %.605.0379.us.us, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.loopexit ], [ %ind.escape, %middle.block ], [ %loop.index.1315.us.us.us.us.lcssa.unr, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit ], [ %lsr.iv.next834, %for.body.1.endif.endif.en...endif.endif.us.us.us.us ]
  %.us-phi423 = phi i64 [ %.611.0381.us.us, %for.body.1.endif.endif.en...endif.endif.us.us.us.prol.loopexit ], [ %ind.escape, %middle.block ], [ %loop.index.1315.us.us.us.us.lcssa.unr, %for.body.1.endif.endif.en...endif.endif.us.us.us.us.prol.loopexit ], [ %lsr.iv.next834, %for.body.1.endif.endif.en...endif.endif.us.us.us.us ]
  %.721.us.us = add nuw nsw i64 %loop.index382.us.us, 1
  %scevgep814 = getelementptr i8, ptr %lsr.iv813, i64 %16
  %scevgep819 = getelementptr i8, ptr %lsr.iv818, i64 %16
  %scevgep827 = getelementptr i8, ptr %lsr.iv826, i64 %16
  %exitcond645.not = icmp eq i64 %.721.us.us, %0
  br i1 %exitcond645.not, label %for.end, label %for.cond.1.preheader.us.us

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %70 = icmp ugt i64 %1, 1
  br i1 %70, label %for.cond.1.preheader.us.us412.preheader, label %for.cond.1.preheader.us.preheader

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %71 = icmp eq i64 %1, 1
  %scevgep409 = getelementptr i8, ptr %.6.i181, i64 %15
  %scevgep410 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 8
  br i1 %71, label %for.body.1.endif.endif.en...endif.endif.us391, label %vector.memcheck408

for.cond.1.preheader.us.us412.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %72 = ptrtoint ptr %.6.i181 to i64
  %73 = icmp ult i64 %1, 8
  %74 = ptrtoint ptr %u.2.sroa.52.0459 to i64
  %75 = sub i64 %72, %74
  %diff.check = icmp ult i64 %75, 64
  %or.cond = select i1 %73, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader, label %vector.body401.preheader

vector.body401.preheader:                         ; preds = %for.cond.1.preheader.us.us412.preheader
  br label %vector.body401

vector.body401:                                   ; preds = %vector.body401.preheader, %vector.body401
  %index402 = phi i64 [ %index.next404, %vector.body401 ], [ 0, %vector.body401.preheader ]
  %76 = shl i64 %index402, 3
  %scevgep868 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %76
  %wide.load403 = load <8 x double>, ptr %scevgep868, align 8
  %77 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load403)
  %78 = fmul <8 x double> %wide.load403, %wide.load403
  %79 = fsub <8 x double> %77, %78
  %80 = fmul <8 x double> %broadcast.splat400, %79
  %81 = fadd <8 x double> %wide.load403, %80
  %82 = shl i64 %index402, 3
  %scevgep867 = getelementptr i8, ptr %.6.i181, i64 %82
  store <8 x double> %81, ptr %scevgep867, align 8
  %index.next404 = add nuw i64 %index402, 8
  %83 = icmp eq i64 %n.vec398, %index.next404
  br i1 %83, label %middle.block405, label %vector.body401, !llvm.loop !42

middle.block405:                                  ; preds = %vector.body401
  %84 = icmp eq i64 %1, %n.vec398
  br i1 %84, label %for.end, label %for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader

for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader: ; preds = %for.cond.1.preheader.us.us412.preheader, %middle.block405
  %loop.index.1315.us332.us.us.ph = phi i64 [ %n.vec398, %middle.block405 ], [ 0, %for.cond.1.preheader.us.us412.preheader ]
  %85 = and i64 %1, 7
  %86 = icmp eq i64 %85, 0
  br i1 %86, label %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.loopexit, label %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.preheader

for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader
  br label %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol

for.body.1.endif.endif.en...endif.endif.us337.us.us.prol: ; preds = %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.preheader, %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol
  %lsr.iv871 = phi i64 [ %xtraiter637, %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.preheader ], [ %lsr.iv.next872, %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol ]
  %loop.index.1315.us332.us.us.prol = phi i64 [ %.719.us340.us.us.prol, %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol ], [ %loop.index.1315.us332.us.us.ph, %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.preheader ]
  %87 = shl i64 %loop.index.1315.us332.us.us.prol, 3
  %scevgep870 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %87
  %.636.us344.us.us.prol = load double, ptr %scevgep870, align 8
  %.16.le.i187.prol = tail call double @llvm.sin.f64(double %.636.us344.us.us.prol)
  %.21.i188.prol = fmul double %.636.us344.us.us.prol, %.636.us344.us.us.prol
  %.22.i189.prol = fsub double %.16.le.i187.prol, %.21.i188.prol
  %.23.i190.prol = fmul double %arg.h, %.22.i189.prol
  %.24.i191.prol = fadd double %.636.us344.us.us.prol, %.23.i190.prol
  %88 = shl i64 %loop.index.1315.us332.us.us.prol, 3
  %scevgep869 = getelementptr i8, ptr %.6.i181, i64 %88
  store double %.24.i191.prol, ptr %scevgep869, align 8
  %.719.us340.us.us.prol = add nuw nsw i64 %loop.index.1315.us332.us.us.prol, 1
  %lsr.iv.next872 = add nsw i64 %lsr.iv871, -1
  %prol.iter642.cmp.not = icmp eq i64 %lsr.iv.next872, 0
  br i1 %prol.iter642.cmp.not, label %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.loopexit, label %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol, !llvm.loop !43

for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol, %for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader
  %loop.index.1315.us332.us.us.unr = phi i64 [ %loop.index.1315.us332.us.us.ph, %for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader ], [ %.719.us340.us.us.prol, %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol ]
  %89 = sub nsw i64 %loop.index.1315.us332.us.us.ph, %1
  %90 = icmp ugt i64 %89, -8
  br i1 %90, label %for.end, label %for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader661

for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader661: ; preds = %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.loopexit
  br label %for.body.1.endif.endif.en...endif.endif.us337.us.us

for.body.1.endif.endif.en...endif.endif.us337.us.us: ; preds = %for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader661, %for.body.1.endif.endif.en...endif.endif.us337.us.us
  %loop.index.1315.us332.us.us = phi i64 [ %.719.us340.us.us.7, %for.body.1.endif.endif.en...endif.endif.us337.us.us ], [ %loop.index.1315.us332.us.us.unr, %for.body.1.endif.endif.en...endif.endif.us337.us.us.preheader661 ]
  %sunkaddr = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr912 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %sunkaddr
  %.636.us344.us.us = load double, ptr %sunkaddr912, align 8
  %.16.le.i187 = tail call double @llvm.sin.f64(double %.636.us344.us.us)
  %.21.i188 = fmul double %.636.us344.us.us, %.636.us344.us.us
  %.22.i189 = fsub double %.16.le.i187, %.21.i188
  %.23.i190 = fmul double %arg.h, %.22.i189
  %.24.i191 = fadd double %.636.us344.us.us, %.23.i190
  %sunkaddr913 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr914 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr913
  store double %.24.i191, ptr %sunkaddr914, align 8
  %sunkaddr915 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr916 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %sunkaddr915
  %sunkaddr917 = getelementptr i8, ptr %sunkaddr916, i64 8
  %.636.us344.us.us.1 = load double, ptr %sunkaddr917, align 8
  %.16.le.i187.1 = tail call double @llvm.sin.f64(double %.636.us344.us.us.1)
  %.21.i188.1 = fmul double %.636.us344.us.us.1, %.636.us344.us.us.1
  %.22.i189.1 = fsub double %.16.le.i187.1, %.21.i188.1
  %.23.i190.1 = fmul double %arg.h, %.22.i189.1
  %.24.i191.1 = fadd double %.636.us344.us.us.1, %.23.i190.1
  %sunkaddr918 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr919 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr918
  %sunkaddr920 = getelementptr i8, ptr %sunkaddr919, i64 8
  store double %.24.i191.1, ptr %sunkaddr920, align 8
  %sunkaddr921 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr922 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %sunkaddr921
  %sunkaddr923 = getelementptr i8, ptr %sunkaddr922, i64 16
  %.636.us344.us.us.2 = load double, ptr %sunkaddr923, align 8
  %.16.le.i187.2 = tail call double @llvm.sin.f64(double %.636.us344.us.us.2)
  %.21.i188.2 = fmul double %.636.us344.us.us.2, %.636.us344.us.us.2
  %.22.i189.2 = fsub double %.16.le.i187.2, %.21.i188.2
  %.23.i190.2 = fmul double %arg.h, %.22.i189.2
  %.24.i191.2 = fadd double %.636.us344.us.us.2, %.23.i190.2
  %sunkaddr924 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr925 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr924
  %sunkaddr926 = getelementptr i8, ptr %sunkaddr925, i64 16
  store double %.24.i191.2, ptr %sunkaddr926, align 8
  %sunkaddr927 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr928 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %sunkaddr927
  %sunkaddr929 = getelementptr i8, ptr %sunkaddr928, i64 24
  %.636.us344.us.us.3 = load double, ptr %sunkaddr929, align 8
  %.16.le.i187.3 = tail call double @llvm.sin.f64(double %.636.us344.us.us.3)
  %.21.i188.3 = fmul double %.636.us344.us.us.3, %.636.us344.us.us.3
  %.22.i189.3 = fsub double %.16.le.i187.3, %.21.i188.3
  %.23.i190.3 = fmul double %arg.h, %.22.i189.3
  %.24.i191.3 = fadd double %.636.us344.us.us.3, %.23.i190.3
  %sunkaddr930 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr931 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr930
  %sunkaddr932 = getelementptr i8, ptr %sunkaddr931, i64 24
  store double %.24.i191.3, ptr %sunkaddr932, align 8
  %sunkaddr933 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr934 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %sunkaddr933
  %sunkaddr935 = getelementptr i8, ptr %sunkaddr934, i64 32
  %.636.us344.us.us.4 = load double, ptr %sunkaddr935, align 8
  %.16.le.i187.4 = tail call double @llvm.sin.f64(double %.636.us344.us.us.4)
  %.21.i188.4 = fmul double %.636.us344.us.us.4, %.636.us344.us.us.4
  %.22.i189.4 = fsub double %.16.le.i187.4, %.21.i188.4
  %.23.i190.4 = fmul double %arg.h, %.22.i189.4
  %.24.i191.4 = fadd double %.636.us344.us.us.4, %.23.i190.4
  %sunkaddr936 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr937 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr936
  %sunkaddr938 = getelementptr i8, ptr %sunkaddr937, i64 32
  store double %.24.i191.4, ptr %sunkaddr938, align 8
  %sunkaddr939 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr940 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %sunkaddr939
  %sunkaddr941 = getelementptr i8, ptr %sunkaddr940, i64 40
  %.636.us344.us.us.5 = load double, ptr %sunkaddr941, align 8
  %.16.le.i187.5 = tail call double @llvm.sin.f64(double %.636.us344.us.us.5)
  %.21.i188.5 = fmul double %.636.us344.us.us.5, %.636.us344.us.us.5
  %.22.i189.5 = fsub double %.16.le.i187.5, %.21.i188.5
  %.23.i190.5 = fmul double %arg.h, %.22.i189.5
  %.24.i191.5 = fadd double %.636.us344.us.us.5, %.23.i190.5
  %sunkaddr942 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr943 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr942
  %sunkaddr944 = getelementptr i8, ptr %sunkaddr943, i64 40
  store double %.24.i191.5, ptr %sunkaddr944, align 8
  %sunkaddr945 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr946 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %sunkaddr945
  %sunkaddr947 = getelementptr i8, ptr %sunkaddr946, i64 48
  %.636.us344.us.us.6 = load double, ptr %sunkaddr947, align 8
  %.16.le.i187.6 = tail call double @llvm.sin.f64(double %.636.us344.us.us.6)
  %.21.i188.6 = fmul double %.636.us344.us.us.6, %.636.us344.us.us.6
  %.22.i189.6 = fsub double %.16.le.i187.6, %.21.i188.6
  %.23.i190.6 = fmul double %arg.h, %.22.i189.6
  %.24.i191.6 = fadd double %.636.us344.us.us.6, %.23.i190.6
  %sunkaddr948 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr949 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr948
  %sunkaddr950 = getelementptr i8, ptr %sunkaddr949, i64 48
  store double %.24.i191.6, ptr %sunkaddr950, align 8
  %sunkaddr951 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr952 = getelementptr i8, ptr %u.2.sroa.52.0459, i64 %sunkaddr951
  %sunkaddr953 = getelementptr i8, ptr %sunkaddr952, i64 56
  %.636.us344.us.us.7 = load double, ptr %sunkaddr953, align 8
  %.16.le.i187.7 = tail call double @llvm.sin.f64(double %.636.us344.us.us.7)
  %.21.i188.7 = fmul double %.636.us344.us.us.7, %.636.us344.us.us.7
  %.22.i189.7 = fsub double %.16.le.i187.7, %.21.i188.7
  %.23.i190.7 = fmul double %arg.h, %.22.i189.7
  %.24.i191.7 = fadd double %.636.us344.us.us.7, %.23.i190.7
  %sunkaddr954 = mul i64 %loop.index.1315.us332.us.us, 8
  %sunkaddr955 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr954
  %sunkaddr956 = getelementptr i8, ptr %sunkaddr955, i64 56
  store double %.24.i191.7, ptr %sunkaddr956, align 8
  %.719.us340.us.us.7 = add nuw nsw i64 %loop.index.1315.us332.us.us, 8
  %exitcond641.not.7 = icmp eq i64 %1, %.719.us340.us.us.7
  br i1 %exitcond641.not.7, label %for.end, label %for.body.1.endif.endif.en...endif.endif.us337.us.us, !llvm.loop !44

vector.memcheck408:                               ; preds = %for.cond.1.preheader.us.preheader
  %bound0411 = icmp ult ptr %.6.i181, %scevgep410
  %bound1412 = icmp ult ptr %u.2.sroa.52.0459, %scevgep409
  %found.conflict413 = and i1 %bound0411, %bound1412
  br i1 %found.conflict413, label %for.body.1.endif.endif.en...endif.endif.us391, label %vec.epilog.ph439

vec.epilog.ph439:                                 ; preds = %vector.memcheck408
  %91 = load double, ptr %u.2.sroa.52.0459, align 8, !alias.scope !45
  %92 = tail call double @llvm.sin.f64(double %91)
  %.scalar621 = fmul double %91, %91
  %.scalar622 = fsub double %92, %.scalar621
  %.scalar623 = fmul double %arg.h, %.scalar622
  %.scalar624 = fadd double %91, %.scalar623
  %93 = insertelement <2 x double> poison, double %.scalar624, i64 0
  %94 = shufflevector <2 x double> %93, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body448

vec.epilog.vector.body448:                        ; preds = %vec.epilog.vector.body448, %vec.epilog.ph439
  %lsr.iv797 = phi ptr [ %scevgep798, %vec.epilog.vector.body448 ], [ %.6.i181, %vec.epilog.ph439 ]
  store <2 x double> %94, ptr %lsr.iv797, align 8, !alias.scope !48, !noalias !45
  %scevgep798 = getelementptr i8, ptr %lsr.iv797, i64 16
  br label %vec.epilog.vector.body448, !llvm.loop !50

for.body.1.endif.endif.en...endif.endif.us391:    ; preds = %for.cond.1.preheader.us.preheader, %vector.memcheck408
  %.636.us386 = load double, ptr %u.2.sroa.52.0459, align 8
  %.16.le.i192 = tail call double @llvm.sin.f64(double %.636.us386)
  %.21.i193 = fmul double %.636.us386, %.636.us386
  %.22.i194 = fsub double %.16.le.i192, %.21.i193
  %.23.i195 = fmul double %arg.h, %.22.i194
  %.24.i196 = fadd double %.636.us386, %.23.i195
  store double %.24.i196, ptr %.6.i181, align 8
  br label %for.end

B76.endif.endif.endif.end...endif.if.if:          ; preds = %B76.endif.endif.endif.end...endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.cond.1.for.end.1_crit_edge.split.us.us.us, %for.body.1.endif.endif.en...endif.endif.us337.us.us, %middle.block405, %for.body.1.endif.endif.en...endif.endif.us337.us.us.prol.loopexit, %B76.endif.endif.endif.end...endif.endif, %for.body.1.endif.endif.en...endif.endif.us391
  tail call void @NRT_decref(ptr nonnull %u.2.sroa.0.0460)
  %.235 = icmp samesign ugt i64 %.234426456, 1
  br i1 %.235, label %B128.i, label %B150.i105.1

B144.endif.endif.endif.endif.if:                  ; preds = %B150.i105.1
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B144.endif.endif.endif.endif.endif:               ; preds = %B150.i105.1
  %.888 = shl nsw i64 %.883, 3
  %.7.i.i217 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.888, i32 32), !noalias !51
  %.8.i.i218 = icmp eq ptr %.7.i.i217, null
  br i1 %.8.i.i218, label %B144.endif.endif.endif.endif.endif.if.if, label %B144.endif.endif.endif.endif.endif.endif, !prof !0

B144.endif.endif.endif.endif.endif.endif:         ; preds = %B144.endif.endif.endif.endif.endif
  %.5.i223 = getelementptr i8, ptr %.7.i.i217, i64 24
  %.6.i224 = load ptr, ptr %.5.i223, align 8
  %.974507 = icmp sgt i64 %0, 0
  br i1 %.974507, label %for.cond.3.preheader.lr.ph, label %for.end.2

for.cond.3.preheader.lr.ph:                       ; preds = %B144.endif.endif.endif.endif.endif.endif
  %.977466 = icmp sgt i64 %1, 0
  br i1 %.977466, label %for.cond.3.preheader.lr.ph.split.us, label %for.end.2

for.cond.3.preheader.lr.ph.split.us:              ; preds = %for.cond.3.preheader.lr.ph
  %.979.not = icmp eq i64 %0, 1
  br i1 %.979.not, label %for.cond.3.preheader.lr.ph.split.us.split, label %for.cond.3.preheader.lr.ph.split.us.split.us

for.cond.3.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.3.preheader.lr.ph.split.us
  %95 = icmp ugt i64 %1, 1
  %96 = mul i64 %0, %1
  %97 = shl i64 %96, 3
  %scevgep567 = getelementptr i8, ptr %.6.i224, i64 %97
  br i1 %95, label %for.cond.3.preheader.us.us.us.preheader, label %for.cond.3.preheader.us.us.preheader

for.cond.3.preheader.us.us.preheader:             ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %xtraiter643 = and i64 %0, 3
  %98 = icmp ult i64 %0, 4
  br i1 %98, label %iter.check538.epil.preheader, label %for.cond.3.preheader.us.us.preheader.new

for.cond.3.preheader.us.us.preheader.new:         ; preds = %for.cond.3.preheader.us.us.preheader
  %unroll_iter = and i64 %0, %const907
  %99 = mul i64 %1, 24
  %scevgep781 = getelementptr i8, ptr %.6.i224, i64 %99
  %100 = shl i64 %1, 5
  %scevgep785 = getelementptr i8, ptr %.6.i181, i64 %99
  %101 = shl i64 %1, 4
  %scevgep787 = getelementptr i8, ptr %.6.i224, i64 %101
  %scevgep789 = getelementptr i8, ptr %.6.i181, i64 %101
  %102 = shl i64 %1, 3
  %scevgep791 = getelementptr i8, ptr %.6.i224, i64 %102
  %scevgep793 = getelementptr i8, ptr %.6.i181, i64 %102
  br label %iter.check538

for.cond.3.preheader.us.us.us.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split.us
  %103 = shl i64 %1, 3
  %scevgep568 = getelementptr i8, ptr %.6.i181, i64 %103
  %104 = shl i64 %0, 3
  %105 = add i64 %104, -8
  %106 = mul i64 %105, %1
  %scevgep569 = getelementptr i8, ptr %scevgep568, i64 %106
  %bound0570 = icmp ult ptr %.6.i224, %scevgep569
  %bound1571 = icmp ult ptr %.6.i181, %scevgep567
  %found.conflict572 = and i1 %bound0570, %bound1571
  %stride.check573 = icmp slt i64 %103, 0
  %107 = or i1 %found.conflict572, %stride.check573
  %.mask610 = and i64 %1, %const
  %stride.check574 = icmp ne i64 %.mask610, 0
  %108 = or i1 %107, %stride.check574
  %n.vec583 = and i64 %1, %const905
  %const_mat906 = add i64 %const905, 28
  %n.vec599 = and i64 %1, %const_mat906
  %scevgep715 = getelementptr i8, ptr %.6.i224, i64 192
  %scevgep725 = getelementptr i8, ptr %.6.i181, i64 192
  br label %iter.check578

iter.check578:                                    ; preds = %for.cond.3.preheader.us.us.us.preheader, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us
  %lsr.iv738 = phi ptr [ %.6.i181, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep739, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv735 = phi ptr [ %.6.i224, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep736, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv726 = phi ptr [ %scevgep725, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep727, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %lsr.iv716 = phi ptr [ %scevgep715, %for.cond.3.preheader.us.us.us.preheader ], [ %scevgep717, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ]
  %loop.index.2512.us.us.us = phi i64 [ %.1046.us.us.us, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us ], [ 0, %for.cond.3.preheader.us.us.us.preheader ]
  %109 = icmp ult i64 %1, 4
  %brmerge654 = select i1 %109, i1 true, i1 %108
  br i1 %brmerge654, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check580

vector.main.loop.iter.check580:                   ; preds = %iter.check578
  %110 = icmp ult i64 %1, 32
  br i1 %110, label %vec.epilog.ph597, label %vector.body584.preheader

vector.body584.preheader:                         ; preds = %vector.main.loop.iter.check580
  br label %vector.body584

vector.body584:                                   ; preds = %vector.body584.preheader, %vector.body584
  %index585 = phi i64 [ %index.next590, %vector.body584 ], [ 0, %vector.body584.preheader ]
  %111 = shl i64 %index585, 3
  %scevgep733 = getelementptr i8, ptr %lsr.iv726, i64 %111
  %scevgep734 = getelementptr i8, ptr %scevgep733, i64 -192
  %112 = shl i64 %index585, 3
  %scevgep731 = getelementptr i8, ptr %lsr.iv726, i64 %112
  %scevgep732 = getelementptr i8, ptr %scevgep731, i64 -128
  %113 = shl i64 %index585, 3
  %scevgep729 = getelementptr i8, ptr %lsr.iv726, i64 %113
  %scevgep730 = getelementptr i8, ptr %scevgep729, i64 -64
  %114 = shl i64 %index585, 3
  %scevgep728 = getelementptr i8, ptr %lsr.iv726, i64 %114
  %wide.load586 = load <8 x double>, ptr %scevgep734, align 8, !alias.scope !58
  %wide.load587 = load <8 x double>, ptr %scevgep732, align 8, !alias.scope !58
  %wide.load588 = load <8 x double>, ptr %scevgep730, align 8, !alias.scope !58
  %wide.load589 = load <8 x double>, ptr %scevgep728, align 8, !alias.scope !58
  %115 = fmul <8 x double> %wide.load586, %wide.load586
  %116 = fmul <8 x double> %wide.load587, %wide.load587
  %117 = fmul <8 x double> %wide.load588, %wide.load588
  %118 = fmul <8 x double> %wide.load589, %wide.load589
  %119 = shl i64 %index585, 3
  %scevgep723 = getelementptr i8, ptr %lsr.iv716, i64 %119
  %scevgep724 = getelementptr i8, ptr %scevgep723, i64 -192
  %120 = shl i64 %index585, 3
  %scevgep721 = getelementptr i8, ptr %lsr.iv716, i64 %120
  %scevgep722 = getelementptr i8, ptr %scevgep721, i64 -128
  %121 = shl i64 %index585, 3
  %scevgep719 = getelementptr i8, ptr %lsr.iv716, i64 %121
  %scevgep720 = getelementptr i8, ptr %scevgep719, i64 -64
  %122 = shl i64 %index585, 3
  %scevgep718 = getelementptr i8, ptr %lsr.iv716, i64 %122
  store <8 x double> %115, ptr %scevgep724, align 8, !alias.scope !61, !noalias !58
  store <8 x double> %116, ptr %scevgep722, align 8, !alias.scope !61, !noalias !58
  store <8 x double> %117, ptr %scevgep720, align 8, !alias.scope !61, !noalias !58
  store <8 x double> %118, ptr %scevgep718, align 8, !alias.scope !61, !noalias !58
  %index.next590 = add nuw i64 %index585, 32
  %123 = icmp eq i64 %n.vec583, %index.next590
  br i1 %123, label %middle.block591, label %vector.body584, !llvm.loop !63

middle.block591:                                  ; preds = %vector.body584
  %124 = icmp eq i64 %1, %n.vec583
  br i1 %124, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %vec.epilog.iter.check595

vec.epilog.iter.check595:                         ; preds = %middle.block591
  %125 = and i64 %1, 28
  %126 = icmp eq i64 %125, 0
  br i1 %126, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph597, !prof !64

vec.epilog.ph597:                                 ; preds = %vector.main.loop.iter.check580, %vec.epilog.iter.check595
  %vec.epilog.resume.val593 = phi i64 [ %n.vec583, %vec.epilog.iter.check595 ], [ 0, %vector.main.loop.iter.check580 ]
  br label %vec.epilog.vector.body600

vec.epilog.vector.body600:                        ; preds = %vec.epilog.vector.body600, %vec.epilog.ph597
  %index601 = phi i64 [ %vec.epilog.resume.val593, %vec.epilog.ph597 ], [ %index.next603, %vec.epilog.vector.body600 ]
  %127 = shl i64 %index601, 3
  %scevgep740 = getelementptr i8, ptr %lsr.iv738, i64 %127
  %wide.load602 = load <4 x double>, ptr %scevgep740, align 8, !alias.scope !58
  %128 = fmul <4 x double> %wide.load602, %wide.load602
  %129 = shl i64 %index601, 3
  %scevgep737 = getelementptr i8, ptr %lsr.iv735, i64 %129
  store <4 x double> %128, ptr %scevgep737, align 8, !alias.scope !61, !noalias !58
  %index.next603 = add nuw i64 %index601, 4
  %130 = icmp eq i64 %n.vec599, %index.next603
  br i1 %130, label %vec.epilog.middle.block604, label %vec.epilog.vector.body600, !llvm.loop !65

vec.epilog.middle.block604:                       ; preds = %vec.epilog.vector.body600
  %131 = icmp eq i64 %1, %n.vec599
  br i1 %131, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %vec.epilog.middle.block604, %vec.epilog.iter.check595, %iter.check578
  %loop.index.3471.us.us.us.us.us.ph = phi i64 [ 0, %iter.check578 ], [ %n.vec583, %vec.epilog.iter.check595 ], [ %n.vec599, %vec.epilog.middle.block604 ]
  %132 = sub nsw i64 %1, %loop.index.3471.us.us.us.us.us.ph
  %xtraiter646 = and i64 %132, 7
  %lcmp.mod647.not = icmp eq i64 %xtraiter646, 0
  br i1 %lcmp.mod647.not, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv743 = phi i64 [ %xtraiter646, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next744, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.3471.us.us.us.us.us.prol = phi i64 [ %.1044.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.3471.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %133 = shl i64 %loop.index.3471.us.us.us.us.us.prol, 3
  %scevgep742 = getelementptr i8, ptr %lsr.iv738, i64 %133
  %.995.us.us.us.us.us.prol = load double, ptr %scevgep742, align 8
  %.6.i225.prol = fmul double %.995.us.us.us.us.us.prol, %.995.us.us.us.us.us.prol
  %134 = shl i64 %loop.index.3471.us.us.us.us.us.prol, 3
  %scevgep741 = getelementptr i8, ptr %lsr.iv735, i64 %134
  store double %.6.i225.prol, ptr %scevgep741, align 8
  %.1044.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.3471.us.us.us.us.us.prol, 1
  %lsr.iv.next744 = add nsw i64 %lsr.iv743, -1
  %prol.iter648.cmp.not = icmp eq i64 %lsr.iv.next744, 0
  br i1 %prol.iter648.cmp.not, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !66

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.3471.us.us.us.us.us.unr = phi i64 [ %loop.index.3471.us.us.us.us.us.ph, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %.1044.us.us.us.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %135 = sub nsw i64 %loop.index.3471.us.us.us.us.us.ph, %1
  %136 = icmp ugt i64 %135, -8
  br i1 %136, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader657

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader657: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us

for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader657, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us
  %loop.index.3471.us.us.us.us.us = phi i64 [ %.1044.us.us.us.us.us.7, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us ], [ %loop.index.3471.us.us.us.us.us.unr, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.preheader657 ]
  %137 = shl i64 %loop.index.3471.us.us.us.us.us, 3
  %scevgep762 = getelementptr i8, ptr %lsr.iv738, i64 %137
  %.995.us.us.us.us.us = load double, ptr %scevgep762, align 8
  %.6.i225 = fmul double %.995.us.us.us.us.us, %.995.us.us.us.us.us
  %138 = shl i64 %loop.index.3471.us.us.us.us.us, 3
  %scevgep747 = getelementptr i8, ptr %lsr.iv735, i64 %138
  store double %.6.i225, ptr %scevgep747, align 8
  %scevgep763 = getelementptr i8, ptr %lsr.iv738, i64 %138
  %scevgep764 = getelementptr i8, ptr %scevgep763, i64 8
  %.995.us.us.us.us.us.1 = load double, ptr %scevgep764, align 8
  %.6.i225.1 = fmul double %.995.us.us.us.us.us.1, %.995.us.us.us.us.us.1
  %139 = shl i64 %loop.index.3471.us.us.us.us.us, 3
  %scevgep750 = getelementptr i8, ptr %lsr.iv735, i64 %139
  %scevgep751 = getelementptr i8, ptr %scevgep750, i64 8
  store double %.6.i225.1, ptr %scevgep751, align 8
  %scevgep765 = getelementptr i8, ptr %lsr.iv738, i64 %139
  %scevgep766 = getelementptr i8, ptr %scevgep765, i64 16
  %.995.us.us.us.us.us.2 = load double, ptr %scevgep766, align 8
  %.6.i225.2 = fmul double %.995.us.us.us.us.us.2, %.995.us.us.us.us.us.2
  %140 = shl i64 %loop.index.3471.us.us.us.us.us, 3
  %scevgep752 = getelementptr i8, ptr %lsr.iv735, i64 %140
  %scevgep753 = getelementptr i8, ptr %scevgep752, i64 16
  store double %.6.i225.2, ptr %scevgep753, align 8
  %scevgep767 = getelementptr i8, ptr %lsr.iv738, i64 %140
  %scevgep768 = getelementptr i8, ptr %scevgep767, i64 24
  %.995.us.us.us.us.us.3 = load double, ptr %scevgep768, align 8
  %.6.i225.3 = fmul double %.995.us.us.us.us.us.3, %.995.us.us.us.us.us.3
  %141 = shl i64 %loop.index.3471.us.us.us.us.us, 3
  %scevgep754 = getelementptr i8, ptr %lsr.iv735, i64 %141
  %scevgep755 = getelementptr i8, ptr %scevgep754, i64 24
  store double %.6.i225.3, ptr %scevgep755, align 8
  %scevgep769 = getelementptr i8, ptr %lsr.iv738, i64 %141
  %scevgep770 = getelementptr i8, ptr %scevgep769, i64 32
  %.995.us.us.us.us.us.4 = load double, ptr %scevgep770, align 8
  %.6.i225.4 = fmul double %.995.us.us.us.us.us.4, %.995.us.us.us.us.us.4
  %142 = shl i64 %loop.index.3471.us.us.us.us.us, 3
  %scevgep745 = getelementptr i8, ptr %lsr.iv735, i64 %142
  %scevgep746 = getelementptr i8, ptr %scevgep745, i64 32
  store double %.6.i225.4, ptr %scevgep746, align 8
  %scevgep771 = getelementptr i8, ptr %lsr.iv738, i64 %142
  %scevgep772 = getelementptr i8, ptr %scevgep771, i64 40
  %.995.us.us.us.us.us.5 = load double, ptr %scevgep772, align 8
  %.6.i225.5 = fmul double %.995.us.us.us.us.us.5, %.995.us.us.us.us.us.5
  %143 = shl i64 %loop.index.3471.us.us.us.us.us, 3
  %scevgep758 = getelementptr i8, ptr %lsr.iv735, i64 %143
  %scevgep759 = getelementptr i8, ptr %scevgep758, i64 40
  store double %.6.i225.5, ptr %scevgep759, align 8
  %scevgep773 = getelementptr i8, ptr %lsr.iv738, i64 %143
  %scevgep774 = getelementptr i8, ptr %scevgep773, i64 48
  %.995.us.us.us.us.us.6 = load double, ptr %scevgep774, align 8
  %.6.i225.6 = fmul double %.995.us.us.us.us.us.6, %.995.us.us.us.us.us.6
  %144 = shl i64 %loop.index.3471.us.us.us.us.us, 3
  %scevgep756 = getelementptr i8, ptr %lsr.iv735, i64 %144
  %scevgep757 = getelementptr i8, ptr %scevgep756, i64 48
  store double %.6.i225.6, ptr %scevgep757, align 8
  %scevgep760 = getelementptr i8, ptr %lsr.iv738, i64 %144
  %scevgep761 = getelementptr i8, ptr %scevgep760, i64 56
  %.995.us.us.us.us.us.7 = load double, ptr %scevgep761, align 8
  %.6.i225.7 = fmul double %.995.us.us.us.us.us.7, %.995.us.us.us.us.us.7
  %145 = shl i64 %loop.index.3471.us.us.us.us.us, 3
  %scevgep748 = getelementptr i8, ptr %lsr.iv735, i64 %145
  %scevgep749 = getelementptr i8, ptr %scevgep748, i64 56
  store double %.6.i225.7, ptr %scevgep749, align 8
  %.1044.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.3471.us.us.us.us.us, 8
  %exitcond652.not.7 = icmp eq i64 %1, %.1044.us.us.us.us.us.7
  br i1 %exitcond652.not.7, label %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, label %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !67

for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us: ; preds = %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us, %for.body.3.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block604, %middle.block591
  %.1046.us.us.us = add nuw nsw i64 %loop.index.2512.us.us.us, 1
  %scevgep717 = getelementptr i8, ptr %lsr.iv716, i64 %103
  %scevgep727 = getelementptr i8, ptr %lsr.iv726, i64 %103
  %scevgep736 = getelementptr i8, ptr %lsr.iv735, i64 %103
  %scevgep739 = getelementptr i8, ptr %lsr.iv738, i64 %103
  %exitcond653.not = icmp eq i64 %.1046.us.us.us, %0
  br i1 %exitcond653.not, label %for.end.2, label %iter.check578

iter.check538:                                    ; preds = %iter.check538, %for.cond.3.preheader.us.us.preheader.new
  %lsr.iv782 = phi i64 [ %lsr.iv.next783, %iter.check538 ], [ 0, %for.cond.3.preheader.us.us.preheader.new ]
  %loop.index.2512.us.us = phi i64 [ 0, %for.cond.3.preheader.us.us.preheader.new ], [ %.1046.us.us.3, %iter.check538 ]
  %scevgep796 = getelementptr i8, ptr %.6.i224, i64 %lsr.iv782
  %scevgep795 = getelementptr i8, ptr %.6.i181, i64 %lsr.iv782
  %.995.us.us.us = load double, ptr %scevgep795, align 8
  %.6.i226 = fmul double %.995.us.us.us, %.995.us.us.us
  store double %.6.i226, ptr %scevgep796, align 8
  %scevgep792 = getelementptr i8, ptr %scevgep791, i64 %lsr.iv782
  %scevgep794 = getelementptr i8, ptr %scevgep793, i64 %lsr.iv782
  %.995.us.us.us.1 = load double, ptr %scevgep794, align 8
  %.6.i226.1 = fmul double %.995.us.us.us.1, %.995.us.us.us.1
  store double %.6.i226.1, ptr %scevgep792, align 8
  %scevgep788 = getelementptr i8, ptr %scevgep787, i64 %lsr.iv782
  %scevgep790 = getelementptr i8, ptr %scevgep789, i64 %lsr.iv782
  %.995.us.us.us.2 = load double, ptr %scevgep790, align 8
  %.6.i226.2 = fmul double %.995.us.us.us.2, %.995.us.us.us.2
  store double %.6.i226.2, ptr %scevgep788, align 8
  %scevgep784 = getelementptr i8, ptr %scevgep781, i64 %lsr.iv782
  %scevgep786 = getelementptr i8, ptr %scevgep785, i64 %lsr.iv782
  %.995.us.us.us.3 = load double, ptr %scevgep786, align 8
  %.6.i226.3 = fmul double %.995.us.us.us.3, %.995.us.us.us.3
  store double %.6.i226.3, ptr %scevgep784, align 8
  %.1046.us.us.3 = add nuw nsw i64 %loop.index.2512.us.us, 4
  %lsr.iv.next783 = add i64 %lsr.iv782, %100
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.1046.us.us.3
  br i1 %niter.ncmp.3, label %for.end.2.loopexit631.unr-lcssa, label %iter.check538

for.cond.3.preheader.lr.ph.split.us.split:        ; preds = %for.cond.3.preheader.lr.ph.split.us
  %146 = icmp ugt i64 %1, 1
  br i1 %146, label %for.cond.3.preheader.us.us537.preheader, label %for.body.3.endif.endif.endif.endif.endif.us519

for.cond.3.preheader.us.us537.preheader:          ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %147 = ptrtoint ptr %.6.i224 to i64
  %148 = ptrtoint ptr %.6.i181 to i64
  %149 = sub i64 %147, %148
  %min.iters.check496 = icmp ult i64 %1, 4
  %diff.check494 = icmp ult i64 %149, 256
  %or.cond655 = select i1 %min.iters.check496, i1 true, i1 %diff.check494
  br i1 %or.cond655, label %for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader, label %vector.main.loop.iter.check500

vector.main.loop.iter.check500:                   ; preds = %for.cond.3.preheader.us.us537.preheader
  %min.iters.check499 = icmp ult i64 %1, 32
  br i1 %min.iters.check499, label %vec.epilog.ph517, label %vector.ph501

vector.ph501:                                     ; preds = %vector.main.loop.iter.check500
  %const_mat908 = add i64 %const907, -28
  %n.vec503 = and i64 %1, %const_mat908
  br label %vector.body504

vector.body504:                                   ; preds = %vector.body504, %vector.ph501
  %index505 = phi i64 [ 0, %vector.ph501 ], [ %index.next510, %vector.body504 ]
  %sunkaddr957 = mul i64 %index505, 8
  %sunkaddr958 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr957
  %wide.load506 = load <8 x double>, ptr %sunkaddr958, align 8
  %sunkaddr959 = mul i64 %index505, 8
  %sunkaddr960 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr959
  %sunkaddr961 = getelementptr i8, ptr %sunkaddr960, i64 64
  %wide.load507 = load <8 x double>, ptr %sunkaddr961, align 8
  %sunkaddr962 = mul i64 %index505, 8
  %sunkaddr963 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr962
  %sunkaddr964 = getelementptr i8, ptr %sunkaddr963, i64 128
  %wide.load508 = load <8 x double>, ptr %sunkaddr964, align 8
  %sunkaddr965 = mul i64 %index505, 8
  %sunkaddr966 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr965
  %sunkaddr967 = getelementptr i8, ptr %sunkaddr966, i64 192
  %wide.load509 = load <8 x double>, ptr %sunkaddr967, align 8
  %150 = fmul <8 x double> %wide.load506, %wide.load506
  %151 = fmul <8 x double> %wide.load507, %wide.load507
  %152 = fmul <8 x double> %wide.load508, %wide.load508
  %153 = fmul <8 x double> %wide.load509, %wide.load509
  %sunkaddr968 = mul i64 %index505, 8
  %sunkaddr969 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr968
  store <8 x double> %150, ptr %sunkaddr969, align 8
  %sunkaddr970 = mul i64 %index505, 8
  %sunkaddr971 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr970
  %sunkaddr972 = getelementptr i8, ptr %sunkaddr971, i64 64
  store <8 x double> %151, ptr %sunkaddr972, align 8
  %sunkaddr973 = mul i64 %index505, 8
  %sunkaddr974 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr973
  %sunkaddr975 = getelementptr i8, ptr %sunkaddr974, i64 128
  store <8 x double> %152, ptr %sunkaddr975, align 8
  %sunkaddr976 = mul i64 %index505, 8
  %sunkaddr977 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr976
  %sunkaddr978 = getelementptr i8, ptr %sunkaddr977, i64 192
  store <8 x double> %153, ptr %sunkaddr978, align 8
  %index.next510 = add nuw i64 %index505, 32
  %154 = icmp eq i64 %n.vec503, %index.next510
  br i1 %154, label %middle.block511, label %vector.body504, !llvm.loop !68

middle.block511:                                  ; preds = %vector.body504
  %cmp.n512 = icmp eq i64 %1, %n.vec503
  br i1 %cmp.n512, label %for.end.2, label %vec.epilog.iter.check515

vec.epilog.iter.check515:                         ; preds = %middle.block511
  %155 = and i64 %1, 28
  %min.epilog.iters.check516 = icmp eq i64 %155, 0
  br i1 %min.epilog.iters.check516, label %for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader, label %vec.epilog.ph517, !prof !64

vec.epilog.ph517:                                 ; preds = %vector.main.loop.iter.check500, %vec.epilog.iter.check515
  %vec.epilog.resume.val513 = phi i64 [ %n.vec503, %vec.epilog.iter.check515 ], [ 0, %vector.main.loop.iter.check500 ]
  %n.vec519 = and i64 %1, %const907
  br label %vec.epilog.vector.body520

vec.epilog.vector.body520:                        ; preds = %vec.epilog.vector.body520, %vec.epilog.ph517
  %index521 = phi i64 [ %vec.epilog.resume.val513, %vec.epilog.ph517 ], [ %index.next523, %vec.epilog.vector.body520 ]
  %156 = shl i64 %index521, 3
  %scevgep698 = getelementptr i8, ptr %.6.i181, i64 %156
  %wide.load522 = load <4 x double>, ptr %scevgep698, align 8
  %157 = fmul <4 x double> %wide.load522, %wide.load522
  %158 = shl i64 %index521, 3
  %scevgep697 = getelementptr i8, ptr %.6.i224, i64 %158
  store <4 x double> %157, ptr %scevgep697, align 8
  %index.next523 = add nuw i64 %index521, 4
  %159 = icmp eq i64 %n.vec519, %index.next523
  br i1 %159, label %vec.epilog.middle.block524, label %vec.epilog.vector.body520, !llvm.loop !69

vec.epilog.middle.block524:                       ; preds = %vec.epilog.vector.body520
  %cmp.n525 = icmp eq i64 %1, %n.vec519
  br i1 %cmp.n525, label %for.end.2, label %for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader

for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader: ; preds = %for.cond.3.preheader.us.us537.preheader, %vec.epilog.iter.check515, %vec.epilog.middle.block524
  %loop.index.3471.us482.us.us.ph = phi i64 [ 0, %for.cond.3.preheader.us.us537.preheader ], [ %n.vec519, %vec.epilog.middle.block524 ], [ %n.vec503, %vec.epilog.iter.check515 ]
  %160 = sub nsw i64 %1, %loop.index.3471.us482.us.us.ph
  %xtraiter649 = and i64 %160, 7
  %lcmp.mod650.not = icmp eq i64 %xtraiter649, 0
  br i1 %lcmp.mod650.not, label %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.preheader

for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.preheader: ; preds = %for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader
  br label %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol

for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol: ; preds = %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.preheader, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter649, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol ]
  %loop.index.3471.us482.us.us.prol = phi i64 [ %.1044.us488.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol ], [ %loop.index.3471.us482.us.us.ph, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.preheader ]
  %161 = shl i64 %loop.index.3471.us482.us.us.prol, 3
  %scevgep696 = getelementptr i8, ptr %.6.i181, i64 %161
  %.995.us492.us.us.prol = load double, ptr %scevgep696, align 8
  %.6.i227.prol = fmul double %.995.us492.us.us.prol, %.995.us492.us.us.prol
  %162 = shl i64 %loop.index.3471.us482.us.us.prol, 3
  %scevgep695 = getelementptr i8, ptr %.6.i224, i64 %162
  store double %.6.i227.prol, ptr %scevgep695, align 8
  %.1044.us488.us.us.prol = add nuw i64 %loop.index.3471.us482.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter651.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter651.cmp.not, label %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.loopexit, label %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol, !llvm.loop !70

for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.loopexit: ; preds = %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader
  %loop.index.3471.us482.us.us.unr = phi i64 [ %loop.index.3471.us482.us.us.ph, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader ], [ %.1044.us488.us.us.prol, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol ]
  %163 = sub nsw i64 %loop.index.3471.us482.us.us.ph, %1
  %164 = icmp ugt i64 %163, -8
  br i1 %164, label %for.end.2, label %for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader656

for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader656: ; preds = %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.endif.endif.us485.us.us

for.body.3.endif.endif.endif.endif.endif.us485.us.us: ; preds = %for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader656, %for.body.3.endif.endif.endif.endif.endif.us485.us.us
  %loop.index.3471.us482.us.us = phi i64 [ %.1044.us488.us.us.7, %for.body.3.endif.endif.endif.endif.endif.us485.us.us ], [ %loop.index.3471.us482.us.us.unr, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.preheader656 ]
  %sunkaddr979 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr980 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr979
  %.995.us492.us.us = load double, ptr %sunkaddr980, align 8
  %.6.i227 = fmul double %.995.us492.us.us, %.995.us492.us.us
  %sunkaddr981 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr982 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr981
  store double %.6.i227, ptr %sunkaddr982, align 8
  %sunkaddr983 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr984 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr983
  %sunkaddr985 = getelementptr i8, ptr %sunkaddr984, i64 8
  %.995.us492.us.us.1 = load double, ptr %sunkaddr985, align 8
  %.6.i227.1 = fmul double %.995.us492.us.us.1, %.995.us492.us.us.1
  %sunkaddr986 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr987 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr986
  %sunkaddr988 = getelementptr i8, ptr %sunkaddr987, i64 8
  store double %.6.i227.1, ptr %sunkaddr988, align 8
  %sunkaddr989 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr990 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr989
  %sunkaddr991 = getelementptr i8, ptr %sunkaddr990, i64 16
  %.995.us492.us.us.2 = load double, ptr %sunkaddr991, align 8
  %.6.i227.2 = fmul double %.995.us492.us.us.2, %.995.us492.us.us.2
  %sunkaddr992 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr993 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr992
  %sunkaddr994 = getelementptr i8, ptr %sunkaddr993, i64 16
  store double %.6.i227.2, ptr %sunkaddr994, align 8
  %sunkaddr995 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr996 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr995
  %sunkaddr997 = getelementptr i8, ptr %sunkaddr996, i64 24
  %.995.us492.us.us.3 = load double, ptr %sunkaddr997, align 8
  %.6.i227.3 = fmul double %.995.us492.us.us.3, %.995.us492.us.us.3
  %sunkaddr998 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr999 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr998
  %sunkaddr1000 = getelementptr i8, ptr %sunkaddr999, i64 24
  store double %.6.i227.3, ptr %sunkaddr1000, align 8
  %sunkaddr1001 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr1002 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr1001
  %sunkaddr1003 = getelementptr i8, ptr %sunkaddr1002, i64 32
  %.995.us492.us.us.4 = load double, ptr %sunkaddr1003, align 8
  %.6.i227.4 = fmul double %.995.us492.us.us.4, %.995.us492.us.us.4
  %sunkaddr1004 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr1005 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr1004
  %sunkaddr1006 = getelementptr i8, ptr %sunkaddr1005, i64 32
  store double %.6.i227.4, ptr %sunkaddr1006, align 8
  %sunkaddr1007 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr1008 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr1007
  %sunkaddr1009 = getelementptr i8, ptr %sunkaddr1008, i64 40
  %.995.us492.us.us.5 = load double, ptr %sunkaddr1009, align 8
  %.6.i227.5 = fmul double %.995.us492.us.us.5, %.995.us492.us.us.5
  %sunkaddr1010 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr1011 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr1010
  %sunkaddr1012 = getelementptr i8, ptr %sunkaddr1011, i64 40
  store double %.6.i227.5, ptr %sunkaddr1012, align 8
  %sunkaddr1013 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr1014 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr1013
  %sunkaddr1015 = getelementptr i8, ptr %sunkaddr1014, i64 48
  %.995.us492.us.us.6 = load double, ptr %sunkaddr1015, align 8
  %.6.i227.6 = fmul double %.995.us492.us.us.6, %.995.us492.us.us.6
  %sunkaddr1016 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr1017 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr1016
  %sunkaddr1018 = getelementptr i8, ptr %sunkaddr1017, i64 48
  store double %.6.i227.6, ptr %sunkaddr1018, align 8
  %sunkaddr1019 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr1020 = getelementptr i8, ptr %.6.i181, i64 %sunkaddr1019
  %sunkaddr1021 = getelementptr i8, ptr %sunkaddr1020, i64 56
  %.995.us492.us.us.7 = load double, ptr %sunkaddr1021, align 8
  %.6.i227.7 = fmul double %.995.us492.us.us.7, %.995.us492.us.us.7
  %sunkaddr1022 = mul i64 %loop.index.3471.us482.us.us, 8
  %sunkaddr1023 = getelementptr i8, ptr %.6.i224, i64 %sunkaddr1022
  %sunkaddr1024 = getelementptr i8, ptr %sunkaddr1023, i64 56
  store double %.6.i227.7, ptr %sunkaddr1024, align 8
  %.1044.us488.us.us.7 = add nuw nsw i64 %loop.index.3471.us482.us.us, 8
  %exitcond648.not.7 = icmp eq i64 %1, %.1044.us488.us.us.7
  br i1 %exitcond648.not.7, label %for.end.2, label %for.body.3.endif.endif.endif.endif.endif.us485.us.us, !llvm.loop !71

for.body.3.endif.endif.endif.endif.endif.us519:   ; preds = %for.cond.3.preheader.lr.ph.split.us.split
  %.995.us516 = load double, ptr %.6.i181, align 8
  %.6.i228 = fmul double %.995.us516, %.995.us516
  store double %.6.i228, ptr %.6.i224, align 8
  br label %for.end.2

B144.endif.endif.endif.endif.endif.if.if:         ; preds = %B144.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.2.loopexit631.unr-lcssa:                  ; preds = %iter.check538
  %lcmp.mod644.not = icmp eq i64 %xtraiter643, 0
  br i1 %lcmp.mod644.not, label %for.end.2, label %iter.check538.epil.preheader

iter.check538.epil.preheader:                     ; preds = %for.end.2.loopexit631.unr-lcssa, %for.cond.3.preheader.us.us.preheader
  %loop.index.2512.us.us.epil.init = phi i64 [ 0, %for.cond.3.preheader.us.us.preheader ], [ %.1046.us.us.3, %for.end.2.loopexit631.unr-lcssa ]
  %165 = mul i64 %1, %loop.index.2512.us.us.epil.init
  %166 = shl i64 %165, 3
  %167 = shl i64 %1, 3
  br label %iter.check538.epil

iter.check538.epil:                               ; preds = %iter.check538.epil, %iter.check538.epil.preheader
  %lsr.iv779 = phi i64 [ %lsr.iv.next780, %iter.check538.epil ], [ %xtraiter643, %iter.check538.epil.preheader ]
  %lsr.iv775 = phi i64 [ %lsr.iv.next776, %iter.check538.epil ], [ %166, %iter.check538.epil.preheader ]
  %scevgep778 = getelementptr i8, ptr %.6.i224, i64 %lsr.iv775
  %scevgep777 = getelementptr i8, ptr %.6.i181, i64 %lsr.iv775
  %.995.us.us.us.epil = load double, ptr %scevgep777, align 8
  %.6.i226.epil = fmul double %.995.us.us.us.epil, %.995.us.us.us.epil
  store double %.6.i226.epil, ptr %scevgep778, align 8
  %lsr.iv.next776 = add i64 %lsr.iv775, %167
  %lsr.iv.next780 = add nsw i64 %lsr.iv779, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next780, 0
  br i1 %epil.iter.cmp.not, label %for.end.2, label %iter.check538.epil, !llvm.loop !72

for.end.2:                                        ; preds = %iter.check538.epil, %for.cond.3.for.end.3_crit_edge.split.us.us.us.split.us.us, %for.body.3.endif.endif.endif.endif.endif.us485.us.us, %for.end.2.loopexit631.unr-lcssa, %middle.block511, %vec.epilog.middle.block524, %for.body.3.endif.endif.endif.endif.endif.us485.us.us.prol.loopexit, %for.body.3.endif.endif.endif.endif.endif.us519, %for.cond.3.preheader.lr.ph, %B144.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i174)
  store double 0.000000e+00, ptr %.1055, align 8
  %.1063 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.1055, ptr nonnull %excinfo.12, ptr nonnull %.7.i.i217, ptr null, i64 %.883, i64 8, ptr %.6.i224, i64 %0, i64 %1, i64 %.886, i64 8)
  %cond = icmp eq i32 %.1063, 0
  br i1 %cond, label %for.end.2.endif, label %for.end.2.if.if, !prof !73

for.end.2.endif:                                  ; preds = %for.end.2
  %.1073 = load double, ptr %.1055, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i217)
  store double %.1073, ptr %retptr, align 8
  br label %common.ret

for.end.2.if.if:                                  ; preds = %for.end.2
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

define ptr @_ZN7cpython7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.euler_2d, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
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
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd")
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
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !74

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.53, align 8
  %.61 = call i32 @_ZN7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.53, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 poison, double %.46) #4
  %.62 = load ptr, ptr %excinfo, align 8
  %.71 = load double, ptr %.53, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.61, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif, !prof !73

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

define double @cfunc._ZN7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.12 = call i32 @_ZN7kernels8euler_2dB3v11B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #4
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !73

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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #0

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !75
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !75

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !76

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
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !77, !llvm.loop !78

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
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !77, !llvm.loop !78

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !80, !llvm.loop !81

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !83

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !84

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !85

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
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !86, !llvm.loop !87

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !88

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
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !89, !llvm.loop !90

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !92

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
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !77, !llvm.loop !78

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !93

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !84

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
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !94

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
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !77, !llvm.loop !78

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
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !77, !llvm.loop !78

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
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !77, !llvm.loop !78

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
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !77, !llvm.loop !78

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
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !77, !llvm.loop !78

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
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !77, !llvm.loop !78

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
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !77, !llvm.loop !78

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
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !77, !llvm.loop !78

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
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !95, !llvm.loop !96

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !85

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
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !86, !llvm.loop !98

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
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !88

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
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !89, !llvm.loop !99

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !92

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
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !77, !llvm.loop !78

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !85

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
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !86, !llvm.loop !100

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
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !88

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
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !89, !llvm.loop !101

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !92

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
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !77, !llvm.loop !78

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !102, !llvm.loop !103
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
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !22}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = !{!33}
!33 = distinct !{!33, !29}
!34 = !{!35}
!35 = distinct !{!35, !29}
!36 = !{!37}
!37 = distinct !{!37, !29}
!38 = !{!28, !31, !33, !35}
!39 = distinct !{!39, !22, !23}
!40 = distinct !{!40, !25}
!41 = distinct !{!41, !22}
!42 = distinct !{!42, !22, !23}
!43 = distinct !{!43, !25}
!44 = distinct !{!44, !22}
!45 = !{!46}
!46 = distinct !{!46, !47}
!47 = distinct !{!47, !"LVerDomain"}
!48 = !{!49}
!49 = distinct !{!49, !47}
!50 = distinct !{!50, !22, !23}
!51 = !{!52, !54, !55, !57}
!52 = distinct !{!52, !53, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!53 = distinct !{!53, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!54 = distinct !{!54, !53, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!55 = distinct !{!55, !56, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!57 = distinct !{!57, !56, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!58 = !{!59}
!59 = distinct !{!59, !60}
!60 = distinct !{!60, !"LVerDomain"}
!61 = !{!62}
!62 = distinct !{!62, !60}
!63 = distinct !{!63, !22, !23}
!64 = !{!"branch_weights", i32 4, i32 28}
!65 = distinct !{!65, !22, !23}
!66 = distinct !{!66, !25}
!67 = distinct !{!67, !22}
!68 = distinct !{!68, !22, !23}
!69 = distinct !{!69, !22, !23}
!70 = distinct !{!70, !25}
!71 = distinct !{!71, !22}
!72 = distinct !{!72, !25}
!73 = !{!"branch_weights", i32 49, i32 1}
!74 = !{!"branch_weights", i32 99, i32 1}
!75 = !{!"branch_weights", i32 16129, i32 255}
!76 = !{!"branch_weights", i32 553201332, i32 1594282316}
!77 = !{!"branch_weights", i32 542333185, i32 1605150463}
!78 = distinct !{!78, !79, !25}
!79 = !{!"llvm.loop.estimated_trip_count", i32 4}
!80 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!81 = distinct !{!81, !82, !25}
!82 = !{!"llvm.loop.estimated_trip_count", i32 2}
!83 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!84 = !{!"branch_weights", i32 146201250, i32 2001282398}
!85 = !{!"branch_weights", i32 127, i32 1}
!86 = !{!"branch_weights", i32 1, i32 1}
!87 = distinct !{!87, !25}
!88 = !{!"branch_weights", i32 1, i32 127}
!89 = !{!"branch_weights", i32 166258294, i32 1981225354}
!90 = distinct !{!90, !91}
!91 = !{!"llvm.loop.estimated_trip_count", i32 3}
!92 = !{!"branch_weights", i32 277993707, i32 1869489941}
!93 = !{!"branch_weights", i32 21522287, i32 2125961361}
!94 = !{!"branch_weights", i32 125941159, i32 2021542489}
!95 = !{!"branch_weights", i32 166258296, i32 1981225352}
!96 = distinct !{!96, !97}
!97 = !{!"llvm.loop.estimated_trip_count", i32 12}
!98 = distinct !{!98, !25}
!99 = distinct !{!99, !91}
!100 = distinct !{!100, !25}
!101 = distinct !{!101, !91}
!102 = !{!"branch_weights", i32 42828876, i32 2104654772}
!103 = distinct !{!103, !104}
!104 = !{!"llvm.loop.estimated_trip_count", i32 50}
