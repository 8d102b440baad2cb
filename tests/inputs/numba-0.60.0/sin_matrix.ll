; ModuleID = 'sin_matrix'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140138131750592 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140138131750592.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140138131750592 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140138131750592, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140138131750592.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sin_matrix = internal constant [11 x i8] c"sin_matrix\00"
@_ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.140138494868480 = internal constant [32 x i8] c"\80\04\95\15\00\00\00\00\00\00\00\8C\05numpy\94\8C\07ndarray\94\93\94."
@.const.pickledata.140138494868480.sha1 = internal constant [20 x i8] c"\DF\BC\FD\D3\9F\CB&\F4\D0\C6\80\95D\87\B8\C0\B5;\B8\A3"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f7473769f90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f7473769f90>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f7473afa2d0B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140138130876352 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140138130876352.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140138130876352 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140138130876352, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140138130876352.sha1, i32 0, i32 0), i8* null, i32 0 }

define i32 @_ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.X.0, i8* nocapture readnone %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, double* nocapture readonly %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr {
B128.i:
  tail call void @NRT_incref(i8* %arg.X.0)
  %.93 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.0, i64 %arg.X.5.1)
  %.94 = extractvalue { i64, i1 } %.93, 0
  %.95 = extractvalue { i64, i1 } %.93, 1
  %.97 = shl i64 %arg.X.5.1, 3
  %.98 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.94, i64 8)
  %.100 = extractvalue { i64, i1 } %.98, 1
  %.101 = or i1 %.95, %.100
  br i1 %.101, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.if, %for.end, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140138131750592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.99 = extractvalue { i64, i1 } %.98, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.99, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140138130876352, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i16 = load double*, double** %0, align 8
  %.1799 = icmp sgt i64 %arg.X.5.0, 0
  br i1 %.1799, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif
  %.1824 = icmp sgt i64 %arg.X.5.1, 0
  br i1 %.1824, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %1 = add i64 %arg.X.5.1, -8
  %2 = lshr i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %n.vec125 = and i64 %arg.X.5.1, -8
  %xtraiter = and i64 %3, 7
  %unroll_iter = and i64 %3, 4611686018427387896
  %ind.escape131 = add i64 %n.vec125, -1
  %xtraiter137 = and i64 %arg.X.5.1, 7
  %n.vec = and i64 %arg.X.5.1, -8
  %ind.escape = add i64 %n.vec, -1
  %scevgep150 = getelementptr double, double* %arg.X.4, i64 56
  %4 = shl i64 %arg.X.5.1, 3
  %scevgep176 = getelementptr double, double* %.6.i16, i64 56
  %5 = shl nuw nsw i64 %xtraiter, 6
  %6 = sub i64 0, %arg.X.5.1
  %scevgep258 = getelementptr double, double* %arg.X.4, i64 56
  %7 = shl nuw nsw i64 %xtraiter, 6
  %8 = sub i64 0, %xtraiter137
  %scevgep331 = getelementptr double, double* %arg.X.4, i64 7
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.cond.1.preheader.us.preheader, %for.end.1.loopexit.us
  %lsr.iv213 = phi double* [ %arg.X.4, %for.cond.1.preheader.us.preheader ], [ %21, %for.end.1.loopexit.us ]
  %lsr.iv204 = phi double* [ %.6.i16, %for.cond.1.preheader.us.preheader ], [ %20, %for.end.1.loopexit.us ]
  %lsr.iv177 = phi double* [ %scevgep176, %for.cond.1.preheader.us.preheader ], [ %19, %for.end.1.loopexit.us ]
  %lsr.iv = phi double* [ %scevgep150, %for.cond.1.preheader.us.preheader ], [ %18, %for.end.1.loopexit.us ]
  %loop.index12.us = phi i64 [ %.234.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.175.011.us = phi i64 [ %.175.2.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %.172.010.us = phi i64 [ %spec.select.lcssa.us, %for.end.1.loopexit.us ], [ 0, %for.cond.1.preheader.us.preheader ]
  %9 = icmp eq i64 %arg.X.5.0, 1
  %10 = mul i64 %loop.index12.us, %arg.X.5.1
  %scevgep108 = getelementptr double, double* %.6.i16, i64 %10
  %11 = add i64 %10, %arg.X.5.1
  %scevgep110 = getelementptr double, double* %.6.i16, i64 %11
  %scevgep112 = getelementptr double, double* %arg.X.4, i64 %10
  %scevgep114 = getelementptr double, double* %arg.X.4, i64 %11
  %12 = mul i64 %loop.index12.us, %arg.X.5.1
  %scevgep = getelementptr double, double* %.6.i16, i64 %12
  %13 = add i64 %12, %arg.X.5.1
  %scevgep102 = getelementptr double, double* %.6.i16, i64 %13
  %.226.us = mul i64 %loop.index12.us, %arg.X.5.1
  br i1 %9, label %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us, label %for.body.1.preheader.split.us.us

for.end.1.loopexit.us:                            ; preds = %for.body.1.us40.us.prol.loopexit, %middle.block, %for.body.1.us.us.us, %for.body.1.us40.us, %for.body.1.us.us.us.prol.loopexit, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us, %middle.block119
  %spec.select.lcssa.us = phi i64 [ %loop.index12.us, %middle.block119 ], [ %.172.010.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %loop.index12.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index12.us, %for.body.1.us.us.us.prol.loopexit ], [ %.172.010.us, %for.body.1.us40.us ], [ %loop.index12.us, %for.body.1.us.us.us ], [ %.172.010.us, %middle.block ], [ %.172.010.us, %for.body.1.us40.us.prol.loopexit ]
  %.175.2.lcssa.us = phi i64 [ %ind.escape131, %middle.block119 ], [ %.175.011.us, %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us ], [ %.175.011.us, %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us ], [ %loop.index.17.us.us.us.lcssa.unr, %for.body.1.us.us.us.prol.loopexit ], [ %lsr.iv.next330, %for.body.1.us40.us ], [ %lsr.iv.next225, %for.body.1.us.us.us ], [ %ind.escape, %middle.block ], [ %loop.index.17.us41.us.lcssa.unr, %for.body.1.us40.us.prol.loopexit ]
  %14 = bitcast double* %lsr.iv177 to i1*
  %15 = bitcast double* %lsr.iv to i1*
  %16 = bitcast double* %lsr.iv213 to i1*
  %17 = bitcast double* %lsr.iv204 to i1*
  %.234.us = add nuw nsw i64 %loop.index12.us, 1
  %scevgep152 = getelementptr i1, i1* %15, i64 %4
  %18 = bitcast i1* %scevgep152 to double*
  %scevgep179 = getelementptr i1, i1* %14, i64 %4
  %19 = bitcast i1* %scevgep179 to double*
  %scevgep206 = getelementptr i1, i1* %17, i64 %4
  %20 = bitcast i1* %scevgep206 to double*
  %scevgep215 = getelementptr i1, i1* %16, i64 %4
  %21 = bitcast i1* %scevgep215 to double*
  %exitcond92.not = icmp eq i64 %.234.us, %arg.X.5.0
  br i1 %exitcond92.not, label %for.end, label %for.cond.1.preheader.us

for.body.1.preheader.split.us.us:                 ; preds = %for.cond.1.preheader.us
  %22 = icmp ugt i64 %arg.X.5.1, 1
  %.195.us.us = mul i64 %loop.index12.us, %arg.X.5.1
  br i1 %22, label %for.body.1.us.us.us.preheader, label %for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us

for.body.1.us.us.us.preheader:                    ; preds = %for.body.1.preheader.split.us.us
  %23 = icmp ult i64 %arg.X.5.1, 8
  br i1 %23, label %for.body.1.us.us.us.preheader134, label %vector.memcheck107

vector.memcheck107:                               ; preds = %for.body.1.us.us.us.preheader
  %bound0116 = icmp ult double* %scevgep108, %scevgep114
  %bound1117 = icmp ult double* %scevgep112, %scevgep110
  %found.conflict118 = and i1 %bound0116, %bound1117
  br i1 %found.conflict118, label %for.body.1.us.us.us.preheader134, label %vector.ph123

vector.ph123:                                     ; preds = %vector.memcheck107
  %24 = icmp ult i64 %1, 56
  br i1 %24, label %middle.block119.unr-lcssa, label %vector.body121.preheader

vector.body121.preheader:                         ; preds = %vector.ph123
  br label %vector.body121

vector.body121:                                   ; preds = %vector.body121.preheader, %vector.body121
  %lsr.iv203 = phi i64 [ %unroll_iter, %vector.body121.preheader ], [ %lsr.iv.next, %vector.body121 ]
  %index128 = phi i64 [ %index.next130.7, %vector.body121 ], [ 0, %vector.body121.preheader ]
  %scevgep173 = getelementptr double, double* %lsr.iv, i64 %index128
  %scevgep173174 = bitcast double* %scevgep173 to <8 x double>*
  %scevgep175 = getelementptr <8 x double>, <8 x double>* %scevgep173174, i64 -7
  %wide.load129 = load <8 x double>, <8 x double>* %scevgep175, align 8, !alias.scope !9
  %25 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load129)
  %26 = fmul <8 x double> %wide.load129, %25
  %scevgep200 = getelementptr double, double* %lsr.iv177, i64 %index128
  %scevgep200201 = bitcast double* %scevgep200 to <8 x double>*
  %scevgep202 = getelementptr <8 x double>, <8 x double>* %scevgep200201, i64 -7
  store <8 x double> %26, <8 x double>* %scevgep202, align 8, !alias.scope !12, !noalias !9
  %scevgep168 = getelementptr double, double* %lsr.iv, i64 %index128
  %scevgep168169 = bitcast double* %scevgep168 to <8 x double>*
  %scevgep170 = getelementptr <8 x double>, <8 x double>* %scevgep168169, i64 -6
  %wide.load129.1 = load <8 x double>, <8 x double>* %scevgep170, align 8, !alias.scope !9
  %27 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load129.1)
  %28 = fmul <8 x double> %wide.load129.1, %27
  %scevgep195 = getelementptr double, double* %lsr.iv177, i64 %index128
  %scevgep195196 = bitcast double* %scevgep195 to <8 x double>*
  %scevgep197 = getelementptr <8 x double>, <8 x double>* %scevgep195196, i64 -6
  store <8 x double> %28, <8 x double>* %scevgep197, align 8, !alias.scope !12, !noalias !9
  %scevgep165 = getelementptr double, double* %lsr.iv, i64 %index128
  %scevgep165166 = bitcast double* %scevgep165 to <8 x double>*
  %scevgep167 = getelementptr <8 x double>, <8 x double>* %scevgep165166, i64 -5
  %wide.load129.2 = load <8 x double>, <8 x double>* %scevgep167, align 8, !alias.scope !9
  %29 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load129.2)
  %30 = fmul <8 x double> %wide.load129.2, %29
  %scevgep192 = getelementptr double, double* %lsr.iv177, i64 %index128
  %scevgep192193 = bitcast double* %scevgep192 to <8 x double>*
  %scevgep194 = getelementptr <8 x double>, <8 x double>* %scevgep192193, i64 -5
  store <8 x double> %30, <8 x double>* %scevgep194, align 8, !alias.scope !12, !noalias !9
  %scevgep162 = getelementptr double, double* %lsr.iv, i64 %index128
  %scevgep162163 = bitcast double* %scevgep162 to <8 x double>*
  %scevgep164 = getelementptr <8 x double>, <8 x double>* %scevgep162163, i64 -4
  %wide.load129.3 = load <8 x double>, <8 x double>* %scevgep164, align 8, !alias.scope !9
  %31 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load129.3)
  %32 = fmul <8 x double> %wide.load129.3, %31
  %scevgep189 = getelementptr double, double* %lsr.iv177, i64 %index128
  %scevgep189190 = bitcast double* %scevgep189 to <8 x double>*
  %scevgep191 = getelementptr <8 x double>, <8 x double>* %scevgep189190, i64 -4
  store <8 x double> %32, <8 x double>* %scevgep191, align 8, !alias.scope !12, !noalias !9
  %scevgep159 = getelementptr double, double* %lsr.iv, i64 %index128
  %scevgep159160 = bitcast double* %scevgep159 to <8 x double>*
  %scevgep161 = getelementptr <8 x double>, <8 x double>* %scevgep159160, i64 -3
  %wide.load129.4 = load <8 x double>, <8 x double>* %scevgep161, align 8, !alias.scope !9
  %33 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load129.4)
  %34 = fmul <8 x double> %wide.load129.4, %33
  %scevgep186 = getelementptr double, double* %lsr.iv177, i64 %index128
  %scevgep186187 = bitcast double* %scevgep186 to <8 x double>*
  %scevgep188 = getelementptr <8 x double>, <8 x double>* %scevgep186187, i64 -3
  store <8 x double> %34, <8 x double>* %scevgep188, align 8, !alias.scope !12, !noalias !9
  %scevgep156 = getelementptr double, double* %lsr.iv, i64 %index128
  %scevgep156157 = bitcast double* %scevgep156 to <8 x double>*
  %scevgep158 = getelementptr <8 x double>, <8 x double>* %scevgep156157, i64 -2
  %wide.load129.5 = load <8 x double>, <8 x double>* %scevgep158, align 8, !alias.scope !9
  %35 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load129.5)
  %36 = fmul <8 x double> %wide.load129.5, %35
  %scevgep183 = getelementptr double, double* %lsr.iv177, i64 %index128
  %scevgep183184 = bitcast double* %scevgep183 to <8 x double>*
  %scevgep185 = getelementptr <8 x double>, <8 x double>* %scevgep183184, i64 -2
  store <8 x double> %36, <8 x double>* %scevgep185, align 8, !alias.scope !12, !noalias !9
  %scevgep153 = getelementptr double, double* %lsr.iv, i64 %index128
  %scevgep153154 = bitcast double* %scevgep153 to <8 x double>*
  %scevgep155 = getelementptr <8 x double>, <8 x double>* %scevgep153154, i64 -1
  %wide.load129.6 = load <8 x double>, <8 x double>* %scevgep155, align 8, !alias.scope !9
  %37 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load129.6)
  %38 = fmul <8 x double> %wide.load129.6, %37
  %scevgep180 = getelementptr double, double* %lsr.iv177, i64 %index128
  %scevgep180181 = bitcast double* %scevgep180 to <8 x double>*
  %scevgep182 = getelementptr <8 x double>, <8 x double>* %scevgep180181, i64 -1
  store <8 x double> %38, <8 x double>* %scevgep182, align 8, !alias.scope !12, !noalias !9
  %scevgep171 = getelementptr double, double* %lsr.iv, i64 %index128
  %scevgep171172 = bitcast double* %scevgep171 to <8 x double>*
  %wide.load129.7 = load <8 x double>, <8 x double>* %scevgep171172, align 8, !alias.scope !9
  %39 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load129.7)
  %40 = fmul <8 x double> %wide.load129.7, %39
  %scevgep198 = getelementptr double, double* %lsr.iv177, i64 %index128
  %scevgep198199 = bitcast double* %scevgep198 to <8 x double>*
  store <8 x double> %40, <8 x double>* %scevgep198199, align 8, !alias.scope !12, !noalias !9
  %index.next130.7 = add i64 %index128, 64
  %lsr.iv.next = add i64 %lsr.iv203, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.7, label %middle.block119.unr-lcssa, label %vector.body121, !llvm.loop !14

