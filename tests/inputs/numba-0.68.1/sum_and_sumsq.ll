; ModuleID = 'sum_and_sumsq'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.sum_and_sumsq = internal constant [14 x i8] c"sum_and_sumsq\00"
@_ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f7dfa30ecd0B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f7dfa4f7a10B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B128.i:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  %0 = add i64 %arg.x.5.0.fr, -1152921504606846976
  %.79 = icmp ult i64 %0, -2305843009213693952
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.1.endif, %for.end.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 0, %for.end.1.endif ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.78 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !9

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.14656 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.14656, label %for.body.lr.ph, label %B128.i29

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.148.not, label %for.body.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 8
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 64
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader151, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %n.vec = and i64 %arg.x.5.0.fr, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = shl i64 %index, 3
  %scevgep257 = getelementptr i8, ptr %arg.x.4, i64 %4
  %wide.load = load <8 x double>, ptr %scevgep257, align 8
  %5 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %6 = shl i64 %index, 3
  %scevgep256 = getelementptr i8, ptr %.6.i, i64 %6
  store <8 x double> %5, ptr %scevgep256, align 8
  %index.next = add nuw i64 %index, 8
  %7 = icmp eq i64 %n.vec, %index.next
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader151

for.body.endif.endif.us.preheader151:             ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index58.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %arg.x.5.0.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader151
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv254 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next255, %for.body.endif.endif.us.prol ]
  %loop.index58.us.prol = phi i64 [ %.185.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index58.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %8 = shl i64 %loop.index58.us.prol, 3
  %scevgep253 = getelementptr i8, ptr %arg.x.4, i64 %8
  %.156.us.prol = load double, ptr %scevgep253, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.156.us.prol)
  %9 = shl i64 %loop.index58.us.prol, 3
  %scevgep252 = getelementptr i8, ptr %.6.i, i64 %9
  store double %.12.le.i.prol, ptr %scevgep252, align 8
  %.185.us.prol = add nuw nsw i64 %loop.index58.us.prol, 1
  %lsr.iv.next255 = add nsw i64 %lsr.iv254, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next255, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !13

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader151
  %loop.index58.us.unr = phi i64 [ %loop.index58.us.ph, %for.body.endif.endif.us.preheader151 ], [ %.185.us.prol, %for.body.endif.endif.us.prol ]
  %10 = sub nsw i64 %loop.index58.us.ph, %arg.x.5.0.fr
  %11 = icmp ugt i64 %10, -8
  br i1 %11, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader162

