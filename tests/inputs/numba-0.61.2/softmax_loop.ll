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

; Function Attrs: argmemonly nofree nosync nounwind
define i32 @_ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr #0 {
B0.endif:
  %.12322.not = icmp slt i64 %arg.X.5.0, 1
  br i1 %.12322.not, label %common.ret, label %B62.endif.lr.ph

B62.endif.lr.ph:                                  ; preds = %B0.endif
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.X.5.1, i64 0)
  %.51617.not = icmp slt i64 %arg.X.5.1, 1
  br i1 %.51617.not, label %B62.endif.preheader, label %B62.endif.us.us.preheader

B62.endif.us.us.preheader:                        ; preds = %B62.endif.lr.ph
  %const = bitcast i64 9223372036854775800 to i64
  %1 = add nsw i64 %0, -1
  %2 = icmp eq i64 %arg.X.5.0, 1
  br i1 %2, label %common.ret.loopexit54.unr-lcssa, label %B62.endif.us.us.preheader.new

B62.endif.us.us.preheader.new:                    ; preds = %B62.endif.us.us.preheader
  %unroll_iter91 = and i64 %arg.X.5.0, -2
  %xtraiter56 = and i64 %0, 7
  %unroll_iter60 = and i64 %0, %const
  %scevgep165 = getelementptr double, double* %arg.X.4, i64 7
  %3 = shl i64 %arg.X.5.1, 4
  %4 = add i64 %arg.X.5.1, 7
  %scevgep206 = getelementptr double, double* %arg.X.4, i64 %4
  %5 = shl i64 %arg.X.5.1, 1
  br label %B62.endif.us.us

B62.endif.preheader:                              ; preds = %B62.endif.lr.ph
  %.624 = tail call double @llvm.log.f64(double 0.000000e+00)
  %6 = add i64 %arg.X.5.0, -1
  %xtraiter = and i64 %arg.X.5.0, 7
  %7 = icmp ult i64 %6, 7
  br i1 %7, label %common.ret.loopexit.unr-lcssa, label %B62.endif.preheader.new

B62.endif.preheader.new:                          ; preds = %B62.endif.preheader
  %unroll_iter = and i64 %arg.X.5.0, -8
  %8 = shl i64 %arg.X.5.1, 6
  %9 = shl i64 %arg.X.5.1, 3
  br label %B62.endif

B62.endif.us.us:                                  ; preds = %B246.B320_crit_edge.us.us.1, %B62.endif.us.us.preheader.new
  %lsr.iv225 = phi i64 [ %lsr.iv.next226, %B246.B320_crit_edge.us.us.1 ], [ %arg.X.5.1, %B62.endif.us.us.preheader.new ]
  %lsr.iv207 = phi double* [ %28, %B246.B320_crit_edge.us.us.1 ], [ %scevgep206, %B62.endif.us.us.preheader.new ]
  %lsr.iv184 = phi double* [ %27, %B246.B320_crit_edge.us.us.1 ], [ %arg.X.4, %B62.endif.us.us.preheader.new ]
  %lsr.iv166 = phi double* [ %26, %B246.B320_crit_edge.us.us.1 ], [ %scevgep165, %B62.endif.us.us.preheader.new ]
  %s.2.025.us.us = phi double [ 0.000000e+00, %B62.endif.us.us.preheader.new ], [ %.632.us.us.1, %B246.B320_crit_edge.us.us.1 ]
  %.65.023.us.us = phi i64 [ 0, %B62.endif.us.us.preheader.new ], [ %.136.us.us.1, %B246.B320_crit_edge.us.us.1 ]
  %10 = icmp ult i64 %1, 7
  %.213.us.us = mul i64 %.65.023.us.us, %arg.X.5.1
  %.217.us.us = getelementptr double, double* %arg.X.4, i64 %.213.us.us
  %.218.us.us = load double, double* %.217.us.us, align 8
  br i1 %10, label %B248.us.us.preheader.unr-lcssa, label %B138.us.us.preheader

B138.us.us.preheader:                             ; preds = %B62.endif.us.us
  br label %B138.us.us

B248.us.us:                                       ; preds = %B248.us.us.preheader108, %B248.us.us
  %z.2.120.us.us = phi double [ %.613.us.us.7, %B248.us.us ], [ 0.000000e+00, %B248.us.us.preheader108 ]
  %.460.018.us.us = phi i64 [ %.529.us.us.7, %B248.us.us ], [ 0, %B248.us.us.preheader108 ]
  %scevgep202 = getelementptr double, double* %lsr.iv166, i64 %.460.018.us.us
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -7
  %.606.us.us = load double, double* %scevgep203, align 8
  %.610.us.us = fsub double %.606.us.us, %.411.us.us.lcssa
  %.611.us.us = tail call double @llvm.exp.f64(double %.610.us.us)
  %.613.us.us = fadd double %z.2.120.us.us, %.611.us.us
  %scevgep199 = getelementptr double, double* %lsr.iv166, i64 %.460.018.us.us
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -6
  %.606.us.us.1 = load double, double* %scevgep200, align 8
  %.610.us.us.1 = fsub double %.606.us.us.1, %.411.us.us.lcssa
  %.611.us.us.1 = tail call double @llvm.exp.f64(double %.610.us.us.1)
  %.613.us.us.1 = fadd double %.613.us.us, %.611.us.us.1
  %scevgep197 = getelementptr double, double* %lsr.iv166, i64 %.460.018.us.us
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -5
  %.606.us.us.2 = load double, double* %scevgep198, align 8
  %.610.us.us.2 = fsub double %.606.us.us.2, %.411.us.us.lcssa
  %.611.us.us.2 = tail call double @llvm.exp.f64(double %.610.us.us.2)
  %.613.us.us.2 = fadd double %.613.us.us.1, %.611.us.us.2
  %scevgep195 = getelementptr double, double* %lsr.iv166, i64 %.460.018.us.us
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -4
  %.606.us.us.3 = load double, double* %scevgep196, align 8
  %.610.us.us.3 = fsub double %.606.us.us.3, %.411.us.us.lcssa
  %.611.us.us.3 = tail call double @llvm.exp.f64(double %.610.us.us.3)
  %.613.us.us.3 = fadd double %.613.us.us.2, %.611.us.us.3
  %scevgep193 = getelementptr double, double* %lsr.iv166, i64 %.460.018.us.us
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -3
  %.606.us.us.4 = load double, double* %scevgep194, align 8
  %.610.us.us.4 = fsub double %.606.us.us.4, %.411.us.us.lcssa
  %.611.us.us.4 = tail call double @llvm.exp.f64(double %.610.us.us.4)
  %.613.us.us.4 = fadd double %.613.us.us.3, %.611.us.us.4
  %scevgep191 = getelementptr double, double* %lsr.iv166, i64 %.460.018.us.us
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -2
  %.606.us.us.5 = load double, double* %scevgep192, align 8
  %.610.us.us.5 = fsub double %.606.us.us.5, %.411.us.us.lcssa
  %.611.us.us.5 = tail call double @llvm.exp.f64(double %.610.us.us.5)
  %.613.us.us.5 = fadd double %.613.us.us.4, %.611.us.us.5
  %scevgep189 = getelementptr double, double* %lsr.iv166, i64 %.460.018.us.us
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -1
  %.606.us.us.6 = load double, double* %scevgep190, align 8
  %.610.us.us.6 = fsub double %.606.us.us.6, %.411.us.us.lcssa
  %.611.us.us.6 = tail call double @llvm.exp.f64(double %.610.us.us.6)
  %.613.us.us.6 = fadd double %.613.us.us.5, %.611.us.us.6
  %.529.us.us.7 = add nuw i64 %.460.018.us.us, 8
  %scevgep201 = getelementptr double, double* %lsr.iv166, i64 %.460.018.us.us
  %.606.us.us.7 = load double, double* %scevgep201, align 8
  %.610.us.us.7 = fsub double %.606.us.us.7, %.411.us.us.lcssa
  %.611.us.us.7 = tail call double @llvm.exp.f64(double %.610.us.us.7)
  %.613.us.us.7 = fadd double %.613.us.us.6, %.611.us.us.7
  %niter67.ncmp.7 = icmp eq i64 %unroll_iter60, %.529.us.us.7
  br i1 %niter67.ncmp.7, label %B246.B320_crit_edge.us.us.unr-lcssa, label %B248.us.us

