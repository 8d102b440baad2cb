; ModuleID = 'piecewise_2d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.piecewise_2d = internal constant [13 x i8] c"piecewise_2d\00"
@_ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr #0 {
B0.endif:
  %.79.inv = icmp sgt i64 %arg.X.5.0, 0
  %spec.select = select i1 %.79.inv, i64 %arg.X.5.0, i64 0
  br i1 %.79.inv, label %B62.endif.lr.ph, label %common.ret

B62.endif.lr.ph:                                  ; preds = %B0.endif
  %.222.inv = icmp sgt i64 %arg.X.5.1, 0
  %spec.select9 = select i1 %.222.inv, i64 %arg.X.5.1, i64 0
  br i1 %.222.inv, label %B62.endif.us.preheader, label %common.ret

B62.endif.us.preheader:                           ; preds = %B62.endif.lr.ph
  %0 = add nsw i64 %spec.select9, -1
  %1 = icmp eq i64 %spec.select, 1
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B62.endif.us.preheader.new

B62.endif.us.preheader.new:                       ; preds = %B62.endif.us.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %const_mat = add i64 %const, 6
  %unroll_iter49 = and i64 %spec.select, %const_mat
  %xtraiter = and i64 %spec.select9, 7
  %unroll_iter = and i64 %spec.select9, %const
  %scevgep90 = getelementptr double, double* %arg.X.4, i64 7
  %2 = shl i64 %arg.X.5.1, 4
  %3 = add i64 %arg.X.5.1, 7
  %scevgep113 = getelementptr double, double* %arg.X.4, i64 %3
  %4 = shl i64 %arg.X.5.1, 1
  br label %B62.endif.us

B62.endif.us:                                     ; preds = %B116.B60.loopexit_crit_edge.us.1, %B62.endif.us.preheader.new
  %lsr.iv132 = phi i64 [ %lsr.iv.next, %B116.B60.loopexit_crit_edge.us.1 ], [ %arg.X.5.1, %B62.endif.us.preheader.new ]
  %lsr.iv114 = phi double* [ %34, %B116.B60.loopexit_crit_edge.us.1 ], [ %scevgep113, %B62.endif.us.preheader.new ]
  %lsr.iv108 = phi double* [ %33, %B116.B60.loopexit_crit_edge.us.1 ], [ %arg.X.4, %B62.endif.us.preheader.new ]
  %lsr.iv = phi double* [ %32, %B116.B60.loopexit_crit_edge.us.1 ], [ %scevgep90, %B62.endif.us.preheader.new ]
  %s.3.016.us = phi double [ 0.000000e+00, %B62.endif.us.preheader.new ], [ %.404.us.lcssa.1, %B116.B60.loopexit_crit_edge.us.1 ]
  %.65.014.us = phi i64 [ 0, %B62.endif.us.preheader.new ], [ %.136.us.1, %B116.B60.loopexit_crit_edge.us.1 ]
  %5 = icmp ult i64 %0, 7
  br i1 %5, label %B116.B60.loopexit_crit_edge.us.unr-lcssa, label %B118.us.preheader

B118.us.preheader:                                ; preds = %B62.endif.us
  br label %B118.us

B118.us:                                          ; preds = %B118.us.preheader, %B234.us.7
  %s.2.113.us = phi double [ %.404.us.7, %B234.us.7 ], [ %s.3.016.us, %B118.us.preheader ]
  %.208.011.us = phi i64 [ %.277.us.7, %B234.us.7 ], [ 0, %B118.us.preheader ]
  %scevgep106 = getelementptr double, double* %lsr.iv, i64 %.208.011.us
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -7
  %.354.us = load double, double* %scevgep107, align 8
  %.361.us = fcmp olt double %.354.us, -1.000000e+00
  br i1 %.361.us, label %B152.us, label %B170.us

B170.us:                                          ; preds = %B118.us
  %.373.us = fcmp olt double %.354.us, 0.000000e+00
  br i1 %.373.us, label %B182.us, label %B194.us

B194.us:                                          ; preds = %B170.us
  %.384.us = fcmp olt double %.354.us, 1.000000e+00
  br i1 %.384.us, label %B206.us, label %B224.us

B224.us:                                          ; preds = %B194.us
  %.396.us = fadd double %.354.us, -5.000000e-01
  br label %B234.us

B206.us:                                          ; preds = %B194.us
  %.387.us = fmul double %.354.us, 5.000000e-01
  %.389.us = fmul double %.354.us, %.387.us
  br label %B234.us

B182.us:                                          ; preds = %B170.us
  %.377.us = fmul double %.354.us, %.354.us
  br label %B234.us

B152.us:                                          ; preds = %B118.us
  %.364.us = fmul double %.354.us, 2.000000e+00
  %6 = fsub double -1.000000e+00, %.364.us
  br label %B234.us

B234.us:                                          ; preds = %B152.us, %B182.us, %B206.us, %B224.us
  %t.4.2.us = phi double [ %6, %B152.us ], [ %.377.us, %B182.us ], [ %.389.us, %B206.us ], [ %.396.us, %B224.us ]
  %.404.us = fadd double %s.2.113.us, %t.4.2.us
  %scevgep103 = getelementptr double, double* %lsr.iv, i64 %.208.011.us
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -6
  %.354.us.1 = load double, double* %scevgep104, align 8
  %.361.us.1 = fcmp olt double %.354.us.1, -1.000000e+00
  br i1 %.361.us.1, label %B152.us.1, label %B170.us.1

B170.us.1:                                        ; preds = %B234.us
  %.373.us.1 = fcmp olt double %.354.us.1, 0.000000e+00
  br i1 %.373.us.1, label %B182.us.1, label %B194.us.1

B194.us.1:                                        ; preds = %B170.us.1
  %.384.us.1 = fcmp olt double %.354.us.1, 1.000000e+00
  br i1 %.384.us.1, label %B206.us.1, label %B224.us.1

B224.us.1:                                        ; preds = %B194.us.1
  %.396.us.1 = fadd double %.354.us.1, -5.000000e-01
  br label %B234.us.1

B206.us.1:                                        ; preds = %B194.us.1
  %.387.us.1 = fmul double %.354.us.1, 5.000000e-01
  %.389.us.1 = fmul double %.354.us.1, %.387.us.1
  br label %B234.us.1

B182.us.1:                                        ; preds = %B170.us.1
  %.377.us.1 = fmul double %.354.us.1, %.354.us.1
  br label %B234.us.1

B152.us.1:                                        ; preds = %B234.us
  %.364.us.1 = fmul double %.354.us.1, 2.000000e+00
  %7 = fsub double -1.000000e+00, %.364.us.1
  br label %B234.us.1

B234.us.1:                                        ; preds = %B152.us.1, %B182.us.1, %B206.us.1, %B224.us.1
  %t.4.2.us.1 = phi double [ %7, %B152.us.1 ], [ %.377.us.1, %B182.us.1 ], [ %.389.us.1, %B206.us.1 ], [ %.396.us.1, %B224.us.1 ]
  %.404.us.1 = fadd double %.404.us, %t.4.2.us.1
  %scevgep101 = getelementptr double, double* %lsr.iv, i64 %.208.011.us
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -5
  %.354.us.2 = load double, double* %scevgep102, align 8
  %.361.us.2 = fcmp olt double %.354.us.2, -1.000000e+00
  br i1 %.361.us.2, label %B152.us.2, label %B170.us.2

B170.us.2:                                        ; preds = %B234.us.1
  %.373.us.2 = fcmp olt double %.354.us.2, 0.000000e+00
  br i1 %.373.us.2, label %B182.us.2, label %B194.us.2

B194.us.2:                                        ; preds = %B170.us.2
  %.384.us.2 = fcmp olt double %.354.us.2, 1.000000e+00
  br i1 %.384.us.2, label %B206.us.2, label %B224.us.2

B224.us.2:                                        ; preds = %B194.us.2
  %.396.us.2 = fadd double %.354.us.2, -5.000000e-01
  br label %B234.us.2

B206.us.2:                                        ; preds = %B194.us.2
  %.387.us.2 = fmul double %.354.us.2, 5.000000e-01
  %.389.us.2 = fmul double %.354.us.2, %.387.us.2
  br label %B234.us.2

B182.us.2:                                        ; preds = %B170.us.2
  %.377.us.2 = fmul double %.354.us.2, %.354.us.2
  br label %B234.us.2

B152.us.2:                                        ; preds = %B234.us.1
  %.364.us.2 = fmul double %.354.us.2, 2.000000e+00
  %8 = fsub double -1.000000e+00, %.364.us.2
  br label %B234.us.2

B234.us.2:                                        ; preds = %B152.us.2, %B182.us.2, %B206.us.2, %B224.us.2
  %t.4.2.us.2 = phi double [ %8, %B152.us.2 ], [ %.377.us.2, %B182.us.2 ], [ %.389.us.2, %B206.us.2 ], [ %.396.us.2, %B224.us.2 ]
  %.404.us.2 = fadd double %.404.us.1, %t.4.2.us.2
  %scevgep99 = getelementptr double, double* %lsr.iv, i64 %.208.011.us
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -4
  %.354.us.3 = load double, double* %scevgep100, align 8
  %.361.us.3 = fcmp olt double %.354.us.3, -1.000000e+00
  br i1 %.361.us.3, label %B152.us.3, label %B170.us.3

