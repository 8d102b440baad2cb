; ModuleID = 'list_append_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140498277300288 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140498277300288.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140498277300288 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140498277300288, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140498277300288.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140498277075072 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.140498277075072.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.140498277075072 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.140498277075072, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140498277075072.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_append_f32 = internal constant [16 x i8] c"list_append_f32\00"
@_ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fc84de6f750>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fc84de6f750>\00"

define i32 @_ZN7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, float* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.if:
  %.37 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 20, i8* bitcast (void (i8*)* @.dtor.list.float32 to i8*))
  %.38 = icmp eq i8* %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B188.preheader:                                   ; preds = %B62.endif.endif, %B0.endif.endif.endif.endif
  %sunkaddr = getelementptr i8, i8* %.37, i64 24
  %0 = bitcast i8* %sunkaddr to { i64, i64, i8, float }**
  %.6.i3638 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %0, align 8
  %.49096 = bitcast { i64, i64, i8, float }* %.6.i3638 to i64*
  %.491 = load i64, i64* %.49096, align 8
  %.49260 = icmp sgt i64 %.491, 0
  br i1 %.49260, label %B190.lr.ph, label %B246

B190.lr.ph:                                       ; preds = %B188.preheader
  %1 = add i64 %.491, -1
  %xtraiter = and i64 %.491, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %B246.loopexit.unr-lcssa, label %B190.lr.ph.new

B190.lr.ph.new:                                   ; preds = %B190.lr.ph
  %unroll_iter = and i64 %.491, -8
  br label %B190

B62:                                              ; preds = %B62.preheader, %B62.endif.endif
  %.145.064 = phi i64 [ %.214, %B62.endif.endif ], [ 0, %B62.preheader ]
  %.214 = add nuw nsw i64 %.145.064, 1
  %scevgep95 = getelementptr float, float* %arg.x.4, i64 %.145.064
  %.270 = load float, float* %scevgep95, align 4
  %.301 = fmul float %.270, %.270
  %.303 = fadd float %.301, 1.000000e+00
  %sunkaddr97 = getelementptr i8, i8* %.37, i64 24
  %3 = bitcast i8* %sunkaddr97 to { i64, i64, i8, float }**
  %.6.i40 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %3, align 8
  %.31298 = bitcast { i64, i64, i8, float }* %.6.i40 to i64*
  %.313 = load i64, i64* %.31298, align 8
  %.314 = add i64 %.313, 1
  %.319 = getelementptr inbounds { i64, i64, i8, float }, { i64, i64, i8, float }* %.6.i40, i64 0, i32 1
  %.320 = load i64, i64* %.319, align 8
  %.322 = ashr i64 %.320, 2
  %.323 = icmp sgt i64 %.322, %.314
  br i1 %.323, label %B62.if, label %B62.endif, !prof !0

