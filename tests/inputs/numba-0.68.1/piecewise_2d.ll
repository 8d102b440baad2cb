; ModuleID = 'piecewise_2d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.piecewise_2d = internal constant [13 x i8] c"piecewise_2d\00"
@_ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.X.0, ptr readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr readonly captures(none) %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr #0 {
B0.endif:
  %.123151.not = icmp slt i64 %arg.X.5.0, 1
  %.264139.not = icmp slt i64 %arg.X.5.1, 1
  %or.cond = select i1 %.123151.not, i1 true, i1 %.264139.not
  br i1 %or.cond, label %B248, label %B62.endif.us.preheader

B62.endif.us.preheader:                           ; preds = %B0.endif
  %0 = add nsw i64 %arg.X.5.1, -1
  %xtraiter = and i64 %arg.X.5.1, 3
  %unroll_iter = and i64 %arg.X.5.1, 9223372036854775804
  %scevgep = getelementptr i8, ptr %arg.X.4, i64 24
  %1 = shl i64 %arg.X.5.1, 3
  br label %B62.endif.us

B62.endif.us:                                     ; preds = %B62.endif.us.preheader, %B116.B60.loopexit_crit_edge.us
  %lsr.iv11 = phi ptr [ %arg.X.4, %B62.endif.us.preheader ], [ %scevgep12, %B116.B60.loopexit_crit_edge.us ]
  %lsr.iv = phi ptr [ %scevgep, %B62.endif.us.preheader ], [ %scevgep3, %B116.B60.loopexit_crit_edge.us ]
  %s.3.0154.us = phi double [ %.404.us.lcssa, %B116.B60.loopexit_crit_edge.us ], [ 0.000000e+00, %B62.endif.us.preheader ]
  %.129146152.us = phi i64 [ %.136.us, %B116.B60.loopexit_crit_edge.us ], [ 0, %B62.endif.us.preheader ]
  %2 = icmp ult i64 %0, 3
  br i1 %2, label %B118.us.epil.preheader, label %B118.us.preheader

B118.us.preheader:                                ; preds = %B62.endif.us
  br label %B118.us

B118.us:                                          ; preds = %B118.us.preheader, %B234.us.3
  %s.2.1142.us = phi double [ %.404.us.3, %B234.us.3 ], [ %s.3.0154.us, %B118.us.preheader ]
  %.270138140.us = phi i64 [ %.277.us.3, %B234.us.3 ], [ 0, %B118.us.preheader ]
  %3 = shl i64 %.270138140.us, 3
  %scevgep9 = getelementptr i8, ptr %lsr.iv, i64 %3
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 -24
  %.354.us = load double, ptr %scevgep10, align 8
  %.361.us = fcmp olt double %.354.us, -1.000000e+00
  br i1 %.361.us, label %B152.us, label %B170.us

B170.us:                                          ; preds = %B118.us
  %.373.us = fcmp olt double %.354.us, 0.000000e+00
  br i1 %.373.us, label %B182.us, label %B194.us

B194.us:                                          ; preds = %B170.us
  %.384.us = fcmp olt double %.354.us, 1.000000e+00
  br i1 %.384.us, label %B206.us, label %B224.us

B224.us:                                          ; preds = %B194.us
  %.396.us = fadd double %.354.us, -5.000000e-01
  br label %B234.us

B206.us:                                          ; preds = %B194.us
  %.387.us = fmul double %.354.us, 5.000000e-01
  %.389.us = fmul double %.354.us, %.387.us
  br label %B234.us

B182.us:                                          ; preds = %B170.us
  %.377.us = fmul double %.354.us, %.354.us
  br label %B234.us

B152.us:                                          ; preds = %B118.us
  %.364.us = fmul double %.354.us, 2.000000e+00
  %4 = fsub double -1.000000e+00, %.364.us
  br label %B234.us

