; ModuleID = 'transpose_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.transpose_sum = internal constant [14 x i8] c"transpose_sum\00"
@_ZN08NumbaEnv7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define i32 @_ZN7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr #0 {
B0.endif:
  %.19014.not = icmp slt i64 %arg.X.5.1, 1
  br i1 %.19014.not, label %common.ret, label %B76.endif.lr.ph

B76.endif.lr.ph:                                  ; preds = %B0.endif
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.X.5.0, i64 0)
  %.33110.not = icmp slt i64 %arg.X.5.0, 1
  br i1 %.33110.not, label %common.ret, label %B76.endif.us.preheader

B76.endif.us.preheader:                           ; preds = %B76.endif.lr.ph
  %const = bitcast i64 9223372036854775800 to i64
  %1 = add nsw i64 %0, -1
  %2 = add i64 %arg.X.5.1, -1
  %xtraiter22 = and i64 %arg.X.5.1, 3
  %3 = icmp ult i64 %2, 3
  br i1 %3, label %common.ret.loopexit.unr-lcssa, label %B76.endif.us.preheader.new

B76.endif.us.preheader.new:                       ; preds = %B76.endif.us.preheader
  %unroll_iter37 = and i64 %arg.X.5.1, -4
  %xtraiter = and i64 %0, 7
  %unroll_iter = and i64 %0, %const
  %4 = shl i64 %arg.X.5.1, 6
  %5 = shl i64 %arg.X.5.1, 3
  %scevgep115 = getelementptr double, double* %arg.X.4, i64 1
  %scevgep144 = getelementptr double, double* %arg.X.4, i64 2
  %scevgep173 = getelementptr double, double* %arg.X.4, i64 3
  br label %B76.endif.us