B138.us.us:                                       ; preds = %B138.us.us.preheader, %B138.us.us
  %m.2.116.us.us = phi double [ %.411.us.us.7, %B138.us.us ], [ %.218.us.us, %B138.us.us.preheader ]
  %.260.014.us.us = phi i64 [ %.329.us.us.7, %B138.us.us ], [ 0, %B138.us.us.preheader ]
  %scevgep182 = getelementptr double, double* %lsr.iv166, i64 %.260.014.us.us
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -7
  %.406.us.us = load double, double* %scevgep183, align 8
  %.410.us.us = fcmp ogt double %.406.us.us, %m.2.116.us.us
  %.411.us.us = select i1 %.410.us.us, double %.406.us.us, double %m.2.116.us.us
  %scevgep179 = getelementptr double, double* %lsr.iv166, i64 %.260.014.us.us
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -6
  %.406.us.us.1 = load double, double* %scevgep180, align 8
  %.410.us.us.1 = fcmp ogt double %.406.us.us.1, %.411.us.us
  %.411.us.us.1 = select i1 %.410.us.us.1, double %.406.us.us.1, double %.411.us.us
  %scevgep177 = getelementptr double, double* %lsr.iv166, i64 %.260.014.us.us
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -5
  %.406.us.us.2 = load double, double* %scevgep178, align 8
  %.410.us.us.2 = fcmp ogt double %.406.us.us.2, %.411.us.us.1
  %.411.us.us.2 = select i1 %.410.us.us.2, double %.406.us.us.2, double %.411.us.us.1
  %scevgep175 = getelementptr double, double* %lsr.iv166, i64 %.260.014.us.us
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -4
  %.406.us.us.3 = load double, double* %scevgep176, align 8
  %.410.us.us.3 = fcmp ogt double %.406.us.us.3, %.411.us.us.2
  %.411.us.us.3 = select i1 %.410.us.us.3, double %.406.us.us.3, double %.411.us.us.2
  %scevgep173 = getelementptr double, double* %lsr.iv166, i64 %.260.014.us.us
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -3
  %.406.us.us.4 = load double, double* %scevgep174, align 8
  %.410.us.us.4 = fcmp ogt double %.406.us.us.4, %.411.us.us.3
  %.411.us.us.4 = select i1 %.410.us.us.4, double %.406.us.us.4, double %.411.us.us.3
  %scevgep171 = getelementptr double, double* %lsr.iv166, i64 %.260.014.us.us
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -2
  %.406.us.us.5 = load double, double* %scevgep172, align 8
  %.410.us.us.5 = fcmp ogt double %.406.us.us.5, %.411.us.us.4
  %.411.us.us.5 = select i1 %.410.us.us.5, double %.406.us.us.5, double %.411.us.us.4
  %scevgep169 = getelementptr double, double* %lsr.iv166, i64 %.260.014.us.us
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -1
  %.406.us.us.6 = load double, double* %scevgep170, align 8
  %.410.us.us.6 = fcmp ogt double %.406.us.us.6, %.411.us.us.5
  %.411.us.us.6 = select i1 %.410.us.us.6, double %.406.us.us.6, double %.411.us.us.5
  %.329.us.us.7 = add nuw i64 %.260.014.us.us, 8
  %scevgep181 = getelementptr double, double* %lsr.iv166, i64 %.260.014.us.us
  %.406.us.us.7 = load double, double* %scevgep181, align 8
  %.410.us.us.7 = fcmp ogt double %.406.us.us.7, %.411.us.us.6
  %.411.us.us.7 = select i1 %.410.us.us.7, double %.406.us.us.7, double %.411.us.us.6
  %niter61.ncmp.7 = icmp eq i64 %unroll_iter60, %.329.us.us.7
  br i1 %niter61.ncmp.7, label %B248.us.us.preheader.unr-lcssa, label %B138.us.us

B248.us.us.preheader.unr-lcssa:                   ; preds = %B138.us.us, %B62.endif.us.us
  %.411.us.us.lcssa.ph = phi double [ undef, %B62.endif.us.us ], [ %.411.us.us.7, %B138.us.us ]
  %m.2.116.us.us.unr = phi double [ %.218.us.us, %B62.endif.us.us ], [ %.411.us.us.7, %B138.us.us ]
  %.260.014.us.us.unr = phi i64 [ 0, %B62.endif.us.us ], [ %.329.us.us.7, %B138.us.us ]
  %11 = icmp eq i64 %xtraiter56, 0
  br i1 %11, label %B248.us.us.preheader, label %B138.us.us.epil.preheader

B138.us.us.epil.preheader:                        ; preds = %B248.us.us.preheader.unr-lcssa
  %scevgep187 = getelementptr double, double* %lsr.iv184, i64 %.260.014.us.us.unr
  br label %B138.us.us.epil

B138.us.us.epil:                                  ; preds = %B138.us.us.epil.preheader, %B138.us.us.epil
  %m.2.116.us.us.epil = phi double [ %.411.us.us.epil, %B138.us.us.epil ], [ %m.2.116.us.us.unr, %B138.us.us.epil.preheader ]
  %epil.iter57 = phi i64 [ %epil.iter57.next, %B138.us.us.epil ], [ 0, %B138.us.us.epil.preheader ]
  %scevgep188 = getelementptr double, double* %scevgep187, i64 %epil.iter57
  %.406.us.us.epil = load double, double* %scevgep188, align 8
  %.410.us.us.epil = fcmp ogt double %.406.us.us.epil, %m.2.116.us.us.epil
  %.411.us.us.epil = select i1 %.410.us.us.epil, double %.406.us.us.epil, double %m.2.116.us.us.epil
  %epil.iter57.next = add i64 %epil.iter57, 1
  %epil.iter57.cmp.not = icmp eq i64 %xtraiter56, %epil.iter57.next
  br i1 %epil.iter57.cmp.not, label %B248.us.us.preheader, label %B138.us.us.epil, !llvm.loop !0

B248.us.us.preheader:                             ; preds = %B138.us.us.epil, %B248.us.us.preheader.unr-lcssa
  %.411.us.us.lcssa = phi double [ %.411.us.us.lcssa.ph, %B248.us.us.preheader.unr-lcssa ], [ %.411.us.us.epil, %B138.us.us.epil ]
  %12 = icmp ult i64 %1, 7
  br i1 %12, label %B246.B320_crit_edge.us.us.unr-lcssa, label %B248.us.us.preheader108

B248.us.us.preheader108:                          ; preds = %B248.us.us.preheader
  br label %B248.us.us

