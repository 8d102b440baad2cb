; ModuleID = 'sum_sq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.sum_sq = internal constant [7 x i8] c"sum_sq\00"
@_ZN08NumbaEnv7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [143 x i8] c"missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@PyExc_RuntimeError = external global i8

; Function Attrs: argmemonly nofree noinline norecurse nosync nounwind
define i32 @_ZN7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i8* nocapture readnone %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr #0 !dbg !4 {
B0.endif:
  call void @llvm.dbg.value(metadata i8* null, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i8* null, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !39
  call void @llvm.dbg.value(metadata double* null, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8* poison, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i8* poison, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 poison, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 poison, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !39
  call void @llvm.dbg.value(metadata double* %arg.x.4, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 %arg.x.5.0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 undef, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !39
  %0 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 0), !dbg !44
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !39
  %.1573.not = icmp slt i64 %arg.x.5.0, 1, !dbg !44
  br i1 %.1573.not, label %common.ret, label %B62.preheader, !dbg !44

B62.preheader:                                    ; preds = %B0.endif
  %1 = add nsw i64 %0, -1, !dbg !44
  %xtraiter = and i64 %0, 7, !dbg !44
  %2 = icmp ult i64 %1, 7, !dbg !44
  br i1 %2, label %common.ret.loopexit.unr-lcssa, label %B62.preheader.new, !dbg !44

B62.preheader.new:                                ; preds = %B62.preheader
  %unroll_iter = and i64 %0, 9223372036854775800, !dbg !44
  br label %B62, !dbg !44

B62:                                              ; preds = %B62, %B62.preheader.new
  %s.2.06 = phi double [ 0.000000e+00, %B62.preheader.new ], [ %.292.7, %B62 ]
  %.80.04 = phi i64 [ 0, %B62.preheader.new ], [ %.170.7, %B62 ]
  call void @llvm.dbg.value(metadata double %s.2.06, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  %sunkaddr = mul i64 %.80.04, 8, !dbg !45
  %3 = bitcast double* %arg.x.4 to i8*, !dbg !45
  %sunkaddr25 = getelementptr i8, i8* %3, i64 %sunkaddr, !dbg !45
  %4 = bitcast i8* %sunkaddr25 to double*, !dbg !45
  %.246 = load double, double* %4, align 8, !dbg !45
  %.286 = fmul double %.246, %.246, !dbg !45
  %.292 = fadd double %s.2.06, %.286, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  %sunkaddr26 = mul i64 %.80.04, 8, !dbg !45
  %5 = bitcast double* %arg.x.4 to i8*, !dbg !45
  %sunkaddr27 = getelementptr i8, i8* %5, i64 %sunkaddr26, !dbg !45
  %sunkaddr28 = getelementptr i8, i8* %sunkaddr27, i64 8, !dbg !45
  %6 = bitcast i8* %sunkaddr28 to double*, !dbg !45
  %.246.1 = load double, double* %6, align 8, !dbg !45
  %.286.1 = fmul double %.246.1, %.246.1, !dbg !45
  %.292.1 = fadd double %.292, %.286.1, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.1, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.1, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  %sunkaddr29 = mul i64 %.80.04, 8, !dbg !45
  %7 = bitcast double* %arg.x.4 to i8*, !dbg !45
  %sunkaddr30 = getelementptr i8, i8* %7, i64 %sunkaddr29, !dbg !45
  %sunkaddr31 = getelementptr i8, i8* %sunkaddr30, i64 16, !dbg !45
  %8 = bitcast i8* %sunkaddr31 to double*, !dbg !45
  %.246.2 = load double, double* %8, align 8, !dbg !45
  %.286.2 = fmul double %.246.2, %.246.2, !dbg !45
  %.292.2 = fadd double %.292.1, %.286.2, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.2, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.2, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  %sunkaddr32 = mul i64 %.80.04, 8, !dbg !45
  %9 = bitcast double* %arg.x.4 to i8*, !dbg !45
  %sunkaddr33 = getelementptr i8, i8* %9, i64 %sunkaddr32, !dbg !45
  %sunkaddr34 = getelementptr i8, i8* %sunkaddr33, i64 24, !dbg !45
  %10 = bitcast i8* %sunkaddr34 to double*, !dbg !45
  %.246.3 = load double, double* %10, align 8, !dbg !45
  %.286.3 = fmul double %.246.3, %.246.3, !dbg !45
  %.292.3 = fadd double %.292.2, %.286.3, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.3, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.3, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  %sunkaddr35 = mul i64 %.80.04, 8, !dbg !45
  %11 = bitcast double* %arg.x.4 to i8*, !dbg !45
  %sunkaddr36 = getelementptr i8, i8* %11, i64 %sunkaddr35, !dbg !45
  %sunkaddr37 = getelementptr i8, i8* %sunkaddr36, i64 32, !dbg !45
  %12 = bitcast i8* %sunkaddr37 to double*, !dbg !45
  %.246.4 = load double, double* %12, align 8, !dbg !45
  %.286.4 = fmul double %.246.4, %.246.4, !dbg !45
  %.292.4 = fadd double %.292.3, %.286.4, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.4, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.4, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  %sunkaddr38 = mul i64 %.80.04, 8, !dbg !45
  %13 = bitcast double* %arg.x.4 to i8*, !dbg !45
  %sunkaddr39 = getelementptr i8, i8* %13, i64 %sunkaddr38, !dbg !45
  %sunkaddr40 = getelementptr i8, i8* %sunkaddr39, i64 40, !dbg !45
  %14 = bitcast i8* %sunkaddr40 to double*, !dbg !45
  %.246.5 = load double, double* %14, align 8, !dbg !45
  %.286.5 = fmul double %.246.5, %.246.5, !dbg !45
  %.292.5 = fadd double %.292.4, %.286.5, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.5, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.5, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  %sunkaddr41 = mul i64 %.80.04, 8, !dbg !45
  %15 = bitcast double* %arg.x.4 to i8*, !dbg !45
  %sunkaddr42 = getelementptr i8, i8* %15, i64 %sunkaddr41, !dbg !45
  %sunkaddr43 = getelementptr i8, i8* %sunkaddr42, i64 48, !dbg !45
  %16 = bitcast i8* %sunkaddr43 to double*, !dbg !45
  %.246.6 = load double, double* %16, align 8, !dbg !45
  %.286.6 = fmul double %.246.6, %.246.6, !dbg !45
  %.292.6 = fadd double %.292.5, %.286.6, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.6, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.6, metadata !41, metadata !DIExpression()), !dbg !39
  %.170.7 = add nuw i64 %.80.04, 8, !dbg !44
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  %sunkaddr44 = mul i64 %.80.04, 8, !dbg !45
  %17 = bitcast double* %arg.x.4 to i8*, !dbg !45
  %sunkaddr45 = getelementptr i8, i8* %17, i64 %sunkaddr44, !dbg !45
  %sunkaddr46 = getelementptr i8, i8* %sunkaddr45, i64 56, !dbg !45
  %18 = bitcast i8* %sunkaddr46 to double*, !dbg !45
  %.246.7 = load double, double* %18, align 8, !dbg !45
  %.286.7 = fmul double %.246.7, %.246.7, !dbg !45
  %.292.7 = fadd double %.292.6, %.286.7, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.7, metadata !41, metadata !DIExpression()), !dbg !39
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.170.7, !dbg !44
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa, label %B62, !dbg !44

common.ret.loopexit.unr-lcssa:                    ; preds = %B62, %B62.preheader
  %.292.lcssa.ph = phi double [ undef, %B62.preheader ], [ %.292.7, %B62 ]
  %s.2.06.unr = phi double [ 0.000000e+00, %B62.preheader ], [ %.292.7, %B62 ]
  %.80.04.unr = phi i64 [ 0, %B62.preheader ], [ %.170.7, %B62 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !44
  br i1 %lcmp.mod.not, label %common.ret, label %B62.epil.preheader, !dbg !44

B62.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %scevgep = getelementptr double, double* %arg.x.4, i64 %.80.04.unr, !dbg !44
  br label %B62.epil, !dbg !44

B62.epil:                                         ; preds = %B62.epil.preheader, %B62.epil
  %s.2.06.epil = phi double [ %.292.epil, %B62.epil ], [ %s.2.06.unr, %B62.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %B62.epil ], [ 0, %B62.epil.preheader ]
  call void @llvm.dbg.value(metadata double %s.2.06.epil, metadata !41, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !42, metadata !DIExpression()), !dbg !39
  %scevgep8 = getelementptr double, double* %scevgep, i64 %epil.iter, !dbg !45
  %.246.epil = load double, double* %scevgep8, align 8, !dbg !45
  %.286.epil = fmul double %.246.epil, %.246.epil, !dbg !45
  %.292.epil = fadd double %s.2.06.epil, %.286.epil, !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !43, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %.292.epil, metadata !41, metadata !DIExpression()), !dbg !39
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !44
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next, !dbg !44
  br i1 %epil.iter.cmp.not, label %common.ret, label %B62.epil, !dbg !44, !llvm.loop !46

common.ret:                                       ; preds = %B62.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.292.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.292.epil, %B62.epil ], !dbg !39
  call void @llvm.dbg.value(metadata i8* null, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i8* null, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !39
  call void @llvm.dbg.value(metadata double* null, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 64)), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 64)), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !39
  store double %s.2.0.lcssa, double* %retptr, align 8, !dbg !48
  ret i32 0, !dbg !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

