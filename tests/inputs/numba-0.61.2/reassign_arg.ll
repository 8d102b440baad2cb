; ModuleID = 'reassign_arg'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139788190522624 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139788190522624.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139788190522624 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139788190522624, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788190522624.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.reassign_arg = internal constant [13 x i8] c"reassign_arg\00"
@_ZN08NumbaEnv7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [136 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f22f91eef90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f22f91eef90>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f91ee390B4v102B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139788191441664 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139788191441664.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139788191441664 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139788191441664, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139788191441664.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f22f91edc10B4v103B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.endif:
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.261 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.263 = extractvalue { i64, i1 } %.261, 1
  br i1 %.263, label %B40.endif.endif.endif.endif.if, label %B40.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B60.endif.endif.endif.if, %B40.endif.endif.endif.endif.endif.if, %for.end.1.endif, %B40.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B40.endif.endif.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B60.endif.endif.endif.if ], [ 1, %B40.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B40.endif.endif.endif.endif.if:                   ; preds = %B0.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788190522624, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B40.endif.endif.endif.endif.endif:                ; preds = %B0.endif.endif
  %.262 = extractvalue { i64, i1 } %.261, 0
  %.7.i.i44 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.262, i32 32), !noalias !2
  %.8.i.i45 = icmp eq i8* %.7.i.i44, null
  br i1 %.8.i.i45, label %B40.endif.endif.endif.endif.endif.if, label %B40.endif.endif.endif.endif.endif.endif, !prof !0

B40.endif.endif.endif.endif.endif.if:             ; preds = %for.end.1139, %for.end, %B40.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B40.endif.endif.endif.endif.endif.endif:          ; preds = %B40.endif.endif.endif.endif.endif
  %.5.i50 = getelementptr i8, i8* %.7.i.i44, i64 24
  %0 = bitcast i8* %.5.i50 to double**
  %.6.i51101 = load double*, double** %0, align 8
  %.33396 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.33396, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B40.endif.endif.endif.endif.endif.endif
  %1 = add i64 %arg.x.5.0, -1
  %xtraiter156 = and i64 %arg.x.5.0, 7
  %2 = icmp ult i64 %1, 7
  br i1 %2, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter159 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index99 = phi i64 [ 0, %for.body.preheader.new ], [ %27, %for.body ]
  %.329.098 = phi i64 [ 0, %for.body.preheader.new ], [ %.329.1.7, %for.body ]
  %.326.097 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select119.7, %for.body ]
  %3 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select119 = select i1 %3, i64 %loop.index99, i64 %.326.097
  %.342 = getelementptr double, double* %arg.x.4, i64 %spec.select119
  %.343 = load double, double* %.342, align 8
  %.329.1 = select i1 %3, i64 %loop.index99, i64 %.329.098
  %.351 = getelementptr double, double* %arg.x.4, i64 %.329.1
  %.352 = load double, double* %.351, align 8
  %.6.i52 = fmul double %.352, 5.000000e-01
  %.7.i = fadd double %.343, %.6.i52
  %sunkaddr = mul i64 %loop.index99, 8
  %4 = bitcast double* %.6.i51101 to i8*
  %sunkaddr419 = getelementptr i8, i8* %4, i64 %sunkaddr
  %5 = bitcast i8* %sunkaddr419 to double*
  store double %.7.i, double* %5, align 8
  %6 = add i64 %loop.index99, 1
  %spec.select119.1164 = select i1 %3, i64 %6, i64 %.326.097
  %.342.1165 = getelementptr double, double* %arg.x.4, i64 %spec.select119.1164
  %.343.1166 = load double, double* %.342.1165, align 8
  %.329.1.1167 = select i1 %3, i64 %6, i64 %.329.098
  %.351.1168 = getelementptr double, double* %arg.x.4, i64 %.329.1.1167
  %.352.1169 = load double, double* %.351.1168, align 8
  %.6.i52.1170 = fmul double %.352.1169, 5.000000e-01
  %.7.i.1171 = fadd double %.343.1166, %.6.i52.1170
  %sunkaddr420 = mul i64 %loop.index99, 8
  %7 = bitcast double* %.6.i51101 to i8*
  %sunkaddr421 = getelementptr i8, i8* %7, i64 %sunkaddr420
  %sunkaddr422 = getelementptr i8, i8* %sunkaddr421, i64 8
  %8 = bitcast i8* %sunkaddr422 to double*
  store double %.7.i.1171, double* %8, align 8
  %9 = add i64 %6, 1
  %spec.select119.2178 = select i1 %3, i64 %9, i64 %.326.097
  %.342.2179 = getelementptr double, double* %arg.x.4, i64 %spec.select119.2178
  %.343.2180 = load double, double* %.342.2179, align 8
  %.329.1.2181 = select i1 %3, i64 %9, i64 %.329.098
  %.351.2182 = getelementptr double, double* %arg.x.4, i64 %.329.1.2181
  %.352.2183 = load double, double* %.351.2182, align 8
  %.6.i52.2184 = fmul double %.352.2183, 5.000000e-01
  %.7.i.2185 = fadd double %.343.2180, %.6.i52.2184
  %sunkaddr423 = mul i64 %loop.index99, 8
  %10 = bitcast double* %.6.i51101 to i8*
  %sunkaddr424 = getelementptr i8, i8* %10, i64 %sunkaddr423
  %sunkaddr425 = getelementptr i8, i8* %sunkaddr424, i64 16
  %11 = bitcast i8* %sunkaddr425 to double*
  store double %.7.i.2185, double* %11, align 8
  %12 = add i64 %9, 1
  %spec.select119.3 = select i1 %3, i64 %12, i64 %.326.097
  %.342.3 = getelementptr double, double* %arg.x.4, i64 %spec.select119.3
  %.343.3 = load double, double* %.342.3, align 8
  %.329.1.3 = select i1 %3, i64 %12, i64 %.329.098
  %.351.3 = getelementptr double, double* %arg.x.4, i64 %.329.1.3
  %.352.3 = load double, double* %.351.3, align 8
  %.6.i52.3 = fmul double %.352.3, 5.000000e-01
  %.7.i.3 = fadd double %.343.3, %.6.i52.3
  %sunkaddr426 = mul i64 %loop.index99, 8
  %13 = bitcast double* %.6.i51101 to i8*
  %sunkaddr427 = getelementptr i8, i8* %13, i64 %sunkaddr426
  %sunkaddr428 = getelementptr i8, i8* %sunkaddr427, i64 24
  %14 = bitcast i8* %sunkaddr428 to double*
  store double %.7.i.3, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select119.4 = select i1 %3, i64 %15, i64 %.326.097
  %.342.4 = getelementptr double, double* %arg.x.4, i64 %spec.select119.4
  %.343.4 = load double, double* %.342.4, align 8
  %.329.1.4 = select i1 %3, i64 %15, i64 %.329.098
  %.351.4 = getelementptr double, double* %arg.x.4, i64 %.329.1.4
  %.352.4 = load double, double* %.351.4, align 8
  %.6.i52.4 = fmul double %.352.4, 5.000000e-01
  %.7.i.4 = fadd double %.343.4, %.6.i52.4
  %sunkaddr429 = mul i64 %loop.index99, 8
  %16 = bitcast double* %.6.i51101 to i8*
  %sunkaddr430 = getelementptr i8, i8* %16, i64 %sunkaddr429
  %sunkaddr431 = getelementptr i8, i8* %sunkaddr430, i64 32
  %17 = bitcast i8* %sunkaddr431 to double*
  store double %.7.i.4, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select119.5 = select i1 %3, i64 %18, i64 %.326.097
  %.342.5 = getelementptr double, double* %arg.x.4, i64 %spec.select119.5
  %.343.5 = load double, double* %.342.5, align 8
  %.329.1.5 = select i1 %3, i64 %18, i64 %.329.098
  %.351.5 = getelementptr double, double* %arg.x.4, i64 %.329.1.5
  %.352.5 = load double, double* %.351.5, align 8
  %.6.i52.5 = fmul double %.352.5, 5.000000e-01
  %.7.i.5 = fadd double %.343.5, %.6.i52.5
  %sunkaddr432 = mul i64 %loop.index99, 8
  %19 = bitcast double* %.6.i51101 to i8*
  %sunkaddr433 = getelementptr i8, i8* %19, i64 %sunkaddr432
  %sunkaddr434 = getelementptr i8, i8* %sunkaddr433, i64 40
  %20 = bitcast i8* %sunkaddr434 to double*
  store double %.7.i.5, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select119.6 = select i1 %3, i64 %21, i64 %.326.097
  %.342.6 = getelementptr double, double* %arg.x.4, i64 %spec.select119.6
  %.343.6 = load double, double* %.342.6, align 8
  %.329.1.6 = select i1 %3, i64 %21, i64 %.329.098
  %.351.6 = getelementptr double, double* %arg.x.4, i64 %.329.1.6
  %.352.6 = load double, double* %.351.6, align 8
  %.6.i52.6 = fmul double %.352.6, 5.000000e-01
  %.7.i.6 = fadd double %.343.6, %.6.i52.6
  %sunkaddr435 = mul i64 %loop.index99, 8
  %22 = bitcast double* %.6.i51101 to i8*
  %sunkaddr436 = getelementptr i8, i8* %22, i64 %sunkaddr435
  %sunkaddr437 = getelementptr i8, i8* %sunkaddr436, i64 48
  %23 = bitcast i8* %sunkaddr437 to double*
  store double %.7.i.6, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select119.7 = select i1 %3, i64 %24, i64 %.326.097
  %.342.7 = getelementptr double, double* %arg.x.4, i64 %spec.select119.7
  %.343.7 = load double, double* %.342.7, align 8
  %.329.1.7 = select i1 %3, i64 %24, i64 %.329.098
  %.351.7 = getelementptr double, double* %arg.x.4, i64 %.329.1.7
  %.352.7 = load double, double* %.351.7, align 8
  %.6.i52.7 = fmul double %.352.7, 5.000000e-01
  %.7.i.7 = fadd double %.343.7, %.6.i52.7
  %sunkaddr438 = mul i64 %loop.index99, 8
  %25 = bitcast double* %.6.i51101 to i8*
  %sunkaddr439 = getelementptr i8, i8* %25, i64 %sunkaddr438
  %sunkaddr440 = getelementptr i8, i8* %sunkaddr439, i64 56
  %26 = bitcast i8* %sunkaddr440 to double*
  store double %.7.i.7, double* %26, align 8
  %.381.7 = add nuw i64 %loop.index99, 8
  %27 = add i64 %24, 1
  %niter160.ncmp.7 = icmp eq i64 %27, %unroll_iter159
  br i1 %niter160.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index99.unr = phi i64 [ 0, %for.body.preheader ], [ %.381.7, %for.body ]
  %.329.098.unr = phi i64 [ 0, %for.body.preheader ], [ %.329.1.7, %for.body ]
  %.326.097.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select119.7, %for.body ]
  %lcmp.mod158.not = icmp eq i64 %xtraiter156, 0
  br i1 %lcmp.mod158.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv401 = phi i64 [ %xtraiter156, %for.body.epil.preheader ], [ %lsr.iv.next402, %for.body.epil ]
  %loop.index99.epil = phi i64 [ %.381.epil, %for.body.epil ], [ %loop.index99.unr, %for.body.epil.preheader ]
  %.329.098.epil = phi i64 [ %.329.1.epil, %for.body.epil ], [ %.329.098.unr, %for.body.epil.preheader ]
  %.326.097.epil = phi i64 [ %spec.select119.epil, %for.body.epil ], [ %.326.097.unr, %for.body.epil.preheader ]
  %28 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select119.epil = select i1 %28, i64 %loop.index99.epil, i64 %.326.097.epil
  %.342.epil = getelementptr double, double* %arg.x.4, i64 %spec.select119.epil
  %.343.epil = load double, double* %.342.epil, align 8
  %.329.1.epil = select i1 %28, i64 %loop.index99.epil, i64 %.329.098.epil
  %.351.epil = getelementptr double, double* %arg.x.4, i64 %.329.1.epil
  %.352.epil = load double, double* %.351.epil, align 8
  %.6.i52.epil = fmul double %.352.epil, 5.000000e-01
  %.7.i.epil = fadd double %.343.epil, %.6.i52.epil
  %scevgep400 = getelementptr double, double* %.6.i51101, i64 %loop.index99.epil
  store double %.7.i.epil, double* %scevgep400, align 8
  %.381.epil = add nuw nsw i64 %loop.index99.epil, 1
  %lsr.iv.next402 = add nsw i64 %lsr.iv401, -1
  %epil.iter157.cmp.not = icmp eq i64 %lsr.iv.next402, 0
  br i1 %epil.iter157.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B40.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %.7.i.i44.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.262, i32 32), !noalias !2
  %.8.i.i45.1 = icmp eq i8* %.7.i.i44.1, null
  br i1 %.8.i.i45.1, label %B40.endif.endif.endif.endif.endif.if, label %B40.endif.endif.endif.endif.endif.endif.1, !prof !0

