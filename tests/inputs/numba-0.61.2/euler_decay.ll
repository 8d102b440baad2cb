; ModuleID = 'euler_decay'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140584660085376 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140584660085376.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140584660085376 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140584660085376, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140584660085376.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7fdc6ab9b410>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fdc6ab9b410>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140584659162880 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140584659162880.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140584659162880 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140584659162880, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140584659162880.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fdc6abc8dd0B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  %arg.y0.5.0.fr = freeze i64 %arg.y0.5.0
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0.fr, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B104.loopexit.unr-lcssa:                          ; preds = %for.body.us.2, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2
  %loop.index84.us.2.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2 ], [ %.533.us.2.7, %for.body.us.2 ]
  %.472.083.us.2.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2 ], [ %loop.index84..472.083.us.2.7, %for.body.us.2 ]
  %.469.082.us.2.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2 ], [ %loop.index84..469.082.us.2.7, %for.body.us.2 ]
  %.466.081.us.2.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2 ], [ %loop.index84..466.081.us.2.7, %for.body.us.2 ]
  %lcmp.mod138.not = icmp eq i64 %xtraiter136, 0
  br i1 %lcmp.mod138.not, label %B104, label %for.body.us.2.epil.preheader

for.body.us.2.epil.preheader:                     ; preds = %B104.loopexit.unr-lcssa
  br label %for.body.us.2.epil

for.body.us.2.epil:                               ; preds = %for.body.us.2.epil.preheader, %for.body.us.2.epil
  %lsr.iv346 = phi i64 [ %xtraiter136, %for.body.us.2.epil.preheader ], [ %lsr.iv.next347, %for.body.us.2.epil ]
  %loop.index84.us.2.epil = phi i64 [ %.533.us.2.epil, %for.body.us.2.epil ], [ %loop.index84.us.2.unr, %for.body.us.2.epil.preheader ]
  %.472.083.us.2.epil = phi i64 [ %loop.index84..472.083.us.2.epil, %for.body.us.2.epil ], [ %.472.083.us.2.unr, %for.body.us.2.epil.preheader ]
  %.469.082.us.2.epil = phi i64 [ %loop.index84..469.082.us.2.epil, %for.body.us.2.epil ], [ %.469.082.us.2.unr, %for.body.us.2.epil.preheader ]
  %.466.081.us.2.epil = phi i64 [ %loop.index84..466.081.us.2.epil, %for.body.us.2.epil ], [ %.466.081.us.2.unr, %for.body.us.2.epil.preheader ]
  %0 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index84..469.082.us.2.epil = select i1 %0, i64 %loop.index84.us.2.epil, i64 %.469.082.us.2.epil
  %loop.index84..466.081.us.2.epil = select i1 %0, i64 %loop.index84.us.2.epil, i64 %.466.081.us.2.epil
  %loop.index84..472.083.us.2.epil = select i1 %0, i64 %loop.index84.us.2.epil, i64 %.472.083.us.2.epil
  %.486107114.in.us.2.epil = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..466.081.us.2.epil
  %.486107114.us.2.epil = load double, double* %.486107114.in.us.2.epil, align 8
  %.495120.in.us.2.epil = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..469.082.us.2.epil
  %.495120.us.2.epil = load double, double* %.495120.in.us.2.epil, align 8
  %.503.us.2.epil = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..472.083.us.2.epil
  %.504.us.2.epil = load double, double* %.503.us.2.epil, align 8
  %.8.i.us.2.epil = fneg double %.504.us.2.epil
  %.9.i.us.2.epil = fmul double %.495120.us.2.epil, %.8.i.us.2.epil
  %.10.i.us.2.epil = fmul double %.9.i.us.2.epil, %arg.h
  %.11.i.us.2.epil = fadd double %.486107114.us.2.epil, %.10.i.us.2.epil
  %scevgep345 = getelementptr double, double* %.6.i385.us.2, i64 %loop.index84.us.2.epil
  store double %.11.i.us.2.epil, double* %scevgep345, align 8
  %.533.us.2.epil = add nuw nsw i64 %loop.index84.us.2.epil, 1
  %lsr.iv.next347 = add nsw i64 %lsr.iv346, -1
  %epil.iter137.cmp.not = icmp eq i64 %lsr.iv.next347, 0
  br i1 %epil.iter137.cmp.not, label %B104, label %for.body.us.2.epil, !llvm.loop !1