B246.B320_crit_edge.us.us.unr-lcssa:              ; preds = %B248.us.us, %B248.us.us.preheader
  %.613.us.us.lcssa.ph = phi double [ undef, %B248.us.us.preheader ], [ %.613.us.us.7, %B248.us.us ]
  %z.2.120.us.us.unr = phi double [ 0.000000e+00, %B248.us.us.preheader ], [ %.613.us.us.7, %B248.us.us ]
  %.460.018.us.us.unr = phi i64 [ 0, %B248.us.us.preheader ], [ %.529.us.us.7, %B248.us.us ]
  %13 = and i64 %0, 7
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %B246.B320_crit_edge.us.us, label %B248.us.us.epil.preheader

B248.us.us.epil.preheader:                        ; preds = %B246.B320_crit_edge.us.us.unr-lcssa
  %scevgep204 = getelementptr double, double* %lsr.iv184, i64 %.460.018.us.us.unr
  br label %B248.us.us.epil

B248.us.us.epil:                                  ; preds = %B248.us.us.epil.preheader, %B248.us.us.epil
  %z.2.120.us.us.epil = phi double [ %.613.us.us.epil, %B248.us.us.epil ], [ %z.2.120.us.us.unr, %B248.us.us.epil.preheader ]
  %epil.iter63 = phi i64 [ %epil.iter63.next, %B248.us.us.epil ], [ 0, %B248.us.us.epil.preheader ]
  %scevgep205 = getelementptr double, double* %scevgep204, i64 %epil.iter63
  %.606.us.us.epil = load double, double* %scevgep205, align 8
  %.610.us.us.epil = fsub double %.606.us.us.epil, %.411.us.us.lcssa
  %.611.us.us.epil = tail call double @llvm.exp.f64(double %.610.us.us.epil)
  %.613.us.us.epil = fadd double %z.2.120.us.us.epil, %.611.us.us.epil
  %epil.iter63.next = add i64 %epil.iter63, 1
  %epil.iter63.cmp.not = icmp eq i64 %xtraiter56, %epil.iter63.next
  br i1 %epil.iter63.cmp.not, label %B246.B320_crit_edge.us.us, label %B248.us.us.epil, !llvm.loop !2

B246.B320_crit_edge.us.us:                        ; preds = %B248.us.us.epil, %B246.B320_crit_edge.us.us.unr-lcssa
  %.613.us.us.lcssa = phi double [ %.613.us.us.lcssa.ph, %B246.B320_crit_edge.us.us.unr-lcssa ], [ %.613.us.us.epil, %B248.us.us.epil ]
  %15 = icmp ult i64 %1, 7
  %.136.us.us = or i64 %.65.023.us.us, 1
  %.624.us.us = tail call double @llvm.log.f64(double %.613.us.us.lcssa)
  %.628.us.us = fadd double %.411.us.us.lcssa, %.624.us.us
  %.632.us.us = fadd double %s.2.025.us.us, %.628.us.us
  %.213.us.us.1 = mul i64 %.136.us.us, %arg.X.5.1
  %.217.us.us.1 = getelementptr double, double* %arg.X.4, i64 %.213.us.us.1
  %.218.us.us.1 = load double, double* %.217.us.us.1, align 8
  br i1 %15, label %B248.us.us.preheader.unr-lcssa.1, label %B138.us.us.1.preheader

B138.us.us.1.preheader:                           ; preds = %B246.B320_crit_edge.us.us
  br label %B138.us.us.1

B138.us.us.1:                                     ; preds = %B138.us.us.1.preheader, %B138.us.us.1
  %m.2.116.us.us.1 = phi double [ %.411.us.us.7.1, %B138.us.us.1 ], [ %.218.us.us.1, %B138.us.us.1.preheader ]
  %.260.014.us.us.1 = phi i64 [ %.329.us.us.7.1, %B138.us.us.1 ], [ 0, %B138.us.us.1.preheader ]
  %scevgep223 = getelementptr double, double* %lsr.iv207, i64 %.260.014.us.us.1
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -7
  %.406.us.us.196 = load double, double* %scevgep224, align 8
  %.410.us.us.197 = fcmp ogt double %.406.us.us.196, %m.2.116.us.us.1
  %.411.us.us.198 = select i1 %.410.us.us.197, double %.406.us.us.196, double %m.2.116.us.us.1
  %scevgep220 = getelementptr double, double* %lsr.iv207, i64 %.260.014.us.us.1
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -6
  %.406.us.us.1.1 = load double, double* %scevgep221, align 8
  %.410.us.us.1.1 = fcmp ogt double %.406.us.us.1.1, %.411.us.us.198
  %.411.us.us.1.1 = select i1 %.410.us.us.1.1, double %.406.us.us.1.1, double %.411.us.us.198
  %scevgep218 = getelementptr double, double* %lsr.iv207, i64 %.260.014.us.us.1
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -5
  %.406.us.us.2.1 = load double, double* %scevgep219, align 8
  %.410.us.us.2.1 = fcmp ogt double %.406.us.us.2.1, %.411.us.us.1.1
  %.411.us.us.2.1 = select i1 %.410.us.us.2.1, double %.406.us.us.2.1, double %.411.us.us.1.1
  %scevgep216 = getelementptr double, double* %lsr.iv207, i64 %.260.014.us.us.1
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -4
  %.406.us.us.3.1 = load double, double* %scevgep217, align 8
  %.410.us.us.3.1 = fcmp ogt double %.406.us.us.3.1, %.411.us.us.2.1
  %.411.us.us.3.1 = select i1 %.410.us.us.3.1, double %.406.us.us.3.1, double %.411.us.us.2.1
  %scevgep214 = getelementptr double, double* %lsr.iv207, i64 %.260.014.us.us.1
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -3
  %.406.us.us.4.1 = load double, double* %scevgep215, align 8
  %.410.us.us.4.1 = fcmp ogt double %.406.us.us.4.1, %.411.us.us.3.1
  %.411.us.us.4.1 = select i1 %.410.us.us.4.1, double %.406.us.us.4.1, double %.411.us.us.3.1
  %scevgep212 = getelementptr double, double* %lsr.iv207, i64 %.260.014.us.us.1
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -2
  %.406.us.us.5.1 = load double, double* %scevgep213, align 8
  %.410.us.us.5.1 = fcmp ogt double %.406.us.us.5.1, %.411.us.us.4.1
  %.411.us.us.5.1 = select i1 %.410.us.us.5.1, double %.406.us.us.5.1, double %.411.us.us.4.1
  %scevgep210 = getelementptr double, double* %lsr.iv207, i64 %.260.014.us.us.1
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -1
  %.406.us.us.6.1 = load double, double* %scevgep211, align 8
  %.410.us.us.6.1 = fcmp ogt double %.406.us.us.6.1, %.411.us.us.5.1
  %.411.us.us.6.1 = select i1 %.410.us.us.6.1, double %.406.us.us.6.1, double %.411.us.us.5.1
  %.329.us.us.7.1 = add nuw i64 %.260.014.us.us.1, 8
  %scevgep222 = getelementptr double, double* %lsr.iv207, i64 %.260.014.us.us.1
  %.406.us.us.7.1 = load double, double* %scevgep222, align 8
  %.410.us.us.7.1 = fcmp ogt double %.406.us.us.7.1, %.411.us.us.6.1
  %.411.us.us.7.1 = select i1 %.410.us.us.7.1, double %.406.us.us.7.1, double %.411.us.us.6.1
  %niter61.ncmp.7.1 = icmp eq i64 %unroll_iter60, %.329.us.us.7.1
  br i1 %niter61.ncmp.7.1, label %B248.us.us.preheader.unr-lcssa.1, label %B138.us.us.1