B170.us.3:                                        ; preds = %B234.us.2
  %.373.us.3 = fcmp olt double %.354.us.3, 0.000000e+00
  br i1 %.373.us.3, label %B182.us.3, label %B194.us.3

B194.us.3:                                        ; preds = %B170.us.3
  %.384.us.3 = fcmp olt double %.354.us.3, 1.000000e+00
  br i1 %.384.us.3, label %B206.us.3, label %B224.us.3

B224.us.3:                                        ; preds = %B194.us.3
  %.396.us.3 = fadd double %.354.us.3, -5.000000e-01
  br label %B234.us.3

B206.us.3:                                        ; preds = %B194.us.3
  %.387.us.3 = fmul double %.354.us.3, 5.000000e-01
  %.389.us.3 = fmul double %.354.us.3, %.387.us.3
  br label %B234.us.3

B182.us.3:                                        ; preds = %B170.us.3
  %.377.us.3 = fmul double %.354.us.3, %.354.us.3
  br label %B234.us.3

B152.us.3:                                        ; preds = %B234.us.2
  %.364.us.3 = fmul double %.354.us.3, 2.000000e+00
  %9 = fsub double -1.000000e+00, %.364.us.3
  br label %B234.us.3

B234.us.3:                                        ; preds = %B152.us.3, %B182.us.3, %B206.us.3, %B224.us.3
  %t.4.2.us.3 = phi double [ %9, %B152.us.3 ], [ %.377.us.3, %B182.us.3 ], [ %.389.us.3, %B206.us.3 ], [ %.396.us.3, %B224.us.3 ]
  %.404.us.3 = fadd double %.404.us.2, %t.4.2.us.3
  %scevgep97 = getelementptr double, double* %lsr.iv, i64 %.208.011.us
  %scevgep98 = getelementptr double, double* %scevgep97, i64 -3
  %.354.us.4 = load double, double* %scevgep98, align 8
  %.361.us.4 = fcmp olt double %.354.us.4, -1.000000e+00
  br i1 %.361.us.4, label %B152.us.4, label %B170.us.4

B170.us.4:                                        ; preds = %B234.us.3
  %.373.us.4 = fcmp olt double %.354.us.4, 0.000000e+00
  br i1 %.373.us.4, label %B182.us.4, label %B194.us.4

B194.us.4:                                        ; preds = %B170.us.4
  %.384.us.4 = fcmp olt double %.354.us.4, 1.000000e+00
  br i1 %.384.us.4, label %B206.us.4, label %B224.us.4

B224.us.4:                                        ; preds = %B194.us.4
  %.396.us.4 = fadd double %.354.us.4, -5.000000e-01
  br label %B234.us.4

B206.us.4:                                        ; preds = %B194.us.4
  %.387.us.4 = fmul double %.354.us.4, 5.000000e-01
  %.389.us.4 = fmul double %.354.us.4, %.387.us.4
  br label %B234.us.4

B182.us.4:                                        ; preds = %B170.us.4
  %.377.us.4 = fmul double %.354.us.4, %.354.us.4
  br label %B234.us.4

B152.us.4:                                        ; preds = %B234.us.3
  %.364.us.4 = fmul double %.354.us.4, 2.000000e+00
  %10 = fsub double -1.000000e+00, %.364.us.4
  br label %B234.us.4

B234.us.4:                                        ; preds = %B152.us.4, %B182.us.4, %B206.us.4, %B224.us.4
  %t.4.2.us.4 = phi double [ %10, %B152.us.4 ], [ %.377.us.4, %B182.us.4 ], [ %.389.us.4, %B206.us.4 ], [ %.396.us.4, %B224.us.4 ]
  %.404.us.4 = fadd double %.404.us.3, %t.4.2.us.4
  %scevgep95 = getelementptr double, double* %lsr.iv, i64 %.208.011.us
  %scevgep96 = getelementptr double, double* %scevgep95, i64 -2
  %.354.us.5 = load double, double* %scevgep96, align 8
  %.361.us.5 = fcmp olt double %.354.us.5, -1.000000e+00
  br i1 %.361.us.5, label %B152.us.5, label %B170.us.5

B170.us.5:                                        ; preds = %B234.us.4
  %.373.us.5 = fcmp olt double %.354.us.5, 0.000000e+00
  br i1 %.373.us.5, label %B182.us.5, label %B194.us.5

B194.us.5:                                        ; preds = %B170.us.5
  %.384.us.5 = fcmp olt double %.354.us.5, 1.000000e+00
  br i1 %.384.us.5, label %B206.us.5, label %B224.us.5

B224.us.5:                                        ; preds = %B194.us.5
  %.396.us.5 = fadd double %.354.us.5, -5.000000e-01
  br label %B234.us.5

B206.us.5:                                        ; preds = %B194.us.5
  %.387.us.5 = fmul double %.354.us.5, 5.000000e-01
  %.389.us.5 = fmul double %.354.us.5, %.387.us.5
  br label %B234.us.5

B182.us.5:                                        ; preds = %B170.us.5
  %.377.us.5 = fmul double %.354.us.5, %.354.us.5
  br label %B234.us.5

B152.us.5:                                        ; preds = %B234.us.4
  %.364.us.5 = fmul double %.354.us.5, 2.000000e+00
  %11 = fsub double -1.000000e+00, %.364.us.5
  br label %B234.us.5

B234.us.5:                                        ; preds = %B152.us.5, %B182.us.5, %B206.us.5, %B224.us.5
  %t.4.2.us.5 = phi double [ %11, %B152.us.5 ], [ %.377.us.5, %B182.us.5 ], [ %.389.us.5, %B206.us.5 ], [ %.396.us.5, %B224.us.5 ]
  %.404.us.5 = fadd double %.404.us.4, %t.4.2.us.5
  %scevgep93 = getelementptr double, double* %lsr.iv, i64 %.208.011.us
  %scevgep94 = getelementptr double, double* %scevgep93, i64 -1
  %.354.us.6 = load double, double* %scevgep94, align 8
  %.361.us.6 = fcmp olt double %.354.us.6, -1.000000e+00
  br i1 %.361.us.6, label %B152.us.6, label %B170.us.6

B170.us.6:                                        ; preds = %B234.us.5
  %.373.us.6 = fcmp olt double %.354.us.6, 0.000000e+00
  br i1 %.373.us.6, label %B182.us.6, label %B194.us.6

B194.us.6:                                        ; preds = %B170.us.6
  %.384.us.6 = fcmp olt double %.354.us.6, 1.000000e+00
  br i1 %.384.us.6, label %B206.us.6, label %B224.us.6

B224.us.6:                                        ; preds = %B194.us.6
  %.396.us.6 = fadd double %.354.us.6, -5.000000e-01
  br label %B234.us.6

B206.us.6:                                        ; preds = %B194.us.6
  %.387.us.6 = fmul double %.354.us.6, 5.000000e-01
  %.389.us.6 = fmul double %.354.us.6, %.387.us.6
  br label %B234.us.6

B182.us.6:                                        ; preds = %B170.us.6
  %.377.us.6 = fmul double %.354.us.6, %.354.us.6
  br label %B234.us.6

B152.us.6:                                        ; preds = %B234.us.5
  %.364.us.6 = fmul double %.354.us.6, 2.000000e+00
  %12 = fsub double -1.000000e+00, %.364.us.6
  br label %B234.us.6

B234.us.6:                                        ; preds = %B152.us.6, %B182.us.6, %B206.us.6, %B224.us.6
  %t.4.2.us.6 = phi double [ %12, %B152.us.6 ], [ %.377.us.6, %B182.us.6 ], [ %.389.us.6, %B206.us.6 ], [ %.396.us.6, %B224.us.6 ]
  %.404.us.6 = fadd double %.404.us.5, %t.4.2.us.6
  %.277.us.7 = add nuw i64 %.208.011.us, 8
  %scevgep105 = getelementptr double, double* %lsr.iv, i64 %.208.011.us
  %.354.us.7 = load double, double* %scevgep105, align 8
  %.361.us.7 = fcmp olt double %.354.us.7, -1.000000e+00
  br i1 %.361.us.7, label %B152.us.7, label %B170.us.7

B170.us.7:                                        ; preds = %B234.us.6
  %.373.us.7 = fcmp olt double %.354.us.7, 0.000000e+00
  br i1 %.373.us.7, label %B182.us.7, label %B194.us.7

B194.us.7:                                        ; preds = %B170.us.7
  %.384.us.7 = fcmp olt double %.354.us.7, 1.000000e+00
  br i1 %.384.us.7, label %B206.us.7, label %B224.us.7

B224.us.7:                                        ; preds = %B194.us.7
  %.396.us.7 = fadd double %.354.us.7, -5.000000e-01
  br label %B234.us.7

B206.us.7:                                        ; preds = %B194.us.7
  %.387.us.7 = fmul double %.354.us.7, 5.000000e-01
  %.389.us.7 = fmul double %.354.us.7, %.387.us.7
  br label %B234.us.7

B182.us.7:                                        ; preds = %B170.us.7
  %.377.us.7 = fmul double %.354.us.7, %.354.us.7
  br label %B234.us.7