middle.block119.unr-lcssa:                        ; preds = %vector.body121, %vector.ph123
  %index128.unr = phi i64 [ 0, %vector.ph123 ], [ %index.next130.7, %vector.body121 ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %middle.block119, label %vector.body121.epil.preheader

vector.body121.epil.preheader:                    ; preds = %middle.block119.unr-lcssa
  %scevgep207 = getelementptr double, double* %lsr.iv204, i64 %index128.unr
  %scevgep216 = getelementptr double, double* %lsr.iv213, i64 %index128.unr
  br label %vector.body121.epil

vector.body121.epil:                              ; preds = %vector.body121.epil.preheader, %vector.body121.epil
  %lsr.iv208 = phi i64 [ 0, %vector.body121.epil.preheader ], [ %lsr.iv.next209, %vector.body121.epil ]
  %42 = bitcast double* %scevgep216 to i8*
  %43 = bitcast double* %scevgep207 to i8*
  %uglygep218 = getelementptr i8, i8* %42, i64 %lsr.iv208
  %uglygep218219 = bitcast i8* %uglygep218 to <8 x double>*
  %wide.load129.epil = load <8 x double>, <8 x double>* %uglygep218219, align 8, !alias.scope !9
  %44 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load129.epil)
  %45 = fmul <8 x double> %wide.load129.epil, %44
  %uglygep211 = getelementptr i8, i8* %43, i64 %lsr.iv208
  %uglygep211212 = bitcast i8* %uglygep211 to <8 x double>*
  store <8 x double> %45, <8 x double>* %uglygep211212, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next209 = add nuw nsw i64 %lsr.iv208, 64
  %epil.iter.cmp.not = icmp eq i64 %5, %lsr.iv.next209
  br i1 %epil.iter.cmp.not, label %middle.block119, label %vector.body121.epil, !llvm.loop !16

