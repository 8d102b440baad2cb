; ModuleID = 'math_mix'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.math_mix = internal constant [9 x i8] c"math_mix\00"
@_ZN08NumbaEnv7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [130 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
B0.endif:
  %.11371.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11371.not, label %B354, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.x.5.0, 3
  %0 = icmp ult i64 %arg.x.5.0, 4
  br i1 %0, label %B62.epil.preheader, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775804
  br label %B62

B62:                                              ; preds = %B62, %B62.preheader.new
  %s.3.074 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.200.3, %B62 ]
  %.1197072 = phi i64 [ 0, %B62.preheader.new ], [ %.126.3, %B62 ]
  %sunkaddr = mul i64 %.1197072, 8
  %sunkaddr12 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.180 = load double, ptr %sunkaddr12, align 8
  %.181 = fmul double %.180, 5.000000e-01
  %.182 = tail call double @llvm.exp.f64(double %.181)
  %.183 = fmul double %.180, %.180
  %.184 = fadd double %.183, 1.000000e+00
  %.185 = tail call double @llvm.log.f64(double %.184)
  %.186 = fadd double %.182, %.185
  %.187 = tail call double @tanh(double %.180)
  %.188 = fadd double %.187, %.186
  %.190 = fadd double %s.3.074, %.188
  %.191 = tail call double @llvm.sin.f64(double %.180)
  %sqrt = tail call double @llvm.sqrt.f64(double %.184)
  %.195 = fmul double %.191, %sqrt
  %.197 = fadd double %.183, 2.000000e+00
  %.198 = tail call double @llvm.pow.f64(double %.197, double 1.500000e+00)
  %.199 = fadd double %.198, %.195
  %.200 = fadd double %.199, %.190
  %sunkaddr13 = mul i64 %.1197072, 8
  %sunkaddr14 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr13
  %sunkaddr15 = getelementptr i8, ptr %sunkaddr14, i64 8
  %.180.1 = load double, ptr %sunkaddr15, align 8
  %.181.1 = fmul double %.180.1, 5.000000e-01
  %.182.1 = tail call double @llvm.exp.f64(double %.181.1)
  %.183.1 = fmul double %.180.1, %.180.1
  %.184.1 = fadd double %.183.1, 1.000000e+00
  %.185.1 = tail call double @llvm.log.f64(double %.184.1)
  %.186.1 = fadd double %.182.1, %.185.1
  %.187.1 = tail call double @tanh(double %.180.1)
  %.188.1 = fadd double %.187.1, %.186.1
  %.190.1 = fadd double %.200, %.188.1
  %.191.1 = tail call double @llvm.sin.f64(double %.180.1)
  %sqrt.1 = tail call double @llvm.sqrt.f64(double %.184.1)
  %.195.1 = fmul double %.191.1, %sqrt.1
  %.197.1 = fadd double %.183.1, 2.000000e+00
  %.198.1 = tail call double @llvm.pow.f64(double %.197.1, double 1.500000e+00)
  %.199.1 = fadd double %.198.1, %.195.1
  %.200.1 = fadd double %.199.1, %.190.1
  %sunkaddr16 = mul i64 %.1197072, 8
  %sunkaddr17 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr16
  %sunkaddr18 = getelementptr i8, ptr %sunkaddr17, i64 16
  %.180.2 = load double, ptr %sunkaddr18, align 8
  %.181.2 = fmul double %.180.2, 5.000000e-01
  %.182.2 = tail call double @llvm.exp.f64(double %.181.2)
  %.183.2 = fmul double %.180.2, %.180.2
  %.184.2 = fadd double %.183.2, 1.000000e+00
  %.185.2 = tail call double @llvm.log.f64(double %.184.2)
  %.186.2 = fadd double %.182.2, %.185.2
  %.187.2 = tail call double @tanh(double %.180.2)
  %.188.2 = fadd double %.187.2, %.186.2
  %.190.2 = fadd double %.200.1, %.188.2
  %.191.2 = tail call double @llvm.sin.f64(double %.180.2)
  %sqrt.2 = tail call double @llvm.sqrt.f64(double %.184.2)
  %.195.2 = fmul double %.191.2, %sqrt.2
  %.197.2 = fadd double %.183.2, 2.000000e+00
  %.198.2 = tail call double @llvm.pow.f64(double %.197.2, double 1.500000e+00)
  %.199.2 = fadd double %.198.2, %.195.2
  %.200.2 = fadd double %.199.2, %.190.2
  %.126.3 = add nuw nsw i64 %.1197072, 4
  %sunkaddr19 = mul i64 %.1197072, 8
  %sunkaddr20 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr19
  %sunkaddr21 = getelementptr i8, ptr %sunkaddr20, i64 24
  %.180.3 = load double, ptr %sunkaddr21, align 8
  %.181.3 = fmul double %.180.3, 5.000000e-01
  %.182.3 = tail call double @llvm.exp.f64(double %.181.3)
  %.183.3 = fmul double %.180.3, %.180.3
  %.184.3 = fadd double %.183.3, 1.000000e+00
  %.185.3 = tail call double @llvm.log.f64(double %.184.3)
  %.186.3 = fadd double %.182.3, %.185.3
  %.187.3 = tail call double @tanh(double %.180.3)
  %.188.3 = fadd double %.187.3, %.186.3
  %.190.3 = fadd double %.200.2, %.188.3
  %.191.3 = tail call double @llvm.sin.f64(double %.180.3)
  %sqrt.3 = tail call double @llvm.sqrt.f64(double %.184.3)
  %.195.3 = fmul double %.191.3, %sqrt.3
  %.197.3 = fadd double %.183.3, 2.000000e+00
  %.198.3 = tail call double @llvm.pow.f64(double %.197.3, double 1.500000e+00)
  %.199.3 = fadd double %.198.3, %.195.3
  %.200.3 = fadd double %.199.3, %.190.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.126.3
  br i1 %niter.ncmp.3, label %B354.loopexit.unr-lcssa, label %B62