B152.us.7:                                        ; preds = %B234.us.6
  %.364.us.7 = fmul double %.354.us.7, 2.000000e+00
  %13 = fsub double -1.000000e+00, %.364.us.7
  br label %B234.us.7

B234.us.7:                                        ; preds = %B152.us.7, %B182.us.7, %B206.us.7, %B224.us.7
  %t.4.2.us.7 = phi double [ %13, %B152.us.7 ], [ %.377.us.7, %B182.us.7 ], [ %.389.us.7, %B206.us.7 ], [ %.396.us.7, %B224.us.7 ]
  %.404.us.7 = fadd double %.404.us.6, %t.4.2.us.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.277.us.7
  br i1 %niter.ncmp.7, label %B116.B60.loopexit_crit_edge.us.unr-lcssa, label %B118.us

B116.B60.loopexit_crit_edge.us.unr-lcssa:         ; preds = %B234.us.7, %B62.endif.us
  %.404.us.lcssa.ph = phi double [ undef, %B62.endif.us ], [ %.404.us.7, %B234.us.7 ]
  %s.2.113.us.unr = phi double [ %s.3.016.us, %B62.endif.us ], [ %.404.us.7, %B234.us.7 ]
  %.208.011.us.unr = phi i64 [ 0, %B62.endif.us ], [ %.277.us.7, %B234.us.7 ]
  %14 = icmp eq i64 %xtraiter, 0
  br i1 %14, label %B116.B60.loopexit_crit_edge.us, label %B118.us.epil.preheader

B118.us.epil.preheader:                           ; preds = %B116.B60.loopexit_crit_edge.us.unr-lcssa
  %scevgep111 = getelementptr double, double* %lsr.iv108, i64 %.208.011.us.unr
  br label %B118.us.epil

B118.us.epil:                                     ; preds = %B118.us.epil.preheader, %B234.us.epil
  %s.2.113.us.epil = phi double [ %.404.us.epil, %B234.us.epil ], [ %s.2.113.us.unr, %B118.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B234.us.epil ], [ 0, %B118.us.epil.preheader ]
  %scevgep112 = getelementptr double, double* %scevgep111, i64 %epil.iter
  %.354.us.epil = load double, double* %scevgep112, align 8
  %.361.us.epil = fcmp olt double %.354.us.epil, -1.000000e+00
  br i1 %.361.us.epil, label %B152.us.epil, label %B170.us.epil

B170.us.epil:                                     ; preds = %B118.us.epil
  %.373.us.epil = fcmp olt double %.354.us.epil, 0.000000e+00
  br i1 %.373.us.epil, label %B182.us.epil, label %B194.us.epil

B194.us.epil:                                     ; preds = %B170.us.epil
  %.384.us.epil = fcmp olt double %.354.us.epil, 1.000000e+00
  br i1 %.384.us.epil, label %B206.us.epil, label %B224.us.epil

B224.us.epil:                                     ; preds = %B194.us.epil
  %.396.us.epil = fadd double %.354.us.epil, -5.000000e-01
  br label %B234.us.epil

B206.us.epil:                                     ; preds = %B194.us.epil
  %.387.us.epil = fmul double %.354.us.epil, 5.000000e-01
  %.389.us.epil = fmul double %.354.us.epil, %.387.us.epil
  br label %B234.us.epil

B182.us.epil:                                     ; preds = %B170.us.epil
  %.377.us.epil = fmul double %.354.us.epil, %.354.us.epil
  br label %B234.us.epil

B152.us.epil:                                     ; preds = %B118.us.epil
  %.364.us.epil = fmul double %.354.us.epil, 2.000000e+00
  %15 = fsub double -1.000000e+00, %.364.us.epil
  br label %B234.us.epil

B234.us.epil:                                     ; preds = %B152.us.epil, %B182.us.epil, %B206.us.epil, %B224.us.epil
  %t.4.2.us.epil = phi double [ %15, %B152.us.epil ], [ %.377.us.epil, %B182.us.epil ], [ %.389.us.epil, %B206.us.epil ], [ %.396.us.epil, %B224.us.epil ]
  %.404.us.epil = fadd double %s.2.113.us.epil, %t.4.2.us.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B116.B60.loopexit_crit_edge.us, label %B118.us.epil, !llvm.loop !0

B116.B60.loopexit_crit_edge.us:                   ; preds = %B234.us.epil, %B116.B60.loopexit_crit_edge.us.unr-lcssa
  %.404.us.lcssa = phi double [ %.404.us.lcssa.ph, %B116.B60.loopexit_crit_edge.us.unr-lcssa ], [ %.404.us.epil, %B234.us.epil ]
  %16 = icmp ult i64 %0, 7
  br i1 %16, label %B116.B60.loopexit_crit_edge.us.unr-lcssa.1, label %B118.us.1.preheader

B118.us.1.preheader:                              ; preds = %B116.B60.loopexit_crit_edge.us
  br label %B118.us.1

B118.us.1:                                        ; preds = %B118.us.1.preheader, %B234.us.7.1
  %s.2.113.us.1 = phi double [ %.404.us.7.1, %B234.us.7.1 ], [ %.404.us.lcssa, %B118.us.1.preheader ]
  %.208.011.us.1 = phi i64 [ %.277.us.7.1, %B234.us.7.1 ], [ 0, %B118.us.1.preheader ]
  %scevgep130 = getelementptr double, double* %lsr.iv114, i64 %.208.011.us.1
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -7
  %.354.us.154 = load double, double* %scevgep131, align 8
  %.361.us.155 = fcmp olt double %.354.us.154, -1.000000e+00
  br i1 %.361.us.155, label %B152.us.168, label %B170.us.157

B170.us.157:                                      ; preds = %B118.us.1
  %.373.us.156 = fcmp olt double %.354.us.154, 0.000000e+00
  br i1 %.373.us.156, label %B182.us.166, label %B194.us.159

B194.us.159:                                      ; preds = %B170.us.157
  %.384.us.158 = fcmp olt double %.354.us.154, 1.000000e+00
  br i1 %.384.us.158, label %B206.us.164, label %B224.us.161

B224.us.161:                                      ; preds = %B194.us.159
  %.396.us.160 = fadd double %.354.us.154, -5.000000e-01
  br label %B234.us.172

B206.us.164:                                      ; preds = %B194.us.159
  %.387.us.162 = fmul double %.354.us.154, 5.000000e-01
  %.389.us.163 = fmul double %.354.us.154, %.387.us.162
  br label %B234.us.172

B182.us.166:                                      ; preds = %B170.us.157
  %.377.us.165 = fmul double %.354.us.154, %.354.us.154
  br label %B234.us.172

B152.us.168:                                      ; preds = %B118.us.1
  %.364.us.167 = fmul double %.354.us.154, 2.000000e+00
  %17 = fsub double -1.000000e+00, %.364.us.167
  br label %B234.us.172

B234.us.172:                                      ; preds = %B152.us.168, %B182.us.166, %B206.us.164, %B224.us.161
  %t.4.2.us.169 = phi double [ %17, %B152.us.168 ], [ %.377.us.165, %B182.us.166 ], [ %.389.us.163, %B206.us.164 ], [ %.396.us.160, %B224.us.161 ]
  %.404.us.170 = fadd double %s.2.113.us.1, %t.4.2.us.169
  %scevgep127 = getelementptr double, double* %lsr.iv114, i64 %.208.011.us.1
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -6
  %.354.us.1.1 = load double, double* %scevgep128, align 8
  %.361.us.1.1 = fcmp olt double %.354.us.1.1, -1.000000e+00
  br i1 %.361.us.1.1, label %B152.us.1.1, label %B170.us.1.1

B170.us.1.1:                                      ; preds = %B234.us.172
  %.373.us.1.1 = fcmp olt double %.354.us.1.1, 0.000000e+00
  br i1 %.373.us.1.1, label %B182.us.1.1, label %B194.us.1.1

B194.us.1.1:                                      ; preds = %B170.us.1.1
  %.384.us.1.1 = fcmp olt double %.354.us.1.1, 1.000000e+00
  br i1 %.384.us.1.1, label %B206.us.1.1, label %B224.us.1.1

B224.us.1.1:                                      ; preds = %B194.us.1.1
  %.396.us.1.1 = fadd double %.354.us.1.1, -5.000000e-01
  br label %B234.us.1.1

B206.us.1.1:                                      ; preds = %B194.us.1.1
  %.387.us.1.1 = fmul double %.354.us.1.1, 5.000000e-01
  %.389.us.1.1 = fmul double %.354.us.1.1, %.387.us.1.1
  br label %B234.us.1.1

B182.us.1.1:                                      ; preds = %B170.us.1.1
  %.377.us.1.1 = fmul double %.354.us.1.1, %.354.us.1.1
  br label %B234.us.1.1

B152.us.1.1:                                      ; preds = %B234.us.172
  %.364.us.1.1 = fmul double %.354.us.1.1, 2.000000e+00
  %18 = fsub double -1.000000e+00, %.364.us.1.1
  br label %B234.us.1.1