middle.block119:                                  ; preds = %vector.body121.epil, %middle.block119.unr-lcssa
  %46 = icmp eq i64 %n.vec125, %arg.X.5.1
  br i1 %46, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader134

for.body.1.us.us.us.preheader134:                 ; preds = %vector.memcheck107, %for.body.1.us.us.us.preheader, %middle.block119
  %loop.index.17.us.us.us.ph = phi i64 [ 0, %vector.memcheck107 ], [ 0, %for.body.1.us.us.us.preheader ], [ %n.vec125, %middle.block119 ]
  %47 = icmp eq i64 %xtraiter137, 0
  %48 = xor i64 %loop.index.17.us.us.us.ph, -1
  %49 = add i64 %48, %arg.X.5.1
  br i1 %47, label %for.body.1.us.us.us.prol.loopexit, label %for.body.1.us.us.us.prol.preheader

for.body.1.us.us.us.prol.preheader:               ; preds = %for.body.1.us.us.us.preheader134
  br label %for.body.1.us.us.us.prol

for.body.1.us.us.us.prol:                         ; preds = %for.body.1.us.us.us.prol.preheader, %for.body.1.us.us.us.prol
  %lsr.iv222 = phi i64 [ %xtraiter137, %for.body.1.us.us.us.prol.preheader ], [ %lsr.iv.next223, %for.body.1.us.us.us.prol ]
  %loop.index.17.us.us.us.prol = phi i64 [ %.232.us.us.us.prol, %for.body.1.us.us.us.prol ], [ %loop.index.17.us.us.us.ph, %for.body.1.us.us.us.prol.preheader ]
  %scevgep221 = getelementptr double, double* %lsr.iv213, i64 %loop.index.17.us.us.us.prol
  %.200.us.us.us.prol = load double, double* %scevgep221, align 8
  %.12.i.us.us.us.prol = tail call double @llvm.sin.f64(double %.200.us.us.us.prol) #5
  %.17.i.us.us.us.prol = fmul double %.200.us.us.us.prol, %.12.i.us.us.us.prol
  %scevgep220 = getelementptr double, double* %lsr.iv204, i64 %loop.index.17.us.us.us.prol
  store double %.17.i.us.us.us.prol, double* %scevgep220, align 8
  %.232.us.us.us.prol = add nuw i64 %loop.index.17.us.us.us.prol, 1
  %lsr.iv.next223 = add nsw i64 %lsr.iv222, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next223, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.us.us.prol.loopexit.loopexit, label %for.body.1.us.us.us.prol, !llvm.loop !18

for.body.1.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.1.us.us.us.prol
  %50 = add i64 %.232.us.us.us.prol, -1
  br label %for.body.1.us.us.us.prol.loopexit

