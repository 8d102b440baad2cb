; ModuleID = 'sum_sq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.sum_sq = internal constant [7 x i8] c"sum_sq\00"
@_ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [127 x i8] c"missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
B0.endif:
  %.11384.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11384.not, label %B106, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.x.5.0, 7
  %0 = icmp ult i64 %arg.x.5.0, 8
  br i1 %0, label %B62.epil.preheader, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775800
  br label %B62

B62:                                              ; preds = %B62, %B62.preheader.new
  %s.2.087 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.213.7, %B62 ]
  %.1198385 = phi i64 [ 0, %B62.preheader.new ], [ %.126.7, %B62 ]
  %sunkaddr = mul i64 %.1198385, 8
  %sunkaddr20 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.180 = load double, ptr %sunkaddr20, align 8
  %.211 = fmul double %.180, %.180
  %.213 = fadd double %s.2.087, %.211
  %sunkaddr21 = mul i64 %.1198385, 8
  %sunkaddr22 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, ptr %sunkaddr22, i64 8
  %.180.1 = load double, ptr %sunkaddr23, align 8
  %.211.1 = fmul double %.180.1, %.180.1
  %.213.1 = fadd double %.213, %.211.1
  %sunkaddr24 = mul i64 %.1198385, 8
  %sunkaddr25 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, ptr %sunkaddr25, i64 16
  %.180.2 = load double, ptr %sunkaddr26, align 8
  %.211.2 = fmul double %.180.2, %.180.2
  %.213.2 = fadd double %.213.1, %.211.2
  %sunkaddr27 = mul i64 %.1198385, 8
  %sunkaddr28 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr27
  %sunkaddr29 = getelementptr i8, ptr %sunkaddr28, i64 24
  %.180.3 = load double, ptr %sunkaddr29, align 8
  %.211.3 = fmul double %.180.3, %.180.3
  %.213.3 = fadd double %.213.2, %.211.3
  %sunkaddr30 = mul i64 %.1198385, 8
  %sunkaddr31 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr30
  %sunkaddr32 = getelementptr i8, ptr %sunkaddr31, i64 32
  %.180.4 = load double, ptr %sunkaddr32, align 8
  %.211.4 = fmul double %.180.4, %.180.4
  %.213.4 = fadd double %.213.3, %.211.4
  %sunkaddr33 = mul i64 %.1198385, 8
  %sunkaddr34 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr33
  %sunkaddr35 = getelementptr i8, ptr %sunkaddr34, i64 40
  %.180.5 = load double, ptr %sunkaddr35, align 8
  %.211.5 = fmul double %.180.5, %.180.5
  %.213.5 = fadd double %.213.4, %.211.5
  %sunkaddr36 = mul i64 %.1198385, 8
  %sunkaddr37 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, ptr %sunkaddr37, i64 48
  %.180.6 = load double, ptr %sunkaddr38, align 8
  %.211.6 = fmul double %.180.6, %.180.6
  %.213.6 = fadd double %.213.5, %.211.6
  %.126.7 = add nuw nsw i64 %.1198385, 8
  %sunkaddr39 = mul i64 %.1198385, 8
  %sunkaddr40 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr39
  %sunkaddr41 = getelementptr i8, ptr %sunkaddr40, i64 56
  %.180.7 = load double, ptr %sunkaddr41, align 8
  %.211.7 = fmul double %.180.7, %.180.7
  %.213.7 = fadd double %.213.6, %.211.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.126.7
  br i1 %niter.ncmp.7, label %B106.loopexit.unr-lcssa, label %B62

B106.loopexit.unr-lcssa:                          ; preds = %B62
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B106, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B106.loopexit.unr-lcssa, %B62.preheader
  %s.2.087.epil.init = phi double [ 0.000000e+00, %B62.preheader ], [ %.213.7, %B106.loopexit.unr-lcssa ]
  %.1198385.epil.init = phi i64 [ 0, %B62.preheader ], [ %.126.7, %B106.loopexit.unr-lcssa ]
  %1 = shl i64 %.1198385.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.x.4, i64 %1
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil, %B62.epil.preheader
  %s.2.087.epil = phi double [ %.213.epil, %B62.epil ], [ %s.2.087.epil.init, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B62.epil ], [ 0, %B62.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %2
  %.180.epil = load double, ptr %scevgep3, align 8
  %.211.epil = fmul double %.180.epil, %.180.epil
  %.213.epil = fadd double %s.2.087.epil, %.211.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B106, label %B62.epil, !llvm.loop !0

B106:                                             ; preds = %B62.epil, %B106.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.213.7, %B106.loopexit.unr-lcssa ], [ %.213.epil, %B62.epil ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.sum_sq, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.65, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !2

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #3
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define double @cfunc._ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels6sum_sqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.19 = load double, ptr %.3, align 8
  ret double %.19
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
