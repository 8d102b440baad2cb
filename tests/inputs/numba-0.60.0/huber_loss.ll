; ModuleID = 'huber_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.huber_loss = internal constant [11 x i8] c"huber_loss\00"
@_ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [163 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* nocapture readnone %arg.y.0, i8* nocapture readnone %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* nocapture readonly %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr #0 {
B0.endif:
  %.83.inv = icmp sgt i64 %arg.x.5.0, 0
  %spec.select = select i1 %.83.inv, i64 %arg.x.5.0, i64 0
  br i1 %.83.inv, label %B62.preheader, label %common.ret

B62.preheader:                                    ; preds = %B0.endif
  %0 = add nsw i64 %spec.select, -1
  %xtraiter = and i64 %spec.select, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %spec.select, 9223372036854775800
  br label %B62

B62:                                              ; preds = %B185.7, %B62.preheader.new
  %s.4.05 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %s.5.1.7, %B185.7 ]
  %.69.03 = phi i64 [ 0, %B62.preheader.new ], [ %.140.7, %B185.7 ]
  %sunkaddr = mul i64 %.69.03, 8
  %2 = bitcast double* %arg.x.4 to i8*
  %sunkaddr42 = getelementptr i8, i8* %2, i64 %sunkaddr
  %3 = bitcast i8* %sunkaddr42 to double*
  %.194 = load double, double* %3, align 8
  %sunkaddr43 = mul i64 %.69.03, 8
  %4 = bitcast double* %arg.y.4 to i8*
  %sunkaddr44 = getelementptr i8, i8* %4, i64 %sunkaddr43
  %5 = bitcast i8* %sunkaddr44 to double*
  %.224 = load double, double* %5, align 8
  %.225 = fsub double %.194, %.224
  %.230 = fcmp ogt double %.225, 1.000000e+00
  br i1 %.230, label %B110, label %B128

B110:                                             ; preds = %B62
  %.233 = fadd double %.225, -5.000000e-01
  br label %B185

B128:                                             ; preds = %B62
  %.245 = fcmp olt double %.225, -1.000000e+00
  br i1 %.245, label %B140, label %B160

B140:                                             ; preds = %B128
  %.251 = fsub double -5.000000e-01, %.225
  br label %B185

B160:                                             ; preds = %B128
  %.260 = fmul double %.225, 5.000000e-01
  %.262 = fmul double %.225, %.260
  br label %B185

common.ret.loopexit.unr-lcssa:                    ; preds = %B185.7, %B62.preheader
  %s.5.1.lcssa.ph = phi double [ undef, %B62.preheader ], [ %s.5.1.7, %B185.7 ]
  %s.4.05.unr = phi double [ 0.000000e+00, %B62.preheader ], [ %s.5.1.7, %B185.7 ]
  %.69.03.unr = phi i64 [ 0, %B62.preheader ], [ %.140.7, %B185.7 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %arg.y.4, i64 %.69.03.unr
  %scevgep8 = getelementptr double, double* %arg.x.4, i64 %.69.03.unr
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil.preheader, %B185.epil
  %s.4.05.epil = phi double [ %s.5.1.epil, %B185.epil ], [ %s.4.05.unr, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B185.epil ], [ 0, %B62.epil.preheader ]
  %scevgep9 = getelementptr double, double* %scevgep8, i64 %epil.iter
  %.194.epil = load double, double* %scevgep9, align 8
  %scevgep7 = getelementptr double, double* %scevgep, i64 %epil.iter
  %.224.epil = load double, double* %scevgep7, align 8
  %.225.epil = fsub double %.194.epil, %.224.epil
  %.230.epil = fcmp ogt double %.225.epil, 1.000000e+00
  br i1 %.230.epil, label %B110.epil, label %B128.epil

B128.epil:                                        ; preds = %B62.epil
  %.245.epil = fcmp olt double %.225.epil, -1.000000e+00
  br i1 %.245.epil, label %B140.epil, label %B160.epil

B160.epil:                                        ; preds = %B128.epil
  %.260.epil = fmul double %.225.epil, 5.000000e-01
  %.262.epil = fmul double %.225.epil, %.260.epil
  br label %B185.epil

B140.epil:                                        ; preds = %B128.epil
  %.251.epil = fsub double -5.000000e-01, %.225.epil
  br label %B185.epil

B110.epil:                                        ; preds = %B62.epil
  %.233.epil = fadd double %.225.epil, -5.000000e-01
  br label %B185.epil

B185.epil:                                        ; preds = %B110.epil, %B140.epil, %B160.epil
  %.233.pn.epil = phi double [ %.233.epil, %B110.epil ], [ %.251.epil, %B140.epil ], [ %.262.epil, %B160.epil ]
  %s.5.1.epil = fadd double %s.4.05.epil, %.233.pn.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %common.ret, label %B62.epil, !llvm.loop !0

common.ret:                                       ; preds = %B185.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %s.4.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %s.5.1.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %s.5.1.epil, %B185.epil ]
  store double %s.4.0.lcssa, double* %retptr, align 8
  ret i32 0