B190:                                             ; preds = %B190, %B190.lr.ph.new
  %s.2.062 = phi double [ 0.000000e+00, %B190.lr.ph.new ], [ %.534.7, %B190 ]
  %.454.061 = phi i64 [ 0, %B190.lr.ph.new ], [ %.505.7, %B190 ]
  %sunkaddr99 = mul i64 %.454.061, 4
  %4 = bitcast { i64, i64, i8, float }* %.6.i3638 to i8*
  %sunkaddr100 = getelementptr i8, i8* %4, i64 %sunkaddr99
  %sunkaddr101 = getelementptr i8, i8* %sunkaddr100, i64 20
  %5 = bitcast i8* %sunkaddr101 to float*
  %.502 = load float, float* %5, align 4
  %.530 = tail call float @llvm.log.f32(float %.502)
  %.531 = fmul float %.502, %.530
  %.533 = fpext float %.531 to double
  %.534 = fadd double %s.2.062, %.533
  %sunkaddr102 = mul i64 %.454.061, 4
  %6 = bitcast { i64, i64, i8, float }* %.6.i3638 to i8*
  %sunkaddr103 = getelementptr i8, i8* %6, i64 %sunkaddr102
  %sunkaddr104 = getelementptr i8, i8* %sunkaddr103, i64 24
  %7 = bitcast i8* %sunkaddr104 to float*
  %.502.1 = load float, float* %7, align 4
  %.530.1 = tail call float @llvm.log.f32(float %.502.1)
  %.531.1 = fmul float %.502.1, %.530.1
  %.533.1 = fpext float %.531.1 to double
  %.534.1 = fadd double %.534, %.533.1
  %sunkaddr105 = mul i64 %.454.061, 4
  %8 = bitcast { i64, i64, i8, float }* %.6.i3638 to i8*
  %sunkaddr106 = getelementptr i8, i8* %8, i64 %sunkaddr105
  %sunkaddr107 = getelementptr i8, i8* %sunkaddr106, i64 28
  %9 = bitcast i8* %sunkaddr107 to float*
  %.502.2 = load float, float* %9, align 4
  %.530.2 = tail call float @llvm.log.f32(float %.502.2)
  %.531.2 = fmul float %.502.2, %.530.2
  %.533.2 = fpext float %.531.2 to double
  %.534.2 = fadd double %.534.1, %.533.2
  %sunkaddr108 = mul i64 %.454.061, 4
  %10 = bitcast { i64, i64, i8, float }* %.6.i3638 to i8*
  %sunkaddr109 = getelementptr i8, i8* %10, i64 %sunkaddr108
  %sunkaddr110 = getelementptr i8, i8* %sunkaddr109, i64 32
  %11 = bitcast i8* %sunkaddr110 to float*
  %.502.3 = load float, float* %11, align 4
  %.530.3 = tail call float @llvm.log.f32(float %.502.3)
  %.531.3 = fmul float %.502.3, %.530.3
  %.533.3 = fpext float %.531.3 to double
  %.534.3 = fadd double %.534.2, %.533.3
  %sunkaddr111 = mul i64 %.454.061, 4
  %12 = bitcast { i64, i64, i8, float }* %.6.i3638 to i8*
  %sunkaddr112 = getelementptr i8, i8* %12, i64 %sunkaddr111
  %sunkaddr113 = getelementptr i8, i8* %sunkaddr112, i64 36
  %13 = bitcast i8* %sunkaddr113 to float*
  %.502.4 = load float, float* %13, align 4
  %.530.4 = tail call float @llvm.log.f32(float %.502.4)
  %.531.4 = fmul float %.502.4, %.530.4
  %.533.4 = fpext float %.531.4 to double
  %.534.4 = fadd double %.534.3, %.533.4
  %sunkaddr114 = mul i64 %.454.061, 4
  %14 = bitcast { i64, i64, i8, float }* %.6.i3638 to i8*
  %sunkaddr115 = getelementptr i8, i8* %14, i64 %sunkaddr114
  %sunkaddr116 = getelementptr i8, i8* %sunkaddr115, i64 40
  %15 = bitcast i8* %sunkaddr116 to float*
  %.502.5 = load float, float* %15, align 4
  %.530.5 = tail call float @llvm.log.f32(float %.502.5)
  %.531.5 = fmul float %.502.5, %.530.5
  %.533.5 = fpext float %.531.5 to double
  %.534.5 = fadd double %.534.4, %.533.5
  %sunkaddr117 = mul i64 %.454.061, 4
  %16 = bitcast { i64, i64, i8, float }* %.6.i3638 to i8*
  %sunkaddr118 = getelementptr i8, i8* %16, i64 %sunkaddr117
  %sunkaddr119 = getelementptr i8, i8* %sunkaddr118, i64 44
  %17 = bitcast i8* %sunkaddr119 to float*
  %.502.6 = load float, float* %17, align 4
  %.530.6 = tail call float @llvm.log.f32(float %.502.6)
  %.531.6 = fmul float %.502.6, %.530.6
  %.533.6 = fpext float %.531.6 to double
  %.534.6 = fadd double %.534.5, %.533.6
  %sunkaddr120 = mul i64 %.454.061, 4
  %18 = bitcast { i64, i64, i8, float }* %.6.i3638 to i8*
  %sunkaddr121 = getelementptr i8, i8* %18, i64 %sunkaddr120
  %sunkaddr122 = getelementptr i8, i8* %sunkaddr121, i64 48
  %19 = bitcast i8* %sunkaddr122 to float*
  %.502.7 = load float, float* %19, align 4
  %.505.7 = add nuw i64 %.454.061, 8
  %.530.7 = tail call float @llvm.log.f32(float %.502.7)
  %.531.7 = fmul float %.502.7, %.530.7
  %.533.7 = fpext float %.531.7 to double
  %.534.7 = fadd double %.534.6, %.533.7
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.505.7
  br i1 %niter.ncmp.7, label %B246.loopexit.unr-lcssa, label %B190

