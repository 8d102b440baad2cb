; ModuleID = 'row_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274511033600 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140274511033600.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140274511033600 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140274511033600, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274511033600.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140274509592064 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274509592064.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274509592064 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274509592064, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274509592064.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.row_loop = internal constant [9 x i8] c"row_loop\00"
@_ZN08NumbaEnv7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f94346a2890>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f94346a2890>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f94346a3350B3v36B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif:
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.93.inv = icmp sgt i64 %arg.A.5.0, 0
  br i1 %.93.inv, label %B62.lr.ph, label %B170

B62.lr.ph:                                        ; preds = %B0.endif
  %.101.not.i = icmp eq i64 %arg.A.5.1, 1
  %.71.not.i9 = icmp eq i64 %arg.A.5.1, %arg.x.5.0
  %.76.not.i10 = icmp eq i64 %arg.x.5.0, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  %.pre = select i1 %.101.not.i, i1 true, i1 %or.cond.i11
  %spec.select49.mux = select i1 %.101.not.i, i64 %arg.x.5.0, i64 %arg.A.5.1
  %.353 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %spec.select49.mux, i64 8)
  %.355 = extractvalue { i64, i1 } %.353, 1
  %.354 = extractvalue { i64, i1 } %.353, 0
  %smax.i = tail call i64 @llvm.smax.i64(i64 %spec.select49.mux, i64 1) #6
  %0 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %scevgep90 = getelementptr double, double* %arg.x.4, i64 %spec.select49.mux
  %scevgep109 = getelementptr double, double* %arg.x.4, i64 1
  %scevgep146 = getelementptr double, double* %arg.x.4, i64 %spec.select49.mux
  %scevgep187 = getelementptr double, double* %arg.x.4, i64 1
  %1 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %spec.select49.mux, i64 16)
  %math = extractvalue { i64, i1 } %1, 0
  %ov = extractvalue { i64, i1 } %1, 1
  %2 = lshr i64 %math, 4
  %3 = add nuw nsw i64 %2, 1
  %4 = add nsw i64 %unroll_iter.i, -8
  %5 = lshr exact i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %min.iters.check158.not223 = xor i1 %ov, true
  %ident.check.not = icmp eq i64 %arg.A.5.1, 1
  %or.cond224 = select i1 %min.iters.check158.not223, i1 %ident.check.not, i1 false
  %n.vec202 = and i64 %spec.select49.mux, -16
  %xtraiter = and i64 %3, 7
  %unroll_iter = and i64 %3, 2305843009213693944
  %xtraiter235 = and i64 %spec.select49.mux, 7
  %n.vec161 = and i64 %spec.select49.mux, -16
  %n.vec124 = and i64 %spec.select49.mux, -16
  %n.vec = and i64 %spec.select49.mux, -16
  %xtraiter261 = and i64 %6, 7
  %unroll_iter265 = and i64 %6, 4611686018427387896
  %7 = shl nuw nsw i64 %xtraiter, 7
  %scevgep404 = getelementptr double, double* %arg.x.4, i64 124
  %scevgep614 = getelementptr double, double* %arg.x.4, i64 12
  %8 = shl nuw nsw i64 %xtraiter, 7
  %scevgep664 = getelementptr double, double* %arg.A.4, i64 124
  %9 = shl i64 %arg.A.5.1, 3
  %10 = shl nuw nsw i64 %xtraiter, 7
  %scevgep1021 = getelementptr double, double* %arg.x.4, i64 124
  %scevgep1231 = getelementptr double, double* %arg.x.4, i64 12
  %11 = shl nuw nsw i64 %xtraiter, 7
  %12 = shl nuw nsw i64 %xtraiter261, 6
  br label %B62

B62:                                              ; preds = %B62.lr.ph, %for.end.endif
  %lsr.iv877 = phi double* [ %arg.A.4, %B62.lr.ph ], [ %407, %for.end.endif ]
  %lsr.iv665 = phi double* [ %scevgep664, %B62.lr.ph ], [ %406, %for.end.endif ]
  %brmerge.pre-phi = phi i1 [ %.pre, %B62.lr.ph ], [ true, %for.end.endif ]
  %s.2.067 = phi double [ 0.000000e+00, %B62.lr.ph ], [ %.509, %for.end.endif ]
  %.79.065 = phi i64 [ 0, %B62.lr.ph ], [ %.150, %for.end.endif ]
  %scevgep183 = getelementptr double, double* %arg.A.4, i64 %.79.065
  %13 = add nuw i64 %.79.065, 1
  %scevgep185 = getelementptr double, double* %arg.A.4, i64 %13
  %scevgep142 = getelementptr double, double* %arg.A.4, i64 %.79.065
  %14 = add nuw i64 %.79.065, 1
  %scevgep144 = getelementptr double, double* %arg.A.4, i64 %14
  %15 = mul i64 %.79.065, %arg.A.5.1
  %scevgep105 = getelementptr double, double* %arg.A.4, i64 %15
  %16 = add i64 %spec.select49.mux, %15
  %scevgep107 = getelementptr double, double* %arg.A.4, i64 %16
  %17 = mul i64 %.79.065, %arg.A.5.1
  %scevgep85 = getelementptr double, double* %arg.A.4, i64 %17
  %18 = add i64 %spec.select49.mux, %17
  %scevgep87 = getelementptr double, double* %arg.A.4, i64 %18
  %.150 = add nuw nsw i64 %.79.065, 1
  %.212 = mul i64 %.79.065, %arg.A.5.1
  %.214 = getelementptr double, double* %arg.A.4, i64 %.212
  tail call void @NRT_incref(i8* %arg.A.0)
  br i1 %brmerge.pre-phi, label %B62.endif.endif.endif.endif, label %B62.endif.endif.endif.if

common.ret:                                       ; preds = %B62.endif.endif.endif.endif.endif.if, %B62.endif.endif.endif.endif.if, %B62.endif.endif.endif.if, %B170
  %common.ret.op = phi i32 [ 0, %B170 ], [ 1, %B62.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B170:                                             ; preds = %for.end.endif, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.509, %for.end.endif ]
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* %arg.A.0)
  store double %s.2.0.lcssa, double* %retptr, align 8
  br label %common.ret

B62.endif.endif.endif.if:                         ; preds = %B62
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274511033600, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B62.endif.endif.endif.endif:                      ; preds = %B62
  br i1 %.355, label %B62.endif.endif.endif.endif.if, label %B62.endif.endif.endif.endif.endif, !prof !1

B62.endif.endif.endif.endif.if:                   ; preds = %B62.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274509592064, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B62.endif.endif.endif.endif.endif:                ; preds = %B62.endif.endif.endif.endif
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.354, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B62.endif.endif.endif.endif.endif.if, label %B62.endif.endif.endif.endif.endif.endif, !prof !1

B62.endif.endif.endif.endif.endif.if:             ; preds = %B62.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B62.endif.endif.endif.endif.endif.endif:          ; preds = %B62.endif.endif.endif.endif.endif
  %19 = icmp sgt i64 %spec.select49.mux, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %20 = bitcast i8* %.5.i to double**
  %.6.i2437 = load double*, double** %20, align 8
  br i1 %19, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B62.endif.endif.endif.endif.endif.endif
  %21 = icmp ugt i64 %arg.A.5.1, 1
  br i1 %21, label %for.body.preheader.split.us, label %for.body.preheader.split

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %22 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %22, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  %23 = icmp ult i64 %spec.select49.mux, 16
  br i1 %23, label %for.body.us.preheader229, label %vector.memcheck102

vector.memcheck102:                               ; preds = %for.body.us.preheader
  %scevgep103 = getelementptr double, double* %.6.i2437, i64 %spec.select49.mux
  %bound0111 = icmp ult double* %.6.i2437, %scevgep107
  %bound1112 = icmp ult double* %scevgep105, %scevgep103
  %found.conflict113 = and i1 %bound0111, %bound1112
  %bound0114 = icmp ult double* %.6.i2437, %scevgep109
  %bound1115 = icmp ugt double* %scevgep103, %arg.x.4
  %found.conflict116 = and i1 %bound0114, %bound1115
  %conflict.rdx117 = or i1 %found.conflict113, %found.conflict116
  br i1 %conflict.rdx117, label %for.body.us.preheader229, label %vector.ph122

vector.ph122:                                     ; preds = %vector.memcheck102
  %24 = icmp ult i64 %math, 112
  br i1 %24, label %middle.block118.unr-lcssa, label %vector.ph122.new

vector.ph122.new:                                 ; preds = %vector.ph122
  %25 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert = insertelement <4 x double> poison, double %25, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert132 = insertelement <4 x double> poison, double %25, i64 0
  %broadcast.splat133 = shufflevector <4 x double> %broadcast.splatinsert132, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert134 = insertelement <4 x double> poison, double %25, i64 0
  %broadcast.splat135 = shufflevector <4 x double> %broadcast.splatinsert134, <4 x double> poison, <4 x i32> zeroinitializer
  %26 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert136 = insertelement <4 x double> poison, double %26, i64 0
  %broadcast.splat137 = shufflevector <4 x double> %broadcast.splatinsert136, <4 x double> poison, <4 x i32> zeroinitializer
  %27 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert.1 = insertelement <4 x double> poison, double %27, i64 0
  %broadcast.splat.1 = shufflevector <4 x double> %broadcast.splatinsert.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert132.1 = insertelement <4 x double> poison, double %27, i64 0
  %broadcast.splat133.1 = shufflevector <4 x double> %broadcast.splatinsert132.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert134.1 = insertelement <4 x double> poison, double %27, i64 0
  %broadcast.splat135.1 = shufflevector <4 x double> %broadcast.splatinsert134.1, <4 x double> poison, <4 x i32> zeroinitializer
  %28 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert136.1 = insertelement <4 x double> poison, double %28, i64 0
  %broadcast.splat137.1 = shufflevector <4 x double> %broadcast.splatinsert136.1, <4 x double> poison, <4 x i32> zeroinitializer
  %29 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert.2 = insertelement <4 x double> poison, double %29, i64 0
  %broadcast.splat.2 = shufflevector <4 x double> %broadcast.splatinsert.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert132.2 = insertelement <4 x double> poison, double %29, i64 0
  %broadcast.splat133.2 = shufflevector <4 x double> %broadcast.splatinsert132.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert134.2 = insertelement <4 x double> poison, double %29, i64 0
  %broadcast.splat135.2 = shufflevector <4 x double> %broadcast.splatinsert134.2, <4 x double> poison, <4 x i32> zeroinitializer
  %30 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert136.2 = insertelement <4 x double> poison, double %30, i64 0
  %broadcast.splat137.2 = shufflevector <4 x double> %broadcast.splatinsert136.2, <4 x double> poison, <4 x i32> zeroinitializer
  %31 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert.3 = insertelement <4 x double> poison, double %31, i64 0
  %broadcast.splat.3 = shufflevector <4 x double> %broadcast.splatinsert.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert132.3 = insertelement <4 x double> poison, double %31, i64 0
  %broadcast.splat133.3 = shufflevector <4 x double> %broadcast.splatinsert132.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert134.3 = insertelement <4 x double> poison, double %31, i64 0
  %broadcast.splat135.3 = shufflevector <4 x double> %broadcast.splatinsert134.3, <4 x double> poison, <4 x i32> zeroinitializer
  %32 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert136.3 = insertelement <4 x double> poison, double %32, i64 0
  %broadcast.splat137.3 = shufflevector <4 x double> %broadcast.splatinsert136.3, <4 x double> poison, <4 x i32> zeroinitializer
  %33 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert.4 = insertelement <4 x double> poison, double %33, i64 0
  %broadcast.splat.4 = shufflevector <4 x double> %broadcast.splatinsert.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert132.4 = insertelement <4 x double> poison, double %33, i64 0
  %broadcast.splat133.4 = shufflevector <4 x double> %broadcast.splatinsert132.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert134.4 = insertelement <4 x double> poison, double %33, i64 0
  %broadcast.splat135.4 = shufflevector <4 x double> %broadcast.splatinsert134.4, <4 x double> poison, <4 x i32> zeroinitializer
  %34 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert136.4 = insertelement <4 x double> poison, double %34, i64 0
  %broadcast.splat137.4 = shufflevector <4 x double> %broadcast.splatinsert136.4, <4 x double> poison, <4 x i32> zeroinitializer
  %35 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert.5 = insertelement <4 x double> poison, double %35, i64 0
  %broadcast.splat.5 = shufflevector <4 x double> %broadcast.splatinsert.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert132.5 = insertelement <4 x double> poison, double %35, i64 0
  %broadcast.splat133.5 = shufflevector <4 x double> %broadcast.splatinsert132.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert134.5 = insertelement <4 x double> poison, double %35, i64 0
  %broadcast.splat135.5 = shufflevector <4 x double> %broadcast.splatinsert134.5, <4 x double> poison, <4 x i32> zeroinitializer
  %36 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert136.5 = insertelement <4 x double> poison, double %36, i64 0
  %broadcast.splat137.5 = shufflevector <4 x double> %broadcast.splatinsert136.5, <4 x double> poison, <4 x i32> zeroinitializer
  %37 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert.6 = insertelement <4 x double> poison, double %37, i64 0
  %broadcast.splat.6 = shufflevector <4 x double> %broadcast.splatinsert.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert132.6 = insertelement <4 x double> poison, double %37, i64 0
  %broadcast.splat133.6 = shufflevector <4 x double> %broadcast.splatinsert132.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert134.6 = insertelement <4 x double> poison, double %37, i64 0
  %broadcast.splat135.6 = shufflevector <4 x double> %broadcast.splatinsert134.6, <4 x double> poison, <4 x i32> zeroinitializer
  %38 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert136.6 = insertelement <4 x double> poison, double %38, i64 0
  %broadcast.splat137.6 = shufflevector <4 x double> %broadcast.splatinsert136.6, <4 x double> poison, <4 x i32> zeroinitializer
  %39 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert.7 = insertelement <4 x double> poison, double %39, i64 0
  %broadcast.splat.7 = shufflevector <4 x double> %broadcast.splatinsert.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert132.7 = insertelement <4 x double> poison, double %39, i64 0
  %broadcast.splat133.7 = shufflevector <4 x double> %broadcast.splatinsert132.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert134.7 = insertelement <4 x double> poison, double %39, i64 0
  %broadcast.splat135.7 = shufflevector <4 x double> %broadcast.splatinsert134.7, <4 x double> poison, <4 x i32> zeroinitializer
  %40 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert136.7 = insertelement <4 x double> poison, double %40, i64 0
  %broadcast.splat137.7 = shufflevector <4 x double> %broadcast.splatinsert136.7, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep763 = getelementptr double, double* %.6.i2437, i64 124
  br label %vector.body120

