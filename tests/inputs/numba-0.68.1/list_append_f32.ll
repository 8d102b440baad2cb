; ModuleID = 'list_append_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e, i32 65, ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1, ptr null, i32 0 }
@.const.list_append_f32 = internal constant [16 x i8] c"list_append_f32\00"
@_ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"

define range(i32 0, 2) i32 @_ZN7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.if:
  %.37 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 20, ptr nonnull @.dtor.list.float32)
  %.38 = icmp eq ptr %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B62:                                              ; preds = %B62.preheader, %B62.endif.endif
  %.207120125 = phi i64 [ %.214, %B62.endif.endif ], [ 0, %B62.preheader ]
  %.214 = add nuw nsw i64 %.207120125, 1
  %0 = shl i64 %.207120125, 2
  %scevgep43 = getelementptr i8, ptr %arg.x.4, i64 %0
  %.270 = load float, ptr %scevgep43, align 4
  %.301 = fmul float %.270, %.270
  %.303 = fadd float %.301, 1.000000e+00
  %sunkaddr = getelementptr i8, ptr %.37, i64 24
  %.6.i = load ptr, ptr %sunkaddr, align 8
  %.313 = load i64, ptr %.6.i, align 8
  %.314 = add i64 %.313, 1
  %.319 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8
  %.320 = load i64, ptr %.319, align 8
  %.322 = ashr i64 %.320, 2
  %.323 = icmp sgt i64 %.322, %.314
  br i1 %.323, label %B62.if, label %B62.endif, !prof !0

B180:                                             ; preds = %B62.endif.endif, %B0.endif.endif.endif.endif
  %sunkaddr47 = getelementptr i8, ptr %.37, i64 24
  %.6.i2 = load ptr, ptr %sunkaddr47, align 8
  %.491130 = load i64, ptr %.6.i2, align 8
  %.492131 = icmp sgt i64 %.491130, 0
  br i1 %.492131, label %B190.preheader, label %B246

B190.preheader:                                   ; preds = %B180
  %xtraiter = and i64 %.491130, 7
  %1 = icmp ult i64 %.491130, 8
  br i1 %1, label %B190.epil.preheader, label %B190.preheader.new

B190.preheader.new:                               ; preds = %B190.preheader
  %unroll_iter = and i64 %.491130, 9223372036854775800
  br label %B190

B190:                                             ; preds = %B190, %B190.preheader.new
  %s.2.0133 = phi double [ 0.000000e+00, %B190.preheader.new ], [ %.534.7, %B190 ]
  %.485128132 = phi i64 [ 0, %B190.preheader.new ], [ %.505.7, %B190 ]
  %sunkaddr48 = mul i64 %.485128132, 4
  %sunkaddr49 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr48
  %sunkaddr50 = getelementptr i8, ptr %sunkaddr49, i64 20
  %.502 = load float, ptr %sunkaddr50, align 4
  %.530 = tail call float @llvm.log.f32(float %.502)
  %.531 = fmul float %.502, %.530
  %.533 = fpext float %.531 to double
  %.534 = fadd double %s.2.0133, %.533
  %sunkaddr51 = mul i64 %.485128132, 4
  %sunkaddr52 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr51
  %sunkaddr53 = getelementptr i8, ptr %sunkaddr52, i64 24
  %.502.1 = load float, ptr %sunkaddr53, align 4
  %.530.1 = tail call float @llvm.log.f32(float %.502.1)
  %.531.1 = fmul float %.502.1, %.530.1
  %.533.1 = fpext float %.531.1 to double
  %.534.1 = fadd double %.534, %.533.1
  %sunkaddr54 = mul i64 %.485128132, 4
  %sunkaddr55 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr54
  %sunkaddr56 = getelementptr i8, ptr %sunkaddr55, i64 28
  %.502.2 = load float, ptr %sunkaddr56, align 4
  %.530.2 = tail call float @llvm.log.f32(float %.502.2)
  %.531.2 = fmul float %.502.2, %.530.2
  %.533.2 = fpext float %.531.2 to double
  %.534.2 = fadd double %.534.1, %.533.2
  %sunkaddr57 = mul i64 %.485128132, 4
  %sunkaddr58 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr57
  %sunkaddr59 = getelementptr i8, ptr %sunkaddr58, i64 32
  %.502.3 = load float, ptr %sunkaddr59, align 4
  %.530.3 = tail call float @llvm.log.f32(float %.502.3)
  %.531.3 = fmul float %.502.3, %.530.3
  %.533.3 = fpext float %.531.3 to double
  %.534.3 = fadd double %.534.2, %.533.3
  %sunkaddr60 = mul i64 %.485128132, 4
  %sunkaddr61 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr60
  %sunkaddr62 = getelementptr i8, ptr %sunkaddr61, i64 36
  %.502.4 = load float, ptr %sunkaddr62, align 4
  %.530.4 = tail call float @llvm.log.f32(float %.502.4)
  %.531.4 = fmul float %.502.4, %.530.4
  %.533.4 = fpext float %.531.4 to double
  %.534.4 = fadd double %.534.3, %.533.4
  %sunkaddr63 = mul i64 %.485128132, 4
  %sunkaddr64 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr63
  %sunkaddr65 = getelementptr i8, ptr %sunkaddr64, i64 40
  %.502.5 = load float, ptr %sunkaddr65, align 4
  %.530.5 = tail call float @llvm.log.f32(float %.502.5)
  %.531.5 = fmul float %.502.5, %.530.5
  %.533.5 = fpext float %.531.5 to double
  %.534.5 = fadd double %.534.4, %.533.5
  %sunkaddr66 = mul i64 %.485128132, 4
  %sunkaddr67 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr66
  %sunkaddr68 = getelementptr i8, ptr %sunkaddr67, i64 44
  %.502.6 = load float, ptr %sunkaddr68, align 4
  %.530.6 = tail call float @llvm.log.f32(float %.502.6)
  %.531.6 = fmul float %.502.6, %.530.6
  %.533.6 = fpext float %.531.6 to double
  %.534.6 = fadd double %.534.5, %.533.6
  %sunkaddr69 = mul i64 %.485128132, 4
  %sunkaddr70 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr69
  %sunkaddr71 = getelementptr i8, ptr %sunkaddr70, i64 48
  %.502.7 = load float, ptr %sunkaddr71, align 4
  %.505.7 = add nuw nsw i64 %.485128132, 8
  %.530.7 = tail call float @llvm.log.f32(float %.502.7)
  %.531.7 = fmul float %.502.7, %.530.7
  %.533.7 = fpext float %.531.7 to double
  %.534.7 = fadd double %.534.6, %.533.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.505.7
  br i1 %niter.ncmp.7, label %B246.loopexit.unr-lcssa, label %B190