B40.endif.endif.endif.endif.endif.endif.1:        ; preds = %for.end
  %29 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i50.1 = getelementptr i8, i8* %.7.i.i44.1, i64 24
  %30 = bitcast i8* %.5.i50.1 to double**
  %.6.i51101.1 = load double*, double** %30, align 8
  br i1 %29, label %for.body.1138.preheader, label %for.end.1139

for.body.1138.preheader:                          ; preds = %B40.endif.endif.endif.endif.endif.endif.1
  %31 = add i64 %arg.x.5.0, -1
  %xtraiter151 = and i64 %arg.x.5.0, 7
  %32 = icmp ult i64 %31, 7
  br i1 %32, label %for.end.1139.loopexit.unr-lcssa, label %for.body.1138.preheader.new

for.body.1138.preheader.new:                      ; preds = %for.body.1138.preheader
  %unroll_iter154 = and i64 %arg.x.5.0, -8
  br label %for.body.1138

for.body.1138:                                    ; preds = %for.body.1138, %for.body.1138.preheader.new
  %loop.index99.1 = phi i64 [ 0, %for.body.1138.preheader.new ], [ %57, %for.body.1138 ]
  %.329.098.1 = phi i64 [ 0, %for.body.1138.preheader.new ], [ %.329.1.1.7, %for.body.1138 ]
  %.326.097.1 = phi i64 [ 0, %for.body.1138.preheader.new ], [ %spec.select119.1.7, %for.body.1138 ]
  %33 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select119.1 = select i1 %33, i64 %loop.index99.1, i64 %.326.097.1
  %.342.1 = getelementptr double, double* %arg.x.4, i64 %spec.select119.1
  %.343.1 = load double, double* %.342.1, align 8
  %.329.1.1 = select i1 %33, i64 %loop.index99.1, i64 %.329.098.1
  %.351.1 = getelementptr double, double* %.6.i51101, i64 %.329.1.1
  %.352.1 = load double, double* %.351.1, align 8
  %.6.i52.1 = fmul double %.352.1, 5.000000e-01
  %.7.i.1 = fadd double %.343.1, %.6.i52.1
  %sunkaddr441 = mul i64 %loop.index99.1, 8
  %34 = bitcast double* %.6.i51101.1 to i8*
  %sunkaddr442 = getelementptr i8, i8* %34, i64 %sunkaddr441
  %35 = bitcast i8* %sunkaddr442 to double*
  store double %.7.i.1, double* %35, align 8
  %36 = add i64 %loop.index99.1, 1
  %spec.select119.1.1 = select i1 %33, i64 %36, i64 %.326.097.1
  %.342.1.1 = getelementptr double, double* %arg.x.4, i64 %spec.select119.1.1
  %.343.1.1 = load double, double* %.342.1.1, align 8
  %.329.1.1.1 = select i1 %33, i64 %36, i64 %.329.098.1
  %.351.1.1 = getelementptr double, double* %.6.i51101, i64 %.329.1.1.1
  %.352.1.1 = load double, double* %.351.1.1, align 8
  %.6.i52.1.1 = fmul double %.352.1.1, 5.000000e-01
  %.7.i.1.1 = fadd double %.343.1.1, %.6.i52.1.1
  %sunkaddr443 = mul i64 %loop.index99.1, 8
  %37 = bitcast double* %.6.i51101.1 to i8*
  %sunkaddr444 = getelementptr i8, i8* %37, i64 %sunkaddr443
  %sunkaddr445 = getelementptr i8, i8* %sunkaddr444, i64 8
  %38 = bitcast i8* %sunkaddr445 to double*
  store double %.7.i.1.1, double* %38, align 8
  %39 = add i64 %36, 1
  %spec.select119.1.2 = select i1 %33, i64 %39, i64 %.326.097.1
  %.342.1.2 = getelementptr double, double* %arg.x.4, i64 %spec.select119.1.2
  %.343.1.2 = load double, double* %.342.1.2, align 8
  %.329.1.1.2 = select i1 %33, i64 %39, i64 %.329.098.1
  %.351.1.2 = getelementptr double, double* %.6.i51101, i64 %.329.1.1.2
  %.352.1.2 = load double, double* %.351.1.2, align 8
  %.6.i52.1.2 = fmul double %.352.1.2, 5.000000e-01
  %.7.i.1.2 = fadd double %.343.1.2, %.6.i52.1.2
  %sunkaddr446 = mul i64 %loop.index99.1, 8
  %40 = bitcast double* %.6.i51101.1 to i8*
  %sunkaddr447 = getelementptr i8, i8* %40, i64 %sunkaddr446
  %sunkaddr448 = getelementptr i8, i8* %sunkaddr447, i64 16
  %41 = bitcast i8* %sunkaddr448 to double*
  store double %.7.i.1.2, double* %41, align 8
  %42 = add i64 %39, 1
  %spec.select119.1.3 = select i1 %33, i64 %42, i64 %.326.097.1
  %.342.1.3 = getelementptr double, double* %arg.x.4, i64 %spec.select119.1.3
  %.343.1.3 = load double, double* %.342.1.3, align 8
  %.329.1.1.3 = select i1 %33, i64 %42, i64 %.329.098.1
  %.351.1.3 = getelementptr double, double* %.6.i51101, i64 %.329.1.1.3
  %.352.1.3 = load double, double* %.351.1.3, align 8
  %.6.i52.1.3 = fmul double %.352.1.3, 5.000000e-01
  %.7.i.1.3 = fadd double %.343.1.3, %.6.i52.1.3
  %sunkaddr449 = mul i64 %loop.index99.1, 8
  %43 = bitcast double* %.6.i51101.1 to i8*
  %sunkaddr450 = getelementptr i8, i8* %43, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, i8* %sunkaddr450, i64 24
  %44 = bitcast i8* %sunkaddr451 to double*
  store double %.7.i.1.3, double* %44, align 8
  %45 = add i64 %42, 1
  %spec.select119.1.4 = select i1 %33, i64 %45, i64 %.326.097.1
  %.342.1.4 = getelementptr double, double* %arg.x.4, i64 %spec.select119.1.4
  %.343.1.4 = load double, double* %.342.1.4, align 8
  %.329.1.1.4 = select i1 %33, i64 %45, i64 %.329.098.1
  %.351.1.4 = getelementptr double, double* %.6.i51101, i64 %.329.1.1.4
  %.352.1.4 = load double, double* %.351.1.4, align 8
  %.6.i52.1.4 = fmul double %.352.1.4, 5.000000e-01
  %.7.i.1.4 = fadd double %.343.1.4, %.6.i52.1.4
  %sunkaddr452 = mul i64 %loop.index99.1, 8
  %46 = bitcast double* %.6.i51101.1 to i8*
  %sunkaddr453 = getelementptr i8, i8* %46, i64 %sunkaddr452
  %sunkaddr454 = getelementptr i8, i8* %sunkaddr453, i64 32
  %47 = bitcast i8* %sunkaddr454 to double*
  store double %.7.i.1.4, double* %47, align 8
  %48 = add i64 %45, 1
  %spec.select119.1.5 = select i1 %33, i64 %48, i64 %.326.097.1
  %.342.1.5 = getelementptr double, double* %arg.x.4, i64 %spec.select119.1.5
  %.343.1.5 = load double, double* %.342.1.5, align 8
  %.329.1.1.5 = select i1 %33, i64 %48, i64 %.329.098.1
  %.351.1.5 = getelementptr double, double* %.6.i51101, i64 %.329.1.1.5
  %.352.1.5 = load double, double* %.351.1.5, align 8
  %.6.i52.1.5 = fmul double %.352.1.5, 5.000000e-01
  %.7.i.1.5 = fadd double %.343.1.5, %.6.i52.1.5
  %sunkaddr455 = mul i64 %loop.index99.1, 8
  %49 = bitcast double* %.6.i51101.1 to i8*
  %sunkaddr456 = getelementptr i8, i8* %49, i64 %sunkaddr455
  %sunkaddr457 = getelementptr i8, i8* %sunkaddr456, i64 40
  %50 = bitcast i8* %sunkaddr457 to double*
  store double %.7.i.1.5, double* %50, align 8
  %51 = add i64 %48, 1
  %spec.select119.1.6 = select i1 %33, i64 %51, i64 %.326.097.1
  %.342.1.6 = getelementptr double, double* %arg.x.4, i64 %spec.select119.1.6
  %.343.1.6 = load double, double* %.342.1.6, align 8
  %.329.1.1.6 = select i1 %33, i64 %51, i64 %.329.098.1
  %.351.1.6 = getelementptr double, double* %.6.i51101, i64 %.329.1.1.6
  %.352.1.6 = load double, double* %.351.1.6, align 8
  %.6.i52.1.6 = fmul double %.352.1.6, 5.000000e-01
  %.7.i.1.6 = fadd double %.343.1.6, %.6.i52.1.6
  %sunkaddr458 = mul i64 %loop.index99.1, 8
  %52 = bitcast double* %.6.i51101.1 to i8*
  %sunkaddr459 = getelementptr i8, i8* %52, i64 %sunkaddr458
  %sunkaddr460 = getelementptr i8, i8* %sunkaddr459, i64 48
  %53 = bitcast i8* %sunkaddr460 to double*
  store double %.7.i.1.6, double* %53, align 8
  %54 = add i64 %51, 1
  %spec.select119.1.7 = select i1 %33, i64 %54, i64 %.326.097.1
  %.342.1.7 = getelementptr double, double* %arg.x.4, i64 %spec.select119.1.7
  %.343.1.7 = load double, double* %.342.1.7, align 8
  %.329.1.1.7 = select i1 %33, i64 %54, i64 %.329.098.1
  %.351.1.7 = getelementptr double, double* %.6.i51101, i64 %.329.1.1.7
  %.352.1.7 = load double, double* %.351.1.7, align 8
  %.6.i52.1.7 = fmul double %.352.1.7, 5.000000e-01
  %.7.i.1.7 = fadd double %.343.1.7, %.6.i52.1.7
  %sunkaddr461 = mul i64 %loop.index99.1, 8
  %55 = bitcast double* %.6.i51101.1 to i8*
  %sunkaddr462 = getelementptr i8, i8* %55, i64 %sunkaddr461
  %sunkaddr463 = getelementptr i8, i8* %sunkaddr462, i64 56
  %56 = bitcast i8* %sunkaddr463 to double*
  store double %.7.i.1.7, double* %56, align 8
  %.381.1.7 = add nuw i64 %loop.index99.1, 8
  %57 = add i64 %54, 1
  %niter155.ncmp.7 = icmp eq i64 %57, %unroll_iter154
  br i1 %niter155.ncmp.7, label %for.end.1139.loopexit.unr-lcssa, label %for.body.1138

