; ModuleID = 'transpose_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.transpose_sum = internal constant [14 x i8] c"transpose_sum\00"
@_ZN08NumbaEnv7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @_ZN7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr readnone captures(none) %arg.X.0, ptr readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr readonly captures(none) %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr #0 {
B0.endif:
  %.190196.not = icmp slt i64 %arg.X.5.1, 1
  %.331184.not = icmp slt i64 %arg.X.5.0, 1
  %or.cond = select i1 %.190196.not, i1 true, i1 %.331184.not
  br i1 %or.cond, label %B198, label %B76.endif.us.preheader

B76.endif.us.preheader:                           ; preds = %B0.endif
  %0 = add nsw i64 %arg.X.5.0, -1
  %xtraiter = and i64 %arg.X.5.0, 7
  %unroll_iter = and i64 %arg.X.5.0, 9223372036854775800
  %1 = shl i64 %arg.X.5.1, 6
  %2 = shl i64 %arg.X.5.1, 3
  %3 = shl i64 %arg.X.5.1, 3
  br label %B76.endif.us

B76.endif.us:                                     ; preds = %B76.endif.us.preheader, %B130.B74.loopexit_crit_edge.us
  %lsr.iv = phi ptr [ %arg.X.4, %B76.endif.us.preheader ], [ %scevgep, %B130.B74.loopexit_crit_edge.us ]
  %s.3.0199.us = phi double [ %.485.us.lcssa, %B130.B74.loopexit_crit_edge.us ], [ 0.000000e+00, %B76.endif.us.preheader ]
  %.196191197.us = phi i64 [ %.203.us, %B130.B74.loopexit_crit_edge.us ], [ 0, %B76.endif.us.preheader ]
  %4 = icmp ult i64 %0, 7
  %.481.us = uitofp nneg i64 %.196191197.us to double
  %.482.us = fadd double %.481.us, 1.000000e+00
  br i1 %4, label %B132.us.epil.preheader, label %B132.us.preheader

B132.us.preheader:                                ; preds = %B76.endif.us
  br label %B132.us

B132.us:                                          ; preds = %B132.us.preheader, %B132.us
  %lsr.iv3 = phi ptr [ %lsr.iv, %B132.us.preheader ], [ %scevgep4, %B132.us ]
  %s.2.1187.us = phi double [ %.485.us.7, %B132.us ], [ %s.3.0199.us, %B132.us.preheader ]
  %.337183185.us = phi i64 [ %.344.us.7, %B132.us ], [ 0, %B132.us.preheader ]
  %.421.us = load double, ptr %lsr.iv3, align 8
  %.479.us = fmul double %.421.us, %.421.us
  %.483.us = fmul double %.482.us, %.479.us
  %.485.us = fadd double %s.2.1187.us, %.483.us
  %scevgep5 = getelementptr i8, ptr %lsr.iv3, i64 %2
  %sunkaddr17 = mul i64 %arg.X.5.1, 8
  %sunkaddr18 = getelementptr i8, ptr %lsr.iv3, i64 %sunkaddr17
  %.421.us.1 = load double, ptr %sunkaddr18, align 8
  %.479.us.1 = fmul double %.421.us.1, %.421.us.1
  %.483.us.1 = fmul double %.482.us, %.479.us.1
  %.485.us.1 = fadd double %.485.us, %.483.us.1
  %scevgep6 = getelementptr i8, ptr %scevgep5, i64 %2
  %sunkaddr19 = mul i64 %arg.X.5.1, 8
  %sunkaddr20 = getelementptr i8, ptr %scevgep5, i64 %sunkaddr19
  %.421.us.2 = load double, ptr %sunkaddr20, align 8
  %.479.us.2 = fmul double %.421.us.2, %.421.us.2
  %.483.us.2 = fmul double %.482.us, %.479.us.2
  %.485.us.2 = fadd double %.485.us.1, %.483.us.2
  %scevgep7 = getelementptr i8, ptr %scevgep6, i64 %2
  %sunkaddr21 = mul i64 %arg.X.5.1, 8
  %sunkaddr22 = getelementptr i8, ptr %scevgep6, i64 %sunkaddr21
  %.421.us.3 = load double, ptr %sunkaddr22, align 8
  %.479.us.3 = fmul double %.421.us.3, %.421.us.3
  %.483.us.3 = fmul double %.482.us, %.479.us.3
  %.485.us.3 = fadd double %.485.us.2, %.483.us.3
  %scevgep8 = getelementptr i8, ptr %scevgep7, i64 %2
  %sunkaddr23 = mul i64 %arg.X.5.1, 8
  %sunkaddr24 = getelementptr i8, ptr %scevgep7, i64 %sunkaddr23
  %.421.us.4 = load double, ptr %sunkaddr24, align 8
  %.479.us.4 = fmul double %.421.us.4, %.421.us.4
  %.483.us.4 = fmul double %.482.us, %.479.us.4
  %.485.us.4 = fadd double %.485.us.3, %.483.us.4
  %scevgep9 = getelementptr i8, ptr %scevgep8, i64 %2
  %sunkaddr25 = mul i64 %arg.X.5.1, 8
  %sunkaddr26 = getelementptr i8, ptr %scevgep8, i64 %sunkaddr25
  %.421.us.5 = load double, ptr %sunkaddr26, align 8
  %.479.us.5 = fmul double %.421.us.5, %.421.us.5
  %.483.us.5 = fmul double %.482.us, %.479.us.5
  %.485.us.5 = fadd double %.485.us.4, %.483.us.5
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 %2
  %sunkaddr27 = mul i64 %arg.X.5.1, 8
  %sunkaddr28 = getelementptr i8, ptr %scevgep9, i64 %sunkaddr27
  %.421.us.6 = load double, ptr %sunkaddr28, align 8
  %.479.us.6 = fmul double %.421.us.6, %.421.us.6
  %.483.us.6 = fmul double %.482.us, %.479.us.6
  %.485.us.6 = fadd double %.485.us.5, %.483.us.6
  %.344.us.7 = add nuw i64 %.337183185.us, 8
  %sunkaddr = mul i64 %arg.X.5.1, 8
  %sunkaddr16 = getelementptr i8, ptr %scevgep10, i64 %sunkaddr
  %.421.us.7 = load double, ptr %sunkaddr16, align 8
  %.479.us.7 = fmul double %.421.us.7, %.421.us.7
  %.483.us.7 = fmul double %.482.us, %.479.us.7
  %.485.us.7 = fadd double %.485.us.6, %.483.us.7
  %scevgep4 = getelementptr i8, ptr %lsr.iv3, i64 %1
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.344.us.7
  br i1 %niter.ncmp.7, label %B130.B74.loopexit_crit_edge.us.unr-lcssa, label %B132.us