B185:                                             ; preds = %B160, %B140, %B110
  %.233.pn = phi double [ %.233, %B110 ], [ %.251, %B140 ], [ %.262, %B160 ]
  %s.5.1 = fadd double %s.4.05, %.233.pn
  %sunkaddr45 = mul i64 %.69.03, 8
  %6 = bitcast double* %arg.x.4 to i8*
  %sunkaddr46 = getelementptr i8, i8* %6, i64 %sunkaddr45
  %sunkaddr47 = getelementptr i8, i8* %sunkaddr46, i64 8
  %7 = bitcast i8* %sunkaddr47 to double*
  %.194.1 = load double, double* %7, align 8
  %sunkaddr48 = mul i64 %.69.03, 8
  %8 = bitcast double* %arg.y.4 to i8*
  %sunkaddr49 = getelementptr i8, i8* %8, i64 %sunkaddr48
  %sunkaddr50 = getelementptr i8, i8* %sunkaddr49, i64 8
  %9 = bitcast i8* %sunkaddr50 to double*
  %.224.1 = load double, double* %9, align 8
  %.225.1 = fsub double %.194.1, %.224.1
  %.230.1 = fcmp ogt double %.225.1, 1.000000e+00
  br i1 %.230.1, label %B110.1, label %B128.1

B128.1:                                           ; preds = %B185
  %.245.1 = fcmp olt double %.225.1, -1.000000e+00
  br i1 %.245.1, label %B140.1, label %B160.1

B160.1:                                           ; preds = %B128.1
  %.260.1 = fmul double %.225.1, 5.000000e-01
  %.262.1 = fmul double %.225.1, %.260.1
  br label %B185.1

B140.1:                                           ; preds = %B128.1
  %.251.1 = fsub double -5.000000e-01, %.225.1
  br label %B185.1

B110.1:                                           ; preds = %B185
  %.233.1 = fadd double %.225.1, -5.000000e-01
  br label %B185.1

B185.1:                                           ; preds = %B110.1, %B140.1, %B160.1
  %.233.pn.1 = phi double [ %.233.1, %B110.1 ], [ %.251.1, %B140.1 ], [ %.262.1, %B160.1 ]
  %s.5.1.1 = fadd double %s.5.1, %.233.pn.1
  %sunkaddr51 = mul i64 %.69.03, 8
  %10 = bitcast double* %arg.x.4 to i8*
  %sunkaddr52 = getelementptr i8, i8* %10, i64 %sunkaddr51
  %sunkaddr53 = getelementptr i8, i8* %sunkaddr52, i64 16
  %11 = bitcast i8* %sunkaddr53 to double*
  %.194.2 = load double, double* %11, align 8
  %sunkaddr54 = mul i64 %.69.03, 8
  %12 = bitcast double* %arg.y.4 to i8*
  %sunkaddr55 = getelementptr i8, i8* %12, i64 %sunkaddr54
  %sunkaddr56 = getelementptr i8, i8* %sunkaddr55, i64 16
  %13 = bitcast i8* %sunkaddr56 to double*
  %.224.2 = load double, double* %13, align 8
  %.225.2 = fsub double %.194.2, %.224.2
  %.230.2 = fcmp ogt double %.225.2, 1.000000e+00
  br i1 %.230.2, label %B110.2, label %B128.2

