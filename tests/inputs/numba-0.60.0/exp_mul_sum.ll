; ModuleID = 'exp_mul_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274513813824 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140274513813824.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140274513813824 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140274513813824, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274513813824.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140274512330368 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274512330368.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274512330368 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274512330368, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274512330368.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.exp_mul_sum = internal constant [12 x i8] c"exp_mul_sum\00"
@_ZN08NumbaEnv7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [164 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9434616750>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9434616750>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f943460b250B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i8* %arg.y.0, i8* nocapture readnone %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, double* nocapture readonly %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.y.0)
  %.101.not.i = icmp eq i64 %arg.x.5.0, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif, label %B90.i12

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.endif.if, %for.end.endif, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90.i12:                                          ; preds = %entry
  %.71.not.i9 = icmp eq i64 %arg.x.5.0, %arg.y.5.0
  %.76.not.i10 = icmp eq i64 %arg.y.5.0, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif, label %B0.endif.endif.endif.if

B0.endif.endif.endif.if:                          ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274513813824, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %entry, %B90.i12
  %dest_shape.1 = phi i64 [ %arg.x.5.0, %B90.i12 ], [ %arg.y.5.0, %entry ]
  %.136 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.1, i64 8)
  %.138 = extractvalue { i64, i1 } %.136, 1
  br i1 %.138, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274512330368, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !0
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.137 = extractvalue { i64, i1 } %.136, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.137, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i30 = load double*, double** %0, align 8
  %.20826 = icmp sgt i64 %dest_shape.1, 0
  br i1 %.20826, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.210 = icmp ugt i64 %arg.x.5.0, 1
  br i1 %.210, label %for.body.preheader.split.us, label %for.body.preheader.split

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %1 = icmp ugt i64 %arg.y.5.0, 1
  br i1 %1, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  %2 = icmp ult i64 %dest_shape.1, 4
  br i1 %2, label %for.body.us.preheader159, label %vector.memcheck103

vector.memcheck103:                               ; preds = %for.body.us.preheader
  %scevgep104 = getelementptr double, double* %.6.i30, i64 %dest_shape.1
  %scevgep106 = getelementptr double, double* %arg.x.4, i64 %dest_shape.1
  %scevgep108 = getelementptr double, double* %arg.y.4, i64 1
  %bound0110 = icmp ult double* %.6.i30, %scevgep106
  %bound1111 = icmp ugt double* %scevgep104, %arg.x.4
  %found.conflict112 = and i1 %bound0110, %bound1111
  %bound0113 = icmp ult double* %.6.i30, %scevgep108
  %bound1114 = icmp ugt double* %scevgep104, %arg.y.4
  %found.conflict115 = and i1 %bound0113, %bound1114
  %conflict.rdx116 = or i1 %found.conflict112, %found.conflict115
  br i1 %conflict.rdx116, label %for.body.us.preheader159, label %vector.ph121

vector.ph121:                                     ; preds = %vector.memcheck103
  %n.vec123 = and i64 %dest_shape.1, -4
  %3 = add i64 %n.vec123, -4
  %4 = lshr exact i64 %3, 2
  %5 = add nuw nsw i64 %4, 1
  %xtraiter176 = and i64 %5, 7
  %6 = icmp ult i64 %3, 28
  br i1 %6, label %middle.block117.unr-lcssa, label %vector.ph121.new

vector.ph121.new:                                 ; preds = %vector.ph121
  %const745 = bitcast i64 9223372036854775800 to i64
  %unroll_iter179 = and i64 %5, %const745
  %7 = load double, double* %arg.y.4, align 8, !alias.scope !9
  %broadcast.splatinsert128 = insertelement <4 x double> poison, double %7, i64 0
  %broadcast.splat129 = shufflevector <4 x double> %broadcast.splatinsert128, <4 x double> poison, <4 x i32> zeroinitializer
  %8 = load double, double* %arg.y.4, align 8, !alias.scope !9
  %broadcast.splatinsert128.1 = insertelement <4 x double> poison, double %8, i64 0
  %broadcast.splat129.1 = shufflevector <4 x double> %broadcast.splatinsert128.1, <4 x double> poison, <4 x i32> zeroinitializer
  %9 = load double, double* %arg.y.4, align 8, !alias.scope !9
  %broadcast.splatinsert128.2 = insertelement <4 x double> poison, double %9, i64 0
  %broadcast.splat129.2 = shufflevector <4 x double> %broadcast.splatinsert128.2, <4 x double> poison, <4 x i32> zeroinitializer
  %10 = load double, double* %arg.y.4, align 8, !alias.scope !9
  %broadcast.splatinsert128.3 = insertelement <4 x double> poison, double %10, i64 0
  %broadcast.splat129.3 = shufflevector <4 x double> %broadcast.splatinsert128.3, <4 x double> poison, <4 x i32> zeroinitializer
  %11 = load double, double* %arg.y.4, align 8, !alias.scope !9
  %broadcast.splatinsert128.4 = insertelement <4 x double> poison, double %11, i64 0
  %broadcast.splat129.4 = shufflevector <4 x double> %broadcast.splatinsert128.4, <4 x double> poison, <4 x i32> zeroinitializer
  %12 = load double, double* %arg.y.4, align 8, !alias.scope !9
  %broadcast.splatinsert128.5 = insertelement <4 x double> poison, double %12, i64 0
  %broadcast.splat129.5 = shufflevector <4 x double> %broadcast.splatinsert128.5, <4 x double> poison, <4 x i32> zeroinitializer
  %13 = load double, double* %arg.y.4, align 8, !alias.scope !9
  %broadcast.splatinsert128.6 = insertelement <4 x double> poison, double %13, i64 0
  %broadcast.splat129.6 = shufflevector <4 x double> %broadcast.splatinsert128.6, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = load double, double* %arg.y.4, align 8, !alias.scope !9
  %broadcast.splatinsert128.7 = insertelement <4 x double> poison, double %14, i64 0
  %broadcast.splat129.7 = shufflevector <4 x double> %broadcast.splatinsert128.7, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body119

vector.body119:                                   ; preds = %vector.body119, %vector.ph121.new
  %lsr.iv594 = phi i64 [ %lsr.iv.next595, %vector.body119 ], [ %unroll_iter179, %vector.ph121.new ]
  %index126 = phi i64 [ 0, %vector.ph121.new ], [ %index.next130.7, %vector.body119 ]
  %sunkaddr = mul i64 %index126, 8
  %15 = bitcast double* %arg.x.4 to i8*
  %sunkaddr747 = getelementptr i8, i8* %15, i64 %sunkaddr
  %16 = bitcast i8* %sunkaddr747 to <4 x double>*
  %wide.load127 = load <4 x double>, <4 x double>* %16, align 8, !alias.scope !12
  %17 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load127)
  %18 = fmul <4 x double> %17, %broadcast.splat129
  %sunkaddr748 = mul i64 %index126, 8
  %19 = bitcast double* %.6.i30 to i8*
  %sunkaddr749 = getelementptr i8, i8* %19, i64 %sunkaddr748
  %20 = bitcast i8* %sunkaddr749 to <4 x double>*
  store <4 x double> %18, <4 x double>* %20, align 8, !alias.scope !14, !noalias !16
  %sunkaddr750 = mul i64 %index126, 8
  %21 = bitcast double* %arg.x.4 to i8*
  %sunkaddr751 = getelementptr i8, i8* %21, i64 %sunkaddr750
  %sunkaddr752 = getelementptr i8, i8* %sunkaddr751, i64 32
  %22 = bitcast i8* %sunkaddr752 to <4 x double>*
  %wide.load127.1 = load <4 x double>, <4 x double>* %22, align 8, !alias.scope !12
  %23 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load127.1)
  %24 = fmul <4 x double> %23, %broadcast.splat129.1
  %sunkaddr753 = mul i64 %index126, 8
  %25 = bitcast double* %.6.i30 to i8*
  %sunkaddr754 = getelementptr i8, i8* %25, i64 %sunkaddr753
  %sunkaddr755 = getelementptr i8, i8* %sunkaddr754, i64 32
  %26 = bitcast i8* %sunkaddr755 to <4 x double>*
  store <4 x double> %24, <4 x double>* %26, align 8, !alias.scope !14, !noalias !16
  %sunkaddr756 = mul i64 %index126, 8
  %27 = bitcast double* %arg.x.4 to i8*
  %sunkaddr757 = getelementptr i8, i8* %27, i64 %sunkaddr756
  %sunkaddr758 = getelementptr i8, i8* %sunkaddr757, i64 64
  %28 = bitcast i8* %sunkaddr758 to <4 x double>*
  %wide.load127.2 = load <4 x double>, <4 x double>* %28, align 8, !alias.scope !12
  %29 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load127.2)
  %30 = fmul <4 x double> %29, %broadcast.splat129.2
  %sunkaddr759 = mul i64 %index126, 8
  %31 = bitcast double* %.6.i30 to i8*
  %sunkaddr760 = getelementptr i8, i8* %31, i64 %sunkaddr759
  %sunkaddr761 = getelementptr i8, i8* %sunkaddr760, i64 64
  %32 = bitcast i8* %sunkaddr761 to <4 x double>*
  store <4 x double> %30, <4 x double>* %32, align 8, !alias.scope !14, !noalias !16
  %sunkaddr762 = mul i64 %index126, 8
  %33 = bitcast double* %arg.x.4 to i8*
  %sunkaddr763 = getelementptr i8, i8* %33, i64 %sunkaddr762
  %sunkaddr764 = getelementptr i8, i8* %sunkaddr763, i64 96
  %34 = bitcast i8* %sunkaddr764 to <4 x double>*
  %wide.load127.3 = load <4 x double>, <4 x double>* %34, align 8, !alias.scope !12
  %35 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load127.3)
  %36 = fmul <4 x double> %35, %broadcast.splat129.3
  %sunkaddr765 = mul i64 %index126, 8
  %37 = bitcast double* %.6.i30 to i8*
  %sunkaddr766 = getelementptr i8, i8* %37, i64 %sunkaddr765
  %sunkaddr767 = getelementptr i8, i8* %sunkaddr766, i64 96
  %38 = bitcast i8* %sunkaddr767 to <4 x double>*
  store <4 x double> %36, <4 x double>* %38, align 8, !alias.scope !14, !noalias !16
  %sunkaddr768 = mul i64 %index126, 8
  %39 = bitcast double* %arg.x.4 to i8*
  %sunkaddr769 = getelementptr i8, i8* %39, i64 %sunkaddr768
  %sunkaddr770 = getelementptr i8, i8* %sunkaddr769, i64 128
  %40 = bitcast i8* %sunkaddr770 to <4 x double>*
  %wide.load127.4 = load <4 x double>, <4 x double>* %40, align 8, !alias.scope !12
  %41 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load127.4)
  %42 = fmul <4 x double> %41, %broadcast.splat129.4
  %sunkaddr771 = mul i64 %index126, 8
  %43 = bitcast double* %.6.i30 to i8*
  %sunkaddr772 = getelementptr i8, i8* %43, i64 %sunkaddr771
  %sunkaddr773 = getelementptr i8, i8* %sunkaddr772, i64 128
  %44 = bitcast i8* %sunkaddr773 to <4 x double>*
  store <4 x double> %42, <4 x double>* %44, align 8, !alias.scope !14, !noalias !16
  %sunkaddr774 = mul i64 %index126, 8
  %45 = bitcast double* %arg.x.4 to i8*
  %sunkaddr775 = getelementptr i8, i8* %45, i64 %sunkaddr774
  %sunkaddr776 = getelementptr i8, i8* %sunkaddr775, i64 160
  %46 = bitcast i8* %sunkaddr776 to <4 x double>*
  %wide.load127.5 = load <4 x double>, <4 x double>* %46, align 8, !alias.scope !12
  %47 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load127.5)
  %48 = fmul <4 x double> %47, %broadcast.splat129.5
  %sunkaddr777 = mul i64 %index126, 8
  %49 = bitcast double* %.6.i30 to i8*
  %sunkaddr778 = getelementptr i8, i8* %49, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, i8* %sunkaddr778, i64 160
  %50 = bitcast i8* %sunkaddr779 to <4 x double>*
  store <4 x double> %48, <4 x double>* %50, align 8, !alias.scope !14, !noalias !16
  %sunkaddr780 = mul i64 %index126, 8
  %51 = bitcast double* %arg.x.4 to i8*
  %sunkaddr781 = getelementptr i8, i8* %51, i64 %sunkaddr780
  %sunkaddr782 = getelementptr i8, i8* %sunkaddr781, i64 192
  %52 = bitcast i8* %sunkaddr782 to <4 x double>*
  %wide.load127.6 = load <4 x double>, <4 x double>* %52, align 8, !alias.scope !12
  %53 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load127.6)
  %54 = fmul <4 x double> %53, %broadcast.splat129.6
  %sunkaddr783 = mul i64 %index126, 8
  %55 = bitcast double* %.6.i30 to i8*
  %sunkaddr784 = getelementptr i8, i8* %55, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, i8* %sunkaddr784, i64 192
  %56 = bitcast i8* %sunkaddr785 to <4 x double>*
  store <4 x double> %54, <4 x double>* %56, align 8, !alias.scope !14, !noalias !16
  %sunkaddr786 = mul i64 %index126, 8
  %57 = bitcast double* %arg.x.4 to i8*
  %sunkaddr787 = getelementptr i8, i8* %57, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, i8* %sunkaddr787, i64 224
  %58 = bitcast i8* %sunkaddr788 to <4 x double>*
  %wide.load127.7 = load <4 x double>, <4 x double>* %58, align 8, !alias.scope !12
  %59 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load127.7)
  %60 = fmul <4 x double> %59, %broadcast.splat129.7
  %sunkaddr789 = mul i64 %index126, 8
  %61 = bitcast double* %.6.i30 to i8*
  %sunkaddr790 = getelementptr i8, i8* %61, i64 %sunkaddr789
  %sunkaddr791 = getelementptr i8, i8* %sunkaddr790, i64 224
  %62 = bitcast i8* %sunkaddr791 to <4 x double>*
  store <4 x double> %60, <4 x double>* %62, align 8, !alias.scope !14, !noalias !16
  %index.next130.7 = add i64 %index126, 32
  %lsr.iv.next595 = add i64 %lsr.iv594, -8
  %niter180.ncmp.7 = icmp eq i64 %lsr.iv.next595, 0
  br i1 %niter180.ncmp.7, label %middle.block117.unr-lcssa, label %vector.body119, !llvm.loop !17

middle.block117.unr-lcssa:                        ; preds = %vector.body119, %vector.ph121
  %index126.unr = phi i64 [ 0, %vector.ph121 ], [ %index.next130.7, %vector.body119 ]
  %lcmp.mod178.not = icmp eq i64 %xtraiter176, 0
  br i1 %lcmp.mod178.not, label %middle.block117, label %vector.body119.epil.preheader

vector.body119.epil.preheader:                    ; preds = %middle.block117.unr-lcssa
  %63 = load double, double* %arg.y.4, align 8, !alias.scope !9
  %broadcast.splatinsert128.epil = insertelement <4 x double> poison, double %63, i64 0
  %broadcast.splat129.epil = shufflevector <4 x double> %broadcast.splatinsert128.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep536 = getelementptr double, double* %.6.i30, i64 %index126.unr
  %scevgep542 = getelementptr double, double* %arg.x.4, i64 %index126.unr
  %64 = shl nuw nsw i64 %xtraiter176, 5
  br label %vector.body119.epil

