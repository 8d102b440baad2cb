; ModuleID = 'list_append_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c, i32 67, ptr @.const.pickledata.2b98f4136688ddd3c02912370686f1a00131280c.sha1, ptr null, i32 0 }
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e, i32 65, ptr @.const.pickledata.5921baa131084dff173015c39fdadd5e38b9f41e.sha1, ptr null, i32 0 }
@.const.list_append_sum = internal constant [16 x i8] c"list_append_sum\00"
@_ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [153 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"

; Function Attrs: noinline
define range(i32 0, 2) i32 @_ZN7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr readnone captures(none) %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 !dbg !4 {
B0.endif.if:
    #dbg_value(ptr null, !37, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !40)
    #dbg_value(ptr null, !37, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !40)
    #dbg_value(i64 0, !41, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !42, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !43, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !45, !DIExpression(), !40)
    #dbg_value(ptr poison, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !40)
    #dbg_value(ptr poison, !46, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !40)
    #dbg_value(i64 poison, !46, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !40)
    #dbg_value(i64 poison, !46, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !40)
    #dbg_value(ptr %arg.x.4, !46, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !40)
    #dbg_value(i64 %arg.x.5.0, !46, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !40)
    #dbg_value(i64 poison, !46, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !40)
  %.38 = tail call ptr @NRT_MemInfo_new_varsize_dtor(i64 24, ptr nonnull @.dtor.list.float64), !dbg !48
  %.39 = icmp eq ptr %.38, null, !dbg !48
  br i1 %.39, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif, !dbg !48, !prof !49

B62:                                              ; preds = %B62.preheader, %B62.endif.endif
  %.244155160 = phi i64 [ %.251, %B62.endif.endif ], [ 0, %B62.preheader ]
  %.251 = add nuw nsw i64 %.244155160, 1, !dbg !50
    #dbg_value(i64 %.244155160, !41, !DIExpression(), !40)
  %0 = shl i64 %.244155160, 3, !dbg !51
  %scevgep43 = getelementptr i8, ptr %arg.x.4, i64 %0, !dbg !51
  %.333 = load double, ptr %scevgep43, align 8, !dbg !51
  %.373 = fmul double %.333, %.333, !dbg !51
  %.382 = fadd double %.373, 1.000000e+00, !dbg !51
  %sunkaddr = getelementptr i8, ptr %.38, i64 24, !dbg !51
  %.6.i = load ptr, ptr %sunkaddr, align 8, !dbg !51
  %.397 = load i64, ptr %.6.i, align 8, !dbg !51
  %.398 = add i64 %.397, 1, !dbg !51
  %.403 = getelementptr inbounds nuw i8, ptr %.6.i, i64 8, !dbg !51
  %.404 = load i64, ptr %.403, align 8, !dbg !51
  %.406 = ashr i64 %.404, 2, !dbg !51
  %.407 = icmp sgt i64 %.406, %.398, !dbg !51
  br i1 %.407, label %B62.if, label %B62.endif, !dbg !51, !prof !49

B144:                                             ; preds = %B62.endif.endif, %B0.endif.endif.endif.endif
    #dbg_value(ptr null, !46, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !40)
    #dbg_value(ptr null, !46, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !40)
    #dbg_value(i64 0, !46, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !40)
    #dbg_value(i64 0, !46, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !40)
    #dbg_value(ptr null, !46, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !40)
    #dbg_value(i64 0, !46, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !40)
    #dbg_value(i64 0, !46, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !40)
    #dbg_value(double 0.000000e+00, !42, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !43, !DIExpression(), !40)
    #dbg_value(ptr null, !37, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !40)
    #dbg_value(ptr null, !37, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !40)
    #dbg_value(double 0.000000e+00, !45, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
  %sunkaddr47 = getelementptr i8, ptr %.38, i64 24, !dbg !52
  %.6.i2 = load ptr, ptr %sunkaddr47, align 8, !dbg !52
  %.613165 = load i64, ptr %.6.i2, align 8, !dbg !52
  %.614166 = icmp sgt i64 %.613165, 0, !dbg !52
  br i1 %.614166, label %B154.preheader, label %B204, !dbg !52

B154.preheader:                                   ; preds = %B144
  %xtraiter = and i64 %.613165, 7, !dbg !52
  %1 = icmp ult i64 %.613165, 8, !dbg !52
  br i1 %1, label %B154.epil.preheader, label %B154.preheader.new, !dbg !52

B154.preheader.new:                               ; preds = %B154.preheader
  %unroll_iter = and i64 %.613165, 9223372036854775800, !dbg !52
  br label %B154, !dbg !52

B154:                                             ; preds = %B154, %B154.preheader.new
  %s.2.0168 = phi double [ 0.000000e+00, %B154.preheader.new ], [ %.687.7, %B154 ]
  %.607163167 = phi i64 [ 0, %B154.preheader.new ], [ %.627.7, %B154 ]
    #dbg_value(double %s.2.0168, !43, !DIExpression(), !40)
  %sunkaddr48 = mul i64 %.607163167, 8, !dbg !52
  %sunkaddr49 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr48, !dbg !52
  %sunkaddr50 = getelementptr i8, ptr %sunkaddr49, i64 24, !dbg !52
  %.624 = load double, ptr %sunkaddr50, align 8, !dbg !52
    #dbg_value(double %.624, !44, !DIExpression(), !40)
  %.681 = tail call double @llvm.log.f64(double %.624), !dbg !53
  %.687 = fadd double %s.2.0168, %.681, !dbg !53
    #dbg_value(double 0.000000e+00, !45, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double %.687, !43, !DIExpression(), !40)
  %sunkaddr51 = mul i64 %.607163167, 8, !dbg !52
  %sunkaddr52 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr51, !dbg !52
  %sunkaddr53 = getelementptr i8, ptr %sunkaddr52, i64 32, !dbg !52
  %.624.1 = load double, ptr %sunkaddr53, align 8, !dbg !52
    #dbg_value(double %.624.1, !44, !DIExpression(), !40)
  %.681.1 = tail call double @llvm.log.f64(double %.624.1), !dbg !53
  %.687.1 = fadd double %.687, %.681.1, !dbg !53
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double %.687.1, !43, !DIExpression(), !40)
  %sunkaddr54 = mul i64 %.607163167, 8, !dbg !52
  %sunkaddr55 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr54, !dbg !52
  %sunkaddr56 = getelementptr i8, ptr %sunkaddr55, i64 40, !dbg !52
  %.624.2 = load double, ptr %sunkaddr56, align 8, !dbg !52
    #dbg_value(double %.624.2, !44, !DIExpression(), !40)
  %.681.2 = tail call double @llvm.log.f64(double %.624.2), !dbg !53
  %.687.2 = fadd double %.687.1, %.681.2, !dbg !53
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double %.687.2, !43, !DIExpression(), !40)
  %sunkaddr57 = mul i64 %.607163167, 8, !dbg !52
  %sunkaddr58 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr57, !dbg !52
  %sunkaddr59 = getelementptr i8, ptr %sunkaddr58, i64 48, !dbg !52
  %.624.3 = load double, ptr %sunkaddr59, align 8, !dbg !52
    #dbg_value(double %.624.3, !44, !DIExpression(), !40)
  %.681.3 = tail call double @llvm.log.f64(double %.624.3), !dbg !53
  %.687.3 = fadd double %.687.2, %.681.3, !dbg !53
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double %.687.3, !43, !DIExpression(), !40)
  %sunkaddr60 = mul i64 %.607163167, 8, !dbg !52
  %sunkaddr61 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr60, !dbg !52
  %sunkaddr62 = getelementptr i8, ptr %sunkaddr61, i64 56, !dbg !52
  %.624.4 = load double, ptr %sunkaddr62, align 8, !dbg !52
    #dbg_value(double %.624.4, !44, !DIExpression(), !40)
  %.681.4 = tail call double @llvm.log.f64(double %.624.4), !dbg !53
  %.687.4 = fadd double %.687.3, %.681.4, !dbg !53
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double %.687.4, !43, !DIExpression(), !40)
  %sunkaddr63 = mul i64 %.607163167, 8, !dbg !52
  %sunkaddr64 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr63, !dbg !52
  %sunkaddr65 = getelementptr i8, ptr %sunkaddr64, i64 64, !dbg !52
  %.624.5 = load double, ptr %sunkaddr65, align 8, !dbg !52
    #dbg_value(double %.624.5, !44, !DIExpression(), !40)
  %.681.5 = tail call double @llvm.log.f64(double %.624.5), !dbg !53
  %.687.5 = fadd double %.687.4, %.681.5, !dbg !53
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double %.687.5, !43, !DIExpression(), !40)
  %sunkaddr66 = mul i64 %.607163167, 8, !dbg !52
  %sunkaddr67 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr66, !dbg !52
  %sunkaddr68 = getelementptr i8, ptr %sunkaddr67, i64 72, !dbg !52
  %.624.6 = load double, ptr %sunkaddr68, align 8, !dbg !52
    #dbg_value(double %.624.6, !44, !DIExpression(), !40)
  %.681.6 = tail call double @llvm.log.f64(double %.624.6), !dbg !53
  %.687.6 = fadd double %.687.5, %.681.6, !dbg !53
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double %.687.6, !43, !DIExpression(), !40)
  %sunkaddr69 = mul i64 %.607163167, 8, !dbg !52
  %sunkaddr70 = getelementptr i8, ptr %.6.i2, i64 %sunkaddr69, !dbg !52
  %sunkaddr71 = getelementptr i8, ptr %sunkaddr70, i64 80, !dbg !52
  %.624.7 = load double, ptr %sunkaddr71, align 8, !dbg !52
  %.627.7 = add nuw nsw i64 %.607163167, 8, !dbg !52
    #dbg_value(double %.624.7, !44, !DIExpression(), !40)
  %.681.7 = tail call double @llvm.log.f64(double %.624.7), !dbg !53
  %.687.7 = fadd double %.687.6, %.681.7, !dbg !53
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double %.687.7, !43, !DIExpression(), !40)
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.627.7, !dbg !52
  br i1 %niter.ncmp.7, label %B204.loopexit.unr-lcssa, label %B154, !dbg !52