B248.us.us.preheader.unr-lcssa.1:                 ; preds = %B138.us.us.1, %B246.B320_crit_edge.us.us
  %.411.us.us.lcssa.ph.1 = phi double [ undef, %B246.B320_crit_edge.us.us ], [ %.411.us.us.7.1, %B138.us.us.1 ]
  %m.2.116.us.us.unr.1 = phi double [ %.218.us.us.1, %B246.B320_crit_edge.us.us ], [ %.411.us.us.7.1, %B138.us.us.1 ]
  %.260.014.us.us.unr.1 = phi i64 [ 0, %B246.B320_crit_edge.us.us ], [ %.329.us.us.7.1, %B138.us.us.1 ]
  %16 = and i64 %0, 7
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %B248.us.us.preheader.1, label %B138.us.us.epil.1.preheader

B138.us.us.epil.1.preheader:                      ; preds = %B248.us.us.preheader.unr-lcssa.1
  %18 = add i64 %.260.014.us.us.unr.1, %lsr.iv225
  %scevgep227 = getelementptr double, double* %arg.X.4, i64 %18
  br label %B138.us.us.epil.1

B138.us.us.epil.1:                                ; preds = %B138.us.us.epil.1.preheader, %B138.us.us.epil.1
  %m.2.116.us.us.epil.1 = phi double [ %.411.us.us.epil.1, %B138.us.us.epil.1 ], [ %m.2.116.us.us.unr.1, %B138.us.us.epil.1.preheader ]
  %epil.iter57.1 = phi i64 [ %epil.iter57.next.1, %B138.us.us.epil.1 ], [ 0, %B138.us.us.epil.1.preheader ]
  %scevgep228 = getelementptr double, double* %scevgep227, i64 %epil.iter57.1
  %.406.us.us.epil.1 = load double, double* %scevgep228, align 8
  %.410.us.us.epil.1 = fcmp ogt double %.406.us.us.epil.1, %m.2.116.us.us.epil.1
  %.411.us.us.epil.1 = select i1 %.410.us.us.epil.1, double %.406.us.us.epil.1, double %m.2.116.us.us.epil.1
  %epil.iter57.next.1 = add i64 %epil.iter57.1, 1
  %epil.iter57.cmp.1.not = icmp eq i64 %xtraiter56, %epil.iter57.next.1
  br i1 %epil.iter57.cmp.1.not, label %B248.us.us.preheader.1, label %B138.us.us.epil.1, !llvm.loop !0

B248.us.us.preheader.1:                           ; preds = %B138.us.us.epil.1, %B248.us.us.preheader.unr-lcssa.1
  %.411.us.us.lcssa.1 = phi double [ %.411.us.us.lcssa.ph.1, %B248.us.us.preheader.unr-lcssa.1 ], [ %.411.us.us.epil.1, %B138.us.us.epil.1 ]
  %19 = icmp ult i64 %1, 7
  br i1 %19, label %B246.B320_crit_edge.us.us.unr-lcssa.1, label %B248.us.us.1.preheader

B248.us.us.1.preheader:                           ; preds = %B248.us.us.preheader.1
  br label %B248.us.us.1

B248.us.us.1:                                     ; preds = %B248.us.us.1.preheader, %B248.us.us.1
  %z.2.120.us.us.1 = phi double [ %.613.us.us.7.1, %B248.us.us.1 ], [ 0.000000e+00, %B248.us.us.1.preheader ]
  %.460.018.us.us.1 = phi i64 [ %.529.us.us.7.1, %B248.us.us.1 ], [ 0, %B248.us.us.1.preheader ]
  %scevgep242 = getelementptr double, double* %lsr.iv207, i64 %.460.018.us.us.1
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -7
  %.606.us.us.1103 = load double, double* %scevgep243, align 8
  %.610.us.us.1104 = fsub double %.606.us.us.1103, %.411.us.us.lcssa.1
  %.611.us.us.1105 = tail call double @llvm.exp.f64(double %.610.us.us.1104)
  %.613.us.us.1106 = fadd double %z.2.120.us.us.1, %.611.us.us.1105
  %scevgep239 = getelementptr double, double* %lsr.iv207, i64 %.460.018.us.us.1
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -6
  %.606.us.us.1.1 = load double, double* %scevgep240, align 8
  %.610.us.us.1.1 = fsub double %.606.us.us.1.1, %.411.us.us.lcssa.1
  %.611.us.us.1.1 = tail call double @llvm.exp.f64(double %.610.us.us.1.1)
  %.613.us.us.1.1 = fadd double %.613.us.us.1106, %.611.us.us.1.1
  %scevgep237 = getelementptr double, double* %lsr.iv207, i64 %.460.018.us.us.1
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -5
  %.606.us.us.2.1 = load double, double* %scevgep238, align 8
  %.610.us.us.2.1 = fsub double %.606.us.us.2.1, %.411.us.us.lcssa.1
  %.611.us.us.2.1 = tail call double @llvm.exp.f64(double %.610.us.us.2.1)
  %.613.us.us.2.1 = fadd double %.613.us.us.1.1, %.611.us.us.2.1
  %scevgep235 = getelementptr double, double* %lsr.iv207, i64 %.460.018.us.us.1
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -4
  %.606.us.us.3.1 = load double, double* %scevgep236, align 8
  %.610.us.us.3.1 = fsub double %.606.us.us.3.1, %.411.us.us.lcssa.1
  %.611.us.us.3.1 = tail call double @llvm.exp.f64(double %.610.us.us.3.1)
  %.613.us.us.3.1 = fadd double %.613.us.us.2.1, %.611.us.us.3.1
  %scevgep233 = getelementptr double, double* %lsr.iv207, i64 %.460.018.us.us.1
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -3
  %.606.us.us.4.1 = load double, double* %scevgep234, align 8
  %.610.us.us.4.1 = fsub double %.606.us.us.4.1, %.411.us.us.lcssa.1
  %.611.us.us.4.1 = tail call double @llvm.exp.f64(double %.610.us.us.4.1)
  %.613.us.us.4.1 = fadd double %.613.us.us.3.1, %.611.us.us.4.1
  %scevgep231 = getelementptr double, double* %lsr.iv207, i64 %.460.018.us.us.1
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -2
  %.606.us.us.5.1 = load double, double* %scevgep232, align 8
  %.610.us.us.5.1 = fsub double %.606.us.us.5.1, %.411.us.us.lcssa.1
  %.611.us.us.5.1 = tail call double @llvm.exp.f64(double %.610.us.us.5.1)
  %.613.us.us.5.1 = fadd double %.613.us.us.4.1, %.611.us.us.5.1
  %scevgep229 = getelementptr double, double* %lsr.iv207, i64 %.460.018.us.us.1
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -1
  %.606.us.us.6.1 = load double, double* %scevgep230, align 8
  %.610.us.us.6.1 = fsub double %.606.us.us.6.1, %.411.us.us.lcssa.1
  %.611.us.us.6.1 = tail call double @llvm.exp.f64(double %.610.us.us.6.1)
  %.613.us.us.6.1 = fadd double %.613.us.us.5.1, %.611.us.us.6.1
  %.529.us.us.7.1 = add nuw i64 %.460.018.us.us.1, 8
  %scevgep241 = getelementptr double, double* %lsr.iv207, i64 %.460.018.us.us.1
  %.606.us.us.7.1 = load double, double* %scevgep241, align 8
  %.610.us.us.7.1 = fsub double %.606.us.us.7.1, %.411.us.us.lcssa.1
  %.611.us.us.7.1 = tail call double @llvm.exp.f64(double %.610.us.us.7.1)
  %.613.us.us.7.1 = fadd double %.613.us.us.6.1, %.611.us.us.7.1
  %niter67.ncmp.7.1 = icmp eq i64 %unroll_iter60, %.529.us.us.7.1
  br i1 %niter67.ncmp.7.1, label %B246.B320_crit_edge.us.us.unr-lcssa.1, label %B248.us.us.1