B234.us:                                          ; preds = %B152.us, %B182.us, %B206.us, %B224.us
  %t.4.2.us = phi double [ %4, %B152.us ], [ %.377.us, %B182.us ], [ %.389.us, %B206.us ], [ %.396.us, %B224.us ]
  %.404.us = fadd double %s.2.1142.us, %t.4.2.us
  %5 = shl i64 %.270138140.us, 3
  %scevgep7 = getelementptr i8, ptr %lsr.iv, i64 %5
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 -16
  %.354.us.1 = load double, ptr %scevgep8, align 8
  %.361.us.1 = fcmp olt double %.354.us.1, -1.000000e+00
  br i1 %.361.us.1, label %B152.us.1, label %B170.us.1

B170.us.1:                                        ; preds = %B234.us
  %.373.us.1 = fcmp olt double %.354.us.1, 0.000000e+00
  br i1 %.373.us.1, label %B182.us.1, label %B194.us.1

B194.us.1:                                        ; preds = %B170.us.1
  %.384.us.1 = fcmp olt double %.354.us.1, 1.000000e+00
  br i1 %.384.us.1, label %B206.us.1, label %B224.us.1

B224.us.1:                                        ; preds = %B194.us.1
  %.396.us.1 = fadd double %.354.us.1, -5.000000e-01
  br label %B234.us.1

B206.us.1:                                        ; preds = %B194.us.1
  %.387.us.1 = fmul double %.354.us.1, 5.000000e-01
  %.389.us.1 = fmul double %.354.us.1, %.387.us.1
  br label %B234.us.1

B182.us.1:                                        ; preds = %B170.us.1
  %.377.us.1 = fmul double %.354.us.1, %.354.us.1
  br label %B234.us.1

B152.us.1:                                        ; preds = %B234.us
  %.364.us.1 = fmul double %.354.us.1, 2.000000e+00
  %6 = fsub double -1.000000e+00, %.364.us.1
  br label %B234.us.1

B234.us.1:                                        ; preds = %B152.us.1, %B182.us.1, %B206.us.1, %B224.us.1
  %t.4.2.us.1 = phi double [ %6, %B152.us.1 ], [ %.377.us.1, %B182.us.1 ], [ %.389.us.1, %B206.us.1 ], [ %.396.us.1, %B224.us.1 ]
  %.404.us.1 = fadd double %.404.us, %t.4.2.us.1
  %7 = shl i64 %.270138140.us, 3
  %scevgep5 = getelementptr i8, ptr %lsr.iv, i64 %7
  %scevgep6 = getelementptr i8, ptr %scevgep5, i64 -8
  %.354.us.2 = load double, ptr %scevgep6, align 8
  %.361.us.2 = fcmp olt double %.354.us.2, -1.000000e+00
  br i1 %.361.us.2, label %B152.us.2, label %B170.us.2

B170.us.2:                                        ; preds = %B234.us.1
  %.373.us.2 = fcmp olt double %.354.us.2, 0.000000e+00
  br i1 %.373.us.2, label %B182.us.2, label %B194.us.2

B194.us.2:                                        ; preds = %B170.us.2
  %.384.us.2 = fcmp olt double %.354.us.2, 1.000000e+00
  br i1 %.384.us.2, label %B206.us.2, label %B224.us.2

B224.us.2:                                        ; preds = %B194.us.2
  %.396.us.2 = fadd double %.354.us.2, -5.000000e-01
  br label %B234.us.2

B206.us.2:                                        ; preds = %B194.us.2
  %.387.us.2 = fmul double %.354.us.2, 5.000000e-01
  %.389.us.2 = fmul double %.354.us.2, %.387.us.2
  br label %B234.us.2

B182.us.2:                                        ; preds = %B170.us.2
  %.377.us.2 = fmul double %.354.us.2, %.354.us.2
  br label %B234.us.2

B152.us.2:                                        ; preds = %B234.us.1
  %.364.us.2 = fmul double %.354.us.2, 2.000000e+00
  %8 = fsub double -1.000000e+00, %.364.us.2
  br label %B234.us.2