common.ret:                                       ; preds = %B62.endif.if.endif.if, %B62.endif.if.if, %B62.if.endif.if, %B62.if.if, %B0.endif.endif.if, %B204
  %common.ret.op = phi i32 [ 0, %B204 ], [ 1, %B0.endif.endif.if ], [ 1, %B62.if.if ], [ 1, %B62.if.endif.if ], [ 1, %B62.endif.if.if ], [ 1, %B62.endif.if.endif.if ]
  ret i32 %common.ret.op, !dbg !40

B204.loopexit.unr-lcssa:                          ; preds = %B154
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !52
  br i1 %lcmp.mod.not, label %B204, label %B154.epil.preheader, !dbg !52

B154.epil.preheader:                              ; preds = %B204.loopexit.unr-lcssa, %B154.preheader
  %s.2.0168.epil.init = phi double [ 0.000000e+00, %B154.preheader ], [ %.687.7, %B204.loopexit.unr-lcssa ]
  %.607163167.epil.init = phi i64 [ 0, %B154.preheader ], [ %.627.7, %B204.loopexit.unr-lcssa ]
  %2 = shl i64 %.607163167.epil.init, 3, !dbg !52
  %3 = add i64 %2, 24, !dbg !52
  %scevgep = getelementptr i8, ptr %.6.i2, i64 %3, !dbg !52
  br label %B154.epil, !dbg !52