vector.body120:                                   ; preds = %vector.body120, %vector.ph122.new
  %lsr.iv859 = phi i64 [ %lsr.iv.next860, %vector.body120 ], [ %unroll_iter, %vector.ph122.new ]
  %index127 = phi i64 [ 0, %vector.ph122.new ], [ %index.next138.7, %vector.body120 ]
  %scevgep751 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep751752 = bitcast double* %scevgep751 to <4 x double>*
  %scevgep753 = getelementptr <4 x double>, <4 x double>* %scevgep751752, i64 -31
  %wide.load128 = load <4 x double>, <4 x double>* %scevgep753, align 8, !alias.scope !12
  %scevgep760 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep760761 = bitcast double* %scevgep760 to <4 x double>*
  %scevgep762 = getelementptr <4 x double>, <4 x double>* %scevgep760761, i64 -30
  %wide.load129 = load <4 x double>, <4 x double>* %scevgep762, align 8, !alias.scope !12
  %scevgep757 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep757758 = bitcast double* %scevgep757 to <4 x double>*
  %scevgep759 = getelementptr <4 x double>, <4 x double>* %scevgep757758, i64 -29
  %wide.load130 = load <4 x double>, <4 x double>* %scevgep759, align 8, !alias.scope !12
  %scevgep754 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep754755 = bitcast double* %scevgep754 to <4 x double>*
  %scevgep756 = getelementptr <4 x double>, <4 x double>* %scevgep754755, i64 -28
  %wide.load131 = load <4 x double>, <4 x double>* %scevgep756, align 8, !alias.scope !12
  %41 = fmul <4 x double> %wide.load128, %broadcast.splat
  %42 = fmul <4 x double> %wide.load129, %broadcast.splat133
  %43 = fmul <4 x double> %wide.load130, %broadcast.splat135
  %44 = fmul <4 x double> %wide.load131, %broadcast.splat137
  %scevgep847 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep847848 = bitcast double* %scevgep847 to <4 x double>*
  %scevgep849 = getelementptr <4 x double>, <4 x double>* %scevgep847848, i64 -31
  store <4 x double> %41, <4 x double>* %scevgep849, align 8, !alias.scope !14, !noalias !16
  %scevgep856 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep856857 = bitcast double* %scevgep856 to <4 x double>*
  %scevgep858 = getelementptr <4 x double>, <4 x double>* %scevgep856857, i64 -30
  store <4 x double> %42, <4 x double>* %scevgep858, align 8, !alias.scope !14, !noalias !16
  %scevgep853 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep853854 = bitcast double* %scevgep853 to <4 x double>*
  %scevgep855 = getelementptr <4 x double>, <4 x double>* %scevgep853854, i64 -29
  store <4 x double> %43, <4 x double>* %scevgep855, align 8, !alias.scope !14, !noalias !16
  %scevgep850 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep850851 = bitcast double* %scevgep850 to <4 x double>*
  %scevgep852 = getelementptr <4 x double>, <4 x double>* %scevgep850851, i64 -28
  store <4 x double> %44, <4 x double>* %scevgep852, align 8, !alias.scope !14, !noalias !16
  %scevgep737 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep737738 = bitcast double* %scevgep737 to <4 x double>*
  %scevgep739 = getelementptr <4 x double>, <4 x double>* %scevgep737738, i64 -27
  %wide.load128.1 = load <4 x double>, <4 x double>* %scevgep739, align 8, !alias.scope !12
  %scevgep734 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep734735 = bitcast double* %scevgep734 to <4 x double>*
  %scevgep736 = getelementptr <4 x double>, <4 x double>* %scevgep734735, i64 -26
  %wide.load129.1 = load <4 x double>, <4 x double>* %scevgep736, align 8, !alias.scope !12
  %scevgep731 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep731732 = bitcast double* %scevgep731 to <4 x double>*
  %scevgep733 = getelementptr <4 x double>, <4 x double>* %scevgep731732, i64 -25
  %wide.load130.1 = load <4 x double>, <4 x double>* %scevgep733, align 8, !alias.scope !12
  %scevgep728 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep728729 = bitcast double* %scevgep728 to <4 x double>*
  %scevgep730 = getelementptr <4 x double>, <4 x double>* %scevgep728729, i64 -24
  %wide.load131.1 = load <4 x double>, <4 x double>* %scevgep730, align 8, !alias.scope !12
  %45 = fmul <4 x double> %wide.load128.1, %broadcast.splat.1
  %46 = fmul <4 x double> %wide.load129.1, %broadcast.splat133.1
  %47 = fmul <4 x double> %wide.load130.1, %broadcast.splat135.1
  %48 = fmul <4 x double> %wide.load131.1, %broadcast.splat137.1
  %scevgep833 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep833834 = bitcast double* %scevgep833 to <4 x double>*
  %scevgep835 = getelementptr <4 x double>, <4 x double>* %scevgep833834, i64 -27
  store <4 x double> %45, <4 x double>* %scevgep835, align 8, !alias.scope !14, !noalias !16
  %scevgep830 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep830831 = bitcast double* %scevgep830 to <4 x double>*
  %scevgep832 = getelementptr <4 x double>, <4 x double>* %scevgep830831, i64 -26
  store <4 x double> %46, <4 x double>* %scevgep832, align 8, !alias.scope !14, !noalias !16
  %scevgep827 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep827828 = bitcast double* %scevgep827 to <4 x double>*
  %scevgep829 = getelementptr <4 x double>, <4 x double>* %scevgep827828, i64 -25
  store <4 x double> %47, <4 x double>* %scevgep829, align 8, !alias.scope !14, !noalias !16
  %scevgep824 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep824825 = bitcast double* %scevgep824 to <4 x double>*
  %scevgep826 = getelementptr <4 x double>, <4 x double>* %scevgep824825, i64 -24
  store <4 x double> %48, <4 x double>* %scevgep826, align 8, !alias.scope !14, !noalias !16
  %scevgep725 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep725726 = bitcast double* %scevgep725 to <4 x double>*
  %scevgep727 = getelementptr <4 x double>, <4 x double>* %scevgep725726, i64 -23
  %wide.load128.2 = load <4 x double>, <4 x double>* %scevgep727, align 8, !alias.scope !12
  %scevgep722 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep722723 = bitcast double* %scevgep722 to <4 x double>*
  %scevgep724 = getelementptr <4 x double>, <4 x double>* %scevgep722723, i64 -22
  %wide.load129.2 = load <4 x double>, <4 x double>* %scevgep724, align 8, !alias.scope !12
  %scevgep719 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep719720 = bitcast double* %scevgep719 to <4 x double>*
  %scevgep721 = getelementptr <4 x double>, <4 x double>* %scevgep719720, i64 -21
  %wide.load130.2 = load <4 x double>, <4 x double>* %scevgep721, align 8, !alias.scope !12
  %scevgep716 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep716717 = bitcast double* %scevgep716 to <4 x double>*
  %scevgep718 = getelementptr <4 x double>, <4 x double>* %scevgep716717, i64 -20
  %wide.load131.2 = load <4 x double>, <4 x double>* %scevgep718, align 8, !alias.scope !12
  %49 = fmul <4 x double> %wide.load128.2, %broadcast.splat.2
  %50 = fmul <4 x double> %wide.load129.2, %broadcast.splat133.2
  %51 = fmul <4 x double> %wide.load130.2, %broadcast.splat135.2
  %52 = fmul <4 x double> %wide.load131.2, %broadcast.splat137.2
  %scevgep821 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep821822 = bitcast double* %scevgep821 to <4 x double>*
  %scevgep823 = getelementptr <4 x double>, <4 x double>* %scevgep821822, i64 -23
  store <4 x double> %49, <4 x double>* %scevgep823, align 8, !alias.scope !14, !noalias !16
  %scevgep818 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep818819 = bitcast double* %scevgep818 to <4 x double>*
  %scevgep820 = getelementptr <4 x double>, <4 x double>* %scevgep818819, i64 -22
  store <4 x double> %50, <4 x double>* %scevgep820, align 8, !alias.scope !14, !noalias !16
  %scevgep815 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep815816 = bitcast double* %scevgep815 to <4 x double>*
  %scevgep817 = getelementptr <4 x double>, <4 x double>* %scevgep815816, i64 -21
  store <4 x double> %51, <4 x double>* %scevgep817, align 8, !alias.scope !14, !noalias !16
  %scevgep812 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep812813 = bitcast double* %scevgep812 to <4 x double>*
  %scevgep814 = getelementptr <4 x double>, <4 x double>* %scevgep812813, i64 -20
  store <4 x double> %52, <4 x double>* %scevgep814, align 8, !alias.scope !14, !noalias !16
  %scevgep713 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep713714 = bitcast double* %scevgep713 to <4 x double>*
  %scevgep715 = getelementptr <4 x double>, <4 x double>* %scevgep713714, i64 -19
  %wide.load128.3 = load <4 x double>, <4 x double>* %scevgep715, align 8, !alias.scope !12
  %scevgep710 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep710711 = bitcast double* %scevgep710 to <4 x double>*
  %scevgep712 = getelementptr <4 x double>, <4 x double>* %scevgep710711, i64 -18
  %wide.load129.3 = load <4 x double>, <4 x double>* %scevgep712, align 8, !alias.scope !12
  %scevgep707 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep707708 = bitcast double* %scevgep707 to <4 x double>*
  %scevgep709 = getelementptr <4 x double>, <4 x double>* %scevgep707708, i64 -17
  %wide.load130.3 = load <4 x double>, <4 x double>* %scevgep709, align 8, !alias.scope !12
  %scevgep704 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep704705 = bitcast double* %scevgep704 to <4 x double>*
  %scevgep706 = getelementptr <4 x double>, <4 x double>* %scevgep704705, i64 -16
  %wide.load131.3 = load <4 x double>, <4 x double>* %scevgep706, align 8, !alias.scope !12
  %53 = fmul <4 x double> %wide.load128.3, %broadcast.splat.3
  %54 = fmul <4 x double> %wide.load129.3, %broadcast.splat133.3
  %55 = fmul <4 x double> %wide.load130.3, %broadcast.splat135.3
  %56 = fmul <4 x double> %wide.load131.3, %broadcast.splat137.3
  %scevgep809 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep809810 = bitcast double* %scevgep809 to <4 x double>*
  %scevgep811 = getelementptr <4 x double>, <4 x double>* %scevgep809810, i64 -19
  store <4 x double> %53, <4 x double>* %scevgep811, align 8, !alias.scope !14, !noalias !16
  %scevgep806 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep806807 = bitcast double* %scevgep806 to <4 x double>*
  %scevgep808 = getelementptr <4 x double>, <4 x double>* %scevgep806807, i64 -18
  store <4 x double> %54, <4 x double>* %scevgep808, align 8, !alias.scope !14, !noalias !16
  %scevgep803 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep803804 = bitcast double* %scevgep803 to <4 x double>*
  %scevgep805 = getelementptr <4 x double>, <4 x double>* %scevgep803804, i64 -17
  store <4 x double> %55, <4 x double>* %scevgep805, align 8, !alias.scope !14, !noalias !16
  %scevgep800 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep800801 = bitcast double* %scevgep800 to <4 x double>*
  %scevgep802 = getelementptr <4 x double>, <4 x double>* %scevgep800801, i64 -16
  store <4 x double> %56, <4 x double>* %scevgep802, align 8, !alias.scope !14, !noalias !16
  %scevgep701 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep701702 = bitcast double* %scevgep701 to <4 x double>*
  %scevgep703 = getelementptr <4 x double>, <4 x double>* %scevgep701702, i64 -15
  %wide.load128.4 = load <4 x double>, <4 x double>* %scevgep703, align 8, !alias.scope !12
  %scevgep698 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep698699 = bitcast double* %scevgep698 to <4 x double>*
  %scevgep700 = getelementptr <4 x double>, <4 x double>* %scevgep698699, i64 -14
  %wide.load129.4 = load <4 x double>, <4 x double>* %scevgep700, align 8, !alias.scope !12
  %scevgep695 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep695696 = bitcast double* %scevgep695 to <4 x double>*
  %scevgep697 = getelementptr <4 x double>, <4 x double>* %scevgep695696, i64 -13
  %wide.load130.4 = load <4 x double>, <4 x double>* %scevgep697, align 8, !alias.scope !12
  %scevgep692 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep692693 = bitcast double* %scevgep692 to <4 x double>*
  %scevgep694 = getelementptr <4 x double>, <4 x double>* %scevgep692693, i64 -12
  %wide.load131.4 = load <4 x double>, <4 x double>* %scevgep694, align 8, !alias.scope !12
  %57 = fmul <4 x double> %wide.load128.4, %broadcast.splat.4
  %58 = fmul <4 x double> %wide.load129.4, %broadcast.splat133.4
  %59 = fmul <4 x double> %wide.load130.4, %broadcast.splat135.4
  %60 = fmul <4 x double> %wide.load131.4, %broadcast.splat137.4
  %scevgep797 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep797798 = bitcast double* %scevgep797 to <4 x double>*
  %scevgep799 = getelementptr <4 x double>, <4 x double>* %scevgep797798, i64 -15
  store <4 x double> %57, <4 x double>* %scevgep799, align 8, !alias.scope !14, !noalias !16
  %scevgep794 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep794795 = bitcast double* %scevgep794 to <4 x double>*
  %scevgep796 = getelementptr <4 x double>, <4 x double>* %scevgep794795, i64 -14
  store <4 x double> %58, <4 x double>* %scevgep796, align 8, !alias.scope !14, !noalias !16
  %scevgep791 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep791792 = bitcast double* %scevgep791 to <4 x double>*
  %scevgep793 = getelementptr <4 x double>, <4 x double>* %scevgep791792, i64 -13
  store <4 x double> %59, <4 x double>* %scevgep793, align 8, !alias.scope !14, !noalias !16
  %scevgep788 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep788789 = bitcast double* %scevgep788 to <4 x double>*
  %scevgep790 = getelementptr <4 x double>, <4 x double>* %scevgep788789, i64 -12
  store <4 x double> %60, <4 x double>* %scevgep790, align 8, !alias.scope !14, !noalias !16
  %scevgep689 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep689690 = bitcast double* %scevgep689 to <4 x double>*
  %scevgep691 = getelementptr <4 x double>, <4 x double>* %scevgep689690, i64 -11
  %wide.load128.5 = load <4 x double>, <4 x double>* %scevgep691, align 8, !alias.scope !12
  %scevgep686 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep686687 = bitcast double* %scevgep686 to <4 x double>*
  %scevgep688 = getelementptr <4 x double>, <4 x double>* %scevgep686687, i64 -10
  %wide.load129.5 = load <4 x double>, <4 x double>* %scevgep688, align 8, !alias.scope !12
  %scevgep683 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep683684 = bitcast double* %scevgep683 to <4 x double>*
  %scevgep685 = getelementptr <4 x double>, <4 x double>* %scevgep683684, i64 -9
  %wide.load130.5 = load <4 x double>, <4 x double>* %scevgep685, align 8, !alias.scope !12
  %scevgep680 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep680681 = bitcast double* %scevgep680 to <4 x double>*
  %scevgep682 = getelementptr <4 x double>, <4 x double>* %scevgep680681, i64 -8
  %wide.load131.5 = load <4 x double>, <4 x double>* %scevgep682, align 8, !alias.scope !12
  %61 = fmul <4 x double> %wide.load128.5, %broadcast.splat.5
  %62 = fmul <4 x double> %wide.load129.5, %broadcast.splat133.5
  %63 = fmul <4 x double> %wide.load130.5, %broadcast.splat135.5
  %64 = fmul <4 x double> %wide.load131.5, %broadcast.splat137.5
  %scevgep785 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep785786 = bitcast double* %scevgep785 to <4 x double>*
  %scevgep787 = getelementptr <4 x double>, <4 x double>* %scevgep785786, i64 -11
  store <4 x double> %61, <4 x double>* %scevgep787, align 8, !alias.scope !14, !noalias !16
  %scevgep782 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep782783 = bitcast double* %scevgep782 to <4 x double>*
  %scevgep784 = getelementptr <4 x double>, <4 x double>* %scevgep782783, i64 -10
  store <4 x double> %62, <4 x double>* %scevgep784, align 8, !alias.scope !14, !noalias !16
  %scevgep779 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep779780 = bitcast double* %scevgep779 to <4 x double>*
  %scevgep781 = getelementptr <4 x double>, <4 x double>* %scevgep779780, i64 -9
  store <4 x double> %63, <4 x double>* %scevgep781, align 8, !alias.scope !14, !noalias !16
  %scevgep776 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep776777 = bitcast double* %scevgep776 to <4 x double>*
  %scevgep778 = getelementptr <4 x double>, <4 x double>* %scevgep776777, i64 -8
  store <4 x double> %64, <4 x double>* %scevgep778, align 8, !alias.scope !14, !noalias !16
  %scevgep677 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep677678 = bitcast double* %scevgep677 to <4 x double>*
  %scevgep679 = getelementptr <4 x double>, <4 x double>* %scevgep677678, i64 -7
  %wide.load128.6 = load <4 x double>, <4 x double>* %scevgep679, align 8, !alias.scope !12
  %scevgep674 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep674675 = bitcast double* %scevgep674 to <4 x double>*
  %scevgep676 = getelementptr <4 x double>, <4 x double>* %scevgep674675, i64 -6
  %wide.load129.6 = load <4 x double>, <4 x double>* %scevgep676, align 8, !alias.scope !12
  %scevgep671 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep671672 = bitcast double* %scevgep671 to <4 x double>*
  %scevgep673 = getelementptr <4 x double>, <4 x double>* %scevgep671672, i64 -5
  %wide.load130.6 = load <4 x double>, <4 x double>* %scevgep673, align 8, !alias.scope !12
  %scevgep668 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep668669 = bitcast double* %scevgep668 to <4 x double>*
  %scevgep670 = getelementptr <4 x double>, <4 x double>* %scevgep668669, i64 -4
  %wide.load131.6 = load <4 x double>, <4 x double>* %scevgep670, align 8, !alias.scope !12
  %65 = fmul <4 x double> %wide.load128.6, %broadcast.splat.6
  %66 = fmul <4 x double> %wide.load129.6, %broadcast.splat133.6
  %67 = fmul <4 x double> %wide.load130.6, %broadcast.splat135.6
  %68 = fmul <4 x double> %wide.load131.6, %broadcast.splat137.6
  %scevgep773 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep773774 = bitcast double* %scevgep773 to <4 x double>*
  %scevgep775 = getelementptr <4 x double>, <4 x double>* %scevgep773774, i64 -7
  store <4 x double> %65, <4 x double>* %scevgep775, align 8, !alias.scope !14, !noalias !16
  %scevgep770 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep770771 = bitcast double* %scevgep770 to <4 x double>*
  %scevgep772 = getelementptr <4 x double>, <4 x double>* %scevgep770771, i64 -6
  store <4 x double> %66, <4 x double>* %scevgep772, align 8, !alias.scope !14, !noalias !16
  %scevgep767 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep767768 = bitcast double* %scevgep767 to <4 x double>*
  %scevgep769 = getelementptr <4 x double>, <4 x double>* %scevgep767768, i64 -5
  store <4 x double> %67, <4 x double>* %scevgep769, align 8, !alias.scope !14, !noalias !16
  %scevgep764 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep764765 = bitcast double* %scevgep764 to <4 x double>*
  %scevgep766 = getelementptr <4 x double>, <4 x double>* %scevgep764765, i64 -4
  store <4 x double> %68, <4 x double>* %scevgep766, align 8, !alias.scope !14, !noalias !16
  %scevgep748 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep748749 = bitcast double* %scevgep748 to <4 x double>*
  %scevgep750 = getelementptr <4 x double>, <4 x double>* %scevgep748749, i64 -3
  %wide.load128.7 = load <4 x double>, <4 x double>* %scevgep750, align 8, !alias.scope !12
  %scevgep745 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep745746 = bitcast double* %scevgep745 to <4 x double>*
  %scevgep747 = getelementptr <4 x double>, <4 x double>* %scevgep745746, i64 -2
  %wide.load129.7 = load <4 x double>, <4 x double>* %scevgep747, align 8, !alias.scope !12
  %scevgep742 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep742743 = bitcast double* %scevgep742 to <4 x double>*
  %scevgep744 = getelementptr <4 x double>, <4 x double>* %scevgep742743, i64 -1
  %wide.load130.7 = load <4 x double>, <4 x double>* %scevgep744, align 8, !alias.scope !12
  %scevgep740 = getelementptr double, double* %lsr.iv665, i64 %index127
  %scevgep740741 = bitcast double* %scevgep740 to <4 x double>*
  %wide.load131.7 = load <4 x double>, <4 x double>* %scevgep740741, align 8, !alias.scope !12
  %69 = fmul <4 x double> %wide.load128.7, %broadcast.splat.7
  %70 = fmul <4 x double> %wide.load129.7, %broadcast.splat133.7
  %71 = fmul <4 x double> %wide.load130.7, %broadcast.splat135.7
  %72 = fmul <4 x double> %wide.load131.7, %broadcast.splat137.7
  %scevgep844 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep844845 = bitcast double* %scevgep844 to <4 x double>*
  %scevgep846 = getelementptr <4 x double>, <4 x double>* %scevgep844845, i64 -3
  store <4 x double> %69, <4 x double>* %scevgep846, align 8, !alias.scope !14, !noalias !16
  %scevgep841 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep841842 = bitcast double* %scevgep841 to <4 x double>*
  %scevgep843 = getelementptr <4 x double>, <4 x double>* %scevgep841842, i64 -2
  store <4 x double> %70, <4 x double>* %scevgep843, align 8, !alias.scope !14, !noalias !16
  %scevgep838 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep838839 = bitcast double* %scevgep838 to <4 x double>*
  %scevgep840 = getelementptr <4 x double>, <4 x double>* %scevgep838839, i64 -1
  store <4 x double> %71, <4 x double>* %scevgep840, align 8, !alias.scope !14, !noalias !16
  %scevgep836 = getelementptr double, double* %scevgep763, i64 %index127
  %scevgep836837 = bitcast double* %scevgep836 to <4 x double>*
  store <4 x double> %72, <4 x double>* %scevgep836837, align 8, !alias.scope !14, !noalias !16
  %index.next138.7 = add i64 %index127, 128
  %lsr.iv.next860 = add i64 %lsr.iv859, -8
  %niter249.ncmp.7 = icmp eq i64 %lsr.iv.next860, 0
  br i1 %niter249.ncmp.7, label %middle.block118.unr-lcssa, label %vector.body120, !llvm.loop !17

middle.block118.unr-lcssa:                        ; preds = %vector.body120, %vector.ph122
  %index127.unr = phi i64 [ 0, %vector.ph122 ], [ %index.next138.7, %vector.body120 ]
  %73 = and i64 %3, 7
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %middle.block118, label %vector.body120.epil.preheader

vector.body120.epil.preheader:                    ; preds = %middle.block118.unr-lcssa
  %75 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert.epil = insertelement <4 x double> poison, double %75, i64 0
  %broadcast.splat.epil = shufflevector <4 x double> %broadcast.splatinsert.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert132.epil = insertelement <4 x double> poison, double %75, i64 0
  %broadcast.splat133.epil = shufflevector <4 x double> %broadcast.splatinsert132.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert134.epil = insertelement <4 x double> poison, double %75, i64 0
  %broadcast.splat135.epil = shufflevector <4 x double> %broadcast.splatinsert134.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %76 = load double, double* %arg.x.4, align 8, !alias.scope !9
  %broadcast.splatinsert136.epil = insertelement <4 x double> poison, double %76, i64 0
  %broadcast.splat137.epil = shufflevector <4 x double> %broadcast.splatinsert136.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep861 = getelementptr double, double* %.6.i2437, i64 12
  %scevgep862 = getelementptr double, double* %scevgep861, i64 %index127.unr
  %scevgep880 = getelementptr double, double* %lsr.iv877, i64 %index127.unr
  br label %vector.body120.epil

vector.body120.epil:                              ; preds = %vector.body120.epil, %vector.body120.epil.preheader
  %lsr.iv863 = phi i64 [ %lsr.iv.next864, %vector.body120.epil ], [ 0, %vector.body120.epil.preheader ]
  %77 = bitcast double* %scevgep880 to i8*
  %78 = bitcast double* %scevgep862 to i8*
  %uglygep882 = getelementptr i8, i8* %77, i64 %lsr.iv863
  %uglygep882883 = bitcast i8* %uglygep882 to <4 x double>*
  %wide.load128.epil = load <4 x double>, <4 x double>* %uglygep882883, align 8, !alias.scope !12
  %scevgep890 = getelementptr <4 x double>, <4 x double>* %uglygep882883, i64 1
  %wide.load129.epil = load <4 x double>, <4 x double>* %scevgep890, align 8, !alias.scope !12
  %uglygep887 = getelementptr i8, i8* %77, i64 %lsr.iv863
  %uglygep887888 = bitcast i8* %uglygep887 to <4 x double>*
  %scevgep889 = getelementptr <4 x double>, <4 x double>* %uglygep887888, i64 2
  %wide.load130.epil = load <4 x double>, <4 x double>* %scevgep889, align 8, !alias.scope !12
  %uglygep884 = getelementptr i8, i8* %77, i64 %lsr.iv863
  %uglygep884885 = bitcast i8* %uglygep884 to <4 x double>*
  %scevgep886 = getelementptr <4 x double>, <4 x double>* %uglygep884885, i64 3
  %wide.load131.epil = load <4 x double>, <4 x double>* %scevgep886, align 8, !alias.scope !12
  %79 = fmul <4 x double> %wide.load128.epil, %broadcast.splat.epil
  %80 = fmul <4 x double> %wide.load129.epil, %broadcast.splat133.epil
  %81 = fmul <4 x double> %wide.load130.epil, %broadcast.splat135.epil
  %82 = fmul <4 x double> %wide.load131.epil, %broadcast.splat137.epil
  %uglygep874 = getelementptr i8, i8* %78, i64 %lsr.iv863
  %uglygep874875 = bitcast i8* %uglygep874 to <4 x double>*
  %scevgep876 = getelementptr <4 x double>, <4 x double>* %uglygep874875, i64 -3
  store <4 x double> %79, <4 x double>* %scevgep876, align 8, !alias.scope !14, !noalias !16
  %uglygep871 = getelementptr i8, i8* %78, i64 %lsr.iv863
  %uglygep871872 = bitcast i8* %uglygep871 to <4 x double>*
  %scevgep873 = getelementptr <4 x double>, <4 x double>* %uglygep871872, i64 -2
  store <4 x double> %80, <4 x double>* %scevgep873, align 8, !alias.scope !14, !noalias !16
  %uglygep868 = getelementptr i8, i8* %78, i64 %lsr.iv863
  %uglygep868869 = bitcast i8* %uglygep868 to <4 x double>*
  %scevgep870 = getelementptr <4 x double>, <4 x double>* %uglygep868869, i64 -1
  store <4 x double> %81, <4 x double>* %scevgep870, align 8, !alias.scope !14, !noalias !16
  %uglygep866 = getelementptr i8, i8* %78, i64 %lsr.iv863
  %uglygep866867 = bitcast i8* %uglygep866 to <4 x double>*
  store <4 x double> %82, <4 x double>* %uglygep866867, align 8, !alias.scope !14, !noalias !16
  %lsr.iv.next864 = add nuw nsw i64 %lsr.iv863, 128
  %epil.iter246.cmp.not = icmp eq i64 %10, %lsr.iv.next864
  br i1 %epil.iter246.cmp.not, label %middle.block118, label %vector.body120.epil, !llvm.loop !19

middle.block118:                                  ; preds = %vector.body120.epil, %middle.block118.unr-lcssa
  %83 = icmp eq i64 %spec.select49.mux, %n.vec124
  br i1 %83, label %for.end, label %for.body.us.preheader229

for.body.us.preheader229:                         ; preds = %vector.memcheck102, %for.body.us.preheader, %middle.block118
  %loop.index36.us.ph = phi i64 [ 0, %vector.memcheck102 ], [ 0, %for.body.us.preheader ], [ %n.vec124, %middle.block118 ]
  %84 = and i64 %spec.select49.mux, 7
  %85 = icmp eq i64 %84, 0
  %86 = xor i64 %loop.index36.us.ph, -1
  %87 = add i64 %spec.select49.mux, %86
  br i1 %85, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader229
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv893 = phi i64 [ %xtraiter235, %for.body.us.prol.preheader ], [ %lsr.iv.next894, %for.body.us.prol ]
  %loop.index36.us.prol = phi i64 [ %.473.us.prol, %for.body.us.prol ], [ %loop.index36.us.ph, %for.body.us.prol.preheader ]
  %scevgep892 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.prol
  %.435.us.prol = load double, double* %scevgep892, align 8
  %.444.us.prol = load double, double* %arg.x.4, align 8
  %.6.i.us.prol = fmul double %.435.us.prol, %.444.us.prol
  %scevgep891 = getelementptr double, double* %.6.i2437, i64 %loop.index36.us.prol
  store double %.6.i.us.prol, double* %scevgep891, align 8
  %.473.us.prol = add nuw i64 %loop.index36.us.prol, 1
  %lsr.iv.next894 = add nsw i64 %lsr.iv893, -1
  %prol.iter252.cmp.not = icmp eq i64 %lsr.iv.next894, 0
  br i1 %prol.iter252.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !21

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader229
  %loop.index36.us.unr = phi i64 [ %loop.index36.us.ph, %for.body.us.preheader229 ], [ %.473.us.prol, %for.body.us.prol ]
  %88 = icmp ult i64 %87, 7
  br i1 %88, label %for.end, label %for.body.us.preheader268

