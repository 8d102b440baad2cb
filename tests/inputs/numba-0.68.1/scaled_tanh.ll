; ModuleID = 'scaled_tanh'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.scaled_tanh = internal constant [12 x i8] c"scaled_tanh\00"
@_ZN08NumbaEnv7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, double %arg.a) local_unnamed_addr #0 {
B0.endif:
  %.11684.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11684.not, label %B160, label %B62.lr.ph

B62.lr.ph:                                        ; preds = %B0.endif
  %.189 = fmul double %arg.a, %arg.a
  %xtraiter = and i64 %arg.x.5.0, 7
  %0 = icmp ult i64 %arg.x.5.0, 8
  br i1 %0, label %B62.epil.preheader, label %B62.lr.ph.new

B62.lr.ph.new:                                    ; preds = %B62.lr.ph
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775800
  br label %B62

B62:                                              ; preds = %B62, %B62.lr.ph.new
  %s.2.087 = phi double [ 0.000000e+00, %B62.lr.ph.new ], [ %.223.7, %B62 ]
  %.1228385 = phi i64 [ 0, %B62.lr.ph.new ], [ %.129.7, %B62 ]
  %sunkaddr = mul i64 %.1228385, 8
  %sunkaddr20 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.183 = load double, ptr %sunkaddr20, align 8
  %.185 = fmul double %arg.a, %.183
  %.186 = tail call double @tanh(double %.185)
  %.220 = fmul double %.189, %.183
  %.221 = fadd double %.186, %.220
  %.223 = fadd double %s.2.087, %.221
  %sunkaddr21 = mul i64 %.1228385, 8
  %sunkaddr22 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, ptr %sunkaddr22, i64 8
  %.183.1 = load double, ptr %sunkaddr23, align 8
  %.185.1 = fmul double %arg.a, %.183.1
  %.186.1 = tail call double @tanh(double %.185.1)
  %.220.1 = fmul double %.189, %.183.1
  %.221.1 = fadd double %.186.1, %.220.1
  %.223.1 = fadd double %.223, %.221.1
  %sunkaddr24 = mul i64 %.1228385, 8
  %sunkaddr25 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, ptr %sunkaddr25, i64 16
  %.183.2 = load double, ptr %sunkaddr26, align 8
  %.185.2 = fmul double %arg.a, %.183.2
  %.186.2 = tail call double @tanh(double %.185.2)
  %.220.2 = fmul double %.189, %.183.2
  %.221.2 = fadd double %.186.2, %.220.2
  %.223.2 = fadd double %.223.1, %.221.2
  %sunkaddr27 = mul i64 %.1228385, 8
  %sunkaddr28 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr27
  %sunkaddr29 = getelementptr i8, ptr %sunkaddr28, i64 24
  %.183.3 = load double, ptr %sunkaddr29, align 8
  %.185.3 = fmul double %arg.a, %.183.3
  %.186.3 = tail call double @tanh(double %.185.3)
  %.220.3 = fmul double %.189, %.183.3
  %.221.3 = fadd double %.186.3, %.220.3
  %.223.3 = fadd double %.223.2, %.221.3
  %sunkaddr30 = mul i64 %.1228385, 8
  %sunkaddr31 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr30
  %sunkaddr32 = getelementptr i8, ptr %sunkaddr31, i64 32
  %.183.4 = load double, ptr %sunkaddr32, align 8
  %.185.4 = fmul double %arg.a, %.183.4
  %.186.4 = tail call double @tanh(double %.185.4)
  %.220.4 = fmul double %.189, %.183.4
  %.221.4 = fadd double %.186.4, %.220.4
  %.223.4 = fadd double %.223.3, %.221.4
  %sunkaddr33 = mul i64 %.1228385, 8
  %sunkaddr34 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr33
  %sunkaddr35 = getelementptr i8, ptr %sunkaddr34, i64 40
  %.183.5 = load double, ptr %sunkaddr35, align 8
  %.185.5 = fmul double %arg.a, %.183.5
  %.186.5 = tail call double @tanh(double %.185.5)
  %.220.5 = fmul double %.189, %.183.5
  %.221.5 = fadd double %.186.5, %.220.5
  %.223.5 = fadd double %.223.4, %.221.5
  %sunkaddr36 = mul i64 %.1228385, 8
  %sunkaddr37 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, ptr %sunkaddr37, i64 48
  %.183.6 = load double, ptr %sunkaddr38, align 8
  %.185.6 = fmul double %arg.a, %.183.6
  %.186.6 = tail call double @tanh(double %.185.6)
  %.220.6 = fmul double %.189, %.183.6
  %.221.6 = fadd double %.186.6, %.220.6
  %.223.6 = fadd double %.223.5, %.221.6
  %.129.7 = add nuw nsw i64 %.1228385, 8
  %sunkaddr39 = mul i64 %.1228385, 8
  %sunkaddr40 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr39
  %sunkaddr41 = getelementptr i8, ptr %sunkaddr40, i64 56
  %.183.7 = load double, ptr %sunkaddr41, align 8
  %.185.7 = fmul double %arg.a, %.183.7
  %.186.7 = tail call double @tanh(double %.185.7)
  %.220.7 = fmul double %.189, %.183.7
  %.221.7 = fadd double %.186.7, %.220.7
  %.223.7 = fadd double %.223.6, %.221.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.129.7
  br i1 %niter.ncmp.7, label %B160.loopexit.unr-lcssa, label %B62