B154.epil:                                        ; preds = %B154.epil, %B154.epil.preheader
  %s.2.0168.epil = phi double [ %.687.epil, %B154.epil ], [ %s.2.0168.epil.init, %B154.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B154.epil ], [ 0, %B154.epil.preheader ]
    #dbg_value(double %s.2.0168.epil, !43, !DIExpression(), !40)
  %4 = shl nuw nsw i64 %epil.iter, 3, !dbg !52
  %scevgep26 = getelementptr i8, ptr %scevgep, i64 %4, !dbg !52
  %.624.epil = load double, ptr %scevgep26, align 8, !dbg !52
    #dbg_value(double %.624.epil, !44, !DIExpression(), !40)
  %.681.epil = tail call double @llvm.log.f64(double %.624.epil), !dbg !53
  %.687.epil = fadd double %s.2.0168.epil, %.681.epil, !dbg !53
    #dbg_value(double 0.000000e+00, !45, !DIExpression(), !40)
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !40)
    #dbg_value(double %.687.epil, !43, !DIExpression(), !40)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !52
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next, !dbg !52
  br i1 %epil.iter.cmp.not, label %B204, label %B154.epil, !dbg !52, !llvm.loop !54

B204:                                             ; preds = %B154.epil, %B204.loopexit.unr-lcssa, %B144
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B144 ], [ %.687.7, %B204.loopexit.unr-lcssa ], [ %.687.epil, %B154.epil ], !dbg !40
  tail call void @NRT_decref(ptr nonnull %.38)
    #dbg_value(double 0.000000e+00, !43, !DIExpression(), !40)
  store double %s.2.0.lcssa, ptr %retptr, align 8, !dbg !56
  br label %common.ret, !dbg !56

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store ptr @.const.picklebuf.2b98f4136688ddd3c02912370686f1a00131280c, ptr %excinfo, align 8, !dbg !48, !numba_exception_output !57
  br label %common.ret, !dbg !48

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.if
  %.5.i5 = getelementptr i8, ptr %.38, i64 24, !dbg !48
  %.6.i6 = load ptr, ptr %.5.i5, align 8, !dbg !48
  %.51 = getelementptr inbounds nuw i8, ptr %.6.i6, i64 8, !dbg !48
  store i64 0, ptr %.51, align 8, !dbg !48
  %.6.i8 = load ptr, ptr %.5.i5, align 8, !dbg !48
  store i64 0, ptr %.6.i8, align 8, !dbg !48
  %.6.i10 = load ptr, ptr %.5.i5, align 8, !dbg !48
  %.63 = getelementptr inbounds nuw i8, ptr %.6.i10, i64 16, !dbg !48
  store i8 0, ptr %.63, align 1, !dbg !48
  %.6.i12 = load ptr, ptr %.5.i5, align 8, !dbg !48
  store i64 0, ptr %.6.i12, align 8, !dbg !48
    #dbg_value(ptr %.38, !37, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !40)
    #dbg_value(ptr null, !37, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !40)
    #dbg_value(i64 0, !41, !DIExpression(), !40)
  %.238159.not = icmp slt i64 %arg.x.5.0, 1, !dbg !50
  br i1 %.238159.not, label %B144, label %B62.preheader, !dbg !50

