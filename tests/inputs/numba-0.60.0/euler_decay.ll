; ModuleID = 'euler_decay'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139973083714688 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139973083714688.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139973083714688 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139973083714688, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139973083714688.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.euler_decay = internal constant [12 x i8] c"euler_decay\00"
@_ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f4e05d44110>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f4e05d44110>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139973082135936 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139973082135936.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139973082135936 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139973082135936, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139973082135936.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4e05d19750B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B104.loopexit304.unr-lcssa:                       ; preds = %for.body.us131.2, %for.body.us131.2.preheader
  %loop.index85.us132.2.unr = phi i64 [ 0, %for.body.us131.2.preheader ], [ %.533.us141.2.7, %for.body.us131.2 ]
  %lcmp.mod319.not = icmp eq i64 %xtraiter317, 0
  br i1 %lcmp.mod319.not, label %B104, label %for.body.us131.2.epil.preheader

for.body.us131.2.epil.preheader:                  ; preds = %B104.loopexit304.unr-lcssa
  %scevgep780 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us132.2.unr
  br label %for.body.us131.2.epil

for.body.us131.2.epil:                            ; preds = %for.body.us131.2.epil.preheader, %for.body.us131.2.epil
  %epil.iter318 = phi i64 [ %epil.iter318.next, %for.body.us131.2.epil ], [ 0, %for.body.us131.2.epil.preheader ]
  %.486108115.us133.2.epil = load double, double* %.6.i486.us.1, align 8
  %.8.i.us136.2.epil = fneg double %.486108115.us133.2.epil
  %.9.i.us137.2.epil = fmul double %.486108115.us133.2.epil, %.8.i.us136.2.epil
  %.10.i.us138.2.epil = fmul double %.9.i.us137.2.epil, %arg.h
  %.11.i.us139.2.epil = fadd double %.486108115.us133.2.epil, %.10.i.us138.2.epil
  %scevgep781 = getelementptr double, double* %scevgep780, i64 %epil.iter318
  store double %.11.i.us139.2.epil, double* %scevgep781, align 8
  %epil.iter318.next = add i64 %epil.iter318, 1
  %epil.iter318.cmp.not = icmp eq i64 %xtraiter317, %epil.iter318.next
  br i1 %epil.iter318.cmp.not, label %B104, label %for.body.us131.2.epil, !llvm.loop !1