for.body.us.preheader268:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  %89 = icmp ult i64 %spec.select49.mux, 16
  br i1 %89, label %for.body.us.us.preheader228, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.us.preheader
  %scevgep = getelementptr double, double* %.6.i2437, i64 %spec.select49.mux
  %bound0 = icmp ult double* %.6.i2437, %scevgep87
  %bound1 = icmp ult double* %scevgep85, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound092 = icmp ult double* %.6.i2437, %scevgep90
  %bound193 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict94 = and i1 %bound092, %bound193
  %conflict.rdx = or i1 %found.conflict, %found.conflict94
  br i1 %conflict.rdx, label %for.body.us.us.preheader228, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %90 = icmp ult i64 %math, 112
  br i1 %90, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep1117 = getelementptr double, double* %.6.i2437, i64 124
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv1213 = phi i64 [ %unroll_iter, %vector.body.preheader ], [ %lsr.iv.next1214, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep1009 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep10091010 = bitcast double* %scevgep1009 to <4 x double>*
  %scevgep1011 = getelementptr <4 x double>, <4 x double>* %scevgep10091010, i64 -31
  %wide.load = load <4 x double>, <4 x double>* %scevgep1011, align 8, !alias.scope !22
  %scevgep1018 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep10181019 = bitcast double* %scevgep1018 to <4 x double>*
  %scevgep1020 = getelementptr <4 x double>, <4 x double>* %scevgep10181019, i64 -30
  %wide.load95 = load <4 x double>, <4 x double>* %scevgep1020, align 8, !alias.scope !22
  %scevgep1015 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep10151016 = bitcast double* %scevgep1015 to <4 x double>*
  %scevgep1017 = getelementptr <4 x double>, <4 x double>* %scevgep10151016, i64 -29
  %wide.load96 = load <4 x double>, <4 x double>* %scevgep1017, align 8, !alias.scope !22
  %scevgep1012 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep10121013 = bitcast double* %scevgep1012 to <4 x double>*
  %scevgep1014 = getelementptr <4 x double>, <4 x double>* %scevgep10121013, i64 -28
  %wide.load97 = load <4 x double>, <4 x double>* %scevgep1014, align 8, !alias.scope !22
  %scevgep1105 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep11051106 = bitcast double* %scevgep1105 to <4 x double>*
  %scevgep1107 = getelementptr <4 x double>, <4 x double>* %scevgep11051106, i64 -31
  %wide.load98 = load <4 x double>, <4 x double>* %scevgep1107, align 8, !alias.scope !25
  %scevgep1114 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep11141115 = bitcast double* %scevgep1114 to <4 x double>*
  %scevgep1116 = getelementptr <4 x double>, <4 x double>* %scevgep11141115, i64 -30
  %wide.load99 = load <4 x double>, <4 x double>* %scevgep1116, align 8, !alias.scope !25
  %scevgep1111 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep11111112 = bitcast double* %scevgep1111 to <4 x double>*
  %scevgep1113 = getelementptr <4 x double>, <4 x double>* %scevgep11111112, i64 -29
  %wide.load100 = load <4 x double>, <4 x double>* %scevgep1113, align 8, !alias.scope !25
  %scevgep1108 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep11081109 = bitcast double* %scevgep1108 to <4 x double>*
  %scevgep1110 = getelementptr <4 x double>, <4 x double>* %scevgep11081109, i64 -28
  %wide.load101 = load <4 x double>, <4 x double>* %scevgep1110, align 8, !alias.scope !25
  %91 = fmul <4 x double> %wide.load, %wide.load98
  %92 = fmul <4 x double> %wide.load95, %wide.load99
  %93 = fmul <4 x double> %wide.load96, %wide.load100
  %94 = fmul <4 x double> %wide.load97, %wide.load101
  %scevgep1201 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep12011202 = bitcast double* %scevgep1201 to <4 x double>*
  %scevgep1203 = getelementptr <4 x double>, <4 x double>* %scevgep12011202, i64 -31
  store <4 x double> %91, <4 x double>* %scevgep1203, align 8, !alias.scope !27, !noalias !29
  %scevgep1210 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep12101211 = bitcast double* %scevgep1210 to <4 x double>*
  %scevgep1212 = getelementptr <4 x double>, <4 x double>* %scevgep12101211, i64 -30
  store <4 x double> %92, <4 x double>* %scevgep1212, align 8, !alias.scope !27, !noalias !29
  %scevgep1207 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep12071208 = bitcast double* %scevgep1207 to <4 x double>*
  %scevgep1209 = getelementptr <4 x double>, <4 x double>* %scevgep12071208, i64 -29
  store <4 x double> %93, <4 x double>* %scevgep1209, align 8, !alias.scope !27, !noalias !29
  %scevgep1204 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep12041205 = bitcast double* %scevgep1204 to <4 x double>*
  %scevgep1206 = getelementptr <4 x double>, <4 x double>* %scevgep12041205, i64 -28
  store <4 x double> %94, <4 x double>* %scevgep1206, align 8, !alias.scope !27, !noalias !29
  %scevgep995 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep995996 = bitcast double* %scevgep995 to <4 x double>*
  %scevgep997 = getelementptr <4 x double>, <4 x double>* %scevgep995996, i64 -27
  %wide.load.1 = load <4 x double>, <4 x double>* %scevgep997, align 8, !alias.scope !22
  %scevgep992 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep992993 = bitcast double* %scevgep992 to <4 x double>*
  %scevgep994 = getelementptr <4 x double>, <4 x double>* %scevgep992993, i64 -26
  %wide.load95.1 = load <4 x double>, <4 x double>* %scevgep994, align 8, !alias.scope !22
  %scevgep989 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep989990 = bitcast double* %scevgep989 to <4 x double>*
  %scevgep991 = getelementptr <4 x double>, <4 x double>* %scevgep989990, i64 -25
  %wide.load96.1 = load <4 x double>, <4 x double>* %scevgep991, align 8, !alias.scope !22
  %scevgep986 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep986987 = bitcast double* %scevgep986 to <4 x double>*
  %scevgep988 = getelementptr <4 x double>, <4 x double>* %scevgep986987, i64 -24
  %wide.load97.1 = load <4 x double>, <4 x double>* %scevgep988, align 8, !alias.scope !22
  %scevgep1091 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10911092 = bitcast double* %scevgep1091 to <4 x double>*
  %scevgep1093 = getelementptr <4 x double>, <4 x double>* %scevgep10911092, i64 -27
  %wide.load98.1 = load <4 x double>, <4 x double>* %scevgep1093, align 8, !alias.scope !25
  %scevgep1088 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10881089 = bitcast double* %scevgep1088 to <4 x double>*
  %scevgep1090 = getelementptr <4 x double>, <4 x double>* %scevgep10881089, i64 -26
  %wide.load99.1 = load <4 x double>, <4 x double>* %scevgep1090, align 8, !alias.scope !25
  %scevgep1085 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10851086 = bitcast double* %scevgep1085 to <4 x double>*
  %scevgep1087 = getelementptr <4 x double>, <4 x double>* %scevgep10851086, i64 -25
  %wide.load100.1 = load <4 x double>, <4 x double>* %scevgep1087, align 8, !alias.scope !25
  %scevgep1082 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10821083 = bitcast double* %scevgep1082 to <4 x double>*
  %scevgep1084 = getelementptr <4 x double>, <4 x double>* %scevgep10821083, i64 -24
  %wide.load101.1 = load <4 x double>, <4 x double>* %scevgep1084, align 8, !alias.scope !25
  %95 = fmul <4 x double> %wide.load.1, %wide.load98.1
  %96 = fmul <4 x double> %wide.load95.1, %wide.load99.1
  %97 = fmul <4 x double> %wide.load96.1, %wide.load100.1
  %98 = fmul <4 x double> %wide.load97.1, %wide.load101.1
  %scevgep1187 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11871188 = bitcast double* %scevgep1187 to <4 x double>*
  %scevgep1189 = getelementptr <4 x double>, <4 x double>* %scevgep11871188, i64 -27
  store <4 x double> %95, <4 x double>* %scevgep1189, align 8, !alias.scope !27, !noalias !29
  %scevgep1184 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11841185 = bitcast double* %scevgep1184 to <4 x double>*
  %scevgep1186 = getelementptr <4 x double>, <4 x double>* %scevgep11841185, i64 -26
  store <4 x double> %96, <4 x double>* %scevgep1186, align 8, !alias.scope !27, !noalias !29
  %scevgep1181 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11811182 = bitcast double* %scevgep1181 to <4 x double>*
  %scevgep1183 = getelementptr <4 x double>, <4 x double>* %scevgep11811182, i64 -25
  store <4 x double> %97, <4 x double>* %scevgep1183, align 8, !alias.scope !27, !noalias !29
  %scevgep1178 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11781179 = bitcast double* %scevgep1178 to <4 x double>*
  %scevgep1180 = getelementptr <4 x double>, <4 x double>* %scevgep11781179, i64 -24
  store <4 x double> %98, <4 x double>* %scevgep1180, align 8, !alias.scope !27, !noalias !29
  %scevgep983 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep983984 = bitcast double* %scevgep983 to <4 x double>*
  %scevgep985 = getelementptr <4 x double>, <4 x double>* %scevgep983984, i64 -23
  %wide.load.2 = load <4 x double>, <4 x double>* %scevgep985, align 8, !alias.scope !22
  %scevgep980 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep980981 = bitcast double* %scevgep980 to <4 x double>*
  %scevgep982 = getelementptr <4 x double>, <4 x double>* %scevgep980981, i64 -22
  %wide.load95.2 = load <4 x double>, <4 x double>* %scevgep982, align 8, !alias.scope !22
  %scevgep977 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep977978 = bitcast double* %scevgep977 to <4 x double>*
  %scevgep979 = getelementptr <4 x double>, <4 x double>* %scevgep977978, i64 -21
  %wide.load96.2 = load <4 x double>, <4 x double>* %scevgep979, align 8, !alias.scope !22
  %scevgep974 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep974975 = bitcast double* %scevgep974 to <4 x double>*
  %scevgep976 = getelementptr <4 x double>, <4 x double>* %scevgep974975, i64 -20
  %wide.load97.2 = load <4 x double>, <4 x double>* %scevgep976, align 8, !alias.scope !22
  %scevgep1079 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10791080 = bitcast double* %scevgep1079 to <4 x double>*
  %scevgep1081 = getelementptr <4 x double>, <4 x double>* %scevgep10791080, i64 -23
  %wide.load98.2 = load <4 x double>, <4 x double>* %scevgep1081, align 8, !alias.scope !25
  %scevgep1076 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10761077 = bitcast double* %scevgep1076 to <4 x double>*
  %scevgep1078 = getelementptr <4 x double>, <4 x double>* %scevgep10761077, i64 -22
  %wide.load99.2 = load <4 x double>, <4 x double>* %scevgep1078, align 8, !alias.scope !25
  %scevgep1073 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10731074 = bitcast double* %scevgep1073 to <4 x double>*
  %scevgep1075 = getelementptr <4 x double>, <4 x double>* %scevgep10731074, i64 -21
  %wide.load100.2 = load <4 x double>, <4 x double>* %scevgep1075, align 8, !alias.scope !25
  %scevgep1070 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10701071 = bitcast double* %scevgep1070 to <4 x double>*
  %scevgep1072 = getelementptr <4 x double>, <4 x double>* %scevgep10701071, i64 -20
  %wide.load101.2 = load <4 x double>, <4 x double>* %scevgep1072, align 8, !alias.scope !25
  %99 = fmul <4 x double> %wide.load.2, %wide.load98.2
  %100 = fmul <4 x double> %wide.load95.2, %wide.load99.2
  %101 = fmul <4 x double> %wide.load96.2, %wide.load100.2
  %102 = fmul <4 x double> %wide.load97.2, %wide.load101.2
  %scevgep1175 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11751176 = bitcast double* %scevgep1175 to <4 x double>*
  %scevgep1177 = getelementptr <4 x double>, <4 x double>* %scevgep11751176, i64 -23
  store <4 x double> %99, <4 x double>* %scevgep1177, align 8, !alias.scope !27, !noalias !29
  %scevgep1172 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11721173 = bitcast double* %scevgep1172 to <4 x double>*
  %scevgep1174 = getelementptr <4 x double>, <4 x double>* %scevgep11721173, i64 -22
  store <4 x double> %100, <4 x double>* %scevgep1174, align 8, !alias.scope !27, !noalias !29
  %scevgep1169 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11691170 = bitcast double* %scevgep1169 to <4 x double>*
  %scevgep1171 = getelementptr <4 x double>, <4 x double>* %scevgep11691170, i64 -21
  store <4 x double> %101, <4 x double>* %scevgep1171, align 8, !alias.scope !27, !noalias !29
  %scevgep1166 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11661167 = bitcast double* %scevgep1166 to <4 x double>*
  %scevgep1168 = getelementptr <4 x double>, <4 x double>* %scevgep11661167, i64 -20
  store <4 x double> %102, <4 x double>* %scevgep1168, align 8, !alias.scope !27, !noalias !29
  %scevgep971 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep971972 = bitcast double* %scevgep971 to <4 x double>*
  %scevgep973 = getelementptr <4 x double>, <4 x double>* %scevgep971972, i64 -19
  %wide.load.3 = load <4 x double>, <4 x double>* %scevgep973, align 8, !alias.scope !22
  %scevgep968 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep968969 = bitcast double* %scevgep968 to <4 x double>*
  %scevgep970 = getelementptr <4 x double>, <4 x double>* %scevgep968969, i64 -18
  %wide.load95.3 = load <4 x double>, <4 x double>* %scevgep970, align 8, !alias.scope !22
  %scevgep965 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep965966 = bitcast double* %scevgep965 to <4 x double>*
  %scevgep967 = getelementptr <4 x double>, <4 x double>* %scevgep965966, i64 -17
  %wide.load96.3 = load <4 x double>, <4 x double>* %scevgep967, align 8, !alias.scope !22
  %scevgep962 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep962963 = bitcast double* %scevgep962 to <4 x double>*
  %scevgep964 = getelementptr <4 x double>, <4 x double>* %scevgep962963, i64 -16
  %wide.load97.3 = load <4 x double>, <4 x double>* %scevgep964, align 8, !alias.scope !22
  %scevgep1067 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10671068 = bitcast double* %scevgep1067 to <4 x double>*
  %scevgep1069 = getelementptr <4 x double>, <4 x double>* %scevgep10671068, i64 -19
  %wide.load98.3 = load <4 x double>, <4 x double>* %scevgep1069, align 8, !alias.scope !25
  %scevgep1064 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10641065 = bitcast double* %scevgep1064 to <4 x double>*
  %scevgep1066 = getelementptr <4 x double>, <4 x double>* %scevgep10641065, i64 -18
  %wide.load99.3 = load <4 x double>, <4 x double>* %scevgep1066, align 8, !alias.scope !25
  %scevgep1061 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10611062 = bitcast double* %scevgep1061 to <4 x double>*
  %scevgep1063 = getelementptr <4 x double>, <4 x double>* %scevgep10611062, i64 -17
  %wide.load100.3 = load <4 x double>, <4 x double>* %scevgep1063, align 8, !alias.scope !25
  %scevgep1058 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10581059 = bitcast double* %scevgep1058 to <4 x double>*
  %scevgep1060 = getelementptr <4 x double>, <4 x double>* %scevgep10581059, i64 -16
  %wide.load101.3 = load <4 x double>, <4 x double>* %scevgep1060, align 8, !alias.scope !25
  %103 = fmul <4 x double> %wide.load.3, %wide.load98.3
  %104 = fmul <4 x double> %wide.load95.3, %wide.load99.3
  %105 = fmul <4 x double> %wide.load96.3, %wide.load100.3
  %106 = fmul <4 x double> %wide.load97.3, %wide.load101.3
  %scevgep1163 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11631164 = bitcast double* %scevgep1163 to <4 x double>*
  %scevgep1165 = getelementptr <4 x double>, <4 x double>* %scevgep11631164, i64 -19
  store <4 x double> %103, <4 x double>* %scevgep1165, align 8, !alias.scope !27, !noalias !29
  %scevgep1160 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11601161 = bitcast double* %scevgep1160 to <4 x double>*
  %scevgep1162 = getelementptr <4 x double>, <4 x double>* %scevgep11601161, i64 -18
  store <4 x double> %104, <4 x double>* %scevgep1162, align 8, !alias.scope !27, !noalias !29
  %scevgep1157 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11571158 = bitcast double* %scevgep1157 to <4 x double>*
  %scevgep1159 = getelementptr <4 x double>, <4 x double>* %scevgep11571158, i64 -17
  store <4 x double> %105, <4 x double>* %scevgep1159, align 8, !alias.scope !27, !noalias !29
  %scevgep1154 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11541155 = bitcast double* %scevgep1154 to <4 x double>*
  %scevgep1156 = getelementptr <4 x double>, <4 x double>* %scevgep11541155, i64 -16
  store <4 x double> %106, <4 x double>* %scevgep1156, align 8, !alias.scope !27, !noalias !29
  %scevgep959 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep959960 = bitcast double* %scevgep959 to <4 x double>*
  %scevgep961 = getelementptr <4 x double>, <4 x double>* %scevgep959960, i64 -15
  %wide.load.4 = load <4 x double>, <4 x double>* %scevgep961, align 8, !alias.scope !22
  %scevgep956 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep956957 = bitcast double* %scevgep956 to <4 x double>*
  %scevgep958 = getelementptr <4 x double>, <4 x double>* %scevgep956957, i64 -14
  %wide.load95.4 = load <4 x double>, <4 x double>* %scevgep958, align 8, !alias.scope !22
  %scevgep953 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep953954 = bitcast double* %scevgep953 to <4 x double>*
  %scevgep955 = getelementptr <4 x double>, <4 x double>* %scevgep953954, i64 -13
  %wide.load96.4 = load <4 x double>, <4 x double>* %scevgep955, align 8, !alias.scope !22
  %scevgep950 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep950951 = bitcast double* %scevgep950 to <4 x double>*
  %scevgep952 = getelementptr <4 x double>, <4 x double>* %scevgep950951, i64 -12
  %wide.load97.4 = load <4 x double>, <4 x double>* %scevgep952, align 8, !alias.scope !22
  %scevgep1055 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10551056 = bitcast double* %scevgep1055 to <4 x double>*
  %scevgep1057 = getelementptr <4 x double>, <4 x double>* %scevgep10551056, i64 -15
  %wide.load98.4 = load <4 x double>, <4 x double>* %scevgep1057, align 8, !alias.scope !25
  %scevgep1052 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10521053 = bitcast double* %scevgep1052 to <4 x double>*
  %scevgep1054 = getelementptr <4 x double>, <4 x double>* %scevgep10521053, i64 -14
  %wide.load99.4 = load <4 x double>, <4 x double>* %scevgep1054, align 8, !alias.scope !25
  %scevgep1049 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10491050 = bitcast double* %scevgep1049 to <4 x double>*
  %scevgep1051 = getelementptr <4 x double>, <4 x double>* %scevgep10491050, i64 -13
  %wide.load100.4 = load <4 x double>, <4 x double>* %scevgep1051, align 8, !alias.scope !25
  %scevgep1046 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10461047 = bitcast double* %scevgep1046 to <4 x double>*
  %scevgep1048 = getelementptr <4 x double>, <4 x double>* %scevgep10461047, i64 -12
  %wide.load101.4 = load <4 x double>, <4 x double>* %scevgep1048, align 8, !alias.scope !25
  %107 = fmul <4 x double> %wide.load.4, %wide.load98.4
  %108 = fmul <4 x double> %wide.load95.4, %wide.load99.4
  %109 = fmul <4 x double> %wide.load96.4, %wide.load100.4
  %110 = fmul <4 x double> %wide.load97.4, %wide.load101.4
  %scevgep1151 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11511152 = bitcast double* %scevgep1151 to <4 x double>*
  %scevgep1153 = getelementptr <4 x double>, <4 x double>* %scevgep11511152, i64 -15
  store <4 x double> %107, <4 x double>* %scevgep1153, align 8, !alias.scope !27, !noalias !29
  %scevgep1148 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11481149 = bitcast double* %scevgep1148 to <4 x double>*
  %scevgep1150 = getelementptr <4 x double>, <4 x double>* %scevgep11481149, i64 -14
  store <4 x double> %108, <4 x double>* %scevgep1150, align 8, !alias.scope !27, !noalias !29
  %scevgep1145 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11451146 = bitcast double* %scevgep1145 to <4 x double>*
  %scevgep1147 = getelementptr <4 x double>, <4 x double>* %scevgep11451146, i64 -13
  store <4 x double> %109, <4 x double>* %scevgep1147, align 8, !alias.scope !27, !noalias !29
  %scevgep1142 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11421143 = bitcast double* %scevgep1142 to <4 x double>*
  %scevgep1144 = getelementptr <4 x double>, <4 x double>* %scevgep11421143, i64 -12
  store <4 x double> %110, <4 x double>* %scevgep1144, align 8, !alias.scope !27, !noalias !29
  %scevgep947 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep947948 = bitcast double* %scevgep947 to <4 x double>*
  %scevgep949 = getelementptr <4 x double>, <4 x double>* %scevgep947948, i64 -11
  %wide.load.5 = load <4 x double>, <4 x double>* %scevgep949, align 8, !alias.scope !22
  %scevgep944 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep944945 = bitcast double* %scevgep944 to <4 x double>*
  %scevgep946 = getelementptr <4 x double>, <4 x double>* %scevgep944945, i64 -10
  %wide.load95.5 = load <4 x double>, <4 x double>* %scevgep946, align 8, !alias.scope !22
  %scevgep941 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep941942 = bitcast double* %scevgep941 to <4 x double>*
  %scevgep943 = getelementptr <4 x double>, <4 x double>* %scevgep941942, i64 -9
  %wide.load96.5 = load <4 x double>, <4 x double>* %scevgep943, align 8, !alias.scope !22
  %scevgep938 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep938939 = bitcast double* %scevgep938 to <4 x double>*
  %scevgep940 = getelementptr <4 x double>, <4 x double>* %scevgep938939, i64 -8
  %wide.load97.5 = load <4 x double>, <4 x double>* %scevgep940, align 8, !alias.scope !22
  %scevgep1043 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10431044 = bitcast double* %scevgep1043 to <4 x double>*
  %scevgep1045 = getelementptr <4 x double>, <4 x double>* %scevgep10431044, i64 -11
  %wide.load98.5 = load <4 x double>, <4 x double>* %scevgep1045, align 8, !alias.scope !25
  %scevgep1040 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10401041 = bitcast double* %scevgep1040 to <4 x double>*
  %scevgep1042 = getelementptr <4 x double>, <4 x double>* %scevgep10401041, i64 -10
  %wide.load99.5 = load <4 x double>, <4 x double>* %scevgep1042, align 8, !alias.scope !25
  %scevgep1037 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10371038 = bitcast double* %scevgep1037 to <4 x double>*
  %scevgep1039 = getelementptr <4 x double>, <4 x double>* %scevgep10371038, i64 -9
  %wide.load100.5 = load <4 x double>, <4 x double>* %scevgep1039, align 8, !alias.scope !25
  %scevgep1034 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10341035 = bitcast double* %scevgep1034 to <4 x double>*
  %scevgep1036 = getelementptr <4 x double>, <4 x double>* %scevgep10341035, i64 -8
  %wide.load101.5 = load <4 x double>, <4 x double>* %scevgep1036, align 8, !alias.scope !25
  %111 = fmul <4 x double> %wide.load.5, %wide.load98.5
  %112 = fmul <4 x double> %wide.load95.5, %wide.load99.5
  %113 = fmul <4 x double> %wide.load96.5, %wide.load100.5
  %114 = fmul <4 x double> %wide.load97.5, %wide.load101.5
  %scevgep1139 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11391140 = bitcast double* %scevgep1139 to <4 x double>*
  %scevgep1141 = getelementptr <4 x double>, <4 x double>* %scevgep11391140, i64 -11
  store <4 x double> %111, <4 x double>* %scevgep1141, align 8, !alias.scope !27, !noalias !29
  %scevgep1136 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11361137 = bitcast double* %scevgep1136 to <4 x double>*
  %scevgep1138 = getelementptr <4 x double>, <4 x double>* %scevgep11361137, i64 -10
  store <4 x double> %112, <4 x double>* %scevgep1138, align 8, !alias.scope !27, !noalias !29
  %scevgep1133 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11331134 = bitcast double* %scevgep1133 to <4 x double>*
  %scevgep1135 = getelementptr <4 x double>, <4 x double>* %scevgep11331134, i64 -9
  store <4 x double> %113, <4 x double>* %scevgep1135, align 8, !alias.scope !27, !noalias !29
  %scevgep1130 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11301131 = bitcast double* %scevgep1130 to <4 x double>*
  %scevgep1132 = getelementptr <4 x double>, <4 x double>* %scevgep11301131, i64 -8
  store <4 x double> %114, <4 x double>* %scevgep1132, align 8, !alias.scope !27, !noalias !29
  %scevgep935 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep935936 = bitcast double* %scevgep935 to <4 x double>*
  %scevgep937 = getelementptr <4 x double>, <4 x double>* %scevgep935936, i64 -7
  %wide.load.6 = load <4 x double>, <4 x double>* %scevgep937, align 8, !alias.scope !22
  %scevgep932 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep932933 = bitcast double* %scevgep932 to <4 x double>*
  %scevgep934 = getelementptr <4 x double>, <4 x double>* %scevgep932933, i64 -6
  %wide.load95.6 = load <4 x double>, <4 x double>* %scevgep934, align 8, !alias.scope !22
  %scevgep929 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep929930 = bitcast double* %scevgep929 to <4 x double>*
  %scevgep931 = getelementptr <4 x double>, <4 x double>* %scevgep929930, i64 -5
  %wide.load96.6 = load <4 x double>, <4 x double>* %scevgep931, align 8, !alias.scope !22
  %scevgep926 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep926927 = bitcast double* %scevgep926 to <4 x double>*
  %scevgep928 = getelementptr <4 x double>, <4 x double>* %scevgep926927, i64 -4
  %wide.load97.6 = load <4 x double>, <4 x double>* %scevgep928, align 8, !alias.scope !22
  %scevgep1031 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10311032 = bitcast double* %scevgep1031 to <4 x double>*
  %scevgep1033 = getelementptr <4 x double>, <4 x double>* %scevgep10311032, i64 -7
  %wide.load98.6 = load <4 x double>, <4 x double>* %scevgep1033, align 8, !alias.scope !25
  %scevgep1028 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10281029 = bitcast double* %scevgep1028 to <4 x double>*
  %scevgep1030 = getelementptr <4 x double>, <4 x double>* %scevgep10281029, i64 -6
  %wide.load99.6 = load <4 x double>, <4 x double>* %scevgep1030, align 8, !alias.scope !25
  %scevgep1025 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10251026 = bitcast double* %scevgep1025 to <4 x double>*
  %scevgep1027 = getelementptr <4 x double>, <4 x double>* %scevgep10251026, i64 -5
  %wide.load100.6 = load <4 x double>, <4 x double>* %scevgep1027, align 8, !alias.scope !25
  %scevgep1022 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10221023 = bitcast double* %scevgep1022 to <4 x double>*
  %scevgep1024 = getelementptr <4 x double>, <4 x double>* %scevgep10221023, i64 -4
  %wide.load101.6 = load <4 x double>, <4 x double>* %scevgep1024, align 8, !alias.scope !25
  %115 = fmul <4 x double> %wide.load.6, %wide.load98.6
  %116 = fmul <4 x double> %wide.load95.6, %wide.load99.6
  %117 = fmul <4 x double> %wide.load96.6, %wide.load100.6
  %118 = fmul <4 x double> %wide.load97.6, %wide.load101.6
  %scevgep1127 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11271128 = bitcast double* %scevgep1127 to <4 x double>*
  %scevgep1129 = getelementptr <4 x double>, <4 x double>* %scevgep11271128, i64 -7
  store <4 x double> %115, <4 x double>* %scevgep1129, align 8, !alias.scope !27, !noalias !29
  %scevgep1124 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11241125 = bitcast double* %scevgep1124 to <4 x double>*
  %scevgep1126 = getelementptr <4 x double>, <4 x double>* %scevgep11241125, i64 -6
  store <4 x double> %116, <4 x double>* %scevgep1126, align 8, !alias.scope !27, !noalias !29
  %scevgep1121 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11211122 = bitcast double* %scevgep1121 to <4 x double>*
  %scevgep1123 = getelementptr <4 x double>, <4 x double>* %scevgep11211122, i64 -5
  store <4 x double> %117, <4 x double>* %scevgep1123, align 8, !alias.scope !27, !noalias !29
  %scevgep1118 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11181119 = bitcast double* %scevgep1118 to <4 x double>*
  %scevgep1120 = getelementptr <4 x double>, <4 x double>* %scevgep11181119, i64 -4
  store <4 x double> %118, <4 x double>* %scevgep1120, align 8, !alias.scope !27, !noalias !29
  %scevgep1006 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep10061007 = bitcast double* %scevgep1006 to <4 x double>*
  %scevgep1008 = getelementptr <4 x double>, <4 x double>* %scevgep10061007, i64 -3
  %wide.load.7 = load <4 x double>, <4 x double>* %scevgep1008, align 8, !alias.scope !22
  %scevgep1003 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep10031004 = bitcast double* %scevgep1003 to <4 x double>*
  %scevgep1005 = getelementptr <4 x double>, <4 x double>* %scevgep10031004, i64 -2
  %wide.load95.7 = load <4 x double>, <4 x double>* %scevgep1005, align 8, !alias.scope !22
  %scevgep1000 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep10001001 = bitcast double* %scevgep1000 to <4 x double>*
  %scevgep1002 = getelementptr <4 x double>, <4 x double>* %scevgep10001001, i64 -1
  %wide.load96.7 = load <4 x double>, <4 x double>* %scevgep1002, align 8, !alias.scope !22
  %scevgep998 = getelementptr double, double* %lsr.iv665, i64 %index
  %scevgep998999 = bitcast double* %scevgep998 to <4 x double>*
  %wide.load97.7 = load <4 x double>, <4 x double>* %scevgep998999, align 8, !alias.scope !22
  %scevgep1102 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep11021103 = bitcast double* %scevgep1102 to <4 x double>*
  %scevgep1104 = getelementptr <4 x double>, <4 x double>* %scevgep11021103, i64 -3
  %wide.load98.7 = load <4 x double>, <4 x double>* %scevgep1104, align 8, !alias.scope !25
  %scevgep1099 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10991100 = bitcast double* %scevgep1099 to <4 x double>*
  %scevgep1101 = getelementptr <4 x double>, <4 x double>* %scevgep10991100, i64 -2
  %wide.load99.7 = load <4 x double>, <4 x double>* %scevgep1101, align 8, !alias.scope !25
  %scevgep1096 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10961097 = bitcast double* %scevgep1096 to <4 x double>*
  %scevgep1098 = getelementptr <4 x double>, <4 x double>* %scevgep10961097, i64 -1
  %wide.load100.7 = load <4 x double>, <4 x double>* %scevgep1098, align 8, !alias.scope !25
  %scevgep1094 = getelementptr double, double* %scevgep1021, i64 %index
  %scevgep10941095 = bitcast double* %scevgep1094 to <4 x double>*
  %wide.load101.7 = load <4 x double>, <4 x double>* %scevgep10941095, align 8, !alias.scope !25
  %119 = fmul <4 x double> %wide.load.7, %wide.load98.7
  %120 = fmul <4 x double> %wide.load95.7, %wide.load99.7
  %121 = fmul <4 x double> %wide.load96.7, %wide.load100.7
  %122 = fmul <4 x double> %wide.load97.7, %wide.load101.7
  %scevgep1198 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11981199 = bitcast double* %scevgep1198 to <4 x double>*
  %scevgep1200 = getelementptr <4 x double>, <4 x double>* %scevgep11981199, i64 -3
  store <4 x double> %119, <4 x double>* %scevgep1200, align 8, !alias.scope !27, !noalias !29
  %scevgep1195 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11951196 = bitcast double* %scevgep1195 to <4 x double>*
  %scevgep1197 = getelementptr <4 x double>, <4 x double>* %scevgep11951196, i64 -2
  store <4 x double> %120, <4 x double>* %scevgep1197, align 8, !alias.scope !27, !noalias !29
  %scevgep1192 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11921193 = bitcast double* %scevgep1192 to <4 x double>*
  %scevgep1194 = getelementptr <4 x double>, <4 x double>* %scevgep11921193, i64 -1
  store <4 x double> %121, <4 x double>* %scevgep1194, align 8, !alias.scope !27, !noalias !29
  %scevgep1190 = getelementptr double, double* %scevgep1117, i64 %index
  %scevgep11901191 = bitcast double* %scevgep1190 to <4 x double>*
  store <4 x double> %122, <4 x double>* %scevgep11901191, align 8, !alias.scope !27, !noalias !29
  %index.next.7 = add i64 %index, 128
  %lsr.iv.next1214 = add i64 %lsr.iv1213, -8
  %niter257.ncmp.7 = icmp eq i64 %lsr.iv.next1214, 0
  br i1 %niter257.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !30

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %123 = and i64 %3, 7
  %124 = icmp eq i64 %123, 0
  br i1 %124, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep1215 = getelementptr double, double* %.6.i2437, i64 12
  %scevgep1216 = getelementptr double, double* %scevgep1215, i64 %index.unr
  %scevgep1232 = getelementptr double, double* %scevgep1231, i64 %index.unr
  %scevgep1245 = getelementptr double, double* %lsr.iv877, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1217 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1218, %vector.body.epil ]
  %125 = bitcast double* %scevgep1245 to i8*
  %126 = bitcast double* %scevgep1232 to i8*
  %127 = bitcast double* %scevgep1216 to i8*
  %uglygep1247 = getelementptr i8, i8* %125, i64 %lsr.iv1217
  %uglygep12471248 = bitcast i8* %uglygep1247 to <4 x double>*
  %wide.load.epil = load <4 x double>, <4 x double>* %uglygep12471248, align 8, !alias.scope !22
  %scevgep1255 = getelementptr <4 x double>, <4 x double>* %uglygep12471248, i64 1
  %wide.load95.epil = load <4 x double>, <4 x double>* %scevgep1255, align 8, !alias.scope !22
  %uglygep1252 = getelementptr i8, i8* %125, i64 %lsr.iv1217
  %uglygep12521253 = bitcast i8* %uglygep1252 to <4 x double>*
  %scevgep1254 = getelementptr <4 x double>, <4 x double>* %uglygep12521253, i64 2
  %wide.load96.epil = load <4 x double>, <4 x double>* %scevgep1254, align 8, !alias.scope !22
  %uglygep1249 = getelementptr i8, i8* %125, i64 %lsr.iv1217
  %uglygep12491250 = bitcast i8* %uglygep1249 to <4 x double>*
  %scevgep1251 = getelementptr <4 x double>, <4 x double>* %uglygep12491250, i64 3
  %wide.load97.epil = load <4 x double>, <4 x double>* %scevgep1251, align 8, !alias.scope !22
  %uglygep1242 = getelementptr i8, i8* %126, i64 %lsr.iv1217
  %uglygep12421243 = bitcast i8* %uglygep1242 to <4 x double>*
  %scevgep1244 = getelementptr <4 x double>, <4 x double>* %uglygep12421243, i64 -3
  %wide.load98.epil = load <4 x double>, <4 x double>* %scevgep1244, align 8, !alias.scope !25
  %uglygep1239 = getelementptr i8, i8* %126, i64 %lsr.iv1217
  %uglygep12391240 = bitcast i8* %uglygep1239 to <4 x double>*
  %scevgep1241 = getelementptr <4 x double>, <4 x double>* %uglygep12391240, i64 -2
  %wide.load99.epil = load <4 x double>, <4 x double>* %scevgep1241, align 8, !alias.scope !25
  %uglygep1236 = getelementptr i8, i8* %126, i64 %lsr.iv1217
  %uglygep12361237 = bitcast i8* %uglygep1236 to <4 x double>*
  %scevgep1238 = getelementptr <4 x double>, <4 x double>* %uglygep12361237, i64 -1
  %wide.load100.epil = load <4 x double>, <4 x double>* %scevgep1238, align 8, !alias.scope !25
  %uglygep1234 = getelementptr i8, i8* %126, i64 %lsr.iv1217
  %uglygep12341235 = bitcast i8* %uglygep1234 to <4 x double>*
  %wide.load101.epil = load <4 x double>, <4 x double>* %uglygep12341235, align 8, !alias.scope !25
  %128 = fmul <4 x double> %wide.load.epil, %wide.load98.epil
  %129 = fmul <4 x double> %wide.load95.epil, %wide.load99.epil
  %130 = fmul <4 x double> %wide.load96.epil, %wide.load100.epil
  %131 = fmul <4 x double> %wide.load97.epil, %wide.load101.epil
  %uglygep1228 = getelementptr i8, i8* %127, i64 %lsr.iv1217
  %uglygep12281229 = bitcast i8* %uglygep1228 to <4 x double>*
  %scevgep1230 = getelementptr <4 x double>, <4 x double>* %uglygep12281229, i64 -3
  store <4 x double> %128, <4 x double>* %scevgep1230, align 8, !alias.scope !27, !noalias !29
  %uglygep1225 = getelementptr i8, i8* %127, i64 %lsr.iv1217
  %uglygep12251226 = bitcast i8* %uglygep1225 to <4 x double>*
  %scevgep1227 = getelementptr <4 x double>, <4 x double>* %uglygep12251226, i64 -2
  store <4 x double> %129, <4 x double>* %scevgep1227, align 8, !alias.scope !27, !noalias !29
  %uglygep1222 = getelementptr i8, i8* %127, i64 %lsr.iv1217
  %uglygep12221223 = bitcast i8* %uglygep1222 to <4 x double>*
  %scevgep1224 = getelementptr <4 x double>, <4 x double>* %uglygep12221223, i64 -1
  store <4 x double> %130, <4 x double>* %scevgep1224, align 8, !alias.scope !27, !noalias !29
  %uglygep1220 = getelementptr i8, i8* %127, i64 %lsr.iv1217
  %uglygep12201221 = bitcast i8* %uglygep1220 to <4 x double>*
  store <4 x double> %131, <4 x double>* %uglygep12201221, align 8, !alias.scope !27, !noalias !29
  %lsr.iv.next1218 = add nuw nsw i64 %lsr.iv1217, 128
  %epil.iter254.cmp.not = icmp eq i64 %11, %lsr.iv.next1218
  br i1 %epil.iter254.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !31

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %132 = icmp eq i64 %spec.select49.mux, %n.vec
  br i1 %132, label %for.end, label %for.body.us.us.preheader228

