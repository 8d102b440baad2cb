; ModuleID = 'softmax_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.softmax_loop = internal constant [13 x i8] c"softmax_loop\00"
@_ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree nosync nounwind
define i32 @_ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr #0 {
B0.endif:
  %.79.inv = icmp sgt i64 %arg.X.5.0, 0
  %spec.select = select i1 %.79.inv, i64 %arg.X.5.0, i64 0
  br i1 %.79.inv, label %B62.endif.lr.ph, label %common.ret

B62.endif.lr.ph:                                  ; preds = %B0.endif
  %.274.inv = icmp sgt i64 %arg.X.5.1, 0
  %spec.select11 = select i1 %.274.inv, i64 %arg.X.5.1, i64 0
  br i1 %.274.inv, label %B62.endif.us.preheader, label %B62.endif.preheader

B62.endif.us.preheader:                           ; preds = %B62.endif.lr.ph
  %0 = add nsw i64 %spec.select11, -1
  %1 = icmp eq i64 %spec.select, 1
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B62.endif.us.preheader.new

B62.endif.us.preheader.new:                       ; preds = %B62.endif.us.preheader
  %const281 = bitcast i64 9223372036854775800 to i64
  %const_mat = add i64 %const281, 6
  %unroll_iter120 = and i64 %spec.select, %const_mat
  %xtraiter = and i64 %spec.select11, 7
  %unroll_iter = and i64 %spec.select11, %const281
  %scevgep179 = getelementptr double, double* %arg.X.4, i64 7
  %2 = shl i64 %arg.X.5.1, 4
  %3 = add i64 %arg.X.5.1, 7
  %scevgep219 = getelementptr double, double* %arg.X.4, i64 %3
  %4 = shl i64 %arg.X.5.1, 1
  br label %B62.endif.us

B62.endif.preheader:                              ; preds = %B62.endif.lr.ph
  %.624 = tail call double @llvm.log.f64(double 0.000000e+00)
  %5 = add nsw i64 %spec.select, -1
  %xtraiter137 = and i64 %spec.select, 7
  %6 = icmp ult i64 %5, 7
  br i1 %6, label %common.ret.loopexit89.unr-lcssa, label %B62.endif.preheader.new

B62.endif.preheader.new:                          ; preds = %B62.endif.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter141 = and i64 %spec.select, %const
  %7 = shl i64 %arg.X.5.1, 6
  %8 = shl i64 %arg.X.5.1, 3
  br label %B62.endif

B62.endif.us:                                     ; preds = %B320.us.1, %B62.endif.us.preheader.new
  %lsr.iv238 = phi i64 [ %lsr.iv.next, %B320.us.1 ], [ %arg.X.5.1, %B62.endif.us.preheader.new ]
  %lsr.iv220 = phi double* [ %25, %B320.us.1 ], [ %scevgep219, %B62.endif.us.preheader.new ]
  %lsr.iv197 = phi double* [ %24, %B320.us.1 ], [ %arg.X.4, %B62.endif.us.preheader.new ]
  %lsr.iv = phi double* [ %23, %B320.us.1 ], [ %scevgep179, %B62.endif.us.preheader.new ]
  %s.2.024.us = phi double [ 0.000000e+00, %B62.endif.us.preheader.new ], [ %.632.us.1, %B320.us.1 ]
  %.65.022.us = phi i64 [ 0, %B62.endif.us.preheader.new ], [ %.136.us.1, %B320.us.1 ]
  %9 = icmp ult i64 %0, 7
  %.213.us = mul i64 %.65.022.us, %arg.X.5.1
  %.217.us = getelementptr double, double* %arg.X.4, i64 %.213.us
  %.218.us = load double, double* %.217.us, align 8
  br i1 %9, label %B248.us.preheader.unr-lcssa, label %B138.us.preheader

B138.us.preheader:                                ; preds = %B62.endif.us
  br label %B138.us

B320.us.unr-lcssa:                                ; preds = %B248.us, %B248.us.preheader
  %.613.us.lcssa.ph = phi double [ undef, %B248.us.preheader ], [ %.613.us.7, %B248.us ]
  %z.2.120.us.unr = phi double [ 0.000000e+00, %B248.us.preheader ], [ %.613.us.7, %B248.us ]
  %.460.018.us.unr = phi i64 [ 0, %B248.us.preheader ], [ %.529.us.7, %B248.us ]
  %10 = and i64 %spec.select11, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %B320.us, label %B248.us.epil.preheader

B248.us.epil.preheader:                           ; preds = %B320.us.unr-lcssa
  %scevgep217 = getelementptr double, double* %lsr.iv197, i64 %.460.018.us.unr
  br label %B248.us.epil

B248.us.epil:                                     ; preds = %B248.us.epil.preheader, %B248.us.epil
  %z.2.120.us.epil = phi double [ %.613.us.epil, %B248.us.epil ], [ %z.2.120.us.unr, %B248.us.epil.preheader ]
  %epil.iter92 = phi i64 [ %epil.iter92.next, %B248.us.epil ], [ 0, %B248.us.epil.preheader ]
  %scevgep218 = getelementptr double, double* %scevgep217, i64 %epil.iter92
  %.606.us.epil = load double, double* %scevgep218, align 8
  %.610.us.epil = fsub double %.606.us.epil, %.411.us.lcssa
  %.611.us.epil = tail call double @llvm.exp.f64(double %.610.us.epil)
  %.613.us.epil = fadd double %z.2.120.us.epil, %.611.us.epil
  %epil.iter92.next = add i64 %epil.iter92, 1
  %epil.iter92.cmp.not = icmp eq i64 %xtraiter, %epil.iter92.next
  br i1 %epil.iter92.cmp.not, label %B320.us, label %B248.us.epil, !llvm.loop !0

B320.us:                                          ; preds = %B248.us.epil, %B320.us.unr-lcssa
  %.613.us.lcssa = phi double [ %.613.us.lcssa.ph, %B320.us.unr-lcssa ], [ %.613.us.epil, %B248.us.epil ]
  %12 = icmp ult i64 %0, 7
  %.624.us = tail call double @llvm.log.f64(double %.613.us.lcssa)
  %.628.us = fadd double %.411.us.lcssa, %.624.us
  %.632.us = fadd double %s.2.024.us, %.628.us
  %.213.us.1 = mul i64 %.136.us, %arg.X.5.1
  %.217.us.1 = getelementptr double, double* %arg.X.4, i64 %.213.us.1
  %.218.us.1 = load double, double* %.217.us.1, align 8
  br i1 %12, label %B248.us.preheader.unr-lcssa.1, label %B138.us.1.preheader

B138.us.1.preheader:                              ; preds = %B320.us
  br label %B138.us.1