B62.preheader:                                    ; preds = %B0.endif.endif.endif.endif
  br label %B62, !dbg !51

B62.if:                                           ; preds = %B62
  %const46 = bitcast i64 -1152921504606846975 to i64, !dbg !51
  %const44 = bitcast i64 -2305843009213693952 to i64, !dbg !51
  %.410 = shl i64 %.398, 3, !dbg !51
  %5 = add i64 %.397, %const46, !dbg !51
  %.411 = icmp ult i64 %5, %const44, !dbg !51
  %.412 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.410, i64 24), !dbg !51
  %.414 = extractvalue { i64, i1 } %.412, 1, !dbg !51
  %.415 = or i1 %.411, %.414, !dbg !51
  br i1 %.415, label %B62.if.if, label %B62.if.endif, !dbg !51, !prof !49

B62.endif:                                        ; preds = %B62.if.endif.endif, %B62
  %6 = icmp slt i64 %.404, %.398, !dbg !51
  br i1 %6, label %B62.endif.if, label %B62.endif.endif, !dbg !51, !prof !49

B62.if.if:                                        ; preds = %B62.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !dbg !51, !numba_exception_output !57
  br label %common.ret, !dbg !51

B62.if.endif:                                     ; preds = %B62.if
  %.413 = extractvalue { i64, i1 } %.412, 0, !dbg !51
  %.424 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.38, i64 %.413), !dbg !51
  %.425 = icmp eq ptr %.424, null, !dbg !51
  br i1 %.425, label %B62.if.endif.if, label %B62.if.endif.endif, !dbg !51, !prof !49