for.end.1139.loopexit.unr-lcssa:                  ; preds = %for.body.1138, %for.body.1138.preheader
  %loop.index99.1.unr = phi i64 [ 0, %for.body.1138.preheader ], [ %.381.1.7, %for.body.1138 ]
  %.329.098.1.unr = phi i64 [ 0, %for.body.1138.preheader ], [ %.329.1.1.7, %for.body.1138 ]
  %.326.097.1.unr = phi i64 [ 0, %for.body.1138.preheader ], [ %spec.select119.1.7, %for.body.1138 ]
  %lcmp.mod153.not = icmp eq i64 %xtraiter151, 0
  br i1 %lcmp.mod153.not, label %for.end.1139, label %for.body.1138.epil.preheader

for.body.1138.epil.preheader:                     ; preds = %for.end.1139.loopexit.unr-lcssa
  br label %for.body.1138.epil

for.body.1138.epil:                               ; preds = %for.body.1138.epil.preheader, %for.body.1138.epil
  %lsr.iv382 = phi i64 [ %xtraiter151, %for.body.1138.epil.preheader ], [ %lsr.iv.next383, %for.body.1138.epil ]
  %loop.index99.1.epil = phi i64 [ %.381.1.epil, %for.body.1138.epil ], [ %loop.index99.1.unr, %for.body.1138.epil.preheader ]
  %.329.098.1.epil = phi i64 [ %.329.1.1.epil, %for.body.1138.epil ], [ %.329.098.1.unr, %for.body.1138.epil.preheader ]
  %.326.097.1.epil = phi i64 [ %spec.select119.1.epil, %for.body.1138.epil ], [ %.326.097.1.unr, %for.body.1138.epil.preheader ]
  %58 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select119.1.epil = select i1 %58, i64 %loop.index99.1.epil, i64 %.326.097.1.epil
  %.342.1.epil = getelementptr double, double* %arg.x.4, i64 %spec.select119.1.epil
  %.343.1.epil = load double, double* %.342.1.epil, align 8
  %.329.1.1.epil = select i1 %58, i64 %loop.index99.1.epil, i64 %.329.098.1.epil
  %.351.1.epil = getelementptr double, double* %.6.i51101, i64 %.329.1.1.epil
  %.352.1.epil = load double, double* %.351.1.epil, align 8
  %.6.i52.1.epil = fmul double %.352.1.epil, 5.000000e-01
  %.7.i.1.epil = fadd double %.343.1.epil, %.6.i52.1.epil
  %scevgep381 = getelementptr double, double* %.6.i51101.1, i64 %loop.index99.1.epil
  store double %.7.i.1.epil, double* %scevgep381, align 8
  %.381.1.epil = add nuw nsw i64 %loop.index99.1.epil, 1
  %lsr.iv.next383 = add nsw i64 %lsr.iv382, -1
  %epil.iter152.cmp.not = icmp eq i64 %lsr.iv.next383, 0
  br i1 %epil.iter152.cmp.not, label %for.end.1139, label %for.body.1138.epil, !llvm.loop !11