B104:                                             ; preds = %for.body.us.2.epil, %B104.loopexit.unr-lcssa, %B76.endif.endif.endif.endif.endif.endif.endif.endif.2
  %.7.i.i4.1.sink = phi i8* [ %.7.i.i4.1, %B76.endif.endif.endif.endif.endif.endif.endif.endif.2 ], [ %.7.i.i4.us.1, %B104.loopexit.unr-lcssa ], [ %.7.i.i4.us.1, %for.body.us.2.epil ]
  %.us-phi = phi double* [ %.6.i385.2, %B76.endif.endif.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i385.us.2, %B104.loopexit.unr-lcssa ], [ %.6.i385.us.2, %for.body.us.2.epil ]
  %.us-phi130 = phi i8* [ %.7.i.i4.2, %B76.endif.endif.endif.endif.endif.endif.endif.endif.2 ], [ %.7.i.i4.us.2, %B104.loopexit.unr-lcssa ], [ %.7.i.i4.us.2, %for.body.us.2.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i4.1.sink)
  %.68.i = icmp eq i64 %arg.y0.5.0.fr, 0
  br i1 %.68.i, label %B104.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %B104
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0.fr, i64 1)
  %1 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %3 = add nsw i64 %unroll_iter.i, -8
  %4 = lshr exact i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter = and i64 %5, 7
  %6 = icmp ult i64 %3, 56
  br i1 %6, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %5, 4611686018427387896
  %scevgep215 = getelementptr double, double* %.us-phi, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %7 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep191 = getelementptr double, double* %.us-phi, i64 %7
  %8 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %9 = bitcast double* %scevgep191 to i8*
  %uglygep212 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep212213 = bitcast i8* %uglygep212 to double*
  %scevgep214 = getelementptr double, double* %uglygep212213, i64 -7
  %.236.i.epil = load double, double* %scevgep214, align 8, !noalias !3
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep209 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep209210 = bitcast i8* %uglygep209 to double*
  %scevgep211 = getelementptr double, double* %uglygep209210, i64 -6
  %.236.1.i.epil = load double, double* %scevgep211, align 8, !noalias !3
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep206 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep206207 = bitcast i8* %uglygep206 to double*
  %scevgep208 = getelementptr double, double* %uglygep206207, i64 -5
  %.236.2.i.epil = load double, double* %scevgep208, align 8, !noalias !3
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep203 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep203204 = bitcast i8* %uglygep203 to double*
  %scevgep205 = getelementptr double, double* %uglygep203204, i64 -4
  %.236.3.i.epil = load double, double* %scevgep205, align 8, !noalias !3
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep200 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep200201 = bitcast i8* %uglygep200 to double*
  %scevgep202 = getelementptr double, double* %uglygep200201, i64 -3
  %.236.4.i.epil = load double, double* %scevgep202, align 8, !noalias !3
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep197 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep197198 = bitcast i8* %uglygep197 to double*
  %scevgep199 = getelementptr double, double* %uglygep197198, i64 -2
  %.236.5.i.epil = load double, double* %scevgep199, align 8, !noalias !3
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep194 = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep194195 = bitcast i8* %uglygep194 to double*
  %scevgep196 = getelementptr double, double* %uglygep194195, i64 -1
  %.236.6.i.epil = load double, double* %scevgep196, align 8, !noalias !3
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %9, i64 %lsr.iv
  %uglygep193 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep193, align 8, !noalias !3
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %8, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !6, !llvm.loop !7

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B104.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i1 = getelementptr double, double* %.us-phi, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i1, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !3
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B104.endif, label %B50.endif.epil.i, !prof !6, !llvm.loop !8

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv343 = phi i64 [ %lsr.iv.next344, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep341 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -63
  %.236.i = load double, double* %scevgep342, align 8, !noalias !3
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep339 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -62
  %.236.1.i = load double, double* %scevgep340, align 8, !noalias !3
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep337 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -61
  %.236.2.i = load double, double* %scevgep338, align 8, !noalias !3
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep335 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -60
  %.236.3.i = load double, double* %scevgep336, align 8, !noalias !3
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep333 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -59
  %.236.4.i = load double, double* %scevgep334, align 8, !noalias !3
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep331 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -58
  %.236.5.i = load double, double* %scevgep332, align 8, !noalias !3
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep329 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -57
  %.236.6.i = load double, double* %scevgep330, align 8, !noalias !3
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep327 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -56
  %.236.7.i = load double, double* %scevgep328, align 8, !noalias !3
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep296 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -55
  %.236.i.1 = load double, double* %scevgep297, align 8, !noalias !3
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep298 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -54
  %.236.1.i.1 = load double, double* %scevgep299, align 8, !noalias !3
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep300 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -53
  %.236.2.i.1 = load double, double* %scevgep301, align 8, !noalias !3
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep302 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -52
  %.236.3.i.1 = load double, double* %scevgep303, align 8, !noalias !3
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep304 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -51
  %.236.4.i.1 = load double, double* %scevgep305, align 8, !noalias !3
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep306 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -50
  %.236.5.i.1 = load double, double* %scevgep307, align 8, !noalias !3
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep308 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -49
  %.236.6.i.1 = load double, double* %scevgep309, align 8, !noalias !3
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep310 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -48
  %.236.7.i.1 = load double, double* %scevgep311, align 8, !noalias !3
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep280 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -47
  %.236.i.2 = load double, double* %scevgep281, align 8, !noalias !3
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep282 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -46
  %.236.1.i.2 = load double, double* %scevgep283, align 8, !noalias !3
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep284 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -45
  %.236.2.i.2 = load double, double* %scevgep285, align 8, !noalias !3
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep286 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -44
  %.236.3.i.2 = load double, double* %scevgep287, align 8, !noalias !3
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep288 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -43
  %.236.4.i.2 = load double, double* %scevgep289, align 8, !noalias !3
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep290 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -42
  %.236.5.i.2 = load double, double* %scevgep291, align 8, !noalias !3
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep292 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -41
  %.236.6.i.2 = load double, double* %scevgep293, align 8, !noalias !3
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep294 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -40
  %.236.7.i.2 = load double, double* %scevgep295, align 8, !noalias !3
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep264 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -39
  %.236.i.3 = load double, double* %scevgep265, align 8, !noalias !3
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep266 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -38
  %.236.1.i.3 = load double, double* %scevgep267, align 8, !noalias !3
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep268 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -37
  %.236.2.i.3 = load double, double* %scevgep269, align 8, !noalias !3
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep270 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -36
  %.236.3.i.3 = load double, double* %scevgep271, align 8, !noalias !3
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep272 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -35
  %.236.4.i.3 = load double, double* %scevgep273, align 8, !noalias !3
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep274 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -34
  %.236.5.i.3 = load double, double* %scevgep275, align 8, !noalias !3
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep276 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -33
  %.236.6.i.3 = load double, double* %scevgep277, align 8, !noalias !3
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep278 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -32
  %.236.7.i.3 = load double, double* %scevgep279, align 8, !noalias !3
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep248 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -31
  %.236.i.4 = load double, double* %scevgep249, align 8, !noalias !3
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep250 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -30
  %.236.1.i.4 = load double, double* %scevgep251, align 8, !noalias !3
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep252 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -29
  %.236.2.i.4 = load double, double* %scevgep253, align 8, !noalias !3
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep254 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -28
  %.236.3.i.4 = load double, double* %scevgep255, align 8, !noalias !3
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep256 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -27
  %.236.4.i.4 = load double, double* %scevgep257, align 8, !noalias !3
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep258 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -26
  %.236.5.i.4 = load double, double* %scevgep259, align 8, !noalias !3
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep260 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -25
  %.236.6.i.4 = load double, double* %scevgep261, align 8, !noalias !3
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep262 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -24
  %.236.7.i.4 = load double, double* %scevgep263, align 8, !noalias !3
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep232 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -23
  %.236.i.5 = load double, double* %scevgep233, align 8, !noalias !3
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep234 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -22
  %.236.1.i.5 = load double, double* %scevgep235, align 8, !noalias !3
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep236 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -21
  %.236.2.i.5 = load double, double* %scevgep237, align 8, !noalias !3
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep238 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -20
  %.236.3.i.5 = load double, double* %scevgep239, align 8, !noalias !3
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep240 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -19
  %.236.4.i.5 = load double, double* %scevgep241, align 8, !noalias !3
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep242 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -18
  %.236.5.i.5 = load double, double* %scevgep243, align 8, !noalias !3
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep244 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -17
  %.236.6.i.5 = load double, double* %scevgep245, align 8, !noalias !3
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep246 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -16
  %.236.7.i.5 = load double, double* %scevgep247, align 8, !noalias !3
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep216 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -15
  %.236.i.6 = load double, double* %scevgep217, align 8, !noalias !3
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep218 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -14
  %.236.1.i.6 = load double, double* %scevgep219, align 8, !noalias !3
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep220 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -13
  %.236.2.i.6 = load double, double* %scevgep221, align 8, !noalias !3
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep222 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -12
  %.236.3.i.6 = load double, double* %scevgep223, align 8, !noalias !3
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep224 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -11
  %.236.4.i.6 = load double, double* %scevgep225, align 8, !noalias !3
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep226 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -10
  %.236.5.i.6 = load double, double* %scevgep227, align 8, !noalias !3
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep228 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -9
  %.236.6.i.6 = load double, double* %scevgep229, align 8, !noalias !3
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep230 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -8
  %.236.7.i.6 = load double, double* %scevgep231, align 8, !noalias !3
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep312 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -7
  %.236.i.7 = load double, double* %scevgep313, align 8, !noalias !3
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep314 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -6
  %.236.1.i.7 = load double, double* %scevgep315, align 8, !noalias !3
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep316 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -5
  %.236.2.i.7 = load double, double* %scevgep317, align 8, !noalias !3
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep318 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -4
  %.236.3.i.7 = load double, double* %scevgep319, align 8, !noalias !3
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep320 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -3
  %.236.4.i.7 = load double, double* %scevgep321, align 8, !noalias !3
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep322 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -2
  %.236.5.i.7 = load double, double* %scevgep323, align 8, !noalias !3
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep324 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -1
  %.236.6.i.7 = load double, double* %scevgep325, align 8, !noalias !3
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep326 = getelementptr double, double* %scevgep215, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep326, align 8, !noalias !3
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next344 = add i64 %lsr.iv343, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next344, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

common.ret:                                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.if, %B104.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %B104.endif ], [ 1, %B0.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140584660085376, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !9
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !10
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif.split, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140584659162880, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.split:                 ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %10 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %10, align 8
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.47680 = icmp sgt i64 %arg.y0.5.0.fr, 0
  %.7.i.i4.us = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.47680, label %B76.us.preheader, label %B76.preheader

B76.preheader:                                    ; preds = %B0.endif.endif.endif.endif.split
  %11 = icmp eq i8* %.7.i.i4.us, null
  br i1 %11, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B76.us.preheader:                                 ; preds = %B0.endif.endif.endif.endif.split
  %12 = icmp eq i8* %.7.i.i4.us, null
  br i1 %12, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us: ; preds = %B76.us.preheader
  %.5.i2.us = getelementptr i8, i8* %.7.i.i4.us, i64 24
  %13 = bitcast i8* %.5.i2.us to double**
  %.6.i385.us = load double*, double** %13, align 8
  %14 = add i64 %arg.y0.5.0.fr, -1
  %xtraiter146 = and i64 %arg.y0.5.0.fr, 7
  %15 = icmp ult i64 %14, 7
  br i1 %15, label %for.end.loopexit.us.unr-lcssa, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us
  %unroll_iter149 = and i64 %arg.y0.5.0.fr, -8
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new
  %loop.index84.us = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new ], [ %41, %for.body.us ]
  %.472.083.us = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new ], [ %loop.index84..472.083.us.7, %for.body.us ]
  %.469.082.us = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new ], [ %loop.index84..469.082.us.7, %for.body.us ]
  %.466.081.us = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new ], [ %loop.index84..466.081.us.7, %for.body.us ]
  %16 = bitcast i8* %.6.i to double*
  %17 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index84..469.082.us = select i1 %17, i64 %loop.index84.us, i64 %.469.082.us
  %loop.index84..466.081.us = select i1 %17, i64 %loop.index84.us, i64 %.466.081.us
  %loop.index84..472.083.us = select i1 %17, i64 %loop.index84.us, i64 %.472.083.us
  %.486107114.in.us = getelementptr double, double* %16, i64 %loop.index84..466.081.us
  %.486107114.us = load double, double* %.486107114.in.us, align 8
  %.495120.in.us = getelementptr double, double* %16, i64 %loop.index84..469.082.us
  %.495120.us = load double, double* %.495120.in.us, align 8
  %.503.us = getelementptr double, double* %16, i64 %loop.index84..472.083.us
  %.504.us = load double, double* %.503.us, align 8
  %.8.i.us = fneg double %.504.us
  %.9.i.us = fmul double %.495120.us, %.8.i.us
  %.10.i.us = fmul double %.9.i.us, %arg.h
  %.11.i.us = fadd double %.486107114.us, %.10.i.us
  %sunkaddr = mul i64 %loop.index84.us, 8
  %18 = bitcast double* %.6.i385.us to i8*
  %sunkaddr402 = getelementptr i8, i8* %18, i64 %sunkaddr
  %19 = bitcast i8* %sunkaddr402 to double*
  store double %.11.i.us, double* %19, align 8
  %20 = add i64 %loop.index84.us, 1
  %loop.index84..469.082.us.1155 = select i1 %17, i64 %20, i64 %.469.082.us
  %loop.index84..466.081.us.1156 = select i1 %17, i64 %20, i64 %.466.081.us
  %loop.index84..472.083.us.1157 = select i1 %17, i64 %20, i64 %.472.083.us
  %.486107114.in.us.1158 = getelementptr double, double* %16, i64 %loop.index84..466.081.us.1156
  %.486107114.us.1159 = load double, double* %.486107114.in.us.1158, align 8
  %.495120.in.us.1160 = getelementptr double, double* %16, i64 %loop.index84..469.082.us.1155
  %.495120.us.1161 = load double, double* %.495120.in.us.1160, align 8
  %.503.us.1162 = getelementptr double, double* %16, i64 %loop.index84..472.083.us.1157
  %.504.us.1163 = load double, double* %.503.us.1162, align 8
  %.8.i.us.1164 = fneg double %.504.us.1163
  %.9.i.us.1165 = fmul double %.495120.us.1161, %.8.i.us.1164
  %.10.i.us.1166 = fmul double %.9.i.us.1165, %arg.h
  %.11.i.us.1167 = fadd double %.486107114.us.1159, %.10.i.us.1166
  %sunkaddr403 = mul i64 %loop.index84.us, 8
  %21 = bitcast double* %.6.i385.us to i8*
  %sunkaddr404 = getelementptr i8, i8* %21, i64 %sunkaddr403
  %sunkaddr405 = getelementptr i8, i8* %sunkaddr404, i64 8
  %22 = bitcast i8* %sunkaddr405 to double*
  store double %.11.i.us.1167, double* %22, align 8
  %23 = add i64 %20, 1
  %loop.index84..469.082.us.2175 = select i1 %17, i64 %23, i64 %.469.082.us
  %loop.index84..466.081.us.2176 = select i1 %17, i64 %23, i64 %.466.081.us
  %loop.index84..472.083.us.2177 = select i1 %17, i64 %23, i64 %.472.083.us
  %.486107114.in.us.2178 = getelementptr double, double* %16, i64 %loop.index84..466.081.us.2176
  %.486107114.us.2179 = load double, double* %.486107114.in.us.2178, align 8
  %.495120.in.us.2180 = getelementptr double, double* %16, i64 %loop.index84..469.082.us.2175
  %.495120.us.2181 = load double, double* %.495120.in.us.2180, align 8
  %.503.us.2182 = getelementptr double, double* %16, i64 %loop.index84..472.083.us.2177
  %.504.us.2183 = load double, double* %.503.us.2182, align 8
  %.8.i.us.2184 = fneg double %.504.us.2183
  %.9.i.us.2185 = fmul double %.495120.us.2181, %.8.i.us.2184
  %.10.i.us.2186 = fmul double %.9.i.us.2185, %arg.h
  %.11.i.us.2187 = fadd double %.486107114.us.2179, %.10.i.us.2186
  %sunkaddr406 = mul i64 %loop.index84.us, 8
  %24 = bitcast double* %.6.i385.us to i8*
  %sunkaddr407 = getelementptr i8, i8* %24, i64 %sunkaddr406
  %sunkaddr408 = getelementptr i8, i8* %sunkaddr407, i64 16
  %25 = bitcast i8* %sunkaddr408 to double*
  store double %.11.i.us.2187, double* %25, align 8
  %26 = add i64 %23, 1
  %loop.index84..469.082.us.3 = select i1 %17, i64 %26, i64 %.469.082.us
  %loop.index84..466.081.us.3 = select i1 %17, i64 %26, i64 %.466.081.us
  %loop.index84..472.083.us.3 = select i1 %17, i64 %26, i64 %.472.083.us
  %.486107114.in.us.3 = getelementptr double, double* %16, i64 %loop.index84..466.081.us.3
  %.486107114.us.3 = load double, double* %.486107114.in.us.3, align 8
  %.495120.in.us.3 = getelementptr double, double* %16, i64 %loop.index84..469.082.us.3
  %.495120.us.3 = load double, double* %.495120.in.us.3, align 8
  %.503.us.3 = getelementptr double, double* %16, i64 %loop.index84..472.083.us.3
  %.504.us.3 = load double, double* %.503.us.3, align 8
  %.8.i.us.3 = fneg double %.504.us.3
  %.9.i.us.3 = fmul double %.495120.us.3, %.8.i.us.3
  %.10.i.us.3 = fmul double %.9.i.us.3, %arg.h
  %.11.i.us.3 = fadd double %.486107114.us.3, %.10.i.us.3
  %sunkaddr409 = mul i64 %loop.index84.us, 8
  %27 = bitcast double* %.6.i385.us to i8*
  %sunkaddr410 = getelementptr i8, i8* %27, i64 %sunkaddr409
  %sunkaddr411 = getelementptr i8, i8* %sunkaddr410, i64 24
  %28 = bitcast i8* %sunkaddr411 to double*
  store double %.11.i.us.3, double* %28, align 8
  %29 = add i64 %26, 1
  %loop.index84..469.082.us.4 = select i1 %17, i64 %29, i64 %.469.082.us
  %loop.index84..466.081.us.4 = select i1 %17, i64 %29, i64 %.466.081.us
  %loop.index84..472.083.us.4 = select i1 %17, i64 %29, i64 %.472.083.us
  %.486107114.in.us.4 = getelementptr double, double* %16, i64 %loop.index84..466.081.us.4
  %.486107114.us.4 = load double, double* %.486107114.in.us.4, align 8
  %.495120.in.us.4 = getelementptr double, double* %16, i64 %loop.index84..469.082.us.4
  %.495120.us.4 = load double, double* %.495120.in.us.4, align 8
  %.503.us.4 = getelementptr double, double* %16, i64 %loop.index84..472.083.us.4
  %.504.us.4 = load double, double* %.503.us.4, align 8
  %.8.i.us.4 = fneg double %.504.us.4
  %.9.i.us.4 = fmul double %.495120.us.4, %.8.i.us.4
  %.10.i.us.4 = fmul double %.9.i.us.4, %arg.h
  %.11.i.us.4 = fadd double %.486107114.us.4, %.10.i.us.4
  %sunkaddr412 = mul i64 %loop.index84.us, 8
  %30 = bitcast double* %.6.i385.us to i8*
  %sunkaddr413 = getelementptr i8, i8* %30, i64 %sunkaddr412
  %sunkaddr414 = getelementptr i8, i8* %sunkaddr413, i64 32
  %31 = bitcast i8* %sunkaddr414 to double*
  store double %.11.i.us.4, double* %31, align 8
  %32 = add i64 %29, 1
  %loop.index84..469.082.us.5 = select i1 %17, i64 %32, i64 %.469.082.us
  %loop.index84..466.081.us.5 = select i1 %17, i64 %32, i64 %.466.081.us
  %loop.index84..472.083.us.5 = select i1 %17, i64 %32, i64 %.472.083.us
  %.486107114.in.us.5 = getelementptr double, double* %16, i64 %loop.index84..466.081.us.5
  %.486107114.us.5 = load double, double* %.486107114.in.us.5, align 8
  %.495120.in.us.5 = getelementptr double, double* %16, i64 %loop.index84..469.082.us.5
  %.495120.us.5 = load double, double* %.495120.in.us.5, align 8
  %.503.us.5 = getelementptr double, double* %16, i64 %loop.index84..472.083.us.5
  %.504.us.5 = load double, double* %.503.us.5, align 8
  %.8.i.us.5 = fneg double %.504.us.5
  %.9.i.us.5 = fmul double %.495120.us.5, %.8.i.us.5
  %.10.i.us.5 = fmul double %.9.i.us.5, %arg.h
  %.11.i.us.5 = fadd double %.486107114.us.5, %.10.i.us.5
  %sunkaddr415 = mul i64 %loop.index84.us, 8
  %33 = bitcast double* %.6.i385.us to i8*
  %sunkaddr416 = getelementptr i8, i8* %33, i64 %sunkaddr415
  %sunkaddr417 = getelementptr i8, i8* %sunkaddr416, i64 40
  %34 = bitcast i8* %sunkaddr417 to double*
  store double %.11.i.us.5, double* %34, align 8
  %35 = add i64 %32, 1
  %loop.index84..469.082.us.6 = select i1 %17, i64 %35, i64 %.469.082.us
  %loop.index84..466.081.us.6 = select i1 %17, i64 %35, i64 %.466.081.us
  %loop.index84..472.083.us.6 = select i1 %17, i64 %35, i64 %.472.083.us
  %.486107114.in.us.6 = getelementptr double, double* %16, i64 %loop.index84..466.081.us.6
  %.486107114.us.6 = load double, double* %.486107114.in.us.6, align 8
  %.495120.in.us.6 = getelementptr double, double* %16, i64 %loop.index84..469.082.us.6
  %.495120.us.6 = load double, double* %.495120.in.us.6, align 8
  %.503.us.6 = getelementptr double, double* %16, i64 %loop.index84..472.083.us.6
  %.504.us.6 = load double, double* %.503.us.6, align 8
  %.8.i.us.6 = fneg double %.504.us.6
  %.9.i.us.6 = fmul double %.495120.us.6, %.8.i.us.6
  %.10.i.us.6 = fmul double %.9.i.us.6, %arg.h
  %.11.i.us.6 = fadd double %.486107114.us.6, %.10.i.us.6
  %sunkaddr418 = mul i64 %loop.index84.us, 8
  %36 = bitcast double* %.6.i385.us to i8*
  %sunkaddr419 = getelementptr i8, i8* %36, i64 %sunkaddr418
  %sunkaddr420 = getelementptr i8, i8* %sunkaddr419, i64 48
  %37 = bitcast i8* %sunkaddr420 to double*
  store double %.11.i.us.6, double* %37, align 8
  %38 = add i64 %35, 1
  %loop.index84..469.082.us.7 = select i1 %17, i64 %38, i64 %.469.082.us
  %loop.index84..466.081.us.7 = select i1 %17, i64 %38, i64 %.466.081.us
  %loop.index84..472.083.us.7 = select i1 %17, i64 %38, i64 %.472.083.us
  %.486107114.in.us.7 = getelementptr double, double* %16, i64 %loop.index84..466.081.us.7
  %.486107114.us.7 = load double, double* %.486107114.in.us.7, align 8
  %.495120.in.us.7 = getelementptr double, double* %16, i64 %loop.index84..469.082.us.7
  %.495120.us.7 = load double, double* %.495120.in.us.7, align 8
  %.503.us.7 = getelementptr double, double* %16, i64 %loop.index84..472.083.us.7
  %.504.us.7 = load double, double* %.503.us.7, align 8
  %.8.i.us.7 = fneg double %.504.us.7
  %.9.i.us.7 = fmul double %.495120.us.7, %.8.i.us.7
  %.10.i.us.7 = fmul double %.9.i.us.7, %arg.h
  %.11.i.us.7 = fadd double %.486107114.us.7, %.10.i.us.7
  %sunkaddr421 = mul i64 %loop.index84.us, 8
  %39 = bitcast double* %.6.i385.us to i8*
  %sunkaddr422 = getelementptr i8, i8* %39, i64 %sunkaddr421
  %sunkaddr423 = getelementptr i8, i8* %sunkaddr422, i64 56
  %40 = bitcast i8* %sunkaddr423 to double*
  store double %.11.i.us.7, double* %40, align 8
  %.533.us.7 = add nuw i64 %loop.index84.us, 8
  %41 = add i64 %38, 1
  %niter150.ncmp.7 = icmp eq i64 %41, %unroll_iter149
  br i1 %niter150.ncmp.7, label %for.end.loopexit.us.unr-lcssa, label %for.body.us