define i8* @_ZN7cpython7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.const.sum_sq, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !49

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry, %entry.endif.endif.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif ], [ null, %entry ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !49

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([143 x i8], [143 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #3
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

; Function Attrs: nofree norecurse nosync nounwind
define double @cfunc._ZN7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr #2 {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull poison, i8* poison, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #3
  %.19 = load double, double* %.3, align 8
  ret double %.19
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
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
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { argmemonly nofree noinline norecurse nosync nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree norecurse nosync nounwind }
attributes #3 = { noinline }
attributes #4 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang (Numba)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernels.py", directory: "tests/inputs")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "sum_sq", linkageName: "_ZN7kernels6sum_sqB2v1B54c8tJTC_2fWwGaMLSgd6CjA4xXKR0tsqKIYSQsqDQwVMEsTAA_3d_3dE5ArrayIdLi1E1C7mutable7alignedE", scope: !1, file: !1, line: 47, type: !5, scopeLine: 47, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!37 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 47, type: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "array(float64, 1d, C) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, elements: !22, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}")
!39 = !DILocation(line: 0, scope: !4)
!40 = !DILocalVariable(name: "s", scope: !4, file: !1, line: 48, type: !30)
!41 = !DILocalVariable(name: "s$2", scope: !4, file: !1, line: 48, type: !30)
!42 = !DILocalVariable(name: "i", scope: !4, file: !1, line: 49, type: !26)
!43 = !DILocalVariable(name: "s$1", scope: !4, file: !1, line: 50, type: !30)
!44 = !DILocation(line: 49, column: 1, scope: !4)
!45 = !DILocation(line: 50, column: 1, scope: !4)
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 51, column: 1, scope: !4)
!49 = !{!"branch_weights", i32 1, i32 99}
