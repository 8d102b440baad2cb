; ModuleID = 'copy_math'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139772875503872 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139772875503872.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139772875503872 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139772875503872, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139772875503872.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.copy_math = internal constant [10 x i8] c"copy_math\00"
@_ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [130 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f1f6897d1d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1f6897d1d0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139772874610176 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139772874610176.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139772874610176 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139772874610176, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139772874610176.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1f689962d0B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.35 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.37 = extractvalue { i64, i1 } %.35, 1
  br i1 %.37, label %B0.if, label %B0.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.1.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772875503872, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.36 = extractvalue { i64, i1 } %.35, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.36, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772874610176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.100 = bitcast double* %arg.x.4 to i8*
  %.101 = mul i64 %arg.x.3, %arg.x.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.100, i64 %.101, i1 false)
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.14438 = icmp sgt i64 %arg.x.5.0, 0
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.14438, label %for.body.preheader, label %for.end.endif.endif.endif.endif.endif.thread

for.body.preheader:                               ; preds = %B0.endif.endif
  %1 = add i64 %arg.x.5.0, -1
  %xtraiter80 = and i64 %arg.x.5.0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %for.end.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter83 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index40 = phi i64 [ 0, %for.body.preheader.new ], [ %20, %for.body ]
  %.140.039 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %3 = icmp eq i64 %arg.x.5.0, 1
  %4 = bitcast i8* %.6.i to double*
  %spec.select = select i1 %3, i64 %.140.039, i64 %loop.index40
  %.153 = getelementptr double, double* %4, i64 %spec.select
  %.154 = load double, double* %.153, align 8
  %.155 = fmul double %.154, 2.000000e+00
  %sunkaddr = mul i64 %loop.index40, 8
  %sunkaddr287 = getelementptr i8, i8* %.6.i, i64 %sunkaddr
  %5 = bitcast i8* %sunkaddr287 to double*
  store double %.155, double* %5, align 8
  %6 = add i64 %loop.index40, 1
  %spec.select.1 = select i1 %3, i64 %.140.039, i64 %6
  %.153.1 = getelementptr double, double* %4, i64 %spec.select.1
  %.154.1 = load double, double* %.153.1, align 8
  %.155.1 = fmul double %.154.1, 2.000000e+00
  %sunkaddr288 = mul i64 %loop.index40, 8
  %sunkaddr289 = getelementptr i8, i8* %.6.i, i64 %sunkaddr288
  %sunkaddr290 = getelementptr i8, i8* %sunkaddr289, i64 8
  %7 = bitcast i8* %sunkaddr290 to double*
  store double %.155.1, double* %7, align 8
  %8 = add i64 %6, 1
  %spec.select.2 = select i1 %3, i64 %.140.039, i64 %8
  %.153.2 = getelementptr double, double* %4, i64 %spec.select.2
  %.154.2 = load double, double* %.153.2, align 8
  %.155.2 = fmul double %.154.2, 2.000000e+00
  %sunkaddr291 = mul i64 %loop.index40, 8
  %sunkaddr292 = getelementptr i8, i8* %.6.i, i64 %sunkaddr291
  %sunkaddr293 = getelementptr i8, i8* %sunkaddr292, i64 16
  %9 = bitcast i8* %sunkaddr293 to double*
  store double %.155.2, double* %9, align 8
  %10 = add i64 %8, 1
  %spec.select.3 = select i1 %3, i64 %.140.039, i64 %10
  %.153.3 = getelementptr double, double* %4, i64 %spec.select.3
  %.154.3 = load double, double* %.153.3, align 8
  %.155.3 = fmul double %.154.3, 2.000000e+00
  %sunkaddr294 = mul i64 %loop.index40, 8
  %sunkaddr295 = getelementptr i8, i8* %.6.i, i64 %sunkaddr294
  %sunkaddr296 = getelementptr i8, i8* %sunkaddr295, i64 24
  %11 = bitcast i8* %sunkaddr296 to double*
  store double %.155.3, double* %11, align 8
  %12 = add i64 %10, 1
  %spec.select.4 = select i1 %3, i64 %.140.039, i64 %12
  %.153.4 = getelementptr double, double* %4, i64 %spec.select.4
  %.154.4 = load double, double* %.153.4, align 8
  %.155.4 = fmul double %.154.4, 2.000000e+00
  %sunkaddr297 = mul i64 %loop.index40, 8
  %sunkaddr298 = getelementptr i8, i8* %.6.i, i64 %sunkaddr297
  %sunkaddr299 = getelementptr i8, i8* %sunkaddr298, i64 32
  %13 = bitcast i8* %sunkaddr299 to double*
  store double %.155.4, double* %13, align 8
  %14 = add i64 %12, 1
  %spec.select.5 = select i1 %3, i64 %.140.039, i64 %14
  %.153.5 = getelementptr double, double* %4, i64 %spec.select.5
  %.154.5 = load double, double* %.153.5, align 8
  %.155.5 = fmul double %.154.5, 2.000000e+00
  %sunkaddr300 = mul i64 %loop.index40, 8
  %sunkaddr301 = getelementptr i8, i8* %.6.i, i64 %sunkaddr300
  %sunkaddr302 = getelementptr i8, i8* %sunkaddr301, i64 40
  %15 = bitcast i8* %sunkaddr302 to double*
  store double %.155.5, double* %15, align 8
  %16 = add i64 %14, 1
  %spec.select.6 = select i1 %3, i64 %.140.039, i64 %16
  %.153.6 = getelementptr double, double* %4, i64 %spec.select.6
  %.154.6 = load double, double* %.153.6, align 8
  %.155.6 = fmul double %.154.6, 2.000000e+00
  %sunkaddr303 = mul i64 %loop.index40, 8
  %sunkaddr304 = getelementptr i8, i8* %.6.i, i64 %sunkaddr303
  %sunkaddr305 = getelementptr i8, i8* %sunkaddr304, i64 48
  %17 = bitcast i8* %sunkaddr305 to double*
  store double %.155.6, double* %17, align 8
  %18 = add i64 %16, 1
  %spec.select.7 = select i1 %3, i64 %.140.039, i64 %18
  %.153.7 = getelementptr double, double* %4, i64 %spec.select.7
  %.154.7 = load double, double* %.153.7, align 8
  %.155.7 = fmul double %.154.7, 2.000000e+00
  %sunkaddr306 = mul i64 %loop.index40, 8
  %sunkaddr307 = getelementptr i8, i8* %.6.i, i64 %sunkaddr306
  %sunkaddr308 = getelementptr i8, i8* %sunkaddr307, i64 56
  %19 = bitcast i8* %sunkaddr308 to double*
  store double %.155.7, double* %19, align 8
  %.160.7 = add nuw i64 %loop.index40, 8
  %20 = add i64 %18, 1
  %niter84.ncmp.7 = icmp eq i64 %20, %unroll_iter83
  br i1 %niter84.ncmp.7, label %for.end.unr-lcssa, label %for.body