for.body.1.us.us.us.prol.loopexit:                ; preds = %for.body.1.us.us.us.prol.loopexit.loopexit, %for.body.1.us.us.us.preheader134
  %loop.index.17.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.1.us.us.us.preheader134 ], [ %50, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %loop.index.17.us.us.us.unr = phi i64 [ %loop.index.17.us.us.us.ph, %for.body.1.us.us.us.preheader134 ], [ %.232.us.us.us.prol, %for.body.1.us.us.us.prol.loopexit.loopexit ]
  %51 = icmp ult i64 %49, 7
  br i1 %51, label %for.end.1.loopexit.us, label %for.body.1.us.us.us.preheader148

for.body.1.us.us.us.preheader148:                 ; preds = %for.body.1.us.us.us.prol.loopexit
  %52 = add i64 %loop.index.17.us.us.us.unr, -1
  br label %for.body.1.us.us.us

for.body.1.preheader.for.body.1.preheader.split_crit_edge.us: ; preds = %for.cond.1.preheader.us
  %53 = icmp ugt i64 %arg.X.5.1, 1
  %.195.us44.us = mul i64 %.172.010.us, %arg.X.5.1
  br i1 %53, label %for.body.1.us40.us.preheader, label %for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us

for.body.1.us40.us.preheader:                     ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %54 = icmp ult i64 %arg.X.5.1, 8
  br i1 %54, label %for.body.1.us40.us.preheader132, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us40.us.preheader
  %55 = bitcast double* %scevgep to i8*
  %56 = bitcast double* %arg.X.4 to i8*
  %scevgep104 = getelementptr double, double* %arg.X.4, i64 %.195.us44.us
  %57 = shl i64 %.172.010.us, 3
  %58 = add i64 %57, 8
  %59 = mul i64 %58, %arg.X.5.1
  %uglygep = getelementptr i8, i8* %56, i64 %59
  %bound0 = icmp ugt i8* %uglygep, %55
  %bound1 = icmp ult double* %scevgep104, %scevgep102
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.1.us40.us.preheader132, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %60 = icmp ult i64 %1, 56
  br i1 %60, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep259 = getelementptr double, double* %scevgep258, i64 %.195.us44.us
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv306 = phi i64 [ %unroll_iter, %vector.body.preheader ], [ %lsr.iv.next307, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep280 = getelementptr double, double* %scevgep259, i64 %index
  %scevgep280281 = bitcast double* %scevgep280 to <8 x double>*
  %scevgep282 = getelementptr <8 x double>, <8 x double>* %scevgep280281, i64 -7
  %wide.load = load <8 x double>, <8 x double>* %scevgep282, align 8, !alias.scope !19
  %61 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %62 = fmul <8 x double> %wide.load, %61
  %scevgep303 = getelementptr double, double* %lsr.iv177, i64 %index
  %scevgep303304 = bitcast double* %scevgep303 to <8 x double>*
  %scevgep305 = getelementptr <8 x double>, <8 x double>* %scevgep303304, i64 -7
  store <8 x double> %62, <8 x double>* %scevgep305, align 8, !alias.scope !22, !noalias !19
  %scevgep275 = getelementptr double, double* %scevgep259, i64 %index
  %scevgep275276 = bitcast double* %scevgep275 to <8 x double>*
  %scevgep277 = getelementptr <8 x double>, <8 x double>* %scevgep275276, i64 -6
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep277, align 8, !alias.scope !19
  %63 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %64 = fmul <8 x double> %wide.load.1, %63
  %scevgep298 = getelementptr double, double* %lsr.iv177, i64 %index
  %scevgep298299 = bitcast double* %scevgep298 to <8 x double>*
  %scevgep300 = getelementptr <8 x double>, <8 x double>* %scevgep298299, i64 -6
  store <8 x double> %64, <8 x double>* %scevgep300, align 8, !alias.scope !22, !noalias !19
  %scevgep272 = getelementptr double, double* %scevgep259, i64 %index
  %scevgep272273 = bitcast double* %scevgep272 to <8 x double>*
  %scevgep274 = getelementptr <8 x double>, <8 x double>* %scevgep272273, i64 -5
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep274, align 8, !alias.scope !19
  %65 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %66 = fmul <8 x double> %wide.load.2, %65
  %scevgep295 = getelementptr double, double* %lsr.iv177, i64 %index
  %scevgep295296 = bitcast double* %scevgep295 to <8 x double>*
  %scevgep297 = getelementptr <8 x double>, <8 x double>* %scevgep295296, i64 -5
  store <8 x double> %66, <8 x double>* %scevgep297, align 8, !alias.scope !22, !noalias !19
  %scevgep269 = getelementptr double, double* %scevgep259, i64 %index
  %scevgep269270 = bitcast double* %scevgep269 to <8 x double>*
  %scevgep271 = getelementptr <8 x double>, <8 x double>* %scevgep269270, i64 -4
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep271, align 8, !alias.scope !19
  %67 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %68 = fmul <8 x double> %wide.load.3, %67
  %scevgep292 = getelementptr double, double* %lsr.iv177, i64 %index
  %scevgep292293 = bitcast double* %scevgep292 to <8 x double>*
  %scevgep294 = getelementptr <8 x double>, <8 x double>* %scevgep292293, i64 -4
  store <8 x double> %68, <8 x double>* %scevgep294, align 8, !alias.scope !22, !noalias !19
  %scevgep266 = getelementptr double, double* %scevgep259, i64 %index
  %scevgep266267 = bitcast double* %scevgep266 to <8 x double>*
  %scevgep268 = getelementptr <8 x double>, <8 x double>* %scevgep266267, i64 -3
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep268, align 8, !alias.scope !19
  %69 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %70 = fmul <8 x double> %wide.load.4, %69
  %scevgep289 = getelementptr double, double* %lsr.iv177, i64 %index
  %scevgep289290 = bitcast double* %scevgep289 to <8 x double>*
  %scevgep291 = getelementptr <8 x double>, <8 x double>* %scevgep289290, i64 -3
  store <8 x double> %70, <8 x double>* %scevgep291, align 8, !alias.scope !22, !noalias !19
  %scevgep263 = getelementptr double, double* %scevgep259, i64 %index
  %scevgep263264 = bitcast double* %scevgep263 to <8 x double>*
  %scevgep265 = getelementptr <8 x double>, <8 x double>* %scevgep263264, i64 -2
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep265, align 8, !alias.scope !19
  %71 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %72 = fmul <8 x double> %wide.load.5, %71
  %scevgep286 = getelementptr double, double* %lsr.iv177, i64 %index
  %scevgep286287 = bitcast double* %scevgep286 to <8 x double>*
  %scevgep288 = getelementptr <8 x double>, <8 x double>* %scevgep286287, i64 -2
  store <8 x double> %72, <8 x double>* %scevgep288, align 8, !alias.scope !22, !noalias !19
  %scevgep260 = getelementptr double, double* %scevgep259, i64 %index
  %scevgep260261 = bitcast double* %scevgep260 to <8 x double>*
  %scevgep262 = getelementptr <8 x double>, <8 x double>* %scevgep260261, i64 -1
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep262, align 8, !alias.scope !19
  %73 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %74 = fmul <8 x double> %wide.load.6, %73
  %scevgep283 = getelementptr double, double* %lsr.iv177, i64 %index
  %scevgep283284 = bitcast double* %scevgep283 to <8 x double>*
  %scevgep285 = getelementptr <8 x double>, <8 x double>* %scevgep283284, i64 -1
  store <8 x double> %74, <8 x double>* %scevgep285, align 8, !alias.scope !22, !noalias !19
  %scevgep278 = getelementptr double, double* %scevgep259, i64 %index
  %scevgep278279 = bitcast double* %scevgep278 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep278279, align 8, !alias.scope !19
  %75 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %76 = fmul <8 x double> %wide.load.7, %75
  %scevgep301 = getelementptr double, double* %lsr.iv177, i64 %index
  %scevgep301302 = bitcast double* %scevgep301 to <8 x double>*
  store <8 x double> %76, <8 x double>* %scevgep301302, align 8, !alias.scope !22, !noalias !19
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next307 = add i64 %lsr.iv306, -8
  %niter143.ncmp.7 = icmp eq i64 %lsr.iv.next307, 0
  br i1 %niter143.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !24

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %77 = and i64 %3, 7
  %78 = icmp eq i64 %77, 0
  br i1 %78, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep308 = getelementptr double, double* %lsr.iv204, i64 %index.unr
  %79 = add i64 %index.unr, %.195.us44.us
  %scevgep314 = getelementptr double, double* %arg.X.4, i64 %79
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv309 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next310, %vector.body.epil ]
  %80 = bitcast double* %scevgep314 to i8*
  %81 = bitcast double* %scevgep308 to i8*
  %uglygep316 = getelementptr i8, i8* %80, i64 %lsr.iv309
  %uglygep316317 = bitcast i8* %uglygep316 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %uglygep316317, align 8, !alias.scope !19
  %82 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %83 = fmul <8 x double> %wide.load.epil, %82
  %uglygep312 = getelementptr i8, i8* %81, i64 %lsr.iv309
  %uglygep312313 = bitcast i8* %uglygep312 to <8 x double>*
  store <8 x double> %83, <8 x double>* %uglygep312313, align 8, !alias.scope !22, !noalias !19
  %lsr.iv.next310 = add nuw nsw i64 %lsr.iv309, 64
  %epil.iter140.cmp.not = icmp eq i64 %7, %lsr.iv.next310
  br i1 %epil.iter140.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !25

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %84 = icmp eq i64 %n.vec, %arg.X.5.1
  br i1 %84, label %for.end.1.loopexit.us, label %for.body.1.us40.us.preheader132

for.body.1.us40.us.preheader132:                  ; preds = %vector.memcheck, %for.body.1.us40.us.preheader, %middle.block
  %loop.index.17.us41.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us40.us.preheader ], [ %n.vec, %middle.block ]
  %85 = and i64 %arg.X.5.1, 7
  %86 = icmp eq i64 %85, 0
  %87 = xor i64 %loop.index.17.us41.us.ph, -1
  %88 = add i64 %87, %arg.X.5.1
  br i1 %86, label %for.body.1.us40.us.prol.loopexit, label %for.body.1.us40.us.prol.preheader