B104:                                             ; preds = %for.body.us.us.2.prol.loopexit, %middle.block280, %for.body.us131.2.epil, %for.body.us.us.2, %B104.loopexit304.unr-lcssa, %B76.endif.endif.endif.endif.endif.endif.endif.endif.2
  %.7.i.i5.1.sink = phi i8* [ %.7.i.i5.1, %B76.endif.endif.endif.endif.endif.endif.endif.endif.2 ], [ %.7.i.i5.us.1, %B104.loopexit304.unr-lcssa ], [ %.7.i.i5.us.1, %for.body.us.us.2 ], [ %.7.i.i5.us.1, %for.body.us131.2.epil ], [ %.7.i.i5.us.1, %middle.block280 ], [ %.7.i.i5.us.1, %for.body.us.us.2.prol.loopexit ]
  %y.2.sroa.44.0.lcssa = phi double* [ %.6.i486.2, %B76.endif.endif.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i486.us.2, %B104.loopexit304.unr-lcssa ], [ %.6.i486.us.2, %for.body.us.us.2 ], [ %.6.i486.us.2, %for.body.us131.2.epil ], [ %.6.i486.us.2, %middle.block280 ], [ %.6.i486.us.2, %for.body.us.us.2.prol.loopexit ]
  %y.2.sroa.0.0.lcssa = phi i8* [ %.7.i.i5.2, %B76.endif.endif.endif.endif.endif.endif.endif.endif.2 ], [ %.7.i.i5.us.2, %B104.loopexit304.unr-lcssa ], [ %.7.i.i5.us.2, %for.body.us.us.2 ], [ %.7.i.i5.us.2, %for.body.us131.2.epil ], [ %.7.i.i5.us.2, %middle.block280 ], [ %.7.i.i5.us.2, %for.body.us.us.2.prol.loopexit ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i5.1.sink)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %B104.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %B104
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1) #5
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %2 = add nsw i64 %unroll_iter.i, -8
  %3 = lshr exact i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %4, 7
  %5 = icmp ult i64 %2, 56
  br i1 %5, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %4, 4611686018427387896
  %scevgep393 = getelementptr double, double* %y.2.sroa.44.0.lcssa, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %6 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep369 = getelementptr double, double* %y.2.sroa.44.0.lcssa, i64 %6
  %7 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %8 = bitcast double* %scevgep369 to i8*
  %uglygep390 = getelementptr i8, i8* %8, i64 %lsr.iv
  %uglygep390391 = bitcast i8* %uglygep390 to double*
  %scevgep392 = getelementptr double, double* %uglygep390391, i64 -7
  %.236.i.epil = load double, double* %scevgep392, align 8, !noalias !3
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep387 = getelementptr i8, i8* %8, i64 %lsr.iv
  %uglygep387388 = bitcast i8* %uglygep387 to double*
  %scevgep389 = getelementptr double, double* %uglygep387388, i64 -6
  %.236.1.i.epil = load double, double* %scevgep389, align 8, !noalias !3
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep384 = getelementptr i8, i8* %8, i64 %lsr.iv
  %uglygep384385 = bitcast i8* %uglygep384 to double*
  %scevgep386 = getelementptr double, double* %uglygep384385, i64 -5
  %.236.2.i.epil = load double, double* %scevgep386, align 8, !noalias !3
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep381 = getelementptr i8, i8* %8, i64 %lsr.iv
  %uglygep381382 = bitcast i8* %uglygep381 to double*
  %scevgep383 = getelementptr double, double* %uglygep381382, i64 -4
  %.236.3.i.epil = load double, double* %scevgep383, align 8, !noalias !3
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep378 = getelementptr i8, i8* %8, i64 %lsr.iv
  %uglygep378379 = bitcast i8* %uglygep378 to double*
  %scevgep380 = getelementptr double, double* %uglygep378379, i64 -3
  %.236.4.i.epil = load double, double* %scevgep380, align 8, !noalias !3
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep375 = getelementptr i8, i8* %8, i64 %lsr.iv
  %uglygep375376 = bitcast i8* %uglygep375 to double*
  %scevgep377 = getelementptr double, double* %uglygep375376, i64 -2
  %.236.5.i.epil = load double, double* %scevgep377, align 8, !noalias !3
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep372 = getelementptr i8, i8* %8, i64 %lsr.iv
  %uglygep372373 = bitcast i8* %uglygep372 to double*
  %scevgep374 = getelementptr double, double* %uglygep372373, i64 -1
  %.236.6.i.epil = load double, double* %scevgep374, align 8, !noalias !3
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %8, i64 %lsr.iv
  %uglygep371 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep371, align 8, !noalias !3
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %7, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !6, !llvm.loop !7

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B104.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i1 = getelementptr double, double* %y.2.sroa.44.0.lcssa, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep368 = getelementptr double, double* %scevgep.i1, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep368, align 8, !noalias !3
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B104.endif, label %B50.endif.epil.i, !prof !6, !llvm.loop !8

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv521 = phi i64 [ %lsr.iv.next522, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep519 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep520 = getelementptr double, double* %scevgep519, i64 -63
  %.236.i = load double, double* %scevgep520, align 8, !noalias !3
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep517 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep518 = getelementptr double, double* %scevgep517, i64 -62
  %.236.1.i = load double, double* %scevgep518, align 8, !noalias !3
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep515 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep516 = getelementptr double, double* %scevgep515, i64 -61
  %.236.2.i = load double, double* %scevgep516, align 8, !noalias !3
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep513 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep514 = getelementptr double, double* %scevgep513, i64 -60
  %.236.3.i = load double, double* %scevgep514, align 8, !noalias !3
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep511 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep512 = getelementptr double, double* %scevgep511, i64 -59
  %.236.4.i = load double, double* %scevgep512, align 8, !noalias !3
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep509 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep510 = getelementptr double, double* %scevgep509, i64 -58
  %.236.5.i = load double, double* %scevgep510, align 8, !noalias !3
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep507 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep508 = getelementptr double, double* %scevgep507, i64 -57
  %.236.6.i = load double, double* %scevgep508, align 8, !noalias !3
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep505 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep506 = getelementptr double, double* %scevgep505, i64 -56
  %.236.7.i = load double, double* %scevgep506, align 8, !noalias !3
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep474 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -55
  %.236.i.1 = load double, double* %scevgep475, align 8, !noalias !3
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep476 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -54
  %.236.1.i.1 = load double, double* %scevgep477, align 8, !noalias !3
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep478 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -53
  %.236.2.i.1 = load double, double* %scevgep479, align 8, !noalias !3
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep480 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -52
  %.236.3.i.1 = load double, double* %scevgep481, align 8, !noalias !3
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep482 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -51
  %.236.4.i.1 = load double, double* %scevgep483, align 8, !noalias !3
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep484 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -50
  %.236.5.i.1 = load double, double* %scevgep485, align 8, !noalias !3
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep486 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -49
  %.236.6.i.1 = load double, double* %scevgep487, align 8, !noalias !3
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep488 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -48
  %.236.7.i.1 = load double, double* %scevgep489, align 8, !noalias !3
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep458 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -47
  %.236.i.2 = load double, double* %scevgep459, align 8, !noalias !3
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep460 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -46
  %.236.1.i.2 = load double, double* %scevgep461, align 8, !noalias !3
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep462 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -45
  %.236.2.i.2 = load double, double* %scevgep463, align 8, !noalias !3
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep464 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -44
  %.236.3.i.2 = load double, double* %scevgep465, align 8, !noalias !3
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep466 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -43
  %.236.4.i.2 = load double, double* %scevgep467, align 8, !noalias !3
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep468 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -42
  %.236.5.i.2 = load double, double* %scevgep469, align 8, !noalias !3
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep470 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -41
  %.236.6.i.2 = load double, double* %scevgep471, align 8, !noalias !3
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep472 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -40
  %.236.7.i.2 = load double, double* %scevgep473, align 8, !noalias !3
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep442 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -39
  %.236.i.3 = load double, double* %scevgep443, align 8, !noalias !3
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep444 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -38
  %.236.1.i.3 = load double, double* %scevgep445, align 8, !noalias !3
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep446 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -37
  %.236.2.i.3 = load double, double* %scevgep447, align 8, !noalias !3
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep448 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -36
  %.236.3.i.3 = load double, double* %scevgep449, align 8, !noalias !3
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep450 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -35
  %.236.4.i.3 = load double, double* %scevgep451, align 8, !noalias !3
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep452 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -34
  %.236.5.i.3 = load double, double* %scevgep453, align 8, !noalias !3
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep454 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -33
  %.236.6.i.3 = load double, double* %scevgep455, align 8, !noalias !3
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep456 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -32
  %.236.7.i.3 = load double, double* %scevgep457, align 8, !noalias !3
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep426 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -31
  %.236.i.4 = load double, double* %scevgep427, align 8, !noalias !3
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep428 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -30
  %.236.1.i.4 = load double, double* %scevgep429, align 8, !noalias !3
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep430 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -29
  %.236.2.i.4 = load double, double* %scevgep431, align 8, !noalias !3
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep432 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -28
  %.236.3.i.4 = load double, double* %scevgep433, align 8, !noalias !3
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep434 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -27
  %.236.4.i.4 = load double, double* %scevgep435, align 8, !noalias !3
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep436 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -26
  %.236.5.i.4 = load double, double* %scevgep437, align 8, !noalias !3
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep438 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -25
  %.236.6.i.4 = load double, double* %scevgep439, align 8, !noalias !3
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep440 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -24
  %.236.7.i.4 = load double, double* %scevgep441, align 8, !noalias !3
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep410 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -23
  %.236.i.5 = load double, double* %scevgep411, align 8, !noalias !3
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep412 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -22
  %.236.1.i.5 = load double, double* %scevgep413, align 8, !noalias !3
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep414 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -21
  %.236.2.i.5 = load double, double* %scevgep415, align 8, !noalias !3
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep416 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -20
  %.236.3.i.5 = load double, double* %scevgep417, align 8, !noalias !3
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep418 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -19
  %.236.4.i.5 = load double, double* %scevgep419, align 8, !noalias !3
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep420 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -18
  %.236.5.i.5 = load double, double* %scevgep421, align 8, !noalias !3
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep422 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -17
  %.236.6.i.5 = load double, double* %scevgep423, align 8, !noalias !3
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep424 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -16
  %.236.7.i.5 = load double, double* %scevgep425, align 8, !noalias !3
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep394 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep395 = getelementptr double, double* %scevgep394, i64 -15
  %.236.i.6 = load double, double* %scevgep395, align 8, !noalias !3
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep396 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -14
  %.236.1.i.6 = load double, double* %scevgep397, align 8, !noalias !3
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep398 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -13
  %.236.2.i.6 = load double, double* %scevgep399, align 8, !noalias !3
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep400 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -12
  %.236.3.i.6 = load double, double* %scevgep401, align 8, !noalias !3
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep402 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -11
  %.236.4.i.6 = load double, double* %scevgep403, align 8, !noalias !3
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep404 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -10
  %.236.5.i.6 = load double, double* %scevgep405, align 8, !noalias !3
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep406 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -9
  %.236.6.i.6 = load double, double* %scevgep407, align 8, !noalias !3
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep408 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -8
  %.236.7.i.6 = load double, double* %scevgep409, align 8, !noalias !3
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep490 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -7
  %.236.i.7 = load double, double* %scevgep491, align 8, !noalias !3
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep492 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -6
  %.236.1.i.7 = load double, double* %scevgep493, align 8, !noalias !3
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep494 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -5
  %.236.2.i.7 = load double, double* %scevgep495, align 8, !noalias !3
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep496 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -4
  %.236.3.i.7 = load double, double* %scevgep497, align 8, !noalias !3
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep498 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -3
  %.236.4.i.7 = load double, double* %scevgep499, align 8, !noalias !3
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep500 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -2
  %.236.5.i.7 = load double, double* %scevgep501, align 8, !noalias !3
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep502 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -1
  %.236.6.i.7 = load double, double* %scevgep503, align 8, !noalias !3
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep504 = getelementptr double, double* %scevgep393, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep504, align 8, !noalias !3
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next522 = add i64 %lsr.iv521, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next522, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

common.ret:                                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.if, %B104.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %B104.endif ], [ 1, %B0.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139973083714688, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !10
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif.split, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139973082135936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.split:                 ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %9 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %9, align 8
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.47681 = icmp sgt i64 %arg.y0.5.0, 0
  %.7.i.i5.us = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.47681, label %B76.us.preheader, label %B76.preheader

B76.preheader:                                    ; preds = %B0.endif.endif.endif.endif.split
  %10 = icmp eq i8* %.7.i.i5.us, null
  br i1 %10, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B76.us.preheader:                                 ; preds = %B0.endif.endif.endif.endif.split
  %11 = icmp eq i8* %.7.i.i5.us, null
  br i1 %11, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us: ; preds = %B76.us.preheader
  %12 = icmp ugt i64 %arg.y0.5.0, 1
  %.5.i3.us = getelementptr i8, i8* %.7.i.i5.us, i64 24
  %13 = bitcast i8* %.5.i3.us to double**
  %.6.i486.us = load double*, double** %13, align 8
  br i1 %12, label %for.body.us.us.preheader, label %for.body.us131

for.body.us.us.preheader:                         ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us
  %min.iters.check = icmp ult i64 %arg.y0.5.0, 32
  br i1 %min.iters.check, label %for.body.us.us.preheader307, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.us.preheader
  %14 = bitcast double* %.6.i486.us to i8*
  %scevgep = getelementptr double, double* %.6.i486.us, i64 %arg.y0.5.0
  %scevgep158 = bitcast double* %scevgep to i8*
  %15 = shl i64 %arg.y0.5.0, 3
  %scevgep159 = getelementptr i8, i8* %.6.i, i64 %15
  %bound0 = icmp ugt i8* %scevgep159, %14
  %bound1 = icmp ult i8* %.6.i, %scevgep158
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.us.preheader307, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.y0.5.0, -32
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert163 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat164 = shufflevector <8 x double> %broadcast.splatinsert163, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert165 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat166 = shufflevector <8 x double> %broadcast.splatinsert165, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert167 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat168 = shufflevector <8 x double> %broadcast.splatinsert167, <8 x double> poison, <8 x i32> zeroinitializer
  %16 = add i64 %n.vec, -32
  %17 = lshr exact i64 %16, 5
  %18 = add nuw nsw i64 %17, 1
  %xtraiter358 = and i64 %18, 7
  %19 = icmp ult i64 %16, 224
  br i1 %19, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const1341 = bitcast i64 1152921504606846968 to i64
  %unroll_iter361 = and i64 %18, %const1341
  %scevgep1146 = getelementptr i8, i8* %.6.i, i64 1984
  %scevgep1242 = getelementptr double, double* %.6.i486.us, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1338 = phi i64 [ %lsr.iv.next1339, %vector.body ], [ %unroll_iter361, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %20 = shl i64 %index, 3
  %scevgep1230 = getelementptr i8, i8* %scevgep1146, i64 %20
  %scevgep12301231 = bitcast i8* %scevgep1230 to <8 x double>*
  %scevgep1232 = getelementptr <8 x double>, <8 x double>* %scevgep12301231, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep1232, align 8, !alias.scope !17
  %21 = shl i64 %index, 3
  %scevgep1239 = getelementptr i8, i8* %scevgep1146, i64 %21
  %scevgep12391240 = bitcast i8* %scevgep1239 to <8 x double>*
  %scevgep1241 = getelementptr <8 x double>, <8 x double>* %scevgep12391240, i64 -30
  %wide.load160 = load <8 x double>, <8 x double>* %scevgep1241, align 8, !alias.scope !17
  %22 = shl i64 %index, 3
  %scevgep1236 = getelementptr i8, i8* %scevgep1146, i64 %22
  %scevgep12361237 = bitcast i8* %scevgep1236 to <8 x double>*
  %scevgep1238 = getelementptr <8 x double>, <8 x double>* %scevgep12361237, i64 -29
  %wide.load161 = load <8 x double>, <8 x double>* %scevgep1238, align 8, !alias.scope !17
  %23 = shl i64 %index, 3
  %scevgep1233 = getelementptr i8, i8* %scevgep1146, i64 %23
  %scevgep12331234 = bitcast i8* %scevgep1233 to <8 x double>*
  %scevgep1235 = getelementptr <8 x double>, <8 x double>* %scevgep12331234, i64 -28
  %wide.load162 = load <8 x double>, <8 x double>* %scevgep1235, align 8, !alias.scope !17
  %24 = fneg <8 x double> %wide.load
  %25 = fneg <8 x double> %wide.load160
  %26 = fneg <8 x double> %wide.load161
  %27 = fneg <8 x double> %wide.load162
  %28 = fmul <8 x double> %wide.load, %24
  %29 = fmul <8 x double> %wide.load160, %25
  %30 = fmul <8 x double> %wide.load161, %26
  %31 = fmul <8 x double> %wide.load162, %27
  %32 = fmul <8 x double> %28, %broadcast.splat
  %33 = fmul <8 x double> %29, %broadcast.splat164
  %34 = fmul <8 x double> %30, %broadcast.splat166
  %35 = fmul <8 x double> %31, %broadcast.splat168
  %36 = fadd <8 x double> %wide.load, %32
  %37 = fadd <8 x double> %wide.load160, %33
  %38 = fadd <8 x double> %wide.load161, %34
  %39 = fadd <8 x double> %wide.load162, %35
  %scevgep1326 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13261327 = bitcast double* %scevgep1326 to <8 x double>*
  %scevgep1328 = getelementptr <8 x double>, <8 x double>* %scevgep13261327, i64 -31
  store <8 x double> %36, <8 x double>* %scevgep1328, align 8, !alias.scope !20, !noalias !17
  %scevgep1335 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13351336 = bitcast double* %scevgep1335 to <8 x double>*
  %scevgep1337 = getelementptr <8 x double>, <8 x double>* %scevgep13351336, i64 -30
  store <8 x double> %37, <8 x double>* %scevgep1337, align 8, !alias.scope !20, !noalias !17
  %scevgep1332 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13321333 = bitcast double* %scevgep1332 to <8 x double>*
  %scevgep1334 = getelementptr <8 x double>, <8 x double>* %scevgep13321333, i64 -29
  store <8 x double> %38, <8 x double>* %scevgep1334, align 8, !alias.scope !20, !noalias !17
  %scevgep1329 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13291330 = bitcast double* %scevgep1329 to <8 x double>*
  %scevgep1331 = getelementptr <8 x double>, <8 x double>* %scevgep13291330, i64 -28
  store <8 x double> %39, <8 x double>* %scevgep1331, align 8, !alias.scope !20, !noalias !17
  %40 = shl i64 %index, 3
  %scevgep1216 = getelementptr i8, i8* %scevgep1146, i64 %40
  %scevgep12161217 = bitcast i8* %scevgep1216 to <8 x double>*
  %scevgep1218 = getelementptr <8 x double>, <8 x double>* %scevgep12161217, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep1218, align 8, !alias.scope !17
  %41 = shl i64 %index, 3
  %scevgep1213 = getelementptr i8, i8* %scevgep1146, i64 %41
  %scevgep12131214 = bitcast i8* %scevgep1213 to <8 x double>*
  %scevgep1215 = getelementptr <8 x double>, <8 x double>* %scevgep12131214, i64 -26
  %wide.load160.1 = load <8 x double>, <8 x double>* %scevgep1215, align 8, !alias.scope !17
  %42 = shl i64 %index, 3
  %scevgep1210 = getelementptr i8, i8* %scevgep1146, i64 %42
  %scevgep12101211 = bitcast i8* %scevgep1210 to <8 x double>*
  %scevgep1212 = getelementptr <8 x double>, <8 x double>* %scevgep12101211, i64 -25
  %wide.load161.1 = load <8 x double>, <8 x double>* %scevgep1212, align 8, !alias.scope !17
  %43 = shl i64 %index, 3
  %scevgep1207 = getelementptr i8, i8* %scevgep1146, i64 %43
  %scevgep12071208 = bitcast i8* %scevgep1207 to <8 x double>*
  %scevgep1209 = getelementptr <8 x double>, <8 x double>* %scevgep12071208, i64 -24
  %wide.load162.1 = load <8 x double>, <8 x double>* %scevgep1209, align 8, !alias.scope !17
  %44 = fneg <8 x double> %wide.load.1
  %45 = fneg <8 x double> %wide.load160.1
  %46 = fneg <8 x double> %wide.load161.1
  %47 = fneg <8 x double> %wide.load162.1
  %48 = fmul <8 x double> %wide.load.1, %44
  %49 = fmul <8 x double> %wide.load160.1, %45
  %50 = fmul <8 x double> %wide.load161.1, %46
  %51 = fmul <8 x double> %wide.load162.1, %47
  %52 = fmul <8 x double> %48, %broadcast.splat
  %53 = fmul <8 x double> %49, %broadcast.splat164
  %54 = fmul <8 x double> %50, %broadcast.splat166
  %55 = fmul <8 x double> %51, %broadcast.splat168
  %56 = fadd <8 x double> %wide.load.1, %52
  %57 = fadd <8 x double> %wide.load160.1, %53
  %58 = fadd <8 x double> %wide.load161.1, %54
  %59 = fadd <8 x double> %wide.load162.1, %55
  %scevgep1312 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13121313 = bitcast double* %scevgep1312 to <8 x double>*
  %scevgep1314 = getelementptr <8 x double>, <8 x double>* %scevgep13121313, i64 -27
  store <8 x double> %56, <8 x double>* %scevgep1314, align 8, !alias.scope !20, !noalias !17
  %scevgep1309 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13091310 = bitcast double* %scevgep1309 to <8 x double>*
  %scevgep1311 = getelementptr <8 x double>, <8 x double>* %scevgep13091310, i64 -26
  store <8 x double> %57, <8 x double>* %scevgep1311, align 8, !alias.scope !20, !noalias !17
  %scevgep1306 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13061307 = bitcast double* %scevgep1306 to <8 x double>*
  %scevgep1308 = getelementptr <8 x double>, <8 x double>* %scevgep13061307, i64 -25
  store <8 x double> %58, <8 x double>* %scevgep1308, align 8, !alias.scope !20, !noalias !17
  %scevgep1303 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13031304 = bitcast double* %scevgep1303 to <8 x double>*
  %scevgep1305 = getelementptr <8 x double>, <8 x double>* %scevgep13031304, i64 -24
  store <8 x double> %59, <8 x double>* %scevgep1305, align 8, !alias.scope !20, !noalias !17
  %60 = shl i64 %index, 3
  %scevgep1204 = getelementptr i8, i8* %scevgep1146, i64 %60
  %scevgep12041205 = bitcast i8* %scevgep1204 to <8 x double>*
  %scevgep1206 = getelementptr <8 x double>, <8 x double>* %scevgep12041205, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep1206, align 8, !alias.scope !17
  %61 = shl i64 %index, 3
  %scevgep1201 = getelementptr i8, i8* %scevgep1146, i64 %61
  %scevgep12011202 = bitcast i8* %scevgep1201 to <8 x double>*
  %scevgep1203 = getelementptr <8 x double>, <8 x double>* %scevgep12011202, i64 -22
  %wide.load160.2 = load <8 x double>, <8 x double>* %scevgep1203, align 8, !alias.scope !17
  %62 = shl i64 %index, 3
  %scevgep1198 = getelementptr i8, i8* %scevgep1146, i64 %62
  %scevgep11981199 = bitcast i8* %scevgep1198 to <8 x double>*
  %scevgep1200 = getelementptr <8 x double>, <8 x double>* %scevgep11981199, i64 -21
  %wide.load161.2 = load <8 x double>, <8 x double>* %scevgep1200, align 8, !alias.scope !17
  %63 = shl i64 %index, 3
  %scevgep1195 = getelementptr i8, i8* %scevgep1146, i64 %63
  %scevgep11951196 = bitcast i8* %scevgep1195 to <8 x double>*
  %scevgep1197 = getelementptr <8 x double>, <8 x double>* %scevgep11951196, i64 -20
  %wide.load162.2 = load <8 x double>, <8 x double>* %scevgep1197, align 8, !alias.scope !17
  %64 = fneg <8 x double> %wide.load.2
  %65 = fneg <8 x double> %wide.load160.2
  %66 = fneg <8 x double> %wide.load161.2
  %67 = fneg <8 x double> %wide.load162.2
  %68 = fmul <8 x double> %wide.load.2, %64
  %69 = fmul <8 x double> %wide.load160.2, %65
  %70 = fmul <8 x double> %wide.load161.2, %66
  %71 = fmul <8 x double> %wide.load162.2, %67
  %72 = fmul <8 x double> %68, %broadcast.splat
  %73 = fmul <8 x double> %69, %broadcast.splat164
  %74 = fmul <8 x double> %70, %broadcast.splat166
  %75 = fmul <8 x double> %71, %broadcast.splat168
  %76 = fadd <8 x double> %wide.load.2, %72
  %77 = fadd <8 x double> %wide.load160.2, %73
  %78 = fadd <8 x double> %wide.load161.2, %74
  %79 = fadd <8 x double> %wide.load162.2, %75
  %scevgep1300 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13001301 = bitcast double* %scevgep1300 to <8 x double>*
  %scevgep1302 = getelementptr <8 x double>, <8 x double>* %scevgep13001301, i64 -23
  store <8 x double> %76, <8 x double>* %scevgep1302, align 8, !alias.scope !20, !noalias !17
  %scevgep1297 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12971298 = bitcast double* %scevgep1297 to <8 x double>*
  %scevgep1299 = getelementptr <8 x double>, <8 x double>* %scevgep12971298, i64 -22
  store <8 x double> %77, <8 x double>* %scevgep1299, align 8, !alias.scope !20, !noalias !17
  %scevgep1294 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12941295 = bitcast double* %scevgep1294 to <8 x double>*
  %scevgep1296 = getelementptr <8 x double>, <8 x double>* %scevgep12941295, i64 -21
  store <8 x double> %78, <8 x double>* %scevgep1296, align 8, !alias.scope !20, !noalias !17
  %scevgep1291 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12911292 = bitcast double* %scevgep1291 to <8 x double>*
  %scevgep1293 = getelementptr <8 x double>, <8 x double>* %scevgep12911292, i64 -20
  store <8 x double> %79, <8 x double>* %scevgep1293, align 8, !alias.scope !20, !noalias !17
  %80 = shl i64 %index, 3
  %scevgep1192 = getelementptr i8, i8* %scevgep1146, i64 %80
  %scevgep11921193 = bitcast i8* %scevgep1192 to <8 x double>*
  %scevgep1194 = getelementptr <8 x double>, <8 x double>* %scevgep11921193, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep1194, align 8, !alias.scope !17
  %81 = shl i64 %index, 3
  %scevgep1189 = getelementptr i8, i8* %scevgep1146, i64 %81
  %scevgep11891190 = bitcast i8* %scevgep1189 to <8 x double>*
  %scevgep1191 = getelementptr <8 x double>, <8 x double>* %scevgep11891190, i64 -18
  %wide.load160.3 = load <8 x double>, <8 x double>* %scevgep1191, align 8, !alias.scope !17
  %82 = shl i64 %index, 3
  %scevgep1186 = getelementptr i8, i8* %scevgep1146, i64 %82
  %scevgep11861187 = bitcast i8* %scevgep1186 to <8 x double>*
  %scevgep1188 = getelementptr <8 x double>, <8 x double>* %scevgep11861187, i64 -17
  %wide.load161.3 = load <8 x double>, <8 x double>* %scevgep1188, align 8, !alias.scope !17
  %83 = shl i64 %index, 3
  %scevgep1183 = getelementptr i8, i8* %scevgep1146, i64 %83
  %scevgep11831184 = bitcast i8* %scevgep1183 to <8 x double>*
  %scevgep1185 = getelementptr <8 x double>, <8 x double>* %scevgep11831184, i64 -16
  %wide.load162.3 = load <8 x double>, <8 x double>* %scevgep1185, align 8, !alias.scope !17
  %84 = fneg <8 x double> %wide.load.3
  %85 = fneg <8 x double> %wide.load160.3
  %86 = fneg <8 x double> %wide.load161.3
  %87 = fneg <8 x double> %wide.load162.3
  %88 = fmul <8 x double> %wide.load.3, %84
  %89 = fmul <8 x double> %wide.load160.3, %85
  %90 = fmul <8 x double> %wide.load161.3, %86
  %91 = fmul <8 x double> %wide.load162.3, %87
  %92 = fmul <8 x double> %88, %broadcast.splat
  %93 = fmul <8 x double> %89, %broadcast.splat164
  %94 = fmul <8 x double> %90, %broadcast.splat166
  %95 = fmul <8 x double> %91, %broadcast.splat168
  %96 = fadd <8 x double> %wide.load.3, %92
  %97 = fadd <8 x double> %wide.load160.3, %93
  %98 = fadd <8 x double> %wide.load161.3, %94
  %99 = fadd <8 x double> %wide.load162.3, %95
  %scevgep1288 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12881289 = bitcast double* %scevgep1288 to <8 x double>*
  %scevgep1290 = getelementptr <8 x double>, <8 x double>* %scevgep12881289, i64 -19
  store <8 x double> %96, <8 x double>* %scevgep1290, align 8, !alias.scope !20, !noalias !17
  %scevgep1285 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12851286 = bitcast double* %scevgep1285 to <8 x double>*
  %scevgep1287 = getelementptr <8 x double>, <8 x double>* %scevgep12851286, i64 -18
  store <8 x double> %97, <8 x double>* %scevgep1287, align 8, !alias.scope !20, !noalias !17
  %scevgep1282 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12821283 = bitcast double* %scevgep1282 to <8 x double>*
  %scevgep1284 = getelementptr <8 x double>, <8 x double>* %scevgep12821283, i64 -17
  store <8 x double> %98, <8 x double>* %scevgep1284, align 8, !alias.scope !20, !noalias !17
  %scevgep1279 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12791280 = bitcast double* %scevgep1279 to <8 x double>*
  %scevgep1281 = getelementptr <8 x double>, <8 x double>* %scevgep12791280, i64 -16
  store <8 x double> %99, <8 x double>* %scevgep1281, align 8, !alias.scope !20, !noalias !17
  %100 = shl i64 %index, 3
  %scevgep1180 = getelementptr i8, i8* %scevgep1146, i64 %100
  %scevgep11801181 = bitcast i8* %scevgep1180 to <8 x double>*
  %scevgep1182 = getelementptr <8 x double>, <8 x double>* %scevgep11801181, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep1182, align 8, !alias.scope !17
  %101 = shl i64 %index, 3
  %scevgep1177 = getelementptr i8, i8* %scevgep1146, i64 %101
  %scevgep11771178 = bitcast i8* %scevgep1177 to <8 x double>*
  %scevgep1179 = getelementptr <8 x double>, <8 x double>* %scevgep11771178, i64 -14
  %wide.load160.4 = load <8 x double>, <8 x double>* %scevgep1179, align 8, !alias.scope !17
  %102 = shl i64 %index, 3
  %scevgep1174 = getelementptr i8, i8* %scevgep1146, i64 %102
  %scevgep11741175 = bitcast i8* %scevgep1174 to <8 x double>*
  %scevgep1176 = getelementptr <8 x double>, <8 x double>* %scevgep11741175, i64 -13
  %wide.load161.4 = load <8 x double>, <8 x double>* %scevgep1176, align 8, !alias.scope !17
  %103 = shl i64 %index, 3
  %scevgep1171 = getelementptr i8, i8* %scevgep1146, i64 %103
  %scevgep11711172 = bitcast i8* %scevgep1171 to <8 x double>*
  %scevgep1173 = getelementptr <8 x double>, <8 x double>* %scevgep11711172, i64 -12
  %wide.load162.4 = load <8 x double>, <8 x double>* %scevgep1173, align 8, !alias.scope !17
  %104 = fneg <8 x double> %wide.load.4
  %105 = fneg <8 x double> %wide.load160.4
  %106 = fneg <8 x double> %wide.load161.4
  %107 = fneg <8 x double> %wide.load162.4
  %108 = fmul <8 x double> %wide.load.4, %104
  %109 = fmul <8 x double> %wide.load160.4, %105
  %110 = fmul <8 x double> %wide.load161.4, %106
  %111 = fmul <8 x double> %wide.load162.4, %107
  %112 = fmul <8 x double> %108, %broadcast.splat
  %113 = fmul <8 x double> %109, %broadcast.splat164
  %114 = fmul <8 x double> %110, %broadcast.splat166
  %115 = fmul <8 x double> %111, %broadcast.splat168
  %116 = fadd <8 x double> %wide.load.4, %112
  %117 = fadd <8 x double> %wide.load160.4, %113
  %118 = fadd <8 x double> %wide.load161.4, %114
  %119 = fadd <8 x double> %wide.load162.4, %115
  %scevgep1276 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12761277 = bitcast double* %scevgep1276 to <8 x double>*
  %scevgep1278 = getelementptr <8 x double>, <8 x double>* %scevgep12761277, i64 -15
  store <8 x double> %116, <8 x double>* %scevgep1278, align 8, !alias.scope !20, !noalias !17
  %scevgep1273 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12731274 = bitcast double* %scevgep1273 to <8 x double>*
  %scevgep1275 = getelementptr <8 x double>, <8 x double>* %scevgep12731274, i64 -14
  store <8 x double> %117, <8 x double>* %scevgep1275, align 8, !alias.scope !20, !noalias !17
  %scevgep1270 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12701271 = bitcast double* %scevgep1270 to <8 x double>*
  %scevgep1272 = getelementptr <8 x double>, <8 x double>* %scevgep12701271, i64 -13
  store <8 x double> %118, <8 x double>* %scevgep1272, align 8, !alias.scope !20, !noalias !17
  %scevgep1267 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12671268 = bitcast double* %scevgep1267 to <8 x double>*
  %scevgep1269 = getelementptr <8 x double>, <8 x double>* %scevgep12671268, i64 -12
  store <8 x double> %119, <8 x double>* %scevgep1269, align 8, !alias.scope !20, !noalias !17
  %120 = shl i64 %index, 3
  %scevgep1168 = getelementptr i8, i8* %scevgep1146, i64 %120
  %scevgep11681169 = bitcast i8* %scevgep1168 to <8 x double>*
  %scevgep1170 = getelementptr <8 x double>, <8 x double>* %scevgep11681169, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep1170, align 8, !alias.scope !17
  %121 = shl i64 %index, 3
  %scevgep1165 = getelementptr i8, i8* %scevgep1146, i64 %121
  %scevgep11651166 = bitcast i8* %scevgep1165 to <8 x double>*
  %scevgep1167 = getelementptr <8 x double>, <8 x double>* %scevgep11651166, i64 -10
  %wide.load160.5 = load <8 x double>, <8 x double>* %scevgep1167, align 8, !alias.scope !17
  %122 = shl i64 %index, 3
  %scevgep1162 = getelementptr i8, i8* %scevgep1146, i64 %122
  %scevgep11621163 = bitcast i8* %scevgep1162 to <8 x double>*
  %scevgep1164 = getelementptr <8 x double>, <8 x double>* %scevgep11621163, i64 -9
  %wide.load161.5 = load <8 x double>, <8 x double>* %scevgep1164, align 8, !alias.scope !17
  %123 = shl i64 %index, 3
  %scevgep1159 = getelementptr i8, i8* %scevgep1146, i64 %123
  %scevgep11591160 = bitcast i8* %scevgep1159 to <8 x double>*
  %scevgep1161 = getelementptr <8 x double>, <8 x double>* %scevgep11591160, i64 -8
  %wide.load162.5 = load <8 x double>, <8 x double>* %scevgep1161, align 8, !alias.scope !17
  %124 = fneg <8 x double> %wide.load.5
  %125 = fneg <8 x double> %wide.load160.5
  %126 = fneg <8 x double> %wide.load161.5
  %127 = fneg <8 x double> %wide.load162.5
  %128 = fmul <8 x double> %wide.load.5, %124
  %129 = fmul <8 x double> %wide.load160.5, %125
  %130 = fmul <8 x double> %wide.load161.5, %126
  %131 = fmul <8 x double> %wide.load162.5, %127
  %132 = fmul <8 x double> %128, %broadcast.splat
  %133 = fmul <8 x double> %129, %broadcast.splat164
  %134 = fmul <8 x double> %130, %broadcast.splat166
  %135 = fmul <8 x double> %131, %broadcast.splat168
  %136 = fadd <8 x double> %wide.load.5, %132
  %137 = fadd <8 x double> %wide.load160.5, %133
  %138 = fadd <8 x double> %wide.load161.5, %134
  %139 = fadd <8 x double> %wide.load162.5, %135
  %scevgep1264 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12641265 = bitcast double* %scevgep1264 to <8 x double>*
  %scevgep1266 = getelementptr <8 x double>, <8 x double>* %scevgep12641265, i64 -11
  store <8 x double> %136, <8 x double>* %scevgep1266, align 8, !alias.scope !20, !noalias !17
  %scevgep1261 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12611262 = bitcast double* %scevgep1261 to <8 x double>*
  %scevgep1263 = getelementptr <8 x double>, <8 x double>* %scevgep12611262, i64 -10
  store <8 x double> %137, <8 x double>* %scevgep1263, align 8, !alias.scope !20, !noalias !17
  %scevgep1258 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12581259 = bitcast double* %scevgep1258 to <8 x double>*
  %scevgep1260 = getelementptr <8 x double>, <8 x double>* %scevgep12581259, i64 -9
  store <8 x double> %138, <8 x double>* %scevgep1260, align 8, !alias.scope !20, !noalias !17
  %scevgep1255 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12551256 = bitcast double* %scevgep1255 to <8 x double>*
  %scevgep1257 = getelementptr <8 x double>, <8 x double>* %scevgep12551256, i64 -8
  store <8 x double> %139, <8 x double>* %scevgep1257, align 8, !alias.scope !20, !noalias !17
  %140 = shl i64 %index, 3
  %scevgep1156 = getelementptr i8, i8* %scevgep1146, i64 %140
  %scevgep11561157 = bitcast i8* %scevgep1156 to <8 x double>*
  %scevgep1158 = getelementptr <8 x double>, <8 x double>* %scevgep11561157, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep1158, align 8, !alias.scope !17
  %141 = shl i64 %index, 3
  %scevgep1153 = getelementptr i8, i8* %scevgep1146, i64 %141
  %scevgep11531154 = bitcast i8* %scevgep1153 to <8 x double>*
  %scevgep1155 = getelementptr <8 x double>, <8 x double>* %scevgep11531154, i64 -6
  %wide.load160.6 = load <8 x double>, <8 x double>* %scevgep1155, align 8, !alias.scope !17
  %142 = shl i64 %index, 3
  %scevgep1150 = getelementptr i8, i8* %scevgep1146, i64 %142
  %scevgep11501151 = bitcast i8* %scevgep1150 to <8 x double>*
  %scevgep1152 = getelementptr <8 x double>, <8 x double>* %scevgep11501151, i64 -5
  %wide.load161.6 = load <8 x double>, <8 x double>* %scevgep1152, align 8, !alias.scope !17
  %143 = shl i64 %index, 3
  %scevgep1147 = getelementptr i8, i8* %scevgep1146, i64 %143
  %scevgep11471148 = bitcast i8* %scevgep1147 to <8 x double>*
  %scevgep1149 = getelementptr <8 x double>, <8 x double>* %scevgep11471148, i64 -4
  %wide.load162.6 = load <8 x double>, <8 x double>* %scevgep1149, align 8, !alias.scope !17
  %144 = fneg <8 x double> %wide.load.6
  %145 = fneg <8 x double> %wide.load160.6
  %146 = fneg <8 x double> %wide.load161.6
  %147 = fneg <8 x double> %wide.load162.6
  %148 = fmul <8 x double> %wide.load.6, %144
  %149 = fmul <8 x double> %wide.load160.6, %145
  %150 = fmul <8 x double> %wide.load161.6, %146
  %151 = fmul <8 x double> %wide.load162.6, %147
  %152 = fmul <8 x double> %148, %broadcast.splat
  %153 = fmul <8 x double> %149, %broadcast.splat164
  %154 = fmul <8 x double> %150, %broadcast.splat166
  %155 = fmul <8 x double> %151, %broadcast.splat168
  %156 = fadd <8 x double> %wide.load.6, %152
  %157 = fadd <8 x double> %wide.load160.6, %153
  %158 = fadd <8 x double> %wide.load161.6, %154
  %159 = fadd <8 x double> %wide.load162.6, %155
  %scevgep1252 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12521253 = bitcast double* %scevgep1252 to <8 x double>*
  %scevgep1254 = getelementptr <8 x double>, <8 x double>* %scevgep12521253, i64 -7
  store <8 x double> %156, <8 x double>* %scevgep1254, align 8, !alias.scope !20, !noalias !17
  %scevgep1249 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12491250 = bitcast double* %scevgep1249 to <8 x double>*
  %scevgep1251 = getelementptr <8 x double>, <8 x double>* %scevgep12491250, i64 -6
  store <8 x double> %157, <8 x double>* %scevgep1251, align 8, !alias.scope !20, !noalias !17
  %scevgep1246 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12461247 = bitcast double* %scevgep1246 to <8 x double>*
  %scevgep1248 = getelementptr <8 x double>, <8 x double>* %scevgep12461247, i64 -5
  store <8 x double> %158, <8 x double>* %scevgep1248, align 8, !alias.scope !20, !noalias !17
  %scevgep1243 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep12431244 = bitcast double* %scevgep1243 to <8 x double>*
  %scevgep1245 = getelementptr <8 x double>, <8 x double>* %scevgep12431244, i64 -4
  store <8 x double> %159, <8 x double>* %scevgep1245, align 8, !alias.scope !20, !noalias !17
  %160 = shl i64 %index, 3
  %scevgep1227 = getelementptr i8, i8* %scevgep1146, i64 %160
  %scevgep12271228 = bitcast i8* %scevgep1227 to <8 x double>*
  %scevgep1229 = getelementptr <8 x double>, <8 x double>* %scevgep12271228, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep1229, align 8, !alias.scope !17
  %161 = shl i64 %index, 3
  %scevgep1224 = getelementptr i8, i8* %scevgep1146, i64 %161
  %scevgep12241225 = bitcast i8* %scevgep1224 to <8 x double>*
  %scevgep1226 = getelementptr <8 x double>, <8 x double>* %scevgep12241225, i64 -2
  %wide.load160.7 = load <8 x double>, <8 x double>* %scevgep1226, align 8, !alias.scope !17
  %162 = shl i64 %index, 3
  %scevgep1221 = getelementptr i8, i8* %scevgep1146, i64 %162
  %scevgep12211222 = bitcast i8* %scevgep1221 to <8 x double>*
  %scevgep1223 = getelementptr <8 x double>, <8 x double>* %scevgep12211222, i64 -1
  %wide.load161.7 = load <8 x double>, <8 x double>* %scevgep1223, align 8, !alias.scope !17
  %163 = shl i64 %index, 3
  %scevgep1219 = getelementptr i8, i8* %scevgep1146, i64 %163
  %scevgep12191220 = bitcast i8* %scevgep1219 to <8 x double>*
  %wide.load162.7 = load <8 x double>, <8 x double>* %scevgep12191220, align 8, !alias.scope !17
  %164 = fneg <8 x double> %wide.load.7
  %165 = fneg <8 x double> %wide.load160.7
  %166 = fneg <8 x double> %wide.load161.7
  %167 = fneg <8 x double> %wide.load162.7
  %168 = fmul <8 x double> %wide.load.7, %164
  %169 = fmul <8 x double> %wide.load160.7, %165
  %170 = fmul <8 x double> %wide.load161.7, %166
  %171 = fmul <8 x double> %wide.load162.7, %167
  %172 = fmul <8 x double> %168, %broadcast.splat
  %173 = fmul <8 x double> %169, %broadcast.splat164
  %174 = fmul <8 x double> %170, %broadcast.splat166
  %175 = fmul <8 x double> %171, %broadcast.splat168
  %176 = fadd <8 x double> %wide.load.7, %172
  %177 = fadd <8 x double> %wide.load160.7, %173
  %178 = fadd <8 x double> %wide.load161.7, %174
  %179 = fadd <8 x double> %wide.load162.7, %175
  %scevgep1323 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13231324 = bitcast double* %scevgep1323 to <8 x double>*
  %scevgep1325 = getelementptr <8 x double>, <8 x double>* %scevgep13231324, i64 -3
  store <8 x double> %176, <8 x double>* %scevgep1325, align 8, !alias.scope !20, !noalias !17
  %scevgep1320 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13201321 = bitcast double* %scevgep1320 to <8 x double>*
  %scevgep1322 = getelementptr <8 x double>, <8 x double>* %scevgep13201321, i64 -2
  store <8 x double> %177, <8 x double>* %scevgep1322, align 8, !alias.scope !20, !noalias !17
  %scevgep1317 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13171318 = bitcast double* %scevgep1317 to <8 x double>*
  %scevgep1319 = getelementptr <8 x double>, <8 x double>* %scevgep13171318, i64 -1
  store <8 x double> %178, <8 x double>* %scevgep1319, align 8, !alias.scope !20, !noalias !17
  %scevgep1315 = getelementptr double, double* %scevgep1242, i64 %index
  %scevgep13151316 = bitcast double* %scevgep1315 to <8 x double>*
  store <8 x double> %179, <8 x double>* %scevgep13151316, align 8, !alias.scope !20, !noalias !17
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next1339 = add i64 %lsr.iv1338, -8
  %niter362.ncmp.7 = icmp eq i64 %lsr.iv.next1339, 0
  br i1 %niter362.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !22

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod360.not = icmp eq i64 %xtraiter358, 0
  br i1 %lcmp.mod360.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %180 = add nuw nsw i64 %index.unr, 24
  %scevgep1119 = getelementptr double, double* %.6.i486.us, i64 %180
  %181 = shl i64 %index.unr, 3
  %182 = add i64 %181, 192
  %scevgep1134 = getelementptr i8, i8* %.6.i, i64 %182
  %183 = shl nuw nsw i64 %xtraiter358, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1120 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1121, %vector.body.epil ]
  %184 = bitcast double* %scevgep1119 to i8*
  %scevgep1143 = getelementptr i8, i8* %scevgep1134, i64 %lsr.iv1120
  %scevgep11431144 = bitcast i8* %scevgep1143 to <8 x double>*
  %scevgep1145 = getelementptr <8 x double>, <8 x double>* %scevgep11431144, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep1145, align 8, !alias.scope !17
  %scevgep1140 = getelementptr i8, i8* %scevgep1134, i64 %lsr.iv1120
  %scevgep11401141 = bitcast i8* %scevgep1140 to <8 x double>*
  %scevgep1142 = getelementptr <8 x double>, <8 x double>* %scevgep11401141, i64 -2
  %wide.load160.epil = load <8 x double>, <8 x double>* %scevgep1142, align 8, !alias.scope !17
  %scevgep1137 = getelementptr i8, i8* %scevgep1134, i64 %lsr.iv1120
  %scevgep11371138 = bitcast i8* %scevgep1137 to <8 x double>*
  %scevgep1139 = getelementptr <8 x double>, <8 x double>* %scevgep11371138, i64 -1
  %wide.load161.epil = load <8 x double>, <8 x double>* %scevgep1139, align 8, !alias.scope !17
  %scevgep1135 = getelementptr i8, i8* %scevgep1134, i64 %lsr.iv1120
  %scevgep11351136 = bitcast i8* %scevgep1135 to <8 x double>*
  %wide.load162.epil = load <8 x double>, <8 x double>* %scevgep11351136, align 8, !alias.scope !17
  %185 = fneg <8 x double> %wide.load.epil
  %186 = fneg <8 x double> %wide.load160.epil
  %187 = fneg <8 x double> %wide.load161.epil
  %188 = fneg <8 x double> %wide.load162.epil
  %189 = fmul <8 x double> %wide.load.epil, %185
  %190 = fmul <8 x double> %wide.load160.epil, %186
  %191 = fmul <8 x double> %wide.load161.epil, %187
  %192 = fmul <8 x double> %wide.load162.epil, %188
  %193 = fmul <8 x double> %189, %broadcast.splat
  %194 = fmul <8 x double> %190, %broadcast.splat164
  %195 = fmul <8 x double> %191, %broadcast.splat166
  %196 = fmul <8 x double> %192, %broadcast.splat168
  %197 = fadd <8 x double> %wide.load.epil, %193
  %198 = fadd <8 x double> %wide.load160.epil, %194
  %199 = fadd <8 x double> %wide.load161.epil, %195
  %200 = fadd <8 x double> %wide.load162.epil, %196
  %uglygep1131 = getelementptr i8, i8* %184, i64 %lsr.iv1120
  %uglygep11311132 = bitcast i8* %uglygep1131 to <8 x double>*
  %scevgep1133 = getelementptr <8 x double>, <8 x double>* %uglygep11311132, i64 -3
  store <8 x double> %197, <8 x double>* %scevgep1133, align 8, !alias.scope !20, !noalias !17
  %uglygep1128 = getelementptr i8, i8* %184, i64 %lsr.iv1120
  %uglygep11281129 = bitcast i8* %uglygep1128 to <8 x double>*
  %scevgep1130 = getelementptr <8 x double>, <8 x double>* %uglygep11281129, i64 -2
  store <8 x double> %198, <8 x double>* %scevgep1130, align 8, !alias.scope !20, !noalias !17
  %uglygep1125 = getelementptr i8, i8* %184, i64 %lsr.iv1120
  %uglygep11251126 = bitcast i8* %uglygep1125 to <8 x double>*
  %scevgep1127 = getelementptr <8 x double>, <8 x double>* %uglygep11251126, i64 -1
  store <8 x double> %199, <8 x double>* %scevgep1127, align 8, !alias.scope !20, !noalias !17
  %uglygep1123 = getelementptr i8, i8* %184, i64 %lsr.iv1120
  %uglygep11231124 = bitcast i8* %uglygep1123 to <8 x double>*
  store <8 x double> %200, <8 x double>* %uglygep11231124, align 8, !alias.scope !20, !noalias !17
  %lsr.iv.next1121 = add nuw nsw i64 %lsr.iv1120, 256
  %epil.iter359.cmp.not = icmp eq i64 %183, %lsr.iv.next1121
  br i1 %epil.iter359.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !24

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.y0.5.0
  br i1 %cmp.n, label %for.end.loopexit.us, label %for.body.us.us.preheader307

for.body.us.us.preheader307:                      ; preds = %vector.memcheck, %for.body.us.us.preheader, %middle.block
  %loop.index85.us.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.us.preheader ], [ %n.vec, %middle.block ]
  %201 = xor i64 %loop.index85.us.us.ph, -1
  %202 = add i64 %201, %arg.y0.5.0
  %xtraiter335 = and i64 %arg.y0.5.0, 7
  %lcmp.mod336.not = icmp eq i64 %xtraiter335, 0
  br i1 %lcmp.mod336.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader307
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv1117 = phi i64 [ %xtraiter335, %for.body.us.us.prol.preheader ], [ %lsr.iv.next1118, %for.body.us.us.prol ]
  %loop.index85.us.us.prol = phi i64 [ %.533.us.us.prol, %for.body.us.us.prol ], [ %loop.index85.us.us.ph, %for.body.us.us.prol.preheader ]
  %203 = shl i64 %loop.index85.us.us.prol, 3
  %scevgep1115 = getelementptr i8, i8* %.6.i, i64 %203
  %scevgep11151116 = bitcast i8* %scevgep1115 to double*
  %.486108115.us.us.prol = load double, double* %scevgep11151116, align 8
  %.8.i.us.us.prol = fneg double %.486108115.us.us.prol
  %.9.i.us.us.prol = fmul double %.486108115.us.us.prol, %.8.i.us.us.prol
  %.10.i.us.us.prol = fmul double %.9.i.us.us.prol, %arg.h
  %.11.i.us.us.prol = fadd double %.486108115.us.us.prol, %.10.i.us.us.prol
  %scevgep1114 = getelementptr double, double* %.6.i486.us, i64 %loop.index85.us.us.prol
  store double %.11.i.us.us.prol, double* %scevgep1114, align 8
  %.533.us.us.prol = add nuw i64 %loop.index85.us.us.prol, 1
  %lsr.iv.next1118 = add nsw i64 %lsr.iv1117, -1
  %prol.iter337.cmp.not = icmp eq i64 %lsr.iv.next1118, 0
  br i1 %prol.iter337.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !25

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader307
  %loop.index85.us.us.unr = phi i64 [ %loop.index85.us.us.ph, %for.body.us.us.preheader307 ], [ %.533.us.us.prol, %for.body.us.us.prol ]
  %204 = icmp ult i64 %202, 7
  br i1 %204, label %for.end.loopexit.us, label %for.body.us.us.preheader367