common.ret:                                       ; preds = %B62.endif.if.endif.if, %B62.endif.if.if, %B62.if.endif.if, %B62.if.if, %B0.endif.endif.if, %B246
  %common.ret.op = phi i32 [ 0, %B246 ], [ 1, %B0.endif.endif.if ], [ 1, %B62.if.if ], [ 1, %B62.if.endif.if ], [ 1, %B62.endif.if.if ], [ 1, %B62.endif.if.endif.if ]
  ret i32 %common.ret.op

B246.loopexit.unr-lcssa:                          ; preds = %B190
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B246, label %B190.epil.preheader

B190.epil.preheader:                              ; preds = %B246.loopexit.unr-lcssa, %B190.preheader
  %s.2.0133.epil.init = phi double [ 0.000000e+00, %B190.preheader ], [ %.534.7, %B246.loopexit.unr-lcssa ]
  %.485128132.epil.init = phi i64 [ 0, %B190.preheader ], [ %.505.7, %B246.loopexit.unr-lcssa ]
  %2 = shl i64 %.485128132.epil.init, 2
  %3 = add i64 %2, 20
  %scevgep = getelementptr i8, ptr %.6.i2, i64 %3
  br label %B190.epil

B190.epil:                                        ; preds = %B190.epil, %B190.epil.preheader
  %s.2.0133.epil = phi double [ %.534.epil, %B190.epil ], [ %s.2.0133.epil.init, %B190.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B190.epil ], [ 0, %B190.epil.preheader ]
  %4 = shl nuw nsw i64 %epil.iter, 2
  %scevgep26 = getelementptr i8, ptr %scevgep, i64 %4
  %.502.epil = load float, ptr %scevgep26, align 4
  %.530.epil = tail call float @llvm.log.f32(float %.502.epil)
  %.531.epil = fmul float %.502.epil, %.530.epil
  %.533.epil = fpext float %.531.epil to double
  %.534.epil = fadd double %s.2.0133.epil, %.533.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B246, label %B190.epil, !llvm.loop !1

B246:                                             ; preds = %B190.epil, %B246.loopexit.unr-lcssa, %B180
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B180 ], [ %.534.7, %B246.loopexit.unr-lcssa ], [ %.534.epil, %B190.epil ]
  tail call void @NRT_decref(ptr nonnull %.37)
  store double %s.2.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.if
  %.5.i5 = getelementptr i8, ptr %.37, i64 24
  %.6.i6 = load ptr, ptr %.5.i5, align 8
  %.50 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 8
  store i64 0, ptr %.50, align 8
  %.6.i8 = load ptr, ptr %.5.i5, align 8
  store i64 0, ptr %.6.i8, align 8
  %.6.i10 = load ptr, ptr %.5.i5, align 8
  %.62 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 16
  store i8 0, ptr %.62, align 1
  %.6.i12 = load ptr, ptr %.5.i5, align 8
  store i64 0, ptr %.6.i12, align 8
  %.201124.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.201124.not, label %B180, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif.endif.endif.endif
  br label %B62