B234.us.1.1:                                      ; preds = %B152.us.1.1, %B182.us.1.1, %B206.us.1.1, %B224.us.1.1
  %t.4.2.us.1.1 = phi double [ %18, %B152.us.1.1 ], [ %.377.us.1.1, %B182.us.1.1 ], [ %.389.us.1.1, %B206.us.1.1 ], [ %.396.us.1.1, %B224.us.1.1 ]
  %.404.us.1.1 = fadd double %.404.us.170, %t.4.2.us.1.1
  %scevgep125 = getelementptr double, double* %lsr.iv114, i64 %.208.011.us.1
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -5
  %.354.us.2.1 = load double, double* %scevgep126, align 8
  %.361.us.2.1 = fcmp olt double %.354.us.2.1, -1.000000e+00
  br i1 %.361.us.2.1, label %B152.us.2.1, label %B170.us.2.1

B170.us.2.1:                                      ; preds = %B234.us.1.1
  %.373.us.2.1 = fcmp olt double %.354.us.2.1, 0.000000e+00
  br i1 %.373.us.2.1, label %B182.us.2.1, label %B194.us.2.1

B194.us.2.1:                                      ; preds = %B170.us.2.1
  %.384.us.2.1 = fcmp olt double %.354.us.2.1, 1.000000e+00
  br i1 %.384.us.2.1, label %B206.us.2.1, label %B224.us.2.1

B224.us.2.1:                                      ; preds = %B194.us.2.1
  %.396.us.2.1 = fadd double %.354.us.2.1, -5.000000e-01
  br label %B234.us.2.1

B206.us.2.1:                                      ; preds = %B194.us.2.1
  %.387.us.2.1 = fmul double %.354.us.2.1, 5.000000e-01
  %.389.us.2.1 = fmul double %.354.us.2.1, %.387.us.2.1
  br label %B234.us.2.1

B182.us.2.1:                                      ; preds = %B170.us.2.1
  %.377.us.2.1 = fmul double %.354.us.2.1, %.354.us.2.1
  br label %B234.us.2.1

B152.us.2.1:                                      ; preds = %B234.us.1.1
  %.364.us.2.1 = fmul double %.354.us.2.1, 2.000000e+00
  %19 = fsub double -1.000000e+00, %.364.us.2.1
  br label %B234.us.2.1

B234.us.2.1:                                      ; preds = %B152.us.2.1, %B182.us.2.1, %B206.us.2.1, %B224.us.2.1
  %t.4.2.us.2.1 = phi double [ %19, %B152.us.2.1 ], [ %.377.us.2.1, %B182.us.2.1 ], [ %.389.us.2.1, %B206.us.2.1 ], [ %.396.us.2.1, %B224.us.2.1 ]
  %.404.us.2.1 = fadd double %.404.us.1.1, %t.4.2.us.2.1
  %scevgep123 = getelementptr double, double* %lsr.iv114, i64 %.208.011.us.1
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -4
  %.354.us.3.1 = load double, double* %scevgep124, align 8
  %.361.us.3.1 = fcmp olt double %.354.us.3.1, -1.000000e+00
  br i1 %.361.us.3.1, label %B152.us.3.1, label %B170.us.3.1

B170.us.3.1:                                      ; preds = %B234.us.2.1
  %.373.us.3.1 = fcmp olt double %.354.us.3.1, 0.000000e+00
  br i1 %.373.us.3.1, label %B182.us.3.1, label %B194.us.3.1

B194.us.3.1:                                      ; preds = %B170.us.3.1
  %.384.us.3.1 = fcmp olt double %.354.us.3.1, 1.000000e+00
  br i1 %.384.us.3.1, label %B206.us.3.1, label %B224.us.3.1

B224.us.3.1:                                      ; preds = %B194.us.3.1
  %.396.us.3.1 = fadd double %.354.us.3.1, -5.000000e-01
  br label %B234.us.3.1

B206.us.3.1:                                      ; preds = %B194.us.3.1
  %.387.us.3.1 = fmul double %.354.us.3.1, 5.000000e-01
  %.389.us.3.1 = fmul double %.354.us.3.1, %.387.us.3.1
  br label %B234.us.3.1

B182.us.3.1:                                      ; preds = %B170.us.3.1
  %.377.us.3.1 = fmul double %.354.us.3.1, %.354.us.3.1
  br label %B234.us.3.1

B152.us.3.1:                                      ; preds = %B234.us.2.1
  %.364.us.3.1 = fmul double %.354.us.3.1, 2.000000e+00
  %20 = fsub double -1.000000e+00, %.364.us.3.1
  br label %B234.us.3.1

B234.us.3.1:                                      ; preds = %B152.us.3.1, %B182.us.3.1, %B206.us.3.1, %B224.us.3.1
  %t.4.2.us.3.1 = phi double [ %20, %B152.us.3.1 ], [ %.377.us.3.1, %B182.us.3.1 ], [ %.389.us.3.1, %B206.us.3.1 ], [ %.396.us.3.1, %B224.us.3.1 ]
  %.404.us.3.1 = fadd double %.404.us.2.1, %t.4.2.us.3.1
  %scevgep121 = getelementptr double, double* %lsr.iv114, i64 %.208.011.us.1
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -3
  %.354.us.4.1 = load double, double* %scevgep122, align 8
  %.361.us.4.1 = fcmp olt double %.354.us.4.1, -1.000000e+00
  br i1 %.361.us.4.1, label %B152.us.4.1, label %B170.us.4.1

B170.us.4.1:                                      ; preds = %B234.us.3.1
  %.373.us.4.1 = fcmp olt double %.354.us.4.1, 0.000000e+00
  br i1 %.373.us.4.1, label %B182.us.4.1, label %B194.us.4.1

B194.us.4.1:                                      ; preds = %B170.us.4.1
  %.384.us.4.1 = fcmp olt double %.354.us.4.1, 1.000000e+00
  br i1 %.384.us.4.1, label %B206.us.4.1, label %B224.us.4.1

B224.us.4.1:                                      ; preds = %B194.us.4.1
  %.396.us.4.1 = fadd double %.354.us.4.1, -5.000000e-01
  br label %B234.us.4.1

B206.us.4.1:                                      ; preds = %B194.us.4.1
  %.387.us.4.1 = fmul double %.354.us.4.1, 5.000000e-01
  %.389.us.4.1 = fmul double %.354.us.4.1, %.387.us.4.1
  br label %B234.us.4.1

B182.us.4.1:                                      ; preds = %B170.us.4.1
  %.377.us.4.1 = fmul double %.354.us.4.1, %.354.us.4.1
  br label %B234.us.4.1

B152.us.4.1:                                      ; preds = %B234.us.3.1
  %.364.us.4.1 = fmul double %.354.us.4.1, 2.000000e+00
  %21 = fsub double -1.000000e+00, %.364.us.4.1
  br label %B234.us.4.1

B234.us.4.1:                                      ; preds = %B152.us.4.1, %B182.us.4.1, %B206.us.4.1, %B224.us.4.1
  %t.4.2.us.4.1 = phi double [ %21, %B152.us.4.1 ], [ %.377.us.4.1, %B182.us.4.1 ], [ %.389.us.4.1, %B206.us.4.1 ], [ %.396.us.4.1, %B224.us.4.1 ]
  %.404.us.4.1 = fadd double %.404.us.3.1, %t.4.2.us.4.1
  %scevgep119 = getelementptr double, double* %lsr.iv114, i64 %.208.011.us.1
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -2
  %.354.us.5.1 = load double, double* %scevgep120, align 8
  %.361.us.5.1 = fcmp olt double %.354.us.5.1, -1.000000e+00
  br i1 %.361.us.5.1, label %B152.us.5.1, label %B170.us.5.1

B170.us.5.1:                                      ; preds = %B234.us.4.1
  %.373.us.5.1 = fcmp olt double %.354.us.5.1, 0.000000e+00
  br i1 %.373.us.5.1, label %B182.us.5.1, label %B194.us.5.1

B194.us.5.1:                                      ; preds = %B170.us.5.1
  %.384.us.5.1 = fcmp olt double %.354.us.5.1, 1.000000e+00
  br i1 %.384.us.5.1, label %B206.us.5.1, label %B224.us.5.1

B224.us.5.1:                                      ; preds = %B194.us.5.1
  %.396.us.5.1 = fadd double %.354.us.5.1, -5.000000e-01
  br label %B234.us.5.1

B206.us.5.1:                                      ; preds = %B194.us.5.1
  %.387.us.5.1 = fmul double %.354.us.5.1, 5.000000e-01
  %.389.us.5.1 = fmul double %.354.us.5.1, %.387.us.5.1
  br label %B234.us.5.1

B182.us.5.1:                                      ; preds = %B170.us.5.1
  %.377.us.5.1 = fmul double %.354.us.5.1, %.354.us.5.1
  br label %B234.us.5.1

B152.us.5.1:                                      ; preds = %B234.us.4.1
  %.364.us.5.1 = fmul double %.354.us.5.1, 2.000000e+00
  %22 = fsub double -1.000000e+00, %.364.us.5.1
  br label %B234.us.5.1

B234.us.5.1:                                      ; preds = %B152.us.5.1, %B182.us.5.1, %B206.us.5.1, %B224.us.5.1
  %t.4.2.us.5.1 = phi double [ %22, %B152.us.5.1 ], [ %.377.us.5.1, %B182.us.5.1 ], [ %.389.us.5.1, %B206.us.5.1 ], [ %.396.us.5.1, %B224.us.5.1 ]
  %.404.us.5.1 = fadd double %.404.us.4.1, %t.4.2.us.5.1
  %scevgep117 = getelementptr double, double* %lsr.iv114, i64 %.208.011.us.1
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -1
  %.354.us.6.1 = load double, double* %scevgep118, align 8
  %.361.us.6.1 = fcmp olt double %.354.us.6.1, -1.000000e+00
  br i1 %.361.us.6.1, label %B152.us.6.1, label %B170.us.6.1

