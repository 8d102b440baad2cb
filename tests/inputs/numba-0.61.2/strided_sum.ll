; ModuleID = 'strided_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.strided_sum = internal constant [12 x i8] c"strided_sum\00"
@_ZN08NumbaEnv7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind
define i32 @_ZN7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
B0.endif:
  %.1133.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.1133.not, label %common.ret, label %B62.lr.ph

B62.lr.ph:                                        ; preds = %B0.endif
  %0 = add i64 %arg.x.5.0, -1
  %xtraiter = and i64 %arg.x.5.0, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B62.lr.ph.new

B62.lr.ph.new:                                    ; preds = %B62.lr.ph
  %2 = ptrtoint double* %arg.x.4 to i64
  %unroll_iter = and i64 %arg.x.5.0, -8
  %3 = shl i64 %arg.x.6.0, 3
  %4 = shl i64 %arg.x.6.0, 1
  br label %B62

B62:                                              ; preds = %B62, %B62.lr.ph.new
  %lsr.iv10 = phi i64 [ %lsr.iv.next11, %B62 ], [ %2, %B62.lr.ph.new ]
  %s.2.06 = phi double [ 0.000000e+00, %B62.lr.ph.new ], [ %.218.7, %B62 ]
  %.55.04 = phi i64 [ 0, %B62.lr.ph.new ], [ %21, %B62 ]
  %.151 = sitofp i64 %.55.04 to double
  %.152 = fadd double %.151, 1.000000e+00
  %.182 = inttoptr i64 %lsr.iv10 to double*
  %.183 = load double, double* %.182, align 8
  %.184 = fmul double %.152, %.183
  %.216 = fmul double %.183, %.184
  %.218 = fadd double %s.2.06, %.216
  %5 = add i64 %.55.04, 1
  %.151.1 = sitofp i64 %5 to double
  %.152.1 = fadd double %.151.1, 1.000000e+00
  %6 = add i64 %arg.x.6.0, %lsr.iv10
  %.182.1 = inttoptr i64 %6 to double*
  %.183.1 = load double, double* %.182.1, align 8
  %.184.1 = fmul double %.152.1, %.183.1
  %.216.1 = fmul double %.183.1, %.184.1
  %.218.1 = fadd double %.218, %.216.1
  %7 = add i64 %5, 1
  %.151.2 = sitofp i64 %7 to double
  %.152.2 = fadd double %.151.2, 1.000000e+00
  %8 = add i64 %4, %lsr.iv10
  %sunkaddr = inttoptr i64 %lsr.iv10 to double*
  %sunkaddr12 = mul i64 %arg.x.6.0, 2
  %9 = bitcast double* %sunkaddr to i8*
  %sunkaddr13 = getelementptr i8, i8* %9, i64 %sunkaddr12
  %10 = bitcast i8* %sunkaddr13 to double*
  %.183.2 = load double, double* %10, align 8
  %.184.2 = fmul double %.152.2, %.183.2
  %.216.2 = fmul double %.183.2, %.184.2
  %.218.2 = fadd double %.218.1, %.216.2
  %11 = add i64 %7, 1
  %.151.3 = sitofp i64 %11 to double
  %.152.3 = fadd double %.151.3, 1.000000e+00
  %12 = add i64 %arg.x.6.0, %8
  %.182.3 = inttoptr i64 %12 to double*
  %.183.3 = load double, double* %.182.3, align 8
  %.184.3 = fmul double %.152.3, %.183.3
  %.216.3 = fmul double %.183.3, %.184.3
  %.218.3 = fadd double %.218.2, %.216.3
  %13 = add i64 %11, 1
  %.151.4 = sitofp i64 %13 to double
  %.152.4 = fadd double %.151.4, 1.000000e+00
  %14 = add i64 %arg.x.6.0, %12
  %.182.4 = inttoptr i64 %14 to double*
  %.183.4 = load double, double* %.182.4, align 8
  %.184.4 = fmul double %.152.4, %.183.4
  %.216.4 = fmul double %.183.4, %.184.4
  %.218.4 = fadd double %.218.3, %.216.4
  %15 = add i64 %13, 1
  %.151.5 = sitofp i64 %15 to double
  %.152.5 = fadd double %.151.5, 1.000000e+00
  %16 = add i64 %arg.x.6.0, %14
  %.182.5 = inttoptr i64 %16 to double*
  %.183.5 = load double, double* %.182.5, align 8
  %.184.5 = fmul double %.152.5, %.183.5
  %.216.5 = fmul double %.183.5, %.184.5
  %.218.5 = fadd double %.218.4, %.216.5
  %17 = add i64 %15, 1
  %.151.6 = sitofp i64 %17 to double
  %.152.6 = fadd double %.151.6, 1.000000e+00
  %18 = add i64 %arg.x.6.0, %16
  %.182.6 = inttoptr i64 %18 to double*
  %.183.6 = load double, double* %.182.6, align 8
  %.184.6 = fmul double %.152.6, %.183.6
  %.216.6 = fmul double %.183.6, %.184.6
  %.218.6 = fadd double %.218.5, %.216.6
  %.126.7 = add nuw i64 %.55.04, 8
  %19 = add i64 %17, 1
  %.151.7 = sitofp i64 %19 to double
  %.152.7 = fadd double %.151.7, 1.000000e+00
  %20 = add i64 %arg.x.6.0, %18
  %.182.7 = inttoptr i64 %20 to double*
  %.183.7 = load double, double* %.182.7, align 8
  %.184.7 = fmul double %.152.7, %.183.7
  %.216.7 = fmul double %.183.7, %.184.7
  %.218.7 = fadd double %.218.6, %.216.7
  %lsr.iv.next11 = add i64 %lsr.iv10, %3
  %21 = add i64 %19, 1
  %niter.ncmp.7 = icmp eq i64 %21, %unroll_iter
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa, label %B62