for.body.us.us.preheader367:                      ; preds = %for.body.us.us.prol.loopexit
  br label %for.body.us.us

for.body.us131:                                   ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us
  %205 = bitcast i8* %.6.i to double*
  %.486108115.us133 = load double, double* %205, align 8
  %.8.i.us136 = fneg double %.486108115.us133
  %.9.i.us137 = fmul double %.486108115.us133, %.8.i.us136
  %.10.i.us138 = fmul double %.9.i.us137, %arg.h
  %.11.i.us139 = fadd double %.486108115.us133, %.10.i.us138
  store double %.11.i.us139, double* %.6.i486.us, align 8
  br label %for.end.loopexit.us

for.end.loopexit.us:                              ; preds = %for.body.us.us, %for.body.us.us.prol.loopexit, %for.body.us131, %middle.block
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i5.us.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !26
  %.8.i.i6.us.1 = icmp eq i8* %.7.i.i5.us.1, null
  br i1 %.8.i.i6.us.1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1: ; preds = %for.end.loopexit.us
  %206 = icmp ugt i64 %arg.y0.5.0, 1
  %.5.i3.us.1 = getelementptr i8, i8* %.7.i.i5.us.1, i64 24
  %207 = bitcast i8* %.5.i3.us.1 to double**
  %.6.i486.us.1 = load double*, double** %207, align 8
  br i1 %206, label %for.body.us.us.1.preheader, label %for.body.us131.1.preheader

for.body.us131.1.preheader:                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1
  %208 = add i64 %arg.y0.5.0, -1
  %xtraiter330 = and i64 %arg.y0.5.0, 7
  %209 = icmp ult i64 %208, 7
  br i1 %209, label %for.end.loopexit.us.1.loopexit306.unr-lcssa, label %for.body.us131.1.preheader.new

for.body.us131.1.preheader.new:                   ; preds = %for.body.us131.1.preheader
  %unroll_iter333 = and i64 %arg.y0.5.0, -8
  br label %for.body.us131.1

for.body.us.us.1.preheader:                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1
  %min.iters.check216 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %min.iters.check216, label %for.body.us.us.1.preheader305, label %vector.memcheck205

vector.memcheck205:                               ; preds = %for.body.us.us.1.preheader
  %scevgep206 = getelementptr double, double* %.6.i486.us.1, i64 %arg.y0.5.0
  %scevgep208 = getelementptr double, double* %.6.i486.us, i64 %arg.y0.5.0
  %bound0210 = icmp ult double* %.6.i486.us.1, %scevgep208
  %bound1211 = icmp ult double* %.6.i486.us, %scevgep206
  %found.conflict212 = and i1 %bound0210, %bound1211
  br i1 %found.conflict212, label %for.body.us.us.1.preheader305, label %vector.ph217

vector.ph217:                                     ; preds = %vector.memcheck205
  %n.vec219 = and i64 %arg.y0.5.0, -32
  %broadcast.splatinsert227 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat228 = shufflevector <8 x double> %broadcast.splatinsert227, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat230 = shufflevector <8 x double> %broadcast.splatinsert229, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat232 = shufflevector <8 x double> %broadcast.splatinsert231, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert233 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat234 = shufflevector <8 x double> %broadcast.splatinsert233, <8 x double> poison, <8 x i32> zeroinitializer
  %210 = add i64 %n.vec219, -32
  %211 = lshr exact i64 %210, 5
  %212 = add nuw nsw i64 %211, 1
  %xtraiter325 = and i64 %212, 7
  %213 = icmp ult i64 %210, 224
  br i1 %213, label %middle.block213.unr-lcssa, label %vector.ph217.new

vector.ph217.new:                                 ; preds = %vector.ph217
  %const1340 = bitcast i64 1152921504606846968 to i64
  %unroll_iter328 = and i64 %212, %const1340
  %scevgep862 = getelementptr double, double* %.6.i486.us, i64 248
  %scevgep958 = getelementptr double, double* %.6.i486.us.1, i64 248
  br label %vector.body215