B128.2:                                           ; preds = %B185.1
  %.245.2 = fcmp olt double %.225.2, -1.000000e+00
  br i1 %.245.2, label %B140.2, label %B160.2

B160.2:                                           ; preds = %B128.2
  %.260.2 = fmul double %.225.2, 5.000000e-01
  %.262.2 = fmul double %.225.2, %.260.2
  br label %B185.2

B140.2:                                           ; preds = %B128.2
  %.251.2 = fsub double -5.000000e-01, %.225.2
  br label %B185.2

B110.2:                                           ; preds = %B185.1
  %.233.2 = fadd double %.225.2, -5.000000e-01
  br label %B185.2

B185.2:                                           ; preds = %B110.2, %B140.2, %B160.2
  %.233.pn.2 = phi double [ %.233.2, %B110.2 ], [ %.251.2, %B140.2 ], [ %.262.2, %B160.2 ]
  %s.5.1.2 = fadd double %s.5.1.1, %.233.pn.2
  %sunkaddr57 = mul i64 %.69.03, 8
  %14 = bitcast double* %arg.x.4 to i8*
  %sunkaddr58 = getelementptr i8, i8* %14, i64 %sunkaddr57
  %sunkaddr59 = getelementptr i8, i8* %sunkaddr58, i64 24
  %15 = bitcast i8* %sunkaddr59 to double*
  %.194.3 = load double, double* %15, align 8
  %sunkaddr60 = mul i64 %.69.03, 8
  %16 = bitcast double* %arg.y.4 to i8*
  %sunkaddr61 = getelementptr i8, i8* %16, i64 %sunkaddr60
  %sunkaddr62 = getelementptr i8, i8* %sunkaddr61, i64 24
  %17 = bitcast i8* %sunkaddr62 to double*
  %.224.3 = load double, double* %17, align 8
  %.225.3 = fsub double %.194.3, %.224.3
  %.230.3 = fcmp ogt double %.225.3, 1.000000e+00
  br i1 %.230.3, label %B110.3, label %B128.3

B128.3:                                           ; preds = %B185.2
  %.245.3 = fcmp olt double %.225.3, -1.000000e+00
  br i1 %.245.3, label %B140.3, label %B160.3

B160.3:                                           ; preds = %B128.3
  %.260.3 = fmul double %.225.3, 5.000000e-01
  %.262.3 = fmul double %.225.3, %.260.3
  br label %B185.3

B140.3:                                           ; preds = %B128.3
  %.251.3 = fsub double -5.000000e-01, %.225.3
  br label %B185.3

B110.3:                                           ; preds = %B185.2
  %.233.3 = fadd double %.225.3, -5.000000e-01
  br label %B185.3

B185.3:                                           ; preds = %B110.3, %B140.3, %B160.3
  %.233.pn.3 = phi double [ %.233.3, %B110.3 ], [ %.251.3, %B140.3 ], [ %.262.3, %B160.3 ]
  %s.5.1.3 = fadd double %s.5.1.2, %.233.pn.3
  %sunkaddr63 = mul i64 %.69.03, 8
  %18 = bitcast double* %arg.x.4 to i8*
  %sunkaddr64 = getelementptr i8, i8* %18, i64 %sunkaddr63
  %sunkaddr65 = getelementptr i8, i8* %sunkaddr64, i64 32
  %19 = bitcast i8* %sunkaddr65 to double*
  %.194.4 = load double, double* %19, align 8
  %sunkaddr66 = mul i64 %.69.03, 8
  %20 = bitcast double* %arg.y.4 to i8*
  %sunkaddr67 = getelementptr i8, i8* %20, i64 %sunkaddr66
  %sunkaddr68 = getelementptr i8, i8* %sunkaddr67, i64 32
  %21 = bitcast i8* %sunkaddr68 to double*
  %.224.4 = load double, double* %21, align 8
  %.225.4 = fsub double %.194.4, %.224.4
  %.230.4 = fcmp ogt double %.225.4, 1.000000e+00
  br i1 %.230.4, label %B110.4, label %B128.4

