; ModuleID = 'gather_sq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.gather_sq = internal constant [10 x i8] c"gather_sq\00"
@_ZN08NumbaEnv7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE" = internal constant [162 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr readnone captures(none) %arg.idx.0, ptr readnone captures(none) %arg.idx.1, i64 %arg.idx.2, i64 %arg.idx.3, ptr readonly captures(none) %arg.idx.4, i64 %arg.idx.5.0, i64 %arg.idx.6.0) local_unnamed_addr #0 {
B0.endif:
  %.12791.not = icmp slt i64 %arg.idx.5.0, 1
  br i1 %.12791.not, label %B152, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.idx.5.0, 7
  %0 = icmp ult i64 %arg.idx.5.0, 8
  br i1 %0, label %B62.epil.preheader, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %arg.idx.5.0, 9223372036854775800
  br label %B62

B62:                                              ; preds = %B62, %B62.preheader.new
  %s.2.094 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.229.7, %B62 ]
  %.1339092 = phi i64 [ 0, %B62.preheader.new ], [ %.140.7, %B62 ]
  %sunkaddr = mul i64 %.1339092, 8
  %sunkaddr20 = getelementptr i8, ptr %arg.idx.4, i64 %sunkaddr
  %.194 = load i64, ptr %sunkaddr20, align 8
  %.208 = icmp slt i64 %.194, 0
  %.209 = select i1 %.208, i64 %arg.x.5.0, i64 0
  %1 = getelementptr double, ptr %arg.x.4, i64 %.194
  %.223 = getelementptr double, ptr %1, i64 %.209
  %.224 = load double, ptr %.223, align 8
  %.225 = fmul double %.224, %.224
  %.226 = tail call double @llvm.sin.f64(double %.224)
  %.227 = fadd double %.225, %.226
  %.229 = fadd double %s.2.094, %.227
  %sunkaddr21 = mul i64 %.1339092, 8
  %sunkaddr22 = getelementptr i8, ptr %arg.idx.4, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, ptr %sunkaddr22, i64 8
  %.194.1 = load i64, ptr %sunkaddr23, align 8
  %.208.1 = icmp slt i64 %.194.1, 0
  %.209.1 = select i1 %.208.1, i64 %arg.x.5.0, i64 0
  %2 = getelementptr double, ptr %arg.x.4, i64 %.194.1
  %.223.1 = getelementptr double, ptr %2, i64 %.209.1
  %.224.1 = load double, ptr %.223.1, align 8
  %.225.1 = fmul double %.224.1, %.224.1
  %.226.1 = tail call double @llvm.sin.f64(double %.224.1)
  %.227.1 = fadd double %.225.1, %.226.1
  %.229.1 = fadd double %.229, %.227.1
  %sunkaddr24 = mul i64 %.1339092, 8
  %sunkaddr25 = getelementptr i8, ptr %arg.idx.4, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, ptr %sunkaddr25, i64 16
  %.194.2 = load i64, ptr %sunkaddr26, align 8
  %.208.2 = icmp slt i64 %.194.2, 0
  %.209.2 = select i1 %.208.2, i64 %arg.x.5.0, i64 0
  %3 = getelementptr double, ptr %arg.x.4, i64 %.194.2
  %.223.2 = getelementptr double, ptr %3, i64 %.209.2
  %.224.2 = load double, ptr %.223.2, align 8
  %.225.2 = fmul double %.224.2, %.224.2
  %.226.2 = tail call double @llvm.sin.f64(double %.224.2)
  %.227.2 = fadd double %.225.2, %.226.2
  %.229.2 = fadd double %.229.1, %.227.2
  %sunkaddr27 = mul i64 %.1339092, 8
  %sunkaddr28 = getelementptr i8, ptr %arg.idx.4, i64 %sunkaddr27
  %sunkaddr29 = getelementptr i8, ptr %sunkaddr28, i64 24
  %.194.3 = load i64, ptr %sunkaddr29, align 8
  %.208.3 = icmp slt i64 %.194.3, 0
  %.209.3 = select i1 %.208.3, i64 %arg.x.5.0, i64 0
  %4 = getelementptr double, ptr %arg.x.4, i64 %.194.3
  %.223.3 = getelementptr double, ptr %4, i64 %.209.3
  %.224.3 = load double, ptr %.223.3, align 8
  %.225.3 = fmul double %.224.3, %.224.3
  %.226.3 = tail call double @llvm.sin.f64(double %.224.3)
  %.227.3 = fadd double %.225.3, %.226.3
  %.229.3 = fadd double %.229.2, %.227.3
  %sunkaddr30 = mul i64 %.1339092, 8
  %sunkaddr31 = getelementptr i8, ptr %arg.idx.4, i64 %sunkaddr30
  %sunkaddr32 = getelementptr i8, ptr %sunkaddr31, i64 32
  %.194.4 = load i64, ptr %sunkaddr32, align 8
  %.208.4 = icmp slt i64 %.194.4, 0
  %.209.4 = select i1 %.208.4, i64 %arg.x.5.0, i64 0
  %5 = getelementptr double, ptr %arg.x.4, i64 %.194.4
  %.223.4 = getelementptr double, ptr %5, i64 %.209.4
  %.224.4 = load double, ptr %.223.4, align 8
  %.225.4 = fmul double %.224.4, %.224.4
  %.226.4 = tail call double @llvm.sin.f64(double %.224.4)
  %.227.4 = fadd double %.225.4, %.226.4
  %.229.4 = fadd double %.229.3, %.227.4
  %sunkaddr33 = mul i64 %.1339092, 8
  %sunkaddr34 = getelementptr i8, ptr %arg.idx.4, i64 %sunkaddr33
  %sunkaddr35 = getelementptr i8, ptr %sunkaddr34, i64 40
  %.194.5 = load i64, ptr %sunkaddr35, align 8
  %.208.5 = icmp slt i64 %.194.5, 0
  %.209.5 = select i1 %.208.5, i64 %arg.x.5.0, i64 0
  %6 = getelementptr double, ptr %arg.x.4, i64 %.194.5
  %.223.5 = getelementptr double, ptr %6, i64 %.209.5
  %.224.5 = load double, ptr %.223.5, align 8
  %.225.5 = fmul double %.224.5, %.224.5
  %.226.5 = tail call double @llvm.sin.f64(double %.224.5)
  %.227.5 = fadd double %.225.5, %.226.5
  %.229.5 = fadd double %.229.4, %.227.5
  %sunkaddr36 = mul i64 %.1339092, 8
  %sunkaddr37 = getelementptr i8, ptr %arg.idx.4, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, ptr %sunkaddr37, i64 48
  %.194.6 = load i64, ptr %sunkaddr38, align 8
  %.208.6 = icmp slt i64 %.194.6, 0
  %.209.6 = select i1 %.208.6, i64 %arg.x.5.0, i64 0
  %7 = getelementptr double, ptr %arg.x.4, i64 %.194.6
  %.223.6 = getelementptr double, ptr %7, i64 %.209.6
  %.224.6 = load double, ptr %.223.6, align 8
  %.225.6 = fmul double %.224.6, %.224.6
  %.226.6 = tail call double @llvm.sin.f64(double %.224.6)
  %.227.6 = fadd double %.225.6, %.226.6
  %.229.6 = fadd double %.229.5, %.227.6
  %.140.7 = add nuw nsw i64 %.1339092, 8
  %sunkaddr39 = mul i64 %.1339092, 8
  %sunkaddr40 = getelementptr i8, ptr %arg.idx.4, i64 %sunkaddr39
  %sunkaddr41 = getelementptr i8, ptr %sunkaddr40, i64 56
  %.194.7 = load i64, ptr %sunkaddr41, align 8
  %.208.7 = icmp slt i64 %.194.7, 0
  %.209.7 = select i1 %.208.7, i64 %arg.x.5.0, i64 0
  %8 = getelementptr double, ptr %arg.x.4, i64 %.194.7
  %.223.7 = getelementptr double, ptr %8, i64 %.209.7
  %.224.7 = load double, ptr %.223.7, align 8
  %.225.7 = fmul double %.224.7, %.224.7
  %.226.7 = tail call double @llvm.sin.f64(double %.224.7)
  %.227.7 = fadd double %.225.7, %.226.7
  %.229.7 = fadd double %.229.6, %.227.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.140.7
  br i1 %niter.ncmp.7, label %B152.loopexit.unr-lcssa, label %B62