for.end.1139:                                     ; preds = %for.body.1138.epil, %for.end.1139.loopexit.unr-lcssa, %B40.endif.endif.endif.endif.endif.endif.1
  tail call void @NRT_decref(i8* nonnull %.7.i.i44)
  %.7.i.i44.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.262, i32 32), !noalias !2
  %.8.i.i45.2 = icmp eq i8* %.7.i.i44.2, null
  br i1 %.8.i.i45.2, label %B40.endif.endif.endif.endif.endif.if, label %B40.endif.endif.endif.endif.endif.endif.2, !prof !0

B40.endif.endif.endif.endif.endif.endif.2:        ; preds = %for.end.1139
  %59 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i50.2 = getelementptr i8, i8* %.7.i.i44.2, i64 24
  %60 = bitcast i8* %.5.i50.2 to double**
  %.6.i51101.2 = load double*, double** %60, align 8
  br i1 %59, label %for.body.2.preheader, label %B60.endif.endif.endif

for.body.2.preheader:                             ; preds = %B40.endif.endif.endif.endif.endif.endif.2
  %61 = add i64 %arg.x.5.0, -1
  %xtraiter146 = and i64 %arg.x.5.0, 7
  %62 = icmp ult i64 %61, 7
  br i1 %62, label %B60.endif.endif.endif.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter149 = and i64 %arg.x.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index99.2 = phi i64 [ 0, %for.body.2.preheader.new ], [ %87, %for.body.2 ]
  %.329.098.2 = phi i64 [ 0, %for.body.2.preheader.new ], [ %.329.1.2.7, %for.body.2 ]
  %.326.097.2 = phi i64 [ 0, %for.body.2.preheader.new ], [ %spec.select119.2.7, %for.body.2 ]
  %63 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select119.2 = select i1 %63, i64 %loop.index99.2, i64 %.326.097.2
  %.342.2 = getelementptr double, double* %arg.x.4, i64 %spec.select119.2
  %.343.2 = load double, double* %.342.2, align 8
  %.329.1.2 = select i1 %63, i64 %loop.index99.2, i64 %.329.098.2
  %.351.2 = getelementptr double, double* %.6.i51101.1, i64 %.329.1.2
  %.352.2 = load double, double* %.351.2, align 8
  %.6.i52.2 = fmul double %.352.2, 5.000000e-01
  %.7.i.2 = fadd double %.343.2, %.6.i52.2
  %sunkaddr464 = mul i64 %loop.index99.2, 8
  %64 = bitcast double* %.6.i51101.2 to i8*
  %sunkaddr465 = getelementptr i8, i8* %64, i64 %sunkaddr464
  %65 = bitcast i8* %sunkaddr465 to double*
  store double %.7.i.2, double* %65, align 8
  %66 = add i64 %loop.index99.2, 1
  %spec.select119.2.1 = select i1 %63, i64 %66, i64 %.326.097.2
  %.342.2.1 = getelementptr double, double* %arg.x.4, i64 %spec.select119.2.1
  %.343.2.1 = load double, double* %.342.2.1, align 8
  %.329.1.2.1 = select i1 %63, i64 %66, i64 %.329.098.2
  %.351.2.1 = getelementptr double, double* %.6.i51101.1, i64 %.329.1.2.1
  %.352.2.1 = load double, double* %.351.2.1, align 8
  %.6.i52.2.1 = fmul double %.352.2.1, 5.000000e-01
  %.7.i.2.1 = fadd double %.343.2.1, %.6.i52.2.1
  %sunkaddr466 = mul i64 %loop.index99.2, 8
  %67 = bitcast double* %.6.i51101.2 to i8*
  %sunkaddr467 = getelementptr i8, i8* %67, i64 %sunkaddr466
  %sunkaddr468 = getelementptr i8, i8* %sunkaddr467, i64 8
  %68 = bitcast i8* %sunkaddr468 to double*
  store double %.7.i.2.1, double* %68, align 8
  %69 = add i64 %66, 1
  %spec.select119.2.2 = select i1 %63, i64 %69, i64 %.326.097.2
  %.342.2.2 = getelementptr double, double* %arg.x.4, i64 %spec.select119.2.2
  %.343.2.2 = load double, double* %.342.2.2, align 8
  %.329.1.2.2 = select i1 %63, i64 %69, i64 %.329.098.2
  %.351.2.2 = getelementptr double, double* %.6.i51101.1, i64 %.329.1.2.2
  %.352.2.2 = load double, double* %.351.2.2, align 8
  %.6.i52.2.2 = fmul double %.352.2.2, 5.000000e-01
  %.7.i.2.2 = fadd double %.343.2.2, %.6.i52.2.2
  %sunkaddr469 = mul i64 %loop.index99.2, 8
  %70 = bitcast double* %.6.i51101.2 to i8*
  %sunkaddr470 = getelementptr i8, i8* %70, i64 %sunkaddr469
  %sunkaddr471 = getelementptr i8, i8* %sunkaddr470, i64 16
  %71 = bitcast i8* %sunkaddr471 to double*
  store double %.7.i.2.2, double* %71, align 8
  %72 = add i64 %69, 1
  %spec.select119.2.3 = select i1 %63, i64 %72, i64 %.326.097.2
  %.342.2.3 = getelementptr double, double* %arg.x.4, i64 %spec.select119.2.3
  %.343.2.3 = load double, double* %.342.2.3, align 8
  %.329.1.2.3 = select i1 %63, i64 %72, i64 %.329.098.2
  %.351.2.3 = getelementptr double, double* %.6.i51101.1, i64 %.329.1.2.3
  %.352.2.3 = load double, double* %.351.2.3, align 8
  %.6.i52.2.3 = fmul double %.352.2.3, 5.000000e-01
  %.7.i.2.3 = fadd double %.343.2.3, %.6.i52.2.3
  %sunkaddr472 = mul i64 %loop.index99.2, 8
  %73 = bitcast double* %.6.i51101.2 to i8*
  %sunkaddr473 = getelementptr i8, i8* %73, i64 %sunkaddr472
  %sunkaddr474 = getelementptr i8, i8* %sunkaddr473, i64 24
  %74 = bitcast i8* %sunkaddr474 to double*
  store double %.7.i.2.3, double* %74, align 8
  %75 = add i64 %72, 1
  %spec.select119.2.4 = select i1 %63, i64 %75, i64 %.326.097.2
  %.342.2.4 = getelementptr double, double* %arg.x.4, i64 %spec.select119.2.4
  %.343.2.4 = load double, double* %.342.2.4, align 8
  %.329.1.2.4 = select i1 %63, i64 %75, i64 %.329.098.2
  %.351.2.4 = getelementptr double, double* %.6.i51101.1, i64 %.329.1.2.4
  %.352.2.4 = load double, double* %.351.2.4, align 8
  %.6.i52.2.4 = fmul double %.352.2.4, 5.000000e-01
  %.7.i.2.4 = fadd double %.343.2.4, %.6.i52.2.4
  %sunkaddr475 = mul i64 %loop.index99.2, 8
  %76 = bitcast double* %.6.i51101.2 to i8*
  %sunkaddr476 = getelementptr i8, i8* %76, i64 %sunkaddr475
  %sunkaddr477 = getelementptr i8, i8* %sunkaddr476, i64 32
  %77 = bitcast i8* %sunkaddr477 to double*
  store double %.7.i.2.4, double* %77, align 8
  %78 = add i64 %75, 1
  %spec.select119.2.5 = select i1 %63, i64 %78, i64 %.326.097.2
  %.342.2.5 = getelementptr double, double* %arg.x.4, i64 %spec.select119.2.5
  %.343.2.5 = load double, double* %.342.2.5, align 8
  %.329.1.2.5 = select i1 %63, i64 %78, i64 %.329.098.2
  %.351.2.5 = getelementptr double, double* %.6.i51101.1, i64 %.329.1.2.5
  %.352.2.5 = load double, double* %.351.2.5, align 8
  %.6.i52.2.5 = fmul double %.352.2.5, 5.000000e-01
  %.7.i.2.5 = fadd double %.343.2.5, %.6.i52.2.5
  %sunkaddr478 = mul i64 %loop.index99.2, 8
  %79 = bitcast double* %.6.i51101.2 to i8*
  %sunkaddr479 = getelementptr i8, i8* %79, i64 %sunkaddr478
  %sunkaddr480 = getelementptr i8, i8* %sunkaddr479, i64 40
  %80 = bitcast i8* %sunkaddr480 to double*
  store double %.7.i.2.5, double* %80, align 8
  %81 = add i64 %78, 1
  %spec.select119.2.6 = select i1 %63, i64 %81, i64 %.326.097.2
  %.342.2.6 = getelementptr double, double* %arg.x.4, i64 %spec.select119.2.6
  %.343.2.6 = load double, double* %.342.2.6, align 8
  %.329.1.2.6 = select i1 %63, i64 %81, i64 %.329.098.2
  %.351.2.6 = getelementptr double, double* %.6.i51101.1, i64 %.329.1.2.6
  %.352.2.6 = load double, double* %.351.2.6, align 8
  %.6.i52.2.6 = fmul double %.352.2.6, 5.000000e-01
  %.7.i.2.6 = fadd double %.343.2.6, %.6.i52.2.6
  %sunkaddr481 = mul i64 %loop.index99.2, 8
  %82 = bitcast double* %.6.i51101.2 to i8*
  %sunkaddr482 = getelementptr i8, i8* %82, i64 %sunkaddr481
  %sunkaddr483 = getelementptr i8, i8* %sunkaddr482, i64 48
  %83 = bitcast i8* %sunkaddr483 to double*
  store double %.7.i.2.6, double* %83, align 8
  %84 = add i64 %81, 1
  %spec.select119.2.7 = select i1 %63, i64 %84, i64 %.326.097.2
  %.342.2.7 = getelementptr double, double* %arg.x.4, i64 %spec.select119.2.7
  %.343.2.7 = load double, double* %.342.2.7, align 8
  %.329.1.2.7 = select i1 %63, i64 %84, i64 %.329.098.2
  %.351.2.7 = getelementptr double, double* %.6.i51101.1, i64 %.329.1.2.7
  %.352.2.7 = load double, double* %.351.2.7, align 8
  %.6.i52.2.7 = fmul double %.352.2.7, 5.000000e-01
  %.7.i.2.7 = fadd double %.343.2.7, %.6.i52.2.7
  %sunkaddr484 = mul i64 %loop.index99.2, 8
  %85 = bitcast double* %.6.i51101.2 to i8*
  %sunkaddr485 = getelementptr i8, i8* %85, i64 %sunkaddr484
  %sunkaddr486 = getelementptr i8, i8* %sunkaddr485, i64 56
  %86 = bitcast i8* %sunkaddr486 to double*
  store double %.7.i.2.7, double* %86, align 8
  %.381.2.7 = add nuw i64 %loop.index99.2, 8
  %87 = add i64 %84, 1
  %niter150.ncmp.7 = icmp eq i64 %87, %unroll_iter149
  br i1 %niter150.ncmp.7, label %B60.endif.endif.endif.loopexit.unr-lcssa, label %for.body.2

