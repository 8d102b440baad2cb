; ModuleID = 'euler_2d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140257490107840 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140257490107840.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140257490107840 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140257490107840, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140257490107840.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f903ddda210>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f903ddda210>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140257492891840 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140257492891840.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140257492891840 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140257492891840, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140257492891840.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f903dddb810B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f903dddbed0B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
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
  %u.2.sroa.0.0291 = phi i8* [ %.7.i.i, %B0.endif.endif.endif.endif ], [ %.7.i.i97, %for.end ]
  %u.2.sroa.52.0290 = phi double* [ %.101, %B0.endif.endif.endif.endif ], [ %.6.i96234, %for.end ]
  %.234287 = phi i64 [ 4, %B0.endif.endif.endif.endif ], [ %.244, %for.end ]
  %.244 = add nsw i64 %.234287, -1
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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257490107840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257492891840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i23 = load i8*, i8** %0, align 8
  %.101 = bitcast i8* %.6.i23 to double*
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i23, i8* align 1 %.129, i64 %.130, i1 false)
  tail call void @NRT_decref(i8* %arg.u0.0)
  %1 = add i64 %arg.u0.5.1, -1
  %.511 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.512 = extractvalue { i64, i1 } %.511, 0
  %.513 = extractvalue { i64, i1 } %.511, 1
  %.516 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.512, i64 8)
  %.518 = extractvalue { i64, i1 } %.516, 1
  %.519 = or i1 %.513, %.518
  %.517 = extractvalue { i64, i1 } %.516, 0
  %xtraiter399 = and i64 %arg.u0.5.1, 7
  %unroll_iter410 = and i64 %arg.u0.5.1, -8
  %2 = shl i64 %arg.u0.5.1, 3
  br label %B128.i

B76.endif.endif.endif.end...if:                   ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257490107840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B76.endif.endif.endif.end...endif:                ; preds = %B128.i
  %.7.i.i97 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.517, i32 32), !noalias !9
  %.8.i.i98 = icmp eq i8* %.7.i.i97, null
  br i1 %.8.i.i98, label %B76.endif.endif.endif.end...endif.if, label %B76.endif.endif.endif.end...endif.endif, !prof !0

B76.endif.endif.endif.end...endif.if:             ; preds = %B76.endif.endif.endif.end...endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257492891840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.end...endif.endif:          ; preds = %B76.endif.endif.endif.end...endif
  %3 = icmp sgt i64 %arg.u0.5.1, 0
  %4 = icmp sgt i64 %arg.u0.5.0, 0
  %.5.i95 = getelementptr i8, i8* %.7.i.i97, i64 24
  %5 = bitcast i8* %.5.i95 to double**
  %.6.i96234 = load double*, double** %5, align 8
  %.615219.not = xor i1 %4, true
  %.618201.not = xor i1 %3, true
  %brmerge = select i1 %.615219.not, i1 true, i1 %.618201.not
  br i1 %brmerge, label %for.end, label %for.cond.1.preheader.us.preheader