B170.us.6.1:                                      ; preds = %B234.us.5.1
  %.373.us.6.1 = fcmp olt double %.354.us.6.1, 0.000000e+00
  br i1 %.373.us.6.1, label %B182.us.6.1, label %B194.us.6.1

B194.us.6.1:                                      ; preds = %B170.us.6.1
  %.384.us.6.1 = fcmp olt double %.354.us.6.1, 1.000000e+00
  br i1 %.384.us.6.1, label %B206.us.6.1, label %B224.us.6.1

B224.us.6.1:                                      ; preds = %B194.us.6.1
  %.396.us.6.1 = fadd double %.354.us.6.1, -5.000000e-01
  br label %B234.us.6.1

B206.us.6.1:                                      ; preds = %B194.us.6.1
  %.387.us.6.1 = fmul double %.354.us.6.1, 5.000000e-01
  %.389.us.6.1 = fmul double %.354.us.6.1, %.387.us.6.1
  br label %B234.us.6.1

B182.us.6.1:                                      ; preds = %B170.us.6.1
  %.377.us.6.1 = fmul double %.354.us.6.1, %.354.us.6.1
  br label %B234.us.6.1

B152.us.6.1:                                      ; preds = %B234.us.5.1
  %.364.us.6.1 = fmul double %.354.us.6.1, 2.000000e+00
  %23 = fsub double -1.000000e+00, %.364.us.6.1
  br label %B234.us.6.1

B234.us.6.1:                                      ; preds = %B152.us.6.1, %B182.us.6.1, %B206.us.6.1, %B224.us.6.1
  %t.4.2.us.6.1 = phi double [ %23, %B152.us.6.1 ], [ %.377.us.6.1, %B182.us.6.1 ], [ %.389.us.6.1, %B206.us.6.1 ], [ %.396.us.6.1, %B224.us.6.1 ]
  %.404.us.6.1 = fadd double %.404.us.5.1, %t.4.2.us.6.1
  %.277.us.7.1 = add nuw i64 %.208.011.us.1, 8
  %scevgep129 = getelementptr double, double* %lsr.iv114, i64 %.208.011.us.1
  %.354.us.7.1 = load double, double* %scevgep129, align 8
  %.361.us.7.1 = fcmp olt double %.354.us.7.1, -1.000000e+00
  br i1 %.361.us.7.1, label %B152.us.7.1, label %B170.us.7.1

B170.us.7.1:                                      ; preds = %B234.us.6.1
  %.373.us.7.1 = fcmp olt double %.354.us.7.1, 0.000000e+00
  br i1 %.373.us.7.1, label %B182.us.7.1, label %B194.us.7.1

B194.us.7.1:                                      ; preds = %B170.us.7.1
  %.384.us.7.1 = fcmp olt double %.354.us.7.1, 1.000000e+00
  br i1 %.384.us.7.1, label %B206.us.7.1, label %B224.us.7.1

B224.us.7.1:                                      ; preds = %B194.us.7.1
  %.396.us.7.1 = fadd double %.354.us.7.1, -5.000000e-01
  br label %B234.us.7.1

B206.us.7.1:                                      ; preds = %B194.us.7.1
  %.387.us.7.1 = fmul double %.354.us.7.1, 5.000000e-01
  %.389.us.7.1 = fmul double %.354.us.7.1, %.387.us.7.1
  br label %B234.us.7.1

B182.us.7.1:                                      ; preds = %B170.us.7.1
  %.377.us.7.1 = fmul double %.354.us.7.1, %.354.us.7.1
  br label %B234.us.7.1

B152.us.7.1:                                      ; preds = %B234.us.6.1
  %.364.us.7.1 = fmul double %.354.us.7.1, 2.000000e+00
  %24 = fsub double -1.000000e+00, %.364.us.7.1
  br label %B234.us.7.1

B234.us.7.1:                                      ; preds = %B152.us.7.1, %B182.us.7.1, %B206.us.7.1, %B224.us.7.1
  %t.4.2.us.7.1 = phi double [ %24, %B152.us.7.1 ], [ %.377.us.7.1, %B182.us.7.1 ], [ %.389.us.7.1, %B206.us.7.1 ], [ %.396.us.7.1, %B224.us.7.1 ]
  %.404.us.7.1 = fadd double %.404.us.6.1, %t.4.2.us.7.1
  %niter.ncmp.7.1 = icmp eq i64 %unroll_iter, %.277.us.7.1
  br i1 %niter.ncmp.7.1, label %B116.B60.loopexit_crit_edge.us.unr-lcssa.1, label %B118.us.1

B116.B60.loopexit_crit_edge.us.unr-lcssa.1:       ; preds = %B234.us.7.1, %B116.B60.loopexit_crit_edge.us
  %.404.us.lcssa.ph.1 = phi double [ undef, %B116.B60.loopexit_crit_edge.us ], [ %.404.us.7.1, %B234.us.7.1 ]
  %s.2.113.us.unr.1 = phi double [ %.404.us.lcssa, %B116.B60.loopexit_crit_edge.us ], [ %.404.us.7.1, %B234.us.7.1 ]
  %.208.011.us.unr.1 = phi i64 [ 0, %B116.B60.loopexit_crit_edge.us ], [ %.277.us.7.1, %B234.us.7.1 ]
  %25 = and i64 %spec.select9, 7
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %B116.B60.loopexit_crit_edge.us.1, label %B118.us.epil.1.preheader

B118.us.epil.1.preheader:                         ; preds = %B116.B60.loopexit_crit_edge.us.unr-lcssa.1
  %27 = add i64 %.208.011.us.unr.1, %lsr.iv132
  %scevgep133 = getelementptr double, double* %arg.X.4, i64 %27
  br label %B118.us.epil.1

B118.us.epil.1:                                   ; preds = %B118.us.epil.1.preheader, %B234.us.epil.1
  %s.2.113.us.epil.1 = phi double [ %.404.us.epil.1, %B234.us.epil.1 ], [ %s.2.113.us.unr.1, %B118.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %B234.us.epil.1 ], [ 0, %B118.us.epil.1.preheader ]
  %scevgep134 = getelementptr double, double* %scevgep133, i64 %epil.iter.1
  %.354.us.epil.1 = load double, double* %scevgep134, align 8
  %.361.us.epil.1 = fcmp olt double %.354.us.epil.1, -1.000000e+00
  br i1 %.361.us.epil.1, label %B152.us.epil.1, label %B170.us.epil.1

B170.us.epil.1:                                   ; preds = %B118.us.epil.1
  %.373.us.epil.1 = fcmp olt double %.354.us.epil.1, 0.000000e+00
  br i1 %.373.us.epil.1, label %B182.us.epil.1, label %B194.us.epil.1

B194.us.epil.1:                                   ; preds = %B170.us.epil.1
  %.384.us.epil.1 = fcmp olt double %.354.us.epil.1, 1.000000e+00
  br i1 %.384.us.epil.1, label %B206.us.epil.1, label %B224.us.epil.1

B224.us.epil.1:                                   ; preds = %B194.us.epil.1
  %.396.us.epil.1 = fadd double %.354.us.epil.1, -5.000000e-01
  br label %B234.us.epil.1

B206.us.epil.1:                                   ; preds = %B194.us.epil.1
  %.387.us.epil.1 = fmul double %.354.us.epil.1, 5.000000e-01
  %.389.us.epil.1 = fmul double %.354.us.epil.1, %.387.us.epil.1
  br label %B234.us.epil.1

B182.us.epil.1:                                   ; preds = %B170.us.epil.1
  %.377.us.epil.1 = fmul double %.354.us.epil.1, %.354.us.epil.1
  br label %B234.us.epil.1

B152.us.epil.1:                                   ; preds = %B118.us.epil.1
  %.364.us.epil.1 = fmul double %.354.us.epil.1, 2.000000e+00
  %28 = fsub double -1.000000e+00, %.364.us.epil.1
  br label %B234.us.epil.1

B234.us.epil.1:                                   ; preds = %B152.us.epil.1, %B182.us.epil.1, %B206.us.epil.1, %B224.us.epil.1
  %t.4.2.us.epil.1 = phi double [ %28, %B152.us.epil.1 ], [ %.377.us.epil.1, %B182.us.epil.1 ], [ %.389.us.epil.1, %B206.us.epil.1 ], [ %.396.us.epil.1, %B224.us.epil.1 ]
  %.404.us.epil.1 = fadd double %s.2.113.us.epil.1, %t.4.2.us.epil.1
  %epil.iter.next.1 = add i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %B116.B60.loopexit_crit_edge.us.1, label %B118.us.epil.1, !llvm.loop !0