for.end.unr-lcssa:                                ; preds = %for.body, %for.body.preheader
  %loop.index40.unr = phi i64 [ 0, %for.body.preheader ], [ %.160.7, %for.body ]
  %.140.039.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod82.not = icmp eq i64 %xtraiter80, 0
  br i1 %lcmp.mod82.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv261 = phi i64 [ %xtraiter80, %for.body.epil.preheader ], [ %lsr.iv.next262, %for.body.epil ]
  %loop.index40.epil = phi i64 [ %.160.epil, %for.body.epil ], [ %loop.index40.unr, %for.body.epil.preheader ]
  %.140.039.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.140.039.unr, %for.body.epil.preheader ]
  %21 = icmp eq i64 %arg.x.5.0, 1
  %22 = bitcast i8* %.6.i to double*
  %spec.select.epil = select i1 %21, i64 %.140.039.epil, i64 %loop.index40.epil
  %.153.epil = getelementptr double, double* %22, i64 %spec.select.epil
  %.154.epil = load double, double* %.153.epil, align 8
  %.155.epil = fmul double %.154.epil, 2.000000e+00
  %23 = shl i64 %loop.index40.epil, 3
  %scevgep259 = getelementptr i8, i8* %.6.i, i64 %23
  %scevgep259260 = bitcast i8* %scevgep259 to double*
  store double %.155.epil, double* %scevgep259260, align 8
  %.160.epil = add nuw nsw i64 %loop.index40.epil, 1
  %lsr.iv.next262 = add nsw i64 %lsr.iv261, -1
  %epil.iter81.cmp.not = icmp eq i64 %lsr.iv.next262, 0
  br i1 %epil.iter81.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.unr-lcssa
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i24 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.36, i32 32), !noalias !11
  %.8.i.i25 = icmp eq i8* %.7.i.i24, null
  br i1 %.8.i.i25, label %for.end.endif.endif.endif.endif.endif.if, label %for.body.1.preheader, !prof !0