for.end.loopexit.us.unr-lcssa:                    ; preds = %for.body.us, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us
  %loop.index84.us.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us ], [ %.533.us.7, %for.body.us ]
  %.472.083.us.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us ], [ %loop.index84..472.083.us.7, %for.body.us ]
  %.469.082.us.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us ], [ %loop.index84..469.082.us.7, %for.body.us ]
  %.466.081.us.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us ], [ %loop.index84..466.081.us.7, %for.body.us ]
  %lcmp.mod148.not = icmp eq i64 %xtraiter146, 0
  br i1 %lcmp.mod148.not, label %for.end.loopexit.us, label %for.body.us.epil.preheader

for.body.us.epil.preheader:                       ; preds = %for.end.loopexit.us.unr-lcssa
  br label %for.body.us.epil

for.body.us.epil:                                 ; preds = %for.body.us.epil.preheader, %for.body.us.epil
  %lsr.iv384 = phi i64 [ %xtraiter146, %for.body.us.epil.preheader ], [ %lsr.iv.next385, %for.body.us.epil ]
  %loop.index84.us.epil = phi i64 [ %.533.us.epil, %for.body.us.epil ], [ %loop.index84.us.unr, %for.body.us.epil.preheader ]
  %.472.083.us.epil = phi i64 [ %loop.index84..472.083.us.epil, %for.body.us.epil ], [ %.472.083.us.unr, %for.body.us.epil.preheader ]
  %.469.082.us.epil = phi i64 [ %loop.index84..469.082.us.epil, %for.body.us.epil ], [ %.469.082.us.unr, %for.body.us.epil.preheader ]
  %.466.081.us.epil = phi i64 [ %loop.index84..466.081.us.epil, %for.body.us.epil ], [ %.466.081.us.unr, %for.body.us.epil.preheader ]
  %42 = bitcast i8* %.6.i to double*
  %43 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index84..469.082.us.epil = select i1 %43, i64 %loop.index84.us.epil, i64 %.469.082.us.epil
  %loop.index84..466.081.us.epil = select i1 %43, i64 %loop.index84.us.epil, i64 %.466.081.us.epil
  %loop.index84..472.083.us.epil = select i1 %43, i64 %loop.index84.us.epil, i64 %.472.083.us.epil
  %.486107114.in.us.epil = getelementptr double, double* %42, i64 %loop.index84..466.081.us.epil
  %.486107114.us.epil = load double, double* %.486107114.in.us.epil, align 8
  %.495120.in.us.epil = getelementptr double, double* %42, i64 %loop.index84..469.082.us.epil
  %.495120.us.epil = load double, double* %.495120.in.us.epil, align 8
  %.503.us.epil = getelementptr double, double* %42, i64 %loop.index84..472.083.us.epil
  %.504.us.epil = load double, double* %.503.us.epil, align 8
  %.8.i.us.epil = fneg double %.504.us.epil
  %.9.i.us.epil = fmul double %.495120.us.epil, %.8.i.us.epil
  %.10.i.us.epil = fmul double %.9.i.us.epil, %arg.h
  %.11.i.us.epil = fadd double %.486107114.us.epil, %.10.i.us.epil
  %scevgep383 = getelementptr double, double* %.6.i385.us, i64 %loop.index84.us.epil
  store double %.11.i.us.epil, double* %scevgep383, align 8
  %.533.us.epil = add nuw nsw i64 %loop.index84.us.epil, 1
  %lsr.iv.next385 = add nsw i64 %lsr.iv384, -1
  %epil.iter147.cmp.not = icmp eq i64 %lsr.iv.next385, 0
  br i1 %epil.iter147.cmp.not, label %for.end.loopexit.us, label %for.body.us.epil, !llvm.loop !17

