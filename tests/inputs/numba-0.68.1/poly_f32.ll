; ModuleID = 'poly_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.poly_f32 = internal constant [9 x i8] c"poly_f32\00"
@_ZN08NumbaEnv7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf" = internal constant [130 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, float %arg.a) local_unnamed_addr #0 {
B0.endif:
  %.11797.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11797.not, label %B208, label %B98.preheader

B98.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.x.5.0, 7
  %0 = icmp ult i64 %arg.x.5.0, 8
  br i1 %0, label %B98.epil.preheader, label %B98.preheader.new

B98.preheader.new:                                ; preds = %B98.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775800
  br label %B98

B98:                                              ; preds = %B98, %B98.preheader.new
  %s.2.0100 = phi float [ 0.000000e+00, %B98.preheader.new ], [ %.252.7, %B98 ]
  %.1239698 = phi i64 [ 0, %B98.preheader.new ], [ %.130.7, %B98 ]
  %sunkaddr = mul i64 %.1239698, 4
  %sunkaddr20 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.184 = load float, ptr %sunkaddr20, align 4
  %.186 = fmul float %arg.a, %.184
  %.217 = fmul float %.184, %.186
  %.249 = fmul float %.184, 5.000000e-01
  %.250 = fadd float %.249, %.217
  %.252 = fadd float %s.2.0100, %.250
  %sunkaddr21 = mul i64 %.1239698, 4
  %sunkaddr22 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, ptr %sunkaddr22, i64 4
  %.184.1 = load float, ptr %sunkaddr23, align 4
  %.186.1 = fmul float %arg.a, %.184.1
  %.217.1 = fmul float %.184.1, %.186.1
  %.249.1 = fmul float %.184.1, 5.000000e-01
  %.250.1 = fadd float %.249.1, %.217.1
  %.252.1 = fadd float %.252, %.250.1
  %sunkaddr24 = mul i64 %.1239698, 4
  %sunkaddr25 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, ptr %sunkaddr25, i64 8
  %.184.2 = load float, ptr %sunkaddr26, align 4
  %.186.2 = fmul float %arg.a, %.184.2
  %.217.2 = fmul float %.184.2, %.186.2
  %.249.2 = fmul float %.184.2, 5.000000e-01
  %.250.2 = fadd float %.249.2, %.217.2
  %.252.2 = fadd float %.252.1, %.250.2
  %sunkaddr27 = mul i64 %.1239698, 4
  %sunkaddr28 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr27
  %sunkaddr29 = getelementptr i8, ptr %sunkaddr28, i64 12
  %.184.3 = load float, ptr %sunkaddr29, align 4
  %.186.3 = fmul float %arg.a, %.184.3
  %.217.3 = fmul float %.184.3, %.186.3
  %.249.3 = fmul float %.184.3, 5.000000e-01
  %.250.3 = fadd float %.249.3, %.217.3
  %.252.3 = fadd float %.252.2, %.250.3
  %sunkaddr30 = mul i64 %.1239698, 4
  %sunkaddr31 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr30
  %sunkaddr32 = getelementptr i8, ptr %sunkaddr31, i64 16
  %.184.4 = load float, ptr %sunkaddr32, align 4
  %.186.4 = fmul float %arg.a, %.184.4
  %.217.4 = fmul float %.184.4, %.186.4
  %.249.4 = fmul float %.184.4, 5.000000e-01
  %.250.4 = fadd float %.249.4, %.217.4
  %.252.4 = fadd float %.252.3, %.250.4
  %sunkaddr33 = mul i64 %.1239698, 4
  %sunkaddr34 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr33
  %sunkaddr35 = getelementptr i8, ptr %sunkaddr34, i64 20
  %.184.5 = load float, ptr %sunkaddr35, align 4
  %.186.5 = fmul float %arg.a, %.184.5
  %.217.5 = fmul float %.184.5, %.186.5
  %.249.5 = fmul float %.184.5, 5.000000e-01
  %.250.5 = fadd float %.249.5, %.217.5
  %.252.5 = fadd float %.252.4, %.250.5
  %sunkaddr36 = mul i64 %.1239698, 4
  %sunkaddr37 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, ptr %sunkaddr37, i64 24
  %.184.6 = load float, ptr %sunkaddr38, align 4
  %.186.6 = fmul float %arg.a, %.184.6
  %.217.6 = fmul float %.184.6, %.186.6
  %.249.6 = fmul float %.184.6, 5.000000e-01
  %.250.6 = fadd float %.249.6, %.217.6
  %.252.6 = fadd float %.252.5, %.250.6
  %.130.7 = add nuw nsw i64 %.1239698, 8
  %sunkaddr39 = mul i64 %.1239698, 4
  %sunkaddr40 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr39
  %sunkaddr41 = getelementptr i8, ptr %sunkaddr40, i64 28
  %.184.7 = load float, ptr %sunkaddr41, align 4
  %.186.7 = fmul float %arg.a, %.184.7
  %.217.7 = fmul float %.184.7, %.186.7
  %.249.7 = fmul float %.184.7, 5.000000e-01
  %.250.7 = fadd float %.249.7, %.217.7
  %.252.7 = fadd float %.252.6, %.250.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.130.7
  br i1 %niter.ncmp.7, label %B208.loopexit.unr-lcssa, label %B98

