; ModuleID = 'poly_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.poly_f32 = internal constant [9 x i8] c"poly_f32\00"
@_ZN08NumbaEnv7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf" = internal constant [130 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define i32 @_ZN7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf(float* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, float* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, float %arg.a) local_unnamed_addr #0 {
B0.endif:
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 0)
  %.1173.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.1173.not, label %common.ret, label %B98.preheader

B98.preheader:                                    ; preds = %B0.endif
  %1 = add nsw i64 %0, -1
  %xtraiter = and i64 %0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %common.ret.loopexit.unr-lcssa, label %B98.preheader.new

B98.preheader.new:                                ; preds = %B98.preheader
  %unroll_iter = and i64 %0, 9223372036854775800
  br label %B98

B98:                                              ; preds = %B98, %B98.preheader.new
  %s.2.06 = phi float [ 0.000000e+00, %B98.preheader.new ], [ %.252.7, %B98 ]
  %.59.04 = phi i64 [ 0, %B98.preheader.new ], [ %.130.7, %B98 ]
  %sunkaddr = mul i64 %.59.04, 4
  %3 = bitcast float* %arg.x.4 to i8*
  %sunkaddr25 = getelementptr i8, i8* %3, i64 %sunkaddr
  %4 = bitcast i8* %sunkaddr25 to float*
  %.184 = load float, float* %4, align 4
  %.186 = fmul float %.184, %arg.a
  %.217 = fmul float %.184, %.186
  %.249 = fmul float %.184, 5.000000e-01
  %.250 = fadd float %.249, %.217
  %.252 = fadd float %s.2.06, %.250
  %sunkaddr26 = mul i64 %.59.04, 4
  %5 = bitcast float* %arg.x.4 to i8*
  %sunkaddr27 = getelementptr i8, i8* %5, i64 %sunkaddr26
  %sunkaddr28 = getelementptr i8, i8* %sunkaddr27, i64 4
  %6 = bitcast i8* %sunkaddr28 to float*
  %.184.1 = load float, float* %6, align 4
  %.186.1 = fmul float %.184.1, %arg.a
  %.217.1 = fmul float %.184.1, %.186.1
  %.249.1 = fmul float %.184.1, 5.000000e-01
  %.250.1 = fadd float %.249.1, %.217.1
  %.252.1 = fadd float %.252, %.250.1
  %sunkaddr29 = mul i64 %.59.04, 4
  %7 = bitcast float* %arg.x.4 to i8*
  %sunkaddr30 = getelementptr i8, i8* %7, i64 %sunkaddr29
  %sunkaddr31 = getelementptr i8, i8* %sunkaddr30, i64 8
  %8 = bitcast i8* %sunkaddr31 to float*
  %.184.2 = load float, float* %8, align 4
  %.186.2 = fmul float %.184.2, %arg.a
  %.217.2 = fmul float %.184.2, %.186.2
  %.249.2 = fmul float %.184.2, 5.000000e-01
  %.250.2 = fadd float %.249.2, %.217.2
  %.252.2 = fadd float %.252.1, %.250.2
  %sunkaddr32 = mul i64 %.59.04, 4
  %9 = bitcast float* %arg.x.4 to i8*
  %sunkaddr33 = getelementptr i8, i8* %9, i64 %sunkaddr32
  %sunkaddr34 = getelementptr i8, i8* %sunkaddr33, i64 12
  %10 = bitcast i8* %sunkaddr34 to float*
  %.184.3 = load float, float* %10, align 4
  %.186.3 = fmul float %.184.3, %arg.a
  %.217.3 = fmul float %.184.3, %.186.3
  %.249.3 = fmul float %.184.3, 5.000000e-01
  %.250.3 = fadd float %.249.3, %.217.3
  %.252.3 = fadd float %.252.2, %.250.3
  %sunkaddr35 = mul i64 %.59.04, 4
  %11 = bitcast float* %arg.x.4 to i8*
  %sunkaddr36 = getelementptr i8, i8* %11, i64 %sunkaddr35
  %sunkaddr37 = getelementptr i8, i8* %sunkaddr36, i64 16
  %12 = bitcast i8* %sunkaddr37 to float*
  %.184.4 = load float, float* %12, align 4
  %.186.4 = fmul float %.184.4, %arg.a
  %.217.4 = fmul float %.184.4, %.186.4
  %.249.4 = fmul float %.184.4, 5.000000e-01
  %.250.4 = fadd float %.249.4, %.217.4
  %.252.4 = fadd float %.252.3, %.250.4
  %sunkaddr38 = mul i64 %.59.04, 4
  %13 = bitcast float* %arg.x.4 to i8*
  %sunkaddr39 = getelementptr i8, i8* %13, i64 %sunkaddr38
  %sunkaddr40 = getelementptr i8, i8* %sunkaddr39, i64 20
  %14 = bitcast i8* %sunkaddr40 to float*
  %.184.5 = load float, float* %14, align 4
  %.186.5 = fmul float %.184.5, %arg.a
  %.217.5 = fmul float %.184.5, %.186.5
  %.249.5 = fmul float %.184.5, 5.000000e-01
  %.250.5 = fadd float %.249.5, %.217.5
  %.252.5 = fadd float %.252.4, %.250.5
  %sunkaddr41 = mul i64 %.59.04, 4
  %15 = bitcast float* %arg.x.4 to i8*
  %sunkaddr42 = getelementptr i8, i8* %15, i64 %sunkaddr41
  %sunkaddr43 = getelementptr i8, i8* %sunkaddr42, i64 24
  %16 = bitcast i8* %sunkaddr43 to float*
  %.184.6 = load float, float* %16, align 4
  %.186.6 = fmul float %.184.6, %arg.a
  %.217.6 = fmul float %.184.6, %.186.6
  %.249.6 = fmul float %.184.6, 5.000000e-01
  %.250.6 = fadd float %.249.6, %.217.6
  %.252.6 = fadd float %.252.5, %.250.6
  %.130.7 = add nuw i64 %.59.04, 8
  %sunkaddr44 = mul i64 %.59.04, 4
  %17 = bitcast float* %arg.x.4 to i8*
  %sunkaddr45 = getelementptr i8, i8* %17, i64 %sunkaddr44
  %sunkaddr46 = getelementptr i8, i8* %sunkaddr45, i64 28
  %18 = bitcast i8* %sunkaddr46 to float*
  %.184.7 = load float, float* %18, align 4
  %.186.7 = fmul float %.184.7, %arg.a
  %.217.7 = fmul float %.184.7, %.186.7
  %.249.7 = fmul float %.184.7, 5.000000e-01
  %.250.7 = fadd float %.249.7, %.217.7
  %.252.7 = fadd float %.252.6, %.250.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.130.7
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa, label %B98