B128.4:                                           ; preds = %B185.3
  %.245.4 = fcmp olt double %.225.4, -1.000000e+00
  br i1 %.245.4, label %B140.4, label %B160.4

B160.4:                                           ; preds = %B128.4
  %.260.4 = fmul double %.225.4, 5.000000e-01
  %.262.4 = fmul double %.225.4, %.260.4
  br label %B185.4

B140.4:                                           ; preds = %B128.4
  %.251.4 = fsub double -5.000000e-01, %.225.4
  br label %B185.4

B110.4:                                           ; preds = %B185.3
  %.233.4 = fadd double %.225.4, -5.000000e-01
  br label %B185.4

B185.4:                                           ; preds = %B110.4, %B140.4, %B160.4
  %.233.pn.4 = phi double [ %.233.4, %B110.4 ], [ %.251.4, %B140.4 ], [ %.262.4, %B160.4 ]
  %s.5.1.4 = fadd double %s.5.1.3, %.233.pn.4
  %sunkaddr69 = mul i64 %.69.03, 8
  %22 = bitcast double* %arg.x.4 to i8*
  %sunkaddr70 = getelementptr i8, i8* %22, i64 %sunkaddr69
  %sunkaddr71 = getelementptr i8, i8* %sunkaddr70, i64 40
  %23 = bitcast i8* %sunkaddr71 to double*
  %.194.5 = load double, double* %23, align 8
  %sunkaddr72 = mul i64 %.69.03, 8
  %24 = bitcast double* %arg.y.4 to i8*
  %sunkaddr73 = getelementptr i8, i8* %24, i64 %sunkaddr72
  %sunkaddr74 = getelementptr i8, i8* %sunkaddr73, i64 40
  %25 = bitcast i8* %sunkaddr74 to double*
  %.224.5 = load double, double* %25, align 8
  %.225.5 = fsub double %.194.5, %.224.5
  %.230.5 = fcmp ogt double %.225.5, 1.000000e+00
  br i1 %.230.5, label %B110.5, label %B128.5

B128.5:                                           ; preds = %B185.4
  %.245.5 = fcmp olt double %.225.5, -1.000000e+00
  br i1 %.245.5, label %B140.5, label %B160.5

B160.5:                                           ; preds = %B128.5
  %.260.5 = fmul double %.225.5, 5.000000e-01
  %.262.5 = fmul double %.225.5, %.260.5
  br label %B185.5

B140.5:                                           ; preds = %B128.5
  %.251.5 = fsub double -5.000000e-01, %.225.5
  br label %B185.5

B110.5:                                           ; preds = %B185.4
  %.233.5 = fadd double %.225.5, -5.000000e-01
  br label %B185.5

B185.5:                                           ; preds = %B110.5, %B140.5, %B160.5
  %.233.pn.5 = phi double [ %.233.5, %B110.5 ], [ %.251.5, %B140.5 ], [ %.262.5, %B160.5 ]
  %s.5.1.5 = fadd double %s.5.1.4, %.233.pn.5
  %sunkaddr75 = mul i64 %.69.03, 8
  %26 = bitcast double* %arg.x.4 to i8*
  %sunkaddr76 = getelementptr i8, i8* %26, i64 %sunkaddr75
  %sunkaddr77 = getelementptr i8, i8* %sunkaddr76, i64 48
  %27 = bitcast i8* %sunkaddr77 to double*
  %.194.6 = load double, double* %27, align 8
  %sunkaddr78 = mul i64 %.69.03, 8
  %28 = bitcast double* %arg.y.4 to i8*
  %sunkaddr79 = getelementptr i8, i8* %28, i64 %sunkaddr78
  %sunkaddr80 = getelementptr i8, i8* %sunkaddr79, i64 48
  %29 = bitcast i8* %sunkaddr80 to double*
  %.224.6 = load double, double* %29, align 8
  %.225.6 = fsub double %.194.6, %.224.6
  %.230.6 = fcmp ogt double %.225.6, 1.000000e+00
  br i1 %.230.6, label %B110.6, label %B128.6