for.body.endif.endif.us.preheader162:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader162, %for.body.endif.endif.us
  %loop.index58.us = phi i64 [ %.185.us.7, %for.body.endif.endif.us ], [ %loop.index58.us.unr, %for.body.endif.endif.us.preheader162 ]
  %sunkaddr = mul i64 %loop.index58.us, 8
  %sunkaddr259 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.156.us = load double, ptr %sunkaddr259, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.156.us)
  %sunkaddr260 = mul i64 %loop.index58.us, 8
  %sunkaddr261 = getelementptr i8, ptr %.6.i, i64 %sunkaddr260
  store double %.12.le.i, ptr %sunkaddr261, align 8
  %sunkaddr262 = mul i64 %loop.index58.us, 8
  %sunkaddr263 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr262
  %sunkaddr264 = getelementptr i8, ptr %sunkaddr263, i64 8
  %.156.us.1 = load double, ptr %sunkaddr264, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.156.us.1)
  %sunkaddr265 = mul i64 %loop.index58.us, 8
  %sunkaddr266 = getelementptr i8, ptr %.6.i, i64 %sunkaddr265
  %sunkaddr267 = getelementptr i8, ptr %sunkaddr266, i64 8
  store double %.12.le.i.1, ptr %sunkaddr267, align 8
  %sunkaddr268 = mul i64 %loop.index58.us, 8
  %sunkaddr269 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr268
  %sunkaddr270 = getelementptr i8, ptr %sunkaddr269, i64 16
  %.156.us.2 = load double, ptr %sunkaddr270, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.156.us.2)
  %sunkaddr271 = mul i64 %loop.index58.us, 8
  %sunkaddr272 = getelementptr i8, ptr %.6.i, i64 %sunkaddr271
  %sunkaddr273 = getelementptr i8, ptr %sunkaddr272, i64 16
  store double %.12.le.i.2, ptr %sunkaddr273, align 8
  %sunkaddr274 = mul i64 %loop.index58.us, 8
  %sunkaddr275 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr274
  %sunkaddr276 = getelementptr i8, ptr %sunkaddr275, i64 24
  %.156.us.3 = load double, ptr %sunkaddr276, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.156.us.3)
  %sunkaddr277 = mul i64 %loop.index58.us, 8
  %sunkaddr278 = getelementptr i8, ptr %.6.i, i64 %sunkaddr277
  %sunkaddr279 = getelementptr i8, ptr %sunkaddr278, i64 24
  store double %.12.le.i.3, ptr %sunkaddr279, align 8
  %sunkaddr280 = mul i64 %loop.index58.us, 8
  %sunkaddr281 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr280
  %sunkaddr282 = getelementptr i8, ptr %sunkaddr281, i64 32
  %.156.us.4 = load double, ptr %sunkaddr282, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.156.us.4)
  %sunkaddr283 = mul i64 %loop.index58.us, 8
  %sunkaddr284 = getelementptr i8, ptr %.6.i, i64 %sunkaddr283
  %sunkaddr285 = getelementptr i8, ptr %sunkaddr284, i64 32
  store double %.12.le.i.4, ptr %sunkaddr285, align 8
  %sunkaddr286 = mul i64 %loop.index58.us, 8
  %sunkaddr287 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr286
  %sunkaddr288 = getelementptr i8, ptr %sunkaddr287, i64 40
  %.156.us.5 = load double, ptr %sunkaddr288, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.156.us.5)
  %sunkaddr289 = mul i64 %loop.index58.us, 8
  %sunkaddr290 = getelementptr i8, ptr %.6.i, i64 %sunkaddr289
  %sunkaddr291 = getelementptr i8, ptr %sunkaddr290, i64 40
  store double %.12.le.i.5, ptr %sunkaddr291, align 8
  %sunkaddr292 = mul i64 %loop.index58.us, 8
  %sunkaddr293 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr292
  %sunkaddr294 = getelementptr i8, ptr %sunkaddr293, i64 48
  %.156.us.6 = load double, ptr %sunkaddr294, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.156.us.6)
  %sunkaddr295 = mul i64 %loop.index58.us, 8
  %sunkaddr296 = getelementptr i8, ptr %.6.i, i64 %sunkaddr295
  %sunkaddr297 = getelementptr i8, ptr %sunkaddr296, i64 48
  store double %.12.le.i.6, ptr %sunkaddr297, align 8
  %sunkaddr298 = mul i64 %loop.index58.us, 8
  %sunkaddr299 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr298
  %sunkaddr300 = getelementptr i8, ptr %sunkaddr299, i64 56
  %.156.us.7 = load double, ptr %sunkaddr300, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.156.us.7)
  %sunkaddr301 = mul i64 %loop.index58.us, 8
  %sunkaddr302 = getelementptr i8, ptr %.6.i, i64 %sunkaddr301
  %sunkaddr303 = getelementptr i8, ptr %sunkaddr302, i64 56
  store double %.12.le.i.7, ptr %sunkaddr303, align 8
  %.185.us.7 = add nuw nsw i64 %loop.index58.us, 8
  %exitcond71.not.7 = icmp eq i64 %arg.x.5.0.fr, %.185.us.7
  br i1 %exitcond71.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !15

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  %xtraiter.i = and i64 %arg.x.5.0.fr, 7
  %12 = icmp samesign ult i64 %arg.x.5.0.fr, 8
  br i1 %12, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !16

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %arg.x.5.0.fr, %const
  %13 = add nsw i64 %arg.x.5.0.fr, -8
  %14 = lshr i64 %13, 3
  %15 = add nuw nsw i64 %14, 1
  %xtraiter152 = and i64 %15, 3
  %16 = and i64 %13, 24
  %lcmp.mod153.not = icmp eq i64 %16, 24
  br i1 %lcmp.mod153.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !17

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv218 = phi i64 [ %xtraiter152, %.89.endif.i.prol.preheader ], [ %lsr.iv.next219, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !18
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i11.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i11.prol, align 8, !noalias !18
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !18
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !18
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !18
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !18
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !18
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !18
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next219 = add i64 %lsr.iv218, -1
  %prol.iter154.cmp.not = icmp eq i64 %lsr.iv.next219, 0
  br i1 %prol.iter154.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !21, !llvm.loop !22

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %17 = icmp ult i64 %13, 24
  br i1 %17, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !23

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i29, label %.89.endif.epil.preheader.i, !prof !24

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %18 = shl i64 %epil.iter.i, 3
  %scevgep217 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %18
  %.106.epil.i = load double, ptr %scevgep217, align 8, !noalias !18
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i29, label %.89.endif.epil.i, !prof !25, !llvm.loop !26

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !18
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i11 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i11, align 8, !noalias !18
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !18
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !18
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !18
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !18
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !18
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !18
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !18
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i11.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i11.1, align 8, !noalias !18
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !18
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !18
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !18
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !18
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !18
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !18
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !18
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i11.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i11.2, align 8, !noalias !18
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !18
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !18
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !18
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !18
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !18
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !18
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !18
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i11.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i11.3, align 8, !noalias !18
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !18
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !18
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !18
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !18
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !18
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !18
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !28, !llvm.loop !29

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.156 = load double, ptr %arg.x.4, align 8
  %.12.le.i10 = tail call double @llvm.sin.f64(double %.156)
  store double %.12.le.i10, ptr %.6.i, align 8
  br label %.89.endif.preheader.i

B128.i29:                                         ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %B0.endif.endif.endif.endif
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.276 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i33 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.276, i32 32), !noalias !31
  %.8.i.i34 = icmp eq ptr %.7.i.i33, null
  br i1 %.8.i.i34, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !9

for.end.endif.endif.endif.endif.endif:            ; preds = %B128.i29
  %.5.i39 = getelementptr i8, ptr %.7.i.i33, i64 24
  %.6.i40 = load ptr, ptr %.5.i39, align 8
  %.34459 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.34459, label %for.body.1.lr.ph, label %for.end.1.thread108

for.end.1.thread108:                              ; preds = %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif
  %.346.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.346.not, label %for.body.1.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.1.lr.ph
  %19 = ptrtoint ptr %.6.i40 to i64
  %20 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check128 = icmp ult i64 %arg.x.5.0.fr, 4
  %21 = sub i64 %19, %20
  %diff.check126 = icmp ult i64 %21, 256
  %or.cond150 = select i1 %min.iters.check128, i1 true, i1 %diff.check126
  br i1 %or.cond150, label %for.body.1.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check130 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %min.iters.check130, label %vec.epilog.ph, label %vector.ph131

vector.ph131:                                     ; preds = %vector.main.loop.iter.check
  %const_mat = add i64 %const, -24
  %n.vec133 = and i64 %arg.x.5.0.fr, %const_mat
  br label %vector.body134