for.end.loopexit.us:                              ; preds = %for.body.us.epil, %for.end.loopexit.us.unr-lcssa
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i4.us.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i5.us.1 = icmp eq i8* %.7.i.i4.us.1, null
  br i1 %.8.i.i5.us.1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1: ; preds = %for.end.loopexit.us
  %.5.i2.us.1 = getelementptr i8, i8* %.7.i.i4.us.1, i64 24
  %44 = bitcast i8* %.5.i2.us.1 to double**
  %.6.i385.us.1 = load double*, double** %44, align 8
  %45 = add i64 %arg.y0.5.0.fr, -1
  %xtraiter141 = and i64 %arg.y0.5.0.fr, 7
  %46 = icmp ult i64 %45, 7
  br i1 %46, label %for.end.loopexit.us.1.unr-lcssa, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1
  %unroll_iter144 = and i64 %arg.y0.5.0.fr, -8
  br label %for.body.us.1

for.body.us.1:                                    ; preds = %for.body.us.1, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new
  %loop.index84.us.1 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new ], [ %71, %for.body.us.1 ]
  %.472.083.us.1 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new ], [ %loop.index84..472.083.us.1.7, %for.body.us.1 ]
  %.469.082.us.1 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new ], [ %loop.index84..469.082.us.1.7, %for.body.us.1 ]
  %.466.081.us.1 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new ], [ %loop.index84..466.081.us.1.7, %for.body.us.1 ]
  %47 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index84..469.082.us.1 = select i1 %47, i64 %loop.index84.us.1, i64 %.469.082.us.1
  %loop.index84..466.081.us.1 = select i1 %47, i64 %loop.index84.us.1, i64 %.466.081.us.1
  %loop.index84..472.083.us.1 = select i1 %47, i64 %loop.index84.us.1, i64 %.472.083.us.1
  %.486107114.in.us.1 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..466.081.us.1
  %.486107114.us.1 = load double, double* %.486107114.in.us.1, align 8
  %.495120.in.us.1 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..469.082.us.1
  %.495120.us.1 = load double, double* %.495120.in.us.1, align 8
  %.503.us.1 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..472.083.us.1
  %.504.us.1 = load double, double* %.503.us.1, align 8
  %.8.i.us.1 = fneg double %.504.us.1
  %.9.i.us.1 = fmul double %.495120.us.1, %.8.i.us.1
  %.10.i.us.1 = fmul double %.9.i.us.1, %arg.h
  %.11.i.us.1 = fadd double %.486107114.us.1, %.10.i.us.1
  %sunkaddr424 = mul i64 %loop.index84.us.1, 8
  %48 = bitcast double* %.6.i385.us.1 to i8*
  %sunkaddr425 = getelementptr i8, i8* %48, i64 %sunkaddr424
  %49 = bitcast i8* %sunkaddr425 to double*
  store double %.11.i.us.1, double* %49, align 8
  %50 = add i64 %loop.index84.us.1, 1
  %loop.index84..469.082.us.1.1 = select i1 %47, i64 %50, i64 %.469.082.us.1
  %loop.index84..466.081.us.1.1 = select i1 %47, i64 %50, i64 %.466.081.us.1
  %loop.index84..472.083.us.1.1 = select i1 %47, i64 %50, i64 %.472.083.us.1
  %.486107114.in.us.1.1 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..466.081.us.1.1
  %.486107114.us.1.1 = load double, double* %.486107114.in.us.1.1, align 8
  %.495120.in.us.1.1 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..469.082.us.1.1
  %.495120.us.1.1 = load double, double* %.495120.in.us.1.1, align 8
  %.503.us.1.1 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..472.083.us.1.1
  %.504.us.1.1 = load double, double* %.503.us.1.1, align 8
  %.8.i.us.1.1 = fneg double %.504.us.1.1
  %.9.i.us.1.1 = fmul double %.495120.us.1.1, %.8.i.us.1.1
  %.10.i.us.1.1 = fmul double %.9.i.us.1.1, %arg.h
  %.11.i.us.1.1 = fadd double %.486107114.us.1.1, %.10.i.us.1.1
  %sunkaddr426 = mul i64 %loop.index84.us.1, 8
  %51 = bitcast double* %.6.i385.us.1 to i8*
  %sunkaddr427 = getelementptr i8, i8* %51, i64 %sunkaddr426
  %sunkaddr428 = getelementptr i8, i8* %sunkaddr427, i64 8
  %52 = bitcast i8* %sunkaddr428 to double*
  store double %.11.i.us.1.1, double* %52, align 8
  %53 = add i64 %50, 1
  %loop.index84..469.082.us.1.2 = select i1 %47, i64 %53, i64 %.469.082.us.1
  %loop.index84..466.081.us.1.2 = select i1 %47, i64 %53, i64 %.466.081.us.1
  %loop.index84..472.083.us.1.2 = select i1 %47, i64 %53, i64 %.472.083.us.1
  %.486107114.in.us.1.2 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..466.081.us.1.2
  %.486107114.us.1.2 = load double, double* %.486107114.in.us.1.2, align 8
  %.495120.in.us.1.2 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..469.082.us.1.2
  %.495120.us.1.2 = load double, double* %.495120.in.us.1.2, align 8
  %.503.us.1.2 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..472.083.us.1.2
  %.504.us.1.2 = load double, double* %.503.us.1.2, align 8
  %.8.i.us.1.2 = fneg double %.504.us.1.2
  %.9.i.us.1.2 = fmul double %.495120.us.1.2, %.8.i.us.1.2
  %.10.i.us.1.2 = fmul double %.9.i.us.1.2, %arg.h
  %.11.i.us.1.2 = fadd double %.486107114.us.1.2, %.10.i.us.1.2
  %sunkaddr429 = mul i64 %loop.index84.us.1, 8
  %54 = bitcast double* %.6.i385.us.1 to i8*
  %sunkaddr430 = getelementptr i8, i8* %54, i64 %sunkaddr429
  %sunkaddr431 = getelementptr i8, i8* %sunkaddr430, i64 16
  %55 = bitcast i8* %sunkaddr431 to double*
  store double %.11.i.us.1.2, double* %55, align 8
  %56 = add i64 %53, 1
  %loop.index84..469.082.us.1.3 = select i1 %47, i64 %56, i64 %.469.082.us.1
  %loop.index84..466.081.us.1.3 = select i1 %47, i64 %56, i64 %.466.081.us.1
  %loop.index84..472.083.us.1.3 = select i1 %47, i64 %56, i64 %.472.083.us.1
  %.486107114.in.us.1.3 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..466.081.us.1.3
  %.486107114.us.1.3 = load double, double* %.486107114.in.us.1.3, align 8
  %.495120.in.us.1.3 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..469.082.us.1.3
  %.495120.us.1.3 = load double, double* %.495120.in.us.1.3, align 8
  %.503.us.1.3 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..472.083.us.1.3
  %.504.us.1.3 = load double, double* %.503.us.1.3, align 8
  %.8.i.us.1.3 = fneg double %.504.us.1.3
  %.9.i.us.1.3 = fmul double %.495120.us.1.3, %.8.i.us.1.3
  %.10.i.us.1.3 = fmul double %.9.i.us.1.3, %arg.h
  %.11.i.us.1.3 = fadd double %.486107114.us.1.3, %.10.i.us.1.3
  %sunkaddr432 = mul i64 %loop.index84.us.1, 8
  %57 = bitcast double* %.6.i385.us.1 to i8*
  %sunkaddr433 = getelementptr i8, i8* %57, i64 %sunkaddr432
  %sunkaddr434 = getelementptr i8, i8* %sunkaddr433, i64 24
  %58 = bitcast i8* %sunkaddr434 to double*
  store double %.11.i.us.1.3, double* %58, align 8
  %59 = add i64 %56, 1
  %loop.index84..469.082.us.1.4 = select i1 %47, i64 %59, i64 %.469.082.us.1
  %loop.index84..466.081.us.1.4 = select i1 %47, i64 %59, i64 %.466.081.us.1
  %loop.index84..472.083.us.1.4 = select i1 %47, i64 %59, i64 %.472.083.us.1
  %.486107114.in.us.1.4 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..466.081.us.1.4
  %.486107114.us.1.4 = load double, double* %.486107114.in.us.1.4, align 8
  %.495120.in.us.1.4 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..469.082.us.1.4
  %.495120.us.1.4 = load double, double* %.495120.in.us.1.4, align 8
  %.503.us.1.4 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..472.083.us.1.4
  %.504.us.1.4 = load double, double* %.503.us.1.4, align 8
  %.8.i.us.1.4 = fneg double %.504.us.1.4
  %.9.i.us.1.4 = fmul double %.495120.us.1.4, %.8.i.us.1.4
  %.10.i.us.1.4 = fmul double %.9.i.us.1.4, %arg.h
  %.11.i.us.1.4 = fadd double %.486107114.us.1.4, %.10.i.us.1.4
  %sunkaddr435 = mul i64 %loop.index84.us.1, 8
  %60 = bitcast double* %.6.i385.us.1 to i8*
  %sunkaddr436 = getelementptr i8, i8* %60, i64 %sunkaddr435
  %sunkaddr437 = getelementptr i8, i8* %sunkaddr436, i64 32
  %61 = bitcast i8* %sunkaddr437 to double*
  store double %.11.i.us.1.4, double* %61, align 8
  %62 = add i64 %59, 1
  %loop.index84..469.082.us.1.5 = select i1 %47, i64 %62, i64 %.469.082.us.1
  %loop.index84..466.081.us.1.5 = select i1 %47, i64 %62, i64 %.466.081.us.1
  %loop.index84..472.083.us.1.5 = select i1 %47, i64 %62, i64 %.472.083.us.1
  %.486107114.in.us.1.5 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..466.081.us.1.5
  %.486107114.us.1.5 = load double, double* %.486107114.in.us.1.5, align 8
  %.495120.in.us.1.5 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..469.082.us.1.5
  %.495120.us.1.5 = load double, double* %.495120.in.us.1.5, align 8
  %.503.us.1.5 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..472.083.us.1.5
  %.504.us.1.5 = load double, double* %.503.us.1.5, align 8
  %.8.i.us.1.5 = fneg double %.504.us.1.5
  %.9.i.us.1.5 = fmul double %.495120.us.1.5, %.8.i.us.1.5
  %.10.i.us.1.5 = fmul double %.9.i.us.1.5, %arg.h
  %.11.i.us.1.5 = fadd double %.486107114.us.1.5, %.10.i.us.1.5
  %sunkaddr438 = mul i64 %loop.index84.us.1, 8
  %63 = bitcast double* %.6.i385.us.1 to i8*
  %sunkaddr439 = getelementptr i8, i8* %63, i64 %sunkaddr438
  %sunkaddr440 = getelementptr i8, i8* %sunkaddr439, i64 40
  %64 = bitcast i8* %sunkaddr440 to double*
  store double %.11.i.us.1.5, double* %64, align 8
  %65 = add i64 %62, 1
  %loop.index84..469.082.us.1.6 = select i1 %47, i64 %65, i64 %.469.082.us.1
  %loop.index84..466.081.us.1.6 = select i1 %47, i64 %65, i64 %.466.081.us.1
  %loop.index84..472.083.us.1.6 = select i1 %47, i64 %65, i64 %.472.083.us.1
  %.486107114.in.us.1.6 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..466.081.us.1.6
  %.486107114.us.1.6 = load double, double* %.486107114.in.us.1.6, align 8
  %.495120.in.us.1.6 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..469.082.us.1.6
  %.495120.us.1.6 = load double, double* %.495120.in.us.1.6, align 8
  %.503.us.1.6 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..472.083.us.1.6
  %.504.us.1.6 = load double, double* %.503.us.1.6, align 8
  %.8.i.us.1.6 = fneg double %.504.us.1.6
  %.9.i.us.1.6 = fmul double %.495120.us.1.6, %.8.i.us.1.6
  %.10.i.us.1.6 = fmul double %.9.i.us.1.6, %arg.h
  %.11.i.us.1.6 = fadd double %.486107114.us.1.6, %.10.i.us.1.6
  %sunkaddr441 = mul i64 %loop.index84.us.1, 8
  %66 = bitcast double* %.6.i385.us.1 to i8*
  %sunkaddr442 = getelementptr i8, i8* %66, i64 %sunkaddr441
  %sunkaddr443 = getelementptr i8, i8* %sunkaddr442, i64 48
  %67 = bitcast i8* %sunkaddr443 to double*
  store double %.11.i.us.1.6, double* %67, align 8
  %68 = add i64 %65, 1
  %loop.index84..469.082.us.1.7 = select i1 %47, i64 %68, i64 %.469.082.us.1
  %loop.index84..466.081.us.1.7 = select i1 %47, i64 %68, i64 %.466.081.us.1
  %loop.index84..472.083.us.1.7 = select i1 %47, i64 %68, i64 %.472.083.us.1
  %.486107114.in.us.1.7 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..466.081.us.1.7
  %.486107114.us.1.7 = load double, double* %.486107114.in.us.1.7, align 8
  %.495120.in.us.1.7 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..469.082.us.1.7
  %.495120.us.1.7 = load double, double* %.495120.in.us.1.7, align 8
  %.503.us.1.7 = getelementptr double, double* %.6.i385.us, i64 %loop.index84..472.083.us.1.7
  %.504.us.1.7 = load double, double* %.503.us.1.7, align 8
  %.8.i.us.1.7 = fneg double %.504.us.1.7
  %.9.i.us.1.7 = fmul double %.495120.us.1.7, %.8.i.us.1.7
  %.10.i.us.1.7 = fmul double %.9.i.us.1.7, %arg.h
  %.11.i.us.1.7 = fadd double %.486107114.us.1.7, %.10.i.us.1.7
  %sunkaddr444 = mul i64 %loop.index84.us.1, 8
  %69 = bitcast double* %.6.i385.us.1 to i8*
  %sunkaddr445 = getelementptr i8, i8* %69, i64 %sunkaddr444
  %sunkaddr446 = getelementptr i8, i8* %sunkaddr445, i64 56
  %70 = bitcast i8* %sunkaddr446 to double*
  store double %.11.i.us.1.7, double* %70, align 8
  %.533.us.1.7 = add nuw i64 %loop.index84.us.1, 8
  %71 = add i64 %68, 1
  %niter145.ncmp.7 = icmp eq i64 %71, %unroll_iter144
  br i1 %niter145.ncmp.7, label %for.end.loopexit.us.1.unr-lcssa, label %for.body.us.1