B138.us.1:                                        ; preds = %B138.us.1.preheader, %B138.us.1
  %m.2.116.us.1 = phi double [ %.411.us.7.1, %B138.us.1 ], [ %.218.us.1, %B138.us.1.preheader ]
  %.260.014.us.1 = phi i64 [ %.329.us.7.1, %B138.us.1 ], [ 0, %B138.us.1.preheader ]
  %scevgep236 = getelementptr double, double* %lsr.iv220, i64 %.260.014.us.1
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -7
  %.406.us.1125 = load double, double* %scevgep237, align 8
  %.410.us.1126 = fcmp ogt double %.406.us.1125, %m.2.116.us.1
  %.411.us.1127 = select i1 %.410.us.1126, double %.406.us.1125, double %m.2.116.us.1
  %scevgep233 = getelementptr double, double* %lsr.iv220, i64 %.260.014.us.1
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -6
  %.406.us.1.1 = load double, double* %scevgep234, align 8
  %.410.us.1.1 = fcmp ogt double %.406.us.1.1, %.411.us.1127
  %.411.us.1.1 = select i1 %.410.us.1.1, double %.406.us.1.1, double %.411.us.1127
  %scevgep231 = getelementptr double, double* %lsr.iv220, i64 %.260.014.us.1
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -5
  %.406.us.2.1 = load double, double* %scevgep232, align 8
  %.410.us.2.1 = fcmp ogt double %.406.us.2.1, %.411.us.1.1
  %.411.us.2.1 = select i1 %.410.us.2.1, double %.406.us.2.1, double %.411.us.1.1
  %scevgep229 = getelementptr double, double* %lsr.iv220, i64 %.260.014.us.1
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -4
  %.406.us.3.1 = load double, double* %scevgep230, align 8
  %.410.us.3.1 = fcmp ogt double %.406.us.3.1, %.411.us.2.1
  %.411.us.3.1 = select i1 %.410.us.3.1, double %.406.us.3.1, double %.411.us.2.1
  %scevgep227 = getelementptr double, double* %lsr.iv220, i64 %.260.014.us.1
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -3
  %.406.us.4.1 = load double, double* %scevgep228, align 8
  %.410.us.4.1 = fcmp ogt double %.406.us.4.1, %.411.us.3.1
  %.411.us.4.1 = select i1 %.410.us.4.1, double %.406.us.4.1, double %.411.us.3.1
  %scevgep225 = getelementptr double, double* %lsr.iv220, i64 %.260.014.us.1
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -2
  %.406.us.5.1 = load double, double* %scevgep226, align 8
  %.410.us.5.1 = fcmp ogt double %.406.us.5.1, %.411.us.4.1
  %.411.us.5.1 = select i1 %.410.us.5.1, double %.406.us.5.1, double %.411.us.4.1
  %scevgep223 = getelementptr double, double* %lsr.iv220, i64 %.260.014.us.1
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -1
  %.406.us.6.1 = load double, double* %scevgep224, align 8
  %.410.us.6.1 = fcmp ogt double %.406.us.6.1, %.411.us.5.1
  %.411.us.6.1 = select i1 %.410.us.6.1, double %.406.us.6.1, double %.411.us.5.1
  %.329.us.7.1 = add nuw i64 %.260.014.us.1, 8
  %scevgep235 = getelementptr double, double* %lsr.iv220, i64 %.260.014.us.1
  %.406.us.7.1 = load double, double* %scevgep235, align 8
  %.410.us.7.1 = fcmp ogt double %.406.us.7.1, %.411.us.6.1
  %.411.us.7.1 = select i1 %.410.us.7.1, double %.406.us.7.1, double %.411.us.6.1
  %niter.ncmp.7.1 = icmp eq i64 %unroll_iter, %.329.us.7.1
  br i1 %niter.ncmp.7.1, label %B248.us.preheader.unr-lcssa.1, label %B138.us.1

B248.us.preheader.unr-lcssa.1:                    ; preds = %B138.us.1, %B320.us
  %.411.us.lcssa.ph.1 = phi double [ undef, %B320.us ], [ %.411.us.7.1, %B138.us.1 ]
  %m.2.116.us.unr.1 = phi double [ %.218.us.1, %B320.us ], [ %.411.us.7.1, %B138.us.1 ]
  %.260.014.us.unr.1 = phi i64 [ 0, %B320.us ], [ %.329.us.7.1, %B138.us.1 ]
  %13 = and i64 %spec.select11, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %B248.us.preheader.1, label %B138.us.epil.1.preheader

B138.us.epil.1.preheader:                         ; preds = %B248.us.preheader.unr-lcssa.1
  %15 = add i64 %.260.014.us.unr.1, %lsr.iv238
  %scevgep239 = getelementptr double, double* %arg.X.4, i64 %15
  br label %B138.us.epil.1

B138.us.epil.1:                                   ; preds = %B138.us.epil.1.preheader, %B138.us.epil.1
  %m.2.116.us.epil.1 = phi double [ %.411.us.epil.1, %B138.us.epil.1 ], [ %m.2.116.us.unr.1, %B138.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %B138.us.epil.1 ], [ 0, %B138.us.epil.1.preheader ]
  %scevgep240 = getelementptr double, double* %scevgep239, i64 %epil.iter.1
  %.406.us.epil.1 = load double, double* %scevgep240, align 8
  %.410.us.epil.1 = fcmp ogt double %.406.us.epil.1, %m.2.116.us.epil.1
  %.411.us.epil.1 = select i1 %.410.us.epil.1, double %.406.us.epil.1, double %m.2.116.us.epil.1
  %epil.iter.next.1 = add i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %B248.us.preheader.1, label %B138.us.epil.1, !llvm.loop !2

B248.us.preheader.1:                              ; preds = %B138.us.epil.1, %B248.us.preheader.unr-lcssa.1
  %.411.us.lcssa.1 = phi double [ %.411.us.lcssa.ph.1, %B248.us.preheader.unr-lcssa.1 ], [ %.411.us.epil.1, %B138.us.epil.1 ]
  %16 = icmp ult i64 %0, 7
  %.136.us.1 = add nuw nsw i64 %.65.022.us, 2
  br i1 %16, label %B320.us.unr-lcssa.1, label %B248.us.1.preheader

B248.us.1.preheader:                              ; preds = %B248.us.preheader.1
  br label %B248.us.1

