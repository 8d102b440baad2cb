; ModuleID = 'branch_alloc'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788187237632 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788187237632.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788187237632 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788187237632, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788187237632.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.branch_alloc = internal constant [13 x i8] c"branch_alloc\00"
@_ZN08NumbaEnv7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f9165390>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f9165390>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f903f250B3v98B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f903f710B3v99B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f903f090B4v100B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, double %arg.c) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.22 = fcmp ogt double %arg.c, 0.000000e+00
  %.89 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.91 = extractvalue { i64, i1 } %.89, 1
  br i1 %.22, label %B128.i, label %B128.i15

B128.i:                                           ; preds = %entry
  br i1 %.91, label %B16.endif.endif.if, label %B16.endif.endif.endif, !prof !0

B128.i15:                                         ; preds = %entry
  br i1 %.91, label %B28.endif.endif.if, label %B28.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B38.endif.endif.endif.endif.endif.if, %B28.endif.endif.endif.if, %B16.endif.endif.endif.if, %for.end.2.endif, %B28.endif.endif.if, %B16.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B16.endif.endif.if ], [ 1, %B28.endif.endif.if ], [ 0, %for.end.2.endif ], [ 1, %B16.endif.endif.endif.if ], [ 1, %B28.endif.endif.endif.if ], [ 1, %B38.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B16.endif.endif.if:                               ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788187237632, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B16.endif.endif.endif:                            ; preds = %B128.i
  %.90 = extractvalue { i64, i1 } %.89, 0
  %.7.i.i45 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.90, i32 32), !noalias !2
  %.8.i.i46 = icmp eq i8* %.7.i.i45, null
  br i1 %.8.i.i46, label %B16.endif.endif.endif.if, label %B16.endif.endif.endif.endif, !prof !0

B16.endif.endif.endif.if:                         ; preds = %B16.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B16.endif.endif.endif.endif:                      ; preds = %B16.endif.endif.endif
  %.5.i51 = getelementptr i8, i8* %.7.i.i45, i64 24
  %0 = bitcast i8* %.5.i51 to double**
  %.6.i52102 = load double*, double** %0, align 8
  %.15894 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.15894, label %for.body.preheader, label %B38.endif.endif.endif.endif.endif

for.body.preheader:                               ; preds = %B16.endif.endif.endif.endif
  %1 = add i64 %arg.x.5.0, -1
  %xtraiter148 = and i64 %arg.x.5.0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %B38.endif.endif.endif.endif.endif.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter151 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index96 = phi i64 [ 0, %for.body.preheader.new ], [ %27, %for.body ]
  %.154.095 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select135.7, %for.body ]
  %3 = icmp eq i64 %arg.x.5.0, 1
  %spec.select135 = select i1 %3, i64 %.154.095, i64 %loop.index96
  %.167 = getelementptr double, double* %arg.x.4, i64 %spec.select135
  %.168 = load double, double* %.167, align 8
  %.6.i75 = fmul double %.168, %arg.c
  %sunkaddr = mul i64 %loop.index96, 8
  %4 = bitcast double* %.6.i52102 to i8*
  %sunkaddr372 = getelementptr i8, i8* %4, i64 %sunkaddr
  %5 = bitcast i8* %sunkaddr372 to double*
  store double %.6.i75, double* %5, align 8
  %6 = add i64 %loop.index96, 1
  %spec.select135.1 = select i1 %3, i64 %.154.095, i64 %6
  %.167.1 = getelementptr double, double* %arg.x.4, i64 %spec.select135.1
  %.168.1 = load double, double* %.167.1, align 8
  %.6.i75.1 = fmul double %.168.1, %arg.c
  %sunkaddr373 = mul i64 %loop.index96, 8
  %7 = bitcast double* %.6.i52102 to i8*
  %sunkaddr374 = getelementptr i8, i8* %7, i64 %sunkaddr373
  %sunkaddr375 = getelementptr i8, i8* %sunkaddr374, i64 8
  %8 = bitcast i8* %sunkaddr375 to double*
  store double %.6.i75.1, double* %8, align 8
  %9 = add i64 %6, 1
  %spec.select135.2 = select i1 %3, i64 %.154.095, i64 %9
  %.167.2 = getelementptr double, double* %arg.x.4, i64 %spec.select135.2
  %.168.2 = load double, double* %.167.2, align 8
  %.6.i75.2 = fmul double %.168.2, %arg.c
  %sunkaddr376 = mul i64 %loop.index96, 8
  %10 = bitcast double* %.6.i52102 to i8*
  %sunkaddr377 = getelementptr i8, i8* %10, i64 %sunkaddr376
  %sunkaddr378 = getelementptr i8, i8* %sunkaddr377, i64 16
  %11 = bitcast i8* %sunkaddr378 to double*
  store double %.6.i75.2, double* %11, align 8
  %12 = add i64 %9, 1
  %spec.select135.3 = select i1 %3, i64 %.154.095, i64 %12
  %.167.3 = getelementptr double, double* %arg.x.4, i64 %spec.select135.3
  %.168.3 = load double, double* %.167.3, align 8
  %.6.i75.3 = fmul double %.168.3, %arg.c
  %sunkaddr379 = mul i64 %loop.index96, 8
  %13 = bitcast double* %.6.i52102 to i8*
  %sunkaddr380 = getelementptr i8, i8* %13, i64 %sunkaddr379
  %sunkaddr381 = getelementptr i8, i8* %sunkaddr380, i64 24
  %14 = bitcast i8* %sunkaddr381 to double*
  store double %.6.i75.3, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select135.4 = select i1 %3, i64 %.154.095, i64 %15
  %.167.4 = getelementptr double, double* %arg.x.4, i64 %spec.select135.4
  %.168.4 = load double, double* %.167.4, align 8
  %.6.i75.4 = fmul double %.168.4, %arg.c
  %sunkaddr382 = mul i64 %loop.index96, 8
  %16 = bitcast double* %.6.i52102 to i8*
  %sunkaddr383 = getelementptr i8, i8* %16, i64 %sunkaddr382
  %sunkaddr384 = getelementptr i8, i8* %sunkaddr383, i64 32
  %17 = bitcast i8* %sunkaddr384 to double*
  store double %.6.i75.4, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select135.5 = select i1 %3, i64 %.154.095, i64 %18
  %.167.5 = getelementptr double, double* %arg.x.4, i64 %spec.select135.5
  %.168.5 = load double, double* %.167.5, align 8
  %.6.i75.5 = fmul double %.168.5, %arg.c
  %sunkaddr385 = mul i64 %loop.index96, 8
  %19 = bitcast double* %.6.i52102 to i8*
  %sunkaddr386 = getelementptr i8, i8* %19, i64 %sunkaddr385
  %sunkaddr387 = getelementptr i8, i8* %sunkaddr386, i64 40
  %20 = bitcast i8* %sunkaddr387 to double*
  store double %.6.i75.5, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select135.6 = select i1 %3, i64 %.154.095, i64 %21
  %.167.6 = getelementptr double, double* %arg.x.4, i64 %spec.select135.6
  %.168.6 = load double, double* %.167.6, align 8
  %.6.i75.6 = fmul double %.168.6, %arg.c
  %sunkaddr388 = mul i64 %loop.index96, 8
  %22 = bitcast double* %.6.i52102 to i8*
  %sunkaddr389 = getelementptr i8, i8* %22, i64 %sunkaddr388
  %sunkaddr390 = getelementptr i8, i8* %sunkaddr389, i64 48
  %23 = bitcast i8* %sunkaddr390 to double*
  store double %.6.i75.6, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select135.7 = select i1 %3, i64 %.154.095, i64 %24
  %.167.7 = getelementptr double, double* %arg.x.4, i64 %spec.select135.7
  %.168.7 = load double, double* %.167.7, align 8
  %.6.i75.7 = fmul double %.168.7, %arg.c
  %sunkaddr391 = mul i64 %loop.index96, 8
  %25 = bitcast double* %.6.i52102 to i8*
  %sunkaddr392 = getelementptr i8, i8* %25, i64 %sunkaddr391
  %sunkaddr393 = getelementptr i8, i8* %sunkaddr392, i64 56
  %26 = bitcast i8* %sunkaddr393 to double*
  store double %.6.i75.7, double* %26, align 8
  %.197.7 = add nuw i64 %loop.index96, 8
  %27 = add i64 %24, 1
  %niter152.ncmp.7 = icmp eq i64 %27, %unroll_iter151
  br i1 %niter152.ncmp.7, label %B38.endif.endif.endif.endif.endif.loopexit.unr-lcssa, label %for.body

