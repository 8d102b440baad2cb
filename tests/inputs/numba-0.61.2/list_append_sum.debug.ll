; ModuleID = 'list_append_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139958915595840 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139958915595840.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139958915595840 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139958915595840, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139958915595840.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139958917346624 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139958917346624.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139958917346624 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139958917346624, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139958917346624.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_append_sum = internal constant [16 x i8] c"list_append_sum\00"
@_ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [153 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f4ab98b6790>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f4ab98b6790>\00"

; Function Attrs: noinline
define i32 @_ZN7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 !dbg !4 {
B0.endif.if:
  call void @llvm.dbg.value(metadata i8* null, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i8* null, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !39
  call void @llvm.dbg.value(metadata double* null, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i8* null, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i8* null, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !44, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !45, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8* poison, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i8* poison, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 poison, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 poison, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !39
  call void @llvm.dbg.value(metadata double* %arg.x.4, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 %arg.x.5.0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 undef, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !39
  %.38 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @.dtor.list.float64 to i8*)), !dbg !48
  %.39 = icmp eq i8* %.38, null, !dbg !48
  br i1 %.39, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif, !dbg !48, !prof !49

B152.preheader:                                   ; preds = %B62.endif.endif, %B0.endif.endif.endif.endif
  %sunkaddr = getelementptr i8, i8* %.38, i64 24
  %0 = bitcast i8* %sunkaddr to { i64, i64, i8, double }**
  %.6.i3638 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %0, align 8
  %.61295 = bitcast { i64, i64, i8, double }* %.6.i3638 to i64*
  %.613 = load i64, i64* %.61295, align 8
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !45, metadata !DIExpression()), !dbg !39
  %.61460 = icmp sgt i64 %.613, 0, !dbg !50
  br i1 %.61460, label %B154.lr.ph, label %B204, !dbg !50

B154.lr.ph:                                       ; preds = %B152.preheader
  %1 = add i64 %.613, -1, !dbg !50
  %xtraiter = and i64 %.613, 7, !dbg !50
  %2 = icmp ult i64 %1, 7, !dbg !50
  br i1 %2, label %B204.loopexit.unr-lcssa, label %B154.lr.ph.new, !dbg !50

B154.lr.ph.new:                                   ; preds = %B154.lr.ph
  %unroll_iter = and i64 %.613, -8, !dbg !50
  br label %B154, !dbg !50

B62:                                              ; preds = %B62.preheader, %B62.endif.endif
  %.165.064 = phi i64 [ %.251, %B62.endif.endif ], [ 0, %B62.preheader ]
  %.251 = add nuw nsw i64 %.165.064, 1, !dbg !51
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !39
  %scevgep94 = getelementptr double, double* %arg.x.4, i64 %.165.064, !dbg !52
  %.333 = load double, double* %scevgep94, align 8, !dbg !52
  %.373 = fmul double %.333, %.333, !dbg !52
  %.382 = fadd double %.373, 1.000000e+00, !dbg !52
  %sunkaddr96 = getelementptr i8, i8* %.38, i64 24, !dbg !52
  %3 = bitcast i8* %sunkaddr96 to { i64, i64, i8, double }**, !dbg !52
  %.6.i40 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %3, align 8, !dbg !52
  %.39697 = bitcast { i64, i64, i8, double }* %.6.i40 to i64*, !dbg !52
  %.397 = load i64, i64* %.39697, align 8, !dbg !52
  %.398 = add i64 %.397, 1, !dbg !52
  %.403 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.6.i40, i64 0, i32 1, !dbg !52
  %.404 = load i64, i64* %.403, align 8, !dbg !52
  %.406 = ashr i64 %.404, 2, !dbg !52
  %.407 = icmp sgt i64 %.406, %.398, !dbg !52
  br i1 %.407, label %B62.if, label %B62.endif, !dbg !52, !prof !49

B154:                                             ; preds = %B154, %B154.lr.ph.new
  %s.2.062 = phi double [ 0.000000e+00, %B154.lr.ph.new ], [ %.687.7, %B154 ]
  %.567.061 = phi i64 [ 0, %B154.lr.ph.new ], [ %.627.7, %B154 ]
  call void @llvm.dbg.value(metadata double %s.2.062, metadata !45, metadata !DIExpression()), !dbg !39
  %sunkaddr98 = mul i64 %.567.061, 8, !dbg !50
  %4 = bitcast { i64, i64, i8, double }* %.6.i3638 to i8*, !dbg !50
  %sunkaddr99 = getelementptr i8, i8* %4, i64 %sunkaddr98, !dbg !50
  %sunkaddr100 = getelementptr i8, i8* %sunkaddr99, i64 24, !dbg !50
  %5 = bitcast i8* %sunkaddr100 to double*, !dbg !50
  %.624 = load double, double* %5, align 8, !dbg !50
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  %.681 = tail call double @llvm.log.f64(double %.624), !dbg !53
  %.687 = fadd double %s.2.062, %.681, !dbg !53
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687, metadata !45, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687, metadata !45, metadata !DIExpression()), !dbg !39
  %sunkaddr101 = mul i64 %.567.061, 8, !dbg !50
  %6 = bitcast { i64, i64, i8, double }* %.6.i3638 to i8*, !dbg !50
  %sunkaddr102 = getelementptr i8, i8* %6, i64 %sunkaddr101, !dbg !50
  %sunkaddr103 = getelementptr i8, i8* %sunkaddr102, i64 32, !dbg !50
  %7 = bitcast i8* %sunkaddr103 to double*, !dbg !50
  %.624.1 = load double, double* %7, align 8, !dbg !50
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  %.681.1 = tail call double @llvm.log.f64(double %.624.1), !dbg !53
  %.687.1 = fadd double %.687, %.681.1, !dbg !53
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.1, metadata !45, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.1, metadata !45, metadata !DIExpression()), !dbg !39
  %sunkaddr104 = mul i64 %.567.061, 8, !dbg !50
  %8 = bitcast { i64, i64, i8, double }* %.6.i3638 to i8*, !dbg !50
  %sunkaddr105 = getelementptr i8, i8* %8, i64 %sunkaddr104, !dbg !50
  %sunkaddr106 = getelementptr i8, i8* %sunkaddr105, i64 40, !dbg !50
  %9 = bitcast i8* %sunkaddr106 to double*, !dbg !50
  %.624.2 = load double, double* %9, align 8, !dbg !50
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  %.681.2 = tail call double @llvm.log.f64(double %.624.2), !dbg !53
  %.687.2 = fadd double %.687.1, %.681.2, !dbg !53
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.2, metadata !45, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.2, metadata !45, metadata !DIExpression()), !dbg !39
  %sunkaddr107 = mul i64 %.567.061, 8, !dbg !50
  %10 = bitcast { i64, i64, i8, double }* %.6.i3638 to i8*, !dbg !50
  %sunkaddr108 = getelementptr i8, i8* %10, i64 %sunkaddr107, !dbg !50
  %sunkaddr109 = getelementptr i8, i8* %sunkaddr108, i64 48, !dbg !50
  %11 = bitcast i8* %sunkaddr109 to double*, !dbg !50
  %.624.3 = load double, double* %11, align 8, !dbg !50
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  %.681.3 = tail call double @llvm.log.f64(double %.624.3), !dbg !53
  %.687.3 = fadd double %.687.2, %.681.3, !dbg !53
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.3, metadata !45, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.3, metadata !45, metadata !DIExpression()), !dbg !39
  %sunkaddr110 = mul i64 %.567.061, 8, !dbg !50
  %12 = bitcast { i64, i64, i8, double }* %.6.i3638 to i8*, !dbg !50
  %sunkaddr111 = getelementptr i8, i8* %12, i64 %sunkaddr110, !dbg !50
  %sunkaddr112 = getelementptr i8, i8* %sunkaddr111, i64 56, !dbg !50
  %13 = bitcast i8* %sunkaddr112 to double*, !dbg !50
  %.624.4 = load double, double* %13, align 8, !dbg !50
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  %.681.4 = tail call double @llvm.log.f64(double %.624.4), !dbg !53
  %.687.4 = fadd double %.687.3, %.681.4, !dbg !53
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.4, metadata !45, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.4, metadata !45, metadata !DIExpression()), !dbg !39
  %sunkaddr113 = mul i64 %.567.061, 8, !dbg !50
  %14 = bitcast { i64, i64, i8, double }* %.6.i3638 to i8*, !dbg !50
  %sunkaddr114 = getelementptr i8, i8* %14, i64 %sunkaddr113, !dbg !50
  %sunkaddr115 = getelementptr i8, i8* %sunkaddr114, i64 64, !dbg !50
  %15 = bitcast i8* %sunkaddr115 to double*, !dbg !50
  %.624.5 = load double, double* %15, align 8, !dbg !50
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  %.681.5 = tail call double @llvm.log.f64(double %.624.5), !dbg !53
  %.687.5 = fadd double %.687.4, %.681.5, !dbg !53
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.5, metadata !45, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.5, metadata !45, metadata !DIExpression()), !dbg !39
  %sunkaddr116 = mul i64 %.567.061, 8, !dbg !50
  %16 = bitcast { i64, i64, i8, double }* %.6.i3638 to i8*, !dbg !50
  %sunkaddr117 = getelementptr i8, i8* %16, i64 %sunkaddr116, !dbg !50
  %sunkaddr118 = getelementptr i8, i8* %sunkaddr117, i64 72, !dbg !50
  %17 = bitcast i8* %sunkaddr118 to double*, !dbg !50
  %.624.6 = load double, double* %17, align 8, !dbg !50
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  %.681.6 = tail call double @llvm.log.f64(double %.624.6), !dbg !53
  %.687.6 = fadd double %.687.5, %.681.6, !dbg !53
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.6, metadata !45, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.6, metadata !45, metadata !DIExpression()), !dbg !39
  %sunkaddr119 = mul i64 %.567.061, 8, !dbg !50
  %18 = bitcast { i64, i64, i8, double }* %.6.i3638 to i8*, !dbg !50
  %sunkaddr120 = getelementptr i8, i8* %18, i64 %sunkaddr119, !dbg !50
  %sunkaddr121 = getelementptr i8, i8* %sunkaddr120, i64 80, !dbg !50
  %19 = bitcast i8* %sunkaddr121 to double*, !dbg !50
  %.624.7 = load double, double* %19, align 8, !dbg !50
  %.627.7 = add nuw i64 %.567.061, 8, !dbg !50
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  %.681.7 = tail call double @llvm.log.f64(double %.624.7), !dbg !53
  %.687.7 = fadd double %.687.6, %.681.7, !dbg !53
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.7, metadata !45, metadata !DIExpression()), !dbg !39
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.627.7, !dbg !50
  br i1 %niter.ncmp.7, label %B204.loopexit.unr-lcssa, label %B154, !dbg !50

