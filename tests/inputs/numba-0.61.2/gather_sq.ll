; ModuleID = 'gather_sq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.gather_sq = internal constant [10 x i8] c"gather_sq\00"
@_ZN08NumbaEnv7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [162 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly nofree nosync nounwind
define i32 @_ZN7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* nocapture readnone %arg.idx.0, i8* nocapture readnone %arg.idx.1, i64 %arg.idx.2, i64 %arg.idx.3, i64* nocapture readonly %arg.idx.4, i64 %arg.idx.5.0, i64 %arg.idx.6.0) local_unnamed_addr #0 {
B0.endif:
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.idx.5.0, i64 0)
  %.1273.not = icmp slt i64 %arg.idx.5.0, 1
  br i1 %.1273.not, label %common.ret, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %1 = add nsw i64 %0, -1
  %xtraiter = and i64 %0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %common.ret.loopexit.unr-lcssa, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %0, 9223372036854775800
  br label %B62

B62:                                              ; preds = %B62, %B62.preheader.new
  %s.2.06 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.229.7, %B62 ]
  %.69.04 = phi i64 [ 0, %B62.preheader.new ], [ %.140.7, %B62 ]
  %sunkaddr = mul i64 %.69.04, 8
  %3 = bitcast i64* %arg.idx.4 to i8*
  %sunkaddr25 = getelementptr i8, i8* %3, i64 %sunkaddr
  %4 = bitcast i8* %sunkaddr25 to i64*
  %.194 = load i64, i64* %4, align 8
  %.208 = icmp slt i64 %.194, 0
  %.209 = select i1 %.208, i64 %arg.x.5.0, i64 0
  %.210 = add i64 %.209, %.194
  %.223 = getelementptr double, double* %arg.x.4, i64 %.210
  %.224 = load double, double* %.223, align 8
  %.225 = fmul double %.224, %.224
  %.226 = tail call double @llvm.sin.f64(double %.224)
  %.227 = fadd double %.225, %.226
  %.229 = fadd double %s.2.06, %.227
  %sunkaddr26 = mul i64 %.69.04, 8
  %5 = bitcast i64* %arg.idx.4 to i8*
  %sunkaddr27 = getelementptr i8, i8* %5, i64 %sunkaddr26
  %sunkaddr28 = getelementptr i8, i8* %sunkaddr27, i64 8
  %6 = bitcast i8* %sunkaddr28 to i64*
  %.194.1 = load i64, i64* %6, align 8
  %.208.1 = icmp slt i64 %.194.1, 0
  %.209.1 = select i1 %.208.1, i64 %arg.x.5.0, i64 0
  %.210.1 = add i64 %.209.1, %.194.1
  %.223.1 = getelementptr double, double* %arg.x.4, i64 %.210.1
  %.224.1 = load double, double* %.223.1, align 8
  %.225.1 = fmul double %.224.1, %.224.1
  %.226.1 = tail call double @llvm.sin.f64(double %.224.1)
  %.227.1 = fadd double %.225.1, %.226.1
  %.229.1 = fadd double %.229, %.227.1
  %sunkaddr29 = mul i64 %.69.04, 8
  %7 = bitcast i64* %arg.idx.4 to i8*
  %sunkaddr30 = getelementptr i8, i8* %7, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, i8* %sunkaddr30, i64 16
  %8 = bitcast i8* %sunkaddr31 to i64*
  %.194.2 = load i64, i64* %8, align 8
  %.208.2 = icmp slt i64 %.194.2, 0
  %.209.2 = select i1 %.208.2, i64 %arg.x.5.0, i64 0
  %.210.2 = add i64 %.209.2, %.194.2
  %.223.2 = getelementptr double, double* %arg.x.4, i64 %.210.2
  %.224.2 = load double, double* %.223.2, align 8
  %.225.2 = fmul double %.224.2, %.224.2
  %.226.2 = tail call double @llvm.sin.f64(double %.224.2)
  %.227.2 = fadd double %.225.2, %.226.2
  %.229.2 = fadd double %.229.1, %.227.2
  %sunkaddr32 = mul i64 %.69.04, 8
  %9 = bitcast i64* %arg.idx.4 to i8*
  %sunkaddr33 = getelementptr i8, i8* %9, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, i8* %sunkaddr33, i64 24
  %10 = bitcast i8* %sunkaddr34 to i64*
  %.194.3 = load i64, i64* %10, align 8
  %.208.3 = icmp slt i64 %.194.3, 0
  %.209.3 = select i1 %.208.3, i64 %arg.x.5.0, i64 0
  %.210.3 = add i64 %.209.3, %.194.3
  %.223.3 = getelementptr double, double* %arg.x.4, i64 %.210.3
  %.224.3 = load double, double* %.223.3, align 8
  %.225.3 = fmul double %.224.3, %.224.3
  %.226.3 = tail call double @llvm.sin.f64(double %.224.3)
  %.227.3 = fadd double %.225.3, %.226.3
  %.229.3 = fadd double %.229.2, %.227.3
  %sunkaddr35 = mul i64 %.69.04, 8
  %11 = bitcast i64* %arg.idx.4 to i8*
  %sunkaddr36 = getelementptr i8, i8* %11, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, i8* %sunkaddr36, i64 32
  %12 = bitcast i8* %sunkaddr37 to i64*
  %.194.4 = load i64, i64* %12, align 8
  %.208.4 = icmp slt i64 %.194.4, 0
  %.209.4 = select i1 %.208.4, i64 %arg.x.5.0, i64 0
  %.210.4 = add i64 %.209.4, %.194.4
  %.223.4 = getelementptr double, double* %arg.x.4, i64 %.210.4
  %.224.4 = load double, double* %.223.4, align 8
  %.225.4 = fmul double %.224.4, %.224.4
  %.226.4 = tail call double @llvm.sin.f64(double %.224.4)
  %.227.4 = fadd double %.225.4, %.226.4
  %.229.4 = fadd double %.229.3, %.227.4
  %sunkaddr38 = mul i64 %.69.04, 8
  %13 = bitcast i64* %arg.idx.4 to i8*
  %sunkaddr39 = getelementptr i8, i8* %13, i64 %sunkaddr38
  %sunkaddr40 = getelementptr i8, i8* %sunkaddr39, i64 40
  %14 = bitcast i8* %sunkaddr40 to i64*
  %.194.5 = load i64, i64* %14, align 8
  %.208.5 = icmp slt i64 %.194.5, 0
  %.209.5 = select i1 %.208.5, i64 %arg.x.5.0, i64 0
  %.210.5 = add i64 %.209.5, %.194.5
  %.223.5 = getelementptr double, double* %arg.x.4, i64 %.210.5
  %.224.5 = load double, double* %.223.5, align 8
  %.225.5 = fmul double %.224.5, %.224.5
  %.226.5 = tail call double @llvm.sin.f64(double %.224.5)
  %.227.5 = fadd double %.225.5, %.226.5
  %.229.5 = fadd double %.229.4, %.227.5
  %sunkaddr41 = mul i64 %.69.04, 8
  %15 = bitcast i64* %arg.idx.4 to i8*
  %sunkaddr42 = getelementptr i8, i8* %15, i64 %sunkaddr41
  %sunkaddr43 = getelementptr i8, i8* %sunkaddr42, i64 48
  %16 = bitcast i8* %sunkaddr43 to i64*
  %.194.6 = load i64, i64* %16, align 8
  %.208.6 = icmp slt i64 %.194.6, 0
  %.209.6 = select i1 %.208.6, i64 %arg.x.5.0, i64 0
  %.210.6 = add i64 %.209.6, %.194.6
  %.223.6 = getelementptr double, double* %arg.x.4, i64 %.210.6
  %.224.6 = load double, double* %.223.6, align 8
  %.225.6 = fmul double %.224.6, %.224.6
  %.226.6 = tail call double @llvm.sin.f64(double %.224.6)
  %.227.6 = fadd double %.225.6, %.226.6
  %.229.6 = fadd double %.229.5, %.227.6
  %.140.7 = add nuw i64 %.69.04, 8
  %sunkaddr44 = mul i64 %.69.04, 8
  %17 = bitcast i64* %arg.idx.4 to i8*
  %sunkaddr45 = getelementptr i8, i8* %17, i64 %sunkaddr44
  %sunkaddr46 = getelementptr i8, i8* %sunkaddr45, i64 56
  %18 = bitcast i8* %sunkaddr46 to i64*
  %.194.7 = load i64, i64* %18, align 8
  %.208.7 = icmp slt i64 %.194.7, 0
  %.209.7 = select i1 %.208.7, i64 %arg.x.5.0, i64 0
  %.210.7 = add i64 %.209.7, %.194.7
  %.223.7 = getelementptr double, double* %arg.x.4, i64 %.210.7
  %.224.7 = load double, double* %.223.7, align 8
  %.225.7 = fmul double %.224.7, %.224.7
  %.226.7 = tail call double @llvm.sin.f64(double %.224.7)
  %.227.7 = fadd double %.225.7, %.226.7
  %.229.7 = fadd double %.229.6, %.227.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.140.7
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa, label %B62