for.cond.1.preheader.us.preheader:                ; preds = %B76.endif.endif.endif.end...endif.endif
  %scevgep638 = getelementptr double, double* %.6.i96234, i64 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv657 = phi double* [ %.6.i96234, %for.cond.1.preheader.us.preheader ], [ %23, %for.end.1.loopexit.us ]
  %lsr.iv639 = phi double* [ %scevgep638, %for.cond.1.preheader.us.preheader ], [ %22, %for.end.1.loopexit.us ]
  %loop.index228.us = phi i64 [ %.721.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.611.0227.us = phi i64 [ %.611.2.us.lcssa, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.608.0226.us = phi i64 [ %.608.2.us.lcssa, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.605.0225.us = phi i64 [ %.605.2.us.lcssa, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.602.0224.us = phi i64 [ %.602.2.us.lcssa, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.599.0223.us = phi i64 [ %.599.2.us.lcssa, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.596.0222.us = phi i64 [ %.596.2.us.lcssa, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.593.0221.us = phi i64 [ %.593.2.us.lcssa, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.590.0220.us = phi i64 [ %spec.select.us.lcssa, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %6 = icmp ult i64 %1, 7
  br i1 %6, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.1210.us = phi i64 [ %16, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.611.1209.us = phi i64 [ %.611.2.us.7, %for.body.1.us ], [ %.611.0227.us, %for.body.1.us.preheader ]
  %.608.1208.us = phi i64 [ %.608.2.us.7, %for.body.1.us ], [ %.608.0226.us, %for.body.1.us.preheader ]
  %.605.1207.us = phi i64 [ %.605.2.us.7, %for.body.1.us ], [ %.605.0225.us, %for.body.1.us.preheader ]
  %.602.1206.us = phi i64 [ %.602.2.us.7, %for.body.1.us ], [ %.602.0224.us, %for.body.1.us.preheader ]
  %.599.1205.us = phi i64 [ %.599.2.us.7, %for.body.1.us ], [ %.599.0223.us, %for.body.1.us.preheader ]
  %.596.1204.us = phi i64 [ %.596.2.us.7, %for.body.1.us ], [ %.596.0222.us, %for.body.1.us.preheader ]
  %.593.1203.us = phi i64 [ %.593.2.us.7, %for.body.1.us ], [ %.593.0221.us, %for.body.1.us.preheader ]
  %.590.1202.us = phi i64 [ %spec.select.us.7, %for.body.1.us ], [ %.590.0220.us, %for.body.1.us.preheader ]
  %7 = icmp ugt i64 %arg.u0.5.1, 1
  %8 = icmp eq i64 %arg.u0.5.0, 1
  %spec.select.us = select i1 %8, i64 %.590.1202.us, i64 %loop.index228.us
  %.593.2.us = select i1 %7, i64 %loop.index.1210.us, i64 %.593.1203.us
  %.631.us = mul i64 %spec.select.us, %arg.u0.5.1
  %.634.us = add i64 %.631.us, %.593.2.us
  %.635.us = getelementptr double, double* %u.2.sroa.52.0290, i64 %.634.us
  %.636.us = load double, double* %.635.us, align 8
  %.596.2.us = select i1 %8, i64 %.596.1204.us, i64 %loop.index228.us
  %.599.2.us = select i1 %7, i64 %loop.index.1210.us, i64 %.599.1205.us
  %.648.us = mul i64 %.596.2.us, %arg.u0.5.1
  %.651.us = add i64 %.648.us, %.599.2.us
  %.652.us = getelementptr double, double* %u.2.sroa.52.0290, i64 %.651.us
  %.653.us = load double, double* %.652.us, align 8
  %.602.2.us = select i1 %8, i64 %.602.1206.us, i64 %loop.index228.us
  %.605.2.us = select i1 %7, i64 %loop.index.1210.us, i64 %.605.1207.us
  %.665.us = mul i64 %.602.2.us, %arg.u0.5.1
  %.668.us = add i64 %.665.us, %.605.2.us
  %.669.us = getelementptr double, double* %u.2.sroa.52.0290, i64 %.668.us
  %.670.us = load double, double* %.669.us, align 8
  %.608.2.us = select i1 %8, i64 %.608.1208.us, i64 %loop.index228.us
  %.611.2.us = select i1 %7, i64 %loop.index.1210.us, i64 %.611.1209.us
  %.682.us = mul i64 %.608.2.us, %arg.u0.5.1
  %.685.us = add i64 %.682.us, %.611.2.us
  %.686.us = getelementptr double, double* %u.2.sroa.52.0290, i64 %.685.us
  %.687.us = load double, double* %.686.us, align 8
  %.16.i.us = tail call double @llvm.sin.f64(double %.653.us)
  %.21.i.us = fmul double %.670.us, %.687.us
  %.22.i.us = fsub double %.16.i.us, %.21.i.us
  %.23.i.us = fmul double %.22.i.us, %arg.h
  %.24.i.us = fadd double %.636.us, %.23.i.us
  %scevgep655 = getelementptr double, double* %lsr.iv639, i64 %loop.index.1210.us
  %scevgep656 = getelementptr double, double* %scevgep655, i64 -7
  store double %.24.i.us, double* %scevgep656, align 8
  %spec.select.us.1 = select i1 %8, i64 %.590.1202.us, i64 %loop.index228.us
  %9 = add i64 %loop.index.1210.us, 1
  %.593.2.us.1 = select i1 %7, i64 %9, i64 %.593.1203.us
  %.631.us.1 = mul i64 %spec.select.us.1, %arg.u0.5.1
  %.634.us.1 = add i64 %.631.us.1, %.593.2.us.1
  %.635.us.1 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.634.us.1
  %.636.us.1 = load double, double* %.635.us.1, align 8
  %.596.2.us.1 = select i1 %8, i64 %.596.1204.us, i64 %loop.index228.us
  %.599.2.us.1 = select i1 %7, i64 %9, i64 %.599.1205.us
  %.648.us.1 = mul i64 %.596.2.us.1, %arg.u0.5.1
  %.651.us.1 = add i64 %.648.us.1, %.599.2.us.1
  %.652.us.1 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.651.us.1
  %.653.us.1 = load double, double* %.652.us.1, align 8
  %.602.2.us.1 = select i1 %8, i64 %.602.1206.us, i64 %loop.index228.us
  %.605.2.us.1 = select i1 %7, i64 %9, i64 %.605.1207.us
  %.665.us.1 = mul i64 %.602.2.us.1, %arg.u0.5.1
  %.668.us.1 = add i64 %.665.us.1, %.605.2.us.1
  %.669.us.1 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.668.us.1
  %.670.us.1 = load double, double* %.669.us.1, align 8
  %.608.2.us.1 = select i1 %8, i64 %.608.1208.us, i64 %loop.index228.us
  %.611.2.us.1 = select i1 %7, i64 %9, i64 %.611.1209.us
  %.682.us.1 = mul i64 %.608.2.us.1, %arg.u0.5.1
  %.685.us.1 = add i64 %.682.us.1, %.611.2.us.1
  %.686.us.1 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.685.us.1
  %.687.us.1 = load double, double* %.686.us.1, align 8
  %.16.i.us.1 = tail call double @llvm.sin.f64(double %.653.us.1)
  %.21.i.us.1 = fmul double %.670.us.1, %.687.us.1
  %.22.i.us.1 = fsub double %.16.i.us.1, %.21.i.us.1
  %.23.i.us.1 = fmul double %.22.i.us.1, %arg.h
  %.24.i.us.1 = fadd double %.636.us.1, %.23.i.us.1
  %scevgep652 = getelementptr double, double* %lsr.iv639, i64 %loop.index.1210.us
  %scevgep653 = getelementptr double, double* %scevgep652, i64 -6
  store double %.24.i.us.1, double* %scevgep653, align 8
  %spec.select.us.2 = select i1 %8, i64 %.590.1202.us, i64 %loop.index228.us
  %10 = add i64 %9, 1
  %.593.2.us.2 = select i1 %7, i64 %10, i64 %.593.1203.us
  %.631.us.2 = mul i64 %spec.select.us.2, %arg.u0.5.1
  %.634.us.2 = add i64 %.631.us.2, %.593.2.us.2
  %.635.us.2 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.634.us.2
  %.636.us.2 = load double, double* %.635.us.2, align 8
  %.596.2.us.2 = select i1 %8, i64 %.596.1204.us, i64 %loop.index228.us
  %.599.2.us.2 = select i1 %7, i64 %10, i64 %.599.1205.us
  %.648.us.2 = mul i64 %.596.2.us.2, %arg.u0.5.1
  %.651.us.2 = add i64 %.648.us.2, %.599.2.us.2
  %.652.us.2 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.651.us.2
  %.653.us.2 = load double, double* %.652.us.2, align 8
  %.602.2.us.2 = select i1 %8, i64 %.602.1206.us, i64 %loop.index228.us
  %.605.2.us.2 = select i1 %7, i64 %10, i64 %.605.1207.us
  %.665.us.2 = mul i64 %.602.2.us.2, %arg.u0.5.1
  %.668.us.2 = add i64 %.665.us.2, %.605.2.us.2
  %.669.us.2 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.668.us.2
  %.670.us.2 = load double, double* %.669.us.2, align 8
  %.608.2.us.2 = select i1 %8, i64 %.608.1208.us, i64 %loop.index228.us
  %.611.2.us.2 = select i1 %7, i64 %10, i64 %.611.1209.us
  %.682.us.2 = mul i64 %.608.2.us.2, %arg.u0.5.1
  %.685.us.2 = add i64 %.682.us.2, %.611.2.us.2
  %.686.us.2 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.685.us.2
  %.687.us.2 = load double, double* %.686.us.2, align 8
  %.16.i.us.2 = tail call double @llvm.sin.f64(double %.653.us.2)
  %.21.i.us.2 = fmul double %.670.us.2, %.687.us.2
  %.22.i.us.2 = fsub double %.16.i.us.2, %.21.i.us.2
  %.23.i.us.2 = fmul double %.22.i.us.2, %arg.h
  %.24.i.us.2 = fadd double %.636.us.2, %.23.i.us.2
  %scevgep650 = getelementptr double, double* %lsr.iv639, i64 %loop.index.1210.us
  %scevgep651 = getelementptr double, double* %scevgep650, i64 -5
  store double %.24.i.us.2, double* %scevgep651, align 8
  %spec.select.us.3 = select i1 %8, i64 %.590.1202.us, i64 %loop.index228.us
  %11 = add i64 %10, 1
  %.593.2.us.3 = select i1 %7, i64 %11, i64 %.593.1203.us
  %.631.us.3 = mul i64 %spec.select.us.3, %arg.u0.5.1
  %.634.us.3 = add i64 %.631.us.3, %.593.2.us.3
  %.635.us.3 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.634.us.3
  %.636.us.3 = load double, double* %.635.us.3, align 8
  %.596.2.us.3 = select i1 %8, i64 %.596.1204.us, i64 %loop.index228.us
  %.599.2.us.3 = select i1 %7, i64 %11, i64 %.599.1205.us
  %.648.us.3 = mul i64 %.596.2.us.3, %arg.u0.5.1
  %.651.us.3 = add i64 %.648.us.3, %.599.2.us.3
  %.652.us.3 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.651.us.3
  %.653.us.3 = load double, double* %.652.us.3, align 8
  %.602.2.us.3 = select i1 %8, i64 %.602.1206.us, i64 %loop.index228.us
  %.605.2.us.3 = select i1 %7, i64 %11, i64 %.605.1207.us
  %.665.us.3 = mul i64 %.602.2.us.3, %arg.u0.5.1
  %.668.us.3 = add i64 %.665.us.3, %.605.2.us.3
  %.669.us.3 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.668.us.3
  %.670.us.3 = load double, double* %.669.us.3, align 8
  %.608.2.us.3 = select i1 %8, i64 %.608.1208.us, i64 %loop.index228.us
  %.611.2.us.3 = select i1 %7, i64 %11, i64 %.611.1209.us
  %.682.us.3 = mul i64 %.608.2.us.3, %arg.u0.5.1
  %.685.us.3 = add i64 %.682.us.3, %.611.2.us.3
  %.686.us.3 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.685.us.3
  %.687.us.3 = load double, double* %.686.us.3, align 8
  %.16.i.us.3 = tail call double @llvm.sin.f64(double %.653.us.3)
  %.21.i.us.3 = fmul double %.670.us.3, %.687.us.3
  %.22.i.us.3 = fsub double %.16.i.us.3, %.21.i.us.3
  %.23.i.us.3 = fmul double %.22.i.us.3, %arg.h
  %.24.i.us.3 = fadd double %.636.us.3, %.23.i.us.3
  %scevgep648 = getelementptr double, double* %lsr.iv639, i64 %loop.index.1210.us
  %scevgep649 = getelementptr double, double* %scevgep648, i64 -4
  store double %.24.i.us.3, double* %scevgep649, align 8
  %spec.select.us.4 = select i1 %8, i64 %.590.1202.us, i64 %loop.index228.us
  %12 = add i64 %11, 1
  %.593.2.us.4 = select i1 %7, i64 %12, i64 %.593.1203.us
  %.631.us.4 = mul i64 %spec.select.us.4, %arg.u0.5.1
  %.634.us.4 = add i64 %.631.us.4, %.593.2.us.4
  %.635.us.4 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.634.us.4
  %.636.us.4 = load double, double* %.635.us.4, align 8
  %.596.2.us.4 = select i1 %8, i64 %.596.1204.us, i64 %loop.index228.us
  %.599.2.us.4 = select i1 %7, i64 %12, i64 %.599.1205.us
  %.648.us.4 = mul i64 %.596.2.us.4, %arg.u0.5.1
  %.651.us.4 = add i64 %.648.us.4, %.599.2.us.4
  %.652.us.4 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.651.us.4
  %.653.us.4 = load double, double* %.652.us.4, align 8
  %.602.2.us.4 = select i1 %8, i64 %.602.1206.us, i64 %loop.index228.us
  %.605.2.us.4 = select i1 %7, i64 %12, i64 %.605.1207.us
  %.665.us.4 = mul i64 %.602.2.us.4, %arg.u0.5.1
  %.668.us.4 = add i64 %.665.us.4, %.605.2.us.4
  %.669.us.4 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.668.us.4
  %.670.us.4 = load double, double* %.669.us.4, align 8
  %.608.2.us.4 = select i1 %8, i64 %.608.1208.us, i64 %loop.index228.us
  %.611.2.us.4 = select i1 %7, i64 %12, i64 %.611.1209.us
  %.682.us.4 = mul i64 %.608.2.us.4, %arg.u0.5.1
  %.685.us.4 = add i64 %.682.us.4, %.611.2.us.4
  %.686.us.4 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.685.us.4
  %.687.us.4 = load double, double* %.686.us.4, align 8
  %.16.i.us.4 = tail call double @llvm.sin.f64(double %.653.us.4)
  %.21.i.us.4 = fmul double %.670.us.4, %.687.us.4
  %.22.i.us.4 = fsub double %.16.i.us.4, %.21.i.us.4
  %.23.i.us.4 = fmul double %.22.i.us.4, %arg.h
  %.24.i.us.4 = fadd double %.636.us.4, %.23.i.us.4
  %scevgep646 = getelementptr double, double* %lsr.iv639, i64 %loop.index.1210.us
  %scevgep647 = getelementptr double, double* %scevgep646, i64 -3
  store double %.24.i.us.4, double* %scevgep647, align 8
  %spec.select.us.5 = select i1 %8, i64 %.590.1202.us, i64 %loop.index228.us
  %13 = add i64 %12, 1
  %.593.2.us.5 = select i1 %7, i64 %13, i64 %.593.1203.us
  %.631.us.5 = mul i64 %spec.select.us.5, %arg.u0.5.1
  %.634.us.5 = add i64 %.631.us.5, %.593.2.us.5
  %.635.us.5 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.634.us.5
  %.636.us.5 = load double, double* %.635.us.5, align 8
  %.596.2.us.5 = select i1 %8, i64 %.596.1204.us, i64 %loop.index228.us
  %.599.2.us.5 = select i1 %7, i64 %13, i64 %.599.1205.us
  %.648.us.5 = mul i64 %.596.2.us.5, %arg.u0.5.1
  %.651.us.5 = add i64 %.648.us.5, %.599.2.us.5
  %.652.us.5 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.651.us.5
  %.653.us.5 = load double, double* %.652.us.5, align 8
  %.602.2.us.5 = select i1 %8, i64 %.602.1206.us, i64 %loop.index228.us
  %.605.2.us.5 = select i1 %7, i64 %13, i64 %.605.1207.us
  %.665.us.5 = mul i64 %.602.2.us.5, %arg.u0.5.1
  %.668.us.5 = add i64 %.665.us.5, %.605.2.us.5
  %.669.us.5 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.668.us.5
  %.670.us.5 = load double, double* %.669.us.5, align 8
  %.608.2.us.5 = select i1 %8, i64 %.608.1208.us, i64 %loop.index228.us
  %.611.2.us.5 = select i1 %7, i64 %13, i64 %.611.1209.us
  %.682.us.5 = mul i64 %.608.2.us.5, %arg.u0.5.1
  %.685.us.5 = add i64 %.682.us.5, %.611.2.us.5
  %.686.us.5 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.685.us.5
  %.687.us.5 = load double, double* %.686.us.5, align 8
  %.16.i.us.5 = tail call double @llvm.sin.f64(double %.653.us.5)
  %.21.i.us.5 = fmul double %.670.us.5, %.687.us.5
  %.22.i.us.5 = fsub double %.16.i.us.5, %.21.i.us.5
  %.23.i.us.5 = fmul double %.22.i.us.5, %arg.h
  %.24.i.us.5 = fadd double %.636.us.5, %.23.i.us.5
  %scevgep644 = getelementptr double, double* %lsr.iv639, i64 %loop.index.1210.us
  %scevgep645 = getelementptr double, double* %scevgep644, i64 -2
  store double %.24.i.us.5, double* %scevgep645, align 8
  %spec.select.us.6 = select i1 %8, i64 %.590.1202.us, i64 %loop.index228.us
  %14 = add i64 %13, 1
  %.593.2.us.6 = select i1 %7, i64 %14, i64 %.593.1203.us
  %.631.us.6 = mul i64 %spec.select.us.6, %arg.u0.5.1
  %.634.us.6 = add i64 %.631.us.6, %.593.2.us.6
  %.635.us.6 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.634.us.6
  %.636.us.6 = load double, double* %.635.us.6, align 8
  %.596.2.us.6 = select i1 %8, i64 %.596.1204.us, i64 %loop.index228.us
  %.599.2.us.6 = select i1 %7, i64 %14, i64 %.599.1205.us
  %.648.us.6 = mul i64 %.596.2.us.6, %arg.u0.5.1
  %.651.us.6 = add i64 %.648.us.6, %.599.2.us.6
  %.652.us.6 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.651.us.6
  %.653.us.6 = load double, double* %.652.us.6, align 8
  %.602.2.us.6 = select i1 %8, i64 %.602.1206.us, i64 %loop.index228.us
  %.605.2.us.6 = select i1 %7, i64 %14, i64 %.605.1207.us
  %.665.us.6 = mul i64 %.602.2.us.6, %arg.u0.5.1
  %.668.us.6 = add i64 %.665.us.6, %.605.2.us.6
  %.669.us.6 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.668.us.6
  %.670.us.6 = load double, double* %.669.us.6, align 8
  %.608.2.us.6 = select i1 %8, i64 %.608.1208.us, i64 %loop.index228.us
  %.611.2.us.6 = select i1 %7, i64 %14, i64 %.611.1209.us
  %.682.us.6 = mul i64 %.608.2.us.6, %arg.u0.5.1
  %.685.us.6 = add i64 %.682.us.6, %.611.2.us.6
  %.686.us.6 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.685.us.6
  %.687.us.6 = load double, double* %.686.us.6, align 8
  %.16.i.us.6 = tail call double @llvm.sin.f64(double %.653.us.6)
  %.21.i.us.6 = fmul double %.670.us.6, %.687.us.6
  %.22.i.us.6 = fsub double %.16.i.us.6, %.21.i.us.6
  %.23.i.us.6 = fmul double %.22.i.us.6, %arg.h
  %.24.i.us.6 = fadd double %.636.us.6, %.23.i.us.6
  %scevgep642 = getelementptr double, double* %lsr.iv639, i64 %loop.index.1210.us
  %scevgep643 = getelementptr double, double* %scevgep642, i64 -1
  store double %.24.i.us.6, double* %scevgep643, align 8
  %spec.select.us.7 = select i1 %8, i64 %.590.1202.us, i64 %loop.index228.us
  %15 = add i64 %14, 1
  %.593.2.us.7 = select i1 %7, i64 %15, i64 %.593.1203.us
  %.631.us.7 = mul i64 %spec.select.us.7, %arg.u0.5.1
  %.634.us.7 = add i64 %.631.us.7, %.593.2.us.7
  %.635.us.7 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.634.us.7
  %.636.us.7 = load double, double* %.635.us.7, align 8
  %.596.2.us.7 = select i1 %8, i64 %.596.1204.us, i64 %loop.index228.us
  %.599.2.us.7 = select i1 %7, i64 %15, i64 %.599.1205.us
  %.648.us.7 = mul i64 %.596.2.us.7, %arg.u0.5.1
  %.651.us.7 = add i64 %.648.us.7, %.599.2.us.7
  %.652.us.7 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.651.us.7
  %.653.us.7 = load double, double* %.652.us.7, align 8
  %.602.2.us.7 = select i1 %8, i64 %.602.1206.us, i64 %loop.index228.us
  %.605.2.us.7 = select i1 %7, i64 %15, i64 %.605.1207.us
  %.665.us.7 = mul i64 %.602.2.us.7, %arg.u0.5.1
  %.668.us.7 = add i64 %.665.us.7, %.605.2.us.7
  %.669.us.7 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.668.us.7
  %.670.us.7 = load double, double* %.669.us.7, align 8
  %.608.2.us.7 = select i1 %8, i64 %.608.1208.us, i64 %loop.index228.us
  %.611.2.us.7 = select i1 %7, i64 %15, i64 %.611.1209.us
  %.682.us.7 = mul i64 %.608.2.us.7, %arg.u0.5.1
  %.685.us.7 = add i64 %.682.us.7, %.611.2.us.7
  %.686.us.7 = getelementptr double, double* %u.2.sroa.52.0290, i64 %.685.us.7
  %.687.us.7 = load double, double* %.686.us.7, align 8
  %.16.i.us.7 = tail call double @llvm.sin.f64(double %.653.us.7)
  %.21.i.us.7 = fmul double %.670.us.7, %.687.us.7
  %.22.i.us.7 = fsub double %.16.i.us.7, %.21.i.us.7
  %.23.i.us.7 = fmul double %.22.i.us.7, %arg.h
  %.24.i.us.7 = fadd double %.636.us.7, %.23.i.us.7
  %scevgep654 = getelementptr double, double* %lsr.iv639, i64 %loop.index.1210.us
  store double %.24.i.us.7, double* %scevgep654, align 8
  %.719.us.7 = add nuw i64 %loop.index.1210.us, 8
  %16 = add i64 %15, 1
  %niter411.ncmp.7 = icmp eq i64 %16, %unroll_iter410
  br i1 %niter411.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %.593.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.593.2.us.7, %for.body.1.us ]
  %.596.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.596.2.us.7, %for.body.1.us ]
  %.599.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.599.2.us.7, %for.body.1.us ]
  %.602.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.602.2.us.7, %for.body.1.us ]
  %.605.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.605.2.us.7, %for.body.1.us ]
  %.608.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.608.2.us.7, %for.body.1.us ]
  %.611.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.611.2.us.7, %for.body.1.us ]
  %loop.index.1210.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.719.us.7, %for.body.1.us ]
  %.611.1209.us.unr = phi i64 [ %.611.0227.us, %for.cond.1.preheader.us ], [ %.611.2.us.7, %for.body.1.us ]
  %.608.1208.us.unr = phi i64 [ %.608.0226.us, %for.cond.1.preheader.us ], [ %.608.2.us.7, %for.body.1.us ]
  %.605.1207.us.unr = phi i64 [ %.605.0225.us, %for.cond.1.preheader.us ], [ %.605.2.us.7, %for.body.1.us ]
  %.602.1206.us.unr = phi i64 [ %.602.0224.us, %for.cond.1.preheader.us ], [ %.602.2.us.7, %for.body.1.us ]
  %.599.1205.us.unr = phi i64 [ %.599.0223.us, %for.cond.1.preheader.us ], [ %.599.2.us.7, %for.body.1.us ]
  %.596.1204.us.unr = phi i64 [ %.596.0222.us, %for.cond.1.preheader.us ], [ %.596.2.us.7, %for.body.1.us ]
  %.593.1203.us.unr = phi i64 [ %.593.0221.us, %for.cond.1.preheader.us ], [ %.593.2.us.7, %for.body.1.us ]
  %.590.1202.us.unr = phi i64 [ %.590.0220.us, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %17 = icmp eq i64 %xtraiter399, 0
  br i1 %17, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv661 = phi i64 [ %xtraiter399, %for.body.1.us.epil.preheader ], [ %lsr.iv.next662, %for.body.1.us.epil ]
  %loop.index.1210.us.epil = phi i64 [ %.719.us.epil, %for.body.1.us.epil ], [ %loop.index.1210.us.unr, %for.body.1.us.epil.preheader ]
  %.611.1209.us.epil = phi i64 [ %.611.2.us.epil, %for.body.1.us.epil ], [ %.611.1209.us.unr, %for.body.1.us.epil.preheader ]
  %.608.1208.us.epil = phi i64 [ %.608.2.us.epil, %for.body.1.us.epil ], [ %.608.1208.us.unr, %for.body.1.us.epil.preheader ]
  %.605.1207.us.epil = phi i64 [ %.605.2.us.epil, %for.body.1.us.epil ], [ %.605.1207.us.unr, %for.body.1.us.epil.preheader ]
  %.602.1206.us.epil = phi i64 [ %.602.2.us.epil, %for.body.1.us.epil ], [ %.602.1206.us.unr, %for.body.1.us.epil.preheader ]
  %.599.1205.us.epil = phi i64 [ %.599.2.us.epil, %for.body.1.us.epil ], [ %.599.1205.us.unr, %for.body.1.us.epil.preheader ]
  %.596.1204.us.epil = phi i64 [ %.596.2.us.epil, %for.body.1.us.epil ], [ %.596.1204.us.unr, %for.body.1.us.epil.preheader ]
  %.593.1203.us.epil = phi i64 [ %.593.2.us.epil, %for.body.1.us.epil ], [ %.593.1203.us.unr, %for.body.1.us.epil.preheader ]
  %.590.1202.us.epil = phi i64 [ %spec.select.us.epil, %for.body.1.us.epil ], [ %.590.1202.us.unr, %for.body.1.us.epil.preheader ]
  %18 = icmp ugt i64 %arg.u0.5.1, 1
  %19 = icmp eq i64 %arg.u0.5.0, 1
  %spec.select.us.epil = select i1 %19, i64 %.590.1202.us.epil, i64 %loop.index228.us
  %.593.2.us.epil = select i1 %18, i64 %loop.index.1210.us.epil, i64 %.593.1203.us.epil
  %.631.us.epil = mul i64 %spec.select.us.epil, %arg.u0.5.1
  %.634.us.epil = add i64 %.631.us.epil, %.593.2.us.epil
  %.635.us.epil = getelementptr double, double* %u.2.sroa.52.0290, i64 %.634.us.epil
  %.636.us.epil = load double, double* %.635.us.epil, align 8
  %.596.2.us.epil = select i1 %19, i64 %.596.1204.us.epil, i64 %loop.index228.us
  %.599.2.us.epil = select i1 %18, i64 %loop.index.1210.us.epil, i64 %.599.1205.us.epil
  %.648.us.epil = mul i64 %.596.2.us.epil, %arg.u0.5.1
  %.651.us.epil = add i64 %.648.us.epil, %.599.2.us.epil
  %.652.us.epil = getelementptr double, double* %u.2.sroa.52.0290, i64 %.651.us.epil
  %.653.us.epil = load double, double* %.652.us.epil, align 8
  %.602.2.us.epil = select i1 %19, i64 %.602.1206.us.epil, i64 %loop.index228.us
  %.605.2.us.epil = select i1 %18, i64 %loop.index.1210.us.epil, i64 %.605.1207.us.epil
  %.665.us.epil = mul i64 %.602.2.us.epil, %arg.u0.5.1
  %.668.us.epil = add i64 %.665.us.epil, %.605.2.us.epil
  %.669.us.epil = getelementptr double, double* %u.2.sroa.52.0290, i64 %.668.us.epil
  %.670.us.epil = load double, double* %.669.us.epil, align 8
  %.608.2.us.epil = select i1 %19, i64 %.608.1208.us.epil, i64 %loop.index228.us
  %.611.2.us.epil = select i1 %18, i64 %loop.index.1210.us.epil, i64 %.611.1209.us.epil
  %.682.us.epil = mul i64 %.608.2.us.epil, %arg.u0.5.1
  %.685.us.epil = add i64 %.682.us.epil, %.611.2.us.epil
  %.686.us.epil = getelementptr double, double* %u.2.sroa.52.0290, i64 %.685.us.epil
  %.687.us.epil = load double, double* %.686.us.epil, align 8
  %.16.i.us.epil = tail call double @llvm.sin.f64(double %.653.us.epil)
  %.21.i.us.epil = fmul double %.670.us.epil, %.687.us.epil
  %.22.i.us.epil = fsub double %.16.i.us.epil, %.21.i.us.epil
  %.23.i.us.epil = fmul double %.22.i.us.epil, %arg.h
  %.24.i.us.epil = fadd double %.636.us.epil, %.23.i.us.epil
  %scevgep660 = getelementptr double, double* %lsr.iv657, i64 %loop.index.1210.us.epil
  store double %.24.i.us.epil, double* %scevgep660, align 8
  %.719.us.epil = add nuw nsw i64 %loop.index.1210.us.epil, 1
  %lsr.iv.next662 = add nsw i64 %lsr.iv661, -1
  %epil.iter400.cmp.not = icmp eq i64 %lsr.iv.next662, 0
  br i1 %epil.iter400.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !16

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select.us.lcssa = phi i64 [ %spec.select.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select.us.epil, %for.body.1.us.epil ]
  %.593.2.us.lcssa = phi i64 [ %.593.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.593.2.us.epil, %for.body.1.us.epil ]
  %.596.2.us.lcssa = phi i64 [ %.596.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.596.2.us.epil, %for.body.1.us.epil ]
  %.599.2.us.lcssa = phi i64 [ %.599.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.599.2.us.epil, %for.body.1.us.epil ]
  %.602.2.us.lcssa = phi i64 [ %.602.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.602.2.us.epil, %for.body.1.us.epil ]
  %.605.2.us.lcssa = phi i64 [ %.605.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.605.2.us.epil, %for.body.1.us.epil ]
  %.608.2.us.lcssa = phi i64 [ %.608.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.608.2.us.epil, %for.body.1.us.epil ]
  %.611.2.us.lcssa = phi i64 [ %.611.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.611.2.us.epil, %for.body.1.us.epil ]
  %20 = bitcast double* %lsr.iv639 to i1*
  %21 = bitcast double* %lsr.iv657 to i1*
  %.721.us = add nuw nsw i64 %loop.index228.us, 1
  %scevgep641 = getelementptr i1, i1* %20, i64 %2
  %22 = bitcast i1* %scevgep641 to double*
  %scevgep659 = getelementptr i1, i1* %21, i64 %2
  %23 = bitcast i1* %scevgep659 to double*
  %exitcond303.not = icmp eq i64 %.721.us, %arg.u0.5.0
  br i1 %exitcond303.not, label %for.end, label %for.cond.1.preheader.us

for.end:                                          ; preds = %for.end.1.loopexit.us, %B76.endif.endif.endif.end...endif.endif
  tail call void @NRT_decref(i8* nonnull %u.2.sroa.0.0291)
  %.235 = icmp ugt i64 %.234287, 1
  br i1 %.235, label %B128.i, label %B150.i20.1

B144.endif.endif.endif.endif.if:                  ; preds = %B150.i20.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257490107840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B144.endif.endif.endif.endif.endif:               ; preds = %B150.i20.1
  %.888 = extractvalue { i64, i1 } %.887, 0
  %.7.i.i26 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.888, i32 32), !noalias !18
  %.8.i.i27 = icmp eq i8* %.7.i.i26, null
  br i1 %.8.i.i27, label %B144.endif.endif.endif.endif.endif.if, label %B144.endif.endif.endif.endif.endif.endif, !prof !0

B144.endif.endif.endif.endif.endif.if:            ; preds = %B144.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257492891840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B144.endif.endif.endif.endif.endif.endif:         ; preds = %B144.endif.endif.endif.endif.endif
  %.5.i24 = getelementptr i8, i8* %.7.i.i26, i64 24
  %24 = bitcast i8* %.5.i24 to double**
  %.6.i25233 = load double*, double** %24, align 8
  %.974195 = icmp sgt i64 %arg.u0.5.0, 0
  br i1 %.974195, label %for.cond.3.preheader.preheader, label %for.end.2

for.cond.3.preheader.preheader:                   ; preds = %B144.endif.endif.endif.endif.endif.endif
  %.977186 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.977186, label %for.cond.3.preheader.us.preheader, label %for.end.2

for.cond.3.preheader.us.preheader:                ; preds = %for.cond.3.preheader.preheader
  %25 = add i64 %arg.u0.5.1, -1
  %26 = icmp eq i64 %arg.u0.5.0, 1
  br i1 %26, label %for.end.2.loopexit.unr-lcssa, label %for.cond.3.preheader.us.preheader.new

for.cond.3.preheader.us.preheader.new:            ; preds = %for.cond.3.preheader.us.preheader
  %unroll_iter380 = and i64 %arg.u0.5.0, -2
  %unroll_iter353 = and i64 %arg.u0.5.1, -8
  %xtraiter346.1 = and i64 %arg.u0.5.1, 7
  %unroll_iter353.1 = and i64 %arg.u0.5.1, -8
  %scevgep587 = getelementptr double, double* %.6.i25233, i64 7
  %27 = shl i64 %arg.u0.5.1, 4
  %28 = add i64 %arg.u0.5.1, 7
  %scevgep612 = getelementptr double, double* %.6.i25233, i64 %28
  %scevgep631 = getelementptr double, double* %.6.i25233, i64 %arg.u0.5.1
  br label %for.cond.3.preheader.us

for.cond.3.preheader.us:                          ; preds = %for.end.3.loopexit.us.1, %for.cond.3.preheader.us.preheader.new
  %lsr.iv632 = phi double* [ %65, %for.end.3.loopexit.us.1 ], [ %scevgep631, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv613 = phi double* [ %64, %for.end.3.loopexit.us.1 ], [ %scevgep612, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv606 = phi double* [ %63, %for.end.3.loopexit.us.1 ], [ %.6.i25233, %for.cond.3.preheader.us.preheader.new ]
  %lsr.iv588 = phi double* [ %62, %for.end.3.loopexit.us.1 ], [ %scevgep587, %for.cond.3.preheader.us.preheader.new ]
  %loop.index.2200.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.1046.us.1, %for.end.3.loopexit.us.1 ]
  %.970.0199.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.970.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.967.0198.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.967.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.964.0197.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %.964.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.961.0196.us = phi i64 [ 0, %for.cond.3.preheader.us.preheader.new ], [ %spec.select262.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %29 = icmp ult i64 %25, 7
  br i1 %29, label %for.end.3.loopexit.us.unr-lcssa, label %for.body.3.us.preheader

for.body.3.us.preheader:                          ; preds = %for.cond.3.preheader.us
  br label %for.body.3.us

for.body.3.us:                                    ; preds = %for.body.3.us.preheader, %for.body.3.us
  %loop.index.3191.us = phi i64 [ %39, %for.body.3.us ], [ 0, %for.body.3.us.preheader ]
  %.970.1190.us = phi i64 [ %.970.2.us.7, %for.body.3.us ], [ %.970.0199.us, %for.body.3.us.preheader ]
  %.967.1189.us = phi i64 [ %.967.2.us.7, %for.body.3.us ], [ %.967.0198.us, %for.body.3.us.preheader ]
  %.964.1188.us = phi i64 [ %.964.2.us.7, %for.body.3.us ], [ %.964.0197.us, %for.body.3.us.preheader ]
  %.961.1187.us = phi i64 [ %spec.select262.us.7, %for.body.3.us ], [ %.961.0196.us, %for.body.3.us.preheader ]
  %30 = icmp ugt i64 %arg.u0.5.1, 1
  %31 = icmp eq i64 %arg.u0.5.0, 1
  %spec.select262.us = select i1 %31, i64 %.961.1187.us, i64 %loop.index.2200.us
  %.964.2.us = select i1 %30, i64 %loop.index.3191.us, i64 %.964.1188.us
  %.990.us = mul i64 %spec.select262.us, %arg.u0.5.1
  %.993.us = add i64 %.990.us, %.964.2.us
  %.994.us = getelementptr double, double* %.6.i96234, i64 %.993.us
  %.995.us = load double, double* %.994.us, align 8
  %.967.2.us = select i1 %31, i64 %.967.1189.us, i64 %loop.index.2200.us
  %.970.2.us = select i1 %30, i64 %loop.index.3191.us, i64 %.970.1190.us
  %.1007.us = mul i64 %.967.2.us, %arg.u0.5.1
  %.1010.us = add i64 %.1007.us, %.970.2.us
  %.1011.us = getelementptr double, double* %.6.i96234, i64 %.1010.us
  %.1012.us = load double, double* %.1011.us, align 8
  %.6.i.us = fmul double %.995.us, %.1012.us
  %scevgep604 = getelementptr double, double* %lsr.iv588, i64 %loop.index.3191.us
  %scevgep605 = getelementptr double, double* %scevgep604, i64 -7
  store double %.6.i.us, double* %scevgep605, align 8
  %spec.select262.us.1 = select i1 %31, i64 %.961.1187.us, i64 %loop.index.2200.us
  %32 = add i64 %loop.index.3191.us, 1
  %.964.2.us.1 = select i1 %30, i64 %32, i64 %.964.1188.us
  %.990.us.1 = mul i64 %spec.select262.us.1, %arg.u0.5.1
  %.993.us.1 = add i64 %.990.us.1, %.964.2.us.1
  %.994.us.1 = getelementptr double, double* %.6.i96234, i64 %.993.us.1
  %.995.us.1 = load double, double* %.994.us.1, align 8
  %.967.2.us.1 = select i1 %31, i64 %.967.1189.us, i64 %loop.index.2200.us
  %.970.2.us.1 = select i1 %30, i64 %32, i64 %.970.1190.us
  %.1007.us.1 = mul i64 %.967.2.us.1, %arg.u0.5.1
  %.1010.us.1 = add i64 %.1007.us.1, %.970.2.us.1
  %.1011.us.1 = getelementptr double, double* %.6.i96234, i64 %.1010.us.1
  %.1012.us.1 = load double, double* %.1011.us.1, align 8
  %.6.i.us.1 = fmul double %.995.us.1, %.1012.us.1
  %scevgep601 = getelementptr double, double* %lsr.iv588, i64 %loop.index.3191.us
  %scevgep602 = getelementptr double, double* %scevgep601, i64 -6
  store double %.6.i.us.1, double* %scevgep602, align 8
  %spec.select262.us.2 = select i1 %31, i64 %.961.1187.us, i64 %loop.index.2200.us
  %33 = add i64 %32, 1
  %.964.2.us.2 = select i1 %30, i64 %33, i64 %.964.1188.us
  %.990.us.2 = mul i64 %spec.select262.us.2, %arg.u0.5.1
  %.993.us.2 = add i64 %.990.us.2, %.964.2.us.2
  %.994.us.2 = getelementptr double, double* %.6.i96234, i64 %.993.us.2
  %.995.us.2 = load double, double* %.994.us.2, align 8
  %.967.2.us.2 = select i1 %31, i64 %.967.1189.us, i64 %loop.index.2200.us
  %.970.2.us.2 = select i1 %30, i64 %33, i64 %.970.1190.us
  %.1007.us.2 = mul i64 %.967.2.us.2, %arg.u0.5.1
  %.1010.us.2 = add i64 %.1007.us.2, %.970.2.us.2
  %.1011.us.2 = getelementptr double, double* %.6.i96234, i64 %.1010.us.2
  %.1012.us.2 = load double, double* %.1011.us.2, align 8
  %.6.i.us.2 = fmul double %.995.us.2, %.1012.us.2
  %scevgep599 = getelementptr double, double* %lsr.iv588, i64 %loop.index.3191.us
  %scevgep600 = getelementptr double, double* %scevgep599, i64 -5
  store double %.6.i.us.2, double* %scevgep600, align 8
  %spec.select262.us.3 = select i1 %31, i64 %.961.1187.us, i64 %loop.index.2200.us
  %34 = add i64 %33, 1
  %.964.2.us.3 = select i1 %30, i64 %34, i64 %.964.1188.us
  %.990.us.3 = mul i64 %spec.select262.us.3, %arg.u0.5.1
  %.993.us.3 = add i64 %.990.us.3, %.964.2.us.3
  %.994.us.3 = getelementptr double, double* %.6.i96234, i64 %.993.us.3
  %.995.us.3 = load double, double* %.994.us.3, align 8
  %.967.2.us.3 = select i1 %31, i64 %.967.1189.us, i64 %loop.index.2200.us
  %.970.2.us.3 = select i1 %30, i64 %34, i64 %.970.1190.us
  %.1007.us.3 = mul i64 %.967.2.us.3, %arg.u0.5.1
  %.1010.us.3 = add i64 %.1007.us.3, %.970.2.us.3
  %.1011.us.3 = getelementptr double, double* %.6.i96234, i64 %.1010.us.3
  %.1012.us.3 = load double, double* %.1011.us.3, align 8
  %.6.i.us.3 = fmul double %.995.us.3, %.1012.us.3
  %scevgep597 = getelementptr double, double* %lsr.iv588, i64 %loop.index.3191.us
  %scevgep598 = getelementptr double, double* %scevgep597, i64 -4
  store double %.6.i.us.3, double* %scevgep598, align 8
  %spec.select262.us.4 = select i1 %31, i64 %.961.1187.us, i64 %loop.index.2200.us
  %35 = add i64 %34, 1
  %.964.2.us.4 = select i1 %30, i64 %35, i64 %.964.1188.us
  %.990.us.4 = mul i64 %spec.select262.us.4, %arg.u0.5.1
  %.993.us.4 = add i64 %.990.us.4, %.964.2.us.4
  %.994.us.4 = getelementptr double, double* %.6.i96234, i64 %.993.us.4
  %.995.us.4 = load double, double* %.994.us.4, align 8
  %.967.2.us.4 = select i1 %31, i64 %.967.1189.us, i64 %loop.index.2200.us
  %.970.2.us.4 = select i1 %30, i64 %35, i64 %.970.1190.us
  %.1007.us.4 = mul i64 %.967.2.us.4, %arg.u0.5.1
  %.1010.us.4 = add i64 %.1007.us.4, %.970.2.us.4
  %.1011.us.4 = getelementptr double, double* %.6.i96234, i64 %.1010.us.4
  %.1012.us.4 = load double, double* %.1011.us.4, align 8
  %.6.i.us.4 = fmul double %.995.us.4, %.1012.us.4
  %scevgep595 = getelementptr double, double* %lsr.iv588, i64 %loop.index.3191.us
  %scevgep596 = getelementptr double, double* %scevgep595, i64 -3
  store double %.6.i.us.4, double* %scevgep596, align 8
  %spec.select262.us.5 = select i1 %31, i64 %.961.1187.us, i64 %loop.index.2200.us
  %36 = add i64 %35, 1
  %.964.2.us.5 = select i1 %30, i64 %36, i64 %.964.1188.us
  %.990.us.5 = mul i64 %spec.select262.us.5, %arg.u0.5.1
  %.993.us.5 = add i64 %.990.us.5, %.964.2.us.5
  %.994.us.5 = getelementptr double, double* %.6.i96234, i64 %.993.us.5
  %.995.us.5 = load double, double* %.994.us.5, align 8
  %.967.2.us.5 = select i1 %31, i64 %.967.1189.us, i64 %loop.index.2200.us
  %.970.2.us.5 = select i1 %30, i64 %36, i64 %.970.1190.us
  %.1007.us.5 = mul i64 %.967.2.us.5, %arg.u0.5.1
  %.1010.us.5 = add i64 %.1007.us.5, %.970.2.us.5
  %.1011.us.5 = getelementptr double, double* %.6.i96234, i64 %.1010.us.5
  %.1012.us.5 = load double, double* %.1011.us.5, align 8
  %.6.i.us.5 = fmul double %.995.us.5, %.1012.us.5
  %scevgep593 = getelementptr double, double* %lsr.iv588, i64 %loop.index.3191.us
  %scevgep594 = getelementptr double, double* %scevgep593, i64 -2
  store double %.6.i.us.5, double* %scevgep594, align 8
  %spec.select262.us.6 = select i1 %31, i64 %.961.1187.us, i64 %loop.index.2200.us
  %37 = add i64 %36, 1
  %.964.2.us.6 = select i1 %30, i64 %37, i64 %.964.1188.us
  %.990.us.6 = mul i64 %spec.select262.us.6, %arg.u0.5.1
  %.993.us.6 = add i64 %.990.us.6, %.964.2.us.6
  %.994.us.6 = getelementptr double, double* %.6.i96234, i64 %.993.us.6
  %.995.us.6 = load double, double* %.994.us.6, align 8
  %.967.2.us.6 = select i1 %31, i64 %.967.1189.us, i64 %loop.index.2200.us
  %.970.2.us.6 = select i1 %30, i64 %37, i64 %.970.1190.us
  %.1007.us.6 = mul i64 %.967.2.us.6, %arg.u0.5.1
  %.1010.us.6 = add i64 %.1007.us.6, %.970.2.us.6
  %.1011.us.6 = getelementptr double, double* %.6.i96234, i64 %.1010.us.6
  %.1012.us.6 = load double, double* %.1011.us.6, align 8
  %.6.i.us.6 = fmul double %.995.us.6, %.1012.us.6
  %scevgep591 = getelementptr double, double* %lsr.iv588, i64 %loop.index.3191.us
  %scevgep592 = getelementptr double, double* %scevgep591, i64 -1
  store double %.6.i.us.6, double* %scevgep592, align 8
  %spec.select262.us.7 = select i1 %31, i64 %.961.1187.us, i64 %loop.index.2200.us
  %38 = add i64 %37, 1
  %.964.2.us.7 = select i1 %30, i64 %38, i64 %.964.1188.us
  %.990.us.7 = mul i64 %spec.select262.us.7, %arg.u0.5.1
  %.993.us.7 = add i64 %.990.us.7, %.964.2.us.7
  %.994.us.7 = getelementptr double, double* %.6.i96234, i64 %.993.us.7
  %.995.us.7 = load double, double* %.994.us.7, align 8
  %.967.2.us.7 = select i1 %31, i64 %.967.1189.us, i64 %loop.index.2200.us
  %.970.2.us.7 = select i1 %30, i64 %38, i64 %.970.1190.us
  %.1007.us.7 = mul i64 %.967.2.us.7, %arg.u0.5.1
  %.1010.us.7 = add i64 %.1007.us.7, %.970.2.us.7
  %.1011.us.7 = getelementptr double, double* %.6.i96234, i64 %.1010.us.7
  %.1012.us.7 = load double, double* %.1011.us.7, align 8
  %.6.i.us.7 = fmul double %.995.us.7, %.1012.us.7
  %scevgep603 = getelementptr double, double* %lsr.iv588, i64 %loop.index.3191.us
  store double %.6.i.us.7, double* %scevgep603, align 8
  %.1044.us.7 = add nuw i64 %loop.index.3191.us, 8
  %39 = add i64 %38, 1
  %niter354.ncmp.7 = icmp eq i64 %39, %unroll_iter353
  br i1 %niter354.ncmp.7, label %for.end.3.loopexit.us.unr-lcssa, label %for.body.3.us

for.end.3.loopexit.us.unr-lcssa:                  ; preds = %for.body.3.us, %for.cond.3.preheader.us
  %spec.select262.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %spec.select262.us.7, %for.body.3.us ]
  %.964.2.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %.964.2.us.7, %for.body.3.us ]
  %.967.2.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %.967.2.us.7, %for.body.3.us ]
  %.970.2.us.lcssa.ph = phi i64 [ undef, %for.cond.3.preheader.us ], [ %.970.2.us.7, %for.body.3.us ]
  %loop.index.3191.us.unr = phi i64 [ 0, %for.cond.3.preheader.us ], [ %.1044.us.7, %for.body.3.us ]
  %.970.1190.us.unr = phi i64 [ %.970.0199.us, %for.cond.3.preheader.us ], [ %.970.2.us.7, %for.body.3.us ]
  %.967.1189.us.unr = phi i64 [ %.967.0198.us, %for.cond.3.preheader.us ], [ %.967.2.us.7, %for.body.3.us ]
  %.964.1188.us.unr = phi i64 [ %.964.0197.us, %for.cond.3.preheader.us ], [ %.964.2.us.7, %for.body.3.us ]
  %.961.1187.us.unr = phi i64 [ %.961.0196.us, %for.cond.3.preheader.us ], [ %spec.select262.us.7, %for.body.3.us ]
  %40 = and i64 %arg.u0.5.1, 7
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %for.end.3.loopexit.us, label %for.body.3.us.epil.preheader

for.body.3.us.epil.preheader:                     ; preds = %for.end.3.loopexit.us.unr-lcssa
  br label %for.body.3.us.epil

for.body.3.us.epil:                               ; preds = %for.body.3.us.epil.preheader, %for.body.3.us.epil
  %lsr.iv610 = phi i64 [ %xtraiter346.1, %for.body.3.us.epil.preheader ], [ %lsr.iv.next611, %for.body.3.us.epil ]
  %loop.index.3191.us.epil = phi i64 [ %.1044.us.epil, %for.body.3.us.epil ], [ %loop.index.3191.us.unr, %for.body.3.us.epil.preheader ]
  %.970.1190.us.epil = phi i64 [ %.970.2.us.epil, %for.body.3.us.epil ], [ %.970.1190.us.unr, %for.body.3.us.epil.preheader ]
  %.967.1189.us.epil = phi i64 [ %.967.2.us.epil, %for.body.3.us.epil ], [ %.967.1189.us.unr, %for.body.3.us.epil.preheader ]
  %.964.1188.us.epil = phi i64 [ %.964.2.us.epil, %for.body.3.us.epil ], [ %.964.1188.us.unr, %for.body.3.us.epil.preheader ]
  %.961.1187.us.epil = phi i64 [ %spec.select262.us.epil, %for.body.3.us.epil ], [ %.961.1187.us.unr, %for.body.3.us.epil.preheader ]
  %42 = icmp ugt i64 %arg.u0.5.1, 1
  %43 = icmp eq i64 %arg.u0.5.0, 1
  %spec.select262.us.epil = select i1 %43, i64 %.961.1187.us.epil, i64 %loop.index.2200.us
  %.964.2.us.epil = select i1 %42, i64 %loop.index.3191.us.epil, i64 %.964.1188.us.epil
  %.990.us.epil = mul i64 %spec.select262.us.epil, %arg.u0.5.1
  %.993.us.epil = add i64 %.990.us.epil, %.964.2.us.epil
  %.994.us.epil = getelementptr double, double* %.6.i96234, i64 %.993.us.epil
  %.995.us.epil = load double, double* %.994.us.epil, align 8
  %.967.2.us.epil = select i1 %43, i64 %.967.1189.us.epil, i64 %loop.index.2200.us
  %.970.2.us.epil = select i1 %42, i64 %loop.index.3191.us.epil, i64 %.970.1190.us.epil
  %.1007.us.epil = mul i64 %.967.2.us.epil, %arg.u0.5.1
  %.1010.us.epil = add i64 %.1007.us.epil, %.970.2.us.epil
  %.1011.us.epil = getelementptr double, double* %.6.i96234, i64 %.1010.us.epil
  %.1012.us.epil = load double, double* %.1011.us.epil, align 8
  %.6.i.us.epil = fmul double %.995.us.epil, %.1012.us.epil
  %scevgep609 = getelementptr double, double* %lsr.iv606, i64 %loop.index.3191.us.epil
  store double %.6.i.us.epil, double* %scevgep609, align 8
  %.1044.us.epil = add nuw nsw i64 %loop.index.3191.us.epil, 1
  %lsr.iv.next611 = add nsw i64 %lsr.iv610, -1
  %epil.iter347.cmp.not = icmp eq i64 %lsr.iv.next611, 0
  br i1 %epil.iter347.cmp.not, label %for.end.3.loopexit.us, label %for.body.3.us.epil, !llvm.loop !25

for.end.3.loopexit.us:                            ; preds = %for.body.3.us.epil, %for.end.3.loopexit.us.unr-lcssa
  %spec.select262.us.lcssa = phi i64 [ %spec.select262.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %spec.select262.us.epil, %for.body.3.us.epil ]
  %.964.2.us.lcssa = phi i64 [ %.964.2.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %.964.2.us.epil, %for.body.3.us.epil ]
  %.967.2.us.lcssa = phi i64 [ %.967.2.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %.967.2.us.epil, %for.body.3.us.epil ]
  %.970.2.us.lcssa = phi i64 [ %.970.2.us.lcssa.ph, %for.end.3.loopexit.us.unr-lcssa ], [ %.970.2.us.epil, %for.body.3.us.epil ]
  %44 = icmp ult i64 %25, 7
  %.1046.us = or i64 %loop.index.2200.us, 1
  br i1 %44, label %for.end.3.loopexit.us.unr-lcssa.1, label %for.body.3.us.1.preheader

for.body.3.us.1.preheader:                        ; preds = %for.end.3.loopexit.us
  br label %for.body.3.us.1

for.body.3.us.1:                                  ; preds = %for.body.3.us.1.preheader, %for.body.3.us.1
  %loop.index.3191.us.1 = phi i64 [ %54, %for.body.3.us.1 ], [ 0, %for.body.3.us.1.preheader ]
  %.970.1190.us.1 = phi i64 [ %.970.2.us.7.1, %for.body.3.us.1 ], [ %.970.2.us.lcssa, %for.body.3.us.1.preheader ]
  %.967.1189.us.1 = phi i64 [ %.967.2.us.7.1, %for.body.3.us.1 ], [ %.967.2.us.lcssa, %for.body.3.us.1.preheader ]
  %.964.1188.us.1 = phi i64 [ %.964.2.us.7.1, %for.body.3.us.1 ], [ %.964.2.us.lcssa, %for.body.3.us.1.preheader ]
  %.961.1187.us.1 = phi i64 [ %spec.select262.us.7.1, %for.body.3.us.1 ], [ %spec.select262.us.lcssa, %for.body.3.us.1.preheader ]
  %45 = icmp ugt i64 %arg.u0.5.1, 1
  %46 = icmp eq i64 %arg.u0.5.0, 1
  %spec.select262.us.1382 = select i1 %46, i64 %.961.1187.us.1, i64 %.1046.us
  %.964.2.us.1383 = select i1 %45, i64 %loop.index.3191.us.1, i64 %.964.1188.us.1
  %.990.us.1384 = mul i64 %spec.select262.us.1382, %arg.u0.5.1
  %.993.us.1385 = add i64 %.990.us.1384, %.964.2.us.1383
  %.994.us.1386 = getelementptr double, double* %.6.i96234, i64 %.993.us.1385
  %.995.us.1387 = load double, double* %.994.us.1386, align 8
  %.967.2.us.1388 = select i1 %46, i64 %.967.1189.us.1, i64 %.1046.us
  %.970.2.us.1389 = select i1 %45, i64 %loop.index.3191.us.1, i64 %.970.1190.us.1
  %.1007.us.1390 = mul i64 %.967.2.us.1388, %arg.u0.5.1
  %.1010.us.1391 = add i64 %.1007.us.1390, %.970.2.us.1389
  %.1011.us.1392 = getelementptr double, double* %.6.i96234, i64 %.1010.us.1391
  %.1012.us.1393 = load double, double* %.1011.us.1392, align 8
  %.6.i.us.1394 = fmul double %.995.us.1387, %.1012.us.1393
  %scevgep629 = getelementptr double, double* %lsr.iv613, i64 %loop.index.3191.us.1
  %scevgep630 = getelementptr double, double* %scevgep629, i64 -7
  store double %.6.i.us.1394, double* %scevgep630, align 8
  %spec.select262.us.1.1 = select i1 %46, i64 %.961.1187.us.1, i64 %.1046.us
  %47 = add i64 %loop.index.3191.us.1, 1
  %.964.2.us.1.1 = select i1 %45, i64 %47, i64 %.964.1188.us.1
  %.990.us.1.1 = mul i64 %spec.select262.us.1.1, %arg.u0.5.1
  %.993.us.1.1 = add i64 %.990.us.1.1, %.964.2.us.1.1
  %.994.us.1.1 = getelementptr double, double* %.6.i96234, i64 %.993.us.1.1
  %.995.us.1.1 = load double, double* %.994.us.1.1, align 8
  %.967.2.us.1.1 = select i1 %46, i64 %.967.1189.us.1, i64 %.1046.us
  %.970.2.us.1.1 = select i1 %45, i64 %47, i64 %.970.1190.us.1
  %.1007.us.1.1 = mul i64 %.967.2.us.1.1, %arg.u0.5.1
  %.1010.us.1.1 = add i64 %.1007.us.1.1, %.970.2.us.1.1
  %.1011.us.1.1 = getelementptr double, double* %.6.i96234, i64 %.1010.us.1.1
  %.1012.us.1.1 = load double, double* %.1011.us.1.1, align 8
  %.6.i.us.1.1 = fmul double %.995.us.1.1, %.1012.us.1.1
  %scevgep626 = getelementptr double, double* %lsr.iv613, i64 %loop.index.3191.us.1
  %scevgep627 = getelementptr double, double* %scevgep626, i64 -6
  store double %.6.i.us.1.1, double* %scevgep627, align 8
  %spec.select262.us.2.1 = select i1 %46, i64 %.961.1187.us.1, i64 %.1046.us
  %48 = add i64 %47, 1
  %.964.2.us.2.1 = select i1 %45, i64 %48, i64 %.964.1188.us.1
  %.990.us.2.1 = mul i64 %spec.select262.us.2.1, %arg.u0.5.1
  %.993.us.2.1 = add i64 %.990.us.2.1, %.964.2.us.2.1
  %.994.us.2.1 = getelementptr double, double* %.6.i96234, i64 %.993.us.2.1
  %.995.us.2.1 = load double, double* %.994.us.2.1, align 8
  %.967.2.us.2.1 = select i1 %46, i64 %.967.1189.us.1, i64 %.1046.us
  %.970.2.us.2.1 = select i1 %45, i64 %48, i64 %.970.1190.us.1
  %.1007.us.2.1 = mul i64 %.967.2.us.2.1, %arg.u0.5.1
  %.1010.us.2.1 = add i64 %.1007.us.2.1, %.970.2.us.2.1
  %.1011.us.2.1 = getelementptr double, double* %.6.i96234, i64 %.1010.us.2.1
  %.1012.us.2.1 = load double, double* %.1011.us.2.1, align 8
  %.6.i.us.2.1 = fmul double %.995.us.2.1, %.1012.us.2.1
  %scevgep624 = getelementptr double, double* %lsr.iv613, i64 %loop.index.3191.us.1
  %scevgep625 = getelementptr double, double* %scevgep624, i64 -5
  store double %.6.i.us.2.1, double* %scevgep625, align 8
  %spec.select262.us.3.1 = select i1 %46, i64 %.961.1187.us.1, i64 %.1046.us
  %49 = add i64 %48, 1
  %.964.2.us.3.1 = select i1 %45, i64 %49, i64 %.964.1188.us.1
  %.990.us.3.1 = mul i64 %spec.select262.us.3.1, %arg.u0.5.1
  %.993.us.3.1 = add i64 %.990.us.3.1, %.964.2.us.3.1
  %.994.us.3.1 = getelementptr double, double* %.6.i96234, i64 %.993.us.3.1
  %.995.us.3.1 = load double, double* %.994.us.3.1, align 8
  %.967.2.us.3.1 = select i1 %46, i64 %.967.1189.us.1, i64 %.1046.us
  %.970.2.us.3.1 = select i1 %45, i64 %49, i64 %.970.1190.us.1
  %.1007.us.3.1 = mul i64 %.967.2.us.3.1, %arg.u0.5.1
  %.1010.us.3.1 = add i64 %.1007.us.3.1, %.970.2.us.3.1
  %.1011.us.3.1 = getelementptr double, double* %.6.i96234, i64 %.1010.us.3.1
  %.1012.us.3.1 = load double, double* %.1011.us.3.1, align 8
  %.6.i.us.3.1 = fmul double %.995.us.3.1, %.1012.us.3.1
  %scevgep622 = getelementptr double, double* %lsr.iv613, i64 %loop.index.3191.us.1
  %scevgep623 = getelementptr double, double* %scevgep622, i64 -4
  store double %.6.i.us.3.1, double* %scevgep623, align 8
  %spec.select262.us.4.1 = select i1 %46, i64 %.961.1187.us.1, i64 %.1046.us
  %50 = add i64 %49, 1
  %.964.2.us.4.1 = select i1 %45, i64 %50, i64 %.964.1188.us.1
  %.990.us.4.1 = mul i64 %spec.select262.us.4.1, %arg.u0.5.1
  %.993.us.4.1 = add i64 %.990.us.4.1, %.964.2.us.4.1
  %.994.us.4.1 = getelementptr double, double* %.6.i96234, i64 %.993.us.4.1
  %.995.us.4.1 = load double, double* %.994.us.4.1, align 8
  %.967.2.us.4.1 = select i1 %46, i64 %.967.1189.us.1, i64 %.1046.us
  %.970.2.us.4.1 = select i1 %45, i64 %50, i64 %.970.1190.us.1
  %.1007.us.4.1 = mul i64 %.967.2.us.4.1, %arg.u0.5.1
  %.1010.us.4.1 = add i64 %.1007.us.4.1, %.970.2.us.4.1
  %.1011.us.4.1 = getelementptr double, double* %.6.i96234, i64 %.1010.us.4.1
  %.1012.us.4.1 = load double, double* %.1011.us.4.1, align 8
  %.6.i.us.4.1 = fmul double %.995.us.4.1, %.1012.us.4.1
  %scevgep620 = getelementptr double, double* %lsr.iv613, i64 %loop.index.3191.us.1
  %scevgep621 = getelementptr double, double* %scevgep620, i64 -3
  store double %.6.i.us.4.1, double* %scevgep621, align 8
  %spec.select262.us.5.1 = select i1 %46, i64 %.961.1187.us.1, i64 %.1046.us
  %51 = add i64 %50, 1
  %.964.2.us.5.1 = select i1 %45, i64 %51, i64 %.964.1188.us.1
  %.990.us.5.1 = mul i64 %spec.select262.us.5.1, %arg.u0.5.1
  %.993.us.5.1 = add i64 %.990.us.5.1, %.964.2.us.5.1
  %.994.us.5.1 = getelementptr double, double* %.6.i96234, i64 %.993.us.5.1
  %.995.us.5.1 = load double, double* %.994.us.5.1, align 8
  %.967.2.us.5.1 = select i1 %46, i64 %.967.1189.us.1, i64 %.1046.us
  %.970.2.us.5.1 = select i1 %45, i64 %51, i64 %.970.1190.us.1
  %.1007.us.5.1 = mul i64 %.967.2.us.5.1, %arg.u0.5.1
  %.1010.us.5.1 = add i64 %.1007.us.5.1, %.970.2.us.5.1
  %.1011.us.5.1 = getelementptr double, double* %.6.i96234, i64 %.1010.us.5.1
  %.1012.us.5.1 = load double, double* %.1011.us.5.1, align 8
  %.6.i.us.5.1 = fmul double %.995.us.5.1, %.1012.us.5.1
  %scevgep618 = getelementptr double, double* %lsr.iv613, i64 %loop.index.3191.us.1
  %scevgep619 = getelementptr double, double* %scevgep618, i64 -2
  store double %.6.i.us.5.1, double* %scevgep619, align 8
  %spec.select262.us.6.1 = select i1 %46, i64 %.961.1187.us.1, i64 %.1046.us
  %52 = add i64 %51, 1
  %.964.2.us.6.1 = select i1 %45, i64 %52, i64 %.964.1188.us.1
  %.990.us.6.1 = mul i64 %spec.select262.us.6.1, %arg.u0.5.1
  %.993.us.6.1 = add i64 %.990.us.6.1, %.964.2.us.6.1
  %.994.us.6.1 = getelementptr double, double* %.6.i96234, i64 %.993.us.6.1
  %.995.us.6.1 = load double, double* %.994.us.6.1, align 8
  %.967.2.us.6.1 = select i1 %46, i64 %.967.1189.us.1, i64 %.1046.us
  %.970.2.us.6.1 = select i1 %45, i64 %52, i64 %.970.1190.us.1
  %.1007.us.6.1 = mul i64 %.967.2.us.6.1, %arg.u0.5.1
  %.1010.us.6.1 = add i64 %.1007.us.6.1, %.970.2.us.6.1
  %.1011.us.6.1 = getelementptr double, double* %.6.i96234, i64 %.1010.us.6.1
  %.1012.us.6.1 = load double, double* %.1011.us.6.1, align 8
  %.6.i.us.6.1 = fmul double %.995.us.6.1, %.1012.us.6.1
  %scevgep616 = getelementptr double, double* %lsr.iv613, i64 %loop.index.3191.us.1
  %scevgep617 = getelementptr double, double* %scevgep616, i64 -1
  store double %.6.i.us.6.1, double* %scevgep617, align 8
  %spec.select262.us.7.1 = select i1 %46, i64 %.961.1187.us.1, i64 %.1046.us
  %53 = add i64 %52, 1
  %.964.2.us.7.1 = select i1 %45, i64 %53, i64 %.964.1188.us.1
  %.990.us.7.1 = mul i64 %spec.select262.us.7.1, %arg.u0.5.1
  %.993.us.7.1 = add i64 %.990.us.7.1, %.964.2.us.7.1
  %.994.us.7.1 = getelementptr double, double* %.6.i96234, i64 %.993.us.7.1
  %.995.us.7.1 = load double, double* %.994.us.7.1, align 8
  %.967.2.us.7.1 = select i1 %46, i64 %.967.1189.us.1, i64 %.1046.us
  %.970.2.us.7.1 = select i1 %45, i64 %53, i64 %.970.1190.us.1
  %.1007.us.7.1 = mul i64 %.967.2.us.7.1, %arg.u0.5.1
  %.1010.us.7.1 = add i64 %.1007.us.7.1, %.970.2.us.7.1
  %.1011.us.7.1 = getelementptr double, double* %.6.i96234, i64 %.1010.us.7.1
  %.1012.us.7.1 = load double, double* %.1011.us.7.1, align 8
  %.6.i.us.7.1 = fmul double %.995.us.7.1, %.1012.us.7.1
  %scevgep628 = getelementptr double, double* %lsr.iv613, i64 %loop.index.3191.us.1
  store double %.6.i.us.7.1, double* %scevgep628, align 8
  %.1044.us.7.1 = add nuw i64 %loop.index.3191.us.1, 8
  %54 = add i64 %53, 1
  %niter354.ncmp.7.1 = icmp eq i64 %54, %unroll_iter353.1
  br i1 %niter354.ncmp.7.1, label %for.end.3.loopexit.us.unr-lcssa.1, label %for.body.3.us.1

for.end.3.loopexit.us.unr-lcssa.1:                ; preds = %for.body.3.us.1, %for.end.3.loopexit.us
  %spec.select262.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %spec.select262.us.7.1, %for.body.3.us.1 ]
  %.964.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %.964.2.us.7.1, %for.body.3.us.1 ]
  %.967.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %.967.2.us.7.1, %for.body.3.us.1 ]
  %.970.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.3.loopexit.us ], [ %.970.2.us.7.1, %for.body.3.us.1 ]
  %loop.index.3191.us.unr.1 = phi i64 [ 0, %for.end.3.loopexit.us ], [ %.1044.us.7.1, %for.body.3.us.1 ]
  %.970.1190.us.unr.1 = phi i64 [ %.970.2.us.lcssa, %for.end.3.loopexit.us ], [ %.970.2.us.7.1, %for.body.3.us.1 ]
  %.967.1189.us.unr.1 = phi i64 [ %.967.2.us.lcssa, %for.end.3.loopexit.us ], [ %.967.2.us.7.1, %for.body.3.us.1 ]
  %.964.1188.us.unr.1 = phi i64 [ %.964.2.us.lcssa, %for.end.3.loopexit.us ], [ %.964.2.us.7.1, %for.body.3.us.1 ]
  %.961.1187.us.unr.1 = phi i64 [ %spec.select262.us.lcssa, %for.end.3.loopexit.us ], [ %spec.select262.us.7.1, %for.body.3.us.1 ]
  %55 = icmp eq i64 %xtraiter346.1, 0
  br i1 %55, label %for.end.3.loopexit.us.1, label %for.body.3.us.epil.1.preheader