B160.loopexit.unr-lcssa:                          ; preds = %B62
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B160, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B160.loopexit.unr-lcssa, %B62.lr.ph
  %s.2.087.epil.init = phi double [ 0.000000e+00, %B62.lr.ph ], [ %.223.7, %B160.loopexit.unr-lcssa ]
  %.1228385.epil.init = phi i64 [ 0, %B62.lr.ph ], [ %.129.7, %B160.loopexit.unr-lcssa ]
  %1 = shl i64 %.1228385.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.x.4, i64 %1
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil, %B62.epil.preheader
  %s.2.087.epil = phi double [ %s.2.087.epil.init, %B62.epil.preheader ], [ %.223.epil, %B62.epil ]
  %epil.iter = phi i64 [ 0, %B62.epil.preheader ], [ %epil.iter.next, %B62.epil ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %2
  %.183.epil = load double, ptr %scevgep3, align 8
  %.185.epil = fmul double %arg.a, %.183.epil
  %.186.epil = tail call double @tanh(double %.185.epil)
  %.220.epil = fmul double %.189, %.183.epil
  %.221.epil = fadd double %.186.epil, %.220.epil
  %.223.epil = fadd double %s.2.087.epil, %.221.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B160, label %B62.epil, !llvm.loop !0

B160:                                             ; preds = %B62.epil, %B160.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.223.7, %B160.loopexit.unr-lcssa ], [ %.223.epil, %B62.epil ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #1

define ptr @_ZN7cpython7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.scaled_tanh, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.51 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %arg0.err ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ %.75, %entry.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20, i8 0, i64 56, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %.42 = load ptr, ptr %.6, align 8
  %.43 = call ptr @PyNumber_Float(ptr %.42)
  %.44 = call double @PyFloat_AsDouble(ptr %.43)
  call void @Py_DecRef(ptr %.43)
  %.46 = call ptr @PyErr_Occurred()
  %.47.not = icmp eq ptr %.46, null
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !3

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.51, align 8
  %.57 = call i32 @_ZN7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.51, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, double %.44) #4
  %.67 = load double, ptr %.51, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %.75 = call ptr @PyFloat_FromDouble(double %.67)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define double @cfunc._ZN7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr #3 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels11scaled_tanhB3v26B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, double %.2) #4
  %.20 = load double, ptr %.4, align 8
  ret double %.20
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !2

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !2

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