vector.body134:                                   ; preds = %vector.body134, %vector.ph131
  %index135 = phi i64 [ 0, %vector.ph131 ], [ %index.next140, %vector.body134 ]
  %sunkaddr304 = mul i64 %index135, 8
  %sunkaddr305 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr304
  %wide.load136 = load <8 x double>, ptr %sunkaddr305, align 8
  %sunkaddr306 = mul i64 %index135, 8
  %sunkaddr307 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr306
  %sunkaddr308 = getelementptr i8, ptr %sunkaddr307, i64 64
  %wide.load137 = load <8 x double>, ptr %sunkaddr308, align 8
  %sunkaddr309 = mul i64 %index135, 8
  %sunkaddr310 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr309
  %sunkaddr311 = getelementptr i8, ptr %sunkaddr310, i64 128
  %wide.load138 = load <8 x double>, ptr %sunkaddr311, align 8
  %sunkaddr312 = mul i64 %index135, 8
  %sunkaddr313 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr312
  %sunkaddr314 = getelementptr i8, ptr %sunkaddr313, i64 192
  %wide.load139 = load <8 x double>, ptr %sunkaddr314, align 8
  %22 = fmul <8 x double> %wide.load136, %wide.load136
  %23 = fmul <8 x double> %wide.load137, %wide.load137
  %24 = fmul <8 x double> %wide.load138, %wide.load138
  %25 = fmul <8 x double> %wide.load139, %wide.load139
  %sunkaddr315 = mul i64 %index135, 8
  %sunkaddr316 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr315
  store <8 x double> %22, ptr %sunkaddr316, align 8
  %sunkaddr317 = mul i64 %index135, 8
  %sunkaddr318 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr317
  %sunkaddr319 = getelementptr i8, ptr %sunkaddr318, i64 64
  store <8 x double> %23, ptr %sunkaddr319, align 8
  %sunkaddr320 = mul i64 %index135, 8
  %sunkaddr321 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr320
  %sunkaddr322 = getelementptr i8, ptr %sunkaddr321, i64 128
  store <8 x double> %24, ptr %sunkaddr322, align 8
  %sunkaddr323 = mul i64 %index135, 8
  %sunkaddr324 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr323
  %sunkaddr325 = getelementptr i8, ptr %sunkaddr324, i64 192
  store <8 x double> %25, ptr %sunkaddr325, align 8
  %index.next140 = add nuw i64 %index135, 32
  %26 = icmp eq i64 %n.vec133, %index.next140
  br i1 %26, label %middle.block141, label %vector.body134, !llvm.loop !38