vector.body119.epil:                              ; preds = %vector.body119.epil, %vector.body119.epil.preheader
  %lsr.iv537 = phi i64 [ %lsr.iv.next538, %vector.body119.epil ], [ 0, %vector.body119.epil.preheader ]
  %65 = bitcast double* %scevgep542 to i8*
  %66 = bitcast double* %scevgep536 to i8*
  %uglygep544 = getelementptr i8, i8* %65, i64 %lsr.iv537
  %uglygep544545 = bitcast i8* %uglygep544 to <4 x double>*
  %wide.load127.epil = load <4 x double>, <4 x double>* %uglygep544545, align 8, !alias.scope !12
  %67 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load127.epil)
  %68 = fmul <4 x double> %67, %broadcast.splat129.epil
  %uglygep540 = getelementptr i8, i8* %66, i64 %lsr.iv537
  %uglygep540541 = bitcast i8* %uglygep540 to <4 x double>*
  store <4 x double> %68, <4 x double>* %uglygep540541, align 8, !alias.scope !14, !noalias !16
  %lsr.iv.next538 = add nuw nsw i64 %lsr.iv537, 32
  %epil.iter177.cmp.not = icmp eq i64 %64, %lsr.iv.next538
  br i1 %epil.iter177.cmp.not, label %middle.block117, label %vector.body119.epil, !llvm.loop !19

middle.block117:                                  ; preds = %vector.body119.epil, %middle.block117.unr-lcssa
  %cmp.n125 = icmp eq i64 %dest_shape.1, %n.vec123
  br i1 %cmp.n125, label %for.end, label %for.body.us.preheader159

for.body.us.preheader159:                         ; preds = %vector.memcheck103, %for.body.us.preheader, %middle.block117
  %loop.index29.us.ph = phi i64 [ 0, %vector.memcheck103 ], [ 0, %for.body.us.preheader ], [ %n.vec123, %middle.block117 ]
  %69 = sub i64 %dest_shape.1, %loop.index29.us.ph
  %70 = xor i64 %loop.index29.us.ph, -1
  %71 = add i64 %dest_shape.1, %70
  %xtraiter173 = and i64 %69, 7
  %lcmp.mod174.not = icmp eq i64 %xtraiter173, 0
  br i1 %lcmp.mod174.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader159
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv534 = phi i64 [ %xtraiter173, %for.body.us.prol.preheader ], [ %lsr.iv.next535, %for.body.us.prol ]
  %loop.index29.us.prol = phi i64 [ %.256.us.prol, %for.body.us.prol ], [ %loop.index29.us.ph, %for.body.us.prol.preheader ]
  %scevgep533 = getelementptr double, double* %arg.x.4, i64 %loop.index29.us.prol
  %.218.us.prol = load double, double* %scevgep533, align 8
  %.227.us.prol = load double, double* %arg.y.4, align 8
  %.13.i.us.prol = tail call double @llvm.exp.f64(double %.218.us.prol) #5
  %.18.i.us.prol = fmul double %.13.i.us.prol, %.227.us.prol
  %scevgep532 = getelementptr double, double* %.6.i30, i64 %loop.index29.us.prol
  store double %.18.i.us.prol, double* %scevgep532, align 8
  %.256.us.prol = add i64 %loop.index29.us.prol, 1
  %lsr.iv.next535 = add nsw i64 %lsr.iv534, -1
  %prol.iter175.cmp.not = icmp eq i64 %lsr.iv.next535, 0
  br i1 %prol.iter175.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !21

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader159
  %loop.index29.us.unr = phi i64 [ %loop.index29.us.ph, %for.body.us.preheader159 ], [ %.256.us.prol, %for.body.us.prol ]
  %72 = icmp ult i64 %71, 7
  br i1 %72, label %for.end, label %for.body.us.preheader198

for.body.us.preheader198:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  %73 = icmp ult i64 %dest_shape.1, 4
  br i1 %73, label %for.body.us.us.preheader158, label %vector.memcheck131

vector.memcheck131:                               ; preds = %for.body.us.us.preheader
  %scevgep132 = getelementptr double, double* %.6.i30, i64 %dest_shape.1
  %scevgep134 = getelementptr double, double* %arg.x.4, i64 %dest_shape.1
  %scevgep136 = getelementptr double, double* %arg.y.4, i64 %dest_shape.1
  %bound0138 = icmp ult double* %.6.i30, %scevgep134
  %bound1139 = icmp ugt double* %scevgep132, %arg.x.4
  %found.conflict140 = and i1 %bound0138, %bound1139
  %bound0141 = icmp ult double* %.6.i30, %scevgep136
  %bound1142 = icmp ugt double* %scevgep132, %arg.y.4
  %found.conflict143 = and i1 %bound0141, %bound1142
  %conflict.rdx144 = or i1 %found.conflict140, %found.conflict143
  br i1 %conflict.rdx144, label %for.body.us.us.preheader158, label %vector.ph149

vector.ph149:                                     ; preds = %vector.memcheck131
  %n.vec151 = and i64 %dest_shape.1, -4
  %74 = add i64 %n.vec151, -4
  %75 = lshr exact i64 %74, 2
  %76 = add nuw nsw i64 %75, 1
  %xtraiter168 = and i64 %76, 7
  %77 = icmp ult i64 %74, 28
  br i1 %77, label %middle.block145.unr-lcssa, label %vector.ph149.new

vector.ph149.new:                                 ; preds = %vector.ph149
  %const746 = bitcast i64 9223372036854775800 to i64
  %unroll_iter171 = and i64 %76, %const746
  br label %vector.body147

vector.body147:                                   ; preds = %vector.body147, %vector.ph149.new
  %lsr.iv498 = phi i64 [ %lsr.iv.next499, %vector.body147 ], [ %unroll_iter171, %vector.ph149.new ]
  %index154 = phi i64 [ 0, %vector.ph149.new ], [ %index.next157.7, %vector.body147 ]
  %sunkaddr792 = mul i64 %index154, 8
  %78 = bitcast double* %arg.x.4 to i8*
  %sunkaddr793 = getelementptr i8, i8* %78, i64 %sunkaddr792
  %79 = bitcast i8* %sunkaddr793 to <4 x double>*
  %wide.load155 = load <4 x double>, <4 x double>* %79, align 8, !alias.scope !22
  %sunkaddr794 = mul i64 %index154, 8
  %80 = bitcast double* %arg.y.4 to i8*
  %sunkaddr795 = getelementptr i8, i8* %80, i64 %sunkaddr794
  %81 = bitcast i8* %sunkaddr795 to <4 x double>*
  %wide.load156 = load <4 x double>, <4 x double>* %81, align 8, !alias.scope !25
  %82 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load155)
  %83 = fmul <4 x double> %82, %wide.load156
  %sunkaddr796 = mul i64 %index154, 8
  %84 = bitcast double* %.6.i30 to i8*
  %sunkaddr797 = getelementptr i8, i8* %84, i64 %sunkaddr796
  %85 = bitcast i8* %sunkaddr797 to <4 x double>*
  store <4 x double> %83, <4 x double>* %85, align 8, !alias.scope !27, !noalias !29
  %sunkaddr798 = mul i64 %index154, 8
  %86 = bitcast double* %arg.x.4 to i8*
  %sunkaddr799 = getelementptr i8, i8* %86, i64 %sunkaddr798
  %sunkaddr800 = getelementptr i8, i8* %sunkaddr799, i64 32
  %87 = bitcast i8* %sunkaddr800 to <4 x double>*
  %wide.load155.1 = load <4 x double>, <4 x double>* %87, align 8, !alias.scope !22
  %sunkaddr801 = mul i64 %index154, 8
  %88 = bitcast double* %arg.y.4 to i8*
  %sunkaddr802 = getelementptr i8, i8* %88, i64 %sunkaddr801
  %sunkaddr803 = getelementptr i8, i8* %sunkaddr802, i64 32
  %89 = bitcast i8* %sunkaddr803 to <4 x double>*
  %wide.load156.1 = load <4 x double>, <4 x double>* %89, align 8, !alias.scope !25
  %90 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load155.1)
  %91 = fmul <4 x double> %90, %wide.load156.1
  %sunkaddr804 = mul i64 %index154, 8
  %92 = bitcast double* %.6.i30 to i8*
  %sunkaddr805 = getelementptr i8, i8* %92, i64 %sunkaddr804
  %sunkaddr806 = getelementptr i8, i8* %sunkaddr805, i64 32
  %93 = bitcast i8* %sunkaddr806 to <4 x double>*
  store <4 x double> %91, <4 x double>* %93, align 8, !alias.scope !27, !noalias !29
  %sunkaddr807 = mul i64 %index154, 8
  %94 = bitcast double* %arg.x.4 to i8*
  %sunkaddr808 = getelementptr i8, i8* %94, i64 %sunkaddr807
  %sunkaddr809 = getelementptr i8, i8* %sunkaddr808, i64 64
  %95 = bitcast i8* %sunkaddr809 to <4 x double>*
  %wide.load155.2 = load <4 x double>, <4 x double>* %95, align 8, !alias.scope !22
  %sunkaddr810 = mul i64 %index154, 8
  %96 = bitcast double* %arg.y.4 to i8*
  %sunkaddr811 = getelementptr i8, i8* %96, i64 %sunkaddr810
  %sunkaddr812 = getelementptr i8, i8* %sunkaddr811, i64 64
  %97 = bitcast i8* %sunkaddr812 to <4 x double>*
  %wide.load156.2 = load <4 x double>, <4 x double>* %97, align 8, !alias.scope !25
  %98 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load155.2)
  %99 = fmul <4 x double> %98, %wide.load156.2
  %sunkaddr813 = mul i64 %index154, 8
  %100 = bitcast double* %.6.i30 to i8*
  %sunkaddr814 = getelementptr i8, i8* %100, i64 %sunkaddr813
  %sunkaddr815 = getelementptr i8, i8* %sunkaddr814, i64 64
  %101 = bitcast i8* %sunkaddr815 to <4 x double>*
  store <4 x double> %99, <4 x double>* %101, align 8, !alias.scope !27, !noalias !29
  %sunkaddr816 = mul i64 %index154, 8
  %102 = bitcast double* %arg.x.4 to i8*
  %sunkaddr817 = getelementptr i8, i8* %102, i64 %sunkaddr816
  %sunkaddr818 = getelementptr i8, i8* %sunkaddr817, i64 96
  %103 = bitcast i8* %sunkaddr818 to <4 x double>*
  %wide.load155.3 = load <4 x double>, <4 x double>* %103, align 8, !alias.scope !22
  %sunkaddr819 = mul i64 %index154, 8
  %104 = bitcast double* %arg.y.4 to i8*
  %sunkaddr820 = getelementptr i8, i8* %104, i64 %sunkaddr819
  %sunkaddr821 = getelementptr i8, i8* %sunkaddr820, i64 96
  %105 = bitcast i8* %sunkaddr821 to <4 x double>*
  %wide.load156.3 = load <4 x double>, <4 x double>* %105, align 8, !alias.scope !25
  %106 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load155.3)
  %107 = fmul <4 x double> %106, %wide.load156.3
  %sunkaddr822 = mul i64 %index154, 8
  %108 = bitcast double* %.6.i30 to i8*
  %sunkaddr823 = getelementptr i8, i8* %108, i64 %sunkaddr822
  %sunkaddr824 = getelementptr i8, i8* %sunkaddr823, i64 96
  %109 = bitcast i8* %sunkaddr824 to <4 x double>*
  store <4 x double> %107, <4 x double>* %109, align 8, !alias.scope !27, !noalias !29
  %sunkaddr825 = mul i64 %index154, 8
  %110 = bitcast double* %arg.x.4 to i8*
  %sunkaddr826 = getelementptr i8, i8* %110, i64 %sunkaddr825
  %sunkaddr827 = getelementptr i8, i8* %sunkaddr826, i64 128
  %111 = bitcast i8* %sunkaddr827 to <4 x double>*
  %wide.load155.4 = load <4 x double>, <4 x double>* %111, align 8, !alias.scope !22
  %sunkaddr828 = mul i64 %index154, 8
  %112 = bitcast double* %arg.y.4 to i8*
  %sunkaddr829 = getelementptr i8, i8* %112, i64 %sunkaddr828
  %sunkaddr830 = getelementptr i8, i8* %sunkaddr829, i64 128
  %113 = bitcast i8* %sunkaddr830 to <4 x double>*
  %wide.load156.4 = load <4 x double>, <4 x double>* %113, align 8, !alias.scope !25
  %114 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load155.4)
  %115 = fmul <4 x double> %114, %wide.load156.4
  %sunkaddr831 = mul i64 %index154, 8
  %116 = bitcast double* %.6.i30 to i8*
  %sunkaddr832 = getelementptr i8, i8* %116, i64 %sunkaddr831
  %sunkaddr833 = getelementptr i8, i8* %sunkaddr832, i64 128
  %117 = bitcast i8* %sunkaddr833 to <4 x double>*
  store <4 x double> %115, <4 x double>* %117, align 8, !alias.scope !27, !noalias !29
  %sunkaddr834 = mul i64 %index154, 8
  %118 = bitcast double* %arg.x.4 to i8*
  %sunkaddr835 = getelementptr i8, i8* %118, i64 %sunkaddr834
  %sunkaddr836 = getelementptr i8, i8* %sunkaddr835, i64 160
  %119 = bitcast i8* %sunkaddr836 to <4 x double>*
  %wide.load155.5 = load <4 x double>, <4 x double>* %119, align 8, !alias.scope !22
  %sunkaddr837 = mul i64 %index154, 8
  %120 = bitcast double* %arg.y.4 to i8*
  %sunkaddr838 = getelementptr i8, i8* %120, i64 %sunkaddr837
  %sunkaddr839 = getelementptr i8, i8* %sunkaddr838, i64 160
  %121 = bitcast i8* %sunkaddr839 to <4 x double>*
  %wide.load156.5 = load <4 x double>, <4 x double>* %121, align 8, !alias.scope !25
  %122 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load155.5)
  %123 = fmul <4 x double> %122, %wide.load156.5
  %sunkaddr840 = mul i64 %index154, 8
  %124 = bitcast double* %.6.i30 to i8*
  %sunkaddr841 = getelementptr i8, i8* %124, i64 %sunkaddr840
  %sunkaddr842 = getelementptr i8, i8* %sunkaddr841, i64 160
  %125 = bitcast i8* %sunkaddr842 to <4 x double>*
  store <4 x double> %123, <4 x double>* %125, align 8, !alias.scope !27, !noalias !29
  %sunkaddr843 = mul i64 %index154, 8
  %126 = bitcast double* %arg.x.4 to i8*
  %sunkaddr844 = getelementptr i8, i8* %126, i64 %sunkaddr843
  %sunkaddr845 = getelementptr i8, i8* %sunkaddr844, i64 192
  %127 = bitcast i8* %sunkaddr845 to <4 x double>*
  %wide.load155.6 = load <4 x double>, <4 x double>* %127, align 8, !alias.scope !22
  %sunkaddr846 = mul i64 %index154, 8
  %128 = bitcast double* %arg.y.4 to i8*
  %sunkaddr847 = getelementptr i8, i8* %128, i64 %sunkaddr846
  %sunkaddr848 = getelementptr i8, i8* %sunkaddr847, i64 192
  %129 = bitcast i8* %sunkaddr848 to <4 x double>*
  %wide.load156.6 = load <4 x double>, <4 x double>* %129, align 8, !alias.scope !25
  %130 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load155.6)
  %131 = fmul <4 x double> %130, %wide.load156.6
  %sunkaddr849 = mul i64 %index154, 8
  %132 = bitcast double* %.6.i30 to i8*
  %sunkaddr850 = getelementptr i8, i8* %132, i64 %sunkaddr849
  %sunkaddr851 = getelementptr i8, i8* %sunkaddr850, i64 192
  %133 = bitcast i8* %sunkaddr851 to <4 x double>*
  store <4 x double> %131, <4 x double>* %133, align 8, !alias.scope !27, !noalias !29
  %sunkaddr852 = mul i64 %index154, 8
  %134 = bitcast double* %arg.x.4 to i8*
  %sunkaddr853 = getelementptr i8, i8* %134, i64 %sunkaddr852
  %sunkaddr854 = getelementptr i8, i8* %sunkaddr853, i64 224
  %135 = bitcast i8* %sunkaddr854 to <4 x double>*
  %wide.load155.7 = load <4 x double>, <4 x double>* %135, align 8, !alias.scope !22
  %sunkaddr855 = mul i64 %index154, 8
  %136 = bitcast double* %arg.y.4 to i8*
  %sunkaddr856 = getelementptr i8, i8* %136, i64 %sunkaddr855
  %sunkaddr857 = getelementptr i8, i8* %sunkaddr856, i64 224
  %137 = bitcast i8* %sunkaddr857 to <4 x double>*
  %wide.load156.7 = load <4 x double>, <4 x double>* %137, align 8, !alias.scope !25
  %138 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load155.7)
  %139 = fmul <4 x double> %138, %wide.load156.7
  %sunkaddr858 = mul i64 %index154, 8
  %140 = bitcast double* %.6.i30 to i8*
  %sunkaddr859 = getelementptr i8, i8* %140, i64 %sunkaddr858
  %sunkaddr860 = getelementptr i8, i8* %sunkaddr859, i64 224
  %141 = bitcast i8* %sunkaddr860 to <4 x double>*
  store <4 x double> %139, <4 x double>* %141, align 8, !alias.scope !27, !noalias !29
  %index.next157.7 = add i64 %index154, 32
  %lsr.iv.next499 = add i64 %lsr.iv498, -8
  %niter172.ncmp.7 = icmp eq i64 %lsr.iv.next499, 0
  br i1 %niter172.ncmp.7, label %middle.block145.unr-lcssa, label %vector.body147, !llvm.loop !30

