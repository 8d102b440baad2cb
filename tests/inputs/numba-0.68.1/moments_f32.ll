; ModuleID = 'moments_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.moments_f32 = internal constant [12 x i8] c"moments_f32\00"
@_ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f2399dba3d0B3v14B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f2399dba610B3v15B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B128.i:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  %0 = add i64 %arg.x.5.0.fr, -2305843009213693952
  %.79 = icmp ult i64 %0, -4611686018427387904
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.1.endif, %for.end.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 0, %for.end.1.endif ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.78 = shl nsw i64 %arg.x.5.0.fr, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !9

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.14656 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.14656, label %for.body.lr.ph, label %B128.i30

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.148.not, label %for.body.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 8
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 256
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check124 = icmp ult i64 %arg.x.5.0.fr, 64
  br i1 %min.iters.check124, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat = add i64 %const, -56
  %n.vec = and i64 %arg.x.5.0.fr, %const_mat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 4
  %sunkaddr276 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %wide.load = load <16 x float>, ptr %sunkaddr276, align 4
  %sunkaddr277 = mul i64 %index, 4
  %sunkaddr278 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr277
  %sunkaddr279 = getelementptr i8, ptr %sunkaddr278, i64 64
  %wide.load125 = load <16 x float>, ptr %sunkaddr279, align 4
  %sunkaddr280 = mul i64 %index, 4
  %sunkaddr281 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr280
  %sunkaddr282 = getelementptr i8, ptr %sunkaddr281, i64 128
  %wide.load126 = load <16 x float>, ptr %sunkaddr282, align 4
  %sunkaddr283 = mul i64 %index, 4
  %sunkaddr284 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr283
  %sunkaddr285 = getelementptr i8, ptr %sunkaddr284, i64 192
  %wide.load127 = load <16 x float>, ptr %sunkaddr285, align 4
  %4 = fmul <16 x float> %wide.load, %wide.load
  %5 = fmul <16 x float> %wide.load125, %wide.load125
  %6 = fmul <16 x float> %wide.load126, %wide.load126
  %7 = fmul <16 x float> %wide.load127, %wide.load127
  %sunkaddr286 = mul i64 %index, 4
  %sunkaddr287 = getelementptr i8, ptr %.6.i, i64 %sunkaddr286
  store <16 x float> %4, ptr %sunkaddr287, align 4
  %sunkaddr288 = mul i64 %index, 4
  %sunkaddr289 = getelementptr i8, ptr %.6.i, i64 %sunkaddr288
  %sunkaddr290 = getelementptr i8, ptr %sunkaddr289, i64 64
  store <16 x float> %5, ptr %sunkaddr290, align 4
  %sunkaddr291 = mul i64 %index, 4
  %sunkaddr292 = getelementptr i8, ptr %.6.i, i64 %sunkaddr291
  %sunkaddr293 = getelementptr i8, ptr %sunkaddr292, i64 128
  store <16 x float> %6, ptr %sunkaddr293, align 4
  %sunkaddr294 = mul i64 %index, 4
  %sunkaddr295 = getelementptr i8, ptr %.6.i, i64 %sunkaddr294
  %sunkaddr296 = getelementptr i8, ptr %sunkaddr295, i64 192
  store <16 x float> %7, ptr %sunkaddr296, align 4
  %index.next = add nuw i64 %index, 64
  %8 = icmp eq i64 %n.vec, %index.next
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %9 = and i64 %arg.x.5.0.fr, 56
  %min.epilog.iters.check = icmp eq i64 %9, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !13

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec129 = and i64 %arg.x.5.0.fr, %const
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index130 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next132, %vec.epilog.vector.body ]
  %10 = shl i64 %index130, 2
  %scevgep257 = getelementptr i8, ptr %arg.x.4, i64 %10
  %wide.load131 = load <8 x float>, ptr %scevgep257, align 4
  %11 = fmul <8 x float> %wide.load131, %wide.load131
  %12 = shl i64 %index130, 2
  %scevgep256 = getelementptr i8, ptr %.6.i, i64 %12
  store <8 x float> %11, ptr %scevgep256, align 4
  %index.next132 = add nuw i64 %index130, 8
  %13 = icmp eq i64 %n.vec129, %index.next132
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n133 = icmp eq i64 %arg.x.5.0.fr, %n.vec129
  br i1 %cmp.n133, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index58.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec129, %vec.epilog.middle.block ]
  %xtraiter = and i64 %arg.x.5.0.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv254 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next255, %for.body.endif.endif.us.prol ]
  %loop.index58.us.prol = phi i64 [ %.185.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index58.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %14 = shl i64 %loop.index58.us.prol, 2
  %scevgep253 = getelementptr i8, ptr %arg.x.4, i64 %14
  %.156.us.prol = load float, ptr %scevgep253, align 4
  %.5.i10.prol = fmul float %.156.us.prol, %.156.us.prol
  %15 = shl i64 %loop.index58.us.prol, 2
  %scevgep252 = getelementptr i8, ptr %.6.i, i64 %15
  store float %.5.i10.prol, ptr %scevgep252, align 4
  %.185.us.prol = add nuw nsw i64 %loop.index58.us.prol, 1
  %lsr.iv.next255 = add nsw i64 %lsr.iv254, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next255, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !15

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index58.us.unr = phi i64 [ %loop.index58.us.ph, %for.body.endif.endif.us.preheader ], [ %.185.us.prol, %for.body.endif.endif.us.prol ]
  %16 = sub nsw i64 %loop.index58.us.ph, %arg.x.5.0.fr
  %17 = icmp ugt i64 %16, -8
  br i1 %17, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader176

for.body.endif.endif.us.preheader176:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader176, %for.body.endif.endif.us
  %loop.index58.us = phi i64 [ %.185.us.7, %for.body.endif.endif.us ], [ %loop.index58.us.unr, %for.body.endif.endif.us.preheader176 ]
  %sunkaddr297 = mul i64 %loop.index58.us, 4
  %sunkaddr298 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr297
  %.156.us = load float, ptr %sunkaddr298, align 4
  %.5.i10 = fmul float %.156.us, %.156.us
  %sunkaddr299 = mul i64 %loop.index58.us, 4
  %sunkaddr300 = getelementptr i8, ptr %.6.i, i64 %sunkaddr299
  store float %.5.i10, ptr %sunkaddr300, align 4
  %sunkaddr301 = mul i64 %loop.index58.us, 4
  %sunkaddr302 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr301
  %sunkaddr303 = getelementptr i8, ptr %sunkaddr302, i64 4
  %.156.us.1 = load float, ptr %sunkaddr303, align 4
  %.5.i10.1 = fmul float %.156.us.1, %.156.us.1
  %sunkaddr304 = mul i64 %loop.index58.us, 4
  %sunkaddr305 = getelementptr i8, ptr %.6.i, i64 %sunkaddr304
  %sunkaddr306 = getelementptr i8, ptr %sunkaddr305, i64 4
  store float %.5.i10.1, ptr %sunkaddr306, align 4
  %sunkaddr307 = mul i64 %loop.index58.us, 4
  %sunkaddr308 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr307
  %sunkaddr309 = getelementptr i8, ptr %sunkaddr308, i64 8
  %.156.us.2 = load float, ptr %sunkaddr309, align 4
  %.5.i10.2 = fmul float %.156.us.2, %.156.us.2
  %sunkaddr310 = mul i64 %loop.index58.us, 4
  %sunkaddr311 = getelementptr i8, ptr %.6.i, i64 %sunkaddr310
  %sunkaddr312 = getelementptr i8, ptr %sunkaddr311, i64 8
  store float %.5.i10.2, ptr %sunkaddr312, align 4
  %sunkaddr313 = mul i64 %loop.index58.us, 4
  %sunkaddr314 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr313
  %sunkaddr315 = getelementptr i8, ptr %sunkaddr314, i64 12
  %.156.us.3 = load float, ptr %sunkaddr315, align 4
  %.5.i10.3 = fmul float %.156.us.3, %.156.us.3
  %sunkaddr316 = mul i64 %loop.index58.us, 4
  %sunkaddr317 = getelementptr i8, ptr %.6.i, i64 %sunkaddr316
  %sunkaddr318 = getelementptr i8, ptr %sunkaddr317, i64 12
  store float %.5.i10.3, ptr %sunkaddr318, align 4
  %sunkaddr319 = mul i64 %loop.index58.us, 4
  %sunkaddr320 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr319
  %sunkaddr321 = getelementptr i8, ptr %sunkaddr320, i64 16
  %.156.us.4 = load float, ptr %sunkaddr321, align 4
  %.5.i10.4 = fmul float %.156.us.4, %.156.us.4
  %sunkaddr322 = mul i64 %loop.index58.us, 4
  %sunkaddr323 = getelementptr i8, ptr %.6.i, i64 %sunkaddr322
  %sunkaddr324 = getelementptr i8, ptr %sunkaddr323, i64 16
  store float %.5.i10.4, ptr %sunkaddr324, align 4
  %sunkaddr325 = mul i64 %loop.index58.us, 4
  %sunkaddr326 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr325
  %sunkaddr327 = getelementptr i8, ptr %sunkaddr326, i64 20
  %.156.us.5 = load float, ptr %sunkaddr327, align 4
  %.5.i10.5 = fmul float %.156.us.5, %.156.us.5
  %sunkaddr328 = mul i64 %loop.index58.us, 4
  %sunkaddr329 = getelementptr i8, ptr %.6.i, i64 %sunkaddr328
  %sunkaddr330 = getelementptr i8, ptr %sunkaddr329, i64 20
  store float %.5.i10.5, ptr %sunkaddr330, align 4
  %sunkaddr331 = mul i64 %loop.index58.us, 4
  %sunkaddr332 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr331
  %sunkaddr333 = getelementptr i8, ptr %sunkaddr332, i64 24
  %.156.us.6 = load float, ptr %sunkaddr333, align 4
  %.5.i10.6 = fmul float %.156.us.6, %.156.us.6
  %sunkaddr334 = mul i64 %loop.index58.us, 4
  %sunkaddr335 = getelementptr i8, ptr %.6.i, i64 %sunkaddr334
  %sunkaddr336 = getelementptr i8, ptr %sunkaddr335, i64 24
  store float %.5.i10.6, ptr %sunkaddr336, align 4
  %sunkaddr337 = mul i64 %loop.index58.us, 4
  %sunkaddr338 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr337
  %sunkaddr339 = getelementptr i8, ptr %sunkaddr338, i64 28
  %.156.us.7 = load float, ptr %sunkaddr339, align 4
  %.5.i10.7 = fmul float %.156.us.7, %.156.us.7
  %sunkaddr340 = mul i64 %loop.index58.us, 4
  %sunkaddr341 = getelementptr i8, ptr %.6.i, i64 %sunkaddr340
  %sunkaddr342 = getelementptr i8, ptr %sunkaddr341, i64 28
  store float %.5.i10.7, ptr %sunkaddr342, align 4
  %.185.us.7 = add nuw nsw i64 %loop.index58.us, 8
  %exitcond71.not.7 = icmp eq i64 %arg.x.5.0.fr, %.185.us.7
  br i1 %exitcond71.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !17

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif
  %xtraiter.i = and i64 %arg.x.5.0.fr, 7
  %18 = icmp samesign ult i64 %arg.x.5.0.fr, 8
  br i1 %18, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !18

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %arg.x.5.0.fr, %const
  %19 = add nsw i64 %arg.x.5.0.fr, -8
  %20 = lshr i64 %19, 3
  %21 = add nuw nsw i64 %20, 1
  %xtraiter166 = and i64 %21, 3
  %22 = and i64 %19, 24
  %lcmp.mod167.not = icmp eq i64 %22, 24
  br i1 %lcmp.mod167.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !19

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv218 = phi i64 [ %xtraiter166, %.89.endif.i.prol.preheader ], [ %lsr.iv.next219, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi float [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load float, ptr %.77.013.i.prol, align 4, !noalias !20
  %.108.i.prol = fadd float %.72.012.i.prol, %.106.i.prol
  %.114.i12.prol = getelementptr i8, ptr %.77.013.i.prol, i64 4
  %.106.1.i.prol = load float, ptr %.114.i12.prol, align 4, !noalias !20
  %.108.1.i.prol = fadd float %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.2.i.prol = load float, ptr %.114.1.i.prol, align 4, !noalias !20
  %.108.2.i.prol = fadd float %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 12
  %.106.3.i.prol = load float, ptr %.114.2.i.prol, align 4, !noalias !20
  %.108.3.i.prol = fadd float %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.4.i.prol = load float, ptr %.114.3.i.prol, align 4, !noalias !20
  %.108.4.i.prol = fadd float %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 20
  %.106.5.i.prol = load float, ptr %.114.4.i.prol, align 4, !noalias !20
  %.108.5.i.prol = fadd float %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.6.i.prol = load float, ptr %.114.5.i.prol, align 4, !noalias !20
  %.108.6.i.prol = fadd float %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 28
  %.106.7.i.prol = load float, ptr %.114.6.i.prol, align 4, !noalias !20
  %.108.7.i.prol = fadd float %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next219 = add i64 %lsr.iv218, -1
  %prol.iter168.cmp.not = icmp eq i64 %lsr.iv.next219, 0
  br i1 %prol.iter168.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !23, !llvm.loop !24

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi float [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi float [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %23 = icmp ult i64 %19, 24
  br i1 %23, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !25

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi float [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B128.i30, label %.89.endif.epil.preheader.i, !prof !26

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi float [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi float [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %24 = shl i64 %epil.iter.i, 2
  %scevgep217 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %24
  %.106.epil.i = load float, ptr %scevgep217, align 4, !noalias !20
  %.108.epil.i = fadd float %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i30, label %.89.endif.epil.i, !prof !27, !llvm.loop !28

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi float [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load float, ptr %.77.013.i, align 4, !noalias !20
  %.108.i = fadd float %.72.012.i, %.106.i
  %.114.i12 = getelementptr i8, ptr %.77.013.i, i64 4
  %.106.1.i = load float, ptr %.114.i12, align 4, !noalias !20
  %.108.1.i = fadd float %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.2.i = load float, ptr %.114.1.i, align 4, !noalias !20
  %.108.2.i = fadd float %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 12
  %.106.3.i = load float, ptr %.114.2.i, align 4, !noalias !20
  %.108.3.i = fadd float %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.4.i = load float, ptr %.114.3.i, align 4, !noalias !20
  %.108.4.i = fadd float %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 20
  %.106.5.i = load float, ptr %.114.4.i, align 4, !noalias !20
  %.108.5.i = fadd float %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.6.i = load float, ptr %.114.5.i, align 4, !noalias !20
  %.108.6.i = fadd float %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 28
  %.106.7.i = load float, ptr %.114.6.i, align 4, !noalias !20
  %.108.7.i = fadd float %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.i.1 = load float, ptr %.114.7.i, align 4, !noalias !20
  %.108.i.1 = fadd float %.108.7.i, %.106.i.1
  %.114.i12.1 = getelementptr i8, ptr %.77.013.i, i64 36
  %.106.1.i.1 = load float, ptr %.114.i12.1, align 4, !noalias !20
  %.108.1.i.1 = fadd float %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.2.i.1 = load float, ptr %.114.1.i.1, align 4, !noalias !20
  %.108.2.i.1 = fadd float %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 44
  %.106.3.i.1 = load float, ptr %.114.2.i.1, align 4, !noalias !20
  %.108.3.i.1 = fadd float %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.4.i.1 = load float, ptr %.114.3.i.1, align 4, !noalias !20
  %.108.4.i.1 = fadd float %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 52
  %.106.5.i.1 = load float, ptr %.114.4.i.1, align 4, !noalias !20
  %.108.5.i.1 = fadd float %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.6.i.1 = load float, ptr %.114.5.i.1, align 4, !noalias !20
  %.108.6.i.1 = fadd float %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 60
  %.106.7.i.1 = load float, ptr %.114.6.i.1, align 4, !noalias !20
  %.108.7.i.1 = fadd float %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.2 = load float, ptr %.114.7.i.1, align 4, !noalias !20
  %.108.i.2 = fadd float %.108.7.i.1, %.106.i.2
  %.114.i12.2 = getelementptr i8, ptr %.77.013.i, i64 68
  %.106.1.i.2 = load float, ptr %.114.i12.2, align 4, !noalias !20
  %.108.1.i.2 = fadd float %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.2.i.2 = load float, ptr %.114.1.i.2, align 4, !noalias !20
  %.108.2.i.2 = fadd float %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 76
  %.106.3.i.2 = load float, ptr %.114.2.i.2, align 4, !noalias !20
  %.108.3.i.2 = fadd float %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.4.i.2 = load float, ptr %.114.3.i.2, align 4, !noalias !20
  %.108.4.i.2 = fadd float %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 84
  %.106.5.i.2 = load float, ptr %.114.4.i.2, align 4, !noalias !20
  %.108.5.i.2 = fadd float %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.6.i.2 = load float, ptr %.114.5.i.2, align 4, !noalias !20
  %.108.6.i.2 = fadd float %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 92
  %.106.7.i.2 = load float, ptr %.114.6.i.2, align 4, !noalias !20
  %.108.7.i.2 = fadd float %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.i.3 = load float, ptr %.114.7.i.2, align 4, !noalias !20
  %.108.i.3 = fadd float %.108.7.i.2, %.106.i.3
  %.114.i12.3 = getelementptr i8, ptr %.77.013.i, i64 100
  %.106.1.i.3 = load float, ptr %.114.i12.3, align 4, !noalias !20
  %.108.1.i.3 = fadd float %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.2.i.3 = load float, ptr %.114.1.i.3, align 4, !noalias !20
  %.108.2.i.3 = fadd float %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 108
  %.106.3.i.3 = load float, ptr %.114.2.i.3, align 4, !noalias !20
  %.108.3.i.3 = fadd float %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.4.i.3 = load float, ptr %.114.3.i.3, align 4, !noalias !20
  %.108.4.i.3 = fadd float %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 116
  %.106.5.i.3 = load float, ptr %.114.4.i.3, align 4, !noalias !20
  %.108.5.i.3 = fadd float %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.6.i.3 = load float, ptr %.114.5.i.3, align 4, !noalias !20
  %.108.6.i.3 = fadd float %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 124
  %.106.7.i.3 = load float, ptr %.114.6.i.3, align 4, !noalias !20
  %.108.7.i.3 = fadd float %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 128
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !30, !llvm.loop !31

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.156 = load float, ptr %arg.x.4, align 4
  %.5.i11 = fmul float %.156, %.156
  store float %.5.i11, ptr %.6.i, align 4
  br label %.89.endif.preheader.i

B128.i30:                                         ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %B0.endif.endif.endif.endif
  %.72.0.lcssa.i = phi float [ 0.000000e+00, %B0.endif.endif.endif.endif ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.276 = shl nsw i64 %arg.x.5.0.fr, 2
  %.7.i.i34 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.276, i32 32), !noalias !33
  %.8.i.i35 = icmp eq ptr %.7.i.i34, null
  br i1 %.8.i.i35, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !9

for.end.endif.endif.endif.endif.endif:            ; preds = %B128.i30
  %.5.i40 = getelementptr i8, ptr %.7.i.i34, i64 24
  %.6.i41 = load ptr, ptr %.5.i40, align 8
  %.34459 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.34459, label %for.body.1.lr.ph, label %for.end.1.thread108

for.end.1.thread108:                              ; preds = %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif
  %.346.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.346.not, label %for.body.1.endif.endif, label %iter.check139

iter.check139:                                    ; preds = %for.body.1.lr.ph
  %25 = ptrtoint ptr %.6.i41 to i64
  %26 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check137 = icmp ult i64 %arg.x.5.0.fr, 4
  %27 = sub i64 %25, %26
  %diff.check136 = icmp ult i64 %27, 64
  %or.cond165 = select i1 %min.iters.check137, i1 true, i1 %diff.check136
  br i1 %or.cond165, label %for.body.1.endif.endif.us.preheader, label %vector.main.loop.iter.check141

vector.main.loop.iter.check141:                   ; preds = %iter.check139
  %min.iters.check140 = icmp ult i64 %arg.x.5.0.fr, 16
  br i1 %min.iters.check140, label %vec.epilog.ph155, label %vector.ph142

vector.ph142:                                     ; preds = %vector.main.loop.iter.check141
  %const_mat274 = add i64 %const, -8
  %n.vec144 = and i64 %arg.x.5.0.fr, %const_mat274
  br label %vector.body145

vector.body145:                                   ; preds = %vector.body145, %vector.ph142
  %index146 = phi i64 [ 0, %vector.ph142 ], [ %index.next148, %vector.body145 ]
  %28 = shl i64 %index146, 2
  %scevgep216 = getelementptr i8, ptr %arg.x.4, i64 %28
  %wide.load147 = load <16 x float>, ptr %scevgep216, align 4
  %29 = tail call <16 x float> @llvm.sin.v16f32(<16 x float> %wide.load147)
  %30 = shl i64 %index146, 2
  %scevgep215 = getelementptr i8, ptr %.6.i41, i64 %30
  store <16 x float> %29, ptr %scevgep215, align 4
  %index.next148 = add nuw i64 %index146, 16
  %31 = icmp eq i64 %n.vec144, %index.next148
  br i1 %31, label %middle.block149, label %vector.body145, !llvm.loop !40

middle.block149:                                  ; preds = %vector.body145
  %cmp.n150 = icmp eq i64 %arg.x.5.0.fr, %n.vec144
  br i1 %cmp.n150, label %.89.endif.preheader.i45, label %vec.epilog.iter.check153

vec.epilog.iter.check153:                         ; preds = %middle.block149
  %32 = and i64 %arg.x.5.0.fr, 12
  %min.epilog.iters.check154 = icmp eq i64 %32, 0
  br i1 %min.epilog.iters.check154, label %for.body.1.endif.endif.us.preheader, label %vec.epilog.ph155, !prof !41

vec.epilog.ph155:                                 ; preds = %vector.main.loop.iter.check141, %vec.epilog.iter.check153
  %vec.epilog.resume.val151 = phi i64 [ %n.vec144, %vec.epilog.iter.check153 ], [ 0, %vector.main.loop.iter.check141 ]
  %const_mat275 = add i64 %const, 4
  %n.vec157 = and i64 %arg.x.5.0.fr, %const_mat275
  br label %vec.epilog.vector.body158

vec.epilog.vector.body158:                        ; preds = %vec.epilog.vector.body158, %vec.epilog.ph155
  %index159 = phi i64 [ %vec.epilog.resume.val151, %vec.epilog.ph155 ], [ %index.next161, %vec.epilog.vector.body158 ]
  %33 = shl i64 %index159, 2
  %scevgep214 = getelementptr i8, ptr %arg.x.4, i64 %33
  %wide.load160 = load <4 x float>, ptr %scevgep214, align 4
  %34 = tail call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load160)
  %35 = shl i64 %index159, 2
  %scevgep213 = getelementptr i8, ptr %.6.i41, i64 %35
  store <4 x float> %34, ptr %scevgep213, align 4
  %index.next161 = add nuw i64 %index159, 4
  %36 = icmp eq i64 %n.vec157, %index.next161
  br i1 %36, label %vec.epilog.middle.block162, label %vec.epilog.vector.body158, !llvm.loop !42

vec.epilog.middle.block162:                       ; preds = %vec.epilog.vector.body158
  %cmp.n163 = icmp eq i64 %arg.x.5.0.fr, %n.vec157
  br i1 %cmp.n163, label %.89.endif.preheader.i45, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %iter.check139, %vec.epilog.iter.check153, %vec.epilog.middle.block162
  %loop.index.161.us.ph = phi i64 [ 0, %iter.check139 ], [ %n.vec144, %vec.epilog.iter.check153 ], [ %n.vec157, %vec.epilog.middle.block162 ]
  %37 = sub nsw i64 %arg.x.5.0.fr, %loop.index.161.us.ph
  %xtraiter169 = and i64 %37, 7
  %lcmp.mod170.not = icmp eq i64 %xtraiter169, 0
  br i1 %lcmp.mod170.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv211 = phi i64 [ %xtraiter169, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next212, %for.body.1.endif.endif.us.prol ]
  %loop.index.161.us.prol = phi i64 [ %.383.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.161.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %38 = shl i64 %loop.index.161.us.prol, 2
  %scevgep210 = getelementptr i8, ptr %arg.x.4, i64 %38
  %.354.us.prol = load float, ptr %scevgep210, align 4
  %.12.le.i.prol = tail call float @llvm.sin.f32(float %.354.us.prol)
  %39 = shl i64 %loop.index.161.us.prol, 2
  %scevgep209 = getelementptr i8, ptr %.6.i41, i64 %39
  store float %.12.le.i.prol, ptr %scevgep209, align 4
  %.383.us.prol = add nuw i64 %loop.index.161.us.prol, 1
  %lsr.iv.next212 = add nsw i64 %lsr.iv211, -1
  %prol.iter171.cmp.not = icmp eq i64 %lsr.iv.next212, 0
  br i1 %prol.iter171.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !43

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader
  %loop.index.161.us.unr = phi i64 [ %loop.index.161.us.ph, %for.body.1.endif.endif.us.preheader ], [ %.383.us.prol, %for.body.1.endif.endif.us.prol ]
  %40 = sub nsw i64 %loop.index.161.us.ph, %arg.x.5.0.fr
  %41 = icmp ugt i64 %40, -8
  br i1 %41, label %.89.endif.preheader.i45, label %for.body.1.endif.endif.us.preheader175

for.body.1.endif.endif.us.preheader175:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader175, %for.body.1.endif.endif.us
  %loop.index.161.us = phi i64 [ %.383.us.7, %for.body.1.endif.endif.us ], [ %loop.index.161.us.unr, %for.body.1.endif.endif.us.preheader175 ]
  %sunkaddr343 = mul i64 %loop.index.161.us, 4
  %sunkaddr344 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr343
  %.354.us = load float, ptr %sunkaddr344, align 4
  %.12.le.i = tail call float @llvm.sin.f32(float %.354.us)
  %sunkaddr345 = mul i64 %loop.index.161.us, 4
  %sunkaddr346 = getelementptr i8, ptr %.6.i41, i64 %sunkaddr345
  store float %.12.le.i, ptr %sunkaddr346, align 4
  %sunkaddr347 = mul i64 %loop.index.161.us, 4
  %sunkaddr348 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr347
  %sunkaddr349 = getelementptr i8, ptr %sunkaddr348, i64 4
  %.354.us.1 = load float, ptr %sunkaddr349, align 4
  %.12.le.i.1 = tail call float @llvm.sin.f32(float %.354.us.1)
  %sunkaddr350 = mul i64 %loop.index.161.us, 4
  %sunkaddr351 = getelementptr i8, ptr %.6.i41, i64 %sunkaddr350
  %sunkaddr352 = getelementptr i8, ptr %sunkaddr351, i64 4
  store float %.12.le.i.1, ptr %sunkaddr352, align 4
  %sunkaddr353 = mul i64 %loop.index.161.us, 4
  %sunkaddr354 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr353
  %sunkaddr355 = getelementptr i8, ptr %sunkaddr354, i64 8
  %.354.us.2 = load float, ptr %sunkaddr355, align 4
  %.12.le.i.2 = tail call float @llvm.sin.f32(float %.354.us.2)
  %sunkaddr356 = mul i64 %loop.index.161.us, 4
  %sunkaddr357 = getelementptr i8, ptr %.6.i41, i64 %sunkaddr356
  %sunkaddr358 = getelementptr i8, ptr %sunkaddr357, i64 8
  store float %.12.le.i.2, ptr %sunkaddr358, align 4
  %sunkaddr359 = mul i64 %loop.index.161.us, 4
  %sunkaddr360 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr359
  %sunkaddr361 = getelementptr i8, ptr %sunkaddr360, i64 12
  %.354.us.3 = load float, ptr %sunkaddr361, align 4
  %.12.le.i.3 = tail call float @llvm.sin.f32(float %.354.us.3)
  %sunkaddr362 = mul i64 %loop.index.161.us, 4
  %sunkaddr363 = getelementptr i8, ptr %.6.i41, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, ptr %sunkaddr363, i64 12
  store float %.12.le.i.3, ptr %sunkaddr364, align 4
  %sunkaddr365 = mul i64 %loop.index.161.us, 4
  %sunkaddr366 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, ptr %sunkaddr366, i64 16
  %.354.us.4 = load float, ptr %sunkaddr367, align 4
  %.12.le.i.4 = tail call float @llvm.sin.f32(float %.354.us.4)
  %sunkaddr368 = mul i64 %loop.index.161.us, 4
  %sunkaddr369 = getelementptr i8, ptr %.6.i41, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, ptr %sunkaddr369, i64 16
  store float %.12.le.i.4, ptr %sunkaddr370, align 4
  %sunkaddr371 = mul i64 %loop.index.161.us, 4
  %sunkaddr372 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, ptr %sunkaddr372, i64 20
  %.354.us.5 = load float, ptr %sunkaddr373, align 4
  %.12.le.i.5 = tail call float @llvm.sin.f32(float %.354.us.5)
  %sunkaddr374 = mul i64 %loop.index.161.us, 4
  %sunkaddr375 = getelementptr i8, ptr %.6.i41, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, ptr %sunkaddr375, i64 20
  store float %.12.le.i.5, ptr %sunkaddr376, align 4
  %sunkaddr377 = mul i64 %loop.index.161.us, 4
  %sunkaddr378 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, ptr %sunkaddr378, i64 24
  %.354.us.6 = load float, ptr %sunkaddr379, align 4
  %.12.le.i.6 = tail call float @llvm.sin.f32(float %.354.us.6)
  %sunkaddr380 = mul i64 %loop.index.161.us, 4
  %sunkaddr381 = getelementptr i8, ptr %.6.i41, i64 %sunkaddr380
  %sunkaddr382 = getelementptr i8, ptr %sunkaddr381, i64 24
  store float %.12.le.i.6, ptr %sunkaddr382, align 4
  %sunkaddr383 = mul i64 %loop.index.161.us, 4
  %sunkaddr384 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr383
  %sunkaddr385 = getelementptr i8, ptr %sunkaddr384, i64 28
  %.354.us.7 = load float, ptr %sunkaddr385, align 4
  %.12.le.i.7 = tail call float @llvm.sin.f32(float %.354.us.7)
  %sunkaddr386 = mul i64 %loop.index.161.us, 4
  %sunkaddr387 = getelementptr i8, ptr %.6.i41, i64 %sunkaddr386
  %sunkaddr388 = getelementptr i8, ptr %sunkaddr387, i64 28
  store float %.12.le.i.7, ptr %sunkaddr388, align 4
  %.383.us.7 = add nuw nsw i64 %loop.index.161.us, 8
  %exitcond73.not.7 = icmp eq i64 %arg.x.5.0.fr, %.383.us.7
  br i1 %exitcond73.not.7, label %.89.endif.preheader.i45, label %for.body.1.endif.endif.us, !llvm.loop !44

for.end.endif.endif.endif.endif.if.if:            ; preds = %B128.i30
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i45:                          ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block149, %vec.epilog.middle.block162, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  %xtraiter.i46 = and i64 %arg.x.5.0.fr, 7
  %42 = icmp samesign ult i64 %arg.x.5.0.fr, 8
  br i1 %42, label %.89.endif.epil.preheader.i81, label %.89.endif.preheader.new.i47, !prof !18

.89.endif.preheader.new.i47:                      ; preds = %.89.endif.preheader.i45
  %unroll_iter.i48 = and i64 %arg.x.5.0.fr, %const
  %43 = add nsw i64 %arg.x.5.0.fr, -8
  %44 = lshr i64 %43, 3
  %45 = add nuw nsw i64 %44, 1
  %xtraiter172 = and i64 %45, 3
  %46 = and i64 %43, 24
  %lcmp.mod173.not = icmp eq i64 %46, 24
  br i1 %lcmp.mod173.not, label %.89.endif.i49.prol.loopexit, label %.89.endif.i49.prol.preheader, !prof !19

.89.endif.i49.prol.preheader:                     ; preds = %.89.endif.preheader.new.i47
  br label %.89.endif.i49.prol

.89.endif.i49.prol:                               ; preds = %.89.endif.i49.prol.preheader, %.89.endif.i49.prol
  %lsr.iv = phi i64 [ %xtraiter172, %.89.endif.i49.prol.preheader ], [ %lsr.iv.next, %.89.endif.i49.prol ]
  %lsr.iv.i50.prol = phi i64 [ %lsr.iv.next.i77.prol, %.89.endif.i49.prol ], [ %unroll_iter.i48, %.89.endif.i49.prol.preheader ]
  %.77.013.i51.prol = phi ptr [ %.114.7.i76.prol, %.89.endif.i49.prol ], [ %.6.i41, %.89.endif.i49.prol.preheader ]
  %.72.012.i52.prol = phi float [ %.108.7.i75.prol, %.89.endif.i49.prol ], [ 0.000000e+00, %.89.endif.i49.prol.preheader ]
  %.106.i53.prol = load float, ptr %.77.013.i51.prol, align 4, !noalias !45
  %.108.i54.prol = fadd float %.72.012.i52.prol, %.106.i53.prol
  %.114.i55.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 4
  %.106.1.i56.prol = load float, ptr %.114.i55.prol, align 4, !noalias !45
  %.108.1.i57.prol = fadd float %.108.i54.prol, %.106.1.i56.prol
  %.114.1.i58.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 8
  %.106.2.i59.prol = load float, ptr %.114.1.i58.prol, align 4, !noalias !45
  %.108.2.i60.prol = fadd float %.108.1.i57.prol, %.106.2.i59.prol
  %.114.2.i61.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 12
  %.106.3.i62.prol = load float, ptr %.114.2.i61.prol, align 4, !noalias !45
  %.108.3.i63.prol = fadd float %.108.2.i60.prol, %.106.3.i62.prol
  %.114.3.i64.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 16
  %.106.4.i65.prol = load float, ptr %.114.3.i64.prol, align 4, !noalias !45
  %.108.4.i66.prol = fadd float %.108.3.i63.prol, %.106.4.i65.prol
  %.114.4.i67.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 20
  %.106.5.i68.prol = load float, ptr %.114.4.i67.prol, align 4, !noalias !45
  %.108.5.i69.prol = fadd float %.108.4.i66.prol, %.106.5.i68.prol
  %.114.5.i70.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 24
  %.106.6.i71.prol = load float, ptr %.114.5.i70.prol, align 4, !noalias !45
  %.108.6.i72.prol = fadd float %.108.5.i69.prol, %.106.6.i71.prol
  %.114.6.i73.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 28
  %.106.7.i74.prol = load float, ptr %.114.6.i73.prol, align 4, !noalias !45
  %.108.7.i75.prol = fadd float %.108.6.i72.prol, %.106.7.i74.prol
  %.114.7.i76.prol = getelementptr i8, ptr %.77.013.i51.prol, i64 32
  %lsr.iv.next.i77.prol = add i64 %lsr.iv.i50.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter174.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter174.cmp.not, label %.89.endif.i49.prol.loopexit, label %.89.endif.i49.prol, !prof !23, !llvm.loop !48

.89.endif.i49.prol.loopexit:                      ; preds = %.89.endif.i49.prol, %.89.endif.preheader.new.i47
  %.108.7.i75.lcssa.unr = phi float [ poison, %.89.endif.preheader.new.i47 ], [ %.108.7.i75.prol, %.89.endif.i49.prol ]
  %.114.7.i76.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i47 ], [ %.114.7.i76.prol, %.89.endif.i49.prol ]
  %lsr.iv.i50.unr = phi i64 [ %unroll_iter.i48, %.89.endif.preheader.new.i47 ], [ %lsr.iv.next.i77.prol, %.89.endif.i49.prol ]
  %.77.013.i51.unr = phi ptr [ %.6.i41, %.89.endif.preheader.new.i47 ], [ %.114.7.i76.prol, %.89.endif.i49.prol ]
  %.72.012.i52.unr = phi float [ 0.000000e+00, %.89.endif.preheader.new.i47 ], [ %.108.7.i75.prol, %.89.endif.i49.prol ]
  %47 = icmp ult i64 %43, 24
  br i1 %47, label %common.ret.loopexit.unr-lcssa.i79, label %.89.endif.i49.preheader, !prof !25

.89.endif.i49.preheader:                          ; preds = %.89.endif.i49.prol.loopexit
  br label %.89.endif.i49

common.ret.loopexit.unr-lcssa.i79:                ; preds = %.89.endif.i49, %.89.endif.i49.prol.loopexit
  %.108.7.i75.lcssa = phi float [ %.108.7.i75.lcssa.unr, %.89.endif.i49.prol.loopexit ], [ %.108.7.i75.3, %.89.endif.i49 ]
  %.114.7.i76.lcssa = phi ptr [ %.114.7.i76.lcssa.unr, %.89.endif.i49.prol.loopexit ], [ %.114.7.i76.3, %.89.endif.i49 ]
  %lcmp.mod.not.i80 = icmp eq i64 %xtraiter.i46, 0
  br i1 %lcmp.mod.not.i80, label %for.end.1.endif, label %.89.endif.epil.preheader.i81, !prof !26

.89.endif.epil.preheader.i81:                     ; preds = %common.ret.loopexit.unr-lcssa.i79, %.89.endif.preheader.i45
  %.77.013.epil.init.i82 = phi ptr [ %.6.i41, %.89.endif.preheader.i45 ], [ %.114.7.i76.lcssa, %common.ret.loopexit.unr-lcssa.i79 ]
  %.72.012.epil.init.i83 = phi float [ 0.000000e+00, %.89.endif.preheader.i45 ], [ %.108.7.i75.lcssa, %common.ret.loopexit.unr-lcssa.i79 ]
  br label %.89.endif.epil.i84

.89.endif.epil.i84:                               ; preds = %.89.endif.epil.i84, %.89.endif.epil.preheader.i81
  %.72.012.epil.i85 = phi float [ %.108.epil.i89, %.89.endif.epil.i84 ], [ %.72.012.epil.init.i83, %.89.endif.epil.preheader.i81 ]
  %epil.iter.i86 = phi i64 [ %epil.iter.next.i90, %.89.endif.epil.i84 ], [ 0, %.89.endif.epil.preheader.i81 ]
  %48 = shl i64 %epil.iter.i86, 2
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i82, i64 %48
  %.106.epil.i88 = load float, ptr %scevgep, align 4, !noalias !45
  %.108.epil.i89 = fadd float %.72.012.epil.i85, %.106.epil.i88
  %epil.iter.next.i90 = add i64 %epil.iter.i86, 1
  %epil.iter.cmp.not.i91 = icmp eq i64 %xtraiter.i46, %epil.iter.next.i90
  br i1 %epil.iter.cmp.not.i91, label %for.end.1.endif, label %.89.endif.epil.i84, !prof !27, !llvm.loop !28

.89.endif.i49:                                    ; preds = %.89.endif.i49.preheader, %.89.endif.i49
  %lsr.iv.i50 = phi i64 [ %lsr.iv.next.i77.3, %.89.endif.i49 ], [ %lsr.iv.i50.unr, %.89.endif.i49.preheader ]
  %.77.013.i51 = phi ptr [ %.114.7.i76.3, %.89.endif.i49 ], [ %.77.013.i51.unr, %.89.endif.i49.preheader ]
  %.72.012.i52 = phi float [ %.108.7.i75.3, %.89.endif.i49 ], [ %.72.012.i52.unr, %.89.endif.i49.preheader ]
  %.106.i53 = load float, ptr %.77.013.i51, align 4, !noalias !45
  %.108.i54 = fadd float %.72.012.i52, %.106.i53
  %.114.i55 = getelementptr i8, ptr %.77.013.i51, i64 4
  %.106.1.i56 = load float, ptr %.114.i55, align 4, !noalias !45
  %.108.1.i57 = fadd float %.108.i54, %.106.1.i56
  %.114.1.i58 = getelementptr i8, ptr %.77.013.i51, i64 8
  %.106.2.i59 = load float, ptr %.114.1.i58, align 4, !noalias !45
  %.108.2.i60 = fadd float %.108.1.i57, %.106.2.i59
  %.114.2.i61 = getelementptr i8, ptr %.77.013.i51, i64 12
  %.106.3.i62 = load float, ptr %.114.2.i61, align 4, !noalias !45
  %.108.3.i63 = fadd float %.108.2.i60, %.106.3.i62
  %.114.3.i64 = getelementptr i8, ptr %.77.013.i51, i64 16
  %.106.4.i65 = load float, ptr %.114.3.i64, align 4, !noalias !45
  %.108.4.i66 = fadd float %.108.3.i63, %.106.4.i65
  %.114.4.i67 = getelementptr i8, ptr %.77.013.i51, i64 20
  %.106.5.i68 = load float, ptr %.114.4.i67, align 4, !noalias !45
  %.108.5.i69 = fadd float %.108.4.i66, %.106.5.i68
  %.114.5.i70 = getelementptr i8, ptr %.77.013.i51, i64 24
  %.106.6.i71 = load float, ptr %.114.5.i70, align 4, !noalias !45
  %.108.6.i72 = fadd float %.108.5.i69, %.106.6.i71
  %.114.6.i73 = getelementptr i8, ptr %.77.013.i51, i64 28
  %.106.7.i74 = load float, ptr %.114.6.i73, align 4, !noalias !45
  %.108.7.i75 = fadd float %.108.6.i72, %.106.7.i74
  %.114.7.i76 = getelementptr i8, ptr %.77.013.i51, i64 32
  %.106.i53.1 = load float, ptr %.114.7.i76, align 4, !noalias !45
  %.108.i54.1 = fadd float %.108.7.i75, %.106.i53.1
  %.114.i55.1 = getelementptr i8, ptr %.77.013.i51, i64 36
  %.106.1.i56.1 = load float, ptr %.114.i55.1, align 4, !noalias !45
  %.108.1.i57.1 = fadd float %.108.i54.1, %.106.1.i56.1
  %.114.1.i58.1 = getelementptr i8, ptr %.77.013.i51, i64 40
  %.106.2.i59.1 = load float, ptr %.114.1.i58.1, align 4, !noalias !45
  %.108.2.i60.1 = fadd float %.108.1.i57.1, %.106.2.i59.1
  %.114.2.i61.1 = getelementptr i8, ptr %.77.013.i51, i64 44
  %.106.3.i62.1 = load float, ptr %.114.2.i61.1, align 4, !noalias !45
  %.108.3.i63.1 = fadd float %.108.2.i60.1, %.106.3.i62.1
  %.114.3.i64.1 = getelementptr i8, ptr %.77.013.i51, i64 48
  %.106.4.i65.1 = load float, ptr %.114.3.i64.1, align 4, !noalias !45
  %.108.4.i66.1 = fadd float %.108.3.i63.1, %.106.4.i65.1
  %.114.4.i67.1 = getelementptr i8, ptr %.77.013.i51, i64 52
  %.106.5.i68.1 = load float, ptr %.114.4.i67.1, align 4, !noalias !45
  %.108.5.i69.1 = fadd float %.108.4.i66.1, %.106.5.i68.1
  %.114.5.i70.1 = getelementptr i8, ptr %.77.013.i51, i64 56
  %.106.6.i71.1 = load float, ptr %.114.5.i70.1, align 4, !noalias !45
  %.108.6.i72.1 = fadd float %.108.5.i69.1, %.106.6.i71.1
  %.114.6.i73.1 = getelementptr i8, ptr %.77.013.i51, i64 60
  %.106.7.i74.1 = load float, ptr %.114.6.i73.1, align 4, !noalias !45
  %.108.7.i75.1 = fadd float %.108.6.i72.1, %.106.7.i74.1
  %.114.7.i76.1 = getelementptr i8, ptr %.77.013.i51, i64 64
  %.106.i53.2 = load float, ptr %.114.7.i76.1, align 4, !noalias !45
  %.108.i54.2 = fadd float %.108.7.i75.1, %.106.i53.2
  %.114.i55.2 = getelementptr i8, ptr %.77.013.i51, i64 68
  %.106.1.i56.2 = load float, ptr %.114.i55.2, align 4, !noalias !45
  %.108.1.i57.2 = fadd float %.108.i54.2, %.106.1.i56.2
  %.114.1.i58.2 = getelementptr i8, ptr %.77.013.i51, i64 72
  %.106.2.i59.2 = load float, ptr %.114.1.i58.2, align 4, !noalias !45
  %.108.2.i60.2 = fadd float %.108.1.i57.2, %.106.2.i59.2
  %.114.2.i61.2 = getelementptr i8, ptr %.77.013.i51, i64 76
  %.106.3.i62.2 = load float, ptr %.114.2.i61.2, align 4, !noalias !45
  %.108.3.i63.2 = fadd float %.108.2.i60.2, %.106.3.i62.2
  %.114.3.i64.2 = getelementptr i8, ptr %.77.013.i51, i64 80
  %.106.4.i65.2 = load float, ptr %.114.3.i64.2, align 4, !noalias !45
  %.108.4.i66.2 = fadd float %.108.3.i63.2, %.106.4.i65.2
  %.114.4.i67.2 = getelementptr i8, ptr %.77.013.i51, i64 84
  %.106.5.i68.2 = load float, ptr %.114.4.i67.2, align 4, !noalias !45
  %.108.5.i69.2 = fadd float %.108.4.i66.2, %.106.5.i68.2
  %.114.5.i70.2 = getelementptr i8, ptr %.77.013.i51, i64 88
  %.106.6.i71.2 = load float, ptr %.114.5.i70.2, align 4, !noalias !45
  %.108.6.i72.2 = fadd float %.108.5.i69.2, %.106.6.i71.2
  %.114.6.i73.2 = getelementptr i8, ptr %.77.013.i51, i64 92
  %.106.7.i74.2 = load float, ptr %.114.6.i73.2, align 4, !noalias !45
  %.108.7.i75.2 = fadd float %.108.6.i72.2, %.106.7.i74.2
  %.114.7.i76.2 = getelementptr i8, ptr %.77.013.i51, i64 96
  %.106.i53.3 = load float, ptr %.114.7.i76.2, align 4, !noalias !45
  %.108.i54.3 = fadd float %.108.7.i75.2, %.106.i53.3
  %.114.i55.3 = getelementptr i8, ptr %.77.013.i51, i64 100
  %.106.1.i56.3 = load float, ptr %.114.i55.3, align 4, !noalias !45
  %.108.1.i57.3 = fadd float %.108.i54.3, %.106.1.i56.3
  %.114.1.i58.3 = getelementptr i8, ptr %.77.013.i51, i64 104
  %.106.2.i59.3 = load float, ptr %.114.1.i58.3, align 4, !noalias !45
  %.108.2.i60.3 = fadd float %.108.1.i57.3, %.106.2.i59.3
  %.114.2.i61.3 = getelementptr i8, ptr %.77.013.i51, i64 108
  %.106.3.i62.3 = load float, ptr %.114.2.i61.3, align 4, !noalias !45
  %.108.3.i63.3 = fadd float %.108.2.i60.3, %.106.3.i62.3
  %.114.3.i64.3 = getelementptr i8, ptr %.77.013.i51, i64 112
  %.106.4.i65.3 = load float, ptr %.114.3.i64.3, align 4, !noalias !45
  %.108.4.i66.3 = fadd float %.108.3.i63.3, %.106.4.i65.3
  %.114.4.i67.3 = getelementptr i8, ptr %.77.013.i51, i64 116
  %.106.5.i68.3 = load float, ptr %.114.4.i67.3, align 4, !noalias !45
  %.108.5.i69.3 = fadd float %.108.4.i66.3, %.106.5.i68.3
  %.114.5.i70.3 = getelementptr i8, ptr %.77.013.i51, i64 120
  %.106.6.i71.3 = load float, ptr %.114.5.i70.3, align 4, !noalias !45
  %.108.6.i72.3 = fadd float %.108.5.i69.3, %.106.6.i71.3
  %.114.6.i73.3 = getelementptr i8, ptr %.77.013.i51, i64 124
  %.106.7.i74.3 = load float, ptr %.114.6.i73.3, align 4, !noalias !45
  %.108.7.i75.3 = fadd float %.108.6.i72.3, %.106.7.i74.3
  %.114.7.i76.3 = getelementptr i8, ptr %.77.013.i51, i64 128
  %lsr.iv.next.i77.3 = add nsw i64 %lsr.iv.i50, -32
  %niter.ncmp.7.i78.3 = icmp eq i64 %lsr.iv.next.i77.3, 0
  br i1 %niter.ncmp.7.i78.3, label %common.ret.loopexit.unr-lcssa.i79, label %.89.endif.i49, !prof !30, !llvm.loop !49

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.354 = load float, ptr %arg.x.4, align 4
  %.12.le.i42 = tail call float @llvm.sin.f32(float %.354)
  store float %.12.le.i42, ptr %.6.i41, align 4
  br label %.89.endif.preheader.i45

for.end.1.endif:                                  ; preds = %.89.endif.epil.i84, %common.ret.loopexit.unr-lcssa.i79, %for.end.1.thread108
  %.72.0.lcssa.i44 = phi float [ 0.000000e+00, %for.end.1.thread108 ], [ %.108.7.i75.lcssa, %common.ret.loopexit.unr-lcssa.i79 ], [ %.108.epil.i89, %.89.endif.epil.i84 ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i34)
  store float %.72.0.lcssa.i, ptr %retptr, align 4
  %retptr.repack54 = getelementptr inbounds nuw i8, ptr %retptr, i64 4
  store float %.72.0.lcssa.i44, ptr %retptr.repack54, align 4
  br label %common.ret
}

define ptr @_ZN7cpython7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.moments_f32, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca [2 x float], align 4
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 4
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
  store float 0.000000e+00, ptr %.41, align 4
  %sunkaddr3 = getelementptr inbounds i8, ptr %.41, i64 4
  store float 0.000000e+00, ptr %sunkaddr3, align 4
  %.47 = call i32 @_ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.57.fca.0.load = load float, ptr %.41, align 4
  %.57.fca.1.load = load float, ptr %sunkaddr3, align 4
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !50

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyTuple_New(i64 2)
  %.67 = fpext float %.57.fca.0.load to double
  %.68 = call ptr @PyFloat_FromDouble(double %.67)
  %.69 = call i32 @PyTuple_SetItem(ptr %.65, i64 0, ptr %.68)
  %.71 = fpext float %.57.fca.1.load to double
  %.72 = call ptr @PyFloat_FromDouble(double %.71)
  %.73 = call i32 @PyTuple_SetItem(ptr %.65, i64 1, ptr %.72)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.78 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.79 = extractvalue { ptr, i32, ptr, ptr, i32 } %.78, 4
  %.80 = icmp sgt i32 %.79, 0
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.78, 0
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.78, 1
  br i1 %.80, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.86 = sext i32 %.85 to i64
  %.87 = call ptr @PyBytes_FromStringAndSize(ptr %.83, i64 %.86)
  %.88 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.89 = extractvalue { ptr, i32, ptr, ptr, i32 } %.88, 2
  %.91 = extractvalue { ptr, i32, ptr, ptr, i32 } %.88, 3
  %.93 = call ptr %.91(ptr %.89)
  %.94 = icmp eq ptr %.93, null
  br i1 %.94, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.107 = extractvalue { ptr, i32, ptr, ptr, i32 } %.78, 2
  %.108 = call ptr @numba_unpickle(ptr %.83, i32 %.85, ptr %.107)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.110 = phi ptr [ %.98, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.108, %entry.endif.endif.endif.endif.endif.if.else ]
  %.111.not = icmp eq ptr %.110, null
  br i1 %.111.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.98 = call ptr @numba_runtime_build_excinfo_struct(ptr %.87, ptr nonnull %.93)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.110)
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

define [2 x float] @cfunc._ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca [2 x float], align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 4
  %excinfo = alloca ptr, align 8
  store i64 0, ptr %.3, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.19.fca.0.load = load float, ptr %.3, align 8
  %.19.fca.0.insert = insertvalue [2 x float] poison, float %.19.fca.0.load, 0
  %.19.fca.1.load = load float, ptr %.fca.1.gep, align 4
  %.19.fca.1.insert = insertvalue [2 x float] %.19.fca.0.insert, float %.19.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !50

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi [2 x float] [ zeroinitializer, %entry.if.if.if.if ], [ %.19.fca.1.insert, %.24 ], [ %.19.fca.1.insert, %entry ]
  ret [2 x float] %common.ret.op

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

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sin.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.sin.v16f32(<16 x float>) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sin.v4f32(<4 x float>) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 42949671, i32 -42949671}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!"branch_weights", i32 8, i32 56}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !11}
!18 = !{!"branch_weights", i32 146201250, i32 2001282398}
!19 = !{!"branch_weights", i32 127, i32 1}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!23 = !{!"branch_weights", i32 1, i32 1}
!24 = distinct !{!24, !16}
!25 = !{!"branch_weights", i32 1, i32 127}
!26 = !{!"branch_weights", i32 277993707, i32 1869489941}
!27 = !{!"branch_weights", i32 542333185, i32 1605150463}
!28 = distinct !{!28, !29, !16}
!29 = !{!"llvm.loop.estimated_trip_count", i32 4}
!30 = !{!"branch_weights", i32 166258294, i32 1981225354}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.estimated_trip_count", i32 3}
!33 = !{!34, !36, !37, !39}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !11, !12}
!41 = !{!"branch_weights", i32 4, i32 12}
!42 = distinct !{!42, !11, !12}
!43 = distinct !{!43, !16}
!44 = distinct !{!44, !11}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!48 = distinct !{!48, !16}
!49 = distinct !{!49, !32}
!50 = !{!"branch_weights", i32 49, i32 1}
