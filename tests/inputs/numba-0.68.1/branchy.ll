; ModuleID = 'branchy'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.branchy = internal constant [8 x i8] c"branchy\00"
@_ZN08NumbaEnv7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [129 x i8] c"missing Environment: _ZN08NumbaEnv7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 {
B0.endif:
  %.11371.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.11371.not, label %B158, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif
  %xtraiter = and i64 %arg.x.5.0, 7
  %0 = icmp ult i64 %arg.x.5.0, 8
  br i1 %0, label %B62.epil.preheader, label %B62.preheader.new

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %arg.x.5.0, 9223372036854775800
  br label %B62

B62:                                              ; preds = %B159.7, %B62.preheader.new
  %s.3.074 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %s.4.1.7, %B159.7 ]
  %.1197072 = phi i64 [ 0, %B62.preheader.new ], [ %.126.7, %B159.7 ]
  %sunkaddr = mul i64 %.1197072, 8
  %sunkaddr20 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.180 = load double, ptr %sunkaddr20, align 8
  %.185 = fcmp ogt double %.180, 0.000000e+00
  br i1 %.185, label %B92, label %B110

B92:                                              ; preds = %B62
  %.189 = fmul double %.180, %.180
  br label %B159

B110:                                             ; preds = %B62
  %.201 = tail call double @llvm.sin.f64(double %.180)
  br label %B159

B158.loopexit.unr-lcssa:                          ; preds = %B159.7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B158, label %B62.epil.preheader

B62.epil.preheader:                               ; preds = %B158.loopexit.unr-lcssa, %B62.preheader
  %s.3.074.epil.init = phi double [ 0.000000e+00, %B62.preheader ], [ %s.4.1.7, %B158.loopexit.unr-lcssa ]
  %.1197072.epil.init = phi i64 [ 0, %B62.preheader ], [ %.126.7, %B158.loopexit.unr-lcssa ]
  %1 = shl i64 %.1197072.epil.init, 3
  %scevgep = getelementptr i8, ptr %arg.x.4, i64 %1
  br label %B62.epil

B62.epil:                                         ; preds = %B159.epil, %B62.epil.preheader
  %s.3.074.epil = phi double [ %s.4.1.epil, %B159.epil ], [ %s.3.074.epil.init, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B159.epil ], [ 0, %B62.epil.preheader ]
  %2 = shl nuw nsw i64 %epil.iter, 3
  %scevgep3 = getelementptr i8, ptr %scevgep, i64 %2
  %.180.epil = load double, ptr %scevgep3, align 8
  %.185.epil = fcmp ogt double %.180.epil, 0.000000e+00
  br i1 %.185.epil, label %B92.epil, label %B110.epil

B110.epil:                                        ; preds = %B62.epil
  %.201.epil = tail call double @llvm.sin.f64(double %.180.epil)
  br label %B159.epil

B92.epil:                                         ; preds = %B62.epil
  %.189.epil = fmul double %.180.epil, %.180.epil
  br label %B159.epil

B159.epil:                                        ; preds = %B92.epil, %B110.epil
  %.189.pn.epil = phi double [ %.189.epil, %B92.epil ], [ %.201.epil, %B110.epil ]
  %s.4.1.epil = fadd double %s.3.074.epil, %.189.pn.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B158, label %B62.epil, !llvm.loop !0

B158:                                             ; preds = %B159.epil, %B158.loopexit.unr-lcssa, %B0.endif
  %s.3.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %s.4.1.7, %B158.loopexit.unr-lcssa ], [ %s.4.1.epil, %B159.epil ]
  store double %s.3.0.lcssa, ptr %retptr, align 8
  ret i32 0

B159:                                             ; preds = %B110, %B92
  %.189.pn = phi double [ %.189, %B92 ], [ %.201, %B110 ]
  %s.4.1 = fadd double %s.3.074, %.189.pn
  %sunkaddr21 = mul i64 %.1197072, 8
  %sunkaddr22 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr21
  %sunkaddr23 = getelementptr i8, ptr %sunkaddr22, i64 8
  %.180.1 = load double, ptr %sunkaddr23, align 8
  %.185.1 = fcmp ogt double %.180.1, 0.000000e+00
  br i1 %.185.1, label %B92.1, label %B110.1

B110.1:                                           ; preds = %B159
  %.201.1 = tail call double @llvm.sin.f64(double %.180.1)
  br label %B159.1

B92.1:                                            ; preds = %B159
  %.189.1 = fmul double %.180.1, %.180.1
  br label %B159.1

B159.1:                                           ; preds = %B92.1, %B110.1
  %.189.pn.1 = phi double [ %.189.1, %B92.1 ], [ %.201.1, %B110.1 ]
  %s.4.1.1 = fadd double %s.4.1, %.189.pn.1
  %sunkaddr24 = mul i64 %.1197072, 8
  %sunkaddr25 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr24
  %sunkaddr26 = getelementptr i8, ptr %sunkaddr25, i64 16
  %.180.2 = load double, ptr %sunkaddr26, align 8
  %.185.2 = fcmp ogt double %.180.2, 0.000000e+00
  br i1 %.185.2, label %B92.2, label %B110.2

B110.2:                                           ; preds = %B159.1
  %.201.2 = tail call double @llvm.sin.f64(double %.180.2)
  br label %B159.2

B92.2:                                            ; preds = %B159.1
  %.189.2 = fmul double %.180.2, %.180.2
  br label %B159.2