for.end.loopexit.us.1.unr-lcssa:                  ; preds = %for.body.us.1, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1
  %loop.index84.us.1.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1 ], [ %.533.us.1.7, %for.body.us.1 ]
  %.472.083.us.1.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1 ], [ %loop.index84..472.083.us.1.7, %for.body.us.1 ]
  %.469.082.us.1.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1 ], [ %loop.index84..469.082.us.1.7, %for.body.us.1 ]
  %.466.081.us.1.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1 ], [ %loop.index84..466.081.us.1.7, %for.body.us.1 ]
  %lcmp.mod143.not = icmp eq i64 %xtraiter141, 0
  br i1 %lcmp.mod143.not, label %for.end.loopexit.us.1, label %for.body.us.1.epil.preheader

for.body.us.1.epil.preheader:                     ; preds = %for.end.loopexit.us.1.unr-lcssa
  br label %for.body.us.1.epil

for.body.us.1.epil:                               ; preds = %for.body.us.1.epil.preheader, %for.body.us.1.epil
  %lsr.iv365 = phi i64 [ %xtraiter141, %for.body.us.1.epil.preheader ], [ %lsr.iv.next366, %for.body.us.1.epil ]
  %loop.index84.us.1.epil = phi i64 [ %.533.us.1.epil, %for.body.us.1.epil ], [ %loop.index84.us.1.unr, %for.body.us.1.epil.preheader ]
  %.472.083.us.1.epil = phi i64 [ %loop.index84..472.083.us.1.epil, %for.body.us.1.epil ], [ %.472.083.us.1.unr, %for.body.us.1.epil.preheader ]
  %.469.082.us.1.epil = phi i64 [ %loop.index84..469.082.us.1.epil, %for.body.us.1.epil ], [ %.469.082.us.1.unr, %for.body.us.1.epil.preheader ]
  %.466.081.us.1.epil = phi i64 [ %loop.index84..466.081.us.1.epil, %for.body.us.1.epil ], [ %.466.081.us.1.unr, %for.body.us.1.epil.preheader ]
  %72 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index84..469.082.us.1.epil = select i1 %72, i64 %loop.index84.us.1.epil, i64 %.469.082.us.1.epil
  %loop.index84..466.081.us.1.epil = select i1 %72, i64 %loop.index84.us.1.epil, i64 %.466.081.us.1.epil
  %loop.index84..472.083.us.1.epil = select i1 %72, i64 %loop.index84.us.1.epil, i64 %.472.083.us.1.epil
  %.486107114.in.us.1.epil = getelementptr double, double* %.6.i385.us, i64 %loop.index84..466.081.us.1.epil
  %.486107114.us.1.epil = load double, double* %.486107114.in.us.1.epil, align 8
  %.495120.in.us.1.epil = getelementptr double, double* %.6.i385.us, i64 %loop.index84..469.082.us.1.epil
  %.495120.us.1.epil = load double, double* %.495120.in.us.1.epil, align 8
  %.503.us.1.epil = getelementptr double, double* %.6.i385.us, i64 %loop.index84..472.083.us.1.epil
  %.504.us.1.epil = load double, double* %.503.us.1.epil, align 8
  %.8.i.us.1.epil = fneg double %.504.us.1.epil
  %.9.i.us.1.epil = fmul double %.495120.us.1.epil, %.8.i.us.1.epil
  %.10.i.us.1.epil = fmul double %.9.i.us.1.epil, %arg.h
  %.11.i.us.1.epil = fadd double %.486107114.us.1.epil, %.10.i.us.1.epil
  %scevgep364 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84.us.1.epil
  store double %.11.i.us.1.epil, double* %scevgep364, align 8
  %.533.us.1.epil = add nuw nsw i64 %loop.index84.us.1.epil, 1
  %lsr.iv.next366 = add nsw i64 %lsr.iv365, -1
  %epil.iter142.cmp.not = icmp eq i64 %lsr.iv.next366, 0
  br i1 %epil.iter142.cmp.not, label %for.end.loopexit.us.1, label %for.body.us.1.epil, !llvm.loop !25