for.end.endif.endif.endif.endif.endif.thread:     ; preds = %B0.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i2465 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.36, i32 32), !noalias !11
  %.8.i.i2566 = icmp eq i8* %.7.i.i2465, null
  br i1 %.8.i.i2566, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.thread: ; preds = %for.end.endif.endif.endif.endif.endif.thread
  %.5.i3069 = getelementptr i8, i8* %.7.i.i2465, i64 24
  %24 = bitcast i8* %.5.i3069 to double**
  %.6.i314170 = load double*, double** %24, align 8
  br label %for.end.1

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif.thread, %for.end
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139772874610176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.1.preheader:                             ; preds = %for.end
  %.5.i30 = getelementptr i8, i8* %.7.i.i24, i64 24
  %25 = bitcast i8* %.5.i30 to double**
  %.6.i3141 = load double*, double** %25, align 8
  %26 = add i64 %arg.x.5.0, -1
  %xtraiter75 = and i64 %arg.x.5.0, 7
  %27 = icmp ult i64 %26, 7
  br i1 %27, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter78 = and i64 %arg.x.5.0, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.137 = phi i64 [ 0, %for.body.1.preheader.new ], [ %53, %for.body.1 ]
  %.339.036 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.137..339.036.7, %for.body.1 ]
  %.336.035 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.137..336.035.7, %for.body.1 ]
  %28 = icmp eq i64 %arg.x.5.0, 1
  %29 = bitcast i8* %.6.i to double*
  %loop.index.137..336.035 = select i1 %28, i64 %.336.035, i64 %loop.index.137
  %loop.index.137..339.036 = select i1 %28, i64 %.339.036, i64 %loop.index.137
  %.35361.in = getelementptr double, double* %arg.x.4, i64 %loop.index.137..336.035
  %.35361 = load double, double* %.35361.in, align 8
  %.361 = getelementptr double, double* %29, i64 %loop.index.137..339.036
  %.362 = load double, double* %.361, align 8
  %.13.i = tail call double @llvm.sin.f64(double %.362)
  %.18.i = fmul double %.35361, %.13.i
  %sunkaddr309 = mul i64 %loop.index.137, 8
  %30 = bitcast double* %.6.i3141 to i8*
  %sunkaddr310 = getelementptr i8, i8* %30, i64 %sunkaddr309
  %31 = bitcast i8* %sunkaddr310 to double*
  store double %.18.i, double* %31, align 8
  %32 = add i64 %loop.index.137, 1
  %loop.index.137..336.035.1 = select i1 %28, i64 %.336.035, i64 %32
  %loop.index.137..339.036.1 = select i1 %28, i64 %.339.036, i64 %32
  %.35361.in.1 = getelementptr double, double* %arg.x.4, i64 %loop.index.137..336.035.1
  %.35361.1 = load double, double* %.35361.in.1, align 8
  %.361.1 = getelementptr double, double* %29, i64 %loop.index.137..339.036.1
  %.362.1 = load double, double* %.361.1, align 8
  %.13.i.1 = tail call double @llvm.sin.f64(double %.362.1)
  %.18.i.1 = fmul double %.35361.1, %.13.i.1
  %sunkaddr311 = mul i64 %loop.index.137, 8
  %33 = bitcast double* %.6.i3141 to i8*
  %sunkaddr312 = getelementptr i8, i8* %33, i64 %sunkaddr311
  %sunkaddr313 = getelementptr i8, i8* %sunkaddr312, i64 8
  %34 = bitcast i8* %sunkaddr313 to double*
  store double %.18.i.1, double* %34, align 8
  %35 = add i64 %32, 1
  %loop.index.137..336.035.2 = select i1 %28, i64 %.336.035, i64 %35
  %loop.index.137..339.036.2 = select i1 %28, i64 %.339.036, i64 %35
  %.35361.in.2 = getelementptr double, double* %arg.x.4, i64 %loop.index.137..336.035.2
  %.35361.2 = load double, double* %.35361.in.2, align 8
  %.361.2 = getelementptr double, double* %29, i64 %loop.index.137..339.036.2
  %.362.2 = load double, double* %.361.2, align 8
  %.13.i.2 = tail call double @llvm.sin.f64(double %.362.2)
  %.18.i.2 = fmul double %.35361.2, %.13.i.2
  %sunkaddr314 = mul i64 %loop.index.137, 8
  %36 = bitcast double* %.6.i3141 to i8*
  %sunkaddr315 = getelementptr i8, i8* %36, i64 %sunkaddr314
  %sunkaddr316 = getelementptr i8, i8* %sunkaddr315, i64 16
  %37 = bitcast i8* %sunkaddr316 to double*
  store double %.18.i.2, double* %37, align 8
  %38 = add i64 %35, 1
  %loop.index.137..336.035.3 = select i1 %28, i64 %.336.035, i64 %38
  %loop.index.137..339.036.3 = select i1 %28, i64 %.339.036, i64 %38
  %.35361.in.3 = getelementptr double, double* %arg.x.4, i64 %loop.index.137..336.035.3
  %.35361.3 = load double, double* %.35361.in.3, align 8
  %.361.3 = getelementptr double, double* %29, i64 %loop.index.137..339.036.3
  %.362.3 = load double, double* %.361.3, align 8
  %.13.i.3 = tail call double @llvm.sin.f64(double %.362.3)
  %.18.i.3 = fmul double %.35361.3, %.13.i.3
  %sunkaddr317 = mul i64 %loop.index.137, 8
  %39 = bitcast double* %.6.i3141 to i8*
  %sunkaddr318 = getelementptr i8, i8* %39, i64 %sunkaddr317
  %sunkaddr319 = getelementptr i8, i8* %sunkaddr318, i64 24
  %40 = bitcast i8* %sunkaddr319 to double*
  store double %.18.i.3, double* %40, align 8
  %41 = add i64 %38, 1
  %loop.index.137..336.035.4 = select i1 %28, i64 %.336.035, i64 %41
  %loop.index.137..339.036.4 = select i1 %28, i64 %.339.036, i64 %41
  %.35361.in.4 = getelementptr double, double* %arg.x.4, i64 %loop.index.137..336.035.4
  %.35361.4 = load double, double* %.35361.in.4, align 8
  %.361.4 = getelementptr double, double* %29, i64 %loop.index.137..339.036.4
  %.362.4 = load double, double* %.361.4, align 8
  %.13.i.4 = tail call double @llvm.sin.f64(double %.362.4)
  %.18.i.4 = fmul double %.35361.4, %.13.i.4
  %sunkaddr320 = mul i64 %loop.index.137, 8
  %42 = bitcast double* %.6.i3141 to i8*
  %sunkaddr321 = getelementptr i8, i8* %42, i64 %sunkaddr320
  %sunkaddr322 = getelementptr i8, i8* %sunkaddr321, i64 32
  %43 = bitcast i8* %sunkaddr322 to double*
  store double %.18.i.4, double* %43, align 8
  %44 = add i64 %41, 1
  %loop.index.137..336.035.5 = select i1 %28, i64 %.336.035, i64 %44
  %loop.index.137..339.036.5 = select i1 %28, i64 %.339.036, i64 %44
  %.35361.in.5 = getelementptr double, double* %arg.x.4, i64 %loop.index.137..336.035.5
  %.35361.5 = load double, double* %.35361.in.5, align 8
  %.361.5 = getelementptr double, double* %29, i64 %loop.index.137..339.036.5
  %.362.5 = load double, double* %.361.5, align 8
  %.13.i.5 = tail call double @llvm.sin.f64(double %.362.5)
  %.18.i.5 = fmul double %.35361.5, %.13.i.5
  %sunkaddr323 = mul i64 %loop.index.137, 8
  %45 = bitcast double* %.6.i3141 to i8*
  %sunkaddr324 = getelementptr i8, i8* %45, i64 %sunkaddr323
  %sunkaddr325 = getelementptr i8, i8* %sunkaddr324, i64 40
  %46 = bitcast i8* %sunkaddr325 to double*
  store double %.18.i.5, double* %46, align 8
  %47 = add i64 %44, 1
  %loop.index.137..336.035.6 = select i1 %28, i64 %.336.035, i64 %47
  %loop.index.137..339.036.6 = select i1 %28, i64 %.339.036, i64 %47
  %.35361.in.6 = getelementptr double, double* %arg.x.4, i64 %loop.index.137..336.035.6
  %.35361.6 = load double, double* %.35361.in.6, align 8
  %.361.6 = getelementptr double, double* %29, i64 %loop.index.137..339.036.6
  %.362.6 = load double, double* %.361.6, align 8
  %.13.i.6 = tail call double @llvm.sin.f64(double %.362.6)
  %.18.i.6 = fmul double %.35361.6, %.13.i.6
  %sunkaddr326 = mul i64 %loop.index.137, 8
  %48 = bitcast double* %.6.i3141 to i8*
  %sunkaddr327 = getelementptr i8, i8* %48, i64 %sunkaddr326
  %sunkaddr328 = getelementptr i8, i8* %sunkaddr327, i64 48
  %49 = bitcast i8* %sunkaddr328 to double*
  store double %.18.i.6, double* %49, align 8
  %50 = add i64 %47, 1
  %loop.index.137..336.035.7 = select i1 %28, i64 %.336.035, i64 %50
  %loop.index.137..339.036.7 = select i1 %28, i64 %.339.036, i64 %50
  %.35361.in.7 = getelementptr double, double* %arg.x.4, i64 %loop.index.137..336.035.7
  %.35361.7 = load double, double* %.35361.in.7, align 8
  %.361.7 = getelementptr double, double* %29, i64 %loop.index.137..339.036.7
  %.362.7 = load double, double* %.361.7, align 8
  %.13.i.7 = tail call double @llvm.sin.f64(double %.362.7)
  %.18.i.7 = fmul double %.35361.7, %.13.i.7
  %sunkaddr329 = mul i64 %loop.index.137, 8
  %51 = bitcast double* %.6.i3141 to i8*
  %sunkaddr330 = getelementptr i8, i8* %51, i64 %sunkaddr329
  %sunkaddr331 = getelementptr i8, i8* %sunkaddr330, i64 56
  %52 = bitcast i8* %sunkaddr331 to double*
  store double %.18.i.7, double* %52, align 8
  %.391.7 = add nuw i64 %loop.index.137, 8
  %53 = add i64 %50, 1
  %niter79.ncmp.7 = icmp eq i64 %53, %unroll_iter78
  br i1 %niter79.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.137.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.391.7, %for.body.1 ]
  %.339.036.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.137..339.036.7, %for.body.1 ]
  %.336.035.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.137..336.035.7, %for.body.1 ]
  %lcmp.mod77.not = icmp eq i64 %xtraiter75, 0
  br i1 %lcmp.mod77.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv241 = phi i64 [ %xtraiter75, %for.body.1.epil.preheader ], [ %lsr.iv.next242, %for.body.1.epil ]
  %loop.index.137.epil = phi i64 [ %.391.epil, %for.body.1.epil ], [ %loop.index.137.unr, %for.body.1.epil.preheader ]
  %.339.036.epil = phi i64 [ %loop.index.137..339.036.epil, %for.body.1.epil ], [ %.339.036.unr, %for.body.1.epil.preheader ]
  %.336.035.epil = phi i64 [ %loop.index.137..336.035.epil, %for.body.1.epil ], [ %.336.035.unr, %for.body.1.epil.preheader ]
  %54 = icmp eq i64 %arg.x.5.0, 1
  %55 = bitcast i8* %.6.i to double*
  %loop.index.137..336.035.epil = select i1 %54, i64 %.336.035.epil, i64 %loop.index.137.epil
  %loop.index.137..339.036.epil = select i1 %54, i64 %.339.036.epil, i64 %loop.index.137.epil
  %.35361.in.epil = getelementptr double, double* %arg.x.4, i64 %loop.index.137..336.035.epil
  %.35361.epil = load double, double* %.35361.in.epil, align 8
  %.361.epil = getelementptr double, double* %55, i64 %loop.index.137..339.036.epil
  %.362.epil = load double, double* %.361.epil, align 8
  %.13.i.epil = tail call double @llvm.sin.f64(double %.362.epil)
  %.18.i.epil = fmul double %.35361.epil, %.13.i.epil
  %scevgep240 = getelementptr double, double* %.6.i3141, i64 %loop.index.137.epil
  store double %.18.i.epil, double* %scevgep240, align 8
  %.391.epil = add nuw nsw i64 %loop.index.137.epil, 1
  %lsr.iv.next242 = add nsw i64 %lsr.iv241, -1
  %epil.iter76.cmp.not = icmp eq i64 %lsr.iv.next242, 0
  br i1 %epil.iter76.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !18

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif.thread
  %.6.i314172 = phi double* [ %.6.i314170, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.6.i3141, %for.end.1.loopexit.unr-lcssa ], [ %.6.i3141, %for.body.1.epil ]
  %.7.i.i246771 = phi i8* [ %.7.i.i2465, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i24, %for.end.1.loopexit.unr-lcssa ], [ %.7.i.i24, %for.body.1.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1)
  %56 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %57 = icmp ult i64 %56, 7
  br i1 %57, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %58 = add nsw i64 %unroll_iter.i, -8
  %59 = lshr exact i64 %58, 3
  %60 = add nuw nsw i64 %59, 1
  %xtraiter = and i64 %60, 7
  %61 = icmp ult i64 %58, 56
  br i1 %61, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %60, 4611686018427387896
  %scevgep110 = getelementptr double, double* %.6.i314172, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %62 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep86 = getelementptr double, double* %.6.i314172, i64 %62
  %63 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %64 = bitcast double* %scevgep86 to i8*
  %uglygep107 = getelementptr i8, i8* %64, i64 %lsr.iv
  %uglygep107108 = bitcast i8* %uglygep107 to double*
  %scevgep109 = getelementptr double, double* %uglygep107108, i64 -7
  %.236.i.epil = load double, double* %scevgep109, align 8, !noalias !19
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep104 = getelementptr i8, i8* %64, i64 %lsr.iv
  %uglygep104105 = bitcast i8* %uglygep104 to double*
  %scevgep106 = getelementptr double, double* %uglygep104105, i64 -6
  %.236.1.i.epil = load double, double* %scevgep106, align 8, !noalias !19
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep101 = getelementptr i8, i8* %64, i64 %lsr.iv
  %uglygep101102 = bitcast i8* %uglygep101 to double*
  %scevgep103 = getelementptr double, double* %uglygep101102, i64 -5
  %.236.2.i.epil = load double, double* %scevgep103, align 8, !noalias !19
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep98 = getelementptr i8, i8* %64, i64 %lsr.iv
  %uglygep9899 = bitcast i8* %uglygep98 to double*
  %scevgep100 = getelementptr double, double* %uglygep9899, i64 -4
  %.236.3.i.epil = load double, double* %scevgep100, align 8, !noalias !19
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep95 = getelementptr i8, i8* %64, i64 %lsr.iv
  %uglygep9596 = bitcast i8* %uglygep95 to double*
  %scevgep97 = getelementptr double, double* %uglygep9596, i64 -3
  %.236.4.i.epil = load double, double* %scevgep97, align 8, !noalias !19
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep92 = getelementptr i8, i8* %64, i64 %lsr.iv
  %uglygep9293 = bitcast i8* %uglygep92 to double*
  %scevgep94 = getelementptr double, double* %uglygep9293, i64 -2
  %.236.5.i.epil = load double, double* %scevgep94, align 8, !noalias !19
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep89 = getelementptr i8, i8* %64, i64 %lsr.iv
  %uglygep8990 = bitcast i8* %uglygep89 to double*
  %scevgep91 = getelementptr double, double* %uglygep8990, i64 -1
  %.236.6.i.epil = load double, double* %scevgep91, align 8, !noalias !19
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %64, i64 %lsr.iv
  %uglygep88 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep88, align 8, !noalias !19
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %63, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !22, !llvm.loop !23

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i314172, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !19
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !22, !llvm.loop !24

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv238 = phi i64 [ %lsr.iv.next239, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep236 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -63
  %.236.i = load double, double* %scevgep237, align 8, !noalias !19
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep234 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -62
  %.236.1.i = load double, double* %scevgep235, align 8, !noalias !19
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep232 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -61
  %.236.2.i = load double, double* %scevgep233, align 8, !noalias !19
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep230 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -60
  %.236.3.i = load double, double* %scevgep231, align 8, !noalias !19
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep228 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -59
  %.236.4.i = load double, double* %scevgep229, align 8, !noalias !19
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep226 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -58
  %.236.5.i = load double, double* %scevgep227, align 8, !noalias !19
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep224 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -57
  %.236.6.i = load double, double* %scevgep225, align 8, !noalias !19
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep222 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -56
  %.236.7.i = load double, double* %scevgep223, align 8, !noalias !19
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep191 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -55
  %.236.i.1 = load double, double* %scevgep192, align 8, !noalias !19
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep193 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -54
  %.236.1.i.1 = load double, double* %scevgep194, align 8, !noalias !19
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep195 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -53
  %.236.2.i.1 = load double, double* %scevgep196, align 8, !noalias !19
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep197 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -52
  %.236.3.i.1 = load double, double* %scevgep198, align 8, !noalias !19
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep199 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -51
  %.236.4.i.1 = load double, double* %scevgep200, align 8, !noalias !19
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep201 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -50
  %.236.5.i.1 = load double, double* %scevgep202, align 8, !noalias !19
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep203 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -49
  %.236.6.i.1 = load double, double* %scevgep204, align 8, !noalias !19
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep205 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -48
  %.236.7.i.1 = load double, double* %scevgep206, align 8, !noalias !19
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep175 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -47
  %.236.i.2 = load double, double* %scevgep176, align 8, !noalias !19
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep177 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -46
  %.236.1.i.2 = load double, double* %scevgep178, align 8, !noalias !19
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep179 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -45
  %.236.2.i.2 = load double, double* %scevgep180, align 8, !noalias !19
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep181 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -44
  %.236.3.i.2 = load double, double* %scevgep182, align 8, !noalias !19
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep183 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -43
  %.236.4.i.2 = load double, double* %scevgep184, align 8, !noalias !19
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep185 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -42
  %.236.5.i.2 = load double, double* %scevgep186, align 8, !noalias !19
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep187 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -41
  %.236.6.i.2 = load double, double* %scevgep188, align 8, !noalias !19
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep189 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -40
  %.236.7.i.2 = load double, double* %scevgep190, align 8, !noalias !19
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep159 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -39
  %.236.i.3 = load double, double* %scevgep160, align 8, !noalias !19
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep161 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -38
  %.236.1.i.3 = load double, double* %scevgep162, align 8, !noalias !19
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep163 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -37
  %.236.2.i.3 = load double, double* %scevgep164, align 8, !noalias !19
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep165 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -36
  %.236.3.i.3 = load double, double* %scevgep166, align 8, !noalias !19
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep167 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -35
  %.236.4.i.3 = load double, double* %scevgep168, align 8, !noalias !19
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep169 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -34
  %.236.5.i.3 = load double, double* %scevgep170, align 8, !noalias !19
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep171 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -33
  %.236.6.i.3 = load double, double* %scevgep172, align 8, !noalias !19
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep173 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -32
  %.236.7.i.3 = load double, double* %scevgep174, align 8, !noalias !19
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep143 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -31
  %.236.i.4 = load double, double* %scevgep144, align 8, !noalias !19
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep145 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -30
  %.236.1.i.4 = load double, double* %scevgep146, align 8, !noalias !19
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep147 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -29
  %.236.2.i.4 = load double, double* %scevgep148, align 8, !noalias !19
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep149 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -28
  %.236.3.i.4 = load double, double* %scevgep150, align 8, !noalias !19
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep151 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -27
  %.236.4.i.4 = load double, double* %scevgep152, align 8, !noalias !19
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep153 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -26
  %.236.5.i.4 = load double, double* %scevgep154, align 8, !noalias !19
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep155 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -25
  %.236.6.i.4 = load double, double* %scevgep156, align 8, !noalias !19
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep157 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -24
  %.236.7.i.4 = load double, double* %scevgep158, align 8, !noalias !19
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep127 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -23
  %.236.i.5 = load double, double* %scevgep128, align 8, !noalias !19
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep129 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -22
  %.236.1.i.5 = load double, double* %scevgep130, align 8, !noalias !19
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep131 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -21
  %.236.2.i.5 = load double, double* %scevgep132, align 8, !noalias !19
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep133 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -20
  %.236.3.i.5 = load double, double* %scevgep134, align 8, !noalias !19
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep135 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -19
  %.236.4.i.5 = load double, double* %scevgep136, align 8, !noalias !19
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep137 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -18
  %.236.5.i.5 = load double, double* %scevgep138, align 8, !noalias !19
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep139 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -17
  %.236.6.i.5 = load double, double* %scevgep140, align 8, !noalias !19
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep141 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -16
  %.236.7.i.5 = load double, double* %scevgep142, align 8, !noalias !19
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep111 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -15
  %.236.i.6 = load double, double* %scevgep112, align 8, !noalias !19
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep113 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -14
  %.236.1.i.6 = load double, double* %scevgep114, align 8, !noalias !19
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep115 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -13
  %.236.2.i.6 = load double, double* %scevgep116, align 8, !noalias !19
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep117 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -12
  %.236.3.i.6 = load double, double* %scevgep118, align 8, !noalias !19
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep119 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -11
  %.236.4.i.6 = load double, double* %scevgep120, align 8, !noalias !19
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep121 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -10
  %.236.5.i.6 = load double, double* %scevgep122, align 8, !noalias !19
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep123 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -9
  %.236.6.i.6 = load double, double* %scevgep124, align 8, !noalias !19
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep125 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -8
  %.236.7.i.6 = load double, double* %scevgep126, align 8, !noalias !19
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep207 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -7
  %.236.i.7 = load double, double* %scevgep208, align 8, !noalias !19
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep209 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -6
  %.236.1.i.7 = load double, double* %scevgep210, align 8, !noalias !19
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep211 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -5
  %.236.2.i.7 = load double, double* %scevgep212, align 8, !noalias !19
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep213 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -4
  %.236.3.i.7 = load double, double* %scevgep214, align 8, !noalias !19
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep215 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -3
  %.236.4.i.7 = load double, double* %scevgep216, align 8, !noalias !19
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep217 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -2
  %.236.5.i.7 = load double, double* %scevgep218, align 8, !noalias !19
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep219 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -1
  %.236.6.i.7 = load double, double* %scevgep220, align 8, !noalias !19
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep221 = getelementptr double, double* %scevgep110, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep221, align 8, !noalias !19
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next239 = add i64 %lsr.iv238, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next239, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i246771)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.copy_math, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([130 x i8], [130 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr2 to i64*
  %.36.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #3
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
  %10 = icmp sgt i32 %.49, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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

define double @cfunc._ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !25

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1f6897d1d0>", i64 0, i64 0))
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

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

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
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !14, !15, !17}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !10}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!22 = !{!"branch_weights", i32 1, i32 7}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = !{!"branch_weights", i32 99, i32 1}