B248.us.1:                                        ; preds = %B248.us.1.preheader, %B248.us.1
  %z.2.120.us.1 = phi double [ %.613.us.7.1, %B248.us.1 ], [ 0.000000e+00, %B248.us.1.preheader ]
  %.460.018.us.1 = phi i64 [ %.529.us.7.1, %B248.us.1 ], [ 0, %B248.us.1.preheader ]
  %scevgep254 = getelementptr double, double* %lsr.iv220, i64 %.460.018.us.1
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -7
  %.606.us.1132 = load double, double* %scevgep255, align 8
  %.610.us.1133 = fsub double %.606.us.1132, %.411.us.lcssa.1
  %.611.us.1134 = tail call double @llvm.exp.f64(double %.610.us.1133)
  %.613.us.1135 = fadd double %z.2.120.us.1, %.611.us.1134
  %scevgep251 = getelementptr double, double* %lsr.iv220, i64 %.460.018.us.1
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -6
  %.606.us.1.1 = load double, double* %scevgep252, align 8
  %.610.us.1.1 = fsub double %.606.us.1.1, %.411.us.lcssa.1
  %.611.us.1.1 = tail call double @llvm.exp.f64(double %.610.us.1.1)
  %.613.us.1.1 = fadd double %.613.us.1135, %.611.us.1.1
  %scevgep249 = getelementptr double, double* %lsr.iv220, i64 %.460.018.us.1
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -5
  %.606.us.2.1 = load double, double* %scevgep250, align 8
  %.610.us.2.1 = fsub double %.606.us.2.1, %.411.us.lcssa.1
  %.611.us.2.1 = tail call double @llvm.exp.f64(double %.610.us.2.1)
  %.613.us.2.1 = fadd double %.613.us.1.1, %.611.us.2.1
  %scevgep247 = getelementptr double, double* %lsr.iv220, i64 %.460.018.us.1
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -4
  %.606.us.3.1 = load double, double* %scevgep248, align 8
  %.610.us.3.1 = fsub double %.606.us.3.1, %.411.us.lcssa.1
  %.611.us.3.1 = tail call double @llvm.exp.f64(double %.610.us.3.1)
  %.613.us.3.1 = fadd double %.613.us.2.1, %.611.us.3.1
  %scevgep245 = getelementptr double, double* %lsr.iv220, i64 %.460.018.us.1
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -3
  %.606.us.4.1 = load double, double* %scevgep246, align 8
  %.610.us.4.1 = fsub double %.606.us.4.1, %.411.us.lcssa.1
  %.611.us.4.1 = tail call double @llvm.exp.f64(double %.610.us.4.1)
  %.613.us.4.1 = fadd double %.613.us.3.1, %.611.us.4.1
  %scevgep243 = getelementptr double, double* %lsr.iv220, i64 %.460.018.us.1
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -2
  %.606.us.5.1 = load double, double* %scevgep244, align 8
  %.610.us.5.1 = fsub double %.606.us.5.1, %.411.us.lcssa.1
  %.611.us.5.1 = tail call double @llvm.exp.f64(double %.610.us.5.1)
  %.613.us.5.1 = fadd double %.613.us.4.1, %.611.us.5.1
  %scevgep241 = getelementptr double, double* %lsr.iv220, i64 %.460.018.us.1
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -1
  %.606.us.6.1 = load double, double* %scevgep242, align 8
  %.610.us.6.1 = fsub double %.606.us.6.1, %.411.us.lcssa.1
  %.611.us.6.1 = tail call double @llvm.exp.f64(double %.610.us.6.1)
  %.613.us.6.1 = fadd double %.613.us.5.1, %.611.us.6.1
  %.529.us.7.1 = add nuw i64 %.460.018.us.1, 8
  %scevgep253 = getelementptr double, double* %lsr.iv220, i64 %.460.018.us.1
  %.606.us.7.1 = load double, double* %scevgep253, align 8
  %.610.us.7.1 = fsub double %.606.us.7.1, %.411.us.lcssa.1
  %.611.us.7.1 = tail call double @llvm.exp.f64(double %.610.us.7.1)
  %.613.us.7.1 = fadd double %.613.us.6.1, %.611.us.7.1
  %niter96.ncmp.7.1 = icmp eq i64 %unroll_iter, %.529.us.7.1
  br i1 %niter96.ncmp.7.1, label %B320.us.unr-lcssa.1, label %B248.us.1

B320.us.unr-lcssa.1:                              ; preds = %B248.us.1, %B248.us.preheader.1
  %.613.us.lcssa.ph.1 = phi double [ undef, %B248.us.preheader.1 ], [ %.613.us.7.1, %B248.us.1 ]
  %z.2.120.us.unr.1 = phi double [ 0.000000e+00, %B248.us.preheader.1 ], [ %.613.us.7.1, %B248.us.1 ]
  %.460.018.us.unr.1 = phi i64 [ 0, %B248.us.preheader.1 ], [ %.529.us.7.1, %B248.us.1 ]
  %17 = and i64 %spec.select11, 7
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %B320.us.1, label %B248.us.epil.1.preheader

B248.us.epil.1.preheader:                         ; preds = %B320.us.unr-lcssa.1
  %19 = add i64 %.460.018.us.unr.1, %lsr.iv238
  %scevgep256 = getelementptr double, double* %arg.X.4, i64 %19
  br label %B248.us.epil.1

B248.us.epil.1:                                   ; preds = %B248.us.epil.1.preheader, %B248.us.epil.1
  %z.2.120.us.epil.1 = phi double [ %.613.us.epil.1, %B248.us.epil.1 ], [ %z.2.120.us.unr.1, %B248.us.epil.1.preheader ]
  %epil.iter92.1 = phi i64 [ %epil.iter92.next.1, %B248.us.epil.1 ], [ 0, %B248.us.epil.1.preheader ]
  %scevgep257 = getelementptr double, double* %scevgep256, i64 %epil.iter92.1
  %.606.us.epil.1 = load double, double* %scevgep257, align 8
  %.610.us.epil.1 = fsub double %.606.us.epil.1, %.411.us.lcssa.1
  %.611.us.epil.1 = tail call double @llvm.exp.f64(double %.610.us.epil.1)
  %.613.us.epil.1 = fadd double %z.2.120.us.epil.1, %.611.us.epil.1
  %epil.iter92.next.1 = add i64 %epil.iter92.1, 1
  %epil.iter92.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter92.next.1
  br i1 %epil.iter92.cmp.1.not, label %B320.us.1, label %B248.us.epil.1, !llvm.loop !0

B320.us.1:                                        ; preds = %B248.us.epil.1, %B320.us.unr-lcssa.1
  %.613.us.lcssa.1 = phi double [ %.613.us.lcssa.ph.1, %B320.us.unr-lcssa.1 ], [ %.613.us.epil.1, %B248.us.epil.1 ]
  %20 = bitcast double* %lsr.iv to i1*
  %21 = bitcast double* %lsr.iv197 to i1*
  %22 = bitcast double* %lsr.iv220 to i1*
  %.624.us.1 = tail call double @llvm.log.f64(double %.613.us.lcssa.1)
  %.628.us.1 = fadd double %.411.us.lcssa.1, %.624.us.1
  %.632.us.1 = fadd double %.632.us, %.628.us.1
  %scevgep181 = getelementptr i1, i1* %20, i64 %2
  %23 = bitcast i1* %scevgep181 to double*
  %scevgep199 = getelementptr i1, i1* %21, i64 %2
  %24 = bitcast i1* %scevgep199 to double*
  %scevgep222 = getelementptr i1, i1* %22, i64 %2
  %25 = bitcast i1* %scevgep222 to double*
  %lsr.iv.next = add i64 %lsr.iv238, %4
  %niter121.ncmp.1 = icmp eq i64 %.136.us.1, %unroll_iter120
  br i1 %niter121.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %B62.endif.us

