; ModuleID = 'shift_assign'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140595113725120 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140595113725120.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140595113725120 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140595113725120, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140595113725120.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140595111029184 = internal constant [94 x i8] c"\80\04\95S\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C0cannot assign slice from input of different size\94\85\94N\87\94."
@.const.pickledata.140595111029184.sha1 = internal constant [20 x i8] c"{m\B1\A5#0\BE\9E\D6\FD\835\0EQ\ACEU\E34\9A"
@.const.picklebuf.140595111029184 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([94 x i8], [94 x i8]* @.const.pickledata.140595111029184, i32 0, i32 0), i32 94, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140595111029184.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140595111133504 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140595111133504.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140595111133504 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140595111133504, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140595111133504.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.shift_assign = internal constant [13 x i8] c"shift_assign\00"
@_ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fded9ce76d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fded9ce76d0>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fded9cd9d90B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140595112363456 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140595112363456.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140595112363456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140595112363456, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140595112363456.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fded9ccc690B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %.610.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.2.endif, %for.end.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %.610.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140595113725120, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140595112363456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i73 = load double*, double** %0, align 8
  %.14670 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.14670, label %for.body.preheader, label %for.end.endif.else.endif

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.148.not, label %for.end.else.endif.endif.loopexit104, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 8
  br i1 %min.iters.check, label %for.body.us.preheader191, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i73, i64 %arg.x.5.0
  %scevgep131 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i73, %scevgep131
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader191, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -8
  %1 = add i64 %n.vec, -8
  %2 = lshr exact i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %xtraiter221 = and i64 %3, 7
  %4 = icmp ult i64 %1, 56
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const1026 = bitcast i64 4611686018427387896 to i64
  %unroll_iter224 = and i64 %3, %const1026
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1023 = phi i64 [ %lsr.iv.next1024, %vector.body ], [ %unroll_iter224, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %5 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1027 = getelementptr i8, i8* %5, i64 %sunkaddr
  %6 = bitcast i8* %sunkaddr1027 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %6, align 8, !alias.scope !9
  %7 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %sunkaddr1028 = mul i64 %index, 8
  %8 = bitcast double* %.6.i73 to i8*
  %sunkaddr1029 = getelementptr i8, i8* %8, i64 %sunkaddr1028
  %9 = bitcast i8* %sunkaddr1029 to <8 x double>*
  store <8 x double> %7, <8 x double>* %9, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1030 = mul i64 %index, 8
  %10 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1031 = getelementptr i8, i8* %10, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, i8* %sunkaddr1031, i64 64
  %11 = bitcast i8* %sunkaddr1032 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %11, align 8, !alias.scope !9
  %12 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %sunkaddr1033 = mul i64 %index, 8
  %13 = bitcast double* %.6.i73 to i8*
  %sunkaddr1034 = getelementptr i8, i8* %13, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, i8* %sunkaddr1034, i64 64
  %14 = bitcast i8* %sunkaddr1035 to <8 x double>*
  store <8 x double> %12, <8 x double>* %14, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1036 = mul i64 %index, 8
  %15 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1037 = getelementptr i8, i8* %15, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, i8* %sunkaddr1037, i64 128
  %16 = bitcast i8* %sunkaddr1038 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %16, align 8, !alias.scope !9
  %17 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %sunkaddr1039 = mul i64 %index, 8
  %18 = bitcast double* %.6.i73 to i8*
  %sunkaddr1040 = getelementptr i8, i8* %18, i64 %sunkaddr1039
  %sunkaddr1041 = getelementptr i8, i8* %sunkaddr1040, i64 128
  %19 = bitcast i8* %sunkaddr1041 to <8 x double>*
  store <8 x double> %17, <8 x double>* %19, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1042 = mul i64 %index, 8
  %20 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1043 = getelementptr i8, i8* %20, i64 %sunkaddr1042
  %sunkaddr1044 = getelementptr i8, i8* %sunkaddr1043, i64 192
  %21 = bitcast i8* %sunkaddr1044 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %21, align 8, !alias.scope !9
  %22 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %sunkaddr1045 = mul i64 %index, 8
  %23 = bitcast double* %.6.i73 to i8*
  %sunkaddr1046 = getelementptr i8, i8* %23, i64 %sunkaddr1045
  %sunkaddr1047 = getelementptr i8, i8* %sunkaddr1046, i64 192
  %24 = bitcast i8* %sunkaddr1047 to <8 x double>*
  store <8 x double> %22, <8 x double>* %24, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1048 = mul i64 %index, 8
  %25 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1049 = getelementptr i8, i8* %25, i64 %sunkaddr1048
  %sunkaddr1050 = getelementptr i8, i8* %sunkaddr1049, i64 256
  %26 = bitcast i8* %sunkaddr1050 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %26, align 8, !alias.scope !9
  %27 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %sunkaddr1051 = mul i64 %index, 8
  %28 = bitcast double* %.6.i73 to i8*
  %sunkaddr1052 = getelementptr i8, i8* %28, i64 %sunkaddr1051
  %sunkaddr1053 = getelementptr i8, i8* %sunkaddr1052, i64 256
  %29 = bitcast i8* %sunkaddr1053 to <8 x double>*
  store <8 x double> %27, <8 x double>* %29, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1054 = mul i64 %index, 8
  %30 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1055 = getelementptr i8, i8* %30, i64 %sunkaddr1054
  %sunkaddr1056 = getelementptr i8, i8* %sunkaddr1055, i64 320
  %31 = bitcast i8* %sunkaddr1056 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %31, align 8, !alias.scope !9
  %32 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %sunkaddr1057 = mul i64 %index, 8
  %33 = bitcast double* %.6.i73 to i8*
  %sunkaddr1058 = getelementptr i8, i8* %33, i64 %sunkaddr1057
  %sunkaddr1059 = getelementptr i8, i8* %sunkaddr1058, i64 320
  %34 = bitcast i8* %sunkaddr1059 to <8 x double>*
  store <8 x double> %32, <8 x double>* %34, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1060 = mul i64 %index, 8
  %35 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1061 = getelementptr i8, i8* %35, i64 %sunkaddr1060
  %sunkaddr1062 = getelementptr i8, i8* %sunkaddr1061, i64 384
  %36 = bitcast i8* %sunkaddr1062 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %36, align 8, !alias.scope !9
  %37 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %sunkaddr1063 = mul i64 %index, 8
  %38 = bitcast double* %.6.i73 to i8*
  %sunkaddr1064 = getelementptr i8, i8* %38, i64 %sunkaddr1063
  %sunkaddr1065 = getelementptr i8, i8* %sunkaddr1064, i64 384
  %39 = bitcast i8* %sunkaddr1065 to <8 x double>*
  store <8 x double> %37, <8 x double>* %39, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1066 = mul i64 %index, 8
  %40 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1067 = getelementptr i8, i8* %40, i64 %sunkaddr1066
  %sunkaddr1068 = getelementptr i8, i8* %sunkaddr1067, i64 448
  %41 = bitcast i8* %sunkaddr1068 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %41, align 8, !alias.scope !9
  %42 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %sunkaddr1069 = mul i64 %index, 8
  %43 = bitcast double* %.6.i73 to i8*
  %sunkaddr1070 = getelementptr i8, i8* %43, i64 %sunkaddr1069
  %sunkaddr1071 = getelementptr i8, i8* %sunkaddr1070, i64 448
  %44 = bitcast i8* %sunkaddr1071 to <8 x double>*
  store <8 x double> %42, <8 x double>* %44, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next1024 = add i64 %lsr.iv1023, -8
  %niter225.ncmp.7 = icmp eq i64 %lsr.iv.next1024, 0
  br i1 %niter225.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod223.not = icmp eq i64 %xtraiter221, 0
  br i1 %lcmp.mod223.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep965 = getelementptr double, double* %.6.i73, i64 %index.unr
  %scevgep971 = getelementptr double, double* %arg.x.4, i64 %index.unr
  %45 = shl nuw nsw i64 %xtraiter221, 6
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv966 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next967, %vector.body.epil ]
  %46 = bitcast double* %scevgep971 to i8*
  %47 = bitcast double* %scevgep965 to i8*
  %uglygep973 = getelementptr i8, i8* %46, i64 %lsr.iv966
  %uglygep973974 = bitcast i8* %uglygep973 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep973974, align 8, !alias.scope !9
  %48 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %uglygep969 = getelementptr i8, i8* %47, i64 %lsr.iv966
  %uglygep969970 = bitcast i8* %uglygep969 to <8 x double>*
  store <8 x double> %48, <8 x double>* %uglygep969970, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next967 = add nuw nsw i64 %lsr.iv966, 64
  %epil.iter222.cmp.not = icmp eq i64 %45, %lsr.iv.next967
  br i1 %epil.iter222.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end.else.endif.endif, label %for.body.us.preheader191

for.body.us.preheader191:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index72.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %49 = xor i64 %loop.index72.us.ph, -1
  %50 = add i64 %49, %arg.x.5.0
  %xtraiter218 = and i64 %arg.x.5.0, 7
  %lcmp.mod219.not = icmp eq i64 %xtraiter218, 0
  br i1 %lcmp.mod219.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader191
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv963 = phi i64 [ %xtraiter218, %for.body.us.prol.preheader ], [ %lsr.iv.next964, %for.body.us.prol ]
  %loop.index72.us.prol = phi i64 [ %.185.us.prol, %for.body.us.prol ], [ %loop.index72.us.ph, %for.body.us.prol.preheader ]
  %scevgep962 = getelementptr double, double* %arg.x.4, i64 %loop.index72.us.prol
  %.156.us.prol = load double, double* %scevgep962, align 8
  %.12.i.us.prol = tail call double @llvm.sin.f64(double %.156.us.prol) #5
  %scevgep961 = getelementptr double, double* %.6.i73, i64 %loop.index72.us.prol
  store double %.12.i.us.prol, double* %scevgep961, align 8
  %.185.us.prol = add nuw i64 %loop.index72.us.prol, 1
  %lsr.iv.next964 = add nsw i64 %lsr.iv963, -1
  %prol.iter220.cmp.not = icmp eq i64 %lsr.iv.next964, 0
  br i1 %prol.iter220.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader191
  %loop.index72.us.unr = phi i64 [ %loop.index72.us.ph, %for.body.us.preheader191 ], [ %.185.us.prol, %for.body.us.prol ]
  %51 = icmp ult i64 %50, 7
  br i1 %51, label %for.end.else.endif.endif, label %for.body.us.preheader229

for.body.us.preheader229:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader229, %for.body.us
  %loop.index72.us = phi i64 [ %.185.us.7, %for.body.us ], [ %loop.index72.us.unr, %for.body.us.preheader229 ]
  %sunkaddr1072 = mul i64 %loop.index72.us, 8
  %52 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1073 = getelementptr i8, i8* %52, i64 %sunkaddr1072
  %53 = bitcast i8* %sunkaddr1073 to double*
  %.156.us = load double, double* %53, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.156.us) #5
  %sunkaddr1074 = mul i64 %loop.index72.us, 8
  %54 = bitcast double* %.6.i73 to i8*
  %sunkaddr1075 = getelementptr i8, i8* %54, i64 %sunkaddr1074
  %55 = bitcast i8* %sunkaddr1075 to double*
  store double %.12.i.us, double* %55, align 8
  %sunkaddr1076 = mul i64 %loop.index72.us, 8
  %56 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1077 = getelementptr i8, i8* %56, i64 %sunkaddr1076
  %sunkaddr1078 = getelementptr i8, i8* %sunkaddr1077, i64 8
  %57 = bitcast i8* %sunkaddr1078 to double*
  %.156.us.1 = load double, double* %57, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.156.us.1) #5
  %sunkaddr1079 = mul i64 %loop.index72.us, 8
  %58 = bitcast double* %.6.i73 to i8*
  %sunkaddr1080 = getelementptr i8, i8* %58, i64 %sunkaddr1079
  %sunkaddr1081 = getelementptr i8, i8* %sunkaddr1080, i64 8
  %59 = bitcast i8* %sunkaddr1081 to double*
  store double %.12.i.us.1, double* %59, align 8
  %sunkaddr1082 = mul i64 %loop.index72.us, 8
  %60 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1083 = getelementptr i8, i8* %60, i64 %sunkaddr1082
  %sunkaddr1084 = getelementptr i8, i8* %sunkaddr1083, i64 16
  %61 = bitcast i8* %sunkaddr1084 to double*
  %.156.us.2 = load double, double* %61, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.156.us.2) #5
  %sunkaddr1085 = mul i64 %loop.index72.us, 8
  %62 = bitcast double* %.6.i73 to i8*
  %sunkaddr1086 = getelementptr i8, i8* %62, i64 %sunkaddr1085
  %sunkaddr1087 = getelementptr i8, i8* %sunkaddr1086, i64 16
  %63 = bitcast i8* %sunkaddr1087 to double*
  store double %.12.i.us.2, double* %63, align 8
  %sunkaddr1088 = mul i64 %loop.index72.us, 8
  %64 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1089 = getelementptr i8, i8* %64, i64 %sunkaddr1088
  %sunkaddr1090 = getelementptr i8, i8* %sunkaddr1089, i64 24
  %65 = bitcast i8* %sunkaddr1090 to double*
  %.156.us.3 = load double, double* %65, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.156.us.3) #5
  %sunkaddr1091 = mul i64 %loop.index72.us, 8
  %66 = bitcast double* %.6.i73 to i8*
  %sunkaddr1092 = getelementptr i8, i8* %66, i64 %sunkaddr1091
  %sunkaddr1093 = getelementptr i8, i8* %sunkaddr1092, i64 24
  %67 = bitcast i8* %sunkaddr1093 to double*
  store double %.12.i.us.3, double* %67, align 8
  %sunkaddr1094 = mul i64 %loop.index72.us, 8
  %68 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1095 = getelementptr i8, i8* %68, i64 %sunkaddr1094
  %sunkaddr1096 = getelementptr i8, i8* %sunkaddr1095, i64 32
  %69 = bitcast i8* %sunkaddr1096 to double*
  %.156.us.4 = load double, double* %69, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.156.us.4) #5
  %sunkaddr1097 = mul i64 %loop.index72.us, 8
  %70 = bitcast double* %.6.i73 to i8*
  %sunkaddr1098 = getelementptr i8, i8* %70, i64 %sunkaddr1097
  %sunkaddr1099 = getelementptr i8, i8* %sunkaddr1098, i64 32
  %71 = bitcast i8* %sunkaddr1099 to double*
  store double %.12.i.us.4, double* %71, align 8
  %sunkaddr1100 = mul i64 %loop.index72.us, 8
  %72 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1101 = getelementptr i8, i8* %72, i64 %sunkaddr1100
  %sunkaddr1102 = getelementptr i8, i8* %sunkaddr1101, i64 40
  %73 = bitcast i8* %sunkaddr1102 to double*
  %.156.us.5 = load double, double* %73, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.156.us.5) #5
  %sunkaddr1103 = mul i64 %loop.index72.us, 8
  %74 = bitcast double* %.6.i73 to i8*
  %sunkaddr1104 = getelementptr i8, i8* %74, i64 %sunkaddr1103
  %sunkaddr1105 = getelementptr i8, i8* %sunkaddr1104, i64 40
  %75 = bitcast i8* %sunkaddr1105 to double*
  store double %.12.i.us.5, double* %75, align 8
  %sunkaddr1106 = mul i64 %loop.index72.us, 8
  %76 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1107 = getelementptr i8, i8* %76, i64 %sunkaddr1106
  %sunkaddr1108 = getelementptr i8, i8* %sunkaddr1107, i64 48
  %77 = bitcast i8* %sunkaddr1108 to double*
  %.156.us.6 = load double, double* %77, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.156.us.6) #5
  %sunkaddr1109 = mul i64 %loop.index72.us, 8
  %78 = bitcast double* %.6.i73 to i8*
  %sunkaddr1110 = getelementptr i8, i8* %78, i64 %sunkaddr1109
  %sunkaddr1111 = getelementptr i8, i8* %sunkaddr1110, i64 48
  %79 = bitcast i8* %sunkaddr1111 to double*
  store double %.12.i.us.6, double* %79, align 8
  %sunkaddr1112 = mul i64 %loop.index72.us, 8
  %80 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1113 = getelementptr i8, i8* %80, i64 %sunkaddr1112
  %sunkaddr1114 = getelementptr i8, i8* %sunkaddr1113, i64 56
  %81 = bitcast i8* %sunkaddr1114 to double*
  %.156.us.7 = load double, double* %81, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.156.us.7) #5
  %sunkaddr1115 = mul i64 %loop.index72.us, 8
  %82 = bitcast double* %.6.i73 to i8*
  %sunkaddr1116 = getelementptr i8, i8* %82, i64 %sunkaddr1115
  %sunkaddr1117 = getelementptr i8, i8* %sunkaddr1116, i64 56
  %83 = bitcast i8* %sunkaddr1117 to double*
  store double %.12.i.us.7, double* %83, align 8
  %.185.us.7 = add nuw nsw i64 %loop.index72.us, 8
  %exitcond110.not.7 = icmp eq i64 %arg.x.5.0, %.185.us.7
  br i1 %exitcond110.not.7, label %for.end.else.endif.endif, label %for.body.us, !llvm.loop !19

