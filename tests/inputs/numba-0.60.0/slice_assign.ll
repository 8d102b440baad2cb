; ModuleID = 'slice_assign'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139757636266176 = internal constant [94 x i8] c"\80\04\95S\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C0cannot assign slice from input of different size\94\85\94N\87\94."
@.const.pickledata.139757636266176.sha1 = internal constant [20 x i8] c"{m\B1\A5#0\BE\9E\D6\FD\835\0EQ\ACEU\E34\9A"
@.const.picklebuf.139757636266176 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([94 x i8], [94 x i8]* @.const.pickledata.139757636266176, i32 0, i32 0), i32 94, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757636266176.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757636267328 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139757636267328.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139757636267328 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139757636267328, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757636267328.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.slice_assign = internal constant [13 x i8] c"slice_assign\00"
@_ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f1bdc354550>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f1bdc354550>\00"
@_ZN08NumbaEnv5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global i8* null
@.const.pickledata.139757636291904 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139757636291904.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139757636291904 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139757636291904, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757636291904.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139757635013440 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139757635013440.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139757635013440 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139757635013440, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635013440.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1bdc5c9b10B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139757635013440.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139757635013440.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139757635013440.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139757635013440.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139757635013440.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f1bdc5f4c50B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.x.0), !noalias !0
  %.32.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.34.i = extractvalue { i64, i1 } %.32.i, 1
  br i1 %.34.i, label %B0.if, label %B0.endif.i, !prof !4

B0.endif.i:                                       ; preds = %entry
  %.33.i = extractvalue { i64, i1 } %.32.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !5
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B0.if, label %B0.endif.endif.endif.endif, !prof !4

B0.if:                                            ; preds = %B0.endif.i, %entry
  %excinfo.1.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.139757636291904, %entry ], [ @.const.picklebuf.139757635013440, %B0.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.1.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

common.ret:                                       ; preds = %.480.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.if, %B0.if, %for.end.2.endif, %for.end.endif.endif.endif.if.if, %for.end.endif.endif.if
  %common.ret.op = phi i32 [ 1, %for.end.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ 1, %B0.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %.480.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %0 = bitcast i8* %.5.i.i to double**
  %.6.i1.i = load double*, double** %0, align 8, !noalias !0
  tail call void @NRT_decref(i8* %arg.x.0), !noalias !0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !12
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !4

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635013440.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i53 = load double*, double** %1, align 8
  %.18350 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.18350, label %for.body.preheader, label %for.end.else.endif.thread

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %2 = icmp eq i64 %arg.x.5.0, 1
  br i1 %2, label %for.end.else.endif.thread102, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 8
  br i1 %min.iters.check, label %for.body.us.preheader177, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i53, i64 %arg.x.5.0
  %scevgep125 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i53, %scevgep125
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader177, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -8
  %3 = add i64 %n.vec, -8
  %4 = lshr exact i64 %3, 3
  %5 = add nuw nsw i64 %4, 1
  %xtraiter207 = and i64 %5, 7
  %6 = icmp ult i64 %3, 56
  br i1 %6, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const885 = bitcast i64 4611686018427387896 to i64
  %unroll_iter210 = and i64 %5, %const885
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv882 = phi i64 [ %lsr.iv.next883, %vector.body ], [ %unroll_iter210, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %7 = bitcast double* %arg.x.4 to i8*
  %sunkaddr886 = getelementptr i8, i8* %7, i64 %sunkaddr
  %8 = bitcast i8* %sunkaddr886 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %8, align 8, !alias.scope !19
  %9 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %10 = fmul <8 x double> %wide.load, %9
  %sunkaddr887 = mul i64 %index, 8
  %11 = bitcast double* %.6.i53 to i8*
  %sunkaddr888 = getelementptr i8, i8* %11, i64 %sunkaddr887
  %12 = bitcast i8* %sunkaddr888 to <8 x double>*
  store <8 x double> %10, <8 x double>* %12, align 8, !alias.scope !22, !noalias !19
  %sunkaddr889 = mul i64 %index, 8
  %13 = bitcast double* %arg.x.4 to i8*
  %sunkaddr890 = getelementptr i8, i8* %13, i64 %sunkaddr889
  %sunkaddr891 = getelementptr i8, i8* %sunkaddr890, i64 64
  %14 = bitcast i8* %sunkaddr891 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %14, align 8, !alias.scope !19
  %15 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %16 = fmul <8 x double> %wide.load.1, %15
  %sunkaddr892 = mul i64 %index, 8
  %17 = bitcast double* %.6.i53 to i8*
  %sunkaddr893 = getelementptr i8, i8* %17, i64 %sunkaddr892
  %sunkaddr894 = getelementptr i8, i8* %sunkaddr893, i64 64
  %18 = bitcast i8* %sunkaddr894 to <8 x double>*
  store <8 x double> %16, <8 x double>* %18, align 8, !alias.scope !22, !noalias !19
  %sunkaddr895 = mul i64 %index, 8
  %19 = bitcast double* %arg.x.4 to i8*
  %sunkaddr896 = getelementptr i8, i8* %19, i64 %sunkaddr895
  %sunkaddr897 = getelementptr i8, i8* %sunkaddr896, i64 128
  %20 = bitcast i8* %sunkaddr897 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %20, align 8, !alias.scope !19
  %21 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %22 = fmul <8 x double> %wide.load.2, %21
  %sunkaddr898 = mul i64 %index, 8
  %23 = bitcast double* %.6.i53 to i8*
  %sunkaddr899 = getelementptr i8, i8* %23, i64 %sunkaddr898
  %sunkaddr900 = getelementptr i8, i8* %sunkaddr899, i64 128
  %24 = bitcast i8* %sunkaddr900 to <8 x double>*
  store <8 x double> %22, <8 x double>* %24, align 8, !alias.scope !22, !noalias !19
  %sunkaddr901 = mul i64 %index, 8
  %25 = bitcast double* %arg.x.4 to i8*
  %sunkaddr902 = getelementptr i8, i8* %25, i64 %sunkaddr901
  %sunkaddr903 = getelementptr i8, i8* %sunkaddr902, i64 192
  %26 = bitcast i8* %sunkaddr903 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %26, align 8, !alias.scope !19
  %27 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %28 = fmul <8 x double> %wide.load.3, %27
  %sunkaddr904 = mul i64 %index, 8
  %29 = bitcast double* %.6.i53 to i8*
  %sunkaddr905 = getelementptr i8, i8* %29, i64 %sunkaddr904
  %sunkaddr906 = getelementptr i8, i8* %sunkaddr905, i64 192
  %30 = bitcast i8* %sunkaddr906 to <8 x double>*
  store <8 x double> %28, <8 x double>* %30, align 8, !alias.scope !22, !noalias !19
  %sunkaddr907 = mul i64 %index, 8
  %31 = bitcast double* %arg.x.4 to i8*
  %sunkaddr908 = getelementptr i8, i8* %31, i64 %sunkaddr907
  %sunkaddr909 = getelementptr i8, i8* %sunkaddr908, i64 256
  %32 = bitcast i8* %sunkaddr909 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %32, align 8, !alias.scope !19
  %33 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %34 = fmul <8 x double> %wide.load.4, %33
  %sunkaddr910 = mul i64 %index, 8
  %35 = bitcast double* %.6.i53 to i8*
  %sunkaddr911 = getelementptr i8, i8* %35, i64 %sunkaddr910
  %sunkaddr912 = getelementptr i8, i8* %sunkaddr911, i64 256
  %36 = bitcast i8* %sunkaddr912 to <8 x double>*
  store <8 x double> %34, <8 x double>* %36, align 8, !alias.scope !22, !noalias !19
  %sunkaddr913 = mul i64 %index, 8
  %37 = bitcast double* %arg.x.4 to i8*
  %sunkaddr914 = getelementptr i8, i8* %37, i64 %sunkaddr913
  %sunkaddr915 = getelementptr i8, i8* %sunkaddr914, i64 320
  %38 = bitcast i8* %sunkaddr915 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %38, align 8, !alias.scope !19
  %39 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %40 = fmul <8 x double> %wide.load.5, %39
  %sunkaddr916 = mul i64 %index, 8
  %41 = bitcast double* %.6.i53 to i8*
  %sunkaddr917 = getelementptr i8, i8* %41, i64 %sunkaddr916
  %sunkaddr918 = getelementptr i8, i8* %sunkaddr917, i64 320
  %42 = bitcast i8* %sunkaddr918 to <8 x double>*
  store <8 x double> %40, <8 x double>* %42, align 8, !alias.scope !22, !noalias !19
  %sunkaddr919 = mul i64 %index, 8
  %43 = bitcast double* %arg.x.4 to i8*
  %sunkaddr920 = getelementptr i8, i8* %43, i64 %sunkaddr919
  %sunkaddr921 = getelementptr i8, i8* %sunkaddr920, i64 384
  %44 = bitcast i8* %sunkaddr921 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %44, align 8, !alias.scope !19
  %45 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %46 = fmul <8 x double> %wide.load.6, %45
  %sunkaddr922 = mul i64 %index, 8
  %47 = bitcast double* %.6.i53 to i8*
  %sunkaddr923 = getelementptr i8, i8* %47, i64 %sunkaddr922
  %sunkaddr924 = getelementptr i8, i8* %sunkaddr923, i64 384
  %48 = bitcast i8* %sunkaddr924 to <8 x double>*
  store <8 x double> %46, <8 x double>* %48, align 8, !alias.scope !22, !noalias !19
  %sunkaddr925 = mul i64 %index, 8
  %49 = bitcast double* %arg.x.4 to i8*
  %sunkaddr926 = getelementptr i8, i8* %49, i64 %sunkaddr925
  %sunkaddr927 = getelementptr i8, i8* %sunkaddr926, i64 448
  %50 = bitcast i8* %sunkaddr927 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %50, align 8, !alias.scope !19
  %51 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %52 = fmul <8 x double> %wide.load.7, %51
  %sunkaddr928 = mul i64 %index, 8
  %53 = bitcast double* %.6.i53 to i8*
  %sunkaddr929 = getelementptr i8, i8* %53, i64 %sunkaddr928
  %sunkaddr930 = getelementptr i8, i8* %sunkaddr929, i64 448
  %54 = bitcast i8* %sunkaddr930 to <8 x double>*
  store <8 x double> %52, <8 x double>* %54, align 8, !alias.scope !22, !noalias !19
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next883 = add i64 %lsr.iv882, -8
  %niter211.ncmp.7 = icmp eq i64 %lsr.iv.next883, 0
  br i1 %niter211.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !24

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod209.not = icmp eq i64 %xtraiter207, 0
  br i1 %lcmp.mod209.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep824 = getelementptr double, double* %.6.i53, i64 %index.unr
  %scevgep830 = getelementptr double, double* %arg.x.4, i64 %index.unr
  %55 = shl nuw nsw i64 %xtraiter207, 6
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv825 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next826, %vector.body.epil ]
  %56 = bitcast double* %scevgep830 to i8*
  %57 = bitcast double* %scevgep824 to i8*
  %uglygep832 = getelementptr i8, i8* %56, i64 %lsr.iv825
  %uglygep832833 = bitcast i8* %uglygep832 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep832833, align 8, !alias.scope !19
  %58 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %59 = fmul <8 x double> %wide.load.epil, %58
  %uglygep828 = getelementptr i8, i8* %57, i64 %lsr.iv825
  %uglygep828829 = bitcast i8* %uglygep828 to <8 x double>*
  store <8 x double> %59, <8 x double>* %uglygep828829, align 8, !alias.scope !22, !noalias !19
  %lsr.iv.next826 = add nuw nsw i64 %lsr.iv825, 64
  %epil.iter208.cmp.not = icmp eq i64 %55, %lsr.iv.next826
  br i1 %epil.iter208.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !26

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end.else.endif, label %for.body.us.preheader177

for.body.us.preheader177:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index52.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %60 = xor i64 %loop.index52.us.ph, -1
  %61 = add i64 %60, %arg.x.5.0
  %xtraiter204 = and i64 %arg.x.5.0, 7
  %lcmp.mod205.not = icmp eq i64 %xtraiter204, 0
  br i1 %lcmp.mod205.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader177
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv822 = phi i64 [ %xtraiter204, %for.body.us.prol.preheader ], [ %lsr.iv.next823, %for.body.us.prol ]
  %loop.index52.us.prol = phi i64 [ %.222.us.prol, %for.body.us.prol ], [ %loop.index52.us.ph, %for.body.us.prol.preheader ]
  %scevgep821 = getelementptr double, double* %arg.x.4, i64 %loop.index52.us.prol
  %.193.us.prol = load double, double* %scevgep821, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.193.us.prol) #5
  %.17.i.us.prol = fmul double %.193.us.prol, %.12.i.us.prol
  %scevgep820 = getelementptr double, double* %.6.i53, i64 %loop.index52.us.prol
  store double %.17.i.us.prol, double* %scevgep820, align 8
  %.222.us.prol = add nuw i64 %loop.index52.us.prol, 1
  %lsr.iv.next823 = add nsw i64 %lsr.iv822, -1
  %prol.iter206.cmp.not = icmp eq i64 %lsr.iv.next823, 0
  br i1 %prol.iter206.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !28

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader177
  %loop.index52.us.unr = phi i64 [ %loop.index52.us.ph, %for.body.us.preheader177 ], [ %.222.us.prol, %for.body.us.prol ]
  %62 = icmp ult i64 %61, 7
  br i1 %62, label %for.end.else.endif, label %for.body.us.preheader215

for.body.us.preheader215:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader215, %for.body.us
  %loop.index52.us = phi i64 [ %.222.us.7, %for.body.us ], [ %loop.index52.us.unr, %for.body.us.preheader215 ]
  %sunkaddr931 = mul i64 %loop.index52.us, 8
  %63 = bitcast double* %arg.x.4 to i8*
  %sunkaddr932 = getelementptr i8, i8* %63, i64 %sunkaddr931
  %64 = bitcast i8* %sunkaddr932 to double*
  %.193.us = load double, double* %64, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.193.us) #5
  %.17.i.us = fmul double %.193.us, %.12.i.us
  %sunkaddr933 = mul i64 %loop.index52.us, 8
  %65 = bitcast double* %.6.i53 to i8*
  %sunkaddr934 = getelementptr i8, i8* %65, i64 %sunkaddr933
  %66 = bitcast i8* %sunkaddr934 to double*
  store double %.17.i.us, double* %66, align 8
  %sunkaddr935 = mul i64 %loop.index52.us, 8
  %67 = bitcast double* %arg.x.4 to i8*
  %sunkaddr936 = getelementptr i8, i8* %67, i64 %sunkaddr935
  %sunkaddr937 = getelementptr i8, i8* %sunkaddr936, i64 8
  %68 = bitcast i8* %sunkaddr937 to double*
  %.193.us.1 = load double, double* %68, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.193.us.1) #5
  %.17.i.us.1 = fmul double %.193.us.1, %.12.i.us.1
  %sunkaddr938 = mul i64 %loop.index52.us, 8
  %69 = bitcast double* %.6.i53 to i8*
  %sunkaddr939 = getelementptr i8, i8* %69, i64 %sunkaddr938
  %sunkaddr940 = getelementptr i8, i8* %sunkaddr939, i64 8
  %70 = bitcast i8* %sunkaddr940 to double*
  store double %.17.i.us.1, double* %70, align 8
  %sunkaddr941 = mul i64 %loop.index52.us, 8
  %71 = bitcast double* %arg.x.4 to i8*
  %sunkaddr942 = getelementptr i8, i8* %71, i64 %sunkaddr941
  %sunkaddr943 = getelementptr i8, i8* %sunkaddr942, i64 16
  %72 = bitcast i8* %sunkaddr943 to double*
  %.193.us.2 = load double, double* %72, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.193.us.2) #5
  %.17.i.us.2 = fmul double %.193.us.2, %.12.i.us.2
  %sunkaddr944 = mul i64 %loop.index52.us, 8
  %73 = bitcast double* %.6.i53 to i8*
  %sunkaddr945 = getelementptr i8, i8* %73, i64 %sunkaddr944
  %sunkaddr946 = getelementptr i8, i8* %sunkaddr945, i64 16
  %74 = bitcast i8* %sunkaddr946 to double*
  store double %.17.i.us.2, double* %74, align 8
  %sunkaddr947 = mul i64 %loop.index52.us, 8
  %75 = bitcast double* %arg.x.4 to i8*
  %sunkaddr948 = getelementptr i8, i8* %75, i64 %sunkaddr947
  %sunkaddr949 = getelementptr i8, i8* %sunkaddr948, i64 24
  %76 = bitcast i8* %sunkaddr949 to double*
  %.193.us.3 = load double, double* %76, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.193.us.3) #5
  %.17.i.us.3 = fmul double %.193.us.3, %.12.i.us.3
  %sunkaddr950 = mul i64 %loop.index52.us, 8
  %77 = bitcast double* %.6.i53 to i8*
  %sunkaddr951 = getelementptr i8, i8* %77, i64 %sunkaddr950
  %sunkaddr952 = getelementptr i8, i8* %sunkaddr951, i64 24
  %78 = bitcast i8* %sunkaddr952 to double*
  store double %.17.i.us.3, double* %78, align 8
  %sunkaddr953 = mul i64 %loop.index52.us, 8
  %79 = bitcast double* %arg.x.4 to i8*
  %sunkaddr954 = getelementptr i8, i8* %79, i64 %sunkaddr953
  %sunkaddr955 = getelementptr i8, i8* %sunkaddr954, i64 32
  %80 = bitcast i8* %sunkaddr955 to double*
  %.193.us.4 = load double, double* %80, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.193.us.4) #5
  %.17.i.us.4 = fmul double %.193.us.4, %.12.i.us.4
  %sunkaddr956 = mul i64 %loop.index52.us, 8
  %81 = bitcast double* %.6.i53 to i8*
  %sunkaddr957 = getelementptr i8, i8* %81, i64 %sunkaddr956
  %sunkaddr958 = getelementptr i8, i8* %sunkaddr957, i64 32
  %82 = bitcast i8* %sunkaddr958 to double*
  store double %.17.i.us.4, double* %82, align 8
  %sunkaddr959 = mul i64 %loop.index52.us, 8
  %83 = bitcast double* %arg.x.4 to i8*
  %sunkaddr960 = getelementptr i8, i8* %83, i64 %sunkaddr959
  %sunkaddr961 = getelementptr i8, i8* %sunkaddr960, i64 40
  %84 = bitcast i8* %sunkaddr961 to double*
  %.193.us.5 = load double, double* %84, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.193.us.5) #5
  %.17.i.us.5 = fmul double %.193.us.5, %.12.i.us.5
  %sunkaddr962 = mul i64 %loop.index52.us, 8
  %85 = bitcast double* %.6.i53 to i8*
  %sunkaddr963 = getelementptr i8, i8* %85, i64 %sunkaddr962
  %sunkaddr964 = getelementptr i8, i8* %sunkaddr963, i64 40
  %86 = bitcast i8* %sunkaddr964 to double*
  store double %.17.i.us.5, double* %86, align 8
  %sunkaddr965 = mul i64 %loop.index52.us, 8
  %87 = bitcast double* %arg.x.4 to i8*
  %sunkaddr966 = getelementptr i8, i8* %87, i64 %sunkaddr965
  %sunkaddr967 = getelementptr i8, i8* %sunkaddr966, i64 48
  %88 = bitcast i8* %sunkaddr967 to double*
  %.193.us.6 = load double, double* %88, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.193.us.6) #5
  %.17.i.us.6 = fmul double %.193.us.6, %.12.i.us.6
  %sunkaddr968 = mul i64 %loop.index52.us, 8
  %89 = bitcast double* %.6.i53 to i8*
  %sunkaddr969 = getelementptr i8, i8* %89, i64 %sunkaddr968
  %sunkaddr970 = getelementptr i8, i8* %sunkaddr969, i64 48
  %90 = bitcast i8* %sunkaddr970 to double*
  store double %.17.i.us.6, double* %90, align 8
  %sunkaddr971 = mul i64 %loop.index52.us, 8
  %91 = bitcast double* %arg.x.4 to i8*
  %sunkaddr972 = getelementptr i8, i8* %91, i64 %sunkaddr971
  %sunkaddr973 = getelementptr i8, i8* %sunkaddr972, i64 56
  %92 = bitcast i8* %sunkaddr973 to double*
  %.193.us.7 = load double, double* %92, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.193.us.7) #5
  %.17.i.us.7 = fmul double %.193.us.7, %.12.i.us.7
  %sunkaddr974 = mul i64 %loop.index52.us, 8
  %93 = bitcast double* %.6.i53 to i8*
  %sunkaddr975 = getelementptr i8, i8* %93, i64 %sunkaddr974
  %sunkaddr976 = getelementptr i8, i8* %sunkaddr975, i64 56
  %94 = bitcast i8* %sunkaddr976 to double*
  store double %.17.i.us.7, double* %94, align 8
  %.222.us.7 = add nuw nsw i64 %loop.index52.us, 8
  %exitcond101.not.7 = icmp eq i64 %arg.x.5.0, %.222.us.7
  br i1 %exitcond101.not.7, label %for.end.else.endif, label %for.body.us, !llvm.loop !29