middle.block145.unr-lcssa:                        ; preds = %vector.body147, %vector.ph149
  %index154.unr = phi i64 [ 0, %vector.ph149 ], [ %index.next157.7, %vector.body147 ]
  %lcmp.mod170.not = icmp eq i64 %xtraiter168, 0
  br i1 %lcmp.mod170.not, label %middle.block145, label %vector.body147.epil.preheader

vector.body147.epil.preheader:                    ; preds = %middle.block145.unr-lcssa
  %scevgep412 = getelementptr double, double* %.6.i30, i64 %index154.unr
  %scevgep418 = getelementptr double, double* %arg.y.4, i64 %index154.unr
  %scevgep422 = getelementptr double, double* %arg.x.4, i64 %index154.unr
  %142 = shl nuw nsw i64 %xtraiter168, 5
  br label %vector.body147.epil

vector.body147.epil:                              ; preds = %vector.body147.epil.preheader, %vector.body147.epil
  %lsr.iv413 = phi i64 [ 0, %vector.body147.epil.preheader ], [ %lsr.iv.next414, %vector.body147.epil ]
  %143 = bitcast double* %scevgep422 to i8*
  %144 = bitcast double* %scevgep418 to i8*
  %145 = bitcast double* %scevgep412 to i8*
  %uglygep424 = getelementptr i8, i8* %143, i64 %lsr.iv413
  %uglygep424425 = bitcast i8* %uglygep424 to <4 x double>*
  %wide.load155.epil = load <4 x double>, <4 x double>* %uglygep424425, align 8, !alias.scope !22
  %uglygep420 = getelementptr i8, i8* %144, i64 %lsr.iv413
  %uglygep420421 = bitcast i8* %uglygep420 to <4 x double>*
  %wide.load156.epil = load <4 x double>, <4 x double>* %uglygep420421, align 8, !alias.scope !25
  %146 = call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load155.epil)
  %147 = fmul <4 x double> %146, %wide.load156.epil
  %uglygep416 = getelementptr i8, i8* %145, i64 %lsr.iv413
  %uglygep416417 = bitcast i8* %uglygep416 to <4 x double>*
  store <4 x double> %147, <4 x double>* %uglygep416417, align 8, !alias.scope !27, !noalias !29
  %lsr.iv.next414 = add nuw nsw i64 %lsr.iv413, 32
  %epil.iter169.cmp.not = icmp eq i64 %142, %lsr.iv.next414
  br i1 %epil.iter169.cmp.not, label %middle.block145, label %vector.body147.epil, !llvm.loop !31

middle.block145:                                  ; preds = %vector.body147.epil, %middle.block145.unr-lcssa
  %cmp.n153 = icmp eq i64 %dest_shape.1, %n.vec151
  br i1 %cmp.n153, label %for.end, label %for.body.us.us.preheader158

for.body.us.us.preheader158:                      ; preds = %vector.memcheck131, %for.body.us.us.preheader, %middle.block145
  %loop.index29.us.us.ph = phi i64 [ 0, %vector.memcheck131 ], [ 0, %for.body.us.us.preheader ], [ %n.vec151, %middle.block145 ]
  %148 = sub i64 %dest_shape.1, %loop.index29.us.us.ph
  %149 = xor i64 %loop.index29.us.us.ph, -1
  %150 = add i64 %dest_shape.1, %149
  %xtraiter166 = and i64 %148, 7
  %lcmp.mod167.not = icmp eq i64 %xtraiter166, 0
  br i1 %lcmp.mod167.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader158
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv410 = phi i64 [ %xtraiter166, %for.body.us.us.prol.preheader ], [ %lsr.iv.next411, %for.body.us.us.prol ]
  %loop.index29.us.us.prol = phi i64 [ %.256.us.us.prol, %for.body.us.us.prol ], [ %loop.index29.us.us.ph, %for.body.us.us.prol.preheader ]
  %scevgep409 = getelementptr double, double* %arg.x.4, i64 %loop.index29.us.us.prol
  %.218.us.us.prol = load double, double* %scevgep409, align 8
  %scevgep408 = getelementptr double, double* %arg.y.4, i64 %loop.index29.us.us.prol
  %.227.us.us.prol = load double, double* %scevgep408, align 8
  %.13.i.us.us.prol = tail call double @llvm.exp.f64(double %.218.us.us.prol) #5
  %.18.i.us.us.prol = fmul double %.13.i.us.us.prol, %.227.us.us.prol
  %scevgep407 = getelementptr double, double* %.6.i30, i64 %loop.index29.us.us.prol
  store double %.18.i.us.us.prol, double* %scevgep407, align 8
  %.256.us.us.prol = add i64 %loop.index29.us.us.prol, 1
  %lsr.iv.next411 = add nsw i64 %lsr.iv410, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next411, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !32

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader158
  %loop.index29.us.us.unr = phi i64 [ %loop.index29.us.us.ph, %for.body.us.us.preheader158 ], [ %.256.us.us.prol, %for.body.us.us.prol ]
  %151 = icmp ult i64 %150, 7
  br i1 %151, label %for.end, label %for.body.us.us.preheader197

for.body.us.us.preheader197:                      ; preds = %for.body.us.us.prol.loopexit
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader197, %for.body.us.us
  %loop.index29.us.us = phi i64 [ %.256.us.us.7, %for.body.us.us ], [ %loop.index29.us.us.unr, %for.body.us.us.preheader197 ]
  %sunkaddr861 = mul i64 %loop.index29.us.us, 8
  %152 = bitcast double* %arg.x.4 to i8*
  %sunkaddr862 = getelementptr i8, i8* %152, i64 %sunkaddr861
  %153 = bitcast i8* %sunkaddr862 to double*
  %.218.us.us = load double, double* %153, align 8
  %sunkaddr863 = mul i64 %loop.index29.us.us, 8
  %154 = bitcast double* %arg.y.4 to i8*
  %sunkaddr864 = getelementptr i8, i8* %154, i64 %sunkaddr863
  %155 = bitcast i8* %sunkaddr864 to double*
  %.227.us.us = load double, double* %155, align 8
  %.13.i.us.us = tail call double @llvm.exp.f64(double %.218.us.us) #5
  %.18.i.us.us = fmul double %.13.i.us.us, %.227.us.us
  %sunkaddr865 = mul i64 %loop.index29.us.us, 8
  %156 = bitcast double* %.6.i30 to i8*
  %sunkaddr866 = getelementptr i8, i8* %156, i64 %sunkaddr865
  %157 = bitcast i8* %sunkaddr866 to double*
  store double %.18.i.us.us, double* %157, align 8
  %sunkaddr867 = mul i64 %loop.index29.us.us, 8
  %158 = bitcast double* %arg.x.4 to i8*
  %sunkaddr868 = getelementptr i8, i8* %158, i64 %sunkaddr867
  %sunkaddr869 = getelementptr i8, i8* %sunkaddr868, i64 8
  %159 = bitcast i8* %sunkaddr869 to double*
  %.218.us.us.1 = load double, double* %159, align 8
  %sunkaddr870 = mul i64 %loop.index29.us.us, 8
  %160 = bitcast double* %arg.y.4 to i8*
  %sunkaddr871 = getelementptr i8, i8* %160, i64 %sunkaddr870
  %sunkaddr872 = getelementptr i8, i8* %sunkaddr871, i64 8
  %161 = bitcast i8* %sunkaddr872 to double*
  %.227.us.us.1 = load double, double* %161, align 8
  %.13.i.us.us.1 = tail call double @llvm.exp.f64(double %.218.us.us.1) #5
  %.18.i.us.us.1 = fmul double %.13.i.us.us.1, %.227.us.us.1
  %sunkaddr873 = mul i64 %loop.index29.us.us, 8
  %162 = bitcast double* %.6.i30 to i8*
  %sunkaddr874 = getelementptr i8, i8* %162, i64 %sunkaddr873
  %sunkaddr875 = getelementptr i8, i8* %sunkaddr874, i64 8
  %163 = bitcast i8* %sunkaddr875 to double*
  store double %.18.i.us.us.1, double* %163, align 8
  %sunkaddr876 = mul i64 %loop.index29.us.us, 8
  %164 = bitcast double* %arg.x.4 to i8*
  %sunkaddr877 = getelementptr i8, i8* %164, i64 %sunkaddr876
  %sunkaddr878 = getelementptr i8, i8* %sunkaddr877, i64 16
  %165 = bitcast i8* %sunkaddr878 to double*
  %.218.us.us.2 = load double, double* %165, align 8
  %sunkaddr879 = mul i64 %loop.index29.us.us, 8
  %166 = bitcast double* %arg.y.4 to i8*
  %sunkaddr880 = getelementptr i8, i8* %166, i64 %sunkaddr879
  %sunkaddr881 = getelementptr i8, i8* %sunkaddr880, i64 16
  %167 = bitcast i8* %sunkaddr881 to double*
  %.227.us.us.2 = load double, double* %167, align 8
  %.13.i.us.us.2 = tail call double @llvm.exp.f64(double %.218.us.us.2) #5
  %.18.i.us.us.2 = fmul double %.13.i.us.us.2, %.227.us.us.2
  %sunkaddr882 = mul i64 %loop.index29.us.us, 8
  %168 = bitcast double* %.6.i30 to i8*
  %sunkaddr883 = getelementptr i8, i8* %168, i64 %sunkaddr882
  %sunkaddr884 = getelementptr i8, i8* %sunkaddr883, i64 16
  %169 = bitcast i8* %sunkaddr884 to double*
  store double %.18.i.us.us.2, double* %169, align 8
  %sunkaddr885 = mul i64 %loop.index29.us.us, 8
  %170 = bitcast double* %arg.x.4 to i8*
  %sunkaddr886 = getelementptr i8, i8* %170, i64 %sunkaddr885
  %sunkaddr887 = getelementptr i8, i8* %sunkaddr886, i64 24
  %171 = bitcast i8* %sunkaddr887 to double*
  %.218.us.us.3 = load double, double* %171, align 8
  %sunkaddr888 = mul i64 %loop.index29.us.us, 8
  %172 = bitcast double* %arg.y.4 to i8*
  %sunkaddr889 = getelementptr i8, i8* %172, i64 %sunkaddr888
  %sunkaddr890 = getelementptr i8, i8* %sunkaddr889, i64 24
  %173 = bitcast i8* %sunkaddr890 to double*
  %.227.us.us.3 = load double, double* %173, align 8
  %.13.i.us.us.3 = tail call double @llvm.exp.f64(double %.218.us.us.3) #5
  %.18.i.us.us.3 = fmul double %.13.i.us.us.3, %.227.us.us.3
  %sunkaddr891 = mul i64 %loop.index29.us.us, 8
  %174 = bitcast double* %.6.i30 to i8*
  %sunkaddr892 = getelementptr i8, i8* %174, i64 %sunkaddr891
  %sunkaddr893 = getelementptr i8, i8* %sunkaddr892, i64 24
  %175 = bitcast i8* %sunkaddr893 to double*
  store double %.18.i.us.us.3, double* %175, align 8
  %sunkaddr894 = mul i64 %loop.index29.us.us, 8
  %176 = bitcast double* %arg.x.4 to i8*
  %sunkaddr895 = getelementptr i8, i8* %176, i64 %sunkaddr894
  %sunkaddr896 = getelementptr i8, i8* %sunkaddr895, i64 32
  %177 = bitcast i8* %sunkaddr896 to double*
  %.218.us.us.4 = load double, double* %177, align 8
  %sunkaddr897 = mul i64 %loop.index29.us.us, 8
  %178 = bitcast double* %arg.y.4 to i8*
  %sunkaddr898 = getelementptr i8, i8* %178, i64 %sunkaddr897
  %sunkaddr899 = getelementptr i8, i8* %sunkaddr898, i64 32
  %179 = bitcast i8* %sunkaddr899 to double*
  %.227.us.us.4 = load double, double* %179, align 8
  %.13.i.us.us.4 = tail call double @llvm.exp.f64(double %.218.us.us.4) #5
  %.18.i.us.us.4 = fmul double %.13.i.us.us.4, %.227.us.us.4
  %sunkaddr900 = mul i64 %loop.index29.us.us, 8
  %180 = bitcast double* %.6.i30 to i8*
  %sunkaddr901 = getelementptr i8, i8* %180, i64 %sunkaddr900
  %sunkaddr902 = getelementptr i8, i8* %sunkaddr901, i64 32
  %181 = bitcast i8* %sunkaddr902 to double*
  store double %.18.i.us.us.4, double* %181, align 8
  %sunkaddr903 = mul i64 %loop.index29.us.us, 8
  %182 = bitcast double* %arg.x.4 to i8*
  %sunkaddr904 = getelementptr i8, i8* %182, i64 %sunkaddr903
  %sunkaddr905 = getelementptr i8, i8* %sunkaddr904, i64 40
  %183 = bitcast i8* %sunkaddr905 to double*
  %.218.us.us.5 = load double, double* %183, align 8
  %sunkaddr906 = mul i64 %loop.index29.us.us, 8
  %184 = bitcast double* %arg.y.4 to i8*
  %sunkaddr907 = getelementptr i8, i8* %184, i64 %sunkaddr906
  %sunkaddr908 = getelementptr i8, i8* %sunkaddr907, i64 40
  %185 = bitcast i8* %sunkaddr908 to double*
  %.227.us.us.5 = load double, double* %185, align 8
  %.13.i.us.us.5 = tail call double @llvm.exp.f64(double %.218.us.us.5) #5
  %.18.i.us.us.5 = fmul double %.13.i.us.us.5, %.227.us.us.5
  %sunkaddr909 = mul i64 %loop.index29.us.us, 8
  %186 = bitcast double* %.6.i30 to i8*
  %sunkaddr910 = getelementptr i8, i8* %186, i64 %sunkaddr909
  %sunkaddr911 = getelementptr i8, i8* %sunkaddr910, i64 40
  %187 = bitcast i8* %sunkaddr911 to double*
  store double %.18.i.us.us.5, double* %187, align 8
  %sunkaddr912 = mul i64 %loop.index29.us.us, 8
  %188 = bitcast double* %arg.x.4 to i8*
  %sunkaddr913 = getelementptr i8, i8* %188, i64 %sunkaddr912
  %sunkaddr914 = getelementptr i8, i8* %sunkaddr913, i64 48
  %189 = bitcast i8* %sunkaddr914 to double*
  %.218.us.us.6 = load double, double* %189, align 8
  %sunkaddr915 = mul i64 %loop.index29.us.us, 8
  %190 = bitcast double* %arg.y.4 to i8*
  %sunkaddr916 = getelementptr i8, i8* %190, i64 %sunkaddr915
  %sunkaddr917 = getelementptr i8, i8* %sunkaddr916, i64 48
  %191 = bitcast i8* %sunkaddr917 to double*
  %.227.us.us.6 = load double, double* %191, align 8
  %.13.i.us.us.6 = tail call double @llvm.exp.f64(double %.218.us.us.6) #5
  %.18.i.us.us.6 = fmul double %.13.i.us.us.6, %.227.us.us.6
  %sunkaddr918 = mul i64 %loop.index29.us.us, 8
  %192 = bitcast double* %.6.i30 to i8*
  %sunkaddr919 = getelementptr i8, i8* %192, i64 %sunkaddr918
  %sunkaddr920 = getelementptr i8, i8* %sunkaddr919, i64 48
  %193 = bitcast i8* %sunkaddr920 to double*
  store double %.18.i.us.us.6, double* %193, align 8
  %sunkaddr921 = mul i64 %loop.index29.us.us, 8
  %194 = bitcast double* %arg.x.4 to i8*
  %sunkaddr922 = getelementptr i8, i8* %194, i64 %sunkaddr921
  %sunkaddr923 = getelementptr i8, i8* %sunkaddr922, i64 56
  %195 = bitcast i8* %sunkaddr923 to double*
  %.218.us.us.7 = load double, double* %195, align 8
  %sunkaddr924 = mul i64 %loop.index29.us.us, 8
  %196 = bitcast double* %arg.y.4 to i8*
  %sunkaddr925 = getelementptr i8, i8* %196, i64 %sunkaddr924
  %sunkaddr926 = getelementptr i8, i8* %sunkaddr925, i64 56
  %197 = bitcast i8* %sunkaddr926 to double*
  %.227.us.us.7 = load double, double* %197, align 8
  %.13.i.us.us.7 = tail call double @llvm.exp.f64(double %.218.us.us.7) #5
  %.18.i.us.us.7 = fmul double %.13.i.us.us.7, %.227.us.us.7
  %sunkaddr927 = mul i64 %loop.index29.us.us, 8
  %198 = bitcast double* %.6.i30 to i8*
  %sunkaddr928 = getelementptr i8, i8* %198, i64 %sunkaddr927
  %sunkaddr929 = getelementptr i8, i8* %sunkaddr928, i64 56
  %199 = bitcast i8* %sunkaddr929 to double*
  store double %.18.i.us.us.7, double* %199, align 8
  %.256.us.us.7 = add nuw nsw i64 %loop.index29.us.us, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1, %.256.us.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us.us, !llvm.loop !33