B60.endif.endif.endif.loopexit.unr-lcssa:         ; preds = %for.body.2, %for.body.2.preheader
  %loop.index99.2.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.381.2.7, %for.body.2 ]
  %.329.098.2.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.329.1.2.7, %for.body.2 ]
  %.326.097.2.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select119.2.7, %for.body.2 ]
  %lcmp.mod148.not = icmp eq i64 %xtraiter146, 0
  br i1 %lcmp.mod148.not, label %B60.endif.endif.endif, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %B60.endif.endif.endif.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv363 = phi i64 [ %xtraiter146, %for.body.2.epil.preheader ], [ %lsr.iv.next364, %for.body.2.epil ]
  %loop.index99.2.epil = phi i64 [ %.381.2.epil, %for.body.2.epil ], [ %loop.index99.2.unr, %for.body.2.epil.preheader ]
  %.329.098.2.epil = phi i64 [ %.329.1.2.epil, %for.body.2.epil ], [ %.329.098.2.unr, %for.body.2.epil.preheader ]
  %.326.097.2.epil = phi i64 [ %spec.select119.2.epil, %for.body.2.epil ], [ %.326.097.2.unr, %for.body.2.epil.preheader ]
  %88 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select119.2.epil = select i1 %88, i64 %loop.index99.2.epil, i64 %.326.097.2.epil
  %.342.2.epil = getelementptr double, double* %arg.x.4, i64 %spec.select119.2.epil
  %.343.2.epil = load double, double* %.342.2.epil, align 8
  %.329.1.2.epil = select i1 %88, i64 %loop.index99.2.epil, i64 %.329.098.2.epil
  %.351.2.epil = getelementptr double, double* %.6.i51101.1, i64 %.329.1.2.epil
  %.352.2.epil = load double, double* %.351.2.epil, align 8
  %.6.i52.2.epil = fmul double %.352.2.epil, 5.000000e-01
  %.7.i.2.epil = fadd double %.343.2.epil, %.6.i52.2.epil
  %scevgep362 = getelementptr double, double* %.6.i51101.2, i64 %loop.index99.2.epil
  store double %.7.i.2.epil, double* %scevgep362, align 8
  %.381.2.epil = add nuw nsw i64 %loop.index99.2.epil, 1
  %lsr.iv.next364 = add nsw i64 %lsr.iv363, -1
  %epil.iter147.cmp.not = icmp eq i64 %lsr.iv.next364, 0
  br i1 %epil.iter147.cmp.not, label %B60.endif.endif.endif, label %for.body.2.epil, !llvm.loop !12