for.end.loopexit.us.1:                            ; preds = %for.body.us.1.epil, %for.end.loopexit.us.1.unr-lcssa
  tail call void @NRT_decref(i8* nonnull %.7.i.i4.us)
  %.7.i.i4.us.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i5.us.2 = icmp eq i8* %.7.i.i4.us.2, null
  br i1 %.8.i.i5.us.2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2: ; preds = %for.end.loopexit.us.1
  %.5.i2.us.2 = getelementptr i8, i8* %.7.i.i4.us.2, i64 24
  %73 = bitcast i8* %.5.i2.us.2 to double**
  %.6.i385.us.2 = load double*, double** %73, align 8
  %74 = add i64 %arg.y0.5.0.fr, -1
  %xtraiter136 = and i64 %arg.y0.5.0.fr, 7
  %75 = icmp ult i64 %74, 7
  br i1 %75, label %B104.loopexit.unr-lcssa, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2
  %unroll_iter139 = and i64 %arg.y0.5.0.fr, -8
  br label %for.body.us.2

for.body.us.2:                                    ; preds = %for.body.us.2, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new
  %loop.index84.us.2 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new ], [ %100, %for.body.us.2 ]
  %.472.083.us.2 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new ], [ %loop.index84..472.083.us.2.7, %for.body.us.2 ]
  %.469.082.us.2 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new ], [ %loop.index84..469.082.us.2.7, %for.body.us.2 ]
  %.466.081.us.2 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new ], [ %loop.index84..466.081.us.2.7, %for.body.us.2 ]
  %76 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index84..469.082.us.2 = select i1 %76, i64 %loop.index84.us.2, i64 %.469.082.us.2
  %loop.index84..466.081.us.2 = select i1 %76, i64 %loop.index84.us.2, i64 %.466.081.us.2
  %loop.index84..472.083.us.2 = select i1 %76, i64 %loop.index84.us.2, i64 %.472.083.us.2
  %.486107114.in.us.2 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..466.081.us.2
  %.486107114.us.2 = load double, double* %.486107114.in.us.2, align 8
  %.495120.in.us.2 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..469.082.us.2
  %.495120.us.2 = load double, double* %.495120.in.us.2, align 8
  %.503.us.2 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..472.083.us.2
  %.504.us.2 = load double, double* %.503.us.2, align 8
  %.8.i.us.2 = fneg double %.504.us.2
  %.9.i.us.2 = fmul double %.495120.us.2, %.8.i.us.2
  %.10.i.us.2 = fmul double %.9.i.us.2, %arg.h
  %.11.i.us.2 = fadd double %.486107114.us.2, %.10.i.us.2
  %sunkaddr447 = mul i64 %loop.index84.us.2, 8
  %77 = bitcast double* %.6.i385.us.2 to i8*
  %sunkaddr448 = getelementptr i8, i8* %77, i64 %sunkaddr447
  %78 = bitcast i8* %sunkaddr448 to double*
  store double %.11.i.us.2, double* %78, align 8
  %79 = add i64 %loop.index84.us.2, 1
  %loop.index84..469.082.us.2.1 = select i1 %76, i64 %79, i64 %.469.082.us.2
  %loop.index84..466.081.us.2.1 = select i1 %76, i64 %79, i64 %.466.081.us.2
  %loop.index84..472.083.us.2.1 = select i1 %76, i64 %79, i64 %.472.083.us.2
  %.486107114.in.us.2.1 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..466.081.us.2.1
  %.486107114.us.2.1 = load double, double* %.486107114.in.us.2.1, align 8
  %.495120.in.us.2.1 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..469.082.us.2.1
  %.495120.us.2.1 = load double, double* %.495120.in.us.2.1, align 8
  %.503.us.2.1 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..472.083.us.2.1
  %.504.us.2.1 = load double, double* %.503.us.2.1, align 8
  %.8.i.us.2.1 = fneg double %.504.us.2.1
  %.9.i.us.2.1 = fmul double %.495120.us.2.1, %.8.i.us.2.1
  %.10.i.us.2.1 = fmul double %.9.i.us.2.1, %arg.h
  %.11.i.us.2.1 = fadd double %.486107114.us.2.1, %.10.i.us.2.1
  %sunkaddr449 = mul i64 %loop.index84.us.2, 8
  %80 = bitcast double* %.6.i385.us.2 to i8*
  %sunkaddr450 = getelementptr i8, i8* %80, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, i8* %sunkaddr450, i64 8
  %81 = bitcast i8* %sunkaddr451 to double*
  store double %.11.i.us.2.1, double* %81, align 8
  %82 = add i64 %79, 1
  %loop.index84..469.082.us.2.2 = select i1 %76, i64 %82, i64 %.469.082.us.2
  %loop.index84..466.081.us.2.2 = select i1 %76, i64 %82, i64 %.466.081.us.2
  %loop.index84..472.083.us.2.2 = select i1 %76, i64 %82, i64 %.472.083.us.2
  %.486107114.in.us.2.2 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..466.081.us.2.2
  %.486107114.us.2.2 = load double, double* %.486107114.in.us.2.2, align 8
  %.495120.in.us.2.2 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..469.082.us.2.2
  %.495120.us.2.2 = load double, double* %.495120.in.us.2.2, align 8
  %.503.us.2.2 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..472.083.us.2.2
  %.504.us.2.2 = load double, double* %.503.us.2.2, align 8
  %.8.i.us.2.2 = fneg double %.504.us.2.2
  %.9.i.us.2.2 = fmul double %.495120.us.2.2, %.8.i.us.2.2
  %.10.i.us.2.2 = fmul double %.9.i.us.2.2, %arg.h
  %.11.i.us.2.2 = fadd double %.486107114.us.2.2, %.10.i.us.2.2
  %sunkaddr452 = mul i64 %loop.index84.us.2, 8
  %83 = bitcast double* %.6.i385.us.2 to i8*
  %sunkaddr453 = getelementptr i8, i8* %83, i64 %sunkaddr452
  %sunkaddr454 = getelementptr i8, i8* %sunkaddr453, i64 16
  %84 = bitcast i8* %sunkaddr454 to double*
  store double %.11.i.us.2.2, double* %84, align 8
  %85 = add i64 %82, 1
  %loop.index84..469.082.us.2.3 = select i1 %76, i64 %85, i64 %.469.082.us.2
  %loop.index84..466.081.us.2.3 = select i1 %76, i64 %85, i64 %.466.081.us.2
  %loop.index84..472.083.us.2.3 = select i1 %76, i64 %85, i64 %.472.083.us.2
  %.486107114.in.us.2.3 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..466.081.us.2.3
  %.486107114.us.2.3 = load double, double* %.486107114.in.us.2.3, align 8
  %.495120.in.us.2.3 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..469.082.us.2.3
  %.495120.us.2.3 = load double, double* %.495120.in.us.2.3, align 8
  %.503.us.2.3 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..472.083.us.2.3
  %.504.us.2.3 = load double, double* %.503.us.2.3, align 8
  %.8.i.us.2.3 = fneg double %.504.us.2.3
  %.9.i.us.2.3 = fmul double %.495120.us.2.3, %.8.i.us.2.3
  %.10.i.us.2.3 = fmul double %.9.i.us.2.3, %arg.h
  %.11.i.us.2.3 = fadd double %.486107114.us.2.3, %.10.i.us.2.3
  %sunkaddr455 = mul i64 %loop.index84.us.2, 8
  %86 = bitcast double* %.6.i385.us.2 to i8*
  %sunkaddr456 = getelementptr i8, i8* %86, i64 %sunkaddr455
  %sunkaddr457 = getelementptr i8, i8* %sunkaddr456, i64 24
  %87 = bitcast i8* %sunkaddr457 to double*
  store double %.11.i.us.2.3, double* %87, align 8
  %88 = add i64 %85, 1
  %loop.index84..469.082.us.2.4 = select i1 %76, i64 %88, i64 %.469.082.us.2
  %loop.index84..466.081.us.2.4 = select i1 %76, i64 %88, i64 %.466.081.us.2
  %loop.index84..472.083.us.2.4 = select i1 %76, i64 %88, i64 %.472.083.us.2
  %.486107114.in.us.2.4 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..466.081.us.2.4
  %.486107114.us.2.4 = load double, double* %.486107114.in.us.2.4, align 8
  %.495120.in.us.2.4 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..469.082.us.2.4
  %.495120.us.2.4 = load double, double* %.495120.in.us.2.4, align 8
  %.503.us.2.4 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..472.083.us.2.4
  %.504.us.2.4 = load double, double* %.503.us.2.4, align 8
  %.8.i.us.2.4 = fneg double %.504.us.2.4
  %.9.i.us.2.4 = fmul double %.495120.us.2.4, %.8.i.us.2.4
  %.10.i.us.2.4 = fmul double %.9.i.us.2.4, %arg.h
  %.11.i.us.2.4 = fadd double %.486107114.us.2.4, %.10.i.us.2.4
  %sunkaddr458 = mul i64 %loop.index84.us.2, 8
  %89 = bitcast double* %.6.i385.us.2 to i8*
  %sunkaddr459 = getelementptr i8, i8* %89, i64 %sunkaddr458
  %sunkaddr460 = getelementptr i8, i8* %sunkaddr459, i64 32
  %90 = bitcast i8* %sunkaddr460 to double*
  store double %.11.i.us.2.4, double* %90, align 8
  %91 = add i64 %88, 1
  %loop.index84..469.082.us.2.5 = select i1 %76, i64 %91, i64 %.469.082.us.2
  %loop.index84..466.081.us.2.5 = select i1 %76, i64 %91, i64 %.466.081.us.2
  %loop.index84..472.083.us.2.5 = select i1 %76, i64 %91, i64 %.472.083.us.2
  %.486107114.in.us.2.5 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..466.081.us.2.5
  %.486107114.us.2.5 = load double, double* %.486107114.in.us.2.5, align 8
  %.495120.in.us.2.5 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..469.082.us.2.5
  %.495120.us.2.5 = load double, double* %.495120.in.us.2.5, align 8
  %.503.us.2.5 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..472.083.us.2.5
  %.504.us.2.5 = load double, double* %.503.us.2.5, align 8
  %.8.i.us.2.5 = fneg double %.504.us.2.5
  %.9.i.us.2.5 = fmul double %.495120.us.2.5, %.8.i.us.2.5
  %.10.i.us.2.5 = fmul double %.9.i.us.2.5, %arg.h
  %.11.i.us.2.5 = fadd double %.486107114.us.2.5, %.10.i.us.2.5
  %sunkaddr461 = mul i64 %loop.index84.us.2, 8
  %92 = bitcast double* %.6.i385.us.2 to i8*
  %sunkaddr462 = getelementptr i8, i8* %92, i64 %sunkaddr461
  %sunkaddr463 = getelementptr i8, i8* %sunkaddr462, i64 40
  %93 = bitcast i8* %sunkaddr463 to double*
  store double %.11.i.us.2.5, double* %93, align 8
  %94 = add i64 %91, 1
  %loop.index84..469.082.us.2.6 = select i1 %76, i64 %94, i64 %.469.082.us.2
  %loop.index84..466.081.us.2.6 = select i1 %76, i64 %94, i64 %.466.081.us.2
  %loop.index84..472.083.us.2.6 = select i1 %76, i64 %94, i64 %.472.083.us.2
  %.486107114.in.us.2.6 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..466.081.us.2.6
  %.486107114.us.2.6 = load double, double* %.486107114.in.us.2.6, align 8
  %.495120.in.us.2.6 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..469.082.us.2.6
  %.495120.us.2.6 = load double, double* %.495120.in.us.2.6, align 8
  %.503.us.2.6 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..472.083.us.2.6
  %.504.us.2.6 = load double, double* %.503.us.2.6, align 8
  %.8.i.us.2.6 = fneg double %.504.us.2.6
  %.9.i.us.2.6 = fmul double %.495120.us.2.6, %.8.i.us.2.6
  %.10.i.us.2.6 = fmul double %.9.i.us.2.6, %arg.h
  %.11.i.us.2.6 = fadd double %.486107114.us.2.6, %.10.i.us.2.6
  %sunkaddr464 = mul i64 %loop.index84.us.2, 8
  %95 = bitcast double* %.6.i385.us.2 to i8*
  %sunkaddr465 = getelementptr i8, i8* %95, i64 %sunkaddr464
  %sunkaddr466 = getelementptr i8, i8* %sunkaddr465, i64 48
  %96 = bitcast i8* %sunkaddr466 to double*
  store double %.11.i.us.2.6, double* %96, align 8
  %97 = add i64 %94, 1
  %loop.index84..469.082.us.2.7 = select i1 %76, i64 %97, i64 %.469.082.us.2
  %loop.index84..466.081.us.2.7 = select i1 %76, i64 %97, i64 %.466.081.us.2
  %loop.index84..472.083.us.2.7 = select i1 %76, i64 %97, i64 %.472.083.us.2
  %.486107114.in.us.2.7 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..466.081.us.2.7
  %.486107114.us.2.7 = load double, double* %.486107114.in.us.2.7, align 8
  %.495120.in.us.2.7 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..469.082.us.2.7
  %.495120.us.2.7 = load double, double* %.495120.in.us.2.7, align 8
  %.503.us.2.7 = getelementptr double, double* %.6.i385.us.1, i64 %loop.index84..472.083.us.2.7
  %.504.us.2.7 = load double, double* %.503.us.2.7, align 8
  %.8.i.us.2.7 = fneg double %.504.us.2.7
  %.9.i.us.2.7 = fmul double %.495120.us.2.7, %.8.i.us.2.7
  %.10.i.us.2.7 = fmul double %.9.i.us.2.7, %arg.h
  %.11.i.us.2.7 = fadd double %.486107114.us.2.7, %.10.i.us.2.7
  %sunkaddr467 = mul i64 %loop.index84.us.2, 8
  %98 = bitcast double* %.6.i385.us.2 to i8*
  %sunkaddr468 = getelementptr i8, i8* %98, i64 %sunkaddr467
  %sunkaddr469 = getelementptr i8, i8* %sunkaddr468, i64 56
  %99 = bitcast i8* %sunkaddr469 to double*
  store double %.11.i.us.2.7, double* %99, align 8
  %.533.us.2.7 = add nuw i64 %loop.index84.us.2, 8
  %100 = add i64 %97, 1
  %niter140.ncmp.7 = icmp eq i64 %100, %unroll_iter139
  br i1 %niter140.ncmp.7, label %B104.loopexit.unr-lcssa, label %for.body.us.2

B76.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B76.preheader, %B76.endif.endif.endif.endif.endif.endif.endif.endif, %B76.endif.endif.endif.endif.endif.endif.endif.endif.1, %B76.us.preheader, %for.end.loopexit.us, %for.end.loopexit.us.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140584659162880, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B76.preheader
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i4.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i5.1 = icmp eq i8* %.7.i.i4.1, null
  br i1 %.8.i.i5.1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.1: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i4.us)
  %.7.i.i4.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i5.2 = icmp eq i8* %.7.i.i4.2, null
  br i1 %.8.i.i5.2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.2: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.1
  %.5.i2.2 = getelementptr i8, i8* %.7.i.i4.2, i64 24
  %101 = bitcast i8* %.5.i2.2 to double**
  %.6.i385.2 = load double*, double** %101, align 8
  br label %B104

B104.endif:                                       ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %B104
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %B104 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.us-phi130)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
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
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !26

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #3
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
  %.10 = call i32 @_ZN7kernels11euler_decayB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 poison, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !26

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fdc6ab9b410>", i64 0, i64 0))
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
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
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
!17 = distinct !{!17, !2}
!18 = !{!19, !21, !22, !24}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !2}
!26 = !{!"branch_weights", i32 99, i32 1}