common.ret.loopexit.unr-lcssa:                    ; preds = %B62, %B62.lr.ph
  %.218.lcssa.ph = phi double [ undef, %B62.lr.ph ], [ %.218.7, %B62 ]
  %s.2.06.unr = phi double [ 0.000000e+00, %B62.lr.ph ], [ %.218.7, %B62 ]
  %.55.04.unr = phi i64 [ 0, %B62.lr.ph ], [ %.126.7, %B62 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %22 = ptrtoint double* %arg.x.4 to i64
  %23 = mul i64 %.55.04.unr, %arg.x.6.0
  %24 = add i64 %22, %23
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil.preheader, %B62.epil
  %lsr.iv8 = phi i64 [ %xtraiter, %B62.epil.preheader ], [ %lsr.iv.next9, %B62.epil ]
  %lsr.iv = phi i64 [ %24, %B62.epil.preheader ], [ %lsr.iv.next, %B62.epil ]
  %s.2.06.epil = phi double [ %.218.epil, %B62.epil ], [ %s.2.06.unr, %B62.epil.preheader ]
  %.55.04.epil = phi i64 [ %.126.epil, %B62.epil ], [ %.55.04.unr, %B62.epil.preheader ]
  %.126.epil = add nuw nsw i64 %.55.04.epil, 1
  %.151.epil = sitofp i64 %.55.04.epil to double
  %.152.epil = fadd double %.151.epil, 1.000000e+00
  %.182.epil = inttoptr i64 %lsr.iv to double*
  %.183.epil = load double, double* %.182.epil, align 8
  %.184.epil = fmul double %.152.epil, %.183.epil
  %.216.epil = fmul double %.183.epil, %.184.epil
  %.218.epil = fadd double %s.2.06.epil, %.216.epil
  %lsr.iv.next = add i64 %lsr.iv, %arg.x.6.0
  %lsr.iv.next9 = add nsw i64 %lsr.iv8, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next9, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B62.epil, !llvm.loop !0

common.ret:                                       ; preds = %B62.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.218.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.218.epil, %B62.epil ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  ret i32 0
}

define i8* @_ZN7cpython7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.strided_sum, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
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
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.6.0.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.6.0.load) #1
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
define double @cfunc._ZN7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #0 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN7kernels11strided_sumB3v94B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1A7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 %.8) #1
  %.19 = load double, double* %.3, align 8
  ret double %.19
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

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind }
attributes #1 = { noinline }
attributes #2 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