B28.endif.endif.if:                               ; preds = %B128.i15
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788187237632, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B28.endif.endif.endif:                            ; preds = %B128.i15
  %.283 = extractvalue { i64, i1 } %.89, 0
  %.7.i.i78 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.283, i32 32), !noalias !9
  %.8.i.i79 = icmp eq i8* %.7.i.i78, null
  br i1 %.8.i.i79, label %B28.endif.endif.endif.if, label %B28.endif.endif.endif.endif, !prof !0

B28.endif.endif.endif.if:                         ; preds = %B28.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B28.endif.endif.endif.endif:                      ; preds = %B28.endif.endif.endif
  %.5.i76 = getelementptr i8, i8* %.7.i.i78, i64 24
  %28 = bitcast i8* %.5.i76 to double**
  %.6.i77100 = load double*, double** %28, align 8
  %.35197 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.35197, label %for.body.1.preheader, label %B38.endif.endif.endif.endif.endif

for.body.1.preheader:                             ; preds = %B28.endif.endif.endif.endif
  %29 = add i64 %arg.x.5.0, -1
  %xtraiter155 = and i64 %arg.x.5.0, 7
  %30 = icmp ult i64 %29, 7
  br i1 %30, label %B38.endif.endif.endif.endif.endif.loopexit141.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter158 = and i64 %arg.x.5.0, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.199 = phi i64 [ 0, %for.body.1.preheader.new ], [ %55, %for.body.1 ]
  %.347.098 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select136.7, %for.body.1 ]
  %31 = icmp eq i64 %arg.x.5.0, 1
  %spec.select136 = select i1 %31, i64 %.347.098, i64 %loop.index.199
  %.360 = getelementptr double, double* %arg.x.4, i64 %spec.select136
  %.361 = load double, double* %.360, align 8
  %.6.i74 = fadd double %.361, %arg.c
  %sunkaddr394 = mul i64 %loop.index.199, 8
  %32 = bitcast double* %.6.i77100 to i8*
  %sunkaddr395 = getelementptr i8, i8* %32, i64 %sunkaddr394
  %33 = bitcast i8* %sunkaddr395 to double*
  store double %.6.i74, double* %33, align 8
  %34 = add i64 %loop.index.199, 1
  %spec.select136.1 = select i1 %31, i64 %.347.098, i64 %34
  %.360.1 = getelementptr double, double* %arg.x.4, i64 %spec.select136.1
  %.361.1 = load double, double* %.360.1, align 8
  %.6.i74.1 = fadd double %.361.1, %arg.c
  %sunkaddr396 = mul i64 %loop.index.199, 8
  %35 = bitcast double* %.6.i77100 to i8*
  %sunkaddr397 = getelementptr i8, i8* %35, i64 %sunkaddr396
  %sunkaddr398 = getelementptr i8, i8* %sunkaddr397, i64 8
  %36 = bitcast i8* %sunkaddr398 to double*
  store double %.6.i74.1, double* %36, align 8
  %37 = add i64 %34, 1
  %spec.select136.2 = select i1 %31, i64 %.347.098, i64 %37
  %.360.2 = getelementptr double, double* %arg.x.4, i64 %spec.select136.2
  %.361.2 = load double, double* %.360.2, align 8
  %.6.i74.2 = fadd double %.361.2, %arg.c
  %sunkaddr399 = mul i64 %loop.index.199, 8
  %38 = bitcast double* %.6.i77100 to i8*
  %sunkaddr400 = getelementptr i8, i8* %38, i64 %sunkaddr399
  %sunkaddr401 = getelementptr i8, i8* %sunkaddr400, i64 16
  %39 = bitcast i8* %sunkaddr401 to double*
  store double %.6.i74.2, double* %39, align 8
  %40 = add i64 %37, 1
  %spec.select136.3 = select i1 %31, i64 %.347.098, i64 %40
  %.360.3 = getelementptr double, double* %arg.x.4, i64 %spec.select136.3
  %.361.3 = load double, double* %.360.3, align 8
  %.6.i74.3 = fadd double %.361.3, %arg.c
  %sunkaddr402 = mul i64 %loop.index.199, 8
  %41 = bitcast double* %.6.i77100 to i8*
  %sunkaddr403 = getelementptr i8, i8* %41, i64 %sunkaddr402
  %sunkaddr404 = getelementptr i8, i8* %sunkaddr403, i64 24
  %42 = bitcast i8* %sunkaddr404 to double*
  store double %.6.i74.3, double* %42, align 8
  %43 = add i64 %40, 1
  %spec.select136.4 = select i1 %31, i64 %.347.098, i64 %43
  %.360.4 = getelementptr double, double* %arg.x.4, i64 %spec.select136.4
  %.361.4 = load double, double* %.360.4, align 8
  %.6.i74.4 = fadd double %.361.4, %arg.c
  %sunkaddr405 = mul i64 %loop.index.199, 8
  %44 = bitcast double* %.6.i77100 to i8*
  %sunkaddr406 = getelementptr i8, i8* %44, i64 %sunkaddr405
  %sunkaddr407 = getelementptr i8, i8* %sunkaddr406, i64 32
  %45 = bitcast i8* %sunkaddr407 to double*
  store double %.6.i74.4, double* %45, align 8
  %46 = add i64 %43, 1
  %spec.select136.5 = select i1 %31, i64 %.347.098, i64 %46
  %.360.5 = getelementptr double, double* %arg.x.4, i64 %spec.select136.5
  %.361.5 = load double, double* %.360.5, align 8
  %.6.i74.5 = fadd double %.361.5, %arg.c
  %sunkaddr408 = mul i64 %loop.index.199, 8
  %47 = bitcast double* %.6.i77100 to i8*
  %sunkaddr409 = getelementptr i8, i8* %47, i64 %sunkaddr408
  %sunkaddr410 = getelementptr i8, i8* %sunkaddr409, i64 40
  %48 = bitcast i8* %sunkaddr410 to double*
  store double %.6.i74.5, double* %48, align 8
  %49 = add i64 %46, 1
  %spec.select136.6 = select i1 %31, i64 %.347.098, i64 %49
  %.360.6 = getelementptr double, double* %arg.x.4, i64 %spec.select136.6
  %.361.6 = load double, double* %.360.6, align 8
  %.6.i74.6 = fadd double %.361.6, %arg.c
  %sunkaddr411 = mul i64 %loop.index.199, 8
  %50 = bitcast double* %.6.i77100 to i8*
  %sunkaddr412 = getelementptr i8, i8* %50, i64 %sunkaddr411
  %sunkaddr413 = getelementptr i8, i8* %sunkaddr412, i64 48
  %51 = bitcast i8* %sunkaddr413 to double*
  store double %.6.i74.6, double* %51, align 8
  %52 = add i64 %49, 1
  %spec.select136.7 = select i1 %31, i64 %.347.098, i64 %52
  %.360.7 = getelementptr double, double* %arg.x.4, i64 %spec.select136.7
  %.361.7 = load double, double* %.360.7, align 8
  %.6.i74.7 = fadd double %.361.7, %arg.c
  %sunkaddr414 = mul i64 %loop.index.199, 8
  %53 = bitcast double* %.6.i77100 to i8*
  %sunkaddr415 = getelementptr i8, i8* %53, i64 %sunkaddr414
  %sunkaddr416 = getelementptr i8, i8* %sunkaddr415, i64 56
  %54 = bitcast i8* %sunkaddr416 to double*
  store double %.6.i74.7, double* %54, align 8
  %.390.7 = add nuw i64 %loop.index.199, 8
  %55 = add i64 %52, 1
  %niter159.ncmp.7 = icmp eq i64 %55, %unroll_iter158
  br i1 %niter159.ncmp.7, label %B38.endif.endif.endif.endif.endif.loopexit141.unr-lcssa, label %for.body.1