B60.endif.endif.endif:                            ; preds = %for.body.2.epil, %B60.endif.endif.endif.loopexit.unr-lcssa, %B40.endif.endif.endif.endif.endif.endif.2
  tail call void @NRT_decref(i8* nonnull %.7.i.i44.1)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.262, i32 32), !noalias !13
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B60.endif.endif.endif.if, label %B60.endif.endif.endif.endif, !prof !0

B60.endif.endif.endif.if:                         ; preds = %B60.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139788191441664, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B60.endif.endif.endif.endif:                      ; preds = %B60.endif.endif.endif
  %89 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %90 = bitcast i8* %.5.i to double**
  %.6.i100 = load double*, double** %90, align 8
  br i1 %89, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B60.endif.endif.endif.endif
  %91 = add i64 %arg.x.5.0, -1
  %xtraiter141 = and i64 %arg.x.5.0, 7
  %92 = icmp ult i64 %91, 7
  br i1 %92, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter144 = and i64 %arg.x.5.0, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.195 = phi i64 [ 0, %for.body.1.preheader.new ], [ %117, %for.body.1 ]
  %.529.094 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select120.7, %for.body.1 ]
  %93 = icmp eq i64 %arg.x.5.0, 1
  %spec.select120 = select i1 %93, i64 %.529.094, i64 %loop.index.195
  %.542 = getelementptr double, double* %.6.i51101.2, i64 %spec.select120
  %.543 = load double, double* %.542, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.543)
  %sunkaddr487 = mul i64 %loop.index.195, 8
  %94 = bitcast double* %.6.i100 to i8*
  %sunkaddr488 = getelementptr i8, i8* %94, i64 %sunkaddr487
  %95 = bitcast i8* %sunkaddr488 to double*
  store double %.12.i, double* %95, align 8
  %96 = add i64 %loop.index.195, 1
  %spec.select120.1 = select i1 %93, i64 %.529.094, i64 %96
  %.542.1 = getelementptr double, double* %.6.i51101.2, i64 %spec.select120.1
  %.543.1 = load double, double* %.542.1, align 8
  %.12.i.1 = tail call double @llvm.sin.f64(double %.543.1)
  %sunkaddr489 = mul i64 %loop.index.195, 8
  %97 = bitcast double* %.6.i100 to i8*
  %sunkaddr490 = getelementptr i8, i8* %97, i64 %sunkaddr489
  %sunkaddr491 = getelementptr i8, i8* %sunkaddr490, i64 8
  %98 = bitcast i8* %sunkaddr491 to double*
  store double %.12.i.1, double* %98, align 8
  %99 = add i64 %96, 1
  %spec.select120.2 = select i1 %93, i64 %.529.094, i64 %99
  %.542.2 = getelementptr double, double* %.6.i51101.2, i64 %spec.select120.2
  %.543.2 = load double, double* %.542.2, align 8
  %.12.i.2 = tail call double @llvm.sin.f64(double %.543.2)
  %sunkaddr492 = mul i64 %loop.index.195, 8
  %100 = bitcast double* %.6.i100 to i8*
  %sunkaddr493 = getelementptr i8, i8* %100, i64 %sunkaddr492
  %sunkaddr494 = getelementptr i8, i8* %sunkaddr493, i64 16
  %101 = bitcast i8* %sunkaddr494 to double*
  store double %.12.i.2, double* %101, align 8
  %102 = add i64 %99, 1
  %spec.select120.3 = select i1 %93, i64 %.529.094, i64 %102
  %.542.3 = getelementptr double, double* %.6.i51101.2, i64 %spec.select120.3
  %.543.3 = load double, double* %.542.3, align 8
  %.12.i.3 = tail call double @llvm.sin.f64(double %.543.3)
  %sunkaddr495 = mul i64 %loop.index.195, 8
  %103 = bitcast double* %.6.i100 to i8*
  %sunkaddr496 = getelementptr i8, i8* %103, i64 %sunkaddr495
  %sunkaddr497 = getelementptr i8, i8* %sunkaddr496, i64 24
  %104 = bitcast i8* %sunkaddr497 to double*
  store double %.12.i.3, double* %104, align 8
  %105 = add i64 %102, 1
  %spec.select120.4 = select i1 %93, i64 %.529.094, i64 %105
  %.542.4 = getelementptr double, double* %.6.i51101.2, i64 %spec.select120.4
  %.543.4 = load double, double* %.542.4, align 8
  %.12.i.4 = tail call double @llvm.sin.f64(double %.543.4)
  %sunkaddr498 = mul i64 %loop.index.195, 8
  %106 = bitcast double* %.6.i100 to i8*
  %sunkaddr499 = getelementptr i8, i8* %106, i64 %sunkaddr498
  %sunkaddr500 = getelementptr i8, i8* %sunkaddr499, i64 32
  %107 = bitcast i8* %sunkaddr500 to double*
  store double %.12.i.4, double* %107, align 8
  %108 = add i64 %105, 1
  %spec.select120.5 = select i1 %93, i64 %.529.094, i64 %108
  %.542.5 = getelementptr double, double* %.6.i51101.2, i64 %spec.select120.5
  %.543.5 = load double, double* %.542.5, align 8
  %.12.i.5 = tail call double @llvm.sin.f64(double %.543.5)
  %sunkaddr501 = mul i64 %loop.index.195, 8
  %109 = bitcast double* %.6.i100 to i8*
  %sunkaddr502 = getelementptr i8, i8* %109, i64 %sunkaddr501
  %sunkaddr503 = getelementptr i8, i8* %sunkaddr502, i64 40
  %110 = bitcast i8* %sunkaddr503 to double*
  store double %.12.i.5, double* %110, align 8
  %111 = add i64 %108, 1
  %spec.select120.6 = select i1 %93, i64 %.529.094, i64 %111
  %.542.6 = getelementptr double, double* %.6.i51101.2, i64 %spec.select120.6
  %.543.6 = load double, double* %.542.6, align 8
  %.12.i.6 = tail call double @llvm.sin.f64(double %.543.6)
  %sunkaddr504 = mul i64 %loop.index.195, 8
  %112 = bitcast double* %.6.i100 to i8*
  %sunkaddr505 = getelementptr i8, i8* %112, i64 %sunkaddr504
  %sunkaddr506 = getelementptr i8, i8* %sunkaddr505, i64 48
  %113 = bitcast i8* %sunkaddr506 to double*
  store double %.12.i.6, double* %113, align 8
  %114 = add i64 %111, 1
  %spec.select120.7 = select i1 %93, i64 %.529.094, i64 %114
  %.542.7 = getelementptr double, double* %.6.i51101.2, i64 %spec.select120.7
  %.543.7 = load double, double* %.542.7, align 8
  %.12.i.7 = tail call double @llvm.sin.f64(double %.543.7)
  %sunkaddr507 = mul i64 %loop.index.195, 8
  %115 = bitcast double* %.6.i100 to i8*
  %sunkaddr508 = getelementptr i8, i8* %115, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, i8* %sunkaddr508, i64 56
  %116 = bitcast i8* %sunkaddr509 to double*
  store double %.12.i.7, double* %116, align 8
  %.572.7 = add nuw i64 %loop.index.195, 8
  %117 = add i64 %114, 1
  %niter145.ncmp.7 = icmp eq i64 %117, %unroll_iter144
  br i1 %niter145.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.195.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.572.7, %for.body.1 ]
  %.529.094.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select120.7, %for.body.1 ]
  %lcmp.mod143.not = icmp eq i64 %xtraiter141, 0
  br i1 %lcmp.mod143.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv344 = phi i64 [ %xtraiter141, %for.body.1.epil.preheader ], [ %lsr.iv.next345, %for.body.1.epil ]
  %loop.index.195.epil = phi i64 [ %.572.epil, %for.body.1.epil ], [ %loop.index.195.unr, %for.body.1.epil.preheader ]
  %.529.094.epil = phi i64 [ %spec.select120.epil, %for.body.1.epil ], [ %.529.094.unr, %for.body.1.epil.preheader ]
  %118 = icmp eq i64 %arg.x.5.0, 1
  %spec.select120.epil = select i1 %118, i64 %.529.094.epil, i64 %loop.index.195.epil
  %.542.epil = getelementptr double, double* %.6.i51101.2, i64 %spec.select120.epil
  %.543.epil = load double, double* %.542.epil, align 8
  %.12.i.epil = tail call double @llvm.sin.f64(double %.543.epil)
  %scevgep343 = getelementptr double, double* %.6.i100, i64 %loop.index.195.epil
  store double %.12.i.epil, double* %scevgep343, align 8
  %.572.epil = add nuw nsw i64 %loop.index.195.epil, 1
  %lsr.iv.next345 = add nsw i64 %lsr.iv344, -1
  %epil.iter142.cmp.not = icmp eq i64 %lsr.iv.next345, 0
  br i1 %epil.iter142.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !20

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %B60.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i44.2)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1)
  %119 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %120 = icmp ult i64 %119, 7
  br i1 %120, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %121 = add nsw i64 %unroll_iter.i, -8
  %122 = lshr exact i64 %121, 3
  %123 = add nuw nsw i64 %122, 1
  %xtraiter = and i64 %123, 7
  %124 = icmp ult i64 %121, 56
  br i1 %124, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %123, 4611686018427387896
  %scevgep213 = getelementptr double, double* %.6.i100, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %125 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep189 = getelementptr double, double* %.6.i100, i64 %125
  %126 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %127 = bitcast double* %scevgep189 to i8*
  %uglygep210 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep210211 = bitcast i8* %uglygep210 to double*
  %scevgep212 = getelementptr double, double* %uglygep210211, i64 -7
  %.236.i.epil = load double, double* %scevgep212, align 8, !noalias !21
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep207 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep207208 = bitcast i8* %uglygep207 to double*
  %scevgep209 = getelementptr double, double* %uglygep207208, i64 -6
  %.236.1.i.epil = load double, double* %scevgep209, align 8, !noalias !21
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep204 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep204205 = bitcast i8* %uglygep204 to double*
  %scevgep206 = getelementptr double, double* %uglygep204205, i64 -5
  %.236.2.i.epil = load double, double* %scevgep206, align 8, !noalias !21
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep201 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep201202 = bitcast i8* %uglygep201 to double*
  %scevgep203 = getelementptr double, double* %uglygep201202, i64 -4
  %.236.3.i.epil = load double, double* %scevgep203, align 8, !noalias !21
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep198 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep198199 = bitcast i8* %uglygep198 to double*
  %scevgep200 = getelementptr double, double* %uglygep198199, i64 -3
  %.236.4.i.epil = load double, double* %scevgep200, align 8, !noalias !21
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep195 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep195196 = bitcast i8* %uglygep195 to double*
  %scevgep197 = getelementptr double, double* %uglygep195196, i64 -2
  %.236.5.i.epil = load double, double* %scevgep197, align 8, !noalias !21
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep192 = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep192193 = bitcast i8* %uglygep192 to double*
  %scevgep194 = getelementptr double, double* %uglygep192193, i64 -1
  %.236.6.i.epil = load double, double* %scevgep194, align 8, !noalias !21
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %127, i64 %lsr.iv
  %uglygep191 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep191, align 8, !noalias !21
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %126, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !24, !llvm.loop !25

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i100, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !21
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !24, !llvm.loop !26

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv341 = phi i64 [ %lsr.iv.next342, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep339 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -63
  %.236.i = load double, double* %scevgep340, align 8, !noalias !21
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep337 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -62
  %.236.1.i = load double, double* %scevgep338, align 8, !noalias !21
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep335 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -61
  %.236.2.i = load double, double* %scevgep336, align 8, !noalias !21
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep333 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -60
  %.236.3.i = load double, double* %scevgep334, align 8, !noalias !21
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep331 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -59
  %.236.4.i = load double, double* %scevgep332, align 8, !noalias !21
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep329 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -58
  %.236.5.i = load double, double* %scevgep330, align 8, !noalias !21
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep327 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -57
  %.236.6.i = load double, double* %scevgep328, align 8, !noalias !21
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep325 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -56
  %.236.7.i = load double, double* %scevgep326, align 8, !noalias !21
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep294 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -55
  %.236.i.1 = load double, double* %scevgep295, align 8, !noalias !21
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep296 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -54
  %.236.1.i.1 = load double, double* %scevgep297, align 8, !noalias !21
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep298 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -53
  %.236.2.i.1 = load double, double* %scevgep299, align 8, !noalias !21
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep300 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -52
  %.236.3.i.1 = load double, double* %scevgep301, align 8, !noalias !21
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep302 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -51
  %.236.4.i.1 = load double, double* %scevgep303, align 8, !noalias !21
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep304 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -50
  %.236.5.i.1 = load double, double* %scevgep305, align 8, !noalias !21
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep306 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -49
  %.236.6.i.1 = load double, double* %scevgep307, align 8, !noalias !21
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep308 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -48
  %.236.7.i.1 = load double, double* %scevgep309, align 8, !noalias !21
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep278 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -47
  %.236.i.2 = load double, double* %scevgep279, align 8, !noalias !21
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep280 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -46
  %.236.1.i.2 = load double, double* %scevgep281, align 8, !noalias !21
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep282 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -45
  %.236.2.i.2 = load double, double* %scevgep283, align 8, !noalias !21
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep284 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -44
  %.236.3.i.2 = load double, double* %scevgep285, align 8, !noalias !21
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep286 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -43
  %.236.4.i.2 = load double, double* %scevgep287, align 8, !noalias !21
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep288 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -42
  %.236.5.i.2 = load double, double* %scevgep289, align 8, !noalias !21
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep290 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -41
  %.236.6.i.2 = load double, double* %scevgep291, align 8, !noalias !21
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep292 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -40
  %.236.7.i.2 = load double, double* %scevgep293, align 8, !noalias !21
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep262 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -39
  %.236.i.3 = load double, double* %scevgep263, align 8, !noalias !21
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep264 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -38
  %.236.1.i.3 = load double, double* %scevgep265, align 8, !noalias !21
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep266 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -37
  %.236.2.i.3 = load double, double* %scevgep267, align 8, !noalias !21
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep268 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -36
  %.236.3.i.3 = load double, double* %scevgep269, align 8, !noalias !21
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep270 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -35
  %.236.4.i.3 = load double, double* %scevgep271, align 8, !noalias !21
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep272 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -34
  %.236.5.i.3 = load double, double* %scevgep273, align 8, !noalias !21
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep274 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -33
  %.236.6.i.3 = load double, double* %scevgep275, align 8, !noalias !21
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep276 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -32
  %.236.7.i.3 = load double, double* %scevgep277, align 8, !noalias !21
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep246 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -31
  %.236.i.4 = load double, double* %scevgep247, align 8, !noalias !21
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep248 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -30
  %.236.1.i.4 = load double, double* %scevgep249, align 8, !noalias !21
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep250 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -29
  %.236.2.i.4 = load double, double* %scevgep251, align 8, !noalias !21
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep252 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -28
  %.236.3.i.4 = load double, double* %scevgep253, align 8, !noalias !21
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep254 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -27
  %.236.4.i.4 = load double, double* %scevgep255, align 8, !noalias !21
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep256 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -26
  %.236.5.i.4 = load double, double* %scevgep257, align 8, !noalias !21
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep258 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -25
  %.236.6.i.4 = load double, double* %scevgep259, align 8, !noalias !21
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep260 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -24
  %.236.7.i.4 = load double, double* %scevgep261, align 8, !noalias !21
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep230 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -23
  %.236.i.5 = load double, double* %scevgep231, align 8, !noalias !21
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep232 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -22
  %.236.1.i.5 = load double, double* %scevgep233, align 8, !noalias !21
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep234 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -21
  %.236.2.i.5 = load double, double* %scevgep235, align 8, !noalias !21
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep236 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -20
  %.236.3.i.5 = load double, double* %scevgep237, align 8, !noalias !21
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep238 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -19
  %.236.4.i.5 = load double, double* %scevgep239, align 8, !noalias !21
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep240 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -18
  %.236.5.i.5 = load double, double* %scevgep241, align 8, !noalias !21
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep242 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -17
  %.236.6.i.5 = load double, double* %scevgep243, align 8, !noalias !21
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep244 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -16
  %.236.7.i.5 = load double, double* %scevgep245, align 8, !noalias !21
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep214 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -15
  %.236.i.6 = load double, double* %scevgep215, align 8, !noalias !21
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep216 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -14
  %.236.1.i.6 = load double, double* %scevgep217, align 8, !noalias !21
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep218 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep219 = getelementptr double, double* %scevgep218, i64 -13
  %.236.2.i.6 = load double, double* %scevgep219, align 8, !noalias !21
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep220 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep221 = getelementptr double, double* %scevgep220, i64 -12
  %.236.3.i.6 = load double, double* %scevgep221, align 8, !noalias !21
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep222 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep223 = getelementptr double, double* %scevgep222, i64 -11
  %.236.4.i.6 = load double, double* %scevgep223, align 8, !noalias !21
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep224 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep225 = getelementptr double, double* %scevgep224, i64 -10
  %.236.5.i.6 = load double, double* %scevgep225, align 8, !noalias !21
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep226 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep227 = getelementptr double, double* %scevgep226, i64 -9
  %.236.6.i.6 = load double, double* %scevgep227, align 8, !noalias !21
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep228 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep229 = getelementptr double, double* %scevgep228, i64 -8
  %.236.7.i.6 = load double, double* %scevgep229, align 8, !noalias !21
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep310 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -7
  %.236.i.7 = load double, double* %scevgep311, align 8, !noalias !21
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep312 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -6
  %.236.1.i.7 = load double, double* %scevgep313, align 8, !noalias !21
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep314 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -5
  %.236.2.i.7 = load double, double* %scevgep315, align 8, !noalias !21
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep316 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -4
  %.236.3.i.7 = load double, double* %scevgep317, align 8, !noalias !21
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep318 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -3
  %.236.4.i.7 = load double, double* %scevgep319, align 8, !noalias !21
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep320 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -2
  %.236.5.i.7 = load double, double* %scevgep321, align 8, !noalias !21
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep322 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -1
  %.236.6.i.7 = load double, double* %scevgep323, align 8, !noalias !21
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep324 = getelementptr double, double* %scevgep213, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep324, align 8, !noalias !21
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next342 = add i64 %lsr.iv341, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next342, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.reassign_arg, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([136 x i8], [136 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #2
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

define double @cfunc._ZN7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12reassign_argB4v101B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !27

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f22f91eef90>", i64 0, i64 0))
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

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !16, !17, !19}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !10}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!24 = !{!"branch_weights", i32 1, i32 7}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = !{!"branch_weights", i32 99, i32 1}