for.body.us:                                      ; preds = %for.body.us.preheader198, %for.body.us
  %loop.index29.us = phi i64 [ %.256.us.7, %for.body.us ], [ %loop.index29.us.unr, %for.body.us.preheader198 ]
  %sunkaddr930 = mul i64 %loop.index29.us, 8
  %200 = bitcast double* %arg.x.4 to i8*
  %sunkaddr931 = getelementptr i8, i8* %200, i64 %sunkaddr930
  %201 = bitcast i8* %sunkaddr931 to double*
  %.218.us = load double, double* %201, align 8
  %.227.us = load double, double* %arg.y.4, align 8
  %.13.i.us = tail call double @llvm.exp.f64(double %.218.us) #5
  %.18.i.us = fmul double %.13.i.us, %.227.us
  %sunkaddr932 = mul i64 %loop.index29.us, 8
  %202 = bitcast double* %.6.i30 to i8*
  %sunkaddr933 = getelementptr i8, i8* %202, i64 %sunkaddr932
  %203 = bitcast i8* %sunkaddr933 to double*
  store double %.18.i.us, double* %203, align 8
  %sunkaddr934 = mul i64 %loop.index29.us, 8
  %204 = bitcast double* %arg.x.4 to i8*
  %sunkaddr935 = getelementptr i8, i8* %204, i64 %sunkaddr934
  %sunkaddr936 = getelementptr i8, i8* %sunkaddr935, i64 8
  %205 = bitcast i8* %sunkaddr936 to double*
  %.218.us.1 = load double, double* %205, align 8
  %.227.us.1 = load double, double* %arg.y.4, align 8
  %.13.i.us.1 = tail call double @llvm.exp.f64(double %.218.us.1) #5
  %.18.i.us.1 = fmul double %.13.i.us.1, %.227.us.1
  %sunkaddr937 = mul i64 %loop.index29.us, 8
  %206 = bitcast double* %.6.i30 to i8*
  %sunkaddr938 = getelementptr i8, i8* %206, i64 %sunkaddr937
  %sunkaddr939 = getelementptr i8, i8* %sunkaddr938, i64 8
  %207 = bitcast i8* %sunkaddr939 to double*
  store double %.18.i.us.1, double* %207, align 8
  %sunkaddr940 = mul i64 %loop.index29.us, 8
  %208 = bitcast double* %arg.x.4 to i8*
  %sunkaddr941 = getelementptr i8, i8* %208, i64 %sunkaddr940
  %sunkaddr942 = getelementptr i8, i8* %sunkaddr941, i64 16
  %209 = bitcast i8* %sunkaddr942 to double*
  %.218.us.2 = load double, double* %209, align 8
  %.227.us.2 = load double, double* %arg.y.4, align 8
  %.13.i.us.2 = tail call double @llvm.exp.f64(double %.218.us.2) #5
  %.18.i.us.2 = fmul double %.13.i.us.2, %.227.us.2
  %sunkaddr943 = mul i64 %loop.index29.us, 8
  %210 = bitcast double* %.6.i30 to i8*
  %sunkaddr944 = getelementptr i8, i8* %210, i64 %sunkaddr943
  %sunkaddr945 = getelementptr i8, i8* %sunkaddr944, i64 16
  %211 = bitcast i8* %sunkaddr945 to double*
  store double %.18.i.us.2, double* %211, align 8
  %sunkaddr946 = mul i64 %loop.index29.us, 8
  %212 = bitcast double* %arg.x.4 to i8*
  %sunkaddr947 = getelementptr i8, i8* %212, i64 %sunkaddr946
  %sunkaddr948 = getelementptr i8, i8* %sunkaddr947, i64 24
  %213 = bitcast i8* %sunkaddr948 to double*
  %.218.us.3 = load double, double* %213, align 8
  %.227.us.3 = load double, double* %arg.y.4, align 8
  %.13.i.us.3 = tail call double @llvm.exp.f64(double %.218.us.3) #5
  %.18.i.us.3 = fmul double %.13.i.us.3, %.227.us.3
  %sunkaddr949 = mul i64 %loop.index29.us, 8
  %214 = bitcast double* %.6.i30 to i8*
  %sunkaddr950 = getelementptr i8, i8* %214, i64 %sunkaddr949
  %sunkaddr951 = getelementptr i8, i8* %sunkaddr950, i64 24
  %215 = bitcast i8* %sunkaddr951 to double*
  store double %.18.i.us.3, double* %215, align 8
  %sunkaddr952 = mul i64 %loop.index29.us, 8
  %216 = bitcast double* %arg.x.4 to i8*
  %sunkaddr953 = getelementptr i8, i8* %216, i64 %sunkaddr952
  %sunkaddr954 = getelementptr i8, i8* %sunkaddr953, i64 32
  %217 = bitcast i8* %sunkaddr954 to double*
  %.218.us.4 = load double, double* %217, align 8
  %.227.us.4 = load double, double* %arg.y.4, align 8
  %.13.i.us.4 = tail call double @llvm.exp.f64(double %.218.us.4) #5
  %.18.i.us.4 = fmul double %.13.i.us.4, %.227.us.4
  %sunkaddr955 = mul i64 %loop.index29.us, 8
  %218 = bitcast double* %.6.i30 to i8*
  %sunkaddr956 = getelementptr i8, i8* %218, i64 %sunkaddr955
  %sunkaddr957 = getelementptr i8, i8* %sunkaddr956, i64 32
  %219 = bitcast i8* %sunkaddr957 to double*
  store double %.18.i.us.4, double* %219, align 8
  %sunkaddr958 = mul i64 %loop.index29.us, 8
  %220 = bitcast double* %arg.x.4 to i8*
  %sunkaddr959 = getelementptr i8, i8* %220, i64 %sunkaddr958
  %sunkaddr960 = getelementptr i8, i8* %sunkaddr959, i64 40
  %221 = bitcast i8* %sunkaddr960 to double*
  %.218.us.5 = load double, double* %221, align 8
  %.227.us.5 = load double, double* %arg.y.4, align 8
  %.13.i.us.5 = tail call double @llvm.exp.f64(double %.218.us.5) #5
  %.18.i.us.5 = fmul double %.13.i.us.5, %.227.us.5
  %sunkaddr961 = mul i64 %loop.index29.us, 8
  %222 = bitcast double* %.6.i30 to i8*
  %sunkaddr962 = getelementptr i8, i8* %222, i64 %sunkaddr961
  %sunkaddr963 = getelementptr i8, i8* %sunkaddr962, i64 40
  %223 = bitcast i8* %sunkaddr963 to double*
  store double %.18.i.us.5, double* %223, align 8
  %sunkaddr964 = mul i64 %loop.index29.us, 8
  %224 = bitcast double* %arg.x.4 to i8*
  %sunkaddr965 = getelementptr i8, i8* %224, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, i8* %sunkaddr965, i64 48
  %225 = bitcast i8* %sunkaddr966 to double*
  %.218.us.6 = load double, double* %225, align 8
  %.227.us.6 = load double, double* %arg.y.4, align 8
  %.13.i.us.6 = tail call double @llvm.exp.f64(double %.218.us.6) #5
  %.18.i.us.6 = fmul double %.13.i.us.6, %.227.us.6
  %sunkaddr967 = mul i64 %loop.index29.us, 8
  %226 = bitcast double* %.6.i30 to i8*
  %sunkaddr968 = getelementptr i8, i8* %226, i64 %sunkaddr967
  %sunkaddr969 = getelementptr i8, i8* %sunkaddr968, i64 48
  %227 = bitcast i8* %sunkaddr969 to double*
  store double %.18.i.us.6, double* %227, align 8
  %sunkaddr970 = mul i64 %loop.index29.us, 8
  %228 = bitcast double* %arg.x.4 to i8*
  %sunkaddr971 = getelementptr i8, i8* %228, i64 %sunkaddr970
  %sunkaddr972 = getelementptr i8, i8* %sunkaddr971, i64 56
  %229 = bitcast i8* %sunkaddr972 to double*
  %.218.us.7 = load double, double* %229, align 8
  %.227.us.7 = load double, double* %arg.y.4, align 8
  %.13.i.us.7 = tail call double @llvm.exp.f64(double %.218.us.7) #5
  %.18.i.us.7 = fmul double %.13.i.us.7, %.227.us.7
  %sunkaddr973 = mul i64 %loop.index29.us, 8
  %230 = bitcast double* %.6.i30 to i8*
  %sunkaddr974 = getelementptr i8, i8* %230, i64 %sunkaddr973
  %sunkaddr975 = getelementptr i8, i8* %sunkaddr974, i64 56
  %231 = bitcast i8* %sunkaddr975 to double*
  store double %.18.i.us.7, double* %231, align 8
  %.256.us.7 = add nuw nsw i64 %loop.index29.us, 8
  %exitcond57.not.7 = icmp eq i64 %dest_shape.1, %.256.us.7
  br i1 %exitcond57.not.7, label %for.end, label %for.body.us, !llvm.loop !34

for.body.preheader.split:                         ; preds = %for.body.preheader
  %232 = icmp ugt i64 %arg.y.5.0, 1
  br i1 %232, label %for.body.us41.preheader, label %for.body.preheader65