B38.endif.endif.endif.endif.endif.loopexit.unr-lcssa: ; preds = %for.body, %for.body.preheader
  %loop.index96.unr = phi i64 [ 0, %for.body.preheader ], [ %.197.7, %for.body ]
  %.154.095.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select135.7, %for.body ]
  %lcmp.mod150.not = icmp eq i64 %xtraiter148, 0
  br i1 %lcmp.mod150.not, label %B38.endif.endif.endif.endif.endif, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %B38.endif.endif.endif.endif.endif.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv335 = phi i64 [ %xtraiter148, %for.body.epil.preheader ], [ %lsr.iv.next336, %for.body.epil ]
  %loop.index96.epil = phi i64 [ %.197.epil, %for.body.epil ], [ %loop.index96.unr, %for.body.epil.preheader ]
  %.154.095.epil = phi i64 [ %spec.select135.epil, %for.body.epil ], [ %.154.095.unr, %for.body.epil.preheader ]
  %56 = icmp eq i64 %arg.x.5.0, 1
  %spec.select135.epil = select i1 %56, i64 %.154.095.epil, i64 %loop.index96.epil
  %.167.epil = getelementptr double, double* %arg.x.4, i64 %spec.select135.epil
  %.168.epil = load double, double* %.167.epil, align 8
  %.6.i75.epil = fmul double %.168.epil, %arg.c
  %scevgep334 = getelementptr double, double* %.6.i52102, i64 %loop.index96.epil
  store double %.6.i75.epil, double* %scevgep334, align 8
  %.197.epil = add nuw nsw i64 %loop.index96.epil, 1
  %lsr.iv.next336 = add nsw i64 %lsr.iv335, -1
  %epil.iter149.cmp.not = icmp eq i64 %lsr.iv.next336, 0
  br i1 %epil.iter149.cmp.not, label %B38.endif.endif.endif.endif.endif, label %for.body.epil, !llvm.loop !16