for.body.3.us.epil.1.preheader:                   ; preds = %for.end.3.loopexit.us.unr-lcssa.1
  br label %for.body.3.us.epil.1

for.body.3.us.epil.1:                             ; preds = %for.body.3.us.epil.1.preheader, %for.body.3.us.epil.1
  %lsr.iv636 = phi i64 [ %xtraiter346.1, %for.body.3.us.epil.1.preheader ], [ %lsr.iv.next637, %for.body.3.us.epil.1 ]
  %loop.index.3191.us.epil.1 = phi i64 [ %.1044.us.epil.1, %for.body.3.us.epil.1 ], [ %loop.index.3191.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.970.1190.us.epil.1 = phi i64 [ %.970.2.us.epil.1, %for.body.3.us.epil.1 ], [ %.970.1190.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.967.1189.us.epil.1 = phi i64 [ %.967.2.us.epil.1, %for.body.3.us.epil.1 ], [ %.967.1189.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.964.1188.us.epil.1 = phi i64 [ %.964.2.us.epil.1, %for.body.3.us.epil.1 ], [ %.964.1188.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %.961.1187.us.epil.1 = phi i64 [ %spec.select262.us.epil.1, %for.body.3.us.epil.1 ], [ %.961.1187.us.unr.1, %for.body.3.us.epil.1.preheader ]
  %56 = icmp ugt i64 %arg.u0.5.1, 1
  %57 = icmp eq i64 %arg.u0.5.0, 1
  %spec.select262.us.epil.1 = select i1 %57, i64 %.961.1187.us.epil.1, i64 %.1046.us
  %.964.2.us.epil.1 = select i1 %56, i64 %loop.index.3191.us.epil.1, i64 %.964.1188.us.epil.1
  %.990.us.epil.1 = mul i64 %spec.select262.us.epil.1, %arg.u0.5.1
  %.993.us.epil.1 = add i64 %.990.us.epil.1, %.964.2.us.epil.1
  %.994.us.epil.1 = getelementptr double, double* %.6.i96234, i64 %.993.us.epil.1
  %.995.us.epil.1 = load double, double* %.994.us.epil.1, align 8
  %.967.2.us.epil.1 = select i1 %57, i64 %.967.1189.us.epil.1, i64 %.1046.us
  %.970.2.us.epil.1 = select i1 %56, i64 %loop.index.3191.us.epil.1, i64 %.970.1190.us.epil.1
  %.1007.us.epil.1 = mul i64 %.967.2.us.epil.1, %arg.u0.5.1
  %.1010.us.epil.1 = add i64 %.1007.us.epil.1, %.970.2.us.epil.1
  %.1011.us.epil.1 = getelementptr double, double* %.6.i96234, i64 %.1010.us.epil.1
  %.1012.us.epil.1 = load double, double* %.1011.us.epil.1, align 8
  %.6.i.us.epil.1 = fmul double %.995.us.epil.1, %.1012.us.epil.1
  %scevgep635 = getelementptr double, double* %lsr.iv632, i64 %loop.index.3191.us.epil.1
  store double %.6.i.us.epil.1, double* %scevgep635, align 8
  %.1044.us.epil.1 = add nuw nsw i64 %loop.index.3191.us.epil.1, 1
  %lsr.iv.next637 = add nsw i64 %lsr.iv636, -1
  %epil.iter347.cmp.1.not = icmp eq i64 %lsr.iv.next637, 0
  br i1 %epil.iter347.cmp.1.not, label %for.end.3.loopexit.us.1, label %for.body.3.us.epil.1, !llvm.loop !25

for.end.3.loopexit.us.1:                          ; preds = %for.body.3.us.epil.1, %for.end.3.loopexit.us.unr-lcssa.1
  %spec.select262.us.lcssa.1 = phi i64 [ %spec.select262.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %spec.select262.us.epil.1, %for.body.3.us.epil.1 ]
  %.964.2.us.lcssa.1 = phi i64 [ %.964.2.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %.964.2.us.epil.1, %for.body.3.us.epil.1 ]
  %.967.2.us.lcssa.1 = phi i64 [ %.967.2.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %.967.2.us.epil.1, %for.body.3.us.epil.1 ]
  %.970.2.us.lcssa.1 = phi i64 [ %.970.2.us.lcssa.ph.1, %for.end.3.loopexit.us.unr-lcssa.1 ], [ %.970.2.us.epil.1, %for.body.3.us.epil.1 ]
  %58 = bitcast double* %lsr.iv588 to i1*
  %59 = bitcast double* %lsr.iv606 to i1*
  %60 = bitcast double* %lsr.iv613 to i1*
  %61 = bitcast double* %lsr.iv632 to i1*
  %.1046.us.1 = add nuw nsw i64 %loop.index.2200.us, 2
  %scevgep590 = getelementptr i1, i1* %58, i64 %27
  %62 = bitcast i1* %scevgep590 to double*
  %scevgep608 = getelementptr i1, i1* %59, i64 %27
  %63 = bitcast i1* %scevgep608 to double*
  %scevgep615 = getelementptr i1, i1* %60, i64 %27
  %64 = bitcast i1* %scevgep615 to double*
  %scevgep634 = getelementptr i1, i1* %61, i64 %27
  %65 = bitcast i1* %scevgep634 to double*
  %niter381.ncmp.1 = icmp eq i64 %.1046.us.1, %unroll_iter380
  br i1 %niter381.ncmp.1, label %for.end.2.loopexit.unr-lcssa, label %for.cond.3.preheader.us

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.end.3.loopexit.us.1, %for.cond.3.preheader.us.preheader
  %loop.index.2200.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.1046.us.1, %for.end.3.loopexit.us.1 ]
  %.970.0199.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.970.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.967.0198.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.967.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.964.0197.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %.964.2.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %.961.0196.us.unr = phi i64 [ 0, %for.cond.3.preheader.us.preheader ], [ %spec.select262.us.lcssa.1, %for.end.3.loopexit.us.1 ]
  %66 = and i64 %arg.u0.5.0, 1
  %lcmp.mod379.not = icmp eq i64 %66, 0
  br i1 %lcmp.mod379.not, label %for.end.2, label %for.cond.3.preheader.us.epil

for.cond.3.preheader.us.epil:                     ; preds = %for.end.2.loopexit.unr-lcssa
  %.1038.us.epil = mul i64 %loop.index.2200.us.unr, %arg.u0.5.1
  %xtraiter346.epil = and i64 %arg.u0.5.1, 7
  %67 = icmp ult i64 %25, 7
  br i1 %67, label %for.end.3.loopexit.us.unr-lcssa.epil, label %for.cond.3.preheader.us.new.epil

for.cond.3.preheader.us.new.epil:                 ; preds = %for.cond.3.preheader.us.epil
  %unroll_iter353.epil = and i64 %arg.u0.5.1, -8
  %68 = add i64 %.1038.us.epil, 7
  %scevgep571 = getelementptr double, double* %.6.i25233, i64 %68
  br label %for.body.3.us.epil356

for.body.3.us.epil356:                            ; preds = %for.body.3.us.epil356, %for.cond.3.preheader.us.new.epil
  %loop.index.3191.us.epil357 = phi i64 [ 0, %for.cond.3.preheader.us.new.epil ], [ %78, %for.body.3.us.epil356 ]
  %.970.1190.us.epil358 = phi i64 [ %.970.0199.us.unr, %for.cond.3.preheader.us.new.epil ], [ %.970.2.us.7.epil, %for.body.3.us.epil356 ]
  %.967.1189.us.epil359 = phi i64 [ %.967.0198.us.unr, %for.cond.3.preheader.us.new.epil ], [ %.967.2.us.7.epil, %for.body.3.us.epil356 ]
  %.964.1188.us.epil360 = phi i64 [ %.964.0197.us.unr, %for.cond.3.preheader.us.new.epil ], [ %.964.2.us.7.epil, %for.body.3.us.epil356 ]
  %.961.1187.us.epil361 = phi i64 [ %.961.0196.us.unr, %for.cond.3.preheader.us.new.epil ], [ %spec.select262.us.7.epil, %for.body.3.us.epil356 ]
  %69 = icmp ugt i64 %arg.u0.5.1, 1
  %70 = icmp eq i64 %arg.u0.5.0, 1
  %spec.select262.us.epil362 = select i1 %70, i64 %.961.1187.us.epil361, i64 %loop.index.2200.us.unr
  %.964.2.us.epil363 = select i1 %69, i64 %loop.index.3191.us.epil357, i64 %.964.1188.us.epil360
  %.990.us.epil364 = mul i64 %spec.select262.us.epil362, %arg.u0.5.1
  %.993.us.epil365 = add i64 %.990.us.epil364, %.964.2.us.epil363
  %.994.us.epil366 = getelementptr double, double* %.6.i96234, i64 %.993.us.epil365
  %.995.us.epil367 = load double, double* %.994.us.epil366, align 8
  %.967.2.us.epil368 = select i1 %70, i64 %.967.1189.us.epil359, i64 %loop.index.2200.us.unr
  %.970.2.us.epil369 = select i1 %69, i64 %loop.index.3191.us.epil357, i64 %.970.1190.us.epil358
  %.1007.us.epil370 = mul i64 %.967.2.us.epil368, %arg.u0.5.1
  %.1010.us.epil371 = add i64 %.1007.us.epil370, %.970.2.us.epil369
  %.1011.us.epil372 = getelementptr double, double* %.6.i96234, i64 %.1010.us.epil371
  %.1012.us.epil373 = load double, double* %.1011.us.epil372, align 8
  %.6.i.us.epil374 = fmul double %.995.us.epil367, %.1012.us.epil373
  %scevgep585 = getelementptr double, double* %scevgep571, i64 %loop.index.3191.us.epil357
  %scevgep586 = getelementptr double, double* %scevgep585, i64 -7
  store double %.6.i.us.epil374, double* %scevgep586, align 8
  %spec.select262.us.1.epil = select i1 %70, i64 %.961.1187.us.epil361, i64 %loop.index.2200.us.unr
  %71 = add i64 %loop.index.3191.us.epil357, 1
  %.964.2.us.1.epil = select i1 %69, i64 %71, i64 %.964.1188.us.epil360
  %.990.us.1.epil = mul i64 %spec.select262.us.1.epil, %arg.u0.5.1
  %.993.us.1.epil = add i64 %.990.us.1.epil, %.964.2.us.1.epil
  %.994.us.1.epil = getelementptr double, double* %.6.i96234, i64 %.993.us.1.epil
  %.995.us.1.epil = load double, double* %.994.us.1.epil, align 8
  %.967.2.us.1.epil = select i1 %70, i64 %.967.1189.us.epil359, i64 %loop.index.2200.us.unr
  %.970.2.us.1.epil = select i1 %69, i64 %71, i64 %.970.1190.us.epil358
  %.1007.us.1.epil = mul i64 %.967.2.us.1.epil, %arg.u0.5.1
  %.1010.us.1.epil = add i64 %.1007.us.1.epil, %.970.2.us.1.epil
  %.1011.us.1.epil = getelementptr double, double* %.6.i96234, i64 %.1010.us.1.epil
  %.1012.us.1.epil = load double, double* %.1011.us.1.epil, align 8
  %.6.i.us.1.epil = fmul double %.995.us.1.epil, %.1012.us.1.epil
  %scevgep582 = getelementptr double, double* %scevgep571, i64 %loop.index.3191.us.epil357
  %scevgep583 = getelementptr double, double* %scevgep582, i64 -6
  store double %.6.i.us.1.epil, double* %scevgep583, align 8
  %spec.select262.us.2.epil = select i1 %70, i64 %.961.1187.us.epil361, i64 %loop.index.2200.us.unr
  %72 = add i64 %71, 1
  %.964.2.us.2.epil = select i1 %69, i64 %72, i64 %.964.1188.us.epil360
  %.990.us.2.epil = mul i64 %spec.select262.us.2.epil, %arg.u0.5.1
  %.993.us.2.epil = add i64 %.990.us.2.epil, %.964.2.us.2.epil
  %.994.us.2.epil = getelementptr double, double* %.6.i96234, i64 %.993.us.2.epil
  %.995.us.2.epil = load double, double* %.994.us.2.epil, align 8
  %.967.2.us.2.epil = select i1 %70, i64 %.967.1189.us.epil359, i64 %loop.index.2200.us.unr
  %.970.2.us.2.epil = select i1 %69, i64 %72, i64 %.970.1190.us.epil358
  %.1007.us.2.epil = mul i64 %.967.2.us.2.epil, %arg.u0.5.1
  %.1010.us.2.epil = add i64 %.1007.us.2.epil, %.970.2.us.2.epil
  %.1011.us.2.epil = getelementptr double, double* %.6.i96234, i64 %.1010.us.2.epil
  %.1012.us.2.epil = load double, double* %.1011.us.2.epil, align 8
  %.6.i.us.2.epil = fmul double %.995.us.2.epil, %.1012.us.2.epil
  %scevgep580 = getelementptr double, double* %scevgep571, i64 %loop.index.3191.us.epil357
  %scevgep581 = getelementptr double, double* %scevgep580, i64 -5
  store double %.6.i.us.2.epil, double* %scevgep581, align 8
  %spec.select262.us.3.epil = select i1 %70, i64 %.961.1187.us.epil361, i64 %loop.index.2200.us.unr
  %73 = add i64 %72, 1
  %.964.2.us.3.epil = select i1 %69, i64 %73, i64 %.964.1188.us.epil360
  %.990.us.3.epil = mul i64 %spec.select262.us.3.epil, %arg.u0.5.1
  %.993.us.3.epil = add i64 %.990.us.3.epil, %.964.2.us.3.epil
  %.994.us.3.epil = getelementptr double, double* %.6.i96234, i64 %.993.us.3.epil
  %.995.us.3.epil = load double, double* %.994.us.3.epil, align 8
  %.967.2.us.3.epil = select i1 %70, i64 %.967.1189.us.epil359, i64 %loop.index.2200.us.unr
  %.970.2.us.3.epil = select i1 %69, i64 %73, i64 %.970.1190.us.epil358
  %.1007.us.3.epil = mul i64 %.967.2.us.3.epil, %arg.u0.5.1
  %.1010.us.3.epil = add i64 %.1007.us.3.epil, %.970.2.us.3.epil
  %.1011.us.3.epil = getelementptr double, double* %.6.i96234, i64 %.1010.us.3.epil
  %.1012.us.3.epil = load double, double* %.1011.us.3.epil, align 8
  %.6.i.us.3.epil = fmul double %.995.us.3.epil, %.1012.us.3.epil
  %scevgep578 = getelementptr double, double* %scevgep571, i64 %loop.index.3191.us.epil357
  %scevgep579 = getelementptr double, double* %scevgep578, i64 -4
  store double %.6.i.us.3.epil, double* %scevgep579, align 8
  %spec.select262.us.4.epil = select i1 %70, i64 %.961.1187.us.epil361, i64 %loop.index.2200.us.unr
  %74 = add i64 %73, 1
  %.964.2.us.4.epil = select i1 %69, i64 %74, i64 %.964.1188.us.epil360
  %.990.us.4.epil = mul i64 %spec.select262.us.4.epil, %arg.u0.5.1
  %.993.us.4.epil = add i64 %.990.us.4.epil, %.964.2.us.4.epil
  %.994.us.4.epil = getelementptr double, double* %.6.i96234, i64 %.993.us.4.epil
  %.995.us.4.epil = load double, double* %.994.us.4.epil, align 8
  %.967.2.us.4.epil = select i1 %70, i64 %.967.1189.us.epil359, i64 %loop.index.2200.us.unr
  %.970.2.us.4.epil = select i1 %69, i64 %74, i64 %.970.1190.us.epil358
  %.1007.us.4.epil = mul i64 %.967.2.us.4.epil, %arg.u0.5.1
  %.1010.us.4.epil = add i64 %.1007.us.4.epil, %.970.2.us.4.epil
  %.1011.us.4.epil = getelementptr double, double* %.6.i96234, i64 %.1010.us.4.epil
  %.1012.us.4.epil = load double, double* %.1011.us.4.epil, align 8
  %.6.i.us.4.epil = fmul double %.995.us.4.epil, %.1012.us.4.epil
  %scevgep576 = getelementptr double, double* %scevgep571, i64 %loop.index.3191.us.epil357
  %scevgep577 = getelementptr double, double* %scevgep576, i64 -3
  store double %.6.i.us.4.epil, double* %scevgep577, align 8
  %spec.select262.us.5.epil = select i1 %70, i64 %.961.1187.us.epil361, i64 %loop.index.2200.us.unr
  %75 = add i64 %74, 1
  %.964.2.us.5.epil = select i1 %69, i64 %75, i64 %.964.1188.us.epil360
  %.990.us.5.epil = mul i64 %spec.select262.us.5.epil, %arg.u0.5.1
  %.993.us.5.epil = add i64 %.990.us.5.epil, %.964.2.us.5.epil
  %.994.us.5.epil = getelementptr double, double* %.6.i96234, i64 %.993.us.5.epil
  %.995.us.5.epil = load double, double* %.994.us.5.epil, align 8
  %.967.2.us.5.epil = select i1 %70, i64 %.967.1189.us.epil359, i64 %loop.index.2200.us.unr
  %.970.2.us.5.epil = select i1 %69, i64 %75, i64 %.970.1190.us.epil358
  %.1007.us.5.epil = mul i64 %.967.2.us.5.epil, %arg.u0.5.1
  %.1010.us.5.epil = add i64 %.1007.us.5.epil, %.970.2.us.5.epil
  %.1011.us.5.epil = getelementptr double, double* %.6.i96234, i64 %.1010.us.5.epil
  %.1012.us.5.epil = load double, double* %.1011.us.5.epil, align 8
  %.6.i.us.5.epil = fmul double %.995.us.5.epil, %.1012.us.5.epil
  %scevgep574 = getelementptr double, double* %scevgep571, i64 %loop.index.3191.us.epil357
  %scevgep575 = getelementptr double, double* %scevgep574, i64 -2
  store double %.6.i.us.5.epil, double* %scevgep575, align 8
  %spec.select262.us.6.epil = select i1 %70, i64 %.961.1187.us.epil361, i64 %loop.index.2200.us.unr
  %76 = add i64 %75, 1
  %.964.2.us.6.epil = select i1 %69, i64 %76, i64 %.964.1188.us.epil360
  %.990.us.6.epil = mul i64 %spec.select262.us.6.epil, %arg.u0.5.1
  %.993.us.6.epil = add i64 %.990.us.6.epil, %.964.2.us.6.epil
  %.994.us.6.epil = getelementptr double, double* %.6.i96234, i64 %.993.us.6.epil
  %.995.us.6.epil = load double, double* %.994.us.6.epil, align 8
  %.967.2.us.6.epil = select i1 %70, i64 %.967.1189.us.epil359, i64 %loop.index.2200.us.unr
  %.970.2.us.6.epil = select i1 %69, i64 %76, i64 %.970.1190.us.epil358
  %.1007.us.6.epil = mul i64 %.967.2.us.6.epil, %arg.u0.5.1
  %.1010.us.6.epil = add i64 %.1007.us.6.epil, %.970.2.us.6.epil
  %.1011.us.6.epil = getelementptr double, double* %.6.i96234, i64 %.1010.us.6.epil
  %.1012.us.6.epil = load double, double* %.1011.us.6.epil, align 8
  %.6.i.us.6.epil = fmul double %.995.us.6.epil, %.1012.us.6.epil
  %scevgep572 = getelementptr double, double* %scevgep571, i64 %loop.index.3191.us.epil357
  %scevgep573 = getelementptr double, double* %scevgep572, i64 -1
  store double %.6.i.us.6.epil, double* %scevgep573, align 8
  %spec.select262.us.7.epil = select i1 %70, i64 %.961.1187.us.epil361, i64 %loop.index.2200.us.unr
  %77 = add i64 %76, 1
  %.964.2.us.7.epil = select i1 %69, i64 %77, i64 %.964.1188.us.epil360
  %.990.us.7.epil = mul i64 %spec.select262.us.7.epil, %arg.u0.5.1
  %.993.us.7.epil = add i64 %.990.us.7.epil, %.964.2.us.7.epil
  %.994.us.7.epil = getelementptr double, double* %.6.i96234, i64 %.993.us.7.epil
  %.995.us.7.epil = load double, double* %.994.us.7.epil, align 8
  %.967.2.us.7.epil = select i1 %70, i64 %.967.1189.us.epil359, i64 %loop.index.2200.us.unr
  %.970.2.us.7.epil = select i1 %69, i64 %77, i64 %.970.1190.us.epil358
  %.1007.us.7.epil = mul i64 %.967.2.us.7.epil, %arg.u0.5.1
  %.1010.us.7.epil = add i64 %.1007.us.7.epil, %.970.2.us.7.epil
  %.1011.us.7.epil = getelementptr double, double* %.6.i96234, i64 %.1010.us.7.epil
  %.1012.us.7.epil = load double, double* %.1011.us.7.epil, align 8
  %.6.i.us.7.epil = fmul double %.995.us.7.epil, %.1012.us.7.epil
  %scevgep584 = getelementptr double, double* %scevgep571, i64 %loop.index.3191.us.epil357
  store double %.6.i.us.7.epil, double* %scevgep584, align 8
  %.1044.us.7.epil = add nuw i64 %loop.index.3191.us.epil357, 8
  %78 = add i64 %77, 1
  %niter354.ncmp.7.epil = icmp eq i64 %78, %unroll_iter353.epil
  br i1 %niter354.ncmp.7.epil, label %for.end.3.loopexit.us.unr-lcssa.epil, label %for.body.3.us.epil356

for.end.3.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.3.us.epil356, %for.cond.3.preheader.us.epil
  %loop.index.3191.us.unr.epil = phi i64 [ 0, %for.cond.3.preheader.us.epil ], [ %.1044.us.7.epil, %for.body.3.us.epil356 ]
  %.970.1190.us.unr.epil = phi i64 [ %.970.0199.us.unr, %for.cond.3.preheader.us.epil ], [ %.970.2.us.7.epil, %for.body.3.us.epil356 ]
  %.967.1189.us.unr.epil = phi i64 [ %.967.0198.us.unr, %for.cond.3.preheader.us.epil ], [ %.967.2.us.7.epil, %for.body.3.us.epil356 ]
  %.964.1188.us.unr.epil = phi i64 [ %.964.0197.us.unr, %for.cond.3.preheader.us.epil ], [ %.964.2.us.7.epil, %for.body.3.us.epil356 ]
  %.961.1187.us.unr.epil = phi i64 [ %.961.0196.us.unr, %for.cond.3.preheader.us.epil ], [ %spec.select262.us.7.epil, %for.body.3.us.epil356 ]
  %lcmp.mod348.epil.not = icmp eq i64 %xtraiter346.epil, 0
  br i1 %lcmp.mod348.epil.not, label %for.end.2, label %for.body.3.us.epil.epil.preheader

for.body.3.us.epil.epil.preheader:                ; preds = %for.end.3.loopexit.us.unr-lcssa.epil
  %scevgep567 = getelementptr double, double* %.6.i25233, i64 %.1038.us.epil
  br label %for.body.3.us.epil.epil

for.body.3.us.epil.epil:                          ; preds = %for.body.3.us.epil.epil.preheader, %for.body.3.us.epil.epil
  %lsr.iv569 = phi i64 [ %xtraiter346.epil, %for.body.3.us.epil.epil.preheader ], [ %lsr.iv.next570, %for.body.3.us.epil.epil ]
  %loop.index.3191.us.epil.epil = phi i64 [ %.1044.us.epil.epil, %for.body.3.us.epil.epil ], [ %loop.index.3191.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.970.1190.us.epil.epil = phi i64 [ %.970.2.us.epil.epil, %for.body.3.us.epil.epil ], [ %.970.1190.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.967.1189.us.epil.epil = phi i64 [ %.967.2.us.epil.epil, %for.body.3.us.epil.epil ], [ %.967.1189.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.964.1188.us.epil.epil = phi i64 [ %.964.2.us.epil.epil, %for.body.3.us.epil.epil ], [ %.964.1188.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %.961.1187.us.epil.epil = phi i64 [ %spec.select262.us.epil.epil, %for.body.3.us.epil.epil ], [ %.961.1187.us.unr.epil, %for.body.3.us.epil.epil.preheader ]
  %79 = icmp ugt i64 %arg.u0.5.1, 1
  %80 = icmp eq i64 %arg.u0.5.0, 1
  %spec.select262.us.epil.epil = select i1 %80, i64 %.961.1187.us.epil.epil, i64 %loop.index.2200.us.unr
  %.964.2.us.epil.epil = select i1 %79, i64 %loop.index.3191.us.epil.epil, i64 %.964.1188.us.epil.epil
  %.990.us.epil.epil = mul i64 %spec.select262.us.epil.epil, %arg.u0.5.1
  %.993.us.epil.epil = add i64 %.990.us.epil.epil, %.964.2.us.epil.epil
  %.994.us.epil.epil = getelementptr double, double* %.6.i96234, i64 %.993.us.epil.epil
  %.995.us.epil.epil = load double, double* %.994.us.epil.epil, align 8
  %.967.2.us.epil.epil = select i1 %80, i64 %.967.1189.us.epil.epil, i64 %loop.index.2200.us.unr
  %.970.2.us.epil.epil = select i1 %79, i64 %loop.index.3191.us.epil.epil, i64 %.970.1190.us.epil.epil
  %.1007.us.epil.epil = mul i64 %.967.2.us.epil.epil, %arg.u0.5.1
  %.1010.us.epil.epil = add i64 %.1007.us.epil.epil, %.970.2.us.epil.epil
  %.1011.us.epil.epil = getelementptr double, double* %.6.i96234, i64 %.1010.us.epil.epil
  %.1012.us.epil.epil = load double, double* %.1011.us.epil.epil, align 8
  %.6.i.us.epil.epil = fmul double %.995.us.epil.epil, %.1012.us.epil.epil
  %scevgep568 = getelementptr double, double* %scevgep567, i64 %loop.index.3191.us.epil.epil
  store double %.6.i.us.epil.epil, double* %scevgep568, align 8
  %.1044.us.epil.epil = add nuw nsw i64 %loop.index.3191.us.epil.epil, 1
  %lsr.iv.next570 = add nsw i64 %lsr.iv569, -1
  %epil.iter347.cmp.epil.not = icmp eq i64 %lsr.iv.next570, 0
  br i1 %epil.iter347.cmp.epil.not, label %for.end.2, label %for.body.3.us.epil.epil, !llvm.loop !25

for.end.2:                                        ; preds = %for.body.3.us.epil.epil, %for.end.2.loopexit.unr-lcssa, %for.end.3.loopexit.us.unr-lcssa.epil, %for.cond.3.preheader.preheader, %B144.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i97)
  %.83.i = icmp eq i64 %.883, 0
  br i1 %.83.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.883, i64 1)
  %81 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %82 = icmp ult i64 %81, 7
  br i1 %82, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %83 = add nsw i64 %unroll_iter.i, -8
  %84 = lshr exact i64 %83, 3
  %85 = add nuw nsw i64 %84, 1
  %xtraiter = and i64 %85, 7
  %86 = icmp ult i64 %83, 56
  br i1 %86, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %85, 4611686018427387896
  %scevgep437 = getelementptr double, double* %.6.i25233, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %87 = add nuw nsw i64 %.85.05.i.unr, 7
  %scevgep413 = getelementptr double, double* %.6.i25233, i64 %87
  %88 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %89 = bitcast double* %scevgep413 to i8*
  %uglygep434 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep434435 = bitcast i8* %uglygep434 to double*
  %scevgep436 = getelementptr double, double* %uglygep434435, i64 -7
  %.265.i.epil = load double, double* %scevgep436, align 8, !noalias !26
  %.268.i.epil = fadd double %c.2.06.i.epil, %.265.i.epil
  %uglygep431 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep431432 = bitcast i8* %uglygep431 to double*
  %scevgep433 = getelementptr double, double* %uglygep431432, i64 -6
  %.265.1.i.epil = load double, double* %scevgep433, align 8, !noalias !26
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep428 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep428429 = bitcast i8* %uglygep428 to double*
  %scevgep430 = getelementptr double, double* %uglygep428429, i64 -5
  %.265.2.i.epil = load double, double* %scevgep430, align 8, !noalias !26
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep425 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep425426 = bitcast i8* %uglygep425 to double*
  %scevgep427 = getelementptr double, double* %uglygep425426, i64 -4
  %.265.3.i.epil = load double, double* %scevgep427, align 8, !noalias !26
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep422 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep422423 = bitcast i8* %uglygep422 to double*
  %scevgep424 = getelementptr double, double* %uglygep422423, i64 -3
  %.265.4.i.epil = load double, double* %scevgep424, align 8, !noalias !26
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep419 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep419420 = bitcast i8* %uglygep419 to double*
  %scevgep421 = getelementptr double, double* %uglygep419420, i64 -2
  %.265.5.i.epil = load double, double* %scevgep421, align 8, !noalias !26
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep416 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep416417 = bitcast i8* %uglygep416 to double*
  %scevgep418 = getelementptr double, double* %uglygep416417, i64 -1
  %.265.6.i.epil = load double, double* %scevgep418, align 8, !noalias !26
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep415 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep415, align 8, !noalias !26
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %88, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !29, !llvm.loop !30

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i25233, i64 %.85.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep, align 8, !noalias !26
  %.268.epil.i = fadd double %c.2.06.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !29, !llvm.loop !31

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv565 = phi i64 [ %lsr.iv.next566, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep563 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -63
  %.265.i = load double, double* %scevgep564, align 8, !noalias !26
  %.268.i = fadd double %c.2.06.i, %.265.i
  %scevgep561 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -62
  %.265.1.i = load double, double* %scevgep562, align 8, !noalias !26
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep559 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -61
  %.265.2.i = load double, double* %scevgep560, align 8, !noalias !26
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep557 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -60
  %.265.3.i = load double, double* %scevgep558, align 8, !noalias !26
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep555 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -59
  %.265.4.i = load double, double* %scevgep556, align 8, !noalias !26
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep553 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep554 = getelementptr double, double* %scevgep553, i64 -58
  %.265.5.i = load double, double* %scevgep554, align 8, !noalias !26
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep551 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep552 = getelementptr double, double* %scevgep551, i64 -57
  %.265.6.i = load double, double* %scevgep552, align 8, !noalias !26
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep549 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep550 = getelementptr double, double* %scevgep549, i64 -56
  %.265.7.i = load double, double* %scevgep550, align 8, !noalias !26
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep518 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -55
  %.265.i.1 = load double, double* %scevgep519, align 8, !noalias !26
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep520 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -54
  %.265.1.i.1 = load double, double* %scevgep521, align 8, !noalias !26
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep522 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -53
  %.265.2.i.1 = load double, double* %scevgep523, align 8, !noalias !26
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep524 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -52
  %.265.3.i.1 = load double, double* %scevgep525, align 8, !noalias !26
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep526 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -51
  %.265.4.i.1 = load double, double* %scevgep527, align 8, !noalias !26
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep528 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -50
  %.265.5.i.1 = load double, double* %scevgep529, align 8, !noalias !26
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep530 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -49
  %.265.6.i.1 = load double, double* %scevgep531, align 8, !noalias !26
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep532 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -48
  %.265.7.i.1 = load double, double* %scevgep533, align 8, !noalias !26
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep502 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -47
  %.265.i.2 = load double, double* %scevgep503, align 8, !noalias !26
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep504 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -46
  %.265.1.i.2 = load double, double* %scevgep505, align 8, !noalias !26
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep506 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -45
  %.265.2.i.2 = load double, double* %scevgep507, align 8, !noalias !26
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep508 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -44
  %.265.3.i.2 = load double, double* %scevgep509, align 8, !noalias !26
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep510 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -43
  %.265.4.i.2 = load double, double* %scevgep511, align 8, !noalias !26
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep512 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -42
  %.265.5.i.2 = load double, double* %scevgep513, align 8, !noalias !26
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep514 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -41
  %.265.6.i.2 = load double, double* %scevgep515, align 8, !noalias !26
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep516 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -40
  %.265.7.i.2 = load double, double* %scevgep517, align 8, !noalias !26
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep486 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -39
  %.265.i.3 = load double, double* %scevgep487, align 8, !noalias !26
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep488 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -38
  %.265.1.i.3 = load double, double* %scevgep489, align 8, !noalias !26
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep490 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -37
  %.265.2.i.3 = load double, double* %scevgep491, align 8, !noalias !26
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep492 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -36
  %.265.3.i.3 = load double, double* %scevgep493, align 8, !noalias !26
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep494 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -35
  %.265.4.i.3 = load double, double* %scevgep495, align 8, !noalias !26
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep496 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -34
  %.265.5.i.3 = load double, double* %scevgep497, align 8, !noalias !26
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep498 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -33
  %.265.6.i.3 = load double, double* %scevgep499, align 8, !noalias !26
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep500 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -32
  %.265.7.i.3 = load double, double* %scevgep501, align 8, !noalias !26
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep470 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -31
  %.265.i.4 = load double, double* %scevgep471, align 8, !noalias !26
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep472 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -30
  %.265.1.i.4 = load double, double* %scevgep473, align 8, !noalias !26
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep474 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -29
  %.265.2.i.4 = load double, double* %scevgep475, align 8, !noalias !26
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep476 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -28
  %.265.3.i.4 = load double, double* %scevgep477, align 8, !noalias !26
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep478 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -27
  %.265.4.i.4 = load double, double* %scevgep479, align 8, !noalias !26
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep480 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -26
  %.265.5.i.4 = load double, double* %scevgep481, align 8, !noalias !26
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep482 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -25
  %.265.6.i.4 = load double, double* %scevgep483, align 8, !noalias !26
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep484 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -24
  %.265.7.i.4 = load double, double* %scevgep485, align 8, !noalias !26
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep454 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -23
  %.265.i.5 = load double, double* %scevgep455, align 8, !noalias !26
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep456 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -22
  %.265.1.i.5 = load double, double* %scevgep457, align 8, !noalias !26
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep458 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -21
  %.265.2.i.5 = load double, double* %scevgep459, align 8, !noalias !26
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep460 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -20
  %.265.3.i.5 = load double, double* %scevgep461, align 8, !noalias !26
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep462 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -19
  %.265.4.i.5 = load double, double* %scevgep463, align 8, !noalias !26
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep464 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -18
  %.265.5.i.5 = load double, double* %scevgep465, align 8, !noalias !26
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep466 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -17
  %.265.6.i.5 = load double, double* %scevgep467, align 8, !noalias !26
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep468 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -16
  %.265.7.i.5 = load double, double* %scevgep469, align 8, !noalias !26
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep438 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -15
  %.265.i.6 = load double, double* %scevgep439, align 8, !noalias !26
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep440 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -14
  %.265.1.i.6 = load double, double* %scevgep441, align 8, !noalias !26
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep442 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -13
  %.265.2.i.6 = load double, double* %scevgep443, align 8, !noalias !26
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep444 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -12
  %.265.3.i.6 = load double, double* %scevgep445, align 8, !noalias !26
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep446 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -11
  %.265.4.i.6 = load double, double* %scevgep447, align 8, !noalias !26
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep448 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -10
  %.265.5.i.6 = load double, double* %scevgep449, align 8, !noalias !26
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep450 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -9
  %.265.6.i.6 = load double, double* %scevgep451, align 8, !noalias !26
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep452 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -8
  %.265.7.i.6 = load double, double* %scevgep453, align 8, !noalias !26
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep534 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -7
  %.265.i.7 = load double, double* %scevgep535, align 8, !noalias !26
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep536 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -6
  %.265.1.i.7 = load double, double* %scevgep537, align 8, !noalias !26
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep538 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -5
  %.265.2.i.7 = load double, double* %scevgep539, align 8, !noalias !26
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep540 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -4
  %.265.3.i.7 = load double, double* %scevgep541, align 8, !noalias !26
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep542 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -3
  %.265.4.i.7 = load double, double* %scevgep543, align 8, !noalias !26
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep544 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -2
  %.265.5.i.7 = load double, double* %scevgep545, align 8, !noalias !26
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep546 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -1
  %.265.6.i.7 = load double, double* %scevgep547, align 8, !noalias !26
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.05.i, 64
  %scevgep548 = getelementptr double, double* %scevgep437, i64 %.85.05.i
  %.265.7.i.7 = load double, double* %scevgep548, align 8, !noalias !26
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next566 = add i64 %lsr.iv565, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next566, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i26)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
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
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !32

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 poison, i64 poison, double %.48) #3
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
  %.12 = call i32 @_ZN7kernels8euler_2dB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !32

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f903ddda210>", i64 0, i64 0))
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
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

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

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
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!19, !21, !22, !24}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !17}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!29 = !{!"branch_weights", i32 1, i32 7}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !17}
!32 = !{!"branch_weights", i32 99, i32 1}