for.end.else.endif.endif.loopexit104:             ; preds = %for.body.preheader
  %.156 = load double, double* %arg.x.4, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.156) #5
  store double %.12.i, double* %.6.i73, align 8
  br label %for.end.else.endif.endif

for.end.else.endif.endif:                         ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %for.end.else.endif.endif.loopexit104
  %.240 = add nsw i64 %arg.x.5.0, -1
  br label %for.end.endif.else.endif

for.end.endif.else.endif:                         ; preds = %B0.endif.endif.endif.endif, %for.end.else.endif.endif
  %.212.sroa.0.286 = phi i64 [ 0, %for.end.else.endif.endif ], [ %arg.x.5.0, %B0.endif.endif.endif.endif ]
  %.212.sroa.13.1 = phi i64 [ %.240, %for.end.else.endif.endif ], [ 0, %B0.endif.endif.endif.endif ]
  %.300 = sub i64 %.212.sroa.13.1, %.212.sroa.0.286
  %.307.inv = icmp sgt i64 %.300, 0
  %.309 = select i1 %.307.inv, i64 %.300, i64 0
  %.325 = getelementptr double, double* %.6.i73, i64 %.212.sroa.0.286
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.543 = icmp slt i64 %arg.x.5.0, 2
  br i1 %.543, label %for.end.endif.endif.else.endif.if, label %for.end.endif.endif.endif, !prof !0

for.end.endif.endif.endif:                        ; preds = %for.end.endif.else.endif, %for.end.endif.endif.else.endif.if
  %.518.sroa.0.0 = phi i64 [ %arg.x.5.0, %for.end.endif.endif.else.endif.if ], [ 1, %for.end.endif.else.endif ]
  %.618 = sub i64 %arg.x.5.0, %.518.sroa.0.0
  %.625 = icmp slt i64 %.618, 1
  %.627 = select i1 %.625, i64 0, i64 %.618
  %.641 = icmp eq i64 %.309, 1
  %84 = icmp ne i64 %.627, 1
  %85 = and i1 %.641, %84
  %.643 = select i1 %85, i64 %.627, i64 %.309
  %.644 = select i1 %85, i64 0, i64 8
  %.684.not = icmp eq i64 %.643, %.627
  br i1 %.684.not, label %for.end.endif.endif.endif.endif, label %for.end.endif.endif.endif.if, !prof !20

for.end.endif.endif.else.endif.if:                ; preds = %for.end.endif.else.endif
  br label %for.end.endif.endif.endif

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140595111029184, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif
  %86 = icmp slt i64 %.618, 1
  %87 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %.627, i64 1)
  %math = extractvalue { i64, i1 } %87, 0
  %ov = extractvalue { i64, i1 } %87, 1
  %.695 = mul i64 %math, %.644
  %.696 = icmp sgt i64 %.695, -1
  %.695.op = add i64 %.695, 8
  %.701 = select i1 %.696, i64 %.695.op, i64 8
  %.705 = select i1 %ov, i64 0, i64 %.701
  %88 = select i1 %ov, i1 true, i1 %.696
  %.706 = select i1 %88, i64 0, i64 %.695
  %.707 = ptrtoint double* %.325 to i64
  %.708 = add i64 %.706, %.707
  %.709 = add i64 %.705, %.707
  %.725 = shl i64 %.518.sroa.0.0, 3
  %.726 = shl i64 %arg.x.5.0, 3
  %.734 = select i1 %86, i64 0, i64 %.725
  %.735 = select i1 %86, i64 0, i64 %.726
  %.736 = ptrtoint double* %.6.i73 to i64
  %.737 = add i64 %.734, %.736
  %.738 = add i64 %.735, %.736
  %.739 = icmp ult i64 %.708, %.738
  %.740 = icmp ult i64 %.737, %.709
  %.741 = and i1 %.739, %.740
  br i1 %.741, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  %.750 = shl i64 %.627, 3
  %.751 = tail call i8* @NRT_Allocate(i64 %.750)
  %.752 = icmp eq i8* %.751, null
  br i1 %.752, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.if.endif, !prof !0

for.end.endif.endif.endif.endif.endif.unr-lcssa:  ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.169.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.773.7, %for.body.1 ]
  %lcmp.mod215.not = icmp eq i64 %xtraiter213, 0
  br i1 %lcmp.mod215.not, label %for.end.endif.endif.endif.endif.endif, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.endif.endif.endif.endif.endif.unr-lcssa
  %89 = ptrtoint double* %.6.i73 to i64
  %90 = shl i64 %loop.index.169.unr, 3
  %scevgep898 = getelementptr i8, i8* %.751, i64 %90
  %91 = mul i64 %.644, %loop.index.169.unr
  %92 = add i64 %89, %91
  %93 = shl i64 %.212.sroa.0.286, 3
  %94 = add i64 %92, %93
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv901 = phi i64 [ %94, %for.body.1.epil.preheader ], [ %lsr.iv.next902, %for.body.1.epil ]
  %epil.iter214 = phi i64 [ %epil.iter214.next, %for.body.1.epil ], [ 0, %for.body.1.epil.preheader ]
  %.767.epil = inttoptr i64 %lsr.iv901 to double*
  %95 = shl nuw nsw i64 %epil.iter214, 3
  %scevgep899 = getelementptr i8, i8* %scevgep898, i64 %95
  %scevgep899900 = bitcast i8* %scevgep899 to double*
  %.771.epil = load double, double* %.767.epil, align 8
  store double %.771.epil, double* %scevgep899900, align 8
  %epil.iter214.next = add i64 %epil.iter214, 1
  %lsr.iv.next902 = add i64 %lsr.iv901, %.644
  %epil.iter214.cmp.not = icmp eq i64 %xtraiter213, %epil.iter214.next
  br i1 %epil.iter214.cmp.not, label %for.end.endif.endif.endif.endif.endif, label %for.body.1.epil, !llvm.loop !21

for.end.endif.endif.endif.endif.endif:            ; preds = %for.body.1.epil, %for.end.endif.endif.endif.endif.endif.unr-lcssa
  %96 = bitcast i8* %.751 to double*
  %.78864.not = icmp slt i64 %.518.sroa.0.0, %arg.x.5.0
  br i1 %.78864.not, label %.609.endif.preheader, label %.609.if, !prof !20

for.end.endif.endif.endif.endif.endif.thread117:  ; preds = %for.end.endif.endif.endif.endif.if.endif
  %97 = bitcast i8* %.751 to double*
  %.78864.not118 = icmp slt i64 %.518.sroa.0.0, %arg.x.5.0
  br i1 %.78864.not118, label %.609.endif.us.preheader, label %.610.if, !prof !20

for.end.endif.endif.endif.endif.endif.thread:     ; preds = %for.end.endif.endif.endif.endif
  %.78864.not112 = icmp slt i64 %.518.sroa.0.0, %arg.x.5.0
  br i1 %.78864.not112, label %.609.endif.preheader101, label %.610.endif, !prof !20

.609.endif.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %98 = bitcast i8* %.751 to double*
  br i1 %.741, label %.609.endif.us.preheader, label %.609.endif.preheader101, !prof !0

.609.endif.preheader101:                          ; preds = %for.end.endif.endif.endif.endif.endif.thread, %.609.endif.preheader
  %.742.0114116 = phi double* [ %98, %.609.endif.preheader ], [ %.325, %for.end.endif.endif.endif.endif.endif.thread ]
  %99 = xor i64 %.518.sroa.0.0, -1
  %100 = add i64 %99, %arg.x.5.0
  %xtraiter208 = and i64 %.618, 7
  %101 = icmp ult i64 %100, 7
  br i1 %101, label %.609.if.loopexit190.unr-lcssa, label %.609.endif.preheader101.new

.609.endif.preheader101.new:                      ; preds = %.609.endif.preheader101
  %102 = ptrtoint double* %.325 to i64
  %unroll_iter211 = and i64 %.618, -8
  %103 = shl nuw nsw i64 %.644, 3
  %104 = add i64 %.518.sroa.0.0, 7
  %scevgep882 = getelementptr double, double* %.6.i73, i64 %104
  %105 = shl nuw nsw i64 %.644, 1
  br label %.609.endif

.609.endif.us.preheader:                          ; preds = %for.end.endif.endif.endif.endif.endif.thread117, %.609.endif.preheader
  %min.iters.check145 = icmp ult i64 %.618, 8
  br i1 %min.iters.check145, label %.609.endif.us.preheader189, label %vector.memcheck133

vector.memcheck133:                               ; preds = %.609.endif.us.preheader
  %scevgep134 = getelementptr double, double* %.6.i73, i64 %.518.sroa.0.0
  %scevgep134135 = bitcast double* %scevgep134 to i8*
  %scevgep136 = getelementptr double, double* %.6.i73, i64 %arg.x.5.0
  %scevgep136137 = bitcast double* %scevgep136 to i8*
  %106 = sub i64 %.726, %.725
  %scevgep138 = getelementptr i8, i8* %.751, i64 %106
  %bound0139 = icmp ugt i8* %scevgep138, %scevgep134135
  %bound1140 = icmp ult i8* %.751, %scevgep136137
  %found.conflict141 = and i1 %bound0139, %bound1140
  br i1 %found.conflict141, label %.609.endif.us.preheader189, label %vector.ph146

vector.ph146:                                     ; preds = %vector.memcheck133
  %n.vec148 = and i64 %.618, -8
  %ind.end = add i64 %.518.sroa.0.0, %n.vec148
  %107 = add i64 %n.vec148, -8
  %108 = lshr exact i64 %107, 3
  %109 = add nuw nsw i64 %108, 1
  %xtraiter203 = and i64 %109, 7
  %110 = icmp ult i64 %107, 56
  br i1 %110, label %middle.block142.unr-lcssa, label %vector.ph146.new

vector.ph146.new:                                 ; preds = %vector.ph146
  %const1025 = bitcast i64 4611686018427387896 to i64
  %unroll_iter206 = and i64 %109, %const1025
  %111 = add i64 %.518.sroa.0.0, 56
  %scevgep825 = getelementptr double, double* %.6.i73, i64 %111
  br label %vector.body144

vector.body144:                                   ; preds = %vector.body144, %vector.ph146.new
  %lsr.iv873 = phi i64 [ %lsr.iv.next874, %vector.body144 ], [ %unroll_iter206, %vector.ph146.new ]
  %index152 = phi i64 [ 0, %vector.ph146.new ], [ %index.next154.7, %vector.body144 ]
  %sunkaddr1118 = mul i64 %index152, 8
  %sunkaddr1119 = getelementptr i8, i8* %.751, i64 %sunkaddr1118
  %112 = bitcast i8* %sunkaddr1119 to <8 x double>*
  %wide.load153 = load <8 x double>, <8 x double>* %112, align 8, !alias.scope !22
  %scevgep846 = getelementptr double, double* %scevgep825, i64 %index152
  %scevgep846847 = bitcast double* %scevgep846 to <8 x double>*
  %scevgep848 = getelementptr <8 x double>, <8 x double>* %scevgep846847, i64 -7
  store <8 x double> %wide.load153, <8 x double>* %scevgep848, align 8, !alias.scope !25, !noalias !22
  %sunkaddr1120 = mul i64 %index152, 8
  %sunkaddr1121 = getelementptr i8, i8* %.751, i64 %sunkaddr1120
  %sunkaddr1122 = getelementptr i8, i8* %sunkaddr1121, i64 64
  %113 = bitcast i8* %sunkaddr1122 to <8 x double>*
  %wide.load153.1 = load <8 x double>, <8 x double>* %113, align 8, !alias.scope !22
  %scevgep841 = getelementptr double, double* %scevgep825, i64 %index152
  %scevgep841842 = bitcast double* %scevgep841 to <8 x double>*
  %scevgep843 = getelementptr <8 x double>, <8 x double>* %scevgep841842, i64 -6
  store <8 x double> %wide.load153.1, <8 x double>* %scevgep843, align 8, !alias.scope !25, !noalias !22
  %sunkaddr1123 = mul i64 %index152, 8
  %sunkaddr1124 = getelementptr i8, i8* %.751, i64 %sunkaddr1123
  %sunkaddr1125 = getelementptr i8, i8* %sunkaddr1124, i64 128
  %114 = bitcast i8* %sunkaddr1125 to <8 x double>*
  %wide.load153.2 = load <8 x double>, <8 x double>* %114, align 8, !alias.scope !22
  %scevgep838 = getelementptr double, double* %scevgep825, i64 %index152
  %scevgep838839 = bitcast double* %scevgep838 to <8 x double>*
  %scevgep840 = getelementptr <8 x double>, <8 x double>* %scevgep838839, i64 -5
  store <8 x double> %wide.load153.2, <8 x double>* %scevgep840, align 8, !alias.scope !25, !noalias !22
  %sunkaddr1126 = mul i64 %index152, 8
  %sunkaddr1127 = getelementptr i8, i8* %.751, i64 %sunkaddr1126
  %sunkaddr1128 = getelementptr i8, i8* %sunkaddr1127, i64 192
  %115 = bitcast i8* %sunkaddr1128 to <8 x double>*
  %wide.load153.3 = load <8 x double>, <8 x double>* %115, align 8, !alias.scope !22
  %scevgep835 = getelementptr double, double* %scevgep825, i64 %index152
  %scevgep835836 = bitcast double* %scevgep835 to <8 x double>*
  %scevgep837 = getelementptr <8 x double>, <8 x double>* %scevgep835836, i64 -4
  store <8 x double> %wide.load153.3, <8 x double>* %scevgep837, align 8, !alias.scope !25, !noalias !22
  %sunkaddr1129 = mul i64 %index152, 8
  %sunkaddr1130 = getelementptr i8, i8* %.751, i64 %sunkaddr1129
  %sunkaddr1131 = getelementptr i8, i8* %sunkaddr1130, i64 256
  %116 = bitcast i8* %sunkaddr1131 to <8 x double>*
  %wide.load153.4 = load <8 x double>, <8 x double>* %116, align 8, !alias.scope !22
  %scevgep832 = getelementptr double, double* %scevgep825, i64 %index152
  %scevgep832833 = bitcast double* %scevgep832 to <8 x double>*
  %scevgep834 = getelementptr <8 x double>, <8 x double>* %scevgep832833, i64 -3
  store <8 x double> %wide.load153.4, <8 x double>* %scevgep834, align 8, !alias.scope !25, !noalias !22
  %sunkaddr1132 = mul i64 %index152, 8
  %sunkaddr1133 = getelementptr i8, i8* %.751, i64 %sunkaddr1132
  %sunkaddr1134 = getelementptr i8, i8* %sunkaddr1133, i64 320
  %117 = bitcast i8* %sunkaddr1134 to <8 x double>*
  %wide.load153.5 = load <8 x double>, <8 x double>* %117, align 8, !alias.scope !22
  %scevgep829 = getelementptr double, double* %scevgep825, i64 %index152
  %scevgep829830 = bitcast double* %scevgep829 to <8 x double>*
  %scevgep831 = getelementptr <8 x double>, <8 x double>* %scevgep829830, i64 -2
  store <8 x double> %wide.load153.5, <8 x double>* %scevgep831, align 8, !alias.scope !25, !noalias !22
  %sunkaddr1135 = mul i64 %index152, 8
  %sunkaddr1136 = getelementptr i8, i8* %.751, i64 %sunkaddr1135
  %sunkaddr1137 = getelementptr i8, i8* %sunkaddr1136, i64 384
  %118 = bitcast i8* %sunkaddr1137 to <8 x double>*
  %wide.load153.6 = load <8 x double>, <8 x double>* %118, align 8, !alias.scope !22
  %scevgep826 = getelementptr double, double* %scevgep825, i64 %index152
  %scevgep826827 = bitcast double* %scevgep826 to <8 x double>*
  %scevgep828 = getelementptr <8 x double>, <8 x double>* %scevgep826827, i64 -1
  store <8 x double> %wide.load153.6, <8 x double>* %scevgep828, align 8, !alias.scope !25, !noalias !22
  %sunkaddr1138 = mul i64 %index152, 8
  %sunkaddr1139 = getelementptr i8, i8* %.751, i64 %sunkaddr1138
  %sunkaddr1140 = getelementptr i8, i8* %sunkaddr1139, i64 448
  %119 = bitcast i8* %sunkaddr1140 to <8 x double>*
  %wide.load153.7 = load <8 x double>, <8 x double>* %119, align 8, !alias.scope !22
  %scevgep844 = getelementptr double, double* %scevgep825, i64 %index152
  %scevgep844845 = bitcast double* %scevgep844 to <8 x double>*
  store <8 x double> %wide.load153.7, <8 x double>* %scevgep844845, align 8, !alias.scope !25, !noalias !22
  %index.next154.7 = add i64 %index152, 64
  %lsr.iv.next874 = add i64 %lsr.iv873, -8
  %niter207.ncmp.7 = icmp eq i64 %lsr.iv.next874, 0
  br i1 %niter207.ncmp.7, label %middle.block142.unr-lcssa, label %vector.body144, !prof !27, !llvm.loop !28