B62.if.endif.if:                                  ; preds = %B62.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !dbg !51, !numba_exception_output !57
  br label %common.ret, !dbg !51

B62.if.endif.endif:                               ; preds = %B62.if.endif
  %sunkaddr72 = getelementptr i8, ptr %.38, i64 24, !dbg !51
  %.6.i14 = load ptr, ptr %sunkaddr72, align 8, !dbg !51
  %.436 = getelementptr inbounds nuw i8, ptr %.6.i14, i64 8, !dbg !51
  store i64 %.398, ptr %.436, align 8, !dbg !51
  br label %B62.endif, !dbg !51

B62.endif.if:                                     ; preds = %B62.endif
  %const45 = bitcast i64 -1152921504606846975 to i64, !dbg !51
  %const = bitcast i64 -2305843009213693952 to i64, !dbg !51
  %.440 = ashr i64 %.398, 2, !dbg !51
  %.441 = add i64 %.440, %.398, !dbg !51
  %.442 = add i64 %.441, 8, !dbg !51
  %.444 = shl i64 %.442, 3, !dbg !51
  %const_mat = add i64 %const45, 7, !dbg !51
  %7 = add i64 %.441, %const_mat, !dbg !51
  %.445 = icmp ult i64 %7, %const, !dbg !51
  %.446 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.444, i64 24), !dbg !51
  %.448 = extractvalue { i64, i1 } %.446, 1, !dbg !51
  %.449 = or i1 %.445, %.448, !dbg !51
  br i1 %.449, label %B62.endif.if.if, label %B62.endif.if.endif, !dbg !51, !prof !49

B62.endif.endif:                                  ; preds = %B62.endif.if.endif.endif, %B62.endif
  %sunkaddr73 = getelementptr i8, ptr %.38, i64 24, !dbg !51
  %.6.i16 = load ptr, ptr %sunkaddr73, align 8, !dbg !51
  store i64 %.398, ptr %.6.i16, align 8, !dbg !51
  %.6.i18 = load ptr, ptr %sunkaddr73, align 8, !dbg !51
  %.513 = getelementptr inbounds nuw i8, ptr %.6.i18, i64 24, !dbg !51
  %.514 = getelementptr double, ptr %.513, i64 %.397, !dbg !51
  store double %.382, ptr %.514, align 8, !dbg !51
    #dbg_value(i64 0, !41, !DIExpression(), !40)
  %exitcond.not = icmp eq i64 %arg.x.5.0, %.251, !dbg !50
  br i1 %exitcond.not, label %B144, label %B62, !dbg !50

B62.endif.if.if:                                  ; preds = %B62.endif.if
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !dbg !51, !numba_exception_output !57
  br label %common.ret, !dbg !51

