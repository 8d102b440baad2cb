; ModuleID = 'ode_euler'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788184453632 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788184453632.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788184453632 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788184453632, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788184453632.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.ode_euler = internal constant [10 x i8] c"ode_euler\00"
@_ZN08NumbaEnv7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f9214ad0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f9214ad0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f938c110B3v29B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f938cf50B3v30B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f938c810B3v31B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

common.ret:                                       ; preds = %B148.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.2.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B148.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788184453632, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B76.preheader, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.preheader:                                    ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i23 = load i8*, i8** %0, align 8
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i23, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.7.i.i74 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i75 = icmp eq i8* %.7.i.i74, null
  br i1 %.8.i.i75, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.endif.if:             ; preds = %for.end.1.4, %for.end.1.3, %for.end.1.2, %for.end.1.1, %for.end.1, %B76.preheader
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif:          ; preds = %B76.preheader
  %1 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i80 = getelementptr i8, i8* %.7.i.i74, i64 24
  %2 = bitcast i8* %.5.i80 to double**
  %.6.i81190 = load double*, double** %2, align 8
  br i1 %1, label %for.body.preheader, label %for.end.endif.endif.endif.endif.endif.thread

for.body.preheader:                               ; preds = %B76.endif.endif.endif.endif.endif.endif
  %3 = add i64 %arg.y0.5.0, -1
  %xtraiter437 = and i64 %arg.y0.5.0, 7
  %4 = icmp ult i64 %3, 7
  br i1 %4, label %for.end.endif.endif.endif.endif.endif.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter440 = and i64 %arg.y0.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index184 = phi i64 [ 0, %for.body.preheader.new ], [ %30, %for.body ]
  %.418.0183 = phi i64 [ 0, %for.body.preheader.new ], [ %loop.index184..418.0183.7, %for.body ]
  %.415.0182 = phi i64 [ 0, %for.body.preheader.new ], [ %loop.index184..415.0182.7, %for.body ]
  %5 = icmp ugt i64 %arg.y0.5.0, 1
  %6 = bitcast i8* %.6.i23 to double*
  %loop.index184..415.0182 = select i1 %5, i64 %loop.index184, i64 %.415.0182
  %loop.index184..418.0183 = select i1 %5, i64 %loop.index184, i64 %.418.0183
  %.432211.in = getelementptr double, double* %6, i64 %loop.index184..415.0182
  %.432211 = load double, double* %.432211.in, align 8
  %.440 = getelementptr double, double* %6, i64 %loop.index184..418.0183
  %.441 = load double, double* %.440, align 8
  %.13.i = tail call double @llvm.sin.f64(double %.432211)
  %.18.i = fmul double %.441, 5.000000e-01
  %.19.i = fsub double %.13.i, %.18.i
  %sunkaddr = mul i64 %loop.index184, 8
  %7 = bitcast double* %.6.i81190 to i8*
  %sunkaddr918 = getelementptr i8, i8* %7, i64 %sunkaddr
  %8 = bitcast i8* %sunkaddr918 to double*
  store double %.19.i, double* %8, align 8
  %9 = add i64 %loop.index184, 1
  %loop.index184..415.0182.1445 = select i1 %5, i64 %9, i64 %.415.0182
  %loop.index184..418.0183.1446 = select i1 %5, i64 %9, i64 %.418.0183
  %.432211.in.1447 = getelementptr double, double* %6, i64 %loop.index184..415.0182.1445
  %.432211.1448 = load double, double* %.432211.in.1447, align 8
  %.440.1449 = getelementptr double, double* %6, i64 %loop.index184..418.0183.1446
  %.441.1450 = load double, double* %.440.1449, align 8
  %.13.i.1451 = tail call double @llvm.sin.f64(double %.432211.1448)
  %.18.i.1452 = fmul double %.441.1450, 5.000000e-01
  %.19.i.1453 = fsub double %.13.i.1451, %.18.i.1452
  %sunkaddr919 = mul i64 %loop.index184, 8
  %10 = bitcast double* %.6.i81190 to i8*
  %sunkaddr920 = getelementptr i8, i8* %10, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, i8* %sunkaddr920, i64 8
  %11 = bitcast i8* %sunkaddr921 to double*
  store double %.19.i.1453, double* %11, align 8
  %12 = add i64 %9, 1
  %loop.index184..415.0182.2460 = select i1 %5, i64 %12, i64 %.415.0182
  %loop.index184..418.0183.2461 = select i1 %5, i64 %12, i64 %.418.0183
  %.432211.in.2462 = getelementptr double, double* %6, i64 %loop.index184..415.0182.2460
  %.432211.2463 = load double, double* %.432211.in.2462, align 8
  %.440.2464 = getelementptr double, double* %6, i64 %loop.index184..418.0183.2461
  %.441.2465 = load double, double* %.440.2464, align 8
  %.13.i.2466 = tail call double @llvm.sin.f64(double %.432211.2463)
  %.18.i.2467 = fmul double %.441.2465, 5.000000e-01
  %.19.i.2468 = fsub double %.13.i.2466, %.18.i.2467
  %sunkaddr922 = mul i64 %loop.index184, 8
  %13 = bitcast double* %.6.i81190 to i8*
  %sunkaddr923 = getelementptr i8, i8* %13, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, i8* %sunkaddr923, i64 16
  %14 = bitcast i8* %sunkaddr924 to double*
  store double %.19.i.2468, double* %14, align 8
  %15 = add i64 %12, 1
  %loop.index184..415.0182.3475 = select i1 %5, i64 %15, i64 %.415.0182
  %loop.index184..418.0183.3476 = select i1 %5, i64 %15, i64 %.418.0183
  %.432211.in.3477 = getelementptr double, double* %6, i64 %loop.index184..415.0182.3475
  %.432211.3478 = load double, double* %.432211.in.3477, align 8
  %.440.3479 = getelementptr double, double* %6, i64 %loop.index184..418.0183.3476
  %.441.3480 = load double, double* %.440.3479, align 8
  %.13.i.3481 = tail call double @llvm.sin.f64(double %.432211.3478)
  %.18.i.3482 = fmul double %.441.3480, 5.000000e-01
  %.19.i.3483 = fsub double %.13.i.3481, %.18.i.3482
  %sunkaddr925 = mul i64 %loop.index184, 8
  %16 = bitcast double* %.6.i81190 to i8*
  %sunkaddr926 = getelementptr i8, i8* %16, i64 %sunkaddr925
  %sunkaddr927 = getelementptr i8, i8* %sunkaddr926, i64 24
  %17 = bitcast i8* %sunkaddr927 to double*
  store double %.19.i.3483, double* %17, align 8
  %18 = add i64 %15, 1
  %loop.index184..415.0182.4490 = select i1 %5, i64 %18, i64 %.415.0182
  %loop.index184..418.0183.4491 = select i1 %5, i64 %18, i64 %.418.0183
  %.432211.in.4492 = getelementptr double, double* %6, i64 %loop.index184..415.0182.4490
  %.432211.4493 = load double, double* %.432211.in.4492, align 8
  %.440.4494 = getelementptr double, double* %6, i64 %loop.index184..418.0183.4491
  %.441.4495 = load double, double* %.440.4494, align 8
  %.13.i.4496 = tail call double @llvm.sin.f64(double %.432211.4493)
  %.18.i.4497 = fmul double %.441.4495, 5.000000e-01
  %.19.i.4498 = fsub double %.13.i.4496, %.18.i.4497
  %sunkaddr928 = mul i64 %loop.index184, 8
  %19 = bitcast double* %.6.i81190 to i8*
  %sunkaddr929 = getelementptr i8, i8* %19, i64 %sunkaddr928
  %sunkaddr930 = getelementptr i8, i8* %sunkaddr929, i64 32
  %20 = bitcast i8* %sunkaddr930 to double*
  store double %.19.i.4498, double* %20, align 8
  %21 = add i64 %18, 1
  %loop.index184..415.0182.5505 = select i1 %5, i64 %21, i64 %.415.0182
  %loop.index184..418.0183.5506 = select i1 %5, i64 %21, i64 %.418.0183
  %.432211.in.5507 = getelementptr double, double* %6, i64 %loop.index184..415.0182.5505
  %.432211.5508 = load double, double* %.432211.in.5507, align 8
  %.440.5509 = getelementptr double, double* %6, i64 %loop.index184..418.0183.5506
  %.441.5510 = load double, double* %.440.5509, align 8
  %.13.i.5511 = tail call double @llvm.sin.f64(double %.432211.5508)
  %.18.i.5512 = fmul double %.441.5510, 5.000000e-01
  %.19.i.5513 = fsub double %.13.i.5511, %.18.i.5512
  %sunkaddr931 = mul i64 %loop.index184, 8
  %22 = bitcast double* %.6.i81190 to i8*
  %sunkaddr932 = getelementptr i8, i8* %22, i64 %sunkaddr931
  %sunkaddr933 = getelementptr i8, i8* %sunkaddr932, i64 40
  %23 = bitcast i8* %sunkaddr933 to double*
  store double %.19.i.5513, double* %23, align 8
  %24 = add i64 %21, 1
  %loop.index184..415.0182.6 = select i1 %5, i64 %24, i64 %.415.0182
  %loop.index184..418.0183.6 = select i1 %5, i64 %24, i64 %.418.0183
  %.432211.in.6 = getelementptr double, double* %6, i64 %loop.index184..415.0182.6
  %.432211.6 = load double, double* %.432211.in.6, align 8
  %.440.6 = getelementptr double, double* %6, i64 %loop.index184..418.0183.6
  %.441.6 = load double, double* %.440.6, align 8
  %.13.i.6 = tail call double @llvm.sin.f64(double %.432211.6)
  %.18.i.6 = fmul double %.441.6, 5.000000e-01
  %.19.i.6 = fsub double %.13.i.6, %.18.i.6
  %sunkaddr934 = mul i64 %loop.index184, 8
  %25 = bitcast double* %.6.i81190 to i8*
  %sunkaddr935 = getelementptr i8, i8* %25, i64 %sunkaddr934
  %sunkaddr936 = getelementptr i8, i8* %sunkaddr935, i64 48
  %26 = bitcast i8* %sunkaddr936 to double*
  store double %.19.i.6, double* %26, align 8
  %27 = add i64 %24, 1
  %loop.index184..415.0182.7 = select i1 %5, i64 %27, i64 %.415.0182
  %loop.index184..418.0183.7 = select i1 %5, i64 %27, i64 %.418.0183
  %.432211.in.7 = getelementptr double, double* %6, i64 %loop.index184..415.0182.7
  %.432211.7 = load double, double* %.432211.in.7, align 8
  %.440.7 = getelementptr double, double* %6, i64 %loop.index184..418.0183.7
  %.441.7 = load double, double* %.440.7, align 8
  %.13.i.7 = tail call double @llvm.sin.f64(double %.432211.7)
  %.18.i.7 = fmul double %.441.7, 5.000000e-01
  %.19.i.7 = fsub double %.13.i.7, %.18.i.7
  %sunkaddr937 = mul i64 %loop.index184, 8
  %28 = bitcast double* %.6.i81190 to i8*
  %sunkaddr938 = getelementptr i8, i8* %28, i64 %sunkaddr937
  %sunkaddr939 = getelementptr i8, i8* %sunkaddr938, i64 56
  %29 = bitcast i8* %sunkaddr939 to double*
  store double %.19.i.7, double* %29, align 8
  %.470.7 = add nuw i64 %loop.index184, 8
  %30 = add i64 %27, 1
  %niter441.ncmp.7 = icmp eq i64 %30, %unroll_iter440
  br i1 %niter441.ncmp.7, label %for.end.endif.endif.endif.endif.endif.unr-lcssa, label %for.body

for.end.endif.endif.endif.endif.endif.unr-lcssa:  ; preds = %for.body, %for.body.preheader
  %loop.index184.unr = phi i64 [ 0, %for.body.preheader ], [ %.470.7, %for.body ]
  %.418.0183.unr = phi i64 [ 0, %for.body.preheader ], [ %loop.index184..418.0183.7, %for.body ]
  %.415.0182.unr = phi i64 [ 0, %for.body.preheader ], [ %loop.index184..415.0182.7, %for.body ]
  %lcmp.mod439.not = icmp eq i64 %xtraiter437, 0
  br i1 %lcmp.mod439.not, label %for.end.endif.endif.endif.endif.endif, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.endif.endif.endif.endif.endif.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv900 = phi i64 [ %xtraiter437, %for.body.epil.preheader ], [ %lsr.iv.next901, %for.body.epil ]
  %loop.index184.epil = phi i64 [ %.470.epil, %for.body.epil ], [ %loop.index184.unr, %for.body.epil.preheader ]
  %.418.0183.epil = phi i64 [ %loop.index184..418.0183.epil, %for.body.epil ], [ %.418.0183.unr, %for.body.epil.preheader ]
  %.415.0182.epil = phi i64 [ %loop.index184..415.0182.epil, %for.body.epil ], [ %.415.0182.unr, %for.body.epil.preheader ]
  %31 = icmp ugt i64 %arg.y0.5.0, 1
  %32 = bitcast i8* %.6.i23 to double*
  %loop.index184..415.0182.epil = select i1 %31, i64 %loop.index184.epil, i64 %.415.0182.epil
  %loop.index184..418.0183.epil = select i1 %31, i64 %loop.index184.epil, i64 %.418.0183.epil
  %.432211.in.epil = getelementptr double, double* %32, i64 %loop.index184..415.0182.epil
  %.432211.epil = load double, double* %.432211.in.epil, align 8
  %.440.epil = getelementptr double, double* %32, i64 %loop.index184..418.0183.epil
  %.441.epil = load double, double* %.440.epil, align 8
  %.13.i.epil = tail call double @llvm.sin.f64(double %.432211.epil)
  %.18.i.epil = fmul double %.441.epil, 5.000000e-01
  %.19.i.epil = fsub double %.13.i.epil, %.18.i.epil
  %scevgep899 = getelementptr double, double* %.6.i81190, i64 %loop.index184.epil
  store double %.19.i.epil, double* %scevgep899, align 8
  %.470.epil = add nuw nsw i64 %loop.index184.epil, 1
  %lsr.iv.next901 = add nsw i64 %lsr.iv900, -1
  %epil.iter438.cmp.not = icmp eq i64 %lsr.iv.next901, 0
  br i1 %epil.iter438.cmp.not, label %for.end.endif.endif.endif.endif.endif, label %for.body.epil, !llvm.loop !16

for.end.endif.endif.endif.endif.endif:            ; preds = %for.body.epil, %for.end.endif.endif.endif.endif.endif.unr-lcssa
  %.7.i.i105 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106 = icmp eq i8* %.7.i.i105, null
  br i1 %.8.i.i106, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.thread:     ; preds = %B76.endif.endif.endif.endif.endif.endif
  %.7.i.i105258 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106259 = icmp eq i8* %.7.i.i105258, null
  br i1 %.8.i.i106259, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.thread: ; preds = %for.end.endif.endif.endif.endif.endif.thread
  %.5.i103262 = getelementptr i8, i8* %.7.i.i105258, i64 24
  %33 = bitcast i8* %.5.i103262 to double**
  %.6.i104191263 = load double*, double** %33, align 8
  br label %for.end.1

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif.5.thread, %for.end.endif.endif.endif.endif.endif.4.thread, %for.end.endif.endif.endif.endif.endif.3.thread, %for.end.endif.endif.endif.endif.endif.2.thread, %for.end.endif.endif.endif.endif.endif.1.thread, %for.end.endif.endif.endif.endif.endif.thread, %for.end.endif.endif.endif.endif.endif.5, %for.end.endif.endif.endif.endif.endif.4, %for.end.endif.endif.endif.endif.endif.3, %for.end.endif.endif.endif.endif.endif.2, %for.end.endif.endif.endif.endif.endif.1, %for.end.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %34 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i103 = getelementptr i8, i8* %.7.i.i105, i64 24
  %35 = bitcast i8* %.5.i103 to double**
  %.6.i104191 = load double*, double** %35, align 8
  br i1 %34, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %36 = add i64 %arg.y0.5.0, -1
  %xtraiter362 = and i64 %arg.y0.5.0, 7
  %37 = icmp ult i64 %36, 7
  br i1 %37, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter365 = and i64 %arg.y0.5.0, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1188 = phi i64 [ 0, %for.body.1.preheader.new ], [ %63, %for.body.1 ]
  %.650.0187 = phi i64 [ 0, %for.body.1.preheader.new ], [ %.650.1.7, %for.body.1 ]
  %.647.0186 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select242.7, %for.body.1 ]
  %38 = icmp ugt i64 %arg.y0.5.0, 1
  %39 = bitcast i8* %.6.i23 to double*
  %spec.select242 = select i1 %38, i64 %loop.index.1188, i64 %.647.0186
  %.663 = getelementptr double, double* %.6.i81190, i64 %spec.select242
  %.664 = load double, double* %.663, align 8
  %.650.1 = select i1 %38, i64 %loop.index.1188, i64 %.650.0187
  %.672 = getelementptr double, double* %39, i64 %.650.1
  %.673 = load double, double* %.672, align 8
  %.7.i = fmul double %.664, %arg.h
  %.8.i = fadd double %.7.i, %.673
  %sunkaddr940 = mul i64 %loop.index.1188, 8
  %40 = bitcast double* %.6.i104191 to i8*
  %sunkaddr941 = getelementptr i8, i8* %40, i64 %sunkaddr940
  %41 = bitcast i8* %sunkaddr941 to double*
  store double %.8.i, double* %41, align 8
  %42 = add i64 %loop.index.1188, 1
  %spec.select242.1370 = select i1 %38, i64 %42, i64 %.647.0186
  %.663.1371 = getelementptr double, double* %.6.i81190, i64 %spec.select242.1370
  %.664.1372 = load double, double* %.663.1371, align 8
  %.650.1.1373 = select i1 %38, i64 %42, i64 %.650.0187
  %.672.1374 = getelementptr double, double* %39, i64 %.650.1.1373
  %.673.1375 = load double, double* %.672.1374, align 8
  %.7.i.1376 = fmul double %.664.1372, %arg.h
  %.8.i.1377 = fadd double %.7.i.1376, %.673.1375
  %sunkaddr942 = mul i64 %loop.index.1188, 8
  %43 = bitcast double* %.6.i104191 to i8*
  %sunkaddr943 = getelementptr i8, i8* %43, i64 %sunkaddr942
  %sunkaddr944 = getelementptr i8, i8* %sunkaddr943, i64 8
  %44 = bitcast i8* %sunkaddr944 to double*
  store double %.8.i.1377, double* %44, align 8
  %45 = add i64 %42, 1
  %spec.select242.2384 = select i1 %38, i64 %45, i64 %.647.0186
  %.663.2385 = getelementptr double, double* %.6.i81190, i64 %spec.select242.2384
  %.664.2386 = load double, double* %.663.2385, align 8
  %.650.1.2387 = select i1 %38, i64 %45, i64 %.650.0187
  %.672.2388 = getelementptr double, double* %39, i64 %.650.1.2387
  %.673.2389 = load double, double* %.672.2388, align 8
  %.7.i.2390 = fmul double %.664.2386, %arg.h
  %.8.i.2391 = fadd double %.7.i.2390, %.673.2389
  %sunkaddr945 = mul i64 %loop.index.1188, 8
  %46 = bitcast double* %.6.i104191 to i8*
  %sunkaddr946 = getelementptr i8, i8* %46, i64 %sunkaddr945
  %sunkaddr947 = getelementptr i8, i8* %sunkaddr946, i64 16
  %47 = bitcast i8* %sunkaddr947 to double*
  store double %.8.i.2391, double* %47, align 8
  %48 = add i64 %45, 1
  %spec.select242.3398 = select i1 %38, i64 %48, i64 %.647.0186
  %.663.3399 = getelementptr double, double* %.6.i81190, i64 %spec.select242.3398
  %.664.3400 = load double, double* %.663.3399, align 8
  %.650.1.3401 = select i1 %38, i64 %48, i64 %.650.0187
  %.672.3402 = getelementptr double, double* %39, i64 %.650.1.3401
  %.673.3403 = load double, double* %.672.3402, align 8
  %.7.i.3404 = fmul double %.664.3400, %arg.h
  %.8.i.3405 = fadd double %.7.i.3404, %.673.3403
  %sunkaddr948 = mul i64 %loop.index.1188, 8
  %49 = bitcast double* %.6.i104191 to i8*
  %sunkaddr949 = getelementptr i8, i8* %49, i64 %sunkaddr948
  %sunkaddr950 = getelementptr i8, i8* %sunkaddr949, i64 24
  %50 = bitcast i8* %sunkaddr950 to double*
  store double %.8.i.3405, double* %50, align 8
  %51 = add i64 %48, 1
  %spec.select242.4412 = select i1 %38, i64 %51, i64 %.647.0186
  %.663.4413 = getelementptr double, double* %.6.i81190, i64 %spec.select242.4412
  %.664.4414 = load double, double* %.663.4413, align 8
  %.650.1.4415 = select i1 %38, i64 %51, i64 %.650.0187
  %.672.4416 = getelementptr double, double* %39, i64 %.650.1.4415
  %.673.4417 = load double, double* %.672.4416, align 8
  %.7.i.4418 = fmul double %.664.4414, %arg.h
  %.8.i.4419 = fadd double %.7.i.4418, %.673.4417
  %sunkaddr951 = mul i64 %loop.index.1188, 8
  %52 = bitcast double* %.6.i104191 to i8*
  %sunkaddr952 = getelementptr i8, i8* %52, i64 %sunkaddr951
  %sunkaddr953 = getelementptr i8, i8* %sunkaddr952, i64 32
  %53 = bitcast i8* %sunkaddr953 to double*
  store double %.8.i.4419, double* %53, align 8
  %54 = add i64 %51, 1
  %spec.select242.5426 = select i1 %38, i64 %54, i64 %.647.0186
  %.663.5427 = getelementptr double, double* %.6.i81190, i64 %spec.select242.5426
  %.664.5428 = load double, double* %.663.5427, align 8
  %.650.1.5429 = select i1 %38, i64 %54, i64 %.650.0187
  %.672.5430 = getelementptr double, double* %39, i64 %.650.1.5429
  %.673.5431 = load double, double* %.672.5430, align 8
  %.7.i.5432 = fmul double %.664.5428, %arg.h
  %.8.i.5433 = fadd double %.7.i.5432, %.673.5431
  %sunkaddr954 = mul i64 %loop.index.1188, 8
  %55 = bitcast double* %.6.i104191 to i8*
  %sunkaddr955 = getelementptr i8, i8* %55, i64 %sunkaddr954
  %sunkaddr956 = getelementptr i8, i8* %sunkaddr955, i64 40
  %56 = bitcast i8* %sunkaddr956 to double*
  store double %.8.i.5433, double* %56, align 8
  %57 = add i64 %54, 1
  %spec.select242.6 = select i1 %38, i64 %57, i64 %.647.0186
  %.663.6 = getelementptr double, double* %.6.i81190, i64 %spec.select242.6
  %.664.6 = load double, double* %.663.6, align 8
  %.650.1.6 = select i1 %38, i64 %57, i64 %.650.0187
  %.672.6 = getelementptr double, double* %39, i64 %.650.1.6
  %.673.6 = load double, double* %.672.6, align 8
  %.7.i.6 = fmul double %.664.6, %arg.h
  %.8.i.6 = fadd double %.7.i.6, %.673.6
  %sunkaddr957 = mul i64 %loop.index.1188, 8
  %58 = bitcast double* %.6.i104191 to i8*
  %sunkaddr958 = getelementptr i8, i8* %58, i64 %sunkaddr957
  %sunkaddr959 = getelementptr i8, i8* %sunkaddr958, i64 48
  %59 = bitcast i8* %sunkaddr959 to double*
  store double %.8.i.6, double* %59, align 8
  %60 = add i64 %57, 1
  %spec.select242.7 = select i1 %38, i64 %60, i64 %.647.0186
  %.663.7 = getelementptr double, double* %.6.i81190, i64 %spec.select242.7
  %.664.7 = load double, double* %.663.7, align 8
  %.650.1.7 = select i1 %38, i64 %60, i64 %.650.0187
  %.672.7 = getelementptr double, double* %39, i64 %.650.1.7
  %.673.7 = load double, double* %.672.7, align 8
  %.7.i.7 = fmul double %.664.7, %arg.h
  %.8.i.7 = fadd double %.7.i.7, %.673.7
  %sunkaddr960 = mul i64 %loop.index.1188, 8
  %61 = bitcast double* %.6.i104191 to i8*
  %sunkaddr961 = getelementptr i8, i8* %61, i64 %sunkaddr960
  %sunkaddr962 = getelementptr i8, i8* %sunkaddr961, i64 56
  %62 = bitcast i8* %sunkaddr962 to double*
  store double %.8.i.7, double* %62, align 8
  %.702.7 = add nuw i64 %loop.index.1188, 8
  %63 = add i64 %60, 1
  %niter366.ncmp.7 = icmp eq i64 %63, %unroll_iter365
  br i1 %niter366.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1188.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.702.7, %for.body.1 ]
  %.650.0187.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.650.1.7, %for.body.1 ]
  %.647.0186.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select242.7, %for.body.1 ]
  %lcmp.mod364.not = icmp eq i64 %xtraiter362, 0
  br i1 %lcmp.mod364.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv881 = phi i64 [ %xtraiter362, %for.body.1.epil.preheader ], [ %lsr.iv.next882, %for.body.1.epil ]
  %loop.index.1188.epil = phi i64 [ %.702.epil, %for.body.1.epil ], [ %loop.index.1188.unr, %for.body.1.epil.preheader ]
  %.650.0187.epil = phi i64 [ %.650.1.epil, %for.body.1.epil ], [ %.650.0187.unr, %for.body.1.epil.preheader ]
  %.647.0186.epil = phi i64 [ %spec.select242.epil, %for.body.1.epil ], [ %.647.0186.unr, %for.body.1.epil.preheader ]
  %64 = icmp ugt i64 %arg.y0.5.0, 1
  %65 = bitcast i8* %.6.i23 to double*
  %spec.select242.epil = select i1 %64, i64 %loop.index.1188.epil, i64 %.647.0186.epil
  %.663.epil = getelementptr double, double* %.6.i81190, i64 %spec.select242.epil
  %.664.epil = load double, double* %.663.epil, align 8
  %.650.1.epil = select i1 %64, i64 %loop.index.1188.epil, i64 %.650.0187.epil
  %.672.epil = getelementptr double, double* %65, i64 %.650.1.epil
  %.673.epil = load double, double* %.672.epil, align 8
  %.7.i.epil = fmul double %.664.epil, %arg.h
  %.8.i.epil = fadd double %.7.i.epil, %.673.epil
  %scevgep880 = getelementptr double, double* %.6.i104191, i64 %loop.index.1188.epil
  store double %.8.i.epil, double* %scevgep880, align 8
  %.702.epil = add nuw nsw i64 %loop.index.1188.epil, 1
  %lsr.iv.next882 = add nsw i64 %lsr.iv881, -1
  %epil.iter363.cmp.not = icmp eq i64 %lsr.iv.next882, 0
  br i1 %epil.iter363.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !25

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif, %for.end.endif.endif.endif.endif.endif.endif.thread
  %.6.i104191265 = phi double* [ %.6.i104191263, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.6.i104191, %for.end.endif.endif.endif.endif.endif.endif ], [ %.6.i104191, %for.end.1.loopexit.unr-lcssa ], [ %.6.i104191, %for.body.1.epil ]
  %.7.i.i105260264 = phi i8* [ %.7.i.i105258, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i105, %for.end.endif.endif.endif.endif.endif.endif ], [ %.7.i.i105, %for.end.1.loopexit.unr-lcssa ], [ %.7.i.i105, %for.body.1.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i74)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i74.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i75.1 = icmp eq i8* %.7.i.i74.1, null
  br i1 %.8.i.i75.1, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.1:        ; preds = %for.end.1
  %66 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i80.1 = getelementptr i8, i8* %.7.i.i74.1, i64 24
  %67 = bitcast i8* %.5.i80.1 to double**
  %.6.i81190.1 = load double*, double** %67, align 8
  br i1 %66, label %for.body.1256.preheader, label %for.end.endif.endif.endif.endif.endif.1.thread