middle.block142.unr-lcssa:                        ; preds = %vector.body144, %vector.ph146
  %index152.unr = phi i64 [ 0, %vector.ph146 ], [ %index.next154.7, %vector.body144 ]
  %lcmp.mod205.not = icmp eq i64 %xtraiter203, 0
  br i1 %lcmp.mod205.not, label %middle.block142, label %vector.body144.epil.preheader

vector.body144.epil.preheader:                    ; preds = %middle.block142.unr-lcssa
  %120 = shl i64 %index152.unr, 3
  %scevgep816 = getelementptr i8, i8* %.751, i64 %120
  %121 = add i64 %.518.sroa.0.0, %index152.unr
  %scevgep821 = getelementptr double, double* %.6.i73, i64 %121
  %122 = shl nuw nsw i64 %xtraiter203, 6
  br label %vector.body144.epil

vector.body144.epil:                              ; preds = %vector.body144.epil.preheader, %vector.body144.epil
  %lsr.iv817 = phi i64 [ 0, %vector.body144.epil.preheader ], [ %lsr.iv.next818, %vector.body144.epil ]
  %123 = bitcast double* %scevgep821 to i8*
  %scevgep819 = getelementptr i8, i8* %scevgep816, i64 %lsr.iv817
  %scevgep819820 = bitcast i8* %scevgep819 to <8 x double>*
  %wide.load153.epil = load <8 x double>, <8 x double>* %scevgep819820, align 8, !alias.scope !22
  %uglygep823 = getelementptr i8, i8* %123, i64 %lsr.iv817
  %uglygep823824 = bitcast i8* %uglygep823 to <8 x double>*
  store <8 x double> %wide.load153.epil, <8 x double>* %uglygep823824, align 8, !alias.scope !25, !noalias !22
  %lsr.iv.next818 = add nuw nsw i64 %lsr.iv817, 64
  %epil.iter204.cmp.not = icmp eq i64 %122, %lsr.iv.next818
  br i1 %epil.iter204.cmp.not, label %middle.block142, label %vector.body144.epil, !prof !29, !llvm.loop !30

middle.block142:                                  ; preds = %vector.body144.epil, %middle.block142.unr-lcssa
  %124 = bitcast i8* %.751 to double*
  %cmp.n151 = icmp eq i64 %.618, %n.vec148
  br i1 %cmp.n151, label %.609.if, label %.609.endif.us.preheader189

.609.endif.us.preheader189:                       ; preds = %vector.memcheck133, %.609.endif.us.preheader, %middle.block142
  %.607.066.us.ph = phi i64 [ 0, %vector.memcheck133 ], [ 0, %.609.endif.us.preheader ], [ %n.vec148, %middle.block142 ]
  %.605.065.us.ph = phi i64 [ %.518.sroa.0.0, %vector.memcheck133 ], [ %.518.sroa.0.0, %.609.endif.us.preheader ], [ %ind.end, %middle.block142 ]
  %125 = sub i64 %arg.x.5.0, %.518.sroa.0.0
  %126 = xor i64 %.607.066.us.ph, -1
  %127 = add i64 %126, %arg.x.5.0
  %128 = sub i64 %127, %.518.sroa.0.0
  %xtraiter200 = and i64 %125, 7
  %lcmp.mod201.not = icmp eq i64 %xtraiter200, 0
  br i1 %lcmp.mod201.not, label %.609.endif.us.prol.loopexit, label %.609.endif.us.prol.preheader

.609.endif.us.prol.preheader:                     ; preds = %.609.endif.us.preheader189
  br label %.609.endif.us.prol

.609.endif.us.prol:                               ; preds = %.609.endif.us.prol.preheader, %.609.endif.us.prol
  %lsr.iv814 = phi i64 [ %xtraiter200, %.609.endif.us.prol.preheader ], [ %lsr.iv.next815, %.609.endif.us.prol ]
  %.607.066.us.prol = phi i64 [ %.819.us.prol, %.609.endif.us.prol ], [ %.607.066.us.ph, %.609.endif.us.prol.preheader ]
  %.605.065.us.prol = phi i64 [ %.816.us.prol, %.609.endif.us.prol ], [ %.605.065.us.ph, %.609.endif.us.prol.preheader ]
  %129 = shl i64 %.607.066.us.prol, 3
  %scevgep811 = getelementptr i8, i8* %.751, i64 %129
  %scevgep811812 = bitcast i8* %scevgep811 to double*
  %.808.us.prol = load double, double* %scevgep811812, align 8
  %scevgep813 = getelementptr double, double* %.6.i73, i64 %.605.065.us.prol
  store double %.808.us.prol, double* %scevgep813, align 8
  %.816.us.prol = add i64 %.605.065.us.prol, 1
  %.819.us.prol = add nuw i64 %.607.066.us.prol, 1
  %lsr.iv.next815 = add nsw i64 %lsr.iv814, -1
  %prol.iter202.cmp.not = icmp eq i64 %lsr.iv.next815, 0
  br i1 %prol.iter202.cmp.not, label %.609.endif.us.prol.loopexit, label %.609.endif.us.prol, !prof !29, !llvm.loop !31

.609.endif.us.prol.loopexit:                      ; preds = %.609.endif.us.prol, %.609.endif.us.preheader189
  %.607.066.us.unr = phi i64 [ %.607.066.us.ph, %.609.endif.us.preheader189 ], [ %.819.us.prol, %.609.endif.us.prol ]
  %.605.065.us.unr = phi i64 [ %.605.065.us.ph, %.609.endif.us.preheader189 ], [ %.816.us.prol, %.609.endif.us.prol ]
  %130 = bitcast i8* %.751 to double*
  %131 = icmp ult i64 %128, 7
  br i1 %131, label %.609.if, label %.609.endif.us.preheader227

.609.endif.us.preheader227:                       ; preds = %.609.endif.us.prol.loopexit
  %132 = sub i64 %arg.x.5.0, %.518.sroa.0.0
  %133 = sub i64 %132, %.607.066.us.unr
  %134 = shl i64 %.607.066.us.unr, 3
  %135 = add i64 %134, 56
  %scevgep771 = getelementptr i8, i8* %.751, i64 %135
  %136 = add i64 %.605.065.us.unr, 7
  %scevgep795 = getelementptr double, double* %.6.i73, i64 %136
  br label %.609.endif.us

.609.endif.us:                                    ; preds = %.609.endif.us.preheader227, %.609.endif.us
  %lsr.iv769 = phi i64 [ 0, %.609.endif.us.preheader227 ], [ %lsr.iv.next770, %.609.endif.us ]
  %137 = bitcast i8* %.751 to double*
  %138 = shl i64 %lsr.iv769, 3
  %scevgep792 = getelementptr i8, i8* %scevgep771, i64 %138
  %scevgep792793 = bitcast i8* %scevgep792 to double*
  %scevgep794 = getelementptr double, double* %scevgep792793, i64 -7
  %.808.us = load double, double* %scevgep794, align 8
  %scevgep809 = getelementptr double, double* %scevgep795, i64 %lsr.iv769
  %scevgep810 = getelementptr double, double* %scevgep809, i64 -7
  store double %.808.us, double* %scevgep810, align 8
  %139 = shl i64 %lsr.iv769, 3
  %scevgep789 = getelementptr i8, i8* %scevgep771, i64 %139
  %scevgep789790 = bitcast i8* %scevgep789 to double*
  %scevgep791 = getelementptr double, double* %scevgep789790, i64 -6
  %.808.us.1 = load double, double* %scevgep791, align 8
  %scevgep807 = getelementptr double, double* %scevgep795, i64 %lsr.iv769
  %scevgep808 = getelementptr double, double* %scevgep807, i64 -6
  store double %.808.us.1, double* %scevgep808, align 8
  %140 = shl i64 %lsr.iv769, 3
  %scevgep786 = getelementptr i8, i8* %scevgep771, i64 %140
  %scevgep786787 = bitcast i8* %scevgep786 to double*
  %scevgep788 = getelementptr double, double* %scevgep786787, i64 -5
  %.808.us.2 = load double, double* %scevgep788, align 8
  %scevgep805 = getelementptr double, double* %scevgep795, i64 %lsr.iv769
  %scevgep806 = getelementptr double, double* %scevgep805, i64 -5
  store double %.808.us.2, double* %scevgep806, align 8
  %141 = shl i64 %lsr.iv769, 3
  %scevgep783 = getelementptr i8, i8* %scevgep771, i64 %141
  %scevgep783784 = bitcast i8* %scevgep783 to double*
  %scevgep785 = getelementptr double, double* %scevgep783784, i64 -4
  %.808.us.3 = load double, double* %scevgep785, align 8
  %scevgep803 = getelementptr double, double* %scevgep795, i64 %lsr.iv769
  %scevgep804 = getelementptr double, double* %scevgep803, i64 -4
  store double %.808.us.3, double* %scevgep804, align 8
  %142 = shl i64 %lsr.iv769, 3
  %scevgep780 = getelementptr i8, i8* %scevgep771, i64 %142
  %scevgep780781 = bitcast i8* %scevgep780 to double*
  %scevgep782 = getelementptr double, double* %scevgep780781, i64 -3
  %.808.us.4 = load double, double* %scevgep782, align 8
  %scevgep801 = getelementptr double, double* %scevgep795, i64 %lsr.iv769
  %scevgep802 = getelementptr double, double* %scevgep801, i64 -3
  store double %.808.us.4, double* %scevgep802, align 8
  %143 = shl i64 %lsr.iv769, 3
  %scevgep777 = getelementptr i8, i8* %scevgep771, i64 %143
  %scevgep777778 = bitcast i8* %scevgep777 to double*
  %scevgep779 = getelementptr double, double* %scevgep777778, i64 -2
  %.808.us.5 = load double, double* %scevgep779, align 8
  %scevgep799 = getelementptr double, double* %scevgep795, i64 %lsr.iv769
  %scevgep800 = getelementptr double, double* %scevgep799, i64 -2
  store double %.808.us.5, double* %scevgep800, align 8
  %144 = shl i64 %lsr.iv769, 3
  %scevgep774 = getelementptr i8, i8* %scevgep771, i64 %144
  %scevgep774775 = bitcast i8* %scevgep774 to double*
  %scevgep776 = getelementptr double, double* %scevgep774775, i64 -1
  %.808.us.6 = load double, double* %scevgep776, align 8
  %scevgep797 = getelementptr double, double* %scevgep795, i64 %lsr.iv769
  %scevgep798 = getelementptr double, double* %scevgep797, i64 -1
  store double %.808.us.6, double* %scevgep798, align 8
  %145 = shl i64 %lsr.iv769, 3
  %scevgep772 = getelementptr i8, i8* %scevgep771, i64 %145
  %scevgep772773 = bitcast i8* %scevgep772 to double*
  %.808.us.7 = load double, double* %scevgep772773, align 8
  %scevgep796 = getelementptr double, double* %scevgep795, i64 %lsr.iv769
  store double %.808.us.7, double* %scevgep796, align 8
  %lsr.iv.next770 = add i64 %lsr.iv769, 8
  %exitcond107.not.7 = icmp eq i64 %133, %lsr.iv.next770
  br i1 %exitcond107.not.7, label %.609.if, label %.609.endif.us, !prof !32, !llvm.loop !33

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140595111133504, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.endif.endif.endif.if.endif:         ; preds = %for.end.endif.endif.endif.endif.if
  %146 = icmp eq i64 %.627, 0
  br i1 %146, label %for.end.endif.endif.endif.endif.endif.thread117, label %for.body.1.preheader

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.if.endif
  %xtraiter213 = and i64 %.627, 7
  %147 = icmp ult i64 %math, 7
  br i1 %147, label %for.end.endif.endif.endif.endif.endif.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %148 = ptrtoint double* %.325 to i64
  %unroll_iter216 = and i64 %.627, -8
  %149 = shl nuw nsw i64 %.644, 3
  %150 = shl nuw nsw i64 %.644, 1
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %lsr.iv927 = phi i64 [ %lsr.iv.next928, %for.body.1 ], [ %148, %for.body.1.preheader.new ]
  %loop.index.169 = phi i64 [ 0, %for.body.1.preheader.new ], [ %.773.7, %for.body.1 ]
  %.767 = inttoptr i64 %lsr.iv927 to double*
  %.771 = load double, double* %.767, align 8
  %sunkaddr1141 = mul i64 %loop.index.169, 8
  %sunkaddr1142 = getelementptr i8, i8* %.751, i64 %sunkaddr1141
  %151 = bitcast i8* %sunkaddr1142 to double*
  store double %.771, double* %151, align 8
  %152 = add i64 %.644, %lsr.iv927
  %.767.1 = inttoptr i64 %152 to double*
  %.771.1 = load double, double* %.767.1, align 8
  %sunkaddr1143 = mul i64 %loop.index.169, 8
  %sunkaddr1144 = getelementptr i8, i8* %.751, i64 %sunkaddr1143
  %sunkaddr1145 = getelementptr i8, i8* %sunkaddr1144, i64 8
  %153 = bitcast i8* %sunkaddr1145 to double*
  store double %.771.1, double* %153, align 8
  %154 = add i64 %150, %lsr.iv927
  %sunkaddr1146 = inttoptr i64 %lsr.iv927 to double*
  %sunkaddr1147 = mul i64 %.644, 2
  %155 = bitcast double* %sunkaddr1146 to i8*
  %sunkaddr1148 = getelementptr i8, i8* %155, i64 %sunkaddr1147
  %156 = bitcast i8* %sunkaddr1148 to double*
  %.771.2 = load double, double* %156, align 8
  %sunkaddr1149 = mul i64 %loop.index.169, 8
  %sunkaddr1150 = getelementptr i8, i8* %.751, i64 %sunkaddr1149
  %sunkaddr1151 = getelementptr i8, i8* %sunkaddr1150, i64 16
  %157 = bitcast i8* %sunkaddr1151 to double*
  store double %.771.2, double* %157, align 8
  %158 = add i64 %.644, %154
  %.767.3 = inttoptr i64 %158 to double*
  %.771.3 = load double, double* %.767.3, align 8
  %sunkaddr1152 = mul i64 %loop.index.169, 8
  %sunkaddr1153 = getelementptr i8, i8* %.751, i64 %sunkaddr1152
  %sunkaddr1154 = getelementptr i8, i8* %sunkaddr1153, i64 24
  %159 = bitcast i8* %sunkaddr1154 to double*
  store double %.771.3, double* %159, align 8
  %160 = add i64 %.644, %158
  %.767.4 = inttoptr i64 %160 to double*
  %.771.4 = load double, double* %.767.4, align 8
  %sunkaddr1155 = mul i64 %loop.index.169, 8
  %sunkaddr1156 = getelementptr i8, i8* %.751, i64 %sunkaddr1155
  %sunkaddr1157 = getelementptr i8, i8* %sunkaddr1156, i64 32
  %161 = bitcast i8* %sunkaddr1157 to double*
  store double %.771.4, double* %161, align 8
  %162 = add i64 %.644, %160
  %.767.5 = inttoptr i64 %162 to double*
  %.771.5 = load double, double* %.767.5, align 8
  %sunkaddr1158 = mul i64 %loop.index.169, 8
  %sunkaddr1159 = getelementptr i8, i8* %.751, i64 %sunkaddr1158
  %sunkaddr1160 = getelementptr i8, i8* %sunkaddr1159, i64 40
  %163 = bitcast i8* %sunkaddr1160 to double*
  store double %.771.5, double* %163, align 8
  %164 = add i64 %.644, %162
  %.767.6 = inttoptr i64 %164 to double*
  %.771.6 = load double, double* %.767.6, align 8
  %sunkaddr1161 = mul i64 %loop.index.169, 8
  %sunkaddr1162 = getelementptr i8, i8* %.751, i64 %sunkaddr1161
  %sunkaddr1163 = getelementptr i8, i8* %sunkaddr1162, i64 48
  %165 = bitcast i8* %sunkaddr1163 to double*
  store double %.771.6, double* %165, align 8
  %166 = add i64 %.644, %164
  %.767.7 = inttoptr i64 %166 to double*
  %.771.7 = load double, double* %.767.7, align 8
  %sunkaddr1164 = mul i64 %loop.index.169, 8
  %sunkaddr1165 = getelementptr i8, i8* %.751, i64 %sunkaddr1164
  %sunkaddr1166 = getelementptr i8, i8* %sunkaddr1165, i64 56
  %167 = bitcast i8* %sunkaddr1166 to double*
  store double %.771.7, double* %167, align 8
  %.773.7 = add nuw i64 %loop.index.169, 8
  %lsr.iv.next928 = add i64 %lsr.iv927, %149
  %niter217.ncmp.7 = icmp eq i64 %unroll_iter216, %.773.7
  br i1 %niter217.ncmp.7, label %for.end.endif.endif.endif.endif.endif.unr-lcssa, label %for.body.1