B116.B60.loopexit_crit_edge.us.1:                 ; preds = %B234.us.epil.1, %B116.B60.loopexit_crit_edge.us.unr-lcssa.1
  %.404.us.lcssa.1 = phi double [ %.404.us.lcssa.ph.1, %B116.B60.loopexit_crit_edge.us.unr-lcssa.1 ], [ %.404.us.epil.1, %B234.us.epil.1 ]
  %29 = bitcast double* %lsr.iv to i1*
  %30 = bitcast double* %lsr.iv108 to i1*
  %31 = bitcast double* %lsr.iv114 to i1*
  %.136.us.1 = add nuw nsw i64 %.65.014.us, 2
  %scevgep92 = getelementptr i1, i1* %29, i64 %2
  %32 = bitcast i1* %scevgep92 to double*
  %scevgep110 = getelementptr i1, i1* %30, i64 %2
  %33 = bitcast i1* %scevgep110 to double*
  %scevgep116 = getelementptr i1, i1* %31, i64 %2
  %34 = bitcast i1* %scevgep116 to double*
  %lsr.iv.next = add i64 %lsr.iv132, %4
  %niter50.ncmp.1 = icmp eq i64 %.136.us.1, %unroll_iter49
  br i1 %niter50.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %B62.endif.us

common.ret.loopexit.unr-lcssa:                    ; preds = %B116.B60.loopexit_crit_edge.us.1, %B62.endif.us.preheader
  %.404.us.lcssa.lcssa.ph = phi double [ undef, %B62.endif.us.preheader ], [ %.404.us.lcssa.1, %B116.B60.loopexit_crit_edge.us.1 ]
  %s.3.016.us.unr = phi double [ 0.000000e+00, %B62.endif.us.preheader ], [ %.404.us.lcssa.1, %B116.B60.loopexit_crit_edge.us.1 ]
  %.65.014.us.unr = phi i64 [ 0, %B62.endif.us.preheader ], [ %.136.us.1, %B116.B60.loopexit_crit_edge.us.1 ]
  %35 = and i64 %spec.select, 1
  %lcmp.mod47.not = icmp eq i64 %35, 0
  br i1 %lcmp.mod47.not, label %common.ret, label %B62.endif.us.epil

B62.endif.us.epil:                                ; preds = %common.ret.loopexit.unr-lcssa
  %.349.us.epil = mul i64 %.65.014.us.unr, %arg.X.5.1
  %xtraiter.epil = and i64 %spec.select9, 7
  %36 = icmp ult i64 %0, 7
  br i1 %36, label %B116.B60.loopexit_crit_edge.us.unr-lcssa.epil, label %B62.endif.us.new.epil

B62.endif.us.new.epil:                            ; preds = %B62.endif.us.epil
  %const135 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.epil = and i64 %spec.select9, %const135
  %37 = add i64 %.349.us.epil, 7
  %scevgep74 = getelementptr double, double* %arg.X.4, i64 %37
  br label %B118.us.epil22

B118.us.epil22:                                   ; preds = %B234.us.7.epil, %B62.endif.us.new.epil
  %s.2.113.us.epil23 = phi double [ %s.3.016.us.unr, %B62.endif.us.new.epil ], [ %.404.us.7.epil, %B234.us.7.epil ]
  %.208.011.us.epil24 = phi i64 [ 0, %B62.endif.us.new.epil ], [ %.277.us.7.epil, %B234.us.7.epil ]
  %scevgep88 = getelementptr double, double* %scevgep74, i64 %.208.011.us.epil24
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -7
  %.354.us.epil28 = load double, double* %scevgep89, align 8
  %.361.us.epil29 = fcmp olt double %.354.us.epil28, -1.000000e+00
  br i1 %.361.us.epil29, label %B152.us.epil41, label %B170.us.epil30

B170.us.epil30:                                   ; preds = %B118.us.epil22
  %.373.us.epil31 = fcmp olt double %.354.us.epil28, 0.000000e+00
  br i1 %.373.us.epil31, label %B182.us.epil39, label %B194.us.epil32

B194.us.epil32:                                   ; preds = %B170.us.epil30
  %.384.us.epil33 = fcmp olt double %.354.us.epil28, 1.000000e+00
  br i1 %.384.us.epil33, label %B206.us.epil36, label %B224.us.epil34

B224.us.epil34:                                   ; preds = %B194.us.epil32
  %.396.us.epil35 = fadd double %.354.us.epil28, -5.000000e-01
  br label %B234.us.epil43

B206.us.epil36:                                   ; preds = %B194.us.epil32
  %.387.us.epil37 = fmul double %.354.us.epil28, 5.000000e-01
  %.389.us.epil38 = fmul double %.354.us.epil28, %.387.us.epil37
  br label %B234.us.epil43

B182.us.epil39:                                   ; preds = %B170.us.epil30
  %.377.us.epil40 = fmul double %.354.us.epil28, %.354.us.epil28
  br label %B234.us.epil43

B152.us.epil41:                                   ; preds = %B118.us.epil22
  %.364.us.epil42 = fmul double %.354.us.epil28, 2.000000e+00
  %38 = fsub double -1.000000e+00, %.364.us.epil42
  br label %B234.us.epil43

B234.us.epil43:                                   ; preds = %B152.us.epil41, %B182.us.epil39, %B206.us.epil36, %B224.us.epil34
  %t.4.2.us.epil44 = phi double [ %38, %B152.us.epil41 ], [ %.377.us.epil40, %B182.us.epil39 ], [ %.389.us.epil38, %B206.us.epil36 ], [ %.396.us.epil35, %B224.us.epil34 ]
  %.404.us.epil45 = fadd double %s.2.113.us.epil23, %t.4.2.us.epil44
  %scevgep85 = getelementptr double, double* %scevgep74, i64 %.208.011.us.epil24
  %scevgep86 = getelementptr double, double* %scevgep85, i64 -6
  %.354.us.1.epil = load double, double* %scevgep86, align 8
  %.361.us.1.epil = fcmp olt double %.354.us.1.epil, -1.000000e+00
  br i1 %.361.us.1.epil, label %B152.us.1.epil, label %B170.us.1.epil

B170.us.1.epil:                                   ; preds = %B234.us.epil43
  %.373.us.1.epil = fcmp olt double %.354.us.1.epil, 0.000000e+00
  br i1 %.373.us.1.epil, label %B182.us.1.epil, label %B194.us.1.epil

B194.us.1.epil:                                   ; preds = %B170.us.1.epil
  %.384.us.1.epil = fcmp olt double %.354.us.1.epil, 1.000000e+00
  br i1 %.384.us.1.epil, label %B206.us.1.epil, label %B224.us.1.epil

B224.us.1.epil:                                   ; preds = %B194.us.1.epil
  %.396.us.1.epil = fadd double %.354.us.1.epil, -5.000000e-01
  br label %B234.us.1.epil

B206.us.1.epil:                                   ; preds = %B194.us.1.epil
  %.387.us.1.epil = fmul double %.354.us.1.epil, 5.000000e-01
  %.389.us.1.epil = fmul double %.354.us.1.epil, %.387.us.1.epil
  br label %B234.us.1.epil

B182.us.1.epil:                                   ; preds = %B170.us.1.epil
  %.377.us.1.epil = fmul double %.354.us.1.epil, %.354.us.1.epil
  br label %B234.us.1.epil

B152.us.1.epil:                                   ; preds = %B234.us.epil43
  %.364.us.1.epil = fmul double %.354.us.1.epil, 2.000000e+00
  %39 = fsub double -1.000000e+00, %.364.us.1.epil
  br label %B234.us.1.epil

B234.us.1.epil:                                   ; preds = %B152.us.1.epil, %B182.us.1.epil, %B206.us.1.epil, %B224.us.1.epil
  %t.4.2.us.1.epil = phi double [ %39, %B152.us.1.epil ], [ %.377.us.1.epil, %B182.us.1.epil ], [ %.389.us.1.epil, %B206.us.1.epil ], [ %.396.us.1.epil, %B224.us.1.epil ]
  %.404.us.1.epil = fadd double %.404.us.epil45, %t.4.2.us.1.epil
  %scevgep83 = getelementptr double, double* %scevgep74, i64 %.208.011.us.epil24
  %scevgep84 = getelementptr double, double* %scevgep83, i64 -5
  %.354.us.2.epil = load double, double* %scevgep84, align 8
  %.361.us.2.epil = fcmp olt double %.354.us.2.epil, -1.000000e+00
  br i1 %.361.us.2.epil, label %B152.us.2.epil, label %B170.us.2.epil

B170.us.2.epil:                                   ; preds = %B234.us.1.epil
  %.373.us.2.epil = fcmp olt double %.354.us.2.epil, 0.000000e+00
  br i1 %.373.us.2.epil, label %B182.us.2.epil, label %B194.us.2.epil

B194.us.2.epil:                                   ; preds = %B170.us.2.epil
  %.384.us.2.epil = fcmp olt double %.354.us.2.epil, 1.000000e+00
  br i1 %.384.us.2.epil, label %B206.us.2.epil, label %B224.us.2.epil

B224.us.2.epil:                                   ; preds = %B194.us.2.epil
  %.396.us.2.epil = fadd double %.354.us.2.epil, -5.000000e-01
  br label %B234.us.2.epil

B206.us.2.epil:                                   ; preds = %B194.us.2.epil
  %.387.us.2.epil = fmul double %.354.us.2.epil, 5.000000e-01
  %.389.us.2.epil = fmul double %.354.us.2.epil, %.387.us.2.epil
  br label %B234.us.2.epil