for.body.preheader65:                             ; preds = %for.body.preheader.split
  %233 = icmp ult i64 %dest_shape.1, 4
  br i1 %233, label %for.body.preheader163, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.preheader65
  %scevgep = getelementptr double, double* %.6.i30, i64 %dest_shape.1
  %scevgep70 = getelementptr double, double* %arg.x.4, i64 1
  %scevgep73 = getelementptr double, double* %arg.y.4, i64 1
  %bound0 = icmp ult double* %.6.i30, %scevgep70
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  %bound075 = icmp ult double* %.6.i30, %scevgep73
  %bound176 = icmp ugt double* %scevgep, %arg.y.4
  %found.conflict77 = and i1 %bound075, %bound176
  %conflict.rdx = or i1 %found.conflict, %found.conflict77
  br i1 %conflict.rdx, label %for.body.preheader163, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %dest_shape.1, -4
  %234 = add i64 %n.vec, -4
  %235 = lshr exact i64 %234, 2
  %236 = add nuw nsw i64 %235, 1
  %xtraiter192 = and i64 %236, 7
  %237 = icmp ult i64 %234, 28
  br i1 %237, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const743 = bitcast i64 9223372036854775800 to i64
  %unroll_iter195 = and i64 %236, %const743
  %238 = load double, double* %arg.x.4, align 8, !alias.scope !35
  %239 = load double, double* %arg.y.4, align 8, !alias.scope !38
  %broadcast.splatinsert = insertelement <4 x double> poison, double %239, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  %240 = tail call double @llvm.exp.f64(double %238) #5
  %241 = tail call double @llvm.exp.f64(double %238) #5
  %242 = tail call double @llvm.exp.f64(double %238) #5
  %243 = tail call double @llvm.exp.f64(double %238) #5
  %244 = insertelement <4 x double> poison, double %240, i64 0
  %245 = insertelement <4 x double> %244, double %241, i64 1
  %246 = insertelement <4 x double> %245, double %242, i64 2
  %247 = insertelement <4 x double> %246, double %243, i64 3
  %248 = fmul <4 x double> %247, %broadcast.splat
  %249 = load double, double* %arg.x.4, align 8, !alias.scope !35
  %250 = load double, double* %arg.y.4, align 8, !alias.scope !38
  %broadcast.splatinsert.1 = insertelement <4 x double> poison, double %250, i64 0
  %broadcast.splat.1 = shufflevector <4 x double> %broadcast.splatinsert.1, <4 x double> poison, <4 x i32> zeroinitializer
  %251 = tail call double @llvm.exp.f64(double %249) #5
  %252 = tail call double @llvm.exp.f64(double %249) #5
  %253 = tail call double @llvm.exp.f64(double %249) #5
  %254 = tail call double @llvm.exp.f64(double %249) #5
  %255 = insertelement <4 x double> poison, double %251, i64 0
  %256 = insertelement <4 x double> %255, double %252, i64 1
  %257 = insertelement <4 x double> %256, double %253, i64 2
  %258 = insertelement <4 x double> %257, double %254, i64 3
  %259 = fmul <4 x double> %258, %broadcast.splat.1
  %260 = load double, double* %arg.x.4, align 8, !alias.scope !35
  %261 = load double, double* %arg.y.4, align 8, !alias.scope !38
  %broadcast.splatinsert.2 = insertelement <4 x double> poison, double %261, i64 0
  %broadcast.splat.2 = shufflevector <4 x double> %broadcast.splatinsert.2, <4 x double> poison, <4 x i32> zeroinitializer
  %262 = tail call double @llvm.exp.f64(double %260) #5
  %263 = tail call double @llvm.exp.f64(double %260) #5
  %264 = tail call double @llvm.exp.f64(double %260) #5
  %265 = tail call double @llvm.exp.f64(double %260) #5
  %266 = insertelement <4 x double> poison, double %262, i64 0
  %267 = insertelement <4 x double> %266, double %263, i64 1
  %268 = insertelement <4 x double> %267, double %264, i64 2
  %269 = insertelement <4 x double> %268, double %265, i64 3
  %270 = fmul <4 x double> %269, %broadcast.splat.2
  %271 = load double, double* %arg.x.4, align 8, !alias.scope !35
  %272 = load double, double* %arg.y.4, align 8, !alias.scope !38
  %broadcast.splatinsert.3 = insertelement <4 x double> poison, double %272, i64 0
  %broadcast.splat.3 = shufflevector <4 x double> %broadcast.splatinsert.3, <4 x double> poison, <4 x i32> zeroinitializer
  %273 = tail call double @llvm.exp.f64(double %271) #5
  %274 = tail call double @llvm.exp.f64(double %271) #5
  %275 = tail call double @llvm.exp.f64(double %271) #5
  %276 = tail call double @llvm.exp.f64(double %271) #5
  %277 = insertelement <4 x double> poison, double %273, i64 0
  %278 = insertelement <4 x double> %277, double %274, i64 1
  %279 = insertelement <4 x double> %278, double %275, i64 2
  %280 = insertelement <4 x double> %279, double %276, i64 3
  %281 = fmul <4 x double> %280, %broadcast.splat.3
  %282 = load double, double* %arg.x.4, align 8, !alias.scope !35
  %283 = load double, double* %arg.y.4, align 8, !alias.scope !38
  %broadcast.splatinsert.4 = insertelement <4 x double> poison, double %283, i64 0
  %broadcast.splat.4 = shufflevector <4 x double> %broadcast.splatinsert.4, <4 x double> poison, <4 x i32> zeroinitializer
  %284 = tail call double @llvm.exp.f64(double %282) #5
  %285 = tail call double @llvm.exp.f64(double %282) #5
  %286 = tail call double @llvm.exp.f64(double %282) #5
  %287 = tail call double @llvm.exp.f64(double %282) #5
  %288 = insertelement <4 x double> poison, double %284, i64 0
  %289 = insertelement <4 x double> %288, double %285, i64 1
  %290 = insertelement <4 x double> %289, double %286, i64 2
  %291 = insertelement <4 x double> %290, double %287, i64 3
  %292 = fmul <4 x double> %291, %broadcast.splat.4
  %293 = load double, double* %arg.x.4, align 8, !alias.scope !35
  %294 = load double, double* %arg.y.4, align 8, !alias.scope !38
  %broadcast.splatinsert.5 = insertelement <4 x double> poison, double %294, i64 0
  %broadcast.splat.5 = shufflevector <4 x double> %broadcast.splatinsert.5, <4 x double> poison, <4 x i32> zeroinitializer
  %295 = tail call double @llvm.exp.f64(double %293) #5
  %296 = tail call double @llvm.exp.f64(double %293) #5
  %297 = tail call double @llvm.exp.f64(double %293) #5
  %298 = tail call double @llvm.exp.f64(double %293) #5
  %299 = insertelement <4 x double> poison, double %295, i64 0
  %300 = insertelement <4 x double> %299, double %296, i64 1
  %301 = insertelement <4 x double> %300, double %297, i64 2
  %302 = insertelement <4 x double> %301, double %298, i64 3
  %303 = fmul <4 x double> %302, %broadcast.splat.5
  %304 = load double, double* %arg.x.4, align 8, !alias.scope !35
  %305 = load double, double* %arg.y.4, align 8, !alias.scope !38
  %broadcast.splatinsert.6 = insertelement <4 x double> poison, double %305, i64 0
  %broadcast.splat.6 = shufflevector <4 x double> %broadcast.splatinsert.6, <4 x double> poison, <4 x i32> zeroinitializer
  %306 = tail call double @llvm.exp.f64(double %304) #5
  %307 = tail call double @llvm.exp.f64(double %304) #5
  %308 = tail call double @llvm.exp.f64(double %304) #5
  %309 = tail call double @llvm.exp.f64(double %304) #5
  %310 = insertelement <4 x double> poison, double %306, i64 0
  %311 = insertelement <4 x double> %310, double %307, i64 1
  %312 = insertelement <4 x double> %311, double %308, i64 2
  %313 = insertelement <4 x double> %312, double %309, i64 3
  %314 = fmul <4 x double> %313, %broadcast.splat.6
  %315 = load double, double* %arg.x.4, align 8, !alias.scope !35
  %316 = load double, double* %arg.y.4, align 8, !alias.scope !38
  %broadcast.splatinsert.7 = insertelement <4 x double> poison, double %316, i64 0
  %broadcast.splat.7 = shufflevector <4 x double> %broadcast.splatinsert.7, <4 x double> poison, <4 x i32> zeroinitializer
  %317 = tail call double @llvm.exp.f64(double %315) #5
  %318 = tail call double @llvm.exp.f64(double %315) #5
  %319 = tail call double @llvm.exp.f64(double %315) #5
  %320 = tail call double @llvm.exp.f64(double %315) #5
  %321 = insertelement <4 x double> poison, double %317, i64 0
  %322 = insertelement <4 x double> %321, double %318, i64 1
  %323 = insertelement <4 x double> %322, double %319, i64 2
  %324 = insertelement <4 x double> %323, double %320, i64 3
  %325 = fmul <4 x double> %324, %broadcast.splat.7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv741 = phi i64 [ %lsr.iv.next742, %vector.body ], [ %unroll_iter195, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr976 = mul i64 %index, 8
  %326 = bitcast double* %.6.i30 to i8*
  %sunkaddr977 = getelementptr i8, i8* %326, i64 %sunkaddr976
  %327 = bitcast i8* %sunkaddr977 to <4 x double>*
  store <4 x double> %248, <4 x double>* %327, align 8, !alias.scope !40, !noalias !42
  %sunkaddr978 = mul i64 %index, 8
  %328 = bitcast double* %.6.i30 to i8*
  %sunkaddr979 = getelementptr i8, i8* %328, i64 %sunkaddr978
  %sunkaddr980 = getelementptr i8, i8* %sunkaddr979, i64 32
  %329 = bitcast i8* %sunkaddr980 to <4 x double>*
  store <4 x double> %259, <4 x double>* %329, align 8, !alias.scope !40, !noalias !42
  %sunkaddr981 = mul i64 %index, 8
  %330 = bitcast double* %.6.i30 to i8*
  %sunkaddr982 = getelementptr i8, i8* %330, i64 %sunkaddr981
  %sunkaddr983 = getelementptr i8, i8* %sunkaddr982, i64 64
  %331 = bitcast i8* %sunkaddr983 to <4 x double>*
  store <4 x double> %270, <4 x double>* %331, align 8, !alias.scope !40, !noalias !42
  %sunkaddr984 = mul i64 %index, 8
  %332 = bitcast double* %.6.i30 to i8*
  %sunkaddr985 = getelementptr i8, i8* %332, i64 %sunkaddr984
  %sunkaddr986 = getelementptr i8, i8* %sunkaddr985, i64 96
  %333 = bitcast i8* %sunkaddr986 to <4 x double>*
  store <4 x double> %281, <4 x double>* %333, align 8, !alias.scope !40, !noalias !42
  %sunkaddr987 = mul i64 %index, 8
  %334 = bitcast double* %.6.i30 to i8*
  %sunkaddr988 = getelementptr i8, i8* %334, i64 %sunkaddr987
  %sunkaddr989 = getelementptr i8, i8* %sunkaddr988, i64 128
  %335 = bitcast i8* %sunkaddr989 to <4 x double>*
  store <4 x double> %292, <4 x double>* %335, align 8, !alias.scope !40, !noalias !42
  %sunkaddr990 = mul i64 %index, 8
  %336 = bitcast double* %.6.i30 to i8*
  %sunkaddr991 = getelementptr i8, i8* %336, i64 %sunkaddr990
  %sunkaddr992 = getelementptr i8, i8* %sunkaddr991, i64 160
  %337 = bitcast i8* %sunkaddr992 to <4 x double>*
  store <4 x double> %303, <4 x double>* %337, align 8, !alias.scope !40, !noalias !42
  %sunkaddr993 = mul i64 %index, 8
  %338 = bitcast double* %.6.i30 to i8*
  %sunkaddr994 = getelementptr i8, i8* %338, i64 %sunkaddr993
  %sunkaddr995 = getelementptr i8, i8* %sunkaddr994, i64 192
  %339 = bitcast i8* %sunkaddr995 to <4 x double>*
  store <4 x double> %314, <4 x double>* %339, align 8, !alias.scope !40, !noalias !42
  %sunkaddr996 = mul i64 %index, 8
  %340 = bitcast double* %.6.i30 to i8*
  %sunkaddr997 = getelementptr i8, i8* %340, i64 %sunkaddr996
  %sunkaddr998 = getelementptr i8, i8* %sunkaddr997, i64 224
  %341 = bitcast i8* %sunkaddr998 to <4 x double>*
  store <4 x double> %325, <4 x double>* %341, align 8, !alias.scope !40, !noalias !42
  %index.next.7 = add i64 %index, 32
  %lsr.iv.next742 = add i64 %lsr.iv741, -8
  %niter196.ncmp.7 = icmp eq i64 %lsr.iv.next742, 0
  br i1 %niter196.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod194.not = icmp eq i64 %xtraiter192, 0
  br i1 %lcmp.mod194.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %342 = load double, double* %arg.x.4, align 8, !alias.scope !35
  %343 = load double, double* %arg.y.4, align 8, !alias.scope !38
  %broadcast.splatinsert.epil = insertelement <4 x double> poison, double %343, i64 0
  %broadcast.splat.epil = shufflevector <4 x double> %broadcast.splatinsert.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %344 = tail call double @llvm.exp.f64(double %342) #5
  %345 = tail call double @llvm.exp.f64(double %342) #5
  %346 = tail call double @llvm.exp.f64(double %342) #5
  %347 = tail call double @llvm.exp.f64(double %342) #5
  %348 = insertelement <4 x double> poison, double %344, i64 0
  %349 = insertelement <4 x double> %348, double %345, i64 1
  %350 = insertelement <4 x double> %349, double %346, i64 2
  %351 = insertelement <4 x double> %350, double %347, i64 3
  %352 = fmul <4 x double> %351, %broadcast.splat.epil
  %scevgep711 = getelementptr double, double* %.6.i30, i64 %index.unr
  %353 = shl nuw nsw i64 %xtraiter192, 5
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv712 = phi i64 [ %lsr.iv.next713, %vector.body.epil ], [ 0, %vector.body.epil.preheader ]
  %354 = bitcast double* %scevgep711 to i8*
  %uglygep715 = getelementptr i8, i8* %354, i64 %lsr.iv712
  %uglygep715716 = bitcast i8* %uglygep715 to <4 x double>*
  store <4 x double> %352, <4 x double>* %uglygep715716, align 8, !alias.scope !40, !noalias !42
  %lsr.iv.next713 = add nuw nsw i64 %lsr.iv712, 32
  %epil.iter193.cmp.not = icmp eq i64 %353, %lsr.iv.next713
  br i1 %epil.iter193.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !44

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %dest_shape.1, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.preheader163

for.body.preheader163:                            ; preds = %vector.memcheck, %for.body.preheader65, %middle.block
  %loop.index29.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.preheader65 ], [ %n.vec, %middle.block ]
  %355 = sub i64 %dest_shape.1, %loop.index29.ph
  %356 = xor i64 %loop.index29.ph, -1
  %357 = add i64 %dest_shape.1, %356
  %xtraiter189 = and i64 %355, 7
  %lcmp.mod190.not = icmp eq i64 %xtraiter189, 0
  br i1 %lcmp.mod190.not, label %for.body.prol.loopexit, label %for.body.prol.preheader

for.body.prol.preheader:                          ; preds = %for.body.preheader163
  br label %for.body.prol

for.body.prol:                                    ; preds = %for.body.prol.preheader, %for.body.prol
  %lsr.iv709 = phi i64 [ %xtraiter189, %for.body.prol.preheader ], [ %lsr.iv.next710, %for.body.prol ]
  %loop.index29.prol = phi i64 [ %.256.prol, %for.body.prol ], [ %loop.index29.ph, %for.body.prol.preheader ]
  %.218.prol = load double, double* %arg.x.4, align 8
  %.227.prol = load double, double* %arg.y.4, align 8
  %.13.i.prol = tail call double @llvm.exp.f64(double %.218.prol) #5
  %.18.i.prol = fmul double %.13.i.prol, %.227.prol
  %scevgep708 = getelementptr double, double* %.6.i30, i64 %loop.index29.prol
  store double %.18.i.prol, double* %scevgep708, align 8
  %.256.prol = add i64 %loop.index29.prol, 1
  %lsr.iv.next710 = add nsw i64 %lsr.iv709, -1
  %prol.iter191.cmp.not = icmp eq i64 %lsr.iv.next710, 0
  br i1 %prol.iter191.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !45

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader163
  %loop.index29.unr = phi i64 [ %loop.index29.ph, %for.body.preheader163 ], [ %.256.prol, %for.body.prol ]
  %358 = icmp ult i64 %357, 7
  br i1 %358, label %for.end, label %for.body.preheader202

for.body.preheader202:                            ; preds = %for.body.prol.loopexit
  br label %for.body

for.body.us41.preheader:                          ; preds = %for.body.preheader.split
  %359 = icmp ult i64 %dest_shape.1, 4
  br i1 %359, label %for.body.us41.preheader161, label %vector.memcheck78

vector.memcheck78:                                ; preds = %for.body.us41.preheader
  %scevgep79 = getelementptr double, double* %.6.i30, i64 %dest_shape.1
  %scevgep81 = getelementptr double, double* %arg.x.4, i64 1
  %scevgep83 = getelementptr double, double* %arg.y.4, i64 %dest_shape.1
  %bound085 = icmp ult double* %.6.i30, %scevgep81
  %bound186 = icmp ugt double* %scevgep79, %arg.x.4
  %found.conflict87 = and i1 %bound085, %bound186
  %bound088 = icmp ult double* %.6.i30, %scevgep83
  %bound189 = icmp ugt double* %scevgep79, %arg.y.4
  %found.conflict90 = and i1 %bound088, %bound189
  %conflict.rdx91 = or i1 %found.conflict87, %found.conflict90
  br i1 %conflict.rdx91, label %for.body.us41.preheader161, label %vector.ph96

