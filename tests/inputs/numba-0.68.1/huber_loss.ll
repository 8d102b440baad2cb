; ModuleID = 'huber_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.huber_loss = internal constant [11 x i8] c"huber_loss\00"
@_ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [163 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr readnone captures(none) %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr readonly captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr #0 {
B0.endif:
  %.12791.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.12791.not, label %B184, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.x.5.0, 3
  %0 = icmp ult i64 %arg.x.5.0, 4
  br i1 %0, label %B62.epil.preheader, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775804
  br label %B62

B62:                                              ; preds = %B185.3, %B62.preheader.new
  %s.4.094 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %s.5.1.3, %B185.3 ]
  %.1339092 = phi i64 [ 0, %B62.preheader.new ], [ %.140.3, %B185.3 ]
  %sunkaddr = mul i64 %.1339092, 8
  %sunkaddr22 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.194 = load double, ptr %sunkaddr22, align 8
  %sunkaddr23 = mul i64 %.1339092, 8
  %sunkaddr24 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr23
  %.224 = load double, ptr %sunkaddr24, align 8
  %.225 = fsub double %.194, %.224
  %.230 = fcmp ogt double %.225, 1.000000e+00
  br i1 %.230, label %B110, label %B128

B110:                                             ; preds = %B62
  %.233 = fadd double %.225, -5.000000e-01
  br label %B185

B128:                                             ; preds = %B62
  %.245 = fcmp olt double %.225, -1.000000e+00
  br i1 %.245, label %B140, label %B160

B140:                                             ; preds = %B128
  %.251 = fsub double -5.000000e-01, %.225
  br label %B185

B160:                                             ; preds = %B128
  %.260 = fmul double %.225, 5.000000e-01
  %.262 = fmul double %.225, %.260
  br label %B185

B184.loopexit.unr-lcssa:                          ; preds = %B185.3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B184, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B184.loopexit.unr-lcssa, %B62.preheader
  %s.4.094.epil.init = phi double [ 0.000000e+00, %B62.preheader ], [ %s.5.1.3, %B184.loopexit.unr-lcssa ]
  %.1339092.epil.init = phi i64 [ 0, %B62.preheader ], [ %.140.3, %B184.loopexit.unr-lcssa ]
  %1 = shl i64 %.1339092.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.y.4, i64 %1
  %scevgep4 = getelementptr i8, ptr %arg.x.4, i64 %1
  br label %B62.epil

B62.epil:                                         ; preds = %B185.epil, %B62.epil.preheader
  %s.4.094.epil = phi double [ %s.5.1.epil, %B185.epil ], [ %s.4.094.epil.init, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B185.epil ], [ 0, %B62.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep5 = getelementptr i8, ptr %scevgep4, i64 %2
  %.194.epil = load double, ptr %scevgep5, align 8
  %3 = shl nuw nsw i64 %epil.iter, 3
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %3
  %.224.epil = load double, ptr %scevgep3, align 8
  %.225.epil = fsub double %.194.epil, %.224.epil
  %.230.epil = fcmp ogt double %.225.epil, 1.000000e+00
  br i1 %.230.epil, label %B110.epil, label %B128.epil

B128.epil:                                        ; preds = %B62.epil
  %.245.epil = fcmp olt double %.225.epil, -1.000000e+00
  br i1 %.245.epil, label %B140.epil, label %B160.epil

B160.epil:                                        ; preds = %B128.epil
  %.260.epil = fmul double %.225.epil, 5.000000e-01
  %.262.epil = fmul double %.225.epil, %.260.epil
  br label %B185.epil

B140.epil:                                        ; preds = %B128.epil
  %.251.epil = fsub double -5.000000e-01, %.225.epil
  br label %B185.epil

B110.epil:                                        ; preds = %B62.epil
  %.233.epil = fadd double %.225.epil, -5.000000e-01
  br label %B185.epil

B185.epil:                                        ; preds = %B110.epil, %B140.epil, %B160.epil
  %.233.pn.epil = phi double [ %.233.epil, %B110.epil ], [ %.251.epil, %B140.epil ], [ %.262.epil, %B160.epil ]
  %s.5.1.epil = fadd double %s.4.094.epil, %.233.pn.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B184, label %B62.epil, !llvm.loop !0

B184:                                             ; preds = %B185.epil, %B184.loopexit.unr-lcssa, %B0.endif
  %s.4.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %s.5.1.3, %B184.loopexit.unr-lcssa ], [ %s.5.1.epil, %B185.epil ]
  store double %s.4.0.lcssa, ptr %retptr, align 8
  ret i32 0

B185:                                             ; preds = %B160, %B140, %B110
  %.233.pn = phi double [ %.233, %B110 ], [ %.251, %B140 ], [ %.262, %B160 ]
  %s.5.1 = fadd double %s.4.094, %.233.pn
  %sunkaddr25 = mul i64 %.1339092, 8
  %sunkaddr26 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr25
  %sunkaddr27 = getelementptr i8, ptr %sunkaddr26, i64 8
  %.194.1 = load double, ptr %sunkaddr27, align 8
  %sunkaddr28 = mul i64 %.1339092, 8
  %sunkaddr29 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr28
  %sunkaddr30 = getelementptr i8, ptr %sunkaddr29, i64 8
  %.224.1 = load double, ptr %sunkaddr30, align 8
  %.225.1 = fsub double %.194.1, %.224.1
  %.230.1 = fcmp ogt double %.225.1, 1.000000e+00
  br i1 %.230.1, label %B110.1, label %B128.1