B128.6:                                           ; preds = %B185.5
  %.245.6 = fcmp olt double %.225.6, -1.000000e+00
  br i1 %.245.6, label %B140.6, label %B160.6

B160.6:                                           ; preds = %B128.6
  %.260.6 = fmul double %.225.6, 5.000000e-01
  %.262.6 = fmul double %.225.6, %.260.6
  br label %B185.6

B140.6:                                           ; preds = %B128.6
  %.251.6 = fsub double -5.000000e-01, %.225.6
  br label %B185.6

B110.6:                                           ; preds = %B185.5
  %.233.6 = fadd double %.225.6, -5.000000e-01
  br label %B185.6

B185.6:                                           ; preds = %B110.6, %B140.6, %B160.6
  %.233.pn.6 = phi double [ %.233.6, %B110.6 ], [ %.251.6, %B140.6 ], [ %.262.6, %B160.6 ]
  %s.5.1.6 = fadd double %s.5.1.5, %.233.pn.6
  %.140.7 = add nuw i64 %.69.03, 8
  %sunkaddr81 = mul i64 %.69.03, 8
  %30 = bitcast double* %arg.x.4 to i8*
  %sunkaddr82 = getelementptr i8, i8* %30, i64 %sunkaddr81
  %sunkaddr83 = getelementptr i8, i8* %sunkaddr82, i64 56
  %31 = bitcast i8* %sunkaddr83 to double*
  %.194.7 = load double, double* %31, align 8
  %sunkaddr84 = mul i64 %.69.03, 8
  %32 = bitcast double* %arg.y.4 to i8*
  %sunkaddr85 = getelementptr i8, i8* %32, i64 %sunkaddr84
  %sunkaddr86 = getelementptr i8, i8* %sunkaddr85, i64 56
  %33 = bitcast i8* %sunkaddr86 to double*
  %.224.7 = load double, double* %33, align 8
  %.225.7 = fsub double %.194.7, %.224.7
  %.230.7 = fcmp ogt double %.225.7, 1.000000e+00
  br i1 %.230.7, label %B110.7, label %B128.7

B128.7:                                           ; preds = %B185.6
  %.245.7 = fcmp olt double %.225.7, -1.000000e+00
  br i1 %.245.7, label %B140.7, label %B160.7

B160.7:                                           ; preds = %B128.7
  %.260.7 = fmul double %.225.7, 5.000000e-01
  %.262.7 = fmul double %.225.7, %.260.7
  br label %B185.7

B140.7:                                           ; preds = %B128.7
  %.251.7 = fsub double -5.000000e-01, %.225.7
  br label %B185.7

B110.7:                                           ; preds = %B185.6
  %.233.7 = fadd double %.225.7, -5.000000e-01
  br label %B185.7

B185.7:                                           ; preds = %B110.7, %B140.7, %B160.7
  %.233.pn.7 = phi double [ %.233.7, %B110.7 ], [ %.251.7, %B140.7 ], [ %.262.7, %B160.7 ]
  %s.5.1.7 = fadd double %s.5.1.6, %.233.pn.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.140.7
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa, label %B62
}

define i8* @_ZN7cpython7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.huber_loss, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([163 x i8], [163 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %8, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %9, i64 24
  %10 = bitcast i8* %sunkaddr9 to i64*
  %.53 = load i64, i64* %10, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr10 to double**
  %.60.fca.4.load = load double*, double** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %14, i64 40
  %15 = bitcast i8* %sunkaddr11 to i64*
  %.60.fca.5.0.load = load i64, i64* %15, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 undef) #1
  %.85 = load double, double* %.67, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.60.fca.0.load)
  %.96 = call i8* @PyFloat_FromDouble(double %.85)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define double @cfunc._ZN7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr #0 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.10, i64 undef) #1
  %.22 = load double, double* %.4, align 8
  ret double %.22
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