B182.us.2.epil:                                   ; preds = %B170.us.2.epil
  %.377.us.2.epil = fmul double %.354.us.2.epil, %.354.us.2.epil
  br label %B234.us.2.epil

B152.us.2.epil:                                   ; preds = %B234.us.1.epil
  %.364.us.2.epil = fmul double %.354.us.2.epil, 2.000000e+00
  %40 = fsub double -1.000000e+00, %.364.us.2.epil
  br label %B234.us.2.epil

B234.us.2.epil:                                   ; preds = %B152.us.2.epil, %B182.us.2.epil, %B206.us.2.epil, %B224.us.2.epil
  %t.4.2.us.2.epil = phi double [ %40, %B152.us.2.epil ], [ %.377.us.2.epil, %B182.us.2.epil ], [ %.389.us.2.epil, %B206.us.2.epil ], [ %.396.us.2.epil, %B224.us.2.epil ]
  %.404.us.2.epil = fadd double %.404.us.1.epil, %t.4.2.us.2.epil
  %scevgep81 = getelementptr double, double* %scevgep74, i64 %.208.011.us.epil24
  %scevgep82 = getelementptr double, double* %scevgep81, i64 -4
  %.354.us.3.epil = load double, double* %scevgep82, align 8
  %.361.us.3.epil = fcmp olt double %.354.us.3.epil, -1.000000e+00
  br i1 %.361.us.3.epil, label %B152.us.3.epil, label %B170.us.3.epil

B170.us.3.epil:                                   ; preds = %B234.us.2.epil
  %.373.us.3.epil = fcmp olt double %.354.us.3.epil, 0.000000e+00
  br i1 %.373.us.3.epil, label %B182.us.3.epil, label %B194.us.3.epil

B194.us.3.epil:                                   ; preds = %B170.us.3.epil
  %.384.us.3.epil = fcmp olt double %.354.us.3.epil, 1.000000e+00
  br i1 %.384.us.3.epil, label %B206.us.3.epil, label %B224.us.3.epil

B224.us.3.epil:                                   ; preds = %B194.us.3.epil
  %.396.us.3.epil = fadd double %.354.us.3.epil, -5.000000e-01
  br label %B234.us.3.epil

B206.us.3.epil:                                   ; preds = %B194.us.3.epil
  %.387.us.3.epil = fmul double %.354.us.3.epil, 5.000000e-01
  %.389.us.3.epil = fmul double %.354.us.3.epil, %.387.us.3.epil
  br label %B234.us.3.epil

B182.us.3.epil:                                   ; preds = %B170.us.3.epil
  %.377.us.3.epil = fmul double %.354.us.3.epil, %.354.us.3.epil
  br label %B234.us.3.epil

B152.us.3.epil:                                   ; preds = %B234.us.2.epil
  %.364.us.3.epil = fmul double %.354.us.3.epil, 2.000000e+00
  %41 = fsub double -1.000000e+00, %.364.us.3.epil
  br label %B234.us.3.epil

B234.us.3.epil:                                   ; preds = %B152.us.3.epil, %B182.us.3.epil, %B206.us.3.epil, %B224.us.3.epil
  %t.4.2.us.3.epil = phi double [ %41, %B152.us.3.epil ], [ %.377.us.3.epil, %B182.us.3.epil ], [ %.389.us.3.epil, %B206.us.3.epil ], [ %.396.us.3.epil, %B224.us.3.epil ]
  %.404.us.3.epil = fadd double %.404.us.2.epil, %t.4.2.us.3.epil
  %scevgep79 = getelementptr double, double* %scevgep74, i64 %.208.011.us.epil24
  %scevgep80 = getelementptr double, double* %scevgep79, i64 -3
  %.354.us.4.epil = load double, double* %scevgep80, align 8
  %.361.us.4.epil = fcmp olt double %.354.us.4.epil, -1.000000e+00
  br i1 %.361.us.4.epil, label %B152.us.4.epil, label %B170.us.4.epil

B170.us.4.epil:                                   ; preds = %B234.us.3.epil
  %.373.us.4.epil = fcmp olt double %.354.us.4.epil, 0.000000e+00
  br i1 %.373.us.4.epil, label %B182.us.4.epil, label %B194.us.4.epil

B194.us.4.epil:                                   ; preds = %B170.us.4.epil
  %.384.us.4.epil = fcmp olt double %.354.us.4.epil, 1.000000e+00
  br i1 %.384.us.4.epil, label %B206.us.4.epil, label %B224.us.4.epil

B224.us.4.epil:                                   ; preds = %B194.us.4.epil
  %.396.us.4.epil = fadd double %.354.us.4.epil, -5.000000e-01
  br label %B234.us.4.epil

B206.us.4.epil:                                   ; preds = %B194.us.4.epil
  %.387.us.4.epil = fmul double %.354.us.4.epil, 5.000000e-01
  %.389.us.4.epil = fmul double %.354.us.4.epil, %.387.us.4.epil
  br label %B234.us.4.epil

B182.us.4.epil:                                   ; preds = %B170.us.4.epil
  %.377.us.4.epil = fmul double %.354.us.4.epil, %.354.us.4.epil
  br label %B234.us.4.epil

B152.us.4.epil:                                   ; preds = %B234.us.3.epil
  %.364.us.4.epil = fmul double %.354.us.4.epil, 2.000000e+00
  %42 = fsub double -1.000000e+00, %.364.us.4.epil
  br label %B234.us.4.epil

B234.us.4.epil:                                   ; preds = %B152.us.4.epil, %B182.us.4.epil, %B206.us.4.epil, %B224.us.4.epil
  %t.4.2.us.4.epil = phi double [ %42, %B152.us.4.epil ], [ %.377.us.4.epil, %B182.us.4.epil ], [ %.389.us.4.epil, %B206.us.4.epil ], [ %.396.us.4.epil, %B224.us.4.epil ]
  %.404.us.4.epil = fadd double %.404.us.3.epil, %t.4.2.us.4.epil
  %scevgep77 = getelementptr double, double* %scevgep74, i64 %.208.011.us.epil24
  %scevgep78 = getelementptr double, double* %scevgep77, i64 -2
  %.354.us.5.epil = load double, double* %scevgep78, align 8
  %.361.us.5.epil = fcmp olt double %.354.us.5.epil, -1.000000e+00
  br i1 %.361.us.5.epil, label %B152.us.5.epil, label %B170.us.5.epil

B170.us.5.epil:                                   ; preds = %B234.us.4.epil
  %.373.us.5.epil = fcmp olt double %.354.us.5.epil, 0.000000e+00
  br i1 %.373.us.5.epil, label %B182.us.5.epil, label %B194.us.5.epil

B194.us.5.epil:                                   ; preds = %B170.us.5.epil
  %.384.us.5.epil = fcmp olt double %.354.us.5.epil, 1.000000e+00
  br i1 %.384.us.5.epil, label %B206.us.5.epil, label %B224.us.5.epil

B224.us.5.epil:                                   ; preds = %B194.us.5.epil
  %.396.us.5.epil = fadd double %.354.us.5.epil, -5.000000e-01
  br label %B234.us.5.epil

B206.us.5.epil:                                   ; preds = %B194.us.5.epil
  %.387.us.5.epil = fmul double %.354.us.5.epil, 5.000000e-01
  %.389.us.5.epil = fmul double %.354.us.5.epil, %.387.us.5.epil
  br label %B234.us.5.epil

B182.us.5.epil:                                   ; preds = %B170.us.5.epil
  %.377.us.5.epil = fmul double %.354.us.5.epil, %.354.us.5.epil
  br label %B234.us.5.epil

B152.us.5.epil:                                   ; preds = %B234.us.4.epil
  %.364.us.5.epil = fmul double %.354.us.5.epil, 2.000000e+00
  %43 = fsub double -1.000000e+00, %.364.us.5.epil
  br label %B234.us.5.epil

B234.us.5.epil:                                   ; preds = %B152.us.5.epil, %B182.us.5.epil, %B206.us.5.epil, %B224.us.5.epil
  %t.4.2.us.5.epil = phi double [ %43, %B152.us.5.epil ], [ %.377.us.5.epil, %B182.us.5.epil ], [ %.389.us.5.epil, %B206.us.5.epil ], [ %.396.us.5.epil, %B224.us.5.epil ]
  %.404.us.5.epil = fadd double %.404.us.4.epil, %t.4.2.us.5.epil
  %scevgep75 = getelementptr double, double* %scevgep74, i64 %.208.011.us.epil24
  %scevgep76 = getelementptr double, double* %scevgep75, i64 -1
  %.354.us.6.epil = load double, double* %scevgep76, align 8
  %.361.us.6.epil = fcmp olt double %.354.us.6.epil, -1.000000e+00
  br i1 %.361.us.6.epil, label %B152.us.6.epil, label %B170.us.6.epil

B170.us.6.epil:                                   ; preds = %B234.us.5.epil
  %.373.us.6.epil = fcmp olt double %.354.us.6.epil, 0.000000e+00
  br i1 %.373.us.6.epil, label %B182.us.6.epil, label %B194.us.6.epil

B194.us.6.epil:                                   ; preds = %B170.us.6.epil
  %.384.us.6.epil = fcmp olt double %.354.us.6.epil, 1.000000e+00
  br i1 %.384.us.6.epil, label %B206.us.6.epil, label %B224.us.6.epil