B128.1:                                           ; preds = %B185
  %.245.1 = fcmp olt double %.225.1, -1.000000e+00
  br i1 %.245.1, label %B140.1, label %B160.1

B160.1:                                           ; preds = %B128.1
  %.260.1 = fmul double %.225.1, 5.000000e-01
  %.262.1 = fmul double %.225.1, %.260.1
  br label %B185.1

B140.1:                                           ; preds = %B128.1
  %.251.1 = fsub double -5.000000e-01, %.225.1
  br label %B185.1

B110.1:                                           ; preds = %B185
  %.233.1 = fadd double %.225.1, -5.000000e-01
  br label %B185.1

B185.1:                                           ; preds = %B110.1, %B140.1, %B160.1
  %.233.pn.1 = phi double [ %.233.1, %B110.1 ], [ %.251.1, %B140.1 ], [ %.262.1, %B160.1 ]
  %s.5.1.1 = fadd double %s.5.1, %.233.pn.1
  %sunkaddr31 = mul i64 %.1339092, 8
  %sunkaddr32 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr31
  %sunkaddr33 = getelementptr i8, ptr %sunkaddr32, i64 16
  %.194.2 = load double, ptr %sunkaddr33, align 8
  %sunkaddr34 = mul i64 %.1339092, 8
  %sunkaddr35 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr34
  %sunkaddr36 = getelementptr i8, ptr %sunkaddr35, i64 16
  %.224.2 = load double, ptr %sunkaddr36, align 8
  %.225.2 = fsub double %.194.2, %.224.2
  %.230.2 = fcmp ogt double %.225.2, 1.000000e+00
  br i1 %.230.2, label %B110.2, label %B128.2

B128.2:                                           ; preds = %B185.1
  %.245.2 = fcmp olt double %.225.2, -1.000000e+00
  br i1 %.245.2, label %B140.2, label %B160.2

B160.2:                                           ; preds = %B128.2
  %.260.2 = fmul double %.225.2, 5.000000e-01
  %.262.2 = fmul double %.225.2, %.260.2
  br label %B185.2

B140.2:                                           ; preds = %B128.2
  %.251.2 = fsub double -5.000000e-01, %.225.2
  br label %B185.2

B110.2:                                           ; preds = %B185.1
  %.233.2 = fadd double %.225.2, -5.000000e-01
  br label %B185.2

B185.2:                                           ; preds = %B110.2, %B140.2, %B160.2
  %.233.pn.2 = phi double [ %.233.2, %B110.2 ], [ %.251.2, %B140.2 ], [ %.262.2, %B160.2 ]
  %s.5.1.2 = fadd double %s.5.1.1, %.233.pn.2
  %.140.3 = add nuw nsw i64 %.1339092, 4
  %sunkaddr37 = mul i64 %.1339092, 8
  %sunkaddr38 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr37
  %sunkaddr39 = getelementptr i8, ptr %sunkaddr38, i64 24
  %.194.3 = load double, ptr %sunkaddr39, align 8
  %sunkaddr40 = mul i64 %.1339092, 8
  %sunkaddr41 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr40
  %sunkaddr42 = getelementptr i8, ptr %sunkaddr41, i64 24
  %.224.3 = load double, ptr %sunkaddr42, align 8
  %.225.3 = fsub double %.194.3, %.224.3
  %.230.3 = fcmp ogt double %.225.3, 1.000000e+00
  br i1 %.230.3, label %B110.3, label %B128.3

B128.3:                                           ; preds = %B185.2
  %.245.3 = fcmp olt double %.225.3, -1.000000e+00
  br i1 %.245.3, label %B140.3, label %B160.3

B160.3:                                           ; preds = %B128.3
  %.260.3 = fmul double %.225.3, 5.000000e-01
  %.262.3 = fmul double %.225.3, %.260.3
  br label %B185.3

B140.3:                                           ; preds = %B128.3
  %.251.3 = fsub double -5.000000e-01, %.225.3
  br label %B185.3

B110.3:                                           ; preds = %B185.2
  %.233.3 = fadd double %.225.3, -5.000000e-01
  br label %B185.3

B185.3:                                           ; preds = %B110.3, %B140.3, %B160.3
  %.233.pn.3 = phi double [ %.233.3, %B110.3 ], [ %.251.3, %B140.3 ], [ %.262.3, %B160.3 ]
  %s.5.1.3 = fadd double %s.5.1.2, %.233.pn.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.140.3
  br i1 %niter.ncmp.3, label %B184.loopexit.unr-lcssa, label %B62
}

define ptr @_ZN7cpython7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.huber_loss, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ %.94, %entry.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.47 = call i32 @NRT_adapt_ndarray_from_python(ptr %.42, ptr nonnull %.43)
  %sunkaddr3 = getelementptr inbounds i8, ptr %.43, i64 24
  %.51 = load i64, ptr %sunkaddr3, align 8
  %.52 = icmp ne i64 %.51, 8
  %.53 = icmp ne i32 %.47, 0
  %.54 = or i1 %.53, %.52
  br i1 %.54, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !2

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.58.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.43, i64 32
  %.58.fca.4.load = load ptr, ptr %sunkaddr4, align 8
  store double 0.000000e+00, ptr %.65, align 8
  %.73 = call i32 @_ZN7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.58.fca.4.load, i64 poison, i64 poison) #3
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %.94 = call ptr @PyFloat_FromDouble(double %.83)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define double @cfunc._ZN7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr #2 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %.12 = call i32 @_ZN7kernels10huber_lossB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 poison, i64 poison) #3
  %.22 = load double, ptr %.4, align 8
  ret double %.22
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