vector.ph96:                                      ; preds = %vector.memcheck78
  %n.vec98 = and i64 %dest_shape.1, -4
  %360 = add i64 %n.vec98, -4
  %361 = lshr exact i64 %360, 2
  %362 = add nuw nsw i64 %361, 1
  %xtraiter184 = and i64 %362, 7
  %363 = icmp ult i64 %360, 28
  br i1 %363, label %middle.block92.unr-lcssa, label %vector.ph96.new

vector.ph96.new:                                  ; preds = %vector.ph96
  %const744 = bitcast i64 9223372036854775800 to i64
  %unroll_iter187 = and i64 %362, %const744
  %364 = load double, double* %arg.x.4, align 8, !alias.scope !46
  %365 = tail call double @llvm.exp.f64(double %364) #5
  %366 = tail call double @llvm.exp.f64(double %364) #5
  %367 = tail call double @llvm.exp.f64(double %364) #5
  %368 = tail call double @llvm.exp.f64(double %364) #5
  %369 = insertelement <4 x double> poison, double %365, i64 0
  %370 = insertelement <4 x double> %369, double %366, i64 1
  %371 = insertelement <4 x double> %370, double %367, i64 2
  %372 = insertelement <4 x double> %371, double %368, i64 3
  %373 = load double, double* %arg.x.4, align 8, !alias.scope !46
  %374 = tail call double @llvm.exp.f64(double %373) #5
  %375 = tail call double @llvm.exp.f64(double %373) #5
  %376 = tail call double @llvm.exp.f64(double %373) #5
  %377 = tail call double @llvm.exp.f64(double %373) #5
  %378 = insertelement <4 x double> poison, double %374, i64 0
  %379 = insertelement <4 x double> %378, double %375, i64 1
  %380 = insertelement <4 x double> %379, double %376, i64 2
  %381 = insertelement <4 x double> %380, double %377, i64 3
  %382 = load double, double* %arg.x.4, align 8, !alias.scope !46
  %383 = tail call double @llvm.exp.f64(double %382) #5
  %384 = tail call double @llvm.exp.f64(double %382) #5
  %385 = tail call double @llvm.exp.f64(double %382) #5
  %386 = tail call double @llvm.exp.f64(double %382) #5
  %387 = insertelement <4 x double> poison, double %383, i64 0
  %388 = insertelement <4 x double> %387, double %384, i64 1
  %389 = insertelement <4 x double> %388, double %385, i64 2
  %390 = insertelement <4 x double> %389, double %386, i64 3
  %391 = load double, double* %arg.x.4, align 8, !alias.scope !46
  %392 = tail call double @llvm.exp.f64(double %391) #5
  %393 = tail call double @llvm.exp.f64(double %391) #5
  %394 = tail call double @llvm.exp.f64(double %391) #5
  %395 = tail call double @llvm.exp.f64(double %391) #5
  %396 = insertelement <4 x double> poison, double %392, i64 0
  %397 = insertelement <4 x double> %396, double %393, i64 1
  %398 = insertelement <4 x double> %397, double %394, i64 2
  %399 = insertelement <4 x double> %398, double %395, i64 3
  %400 = load double, double* %arg.x.4, align 8, !alias.scope !46
  %401 = tail call double @llvm.exp.f64(double %400) #5
  %402 = tail call double @llvm.exp.f64(double %400) #5
  %403 = tail call double @llvm.exp.f64(double %400) #5
  %404 = tail call double @llvm.exp.f64(double %400) #5
  %405 = insertelement <4 x double> poison, double %401, i64 0
  %406 = insertelement <4 x double> %405, double %402, i64 1
  %407 = insertelement <4 x double> %406, double %403, i64 2
  %408 = insertelement <4 x double> %407, double %404, i64 3
  %409 = load double, double* %arg.x.4, align 8, !alias.scope !46
  %410 = tail call double @llvm.exp.f64(double %409) #5
  %411 = tail call double @llvm.exp.f64(double %409) #5
  %412 = tail call double @llvm.exp.f64(double %409) #5
  %413 = tail call double @llvm.exp.f64(double %409) #5
  %414 = insertelement <4 x double> poison, double %410, i64 0
  %415 = insertelement <4 x double> %414, double %411, i64 1
  %416 = insertelement <4 x double> %415, double %412, i64 2
  %417 = insertelement <4 x double> %416, double %413, i64 3
  %418 = load double, double* %arg.x.4, align 8, !alias.scope !46
  %419 = tail call double @llvm.exp.f64(double %418) #5
  %420 = tail call double @llvm.exp.f64(double %418) #5
  %421 = tail call double @llvm.exp.f64(double %418) #5
  %422 = tail call double @llvm.exp.f64(double %418) #5
  %423 = insertelement <4 x double> poison, double %419, i64 0
  %424 = insertelement <4 x double> %423, double %420, i64 1
  %425 = insertelement <4 x double> %424, double %421, i64 2
  %426 = insertelement <4 x double> %425, double %422, i64 3
  %427 = load double, double* %arg.x.4, align 8, !alias.scope !46
  %428 = tail call double @llvm.exp.f64(double %427) #5
  %429 = tail call double @llvm.exp.f64(double %427) #5
  %430 = tail call double @llvm.exp.f64(double %427) #5
  %431 = tail call double @llvm.exp.f64(double %427) #5
  %432 = insertelement <4 x double> poison, double %428, i64 0
  %433 = insertelement <4 x double> %432, double %429, i64 1
  %434 = insertelement <4 x double> %433, double %430, i64 2
  %435 = insertelement <4 x double> %434, double %431, i64 3
  br label %vector.body94

vector.body94:                                    ; preds = %vector.body94, %vector.ph96.new
  %lsr.iv690 = phi i64 [ %lsr.iv.next691, %vector.body94 ], [ %unroll_iter187, %vector.ph96.new ]
  %index101 = phi i64 [ 0, %vector.ph96.new ], [ %index.next102.7, %vector.body94 ]
  %sunkaddr999 = mul i64 %index101, 8
  %436 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1000 = getelementptr i8, i8* %436, i64 %sunkaddr999
  %437 = bitcast i8* %sunkaddr1000 to <4 x double>*
  %wide.load = load <4 x double>, <4 x double>* %437, align 8, !alias.scope !49
  %438 = fmul <4 x double> %372, %wide.load
  %sunkaddr1001 = mul i64 %index101, 8
  %439 = bitcast double* %.6.i30 to i8*
  %sunkaddr1002 = getelementptr i8, i8* %439, i64 %sunkaddr1001
  %440 = bitcast i8* %sunkaddr1002 to <4 x double>*
  store <4 x double> %438, <4 x double>* %440, align 8, !alias.scope !51, !noalias !53
  %sunkaddr1003 = mul i64 %index101, 8
  %441 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1004 = getelementptr i8, i8* %441, i64 %sunkaddr1003
  %sunkaddr1005 = getelementptr i8, i8* %sunkaddr1004, i64 32
  %442 = bitcast i8* %sunkaddr1005 to <4 x double>*
  %wide.load.1 = load <4 x double>, <4 x double>* %442, align 8, !alias.scope !49
  %443 = fmul <4 x double> %381, %wide.load.1
  %sunkaddr1006 = mul i64 %index101, 8
  %444 = bitcast double* %.6.i30 to i8*
  %sunkaddr1007 = getelementptr i8, i8* %444, i64 %sunkaddr1006
  %sunkaddr1008 = getelementptr i8, i8* %sunkaddr1007, i64 32
  %445 = bitcast i8* %sunkaddr1008 to <4 x double>*
  store <4 x double> %443, <4 x double>* %445, align 8, !alias.scope !51, !noalias !53
  %sunkaddr1009 = mul i64 %index101, 8
  %446 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1010 = getelementptr i8, i8* %446, i64 %sunkaddr1009
  %sunkaddr1011 = getelementptr i8, i8* %sunkaddr1010, i64 64
  %447 = bitcast i8* %sunkaddr1011 to <4 x double>*
  %wide.load.2 = load <4 x double>, <4 x double>* %447, align 8, !alias.scope !49
  %448 = fmul <4 x double> %390, %wide.load.2
  %sunkaddr1012 = mul i64 %index101, 8
  %449 = bitcast double* %.6.i30 to i8*
  %sunkaddr1013 = getelementptr i8, i8* %449, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, i8* %sunkaddr1013, i64 64
  %450 = bitcast i8* %sunkaddr1014 to <4 x double>*
  store <4 x double> %448, <4 x double>* %450, align 8, !alias.scope !51, !noalias !53
  %sunkaddr1015 = mul i64 %index101, 8
  %451 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1016 = getelementptr i8, i8* %451, i64 %sunkaddr1015
  %sunkaddr1017 = getelementptr i8, i8* %sunkaddr1016, i64 96
  %452 = bitcast i8* %sunkaddr1017 to <4 x double>*
  %wide.load.3 = load <4 x double>, <4 x double>* %452, align 8, !alias.scope !49
  %453 = fmul <4 x double> %399, %wide.load.3
  %sunkaddr1018 = mul i64 %index101, 8
  %454 = bitcast double* %.6.i30 to i8*
  %sunkaddr1019 = getelementptr i8, i8* %454, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, i8* %sunkaddr1019, i64 96
  %455 = bitcast i8* %sunkaddr1020 to <4 x double>*
  store <4 x double> %453, <4 x double>* %455, align 8, !alias.scope !51, !noalias !53
  %sunkaddr1021 = mul i64 %index101, 8
  %456 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1022 = getelementptr i8, i8* %456, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, i8* %sunkaddr1022, i64 128
  %457 = bitcast i8* %sunkaddr1023 to <4 x double>*
  %wide.load.4 = load <4 x double>, <4 x double>* %457, align 8, !alias.scope !49
  %458 = fmul <4 x double> %408, %wide.load.4
  %sunkaddr1024 = mul i64 %index101, 8
  %459 = bitcast double* %.6.i30 to i8*
  %sunkaddr1025 = getelementptr i8, i8* %459, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, i8* %sunkaddr1025, i64 128
  %460 = bitcast i8* %sunkaddr1026 to <4 x double>*
  store <4 x double> %458, <4 x double>* %460, align 8, !alias.scope !51, !noalias !53
  %sunkaddr1027 = mul i64 %index101, 8
  %461 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1028 = getelementptr i8, i8* %461, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, i8* %sunkaddr1028, i64 160
  %462 = bitcast i8* %sunkaddr1029 to <4 x double>*
  %wide.load.5 = load <4 x double>, <4 x double>* %462, align 8, !alias.scope !49
  %463 = fmul <4 x double> %417, %wide.load.5
  %sunkaddr1030 = mul i64 %index101, 8
  %464 = bitcast double* %.6.i30 to i8*
  %sunkaddr1031 = getelementptr i8, i8* %464, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, i8* %sunkaddr1031, i64 160
  %465 = bitcast i8* %sunkaddr1032 to <4 x double>*
  store <4 x double> %463, <4 x double>* %465, align 8, !alias.scope !51, !noalias !53
  %sunkaddr1033 = mul i64 %index101, 8
  %466 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1034 = getelementptr i8, i8* %466, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, i8* %sunkaddr1034, i64 192
  %467 = bitcast i8* %sunkaddr1035 to <4 x double>*
  %wide.load.6 = load <4 x double>, <4 x double>* %467, align 8, !alias.scope !49
  %468 = fmul <4 x double> %426, %wide.load.6
  %sunkaddr1036 = mul i64 %index101, 8
  %469 = bitcast double* %.6.i30 to i8*
  %sunkaddr1037 = getelementptr i8, i8* %469, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, i8* %sunkaddr1037, i64 192
  %470 = bitcast i8* %sunkaddr1038 to <4 x double>*
  store <4 x double> %468, <4 x double>* %470, align 8, !alias.scope !51, !noalias !53
  %sunkaddr1039 = mul i64 %index101, 8
  %471 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1040 = getelementptr i8, i8* %471, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, i8* %sunkaddr1040, i64 224
  %472 = bitcast i8* %sunkaddr1041 to <4 x double>*
  %wide.load.7 = load <4 x double>, <4 x double>* %472, align 8, !alias.scope !49
  %473 = fmul <4 x double> %435, %wide.load.7
  %sunkaddr1042 = mul i64 %index101, 8
  %474 = bitcast double* %.6.i30 to i8*
  %sunkaddr1043 = getelementptr i8, i8* %474, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, i8* %sunkaddr1043, i64 224
  %475 = bitcast i8* %sunkaddr1044 to <4 x double>*
  store <4 x double> %473, <4 x double>* %475, align 8, !alias.scope !51, !noalias !53
  %index.next102.7 = add i64 %index101, 32
  %lsr.iv.next691 = add i64 %lsr.iv690, -8
  %niter188.ncmp.7 = icmp eq i64 %lsr.iv.next691, 0
  br i1 %niter188.ncmp.7, label %middle.block92.unr-lcssa, label %vector.body94, !llvm.loop !54

middle.block92.unr-lcssa:                         ; preds = %vector.body94, %vector.ph96
  %index101.unr = phi i64 [ 0, %vector.ph96 ], [ %index.next102.7, %vector.body94 ]
  %lcmp.mod186.not = icmp eq i64 %xtraiter184, 0
  br i1 %lcmp.mod186.not, label %middle.block92, label %vector.body94.epil.preheader

vector.body94.epil.preheader:                     ; preds = %middle.block92.unr-lcssa
  %476 = load double, double* %arg.x.4, align 8, !alias.scope !46
  %477 = tail call double @llvm.exp.f64(double %476) #5
  %478 = tail call double @llvm.exp.f64(double %476) #5
  %479 = tail call double @llvm.exp.f64(double %476) #5
  %480 = tail call double @llvm.exp.f64(double %476) #5
  %481 = insertelement <4 x double> poison, double %477, i64 0
  %482 = insertelement <4 x double> %481, double %478, i64 1
  %483 = insertelement <4 x double> %482, double %479, i64 2
  %484 = insertelement <4 x double> %483, double %480, i64 3
  %scevgep632 = getelementptr double, double* %.6.i30, i64 %index101.unr
  %scevgep638 = getelementptr double, double* %arg.y.4, i64 %index101.unr
  %485 = shl nuw nsw i64 %xtraiter184, 5
  br label %vector.body94.epil

vector.body94.epil:                               ; preds = %vector.body94.epil, %vector.body94.epil.preheader
  %lsr.iv633 = phi i64 [ %lsr.iv.next634, %vector.body94.epil ], [ 0, %vector.body94.epil.preheader ]
  %486 = bitcast double* %scevgep638 to i8*
  %487 = bitcast double* %scevgep632 to i8*
  %uglygep640 = getelementptr i8, i8* %486, i64 %lsr.iv633
  %uglygep640641 = bitcast i8* %uglygep640 to <4 x double>*
  %wide.load.epil = load <4 x double>, <4 x double>* %uglygep640641, align 8, !alias.scope !49
  %488 = fmul <4 x double> %484, %wide.load.epil
  %uglygep636 = getelementptr i8, i8* %487, i64 %lsr.iv633
  %uglygep636637 = bitcast i8* %uglygep636 to <4 x double>*
  store <4 x double> %488, <4 x double>* %uglygep636637, align 8, !alias.scope !51, !noalias !53
  %lsr.iv.next634 = add nuw nsw i64 %lsr.iv633, 32
  %epil.iter185.cmp.not = icmp eq i64 %485, %lsr.iv.next634
  br i1 %epil.iter185.cmp.not, label %middle.block92, label %vector.body94.epil, !llvm.loop !55

middle.block92:                                   ; preds = %vector.body94.epil, %middle.block92.unr-lcssa
  %cmp.n100 = icmp eq i64 %dest_shape.1, %n.vec98
  br i1 %cmp.n100, label %for.end, label %for.body.us41.preheader161