B159.2:                                           ; preds = %B92.2, %B110.2
  %.189.pn.2 = phi double [ %.189.2, %B92.2 ], [ %.201.2, %B110.2 ]
  %s.4.1.2 = fadd double %s.4.1.1, %.189.pn.2
  %sunkaddr27 = mul i64 %.1197072, 8
  %sunkaddr28 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr27
  %sunkaddr29 = getelementptr i8, ptr %sunkaddr28, i64 24
  %.180.3 = load double, ptr %sunkaddr29, align 8
  %.185.3 = fcmp ogt double %.180.3, 0.000000e+00
  br i1 %.185.3, label %B92.3, label %B110.3

B110.3:                                           ; preds = %B159.2
  %.201.3 = tail call double @llvm.sin.f64(double %.180.3)
  br label %B159.3

B92.3:                                            ; preds = %B159.2
  %.189.3 = fmul double %.180.3, %.180.3
  br label %B159.3

B159.3:                                           ; preds = %B92.3, %B110.3
  %.189.pn.3 = phi double [ %.189.3, %B92.3 ], [ %.201.3, %B110.3 ]
  %s.4.1.3 = fadd double %s.4.1.2, %.189.pn.3
  %sunkaddr30 = mul i64 %.1197072, 8
  %sunkaddr31 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr30
  %sunkaddr32 = getelementptr i8, ptr %sunkaddr31, i64 32
  %.180.4 = load double, ptr %sunkaddr32, align 8
  %.185.4 = fcmp ogt double %.180.4, 0.000000e+00
  br i1 %.185.4, label %B92.4, label %B110.4

B110.4:                                           ; preds = %B159.3
  %.201.4 = tail call double @llvm.sin.f64(double %.180.4)
  br label %B159.4

B92.4:                                            ; preds = %B159.3
  %.189.4 = fmul double %.180.4, %.180.4
  br label %B159.4

B159.4:                                           ; preds = %B92.4, %B110.4
  %.189.pn.4 = phi double [ %.189.4, %B92.4 ], [ %.201.4, %B110.4 ]
  %s.4.1.4 = fadd double %s.4.1.3, %.189.pn.4
  %sunkaddr33 = mul i64 %.1197072, 8
  %sunkaddr34 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr33
  %sunkaddr35 = getelementptr i8, ptr %sunkaddr34, i64 40
  %.180.5 = load double, ptr %sunkaddr35, align 8
  %.185.5 = fcmp ogt double %.180.5, 0.000000e+00
  br i1 %.185.5, label %B92.5, label %B110.5

B110.5:                                           ; preds = %B159.4
  %.201.5 = tail call double @llvm.sin.f64(double %.180.5)
  br label %B159.5

B92.5:                                            ; preds = %B159.4
  %.189.5 = fmul double %.180.5, %.180.5
  br label %B159.5

B159.5:                                           ; preds = %B92.5, %B110.5
  %.189.pn.5 = phi double [ %.189.5, %B92.5 ], [ %.201.5, %B110.5 ]
  %s.4.1.5 = fadd double %s.4.1.4, %.189.pn.5
  %sunkaddr36 = mul i64 %.1197072, 8
  %sunkaddr37 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr36
  %sunkaddr38 = getelementptr i8, ptr %sunkaddr37, i64 48
  %.180.6 = load double, ptr %sunkaddr38, align 8
  %.185.6 = fcmp ogt double %.180.6, 0.000000e+00
  br i1 %.185.6, label %B92.6, label %B110.6

B110.6:                                           ; preds = %B159.5
  %.201.6 = tail call double @llvm.sin.f64(double %.180.6)
  br label %B159.6

B92.6:                                            ; preds = %B159.5
  %.189.6 = fmul double %.180.6, %.180.6
  br label %B159.6

B159.6:                                           ; preds = %B92.6, %B110.6
  %.189.pn.6 = phi double [ %.189.6, %B92.6 ], [ %.201.6, %B110.6 ]
  %s.4.1.6 = fadd double %s.4.1.5, %.189.pn.6
  %.126.7 = add nuw nsw i64 %.1197072, 8
  %sunkaddr39 = mul i64 %.1197072, 8
  %sunkaddr40 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr39
  %sunkaddr41 = getelementptr i8, ptr %sunkaddr40, i64 56
  %.180.7 = load double, ptr %sunkaddr41, align 8
  %.185.7 = fcmp ogt double %.180.7, 0.000000e+00
  br i1 %.185.7, label %B92.7, label %B110.7

B110.7:                                           ; preds = %B159.6
  %.201.7 = tail call double @llvm.sin.f64(double %.180.7)
  br label %B159.7

B92.7:                                            ; preds = %B159.6
  %.189.7 = fmul double %.180.7, %.180.7
  br label %B159.7

B159.7:                                           ; preds = %B92.7, %B110.7
  %.189.pn.7 = phi double [ %.189.7, %B92.7 ], [ %.201.7, %B110.7 ]
  %s.4.1.7 = fadd double %s.4.1.6, %.189.pn.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.126.7
  br i1 %niter.ncmp.7, label %B158.loopexit.unr-lcssa, label %B62
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

define ptr @_ZN7cpython7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.branchy, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.65, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  %.47 = call i32 @_ZN7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #4
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define double @cfunc._ZN7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #3 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels7branchyB3v25B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #4
  %.19 = load double, ptr %.3, align 8
  ret double %.19
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