vector.body215:                                   ; preds = %vector.body215, %vector.ph217.new
  %lsr.iv1054 = phi i64 [ %lsr.iv.next1055, %vector.body215 ], [ %unroll_iter328, %vector.ph217.new ]
  %index222 = phi i64 [ 0, %vector.ph217.new ], [ %index.next235.7, %vector.body215 ]
  %scevgep946 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep946947 = bitcast double* %scevgep946 to <8 x double>*
  %scevgep948 = getelementptr <8 x double>, <8 x double>* %scevgep946947, i64 -31
  %wide.load223 = load <8 x double>, <8 x double>* %scevgep948, align 8, !alias.scope !33
  %scevgep955 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep955956 = bitcast double* %scevgep955 to <8 x double>*
  %scevgep957 = getelementptr <8 x double>, <8 x double>* %scevgep955956, i64 -30
  %wide.load224 = load <8 x double>, <8 x double>* %scevgep957, align 8, !alias.scope !33
  %scevgep952 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep952953 = bitcast double* %scevgep952 to <8 x double>*
  %scevgep954 = getelementptr <8 x double>, <8 x double>* %scevgep952953, i64 -29
  %wide.load225 = load <8 x double>, <8 x double>* %scevgep954, align 8, !alias.scope !33
  %scevgep949 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep949950 = bitcast double* %scevgep949 to <8 x double>*
  %scevgep951 = getelementptr <8 x double>, <8 x double>* %scevgep949950, i64 -28
  %wide.load226 = load <8 x double>, <8 x double>* %scevgep951, align 8, !alias.scope !33
  %214 = fneg <8 x double> %wide.load223
  %215 = fneg <8 x double> %wide.load224
  %216 = fneg <8 x double> %wide.load225
  %217 = fneg <8 x double> %wide.load226
  %218 = fmul <8 x double> %wide.load223, %214
  %219 = fmul <8 x double> %wide.load224, %215
  %220 = fmul <8 x double> %wide.load225, %216
  %221 = fmul <8 x double> %wide.load226, %217
  %222 = fmul <8 x double> %218, %broadcast.splat228
  %223 = fmul <8 x double> %219, %broadcast.splat230
  %224 = fmul <8 x double> %220, %broadcast.splat232
  %225 = fmul <8 x double> %221, %broadcast.splat234
  %226 = fadd <8 x double> %wide.load223, %222
  %227 = fadd <8 x double> %wide.load224, %223
  %228 = fadd <8 x double> %wide.load225, %224
  %229 = fadd <8 x double> %wide.load226, %225
  %scevgep1042 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10421043 = bitcast double* %scevgep1042 to <8 x double>*
  %scevgep1044 = getelementptr <8 x double>, <8 x double>* %scevgep10421043, i64 -31
  store <8 x double> %226, <8 x double>* %scevgep1044, align 8, !alias.scope !36, !noalias !33
  %scevgep1051 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10511052 = bitcast double* %scevgep1051 to <8 x double>*
  %scevgep1053 = getelementptr <8 x double>, <8 x double>* %scevgep10511052, i64 -30
  store <8 x double> %227, <8 x double>* %scevgep1053, align 8, !alias.scope !36, !noalias !33
  %scevgep1048 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10481049 = bitcast double* %scevgep1048 to <8 x double>*
  %scevgep1050 = getelementptr <8 x double>, <8 x double>* %scevgep10481049, i64 -29
  store <8 x double> %228, <8 x double>* %scevgep1050, align 8, !alias.scope !36, !noalias !33
  %scevgep1045 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10451046 = bitcast double* %scevgep1045 to <8 x double>*
  %scevgep1047 = getelementptr <8 x double>, <8 x double>* %scevgep10451046, i64 -28
  store <8 x double> %229, <8 x double>* %scevgep1047, align 8, !alias.scope !36, !noalias !33
  %scevgep932 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep932933 = bitcast double* %scevgep932 to <8 x double>*
  %scevgep934 = getelementptr <8 x double>, <8 x double>* %scevgep932933, i64 -27
  %wide.load223.1 = load <8 x double>, <8 x double>* %scevgep934, align 8, !alias.scope !33
  %scevgep929 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep929930 = bitcast double* %scevgep929 to <8 x double>*
  %scevgep931 = getelementptr <8 x double>, <8 x double>* %scevgep929930, i64 -26
  %wide.load224.1 = load <8 x double>, <8 x double>* %scevgep931, align 8, !alias.scope !33
  %scevgep926 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep926927 = bitcast double* %scevgep926 to <8 x double>*
  %scevgep928 = getelementptr <8 x double>, <8 x double>* %scevgep926927, i64 -25
  %wide.load225.1 = load <8 x double>, <8 x double>* %scevgep928, align 8, !alias.scope !33
  %scevgep923 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep923924 = bitcast double* %scevgep923 to <8 x double>*
  %scevgep925 = getelementptr <8 x double>, <8 x double>* %scevgep923924, i64 -24
  %wide.load226.1 = load <8 x double>, <8 x double>* %scevgep925, align 8, !alias.scope !33
  %230 = fneg <8 x double> %wide.load223.1
  %231 = fneg <8 x double> %wide.load224.1
  %232 = fneg <8 x double> %wide.load225.1
  %233 = fneg <8 x double> %wide.load226.1
  %234 = fmul <8 x double> %wide.load223.1, %230
  %235 = fmul <8 x double> %wide.load224.1, %231
  %236 = fmul <8 x double> %wide.load225.1, %232
  %237 = fmul <8 x double> %wide.load226.1, %233
  %238 = fmul <8 x double> %234, %broadcast.splat228
  %239 = fmul <8 x double> %235, %broadcast.splat230
  %240 = fmul <8 x double> %236, %broadcast.splat232
  %241 = fmul <8 x double> %237, %broadcast.splat234
  %242 = fadd <8 x double> %wide.load223.1, %238
  %243 = fadd <8 x double> %wide.load224.1, %239
  %244 = fadd <8 x double> %wide.load225.1, %240
  %245 = fadd <8 x double> %wide.load226.1, %241
  %scevgep1028 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10281029 = bitcast double* %scevgep1028 to <8 x double>*
  %scevgep1030 = getelementptr <8 x double>, <8 x double>* %scevgep10281029, i64 -27
  store <8 x double> %242, <8 x double>* %scevgep1030, align 8, !alias.scope !36, !noalias !33
  %scevgep1025 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10251026 = bitcast double* %scevgep1025 to <8 x double>*
  %scevgep1027 = getelementptr <8 x double>, <8 x double>* %scevgep10251026, i64 -26
  store <8 x double> %243, <8 x double>* %scevgep1027, align 8, !alias.scope !36, !noalias !33
  %scevgep1022 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10221023 = bitcast double* %scevgep1022 to <8 x double>*
  %scevgep1024 = getelementptr <8 x double>, <8 x double>* %scevgep10221023, i64 -25
  store <8 x double> %244, <8 x double>* %scevgep1024, align 8, !alias.scope !36, !noalias !33
  %scevgep1019 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10191020 = bitcast double* %scevgep1019 to <8 x double>*
  %scevgep1021 = getelementptr <8 x double>, <8 x double>* %scevgep10191020, i64 -24
  store <8 x double> %245, <8 x double>* %scevgep1021, align 8, !alias.scope !36, !noalias !33
  %scevgep920 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep920921 = bitcast double* %scevgep920 to <8 x double>*
  %scevgep922 = getelementptr <8 x double>, <8 x double>* %scevgep920921, i64 -23
  %wide.load223.2 = load <8 x double>, <8 x double>* %scevgep922, align 8, !alias.scope !33
  %scevgep917 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep917918 = bitcast double* %scevgep917 to <8 x double>*
  %scevgep919 = getelementptr <8 x double>, <8 x double>* %scevgep917918, i64 -22
  %wide.load224.2 = load <8 x double>, <8 x double>* %scevgep919, align 8, !alias.scope !33
  %scevgep914 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep914915 = bitcast double* %scevgep914 to <8 x double>*
  %scevgep916 = getelementptr <8 x double>, <8 x double>* %scevgep914915, i64 -21
  %wide.load225.2 = load <8 x double>, <8 x double>* %scevgep916, align 8, !alias.scope !33
  %scevgep911 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep911912 = bitcast double* %scevgep911 to <8 x double>*
  %scevgep913 = getelementptr <8 x double>, <8 x double>* %scevgep911912, i64 -20
  %wide.load226.2 = load <8 x double>, <8 x double>* %scevgep913, align 8, !alias.scope !33
  %246 = fneg <8 x double> %wide.load223.2
  %247 = fneg <8 x double> %wide.load224.2
  %248 = fneg <8 x double> %wide.load225.2
  %249 = fneg <8 x double> %wide.load226.2
  %250 = fmul <8 x double> %wide.load223.2, %246
  %251 = fmul <8 x double> %wide.load224.2, %247
  %252 = fmul <8 x double> %wide.load225.2, %248
  %253 = fmul <8 x double> %wide.load226.2, %249
  %254 = fmul <8 x double> %250, %broadcast.splat228
  %255 = fmul <8 x double> %251, %broadcast.splat230
  %256 = fmul <8 x double> %252, %broadcast.splat232
  %257 = fmul <8 x double> %253, %broadcast.splat234
  %258 = fadd <8 x double> %wide.load223.2, %254
  %259 = fadd <8 x double> %wide.load224.2, %255
  %260 = fadd <8 x double> %wide.load225.2, %256
  %261 = fadd <8 x double> %wide.load226.2, %257
  %scevgep1016 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10161017 = bitcast double* %scevgep1016 to <8 x double>*
  %scevgep1018 = getelementptr <8 x double>, <8 x double>* %scevgep10161017, i64 -23
  store <8 x double> %258, <8 x double>* %scevgep1018, align 8, !alias.scope !36, !noalias !33
  %scevgep1013 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10131014 = bitcast double* %scevgep1013 to <8 x double>*
  %scevgep1015 = getelementptr <8 x double>, <8 x double>* %scevgep10131014, i64 -22
  store <8 x double> %259, <8 x double>* %scevgep1015, align 8, !alias.scope !36, !noalias !33
  %scevgep1010 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10101011 = bitcast double* %scevgep1010 to <8 x double>*
  %scevgep1012 = getelementptr <8 x double>, <8 x double>* %scevgep10101011, i64 -21
  store <8 x double> %260, <8 x double>* %scevgep1012, align 8, !alias.scope !36, !noalias !33
  %scevgep1007 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10071008 = bitcast double* %scevgep1007 to <8 x double>*
  %scevgep1009 = getelementptr <8 x double>, <8 x double>* %scevgep10071008, i64 -20
  store <8 x double> %261, <8 x double>* %scevgep1009, align 8, !alias.scope !36, !noalias !33
  %scevgep908 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep908909 = bitcast double* %scevgep908 to <8 x double>*
  %scevgep910 = getelementptr <8 x double>, <8 x double>* %scevgep908909, i64 -19
  %wide.load223.3 = load <8 x double>, <8 x double>* %scevgep910, align 8, !alias.scope !33
  %scevgep905 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep905906 = bitcast double* %scevgep905 to <8 x double>*
  %scevgep907 = getelementptr <8 x double>, <8 x double>* %scevgep905906, i64 -18
  %wide.load224.3 = load <8 x double>, <8 x double>* %scevgep907, align 8, !alias.scope !33
  %scevgep902 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep902903 = bitcast double* %scevgep902 to <8 x double>*
  %scevgep904 = getelementptr <8 x double>, <8 x double>* %scevgep902903, i64 -17
  %wide.load225.3 = load <8 x double>, <8 x double>* %scevgep904, align 8, !alias.scope !33
  %scevgep899 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep899900 = bitcast double* %scevgep899 to <8 x double>*
  %scevgep901 = getelementptr <8 x double>, <8 x double>* %scevgep899900, i64 -16
  %wide.load226.3 = load <8 x double>, <8 x double>* %scevgep901, align 8, !alias.scope !33
  %262 = fneg <8 x double> %wide.load223.3
  %263 = fneg <8 x double> %wide.load224.3
  %264 = fneg <8 x double> %wide.load225.3
  %265 = fneg <8 x double> %wide.load226.3
  %266 = fmul <8 x double> %wide.load223.3, %262
  %267 = fmul <8 x double> %wide.load224.3, %263
  %268 = fmul <8 x double> %wide.load225.3, %264
  %269 = fmul <8 x double> %wide.load226.3, %265
  %270 = fmul <8 x double> %266, %broadcast.splat228
  %271 = fmul <8 x double> %267, %broadcast.splat230
  %272 = fmul <8 x double> %268, %broadcast.splat232
  %273 = fmul <8 x double> %269, %broadcast.splat234
  %274 = fadd <8 x double> %wide.load223.3, %270
  %275 = fadd <8 x double> %wide.load224.3, %271
  %276 = fadd <8 x double> %wide.load225.3, %272
  %277 = fadd <8 x double> %wide.load226.3, %273
  %scevgep1004 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10041005 = bitcast double* %scevgep1004 to <8 x double>*
  %scevgep1006 = getelementptr <8 x double>, <8 x double>* %scevgep10041005, i64 -19
  store <8 x double> %274, <8 x double>* %scevgep1006, align 8, !alias.scope !36, !noalias !33
  %scevgep1001 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10011002 = bitcast double* %scevgep1001 to <8 x double>*
  %scevgep1003 = getelementptr <8 x double>, <8 x double>* %scevgep10011002, i64 -18
  store <8 x double> %275, <8 x double>* %scevgep1003, align 8, !alias.scope !36, !noalias !33
  %scevgep998 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep998999 = bitcast double* %scevgep998 to <8 x double>*
  %scevgep1000 = getelementptr <8 x double>, <8 x double>* %scevgep998999, i64 -17
  store <8 x double> %276, <8 x double>* %scevgep1000, align 8, !alias.scope !36, !noalias !33
  %scevgep995 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep995996 = bitcast double* %scevgep995 to <8 x double>*
  %scevgep997 = getelementptr <8 x double>, <8 x double>* %scevgep995996, i64 -16
  store <8 x double> %277, <8 x double>* %scevgep997, align 8, !alias.scope !36, !noalias !33
  %scevgep896 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep896897 = bitcast double* %scevgep896 to <8 x double>*
  %scevgep898 = getelementptr <8 x double>, <8 x double>* %scevgep896897, i64 -15
  %wide.load223.4 = load <8 x double>, <8 x double>* %scevgep898, align 8, !alias.scope !33
  %scevgep893 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep893894 = bitcast double* %scevgep893 to <8 x double>*
  %scevgep895 = getelementptr <8 x double>, <8 x double>* %scevgep893894, i64 -14
  %wide.load224.4 = load <8 x double>, <8 x double>* %scevgep895, align 8, !alias.scope !33
  %scevgep890 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep890891 = bitcast double* %scevgep890 to <8 x double>*
  %scevgep892 = getelementptr <8 x double>, <8 x double>* %scevgep890891, i64 -13
  %wide.load225.4 = load <8 x double>, <8 x double>* %scevgep892, align 8, !alias.scope !33
  %scevgep887 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep887888 = bitcast double* %scevgep887 to <8 x double>*
  %scevgep889 = getelementptr <8 x double>, <8 x double>* %scevgep887888, i64 -12
  %wide.load226.4 = load <8 x double>, <8 x double>* %scevgep889, align 8, !alias.scope !33
  %278 = fneg <8 x double> %wide.load223.4
  %279 = fneg <8 x double> %wide.load224.4
  %280 = fneg <8 x double> %wide.load225.4
  %281 = fneg <8 x double> %wide.load226.4
  %282 = fmul <8 x double> %wide.load223.4, %278
  %283 = fmul <8 x double> %wide.load224.4, %279
  %284 = fmul <8 x double> %wide.load225.4, %280
  %285 = fmul <8 x double> %wide.load226.4, %281
  %286 = fmul <8 x double> %282, %broadcast.splat228
  %287 = fmul <8 x double> %283, %broadcast.splat230
  %288 = fmul <8 x double> %284, %broadcast.splat232
  %289 = fmul <8 x double> %285, %broadcast.splat234
  %290 = fadd <8 x double> %wide.load223.4, %286
  %291 = fadd <8 x double> %wide.load224.4, %287
  %292 = fadd <8 x double> %wide.load225.4, %288
  %293 = fadd <8 x double> %wide.load226.4, %289
  %scevgep992 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep992993 = bitcast double* %scevgep992 to <8 x double>*
  %scevgep994 = getelementptr <8 x double>, <8 x double>* %scevgep992993, i64 -15
  store <8 x double> %290, <8 x double>* %scevgep994, align 8, !alias.scope !36, !noalias !33
  %scevgep989 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep989990 = bitcast double* %scevgep989 to <8 x double>*
  %scevgep991 = getelementptr <8 x double>, <8 x double>* %scevgep989990, i64 -14
  store <8 x double> %291, <8 x double>* %scevgep991, align 8, !alias.scope !36, !noalias !33
  %scevgep986 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep986987 = bitcast double* %scevgep986 to <8 x double>*
  %scevgep988 = getelementptr <8 x double>, <8 x double>* %scevgep986987, i64 -13
  store <8 x double> %292, <8 x double>* %scevgep988, align 8, !alias.scope !36, !noalias !33
  %scevgep983 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep983984 = bitcast double* %scevgep983 to <8 x double>*
  %scevgep985 = getelementptr <8 x double>, <8 x double>* %scevgep983984, i64 -12
  store <8 x double> %293, <8 x double>* %scevgep985, align 8, !alias.scope !36, !noalias !33
  %scevgep884 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep884885 = bitcast double* %scevgep884 to <8 x double>*
  %scevgep886 = getelementptr <8 x double>, <8 x double>* %scevgep884885, i64 -11
  %wide.load223.5 = load <8 x double>, <8 x double>* %scevgep886, align 8, !alias.scope !33
  %scevgep881 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep881882 = bitcast double* %scevgep881 to <8 x double>*
  %scevgep883 = getelementptr <8 x double>, <8 x double>* %scevgep881882, i64 -10
  %wide.load224.5 = load <8 x double>, <8 x double>* %scevgep883, align 8, !alias.scope !33
  %scevgep878 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep878879 = bitcast double* %scevgep878 to <8 x double>*
  %scevgep880 = getelementptr <8 x double>, <8 x double>* %scevgep878879, i64 -9
  %wide.load225.5 = load <8 x double>, <8 x double>* %scevgep880, align 8, !alias.scope !33
  %scevgep875 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep875876 = bitcast double* %scevgep875 to <8 x double>*
  %scevgep877 = getelementptr <8 x double>, <8 x double>* %scevgep875876, i64 -8
  %wide.load226.5 = load <8 x double>, <8 x double>* %scevgep877, align 8, !alias.scope !33
  %294 = fneg <8 x double> %wide.load223.5
  %295 = fneg <8 x double> %wide.load224.5
  %296 = fneg <8 x double> %wide.load225.5
  %297 = fneg <8 x double> %wide.load226.5
  %298 = fmul <8 x double> %wide.load223.5, %294
  %299 = fmul <8 x double> %wide.load224.5, %295
  %300 = fmul <8 x double> %wide.load225.5, %296
  %301 = fmul <8 x double> %wide.load226.5, %297
  %302 = fmul <8 x double> %298, %broadcast.splat228
  %303 = fmul <8 x double> %299, %broadcast.splat230
  %304 = fmul <8 x double> %300, %broadcast.splat232
  %305 = fmul <8 x double> %301, %broadcast.splat234
  %306 = fadd <8 x double> %wide.load223.5, %302
  %307 = fadd <8 x double> %wide.load224.5, %303
  %308 = fadd <8 x double> %wide.load225.5, %304
  %309 = fadd <8 x double> %wide.load226.5, %305
  %scevgep980 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep980981 = bitcast double* %scevgep980 to <8 x double>*
  %scevgep982 = getelementptr <8 x double>, <8 x double>* %scevgep980981, i64 -11
  store <8 x double> %306, <8 x double>* %scevgep982, align 8, !alias.scope !36, !noalias !33
  %scevgep977 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep977978 = bitcast double* %scevgep977 to <8 x double>*
  %scevgep979 = getelementptr <8 x double>, <8 x double>* %scevgep977978, i64 -10
  store <8 x double> %307, <8 x double>* %scevgep979, align 8, !alias.scope !36, !noalias !33
  %scevgep974 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep974975 = bitcast double* %scevgep974 to <8 x double>*
  %scevgep976 = getelementptr <8 x double>, <8 x double>* %scevgep974975, i64 -9
  store <8 x double> %308, <8 x double>* %scevgep976, align 8, !alias.scope !36, !noalias !33
  %scevgep971 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep971972 = bitcast double* %scevgep971 to <8 x double>*
  %scevgep973 = getelementptr <8 x double>, <8 x double>* %scevgep971972, i64 -8
  store <8 x double> %309, <8 x double>* %scevgep973, align 8, !alias.scope !36, !noalias !33
  %scevgep872 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep872873 = bitcast double* %scevgep872 to <8 x double>*
  %scevgep874 = getelementptr <8 x double>, <8 x double>* %scevgep872873, i64 -7
  %wide.load223.6 = load <8 x double>, <8 x double>* %scevgep874, align 8, !alias.scope !33
  %scevgep869 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep869870 = bitcast double* %scevgep869 to <8 x double>*
  %scevgep871 = getelementptr <8 x double>, <8 x double>* %scevgep869870, i64 -6
  %wide.load224.6 = load <8 x double>, <8 x double>* %scevgep871, align 8, !alias.scope !33
  %scevgep866 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep866867 = bitcast double* %scevgep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %scevgep866867, i64 -5
  %wide.load225.6 = load <8 x double>, <8 x double>* %scevgep868, align 8, !alias.scope !33
  %scevgep863 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep863864 = bitcast double* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 -4
  %wide.load226.6 = load <8 x double>, <8 x double>* %scevgep865, align 8, !alias.scope !33
  %310 = fneg <8 x double> %wide.load223.6
  %311 = fneg <8 x double> %wide.load224.6
  %312 = fneg <8 x double> %wide.load225.6
  %313 = fneg <8 x double> %wide.load226.6
  %314 = fmul <8 x double> %wide.load223.6, %310
  %315 = fmul <8 x double> %wide.load224.6, %311
  %316 = fmul <8 x double> %wide.load225.6, %312
  %317 = fmul <8 x double> %wide.load226.6, %313
  %318 = fmul <8 x double> %314, %broadcast.splat228
  %319 = fmul <8 x double> %315, %broadcast.splat230
  %320 = fmul <8 x double> %316, %broadcast.splat232
  %321 = fmul <8 x double> %317, %broadcast.splat234
  %322 = fadd <8 x double> %wide.load223.6, %318
  %323 = fadd <8 x double> %wide.load224.6, %319
  %324 = fadd <8 x double> %wide.load225.6, %320
  %325 = fadd <8 x double> %wide.load226.6, %321
  %scevgep968 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep968969 = bitcast double* %scevgep968 to <8 x double>*
  %scevgep970 = getelementptr <8 x double>, <8 x double>* %scevgep968969, i64 -7
  store <8 x double> %322, <8 x double>* %scevgep970, align 8, !alias.scope !36, !noalias !33
  %scevgep965 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep965966 = bitcast double* %scevgep965 to <8 x double>*
  %scevgep967 = getelementptr <8 x double>, <8 x double>* %scevgep965966, i64 -6
  store <8 x double> %323, <8 x double>* %scevgep967, align 8, !alias.scope !36, !noalias !33
  %scevgep962 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep962963 = bitcast double* %scevgep962 to <8 x double>*
  %scevgep964 = getelementptr <8 x double>, <8 x double>* %scevgep962963, i64 -5
  store <8 x double> %324, <8 x double>* %scevgep964, align 8, !alias.scope !36, !noalias !33
  %scevgep959 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep959960 = bitcast double* %scevgep959 to <8 x double>*
  %scevgep961 = getelementptr <8 x double>, <8 x double>* %scevgep959960, i64 -4
  store <8 x double> %325, <8 x double>* %scevgep961, align 8, !alias.scope !36, !noalias !33
  %scevgep943 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep943944 = bitcast double* %scevgep943 to <8 x double>*
  %scevgep945 = getelementptr <8 x double>, <8 x double>* %scevgep943944, i64 -3
  %wide.load223.7 = load <8 x double>, <8 x double>* %scevgep945, align 8, !alias.scope !33
  %scevgep940 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep940941 = bitcast double* %scevgep940 to <8 x double>*
  %scevgep942 = getelementptr <8 x double>, <8 x double>* %scevgep940941, i64 -2
  %wide.load224.7 = load <8 x double>, <8 x double>* %scevgep942, align 8, !alias.scope !33
  %scevgep937 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep937938 = bitcast double* %scevgep937 to <8 x double>*
  %scevgep939 = getelementptr <8 x double>, <8 x double>* %scevgep937938, i64 -1
  %wide.load225.7 = load <8 x double>, <8 x double>* %scevgep939, align 8, !alias.scope !33
  %scevgep935 = getelementptr double, double* %scevgep862, i64 %index222
  %scevgep935936 = bitcast double* %scevgep935 to <8 x double>*
  %wide.load226.7 = load <8 x double>, <8 x double>* %scevgep935936, align 8, !alias.scope !33
  %326 = fneg <8 x double> %wide.load223.7
  %327 = fneg <8 x double> %wide.load224.7
  %328 = fneg <8 x double> %wide.load225.7
  %329 = fneg <8 x double> %wide.load226.7
  %330 = fmul <8 x double> %wide.load223.7, %326
  %331 = fmul <8 x double> %wide.load224.7, %327
  %332 = fmul <8 x double> %wide.load225.7, %328
  %333 = fmul <8 x double> %wide.load226.7, %329
  %334 = fmul <8 x double> %330, %broadcast.splat228
  %335 = fmul <8 x double> %331, %broadcast.splat230
  %336 = fmul <8 x double> %332, %broadcast.splat232
  %337 = fmul <8 x double> %333, %broadcast.splat234
  %338 = fadd <8 x double> %wide.load223.7, %334
  %339 = fadd <8 x double> %wide.load224.7, %335
  %340 = fadd <8 x double> %wide.load225.7, %336
  %341 = fadd <8 x double> %wide.load226.7, %337
  %scevgep1039 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10391040 = bitcast double* %scevgep1039 to <8 x double>*
  %scevgep1041 = getelementptr <8 x double>, <8 x double>* %scevgep10391040, i64 -3
  store <8 x double> %338, <8 x double>* %scevgep1041, align 8, !alias.scope !36, !noalias !33
  %scevgep1036 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10361037 = bitcast double* %scevgep1036 to <8 x double>*
  %scevgep1038 = getelementptr <8 x double>, <8 x double>* %scevgep10361037, i64 -2
  store <8 x double> %339, <8 x double>* %scevgep1038, align 8, !alias.scope !36, !noalias !33
  %scevgep1033 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10331034 = bitcast double* %scevgep1033 to <8 x double>*
  %scevgep1035 = getelementptr <8 x double>, <8 x double>* %scevgep10331034, i64 -1
  store <8 x double> %340, <8 x double>* %scevgep1035, align 8, !alias.scope !36, !noalias !33
  %scevgep1031 = getelementptr double, double* %scevgep958, i64 %index222
  %scevgep10311032 = bitcast double* %scevgep1031 to <8 x double>*
  store <8 x double> %341, <8 x double>* %scevgep10311032, align 8, !alias.scope !36, !noalias !33
  %index.next235.7 = add i64 %index222, 256
  %lsr.iv.next1055 = add i64 %lsr.iv1054, -8
  %niter329.ncmp.7 = icmp eq i64 %lsr.iv.next1055, 0
  br i1 %niter329.ncmp.7, label %middle.block213.unr-lcssa, label %vector.body215, !llvm.loop !38

middle.block213.unr-lcssa:                        ; preds = %vector.body215, %vector.ph217
  %index222.unr = phi i64 [ 0, %vector.ph217 ], [ %index.next235.7, %vector.body215 ]
  %lcmp.mod327.not = icmp eq i64 %xtraiter325, 0
  br i1 %lcmp.mod327.not, label %middle.block213, label %vector.body215.epil.preheader

vector.body215.epil.preheader:                    ; preds = %middle.block213.unr-lcssa
  %342 = add nuw nsw i64 %index222.unr, 24
  %scevgep834 = getelementptr double, double* %.6.i486.us.1, i64 %342
  %scevgep849 = getelementptr double, double* %.6.i486.us, i64 %342
  %343 = shl nuw nsw i64 %xtraiter325, 8
  br label %vector.body215.epil

vector.body215.epil:                              ; preds = %vector.body215.epil.preheader, %vector.body215.epil
  %lsr.iv835 = phi i64 [ 0, %vector.body215.epil.preheader ], [ %lsr.iv.next836, %vector.body215.epil ]
  %344 = bitcast double* %scevgep849 to i8*
  %345 = bitcast double* %scevgep834 to i8*
  %uglygep859 = getelementptr i8, i8* %344, i64 %lsr.iv835
  %uglygep859860 = bitcast i8* %uglygep859 to <8 x double>*
  %scevgep861 = getelementptr <8 x double>, <8 x double>* %uglygep859860, i64 -3
  %wide.load223.epil = load <8 x double>, <8 x double>* %scevgep861, align 8, !alias.scope !33
  %uglygep856 = getelementptr i8, i8* %344, i64 %lsr.iv835
  %uglygep856857 = bitcast i8* %uglygep856 to <8 x double>*
  %scevgep858 = getelementptr <8 x double>, <8 x double>* %uglygep856857, i64 -2
  %wide.load224.epil = load <8 x double>, <8 x double>* %scevgep858, align 8, !alias.scope !33
  %uglygep853 = getelementptr i8, i8* %344, i64 %lsr.iv835
  %uglygep853854 = bitcast i8* %uglygep853 to <8 x double>*
  %scevgep855 = getelementptr <8 x double>, <8 x double>* %uglygep853854, i64 -1
  %wide.load225.epil = load <8 x double>, <8 x double>* %scevgep855, align 8, !alias.scope !33
  %uglygep851 = getelementptr i8, i8* %344, i64 %lsr.iv835
  %uglygep851852 = bitcast i8* %uglygep851 to <8 x double>*
  %wide.load226.epil = load <8 x double>, <8 x double>* %uglygep851852, align 8, !alias.scope !33
  %346 = fneg <8 x double> %wide.load223.epil
  %347 = fneg <8 x double> %wide.load224.epil
  %348 = fneg <8 x double> %wide.load225.epil
  %349 = fneg <8 x double> %wide.load226.epil
  %350 = fmul <8 x double> %wide.load223.epil, %346
  %351 = fmul <8 x double> %wide.load224.epil, %347
  %352 = fmul <8 x double> %wide.load225.epil, %348
  %353 = fmul <8 x double> %wide.load226.epil, %349
  %354 = fmul <8 x double> %350, %broadcast.splat228
  %355 = fmul <8 x double> %351, %broadcast.splat230
  %356 = fmul <8 x double> %352, %broadcast.splat232
  %357 = fmul <8 x double> %353, %broadcast.splat234
  %358 = fadd <8 x double> %wide.load223.epil, %354
  %359 = fadd <8 x double> %wide.load224.epil, %355
  %360 = fadd <8 x double> %wide.load225.epil, %356
  %361 = fadd <8 x double> %wide.load226.epil, %357
  %uglygep846 = getelementptr i8, i8* %345, i64 %lsr.iv835
  %uglygep846847 = bitcast i8* %uglygep846 to <8 x double>*
  %scevgep848 = getelementptr <8 x double>, <8 x double>* %uglygep846847, i64 -3
  store <8 x double> %358, <8 x double>* %scevgep848, align 8, !alias.scope !36, !noalias !33
  %uglygep843 = getelementptr i8, i8* %345, i64 %lsr.iv835
  %uglygep843844 = bitcast i8* %uglygep843 to <8 x double>*
  %scevgep845 = getelementptr <8 x double>, <8 x double>* %uglygep843844, i64 -2
  store <8 x double> %359, <8 x double>* %scevgep845, align 8, !alias.scope !36, !noalias !33
  %uglygep840 = getelementptr i8, i8* %345, i64 %lsr.iv835
  %uglygep840841 = bitcast i8* %uglygep840 to <8 x double>*
  %scevgep842 = getelementptr <8 x double>, <8 x double>* %uglygep840841, i64 -1
  store <8 x double> %360, <8 x double>* %scevgep842, align 8, !alias.scope !36, !noalias !33
  %uglygep838 = getelementptr i8, i8* %345, i64 %lsr.iv835
  %uglygep838839 = bitcast i8* %uglygep838 to <8 x double>*
  store <8 x double> %361, <8 x double>* %uglygep838839, align 8, !alias.scope !36, !noalias !33
  %lsr.iv.next836 = add nuw nsw i64 %lsr.iv835, 256
  %epil.iter326.cmp.not = icmp eq i64 %343, %lsr.iv.next836
  br i1 %epil.iter326.cmp.not, label %middle.block213, label %vector.body215.epil, !llvm.loop !39