B152.loopexit.unr-lcssa:                          ; preds = %B62
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B152, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B152.loopexit.unr-lcssa, %B62.preheader
  %s.2.094.epil.init = phi double [ 0.000000e+00, %B62.preheader ], [ %.229.7, %B152.loopexit.unr-lcssa ]
  %.1339092.epil.init = phi i64 [ 0, %B62.preheader ], [ %.140.7, %B152.loopexit.unr-lcssa ]
  %9 = shl i64 %.1339092.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.idx.4, i64 %9
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil, %B62.epil.preheader
  %s.2.094.epil = phi double [ %.229.epil, %B62.epil ], [ %s.2.094.epil.init, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B62.epil ], [ 0, %B62.epil.preheader ]
  %10 = shl nuw nsw i64 %epil.iter, 3
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %10
  %.194.epil = load i64, ptr %scevgep3, align 8
  %.208.epil = icmp slt i64 %.194.epil, 0
  %.209.epil = select i1 %.208.epil, i64 %arg.x.5.0, i64 0
  %11 = getelementptr double, ptr %arg.x.4, i64 %.194.epil
  %.223.epil = getelementptr double, ptr %11, i64 %.209.epil
  %.224.epil = load double, ptr %.223.epil, align 8
  %.225.epil = fmul double %.224.epil, %.224.epil
  %.226.epil = tail call double @llvm.sin.f64(double %.224.epil)
  %.227.epil = fadd double %.225.epil, %.226.epil
  %.229.epil = fadd double %s.2.094.epil, %.227.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B152, label %B62.epil, !llvm.loop !0

B152:                                             ; preds = %B62.epil, %B152.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.229.7, %B152.loopexit.unr-lcssa ], [ %.229.epil, %B62.epil ]
  store double %s.2.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

define ptr @_ZN7cpython7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.gather_sq, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ %.94, %entry.endif.endif.endif.endif.endif.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE")
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
  %sunkaddr5 = getelementptr inbounds i8, ptr %.43, i64 40
  %.58.fca.5.0.load = load i64, ptr %sunkaddr5, align 8
  store double 0.000000e+00, ptr %.65, align 8
  %.73 = call i32 @_ZN7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.58.fca.4.load, i64 %.58.fca.5.0.load, i64 poison) #4
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %.94 = call ptr @PyFloat_FromDouble(double %.83)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define double @cfunc._ZN7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr #3 {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels9gather_sqB3v29B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIxLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.10, i64 poison) #4
  %.22 = load double, ptr %.4, align 8
  ret double %.22
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
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