for.end.else.endif.thread:                        ; preds = %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  br label %for.end.endif.else.endif.if

for.end.else.endif.thread102:                     ; preds = %for.body.preheader
  %.193 = load double, double* %arg.x.4, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.193) #5
  %.17.i = fmul double %.193, %.12.i
  store double %.17.i, double* %.6.i53, align 8
  tail call void @NRT_decref(i8* %arg.x.0)
  br label %for.end.endif.endif

for.end.else.endif:                               ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block
  tail call void @NRT_decref(i8* %arg.x.0)
  %.413 = icmp slt i64 %arg.x.5.0, 1
  br i1 %.413, label %for.end.endif.else.endif.if, label %for.end.endif.endif, !prof !4

for.end.endif.endif:                              ; preds = %for.end.else.endif.thread102, %for.end.else.endif, %for.end.endif.else.endif.if
  %.388.sroa.0.0 = phi i64 [ %arg.x.5.0, %for.end.endif.else.endif.if ], [ 0, %for.end.else.endif ], [ 0, %for.end.else.endif.thread102 ]
  %95 = icmp eq i64 %arg.x.5.0, 1
  %.488 = sub i64 %arg.x.5.0, %.388.sroa.0.0
  %.495 = icmp slt i64 %.488, 1
  %.497 = select i1 %.495, i64 0, i64 %.488
  %96 = icmp ne i64 %.497, 1
  %97 = and i1 %95, %96
  %.513 = select i1 %97, i64 %.497, i64 %arg.x.5.0
  %.514 = select i1 %97, i64 0, i64 8
  %.554.not = icmp eq i64 %.513, %.497
  br i1 %.554.not, label %for.end.endif.endif.endif, label %for.end.endif.endif.if, !prof !30

for.end.endif.else.endif.if:                      ; preds = %for.end.else.endif.thread, %for.end.else.endif
  br label %for.end.endif.endif

for.end.endif.endif.if:                           ; preds = %for.end.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757636266176, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !31
  br label %common.ret

for.end.endif.endif.endif:                        ; preds = %for.end.endif.endif
  %98 = icmp slt i64 %.488, 1
  %99 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %.497, i64 1)
  %math = extractvalue { i64, i1 } %99, 0
  %ov = extractvalue { i64, i1 } %99, 1
  %.565 = mul i64 %math, %.514
  %.566 = icmp sgt i64 %.565, -1
  %.565.op = add i64 %.565, 8
  %.571 = select i1 %.566, i64 %.565.op, i64 8
  %.575 = select i1 %ov, i64 0, i64 %.571
  %100 = select i1 %ov, i1 true, i1 %.566
  %.576 = select i1 %100, i64 0, i64 %.565
  %.577 = ptrtoint double* %.6.i53 to i64
  %.578 = add i64 %.576, %.577
  %.579 = add i64 %.575, %.577
  %.595 = shl i64 %.388.sroa.0.0, 3
  %.596 = shl i64 %arg.x.5.0, 3
  %.604 = select i1 %98, i64 0, i64 %.595
  %.605 = select i1 %98, i64 0, i64 %.596
  %.606 = ptrtoint double* %.6.i1.i to i64
  %.607 = add i64 %.604, %.606
  %.608 = add i64 %.605, %.606
  %.609 = icmp ult i64 %.578, %.608
  %.610 = icmp ult i64 %.607, %.579
  %.611 = and i1 %.609, %.610
  br i1 %.611, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.thread, !prof !4

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  %.620 = shl i64 %.497, 3
  %.621 = tail call i8* @NRT_Allocate(i64 %.620)
  %.622 = icmp eq i8* %.621, null
  br i1 %.622, label %for.end.endif.endif.endif.if.if, label %for.end.endif.endif.endif.if.endif, !prof !4

for.end.endif.endif.endif.endif.unr-lcssa:        ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.149.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.643.7, %for.body.1 ]
  %lcmp.mod201.not = icmp eq i64 %xtraiter199, 0
  br i1 %lcmp.mod201.not, label %for.end.endif.endif.endif.endif, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.endif.endif.endif.endif.unr-lcssa
  %101 = ptrtoint double* %.6.i53 to i64
  %102 = shl i64 %loop.index.149.unr, 3
  %scevgep757 = getelementptr i8, i8* %.621, i64 %102
  %103 = mul i64 %.514, %loop.index.149.unr
  %104 = add i64 %101, %103
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv760 = phi i64 [ %104, %for.body.1.epil.preheader ], [ %lsr.iv.next761, %for.body.1.epil ]
  %epil.iter200 = phi i64 [ %epil.iter200.next, %for.body.1.epil ], [ 0, %for.body.1.epil.preheader ]
  %.637.epil = inttoptr i64 %lsr.iv760 to double*
  %105 = shl nuw nsw i64 %epil.iter200, 3
  %scevgep758 = getelementptr i8, i8* %scevgep757, i64 %105
  %scevgep758759 = bitcast i8* %scevgep758 to double*
  %.641.epil = load double, double* %.637.epil, align 8
  store double %.641.epil, double* %scevgep758759, align 8
  %epil.iter200.next = add i64 %epil.iter200, 1
  %lsr.iv.next761 = add i64 %lsr.iv760, %.514
  %epil.iter200.cmp.not = icmp eq i64 %xtraiter199, %epil.iter200.next
  br i1 %epil.iter200.cmp.not, label %for.end.endif.endif.endif.endif, label %for.body.1.epil, !llvm.loop !32

for.end.endif.endif.endif.endif:                  ; preds = %for.body.1.epil, %for.end.endif.endif.endif.endif.unr-lcssa
  %106 = bitcast i8* %.621 to double*
  %.65844.not = icmp slt i64 %.388.sroa.0.0, %arg.x.5.0
  br i1 %.65844.not, label %.479.endif.preheader, label %.479.if, !prof !30

for.end.endif.endif.endif.endif.thread110:        ; preds = %for.end.endif.endif.endif.if.endif
  %107 = bitcast i8* %.621 to double*
  %.65844.not111 = icmp slt i64 %.388.sroa.0.0, %arg.x.5.0
  br i1 %.65844.not111, label %.479.endif.us.preheader, label %.480.if, !prof !30

for.end.endif.endif.endif.endif.thread:           ; preds = %for.end.endif.endif.endif
  %.65844.not105 = icmp slt i64 %.388.sroa.0.0, %arg.x.5.0
  br i1 %.65844.not105, label %.479.endif.preheader92, label %.480.endif.endif.endif.endif, !prof !30

.479.endif.preheader:                             ; preds = %for.end.endif.endif.endif.endif
  %108 = bitcast i8* %.621 to double*
  br i1 %.611, label %.479.endif.us.preheader, label %.479.endif.preheader92, !prof !4

.479.endif.preheader92:                           ; preds = %for.end.endif.endif.endif.endif.thread, %.479.endif.preheader
  %.612.0107109 = phi double* [ %108, %.479.endif.preheader ], [ %.6.i53, %for.end.endif.endif.endif.endif.thread ]
  %109 = xor i64 %.388.sroa.0.0, -1
  %110 = add i64 %109, %arg.x.5.0
  %xtraiter194 = and i64 %.488, 7
  %111 = icmp ult i64 %110, 7
  br i1 %111, label %.479.if.loopexit176.unr-lcssa, label %.479.endif.preheader92.new