B76.endif.us:                                     ; preds = %B130.B74.loopexit_crit_edge.us.3, %B76.endif.us.preheader.new
  %lsr.iv194 = phi i64 [ %lsr.iv.next195, %B130.B74.loopexit_crit_edge.us.3 ], [ 3, %B76.endif.us.preheader.new ]
  %lsr.iv174 = phi double* [ %scevgep175, %B130.B74.loopexit_crit_edge.us.3 ], [ %scevgep173, %B76.endif.us.preheader.new ]
  %lsr.iv165 = phi i64 [ %lsr.iv.next166, %B130.B74.loopexit_crit_edge.us.3 ], [ 2, %B76.endif.us.preheader.new ]
  %lsr.iv145 = phi double* [ %scevgep146, %B130.B74.loopexit_crit_edge.us.3 ], [ %scevgep144, %B76.endif.us.preheader.new ]
  %lsr.iv136 = phi i64 [ %lsr.iv.next137, %B130.B74.loopexit_crit_edge.us.3 ], [ 1, %B76.endif.us.preheader.new ]
  %lsr.iv116 = phi double* [ %scevgep117, %B130.B74.loopexit_crit_edge.us.3 ], [ %scevgep115, %B76.endif.us.preheader.new ]
  %lsr.iv89 = phi double* [ %scevgep90, %B130.B74.loopexit_crit_edge.us.3 ], [ %arg.X.4, %B76.endif.us.preheader.new ]
  %s.3.017.us = phi double [ 0.000000e+00, %B76.endif.us.preheader.new ], [ %.485.us.lcssa.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %.132.015.us = phi i64 [ 0, %B76.endif.us.preheader.new ], [ %.203.us.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %6 = icmp ult i64 %1, 7
  %.481.us = sitofp i64 %.132.015.us to double
  %.482.us = fadd double %.481.us, 1.000000e+00
  br i1 %6, label %B130.B74.loopexit_crit_edge.us.unr-lcssa, label %B132.us.preheader

B132.us.preheader:                                ; preds = %B76.endif.us
  br label %B132.us

B132.us:                                          ; preds = %B132.us.preheader, %B132.us
  %lsr.iv91 = phi double* [ %lsr.iv89, %B132.us.preheader ], [ %7, %B132.us ]
  %s.2.113.us = phi double [ %.485.us.7, %B132.us ], [ %s.3.017.us, %B132.us.preheader ]
  %.275.011.us = phi i64 [ %.344.us.7, %B132.us ], [ 0, %B132.us.preheader ]
  %lsr.iv9192 = bitcast double* %lsr.iv91 to i1*
  %lsr.iv9194 = bitcast double* %lsr.iv91 to i8*
  %.421.us = load double, double* %lsr.iv91, align 8
  %.479.us = fmul double %.421.us, %.421.us
  %.483.us = fmul double %.482.us, %.479.us
  %.485.us = fadd double %s.2.113.us, %.483.us
  %uglygep95 = getelementptr i8, i8* %lsr.iv9194, i64 %5
  %uglygep9596 = bitcast i8* %uglygep95 to double*
  %.421.us.1 = load double, double* %uglygep9596, align 8
  %.479.us.1 = fmul double %.421.us.1, %.421.us.1
  %.483.us.1 = fmul double %.482.us, %.479.us.1
  %.485.us.1 = fadd double %.485.us, %.483.us.1
  %uglygep97 = getelementptr i8, i8* %uglygep95, i64 %5
  %uglygep9798 = bitcast i8* %uglygep97 to double*
  %.421.us.2 = load double, double* %uglygep9798, align 8
  %.479.us.2 = fmul double %.421.us.2, %.421.us.2
  %.483.us.2 = fmul double %.482.us, %.479.us.2
  %.485.us.2 = fadd double %.485.us.1, %.483.us.2
  %uglygep99 = getelementptr i8, i8* %uglygep97, i64 %5
  %uglygep99100 = bitcast i8* %uglygep99 to double*
  %.421.us.3 = load double, double* %uglygep99100, align 8
  %.479.us.3 = fmul double %.421.us.3, %.421.us.3
  %.483.us.3 = fmul double %.482.us, %.479.us.3
  %.485.us.3 = fadd double %.485.us.2, %.483.us.3
  %uglygep101 = getelementptr i8, i8* %uglygep99, i64 %5
  %uglygep101102 = bitcast i8* %uglygep101 to double*
  %.421.us.4 = load double, double* %uglygep101102, align 8
  %.479.us.4 = fmul double %.421.us.4, %.421.us.4
  %.483.us.4 = fmul double %.482.us, %.479.us.4
  %.485.us.4 = fadd double %.485.us.3, %.483.us.4
  %uglygep103 = getelementptr i8, i8* %uglygep101, i64 %5
  %uglygep103104 = bitcast i8* %uglygep103 to double*
  %.421.us.5 = load double, double* %uglygep103104, align 8
  %.479.us.5 = fmul double %.421.us.5, %.421.us.5
  %.483.us.5 = fmul double %.482.us, %.479.us.5
  %.485.us.5 = fadd double %.485.us.4, %.483.us.5
  %uglygep105 = getelementptr i8, i8* %uglygep103, i64 %5
  %uglygep105106 = bitcast i8* %uglygep105 to double*
  %.421.us.6 = load double, double* %uglygep105106, align 8
  %.479.us.6 = fmul double %.421.us.6, %.421.us.6
  %.483.us.6 = fmul double %.482.us, %.479.us.6
  %.485.us.6 = fadd double %.485.us.5, %.483.us.6
  %.344.us.7 = add nuw i64 %.275.011.us, 8
  %uglygep107 = getelementptr i8, i8* %uglygep105, i64 %5
  %uglygep107108 = bitcast i8* %uglygep107 to double*
  %.421.us.7 = load double, double* %uglygep107108, align 8
  %.479.us.7 = fmul double %.421.us.7, %.421.us.7
  %.483.us.7 = fmul double %.482.us, %.479.us.7
  %.485.us.7 = fadd double %.485.us.6, %.483.us.7
  %scevgep93 = getelementptr i1, i1* %lsr.iv9192, i64 %4
  %7 = bitcast i1* %scevgep93 to double*
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.344.us.7
  br i1 %niter.ncmp.7, label %B130.B74.loopexit_crit_edge.us.unr-lcssa, label %B132.us

B130.B74.loopexit_crit_edge.us.unr-lcssa:         ; preds = %B132.us, %B76.endif.us
  %.485.us.lcssa.ph = phi double [ undef, %B76.endif.us ], [ %.485.us.7, %B132.us ]
  %s.2.113.us.unr = phi double [ %s.3.017.us, %B76.endif.us ], [ %.485.us.7, %B132.us ]
  %.275.011.us.unr = phi i64 [ 0, %B76.endif.us ], [ %.344.us.7, %B132.us ]
  %8 = icmp eq i64 %xtraiter, 0
  br i1 %8, label %B130.B74.loopexit_crit_edge.us, label %B132.us.epil.preheader

B132.us.epil.preheader:                           ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa
  %9 = mul i64 %arg.X.5.1, %.275.011.us.unr
  %10 = add i64 %.132.015.us, %9
  %scevgep109 = getelementptr double, double* %arg.X.4, i64 %10
  br label %B132.us.epil

B132.us.epil:                                     ; preds = %B132.us.epil.preheader, %B132.us.epil
  %lsr.iv113 = phi i64 [ %xtraiter, %B132.us.epil.preheader ], [ %lsr.iv.next114, %B132.us.epil ]
  %lsr.iv110 = phi double* [ %scevgep109, %B132.us.epil.preheader ], [ %11, %B132.us.epil ]
  %s.2.113.us.epil = phi double [ %.485.us.epil, %B132.us.epil ], [ %s.2.113.us.unr, %B132.us.epil.preheader ]
  %lsr.iv110111 = bitcast double* %lsr.iv110 to i1*
  %.421.us.epil = load double, double* %lsr.iv110, align 8
  %.479.us.epil = fmul double %.421.us.epil, %.421.us.epil
  %.483.us.epil = fmul double %.482.us, %.479.us.epil
  %.485.us.epil = fadd double %s.2.113.us.epil, %.483.us.epil
  %scevgep112 = getelementptr i1, i1* %lsr.iv110111, i64 %5
  %11 = bitcast i1* %scevgep112 to double*
  %lsr.iv.next114 = add nsw i64 %lsr.iv113, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next114, 0
  br i1 %epil.iter.cmp.not, label %B130.B74.loopexit_crit_edge.us, label %B132.us.epil, !llvm.loop !0

B130.B74.loopexit_crit_edge.us:                   ; preds = %B132.us.epil, %B130.B74.loopexit_crit_edge.us.unr-lcssa
  %.485.us.lcssa = phi double [ %.485.us.lcssa.ph, %B130.B74.loopexit_crit_edge.us.unr-lcssa ], [ %.485.us.epil, %B132.us.epil ]
  %12 = icmp ult i64 %1, 7
  %.203.us = or i64 %.132.015.us, 1
  %.481.us.1 = sitofp i64 %.203.us to double
  %.482.us.1 = fadd double %.481.us.1, 1.000000e+00
  br i1 %12, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.1, label %B132.us.1.preheader

B132.us.1.preheader:                              ; preds = %B130.B74.loopexit_crit_edge.us
  br label %B132.us.1

B132.us.1:                                        ; preds = %B132.us.1.preheader, %B132.us.1
  %lsr.iv118 = phi double* [ %lsr.iv116, %B132.us.1.preheader ], [ %13, %B132.us.1 ]
  %s.2.113.us.1 = phi double [ %.485.us.7.1, %B132.us.1 ], [ %.485.us.lcssa, %B132.us.1.preheader ]
  %.275.011.us.1 = phi i64 [ %.344.us.7.1, %B132.us.1 ], [ 0, %B132.us.1.preheader ]
  %lsr.iv118119 = bitcast double* %lsr.iv118 to i1*
  %lsr.iv118121 = bitcast double* %lsr.iv118 to i8*
  %.421.us.143 = load double, double* %lsr.iv118, align 8
  %.479.us.144 = fmul double %.421.us.143, %.421.us.143
  %.483.us.145 = fmul double %.482.us.1, %.479.us.144
  %.485.us.146 = fadd double %s.2.113.us.1, %.483.us.145
  %uglygep122 = getelementptr i8, i8* %lsr.iv118121, i64 %5
  %uglygep122123 = bitcast i8* %uglygep122 to double*
  %.421.us.1.1 = load double, double* %uglygep122123, align 8
  %.479.us.1.1 = fmul double %.421.us.1.1, %.421.us.1.1
  %.483.us.1.1 = fmul double %.482.us.1, %.479.us.1.1
  %.485.us.1.1 = fadd double %.485.us.146, %.483.us.1.1
  %uglygep124 = getelementptr i8, i8* %uglygep122, i64 %5
  %uglygep124125 = bitcast i8* %uglygep124 to double*
  %.421.us.2.1 = load double, double* %uglygep124125, align 8
  %.479.us.2.1 = fmul double %.421.us.2.1, %.421.us.2.1
  %.483.us.2.1 = fmul double %.482.us.1, %.479.us.2.1
  %.485.us.2.1 = fadd double %.485.us.1.1, %.483.us.2.1
  %uglygep126 = getelementptr i8, i8* %uglygep124, i64 %5
  %uglygep126127 = bitcast i8* %uglygep126 to double*
  %.421.us.3.1 = load double, double* %uglygep126127, align 8
  %.479.us.3.1 = fmul double %.421.us.3.1, %.421.us.3.1
  %.483.us.3.1 = fmul double %.482.us.1, %.479.us.3.1
  %.485.us.3.1 = fadd double %.485.us.2.1, %.483.us.3.1
  %uglygep128 = getelementptr i8, i8* %uglygep126, i64 %5
  %uglygep128129 = bitcast i8* %uglygep128 to double*
  %.421.us.4.1 = load double, double* %uglygep128129, align 8
  %.479.us.4.1 = fmul double %.421.us.4.1, %.421.us.4.1
  %.483.us.4.1 = fmul double %.482.us.1, %.479.us.4.1
  %.485.us.4.1 = fadd double %.485.us.3.1, %.483.us.4.1
  %uglygep130 = getelementptr i8, i8* %uglygep128, i64 %5
  %uglygep130131 = bitcast i8* %uglygep130 to double*
  %.421.us.5.1 = load double, double* %uglygep130131, align 8
  %.479.us.5.1 = fmul double %.421.us.5.1, %.421.us.5.1
  %.483.us.5.1 = fmul double %.482.us.1, %.479.us.5.1
  %.485.us.5.1 = fadd double %.485.us.4.1, %.483.us.5.1
  %uglygep132 = getelementptr i8, i8* %uglygep130, i64 %5
  %uglygep132133 = bitcast i8* %uglygep132 to double*
  %.421.us.6.1 = load double, double* %uglygep132133, align 8
  %.479.us.6.1 = fmul double %.421.us.6.1, %.421.us.6.1
  %.483.us.6.1 = fmul double %.482.us.1, %.479.us.6.1
  %.485.us.6.1 = fadd double %.485.us.5.1, %.483.us.6.1
  %.344.us.7.1 = add nuw i64 %.275.011.us.1, 8
  %uglygep134 = getelementptr i8, i8* %uglygep132, i64 %5
  %uglygep134135 = bitcast i8* %uglygep134 to double*
  %.421.us.7.1 = load double, double* %uglygep134135, align 8
  %.479.us.7.1 = fmul double %.421.us.7.1, %.421.us.7.1
  %.483.us.7.1 = fmul double %.482.us.1, %.479.us.7.1
  %.485.us.7.1 = fadd double %.485.us.6.1, %.483.us.7.1
  %scevgep120 = getelementptr i1, i1* %lsr.iv118119, i64 %4
  %13 = bitcast i1* %scevgep120 to double*
  %niter.ncmp.7.1 = icmp eq i64 %unroll_iter, %.344.us.7.1
  br i1 %niter.ncmp.7.1, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.1, label %B132.us.1

B130.B74.loopexit_crit_edge.us.unr-lcssa.1:       ; preds = %B132.us.1, %B130.B74.loopexit_crit_edge.us
  %.485.us.lcssa.ph.1 = phi double [ undef, %B130.B74.loopexit_crit_edge.us ], [ %.485.us.7.1, %B132.us.1 ]
  %s.2.113.us.unr.1 = phi double [ %.485.us.lcssa, %B130.B74.loopexit_crit_edge.us ], [ %.485.us.7.1, %B132.us.1 ]
  %.275.011.us.unr.1 = phi i64 [ 0, %B130.B74.loopexit_crit_edge.us ], [ %.344.us.7.1, %B132.us.1 ]
  %14 = and i64 %0, 7
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %B130.B74.loopexit_crit_edge.us.1, label %B132.us.epil.1.preheader

B132.us.epil.1.preheader:                         ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa.1
  %16 = mul i64 %arg.X.5.1, %.275.011.us.unr.1
  %17 = add i64 %lsr.iv136, %16
  %scevgep138 = getelementptr double, double* %arg.X.4, i64 %17
  br label %B132.us.epil.1

B132.us.epil.1:                                   ; preds = %B132.us.epil.1.preheader, %B132.us.epil.1
  %lsr.iv142 = phi i64 [ %xtraiter, %B132.us.epil.1.preheader ], [ %lsr.iv.next143, %B132.us.epil.1 ]
  %lsr.iv139 = phi double* [ %scevgep138, %B132.us.epil.1.preheader ], [ %18, %B132.us.epil.1 ]
  %s.2.113.us.epil.1 = phi double [ %.485.us.epil.1, %B132.us.epil.1 ], [ %s.2.113.us.unr.1, %B132.us.epil.1.preheader ]
  %lsr.iv139140 = bitcast double* %lsr.iv139 to i1*
  %.421.us.epil.1 = load double, double* %lsr.iv139, align 8
  %.479.us.epil.1 = fmul double %.421.us.epil.1, %.421.us.epil.1
  %.483.us.epil.1 = fmul double %.482.us.1, %.479.us.epil.1
  %.485.us.epil.1 = fadd double %s.2.113.us.epil.1, %.483.us.epil.1
  %scevgep141 = getelementptr i1, i1* %lsr.iv139140, i64 %5
  %18 = bitcast i1* %scevgep141 to double*
  %lsr.iv.next143 = add nsw i64 %lsr.iv142, -1
  %epil.iter.cmp.1.not = icmp eq i64 %lsr.iv.next143, 0
  br i1 %epil.iter.cmp.1.not, label %B130.B74.loopexit_crit_edge.us.1, label %B132.us.epil.1, !llvm.loop !0

B130.B74.loopexit_crit_edge.us.1:                 ; preds = %B132.us.epil.1, %B130.B74.loopexit_crit_edge.us.unr-lcssa.1
  %.485.us.lcssa.1 = phi double [ %.485.us.lcssa.ph.1, %B130.B74.loopexit_crit_edge.us.unr-lcssa.1 ], [ %.485.us.epil.1, %B132.us.epil.1 ]
  %19 = icmp ult i64 %1, 7
  %.203.us.1 = or i64 %.132.015.us, 2
  %.481.us.2 = sitofp i64 %.203.us.1 to double
  %.482.us.2 = fadd double %.481.us.2, 1.000000e+00
  br i1 %19, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.2, label %B132.us.2.preheader

B132.us.2.preheader:                              ; preds = %B130.B74.loopexit_crit_edge.us.1
  br label %B132.us.2

B132.us.2:                                        ; preds = %B132.us.2.preheader, %B132.us.2
  %lsr.iv147 = phi double* [ %lsr.iv145, %B132.us.2.preheader ], [ %20, %B132.us.2 ]
  %s.2.113.us.2 = phi double [ %.485.us.7.2, %B132.us.2 ], [ %.485.us.lcssa.1, %B132.us.2.preheader ]
  %.275.011.us.2 = phi i64 [ %.344.us.7.2, %B132.us.2 ], [ 0, %B132.us.2.preheader ]
  %lsr.iv147148 = bitcast double* %lsr.iv147 to i1*
  %lsr.iv147150 = bitcast double* %lsr.iv147 to i8*
  %.421.us.252 = load double, double* %lsr.iv147, align 8
  %.479.us.253 = fmul double %.421.us.252, %.421.us.252
  %.483.us.254 = fmul double %.482.us.2, %.479.us.253
  %.485.us.255 = fadd double %s.2.113.us.2, %.483.us.254
  %uglygep151 = getelementptr i8, i8* %lsr.iv147150, i64 %5
  %uglygep151152 = bitcast i8* %uglygep151 to double*
  %.421.us.1.2 = load double, double* %uglygep151152, align 8
  %.479.us.1.2 = fmul double %.421.us.1.2, %.421.us.1.2
  %.483.us.1.2 = fmul double %.482.us.2, %.479.us.1.2
  %.485.us.1.2 = fadd double %.485.us.255, %.483.us.1.2
  %uglygep153 = getelementptr i8, i8* %uglygep151, i64 %5
  %uglygep153154 = bitcast i8* %uglygep153 to double*
  %.421.us.2.2 = load double, double* %uglygep153154, align 8
  %.479.us.2.2 = fmul double %.421.us.2.2, %.421.us.2.2
  %.483.us.2.2 = fmul double %.482.us.2, %.479.us.2.2
  %.485.us.2.2 = fadd double %.485.us.1.2, %.483.us.2.2
  %uglygep155 = getelementptr i8, i8* %uglygep153, i64 %5
  %uglygep155156 = bitcast i8* %uglygep155 to double*
  %.421.us.3.2 = load double, double* %uglygep155156, align 8
  %.479.us.3.2 = fmul double %.421.us.3.2, %.421.us.3.2
  %.483.us.3.2 = fmul double %.482.us.2, %.479.us.3.2
  %.485.us.3.2 = fadd double %.485.us.2.2, %.483.us.3.2
  %uglygep157 = getelementptr i8, i8* %uglygep155, i64 %5
  %uglygep157158 = bitcast i8* %uglygep157 to double*
  %.421.us.4.2 = load double, double* %uglygep157158, align 8
  %.479.us.4.2 = fmul double %.421.us.4.2, %.421.us.4.2
  %.483.us.4.2 = fmul double %.482.us.2, %.479.us.4.2
  %.485.us.4.2 = fadd double %.485.us.3.2, %.483.us.4.2
  %uglygep159 = getelementptr i8, i8* %uglygep157, i64 %5
  %uglygep159160 = bitcast i8* %uglygep159 to double*
  %.421.us.5.2 = load double, double* %uglygep159160, align 8
  %.479.us.5.2 = fmul double %.421.us.5.2, %.421.us.5.2
  %.483.us.5.2 = fmul double %.482.us.2, %.479.us.5.2
  %.485.us.5.2 = fadd double %.485.us.4.2, %.483.us.5.2
  %uglygep161 = getelementptr i8, i8* %uglygep159, i64 %5
  %uglygep161162 = bitcast i8* %uglygep161 to double*
  %.421.us.6.2 = load double, double* %uglygep161162, align 8
  %.479.us.6.2 = fmul double %.421.us.6.2, %.421.us.6.2
  %.483.us.6.2 = fmul double %.482.us.2, %.479.us.6.2
  %.485.us.6.2 = fadd double %.485.us.5.2, %.483.us.6.2
  %.344.us.7.2 = add nuw i64 %.275.011.us.2, 8
  %uglygep163 = getelementptr i8, i8* %uglygep161, i64 %5
  %uglygep163164 = bitcast i8* %uglygep163 to double*
  %.421.us.7.2 = load double, double* %uglygep163164, align 8
  %.479.us.7.2 = fmul double %.421.us.7.2, %.421.us.7.2
  %.483.us.7.2 = fmul double %.482.us.2, %.479.us.7.2
  %.485.us.7.2 = fadd double %.485.us.6.2, %.483.us.7.2
  %scevgep149 = getelementptr i1, i1* %lsr.iv147148, i64 %4
  %20 = bitcast i1* %scevgep149 to double*
  %niter.ncmp.7.2 = icmp eq i64 %unroll_iter, %.344.us.7.2
  br i1 %niter.ncmp.7.2, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.2, label %B132.us.2

B130.B74.loopexit_crit_edge.us.unr-lcssa.2:       ; preds = %B132.us.2, %B130.B74.loopexit_crit_edge.us.1
  %.485.us.lcssa.ph.2 = phi double [ undef, %B130.B74.loopexit_crit_edge.us.1 ], [ %.485.us.7.2, %B132.us.2 ]
  %s.2.113.us.unr.2 = phi double [ %.485.us.lcssa.1, %B130.B74.loopexit_crit_edge.us.1 ], [ %.485.us.7.2, %B132.us.2 ]
  %.275.011.us.unr.2 = phi i64 [ 0, %B130.B74.loopexit_crit_edge.us.1 ], [ %.344.us.7.2, %B132.us.2 ]
  %21 = and i64 %0, 7
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %B130.B74.loopexit_crit_edge.us.2, label %B132.us.epil.2.preheader

B132.us.epil.2.preheader:                         ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa.2
  %23 = mul i64 %arg.X.5.1, %.275.011.us.unr.2
  %24 = add i64 %lsr.iv165, %23
  %scevgep167 = getelementptr double, double* %arg.X.4, i64 %24
  br label %B132.us.epil.2

B132.us.epil.2:                                   ; preds = %B132.us.epil.2.preheader, %B132.us.epil.2
  %lsr.iv171 = phi i64 [ %xtraiter, %B132.us.epil.2.preheader ], [ %lsr.iv.next172, %B132.us.epil.2 ]
  %lsr.iv168 = phi double* [ %scevgep167, %B132.us.epil.2.preheader ], [ %25, %B132.us.epil.2 ]
  %s.2.113.us.epil.2 = phi double [ %.485.us.epil.2, %B132.us.epil.2 ], [ %s.2.113.us.unr.2, %B132.us.epil.2.preheader ]
  %lsr.iv168169 = bitcast double* %lsr.iv168 to i1*
  %.421.us.epil.2 = load double, double* %lsr.iv168, align 8
  %.479.us.epil.2 = fmul double %.421.us.epil.2, %.421.us.epil.2
  %.483.us.epil.2 = fmul double %.482.us.2, %.479.us.epil.2
  %.485.us.epil.2 = fadd double %s.2.113.us.epil.2, %.483.us.epil.2
  %scevgep170 = getelementptr i1, i1* %lsr.iv168169, i64 %5
  %25 = bitcast i1* %scevgep170 to double*
  %lsr.iv.next172 = add nsw i64 %lsr.iv171, -1
  %epil.iter.cmp.2.not = icmp eq i64 %lsr.iv.next172, 0
  br i1 %epil.iter.cmp.2.not, label %B130.B74.loopexit_crit_edge.us.2, label %B132.us.epil.2, !llvm.loop !0

B130.B74.loopexit_crit_edge.us.2:                 ; preds = %B132.us.epil.2, %B130.B74.loopexit_crit_edge.us.unr-lcssa.2
  %.485.us.lcssa.2 = phi double [ %.485.us.lcssa.ph.2, %B130.B74.loopexit_crit_edge.us.unr-lcssa.2 ], [ %.485.us.epil.2, %B132.us.epil.2 ]
  %26 = icmp ult i64 %1, 7
  %.203.us.2 = or i64 %.132.015.us, 3
  %.481.us.3 = sitofp i64 %.203.us.2 to double
  %.482.us.3 = fadd double %.481.us.3, 1.000000e+00
  br i1 %26, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.3, label %B132.us.3.preheader

B132.us.3.preheader:                              ; preds = %B130.B74.loopexit_crit_edge.us.2
  br label %B132.us.3

B132.us.3:                                        ; preds = %B132.us.3.preheader, %B132.us.3
  %lsr.iv176 = phi double* [ %lsr.iv174, %B132.us.3.preheader ], [ %27, %B132.us.3 ]
  %s.2.113.us.3 = phi double [ %.485.us.7.3, %B132.us.3 ], [ %.485.us.lcssa.2, %B132.us.3.preheader ]
  %.275.011.us.3 = phi i64 [ %.344.us.7.3, %B132.us.3 ], [ 0, %B132.us.3.preheader ]
  %lsr.iv176177 = bitcast double* %lsr.iv176 to i1*
  %lsr.iv176179 = bitcast double* %lsr.iv176 to i8*
  %.421.us.361 = load double, double* %lsr.iv176, align 8
  %.479.us.362 = fmul double %.421.us.361, %.421.us.361
  %.483.us.363 = fmul double %.482.us.3, %.479.us.362
  %.485.us.364 = fadd double %s.2.113.us.3, %.483.us.363
  %uglygep180 = getelementptr i8, i8* %lsr.iv176179, i64 %5
  %uglygep180181 = bitcast i8* %uglygep180 to double*
  %.421.us.1.3 = load double, double* %uglygep180181, align 8
  %.479.us.1.3 = fmul double %.421.us.1.3, %.421.us.1.3
  %.483.us.1.3 = fmul double %.482.us.3, %.479.us.1.3
  %.485.us.1.3 = fadd double %.485.us.364, %.483.us.1.3
  %uglygep182 = getelementptr i8, i8* %uglygep180, i64 %5
  %uglygep182183 = bitcast i8* %uglygep182 to double*
  %.421.us.2.3 = load double, double* %uglygep182183, align 8
  %.479.us.2.3 = fmul double %.421.us.2.3, %.421.us.2.3
  %.483.us.2.3 = fmul double %.482.us.3, %.479.us.2.3
  %.485.us.2.3 = fadd double %.485.us.1.3, %.483.us.2.3
  %uglygep184 = getelementptr i8, i8* %uglygep182, i64 %5
  %uglygep184185 = bitcast i8* %uglygep184 to double*
  %.421.us.3.3 = load double, double* %uglygep184185, align 8
  %.479.us.3.3 = fmul double %.421.us.3.3, %.421.us.3.3
  %.483.us.3.3 = fmul double %.482.us.3, %.479.us.3.3
  %.485.us.3.3 = fadd double %.485.us.2.3, %.483.us.3.3
  %uglygep186 = getelementptr i8, i8* %uglygep184, i64 %5
  %uglygep186187 = bitcast i8* %uglygep186 to double*
  %.421.us.4.3 = load double, double* %uglygep186187, align 8
  %.479.us.4.3 = fmul double %.421.us.4.3, %.421.us.4.3
  %.483.us.4.3 = fmul double %.482.us.3, %.479.us.4.3
  %.485.us.4.3 = fadd double %.485.us.3.3, %.483.us.4.3
  %uglygep188 = getelementptr i8, i8* %uglygep186, i64 %5
  %uglygep188189 = bitcast i8* %uglygep188 to double*
  %.421.us.5.3 = load double, double* %uglygep188189, align 8
  %.479.us.5.3 = fmul double %.421.us.5.3, %.421.us.5.3
  %.483.us.5.3 = fmul double %.482.us.3, %.479.us.5.3
  %.485.us.5.3 = fadd double %.485.us.4.3, %.483.us.5.3
  %uglygep190 = getelementptr i8, i8* %uglygep188, i64 %5
  %uglygep190191 = bitcast i8* %uglygep190 to double*
  %.421.us.6.3 = load double, double* %uglygep190191, align 8
  %.479.us.6.3 = fmul double %.421.us.6.3, %.421.us.6.3
  %.483.us.6.3 = fmul double %.482.us.3, %.479.us.6.3
  %.485.us.6.3 = fadd double %.485.us.5.3, %.483.us.6.3
  %.344.us.7.3 = add nuw i64 %.275.011.us.3, 8
  %uglygep192 = getelementptr i8, i8* %uglygep190, i64 %5
  %uglygep192193 = bitcast i8* %uglygep192 to double*
  %.421.us.7.3 = load double, double* %uglygep192193, align 8
  %.479.us.7.3 = fmul double %.421.us.7.3, %.421.us.7.3
  %.483.us.7.3 = fmul double %.482.us.3, %.479.us.7.3
  %.485.us.7.3 = fadd double %.485.us.6.3, %.483.us.7.3
  %scevgep178 = getelementptr i1, i1* %lsr.iv176177, i64 %4
  %27 = bitcast i1* %scevgep178 to double*
  %niter.ncmp.7.3 = icmp eq i64 %unroll_iter, %.344.us.7.3
  br i1 %niter.ncmp.7.3, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.3, label %B132.us.3

B130.B74.loopexit_crit_edge.us.unr-lcssa.3:       ; preds = %B132.us.3, %B130.B74.loopexit_crit_edge.us.2
  %.485.us.lcssa.ph.3 = phi double [ undef, %B130.B74.loopexit_crit_edge.us.2 ], [ %.485.us.7.3, %B132.us.3 ]
  %s.2.113.us.unr.3 = phi double [ %.485.us.lcssa.2, %B130.B74.loopexit_crit_edge.us.2 ], [ %.485.us.7.3, %B132.us.3 ]
  %.275.011.us.unr.3 = phi i64 [ 0, %B130.B74.loopexit_crit_edge.us.2 ], [ %.344.us.7.3, %B132.us.3 ]
  %28 = and i64 %0, 7
  %29 = icmp eq i64 %28, 0
  br i1 %29, label %B130.B74.loopexit_crit_edge.us.3, label %B132.us.epil.3.preheader

B132.us.epil.3.preheader:                         ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa.3
  %30 = mul i64 %arg.X.5.1, %.275.011.us.unr.3
  %31 = add i64 %lsr.iv194, %30
  %scevgep196 = getelementptr double, double* %arg.X.4, i64 %31
  br label %B132.us.epil.3

B132.us.epil.3:                                   ; preds = %B132.us.epil.3.preheader, %B132.us.epil.3
  %lsr.iv200 = phi i64 [ %xtraiter, %B132.us.epil.3.preheader ], [ %lsr.iv.next201, %B132.us.epil.3 ]
  %lsr.iv197 = phi double* [ %scevgep196, %B132.us.epil.3.preheader ], [ %32, %B132.us.epil.3 ]
  %s.2.113.us.epil.3 = phi double [ %.485.us.epil.3, %B132.us.epil.3 ], [ %s.2.113.us.unr.3, %B132.us.epil.3.preheader ]
  %lsr.iv197198 = bitcast double* %lsr.iv197 to i1*
  %.421.us.epil.3 = load double, double* %lsr.iv197, align 8
  %.479.us.epil.3 = fmul double %.421.us.epil.3, %.421.us.epil.3
  %.483.us.epil.3 = fmul double %.482.us.3, %.479.us.epil.3
  %.485.us.epil.3 = fadd double %s.2.113.us.epil.3, %.483.us.epil.3
  %scevgep199 = getelementptr i1, i1* %lsr.iv197198, i64 %5
  %32 = bitcast i1* %scevgep199 to double*
  %lsr.iv.next201 = add nsw i64 %lsr.iv200, -1
  %epil.iter.cmp.3.not = icmp eq i64 %lsr.iv.next201, 0
  br i1 %epil.iter.cmp.3.not, label %B130.B74.loopexit_crit_edge.us.3, label %B132.us.epil.3, !llvm.loop !0

B130.B74.loopexit_crit_edge.us.3:                 ; preds = %B132.us.epil.3, %B130.B74.loopexit_crit_edge.us.unr-lcssa.3
  %.485.us.lcssa.3 = phi double [ %.485.us.lcssa.ph.3, %B130.B74.loopexit_crit_edge.us.unr-lcssa.3 ], [ %.485.us.epil.3, %B132.us.epil.3 ]
  %.203.us.3 = add nuw nsw i64 %.132.015.us, 4
  %scevgep90 = getelementptr double, double* %lsr.iv89, i64 4
  %scevgep117 = getelementptr double, double* %lsr.iv116, i64 4
  %lsr.iv.next137 = add nuw i64 %lsr.iv136, 4
  %scevgep146 = getelementptr double, double* %lsr.iv145, i64 4
  %lsr.iv.next166 = add nuw i64 %lsr.iv165, 4
  %scevgep175 = getelementptr double, double* %lsr.iv174, i64 4
  %lsr.iv.next195 = add nuw i64 %lsr.iv194, 4
  %niter38.ncmp.3 = icmp eq i64 %.203.us.3, %unroll_iter37
  br i1 %niter38.ncmp.3, label %common.ret.loopexit.unr-lcssa, label %B76.endif.us

common.ret.loopexit.unr-lcssa:                    ; preds = %B130.B74.loopexit_crit_edge.us.3, %B76.endif.us.preheader
  %.485.us.lcssa.lcssa.ph = phi double [ undef, %B76.endif.us.preheader ], [ %.485.us.lcssa.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %s.3.017.us.unr = phi double [ 0.000000e+00, %B76.endif.us.preheader ], [ %.485.us.lcssa.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %.132.015.us.unr = phi i64 [ 0, %B76.endif.us.preheader ], [ %.203.us.3, %B130.B74.loopexit_crit_edge.us.3 ]
  %lcmp.mod35.not = icmp eq i64 %xtraiter22, 0
  br i1 %lcmp.mod35.not, label %common.ret, label %B76.endif.us.epil.preheader

B76.endif.us.epil.preheader:                      ; preds = %common.ret.loopexit.unr-lcssa
  %xtraiter.epil = and i64 %0, 7
  %unroll_iter.epil = and i64 %0, %const
  %scevgep = getelementptr double, double* %arg.X.4, i64 %.132.015.us.unr
  %33 = shl i64 %arg.X.5.1, 6
  %34 = shl i64 %arg.X.5.1, 3
  br label %B76.endif.us.epil

B76.endif.us.epil:                                ; preds = %B130.B74.loopexit_crit_edge.us.epil, %B76.endif.us.epil.preheader
  %lsr.iv = phi double* [ %scevgep66, %B130.B74.loopexit_crit_edge.us.epil ], [ %scevgep, %B76.endif.us.epil.preheader ]
  %s.3.017.us.epil = phi double [ %.485.us.lcssa.epil, %B130.B74.loopexit_crit_edge.us.epil ], [ %s.3.017.us.unr, %B76.endif.us.epil.preheader ]
  %.132.015.us.epil = phi i64 [ %.203.us.epil, %B130.B74.loopexit_crit_edge.us.epil ], [ %.132.015.us.unr, %B76.endif.us.epil.preheader ]
  %epil.iter34 = phi i64 [ %epil.iter34.next, %B130.B74.loopexit_crit_edge.us.epil ], [ 0, %B76.endif.us.epil.preheader ]
  %35 = icmp ult i64 %1, 7
  %.481.us.epil = sitofp i64 %.132.015.us.epil to double
  %.482.us.epil = fadd double %.481.us.epil, 1.000000e+00
  br i1 %35, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil, label %B132.us.epil23.preheader

B132.us.epil23.preheader:                         ; preds = %B76.endif.us.epil
  br label %B132.us.epil23

B132.us.epil23:                                   ; preds = %B132.us.epil23.preheader, %B132.us.epil23
  %lsr.iv67 = phi double* [ %lsr.iv, %B132.us.epil23.preheader ], [ %36, %B132.us.epil23 ]
  %s.2.113.us.epil24 = phi double [ %.485.us.7.epil, %B132.us.epil23 ], [ %s.3.017.us.epil, %B132.us.epil23.preheader ]
  %.275.011.us.epil25 = phi i64 [ %.344.us.7.epil, %B132.us.epil23 ], [ 0, %B132.us.epil23.preheader ]
  %lsr.iv6768 = bitcast double* %lsr.iv67 to i1*
  %lsr.iv6770 = bitcast double* %lsr.iv67 to i8*
  %.421.us.epil30 = load double, double* %lsr.iv67, align 8
  %.479.us.epil31 = fmul double %.421.us.epil30, %.421.us.epil30
  %.483.us.epil32 = fmul double %.482.us.epil, %.479.us.epil31
  %.485.us.epil33 = fadd double %s.2.113.us.epil24, %.483.us.epil32
  %uglygep = getelementptr i8, i8* %lsr.iv6770, i64 %34
  %uglygep71 = bitcast i8* %uglygep to double*
  %.421.us.1.epil = load double, double* %uglygep71, align 8
  %.479.us.1.epil = fmul double %.421.us.1.epil, %.421.us.1.epil
  %.483.us.1.epil = fmul double %.482.us.epil, %.479.us.1.epil
  %.485.us.1.epil = fadd double %.485.us.epil33, %.483.us.1.epil
  %uglygep72 = getelementptr i8, i8* %uglygep, i64 %34
  %uglygep7273 = bitcast i8* %uglygep72 to double*
  %.421.us.2.epil = load double, double* %uglygep7273, align 8
  %.479.us.2.epil = fmul double %.421.us.2.epil, %.421.us.2.epil
  %.483.us.2.epil = fmul double %.482.us.epil, %.479.us.2.epil
  %.485.us.2.epil = fadd double %.485.us.1.epil, %.483.us.2.epil
  %uglygep74 = getelementptr i8, i8* %uglygep72, i64 %34
  %uglygep7475 = bitcast i8* %uglygep74 to double*
  %.421.us.3.epil = load double, double* %uglygep7475, align 8
  %.479.us.3.epil = fmul double %.421.us.3.epil, %.421.us.3.epil
  %.483.us.3.epil = fmul double %.482.us.epil, %.479.us.3.epil
  %.485.us.3.epil = fadd double %.485.us.2.epil, %.483.us.3.epil
  %uglygep76 = getelementptr i8, i8* %uglygep74, i64 %34
  %uglygep7677 = bitcast i8* %uglygep76 to double*
  %.421.us.4.epil = load double, double* %uglygep7677, align 8
  %.479.us.4.epil = fmul double %.421.us.4.epil, %.421.us.4.epil
  %.483.us.4.epil = fmul double %.482.us.epil, %.479.us.4.epil
  %.485.us.4.epil = fadd double %.485.us.3.epil, %.483.us.4.epil
  %uglygep78 = getelementptr i8, i8* %uglygep76, i64 %34
  %uglygep7879 = bitcast i8* %uglygep78 to double*
  %.421.us.5.epil = load double, double* %uglygep7879, align 8
  %.479.us.5.epil = fmul double %.421.us.5.epil, %.421.us.5.epil
  %.483.us.5.epil = fmul double %.482.us.epil, %.479.us.5.epil
  %.485.us.5.epil = fadd double %.485.us.4.epil, %.483.us.5.epil
  %uglygep80 = getelementptr i8, i8* %uglygep78, i64 %34
  %uglygep8081 = bitcast i8* %uglygep80 to double*
  %.421.us.6.epil = load double, double* %uglygep8081, align 8
  %.479.us.6.epil = fmul double %.421.us.6.epil, %.421.us.6.epil
  %.483.us.6.epil = fmul double %.482.us.epil, %.479.us.6.epil
  %.485.us.6.epil = fadd double %.485.us.5.epil, %.483.us.6.epil
  %.344.us.7.epil = add nuw i64 %.275.011.us.epil25, 8
  %uglygep82 = getelementptr i8, i8* %uglygep80, i64 %34
  %uglygep8283 = bitcast i8* %uglygep82 to double*
  %.421.us.7.epil = load double, double* %uglygep8283, align 8
  %.479.us.7.epil = fmul double %.421.us.7.epil, %.421.us.7.epil
  %.483.us.7.epil = fmul double %.482.us.epil, %.479.us.7.epil
  %.485.us.7.epil = fadd double %.485.us.6.epil, %.483.us.7.epil
  %scevgep69 = getelementptr i1, i1* %lsr.iv6768, i64 %33
  %36 = bitcast i1* %scevgep69 to double*
  %niter.ncmp.7.epil = icmp eq i64 %unroll_iter.epil, %.344.us.7.epil
  br i1 %niter.ncmp.7.epil, label %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil, label %B132.us.epil23

B130.B74.loopexit_crit_edge.us.unr-lcssa.epil:    ; preds = %B132.us.epil23, %B76.endif.us.epil
  %.485.us.lcssa.ph.epil = phi double [ undef, %B76.endif.us.epil ], [ %.485.us.7.epil, %B132.us.epil23 ]
  %s.2.113.us.unr.epil = phi double [ %s.3.017.us.epil, %B76.endif.us.epil ], [ %.485.us.7.epil, %B132.us.epil23 ]
  %.275.011.us.unr.epil = phi i64 [ 0, %B76.endif.us.epil ], [ %.344.us.7.epil, %B132.us.epil23 ]
  %37 = icmp eq i64 %xtraiter.epil, 0
  br i1 %37, label %B130.B74.loopexit_crit_edge.us.epil, label %B132.us.epil.epil.preheader

B132.us.epil.epil.preheader:                      ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil
  %38 = mul i64 %arg.X.5.1, %.275.011.us.unr.epil
  %39 = add i64 %.132.015.us.epil, %38
  %scevgep84 = getelementptr double, double* %arg.X.4, i64 %39
  br label %B132.us.epil.epil

B132.us.epil.epil:                                ; preds = %B132.us.epil.epil.preheader, %B132.us.epil.epil
  %lsr.iv88 = phi i64 [ %xtraiter.epil, %B132.us.epil.epil.preheader ], [ %lsr.iv.next, %B132.us.epil.epil ]
  %lsr.iv85 = phi double* [ %scevgep84, %B132.us.epil.epil.preheader ], [ %40, %B132.us.epil.epil ]
  %s.2.113.us.epil.epil = phi double [ %.485.us.epil.epil, %B132.us.epil.epil ], [ %s.2.113.us.unr.epil, %B132.us.epil.epil.preheader ]
  %lsr.iv8586 = bitcast double* %lsr.iv85 to i1*
  %.421.us.epil.epil = load double, double* %lsr.iv85, align 8
  %.479.us.epil.epil = fmul double %.421.us.epil.epil, %.421.us.epil.epil
  %.483.us.epil.epil = fmul double %.482.us.epil, %.479.us.epil.epil
  %.485.us.epil.epil = fadd double %s.2.113.us.epil.epil, %.483.us.epil.epil
  %scevgep87 = getelementptr i1, i1* %lsr.iv8586, i64 %34
  %40 = bitcast i1* %scevgep87 to double*
  %lsr.iv.next = add nsw i64 %lsr.iv88, -1
  %epil.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.epil.not, label %B130.B74.loopexit_crit_edge.us.epil, label %B132.us.epil.epil, !llvm.loop !0

B130.B74.loopexit_crit_edge.us.epil:              ; preds = %B132.us.epil.epil, %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil
  %.485.us.lcssa.epil = phi double [ %.485.us.lcssa.ph.epil, %B130.B74.loopexit_crit_edge.us.unr-lcssa.epil ], [ %.485.us.epil.epil, %B132.us.epil.epil ]
  %.203.us.epil = add nuw nsw i64 %.132.015.us.epil, 1
  %epil.iter34.next = add i64 %epil.iter34, 1
  %scevgep66 = getelementptr double, double* %lsr.iv, i64 1
  %epil.iter34.cmp.not = icmp eq i64 %epil.iter34.next, %xtraiter22
  br i1 %epil.iter34.cmp.not, label %common.ret, label %B76.endif.us.epil, !llvm.loop !2

common.ret:                                       ; preds = %B130.B74.loopexit_crit_edge.us.epil, %common.ret.loopexit.unr-lcssa, %B76.endif.lr.ph, %B0.endif
  %s.3.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ 0.000000e+00, %B76.endif.lr.ph ], [ %.485.us.lcssa.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.485.us.lcssa.epil, %B130.B74.loopexit_crit_edge.us.epil ]
  store double %s.3.0.lcssa, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !3

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([136 x i8], [136 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.1.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.45, align 8
  %.53 = call i32 @_ZN7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 poison, i64 poison) #2
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
define double @cfunc._ZN7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels13transpose_sumB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #2
  %.21 = load double, double* %.3, align 8
  ret double %.21
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
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

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { argmemonly nofree norecurse nosync nounwind }
attributes #1 = { nofree norecurse nosync nounwind }
attributes #2 = { noinline }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
!3 = !{!"branch_weights", i32 1, i32 99}