for.body.us41.preheader161:                       ; preds = %vector.memcheck78, %for.body.us41.preheader, %middle.block92
  %loop.index29.us42.ph = phi i64 [ 0, %vector.memcheck78 ], [ 0, %for.body.us41.preheader ], [ %n.vec98, %middle.block92 ]
  %489 = sub i64 %dest_shape.1, %loop.index29.us42.ph
  %490 = xor i64 %loop.index29.us42.ph, -1
  %491 = add i64 %dest_shape.1, %490
  %xtraiter181 = and i64 %489, 7
  %lcmp.mod182.not = icmp eq i64 %xtraiter181, 0
  br i1 %lcmp.mod182.not, label %for.body.us41.prol.loopexit, label %for.body.us41.prol.preheader

for.body.us41.prol.preheader:                     ; preds = %for.body.us41.preheader161
  br label %for.body.us41.prol

for.body.us41.prol:                               ; preds = %for.body.us41.prol.preheader, %for.body.us41.prol
  %lsr.iv630 = phi i64 [ %xtraiter181, %for.body.us41.prol.preheader ], [ %lsr.iv.next631, %for.body.us41.prol ]
  %loop.index29.us42.prol = phi i64 [ %.256.us51.prol, %for.body.us41.prol ], [ %loop.index29.us42.ph, %for.body.us41.prol.preheader ]
  %.218.us44.prol = load double, double* %arg.x.4, align 8
  %scevgep629 = getelementptr double, double* %arg.y.4, i64 %loop.index29.us42.prol
  %.227.us47.prol = load double, double* %scevgep629, align 8
  %.13.i.us48.prol = tail call double @llvm.exp.f64(double %.218.us44.prol) #5
  %.18.i.us49.prol = fmul double %.13.i.us48.prol, %.227.us47.prol
  %scevgep628 = getelementptr double, double* %.6.i30, i64 %loop.index29.us42.prol
  store double %.18.i.us49.prol, double* %scevgep628, align 8
  %.256.us51.prol = add i64 %loop.index29.us42.prol, 1
  %lsr.iv.next631 = add nsw i64 %lsr.iv630, -1
  %prol.iter183.cmp.not = icmp eq i64 %lsr.iv.next631, 0
  br i1 %prol.iter183.cmp.not, label %for.body.us41.prol.loopexit, label %for.body.us41.prol, !llvm.loop !56

for.body.us41.prol.loopexit:                      ; preds = %for.body.us41.prol, %for.body.us41.preheader161
  %loop.index29.us42.unr = phi i64 [ %loop.index29.us42.ph, %for.body.us41.preheader161 ], [ %.256.us51.prol, %for.body.us41.prol ]
  %492 = icmp ult i64 %491, 7
  br i1 %492, label %for.end, label %for.body.us41.preheader200

for.body.us41.preheader200:                       ; preds = %for.body.us41.prol.loopexit
  br label %for.body.us41

for.body.us41:                                    ; preds = %for.body.us41.preheader200, %for.body.us41
  %loop.index29.us42 = phi i64 [ %.256.us51.7, %for.body.us41 ], [ %loop.index29.us42.unr, %for.body.us41.preheader200 ]
  %.218.us44 = load double, double* %arg.x.4, align 8
  %sunkaddr1045 = mul i64 %loop.index29.us42, 8
  %493 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1046 = getelementptr i8, i8* %493, i64 %sunkaddr1045
  %494 = bitcast i8* %sunkaddr1046 to double*
  %.227.us47 = load double, double* %494, align 8
  %.13.i.us48 = tail call double @llvm.exp.f64(double %.218.us44) #5
  %.18.i.us49 = fmul double %.13.i.us48, %.227.us47
  %sunkaddr1047 = mul i64 %loop.index29.us42, 8
  %495 = bitcast double* %.6.i30 to i8*
  %sunkaddr1048 = getelementptr i8, i8* %495, i64 %sunkaddr1047
  %496 = bitcast i8* %sunkaddr1048 to double*
  store double %.18.i.us49, double* %496, align 8
  %.218.us44.1 = load double, double* %arg.x.4, align 8
  %sunkaddr1049 = mul i64 %loop.index29.us42, 8
  %497 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1050 = getelementptr i8, i8* %497, i64 %sunkaddr1049
  %sunkaddr1051 = getelementptr i8, i8* %sunkaddr1050, i64 8
  %498 = bitcast i8* %sunkaddr1051 to double*
  %.227.us47.1 = load double, double* %498, align 8
  %.13.i.us48.1 = tail call double @llvm.exp.f64(double %.218.us44.1) #5
  %.18.i.us49.1 = fmul double %.13.i.us48.1, %.227.us47.1
  %sunkaddr1052 = mul i64 %loop.index29.us42, 8
  %499 = bitcast double* %.6.i30 to i8*
  %sunkaddr1053 = getelementptr i8, i8* %499, i64 %sunkaddr1052
  %sunkaddr1054 = getelementptr i8, i8* %sunkaddr1053, i64 8
  %500 = bitcast i8* %sunkaddr1054 to double*
  store double %.18.i.us49.1, double* %500, align 8
  %.218.us44.2 = load double, double* %arg.x.4, align 8
  %sunkaddr1055 = mul i64 %loop.index29.us42, 8
  %501 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1056 = getelementptr i8, i8* %501, i64 %sunkaddr1055
  %sunkaddr1057 = getelementptr i8, i8* %sunkaddr1056, i64 16
  %502 = bitcast i8* %sunkaddr1057 to double*
  %.227.us47.2 = load double, double* %502, align 8
  %.13.i.us48.2 = tail call double @llvm.exp.f64(double %.218.us44.2) #5
  %.18.i.us49.2 = fmul double %.13.i.us48.2, %.227.us47.2
  %sunkaddr1058 = mul i64 %loop.index29.us42, 8
  %503 = bitcast double* %.6.i30 to i8*
  %sunkaddr1059 = getelementptr i8, i8* %503, i64 %sunkaddr1058
  %sunkaddr1060 = getelementptr i8, i8* %sunkaddr1059, i64 16
  %504 = bitcast i8* %sunkaddr1060 to double*
  store double %.18.i.us49.2, double* %504, align 8
  %.218.us44.3 = load double, double* %arg.x.4, align 8
  %sunkaddr1061 = mul i64 %loop.index29.us42, 8
  %505 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1062 = getelementptr i8, i8* %505, i64 %sunkaddr1061
  %sunkaddr1063 = getelementptr i8, i8* %sunkaddr1062, i64 24
  %506 = bitcast i8* %sunkaddr1063 to double*
  %.227.us47.3 = load double, double* %506, align 8
  %.13.i.us48.3 = tail call double @llvm.exp.f64(double %.218.us44.3) #5
  %.18.i.us49.3 = fmul double %.13.i.us48.3, %.227.us47.3
  %sunkaddr1064 = mul i64 %loop.index29.us42, 8
  %507 = bitcast double* %.6.i30 to i8*
  %sunkaddr1065 = getelementptr i8, i8* %507, i64 %sunkaddr1064
  %sunkaddr1066 = getelementptr i8, i8* %sunkaddr1065, i64 24
  %508 = bitcast i8* %sunkaddr1066 to double*
  store double %.18.i.us49.3, double* %508, align 8
  %.218.us44.4 = load double, double* %arg.x.4, align 8
  %sunkaddr1067 = mul i64 %loop.index29.us42, 8
  %509 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1068 = getelementptr i8, i8* %509, i64 %sunkaddr1067
  %sunkaddr1069 = getelementptr i8, i8* %sunkaddr1068, i64 32
  %510 = bitcast i8* %sunkaddr1069 to double*
  %.227.us47.4 = load double, double* %510, align 8
  %.13.i.us48.4 = tail call double @llvm.exp.f64(double %.218.us44.4) #5
  %.18.i.us49.4 = fmul double %.13.i.us48.4, %.227.us47.4
  %sunkaddr1070 = mul i64 %loop.index29.us42, 8
  %511 = bitcast double* %.6.i30 to i8*
  %sunkaddr1071 = getelementptr i8, i8* %511, i64 %sunkaddr1070
  %sunkaddr1072 = getelementptr i8, i8* %sunkaddr1071, i64 32
  %512 = bitcast i8* %sunkaddr1072 to double*
  store double %.18.i.us49.4, double* %512, align 8
  %.218.us44.5 = load double, double* %arg.x.4, align 8
  %sunkaddr1073 = mul i64 %loop.index29.us42, 8
  %513 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1074 = getelementptr i8, i8* %513, i64 %sunkaddr1073
  %sunkaddr1075 = getelementptr i8, i8* %sunkaddr1074, i64 40
  %514 = bitcast i8* %sunkaddr1075 to double*
  %.227.us47.5 = load double, double* %514, align 8
  %.13.i.us48.5 = tail call double @llvm.exp.f64(double %.218.us44.5) #5
  %.18.i.us49.5 = fmul double %.13.i.us48.5, %.227.us47.5
  %sunkaddr1076 = mul i64 %loop.index29.us42, 8
  %515 = bitcast double* %.6.i30 to i8*
  %sunkaddr1077 = getelementptr i8, i8* %515, i64 %sunkaddr1076
  %sunkaddr1078 = getelementptr i8, i8* %sunkaddr1077, i64 40
  %516 = bitcast i8* %sunkaddr1078 to double*
  store double %.18.i.us49.5, double* %516, align 8
  %.218.us44.6 = load double, double* %arg.x.4, align 8
  %sunkaddr1079 = mul i64 %loop.index29.us42, 8
  %517 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1080 = getelementptr i8, i8* %517, i64 %sunkaddr1079
  %sunkaddr1081 = getelementptr i8, i8* %sunkaddr1080, i64 48
  %518 = bitcast i8* %sunkaddr1081 to double*
  %.227.us47.6 = load double, double* %518, align 8
  %.13.i.us48.6 = tail call double @llvm.exp.f64(double %.218.us44.6) #5
  %.18.i.us49.6 = fmul double %.13.i.us48.6, %.227.us47.6
  %sunkaddr1082 = mul i64 %loop.index29.us42, 8
  %519 = bitcast double* %.6.i30 to i8*
  %sunkaddr1083 = getelementptr i8, i8* %519, i64 %sunkaddr1082
  %sunkaddr1084 = getelementptr i8, i8* %sunkaddr1083, i64 48
  %520 = bitcast i8* %sunkaddr1084 to double*
  store double %.18.i.us49.6, double* %520, align 8
  %.218.us44.7 = load double, double* %arg.x.4, align 8
  %sunkaddr1085 = mul i64 %loop.index29.us42, 8
  %521 = bitcast double* %arg.y.4 to i8*
  %sunkaddr1086 = getelementptr i8, i8* %521, i64 %sunkaddr1085
  %sunkaddr1087 = getelementptr i8, i8* %sunkaddr1086, i64 56
  %522 = bitcast i8* %sunkaddr1087 to double*
  %.227.us47.7 = load double, double* %522, align 8
  %.13.i.us48.7 = tail call double @llvm.exp.f64(double %.218.us44.7) #5
  %.18.i.us49.7 = fmul double %.13.i.us48.7, %.227.us47.7
  %sunkaddr1088 = mul i64 %loop.index29.us42, 8
  %523 = bitcast double* %.6.i30 to i8*
  %sunkaddr1089 = getelementptr i8, i8* %523, i64 %sunkaddr1088
  %sunkaddr1090 = getelementptr i8, i8* %sunkaddr1089, i64 56
  %524 = bitcast i8* %sunkaddr1090 to double*
  store double %.18.i.us49.7, double* %524, align 8
  %.256.us51.7 = add nuw nsw i64 %loop.index29.us42, 8
  %exitcond58.not.7 = icmp eq i64 %dest_shape.1, %.256.us51.7
  br i1 %exitcond58.not.7, label %for.end, label %for.body.us41, !llvm.loop !57

for.body:                                         ; preds = %for.body.preheader202, %for.body
  %loop.index29 = phi i64 [ %.256.7, %for.body ], [ %loop.index29.unr, %for.body.preheader202 ]
  %.218 = load double, double* %arg.x.4, align 8
  %.227 = load double, double* %arg.y.4, align 8
  %.13.i = tail call double @llvm.exp.f64(double %.218) #5
  %.18.i = fmul double %.13.i, %.227
  %sunkaddr1091 = mul i64 %loop.index29, 8
  %525 = bitcast double* %.6.i30 to i8*
  %sunkaddr1092 = getelementptr i8, i8* %525, i64 %sunkaddr1091
  %526 = bitcast i8* %sunkaddr1092 to double*
  store double %.18.i, double* %526, align 8
  %.218.1 = load double, double* %arg.x.4, align 8
  %.227.1 = load double, double* %arg.y.4, align 8
  %.13.i.1 = tail call double @llvm.exp.f64(double %.218.1) #5
  %.18.i.1 = fmul double %.13.i.1, %.227.1
  %sunkaddr1093 = mul i64 %loop.index29, 8
  %527 = bitcast double* %.6.i30 to i8*
  %sunkaddr1094 = getelementptr i8, i8* %527, i64 %sunkaddr1093
  %sunkaddr1095 = getelementptr i8, i8* %sunkaddr1094, i64 8
  %528 = bitcast i8* %sunkaddr1095 to double*
  store double %.18.i.1, double* %528, align 8
  %.218.2 = load double, double* %arg.x.4, align 8
  %.227.2 = load double, double* %arg.y.4, align 8
  %.13.i.2 = tail call double @llvm.exp.f64(double %.218.2) #5
  %.18.i.2 = fmul double %.13.i.2, %.227.2
  %sunkaddr1096 = mul i64 %loop.index29, 8
  %529 = bitcast double* %.6.i30 to i8*
  %sunkaddr1097 = getelementptr i8, i8* %529, i64 %sunkaddr1096
  %sunkaddr1098 = getelementptr i8, i8* %sunkaddr1097, i64 16
  %530 = bitcast i8* %sunkaddr1098 to double*
  store double %.18.i.2, double* %530, align 8
  %.218.3 = load double, double* %arg.x.4, align 8
  %.227.3 = load double, double* %arg.y.4, align 8
  %.13.i.3 = tail call double @llvm.exp.f64(double %.218.3) #5
  %.18.i.3 = fmul double %.13.i.3, %.227.3
  %sunkaddr1099 = mul i64 %loop.index29, 8
  %531 = bitcast double* %.6.i30 to i8*
  %sunkaddr1100 = getelementptr i8, i8* %531, i64 %sunkaddr1099
  %sunkaddr1101 = getelementptr i8, i8* %sunkaddr1100, i64 24
  %532 = bitcast i8* %sunkaddr1101 to double*
  store double %.18.i.3, double* %532, align 8
  %.218.4 = load double, double* %arg.x.4, align 8
  %.227.4 = load double, double* %arg.y.4, align 8
  %.13.i.4 = tail call double @llvm.exp.f64(double %.218.4) #5
  %.18.i.4 = fmul double %.13.i.4, %.227.4
  %sunkaddr1102 = mul i64 %loop.index29, 8
  %533 = bitcast double* %.6.i30 to i8*
  %sunkaddr1103 = getelementptr i8, i8* %533, i64 %sunkaddr1102
  %sunkaddr1104 = getelementptr i8, i8* %sunkaddr1103, i64 32
  %534 = bitcast i8* %sunkaddr1104 to double*
  store double %.18.i.4, double* %534, align 8
  %.218.5 = load double, double* %arg.x.4, align 8
  %.227.5 = load double, double* %arg.y.4, align 8
  %.13.i.5 = tail call double @llvm.exp.f64(double %.218.5) #5
  %.18.i.5 = fmul double %.13.i.5, %.227.5
  %sunkaddr1105 = mul i64 %loop.index29, 8
  %535 = bitcast double* %.6.i30 to i8*
  %sunkaddr1106 = getelementptr i8, i8* %535, i64 %sunkaddr1105
  %sunkaddr1107 = getelementptr i8, i8* %sunkaddr1106, i64 40
  %536 = bitcast i8* %sunkaddr1107 to double*
  store double %.18.i.5, double* %536, align 8
  %.218.6 = load double, double* %arg.x.4, align 8
  %.227.6 = load double, double* %arg.y.4, align 8
  %.13.i.6 = tail call double @llvm.exp.f64(double %.218.6) #5
  %.18.i.6 = fmul double %.13.i.6, %.227.6
  %sunkaddr1108 = mul i64 %loop.index29, 8
  %537 = bitcast double* %.6.i30 to i8*
  %sunkaddr1109 = getelementptr i8, i8* %537, i64 %sunkaddr1108
  %sunkaddr1110 = getelementptr i8, i8* %sunkaddr1109, i64 48
  %538 = bitcast i8* %sunkaddr1110 to double*
  store double %.18.i.6, double* %538, align 8
  %.218.7 = load double, double* %arg.x.4, align 8
  %.227.7 = load double, double* %arg.y.4, align 8
  %.13.i.7 = tail call double @llvm.exp.f64(double %.218.7) #5
  %.18.i.7 = fmul double %.13.i.7, %.227.7
  %sunkaddr1111 = mul i64 %loop.index29, 8
  %539 = bitcast double* %.6.i30 to i8*
  %sunkaddr1112 = getelementptr i8, i8* %539, i64 %sunkaddr1111
  %sunkaddr1113 = getelementptr i8, i8* %sunkaddr1112, i64 56
  %540 = bitcast i8* %sunkaddr1113 to double*
  store double %.18.i.7, double* %540, align 8
  %.256.7 = add nuw nsw i64 %loop.index29, 8
  %exitcond59.not.7 = icmp eq i64 %dest_shape.1, %.256.7
  br i1 %exitcond59.not.7, label %for.end, label %for.body, !llvm.loop !58