middle.block141:                                  ; preds = %vector.body134
  %cmp.n142 = icmp eq i64 %arg.x.5.0.fr, %n.vec133
  br i1 %cmp.n142, label %.89.endif.preheader.i45, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block141
  %27 = and i64 %arg.x.5.0.fr, 28
  %min.epilog.iters.check = icmp eq i64 %27, 0
  br i1 %min.epilog.iters.check, label %for.body.1.endif.endif.us.preheader, label %vec.epilog.ph, !prof !39

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec133, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat258 = add i64 %const, 4
  %n.vec144 = and i64 %arg.x.5.0.fr, %const_mat258
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index145 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next147, %vec.epilog.vector.body ]
  %28 = shl i64 %index145, 3
  %scevgep200 = getelementptr i8, ptr %arg.x.4, i64 %28
  %wide.load146 = load <4 x double>, ptr %scevgep200, align 8
  %29 = fmul <4 x double> %wide.load146, %wide.load146
  %30 = shl i64 %index145, 3
  %scevgep199 = getelementptr i8, ptr %.6.i40, i64 %30
  store <4 x double> %29, ptr %scevgep199, align 8
  %index.next147 = add nuw i64 %index145, 4
  %31 = icmp eq i64 %n.vec144, %index.next147
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !40

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n148 = icmp eq i64 %arg.x.5.0.fr, %n.vec144
  br i1 %cmp.n148, label %.89.endif.preheader.i45, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index.161.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec133, %vec.epilog.iter.check ], [ %n.vec144, %vec.epilog.middle.block ]
  %32 = sub nsw i64 %arg.x.5.0.fr, %loop.index.161.us.ph
  %xtraiter155 = and i64 %32, 7
  %lcmp.mod156.not = icmp eq i64 %xtraiter155, 0
  br i1 %lcmp.mod156.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv197 = phi i64 [ %xtraiter155, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next198, %for.body.1.endif.endif.us.prol ]
  %loop.index.161.us.prol = phi i64 [ %.383.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.161.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %33 = shl i64 %loop.index.161.us.prol, 3
  %scevgep196 = getelementptr i8, ptr %arg.x.4, i64 %33
  %.354.us.prol = load double, ptr %scevgep196, align 8
  %.5.i41.prol = fmul double %.354.us.prol, %.354.us.prol
  %34 = shl i64 %loop.index.161.us.prol, 3
  %scevgep195 = getelementptr i8, ptr %.6.i40, i64 %34
  store double %.5.i41.prol, ptr %scevgep195, align 8
  %.383.us.prol = add nuw i64 %loop.index.161.us.prol, 1
  %lsr.iv.next198 = add nsw i64 %lsr.iv197, -1
  %prol.iter157.cmp.not = icmp eq i64 %lsr.iv.next198, 0
  br i1 %prol.iter157.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !41

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader
  %loop.index.161.us.unr = phi i64 [ %loop.index.161.us.ph, %for.body.1.endif.endif.us.preheader ], [ %.383.us.prol, %for.body.1.endif.endif.us.prol ]
  %35 = sub nsw i64 %loop.index.161.us.ph, %arg.x.5.0.fr
  %36 = icmp ugt i64 %35, -8
  br i1 %36, label %.89.endif.preheader.i45, label %for.body.1.endif.endif.us.preheader161

for.body.1.endif.endif.us.preheader161:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader161, %for.body.1.endif.endif.us
  %loop.index.161.us = phi i64 [ %.383.us.7, %for.body.1.endif.endif.us ], [ %loop.index.161.us.unr, %for.body.1.endif.endif.us.preheader161 ]
  %sunkaddr326 = mul i64 %loop.index.161.us, 8
  %sunkaddr327 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr326
  %.354.us = load double, ptr %sunkaddr327, align 8
  %.5.i41 = fmul double %.354.us, %.354.us
  %sunkaddr328 = mul i64 %loop.index.161.us, 8
  %sunkaddr329 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr328
  store double %.5.i41, ptr %sunkaddr329, align 8
  %sunkaddr330 = mul i64 %loop.index.161.us, 8
  %sunkaddr331 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr330
  %sunkaddr332 = getelementptr i8, ptr %sunkaddr331, i64 8
  %.354.us.1 = load double, ptr %sunkaddr332, align 8
  %.5.i41.1 = fmul double %.354.us.1, %.354.us.1
  %sunkaddr333 = mul i64 %loop.index.161.us, 8
  %sunkaddr334 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr333
  %sunkaddr335 = getelementptr i8, ptr %sunkaddr334, i64 8
  store double %.5.i41.1, ptr %sunkaddr335, align 8
  %sunkaddr336 = mul i64 %loop.index.161.us, 8
  %sunkaddr337 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr336
  %sunkaddr338 = getelementptr i8, ptr %sunkaddr337, i64 16
  %.354.us.2 = load double, ptr %sunkaddr338, align 8
  %.5.i41.2 = fmul double %.354.us.2, %.354.us.2
  %sunkaddr339 = mul i64 %loop.index.161.us, 8
  %sunkaddr340 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr339
  %sunkaddr341 = getelementptr i8, ptr %sunkaddr340, i64 16
  store double %.5.i41.2, ptr %sunkaddr341, align 8
  %sunkaddr342 = mul i64 %loop.index.161.us, 8
  %sunkaddr343 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr342
  %sunkaddr344 = getelementptr i8, ptr %sunkaddr343, i64 24
  %.354.us.3 = load double, ptr %sunkaddr344, align 8
  %.5.i41.3 = fmul double %.354.us.3, %.354.us.3
  %sunkaddr345 = mul i64 %loop.index.161.us, 8
  %sunkaddr346 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr345
  %sunkaddr347 = getelementptr i8, ptr %sunkaddr346, i64 24
  store double %.5.i41.3, ptr %sunkaddr347, align 8
  %sunkaddr348 = mul i64 %loop.index.161.us, 8
  %sunkaddr349 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr348
  %sunkaddr350 = getelementptr i8, ptr %sunkaddr349, i64 32
  %.354.us.4 = load double, ptr %sunkaddr350, align 8
  %.5.i41.4 = fmul double %.354.us.4, %.354.us.4
  %sunkaddr351 = mul i64 %loop.index.161.us, 8
  %sunkaddr352 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr351
  %sunkaddr353 = getelementptr i8, ptr %sunkaddr352, i64 32
  store double %.5.i41.4, ptr %sunkaddr353, align 8
  %sunkaddr354 = mul i64 %loop.index.161.us, 8
  %sunkaddr355 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr354
  %sunkaddr356 = getelementptr i8, ptr %sunkaddr355, i64 40
  %.354.us.5 = load double, ptr %sunkaddr356, align 8
  %.5.i41.5 = fmul double %.354.us.5, %.354.us.5
  %sunkaddr357 = mul i64 %loop.index.161.us, 8
  %sunkaddr358 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr357
  %sunkaddr359 = getelementptr i8, ptr %sunkaddr358, i64 40
  store double %.5.i41.5, ptr %sunkaddr359, align 8
  %sunkaddr360 = mul i64 %loop.index.161.us, 8
  %sunkaddr361 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr360
  %sunkaddr362 = getelementptr i8, ptr %sunkaddr361, i64 48
  %.354.us.6 = load double, ptr %sunkaddr362, align 8
  %.5.i41.6 = fmul double %.354.us.6, %.354.us.6
  %sunkaddr363 = mul i64 %loop.index.161.us, 8
  %sunkaddr364 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr363
  %sunkaddr365 = getelementptr i8, ptr %sunkaddr364, i64 48
  store double %.5.i41.6, ptr %sunkaddr365, align 8
  %sunkaddr366 = mul i64 %loop.index.161.us, 8
  %sunkaddr367 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr366
  %sunkaddr368 = getelementptr i8, ptr %sunkaddr367, i64 56
  %.354.us.7 = load double, ptr %sunkaddr368, align 8
  %.5.i41.7 = fmul double %.354.us.7, %.354.us.7
  %sunkaddr369 = mul i64 %loop.index.161.us, 8
  %sunkaddr370 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr369
  %sunkaddr371 = getelementptr i8, ptr %sunkaddr370, i64 56
  store double %.5.i41.7, ptr %sunkaddr371, align 8
  %.383.us.7 = add nuw nsw i64 %loop.index.161.us, 8
  %exitcond73.not.7 = icmp eq i64 %arg.x.5.0.fr, %.383.us.7
  br i1 %exitcond73.not.7, label %.89.endif.preheader.i45, label %for.body.1.endif.endif.us, !llvm.loop !42

for.end.endif.endif.endif.endif.if.if:            ; preds = %B128.i29
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i45:                          ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block141, %vec.epilog.middle.block, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  %xtraiter.i46 = and i64 %arg.x.5.0.fr, 7
  %37 = icmp samesign ult i64 %arg.x.5.0.fr, 8
  br i1 %37, label %.89.endif.epil.preheader.i81, label %.89.endif.preheader.new.i47, !prof !16

.89.endif.preheader.new.i47:                      ; preds = %.89.endif.preheader.i45
  %unroll_iter.i48 = and i64 %arg.x.5.0.fr, %const
  %38 = add nsw i64 %arg.x.5.0.fr, -8
  %39 = lshr i64 %38, 3
  %40 = add nuw nsw i64 %39, 1
  %xtraiter158 = and i64 %40, 3
  %41 = and i64 %38, 24
  %lcmp.mod159.not = icmp eq i64 %41, 24
  br i1 %lcmp.mod159.not, label %.89.endif.i49.prol.loopexit, label %.89.endif.i49.prol.preheader, !prof !17

.89.endif.i49.prol.preheader:                     ; preds = %.89.endif.preheader.new.i47
  br label %.89.endif.i49.prol

.89.endif.i49.prol:                               ; preds = %.89.endif.i49.prol.preheader, %.89.endif.i49.prol
  %lsr.iv = phi i64 [ %xtraiter158, %.89.endif.i49.prol.preheader ], [ %lsr.iv.next, %.89.endif.i49.prol ]
  %lsr.iv.i50.prol = phi i64 [ %lsr.iv.next.i77.prol, %.89.endif.i49.prol ], [ %unroll_iter.i48, %.89.endif.i49.prol.preheader ]
  %.77.013.i51.prol = phi ptr [ %.114.7.i76.prol, %.89.endif.i49.prol ], [ %.6.i40, %.89.endif.i49.prol.preheader ]
  %.72.012.i52.prol = phi double [ %.108.7.i75.prol, %.89.endif.i49.prol ], [ 0.000000e+00, %.89.endif.i49.prol.preheader ]
  %.106.i53.prol = load double, ptr %.77.013.i51.prol, align 8, !noalias !43
  %.108.i54.prol = fadd double %.72.012.i52.prol, %.106.i53.prol
  %.114.i55.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 8
  %.106.1.i56.prol = load double, ptr %.114.i55.prol, align 8, !noalias !43
  %.108.1.i57.prol = fadd double %.108.i54.prol, %.106.1.i56.prol
  %.114.1.i58.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 16
  %.106.2.i59.prol = load double, ptr %.114.1.i58.prol, align 8, !noalias !43
  %.108.2.i60.prol = fadd double %.108.1.i57.prol, %.106.2.i59.prol
  %.114.2.i61.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 24
  %.106.3.i62.prol = load double, ptr %.114.2.i61.prol, align 8, !noalias !43
  %.108.3.i63.prol = fadd double %.108.2.i60.prol, %.106.3.i62.prol
  %.114.3.i64.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 32
  %.106.4.i65.prol = load double, ptr %.114.3.i64.prol, align 8, !noalias !43
  %.108.4.i66.prol = fadd double %.108.3.i63.prol, %.106.4.i65.prol
  %.114.4.i67.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 40
  %.106.5.i68.prol = load double, ptr %.114.4.i67.prol, align 8, !noalias !43
  %.108.5.i69.prol = fadd double %.108.4.i66.prol, %.106.5.i68.prol
  %.114.5.i70.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 48
  %.106.6.i71.prol = load double, ptr %.114.5.i70.prol, align 8, !noalias !43
  %.108.6.i72.prol = fadd double %.108.5.i69.prol, %.106.6.i71.prol
  %.114.6.i73.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 56
  %.106.7.i74.prol = load double, ptr %.114.6.i73.prol, align 8, !noalias !43
  %.108.7.i75.prol = fadd double %.108.6.i72.prol, %.106.7.i74.prol
  %.114.7.i76.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 64
  %lsr.iv.next.i77.prol = add i64 %lsr.iv.i50.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter160.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter160.cmp.not, label %.89.endif.i49.prol.loopexit, label %.89.endif.i49.prol, !prof !21, !llvm.loop !46

.89.endif.i49.prol.loopexit:                      ; preds = %.89.endif.i49.prol, %.89.endif.preheader.new.i47
  %.108.7.i75.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i47 ], [ %.108.7.i75.prol, %.89.endif.i49.prol ]
  %.114.7.i76.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i47 ], [ %.114.7.i76.prol, %.89.endif.i49.prol ]
  %lsr.iv.i50.unr = phi i64 [ %unroll_iter.i48, %.89.endif.preheader.new.i47 ], [ %lsr.iv.next.i77.prol, %.89.endif.i49.prol ]
  %.77.013.i51.unr = phi ptr [ %.6.i40, %.89.endif.preheader.new.i47 ], [ %.114.7.i76.prol, %.89.endif.i49.prol ]
  %.72.012.i52.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i47 ], [ %.108.7.i75.prol, %.89.endif.i49.prol ]
  %42 = icmp ult i64 %38, 24
  br i1 %42, label %common.ret.loopexit.unr-lcssa.i79, label %.89.endif.i49.preheader, !prof !23