common.ret.loopexit.unr-lcssa:                    ; preds = %B62, %B62.preheader
  %.229.lcssa.ph = phi double [ undef, %B62.preheader ], [ %.229.7, %B62 ]
  %s.2.06.unr = phi double [ 0.000000e+00, %B62.preheader ], [ %.229.7, %B62 ]
  %.69.04.unr = phi i64 [ 0, %B62.preheader ], [ %.140.7, %B62 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %scevgep = getelementptr i64, i64* %arg.idx.4, i64 %.69.04.unr
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil.preheader, %B62.epil
  %s.2.06.epil = phi double [ %.229.epil, %B62.epil ], [ %s.2.06.unr, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B62.epil ], [ 0, %B62.epil.preheader ]
  %scevgep8 = getelementptr i64, i64* %scevgep, i64 %epil.iter
  %.194.epil = load i64, i64* %scevgep8, align 8
  %.208.epil = icmp slt i64 %.194.epil, 0
  %.209.epil = select i1 %.208.epil, i64 %arg.x.5.0, i64 0
  %.210.epil = add i64 %.209.epil, %.194.epil
  %.223.epil = getelementptr double, double* %arg.x.4, i64 %.210.epil
  %.224.epil = load double, double* %.223.epil, align 8
  %.225.epil = fmul double %.224.epil, %.224.epil
  %.226.epil = tail call double @llvm.sin.f64(double %.224.epil)
  %.227.epil = fadd double %.225.epil, %.226.epil
  %.229.epil = fadd double %s.2.06.epil, %.227.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %common.ret, label %B62.epil, !llvm.loop !0

common.ret:                                       ; preds = %B62.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.229.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.229.epil, %B62.epil ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #1

define i8* @_ZN7cpython7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.gather_sq, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([162 x i8], [162 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr6 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr6 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.45 to i8*
  %8 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %8, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %9 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %9, i64 24
  %10 = bitcast i8* %sunkaddr8 to i64*
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
  %11 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr9 to i64**
  %.60.fca.4.load = load i64*, i64** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %14, i64 40
  %15 = bitcast i8* %sunkaddr10 to i64*
  %.60.fca.5.0.load = load i64, i64* %15, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, i8* poison, i8* poison, i64 poison, i64 poison, i64* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
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

; Function Attrs: nofree nosync nounwind
define double @cfunc._ZN7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr #2 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels9gather_sqB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 poison, i8* poison, i8* poison, i64 poison, i64 poison, i64* %extracted.data.1, i64 %.10, i64 poison) #3
  %.22 = load double, double* %.4, align 8
  ret double %.22
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
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
!2 = !{!"branch_weights", i32 1, i32 99}