B38.endif.endif.endif.endif.endif.loopexit141.unr-lcssa: ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.199.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.390.7, %for.body.1 ]
  %.347.098.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select136.7, %for.body.1 ]
  %lcmp.mod157.not = icmp eq i64 %xtraiter155, 0
  br i1 %lcmp.mod157.not, label %B38.endif.endif.endif.endif.endif, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %B38.endif.endif.endif.endif.endif.loopexit141.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv354 = phi i64 [ %xtraiter155, %for.body.1.epil.preheader ], [ %lsr.iv.next355, %for.body.1.epil ]
  %loop.index.199.epil = phi i64 [ %.390.epil, %for.body.1.epil ], [ %loop.index.199.unr, %for.body.1.epil.preheader ]
  %.347.098.epil = phi i64 [ %spec.select136.epil, %for.body.1.epil ], [ %.347.098.unr, %for.body.1.epil.preheader ]
  %57 = icmp eq i64 %arg.x.5.0, 1
  %spec.select136.epil = select i1 %57, i64 %.347.098.epil, i64 %loop.index.199.epil
  %.360.epil = getelementptr double, double* %arg.x.4, i64 %spec.select136.epil
  %.361.epil = load double, double* %.360.epil, align 8
  %.6.i74.epil = fadd double %.361.epil, %arg.c
  %scevgep353 = getelementptr double, double* %.6.i77100, i64 %loop.index.199.epil
  store double %.6.i74.epil, double* %scevgep353, align 8
  %.390.epil = add nuw nsw i64 %loop.index.199.epil, 1
  %lsr.iv.next355 = add nsw i64 %lsr.iv354, -1
  %epil.iter156.cmp.not = icmp eq i64 %lsr.iv.next355, 0
  br i1 %epil.iter156.cmp.not, label %B38.endif.endif.endif.endif.endif, label %for.body.1.epil, !llvm.loop !18

B38.endif.endif.endif.endif.endif:                ; preds = %for.body.1.epil, %for.body.epil, %B38.endif.endif.endif.endif.endif.loopexit141.unr-lcssa, %B38.endif.endif.endif.endif.endif.loopexit.unr-lcssa, %B28.endif.endif.endif.endif, %B16.endif.endif.endif.endif
  %t.2.sroa.36.0 = phi double* [ %.6.i52102, %B16.endif.endif.endif.endif ], [ %.6.i77100, %B28.endif.endif.endif.endif ], [ %.6.i52102, %B38.endif.endif.endif.endif.endif.loopexit.unr-lcssa ], [ %.6.i77100, %B38.endif.endif.endif.endif.endif.loopexit141.unr-lcssa ], [ %.6.i52102, %for.body.epil ], [ %.6.i77100, %for.body.1.epil ]
  %t.2.sroa.0.0 = phi i8* [ %.7.i.i45, %B16.endif.endif.endif.endif ], [ %.7.i.i78, %B28.endif.endif.endif.endif ], [ %.7.i.i45, %B38.endif.endif.endif.endif.endif.loopexit.unr-lcssa ], [ %.7.i.i78, %B38.endif.endif.endif.endif.endif.loopexit141.unr-lcssa ], [ %.7.i.i45, %for.body.epil ], [ %.7.i.i78, %for.body.1.epil ]
  tail call void @NRT_decref(i8* %arg.x.0)
  %.520 = extractvalue { i64, i1 } %.89, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.520, i32 32), !noalias !19
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B38.endif.endif.endif.endif.endif.if, label %B38.endif.endif.endif.endif.endif.endif, !prof !0