common.ret:                                       ; preds = %B62.endif.if.endif.if, %B62.endif.if.if, %B62.if.endif.if, %B62.if.if, %B0.endif.endif.if, %B204
  %common.ret.op = phi i32 [ 0, %B204 ], [ 1, %B0.endif.endif.if ], [ 1, %B62.if.if ], [ 1, %B62.if.endif.if ], [ 1, %B62.endif.if.if ], [ 1, %B62.endif.if.endif.if ]
  ret i32 %common.ret.op, !dbg !39

B204.loopexit.unr-lcssa:                          ; preds = %B154, %B154.lr.ph
  %.687.lcssa.ph = phi double [ undef, %B154.lr.ph ], [ %.687.7, %B154 ]
  %s.2.062.unr = phi double [ 0.000000e+00, %B154.lr.ph ], [ %.687.7, %B154 ]
  %.567.061.unr = phi i64 [ 0, %B154.lr.ph ], [ %.627.7, %B154 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !50
  br i1 %lcmp.mod.not, label %B204, label %B154.epil.preheader, !dbg !50

B154.epil.preheader:                              ; preds = %B204.loopexit.unr-lcssa
  %20 = bitcast { i64, i64, i8, double }* %.6.i3638 to i8*
  %21 = shl i64 %.567.061.unr, 3, !dbg !50
  %22 = add i64 %21, 24, !dbg !50
  %uglygep = getelementptr i8, i8* %20, i64 %22, !dbg !50
  br label %B154.epil, !dbg !50

B154.epil:                                        ; preds = %B154.epil.preheader, %B154.epil
  %s.2.062.epil = phi double [ %.687.epil, %B154.epil ], [ %s.2.062.unr, %B154.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B154.epil ], [ 0, %B154.epil.preheader ]
  call void @llvm.dbg.value(metadata double %s.2.062.epil, metadata !45, metadata !DIExpression()), !dbg !39
  %23 = shl nuw nsw i64 %epil.iter, 3, !dbg !50
  %scevgep = getelementptr i8, i8* %uglygep, i64 %23, !dbg !50
  %scevgep69 = bitcast i8* %scevgep to double*, !dbg !50
  %.624.epil = load double, double* %scevgep69, align 8, !dbg !50
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !46, metadata !DIExpression()), !dbg !39
  %.681.epil = tail call double @llvm.log.f64(double %.624.epil), !dbg !53
  %.687.epil = fadd double %s.2.062.epil, %.681.epil, !dbg !53
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !47, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.687.epil, metadata !45, metadata !DIExpression()), !dbg !39
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !50
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next, !dbg !50
  br i1 %epil.iter.cmp.not, label %B204, label %B154.epil, !dbg !50, !llvm.loop !54