B234.us.2:                                        ; preds = %B152.us.2, %B182.us.2, %B206.us.2, %B224.us.2
  %t.4.2.us.2 = phi double [ %8, %B152.us.2 ], [ %.377.us.2, %B182.us.2 ], [ %.389.us.2, %B206.us.2 ], [ %.396.us.2, %B224.us.2 ]
  %.404.us.2 = fadd double %.404.us.1, %t.4.2.us.2
  %.277.us.3 = add nuw i64 %.270138140.us, 4
  %9 = shl i64 %.270138140.us, 3
  %scevgep4 = getelementptr i8, ptr %lsr.iv, i64 %9
  %.354.us.3 = load double, ptr %scevgep4, align 8
  %.361.us.3 = fcmp olt double %.354.us.3, -1.000000e+00
  br i1 %.361.us.3, label %B152.us.3, label %B170.us.3

B170.us.3:                                        ; preds = %B234.us.2
  %.373.us.3 = fcmp olt double %.354.us.3, 0.000000e+00
  br i1 %.373.us.3, label %B182.us.3, label %B194.us.3

B194.us.3:                                        ; preds = %B170.us.3
  %.384.us.3 = fcmp olt double %.354.us.3, 1.000000e+00
  br i1 %.384.us.3, label %B206.us.3, label %B224.us.3

B224.us.3:                                        ; preds = %B194.us.3
  %.396.us.3 = fadd double %.354.us.3, -5.000000e-01
  br label %B234.us.3

B206.us.3:                                        ; preds = %B194.us.3
  %.387.us.3 = fmul double %.354.us.3, 5.000000e-01
  %.389.us.3 = fmul double %.354.us.3, %.387.us.3
  br label %B234.us.3

B182.us.3:                                        ; preds = %B170.us.3
  %.377.us.3 = fmul double %.354.us.3, %.354.us.3
  br label %B234.us.3

B152.us.3:                                        ; preds = %B234.us.2
  %.364.us.3 = fmul double %.354.us.3, 2.000000e+00
  %10 = fsub double -1.000000e+00, %.364.us.3
  br label %B234.us.3

B234.us.3:                                        ; preds = %B152.us.3, %B182.us.3, %B206.us.3, %B224.us.3
  %t.4.2.us.3 = phi double [ %10, %B152.us.3 ], [ %.377.us.3, %B182.us.3 ], [ %.389.us.3, %B206.us.3 ], [ %.396.us.3, %B224.us.3 ]
  %.404.us.3 = fadd double %.404.us.2, %t.4.2.us.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.277.us.3
  br i1 %niter.ncmp.3, label %B116.B60.loopexit_crit_edge.us.unr-lcssa, label %B118.us

B116.B60.loopexit_crit_edge.us.unr-lcssa:         ; preds = %B234.us.3
  %11 = icmp eq i64 %xtraiter, 0
  br i1 %11, label %B116.B60.loopexit_crit_edge.us, label %B118.us.epil.preheader

B118.us.epil.preheader:                           ; preds = %B116.B60.loopexit_crit_edge.us.unr-lcssa, %B62.endif.us
  %s.2.1142.us.epil.init = phi double [ %s.3.0154.us, %B62.endif.us ], [ %.404.us.3, %B116.B60.loopexit_crit_edge.us.unr-lcssa ]
  %.270138140.us.epil.init = phi i64 [ 0, %B62.endif.us ], [ %.277.us.3, %B116.B60.loopexit_crit_edge.us.unr-lcssa ]
  %12 = shl i64 %.270138140.us.epil.init, 3
  %scevgep13 = getelementptr i8, ptr %lsr.iv11, i64 %12
  br label %B118.us.epil