middle.block213:                                  ; preds = %vector.body215.epil, %middle.block213.unr-lcssa
  %cmp.n221 = icmp eq i64 %n.vec219, %arg.y0.5.0
  br i1 %cmp.n221, label %for.end.loopexit.us.1, label %for.body.us.us.1.preheader305

for.body.us.us.1.preheader305:                    ; preds = %vector.memcheck205, %for.body.us.us.1.preheader, %middle.block213
  %loop.index85.us.us.1.ph = phi i64 [ 0, %vector.memcheck205 ], [ 0, %for.body.us.us.1.preheader ], [ %n.vec219, %middle.block213 ]
  %362 = xor i64 %loop.index85.us.us.1.ph, -1
  %363 = add i64 %362, %arg.y0.5.0
  %xtraiter322 = and i64 %arg.y0.5.0, 7
  %lcmp.mod323.not = icmp eq i64 %xtraiter322, 0
  br i1 %lcmp.mod323.not, label %for.body.us.us.1.prol.loopexit, label %for.body.us.us.1.prol.preheader

for.body.us.us.1.prol.preheader:                  ; preds = %for.body.us.us.1.preheader305
  br label %for.body.us.us.1.prol

for.body.us.us.1.prol:                            ; preds = %for.body.us.us.1.prol.preheader, %for.body.us.us.1.prol
  %lsr.iv832 = phi i64 [ %xtraiter322, %for.body.us.us.1.prol.preheader ], [ %lsr.iv.next833, %for.body.us.us.1.prol ]
  %loop.index85.us.us.1.prol = phi i64 [ %.533.us.us.1.prol, %for.body.us.us.1.prol ], [ %loop.index85.us.us.1.ph, %for.body.us.us.1.prol.preheader ]
  %scevgep831 = getelementptr double, double* %.6.i486.us, i64 %loop.index85.us.us.1.prol
  %.486108115.us.us.1.prol = load double, double* %scevgep831, align 8
  %.8.i.us.us.1.prol = fneg double %.486108115.us.us.1.prol
  %.9.i.us.us.1.prol = fmul double %.486108115.us.us.1.prol, %.8.i.us.us.1.prol
  %.10.i.us.us.1.prol = fmul double %.9.i.us.us.1.prol, %arg.h
  %.11.i.us.us.1.prol = fadd double %.486108115.us.us.1.prol, %.10.i.us.us.1.prol
  %scevgep830 = getelementptr double, double* %.6.i486.us.1, i64 %loop.index85.us.us.1.prol
  store double %.11.i.us.us.1.prol, double* %scevgep830, align 8
  %.533.us.us.1.prol = add nuw i64 %loop.index85.us.us.1.prol, 1
  %lsr.iv.next833 = add nsw i64 %lsr.iv832, -1
  %prol.iter324.cmp.not = icmp eq i64 %lsr.iv.next833, 0
  br i1 %prol.iter324.cmp.not, label %for.body.us.us.1.prol.loopexit, label %for.body.us.us.1.prol, !llvm.loop !40

for.body.us.us.1.prol.loopexit:                   ; preds = %for.body.us.us.1.prol, %for.body.us.us.1.preheader305
  %loop.index85.us.us.1.unr = phi i64 [ %loop.index85.us.us.1.ph, %for.body.us.us.1.preheader305 ], [ %.533.us.us.1.prol, %for.body.us.us.1.prol ]
  %364 = icmp ult i64 %363, 7
  br i1 %364, label %for.end.loopexit.us.1, label %for.body.us.us.1.preheader365

for.body.us.us.1.preheader365:                    ; preds = %for.body.us.us.1.prol.loopexit
  br label %for.body.us.us.1

for.body.us131.1:                                 ; preds = %for.body.us131.1, %for.body.us131.1.preheader.new
  %loop.index85.us132.1 = phi i64 [ 0, %for.body.us131.1.preheader.new ], [ %.533.us141.1.7, %for.body.us131.1 ]
  %.486108115.us133.1 = load double, double* %.6.i486.us, align 8
  %.8.i.us136.1 = fneg double %.486108115.us133.1
  %.9.i.us137.1 = fmul double %.486108115.us133.1, %.8.i.us136.1
  %.10.i.us138.1 = fmul double %.9.i.us137.1, %arg.h
  %.11.i.us139.1 = fadd double %.486108115.us133.1, %.10.i.us138.1
  %sunkaddr = mul i64 %loop.index85.us132.1, 8
  %365 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1342 = getelementptr i8, i8* %365, i64 %sunkaddr
  %366 = bitcast i8* %sunkaddr1342 to double*
  store double %.11.i.us139.1, double* %366, align 8
  %.486108115.us133.1.1 = load double, double* %.6.i486.us, align 8
  %.8.i.us136.1.1 = fneg double %.486108115.us133.1.1
  %.9.i.us137.1.1 = fmul double %.486108115.us133.1.1, %.8.i.us136.1.1
  %.10.i.us138.1.1 = fmul double %.9.i.us137.1.1, %arg.h
  %.11.i.us139.1.1 = fadd double %.486108115.us133.1.1, %.10.i.us138.1.1
  %sunkaddr1343 = mul i64 %loop.index85.us132.1, 8
  %367 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1344 = getelementptr i8, i8* %367, i64 %sunkaddr1343
  %sunkaddr1345 = getelementptr i8, i8* %sunkaddr1344, i64 8
  %368 = bitcast i8* %sunkaddr1345 to double*
  store double %.11.i.us139.1.1, double* %368, align 8
  %.486108115.us133.1.2 = load double, double* %.6.i486.us, align 8
  %.8.i.us136.1.2 = fneg double %.486108115.us133.1.2
  %.9.i.us137.1.2 = fmul double %.486108115.us133.1.2, %.8.i.us136.1.2
  %.10.i.us138.1.2 = fmul double %.9.i.us137.1.2, %arg.h
  %.11.i.us139.1.2 = fadd double %.486108115.us133.1.2, %.10.i.us138.1.2
  %sunkaddr1346 = mul i64 %loop.index85.us132.1, 8
  %369 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1347 = getelementptr i8, i8* %369, i64 %sunkaddr1346
  %sunkaddr1348 = getelementptr i8, i8* %sunkaddr1347, i64 16
  %370 = bitcast i8* %sunkaddr1348 to double*
  store double %.11.i.us139.1.2, double* %370, align 8
  %.486108115.us133.1.3 = load double, double* %.6.i486.us, align 8
  %.8.i.us136.1.3 = fneg double %.486108115.us133.1.3
  %.9.i.us137.1.3 = fmul double %.486108115.us133.1.3, %.8.i.us136.1.3
  %.10.i.us138.1.3 = fmul double %.9.i.us137.1.3, %arg.h
  %.11.i.us139.1.3 = fadd double %.486108115.us133.1.3, %.10.i.us138.1.3
  %sunkaddr1349 = mul i64 %loop.index85.us132.1, 8
  %371 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1350 = getelementptr i8, i8* %371, i64 %sunkaddr1349
  %sunkaddr1351 = getelementptr i8, i8* %sunkaddr1350, i64 24
  %372 = bitcast i8* %sunkaddr1351 to double*
  store double %.11.i.us139.1.3, double* %372, align 8
  %.486108115.us133.1.4 = load double, double* %.6.i486.us, align 8
  %.8.i.us136.1.4 = fneg double %.486108115.us133.1.4
  %.9.i.us137.1.4 = fmul double %.486108115.us133.1.4, %.8.i.us136.1.4
  %.10.i.us138.1.4 = fmul double %.9.i.us137.1.4, %arg.h
  %.11.i.us139.1.4 = fadd double %.486108115.us133.1.4, %.10.i.us138.1.4
  %sunkaddr1352 = mul i64 %loop.index85.us132.1, 8
  %373 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1353 = getelementptr i8, i8* %373, i64 %sunkaddr1352
  %sunkaddr1354 = getelementptr i8, i8* %sunkaddr1353, i64 32
  %374 = bitcast i8* %sunkaddr1354 to double*
  store double %.11.i.us139.1.4, double* %374, align 8
  %.486108115.us133.1.5 = load double, double* %.6.i486.us, align 8
  %.8.i.us136.1.5 = fneg double %.486108115.us133.1.5
  %.9.i.us137.1.5 = fmul double %.486108115.us133.1.5, %.8.i.us136.1.5
  %.10.i.us138.1.5 = fmul double %.9.i.us137.1.5, %arg.h
  %.11.i.us139.1.5 = fadd double %.486108115.us133.1.5, %.10.i.us138.1.5
  %sunkaddr1355 = mul i64 %loop.index85.us132.1, 8
  %375 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1356 = getelementptr i8, i8* %375, i64 %sunkaddr1355
  %sunkaddr1357 = getelementptr i8, i8* %sunkaddr1356, i64 40
  %376 = bitcast i8* %sunkaddr1357 to double*
  store double %.11.i.us139.1.5, double* %376, align 8
  %.486108115.us133.1.6 = load double, double* %.6.i486.us, align 8
  %.8.i.us136.1.6 = fneg double %.486108115.us133.1.6
  %.9.i.us137.1.6 = fmul double %.486108115.us133.1.6, %.8.i.us136.1.6
  %.10.i.us138.1.6 = fmul double %.9.i.us137.1.6, %arg.h
  %.11.i.us139.1.6 = fadd double %.486108115.us133.1.6, %.10.i.us138.1.6
  %sunkaddr1358 = mul i64 %loop.index85.us132.1, 8
  %377 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1359 = getelementptr i8, i8* %377, i64 %sunkaddr1358
  %sunkaddr1360 = getelementptr i8, i8* %sunkaddr1359, i64 48
  %378 = bitcast i8* %sunkaddr1360 to double*
  store double %.11.i.us139.1.6, double* %378, align 8
  %.486108115.us133.1.7 = load double, double* %.6.i486.us, align 8
  %.8.i.us136.1.7 = fneg double %.486108115.us133.1.7
  %.9.i.us137.1.7 = fmul double %.486108115.us133.1.7, %.8.i.us136.1.7
  %.10.i.us138.1.7 = fmul double %.9.i.us137.1.7, %arg.h
  %.11.i.us139.1.7 = fadd double %.486108115.us133.1.7, %.10.i.us138.1.7
  %sunkaddr1361 = mul i64 %loop.index85.us132.1, 8
  %379 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1362 = getelementptr i8, i8* %379, i64 %sunkaddr1361
  %sunkaddr1363 = getelementptr i8, i8* %sunkaddr1362, i64 56
  %380 = bitcast i8* %sunkaddr1363 to double*
  store double %.11.i.us139.1.7, double* %380, align 8
  %.533.us141.1.7 = add nuw i64 %loop.index85.us132.1, 8
  %niter334.ncmp.7 = icmp eq i64 %unroll_iter333, %.533.us141.1.7
  br i1 %niter334.ncmp.7, label %for.end.loopexit.us.1.loopexit306.unr-lcssa, label %for.body.us131.1, !llvm.loop !41

for.body.us.us.1:                                 ; preds = %for.body.us.us.1.preheader365, %for.body.us.us.1
  %loop.index85.us.us.1 = phi i64 [ %.533.us.us.1.7, %for.body.us.us.1 ], [ %loop.index85.us.us.1.unr, %for.body.us.us.1.preheader365 ]
  %sunkaddr1364 = mul i64 %loop.index85.us.us.1, 8
  %381 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1365 = getelementptr i8, i8* %381, i64 %sunkaddr1364
  %382 = bitcast i8* %sunkaddr1365 to double*
  %.486108115.us.us.1 = load double, double* %382, align 8
  %.8.i.us.us.1 = fneg double %.486108115.us.us.1
  %.9.i.us.us.1 = fmul double %.486108115.us.us.1, %.8.i.us.us.1
  %.10.i.us.us.1 = fmul double %.9.i.us.us.1, %arg.h
  %.11.i.us.us.1 = fadd double %.486108115.us.us.1, %.10.i.us.us.1
  %sunkaddr1366 = mul i64 %loop.index85.us.us.1, 8
  %383 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1367 = getelementptr i8, i8* %383, i64 %sunkaddr1366
  %384 = bitcast i8* %sunkaddr1367 to double*
  store double %.11.i.us.us.1, double* %384, align 8
  %sunkaddr1368 = mul i64 %loop.index85.us.us.1, 8
  %385 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1369 = getelementptr i8, i8* %385, i64 %sunkaddr1368
  %sunkaddr1370 = getelementptr i8, i8* %sunkaddr1369, i64 8
  %386 = bitcast i8* %sunkaddr1370 to double*
  %.486108115.us.us.1.1 = load double, double* %386, align 8
  %.8.i.us.us.1.1 = fneg double %.486108115.us.us.1.1
  %.9.i.us.us.1.1 = fmul double %.486108115.us.us.1.1, %.8.i.us.us.1.1
  %.10.i.us.us.1.1 = fmul double %.9.i.us.us.1.1, %arg.h
  %.11.i.us.us.1.1 = fadd double %.486108115.us.us.1.1, %.10.i.us.us.1.1
  %sunkaddr1371 = mul i64 %loop.index85.us.us.1, 8
  %387 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1372 = getelementptr i8, i8* %387, i64 %sunkaddr1371
  %sunkaddr1373 = getelementptr i8, i8* %sunkaddr1372, i64 8
  %388 = bitcast i8* %sunkaddr1373 to double*
  store double %.11.i.us.us.1.1, double* %388, align 8
  %sunkaddr1374 = mul i64 %loop.index85.us.us.1, 8
  %389 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1375 = getelementptr i8, i8* %389, i64 %sunkaddr1374
  %sunkaddr1376 = getelementptr i8, i8* %sunkaddr1375, i64 16
  %390 = bitcast i8* %sunkaddr1376 to double*
  %.486108115.us.us.1.2 = load double, double* %390, align 8
  %.8.i.us.us.1.2 = fneg double %.486108115.us.us.1.2
  %.9.i.us.us.1.2 = fmul double %.486108115.us.us.1.2, %.8.i.us.us.1.2
  %.10.i.us.us.1.2 = fmul double %.9.i.us.us.1.2, %arg.h
  %.11.i.us.us.1.2 = fadd double %.486108115.us.us.1.2, %.10.i.us.us.1.2
  %sunkaddr1377 = mul i64 %loop.index85.us.us.1, 8
  %391 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1378 = getelementptr i8, i8* %391, i64 %sunkaddr1377
  %sunkaddr1379 = getelementptr i8, i8* %sunkaddr1378, i64 16
  %392 = bitcast i8* %sunkaddr1379 to double*
  store double %.11.i.us.us.1.2, double* %392, align 8
  %sunkaddr1380 = mul i64 %loop.index85.us.us.1, 8
  %393 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1381 = getelementptr i8, i8* %393, i64 %sunkaddr1380
  %sunkaddr1382 = getelementptr i8, i8* %sunkaddr1381, i64 24
  %394 = bitcast i8* %sunkaddr1382 to double*
  %.486108115.us.us.1.3 = load double, double* %394, align 8
  %.8.i.us.us.1.3 = fneg double %.486108115.us.us.1.3
  %.9.i.us.us.1.3 = fmul double %.486108115.us.us.1.3, %.8.i.us.us.1.3
  %.10.i.us.us.1.3 = fmul double %.9.i.us.us.1.3, %arg.h
  %.11.i.us.us.1.3 = fadd double %.486108115.us.us.1.3, %.10.i.us.us.1.3
  %sunkaddr1383 = mul i64 %loop.index85.us.us.1, 8
  %395 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1384 = getelementptr i8, i8* %395, i64 %sunkaddr1383
  %sunkaddr1385 = getelementptr i8, i8* %sunkaddr1384, i64 24
  %396 = bitcast i8* %sunkaddr1385 to double*
  store double %.11.i.us.us.1.3, double* %396, align 8
  %sunkaddr1386 = mul i64 %loop.index85.us.us.1, 8
  %397 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1387 = getelementptr i8, i8* %397, i64 %sunkaddr1386
  %sunkaddr1388 = getelementptr i8, i8* %sunkaddr1387, i64 32
  %398 = bitcast i8* %sunkaddr1388 to double*
  %.486108115.us.us.1.4 = load double, double* %398, align 8
  %.8.i.us.us.1.4 = fneg double %.486108115.us.us.1.4
  %.9.i.us.us.1.4 = fmul double %.486108115.us.us.1.4, %.8.i.us.us.1.4
  %.10.i.us.us.1.4 = fmul double %.9.i.us.us.1.4, %arg.h
  %.11.i.us.us.1.4 = fadd double %.486108115.us.us.1.4, %.10.i.us.us.1.4
  %sunkaddr1389 = mul i64 %loop.index85.us.us.1, 8
  %399 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1390 = getelementptr i8, i8* %399, i64 %sunkaddr1389
  %sunkaddr1391 = getelementptr i8, i8* %sunkaddr1390, i64 32
  %400 = bitcast i8* %sunkaddr1391 to double*
  store double %.11.i.us.us.1.4, double* %400, align 8
  %sunkaddr1392 = mul i64 %loop.index85.us.us.1, 8
  %401 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1393 = getelementptr i8, i8* %401, i64 %sunkaddr1392
  %sunkaddr1394 = getelementptr i8, i8* %sunkaddr1393, i64 40
  %402 = bitcast i8* %sunkaddr1394 to double*
  %.486108115.us.us.1.5 = load double, double* %402, align 8
  %.8.i.us.us.1.5 = fneg double %.486108115.us.us.1.5
  %.9.i.us.us.1.5 = fmul double %.486108115.us.us.1.5, %.8.i.us.us.1.5
  %.10.i.us.us.1.5 = fmul double %.9.i.us.us.1.5, %arg.h
  %.11.i.us.us.1.5 = fadd double %.486108115.us.us.1.5, %.10.i.us.us.1.5
  %sunkaddr1395 = mul i64 %loop.index85.us.us.1, 8
  %403 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1396 = getelementptr i8, i8* %403, i64 %sunkaddr1395
  %sunkaddr1397 = getelementptr i8, i8* %sunkaddr1396, i64 40
  %404 = bitcast i8* %sunkaddr1397 to double*
  store double %.11.i.us.us.1.5, double* %404, align 8
  %sunkaddr1398 = mul i64 %loop.index85.us.us.1, 8
  %405 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1399 = getelementptr i8, i8* %405, i64 %sunkaddr1398
  %sunkaddr1400 = getelementptr i8, i8* %sunkaddr1399, i64 48
  %406 = bitcast i8* %sunkaddr1400 to double*
  %.486108115.us.us.1.6 = load double, double* %406, align 8
  %.8.i.us.us.1.6 = fneg double %.486108115.us.us.1.6
  %.9.i.us.us.1.6 = fmul double %.486108115.us.us.1.6, %.8.i.us.us.1.6
  %.10.i.us.us.1.6 = fmul double %.9.i.us.us.1.6, %arg.h
  %.11.i.us.us.1.6 = fadd double %.486108115.us.us.1.6, %.10.i.us.us.1.6
  %sunkaddr1401 = mul i64 %loop.index85.us.us.1, 8
  %407 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1402 = getelementptr i8, i8* %407, i64 %sunkaddr1401
  %sunkaddr1403 = getelementptr i8, i8* %sunkaddr1402, i64 48
  %408 = bitcast i8* %sunkaddr1403 to double*
  store double %.11.i.us.us.1.6, double* %408, align 8
  %sunkaddr1404 = mul i64 %loop.index85.us.us.1, 8
  %409 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1405 = getelementptr i8, i8* %409, i64 %sunkaddr1404
  %sunkaddr1406 = getelementptr i8, i8* %sunkaddr1405, i64 56
  %410 = bitcast i8* %sunkaddr1406 to double*
  %.486108115.us.us.1.7 = load double, double* %410, align 8
  %.8.i.us.us.1.7 = fneg double %.486108115.us.us.1.7
  %.9.i.us.us.1.7 = fmul double %.486108115.us.us.1.7, %.8.i.us.us.1.7
  %.10.i.us.us.1.7 = fmul double %.9.i.us.us.1.7, %arg.h
  %.11.i.us.us.1.7 = fadd double %.486108115.us.us.1.7, %.10.i.us.us.1.7
  %sunkaddr1407 = mul i64 %loop.index85.us.us.1, 8
  %411 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1408 = getelementptr i8, i8* %411, i64 %sunkaddr1407
  %sunkaddr1409 = getelementptr i8, i8* %sunkaddr1408, i64 56
  %412 = bitcast i8* %sunkaddr1409 to double*
  store double %.11.i.us.us.1.7, double* %412, align 8
  %.533.us.us.1.7 = add nuw nsw i64 %loop.index85.us.us.1, 8
  %exitcond150.1.not.7 = icmp eq i64 %arg.y0.5.0, %.533.us.us.1.7
  br i1 %exitcond150.1.not.7, label %for.end.loopexit.us.1, label %for.body.us.us.1, !llvm.loop !42

for.end.loopexit.us.1.loopexit306.unr-lcssa:      ; preds = %for.body.us131.1, %for.body.us131.1.preheader
  %loop.index85.us132.1.unr = phi i64 [ 0, %for.body.us131.1.preheader ], [ %.533.us141.1.7, %for.body.us131.1 ]
  %lcmp.mod332.not = icmp eq i64 %xtraiter330, 0
  br i1 %lcmp.mod332.not, label %for.end.loopexit.us.1, label %for.body.us131.1.epil.preheader

for.body.us131.1.epil.preheader:                  ; preds = %for.end.loopexit.us.1.loopexit306.unr-lcssa
  %scevgep1056 = getelementptr double, double* %.6.i486.us.1, i64 %loop.index85.us132.1.unr
  br label %for.body.us131.1.epil

for.body.us131.1.epil:                            ; preds = %for.body.us131.1.epil.preheader, %for.body.us131.1.epil
  %epil.iter331 = phi i64 [ %epil.iter331.next, %for.body.us131.1.epil ], [ 0, %for.body.us131.1.epil.preheader ]
  %.486108115.us133.1.epil = load double, double* %.6.i486.us, align 8
  %.8.i.us136.1.epil = fneg double %.486108115.us133.1.epil
  %.9.i.us137.1.epil = fmul double %.486108115.us133.1.epil, %.8.i.us136.1.epil
  %.10.i.us138.1.epil = fmul double %.9.i.us137.1.epil, %arg.h
  %.11.i.us139.1.epil = fadd double %.486108115.us133.1.epil, %.10.i.us138.1.epil
  %scevgep1057 = getelementptr double, double* %scevgep1056, i64 %epil.iter331
  store double %.11.i.us139.1.epil, double* %scevgep1057, align 8
  %epil.iter331.next = add i64 %epil.iter331, 1
  %epil.iter331.cmp.not = icmp eq i64 %xtraiter330, %epil.iter331.next
  br i1 %epil.iter331.cmp.not, label %for.end.loopexit.us.1, label %for.body.us131.1.epil, !llvm.loop !43