for.end:                                          ; preds = %for.body, %for.body.us41, %for.body.us, %for.body.us.us, %for.body.prol.loopexit, %for.body.us41.prol.loopexit, %for.body.us.prol.loopexit, %for.body.us.us.prol.loopexit, %middle.block, %middle.block92, %middle.block117, %middle.block145, %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.y.0)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %dest_shape.1, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.1, i64 1) #5
  %541 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %542 = icmp ult i64 %541, 7
  br i1 %542, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const
  %543 = add nsw i64 %unroll_iter.i, -8
  %544 = lshr exact i64 %543, 3
  %545 = add nuw nsw i64 %544, 1
  %xtraiter = and i64 %545, 7
  %546 = icmp ult i64 %543, 56
  br i1 %546, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %545, 4611686018427387896
  %scevgep229 = getelementptr double, double* %.6.i30, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %547 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep205 = getelementptr double, double* %.6.i30, i64 %547
  %548 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %549 = bitcast double* %scevgep205 to i8*
  %uglygep226 = getelementptr i8, i8* %549, i64 %lsr.iv
  %uglygep226227 = bitcast i8* %uglygep226 to double*
  %scevgep228 = getelementptr double, double* %uglygep226227, i64 -7
  %.236.i.epil = load double, double* %scevgep228, align 8, !noalias !59
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep223 = getelementptr i8, i8* %549, i64 %lsr.iv
  %uglygep223224 = bitcast i8* %uglygep223 to double*
  %scevgep225 = getelementptr double, double* %uglygep223224, i64 -6
  %.236.1.i.epil = load double, double* %scevgep225, align 8, !noalias !59
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep220 = getelementptr i8, i8* %549, i64 %lsr.iv
  %uglygep220221 = bitcast i8* %uglygep220 to double*
  %scevgep222 = getelementptr double, double* %uglygep220221, i64 -5
  %.236.2.i.epil = load double, double* %scevgep222, align 8, !noalias !59
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep217 = getelementptr i8, i8* %549, i64 %lsr.iv
  %uglygep217218 = bitcast i8* %uglygep217 to double*
  %scevgep219 = getelementptr double, double* %uglygep217218, i64 -4
  %.236.3.i.epil = load double, double* %scevgep219, align 8, !noalias !59
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep214 = getelementptr i8, i8* %549, i64 %lsr.iv
  %uglygep214215 = bitcast i8* %uglygep214 to double*
  %scevgep216 = getelementptr double, double* %uglygep214215, i64 -3
  %.236.4.i.epil = load double, double* %scevgep216, align 8, !noalias !59
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep211 = getelementptr i8, i8* %549, i64 %lsr.iv
  %uglygep211212 = bitcast i8* %uglygep211 to double*
  %scevgep213 = getelementptr double, double* %uglygep211212, i64 -2
  %.236.5.i.epil = load double, double* %scevgep213, align 8, !noalias !59
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep208 = getelementptr i8, i8* %549, i64 %lsr.iv
  %uglygep208209 = bitcast i8* %uglygep208 to double*
  %scevgep210 = getelementptr double, double* %uglygep208209, i64 -1
  %.236.6.i.epil = load double, double* %scevgep210, align 8, !noalias !59
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %549, i64 %lsr.iv
  %uglygep207 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep207, align 8, !noalias !59
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %548, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !62, !llvm.loop !63

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i30, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep204 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep204, align 8, !noalias !59
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !62, !llvm.loop !64

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv357 = phi i64 [ %lsr.iv.next358, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep355 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -63
  %.236.i = load double, double* %scevgep356, align 8, !noalias !59
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep353 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -62
  %.236.1.i = load double, double* %scevgep354, align 8, !noalias !59
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep351 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -61
  %.236.2.i = load double, double* %scevgep352, align 8, !noalias !59
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep349 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -60
  %.236.3.i = load double, double* %scevgep350, align 8, !noalias !59
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep347 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -59
  %.236.4.i = load double, double* %scevgep348, align 8, !noalias !59
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep345 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -58
  %.236.5.i = load double, double* %scevgep346, align 8, !noalias !59
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep343 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -57
  %.236.6.i = load double, double* %scevgep344, align 8, !noalias !59
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep341 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -56
  %.236.7.i = load double, double* %scevgep342, align 8, !noalias !59
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep310 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -55
  %.236.i.1 = load double, double* %scevgep311, align 8, !noalias !59
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep312 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -54
  %.236.1.i.1 = load double, double* %scevgep313, align 8, !noalias !59
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep314 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -53
  %.236.2.i.1 = load double, double* %scevgep315, align 8, !noalias !59
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep316 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -52
  %.236.3.i.1 = load double, double* %scevgep317, align 8, !noalias !59
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep318 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -51
  %.236.4.i.1 = load double, double* %scevgep319, align 8, !noalias !59
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep320 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -50
  %.236.5.i.1 = load double, double* %scevgep321, align 8, !noalias !59
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep322 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -49
  %.236.6.i.1 = load double, double* %scevgep323, align 8, !noalias !59
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep324 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -48
  %.236.7.i.1 = load double, double* %scevgep325, align 8, !noalias !59
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep294 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -47
  %.236.i.2 = load double, double* %scevgep295, align 8, !noalias !59
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep296 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -46
  %.236.1.i.2 = load double, double* %scevgep297, align 8, !noalias !59
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep298 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -45
  %.236.2.i.2 = load double, double* %scevgep299, align 8, !noalias !59
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep300 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -44
  %.236.3.i.2 = load double, double* %scevgep301, align 8, !noalias !59
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep302 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -43
  %.236.4.i.2 = load double, double* %scevgep303, align 8, !noalias !59
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep304 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -42
  %.236.5.i.2 = load double, double* %scevgep305, align 8, !noalias !59
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep306 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -41
  %.236.6.i.2 = load double, double* %scevgep307, align 8, !noalias !59
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep308 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -40
  %.236.7.i.2 = load double, double* %scevgep309, align 8, !noalias !59
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep278 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -39
  %.236.i.3 = load double, double* %scevgep279, align 8, !noalias !59
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep280 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -38
  %.236.1.i.3 = load double, double* %scevgep281, align 8, !noalias !59
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep282 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -37
  %.236.2.i.3 = load double, double* %scevgep283, align 8, !noalias !59
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep284 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -36
  %.236.3.i.3 = load double, double* %scevgep285, align 8, !noalias !59
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep286 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -35
  %.236.4.i.3 = load double, double* %scevgep287, align 8, !noalias !59
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep288 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -34
  %.236.5.i.3 = load double, double* %scevgep289, align 8, !noalias !59
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep290 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -33
  %.236.6.i.3 = load double, double* %scevgep291, align 8, !noalias !59
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep292 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -32
  %.236.7.i.3 = load double, double* %scevgep293, align 8, !noalias !59
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep262 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -31
  %.236.i.4 = load double, double* %scevgep263, align 8, !noalias !59
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep264 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -30
  %.236.1.i.4 = load double, double* %scevgep265, align 8, !noalias !59
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep266 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -29
  %.236.2.i.4 = load double, double* %scevgep267, align 8, !noalias !59
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep268 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -28
  %.236.3.i.4 = load double, double* %scevgep269, align 8, !noalias !59
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep270 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -27
  %.236.4.i.4 = load double, double* %scevgep271, align 8, !noalias !59
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep272 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -26
  %.236.5.i.4 = load double, double* %scevgep273, align 8, !noalias !59
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep274 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -25
  %.236.6.i.4 = load double, double* %scevgep275, align 8, !noalias !59
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep276 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -24
  %.236.7.i.4 = load double, double* %scevgep277, align 8, !noalias !59
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep246 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -23
  %.236.i.5 = load double, double* %scevgep247, align 8, !noalias !59
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep248 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -22
  %.236.1.i.5 = load double, double* %scevgep249, align 8, !noalias !59
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep250 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -21
  %.236.2.i.5 = load double, double* %scevgep251, align 8, !noalias !59
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep252 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -20
  %.236.3.i.5 = load double, double* %scevgep253, align 8, !noalias !59
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep254 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -19
  %.236.4.i.5 = load double, double* %scevgep255, align 8, !noalias !59
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep256 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -18
  %.236.5.i.5 = load double, double* %scevgep257, align 8, !noalias !59
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep258 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -17
  %.236.6.i.5 = load double, double* %scevgep259, align 8, !noalias !59
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep260 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -16
  %.236.7.i.5 = load double, double* %scevgep261, align 8, !noalias !59
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep230 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep231 = getelementptr double, double* %scevgep230, i64 -15
  %.236.i.6 = load double, double* %scevgep231, align 8, !noalias !59
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep232 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep233 = getelementptr double, double* %scevgep232, i64 -14
  %.236.1.i.6 = load double, double* %scevgep233, align 8, !noalias !59
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep234 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep235 = getelementptr double, double* %scevgep234, i64 -13
  %.236.2.i.6 = load double, double* %scevgep235, align 8, !noalias !59
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep236 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep237 = getelementptr double, double* %scevgep236, i64 -12
  %.236.3.i.6 = load double, double* %scevgep237, align 8, !noalias !59
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep238 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep239 = getelementptr double, double* %scevgep238, i64 -11
  %.236.4.i.6 = load double, double* %scevgep239, align 8, !noalias !59
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep240 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep241 = getelementptr double, double* %scevgep240, i64 -10
  %.236.5.i.6 = load double, double* %scevgep241, align 8, !noalias !59
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep242 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -9
  %.236.6.i.6 = load double, double* %scevgep243, align 8, !noalias !59
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep244 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -8
  %.236.7.i.6 = load double, double* %scevgep245, align 8, !noalias !59
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep326 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -7
  %.236.i.7 = load double, double* %scevgep327, align 8, !noalias !59
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep328 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -6
  %.236.1.i.7 = load double, double* %scevgep329, align 8, !noalias !59
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep330 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -5
  %.236.2.i.7 = load double, double* %scevgep331, align 8, !noalias !59
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep332 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -4
  %.236.3.i.7 = load double, double* %scevgep333, align 8, !noalias !59
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep334 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -3
  %.236.4.i.7 = load double, double* %scevgep335, align 8, !noalias !59
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep336 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -2
  %.236.5.i.7 = load double, double* %scevgep337, align 8, !noalias !59
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep338 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -1
  %.236.6.i.7 = load double, double* %scevgep339, align 8, !noalias !59
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep340 = getelementptr double, double* %scevgep229, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep340, align 8, !noalias !59
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next358 = add i64 %lsr.iv357, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next358, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.exp_mul_sum, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.96, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([164 x i8], [164 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.48 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %8, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(i8* %.44, i8* nonnull %.48)
  %9 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %9, i64 24
  %10 = bitcast i8* %sunkaddr9 to i64*
  %.53 = load i64, i64* %10, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %11 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8**
  %.60.fca.0.load = load i8*, i8** %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %12, i64 32
  %13 = bitcast i8* %sunkaddr10 to double**
  %.60.fca.4.load = load double*, double** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %14, i64 40
  %15 = bitcast i8* %sunkaddr11 to i64*
  %.60.fca.5.0.load = load i64, i64* %15, align 8
  store double 0.000000e+00, double* %.67, align 8
  %.75 = call i32 @_ZN7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.67, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, i8* %.60.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 undef) #2
  %.76 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.83 = icmp sgt i32 %.75, 0
  %.84 = select i1 %.83, { i8*, i32, i8*, i8*, i32 }* %.76, { i8*, i32, i8*, i8*, i32 }* undef
  %.85 = load double, double* %.67, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.60.fca.0.load)
  switch i32 %.75, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %16 = icmp sgt i32 %.75, 0
  br i1 %16, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif.2.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif
  %.96 = call i8* @PyFloat_FromDouble(double %.85)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.101 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 4
  %.103 = icmp sgt i32 %.102, 0
  %.106 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 0
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 1
  br i1 %.103, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.109 = sext i32 %.108 to i64
  %.110 = call i8* @PyBytes_FromStringAndSize(i8* %.106, i64 %.109)
  %.111 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.84, align 8
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 2
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.111, 3
  %.115 = bitcast i8* %.114 to i8* (i8*)*
  %.116 = call i8* %.115(i8* %.112)
  %.117 = icmp eq i8* %.116, null
  br i1 %.117, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.130 = extractvalue { i8*, i32, i8*, i8*, i32 } %.101, 2
  %.131 = call i8* @numba_unpickle(i8* %.106, i32 %.108, i8* %.130)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.133 = phi i8* [ %.121, %entry.endif.endif.endif.e...endif ], [ %.131, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.134.not = icmp eq i8* %.133, null
  br i1 %.134.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.121 = call i8* @numba_runtime_build_excinfo_struct(i8* %.110, i8* nonnull %.116)
  %.122 = bitcast { i8*, i32, i8*, i8*, i32 }* %.84 to i8*
  call void @NRT_Free(i8* nonnull %.122)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.133)
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

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels11exp_mul_sumB2v9B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 undef, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.10, i64 undef) #2
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !65

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9434616750>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.12, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.27
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* nonnull %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.21 to i8*
  call void @NRT_Free(i8* nonnull %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.62)
  br label %.27

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.exp.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

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
