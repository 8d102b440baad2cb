; ModuleID = 'softmax_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.softmax_loop = internal constant [13 x i8] c"softmax_loop\00"
@_ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba7cpython8builtins6ol_max12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE15StarArgUniTupleIdLi2EE = common local_unnamed_addr global ptr null

define noundef range(i32 -1, -2) i32 @_ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.X.0, ptr readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr readonly captures(none) %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr {
B0.endif:
  %arg.X.5.1.fr = freeze i64 %arg.X.5.1
  %.123264.not = icmp slt i64 %arg.X.5.0, 1
  br i1 %.123264.not, label %common.ret, label %B62.endif.lr.ph

B62.endif.lr.ph:                                  ; preds = %B0.endif
  %.274 = icmp sgt i64 %arg.X.5.1.fr, 0
  br i1 %.274, label %B62.endif.us.us.preheader, label %B62.endif.preheader

B62.endif.preheader:                              ; preds = %B62.endif.lr.ph
  %xtraiter = and i64 %arg.X.5.0, 7
  %0 = icmp ult i64 %arg.X.5.0, 8
  br i1 %0, label %B62.endif.epil.preheader, label %B62.endif.preheader.new

B62.endif.preheader.new:                          ; preds = %B62.endif.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter = and i64 %arg.X.5.0, %const
  %1 = shl i64 %arg.X.5.1.fr, 6
  %2 = shl i64 %arg.X.5.1.fr, 3
  br label %B62.endif

B62.endif.us.us.preheader:                        ; preds = %B62.endif.lr.ph
  %const76 = bitcast i64 9223372036854775800 to i64
  %xtraiter10 = and i64 %arg.X.5.1.fr, 7
  %unroll_iter15 = and i64 %arg.X.5.1.fr, %const76
  %scevgep = getelementptr i8, ptr %arg.X.4, i64 56
  %3 = shl i64 %arg.X.5.1.fr, 3
  br label %B62.endif.us.us

B62.endif.us.us:                                  ; preds = %B62.endif.us.us.preheader, %B246.B320_crit_edge.us.us
  %lsr.iv42 = phi ptr [ %arg.X.4, %B62.endif.us.us.preheader ], [ %scevgep43, %B246.B320_crit_edge.us.us ]
  %lsr.iv = phi ptr [ %scevgep, %B62.endif.us.us.preheader ], [ %scevgep26, %B246.B320_crit_edge.us.us ]
  %s.2.0269.us.us = phi double [ %.658.us.us, %B246.B320_crit_edge.us.us ], [ 0.000000e+00, %B62.endif.us.us.preheader ]
  %.129253267.us.us = phi i64 [ %.136.us.us, %B246.B320_crit_edge.us.us ], [ 0, %B62.endif.us.us.preheader ]
  %4 = icmp ult i64 %arg.X.5.1.fr, 8
  %.213.us.us = mul i64 %.129253267.us.us, %arg.X.5.1.fr
  %.217.us.us = getelementptr double, ptr %arg.X.4, i64 %.213.us.us
  %.218.us.us = load double, ptr %.217.us.us, align 8
  br i1 %4, label %B136.backedge.us.us.epil.preheader, label %B136.backedge.us.us.preheader

B136.backedge.us.us.preheader:                    ; preds = %B62.endif.us.us
  br label %B136.backedge.us.us

B248.us.us:                                       ; preds = %B248.us.us.preheader24, %B248.us.us
  %z.2.1248.us.us = phi double [ %.639.us.us.7, %B248.us.us ], [ 0.000000e+00, %B248.us.us.preheader24 ]
  %.548244246.us.us = phi i64 [ %.555.us.us.7, %B248.us.us ], [ 0, %B248.us.us.preheader24 ]
  %5 = shl i64 %.548244246.us.us, 3
  %scevgep59 = getelementptr i8, ptr %lsr.iv, i64 %5
  %scevgep60 = getelementptr i8, ptr %scevgep59, i64 -56
  %.632.us.us = load double, ptr %scevgep60, align 8
  %.636.us.us = fsub double %.632.us.us, %.13.i.lcssa
  %.637.us.us = tail call double @llvm.exp.f64(double %.636.us.us)
  %.639.us.us = fadd double %z.2.1248.us.us, %.637.us.us
  %6 = shl i64 %.548244246.us.us, 3
  %scevgep57 = getelementptr i8, ptr %lsr.iv, i64 %6
  %scevgep58 = getelementptr i8, ptr %scevgep57, i64 -48
  %.632.us.us.1 = load double, ptr %scevgep58, align 8
  %.636.us.us.1 = fsub double %.632.us.us.1, %.13.i.lcssa
  %.637.us.us.1 = tail call double @llvm.exp.f64(double %.636.us.us.1)
  %.639.us.us.1 = fadd double %.639.us.us, %.637.us.us.1
  %7 = shl i64 %.548244246.us.us, 3
  %scevgep55 = getelementptr i8, ptr %lsr.iv, i64 %7
  %scevgep56 = getelementptr i8, ptr %scevgep55, i64 -40
  %.632.us.us.2 = load double, ptr %scevgep56, align 8
  %.636.us.us.2 = fsub double %.632.us.us.2, %.13.i.lcssa
  %.637.us.us.2 = tail call double @llvm.exp.f64(double %.636.us.us.2)
  %.639.us.us.2 = fadd double %.639.us.us.1, %.637.us.us.2
  %8 = shl i64 %.548244246.us.us, 3
  %scevgep53 = getelementptr i8, ptr %lsr.iv, i64 %8
  %scevgep54 = getelementptr i8, ptr %scevgep53, i64 -32
  %.632.us.us.3 = load double, ptr %scevgep54, align 8
  %.636.us.us.3 = fsub double %.632.us.us.3, %.13.i.lcssa
  %.637.us.us.3 = tail call double @llvm.exp.f64(double %.636.us.us.3)
  %.639.us.us.3 = fadd double %.639.us.us.2, %.637.us.us.3
  %9 = shl i64 %.548244246.us.us, 3
  %scevgep51 = getelementptr i8, ptr %lsr.iv, i64 %9
  %scevgep52 = getelementptr i8, ptr %scevgep51, i64 -24
  %.632.us.us.4 = load double, ptr %scevgep52, align 8
  %.636.us.us.4 = fsub double %.632.us.us.4, %.13.i.lcssa
  %.637.us.us.4 = tail call double @llvm.exp.f64(double %.636.us.us.4)
  %.639.us.us.4 = fadd double %.639.us.us.3, %.637.us.us.4
  %10 = shl i64 %.548244246.us.us, 3
  %scevgep49 = getelementptr i8, ptr %lsr.iv, i64 %10
  %scevgep50 = getelementptr i8, ptr %scevgep49, i64 -16
  %.632.us.us.5 = load double, ptr %scevgep50, align 8
  %.636.us.us.5 = fsub double %.632.us.us.5, %.13.i.lcssa
  %.637.us.us.5 = tail call double @llvm.exp.f64(double %.636.us.us.5)
  %.639.us.us.5 = fadd double %.639.us.us.4, %.637.us.us.5
  %11 = shl i64 %.548244246.us.us, 3
  %scevgep47 = getelementptr i8, ptr %lsr.iv, i64 %11
  %scevgep48 = getelementptr i8, ptr %scevgep47, i64 -8
  %.632.us.us.6 = load double, ptr %scevgep48, align 8
  %.636.us.us.6 = fsub double %.632.us.us.6, %.13.i.lcssa
  %.637.us.us.6 = tail call double @llvm.exp.f64(double %.636.us.us.6)
  %.639.us.us.6 = fadd double %.639.us.us.5, %.637.us.us.6
  %.555.us.us.7 = add nuw nsw i64 %.548244246.us.us, 8
  %12 = shl i64 %.548244246.us.us, 3
  %scevgep46 = getelementptr i8, ptr %lsr.iv, i64 %12
  %.632.us.us.7 = load double, ptr %scevgep46, align 8
  %.636.us.us.7 = fsub double %.632.us.us.7, %.13.i.lcssa
  %.637.us.us.7 = tail call double @llvm.exp.f64(double %.636.us.us.7)
  %.639.us.us.7 = fadd double %.639.us.us.6, %.637.us.us.7
  %niter23.ncmp.7 = icmp eq i64 %unroll_iter15, %.555.us.us.7
  br i1 %niter23.ncmp.7, label %B246.B320_crit_edge.us.us.unr-lcssa, label %B248.us.us

B136.backedge.us.us:                              ; preds = %B136.backedge.us.us.preheader, %B136.backedge.us.us
  %m.2.1240.us.us = phi double [ %.13.i.7, %B136.backedge.us.us ], [ %.218.us.us, %B136.backedge.us.us.preheader ]
  %.322236238.us.us = phi i64 [ %.329.us.us.7, %B136.backedge.us.us ], [ 0, %B136.backedge.us.us.preheader ]
  %13 = shl i64 %.322236238.us.us, 3
  %scevgep40 = getelementptr i8, ptr %lsr.iv, i64 %13
  %scevgep41 = getelementptr i8, ptr %scevgep40, i64 -56
  %.406.us.us = load double, ptr %scevgep41, align 8
  %.12.i = fcmp ogt double %.406.us.us, %m.2.1240.us.us
  %.13.i = select i1 %.12.i, double %.406.us.us, double %m.2.1240.us.us
  %14 = shl i64 %.322236238.us.us, 3
  %scevgep38 = getelementptr i8, ptr %lsr.iv, i64 %14
  %scevgep39 = getelementptr i8, ptr %scevgep38, i64 -48
  %.406.us.us.1 = load double, ptr %scevgep39, align 8
  %.12.i.1 = fcmp ogt double %.406.us.us.1, %.13.i
  %.13.i.1 = select i1 %.12.i.1, double %.406.us.us.1, double %.13.i
  %15 = shl i64 %.322236238.us.us, 3
  %scevgep36 = getelementptr i8, ptr %lsr.iv, i64 %15
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 -40
  %.406.us.us.2 = load double, ptr %scevgep37, align 8
  %.12.i.2 = fcmp ogt double %.406.us.us.2, %.13.i.1
  %.13.i.2 = select i1 %.12.i.2, double %.406.us.us.2, double %.13.i.1
  %16 = shl i64 %.322236238.us.us, 3
  %scevgep34 = getelementptr i8, ptr %lsr.iv, i64 %16
  %scevgep35 = getelementptr i8, ptr %scevgep34, i64 -32
  %.406.us.us.3 = load double, ptr %scevgep35, align 8
  %.12.i.3 = fcmp ogt double %.406.us.us.3, %.13.i.2
  %.13.i.3 = select i1 %.12.i.3, double %.406.us.us.3, double %.13.i.2
  %17 = shl i64 %.322236238.us.us, 3
  %scevgep32 = getelementptr i8, ptr %lsr.iv, i64 %17
  %scevgep33 = getelementptr i8, ptr %scevgep32, i64 -24
  %.406.us.us.4 = load double, ptr %scevgep33, align 8
  %.12.i.4 = fcmp ogt double %.406.us.us.4, %.13.i.3
  %.13.i.4 = select i1 %.12.i.4, double %.406.us.us.4, double %.13.i.3
  %18 = shl i64 %.322236238.us.us, 3
  %scevgep30 = getelementptr i8, ptr %lsr.iv, i64 %18
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 -16
  %.406.us.us.5 = load double, ptr %scevgep31, align 8
  %.12.i.5 = fcmp ogt double %.406.us.us.5, %.13.i.4
  %.13.i.5 = select i1 %.12.i.5, double %.406.us.us.5, double %.13.i.4
  %19 = shl i64 %.322236238.us.us, 3
  %scevgep28 = getelementptr i8, ptr %lsr.iv, i64 %19
  %scevgep29 = getelementptr i8, ptr %scevgep28, i64 -8
  %.406.us.us.6 = load double, ptr %scevgep29, align 8
  %.12.i.6 = fcmp ogt double %.406.us.us.6, %.13.i.5
  %.13.i.6 = select i1 %.12.i.6, double %.406.us.us.6, double %.13.i.5
  %20 = shl i64 %.322236238.us.us, 3
  %scevgep27 = getelementptr i8, ptr %lsr.iv, i64 %20
  %.406.us.us.7 = load double, ptr %scevgep27, align 8
  %.12.i.7 = fcmp ogt double %.406.us.us.7, %.13.i.6
  %.13.i.7 = select i1 %.12.i.7, double %.406.us.us.7, double %.13.i.6
  %.329.us.us.7 = add nuw nsw i64 %.322236238.us.us, 8
  %niter16.ncmp.7 = icmp eq i64 %unroll_iter15, %.329.us.us.7
  br i1 %niter16.ncmp.7, label %B248.us.us.preheader.unr-lcssa, label %B136.backedge.us.us

B248.us.us.preheader.unr-lcssa:                   ; preds = %B136.backedge.us.us
  %21 = icmp eq i64 %xtraiter10, 0
  br i1 %21, label %B248.us.us.preheader, label %B136.backedge.us.us.epil.preheader

B136.backedge.us.us.epil.preheader:               ; preds = %B248.us.us.preheader.unr-lcssa, %B62.endif.us.us
  %m.2.1240.us.us.epil.init = phi double [ %.218.us.us, %B62.endif.us.us ], [ %.13.i.7, %B248.us.us.preheader.unr-lcssa ]
  %.322236238.us.us.epil.init = phi i64 [ 0, %B62.endif.us.us ], [ %.329.us.us.7, %B248.us.us.preheader.unr-lcssa ]
  %22 = shl i64 %.322236238.us.us.epil.init, 3
  %scevgep44 = getelementptr i8, ptr %lsr.iv42, i64 %22
  br label %B136.backedge.us.us.epil

B136.backedge.us.us.epil:                         ; preds = %B136.backedge.us.us.epil, %B136.backedge.us.us.epil.preheader
  %m.2.1240.us.us.epil = phi double [ %m.2.1240.us.us.epil.init, %B136.backedge.us.us.epil.preheader ], [ %.13.i.epil, %B136.backedge.us.us.epil ]
  %epil.iter11 = phi i64 [ 0, %B136.backedge.us.us.epil.preheader ], [ %epil.iter11.next, %B136.backedge.us.us.epil ]
  %23 = shl nuw nsw i64 %epil.iter11, 3
  %scevgep45 = getelementptr i8, ptr %scevgep44, i64 %23
  %.406.us.us.epil = load double, ptr %scevgep45, align 8
  %.12.i.epil = fcmp ogt double %.406.us.us.epil, %m.2.1240.us.us.epil
  %.13.i.epil = select i1 %.12.i.epil, double %.406.us.us.epil, double %m.2.1240.us.us.epil
  %epil.iter11.next = add i64 %epil.iter11, 1
  %epil.iter11.cmp.not = icmp eq i64 %xtraiter10, %epil.iter11.next
  br i1 %epil.iter11.cmp.not, label %B248.us.us.preheader, label %B136.backedge.us.us.epil, !llvm.loop !0

B248.us.us.preheader:                             ; preds = %B136.backedge.us.us.epil, %B248.us.us.preheader.unr-lcssa
  %.13.i.lcssa = phi double [ %.13.i.7, %B248.us.us.preheader.unr-lcssa ], [ %.13.i.epil, %B136.backedge.us.us.epil ]
  %24 = icmp ult i64 %arg.X.5.1.fr, 8
  br i1 %24, label %B248.us.us.epil.preheader, label %B248.us.us.preheader24

B248.us.us.preheader24:                           ; preds = %B248.us.us.preheader
  br label %B248.us.us

B246.B320_crit_edge.us.us.unr-lcssa:              ; preds = %B248.us.us
  %25 = and i64 %arg.X.5.1.fr, 7
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %B246.B320_crit_edge.us.us, label %B248.us.us.epil.preheader

B248.us.us.epil.preheader:                        ; preds = %B246.B320_crit_edge.us.us.unr-lcssa, %B248.us.us.preheader
  %z.2.1248.us.us.epil.init = phi double [ 0.000000e+00, %B248.us.us.preheader ], [ %.639.us.us.7, %B246.B320_crit_edge.us.us.unr-lcssa ]
  %.548244246.us.us.epil.init = phi i64 [ 0, %B248.us.us.preheader ], [ %.555.us.us.7, %B246.B320_crit_edge.us.us.unr-lcssa ]
  %27 = shl i64 %.548244246.us.us.epil.init, 3
  %scevgep61 = getelementptr i8, ptr %lsr.iv42, i64 %27
  br label %B248.us.us.epil

B248.us.us.epil:                                  ; preds = %B248.us.us.epil, %B248.us.us.epil.preheader
  %z.2.1248.us.us.epil = phi double [ %.639.us.us.epil, %B248.us.us.epil ], [ %z.2.1248.us.us.epil.init, %B248.us.us.epil.preheader ]
  %epil.iter18 = phi i64 [ %epil.iter18.next, %B248.us.us.epil ], [ 0, %B248.us.us.epil.preheader ]
  %28 = shl nuw nsw i64 %epil.iter18, 3
  %scevgep62 = getelementptr i8, ptr %scevgep61, i64 %28
  %.632.us.us.epil = load double, ptr %scevgep62, align 8
  %.636.us.us.epil = fsub double %.632.us.us.epil, %.13.i.lcssa
  %.637.us.us.epil = tail call double @llvm.exp.f64(double %.636.us.us.epil)
  %.639.us.us.epil = fadd double %z.2.1248.us.us.epil, %.637.us.us.epil
  %epil.iter18.next = add i64 %epil.iter18, 1
  %epil.iter18.cmp.not = icmp eq i64 %xtraiter10, %epil.iter18.next
  br i1 %epil.iter18.cmp.not, label %B246.B320_crit_edge.us.us, label %B248.us.us.epil, !llvm.loop !2

B246.B320_crit_edge.us.us:                        ; preds = %B248.us.us.epil, %B246.B320_crit_edge.us.us.unr-lcssa
  %.639.us.us.lcssa = phi double [ %.639.us.us.7, %B246.B320_crit_edge.us.us.unr-lcssa ], [ %.639.us.us.epil, %B248.us.us.epil ]
  %.136.us.us = add nuw nsw i64 %.129253267.us.us, 1
  %.650.us.us = tail call double @llvm.log.f64(double %.639.us.us.lcssa)
  %.654.us.us = fadd double %.13.i.lcssa, %.650.us.us
  %.658.us.us = fadd double %s.2.0269.us.us, %.654.us.us
  %scevgep26 = getelementptr i8, ptr %lsr.iv, i64 %3
  %scevgep43 = getelementptr i8, ptr %lsr.iv42, i64 %3
  %exitcond394.not = icmp eq i64 %arg.X.5.0, %.136.us.us
  br i1 %exitcond394.not, label %common.ret, label %B62.endif.us.us

common.ret.loopexit7.unr-lcssa:                   ; preds = %B62.endif
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B62.endif.epil.preheader

B62.endif.epil.preheader:                         ; preds = %common.ret.loopexit7.unr-lcssa, %B62.endif.preheader
  %s.2.0269.epil.init = phi double [ 0.000000e+00, %B62.endif.preheader ], [ %.658.7, %common.ret.loopexit7.unr-lcssa ]
  %.129253267.epil.init = phi i64 [ 0, %B62.endif.preheader ], [ %.136.7, %common.ret.loopexit7.unr-lcssa ]
  %29 = mul i64 %arg.X.5.1.fr, %.129253267.epil.init
  %30 = shl i64 %29, 3
  %scevgep63 = getelementptr i8, ptr %arg.X.4, i64 %30
  %31 = shl i64 %arg.X.5.1.fr, 3
  br label %B62.endif.epil

B62.endif.epil:                                   ; preds = %B62.endif.epil, %B62.endif.epil.preheader
  %lsr.iv66 = phi i64 [ %lsr.iv.next, %B62.endif.epil ], [ %xtraiter, %B62.endif.epil.preheader ]
  %lsr.iv64 = phi ptr [ %scevgep65, %B62.endif.epil ], [ %scevgep63, %B62.endif.epil.preheader ]
  %s.2.0269.epil = phi double [ %.658.epil, %B62.endif.epil ], [ %s.2.0269.epil.init, %B62.endif.epil.preheader ]
  %.218.epil = load double, ptr %lsr.iv64, align 8
  %.654.epil = fadd double %.218.epil, 0xFFF0000000000000
  %.658.epil = fadd double %s.2.0269.epil, %.654.epil
  %scevgep65 = getelementptr i8, ptr %lsr.iv64, i64 %31
  %lsr.iv.next = add nsw i64 %lsr.iv66, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B62.endif.epil, !llvm.loop !3

common.ret:                                       ; preds = %B62.endif.epil, %B246.B320_crit_edge.us.us, %common.ret.loopexit7.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.658.us.us, %B246.B320_crit_edge.us.us ], [ %.658.7, %common.ret.loopexit7.unr-lcssa ], [ %.658.epil, %B62.endif.epil ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  ret i32 0

B62.endif:                                        ; preds = %B62.endif, %B62.endif.preheader.new
  %lsr.iv67 = phi ptr [ %scevgep68, %B62.endif ], [ %arg.X.4, %B62.endif.preheader.new ]
  %s.2.0269 = phi double [ 0.000000e+00, %B62.endif.preheader.new ], [ %.658.7, %B62.endif ]
  %.129253267 = phi i64 [ 0, %B62.endif.preheader.new ], [ %.136.7, %B62.endif ]
  %.218 = load double, ptr %lsr.iv67, align 8
  %.654 = fadd double %.218, 0xFFF0000000000000
  %.658 = fadd double %s.2.0269, %.654
  %scevgep69 = getelementptr i8, ptr %lsr.iv67, i64 %2
  %sunkaddr78 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr79 = getelementptr i8, ptr %lsr.iv67, i64 %sunkaddr78
  %.218.1 = load double, ptr %sunkaddr79, align 8
  %.654.1 = fadd double %.218.1, 0xFFF0000000000000
  %.658.1 = fadd double %.658, %.654.1
  %scevgep70 = getelementptr i8, ptr %scevgep69, i64 %2
  %sunkaddr80 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr81 = getelementptr i8, ptr %scevgep69, i64 %sunkaddr80
  %.218.2 = load double, ptr %sunkaddr81, align 8
  %.654.2 = fadd double %.218.2, 0xFFF0000000000000
  %.658.2 = fadd double %.658.1, %.654.2
  %scevgep71 = getelementptr i8, ptr %scevgep70, i64 %2
  %sunkaddr82 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr83 = getelementptr i8, ptr %scevgep70, i64 %sunkaddr82
  %.218.3 = load double, ptr %sunkaddr83, align 8
  %.654.3 = fadd double %.218.3, 0xFFF0000000000000
  %.658.3 = fadd double %.658.2, %.654.3
  %scevgep72 = getelementptr i8, ptr %scevgep71, i64 %2
  %sunkaddr84 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr85 = getelementptr i8, ptr %scevgep71, i64 %sunkaddr84
  %.218.4 = load double, ptr %sunkaddr85, align 8
  %.654.4 = fadd double %.218.4, 0xFFF0000000000000
  %.658.4 = fadd double %.658.3, %.654.4
  %scevgep73 = getelementptr i8, ptr %scevgep72, i64 %2
  %sunkaddr86 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr87 = getelementptr i8, ptr %scevgep72, i64 %sunkaddr86
  %.218.5 = load double, ptr %sunkaddr87, align 8
  %.654.5 = fadd double %.218.5, 0xFFF0000000000000
  %.658.5 = fadd double %.658.4, %.654.5
  %scevgep74 = getelementptr i8, ptr %scevgep73, i64 %2
  %sunkaddr88 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr89 = getelementptr i8, ptr %scevgep73, i64 %sunkaddr88
  %.218.6 = load double, ptr %sunkaddr89, align 8
  %.654.6 = fadd double %.218.6, 0xFFF0000000000000
  %.658.6 = fadd double %.658.5, %.654.6
  %.136.7 = add nuw nsw i64 %.129253267, 8
  %sunkaddr = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr77 = getelementptr i8, ptr %scevgep74, i64 %sunkaddr
  %.218.7 = load double, ptr %sunkaddr77, align 8
  %.654.7 = fadd double %.218.7, 0xFFF0000000000000
  %.658.7 = fadd double %.658.6, %.654.7
  %scevgep68 = getelementptr i8, ptr %lsr.iv67, i64 %1
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.136.7
  br i1 %niter.ncmp.7, label %common.ret.loopexit7.unr-lcssa, label %B62.endif
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #0

define ptr @_ZN7cpython7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.softmax_loop, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if ], [ %.71, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.19, i8 0, i64 72, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.51 = call i32 @_ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull poison, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 poison, i64 poison) #3
  %.61 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.51, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.59 = icmp sgt i32 %.51, 0
  br i1 %.59, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.71 = call ptr @PyFloat_FromDouble(double %.61)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  unreachable

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  switch i32 %.51, label %entry.endif.endif.endif.endif.endif.endif.endif.endif [
    i32 -3, label %entry.endif.endif.endif.endif.endif.endif.if
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels12softmax_loopB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #3
  %.21 = load double, ptr %.3, align 8
  %.23 = alloca i32, align 4
  store i32 0, ptr %.23, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !5

entry.if:                                         ; preds = %entry
  %.19 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(ptr nonnull %.23)
  br i1 %.19, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.26
  ret double %.21

.26:                                              ; preds = %entry.if.endif, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.74 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.74)
  call void @Py_DecRef(ptr %.74)
  call void @numba_gil_release(ptr nonnull %.23)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  unreachable

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.11, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.26
  ]

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.26

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.26
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !4

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!"branch_weights", i32 49, i32 1}