for.body.us.us.preheader228:                      ; preds = %vector.memcheck, %for.body.us.us.preheader, %middle.block
  %loop.index36.us.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.us.preheader ], [ %n.vec, %middle.block ]
  %133 = and i64 %spec.select49.mux, 7
  %134 = icmp eq i64 %133, 0
  %135 = xor i64 %loop.index36.us.us.ph, -1
  %136 = add i64 %spec.select49.mux, %135
  br i1 %134, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader228
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv1259 = phi i64 [ %xtraiter235, %for.body.us.us.prol.preheader ], [ %lsr.iv.next1260, %for.body.us.us.prol ]
  %loop.index36.us.us.prol = phi i64 [ %.473.us.us.prol, %for.body.us.us.prol ], [ %loop.index36.us.us.ph, %for.body.us.us.prol.preheader ]
  %scevgep1258 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.us.prol
  %.435.us.us.prol = load double, double* %scevgep1258, align 8
  %scevgep1257 = getelementptr double, double* %arg.x.4, i64 %loop.index36.us.us.prol
  %.444.us.us.prol = load double, double* %scevgep1257, align 8
  %.6.i.us.us.prol = fmul double %.435.us.us.prol, %.444.us.us.prol
  %scevgep1256 = getelementptr double, double* %.6.i2437, i64 %loop.index36.us.us.prol
  store double %.6.i.us.us.prol, double* %scevgep1256, align 8
  %.473.us.us.prol = add nuw i64 %loop.index36.us.us.prol, 1
  %lsr.iv.next1260 = add nsw i64 %lsr.iv1259, -1
  %prol.iter260.cmp.not = icmp eq i64 %lsr.iv.next1260, 0
  br i1 %prol.iter260.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !32

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader228
  %loop.index36.us.us.unr = phi i64 [ %loop.index36.us.us.ph, %for.body.us.us.preheader228 ], [ %.473.us.us.prol, %for.body.us.us.prol ]
  %137 = icmp ult i64 %136, 7
  br i1 %137, label %for.end, label %for.body.us.us.preheader267

for.body.us.us.preheader267:                      ; preds = %for.body.us.us.prol.loopexit
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader267, %for.body.us.us
  %loop.index36.us.us = phi i64 [ %.473.us.us.7, %for.body.us.us ], [ %loop.index36.us.us.unr, %for.body.us.us.preheader267 ]
  %scevgep1295 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.us
  %.435.us.us = load double, double* %scevgep1295, align 8
  %sunkaddr = mul i64 %loop.index36.us.us, 8
  %138 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1467 = getelementptr i8, i8* %138, i64 %sunkaddr
  %139 = bitcast i8* %sunkaddr1467 to double*
  %.444.us.us = load double, double* %139, align 8
  %.6.i.us.us = fmul double %.435.us.us, %.444.us.us
  %sunkaddr1468 = mul i64 %loop.index36.us.us, 8
  %140 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1469 = getelementptr i8, i8* %140, i64 %sunkaddr1468
  %141 = bitcast i8* %sunkaddr1469 to double*
  store double %.6.i.us.us, double* %141, align 8
  %scevgep1298 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.us
  %scevgep1299 = getelementptr double, double* %scevgep1298, i64 1
  %.435.us.us.1 = load double, double* %scevgep1299, align 8
  %sunkaddr1470 = mul i64 %loop.index36.us.us, 8
  %142 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1471 = getelementptr i8, i8* %142, i64 %sunkaddr1470
  %sunkaddr1472 = getelementptr i8, i8* %sunkaddr1471, i64 8
  %143 = bitcast i8* %sunkaddr1472 to double*
  %.444.us.us.1 = load double, double* %143, align 8
  %.6.i.us.us.1 = fmul double %.435.us.us.1, %.444.us.us.1
  %sunkaddr1473 = mul i64 %loop.index36.us.us, 8
  %144 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1474 = getelementptr i8, i8* %144, i64 %sunkaddr1473
  %sunkaddr1475 = getelementptr i8, i8* %sunkaddr1474, i64 8
  %145 = bitcast i8* %sunkaddr1475 to double*
  store double %.6.i.us.us.1, double* %145, align 8
  %scevgep1300 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.us
  %scevgep1301 = getelementptr double, double* %scevgep1300, i64 2
  %.435.us.us.2 = load double, double* %scevgep1301, align 8
  %sunkaddr1476 = mul i64 %loop.index36.us.us, 8
  %146 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1477 = getelementptr i8, i8* %146, i64 %sunkaddr1476
  %sunkaddr1478 = getelementptr i8, i8* %sunkaddr1477, i64 16
  %147 = bitcast i8* %sunkaddr1478 to double*
  %.444.us.us.2 = load double, double* %147, align 8
  %.6.i.us.us.2 = fmul double %.435.us.us.2, %.444.us.us.2
  %sunkaddr1479 = mul i64 %loop.index36.us.us, 8
  %148 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1480 = getelementptr i8, i8* %148, i64 %sunkaddr1479
  %sunkaddr1481 = getelementptr i8, i8* %sunkaddr1480, i64 16
  %149 = bitcast i8* %sunkaddr1481 to double*
  store double %.6.i.us.us.2, double* %149, align 8
  %scevgep1302 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.us
  %scevgep1303 = getelementptr double, double* %scevgep1302, i64 3
  %.435.us.us.3 = load double, double* %scevgep1303, align 8
  %sunkaddr1482 = mul i64 %loop.index36.us.us, 8
  %150 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1483 = getelementptr i8, i8* %150, i64 %sunkaddr1482
  %sunkaddr1484 = getelementptr i8, i8* %sunkaddr1483, i64 24
  %151 = bitcast i8* %sunkaddr1484 to double*
  %.444.us.us.3 = load double, double* %151, align 8
  %.6.i.us.us.3 = fmul double %.435.us.us.3, %.444.us.us.3
  %sunkaddr1485 = mul i64 %loop.index36.us.us, 8
  %152 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1486 = getelementptr i8, i8* %152, i64 %sunkaddr1485
  %sunkaddr1487 = getelementptr i8, i8* %sunkaddr1486, i64 24
  %153 = bitcast i8* %sunkaddr1487 to double*
  store double %.6.i.us.us.3, double* %153, align 8
  %scevgep1293 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.us
  %scevgep1294 = getelementptr double, double* %scevgep1293, i64 4
  %.435.us.us.4 = load double, double* %scevgep1294, align 8
  %sunkaddr1488 = mul i64 %loop.index36.us.us, 8
  %154 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1489 = getelementptr i8, i8* %154, i64 %sunkaddr1488
  %sunkaddr1490 = getelementptr i8, i8* %sunkaddr1489, i64 32
  %155 = bitcast i8* %sunkaddr1490 to double*
  %.444.us.us.4 = load double, double* %155, align 8
  %.6.i.us.us.4 = fmul double %.435.us.us.4, %.444.us.us.4
  %sunkaddr1491 = mul i64 %loop.index36.us.us, 8
  %156 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1492 = getelementptr i8, i8* %156, i64 %sunkaddr1491
  %sunkaddr1493 = getelementptr i8, i8* %sunkaddr1492, i64 32
  %157 = bitcast i8* %sunkaddr1493 to double*
  store double %.6.i.us.us.4, double* %157, align 8
  %scevgep1306 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.us
  %scevgep1307 = getelementptr double, double* %scevgep1306, i64 5
  %.435.us.us.5 = load double, double* %scevgep1307, align 8
  %sunkaddr1494 = mul i64 %loop.index36.us.us, 8
  %158 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1495 = getelementptr i8, i8* %158, i64 %sunkaddr1494
  %sunkaddr1496 = getelementptr i8, i8* %sunkaddr1495, i64 40
  %159 = bitcast i8* %sunkaddr1496 to double*
  %.444.us.us.5 = load double, double* %159, align 8
  %.6.i.us.us.5 = fmul double %.435.us.us.5, %.444.us.us.5
  %sunkaddr1497 = mul i64 %loop.index36.us.us, 8
  %160 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1498 = getelementptr i8, i8* %160, i64 %sunkaddr1497
  %sunkaddr1499 = getelementptr i8, i8* %sunkaddr1498, i64 40
  %161 = bitcast i8* %sunkaddr1499 to double*
  store double %.6.i.us.us.5, double* %161, align 8
  %scevgep1304 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.us
  %scevgep1305 = getelementptr double, double* %scevgep1304, i64 6
  %.435.us.us.6 = load double, double* %scevgep1305, align 8
  %sunkaddr1500 = mul i64 %loop.index36.us.us, 8
  %162 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1501 = getelementptr i8, i8* %162, i64 %sunkaddr1500
  %sunkaddr1502 = getelementptr i8, i8* %sunkaddr1501, i64 48
  %163 = bitcast i8* %sunkaddr1502 to double*
  %.444.us.us.6 = load double, double* %163, align 8
  %.6.i.us.us.6 = fmul double %.435.us.us.6, %.444.us.us.6
  %sunkaddr1503 = mul i64 %loop.index36.us.us, 8
  %164 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1504 = getelementptr i8, i8* %164, i64 %sunkaddr1503
  %sunkaddr1505 = getelementptr i8, i8* %sunkaddr1504, i64 48
  %165 = bitcast i8* %sunkaddr1505 to double*
  store double %.6.i.us.us.6, double* %165, align 8
  %scevgep1296 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us.us
  %scevgep1297 = getelementptr double, double* %scevgep1296, i64 7
  %.435.us.us.7 = load double, double* %scevgep1297, align 8
  %sunkaddr1506 = mul i64 %loop.index36.us.us, 8
  %166 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1507 = getelementptr i8, i8* %166, i64 %sunkaddr1506
  %sunkaddr1508 = getelementptr i8, i8* %sunkaddr1507, i64 56
  %167 = bitcast i8* %sunkaddr1508 to double*
  %.444.us.us.7 = load double, double* %167, align 8
  %.6.i.us.us.7 = fmul double %.435.us.us.7, %.444.us.us.7
  %sunkaddr1509 = mul i64 %loop.index36.us.us, 8
  %168 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1510 = getelementptr i8, i8* %168, i64 %sunkaddr1509
  %sunkaddr1511 = getelementptr i8, i8* %sunkaddr1510, i64 56
  %169 = bitcast i8* %sunkaddr1511 to double*
  store double %.6.i.us.us.7, double* %169, align 8
  %.473.us.us.7 = add nuw nsw i64 %loop.index36.us.us, 8
  %exitcond74.not.7 = icmp eq i64 %spec.select49.mux, %.473.us.us.7
  br i1 %exitcond74.not.7, label %for.end, label %for.body.us.us, !llvm.loop !33

for.body.us:                                      ; preds = %for.body.us.preheader268, %for.body.us
  %loop.index36.us = phi i64 [ %.473.us.7, %for.body.us ], [ %loop.index36.us.unr, %for.body.us.preheader268 ]
  %scevgep913 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us
  %.435.us = load double, double* %scevgep913, align 8
  %.444.us = load double, double* %arg.x.4, align 8
  %.6.i.us = fmul double %.435.us, %.444.us
  %sunkaddr1512 = mul i64 %loop.index36.us, 8
  %170 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1513 = getelementptr i8, i8* %170, i64 %sunkaddr1512
  %171 = bitcast i8* %sunkaddr1513 to double*
  store double %.6.i.us, double* %171, align 8
  %scevgep916 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us
  %scevgep917 = getelementptr double, double* %scevgep916, i64 1
  %.435.us.1 = load double, double* %scevgep917, align 8
  %.444.us.1 = load double, double* %arg.x.4, align 8
  %.6.i.us.1 = fmul double %.435.us.1, %.444.us.1
  %sunkaddr1514 = mul i64 %loop.index36.us, 8
  %172 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1515 = getelementptr i8, i8* %172, i64 %sunkaddr1514
  %sunkaddr1516 = getelementptr i8, i8* %sunkaddr1515, i64 8
  %173 = bitcast i8* %sunkaddr1516 to double*
  store double %.6.i.us.1, double* %173, align 8
  %scevgep918 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us
  %scevgep919 = getelementptr double, double* %scevgep918, i64 2
  %.435.us.2 = load double, double* %scevgep919, align 8
  %.444.us.2 = load double, double* %arg.x.4, align 8
  %.6.i.us.2 = fmul double %.435.us.2, %.444.us.2
  %sunkaddr1517 = mul i64 %loop.index36.us, 8
  %174 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1518 = getelementptr i8, i8* %174, i64 %sunkaddr1517
  %sunkaddr1519 = getelementptr i8, i8* %sunkaddr1518, i64 16
  %175 = bitcast i8* %sunkaddr1519 to double*
  store double %.6.i.us.2, double* %175, align 8
  %scevgep920 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us
  %scevgep921 = getelementptr double, double* %scevgep920, i64 3
  %.435.us.3 = load double, double* %scevgep921, align 8
  %.444.us.3 = load double, double* %arg.x.4, align 8
  %.6.i.us.3 = fmul double %.435.us.3, %.444.us.3
  %sunkaddr1520 = mul i64 %loop.index36.us, 8
  %176 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1521 = getelementptr i8, i8* %176, i64 %sunkaddr1520
  %sunkaddr1522 = getelementptr i8, i8* %sunkaddr1521, i64 24
  %177 = bitcast i8* %sunkaddr1522 to double*
  store double %.6.i.us.3, double* %177, align 8
  %scevgep911 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us
  %scevgep912 = getelementptr double, double* %scevgep911, i64 4
  %.435.us.4 = load double, double* %scevgep912, align 8
  %.444.us.4 = load double, double* %arg.x.4, align 8
  %.6.i.us.4 = fmul double %.435.us.4, %.444.us.4
  %sunkaddr1523 = mul i64 %loop.index36.us, 8
  %178 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1524 = getelementptr i8, i8* %178, i64 %sunkaddr1523
  %sunkaddr1525 = getelementptr i8, i8* %sunkaddr1524, i64 32
  %179 = bitcast i8* %sunkaddr1525 to double*
  store double %.6.i.us.4, double* %179, align 8
  %scevgep924 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us
  %scevgep925 = getelementptr double, double* %scevgep924, i64 5
  %.435.us.5 = load double, double* %scevgep925, align 8
  %.444.us.5 = load double, double* %arg.x.4, align 8
  %.6.i.us.5 = fmul double %.435.us.5, %.444.us.5
  %sunkaddr1526 = mul i64 %loop.index36.us, 8
  %180 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1527 = getelementptr i8, i8* %180, i64 %sunkaddr1526
  %sunkaddr1528 = getelementptr i8, i8* %sunkaddr1527, i64 40
  %181 = bitcast i8* %sunkaddr1528 to double*
  store double %.6.i.us.5, double* %181, align 8
  %scevgep922 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us
  %scevgep923 = getelementptr double, double* %scevgep922, i64 6
  %.435.us.6 = load double, double* %scevgep923, align 8
  %.444.us.6 = load double, double* %arg.x.4, align 8
  %.6.i.us.6 = fmul double %.435.us.6, %.444.us.6
  %sunkaddr1529 = mul i64 %loop.index36.us, 8
  %182 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1530 = getelementptr i8, i8* %182, i64 %sunkaddr1529
  %sunkaddr1531 = getelementptr i8, i8* %sunkaddr1530, i64 48
  %183 = bitcast i8* %sunkaddr1531 to double*
  store double %.6.i.us.6, double* %183, align 8
  %scevgep914 = getelementptr double, double* %lsr.iv877, i64 %loop.index36.us
  %scevgep915 = getelementptr double, double* %scevgep914, i64 7
  %.435.us.7 = load double, double* %scevgep915, align 8
  %.444.us.7 = load double, double* %arg.x.4, align 8
  %.6.i.us.7 = fmul double %.435.us.7, %.444.us.7
  %sunkaddr1532 = mul i64 %loop.index36.us, 8
  %184 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1533 = getelementptr i8, i8* %184, i64 %sunkaddr1532
  %sunkaddr1534 = getelementptr i8, i8* %sunkaddr1533, i64 56
  %185 = bitcast i8* %sunkaddr1534 to double*
  store double %.6.i.us.7, double* %185, align 8
  %.473.us.7 = add nuw nsw i64 %loop.index36.us, 8
  %exitcond73.not.7 = icmp eq i64 %spec.select49.mux, %.473.us.7
  br i1 %exitcond73.not.7, label %for.end, label %for.body.us, !llvm.loop !34