for.body.1256.preheader:                          ; preds = %B76.endif.endif.endif.endif.endif.endif.1
  %68 = add i64 %arg.y0.5.0, -1
  %xtraiter357 = and i64 %arg.y0.5.0, 7
  %69 = icmp ult i64 %68, 7
  br i1 %69, label %for.end.endif.endif.endif.endif.endif.1.unr-lcssa, label %for.body.1256.preheader.new

for.body.1256.preheader.new:                      ; preds = %for.body.1256.preheader
  %unroll_iter360 = and i64 %arg.y0.5.0, -8
  br label %for.body.1256

for.body.1256:                                    ; preds = %for.body.1256, %for.body.1256.preheader.new
  %loop.index184.1 = phi i64 [ 0, %for.body.1256.preheader.new ], [ %94, %for.body.1256 ]
  %.418.0183.1 = phi i64 [ 0, %for.body.1256.preheader.new ], [ %loop.index184..418.0183.1.7, %for.body.1256 ]
  %.415.0182.1 = phi i64 [ 0, %for.body.1256.preheader.new ], [ %loop.index184..415.0182.1.7, %for.body.1256 ]
  %70 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.1 = select i1 %70, i64 %loop.index184.1, i64 %.415.0182.1
  %loop.index184..418.0183.1 = select i1 %70, i64 %loop.index184.1, i64 %.418.0183.1
  %.432211.in.1 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..415.0182.1
  %.432211.1 = load double, double* %.432211.in.1, align 8
  %.440.1 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..418.0183.1
  %.441.1 = load double, double* %.440.1, align 8
  %.13.i.1 = tail call double @llvm.sin.f64(double %.432211.1)
  %.18.i.1 = fmul double %.441.1, 5.000000e-01
  %.19.i.1 = fsub double %.13.i.1, %.18.i.1
  %sunkaddr963 = mul i64 %loop.index184.1, 8
  %71 = bitcast double* %.6.i81190.1 to i8*
  %sunkaddr964 = getelementptr i8, i8* %71, i64 %sunkaddr963
  %72 = bitcast i8* %sunkaddr964 to double*
  store double %.19.i.1, double* %72, align 8
  %73 = add i64 %loop.index184.1, 1
  %loop.index184..415.0182.1.1 = select i1 %70, i64 %73, i64 %.415.0182.1
  %loop.index184..418.0183.1.1 = select i1 %70, i64 %73, i64 %.418.0183.1
  %.432211.in.1.1 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..415.0182.1.1
  %.432211.1.1 = load double, double* %.432211.in.1.1, align 8
  %.440.1.1 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..418.0183.1.1
  %.441.1.1 = load double, double* %.440.1.1, align 8
  %.13.i.1.1 = tail call double @llvm.sin.f64(double %.432211.1.1)
  %.18.i.1.1 = fmul double %.441.1.1, 5.000000e-01
  %.19.i.1.1 = fsub double %.13.i.1.1, %.18.i.1.1
  %sunkaddr965 = mul i64 %loop.index184.1, 8
  %74 = bitcast double* %.6.i81190.1 to i8*
  %sunkaddr966 = getelementptr i8, i8* %74, i64 %sunkaddr965
  %sunkaddr967 = getelementptr i8, i8* %sunkaddr966, i64 8
  %75 = bitcast i8* %sunkaddr967 to double*
  store double %.19.i.1.1, double* %75, align 8
  %76 = add i64 %73, 1
  %loop.index184..415.0182.1.2 = select i1 %70, i64 %76, i64 %.415.0182.1
  %loop.index184..418.0183.1.2 = select i1 %70, i64 %76, i64 %.418.0183.1
  %.432211.in.1.2 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..415.0182.1.2
  %.432211.1.2 = load double, double* %.432211.in.1.2, align 8
  %.440.1.2 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..418.0183.1.2
  %.441.1.2 = load double, double* %.440.1.2, align 8
  %.13.i.1.2 = tail call double @llvm.sin.f64(double %.432211.1.2)
  %.18.i.1.2 = fmul double %.441.1.2, 5.000000e-01
  %.19.i.1.2 = fsub double %.13.i.1.2, %.18.i.1.2
  %sunkaddr968 = mul i64 %loop.index184.1, 8
  %77 = bitcast double* %.6.i81190.1 to i8*
  %sunkaddr969 = getelementptr i8, i8* %77, i64 %sunkaddr968
  %sunkaddr970 = getelementptr i8, i8* %sunkaddr969, i64 16
  %78 = bitcast i8* %sunkaddr970 to double*
  store double %.19.i.1.2, double* %78, align 8
  %79 = add i64 %76, 1
  %loop.index184..415.0182.1.3 = select i1 %70, i64 %79, i64 %.415.0182.1
  %loop.index184..418.0183.1.3 = select i1 %70, i64 %79, i64 %.418.0183.1
  %.432211.in.1.3 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..415.0182.1.3
  %.432211.1.3 = load double, double* %.432211.in.1.3, align 8
  %.440.1.3 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..418.0183.1.3
  %.441.1.3 = load double, double* %.440.1.3, align 8
  %.13.i.1.3 = tail call double @llvm.sin.f64(double %.432211.1.3)
  %.18.i.1.3 = fmul double %.441.1.3, 5.000000e-01
  %.19.i.1.3 = fsub double %.13.i.1.3, %.18.i.1.3
  %sunkaddr971 = mul i64 %loop.index184.1, 8
  %80 = bitcast double* %.6.i81190.1 to i8*
  %sunkaddr972 = getelementptr i8, i8* %80, i64 %sunkaddr971
  %sunkaddr973 = getelementptr i8, i8* %sunkaddr972, i64 24
  %81 = bitcast i8* %sunkaddr973 to double*
  store double %.19.i.1.3, double* %81, align 8
  %82 = add i64 %79, 1
  %loop.index184..415.0182.1.4 = select i1 %70, i64 %82, i64 %.415.0182.1
  %loop.index184..418.0183.1.4 = select i1 %70, i64 %82, i64 %.418.0183.1
  %.432211.in.1.4 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..415.0182.1.4
  %.432211.1.4 = load double, double* %.432211.in.1.4, align 8
  %.440.1.4 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..418.0183.1.4
  %.441.1.4 = load double, double* %.440.1.4, align 8
  %.13.i.1.4 = tail call double @llvm.sin.f64(double %.432211.1.4)
  %.18.i.1.4 = fmul double %.441.1.4, 5.000000e-01
  %.19.i.1.4 = fsub double %.13.i.1.4, %.18.i.1.4
  %sunkaddr974 = mul i64 %loop.index184.1, 8
  %83 = bitcast double* %.6.i81190.1 to i8*
  %sunkaddr975 = getelementptr i8, i8* %83, i64 %sunkaddr974
  %sunkaddr976 = getelementptr i8, i8* %sunkaddr975, i64 32
  %84 = bitcast i8* %sunkaddr976 to double*
  store double %.19.i.1.4, double* %84, align 8
  %85 = add i64 %82, 1
  %loop.index184..415.0182.1.5 = select i1 %70, i64 %85, i64 %.415.0182.1
  %loop.index184..418.0183.1.5 = select i1 %70, i64 %85, i64 %.418.0183.1
  %.432211.in.1.5 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..415.0182.1.5
  %.432211.1.5 = load double, double* %.432211.in.1.5, align 8
  %.440.1.5 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..418.0183.1.5
  %.441.1.5 = load double, double* %.440.1.5, align 8
  %.13.i.1.5 = tail call double @llvm.sin.f64(double %.432211.1.5)
  %.18.i.1.5 = fmul double %.441.1.5, 5.000000e-01
  %.19.i.1.5 = fsub double %.13.i.1.5, %.18.i.1.5
  %sunkaddr977 = mul i64 %loop.index184.1, 8
  %86 = bitcast double* %.6.i81190.1 to i8*
  %sunkaddr978 = getelementptr i8, i8* %86, i64 %sunkaddr977
  %sunkaddr979 = getelementptr i8, i8* %sunkaddr978, i64 40
  %87 = bitcast i8* %sunkaddr979 to double*
  store double %.19.i.1.5, double* %87, align 8
  %88 = add i64 %85, 1
  %loop.index184..415.0182.1.6 = select i1 %70, i64 %88, i64 %.415.0182.1
  %loop.index184..418.0183.1.6 = select i1 %70, i64 %88, i64 %.418.0183.1
  %.432211.in.1.6 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..415.0182.1.6
  %.432211.1.6 = load double, double* %.432211.in.1.6, align 8
  %.440.1.6 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..418.0183.1.6
  %.441.1.6 = load double, double* %.440.1.6, align 8
  %.13.i.1.6 = tail call double @llvm.sin.f64(double %.432211.1.6)
  %.18.i.1.6 = fmul double %.441.1.6, 5.000000e-01
  %.19.i.1.6 = fsub double %.13.i.1.6, %.18.i.1.6
  %sunkaddr980 = mul i64 %loop.index184.1, 8
  %89 = bitcast double* %.6.i81190.1 to i8*
  %sunkaddr981 = getelementptr i8, i8* %89, i64 %sunkaddr980
  %sunkaddr982 = getelementptr i8, i8* %sunkaddr981, i64 48
  %90 = bitcast i8* %sunkaddr982 to double*
  store double %.19.i.1.6, double* %90, align 8
  %91 = add i64 %88, 1
  %loop.index184..415.0182.1.7 = select i1 %70, i64 %91, i64 %.415.0182.1
  %loop.index184..418.0183.1.7 = select i1 %70, i64 %91, i64 %.418.0183.1
  %.432211.in.1.7 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..415.0182.1.7
  %.432211.1.7 = load double, double* %.432211.in.1.7, align 8
  %.440.1.7 = getelementptr double, double* %.6.i104191265, i64 %loop.index184..418.0183.1.7
  %.441.1.7 = load double, double* %.440.1.7, align 8
  %.13.i.1.7 = tail call double @llvm.sin.f64(double %.432211.1.7)
  %.18.i.1.7 = fmul double %.441.1.7, 5.000000e-01
  %.19.i.1.7 = fsub double %.13.i.1.7, %.18.i.1.7
  %sunkaddr983 = mul i64 %loop.index184.1, 8
  %92 = bitcast double* %.6.i81190.1 to i8*
  %sunkaddr984 = getelementptr i8, i8* %92, i64 %sunkaddr983
  %sunkaddr985 = getelementptr i8, i8* %sunkaddr984, i64 56
  %93 = bitcast i8* %sunkaddr985 to double*
  store double %.19.i.1.7, double* %93, align 8
  %.470.1.7 = add nuw i64 %loop.index184.1, 8
  %94 = add i64 %91, 1
  %niter361.ncmp.7 = icmp eq i64 %94, %unroll_iter360
  br i1 %niter361.ncmp.7, label %for.end.endif.endif.endif.endif.endif.1.unr-lcssa, label %for.body.1256

for.end.endif.endif.endif.endif.endif.1.unr-lcssa: ; preds = %for.body.1256, %for.body.1256.preheader
  %loop.index184.1.unr = phi i64 [ 0, %for.body.1256.preheader ], [ %.470.1.7, %for.body.1256 ]
  %.418.0183.1.unr = phi i64 [ 0, %for.body.1256.preheader ], [ %loop.index184..418.0183.1.7, %for.body.1256 ]
  %.415.0182.1.unr = phi i64 [ 0, %for.body.1256.preheader ], [ %loop.index184..415.0182.1.7, %for.body.1256 ]
  %lcmp.mod359.not = icmp eq i64 %xtraiter357, 0
  br i1 %lcmp.mod359.not, label %for.end.endif.endif.endif.endif.endif.1, label %for.body.1256.epil.preheader

for.body.1256.epil.preheader:                     ; preds = %for.end.endif.endif.endif.endif.endif.1.unr-lcssa
  br label %for.body.1256.epil

for.body.1256.epil:                               ; preds = %for.body.1256.epil.preheader, %for.body.1256.epil
  %lsr.iv862 = phi i64 [ %xtraiter357, %for.body.1256.epil.preheader ], [ %lsr.iv.next863, %for.body.1256.epil ]
  %loop.index184.1.epil = phi i64 [ %.470.1.epil, %for.body.1256.epil ], [ %loop.index184.1.unr, %for.body.1256.epil.preheader ]
  %.418.0183.1.epil = phi i64 [ %loop.index184..418.0183.1.epil, %for.body.1256.epil ], [ %.418.0183.1.unr, %for.body.1256.epil.preheader ]
  %.415.0182.1.epil = phi i64 [ %loop.index184..415.0182.1.epil, %for.body.1256.epil ], [ %.415.0182.1.unr, %for.body.1256.epil.preheader ]
  %95 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.1.epil = select i1 %95, i64 %loop.index184.1.epil, i64 %.415.0182.1.epil
  %loop.index184..418.0183.1.epil = select i1 %95, i64 %loop.index184.1.epil, i64 %.418.0183.1.epil
  %.432211.in.1.epil = getelementptr double, double* %.6.i104191265, i64 %loop.index184..415.0182.1.epil
  %.432211.1.epil = load double, double* %.432211.in.1.epil, align 8
  %.440.1.epil = getelementptr double, double* %.6.i104191265, i64 %loop.index184..418.0183.1.epil
  %.441.1.epil = load double, double* %.440.1.epil, align 8
  %.13.i.1.epil = tail call double @llvm.sin.f64(double %.432211.1.epil)
  %.18.i.1.epil = fmul double %.441.1.epil, 5.000000e-01
  %.19.i.1.epil = fsub double %.13.i.1.epil, %.18.i.1.epil
  %scevgep861 = getelementptr double, double* %.6.i81190.1, i64 %loop.index184.1.epil
  store double %.19.i.1.epil, double* %scevgep861, align 8
  %.470.1.epil = add nuw nsw i64 %loop.index184.1.epil, 1
  %lsr.iv.next863 = add nsw i64 %lsr.iv862, -1
  %epil.iter358.cmp.not = icmp eq i64 %lsr.iv.next863, 0
  br i1 %epil.iter358.cmp.not, label %for.end.endif.endif.endif.endif.endif.1, label %for.body.1256.epil, !llvm.loop !26

for.end.endif.endif.endif.endif.endif.1:          ; preds = %for.body.1256.epil, %for.end.endif.endif.endif.endif.endif.1.unr-lcssa
  %.7.i.i105.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.1 = icmp eq i8* %.7.i.i105.1, null
  br i1 %.8.i.i106.1, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.1, !prof !0

for.end.endif.endif.endif.endif.endif.1.thread:   ; preds = %B76.endif.endif.endif.endif.endif.endif.1
  %.7.i.i105.1266 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.1267 = icmp eq i8* %.7.i.i105.1266, null
  br i1 %.8.i.i106.1267, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.1.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.1.thread: ; preds = %for.end.endif.endif.endif.endif.endif.1.thread
  %.5.i103.1270 = getelementptr i8, i8* %.7.i.i105.1266, i64 24
  %96 = bitcast i8* %.5.i103.1270 to double**
  %.6.i104191.1271 = load double*, double** %96, align 8
  br label %for.end.1.1

for.end.endif.endif.endif.endif.endif.endif.1:    ; preds = %for.end.endif.endif.endif.endif.endif.1
  %97 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i103.1 = getelementptr i8, i8* %.7.i.i105.1, i64 24
  %98 = bitcast i8* %.5.i103.1 to double**
  %.6.i104191.1 = load double*, double** %98, align 8
  br i1 %97, label %for.body.1.1.preheader, label %for.end.1.1

for.body.1.1.preheader:                           ; preds = %for.end.endif.endif.endif.endif.endif.endif.1
  %99 = add i64 %arg.y0.5.0, -1
  %xtraiter352 = and i64 %arg.y0.5.0, 7
  %100 = icmp ult i64 %99, 7
  br i1 %100, label %for.end.1.1.loopexit.unr-lcssa, label %for.body.1.1.preheader.new

for.body.1.1.preheader.new:                       ; preds = %for.body.1.1.preheader
  %unroll_iter355 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.1

for.body.1.1:                                     ; preds = %for.body.1.1, %for.body.1.1.preheader.new
  %loop.index.1188.1 = phi i64 [ 0, %for.body.1.1.preheader.new ], [ %125, %for.body.1.1 ]
  %.650.0187.1 = phi i64 [ 0, %for.body.1.1.preheader.new ], [ %.650.1.1.7, %for.body.1.1 ]
  %.647.0186.1 = phi i64 [ 0, %for.body.1.1.preheader.new ], [ %spec.select242.1.7, %for.body.1.1 ]
  %101 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.1 = select i1 %101, i64 %loop.index.1188.1, i64 %.647.0186.1
  %.663.1 = getelementptr double, double* %.6.i81190.1, i64 %spec.select242.1
  %.664.1 = load double, double* %.663.1, align 8
  %.650.1.1 = select i1 %101, i64 %loop.index.1188.1, i64 %.650.0187.1
  %.672.1 = getelementptr double, double* %.6.i104191265, i64 %.650.1.1
  %.673.1 = load double, double* %.672.1, align 8
  %.7.i.1 = fmul double %.664.1, %arg.h
  %.8.i.1 = fadd double %.7.i.1, %.673.1
  %sunkaddr986 = mul i64 %loop.index.1188.1, 8
  %102 = bitcast double* %.6.i104191.1 to i8*
  %sunkaddr987 = getelementptr i8, i8* %102, i64 %sunkaddr986
  %103 = bitcast i8* %sunkaddr987 to double*
  store double %.8.i.1, double* %103, align 8
  %104 = add i64 %loop.index.1188.1, 1
  %spec.select242.1.1 = select i1 %101, i64 %104, i64 %.647.0186.1
  %.663.1.1 = getelementptr double, double* %.6.i81190.1, i64 %spec.select242.1.1
  %.664.1.1 = load double, double* %.663.1.1, align 8
  %.650.1.1.1 = select i1 %101, i64 %104, i64 %.650.0187.1
  %.672.1.1 = getelementptr double, double* %.6.i104191265, i64 %.650.1.1.1
  %.673.1.1 = load double, double* %.672.1.1, align 8
  %.7.i.1.1 = fmul double %.664.1.1, %arg.h
  %.8.i.1.1 = fadd double %.7.i.1.1, %.673.1.1
  %sunkaddr988 = mul i64 %loop.index.1188.1, 8
  %105 = bitcast double* %.6.i104191.1 to i8*
  %sunkaddr989 = getelementptr i8, i8* %105, i64 %sunkaddr988
  %sunkaddr990 = getelementptr i8, i8* %sunkaddr989, i64 8
  %106 = bitcast i8* %sunkaddr990 to double*
  store double %.8.i.1.1, double* %106, align 8
  %107 = add i64 %104, 1
  %spec.select242.1.2 = select i1 %101, i64 %107, i64 %.647.0186.1
  %.663.1.2 = getelementptr double, double* %.6.i81190.1, i64 %spec.select242.1.2
  %.664.1.2 = load double, double* %.663.1.2, align 8
  %.650.1.1.2 = select i1 %101, i64 %107, i64 %.650.0187.1
  %.672.1.2 = getelementptr double, double* %.6.i104191265, i64 %.650.1.1.2
  %.673.1.2 = load double, double* %.672.1.2, align 8
  %.7.i.1.2 = fmul double %.664.1.2, %arg.h
  %.8.i.1.2 = fadd double %.7.i.1.2, %.673.1.2
  %sunkaddr991 = mul i64 %loop.index.1188.1, 8
  %108 = bitcast double* %.6.i104191.1 to i8*
  %sunkaddr992 = getelementptr i8, i8* %108, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, i8* %sunkaddr992, i64 16
  %109 = bitcast i8* %sunkaddr993 to double*
  store double %.8.i.1.2, double* %109, align 8
  %110 = add i64 %107, 1
  %spec.select242.1.3 = select i1 %101, i64 %110, i64 %.647.0186.1
  %.663.1.3 = getelementptr double, double* %.6.i81190.1, i64 %spec.select242.1.3
  %.664.1.3 = load double, double* %.663.1.3, align 8
  %.650.1.1.3 = select i1 %101, i64 %110, i64 %.650.0187.1
  %.672.1.3 = getelementptr double, double* %.6.i104191265, i64 %.650.1.1.3
  %.673.1.3 = load double, double* %.672.1.3, align 8
  %.7.i.1.3 = fmul double %.664.1.3, %arg.h
  %.8.i.1.3 = fadd double %.7.i.1.3, %.673.1.3
  %sunkaddr994 = mul i64 %loop.index.1188.1, 8
  %111 = bitcast double* %.6.i104191.1 to i8*
  %sunkaddr995 = getelementptr i8, i8* %111, i64 %sunkaddr994
  %sunkaddr996 = getelementptr i8, i8* %sunkaddr995, i64 24
  %112 = bitcast i8* %sunkaddr996 to double*
  store double %.8.i.1.3, double* %112, align 8
  %113 = add i64 %110, 1
  %spec.select242.1.4 = select i1 %101, i64 %113, i64 %.647.0186.1
  %.663.1.4 = getelementptr double, double* %.6.i81190.1, i64 %spec.select242.1.4
  %.664.1.4 = load double, double* %.663.1.4, align 8
  %.650.1.1.4 = select i1 %101, i64 %113, i64 %.650.0187.1
  %.672.1.4 = getelementptr double, double* %.6.i104191265, i64 %.650.1.1.4
  %.673.1.4 = load double, double* %.672.1.4, align 8
  %.7.i.1.4 = fmul double %.664.1.4, %arg.h
  %.8.i.1.4 = fadd double %.7.i.1.4, %.673.1.4
  %sunkaddr997 = mul i64 %loop.index.1188.1, 8
  %114 = bitcast double* %.6.i104191.1 to i8*
  %sunkaddr998 = getelementptr i8, i8* %114, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, i8* %sunkaddr998, i64 32
  %115 = bitcast i8* %sunkaddr999 to double*
  store double %.8.i.1.4, double* %115, align 8
  %116 = add i64 %113, 1
  %spec.select242.1.5 = select i1 %101, i64 %116, i64 %.647.0186.1
  %.663.1.5 = getelementptr double, double* %.6.i81190.1, i64 %spec.select242.1.5
  %.664.1.5 = load double, double* %.663.1.5, align 8
  %.650.1.1.5 = select i1 %101, i64 %116, i64 %.650.0187.1
  %.672.1.5 = getelementptr double, double* %.6.i104191265, i64 %.650.1.1.5
  %.673.1.5 = load double, double* %.672.1.5, align 8
  %.7.i.1.5 = fmul double %.664.1.5, %arg.h
  %.8.i.1.5 = fadd double %.7.i.1.5, %.673.1.5
  %sunkaddr1000 = mul i64 %loop.index.1188.1, 8
  %117 = bitcast double* %.6.i104191.1 to i8*
  %sunkaddr1001 = getelementptr i8, i8* %117, i64 %sunkaddr1000
  %sunkaddr1002 = getelementptr i8, i8* %sunkaddr1001, i64 40
  %118 = bitcast i8* %sunkaddr1002 to double*
  store double %.8.i.1.5, double* %118, align 8
  %119 = add i64 %116, 1
  %spec.select242.1.6 = select i1 %101, i64 %119, i64 %.647.0186.1
  %.663.1.6 = getelementptr double, double* %.6.i81190.1, i64 %spec.select242.1.6
  %.664.1.6 = load double, double* %.663.1.6, align 8
  %.650.1.1.6 = select i1 %101, i64 %119, i64 %.650.0187.1
  %.672.1.6 = getelementptr double, double* %.6.i104191265, i64 %.650.1.1.6
  %.673.1.6 = load double, double* %.672.1.6, align 8
  %.7.i.1.6 = fmul double %.664.1.6, %arg.h
  %.8.i.1.6 = fadd double %.7.i.1.6, %.673.1.6
  %sunkaddr1003 = mul i64 %loop.index.1188.1, 8
  %120 = bitcast double* %.6.i104191.1 to i8*
  %sunkaddr1004 = getelementptr i8, i8* %120, i64 %sunkaddr1003
  %sunkaddr1005 = getelementptr i8, i8* %sunkaddr1004, i64 48
  %121 = bitcast i8* %sunkaddr1005 to double*
  store double %.8.i.1.6, double* %121, align 8
  %122 = add i64 %119, 1
  %spec.select242.1.7 = select i1 %101, i64 %122, i64 %.647.0186.1
  %.663.1.7 = getelementptr double, double* %.6.i81190.1, i64 %spec.select242.1.7
  %.664.1.7 = load double, double* %.663.1.7, align 8
  %.650.1.1.7 = select i1 %101, i64 %122, i64 %.650.0187.1
  %.672.1.7 = getelementptr double, double* %.6.i104191265, i64 %.650.1.1.7
  %.673.1.7 = load double, double* %.672.1.7, align 8
  %.7.i.1.7 = fmul double %.664.1.7, %arg.h
  %.8.i.1.7 = fadd double %.7.i.1.7, %.673.1.7
  %sunkaddr1006 = mul i64 %loop.index.1188.1, 8
  %123 = bitcast double* %.6.i104191.1 to i8*
  %sunkaddr1007 = getelementptr i8, i8* %123, i64 %sunkaddr1006
  %sunkaddr1008 = getelementptr i8, i8* %sunkaddr1007, i64 56
  %124 = bitcast i8* %sunkaddr1008 to double*
  store double %.8.i.1.7, double* %124, align 8
  %.702.1.7 = add nuw i64 %loop.index.1188.1, 8
  %125 = add i64 %122, 1
  %niter356.ncmp.7 = icmp eq i64 %125, %unroll_iter355
  br i1 %niter356.ncmp.7, label %for.end.1.1.loopexit.unr-lcssa, label %for.body.1.1