B208.loopexit.unr-lcssa:                          ; preds = %B98
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B208, label %B98.epil.preheader

B98.epil.preheader:                               ; preds = %B208.loopexit.unr-lcssa, %B98.preheader
  %s.2.0100.epil.init = phi float [ 0.000000e+00, %B98.preheader ], [ %.252.7, %B208.loopexit.unr-lcssa ]
  %.1239698.epil.init = phi i64 [ 0, %B98.preheader ], [ %.130.7, %B208.loopexit.unr-lcssa ]
  %1 = shl i64 %.1239698.epil.init, 2
  %scevgep = getelementptr i8, ptr %arg.x.4, i64 %1
  br label %B98.epil

B98.epil:                                         ; preds = %B98.epil, %B98.epil.preheader
  %s.2.0100.epil = phi float [ %.252.epil, %B98.epil ], [ %s.2.0100.epil.init, %B98.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B98.epil ], [ 0, %B98.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 2
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %2
  %.184.epil = load float, ptr %scevgep3, align 4
  %.186.epil = fmul float %arg.a, %.184.epil
  %.217.epil = fmul float %.184.epil, %.186.epil
  %.249.epil = fmul float %.184.epil, 5.000000e-01
  %.250.epil = fadd float %.249.epil, %.217.epil
  %.252.epil = fadd float %s.2.0100.epil, %.250.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B208, label %B98.epil, !llvm.loop !0

B208:                                             ; preds = %B98.epil, %B208.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi float [ 0.000000e+00, %B0.endif ], [ %.252.7, %B208.loopexit.unr-lcssa ], [ %.252.epil, %B98.epil ]
  store float %s.2.0.lcssa, ptr %retptr, align 4
  ret i32 0
}

define ptr @_ZN7cpython7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.poly_f32, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.52 = alloca float, align 4
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %arg0.err ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ %.77, %entry.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20, i8 0, i64 56, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 4
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
  %.47 = call ptr @PyErr_Occurred()
  %.48.not = icmp eq ptr %.47, null
  br i1 %.48.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !3

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %.46 = fptrunc double %.44 to float
  store float 0.000000e+00, ptr %.52, align 4
  %.58 = call i32 @_ZN7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf(ptr nonnull %.52, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, float %.46) #3
  %.68 = load float, ptr %.52, align 4
  call void @NRT_decref(ptr %.35.fca.0.load)
  %.76 = fpext float %.68 to double
  %.77 = call ptr @PyFloat_FromDouble(double %.76)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define float @cfunc._ZN7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, float %.2) local_unnamed_addr #2 {
entry:
  %.4 = alloca float, align 4
  store float 0.000000e+00, ptr %.4, align 4
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels8poly_f32B2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedEf(ptr nonnull %.4, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, float %.2) #3
  %.20 = load float, ptr %.4, align 4
  ret float %.20
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
!3 = !{!"branch_weights", i32 99, i32 1}