.479.endif.preheader92.new:                       ; preds = %.479.endif.preheader92
  %112 = ptrtoint double* %.6.i53 to i64
  %unroll_iter197 = and i64 %.488, -8
  %113 = shl nuw nsw i64 %.514, 3
  %114 = add i64 %.388.sroa.0.0, 7
  %scevgep741 = getelementptr double, double* %.6.i1.i, i64 %114
  %115 = shl nuw nsw i64 %.514, 1
  br label %.479.endif

.479.endif.us.preheader:                          ; preds = %for.end.endif.endif.endif.endif.thread110, %.479.endif.preheader
  %min.iters.check139 = icmp ult i64 %.488, 8
  br i1 %min.iters.check139, label %.479.endif.us.preheader175, label %vector.memcheck127

vector.memcheck127:                               ; preds = %.479.endif.us.preheader
  %scevgep128 = getelementptr double, double* %.6.i1.i, i64 %.388.sroa.0.0
  %scevgep128129 = bitcast double* %scevgep128 to i8*
  %scevgep130 = getelementptr double, double* %.6.i1.i, i64 %arg.x.5.0
  %scevgep130131 = bitcast double* %scevgep130 to i8*
  %116 = sub i64 %.596, %.595
  %scevgep132 = getelementptr i8, i8* %.621, i64 %116
  %bound0133 = icmp ugt i8* %scevgep132, %scevgep128129
  %bound1134 = icmp ult i8* %.621, %scevgep130131
  %found.conflict135 = and i1 %bound0133, %bound1134
  br i1 %found.conflict135, label %.479.endif.us.preheader175, label %vector.ph140

vector.ph140:                                     ; preds = %vector.memcheck127
  %n.vec142 = and i64 %.488, -8
  %ind.end = add i64 %.388.sroa.0.0, %n.vec142
  %117 = add i64 %n.vec142, -8
  %118 = lshr exact i64 %117, 3
  %119 = add nuw nsw i64 %118, 1
  %xtraiter189 = and i64 %119, 7
  %120 = icmp ult i64 %117, 56
  br i1 %120, label %middle.block136.unr-lcssa, label %vector.ph140.new

vector.ph140.new:                                 ; preds = %vector.ph140
  %const884 = bitcast i64 4611686018427387896 to i64
  %unroll_iter192 = and i64 %119, %const884
  %121 = add i64 %.388.sroa.0.0, 56
  %scevgep685 = getelementptr double, double* %.6.i1.i, i64 %121
  br label %vector.body138

vector.body138:                                   ; preds = %vector.body138, %vector.ph140.new
  %lsr.iv733 = phi i64 [ %lsr.iv.next734, %vector.body138 ], [ %unroll_iter192, %vector.ph140.new ]
  %index146 = phi i64 [ 0, %vector.ph140.new ], [ %index.next148.7, %vector.body138 ]
  %sunkaddr977 = mul i64 %index146, 8
  %sunkaddr978 = getelementptr i8, i8* %.621, i64 %sunkaddr977
  %122 = bitcast i8* %sunkaddr978 to <8 x double>*
  %wide.load147 = load <8 x double>, <8 x double>* %122, align 8, !alias.scope !33
  %scevgep706 = getelementptr double, double* %scevgep685, i64 %index146
  %scevgep706707 = bitcast double* %scevgep706 to <8 x double>*
  %scevgep708 = getelementptr <8 x double>, <8 x double>* %scevgep706707, i64 -7
  store <8 x double> %wide.load147, <8 x double>* %scevgep708, align 8, !alias.scope !36, !noalias !33
  %sunkaddr979 = mul i64 %index146, 8
  %sunkaddr980 = getelementptr i8, i8* %.621, i64 %sunkaddr979
  %sunkaddr981 = getelementptr i8, i8* %sunkaddr980, i64 64
  %123 = bitcast i8* %sunkaddr981 to <8 x double>*
  %wide.load147.1 = load <8 x double>, <8 x double>* %123, align 8, !alias.scope !33
  %scevgep701 = getelementptr double, double* %scevgep685, i64 %index146
  %scevgep701702 = bitcast double* %scevgep701 to <8 x double>*
  %scevgep703 = getelementptr <8 x double>, <8 x double>* %scevgep701702, i64 -6
  store <8 x double> %wide.load147.1, <8 x double>* %scevgep703, align 8, !alias.scope !36, !noalias !33
  %sunkaddr982 = mul i64 %index146, 8
  %sunkaddr983 = getelementptr i8, i8* %.621, i64 %sunkaddr982
  %sunkaddr984 = getelementptr i8, i8* %sunkaddr983, i64 128
  %124 = bitcast i8* %sunkaddr984 to <8 x double>*
  %wide.load147.2 = load <8 x double>, <8 x double>* %124, align 8, !alias.scope !33
  %scevgep698 = getelementptr double, double* %scevgep685, i64 %index146
  %scevgep698699 = bitcast double* %scevgep698 to <8 x double>*
  %scevgep700 = getelementptr <8 x double>, <8 x double>* %scevgep698699, i64 -5
  store <8 x double> %wide.load147.2, <8 x double>* %scevgep700, align 8, !alias.scope !36, !noalias !33
  %sunkaddr985 = mul i64 %index146, 8
  %sunkaddr986 = getelementptr i8, i8* %.621, i64 %sunkaddr985
  %sunkaddr987 = getelementptr i8, i8* %sunkaddr986, i64 192
  %125 = bitcast i8* %sunkaddr987 to <8 x double>*
  %wide.load147.3 = load <8 x double>, <8 x double>* %125, align 8, !alias.scope !33
  %scevgep695 = getelementptr double, double* %scevgep685, i64 %index146
  %scevgep695696 = bitcast double* %scevgep695 to <8 x double>*
  %scevgep697 = getelementptr <8 x double>, <8 x double>* %scevgep695696, i64 -4
  store <8 x double> %wide.load147.3, <8 x double>* %scevgep697, align 8, !alias.scope !36, !noalias !33
  %sunkaddr988 = mul i64 %index146, 8
  %sunkaddr989 = getelementptr i8, i8* %.621, i64 %sunkaddr988
  %sunkaddr990 = getelementptr i8, i8* %sunkaddr989, i64 256
  %126 = bitcast i8* %sunkaddr990 to <8 x double>*
  %wide.load147.4 = load <8 x double>, <8 x double>* %126, align 8, !alias.scope !33
  %scevgep692 = getelementptr double, double* %scevgep685, i64 %index146
  %scevgep692693 = bitcast double* %scevgep692 to <8 x double>*
  %scevgep694 = getelementptr <8 x double>, <8 x double>* %scevgep692693, i64 -3
  store <8 x double> %wide.load147.4, <8 x double>* %scevgep694, align 8, !alias.scope !36, !noalias !33
  %sunkaddr991 = mul i64 %index146, 8
  %sunkaddr992 = getelementptr i8, i8* %.621, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, i8* %sunkaddr992, i64 320
  %127 = bitcast i8* %sunkaddr993 to <8 x double>*
  %wide.load147.5 = load <8 x double>, <8 x double>* %127, align 8, !alias.scope !33
  %scevgep689 = getelementptr double, double* %scevgep685, i64 %index146
  %scevgep689690 = bitcast double* %scevgep689 to <8 x double>*
  %scevgep691 = getelementptr <8 x double>, <8 x double>* %scevgep689690, i64 -2
  store <8 x double> %wide.load147.5, <8 x double>* %scevgep691, align 8, !alias.scope !36, !noalias !33
  %sunkaddr994 = mul i64 %index146, 8
  %sunkaddr995 = getelementptr i8, i8* %.621, i64 %sunkaddr994
  %sunkaddr996 = getelementptr i8, i8* %sunkaddr995, i64 384
  %128 = bitcast i8* %sunkaddr996 to <8 x double>*
  %wide.load147.6 = load <8 x double>, <8 x double>* %128, align 8, !alias.scope !33
  %scevgep686 = getelementptr double, double* %scevgep685, i64 %index146
  %scevgep686687 = bitcast double* %scevgep686 to <8 x double>*
  %scevgep688 = getelementptr <8 x double>, <8 x double>* %scevgep686687, i64 -1
  store <8 x double> %wide.load147.6, <8 x double>* %scevgep688, align 8, !alias.scope !36, !noalias !33
  %sunkaddr997 = mul i64 %index146, 8
  %sunkaddr998 = getelementptr i8, i8* %.621, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, i8* %sunkaddr998, i64 448
  %129 = bitcast i8* %sunkaddr999 to <8 x double>*
  %wide.load147.7 = load <8 x double>, <8 x double>* %129, align 8, !alias.scope !33
  %scevgep704 = getelementptr double, double* %scevgep685, i64 %index146
  %scevgep704705 = bitcast double* %scevgep704 to <8 x double>*
  store <8 x double> %wide.load147.7, <8 x double>* %scevgep704705, align 8, !alias.scope !36, !noalias !33
  %index.next148.7 = add i64 %index146, 64
  %lsr.iv.next734 = add i64 %lsr.iv733, -8
  %niter193.ncmp.7 = icmp eq i64 %lsr.iv.next734, 0
  br i1 %niter193.ncmp.7, label %middle.block136.unr-lcssa, label %vector.body138, !prof !38, !llvm.loop !39

middle.block136.unr-lcssa:                        ; preds = %vector.body138, %vector.ph140
  %index146.unr = phi i64 [ 0, %vector.ph140 ], [ %index.next148.7, %vector.body138 ]
  %lcmp.mod191.not = icmp eq i64 %xtraiter189, 0
  br i1 %lcmp.mod191.not, label %middle.block136, label %vector.body138.epil.preheader

vector.body138.epil.preheader:                    ; preds = %middle.block136.unr-lcssa
  %130 = shl i64 %index146.unr, 3
  %scevgep676 = getelementptr i8, i8* %.621, i64 %130
  %131 = add i64 %.388.sroa.0.0, %index146.unr
  %scevgep681 = getelementptr double, double* %.6.i1.i, i64 %131
  %132 = shl nuw nsw i64 %xtraiter189, 6
  br label %vector.body138.epil

vector.body138.epil:                              ; preds = %vector.body138.epil.preheader, %vector.body138.epil
  %lsr.iv677 = phi i64 [ 0, %vector.body138.epil.preheader ], [ %lsr.iv.next678, %vector.body138.epil ]
  %133 = bitcast double* %scevgep681 to i8*
  %scevgep679 = getelementptr i8, i8* %scevgep676, i64 %lsr.iv677
  %scevgep679680 = bitcast i8* %scevgep679 to <8 x double>*
  %wide.load147.epil = load <8 x double>, <8 x double>* %scevgep679680, align 8, !alias.scope !33
  %uglygep683 = getelementptr i8, i8* %133, i64 %lsr.iv677
  %uglygep683684 = bitcast i8* %uglygep683 to <8 x double>*
  store <8 x double> %wide.load147.epil, <8 x double>* %uglygep683684, align 8, !alias.scope !36, !noalias !33
  %lsr.iv.next678 = add nuw nsw i64 %lsr.iv677, 64
  %epil.iter190.cmp.not = icmp eq i64 %132, %lsr.iv.next678
  br i1 %epil.iter190.cmp.not, label %middle.block136, label %vector.body138.epil, !prof !40, !llvm.loop !41

middle.block136:                                  ; preds = %vector.body138.epil, %middle.block136.unr-lcssa
  %134 = bitcast i8* %.621 to double*
  %cmp.n145 = icmp eq i64 %.488, %n.vec142
  br i1 %cmp.n145, label %.479.if, label %.479.endif.us.preheader175

.479.endif.us.preheader175:                       ; preds = %vector.memcheck127, %.479.endif.us.preheader, %middle.block136
  %.477.046.us.ph = phi i64 [ 0, %vector.memcheck127 ], [ 0, %.479.endif.us.preheader ], [ %n.vec142, %middle.block136 ]
  %.475.045.us.ph = phi i64 [ %.388.sroa.0.0, %vector.memcheck127 ], [ %.388.sroa.0.0, %.479.endif.us.preheader ], [ %ind.end, %middle.block136 ]
  %135 = sub i64 %arg.x.5.0, %.388.sroa.0.0
  %136 = xor i64 %.388.sroa.0.0, -1
  %137 = add i64 %136, %arg.x.5.0
  %138 = sub i64 %137, %.477.046.us.ph
  %xtraiter186 = and i64 %135, 7
  %lcmp.mod187.not = icmp eq i64 %xtraiter186, 0
  br i1 %lcmp.mod187.not, label %.479.endif.us.prol.loopexit, label %.479.endif.us.prol.preheader

.479.endif.us.prol.preheader:                     ; preds = %.479.endif.us.preheader175
  br label %.479.endif.us.prol

.479.endif.us.prol:                               ; preds = %.479.endif.us.prol.preheader, %.479.endif.us.prol
  %lsr.iv674 = phi i64 [ %xtraiter186, %.479.endif.us.prol.preheader ], [ %lsr.iv.next675, %.479.endif.us.prol ]
  %.477.046.us.prol = phi i64 [ %.689.us.prol, %.479.endif.us.prol ], [ %.477.046.us.ph, %.479.endif.us.prol.preheader ]
  %.475.045.us.prol = phi i64 [ %.686.us.prol, %.479.endif.us.prol ], [ %.475.045.us.ph, %.479.endif.us.prol.preheader ]
  %139 = shl i64 %.477.046.us.prol, 3
  %scevgep671 = getelementptr i8, i8* %.621, i64 %139
  %scevgep671672 = bitcast i8* %scevgep671 to double*
  %.678.us.prol = load double, double* %scevgep671672, align 8
  %scevgep673 = getelementptr double, double* %.6.i1.i, i64 %.475.045.us.prol
  store double %.678.us.prol, double* %scevgep673, align 8
  %.686.us.prol = add i64 %.475.045.us.prol, 1
  %.689.us.prol = add nuw i64 %.477.046.us.prol, 1
  %lsr.iv.next675 = add nsw i64 %lsr.iv674, -1
  %prol.iter188.cmp.not = icmp eq i64 %lsr.iv.next675, 0
  br i1 %prol.iter188.cmp.not, label %.479.endif.us.prol.loopexit, label %.479.endif.us.prol, !prof !40, !llvm.loop !42