for.end.1.1.loopexit.unr-lcssa:                   ; preds = %for.body.1.1, %for.body.1.1.preheader
  %loop.index.1188.1.unr = phi i64 [ 0, %for.body.1.1.preheader ], [ %.702.1.7, %for.body.1.1 ]
  %.650.0187.1.unr = phi i64 [ 0, %for.body.1.1.preheader ], [ %.650.1.1.7, %for.body.1.1 ]
  %.647.0186.1.unr = phi i64 [ 0, %for.body.1.1.preheader ], [ %spec.select242.1.7, %for.body.1.1 ]
  %lcmp.mod354.not = icmp eq i64 %xtraiter352, 0
  br i1 %lcmp.mod354.not, label %for.end.1.1, label %for.body.1.1.epil.preheader

for.body.1.1.epil.preheader:                      ; preds = %for.end.1.1.loopexit.unr-lcssa
  br label %for.body.1.1.epil

for.body.1.1.epil:                                ; preds = %for.body.1.1.epil.preheader, %for.body.1.1.epil
  %lsr.iv843 = phi i64 [ %xtraiter352, %for.body.1.1.epil.preheader ], [ %lsr.iv.next844, %for.body.1.1.epil ]
  %loop.index.1188.1.epil = phi i64 [ %.702.1.epil, %for.body.1.1.epil ], [ %loop.index.1188.1.unr, %for.body.1.1.epil.preheader ]
  %.650.0187.1.epil = phi i64 [ %.650.1.1.epil, %for.body.1.1.epil ], [ %.650.0187.1.unr, %for.body.1.1.epil.preheader ]
  %.647.0186.1.epil = phi i64 [ %spec.select242.1.epil, %for.body.1.1.epil ], [ %.647.0186.1.unr, %for.body.1.1.epil.preheader ]
  %126 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.1.epil = select i1 %126, i64 %loop.index.1188.1.epil, i64 %.647.0186.1.epil
  %.663.1.epil = getelementptr double, double* %.6.i81190.1, i64 %spec.select242.1.epil
  %.664.1.epil = load double, double* %.663.1.epil, align 8
  %.650.1.1.epil = select i1 %126, i64 %loop.index.1188.1.epil, i64 %.650.0187.1.epil
  %.672.1.epil = getelementptr double, double* %.6.i104191265, i64 %.650.1.1.epil
  %.673.1.epil = load double, double* %.672.1.epil, align 8
  %.7.i.1.epil = fmul double %.664.1.epil, %arg.h
  %.8.i.1.epil = fadd double %.7.i.1.epil, %.673.1.epil
  %scevgep842 = getelementptr double, double* %.6.i104191.1, i64 %loop.index.1188.1.epil
  store double %.8.i.1.epil, double* %scevgep842, align 8
  %.702.1.epil = add nuw nsw i64 %loop.index.1188.1.epil, 1
  %lsr.iv.next844 = add nsw i64 %lsr.iv843, -1
  %epil.iter353.cmp.not = icmp eq i64 %lsr.iv.next844, 0
  br i1 %epil.iter353.cmp.not, label %for.end.1.1, label %for.body.1.1.epil, !llvm.loop !27

for.end.1.1:                                      ; preds = %for.body.1.1.epil, %for.end.1.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif.1, %for.end.endif.endif.endif.endif.endif.endif.1.thread
  %.6.i104191.1273 = phi double* [ %.6.i104191.1271, %for.end.endif.endif.endif.endif.endif.endif.1.thread ], [ %.6.i104191.1, %for.end.endif.endif.endif.endif.endif.endif.1 ], [ %.6.i104191.1, %for.end.1.1.loopexit.unr-lcssa ], [ %.6.i104191.1, %for.body.1.1.epil ]
  %.7.i.i105.1268272 = phi i8* [ %.7.i.i105.1266, %for.end.endif.endif.endif.endif.endif.endif.1.thread ], [ %.7.i.i105.1, %for.end.endif.endif.endif.endif.endif.endif.1 ], [ %.7.i.i105.1, %for.end.1.1.loopexit.unr-lcssa ], [ %.7.i.i105.1, %for.body.1.1.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i74.1)
  tail call void @NRT_decref(i8* nonnull %.7.i.i105260264)
  %.7.i.i74.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i75.2 = icmp eq i8* %.7.i.i74.2, null
  br i1 %.8.i.i75.2, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.endif.endif.2:        ; preds = %for.end.1.1
  %127 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i80.2 = getelementptr i8, i8* %.7.i.i74.2, i64 24
  %128 = bitcast i8* %.5.i80.2 to double**
  %.6.i81190.2 = load double*, double** %128, align 8
  br i1 %127, label %for.body.2257.preheader, label %for.end.endif.endif.endif.endif.endif.2.thread

for.body.2257.preheader:                          ; preds = %B76.endif.endif.endif.endif.endif.endif.2
  %129 = add i64 %arg.y0.5.0, -1
  %xtraiter347 = and i64 %arg.y0.5.0, 7
  %130 = icmp ult i64 %129, 7
  br i1 %130, label %for.end.endif.endif.endif.endif.endif.2.unr-lcssa, label %for.body.2257.preheader.new

for.body.2257.preheader.new:                      ; preds = %for.body.2257.preheader
  %unroll_iter350 = and i64 %arg.y0.5.0, -8
  br label %for.body.2257

for.body.2257:                                    ; preds = %for.body.2257, %for.body.2257.preheader.new
  %loop.index184.2 = phi i64 [ 0, %for.body.2257.preheader.new ], [ %155, %for.body.2257 ]
  %.418.0183.2 = phi i64 [ 0, %for.body.2257.preheader.new ], [ %loop.index184..418.0183.2.7, %for.body.2257 ]
  %.415.0182.2 = phi i64 [ 0, %for.body.2257.preheader.new ], [ %loop.index184..415.0182.2.7, %for.body.2257 ]
  %131 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.2 = select i1 %131, i64 %loop.index184.2, i64 %.415.0182.2
  %loop.index184..418.0183.2 = select i1 %131, i64 %loop.index184.2, i64 %.418.0183.2
  %.432211.in.2 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..415.0182.2
  %.432211.2 = load double, double* %.432211.in.2, align 8
  %.440.2 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..418.0183.2
  %.441.2 = load double, double* %.440.2, align 8
  %.13.i.2 = tail call double @llvm.sin.f64(double %.432211.2)
  %.18.i.2 = fmul double %.441.2, 5.000000e-01
  %.19.i.2 = fsub double %.13.i.2, %.18.i.2
  %sunkaddr1009 = mul i64 %loop.index184.2, 8
  %132 = bitcast double* %.6.i81190.2 to i8*
  %sunkaddr1010 = getelementptr i8, i8* %132, i64 %sunkaddr1009
  %133 = bitcast i8* %sunkaddr1010 to double*
  store double %.19.i.2, double* %133, align 8
  %134 = add i64 %loop.index184.2, 1
  %loop.index184..415.0182.2.1 = select i1 %131, i64 %134, i64 %.415.0182.2
  %loop.index184..418.0183.2.1 = select i1 %131, i64 %134, i64 %.418.0183.2
  %.432211.in.2.1 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..415.0182.2.1
  %.432211.2.1 = load double, double* %.432211.in.2.1, align 8
  %.440.2.1 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..418.0183.2.1
  %.441.2.1 = load double, double* %.440.2.1, align 8
  %.13.i.2.1 = tail call double @llvm.sin.f64(double %.432211.2.1)
  %.18.i.2.1 = fmul double %.441.2.1, 5.000000e-01
  %.19.i.2.1 = fsub double %.13.i.2.1, %.18.i.2.1
  %sunkaddr1011 = mul i64 %loop.index184.2, 8
  %135 = bitcast double* %.6.i81190.2 to i8*
  %sunkaddr1012 = getelementptr i8, i8* %135, i64 %sunkaddr1011
  %sunkaddr1013 = getelementptr i8, i8* %sunkaddr1012, i64 8
  %136 = bitcast i8* %sunkaddr1013 to double*
  store double %.19.i.2.1, double* %136, align 8
  %137 = add i64 %134, 1
  %loop.index184..415.0182.2.2 = select i1 %131, i64 %137, i64 %.415.0182.2
  %loop.index184..418.0183.2.2 = select i1 %131, i64 %137, i64 %.418.0183.2
  %.432211.in.2.2 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..415.0182.2.2
  %.432211.2.2 = load double, double* %.432211.in.2.2, align 8
  %.440.2.2 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..418.0183.2.2
  %.441.2.2 = load double, double* %.440.2.2, align 8
  %.13.i.2.2 = tail call double @llvm.sin.f64(double %.432211.2.2)
  %.18.i.2.2 = fmul double %.441.2.2, 5.000000e-01
  %.19.i.2.2 = fsub double %.13.i.2.2, %.18.i.2.2
  %sunkaddr1014 = mul i64 %loop.index184.2, 8
  %138 = bitcast double* %.6.i81190.2 to i8*
  %sunkaddr1015 = getelementptr i8, i8* %138, i64 %sunkaddr1014
  %sunkaddr1016 = getelementptr i8, i8* %sunkaddr1015, i64 16
  %139 = bitcast i8* %sunkaddr1016 to double*
  store double %.19.i.2.2, double* %139, align 8
  %140 = add i64 %137, 1
  %loop.index184..415.0182.2.3 = select i1 %131, i64 %140, i64 %.415.0182.2
  %loop.index184..418.0183.2.3 = select i1 %131, i64 %140, i64 %.418.0183.2
  %.432211.in.2.3 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..415.0182.2.3
  %.432211.2.3 = load double, double* %.432211.in.2.3, align 8
  %.440.2.3 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..418.0183.2.3
  %.441.2.3 = load double, double* %.440.2.3, align 8
  %.13.i.2.3 = tail call double @llvm.sin.f64(double %.432211.2.3)
  %.18.i.2.3 = fmul double %.441.2.3, 5.000000e-01
  %.19.i.2.3 = fsub double %.13.i.2.3, %.18.i.2.3
  %sunkaddr1017 = mul i64 %loop.index184.2, 8
  %141 = bitcast double* %.6.i81190.2 to i8*
  %sunkaddr1018 = getelementptr i8, i8* %141, i64 %sunkaddr1017
  %sunkaddr1019 = getelementptr i8, i8* %sunkaddr1018, i64 24
  %142 = bitcast i8* %sunkaddr1019 to double*
  store double %.19.i.2.3, double* %142, align 8
  %143 = add i64 %140, 1
  %loop.index184..415.0182.2.4 = select i1 %131, i64 %143, i64 %.415.0182.2
  %loop.index184..418.0183.2.4 = select i1 %131, i64 %143, i64 %.418.0183.2
  %.432211.in.2.4 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..415.0182.2.4
  %.432211.2.4 = load double, double* %.432211.in.2.4, align 8
  %.440.2.4 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..418.0183.2.4
  %.441.2.4 = load double, double* %.440.2.4, align 8
  %.13.i.2.4 = tail call double @llvm.sin.f64(double %.432211.2.4)
  %.18.i.2.4 = fmul double %.441.2.4, 5.000000e-01
  %.19.i.2.4 = fsub double %.13.i.2.4, %.18.i.2.4
  %sunkaddr1020 = mul i64 %loop.index184.2, 8
  %144 = bitcast double* %.6.i81190.2 to i8*
  %sunkaddr1021 = getelementptr i8, i8* %144, i64 %sunkaddr1020
  %sunkaddr1022 = getelementptr i8, i8* %sunkaddr1021, i64 32
  %145 = bitcast i8* %sunkaddr1022 to double*
  store double %.19.i.2.4, double* %145, align 8
  %146 = add i64 %143, 1
  %loop.index184..415.0182.2.5 = select i1 %131, i64 %146, i64 %.415.0182.2
  %loop.index184..418.0183.2.5 = select i1 %131, i64 %146, i64 %.418.0183.2
  %.432211.in.2.5 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..415.0182.2.5
  %.432211.2.5 = load double, double* %.432211.in.2.5, align 8
  %.440.2.5 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..418.0183.2.5
  %.441.2.5 = load double, double* %.440.2.5, align 8
  %.13.i.2.5 = tail call double @llvm.sin.f64(double %.432211.2.5)
  %.18.i.2.5 = fmul double %.441.2.5, 5.000000e-01
  %.19.i.2.5 = fsub double %.13.i.2.5, %.18.i.2.5
  %sunkaddr1023 = mul i64 %loop.index184.2, 8
  %147 = bitcast double* %.6.i81190.2 to i8*
  %sunkaddr1024 = getelementptr i8, i8* %147, i64 %sunkaddr1023
  %sunkaddr1025 = getelementptr i8, i8* %sunkaddr1024, i64 40
  %148 = bitcast i8* %sunkaddr1025 to double*
  store double %.19.i.2.5, double* %148, align 8
  %149 = add i64 %146, 1
  %loop.index184..415.0182.2.6 = select i1 %131, i64 %149, i64 %.415.0182.2
  %loop.index184..418.0183.2.6 = select i1 %131, i64 %149, i64 %.418.0183.2
  %.432211.in.2.6 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..415.0182.2.6
  %.432211.2.6 = load double, double* %.432211.in.2.6, align 8
  %.440.2.6 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..418.0183.2.6
  %.441.2.6 = load double, double* %.440.2.6, align 8
  %.13.i.2.6 = tail call double @llvm.sin.f64(double %.432211.2.6)
  %.18.i.2.6 = fmul double %.441.2.6, 5.000000e-01
  %.19.i.2.6 = fsub double %.13.i.2.6, %.18.i.2.6
  %sunkaddr1026 = mul i64 %loop.index184.2, 8
  %150 = bitcast double* %.6.i81190.2 to i8*
  %sunkaddr1027 = getelementptr i8, i8* %150, i64 %sunkaddr1026
  %sunkaddr1028 = getelementptr i8, i8* %sunkaddr1027, i64 48
  %151 = bitcast i8* %sunkaddr1028 to double*
  store double %.19.i.2.6, double* %151, align 8
  %152 = add i64 %149, 1
  %loop.index184..415.0182.2.7 = select i1 %131, i64 %152, i64 %.415.0182.2
  %loop.index184..418.0183.2.7 = select i1 %131, i64 %152, i64 %.418.0183.2
  %.432211.in.2.7 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..415.0182.2.7
  %.432211.2.7 = load double, double* %.432211.in.2.7, align 8
  %.440.2.7 = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..418.0183.2.7
  %.441.2.7 = load double, double* %.440.2.7, align 8
  %.13.i.2.7 = tail call double @llvm.sin.f64(double %.432211.2.7)
  %.18.i.2.7 = fmul double %.441.2.7, 5.000000e-01
  %.19.i.2.7 = fsub double %.13.i.2.7, %.18.i.2.7
  %sunkaddr1029 = mul i64 %loop.index184.2, 8
  %153 = bitcast double* %.6.i81190.2 to i8*
  %sunkaddr1030 = getelementptr i8, i8* %153, i64 %sunkaddr1029
  %sunkaddr1031 = getelementptr i8, i8* %sunkaddr1030, i64 56
  %154 = bitcast i8* %sunkaddr1031 to double*
  store double %.19.i.2.7, double* %154, align 8
  %.470.2.7 = add nuw i64 %loop.index184.2, 8
  %155 = add i64 %152, 1
  %niter351.ncmp.7 = icmp eq i64 %155, %unroll_iter350
  br i1 %niter351.ncmp.7, label %for.end.endif.endif.endif.endif.endif.2.unr-lcssa, label %for.body.2257

for.end.endif.endif.endif.endif.endif.2.unr-lcssa: ; preds = %for.body.2257, %for.body.2257.preheader
  %loop.index184.2.unr = phi i64 [ 0, %for.body.2257.preheader ], [ %.470.2.7, %for.body.2257 ]
  %.418.0183.2.unr = phi i64 [ 0, %for.body.2257.preheader ], [ %loop.index184..418.0183.2.7, %for.body.2257 ]
  %.415.0182.2.unr = phi i64 [ 0, %for.body.2257.preheader ], [ %loop.index184..415.0182.2.7, %for.body.2257 ]
  %lcmp.mod349.not = icmp eq i64 %xtraiter347, 0
  br i1 %lcmp.mod349.not, label %for.end.endif.endif.endif.endif.endif.2, label %for.body.2257.epil.preheader

for.body.2257.epil.preheader:                     ; preds = %for.end.endif.endif.endif.endif.endif.2.unr-lcssa
  br label %for.body.2257.epil

for.body.2257.epil:                               ; preds = %for.body.2257.epil.preheader, %for.body.2257.epil
  %lsr.iv824 = phi i64 [ %xtraiter347, %for.body.2257.epil.preheader ], [ %lsr.iv.next825, %for.body.2257.epil ]
  %loop.index184.2.epil = phi i64 [ %.470.2.epil, %for.body.2257.epil ], [ %loop.index184.2.unr, %for.body.2257.epil.preheader ]
  %.418.0183.2.epil = phi i64 [ %loop.index184..418.0183.2.epil, %for.body.2257.epil ], [ %.418.0183.2.unr, %for.body.2257.epil.preheader ]
  %.415.0182.2.epil = phi i64 [ %loop.index184..415.0182.2.epil, %for.body.2257.epil ], [ %.415.0182.2.unr, %for.body.2257.epil.preheader ]
  %156 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.2.epil = select i1 %156, i64 %loop.index184.2.epil, i64 %.415.0182.2.epil
  %loop.index184..418.0183.2.epil = select i1 %156, i64 %loop.index184.2.epil, i64 %.418.0183.2.epil
  %.432211.in.2.epil = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..415.0182.2.epil
  %.432211.2.epil = load double, double* %.432211.in.2.epil, align 8
  %.440.2.epil = getelementptr double, double* %.6.i104191.1273, i64 %loop.index184..418.0183.2.epil
  %.441.2.epil = load double, double* %.440.2.epil, align 8
  %.13.i.2.epil = tail call double @llvm.sin.f64(double %.432211.2.epil)
  %.18.i.2.epil = fmul double %.441.2.epil, 5.000000e-01
  %.19.i.2.epil = fsub double %.13.i.2.epil, %.18.i.2.epil
  %scevgep823 = getelementptr double, double* %.6.i81190.2, i64 %loop.index184.2.epil
  store double %.19.i.2.epil, double* %scevgep823, align 8
  %.470.2.epil = add nuw nsw i64 %loop.index184.2.epil, 1
  %lsr.iv.next825 = add nsw i64 %lsr.iv824, -1
  %epil.iter348.cmp.not = icmp eq i64 %lsr.iv.next825, 0
  br i1 %epil.iter348.cmp.not, label %for.end.endif.endif.endif.endif.endif.2, label %for.body.2257.epil, !llvm.loop !28

for.end.endif.endif.endif.endif.endif.2:          ; preds = %for.body.2257.epil, %for.end.endif.endif.endif.endif.endif.2.unr-lcssa
  %.7.i.i105.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.2 = icmp eq i8* %.7.i.i105.2, null
  br i1 %.8.i.i106.2, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.2, !prof !0

for.end.endif.endif.endif.endif.endif.2.thread:   ; preds = %B76.endif.endif.endif.endif.endif.endif.2
  %.7.i.i105.2274 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.2275 = icmp eq i8* %.7.i.i105.2274, null
  br i1 %.8.i.i106.2275, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.2.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.2.thread: ; preds = %for.end.endif.endif.endif.endif.endif.2.thread
  %.5.i103.2278 = getelementptr i8, i8* %.7.i.i105.2274, i64 24
  %157 = bitcast i8* %.5.i103.2278 to double**
  %.6.i104191.2279 = load double*, double** %157, align 8
  br label %for.end.1.2

for.end.endif.endif.endif.endif.endif.endif.2:    ; preds = %for.end.endif.endif.endif.endif.endif.2
  %158 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i103.2 = getelementptr i8, i8* %.7.i.i105.2, i64 24
  %159 = bitcast i8* %.5.i103.2 to double**
  %.6.i104191.2 = load double*, double** %159, align 8
  br i1 %158, label %for.body.1.2.preheader, label %for.end.1.2

for.body.1.2.preheader:                           ; preds = %for.end.endif.endif.endif.endif.endif.endif.2
  %160 = add i64 %arg.y0.5.0, -1
  %xtraiter342 = and i64 %arg.y0.5.0, 7
  %161 = icmp ult i64 %160, 7
  br i1 %161, label %for.end.1.2.loopexit.unr-lcssa, label %for.body.1.2.preheader.new

for.body.1.2.preheader.new:                       ; preds = %for.body.1.2.preheader
  %unroll_iter345 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.2