for.body.preheader.split:                         ; preds = %for.body.preheader
  %186 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %186, label %for.body.us54.preheader, label %for.body.preheader81

for.body.preheader81:                             ; preds = %for.body.preheader.split
  br i1 %or.cond224, label %vector.memcheck180, label %for.body.preheader233

vector.memcheck180:                               ; preds = %for.body.preheader81
  %scevgep181 = getelementptr double, double* %.6.i2437, i64 %spec.select49.mux
  %bound0189 = icmp ult double* %.6.i2437, %scevgep185
  %bound1190 = icmp ult double* %scevgep183, %scevgep181
  %found.conflict191 = and i1 %bound0189, %bound1190
  %bound0192 = icmp ult double* %.6.i2437, %scevgep187
  %bound1193 = icmp ugt double* %scevgep181, %arg.x.4
  %found.conflict194 = and i1 %bound0192, %bound1193
  %conflict.rdx195 = or i1 %found.conflict191, %found.conflict194
  br i1 %conflict.rdx195, label %for.body.preheader233, label %vector.ph200

vector.ph200:                                     ; preds = %vector.memcheck180
  %187 = icmp ult i64 %math, 112
  br i1 %187, label %middle.block196.unr-lcssa, label %vector.ph200.new

vector.ph200.new:                                 ; preds = %vector.ph200
  %188 = load double, double* %.214, align 8, !alias.scope !35
  %189 = load double, double* %arg.x.4, align 8, !alias.scope !38
  %.scalar = fmul double %188, %189
  %190 = insertelement <4 x double> poison, double %.scalar, i64 0
  %191 = shufflevector <4 x double> %190, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar225 = fmul double %188, %189
  %192 = insertelement <4 x double> poison, double %.scalar225, i64 0
  %193 = shufflevector <4 x double> %192, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar226 = fmul double %188, %189
  %194 = insertelement <4 x double> poison, double %.scalar226, i64 0
  %195 = shufflevector <4 x double> %194, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar227 = fmul double %188, %189
  %196 = insertelement <4 x double> poison, double %.scalar227, i64 0
  %197 = shufflevector <4 x double> %196, <4 x double> poison, <4 x i32> zeroinitializer
  %198 = load double, double* %.214, align 8, !alias.scope !35
  %199 = load double, double* %arg.x.4, align 8, !alias.scope !38
  %.scalar.1 = fmul double %198, %199
  %200 = insertelement <4 x double> poison, double %.scalar.1, i64 0
  %201 = shufflevector <4 x double> %200, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar225.1 = fmul double %198, %199
  %202 = insertelement <4 x double> poison, double %.scalar225.1, i64 0
  %203 = shufflevector <4 x double> %202, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar226.1 = fmul double %198, %199
  %204 = insertelement <4 x double> poison, double %.scalar226.1, i64 0
  %205 = shufflevector <4 x double> %204, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar227.1 = fmul double %198, %199
  %206 = insertelement <4 x double> poison, double %.scalar227.1, i64 0
  %207 = shufflevector <4 x double> %206, <4 x double> poison, <4 x i32> zeroinitializer
  %208 = load double, double* %.214, align 8, !alias.scope !35
  %209 = load double, double* %arg.x.4, align 8, !alias.scope !38
  %.scalar.2 = fmul double %208, %209
  %210 = insertelement <4 x double> poison, double %.scalar.2, i64 0
  %211 = shufflevector <4 x double> %210, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar225.2 = fmul double %208, %209
  %212 = insertelement <4 x double> poison, double %.scalar225.2, i64 0
  %213 = shufflevector <4 x double> %212, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar226.2 = fmul double %208, %209
  %214 = insertelement <4 x double> poison, double %.scalar226.2, i64 0
  %215 = shufflevector <4 x double> %214, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar227.2 = fmul double %208, %209
  %216 = insertelement <4 x double> poison, double %.scalar227.2, i64 0
  %217 = shufflevector <4 x double> %216, <4 x double> poison, <4 x i32> zeroinitializer
  %218 = load double, double* %.214, align 8, !alias.scope !35
  %219 = load double, double* %arg.x.4, align 8, !alias.scope !38
  %.scalar.3 = fmul double %218, %219
  %220 = insertelement <4 x double> poison, double %.scalar.3, i64 0
  %221 = shufflevector <4 x double> %220, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar225.3 = fmul double %218, %219
  %222 = insertelement <4 x double> poison, double %.scalar225.3, i64 0
  %223 = shufflevector <4 x double> %222, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar226.3 = fmul double %218, %219
  %224 = insertelement <4 x double> poison, double %.scalar226.3, i64 0
  %225 = shufflevector <4 x double> %224, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar227.3 = fmul double %218, %219
  %226 = insertelement <4 x double> poison, double %.scalar227.3, i64 0
  %227 = shufflevector <4 x double> %226, <4 x double> poison, <4 x i32> zeroinitializer
  %228 = load double, double* %.214, align 8, !alias.scope !35
  %229 = load double, double* %arg.x.4, align 8, !alias.scope !38
  %.scalar.4 = fmul double %228, %229
  %230 = insertelement <4 x double> poison, double %.scalar.4, i64 0
  %231 = shufflevector <4 x double> %230, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar225.4 = fmul double %228, %229
  %232 = insertelement <4 x double> poison, double %.scalar225.4, i64 0
  %233 = shufflevector <4 x double> %232, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar226.4 = fmul double %228, %229
  %234 = insertelement <4 x double> poison, double %.scalar226.4, i64 0
  %235 = shufflevector <4 x double> %234, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar227.4 = fmul double %228, %229
  %236 = insertelement <4 x double> poison, double %.scalar227.4, i64 0
  %237 = shufflevector <4 x double> %236, <4 x double> poison, <4 x i32> zeroinitializer
  %238 = load double, double* %.214, align 8, !alias.scope !35
  %239 = load double, double* %arg.x.4, align 8, !alias.scope !38
  %.scalar.5 = fmul double %238, %239
  %240 = insertelement <4 x double> poison, double %.scalar.5, i64 0
  %241 = shufflevector <4 x double> %240, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar225.5 = fmul double %238, %239
  %242 = insertelement <4 x double> poison, double %.scalar225.5, i64 0
  %243 = shufflevector <4 x double> %242, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar226.5 = fmul double %238, %239
  %244 = insertelement <4 x double> poison, double %.scalar226.5, i64 0
  %245 = shufflevector <4 x double> %244, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar227.5 = fmul double %238, %239
  %246 = insertelement <4 x double> poison, double %.scalar227.5, i64 0
  %247 = shufflevector <4 x double> %246, <4 x double> poison, <4 x i32> zeroinitializer
  %248 = load double, double* %.214, align 8, !alias.scope !35
  %249 = load double, double* %arg.x.4, align 8, !alias.scope !38
  %.scalar.6 = fmul double %248, %249
  %250 = insertelement <4 x double> poison, double %.scalar.6, i64 0
  %251 = shufflevector <4 x double> %250, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar225.6 = fmul double %248, %249
  %252 = insertelement <4 x double> poison, double %.scalar225.6, i64 0
  %253 = shufflevector <4 x double> %252, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar226.6 = fmul double %248, %249
  %254 = insertelement <4 x double> poison, double %.scalar226.6, i64 0
  %255 = shufflevector <4 x double> %254, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar227.6 = fmul double %248, %249
  %256 = insertelement <4 x double> poison, double %.scalar227.6, i64 0
  %257 = shufflevector <4 x double> %256, <4 x double> poison, <4 x i32> zeroinitializer
  %258 = load double, double* %.214, align 8, !alias.scope !35
  %259 = load double, double* %arg.x.4, align 8, !alias.scope !38
  %.scalar.7 = fmul double %258, %259
  %260 = insertelement <4 x double> poison, double %.scalar.7, i64 0
  %261 = shufflevector <4 x double> %260, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar225.7 = fmul double %258, %259
  %262 = insertelement <4 x double> poison, double %.scalar225.7, i64 0
  %263 = shufflevector <4 x double> %262, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar226.7 = fmul double %258, %259
  %264 = insertelement <4 x double> poison, double %.scalar226.7, i64 0
  %265 = shufflevector <4 x double> %264, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar227.7 = fmul double %258, %259
  %266 = insertelement <4 x double> poison, double %.scalar227.7, i64 0
  %267 = shufflevector <4 x double> %266, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep274 = getelementptr double, double* %.6.i2437, i64 124
  br label %vector.body198

vector.body198:                                   ; preds = %vector.body198, %vector.ph200.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body198 ], [ %unroll_iter, %vector.ph200.new ]
  %index205 = phi i64 [ 0, %vector.ph200.new ], [ %index.next222.7, %vector.body198 ]
  %scevgep358 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep358359 = bitcast double* %scevgep358 to <4 x double>*
  %scevgep360 = getelementptr <4 x double>, <4 x double>* %scevgep358359, i64 -31
  store <4 x double> %191, <4 x double>* %scevgep360, align 8, !alias.scope !40, !noalias !42
  %scevgep367 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep367368 = bitcast double* %scevgep367 to <4 x double>*
  %scevgep369 = getelementptr <4 x double>, <4 x double>* %scevgep367368, i64 -30
  store <4 x double> %193, <4 x double>* %scevgep369, align 8, !alias.scope !40, !noalias !42
  %scevgep364 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep364365 = bitcast double* %scevgep364 to <4 x double>*
  %scevgep366 = getelementptr <4 x double>, <4 x double>* %scevgep364365, i64 -29
  store <4 x double> %195, <4 x double>* %scevgep366, align 8, !alias.scope !40, !noalias !42
  %scevgep361 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep361362 = bitcast double* %scevgep361 to <4 x double>*
  %scevgep363 = getelementptr <4 x double>, <4 x double>* %scevgep361362, i64 -28
  store <4 x double> %197, <4 x double>* %scevgep363, align 8, !alias.scope !40, !noalias !42
  %scevgep344 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep344345 = bitcast double* %scevgep344 to <4 x double>*
  %scevgep346 = getelementptr <4 x double>, <4 x double>* %scevgep344345, i64 -27
  store <4 x double> %201, <4 x double>* %scevgep346, align 8, !alias.scope !40, !noalias !42
  %scevgep341 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep341342 = bitcast double* %scevgep341 to <4 x double>*
  %scevgep343 = getelementptr <4 x double>, <4 x double>* %scevgep341342, i64 -26
  store <4 x double> %203, <4 x double>* %scevgep343, align 8, !alias.scope !40, !noalias !42
  %scevgep338 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep338339 = bitcast double* %scevgep338 to <4 x double>*
  %scevgep340 = getelementptr <4 x double>, <4 x double>* %scevgep338339, i64 -25
  store <4 x double> %205, <4 x double>* %scevgep340, align 8, !alias.scope !40, !noalias !42
  %scevgep335 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep335336 = bitcast double* %scevgep335 to <4 x double>*
  %scevgep337 = getelementptr <4 x double>, <4 x double>* %scevgep335336, i64 -24
  store <4 x double> %207, <4 x double>* %scevgep337, align 8, !alias.scope !40, !noalias !42
  %scevgep332 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep332333 = bitcast double* %scevgep332 to <4 x double>*
  %scevgep334 = getelementptr <4 x double>, <4 x double>* %scevgep332333, i64 -23
  store <4 x double> %211, <4 x double>* %scevgep334, align 8, !alias.scope !40, !noalias !42
  %scevgep329 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep329330 = bitcast double* %scevgep329 to <4 x double>*
  %scevgep331 = getelementptr <4 x double>, <4 x double>* %scevgep329330, i64 -22
  store <4 x double> %213, <4 x double>* %scevgep331, align 8, !alias.scope !40, !noalias !42
  %scevgep326 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep326327 = bitcast double* %scevgep326 to <4 x double>*
  %scevgep328 = getelementptr <4 x double>, <4 x double>* %scevgep326327, i64 -21
  store <4 x double> %215, <4 x double>* %scevgep328, align 8, !alias.scope !40, !noalias !42
  %scevgep323 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep323324 = bitcast double* %scevgep323 to <4 x double>*
  %scevgep325 = getelementptr <4 x double>, <4 x double>* %scevgep323324, i64 -20
  store <4 x double> %217, <4 x double>* %scevgep325, align 8, !alias.scope !40, !noalias !42
  %scevgep320 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep320321 = bitcast double* %scevgep320 to <4 x double>*
  %scevgep322 = getelementptr <4 x double>, <4 x double>* %scevgep320321, i64 -19
  store <4 x double> %221, <4 x double>* %scevgep322, align 8, !alias.scope !40, !noalias !42
  %scevgep317 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep317318 = bitcast double* %scevgep317 to <4 x double>*
  %scevgep319 = getelementptr <4 x double>, <4 x double>* %scevgep317318, i64 -18
  store <4 x double> %223, <4 x double>* %scevgep319, align 8, !alias.scope !40, !noalias !42
  %scevgep314 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep314315 = bitcast double* %scevgep314 to <4 x double>*
  %scevgep316 = getelementptr <4 x double>, <4 x double>* %scevgep314315, i64 -17
  store <4 x double> %225, <4 x double>* %scevgep316, align 8, !alias.scope !40, !noalias !42
  %scevgep311 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep311312 = bitcast double* %scevgep311 to <4 x double>*
  %scevgep313 = getelementptr <4 x double>, <4 x double>* %scevgep311312, i64 -16
  store <4 x double> %227, <4 x double>* %scevgep313, align 8, !alias.scope !40, !noalias !42
  %scevgep308 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep308309 = bitcast double* %scevgep308 to <4 x double>*
  %scevgep310 = getelementptr <4 x double>, <4 x double>* %scevgep308309, i64 -15
  store <4 x double> %231, <4 x double>* %scevgep310, align 8, !alias.scope !40, !noalias !42
  %scevgep305 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep305306 = bitcast double* %scevgep305 to <4 x double>*
  %scevgep307 = getelementptr <4 x double>, <4 x double>* %scevgep305306, i64 -14
  store <4 x double> %233, <4 x double>* %scevgep307, align 8, !alias.scope !40, !noalias !42
  %scevgep302 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep302303 = bitcast double* %scevgep302 to <4 x double>*
  %scevgep304 = getelementptr <4 x double>, <4 x double>* %scevgep302303, i64 -13
  store <4 x double> %235, <4 x double>* %scevgep304, align 8, !alias.scope !40, !noalias !42
  %scevgep299 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep299300 = bitcast double* %scevgep299 to <4 x double>*
  %scevgep301 = getelementptr <4 x double>, <4 x double>* %scevgep299300, i64 -12
  store <4 x double> %237, <4 x double>* %scevgep301, align 8, !alias.scope !40, !noalias !42
  %scevgep296 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep296297 = bitcast double* %scevgep296 to <4 x double>*
  %scevgep298 = getelementptr <4 x double>, <4 x double>* %scevgep296297, i64 -11
  store <4 x double> %241, <4 x double>* %scevgep298, align 8, !alias.scope !40, !noalias !42
  %scevgep293 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep293294 = bitcast double* %scevgep293 to <4 x double>*
  %scevgep295 = getelementptr <4 x double>, <4 x double>* %scevgep293294, i64 -10
  store <4 x double> %243, <4 x double>* %scevgep295, align 8, !alias.scope !40, !noalias !42
  %scevgep290 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep290291 = bitcast double* %scevgep290 to <4 x double>*
  %scevgep292 = getelementptr <4 x double>, <4 x double>* %scevgep290291, i64 -9
  store <4 x double> %245, <4 x double>* %scevgep292, align 8, !alias.scope !40, !noalias !42
  %scevgep287 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep287288 = bitcast double* %scevgep287 to <4 x double>*
  %scevgep289 = getelementptr <4 x double>, <4 x double>* %scevgep287288, i64 -8
  store <4 x double> %247, <4 x double>* %scevgep289, align 8, !alias.scope !40, !noalias !42
  %scevgep284 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep284285 = bitcast double* %scevgep284 to <4 x double>*
  %scevgep286 = getelementptr <4 x double>, <4 x double>* %scevgep284285, i64 -7
  store <4 x double> %251, <4 x double>* %scevgep286, align 8, !alias.scope !40, !noalias !42
  %scevgep281 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep281282 = bitcast double* %scevgep281 to <4 x double>*
  %scevgep283 = getelementptr <4 x double>, <4 x double>* %scevgep281282, i64 -6
  store <4 x double> %253, <4 x double>* %scevgep283, align 8, !alias.scope !40, !noalias !42
  %scevgep278 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep278279 = bitcast double* %scevgep278 to <4 x double>*
  %scevgep280 = getelementptr <4 x double>, <4 x double>* %scevgep278279, i64 -5
  store <4 x double> %255, <4 x double>* %scevgep280, align 8, !alias.scope !40, !noalias !42
  %scevgep275 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep275276 = bitcast double* %scevgep275 to <4 x double>*
  %scevgep277 = getelementptr <4 x double>, <4 x double>* %scevgep275276, i64 -4
  store <4 x double> %257, <4 x double>* %scevgep277, align 8, !alias.scope !40, !noalias !42
  %scevgep355 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep355356 = bitcast double* %scevgep355 to <4 x double>*
  %scevgep357 = getelementptr <4 x double>, <4 x double>* %scevgep355356, i64 -3
  store <4 x double> %261, <4 x double>* %scevgep357, align 8, !alias.scope !40, !noalias !42
  %scevgep352 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep352353 = bitcast double* %scevgep352 to <4 x double>*
  %scevgep354 = getelementptr <4 x double>, <4 x double>* %scevgep352353, i64 -2
  store <4 x double> %263, <4 x double>* %scevgep354, align 8, !alias.scope !40, !noalias !42
  %scevgep349 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep349350 = bitcast double* %scevgep349 to <4 x double>*
  %scevgep351 = getelementptr <4 x double>, <4 x double>* %scevgep349350, i64 -1
  store <4 x double> %265, <4 x double>* %scevgep351, align 8, !alias.scope !40, !noalias !42
  %scevgep347 = getelementptr double, double* %scevgep274, i64 %index205
  %scevgep347348 = bitcast double* %scevgep347 to <4 x double>*
  store <4 x double> %267, <4 x double>* %scevgep347348, align 8, !alias.scope !40, !noalias !42
  %index.next222.7 = add i64 %index205, 128
  %lsr.iv.next = add i64 %lsr.iv, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7, label %middle.block196.unr-lcssa, label %vector.body198, !llvm.loop !43

middle.block196.unr-lcssa:                        ; preds = %vector.body198, %vector.ph200
  %index205.unr = phi i64 [ 0, %vector.ph200 ], [ %index.next222.7, %vector.body198 ]
  %268 = icmp eq i64 %xtraiter, 0
  br i1 %268, label %middle.block196, label %vector.body198.epil.preheader

vector.body198.epil.preheader:                    ; preds = %middle.block196.unr-lcssa
  %269 = load double, double* %.214, align 8, !alias.scope !35
  %270 = load double, double* %arg.x.4, align 8, !alias.scope !38
  %.scalar.epil = fmul double %269, %270
  %271 = insertelement <4 x double> poison, double %.scalar.epil, i64 0
  %272 = shufflevector <4 x double> %271, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar225.epil = fmul double %269, %270
  %273 = insertelement <4 x double> poison, double %.scalar225.epil, i64 0
  %274 = shufflevector <4 x double> %273, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar226.epil = fmul double %269, %270
  %275 = insertelement <4 x double> poison, double %.scalar226.epil, i64 0
  %276 = shufflevector <4 x double> %275, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar227.epil = fmul double %269, %270
  %277 = insertelement <4 x double> poison, double %.scalar227.epil, i64 0
  %278 = shufflevector <4 x double> %277, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep370 = getelementptr double, double* %.6.i2437, i64 12
  %scevgep371 = getelementptr double, double* %scevgep370, i64 %index205.unr
  br label %vector.body198.epil

vector.body198.epil:                              ; preds = %vector.body198.epil, %vector.body198.epil.preheader
  %lsr.iv372 = phi i64 [ %lsr.iv.next373, %vector.body198.epil ], [ 0, %vector.body198.epil.preheader ]
  %279 = bitcast double* %scevgep371 to i8*
  %uglygep382 = getelementptr i8, i8* %279, i64 %lsr.iv372
  %uglygep382383 = bitcast i8* %uglygep382 to <4 x double>*
  %scevgep384 = getelementptr <4 x double>, <4 x double>* %uglygep382383, i64 -3
  store <4 x double> %272, <4 x double>* %scevgep384, align 8, !alias.scope !40, !noalias !42
  %uglygep379 = getelementptr i8, i8* %279, i64 %lsr.iv372
  %uglygep379380 = bitcast i8* %uglygep379 to <4 x double>*
  %scevgep381 = getelementptr <4 x double>, <4 x double>* %uglygep379380, i64 -2
  store <4 x double> %274, <4 x double>* %scevgep381, align 8, !alias.scope !40, !noalias !42
  %uglygep376 = getelementptr i8, i8* %279, i64 %lsr.iv372
  %uglygep376377 = bitcast i8* %uglygep376 to <4 x double>*
  %scevgep378 = getelementptr <4 x double>, <4 x double>* %uglygep376377, i64 -1
  store <4 x double> %276, <4 x double>* %scevgep378, align 8, !alias.scope !40, !noalias !42
  %uglygep = getelementptr i8, i8* %279, i64 %lsr.iv372
  %uglygep375 = bitcast i8* %uglygep to <4 x double>*
  store <4 x double> %278, <4 x double>* %uglygep375, align 8, !alias.scope !40, !noalias !42
  %lsr.iv.next373 = add nuw nsw i64 %lsr.iv372, 128
  %epil.iter.cmp.not = icmp eq i64 %7, %lsr.iv.next373
  br i1 %epil.iter.cmp.not, label %middle.block196, label %vector.body198.epil, !llvm.loop !44

middle.block196:                                  ; preds = %vector.body198.epil, %middle.block196.unr-lcssa
  %280 = icmp eq i64 %spec.select49.mux, %n.vec202
  br i1 %280, label %for.end, label %for.body.preheader233