.479.endif.us.prol.loopexit:                      ; preds = %.479.endif.us.prol, %.479.endif.us.preheader175
  %.477.046.us.unr = phi i64 [ %.477.046.us.ph, %.479.endif.us.preheader175 ], [ %.689.us.prol, %.479.endif.us.prol ]
  %.475.045.us.unr = phi i64 [ %.475.045.us.ph, %.479.endif.us.preheader175 ], [ %.686.us.prol, %.479.endif.us.prol ]
  %140 = bitcast i8* %.621 to double*
  %141 = icmp ult i64 %138, 7
  br i1 %141, label %.479.if, label %.479.endif.us.preheader213

.479.endif.us.preheader213:                       ; preds = %.479.endif.us.prol.loopexit
  %142 = sub i64 %arg.x.5.0, %.388.sroa.0.0
  %143 = sub i64 %142, %.477.046.us.unr
  %144 = shl i64 %.477.046.us.unr, 3
  %145 = add i64 %144, 56
  %scevgep631 = getelementptr i8, i8* %.621, i64 %145
  %146 = add i64 %.475.045.us.unr, 7
  %scevgep655 = getelementptr double, double* %.6.i1.i, i64 %146
  br label %.479.endif.us

.479.endif.us:                                    ; preds = %.479.endif.us.preheader213, %.479.endif.us
  %lsr.iv629 = phi i64 [ 0, %.479.endif.us.preheader213 ], [ %lsr.iv.next630, %.479.endif.us ]
  %147 = bitcast i8* %.621 to double*
  %148 = shl i64 %lsr.iv629, 3
  %scevgep652 = getelementptr i8, i8* %scevgep631, i64 %148
  %scevgep652653 = bitcast i8* %scevgep652 to double*
  %scevgep654 = getelementptr double, double* %scevgep652653, i64 -7
  %.678.us = load double, double* %scevgep654, align 8
  %scevgep669 = getelementptr double, double* %scevgep655, i64 %lsr.iv629
  %scevgep670 = getelementptr double, double* %scevgep669, i64 -7
  store double %.678.us, double* %scevgep670, align 8
  %149 = shl i64 %lsr.iv629, 3
  %scevgep649 = getelementptr i8, i8* %scevgep631, i64 %149
  %scevgep649650 = bitcast i8* %scevgep649 to double*
  %scevgep651 = getelementptr double, double* %scevgep649650, i64 -6
  %.678.us.1 = load double, double* %scevgep651, align 8
  %scevgep667 = getelementptr double, double* %scevgep655, i64 %lsr.iv629
  %scevgep668 = getelementptr double, double* %scevgep667, i64 -6
  store double %.678.us.1, double* %scevgep668, align 8
  %150 = shl i64 %lsr.iv629, 3
  %scevgep646 = getelementptr i8, i8* %scevgep631, i64 %150
  %scevgep646647 = bitcast i8* %scevgep646 to double*
  %scevgep648 = getelementptr double, double* %scevgep646647, i64 -5
  %.678.us.2 = load double, double* %scevgep648, align 8
  %scevgep665 = getelementptr double, double* %scevgep655, i64 %lsr.iv629
  %scevgep666 = getelementptr double, double* %scevgep665, i64 -5
  store double %.678.us.2, double* %scevgep666, align 8
  %151 = shl i64 %lsr.iv629, 3
  %scevgep643 = getelementptr i8, i8* %scevgep631, i64 %151
  %scevgep643644 = bitcast i8* %scevgep643 to double*
  %scevgep645 = getelementptr double, double* %scevgep643644, i64 -4
  %.678.us.3 = load double, double* %scevgep645, align 8
  %scevgep663 = getelementptr double, double* %scevgep655, i64 %lsr.iv629
  %scevgep664 = getelementptr double, double* %scevgep663, i64 -4
  store double %.678.us.3, double* %scevgep664, align 8
  %152 = shl i64 %lsr.iv629, 3
  %scevgep640 = getelementptr i8, i8* %scevgep631, i64 %152
  %scevgep640641 = bitcast i8* %scevgep640 to double*
  %scevgep642 = getelementptr double, double* %scevgep640641, i64 -3
  %.678.us.4 = load double, double* %scevgep642, align 8
  %scevgep661 = getelementptr double, double* %scevgep655, i64 %lsr.iv629
  %scevgep662 = getelementptr double, double* %scevgep661, i64 -3
  store double %.678.us.4, double* %scevgep662, align 8
  %153 = shl i64 %lsr.iv629, 3
  %scevgep637 = getelementptr i8, i8* %scevgep631, i64 %153
  %scevgep637638 = bitcast i8* %scevgep637 to double*
  %scevgep639 = getelementptr double, double* %scevgep637638, i64 -2
  %.678.us.5 = load double, double* %scevgep639, align 8
  %scevgep659 = getelementptr double, double* %scevgep655, i64 %lsr.iv629
  %scevgep660 = getelementptr double, double* %scevgep659, i64 -2
  store double %.678.us.5, double* %scevgep660, align 8
  %154 = shl i64 %lsr.iv629, 3
  %scevgep634 = getelementptr i8, i8* %scevgep631, i64 %154
  %scevgep634635 = bitcast i8* %scevgep634 to double*
  %scevgep636 = getelementptr double, double* %scevgep634635, i64 -1
  %.678.us.6 = load double, double* %scevgep636, align 8
  %scevgep657 = getelementptr double, double* %scevgep655, i64 %lsr.iv629
  %scevgep658 = getelementptr double, double* %scevgep657, i64 -1
  store double %.678.us.6, double* %scevgep658, align 8
  %155 = shl i64 %lsr.iv629, 3
  %scevgep632 = getelementptr i8, i8* %scevgep631, i64 %155
  %scevgep632633 = bitcast i8* %scevgep632 to double*
  %.678.us.7 = load double, double* %scevgep632633, align 8
  %scevgep656 = getelementptr double, double* %scevgep655, i64 %lsr.iv629
  store double %.678.us.7, double* %scevgep656, align 8
  %lsr.iv.next630 = add i64 %lsr.iv629, 8
  %exitcond98.not.7 = icmp eq i64 %143, %lsr.iv.next630
  br i1 %exitcond98.not.7, label %.479.if, label %.479.endif.us, !prof !43, !llvm.loop !44

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757636267328, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !31
  br label %common.ret

for.end.endif.endif.endif.if.endif:               ; preds = %for.end.endif.endif.endif.if
  %.63248.not = icmp eq i64 %.497, 0
  br i1 %.63248.not, label %for.end.endif.endif.endif.endif.thread110, label %for.body.1.preheader

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.if.endif
  %xtraiter199 = and i64 %.497, 7
  %156 = icmp ult i64 %math, 7
  br i1 %156, label %for.end.endif.endif.endif.endif.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %157 = ptrtoint double* %.6.i53 to i64
  %unroll_iter202 = and i64 %.497, -8
  %158 = shl nuw nsw i64 %.514, 3
  %159 = shl nuw nsw i64 %.514, 1
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %lsr.iv786 = phi i64 [ %lsr.iv.next787, %for.body.1 ], [ %157, %for.body.1.preheader.new ]
  %loop.index.149 = phi i64 [ 0, %for.body.1.preheader.new ], [ %.643.7, %for.body.1 ]
  %.637 = inttoptr i64 %lsr.iv786 to double*
  %.641 = load double, double* %.637, align 8
  %sunkaddr1000 = mul i64 %loop.index.149, 8
  %sunkaddr1001 = getelementptr i8, i8* %.621, i64 %sunkaddr1000
  %160 = bitcast i8* %sunkaddr1001 to double*
  store double %.641, double* %160, align 8
  %161 = add i64 %.514, %lsr.iv786
  %.637.1 = inttoptr i64 %161 to double*
  %.641.1 = load double, double* %.637.1, align 8
  %sunkaddr1002 = mul i64 %loop.index.149, 8
  %sunkaddr1003 = getelementptr i8, i8* %.621, i64 %sunkaddr1002
  %sunkaddr1004 = getelementptr i8, i8* %sunkaddr1003, i64 8
  %162 = bitcast i8* %sunkaddr1004 to double*
  store double %.641.1, double* %162, align 8
  %163 = add i64 %159, %lsr.iv786
  %sunkaddr1005 = inttoptr i64 %lsr.iv786 to double*
  %sunkaddr1006 = mul i64 %.514, 2
  %164 = bitcast double* %sunkaddr1005 to i8*
  %sunkaddr1007 = getelementptr i8, i8* %164, i64 %sunkaddr1006
  %165 = bitcast i8* %sunkaddr1007 to double*
  %.641.2 = load double, double* %165, align 8
  %sunkaddr1008 = mul i64 %loop.index.149, 8
  %sunkaddr1009 = getelementptr i8, i8* %.621, i64 %sunkaddr1008
  %sunkaddr1010 = getelementptr i8, i8* %sunkaddr1009, i64 16
  %166 = bitcast i8* %sunkaddr1010 to double*
  store double %.641.2, double* %166, align 8
  %167 = add i64 %.514, %163
  %.637.3 = inttoptr i64 %167 to double*
  %.641.3 = load double, double* %.637.3, align 8
  %sunkaddr1011 = mul i64 %loop.index.149, 8
  %sunkaddr1012 = getelementptr i8, i8* %.621, i64 %sunkaddr1011
  %sunkaddr1013 = getelementptr i8, i8* %sunkaddr1012, i64 24
  %168 = bitcast i8* %sunkaddr1013 to double*
  store double %.641.3, double* %168, align 8
  %169 = add i64 %.514, %167
  %.637.4 = inttoptr i64 %169 to double*
  %.641.4 = load double, double* %.637.4, align 8
  %sunkaddr1014 = mul i64 %loop.index.149, 8
  %sunkaddr1015 = getelementptr i8, i8* %.621, i64 %sunkaddr1014
  %sunkaddr1016 = getelementptr i8, i8* %sunkaddr1015, i64 32
  %170 = bitcast i8* %sunkaddr1016 to double*
  store double %.641.4, double* %170, align 8
  %171 = add i64 %.514, %169
  %.637.5 = inttoptr i64 %171 to double*
  %.641.5 = load double, double* %.637.5, align 8
  %sunkaddr1017 = mul i64 %loop.index.149, 8
  %sunkaddr1018 = getelementptr i8, i8* %.621, i64 %sunkaddr1017
  %sunkaddr1019 = getelementptr i8, i8* %sunkaddr1018, i64 40
  %172 = bitcast i8* %sunkaddr1019 to double*
  store double %.641.5, double* %172, align 8
  %173 = add i64 %.514, %171
  %.637.6 = inttoptr i64 %173 to double*
  %.641.6 = load double, double* %.637.6, align 8
  %sunkaddr1020 = mul i64 %loop.index.149, 8
  %sunkaddr1021 = getelementptr i8, i8* %.621, i64 %sunkaddr1020
  %sunkaddr1022 = getelementptr i8, i8* %sunkaddr1021, i64 48
  %174 = bitcast i8* %sunkaddr1022 to double*
  store double %.641.6, double* %174, align 8
  %175 = add i64 %.514, %173
  %.637.7 = inttoptr i64 %175 to double*
  %.641.7 = load double, double* %.637.7, align 8
  %sunkaddr1023 = mul i64 %loop.index.149, 8
  %sunkaddr1024 = getelementptr i8, i8* %.621, i64 %sunkaddr1023
  %sunkaddr1025 = getelementptr i8, i8* %sunkaddr1024, i64 56
  %176 = bitcast i8* %sunkaddr1025 to double*
  store double %.641.7, double* %176, align 8
  %.643.7 = add nuw i64 %loop.index.149, 8
  %lsr.iv.next787 = add i64 %lsr.iv786, %158
  %niter203.ncmp.7 = icmp eq i64 %unroll_iter202, %.643.7
  br i1 %niter203.ncmp.7, label %for.end.endif.endif.endif.endif.unr-lcssa, label %for.body.1

.479.if.loopexit176.unr-lcssa.loopexit:           ; preds = %.479.endif
  %177 = add i64 %.388.sroa.0.0, %.689.7
  br label %.479.if.loopexit176.unr-lcssa

.479.if.loopexit176.unr-lcssa:                    ; preds = %.479.if.loopexit176.unr-lcssa.loopexit, %.479.endif.preheader92
  %.477.046.unr = phi i64 [ 0, %.479.endif.preheader92 ], [ %.689.7, %.479.if.loopexit176.unr-lcssa.loopexit ]
  %.475.045.unr = phi i64 [ %.388.sroa.0.0, %.479.endif.preheader92 ], [ %177, %.479.if.loopexit176.unr-lcssa.loopexit ]
  %lcmp.mod196.not = icmp eq i64 %xtraiter194, 0
  br i1 %lcmp.mod196.not, label %.479.if, label %.479.endif.epil.preheader

.479.endif.epil.preheader:                        ; preds = %.479.if.loopexit176.unr-lcssa
  %178 = ptrtoint double* %.6.i53 to i64
  %179 = mul i64 %.514, %.477.046.unr
  %180 = add i64 %178, %179
  %scevgep737 = getelementptr double, double* %.6.i1.i, i64 %.475.045.unr
  br label %.479.endif.epil

.479.endif.epil:                                  ; preds = %.479.endif.epil.preheader, %.479.endif.epil
  %lsr.iv735 = phi i64 [ %180, %.479.endif.epil.preheader ], [ %lsr.iv.next736, %.479.endif.epil ]
  %epil.iter195 = phi i64 [ %epil.iter195.next, %.479.endif.epil ], [ 0, %.479.endif.epil.preheader ]
  %.674.epil = inttoptr i64 %lsr.iv735 to double*
  %.678.epil = load double, double* %.674.epil, align 8
  %scevgep738 = getelementptr double, double* %scevgep737, i64 %epil.iter195
  store double %.678.epil, double* %scevgep738, align 8
  %epil.iter195.next = add i64 %epil.iter195, 1
  %lsr.iv.next736 = add i64 %lsr.iv735, %.514
  %epil.iter195.cmp.not = icmp eq i64 %xtraiter194, %epil.iter195.next
  br i1 %epil.iter195.cmp.not, label %.479.if, label %.479.endif.epil, !prof !40, !llvm.loop !45