for.body.1.2:                                     ; preds = %for.body.1.2, %for.body.1.2.preheader.new
  %loop.index.1188.2 = phi i64 [ 0, %for.body.1.2.preheader.new ], [ %186, %for.body.1.2 ]
  %.650.0187.2 = phi i64 [ 0, %for.body.1.2.preheader.new ], [ %.650.1.2.7, %for.body.1.2 ]
  %.647.0186.2 = phi i64 [ 0, %for.body.1.2.preheader.new ], [ %spec.select242.2.7, %for.body.1.2 ]
  %162 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.2 = select i1 %162, i64 %loop.index.1188.2, i64 %.647.0186.2
  %.663.2 = getelementptr double, double* %.6.i81190.2, i64 %spec.select242.2
  %.664.2 = load double, double* %.663.2, align 8
  %.650.1.2 = select i1 %162, i64 %loop.index.1188.2, i64 %.650.0187.2
  %.672.2 = getelementptr double, double* %.6.i104191.1273, i64 %.650.1.2
  %.673.2 = load double, double* %.672.2, align 8
  %.7.i.2 = fmul double %.664.2, %arg.h
  %.8.i.2 = fadd double %.7.i.2, %.673.2
  %sunkaddr1032 = mul i64 %loop.index.1188.2, 8
  %163 = bitcast double* %.6.i104191.2 to i8*
  %sunkaddr1033 = getelementptr i8, i8* %163, i64 %sunkaddr1032
  %164 = bitcast i8* %sunkaddr1033 to double*
  store double %.8.i.2, double* %164, align 8
  %165 = add i64 %loop.index.1188.2, 1
  %spec.select242.2.1 = select i1 %162, i64 %165, i64 %.647.0186.2
  %.663.2.1 = getelementptr double, double* %.6.i81190.2, i64 %spec.select242.2.1
  %.664.2.1 = load double, double* %.663.2.1, align 8
  %.650.1.2.1 = select i1 %162, i64 %165, i64 %.650.0187.2
  %.672.2.1 = getelementptr double, double* %.6.i104191.1273, i64 %.650.1.2.1
  %.673.2.1 = load double, double* %.672.2.1, align 8
  %.7.i.2.1 = fmul double %.664.2.1, %arg.h
  %.8.i.2.1 = fadd double %.7.i.2.1, %.673.2.1
  %sunkaddr1034 = mul i64 %loop.index.1188.2, 8
  %166 = bitcast double* %.6.i104191.2 to i8*
  %sunkaddr1035 = getelementptr i8, i8* %166, i64 %sunkaddr1034
  %sunkaddr1036 = getelementptr i8, i8* %sunkaddr1035, i64 8
  %167 = bitcast i8* %sunkaddr1036 to double*
  store double %.8.i.2.1, double* %167, align 8
  %168 = add i64 %165, 1
  %spec.select242.2.2 = select i1 %162, i64 %168, i64 %.647.0186.2
  %.663.2.2 = getelementptr double, double* %.6.i81190.2, i64 %spec.select242.2.2
  %.664.2.2 = load double, double* %.663.2.2, align 8
  %.650.1.2.2 = select i1 %162, i64 %168, i64 %.650.0187.2
  %.672.2.2 = getelementptr double, double* %.6.i104191.1273, i64 %.650.1.2.2
  %.673.2.2 = load double, double* %.672.2.2, align 8
  %.7.i.2.2 = fmul double %.664.2.2, %arg.h
  %.8.i.2.2 = fadd double %.7.i.2.2, %.673.2.2
  %sunkaddr1037 = mul i64 %loop.index.1188.2, 8
  %169 = bitcast double* %.6.i104191.2 to i8*
  %sunkaddr1038 = getelementptr i8, i8* %169, i64 %sunkaddr1037
  %sunkaddr1039 = getelementptr i8, i8* %sunkaddr1038, i64 16
  %170 = bitcast i8* %sunkaddr1039 to double*
  store double %.8.i.2.2, double* %170, align 8
  %171 = add i64 %168, 1
  %spec.select242.2.3 = select i1 %162, i64 %171, i64 %.647.0186.2
  %.663.2.3 = getelementptr double, double* %.6.i81190.2, i64 %spec.select242.2.3
  %.664.2.3 = load double, double* %.663.2.3, align 8
  %.650.1.2.3 = select i1 %162, i64 %171, i64 %.650.0187.2
  %.672.2.3 = getelementptr double, double* %.6.i104191.1273, i64 %.650.1.2.3
  %.673.2.3 = load double, double* %.672.2.3, align 8
  %.7.i.2.3 = fmul double %.664.2.3, %arg.h
  %.8.i.2.3 = fadd double %.7.i.2.3, %.673.2.3
  %sunkaddr1040 = mul i64 %loop.index.1188.2, 8
  %172 = bitcast double* %.6.i104191.2 to i8*
  %sunkaddr1041 = getelementptr i8, i8* %172, i64 %sunkaddr1040
  %sunkaddr1042 = getelementptr i8, i8* %sunkaddr1041, i64 24
  %173 = bitcast i8* %sunkaddr1042 to double*
  store double %.8.i.2.3, double* %173, align 8
  %174 = add i64 %171, 1
  %spec.select242.2.4 = select i1 %162, i64 %174, i64 %.647.0186.2
  %.663.2.4 = getelementptr double, double* %.6.i81190.2, i64 %spec.select242.2.4
  %.664.2.4 = load double, double* %.663.2.4, align 8
  %.650.1.2.4 = select i1 %162, i64 %174, i64 %.650.0187.2
  %.672.2.4 = getelementptr double, double* %.6.i104191.1273, i64 %.650.1.2.4
  %.673.2.4 = load double, double* %.672.2.4, align 8
  %.7.i.2.4 = fmul double %.664.2.4, %arg.h
  %.8.i.2.4 = fadd double %.7.i.2.4, %.673.2.4
  %sunkaddr1043 = mul i64 %loop.index.1188.2, 8
  %175 = bitcast double* %.6.i104191.2 to i8*
  %sunkaddr1044 = getelementptr i8, i8* %175, i64 %sunkaddr1043
  %sunkaddr1045 = getelementptr i8, i8* %sunkaddr1044, i64 32
  %176 = bitcast i8* %sunkaddr1045 to double*
  store double %.8.i.2.4, double* %176, align 8
  %177 = add i64 %174, 1
  %spec.select242.2.5 = select i1 %162, i64 %177, i64 %.647.0186.2
  %.663.2.5 = getelementptr double, double* %.6.i81190.2, i64 %spec.select242.2.5
  %.664.2.5 = load double, double* %.663.2.5, align 8
  %.650.1.2.5 = select i1 %162, i64 %177, i64 %.650.0187.2
  %.672.2.5 = getelementptr double, double* %.6.i104191.1273, i64 %.650.1.2.5
  %.673.2.5 = load double, double* %.672.2.5, align 8
  %.7.i.2.5 = fmul double %.664.2.5, %arg.h
  %.8.i.2.5 = fadd double %.7.i.2.5, %.673.2.5
  %sunkaddr1046 = mul i64 %loop.index.1188.2, 8
  %178 = bitcast double* %.6.i104191.2 to i8*
  %sunkaddr1047 = getelementptr i8, i8* %178, i64 %sunkaddr1046
  %sunkaddr1048 = getelementptr i8, i8* %sunkaddr1047, i64 40
  %179 = bitcast i8* %sunkaddr1048 to double*
  store double %.8.i.2.5, double* %179, align 8
  %180 = add i64 %177, 1
  %spec.select242.2.6 = select i1 %162, i64 %180, i64 %.647.0186.2
  %.663.2.6 = getelementptr double, double* %.6.i81190.2, i64 %spec.select242.2.6
  %.664.2.6 = load double, double* %.663.2.6, align 8
  %.650.1.2.6 = select i1 %162, i64 %180, i64 %.650.0187.2
  %.672.2.6 = getelementptr double, double* %.6.i104191.1273, i64 %.650.1.2.6
  %.673.2.6 = load double, double* %.672.2.6, align 8
  %.7.i.2.6 = fmul double %.664.2.6, %arg.h
  %.8.i.2.6 = fadd double %.7.i.2.6, %.673.2.6
  %sunkaddr1049 = mul i64 %loop.index.1188.2, 8
  %181 = bitcast double* %.6.i104191.2 to i8*
  %sunkaddr1050 = getelementptr i8, i8* %181, i64 %sunkaddr1049
  %sunkaddr1051 = getelementptr i8, i8* %sunkaddr1050, i64 48
  %182 = bitcast i8* %sunkaddr1051 to double*
  store double %.8.i.2.6, double* %182, align 8
  %183 = add i64 %180, 1
  %spec.select242.2.7 = select i1 %162, i64 %183, i64 %.647.0186.2
  %.663.2.7 = getelementptr double, double* %.6.i81190.2, i64 %spec.select242.2.7
  %.664.2.7 = load double, double* %.663.2.7, align 8
  %.650.1.2.7 = select i1 %162, i64 %183, i64 %.650.0187.2
  %.672.2.7 = getelementptr double, double* %.6.i104191.1273, i64 %.650.1.2.7
  %.673.2.7 = load double, double* %.672.2.7, align 8
  %.7.i.2.7 = fmul double %.664.2.7, %arg.h
  %.8.i.2.7 = fadd double %.7.i.2.7, %.673.2.7
  %sunkaddr1052 = mul i64 %loop.index.1188.2, 8
  %184 = bitcast double* %.6.i104191.2 to i8*
  %sunkaddr1053 = getelementptr i8, i8* %184, i64 %sunkaddr1052
  %sunkaddr1054 = getelementptr i8, i8* %sunkaddr1053, i64 56
  %185 = bitcast i8* %sunkaddr1054 to double*
  store double %.8.i.2.7, double* %185, align 8
  %.702.2.7 = add nuw i64 %loop.index.1188.2, 8
  %186 = add i64 %183, 1
  %niter346.ncmp.7 = icmp eq i64 %186, %unroll_iter345
  br i1 %niter346.ncmp.7, label %for.end.1.2.loopexit.unr-lcssa, label %for.body.1.2

for.end.1.2.loopexit.unr-lcssa:                   ; preds = %for.body.1.2, %for.body.1.2.preheader
  %loop.index.1188.2.unr = phi i64 [ 0, %for.body.1.2.preheader ], [ %.702.2.7, %for.body.1.2 ]
  %.650.0187.2.unr = phi i64 [ 0, %for.body.1.2.preheader ], [ %.650.1.2.7, %for.body.1.2 ]
  %.647.0186.2.unr = phi i64 [ 0, %for.body.1.2.preheader ], [ %spec.select242.2.7, %for.body.1.2 ]
  %lcmp.mod344.not = icmp eq i64 %xtraiter342, 0
  br i1 %lcmp.mod344.not, label %for.end.1.2, label %for.body.1.2.epil.preheader

for.body.1.2.epil.preheader:                      ; preds = %for.end.1.2.loopexit.unr-lcssa
  br label %for.body.1.2.epil

for.body.1.2.epil:                                ; preds = %for.body.1.2.epil.preheader, %for.body.1.2.epil
  %lsr.iv805 = phi i64 [ %xtraiter342, %for.body.1.2.epil.preheader ], [ %lsr.iv.next806, %for.body.1.2.epil ]
  %loop.index.1188.2.epil = phi i64 [ %.702.2.epil, %for.body.1.2.epil ], [ %loop.index.1188.2.unr, %for.body.1.2.epil.preheader ]
  %.650.0187.2.epil = phi i64 [ %.650.1.2.epil, %for.body.1.2.epil ], [ %.650.0187.2.unr, %for.body.1.2.epil.preheader ]
  %.647.0186.2.epil = phi i64 [ %spec.select242.2.epil, %for.body.1.2.epil ], [ %.647.0186.2.unr, %for.body.1.2.epil.preheader ]
  %187 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.2.epil = select i1 %187, i64 %loop.index.1188.2.epil, i64 %.647.0186.2.epil
  %.663.2.epil = getelementptr double, double* %.6.i81190.2, i64 %spec.select242.2.epil
  %.664.2.epil = load double, double* %.663.2.epil, align 8
  %.650.1.2.epil = select i1 %187, i64 %loop.index.1188.2.epil, i64 %.650.0187.2.epil
  %.672.2.epil = getelementptr double, double* %.6.i104191.1273, i64 %.650.1.2.epil
  %.673.2.epil = load double, double* %.672.2.epil, align 8
  %.7.i.2.epil = fmul double %.664.2.epil, %arg.h
  %.8.i.2.epil = fadd double %.7.i.2.epil, %.673.2.epil
  %scevgep804 = getelementptr double, double* %.6.i104191.2, i64 %loop.index.1188.2.epil
  store double %.8.i.2.epil, double* %scevgep804, align 8
  %.702.2.epil = add nuw nsw i64 %loop.index.1188.2.epil, 1
  %lsr.iv.next806 = add nsw i64 %lsr.iv805, -1
  %epil.iter343.cmp.not = icmp eq i64 %lsr.iv.next806, 0
  br i1 %epil.iter343.cmp.not, label %for.end.1.2, label %for.body.1.2.epil, !llvm.loop !29

for.end.1.2:                                      ; preds = %for.body.1.2.epil, %for.end.1.2.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif.2, %for.end.endif.endif.endif.endif.endif.endif.2.thread
  %.6.i104191.2281 = phi double* [ %.6.i104191.2279, %for.end.endif.endif.endif.endif.endif.endif.2.thread ], [ %.6.i104191.2, %for.end.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i104191.2, %for.end.1.2.loopexit.unr-lcssa ], [ %.6.i104191.2, %for.body.1.2.epil ]
  %.7.i.i105.2276280 = phi i8* [ %.7.i.i105.2274, %for.end.endif.endif.endif.endif.endif.endif.2.thread ], [ %.7.i.i105.2, %for.end.endif.endif.endif.endif.endif.endif.2 ], [ %.7.i.i105.2, %for.end.1.2.loopexit.unr-lcssa ], [ %.7.i.i105.2, %for.body.1.2.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i74.2)
  tail call void @NRT_decref(i8* nonnull %.7.i.i105.1268272)
  %.7.i.i74.3 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i75.3 = icmp eq i8* %.7.i.i74.3, null
  br i1 %.8.i.i75.3, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.3, !prof !0

B76.endif.endif.endif.endif.endif.endif.3:        ; preds = %for.end.1.2
  %188 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i80.3 = getelementptr i8, i8* %.7.i.i74.3, i64 24
  %189 = bitcast i8* %.5.i80.3 to double**
  %.6.i81190.3 = load double*, double** %189, align 8
  br i1 %188, label %for.body.3.preheader, label %for.end.endif.endif.endif.endif.endif.3.thread

for.body.3.preheader:                             ; preds = %B76.endif.endif.endif.endif.endif.endif.3
  %190 = add i64 %arg.y0.5.0, -1
  %xtraiter337 = and i64 %arg.y0.5.0, 7
  %191 = icmp ult i64 %190, 7
  br i1 %191, label %for.end.endif.endif.endif.endif.endif.3.unr-lcssa, label %for.body.3.preheader.new

for.body.3.preheader.new:                         ; preds = %for.body.3.preheader
  %unroll_iter340 = and i64 %arg.y0.5.0, -8
  br label %for.body.3

for.body.3:                                       ; preds = %for.body.3, %for.body.3.preheader.new
  %loop.index184.3 = phi i64 [ 0, %for.body.3.preheader.new ], [ %216, %for.body.3 ]
  %.418.0183.3 = phi i64 [ 0, %for.body.3.preheader.new ], [ %loop.index184..418.0183.3.7, %for.body.3 ]
  %.415.0182.3 = phi i64 [ 0, %for.body.3.preheader.new ], [ %loop.index184..415.0182.3.7, %for.body.3 ]
  %192 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.3 = select i1 %192, i64 %loop.index184.3, i64 %.415.0182.3
  %loop.index184..418.0183.3 = select i1 %192, i64 %loop.index184.3, i64 %.418.0183.3
  %.432211.in.3 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..415.0182.3
  %.432211.3 = load double, double* %.432211.in.3, align 8
  %.440.3 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..418.0183.3
  %.441.3 = load double, double* %.440.3, align 8
  %.13.i.3 = tail call double @llvm.sin.f64(double %.432211.3)
  %.18.i.3 = fmul double %.441.3, 5.000000e-01
  %.19.i.3 = fsub double %.13.i.3, %.18.i.3
  %sunkaddr1055 = mul i64 %loop.index184.3, 8
  %193 = bitcast double* %.6.i81190.3 to i8*
  %sunkaddr1056 = getelementptr i8, i8* %193, i64 %sunkaddr1055
  %194 = bitcast i8* %sunkaddr1056 to double*
  store double %.19.i.3, double* %194, align 8
  %195 = add i64 %loop.index184.3, 1
  %loop.index184..415.0182.3.1 = select i1 %192, i64 %195, i64 %.415.0182.3
  %loop.index184..418.0183.3.1 = select i1 %192, i64 %195, i64 %.418.0183.3
  %.432211.in.3.1 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..415.0182.3.1
  %.432211.3.1 = load double, double* %.432211.in.3.1, align 8
  %.440.3.1 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..418.0183.3.1
  %.441.3.1 = load double, double* %.440.3.1, align 8
  %.13.i.3.1 = tail call double @llvm.sin.f64(double %.432211.3.1)
  %.18.i.3.1 = fmul double %.441.3.1, 5.000000e-01
  %.19.i.3.1 = fsub double %.13.i.3.1, %.18.i.3.1
  %sunkaddr1057 = mul i64 %loop.index184.3, 8
  %196 = bitcast double* %.6.i81190.3 to i8*
  %sunkaddr1058 = getelementptr i8, i8* %196, i64 %sunkaddr1057
  %sunkaddr1059 = getelementptr i8, i8* %sunkaddr1058, i64 8
  %197 = bitcast i8* %sunkaddr1059 to double*
  store double %.19.i.3.1, double* %197, align 8
  %198 = add i64 %195, 1
  %loop.index184..415.0182.3.2 = select i1 %192, i64 %198, i64 %.415.0182.3
  %loop.index184..418.0183.3.2 = select i1 %192, i64 %198, i64 %.418.0183.3
  %.432211.in.3.2 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..415.0182.3.2
  %.432211.3.2 = load double, double* %.432211.in.3.2, align 8
  %.440.3.2 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..418.0183.3.2
  %.441.3.2 = load double, double* %.440.3.2, align 8
  %.13.i.3.2 = tail call double @llvm.sin.f64(double %.432211.3.2)
  %.18.i.3.2 = fmul double %.441.3.2, 5.000000e-01
  %.19.i.3.2 = fsub double %.13.i.3.2, %.18.i.3.2
  %sunkaddr1060 = mul i64 %loop.index184.3, 8
  %199 = bitcast double* %.6.i81190.3 to i8*
  %sunkaddr1061 = getelementptr i8, i8* %199, i64 %sunkaddr1060
  %sunkaddr1062 = getelementptr i8, i8* %sunkaddr1061, i64 16
  %200 = bitcast i8* %sunkaddr1062 to double*
  store double %.19.i.3.2, double* %200, align 8
  %201 = add i64 %198, 1
  %loop.index184..415.0182.3.3 = select i1 %192, i64 %201, i64 %.415.0182.3
  %loop.index184..418.0183.3.3 = select i1 %192, i64 %201, i64 %.418.0183.3
  %.432211.in.3.3 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..415.0182.3.3
  %.432211.3.3 = load double, double* %.432211.in.3.3, align 8
  %.440.3.3 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..418.0183.3.3
  %.441.3.3 = load double, double* %.440.3.3, align 8
  %.13.i.3.3 = tail call double @llvm.sin.f64(double %.432211.3.3)
  %.18.i.3.3 = fmul double %.441.3.3, 5.000000e-01
  %.19.i.3.3 = fsub double %.13.i.3.3, %.18.i.3.3
  %sunkaddr1063 = mul i64 %loop.index184.3, 8
  %202 = bitcast double* %.6.i81190.3 to i8*
  %sunkaddr1064 = getelementptr i8, i8* %202, i64 %sunkaddr1063
  %sunkaddr1065 = getelementptr i8, i8* %sunkaddr1064, i64 24
  %203 = bitcast i8* %sunkaddr1065 to double*
  store double %.19.i.3.3, double* %203, align 8
  %204 = add i64 %201, 1
  %loop.index184..415.0182.3.4 = select i1 %192, i64 %204, i64 %.415.0182.3
  %loop.index184..418.0183.3.4 = select i1 %192, i64 %204, i64 %.418.0183.3
  %.432211.in.3.4 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..415.0182.3.4
  %.432211.3.4 = load double, double* %.432211.in.3.4, align 8
  %.440.3.4 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..418.0183.3.4
  %.441.3.4 = load double, double* %.440.3.4, align 8
  %.13.i.3.4 = tail call double @llvm.sin.f64(double %.432211.3.4)
  %.18.i.3.4 = fmul double %.441.3.4, 5.000000e-01
  %.19.i.3.4 = fsub double %.13.i.3.4, %.18.i.3.4
  %sunkaddr1066 = mul i64 %loop.index184.3, 8
  %205 = bitcast double* %.6.i81190.3 to i8*
  %sunkaddr1067 = getelementptr i8, i8* %205, i64 %sunkaddr1066
  %sunkaddr1068 = getelementptr i8, i8* %sunkaddr1067, i64 32
  %206 = bitcast i8* %sunkaddr1068 to double*
  store double %.19.i.3.4, double* %206, align 8
  %207 = add i64 %204, 1
  %loop.index184..415.0182.3.5 = select i1 %192, i64 %207, i64 %.415.0182.3
  %loop.index184..418.0183.3.5 = select i1 %192, i64 %207, i64 %.418.0183.3
  %.432211.in.3.5 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..415.0182.3.5
  %.432211.3.5 = load double, double* %.432211.in.3.5, align 8
  %.440.3.5 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..418.0183.3.5
  %.441.3.5 = load double, double* %.440.3.5, align 8
  %.13.i.3.5 = tail call double @llvm.sin.f64(double %.432211.3.5)
  %.18.i.3.5 = fmul double %.441.3.5, 5.000000e-01
  %.19.i.3.5 = fsub double %.13.i.3.5, %.18.i.3.5
  %sunkaddr1069 = mul i64 %loop.index184.3, 8
  %208 = bitcast double* %.6.i81190.3 to i8*
  %sunkaddr1070 = getelementptr i8, i8* %208, i64 %sunkaddr1069
  %sunkaddr1071 = getelementptr i8, i8* %sunkaddr1070, i64 40
  %209 = bitcast i8* %sunkaddr1071 to double*
  store double %.19.i.3.5, double* %209, align 8
  %210 = add i64 %207, 1
  %loop.index184..415.0182.3.6 = select i1 %192, i64 %210, i64 %.415.0182.3
  %loop.index184..418.0183.3.6 = select i1 %192, i64 %210, i64 %.418.0183.3
  %.432211.in.3.6 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..415.0182.3.6
  %.432211.3.6 = load double, double* %.432211.in.3.6, align 8
  %.440.3.6 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..418.0183.3.6
  %.441.3.6 = load double, double* %.440.3.6, align 8
  %.13.i.3.6 = tail call double @llvm.sin.f64(double %.432211.3.6)
  %.18.i.3.6 = fmul double %.441.3.6, 5.000000e-01
  %.19.i.3.6 = fsub double %.13.i.3.6, %.18.i.3.6
  %sunkaddr1072 = mul i64 %loop.index184.3, 8
  %211 = bitcast double* %.6.i81190.3 to i8*
  %sunkaddr1073 = getelementptr i8, i8* %211, i64 %sunkaddr1072
  %sunkaddr1074 = getelementptr i8, i8* %sunkaddr1073, i64 48
  %212 = bitcast i8* %sunkaddr1074 to double*
  store double %.19.i.3.6, double* %212, align 8
  %213 = add i64 %210, 1
  %loop.index184..415.0182.3.7 = select i1 %192, i64 %213, i64 %.415.0182.3
  %loop.index184..418.0183.3.7 = select i1 %192, i64 %213, i64 %.418.0183.3
  %.432211.in.3.7 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..415.0182.3.7
  %.432211.3.7 = load double, double* %.432211.in.3.7, align 8
  %.440.3.7 = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..418.0183.3.7
  %.441.3.7 = load double, double* %.440.3.7, align 8
  %.13.i.3.7 = tail call double @llvm.sin.f64(double %.432211.3.7)
  %.18.i.3.7 = fmul double %.441.3.7, 5.000000e-01
  %.19.i.3.7 = fsub double %.13.i.3.7, %.18.i.3.7
  %sunkaddr1075 = mul i64 %loop.index184.3, 8
  %214 = bitcast double* %.6.i81190.3 to i8*
  %sunkaddr1076 = getelementptr i8, i8* %214, i64 %sunkaddr1075
  %sunkaddr1077 = getelementptr i8, i8* %sunkaddr1076, i64 56
  %215 = bitcast i8* %sunkaddr1077 to double*
  store double %.19.i.3.7, double* %215, align 8
  %.470.3.7 = add nuw i64 %loop.index184.3, 8
  %216 = add i64 %213, 1
  %niter341.ncmp.7 = icmp eq i64 %216, %unroll_iter340
  br i1 %niter341.ncmp.7, label %for.end.endif.endif.endif.endif.endif.3.unr-lcssa, label %for.body.3

for.end.endif.endif.endif.endif.endif.3.unr-lcssa: ; preds = %for.body.3, %for.body.3.preheader
  %loop.index184.3.unr = phi i64 [ 0, %for.body.3.preheader ], [ %.470.3.7, %for.body.3 ]
  %.418.0183.3.unr = phi i64 [ 0, %for.body.3.preheader ], [ %loop.index184..418.0183.3.7, %for.body.3 ]
  %.415.0182.3.unr = phi i64 [ 0, %for.body.3.preheader ], [ %loop.index184..415.0182.3.7, %for.body.3 ]
  %lcmp.mod339.not = icmp eq i64 %xtraiter337, 0
  br i1 %lcmp.mod339.not, label %for.end.endif.endif.endif.endif.endif.3, label %for.body.3.epil.preheader

for.body.3.epil.preheader:                        ; preds = %for.end.endif.endif.endif.endif.endif.3.unr-lcssa
  br label %for.body.3.epil

for.body.3.epil:                                  ; preds = %for.body.3.epil.preheader, %for.body.3.epil
  %lsr.iv786 = phi i64 [ %xtraiter337, %for.body.3.epil.preheader ], [ %lsr.iv.next787, %for.body.3.epil ]
  %loop.index184.3.epil = phi i64 [ %.470.3.epil, %for.body.3.epil ], [ %loop.index184.3.unr, %for.body.3.epil.preheader ]
  %.418.0183.3.epil = phi i64 [ %loop.index184..418.0183.3.epil, %for.body.3.epil ], [ %.418.0183.3.unr, %for.body.3.epil.preheader ]
  %.415.0182.3.epil = phi i64 [ %loop.index184..415.0182.3.epil, %for.body.3.epil ], [ %.415.0182.3.unr, %for.body.3.epil.preheader ]
  %217 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.3.epil = select i1 %217, i64 %loop.index184.3.epil, i64 %.415.0182.3.epil
  %loop.index184..418.0183.3.epil = select i1 %217, i64 %loop.index184.3.epil, i64 %.418.0183.3.epil
  %.432211.in.3.epil = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..415.0182.3.epil
  %.432211.3.epil = load double, double* %.432211.in.3.epil, align 8
  %.440.3.epil = getelementptr double, double* %.6.i104191.2281, i64 %loop.index184..418.0183.3.epil
  %.441.3.epil = load double, double* %.440.3.epil, align 8
  %.13.i.3.epil = tail call double @llvm.sin.f64(double %.432211.3.epil)
  %.18.i.3.epil = fmul double %.441.3.epil, 5.000000e-01
  %.19.i.3.epil = fsub double %.13.i.3.epil, %.18.i.3.epil
  %scevgep785 = getelementptr double, double* %.6.i81190.3, i64 %loop.index184.3.epil
  store double %.19.i.3.epil, double* %scevgep785, align 8
  %.470.3.epil = add nuw nsw i64 %loop.index184.3.epil, 1
  %lsr.iv.next787 = add nsw i64 %lsr.iv786, -1
  %epil.iter338.cmp.not = icmp eq i64 %lsr.iv.next787, 0
  br i1 %epil.iter338.cmp.not, label %for.end.endif.endif.endif.endif.endif.3, label %for.body.3.epil, !llvm.loop !30