B246.B320_crit_edge.us.us.unr-lcssa.1:            ; preds = %B248.us.us.1, %B248.us.us.preheader.1
  %.613.us.us.lcssa.ph.1 = phi double [ undef, %B248.us.us.preheader.1 ], [ %.613.us.us.7.1, %B248.us.us.1 ]
  %z.2.120.us.us.unr.1 = phi double [ 0.000000e+00, %B248.us.us.preheader.1 ], [ %.613.us.us.7.1, %B248.us.us.1 ]
  %.460.018.us.us.unr.1 = phi i64 [ 0, %B248.us.us.preheader.1 ], [ %.529.us.us.7.1, %B248.us.us.1 ]
  %20 = and i64 %0, 7
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %B246.B320_crit_edge.us.us.1, label %B248.us.us.epil.1.preheader

B248.us.us.epil.1.preheader:                      ; preds = %B246.B320_crit_edge.us.us.unr-lcssa.1
  %22 = add i64 %.460.018.us.us.unr.1, %lsr.iv225
  %scevgep244 = getelementptr double, double* %arg.X.4, i64 %22
  br label %B248.us.us.epil.1

B248.us.us.epil.1:                                ; preds = %B248.us.us.epil.1.preheader, %B248.us.us.epil.1
  %z.2.120.us.us.epil.1 = phi double [ %.613.us.us.epil.1, %B248.us.us.epil.1 ], [ %z.2.120.us.us.unr.1, %B248.us.us.epil.1.preheader ]
  %epil.iter63.1 = phi i64 [ %epil.iter63.next.1, %B248.us.us.epil.1 ], [ 0, %B248.us.us.epil.1.preheader ]
  %scevgep245 = getelementptr double, double* %scevgep244, i64 %epil.iter63.1
  %.606.us.us.epil.1 = load double, double* %scevgep245, align 8
  %.610.us.us.epil.1 = fsub double %.606.us.us.epil.1, %.411.us.us.lcssa.1
  %.611.us.us.epil.1 = tail call double @llvm.exp.f64(double %.610.us.us.epil.1)
  %.613.us.us.epil.1 = fadd double %z.2.120.us.us.epil.1, %.611.us.us.epil.1
  %epil.iter63.next.1 = add i64 %epil.iter63.1, 1
  %epil.iter63.cmp.1.not = icmp eq i64 %xtraiter56, %epil.iter63.next.1
  br i1 %epil.iter63.cmp.1.not, label %B246.B320_crit_edge.us.us.1, label %B248.us.us.epil.1, !llvm.loop !2

B246.B320_crit_edge.us.us.1:                      ; preds = %B248.us.us.epil.1, %B246.B320_crit_edge.us.us.unr-lcssa.1
  %.613.us.us.lcssa.1 = phi double [ %.613.us.us.lcssa.ph.1, %B246.B320_crit_edge.us.us.unr-lcssa.1 ], [ %.613.us.us.epil.1, %B248.us.us.epil.1 ]
  %23 = bitcast double* %lsr.iv166 to i1*
  %24 = bitcast double* %lsr.iv184 to i1*
  %25 = bitcast double* %lsr.iv207 to i1*
  %.136.us.us.1 = add nuw nsw i64 %.65.023.us.us, 2
  %.624.us.us.1 = tail call double @llvm.log.f64(double %.613.us.us.lcssa.1)
  %.628.us.us.1 = fadd double %.411.us.us.lcssa.1, %.624.us.us.1
  %.632.us.us.1 = fadd double %.632.us.us, %.628.us.us.1
  %scevgep168 = getelementptr i1, i1* %23, i64 %3
  %26 = bitcast i1* %scevgep168 to double*
  %scevgep186 = getelementptr i1, i1* %24, i64 %3
  %27 = bitcast i1* %scevgep186 to double*
  %scevgep209 = getelementptr i1, i1* %25, i64 %3
  %28 = bitcast i1* %scevgep209 to double*
  %lsr.iv.next226 = add i64 %lsr.iv225, %5
  %niter92.ncmp.1 = icmp eq i64 %.136.us.us.1, %unroll_iter91
  br i1 %niter92.ncmp.1, label %common.ret.loopexit54.unr-lcssa, label %B62.endif.us.us