B248.us:                                          ; preds = %B248.us.preheader143, %B248.us
  %z.2.120.us = phi double [ %.613.us.7, %B248.us ], [ 0.000000e+00, %B248.us.preheader143 ]
  %.460.018.us = phi i64 [ %.529.us.7, %B248.us ], [ 0, %B248.us.preheader143 ]
  %scevgep215 = getelementptr double, double* %lsr.iv, i64 %.460.018.us
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -7
  %.606.us = load double, double* %scevgep216, align 8
  %.610.us = fsub double %.606.us, %.411.us.lcssa
  %.611.us = tail call double @llvm.exp.f64(double %.610.us)
  %.613.us = fadd double %z.2.120.us, %.611.us
  %scevgep212 = getelementptr double, double* %lsr.iv, i64 %.460.018.us
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -6
  %.606.us.1 = load double, double* %scevgep213, align 8
  %.610.us.1 = fsub double %.606.us.1, %.411.us.lcssa
  %.611.us.1 = tail call double @llvm.exp.f64(double %.610.us.1)
  %.613.us.1 = fadd double %.613.us, %.611.us.1
  %scevgep210 = getelementptr double, double* %lsr.iv, i64 %.460.018.us
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -5
  %.606.us.2 = load double, double* %scevgep211, align 8
  %.610.us.2 = fsub double %.606.us.2, %.411.us.lcssa
  %.611.us.2 = tail call double @llvm.exp.f64(double %.610.us.2)
  %.613.us.2 = fadd double %.613.us.1, %.611.us.2
  %scevgep208 = getelementptr double, double* %lsr.iv, i64 %.460.018.us
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -4
  %.606.us.3 = load double, double* %scevgep209, align 8
  %.610.us.3 = fsub double %.606.us.3, %.411.us.lcssa
  %.611.us.3 = tail call double @llvm.exp.f64(double %.610.us.3)
  %.613.us.3 = fadd double %.613.us.2, %.611.us.3
  %scevgep206 = getelementptr double, double* %lsr.iv, i64 %.460.018.us
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -3
  %.606.us.4 = load double, double* %scevgep207, align 8
  %.610.us.4 = fsub double %.606.us.4, %.411.us.lcssa
  %.611.us.4 = tail call double @llvm.exp.f64(double %.610.us.4)
  %.613.us.4 = fadd double %.613.us.3, %.611.us.4
  %scevgep204 = getelementptr double, double* %lsr.iv, i64 %.460.018.us
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -2
  %.606.us.5 = load double, double* %scevgep205, align 8
  %.610.us.5 = fsub double %.606.us.5, %.411.us.lcssa
  %.611.us.5 = tail call double @llvm.exp.f64(double %.610.us.5)
  %.613.us.5 = fadd double %.613.us.4, %.611.us.5
  %scevgep202 = getelementptr double, double* %lsr.iv, i64 %.460.018.us
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -1
  %.606.us.6 = load double, double* %scevgep203, align 8
  %.610.us.6 = fsub double %.606.us.6, %.411.us.lcssa
  %.611.us.6 = tail call double @llvm.exp.f64(double %.610.us.6)
  %.613.us.6 = fadd double %.613.us.5, %.611.us.6
  %.529.us.7 = add nuw i64 %.460.018.us, 8
  %scevgep214 = getelementptr double, double* %lsr.iv, i64 %.460.018.us
  %.606.us.7 = load double, double* %scevgep214, align 8
  %.610.us.7 = fsub double %.606.us.7, %.411.us.lcssa
  %.611.us.7 = tail call double @llvm.exp.f64(double %.610.us.7)
  %.613.us.7 = fadd double %.613.us.6, %.611.us.7
  %niter96.ncmp.7 = icmp eq i64 %unroll_iter, %.529.us.7
  br i1 %niter96.ncmp.7, label %B320.us.unr-lcssa, label %B248.us

B138.us:                                          ; preds = %B138.us.preheader, %B138.us
  %m.2.116.us = phi double [ %.411.us.7, %B138.us ], [ %.218.us, %B138.us.preheader ]
  %.260.014.us = phi i64 [ %.329.us.7, %B138.us ], [ 0, %B138.us.preheader ]
  %scevgep195 = getelementptr double, double* %lsr.iv, i64 %.260.014.us
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -7
  %.406.us = load double, double* %scevgep196, align 8
  %.410.us = fcmp ogt double %.406.us, %m.2.116.us
  %.411.us = select i1 %.410.us, double %.406.us, double %m.2.116.us
  %scevgep192 = getelementptr double, double* %lsr.iv, i64 %.260.014.us
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -6
  %.406.us.1 = load double, double* %scevgep193, align 8
  %.410.us.1 = fcmp ogt double %.406.us.1, %.411.us
  %.411.us.1 = select i1 %.410.us.1, double %.406.us.1, double %.411.us
  %scevgep190 = getelementptr double, double* %lsr.iv, i64 %.260.014.us
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -5
  %.406.us.2 = load double, double* %scevgep191, align 8
  %.410.us.2 = fcmp ogt double %.406.us.2, %.411.us.1
  %.411.us.2 = select i1 %.410.us.2, double %.406.us.2, double %.411.us.1
  %scevgep188 = getelementptr double, double* %lsr.iv, i64 %.260.014.us
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -4
  %.406.us.3 = load double, double* %scevgep189, align 8
  %.410.us.3 = fcmp ogt double %.406.us.3, %.411.us.2
  %.411.us.3 = select i1 %.410.us.3, double %.406.us.3, double %.411.us.2
  %scevgep186 = getelementptr double, double* %lsr.iv, i64 %.260.014.us
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -3
  %.406.us.4 = load double, double* %scevgep187, align 8
  %.410.us.4 = fcmp ogt double %.406.us.4, %.411.us.3
  %.411.us.4 = select i1 %.410.us.4, double %.406.us.4, double %.411.us.3
  %scevgep184 = getelementptr double, double* %lsr.iv, i64 %.260.014.us
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -2
  %.406.us.5 = load double, double* %scevgep185, align 8
  %.410.us.5 = fcmp ogt double %.406.us.5, %.411.us.4
  %.411.us.5 = select i1 %.410.us.5, double %.406.us.5, double %.411.us.4
  %scevgep182 = getelementptr double, double* %lsr.iv, i64 %.260.014.us
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -1
  %.406.us.6 = load double, double* %scevgep183, align 8
  %.410.us.6 = fcmp ogt double %.406.us.6, %.411.us.5
  %.411.us.6 = select i1 %.410.us.6, double %.406.us.6, double %.411.us.5
  %.329.us.7 = add nuw i64 %.260.014.us, 8
  %scevgep194 = getelementptr double, double* %lsr.iv, i64 %.260.014.us
  %.406.us.7 = load double, double* %scevgep194, align 8
  %.410.us.7 = fcmp ogt double %.406.us.7, %.411.us.6
  %.411.us.7 = select i1 %.410.us.7, double %.406.us.7, double %.411.us.6
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.329.us.7
  br i1 %niter.ncmp.7, label %B248.us.preheader.unr-lcssa, label %B138.us