.609.if.loopexit190.unr-lcssa.loopexit:           ; preds = %.609.endif
  %168 = add i64 %.518.sroa.0.0, %.819.7
  br label %.609.if.loopexit190.unr-lcssa

.609.if.loopexit190.unr-lcssa:                    ; preds = %.609.if.loopexit190.unr-lcssa.loopexit, %.609.endif.preheader101
  %.607.066.unr = phi i64 [ 0, %.609.endif.preheader101 ], [ %.819.7, %.609.if.loopexit190.unr-lcssa.loopexit ]
  %.605.065.unr = phi i64 [ %.518.sroa.0.0, %.609.endif.preheader101 ], [ %168, %.609.if.loopexit190.unr-lcssa.loopexit ]
  %lcmp.mod210.not = icmp eq i64 %xtraiter208, 0
  br i1 %lcmp.mod210.not, label %.609.if, label %.609.endif.epil.preheader

.609.endif.epil.preheader:                        ; preds = %.609.if.loopexit190.unr-lcssa
  %169 = ptrtoint double* %.6.i73 to i64
  %170 = mul i64 %.644, %.607.066.unr
  %171 = add i64 %169, %170
  %172 = shl i64 %.212.sroa.0.286, 3
  %173 = add i64 %171, %172
  %scevgep878 = getelementptr double, double* %.6.i73, i64 %.605.065.unr
  br label %.609.endif.epil

.609.endif.epil:                                  ; preds = %.609.endif.epil.preheader, %.609.endif.epil
  %lsr.iv876 = phi i64 [ %173, %.609.endif.epil.preheader ], [ %lsr.iv.next877, %.609.endif.epil ]
  %epil.iter209 = phi i64 [ %epil.iter209.next, %.609.endif.epil ], [ 0, %.609.endif.epil.preheader ]
  %.804.epil = inttoptr i64 %lsr.iv876 to double*
  %.808.epil = load double, double* %.804.epil, align 8
  %scevgep879 = getelementptr double, double* %scevgep878, i64 %epil.iter209
  store double %.808.epil, double* %scevgep879, align 8
  %epil.iter209.next = add i64 %epil.iter209, 1
  %lsr.iv.next877 = add i64 %lsr.iv876, %.644
  %epil.iter209.cmp.not = icmp eq i64 %xtraiter208, %epil.iter209.next
  br i1 %epil.iter209.cmp.not, label %.609.if, label %.609.endif.epil, !prof !29, !llvm.loop !34

.609.if:                                          ; preds = %.609.endif.epil, %.609.endif.us, %.609.if.loopexit190.unr-lcssa, %.609.endif.us.prol.loopexit, %middle.block142, %for.end.endif.endif.endif.endif.endif
  %.742.0113 = phi double* [ %96, %for.end.endif.endif.endif.endif.endif ], [ %124, %middle.block142 ], [ %130, %.609.endif.us.prol.loopexit ], [ %.742.0114116, %.609.if.loopexit190.unr-lcssa ], [ %137, %.609.endif.us ], [ %.742.0114116, %.609.endif.epil ]
  br i1 %.741, label %.610.if, label %.610.endif, !prof !0

.609.endif:                                       ; preds = %.609.endif, %.609.endif.preheader101.new
  %lsr.iv880 = phi i64 [ %lsr.iv.next881, %.609.endif ], [ %102, %.609.endif.preheader101.new ]
  %.607.066 = phi i64 [ 0, %.609.endif.preheader101.new ], [ %.819.7, %.609.endif ]
  %.804 = inttoptr i64 %lsr.iv880 to double*
  %.808 = load double, double* %.804, align 8
  %scevgep896 = getelementptr double, double* %scevgep882, i64 %.607.066
  %scevgep897 = getelementptr double, double* %scevgep896, i64 -7
  store double %.808, double* %scevgep897, align 8
  %174 = add i64 %.644, %lsr.iv880
  %.804.1 = inttoptr i64 %174 to double*
  %.808.1 = load double, double* %.804.1, align 8
  %scevgep894 = getelementptr double, double* %scevgep882, i64 %.607.066
  %scevgep895 = getelementptr double, double* %scevgep894, i64 -6
  store double %.808.1, double* %scevgep895, align 8
  %175 = add i64 %105, %lsr.iv880
  %sunkaddr1167 = inttoptr i64 %lsr.iv880 to double*
  %sunkaddr1168 = mul i64 %.644, 2
  %176 = bitcast double* %sunkaddr1167 to i8*
  %sunkaddr1169 = getelementptr i8, i8* %176, i64 %sunkaddr1168
  %177 = bitcast i8* %sunkaddr1169 to double*
  %.808.2 = load double, double* %177, align 8
  %scevgep892 = getelementptr double, double* %scevgep882, i64 %.607.066
  %scevgep893 = getelementptr double, double* %scevgep892, i64 -5
  store double %.808.2, double* %scevgep893, align 8
  %178 = add i64 %.644, %175
  %.804.3 = inttoptr i64 %178 to double*
  %.808.3 = load double, double* %.804.3, align 8
  %scevgep890 = getelementptr double, double* %scevgep882, i64 %.607.066
  %scevgep891 = getelementptr double, double* %scevgep890, i64 -4
  store double %.808.3, double* %scevgep891, align 8
  %179 = add i64 %.644, %178
  %.804.4 = inttoptr i64 %179 to double*
  %.808.4 = load double, double* %.804.4, align 8
  %scevgep888 = getelementptr double, double* %scevgep882, i64 %.607.066
  %scevgep889 = getelementptr double, double* %scevgep888, i64 -3
  store double %.808.4, double* %scevgep889, align 8
  %180 = add i64 %.644, %179
  %.804.5 = inttoptr i64 %180 to double*
  %.808.5 = load double, double* %.804.5, align 8
  %scevgep886 = getelementptr double, double* %scevgep882, i64 %.607.066
  %scevgep887 = getelementptr double, double* %scevgep886, i64 -2
  store double %.808.5, double* %scevgep887, align 8
  %181 = add i64 %.644, %180
  %.804.6 = inttoptr i64 %181 to double*
  %.808.6 = load double, double* %.804.6, align 8
  %scevgep884 = getelementptr double, double* %scevgep882, i64 %.607.066
  %scevgep885 = getelementptr double, double* %scevgep884, i64 -1
  store double %.808.6, double* %scevgep885, align 8
  %182 = add i64 %.644, %181
  %.804.7 = inttoptr i64 %182 to double*
  %.808.7 = load double, double* %.804.7, align 8
  %scevgep883 = getelementptr double, double* %scevgep882, i64 %.607.066
  store double %.808.7, double* %scevgep883, align 8
  %.819.7 = add i64 %.607.066, 8
  %lsr.iv.next881 = add i64 %lsr.iv880, %103
  %niter212.ncmp.7 = icmp eq i64 %unroll_iter211, %.819.7
  br i1 %niter212.ncmp.7, label %.609.if.loopexit190.unr-lcssa.loopexit, label %.609.endif, !prof !0

.610.if:                                          ; preds = %for.end.endif.endif.endif.endif.endif.thread117, %.609.if
  %.742.0113123 = phi double* [ %.742.0113, %.609.if ], [ %97, %for.end.endif.endif.endif.endif.endif.thread117 ]
  %.824 = bitcast double* %.742.0113123 to i8*
  tail call void @NRT_Free(i8* %.824)
  br label %.610.endif

.610.endif:                                       ; preds = %for.end.endif.endif.endif.endif.endif.thread, %.610.if, %.609.if
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i28 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !35
  %.8.i.i29 = icmp eq i8* %.7.i.i28, null
  br i1 %.8.i.i29, label %.610.endif.endif.endif.endif.endif.endif.if, label %.610.endif.endif.endif.endif.endif.endif.endif, !prof !0

.610.endif.endif.endif.endif.endif.endif.if:      ; preds = %.610.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140595112363456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

.610.endif.endif.endif.endif.endif.endif.endif:   ; preds = %.610.endif
  %183 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i26 = getelementptr i8, i8* %.7.i.i28, i64 24
  %184 = bitcast i8* %.5.i26 to double**
  %.6.i2774 = load double*, double** %184, align 8
  br i1 %183, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %.610.endif.endif.endif.endif.endif.endif.endif
  %.1010.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.1010.not, label %for.end.2.loopexit100, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader
  %min.iters.check172 = icmp ult i64 %arg.x.5.0, 32
  br i1 %min.iters.check172, label %for.body.2.us.preheader188, label %vector.memcheck155

vector.memcheck155:                               ; preds = %for.body.2.us.preheader
  %scevgep157 = getelementptr double, double* %.6.i2774, i64 %arg.x.5.0
  %scevgep159 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %scevgep161 = getelementptr double, double* %.6.i73, i64 %arg.x.5.0
  %bound0163 = icmp ult double* %.6.i2774, %scevgep159
  %bound1164 = icmp ugt double* %scevgep157, %arg.x.4
  %found.conflict165 = and i1 %bound0163, %bound1164
  %bound0166 = icmp ult double* %.6.i2774, %scevgep161
  %bound1167 = icmp ult double* %.6.i73, %scevgep157
  %found.conflict168 = and i1 %bound0166, %bound1167
  %conflict.rdx = or i1 %found.conflict165, %found.conflict168
  br i1 %conflict.rdx, label %for.body.2.us.preheader188, label %vector.ph173

vector.ph173:                                     ; preds = %vector.memcheck155
  %n.vec175 = and i64 %arg.x.5.0, -32
  %185 = add i64 %n.vec175, -32
  %186 = lshr exact i64 %185, 5
  %187 = add nuw nsw i64 %186, 1
  %xtraiter195 = and i64 %187, 7
  %188 = icmp ult i64 %185, 224
  br i1 %188, label %middle.block169.unr-lcssa, label %vector.ph173.new

vector.ph173.new:                                 ; preds = %vector.ph173
  %unroll_iter198 = and i64 %187, 1152921504606846968
  %scevgep479 = getelementptr double, double* %arg.x.4, i64 248
  %scevgep575 = getelementptr double, double* %.6.i73, i64 248
  %scevgep671 = getelementptr double, double* %.6.i2774, i64 248
  br label %vector.body171