for.body.preheader233:                            ; preds = %vector.memcheck180, %for.body.preheader81, %middle.block196
  %loop.index36.ph = phi i64 [ 0, %vector.memcheck180 ], [ 0, %for.body.preheader81 ], [ %n.vec202, %middle.block196 ]
  %281 = icmp eq i64 %xtraiter235, 0
  %282 = xor i64 %loop.index36.ph, -1
  %283 = add i64 %spec.select49.mux, %282
  br i1 %281, label %for.body.prol.loopexit, label %for.body.prol.preheader

for.body.prol.preheader:                          ; preds = %for.body.preheader233
  br label %for.body.prol

for.body.prol:                                    ; preds = %for.body.prol.preheader, %for.body.prol
  %lsr.iv386 = phi i64 [ %xtraiter235, %for.body.prol.preheader ], [ %lsr.iv.next387, %for.body.prol ]
  %loop.index36.prol = phi i64 [ %.473.prol, %for.body.prol ], [ %loop.index36.ph, %for.body.prol.preheader ]
  %.435.prol = load double, double* %.214, align 8
  %.444.prol = load double, double* %arg.x.4, align 8
  %.6.i.prol = fmul double %.435.prol, %.444.prol
  %scevgep385 = getelementptr double, double* %.6.i2437, i64 %loop.index36.prol
  store double %.6.i.prol, double* %scevgep385, align 8
  %.473.prol = add nuw i64 %loop.index36.prol, 1
  %lsr.iv.next387 = add nsw i64 %lsr.iv386, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next387, 0
  br i1 %prol.iter.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !45

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader233
  %loop.index36.unr = phi i64 [ %loop.index36.ph, %for.body.preheader233 ], [ %.473.prol, %for.body.prol ]
  %284 = icmp ult i64 %283, 7
  br i1 %284, label %for.end, label %for.body.preheader272

for.body.preheader272:                            ; preds = %for.body.prol.loopexit
  br label %for.body

for.body.us54.preheader:                          ; preds = %for.body.preheader.split
  br i1 %or.cond224, label %vector.memcheck139, label %for.body.us54.preheader231

vector.memcheck139:                               ; preds = %for.body.us54.preheader
  %scevgep140 = getelementptr double, double* %.6.i2437, i64 %spec.select49.mux
  %bound0148 = icmp ult double* %.6.i2437, %scevgep144
  %bound1149 = icmp ult double* %scevgep142, %scevgep140
  %found.conflict150 = and i1 %bound0148, %bound1149
  %bound0151 = icmp ult double* %.6.i2437, %scevgep146
  %bound1152 = icmp ugt double* %scevgep140, %arg.x.4
  %found.conflict153 = and i1 %bound0151, %bound1152
  %conflict.rdx154 = or i1 %found.conflict150, %found.conflict153
  br i1 %conflict.rdx154, label %for.body.us54.preheader231, label %vector.ph159

vector.ph159:                                     ; preds = %vector.memcheck139
  %285 = icmp ult i64 %math, 112
  br i1 %285, label %middle.block155.unr-lcssa, label %vector.ph159.new

vector.ph159.new:                                 ; preds = %vector.ph159
  %286 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert169 = insertelement <4 x double> poison, double %286, i64 0
  %broadcast.splat170 = shufflevector <4 x double> %broadcast.splatinsert169, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171 = insertelement <4 x double> poison, double %286, i64 0
  %broadcast.splat172 = shufflevector <4 x double> %broadcast.splatinsert171, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173 = insertelement <4 x double> poison, double %286, i64 0
  %broadcast.splat174 = shufflevector <4 x double> %broadcast.splatinsert173, <4 x double> poison, <4 x i32> zeroinitializer
  %287 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert175 = insertelement <4 x double> poison, double %287, i64 0
  %broadcast.splat176 = shufflevector <4 x double> %broadcast.splatinsert175, <4 x double> poison, <4 x i32> zeroinitializer
  %288 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert169.1 = insertelement <4 x double> poison, double %288, i64 0
  %broadcast.splat170.1 = shufflevector <4 x double> %broadcast.splatinsert169.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171.1 = insertelement <4 x double> poison, double %288, i64 0
  %broadcast.splat172.1 = shufflevector <4 x double> %broadcast.splatinsert171.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173.1 = insertelement <4 x double> poison, double %288, i64 0
  %broadcast.splat174.1 = shufflevector <4 x double> %broadcast.splatinsert173.1, <4 x double> poison, <4 x i32> zeroinitializer
  %289 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert175.1 = insertelement <4 x double> poison, double %289, i64 0
  %broadcast.splat176.1 = shufflevector <4 x double> %broadcast.splatinsert175.1, <4 x double> poison, <4 x i32> zeroinitializer
  %290 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert169.2 = insertelement <4 x double> poison, double %290, i64 0
  %broadcast.splat170.2 = shufflevector <4 x double> %broadcast.splatinsert169.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171.2 = insertelement <4 x double> poison, double %290, i64 0
  %broadcast.splat172.2 = shufflevector <4 x double> %broadcast.splatinsert171.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173.2 = insertelement <4 x double> poison, double %290, i64 0
  %broadcast.splat174.2 = shufflevector <4 x double> %broadcast.splatinsert173.2, <4 x double> poison, <4 x i32> zeroinitializer
  %291 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert175.2 = insertelement <4 x double> poison, double %291, i64 0
  %broadcast.splat176.2 = shufflevector <4 x double> %broadcast.splatinsert175.2, <4 x double> poison, <4 x i32> zeroinitializer
  %292 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert169.3 = insertelement <4 x double> poison, double %292, i64 0
  %broadcast.splat170.3 = shufflevector <4 x double> %broadcast.splatinsert169.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171.3 = insertelement <4 x double> poison, double %292, i64 0
  %broadcast.splat172.3 = shufflevector <4 x double> %broadcast.splatinsert171.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173.3 = insertelement <4 x double> poison, double %292, i64 0
  %broadcast.splat174.3 = shufflevector <4 x double> %broadcast.splatinsert173.3, <4 x double> poison, <4 x i32> zeroinitializer
  %293 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert175.3 = insertelement <4 x double> poison, double %293, i64 0
  %broadcast.splat176.3 = shufflevector <4 x double> %broadcast.splatinsert175.3, <4 x double> poison, <4 x i32> zeroinitializer
  %294 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert169.4 = insertelement <4 x double> poison, double %294, i64 0
  %broadcast.splat170.4 = shufflevector <4 x double> %broadcast.splatinsert169.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171.4 = insertelement <4 x double> poison, double %294, i64 0
  %broadcast.splat172.4 = shufflevector <4 x double> %broadcast.splatinsert171.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173.4 = insertelement <4 x double> poison, double %294, i64 0
  %broadcast.splat174.4 = shufflevector <4 x double> %broadcast.splatinsert173.4, <4 x double> poison, <4 x i32> zeroinitializer
  %295 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert175.4 = insertelement <4 x double> poison, double %295, i64 0
  %broadcast.splat176.4 = shufflevector <4 x double> %broadcast.splatinsert175.4, <4 x double> poison, <4 x i32> zeroinitializer
  %296 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert169.5 = insertelement <4 x double> poison, double %296, i64 0
  %broadcast.splat170.5 = shufflevector <4 x double> %broadcast.splatinsert169.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171.5 = insertelement <4 x double> poison, double %296, i64 0
  %broadcast.splat172.5 = shufflevector <4 x double> %broadcast.splatinsert171.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173.5 = insertelement <4 x double> poison, double %296, i64 0
  %broadcast.splat174.5 = shufflevector <4 x double> %broadcast.splatinsert173.5, <4 x double> poison, <4 x i32> zeroinitializer
  %297 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert175.5 = insertelement <4 x double> poison, double %297, i64 0
  %broadcast.splat176.5 = shufflevector <4 x double> %broadcast.splatinsert175.5, <4 x double> poison, <4 x i32> zeroinitializer
  %298 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert169.6 = insertelement <4 x double> poison, double %298, i64 0
  %broadcast.splat170.6 = shufflevector <4 x double> %broadcast.splatinsert169.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171.6 = insertelement <4 x double> poison, double %298, i64 0
  %broadcast.splat172.6 = shufflevector <4 x double> %broadcast.splatinsert171.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173.6 = insertelement <4 x double> poison, double %298, i64 0
  %broadcast.splat174.6 = shufflevector <4 x double> %broadcast.splatinsert173.6, <4 x double> poison, <4 x i32> zeroinitializer
  %299 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert175.6 = insertelement <4 x double> poison, double %299, i64 0
  %broadcast.splat176.6 = shufflevector <4 x double> %broadcast.splatinsert175.6, <4 x double> poison, <4 x i32> zeroinitializer
  %300 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert169.7 = insertelement <4 x double> poison, double %300, i64 0
  %broadcast.splat170.7 = shufflevector <4 x double> %broadcast.splatinsert169.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171.7 = insertelement <4 x double> poison, double %300, i64 0
  %broadcast.splat172.7 = shufflevector <4 x double> %broadcast.splatinsert171.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173.7 = insertelement <4 x double> poison, double %300, i64 0
  %broadcast.splat174.7 = shufflevector <4 x double> %broadcast.splatinsert173.7, <4 x double> poison, <4 x i32> zeroinitializer
  %301 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert175.7 = insertelement <4 x double> poison, double %301, i64 0
  %broadcast.splat176.7 = shufflevector <4 x double> %broadcast.splatinsert175.7, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep500 = getelementptr double, double* %.6.i2437, i64 124
  br label %vector.body157

vector.body157:                                   ; preds = %vector.body157, %vector.ph159.new
  %lsr.iv596 = phi i64 [ %lsr.iv.next597, %vector.body157 ], [ %unroll_iter, %vector.ph159.new ]
  %index164 = phi i64 [ 0, %vector.ph159.new ], [ %index.next177.7, %vector.body157 ]
  %scevgep488 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep488489 = bitcast double* %scevgep488 to <4 x double>*
  %scevgep490 = getelementptr <4 x double>, <4 x double>* %scevgep488489, i64 -31
  %wide.load165 = load <4 x double>, <4 x double>* %scevgep490, align 8, !alias.scope !49
  %scevgep497 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep497498 = bitcast double* %scevgep497 to <4 x double>*
  %scevgep499 = getelementptr <4 x double>, <4 x double>* %scevgep497498, i64 -30
  %wide.load166 = load <4 x double>, <4 x double>* %scevgep499, align 8, !alias.scope !49
  %scevgep494 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep494495 = bitcast double* %scevgep494 to <4 x double>*
  %scevgep496 = getelementptr <4 x double>, <4 x double>* %scevgep494495, i64 -29
  %wide.load167 = load <4 x double>, <4 x double>* %scevgep496, align 8, !alias.scope !49
  %scevgep491 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep491492 = bitcast double* %scevgep491 to <4 x double>*
  %scevgep493 = getelementptr <4 x double>, <4 x double>* %scevgep491492, i64 -28
  %wide.load168 = load <4 x double>, <4 x double>* %scevgep493, align 8, !alias.scope !49
  %302 = fmul <4 x double> %broadcast.splat170, %wide.load165
  %303 = fmul <4 x double> %broadcast.splat172, %wide.load166
  %304 = fmul <4 x double> %broadcast.splat174, %wide.load167
  %305 = fmul <4 x double> %broadcast.splat176, %wide.load168
  %scevgep584 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep584585 = bitcast double* %scevgep584 to <4 x double>*
  %scevgep586 = getelementptr <4 x double>, <4 x double>* %scevgep584585, i64 -31
  store <4 x double> %302, <4 x double>* %scevgep586, align 8, !alias.scope !51, !noalias !53
  %scevgep593 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep593594 = bitcast double* %scevgep593 to <4 x double>*
  %scevgep595 = getelementptr <4 x double>, <4 x double>* %scevgep593594, i64 -30
  store <4 x double> %303, <4 x double>* %scevgep595, align 8, !alias.scope !51, !noalias !53
  %scevgep590 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep590591 = bitcast double* %scevgep590 to <4 x double>*
  %scevgep592 = getelementptr <4 x double>, <4 x double>* %scevgep590591, i64 -29
  store <4 x double> %304, <4 x double>* %scevgep592, align 8, !alias.scope !51, !noalias !53
  %scevgep587 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep587588 = bitcast double* %scevgep587 to <4 x double>*
  %scevgep589 = getelementptr <4 x double>, <4 x double>* %scevgep587588, i64 -28
  store <4 x double> %305, <4 x double>* %scevgep589, align 8, !alias.scope !51, !noalias !53
  %scevgep474 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep474475 = bitcast double* %scevgep474 to <4 x double>*
  %scevgep476 = getelementptr <4 x double>, <4 x double>* %scevgep474475, i64 -27
  %wide.load165.1 = load <4 x double>, <4 x double>* %scevgep476, align 8, !alias.scope !49
  %scevgep471 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep471472 = bitcast double* %scevgep471 to <4 x double>*
  %scevgep473 = getelementptr <4 x double>, <4 x double>* %scevgep471472, i64 -26
  %wide.load166.1 = load <4 x double>, <4 x double>* %scevgep473, align 8, !alias.scope !49
  %scevgep468 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep468469 = bitcast double* %scevgep468 to <4 x double>*
  %scevgep470 = getelementptr <4 x double>, <4 x double>* %scevgep468469, i64 -25
  %wide.load167.1 = load <4 x double>, <4 x double>* %scevgep470, align 8, !alias.scope !49
  %scevgep465 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep465466 = bitcast double* %scevgep465 to <4 x double>*
  %scevgep467 = getelementptr <4 x double>, <4 x double>* %scevgep465466, i64 -24
  %wide.load168.1 = load <4 x double>, <4 x double>* %scevgep467, align 8, !alias.scope !49
  %306 = fmul <4 x double> %broadcast.splat170.1, %wide.load165.1
  %307 = fmul <4 x double> %broadcast.splat172.1, %wide.load166.1
  %308 = fmul <4 x double> %broadcast.splat174.1, %wide.load167.1
  %309 = fmul <4 x double> %broadcast.splat176.1, %wide.load168.1
  %scevgep570 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep570571 = bitcast double* %scevgep570 to <4 x double>*
  %scevgep572 = getelementptr <4 x double>, <4 x double>* %scevgep570571, i64 -27
  store <4 x double> %306, <4 x double>* %scevgep572, align 8, !alias.scope !51, !noalias !53
  %scevgep567 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep567568 = bitcast double* %scevgep567 to <4 x double>*
  %scevgep569 = getelementptr <4 x double>, <4 x double>* %scevgep567568, i64 -26
  store <4 x double> %307, <4 x double>* %scevgep569, align 8, !alias.scope !51, !noalias !53
  %scevgep564 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep564565 = bitcast double* %scevgep564 to <4 x double>*
  %scevgep566 = getelementptr <4 x double>, <4 x double>* %scevgep564565, i64 -25
  store <4 x double> %308, <4 x double>* %scevgep566, align 8, !alias.scope !51, !noalias !53
  %scevgep561 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep561562 = bitcast double* %scevgep561 to <4 x double>*
  %scevgep563 = getelementptr <4 x double>, <4 x double>* %scevgep561562, i64 -24
  store <4 x double> %309, <4 x double>* %scevgep563, align 8, !alias.scope !51, !noalias !53
  %scevgep462 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep462463 = bitcast double* %scevgep462 to <4 x double>*
  %scevgep464 = getelementptr <4 x double>, <4 x double>* %scevgep462463, i64 -23
  %wide.load165.2 = load <4 x double>, <4 x double>* %scevgep464, align 8, !alias.scope !49
  %scevgep459 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep459460 = bitcast double* %scevgep459 to <4 x double>*
  %scevgep461 = getelementptr <4 x double>, <4 x double>* %scevgep459460, i64 -22
  %wide.load166.2 = load <4 x double>, <4 x double>* %scevgep461, align 8, !alias.scope !49
  %scevgep456 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep456457 = bitcast double* %scevgep456 to <4 x double>*
  %scevgep458 = getelementptr <4 x double>, <4 x double>* %scevgep456457, i64 -21
  %wide.load167.2 = load <4 x double>, <4 x double>* %scevgep458, align 8, !alias.scope !49
  %scevgep453 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep453454 = bitcast double* %scevgep453 to <4 x double>*
  %scevgep455 = getelementptr <4 x double>, <4 x double>* %scevgep453454, i64 -20
  %wide.load168.2 = load <4 x double>, <4 x double>* %scevgep455, align 8, !alias.scope !49
  %310 = fmul <4 x double> %broadcast.splat170.2, %wide.load165.2
  %311 = fmul <4 x double> %broadcast.splat172.2, %wide.load166.2
  %312 = fmul <4 x double> %broadcast.splat174.2, %wide.load167.2
  %313 = fmul <4 x double> %broadcast.splat176.2, %wide.load168.2
  %scevgep558 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep558559 = bitcast double* %scevgep558 to <4 x double>*
  %scevgep560 = getelementptr <4 x double>, <4 x double>* %scevgep558559, i64 -23
  store <4 x double> %310, <4 x double>* %scevgep560, align 8, !alias.scope !51, !noalias !53
  %scevgep555 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep555556 = bitcast double* %scevgep555 to <4 x double>*
  %scevgep557 = getelementptr <4 x double>, <4 x double>* %scevgep555556, i64 -22
  store <4 x double> %311, <4 x double>* %scevgep557, align 8, !alias.scope !51, !noalias !53
  %scevgep552 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep552553 = bitcast double* %scevgep552 to <4 x double>*
  %scevgep554 = getelementptr <4 x double>, <4 x double>* %scevgep552553, i64 -21
  store <4 x double> %312, <4 x double>* %scevgep554, align 8, !alias.scope !51, !noalias !53
  %scevgep549 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep549550 = bitcast double* %scevgep549 to <4 x double>*
  %scevgep551 = getelementptr <4 x double>, <4 x double>* %scevgep549550, i64 -20
  store <4 x double> %313, <4 x double>* %scevgep551, align 8, !alias.scope !51, !noalias !53
  %scevgep450 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep450451 = bitcast double* %scevgep450 to <4 x double>*
  %scevgep452 = getelementptr <4 x double>, <4 x double>* %scevgep450451, i64 -19
  %wide.load165.3 = load <4 x double>, <4 x double>* %scevgep452, align 8, !alias.scope !49
  %scevgep447 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep447448 = bitcast double* %scevgep447 to <4 x double>*
  %scevgep449 = getelementptr <4 x double>, <4 x double>* %scevgep447448, i64 -18
  %wide.load166.3 = load <4 x double>, <4 x double>* %scevgep449, align 8, !alias.scope !49
  %scevgep444 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep444445 = bitcast double* %scevgep444 to <4 x double>*
  %scevgep446 = getelementptr <4 x double>, <4 x double>* %scevgep444445, i64 -17
  %wide.load167.3 = load <4 x double>, <4 x double>* %scevgep446, align 8, !alias.scope !49
  %scevgep441 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep441442 = bitcast double* %scevgep441 to <4 x double>*
  %scevgep443 = getelementptr <4 x double>, <4 x double>* %scevgep441442, i64 -16
  %wide.load168.3 = load <4 x double>, <4 x double>* %scevgep443, align 8, !alias.scope !49
  %314 = fmul <4 x double> %broadcast.splat170.3, %wide.load165.3
  %315 = fmul <4 x double> %broadcast.splat172.3, %wide.load166.3
  %316 = fmul <4 x double> %broadcast.splat174.3, %wide.load167.3
  %317 = fmul <4 x double> %broadcast.splat176.3, %wide.load168.3
  %scevgep546 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep546547 = bitcast double* %scevgep546 to <4 x double>*
  %scevgep548 = getelementptr <4 x double>, <4 x double>* %scevgep546547, i64 -19
  store <4 x double> %314, <4 x double>* %scevgep548, align 8, !alias.scope !51, !noalias !53
  %scevgep543 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep543544 = bitcast double* %scevgep543 to <4 x double>*
  %scevgep545 = getelementptr <4 x double>, <4 x double>* %scevgep543544, i64 -18
  store <4 x double> %315, <4 x double>* %scevgep545, align 8, !alias.scope !51, !noalias !53
  %scevgep540 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep540541 = bitcast double* %scevgep540 to <4 x double>*
  %scevgep542 = getelementptr <4 x double>, <4 x double>* %scevgep540541, i64 -17
  store <4 x double> %316, <4 x double>* %scevgep542, align 8, !alias.scope !51, !noalias !53
  %scevgep537 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep537538 = bitcast double* %scevgep537 to <4 x double>*
  %scevgep539 = getelementptr <4 x double>, <4 x double>* %scevgep537538, i64 -16
  store <4 x double> %317, <4 x double>* %scevgep539, align 8, !alias.scope !51, !noalias !53
  %scevgep438 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep438439 = bitcast double* %scevgep438 to <4 x double>*
  %scevgep440 = getelementptr <4 x double>, <4 x double>* %scevgep438439, i64 -15
  %wide.load165.4 = load <4 x double>, <4 x double>* %scevgep440, align 8, !alias.scope !49
  %scevgep435 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep435436 = bitcast double* %scevgep435 to <4 x double>*
  %scevgep437 = getelementptr <4 x double>, <4 x double>* %scevgep435436, i64 -14
  %wide.load166.4 = load <4 x double>, <4 x double>* %scevgep437, align 8, !alias.scope !49
  %scevgep432 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep432433 = bitcast double* %scevgep432 to <4 x double>*
  %scevgep434 = getelementptr <4 x double>, <4 x double>* %scevgep432433, i64 -13
  %wide.load167.4 = load <4 x double>, <4 x double>* %scevgep434, align 8, !alias.scope !49
  %scevgep429 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep429430 = bitcast double* %scevgep429 to <4 x double>*
  %scevgep431 = getelementptr <4 x double>, <4 x double>* %scevgep429430, i64 -12
  %wide.load168.4 = load <4 x double>, <4 x double>* %scevgep431, align 8, !alias.scope !49
  %318 = fmul <4 x double> %broadcast.splat170.4, %wide.load165.4
  %319 = fmul <4 x double> %broadcast.splat172.4, %wide.load166.4
  %320 = fmul <4 x double> %broadcast.splat174.4, %wide.load167.4
  %321 = fmul <4 x double> %broadcast.splat176.4, %wide.load168.4
  %scevgep534 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep534535 = bitcast double* %scevgep534 to <4 x double>*
  %scevgep536 = getelementptr <4 x double>, <4 x double>* %scevgep534535, i64 -15
  store <4 x double> %318, <4 x double>* %scevgep536, align 8, !alias.scope !51, !noalias !53
  %scevgep531 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep531532 = bitcast double* %scevgep531 to <4 x double>*
  %scevgep533 = getelementptr <4 x double>, <4 x double>* %scevgep531532, i64 -14
  store <4 x double> %319, <4 x double>* %scevgep533, align 8, !alias.scope !51, !noalias !53
  %scevgep528 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep528529 = bitcast double* %scevgep528 to <4 x double>*
  %scevgep530 = getelementptr <4 x double>, <4 x double>* %scevgep528529, i64 -13
  store <4 x double> %320, <4 x double>* %scevgep530, align 8, !alias.scope !51, !noalias !53
  %scevgep525 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep525526 = bitcast double* %scevgep525 to <4 x double>*
  %scevgep527 = getelementptr <4 x double>, <4 x double>* %scevgep525526, i64 -12
  store <4 x double> %321, <4 x double>* %scevgep527, align 8, !alias.scope !51, !noalias !53
  %scevgep426 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep426427 = bitcast double* %scevgep426 to <4 x double>*
  %scevgep428 = getelementptr <4 x double>, <4 x double>* %scevgep426427, i64 -11
  %wide.load165.5 = load <4 x double>, <4 x double>* %scevgep428, align 8, !alias.scope !49
  %scevgep423 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep423424 = bitcast double* %scevgep423 to <4 x double>*
  %scevgep425 = getelementptr <4 x double>, <4 x double>* %scevgep423424, i64 -10
  %wide.load166.5 = load <4 x double>, <4 x double>* %scevgep425, align 8, !alias.scope !49
  %scevgep420 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep420421 = bitcast double* %scevgep420 to <4 x double>*
  %scevgep422 = getelementptr <4 x double>, <4 x double>* %scevgep420421, i64 -9
  %wide.load167.5 = load <4 x double>, <4 x double>* %scevgep422, align 8, !alias.scope !49
  %scevgep417 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep417418 = bitcast double* %scevgep417 to <4 x double>*
  %scevgep419 = getelementptr <4 x double>, <4 x double>* %scevgep417418, i64 -8
  %wide.load168.5 = load <4 x double>, <4 x double>* %scevgep419, align 8, !alias.scope !49
  %322 = fmul <4 x double> %broadcast.splat170.5, %wide.load165.5
  %323 = fmul <4 x double> %broadcast.splat172.5, %wide.load166.5
  %324 = fmul <4 x double> %broadcast.splat174.5, %wide.load167.5
  %325 = fmul <4 x double> %broadcast.splat176.5, %wide.load168.5
  %scevgep522 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep522523 = bitcast double* %scevgep522 to <4 x double>*
  %scevgep524 = getelementptr <4 x double>, <4 x double>* %scevgep522523, i64 -11
  store <4 x double> %322, <4 x double>* %scevgep524, align 8, !alias.scope !51, !noalias !53
  %scevgep519 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep519520 = bitcast double* %scevgep519 to <4 x double>*
  %scevgep521 = getelementptr <4 x double>, <4 x double>* %scevgep519520, i64 -10
  store <4 x double> %323, <4 x double>* %scevgep521, align 8, !alias.scope !51, !noalias !53
  %scevgep516 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep516517 = bitcast double* %scevgep516 to <4 x double>*
  %scevgep518 = getelementptr <4 x double>, <4 x double>* %scevgep516517, i64 -9
  store <4 x double> %324, <4 x double>* %scevgep518, align 8, !alias.scope !51, !noalias !53
  %scevgep513 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep513514 = bitcast double* %scevgep513 to <4 x double>*
  %scevgep515 = getelementptr <4 x double>, <4 x double>* %scevgep513514, i64 -8
  store <4 x double> %325, <4 x double>* %scevgep515, align 8, !alias.scope !51, !noalias !53
  %scevgep414 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep414415 = bitcast double* %scevgep414 to <4 x double>*
  %scevgep416 = getelementptr <4 x double>, <4 x double>* %scevgep414415, i64 -7
  %wide.load165.6 = load <4 x double>, <4 x double>* %scevgep416, align 8, !alias.scope !49
  %scevgep411 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep411412 = bitcast double* %scevgep411 to <4 x double>*
  %scevgep413 = getelementptr <4 x double>, <4 x double>* %scevgep411412, i64 -6
  %wide.load166.6 = load <4 x double>, <4 x double>* %scevgep413, align 8, !alias.scope !49
  %scevgep408 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep408409 = bitcast double* %scevgep408 to <4 x double>*
  %scevgep410 = getelementptr <4 x double>, <4 x double>* %scevgep408409, i64 -5
  %wide.load167.6 = load <4 x double>, <4 x double>* %scevgep410, align 8, !alias.scope !49
  %scevgep405 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep405406 = bitcast double* %scevgep405 to <4 x double>*
  %scevgep407 = getelementptr <4 x double>, <4 x double>* %scevgep405406, i64 -4
  %wide.load168.6 = load <4 x double>, <4 x double>* %scevgep407, align 8, !alias.scope !49
  %326 = fmul <4 x double> %broadcast.splat170.6, %wide.load165.6
  %327 = fmul <4 x double> %broadcast.splat172.6, %wide.load166.6
  %328 = fmul <4 x double> %broadcast.splat174.6, %wide.load167.6
  %329 = fmul <4 x double> %broadcast.splat176.6, %wide.load168.6
  %scevgep510 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep510511 = bitcast double* %scevgep510 to <4 x double>*
  %scevgep512 = getelementptr <4 x double>, <4 x double>* %scevgep510511, i64 -7
  store <4 x double> %326, <4 x double>* %scevgep512, align 8, !alias.scope !51, !noalias !53
  %scevgep507 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep507508 = bitcast double* %scevgep507 to <4 x double>*
  %scevgep509 = getelementptr <4 x double>, <4 x double>* %scevgep507508, i64 -6
  store <4 x double> %327, <4 x double>* %scevgep509, align 8, !alias.scope !51, !noalias !53
  %scevgep504 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep504505 = bitcast double* %scevgep504 to <4 x double>*
  %scevgep506 = getelementptr <4 x double>, <4 x double>* %scevgep504505, i64 -5
  store <4 x double> %328, <4 x double>* %scevgep506, align 8, !alias.scope !51, !noalias !53
  %scevgep501 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep501502 = bitcast double* %scevgep501 to <4 x double>*
  %scevgep503 = getelementptr <4 x double>, <4 x double>* %scevgep501502, i64 -4
  store <4 x double> %329, <4 x double>* %scevgep503, align 8, !alias.scope !51, !noalias !53
  %scevgep485 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep485486 = bitcast double* %scevgep485 to <4 x double>*
  %scevgep487 = getelementptr <4 x double>, <4 x double>* %scevgep485486, i64 -3
  %wide.load165.7 = load <4 x double>, <4 x double>* %scevgep487, align 8, !alias.scope !49
  %scevgep482 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep482483 = bitcast double* %scevgep482 to <4 x double>*
  %scevgep484 = getelementptr <4 x double>, <4 x double>* %scevgep482483, i64 -2
  %wide.load166.7 = load <4 x double>, <4 x double>* %scevgep484, align 8, !alias.scope !49
  %scevgep479 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep479480 = bitcast double* %scevgep479 to <4 x double>*
  %scevgep481 = getelementptr <4 x double>, <4 x double>* %scevgep479480, i64 -1
  %wide.load167.7 = load <4 x double>, <4 x double>* %scevgep481, align 8, !alias.scope !49
  %scevgep477 = getelementptr double, double* %scevgep404, i64 %index164
  %scevgep477478 = bitcast double* %scevgep477 to <4 x double>*
  %wide.load168.7 = load <4 x double>, <4 x double>* %scevgep477478, align 8, !alias.scope !49
  %330 = fmul <4 x double> %broadcast.splat170.7, %wide.load165.7
  %331 = fmul <4 x double> %broadcast.splat172.7, %wide.load166.7
  %332 = fmul <4 x double> %broadcast.splat174.7, %wide.load167.7
  %333 = fmul <4 x double> %broadcast.splat176.7, %wide.load168.7
  %scevgep581 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep581582 = bitcast double* %scevgep581 to <4 x double>*
  %scevgep583 = getelementptr <4 x double>, <4 x double>* %scevgep581582, i64 -3
  store <4 x double> %330, <4 x double>* %scevgep583, align 8, !alias.scope !51, !noalias !53
  %scevgep578 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep578579 = bitcast double* %scevgep578 to <4 x double>*
  %scevgep580 = getelementptr <4 x double>, <4 x double>* %scevgep578579, i64 -2
  store <4 x double> %331, <4 x double>* %scevgep580, align 8, !alias.scope !51, !noalias !53
  %scevgep575 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep575576 = bitcast double* %scevgep575 to <4 x double>*
  %scevgep577 = getelementptr <4 x double>, <4 x double>* %scevgep575576, i64 -1
  store <4 x double> %332, <4 x double>* %scevgep577, align 8, !alias.scope !51, !noalias !53
  %scevgep573 = getelementptr double, double* %scevgep500, i64 %index164
  %scevgep573574 = bitcast double* %scevgep573 to <4 x double>*
  store <4 x double> %333, <4 x double>* %scevgep573574, align 8, !alias.scope !51, !noalias !53
  %index.next177.7 = add i64 %index164, 128
  %lsr.iv.next597 = add i64 %lsr.iv596, -8
  %niter241.ncmp.7 = icmp eq i64 %lsr.iv.next597, 0
  br i1 %niter241.ncmp.7, label %middle.block155.unr-lcssa, label %vector.body157, !llvm.loop !54