for.body.1.us40.us.prol.preheader:                ; preds = %for.body.1.us40.us.preheader132
  %89 = shl i64 %loop.index.17.us41.us.ph, 3
  %scevgep325 = getelementptr double, double* %arg.X.4, i64 %.195.us44.us
  br label %for.body.1.us40.us.prol

for.body.1.us40.us.prol:                          ; preds = %for.body.1.us40.us.prol.preheader, %for.body.1.us40.us.prol
  %lsr.iv320 = phi i64 [ %89, %for.body.1.us40.us.prol.preheader ], [ %lsr.iv.next321, %for.body.1.us40.us.prol ]
  %lsr.iv318 = phi i64 [ 0, %for.body.1.us40.us.prol.preheader ], [ %lsr.iv.next319, %for.body.1.us40.us.prol ]
  %90 = bitcast double* %scevgep325 to i8*
  %91 = bitcast double* %lsr.iv204 to i8*
  %uglygep327 = getelementptr i8, i8* %90, i64 %lsr.iv320
  %uglygep327328 = bitcast i8* %uglygep327 to double*
  %.200.us47.us.prol = load double, double* %uglygep327328, align 8
  %.12.i.us48.us.prol = tail call double @llvm.sin.f64(double %.200.us47.us.prol) #5
  %.17.i.us49.us.prol = fmul double %.200.us47.us.prol, %.12.i.us48.us.prol
  %uglygep323 = getelementptr i8, i8* %91, i64 %lsr.iv320
  %uglygep323324 = bitcast i8* %uglygep323 to double*
  store double %.17.i.us49.us.prol, double* %uglygep323324, align 8
  %lsr.iv.next319 = add nsw i64 %lsr.iv318, -1
  %lsr.iv.next321 = add nuw nsw i64 %lsr.iv320, 8
  %prol.iter146.cmp.not = icmp eq i64 %8, %lsr.iv.next319
  br i1 %prol.iter146.cmp.not, label %for.body.1.us40.us.prol.loopexit.loopexit, label %for.body.1.us40.us.prol, !llvm.loop !26

for.body.1.us40.us.prol.loopexit.loopexit:        ; preds = %for.body.1.us40.us.prol
  %92 = add i64 %loop.index.17.us41.us.ph, -1
  %93 = sub i64 %92, %lsr.iv.next319
  %94 = sub i64 %loop.index.17.us41.us.ph, %lsr.iv.next319
  br label %for.body.1.us40.us.prol.loopexit

for.body.1.us40.us.prol.loopexit:                 ; preds = %for.body.1.us40.us.prol.loopexit.loopexit, %for.body.1.us40.us.preheader132
  %loop.index.17.us41.us.lcssa.unr = phi i64 [ undef, %for.body.1.us40.us.preheader132 ], [ %93, %for.body.1.us40.us.prol.loopexit.loopexit ]
  %loop.index.17.us41.us.unr = phi i64 [ %loop.index.17.us41.us.ph, %for.body.1.us40.us.preheader132 ], [ %94, %for.body.1.us40.us.prol.loopexit.loopexit ]
  %95 = icmp ult i64 %88, 7
  br i1 %95, label %for.end.1.loopexit.us, label %for.body.1.us40.us.preheader147

for.body.1.us40.us.preheader147:                  ; preds = %for.body.1.us40.us.prol.loopexit
  %96 = add i64 %loop.index.17.us41.us.unr, -1
  %scevgep332 = getelementptr double, double* %scevgep331, i64 %.195.us44.us
  br label %for.body.1.us40.us