.479.if:                                          ; preds = %.479.endif.epil, %.479.endif.us, %.479.if.loopexit176.unr-lcssa, %.479.endif.us.prol.loopexit, %middle.block136, %for.end.endif.endif.endif.endif
  %.612.0106 = phi double* [ %106, %for.end.endif.endif.endif.endif ], [ %134, %middle.block136 ], [ %140, %.479.endif.us.prol.loopexit ], [ %.612.0107109, %.479.if.loopexit176.unr-lcssa ], [ %147, %.479.endif.us ], [ %.612.0107109, %.479.endif.epil ]
  br i1 %.611, label %.480.if, label %.480.endif.endif.endif.endif, !prof !4

.479.endif:                                       ; preds = %.479.endif, %.479.endif.preheader92.new
  %lsr.iv739 = phi i64 [ %lsr.iv.next740, %.479.endif ], [ %112, %.479.endif.preheader92.new ]
  %.477.046 = phi i64 [ 0, %.479.endif.preheader92.new ], [ %.689.7, %.479.endif ]
  %.674 = inttoptr i64 %lsr.iv739 to double*
  %.678 = load double, double* %.674, align 8
  %scevgep755 = getelementptr double, double* %scevgep741, i64 %.477.046
  %scevgep756 = getelementptr double, double* %scevgep755, i64 -7
  store double %.678, double* %scevgep756, align 8
  %181 = add i64 %.514, %lsr.iv739
  %.674.1 = inttoptr i64 %181 to double*
  %.678.1 = load double, double* %.674.1, align 8
  %scevgep753 = getelementptr double, double* %scevgep741, i64 %.477.046
  %scevgep754 = getelementptr double, double* %scevgep753, i64 -6
  store double %.678.1, double* %scevgep754, align 8
  %182 = add i64 %115, %lsr.iv739
  %sunkaddr1026 = inttoptr i64 %lsr.iv739 to double*
  %sunkaddr1027 = mul i64 %.514, 2
  %183 = bitcast double* %sunkaddr1026 to i8*
  %sunkaddr1028 = getelementptr i8, i8* %183, i64 %sunkaddr1027
  %184 = bitcast i8* %sunkaddr1028 to double*
  %.678.2 = load double, double* %184, align 8
  %scevgep751 = getelementptr double, double* %scevgep741, i64 %.477.046
  %scevgep752 = getelementptr double, double* %scevgep751, i64 -5
  store double %.678.2, double* %scevgep752, align 8
  %185 = add i64 %.514, %182
  %.674.3 = inttoptr i64 %185 to double*
  %.678.3 = load double, double* %.674.3, align 8
  %scevgep749 = getelementptr double, double* %scevgep741, i64 %.477.046
  %scevgep750 = getelementptr double, double* %scevgep749, i64 -4
  store double %.678.3, double* %scevgep750, align 8
  %186 = add i64 %.514, %185
  %.674.4 = inttoptr i64 %186 to double*
  %.678.4 = load double, double* %.674.4, align 8
  %scevgep747 = getelementptr double, double* %scevgep741, i64 %.477.046
  %scevgep748 = getelementptr double, double* %scevgep747, i64 -3
  store double %.678.4, double* %scevgep748, align 8
  %187 = add i64 %.514, %186
  %.674.5 = inttoptr i64 %187 to double*
  %.678.5 = load double, double* %.674.5, align 8
  %scevgep745 = getelementptr double, double* %scevgep741, i64 %.477.046
  %scevgep746 = getelementptr double, double* %scevgep745, i64 -2
  store double %.678.5, double* %scevgep746, align 8
  %188 = add i64 %.514, %187
  %.674.6 = inttoptr i64 %188 to double*
  %.678.6 = load double, double* %.674.6, align 8
  %scevgep743 = getelementptr double, double* %scevgep741, i64 %.477.046
  %scevgep744 = getelementptr double, double* %scevgep743, i64 -1
  store double %.678.6, double* %scevgep744, align 8
  %189 = add i64 %.514, %188
  %.674.7 = inttoptr i64 %189 to double*
  %.678.7 = load double, double* %.674.7, align 8
  %scevgep742 = getelementptr double, double* %scevgep741, i64 %.477.046
  store double %.678.7, double* %scevgep742, align 8
  %.689.7 = add i64 %.477.046, 8
  %lsr.iv.next740 = add i64 %lsr.iv739, %113
  %niter198.ncmp.7 = icmp eq i64 %unroll_iter197, %.689.7
  br i1 %niter198.ncmp.7, label %.479.if.loopexit176.unr-lcssa.loopexit, label %.479.endif, !prof !4

.480.if:                                          ; preds = %for.end.endif.endif.endif.endif.thread110, %.479.if
  %.612.0106116 = phi double* [ %.612.0106, %.479.if ], [ %107, %for.end.endif.endif.endif.endif.thread110 ]
  %.694 = bitcast double* %.612.0106116 to i8*
  tail call void @NRT_Free(i8* %.694)
  br label %.480.endif.endif.endif.endif

.480.endif.endif.endif.endif:                     ; preds = %for.end.endif.endif.endif.endif.thread, %.479.if, %.480.if
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i29 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.33.i, i32 32), !noalias !46
  %.8.i.i30 = icmp eq i8* %.7.i.i29, null
  br i1 %.8.i.i30, label %.480.endif.endif.endif.endif.if, label %.480.endif.endif.endif.endif.endif, !prof !4

.480.endif.endif.endif.endif.if:                  ; preds = %.480.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139757635013440.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

.480.endif.endif.endif.endif.endif:               ; preds = %.480.endif.endif.endif.endif
  %190 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i35 = getelementptr i8, i8* %.7.i.i29, i64 24
  %191 = bitcast i8* %.5.i35 to double**
  %.6.i3654 = load double*, double** %191, align 8
  br i1 %190, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %.480.endif.endif.endif.endif.endif
  %192 = icmp eq i64 %arg.x.5.0, 1
  br i1 %192, label %for.end.2.thread, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader
  %min.iters.check162 = icmp ult i64 %arg.x.5.0, 32
  br i1 %min.iters.check162, label %for.body.2.us.preheader174, label %vector.memcheck149

vector.memcheck149:                               ; preds = %for.body.2.us.preheader
  %scevgep151 = getelementptr double, double* %.6.i3654, i64 %arg.x.5.0
  %scevgep154 = getelementptr double, double* %.6.i1.i, i64 %arg.x.5.0
  %bound0156 = icmp ult double* %.6.i3654, %scevgep154
  %bound1157 = icmp ult double* %.6.i1.i, %scevgep151
  %found.conflict158 = and i1 %bound0156, %bound1157
  br i1 %found.conflict158, label %for.body.2.us.preheader174, label %vector.ph163

vector.ph163:                                     ; preds = %vector.memcheck149
  %n.vec165 = and i64 %arg.x.5.0, -32
  %193 = add i64 %n.vec165, -32
  %194 = lshr exact i64 %193, 5
  %195 = add nuw nsw i64 %194, 1
  %xtraiter181 = and i64 %195, 7
  %196 = icmp ult i64 %193, 224
  br i1 %196, label %middle.block159.unr-lcssa, label %vector.ph163.new

vector.ph163.new:                                 ; preds = %vector.ph163
  %unroll_iter184 = and i64 %195, 1152921504606846968
  %scevgep435 = getelementptr double, double* %.6.i1.i, i64 248
  %scevgep531 = getelementptr double, double* %.6.i3654, i64 248
  br label %vector.body161