B204:                                             ; preds = %B154.epil, %B204.loopexit.unr-lcssa, %B152.preheader
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B152.preheader ], [ %.687.lcssa.ph, %B204.loopexit.unr-lcssa ], [ %.687.epil, %B154.epil ], !dbg !39
  tail call void @NRT_decref(i8* nonnull %.38)
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !45, metadata !DIExpression()), !dbg !39
  store double %s.2.0.lcssa, double* %retptr, align 8, !dbg !56
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139958915595840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !48, !numba_exception_output !57
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.if
  %.5.i31 = getelementptr i8, i8* %.38, i64 24, !dbg !48
  %24 = bitcast i8* %.5.i31 to { i64, i64, i8, double }**, !dbg !48
  %.6.i3249 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %24, align 8, !dbg !48
  %.51 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.6.i3249, i64 0, i32 1, !dbg !48
  store i64 0, i64* %.51, align 8, !dbg !48
  %.6.i3050 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %24, align 8, !dbg !48
  %.57122 = bitcast { i64, i64, i8, double }* %.6.i3050 to i64*, !dbg !48
  store i64 0, i64* %.57122, align 8, !dbg !48
  %.6.i2851 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %24, align 8, !dbg !48
  %.63 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.6.i2851, i64 0, i32 2, !dbg !48
  store i8 0, i8* %.63, align 1, !dbg !48
  %.6.i2037 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %24, align 8, !dbg !48
  %.105123 = bitcast { i64, i64, i8, double }* %.6.i2037 to i64*, !dbg !48
  store i64 0, i64* %.105123, align 8, !dbg !48
  call void @llvm.dbg.value(metadata i8* %.38, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i8* null, metadata !40, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  %25 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 0), !dbg !51
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !39
  %.23863.not = icmp slt i64 %arg.x.5.0, 1, !dbg !51
  br i1 %.23863.not, label %B152.preheader, label %B62.preheader, !dbg !51