for.body.1.us40.us:                               ; preds = %for.body.1.us40.us.preheader147, %for.body.1.us40.us
  %lsr.iv329 = phi i64 [ %96, %for.body.1.us40.us.preheader147 ], [ %lsr.iv.next330, %for.body.1.us40.us ]
  %scevgep346 = getelementptr double, double* %scevgep332, i64 %lsr.iv329
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -6
  %.200.us47.us = load double, double* %scevgep347, align 8
  %.12.i.us48.us = tail call double @llvm.sin.f64(double %.200.us47.us) #5
  %.17.i.us49.us = fmul double %.200.us47.us, %.12.i.us48.us
  %scevgep350 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv329
  %scevgep351 = getelementptr double, double* %scevgep350, i64 1
  store double %.17.i.us49.us, double* %scevgep351, align 8
  %scevgep344 = getelementptr double, double* %scevgep332, i64 %lsr.iv329
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -5
  %.200.us47.us.1 = load double, double* %scevgep345, align 8
  %.12.i.us48.us.1 = tail call double @llvm.sin.f64(double %.200.us47.us.1) #5
  %.17.i.us49.us.1 = fmul double %.200.us47.us.1, %.12.i.us48.us.1
  %scevgep356 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv329
  %scevgep357 = getelementptr double, double* %scevgep356, i64 2
  store double %.17.i.us49.us.1, double* %scevgep357, align 8
  %scevgep342 = getelementptr double, double* %scevgep332, i64 %lsr.iv329
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -4
  %.200.us47.us.2 = load double, double* %scevgep343, align 8
  %.12.i.us48.us.2 = tail call double @llvm.sin.f64(double %.200.us47.us.2) #5
  %.17.i.us49.us.2 = fmul double %.200.us47.us.2, %.12.i.us48.us.2
  %scevgep358 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv329
  %scevgep359 = getelementptr double, double* %scevgep358, i64 3
  store double %.17.i.us49.us.2, double* %scevgep359, align 8
  %scevgep340 = getelementptr double, double* %scevgep332, i64 %lsr.iv329
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -3
  %.200.us47.us.3 = load double, double* %scevgep341, align 8
  %.12.i.us48.us.3 = tail call double @llvm.sin.f64(double %.200.us47.us.3) #5
  %.17.i.us49.us.3 = fmul double %.200.us47.us.3, %.12.i.us48.us.3
  %scevgep360 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv329
  %scevgep361 = getelementptr double, double* %scevgep360, i64 4
  store double %.17.i.us49.us.3, double* %scevgep361, align 8
  %scevgep338 = getelementptr double, double* %scevgep332, i64 %lsr.iv329
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -2
  %.200.us47.us.4 = load double, double* %scevgep339, align 8
  %.12.i.us48.us.4 = tail call double @llvm.sin.f64(double %.200.us47.us.4) #5
  %.17.i.us49.us.4 = fmul double %.200.us47.us.4, %.12.i.us48.us.4
  %scevgep348 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv329
  %scevgep349 = getelementptr double, double* %scevgep348, i64 5
  store double %.17.i.us49.us.4, double* %scevgep349, align 8
  %scevgep336 = getelementptr double, double* %scevgep332, i64 %lsr.iv329
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -1
  %.200.us47.us.5 = load double, double* %scevgep337, align 8
  %.12.i.us48.us.5 = tail call double @llvm.sin.f64(double %.200.us47.us.5) #5
  %.17.i.us49.us.5 = fmul double %.200.us47.us.5, %.12.i.us48.us.5
  %scevgep362 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv329
  %scevgep363 = getelementptr double, double* %scevgep362, i64 6
  store double %.17.i.us49.us.5, double* %scevgep363, align 8
  %scevgep335 = getelementptr double, double* %scevgep332, i64 %lsr.iv329
  %.200.us47.us.6 = load double, double* %scevgep335, align 8
  %.12.i.us48.us.6 = tail call double @llvm.sin.f64(double %.200.us47.us.6) #5
  %.17.i.us49.us.6 = fmul double %.200.us47.us.6, %.12.i.us48.us.6
  %scevgep354 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv329
  %scevgep355 = getelementptr double, double* %scevgep354, i64 7
  store double %.17.i.us49.us.6, double* %scevgep355, align 8
  %scevgep333 = getelementptr double, double* %scevgep332, i64 %lsr.iv329
  %scevgep334 = getelementptr double, double* %scevgep333, i64 1
  %.200.us47.us.7 = load double, double* %scevgep334, align 8
  %.12.i.us48.us.7 = tail call double @llvm.sin.f64(double %.200.us47.us.7) #5
  %.17.i.us49.us.7 = fmul double %.200.us47.us.7, %.12.i.us48.us.7
  %scevgep352 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv329
  %scevgep353 = getelementptr double, double* %scevgep352, i64 8
  store double %.17.i.us49.us.7, double* %scevgep353, align 8
  %lsr.iv.next330 = add i64 %lsr.iv329, 8
  %97 = add i64 %6, %lsr.iv.next330
  %exitcond89.not.7 = icmp eq i64 %97, -1
  br i1 %exitcond89.not.7, label %for.end.1.loopexit.us, label %for.body.1.us40.us, !llvm.loop !27

for.body.1.preheader.split.for.body.1.preheader.split.split_crit_edge.us: ; preds = %for.body.1.preheader.for.body.1.preheader.split_crit_edge.us
  %.198.us57 = add i64 %.195.us44.us, %.175.011.us
  %.199.us58 = getelementptr double, double* %arg.X.4, i64 %.198.us57
  %.200.us59 = load double, double* %.199.us58, align 8
  %.12.i.us60 = tail call double @llvm.sin.f64(double %.200.us59) #5
  %.17.i.us61 = fmul double %.200.us59, %.12.i.us60
  %.230.us63 = getelementptr double, double* %.6.i16, i64 %.226.us
  store double %.17.i.us61, double* %.230.us63, align 8
  br label %for.end.1.loopexit.us

for.body.1.us.us.us:                              ; preds = %for.body.1.us.us.us.preheader148, %for.body.1.us.us.us
  %lsr.iv224 = phi i64 [ %52, %for.body.1.us.us.us.preheader148 ], [ %lsr.iv.next225, %for.body.1.us.us.us ]
  %scevgep244 = getelementptr double, double* %lsr.iv213, i64 %lsr.iv224
  %scevgep245 = getelementptr double, double* %scevgep244, i64 1
  %.200.us.us.us = load double, double* %scevgep245, align 8
  %.12.i.us.us.us = tail call double @llvm.sin.f64(double %.200.us.us.us) #5
  %.17.i.us.us.us = fmul double %.200.us.us.us, %.12.i.us.us.us
  %scevgep228 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv224
  %scevgep229 = getelementptr double, double* %scevgep228, i64 1
  store double %.17.i.us.us.us, double* %scevgep229, align 8
  %scevgep246 = getelementptr double, double* %lsr.iv213, i64 %lsr.iv224
  %scevgep247 = getelementptr double, double* %scevgep246, i64 2
  %.200.us.us.us.1 = load double, double* %scevgep247, align 8
  %.12.i.us.us.us.1 = tail call double @llvm.sin.f64(double %.200.us.us.us.1) #5
  %.17.i.us.us.us.1 = fmul double %.200.us.us.us.1, %.12.i.us.us.us.1
  %scevgep232 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv224
  %scevgep233 = getelementptr double, double* %scevgep232, i64 2
  store double %.17.i.us.us.us.1, double* %scevgep233, align 8
  %scevgep248 = getelementptr double, double* %lsr.iv213, i64 %lsr.iv224
  %scevgep249 = getelementptr double, double* %scevgep248, i64 3
  %.200.us.us.us.2 = load double, double* %scevgep249, align 8
  %.12.i.us.us.us.2 = tail call double @llvm.sin.f64(double %.200.us.us.us.2) #5
  %.17.i.us.us.us.2 = fmul double %.200.us.us.us.2, %.12.i.us.us.us.2
  %scevgep234 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv224
  %scevgep235 = getelementptr double, double* %scevgep234, i64 3
  store double %.17.i.us.us.us.2, double* %scevgep235, align 8
  %scevgep250 = getelementptr double, double* %lsr.iv213, i64 %lsr.iv224
  %scevgep251 = getelementptr double, double* %scevgep250, i64 4
  %.200.us.us.us.3 = load double, double* %scevgep251, align 8
  %.12.i.us.us.us.3 = tail call double @llvm.sin.f64(double %.200.us.us.us.3) #5
  %.17.i.us.us.us.3 = fmul double %.200.us.us.us.3, %.12.i.us.us.us.3
  %scevgep236 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv224
  %scevgep237 = getelementptr double, double* %scevgep236, i64 4
  store double %.17.i.us.us.us.3, double* %scevgep237, align 8
  %scevgep252 = getelementptr double, double* %lsr.iv213, i64 %lsr.iv224
  %scevgep253 = getelementptr double, double* %scevgep252, i64 5
  %.200.us.us.us.4 = load double, double* %scevgep253, align 8
  %.12.i.us.us.us.4 = tail call double @llvm.sin.f64(double %.200.us.us.us.4) #5
  %.17.i.us.us.us.4 = fmul double %.200.us.us.us.4, %.12.i.us.us.us.4
  %scevgep226 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv224
  %scevgep227 = getelementptr double, double* %scevgep226, i64 5
  store double %.17.i.us.us.us.4, double* %scevgep227, align 8
  %scevgep254 = getelementptr double, double* %lsr.iv213, i64 %lsr.iv224
  %scevgep255 = getelementptr double, double* %scevgep254, i64 6
  %.200.us.us.us.5 = load double, double* %scevgep255, align 8
  %.12.i.us.us.us.5 = tail call double @llvm.sin.f64(double %.200.us.us.us.5) #5
  %.17.i.us.us.us.5 = fmul double %.200.us.us.us.5, %.12.i.us.us.us.5
  %scevgep240 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv224
  %scevgep241 = getelementptr double, double* %scevgep240, i64 6
  store double %.17.i.us.us.us.5, double* %scevgep241, align 8
  %scevgep256 = getelementptr double, double* %lsr.iv213, i64 %lsr.iv224
  %scevgep257 = getelementptr double, double* %scevgep256, i64 7
  %.200.us.us.us.6 = load double, double* %scevgep257, align 8
  %.12.i.us.us.us.6 = tail call double @llvm.sin.f64(double %.200.us.us.us.6) #5
  %.17.i.us.us.us.6 = fmul double %.200.us.us.us.6, %.12.i.us.us.us.6
  %scevgep238 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv224
  %scevgep239 = getelementptr double, double* %scevgep238, i64 7
  store double %.17.i.us.us.us.6, double* %scevgep239, align 8
  %scevgep242 = getelementptr double, double* %lsr.iv213, i64 %lsr.iv224
  %scevgep243 = getelementptr double, double* %scevgep242, i64 8
  %.200.us.us.us.7 = load double, double* %scevgep243, align 8
  %.12.i.us.us.us.7 = tail call double @llvm.sin.f64(double %.200.us.us.us.7) #5
  %.17.i.us.us.us.7 = fmul double %.200.us.us.us.7, %.12.i.us.us.us.7
  %scevgep230 = getelementptr double, double* %lsr.iv204, i64 %lsr.iv224
  %scevgep231 = getelementptr double, double* %scevgep230, i64 8
  store double %.17.i.us.us.us.7, double* %scevgep231, align 8
  %lsr.iv.next225 = add i64 %lsr.iv224, 8
  %98 = add i64 %6, %lsr.iv.next225
  %exitcond91.not.7 = icmp eq i64 %98, -1
  br i1 %exitcond91.not.7, label %for.end.1.loopexit.us, label %for.body.1.us.us.us, !llvm.loop !28