common.ret.loopexit.unr-lcssa:                    ; preds = %B98, %B98.preheader
  %.252.lcssa.ph = phi float [ undef, %B98.preheader ], [ %.252.7, %B98 ]
  %s.2.06.unr = phi float [ 0.000000e+00, %B98.preheader ], [ %.252.7, %B98 ]
  %.59.04.unr = phi i64 [ 0, %B98.preheader ], [ %.130.7, %B98 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B98.epil.preheader

B98.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %scevgep = getelementptr float, float* %arg.x.4, i64 %.59.04.unr
  br label %B98.epil

B98.epil:                                         ; preds = %B98.epil.preheader, %B98.epil
  %s.2.06.epil = phi float [ %.252.epil, %B98.epil ], [ %s.2.06.unr, %B98.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B98.epil ], [ 0, %B98.epil.preheader ]
  %scevgep8 = getelementptr float, float* %scevgep, i64 %epil.iter
  %.184.epil = load float, float* %scevgep8, align 4
  %.186.epil = fmul float %.184.epil, %arg.a
  %.217.epil = fmul float %.184.epil, %.186.epil
  %.249.epil = fmul float %.184.epil, 5.000000e-01
  %.250.epil = fadd float %.249.epil, %.217.epil
  %.252.epil = fadd float %s.2.06.epil, %.250.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %common.ret, label %B98.epil, !llvm.loop !0

common.ret:                                       ; preds = %B98.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi float [ 0.000000e+00, %B0.endif ], [ %.252.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.252.epil, %B98.epil ]
  store float %s.2.0.lcssa, float* %retptr, align 4
  ret i32 0
}

define i8* @_ZN7cpython7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.const.poly_f32, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.54 = alloca float, align 4
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.79, %entry.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([130 x i8], [130 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 4
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr5 to float**
  %.37.fca.4.load = load float*, float** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.49 = call i8* @PyErr_Occurred()
  %.50.not = icmp eq i8* %.49, null
  br i1 %.50.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !3

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.48 = fptrunc double %.46 to float
  store float 0.000000e+00, float* %.54, align 4
  %.60 = call i32 @_ZN7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf(float* nonnull %.54, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, float* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, float %.48) #2
  %.70 = load float, float* %.54, align 4
  call void @NRT_decref(i8* %.37.fca.0.load)
  %.78 = fpext float %.70 to double
  %.79 = call i8* @PyFloat_FromDouble(double %.78)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define float @cfunc._ZN7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, float %.2) local_unnamed_addr #1 {
entry:
  %.4 = alloca float, align 4
  store float 0.000000e+00, float* %.4, align 4
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels8poly_f32B2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf(float* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, float* %extracted.data, i64 %.8, i64 poison, float %.2) #2
  %.20 = load float, float* %.4, align 4
  ret float %.20
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
!3 = !{!"branch_weights", i32 99, i32 1}