for.end.endif.endif.endif.endif.endif.3:          ; preds = %for.body.3.epil, %for.end.endif.endif.endif.endif.endif.3.unr-lcssa
  %.7.i.i105.3 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.3 = icmp eq i8* %.7.i.i105.3, null
  br i1 %.8.i.i106.3, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.3, !prof !0

for.end.endif.endif.endif.endif.endif.3.thread:   ; preds = %B76.endif.endif.endif.endif.endif.endif.3
  %.7.i.i105.3282 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.3283 = icmp eq i8* %.7.i.i105.3282, null
  br i1 %.8.i.i106.3283, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.3.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.3.thread: ; preds = %for.end.endif.endif.endif.endif.endif.3.thread
  %.5.i103.3286 = getelementptr i8, i8* %.7.i.i105.3282, i64 24
  %218 = bitcast i8* %.5.i103.3286 to double**
  %.6.i104191.3287 = load double*, double** %218, align 8
  br label %for.end.1.3

for.end.endif.endif.endif.endif.endif.endif.3:    ; preds = %for.end.endif.endif.endif.endif.endif.3
  %219 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i103.3 = getelementptr i8, i8* %.7.i.i105.3, i64 24
  %220 = bitcast i8* %.5.i103.3 to double**
  %.6.i104191.3 = load double*, double** %220, align 8
  br i1 %219, label %for.body.1.3.preheader, label %for.end.1.3

for.body.1.3.preheader:                           ; preds = %for.end.endif.endif.endif.endif.endif.endif.3
  %221 = add i64 %arg.y0.5.0, -1
  %xtraiter332 = and i64 %arg.y0.5.0, 7
  %222 = icmp ult i64 %221, 7
  br i1 %222, label %for.end.1.3.loopexit.unr-lcssa, label %for.body.1.3.preheader.new

for.body.1.3.preheader.new:                       ; preds = %for.body.1.3.preheader
  %unroll_iter335 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.3

for.body.1.3:                                     ; preds = %for.body.1.3, %for.body.1.3.preheader.new
  %loop.index.1188.3 = phi i64 [ 0, %for.body.1.3.preheader.new ], [ %247, %for.body.1.3 ]
  %.650.0187.3 = phi i64 [ 0, %for.body.1.3.preheader.new ], [ %.650.1.3.7, %for.body.1.3 ]
  %.647.0186.3 = phi i64 [ 0, %for.body.1.3.preheader.new ], [ %spec.select242.3.7, %for.body.1.3 ]
  %223 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.3 = select i1 %223, i64 %loop.index.1188.3, i64 %.647.0186.3
  %.663.3 = getelementptr double, double* %.6.i81190.3, i64 %spec.select242.3
  %.664.3 = load double, double* %.663.3, align 8
  %.650.1.3 = select i1 %223, i64 %loop.index.1188.3, i64 %.650.0187.3
  %.672.3 = getelementptr double, double* %.6.i104191.2281, i64 %.650.1.3
  %.673.3 = load double, double* %.672.3, align 8
  %.7.i.3 = fmul double %.664.3, %arg.h
  %.8.i.3 = fadd double %.7.i.3, %.673.3
  %sunkaddr1078 = mul i64 %loop.index.1188.3, 8
  %224 = bitcast double* %.6.i104191.3 to i8*
  %sunkaddr1079 = getelementptr i8, i8* %224, i64 %sunkaddr1078
  %225 = bitcast i8* %sunkaddr1079 to double*
  store double %.8.i.3, double* %225, align 8
  %226 = add i64 %loop.index.1188.3, 1
  %spec.select242.3.1 = select i1 %223, i64 %226, i64 %.647.0186.3
  %.663.3.1 = getelementptr double, double* %.6.i81190.3, i64 %spec.select242.3.1
  %.664.3.1 = load double, double* %.663.3.1, align 8
  %.650.1.3.1 = select i1 %223, i64 %226, i64 %.650.0187.3
  %.672.3.1 = getelementptr double, double* %.6.i104191.2281, i64 %.650.1.3.1
  %.673.3.1 = load double, double* %.672.3.1, align 8
  %.7.i.3.1 = fmul double %.664.3.1, %arg.h
  %.8.i.3.1 = fadd double %.7.i.3.1, %.673.3.1
  %sunkaddr1080 = mul i64 %loop.index.1188.3, 8
  %227 = bitcast double* %.6.i104191.3 to i8*
  %sunkaddr1081 = getelementptr i8, i8* %227, i64 %sunkaddr1080
  %sunkaddr1082 = getelementptr i8, i8* %sunkaddr1081, i64 8
  %228 = bitcast i8* %sunkaddr1082 to double*
  store double %.8.i.3.1, double* %228, align 8
  %229 = add i64 %226, 1
  %spec.select242.3.2 = select i1 %223, i64 %229, i64 %.647.0186.3
  %.663.3.2 = getelementptr double, double* %.6.i81190.3, i64 %spec.select242.3.2
  %.664.3.2 = load double, double* %.663.3.2, align 8
  %.650.1.3.2 = select i1 %223, i64 %229, i64 %.650.0187.3
  %.672.3.2 = getelementptr double, double* %.6.i104191.2281, i64 %.650.1.3.2
  %.673.3.2 = load double, double* %.672.3.2, align 8
  %.7.i.3.2 = fmul double %.664.3.2, %arg.h
  %.8.i.3.2 = fadd double %.7.i.3.2, %.673.3.2
  %sunkaddr1083 = mul i64 %loop.index.1188.3, 8
  %230 = bitcast double* %.6.i104191.3 to i8*
  %sunkaddr1084 = getelementptr i8, i8* %230, i64 %sunkaddr1083
  %sunkaddr1085 = getelementptr i8, i8* %sunkaddr1084, i64 16
  %231 = bitcast i8* %sunkaddr1085 to double*
  store double %.8.i.3.2, double* %231, align 8
  %232 = add i64 %229, 1
  %spec.select242.3.3 = select i1 %223, i64 %232, i64 %.647.0186.3
  %.663.3.3 = getelementptr double, double* %.6.i81190.3, i64 %spec.select242.3.3
  %.664.3.3 = load double, double* %.663.3.3, align 8
  %.650.1.3.3 = select i1 %223, i64 %232, i64 %.650.0187.3
  %.672.3.3 = getelementptr double, double* %.6.i104191.2281, i64 %.650.1.3.3
  %.673.3.3 = load double, double* %.672.3.3, align 8
  %.7.i.3.3 = fmul double %.664.3.3, %arg.h
  %.8.i.3.3 = fadd double %.7.i.3.3, %.673.3.3
  %sunkaddr1086 = mul i64 %loop.index.1188.3, 8
  %233 = bitcast double* %.6.i104191.3 to i8*
  %sunkaddr1087 = getelementptr i8, i8* %233, i64 %sunkaddr1086
  %sunkaddr1088 = getelementptr i8, i8* %sunkaddr1087, i64 24
  %234 = bitcast i8* %sunkaddr1088 to double*
  store double %.8.i.3.3, double* %234, align 8
  %235 = add i64 %232, 1
  %spec.select242.3.4 = select i1 %223, i64 %235, i64 %.647.0186.3
  %.663.3.4 = getelementptr double, double* %.6.i81190.3, i64 %spec.select242.3.4
  %.664.3.4 = load double, double* %.663.3.4, align 8
  %.650.1.3.4 = select i1 %223, i64 %235, i64 %.650.0187.3
  %.672.3.4 = getelementptr double, double* %.6.i104191.2281, i64 %.650.1.3.4
  %.673.3.4 = load double, double* %.672.3.4, align 8
  %.7.i.3.4 = fmul double %.664.3.4, %arg.h
  %.8.i.3.4 = fadd double %.7.i.3.4, %.673.3.4
  %sunkaddr1089 = mul i64 %loop.index.1188.3, 8
  %236 = bitcast double* %.6.i104191.3 to i8*
  %sunkaddr1090 = getelementptr i8, i8* %236, i64 %sunkaddr1089
  %sunkaddr1091 = getelementptr i8, i8* %sunkaddr1090, i64 32
  %237 = bitcast i8* %sunkaddr1091 to double*
  store double %.8.i.3.4, double* %237, align 8
  %238 = add i64 %235, 1
  %spec.select242.3.5 = select i1 %223, i64 %238, i64 %.647.0186.3
  %.663.3.5 = getelementptr double, double* %.6.i81190.3, i64 %spec.select242.3.5
  %.664.3.5 = load double, double* %.663.3.5, align 8
  %.650.1.3.5 = select i1 %223, i64 %238, i64 %.650.0187.3
  %.672.3.5 = getelementptr double, double* %.6.i104191.2281, i64 %.650.1.3.5
  %.673.3.5 = load double, double* %.672.3.5, align 8
  %.7.i.3.5 = fmul double %.664.3.5, %arg.h
  %.8.i.3.5 = fadd double %.7.i.3.5, %.673.3.5
  %sunkaddr1092 = mul i64 %loop.index.1188.3, 8
  %239 = bitcast double* %.6.i104191.3 to i8*
  %sunkaddr1093 = getelementptr i8, i8* %239, i64 %sunkaddr1092
  %sunkaddr1094 = getelementptr i8, i8* %sunkaddr1093, i64 40
  %240 = bitcast i8* %sunkaddr1094 to double*
  store double %.8.i.3.5, double* %240, align 8
  %241 = add i64 %238, 1
  %spec.select242.3.6 = select i1 %223, i64 %241, i64 %.647.0186.3
  %.663.3.6 = getelementptr double, double* %.6.i81190.3, i64 %spec.select242.3.6
  %.664.3.6 = load double, double* %.663.3.6, align 8
  %.650.1.3.6 = select i1 %223, i64 %241, i64 %.650.0187.3
  %.672.3.6 = getelementptr double, double* %.6.i104191.2281, i64 %.650.1.3.6
  %.673.3.6 = load double, double* %.672.3.6, align 8
  %.7.i.3.6 = fmul double %.664.3.6, %arg.h
  %.8.i.3.6 = fadd double %.7.i.3.6, %.673.3.6
  %sunkaddr1095 = mul i64 %loop.index.1188.3, 8
  %242 = bitcast double* %.6.i104191.3 to i8*
  %sunkaddr1096 = getelementptr i8, i8* %242, i64 %sunkaddr1095
  %sunkaddr1097 = getelementptr i8, i8* %sunkaddr1096, i64 48
  %243 = bitcast i8* %sunkaddr1097 to double*
  store double %.8.i.3.6, double* %243, align 8
  %244 = add i64 %241, 1
  %spec.select242.3.7 = select i1 %223, i64 %244, i64 %.647.0186.3
  %.663.3.7 = getelementptr double, double* %.6.i81190.3, i64 %spec.select242.3.7
  %.664.3.7 = load double, double* %.663.3.7, align 8
  %.650.1.3.7 = select i1 %223, i64 %244, i64 %.650.0187.3
  %.672.3.7 = getelementptr double, double* %.6.i104191.2281, i64 %.650.1.3.7
  %.673.3.7 = load double, double* %.672.3.7, align 8
  %.7.i.3.7 = fmul double %.664.3.7, %arg.h
  %.8.i.3.7 = fadd double %.7.i.3.7, %.673.3.7
  %sunkaddr1098 = mul i64 %loop.index.1188.3, 8
  %245 = bitcast double* %.6.i104191.3 to i8*
  %sunkaddr1099 = getelementptr i8, i8* %245, i64 %sunkaddr1098
  %sunkaddr1100 = getelementptr i8, i8* %sunkaddr1099, i64 56
  %246 = bitcast i8* %sunkaddr1100 to double*
  store double %.8.i.3.7, double* %246, align 8
  %.702.3.7 = add nuw i64 %loop.index.1188.3, 8
  %247 = add i64 %244, 1
  %niter336.ncmp.7 = icmp eq i64 %247, %unroll_iter335
  br i1 %niter336.ncmp.7, label %for.end.1.3.loopexit.unr-lcssa, label %for.body.1.3

for.end.1.3.loopexit.unr-lcssa:                   ; preds = %for.body.1.3, %for.body.1.3.preheader
  %loop.index.1188.3.unr = phi i64 [ 0, %for.body.1.3.preheader ], [ %.702.3.7, %for.body.1.3 ]
  %.650.0187.3.unr = phi i64 [ 0, %for.body.1.3.preheader ], [ %.650.1.3.7, %for.body.1.3 ]
  %.647.0186.3.unr = phi i64 [ 0, %for.body.1.3.preheader ], [ %spec.select242.3.7, %for.body.1.3 ]
  %lcmp.mod334.not = icmp eq i64 %xtraiter332, 0
  br i1 %lcmp.mod334.not, label %for.end.1.3, label %for.body.1.3.epil.preheader

for.body.1.3.epil.preheader:                      ; preds = %for.end.1.3.loopexit.unr-lcssa
  br label %for.body.1.3.epil

for.body.1.3.epil:                                ; preds = %for.body.1.3.epil.preheader, %for.body.1.3.epil
  %lsr.iv767 = phi i64 [ %xtraiter332, %for.body.1.3.epil.preheader ], [ %lsr.iv.next768, %for.body.1.3.epil ]
  %loop.index.1188.3.epil = phi i64 [ %.702.3.epil, %for.body.1.3.epil ], [ %loop.index.1188.3.unr, %for.body.1.3.epil.preheader ]
  %.650.0187.3.epil = phi i64 [ %.650.1.3.epil, %for.body.1.3.epil ], [ %.650.0187.3.unr, %for.body.1.3.epil.preheader ]
  %.647.0186.3.epil = phi i64 [ %spec.select242.3.epil, %for.body.1.3.epil ], [ %.647.0186.3.unr, %for.body.1.3.epil.preheader ]
  %248 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.3.epil = select i1 %248, i64 %loop.index.1188.3.epil, i64 %.647.0186.3.epil
  %.663.3.epil = getelementptr double, double* %.6.i81190.3, i64 %spec.select242.3.epil
  %.664.3.epil = load double, double* %.663.3.epil, align 8
  %.650.1.3.epil = select i1 %248, i64 %loop.index.1188.3.epil, i64 %.650.0187.3.epil
  %.672.3.epil = getelementptr double, double* %.6.i104191.2281, i64 %.650.1.3.epil
  %.673.3.epil = load double, double* %.672.3.epil, align 8
  %.7.i.3.epil = fmul double %.664.3.epil, %arg.h
  %.8.i.3.epil = fadd double %.7.i.3.epil, %.673.3.epil
  %scevgep766 = getelementptr double, double* %.6.i104191.3, i64 %loop.index.1188.3.epil
  store double %.8.i.3.epil, double* %scevgep766, align 8
  %.702.3.epil = add nuw nsw i64 %loop.index.1188.3.epil, 1
  %lsr.iv.next768 = add nsw i64 %lsr.iv767, -1
  %epil.iter333.cmp.not = icmp eq i64 %lsr.iv.next768, 0
  br i1 %epil.iter333.cmp.not, label %for.end.1.3, label %for.body.1.3.epil, !llvm.loop !31

for.end.1.3:                                      ; preds = %for.body.1.3.epil, %for.end.1.3.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif.3, %for.end.endif.endif.endif.endif.endif.endif.3.thread
  %.6.i104191.3289 = phi double* [ %.6.i104191.3287, %for.end.endif.endif.endif.endif.endif.endif.3.thread ], [ %.6.i104191.3, %for.end.endif.endif.endif.endif.endif.endif.3 ], [ %.6.i104191.3, %for.end.1.3.loopexit.unr-lcssa ], [ %.6.i104191.3, %for.body.1.3.epil ]
  %.7.i.i105.3284288 = phi i8* [ %.7.i.i105.3282, %for.end.endif.endif.endif.endif.endif.endif.3.thread ], [ %.7.i.i105.3, %for.end.endif.endif.endif.endif.endif.endif.3 ], [ %.7.i.i105.3, %for.end.1.3.loopexit.unr-lcssa ], [ %.7.i.i105.3, %for.body.1.3.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i74.3)
  tail call void @NRT_decref(i8* nonnull %.7.i.i105.2276280)
  %.7.i.i74.4 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i75.4 = icmp eq i8* %.7.i.i74.4, null
  br i1 %.8.i.i75.4, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.4, !prof !0

B76.endif.endif.endif.endif.endif.endif.4:        ; preds = %for.end.1.3
  %249 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i80.4 = getelementptr i8, i8* %.7.i.i74.4, i64 24
  %250 = bitcast i8* %.5.i80.4 to double**
  %.6.i81190.4 = load double*, double** %250, align 8
  br i1 %249, label %for.body.4.preheader, label %for.end.endif.endif.endif.endif.endif.4.thread

for.body.4.preheader:                             ; preds = %B76.endif.endif.endif.endif.endif.endif.4
  %251 = add i64 %arg.y0.5.0, -1
  %xtraiter327 = and i64 %arg.y0.5.0, 7
  %252 = icmp ult i64 %251, 7
  br i1 %252, label %for.end.endif.endif.endif.endif.endif.4.unr-lcssa, label %for.body.4.preheader.new

for.body.4.preheader.new:                         ; preds = %for.body.4.preheader
  %unroll_iter330 = and i64 %arg.y0.5.0, -8
  br label %for.body.4

for.body.4:                                       ; preds = %for.body.4, %for.body.4.preheader.new
  %loop.index184.4 = phi i64 [ 0, %for.body.4.preheader.new ], [ %277, %for.body.4 ]
  %.418.0183.4 = phi i64 [ 0, %for.body.4.preheader.new ], [ %loop.index184..418.0183.4.7, %for.body.4 ]
  %.415.0182.4 = phi i64 [ 0, %for.body.4.preheader.new ], [ %loop.index184..415.0182.4.7, %for.body.4 ]
  %253 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.4 = select i1 %253, i64 %loop.index184.4, i64 %.415.0182.4
  %loop.index184..418.0183.4 = select i1 %253, i64 %loop.index184.4, i64 %.418.0183.4
  %.432211.in.4 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..415.0182.4
  %.432211.4 = load double, double* %.432211.in.4, align 8
  %.440.4 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..418.0183.4
  %.441.4 = load double, double* %.440.4, align 8
  %.13.i.4 = tail call double @llvm.sin.f64(double %.432211.4)
  %.18.i.4 = fmul double %.441.4, 5.000000e-01
  %.19.i.4 = fsub double %.13.i.4, %.18.i.4
  %sunkaddr1101 = mul i64 %loop.index184.4, 8
  %254 = bitcast double* %.6.i81190.4 to i8*
  %sunkaddr1102 = getelementptr i8, i8* %254, i64 %sunkaddr1101
  %255 = bitcast i8* %sunkaddr1102 to double*
  store double %.19.i.4, double* %255, align 8
  %256 = add i64 %loop.index184.4, 1
  %loop.index184..415.0182.4.1 = select i1 %253, i64 %256, i64 %.415.0182.4
  %loop.index184..418.0183.4.1 = select i1 %253, i64 %256, i64 %.418.0183.4
  %.432211.in.4.1 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..415.0182.4.1
  %.432211.4.1 = load double, double* %.432211.in.4.1, align 8
  %.440.4.1 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..418.0183.4.1
  %.441.4.1 = load double, double* %.440.4.1, align 8
  %.13.i.4.1 = tail call double @llvm.sin.f64(double %.432211.4.1)
  %.18.i.4.1 = fmul double %.441.4.1, 5.000000e-01
  %.19.i.4.1 = fsub double %.13.i.4.1, %.18.i.4.1
  %sunkaddr1103 = mul i64 %loop.index184.4, 8
  %257 = bitcast double* %.6.i81190.4 to i8*
  %sunkaddr1104 = getelementptr i8, i8* %257, i64 %sunkaddr1103
  %sunkaddr1105 = getelementptr i8, i8* %sunkaddr1104, i64 8
  %258 = bitcast i8* %sunkaddr1105 to double*
  store double %.19.i.4.1, double* %258, align 8
  %259 = add i64 %256, 1
  %loop.index184..415.0182.4.2 = select i1 %253, i64 %259, i64 %.415.0182.4
  %loop.index184..418.0183.4.2 = select i1 %253, i64 %259, i64 %.418.0183.4
  %.432211.in.4.2 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..415.0182.4.2
  %.432211.4.2 = load double, double* %.432211.in.4.2, align 8
  %.440.4.2 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..418.0183.4.2
  %.441.4.2 = load double, double* %.440.4.2, align 8
  %.13.i.4.2 = tail call double @llvm.sin.f64(double %.432211.4.2)
  %.18.i.4.2 = fmul double %.441.4.2, 5.000000e-01
  %.19.i.4.2 = fsub double %.13.i.4.2, %.18.i.4.2
  %sunkaddr1106 = mul i64 %loop.index184.4, 8
  %260 = bitcast double* %.6.i81190.4 to i8*
  %sunkaddr1107 = getelementptr i8, i8* %260, i64 %sunkaddr1106
  %sunkaddr1108 = getelementptr i8, i8* %sunkaddr1107, i64 16
  %261 = bitcast i8* %sunkaddr1108 to double*
  store double %.19.i.4.2, double* %261, align 8
  %262 = add i64 %259, 1
  %loop.index184..415.0182.4.3 = select i1 %253, i64 %262, i64 %.415.0182.4
  %loop.index184..418.0183.4.3 = select i1 %253, i64 %262, i64 %.418.0183.4
  %.432211.in.4.3 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..415.0182.4.3
  %.432211.4.3 = load double, double* %.432211.in.4.3, align 8
  %.440.4.3 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..418.0183.4.3
  %.441.4.3 = load double, double* %.440.4.3, align 8
  %.13.i.4.3 = tail call double @llvm.sin.f64(double %.432211.4.3)
  %.18.i.4.3 = fmul double %.441.4.3, 5.000000e-01
  %.19.i.4.3 = fsub double %.13.i.4.3, %.18.i.4.3
  %sunkaddr1109 = mul i64 %loop.index184.4, 8
  %263 = bitcast double* %.6.i81190.4 to i8*
  %sunkaddr1110 = getelementptr i8, i8* %263, i64 %sunkaddr1109
  %sunkaddr1111 = getelementptr i8, i8* %sunkaddr1110, i64 24
  %264 = bitcast i8* %sunkaddr1111 to double*
  store double %.19.i.4.3, double* %264, align 8
  %265 = add i64 %262, 1
  %loop.index184..415.0182.4.4 = select i1 %253, i64 %265, i64 %.415.0182.4
  %loop.index184..418.0183.4.4 = select i1 %253, i64 %265, i64 %.418.0183.4
  %.432211.in.4.4 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..415.0182.4.4
  %.432211.4.4 = load double, double* %.432211.in.4.4, align 8
  %.440.4.4 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..418.0183.4.4
  %.441.4.4 = load double, double* %.440.4.4, align 8
  %.13.i.4.4 = tail call double @llvm.sin.f64(double %.432211.4.4)
  %.18.i.4.4 = fmul double %.441.4.4, 5.000000e-01
  %.19.i.4.4 = fsub double %.13.i.4.4, %.18.i.4.4
  %sunkaddr1112 = mul i64 %loop.index184.4, 8
  %266 = bitcast double* %.6.i81190.4 to i8*
  %sunkaddr1113 = getelementptr i8, i8* %266, i64 %sunkaddr1112
  %sunkaddr1114 = getelementptr i8, i8* %sunkaddr1113, i64 32
  %267 = bitcast i8* %sunkaddr1114 to double*
  store double %.19.i.4.4, double* %267, align 8
  %268 = add i64 %265, 1
  %loop.index184..415.0182.4.5 = select i1 %253, i64 %268, i64 %.415.0182.4
  %loop.index184..418.0183.4.5 = select i1 %253, i64 %268, i64 %.418.0183.4
  %.432211.in.4.5 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..415.0182.4.5
  %.432211.4.5 = load double, double* %.432211.in.4.5, align 8
  %.440.4.5 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..418.0183.4.5
  %.441.4.5 = load double, double* %.440.4.5, align 8
  %.13.i.4.5 = tail call double @llvm.sin.f64(double %.432211.4.5)
  %.18.i.4.5 = fmul double %.441.4.5, 5.000000e-01
  %.19.i.4.5 = fsub double %.13.i.4.5, %.18.i.4.5
  %sunkaddr1115 = mul i64 %loop.index184.4, 8
  %269 = bitcast double* %.6.i81190.4 to i8*
  %sunkaddr1116 = getelementptr i8, i8* %269, i64 %sunkaddr1115
  %sunkaddr1117 = getelementptr i8, i8* %sunkaddr1116, i64 40
  %270 = bitcast i8* %sunkaddr1117 to double*
  store double %.19.i.4.5, double* %270, align 8
  %271 = add i64 %268, 1
  %loop.index184..415.0182.4.6 = select i1 %253, i64 %271, i64 %.415.0182.4
  %loop.index184..418.0183.4.6 = select i1 %253, i64 %271, i64 %.418.0183.4
  %.432211.in.4.6 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..415.0182.4.6
  %.432211.4.6 = load double, double* %.432211.in.4.6, align 8
  %.440.4.6 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..418.0183.4.6
  %.441.4.6 = load double, double* %.440.4.6, align 8
  %.13.i.4.6 = tail call double @llvm.sin.f64(double %.432211.4.6)
  %.18.i.4.6 = fmul double %.441.4.6, 5.000000e-01
  %.19.i.4.6 = fsub double %.13.i.4.6, %.18.i.4.6
  %sunkaddr1118 = mul i64 %loop.index184.4, 8
  %272 = bitcast double* %.6.i81190.4 to i8*
  %sunkaddr1119 = getelementptr i8, i8* %272, i64 %sunkaddr1118
  %sunkaddr1120 = getelementptr i8, i8* %sunkaddr1119, i64 48
  %273 = bitcast i8* %sunkaddr1120 to double*
  store double %.19.i.4.6, double* %273, align 8
  %274 = add i64 %271, 1
  %loop.index184..415.0182.4.7 = select i1 %253, i64 %274, i64 %.415.0182.4
  %loop.index184..418.0183.4.7 = select i1 %253, i64 %274, i64 %.418.0183.4
  %.432211.in.4.7 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..415.0182.4.7
  %.432211.4.7 = load double, double* %.432211.in.4.7, align 8
  %.440.4.7 = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..418.0183.4.7
  %.441.4.7 = load double, double* %.440.4.7, align 8
  %.13.i.4.7 = tail call double @llvm.sin.f64(double %.432211.4.7)
  %.18.i.4.7 = fmul double %.441.4.7, 5.000000e-01
  %.19.i.4.7 = fsub double %.13.i.4.7, %.18.i.4.7
  %sunkaddr1121 = mul i64 %loop.index184.4, 8
  %275 = bitcast double* %.6.i81190.4 to i8*
  %sunkaddr1122 = getelementptr i8, i8* %275, i64 %sunkaddr1121
  %sunkaddr1123 = getelementptr i8, i8* %sunkaddr1122, i64 56
  %276 = bitcast i8* %sunkaddr1123 to double*
  store double %.19.i.4.7, double* %276, align 8
  %.470.4.7 = add nuw i64 %loop.index184.4, 8
  %277 = add i64 %274, 1
  %niter331.ncmp.7 = icmp eq i64 %277, %unroll_iter330
  br i1 %niter331.ncmp.7, label %for.end.endif.endif.endif.endif.endif.4.unr-lcssa, label %for.body.4