B248.us.preheader.unr-lcssa:                      ; preds = %B138.us, %B62.endif.us
  %.411.us.lcssa.ph = phi double [ undef, %B62.endif.us ], [ %.411.us.7, %B138.us ]
  %m.2.116.us.unr = phi double [ %.218.us, %B62.endif.us ], [ %.411.us.7, %B138.us ]
  %.260.014.us.unr = phi i64 [ 0, %B62.endif.us ], [ %.329.us.7, %B138.us ]
  %26 = icmp eq i64 %xtraiter, 0
  br i1 %26, label %B248.us.preheader, label %B138.us.epil.preheader

B138.us.epil.preheader:                           ; preds = %B248.us.preheader.unr-lcssa
  %scevgep200 = getelementptr double, double* %lsr.iv197, i64 %.260.014.us.unr
  br label %B138.us.epil

B138.us.epil:                                     ; preds = %B138.us.epil.preheader, %B138.us.epil
  %m.2.116.us.epil = phi double [ %.411.us.epil, %B138.us.epil ], [ %m.2.116.us.unr, %B138.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B138.us.epil ], [ 0, %B138.us.epil.preheader ]
  %scevgep201 = getelementptr double, double* %scevgep200, i64 %epil.iter
  %.406.us.epil = load double, double* %scevgep201, align 8
  %.410.us.epil = fcmp ogt double %.406.us.epil, %m.2.116.us.epil
  %.411.us.epil = select i1 %.410.us.epil, double %.406.us.epil, double %m.2.116.us.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B248.us.preheader, label %B138.us.epil, !llvm.loop !2

B248.us.preheader:                                ; preds = %B138.us.epil, %B248.us.preheader.unr-lcssa
  %.411.us.lcssa = phi double [ %.411.us.lcssa.ph, %B248.us.preheader.unr-lcssa ], [ %.411.us.epil, %B138.us.epil ]
  %27 = icmp ult i64 %0, 7
  %.136.us = or i64 %.65.022.us, 1
  br i1 %27, label %B320.us.unr-lcssa, label %B248.us.preheader143

B248.us.preheader143:                             ; preds = %B248.us.preheader
  br label %B248.us

common.ret.loopexit.unr-lcssa:                    ; preds = %B320.us.1, %B62.endif.us.preheader
  %.632.us.lcssa.ph = phi double [ undef, %B62.endif.us.preheader ], [ %.632.us.1, %B320.us.1 ]
  %s.2.024.us.unr = phi double [ 0.000000e+00, %B62.endif.us.preheader ], [ %.632.us.1, %B320.us.1 ]
  %.65.022.us.unr = phi i64 [ 0, %B62.endif.us.preheader ], [ %.136.us.1, %B320.us.1 ]
  %28 = and i64 %spec.select, 1
  %lcmp.mod118.not = icmp eq i64 %28, 0
  br i1 %lcmp.mod118.not, label %common.ret, label %B62.endif.us.epil

B62.endif.us.epil:                                ; preds = %common.ret.loopexit.unr-lcssa
  %const282 = bitcast i64 9223372036854775800 to i64
  %.213.us.epil = mul i64 %.65.022.us.unr, %arg.X.5.1
  %.217.us.epil = getelementptr double, double* %arg.X.4, i64 %.213.us.epil
  %.218.us.epil = load double, double* %.217.us.epil, align 8
  %xtraiter.epil = and i64 %spec.select11, 7
  %29 = icmp ult i64 %0, 7
  br i1 %29, label %B248.us.preheader.unr-lcssa.epil, label %B62.endif.us.new.epil

B62.endif.us.new.epil:                            ; preds = %B62.endif.us.epil
  %unroll_iter.epil = and i64 %spec.select11, %const282
  %30 = add i64 %.213.us.epil, 7
  %scevgep163 = getelementptr double, double* %arg.X.4, i64 %30
  br label %B138.us.epil98

