; ModuleID = 'sum_sq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.sum_sq = internal constant [7 x i8] c"sum_sq\00"
@_ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [127 x i8] c"missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
entry:
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 0)
  %.1137.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.1137.not, label %B106, label %B62.preheader

B62.preheader:                                    ; preds = %entry
  %1 = add nsw i64 %0, -1
  %xtraiter = and i64 %0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %B106.loopexit.unr-lcssa, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %0, 9223372036854775800
  %3 = add nsw i64 %unroll_iter, -8
  %4 = lshr exact i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter13 = and i64 %5, 7
  %6 = icmp ult i64 %3, 56
  br i1 %6, label %B106.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B62.preheader.new.new

B62.preheader.new.new:                            ; preds = %B62.preheader.new
  %unroll_iter26 = and i64 %5, 4611686018427387896
  %scevgep66 = getelementptr double, double* %arg.x.4, i64 63
  br label %B62

B62:                                              ; preds = %B62, %B62.preheader.new.new
  %lsr.iv194 = phi i64 [ %lsr.iv.next195, %B62 ], [ %unroll_iter26, %B62.preheader.new.new ]
  %s.2.010 = phi double [ 0.000000e+00, %B62.preheader.new.new ], [ %.213.7.7, %B62 ]
  %.55.08 = phi i64 [ 0, %B62.preheader.new.new ], [ %.126.7.7, %B62 ]
  %scevgep192 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -63
  %.180 = load double, double* %scevgep193, align 8
  %.211 = fmul double %.180, %.180
  %.213 = fadd double %s.2.010, %.211
  %scevgep188 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -62
  %.180.1 = load double, double* %scevgep189, align 8
  %.211.1 = fmul double %.180.1, %.180.1
  %.213.1 = fadd double %.213, %.211.1
  %scevgep186 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -61
  %.180.2 = load double, double* %scevgep187, align 8
  %.211.2 = fmul double %.180.2, %.180.2
  %.213.2 = fadd double %.213.1, %.211.2
  %scevgep184 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -60
  %.180.3 = load double, double* %scevgep185, align 8
  %.211.3 = fmul double %.180.3, %.180.3
  %.213.3 = fadd double %.213.2, %.211.3
  %scevgep182 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -59
  %.180.4 = load double, double* %scevgep183, align 8
  %.211.4 = fmul double %.180.4, %.180.4
  %.213.4 = fadd double %.213.3, %.211.4
  %scevgep180 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -58
  %.180.5 = load double, double* %scevgep181, align 8
  %.211.5 = fmul double %.180.5, %.180.5
  %.213.5 = fadd double %.213.4, %.211.5
  %scevgep178 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep179 = getelementptr double, double* %scevgep178, i64 -57
  %.180.6 = load double, double* %scevgep179, align 8
  %.211.6 = fmul double %.180.6, %.180.6
  %.213.6 = fadd double %.213.5, %.211.6
  %scevgep190 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -56
  %.180.7 = load double, double* %scevgep191, align 8
  %.211.7 = fmul double %.180.7, %.180.7
  %.213.7 = fadd double %.213.6, %.211.7
  %scevgep161 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -55
  %.180.129 = load double, double* %scevgep162, align 8
  %.211.130 = fmul double %.180.129, %.180.129
  %.213.131 = fadd double %.213.7, %.211.130
  %scevgep159 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -54
  %.180.1.1 = load double, double* %scevgep160, align 8
  %.211.1.1 = fmul double %.180.1.1, %.180.1.1
  %.213.1.1 = fadd double %.213.131, %.211.1.1
  %scevgep157 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -53
  %.180.2.1 = load double, double* %scevgep158, align 8
  %.211.2.1 = fmul double %.180.2.1, %.180.2.1
  %.213.2.1 = fadd double %.213.1.1, %.211.2.1
  %scevgep155 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -52
  %.180.3.1 = load double, double* %scevgep156, align 8
  %.211.3.1 = fmul double %.180.3.1, %.180.3.1
  %.213.3.1 = fadd double %.213.2.1, %.211.3.1
  %scevgep153 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -51
  %.180.4.1 = load double, double* %scevgep154, align 8
  %.211.4.1 = fmul double %.180.4.1, %.180.4.1
  %.213.4.1 = fadd double %.213.3.1, %.211.4.1
  %scevgep151 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -50
  %.180.5.1 = load double, double* %scevgep152, align 8
  %.211.5.1 = fmul double %.180.5.1, %.180.5.1
  %.213.5.1 = fadd double %.213.4.1, %.211.5.1
  %scevgep149 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -49
  %.180.6.1 = load double, double* %scevgep150, align 8
  %.211.6.1 = fmul double %.180.6.1, %.180.6.1
  %.213.6.1 = fadd double %.213.5.1, %.211.6.1
  %scevgep147 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -48
  %.180.7.1 = load double, double* %scevgep148, align 8
  %.211.7.1 = fmul double %.180.7.1, %.180.7.1
  %.213.7.1 = fadd double %.213.6.1, %.211.7.1
  %scevgep145 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -47
  %.180.234 = load double, double* %scevgep146, align 8
  %.211.235 = fmul double %.180.234, %.180.234
  %.213.236 = fadd double %.213.7.1, %.211.235
  %scevgep143 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -46
  %.180.1.2 = load double, double* %scevgep144, align 8
  %.211.1.2 = fmul double %.180.1.2, %.180.1.2
  %.213.1.2 = fadd double %.213.236, %.211.1.2
  %scevgep141 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -45
  %.180.2.2 = load double, double* %scevgep142, align 8
  %.211.2.2 = fmul double %.180.2.2, %.180.2.2
  %.213.2.2 = fadd double %.213.1.2, %.211.2.2
  %scevgep139 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -44
  %.180.3.2 = load double, double* %scevgep140, align 8
  %.211.3.2 = fmul double %.180.3.2, %.180.3.2
  %.213.3.2 = fadd double %.213.2.2, %.211.3.2
  %scevgep137 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -43
  %.180.4.2 = load double, double* %scevgep138, align 8
  %.211.4.2 = fmul double %.180.4.2, %.180.4.2
  %.213.4.2 = fadd double %.213.3.2, %.211.4.2
  %scevgep135 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -42
  %.180.5.2 = load double, double* %scevgep136, align 8
  %.211.5.2 = fmul double %.180.5.2, %.180.5.2
  %.213.5.2 = fadd double %.213.4.2, %.211.5.2
  %scevgep133 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -41
  %.180.6.2 = load double, double* %scevgep134, align 8
  %.211.6.2 = fmul double %.180.6.2, %.180.6.2
  %.213.6.2 = fadd double %.213.5.2, %.211.6.2
  %scevgep131 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -40
  %.180.7.2 = load double, double* %scevgep132, align 8
  %.211.7.2 = fmul double %.180.7.2, %.180.7.2
  %.213.7.2 = fadd double %.213.6.2, %.211.7.2
  %scevgep129 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -39
  %.180.339 = load double, double* %scevgep130, align 8
  %.211.340 = fmul double %.180.339, %.180.339
  %.213.341 = fadd double %.213.7.2, %.211.340
  %scevgep127 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -38
  %.180.1.3 = load double, double* %scevgep128, align 8
  %.211.1.3 = fmul double %.180.1.3, %.180.1.3
  %.213.1.3 = fadd double %.213.341, %.211.1.3
  %scevgep125 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -37
  %.180.2.3 = load double, double* %scevgep126, align 8
  %.211.2.3 = fmul double %.180.2.3, %.180.2.3
  %.213.2.3 = fadd double %.213.1.3, %.211.2.3
  %scevgep123 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -36
  %.180.3.3 = load double, double* %scevgep124, align 8
  %.211.3.3 = fmul double %.180.3.3, %.180.3.3
  %.213.3.3 = fadd double %.213.2.3, %.211.3.3
  %scevgep121 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -35
  %.180.4.3 = load double, double* %scevgep122, align 8
  %.211.4.3 = fmul double %.180.4.3, %.180.4.3
  %.213.4.3 = fadd double %.213.3.3, %.211.4.3
  %scevgep119 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -34
  %.180.5.3 = load double, double* %scevgep120, align 8
  %.211.5.3 = fmul double %.180.5.3, %.180.5.3
  %.213.5.3 = fadd double %.213.4.3, %.211.5.3
  %scevgep117 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -33
  %.180.6.3 = load double, double* %scevgep118, align 8
  %.211.6.3 = fmul double %.180.6.3, %.180.6.3
  %.213.6.3 = fadd double %.213.5.3, %.211.6.3
  %scevgep115 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -32
  %.180.7.3 = load double, double* %scevgep116, align 8
  %.211.7.3 = fmul double %.180.7.3, %.180.7.3
  %.213.7.3 = fadd double %.213.6.3, %.211.7.3
  %scevgep113 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -31
  %.180.444 = load double, double* %scevgep114, align 8
  %.211.445 = fmul double %.180.444, %.180.444
  %.213.446 = fadd double %.213.7.3, %.211.445
  %scevgep111 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -30
  %.180.1.4 = load double, double* %scevgep112, align 8
  %.211.1.4 = fmul double %.180.1.4, %.180.1.4
  %.213.1.4 = fadd double %.213.446, %.211.1.4
  %scevgep109 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -29
  %.180.2.4 = load double, double* %scevgep110, align 8
  %.211.2.4 = fmul double %.180.2.4, %.180.2.4
  %.213.2.4 = fadd double %.213.1.4, %.211.2.4
  %scevgep107 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -28
  %.180.3.4 = load double, double* %scevgep108, align 8
  %.211.3.4 = fmul double %.180.3.4, %.180.3.4
  %.213.3.4 = fadd double %.213.2.4, %.211.3.4
  %scevgep105 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -27
  %.180.4.4 = load double, double* %scevgep106, align 8
  %.211.4.4 = fmul double %.180.4.4, %.180.4.4
  %.213.4.4 = fadd double %.213.3.4, %.211.4.4
  %scevgep103 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -26
  %.180.5.4 = load double, double* %scevgep104, align 8
  %.211.5.4 = fmul double %.180.5.4, %.180.5.4
  %.213.5.4 = fadd double %.213.4.4, %.211.5.4
  %scevgep101 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -25
  %.180.6.4 = load double, double* %scevgep102, align 8
  %.211.6.4 = fmul double %.180.6.4, %.180.6.4
  %.213.6.4 = fadd double %.213.5.4, %.211.6.4
  %scevgep99 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -24
  %.180.7.4 = load double, double* %scevgep100, align 8
  %.211.7.4 = fmul double %.180.7.4, %.180.7.4
  %.213.7.4 = fadd double %.213.6.4, %.211.7.4
  %scevgep97 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep98 = getelementptr double, double* %scevgep97, i64 -23
  %.180.549 = load double, double* %scevgep98, align 8
  %.211.550 = fmul double %.180.549, %.180.549
  %.213.551 = fadd double %.213.7.4, %.211.550
  %scevgep95 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep96 = getelementptr double, double* %scevgep95, i64 -22
  %.180.1.5 = load double, double* %scevgep96, align 8
  %.211.1.5 = fmul double %.180.1.5, %.180.1.5
  %.213.1.5 = fadd double %.213.551, %.211.1.5
  %scevgep93 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep94 = getelementptr double, double* %scevgep93, i64 -21
  %.180.2.5 = load double, double* %scevgep94, align 8
  %.211.2.5 = fmul double %.180.2.5, %.180.2.5
  %.213.2.5 = fadd double %.213.1.5, %.211.2.5
  %scevgep91 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep92 = getelementptr double, double* %scevgep91, i64 -20
  %.180.3.5 = load double, double* %scevgep92, align 8
  %.211.3.5 = fmul double %.180.3.5, %.180.3.5
  %.213.3.5 = fadd double %.213.2.5, %.211.3.5
  %scevgep89 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep90 = getelementptr double, double* %scevgep89, i64 -19
  %.180.4.5 = load double, double* %scevgep90, align 8
  %.211.4.5 = fmul double %.180.4.5, %.180.4.5
  %.213.4.5 = fadd double %.213.3.5, %.211.4.5
  %scevgep87 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep88 = getelementptr double, double* %scevgep87, i64 -18
  %.180.5.5 = load double, double* %scevgep88, align 8
  %.211.5.5 = fmul double %.180.5.5, %.180.5.5
  %.213.5.5 = fadd double %.213.4.5, %.211.5.5
  %scevgep85 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep86 = getelementptr double, double* %scevgep85, i64 -17
  %.180.6.5 = load double, double* %scevgep86, align 8
  %.211.6.5 = fmul double %.180.6.5, %.180.6.5
  %.213.6.5 = fadd double %.213.5.5, %.211.6.5
  %scevgep83 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep84 = getelementptr double, double* %scevgep83, i64 -16
  %.180.7.5 = load double, double* %scevgep84, align 8
  %.211.7.5 = fmul double %.180.7.5, %.180.7.5
  %.213.7.5 = fadd double %.213.6.5, %.211.7.5
  %scevgep81 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep82 = getelementptr double, double* %scevgep81, i64 -15
  %.180.654 = load double, double* %scevgep82, align 8
  %.211.655 = fmul double %.180.654, %.180.654
  %.213.656 = fadd double %.213.7.5, %.211.655
  %scevgep79 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep80 = getelementptr double, double* %scevgep79, i64 -14
  %.180.1.6 = load double, double* %scevgep80, align 8
  %.211.1.6 = fmul double %.180.1.6, %.180.1.6
  %.213.1.6 = fadd double %.213.656, %.211.1.6
  %scevgep77 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep78 = getelementptr double, double* %scevgep77, i64 -13
  %.180.2.6 = load double, double* %scevgep78, align 8
  %.211.2.6 = fmul double %.180.2.6, %.180.2.6
  %.213.2.6 = fadd double %.213.1.6, %.211.2.6
  %scevgep75 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep76 = getelementptr double, double* %scevgep75, i64 -12
  %.180.3.6 = load double, double* %scevgep76, align 8
  %.211.3.6 = fmul double %.180.3.6, %.180.3.6
  %.213.3.6 = fadd double %.213.2.6, %.211.3.6
  %scevgep73 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep74 = getelementptr double, double* %scevgep73, i64 -11
  %.180.4.6 = load double, double* %scevgep74, align 8
  %.211.4.6 = fmul double %.180.4.6, %.180.4.6
  %.213.4.6 = fadd double %.213.3.6, %.211.4.6
  %scevgep71 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep72 = getelementptr double, double* %scevgep71, i64 -10
  %.180.5.6 = load double, double* %scevgep72, align 8
  %.211.5.6 = fmul double %.180.5.6, %.180.5.6
  %.213.5.6 = fadd double %.213.4.6, %.211.5.6
  %scevgep69 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep70 = getelementptr double, double* %scevgep69, i64 -9
  %.180.6.6 = load double, double* %scevgep70, align 8
  %.211.6.6 = fmul double %.180.6.6, %.180.6.6
  %.213.6.6 = fadd double %.213.5.6, %.211.6.6
  %scevgep67 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep68 = getelementptr double, double* %scevgep67, i64 -8
  %.180.7.6 = load double, double* %scevgep68, align 8
  %.211.7.6 = fmul double %.180.7.6, %.180.7.6
  %.213.7.6 = fadd double %.213.6.6, %.211.7.6
  %scevgep176 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep177 = getelementptr double, double* %scevgep176, i64 -7
  %.180.759 = load double, double* %scevgep177, align 8
  %.211.760 = fmul double %.180.759, %.180.759
  %.213.761 = fadd double %.213.7.6, %.211.760
  %scevgep163 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -6
  %.180.1.7 = load double, double* %scevgep164, align 8
  %.211.1.7 = fmul double %.180.1.7, %.180.1.7
  %.213.1.7 = fadd double %.213.761, %.211.1.7
  %scevgep165 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -5
  %.180.2.7 = load double, double* %scevgep166, align 8
  %.211.2.7 = fmul double %.180.2.7, %.180.2.7
  %.213.2.7 = fadd double %.213.1.7, %.211.2.7
  %scevgep167 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -4
  %.180.3.7 = load double, double* %scevgep168, align 8
  %.211.3.7 = fmul double %.180.3.7, %.180.3.7
  %.213.3.7 = fadd double %.213.2.7, %.211.3.7
  %scevgep169 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -3
  %.180.4.7 = load double, double* %scevgep170, align 8
  %.211.4.7 = fmul double %.180.4.7, %.180.4.7
  %.213.4.7 = fadd double %.213.3.7, %.211.4.7
  %scevgep171 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -2
  %.180.5.7 = load double, double* %scevgep172, align 8
  %.211.5.7 = fmul double %.180.5.7, %.180.5.7
  %.213.5.7 = fadd double %.213.4.7, %.211.5.7
  %scevgep173 = getelementptr double, double* %scevgep66, i64 %.55.08
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -1
  %.180.6.7 = load double, double* %scevgep174, align 8
  %.211.6.7 = fmul double %.180.6.7, %.180.6.7
  %.213.6.7 = fadd double %.213.5.7, %.211.6.7
  %.126.7.7 = add nuw i64 %.55.08, 64
  %scevgep175 = getelementptr double, double* %scevgep66, i64 %.55.08
  %.180.7.7 = load double, double* %scevgep175, align 8
  %.211.7.7 = fmul double %.180.7.7, %.180.7.7
  %.213.7.7 = fadd double %.213.6.7, %.211.7.7
  %lsr.iv.next195 = add i64 %lsr.iv194, -8
  %niter.ncmp.762 = icmp eq i64 %lsr.iv.next195, 0
  br i1 %niter.ncmp.762, label %B106.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B62

