; ModuleID = 'sin_matrix'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139691919398144 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139691919398144.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139691919398144 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139691919398144, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139691919398144.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sin_matrix = internal constant [11 x i8] c"sin_matrix\00"
@_ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.139692300712192 = internal constant [32 x i8] c"\80\04\95\15\00\00\00\00\00\00\00\8C\05numpy\94\8C\07ndarray\94\93\94."
@.const.pickledata.139692300712192.sha1 = internal constant [20 x i8] c"\DF\BC\FD\D3\9F\CB&\F4\D0\C6\80\95D\87\B8\C0\B5;\B8\A3"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f0c8f1f5ed0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f0c8f1f5ed0>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0c8f3f6250B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139691918580224 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139691918580224.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139691918580224 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139691918580224, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139691918580224.sha1, i32 0, i32 0), i8* null, i32 0 }

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
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139691919398144, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.99 = extractvalue { i64, i1 } %.98, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.99, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139691918580224, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i15 = load double*, double** %0, align 8
  %.1799 = icmp sgt i64 %arg.X.5.0, 0
  br i1 %.1799, label %for.cond.1.preheader.preheader, label %for.end

for.cond.1.preheader.preheader:                   ; preds = %B0.endif.endif.endif.endif
  %.1824 = icmp sgt i64 %arg.X.5.1, 0
  br i1 %.1824, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.preheader
  %1 = add i64 %arg.X.5.1, -1
  %2 = add i64 %arg.X.5.0, -1
  %xtraiter46 = and i64 %arg.X.5.0, 3
  %3 = icmp ult i64 %2, 3
  br i1 %3, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter64 = and i64 %arg.X.5.0, -4
  %unroll_iter = and i64 %arg.X.5.1, -8
  %unroll_iter.1 = and i64 %arg.X.5.1, -8
  %unroll_iter.2 = and i64 %arg.X.5.1, -8
  %xtraiter.3 = and i64 %arg.X.5.1, 7
  %unroll_iter.3 = and i64 %arg.X.5.1, -8
  %scevgep125 = getelementptr double, double* %.6.i15, i64 7
  %4 = shl i64 %arg.X.5.1, 5
  %5 = add i64 %arg.X.5.1, 7
  %scevgep150 = getelementptr double, double* %.6.i15, i64 %5
  %scevgep169 = getelementptr double, double* %.6.i15, i64 %arg.X.5.1
  %6 = shl i64 %arg.X.5.1, 1
  %7 = add i64 %6, 7
  %scevgep176 = getelementptr double, double* %.6.i15, i64 %7
  %scevgep195 = getelementptr double, double* %.6.i15, i64 %6
  %8 = mul i64 %arg.X.5.1, 3
  %9 = add i64 %8, 7
  %scevgep202 = getelementptr double, double* %.6.i15, i64 %9
  %scevgep221 = getelementptr double, double* %.6.i15, i64 %8
  br label %for.cond.1.preheader.us