B138.us.epil98:                                   ; preds = %B138.us.epil98, %B62.endif.us.new.epil
  %m.2.116.us.epil99 = phi double [ %.218.us.epil, %B62.endif.us.new.epil ], [ %.411.us.7.epil, %B138.us.epil98 ]
  %.260.014.us.epil100 = phi i64 [ 0, %B62.endif.us.new.epil ], [ %.329.us.7.epil, %B138.us.epil98 ]
  %scevgep177 = getelementptr double, double* %scevgep163, i64 %.260.014.us.epil100
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -7
  %.406.us.epil104 = load double, double* %scevgep178, align 8
  %.410.us.epil105 = fcmp ogt double %.406.us.epil104, %m.2.116.us.epil99
  %.411.us.epil106 = select i1 %.410.us.epil105, double %.406.us.epil104, double %m.2.116.us.epil99
  %scevgep174 = getelementptr double, double* %scevgep163, i64 %.260.014.us.epil100
  %scevgep175 = getelementptr double, double* %scevgep174, i64 -6
  %.406.us.1.epil = load double, double* %scevgep175, align 8
  %.410.us.1.epil = fcmp ogt double %.406.us.1.epil, %.411.us.epil106
  %.411.us.1.epil = select i1 %.410.us.1.epil, double %.406.us.1.epil, double %.411.us.epil106
  %scevgep172 = getelementptr double, double* %scevgep163, i64 %.260.014.us.epil100
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -5
  %.406.us.2.epil = load double, double* %scevgep173, align 8
  %.410.us.2.epil = fcmp ogt double %.406.us.2.epil, %.411.us.1.epil
  %.411.us.2.epil = select i1 %.410.us.2.epil, double %.406.us.2.epil, double %.411.us.1.epil
  %scevgep170 = getelementptr double, double* %scevgep163, i64 %.260.014.us.epil100
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -4
  %.406.us.3.epil = load double, double* %scevgep171, align 8
  %.410.us.3.epil = fcmp ogt double %.406.us.3.epil, %.411.us.2.epil
  %.411.us.3.epil = select i1 %.410.us.3.epil, double %.406.us.3.epil, double %.411.us.2.epil
  %scevgep168 = getelementptr double, double* %scevgep163, i64 %.260.014.us.epil100
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -3
  %.406.us.4.epil = load double, double* %scevgep169, align 8
  %.410.us.4.epil = fcmp ogt double %.406.us.4.epil, %.411.us.3.epil
  %.411.us.4.epil = select i1 %.410.us.4.epil, double %.406.us.4.epil, double %.411.us.3.epil
  %scevgep166 = getelementptr double, double* %scevgep163, i64 %.260.014.us.epil100
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -2
  %.406.us.5.epil = load double, double* %scevgep167, align 8
  %.410.us.5.epil = fcmp ogt double %.406.us.5.epil, %.411.us.4.epil
  %.411.us.5.epil = select i1 %.410.us.5.epil, double %.406.us.5.epil, double %.411.us.4.epil
  %scevgep164 = getelementptr double, double* %scevgep163, i64 %.260.014.us.epil100
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -1
  %.406.us.6.epil = load double, double* %scevgep165, align 8
  %.410.us.6.epil = fcmp ogt double %.406.us.6.epil, %.411.us.5.epil
  %.411.us.6.epil = select i1 %.410.us.6.epil, double %.406.us.6.epil, double %.411.us.5.epil
  %.329.us.7.epil = add nuw i64 %.260.014.us.epil100, 8
  %scevgep176 = getelementptr double, double* %scevgep163, i64 %.260.014.us.epil100
  %.406.us.7.epil = load double, double* %scevgep176, align 8
  %.410.us.7.epil = fcmp ogt double %.406.us.7.epil, %.411.us.6.epil
  %.411.us.7.epil = select i1 %.410.us.7.epil, double %.406.us.7.epil, double %.411.us.6.epil
  %niter.ncmp.7.epil = icmp eq i64 %unroll_iter.epil, %.329.us.7.epil
  br i1 %niter.ncmp.7.epil, label %B248.us.preheader.unr-lcssa.epil, label %B138.us.epil98