for.end.endif.endif.endif.endif.endif.4.unr-lcssa: ; preds = %for.body.4, %for.body.4.preheader
  %loop.index184.4.unr = phi i64 [ 0, %for.body.4.preheader ], [ %.470.4.7, %for.body.4 ]
  %.418.0183.4.unr = phi i64 [ 0, %for.body.4.preheader ], [ %loop.index184..418.0183.4.7, %for.body.4 ]
  %.415.0182.4.unr = phi i64 [ 0, %for.body.4.preheader ], [ %loop.index184..415.0182.4.7, %for.body.4 ]
  %lcmp.mod329.not = icmp eq i64 %xtraiter327, 0
  br i1 %lcmp.mod329.not, label %for.end.endif.endif.endif.endif.endif.4, label %for.body.4.epil.preheader

for.body.4.epil.preheader:                        ; preds = %for.end.endif.endif.endif.endif.endif.4.unr-lcssa
  br label %for.body.4.epil

for.body.4.epil:                                  ; preds = %for.body.4.epil.preheader, %for.body.4.epil
  %lsr.iv748 = phi i64 [ %xtraiter327, %for.body.4.epil.preheader ], [ %lsr.iv.next749, %for.body.4.epil ]
  %loop.index184.4.epil = phi i64 [ %.470.4.epil, %for.body.4.epil ], [ %loop.index184.4.unr, %for.body.4.epil.preheader ]
  %.418.0183.4.epil = phi i64 [ %loop.index184..418.0183.4.epil, %for.body.4.epil ], [ %.418.0183.4.unr, %for.body.4.epil.preheader ]
  %.415.0182.4.epil = phi i64 [ %loop.index184..415.0182.4.epil, %for.body.4.epil ], [ %.415.0182.4.unr, %for.body.4.epil.preheader ]
  %278 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.4.epil = select i1 %278, i64 %loop.index184.4.epil, i64 %.415.0182.4.epil
  %loop.index184..418.0183.4.epil = select i1 %278, i64 %loop.index184.4.epil, i64 %.418.0183.4.epil
  %.432211.in.4.epil = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..415.0182.4.epil
  %.432211.4.epil = load double, double* %.432211.in.4.epil, align 8
  %.440.4.epil = getelementptr double, double* %.6.i104191.3289, i64 %loop.index184..418.0183.4.epil
  %.441.4.epil = load double, double* %.440.4.epil, align 8
  %.13.i.4.epil = tail call double @llvm.sin.f64(double %.432211.4.epil)
  %.18.i.4.epil = fmul double %.441.4.epil, 5.000000e-01
  %.19.i.4.epil = fsub double %.13.i.4.epil, %.18.i.4.epil
  %scevgep747 = getelementptr double, double* %.6.i81190.4, i64 %loop.index184.4.epil
  store double %.19.i.4.epil, double* %scevgep747, align 8
  %.470.4.epil = add nuw nsw i64 %loop.index184.4.epil, 1
  %lsr.iv.next749 = add nsw i64 %lsr.iv748, -1
  %epil.iter328.cmp.not = icmp eq i64 %lsr.iv.next749, 0
  br i1 %epil.iter328.cmp.not, label %for.end.endif.endif.endif.endif.endif.4, label %for.body.4.epil, !llvm.loop !32

for.end.endif.endif.endif.endif.endif.4:          ; preds = %for.body.4.epil, %for.end.endif.endif.endif.endif.endif.4.unr-lcssa
  %.7.i.i105.4 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.4 = icmp eq i8* %.7.i.i105.4, null
  br i1 %.8.i.i106.4, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.4, !prof !0

for.end.endif.endif.endif.endif.endif.4.thread:   ; preds = %B76.endif.endif.endif.endif.endif.endif.4
  %.7.i.i105.4290 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.4291 = icmp eq i8* %.7.i.i105.4290, null
  br i1 %.8.i.i106.4291, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.4.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.4.thread: ; preds = %for.end.endif.endif.endif.endif.endif.4.thread
  %.5.i103.4294 = getelementptr i8, i8* %.7.i.i105.4290, i64 24
  %279 = bitcast i8* %.5.i103.4294 to double**
  %.6.i104191.4295 = load double*, double** %279, align 8
  br label %for.end.1.4

for.end.endif.endif.endif.endif.endif.endif.4:    ; preds = %for.end.endif.endif.endif.endif.endif.4
  %280 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i103.4 = getelementptr i8, i8* %.7.i.i105.4, i64 24
  %281 = bitcast i8* %.5.i103.4 to double**
  %.6.i104191.4 = load double*, double** %281, align 8
  br i1 %280, label %for.body.1.4.preheader, label %for.end.1.4

for.body.1.4.preheader:                           ; preds = %for.end.endif.endif.endif.endif.endif.endif.4
  %282 = add i64 %arg.y0.5.0, -1
  %xtraiter322 = and i64 %arg.y0.5.0, 7
  %283 = icmp ult i64 %282, 7
  br i1 %283, label %for.end.1.4.loopexit.unr-lcssa, label %for.body.1.4.preheader.new

for.body.1.4.preheader.new:                       ; preds = %for.body.1.4.preheader
  %unroll_iter325 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.4

for.body.1.4:                                     ; preds = %for.body.1.4, %for.body.1.4.preheader.new
  %loop.index.1188.4 = phi i64 [ 0, %for.body.1.4.preheader.new ], [ %308, %for.body.1.4 ]
  %.650.0187.4 = phi i64 [ 0, %for.body.1.4.preheader.new ], [ %.650.1.4.7, %for.body.1.4 ]
  %.647.0186.4 = phi i64 [ 0, %for.body.1.4.preheader.new ], [ %spec.select242.4.7, %for.body.1.4 ]
  %284 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.4 = select i1 %284, i64 %loop.index.1188.4, i64 %.647.0186.4
  %.663.4 = getelementptr double, double* %.6.i81190.4, i64 %spec.select242.4
  %.664.4 = load double, double* %.663.4, align 8
  %.650.1.4 = select i1 %284, i64 %loop.index.1188.4, i64 %.650.0187.4
  %.672.4 = getelementptr double, double* %.6.i104191.3289, i64 %.650.1.4
  %.673.4 = load double, double* %.672.4, align 8
  %.7.i.4 = fmul double %.664.4, %arg.h
  %.8.i.4 = fadd double %.7.i.4, %.673.4
  %sunkaddr1124 = mul i64 %loop.index.1188.4, 8
  %285 = bitcast double* %.6.i104191.4 to i8*
  %sunkaddr1125 = getelementptr i8, i8* %285, i64 %sunkaddr1124
  %286 = bitcast i8* %sunkaddr1125 to double*
  store double %.8.i.4, double* %286, align 8
  %287 = add i64 %loop.index.1188.4, 1
  %spec.select242.4.1 = select i1 %284, i64 %287, i64 %.647.0186.4
  %.663.4.1 = getelementptr double, double* %.6.i81190.4, i64 %spec.select242.4.1
  %.664.4.1 = load double, double* %.663.4.1, align 8
  %.650.1.4.1 = select i1 %284, i64 %287, i64 %.650.0187.4
  %.672.4.1 = getelementptr double, double* %.6.i104191.3289, i64 %.650.1.4.1
  %.673.4.1 = load double, double* %.672.4.1, align 8
  %.7.i.4.1 = fmul double %.664.4.1, %arg.h
  %.8.i.4.1 = fadd double %.7.i.4.1, %.673.4.1
  %sunkaddr1126 = mul i64 %loop.index.1188.4, 8
  %288 = bitcast double* %.6.i104191.4 to i8*
  %sunkaddr1127 = getelementptr i8, i8* %288, i64 %sunkaddr1126
  %sunkaddr1128 = getelementptr i8, i8* %sunkaddr1127, i64 8
  %289 = bitcast i8* %sunkaddr1128 to double*
  store double %.8.i.4.1, double* %289, align 8
  %290 = add i64 %287, 1
  %spec.select242.4.2 = select i1 %284, i64 %290, i64 %.647.0186.4
  %.663.4.2 = getelementptr double, double* %.6.i81190.4, i64 %spec.select242.4.2
  %.664.4.2 = load double, double* %.663.4.2, align 8
  %.650.1.4.2 = select i1 %284, i64 %290, i64 %.650.0187.4
  %.672.4.2 = getelementptr double, double* %.6.i104191.3289, i64 %.650.1.4.2
  %.673.4.2 = load double, double* %.672.4.2, align 8
  %.7.i.4.2 = fmul double %.664.4.2, %arg.h
  %.8.i.4.2 = fadd double %.7.i.4.2, %.673.4.2
  %sunkaddr1129 = mul i64 %loop.index.1188.4, 8
  %291 = bitcast double* %.6.i104191.4 to i8*
  %sunkaddr1130 = getelementptr i8, i8* %291, i64 %sunkaddr1129
  %sunkaddr1131 = getelementptr i8, i8* %sunkaddr1130, i64 16
  %292 = bitcast i8* %sunkaddr1131 to double*
  store double %.8.i.4.2, double* %292, align 8
  %293 = add i64 %290, 1
  %spec.select242.4.3 = select i1 %284, i64 %293, i64 %.647.0186.4
  %.663.4.3 = getelementptr double, double* %.6.i81190.4, i64 %spec.select242.4.3
  %.664.4.3 = load double, double* %.663.4.3, align 8
  %.650.1.4.3 = select i1 %284, i64 %293, i64 %.650.0187.4
  %.672.4.3 = getelementptr double, double* %.6.i104191.3289, i64 %.650.1.4.3
  %.673.4.3 = load double, double* %.672.4.3, align 8
  %.7.i.4.3 = fmul double %.664.4.3, %arg.h
  %.8.i.4.3 = fadd double %.7.i.4.3, %.673.4.3
  %sunkaddr1132 = mul i64 %loop.index.1188.4, 8
  %294 = bitcast double* %.6.i104191.4 to i8*
  %sunkaddr1133 = getelementptr i8, i8* %294, i64 %sunkaddr1132
  %sunkaddr1134 = getelementptr i8, i8* %sunkaddr1133, i64 24
  %295 = bitcast i8* %sunkaddr1134 to double*
  store double %.8.i.4.3, double* %295, align 8
  %296 = add i64 %293, 1
  %spec.select242.4.4 = select i1 %284, i64 %296, i64 %.647.0186.4
  %.663.4.4 = getelementptr double, double* %.6.i81190.4, i64 %spec.select242.4.4
  %.664.4.4 = load double, double* %.663.4.4, align 8
  %.650.1.4.4 = select i1 %284, i64 %296, i64 %.650.0187.4
  %.672.4.4 = getelementptr double, double* %.6.i104191.3289, i64 %.650.1.4.4
  %.673.4.4 = load double, double* %.672.4.4, align 8
  %.7.i.4.4 = fmul double %.664.4.4, %arg.h
  %.8.i.4.4 = fadd double %.7.i.4.4, %.673.4.4
  %sunkaddr1135 = mul i64 %loop.index.1188.4, 8
  %297 = bitcast double* %.6.i104191.4 to i8*
  %sunkaddr1136 = getelementptr i8, i8* %297, i64 %sunkaddr1135
  %sunkaddr1137 = getelementptr i8, i8* %sunkaddr1136, i64 32
  %298 = bitcast i8* %sunkaddr1137 to double*
  store double %.8.i.4.4, double* %298, align 8
  %299 = add i64 %296, 1
  %spec.select242.4.5 = select i1 %284, i64 %299, i64 %.647.0186.4
  %.663.4.5 = getelementptr double, double* %.6.i81190.4, i64 %spec.select242.4.5
  %.664.4.5 = load double, double* %.663.4.5, align 8
  %.650.1.4.5 = select i1 %284, i64 %299, i64 %.650.0187.4
  %.672.4.5 = getelementptr double, double* %.6.i104191.3289, i64 %.650.1.4.5
  %.673.4.5 = load double, double* %.672.4.5, align 8
  %.7.i.4.5 = fmul double %.664.4.5, %arg.h
  %.8.i.4.5 = fadd double %.7.i.4.5, %.673.4.5
  %sunkaddr1138 = mul i64 %loop.index.1188.4, 8
  %300 = bitcast double* %.6.i104191.4 to i8*
  %sunkaddr1139 = getelementptr i8, i8* %300, i64 %sunkaddr1138
  %sunkaddr1140 = getelementptr i8, i8* %sunkaddr1139, i64 40
  %301 = bitcast i8* %sunkaddr1140 to double*
  store double %.8.i.4.5, double* %301, align 8
  %302 = add i64 %299, 1
  %spec.select242.4.6 = select i1 %284, i64 %302, i64 %.647.0186.4
  %.663.4.6 = getelementptr double, double* %.6.i81190.4, i64 %spec.select242.4.6
  %.664.4.6 = load double, double* %.663.4.6, align 8
  %.650.1.4.6 = select i1 %284, i64 %302, i64 %.650.0187.4
  %.672.4.6 = getelementptr double, double* %.6.i104191.3289, i64 %.650.1.4.6
  %.673.4.6 = load double, double* %.672.4.6, align 8
  %.7.i.4.6 = fmul double %.664.4.6, %arg.h
  %.8.i.4.6 = fadd double %.7.i.4.6, %.673.4.6
  %sunkaddr1141 = mul i64 %loop.index.1188.4, 8
  %303 = bitcast double* %.6.i104191.4 to i8*
  %sunkaddr1142 = getelementptr i8, i8* %303, i64 %sunkaddr1141
  %sunkaddr1143 = getelementptr i8, i8* %sunkaddr1142, i64 48
  %304 = bitcast i8* %sunkaddr1143 to double*
  store double %.8.i.4.6, double* %304, align 8
  %305 = add i64 %302, 1
  %spec.select242.4.7 = select i1 %284, i64 %305, i64 %.647.0186.4
  %.663.4.7 = getelementptr double, double* %.6.i81190.4, i64 %spec.select242.4.7
  %.664.4.7 = load double, double* %.663.4.7, align 8
  %.650.1.4.7 = select i1 %284, i64 %305, i64 %.650.0187.4
  %.672.4.7 = getelementptr double, double* %.6.i104191.3289, i64 %.650.1.4.7
  %.673.4.7 = load double, double* %.672.4.7, align 8
  %.7.i.4.7 = fmul double %.664.4.7, %arg.h
  %.8.i.4.7 = fadd double %.7.i.4.7, %.673.4.7
  %sunkaddr1144 = mul i64 %loop.index.1188.4, 8
  %306 = bitcast double* %.6.i104191.4 to i8*
  %sunkaddr1145 = getelementptr i8, i8* %306, i64 %sunkaddr1144
  %sunkaddr1146 = getelementptr i8, i8* %sunkaddr1145, i64 56
  %307 = bitcast i8* %sunkaddr1146 to double*
  store double %.8.i.4.7, double* %307, align 8
  %.702.4.7 = add nuw i64 %loop.index.1188.4, 8
  %308 = add i64 %305, 1
  %niter326.ncmp.7 = icmp eq i64 %308, %unroll_iter325
  br i1 %niter326.ncmp.7, label %for.end.1.4.loopexit.unr-lcssa, label %for.body.1.4

for.end.1.4.loopexit.unr-lcssa:                   ; preds = %for.body.1.4, %for.body.1.4.preheader
  %loop.index.1188.4.unr = phi i64 [ 0, %for.body.1.4.preheader ], [ %.702.4.7, %for.body.1.4 ]
  %.650.0187.4.unr = phi i64 [ 0, %for.body.1.4.preheader ], [ %.650.1.4.7, %for.body.1.4 ]
  %.647.0186.4.unr = phi i64 [ 0, %for.body.1.4.preheader ], [ %spec.select242.4.7, %for.body.1.4 ]
  %lcmp.mod324.not = icmp eq i64 %xtraiter322, 0
  br i1 %lcmp.mod324.not, label %for.end.1.4, label %for.body.1.4.epil.preheader

for.body.1.4.epil.preheader:                      ; preds = %for.end.1.4.loopexit.unr-lcssa
  br label %for.body.1.4.epil

for.body.1.4.epil:                                ; preds = %for.body.1.4.epil.preheader, %for.body.1.4.epil
  %lsr.iv729 = phi i64 [ %xtraiter322, %for.body.1.4.epil.preheader ], [ %lsr.iv.next730, %for.body.1.4.epil ]
  %loop.index.1188.4.epil = phi i64 [ %.702.4.epil, %for.body.1.4.epil ], [ %loop.index.1188.4.unr, %for.body.1.4.epil.preheader ]
  %.650.0187.4.epil = phi i64 [ %.650.1.4.epil, %for.body.1.4.epil ], [ %.650.0187.4.unr, %for.body.1.4.epil.preheader ]
  %.647.0186.4.epil = phi i64 [ %spec.select242.4.epil, %for.body.1.4.epil ], [ %.647.0186.4.unr, %for.body.1.4.epil.preheader ]
  %309 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.4.epil = select i1 %309, i64 %loop.index.1188.4.epil, i64 %.647.0186.4.epil
  %.663.4.epil = getelementptr double, double* %.6.i81190.4, i64 %spec.select242.4.epil
  %.664.4.epil = load double, double* %.663.4.epil, align 8
  %.650.1.4.epil = select i1 %309, i64 %loop.index.1188.4.epil, i64 %.650.0187.4.epil
  %.672.4.epil = getelementptr double, double* %.6.i104191.3289, i64 %.650.1.4.epil
  %.673.4.epil = load double, double* %.672.4.epil, align 8
  %.7.i.4.epil = fmul double %.664.4.epil, %arg.h
  %.8.i.4.epil = fadd double %.7.i.4.epil, %.673.4.epil
  %scevgep728 = getelementptr double, double* %.6.i104191.4, i64 %loop.index.1188.4.epil
  store double %.8.i.4.epil, double* %scevgep728, align 8
  %.702.4.epil = add nuw nsw i64 %loop.index.1188.4.epil, 1
  %lsr.iv.next730 = add nsw i64 %lsr.iv729, -1
  %epil.iter323.cmp.not = icmp eq i64 %lsr.iv.next730, 0
  br i1 %epil.iter323.cmp.not, label %for.end.1.4, label %for.body.1.4.epil, !llvm.loop !33

for.end.1.4:                                      ; preds = %for.body.1.4.epil, %for.end.1.4.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif.4, %for.end.endif.endif.endif.endif.endif.endif.4.thread
  %.6.i104191.4297 = phi double* [ %.6.i104191.4295, %for.end.endif.endif.endif.endif.endif.endif.4.thread ], [ %.6.i104191.4, %for.end.endif.endif.endif.endif.endif.endif.4 ], [ %.6.i104191.4, %for.end.1.4.loopexit.unr-lcssa ], [ %.6.i104191.4, %for.body.1.4.epil ]
  %.7.i.i105.4292296 = phi i8* [ %.7.i.i105.4290, %for.end.endif.endif.endif.endif.endif.endif.4.thread ], [ %.7.i.i105.4, %for.end.endif.endif.endif.endif.endif.endif.4 ], [ %.7.i.i105.4, %for.end.1.4.loopexit.unr-lcssa ], [ %.7.i.i105.4, %for.body.1.4.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i74.4)
  tail call void @NRT_decref(i8* nonnull %.7.i.i105.3284288)
  %.7.i.i74.5 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i75.5 = icmp eq i8* %.7.i.i74.5, null
  br i1 %.8.i.i75.5, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.5, !prof !0

B76.endif.endif.endif.endif.endif.endif.5:        ; preds = %for.end.1.4
  %310 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i80.5 = getelementptr i8, i8* %.7.i.i74.5, i64 24
  %311 = bitcast i8* %.5.i80.5 to double**
  %.6.i81190.5 = load double*, double** %311, align 8
  br i1 %310, label %for.body.5.preheader, label %for.end.endif.endif.endif.endif.endif.5.thread

for.body.5.preheader:                             ; preds = %B76.endif.endif.endif.endif.endif.endif.5
  %312 = add i64 %arg.y0.5.0, -1
  %xtraiter317 = and i64 %arg.y0.5.0, 7
  %313 = icmp ult i64 %312, 7
  br i1 %313, label %for.end.endif.endif.endif.endif.endif.5.unr-lcssa, label %for.body.5.preheader.new

for.body.5.preheader.new:                         ; preds = %for.body.5.preheader
  %unroll_iter320 = and i64 %arg.y0.5.0, -8
  br label %for.body.5