B106.loopexit.unr-lcssa.loopexit.unr-lcssa:       ; preds = %B62, %B62.preheader.new
  %.213.7.lcssa.ph = phi double [ undef, %B62.preheader.new ], [ %.213.7.7, %B62 ]
  %s.2.010.unr23 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.213.7.7, %B62 ]
  %.55.08.unr24 = phi i64 [ 0, %B62.preheader.new ], [ %.126.7.7, %B62 ]
  %lcmp.mod.not63 = icmp eq i64 %xtraiter13, 0
  br i1 %lcmp.mod.not63, label %B106.loopexit.unr-lcssa, label %B62.epil14.preheader

B62.epil14.preheader:                             ; preds = %B106.loopexit.unr-lcssa.loopexit.unr-lcssa
  br label %B62.epil14

B62.epil14:                                       ; preds = %B62.epil14.preheader, %B62.epil14
  %lsr.iv = phi i64 [ %xtraiter13, %B62.epil14.preheader ], [ %lsr.iv.next, %B62.epil14 ]
  %s.2.010.epil15 = phi double [ %.213.7.epil, %B62.epil14 ], [ %s.2.010.unr23, %B62.epil14.preheader ]
  %.55.08.epil16 = phi i64 [ %.126.7.epil, %B62.epil14 ], [ %.55.08.unr24, %B62.epil14.preheader ]
  %.126.epil17 = or i64 %.55.08.epil16, 1
  %scevgep65 = getelementptr double, double* %arg.x.4, i64 %.55.08.epil16
  %.180.epil19 = load double, double* %scevgep65, align 8
  %.211.epil20 = fmul double %.180.epil19, %.180.epil19
  %.213.epil21 = fadd double %s.2.010.epil15, %.211.epil20
  %.126.1.epil = or i64 %.55.08.epil16, 2
  %.179.1.epil = getelementptr double, double* %arg.x.4, i64 %.126.epil17
  %.180.1.epil = load double, double* %.179.1.epil, align 8
  %.211.1.epil = fmul double %.180.1.epil, %.180.1.epil
  %.213.1.epil = fadd double %.213.epil21, %.211.1.epil
  %.126.2.epil = or i64 %.55.08.epil16, 3
  %.179.2.epil = getelementptr double, double* %arg.x.4, i64 %.126.1.epil
  %.180.2.epil = load double, double* %.179.2.epil, align 8
  %.211.2.epil = fmul double %.180.2.epil, %.180.2.epil
  %.213.2.epil = fadd double %.213.1.epil, %.211.2.epil
  %.126.3.epil = or i64 %.55.08.epil16, 4
  %.179.3.epil = getelementptr double, double* %arg.x.4, i64 %.126.2.epil
  %.180.3.epil = load double, double* %.179.3.epil, align 8
  %.211.3.epil = fmul double %.180.3.epil, %.180.3.epil
  %.213.3.epil = fadd double %.213.2.epil, %.211.3.epil
  %.126.4.epil = or i64 %.55.08.epil16, 5
  %.179.4.epil = getelementptr double, double* %arg.x.4, i64 %.126.3.epil
  %.180.4.epil = load double, double* %.179.4.epil, align 8
  %.211.4.epil = fmul double %.180.4.epil, %.180.4.epil
  %.213.4.epil = fadd double %.213.3.epil, %.211.4.epil
  %.126.5.epil = or i64 %.55.08.epil16, 6
  %.179.5.epil = getelementptr double, double* %arg.x.4, i64 %.126.4.epil
  %.180.5.epil = load double, double* %.179.5.epil, align 8
  %.211.5.epil = fmul double %.180.5.epil, %.180.5.epil
  %.213.5.epil = fadd double %.213.4.epil, %.211.5.epil
  %.126.6.epil = or i64 %.55.08.epil16, 7
  %.179.6.epil = getelementptr double, double* %arg.x.4, i64 %.126.5.epil
  %.180.6.epil = load double, double* %.179.6.epil, align 8
  %.211.6.epil = fmul double %.180.6.epil, %.180.6.epil
  %.213.6.epil = fadd double %.213.5.epil, %.211.6.epil
  %.126.7.epil = add nuw nsw i64 %.55.08.epil16, 8
  %.179.7.epil = getelementptr double, double* %arg.x.4, i64 %.126.6.epil
  %.180.7.epil = load double, double* %.179.7.epil, align 8
  %.211.7.epil = fmul double %.180.7.epil, %.180.7.epil
  %.213.7.epil = fadd double %.213.6.epil, %.211.7.epil
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter22.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter22.cmp.not, label %B106.loopexit.unr-lcssa, label %B62.epil14, !llvm.loop !0