B118.us.epil:                                     ; preds = %B234.us.epil, %B118.us.epil.preheader
  %s.2.1142.us.epil = phi double [ %s.2.1142.us.epil.init, %B118.us.epil.preheader ], [ %.404.us.epil, %B234.us.epil ]
  %epil.iter = phi i64 [ 0, %B118.us.epil.preheader ], [ %epil.iter.next, %B234.us.epil ]
  %13 = shl nuw nsw i64 %epil.iter, 3
  %scevgep14 = getelementptr i8, ptr %scevgep13, i64 %13
  %.354.us.epil = load double, ptr %scevgep14, align 8
  %.361.us.epil = fcmp olt double %.354.us.epil, -1.000000e+00
  br i1 %.361.us.epil, label %B152.us.epil, label %B170.us.epil

B170.us.epil:                                     ; preds = %B118.us.epil
  %.373.us.epil = fcmp olt double %.354.us.epil, 0.000000e+00
  br i1 %.373.us.epil, label %B182.us.epil, label %B194.us.epil

B194.us.epil:                                     ; preds = %B170.us.epil
  %.384.us.epil = fcmp olt double %.354.us.epil, 1.000000e+00
  br i1 %.384.us.epil, label %B206.us.epil, label %B224.us.epil

B224.us.epil:                                     ; preds = %B194.us.epil
  %.396.us.epil = fadd double %.354.us.epil, -5.000000e-01
  br label %B234.us.epil

B206.us.epil:                                     ; preds = %B194.us.epil
  %.387.us.epil = fmul double %.354.us.epil, 5.000000e-01
  %.389.us.epil = fmul double %.354.us.epil, %.387.us.epil
  br label %B234.us.epil

B182.us.epil:                                     ; preds = %B170.us.epil
  %.377.us.epil = fmul double %.354.us.epil, %.354.us.epil
  br label %B234.us.epil

B152.us.epil:                                     ; preds = %B118.us.epil
  %.364.us.epil = fmul double %.354.us.epil, 2.000000e+00
  %14 = fsub double -1.000000e+00, %.364.us.epil
  br label %B234.us.epil

B234.us.epil:                                     ; preds = %B152.us.epil, %B182.us.epil, %B206.us.epil, %B224.us.epil
  %t.4.2.us.epil = phi double [ %14, %B152.us.epil ], [ %.377.us.epil, %B182.us.epil ], [ %.389.us.epil, %B206.us.epil ], [ %.396.us.epil, %B224.us.epil ]
  %.404.us.epil = fadd double %s.2.1142.us.epil, %t.4.2.us.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B116.B60.loopexit_crit_edge.us, label %B118.us.epil, !llvm.loop !0

B116.B60.loopexit_crit_edge.us:                   ; preds = %B234.us.epil, %B116.B60.loopexit_crit_edge.us.unr-lcssa
  %.404.us.lcssa = phi double [ %.404.us.3, %B116.B60.loopexit_crit_edge.us.unr-lcssa ], [ %.404.us.epil, %B234.us.epil ]
  %.136.us = add nuw nsw i64 %.129146152.us, 1
  %scevgep3 = getelementptr i8, ptr %lsr.iv, i64 %1
  %scevgep12 = getelementptr i8, ptr %lsr.iv11, i64 %1
  %exitcond165.not = icmp eq i64 %.136.us, %arg.X.5.0
  br i1 %exitcond165.not, label %B248, label %B62.endif.us

B248:                                             ; preds = %B116.B60.loopexit_crit_edge.us, %B0.endif
  %s.3.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.404.us.lcssa, %B116.B60.loopexit_crit_edge.us ]
  store double %s.3.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.piecewise_2d, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.71, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.19, i8 0, i64 72, i1 false)
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
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  store double 0.000000e+00, ptr %.43, align 8
  %.51 = call i32 @_ZN7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 poison, i64 poison) #3
  %.61 = load double, ptr %.43, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %.71 = call ptr @PyFloat_FromDouble(double %.61)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define double @cfunc._ZN7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels12piecewise_2dB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #3
  %.21 = load double, ptr %.3, align 8
  ret double %.21
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