vector.body161:                                   ; preds = %vector.body161, %vector.ph163.new
  %lsr.iv627 = phi i64 [ %lsr.iv.next628, %vector.body161 ], [ %unroll_iter184, %vector.ph163.new ]
  %index168 = phi i64 [ 0, %vector.ph163.new ], [ %index.next173.7, %vector.body161 ]
  %scevgep519 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep519520 = bitcast double* %scevgep519 to <8 x double>*
  %scevgep521 = getelementptr <8 x double>, <8 x double>* %scevgep519520, i64 -31
  %wide.load169 = load <8 x double>, <8 x double>* %scevgep521, align 8, !alias.scope !53
  %scevgep528 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep528529 = bitcast double* %scevgep528 to <8 x double>*
  %scevgep530 = getelementptr <8 x double>, <8 x double>* %scevgep528529, i64 -30
  %wide.load170 = load <8 x double>, <8 x double>* %scevgep530, align 8, !alias.scope !53
  %scevgep525 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep525526 = bitcast double* %scevgep525 to <8 x double>*
  %scevgep527 = getelementptr <8 x double>, <8 x double>* %scevgep525526, i64 -29
  %wide.load171 = load <8 x double>, <8 x double>* %scevgep527, align 8, !alias.scope !53
  %scevgep522 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep522523 = bitcast double* %scevgep522 to <8 x double>*
  %scevgep524 = getelementptr <8 x double>, <8 x double>* %scevgep522523, i64 -28
  %wide.load172 = load <8 x double>, <8 x double>* %scevgep524, align 8, !alias.scope !53
  %197 = fmul <8 x double> %wide.load169, %wide.load169
  %198 = fmul <8 x double> %wide.load170, %wide.load170
  %199 = fmul <8 x double> %wide.load171, %wide.load171
  %200 = fmul <8 x double> %wide.load172, %wide.load172
  %scevgep615 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep615616 = bitcast double* %scevgep615 to <8 x double>*
  %scevgep617 = getelementptr <8 x double>, <8 x double>* %scevgep615616, i64 -31
  store <8 x double> %197, <8 x double>* %scevgep617, align 8, !alias.scope !56, !noalias !53
  %scevgep624 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep624625 = bitcast double* %scevgep624 to <8 x double>*
  %scevgep626 = getelementptr <8 x double>, <8 x double>* %scevgep624625, i64 -30
  store <8 x double> %198, <8 x double>* %scevgep626, align 8, !alias.scope !56, !noalias !53
  %scevgep621 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep621622 = bitcast double* %scevgep621 to <8 x double>*
  %scevgep623 = getelementptr <8 x double>, <8 x double>* %scevgep621622, i64 -29
  store <8 x double> %199, <8 x double>* %scevgep623, align 8, !alias.scope !56, !noalias !53
  %scevgep618 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep618619 = bitcast double* %scevgep618 to <8 x double>*
  %scevgep620 = getelementptr <8 x double>, <8 x double>* %scevgep618619, i64 -28
  store <8 x double> %200, <8 x double>* %scevgep620, align 8, !alias.scope !56, !noalias !53
  %scevgep505 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep505506 = bitcast double* %scevgep505 to <8 x double>*
  %scevgep507 = getelementptr <8 x double>, <8 x double>* %scevgep505506, i64 -27
  %wide.load169.1 = load <8 x double>, <8 x double>* %scevgep507, align 8, !alias.scope !53
  %scevgep502 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep502503 = bitcast double* %scevgep502 to <8 x double>*
  %scevgep504 = getelementptr <8 x double>, <8 x double>* %scevgep502503, i64 -26
  %wide.load170.1 = load <8 x double>, <8 x double>* %scevgep504, align 8, !alias.scope !53
  %scevgep499 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep499500 = bitcast double* %scevgep499 to <8 x double>*
  %scevgep501 = getelementptr <8 x double>, <8 x double>* %scevgep499500, i64 -25
  %wide.load171.1 = load <8 x double>, <8 x double>* %scevgep501, align 8, !alias.scope !53
  %scevgep496 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep496497 = bitcast double* %scevgep496 to <8 x double>*
  %scevgep498 = getelementptr <8 x double>, <8 x double>* %scevgep496497, i64 -24
  %wide.load172.1 = load <8 x double>, <8 x double>* %scevgep498, align 8, !alias.scope !53
  %201 = fmul <8 x double> %wide.load169.1, %wide.load169.1
  %202 = fmul <8 x double> %wide.load170.1, %wide.load170.1
  %203 = fmul <8 x double> %wide.load171.1, %wide.load171.1
  %204 = fmul <8 x double> %wide.load172.1, %wide.load172.1
  %scevgep601 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep601602 = bitcast double* %scevgep601 to <8 x double>*
  %scevgep603 = getelementptr <8 x double>, <8 x double>* %scevgep601602, i64 -27
  store <8 x double> %201, <8 x double>* %scevgep603, align 8, !alias.scope !56, !noalias !53
  %scevgep598 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep598599 = bitcast double* %scevgep598 to <8 x double>*
  %scevgep600 = getelementptr <8 x double>, <8 x double>* %scevgep598599, i64 -26
  store <8 x double> %202, <8 x double>* %scevgep600, align 8, !alias.scope !56, !noalias !53
  %scevgep595 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep595596 = bitcast double* %scevgep595 to <8 x double>*
  %scevgep597 = getelementptr <8 x double>, <8 x double>* %scevgep595596, i64 -25
  store <8 x double> %203, <8 x double>* %scevgep597, align 8, !alias.scope !56, !noalias !53
  %scevgep592 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep592593 = bitcast double* %scevgep592 to <8 x double>*
  %scevgep594 = getelementptr <8 x double>, <8 x double>* %scevgep592593, i64 -24
  store <8 x double> %204, <8 x double>* %scevgep594, align 8, !alias.scope !56, !noalias !53
  %scevgep493 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep493494 = bitcast double* %scevgep493 to <8 x double>*
  %scevgep495 = getelementptr <8 x double>, <8 x double>* %scevgep493494, i64 -23
  %wide.load169.2 = load <8 x double>, <8 x double>* %scevgep495, align 8, !alias.scope !53
  %scevgep490 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep490491 = bitcast double* %scevgep490 to <8 x double>*
  %scevgep492 = getelementptr <8 x double>, <8 x double>* %scevgep490491, i64 -22
  %wide.load170.2 = load <8 x double>, <8 x double>* %scevgep492, align 8, !alias.scope !53
  %scevgep487 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep487488 = bitcast double* %scevgep487 to <8 x double>*
  %scevgep489 = getelementptr <8 x double>, <8 x double>* %scevgep487488, i64 -21
  %wide.load171.2 = load <8 x double>, <8 x double>* %scevgep489, align 8, !alias.scope !53
  %scevgep484 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep484485 = bitcast double* %scevgep484 to <8 x double>*
  %scevgep486 = getelementptr <8 x double>, <8 x double>* %scevgep484485, i64 -20
  %wide.load172.2 = load <8 x double>, <8 x double>* %scevgep486, align 8, !alias.scope !53
  %205 = fmul <8 x double> %wide.load169.2, %wide.load169.2
  %206 = fmul <8 x double> %wide.load170.2, %wide.load170.2
  %207 = fmul <8 x double> %wide.load171.2, %wide.load171.2
  %208 = fmul <8 x double> %wide.load172.2, %wide.load172.2
  %scevgep589 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep589590 = bitcast double* %scevgep589 to <8 x double>*
  %scevgep591 = getelementptr <8 x double>, <8 x double>* %scevgep589590, i64 -23
  store <8 x double> %205, <8 x double>* %scevgep591, align 8, !alias.scope !56, !noalias !53
  %scevgep586 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep586587 = bitcast double* %scevgep586 to <8 x double>*
  %scevgep588 = getelementptr <8 x double>, <8 x double>* %scevgep586587, i64 -22
  store <8 x double> %206, <8 x double>* %scevgep588, align 8, !alias.scope !56, !noalias !53
  %scevgep583 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep583584 = bitcast double* %scevgep583 to <8 x double>*
  %scevgep585 = getelementptr <8 x double>, <8 x double>* %scevgep583584, i64 -21
  store <8 x double> %207, <8 x double>* %scevgep585, align 8, !alias.scope !56, !noalias !53
  %scevgep580 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep580581 = bitcast double* %scevgep580 to <8 x double>*
  %scevgep582 = getelementptr <8 x double>, <8 x double>* %scevgep580581, i64 -20
  store <8 x double> %208, <8 x double>* %scevgep582, align 8, !alias.scope !56, !noalias !53
  %scevgep481 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep481482 = bitcast double* %scevgep481 to <8 x double>*
  %scevgep483 = getelementptr <8 x double>, <8 x double>* %scevgep481482, i64 -19
  %wide.load169.3 = load <8 x double>, <8 x double>* %scevgep483, align 8, !alias.scope !53
  %scevgep478 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep478479 = bitcast double* %scevgep478 to <8 x double>*
  %scevgep480 = getelementptr <8 x double>, <8 x double>* %scevgep478479, i64 -18
  %wide.load170.3 = load <8 x double>, <8 x double>* %scevgep480, align 8, !alias.scope !53
  %scevgep475 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep475476 = bitcast double* %scevgep475 to <8 x double>*
  %scevgep477 = getelementptr <8 x double>, <8 x double>* %scevgep475476, i64 -17
  %wide.load171.3 = load <8 x double>, <8 x double>* %scevgep477, align 8, !alias.scope !53
  %scevgep472 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep472473 = bitcast double* %scevgep472 to <8 x double>*
  %scevgep474 = getelementptr <8 x double>, <8 x double>* %scevgep472473, i64 -16
  %wide.load172.3 = load <8 x double>, <8 x double>* %scevgep474, align 8, !alias.scope !53
  %209 = fmul <8 x double> %wide.load169.3, %wide.load169.3
  %210 = fmul <8 x double> %wide.load170.3, %wide.load170.3
  %211 = fmul <8 x double> %wide.load171.3, %wide.load171.3
  %212 = fmul <8 x double> %wide.load172.3, %wide.load172.3
  %scevgep577 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep577578 = bitcast double* %scevgep577 to <8 x double>*
  %scevgep579 = getelementptr <8 x double>, <8 x double>* %scevgep577578, i64 -19
  store <8 x double> %209, <8 x double>* %scevgep579, align 8, !alias.scope !56, !noalias !53
  %scevgep574 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep574575 = bitcast double* %scevgep574 to <8 x double>*
  %scevgep576 = getelementptr <8 x double>, <8 x double>* %scevgep574575, i64 -18
  store <8 x double> %210, <8 x double>* %scevgep576, align 8, !alias.scope !56, !noalias !53
  %scevgep571 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep571572 = bitcast double* %scevgep571 to <8 x double>*
  %scevgep573 = getelementptr <8 x double>, <8 x double>* %scevgep571572, i64 -17
  store <8 x double> %211, <8 x double>* %scevgep573, align 8, !alias.scope !56, !noalias !53
  %scevgep568 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep568569 = bitcast double* %scevgep568 to <8 x double>*
  %scevgep570 = getelementptr <8 x double>, <8 x double>* %scevgep568569, i64 -16
  store <8 x double> %212, <8 x double>* %scevgep570, align 8, !alias.scope !56, !noalias !53
  %scevgep469 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep469470 = bitcast double* %scevgep469 to <8 x double>*
  %scevgep471 = getelementptr <8 x double>, <8 x double>* %scevgep469470, i64 -15
  %wide.load169.4 = load <8 x double>, <8 x double>* %scevgep471, align 8, !alias.scope !53
  %scevgep466 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep466467 = bitcast double* %scevgep466 to <8 x double>*
  %scevgep468 = getelementptr <8 x double>, <8 x double>* %scevgep466467, i64 -14
  %wide.load170.4 = load <8 x double>, <8 x double>* %scevgep468, align 8, !alias.scope !53
  %scevgep463 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep463464 = bitcast double* %scevgep463 to <8 x double>*
  %scevgep465 = getelementptr <8 x double>, <8 x double>* %scevgep463464, i64 -13
  %wide.load171.4 = load <8 x double>, <8 x double>* %scevgep465, align 8, !alias.scope !53
  %scevgep460 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep460461 = bitcast double* %scevgep460 to <8 x double>*
  %scevgep462 = getelementptr <8 x double>, <8 x double>* %scevgep460461, i64 -12
  %wide.load172.4 = load <8 x double>, <8 x double>* %scevgep462, align 8, !alias.scope !53
  %213 = fmul <8 x double> %wide.load169.4, %wide.load169.4
  %214 = fmul <8 x double> %wide.load170.4, %wide.load170.4
  %215 = fmul <8 x double> %wide.load171.4, %wide.load171.4
  %216 = fmul <8 x double> %wide.load172.4, %wide.load172.4
  %scevgep565 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep565566 = bitcast double* %scevgep565 to <8 x double>*
  %scevgep567 = getelementptr <8 x double>, <8 x double>* %scevgep565566, i64 -15
  store <8 x double> %213, <8 x double>* %scevgep567, align 8, !alias.scope !56, !noalias !53
  %scevgep562 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep562563 = bitcast double* %scevgep562 to <8 x double>*
  %scevgep564 = getelementptr <8 x double>, <8 x double>* %scevgep562563, i64 -14
  store <8 x double> %214, <8 x double>* %scevgep564, align 8, !alias.scope !56, !noalias !53
  %scevgep559 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep559560 = bitcast double* %scevgep559 to <8 x double>*
  %scevgep561 = getelementptr <8 x double>, <8 x double>* %scevgep559560, i64 -13
  store <8 x double> %215, <8 x double>* %scevgep561, align 8, !alias.scope !56, !noalias !53
  %scevgep556 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep556557 = bitcast double* %scevgep556 to <8 x double>*
  %scevgep558 = getelementptr <8 x double>, <8 x double>* %scevgep556557, i64 -12
  store <8 x double> %216, <8 x double>* %scevgep558, align 8, !alias.scope !56, !noalias !53
  %scevgep457 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep457458 = bitcast double* %scevgep457 to <8 x double>*
  %scevgep459 = getelementptr <8 x double>, <8 x double>* %scevgep457458, i64 -11
  %wide.load169.5 = load <8 x double>, <8 x double>* %scevgep459, align 8, !alias.scope !53
  %scevgep454 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep454455 = bitcast double* %scevgep454 to <8 x double>*
  %scevgep456 = getelementptr <8 x double>, <8 x double>* %scevgep454455, i64 -10
  %wide.load170.5 = load <8 x double>, <8 x double>* %scevgep456, align 8, !alias.scope !53
  %scevgep451 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep451452 = bitcast double* %scevgep451 to <8 x double>*
  %scevgep453 = getelementptr <8 x double>, <8 x double>* %scevgep451452, i64 -9
  %wide.load171.5 = load <8 x double>, <8 x double>* %scevgep453, align 8, !alias.scope !53
  %scevgep448 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep448449 = bitcast double* %scevgep448 to <8 x double>*
  %scevgep450 = getelementptr <8 x double>, <8 x double>* %scevgep448449, i64 -8
  %wide.load172.5 = load <8 x double>, <8 x double>* %scevgep450, align 8, !alias.scope !53
  %217 = fmul <8 x double> %wide.load169.5, %wide.load169.5
  %218 = fmul <8 x double> %wide.load170.5, %wide.load170.5
  %219 = fmul <8 x double> %wide.load171.5, %wide.load171.5
  %220 = fmul <8 x double> %wide.load172.5, %wide.load172.5
  %scevgep553 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep553554 = bitcast double* %scevgep553 to <8 x double>*
  %scevgep555 = getelementptr <8 x double>, <8 x double>* %scevgep553554, i64 -11
  store <8 x double> %217, <8 x double>* %scevgep555, align 8, !alias.scope !56, !noalias !53
  %scevgep550 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep550551 = bitcast double* %scevgep550 to <8 x double>*
  %scevgep552 = getelementptr <8 x double>, <8 x double>* %scevgep550551, i64 -10
  store <8 x double> %218, <8 x double>* %scevgep552, align 8, !alias.scope !56, !noalias !53
  %scevgep547 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep547548 = bitcast double* %scevgep547 to <8 x double>*
  %scevgep549 = getelementptr <8 x double>, <8 x double>* %scevgep547548, i64 -9
  store <8 x double> %219, <8 x double>* %scevgep549, align 8, !alias.scope !56, !noalias !53
  %scevgep544 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep544545 = bitcast double* %scevgep544 to <8 x double>*
  %scevgep546 = getelementptr <8 x double>, <8 x double>* %scevgep544545, i64 -8
  store <8 x double> %220, <8 x double>* %scevgep546, align 8, !alias.scope !56, !noalias !53
  %scevgep445 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep445446 = bitcast double* %scevgep445 to <8 x double>*
  %scevgep447 = getelementptr <8 x double>, <8 x double>* %scevgep445446, i64 -7
  %wide.load169.6 = load <8 x double>, <8 x double>* %scevgep447, align 8, !alias.scope !53
  %scevgep442 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep442443 = bitcast double* %scevgep442 to <8 x double>*
  %scevgep444 = getelementptr <8 x double>, <8 x double>* %scevgep442443, i64 -6
  %wide.load170.6 = load <8 x double>, <8 x double>* %scevgep444, align 8, !alias.scope !53
  %scevgep439 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep439440 = bitcast double* %scevgep439 to <8 x double>*
  %scevgep441 = getelementptr <8 x double>, <8 x double>* %scevgep439440, i64 -5
  %wide.load171.6 = load <8 x double>, <8 x double>* %scevgep441, align 8, !alias.scope !53
  %scevgep436 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep436437 = bitcast double* %scevgep436 to <8 x double>*
  %scevgep438 = getelementptr <8 x double>, <8 x double>* %scevgep436437, i64 -4
  %wide.load172.6 = load <8 x double>, <8 x double>* %scevgep438, align 8, !alias.scope !53
  %221 = fmul <8 x double> %wide.load169.6, %wide.load169.6
  %222 = fmul <8 x double> %wide.load170.6, %wide.load170.6
  %223 = fmul <8 x double> %wide.load171.6, %wide.load171.6
  %224 = fmul <8 x double> %wide.load172.6, %wide.load172.6
  %scevgep541 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep541542 = bitcast double* %scevgep541 to <8 x double>*
  %scevgep543 = getelementptr <8 x double>, <8 x double>* %scevgep541542, i64 -7
  store <8 x double> %221, <8 x double>* %scevgep543, align 8, !alias.scope !56, !noalias !53
  %scevgep538 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep538539 = bitcast double* %scevgep538 to <8 x double>*
  %scevgep540 = getelementptr <8 x double>, <8 x double>* %scevgep538539, i64 -6
  store <8 x double> %222, <8 x double>* %scevgep540, align 8, !alias.scope !56, !noalias !53
  %scevgep535 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep535536 = bitcast double* %scevgep535 to <8 x double>*
  %scevgep537 = getelementptr <8 x double>, <8 x double>* %scevgep535536, i64 -5
  store <8 x double> %223, <8 x double>* %scevgep537, align 8, !alias.scope !56, !noalias !53
  %scevgep532 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep532533 = bitcast double* %scevgep532 to <8 x double>*
  %scevgep534 = getelementptr <8 x double>, <8 x double>* %scevgep532533, i64 -4
  store <8 x double> %224, <8 x double>* %scevgep534, align 8, !alias.scope !56, !noalias !53
  %scevgep516 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep516517 = bitcast double* %scevgep516 to <8 x double>*
  %scevgep518 = getelementptr <8 x double>, <8 x double>* %scevgep516517, i64 -3
  %wide.load169.7 = load <8 x double>, <8 x double>* %scevgep518, align 8, !alias.scope !53
  %scevgep513 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep513514 = bitcast double* %scevgep513 to <8 x double>*
  %scevgep515 = getelementptr <8 x double>, <8 x double>* %scevgep513514, i64 -2
  %wide.load170.7 = load <8 x double>, <8 x double>* %scevgep515, align 8, !alias.scope !53
  %scevgep510 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep510511 = bitcast double* %scevgep510 to <8 x double>*
  %scevgep512 = getelementptr <8 x double>, <8 x double>* %scevgep510511, i64 -1
  %wide.load171.7 = load <8 x double>, <8 x double>* %scevgep512, align 8, !alias.scope !53
  %scevgep508 = getelementptr double, double* %scevgep435, i64 %index168
  %scevgep508509 = bitcast double* %scevgep508 to <8 x double>*
  %wide.load172.7 = load <8 x double>, <8 x double>* %scevgep508509, align 8, !alias.scope !53
  %225 = fmul <8 x double> %wide.load169.7, %wide.load169.7
  %226 = fmul <8 x double> %wide.load170.7, %wide.load170.7
  %227 = fmul <8 x double> %wide.load171.7, %wide.load171.7
  %228 = fmul <8 x double> %wide.load172.7, %wide.load172.7
  %scevgep612 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep612613 = bitcast double* %scevgep612 to <8 x double>*
  %scevgep614 = getelementptr <8 x double>, <8 x double>* %scevgep612613, i64 -3
  store <8 x double> %225, <8 x double>* %scevgep614, align 8, !alias.scope !56, !noalias !53
  %scevgep609 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep609610 = bitcast double* %scevgep609 to <8 x double>*
  %scevgep611 = getelementptr <8 x double>, <8 x double>* %scevgep609610, i64 -2
  store <8 x double> %226, <8 x double>* %scevgep611, align 8, !alias.scope !56, !noalias !53
  %scevgep606 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep606607 = bitcast double* %scevgep606 to <8 x double>*
  %scevgep608 = getelementptr <8 x double>, <8 x double>* %scevgep606607, i64 -1
  store <8 x double> %227, <8 x double>* %scevgep608, align 8, !alias.scope !56, !noalias !53
  %scevgep604 = getelementptr double, double* %scevgep531, i64 %index168
  %scevgep604605 = bitcast double* %scevgep604 to <8 x double>*
  store <8 x double> %228, <8 x double>* %scevgep604605, align 8, !alias.scope !56, !noalias !53
  %index.next173.7 = add i64 %index168, 256
  %lsr.iv.next628 = add i64 %lsr.iv627, -8
  %niter185.ncmp.7 = icmp eq i64 %lsr.iv.next628, 0
  br i1 %niter185.ncmp.7, label %middle.block159.unr-lcssa, label %vector.body161, !llvm.loop !58