vector.body171:                                   ; preds = %vector.body171, %vector.ph173.new
  %lsr.iv767 = phi i64 [ %lsr.iv.next768, %vector.body171 ], [ %unroll_iter198, %vector.ph173.new ]
  %index178 = phi i64 [ 0, %vector.ph173.new ], [ %index.next187.7, %vector.body171 ]
  %scevgep563 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep563564 = bitcast double* %scevgep563 to <8 x double>*
  %scevgep565 = getelementptr <8 x double>, <8 x double>* %scevgep563564, i64 -31
  %wide.load179 = load <8 x double>, <8 x double>* %scevgep565, align 8, !alias.scope !42
  %scevgep572 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep572573 = bitcast double* %scevgep572 to <8 x double>*
  %scevgep574 = getelementptr <8 x double>, <8 x double>* %scevgep572573, i64 -30
  %wide.load180 = load <8 x double>, <8 x double>* %scevgep574, align 8, !alias.scope !42
  %scevgep569 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep569570 = bitcast double* %scevgep569 to <8 x double>*
  %scevgep571 = getelementptr <8 x double>, <8 x double>* %scevgep569570, i64 -29
  %wide.load181 = load <8 x double>, <8 x double>* %scevgep571, align 8, !alias.scope !42
  %scevgep566 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep566567 = bitcast double* %scevgep566 to <8 x double>*
  %scevgep568 = getelementptr <8 x double>, <8 x double>* %scevgep566567, i64 -28
  %wide.load182 = load <8 x double>, <8 x double>* %scevgep568, align 8, !alias.scope !42
  %scevgep659 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep659660 = bitcast double* %scevgep659 to <8 x double>*
  %scevgep661 = getelementptr <8 x double>, <8 x double>* %scevgep659660, i64 -31
  %wide.load183 = load <8 x double>, <8 x double>* %scevgep661, align 8, !alias.scope !45
  %scevgep668 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep668669 = bitcast double* %scevgep668 to <8 x double>*
  %scevgep670 = getelementptr <8 x double>, <8 x double>* %scevgep668669, i64 -30
  %wide.load184 = load <8 x double>, <8 x double>* %scevgep670, align 8, !alias.scope !45
  %scevgep665 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep665666 = bitcast double* %scevgep665 to <8 x double>*
  %scevgep667 = getelementptr <8 x double>, <8 x double>* %scevgep665666, i64 -29
  %wide.load185 = load <8 x double>, <8 x double>* %scevgep667, align 8, !alias.scope !45
  %scevgep662 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep662663 = bitcast double* %scevgep662 to <8 x double>*
  %scevgep664 = getelementptr <8 x double>, <8 x double>* %scevgep662663, i64 -28
  %wide.load186 = load <8 x double>, <8 x double>* %scevgep664, align 8, !alias.scope !45
  %189 = fmul <8 x double> %wide.load179, %wide.load183
  %190 = fmul <8 x double> %wide.load180, %wide.load184
  %191 = fmul <8 x double> %wide.load181, %wide.load185
  %192 = fmul <8 x double> %wide.load182, %wide.load186
  %scevgep755 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep755756 = bitcast double* %scevgep755 to <8 x double>*
  %scevgep757 = getelementptr <8 x double>, <8 x double>* %scevgep755756, i64 -31
  store <8 x double> %189, <8 x double>* %scevgep757, align 8, !alias.scope !47, !noalias !49
  %scevgep764 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep764765 = bitcast double* %scevgep764 to <8 x double>*
  %scevgep766 = getelementptr <8 x double>, <8 x double>* %scevgep764765, i64 -30
  store <8 x double> %190, <8 x double>* %scevgep766, align 8, !alias.scope !47, !noalias !49
  %scevgep761 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep761762 = bitcast double* %scevgep761 to <8 x double>*
  %scevgep763 = getelementptr <8 x double>, <8 x double>* %scevgep761762, i64 -29
  store <8 x double> %191, <8 x double>* %scevgep763, align 8, !alias.scope !47, !noalias !49
  %scevgep758 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep758759 = bitcast double* %scevgep758 to <8 x double>*
  %scevgep760 = getelementptr <8 x double>, <8 x double>* %scevgep758759, i64 -28
  store <8 x double> %192, <8 x double>* %scevgep760, align 8, !alias.scope !47, !noalias !49
  %scevgep549 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep549550 = bitcast double* %scevgep549 to <8 x double>*
  %scevgep551 = getelementptr <8 x double>, <8 x double>* %scevgep549550, i64 -27
  %wide.load179.1 = load <8 x double>, <8 x double>* %scevgep551, align 8, !alias.scope !42
  %scevgep546 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep546547 = bitcast double* %scevgep546 to <8 x double>*
  %scevgep548 = getelementptr <8 x double>, <8 x double>* %scevgep546547, i64 -26
  %wide.load180.1 = load <8 x double>, <8 x double>* %scevgep548, align 8, !alias.scope !42
  %scevgep543 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep543544 = bitcast double* %scevgep543 to <8 x double>*
  %scevgep545 = getelementptr <8 x double>, <8 x double>* %scevgep543544, i64 -25
  %wide.load181.1 = load <8 x double>, <8 x double>* %scevgep545, align 8, !alias.scope !42
  %scevgep540 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep540541 = bitcast double* %scevgep540 to <8 x double>*
  %scevgep542 = getelementptr <8 x double>, <8 x double>* %scevgep540541, i64 -24
  %wide.load182.1 = load <8 x double>, <8 x double>* %scevgep542, align 8, !alias.scope !42
  %scevgep645 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep645646 = bitcast double* %scevgep645 to <8 x double>*
  %scevgep647 = getelementptr <8 x double>, <8 x double>* %scevgep645646, i64 -27
  %wide.load183.1 = load <8 x double>, <8 x double>* %scevgep647, align 8, !alias.scope !45
  %scevgep642 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep642643 = bitcast double* %scevgep642 to <8 x double>*
  %scevgep644 = getelementptr <8 x double>, <8 x double>* %scevgep642643, i64 -26
  %wide.load184.1 = load <8 x double>, <8 x double>* %scevgep644, align 8, !alias.scope !45
  %scevgep639 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep639640 = bitcast double* %scevgep639 to <8 x double>*
  %scevgep641 = getelementptr <8 x double>, <8 x double>* %scevgep639640, i64 -25
  %wide.load185.1 = load <8 x double>, <8 x double>* %scevgep641, align 8, !alias.scope !45
  %scevgep636 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep636637 = bitcast double* %scevgep636 to <8 x double>*
  %scevgep638 = getelementptr <8 x double>, <8 x double>* %scevgep636637, i64 -24
  %wide.load186.1 = load <8 x double>, <8 x double>* %scevgep638, align 8, !alias.scope !45
  %193 = fmul <8 x double> %wide.load179.1, %wide.load183.1
  %194 = fmul <8 x double> %wide.load180.1, %wide.load184.1
  %195 = fmul <8 x double> %wide.load181.1, %wide.load185.1
  %196 = fmul <8 x double> %wide.load182.1, %wide.load186.1
  %scevgep741 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep741742 = bitcast double* %scevgep741 to <8 x double>*
  %scevgep743 = getelementptr <8 x double>, <8 x double>* %scevgep741742, i64 -27
  store <8 x double> %193, <8 x double>* %scevgep743, align 8, !alias.scope !47, !noalias !49
  %scevgep738 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep738739 = bitcast double* %scevgep738 to <8 x double>*
  %scevgep740 = getelementptr <8 x double>, <8 x double>* %scevgep738739, i64 -26
  store <8 x double> %194, <8 x double>* %scevgep740, align 8, !alias.scope !47, !noalias !49
  %scevgep735 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep735736 = bitcast double* %scevgep735 to <8 x double>*
  %scevgep737 = getelementptr <8 x double>, <8 x double>* %scevgep735736, i64 -25
  store <8 x double> %195, <8 x double>* %scevgep737, align 8, !alias.scope !47, !noalias !49
  %scevgep732 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep732733 = bitcast double* %scevgep732 to <8 x double>*
  %scevgep734 = getelementptr <8 x double>, <8 x double>* %scevgep732733, i64 -24
  store <8 x double> %196, <8 x double>* %scevgep734, align 8, !alias.scope !47, !noalias !49
  %scevgep537 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep537538 = bitcast double* %scevgep537 to <8 x double>*
  %scevgep539 = getelementptr <8 x double>, <8 x double>* %scevgep537538, i64 -23
  %wide.load179.2 = load <8 x double>, <8 x double>* %scevgep539, align 8, !alias.scope !42
  %scevgep534 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep534535 = bitcast double* %scevgep534 to <8 x double>*
  %scevgep536 = getelementptr <8 x double>, <8 x double>* %scevgep534535, i64 -22
  %wide.load180.2 = load <8 x double>, <8 x double>* %scevgep536, align 8, !alias.scope !42
  %scevgep531 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep531532 = bitcast double* %scevgep531 to <8 x double>*
  %scevgep533 = getelementptr <8 x double>, <8 x double>* %scevgep531532, i64 -21
  %wide.load181.2 = load <8 x double>, <8 x double>* %scevgep533, align 8, !alias.scope !42
  %scevgep528 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep528529 = bitcast double* %scevgep528 to <8 x double>*
  %scevgep530 = getelementptr <8 x double>, <8 x double>* %scevgep528529, i64 -20
  %wide.load182.2 = load <8 x double>, <8 x double>* %scevgep530, align 8, !alias.scope !42
  %scevgep633 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep633634 = bitcast double* %scevgep633 to <8 x double>*
  %scevgep635 = getelementptr <8 x double>, <8 x double>* %scevgep633634, i64 -23
  %wide.load183.2 = load <8 x double>, <8 x double>* %scevgep635, align 8, !alias.scope !45
  %scevgep630 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep630631 = bitcast double* %scevgep630 to <8 x double>*
  %scevgep632 = getelementptr <8 x double>, <8 x double>* %scevgep630631, i64 -22
  %wide.load184.2 = load <8 x double>, <8 x double>* %scevgep632, align 8, !alias.scope !45
  %scevgep627 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep627628 = bitcast double* %scevgep627 to <8 x double>*
  %scevgep629 = getelementptr <8 x double>, <8 x double>* %scevgep627628, i64 -21
  %wide.load185.2 = load <8 x double>, <8 x double>* %scevgep629, align 8, !alias.scope !45
  %scevgep624 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep624625 = bitcast double* %scevgep624 to <8 x double>*
  %scevgep626 = getelementptr <8 x double>, <8 x double>* %scevgep624625, i64 -20
  %wide.load186.2 = load <8 x double>, <8 x double>* %scevgep626, align 8, !alias.scope !45
  %197 = fmul <8 x double> %wide.load179.2, %wide.load183.2
  %198 = fmul <8 x double> %wide.load180.2, %wide.load184.2
  %199 = fmul <8 x double> %wide.load181.2, %wide.load185.2
  %200 = fmul <8 x double> %wide.load182.2, %wide.load186.2
  %scevgep729 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep729730 = bitcast double* %scevgep729 to <8 x double>*
  %scevgep731 = getelementptr <8 x double>, <8 x double>* %scevgep729730, i64 -23
  store <8 x double> %197, <8 x double>* %scevgep731, align 8, !alias.scope !47, !noalias !49
  %scevgep726 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep726727 = bitcast double* %scevgep726 to <8 x double>*
  %scevgep728 = getelementptr <8 x double>, <8 x double>* %scevgep726727, i64 -22
  store <8 x double> %198, <8 x double>* %scevgep728, align 8, !alias.scope !47, !noalias !49
  %scevgep723 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep723724 = bitcast double* %scevgep723 to <8 x double>*
  %scevgep725 = getelementptr <8 x double>, <8 x double>* %scevgep723724, i64 -21
  store <8 x double> %199, <8 x double>* %scevgep725, align 8, !alias.scope !47, !noalias !49
  %scevgep720 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep720721 = bitcast double* %scevgep720 to <8 x double>*
  %scevgep722 = getelementptr <8 x double>, <8 x double>* %scevgep720721, i64 -20
  store <8 x double> %200, <8 x double>* %scevgep722, align 8, !alias.scope !47, !noalias !49
  %scevgep525 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep525526 = bitcast double* %scevgep525 to <8 x double>*
  %scevgep527 = getelementptr <8 x double>, <8 x double>* %scevgep525526, i64 -19
  %wide.load179.3 = load <8 x double>, <8 x double>* %scevgep527, align 8, !alias.scope !42
  %scevgep522 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep522523 = bitcast double* %scevgep522 to <8 x double>*
  %scevgep524 = getelementptr <8 x double>, <8 x double>* %scevgep522523, i64 -18
  %wide.load180.3 = load <8 x double>, <8 x double>* %scevgep524, align 8, !alias.scope !42
  %scevgep519 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep519520 = bitcast double* %scevgep519 to <8 x double>*
  %scevgep521 = getelementptr <8 x double>, <8 x double>* %scevgep519520, i64 -17
  %wide.load181.3 = load <8 x double>, <8 x double>* %scevgep521, align 8, !alias.scope !42
  %scevgep516 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep516517 = bitcast double* %scevgep516 to <8 x double>*
  %scevgep518 = getelementptr <8 x double>, <8 x double>* %scevgep516517, i64 -16
  %wide.load182.3 = load <8 x double>, <8 x double>* %scevgep518, align 8, !alias.scope !42
  %scevgep621 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep621622 = bitcast double* %scevgep621 to <8 x double>*
  %scevgep623 = getelementptr <8 x double>, <8 x double>* %scevgep621622, i64 -19
  %wide.load183.3 = load <8 x double>, <8 x double>* %scevgep623, align 8, !alias.scope !45
  %scevgep618 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep618619 = bitcast double* %scevgep618 to <8 x double>*
  %scevgep620 = getelementptr <8 x double>, <8 x double>* %scevgep618619, i64 -18
  %wide.load184.3 = load <8 x double>, <8 x double>* %scevgep620, align 8, !alias.scope !45
  %scevgep615 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep615616 = bitcast double* %scevgep615 to <8 x double>*
  %scevgep617 = getelementptr <8 x double>, <8 x double>* %scevgep615616, i64 -17
  %wide.load185.3 = load <8 x double>, <8 x double>* %scevgep617, align 8, !alias.scope !45
  %scevgep612 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep612613 = bitcast double* %scevgep612 to <8 x double>*
  %scevgep614 = getelementptr <8 x double>, <8 x double>* %scevgep612613, i64 -16
  %wide.load186.3 = load <8 x double>, <8 x double>* %scevgep614, align 8, !alias.scope !45
  %201 = fmul <8 x double> %wide.load179.3, %wide.load183.3
  %202 = fmul <8 x double> %wide.load180.3, %wide.load184.3
  %203 = fmul <8 x double> %wide.load181.3, %wide.load185.3
  %204 = fmul <8 x double> %wide.load182.3, %wide.load186.3
  %scevgep717 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep717718 = bitcast double* %scevgep717 to <8 x double>*
  %scevgep719 = getelementptr <8 x double>, <8 x double>* %scevgep717718, i64 -19
  store <8 x double> %201, <8 x double>* %scevgep719, align 8, !alias.scope !47, !noalias !49
  %scevgep714 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep714715 = bitcast double* %scevgep714 to <8 x double>*
  %scevgep716 = getelementptr <8 x double>, <8 x double>* %scevgep714715, i64 -18
  store <8 x double> %202, <8 x double>* %scevgep716, align 8, !alias.scope !47, !noalias !49
  %scevgep711 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep711712 = bitcast double* %scevgep711 to <8 x double>*
  %scevgep713 = getelementptr <8 x double>, <8 x double>* %scevgep711712, i64 -17
  store <8 x double> %203, <8 x double>* %scevgep713, align 8, !alias.scope !47, !noalias !49
  %scevgep708 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep708709 = bitcast double* %scevgep708 to <8 x double>*
  %scevgep710 = getelementptr <8 x double>, <8 x double>* %scevgep708709, i64 -16
  store <8 x double> %204, <8 x double>* %scevgep710, align 8, !alias.scope !47, !noalias !49
  %scevgep513 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep513514 = bitcast double* %scevgep513 to <8 x double>*
  %scevgep515 = getelementptr <8 x double>, <8 x double>* %scevgep513514, i64 -15
  %wide.load179.4 = load <8 x double>, <8 x double>* %scevgep515, align 8, !alias.scope !42
  %scevgep510 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep510511 = bitcast double* %scevgep510 to <8 x double>*
  %scevgep512 = getelementptr <8 x double>, <8 x double>* %scevgep510511, i64 -14
  %wide.load180.4 = load <8 x double>, <8 x double>* %scevgep512, align 8, !alias.scope !42
  %scevgep507 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep507508 = bitcast double* %scevgep507 to <8 x double>*
  %scevgep509 = getelementptr <8 x double>, <8 x double>* %scevgep507508, i64 -13
  %wide.load181.4 = load <8 x double>, <8 x double>* %scevgep509, align 8, !alias.scope !42
  %scevgep504 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep504505 = bitcast double* %scevgep504 to <8 x double>*
  %scevgep506 = getelementptr <8 x double>, <8 x double>* %scevgep504505, i64 -12
  %wide.load182.4 = load <8 x double>, <8 x double>* %scevgep506, align 8, !alias.scope !42
  %scevgep609 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep609610 = bitcast double* %scevgep609 to <8 x double>*
  %scevgep611 = getelementptr <8 x double>, <8 x double>* %scevgep609610, i64 -15
  %wide.load183.4 = load <8 x double>, <8 x double>* %scevgep611, align 8, !alias.scope !45
  %scevgep606 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep606607 = bitcast double* %scevgep606 to <8 x double>*
  %scevgep608 = getelementptr <8 x double>, <8 x double>* %scevgep606607, i64 -14
  %wide.load184.4 = load <8 x double>, <8 x double>* %scevgep608, align 8, !alias.scope !45
  %scevgep603 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep603604 = bitcast double* %scevgep603 to <8 x double>*
  %scevgep605 = getelementptr <8 x double>, <8 x double>* %scevgep603604, i64 -13
  %wide.load185.4 = load <8 x double>, <8 x double>* %scevgep605, align 8, !alias.scope !45
  %scevgep600 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep600601 = bitcast double* %scevgep600 to <8 x double>*
  %scevgep602 = getelementptr <8 x double>, <8 x double>* %scevgep600601, i64 -12
  %wide.load186.4 = load <8 x double>, <8 x double>* %scevgep602, align 8, !alias.scope !45
  %205 = fmul <8 x double> %wide.load179.4, %wide.load183.4
  %206 = fmul <8 x double> %wide.load180.4, %wide.load184.4
  %207 = fmul <8 x double> %wide.load181.4, %wide.load185.4
  %208 = fmul <8 x double> %wide.load182.4, %wide.load186.4
  %scevgep705 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep705706 = bitcast double* %scevgep705 to <8 x double>*
  %scevgep707 = getelementptr <8 x double>, <8 x double>* %scevgep705706, i64 -15
  store <8 x double> %205, <8 x double>* %scevgep707, align 8, !alias.scope !47, !noalias !49
  %scevgep702 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep702703 = bitcast double* %scevgep702 to <8 x double>*
  %scevgep704 = getelementptr <8 x double>, <8 x double>* %scevgep702703, i64 -14
  store <8 x double> %206, <8 x double>* %scevgep704, align 8, !alias.scope !47, !noalias !49
  %scevgep699 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep699700 = bitcast double* %scevgep699 to <8 x double>*
  %scevgep701 = getelementptr <8 x double>, <8 x double>* %scevgep699700, i64 -13
  store <8 x double> %207, <8 x double>* %scevgep701, align 8, !alias.scope !47, !noalias !49
  %scevgep696 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep696697 = bitcast double* %scevgep696 to <8 x double>*
  %scevgep698 = getelementptr <8 x double>, <8 x double>* %scevgep696697, i64 -12
  store <8 x double> %208, <8 x double>* %scevgep698, align 8, !alias.scope !47, !noalias !49
  %scevgep501 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep501502 = bitcast double* %scevgep501 to <8 x double>*
  %scevgep503 = getelementptr <8 x double>, <8 x double>* %scevgep501502, i64 -11
  %wide.load179.5 = load <8 x double>, <8 x double>* %scevgep503, align 8, !alias.scope !42
  %scevgep498 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep498499 = bitcast double* %scevgep498 to <8 x double>*
  %scevgep500 = getelementptr <8 x double>, <8 x double>* %scevgep498499, i64 -10
  %wide.load180.5 = load <8 x double>, <8 x double>* %scevgep500, align 8, !alias.scope !42
  %scevgep495 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep495496 = bitcast double* %scevgep495 to <8 x double>*
  %scevgep497 = getelementptr <8 x double>, <8 x double>* %scevgep495496, i64 -9
  %wide.load181.5 = load <8 x double>, <8 x double>* %scevgep497, align 8, !alias.scope !42
  %scevgep492 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep492493 = bitcast double* %scevgep492 to <8 x double>*
  %scevgep494 = getelementptr <8 x double>, <8 x double>* %scevgep492493, i64 -8
  %wide.load182.5 = load <8 x double>, <8 x double>* %scevgep494, align 8, !alias.scope !42
  %scevgep597 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep597598 = bitcast double* %scevgep597 to <8 x double>*
  %scevgep599 = getelementptr <8 x double>, <8 x double>* %scevgep597598, i64 -11
  %wide.load183.5 = load <8 x double>, <8 x double>* %scevgep599, align 8, !alias.scope !45
  %scevgep594 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep594595 = bitcast double* %scevgep594 to <8 x double>*
  %scevgep596 = getelementptr <8 x double>, <8 x double>* %scevgep594595, i64 -10
  %wide.load184.5 = load <8 x double>, <8 x double>* %scevgep596, align 8, !alias.scope !45
  %scevgep591 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep591592 = bitcast double* %scevgep591 to <8 x double>*
  %scevgep593 = getelementptr <8 x double>, <8 x double>* %scevgep591592, i64 -9
  %wide.load185.5 = load <8 x double>, <8 x double>* %scevgep593, align 8, !alias.scope !45
  %scevgep588 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep588589 = bitcast double* %scevgep588 to <8 x double>*
  %scevgep590 = getelementptr <8 x double>, <8 x double>* %scevgep588589, i64 -8
  %wide.load186.5 = load <8 x double>, <8 x double>* %scevgep590, align 8, !alias.scope !45
  %209 = fmul <8 x double> %wide.load179.5, %wide.load183.5
  %210 = fmul <8 x double> %wide.load180.5, %wide.load184.5
  %211 = fmul <8 x double> %wide.load181.5, %wide.load185.5
  %212 = fmul <8 x double> %wide.load182.5, %wide.load186.5
  %scevgep693 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep693694 = bitcast double* %scevgep693 to <8 x double>*
  %scevgep695 = getelementptr <8 x double>, <8 x double>* %scevgep693694, i64 -11
  store <8 x double> %209, <8 x double>* %scevgep695, align 8, !alias.scope !47, !noalias !49
  %scevgep690 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep690691 = bitcast double* %scevgep690 to <8 x double>*
  %scevgep692 = getelementptr <8 x double>, <8 x double>* %scevgep690691, i64 -10
  store <8 x double> %210, <8 x double>* %scevgep692, align 8, !alias.scope !47, !noalias !49
  %scevgep687 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep687688 = bitcast double* %scevgep687 to <8 x double>*
  %scevgep689 = getelementptr <8 x double>, <8 x double>* %scevgep687688, i64 -9
  store <8 x double> %211, <8 x double>* %scevgep689, align 8, !alias.scope !47, !noalias !49
  %scevgep684 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep684685 = bitcast double* %scevgep684 to <8 x double>*
  %scevgep686 = getelementptr <8 x double>, <8 x double>* %scevgep684685, i64 -8
  store <8 x double> %212, <8 x double>* %scevgep686, align 8, !alias.scope !47, !noalias !49
  %scevgep489 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep489490 = bitcast double* %scevgep489 to <8 x double>*
  %scevgep491 = getelementptr <8 x double>, <8 x double>* %scevgep489490, i64 -7
  %wide.load179.6 = load <8 x double>, <8 x double>* %scevgep491, align 8, !alias.scope !42
  %scevgep486 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep486487 = bitcast double* %scevgep486 to <8 x double>*
  %scevgep488 = getelementptr <8 x double>, <8 x double>* %scevgep486487, i64 -6
  %wide.load180.6 = load <8 x double>, <8 x double>* %scevgep488, align 8, !alias.scope !42
  %scevgep483 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep483484 = bitcast double* %scevgep483 to <8 x double>*
  %scevgep485 = getelementptr <8 x double>, <8 x double>* %scevgep483484, i64 -5
  %wide.load181.6 = load <8 x double>, <8 x double>* %scevgep485, align 8, !alias.scope !42
  %scevgep480 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep480481 = bitcast double* %scevgep480 to <8 x double>*
  %scevgep482 = getelementptr <8 x double>, <8 x double>* %scevgep480481, i64 -4
  %wide.load182.6 = load <8 x double>, <8 x double>* %scevgep482, align 8, !alias.scope !42
  %scevgep585 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep585586 = bitcast double* %scevgep585 to <8 x double>*
  %scevgep587 = getelementptr <8 x double>, <8 x double>* %scevgep585586, i64 -7
  %wide.load183.6 = load <8 x double>, <8 x double>* %scevgep587, align 8, !alias.scope !45
  %scevgep582 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep582583 = bitcast double* %scevgep582 to <8 x double>*
  %scevgep584 = getelementptr <8 x double>, <8 x double>* %scevgep582583, i64 -6
  %wide.load184.6 = load <8 x double>, <8 x double>* %scevgep584, align 8, !alias.scope !45
  %scevgep579 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep579580 = bitcast double* %scevgep579 to <8 x double>*
  %scevgep581 = getelementptr <8 x double>, <8 x double>* %scevgep579580, i64 -5
  %wide.load185.6 = load <8 x double>, <8 x double>* %scevgep581, align 8, !alias.scope !45
  %scevgep576 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep576577 = bitcast double* %scevgep576 to <8 x double>*
  %scevgep578 = getelementptr <8 x double>, <8 x double>* %scevgep576577, i64 -4
  %wide.load186.6 = load <8 x double>, <8 x double>* %scevgep578, align 8, !alias.scope !45
  %213 = fmul <8 x double> %wide.load179.6, %wide.load183.6
  %214 = fmul <8 x double> %wide.load180.6, %wide.load184.6
  %215 = fmul <8 x double> %wide.load181.6, %wide.load185.6
  %216 = fmul <8 x double> %wide.load182.6, %wide.load186.6
  %scevgep681 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep681682 = bitcast double* %scevgep681 to <8 x double>*
  %scevgep683 = getelementptr <8 x double>, <8 x double>* %scevgep681682, i64 -7
  store <8 x double> %213, <8 x double>* %scevgep683, align 8, !alias.scope !47, !noalias !49
  %scevgep678 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep678679 = bitcast double* %scevgep678 to <8 x double>*
  %scevgep680 = getelementptr <8 x double>, <8 x double>* %scevgep678679, i64 -6
  store <8 x double> %214, <8 x double>* %scevgep680, align 8, !alias.scope !47, !noalias !49
  %scevgep675 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep675676 = bitcast double* %scevgep675 to <8 x double>*
  %scevgep677 = getelementptr <8 x double>, <8 x double>* %scevgep675676, i64 -5
  store <8 x double> %215, <8 x double>* %scevgep677, align 8, !alias.scope !47, !noalias !49
  %scevgep672 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep672673 = bitcast double* %scevgep672 to <8 x double>*
  %scevgep674 = getelementptr <8 x double>, <8 x double>* %scevgep672673, i64 -4
  store <8 x double> %216, <8 x double>* %scevgep674, align 8, !alias.scope !47, !noalias !49
  %scevgep560 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep560561 = bitcast double* %scevgep560 to <8 x double>*
  %scevgep562 = getelementptr <8 x double>, <8 x double>* %scevgep560561, i64 -3
  %wide.load179.7 = load <8 x double>, <8 x double>* %scevgep562, align 8, !alias.scope !42
  %scevgep557 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep557558 = bitcast double* %scevgep557 to <8 x double>*
  %scevgep559 = getelementptr <8 x double>, <8 x double>* %scevgep557558, i64 -2
  %wide.load180.7 = load <8 x double>, <8 x double>* %scevgep559, align 8, !alias.scope !42
  %scevgep554 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep554555 = bitcast double* %scevgep554 to <8 x double>*
  %scevgep556 = getelementptr <8 x double>, <8 x double>* %scevgep554555, i64 -1
  %wide.load181.7 = load <8 x double>, <8 x double>* %scevgep556, align 8, !alias.scope !42
  %scevgep552 = getelementptr double, double* %scevgep479, i64 %index178
  %scevgep552553 = bitcast double* %scevgep552 to <8 x double>*
  %wide.load182.7 = load <8 x double>, <8 x double>* %scevgep552553, align 8, !alias.scope !42
  %scevgep656 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep656657 = bitcast double* %scevgep656 to <8 x double>*
  %scevgep658 = getelementptr <8 x double>, <8 x double>* %scevgep656657, i64 -3
  %wide.load183.7 = load <8 x double>, <8 x double>* %scevgep658, align 8, !alias.scope !45
  %scevgep653 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep653654 = bitcast double* %scevgep653 to <8 x double>*
  %scevgep655 = getelementptr <8 x double>, <8 x double>* %scevgep653654, i64 -2
  %wide.load184.7 = load <8 x double>, <8 x double>* %scevgep655, align 8, !alias.scope !45
  %scevgep650 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep650651 = bitcast double* %scevgep650 to <8 x double>*
  %scevgep652 = getelementptr <8 x double>, <8 x double>* %scevgep650651, i64 -1
  %wide.load185.7 = load <8 x double>, <8 x double>* %scevgep652, align 8, !alias.scope !45
  %scevgep648 = getelementptr double, double* %scevgep575, i64 %index178
  %scevgep648649 = bitcast double* %scevgep648 to <8 x double>*
  %wide.load186.7 = load <8 x double>, <8 x double>* %scevgep648649, align 8, !alias.scope !45
  %217 = fmul <8 x double> %wide.load179.7, %wide.load183.7
  %218 = fmul <8 x double> %wide.load180.7, %wide.load184.7
  %219 = fmul <8 x double> %wide.load181.7, %wide.load185.7
  %220 = fmul <8 x double> %wide.load182.7, %wide.load186.7
  %scevgep752 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep752753 = bitcast double* %scevgep752 to <8 x double>*
  %scevgep754 = getelementptr <8 x double>, <8 x double>* %scevgep752753, i64 -3
  store <8 x double> %217, <8 x double>* %scevgep754, align 8, !alias.scope !47, !noalias !49
  %scevgep749 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep749750 = bitcast double* %scevgep749 to <8 x double>*
  %scevgep751 = getelementptr <8 x double>, <8 x double>* %scevgep749750, i64 -2
  store <8 x double> %218, <8 x double>* %scevgep751, align 8, !alias.scope !47, !noalias !49
  %scevgep746 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep746747 = bitcast double* %scevgep746 to <8 x double>*
  %scevgep748 = getelementptr <8 x double>, <8 x double>* %scevgep746747, i64 -1
  store <8 x double> %219, <8 x double>* %scevgep748, align 8, !alias.scope !47, !noalias !49
  %scevgep744 = getelementptr double, double* %scevgep671, i64 %index178
  %scevgep744745 = bitcast double* %scevgep744 to <8 x double>*
  store <8 x double> %220, <8 x double>* %scevgep744745, align 8, !alias.scope !47, !noalias !49
  %index.next187.7 = add i64 %index178, 256
  %lsr.iv.next768 = add i64 %lsr.iv767, -8
  %niter199.ncmp.7 = icmp eq i64 %lsr.iv.next768, 0
  br i1 %niter199.ncmp.7, label %middle.block169.unr-lcssa, label %vector.body171, !llvm.loop !50