B62.preheader:                                    ; preds = %B0.endif.endif.endif.endif
  br label %B62, !dbg !52

B62.if:                                           ; preds = %B62
  %.409 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.398, i64 8), !dbg !52
  %.410 = extractvalue { i64, i1 } %.409, 0, !dbg !52
  %.411 = extractvalue { i64, i1 } %.409, 1, !dbg !52
  %.412 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.410, i64 24), !dbg !52
  %.414 = extractvalue { i64, i1 } %.412, 1, !dbg !52
  %.415 = or i1 %.411, %.414, !dbg !52
  br i1 %.415, label %B62.if.if, label %B62.if.endif, !dbg !52, !prof !49

B62.endif:                                        ; preds = %B62.if.endif.endif, %B62
  %26 = icmp slt i64 %.404, %.398, !dbg !52
  br i1 %26, label %B62.endif.if, label %B62.endif.endif, !dbg !52, !prof !49

B62.if.if:                                        ; preds = %B62.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139958917346624, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !52, !numba_exception_output !57
  br label %common.ret

B62.if.endif:                                     ; preds = %B62.if
  %.413 = extractvalue { i64, i1 } %.412, 0, !dbg !52
  %.424 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.38, i64 %.413), !dbg !52
  %.425 = icmp eq i8* %.424, null, !dbg !52
  br i1 %.425, label %B62.if.endif.if, label %B62.if.endif.endif, !dbg !52, !prof !49