middle.block159.unr-lcssa:                        ; preds = %vector.body161, %vector.ph163
  %index168.unr = phi i64 [ 0, %vector.ph163 ], [ %index.next173.7, %vector.body161 ]
  %lcmp.mod183.not = icmp eq i64 %xtraiter181, 0
  br i1 %lcmp.mod183.not, label %middle.block159, label %vector.body161.epil.preheader

vector.body161.epil.preheader:                    ; preds = %middle.block159.unr-lcssa
  %229 = add nuw nsw i64 %index168.unr, 24
  %scevgep407 = getelementptr double, double* %.6.i3654, i64 %229
  %scevgep422 = getelementptr double, double* %.6.i1.i, i64 %229
  %230 = shl nuw nsw i64 %xtraiter181, 8
  br label %vector.body161.epil

vector.body161.epil:                              ; preds = %vector.body161.epil.preheader, %vector.body161.epil
  %lsr.iv408 = phi i64 [ 0, %vector.body161.epil.preheader ], [ %lsr.iv.next409, %vector.body161.epil ]
  %231 = bitcast double* %scevgep422 to i8*
  %232 = bitcast double* %scevgep407 to i8*
  %uglygep432 = getelementptr i8, i8* %231, i64 %lsr.iv408
  %uglygep432433 = bitcast i8* %uglygep432 to <8 x double>*
  %scevgep434 = getelementptr <8 x double>, <8 x double>* %uglygep432433, i64 -3
  %wide.load169.epil = load <8 x double>, <8 x double>* %scevgep434, align 8, !alias.scope !53
  %uglygep429 = getelementptr i8, i8* %231, i64 %lsr.iv408
  %uglygep429430 = bitcast i8* %uglygep429 to <8 x double>*
  %scevgep431 = getelementptr <8 x double>, <8 x double>* %uglygep429430, i64 -2
  %wide.load170.epil = load <8 x double>, <8 x double>* %scevgep431, align 8, !alias.scope !53
  %uglygep426 = getelementptr i8, i8* %231, i64 %lsr.iv408
  %uglygep426427 = bitcast i8* %uglygep426 to <8 x double>*
  %scevgep428 = getelementptr <8 x double>, <8 x double>* %uglygep426427, i64 -1
  %wide.load171.epil = load <8 x double>, <8 x double>* %scevgep428, align 8, !alias.scope !53
  %uglygep424 = getelementptr i8, i8* %231, i64 %lsr.iv408
  %uglygep424425 = bitcast i8* %uglygep424 to <8 x double>*
  %wide.load172.epil = load <8 x double>, <8 x double>* %uglygep424425, align 8, !alias.scope !53
  %233 = fmul <8 x double> %wide.load169.epil, %wide.load169.epil
  %234 = fmul <8 x double> %wide.load170.epil, %wide.load170.epil
  %235 = fmul <8 x double> %wide.load171.epil, %wide.load171.epil
  %236 = fmul <8 x double> %wide.load172.epil, %wide.load172.epil
  %uglygep419 = getelementptr i8, i8* %232, i64 %lsr.iv408
  %uglygep419420 = bitcast i8* %uglygep419 to <8 x double>*
  %scevgep421 = getelementptr <8 x double>, <8 x double>* %uglygep419420, i64 -3
  store <8 x double> %233, <8 x double>* %scevgep421, align 8, !alias.scope !56, !noalias !53
  %uglygep416 = getelementptr i8, i8* %232, i64 %lsr.iv408
  %uglygep416417 = bitcast i8* %uglygep416 to <8 x double>*
  %scevgep418 = getelementptr <8 x double>, <8 x double>* %uglygep416417, i64 -2
  store <8 x double> %234, <8 x double>* %scevgep418, align 8, !alias.scope !56, !noalias !53
  %uglygep413 = getelementptr i8, i8* %232, i64 %lsr.iv408
  %uglygep413414 = bitcast i8* %uglygep413 to <8 x double>*
  %scevgep415 = getelementptr <8 x double>, <8 x double>* %uglygep413414, i64 -1
  store <8 x double> %235, <8 x double>* %scevgep415, align 8, !alias.scope !56, !noalias !53
  %uglygep411 = getelementptr i8, i8* %232, i64 %lsr.iv408
  %uglygep411412 = bitcast i8* %uglygep411 to <8 x double>*
  store <8 x double> %236, <8 x double>* %uglygep411412, align 8, !alias.scope !56, !noalias !53
  %lsr.iv.next409 = add nuw nsw i64 %lsr.iv408, 256
  %epil.iter182.cmp.not = icmp eq i64 %230, %lsr.iv.next409
  br i1 %epil.iter182.cmp.not, label %middle.block159, label %vector.body161.epil, !llvm.loop !59

middle.block159:                                  ; preds = %vector.body161.epil, %middle.block159.unr-lcssa
  %cmp.n167 = icmp eq i64 %n.vec165, %arg.x.5.0
  br i1 %cmp.n167, label %for.end.2, label %for.body.2.us.preheader174