common.ret:                                       ; preds = %B62.endif.if.endif.if, %B62.endif.if.if, %B62.if.endif.if, %B62.if.if, %B0.endif.endif.if, %B246
  %common.ret.op = phi i32 [ 0, %B246 ], [ 1, %B0.endif.endif.if ], [ 1, %B62.if.if ], [ 1, %B62.if.endif.if ], [ 1, %B62.endif.if.if ], [ 1, %B62.endif.if.endif.if ]
  ret i32 %common.ret.op

B246.loopexit.unr-lcssa:                          ; preds = %B190, %B190.lr.ph
  %.534.lcssa.ph = phi double [ undef, %B190.lr.ph ], [ %.534.7, %B190 ]
  %s.2.062.unr = phi double [ 0.000000e+00, %B190.lr.ph ], [ %.534.7, %B190 ]
  %.454.061.unr = phi i64 [ 0, %B190.lr.ph ], [ %.505.7, %B190 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %B246, label %B190.epil.preheader

B190.epil.preheader:                              ; preds = %B246.loopexit.unr-lcssa
  %20 = bitcast { i64, i64, i8, float }* %.6.i3638 to i8*
  %21 = shl i64 %.454.061.unr, 2
  %22 = add i64 %21, 20
  %uglygep = getelementptr i8, i8* %20, i64 %22
  br label %B190.epil

B190.epil:                                        ; preds = %B190.epil.preheader, %B190.epil
  %s.2.062.epil = phi double [ %.534.epil, %B190.epil ], [ %s.2.062.unr, %B190.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B190.epil ], [ 0, %B190.epil.preheader ]
  %23 = shl nuw nsw i64 %epil.iter, 2
  %scevgep = getelementptr i8, i8* %uglygep, i64 %23
  %scevgep69 = bitcast i8* %scevgep to float*
  %.502.epil = load float, float* %scevgep69, align 4
  %.530.epil = tail call float @llvm.log.f32(float %.502.epil)
  %.531.epil = fmul float %.502.epil, %.530.epil
  %.533.epil = fpext float %.531.epil to double
  %.534.epil = fadd double %s.2.062.epil, %.533.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B246, label %B190.epil, !llvm.loop !1

B246:                                             ; preds = %B190.epil, %B246.loopexit.unr-lcssa, %B188.preheader
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B188.preheader ], [ %.534.lcssa.ph, %B246.loopexit.unr-lcssa ], [ %.534.epil, %B190.epil ]
  tail call void @NRT_decref(i8* nonnull %.37)
  store double %s.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140498277300288, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.if
  %.5.i31 = getelementptr i8, i8* %.37, i64 24
  %24 = bitcast i8* %.5.i31 to { i64, i64, i8, float }**
  %.6.i3249 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %24, align 8
  %.50 = getelementptr inbounds { i64, i64, i8, float }, { i64, i64, i8, float }* %.6.i3249, i64 0, i32 1
  store i64 0, i64* %.50, align 8
  %.6.i3050 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %24, align 8
  %.56123 = bitcast { i64, i64, i8, float }* %.6.i3050 to i64*
  store i64 0, i64* %.56123, align 8
  %.6.i2851 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %24, align 8
  %.62 = getelementptr inbounds { i64, i64, i8, float }, { i64, i64, i8, float }* %.6.i2851, i64 0, i32 2
  store i8 0, i8* %.62, align 1
  %.6.i2037 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %24, align 8
  %.104124 = bitcast { i64, i64, i8, float }* %.6.i2037 to i64*
  store i64 0, i64* %.104124, align 8
  %25 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 0)
  %.20163.not = icmp slt i64 %arg.x.5.0, 1
  br i1 %.20163.not, label %B188.preheader, label %B62.preheader

B62.preheader:                                    ; preds = %B0.endif.endif.endif.endif
  br label %B62

B62.if:                                           ; preds = %B62
  %.325 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.314, i64 4)
  %.326 = extractvalue { i64, i1 } %.325, 0
  %.327 = extractvalue { i64, i1 } %.325, 1
  %.328 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.326, i64 20)
  %.330 = extractvalue { i64, i1 } %.328, 1
  %.331 = or i1 %.327, %.330
  br i1 %.331, label %B62.if.if, label %B62.if.endif, !prof !0

B62.endif:                                        ; preds = %B62.if.endif.endif, %B62
  %26 = icmp slt i64 %.320, %.314
  br i1 %26, label %B62.endif.if, label %B62.endif.endif, !prof !0