for.body.5:                                       ; preds = %for.body.5, %for.body.5.preheader.new
  %loop.index184.5 = phi i64 [ 0, %for.body.5.preheader.new ], [ %338, %for.body.5 ]
  %.418.0183.5 = phi i64 [ 0, %for.body.5.preheader.new ], [ %loop.index184..418.0183.5.7, %for.body.5 ]
  %.415.0182.5 = phi i64 [ 0, %for.body.5.preheader.new ], [ %loop.index184..415.0182.5.7, %for.body.5 ]
  %314 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.5 = select i1 %314, i64 %loop.index184.5, i64 %.415.0182.5
  %loop.index184..418.0183.5 = select i1 %314, i64 %loop.index184.5, i64 %.418.0183.5
  %.432211.in.5 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..415.0182.5
  %.432211.5 = load double, double* %.432211.in.5, align 8
  %.440.5 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..418.0183.5
  %.441.5 = load double, double* %.440.5, align 8
  %.13.i.5 = tail call double @llvm.sin.f64(double %.432211.5)
  %.18.i.5 = fmul double %.441.5, 5.000000e-01
  %.19.i.5 = fsub double %.13.i.5, %.18.i.5
  %sunkaddr1147 = mul i64 %loop.index184.5, 8
  %315 = bitcast double* %.6.i81190.5 to i8*
  %sunkaddr1148 = getelementptr i8, i8* %315, i64 %sunkaddr1147
  %316 = bitcast i8* %sunkaddr1148 to double*
  store double %.19.i.5, double* %316, align 8
  %317 = add i64 %loop.index184.5, 1
  %loop.index184..415.0182.5.1 = select i1 %314, i64 %317, i64 %.415.0182.5
  %loop.index184..418.0183.5.1 = select i1 %314, i64 %317, i64 %.418.0183.5
  %.432211.in.5.1 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..415.0182.5.1
  %.432211.5.1 = load double, double* %.432211.in.5.1, align 8
  %.440.5.1 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..418.0183.5.1
  %.441.5.1 = load double, double* %.440.5.1, align 8
  %.13.i.5.1 = tail call double @llvm.sin.f64(double %.432211.5.1)
  %.18.i.5.1 = fmul double %.441.5.1, 5.000000e-01
  %.19.i.5.1 = fsub double %.13.i.5.1, %.18.i.5.1
  %sunkaddr1149 = mul i64 %loop.index184.5, 8
  %318 = bitcast double* %.6.i81190.5 to i8*
  %sunkaddr1150 = getelementptr i8, i8* %318, i64 %sunkaddr1149
  %sunkaddr1151 = getelementptr i8, i8* %sunkaddr1150, i64 8
  %319 = bitcast i8* %sunkaddr1151 to double*
  store double %.19.i.5.1, double* %319, align 8
  %320 = add i64 %317, 1
  %loop.index184..415.0182.5.2 = select i1 %314, i64 %320, i64 %.415.0182.5
  %loop.index184..418.0183.5.2 = select i1 %314, i64 %320, i64 %.418.0183.5
  %.432211.in.5.2 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..415.0182.5.2
  %.432211.5.2 = load double, double* %.432211.in.5.2, align 8
  %.440.5.2 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..418.0183.5.2
  %.441.5.2 = load double, double* %.440.5.2, align 8
  %.13.i.5.2 = tail call double @llvm.sin.f64(double %.432211.5.2)
  %.18.i.5.2 = fmul double %.441.5.2, 5.000000e-01
  %.19.i.5.2 = fsub double %.13.i.5.2, %.18.i.5.2
  %sunkaddr1152 = mul i64 %loop.index184.5, 8
  %321 = bitcast double* %.6.i81190.5 to i8*
  %sunkaddr1153 = getelementptr i8, i8* %321, i64 %sunkaddr1152
  %sunkaddr1154 = getelementptr i8, i8* %sunkaddr1153, i64 16
  %322 = bitcast i8* %sunkaddr1154 to double*
  store double %.19.i.5.2, double* %322, align 8
  %323 = add i64 %320, 1
  %loop.index184..415.0182.5.3 = select i1 %314, i64 %323, i64 %.415.0182.5
  %loop.index184..418.0183.5.3 = select i1 %314, i64 %323, i64 %.418.0183.5
  %.432211.in.5.3 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..415.0182.5.3
  %.432211.5.3 = load double, double* %.432211.in.5.3, align 8
  %.440.5.3 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..418.0183.5.3
  %.441.5.3 = load double, double* %.440.5.3, align 8
  %.13.i.5.3 = tail call double @llvm.sin.f64(double %.432211.5.3)
  %.18.i.5.3 = fmul double %.441.5.3, 5.000000e-01
  %.19.i.5.3 = fsub double %.13.i.5.3, %.18.i.5.3
  %sunkaddr1155 = mul i64 %loop.index184.5, 8
  %324 = bitcast double* %.6.i81190.5 to i8*
  %sunkaddr1156 = getelementptr i8, i8* %324, i64 %sunkaddr1155
  %sunkaddr1157 = getelementptr i8, i8* %sunkaddr1156, i64 24
  %325 = bitcast i8* %sunkaddr1157 to double*
  store double %.19.i.5.3, double* %325, align 8
  %326 = add i64 %323, 1
  %loop.index184..415.0182.5.4 = select i1 %314, i64 %326, i64 %.415.0182.5
  %loop.index184..418.0183.5.4 = select i1 %314, i64 %326, i64 %.418.0183.5
  %.432211.in.5.4 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..415.0182.5.4
  %.432211.5.4 = load double, double* %.432211.in.5.4, align 8
  %.440.5.4 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..418.0183.5.4
  %.441.5.4 = load double, double* %.440.5.4, align 8
  %.13.i.5.4 = tail call double @llvm.sin.f64(double %.432211.5.4)
  %.18.i.5.4 = fmul double %.441.5.4, 5.000000e-01
  %.19.i.5.4 = fsub double %.13.i.5.4, %.18.i.5.4
  %sunkaddr1158 = mul i64 %loop.index184.5, 8
  %327 = bitcast double* %.6.i81190.5 to i8*
  %sunkaddr1159 = getelementptr i8, i8* %327, i64 %sunkaddr1158
  %sunkaddr1160 = getelementptr i8, i8* %sunkaddr1159, i64 32
  %328 = bitcast i8* %sunkaddr1160 to double*
  store double %.19.i.5.4, double* %328, align 8
  %329 = add i64 %326, 1
  %loop.index184..415.0182.5.5 = select i1 %314, i64 %329, i64 %.415.0182.5
  %loop.index184..418.0183.5.5 = select i1 %314, i64 %329, i64 %.418.0183.5
  %.432211.in.5.5 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..415.0182.5.5
  %.432211.5.5 = load double, double* %.432211.in.5.5, align 8
  %.440.5.5 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..418.0183.5.5
  %.441.5.5 = load double, double* %.440.5.5, align 8
  %.13.i.5.5 = tail call double @llvm.sin.f64(double %.432211.5.5)
  %.18.i.5.5 = fmul double %.441.5.5, 5.000000e-01
  %.19.i.5.5 = fsub double %.13.i.5.5, %.18.i.5.5
  %sunkaddr1161 = mul i64 %loop.index184.5, 8
  %330 = bitcast double* %.6.i81190.5 to i8*
  %sunkaddr1162 = getelementptr i8, i8* %330, i64 %sunkaddr1161
  %sunkaddr1163 = getelementptr i8, i8* %sunkaddr1162, i64 40
  %331 = bitcast i8* %sunkaddr1163 to double*
  store double %.19.i.5.5, double* %331, align 8
  %332 = add i64 %329, 1
  %loop.index184..415.0182.5.6 = select i1 %314, i64 %332, i64 %.415.0182.5
  %loop.index184..418.0183.5.6 = select i1 %314, i64 %332, i64 %.418.0183.5
  %.432211.in.5.6 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..415.0182.5.6
  %.432211.5.6 = load double, double* %.432211.in.5.6, align 8
  %.440.5.6 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..418.0183.5.6
  %.441.5.6 = load double, double* %.440.5.6, align 8
  %.13.i.5.6 = tail call double @llvm.sin.f64(double %.432211.5.6)
  %.18.i.5.6 = fmul double %.441.5.6, 5.000000e-01
  %.19.i.5.6 = fsub double %.13.i.5.6, %.18.i.5.6
  %sunkaddr1164 = mul i64 %loop.index184.5, 8
  %333 = bitcast double* %.6.i81190.5 to i8*
  %sunkaddr1165 = getelementptr i8, i8* %333, i64 %sunkaddr1164
  %sunkaddr1166 = getelementptr i8, i8* %sunkaddr1165, i64 48
  %334 = bitcast i8* %sunkaddr1166 to double*
  store double %.19.i.5.6, double* %334, align 8
  %335 = add i64 %332, 1
  %loop.index184..415.0182.5.7 = select i1 %314, i64 %335, i64 %.415.0182.5
  %loop.index184..418.0183.5.7 = select i1 %314, i64 %335, i64 %.418.0183.5
  %.432211.in.5.7 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..415.0182.5.7
  %.432211.5.7 = load double, double* %.432211.in.5.7, align 8
  %.440.5.7 = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..418.0183.5.7
  %.441.5.7 = load double, double* %.440.5.7, align 8
  %.13.i.5.7 = tail call double @llvm.sin.f64(double %.432211.5.7)
  %.18.i.5.7 = fmul double %.441.5.7, 5.000000e-01
  %.19.i.5.7 = fsub double %.13.i.5.7, %.18.i.5.7
  %sunkaddr1167 = mul i64 %loop.index184.5, 8
  %336 = bitcast double* %.6.i81190.5 to i8*
  %sunkaddr1168 = getelementptr i8, i8* %336, i64 %sunkaddr1167
  %sunkaddr1169 = getelementptr i8, i8* %sunkaddr1168, i64 56
  %337 = bitcast i8* %sunkaddr1169 to double*
  store double %.19.i.5.7, double* %337, align 8
  %.470.5.7 = add nuw i64 %loop.index184.5, 8
  %338 = add i64 %335, 1
  %niter321.ncmp.7 = icmp eq i64 %338, %unroll_iter320
  br i1 %niter321.ncmp.7, label %for.end.endif.endif.endif.endif.endif.5.unr-lcssa, label %for.body.5

for.end.endif.endif.endif.endif.endif.5.unr-lcssa: ; preds = %for.body.5, %for.body.5.preheader
  %loop.index184.5.unr = phi i64 [ 0, %for.body.5.preheader ], [ %.470.5.7, %for.body.5 ]
  %.418.0183.5.unr = phi i64 [ 0, %for.body.5.preheader ], [ %loop.index184..418.0183.5.7, %for.body.5 ]
  %.415.0182.5.unr = phi i64 [ 0, %for.body.5.preheader ], [ %loop.index184..415.0182.5.7, %for.body.5 ]
  %lcmp.mod319.not = icmp eq i64 %xtraiter317, 0
  br i1 %lcmp.mod319.not, label %for.end.endif.endif.endif.endif.endif.5, label %for.body.5.epil.preheader

for.body.5.epil.preheader:                        ; preds = %for.end.endif.endif.endif.endif.endif.5.unr-lcssa
  br label %for.body.5.epil

for.body.5.epil:                                  ; preds = %for.body.5.epil.preheader, %for.body.5.epil
  %lsr.iv710 = phi i64 [ %xtraiter317, %for.body.5.epil.preheader ], [ %lsr.iv.next711, %for.body.5.epil ]
  %loop.index184.5.epil = phi i64 [ %.470.5.epil, %for.body.5.epil ], [ %loop.index184.5.unr, %for.body.5.epil.preheader ]
  %.418.0183.5.epil = phi i64 [ %loop.index184..418.0183.5.epil, %for.body.5.epil ], [ %.418.0183.5.unr, %for.body.5.epil.preheader ]
  %.415.0182.5.epil = phi i64 [ %loop.index184..415.0182.5.epil, %for.body.5.epil ], [ %.415.0182.5.unr, %for.body.5.epil.preheader ]
  %339 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index184..415.0182.5.epil = select i1 %339, i64 %loop.index184.5.epil, i64 %.415.0182.5.epil
  %loop.index184..418.0183.5.epil = select i1 %339, i64 %loop.index184.5.epil, i64 %.418.0183.5.epil
  %.432211.in.5.epil = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..415.0182.5.epil
  %.432211.5.epil = load double, double* %.432211.in.5.epil, align 8
  %.440.5.epil = getelementptr double, double* %.6.i104191.4297, i64 %loop.index184..418.0183.5.epil
  %.441.5.epil = load double, double* %.440.5.epil, align 8
  %.13.i.5.epil = tail call double @llvm.sin.f64(double %.432211.5.epil)
  %.18.i.5.epil = fmul double %.441.5.epil, 5.000000e-01
  %.19.i.5.epil = fsub double %.13.i.5.epil, %.18.i.5.epil
  %scevgep709 = getelementptr double, double* %.6.i81190.5, i64 %loop.index184.5.epil
  store double %.19.i.5.epil, double* %scevgep709, align 8
  %.470.5.epil = add nuw nsw i64 %loop.index184.5.epil, 1
  %lsr.iv.next711 = add nsw i64 %lsr.iv710, -1
  %epil.iter318.cmp.not = icmp eq i64 %lsr.iv.next711, 0
  br i1 %epil.iter318.cmp.not, label %for.end.endif.endif.endif.endif.endif.5, label %for.body.5.epil, !llvm.loop !34

for.end.endif.endif.endif.endif.endif.5:          ; preds = %for.body.5.epil, %for.end.endif.endif.endif.endif.endif.5.unr-lcssa
  %.7.i.i105.5 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.5 = icmp eq i8* %.7.i.i105.5, null
  br i1 %.8.i.i106.5, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.5, !prof !0

for.end.endif.endif.endif.endif.endif.5.thread:   ; preds = %B76.endif.endif.endif.endif.endif.endif.5
  %.7.i.i105.5298 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i106.5299 = icmp eq i8* %.7.i.i105.5298, null
  br i1 %.8.i.i106.5299, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.5.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.5.thread: ; preds = %for.end.endif.endif.endif.endif.endif.5.thread
  %.5.i103.5302 = getelementptr i8, i8* %.7.i.i105.5298, i64 24
  %340 = bitcast i8* %.5.i103.5302 to double**
  %.6.i104191.5303 = load double*, double** %340, align 8
  br label %B148.endif.endif.endif.endif.endif

for.end.endif.endif.endif.endif.endif.endif.5:    ; preds = %for.end.endif.endif.endif.endif.endif.5
  %341 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i103.5 = getelementptr i8, i8* %.7.i.i105.5, i64 24
  %342 = bitcast i8* %.5.i103.5 to double**
  %.6.i104191.5 = load double*, double** %342, align 8
  br i1 %341, label %for.body.1.5.preheader, label %B148.endif.endif.endif.endif.endif

for.body.1.5.preheader:                           ; preds = %for.end.endif.endif.endif.endif.endif.endif.5
  %343 = add i64 %arg.y0.5.0, -1
  %xtraiter312 = and i64 %arg.y0.5.0, 7
  %344 = icmp ult i64 %343, 7
  br i1 %344, label %B148.endif.endif.endif.endif.endif.loopexit.unr-lcssa, label %for.body.1.5.preheader.new

for.body.1.5.preheader.new:                       ; preds = %for.body.1.5.preheader
  %unroll_iter315 = and i64 %arg.y0.5.0, -8
  br label %for.body.1.5

for.body.1.5:                                     ; preds = %for.body.1.5, %for.body.1.5.preheader.new
  %loop.index.1188.5 = phi i64 [ 0, %for.body.1.5.preheader.new ], [ %369, %for.body.1.5 ]
  %.650.0187.5 = phi i64 [ 0, %for.body.1.5.preheader.new ], [ %.650.1.5.7, %for.body.1.5 ]
  %.647.0186.5 = phi i64 [ 0, %for.body.1.5.preheader.new ], [ %spec.select242.5.7, %for.body.1.5 ]
  %345 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.5 = select i1 %345, i64 %loop.index.1188.5, i64 %.647.0186.5
  %.663.5 = getelementptr double, double* %.6.i81190.5, i64 %spec.select242.5
  %.664.5 = load double, double* %.663.5, align 8
  %.650.1.5 = select i1 %345, i64 %loop.index.1188.5, i64 %.650.0187.5
  %.672.5 = getelementptr double, double* %.6.i104191.4297, i64 %.650.1.5
  %.673.5 = load double, double* %.672.5, align 8
  %.7.i.5 = fmul double %.664.5, %arg.h
  %.8.i.5 = fadd double %.7.i.5, %.673.5
  %sunkaddr1170 = mul i64 %loop.index.1188.5, 8
  %346 = bitcast double* %.6.i104191.5 to i8*
  %sunkaddr1171 = getelementptr i8, i8* %346, i64 %sunkaddr1170
  %347 = bitcast i8* %sunkaddr1171 to double*
  store double %.8.i.5, double* %347, align 8
  %348 = add i64 %loop.index.1188.5, 1
  %spec.select242.5.1 = select i1 %345, i64 %348, i64 %.647.0186.5
  %.663.5.1 = getelementptr double, double* %.6.i81190.5, i64 %spec.select242.5.1
  %.664.5.1 = load double, double* %.663.5.1, align 8
  %.650.1.5.1 = select i1 %345, i64 %348, i64 %.650.0187.5
  %.672.5.1 = getelementptr double, double* %.6.i104191.4297, i64 %.650.1.5.1
  %.673.5.1 = load double, double* %.672.5.1, align 8
  %.7.i.5.1 = fmul double %.664.5.1, %arg.h
  %.8.i.5.1 = fadd double %.7.i.5.1, %.673.5.1
  %sunkaddr1172 = mul i64 %loop.index.1188.5, 8
  %349 = bitcast double* %.6.i104191.5 to i8*
  %sunkaddr1173 = getelementptr i8, i8* %349, i64 %sunkaddr1172
  %sunkaddr1174 = getelementptr i8, i8* %sunkaddr1173, i64 8
  %350 = bitcast i8* %sunkaddr1174 to double*
  store double %.8.i.5.1, double* %350, align 8
  %351 = add i64 %348, 1
  %spec.select242.5.2 = select i1 %345, i64 %351, i64 %.647.0186.5
  %.663.5.2 = getelementptr double, double* %.6.i81190.5, i64 %spec.select242.5.2
  %.664.5.2 = load double, double* %.663.5.2, align 8
  %.650.1.5.2 = select i1 %345, i64 %351, i64 %.650.0187.5
  %.672.5.2 = getelementptr double, double* %.6.i104191.4297, i64 %.650.1.5.2
  %.673.5.2 = load double, double* %.672.5.2, align 8
  %.7.i.5.2 = fmul double %.664.5.2, %arg.h
  %.8.i.5.2 = fadd double %.7.i.5.2, %.673.5.2
  %sunkaddr1175 = mul i64 %loop.index.1188.5, 8
  %352 = bitcast double* %.6.i104191.5 to i8*
  %sunkaddr1176 = getelementptr i8, i8* %352, i64 %sunkaddr1175
  %sunkaddr1177 = getelementptr i8, i8* %sunkaddr1176, i64 16
  %353 = bitcast i8* %sunkaddr1177 to double*
  store double %.8.i.5.2, double* %353, align 8
  %354 = add i64 %351, 1
  %spec.select242.5.3 = select i1 %345, i64 %354, i64 %.647.0186.5
  %.663.5.3 = getelementptr double, double* %.6.i81190.5, i64 %spec.select242.5.3
  %.664.5.3 = load double, double* %.663.5.3, align 8
  %.650.1.5.3 = select i1 %345, i64 %354, i64 %.650.0187.5
  %.672.5.3 = getelementptr double, double* %.6.i104191.4297, i64 %.650.1.5.3
  %.673.5.3 = load double, double* %.672.5.3, align 8
  %.7.i.5.3 = fmul double %.664.5.3, %arg.h
  %.8.i.5.3 = fadd double %.7.i.5.3, %.673.5.3
  %sunkaddr1178 = mul i64 %loop.index.1188.5, 8
  %355 = bitcast double* %.6.i104191.5 to i8*
  %sunkaddr1179 = getelementptr i8, i8* %355, i64 %sunkaddr1178
  %sunkaddr1180 = getelementptr i8, i8* %sunkaddr1179, i64 24
  %356 = bitcast i8* %sunkaddr1180 to double*
  store double %.8.i.5.3, double* %356, align 8
  %357 = add i64 %354, 1
  %spec.select242.5.4 = select i1 %345, i64 %357, i64 %.647.0186.5
  %.663.5.4 = getelementptr double, double* %.6.i81190.5, i64 %spec.select242.5.4
  %.664.5.4 = load double, double* %.663.5.4, align 8
  %.650.1.5.4 = select i1 %345, i64 %357, i64 %.650.0187.5
  %.672.5.4 = getelementptr double, double* %.6.i104191.4297, i64 %.650.1.5.4
  %.673.5.4 = load double, double* %.672.5.4, align 8
  %.7.i.5.4 = fmul double %.664.5.4, %arg.h
  %.8.i.5.4 = fadd double %.7.i.5.4, %.673.5.4
  %sunkaddr1181 = mul i64 %loop.index.1188.5, 8
  %358 = bitcast double* %.6.i104191.5 to i8*
  %sunkaddr1182 = getelementptr i8, i8* %358, i64 %sunkaddr1181
  %sunkaddr1183 = getelementptr i8, i8* %sunkaddr1182, i64 32
  %359 = bitcast i8* %sunkaddr1183 to double*
  store double %.8.i.5.4, double* %359, align 8
  %360 = add i64 %357, 1
  %spec.select242.5.5 = select i1 %345, i64 %360, i64 %.647.0186.5
  %.663.5.5 = getelementptr double, double* %.6.i81190.5, i64 %spec.select242.5.5
  %.664.5.5 = load double, double* %.663.5.5, align 8
  %.650.1.5.5 = select i1 %345, i64 %360, i64 %.650.0187.5
  %.672.5.5 = getelementptr double, double* %.6.i104191.4297, i64 %.650.1.5.5
  %.673.5.5 = load double, double* %.672.5.5, align 8
  %.7.i.5.5 = fmul double %.664.5.5, %arg.h
  %.8.i.5.5 = fadd double %.7.i.5.5, %.673.5.5
  %sunkaddr1184 = mul i64 %loop.index.1188.5, 8
  %361 = bitcast double* %.6.i104191.5 to i8*
  %sunkaddr1185 = getelementptr i8, i8* %361, i64 %sunkaddr1184
  %sunkaddr1186 = getelementptr i8, i8* %sunkaddr1185, i64 40
  %362 = bitcast i8* %sunkaddr1186 to double*
  store double %.8.i.5.5, double* %362, align 8
  %363 = add i64 %360, 1
  %spec.select242.5.6 = select i1 %345, i64 %363, i64 %.647.0186.5
  %.663.5.6 = getelementptr double, double* %.6.i81190.5, i64 %spec.select242.5.6
  %.664.5.6 = load double, double* %.663.5.6, align 8
  %.650.1.5.6 = select i1 %345, i64 %363, i64 %.650.0187.5
  %.672.5.6 = getelementptr double, double* %.6.i104191.4297, i64 %.650.1.5.6
  %.673.5.6 = load double, double* %.672.5.6, align 8
  %.7.i.5.6 = fmul double %.664.5.6, %arg.h
  %.8.i.5.6 = fadd double %.7.i.5.6, %.673.5.6
  %sunkaddr1187 = mul i64 %loop.index.1188.5, 8
  %364 = bitcast double* %.6.i104191.5 to i8*
  %sunkaddr1188 = getelementptr i8, i8* %364, i64 %sunkaddr1187
  %sunkaddr1189 = getelementptr i8, i8* %sunkaddr1188, i64 48
  %365 = bitcast i8* %sunkaddr1189 to double*
  store double %.8.i.5.6, double* %365, align 8
  %366 = add i64 %363, 1
  %spec.select242.5.7 = select i1 %345, i64 %366, i64 %.647.0186.5
  %.663.5.7 = getelementptr double, double* %.6.i81190.5, i64 %spec.select242.5.7
  %.664.5.7 = load double, double* %.663.5.7, align 8
  %.650.1.5.7 = select i1 %345, i64 %366, i64 %.650.0187.5
  %.672.5.7 = getelementptr double, double* %.6.i104191.4297, i64 %.650.1.5.7
  %.673.5.7 = load double, double* %.672.5.7, align 8
  %.7.i.5.7 = fmul double %.664.5.7, %arg.h
  %.8.i.5.7 = fadd double %.7.i.5.7, %.673.5.7
  %sunkaddr1190 = mul i64 %loop.index.1188.5, 8
  %367 = bitcast double* %.6.i104191.5 to i8*
  %sunkaddr1191 = getelementptr i8, i8* %367, i64 %sunkaddr1190
  %sunkaddr1192 = getelementptr i8, i8* %sunkaddr1191, i64 56
  %368 = bitcast i8* %sunkaddr1192 to double*
  store double %.8.i.5.7, double* %368, align 8
  %.702.5.7 = add nuw i64 %loop.index.1188.5, 8
  %369 = add i64 %366, 1
  %niter316.ncmp.7 = icmp eq i64 %369, %unroll_iter315
  br i1 %niter316.ncmp.7, label %B148.endif.endif.endif.endif.endif.loopexit.unr-lcssa, label %for.body.1.5

B148.endif.endif.endif.endif.endif.loopexit.unr-lcssa: ; preds = %for.body.1.5, %for.body.1.5.preheader
  %loop.index.1188.5.unr = phi i64 [ 0, %for.body.1.5.preheader ], [ %.702.5.7, %for.body.1.5 ]
  %.650.0187.5.unr = phi i64 [ 0, %for.body.1.5.preheader ], [ %.650.1.5.7, %for.body.1.5 ]
  %.647.0186.5.unr = phi i64 [ 0, %for.body.1.5.preheader ], [ %spec.select242.5.7, %for.body.1.5 ]
  %lcmp.mod314.not = icmp eq i64 %xtraiter312, 0
  br i1 %lcmp.mod314.not, label %B148.endif.endif.endif.endif.endif, label %for.body.1.5.epil.preheader

for.body.1.5.epil.preheader:                      ; preds = %B148.endif.endif.endif.endif.endif.loopexit.unr-lcssa
  br label %for.body.1.5.epil

for.body.1.5.epil:                                ; preds = %for.body.1.5.epil.preheader, %for.body.1.5.epil
  %lsr.iv691 = phi i64 [ %xtraiter312, %for.body.1.5.epil.preheader ], [ %lsr.iv.next692, %for.body.1.5.epil ]
  %loop.index.1188.5.epil = phi i64 [ %.702.5.epil, %for.body.1.5.epil ], [ %loop.index.1188.5.unr, %for.body.1.5.epil.preheader ]
  %.650.0187.5.epil = phi i64 [ %.650.1.5.epil, %for.body.1.5.epil ], [ %.650.0187.5.unr, %for.body.1.5.epil.preheader ]
  %.647.0186.5.epil = phi i64 [ %spec.select242.5.epil, %for.body.1.5.epil ], [ %.647.0186.5.unr, %for.body.1.5.epil.preheader ]
  %370 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select242.5.epil = select i1 %370, i64 %loop.index.1188.5.epil, i64 %.647.0186.5.epil
  %.663.5.epil = getelementptr double, double* %.6.i81190.5, i64 %spec.select242.5.epil
  %.664.5.epil = load double, double* %.663.5.epil, align 8
  %.650.1.5.epil = select i1 %370, i64 %loop.index.1188.5.epil, i64 %.650.0187.5.epil
  %.672.5.epil = getelementptr double, double* %.6.i104191.4297, i64 %.650.1.5.epil
  %.673.5.epil = load double, double* %.672.5.epil, align 8
  %.7.i.5.epil = fmul double %.664.5.epil, %arg.h
  %.8.i.5.epil = fadd double %.7.i.5.epil, %.673.5.epil
  %scevgep690 = getelementptr double, double* %.6.i104191.5, i64 %loop.index.1188.5.epil
  store double %.8.i.5.epil, double* %scevgep690, align 8
  %.702.5.epil = add nuw nsw i64 %loop.index.1188.5.epil, 1
  %lsr.iv.next692 = add nsw i64 %lsr.iv691, -1
  %epil.iter313.cmp.not = icmp eq i64 %lsr.iv.next692, 0
  br i1 %epil.iter313.cmp.not, label %B148.endif.endif.endif.endif.endif, label %for.body.1.5.epil, !llvm.loop !35