.89.endif.i49.preheader:                          ; preds = %.89.endif.i49.prol.loopexit
  br label %.89.endif.i49

common.ret.loopexit.unr-lcssa.i79:                ; preds = %.89.endif.i49, %.89.endif.i49.prol.loopexit
  %.108.7.i75.lcssa = phi double [ %.108.7.i75.lcssa.unr, %.89.endif.i49.prol.loopexit ], [ %.108.7.i75.3, %.89.endif.i49 ]
  %.114.7.i76.lcssa = phi ptr [ %.114.7.i76.lcssa.unr, %.89.endif.i49.prol.loopexit ], [ %.114.7.i76.3, %.89.endif.i49 ]
  %lcmp.mod.not.i80 = icmp eq i64 %xtraiter.i46, 0
  br i1 %lcmp.mod.not.i80, label %for.end.1.endif, label %.89.endif.epil.preheader.i81, !prof !24

.89.endif.epil.preheader.i81:                     ; preds = %common.ret.loopexit.unr-lcssa.i79, %.89.endif.preheader.i45
  %.77.013.epil.init.i82 = phi ptr [ %.6.i40, %.89.endif.preheader.i45 ], [ %.114.7.i76.lcssa, %common.ret.loopexit.unr-lcssa.i79 ]
  %.72.012.epil.init.i83 = phi double [ 0.000000e+00, %.89.endif.preheader.i45 ], [ %.108.7.i75.lcssa, %common.ret.loopexit.unr-lcssa.i79 ]
  br label %.89.endif.epil.i84