for.body.2.us.preheader174:                       ; preds = %vector.memcheck149, %for.body.2.us.preheader, %middle.block159
  %loop.index.242.us.ph = phi i64 [ 0, %vector.memcheck149 ], [ 0, %for.body.2.us.preheader ], [ %n.vec165, %middle.block159 ]
  %237 = xor i64 %loop.index.242.us.ph, -1
  %238 = add i64 %237, %arg.x.5.0
  %xtraiter179 = and i64 %arg.x.5.0, 7
  %lcmp.mod180.not = icmp eq i64 %xtraiter179, 0
  br i1 %lcmp.mod180.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader174
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv405 = phi i64 [ %xtraiter179, %for.body.2.us.prol.preheader ], [ %lsr.iv.next406, %for.body.2.us.prol ]
  %loop.index.242.us.prol = phi i64 [ %.867.us.prol, %for.body.2.us.prol ], [ %loop.index.242.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep404 = getelementptr double, double* %.6.i1.i, i64 %loop.index.242.us.prol
  %.838.us.prol = load double, double* %scevgep404, align 8
  %.5.i25.us.prol = fmul double %.838.us.prol, %.838.us.prol
  %scevgep403 = getelementptr double, double* %.6.i3654, i64 %loop.index.242.us.prol
  store double %.5.i25.us.prol, double* %scevgep403, align 8
  %.867.us.prol = add nuw i64 %loop.index.242.us.prol, 1
  %lsr.iv.next406 = add nsw i64 %lsr.iv405, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next406, 0
  br i1 %prol.iter.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !60

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader174
  %loop.index.242.us.unr = phi i64 [ %loop.index.242.us.ph, %for.body.2.us.preheader174 ], [ %.867.us.prol, %for.body.2.us.prol ]
  %239 = icmp ult i64 %238, 7
  br i1 %239, label %for.end.2, label %for.body.2.us.preheader212

for.body.2.us.preheader212:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader212, %for.body.2.us
  %loop.index.242.us = phi i64 [ %.867.us.7, %for.body.2.us ], [ %loop.index.242.us.unr, %for.body.2.us.preheader212 ]
  %sunkaddr1029 = mul i64 %loop.index.242.us, 8
  %240 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1030 = getelementptr i8, i8* %240, i64 %sunkaddr1029
  %241 = bitcast i8* %sunkaddr1030 to double*
  %.838.us = load double, double* %241, align 8
  %.5.i25.us = fmul double %.838.us, %.838.us
  %sunkaddr1031 = mul i64 %loop.index.242.us, 8
  %242 = bitcast double* %.6.i3654 to i8*
  %sunkaddr1032 = getelementptr i8, i8* %242, i64 %sunkaddr1031
  %243 = bitcast i8* %sunkaddr1032 to double*
  store double %.5.i25.us, double* %243, align 8
  %sunkaddr1033 = mul i64 %loop.index.242.us, 8
  %244 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1034 = getelementptr i8, i8* %244, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, i8* %sunkaddr1034, i64 8
  %245 = bitcast i8* %sunkaddr1035 to double*
  %.838.us.1 = load double, double* %245, align 8
  %.5.i25.us.1 = fmul double %.838.us.1, %.838.us.1
  %sunkaddr1036 = mul i64 %loop.index.242.us, 8
  %246 = bitcast double* %.6.i3654 to i8*
  %sunkaddr1037 = getelementptr i8, i8* %246, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, i8* %sunkaddr1037, i64 8
  %247 = bitcast i8* %sunkaddr1038 to double*
  store double %.5.i25.us.1, double* %247, align 8
  %sunkaddr1039 = mul i64 %loop.index.242.us, 8
  %248 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1040 = getelementptr i8, i8* %248, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, i8* %sunkaddr1040, i64 16
  %249 = bitcast i8* %sunkaddr1041 to double*
  %.838.us.2 = load double, double* %249, align 8
  %.5.i25.us.2 = fmul double %.838.us.2, %.838.us.2
  %sunkaddr1042 = mul i64 %loop.index.242.us, 8
  %250 = bitcast double* %.6.i3654 to i8*
  %sunkaddr1043 = getelementptr i8, i8* %250, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, i8* %sunkaddr1043, i64 16
  %251 = bitcast i8* %sunkaddr1044 to double*
  store double %.5.i25.us.2, double* %251, align 8
  %sunkaddr1045 = mul i64 %loop.index.242.us, 8
  %252 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1046 = getelementptr i8, i8* %252, i64 %sunkaddr1045
  %sunkaddr1047 = getelementptr i8, i8* %sunkaddr1046, i64 24
  %253 = bitcast i8* %sunkaddr1047 to double*
  %.838.us.3 = load double, double* %253, align 8
  %.5.i25.us.3 = fmul double %.838.us.3, %.838.us.3
  %sunkaddr1048 = mul i64 %loop.index.242.us, 8
  %254 = bitcast double* %.6.i3654 to i8*
  %sunkaddr1049 = getelementptr i8, i8* %254, i64 %sunkaddr1048
  %sunkaddr1050 = getelementptr i8, i8* %sunkaddr1049, i64 24
  %255 = bitcast i8* %sunkaddr1050 to double*
  store double %.5.i25.us.3, double* %255, align 8
  %sunkaddr1051 = mul i64 %loop.index.242.us, 8
  %256 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1052 = getelementptr i8, i8* %256, i64 %sunkaddr1051
  %sunkaddr1053 = getelementptr i8, i8* %sunkaddr1052, i64 32
  %257 = bitcast i8* %sunkaddr1053 to double*
  %.838.us.4 = load double, double* %257, align 8
  %.5.i25.us.4 = fmul double %.838.us.4, %.838.us.4
  %sunkaddr1054 = mul i64 %loop.index.242.us, 8
  %258 = bitcast double* %.6.i3654 to i8*
  %sunkaddr1055 = getelementptr i8, i8* %258, i64 %sunkaddr1054
  %sunkaddr1056 = getelementptr i8, i8* %sunkaddr1055, i64 32
  %259 = bitcast i8* %sunkaddr1056 to double*
  store double %.5.i25.us.4, double* %259, align 8
  %sunkaddr1057 = mul i64 %loop.index.242.us, 8
  %260 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1058 = getelementptr i8, i8* %260, i64 %sunkaddr1057
  %sunkaddr1059 = getelementptr i8, i8* %sunkaddr1058, i64 40
  %261 = bitcast i8* %sunkaddr1059 to double*
  %.838.us.5 = load double, double* %261, align 8
  %.5.i25.us.5 = fmul double %.838.us.5, %.838.us.5
  %sunkaddr1060 = mul i64 %loop.index.242.us, 8
  %262 = bitcast double* %.6.i3654 to i8*
  %sunkaddr1061 = getelementptr i8, i8* %262, i64 %sunkaddr1060
  %sunkaddr1062 = getelementptr i8, i8* %sunkaddr1061, i64 40
  %263 = bitcast i8* %sunkaddr1062 to double*
  store double %.5.i25.us.5, double* %263, align 8
  %sunkaddr1063 = mul i64 %loop.index.242.us, 8
  %264 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1064 = getelementptr i8, i8* %264, i64 %sunkaddr1063
  %sunkaddr1065 = getelementptr i8, i8* %sunkaddr1064, i64 48
  %265 = bitcast i8* %sunkaddr1065 to double*
  %.838.us.6 = load double, double* %265, align 8
  %.5.i25.us.6 = fmul double %.838.us.6, %.838.us.6
  %sunkaddr1066 = mul i64 %loop.index.242.us, 8
  %266 = bitcast double* %.6.i3654 to i8*
  %sunkaddr1067 = getelementptr i8, i8* %266, i64 %sunkaddr1066
  %sunkaddr1068 = getelementptr i8, i8* %sunkaddr1067, i64 48
  %267 = bitcast i8* %sunkaddr1068 to double*
  store double %.5.i25.us.6, double* %267, align 8
  %sunkaddr1069 = mul i64 %loop.index.242.us, 8
  %268 = bitcast double* %.6.i1.i to i8*
  %sunkaddr1070 = getelementptr i8, i8* %268, i64 %sunkaddr1069
  %sunkaddr1071 = getelementptr i8, i8* %sunkaddr1070, i64 56
  %269 = bitcast i8* %sunkaddr1071 to double*
  %.838.us.7 = load double, double* %269, align 8
  %.5.i25.us.7 = fmul double %.838.us.7, %.838.us.7
  %sunkaddr1072 = mul i64 %loop.index.242.us, 8
  %270 = bitcast double* %.6.i3654 to i8*
  %sunkaddr1073 = getelementptr i8, i8* %270, i64 %sunkaddr1072
  %sunkaddr1074 = getelementptr i8, i8* %sunkaddr1073, i64 56
  %271 = bitcast i8* %sunkaddr1074 to double*
  store double %.5.i25.us.7, double* %271, align 8
  %.867.us.7 = add nuw nsw i64 %loop.index.242.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.867.us.7
  br i1 %exitcond.not.7, label %for.end.2, label %for.body.2.us, !llvm.loop !61

for.end.2.thread:                                 ; preds = %for.body.2.preheader
  %.838 = load double, double* %.6.i1.i, align 8
  %.5.i25 = fmul double %.838, %.838
  store double %.5.i25, double* %.6.i3654, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  br label %B50.endif.preheader.i

for.end.2:                                        ; preds = %for.body.2.us, %for.body.2.us.prol.loopexit, %middle.block159, %.480.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !4

B50.endif.preheader.i:                            ; preds = %for.end.2.thread, %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #5
  %272 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %273 = icmp ult i64 %272, 7
  br i1 %273, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %274 = add nsw i64 %unroll_iter.i, -8
  %275 = lshr exact i64 %274, 3
  %276 = add nuw nsw i64 %275, 1
  %xtraiter = and i64 %276, 7
  %277 = icmp ult i64 %274, 56
  br i1 %277, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %276, %const
  %scevgep241 = getelementptr double, double* %.6.i3654, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %278 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep217 = getelementptr double, double* %.6.i3654, i64 %278
  %279 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %280 = bitcast double* %scevgep217 to i8*
  %uglygep238 = getelementptr i8, i8* %280, i64 %lsr.iv
  %uglygep238239 = bitcast i8* %uglygep238 to double*
  %scevgep240 = getelementptr double, double* %uglygep238239, i64 -7
  %.236.i.epil = load double, double* %scevgep240, align 8, !noalias !62
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep235 = getelementptr i8, i8* %280, i64 %lsr.iv
  %uglygep235236 = bitcast i8* %uglygep235 to double*
  %scevgep237 = getelementptr double, double* %uglygep235236, i64 -6
  %.236.1.i.epil = load double, double* %scevgep237, align 8, !noalias !62
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep232 = getelementptr i8, i8* %280, i64 %lsr.iv
  %uglygep232233 = bitcast i8* %uglygep232 to double*
  %scevgep234 = getelementptr double, double* %uglygep232233, i64 -5
  %.236.2.i.epil = load double, double* %scevgep234, align 8, !noalias !62
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep229 = getelementptr i8, i8* %280, i64 %lsr.iv
  %uglygep229230 = bitcast i8* %uglygep229 to double*
  %scevgep231 = getelementptr double, double* %uglygep229230, i64 -4
  %.236.3.i.epil = load double, double* %scevgep231, align 8, !noalias !62
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep226 = getelementptr i8, i8* %280, i64 %lsr.iv
  %uglygep226227 = bitcast i8* %uglygep226 to double*
  %scevgep228 = getelementptr double, double* %uglygep226227, i64 -3
  %.236.4.i.epil = load double, double* %scevgep228, align 8, !noalias !62
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep223 = getelementptr i8, i8* %280, i64 %lsr.iv
  %uglygep223224 = bitcast i8* %uglygep223 to double*
  %scevgep225 = getelementptr double, double* %uglygep223224, i64 -2
  %.236.5.i.epil = load double, double* %scevgep225, align 8, !noalias !62
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep220 = getelementptr i8, i8* %280, i64 %lsr.iv
  %uglygep220221 = bitcast i8* %uglygep220 to double*
  %scevgep222 = getelementptr double, double* %uglygep220221, i64 -1
  %.236.6.i.epil = load double, double* %scevgep222, align 8, !noalias !62
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %280, i64 %lsr.iv
  %uglygep219 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep219, align 8, !noalias !62
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %279, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !40, !llvm.loop !65

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i27 = getelementptr double, double* %.6.i3654, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep216 = getelementptr double, double* %scevgep.i27, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep216, align 8, !noalias !62
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !40, !llvm.loop !66

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv369 = phi i64 [ %lsr.iv.next370, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep367 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -63
  %.236.i = load double, double* %scevgep368, align 8, !noalias !62
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep365 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -62
  %.236.1.i = load double, double* %scevgep366, align 8, !noalias !62
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep363 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -61
  %.236.2.i = load double, double* %scevgep364, align 8, !noalias !62
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep361 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -60
  %.236.3.i = load double, double* %scevgep362, align 8, !noalias !62
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep359 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -59
  %.236.4.i = load double, double* %scevgep360, align 8, !noalias !62
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep357 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -58
  %.236.5.i = load double, double* %scevgep358, align 8, !noalias !62
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep355 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -57
  %.236.6.i = load double, double* %scevgep356, align 8, !noalias !62
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep353 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -56
  %.236.7.i = load double, double* %scevgep354, align 8, !noalias !62
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep322 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -55
  %.236.i.1 = load double, double* %scevgep323, align 8, !noalias !62
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep324 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -54
  %.236.1.i.1 = load double, double* %scevgep325, align 8, !noalias !62
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep326 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -53
  %.236.2.i.1 = load double, double* %scevgep327, align 8, !noalias !62
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep328 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -52
  %.236.3.i.1 = load double, double* %scevgep329, align 8, !noalias !62
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep330 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -51
  %.236.4.i.1 = load double, double* %scevgep331, align 8, !noalias !62
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep332 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -50
  %.236.5.i.1 = load double, double* %scevgep333, align 8, !noalias !62
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep334 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -49
  %.236.6.i.1 = load double, double* %scevgep335, align 8, !noalias !62
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep336 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -48
  %.236.7.i.1 = load double, double* %scevgep337, align 8, !noalias !62
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep306 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -47
  %.236.i.2 = load double, double* %scevgep307, align 8, !noalias !62
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep308 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -46
  %.236.1.i.2 = load double, double* %scevgep309, align 8, !noalias !62
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep310 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -45
  %.236.2.i.2 = load double, double* %scevgep311, align 8, !noalias !62
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep312 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -44
  %.236.3.i.2 = load double, double* %scevgep313, align 8, !noalias !62
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep314 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -43
  %.236.4.i.2 = load double, double* %scevgep315, align 8, !noalias !62
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep316 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -42
  %.236.5.i.2 = load double, double* %scevgep317, align 8, !noalias !62
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep318 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -41
  %.236.6.i.2 = load double, double* %scevgep319, align 8, !noalias !62
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep320 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -40
  %.236.7.i.2 = load double, double* %scevgep321, align 8, !noalias !62
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep290 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -39
  %.236.i.3 = load double, double* %scevgep291, align 8, !noalias !62
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep292 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -38
  %.236.1.i.3 = load double, double* %scevgep293, align 8, !noalias !62
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep294 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -37
  %.236.2.i.3 = load double, double* %scevgep295, align 8, !noalias !62
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep296 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -36
  %.236.3.i.3 = load double, double* %scevgep297, align 8, !noalias !62
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep298 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -35
  %.236.4.i.3 = load double, double* %scevgep299, align 8, !noalias !62
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep300 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -34
  %.236.5.i.3 = load double, double* %scevgep301, align 8, !noalias !62
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep302 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -33
  %.236.6.i.3 = load double, double* %scevgep303, align 8, !noalias !62
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep304 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -32
  %.236.7.i.3 = load double, double* %scevgep305, align 8, !noalias !62
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep274 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -31
  %.236.i.4 = load double, double* %scevgep275, align 8, !noalias !62
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep276 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -30
  %.236.1.i.4 = load double, double* %scevgep277, align 8, !noalias !62
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep278 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -29
  %.236.2.i.4 = load double, double* %scevgep279, align 8, !noalias !62
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep280 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -28
  %.236.3.i.4 = load double, double* %scevgep281, align 8, !noalias !62
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep282 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -27
  %.236.4.i.4 = load double, double* %scevgep283, align 8, !noalias !62
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep284 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -26
  %.236.5.i.4 = load double, double* %scevgep285, align 8, !noalias !62
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep286 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -25
  %.236.6.i.4 = load double, double* %scevgep287, align 8, !noalias !62
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep288 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -24
  %.236.7.i.4 = load double, double* %scevgep289, align 8, !noalias !62
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep258 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -23
  %.236.i.5 = load double, double* %scevgep259, align 8, !noalias !62
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep260 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -22
  %.236.1.i.5 = load double, double* %scevgep261, align 8, !noalias !62
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep262 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -21
  %.236.2.i.5 = load double, double* %scevgep263, align 8, !noalias !62
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep264 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -20
  %.236.3.i.5 = load double, double* %scevgep265, align 8, !noalias !62
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep266 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -19
  %.236.4.i.5 = load double, double* %scevgep267, align 8, !noalias !62
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep268 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -18
  %.236.5.i.5 = load double, double* %scevgep269, align 8, !noalias !62
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep270 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -17
  %.236.6.i.5 = load double, double* %scevgep271, align 8, !noalias !62
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep272 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -16
  %.236.7.i.5 = load double, double* %scevgep273, align 8, !noalias !62
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep242 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep243 = getelementptr double, double* %scevgep242, i64 -15
  %.236.i.6 = load double, double* %scevgep243, align 8, !noalias !62
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep244 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep245 = getelementptr double, double* %scevgep244, i64 -14
  %.236.1.i.6 = load double, double* %scevgep245, align 8, !noalias !62
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep246 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep247 = getelementptr double, double* %scevgep246, i64 -13
  %.236.2.i.6 = load double, double* %scevgep247, align 8, !noalias !62
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep248 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep249 = getelementptr double, double* %scevgep248, i64 -12
  %.236.3.i.6 = load double, double* %scevgep249, align 8, !noalias !62
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep250 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep251 = getelementptr double, double* %scevgep250, i64 -11
  %.236.4.i.6 = load double, double* %scevgep251, align 8, !noalias !62
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep252 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep253 = getelementptr double, double* %scevgep252, i64 -10
  %.236.5.i.6 = load double, double* %scevgep253, align 8, !noalias !62
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep254 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep255 = getelementptr double, double* %scevgep254, i64 -9
  %.236.6.i.6 = load double, double* %scevgep255, align 8, !noalias !62
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep256 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -8
  %.236.7.i.6 = load double, double* %scevgep257, align 8, !noalias !62
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep338 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -7
  %.236.i.7 = load double, double* %scevgep339, align 8, !noalias !62
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep340 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -6
  %.236.1.i.7 = load double, double* %scevgep341, align 8, !noalias !62
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep342 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -5
  %.236.2.i.7 = load double, double* %scevgep343, align 8, !noalias !62
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep344 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -4
  %.236.3.i.7 = load double, double* %scevgep345, align 8, !noalias !62
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep346 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -3
  %.236.4.i.7 = load double, double* %scevgep347, align 8, !noalias !62
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep348 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -2
  %.236.5.i.7 = load double, double* %scevgep349, align 8, !noalias !62
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep350 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -1
  %.236.6.i.7 = load double, double* %scevgep351, align 8, !noalias !62
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep352 = getelementptr double, double* %scevgep241, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep352, align 8, !noalias !62
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next370 = add i64 %lsr.iv369, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next370, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !4

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i29)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_Allocate(i64) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

define i8* @_ZN7cpython7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.slice_assign, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !4

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !4

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
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
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !4

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !4

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

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12slice_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !30

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f1bdc354550>", i64 0, i64 0))
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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !4

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !4

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

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !4

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !4

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!3 = distinct !{!3, !2, !"_ZN5numba2np8arrayobj16ol_np_empty_like12_3clocals_3e4implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!4 = !{!"branch_weights", i32 1, i32 99}
!5 = !{!6, !8, !9, !11, !1, !3}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!10 = distinct !{!10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!11 = distinct !{!11, !10, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!12 = !{!13, !15, !16, !18}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !27}
!29 = distinct !{!29, !25}
!30 = !{!"branch_weights", i32 99, i32 1}
!31 = !{i1 true}
!32 = distinct !{!32, !27}
!33 = !{!34}
!34 = distinct !{!34, !35}
!35 = distinct !{!35, !"LVerDomain"}
!36 = !{!37}
!37 = distinct !{!37, !35}
!38 = !{!"branch_weights", i32 1, i32 11}
!39 = distinct !{!39, !25}
!40 = !{!"branch_weights", i32 1, i32 7}
!41 = distinct !{!41, !27}
!42 = distinct !{!42, !27}
!43 = !{!"branch_weights", i32 1, i32 3}
!44 = distinct !{!44, !25}
!45 = distinct !{!45, !27}
!46 = !{!47, !49, !50, !52}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = !{!54}
!54 = distinct !{!54, !55}
!55 = distinct !{!55, !"LVerDomain"}
!56 = !{!57}
!57 = distinct !{!57, !55}
!58 = distinct !{!58, !25}
!59 = distinct !{!59, !27}
!60 = distinct !{!60, !27}
!61 = distinct !{!61, !25}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!65 = distinct !{!65, !27}
!66 = distinct !{!66, !27}