B224.us.6.epil:                                   ; preds = %B194.us.6.epil
  %.396.us.6.epil = fadd double %.354.us.6.epil, -5.000000e-01
  br label %B234.us.6.epil

B206.us.6.epil:                                   ; preds = %B194.us.6.epil
  %.387.us.6.epil = fmul double %.354.us.6.epil, 5.000000e-01
  %.389.us.6.epil = fmul double %.354.us.6.epil, %.387.us.6.epil
  br label %B234.us.6.epil

B182.us.6.epil:                                   ; preds = %B170.us.6.epil
  %.377.us.6.epil = fmul double %.354.us.6.epil, %.354.us.6.epil
  br label %B234.us.6.epil

B152.us.6.epil:                                   ; preds = %B234.us.5.epil
  %.364.us.6.epil = fmul double %.354.us.6.epil, 2.000000e+00
  %44 = fsub double -1.000000e+00, %.364.us.6.epil
  br label %B234.us.6.epil

B234.us.6.epil:                                   ; preds = %B152.us.6.epil, %B182.us.6.epil, %B206.us.6.epil, %B224.us.6.epil
  %t.4.2.us.6.epil = phi double [ %44, %B152.us.6.epil ], [ %.377.us.6.epil, %B182.us.6.epil ], [ %.389.us.6.epil, %B206.us.6.epil ], [ %.396.us.6.epil, %B224.us.6.epil ]
  %.404.us.6.epil = fadd double %.404.us.5.epil, %t.4.2.us.6.epil
  %.277.us.7.epil = add nuw i64 %.208.011.us.epil24, 8
  %scevgep87 = getelementptr double, double* %scevgep74, i64 %.208.011.us.epil24
  %.354.us.7.epil = load double, double* %scevgep87, align 8
  %.361.us.7.epil = fcmp olt double %.354.us.7.epil, -1.000000e+00
  br i1 %.361.us.7.epil, label %B152.us.7.epil, label %B170.us.7.epil

B170.us.7.epil:                                   ; preds = %B234.us.6.epil
  %.373.us.7.epil = fcmp olt double %.354.us.7.epil, 0.000000e+00
  br i1 %.373.us.7.epil, label %B182.us.7.epil, label %B194.us.7.epil

B194.us.7.epil:                                   ; preds = %B170.us.7.epil
  %.384.us.7.epil = fcmp olt double %.354.us.7.epil, 1.000000e+00
  br i1 %.384.us.7.epil, label %B206.us.7.epil, label %B224.us.7.epil

B224.us.7.epil:                                   ; preds = %B194.us.7.epil
  %.396.us.7.epil = fadd double %.354.us.7.epil, -5.000000e-01
  br label %B234.us.7.epil

B206.us.7.epil:                                   ; preds = %B194.us.7.epil
  %.387.us.7.epil = fmul double %.354.us.7.epil, 5.000000e-01
  %.389.us.7.epil = fmul double %.354.us.7.epil, %.387.us.7.epil
  br label %B234.us.7.epil

B182.us.7.epil:                                   ; preds = %B170.us.7.epil
  %.377.us.7.epil = fmul double %.354.us.7.epil, %.354.us.7.epil
  br label %B234.us.7.epil

B152.us.7.epil:                                   ; preds = %B234.us.6.epil
  %.364.us.7.epil = fmul double %.354.us.7.epil, 2.000000e+00
  %45 = fsub double -1.000000e+00, %.364.us.7.epil
  br label %B234.us.7.epil

B234.us.7.epil:                                   ; preds = %B152.us.7.epil, %B182.us.7.epil, %B206.us.7.epil, %B224.us.7.epil
  %t.4.2.us.7.epil = phi double [ %45, %B152.us.7.epil ], [ %.377.us.7.epil, %B182.us.7.epil ], [ %.389.us.7.epil, %B206.us.7.epil ], [ %.396.us.7.epil, %B224.us.7.epil ]
  %.404.us.7.epil = fadd double %.404.us.6.epil, %t.4.2.us.7.epil
  %niter.ncmp.7.epil = icmp eq i64 %unroll_iter.epil, %.277.us.7.epil
  br i1 %niter.ncmp.7.epil, label %B116.B60.loopexit_crit_edge.us.unr-lcssa.epil, label %B118.us.epil22

B116.B60.loopexit_crit_edge.us.unr-lcssa.epil:    ; preds = %B234.us.7.epil, %B62.endif.us.epil
  %.404.us.lcssa.ph.epil = phi double [ undef, %B62.endif.us.epil ], [ %.404.us.7.epil, %B234.us.7.epil ]
  %s.2.113.us.unr.epil = phi double [ %s.3.016.us.unr, %B62.endif.us.epil ], [ %.404.us.7.epil, %B234.us.7.epil ]
  %.208.011.us.unr.epil = phi i64 [ 0, %B62.endif.us.epil ], [ %.277.us.7.epil, %B234.us.7.epil ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %B118.us.epil.epil.preheader

B118.us.epil.epil.preheader:                      ; preds = %B116.B60.loopexit_crit_edge.us.unr-lcssa.epil
  %46 = add i64 %.208.011.us.unr.epil, %.349.us.epil
  %scevgep = getelementptr double, double* %arg.X.4, i64 %46
  br label %B118.us.epil.epil

B118.us.epil.epil:                                ; preds = %B118.us.epil.epil.preheader, %B234.us.epil.epil
  %s.2.113.us.epil.epil = phi double [ %.404.us.epil.epil, %B234.us.epil.epil ], [ %s.2.113.us.unr.epil, %B118.us.epil.epil.preheader ]
  %epil.iter.epil = phi i64 [ %epil.iter.next.epil, %B234.us.epil.epil ], [ 0, %B118.us.epil.epil.preheader ]
  %scevgep73 = getelementptr double, double* %scevgep, i64 %epil.iter.epil
  %.354.us.epil.epil = load double, double* %scevgep73, align 8
  %.361.us.epil.epil = fcmp olt double %.354.us.epil.epil, -1.000000e+00
  br i1 %.361.us.epil.epil, label %B152.us.epil.epil, label %B170.us.epil.epil

B170.us.epil.epil:                                ; preds = %B118.us.epil.epil
  %.373.us.epil.epil = fcmp olt double %.354.us.epil.epil, 0.000000e+00
  br i1 %.373.us.epil.epil, label %B182.us.epil.epil, label %B194.us.epil.epil

B194.us.epil.epil:                                ; preds = %B170.us.epil.epil
  %.384.us.epil.epil = fcmp olt double %.354.us.epil.epil, 1.000000e+00
  br i1 %.384.us.epil.epil, label %B206.us.epil.epil, label %B224.us.epil.epil

B224.us.epil.epil:                                ; preds = %B194.us.epil.epil
  %.396.us.epil.epil = fadd double %.354.us.epil.epil, -5.000000e-01
  br label %B234.us.epil.epil

B206.us.epil.epil:                                ; preds = %B194.us.epil.epil
  %.387.us.epil.epil = fmul double %.354.us.epil.epil, 5.000000e-01
  %.389.us.epil.epil = fmul double %.354.us.epil.epil, %.387.us.epil.epil
  br label %B234.us.epil.epil

B182.us.epil.epil:                                ; preds = %B170.us.epil.epil
  %.377.us.epil.epil = fmul double %.354.us.epil.epil, %.354.us.epil.epil
  br label %B234.us.epil.epil

B152.us.epil.epil:                                ; preds = %B118.us.epil.epil
  %.364.us.epil.epil = fmul double %.354.us.epil.epil, 2.000000e+00
  %47 = fsub double -1.000000e+00, %.364.us.epil.epil
  br label %B234.us.epil.epil

B234.us.epil.epil:                                ; preds = %B152.us.epil.epil, %B182.us.epil.epil, %B206.us.epil.epil, %B224.us.epil.epil
  %t.4.2.us.epil.epil = phi double [ %47, %B152.us.epil.epil ], [ %.377.us.epil.epil, %B182.us.epil.epil ], [ %.389.us.epil.epil, %B206.us.epil.epil ], [ %.396.us.epil.epil, %B224.us.epil.epil ]
  %.404.us.epil.epil = fadd double %s.2.113.us.epil.epil, %t.4.2.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %B118.us.epil.epil, !llvm.loop !0

common.ret:                                       ; preds = %B234.us.epil.epil, %common.ret.loopexit.unr-lcssa, %B116.B60.loopexit_crit_edge.us.unr-lcssa.epil, %B62.endif.lr.ph, %B0.endif
  %s.3.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ 0.000000e+00, %B62.endif.lr.ph ], [ %.404.us.lcssa.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.404.us.lcssa.ph.epil, %B116.B60.loopexit_crit_edge.us.unr-lcssa.epil ], [ %.404.us.epil.epil, %B234.us.epil.epil ]
  store double %s.3.0.lcssa, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.piecewise_2d, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.73, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !2

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
  %.53 = call i32 @_ZN7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 undef, i64 undef) #1
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
define double @cfunc._ZN7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 %.8, i64 undef, i64 undef) #1
  %.21 = load double, double* %.3, align 8
  ret double %.21
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !2

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !2

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
!2 = !{!"branch_weights", i32 1, i32 99}