for.body.1.preheader.split.us.for.body.1.preheader.split.us.split_crit_edge.us: ; preds = %for.body.1.preheader.split.us.us
  %.198.us.us71 = add i64 %.195.us.us, %.175.011.us
  %.199.us.us72 = getelementptr double, double* %arg.X.4, i64 %.198.us.us71
  %.200.us.us73 = load double, double* %.199.us.us72, align 8
  %.12.i.us.us74 = tail call double @llvm.sin.f64(double %.200.us.us73) #5
  %.17.i.us.us75 = fmul double %.200.us.us73, %.12.i.us.us74
  %.230.us.us77 = getelementptr double, double* %.6.i16, i64 %.226.us
  store double %.17.i.us.us75, double* %.230.us.us77, align 8
  br label %for.end.1.loopexit.us

for.end:                                          ; preds = %for.end.1.loopexit.us, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif
  %retptr.repack364 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack364, align 8
  %retptr.repack17 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack17, align 8
  %retptr.repack19 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.94, i64* %retptr.repack19, align 8
  %retptr.repack21 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack21, align 8
  %retptr.repack23 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i16, double** %retptr.repack23, align 8
  %retptr.repack25.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.X.5.0, i64* %retptr.repack25.repack, align 8
  %retptr.repack25.repack29 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.X.5.1, i64* %retptr.repack25.repack29, align 8
  %retptr.repack27.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.97, i64* %retptr.repack27.repack, align 8
  %retptr.repack27.repack31 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 8, i64* %retptr.repack27.repack31, align 8
  tail call void @NRT_decref(i8* %arg.X.0)
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.sin_matrix, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.112 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.116, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([132 x i8], [132 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
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
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8**
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr5 to double**
  %.36.fca.4.load = load double*, double** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %9, i64 48
  %10 = bitcast i8* %sunkaddr7 to i64*
  %.36.fca.5.1.load = load i64, i64* %10, align 8
  %11 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %11, i8 0, i64 72, i1 false)
  %.53 = call i32 @_ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 undef, i64 undef) #2
  %.54 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.61 = icmp sgt i32 %.53, 0
  %.62 = select i1 %.61, { i8*, i32, i8*, i8*, i32 }* %.54, { i8*, i32, i8*, i8*, i32 }* undef
  %.63.fca.0.load = load i8*, i8** %3, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 8
  %13 = bitcast i8* %sunkaddr8 to i8**
  %.63.fca.1.load = load i8*, i8** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 16
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.63.fca.2.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 24
  %17 = bitcast i8* %sunkaddr10 to i64*
  %.63.fca.3.load = load i64, i64* %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr11 to double**
  %.63.fca.4.load = load double*, double** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr12 to i64*
  %.63.fca.5.0.load = load i64, i64* %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %22, i64 48
  %23 = bitcast i8* %sunkaddr13 to i64*
  %.63.fca.5.1.load = load i64, i64* %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %24, i64 56
  %25 = bitcast i8* %sunkaddr14 to i64*
  %.63.fca.6.0.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr15 = getelementptr inbounds i8, i8* %26, i64 64
  %27 = bitcast i8* %sunkaddr15 to i64*
  %.63.fca.6.1.load = load i64, i64* %27, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.53, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %28 = icmp sgt i32 %.53, 0
  br i1 %28, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %sunkaddr16 = getelementptr i8, i8* %.11, i64 24
  %29 = bitcast i8* %sunkaddr16 to i8**
  %.93 = load i8*, i8** %29, align 8
  %.97.not = icmp eq i8* %.93, null
  br i1 %.97.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.99 = call i8* @PyList_GetItem(i8* nonnull %.93, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([37 x i8], [37 x i8]* @".const.`env.consts` is NULL in `read_const`", i64 0, i64 0))
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.94.0 = phi i8* [ %.99, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %30 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8**
  %.111 = call i8* @numba_unpickle(i8* getelementptr inbounds ([32 x i8], [32 x i8]* @.const.pickledata.140138494868480, i64 0, i64 0), i32 32, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140138494868480.sha1, i64 0, i64 0))
  store i8* %.63.fca.0.load, i8** %30, align 8
  %31 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %31, i64 8
  %32 = bitcast i8* %sunkaddr17 to i8**
  store i8* %.63.fca.1.load, i8** %32, align 8
  %33 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %33, i64 16
  %34 = bitcast i8* %sunkaddr18 to i64*
  store i64 %.63.fca.2.load, i64* %34, align 8
  %35 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %35, i64 24
  %36 = bitcast i8* %sunkaddr19 to i64*
  store i64 %.63.fca.3.load, i64* %36, align 8
  %37 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr20 = getelementptr inbounds i8, i8* %37, i64 32
  %38 = bitcast i8* %sunkaddr20 to double**
  store double* %.63.fca.4.load, double** %38, align 8
  %39 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr21 = getelementptr inbounds i8, i8* %39, i64 40
  %40 = bitcast i8* %sunkaddr21 to i64*
  store i64 %.63.fca.5.0.load, i64* %40, align 8
  %41 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr22 = getelementptr inbounds i8, i8* %41, i64 48
  %42 = bitcast i8* %sunkaddr22 to i64*
  store i64 %.63.fca.5.1.load, i64* %42, align 8
  %43 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr23 = getelementptr inbounds i8, i8* %43, i64 56
  %44 = bitcast i8* %sunkaddr23 to i64*
  store i64 %.63.fca.6.0.load, i64* %44, align 8
  %45 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr24 = getelementptr inbounds i8, i8* %45, i64 64
  %46 = bitcast i8* %sunkaddr24 to i64*
  store i64 %.63.fca.6.1.load, i64* %46, align 8
  %.115 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %.116 = call i8* @NRT_adapt_ndarray_to_python_acqref(i8* nonnull %.115, i8* %.111, i32 2, i32 1, i8* %.94.0)
  call void @NRT_decref(i8* %.63.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.126 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.127 = extractvalue { i8*, i32, i8*, i8*, i32 } %.126, 4
  %.128 = icmp sgt i32 %.127, 0
  %.131 = extractvalue { i8*, i32, i8*, i8*, i32 } %.126, 0
  %.133 = extractvalue { i8*, i32, i8*, i8*, i32 } %.126, 1
  br i1 %.128, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.134 = sext i32 %.133 to i64
  %.135 = call i8* @PyBytes_FromStringAndSize(i8* %.131, i64 %.134)
  %.136 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.62, align 8
  %.137 = extractvalue { i8*, i32, i8*, i8*, i32 } %.136, 2
  %.139 = extractvalue { i8*, i32, i8*, i8*, i32 } %.136, 3
  %.140 = bitcast i8* %.139 to i8* (i8*)*
  %.141 = call i8* %.140(i8* %.137)
  %.142 = icmp eq i8* %.141, null
  br i1 %.142, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.155 = extractvalue { i8*, i32, i8*, i8*, i32 } %.126, 2
  %.156 = call i8* @numba_unpickle(i8* %.131, i32 %.133, i8* %.155)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.158 = phi i8* [ %.146, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.156, %entry.endif.endif.endif.endif.endif.if.else ]
  %.159.not = icmp eq i8* %.158, null
  br i1 %.159.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.146 = call i8* @numba_runtime_build_excinfo_struct(i8* %.135, i8* nonnull %.141)
  %.147 = bitcast { i8*, i32, i8*, i8*, i32 }* %.62 to i8*
  call void @NRT_Free(i8* nonnull %.147)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.158)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyList_GetItem(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @NRT_adapt_ndarray_to_python_acqref(i8* nocapture, i8*, i32, i32, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } @cfunc._ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.fca.0.gep1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3 to i8**
  %.fca.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 1
  %.fca.2.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 2
  %.fca.3.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 3
  %.fca.4.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 4
  %.fca.5.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 5, i64 0
  %.fca.5.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 5, i64 1
  %.fca.6.0.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 6, i64 0
  %.fca.6.1.gep = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3, i64 0, i32 6, i64 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 %.8, i64 undef, i64 undef) #2
  %.12 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.13.not = icmp eq i32 %.11, 0
  %.19 = icmp sgt i32 %.11, 0
  %.20 = select i1 %.19, { i8*, i32, i8*, i8*, i32 }* %.12, { i8*, i32, i8*, i8*, i32 }* undef
  %.21.fca.0.load = load i8*, i8** %.fca.0.gep1, align 8
  %.21.fca.1.load = load i8*, i8** %.fca.1.gep, align 8
  %.21.fca.2.load = load i64, i64* %.fca.2.gep, align 8
  %.21.fca.3.load = load i64, i64* %.fca.3.gep, align 8
  %.21.fca.4.load = load double*, double** %.fca.4.gep, align 8
  %.21.fca.5.0.load = load i64, i64* %.fca.5.0.gep, align 8
  %.21.fca.5.1.load = load i64, i64* %.fca.5.1.gep, align 8
  %.21.fca.6.0.load = load i64, i64* %.fca.6.0.gep, align 8
  %.21.fca.6.1.load = load i64, i64* %.fca.6.1.gep, align 8
  %1 = insertvalue [2 x i64] poison, i64 %.21.fca.5.0.load, 0
  %.27 = insertvalue [2 x i64] %1, i64 %.21.fca.5.1.load, 1
  %2 = insertvalue [2 x i64] poison, i64 %.21.fca.6.0.load, 0
  %.28 = insertvalue [2 x i64] %2, i64 %.21.fca.6.1.load, 1
  %inserted.meminfo = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } undef, i8* %.21.fca.0.load, 0
  %inserted.parent = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.meminfo, i8* %.21.fca.1.load, 1
  %inserted.nitems = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.parent, i64 %.21.fca.2.load, 2
  %inserted.itemsize = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.nitems, i64 %.21.fca.3.load, 3
  %inserted.data = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.itemsize, double* %.21.fca.4.load, 4
  %inserted.shape = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.data, [2 x i64] %.27, 5
  %inserted.strides = insertvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %inserted.shape, [2 x i64] %.28, 6
  %.38 = alloca i32, align 4
  store i32 0, i32* %.38, align 4
  br i1 %.13.not, label %common.ret, label %entry.if, !prof !29