for.end.loopexit.us.1:                            ; preds = %for.body.us131.1.epil, %for.body.us.us.1, %for.end.loopexit.us.1.loopexit306.unr-lcssa, %for.body.us.us.1.prol.loopexit, %middle.block213
  tail call void @NRT_decref(i8* nonnull %.7.i.i5.us)
  %.7.i.i5.us.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !26
  %.8.i.i6.us.2 = icmp eq i8* %.7.i.i5.us.2, null
  br i1 %.8.i.i6.us.2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2: ; preds = %for.end.loopexit.us.1
  %413 = icmp ugt i64 %arg.y0.5.0, 1
  %.5.i3.us.2 = getelementptr i8, i8* %.7.i.i5.us.2, i64 24
  %414 = bitcast i8* %.5.i3.us.2 to double**
  %.6.i486.us.2 = load double*, double** %414, align 8
  br i1 %413, label %for.body.us.us.2.preheader, label %for.body.us131.2.preheader

for.body.us131.2.preheader:                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2
  %415 = add i64 %arg.y0.5.0, -1
  %xtraiter317 = and i64 %arg.y0.5.0, 7
  %416 = icmp ult i64 %415, 7
  br i1 %416, label %B104.loopexit304.unr-lcssa, label %for.body.us131.2.preheader.new

for.body.us131.2.preheader.new:                   ; preds = %for.body.us131.2.preheader
  %unroll_iter320 = and i64 %arg.y0.5.0, -8
  br label %for.body.us131.2

for.body.us.us.2.preheader:                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2
  %min.iters.check283 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %min.iters.check283, label %for.body.us.us.2.preheader303, label %vector.memcheck272

vector.memcheck272:                               ; preds = %for.body.us.us.2.preheader
  %scevgep273 = getelementptr double, double* %.6.i486.us.2, i64 %arg.y0.5.0
  %scevgep275 = getelementptr double, double* %.6.i486.us.1, i64 %arg.y0.5.0
  %bound0277 = icmp ult double* %.6.i486.us.2, %scevgep275
  %bound1278 = icmp ult double* %.6.i486.us.1, %scevgep273
  %found.conflict279 = and i1 %bound0277, %bound1278
  br i1 %found.conflict279, label %for.body.us.us.2.preheader303, label %vector.ph284

vector.ph284:                                     ; preds = %vector.memcheck272
  %n.vec286 = and i64 %arg.y0.5.0, -32
  %broadcast.splatinsert294 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat295 = shufflevector <8 x double> %broadcast.splatinsert294, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert296 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat297 = shufflevector <8 x double> %broadcast.splatinsert296, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat299 = shufflevector <8 x double> %broadcast.splatinsert298, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert300 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat301 = shufflevector <8 x double> %broadcast.splatinsert300, <8 x double> poison, <8 x i32> zeroinitializer
  %417 = add i64 %n.vec286, -32
  %418 = lshr exact i64 %417, 5
  %419 = add nuw nsw i64 %418, 1
  %xtraiter312 = and i64 %419, 7
  %420 = icmp ult i64 %417, 224
  br i1 %420, label %middle.block280.unr-lcssa, label %vector.ph284.new

vector.ph284.new:                                 ; preds = %vector.ph284
  %const = bitcast i64 1152921504606846968 to i64
  %unroll_iter315 = and i64 %419, %const
  %scevgep586 = getelementptr double, double* %.6.i486.us.1, i64 248
  %scevgep682 = getelementptr double, double* %.6.i486.us.2, i64 248
  br label %vector.body282

vector.body282:                                   ; preds = %vector.body282, %vector.ph284.new
  %lsr.iv778 = phi i64 [ %lsr.iv.next779, %vector.body282 ], [ %unroll_iter315, %vector.ph284.new ]
  %index289 = phi i64 [ 0, %vector.ph284.new ], [ %index.next302.7, %vector.body282 ]
  %scevgep670 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep670671 = bitcast double* %scevgep670 to <8 x double>*
  %scevgep672 = getelementptr <8 x double>, <8 x double>* %scevgep670671, i64 -31
  %wide.load290 = load <8 x double>, <8 x double>* %scevgep672, align 8, !alias.scope !44
  %scevgep679 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep679680 = bitcast double* %scevgep679 to <8 x double>*
  %scevgep681 = getelementptr <8 x double>, <8 x double>* %scevgep679680, i64 -30
  %wide.load291 = load <8 x double>, <8 x double>* %scevgep681, align 8, !alias.scope !44
  %scevgep676 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep676677 = bitcast double* %scevgep676 to <8 x double>*
  %scevgep678 = getelementptr <8 x double>, <8 x double>* %scevgep676677, i64 -29
  %wide.load292 = load <8 x double>, <8 x double>* %scevgep678, align 8, !alias.scope !44
  %scevgep673 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep673674 = bitcast double* %scevgep673 to <8 x double>*
  %scevgep675 = getelementptr <8 x double>, <8 x double>* %scevgep673674, i64 -28
  %wide.load293 = load <8 x double>, <8 x double>* %scevgep675, align 8, !alias.scope !44
  %421 = fneg <8 x double> %wide.load290
  %422 = fneg <8 x double> %wide.load291
  %423 = fneg <8 x double> %wide.load292
  %424 = fneg <8 x double> %wide.load293
  %425 = fmul <8 x double> %wide.load290, %421
  %426 = fmul <8 x double> %wide.load291, %422
  %427 = fmul <8 x double> %wide.load292, %423
  %428 = fmul <8 x double> %wide.load293, %424
  %429 = fmul <8 x double> %425, %broadcast.splat295
  %430 = fmul <8 x double> %426, %broadcast.splat297
  %431 = fmul <8 x double> %427, %broadcast.splat299
  %432 = fmul <8 x double> %428, %broadcast.splat301
  %433 = fadd <8 x double> %wide.load290, %429
  %434 = fadd <8 x double> %wide.load291, %430
  %435 = fadd <8 x double> %wide.load292, %431
  %436 = fadd <8 x double> %wide.load293, %432
  %scevgep766 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep766767 = bitcast double* %scevgep766 to <8 x double>*
  %scevgep768 = getelementptr <8 x double>, <8 x double>* %scevgep766767, i64 -31
  store <8 x double> %433, <8 x double>* %scevgep768, align 8, !alias.scope !47, !noalias !44
  %scevgep775 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep775776 = bitcast double* %scevgep775 to <8 x double>*
  %scevgep777 = getelementptr <8 x double>, <8 x double>* %scevgep775776, i64 -30
  store <8 x double> %434, <8 x double>* %scevgep777, align 8, !alias.scope !47, !noalias !44
  %scevgep772 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep772773 = bitcast double* %scevgep772 to <8 x double>*
  %scevgep774 = getelementptr <8 x double>, <8 x double>* %scevgep772773, i64 -29
  store <8 x double> %435, <8 x double>* %scevgep774, align 8, !alias.scope !47, !noalias !44
  %scevgep769 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep769770 = bitcast double* %scevgep769 to <8 x double>*
  %scevgep771 = getelementptr <8 x double>, <8 x double>* %scevgep769770, i64 -28
  store <8 x double> %436, <8 x double>* %scevgep771, align 8, !alias.scope !47, !noalias !44
  %scevgep656 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep656657 = bitcast double* %scevgep656 to <8 x double>*
  %scevgep658 = getelementptr <8 x double>, <8 x double>* %scevgep656657, i64 -27
  %wide.load290.1 = load <8 x double>, <8 x double>* %scevgep658, align 8, !alias.scope !44
  %scevgep653 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep653654 = bitcast double* %scevgep653 to <8 x double>*
  %scevgep655 = getelementptr <8 x double>, <8 x double>* %scevgep653654, i64 -26
  %wide.load291.1 = load <8 x double>, <8 x double>* %scevgep655, align 8, !alias.scope !44
  %scevgep650 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep650651 = bitcast double* %scevgep650 to <8 x double>*
  %scevgep652 = getelementptr <8 x double>, <8 x double>* %scevgep650651, i64 -25
  %wide.load292.1 = load <8 x double>, <8 x double>* %scevgep652, align 8, !alias.scope !44
  %scevgep647 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep647648 = bitcast double* %scevgep647 to <8 x double>*
  %scevgep649 = getelementptr <8 x double>, <8 x double>* %scevgep647648, i64 -24
  %wide.load293.1 = load <8 x double>, <8 x double>* %scevgep649, align 8, !alias.scope !44
  %437 = fneg <8 x double> %wide.load290.1
  %438 = fneg <8 x double> %wide.load291.1
  %439 = fneg <8 x double> %wide.load292.1
  %440 = fneg <8 x double> %wide.load293.1
  %441 = fmul <8 x double> %wide.load290.1, %437
  %442 = fmul <8 x double> %wide.load291.1, %438
  %443 = fmul <8 x double> %wide.load292.1, %439
  %444 = fmul <8 x double> %wide.load293.1, %440
  %445 = fmul <8 x double> %441, %broadcast.splat295
  %446 = fmul <8 x double> %442, %broadcast.splat297
  %447 = fmul <8 x double> %443, %broadcast.splat299
  %448 = fmul <8 x double> %444, %broadcast.splat301
  %449 = fadd <8 x double> %wide.load290.1, %445
  %450 = fadd <8 x double> %wide.load291.1, %446
  %451 = fadd <8 x double> %wide.load292.1, %447
  %452 = fadd <8 x double> %wide.load293.1, %448
  %scevgep752 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep752753 = bitcast double* %scevgep752 to <8 x double>*
  %scevgep754 = getelementptr <8 x double>, <8 x double>* %scevgep752753, i64 -27
  store <8 x double> %449, <8 x double>* %scevgep754, align 8, !alias.scope !47, !noalias !44
  %scevgep749 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep749750 = bitcast double* %scevgep749 to <8 x double>*
  %scevgep751 = getelementptr <8 x double>, <8 x double>* %scevgep749750, i64 -26
  store <8 x double> %450, <8 x double>* %scevgep751, align 8, !alias.scope !47, !noalias !44
  %scevgep746 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep746747 = bitcast double* %scevgep746 to <8 x double>*
  %scevgep748 = getelementptr <8 x double>, <8 x double>* %scevgep746747, i64 -25
  store <8 x double> %451, <8 x double>* %scevgep748, align 8, !alias.scope !47, !noalias !44
  %scevgep743 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep743744 = bitcast double* %scevgep743 to <8 x double>*
  %scevgep745 = getelementptr <8 x double>, <8 x double>* %scevgep743744, i64 -24
  store <8 x double> %452, <8 x double>* %scevgep745, align 8, !alias.scope !47, !noalias !44
  %scevgep644 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep644645 = bitcast double* %scevgep644 to <8 x double>*
  %scevgep646 = getelementptr <8 x double>, <8 x double>* %scevgep644645, i64 -23
  %wide.load290.2 = load <8 x double>, <8 x double>* %scevgep646, align 8, !alias.scope !44
  %scevgep641 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep641642 = bitcast double* %scevgep641 to <8 x double>*
  %scevgep643 = getelementptr <8 x double>, <8 x double>* %scevgep641642, i64 -22
  %wide.load291.2 = load <8 x double>, <8 x double>* %scevgep643, align 8, !alias.scope !44
  %scevgep638 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep638639 = bitcast double* %scevgep638 to <8 x double>*
  %scevgep640 = getelementptr <8 x double>, <8 x double>* %scevgep638639, i64 -21
  %wide.load292.2 = load <8 x double>, <8 x double>* %scevgep640, align 8, !alias.scope !44
  %scevgep635 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep635636 = bitcast double* %scevgep635 to <8 x double>*
  %scevgep637 = getelementptr <8 x double>, <8 x double>* %scevgep635636, i64 -20
  %wide.load293.2 = load <8 x double>, <8 x double>* %scevgep637, align 8, !alias.scope !44
  %453 = fneg <8 x double> %wide.load290.2
  %454 = fneg <8 x double> %wide.load291.2
  %455 = fneg <8 x double> %wide.load292.2
  %456 = fneg <8 x double> %wide.load293.2
  %457 = fmul <8 x double> %wide.load290.2, %453
  %458 = fmul <8 x double> %wide.load291.2, %454
  %459 = fmul <8 x double> %wide.load292.2, %455
  %460 = fmul <8 x double> %wide.load293.2, %456
  %461 = fmul <8 x double> %457, %broadcast.splat295
  %462 = fmul <8 x double> %458, %broadcast.splat297
  %463 = fmul <8 x double> %459, %broadcast.splat299
  %464 = fmul <8 x double> %460, %broadcast.splat301
  %465 = fadd <8 x double> %wide.load290.2, %461
  %466 = fadd <8 x double> %wide.load291.2, %462
  %467 = fadd <8 x double> %wide.load292.2, %463
  %468 = fadd <8 x double> %wide.load293.2, %464
  %scevgep740 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep740741 = bitcast double* %scevgep740 to <8 x double>*
  %scevgep742 = getelementptr <8 x double>, <8 x double>* %scevgep740741, i64 -23
  store <8 x double> %465, <8 x double>* %scevgep742, align 8, !alias.scope !47, !noalias !44
  %scevgep737 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep737738 = bitcast double* %scevgep737 to <8 x double>*
  %scevgep739 = getelementptr <8 x double>, <8 x double>* %scevgep737738, i64 -22
  store <8 x double> %466, <8 x double>* %scevgep739, align 8, !alias.scope !47, !noalias !44
  %scevgep734 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep734735 = bitcast double* %scevgep734 to <8 x double>*
  %scevgep736 = getelementptr <8 x double>, <8 x double>* %scevgep734735, i64 -21
  store <8 x double> %467, <8 x double>* %scevgep736, align 8, !alias.scope !47, !noalias !44
  %scevgep731 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep731732 = bitcast double* %scevgep731 to <8 x double>*
  %scevgep733 = getelementptr <8 x double>, <8 x double>* %scevgep731732, i64 -20
  store <8 x double> %468, <8 x double>* %scevgep733, align 8, !alias.scope !47, !noalias !44
  %scevgep632 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep632633 = bitcast double* %scevgep632 to <8 x double>*
  %scevgep634 = getelementptr <8 x double>, <8 x double>* %scevgep632633, i64 -19
  %wide.load290.3 = load <8 x double>, <8 x double>* %scevgep634, align 8, !alias.scope !44
  %scevgep629 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep629630 = bitcast double* %scevgep629 to <8 x double>*
  %scevgep631 = getelementptr <8 x double>, <8 x double>* %scevgep629630, i64 -18
  %wide.load291.3 = load <8 x double>, <8 x double>* %scevgep631, align 8, !alias.scope !44
  %scevgep626 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep626627 = bitcast double* %scevgep626 to <8 x double>*
  %scevgep628 = getelementptr <8 x double>, <8 x double>* %scevgep626627, i64 -17
  %wide.load292.3 = load <8 x double>, <8 x double>* %scevgep628, align 8, !alias.scope !44
  %scevgep623 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep623624 = bitcast double* %scevgep623 to <8 x double>*
  %scevgep625 = getelementptr <8 x double>, <8 x double>* %scevgep623624, i64 -16
  %wide.load293.3 = load <8 x double>, <8 x double>* %scevgep625, align 8, !alias.scope !44
  %469 = fneg <8 x double> %wide.load290.3
  %470 = fneg <8 x double> %wide.load291.3
  %471 = fneg <8 x double> %wide.load292.3
  %472 = fneg <8 x double> %wide.load293.3
  %473 = fmul <8 x double> %wide.load290.3, %469
  %474 = fmul <8 x double> %wide.load291.3, %470
  %475 = fmul <8 x double> %wide.load292.3, %471
  %476 = fmul <8 x double> %wide.load293.3, %472
  %477 = fmul <8 x double> %473, %broadcast.splat295
  %478 = fmul <8 x double> %474, %broadcast.splat297
  %479 = fmul <8 x double> %475, %broadcast.splat299
  %480 = fmul <8 x double> %476, %broadcast.splat301
  %481 = fadd <8 x double> %wide.load290.3, %477
  %482 = fadd <8 x double> %wide.load291.3, %478
  %483 = fadd <8 x double> %wide.load292.3, %479
  %484 = fadd <8 x double> %wide.load293.3, %480
  %scevgep728 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep728729 = bitcast double* %scevgep728 to <8 x double>*
  %scevgep730 = getelementptr <8 x double>, <8 x double>* %scevgep728729, i64 -19
  store <8 x double> %481, <8 x double>* %scevgep730, align 8, !alias.scope !47, !noalias !44
  %scevgep725 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep725726 = bitcast double* %scevgep725 to <8 x double>*
  %scevgep727 = getelementptr <8 x double>, <8 x double>* %scevgep725726, i64 -18
  store <8 x double> %482, <8 x double>* %scevgep727, align 8, !alias.scope !47, !noalias !44
  %scevgep722 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep722723 = bitcast double* %scevgep722 to <8 x double>*
  %scevgep724 = getelementptr <8 x double>, <8 x double>* %scevgep722723, i64 -17
  store <8 x double> %483, <8 x double>* %scevgep724, align 8, !alias.scope !47, !noalias !44
  %scevgep719 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep719720 = bitcast double* %scevgep719 to <8 x double>*
  %scevgep721 = getelementptr <8 x double>, <8 x double>* %scevgep719720, i64 -16
  store <8 x double> %484, <8 x double>* %scevgep721, align 8, !alias.scope !47, !noalias !44
  %scevgep620 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep620621 = bitcast double* %scevgep620 to <8 x double>*
  %scevgep622 = getelementptr <8 x double>, <8 x double>* %scevgep620621, i64 -15
  %wide.load290.4 = load <8 x double>, <8 x double>* %scevgep622, align 8, !alias.scope !44
  %scevgep617 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep617618 = bitcast double* %scevgep617 to <8 x double>*
  %scevgep619 = getelementptr <8 x double>, <8 x double>* %scevgep617618, i64 -14
  %wide.load291.4 = load <8 x double>, <8 x double>* %scevgep619, align 8, !alias.scope !44
  %scevgep614 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep614615 = bitcast double* %scevgep614 to <8 x double>*
  %scevgep616 = getelementptr <8 x double>, <8 x double>* %scevgep614615, i64 -13
  %wide.load292.4 = load <8 x double>, <8 x double>* %scevgep616, align 8, !alias.scope !44
  %scevgep611 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep611612 = bitcast double* %scevgep611 to <8 x double>*
  %scevgep613 = getelementptr <8 x double>, <8 x double>* %scevgep611612, i64 -12
  %wide.load293.4 = load <8 x double>, <8 x double>* %scevgep613, align 8, !alias.scope !44
  %485 = fneg <8 x double> %wide.load290.4
  %486 = fneg <8 x double> %wide.load291.4
  %487 = fneg <8 x double> %wide.load292.4
  %488 = fneg <8 x double> %wide.load293.4
  %489 = fmul <8 x double> %wide.load290.4, %485
  %490 = fmul <8 x double> %wide.load291.4, %486
  %491 = fmul <8 x double> %wide.load292.4, %487
  %492 = fmul <8 x double> %wide.load293.4, %488
  %493 = fmul <8 x double> %489, %broadcast.splat295
  %494 = fmul <8 x double> %490, %broadcast.splat297
  %495 = fmul <8 x double> %491, %broadcast.splat299
  %496 = fmul <8 x double> %492, %broadcast.splat301
  %497 = fadd <8 x double> %wide.load290.4, %493
  %498 = fadd <8 x double> %wide.load291.4, %494
  %499 = fadd <8 x double> %wide.load292.4, %495
  %500 = fadd <8 x double> %wide.load293.4, %496
  %scevgep716 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep716717 = bitcast double* %scevgep716 to <8 x double>*
  %scevgep718 = getelementptr <8 x double>, <8 x double>* %scevgep716717, i64 -15
  store <8 x double> %497, <8 x double>* %scevgep718, align 8, !alias.scope !47, !noalias !44
  %scevgep713 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep713714 = bitcast double* %scevgep713 to <8 x double>*
  %scevgep715 = getelementptr <8 x double>, <8 x double>* %scevgep713714, i64 -14
  store <8 x double> %498, <8 x double>* %scevgep715, align 8, !alias.scope !47, !noalias !44
  %scevgep710 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep710711 = bitcast double* %scevgep710 to <8 x double>*
  %scevgep712 = getelementptr <8 x double>, <8 x double>* %scevgep710711, i64 -13
  store <8 x double> %499, <8 x double>* %scevgep712, align 8, !alias.scope !47, !noalias !44
  %scevgep707 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep707708 = bitcast double* %scevgep707 to <8 x double>*
  %scevgep709 = getelementptr <8 x double>, <8 x double>* %scevgep707708, i64 -12
  store <8 x double> %500, <8 x double>* %scevgep709, align 8, !alias.scope !47, !noalias !44
  %scevgep608 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep608609 = bitcast double* %scevgep608 to <8 x double>*
  %scevgep610 = getelementptr <8 x double>, <8 x double>* %scevgep608609, i64 -11
  %wide.load290.5 = load <8 x double>, <8 x double>* %scevgep610, align 8, !alias.scope !44
  %scevgep605 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep605606 = bitcast double* %scevgep605 to <8 x double>*
  %scevgep607 = getelementptr <8 x double>, <8 x double>* %scevgep605606, i64 -10
  %wide.load291.5 = load <8 x double>, <8 x double>* %scevgep607, align 8, !alias.scope !44
  %scevgep602 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep602603 = bitcast double* %scevgep602 to <8 x double>*
  %scevgep604 = getelementptr <8 x double>, <8 x double>* %scevgep602603, i64 -9
  %wide.load292.5 = load <8 x double>, <8 x double>* %scevgep604, align 8, !alias.scope !44
  %scevgep599 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep599600 = bitcast double* %scevgep599 to <8 x double>*
  %scevgep601 = getelementptr <8 x double>, <8 x double>* %scevgep599600, i64 -8
  %wide.load293.5 = load <8 x double>, <8 x double>* %scevgep601, align 8, !alias.scope !44
  %501 = fneg <8 x double> %wide.load290.5
  %502 = fneg <8 x double> %wide.load291.5
  %503 = fneg <8 x double> %wide.load292.5
  %504 = fneg <8 x double> %wide.load293.5
  %505 = fmul <8 x double> %wide.load290.5, %501
  %506 = fmul <8 x double> %wide.load291.5, %502
  %507 = fmul <8 x double> %wide.load292.5, %503
  %508 = fmul <8 x double> %wide.load293.5, %504
  %509 = fmul <8 x double> %505, %broadcast.splat295
  %510 = fmul <8 x double> %506, %broadcast.splat297
  %511 = fmul <8 x double> %507, %broadcast.splat299
  %512 = fmul <8 x double> %508, %broadcast.splat301
  %513 = fadd <8 x double> %wide.load290.5, %509
  %514 = fadd <8 x double> %wide.load291.5, %510
  %515 = fadd <8 x double> %wide.load292.5, %511
  %516 = fadd <8 x double> %wide.load293.5, %512
  %scevgep704 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep704705 = bitcast double* %scevgep704 to <8 x double>*
  %scevgep706 = getelementptr <8 x double>, <8 x double>* %scevgep704705, i64 -11
  store <8 x double> %513, <8 x double>* %scevgep706, align 8, !alias.scope !47, !noalias !44
  %scevgep701 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep701702 = bitcast double* %scevgep701 to <8 x double>*
  %scevgep703 = getelementptr <8 x double>, <8 x double>* %scevgep701702, i64 -10
  store <8 x double> %514, <8 x double>* %scevgep703, align 8, !alias.scope !47, !noalias !44
  %scevgep698 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep698699 = bitcast double* %scevgep698 to <8 x double>*
  %scevgep700 = getelementptr <8 x double>, <8 x double>* %scevgep698699, i64 -9
  store <8 x double> %515, <8 x double>* %scevgep700, align 8, !alias.scope !47, !noalias !44
  %scevgep695 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep695696 = bitcast double* %scevgep695 to <8 x double>*
  %scevgep697 = getelementptr <8 x double>, <8 x double>* %scevgep695696, i64 -8
  store <8 x double> %516, <8 x double>* %scevgep697, align 8, !alias.scope !47, !noalias !44
  %scevgep596 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep596597 = bitcast double* %scevgep596 to <8 x double>*
  %scevgep598 = getelementptr <8 x double>, <8 x double>* %scevgep596597, i64 -7
  %wide.load290.6 = load <8 x double>, <8 x double>* %scevgep598, align 8, !alias.scope !44
  %scevgep593 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep593594 = bitcast double* %scevgep593 to <8 x double>*
  %scevgep595 = getelementptr <8 x double>, <8 x double>* %scevgep593594, i64 -6
  %wide.load291.6 = load <8 x double>, <8 x double>* %scevgep595, align 8, !alias.scope !44
  %scevgep590 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep590591 = bitcast double* %scevgep590 to <8 x double>*
  %scevgep592 = getelementptr <8 x double>, <8 x double>* %scevgep590591, i64 -5
  %wide.load292.6 = load <8 x double>, <8 x double>* %scevgep592, align 8, !alias.scope !44
  %scevgep587 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep587588 = bitcast double* %scevgep587 to <8 x double>*
  %scevgep589 = getelementptr <8 x double>, <8 x double>* %scevgep587588, i64 -4
  %wide.load293.6 = load <8 x double>, <8 x double>* %scevgep589, align 8, !alias.scope !44
  %517 = fneg <8 x double> %wide.load290.6
  %518 = fneg <8 x double> %wide.load291.6
  %519 = fneg <8 x double> %wide.load292.6
  %520 = fneg <8 x double> %wide.load293.6
  %521 = fmul <8 x double> %wide.load290.6, %517
  %522 = fmul <8 x double> %wide.load291.6, %518
  %523 = fmul <8 x double> %wide.load292.6, %519
  %524 = fmul <8 x double> %wide.load293.6, %520
  %525 = fmul <8 x double> %521, %broadcast.splat295
  %526 = fmul <8 x double> %522, %broadcast.splat297
  %527 = fmul <8 x double> %523, %broadcast.splat299
  %528 = fmul <8 x double> %524, %broadcast.splat301
  %529 = fadd <8 x double> %wide.load290.6, %525
  %530 = fadd <8 x double> %wide.load291.6, %526
  %531 = fadd <8 x double> %wide.load292.6, %527
  %532 = fadd <8 x double> %wide.load293.6, %528
  %scevgep692 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep692693 = bitcast double* %scevgep692 to <8 x double>*
  %scevgep694 = getelementptr <8 x double>, <8 x double>* %scevgep692693, i64 -7
  store <8 x double> %529, <8 x double>* %scevgep694, align 8, !alias.scope !47, !noalias !44
  %scevgep689 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep689690 = bitcast double* %scevgep689 to <8 x double>*
  %scevgep691 = getelementptr <8 x double>, <8 x double>* %scevgep689690, i64 -6
  store <8 x double> %530, <8 x double>* %scevgep691, align 8, !alias.scope !47, !noalias !44
  %scevgep686 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep686687 = bitcast double* %scevgep686 to <8 x double>*
  %scevgep688 = getelementptr <8 x double>, <8 x double>* %scevgep686687, i64 -5
  store <8 x double> %531, <8 x double>* %scevgep688, align 8, !alias.scope !47, !noalias !44
  %scevgep683 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep683684 = bitcast double* %scevgep683 to <8 x double>*
  %scevgep685 = getelementptr <8 x double>, <8 x double>* %scevgep683684, i64 -4
  store <8 x double> %532, <8 x double>* %scevgep685, align 8, !alias.scope !47, !noalias !44
  %scevgep667 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep667668 = bitcast double* %scevgep667 to <8 x double>*
  %scevgep669 = getelementptr <8 x double>, <8 x double>* %scevgep667668, i64 -3
  %wide.load290.7 = load <8 x double>, <8 x double>* %scevgep669, align 8, !alias.scope !44
  %scevgep664 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep664665 = bitcast double* %scevgep664 to <8 x double>*
  %scevgep666 = getelementptr <8 x double>, <8 x double>* %scevgep664665, i64 -2
  %wide.load291.7 = load <8 x double>, <8 x double>* %scevgep666, align 8, !alias.scope !44
  %scevgep661 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep661662 = bitcast double* %scevgep661 to <8 x double>*
  %scevgep663 = getelementptr <8 x double>, <8 x double>* %scevgep661662, i64 -1
  %wide.load292.7 = load <8 x double>, <8 x double>* %scevgep663, align 8, !alias.scope !44
  %scevgep659 = getelementptr double, double* %scevgep586, i64 %index289
  %scevgep659660 = bitcast double* %scevgep659 to <8 x double>*
  %wide.load293.7 = load <8 x double>, <8 x double>* %scevgep659660, align 8, !alias.scope !44
  %533 = fneg <8 x double> %wide.load290.7
  %534 = fneg <8 x double> %wide.load291.7
  %535 = fneg <8 x double> %wide.load292.7
  %536 = fneg <8 x double> %wide.load293.7
  %537 = fmul <8 x double> %wide.load290.7, %533
  %538 = fmul <8 x double> %wide.load291.7, %534
  %539 = fmul <8 x double> %wide.load292.7, %535
  %540 = fmul <8 x double> %wide.load293.7, %536
  %541 = fmul <8 x double> %537, %broadcast.splat295
  %542 = fmul <8 x double> %538, %broadcast.splat297
  %543 = fmul <8 x double> %539, %broadcast.splat299
  %544 = fmul <8 x double> %540, %broadcast.splat301
  %545 = fadd <8 x double> %wide.load290.7, %541
  %546 = fadd <8 x double> %wide.load291.7, %542
  %547 = fadd <8 x double> %wide.load292.7, %543
  %548 = fadd <8 x double> %wide.load293.7, %544
  %scevgep763 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep763764 = bitcast double* %scevgep763 to <8 x double>*
  %scevgep765 = getelementptr <8 x double>, <8 x double>* %scevgep763764, i64 -3
  store <8 x double> %545, <8 x double>* %scevgep765, align 8, !alias.scope !47, !noalias !44
  %scevgep760 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep760761 = bitcast double* %scevgep760 to <8 x double>*
  %scevgep762 = getelementptr <8 x double>, <8 x double>* %scevgep760761, i64 -2
  store <8 x double> %546, <8 x double>* %scevgep762, align 8, !alias.scope !47, !noalias !44
  %scevgep757 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep757758 = bitcast double* %scevgep757 to <8 x double>*
  %scevgep759 = getelementptr <8 x double>, <8 x double>* %scevgep757758, i64 -1
  store <8 x double> %547, <8 x double>* %scevgep759, align 8, !alias.scope !47, !noalias !44
  %scevgep755 = getelementptr double, double* %scevgep682, i64 %index289
  %scevgep755756 = bitcast double* %scevgep755 to <8 x double>*
  store <8 x double> %548, <8 x double>* %scevgep755756, align 8, !alias.scope !47, !noalias !44
  %index.next302.7 = add i64 %index289, 256
  %lsr.iv.next779 = add i64 %lsr.iv778, -8
  %niter316.ncmp.7 = icmp eq i64 %lsr.iv.next779, 0
  br i1 %niter316.ncmp.7, label %middle.block280.unr-lcssa, label %vector.body282, !llvm.loop !49