B62.if.endif.if:                                  ; preds = %B62.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139958917346624, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !52, !numba_exception_output !57
  br label %common.ret

B62.if.endif.endif:                               ; preds = %B62.if.endif
  %sunkaddr124 = getelementptr i8, i8* %.38, i64 24, !dbg !52
  %27 = bitcast i8* %sunkaddr124 to { i64, i64, i8, double }**, !dbg !52
  %.6.i1848 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %27, align 8, !dbg !52
  %.436 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.6.i1848, i64 0, i32 1, !dbg !52
  store i64 %.398, i64* %.436, align 8, !dbg !52
  br label %B62.endif, !dbg !52

B62.endif.if:                                     ; preds = %B62.endif
  %.440 = ashr i64 %.398, 2, !dbg !52
  %.441 = add i64 %.397, 9, !dbg !52
  %.442 = add i64 %.441, %.440, !dbg !52
  %.443 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.442, i64 8), !dbg !52
  %.444 = extractvalue { i64, i1 } %.443, 0, !dbg !52
  %.445 = extractvalue { i64, i1 } %.443, 1, !dbg !52
  %.446 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.444, i64 24), !dbg !52
  %.448 = extractvalue { i64, i1 } %.446, 1, !dbg !52
  %.449 = or i1 %.445, %.448, !dbg !52
  br i1 %.449, label %B62.endif.if.if, label %B62.endif.if.endif, !dbg !52, !prof !49

B62.endif.endif:                                  ; preds = %B62.endif.if.endif.endif, %B62.endif
  %sunkaddr125 = getelementptr i8, i8* %.38, i64 24, !dbg !52
  %28 = bitcast i8* %sunkaddr125 to { i64, i64, i8, double }**, !dbg !52
  %.6.i1642 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %28, align 8, !dbg !52
  %.500126 = bitcast { i64, i64, i8, double }* %.6.i1642 to i64*, !dbg !52
  store i64 %.398, i64* %.500126, align 8, !dbg !52
  %.6.i1243 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %28, align 8, !dbg !52
  %.513 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.6.i1243, i64 0, i32 3, !dbg !52
  %.514 = getelementptr double, double* %.513, i64 %.397, !dbg !52
  store double %.382, double* %.514, align 8, !dbg !52
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !39
  %exitcond66.not = icmp eq i64 %25, %.251, !dbg !51
  br i1 %exitcond66.not, label %B152.preheader, label %B62, !dbg !51

B62.endif.if.if:                                  ; preds = %B62.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139958917346624, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !52, !numba_exception_output !57
  br label %common.ret

B62.endif.if.endif:                               ; preds = %B62.endif.if
  %.447 = extractvalue { i64, i1 } %.446, 0, !dbg !52
  %.458 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.38, i64 %.447), !dbg !52
  %.459 = icmp eq i8* %.458, null, !dbg !52
  br i1 %.459, label %B62.endif.if.endif.if, label %B62.endif.if.endif.endif, !dbg !52, !prof !49

B62.endif.if.endif.if:                            ; preds = %B62.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139958917346624, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !dbg !52, !numba_exception_output !57
  br label %common.ret