.89.endif.epil.i84:                               ; preds = %.89.endif.epil.i84, %.89.endif.epil.preheader.i81
  %.72.012.epil.i85 = phi double [ %.108.epil.i89, %.89.endif.epil.i84 ], [ %.72.012.epil.init.i83, %.89.endif.epil.preheader.i81 ]
  %epil.iter.i86 = phi i64 [ %epil.iter.next.i90, %.89.endif.epil.i84 ], [ 0, %.89.endif.epil.preheader.i81 ]
  %43 = shl i64 %epil.iter.i86, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i82, i64 %43
  %.106.epil.i88 = load double, ptr %scevgep, align 8, !noalias !43
  %.108.epil.i89 = fadd double %.72.012.epil.i85, %.106.epil.i88
  %epil.iter.next.i90 = add i64 %epil.iter.i86, 1
  %epil.iter.cmp.not.i91 = icmp eq i64 %xtraiter.i46, %epil.iter.next.i90
  br i1 %epil.iter.cmp.not.i91, label %for.end.1.endif, label %.89.endif.epil.i84, !prof !25, !llvm.loop !26

.89.endif.i49:                                    ; preds = %.89.endif.i49.preheader, %.89.endif.i49
  %lsr.iv.i50 = phi i64 [ %lsr.iv.next.i77.3, %.89.endif.i49 ], [ %lsr.iv.i50.unr, %.89.endif.i49.preheader ]
  %.77.013.i51 = phi ptr [ %.114.7.i76.3, %.89.endif.i49 ], [ %.77.013.i51.unr, %.89.endif.i49.preheader ]
  %.72.012.i52 = phi double [ %.108.7.i75.3, %.89.endif.i49 ], [ %.72.012.i52.unr, %.89.endif.i49.preheader ]
  %.106.i53 = load double, ptr %.77.013.i51, align 8, !noalias !43
  %.108.i54 = fadd double %.72.012.i52, %.106.i53
  %.114.i55 = getelementptr i8, ptr %.77.013.i51, i64 8
  %.106.1.i56 = load double, ptr %.114.i55, align 8, !noalias !43
  %.108.1.i57 = fadd double %.108.i54, %.106.1.i56
  %.114.1.i58 = getelementptr i8, ptr %.77.013.i51, i64 16
  %.106.2.i59 = load double, ptr %.114.1.i58, align 8, !noalias !43
  %.108.2.i60 = fadd double %.108.1.i57, %.106.2.i59
  %.114.2.i61 = getelementptr i8, ptr %.77.013.i51, i64 24
  %.106.3.i62 = load double, ptr %.114.2.i61, align 8, !noalias !43
  %.108.3.i63 = fadd double %.108.2.i60, %.106.3.i62
  %.114.3.i64 = getelementptr i8, ptr %.77.013.i51, i64 32
  %.106.4.i65 = load double, ptr %.114.3.i64, align 8, !noalias !43
  %.108.4.i66 = fadd double %.108.3.i63, %.106.4.i65
  %.114.4.i67 = getelementptr i8, ptr %.77.013.i51, i64 40
  %.106.5.i68 = load double, ptr %.114.4.i67, align 8, !noalias !43
  %.108.5.i69 = fadd double %.108.4.i66, %.106.5.i68
  %.114.5.i70 = getelementptr i8, ptr %.77.013.i51, i64 48
  %.106.6.i71 = load double, ptr %.114.5.i70, align 8, !noalias !43
  %.108.6.i72 = fadd double %.108.5.i69, %.106.6.i71
  %.114.6.i73 = getelementptr i8, ptr %.77.013.i51, i64 56
  %.106.7.i74 = load double, ptr %.114.6.i73, align 8, !noalias !43
  %.108.7.i75 = fadd double %.108.6.i72, %.106.7.i74
  %.114.7.i76 = getelementptr i8, ptr %.77.013.i51, i64 64
  %.106.i53.1 = load double, ptr %.114.7.i76, align 8, !noalias !43
  %.108.i54.1 = fadd double %.108.7.i75, %.106.i53.1
  %.114.i55.1 = getelementptr i8, ptr %.77.013.i51, i64 72
  %.106.1.i56.1 = load double, ptr %.114.i55.1, align 8, !noalias !43
  %.108.1.i57.1 = fadd double %.108.i54.1, %.106.1.i56.1
  %.114.1.i58.1 = getelementptr i8, ptr %.77.013.i51, i64 80
  %.106.2.i59.1 = load double, ptr %.114.1.i58.1, align 8, !noalias !43
  %.108.2.i60.1 = fadd double %.108.1.i57.1, %.106.2.i59.1
  %.114.2.i61.1 = getelementptr i8, ptr %.77.013.i51, i64 88
  %.106.3.i62.1 = load double, ptr %.114.2.i61.1, align 8, !noalias !43
  %.108.3.i63.1 = fadd double %.108.2.i60.1, %.106.3.i62.1
  %.114.3.i64.1 = getelementptr i8, ptr %.77.013.i51, i64 96
  %.106.4.i65.1 = load double, ptr %.114.3.i64.1, align 8, !noalias !43
  %.108.4.i66.1 = fadd double %.108.3.i63.1, %.106.4.i65.1
  %.114.4.i67.1 = getelementptr i8, ptr %.77.013.i51, i64 104
  %.106.5.i68.1 = load double, ptr %.114.4.i67.1, align 8, !noalias !43
  %.108.5.i69.1 = fadd double %.108.4.i66.1, %.106.5.i68.1
  %.114.5.i70.1 = getelementptr i8, ptr %.77.013.i51, i64 112
  %.106.6.i71.1 = load double, ptr %.114.5.i70.1, align 8, !noalias !43
  %.108.6.i72.1 = fadd double %.108.5.i69.1, %.106.6.i71.1
  %.114.6.i73.1 = getelementptr i8, ptr %.77.013.i51, i64 120
  %.106.7.i74.1 = load double, ptr %.114.6.i73.1, align 8, !noalias !43
  %.108.7.i75.1 = fadd double %.108.6.i72.1, %.106.7.i74.1
  %.114.7.i76.1 = getelementptr i8, ptr %.77.013.i51, i64 128
  %.106.i53.2 = load double, ptr %.114.7.i76.1, align 8, !noalias !43
  %.108.i54.2 = fadd double %.108.7.i75.1, %.106.i53.2
  %.114.i55.2 = getelementptr i8, ptr %.77.013.i51, i64 136
  %.106.1.i56.2 = load double, ptr %.114.i55.2, align 8, !noalias !43
  %.108.1.i57.2 = fadd double %.108.i54.2, %.106.1.i56.2
  %.114.1.i58.2 = getelementptr i8, ptr %.77.013.i51, i64 144
  %.106.2.i59.2 = load double, ptr %.114.1.i58.2, align 8, !noalias !43
  %.108.2.i60.2 = fadd double %.108.1.i57.2, %.106.2.i59.2
  %.114.2.i61.2 = getelementptr i8, ptr %.77.013.i51, i64 152
  %.106.3.i62.2 = load double, ptr %.114.2.i61.2, align 8, !noalias !43
  %.108.3.i63.2 = fadd double %.108.2.i60.2, %.106.3.i62.2
  %.114.3.i64.2 = getelementptr i8, ptr %.77.013.i51, i64 160
  %.106.4.i65.2 = load double, ptr %.114.3.i64.2, align 8, !noalias !43
  %.108.4.i66.2 = fadd double %.108.3.i63.2, %.106.4.i65.2
  %.114.4.i67.2 = getelementptr i8, ptr %.77.013.i51, i64 168
  %.106.5.i68.2 = load double, ptr %.114.4.i67.2, align 8, !noalias !43
  %.108.5.i69.2 = fadd double %.108.4.i66.2, %.106.5.i68.2
  %.114.5.i70.2 = getelementptr i8, ptr %.77.013.i51, i64 176
  %.106.6.i71.2 = load double, ptr %.114.5.i70.2, align 8, !noalias !43
  %.108.6.i72.2 = fadd double %.108.5.i69.2, %.106.6.i71.2
  %.114.6.i73.2 = getelementptr i8, ptr %.77.013.i51, i64 184
  %.106.7.i74.2 = load double, ptr %.114.6.i73.2, align 8, !noalias !43
  %.108.7.i75.2 = fadd double %.108.6.i72.2, %.106.7.i74.2
  %.114.7.i76.2 = getelementptr i8, ptr %.77.013.i51, i64 192
  %.106.i53.3 = load double, ptr %.114.7.i76.2, align 8, !noalias !43
  %.108.i54.3 = fadd double %.108.7.i75.2, %.106.i53.3
  %.114.i55.3 = getelementptr i8, ptr %.77.013.i51, i64 200
  %.106.1.i56.3 = load double, ptr %.114.i55.3, align 8, !noalias !43
  %.108.1.i57.3 = fadd double %.108.i54.3, %.106.1.i56.3
  %.114.1.i58.3 = getelementptr i8, ptr %.77.013.i51, i64 208
  %.106.2.i59.3 = load double, ptr %.114.1.i58.3, align 8, !noalias !43
  %.108.2.i60.3 = fadd double %.108.1.i57.3, %.106.2.i59.3
  %.114.2.i61.3 = getelementptr i8, ptr %.77.013.i51, i64 216
  %.106.3.i62.3 = load double, ptr %.114.2.i61.3, align 8, !noalias !43
  %.108.3.i63.3 = fadd double %.108.2.i60.3, %.106.3.i62.3
  %.114.3.i64.3 = getelementptr i8, ptr %.77.013.i51, i64 224
  %.106.4.i65.3 = load double, ptr %.114.3.i64.3, align 8, !noalias !43
  %.108.4.i66.3 = fadd double %.108.3.i63.3, %.106.4.i65.3
  %.114.4.i67.3 = getelementptr i8, ptr %.77.013.i51, i64 232
  %.106.5.i68.3 = load double, ptr %.114.4.i67.3, align 8, !noalias !43
  %.108.5.i69.3 = fadd double %.108.4.i66.3, %.106.5.i68.3
  %.114.5.i70.3 = getelementptr i8, ptr %.77.013.i51, i64 240
  %.106.6.i71.3 = load double, ptr %.114.5.i70.3, align 8, !noalias !43
  %.108.6.i72.3 = fadd double %.108.5.i69.3, %.106.6.i71.3
  %.114.6.i73.3 = getelementptr i8, ptr %.77.013.i51, i64 248
  %.106.7.i74.3 = load double, ptr %.114.6.i73.3, align 8, !noalias !43
  %.108.7.i75.3 = fadd double %.108.6.i72.3, %.106.7.i74.3
  %.114.7.i76.3 = getelementptr i8, ptr %.77.013.i51, i64 256
  %lsr.iv.next.i77.3 = add nsw i64 %lsr.iv.i50, -32
  %niter.ncmp.7.i78.3 = icmp eq i64 %lsr.iv.next.i77.3, 0
  br i1 %niter.ncmp.7.i78.3, label %common.ret.loopexit.unr-lcssa.i79, label %.89.endif.i49, !prof !28, !llvm.loop !47

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.354 = load double, ptr %arg.x.4, align 8
  %.5.i42 = fmul double %.354, %.354
  store double %.5.i42, ptr %.6.i40, align 8
  br label %.89.endif.preheader.i45