entry.if:                                         ; preds = %entry
  %3 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(i32* nonnull %.38)
  br i1 %3, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.41, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.41 ], [ %inserted.strides, %entry ]
  ret { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %common.ret.op

.41:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.89 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f7473769f90>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.89)
  call void @Py_DecRef(i8* %.89)
  call void @numba_gil_release(i32* nonnull %.38)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.44 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.44, 4
  %.46 = icmp sgt i32 %.45, 0
  %.49 = extractvalue { i8*, i32, i8*, i8*, i32 } %.44, 0
  %.51 = extractvalue { i8*, i32, i8*, i8*, i32 } %.44, 1
  br i1 %.46, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.11, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.41
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.52 = sext i32 %.51 to i64
  %.53 = call i8* @PyBytes_FromStringAndSize(i8* %.49, i64 %.52)
  %.54 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.20, align 8
  %.55 = extractvalue { i8*, i32, i8*, i8*, i32 } %.54, 2
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.54, 3
  %.58 = bitcast i8* %.57 to i8* (i8*)*
  %.59 = call i8* %.58(i8* %.55)
  %.60 = icmp eq i8* %.59, null
  br i1 %.60, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.44, 2
  %.74 = call i8* @numba_unpickle(i8* %.49, i32 %.51, i8* %.73)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.76 = phi i8* [ %.64, %entry.if.if.if.endif ], [ %.74, %entry.if.if.else ]
  %.77.not = icmp eq i8* %.76, null
  br i1 %.77.not, label %.41, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.64 = call i8* @numba_runtime_build_excinfo_struct(i8* %.53, i8* nonnull %.59)
  %.65 = bitcast { i8*, i32, i8*, i8*, i32 }* %.20 to i8*
  call void @NRT_Free(i8* nonnull %.65)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.76)
  br label %.41

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.41

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.41
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

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

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !17}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !15}
!29 = !{!"branch_weights", i32 99, i32 1}