B62.if.if:                                        ; preds = %B62.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140498277075072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B62.if.endif:                                     ; preds = %B62.if
  %.329 = extractvalue { i64, i1 } %.328, 0
  %.340 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.329)
  %.341 = icmp eq i8* %.340, null
  br i1 %.341, label %B62.if.endif.if, label %B62.if.endif.endif, !prof !0

B62.if.endif.if:                                  ; preds = %B62.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140498277075072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B62.if.endif.endif:                               ; preds = %B62.if.endif
  %sunkaddr125 = getelementptr i8, i8* %.37, i64 24
  %27 = bitcast i8* %sunkaddr125 to { i64, i64, i8, float }**
  %.6.i1848 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %27, align 8
  %.352 = getelementptr inbounds { i64, i64, i8, float }, { i64, i64, i8, float }* %.6.i1848, i64 0, i32 1
  store i64 %.314, i64* %.352, align 8
  br label %B62.endif

B62.endif.if:                                     ; preds = %B62.endif
  %.356 = ashr i64 %.314, 2
  %.357 = add i64 %.313, 9
  %.358 = add i64 %.357, %.356
  %.359 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.358, i64 4)
  %.360 = extractvalue { i64, i1 } %.359, 0
  %.361 = extractvalue { i64, i1 } %.359, 1
  %.362 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.360, i64 20)
  %.364 = extractvalue { i64, i1 } %.362, 1
  %.365 = or i1 %.361, %.364
  br i1 %.365, label %B62.endif.if.if, label %B62.endif.if.endif, !prof !0

B62.endif.endif:                                  ; preds = %B62.endif.if.endif.endif, %B62.endif
  %sunkaddr126 = getelementptr i8, i8* %.37, i64 24
  %28 = bitcast i8* %sunkaddr126 to { i64, i64, i8, float }**
  %.6.i1642 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %28, align 8
  %.416127 = bitcast { i64, i64, i8, float }* %.6.i1642 to i64*
  store i64 %.314, i64* %.416127, align 8
  %.6.i1243 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %28, align 8
  %.429 = getelementptr inbounds { i64, i64, i8, float }, { i64, i64, i8, float }* %.6.i1243, i64 0, i32 3
  %.430 = getelementptr float, float* %.429, i64 %.313
  store float %.303, float* %.430, align 4
  %exitcond66.not = icmp eq i64 %25, %.214
  br i1 %exitcond66.not, label %B188.preheader, label %B62

B62.endif.if.if:                                  ; preds = %B62.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140498277075072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B62.endif.if.endif:                               ; preds = %B62.endif.if
  %.363 = extractvalue { i64, i1 } %.362, 0
  %.374 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.363)
  %.375 = icmp eq i8* %.374, null
  br i1 %.375, label %B62.endif.if.endif.if, label %B62.endif.if.endif.endif, !prof !0

B62.endif.if.endif.if:                            ; preds = %B62.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140498277075072, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B62.endif.if.endif.endif:                         ; preds = %B62.endif.if.endif
  %sunkaddr128 = getelementptr i8, i8* %.37, i64 24
  %29 = bitcast i8* %sunkaddr128 to { i64, i64, i8, float }**
  %.6.i1044 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %29, align 8
  %.386 = getelementptr inbounds { i64, i64, i8, float }, { i64, i64, i8, float }* %.6.i1044, i64 0, i32 1
  store i64 %.358, i64* %.386, align 8
  %.6.i845 = load { i64, i64, i8, float }*, { i64, i64, i8, float }** %29, align 8
  %.392129 = bitcast { i64, i64, i8, float }* %.6.i845 to i64*
  %.393 = load i64, i64* %.392129, align 8
  %.398 = getelementptr inbounds { i64, i64, i8, float }, { i64, i64, i8, float }* %.6.i845, i64 0, i32 3
  %.399 = getelementptr float, float* %.398, i64 %.393
  %.405 = getelementptr float, float* %.398, i64 %.358
  %.406 = ptrtoint float* %.405 to i64
  %.407 = ptrtoint float* %.399 to i64
  %.408 = sub i64 %.406, %.407
  %.409 = bitcast float* %.399 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.409, i8 0, i64 %.408, i1 false)
  br label %B62.endif.endif
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.log.f32(float) #0

define linkonce_odr void @.dtor.list.float32(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.list_append_f32, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 4
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to float**
  %.36.fca.4.load = load float*, float** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, float* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %8 = icmp sgt i32 %.49, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 0
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* nonnull %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.104)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels15list_append_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, float* %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !4

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fc84de6f750>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #2 = { noinline }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = !{i1 true}
!4 = !{!"branch_weights", i32 99, i32 1}