B38.endif.endif.endif.endif.endif.if:             ; preds = %B38.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B38.endif.endif.endif.endif.endif.endif:          ; preds = %B38.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %58 = bitcast i8* %.5.i to double**
  %.6.i44101 = load double*, double** %58, align 8
  %.59190 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.59190, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B38.endif.endif.endif.endif.endif.endif
  %59 = add i64 %arg.x.5.0, -1
  %xtraiter143 = and i64 %arg.x.5.0, 7
  %60 = icmp ult i64 %59, 7
  br i1 %60, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter146 = and i64 %arg.x.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index.293 = phi i64 [ 0, %for.body.2.preheader.new ], [ %85, %for.body.2 ]
  %.587.092 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.293..587.092.7, %for.body.2 ]
  %.584.091 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.293..584.091.7, %for.body.2 ]
  %61 = icmp eq i64 %arg.x.5.0, 1
  %loop.index.293..584.091 = select i1 %61, i64 %.584.091, i64 %loop.index.293
  %loop.index.293..587.092 = select i1 %61, i64 %.587.092, i64 %loop.index.293
  %.601131.in = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..584.091
  %.601131 = load double, double* %.601131.in, align 8
  %.609 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..587.092
  %.610 = load double, double* %.609, align 8
  %.6.i = fmul double %.601131, %.610
  %sunkaddr417 = mul i64 %loop.index.293, 8
  %62 = bitcast double* %.6.i44101 to i8*
  %sunkaddr418 = getelementptr i8, i8* %62, i64 %sunkaddr417
  %63 = bitcast i8* %sunkaddr418 to double*
  store double %.6.i, double* %63, align 8
  %64 = add i64 %loop.index.293, 1
  %loop.index.293..584.091.1 = select i1 %61, i64 %.584.091, i64 %64
  %loop.index.293..587.092.1 = select i1 %61, i64 %.587.092, i64 %64
  %.601131.in.1 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..584.091.1
  %.601131.1 = load double, double* %.601131.in.1, align 8
  %.609.1 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..587.092.1
  %.610.1 = load double, double* %.609.1, align 8
  %.6.i.1 = fmul double %.601131.1, %.610.1
  %sunkaddr419 = mul i64 %loop.index.293, 8
  %65 = bitcast double* %.6.i44101 to i8*
  %sunkaddr420 = getelementptr i8, i8* %65, i64 %sunkaddr419
  %sunkaddr421 = getelementptr i8, i8* %sunkaddr420, i64 8
  %66 = bitcast i8* %sunkaddr421 to double*
  store double %.6.i.1, double* %66, align 8
  %67 = add i64 %64, 1
  %loop.index.293..584.091.2 = select i1 %61, i64 %.584.091, i64 %67
  %loop.index.293..587.092.2 = select i1 %61, i64 %.587.092, i64 %67
  %.601131.in.2 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..584.091.2
  %.601131.2 = load double, double* %.601131.in.2, align 8
  %.609.2 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..587.092.2
  %.610.2 = load double, double* %.609.2, align 8
  %.6.i.2 = fmul double %.601131.2, %.610.2
  %sunkaddr422 = mul i64 %loop.index.293, 8
  %68 = bitcast double* %.6.i44101 to i8*
  %sunkaddr423 = getelementptr i8, i8* %68, i64 %sunkaddr422
  %sunkaddr424 = getelementptr i8, i8* %sunkaddr423, i64 16
  %69 = bitcast i8* %sunkaddr424 to double*
  store double %.6.i.2, double* %69, align 8
  %70 = add i64 %67, 1
  %loop.index.293..584.091.3 = select i1 %61, i64 %.584.091, i64 %70
  %loop.index.293..587.092.3 = select i1 %61, i64 %.587.092, i64 %70
  %.601131.in.3 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..584.091.3
  %.601131.3 = load double, double* %.601131.in.3, align 8
  %.609.3 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..587.092.3
  %.610.3 = load double, double* %.609.3, align 8
  %.6.i.3 = fmul double %.601131.3, %.610.3
  %sunkaddr425 = mul i64 %loop.index.293, 8
  %71 = bitcast double* %.6.i44101 to i8*
  %sunkaddr426 = getelementptr i8, i8* %71, i64 %sunkaddr425
  %sunkaddr427 = getelementptr i8, i8* %sunkaddr426, i64 24
  %72 = bitcast i8* %sunkaddr427 to double*
  store double %.6.i.3, double* %72, align 8
  %73 = add i64 %70, 1
  %loop.index.293..584.091.4 = select i1 %61, i64 %.584.091, i64 %73
  %loop.index.293..587.092.4 = select i1 %61, i64 %.587.092, i64 %73
  %.601131.in.4 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..584.091.4
  %.601131.4 = load double, double* %.601131.in.4, align 8
  %.609.4 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..587.092.4
  %.610.4 = load double, double* %.609.4, align 8
  %.6.i.4 = fmul double %.601131.4, %.610.4
  %sunkaddr428 = mul i64 %loop.index.293, 8
  %74 = bitcast double* %.6.i44101 to i8*
  %sunkaddr429 = getelementptr i8, i8* %74, i64 %sunkaddr428
  %sunkaddr430 = getelementptr i8, i8* %sunkaddr429, i64 32
  %75 = bitcast i8* %sunkaddr430 to double*
  store double %.6.i.4, double* %75, align 8
  %76 = add i64 %73, 1
  %loop.index.293..584.091.5 = select i1 %61, i64 %.584.091, i64 %76
  %loop.index.293..587.092.5 = select i1 %61, i64 %.587.092, i64 %76
  %.601131.in.5 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..584.091.5
  %.601131.5 = load double, double* %.601131.in.5, align 8
  %.609.5 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..587.092.5
  %.610.5 = load double, double* %.609.5, align 8
  %.6.i.5 = fmul double %.601131.5, %.610.5
  %sunkaddr431 = mul i64 %loop.index.293, 8
  %77 = bitcast double* %.6.i44101 to i8*
  %sunkaddr432 = getelementptr i8, i8* %77, i64 %sunkaddr431
  %sunkaddr433 = getelementptr i8, i8* %sunkaddr432, i64 40
  %78 = bitcast i8* %sunkaddr433 to double*
  store double %.6.i.5, double* %78, align 8
  %79 = add i64 %76, 1
  %loop.index.293..584.091.6 = select i1 %61, i64 %.584.091, i64 %79
  %loop.index.293..587.092.6 = select i1 %61, i64 %.587.092, i64 %79
  %.601131.in.6 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..584.091.6
  %.601131.6 = load double, double* %.601131.in.6, align 8
  %.609.6 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..587.092.6
  %.610.6 = load double, double* %.609.6, align 8
  %.6.i.6 = fmul double %.601131.6, %.610.6
  %sunkaddr434 = mul i64 %loop.index.293, 8
  %80 = bitcast double* %.6.i44101 to i8*
  %sunkaddr435 = getelementptr i8, i8* %80, i64 %sunkaddr434
  %sunkaddr436 = getelementptr i8, i8* %sunkaddr435, i64 48
  %81 = bitcast i8* %sunkaddr436 to double*
  store double %.6.i.6, double* %81, align 8
  %82 = add i64 %79, 1
  %loop.index.293..584.091.7 = select i1 %61, i64 %.584.091, i64 %82
  %loop.index.293..587.092.7 = select i1 %61, i64 %.587.092, i64 %82
  %.601131.in.7 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..584.091.7
  %.601131.7 = load double, double* %.601131.in.7, align 8
  %.609.7 = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..587.092.7
  %.610.7 = load double, double* %.609.7, align 8
  %.6.i.7 = fmul double %.601131.7, %.610.7
  %sunkaddr437 = mul i64 %loop.index.293, 8
  %83 = bitcast double* %.6.i44101 to i8*
  %sunkaddr438 = getelementptr i8, i8* %83, i64 %sunkaddr437
  %sunkaddr439 = getelementptr i8, i8* %sunkaddr438, i64 56
  %84 = bitcast i8* %sunkaddr439 to double*
  store double %.6.i.7, double* %84, align 8
  %.639.7 = add nuw i64 %loop.index.293, 8
  %85 = add i64 %82, 1
  %niter147.ncmp.7 = icmp eq i64 %85, %unroll_iter146
  br i1 %niter147.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.293.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.639.7, %for.body.2 ]
  %.587.092.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.293..587.092.7, %for.body.2 ]
  %.584.091.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.293..584.091.7, %for.body.2 ]
  %lcmp.mod145.not = icmp eq i64 %xtraiter143, 0
  br i1 %lcmp.mod145.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv316 = phi i64 [ %xtraiter143, %for.body.2.epil.preheader ], [ %lsr.iv.next317, %for.body.2.epil ]
  %loop.index.293.epil = phi i64 [ %.639.epil, %for.body.2.epil ], [ %loop.index.293.unr, %for.body.2.epil.preheader ]
  %.587.092.epil = phi i64 [ %loop.index.293..587.092.epil, %for.body.2.epil ], [ %.587.092.unr, %for.body.2.epil.preheader ]
  %.584.091.epil = phi i64 [ %loop.index.293..584.091.epil, %for.body.2.epil ], [ %.584.091.unr, %for.body.2.epil.preheader ]
  %86 = icmp eq i64 %arg.x.5.0, 1
  %loop.index.293..584.091.epil = select i1 %86, i64 %.584.091.epil, i64 %loop.index.293.epil
  %loop.index.293..587.092.epil = select i1 %86, i64 %.587.092.epil, i64 %loop.index.293.epil
  %.601131.in.epil = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..584.091.epil
  %.601131.epil = load double, double* %.601131.in.epil, align 8
  %.609.epil = getelementptr double, double* %t.2.sroa.36.0, i64 %loop.index.293..587.092.epil
  %.610.epil = load double, double* %.609.epil, align 8
  %.6.i.epil = fmul double %.601131.epil, %.610.epil
  %scevgep315 = getelementptr double, double* %.6.i44101, i64 %loop.index.293.epil
  store double %.6.i.epil, double* %scevgep315, align 8
  %.639.epil = add nuw nsw i64 %loop.index.293.epil, 1
  %lsr.iv.next317 = add nsw i64 %lsr.iv316, -1
  %epil.iter144.cmp.not = icmp eq i64 %lsr.iv.next317, 0
  br i1 %epil.iter144.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !26

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %B38.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %t.2.sroa.0.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1)
  %87 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %88 = icmp ult i64 %87, 7
  br i1 %88, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %89 = add nsw i64 %unroll_iter.i, -8
  %90 = lshr exact i64 %89, 3
  %91 = add nuw nsw i64 %90, 1
  %xtraiter = and i64 %91, 7
  %92 = icmp ult i64 %89, 56
  br i1 %92, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %91, 4611686018427387896
  %scevgep185 = getelementptr double, double* %.6.i44101, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %93 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep161 = getelementptr double, double* %.6.i44101, i64 %93
  %94 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %95 = bitcast double* %scevgep161 to i8*
  %uglygep182 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep182183 = bitcast i8* %uglygep182 to double*
  %scevgep184 = getelementptr double, double* %uglygep182183, i64 -7
  %.236.i.epil = load double, double* %scevgep184, align 8, !noalias !27
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep179 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep179180 = bitcast i8* %uglygep179 to double*
  %scevgep181 = getelementptr double, double* %uglygep179180, i64 -6
  %.236.1.i.epil = load double, double* %scevgep181, align 8, !noalias !27
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep176 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep176177 = bitcast i8* %uglygep176 to double*
  %scevgep178 = getelementptr double, double* %uglygep176177, i64 -5
  %.236.2.i.epil = load double, double* %scevgep178, align 8, !noalias !27
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep173 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep173174 = bitcast i8* %uglygep173 to double*
  %scevgep175 = getelementptr double, double* %uglygep173174, i64 -4
  %.236.3.i.epil = load double, double* %scevgep175, align 8, !noalias !27
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep170 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep170171 = bitcast i8* %uglygep170 to double*
  %scevgep172 = getelementptr double, double* %uglygep170171, i64 -3
  %.236.4.i.epil = load double, double* %scevgep172, align 8, !noalias !27
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep167 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep167168 = bitcast i8* %uglygep167 to double*
  %scevgep169 = getelementptr double, double* %uglygep167168, i64 -2
  %.236.5.i.epil = load double, double* %scevgep169, align 8, !noalias !27
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep164 = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep164165 = bitcast i8* %uglygep164 to double*
  %scevgep166 = getelementptr double, double* %uglygep164165, i64 -1
  %.236.6.i.epil = load double, double* %scevgep166, align 8, !noalias !27
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %95, i64 %lsr.iv
  %uglygep163 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep163, align 8, !noalias !27
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %94, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !30, !llvm.loop !31

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i44101, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !27
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !30, !llvm.loop !32

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv313 = phi i64 [ %lsr.iv.next314, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep311 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -63
  %.236.i = load double, double* %scevgep312, align 8, !noalias !27
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep309 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -62
  %.236.1.i = load double, double* %scevgep310, align 8, !noalias !27
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep307 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -61
  %.236.2.i = load double, double* %scevgep308, align 8, !noalias !27
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep305 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -60
  %.236.3.i = load double, double* %scevgep306, align 8, !noalias !27
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep303 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -59
  %.236.4.i = load double, double* %scevgep304, align 8, !noalias !27
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep301 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -58
  %.236.5.i = load double, double* %scevgep302, align 8, !noalias !27
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep299 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -57
  %.236.6.i = load double, double* %scevgep300, align 8, !noalias !27
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep297 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -56
  %.236.7.i = load double, double* %scevgep298, align 8, !noalias !27
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep266 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -55
  %.236.i.1 = load double, double* %scevgep267, align 8, !noalias !27
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep268 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -54
  %.236.1.i.1 = load double, double* %scevgep269, align 8, !noalias !27
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep270 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -53
  %.236.2.i.1 = load double, double* %scevgep271, align 8, !noalias !27
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep272 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -52
  %.236.3.i.1 = load double, double* %scevgep273, align 8, !noalias !27
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep274 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -51
  %.236.4.i.1 = load double, double* %scevgep275, align 8, !noalias !27
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep276 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -50
  %.236.5.i.1 = load double, double* %scevgep277, align 8, !noalias !27
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep278 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -49
  %.236.6.i.1 = load double, double* %scevgep279, align 8, !noalias !27
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep280 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -48
  %.236.7.i.1 = load double, double* %scevgep281, align 8, !noalias !27
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep250 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -47
  %.236.i.2 = load double, double* %scevgep251, align 8, !noalias !27
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep252 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -46
  %.236.1.i.2 = load double, double* %scevgep253, align 8, !noalias !27
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep254 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -45
  %.236.2.i.2 = load double, double* %scevgep255, align 8, !noalias !27
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep256 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -44
  %.236.3.i.2 = load double, double* %scevgep257, align 8, !noalias !27
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep258 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -43
  %.236.4.i.2 = load double, double* %scevgep259, align 8, !noalias !27
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep260 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -42
  %.236.5.i.2 = load double, double* %scevgep261, align 8, !noalias !27
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep262 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -41
  %.236.6.i.2 = load double, double* %scevgep263, align 8, !noalias !27
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep264 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -40
  %.236.7.i.2 = load double, double* %scevgep265, align 8, !noalias !27
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep234 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -39
  %.236.i.3 = load double, double* %scevgep235, align 8, !noalias !27
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep236 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -38
  %.236.1.i.3 = load double, double* %scevgep237, align 8, !noalias !27
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep238 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -37
  %.236.2.i.3 = load double, double* %scevgep239, align 8, !noalias !27
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep240 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -36
  %.236.3.i.3 = load double, double* %scevgep241, align 8, !noalias !27
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep242 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -35
  %.236.4.i.3 = load double, double* %scevgep243, align 8, !noalias !27
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep244 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -34
  %.236.5.i.3 = load double, double* %scevgep245, align 8, !noalias !27
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep246 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -33
  %.236.6.i.3 = load double, double* %scevgep247, align 8, !noalias !27
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep248 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -32
  %.236.7.i.3 = load double, double* %scevgep249, align 8, !noalias !27
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep218 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -31
  %.236.i.4 = load double, double* %scevgep219, align 8, !noalias !27
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep220 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -30
  %.236.1.i.4 = load double, double* %scevgep221, align 8, !noalias !27
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep222 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -29
  %.236.2.i.4 = load double, double* %scevgep223, align 8, !noalias !27
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep224 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -28
  %.236.3.i.4 = load double, double* %scevgep225, align 8, !noalias !27
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep226 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -27
  %.236.4.i.4 = load double, double* %scevgep227, align 8, !noalias !27
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep228 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -26
  %.236.5.i.4 = load double, double* %scevgep229, align 8, !noalias !27
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep230 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -25
  %.236.6.i.4 = load double, double* %scevgep231, align 8, !noalias !27
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep232 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -24
  %.236.7.i.4 = load double, double* %scevgep233, align 8, !noalias !27
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep202 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -23
  %.236.i.5 = load double, double* %scevgep203, align 8, !noalias !27
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep204 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -22
  %.236.1.i.5 = load double, double* %scevgep205, align 8, !noalias !27
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep206 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -21
  %.236.2.i.5 = load double, double* %scevgep207, align 8, !noalias !27
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep208 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -20
  %.236.3.i.5 = load double, double* %scevgep209, align 8, !noalias !27
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep210 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -19
  %.236.4.i.5 = load double, double* %scevgep211, align 8, !noalias !27
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep212 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -18
  %.236.5.i.5 = load double, double* %scevgep213, align 8, !noalias !27
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep214 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -17
  %.236.6.i.5 = load double, double* %scevgep215, align 8, !noalias !27
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep216 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -16
  %.236.7.i.5 = load double, double* %scevgep217, align 8, !noalias !27
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep186 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -15
  %.236.i.6 = load double, double* %scevgep187, align 8, !noalias !27
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep188 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -14
  %.236.1.i.6 = load double, double* %scevgep189, align 8, !noalias !27
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep190 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -13
  %.236.2.i.6 = load double, double* %scevgep191, align 8, !noalias !27
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep192 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep193 = getelementptr double, double* %scevgep192, i64 -12
  %.236.3.i.6 = load double, double* %scevgep193, align 8, !noalias !27
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep194 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep195 = getelementptr double, double* %scevgep194, i64 -11
  %.236.4.i.6 = load double, double* %scevgep195, align 8, !noalias !27
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep196 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep197 = getelementptr double, double* %scevgep196, i64 -10
  %.236.5.i.6 = load double, double* %scevgep197, align 8, !noalias !27
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep198 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep199 = getelementptr double, double* %scevgep198, i64 -9
  %.236.6.i.6 = load double, double* %scevgep199, align 8, !noalias !27
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep200 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep201 = getelementptr double, double* %scevgep200, i64 -8
  %.236.7.i.6 = load double, double* %scevgep201, align 8, !noalias !27
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep282 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -7
  %.236.i.7 = load double, double* %scevgep283, align 8, !noalias !27
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep284 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -6
  %.236.1.i.7 = load double, double* %scevgep285, align 8, !noalias !27
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep286 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -5
  %.236.2.i.7 = load double, double* %scevgep287, align 8, !noalias !27
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep288 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -4
  %.236.3.i.7 = load double, double* %scevgep289, align 8, !noalias !27
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep290 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -3
  %.236.4.i.7 = load double, double* %scevgep291, align 8, !noalias !27
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep292 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -2
  %.236.5.i.7 = load double, double* %scevgep293, align 8, !noalias !27
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep294 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -1
  %.236.6.i.7 = load double, double* %scevgep295, align 8, !noalias !27
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep296 = getelementptr double, double* %scevgep185, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep296, align 8, !noalias !27
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next314 = add i64 %lsr.iv313, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next314, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.branch_alloc, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([136 x i8], [136 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !33

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #2
  %.60 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.67 = icmp sgt i32 %.59, 0
  %.68 = select i1 %.67, { i8*, i32, i8*, i8*, i32 }* %.60, { i8*, i32, i8*, i8*, i32 }* undef
  %.69 = load double, double* %.53, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.59, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %8 = icmp sgt i32 %.59, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.77 = call i8* @PyFloat_FromDouble(double %.69)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 0
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 1
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.90 = sext i32 %.89 to i64
  %.91 = call i8* @PyBytes_FromStringAndSize(i8* %.87, i64 %.90)
  %.92 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 2
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 3
  %.96 = bitcast i8* %.95 to i8* (i8*)*
  %.97 = call i8* %.96(i8* %.93)
  %.98 = icmp eq i8* %.97, null
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.112 = call i8* @numba_unpickle(i8* %.87, i32 %.89, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq i8* %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call i8* @numba_runtime_build_excinfo_struct(i8* %.91, i8* nonnull %.97)
  %.103 = bitcast { i8*, i32, i8*, i8*, i32 }* %.68 to i8*
  call void @NRT_Free(i8* nonnull %.103)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.114)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels12branch_allocB3v97B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.8, i64 poison, double %.2) #2
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !33

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f9165390>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.19 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

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

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !17}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!30 = !{!"branch_weights", i32 1, i32 7}
!31 = distinct !{!31, !17}
!32 = distinct !{!32, !17}
!33 = !{!"branch_weights", i32 99, i32 1}