B62.endif.if.endif.endif:                         ; preds = %B62.endif.if.endif
  %sunkaddr127 = getelementptr i8, i8* %.38, i64 24, !dbg !52
  %29 = bitcast i8* %sunkaddr127 to { i64, i64, i8, double }**, !dbg !52
  %.6.i1044 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %29, align 8, !dbg !52
  %.470 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.6.i1044, i64 0, i32 1, !dbg !52
  store i64 %.442, i64* %.470, align 8, !dbg !52
  %.6.i845 = load { i64, i64, i8, double }*, { i64, i64, i8, double }** %29, align 8, !dbg !52
  %.476128 = bitcast { i64, i64, i8, double }* %.6.i845 to i64*, !dbg !52
  %.477 = load i64, i64* %.476128, align 8, !dbg !52
  %.482 = getelementptr inbounds { i64, i64, i8, double }, { i64, i64, i8, double }* %.6.i845, i64 0, i32 3, !dbg !52
  %.483 = getelementptr double, double* %.482, i64 %.477, !dbg !52
  %.489 = getelementptr double, double* %.482, i64 %.442, !dbg !52
  %.490 = ptrtoint double* %.489 to i64, !dbg !52
  %.491 = ptrtoint double* %.483 to i64, !dbg !52
  %.492 = sub i64 %.490, %.491, !dbg !52
  %.493 = bitcast double* %.483 to i8*, !dbg !52
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.493, i8 0, i64 %.492, i1 false), !dbg !52
  br label %B62.endif.endif, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #1

define linkonce_odr void @.dtor.list.float64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.list_append_sum, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !49

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !49

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([153 x i8], [153 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !49

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #0
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
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !49

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !49

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

define double @cfunc._ZN7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #0
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !58

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f4ab98b6790>", i64 0, i64 0))
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !49

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !49

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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !49

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !49

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #3

attributes #0 = { noinline }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #3 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.py", directory: "tests/inputs")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "list_append_sum", linkageName: "_ZN7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", scope: !1, file: !1, line: 206, type: !5, scopeLine: 206, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{!7, !9, !21}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Anonymous struct ({i8*, i32, i8*, i8*, i32})", size: 256, elements: !12, identifier: "{i8*, i32, i8*, i8*, i32}")
!12 = !{!13, !16, !18, !19, !20}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "<field 0>", baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "i8", size: 8, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "<field 1>", baseType: !17, size: 32, offset: 64)
!17 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "<field 2>", baseType: !14, size: 64, offset: 96)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "<field 3>", baseType: !14, size: 64, offset: 160)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "<field 4>", baseType: !17, size: 32, offset: 224)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !22, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!22 = !{!23, !24, !25, !27, !28, !31, !36}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "meminfo", baseType: !14, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "parent", baseType: !14, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "nitems", baseType: !26, size: 64, offset: 128)
!26 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "itemsize", baseType: !26, size: 64, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "data", baseType: !29, size: 64, offset: 256)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "float64", size: 64, encoding: DW_ATE_float)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "shape", baseType: !32, size: 64, offset: 320)
!32 = !DICompositeType(tag: DW_TAG_array_type, name: "UniTuple(int64 x 1) ([1 x i64])", baseType: !33, size: 64, elements: !34, identifier: "[1 x i64]")
!33 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_unsigned)
!34 = !{!35}
!35 = !DISubrange(count: 1)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "strides", baseType: !32, size: 64, offset: 384)
!37 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 206, type: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !22, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!39 = !DILocation(line: 0, scope: !4)
!40 = !DILocalVariable(name: "lst", scope: !4, file: !1, line: 207, type: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "list(float64)<iv=None> ({i8*, i8*})", size: 128, elements: !42, identifier: "{i8*, i8*}")
!42 = !{!23, !24}
!43 = !DILocalVariable(name: "i", scope: !4, file: !1, line: 208, type: !26)
!44 = !DILocalVariable(name: "s", scope: !4, file: !1, line: 210, type: !30)
!45 = !DILocalVariable(name: "s$2", scope: !4, file: !1, line: 210, type: !30)
!46 = !DILocalVariable(name: "v", scope: !4, file: !1, line: 211, type: !30)
!47 = !DILocalVariable(name: "s$1", scope: !4, file: !1, line: 212, type: !30)
!48 = !DILocation(line: 207, column: 1, scope: !4)
!49 = !{!"branch_weights", i32 1, i32 99}
!50 = !DILocation(line: 211, column: 1, scope: !4)
!51 = !DILocation(line: 208, column: 1, scope: !4)
!52 = !DILocation(line: 209, column: 1, scope: !4)
!53 = !DILocation(line: 212, column: 1, scope: !4)
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 213, column: 1, scope: !4)
!57 = !{i1 true}
!58 = !{!"branch_weights", i32 99, i32 1}