middle.block155.unr-lcssa:                        ; preds = %vector.body157, %vector.ph159
  %index164.unr = phi i64 [ 0, %vector.ph159 ], [ %index.next177.7, %vector.body157 ]
  %334 = and i64 %3, 7
  %335 = icmp eq i64 %334, 0
  br i1 %335, label %middle.block155, label %vector.body157.epil.preheader

vector.body157.epil.preheader:                    ; preds = %middle.block155.unr-lcssa
  %336 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert169.epil = insertelement <4 x double> poison, double %336, i64 0
  %broadcast.splat170.epil = shufflevector <4 x double> %broadcast.splatinsert169.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171.epil = insertelement <4 x double> poison, double %336, i64 0
  %broadcast.splat172.epil = shufflevector <4 x double> %broadcast.splatinsert171.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173.epil = insertelement <4 x double> poison, double %336, i64 0
  %broadcast.splat174.epil = shufflevector <4 x double> %broadcast.splatinsert173.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %337 = load double, double* %.214, align 8, !alias.scope !46
  %broadcast.splatinsert175.epil = insertelement <4 x double> poison, double %337, i64 0
  %broadcast.splat176.epil = shufflevector <4 x double> %broadcast.splatinsert175.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep598 = getelementptr double, double* %.6.i2437, i64 12
  %scevgep599 = getelementptr double, double* %scevgep598, i64 %index164.unr
  %scevgep615 = getelementptr double, double* %scevgep614, i64 %index164.unr
  br label %vector.body157.epil

vector.body157.epil:                              ; preds = %vector.body157.epil, %vector.body157.epil.preheader
  %lsr.iv600 = phi i64 [ %lsr.iv.next601, %vector.body157.epil ], [ 0, %vector.body157.epil.preheader ]
  %338 = bitcast double* %scevgep615 to i8*
  %339 = bitcast double* %scevgep599 to i8*
  %uglygep625 = getelementptr i8, i8* %338, i64 %lsr.iv600
  %uglygep625626 = bitcast i8* %uglygep625 to <4 x double>*
  %scevgep627 = getelementptr <4 x double>, <4 x double>* %uglygep625626, i64 -3
  %wide.load165.epil = load <4 x double>, <4 x double>* %scevgep627, align 8, !alias.scope !49
  %uglygep622 = getelementptr i8, i8* %338, i64 %lsr.iv600
  %uglygep622623 = bitcast i8* %uglygep622 to <4 x double>*
  %scevgep624 = getelementptr <4 x double>, <4 x double>* %uglygep622623, i64 -2
  %wide.load166.epil = load <4 x double>, <4 x double>* %scevgep624, align 8, !alias.scope !49
  %uglygep619 = getelementptr i8, i8* %338, i64 %lsr.iv600
  %uglygep619620 = bitcast i8* %uglygep619 to <4 x double>*
  %scevgep621 = getelementptr <4 x double>, <4 x double>* %uglygep619620, i64 -1
  %wide.load167.epil = load <4 x double>, <4 x double>* %scevgep621, align 8, !alias.scope !49
  %uglygep617 = getelementptr i8, i8* %338, i64 %lsr.iv600
  %uglygep617618 = bitcast i8* %uglygep617 to <4 x double>*
  %wide.load168.epil = load <4 x double>, <4 x double>* %uglygep617618, align 8, !alias.scope !49
  %340 = fmul <4 x double> %broadcast.splat170.epil, %wide.load165.epil
  %341 = fmul <4 x double> %broadcast.splat172.epil, %wide.load166.epil
  %342 = fmul <4 x double> %broadcast.splat174.epil, %wide.load167.epil
  %343 = fmul <4 x double> %broadcast.splat176.epil, %wide.load168.epil
  %uglygep611 = getelementptr i8, i8* %339, i64 %lsr.iv600
  %uglygep611612 = bitcast i8* %uglygep611 to <4 x double>*
  %scevgep613 = getelementptr <4 x double>, <4 x double>* %uglygep611612, i64 -3
  store <4 x double> %340, <4 x double>* %scevgep613, align 8, !alias.scope !51, !noalias !53
  %uglygep608 = getelementptr i8, i8* %339, i64 %lsr.iv600
  %uglygep608609 = bitcast i8* %uglygep608 to <4 x double>*
  %scevgep610 = getelementptr <4 x double>, <4 x double>* %uglygep608609, i64 -2
  store <4 x double> %341, <4 x double>* %scevgep610, align 8, !alias.scope !51, !noalias !53
  %uglygep605 = getelementptr i8, i8* %339, i64 %lsr.iv600
  %uglygep605606 = bitcast i8* %uglygep605 to <4 x double>*
  %scevgep607 = getelementptr <4 x double>, <4 x double>* %uglygep605606, i64 -1
  store <4 x double> %342, <4 x double>* %scevgep607, align 8, !alias.scope !51, !noalias !53
  %uglygep603 = getelementptr i8, i8* %339, i64 %lsr.iv600
  %uglygep603604 = bitcast i8* %uglygep603 to <4 x double>*
  store <4 x double> %343, <4 x double>* %uglygep603604, align 8, !alias.scope !51, !noalias !53
  %lsr.iv.next601 = add nuw nsw i64 %lsr.iv600, 128
  %epil.iter238.cmp.not = icmp eq i64 %8, %lsr.iv.next601
  br i1 %epil.iter238.cmp.not, label %middle.block155, label %vector.body157.epil, !llvm.loop !55

middle.block155:                                  ; preds = %vector.body157.epil, %middle.block155.unr-lcssa
  %344 = icmp eq i64 %spec.select49.mux, %n.vec161
  br i1 %344, label %for.end, label %for.body.us54.preheader231

for.body.us54.preheader231:                       ; preds = %vector.memcheck139, %for.body.us54.preheader, %middle.block155
  %loop.index36.us55.ph = phi i64 [ 0, %vector.memcheck139 ], [ 0, %for.body.us54.preheader ], [ %n.vec161, %middle.block155 ]
  %345 = and i64 %spec.select49.mux, 7
  %346 = icmp eq i64 %345, 0
  %347 = xor i64 %loop.index36.us55.ph, -1
  %348 = add i64 %spec.select49.mux, %347
  br i1 %346, label %for.body.us54.prol.loopexit, label %for.body.us54.prol.preheader

for.body.us54.prol.preheader:                     ; preds = %for.body.us54.preheader231
  br label %for.body.us54.prol

for.body.us54.prol:                               ; preds = %for.body.us54.prol.preheader, %for.body.us54.prol
  %lsr.iv630 = phi i64 [ %xtraiter235, %for.body.us54.prol.preheader ], [ %lsr.iv.next631, %for.body.us54.prol ]
  %loop.index36.us55.prol = phi i64 [ %.473.us63.prol, %for.body.us54.prol ], [ %loop.index36.us55.ph, %for.body.us54.prol.preheader ]
  %.435.us57.prol = load double, double* %.214, align 8
  %scevgep629 = getelementptr double, double* %arg.x.4, i64 %loop.index36.us55.prol
  %.444.us60.prol = load double, double* %scevgep629, align 8
  %.6.i.us61.prol = fmul double %.435.us57.prol, %.444.us60.prol
  %scevgep628 = getelementptr double, double* %.6.i2437, i64 %loop.index36.us55.prol
  store double %.6.i.us61.prol, double* %scevgep628, align 8
  %.473.us63.prol = add nuw i64 %loop.index36.us55.prol, 1
  %lsr.iv.next631 = add nsw i64 %lsr.iv630, -1
  %prol.iter244.cmp.not = icmp eq i64 %lsr.iv.next631, 0
  br i1 %prol.iter244.cmp.not, label %for.body.us54.prol.loopexit, label %for.body.us54.prol, !llvm.loop !56

for.body.us54.prol.loopexit:                      ; preds = %for.body.us54.prol, %for.body.us54.preheader231
  %loop.index36.us55.unr = phi i64 [ %loop.index36.us55.ph, %for.body.us54.preheader231 ], [ %.473.us63.prol, %for.body.us54.prol ]
  %349 = icmp ult i64 %348, 7
  br i1 %349, label %for.end, label %for.body.us54.preheader270

for.body.us54.preheader270:                       ; preds = %for.body.us54.prol.loopexit
  br label %for.body.us54

for.body.us54:                                    ; preds = %for.body.us54.preheader270, %for.body.us54
  %loop.index36.us55 = phi i64 [ %.473.us63.7, %for.body.us54 ], [ %loop.index36.us55.unr, %for.body.us54.preheader270 ]
  %.435.us57 = load double, double* %.214, align 8
  %sunkaddr1535 = mul i64 %loop.index36.us55, 8
  %350 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1536 = getelementptr i8, i8* %350, i64 %sunkaddr1535
  %351 = bitcast i8* %sunkaddr1536 to double*
  %.444.us60 = load double, double* %351, align 8
  %.6.i.us61 = fmul double %.435.us57, %.444.us60
  %sunkaddr1537 = mul i64 %loop.index36.us55, 8
  %352 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1538 = getelementptr i8, i8* %352, i64 %sunkaddr1537
  %353 = bitcast i8* %sunkaddr1538 to double*
  store double %.6.i.us61, double* %353, align 8
  %.435.us57.1 = load double, double* %.214, align 8
  %sunkaddr1539 = mul i64 %loop.index36.us55, 8
  %354 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1540 = getelementptr i8, i8* %354, i64 %sunkaddr1539
  %sunkaddr1541 = getelementptr i8, i8* %sunkaddr1540, i64 8
  %355 = bitcast i8* %sunkaddr1541 to double*
  %.444.us60.1 = load double, double* %355, align 8
  %.6.i.us61.1 = fmul double %.435.us57.1, %.444.us60.1
  %sunkaddr1542 = mul i64 %loop.index36.us55, 8
  %356 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1543 = getelementptr i8, i8* %356, i64 %sunkaddr1542
  %sunkaddr1544 = getelementptr i8, i8* %sunkaddr1543, i64 8
  %357 = bitcast i8* %sunkaddr1544 to double*
  store double %.6.i.us61.1, double* %357, align 8
  %.435.us57.2 = load double, double* %.214, align 8
  %sunkaddr1545 = mul i64 %loop.index36.us55, 8
  %358 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1546 = getelementptr i8, i8* %358, i64 %sunkaddr1545
  %sunkaddr1547 = getelementptr i8, i8* %sunkaddr1546, i64 16
  %359 = bitcast i8* %sunkaddr1547 to double*
  %.444.us60.2 = load double, double* %359, align 8
  %.6.i.us61.2 = fmul double %.435.us57.2, %.444.us60.2
  %sunkaddr1548 = mul i64 %loop.index36.us55, 8
  %360 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1549 = getelementptr i8, i8* %360, i64 %sunkaddr1548
  %sunkaddr1550 = getelementptr i8, i8* %sunkaddr1549, i64 16
  %361 = bitcast i8* %sunkaddr1550 to double*
  store double %.6.i.us61.2, double* %361, align 8
  %.435.us57.3 = load double, double* %.214, align 8
  %sunkaddr1551 = mul i64 %loop.index36.us55, 8
  %362 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1552 = getelementptr i8, i8* %362, i64 %sunkaddr1551
  %sunkaddr1553 = getelementptr i8, i8* %sunkaddr1552, i64 24
  %363 = bitcast i8* %sunkaddr1553 to double*
  %.444.us60.3 = load double, double* %363, align 8
  %.6.i.us61.3 = fmul double %.435.us57.3, %.444.us60.3
  %sunkaddr1554 = mul i64 %loop.index36.us55, 8
  %364 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1555 = getelementptr i8, i8* %364, i64 %sunkaddr1554
  %sunkaddr1556 = getelementptr i8, i8* %sunkaddr1555, i64 24
  %365 = bitcast i8* %sunkaddr1556 to double*
  store double %.6.i.us61.3, double* %365, align 8
  %.435.us57.4 = load double, double* %.214, align 8
  %sunkaddr1557 = mul i64 %loop.index36.us55, 8
  %366 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1558 = getelementptr i8, i8* %366, i64 %sunkaddr1557
  %sunkaddr1559 = getelementptr i8, i8* %sunkaddr1558, i64 32
  %367 = bitcast i8* %sunkaddr1559 to double*
  %.444.us60.4 = load double, double* %367, align 8
  %.6.i.us61.4 = fmul double %.435.us57.4, %.444.us60.4
  %sunkaddr1560 = mul i64 %loop.index36.us55, 8
  %368 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1561 = getelementptr i8, i8* %368, i64 %sunkaddr1560
  %sunkaddr1562 = getelementptr i8, i8* %sunkaddr1561, i64 32
  %369 = bitcast i8* %sunkaddr1562 to double*
  store double %.6.i.us61.4, double* %369, align 8
  %.435.us57.5 = load double, double* %.214, align 8
  %sunkaddr1563 = mul i64 %loop.index36.us55, 8
  %370 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1564 = getelementptr i8, i8* %370, i64 %sunkaddr1563
  %sunkaddr1565 = getelementptr i8, i8* %sunkaddr1564, i64 40
  %371 = bitcast i8* %sunkaddr1565 to double*
  %.444.us60.5 = load double, double* %371, align 8
  %.6.i.us61.5 = fmul double %.435.us57.5, %.444.us60.5
  %sunkaddr1566 = mul i64 %loop.index36.us55, 8
  %372 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1567 = getelementptr i8, i8* %372, i64 %sunkaddr1566
  %sunkaddr1568 = getelementptr i8, i8* %sunkaddr1567, i64 40
  %373 = bitcast i8* %sunkaddr1568 to double*
  store double %.6.i.us61.5, double* %373, align 8
  %.435.us57.6 = load double, double* %.214, align 8
  %sunkaddr1569 = mul i64 %loop.index36.us55, 8
  %374 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1570 = getelementptr i8, i8* %374, i64 %sunkaddr1569
  %sunkaddr1571 = getelementptr i8, i8* %sunkaddr1570, i64 48
  %375 = bitcast i8* %sunkaddr1571 to double*
  %.444.us60.6 = load double, double* %375, align 8
  %.6.i.us61.6 = fmul double %.435.us57.6, %.444.us60.6
  %sunkaddr1572 = mul i64 %loop.index36.us55, 8
  %376 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1573 = getelementptr i8, i8* %376, i64 %sunkaddr1572
  %sunkaddr1574 = getelementptr i8, i8* %sunkaddr1573, i64 48
  %377 = bitcast i8* %sunkaddr1574 to double*
  store double %.6.i.us61.6, double* %377, align 8
  %.435.us57.7 = load double, double* %.214, align 8
  %sunkaddr1575 = mul i64 %loop.index36.us55, 8
  %378 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1576 = getelementptr i8, i8* %378, i64 %sunkaddr1575
  %sunkaddr1577 = getelementptr i8, i8* %sunkaddr1576, i64 56
  %379 = bitcast i8* %sunkaddr1577 to double*
  %.444.us60.7 = load double, double* %379, align 8
  %.6.i.us61.7 = fmul double %.435.us57.7, %.444.us60.7
  %sunkaddr1578 = mul i64 %loop.index36.us55, 8
  %380 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1579 = getelementptr i8, i8* %380, i64 %sunkaddr1578
  %sunkaddr1580 = getelementptr i8, i8* %sunkaddr1579, i64 56
  %381 = bitcast i8* %sunkaddr1580 to double*
  store double %.6.i.us61.7, double* %381, align 8
  %.473.us63.7 = add nuw nsw i64 %loop.index36.us55, 8
  %exitcond72.not.7 = icmp eq i64 %spec.select49.mux, %.473.us63.7
  br i1 %exitcond72.not.7, label %for.end, label %for.body.us54, !llvm.loop !57