B148.endif.endif.endif.endif.endif:               ; preds = %for.body.1.5.epil, %B148.endif.endif.endif.endif.endif.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif.5, %for.end.endif.endif.endif.endif.endif.endif.5.thread
  %.6.i104191.5305 = phi double* [ %.6.i104191.5303, %for.end.endif.endif.endif.endif.endif.endif.5.thread ], [ %.6.i104191.5, %for.end.endif.endif.endif.endif.endif.endif.5 ], [ %.6.i104191.5, %B148.endif.endif.endif.endif.endif.loopexit.unr-lcssa ], [ %.6.i104191.5, %for.body.1.5.epil ]
  %.7.i.i105.5300304 = phi i8* [ %.7.i.i105.5298, %for.end.endif.endif.endif.endif.endif.endif.5.thread ], [ %.7.i.i105.5, %for.end.endif.endif.endif.endif.endif.endif.5 ], [ %.7.i.i105.5, %B148.endif.endif.endif.endif.endif.loopexit.unr-lcssa ], [ %.7.i.i105.5, %for.body.1.5.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i74.5)
  tail call void @NRT_decref(i8* nonnull %.7.i.i105.4292296)
  %.7.i.i26 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !36
  %.8.i.i27 = icmp eq i8* %.7.i.i26, null
  br i1 %.8.i.i27, label %B148.endif.endif.endif.endif.endif.if, label %B148.endif.endif.endif.endif.endif.endif, !prof !0

B148.endif.endif.endif.endif.endif.if:            ; preds = %B148.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B148.endif.endif.endif.endif.endif.endif:         ; preds = %B148.endif.endif.endif.endif.endif
  %371 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i24 = getelementptr i8, i8* %.7.i.i26, i64 24
  %372 = bitcast i8* %.5.i24 to double**
  %.6.i25189 = load double*, double** %372, align 8
  br i1 %371, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B148.endif.endif.endif.endif.endif.endif
  %373 = add i64 %arg.y0.5.0, -1
  %xtraiter307 = and i64 %arg.y0.5.0, 7
  %374 = icmp ult i64 %373, 7
  br i1 %374, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter310 = and i64 %arg.y0.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index.2180 = phi i64 [ 0, %for.body.2.preheader.new ], [ %399, %for.body.2 ]
  %.907.0179 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.2180..907.0179.7, %for.body.2 ]
  %.904.0178 = phi i64 [ 0, %for.body.2.preheader.new ], [ %loop.index.2180..904.0178.7, %for.body.2 ]
  %375 = icmp eq i64 %arg.y0.5.0, 1
  %loop.index.2180..904.0178 = select i1 %375, i64 %.904.0178, i64 %loop.index.2180
  %loop.index.2180..907.0179 = select i1 %375, i64 %.907.0179, i64 %loop.index.2180
  %.921236.in = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..904.0178
  %.921236 = load double, double* %.921236.in, align 8
  %.929 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..907.0179
  %.930 = load double, double* %.929, align 8
  %.6.i = fmul double %.921236, %.930
  %sunkaddr1193 = mul i64 %loop.index.2180, 8
  %376 = bitcast double* %.6.i25189 to i8*
  %sunkaddr1194 = getelementptr i8, i8* %376, i64 %sunkaddr1193
  %377 = bitcast i8* %sunkaddr1194 to double*
  store double %.6.i, double* %377, align 8
  %378 = add i64 %loop.index.2180, 1
  %loop.index.2180..904.0178.1 = select i1 %375, i64 %.904.0178, i64 %378
  %loop.index.2180..907.0179.1 = select i1 %375, i64 %.907.0179, i64 %378
  %.921236.in.1 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..904.0178.1
  %.921236.1 = load double, double* %.921236.in.1, align 8
  %.929.1 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..907.0179.1
  %.930.1 = load double, double* %.929.1, align 8
  %.6.i.1 = fmul double %.921236.1, %.930.1
  %sunkaddr1195 = mul i64 %loop.index.2180, 8
  %379 = bitcast double* %.6.i25189 to i8*
  %sunkaddr1196 = getelementptr i8, i8* %379, i64 %sunkaddr1195
  %sunkaddr1197 = getelementptr i8, i8* %sunkaddr1196, i64 8
  %380 = bitcast i8* %sunkaddr1197 to double*
  store double %.6.i.1, double* %380, align 8
  %381 = add i64 %378, 1
  %loop.index.2180..904.0178.2 = select i1 %375, i64 %.904.0178, i64 %381
  %loop.index.2180..907.0179.2 = select i1 %375, i64 %.907.0179, i64 %381
  %.921236.in.2 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..904.0178.2
  %.921236.2 = load double, double* %.921236.in.2, align 8
  %.929.2 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..907.0179.2
  %.930.2 = load double, double* %.929.2, align 8
  %.6.i.2 = fmul double %.921236.2, %.930.2
  %sunkaddr1198 = mul i64 %loop.index.2180, 8
  %382 = bitcast double* %.6.i25189 to i8*
  %sunkaddr1199 = getelementptr i8, i8* %382, i64 %sunkaddr1198
  %sunkaddr1200 = getelementptr i8, i8* %sunkaddr1199, i64 16
  %383 = bitcast i8* %sunkaddr1200 to double*
  store double %.6.i.2, double* %383, align 8
  %384 = add i64 %381, 1
  %loop.index.2180..904.0178.3 = select i1 %375, i64 %.904.0178, i64 %384
  %loop.index.2180..907.0179.3 = select i1 %375, i64 %.907.0179, i64 %384
  %.921236.in.3 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..904.0178.3
  %.921236.3 = load double, double* %.921236.in.3, align 8
  %.929.3 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..907.0179.3
  %.930.3 = load double, double* %.929.3, align 8
  %.6.i.3 = fmul double %.921236.3, %.930.3
  %sunkaddr1201 = mul i64 %loop.index.2180, 8
  %385 = bitcast double* %.6.i25189 to i8*
  %sunkaddr1202 = getelementptr i8, i8* %385, i64 %sunkaddr1201
  %sunkaddr1203 = getelementptr i8, i8* %sunkaddr1202, i64 24
  %386 = bitcast i8* %sunkaddr1203 to double*
  store double %.6.i.3, double* %386, align 8
  %387 = add i64 %384, 1
  %loop.index.2180..904.0178.4 = select i1 %375, i64 %.904.0178, i64 %387
  %loop.index.2180..907.0179.4 = select i1 %375, i64 %.907.0179, i64 %387
  %.921236.in.4 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..904.0178.4
  %.921236.4 = load double, double* %.921236.in.4, align 8
  %.929.4 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..907.0179.4
  %.930.4 = load double, double* %.929.4, align 8
  %.6.i.4 = fmul double %.921236.4, %.930.4
  %sunkaddr1204 = mul i64 %loop.index.2180, 8
  %388 = bitcast double* %.6.i25189 to i8*
  %sunkaddr1205 = getelementptr i8, i8* %388, i64 %sunkaddr1204
  %sunkaddr1206 = getelementptr i8, i8* %sunkaddr1205, i64 32
  %389 = bitcast i8* %sunkaddr1206 to double*
  store double %.6.i.4, double* %389, align 8
  %390 = add i64 %387, 1
  %loop.index.2180..904.0178.5 = select i1 %375, i64 %.904.0178, i64 %390
  %loop.index.2180..907.0179.5 = select i1 %375, i64 %.907.0179, i64 %390
  %.921236.in.5 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..904.0178.5
  %.921236.5 = load double, double* %.921236.in.5, align 8
  %.929.5 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..907.0179.5
  %.930.5 = load double, double* %.929.5, align 8
  %.6.i.5 = fmul double %.921236.5, %.930.5
  %sunkaddr1207 = mul i64 %loop.index.2180, 8
  %391 = bitcast double* %.6.i25189 to i8*
  %sunkaddr1208 = getelementptr i8, i8* %391, i64 %sunkaddr1207
  %sunkaddr1209 = getelementptr i8, i8* %sunkaddr1208, i64 40
  %392 = bitcast i8* %sunkaddr1209 to double*
  store double %.6.i.5, double* %392, align 8
  %393 = add i64 %390, 1
  %loop.index.2180..904.0178.6 = select i1 %375, i64 %.904.0178, i64 %393
  %loop.index.2180..907.0179.6 = select i1 %375, i64 %.907.0179, i64 %393
  %.921236.in.6 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..904.0178.6
  %.921236.6 = load double, double* %.921236.in.6, align 8
  %.929.6 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..907.0179.6
  %.930.6 = load double, double* %.929.6, align 8
  %.6.i.6 = fmul double %.921236.6, %.930.6
  %sunkaddr1210 = mul i64 %loop.index.2180, 8
  %394 = bitcast double* %.6.i25189 to i8*
  %sunkaddr1211 = getelementptr i8, i8* %394, i64 %sunkaddr1210
  %sunkaddr1212 = getelementptr i8, i8* %sunkaddr1211, i64 48
  %395 = bitcast i8* %sunkaddr1212 to double*
  store double %.6.i.6, double* %395, align 8
  %396 = add i64 %393, 1
  %loop.index.2180..904.0178.7 = select i1 %375, i64 %.904.0178, i64 %396
  %loop.index.2180..907.0179.7 = select i1 %375, i64 %.907.0179, i64 %396
  %.921236.in.7 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..904.0178.7
  %.921236.7 = load double, double* %.921236.in.7, align 8
  %.929.7 = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..907.0179.7
  %.930.7 = load double, double* %.929.7, align 8
  %.6.i.7 = fmul double %.921236.7, %.930.7
  %sunkaddr1213 = mul i64 %loop.index.2180, 8
  %397 = bitcast double* %.6.i25189 to i8*
  %sunkaddr1214 = getelementptr i8, i8* %397, i64 %sunkaddr1213
  %sunkaddr1215 = getelementptr i8, i8* %sunkaddr1214, i64 56
  %398 = bitcast i8* %sunkaddr1215 to double*
  store double %.6.i.7, double* %398, align 8
  %.959.7 = add nuw i64 %loop.index.2180, 8
  %399 = add i64 %396, 1
  %niter311.ncmp.7 = icmp eq i64 %399, %unroll_iter310
  br i1 %niter311.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.2180.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.959.7, %for.body.2 ]
  %.907.0179.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.2180..907.0179.7, %for.body.2 ]
  %.904.0178.unr = phi i64 [ 0, %for.body.2.preheader ], [ %loop.index.2180..904.0178.7, %for.body.2 ]
  %lcmp.mod309.not = icmp eq i64 %xtraiter307, 0
  br i1 %lcmp.mod309.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv672 = phi i64 [ %xtraiter307, %for.body.2.epil.preheader ], [ %lsr.iv.next673, %for.body.2.epil ]
  %loop.index.2180.epil = phi i64 [ %.959.epil, %for.body.2.epil ], [ %loop.index.2180.unr, %for.body.2.epil.preheader ]
  %.907.0179.epil = phi i64 [ %loop.index.2180..907.0179.epil, %for.body.2.epil ], [ %.907.0179.unr, %for.body.2.epil.preheader ]
  %.904.0178.epil = phi i64 [ %loop.index.2180..904.0178.epil, %for.body.2.epil ], [ %.904.0178.unr, %for.body.2.epil.preheader ]
  %400 = icmp eq i64 %arg.y0.5.0, 1
  %loop.index.2180..904.0178.epil = select i1 %400, i64 %.904.0178.epil, i64 %loop.index.2180.epil
  %loop.index.2180..907.0179.epil = select i1 %400, i64 %.907.0179.epil, i64 %loop.index.2180.epil
  %.921236.in.epil = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..904.0178.epil
  %.921236.epil = load double, double* %.921236.in.epil, align 8
  %.929.epil = getelementptr double, double* %.6.i104191.5305, i64 %loop.index.2180..907.0179.epil
  %.930.epil = load double, double* %.929.epil, align 8
  %.6.i.epil = fmul double %.921236.epil, %.930.epil
  %scevgep671 = getelementptr double, double* %.6.i25189, i64 %loop.index.2180.epil
  store double %.6.i.epil, double* %scevgep671, align 8
  %.959.epil = add nuw nsw i64 %loop.index.2180.epil, 1
  %lsr.iv.next673 = add nsw i64 %lsr.iv672, -1
  %epil.iter308.cmp.not = icmp eq i64 %lsr.iv.next673, 0
  br i1 %epil.iter308.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !43

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %B148.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i105.5300304)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1)
  %401 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %402 = icmp ult i64 %401, 7
  br i1 %402, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %403 = add nsw i64 %unroll_iter.i, -8
  %404 = lshr exact i64 %403, 3
  %405 = add nuw nsw i64 %404, 1
  %xtraiter = and i64 %405, 7
  %406 = icmp ult i64 %403, 56
  br i1 %406, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %405, 4611686018427387896
  %scevgep541 = getelementptr double, double* %.6.i25189, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %407 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep517 = getelementptr double, double* %.6.i25189, i64 %407
  %408 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %409 = bitcast double* %scevgep517 to i8*
  %uglygep538 = getelementptr i8, i8* %409, i64 %lsr.iv
  %uglygep538539 = bitcast i8* %uglygep538 to double*
  %scevgep540 = getelementptr double, double* %uglygep538539, i64 -7
  %.236.i.epil = load double, double* %scevgep540, align 8, !noalias !44
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep535 = getelementptr i8, i8* %409, i64 %lsr.iv
  %uglygep535536 = bitcast i8* %uglygep535 to double*
  %scevgep537 = getelementptr double, double* %uglygep535536, i64 -6
  %.236.1.i.epil = load double, double* %scevgep537, align 8, !noalias !44
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep532 = getelementptr i8, i8* %409, i64 %lsr.iv
  %uglygep532533 = bitcast i8* %uglygep532 to double*
  %scevgep534 = getelementptr double, double* %uglygep532533, i64 -5
  %.236.2.i.epil = load double, double* %scevgep534, align 8, !noalias !44
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep529 = getelementptr i8, i8* %409, i64 %lsr.iv
  %uglygep529530 = bitcast i8* %uglygep529 to double*
  %scevgep531 = getelementptr double, double* %uglygep529530, i64 -4
  %.236.3.i.epil = load double, double* %scevgep531, align 8, !noalias !44
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep526 = getelementptr i8, i8* %409, i64 %lsr.iv
  %uglygep526527 = bitcast i8* %uglygep526 to double*
  %scevgep528 = getelementptr double, double* %uglygep526527, i64 -3
  %.236.4.i.epil = load double, double* %scevgep528, align 8, !noalias !44
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep523 = getelementptr i8, i8* %409, i64 %lsr.iv
  %uglygep523524 = bitcast i8* %uglygep523 to double*
  %scevgep525 = getelementptr double, double* %uglygep523524, i64 -2
  %.236.5.i.epil = load double, double* %scevgep525, align 8, !noalias !44
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep520 = getelementptr i8, i8* %409, i64 %lsr.iv
  %uglygep520521 = bitcast i8* %uglygep520 to double*
  %scevgep522 = getelementptr double, double* %uglygep520521, i64 -1
  %.236.6.i.epil = load double, double* %scevgep522, align 8, !noalias !44
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %409, i64 %lsr.iv
  %uglygep519 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep519, align 8, !noalias !44
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %408, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !47, !llvm.loop !48

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i25189, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !44
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !47, !llvm.loop !49

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv669 = phi i64 [ %lsr.iv.next670, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep667 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep668 = getelementptr double, double* %scevgep667, i64 -63
  %.236.i = load double, double* %scevgep668, align 8, !noalias !44
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep665 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep666 = getelementptr double, double* %scevgep665, i64 -62
  %.236.1.i = load double, double* %scevgep666, align 8, !noalias !44
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep663 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep664 = getelementptr double, double* %scevgep663, i64 -61
  %.236.2.i = load double, double* %scevgep664, align 8, !noalias !44
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep661 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep662 = getelementptr double, double* %scevgep661, i64 -60
  %.236.3.i = load double, double* %scevgep662, align 8, !noalias !44
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep659 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep660 = getelementptr double, double* %scevgep659, i64 -59
  %.236.4.i = load double, double* %scevgep660, align 8, !noalias !44
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep657 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep658 = getelementptr double, double* %scevgep657, i64 -58
  %.236.5.i = load double, double* %scevgep658, align 8, !noalias !44
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep655 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep656 = getelementptr double, double* %scevgep655, i64 -57
  %.236.6.i = load double, double* %scevgep656, align 8, !noalias !44
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep653 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep654 = getelementptr double, double* %scevgep653, i64 -56
  %.236.7.i = load double, double* %scevgep654, align 8, !noalias !44
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep622 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep623 = getelementptr double, double* %scevgep622, i64 -55
  %.236.i.1 = load double, double* %scevgep623, align 8, !noalias !44
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep624 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep625 = getelementptr double, double* %scevgep624, i64 -54
  %.236.1.i.1 = load double, double* %scevgep625, align 8, !noalias !44
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep626 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep627 = getelementptr double, double* %scevgep626, i64 -53
  %.236.2.i.1 = load double, double* %scevgep627, align 8, !noalias !44
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep628 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep629 = getelementptr double, double* %scevgep628, i64 -52
  %.236.3.i.1 = load double, double* %scevgep629, align 8, !noalias !44
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep630 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep631 = getelementptr double, double* %scevgep630, i64 -51
  %.236.4.i.1 = load double, double* %scevgep631, align 8, !noalias !44
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep632 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep633 = getelementptr double, double* %scevgep632, i64 -50
  %.236.5.i.1 = load double, double* %scevgep633, align 8, !noalias !44
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep634 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep635 = getelementptr double, double* %scevgep634, i64 -49
  %.236.6.i.1 = load double, double* %scevgep635, align 8, !noalias !44
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep636 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep637 = getelementptr double, double* %scevgep636, i64 -48
  %.236.7.i.1 = load double, double* %scevgep637, align 8, !noalias !44
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep606 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep607 = getelementptr double, double* %scevgep606, i64 -47
  %.236.i.2 = load double, double* %scevgep607, align 8, !noalias !44
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep608 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep609 = getelementptr double, double* %scevgep608, i64 -46
  %.236.1.i.2 = load double, double* %scevgep609, align 8, !noalias !44
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep610 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep611 = getelementptr double, double* %scevgep610, i64 -45
  %.236.2.i.2 = load double, double* %scevgep611, align 8, !noalias !44
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep612 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep613 = getelementptr double, double* %scevgep612, i64 -44
  %.236.3.i.2 = load double, double* %scevgep613, align 8, !noalias !44
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep614 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep615 = getelementptr double, double* %scevgep614, i64 -43
  %.236.4.i.2 = load double, double* %scevgep615, align 8, !noalias !44
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep616 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep617 = getelementptr double, double* %scevgep616, i64 -42
  %.236.5.i.2 = load double, double* %scevgep617, align 8, !noalias !44
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep618 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep619 = getelementptr double, double* %scevgep618, i64 -41
  %.236.6.i.2 = load double, double* %scevgep619, align 8, !noalias !44
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep620 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep621 = getelementptr double, double* %scevgep620, i64 -40
  %.236.7.i.2 = load double, double* %scevgep621, align 8, !noalias !44
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep590 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep591 = getelementptr double, double* %scevgep590, i64 -39
  %.236.i.3 = load double, double* %scevgep591, align 8, !noalias !44
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep592 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep593 = getelementptr double, double* %scevgep592, i64 -38
  %.236.1.i.3 = load double, double* %scevgep593, align 8, !noalias !44
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep594 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -37
  %.236.2.i.3 = load double, double* %scevgep595, align 8, !noalias !44
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep596 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep597 = getelementptr double, double* %scevgep596, i64 -36
  %.236.3.i.3 = load double, double* %scevgep597, align 8, !noalias !44
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep598 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep599 = getelementptr double, double* %scevgep598, i64 -35
  %.236.4.i.3 = load double, double* %scevgep599, align 8, !noalias !44
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep600 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep601 = getelementptr double, double* %scevgep600, i64 -34
  %.236.5.i.3 = load double, double* %scevgep601, align 8, !noalias !44
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep602 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep603 = getelementptr double, double* %scevgep602, i64 -33
  %.236.6.i.3 = load double, double* %scevgep603, align 8, !noalias !44
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep604 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep605 = getelementptr double, double* %scevgep604, i64 -32
  %.236.7.i.3 = load double, double* %scevgep605, align 8, !noalias !44
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep574 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep575 = getelementptr double, double* %scevgep574, i64 -31
  %.236.i.4 = load double, double* %scevgep575, align 8, !noalias !44
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep576 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep577 = getelementptr double, double* %scevgep576, i64 -30
  %.236.1.i.4 = load double, double* %scevgep577, align 8, !noalias !44
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep578 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep579 = getelementptr double, double* %scevgep578, i64 -29
  %.236.2.i.4 = load double, double* %scevgep579, align 8, !noalias !44
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep580 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep581 = getelementptr double, double* %scevgep580, i64 -28
  %.236.3.i.4 = load double, double* %scevgep581, align 8, !noalias !44
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep582 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep583 = getelementptr double, double* %scevgep582, i64 -27
  %.236.4.i.4 = load double, double* %scevgep583, align 8, !noalias !44
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep584 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep585 = getelementptr double, double* %scevgep584, i64 -26
  %.236.5.i.4 = load double, double* %scevgep585, align 8, !noalias !44
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep586 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep587 = getelementptr double, double* %scevgep586, i64 -25
  %.236.6.i.4 = load double, double* %scevgep587, align 8, !noalias !44
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep588 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep589 = getelementptr double, double* %scevgep588, i64 -24
  %.236.7.i.4 = load double, double* %scevgep589, align 8, !noalias !44
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep558 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -23
  %.236.i.5 = load double, double* %scevgep559, align 8, !noalias !44
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep560 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -22
  %.236.1.i.5 = load double, double* %scevgep561, align 8, !noalias !44
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep562 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -21
  %.236.2.i.5 = load double, double* %scevgep563, align 8, !noalias !44
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep564 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep565 = getelementptr double, double* %scevgep564, i64 -20
  %.236.3.i.5 = load double, double* %scevgep565, align 8, !noalias !44
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep566 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep567 = getelementptr double, double* %scevgep566, i64 -19
  %.236.4.i.5 = load double, double* %scevgep567, align 8, !noalias !44
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep568 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep569 = getelementptr double, double* %scevgep568, i64 -18
  %.236.5.i.5 = load double, double* %scevgep569, align 8, !noalias !44
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep570 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep571 = getelementptr double, double* %scevgep570, i64 -17
  %.236.6.i.5 = load double, double* %scevgep571, align 8, !noalias !44
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep572 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep573 = getelementptr double, double* %scevgep572, i64 -16
  %.236.7.i.5 = load double, double* %scevgep573, align 8, !noalias !44
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep542 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -15
  %.236.i.6 = load double, double* %scevgep543, align 8, !noalias !44
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep544 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -14
  %.236.1.i.6 = load double, double* %scevgep545, align 8, !noalias !44
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep546 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -13
  %.236.2.i.6 = load double, double* %scevgep547, align 8, !noalias !44
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep548 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -12
  %.236.3.i.6 = load double, double* %scevgep549, align 8, !noalias !44
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep550 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -11
  %.236.4.i.6 = load double, double* %scevgep551, align 8, !noalias !44
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep552 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -10
  %.236.5.i.6 = load double, double* %scevgep553, align 8, !noalias !44
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep554 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -9
  %.236.6.i.6 = load double, double* %scevgep555, align 8, !noalias !44
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep556 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -8
  %.236.7.i.6 = load double, double* %scevgep557, align 8, !noalias !44
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep638 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep639 = getelementptr double, double* %scevgep638, i64 -7
  %.236.i.7 = load double, double* %scevgep639, align 8, !noalias !44
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep640 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep641 = getelementptr double, double* %scevgep640, i64 -6
  %.236.1.i.7 = load double, double* %scevgep641, align 8, !noalias !44
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep642 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep643 = getelementptr double, double* %scevgep642, i64 -5
  %.236.2.i.7 = load double, double* %scevgep643, align 8, !noalias !44
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep644 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep645 = getelementptr double, double* %scevgep644, i64 -4
  %.236.3.i.7 = load double, double* %scevgep645, align 8, !noalias !44
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep646 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep647 = getelementptr double, double* %scevgep646, i64 -3
  %.236.4.i.7 = load double, double* %scevgep647, align 8, !noalias !44
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep648 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep649 = getelementptr double, double* %scevgep648, i64 -2
  %.236.5.i.7 = load double, double* %scevgep649, align 8, !noalias !44
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep650 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %scevgep651 = getelementptr double, double* %scevgep650, i64 -1
  %.236.6.i.7 = load double, double* %scevgep651, align 8, !noalias !44
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep652 = getelementptr double, double* %scevgep541, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep652, align 8, !noalias !44
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next670 = add i64 %lsr.iv669, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next670, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i26)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.ode_euler, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([132 x i8], [132 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
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
  %sunkaddr6 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !50

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #3
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
  %10 = icmp sgt i32 %.59, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

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

define double @cfunc._ZN7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels9ode_eulerB3v28B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 poison, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !50

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f9214ad0>", i64 0, i64 0))
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
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

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
!18 = !{!19, !21, !22, !24}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !17}
!32 = distinct !{!32, !17}
!33 = distinct !{!33, !17}
!34 = distinct !{!34, !17}
!35 = distinct !{!35, !17}
!36 = !{!37, !39, !40, !42}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!41 = distinct !{!41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!42 = distinct !{!42, !41, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!43 = distinct !{!43, !17}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!47 = !{!"branch_weights", i32 1, i32 7}
!48 = distinct !{!48, !17}
!49 = distinct !{!49, !17}
!50 = !{!"branch_weights", i32 99, i32 1}