B62.if:                                           ; preds = %B62
  %const46 = bitcast i64 -2305843009213693951 to i64
  %const44 = bitcast i64 -4611686018427387904 to i64
  %.326 = shl i64 %.314, 2
  %5 = add i64 %.313, %const46
  %.327 = icmp ult i64 %5, %const44
  %.328 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.326, i64 20)
  %.330 = extractvalue { i64, i1 } %.328, 1
  %.331 = or i1 %.327, %.330
  br i1 %.331, label %B62.if.if, label %B62.if.endif, !prof !0

B62.endif:                                        ; preds = %B62.if.endif.endif, %B62
  %6 = icmp slt i64 %.320, %.314
  br i1 %6, label %B62.endif.if, label %B62.endif.endif, !prof !0

B62.if.if:                                        ; preds = %B62.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B62.if.endif:                                     ; preds = %B62.if
  %.329 = extractvalue { i64, i1 } %.328, 0
  %.340 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.329)
  %.341 = icmp eq ptr %.340, null
  br i1 %.341, label %B62.if.endif.if, label %B62.if.endif.endif, !prof !0

B62.if.endif.if:                                  ; preds = %B62.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B62.if.endif.endif:                               ; preds = %B62.if.endif
  %sunkaddr72 = getelementptr i8, ptr %.37, i64 24
  %.6.i14 = load ptr, ptr %sunkaddr72, align 8
  %.352 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 8
  store i64 %.314, ptr %.352, align 8
  br label %B62.endif

B62.endif.if:                                     ; preds = %B62.endif
  %const45 = bitcast i64 -2305843009213693951 to i64
  %const = bitcast i64 -4611686018427387904 to i64
  %.356 = ashr i64 %.314, 2
  %.357 = add i64 %.356, %.314
  %.358 = add i64 %.357, 8
  %.360 = shl i64 %.358, 2
  %const_mat = add i64 %const45, 7
  %7 = add i64 %.357, %const_mat
  %.361 = icmp ult i64 %7, %const
  %.362 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.360, i64 20)
  %.364 = extractvalue { i64, i1 } %.362, 1
  %.365 = or i1 %.361, %.364
  br i1 %.365, label %B62.endif.if.if, label %B62.endif.if.endif, !prof !0

B62.endif.endif:                                  ; preds = %B62.endif.if.endif.endif, %B62.endif
  %sunkaddr73 = getelementptr i8, ptr %.37, i64 24
  %.6.i16 = load ptr, ptr %sunkaddr73, align 8
  store i64 %.314, ptr %.6.i16, align 8
  %.6.i18 = load ptr, ptr %sunkaddr73, align 8
  %.429 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 20
  %.430 = getelementptr float, ptr %.429, i64 %.313
  store float %.303, ptr %.430, align 4
  %exitcond.not = icmp eq i64 %arg.x.5.0, %.214
  br i1 %exitcond.not, label %B180, label %B62

B62.endif.if.if:                                  ; preds = %B62.endif.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B62.endif.if.endif:                               ; preds = %B62.endif.if
  %.363 = extractvalue { i64, i1 } %.362, 0
  %.374 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.37, i64 %.363)
  %.375 = icmp eq ptr %.374, null
  br i1 %.375, label %B62.endif.if.endif.if, label %B62.endif.if.endif.endif, !prof !0

B62.endif.if.endif.if:                            ; preds = %B62.endif.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B62.endif.if.endif.endif:                         ; preds = %B62.endif.if.endif
  %sunkaddr74 = getelementptr i8, ptr %.37, i64 24
  %.6.i20 = load ptr, ptr %sunkaddr74, align 8
  %.386 = getelementptr inbounds nuw i8, ptr %.6.i20, i64 8
  store i64 %.358, ptr %.386, align 8
  %.6.i22 = load ptr, ptr %sunkaddr74, align 8
  %.393 = load i64, ptr %.6.i22, align 8
  %.398 = getelementptr inbounds nuw i8, ptr %.6.i22, i64 20
  %.399.idx = shl i64 %.393, 2
  %.399 = getelementptr i8, ptr %.398, i64 %.399.idx
  %8 = sub i64 %.358, %.393
  %gepdiff = shl i64 %8, 2
  tail call void @llvm.memset.p0.i64(ptr align 1 %.399, i8 0, i64 %gepdiff, i1 false)
  br label %B62.endif.endif
}

define linkonce_odr void @.dtor.list.float32(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log.f32(float) #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

define ptr @_ZN7cpython7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_append_f32, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 4
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

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
  %.47 = call i32 @_ZN7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !4

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.71 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 4
  %.72 = icmp sgt i32 %.71, 0
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 0
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 1
  br i1 %.72, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.78 = sext i32 %.77 to i64
  %.79 = call ptr @PyBytes_FromStringAndSize(ptr %.75, i64 %.78)
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 3
  %.85 = call ptr %.83(ptr %.81)
  %.86 = icmp eq ptr %.85, null
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.90 = call ptr @numba_runtime_build_excinfo_struct(ptr %.79, ptr nonnull %.85)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.102)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !4

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr nonnull %.42)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.59)
  br label %.24
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = !{i1 true}
!4 = !{!"branch_weights", i32 49, i32 1}