middle.block280.unr-lcssa:                        ; preds = %vector.body282, %vector.ph284
  %index289.unr = phi i64 [ 0, %vector.ph284 ], [ %index.next302.7, %vector.body282 ]
  %lcmp.mod314.not = icmp eq i64 %xtraiter312, 0
  br i1 %lcmp.mod314.not, label %middle.block280, label %vector.body282.epil.preheader

vector.body282.epil.preheader:                    ; preds = %middle.block280.unr-lcssa
  %549 = add nuw nsw i64 %index289.unr, 24
  %scevgep558 = getelementptr double, double* %.6.i486.us.2, i64 %549
  %scevgep573 = getelementptr double, double* %.6.i486.us.1, i64 %549
  %550 = shl nuw nsw i64 %xtraiter312, 8
  br label %vector.body282.epil

vector.body282.epil:                              ; preds = %vector.body282.epil.preheader, %vector.body282.epil
  %lsr.iv559 = phi i64 [ 0, %vector.body282.epil.preheader ], [ %lsr.iv.next560, %vector.body282.epil ]
  %551 = bitcast double* %scevgep573 to i8*
  %552 = bitcast double* %scevgep558 to i8*
  %uglygep583 = getelementptr i8, i8* %551, i64 %lsr.iv559
  %uglygep583584 = bitcast i8* %uglygep583 to <8 x double>*
  %scevgep585 = getelementptr <8 x double>, <8 x double>* %uglygep583584, i64 -3
  %wide.load290.epil = load <8 x double>, <8 x double>* %scevgep585, align 8, !alias.scope !44
  %uglygep580 = getelementptr i8, i8* %551, i64 %lsr.iv559
  %uglygep580581 = bitcast i8* %uglygep580 to <8 x double>*
  %scevgep582 = getelementptr <8 x double>, <8 x double>* %uglygep580581, i64 -2
  %wide.load291.epil = load <8 x double>, <8 x double>* %scevgep582, align 8, !alias.scope !44
  %uglygep577 = getelementptr i8, i8* %551, i64 %lsr.iv559
  %uglygep577578 = bitcast i8* %uglygep577 to <8 x double>*
  %scevgep579 = getelementptr <8 x double>, <8 x double>* %uglygep577578, i64 -1
  %wide.load292.epil = load <8 x double>, <8 x double>* %scevgep579, align 8, !alias.scope !44
  %uglygep575 = getelementptr i8, i8* %551, i64 %lsr.iv559
  %uglygep575576 = bitcast i8* %uglygep575 to <8 x double>*
  %wide.load293.epil = load <8 x double>, <8 x double>* %uglygep575576, align 8, !alias.scope !44
  %553 = fneg <8 x double> %wide.load290.epil
  %554 = fneg <8 x double> %wide.load291.epil
  %555 = fneg <8 x double> %wide.load292.epil
  %556 = fneg <8 x double> %wide.load293.epil
  %557 = fmul <8 x double> %wide.load290.epil, %553
  %558 = fmul <8 x double> %wide.load291.epil, %554
  %559 = fmul <8 x double> %wide.load292.epil, %555
  %560 = fmul <8 x double> %wide.load293.epil, %556
  %561 = fmul <8 x double> %557, %broadcast.splat295
  %562 = fmul <8 x double> %558, %broadcast.splat297
  %563 = fmul <8 x double> %559, %broadcast.splat299
  %564 = fmul <8 x double> %560, %broadcast.splat301
  %565 = fadd <8 x double> %wide.load290.epil, %561
  %566 = fadd <8 x double> %wide.load291.epil, %562
  %567 = fadd <8 x double> %wide.load292.epil, %563
  %568 = fadd <8 x double> %wide.load293.epil, %564
  %uglygep570 = getelementptr i8, i8* %552, i64 %lsr.iv559
  %uglygep570571 = bitcast i8* %uglygep570 to <8 x double>*
  %scevgep572 = getelementptr <8 x double>, <8 x double>* %uglygep570571, i64 -3
  store <8 x double> %565, <8 x double>* %scevgep572, align 8, !alias.scope !47, !noalias !44
  %uglygep567 = getelementptr i8, i8* %552, i64 %lsr.iv559
  %uglygep567568 = bitcast i8* %uglygep567 to <8 x double>*
  %scevgep569 = getelementptr <8 x double>, <8 x double>* %uglygep567568, i64 -2
  store <8 x double> %566, <8 x double>* %scevgep569, align 8, !alias.scope !47, !noalias !44
  %uglygep564 = getelementptr i8, i8* %552, i64 %lsr.iv559
  %uglygep564565 = bitcast i8* %uglygep564 to <8 x double>*
  %scevgep566 = getelementptr <8 x double>, <8 x double>* %uglygep564565, i64 -1
  store <8 x double> %567, <8 x double>* %scevgep566, align 8, !alias.scope !47, !noalias !44
  %uglygep562 = getelementptr i8, i8* %552, i64 %lsr.iv559
  %uglygep562563 = bitcast i8* %uglygep562 to <8 x double>*
  store <8 x double> %568, <8 x double>* %uglygep562563, align 8, !alias.scope !47, !noalias !44
  %lsr.iv.next560 = add nuw nsw i64 %lsr.iv559, 256
  %epil.iter313.cmp.not = icmp eq i64 %550, %lsr.iv.next560
  br i1 %epil.iter313.cmp.not, label %middle.block280, label %vector.body282.epil, !llvm.loop !50

middle.block280:                                  ; preds = %vector.body282.epil, %middle.block280.unr-lcssa
  %cmp.n288 = icmp eq i64 %n.vec286, %arg.y0.5.0
  br i1 %cmp.n288, label %B104, label %for.body.us.us.2.preheader303

for.body.us.us.2.preheader303:                    ; preds = %vector.memcheck272, %for.body.us.us.2.preheader, %middle.block280
  %loop.index85.us.us.2.ph = phi i64 [ 0, %vector.memcheck272 ], [ 0, %for.body.us.us.2.preheader ], [ %n.vec286, %middle.block280 ]
  %569 = xor i64 %loop.index85.us.us.2.ph, -1
  %570 = add i64 %569, %arg.y0.5.0
  %xtraiter310 = and i64 %arg.y0.5.0, 7
  %lcmp.mod311.not = icmp eq i64 %xtraiter310, 0
  br i1 %lcmp.mod311.not, label %for.body.us.us.2.prol.loopexit, label %for.body.us.us.2.prol.preheader

for.body.us.us.2.prol.preheader:                  ; preds = %for.body.us.us.2.preheader303
  br label %for.body.us.us.2.prol

for.body.us.us.2.prol:                            ; preds = %for.body.us.us.2.prol.preheader, %for.body.us.us.2.prol
  %lsr.iv556 = phi i64 [ %xtraiter310, %for.body.us.us.2.prol.preheader ], [ %lsr.iv.next557, %for.body.us.us.2.prol ]
  %loop.index85.us.us.2.prol = phi i64 [ %.533.us.us.2.prol, %for.body.us.us.2.prol ], [ %loop.index85.us.us.2.ph, %for.body.us.us.2.prol.preheader ]
  %scevgep555 = getelementptr double, double* %.6.i486.us.1, i64 %loop.index85.us.us.2.prol
  %.486108115.us.us.2.prol = load double, double* %scevgep555, align 8
  %.8.i.us.us.2.prol = fneg double %.486108115.us.us.2.prol
  %.9.i.us.us.2.prol = fmul double %.486108115.us.us.2.prol, %.8.i.us.us.2.prol
  %.10.i.us.us.2.prol = fmul double %.9.i.us.us.2.prol, %arg.h
  %.11.i.us.us.2.prol = fadd double %.486108115.us.us.2.prol, %.10.i.us.us.2.prol
  %scevgep554 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us.us.2.prol
  store double %.11.i.us.us.2.prol, double* %scevgep554, align 8
  %.533.us.us.2.prol = add nuw i64 %loop.index85.us.us.2.prol, 1
  %lsr.iv.next557 = add nsw i64 %lsr.iv556, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next557, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.us.2.prol.loopexit, label %for.body.us.us.2.prol, !llvm.loop !51

for.body.us.us.2.prol.loopexit:                   ; preds = %for.body.us.us.2.prol, %for.body.us.us.2.preheader303
  %loop.index85.us.us.2.unr = phi i64 [ %loop.index85.us.us.2.ph, %for.body.us.us.2.preheader303 ], [ %.533.us.us.2.prol, %for.body.us.us.2.prol ]
  %571 = icmp ult i64 %570, 7
  br i1 %571, label %B104, label %for.body.us.us.2.preheader363

for.body.us.us.2.preheader363:                    ; preds = %for.body.us.us.2.prol.loopexit
  br label %for.body.us.us.2

for.body.us131.2:                                 ; preds = %for.body.us131.2, %for.body.us131.2.preheader.new
  %loop.index85.us132.2 = phi i64 [ 0, %for.body.us131.2.preheader.new ], [ %.533.us141.2.7, %for.body.us131.2 ]
  %.486108115.us133.2 = load double, double* %.6.i486.us.1, align 8
  %.8.i.us136.2 = fneg double %.486108115.us133.2
  %.9.i.us137.2 = fmul double %.486108115.us133.2, %.8.i.us136.2
  %.10.i.us138.2 = fmul double %.9.i.us137.2, %arg.h
  %.11.i.us139.2 = fadd double %.486108115.us133.2, %.10.i.us138.2
  %sunkaddr1410 = mul i64 %loop.index85.us132.2, 8
  %572 = bitcast double* %.6.i486.us.2 to i8*
  %sunkaddr1411 = getelementptr i8, i8* %572, i64 %sunkaddr1410
  %573 = bitcast i8* %sunkaddr1411 to double*
  store double %.11.i.us139.2, double* %573, align 8
  %.486108115.us133.2.1 = load double, double* %.6.i486.us.1, align 8
  %.8.i.us136.2.1 = fneg double %.486108115.us133.2.1
  %.9.i.us137.2.1 = fmul double %.486108115.us133.2.1, %.8.i.us136.2.1
  %.10.i.us138.2.1 = fmul double %.9.i.us137.2.1, %arg.h
  %.11.i.us139.2.1 = fadd double %.486108115.us133.2.1, %.10.i.us138.2.1
  %sunkaddr1412 = mul i64 %loop.index85.us132.2, 8
  %574 = bitcast double* %.6.i486.us.2 to i8*
  %sunkaddr1413 = getelementptr i8, i8* %574, i64 %sunkaddr1412
  %sunkaddr1414 = getelementptr i8, i8* %sunkaddr1413, i64 8
  %575 = bitcast i8* %sunkaddr1414 to double*
  store double %.11.i.us139.2.1, double* %575, align 8
  %.486108115.us133.2.2 = load double, double* %.6.i486.us.1, align 8
  %.8.i.us136.2.2 = fneg double %.486108115.us133.2.2
  %.9.i.us137.2.2 = fmul double %.486108115.us133.2.2, %.8.i.us136.2.2
  %.10.i.us138.2.2 = fmul double %.9.i.us137.2.2, %arg.h
  %.11.i.us139.2.2 = fadd double %.486108115.us133.2.2, %.10.i.us138.2.2
  %sunkaddr1415 = mul i64 %loop.index85.us132.2, 8
  %576 = bitcast double* %.6.i486.us.2 to i8*
  %sunkaddr1416 = getelementptr i8, i8* %576, i64 %sunkaddr1415
  %sunkaddr1417 = getelementptr i8, i8* %sunkaddr1416, i64 16
  %577 = bitcast i8* %sunkaddr1417 to double*
  store double %.11.i.us139.2.2, double* %577, align 8
  %.486108115.us133.2.3 = load double, double* %.6.i486.us.1, align 8
  %.8.i.us136.2.3 = fneg double %.486108115.us133.2.3
  %.9.i.us137.2.3 = fmul double %.486108115.us133.2.3, %.8.i.us136.2.3
  %.10.i.us138.2.3 = fmul double %.9.i.us137.2.3, %arg.h
  %.11.i.us139.2.3 = fadd double %.486108115.us133.2.3, %.10.i.us138.2.3
  %sunkaddr1418 = mul i64 %loop.index85.us132.2, 8
  %578 = bitcast double* %.6.i486.us.2 to i8*
  %sunkaddr1419 = getelementptr i8, i8* %578, i64 %sunkaddr1418
  %sunkaddr1420 = getelementptr i8, i8* %sunkaddr1419, i64 24
  %579 = bitcast i8* %sunkaddr1420 to double*
  store double %.11.i.us139.2.3, double* %579, align 8
  %.486108115.us133.2.4 = load double, double* %.6.i486.us.1, align 8
  %.8.i.us136.2.4 = fneg double %.486108115.us133.2.4
  %.9.i.us137.2.4 = fmul double %.486108115.us133.2.4, %.8.i.us136.2.4
  %.10.i.us138.2.4 = fmul double %.9.i.us137.2.4, %arg.h
  %.11.i.us139.2.4 = fadd double %.486108115.us133.2.4, %.10.i.us138.2.4
  %sunkaddr1421 = mul i64 %loop.index85.us132.2, 8
  %580 = bitcast double* %.6.i486.us.2 to i8*
  %sunkaddr1422 = getelementptr i8, i8* %580, i64 %sunkaddr1421
  %sunkaddr1423 = getelementptr i8, i8* %sunkaddr1422, i64 32
  %581 = bitcast i8* %sunkaddr1423 to double*
  store double %.11.i.us139.2.4, double* %581, align 8
  %.486108115.us133.2.5 = load double, double* %.6.i486.us.1, align 8
  %.8.i.us136.2.5 = fneg double %.486108115.us133.2.5
  %.9.i.us137.2.5 = fmul double %.486108115.us133.2.5, %.8.i.us136.2.5
  %.10.i.us138.2.5 = fmul double %.9.i.us137.2.5, %arg.h
  %.11.i.us139.2.5 = fadd double %.486108115.us133.2.5, %.10.i.us138.2.5
  %sunkaddr1424 = mul i64 %loop.index85.us132.2, 8
  %582 = bitcast double* %.6.i486.us.2 to i8*
  %sunkaddr1425 = getelementptr i8, i8* %582, i64 %sunkaddr1424
  %sunkaddr1426 = getelementptr i8, i8* %sunkaddr1425, i64 40
  %583 = bitcast i8* %sunkaddr1426 to double*
  store double %.11.i.us139.2.5, double* %583, align 8
  %.486108115.us133.2.6 = load double, double* %.6.i486.us.1, align 8
  %.8.i.us136.2.6 = fneg double %.486108115.us133.2.6
  %.9.i.us137.2.6 = fmul double %.486108115.us133.2.6, %.8.i.us136.2.6
  %.10.i.us138.2.6 = fmul double %.9.i.us137.2.6, %arg.h
  %.11.i.us139.2.6 = fadd double %.486108115.us133.2.6, %.10.i.us138.2.6
  %sunkaddr1427 = mul i64 %loop.index85.us132.2, 8
  %584 = bitcast double* %.6.i486.us.2 to i8*
  %sunkaddr1428 = getelementptr i8, i8* %584, i64 %sunkaddr1427
  %sunkaddr1429 = getelementptr i8, i8* %sunkaddr1428, i64 48
  %585 = bitcast i8* %sunkaddr1429 to double*
  store double %.11.i.us139.2.6, double* %585, align 8
  %.486108115.us133.2.7 = load double, double* %.6.i486.us.1, align 8
  %.8.i.us136.2.7 = fneg double %.486108115.us133.2.7
  %.9.i.us137.2.7 = fmul double %.486108115.us133.2.7, %.8.i.us136.2.7
  %.10.i.us138.2.7 = fmul double %.9.i.us137.2.7, %arg.h
  %.11.i.us139.2.7 = fadd double %.486108115.us133.2.7, %.10.i.us138.2.7
  %sunkaddr1430 = mul i64 %loop.index85.us132.2, 8
  %586 = bitcast double* %.6.i486.us.2 to i8*
  %sunkaddr1431 = getelementptr i8, i8* %586, i64 %sunkaddr1430
  %sunkaddr1432 = getelementptr i8, i8* %sunkaddr1431, i64 56
  %587 = bitcast i8* %sunkaddr1432 to double*
  store double %.11.i.us139.2.7, double* %587, align 8
  %.533.us141.2.7 = add nuw i64 %loop.index85.us132.2, 8
  %niter321.ncmp.7 = icmp eq i64 %unroll_iter320, %.533.us141.2.7
  br i1 %niter321.ncmp.7, label %B104.loopexit304.unr-lcssa, label %for.body.us131.2, !llvm.loop !52

