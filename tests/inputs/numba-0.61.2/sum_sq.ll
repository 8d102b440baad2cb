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
B0.endif:
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 0)
  %.1133.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.1133.not, label %common.ret, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %1 = add nsw i64 %0, -1
  %xtraiter = and i64 %0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %common.ret.loopexit.unr-lcssa, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %0, 9223372036854775800
  br label %B62

B62:                                              ; preds = %B62, %B62.preheader.new
  %s.2.06 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.213.7, %B62 ]
  %.55.04 = phi i64 [ 0, %B62.preheader.new ], [ %.126.7, %B62 ]
  %sunkaddr = mul i64 %.55.04, 8
  %3 = bitcast double* %arg.x.4 to i8*
  %sunkaddr25 = getelementptr i8, i8* %3, i64 %sunkaddr
  %4 = bitcast i8* %sunkaddr25 to double*
  %.180 = load double, double* %4, align 8
  %.211 = fmul double %.180, %.180
  %.213 = fadd double %s.2.06, %.211
  %sunkaddr26 = mul i64 %.55.04, 8
  %5 = bitcast double* %arg.x.4 to i8*
  %sunkaddr27 = getelementptr i8, i8* %5, i64 %sunkaddr26
  %sunkaddr28 = getelementptr i8, i8* %sunkaddr27, i64 8
  %6 = bitcast i8* %sunkaddr28 to double*
  %.180.1 = load double, double* %6, align 8
  %.211.1 = fmul double %.180.1, %.180.1
  %.213.1 = fadd double %.213, %.211.1
  %sunkaddr29 = mul i64 %.55.04, 8
  %7 = bitcast double* %arg.x.4 to i8*
  %sunkaddr30 = getelementptr i8, i8* %7, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, i8* %sunkaddr30, i64 16
  %8 = bitcast i8* %sunkaddr31 to double*
  %.180.2 = load double, double* %8, align 8
  %.211.2 = fmul double %.180.2, %.180.2
  %.213.2 = fadd double %.213.1, %.211.2
  %sunkaddr32 = mul i64 %.55.04, 8
  %9 = bitcast double* %arg.x.4 to i8*
  %sunkaddr33 = getelementptr i8, i8* %9, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, i8* %sunkaddr33, i64 24
  %10 = bitcast i8* %sunkaddr34 to double*
  %.180.3 = load double, double* %10, align 8
  %.211.3 = fmul double %.180.3, %.180.3
  %.213.3 = fadd double %.213.2, %.211.3
  %sunkaddr35 = mul i64 %.55.04, 8
  %11 = bitcast double* %arg.x.4 to i8*
  %sunkaddr36 = getelementptr i8, i8* %11, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, i8* %sunkaddr36, i64 32
  %12 = bitcast i8* %sunkaddr37 to double*
  %.180.4 = load double, double* %12, align 8
  %.211.4 = fmul double %.180.4, %.180.4
  %.213.4 = fadd double %.213.3, %.211.4
  %sunkaddr38 = mul i64 %.55.04, 8
  %13 = bitcast double* %arg.x.4 to i8*
  %sunkaddr39 = getelementptr i8, i8* %13, i64 %sunkaddr38
  %sunkaddr40 = getelementptr i8, i8* %sunkaddr39, i64 40
  %14 = bitcast i8* %sunkaddr40 to double*
  %.180.5 = load double, double* %14, align 8
  %.211.5 = fmul double %.180.5, %.180.5
  %.213.5 = fadd double %.213.4, %.211.5
  %sunkaddr41 = mul i64 %.55.04, 8
  %15 = bitcast double* %arg.x.4 to i8*
  %sunkaddr42 = getelementptr i8, i8* %15, i64 %sunkaddr41
  %sunkaddr43 = getelementptr i8, i8* %sunkaddr42, i64 48
  %16 = bitcast i8* %sunkaddr43 to double*
  %.180.6 = load double, double* %16, align 8
  %.211.6 = fmul double %.180.6, %.180.6
  %.213.6 = fadd double %.213.5, %.211.6
  %.126.7 = add nuw i64 %.55.04, 8
  %sunkaddr44 = mul i64 %.55.04, 8
  %17 = bitcast double* %arg.x.4 to i8*
  %sunkaddr45 = getelementptr i8, i8* %17, i64 %sunkaddr44
  %sunkaddr46 = getelementptr i8, i8* %sunkaddr45, i64 56
  %18 = bitcast i8* %sunkaddr46 to double*
  %.180.7 = load double, double* %18, align 8
  %.211.7 = fmul double %.180.7, %.180.7
  %.213.7 = fadd double %.213.6, %.211.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.126.7
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa, label %B62

common.ret.loopexit.unr-lcssa:                    ; preds = %B62, %B62.preheader
  %.213.lcssa.ph = phi double [ undef, %B62.preheader ], [ %.213.7, %B62 ]
  %s.2.06.unr = phi double [ 0.000000e+00, %B62.preheader ], [ %.213.7, %B62 ]
  %.55.04.unr = phi i64 [ 0, %B62.preheader ], [ %.126.7, %B62 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %arg.x.4, i64 %.55.04.unr
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil.preheader, %B62.epil
  %s.2.06.epil = phi double [ %.213.epil, %B62.epil ], [ %s.2.06.unr, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B62.epil ], [ 0, %B62.epil.preheader ]
  %scevgep8 = getelementptr double, double* %scevgep, i64 %epil.iter
  %.180.epil = load double, double* %scevgep8, align 8
  %.211.epil = fmul double %.180.epil, %.180.epil
  %.213.epil = fadd double %s.2.06.epil, %.211.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %common.ret, label %B62.epil, !llvm.loop !0

common.ret:                                       ; preds = %B62.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.213.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.213.epil, %B62.epil ]
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
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([127 x i8], [127 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
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
  %.9 = call i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #2
  %.19 = load double, double* %.3, align 8
  ret double %.19
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
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
!2 = !{!"branch_weights", i32 1, i32 99}