B62.endif.if.endif:                               ; preds = %B62.endif.if
  %.447 = extractvalue { i64, i1 } %.446, 0, !dbg !51
  %.458 = tail call ptr @NRT_MemInfo_varsize_realloc(ptr nonnull %.38, i64 %.447), !dbg !51
  %.459 = icmp eq ptr %.458, null, !dbg !51
  br i1 %.459, label %B62.endif.if.endif.if, label %B62.endif.if.endif.endif, !dbg !51, !prof !49

B62.endif.if.endif.if:                            ; preds = %B62.endif.if.endif
  store ptr @.const.picklebuf.5921baa131084dff173015c39fdadd5e38b9f41e, ptr %excinfo, align 8, !dbg !51, !numba_exception_output !57
  br label %common.ret, !dbg !51

B62.endif.if.endif.endif:                         ; preds = %B62.endif.if.endif
  %sunkaddr74 = getelementptr i8, ptr %.38, i64 24, !dbg !51
  %.6.i20 = load ptr, ptr %sunkaddr74, align 8, !dbg !51
  %.470 = getelementptr inbounds nuw i8, ptr %.6.i20, i64 8, !dbg !51
  store i64 %.442, ptr %.470, align 8, !dbg !51
  %.6.i22 = load ptr, ptr %sunkaddr74, align 8, !dbg !51
  %.477 = load i64, ptr %.6.i22, align 8, !dbg !51
  %.482 = getelementptr inbounds nuw i8, ptr %.6.i22, i64 24, !dbg !51
  %.483.idx = shl i64 %.477, 3, !dbg !51
  %.483 = getelementptr i8, ptr %.482, i64 %.483.idx, !dbg !51
  %8 = sub i64 %.442, %.477, !dbg !51
  %gepdiff = shl i64 %8, 3, !dbg !51
  tail call void @llvm.memset.p0.i64(ptr align 1 %.483, i8 0, i64 %gepdiff, i1 false), !dbg !51
  br label %B62.endif.endif, !dbg !51
}

define linkonce_odr void @.dtor.list.float64(ptr %.1) {
.3:
  ret void
}

declare ptr @NRT_MemInfo_new_varsize_dtor(i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias ptr @NRT_MemInfo_varsize_realloc(ptr, i64) local_unnamed_addr

define ptr @_ZN7cpython7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.list_append_sum, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !49

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !49

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !49

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
  %.47 = call i32 @_ZN7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr poison, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #0
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !58

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
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !49

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !49

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

define double @cfunc._ZN7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels15list_append_sumB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr poison, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #0
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !58

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !49

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !49

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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #0 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !49

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !49

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

attributes #0 = { noinline }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!37 = !DILocalVariable(name: "lst", scope: !4, file: !1, line: 207, type: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "list(float64)<iv=None> ({i8*, i8*})", size: 128, elements: !39, identifier: "{i8*, i8*}")
!39 = !{!23, !24}
!40 = !DILocation(line: 0, scope: !4)
!41 = !DILocalVariable(name: "i", scope: !4, file: !1, line: 208, type: !26)
!42 = !DILocalVariable(name: "s", scope: !4, file: !1, line: 210, type: !30)
!43 = !DILocalVariable(name: "s$2", scope: !4, file: !1, line: 210, type: !30)
!44 = !DILocalVariable(name: "v", scope: !4, file: !1, line: 211, type: !30)
!45 = !DILocalVariable(name: "s$1", scope: !4, file: !1, line: 212, type: !30)
!46 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 206, type: !47)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !22, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!48 = !DILocation(line: 207, column: 1, scope: !4)
!49 = !{!"branch_weights", i32 1, i32 99}
!50 = !DILocation(line: 208, column: 1, scope: !4)
!51 = !DILocation(line: 209, column: 1, scope: !4)
!52 = !DILocation(line: 211, column: 1, scope: !4)
!53 = !DILocation(line: 212, column: 1, scope: !4)
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 213, column: 1, scope: !4)
!57 = !{i1 true}
!58 = !{!"branch_weights", i32 49, i32 1}