middle.block169.unr-lcssa:                        ; preds = %vector.body171, %vector.ph173
  %index178.unr = phi i64 [ 0, %vector.ph173 ], [ %index.next187.7, %vector.body171 ]
  %lcmp.mod197.not = icmp eq i64 %xtraiter195, 0
  br i1 %lcmp.mod197.not, label %middle.block169, label %vector.body171.epil.preheader

vector.body171.epil.preheader:                    ; preds = %middle.block169.unr-lcssa
  %221 = add nuw nsw i64 %index178.unr, 24
  %scevgep438 = getelementptr double, double* %.6.i2774, i64 %221
  %scevgep453 = getelementptr double, double* %.6.i73, i64 %221
  %scevgep466 = getelementptr double, double* %arg.x.4, i64 %221
  %222 = shl nuw nsw i64 %xtraiter195, 8
  br label %vector.body171.epil

vector.body171.epil:                              ; preds = %vector.body171.epil.preheader, %vector.body171.epil
  %lsr.iv439 = phi i64 [ 0, %vector.body171.epil.preheader ], [ %lsr.iv.next440, %vector.body171.epil ]
  %223 = bitcast double* %scevgep466 to i8*
  %224 = bitcast double* %scevgep453 to i8*
  %225 = bitcast double* %scevgep438 to i8*
  %uglygep476 = getelementptr i8, i8* %223, i64 %lsr.iv439
  %uglygep476477 = bitcast i8* %uglygep476 to <8 x double>*
  %scevgep478 = getelementptr <8 x double>, <8 x double>* %uglygep476477, i64 -3
  %wide.load179.epil = load <8 x double>, <8 x double>* %scevgep478, align 8, !alias.scope !42
  %uglygep473 = getelementptr i8, i8* %223, i64 %lsr.iv439
  %uglygep473474 = bitcast i8* %uglygep473 to <8 x double>*
  %scevgep475 = getelementptr <8 x double>, <8 x double>* %uglygep473474, i64 -2
  %wide.load180.epil = load <8 x double>, <8 x double>* %scevgep475, align 8, !alias.scope !42
  %uglygep470 = getelementptr i8, i8* %223, i64 %lsr.iv439
  %uglygep470471 = bitcast i8* %uglygep470 to <8 x double>*
  %scevgep472 = getelementptr <8 x double>, <8 x double>* %uglygep470471, i64 -1
  %wide.load181.epil = load <8 x double>, <8 x double>* %scevgep472, align 8, !alias.scope !42
  %uglygep468 = getelementptr i8, i8* %223, i64 %lsr.iv439
  %uglygep468469 = bitcast i8* %uglygep468 to <8 x double>*
  %wide.load182.epil = load <8 x double>, <8 x double>* %uglygep468469, align 8, !alias.scope !42
  %uglygep463 = getelementptr i8, i8* %224, i64 %lsr.iv439
  %uglygep463464 = bitcast i8* %uglygep463 to <8 x double>*
  %scevgep465 = getelementptr <8 x double>, <8 x double>* %uglygep463464, i64 -3
  %wide.load183.epil = load <8 x double>, <8 x double>* %scevgep465, align 8, !alias.scope !45
  %uglygep460 = getelementptr i8, i8* %224, i64 %lsr.iv439
  %uglygep460461 = bitcast i8* %uglygep460 to <8 x double>*
  %scevgep462 = getelementptr <8 x double>, <8 x double>* %uglygep460461, i64 -2
  %wide.load184.epil = load <8 x double>, <8 x double>* %scevgep462, align 8, !alias.scope !45
  %uglygep457 = getelementptr i8, i8* %224, i64 %lsr.iv439
  %uglygep457458 = bitcast i8* %uglygep457 to <8 x double>*
  %scevgep459 = getelementptr <8 x double>, <8 x double>* %uglygep457458, i64 -1
  %wide.load185.epil = load <8 x double>, <8 x double>* %scevgep459, align 8, !alias.scope !45
  %uglygep455 = getelementptr i8, i8* %224, i64 %lsr.iv439
  %uglygep455456 = bitcast i8* %uglygep455 to <8 x double>*
  %wide.load186.epil = load <8 x double>, <8 x double>* %uglygep455456, align 8, !alias.scope !45
  %226 = fmul <8 x double> %wide.load179.epil, %wide.load183.epil
  %227 = fmul <8 x double> %wide.load180.epil, %wide.load184.epil
  %228 = fmul <8 x double> %wide.load181.epil, %wide.load185.epil
  %229 = fmul <8 x double> %wide.load182.epil, %wide.load186.epil
  %uglygep450 = getelementptr i8, i8* %225, i64 %lsr.iv439
  %uglygep450451 = bitcast i8* %uglygep450 to <8 x double>*
  %scevgep452 = getelementptr <8 x double>, <8 x double>* %uglygep450451, i64 -3
  store <8 x double> %226, <8 x double>* %scevgep452, align 8, !alias.scope !47, !noalias !49
  %uglygep447 = getelementptr i8, i8* %225, i64 %lsr.iv439
  %uglygep447448 = bitcast i8* %uglygep447 to <8 x double>*
  %scevgep449 = getelementptr <8 x double>, <8 x double>* %uglygep447448, i64 -2
  store <8 x double> %227, <8 x double>* %scevgep449, align 8, !alias.scope !47, !noalias !49
  %uglygep444 = getelementptr i8, i8* %225, i64 %lsr.iv439
  %uglygep444445 = bitcast i8* %uglygep444 to <8 x double>*
  %scevgep446 = getelementptr <8 x double>, <8 x double>* %uglygep444445, i64 -1
  store <8 x double> %228, <8 x double>* %scevgep446, align 8, !alias.scope !47, !noalias !49
  %uglygep442 = getelementptr i8, i8* %225, i64 %lsr.iv439
  %uglygep442443 = bitcast i8* %uglygep442 to <8 x double>*
  store <8 x double> %229, <8 x double>* %uglygep442443, align 8, !alias.scope !47, !noalias !49
  %lsr.iv.next440 = add nuw nsw i64 %lsr.iv439, 256
  %epil.iter196.cmp.not = icmp eq i64 %222, %lsr.iv.next440
  br i1 %epil.iter196.cmp.not, label %middle.block169, label %vector.body171.epil, !llvm.loop !51