for.body:                                         ; preds = %for.body.preheader272, %for.body
  %loop.index36 = phi i64 [ %.473.7, %for.body ], [ %loop.index36.unr, %for.body.preheader272 ]
  %.435 = load double, double* %.214, align 8
  %.444 = load double, double* %arg.x.4, align 8
  %.6.i = fmul double %.435, %.444
  %sunkaddr1581 = mul i64 %loop.index36, 8
  %382 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1582 = getelementptr i8, i8* %382, i64 %sunkaddr1581
  %383 = bitcast i8* %sunkaddr1582 to double*
  store double %.6.i, double* %383, align 8
  %.435.1 = load double, double* %.214, align 8
  %.444.1 = load double, double* %arg.x.4, align 8
  %.6.i.1 = fmul double %.435.1, %.444.1
  %sunkaddr1583 = mul i64 %loop.index36, 8
  %384 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1584 = getelementptr i8, i8* %384, i64 %sunkaddr1583
  %sunkaddr1585 = getelementptr i8, i8* %sunkaddr1584, i64 8
  %385 = bitcast i8* %sunkaddr1585 to double*
  store double %.6.i.1, double* %385, align 8
  %.435.2 = load double, double* %.214, align 8
  %.444.2 = load double, double* %arg.x.4, align 8
  %.6.i.2 = fmul double %.435.2, %.444.2
  %sunkaddr1586 = mul i64 %loop.index36, 8
  %386 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1587 = getelementptr i8, i8* %386, i64 %sunkaddr1586
  %sunkaddr1588 = getelementptr i8, i8* %sunkaddr1587, i64 16
  %387 = bitcast i8* %sunkaddr1588 to double*
  store double %.6.i.2, double* %387, align 8
  %.435.3 = load double, double* %.214, align 8
  %.444.3 = load double, double* %arg.x.4, align 8
  %.6.i.3 = fmul double %.435.3, %.444.3
  %sunkaddr1589 = mul i64 %loop.index36, 8
  %388 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1590 = getelementptr i8, i8* %388, i64 %sunkaddr1589
  %sunkaddr1591 = getelementptr i8, i8* %sunkaddr1590, i64 24
  %389 = bitcast i8* %sunkaddr1591 to double*
  store double %.6.i.3, double* %389, align 8
  %.435.4 = load double, double* %.214, align 8
  %.444.4 = load double, double* %arg.x.4, align 8
  %.6.i.4 = fmul double %.435.4, %.444.4
  %sunkaddr1592 = mul i64 %loop.index36, 8
  %390 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1593 = getelementptr i8, i8* %390, i64 %sunkaddr1592
  %sunkaddr1594 = getelementptr i8, i8* %sunkaddr1593, i64 32
  %391 = bitcast i8* %sunkaddr1594 to double*
  store double %.6.i.4, double* %391, align 8
  %.435.5 = load double, double* %.214, align 8
  %.444.5 = load double, double* %arg.x.4, align 8
  %.6.i.5 = fmul double %.435.5, %.444.5
  %sunkaddr1595 = mul i64 %loop.index36, 8
  %392 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1596 = getelementptr i8, i8* %392, i64 %sunkaddr1595
  %sunkaddr1597 = getelementptr i8, i8* %sunkaddr1596, i64 40
  %393 = bitcast i8* %sunkaddr1597 to double*
  store double %.6.i.5, double* %393, align 8
  %.435.6 = load double, double* %.214, align 8
  %.444.6 = load double, double* %arg.x.4, align 8
  %.6.i.6 = fmul double %.435.6, %.444.6
  %sunkaddr1598 = mul i64 %loop.index36, 8
  %394 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1599 = getelementptr i8, i8* %394, i64 %sunkaddr1598
  %sunkaddr1600 = getelementptr i8, i8* %sunkaddr1599, i64 48
  %395 = bitcast i8* %sunkaddr1600 to double*
  store double %.6.i.6, double* %395, align 8
  %.435.7 = load double, double* %.214, align 8
  %.444.7 = load double, double* %arg.x.4, align 8
  %.6.i.7 = fmul double %.435.7, %.444.7
  %sunkaddr1601 = mul i64 %loop.index36, 8
  %396 = bitcast double* %.6.i2437 to i8*
  %sunkaddr1602 = getelementptr i8, i8* %396, i64 %sunkaddr1601
  %sunkaddr1603 = getelementptr i8, i8* %sunkaddr1602, i64 56
  %397 = bitcast i8* %sunkaddr1603 to double*
  store double %.6.i.7, double* %397, align 8
  %.473.7 = add nuw nsw i64 %loop.index36, 8
  %exitcond.not.7 = icmp eq i64 %spec.select49.mux, %.473.7
  br i1 %exitcond.not.7, label %for.end, label %for.body, !llvm.loop !58

for.end:                                          ; preds = %for.body, %for.body.us54, %for.body.us, %for.body.us.us, %for.body.prol.loopexit, %for.body.us54.prol.loopexit, %for.body.us.prol.loopexit, %for.body.us.us.prol.loopexit, %middle.block196, %middle.block155, %middle.block118, %middle.block, %B62.endif.endif.endif.endif.endif.endif
  %398 = icmp eq i64 %spec.select49.mux, 0
  tail call void @NRT_decref(i8* %arg.A.0)
  br i1 %398, label %for.end.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end
  %399 = icmp ult i64 %0, 7
  br i1 %399, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %400 = icmp ult i64 %4, 56
  br i1 %400, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i.preheader

B50.endif.i.preheader:                            ; preds = %B50.endif.preheader.new.i
  %scevgep1308 = getelementptr double, double* %.6.i2437, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %401 = icmp eq i64 %xtraiter261, 0
  br i1 %401, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep1438 = getelementptr double, double* %.6.i2437, i64 7
  %scevgep1439 = getelementptr double, double* %scevgep1438, i64 %.70.06.i.unr
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv1440 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next1441, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %402 = bitcast double* %scevgep1439 to i8*
  %uglygep1463 = getelementptr i8, i8* %402, i64 %lsr.iv1440
  %uglygep14631464 = bitcast i8* %uglygep1463 to double*
  %scevgep1465 = getelementptr double, double* %uglygep14631464, i64 -7
  %.236.i.epil = load double, double* %scevgep1465, align 8, !noalias !59
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep1460 = getelementptr i8, i8* %402, i64 %lsr.iv1440
  %uglygep14601461 = bitcast i8* %uglygep1460 to double*
  %scevgep1462 = getelementptr double, double* %uglygep14601461, i64 -6
  %.236.1.i.epil = load double, double* %scevgep1462, align 8, !noalias !59
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep1457 = getelementptr i8, i8* %402, i64 %lsr.iv1440
  %uglygep14571458 = bitcast i8* %uglygep1457 to double*
  %scevgep1459 = getelementptr double, double* %uglygep14571458, i64 -5
  %.236.2.i.epil = load double, double* %scevgep1459, align 8, !noalias !59
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep1454 = getelementptr i8, i8* %402, i64 %lsr.iv1440
  %uglygep14541455 = bitcast i8* %uglygep1454 to double*
  %scevgep1456 = getelementptr double, double* %uglygep14541455, i64 -4
  %.236.3.i.epil = load double, double* %scevgep1456, align 8, !noalias !59
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep1451 = getelementptr i8, i8* %402, i64 %lsr.iv1440
  %uglygep14511452 = bitcast i8* %uglygep1451 to double*
  %scevgep1453 = getelementptr double, double* %uglygep14511452, i64 -3
  %.236.4.i.epil = load double, double* %scevgep1453, align 8, !noalias !59
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep1448 = getelementptr i8, i8* %402, i64 %lsr.iv1440
  %uglygep14481449 = bitcast i8* %uglygep1448 to double*
  %scevgep1450 = getelementptr double, double* %uglygep14481449, i64 -2
  %.236.5.i.epil = load double, double* %scevgep1450, align 8, !noalias !59
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep1445 = getelementptr i8, i8* %402, i64 %lsr.iv1440
  %uglygep14451446 = bitcast i8* %uglygep1445 to double*
  %scevgep1447 = getelementptr double, double* %uglygep14451446, i64 -1
  %.236.6.i.epil = load double, double* %scevgep1447, align 8, !noalias !59
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep1443 = getelementptr i8, i8* %402, i64 %lsr.iv1440
  %uglygep14431444 = bitcast i8* %uglygep1443 to double*
  %.236.7.i.epil = load double, double* %uglygep14431444, align 8, !noalias !59
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next1441 = add nuw nsw i64 %lsr.iv1440, 64
  %epil.iter262.cmp.not = icmp eq i64 %12, %lsr.iv.next1441
  br i1 %epil.iter262.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !62, !llvm.loop !63

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %403 = icmp eq i64 %xtraiter.i, 0
  br i1 %403, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i2437, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep1466 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep1466, align 8, !noalias !59
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !62, !llvm.loop !64

B50.endif.i:                                      ; preds = %B50.endif.i.preheader, %B50.endif.i
  %lsr.iv1436 = phi i64 [ %unroll_iter265, %B50.endif.i.preheader ], [ %lsr.iv.next1437, %B50.endif.i ]
  %c.2.07.i = phi double [ %.239.7.i.7, %B50.endif.i ], [ 0.000000e+00, %B50.endif.i.preheader ]
  %.70.06.i = phi i64 [ %.182.7.i.7, %B50.endif.i ], [ 0, %B50.endif.i.preheader ]
  %scevgep1434 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1435 = getelementptr double, double* %scevgep1434, i64 -63
  %.236.i = load double, double* %scevgep1435, align 8, !noalias !59
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep1432 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1433 = getelementptr double, double* %scevgep1432, i64 -62
  %.236.1.i = load double, double* %scevgep1433, align 8, !noalias !59
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep1430 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1431 = getelementptr double, double* %scevgep1430, i64 -61
  %.236.2.i = load double, double* %scevgep1431, align 8, !noalias !59
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep1428 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1429 = getelementptr double, double* %scevgep1428, i64 -60
  %.236.3.i = load double, double* %scevgep1429, align 8, !noalias !59
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep1426 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1427 = getelementptr double, double* %scevgep1426, i64 -59
  %.236.4.i = load double, double* %scevgep1427, align 8, !noalias !59
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep1424 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1425 = getelementptr double, double* %scevgep1424, i64 -58
  %.236.5.i = load double, double* %scevgep1425, align 8, !noalias !59
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep1422 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1423 = getelementptr double, double* %scevgep1422, i64 -57
  %.236.6.i = load double, double* %scevgep1423, align 8, !noalias !59
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep1420 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1421 = getelementptr double, double* %scevgep1420, i64 -56
  %.236.7.i = load double, double* %scevgep1421, align 8, !noalias !59
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep1389 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1390 = getelementptr double, double* %scevgep1389, i64 -55
  %.236.i.1 = load double, double* %scevgep1390, align 8, !noalias !59
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep1391 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1392 = getelementptr double, double* %scevgep1391, i64 -54
  %.236.1.i.1 = load double, double* %scevgep1392, align 8, !noalias !59
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep1393 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1394 = getelementptr double, double* %scevgep1393, i64 -53
  %.236.2.i.1 = load double, double* %scevgep1394, align 8, !noalias !59
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep1395 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1396 = getelementptr double, double* %scevgep1395, i64 -52
  %.236.3.i.1 = load double, double* %scevgep1396, align 8, !noalias !59
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep1397 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1398 = getelementptr double, double* %scevgep1397, i64 -51
  %.236.4.i.1 = load double, double* %scevgep1398, align 8, !noalias !59
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep1399 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1400 = getelementptr double, double* %scevgep1399, i64 -50
  %.236.5.i.1 = load double, double* %scevgep1400, align 8, !noalias !59
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep1401 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1402 = getelementptr double, double* %scevgep1401, i64 -49
  %.236.6.i.1 = load double, double* %scevgep1402, align 8, !noalias !59
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep1403 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1404 = getelementptr double, double* %scevgep1403, i64 -48
  %.236.7.i.1 = load double, double* %scevgep1404, align 8, !noalias !59
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep1373 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1374 = getelementptr double, double* %scevgep1373, i64 -47
  %.236.i.2 = load double, double* %scevgep1374, align 8, !noalias !59
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep1375 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1376 = getelementptr double, double* %scevgep1375, i64 -46
  %.236.1.i.2 = load double, double* %scevgep1376, align 8, !noalias !59
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep1377 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1378 = getelementptr double, double* %scevgep1377, i64 -45
  %.236.2.i.2 = load double, double* %scevgep1378, align 8, !noalias !59
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep1379 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1380 = getelementptr double, double* %scevgep1379, i64 -44
  %.236.3.i.2 = load double, double* %scevgep1380, align 8, !noalias !59
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep1381 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1382 = getelementptr double, double* %scevgep1381, i64 -43
  %.236.4.i.2 = load double, double* %scevgep1382, align 8, !noalias !59
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep1383 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1384 = getelementptr double, double* %scevgep1383, i64 -42
  %.236.5.i.2 = load double, double* %scevgep1384, align 8, !noalias !59
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep1385 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1386 = getelementptr double, double* %scevgep1385, i64 -41
  %.236.6.i.2 = load double, double* %scevgep1386, align 8, !noalias !59
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep1387 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1388 = getelementptr double, double* %scevgep1387, i64 -40
  %.236.7.i.2 = load double, double* %scevgep1388, align 8, !noalias !59
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep1357 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1358 = getelementptr double, double* %scevgep1357, i64 -39
  %.236.i.3 = load double, double* %scevgep1358, align 8, !noalias !59
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep1359 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1360 = getelementptr double, double* %scevgep1359, i64 -38
  %.236.1.i.3 = load double, double* %scevgep1360, align 8, !noalias !59
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep1361 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1362 = getelementptr double, double* %scevgep1361, i64 -37
  %.236.2.i.3 = load double, double* %scevgep1362, align 8, !noalias !59
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep1363 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1364 = getelementptr double, double* %scevgep1363, i64 -36
  %.236.3.i.3 = load double, double* %scevgep1364, align 8, !noalias !59
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep1365 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1366 = getelementptr double, double* %scevgep1365, i64 -35
  %.236.4.i.3 = load double, double* %scevgep1366, align 8, !noalias !59
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep1367 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1368 = getelementptr double, double* %scevgep1367, i64 -34
  %.236.5.i.3 = load double, double* %scevgep1368, align 8, !noalias !59
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep1369 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1370 = getelementptr double, double* %scevgep1369, i64 -33
  %.236.6.i.3 = load double, double* %scevgep1370, align 8, !noalias !59
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep1371 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1372 = getelementptr double, double* %scevgep1371, i64 -32
  %.236.7.i.3 = load double, double* %scevgep1372, align 8, !noalias !59
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep1341 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1342 = getelementptr double, double* %scevgep1341, i64 -31
  %.236.i.4 = load double, double* %scevgep1342, align 8, !noalias !59
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep1343 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1344 = getelementptr double, double* %scevgep1343, i64 -30
  %.236.1.i.4 = load double, double* %scevgep1344, align 8, !noalias !59
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep1345 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1346 = getelementptr double, double* %scevgep1345, i64 -29
  %.236.2.i.4 = load double, double* %scevgep1346, align 8, !noalias !59
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep1347 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1348 = getelementptr double, double* %scevgep1347, i64 -28
  %.236.3.i.4 = load double, double* %scevgep1348, align 8, !noalias !59
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep1349 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1350 = getelementptr double, double* %scevgep1349, i64 -27
  %.236.4.i.4 = load double, double* %scevgep1350, align 8, !noalias !59
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep1351 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1352 = getelementptr double, double* %scevgep1351, i64 -26
  %.236.5.i.4 = load double, double* %scevgep1352, align 8, !noalias !59
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep1353 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1354 = getelementptr double, double* %scevgep1353, i64 -25
  %.236.6.i.4 = load double, double* %scevgep1354, align 8, !noalias !59
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep1355 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1356 = getelementptr double, double* %scevgep1355, i64 -24
  %.236.7.i.4 = load double, double* %scevgep1356, align 8, !noalias !59
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep1325 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1326 = getelementptr double, double* %scevgep1325, i64 -23
  %.236.i.5 = load double, double* %scevgep1326, align 8, !noalias !59
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep1327 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1328 = getelementptr double, double* %scevgep1327, i64 -22
  %.236.1.i.5 = load double, double* %scevgep1328, align 8, !noalias !59
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep1329 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1330 = getelementptr double, double* %scevgep1329, i64 -21
  %.236.2.i.5 = load double, double* %scevgep1330, align 8, !noalias !59
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep1331 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1332 = getelementptr double, double* %scevgep1331, i64 -20
  %.236.3.i.5 = load double, double* %scevgep1332, align 8, !noalias !59
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep1333 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1334 = getelementptr double, double* %scevgep1333, i64 -19
  %.236.4.i.5 = load double, double* %scevgep1334, align 8, !noalias !59
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep1335 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1336 = getelementptr double, double* %scevgep1335, i64 -18
  %.236.5.i.5 = load double, double* %scevgep1336, align 8, !noalias !59
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep1337 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1338 = getelementptr double, double* %scevgep1337, i64 -17
  %.236.6.i.5 = load double, double* %scevgep1338, align 8, !noalias !59
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep1339 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1340 = getelementptr double, double* %scevgep1339, i64 -16
  %.236.7.i.5 = load double, double* %scevgep1340, align 8, !noalias !59
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep1309 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1310 = getelementptr double, double* %scevgep1309, i64 -15
  %.236.i.6 = load double, double* %scevgep1310, align 8, !noalias !59
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep1311 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1312 = getelementptr double, double* %scevgep1311, i64 -14
  %.236.1.i.6 = load double, double* %scevgep1312, align 8, !noalias !59
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep1313 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1314 = getelementptr double, double* %scevgep1313, i64 -13
  %.236.2.i.6 = load double, double* %scevgep1314, align 8, !noalias !59
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep1315 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1316 = getelementptr double, double* %scevgep1315, i64 -12
  %.236.3.i.6 = load double, double* %scevgep1316, align 8, !noalias !59
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep1317 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1318 = getelementptr double, double* %scevgep1317, i64 -11
  %.236.4.i.6 = load double, double* %scevgep1318, align 8, !noalias !59
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep1319 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1320 = getelementptr double, double* %scevgep1319, i64 -10
  %.236.5.i.6 = load double, double* %scevgep1320, align 8, !noalias !59
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep1321 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1322 = getelementptr double, double* %scevgep1321, i64 -9
  %.236.6.i.6 = load double, double* %scevgep1322, align 8, !noalias !59
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep1323 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1324 = getelementptr double, double* %scevgep1323, i64 -8
  %.236.7.i.6 = load double, double* %scevgep1324, align 8, !noalias !59
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep1405 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1406 = getelementptr double, double* %scevgep1405, i64 -7
  %.236.i.7 = load double, double* %scevgep1406, align 8, !noalias !59
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep1407 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1408 = getelementptr double, double* %scevgep1407, i64 -6
  %.236.1.i.7 = load double, double* %scevgep1408, align 8, !noalias !59
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep1409 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1410 = getelementptr double, double* %scevgep1409, i64 -5
  %.236.2.i.7 = load double, double* %scevgep1410, align 8, !noalias !59
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep1411 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1412 = getelementptr double, double* %scevgep1411, i64 -4
  %.236.3.i.7 = load double, double* %scevgep1412, align 8, !noalias !59
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep1413 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1414 = getelementptr double, double* %scevgep1413, i64 -3
  %.236.4.i.7 = load double, double* %scevgep1414, align 8, !noalias !59
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep1415 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1416 = getelementptr double, double* %scevgep1415, i64 -2
  %.236.5.i.7 = load double, double* %scevgep1416, align 8, !noalias !59
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep1417 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %scevgep1418 = getelementptr double, double* %scevgep1417, i64 -1
  %.236.6.i.7 = load double, double* %scevgep1418, align 8, !noalias !59
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep1419 = getelementptr double, double* %scevgep1308, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep1419, align 8, !noalias !59
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next1437 = add i64 %lsr.iv1436, -8
  %niter266.ncmp.7 = icmp eq i64 %lsr.iv.next1437, 0
  br i1 %niter266.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  %404 = bitcast double* %lsr.iv665 to i1*
  %405 = bitcast double* %lsr.iv877 to i1*
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.507 = tail call double @tanh(double %c.2.0.lcssa.i)
  %.509 = fadd double %s.2.067, %.507
  %scevgep667 = getelementptr i1, i1* %404, i64 %9
  %406 = bitcast i1* %scevgep667 to double*
  %scevgep879 = getelementptr i1, i1* %405, i64 %9
  %407 = bitcast i1* %scevgep879 to double*
  %exitcond75.not = icmp eq i64 %.150, %arg.A.5.0
  br i1 %exitcond75.not, label %B170, label %B62
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @tanh(double) local_unnamed_addr #1

define i8* @_ZN7cpython7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.const.row_loop, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([161 x i8], [161 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr8 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %8, i64 48
  %9 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.5.1.load = load i64, i64* %9, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %10 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %10, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %11, i64 24
  %12 = bitcast i8* %sunkaddr11 to i64*
  %.55 = load i64, i64* %12, align 8
  %.56 = icmp ne i64 %.55, 8
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %13 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %14, i64 32
  %15 = bitcast i8* %sunkaddr12 to double**
  %.62.fca.4.load = load double*, double** %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %16, i64 40
  %17 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.5.0.load = load i64, i64* %17, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 undef, i64 undef, i8* %.62.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 undef) #3
  %.80 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.87 = icmp sgt i32 %.79, 0
  %.88 = select i1 %.87, { i8*, i32, i8*, i8*, i32 }* %.80, { i8*, i32, i8*, i8*, i32 }* undef
  %.89 = load double, double* %.69, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.79, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %18 = icmp sgt i32 %.79, 0
  br i1 %18, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.102 = call i8* @PyFloat_FromDouble(double %.89)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.107 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 4
  %.109 = icmp sgt i32 %.108, 0
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 0
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 1
  br i1 %.109, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.115 = sext i32 %.114 to i64
  %.116 = call i8* @PyBytes_FromStringAndSize(i8* %.112, i64 %.115)
  %.117 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 2
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 3
  %.121 = bitcast i8* %.120 to i8* (i8*)*
  %.122 = call i8* %.121(i8* %.118)
  %.123 = icmp eq i8* %.122, null
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.127 = call i8* @numba_runtime_build_excinfo_struct(i8* %.116, i8* nonnull %.122)
  %.128 = bitcast { i8*, i32, i8*, i8*, i32 }* %.88 to i8*
  call void @NRT_Free(i8* nonnull %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.139)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
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

define double @cfunc._ZN7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels8row_loopB3v35B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 %.9, i64 undef, i64 undef, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.12, i64 undef) #3
  %.15 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.16.not = icmp eq i32 %.14, 0
  %.22 = icmp sgt i32 %.14, 0
  %.23 = select i1 %.22, { i8*, i32, i8*, i8*, i32 }* %.15, { i8*, i32, i8*, i8*, i32 }* undef
  %.24 = load double, double* %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  br i1 %.16.not, label %common.ret, label %entry.if, !prof !65

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f94346a2890>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.77)
  call void @Py_DecRef(i8* %.77)
  call void @numba_gil_release(i32* nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call i8* @PyBytes_FromStringAndSize(i8* %.37, i64 %.40)
  %.42 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 2
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 3
  %.46 = bitcast i8* %.45 to i8* (i8*)*
  %.47 = call i8* %.46(i8* %.43)
  %.48 = icmp eq i8* %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call i8* @numba_runtime_build_excinfo_struct(i8* %.41, i8* nonnull %.47)
  %.53 = bitcast { i8*, i32, i8*, i8*, i32 }* %.23 to i8*
  call void @NRT_Free(i8* nonnull %.53)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.64)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.29
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !1

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{i1 true}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = !{!15}
!15 = distinct !{!15, !11}
!16 = !{!13, !10}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !20}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = !{!28}
!28 = distinct !{!28, !24}
!29 = !{!23, !26}
!30 = distinct !{!30, !18}
!31 = distinct !{!31, !20}
!32 = distinct !{!32, !20}
!33 = distinct !{!33, !18}
!34 = distinct !{!34, !18}
!35 = !{!36}
!36 = distinct !{!36, !37}
!37 = distinct !{!37, !"LVerDomain"}
!38 = !{!39}
!39 = distinct !{!39, !37}
!40 = !{!41}
!41 = distinct !{!41, !37}
!42 = !{!36, !39}
!43 = distinct !{!43, !18}
!44 = distinct !{!44, !20}
!45 = distinct !{!45, !20}
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !{!50}
!50 = distinct !{!50, !48}
!51 = !{!52}
!52 = distinct !{!52, !48}
!53 = !{!47, !50}
!54 = distinct !{!54, !18}
!55 = distinct !{!55, !20}
!56 = distinct !{!56, !20}
!57 = distinct !{!57, !18}
!58 = distinct !{!58, !18}
!59 = !{!60}
!60 = distinct !{!60, !61, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!62 = !{!"branch_weights", i32 1, i32 7}
!63 = distinct !{!63, !20}
!64 = distinct !{!64, !20}
!65 = !{!"branch_weights", i32 99, i32 1}