B130.B74.loopexit_crit_edge.us.unr-lcssa:         ; preds = %B132.us
  %5 = icmp eq i64 %xtraiter, 0
  br i1 %5, label %B130.B74.loopexit_crit_edge.us, label %B132.us.epil.preheader

B132.us.epil.preheader:                           ; preds = %B130.B74.loopexit_crit_edge.us.unr-lcssa, %B76.endif.us
  %s.2.1187.us.epil.init = phi double [ %s.3.0199.us, %B76.endif.us ], [ %.485.us.7, %B130.B74.loopexit_crit_edge.us.unr-lcssa ]
  %.337183185.us.epil.init = phi i64 [ 0, %B76.endif.us ], [ %.344.us.7, %B130.B74.loopexit_crit_edge.us.unr-lcssa ]
  %6 = mul i64 %3, %.337183185.us.epil.init
  %scevgep12 = getelementptr i8, ptr %lsr.iv, i64 %6
  br label %B132.us.epil

B132.us.epil:                                     ; preds = %B132.us.epil, %B132.us.epil.preheader
  %lsr.iv15 = phi i64 [ %lsr.iv.next, %B132.us.epil ], [ %xtraiter, %B132.us.epil.preheader ]
  %lsr.iv13 = phi ptr [ %scevgep14, %B132.us.epil ], [ %scevgep12, %B132.us.epil.preheader ]
  %s.2.1187.us.epil = phi double [ %s.2.1187.us.epil.init, %B132.us.epil.preheader ], [ %.485.us.epil, %B132.us.epil ]
  %.421.us.epil = load double, ptr %lsr.iv13, align 8
  %.479.us.epil = fmul double %.421.us.epil, %.421.us.epil
  %.483.us.epil = fmul double %.482.us, %.479.us.epil
  %.485.us.epil = fadd double %s.2.1187.us.epil, %.483.us.epil
  %scevgep14 = getelementptr i8, ptr %lsr.iv13, i64 %3
  %lsr.iv.next = add nsw i64 %lsr.iv15, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %B130.B74.loopexit_crit_edge.us, label %B132.us.epil, !llvm.loop !0

B130.B74.loopexit_crit_edge.us:                   ; preds = %B132.us.epil, %B130.B74.loopexit_crit_edge.us.unr-lcssa
  %.485.us.lcssa = phi double [ %.485.us.7, %B130.B74.loopexit_crit_edge.us.unr-lcssa ], [ %.485.us.epil, %B132.us.epil ]
  %.203.us = add nuw nsw i64 %.196191197.us, 1
  %scevgep = getelementptr i8, ptr %lsr.iv, i64 8
  %exitcond210.not = icmp eq i64 %.203.us, %arg.X.5.1
  br i1 %exitcond210.not, label %B198, label %B76.endif.us

B198:                                             ; preds = %B130.B74.loopexit_crit_edge.us, %B0.endif
  %s.3.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.485.us.lcssa, %B130.B74.loopexit_crit_edge.us ]
  store double %s.3.0.lcssa, ptr %retptr, align 8
  ret i32 0
}

define ptr @_ZN7cpython7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.transpose_sum, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !2

common.ret:                                       ; preds = %entry.endif.endif.if, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ %.71, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !2

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
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
  %.51 = call i32 @_ZN7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 poison, i64 poison) #3
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
define double @cfunc._ZN7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels13transpose_sumB3v37B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull poison, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #3
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