middle.block169:                                  ; preds = %vector.body171.epil, %middle.block169.unr-lcssa
  %cmp.n177 = icmp eq i64 %n.vec175, %arg.x.5.0
  br i1 %cmp.n177, label %for.end.2, label %for.body.2.us.preheader188

for.body.2.us.preheader188:                       ; preds = %vector.memcheck155, %for.body.2.us.preheader, %middle.block169
  %loop.index.262.us.ph = phi i64 [ 0, %vector.memcheck155 ], [ 0, %for.body.2.us.preheader ], [ %n.vec175, %middle.block169 ]
  %230 = xor i64 %loop.index.262.us.ph, -1
  %231 = add i64 %230, %arg.x.5.0
  %xtraiter193 = and i64 %arg.x.5.0, 7
  %lcmp.mod194.not = icmp eq i64 %xtraiter193, 0
  br i1 %lcmp.mod194.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader188
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv436 = phi i64 [ %xtraiter193, %for.body.2.us.prol.preheader ], [ %lsr.iv.next437, %for.body.2.us.prol ]
  %loop.index.262.us.prol = phi i64 [ %.1056.us.prol, %for.body.2.us.prol ], [ %loop.index.262.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep435 = getelementptr double, double* %arg.x.4, i64 %loop.index.262.us.prol
  %.1018.us.prol = load double, double* %scevgep435, align 8
  %scevgep434 = getelementptr double, double* %.6.i73, i64 %loop.index.262.us.prol
  %.1027.us.prol = load double, double* %scevgep434, align 8
  %.6.i1.us.prol = fmul double %.1018.us.prol, %.1027.us.prol
  %scevgep433 = getelementptr double, double* %.6.i2774, i64 %loop.index.262.us.prol
  store double %.6.i1.us.prol, double* %scevgep433, align 8
  %.1056.us.prol = add nuw i64 %loop.index.262.us.prol, 1
  %lsr.iv.next437 = add nsw i64 %lsr.iv436, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next437, 0
  br i1 %prol.iter.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !52

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader188
  %loop.index.262.us.unr = phi i64 [ %loop.index.262.us.ph, %for.body.2.us.preheader188 ], [ %.1056.us.prol, %for.body.2.us.prol ]
  %232 = icmp ult i64 %231, 7
  br i1 %232, label %for.end.2, label %for.body.2.us.preheader226

for.body.2.us.preheader226:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader226, %for.body.2.us
  %loop.index.262.us = phi i64 [ %.1056.us.7, %for.body.2.us ], [ %loop.index.262.us.unr, %for.body.2.us.preheader226 ]
  %sunkaddr1170 = mul i64 %loop.index.262.us, 8
  %233 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1171 = getelementptr i8, i8* %233, i64 %sunkaddr1170
  %234 = bitcast i8* %sunkaddr1171 to double*
  %.1018.us = load double, double* %234, align 8
  %sunkaddr1172 = mul i64 %loop.index.262.us, 8
  %235 = bitcast double* %.6.i73 to i8*
  %sunkaddr1173 = getelementptr i8, i8* %235, i64 %sunkaddr1172
  %236 = bitcast i8* %sunkaddr1173 to double*
  %.1027.us = load double, double* %236, align 8
  %.6.i1.us = fmul double %.1018.us, %.1027.us
  %sunkaddr1174 = mul i64 %loop.index.262.us, 8
  %237 = bitcast double* %.6.i2774 to i8*
  %sunkaddr1175 = getelementptr i8, i8* %237, i64 %sunkaddr1174
  %238 = bitcast i8* %sunkaddr1175 to double*
  store double %.6.i1.us, double* %238, align 8
  %sunkaddr1176 = mul i64 %loop.index.262.us, 8
  %239 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1177 = getelementptr i8, i8* %239, i64 %sunkaddr1176
  %sunkaddr1178 = getelementptr i8, i8* %sunkaddr1177, i64 8
  %240 = bitcast i8* %sunkaddr1178 to double*
  %.1018.us.1 = load double, double* %240, align 8
  %sunkaddr1179 = mul i64 %loop.index.262.us, 8
  %241 = bitcast double* %.6.i73 to i8*
  %sunkaddr1180 = getelementptr i8, i8* %241, i64 %sunkaddr1179
  %sunkaddr1181 = getelementptr i8, i8* %sunkaddr1180, i64 8
  %242 = bitcast i8* %sunkaddr1181 to double*
  %.1027.us.1 = load double, double* %242, align 8
  %.6.i1.us.1 = fmul double %.1018.us.1, %.1027.us.1
  %sunkaddr1182 = mul i64 %loop.index.262.us, 8
  %243 = bitcast double* %.6.i2774 to i8*
  %sunkaddr1183 = getelementptr i8, i8* %243, i64 %sunkaddr1182
  %sunkaddr1184 = getelementptr i8, i8* %sunkaddr1183, i64 8
  %244 = bitcast i8* %sunkaddr1184 to double*
  store double %.6.i1.us.1, double* %244, align 8
  %sunkaddr1185 = mul i64 %loop.index.262.us, 8
  %245 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1186 = getelementptr i8, i8* %245, i64 %sunkaddr1185
  %sunkaddr1187 = getelementptr i8, i8* %sunkaddr1186, i64 16
  %246 = bitcast i8* %sunkaddr1187 to double*
  %.1018.us.2 = load double, double* %246, align 8
  %sunkaddr1188 = mul i64 %loop.index.262.us, 8
  %247 = bitcast double* %.6.i73 to i8*
  %sunkaddr1189 = getelementptr i8, i8* %247, i64 %sunkaddr1188
  %sunkaddr1190 = getelementptr i8, i8* %sunkaddr1189, i64 16
  %248 = bitcast i8* %sunkaddr1190 to double*
  %.1027.us.2 = load double, double* %248, align 8
  %.6.i1.us.2 = fmul double %.1018.us.2, %.1027.us.2
  %sunkaddr1191 = mul i64 %loop.index.262.us, 8
  %249 = bitcast double* %.6.i2774 to i8*
  %sunkaddr1192 = getelementptr i8, i8* %249, i64 %sunkaddr1191
  %sunkaddr1193 = getelementptr i8, i8* %sunkaddr1192, i64 16
  %250 = bitcast i8* %sunkaddr1193 to double*
  store double %.6.i1.us.2, double* %250, align 8
  %sunkaddr1194 = mul i64 %loop.index.262.us, 8
  %251 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1195 = getelementptr i8, i8* %251, i64 %sunkaddr1194
  %sunkaddr1196 = getelementptr i8, i8* %sunkaddr1195, i64 24
  %252 = bitcast i8* %sunkaddr1196 to double*
  %.1018.us.3 = load double, double* %252, align 8
  %sunkaddr1197 = mul i64 %loop.index.262.us, 8
  %253 = bitcast double* %.6.i73 to i8*
  %sunkaddr1198 = getelementptr i8, i8* %253, i64 %sunkaddr1197
  %sunkaddr1199 = getelementptr i8, i8* %sunkaddr1198, i64 24
  %254 = bitcast i8* %sunkaddr1199 to double*
  %.1027.us.3 = load double, double* %254, align 8
  %.6.i1.us.3 = fmul double %.1018.us.3, %.1027.us.3
  %sunkaddr1200 = mul i64 %loop.index.262.us, 8
  %255 = bitcast double* %.6.i2774 to i8*
  %sunkaddr1201 = getelementptr i8, i8* %255, i64 %sunkaddr1200
  %sunkaddr1202 = getelementptr i8, i8* %sunkaddr1201, i64 24
  %256 = bitcast i8* %sunkaddr1202 to double*
  store double %.6.i1.us.3, double* %256, align 8
  %sunkaddr1203 = mul i64 %loop.index.262.us, 8
  %257 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1204 = getelementptr i8, i8* %257, i64 %sunkaddr1203
  %sunkaddr1205 = getelementptr i8, i8* %sunkaddr1204, i64 32
  %258 = bitcast i8* %sunkaddr1205 to double*
  %.1018.us.4 = load double, double* %258, align 8
  %sunkaddr1206 = mul i64 %loop.index.262.us, 8
  %259 = bitcast double* %.6.i73 to i8*
  %sunkaddr1207 = getelementptr i8, i8* %259, i64 %sunkaddr1206
  %sunkaddr1208 = getelementptr i8, i8* %sunkaddr1207, i64 32
  %260 = bitcast i8* %sunkaddr1208 to double*
  %.1027.us.4 = load double, double* %260, align 8
  %.6.i1.us.4 = fmul double %.1018.us.4, %.1027.us.4
  %sunkaddr1209 = mul i64 %loop.index.262.us, 8
  %261 = bitcast double* %.6.i2774 to i8*
  %sunkaddr1210 = getelementptr i8, i8* %261, i64 %sunkaddr1209
  %sunkaddr1211 = getelementptr i8, i8* %sunkaddr1210, i64 32
  %262 = bitcast i8* %sunkaddr1211 to double*
  store double %.6.i1.us.4, double* %262, align 8
  %sunkaddr1212 = mul i64 %loop.index.262.us, 8
  %263 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1213 = getelementptr i8, i8* %263, i64 %sunkaddr1212
  %sunkaddr1214 = getelementptr i8, i8* %sunkaddr1213, i64 40
  %264 = bitcast i8* %sunkaddr1214 to double*
  %.1018.us.5 = load double, double* %264, align 8
  %sunkaddr1215 = mul i64 %loop.index.262.us, 8
  %265 = bitcast double* %.6.i73 to i8*
  %sunkaddr1216 = getelementptr i8, i8* %265, i64 %sunkaddr1215
  %sunkaddr1217 = getelementptr i8, i8* %sunkaddr1216, i64 40
  %266 = bitcast i8* %sunkaddr1217 to double*
  %.1027.us.5 = load double, double* %266, align 8
  %.6.i1.us.5 = fmul double %.1018.us.5, %.1027.us.5
  %sunkaddr1218 = mul i64 %loop.index.262.us, 8
  %267 = bitcast double* %.6.i2774 to i8*
  %sunkaddr1219 = getelementptr i8, i8* %267, i64 %sunkaddr1218
  %sunkaddr1220 = getelementptr i8, i8* %sunkaddr1219, i64 40
  %268 = bitcast i8* %sunkaddr1220 to double*
  store double %.6.i1.us.5, double* %268, align 8
  %sunkaddr1221 = mul i64 %loop.index.262.us, 8
  %269 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1222 = getelementptr i8, i8* %269, i64 %sunkaddr1221
  %sunkaddr1223 = getelementptr i8, i8* %sunkaddr1222, i64 48
  %270 = bitcast i8* %sunkaddr1223 to double*
  %.1018.us.6 = load double, double* %270, align 8
  %sunkaddr1224 = mul i64 %loop.index.262.us, 8
  %271 = bitcast double* %.6.i73 to i8*
  %sunkaddr1225 = getelementptr i8, i8* %271, i64 %sunkaddr1224
  %sunkaddr1226 = getelementptr i8, i8* %sunkaddr1225, i64 48
  %272 = bitcast i8* %sunkaddr1226 to double*
  %.1027.us.6 = load double, double* %272, align 8
  %.6.i1.us.6 = fmul double %.1018.us.6, %.1027.us.6
  %sunkaddr1227 = mul i64 %loop.index.262.us, 8
  %273 = bitcast double* %.6.i2774 to i8*
  %sunkaddr1228 = getelementptr i8, i8* %273, i64 %sunkaddr1227
  %sunkaddr1229 = getelementptr i8, i8* %sunkaddr1228, i64 48
  %274 = bitcast i8* %sunkaddr1229 to double*
  store double %.6.i1.us.6, double* %274, align 8
  %sunkaddr1230 = mul i64 %loop.index.262.us, 8
  %275 = bitcast double* %arg.x.4 to i8*
  %sunkaddr1231 = getelementptr i8, i8* %275, i64 %sunkaddr1230
  %sunkaddr1232 = getelementptr i8, i8* %sunkaddr1231, i64 56
  %276 = bitcast i8* %sunkaddr1232 to double*
  %.1018.us.7 = load double, double* %276, align 8
  %sunkaddr1233 = mul i64 %loop.index.262.us, 8
  %277 = bitcast double* %.6.i73 to i8*
  %sunkaddr1234 = getelementptr i8, i8* %277, i64 %sunkaddr1233
  %sunkaddr1235 = getelementptr i8, i8* %sunkaddr1234, i64 56
  %278 = bitcast i8* %sunkaddr1235 to double*
  %.1027.us.7 = load double, double* %278, align 8
  %.6.i1.us.7 = fmul double %.1018.us.7, %.1027.us.7
  %sunkaddr1236 = mul i64 %loop.index.262.us, 8
  %279 = bitcast double* %.6.i2774 to i8*
  %sunkaddr1237 = getelementptr i8, i8* %279, i64 %sunkaddr1236
  %sunkaddr1238 = getelementptr i8, i8* %sunkaddr1237, i64 56
  %280 = bitcast i8* %sunkaddr1238 to double*
  store double %.6.i1.us.7, double* %280, align 8
  %.1056.us.7 = add nuw nsw i64 %loop.index.262.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.1056.us.7
  br i1 %exitcond.not.7, label %for.end.2, label %for.body.2.us, !llvm.loop !53

for.end.2.loopexit100:                            ; preds = %for.body.2.preheader
  %.1018 = load double, double* %arg.x.4, align 8
  %.1027 = load double, double* %.6.i73, align 8
  %.6.i1 = fmul double %.1018, %.1027
  store double %.6.i1, double* %.6.i2774, align 8
  br label %for.end.2

for.end.2:                                        ; preds = %for.body.2.us, %for.body.2.us.prol.loopexit, %middle.block169, %for.end.2.loopexit100, %.610.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #5
  %281 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %282 = icmp ult i64 %281, 7
  br i1 %282, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %283 = add nsw i64 %unroll_iter.i, -8
  %284 = lshr exact i64 %283, 3
  %285 = add nuw nsw i64 %284, 1
  %xtraiter = and i64 %285, 7
  %286 = icmp ult i64 %283, 56
  br i1 %286, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %285, %const
  %scevgep255 = getelementptr double, double* %.6.i2774, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %287 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep231 = getelementptr double, double* %.6.i2774, i64 %287
  %288 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %289 = bitcast double* %scevgep231 to i8*
  %uglygep252 = getelementptr i8, i8* %289, i64 %lsr.iv
  %uglygep252253 = bitcast i8* %uglygep252 to double*
  %scevgep254 = getelementptr double, double* %uglygep252253, i64 -7
  %.236.i.epil = load double, double* %scevgep254, align 8, !noalias !54
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep249 = getelementptr i8, i8* %289, i64 %lsr.iv
  %uglygep249250 = bitcast i8* %uglygep249 to double*
  %scevgep251 = getelementptr double, double* %uglygep249250, i64 -6
  %.236.1.i.epil = load double, double* %scevgep251, align 8, !noalias !54
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep246 = getelementptr i8, i8* %289, i64 %lsr.iv
  %uglygep246247 = bitcast i8* %uglygep246 to double*
  %scevgep248 = getelementptr double, double* %uglygep246247, i64 -5
  %.236.2.i.epil = load double, double* %scevgep248, align 8, !noalias !54
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep243 = getelementptr i8, i8* %289, i64 %lsr.iv
  %uglygep243244 = bitcast i8* %uglygep243 to double*
  %scevgep245 = getelementptr double, double* %uglygep243244, i64 -4
  %.236.3.i.epil = load double, double* %scevgep245, align 8, !noalias !54
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep240 = getelementptr i8, i8* %289, i64 %lsr.iv
  %uglygep240241 = bitcast i8* %uglygep240 to double*
  %scevgep242 = getelementptr double, double* %uglygep240241, i64 -3
  %.236.4.i.epil = load double, double* %scevgep242, align 8, !noalias !54
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep237 = getelementptr i8, i8* %289, i64 %lsr.iv
  %uglygep237238 = bitcast i8* %uglygep237 to double*
  %scevgep239 = getelementptr double, double* %uglygep237238, i64 -2
  %.236.5.i.epil = load double, double* %scevgep239, align 8, !noalias !54
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep234 = getelementptr i8, i8* %289, i64 %lsr.iv
  %uglygep234235 = bitcast i8* %uglygep234 to double*
  %scevgep236 = getelementptr double, double* %uglygep234235, i64 -1
  %.236.6.i.epil = load double, double* %scevgep236, align 8, !noalias !54
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %289, i64 %lsr.iv
  %uglygep233 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep233, align 8, !noalias !54
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %288, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !29, !llvm.loop !57

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i2774, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep230 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep230, align 8, !noalias !54
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !29, !llvm.loop !58

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv383 = phi i64 [ %lsr.iv.next384, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep381 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -63
  %.236.i = load double, double* %scevgep382, align 8, !noalias !54
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep379 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -62
  %.236.1.i = load double, double* %scevgep380, align 8, !noalias !54
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep377 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -61
  %.236.2.i = load double, double* %scevgep378, align 8, !noalias !54
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep375 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -60
  %.236.3.i = load double, double* %scevgep376, align 8, !noalias !54
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep373 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -59
  %.236.4.i = load double, double* %scevgep374, align 8, !noalias !54
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep371 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -58
  %.236.5.i = load double, double* %scevgep372, align 8, !noalias !54
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep369 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -57
  %.236.6.i = load double, double* %scevgep370, align 8, !noalias !54
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep367 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -56
  %.236.7.i = load double, double* %scevgep368, align 8, !noalias !54
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep336 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -55
  %.236.i.1 = load double, double* %scevgep337, align 8, !noalias !54
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep338 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -54
  %.236.1.i.1 = load double, double* %scevgep339, align 8, !noalias !54
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep340 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -53
  %.236.2.i.1 = load double, double* %scevgep341, align 8, !noalias !54
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep342 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -52
  %.236.3.i.1 = load double, double* %scevgep343, align 8, !noalias !54
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep344 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -51
  %.236.4.i.1 = load double, double* %scevgep345, align 8, !noalias !54
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep346 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -50
  %.236.5.i.1 = load double, double* %scevgep347, align 8, !noalias !54
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep348 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -49
  %.236.6.i.1 = load double, double* %scevgep349, align 8, !noalias !54
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep350 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -48
  %.236.7.i.1 = load double, double* %scevgep351, align 8, !noalias !54
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep320 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -47
  %.236.i.2 = load double, double* %scevgep321, align 8, !noalias !54
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep322 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -46
  %.236.1.i.2 = load double, double* %scevgep323, align 8, !noalias !54
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep324 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -45
  %.236.2.i.2 = load double, double* %scevgep325, align 8, !noalias !54
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep326 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -44
  %.236.3.i.2 = load double, double* %scevgep327, align 8, !noalias !54
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep328 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -43
  %.236.4.i.2 = load double, double* %scevgep329, align 8, !noalias !54
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep330 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -42
  %.236.5.i.2 = load double, double* %scevgep331, align 8, !noalias !54
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep332 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -41
  %.236.6.i.2 = load double, double* %scevgep333, align 8, !noalias !54
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep334 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -40
  %.236.7.i.2 = load double, double* %scevgep335, align 8, !noalias !54
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep304 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -39
  %.236.i.3 = load double, double* %scevgep305, align 8, !noalias !54
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep306 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -38
  %.236.1.i.3 = load double, double* %scevgep307, align 8, !noalias !54
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep308 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -37
  %.236.2.i.3 = load double, double* %scevgep309, align 8, !noalias !54
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep310 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -36
  %.236.3.i.3 = load double, double* %scevgep311, align 8, !noalias !54
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep312 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -35
  %.236.4.i.3 = load double, double* %scevgep313, align 8, !noalias !54
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep314 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -34
  %.236.5.i.3 = load double, double* %scevgep315, align 8, !noalias !54
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep316 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -33
  %.236.6.i.3 = load double, double* %scevgep317, align 8, !noalias !54
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep318 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -32
  %.236.7.i.3 = load double, double* %scevgep319, align 8, !noalias !54
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep288 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -31
  %.236.i.4 = load double, double* %scevgep289, align 8, !noalias !54
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep290 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -30
  %.236.1.i.4 = load double, double* %scevgep291, align 8, !noalias !54
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep292 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -29
  %.236.2.i.4 = load double, double* %scevgep293, align 8, !noalias !54
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep294 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -28
  %.236.3.i.4 = load double, double* %scevgep295, align 8, !noalias !54
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep296 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -27
  %.236.4.i.4 = load double, double* %scevgep297, align 8, !noalias !54
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep298 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -26
  %.236.5.i.4 = load double, double* %scevgep299, align 8, !noalias !54
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep300 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -25
  %.236.6.i.4 = load double, double* %scevgep301, align 8, !noalias !54
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep302 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -24
  %.236.7.i.4 = load double, double* %scevgep303, align 8, !noalias !54
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep272 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -23
  %.236.i.5 = load double, double* %scevgep273, align 8, !noalias !54
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep274 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -22
  %.236.1.i.5 = load double, double* %scevgep275, align 8, !noalias !54
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep276 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -21
  %.236.2.i.5 = load double, double* %scevgep277, align 8, !noalias !54
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep278 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -20
  %.236.3.i.5 = load double, double* %scevgep279, align 8, !noalias !54
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep280 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -19
  %.236.4.i.5 = load double, double* %scevgep281, align 8, !noalias !54
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep282 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -18
  %.236.5.i.5 = load double, double* %scevgep283, align 8, !noalias !54
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep284 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -17
  %.236.6.i.5 = load double, double* %scevgep285, align 8, !noalias !54
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep286 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -16
  %.236.7.i.5 = load double, double* %scevgep287, align 8, !noalias !54
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep256 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -15
  %.236.i.6 = load double, double* %scevgep257, align 8, !noalias !54
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep258 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -14
  %.236.1.i.6 = load double, double* %scevgep259, align 8, !noalias !54
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep260 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -13
  %.236.2.i.6 = load double, double* %scevgep261, align 8, !noalias !54
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep262 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -12
  %.236.3.i.6 = load double, double* %scevgep263, align 8, !noalias !54
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep264 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -11
  %.236.4.i.6 = load double, double* %scevgep265, align 8, !noalias !54
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep266 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -10
  %.236.5.i.6 = load double, double* %scevgep267, align 8, !noalias !54
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep268 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -9
  %.236.6.i.6 = load double, double* %scevgep269, align 8, !noalias !54
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep270 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -8
  %.236.7.i.6 = load double, double* %scevgep271, align 8, !noalias !54
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep352 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -7
  %.236.i.7 = load double, double* %scevgep353, align 8, !noalias !54
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep354 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -6
  %.236.1.i.7 = load double, double* %scevgep355, align 8, !noalias !54
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep356 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep357 = getelementptr double, double* %scevgep356, i64 -5
  %.236.2.i.7 = load double, double* %scevgep357, align 8, !noalias !54
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep358 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -4
  %.236.3.i.7 = load double, double* %scevgep359, align 8, !noalias !54
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep360 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -3
  %.236.4.i.7 = load double, double* %scevgep361, align 8, !noalias !54
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep362 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -2
  %.236.5.i.7 = load double, double* %scevgep363, align 8, !noalias !54
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep364 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -1
  %.236.6.i.7 = load double, double* %scevgep365, align 8, !noalias !54
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep366 = getelementptr double, double* %scevgep255, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep366, align 8, !noalias !54
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next384 = add i64 %lsr.iv383, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next384, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i28)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

declare noalias i8* @NRT_Allocate(i64) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

define i8* @_ZN7cpython7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.shift_assign, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
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

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12shift_assignB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !20

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fded9ce76d0>", i64 0, i64 0))
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !15}
!20 = !{!"branch_weights", i32 99, i32 1}
!21 = distinct !{!21, !17}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = !{!"branch_weights", i32 1, i32 11}
!28 = distinct !{!28, !15}
!29 = !{!"branch_weights", i32 1, i32 7}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !17}
!32 = !{!"branch_weights", i32 1, i32 3}
!33 = distinct !{!33, !15}
!34 = distinct !{!34, !17}
!35 = !{!36, !38, !39, !41}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = !{!48}
!48 = distinct !{!48, !44}
!49 = !{!43, !46}
!50 = distinct !{!50, !15}
!51 = distinct !{!51, !17}
!52 = distinct !{!52, !17}
!53 = distinct !{!53, !15}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!56 = distinct !{!56, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!57 = distinct !{!57, !17}
!58 = distinct !{!58, !17}
