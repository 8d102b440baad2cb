; ModuleID = 'scaled_tanh'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.scaled_tanh = internal constant [12 x i8] c"scaled_tanh\00"
@_ZN08NumbaEnv7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree nosync nounwind
define i32 @_ZN7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, double %arg.a) local_unnamed_addr #0 {
B0.endif:
  %.72.inv = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.72.inv, label %B62.lr.ph, label %common.ret

B62.lr.ph:                                        ; preds = %B0.endif
  %.189 = fmul double %arg.a, %arg.a
  br label %B62

B62:                                              ; preds = %B62.lr.ph, %B62
  %s.2.05 = phi double [ 0.000000e+00, %B62.lr.ph ], [ %.223, %B62 ]
  %.58.03 = phi i64 [ 0, %B62.lr.ph ], [ %.129, %B62 ]
  %.129 = add nuw nsw i64 %.58.03, 1
  %scevgep = getelementptr double, double* %arg.x.4, i64 %.58.03
  %.183 = load double, double* %scevgep, align 8
  %.185 = fmul double %.183, %arg.a
  %.186 = tail call double @tanh(double %.185)
  %.220 = fmul double %.189, %.183
  %.221 = fadd double %.186, %.220
  %.223 = fadd double %s.2.05, %.221
  %exitcond.not = icmp eq i64 %arg.x.5.0, %.129
  br i1 %exitcond.not, label %common.ret, label %B62

common.ret:                                       ; preds = %B62, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.223, %B62 ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @tanh(double) local_unnamed_addr #1

define i8* @_ZN7cpython7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.scaled_tanh, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !1

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, double %.46) #2
  %.69 = load double, double* %.53, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  %.77 = call i8* @PyFloat_FromDouble(double %.69)
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

; Function Attrs: nofree nosync nounwind
define double @cfunc._ZN7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr #0 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels11scaled_tanhB3v23B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull undef, i8* undef, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 undef, double %.2) #2
  %.20 = load double, double* %.4, align 8
  ret double %.20
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nosync nounwind }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 99, i32 1}
