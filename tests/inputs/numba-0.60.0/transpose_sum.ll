; ModuleID = 'transpose_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.transpose_sum = internal constant [14 x i8] c"transpose_sum\00"
@_ZN08NumbaEnv7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr #0 {
B0.endif:
  %.146.inv = icmp sgt i64 %arg.X.5.1, 0
  %spec.select = select i1 %.146.inv, i64 %arg.X.5.1, i64 0
  br i1 %.146.inv, label %B76.endif.lr.ph, label %common.ret

B76.endif.lr.ph:                                  ; preds = %B0.endif
  %.289.inv = icmp sgt i64 %arg.X.5.0, 0
  %spec.select9 = select i1 %.289.inv, i64 %arg.X.5.0, i64 0
  br i1 %.289.inv, label %B76.endif.us.preheader, label %common.ret

B76.endif.us.preheader:                           ; preds = %B76.endif.lr.ph
  %const = bitcast i64 9223372036854775800 to i64
  %0 = add nsw i64 %spec.select9, -1
  %1 = add nsw i64 %spec.select, -1
  %xtraiter21 = and i64 %spec.select, 3
  %2 = icmp ult i64 %1, 3
  br i1 %2, label %common.ret.loopexit.unr-lcssa, label %B76.endif.us.preheader.new

B76.endif.us.preheader.new:                       ; preds = %B76.endif.us.preheader
  %const_mat = add i64 %const, 4
  %unroll_iter36 = and i64 %spec.select, %const_mat
  %xtraiter = and i64 %spec.select9, 7
  %unroll_iter = and i64 %spec.select9, %const
  %3 = shl i64 %arg.X.5.1, 6
  %4 = shl i64 %arg.X.5.1, 3
  %scevgep114 = getelementptr double, double* %arg.X.4, i64 1
  %scevgep143 = getelementptr double, double* %arg.X.4, i64 2
  %scevgep172 = getelementptr double, double* %arg.X.4, i64 3
  br label %B76.endif.us