B106.loopexit.unr-lcssa:                          ; preds = %B62.epil14, %B106.loopexit.unr-lcssa.loopexit.unr-lcssa, %B62.preheader
  %.213.lcssa.ph = phi double [ undef, %B62.preheader ], [ %.213.7.lcssa.ph, %B106.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.213.7.epil, %B62.epil14 ]
  %s.2.010.unr = phi double [ 0.000000e+00, %B62.preheader ], [ %.213.7.lcssa.ph, %B106.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.213.7.epil, %B62.epil14 ]
  %.55.08.unr = phi i64 [ 0, %B62.preheader ], [ %unroll_iter, %B106.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %unroll_iter, %B62.epil14 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B106, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B106.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %arg.x.4, i64 %.55.08.unr
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil.preheader, %B62.epil
  %s.2.010.epil = phi double [ %.213.epil, %B62.epil ], [ %s.2.010.unr, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B62.epil ], [ 0, %B62.epil.preheader ]
  %scevgep64 = getelementptr double, double* %scevgep, i64 %epil.iter
  %.180.epil = load double, double* %scevgep64, align 8
  %.211.epil = fmul double %.180.epil, %.180.epil
  %.213.epil = fadd double %s.2.010.epil, %.211.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B106, label %B62.epil, !llvm.loop !2

B106:                                             ; preds = %B62.epil, %B106.loopexit.unr-lcssa, %entry
  %s.2.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %.213.lcssa.ph, %B106.loopexit.unr-lcssa ], [ %.213.epil, %B62.epil ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.sum_sq, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !3

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.if ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !3

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([127 x i8], [127 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %.24, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %0, i64 24
  %1 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %1, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !3

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %2, align 8
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %3, i64 32
  %4 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %5, i64 40
  %6 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %6, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define double @cfunc._ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #1 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #2
  %.19 = load double, double* %.3, align 8
  ret double %.19
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { argmemonly nofree norecurse nosync nounwind }
attributes #1 = { nofree norecurse nosync nounwind }
attributes #2 = { noinline }
attributes #3 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
!3 = !{!"branch_weights", i32 1, i32 99}