for.end.1.endif:                                  ; preds = %.89.endif.epil.i84, %common.ret.loopexit.unr-lcssa.i79, %for.end.1.thread108
  %.72.0.lcssa.i44 = phi double [ 0.000000e+00, %for.end.1.thread108 ], [ %.108.7.i75.lcssa, %common.ret.loopexit.unr-lcssa.i79 ], [ %.108.epil.i89, %.89.endif.epil.i84 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i33)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  %retptr.repack54 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store double %.72.0.lcssa.i44, ptr %retptr.repack54, align 8
  br label %common.ret
}

define ptr @_ZN7cpython7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.sum_and_sumsq, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca [2 x double], align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.41, i8 0, i64 16, i1 false)
  %.47 = call i32 @_ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #3
  %.48 = load ptr, ptr %excinfo, align 8
  %.57.fca.0.load = load double, ptr %.41, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.41, i64 8
  %.57.fca.1.load = load double, ptr %sunkaddr3, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !48

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyTuple_New(i64 2)
  %.67 = call ptr @PyFloat_FromDouble(double %.57.fca.0.load)
  %.68 = call i32 @PyTuple_SetItem(ptr %.65, i64 0, ptr %.67)
  %.70 = call ptr @PyFloat_FromDouble(double %.57.fca.1.load)
  %.71 = call i32 @PyTuple_SetItem(ptr %.65, i64 1, ptr %.70)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.76 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 4
  %.78 = icmp sgt i32 %.77, 0
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 1
  br i1 %.78, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.84 = sext i32 %.83 to i64
  %.85 = call ptr @PyBytes_FromStringAndSize(ptr %.81, i64 %.84)
  %.86 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 2
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.86, 3
  %.91 = call ptr %.89(ptr %.87)
  %.92 = icmp eq ptr %.91, null
  br i1 %.92, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.105 = extractvalue { ptr, i32, ptr, ptr, i32 } %.76, 2
  %.106 = call ptr @numba_unpickle(ptr %.81, i32 %.83, ptr %.105)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.108 = phi ptr [ %.96, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.106, %entry.endif.endif.endif.endif.endif.if.else ]
  %.109.not = icmp eq ptr %.108, null
  br i1 %.109.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.96 = call ptr @numba_runtime_build_excinfo_struct(ptr %.85, ptr nonnull %.91)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.108)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyTuple_New(i64) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare i32 @PyTuple_SetItem(ptr, i64, ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define [2 x double] @cfunc._ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca [2 x double], align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.3, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels13sum_and_sumsqB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19.fca.0.load = load double, ptr %.3, align 8
  %.19.fca.0.insert = insertvalue [2 x double] poison, double %.19.fca.0.load, 0
  %.19.fca.1.load = load double, ptr %.fca.1.gep, align 8
  %.19.fca.1.insert = insertvalue [2 x double] %.19.fca.0.insert, double %.19.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !48

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi [2 x double] [ zeroinitializer, %entry.if.if.if.if ], [ %.19.fca.1.insert, %.24 ], [ %.19.fca.1.insert, %entry ]
  ret [2 x double] %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.72 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.72)
  call void @Py_DecRef(ptr %.72)
  call void @numba_gil_release(ptr nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.21)
  call void @PyErr_Clear()
  %.27 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.28 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 0
  %.34 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call ptr @PyBytes_FromStringAndSize(ptr %.32, i64 %.35)
  %.37 = load { ptr, i32, ptr, ptr, i32 }, ptr %.10, align 8
  %.38 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 2
  %.40 = extractvalue { ptr, i32, ptr, ptr, i32 } %.37, 3
  %.42 = call ptr %.40(ptr %.38)
  %.43 = icmp eq ptr %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !9

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call ptr @numba_runtime_build_excinfo_struct(ptr %.36, ptr nonnull %.42)
  call void @NRT_Free(ptr nonnull %.10)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.59)
  br label %.24
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !9

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !9

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 42949671, i32 -42949671}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !11}
!16 = !{!"branch_weights", i32 146201250, i32 2001282398}
!17 = !{!"branch_weights", i32 127, i32 1}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!21 = !{!"branch_weights", i32 1, i32 1}
!22 = distinct !{!22, !14}
!23 = !{!"branch_weights", i32 1, i32 127}
!24 = !{!"branch_weights", i32 277993707, i32 1869489941}
!25 = !{!"branch_weights", i32 542333185, i32 1605150463}
!26 = distinct !{!26, !27, !14}
!27 = !{!"llvm.loop.estimated_trip_count", i32 4}
!28 = !{!"branch_weights", i32 166258294, i32 1981225354}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.estimated_trip_count", i32 3}
!31 = !{!32, !34, !35, !37}
!32 = distinct !{!32, !33, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!34 = distinct !{!34, !33, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!35 = distinct !{!35, !36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!37 = distinct !{!37, !36, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!38 = distinct !{!38, !11, !12}
!39 = !{!"branch_weights", i32 4, i32 28}
!40 = distinct !{!40, !11, !12}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !11}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!45 = distinct !{!45, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !30}
!48 = !{!"branch_weights", i32 49, i32 1}