common.ret.loopexit.unr-lcssa:                    ; preds = %B62.endif, %B62.endif.preheader
  %.632.lcssa.ph = phi double [ undef, %B62.endif.preheader ], [ %.632.7, %B62.endif ]
  %s.2.025.unr = phi double [ 0.000000e+00, %B62.endif.preheader ], [ %.632.7, %B62.endif ]
  %.65.023.unr = phi i64 [ 0, %B62.endif.preheader ], [ %.136.7, %B62.endif ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B62.endif.epil.preheader

B62.endif.epil.preheader:                         ; preds = %common.ret.loopexit.unr-lcssa
  %29 = mul i64 %.65.023.unr, %arg.X.5.1
  %scevgep = getelementptr double, double* %arg.X.4, i64 %29
  %30 = shl i64 %arg.X.5.1, 3
  br label %B62.endif.epil

B62.endif.epil:                                   ; preds = %B62.endif.epil.preheader, %B62.endif.epil
  %lsr.iv111 = phi i64 [ %xtraiter, %B62.endif.epil.preheader ], [ %lsr.iv.next, %B62.endif.epil ]
  %lsr.iv = phi double* [ %scevgep, %B62.endif.epil.preheader ], [ %31, %B62.endif.epil ]
  %s.2.025.epil = phi double [ %.632.epil, %B62.endif.epil ], [ %s.2.025.unr, %B62.endif.epil.preheader ]
  %lsr.iv109 = bitcast double* %lsr.iv to i1*
  %.218.epil = load double, double* %lsr.iv, align 8
  %.628.epil = fadd double %.218.epil, %.624
  %.632.epil = fadd double %s.2.025.epil, %.628.epil
  %scevgep110 = getelementptr i1, i1* %lsr.iv109, i64 %30
  %31 = bitcast i1* %scevgep110 to double*
  %lsr.iv.next = add nsw i64 %lsr.iv111, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B62.endif.epil, !llvm.loop !3

common.ret.loopexit54.unr-lcssa:                  ; preds = %B246.B320_crit_edge.us.us.1, %B62.endif.us.us.preheader
  %.632.us.us.lcssa.ph = phi double [ undef, %B62.endif.us.us.preheader ], [ %.632.us.us.1, %B246.B320_crit_edge.us.us.1 ]
  %s.2.025.us.us.unr = phi double [ 0.000000e+00, %B62.endif.us.us.preheader ], [ %.632.us.us.1, %B246.B320_crit_edge.us.us.1 ]
  %.65.023.us.us.unr = phi i64 [ 0, %B62.endif.us.us.preheader ], [ %.136.us.us.1, %B246.B320_crit_edge.us.us.1 ]
  %32 = and i64 %arg.X.5.0, 1
  %lcmp.mod89.not = icmp eq i64 %32, 0
  br i1 %lcmp.mod89.not, label %common.ret, label %B62.endif.us.us.epil

B62.endif.us.us.epil:                             ; preds = %common.ret.loopexit54.unr-lcssa
  %.213.us.us.epil = mul i64 %.65.023.us.us.unr, %arg.X.5.1
  %.217.us.us.epil = getelementptr double, double* %arg.X.4, i64 %.213.us.us.epil
  %.218.us.us.epil = load double, double* %.217.us.us.epil, align 8
  %xtraiter56.epil = and i64 %0, 7
  %33 = icmp ult i64 %1, 7
  br i1 %33, label %B248.us.us.preheader.unr-lcssa.epil, label %B62.endif.us.us.new.epil

B62.endif.us.us.new.epil:                         ; preds = %B62.endif.us.us.epil
  %unroll_iter60.epil = and i64 %0, %const
  %34 = add i64 %.213.us.us.epil, 7
  %scevgep149 = getelementptr double, double* %arg.X.4, i64 %34
  br label %B138.us.us.epil69

B138.us.us.epil69:                                ; preds = %B138.us.us.epil69, %B62.endif.us.us.new.epil
  %m.2.116.us.us.epil70 = phi double [ %.218.us.us.epil, %B62.endif.us.us.new.epil ], [ %.411.us.us.7.epil, %B138.us.us.epil69 ]
  %.260.014.us.us.epil71 = phi i64 [ 0, %B62.endif.us.us.new.epil ], [ %.329.us.us.7.epil, %B138.us.us.epil69 ]
  %scevgep163 = getelementptr double, double* %scevgep149, i64 %.260.014.us.us.epil71
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -7
  %.406.us.us.epil75 = load double, double* %scevgep164, align 8
  %.410.us.us.epil76 = fcmp ogt double %.406.us.us.epil75, %m.2.116.us.us.epil70
  %.411.us.us.epil77 = select i1 %.410.us.us.epil76, double %.406.us.us.epil75, double %m.2.116.us.us.epil70
  %scevgep160 = getelementptr double, double* %scevgep149, i64 %.260.014.us.us.epil71
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -6
  %.406.us.us.1.epil = load double, double* %scevgep161, align 8
  %.410.us.us.1.epil = fcmp ogt double %.406.us.us.1.epil, %.411.us.us.epil77
  %.411.us.us.1.epil = select i1 %.410.us.us.1.epil, double %.406.us.us.1.epil, double %.411.us.us.epil77
  %scevgep158 = getelementptr double, double* %scevgep149, i64 %.260.014.us.us.epil71
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -5
  %.406.us.us.2.epil = load double, double* %scevgep159, align 8
  %.410.us.us.2.epil = fcmp ogt double %.406.us.us.2.epil, %.411.us.us.1.epil
  %.411.us.us.2.epil = select i1 %.410.us.us.2.epil, double %.406.us.us.2.epil, double %.411.us.us.1.epil
  %scevgep156 = getelementptr double, double* %scevgep149, i64 %.260.014.us.us.epil71
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -4
  %.406.us.us.3.epil = load double, double* %scevgep157, align 8
  %.410.us.us.3.epil = fcmp ogt double %.406.us.us.3.epil, %.411.us.us.2.epil
  %.411.us.us.3.epil = select i1 %.410.us.us.3.epil, double %.406.us.us.3.epil, double %.411.us.us.2.epil
  %scevgep154 = getelementptr double, double* %scevgep149, i64 %.260.014.us.us.epil71
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -3
  %.406.us.us.4.epil = load double, double* %scevgep155, align 8
  %.410.us.us.4.epil = fcmp ogt double %.406.us.us.4.epil, %.411.us.us.3.epil
  %.411.us.us.4.epil = select i1 %.410.us.us.4.epil, double %.406.us.us.4.epil, double %.411.us.us.3.epil
  %scevgep152 = getelementptr double, double* %scevgep149, i64 %.260.014.us.us.epil71
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -2
  %.406.us.us.5.epil = load double, double* %scevgep153, align 8
  %.410.us.us.5.epil = fcmp ogt double %.406.us.us.5.epil, %.411.us.us.4.epil
  %.411.us.us.5.epil = select i1 %.410.us.us.5.epil, double %.406.us.us.5.epil, double %.411.us.us.4.epil
  %scevgep150 = getelementptr double, double* %scevgep149, i64 %.260.014.us.us.epil71
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -1
  %.406.us.us.6.epil = load double, double* %scevgep151, align 8
  %.410.us.us.6.epil = fcmp ogt double %.406.us.us.6.epil, %.411.us.us.5.epil
  %.411.us.us.6.epil = select i1 %.410.us.us.6.epil, double %.406.us.us.6.epil, double %.411.us.us.5.epil
  %.329.us.us.7.epil = add nuw i64 %.260.014.us.us.epil71, 8
  %scevgep162 = getelementptr double, double* %scevgep149, i64 %.260.014.us.us.epil71
  %.406.us.us.7.epil = load double, double* %scevgep162, align 8
  %.410.us.us.7.epil = fcmp ogt double %.406.us.us.7.epil, %.411.us.us.6.epil
  %.411.us.us.7.epil = select i1 %.410.us.us.7.epil, double %.406.us.us.7.epil, double %.411.us.us.6.epil
  %niter61.ncmp.7.epil = icmp eq i64 %unroll_iter60.epil, %.329.us.us.7.epil
  br i1 %niter61.ncmp.7.epil, label %B248.us.us.preheader.unr-lcssa.epil, label %B138.us.us.epil69

B248.us.us.preheader.unr-lcssa.epil:              ; preds = %B138.us.us.epil69, %B62.endif.us.us.epil
  %.411.us.us.lcssa.ph.epil = phi double [ undef, %B62.endif.us.us.epil ], [ %.411.us.us.7.epil, %B138.us.us.epil69 ]
  %m.2.116.us.us.unr.epil = phi double [ %.218.us.us.epil, %B62.endif.us.us.epil ], [ %.411.us.us.7.epil, %B138.us.us.epil69 ]
  %.260.014.us.us.unr.epil = phi i64 [ 0, %B62.endif.us.us.epil ], [ %.329.us.us.7.epil, %B138.us.us.epil69 ]
  %lcmp.mod58.epil.not = icmp eq i64 %xtraiter56.epil, 0
  br i1 %lcmp.mod58.epil.not, label %B248.us.us.preheader.epil, label %B138.us.us.epil.epil.preheader

B138.us.us.epil.epil.preheader:                   ; preds = %B248.us.us.preheader.unr-lcssa.epil
  %35 = add i64 %.260.014.us.us.unr.epil, %.213.us.us.epil
  %scevgep147 = getelementptr double, double* %arg.X.4, i64 %35
  br label %B138.us.us.epil.epil

B138.us.us.epil.epil:                             ; preds = %B138.us.us.epil.epil.preheader, %B138.us.us.epil.epil
  %m.2.116.us.us.epil.epil = phi double [ %.411.us.us.epil.epil, %B138.us.us.epil.epil ], [ %m.2.116.us.us.unr.epil, %B138.us.us.epil.epil.preheader ]
  %epil.iter57.epil = phi i64 [ %epil.iter57.next.epil, %B138.us.us.epil.epil ], [ 0, %B138.us.us.epil.epil.preheader ]
  %scevgep148 = getelementptr double, double* %scevgep147, i64 %epil.iter57.epil
  %.406.us.us.epil.epil = load double, double* %scevgep148, align 8
  %.410.us.us.epil.epil = fcmp ogt double %.406.us.us.epil.epil, %m.2.116.us.us.epil.epil
  %.411.us.us.epil.epil = select i1 %.410.us.us.epil.epil, double %.406.us.us.epil.epil, double %m.2.116.us.us.epil.epil
  %epil.iter57.next.epil = add i64 %epil.iter57.epil, 1
  %epil.iter57.cmp.epil.not = icmp eq i64 %xtraiter56.epil, %epil.iter57.next.epil
  br i1 %epil.iter57.cmp.epil.not, label %B248.us.us.preheader.epil, label %B138.us.us.epil.epil, !llvm.loop !0

B248.us.us.preheader.epil:                        ; preds = %B138.us.us.epil.epil, %B248.us.us.preheader.unr-lcssa.epil
  %.411.us.us.lcssa.epil = phi double [ %.411.us.us.lcssa.ph.epil, %B248.us.us.preheader.unr-lcssa.epil ], [ %.411.us.us.epil.epil, %B138.us.us.epil.epil ]
  %xtraiter62.epil = and i64 %0, 7
  %36 = icmp ult i64 %1, 7
  br i1 %36, label %B246.B320_crit_edge.us.us.unr-lcssa.epil, label %B248.us.us.preheader.new.epil

B248.us.us.preheader.new.epil:                    ; preds = %B248.us.us.preheader.epil
  %unroll_iter66.epil = and i64 %0, %const
  %37 = add i64 %.213.us.us.epil, 7
  %scevgep131 = getelementptr double, double* %arg.X.4, i64 %37
  br label %B248.us.us.epil78

B248.us.us.epil78:                                ; preds = %B248.us.us.epil78, %B248.us.us.preheader.new.epil
  %z.2.120.us.us.epil79 = phi double [ 0.000000e+00, %B248.us.us.preheader.new.epil ], [ %.613.us.us.7.epil, %B248.us.us.epil78 ]
  %.460.018.us.us.epil80 = phi i64 [ 0, %B248.us.us.preheader.new.epil ], [ %.529.us.us.7.epil, %B248.us.us.epil78 ]
  %scevgep145 = getelementptr double, double* %scevgep131, i64 %.460.018.us.us.epil80
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -7
  %.606.us.us.epil84 = load double, double* %scevgep146, align 8
  %.610.us.us.epil85 = fsub double %.606.us.us.epil84, %.411.us.us.lcssa.epil
  %.611.us.us.epil86 = tail call double @llvm.exp.f64(double %.610.us.us.epil85)
  %.613.us.us.epil87 = fadd double %z.2.120.us.us.epil79, %.611.us.us.epil86
  %scevgep142 = getelementptr double, double* %scevgep131, i64 %.460.018.us.us.epil80
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -6
  %.606.us.us.1.epil = load double, double* %scevgep143, align 8
  %.610.us.us.1.epil = fsub double %.606.us.us.1.epil, %.411.us.us.lcssa.epil
  %.611.us.us.1.epil = tail call double @llvm.exp.f64(double %.610.us.us.1.epil)
  %.613.us.us.1.epil = fadd double %.613.us.us.epil87, %.611.us.us.1.epil
  %scevgep140 = getelementptr double, double* %scevgep131, i64 %.460.018.us.us.epil80
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -5
  %.606.us.us.2.epil = load double, double* %scevgep141, align 8
  %.610.us.us.2.epil = fsub double %.606.us.us.2.epil, %.411.us.us.lcssa.epil
  %.611.us.us.2.epil = tail call double @llvm.exp.f64(double %.610.us.us.2.epil)
  %.613.us.us.2.epil = fadd double %.613.us.us.1.epil, %.611.us.us.2.epil
  %scevgep138 = getelementptr double, double* %scevgep131, i64 %.460.018.us.us.epil80
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -4
  %.606.us.us.3.epil = load double, double* %scevgep139, align 8
  %.610.us.us.3.epil = fsub double %.606.us.us.3.epil, %.411.us.us.lcssa.epil
  %.611.us.us.3.epil = tail call double @llvm.exp.f64(double %.610.us.us.3.epil)
  %.613.us.us.3.epil = fadd double %.613.us.us.2.epil, %.611.us.us.3.epil
  %scevgep136 = getelementptr double, double* %scevgep131, i64 %.460.018.us.us.epil80
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -3
  %.606.us.us.4.epil = load double, double* %scevgep137, align 8
  %.610.us.us.4.epil = fsub double %.606.us.us.4.epil, %.411.us.us.lcssa.epil
  %.611.us.us.4.epil = tail call double @llvm.exp.f64(double %.610.us.us.4.epil)
  %.613.us.us.4.epil = fadd double %.613.us.us.3.epil, %.611.us.us.4.epil
  %scevgep134 = getelementptr double, double* %scevgep131, i64 %.460.018.us.us.epil80
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -2
  %.606.us.us.5.epil = load double, double* %scevgep135, align 8
  %.610.us.us.5.epil = fsub double %.606.us.us.5.epil, %.411.us.us.lcssa.epil
  %.611.us.us.5.epil = tail call double @llvm.exp.f64(double %.610.us.us.5.epil)
  %.613.us.us.5.epil = fadd double %.613.us.us.4.epil, %.611.us.us.5.epil
  %scevgep132 = getelementptr double, double* %scevgep131, i64 %.460.018.us.us.epil80
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -1
  %.606.us.us.6.epil = load double, double* %scevgep133, align 8
  %.610.us.us.6.epil = fsub double %.606.us.us.6.epil, %.411.us.us.lcssa.epil
  %.611.us.us.6.epil = tail call double @llvm.exp.f64(double %.610.us.us.6.epil)
  %.613.us.us.6.epil = fadd double %.613.us.us.5.epil, %.611.us.us.6.epil
  %.529.us.us.7.epil = add nuw i64 %.460.018.us.us.epil80, 8
  %scevgep144 = getelementptr double, double* %scevgep131, i64 %.460.018.us.us.epil80
  %.606.us.us.7.epil = load double, double* %scevgep144, align 8
  %.610.us.us.7.epil = fsub double %.606.us.us.7.epil, %.411.us.us.lcssa.epil
  %.611.us.us.7.epil = tail call double @llvm.exp.f64(double %.610.us.us.7.epil)
  %.613.us.us.7.epil = fadd double %.613.us.us.6.epil, %.611.us.us.7.epil
  %niter67.ncmp.7.epil = icmp eq i64 %unroll_iter66.epil, %.529.us.us.7.epil
  br i1 %niter67.ncmp.7.epil, label %B246.B320_crit_edge.us.us.unr-lcssa.epil, label %B248.us.us.epil78

B246.B320_crit_edge.us.us.unr-lcssa.epil:         ; preds = %B248.us.us.epil78, %B248.us.us.preheader.epil
  %.613.us.us.lcssa.ph.epil = phi double [ undef, %B248.us.us.preheader.epil ], [ %.613.us.us.7.epil, %B248.us.us.epil78 ]
  %z.2.120.us.us.unr.epil = phi double [ 0.000000e+00, %B248.us.us.preheader.epil ], [ %.613.us.us.7.epil, %B248.us.us.epil78 ]
  %.460.018.us.us.unr.epil = phi i64 [ 0, %B248.us.us.preheader.epil ], [ %.529.us.us.7.epil, %B248.us.us.epil78 ]
  %lcmp.mod64.epil.not = icmp eq i64 %xtraiter62.epil, 0
  br i1 %lcmp.mod64.epil.not, label %B246.B320_crit_edge.us.us.epil, label %B248.us.us.epil.epil.preheader

B248.us.us.epil.epil.preheader:                   ; preds = %B246.B320_crit_edge.us.us.unr-lcssa.epil
  %38 = add i64 %.460.018.us.us.unr.epil, %.213.us.us.epil
  %scevgep129 = getelementptr double, double* %arg.X.4, i64 %38
  br label %B248.us.us.epil.epil

B248.us.us.epil.epil:                             ; preds = %B248.us.us.epil.epil.preheader, %B248.us.us.epil.epil
  %z.2.120.us.us.epil.epil = phi double [ %.613.us.us.epil.epil, %B248.us.us.epil.epil ], [ %z.2.120.us.us.unr.epil, %B248.us.us.epil.epil.preheader ]
  %epil.iter63.epil = phi i64 [ %epil.iter63.next.epil, %B248.us.us.epil.epil ], [ 0, %B248.us.us.epil.epil.preheader ]
  %scevgep130 = getelementptr double, double* %scevgep129, i64 %epil.iter63.epil
  %.606.us.us.epil.epil = load double, double* %scevgep130, align 8
  %.610.us.us.epil.epil = fsub double %.606.us.us.epil.epil, %.411.us.us.lcssa.epil
  %.611.us.us.epil.epil = tail call double @llvm.exp.f64(double %.610.us.us.epil.epil)
  %.613.us.us.epil.epil = fadd double %z.2.120.us.us.epil.epil, %.611.us.us.epil.epil
  %epil.iter63.next.epil = add i64 %epil.iter63.epil, 1
  %epil.iter63.cmp.epil.not = icmp eq i64 %xtraiter62.epil, %epil.iter63.next.epil
  br i1 %epil.iter63.cmp.epil.not, label %B246.B320_crit_edge.us.us.epil, label %B248.us.us.epil.epil, !llvm.loop !2

B246.B320_crit_edge.us.us.epil:                   ; preds = %B248.us.us.epil.epil, %B246.B320_crit_edge.us.us.unr-lcssa.epil
  %.613.us.us.lcssa.epil = phi double [ %.613.us.us.lcssa.ph.epil, %B246.B320_crit_edge.us.us.unr-lcssa.epil ], [ %.613.us.us.epil.epil, %B248.us.us.epil.epil ]
  %.624.us.us.epil = tail call double @llvm.log.f64(double %.613.us.us.lcssa.epil)
  %.628.us.us.epil = fadd double %.411.us.us.lcssa.epil, %.624.us.us.epil
  %.632.us.us.epil = fadd double %s.2.025.us.us.unr, %.628.us.us.epil
  br label %common.ret

common.ret:                                       ; preds = %B62.endif.epil, %B246.B320_crit_edge.us.us.epil, %common.ret.loopexit54.unr-lcssa, %common.ret.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.632.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.632.us.us.lcssa.ph, %common.ret.loopexit54.unr-lcssa ], [ %.632.us.us.epil, %B246.B320_crit_edge.us.us.epil ], [ %.632.epil, %B62.endif.epil ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  ret i32 0

B62.endif:                                        ; preds = %B62.endif, %B62.endif.preheader.new
  %lsr.iv112 = phi double* [ %47, %B62.endif ], [ %arg.X.4, %B62.endif.preheader.new ]
  %s.2.025 = phi double [ 0.000000e+00, %B62.endif.preheader.new ], [ %.632.7, %B62.endif ]
  %.65.023 = phi i64 [ 0, %B62.endif.preheader.new ], [ %.136.7, %B62.endif ]
  %lsr.iv112113 = bitcast double* %lsr.iv112 to i1*
  %lsr.iv112115 = bitcast double* %lsr.iv112 to i8*
  %.218 = load double, double* %lsr.iv112, align 8
  %.628 = fadd double %.218, %.624
  %.632 = fadd double %s.2.025, %.628
  %uglygep = getelementptr i8, i8* %lsr.iv112115, i64 %9
  %sunkaddr247 = mul i64 %arg.X.5.1, 8
  %39 = bitcast double* %lsr.iv112 to i8*
  %sunkaddr248 = getelementptr i8, i8* %39, i64 %sunkaddr247
  %40 = bitcast i8* %sunkaddr248 to double*
  %.218.1 = load double, double* %40, align 8
  %.628.1 = fadd double %.218.1, %.624
  %.632.1 = fadd double %.632, %.628.1
  %uglygep117 = getelementptr i8, i8* %uglygep, i64 %9
  %sunkaddr249 = mul i64 %arg.X.5.1, 8
  %sunkaddr250 = getelementptr i8, i8* %uglygep, i64 %sunkaddr249
  %41 = bitcast i8* %sunkaddr250 to double*
  %.218.2 = load double, double* %41, align 8
  %.628.2 = fadd double %.218.2, %.624
  %.632.2 = fadd double %.632.1, %.628.2
  %uglygep119 = getelementptr i8, i8* %uglygep117, i64 %9
  %sunkaddr251 = mul i64 %arg.X.5.1, 8
  %sunkaddr252 = getelementptr i8, i8* %uglygep117, i64 %sunkaddr251
  %42 = bitcast i8* %sunkaddr252 to double*
  %.218.3 = load double, double* %42, align 8
  %.628.3 = fadd double %.218.3, %.624
  %.632.3 = fadd double %.632.2, %.628.3
  %uglygep121 = getelementptr i8, i8* %uglygep119, i64 %9
  %sunkaddr253 = mul i64 %arg.X.5.1, 8
  %sunkaddr254 = getelementptr i8, i8* %uglygep119, i64 %sunkaddr253
  %43 = bitcast i8* %sunkaddr254 to double*
  %.218.4 = load double, double* %43, align 8
  %.628.4 = fadd double %.218.4, %.624
  %.632.4 = fadd double %.632.3, %.628.4
  %uglygep123 = getelementptr i8, i8* %uglygep121, i64 %9
  %sunkaddr255 = mul i64 %arg.X.5.1, 8
  %sunkaddr256 = getelementptr i8, i8* %uglygep121, i64 %sunkaddr255
  %44 = bitcast i8* %sunkaddr256 to double*
  %.218.5 = load double, double* %44, align 8
  %.628.5 = fadd double %.218.5, %.624
  %.632.5 = fadd double %.632.4, %.628.5
  %uglygep125 = getelementptr i8, i8* %uglygep123, i64 %9
  %sunkaddr257 = mul i64 %arg.X.5.1, 8
  %sunkaddr258 = getelementptr i8, i8* %uglygep123, i64 %sunkaddr257
  %45 = bitcast i8* %sunkaddr258 to double*
  %.218.6 = load double, double* %45, align 8
  %.628.6 = fadd double %.218.6, %.624
  %.632.6 = fadd double %.632.5, %.628.6
  %.136.7 = add nuw i64 %.65.023, 8
  %sunkaddr = mul i64 %arg.X.5.1, 8
  %sunkaddr246 = getelementptr i8, i8* %uglygep125, i64 %sunkaddr
  %46 = bitcast i8* %sunkaddr246 to double*
  %.218.7 = load double, double* %46, align 8
  %.628.7 = fadd double %.218.7, %.624
  %.632.7 = fadd double %.632.6, %.628.7
  %scevgep114 = getelementptr i1, i1* %lsr.iv112113, i64 %8
  %47 = bitcast i1* %scevgep114 to double*
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.136.7
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa, label %B62.endif
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
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
  %.53 = call i32 @_ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 poison, i64 poison) #3
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
define double @cfunc._ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #3
  %.21 = load double, double* %.3, align 8
  ret double %.21
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
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

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { argmemonly nofree nosync nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind }
attributes #3 = { noinline }
attributes #4 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = !{!"branch_weights", i32 1, i32 99}