B354.loopexit.unr-lcssa:                          ; preds = %B62
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B354, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B354.loopexit.unr-lcssa, %B62.preheader
  %s.3.074.epil.init = phi double [ 0.000000e+00, %B62.preheader ], [ %.200.3, %B354.loopexit.unr-lcssa ]
  %.1197072.epil.init = phi i64 [ 0, %B62.preheader ], [ %.126.3, %B354.loopexit.unr-lcssa ]
  %1 = shl i64 %.1197072.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.x.4, i64 %1
  br label %B62.epil

B62.epil:                                         ; preds = %B62.epil, %B62.epil.preheader
  %s.3.074.epil = phi double [ %.200.epil, %B62.epil ], [ %s.3.074.epil.init, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B62.epil ], [ 0, %B62.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %2
  %.180.epil = load double, ptr %scevgep3, align 8
  %.181.epil = fmul double %.180.epil, 5.000000e-01
  %.182.epil = tail call double @llvm.exp.f64(double %.181.epil)
  %.183.epil = fmul double %.180.epil, %.180.epil
  %.184.epil = fadd double %.183.epil, 1.000000e+00
  %.185.epil = tail call double @llvm.log.f64(double %.184.epil)
  %.186.epil = fadd double %.182.epil, %.185.epil
  %.187.epil = tail call double @tanh(double %.180.epil)
  %.188.epil = fadd double %.187.epil, %.186.epil
  %.190.epil = fadd double %s.3.074.epil, %.188.epil
  %.191.epil = tail call double @llvm.sin.f64(double %.180.epil)
  %sqrt.epil = tail call double @llvm.sqrt.f64(double %.184.epil)
  %.195.epil = fmul double %.191.epil, %sqrt.epil
  %.197.epil = fadd double %.183.epil, 2.000000e+00
  %.198.epil = tail call double @llvm.pow.f64(double %.197.epil, double 1.500000e+00)
  %.199.epil = fadd double %.198.epil, %.195.epil
  %.200.epil = fadd double %.199.epil, %.190.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B354, label %B62.epil, !llvm.loop !0

B354:                                             ; preds = %B62.epil, %B354.loopexit.unr-lcssa, %B0.endif
  %s.3.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.200.3, %B354.loopexit.unr-lcssa ], [ %.200.epil, %B62.epil ]
  store double %s.3.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #1

define ptr @_ZN7cpython7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.math_mix, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.65, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  %.47 = call i32 @_ZN7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #5
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define double @cfunc._ZN7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #4 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels8math_mixB3v12B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #5
  %.19 = load double, ptr %.3, align 8
  ret double %.19
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #5 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #6

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #5 = { noinline }
attributes #6 = { nounwind }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"branch_weights", i32 1, i32 99}