B76.endif.us:                                     ; preds = %B130.B74.loopexit_crit_edge.us.3, %B76.endif.us.preheader.new
  %lsr.iv193 = phi i64 [ %lsr.iv.next194, %B130.B74.loopexit_crit_edge.us.3 ], [ 3, %B76.endif.us.preheader.new ]
  %lsr.iv173 = phi double* [ %scevgep174, %B130.B74.loopexit_crit_edge.us.3 ], [ %scevgep172, %B76.endif.us.preheader.new ]
  %lsr.iv164 = phi i64 [ %lsr.iv.next165, %B130.B74.loopexit_crit_edge.us.3 ], [ 2, %B76.endif.us.preheader.new ]
  %lsr.iv144 = phi double* [ %scevgep145, %B130.B74.loopexit_crit_edge.us.3 ], [ %scevgep143, %B76.endif.us.preheader.new ]
  %lsr.iv135 = phi i64 [ %lsr.iv.next136, %B130.B74.loopexit_crit_edge.us.3 ], [ 1, %B76.endif.us.preheader.new ]
  %lsr.iv115 = phi double* [ %scevgep116, %B130.B74.loopexit_crit_edge.us.3 ], [ %scevgep114, %B76.endif.us.preheader.new ]
  %lsr.iv88 = phi double* [ %scevgep89, %B130.B74.loopexit_crit_edge.us.3 ], [ %arg.X.4, %B76.endif.us.preheader.new ]
  %s.3.016.us = phi double [ 0.000000e+00, %B76.endif.us.preheader.new ], [ %.485.us.lcssa.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %.132.014.us = phi i64 [ 0, %B76.endif.us.preheader.new ], [ %.203.us.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %5 = icmp ult i64 %0, 7
  %.481.us = sitofp i64 %.132.014.us to double
  %.482.us = fadd double %.481.us, 1.000000e+00
  br i1 %5, label %B130.B74.loopexit_crit_edge.us.unr-lcssa, label %B132.us.preheader

B132.us.preheader:                                ; preds = %B76.endif.us
  br label %B132.us

B132.us:                                          ; preds = %B132.us.preheader, %B132.us
  %lsr.iv90 = phi double* [ %lsr.iv88, %B132.us.preheader ], [ %6, %B132.us ]
  %s.2.113.us = phi double [ %.485.us.7, %B132.us ], [ %s.3.016.us, %B132.us.preheader ]
  %.275.011.us = phi i64 [ %.344.us.7, %B132.us ], [ 0, %B132.us.preheader ]
  %lsr.iv9091 = bitcast double* %lsr.iv90 to i1*
  %lsr.iv9093 = bitcast double* %lsr.iv90 to i8*
  %.421.us = load double, double* %lsr.iv90, align 8
  %.479.us = fmul double %.421.us, %.421.us
  %.483.us = fmul double %.482.us, %.479.us
  %.485.us = fadd double %s.2.113.us, %.483.us
  %uglygep94 = getelementptr i8, i8* %lsr.iv9093, i64 %4
  %uglygep9495 = bitcast i8* %uglygep94 to double*
  %.421.us.1 = load double, double* %uglygep9495, align 8
  %.479.us.1 = fmul double %.421.us.1, %.421.us.1
  %.483.us.1 = fmul double %.482.us, %.479.us.1
  %.485.us.1 = fadd double %.485.us, %.483.us.1
  %uglygep96 = getelementptr i8, i8* %uglygep94, i64 %4
  %uglygep9697 = bitcast i8* %uglygep96 to double*
  %.421.us.2 = load double, double* %uglygep9697, align 8
  %.479.us.2 = fmul double %.421.us.2, %.421.us.2
  %.483.us.2 = fmul double %.482.us, %.479.us.2
  %.485.us.2 = fadd double %.485.us.1, %.483.us.2
  %uglygep98 = getelementptr i8, i8* %uglygep96, i64 %4
  %uglygep9899 = bitcast i8* %uglygep98 to double*
  %.421.us.3 = load double, double* %uglygep9899, align 8
  %.479.us.3 = fmul double %.421.us.3, %.421.us.3
  %.483.us.3 = fmul double %.482.us, %.479.us.3
  %.485.us.3 = fadd double %.485.us.2, %.483.us.3
  %uglygep100 = getelementptr i8, i8* %uglygep98, i64 %4
  %uglygep100101 = bitcast i8* %uglygep100 to double*
  %.421.us.4 = load double, double* %uglygep100101, align 8
  %.479.us.4 = fmul double %.421.us.4, %.421.us.4
  %.483.us.4 = fmul double %.482.us, %.479.us.4
  %.485.us.4 = fadd double %.485.us.3, %.483.us.4
  %uglygep102 = getelementptr i8, i8* %uglygep100, i64 %4
  %uglygep102103 = bitcast i8* %uglygep102 to double*
  %.421.us.5 = load double, double* %uglygep102103, align 8
  %.479.us.5 = fmul double %.421.us.5, %.421.us.5
  %.483.us.5 = fmul double %.482.us, %.479.us.5
  %.485.us.5 = fadd double %.485.us.4, %.483.us.5
  %uglygep104 = getelementptr i8, i8* %uglygep102, i64 %4
  %uglygep104105 = bitcast i8* %uglygep104 to double*
  %.421.us.6 = load double, double* %uglygep104105, align 8
  %.479.us.6 = fmul double %.421.us.6, %.421.us.6
  %.483.us.6 = fmul double %.482.us, %.479.us.6
  %.485.us.6 = fadd double %.485.us.5, %.483.us.6
  %.344.us.7 = add nuw i64 %.275.011.us, 8
  %uglygep106 = getelementptr i8, i8* %uglygep104, i64 %4
  %uglygep106107 = bitcast i8* %uglygep106 to double*
  %.421.us.7 = load double, double* %uglygep106107, align 8
  %.479.us.7 = fmul double %.421.us.7, %.421.us.7
  %.483.us.7 = fmul double %.482.us, %.479.us.7
  %.485.us.7 = fadd double %.485.us.6, %.483.us.7
  %scevgep92 = getelementptr i1, i1* %lsr.iv9091, i64 %3
  %6 = bitcast i1* %scevgep92 to double*
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.344.us.7
  br i1 %niter.ncmp.7, label %B130.B74.loopexit_crit_edge.us.unr-lcssa, label %B132.us

B130.B74.loopexit_crit_edge.us.unr-lcssa:         ; preds = %B132.us, %B76.endif.us
  %.485.us.lcssa.ph = phi double [ undef, %B76.endif.us ], [ %.485.us.7, %B132.us ]
  %s.2.113.us.unr = phi double [ %s.3.016.us, %B76.endif.us ], [ %.485.us.7, %B132.us ]
  %.275.011.us.unr = phi i64 [ 0, %B76.endif.us ], [ %.344.us.7, %B132.us ]
  %7 = icmp eq i64 %xtraiter, 0
  br i1 %7, label %B130.B74.loopexit_crit_edge.us, label %B132.us.epil.preheader

B132.us.epil.preheader:                           ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa
  %8 = mul i64 %arg.X.5.1, %.275.011.us.unr
  %9 = add i64 %.132.014.us, %8
  %scevgep108 = getelementptr double, double* %arg.X.4, i64 %9
  br label %B132.us.epil

B132.us.epil:                                     ; preds = %B132.us.epil.preheader, %B132.us.epil
  %lsr.iv112 = phi i64 [ %xtraiter, %B132.us.epil.preheader ], [ %lsr.iv.next113, %B132.us.epil ]
  %lsr.iv109 = phi double* [ %scevgep108, %B132.us.epil.preheader ], [ %10, %B132.us.epil ]
  %s.2.113.us.epil = phi double [ %.485.us.epil, %B132.us.epil ], [ %s.2.113.us.unr, %B132.us.epil.preheader ]
  %lsr.iv109110 = bitcast double* %lsr.iv109 to i1*
  %.421.us.epil = load double, double* %lsr.iv109, align 8
  %.479.us.epil = fmul double %.421.us.epil, %.421.us.epil
  %.483.us.epil = fmul double %.482.us, %.479.us.epil
  %.485.us.epil = fadd double %s.2.113.us.epil, %.483.us.epil
  %scevgep111 = getelementptr i1, i1* %lsr.iv109110, i64 %4
  %10 = bitcast i1* %scevgep111 to double*
  %lsr.iv.next113 = add nsw i64 %lsr.iv112, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next113, 0
  br i1 %epil.iter.cmp.not, label %B130.B74.loopexit_crit_edge.us, label %B132.us.epil, !llvm.loop !0

B130.B74.loopexit_crit_edge.us:                   ; preds = %B132.us.epil, %B130.B74.loopexit_crit_edge.us.unr-lcssa
  %.485.us.lcssa = phi double [ %.485.us.lcssa.ph, %B130.B74.loopexit_crit_edge.us.unr-lcssa ], [ %.485.us.epil, %B132.us.epil ]
  %11 = icmp ult i64 %0, 7
  %.203.us = or i64 %.132.014.us, 1
  %.481.us.1 = sitofp i64 %.203.us to double
  %.482.us.1 = fadd double %.481.us.1, 1.000000e+00
  br i1 %11, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.1, label %B132.us.1.preheader

B132.us.1.preheader:                              ; preds = %B130.B74.loopexit_crit_edge.us
  br label %B132.us.1

B132.us.1:                                        ; preds = %B132.us.1.preheader, %B132.us.1
  %lsr.iv117 = phi double* [ %lsr.iv115, %B132.us.1.preheader ], [ %12, %B132.us.1 ]
  %s.2.113.us.1 = phi double [ %.485.us.7.1, %B132.us.1 ], [ %.485.us.lcssa, %B132.us.1.preheader ]
  %.275.011.us.1 = phi i64 [ %.344.us.7.1, %B132.us.1 ], [ 0, %B132.us.1.preheader ]
  %lsr.iv117118 = bitcast double* %lsr.iv117 to i1*
  %lsr.iv117120 = bitcast double* %lsr.iv117 to i8*
  %.421.us.142 = load double, double* %lsr.iv117, align 8
  %.479.us.143 = fmul double %.421.us.142, %.421.us.142
  %.483.us.144 = fmul double %.482.us.1, %.479.us.143
  %.485.us.145 = fadd double %s.2.113.us.1, %.483.us.144
  %uglygep121 = getelementptr i8, i8* %lsr.iv117120, i64 %4
  %uglygep121122 = bitcast i8* %uglygep121 to double*
  %.421.us.1.1 = load double, double* %uglygep121122, align 8
  %.479.us.1.1 = fmul double %.421.us.1.1, %.421.us.1.1
  %.483.us.1.1 = fmul double %.482.us.1, %.479.us.1.1
  %.485.us.1.1 = fadd double %.485.us.145, %.483.us.1.1
  %uglygep123 = getelementptr i8, i8* %uglygep121, i64 %4
  %uglygep123124 = bitcast i8* %uglygep123 to double*
  %.421.us.2.1 = load double, double* %uglygep123124, align 8
  %.479.us.2.1 = fmul double %.421.us.2.1, %.421.us.2.1
  %.483.us.2.1 = fmul double %.482.us.1, %.479.us.2.1
  %.485.us.2.1 = fadd double %.485.us.1.1, %.483.us.2.1
  %uglygep125 = getelementptr i8, i8* %uglygep123, i64 %4
  %uglygep125126 = bitcast i8* %uglygep125 to double*
  %.421.us.3.1 = load double, double* %uglygep125126, align 8
  %.479.us.3.1 = fmul double %.421.us.3.1, %.421.us.3.1
  %.483.us.3.1 = fmul double %.482.us.1, %.479.us.3.1
  %.485.us.3.1 = fadd double %.485.us.2.1, %.483.us.3.1
  %uglygep127 = getelementptr i8, i8* %uglygep125, i64 %4
  %uglygep127128 = bitcast i8* %uglygep127 to double*
  %.421.us.4.1 = load double, double* %uglygep127128, align 8
  %.479.us.4.1 = fmul double %.421.us.4.1, %.421.us.4.1
  %.483.us.4.1 = fmul double %.482.us.1, %.479.us.4.1
  %.485.us.4.1 = fadd double %.485.us.3.1, %.483.us.4.1
  %uglygep129 = getelementptr i8, i8* %uglygep127, i64 %4
  %uglygep129130 = bitcast i8* %uglygep129 to double*
  %.421.us.5.1 = load double, double* %uglygep129130, align 8
  %.479.us.5.1 = fmul double %.421.us.5.1, %.421.us.5.1
  %.483.us.5.1 = fmul double %.482.us.1, %.479.us.5.1
  %.485.us.5.1 = fadd double %.485.us.4.1, %.483.us.5.1
  %uglygep131 = getelementptr i8, i8* %uglygep129, i64 %4
  %uglygep131132 = bitcast i8* %uglygep131 to double*
  %.421.us.6.1 = load double, double* %uglygep131132, align 8
  %.479.us.6.1 = fmul double %.421.us.6.1, %.421.us.6.1
  %.483.us.6.1 = fmul double %.482.us.1, %.479.us.6.1
  %.485.us.6.1 = fadd double %.485.us.5.1, %.483.us.6.1
  %.344.us.7.1 = add nuw i64 %.275.011.us.1, 8
  %uglygep133 = getelementptr i8, i8* %uglygep131, i64 %4
  %uglygep133134 = bitcast i8* %uglygep133 to double*
  %.421.us.7.1 = load double, double* %uglygep133134, align 8
  %.479.us.7.1 = fmul double %.421.us.7.1, %.421.us.7.1
  %.483.us.7.1 = fmul double %.482.us.1, %.479.us.7.1
  %.485.us.7.1 = fadd double %.485.us.6.1, %.483.us.7.1
  %scevgep119 = getelementptr i1, i1* %lsr.iv117118, i64 %3
  %12 = bitcast i1* %scevgep119 to double*
  %niter.ncmp.7.1 = icmp eq i64 %unroll_iter, %.344.us.7.1
  br i1 %niter.ncmp.7.1, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.1, label %B132.us.1

B130.B74.loopexit_crit_edge.us.unr-lcssa.1:       ; preds = %B132.us.1, %B130.B74.loopexit_crit_edge.us
  %.485.us.lcssa.ph.1 = phi double [ undef, %B130.B74.loopexit_crit_edge.us ], [ %.485.us.7.1, %B132.us.1 ]
  %s.2.113.us.unr.1 = phi double [ %.485.us.lcssa, %B130.B74.loopexit_crit_edge.us ], [ %.485.us.7.1, %B132.us.1 ]
  %.275.011.us.unr.1 = phi i64 [ 0, %B130.B74.loopexit_crit_edge.us ], [ %.344.us.7.1, %B132.us.1 ]
  %13 = and i64 %spec.select9, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %B130.B74.loopexit_crit_edge.us.1, label %B132.us.epil.1.preheader

B132.us.epil.1.preheader:                         ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa.1
  %15 = mul i64 %arg.X.5.1, %.275.011.us.unr.1
  %16 = add i64 %lsr.iv135, %15
  %scevgep137 = getelementptr double, double* %arg.X.4, i64 %16
  br label %B132.us.epil.1

B132.us.epil.1:                                   ; preds = %B132.us.epil.1.preheader, %B132.us.epil.1
  %lsr.iv141 = phi i64 [ %xtraiter, %B132.us.epil.1.preheader ], [ %lsr.iv.next142, %B132.us.epil.1 ]
  %lsr.iv138 = phi double* [ %scevgep137, %B132.us.epil.1.preheader ], [ %17, %B132.us.epil.1 ]
  %s.2.113.us.epil.1 = phi double [ %.485.us.epil.1, %B132.us.epil.1 ], [ %s.2.113.us.unr.1, %B132.us.epil.1.preheader ]
  %lsr.iv138139 = bitcast double* %lsr.iv138 to i1*
  %.421.us.epil.1 = load double, double* %lsr.iv138, align 8
  %.479.us.epil.1 = fmul double %.421.us.epil.1, %.421.us.epil.1
  %.483.us.epil.1 = fmul double %.482.us.1, %.479.us.epil.1
  %.485.us.epil.1 = fadd double %s.2.113.us.epil.1, %.483.us.epil.1
  %scevgep140 = getelementptr i1, i1* %lsr.iv138139, i64 %4
  %17 = bitcast i1* %scevgep140 to double*
  %lsr.iv.next142 = add nsw i64 %lsr.iv141, -1
  %epil.iter.cmp.1.not = icmp eq i64 %lsr.iv.next142, 0
  br i1 %epil.iter.cmp.1.not, label %B130.B74.loopexit_crit_edge.us.1, label %B132.us.epil.1, !llvm.loop !0

B130.B74.loopexit_crit_edge.us.1:                 ; preds = %B132.us.epil.1, %B130.B74.loopexit_crit_edge.us.unr-lcssa.1
  %.485.us.lcssa.1 = phi double [ %.485.us.lcssa.ph.1, %B130.B74.loopexit_crit_edge.us.unr-lcssa.1 ], [ %.485.us.epil.1, %B132.us.epil.1 ]
  %18 = icmp ult i64 %0, 7
  %.203.us.1 = or i64 %.132.014.us, 2
  %.481.us.2 = sitofp i64 %.203.us.1 to double
  %.482.us.2 = fadd double %.481.us.2, 1.000000e+00
  br i1 %18, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.2, label %B132.us.2.preheader

B132.us.2.preheader:                              ; preds = %B130.B74.loopexit_crit_edge.us.1
  br label %B132.us.2

B132.us.2:                                        ; preds = %B132.us.2.preheader, %B132.us.2
  %lsr.iv146 = phi double* [ %lsr.iv144, %B132.us.2.preheader ], [ %19, %B132.us.2 ]
  %s.2.113.us.2 = phi double [ %.485.us.7.2, %B132.us.2 ], [ %.485.us.lcssa.1, %B132.us.2.preheader ]
  %.275.011.us.2 = phi i64 [ %.344.us.7.2, %B132.us.2 ], [ 0, %B132.us.2.preheader ]
  %lsr.iv146147 = bitcast double* %lsr.iv146 to i1*
  %lsr.iv146149 = bitcast double* %lsr.iv146 to i8*
  %.421.us.251 = load double, double* %lsr.iv146, align 8
  %.479.us.252 = fmul double %.421.us.251, %.421.us.251
  %.483.us.253 = fmul double %.482.us.2, %.479.us.252
  %.485.us.254 = fadd double %s.2.113.us.2, %.483.us.253
  %uglygep150 = getelementptr i8, i8* %lsr.iv146149, i64 %4
  %uglygep150151 = bitcast i8* %uglygep150 to double*
  %.421.us.1.2 = load double, double* %uglygep150151, align 8
  %.479.us.1.2 = fmul double %.421.us.1.2, %.421.us.1.2
  %.483.us.1.2 = fmul double %.482.us.2, %.479.us.1.2
  %.485.us.1.2 = fadd double %.485.us.254, %.483.us.1.2
  %uglygep152 = getelementptr i8, i8* %uglygep150, i64 %4
  %uglygep152153 = bitcast i8* %uglygep152 to double*
  %.421.us.2.2 = load double, double* %uglygep152153, align 8
  %.479.us.2.2 = fmul double %.421.us.2.2, %.421.us.2.2
  %.483.us.2.2 = fmul double %.482.us.2, %.479.us.2.2
  %.485.us.2.2 = fadd double %.485.us.1.2, %.483.us.2.2
  %uglygep154 = getelementptr i8, i8* %uglygep152, i64 %4
  %uglygep154155 = bitcast i8* %uglygep154 to double*
  %.421.us.3.2 = load double, double* %uglygep154155, align 8
  %.479.us.3.2 = fmul double %.421.us.3.2, %.421.us.3.2
  %.483.us.3.2 = fmul double %.482.us.2, %.479.us.3.2
  %.485.us.3.2 = fadd double %.485.us.2.2, %.483.us.3.2
  %uglygep156 = getelementptr i8, i8* %uglygep154, i64 %4
  %uglygep156157 = bitcast i8* %uglygep156 to double*
  %.421.us.4.2 = load double, double* %uglygep156157, align 8
  %.479.us.4.2 = fmul double %.421.us.4.2, %.421.us.4.2
  %.483.us.4.2 = fmul double %.482.us.2, %.479.us.4.2
  %.485.us.4.2 = fadd double %.485.us.3.2, %.483.us.4.2
  %uglygep158 = getelementptr i8, i8* %uglygep156, i64 %4
  %uglygep158159 = bitcast i8* %uglygep158 to double*
  %.421.us.5.2 = load double, double* %uglygep158159, align 8
  %.479.us.5.2 = fmul double %.421.us.5.2, %.421.us.5.2
  %.483.us.5.2 = fmul double %.482.us.2, %.479.us.5.2
  %.485.us.5.2 = fadd double %.485.us.4.2, %.483.us.5.2
  %uglygep160 = getelementptr i8, i8* %uglygep158, i64 %4
  %uglygep160161 = bitcast i8* %uglygep160 to double*
  %.421.us.6.2 = load double, double* %uglygep160161, align 8
  %.479.us.6.2 = fmul double %.421.us.6.2, %.421.us.6.2
  %.483.us.6.2 = fmul double %.482.us.2, %.479.us.6.2
  %.485.us.6.2 = fadd double %.485.us.5.2, %.483.us.6.2
  %.344.us.7.2 = add nuw i64 %.275.011.us.2, 8
  %uglygep162 = getelementptr i8, i8* %uglygep160, i64 %4
  %uglygep162163 = bitcast i8* %uglygep162 to double*
  %.421.us.7.2 = load double, double* %uglygep162163, align 8
  %.479.us.7.2 = fmul double %.421.us.7.2, %.421.us.7.2
  %.483.us.7.2 = fmul double %.482.us.2, %.479.us.7.2
  %.485.us.7.2 = fadd double %.485.us.6.2, %.483.us.7.2
  %scevgep148 = getelementptr i1, i1* %lsr.iv146147, i64 %3
  %19 = bitcast i1* %scevgep148 to double*
  %niter.ncmp.7.2 = icmp eq i64 %unroll_iter, %.344.us.7.2
  br i1 %niter.ncmp.7.2, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.2, label %B132.us.2

B130.B74.loopexit_crit_edge.us.unr-lcssa.2:       ; preds = %B132.us.2, %B130.B74.loopexit_crit_edge.us.1
  %.485.us.lcssa.ph.2 = phi double [ undef, %B130.B74.loopexit_crit_edge.us.1 ], [ %.485.us.7.2, %B132.us.2 ]
  %s.2.113.us.unr.2 = phi double [ %.485.us.lcssa.1, %B130.B74.loopexit_crit_edge.us.1 ], [ %.485.us.7.2, %B132.us.2 ]
  %.275.011.us.unr.2 = phi i64 [ 0, %B130.B74.loopexit_crit_edge.us.1 ], [ %.344.us.7.2, %B132.us.2 ]
  %20 = and i64 %spec.select9, 7
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %B130.B74.loopexit_crit_edge.us.2, label %B132.us.epil.2.preheader

B132.us.epil.2.preheader:                         ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa.2
  %22 = mul i64 %arg.X.5.1, %.275.011.us.unr.2
  %23 = add i64 %lsr.iv164, %22
  %scevgep166 = getelementptr double, double* %arg.X.4, i64 %23
  br label %B132.us.epil.2

B132.us.epil.2:                                   ; preds = %B132.us.epil.2.preheader, %B132.us.epil.2
  %lsr.iv170 = phi i64 [ %xtraiter, %B132.us.epil.2.preheader ], [ %lsr.iv.next171, %B132.us.epil.2 ]
  %lsr.iv167 = phi double* [ %scevgep166, %B132.us.epil.2.preheader ], [ %24, %B132.us.epil.2 ]
  %s.2.113.us.epil.2 = phi double [ %.485.us.epil.2, %B132.us.epil.2 ], [ %s.2.113.us.unr.2, %B132.us.epil.2.preheader ]
  %lsr.iv167168 = bitcast double* %lsr.iv167 to i1*
  %.421.us.epil.2 = load double, double* %lsr.iv167, align 8
  %.479.us.epil.2 = fmul double %.421.us.epil.2, %.421.us.epil.2
  %.483.us.epil.2 = fmul double %.482.us.2, %.479.us.epil.2
  %.485.us.epil.2 = fadd double %s.2.113.us.epil.2, %.483.us.epil.2
  %scevgep169 = getelementptr i1, i1* %lsr.iv167168, i64 %4
  %24 = bitcast i1* %scevgep169 to double*
  %lsr.iv.next171 = add nsw i64 %lsr.iv170, -1
  %epil.iter.cmp.2.not = icmp eq i64 %lsr.iv.next171, 0
  br i1 %epil.iter.cmp.2.not, label %B130.B74.loopexit_crit_edge.us.2, label %B132.us.epil.2, !llvm.loop !0

B130.B74.loopexit_crit_edge.us.2:                 ; preds = %B132.us.epil.2, %B130.B74.loopexit_crit_edge.us.unr-lcssa.2
  %.485.us.lcssa.2 = phi double [ %.485.us.lcssa.ph.2, %B130.B74.loopexit_crit_edge.us.unr-lcssa.2 ], [ %.485.us.epil.2, %B132.us.epil.2 ]
  %25 = icmp ult i64 %0, 7
  %.203.us.2 = or i64 %.132.014.us, 3
  %.481.us.3 = sitofp i64 %.203.us.2 to double
  %.482.us.3 = fadd double %.481.us.3, 1.000000e+00
  br i1 %25, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.3, label %B132.us.3.preheader

B132.us.3.preheader:                              ; preds = %B130.B74.loopexit_crit_edge.us.2
  br label %B132.us.3

B132.us.3:                                        ; preds = %B132.us.3.preheader, %B132.us.3
  %lsr.iv175 = phi double* [ %lsr.iv173, %B132.us.3.preheader ], [ %26, %B132.us.3 ]
  %s.2.113.us.3 = phi double [ %.485.us.7.3, %B132.us.3 ], [ %.485.us.lcssa.2, %B132.us.3.preheader ]
  %.275.011.us.3 = phi i64 [ %.344.us.7.3, %B132.us.3 ], [ 0, %B132.us.3.preheader ]
  %lsr.iv175176 = bitcast double* %lsr.iv175 to i1*
  %lsr.iv175178 = bitcast double* %lsr.iv175 to i8*
  %.421.us.360 = load double, double* %lsr.iv175, align 8
  %.479.us.361 = fmul double %.421.us.360, %.421.us.360
  %.483.us.362 = fmul double %.482.us.3, %.479.us.361
  %.485.us.363 = fadd double %s.2.113.us.3, %.483.us.362
  %uglygep179 = getelementptr i8, i8* %lsr.iv175178, i64 %4
  %uglygep179180 = bitcast i8* %uglygep179 to double*
  %.421.us.1.3 = load double, double* %uglygep179180, align 8
  %.479.us.1.3 = fmul double %.421.us.1.3, %.421.us.1.3
  %.483.us.1.3 = fmul double %.482.us.3, %.479.us.1.3
  %.485.us.1.3 = fadd double %.485.us.363, %.483.us.1.3
  %uglygep181 = getelementptr i8, i8* %uglygep179, i64 %4
  %uglygep181182 = bitcast i8* %uglygep181 to double*
  %.421.us.2.3 = load double, double* %uglygep181182, align 8
  %.479.us.2.3 = fmul double %.421.us.2.3, %.421.us.2.3
  %.483.us.2.3 = fmul double %.482.us.3, %.479.us.2.3
  %.485.us.2.3 = fadd double %.485.us.1.3, %.483.us.2.3
  %uglygep183 = getelementptr i8, i8* %uglygep181, i64 %4
  %uglygep183184 = bitcast i8* %uglygep183 to double*
  %.421.us.3.3 = load double, double* %uglygep183184, align 8
  %.479.us.3.3 = fmul double %.421.us.3.3, %.421.us.3.3
  %.483.us.3.3 = fmul double %.482.us.3, %.479.us.3.3
  %.485.us.3.3 = fadd double %.485.us.2.3, %.483.us.3.3
  %uglygep185 = getelementptr i8, i8* %uglygep183, i64 %4
  %uglygep185186 = bitcast i8* %uglygep185 to double*
  %.421.us.4.3 = load double, double* %uglygep185186, align 8
  %.479.us.4.3 = fmul double %.421.us.4.3, %.421.us.4.3
  %.483.us.4.3 = fmul double %.482.us.3, %.479.us.4.3
  %.485.us.4.3 = fadd double %.485.us.3.3, %.483.us.4.3
  %uglygep187 = getelementptr i8, i8* %uglygep185, i64 %4
  %uglygep187188 = bitcast i8* %uglygep187 to double*
  %.421.us.5.3 = load double, double* %uglygep187188, align 8
  %.479.us.5.3 = fmul double %.421.us.5.3, %.421.us.5.3
  %.483.us.5.3 = fmul double %.482.us.3, %.479.us.5.3
  %.485.us.5.3 = fadd double %.485.us.4.3, %.483.us.5.3
  %uglygep189 = getelementptr i8, i8* %uglygep187, i64 %4
  %uglygep189190 = bitcast i8* %uglygep189 to double*
  %.421.us.6.3 = load double, double* %uglygep189190, align 8
  %.479.us.6.3 = fmul double %.421.us.6.3, %.421.us.6.3
  %.483.us.6.3 = fmul double %.482.us.3, %.479.us.6.3
  %.485.us.6.3 = fadd double %.485.us.5.3, %.483.us.6.3
  %.344.us.7.3 = add nuw i64 %.275.011.us.3, 8
  %uglygep191 = getelementptr i8, i8* %uglygep189, i64 %4
  %uglygep191192 = bitcast i8* %uglygep191 to double*
  %.421.us.7.3 = load double, double* %uglygep191192, align 8
  %.479.us.7.3 = fmul double %.421.us.7.3, %.421.us.7.3
  %.483.us.7.3 = fmul double %.482.us.3, %.479.us.7.3
  %.485.us.7.3 = fadd double %.485.us.6.3, %.483.us.7.3
  %scevgep177 = getelementptr i1, i1* %lsr.iv175176, i64 %3
  %26 = bitcast i1* %scevgep177 to double*
  %niter.ncmp.7.3 = icmp eq i64 %unroll_iter, %.344.us.7.3
  br i1 %niter.ncmp.7.3, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.3, label %B132.us.3

B130.B74.loopexit_crit_edge.us.unr-lcssa.3:       ; preds = %B132.us.3, %B130.B74.loopexit_crit_edge.us.2
  %.485.us.lcssa.ph.3 = phi double [ undef, %B130.B74.loopexit_crit_edge.us.2 ], [ %.485.us.7.3, %B132.us.3 ]
  %s.2.113.us.unr.3 = phi double [ %.485.us.lcssa.2, %B130.B74.loopexit_crit_edge.us.2 ], [ %.485.us.7.3, %B132.us.3 ]
  %.275.011.us.unr.3 = phi i64 [ 0, %B130.B74.loopexit_crit_edge.us.2 ], [ %.344.us.7.3, %B132.us.3 ]
  %27 = and i64 %spec.select9, 7
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %B130.B74.loopexit_crit_edge.us.3, label %B132.us.epil.3.preheader

B132.us.epil.3.preheader:                         ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa.3
  %29 = mul i64 %arg.X.5.1, %.275.011.us.unr.3
  %30 = add i64 %lsr.iv193, %29
  %scevgep195 = getelementptr double, double* %arg.X.4, i64 %30
  br label %B132.us.epil.3

B132.us.epil.3:                                   ; preds = %B132.us.epil.3.preheader, %B132.us.epil.3
  %lsr.iv199 = phi i64 [ %xtraiter, %B132.us.epil.3.preheader ], [ %lsr.iv.next200, %B132.us.epil.3 ]
  %lsr.iv196 = phi double* [ %scevgep195, %B132.us.epil.3.preheader ], [ %31, %B132.us.epil.3 ]
  %s.2.113.us.epil.3 = phi double [ %.485.us.epil.3, %B132.us.epil.3 ], [ %s.2.113.us.unr.3, %B132.us.epil.3.preheader ]
  %lsr.iv196197 = bitcast double* %lsr.iv196 to i1*
  %.421.us.epil.3 = load double, double* %lsr.iv196, align 8
  %.479.us.epil.3 = fmul double %.421.us.epil.3, %.421.us.epil.3
  %.483.us.epil.3 = fmul double %.482.us.3, %.479.us.epil.3
  %.485.us.epil.3 = fadd double %s.2.113.us.epil.3, %.483.us.epil.3
  %scevgep198 = getelementptr i1, i1* %lsr.iv196197, i64 %4
  %31 = bitcast i1* %scevgep198 to double*
  %lsr.iv.next200 = add nsw i64 %lsr.iv199, -1
  %epil.iter.cmp.3.not = icmp eq i64 %lsr.iv.next200, 0
  br i1 %epil.iter.cmp.3.not, label %B130.B74.loopexit_crit_edge.us.3, label %B132.us.epil.3, !llvm.loop !0

B130.B74.loopexit_crit_edge.us.3:                 ; preds = %B132.us.epil.3, %B130.B74.loopexit_crit_edge.us.unr-lcssa.3
  %.485.us.lcssa.3 = phi double [ %.485.us.lcssa.ph.3, %B130.B74.loopexit_crit_edge.us.unr-lcssa.3 ], [ %.485.us.epil.3, %B132.us.epil.3 ]
  %.203.us.3 = add nuw nsw i64 %.132.014.us, 4
  %scevgep89 = getelementptr double, double* %lsr.iv88, i64 4
  %scevgep116 = getelementptr double, double* %lsr.iv115, i64 4
  %lsr.iv.next136 = add nuw i64 %lsr.iv135, 4
  %scevgep145 = getelementptr double, double* %lsr.iv144, i64 4
  %lsr.iv.next165 = add nuw i64 %lsr.iv164, 4
  %scevgep174 = getelementptr double, double* %lsr.iv173, i64 4
  %lsr.iv.next194 = add nuw i64 %lsr.iv193, 4
  %niter37.ncmp.3 = icmp eq i64 %.203.us.3, %unroll_iter36
  br i1 %niter37.ncmp.3, label %common.ret.loopexit.unr-lcssa, label %B76.endif.us

common.ret.loopexit.unr-lcssa:                    ; preds = %B130.B74.loopexit_crit_edge.us.3, %B76.endif.us.preheader
  %.485.us.lcssa.lcssa.ph = phi double [ undef, %B76.endif.us.preheader ], [ %.485.us.lcssa.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %s.3.016.us.unr = phi double [ 0.000000e+00, %B76.endif.us.preheader ], [ %.485.us.lcssa.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %.132.014.us.unr = phi i64 [ 0, %B76.endif.us.preheader ], [ %.203.us.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %lcmp.mod34.not = icmp eq i64 %xtraiter21, 0
  br i1 %lcmp.mod34.not, label %common.ret, label %B76.endif.us.epil.preheader

B76.endif.us.epil.preheader:                      ; preds = %common.ret.loopexit.unr-lcssa
  %xtraiter.epil = and i64 %spec.select9, 7
  %unroll_iter.epil = and i64 %spec.select9, %const
  %scevgep = getelementptr double, double* %arg.X.4, i64 %.132.014.us.unr
  %32 = shl i64 %arg.X.5.1, 6
  %33 = shl i64 %arg.X.5.1, 3
  br label %B76.endif.us.epil

B76.endif.us.epil:                                ; preds = %B130.B74.loopexit_crit_edge.us.epil, %B76.endif.us.epil.preheader
  %lsr.iv = phi double* [ %scevgep65, %B130.B74.loopexit_crit_edge.us.epil ], [ %scevgep, %B76.endif.us.epil.preheader ]
  %s.3.016.us.epil = phi double [ %.485.us.lcssa.epil, %B130.B74.loopexit_crit_edge.us.epil ], [ %s.3.016.us.unr, %B76.endif.us.epil.preheader ]
  %.132.014.us.epil = phi i64 [ %.203.us.epil, %B130.B74.loopexit_crit_edge.us.epil ], [ %.132.014.us.unr, %B76.endif.us.epil.preheader ]
  %epil.iter33 = phi i64 [ %epil.iter33.next, %B130.B74.loopexit_crit_edge.us.epil ], [ 0, %B76.endif.us.epil.preheader ]
  %34 = icmp ult i64 %0, 7
  %.481.us.epil = sitofp i64 %.132.014.us.epil to double
  %.482.us.epil = fadd double %.481.us.epil, 1.000000e+00
  br i1 %34, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil, label %B132.us.epil22.preheader

B132.us.epil22.preheader:                         ; preds = %B76.endif.us.epil
  br label %B132.us.epil22

B132.us.epil22:                                   ; preds = %B132.us.epil22.preheader, %B132.us.epil22
  %lsr.iv66 = phi double* [ %lsr.iv, %B132.us.epil22.preheader ], [ %35, %B132.us.epil22 ]
  %s.2.113.us.epil23 = phi double [ %.485.us.7.epil, %B132.us.epil22 ], [ %s.3.016.us.epil, %B132.us.epil22.preheader ]
  %.275.011.us.epil24 = phi i64 [ %.344.us.7.epil, %B132.us.epil22 ], [ 0, %B132.us.epil22.preheader ]
  %lsr.iv6667 = bitcast double* %lsr.iv66 to i1*
  %lsr.iv6669 = bitcast double* %lsr.iv66 to i8*
  %.421.us.epil29 = load double, double* %lsr.iv66, align 8
  %.479.us.epil30 = fmul double %.421.us.epil29, %.421.us.epil29
  %.483.us.epil31 = fmul double %.482.us.epil, %.479.us.epil30
  %.485.us.epil32 = fadd double %s.2.113.us.epil23, %.483.us.epil31
  %uglygep = getelementptr i8, i8* %lsr.iv6669, i64 %33
  %uglygep70 = bitcast i8* %uglygep to double*
  %.421.us.1.epil = load double, double* %uglygep70, align 8
  %.479.us.1.epil = fmul double %.421.us.1.epil, %.421.us.1.epil
  %.483.us.1.epil = fmul double %.482.us.epil, %.479.us.1.epil
  %.485.us.1.epil = fadd double %.485.us.epil32, %.483.us.1.epil
  %uglygep71 = getelementptr i8, i8* %uglygep, i64 %33
  %uglygep7172 = bitcast i8* %uglygep71 to double*
  %.421.us.2.epil = load double, double* %uglygep7172, align 8
  %.479.us.2.epil = fmul double %.421.us.2.epil, %.421.us.2.epil
  %.483.us.2.epil = fmul double %.482.us.epil, %.479.us.2.epil
  %.485.us.2.epil = fadd double %.485.us.1.epil, %.483.us.2.epil
  %uglygep73 = getelementptr i8, i8* %uglygep71, i64 %33
  %uglygep7374 = bitcast i8* %uglygep73 to double*
  %.421.us.3.epil = load double, double* %uglygep7374, align 8
  %.479.us.3.epil = fmul double %.421.us.3.epil, %.421.us.3.epil
  %.483.us.3.epil = fmul double %.482.us.epil, %.479.us.3.epil
  %.485.us.3.epil = fadd double %.485.us.2.epil, %.483.us.3.epil
  %uglygep75 = getelementptr i8, i8* %uglygep73, i64 %33
  %uglygep7576 = bitcast i8* %uglygep75 to double*
  %.421.us.4.epil = load double, double* %uglygep7576, align 8
  %.479.us.4.epil = fmul double %.421.us.4.epil, %.421.us.4.epil
  %.483.us.4.epil = fmul double %.482.us.epil, %.479.us.4.epil
  %.485.us.4.epil = fadd double %.485.us.3.epil, %.483.us.4.epil
  %uglygep77 = getelementptr i8, i8* %uglygep75, i64 %33
  %uglygep7778 = bitcast i8* %uglygep77 to double*
  %.421.us.5.epil = load double, double* %uglygep7778, align 8
  %.479.us.5.epil = fmul double %.421.us.5.epil, %.421.us.5.epil
  %.483.us.5.epil = fmul double %.482.us.epil, %.479.us.5.epil
  %.485.us.5.epil = fadd double %.485.us.4.epil, %.483.us.5.epil
  %uglygep79 = getelementptr i8, i8* %uglygep77, i64 %33
  %uglygep7980 = bitcast i8* %uglygep79 to double*
  %.421.us.6.epil = load double, double* %uglygep7980, align 8
  %.479.us.6.epil = fmul double %.421.us.6.epil, %.421.us.6.epil
  %.483.us.6.epil = fmul double %.482.us.epil, %.479.us.6.epil
  %.485.us.6.epil = fadd double %.485.us.5.epil, %.483.us.6.epil
  %.344.us.7.epil = add nuw i64 %.275.011.us.epil24, 8
  %uglygep81 = getelementptr i8, i8* %uglygep79, i64 %33
  %uglygep8182 = bitcast i8* %uglygep81 to double*
  %.421.us.7.epil = load double, double* %uglygep8182, align 8
  %.479.us.7.epil = fmul double %.421.us.7.epil, %.421.us.7.epil
  %.483.us.7.epil = fmul double %.482.us.epil, %.479.us.7.epil
  %.485.us.7.epil = fadd double %.485.us.6.epil, %.483.us.7.epil
  %scevgep68 = getelementptr i1, i1* %lsr.iv6667, i64 %32
  %35 = bitcast i1* %scevgep68 to double*
  %niter.ncmp.7.epil = icmp eq i64 %unroll_iter.epil, %.344.us.7.epil
  br i1 %niter.ncmp.7.epil, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil, label %B132.us.epil22

B130.B74.loopexit_crit_edge.us.unr-lcssa.epil:    ; preds = %B132.us.epil22, %B76.endif.us.epil
  %.485.us.lcssa.ph.epil = phi double [ undef, %B76.endif.us.epil ], [ %.485.us.7.epil, %B132.us.epil22 ]
  %s.2.113.us.unr.epil = phi double [ %s.3.016.us.epil, %B76.endif.us.epil ], [ %.485.us.7.epil, %B132.us.epil22 ]
  %.275.011.us.unr.epil = phi i64 [ 0, %B76.endif.us.epil ], [ %.344.us.7.epil, %B132.us.epil22 ]
  %36 = icmp eq i64 %xtraiter.epil, 0
  br i1 %36, label %B130.B74.loopexit_crit_edge.us.epil, label %B132.us.epil.epil.preheader

B132.us.epil.epil.preheader:                      ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil
  %37 = mul i64 %arg.X.5.1, %.275.011.us.unr.epil
  %38 = add i64 %.132.014.us.epil, %37
  %scevgep83 = getelementptr double, double* %arg.X.4, i64 %38
  br label %B132.us.epil.epil

B132.us.epil.epil:                                ; preds = %B132.us.epil.epil.preheader, %B132.us.epil.epil
  %lsr.iv87 = phi i64 [ %xtraiter.epil, %B132.us.epil.epil.preheader ], [ %lsr.iv.next, %B132.us.epil.epil ]
  %lsr.iv84 = phi double* [ %scevgep83, %B132.us.epil.epil.preheader ], [ %39, %B132.us.epil.epil ]
  %s.2.113.us.epil.epil = phi double [ %.485.us.epil.epil, %B132.us.epil.epil ], [ %s.2.113.us.unr.epil, %B132.us.epil.epil.preheader ]
  %lsr.iv8485 = bitcast double* %lsr.iv84 to i1*
  %.421.us.epil.epil = load double, double* %lsr.iv84, align 8
  %.479.us.epil.epil = fmul double %.421.us.epil.epil, %.421.us.epil.epil
  %.483.us.epil.epil = fmul double %.482.us.epil, %.479.us.epil.epil
  %.485.us.epil.epil = fadd double %s.2.113.us.epil.epil, %.483.us.epil.epil
  %scevgep86 = getelementptr i1, i1* %lsr.iv8485, i64 %33
  %39 = bitcast i1* %scevgep86 to double*
  %lsr.iv.next = add nsw i64 %lsr.iv87, -1
  %epil.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.epil.not, label %B130.B74.loopexit_crit_edge.us.epil, label %B132.us.epil.epil, !llvm.loop !0

B130.B74.loopexit_crit_edge.us.epil:              ; preds = %B132.us.epil.epil, %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil
  %.485.us.lcssa.epil = phi double [ %.485.us.lcssa.ph.epil, %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil ], [ %.485.us.epil.epil, %B132.us.epil.epil ]
  %.203.us.epil = add nuw nsw i64 %.132.014.us.epil, 1
  %epil.iter33.next = add i64 %epil.iter33, 1
  %scevgep65 = getelementptr double, double* %lsr.iv, i64 1
  %epil.iter33.cmp.not = icmp eq i64 %epil.iter33.next, %xtraiter21
  br i1 %epil.iter33.cmp.not, label %common.ret, label %B76.endif.us.epil, !llvm.loop !2

common.ret:                                       ; preds = %B130.B74.loopexit_crit_edge.us.epil, %common.ret.loopexit.unr-lcssa, %B76.endif.lr.ph, %B0.endif
  %s.3.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ 0.000000e+00, %B76.endif.lr.ph ], [ %.485.us.lcssa.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.485.us.lcssa.epil, %B130.B74.loopexit_crit_edge.us.epil ]
  store double %s.3.0.lcssa, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.const.transpose_sum, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !3

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.73, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !3

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([136 x i8], [136 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !3

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.1.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.45, align 8
  %.53 = call i32 @_ZN7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 undef, i64 undef) #1
  %.63 = load double, double* %.45, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  %.73 = call i8* @PyFloat_FromDouble(double %.63)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define double @cfunc._ZN7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels13transpose_sumB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 %.8, i64 undef, i64 undef) #1
  %.21 = load double, double* %.3, align 8
  ret double %.21
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !3

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !3

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { noinline }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
!3 = !{!"branch_weights", i32 1, i32 99}