B248.us.preheader.unr-lcssa.epil:                 ; preds = %B138.us.epil98, %B62.endif.us.epil
  %.411.us.lcssa.ph.epil = phi double [ undef, %B62.endif.us.epil ], [ %.411.us.7.epil, %B138.us.epil98 ]
  %m.2.116.us.unr.epil = phi double [ %.218.us.epil, %B62.endif.us.epil ], [ %.411.us.7.epil, %B138.us.epil98 ]
  %.260.014.us.unr.epil = phi i64 [ 0, %B62.endif.us.epil ], [ %.329.us.7.epil, %B138.us.epil98 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %B248.us.preheader.epil, label %B138.us.epil.epil.preheader

B138.us.epil.epil.preheader:                      ; preds = %B248.us.preheader.unr-lcssa.epil
  %31 = add i64 %.260.014.us.unr.epil, %.213.us.epil
  %scevgep161 = getelementptr double, double* %arg.X.4, i64 %31
  br label %B138.us.epil.epil

B138.us.epil.epil:                                ; preds = %B138.us.epil.epil.preheader, %B138.us.epil.epil
  %m.2.116.us.epil.epil = phi double [ %.411.us.epil.epil, %B138.us.epil.epil ], [ %m.2.116.us.unr.epil, %B138.us.epil.epil.preheader ]
  %epil.iter.epil = phi i64 [ %epil.iter.next.epil, %B138.us.epil.epil ], [ 0, %B138.us.epil.epil.preheader ]
  %scevgep162 = getelementptr double, double* %scevgep161, i64 %epil.iter.epil
  %.406.us.epil.epil = load double, double* %scevgep162, align 8
  %.410.us.epil.epil = fcmp ogt double %.406.us.epil.epil, %m.2.116.us.epil.epil
  %.411.us.epil.epil = select i1 %.410.us.epil.epil, double %.406.us.epil.epil, double %m.2.116.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %B248.us.preheader.epil, label %B138.us.epil.epil, !llvm.loop !2

B248.us.preheader.epil:                           ; preds = %B138.us.epil.epil, %B248.us.preheader.unr-lcssa.epil
  %.411.us.lcssa.epil = phi double [ %.411.us.lcssa.ph.epil, %B248.us.preheader.unr-lcssa.epil ], [ %.411.us.epil.epil, %B138.us.epil.epil ]
  %xtraiter91.epil = and i64 %spec.select11, 7
  %32 = icmp ult i64 %0, 7
  br i1 %32, label %B320.us.unr-lcssa.epil, label %B248.us.preheader.new.epil

B248.us.preheader.new.epil:                       ; preds = %B248.us.preheader.epil
  %unroll_iter95.epil = and i64 %spec.select11, %const282
  %33 = add i64 %.213.us.epil, 7
  %scevgep145 = getelementptr double, double* %arg.X.4, i64 %33
  br label %B248.us.epil107

B248.us.epil107:                                  ; preds = %B248.us.epil107, %B248.us.preheader.new.epil
  %z.2.120.us.epil108 = phi double [ 0.000000e+00, %B248.us.preheader.new.epil ], [ %.613.us.7.epil, %B248.us.epil107 ]
  %.460.018.us.epil109 = phi i64 [ 0, %B248.us.preheader.new.epil ], [ %.529.us.7.epil, %B248.us.epil107 ]
  %scevgep159 = getelementptr double, double* %scevgep145, i64 %.460.018.us.epil109
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -7
  %.606.us.epil113 = load double, double* %scevgep160, align 8
  %.610.us.epil114 = fsub double %.606.us.epil113, %.411.us.lcssa.epil
  %.611.us.epil115 = tail call double @llvm.exp.f64(double %.610.us.epil114)
  %.613.us.epil116 = fadd double %z.2.120.us.epil108, %.611.us.epil115
  %scevgep156 = getelementptr double, double* %scevgep145, i64 %.460.018.us.epil109
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -6
  %.606.us.1.epil = load double, double* %scevgep157, align 8
  %.610.us.1.epil = fsub double %.606.us.1.epil, %.411.us.lcssa.epil
  %.611.us.1.epil = tail call double @llvm.exp.f64(double %.610.us.1.epil)
  %.613.us.1.epil = fadd double %.613.us.epil116, %.611.us.1.epil
  %scevgep154 = getelementptr double, double* %scevgep145, i64 %.460.018.us.epil109
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -5
  %.606.us.2.epil = load double, double* %scevgep155, align 8
  %.610.us.2.epil = fsub double %.606.us.2.epil, %.411.us.lcssa.epil
  %.611.us.2.epil = tail call double @llvm.exp.f64(double %.610.us.2.epil)
  %.613.us.2.epil = fadd double %.613.us.1.epil, %.611.us.2.epil
  %scevgep152 = getelementptr double, double* %scevgep145, i64 %.460.018.us.epil109
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -4
  %.606.us.3.epil = load double, double* %scevgep153, align 8
  %.610.us.3.epil = fsub double %.606.us.3.epil, %.411.us.lcssa.epil
  %.611.us.3.epil = tail call double @llvm.exp.f64(double %.610.us.3.epil)
  %.613.us.3.epil = fadd double %.613.us.2.epil, %.611.us.3.epil
  %scevgep150 = getelementptr double, double* %scevgep145, i64 %.460.018.us.epil109
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -3
  %.606.us.4.epil = load double, double* %scevgep151, align 8
  %.610.us.4.epil = fsub double %.606.us.4.epil, %.411.us.lcssa.epil
  %.611.us.4.epil = tail call double @llvm.exp.f64(double %.610.us.4.epil)
  %.613.us.4.epil = fadd double %.613.us.3.epil, %.611.us.4.epil
  %scevgep148 = getelementptr double, double* %scevgep145, i64 %.460.018.us.epil109
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -2
  %.606.us.5.epil = load double, double* %scevgep149, align 8
  %.610.us.5.epil = fsub double %.606.us.5.epil, %.411.us.lcssa.epil
  %.611.us.5.epil = tail call double @llvm.exp.f64(double %.610.us.5.epil)
  %.613.us.5.epil = fadd double %.613.us.4.epil, %.611.us.5.epil
  %scevgep146 = getelementptr double, double* %scevgep145, i64 %.460.018.us.epil109
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -1
  %.606.us.6.epil = load double, double* %scevgep147, align 8
  %.610.us.6.epil = fsub double %.606.us.6.epil, %.411.us.lcssa.epil
  %.611.us.6.epil = tail call double @llvm.exp.f64(double %.610.us.6.epil)
  %.613.us.6.epil = fadd double %.613.us.5.epil, %.611.us.6.epil
  %.529.us.7.epil = add nuw i64 %.460.018.us.epil109, 8
  %scevgep158 = getelementptr double, double* %scevgep145, i64 %.460.018.us.epil109
  %.606.us.7.epil = load double, double* %scevgep158, align 8
  %.610.us.7.epil = fsub double %.606.us.7.epil, %.411.us.lcssa.epil
  %.611.us.7.epil = tail call double @llvm.exp.f64(double %.610.us.7.epil)
  %.613.us.7.epil = fadd double %.613.us.6.epil, %.611.us.7.epil
  %niter96.ncmp.7.epil = icmp eq i64 %unroll_iter95.epil, %.529.us.7.epil
  br i1 %niter96.ncmp.7.epil, label %B320.us.unr-lcssa.epil, label %B248.us.epil107

B320.us.unr-lcssa.epil:                           ; preds = %B248.us.epil107, %B248.us.preheader.epil
  %.613.us.lcssa.ph.epil = phi double [ undef, %B248.us.preheader.epil ], [ %.613.us.7.epil, %B248.us.epil107 ]
  %z.2.120.us.unr.epil = phi double [ 0.000000e+00, %B248.us.preheader.epil ], [ %.613.us.7.epil, %B248.us.epil107 ]
  %.460.018.us.unr.epil = phi i64 [ 0, %B248.us.preheader.epil ], [ %.529.us.7.epil, %B248.us.epil107 ]
  %lcmp.mod93.epil.not = icmp eq i64 %xtraiter91.epil, 0
  br i1 %lcmp.mod93.epil.not, label %B320.us.epil, label %B248.us.epil.epil.preheader

B248.us.epil.epil.preheader:                      ; preds = %B320.us.unr-lcssa.epil
  %34 = add i64 %.460.018.us.unr.epil, %.213.us.epil
  %scevgep = getelementptr double, double* %arg.X.4, i64 %34
  br label %B248.us.epil.epil

B248.us.epil.epil:                                ; preds = %B248.us.epil.epil.preheader, %B248.us.epil.epil
  %z.2.120.us.epil.epil = phi double [ %.613.us.epil.epil, %B248.us.epil.epil ], [ %z.2.120.us.unr.epil, %B248.us.epil.epil.preheader ]
  %epil.iter92.epil = phi i64 [ %epil.iter92.next.epil, %B248.us.epil.epil ], [ 0, %B248.us.epil.epil.preheader ]
  %scevgep144 = getelementptr double, double* %scevgep, i64 %epil.iter92.epil
  %.606.us.epil.epil = load double, double* %scevgep144, align 8
  %.610.us.epil.epil = fsub double %.606.us.epil.epil, %.411.us.lcssa.epil
  %.611.us.epil.epil = tail call double @llvm.exp.f64(double %.610.us.epil.epil)
  %.613.us.epil.epil = fadd double %z.2.120.us.epil.epil, %.611.us.epil.epil
  %epil.iter92.next.epil = add i64 %epil.iter92.epil, 1
  %epil.iter92.cmp.epil.not = icmp eq i64 %xtraiter91.epil, %epil.iter92.next.epil
  br i1 %epil.iter92.cmp.epil.not, label %B320.us.epil, label %B248.us.epil.epil, !llvm.loop !0

B320.us.epil:                                     ; preds = %B248.us.epil.epil, %B320.us.unr-lcssa.epil
  %.613.us.lcssa.epil = phi double [ %.613.us.lcssa.ph.epil, %B320.us.unr-lcssa.epil ], [ %.613.us.epil.epil, %B248.us.epil.epil ]
  %.624.us.epil = tail call double @llvm.log.f64(double %.613.us.lcssa.epil)
  %.628.us.epil = fadd double %.411.us.lcssa.epil, %.624.us.epil
  %.632.us.epil = fadd double %s.2.024.us.unr, %.628.us.epil
  br label %common.ret

common.ret.loopexit89.unr-lcssa:                  ; preds = %B62.endif, %B62.endif.preheader
  %.632.lcssa.ph = phi double [ undef, %B62.endif.preheader ], [ %.632.7, %B62.endif ]
  %s.2.024.unr = phi double [ 0.000000e+00, %B62.endif.preheader ], [ %.632.7, %B62.endif ]
  %.65.022.unr = phi i64 [ 0, %B62.endif.preheader ], [ %.136.7, %B62.endif ]
  %lcmp.mod139.not = icmp eq i64 %xtraiter137, 0
  br i1 %lcmp.mod139.not, label %common.ret, label %B62.endif.epil.preheader

B62.endif.epil.preheader:                         ; preds = %common.ret.loopexit89.unr-lcssa
  %35 = mul i64 %.65.022.unr, %arg.X.5.1
  %scevgep258 = getelementptr double, double* %arg.X.4, i64 %35
  %36 = shl i64 %arg.X.5.1, 3
  br label %B62.endif.epil

B62.endif.epil:                                   ; preds = %B62.endif.epil.preheader, %B62.endif.epil
  %lsr.iv262 = phi i64 [ %xtraiter137, %B62.endif.epil.preheader ], [ %lsr.iv.next263, %B62.endif.epil ]
  %lsr.iv259 = phi double* [ %scevgep258, %B62.endif.epil.preheader ], [ %37, %B62.endif.epil ]
  %s.2.024.epil = phi double [ %.632.epil, %B62.endif.epil ], [ %s.2.024.unr, %B62.endif.epil.preheader ]
  %lsr.iv259260 = bitcast double* %lsr.iv259 to i1*
  %.218.epil = load double, double* %lsr.iv259, align 8
  %.628.epil = fadd double %.218.epil, %.624
  %.632.epil = fadd double %s.2.024.epil, %.628.epil
  %scevgep261 = getelementptr i1, i1* %lsr.iv259260, i64 %36
  %37 = bitcast i1* %scevgep261 to double*
  %lsr.iv.next263 = add nsw i64 %lsr.iv262, -1
  %epil.iter138.cmp.not = icmp eq i64 %lsr.iv.next263, 0
  br i1 %epil.iter138.cmp.not, label %common.ret, label %B62.endif.epil, !llvm.loop !3

common.ret:                                       ; preds = %B62.endif.epil, %common.ret.loopexit89.unr-lcssa, %B320.us.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.632.us.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.632.us.epil, %B320.us.epil ], [ %.632.lcssa.ph, %common.ret.loopexit89.unr-lcssa ], [ %.632.epil, %B62.endif.epil ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  ret i32 0

B62.endif:                                        ; preds = %B62.endif, %B62.endif.preheader.new
  %lsr.iv264 = phi double* [ %46, %B62.endif ], [ %arg.X.4, %B62.endif.preheader.new ]
  %s.2.024 = phi double [ 0.000000e+00, %B62.endif.preheader.new ], [ %.632.7, %B62.endif ]
  %.65.022 = phi i64 [ 0, %B62.endif.preheader.new ], [ %.136.7, %B62.endif ]
  %lsr.iv264265 = bitcast double* %lsr.iv264 to i1*
  %lsr.iv264267 = bitcast double* %lsr.iv264 to i8*
  %.218 = load double, double* %lsr.iv264, align 8
  %.628 = fadd double %.218, %.624
  %.632 = fadd double %s.2.024, %.628
  %uglygep = getelementptr i8, i8* %lsr.iv264267, i64 %8
  %sunkaddr284 = mul i64 %arg.X.5.1, 8
  %38 = bitcast double* %lsr.iv264 to i8*
  %sunkaddr285 = getelementptr i8, i8* %38, i64 %sunkaddr284
  %39 = bitcast i8* %sunkaddr285 to double*
  %.218.1 = load double, double* %39, align 8
  %.628.1 = fadd double %.218.1, %.624
  %.632.1 = fadd double %.632, %.628.1
  %uglygep269 = getelementptr i8, i8* %uglygep, i64 %8
  %sunkaddr286 = mul i64 %arg.X.5.1, 8
  %sunkaddr287 = getelementptr i8, i8* %uglygep, i64 %sunkaddr286
  %40 = bitcast i8* %sunkaddr287 to double*
  %.218.2 = load double, double* %40, align 8
  %.628.2 = fadd double %.218.2, %.624
  %.632.2 = fadd double %.632.1, %.628.2
  %uglygep271 = getelementptr i8, i8* %uglygep269, i64 %8
  %sunkaddr288 = mul i64 %arg.X.5.1, 8
  %sunkaddr289 = getelementptr i8, i8* %uglygep269, i64 %sunkaddr288
  %41 = bitcast i8* %sunkaddr289 to double*
  %.218.3 = load double, double* %41, align 8
  %.628.3 = fadd double %.218.3, %.624
  %.632.3 = fadd double %.632.2, %.628.3
  %uglygep273 = getelementptr i8, i8* %uglygep271, i64 %8
  %sunkaddr290 = mul i64 %arg.X.5.1, 8
  %sunkaddr291 = getelementptr i8, i8* %uglygep271, i64 %sunkaddr290
  %42 = bitcast i8* %sunkaddr291 to double*
  %.218.4 = load double, double* %42, align 8
  %.628.4 = fadd double %.218.4, %.624
  %.632.4 = fadd double %.632.3, %.628.4
  %uglygep275 = getelementptr i8, i8* %uglygep273, i64 %8
  %sunkaddr292 = mul i64 %arg.X.5.1, 8
  %sunkaddr293 = getelementptr i8, i8* %uglygep273, i64 %sunkaddr292
  %43 = bitcast i8* %sunkaddr293 to double*
  %.218.5 = load double, double* %43, align 8
  %.628.5 = fadd double %.218.5, %.624
  %.632.5 = fadd double %.632.4, %.628.5
  %uglygep277 = getelementptr i8, i8* %uglygep275, i64 %8
  %sunkaddr294 = mul i64 %arg.X.5.1, 8
  %sunkaddr295 = getelementptr i8, i8* %uglygep275, i64 %sunkaddr294
  %44 = bitcast i8* %sunkaddr295 to double*
  %.218.6 = load double, double* %44, align 8
  %.628.6 = fadd double %.218.6, %.624
  %.632.6 = fadd double %.632.5, %.628.6
  %.136.7 = add nuw i64 %.65.022, 8
  %sunkaddr = mul i64 %arg.X.5.1, 8
  %sunkaddr283 = getelementptr i8, i8* %uglygep277, i64 %sunkaddr
  %45 = bitcast i8* %sunkaddr283 to double*
  %.218.7 = load double, double* %45, align 8
  %.628.7 = fadd double %.218.7, %.624
  %.632.7 = fadd double %.632.6, %.628.7
  %scevgep266 = getelementptr i1, i1* %lsr.iv264265, i64 %7
  %46 = bitcast i1* %scevgep266 to double*
  %niter142.ncmp.7 = icmp eq i64 %unroll_iter141, %.136.7
  br i1 %niter142.ncmp.7, label %common.ret.loopexit89.unr-lcssa, label %B62.endif
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #1

define i8* @_ZN7cpython7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.softmax_loop, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.73, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !4

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
  %.53 = call i32 @_ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 undef, i64 undef) #2
  %.63 = load double, double* %.45, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  %.73 = call i8* @PyFloat_FromDouble(double %.63)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree nosync nounwind
define double @cfunc._ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 %.8, i64 undef, i64 undef) #2
  %.21 = load double, double* %.3, align 8
  ret double %.21
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !4

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nosync nounwind }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = !{!"branch_weights", i32 1, i32 99}