for.body.us.us.2:                                 ; preds = %for.body.us.us.2.preheader363, %for.body.us.us.2
  %loop.index85.us.us.2 = phi i64 [ %.533.us.us.2.7, %for.body.us.us.2 ], [ %loop.index85.us.us.2.unr, %for.body.us.us.2.preheader363 ]
  %sunkaddr1433 = mul i64 %loop.index85.us.us.2, 8
  %588 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1434 = getelementptr i8, i8* %588, i64 %sunkaddr1433
  %589 = bitcast i8* %sunkaddr1434 to double*
  %.486108115.us.us.2 = load double, double* %589, align 8
  %.8.i.us.us.2 = fneg double %.486108115.us.us.2
  %.9.i.us.us.2 = fmul double %.486108115.us.us.2, %.8.i.us.us.2
  %.10.i.us.us.2 = fmul double %.9.i.us.us.2, %arg.h
  %.11.i.us.us.2 = fadd double %.486108115.us.us.2, %.10.i.us.us.2
  %scevgep537 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us.us.2
  store double %.11.i.us.us.2, double* %scevgep537, align 8
  %sunkaddr1435 = mul i64 %loop.index85.us.us.2, 8
  %590 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1436 = getelementptr i8, i8* %590, i64 %sunkaddr1435
  %sunkaddr1437 = getelementptr i8, i8* %sunkaddr1436, i64 8
  %591 = bitcast i8* %sunkaddr1437 to double*
  %.486108115.us.us.2.1 = load double, double* %591, align 8
  %.8.i.us.us.2.1 = fneg double %.486108115.us.us.2.1
  %.9.i.us.us.2.1 = fmul double %.486108115.us.us.2.1, %.8.i.us.us.2.1
  %.10.i.us.us.2.1 = fmul double %.9.i.us.us.2.1, %arg.h
  %.11.i.us.us.2.1 = fadd double %.486108115.us.us.2.1, %.10.i.us.us.2.1
  %scevgep535 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us.us.2
  %scevgep536 = getelementptr double, double* %scevgep535, i64 1
  store double %.11.i.us.us.2.1, double* %scevgep536, align 8
  %sunkaddr1438 = mul i64 %loop.index85.us.us.2, 8
  %592 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1439 = getelementptr i8, i8* %592, i64 %sunkaddr1438
  %sunkaddr1440 = getelementptr i8, i8* %sunkaddr1439, i64 16
  %593 = bitcast i8* %sunkaddr1440 to double*
  %.486108115.us.us.2.2 = load double, double* %593, align 8
  %.8.i.us.us.2.2 = fneg double %.486108115.us.us.2.2
  %.9.i.us.us.2.2 = fmul double %.486108115.us.us.2.2, %.8.i.us.us.2.2
  %.10.i.us.us.2.2 = fmul double %.9.i.us.us.2.2, %arg.h
  %.11.i.us.us.2.2 = fadd double %.486108115.us.us.2.2, %.10.i.us.us.2.2
  %scevgep533 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us.us.2
  %scevgep534 = getelementptr double, double* %scevgep533, i64 2
  store double %.11.i.us.us.2.2, double* %scevgep534, align 8
  %sunkaddr1441 = mul i64 %loop.index85.us.us.2, 8
  %594 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1442 = getelementptr i8, i8* %594, i64 %sunkaddr1441
  %sunkaddr1443 = getelementptr i8, i8* %sunkaddr1442, i64 24
  %595 = bitcast i8* %sunkaddr1443 to double*
  %.486108115.us.us.2.3 = load double, double* %595, align 8
  %.8.i.us.us.2.3 = fneg double %.486108115.us.us.2.3
  %.9.i.us.us.2.3 = fmul double %.486108115.us.us.2.3, %.8.i.us.us.2.3
  %.10.i.us.us.2.3 = fmul double %.9.i.us.us.2.3, %arg.h
  %.11.i.us.us.2.3 = fadd double %.486108115.us.us.2.3, %.10.i.us.us.2.3
  %scevgep531 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us.us.2
  %scevgep532 = getelementptr double, double* %scevgep531, i64 3
  store double %.11.i.us.us.2.3, double* %scevgep532, align 8
  %sunkaddr1444 = mul i64 %loop.index85.us.us.2, 8
  %596 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1445 = getelementptr i8, i8* %596, i64 %sunkaddr1444
  %sunkaddr1446 = getelementptr i8, i8* %sunkaddr1445, i64 32
  %597 = bitcast i8* %sunkaddr1446 to double*
  %.486108115.us.us.2.4 = load double, double* %597, align 8
  %.8.i.us.us.2.4 = fneg double %.486108115.us.us.2.4
  %.9.i.us.us.2.4 = fmul double %.486108115.us.us.2.4, %.8.i.us.us.2.4
  %.10.i.us.us.2.4 = fmul double %.9.i.us.us.2.4, %arg.h
  %.11.i.us.us.2.4 = fadd double %.486108115.us.us.2.4, %.10.i.us.us.2.4
  %scevgep529 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us.us.2
  %scevgep530 = getelementptr double, double* %scevgep529, i64 4
  store double %.11.i.us.us.2.4, double* %scevgep530, align 8
  %sunkaddr1447 = mul i64 %loop.index85.us.us.2, 8
  %598 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1448 = getelementptr i8, i8* %598, i64 %sunkaddr1447
  %sunkaddr1449 = getelementptr i8, i8* %sunkaddr1448, i64 40
  %599 = bitcast i8* %sunkaddr1449 to double*
  %.486108115.us.us.2.5 = load double, double* %599, align 8
  %.8.i.us.us.2.5 = fneg double %.486108115.us.us.2.5
  %.9.i.us.us.2.5 = fmul double %.486108115.us.us.2.5, %.8.i.us.us.2.5
  %.10.i.us.us.2.5 = fmul double %.9.i.us.us.2.5, %arg.h
  %.11.i.us.us.2.5 = fadd double %.486108115.us.us.2.5, %.10.i.us.us.2.5
  %scevgep527 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us.us.2
  %scevgep528 = getelementptr double, double* %scevgep527, i64 5
  store double %.11.i.us.us.2.5, double* %scevgep528, align 8
  %sunkaddr1450 = mul i64 %loop.index85.us.us.2, 8
  %600 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1451 = getelementptr i8, i8* %600, i64 %sunkaddr1450
  %sunkaddr1452 = getelementptr i8, i8* %sunkaddr1451, i64 48
  %601 = bitcast i8* %sunkaddr1452 to double*
  %.486108115.us.us.2.6 = load double, double* %601, align 8
  %.8.i.us.us.2.6 = fneg double %.486108115.us.us.2.6
  %.9.i.us.us.2.6 = fmul double %.486108115.us.us.2.6, %.8.i.us.us.2.6
  %.10.i.us.us.2.6 = fmul double %.9.i.us.us.2.6, %arg.h
  %.11.i.us.us.2.6 = fadd double %.486108115.us.us.2.6, %.10.i.us.us.2.6
  %scevgep525 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us.us.2
  %scevgep526 = getelementptr double, double* %scevgep525, i64 6
  store double %.11.i.us.us.2.6, double* %scevgep526, align 8
  %sunkaddr1453 = mul i64 %loop.index85.us.us.2, 8
  %602 = bitcast double* %.6.i486.us.1 to i8*
  %sunkaddr1454 = getelementptr i8, i8* %602, i64 %sunkaddr1453
  %sunkaddr1455 = getelementptr i8, i8* %sunkaddr1454, i64 56
  %603 = bitcast i8* %sunkaddr1455 to double*
  %.486108115.us.us.2.7 = load double, double* %603, align 8
  %.8.i.us.us.2.7 = fneg double %.486108115.us.us.2.7
  %.9.i.us.us.2.7 = fmul double %.486108115.us.us.2.7, %.8.i.us.us.2.7
  %.10.i.us.us.2.7 = fmul double %.9.i.us.us.2.7, %arg.h
  %.11.i.us.us.2.7 = fadd double %.486108115.us.us.2.7, %.10.i.us.us.2.7
  %scevgep523 = getelementptr double, double* %.6.i486.us.2, i64 %loop.index85.us.us.2
  %scevgep524 = getelementptr double, double* %scevgep523, i64 7
  store double %.11.i.us.us.2.7, double* %scevgep524, align 8
  %.533.us.us.2.7 = add nuw nsw i64 %loop.index85.us.us.2, 8
  %exitcond150.2.not.7 = icmp eq i64 %arg.y0.5.0, %.533.us.us.2.7
  br i1 %exitcond150.2.not.7, label %B104, label %for.body.us.us.2, !llvm.loop !53

for.body.us.us:                                   ; preds = %for.body.us.us.preheader367, %for.body.us.us
  %loop.index85.us.us = phi i64 [ %.533.us.us.7, %for.body.us.us ], [ %loop.index85.us.us.unr, %for.body.us.us.preheader367 ]
  %sunkaddr1456 = mul i64 %loop.index85.us.us, 8
  %sunkaddr1457 = getelementptr i8, i8* %.6.i, i64 %sunkaddr1456
  %604 = bitcast i8* %sunkaddr1457 to double*
  %.486108115.us.us = load double, double* %604, align 8
  %.8.i.us.us = fneg double %.486108115.us.us
  %.9.i.us.us = fmul double %.486108115.us.us, %.8.i.us.us
  %.10.i.us.us = fmul double %.9.i.us.us, %arg.h
  %.11.i.us.us = fadd double %.486108115.us.us, %.10.i.us.us
  %sunkaddr1458 = mul i64 %loop.index85.us.us, 8
  %605 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1459 = getelementptr i8, i8* %605, i64 %sunkaddr1458
  %606 = bitcast i8* %sunkaddr1459 to double*
  store double %.11.i.us.us, double* %606, align 8
  %sunkaddr1460 = mul i64 %loop.index85.us.us, 8
  %sunkaddr1461 = getelementptr i8, i8* %.6.i, i64 %sunkaddr1460
  %sunkaddr1462 = getelementptr i8, i8* %sunkaddr1461, i64 8
  %607 = bitcast i8* %sunkaddr1462 to double*
  %.486108115.us.us.1340 = load double, double* %607, align 8
  %.8.i.us.us.1341 = fneg double %.486108115.us.us.1340
  %.9.i.us.us.1342 = fmul double %.486108115.us.us.1340, %.8.i.us.us.1341
  %.10.i.us.us.1343 = fmul double %.9.i.us.us.1342, %arg.h
  %.11.i.us.us.1344 = fadd double %.486108115.us.us.1340, %.10.i.us.us.1343
  %sunkaddr1463 = mul i64 %loop.index85.us.us, 8
  %608 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1464 = getelementptr i8, i8* %608, i64 %sunkaddr1463
  %sunkaddr1465 = getelementptr i8, i8* %sunkaddr1464, i64 8
  %609 = bitcast i8* %sunkaddr1465 to double*
  store double %.11.i.us.us.1344, double* %609, align 8
  %sunkaddr1466 = mul i64 %loop.index85.us.us, 8
  %sunkaddr1467 = getelementptr i8, i8* %.6.i, i64 %sunkaddr1466
  %sunkaddr1468 = getelementptr i8, i8* %sunkaddr1467, i64 16
  %610 = bitcast i8* %sunkaddr1468 to double*
  %.486108115.us.us.2350 = load double, double* %610, align 8
  %.8.i.us.us.2351 = fneg double %.486108115.us.us.2350
  %.9.i.us.us.2352 = fmul double %.486108115.us.us.2350, %.8.i.us.us.2351
  %.10.i.us.us.2353 = fmul double %.9.i.us.us.2352, %arg.h
  %.11.i.us.us.2354 = fadd double %.486108115.us.us.2350, %.10.i.us.us.2353
  %sunkaddr1469 = mul i64 %loop.index85.us.us, 8
  %611 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1470 = getelementptr i8, i8* %611, i64 %sunkaddr1469
  %sunkaddr1471 = getelementptr i8, i8* %sunkaddr1470, i64 16
  %612 = bitcast i8* %sunkaddr1471 to double*
  store double %.11.i.us.us.2354, double* %612, align 8
  %sunkaddr1472 = mul i64 %loop.index85.us.us, 8
  %sunkaddr1473 = getelementptr i8, i8* %.6.i, i64 %sunkaddr1472
  %sunkaddr1474 = getelementptr i8, i8* %sunkaddr1473, i64 24
  %613 = bitcast i8* %sunkaddr1474 to double*
  %.486108115.us.us.3 = load double, double* %613, align 8
  %.8.i.us.us.3 = fneg double %.486108115.us.us.3
  %.9.i.us.us.3 = fmul double %.486108115.us.us.3, %.8.i.us.us.3
  %.10.i.us.us.3 = fmul double %.9.i.us.us.3, %arg.h
  %.11.i.us.us.3 = fadd double %.486108115.us.us.3, %.10.i.us.us.3
  %sunkaddr1475 = mul i64 %loop.index85.us.us, 8
  %614 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1476 = getelementptr i8, i8* %614, i64 %sunkaddr1475
  %sunkaddr1477 = getelementptr i8, i8* %sunkaddr1476, i64 24
  %615 = bitcast i8* %sunkaddr1477 to double*
  store double %.11.i.us.us.3, double* %615, align 8
  %sunkaddr1478 = mul i64 %loop.index85.us.us, 8
  %sunkaddr1479 = getelementptr i8, i8* %.6.i, i64 %sunkaddr1478
  %sunkaddr1480 = getelementptr i8, i8* %sunkaddr1479, i64 32
  %616 = bitcast i8* %sunkaddr1480 to double*
  %.486108115.us.us.4 = load double, double* %616, align 8
  %.8.i.us.us.4 = fneg double %.486108115.us.us.4
  %.9.i.us.us.4 = fmul double %.486108115.us.us.4, %.8.i.us.us.4
  %.10.i.us.us.4 = fmul double %.9.i.us.us.4, %arg.h
  %.11.i.us.us.4 = fadd double %.486108115.us.us.4, %.10.i.us.us.4
  %sunkaddr1481 = mul i64 %loop.index85.us.us, 8
  %617 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1482 = getelementptr i8, i8* %617, i64 %sunkaddr1481
  %sunkaddr1483 = getelementptr i8, i8* %sunkaddr1482, i64 32
  %618 = bitcast i8* %sunkaddr1483 to double*
  store double %.11.i.us.us.4, double* %618, align 8
  %sunkaddr1484 = mul i64 %loop.index85.us.us, 8
  %sunkaddr1485 = getelementptr i8, i8* %.6.i, i64 %sunkaddr1484
  %sunkaddr1486 = getelementptr i8, i8* %sunkaddr1485, i64 40
  %619 = bitcast i8* %sunkaddr1486 to double*
  %.486108115.us.us.5 = load double, double* %619, align 8
  %.8.i.us.us.5 = fneg double %.486108115.us.us.5
  %.9.i.us.us.5 = fmul double %.486108115.us.us.5, %.8.i.us.us.5
  %.10.i.us.us.5 = fmul double %.9.i.us.us.5, %arg.h
  %.11.i.us.us.5 = fadd double %.486108115.us.us.5, %.10.i.us.us.5
  %sunkaddr1487 = mul i64 %loop.index85.us.us, 8
  %620 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1488 = getelementptr i8, i8* %620, i64 %sunkaddr1487
  %sunkaddr1489 = getelementptr i8, i8* %sunkaddr1488, i64 40
  %621 = bitcast i8* %sunkaddr1489 to double*
  store double %.11.i.us.us.5, double* %621, align 8
  %sunkaddr1490 = mul i64 %loop.index85.us.us, 8
  %sunkaddr1491 = getelementptr i8, i8* %.6.i, i64 %sunkaddr1490
  %sunkaddr1492 = getelementptr i8, i8* %sunkaddr1491, i64 48
  %622 = bitcast i8* %sunkaddr1492 to double*
  %.486108115.us.us.6 = load double, double* %622, align 8
  %.8.i.us.us.6 = fneg double %.486108115.us.us.6
  %.9.i.us.us.6 = fmul double %.486108115.us.us.6, %.8.i.us.us.6
  %.10.i.us.us.6 = fmul double %.9.i.us.us.6, %arg.h
  %.11.i.us.us.6 = fadd double %.486108115.us.us.6, %.10.i.us.us.6
  %sunkaddr1493 = mul i64 %loop.index85.us.us, 8
  %623 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1494 = getelementptr i8, i8* %623, i64 %sunkaddr1493
  %sunkaddr1495 = getelementptr i8, i8* %sunkaddr1494, i64 48
  %624 = bitcast i8* %sunkaddr1495 to double*
  store double %.11.i.us.us.6, double* %624, align 8
  %sunkaddr1496 = mul i64 %loop.index85.us.us, 8
  %sunkaddr1497 = getelementptr i8, i8* %.6.i, i64 %sunkaddr1496
  %sunkaddr1498 = getelementptr i8, i8* %sunkaddr1497, i64 56
  %625 = bitcast i8* %sunkaddr1498 to double*
  %.486108115.us.us.7 = load double, double* %625, align 8
  %.8.i.us.us.7 = fneg double %.486108115.us.us.7
  %.9.i.us.us.7 = fmul double %.486108115.us.us.7, %.8.i.us.us.7
  %.10.i.us.us.7 = fmul double %.9.i.us.us.7, %arg.h
  %.11.i.us.us.7 = fadd double %.486108115.us.us.7, %.10.i.us.us.7
  %sunkaddr1499 = mul i64 %loop.index85.us.us, 8
  %626 = bitcast double* %.6.i486.us to i8*
  %sunkaddr1500 = getelementptr i8, i8* %626, i64 %sunkaddr1499
  %sunkaddr1501 = getelementptr i8, i8* %sunkaddr1500, i64 56
  %627 = bitcast i8* %sunkaddr1501 to double*
  store double %.11.i.us.us.7, double* %627, align 8
  %.533.us.us.7 = add nuw nsw i64 %loop.index85.us.us, 8
  %exitcond150.not.7 = icmp eq i64 %arg.y0.5.0, %.533.us.us.7
  br i1 %exitcond150.not.7, label %for.end.loopexit.us, label %for.body.us.us, !llvm.loop !54

B76.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B76.preheader, %B76.endif.endif.endif.endif.endif.endif.endif.endif, %B76.endif.endif.endif.endif.endif.endif.endif.endif.1, %B76.us.preheader, %for.end.loopexit.us, %for.end.loopexit.us.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139973082135936, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B76.preheader
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i5.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !26
  %.8.i.i6.1 = icmp eq i8* %.7.i.i5.1, null
  br i1 %.8.i.i6.1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.1: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i5.us)
  %.7.i.i5.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !26
  %.8.i.i6.2 = icmp eq i8* %.7.i.i5.2, null
  br i1 %.8.i.i6.2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.2: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.1
  %.5.i3.2 = getelementptr i8, i8* %.7.i.i5.2, i64 24
  %628 = bitcast i8* %.5.i3.2 to double**
  %.6.i486.2 = load double*, double** %628, align 8
  br label %B104

B104.endif:                                       ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %B104
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %B104 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %y.2.sroa.0.0.lcssa)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.euler_decay, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
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
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !55

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, double %.46) #3
  %.60 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.67 = icmp sgt i32 %.59, 0
  %.68 = select i1 %.67, { i8*, i32, i8*, i8*, i32 }* %.60, { i8*, i32, i8*, i8*, i32 }* undef
  %.69 = load double, double* %.53, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.59, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %10 = icmp sgt i32 %.59, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.77 = call i8* @PyFloat_FromDouble(double %.69)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 0
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 1
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.90 = sext i32 %.89 to i64
  %.91 = call i8* @PyBytes_FromStringAndSize(i8* %.87, i64 %.90)
  %.92 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 2
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 3
  %.96 = bitcast i8* %.95 to i8* (i8*)*
  %.97 = call i8* %.96(i8* %.93)
  %.98 = icmp eq i8* %.97, null
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.112 = call i8* @numba_unpickle(i8* %.87, i32 %.89, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq i8* %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call i8* @numba_runtime_build_excinfo_struct(i8* %.91, i8* nonnull %.97)
  %.103 = bitcast { i8*, i32, i8*, i8*, i32 }* %.68 to i8*
  call void @NRT_Free(i8* nonnull %.103)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.114)
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

define double @cfunc._ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 undef, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !55

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f4e05d44110>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.19 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

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

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!6 = !{!"branch_weights", i32 1, i32 7}
!7 = distinct !{!7, !2}
!8 = distinct !{!8, !2}
!9 = !{i1 true}
!10 = !{!11, !13, !14, !16}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = distinct !{!24, !2}
!25 = distinct !{!25, !2}
!26 = !{!27, !29, !30, !32}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = !{!34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!37}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !23}
!39 = distinct !{!39, !2}
!40 = distinct !{!40, !2}
!41 = distinct !{!41, !23}
!42 = distinct !{!42, !23}
!43 = distinct !{!43, !2}
!44 = !{!45}
!45 = distinct !{!45, !46}
!46 = distinct !{!46, !"LVerDomain"}
!47 = !{!48}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !23}
!50 = distinct !{!50, !2}
!51 = distinct !{!51, !2}
!52 = distinct !{!52, !23}
!53 = distinct !{!53, !23}
!54 = distinct !{!54, !23}
!55 = !{!"branch_weights", i32 99, i32 1}