for.cond.1.preheader.us:                          ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader.new
  %lsr.iv222 = phi double* [ %84, %for.end.1.loopexit.us.3 ], [ %scevgep221, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv203 = phi double* [ %83, %for.end.1.loopexit.us.3 ], [ %scevgep202, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv196 = phi double* [ %82, %for.end.1.loopexit.us.3 ], [ %scevgep195, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv177 = phi double* [ %81, %for.end.1.loopexit.us.3 ], [ %scevgep176, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv170 = phi double* [ %80, %for.end.1.loopexit.us.3 ], [ %scevgep169, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv151 = phi double* [ %79, %for.end.1.loopexit.us.3 ], [ %scevgep150, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv144 = phi double* [ %78, %for.end.1.loopexit.us.3 ], [ %.6.i15, %for.cond.1.preheader.us.preheader.new ]
  %lsr.iv126 = phi double* [ %77, %for.end.1.loopexit.us.3 ], [ %scevgep125, %for.cond.1.preheader.us.preheader.new ]
  %loop.index12.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.234.us.3, %for.end.1.loopexit.us.3 ]
  %.175.011.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %.175.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.172.010.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader.new ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %10 = icmp ult i64 %1, 7
  br i1 %10, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.cond.1.preheader.us
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader, %for.body.1.us
  %loop.index.17.us = phi i64 [ %20, %for.body.1.us ], [ 0, %for.body.1.us.preheader ]
  %.175.16.us = phi i64 [ %.175.2.us.7, %for.body.1.us ], [ %.175.011.us, %for.body.1.us.preheader ]
  %.172.15.us = phi i64 [ %spec.select.us.7, %for.body.1.us ], [ %.172.010.us, %for.body.1.us.preheader ]
  %11 = icmp ugt i64 %arg.X.5.1, 1
  %12 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us = select i1 %12, i64 %.172.15.us, i64 %loop.index12.us
  %.175.2.us = select i1 %11, i64 %loop.index.17.us, i64 %.175.16.us
  %.195.us = mul i64 %spec.select.us, %arg.X.5.1
  %.198.us = add i64 %.195.us, %.175.2.us
  %.199.us = getelementptr double, double* %arg.X.4, i64 %.198.us
  %.200.us = load double, double* %.199.us, align 8
  %.12.i.us = tail call double @llvm.sin.f64(double %.200.us)
  %.17.i.us = fmul double %.200.us, %.12.i.us
  %scevgep142 = getelementptr double, double* %lsr.iv126, i64 %loop.index.17.us
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -7
  store double %.17.i.us, double* %scevgep143, align 8
  %spec.select.us.1 = select i1 %12, i64 %.172.15.us, i64 %loop.index12.us
  %13 = add i64 %loop.index.17.us, 1
  %.175.2.us.1 = select i1 %11, i64 %13, i64 %.175.16.us
  %.195.us.1 = mul i64 %spec.select.us.1, %arg.X.5.1
  %.198.us.1 = add i64 %.195.us.1, %.175.2.us.1
  %.199.us.1 = getelementptr double, double* %arg.X.4, i64 %.198.us.1
  %.200.us.1 = load double, double* %.199.us.1, align 8
  %.12.i.us.1 = tail call double @llvm.sin.f64(double %.200.us.1)
  %.17.i.us.1 = fmul double %.200.us.1, %.12.i.us.1
  %scevgep139 = getelementptr double, double* %lsr.iv126, i64 %loop.index.17.us
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -6
  store double %.17.i.us.1, double* %scevgep140, align 8
  %spec.select.us.2 = select i1 %12, i64 %.172.15.us, i64 %loop.index12.us
  %14 = add i64 %13, 1
  %.175.2.us.2 = select i1 %11, i64 %14, i64 %.175.16.us
  %.195.us.2 = mul i64 %spec.select.us.2, %arg.X.5.1
  %.198.us.2 = add i64 %.195.us.2, %.175.2.us.2
  %.199.us.2 = getelementptr double, double* %arg.X.4, i64 %.198.us.2
  %.200.us.2 = load double, double* %.199.us.2, align 8
  %.12.i.us.2 = tail call double @llvm.sin.f64(double %.200.us.2)
  %.17.i.us.2 = fmul double %.200.us.2, %.12.i.us.2
  %scevgep137 = getelementptr double, double* %lsr.iv126, i64 %loop.index.17.us
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -5
  store double %.17.i.us.2, double* %scevgep138, align 8
  %spec.select.us.3 = select i1 %12, i64 %.172.15.us, i64 %loop.index12.us
  %15 = add i64 %14, 1
  %.175.2.us.3 = select i1 %11, i64 %15, i64 %.175.16.us
  %.195.us.3 = mul i64 %spec.select.us.3, %arg.X.5.1
  %.198.us.3 = add i64 %.195.us.3, %.175.2.us.3
  %.199.us.3 = getelementptr double, double* %arg.X.4, i64 %.198.us.3
  %.200.us.3 = load double, double* %.199.us.3, align 8
  %.12.i.us.3 = tail call double @llvm.sin.f64(double %.200.us.3)
  %.17.i.us.3 = fmul double %.200.us.3, %.12.i.us.3
  %scevgep135 = getelementptr double, double* %lsr.iv126, i64 %loop.index.17.us
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -4
  store double %.17.i.us.3, double* %scevgep136, align 8
  %spec.select.us.4 = select i1 %12, i64 %.172.15.us, i64 %loop.index12.us
  %16 = add i64 %15, 1
  %.175.2.us.4 = select i1 %11, i64 %16, i64 %.175.16.us
  %.195.us.4 = mul i64 %spec.select.us.4, %arg.X.5.1
  %.198.us.4 = add i64 %.195.us.4, %.175.2.us.4
  %.199.us.4 = getelementptr double, double* %arg.X.4, i64 %.198.us.4
  %.200.us.4 = load double, double* %.199.us.4, align 8
  %.12.i.us.4 = tail call double @llvm.sin.f64(double %.200.us.4)
  %.17.i.us.4 = fmul double %.200.us.4, %.12.i.us.4
  %scevgep133 = getelementptr double, double* %lsr.iv126, i64 %loop.index.17.us
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -3
  store double %.17.i.us.4, double* %scevgep134, align 8
  %spec.select.us.5 = select i1 %12, i64 %.172.15.us, i64 %loop.index12.us
  %17 = add i64 %16, 1
  %.175.2.us.5 = select i1 %11, i64 %17, i64 %.175.16.us
  %.195.us.5 = mul i64 %spec.select.us.5, %arg.X.5.1
  %.198.us.5 = add i64 %.195.us.5, %.175.2.us.5
  %.199.us.5 = getelementptr double, double* %arg.X.4, i64 %.198.us.5
  %.200.us.5 = load double, double* %.199.us.5, align 8
  %.12.i.us.5 = tail call double @llvm.sin.f64(double %.200.us.5)
  %.17.i.us.5 = fmul double %.200.us.5, %.12.i.us.5
  %scevgep131 = getelementptr double, double* %lsr.iv126, i64 %loop.index.17.us
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -2
  store double %.17.i.us.5, double* %scevgep132, align 8
  %spec.select.us.6 = select i1 %12, i64 %.172.15.us, i64 %loop.index12.us
  %18 = add i64 %17, 1
  %.175.2.us.6 = select i1 %11, i64 %18, i64 %.175.16.us
  %.195.us.6 = mul i64 %spec.select.us.6, %arg.X.5.1
  %.198.us.6 = add i64 %.195.us.6, %.175.2.us.6
  %.199.us.6 = getelementptr double, double* %arg.X.4, i64 %.198.us.6
  %.200.us.6 = load double, double* %.199.us.6, align 8
  %.12.i.us.6 = tail call double @llvm.sin.f64(double %.200.us.6)
  %.17.i.us.6 = fmul double %.200.us.6, %.12.i.us.6
  %scevgep129 = getelementptr double, double* %lsr.iv126, i64 %loop.index.17.us
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -1
  store double %.17.i.us.6, double* %scevgep130, align 8
  %spec.select.us.7 = select i1 %12, i64 %.172.15.us, i64 %loop.index12.us
  %19 = add i64 %18, 1
  %.175.2.us.7 = select i1 %11, i64 %19, i64 %.175.16.us
  %.195.us.7 = mul i64 %spec.select.us.7, %arg.X.5.1
  %.198.us.7 = add i64 %.195.us.7, %.175.2.us.7
  %.199.us.7 = getelementptr double, double* %arg.X.4, i64 %.198.us.7
  %.200.us.7 = load double, double* %.199.us.7, align 8
  %.12.i.us.7 = tail call double @llvm.sin.f64(double %.200.us.7)
  %.17.i.us.7 = fmul double %.200.us.7, %.12.i.us.7
  %scevgep141 = getelementptr double, double* %lsr.iv126, i64 %loop.index.17.us
  store double %.17.i.us.7, double* %scevgep141, align 8
  %.232.us.7 = add nuw i64 %loop.index.17.us, 8
  %20 = add i64 %19, 1
  %niter.ncmp.7 = icmp eq i64 %20, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.1.loopexit.us.unr-lcssa, label %for.body.1.us

for.end.1.loopexit.us.unr-lcssa:                  ; preds = %for.body.1.us, %for.cond.1.preheader.us
  %spec.select.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %.175.2.us.lcssa.ph = phi i64 [ undef, %for.cond.1.preheader.us ], [ %.175.2.us.7, %for.body.1.us ]
  %loop.index.17.us.unr = phi i64 [ 0, %for.cond.1.preheader.us ], [ %.232.us.7, %for.body.1.us ]
  %.175.16.us.unr = phi i64 [ %.175.011.us, %for.cond.1.preheader.us ], [ %.175.2.us.7, %for.body.1.us ]
  %.172.15.us.unr = phi i64 [ %.172.010.us, %for.cond.1.preheader.us ], [ %spec.select.us.7, %for.body.1.us ]
  %21 = and i64 %arg.X.5.1, 7
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %for.end.1.loopexit.us, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.end.1.loopexit.us.unr-lcssa
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil.preheader, %for.body.1.us.epil
  %lsr.iv148 = phi i64 [ %xtraiter.3, %for.body.1.us.epil.preheader ], [ %lsr.iv.next149, %for.body.1.us.epil ]
  %loop.index.17.us.epil = phi i64 [ %.232.us.epil, %for.body.1.us.epil ], [ %loop.index.17.us.unr, %for.body.1.us.epil.preheader ]
  %.175.16.us.epil = phi i64 [ %.175.2.us.epil, %for.body.1.us.epil ], [ %.175.16.us.unr, %for.body.1.us.epil.preheader ]
  %.172.15.us.epil = phi i64 [ %spec.select.us.epil, %for.body.1.us.epil ], [ %.172.15.us.unr, %for.body.1.us.epil.preheader ]
  %23 = icmp ugt i64 %arg.X.5.1, 1
  %24 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us.epil = select i1 %24, i64 %.172.15.us.epil, i64 %loop.index12.us
  %.175.2.us.epil = select i1 %23, i64 %loop.index.17.us.epil, i64 %.175.16.us.epil
  %.195.us.epil = mul i64 %spec.select.us.epil, %arg.X.5.1
  %.198.us.epil = add i64 %.195.us.epil, %.175.2.us.epil
  %.199.us.epil = getelementptr double, double* %arg.X.4, i64 %.198.us.epil
  %.200.us.epil = load double, double* %.199.us.epil, align 8
  %.12.i.us.epil = tail call double @llvm.sin.f64(double %.200.us.epil)
  %.17.i.us.epil = fmul double %.200.us.epil, %.12.i.us.epil
  %scevgep147 = getelementptr double, double* %lsr.iv144, i64 %loop.index.17.us.epil
  store double %.17.i.us.epil, double* %scevgep147, align 8
  %.232.us.epil = add nuw nsw i64 %loop.index.17.us.epil, 1
  %lsr.iv.next149 = add nsw i64 %lsr.iv148, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next149, 0
  br i1 %epil.iter.cmp.not, label %for.end.1.loopexit.us, label %for.body.1.us.epil, !llvm.loop !9

for.end.1.loopexit.us:                            ; preds = %for.body.1.us.epil, %for.end.1.loopexit.us.unr-lcssa
  %spec.select.us.lcssa = phi i64 [ %spec.select.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %spec.select.us.epil, %for.body.1.us.epil ]
  %.175.2.us.lcssa = phi i64 [ %.175.2.us.lcssa.ph, %for.end.1.loopexit.us.unr-lcssa ], [ %.175.2.us.epil, %for.body.1.us.epil ]
  %25 = icmp ult i64 %1, 7
  %.234.us = or i64 %loop.index12.us, 1
  br i1 %25, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.end.1.loopexit.us
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader, %for.body.1.us.1
  %loop.index.17.us.1 = phi i64 [ %35, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %.175.16.us.1 = phi i64 [ %.175.2.us.7.1, %for.body.1.us.1 ], [ %.175.2.us.lcssa, %for.body.1.us.1.preheader ]
  %.172.15.us.1 = phi i64 [ %spec.select.us.7.1, %for.body.1.us.1 ], [ %spec.select.us.lcssa, %for.body.1.us.1.preheader ]
  %26 = icmp ugt i64 %arg.X.5.1, 1
  %27 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us.166 = select i1 %27, i64 %.172.15.us.1, i64 %.234.us
  %.175.2.us.167 = select i1 %26, i64 %loop.index.17.us.1, i64 %.175.16.us.1
  %.195.us.168 = mul i64 %spec.select.us.166, %arg.X.5.1
  %.198.us.169 = add i64 %.195.us.168, %.175.2.us.167
  %.199.us.170 = getelementptr double, double* %arg.X.4, i64 %.198.us.169
  %.200.us.171 = load double, double* %.199.us.170, align 8
  %.12.i.us.172 = tail call double @llvm.sin.f64(double %.200.us.171)
  %.17.i.us.173 = fmul double %.200.us.171, %.12.i.us.172
  %scevgep167 = getelementptr double, double* %lsr.iv151, i64 %loop.index.17.us.1
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -7
  store double %.17.i.us.173, double* %scevgep168, align 8
  %spec.select.us.1.1 = select i1 %27, i64 %.172.15.us.1, i64 %.234.us
  %28 = add i64 %loop.index.17.us.1, 1
  %.175.2.us.1.1 = select i1 %26, i64 %28, i64 %.175.16.us.1
  %.195.us.1.1 = mul i64 %spec.select.us.1.1, %arg.X.5.1
  %.198.us.1.1 = add i64 %.195.us.1.1, %.175.2.us.1.1
  %.199.us.1.1 = getelementptr double, double* %arg.X.4, i64 %.198.us.1.1
  %.200.us.1.1 = load double, double* %.199.us.1.1, align 8
  %.12.i.us.1.1 = tail call double @llvm.sin.f64(double %.200.us.1.1)
  %.17.i.us.1.1 = fmul double %.200.us.1.1, %.12.i.us.1.1
  %scevgep164 = getelementptr double, double* %lsr.iv151, i64 %loop.index.17.us.1
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -6
  store double %.17.i.us.1.1, double* %scevgep165, align 8
  %spec.select.us.2.1 = select i1 %27, i64 %.172.15.us.1, i64 %.234.us
  %29 = add i64 %28, 1
  %.175.2.us.2.1 = select i1 %26, i64 %29, i64 %.175.16.us.1
  %.195.us.2.1 = mul i64 %spec.select.us.2.1, %arg.X.5.1
  %.198.us.2.1 = add i64 %.195.us.2.1, %.175.2.us.2.1
  %.199.us.2.1 = getelementptr double, double* %arg.X.4, i64 %.198.us.2.1
  %.200.us.2.1 = load double, double* %.199.us.2.1, align 8
  %.12.i.us.2.1 = tail call double @llvm.sin.f64(double %.200.us.2.1)
  %.17.i.us.2.1 = fmul double %.200.us.2.1, %.12.i.us.2.1
  %scevgep162 = getelementptr double, double* %lsr.iv151, i64 %loop.index.17.us.1
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -5
  store double %.17.i.us.2.1, double* %scevgep163, align 8
  %spec.select.us.3.1 = select i1 %27, i64 %.172.15.us.1, i64 %.234.us
  %30 = add i64 %29, 1
  %.175.2.us.3.1 = select i1 %26, i64 %30, i64 %.175.16.us.1
  %.195.us.3.1 = mul i64 %spec.select.us.3.1, %arg.X.5.1
  %.198.us.3.1 = add i64 %.195.us.3.1, %.175.2.us.3.1
  %.199.us.3.1 = getelementptr double, double* %arg.X.4, i64 %.198.us.3.1
  %.200.us.3.1 = load double, double* %.199.us.3.1, align 8
  %.12.i.us.3.1 = tail call double @llvm.sin.f64(double %.200.us.3.1)
  %.17.i.us.3.1 = fmul double %.200.us.3.1, %.12.i.us.3.1
  %scevgep160 = getelementptr double, double* %lsr.iv151, i64 %loop.index.17.us.1
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -4
  store double %.17.i.us.3.1, double* %scevgep161, align 8
  %spec.select.us.4.1 = select i1 %27, i64 %.172.15.us.1, i64 %.234.us
  %31 = add i64 %30, 1
  %.175.2.us.4.1 = select i1 %26, i64 %31, i64 %.175.16.us.1
  %.195.us.4.1 = mul i64 %spec.select.us.4.1, %arg.X.5.1
  %.198.us.4.1 = add i64 %.195.us.4.1, %.175.2.us.4.1
  %.199.us.4.1 = getelementptr double, double* %arg.X.4, i64 %.198.us.4.1
  %.200.us.4.1 = load double, double* %.199.us.4.1, align 8
  %.12.i.us.4.1 = tail call double @llvm.sin.f64(double %.200.us.4.1)
  %.17.i.us.4.1 = fmul double %.200.us.4.1, %.12.i.us.4.1
  %scevgep158 = getelementptr double, double* %lsr.iv151, i64 %loop.index.17.us.1
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -3
  store double %.17.i.us.4.1, double* %scevgep159, align 8
  %spec.select.us.5.1 = select i1 %27, i64 %.172.15.us.1, i64 %.234.us
  %32 = add i64 %31, 1
  %.175.2.us.5.1 = select i1 %26, i64 %32, i64 %.175.16.us.1
  %.195.us.5.1 = mul i64 %spec.select.us.5.1, %arg.X.5.1
  %.198.us.5.1 = add i64 %.195.us.5.1, %.175.2.us.5.1
  %.199.us.5.1 = getelementptr double, double* %arg.X.4, i64 %.198.us.5.1
  %.200.us.5.1 = load double, double* %.199.us.5.1, align 8
  %.12.i.us.5.1 = tail call double @llvm.sin.f64(double %.200.us.5.1)
  %.17.i.us.5.1 = fmul double %.200.us.5.1, %.12.i.us.5.1
  %scevgep156 = getelementptr double, double* %lsr.iv151, i64 %loop.index.17.us.1
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -2
  store double %.17.i.us.5.1, double* %scevgep157, align 8
  %spec.select.us.6.1 = select i1 %27, i64 %.172.15.us.1, i64 %.234.us
  %33 = add i64 %32, 1
  %.175.2.us.6.1 = select i1 %26, i64 %33, i64 %.175.16.us.1
  %.195.us.6.1 = mul i64 %spec.select.us.6.1, %arg.X.5.1
  %.198.us.6.1 = add i64 %.195.us.6.1, %.175.2.us.6.1
  %.199.us.6.1 = getelementptr double, double* %arg.X.4, i64 %.198.us.6.1
  %.200.us.6.1 = load double, double* %.199.us.6.1, align 8
  %.12.i.us.6.1 = tail call double @llvm.sin.f64(double %.200.us.6.1)
  %.17.i.us.6.1 = fmul double %.200.us.6.1, %.12.i.us.6.1
  %scevgep154 = getelementptr double, double* %lsr.iv151, i64 %loop.index.17.us.1
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -1
  store double %.17.i.us.6.1, double* %scevgep155, align 8
  %spec.select.us.7.1 = select i1 %27, i64 %.172.15.us.1, i64 %.234.us
  %34 = add i64 %33, 1
  %.175.2.us.7.1 = select i1 %26, i64 %34, i64 %.175.16.us.1
  %.195.us.7.1 = mul i64 %spec.select.us.7.1, %arg.X.5.1
  %.198.us.7.1 = add i64 %.195.us.7.1, %.175.2.us.7.1
  %.199.us.7.1 = getelementptr double, double* %arg.X.4, i64 %.198.us.7.1
  %.200.us.7.1 = load double, double* %.199.us.7.1, align 8
  %.12.i.us.7.1 = tail call double @llvm.sin.f64(double %.200.us.7.1)
  %.17.i.us.7.1 = fmul double %.200.us.7.1, %.12.i.us.7.1
  %scevgep166 = getelementptr double, double* %lsr.iv151, i64 %loop.index.17.us.1
  store double %.17.i.us.7.1, double* %scevgep166, align 8
  %.232.us.7.1 = add nuw i64 %loop.index.17.us.1, 8
  %35 = add i64 %34, 1
  %niter.ncmp.7.1 = icmp eq i64 %35, %unroll_iter.1
  br i1 %niter.ncmp.7.1, label %for.end.1.loopexit.us.unr-lcssa.1, label %for.body.1.us.1

for.end.1.loopexit.us.unr-lcssa.1:                ; preds = %for.body.1.us.1, %for.end.1.loopexit.us
  %spec.select.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %.175.2.us.lcssa.ph.1 = phi i64 [ undef, %for.end.1.loopexit.us ], [ %.175.2.us.7.1, %for.body.1.us.1 ]
  %loop.index.17.us.unr.1 = phi i64 [ 0, %for.end.1.loopexit.us ], [ %.232.us.7.1, %for.body.1.us.1 ]
  %.175.16.us.unr.1 = phi i64 [ %.175.2.us.lcssa, %for.end.1.loopexit.us ], [ %.175.2.us.7.1, %for.body.1.us.1 ]
  %.172.15.us.unr.1 = phi i64 [ %spec.select.us.lcssa, %for.end.1.loopexit.us ], [ %spec.select.us.7.1, %for.body.1.us.1 ]
  %36 = and i64 %arg.X.5.1, 7
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1.preheader

for.body.1.us.epil.1.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.1
  br label %for.body.1.us.epil.1

for.body.1.us.epil.1:                             ; preds = %for.body.1.us.epil.1.preheader, %for.body.1.us.epil.1
  %lsr.iv174 = phi i64 [ %xtraiter.3, %for.body.1.us.epil.1.preheader ], [ %lsr.iv.next175, %for.body.1.us.epil.1 ]
  %loop.index.17.us.epil.1 = phi i64 [ %.232.us.epil.1, %for.body.1.us.epil.1 ], [ %loop.index.17.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.175.16.us.epil.1 = phi i64 [ %.175.2.us.epil.1, %for.body.1.us.epil.1 ], [ %.175.16.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %.172.15.us.epil.1 = phi i64 [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ], [ %.172.15.us.unr.1, %for.body.1.us.epil.1.preheader ]
  %38 = icmp ugt i64 %arg.X.5.1, 1
  %39 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us.epil.1 = select i1 %39, i64 %.172.15.us.epil.1, i64 %.234.us
  %.175.2.us.epil.1 = select i1 %38, i64 %loop.index.17.us.epil.1, i64 %.175.16.us.epil.1
  %.195.us.epil.1 = mul i64 %spec.select.us.epil.1, %arg.X.5.1
  %.198.us.epil.1 = add i64 %.195.us.epil.1, %.175.2.us.epil.1
  %.199.us.epil.1 = getelementptr double, double* %arg.X.4, i64 %.198.us.epil.1
  %.200.us.epil.1 = load double, double* %.199.us.epil.1, align 8
  %.12.i.us.epil.1 = tail call double @llvm.sin.f64(double %.200.us.epil.1)
  %.17.i.us.epil.1 = fmul double %.200.us.epil.1, %.12.i.us.epil.1
  %scevgep173 = getelementptr double, double* %lsr.iv170, i64 %loop.index.17.us.epil.1
  store double %.17.i.us.epil.1, double* %scevgep173, align 8
  %.232.us.epil.1 = add nuw nsw i64 %loop.index.17.us.epil.1, 1
  %lsr.iv.next175 = add nsw i64 %lsr.iv174, -1
  %epil.iter.cmp.1.not = icmp eq i64 %lsr.iv.next175, 0
  br i1 %epil.iter.cmp.1.not, label %for.end.1.loopexit.us.1, label %for.body.1.us.epil.1, !llvm.loop !9

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.epil.1, %for.end.1.loopexit.us.unr-lcssa.1
  %spec.select.us.lcssa.1 = phi i64 [ %spec.select.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %spec.select.us.epil.1, %for.body.1.us.epil.1 ]
  %.175.2.us.lcssa.1 = phi i64 [ %.175.2.us.lcssa.ph.1, %for.end.1.loopexit.us.unr-lcssa.1 ], [ %.175.2.us.epil.1, %for.body.1.us.epil.1 ]
  %40 = icmp ult i64 %1, 7
  %.234.us.1 = or i64 %loop.index12.us, 2
  br i1 %40, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2.preheader

for.body.1.us.2.preheader:                        ; preds = %for.end.1.loopexit.us.1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader, %for.body.1.us.2
  %loop.index.17.us.2 = phi i64 [ %50, %for.body.1.us.2 ], [ 0, %for.body.1.us.2.preheader ]
  %.175.16.us.2 = phi i64 [ %.175.2.us.7.2, %for.body.1.us.2 ], [ %.175.2.us.lcssa.1, %for.body.1.us.2.preheader ]
  %.172.15.us.2 = phi i64 [ %spec.select.us.7.2, %for.body.1.us.2 ], [ %spec.select.us.lcssa.1, %for.body.1.us.2.preheader ]
  %41 = icmp ugt i64 %arg.X.5.1, 1
  %42 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us.278 = select i1 %42, i64 %.172.15.us.2, i64 %.234.us.1
  %.175.2.us.279 = select i1 %41, i64 %loop.index.17.us.2, i64 %.175.16.us.2
  %.195.us.280 = mul i64 %spec.select.us.278, %arg.X.5.1
  %.198.us.281 = add i64 %.195.us.280, %.175.2.us.279
  %.199.us.282 = getelementptr double, double* %arg.X.4, i64 %.198.us.281
  %.200.us.283 = load double, double* %.199.us.282, align 8
  %.12.i.us.284 = tail call double @llvm.sin.f64(double %.200.us.283)
  %.17.i.us.285 = fmul double %.200.us.283, %.12.i.us.284
  %scevgep193 = getelementptr double, double* %lsr.iv177, i64 %loop.index.17.us.2
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -7
  store double %.17.i.us.285, double* %scevgep194, align 8
  %spec.select.us.1.2 = select i1 %42, i64 %.172.15.us.2, i64 %.234.us.1
  %43 = add i64 %loop.index.17.us.2, 1
  %.175.2.us.1.2 = select i1 %41, i64 %43, i64 %.175.16.us.2
  %.195.us.1.2 = mul i64 %spec.select.us.1.2, %arg.X.5.1
  %.198.us.1.2 = add i64 %.195.us.1.2, %.175.2.us.1.2
  %.199.us.1.2 = getelementptr double, double* %arg.X.4, i64 %.198.us.1.2
  %.200.us.1.2 = load double, double* %.199.us.1.2, align 8
  %.12.i.us.1.2 = tail call double @llvm.sin.f64(double %.200.us.1.2)
  %.17.i.us.1.2 = fmul double %.200.us.1.2, %.12.i.us.1.2
  %scevgep190 = getelementptr double, double* %lsr.iv177, i64 %loop.index.17.us.2
  %scevgep191 = getelementptr double, double* %scevgep190, i64 -6
  store double %.17.i.us.1.2, double* %scevgep191, align 8
  %spec.select.us.2.2 = select i1 %42, i64 %.172.15.us.2, i64 %.234.us.1
  %44 = add i64 %43, 1
  %.175.2.us.2.2 = select i1 %41, i64 %44, i64 %.175.16.us.2
  %.195.us.2.2 = mul i64 %spec.select.us.2.2, %arg.X.5.1
  %.198.us.2.2 = add i64 %.195.us.2.2, %.175.2.us.2.2
  %.199.us.2.2 = getelementptr double, double* %arg.X.4, i64 %.198.us.2.2
  %.200.us.2.2 = load double, double* %.199.us.2.2, align 8
  %.12.i.us.2.2 = tail call double @llvm.sin.f64(double %.200.us.2.2)
  %.17.i.us.2.2 = fmul double %.200.us.2.2, %.12.i.us.2.2
  %scevgep188 = getelementptr double, double* %lsr.iv177, i64 %loop.index.17.us.2
  %scevgep189 = getelementptr double, double* %scevgep188, i64 -5
  store double %.17.i.us.2.2, double* %scevgep189, align 8
  %spec.select.us.3.2 = select i1 %42, i64 %.172.15.us.2, i64 %.234.us.1
  %45 = add i64 %44, 1
  %.175.2.us.3.2 = select i1 %41, i64 %45, i64 %.175.16.us.2
  %.195.us.3.2 = mul i64 %spec.select.us.3.2, %arg.X.5.1
  %.198.us.3.2 = add i64 %.195.us.3.2, %.175.2.us.3.2
  %.199.us.3.2 = getelementptr double, double* %arg.X.4, i64 %.198.us.3.2
  %.200.us.3.2 = load double, double* %.199.us.3.2, align 8
  %.12.i.us.3.2 = tail call double @llvm.sin.f64(double %.200.us.3.2)
  %.17.i.us.3.2 = fmul double %.200.us.3.2, %.12.i.us.3.2
  %scevgep186 = getelementptr double, double* %lsr.iv177, i64 %loop.index.17.us.2
  %scevgep187 = getelementptr double, double* %scevgep186, i64 -4
  store double %.17.i.us.3.2, double* %scevgep187, align 8
  %spec.select.us.4.2 = select i1 %42, i64 %.172.15.us.2, i64 %.234.us.1
  %46 = add i64 %45, 1
  %.175.2.us.4.2 = select i1 %41, i64 %46, i64 %.175.16.us.2
  %.195.us.4.2 = mul i64 %spec.select.us.4.2, %arg.X.5.1
  %.198.us.4.2 = add i64 %.195.us.4.2, %.175.2.us.4.2
  %.199.us.4.2 = getelementptr double, double* %arg.X.4, i64 %.198.us.4.2
  %.200.us.4.2 = load double, double* %.199.us.4.2, align 8
  %.12.i.us.4.2 = tail call double @llvm.sin.f64(double %.200.us.4.2)
  %.17.i.us.4.2 = fmul double %.200.us.4.2, %.12.i.us.4.2
  %scevgep184 = getelementptr double, double* %lsr.iv177, i64 %loop.index.17.us.2
  %scevgep185 = getelementptr double, double* %scevgep184, i64 -3
  store double %.17.i.us.4.2, double* %scevgep185, align 8
  %spec.select.us.5.2 = select i1 %42, i64 %.172.15.us.2, i64 %.234.us.1
  %47 = add i64 %46, 1
  %.175.2.us.5.2 = select i1 %41, i64 %47, i64 %.175.16.us.2
  %.195.us.5.2 = mul i64 %spec.select.us.5.2, %arg.X.5.1
  %.198.us.5.2 = add i64 %.195.us.5.2, %.175.2.us.5.2
  %.199.us.5.2 = getelementptr double, double* %arg.X.4, i64 %.198.us.5.2
  %.200.us.5.2 = load double, double* %.199.us.5.2, align 8
  %.12.i.us.5.2 = tail call double @llvm.sin.f64(double %.200.us.5.2)
  %.17.i.us.5.2 = fmul double %.200.us.5.2, %.12.i.us.5.2
  %scevgep182 = getelementptr double, double* %lsr.iv177, i64 %loop.index.17.us.2
  %scevgep183 = getelementptr double, double* %scevgep182, i64 -2
  store double %.17.i.us.5.2, double* %scevgep183, align 8
  %spec.select.us.6.2 = select i1 %42, i64 %.172.15.us.2, i64 %.234.us.1
  %48 = add i64 %47, 1
  %.175.2.us.6.2 = select i1 %41, i64 %48, i64 %.175.16.us.2
  %.195.us.6.2 = mul i64 %spec.select.us.6.2, %arg.X.5.1
  %.198.us.6.2 = add i64 %.195.us.6.2, %.175.2.us.6.2
  %.199.us.6.2 = getelementptr double, double* %arg.X.4, i64 %.198.us.6.2
  %.200.us.6.2 = load double, double* %.199.us.6.2, align 8
  %.12.i.us.6.2 = tail call double @llvm.sin.f64(double %.200.us.6.2)
  %.17.i.us.6.2 = fmul double %.200.us.6.2, %.12.i.us.6.2
  %scevgep180 = getelementptr double, double* %lsr.iv177, i64 %loop.index.17.us.2
  %scevgep181 = getelementptr double, double* %scevgep180, i64 -1
  store double %.17.i.us.6.2, double* %scevgep181, align 8
  %spec.select.us.7.2 = select i1 %42, i64 %.172.15.us.2, i64 %.234.us.1
  %49 = add i64 %48, 1
  %.175.2.us.7.2 = select i1 %41, i64 %49, i64 %.175.16.us.2
  %.195.us.7.2 = mul i64 %spec.select.us.7.2, %arg.X.5.1
  %.198.us.7.2 = add i64 %.195.us.7.2, %.175.2.us.7.2
  %.199.us.7.2 = getelementptr double, double* %arg.X.4, i64 %.198.us.7.2
  %.200.us.7.2 = load double, double* %.199.us.7.2, align 8
  %.12.i.us.7.2 = tail call double @llvm.sin.f64(double %.200.us.7.2)
  %.17.i.us.7.2 = fmul double %.200.us.7.2, %.12.i.us.7.2
  %scevgep192 = getelementptr double, double* %lsr.iv177, i64 %loop.index.17.us.2
  store double %.17.i.us.7.2, double* %scevgep192, align 8
  %.232.us.7.2 = add nuw i64 %loop.index.17.us.2, 8
  %50 = add i64 %49, 1
  %niter.ncmp.7.2 = icmp eq i64 %50, %unroll_iter.2
  br i1 %niter.ncmp.7.2, label %for.end.1.loopexit.us.unr-lcssa.2, label %for.body.1.us.2

for.end.1.loopexit.us.unr-lcssa.2:                ; preds = %for.body.1.us.2, %for.end.1.loopexit.us.1
  %spec.select.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %.175.2.us.lcssa.ph.2 = phi i64 [ undef, %for.end.1.loopexit.us.1 ], [ %.175.2.us.7.2, %for.body.1.us.2 ]
  %loop.index.17.us.unr.2 = phi i64 [ 0, %for.end.1.loopexit.us.1 ], [ %.232.us.7.2, %for.body.1.us.2 ]
  %.175.16.us.unr.2 = phi i64 [ %.175.2.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %.175.2.us.7.2, %for.body.1.us.2 ]
  %.172.15.us.unr.2 = phi i64 [ %spec.select.us.lcssa.1, %for.end.1.loopexit.us.1 ], [ %spec.select.us.7.2, %for.body.1.us.2 ]
  %51 = and i64 %arg.X.5.1, 7
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2.preheader

for.body.1.us.epil.2.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.2
  br label %for.body.1.us.epil.2

for.body.1.us.epil.2:                             ; preds = %for.body.1.us.epil.2.preheader, %for.body.1.us.epil.2
  %lsr.iv200 = phi i64 [ %xtraiter.3, %for.body.1.us.epil.2.preheader ], [ %lsr.iv.next201, %for.body.1.us.epil.2 ]
  %loop.index.17.us.epil.2 = phi i64 [ %.232.us.epil.2, %for.body.1.us.epil.2 ], [ %loop.index.17.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.175.16.us.epil.2 = phi i64 [ %.175.2.us.epil.2, %for.body.1.us.epil.2 ], [ %.175.16.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %.172.15.us.epil.2 = phi i64 [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ], [ %.172.15.us.unr.2, %for.body.1.us.epil.2.preheader ]
  %53 = icmp ugt i64 %arg.X.5.1, 1
  %54 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us.epil.2 = select i1 %54, i64 %.172.15.us.epil.2, i64 %.234.us.1
  %.175.2.us.epil.2 = select i1 %53, i64 %loop.index.17.us.epil.2, i64 %.175.16.us.epil.2
  %.195.us.epil.2 = mul i64 %spec.select.us.epil.2, %arg.X.5.1
  %.198.us.epil.2 = add i64 %.195.us.epil.2, %.175.2.us.epil.2
  %.199.us.epil.2 = getelementptr double, double* %arg.X.4, i64 %.198.us.epil.2
  %.200.us.epil.2 = load double, double* %.199.us.epil.2, align 8
  %.12.i.us.epil.2 = tail call double @llvm.sin.f64(double %.200.us.epil.2)
  %.17.i.us.epil.2 = fmul double %.200.us.epil.2, %.12.i.us.epil.2
  %scevgep199 = getelementptr double, double* %lsr.iv196, i64 %loop.index.17.us.epil.2
  store double %.17.i.us.epil.2, double* %scevgep199, align 8
  %.232.us.epil.2 = add nuw nsw i64 %loop.index.17.us.epil.2, 1
  %lsr.iv.next201 = add nsw i64 %lsr.iv200, -1
  %epil.iter.cmp.2.not = icmp eq i64 %lsr.iv.next201, 0
  br i1 %epil.iter.cmp.2.not, label %for.end.1.loopexit.us.2, label %for.body.1.us.epil.2, !llvm.loop !9

for.end.1.loopexit.us.2:                          ; preds = %for.body.1.us.epil.2, %for.end.1.loopexit.us.unr-lcssa.2
  %spec.select.us.lcssa.2 = phi i64 [ %spec.select.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %spec.select.us.epil.2, %for.body.1.us.epil.2 ]
  %.175.2.us.lcssa.2 = phi i64 [ %.175.2.us.lcssa.ph.2, %for.end.1.loopexit.us.unr-lcssa.2 ], [ %.175.2.us.epil.2, %for.body.1.us.epil.2 ]
  %55 = icmp ult i64 %1, 7
  %.234.us.2 = or i64 %loop.index12.us, 3
  br i1 %55, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3.preheader

for.body.1.us.3.preheader:                        ; preds = %for.end.1.loopexit.us.2
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader, %for.body.1.us.3
  %loop.index.17.us.3 = phi i64 [ %65, %for.body.1.us.3 ], [ 0, %for.body.1.us.3.preheader ]
  %.175.16.us.3 = phi i64 [ %.175.2.us.7.3, %for.body.1.us.3 ], [ %.175.2.us.lcssa.2, %for.body.1.us.3.preheader ]
  %.172.15.us.3 = phi i64 [ %spec.select.us.7.3, %for.body.1.us.3 ], [ %spec.select.us.lcssa.2, %for.body.1.us.3.preheader ]
  %56 = icmp ugt i64 %arg.X.5.1, 1
  %57 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us.390 = select i1 %57, i64 %.172.15.us.3, i64 %.234.us.2
  %.175.2.us.391 = select i1 %56, i64 %loop.index.17.us.3, i64 %.175.16.us.3
  %.195.us.392 = mul i64 %spec.select.us.390, %arg.X.5.1
  %.198.us.393 = add i64 %.195.us.392, %.175.2.us.391
  %.199.us.394 = getelementptr double, double* %arg.X.4, i64 %.198.us.393
  %.200.us.395 = load double, double* %.199.us.394, align 8
  %.12.i.us.396 = tail call double @llvm.sin.f64(double %.200.us.395)
  %.17.i.us.397 = fmul double %.200.us.395, %.12.i.us.396
  %scevgep219 = getelementptr double, double* %lsr.iv203, i64 %loop.index.17.us.3
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -7
  store double %.17.i.us.397, double* %scevgep220, align 8
  %spec.select.us.1.3 = select i1 %57, i64 %.172.15.us.3, i64 %.234.us.2
  %58 = add i64 %loop.index.17.us.3, 1
  %.175.2.us.1.3 = select i1 %56, i64 %58, i64 %.175.16.us.3
  %.195.us.1.3 = mul i64 %spec.select.us.1.3, %arg.X.5.1
  %.198.us.1.3 = add i64 %.195.us.1.3, %.175.2.us.1.3
  %.199.us.1.3 = getelementptr double, double* %arg.X.4, i64 %.198.us.1.3
  %.200.us.1.3 = load double, double* %.199.us.1.3, align 8
  %.12.i.us.1.3 = tail call double @llvm.sin.f64(double %.200.us.1.3)
  %.17.i.us.1.3 = fmul double %.200.us.1.3, %.12.i.us.1.3
  %scevgep216 = getelementptr double, double* %lsr.iv203, i64 %loop.index.17.us.3
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -6
  store double %.17.i.us.1.3, double* %scevgep217, align 8
  %spec.select.us.2.3 = select i1 %57, i64 %.172.15.us.3, i64 %.234.us.2
  %59 = add i64 %58, 1
  %.175.2.us.2.3 = select i1 %56, i64 %59, i64 %.175.16.us.3
  %.195.us.2.3 = mul i64 %spec.select.us.2.3, %arg.X.5.1
  %.198.us.2.3 = add i64 %.195.us.2.3, %.175.2.us.2.3
  %.199.us.2.3 = getelementptr double, double* %arg.X.4, i64 %.198.us.2.3
  %.200.us.2.3 = load double, double* %.199.us.2.3, align 8
  %.12.i.us.2.3 = tail call double @llvm.sin.f64(double %.200.us.2.3)
  %.17.i.us.2.3 = fmul double %.200.us.2.3, %.12.i.us.2.3
  %scevgep214 = getelementptr double, double* %lsr.iv203, i64 %loop.index.17.us.3
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -5
  store double %.17.i.us.2.3, double* %scevgep215, align 8
  %spec.select.us.3.3 = select i1 %57, i64 %.172.15.us.3, i64 %.234.us.2
  %60 = add i64 %59, 1
  %.175.2.us.3.3 = select i1 %56, i64 %60, i64 %.175.16.us.3
  %.195.us.3.3 = mul i64 %spec.select.us.3.3, %arg.X.5.1
  %.198.us.3.3 = add i64 %.195.us.3.3, %.175.2.us.3.3
  %.199.us.3.3 = getelementptr double, double* %arg.X.4, i64 %.198.us.3.3
  %.200.us.3.3 = load double, double* %.199.us.3.3, align 8
  %.12.i.us.3.3 = tail call double @llvm.sin.f64(double %.200.us.3.3)
  %.17.i.us.3.3 = fmul double %.200.us.3.3, %.12.i.us.3.3
  %scevgep212 = getelementptr double, double* %lsr.iv203, i64 %loop.index.17.us.3
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -4
  store double %.17.i.us.3.3, double* %scevgep213, align 8
  %spec.select.us.4.3 = select i1 %57, i64 %.172.15.us.3, i64 %.234.us.2
  %61 = add i64 %60, 1
  %.175.2.us.4.3 = select i1 %56, i64 %61, i64 %.175.16.us.3
  %.195.us.4.3 = mul i64 %spec.select.us.4.3, %arg.X.5.1
  %.198.us.4.3 = add i64 %.195.us.4.3, %.175.2.us.4.3
  %.199.us.4.3 = getelementptr double, double* %arg.X.4, i64 %.198.us.4.3
  %.200.us.4.3 = load double, double* %.199.us.4.3, align 8
  %.12.i.us.4.3 = tail call double @llvm.sin.f64(double %.200.us.4.3)
  %.17.i.us.4.3 = fmul double %.200.us.4.3, %.12.i.us.4.3
  %scevgep210 = getelementptr double, double* %lsr.iv203, i64 %loop.index.17.us.3
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -3
  store double %.17.i.us.4.3, double* %scevgep211, align 8
  %spec.select.us.5.3 = select i1 %57, i64 %.172.15.us.3, i64 %.234.us.2
  %62 = add i64 %61, 1
  %.175.2.us.5.3 = select i1 %56, i64 %62, i64 %.175.16.us.3
  %.195.us.5.3 = mul i64 %spec.select.us.5.3, %arg.X.5.1
  %.198.us.5.3 = add i64 %.195.us.5.3, %.175.2.us.5.3
  %.199.us.5.3 = getelementptr double, double* %arg.X.4, i64 %.198.us.5.3
  %.200.us.5.3 = load double, double* %.199.us.5.3, align 8
  %.12.i.us.5.3 = tail call double @llvm.sin.f64(double %.200.us.5.3)
  %.17.i.us.5.3 = fmul double %.200.us.5.3, %.12.i.us.5.3
  %scevgep208 = getelementptr double, double* %lsr.iv203, i64 %loop.index.17.us.3
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -2
  store double %.17.i.us.5.3, double* %scevgep209, align 8
  %spec.select.us.6.3 = select i1 %57, i64 %.172.15.us.3, i64 %.234.us.2
  %63 = add i64 %62, 1
  %.175.2.us.6.3 = select i1 %56, i64 %63, i64 %.175.16.us.3
  %.195.us.6.3 = mul i64 %spec.select.us.6.3, %arg.X.5.1
  %.198.us.6.3 = add i64 %.195.us.6.3, %.175.2.us.6.3
  %.199.us.6.3 = getelementptr double, double* %arg.X.4, i64 %.198.us.6.3
  %.200.us.6.3 = load double, double* %.199.us.6.3, align 8
  %.12.i.us.6.3 = tail call double @llvm.sin.f64(double %.200.us.6.3)
  %.17.i.us.6.3 = fmul double %.200.us.6.3, %.12.i.us.6.3
  %scevgep206 = getelementptr double, double* %lsr.iv203, i64 %loop.index.17.us.3
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -1
  store double %.17.i.us.6.3, double* %scevgep207, align 8
  %spec.select.us.7.3 = select i1 %57, i64 %.172.15.us.3, i64 %.234.us.2
  %64 = add i64 %63, 1
  %.175.2.us.7.3 = select i1 %56, i64 %64, i64 %.175.16.us.3
  %.195.us.7.3 = mul i64 %spec.select.us.7.3, %arg.X.5.1
  %.198.us.7.3 = add i64 %.195.us.7.3, %.175.2.us.7.3
  %.199.us.7.3 = getelementptr double, double* %arg.X.4, i64 %.198.us.7.3
  %.200.us.7.3 = load double, double* %.199.us.7.3, align 8
  %.12.i.us.7.3 = tail call double @llvm.sin.f64(double %.200.us.7.3)
  %.17.i.us.7.3 = fmul double %.200.us.7.3, %.12.i.us.7.3
  %scevgep218 = getelementptr double, double* %lsr.iv203, i64 %loop.index.17.us.3
  store double %.17.i.us.7.3, double* %scevgep218, align 8
  %.232.us.7.3 = add nuw i64 %loop.index.17.us.3, 8
  %65 = add i64 %64, 1
  %niter.ncmp.7.3 = icmp eq i64 %65, %unroll_iter.3
  br i1 %niter.ncmp.7.3, label %for.end.1.loopexit.us.unr-lcssa.3, label %for.body.1.us.3

for.end.1.loopexit.us.unr-lcssa.3:                ; preds = %for.body.1.us.3, %for.end.1.loopexit.us.2
  %spec.select.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %.175.2.us.lcssa.ph.3 = phi i64 [ undef, %for.end.1.loopexit.us.2 ], [ %.175.2.us.7.3, %for.body.1.us.3 ]
  %loop.index.17.us.unr.3 = phi i64 [ 0, %for.end.1.loopexit.us.2 ], [ %.232.us.7.3, %for.body.1.us.3 ]
  %.175.16.us.unr.3 = phi i64 [ %.175.2.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %.175.2.us.7.3, %for.body.1.us.3 ]
  %.172.15.us.unr.3 = phi i64 [ %spec.select.us.lcssa.2, %for.end.1.loopexit.us.2 ], [ %spec.select.us.7.3, %for.body.1.us.3 ]
  %66 = icmp eq i64 %xtraiter.3, 0
  br i1 %66, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3.preheader

for.body.1.us.epil.3.preheader:                   ; preds = %for.end.1.loopexit.us.unr-lcssa.3
  br label %for.body.1.us.epil.3

for.body.1.us.epil.3:                             ; preds = %for.body.1.us.epil.3.preheader, %for.body.1.us.epil.3
  %lsr.iv226 = phi i64 [ %xtraiter.3, %for.body.1.us.epil.3.preheader ], [ %lsr.iv.next227, %for.body.1.us.epil.3 ]
  %loop.index.17.us.epil.3 = phi i64 [ %.232.us.epil.3, %for.body.1.us.epil.3 ], [ %loop.index.17.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.175.16.us.epil.3 = phi i64 [ %.175.2.us.epil.3, %for.body.1.us.epil.3 ], [ %.175.16.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %.172.15.us.epil.3 = phi i64 [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ], [ %.172.15.us.unr.3, %for.body.1.us.epil.3.preheader ]
  %67 = icmp ugt i64 %arg.X.5.1, 1
  %68 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us.epil.3 = select i1 %68, i64 %.172.15.us.epil.3, i64 %.234.us.2
  %.175.2.us.epil.3 = select i1 %67, i64 %loop.index.17.us.epil.3, i64 %.175.16.us.epil.3
  %.195.us.epil.3 = mul i64 %spec.select.us.epil.3, %arg.X.5.1
  %.198.us.epil.3 = add i64 %.195.us.epil.3, %.175.2.us.epil.3
  %.199.us.epil.3 = getelementptr double, double* %arg.X.4, i64 %.198.us.epil.3
  %.200.us.epil.3 = load double, double* %.199.us.epil.3, align 8
  %.12.i.us.epil.3 = tail call double @llvm.sin.f64(double %.200.us.epil.3)
  %.17.i.us.epil.3 = fmul double %.200.us.epil.3, %.12.i.us.epil.3
  %scevgep225 = getelementptr double, double* %lsr.iv222, i64 %loop.index.17.us.epil.3
  store double %.17.i.us.epil.3, double* %scevgep225, align 8
  %.232.us.epil.3 = add nuw nsw i64 %loop.index.17.us.epil.3, 1
  %lsr.iv.next227 = add nsw i64 %lsr.iv226, -1
  %epil.iter.cmp.3.not = icmp eq i64 %lsr.iv.next227, 0
  br i1 %epil.iter.cmp.3.not, label %for.end.1.loopexit.us.3, label %for.body.1.us.epil.3, !llvm.loop !9

for.end.1.loopexit.us.3:                          ; preds = %for.body.1.us.epil.3, %for.end.1.loopexit.us.unr-lcssa.3
  %spec.select.us.lcssa.3 = phi i64 [ %spec.select.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %spec.select.us.epil.3, %for.body.1.us.epil.3 ]
  %.175.2.us.lcssa.3 = phi i64 [ %.175.2.us.lcssa.ph.3, %for.end.1.loopexit.us.unr-lcssa.3 ], [ %.175.2.us.epil.3, %for.body.1.us.epil.3 ]
  %69 = bitcast double* %lsr.iv126 to i1*
  %70 = bitcast double* %lsr.iv144 to i1*
  %71 = bitcast double* %lsr.iv151 to i1*
  %72 = bitcast double* %lsr.iv170 to i1*
  %73 = bitcast double* %lsr.iv177 to i1*
  %74 = bitcast double* %lsr.iv196 to i1*
  %75 = bitcast double* %lsr.iv203 to i1*
  %76 = bitcast double* %lsr.iv222 to i1*
  %.234.us.3 = add nuw nsw i64 %loop.index12.us, 4
  %scevgep128 = getelementptr i1, i1* %69, i64 %4
  %77 = bitcast i1* %scevgep128 to double*
  %scevgep146 = getelementptr i1, i1* %70, i64 %4
  %78 = bitcast i1* %scevgep146 to double*
  %scevgep153 = getelementptr i1, i1* %71, i64 %4
  %79 = bitcast i1* %scevgep153 to double*
  %scevgep172 = getelementptr i1, i1* %72, i64 %4
  %80 = bitcast i1* %scevgep172 to double*
  %scevgep179 = getelementptr i1, i1* %73, i64 %4
  %81 = bitcast i1* %scevgep179 to double*
  %scevgep198 = getelementptr i1, i1* %74, i64 %4
  %82 = bitcast i1* %scevgep198 to double*
  %scevgep205 = getelementptr i1, i1* %75, i64 %4
  %83 = bitcast i1* %scevgep205 to double*
  %scevgep224 = getelementptr i1, i1* %76, i64 %4
  %84 = bitcast i1* %scevgep224 to double*
  %niter65.ncmp.3 = icmp eq i64 %.234.us.3, %unroll_iter64
  br i1 %niter65.ncmp.3, label %for.end.loopexit.unr-lcssa, label %for.cond.1.preheader.us

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.3, %for.cond.1.preheader.us.preheader
  %loop.index12.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.234.us.3, %for.end.1.loopexit.us.3 ]
  %.175.011.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %.175.2.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %.172.010.us.unr = phi i64 [ 0, %for.cond.1.preheader.us.preheader ], [ %spec.select.us.lcssa.3, %for.end.1.loopexit.us.3 ]
  %lcmp.mod63.not = icmp eq i64 %xtraiter46, 0
  br i1 %lcmp.mod63.not, label %for.end, label %for.cond.1.preheader.us.epil.preheader

for.cond.1.preheader.us.epil.preheader:           ; preds = %for.end.loopexit.unr-lcssa
  %xtraiter.epil = and i64 %arg.X.5.1, 7
  %unroll_iter.epil = and i64 %arg.X.5.1, -8
  %85 = mul i64 %loop.index12.us.unr, %arg.X.5.1
  %86 = add i64 %85, 7
  %scevgep = getelementptr double, double* %.6.i15, i64 %86
  %87 = shl i64 %arg.X.5.1, 3
  %scevgep119 = getelementptr double, double* %.6.i15, i64 %85
  br label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.1.loopexit.us.epil, %for.cond.1.preheader.us.epil.preheader
  %lsr.iv120 = phi double* [ %105, %for.end.1.loopexit.us.epil ], [ %scevgep119, %for.cond.1.preheader.us.epil.preheader ]
  %lsr.iv = phi double* [ %104, %for.end.1.loopexit.us.epil ], [ %scevgep, %for.cond.1.preheader.us.epil.preheader ]
  %loop.index12.us.epil = phi i64 [ %.234.us.epil, %for.end.1.loopexit.us.epil ], [ %loop.index12.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.175.011.us.epil = phi i64 [ %.175.2.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.175.011.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %.172.010.us.epil = phi i64 [ %spec.select.us.lcssa.epil, %for.end.1.loopexit.us.epil ], [ %.172.010.us.unr, %for.cond.1.preheader.us.epil.preheader ]
  %epil.iter62 = phi i64 [ %epil.iter62.next, %for.end.1.loopexit.us.epil ], [ 0, %for.cond.1.preheader.us.epil.preheader ]
  %88 = icmp ult i64 %1, 7
  br i1 %88, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil47.preheader

for.body.1.us.epil47.preheader:                   ; preds = %for.cond.1.preheader.us.epil
  br label %for.body.1.us.epil47

for.body.1.us.epil47:                             ; preds = %for.body.1.us.epil47.preheader, %for.body.1.us.epil47
  %loop.index.17.us.epil48 = phi i64 [ %98, %for.body.1.us.epil47 ], [ 0, %for.body.1.us.epil47.preheader ]
  %.175.16.us.epil49 = phi i64 [ %.175.2.us.7.epil, %for.body.1.us.epil47 ], [ %.175.011.us.epil, %for.body.1.us.epil47.preheader ]
  %.172.15.us.epil50 = phi i64 [ %spec.select.us.7.epil, %for.body.1.us.epil47 ], [ %.172.010.us.epil, %for.body.1.us.epil47.preheader ]
  %89 = icmp ugt i64 %arg.X.5.1, 1
  %90 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us.epil51 = select i1 %90, i64 %.172.15.us.epil50, i64 %loop.index12.us.epil
  %.175.2.us.epil52 = select i1 %89, i64 %loop.index.17.us.epil48, i64 %.175.16.us.epil49
  %.195.us.epil53 = mul i64 %spec.select.us.epil51, %arg.X.5.1
  %.198.us.epil54 = add i64 %.195.us.epil53, %.175.2.us.epil52
  %.199.us.epil55 = getelementptr double, double* %arg.X.4, i64 %.198.us.epil54
  %.200.us.epil56 = load double, double* %.199.us.epil55, align 8
  %.12.i.us.epil57 = tail call double @llvm.sin.f64(double %.200.us.epil56)
  %.17.i.us.epil58 = fmul double %.200.us.epil56, %.12.i.us.epil57
  %scevgep117 = getelementptr double, double* %lsr.iv, i64 %loop.index.17.us.epil48
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -7
  store double %.17.i.us.epil58, double* %scevgep118, align 8
  %spec.select.us.1.epil = select i1 %90, i64 %.172.15.us.epil50, i64 %loop.index12.us.epil
  %91 = add i64 %loop.index.17.us.epil48, 1
  %.175.2.us.1.epil = select i1 %89, i64 %91, i64 %.175.16.us.epil49
  %.195.us.1.epil = mul i64 %spec.select.us.1.epil, %arg.X.5.1
  %.198.us.1.epil = add i64 %.195.us.1.epil, %.175.2.us.1.epil
  %.199.us.1.epil = getelementptr double, double* %arg.X.4, i64 %.198.us.1.epil
  %.200.us.1.epil = load double, double* %.199.us.1.epil, align 8
  %.12.i.us.1.epil = tail call double @llvm.sin.f64(double %.200.us.1.epil)
  %.17.i.us.1.epil = fmul double %.200.us.1.epil, %.12.i.us.1.epil
  %scevgep114 = getelementptr double, double* %lsr.iv, i64 %loop.index.17.us.epil48
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -6
  store double %.17.i.us.1.epil, double* %scevgep115, align 8
  %spec.select.us.2.epil = select i1 %90, i64 %.172.15.us.epil50, i64 %loop.index12.us.epil
  %92 = add i64 %91, 1
  %.175.2.us.2.epil = select i1 %89, i64 %92, i64 %.175.16.us.epil49
  %.195.us.2.epil = mul i64 %spec.select.us.2.epil, %arg.X.5.1
  %.198.us.2.epil = add i64 %.195.us.2.epil, %.175.2.us.2.epil
  %.199.us.2.epil = getelementptr double, double* %arg.X.4, i64 %.198.us.2.epil
  %.200.us.2.epil = load double, double* %.199.us.2.epil, align 8
  %.12.i.us.2.epil = tail call double @llvm.sin.f64(double %.200.us.2.epil)
  %.17.i.us.2.epil = fmul double %.200.us.2.epil, %.12.i.us.2.epil
  %scevgep112 = getelementptr double, double* %lsr.iv, i64 %loop.index.17.us.epil48
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -5
  store double %.17.i.us.2.epil, double* %scevgep113, align 8
  %spec.select.us.3.epil = select i1 %90, i64 %.172.15.us.epil50, i64 %loop.index12.us.epil
  %93 = add i64 %92, 1
  %.175.2.us.3.epil = select i1 %89, i64 %93, i64 %.175.16.us.epil49
  %.195.us.3.epil = mul i64 %spec.select.us.3.epil, %arg.X.5.1
  %.198.us.3.epil = add i64 %.195.us.3.epil, %.175.2.us.3.epil
  %.199.us.3.epil = getelementptr double, double* %arg.X.4, i64 %.198.us.3.epil
  %.200.us.3.epil = load double, double* %.199.us.3.epil, align 8
  %.12.i.us.3.epil = tail call double @llvm.sin.f64(double %.200.us.3.epil)
  %.17.i.us.3.epil = fmul double %.200.us.3.epil, %.12.i.us.3.epil
  %scevgep110 = getelementptr double, double* %lsr.iv, i64 %loop.index.17.us.epil48
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -4
  store double %.17.i.us.3.epil, double* %scevgep111, align 8
  %spec.select.us.4.epil = select i1 %90, i64 %.172.15.us.epil50, i64 %loop.index12.us.epil
  %94 = add i64 %93, 1
  %.175.2.us.4.epil = select i1 %89, i64 %94, i64 %.175.16.us.epil49
  %.195.us.4.epil = mul i64 %spec.select.us.4.epil, %arg.X.5.1
  %.198.us.4.epil = add i64 %.195.us.4.epil, %.175.2.us.4.epil
  %.199.us.4.epil = getelementptr double, double* %arg.X.4, i64 %.198.us.4.epil
  %.200.us.4.epil = load double, double* %.199.us.4.epil, align 8
  %.12.i.us.4.epil = tail call double @llvm.sin.f64(double %.200.us.4.epil)
  %.17.i.us.4.epil = fmul double %.200.us.4.epil, %.12.i.us.4.epil
  %scevgep108 = getelementptr double, double* %lsr.iv, i64 %loop.index.17.us.epil48
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -3
  store double %.17.i.us.4.epil, double* %scevgep109, align 8
  %spec.select.us.5.epil = select i1 %90, i64 %.172.15.us.epil50, i64 %loop.index12.us.epil
  %95 = add i64 %94, 1
  %.175.2.us.5.epil = select i1 %89, i64 %95, i64 %.175.16.us.epil49
  %.195.us.5.epil = mul i64 %spec.select.us.5.epil, %arg.X.5.1
  %.198.us.5.epil = add i64 %.195.us.5.epil, %.175.2.us.5.epil
  %.199.us.5.epil = getelementptr double, double* %arg.X.4, i64 %.198.us.5.epil
  %.200.us.5.epil = load double, double* %.199.us.5.epil, align 8
  %.12.i.us.5.epil = tail call double @llvm.sin.f64(double %.200.us.5.epil)
  %.17.i.us.5.epil = fmul double %.200.us.5.epil, %.12.i.us.5.epil
  %scevgep106 = getelementptr double, double* %lsr.iv, i64 %loop.index.17.us.epil48
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -2
  store double %.17.i.us.5.epil, double* %scevgep107, align 8
  %spec.select.us.6.epil = select i1 %90, i64 %.172.15.us.epil50, i64 %loop.index12.us.epil
  %96 = add i64 %95, 1
  %.175.2.us.6.epil = select i1 %89, i64 %96, i64 %.175.16.us.epil49
  %.195.us.6.epil = mul i64 %spec.select.us.6.epil, %arg.X.5.1
  %.198.us.6.epil = add i64 %.195.us.6.epil, %.175.2.us.6.epil
  %.199.us.6.epil = getelementptr double, double* %arg.X.4, i64 %.198.us.6.epil
  %.200.us.6.epil = load double, double* %.199.us.6.epil, align 8
  %.12.i.us.6.epil = tail call double @llvm.sin.f64(double %.200.us.6.epil)
  %.17.i.us.6.epil = fmul double %.200.us.6.epil, %.12.i.us.6.epil
  %scevgep104 = getelementptr double, double* %lsr.iv, i64 %loop.index.17.us.epil48
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -1
  store double %.17.i.us.6.epil, double* %scevgep105, align 8
  %spec.select.us.7.epil = select i1 %90, i64 %.172.15.us.epil50, i64 %loop.index12.us.epil
  %97 = add i64 %96, 1
  %.175.2.us.7.epil = select i1 %89, i64 %97, i64 %.175.16.us.epil49
  %.195.us.7.epil = mul i64 %spec.select.us.7.epil, %arg.X.5.1
  %.198.us.7.epil = add i64 %.195.us.7.epil, %.175.2.us.7.epil
  %.199.us.7.epil = getelementptr double, double* %arg.X.4, i64 %.198.us.7.epil
  %.200.us.7.epil = load double, double* %.199.us.7.epil, align 8
  %.12.i.us.7.epil = tail call double @llvm.sin.f64(double %.200.us.7.epil)
  %.17.i.us.7.epil = fmul double %.200.us.7.epil, %.12.i.us.7.epil
  %scevgep116 = getelementptr double, double* %lsr.iv, i64 %loop.index.17.us.epil48
  store double %.17.i.us.7.epil, double* %scevgep116, align 8
  %.232.us.7.epil = add nuw i64 %loop.index.17.us.epil48, 8
  %98 = add i64 %97, 1
  %niter.ncmp.7.epil = icmp eq i64 %98, %unroll_iter.epil
  br i1 %niter.ncmp.7.epil, label %for.end.1.loopexit.us.unr-lcssa.epil, label %for.body.1.us.epil47

for.end.1.loopexit.us.unr-lcssa.epil:             ; preds = %for.body.1.us.epil47, %for.cond.1.preheader.us.epil
  %spec.select.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil47 ]
  %.175.2.us.lcssa.ph.epil = phi i64 [ undef, %for.cond.1.preheader.us.epil ], [ %.175.2.us.7.epil, %for.body.1.us.epil47 ]
  %loop.index.17.us.unr.epil = phi i64 [ 0, %for.cond.1.preheader.us.epil ], [ %.232.us.7.epil, %for.body.1.us.epil47 ]
  %.175.16.us.unr.epil = phi i64 [ %.175.011.us.epil, %for.cond.1.preheader.us.epil ], [ %.175.2.us.7.epil, %for.body.1.us.epil47 ]
  %.172.15.us.unr.epil = phi i64 [ %.172.010.us.epil, %for.cond.1.preheader.us.epil ], [ %spec.select.us.7.epil, %for.body.1.us.epil47 ]
  %99 = icmp eq i64 %xtraiter.epil, 0
  br i1 %99, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil.preheader

for.body.1.us.epil.epil.preheader:                ; preds = %for.end.1.loopexit.us.unr-lcssa.epil
  br label %for.body.1.us.epil.epil

for.body.1.us.epil.epil:                          ; preds = %for.body.1.us.epil.epil.preheader, %for.body.1.us.epil.epil
  %lsr.iv124 = phi i64 [ %xtraiter.epil, %for.body.1.us.epil.epil.preheader ], [ %lsr.iv.next, %for.body.1.us.epil.epil ]
  %loop.index.17.us.epil.epil = phi i64 [ %.232.us.epil.epil, %for.body.1.us.epil.epil ], [ %loop.index.17.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.175.16.us.epil.epil = phi i64 [ %.175.2.us.epil.epil, %for.body.1.us.epil.epil ], [ %.175.16.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %.172.15.us.epil.epil = phi i64 [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ], [ %.172.15.us.unr.epil, %for.body.1.us.epil.epil.preheader ]
  %100 = icmp ugt i64 %arg.X.5.1, 1
  %101 = icmp eq i64 %arg.X.5.0, 1
  %spec.select.us.epil.epil = select i1 %101, i64 %.172.15.us.epil.epil, i64 %loop.index12.us.epil
  %.175.2.us.epil.epil = select i1 %100, i64 %loop.index.17.us.epil.epil, i64 %.175.16.us.epil.epil
  %.195.us.epil.epil = mul i64 %spec.select.us.epil.epil, %arg.X.5.1
  %.198.us.epil.epil = add i64 %.195.us.epil.epil, %.175.2.us.epil.epil
  %.199.us.epil.epil = getelementptr double, double* %arg.X.4, i64 %.198.us.epil.epil
  %.200.us.epil.epil = load double, double* %.199.us.epil.epil, align 8
  %.12.i.us.epil.epil = tail call double @llvm.sin.f64(double %.200.us.epil.epil)
  %.17.i.us.epil.epil = fmul double %.200.us.epil.epil, %.12.i.us.epil.epil
  %scevgep123 = getelementptr double, double* %lsr.iv120, i64 %loop.index.17.us.epil.epil
  store double %.17.i.us.epil.epil, double* %scevgep123, align 8
  %.232.us.epil.epil = add nuw nsw i64 %loop.index.17.us.epil.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv124, -1
  %epil.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.epil.not, label %for.end.1.loopexit.us.epil, label %for.body.1.us.epil.epil, !llvm.loop !9

for.end.1.loopexit.us.epil:                       ; preds = %for.body.1.us.epil.epil, %for.end.1.loopexit.us.unr-lcssa.epil
  %spec.select.us.lcssa.epil = phi i64 [ %spec.select.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %spec.select.us.epil.epil, %for.body.1.us.epil.epil ]
  %.175.2.us.lcssa.epil = phi i64 [ %.175.2.us.lcssa.ph.epil, %for.end.1.loopexit.us.unr-lcssa.epil ], [ %.175.2.us.epil.epil, %for.body.1.us.epil.epil ]
  %102 = bitcast double* %lsr.iv to i1*
  %103 = bitcast double* %lsr.iv120 to i1*
  %.234.us.epil = add nuw nsw i64 %loop.index12.us.epil, 1
  %epil.iter62.next = add i64 %epil.iter62, 1
  %scevgep103 = getelementptr i1, i1* %102, i64 %87
  %104 = bitcast i1* %scevgep103 to double*
  %scevgep122 = getelementptr i1, i1* %103, i64 %87
  %105 = bitcast i1* %scevgep122 to double*
  %epil.iter62.cmp.not = icmp eq i64 %epil.iter62.next, %xtraiter46
  br i1 %epil.iter62.cmp.not, label %for.end, label %for.cond.1.preheader.us.epil, !llvm.loop !11

for.end:                                          ; preds = %for.end.1.loopexit.us.epil, %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.preheader, %B0.endif.endif.endif.endif
  %retptr.repack228 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack228, align 8
  %retptr.repack16 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack16, align 8
  %retptr.repack18 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.94, i64* %retptr.repack18, align 8
  %retptr.repack20 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack20, align 8
  %retptr.repack22 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i15, double** %retptr.repack22, align 8
  %retptr.repack24.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.X.5.0, i64* %retptr.repack24.repack, align 8
  %retptr.repack24.repack28 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.X.5.1, i64* %retptr.repack24.repack28, align 8
  %retptr.repack26.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 %.97, i64* %retptr.repack26.repack, align 8
  %retptr.repack26.repack30 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 8, i64* %retptr.repack26.repack30, align 8
  tail call void @NRT_decref(i8* %arg.X.0)
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
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
  %sunkaddr4 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  %9 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.21 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %9, i64 48
  %10 = bitcast i8* %sunkaddr6 to i64*
  %.36.fca.5.1.load = load i64, i64* %10, align 8
  %11 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %11, i8 0, i64 72, i1 false)
  %.53 = call i32 @_ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.45, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 %.36.fca.5.1.load, i64 poison, i64 poison) #2
  %.54 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.61 = icmp sgt i32 %.53, 0
  %.62 = select i1 %.61, { i8*, i32, i8*, i8*, i32 }* %.54, { i8*, i32, i8*, i8*, i32 }* undef
  %.63.fca.0.load = load i8*, i8** %3, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %12, i64 8
  %13 = bitcast i8* %sunkaddr7 to i8**
  %.63.fca.1.load = load i8*, i8** %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %14, i64 16
  %15 = bitcast i8* %sunkaddr8 to i64*
  %.63.fca.2.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %16, i64 24
  %17 = bitcast i8* %sunkaddr9 to i64*
  %.63.fca.3.load = load i64, i64* %17, align 8
  %18 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %18, i64 32
  %19 = bitcast i8* %sunkaddr10 to double**
  %.63.fca.4.load = load double*, double** %19, align 8
  %20 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %20, i64 40
  %21 = bitcast i8* %sunkaddr11 to i64*
  %.63.fca.5.0.load = load i64, i64* %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 48
  %23 = bitcast i8* %sunkaddr12 to i64*
  %.63.fca.5.1.load = load i64, i64* %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 56
  %25 = bitcast i8* %sunkaddr13 to i64*
  %.63.fca.6.0.load = load i64, i64* %25, align 8
  %26 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.45 to i8*
  %sunkaddr14 = getelementptr inbounds i8, i8* %26, i64 64
  %27 = bitcast i8* %sunkaddr14 to i64*
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
  %sunkaddr15 = getelementptr i8, i8* %.11, i64 24
  %29 = bitcast i8* %sunkaddr15 to i8**
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
  %.111 = call i8* @numba_unpickle(i8* getelementptr inbounds ([32 x i8], [32 x i8]* @.const.pickledata.139692300712192, i64 0, i64 0), i32 32, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139692300712192.sha1, i64 0, i64 0))
  store i8* %.63.fca.0.load, i8** %30, align 8
  %31 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr16 = getelementptr inbounds i8, i8* %31, i64 8
  %32 = bitcast i8* %sunkaddr16 to i8**
  store i8* %.63.fca.1.load, i8** %32, align 8
  %33 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr17 = getelementptr inbounds i8, i8* %33, i64 16
  %34 = bitcast i8* %sunkaddr17 to i64*
  store i64 %.63.fca.2.load, i64* %34, align 8
  %35 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr18 = getelementptr inbounds i8, i8* %35, i64 24
  %36 = bitcast i8* %sunkaddr18 to i64*
  store i64 %.63.fca.3.load, i64* %36, align 8
  %37 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr19 = getelementptr inbounds i8, i8* %37, i64 32
  %38 = bitcast i8* %sunkaddr19 to double**
  store double* %.63.fca.4.load, double** %38, align 8
  %39 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr20 = getelementptr inbounds i8, i8* %39, i64 40
  %40 = bitcast i8* %sunkaddr20 to i64*
  store i64 %.63.fca.5.0.load, i64* %40, align 8
  %41 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr21 = getelementptr inbounds i8, i8* %41, i64 48
  %42 = bitcast i8* %sunkaddr21 to i64*
  store i64 %.63.fca.5.1.load, i64* %42, align 8
  %43 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr22 = getelementptr inbounds i8, i8* %43, i64 56
  %44 = bitcast i8* %sunkaddr22 to i64*
  store i64 %.63.fca.6.0.load, i64* %44, align 8
  %45 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.112 to i8*
  %sunkaddr23 = getelementptr inbounds i8, i8* %45, i64 64
  %46 = bitcast i8* %sunkaddr23 to i64*
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
  %.11 = call i32 @_ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #2
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
  br i1 %.13.not, label %common.ret, label %entry.if, !prof !12

entry.if:                                         ; preds = %entry
  %3 = icmp sgt i32 %.11, 0
  call void @numba_gil_ensure(i32* nonnull %.38)
  br i1 %3, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.41, %entry.if.if.if.if
  %common.ret.op = phi { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.41 ], [ %inserted.strides, %entry ]
  ret { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %common.ret.op

.41:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.89 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f0c8f1f5ed0>", i64 0, i64 0))
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
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

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !10}
!12 = !{!"branch_weights", i32 99, i32 1}
