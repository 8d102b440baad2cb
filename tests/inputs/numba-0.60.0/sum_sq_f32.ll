; ModuleID = 'sum_sq_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139699855418432 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139699855418432.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139699855418432 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139699855418432, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139699855418432.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sum_sq_f32 = internal constant [11 x i8] c"sum_sq_f32\00"
@_ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f0e7788b290>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f0e7788b290>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f0e685c6850B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139699854518208 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139699854518208.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139699854518208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139699854518208, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139699854518208.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(float* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, float* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 4)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.if, %for.end.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139699855418432, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139699854518208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to float**
  %.6.i9 = load float*, float** %0, align 8
  %.1466 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.1466, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.148.not, label %for.end.thread, label %iter.check

iter.check:                                       ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 8
  br i1 %min.iters.check, label %for.body.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr float, float* %.6.i9, i64 %arg.x.5.0
  %scevgep23 = getelementptr float, float* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult float* %.6.i9, %scevgep23
  %bound1 = icmp ugt float* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check25 = icmp ult i64 %arg.x.5.0, 64
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %arg.x.5.0, -64
  %1 = add i64 %n.vec, -64
  %2 = lshr exact i64 %1, 6
  %3 = add nuw nsw i64 %2, 1
  %xtraiter38 = and i64 %3, 7
  %4 = icmp ult i64 %1, 448
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter41 = and i64 %3, 576460752303423480
  %scevgep267 = getelementptr float, float* %arg.x.4, i64 496
  %scevgep363 = getelementptr float, float* %.6.i9, i64 496
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv459 = phi i64 [ %lsr.iv.next460, %vector.body ], [ %unroll_iter41, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep351 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep351352 = bitcast float* %scevgep351 to <16 x float>*
  %scevgep353 = getelementptr <16 x float>, <16 x float>* %scevgep351352, i64 -31
  %wide.load = load <16 x float>, <16 x float>* %scevgep353, align 4, !alias.scope !9
  %scevgep360 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep360361 = bitcast float* %scevgep360 to <16 x float>*
  %scevgep362 = getelementptr <16 x float>, <16 x float>* %scevgep360361, i64 -30
  %wide.load26 = load <16 x float>, <16 x float>* %scevgep362, align 4, !alias.scope !9
  %scevgep357 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep357358 = bitcast float* %scevgep357 to <16 x float>*
  %scevgep359 = getelementptr <16 x float>, <16 x float>* %scevgep357358, i64 -29
  %wide.load27 = load <16 x float>, <16 x float>* %scevgep359, align 4, !alias.scope !9
  %scevgep354 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep354355 = bitcast float* %scevgep354 to <16 x float>*
  %scevgep356 = getelementptr <16 x float>, <16 x float>* %scevgep354355, i64 -28
  %wide.load28 = load <16 x float>, <16 x float>* %scevgep356, align 4, !alias.scope !9
  %5 = fmul <16 x float> %wide.load, %wide.load
  %6 = fmul <16 x float> %wide.load26, %wide.load26
  %7 = fmul <16 x float> %wide.load27, %wide.load27
  %8 = fmul <16 x float> %wide.load28, %wide.load28
  %scevgep447 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep447448 = bitcast float* %scevgep447 to <16 x float>*
  %scevgep449 = getelementptr <16 x float>, <16 x float>* %scevgep447448, i64 -31
  store <16 x float> %5, <16 x float>* %scevgep449, align 4, !alias.scope !12, !noalias !9
  %scevgep456 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep456457 = bitcast float* %scevgep456 to <16 x float>*
  %scevgep458 = getelementptr <16 x float>, <16 x float>* %scevgep456457, i64 -30
  store <16 x float> %6, <16 x float>* %scevgep458, align 4, !alias.scope !12, !noalias !9
  %scevgep453 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep453454 = bitcast float* %scevgep453 to <16 x float>*
  %scevgep455 = getelementptr <16 x float>, <16 x float>* %scevgep453454, i64 -29
  store <16 x float> %7, <16 x float>* %scevgep455, align 4, !alias.scope !12, !noalias !9
  %scevgep450 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep450451 = bitcast float* %scevgep450 to <16 x float>*
  %scevgep452 = getelementptr <16 x float>, <16 x float>* %scevgep450451, i64 -28
  store <16 x float> %8, <16 x float>* %scevgep452, align 4, !alias.scope !12, !noalias !9
  %scevgep337 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep337338 = bitcast float* %scevgep337 to <16 x float>*
  %scevgep339 = getelementptr <16 x float>, <16 x float>* %scevgep337338, i64 -27
  %wide.load.1 = load <16 x float>, <16 x float>* %scevgep339, align 4, !alias.scope !9
  %scevgep334 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep334335 = bitcast float* %scevgep334 to <16 x float>*
  %scevgep336 = getelementptr <16 x float>, <16 x float>* %scevgep334335, i64 -26
  %wide.load26.1 = load <16 x float>, <16 x float>* %scevgep336, align 4, !alias.scope !9
  %scevgep331 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep331332 = bitcast float* %scevgep331 to <16 x float>*
  %scevgep333 = getelementptr <16 x float>, <16 x float>* %scevgep331332, i64 -25
  %wide.load27.1 = load <16 x float>, <16 x float>* %scevgep333, align 4, !alias.scope !9
  %scevgep328 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep328329 = bitcast float* %scevgep328 to <16 x float>*
  %scevgep330 = getelementptr <16 x float>, <16 x float>* %scevgep328329, i64 -24
  %wide.load28.1 = load <16 x float>, <16 x float>* %scevgep330, align 4, !alias.scope !9
  %9 = fmul <16 x float> %wide.load.1, %wide.load.1
  %10 = fmul <16 x float> %wide.load26.1, %wide.load26.1
  %11 = fmul <16 x float> %wide.load27.1, %wide.load27.1
  %12 = fmul <16 x float> %wide.load28.1, %wide.load28.1
  %scevgep433 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep433434 = bitcast float* %scevgep433 to <16 x float>*
  %scevgep435 = getelementptr <16 x float>, <16 x float>* %scevgep433434, i64 -27
  store <16 x float> %9, <16 x float>* %scevgep435, align 4, !alias.scope !12, !noalias !9
  %scevgep430 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep430431 = bitcast float* %scevgep430 to <16 x float>*
  %scevgep432 = getelementptr <16 x float>, <16 x float>* %scevgep430431, i64 -26
  store <16 x float> %10, <16 x float>* %scevgep432, align 4, !alias.scope !12, !noalias !9
  %scevgep427 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep427428 = bitcast float* %scevgep427 to <16 x float>*
  %scevgep429 = getelementptr <16 x float>, <16 x float>* %scevgep427428, i64 -25
  store <16 x float> %11, <16 x float>* %scevgep429, align 4, !alias.scope !12, !noalias !9
  %scevgep424 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep424425 = bitcast float* %scevgep424 to <16 x float>*
  %scevgep426 = getelementptr <16 x float>, <16 x float>* %scevgep424425, i64 -24
  store <16 x float> %12, <16 x float>* %scevgep426, align 4, !alias.scope !12, !noalias !9
  %scevgep325 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep325326 = bitcast float* %scevgep325 to <16 x float>*
  %scevgep327 = getelementptr <16 x float>, <16 x float>* %scevgep325326, i64 -23
  %wide.load.2 = load <16 x float>, <16 x float>* %scevgep327, align 4, !alias.scope !9
  %scevgep322 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep322323 = bitcast float* %scevgep322 to <16 x float>*
  %scevgep324 = getelementptr <16 x float>, <16 x float>* %scevgep322323, i64 -22
  %wide.load26.2 = load <16 x float>, <16 x float>* %scevgep324, align 4, !alias.scope !9
  %scevgep319 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep319320 = bitcast float* %scevgep319 to <16 x float>*
  %scevgep321 = getelementptr <16 x float>, <16 x float>* %scevgep319320, i64 -21
  %wide.load27.2 = load <16 x float>, <16 x float>* %scevgep321, align 4, !alias.scope !9
  %scevgep316 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep316317 = bitcast float* %scevgep316 to <16 x float>*
  %scevgep318 = getelementptr <16 x float>, <16 x float>* %scevgep316317, i64 -20
  %wide.load28.2 = load <16 x float>, <16 x float>* %scevgep318, align 4, !alias.scope !9
  %13 = fmul <16 x float> %wide.load.2, %wide.load.2
  %14 = fmul <16 x float> %wide.load26.2, %wide.load26.2
  %15 = fmul <16 x float> %wide.load27.2, %wide.load27.2
  %16 = fmul <16 x float> %wide.load28.2, %wide.load28.2
  %scevgep421 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep421422 = bitcast float* %scevgep421 to <16 x float>*
  %scevgep423 = getelementptr <16 x float>, <16 x float>* %scevgep421422, i64 -23
  store <16 x float> %13, <16 x float>* %scevgep423, align 4, !alias.scope !12, !noalias !9
  %scevgep418 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep418419 = bitcast float* %scevgep418 to <16 x float>*
  %scevgep420 = getelementptr <16 x float>, <16 x float>* %scevgep418419, i64 -22
  store <16 x float> %14, <16 x float>* %scevgep420, align 4, !alias.scope !12, !noalias !9
  %scevgep415 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep415416 = bitcast float* %scevgep415 to <16 x float>*
  %scevgep417 = getelementptr <16 x float>, <16 x float>* %scevgep415416, i64 -21
  store <16 x float> %15, <16 x float>* %scevgep417, align 4, !alias.scope !12, !noalias !9
  %scevgep412 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep412413 = bitcast float* %scevgep412 to <16 x float>*
  %scevgep414 = getelementptr <16 x float>, <16 x float>* %scevgep412413, i64 -20
  store <16 x float> %16, <16 x float>* %scevgep414, align 4, !alias.scope !12, !noalias !9
  %scevgep313 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep313314 = bitcast float* %scevgep313 to <16 x float>*
  %scevgep315 = getelementptr <16 x float>, <16 x float>* %scevgep313314, i64 -19
  %wide.load.3 = load <16 x float>, <16 x float>* %scevgep315, align 4, !alias.scope !9
  %scevgep310 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep310311 = bitcast float* %scevgep310 to <16 x float>*
  %scevgep312 = getelementptr <16 x float>, <16 x float>* %scevgep310311, i64 -18
  %wide.load26.3 = load <16 x float>, <16 x float>* %scevgep312, align 4, !alias.scope !9
  %scevgep307 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep307308 = bitcast float* %scevgep307 to <16 x float>*
  %scevgep309 = getelementptr <16 x float>, <16 x float>* %scevgep307308, i64 -17
  %wide.load27.3 = load <16 x float>, <16 x float>* %scevgep309, align 4, !alias.scope !9
  %scevgep304 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep304305 = bitcast float* %scevgep304 to <16 x float>*
  %scevgep306 = getelementptr <16 x float>, <16 x float>* %scevgep304305, i64 -16
  %wide.load28.3 = load <16 x float>, <16 x float>* %scevgep306, align 4, !alias.scope !9
  %17 = fmul <16 x float> %wide.load.3, %wide.load.3
  %18 = fmul <16 x float> %wide.load26.3, %wide.load26.3
  %19 = fmul <16 x float> %wide.load27.3, %wide.load27.3
  %20 = fmul <16 x float> %wide.load28.3, %wide.load28.3
  %scevgep409 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep409410 = bitcast float* %scevgep409 to <16 x float>*
  %scevgep411 = getelementptr <16 x float>, <16 x float>* %scevgep409410, i64 -19
  store <16 x float> %17, <16 x float>* %scevgep411, align 4, !alias.scope !12, !noalias !9
  %scevgep406 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep406407 = bitcast float* %scevgep406 to <16 x float>*
  %scevgep408 = getelementptr <16 x float>, <16 x float>* %scevgep406407, i64 -18
  store <16 x float> %18, <16 x float>* %scevgep408, align 4, !alias.scope !12, !noalias !9
  %scevgep403 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep403404 = bitcast float* %scevgep403 to <16 x float>*
  %scevgep405 = getelementptr <16 x float>, <16 x float>* %scevgep403404, i64 -17
  store <16 x float> %19, <16 x float>* %scevgep405, align 4, !alias.scope !12, !noalias !9
  %scevgep400 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep400401 = bitcast float* %scevgep400 to <16 x float>*
  %scevgep402 = getelementptr <16 x float>, <16 x float>* %scevgep400401, i64 -16
  store <16 x float> %20, <16 x float>* %scevgep402, align 4, !alias.scope !12, !noalias !9
  %scevgep301 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep301302 = bitcast float* %scevgep301 to <16 x float>*
  %scevgep303 = getelementptr <16 x float>, <16 x float>* %scevgep301302, i64 -15
  %wide.load.4 = load <16 x float>, <16 x float>* %scevgep303, align 4, !alias.scope !9
  %scevgep298 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep298299 = bitcast float* %scevgep298 to <16 x float>*
  %scevgep300 = getelementptr <16 x float>, <16 x float>* %scevgep298299, i64 -14
  %wide.load26.4 = load <16 x float>, <16 x float>* %scevgep300, align 4, !alias.scope !9
  %scevgep295 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep295296 = bitcast float* %scevgep295 to <16 x float>*
  %scevgep297 = getelementptr <16 x float>, <16 x float>* %scevgep295296, i64 -13
  %wide.load27.4 = load <16 x float>, <16 x float>* %scevgep297, align 4, !alias.scope !9
  %scevgep292 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep292293 = bitcast float* %scevgep292 to <16 x float>*
  %scevgep294 = getelementptr <16 x float>, <16 x float>* %scevgep292293, i64 -12
  %wide.load28.4 = load <16 x float>, <16 x float>* %scevgep294, align 4, !alias.scope !9
  %21 = fmul <16 x float> %wide.load.4, %wide.load.4
  %22 = fmul <16 x float> %wide.load26.4, %wide.load26.4
  %23 = fmul <16 x float> %wide.load27.4, %wide.load27.4
  %24 = fmul <16 x float> %wide.load28.4, %wide.load28.4
  %scevgep397 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep397398 = bitcast float* %scevgep397 to <16 x float>*
  %scevgep399 = getelementptr <16 x float>, <16 x float>* %scevgep397398, i64 -15
  store <16 x float> %21, <16 x float>* %scevgep399, align 4, !alias.scope !12, !noalias !9
  %scevgep394 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep394395 = bitcast float* %scevgep394 to <16 x float>*
  %scevgep396 = getelementptr <16 x float>, <16 x float>* %scevgep394395, i64 -14
  store <16 x float> %22, <16 x float>* %scevgep396, align 4, !alias.scope !12, !noalias !9
  %scevgep391 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep391392 = bitcast float* %scevgep391 to <16 x float>*
  %scevgep393 = getelementptr <16 x float>, <16 x float>* %scevgep391392, i64 -13
  store <16 x float> %23, <16 x float>* %scevgep393, align 4, !alias.scope !12, !noalias !9
  %scevgep388 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep388389 = bitcast float* %scevgep388 to <16 x float>*
  %scevgep390 = getelementptr <16 x float>, <16 x float>* %scevgep388389, i64 -12
  store <16 x float> %24, <16 x float>* %scevgep390, align 4, !alias.scope !12, !noalias !9
  %scevgep289 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep289290 = bitcast float* %scevgep289 to <16 x float>*
  %scevgep291 = getelementptr <16 x float>, <16 x float>* %scevgep289290, i64 -11
  %wide.load.5 = load <16 x float>, <16 x float>* %scevgep291, align 4, !alias.scope !9
  %scevgep286 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep286287 = bitcast float* %scevgep286 to <16 x float>*
  %scevgep288 = getelementptr <16 x float>, <16 x float>* %scevgep286287, i64 -10
  %wide.load26.5 = load <16 x float>, <16 x float>* %scevgep288, align 4, !alias.scope !9
  %scevgep283 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep283284 = bitcast float* %scevgep283 to <16 x float>*
  %scevgep285 = getelementptr <16 x float>, <16 x float>* %scevgep283284, i64 -9
  %wide.load27.5 = load <16 x float>, <16 x float>* %scevgep285, align 4, !alias.scope !9
  %scevgep280 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep280281 = bitcast float* %scevgep280 to <16 x float>*
  %scevgep282 = getelementptr <16 x float>, <16 x float>* %scevgep280281, i64 -8
  %wide.load28.5 = load <16 x float>, <16 x float>* %scevgep282, align 4, !alias.scope !9
  %25 = fmul <16 x float> %wide.load.5, %wide.load.5
  %26 = fmul <16 x float> %wide.load26.5, %wide.load26.5
  %27 = fmul <16 x float> %wide.load27.5, %wide.load27.5
  %28 = fmul <16 x float> %wide.load28.5, %wide.load28.5
  %scevgep385 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep385386 = bitcast float* %scevgep385 to <16 x float>*
  %scevgep387 = getelementptr <16 x float>, <16 x float>* %scevgep385386, i64 -11
  store <16 x float> %25, <16 x float>* %scevgep387, align 4, !alias.scope !12, !noalias !9
  %scevgep382 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep382383 = bitcast float* %scevgep382 to <16 x float>*
  %scevgep384 = getelementptr <16 x float>, <16 x float>* %scevgep382383, i64 -10
  store <16 x float> %26, <16 x float>* %scevgep384, align 4, !alias.scope !12, !noalias !9
  %scevgep379 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep379380 = bitcast float* %scevgep379 to <16 x float>*
  %scevgep381 = getelementptr <16 x float>, <16 x float>* %scevgep379380, i64 -9
  store <16 x float> %27, <16 x float>* %scevgep381, align 4, !alias.scope !12, !noalias !9
  %scevgep376 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep376377 = bitcast float* %scevgep376 to <16 x float>*
  %scevgep378 = getelementptr <16 x float>, <16 x float>* %scevgep376377, i64 -8
  store <16 x float> %28, <16 x float>* %scevgep378, align 4, !alias.scope !12, !noalias !9
  %scevgep277 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep277278 = bitcast float* %scevgep277 to <16 x float>*
  %scevgep279 = getelementptr <16 x float>, <16 x float>* %scevgep277278, i64 -7
  %wide.load.6 = load <16 x float>, <16 x float>* %scevgep279, align 4, !alias.scope !9
  %scevgep274 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep274275 = bitcast float* %scevgep274 to <16 x float>*
  %scevgep276 = getelementptr <16 x float>, <16 x float>* %scevgep274275, i64 -6
  %wide.load26.6 = load <16 x float>, <16 x float>* %scevgep276, align 4, !alias.scope !9
  %scevgep271 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep271272 = bitcast float* %scevgep271 to <16 x float>*
  %scevgep273 = getelementptr <16 x float>, <16 x float>* %scevgep271272, i64 -5
  %wide.load27.6 = load <16 x float>, <16 x float>* %scevgep273, align 4, !alias.scope !9
  %scevgep268 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep268269 = bitcast float* %scevgep268 to <16 x float>*
  %scevgep270 = getelementptr <16 x float>, <16 x float>* %scevgep268269, i64 -4
  %wide.load28.6 = load <16 x float>, <16 x float>* %scevgep270, align 4, !alias.scope !9
  %29 = fmul <16 x float> %wide.load.6, %wide.load.6
  %30 = fmul <16 x float> %wide.load26.6, %wide.load26.6
  %31 = fmul <16 x float> %wide.load27.6, %wide.load27.6
  %32 = fmul <16 x float> %wide.load28.6, %wide.load28.6
  %scevgep373 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep373374 = bitcast float* %scevgep373 to <16 x float>*
  %scevgep375 = getelementptr <16 x float>, <16 x float>* %scevgep373374, i64 -7
  store <16 x float> %29, <16 x float>* %scevgep375, align 4, !alias.scope !12, !noalias !9
  %scevgep370 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep370371 = bitcast float* %scevgep370 to <16 x float>*
  %scevgep372 = getelementptr <16 x float>, <16 x float>* %scevgep370371, i64 -6
  store <16 x float> %30, <16 x float>* %scevgep372, align 4, !alias.scope !12, !noalias !9
  %scevgep367 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep367368 = bitcast float* %scevgep367 to <16 x float>*
  %scevgep369 = getelementptr <16 x float>, <16 x float>* %scevgep367368, i64 -5
  store <16 x float> %31, <16 x float>* %scevgep369, align 4, !alias.scope !12, !noalias !9
  %scevgep364 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep364365 = bitcast float* %scevgep364 to <16 x float>*
  %scevgep366 = getelementptr <16 x float>, <16 x float>* %scevgep364365, i64 -4
  store <16 x float> %32, <16 x float>* %scevgep366, align 4, !alias.scope !12, !noalias !9
  %scevgep348 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep348349 = bitcast float* %scevgep348 to <16 x float>*
  %scevgep350 = getelementptr <16 x float>, <16 x float>* %scevgep348349, i64 -3
  %wide.load.7 = load <16 x float>, <16 x float>* %scevgep350, align 4, !alias.scope !9
  %scevgep345 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep345346 = bitcast float* %scevgep345 to <16 x float>*
  %scevgep347 = getelementptr <16 x float>, <16 x float>* %scevgep345346, i64 -2
  %wide.load26.7 = load <16 x float>, <16 x float>* %scevgep347, align 4, !alias.scope !9
  %scevgep342 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep342343 = bitcast float* %scevgep342 to <16 x float>*
  %scevgep344 = getelementptr <16 x float>, <16 x float>* %scevgep342343, i64 -1
  %wide.load27.7 = load <16 x float>, <16 x float>* %scevgep344, align 4, !alias.scope !9
  %scevgep340 = getelementptr float, float* %scevgep267, i64 %index
  %scevgep340341 = bitcast float* %scevgep340 to <16 x float>*
  %wide.load28.7 = load <16 x float>, <16 x float>* %scevgep340341, align 4, !alias.scope !9
  %33 = fmul <16 x float> %wide.load.7, %wide.load.7
  %34 = fmul <16 x float> %wide.load26.7, %wide.load26.7
  %35 = fmul <16 x float> %wide.load27.7, %wide.load27.7
  %36 = fmul <16 x float> %wide.load28.7, %wide.load28.7
  %scevgep444 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep444445 = bitcast float* %scevgep444 to <16 x float>*
  %scevgep446 = getelementptr <16 x float>, <16 x float>* %scevgep444445, i64 -3
  store <16 x float> %33, <16 x float>* %scevgep446, align 4, !alias.scope !12, !noalias !9
  %scevgep441 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep441442 = bitcast float* %scevgep441 to <16 x float>*
  %scevgep443 = getelementptr <16 x float>, <16 x float>* %scevgep441442, i64 -2
  store <16 x float> %34, <16 x float>* %scevgep443, align 4, !alias.scope !12, !noalias !9
  %scevgep438 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep438439 = bitcast float* %scevgep438 to <16 x float>*
  %scevgep440 = getelementptr <16 x float>, <16 x float>* %scevgep438439, i64 -1
  store <16 x float> %35, <16 x float>* %scevgep440, align 4, !alias.scope !12, !noalias !9
  %scevgep436 = getelementptr float, float* %scevgep363, i64 %index
  %scevgep436437 = bitcast float* %scevgep436 to <16 x float>*
  store <16 x float> %36, <16 x float>* %scevgep436437, align 4, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 512
  %lsr.iv.next460 = add i64 %lsr.iv459, -8
  %niter42.ncmp.7 = icmp eq i64 %lsr.iv.next460, 0
  br i1 %niter42.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod40.not = icmp eq i64 %xtraiter38, 0
  br i1 %lcmp.mod40.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %37 = add nuw nsw i64 %index.unr, 48
  %scevgep239 = getelementptr float, float* %.6.i9, i64 %37
  %scevgep254 = getelementptr float, float* %arg.x.4, i64 %37
  %38 = shl nuw nsw i64 %xtraiter38, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv240 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next241, %vector.body.epil ]
  %39 = bitcast float* %scevgep254 to i8*
  %40 = bitcast float* %scevgep239 to i8*
  %uglygep264 = getelementptr i8, i8* %39, i64 %lsr.iv240
  %uglygep264265 = bitcast i8* %uglygep264 to <16 x float>*
  %scevgep266 = getelementptr <16 x float>, <16 x float>* %uglygep264265, i64 -3
  %wide.load.epil = load <16 x float>, <16 x float>* %scevgep266, align 4, !alias.scope !9
  %uglygep261 = getelementptr i8, i8* %39, i64 %lsr.iv240
  %uglygep261262 = bitcast i8* %uglygep261 to <16 x float>*
  %scevgep263 = getelementptr <16 x float>, <16 x float>* %uglygep261262, i64 -2
  %wide.load26.epil = load <16 x float>, <16 x float>* %scevgep263, align 4, !alias.scope !9
  %uglygep258 = getelementptr i8, i8* %39, i64 %lsr.iv240
  %uglygep258259 = bitcast i8* %uglygep258 to <16 x float>*
  %scevgep260 = getelementptr <16 x float>, <16 x float>* %uglygep258259, i64 -1
  %wide.load27.epil = load <16 x float>, <16 x float>* %scevgep260, align 4, !alias.scope !9
  %uglygep256 = getelementptr i8, i8* %39, i64 %lsr.iv240
  %uglygep256257 = bitcast i8* %uglygep256 to <16 x float>*
  %wide.load28.epil = load <16 x float>, <16 x float>* %uglygep256257, align 4, !alias.scope !9
  %41 = fmul <16 x float> %wide.load.epil, %wide.load.epil
  %42 = fmul <16 x float> %wide.load26.epil, %wide.load26.epil
  %43 = fmul <16 x float> %wide.load27.epil, %wide.load27.epil
  %44 = fmul <16 x float> %wide.load28.epil, %wide.load28.epil
  %uglygep251 = getelementptr i8, i8* %40, i64 %lsr.iv240
  %uglygep251252 = bitcast i8* %uglygep251 to <16 x float>*
  %scevgep253 = getelementptr <16 x float>, <16 x float>* %uglygep251252, i64 -3
  store <16 x float> %41, <16 x float>* %scevgep253, align 4, !alias.scope !12, !noalias !9
  %uglygep248 = getelementptr i8, i8* %40, i64 %lsr.iv240
  %uglygep248249 = bitcast i8* %uglygep248 to <16 x float>*
  %scevgep250 = getelementptr <16 x float>, <16 x float>* %uglygep248249, i64 -2
  store <16 x float> %42, <16 x float>* %scevgep250, align 4, !alias.scope !12, !noalias !9
  %uglygep245 = getelementptr i8, i8* %40, i64 %lsr.iv240
  %uglygep245246 = bitcast i8* %uglygep245 to <16 x float>*
  %scevgep247 = getelementptr <16 x float>, <16 x float>* %uglygep245246, i64 -1
  store <16 x float> %43, <16 x float>* %scevgep247, align 4, !alias.scope !12, !noalias !9
  %uglygep243 = getelementptr i8, i8* %40, i64 %lsr.iv240
  %uglygep243244 = bitcast i8* %uglygep243 to <16 x float>*
  store <16 x float> %44, <16 x float>* %uglygep243244, align 4, !alias.scope !12, !noalias !9
  %lsr.iv.next241 = add nuw nsw i64 %lsr.iv240, 256
  %epil.iter39.cmp.not = icmp eq i64 %38, %lsr.iv.next241
  br i1 %epil.iter39.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %arg.x.5.0, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec30 = and i64 %arg.x.5.0, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next34, %vec.epilog.vector.body ]
  %scevgep235 = getelementptr float, float* %arg.x.4, i64 %index32
  %scevgep235236 = bitcast float* %scevgep235 to <8 x float>*
  %wide.load33 = load <8 x float>, <8 x float>* %scevgep235236, align 4
  %45 = fmul <8 x float> %wide.load33, %wide.load33
  %scevgep237 = getelementptr float, float* %.6.i9, i64 %index32
  %scevgep237238 = bitcast float* %scevgep237 to <8 x float>*
  store <8 x float> %45, <8 x float>* %scevgep237238, align 4
  %index.next34 = add nuw i64 %index32, 8
  %46 = icmp eq i64 %n.vec30, %index.next34
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n31 = icmp eq i64 %n.vec30, %arg.x.5.0
  br i1 %cmp.n31, label %for.end, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index8.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec30, %vec.epilog.middle.block ]
  %47 = xor i64 %loop.index8.us.ph, -1
  %48 = add i64 %47, %arg.x.5.0
  %xtraiter36 = and i64 %arg.x.5.0, 7
  %lcmp.mod37.not = icmp eq i64 %xtraiter36, 0
  br i1 %lcmp.mod37.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv233 = phi i64 [ %xtraiter36, %for.body.us.prol.preheader ], [ %lsr.iv.next234, %for.body.us.prol ]
  %loop.index8.us.prol = phi i64 [ %.185.us.prol, %for.body.us.prol ], [ %loop.index8.us.ph, %for.body.us.prol.preheader ]
  %scevgep232 = getelementptr float, float* %arg.x.4, i64 %loop.index8.us.prol
  %.156.us.prol = load float, float* %scevgep232, align 4
  %.5.i1.us.prol = fmul float %.156.us.prol, %.156.us.prol
  %scevgep231 = getelementptr float, float* %.6.i9, i64 %loop.index8.us.prol
  store float %.5.i1.us.prol, float* %scevgep231, align 4
  %.185.us.prol = add nuw i64 %loop.index8.us.prol, 1
  %lsr.iv.next234 = add nsw i64 %lsr.iv233, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next234, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !20

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader
  %loop.index8.us.unr = phi i64 [ %loop.index8.us.ph, %for.body.us.preheader ], [ %.185.us.prol, %for.body.us.prol ]
  %49 = icmp ult i64 %48, 7
  br i1 %49, label %for.end, label %for.body.us.preheader43

for.body.us.preheader43:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader43, %for.body.us
  %loop.index8.us = phi i64 [ %.185.us.7, %for.body.us ], [ %loop.index8.us.unr, %for.body.us.preheader43 ]
  %sunkaddr = mul i64 %loop.index8.us, 4
  %50 = bitcast float* %arg.x.4 to i8*
  %sunkaddr461 = getelementptr i8, i8* %50, i64 %sunkaddr
  %51 = bitcast i8* %sunkaddr461 to float*
  %.156.us = load float, float* %51, align 4
  %.5.i1.us = fmul float %.156.us, %.156.us
  %sunkaddr462 = mul i64 %loop.index8.us, 4
  %52 = bitcast float* %.6.i9 to i8*
  %sunkaddr463 = getelementptr i8, i8* %52, i64 %sunkaddr462
  %53 = bitcast i8* %sunkaddr463 to float*
  store float %.5.i1.us, float* %53, align 4
  %sunkaddr464 = mul i64 %loop.index8.us, 4
  %54 = bitcast float* %arg.x.4 to i8*
  %sunkaddr465 = getelementptr i8, i8* %54, i64 %sunkaddr464
  %sunkaddr466 = getelementptr i8, i8* %sunkaddr465, i64 4
  %55 = bitcast i8* %sunkaddr466 to float*
  %.156.us.1 = load float, float* %55, align 4
  %.5.i1.us.1 = fmul float %.156.us.1, %.156.us.1
  %sunkaddr467 = mul i64 %loop.index8.us, 4
  %56 = bitcast float* %.6.i9 to i8*
  %sunkaddr468 = getelementptr i8, i8* %56, i64 %sunkaddr467
  %sunkaddr469 = getelementptr i8, i8* %sunkaddr468, i64 4
  %57 = bitcast i8* %sunkaddr469 to float*
  store float %.5.i1.us.1, float* %57, align 4
  %sunkaddr470 = mul i64 %loop.index8.us, 4
  %58 = bitcast float* %arg.x.4 to i8*
  %sunkaddr471 = getelementptr i8, i8* %58, i64 %sunkaddr470
  %sunkaddr472 = getelementptr i8, i8* %sunkaddr471, i64 8
  %59 = bitcast i8* %sunkaddr472 to float*
  %.156.us.2 = load float, float* %59, align 4
  %.5.i1.us.2 = fmul float %.156.us.2, %.156.us.2
  %sunkaddr473 = mul i64 %loop.index8.us, 4
  %60 = bitcast float* %.6.i9 to i8*
  %sunkaddr474 = getelementptr i8, i8* %60, i64 %sunkaddr473
  %sunkaddr475 = getelementptr i8, i8* %sunkaddr474, i64 8
  %61 = bitcast i8* %sunkaddr475 to float*
  store float %.5.i1.us.2, float* %61, align 4
  %sunkaddr476 = mul i64 %loop.index8.us, 4
  %62 = bitcast float* %arg.x.4 to i8*
  %sunkaddr477 = getelementptr i8, i8* %62, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, i8* %sunkaddr477, i64 12
  %63 = bitcast i8* %sunkaddr478 to float*
  %.156.us.3 = load float, float* %63, align 4
  %.5.i1.us.3 = fmul float %.156.us.3, %.156.us.3
  %sunkaddr479 = mul i64 %loop.index8.us, 4
  %64 = bitcast float* %.6.i9 to i8*
  %sunkaddr480 = getelementptr i8, i8* %64, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, i8* %sunkaddr480, i64 12
  %65 = bitcast i8* %sunkaddr481 to float*
  store float %.5.i1.us.3, float* %65, align 4
  %sunkaddr482 = mul i64 %loop.index8.us, 4
  %66 = bitcast float* %arg.x.4 to i8*
  %sunkaddr483 = getelementptr i8, i8* %66, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, i8* %sunkaddr483, i64 16
  %67 = bitcast i8* %sunkaddr484 to float*
  %.156.us.4 = load float, float* %67, align 4
  %.5.i1.us.4 = fmul float %.156.us.4, %.156.us.4
  %sunkaddr485 = mul i64 %loop.index8.us, 4
  %68 = bitcast float* %.6.i9 to i8*
  %sunkaddr486 = getelementptr i8, i8* %68, i64 %sunkaddr485
  %sunkaddr487 = getelementptr i8, i8* %sunkaddr486, i64 16
  %69 = bitcast i8* %sunkaddr487 to float*
  store float %.5.i1.us.4, float* %69, align 4
  %sunkaddr488 = mul i64 %loop.index8.us, 4
  %70 = bitcast float* %arg.x.4 to i8*
  %sunkaddr489 = getelementptr i8, i8* %70, i64 %sunkaddr488
  %sunkaddr490 = getelementptr i8, i8* %sunkaddr489, i64 20
  %71 = bitcast i8* %sunkaddr490 to float*
  %.156.us.5 = load float, float* %71, align 4
  %.5.i1.us.5 = fmul float %.156.us.5, %.156.us.5
  %sunkaddr491 = mul i64 %loop.index8.us, 4
  %72 = bitcast float* %.6.i9 to i8*
  %sunkaddr492 = getelementptr i8, i8* %72, i64 %sunkaddr491
  %sunkaddr493 = getelementptr i8, i8* %sunkaddr492, i64 20
  %73 = bitcast i8* %sunkaddr493 to float*
  store float %.5.i1.us.5, float* %73, align 4
  %sunkaddr494 = mul i64 %loop.index8.us, 4
  %74 = bitcast float* %arg.x.4 to i8*
  %sunkaddr495 = getelementptr i8, i8* %74, i64 %sunkaddr494
  %sunkaddr496 = getelementptr i8, i8* %sunkaddr495, i64 24
  %75 = bitcast i8* %sunkaddr496 to float*
  %.156.us.6 = load float, float* %75, align 4
  %.5.i1.us.6 = fmul float %.156.us.6, %.156.us.6
  %sunkaddr497 = mul i64 %loop.index8.us, 4
  %76 = bitcast float* %.6.i9 to i8*
  %sunkaddr498 = getelementptr i8, i8* %76, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, i8* %sunkaddr498, i64 24
  %77 = bitcast i8* %sunkaddr499 to float*
  store float %.5.i1.us.6, float* %77, align 4
  %sunkaddr500 = mul i64 %loop.index8.us, 4
  %78 = bitcast float* %arg.x.4 to i8*
  %sunkaddr501 = getelementptr i8, i8* %78, i64 %sunkaddr500
  %sunkaddr502 = getelementptr i8, i8* %sunkaddr501, i64 28
  %79 = bitcast i8* %sunkaddr502 to float*
  %.156.us.7 = load float, float* %79, align 4
  %.5.i1.us.7 = fmul float %.156.us.7, %.156.us.7
  %sunkaddr503 = mul i64 %loop.index8.us, 4
  %80 = bitcast float* %.6.i9 to i8*
  %sunkaddr504 = getelementptr i8, i8* %80, i64 %sunkaddr503
  %sunkaddr505 = getelementptr i8, i8* %sunkaddr504, i64 28
  %81 = bitcast i8* %sunkaddr505 to float*
  store float %.5.i1.us.7, float* %81, align 4
  %.185.us.7 = add nuw nsw i64 %loop.index8.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.185.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !21

for.end.thread:                                   ; preds = %for.body.preheader
  %.156 = load float, float* %arg.x.4, align 4
  %.5.i1 = fmul float %.156, %.156
  store float %.5.i1, float* %.6.i9, align 4
  tail call void @NRT_decref(i8* %arg.x.0)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %B0.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #4
  %82 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %83 = icmp ult i64 %82, 7
  br i1 %83, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %84 = add nsw i64 %unroll_iter.i, -8
  %85 = lshr exact i64 %84, 3
  %86 = add nuw nsw i64 %85, 1
  %xtraiter = and i64 %86, 7
  %87 = icmp ult i64 %84, 56
  br i1 %87, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %86, 4611686018427387896
  %scevgep69 = getelementptr float, float* %.6.i9, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %88 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep45 = getelementptr float, float* %.6.i9, i64 %88
  %89 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %90 = bitcast float* %scevgep45 to i8*
  %uglygep66 = getelementptr i8, i8* %90, i64 %lsr.iv
  %uglygep6667 = bitcast i8* %uglygep66 to float*
  %scevgep68 = getelementptr float, float* %uglygep6667, i64 -7
  %.236.i.epil = load float, float* %scevgep68, align 4, !noalias !22
  %.239.i.epil = fadd float %c.2.07.i.epil, %.236.i.epil
  %uglygep63 = getelementptr i8, i8* %90, i64 %lsr.iv
  %uglygep6364 = bitcast i8* %uglygep63 to float*
  %scevgep65 = getelementptr float, float* %uglygep6364, i64 -6
  %.236.1.i.epil = load float, float* %scevgep65, align 4, !noalias !22
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep60 = getelementptr i8, i8* %90, i64 %lsr.iv
  %uglygep6061 = bitcast i8* %uglygep60 to float*
  %scevgep62 = getelementptr float, float* %uglygep6061, i64 -5
  %.236.2.i.epil = load float, float* %scevgep62, align 4, !noalias !22
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep57 = getelementptr i8, i8* %90, i64 %lsr.iv
  %uglygep5758 = bitcast i8* %uglygep57 to float*
  %scevgep59 = getelementptr float, float* %uglygep5758, i64 -4
  %.236.3.i.epil = load float, float* %scevgep59, align 4, !noalias !22
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep54 = getelementptr i8, i8* %90, i64 %lsr.iv
  %uglygep5455 = bitcast i8* %uglygep54 to float*
  %scevgep56 = getelementptr float, float* %uglygep5455, i64 -3
  %.236.4.i.epil = load float, float* %scevgep56, align 4, !noalias !22
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep51 = getelementptr i8, i8* %90, i64 %lsr.iv
  %uglygep5152 = bitcast i8* %uglygep51 to float*
  %scevgep53 = getelementptr float, float* %uglygep5152, i64 -2
  %.236.5.i.epil = load float, float* %scevgep53, align 4, !noalias !22
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep48 = getelementptr i8, i8* %90, i64 %lsr.iv
  %uglygep4849 = bitcast i8* %uglygep48 to float*
  %scevgep50 = getelementptr float, float* %uglygep4849, i64 -1
  %.236.6.i.epil = load float, float* %scevgep50, align 4, !noalias !22
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %90, i64 %lsr.iv
  %uglygep47 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep47, align 4, !noalias !22
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %89, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !25, !llvm.loop !26

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr float, float* %.6.i9, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi float [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep44 = getelementptr float, float* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep44, align 4, !noalias !22
  %.239.epil.i = fadd float %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !25, !llvm.loop !27

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv197 = phi i64 [ %lsr.iv.next198, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep195 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep196 = getelementptr float, float* %scevgep195, i64 -63
  %.236.i = load float, float* %scevgep196, align 4, !noalias !22
  %.239.i = fadd float %c.2.07.i, %.236.i
  %scevgep193 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep194 = getelementptr float, float* %scevgep193, i64 -62
  %.236.1.i = load float, float* %scevgep194, align 4, !noalias !22
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep191 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep192 = getelementptr float, float* %scevgep191, i64 -61
  %.236.2.i = load float, float* %scevgep192, align 4, !noalias !22
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep189 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep190 = getelementptr float, float* %scevgep189, i64 -60
  %.236.3.i = load float, float* %scevgep190, align 4, !noalias !22
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep187 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep188 = getelementptr float, float* %scevgep187, i64 -59
  %.236.4.i = load float, float* %scevgep188, align 4, !noalias !22
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep185 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep186 = getelementptr float, float* %scevgep185, i64 -58
  %.236.5.i = load float, float* %scevgep186, align 4, !noalias !22
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep183 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep184 = getelementptr float, float* %scevgep183, i64 -57
  %.236.6.i = load float, float* %scevgep184, align 4, !noalias !22
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep181 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep182 = getelementptr float, float* %scevgep181, i64 -56
  %.236.7.i = load float, float* %scevgep182, align 4, !noalias !22
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep150 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep151 = getelementptr float, float* %scevgep150, i64 -55
  %.236.i.1 = load float, float* %scevgep151, align 4, !noalias !22
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep152 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep153 = getelementptr float, float* %scevgep152, i64 -54
  %.236.1.i.1 = load float, float* %scevgep153, align 4, !noalias !22
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep154 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep155 = getelementptr float, float* %scevgep154, i64 -53
  %.236.2.i.1 = load float, float* %scevgep155, align 4, !noalias !22
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep156 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep157 = getelementptr float, float* %scevgep156, i64 -52
  %.236.3.i.1 = load float, float* %scevgep157, align 4, !noalias !22
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep158 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep159 = getelementptr float, float* %scevgep158, i64 -51
  %.236.4.i.1 = load float, float* %scevgep159, align 4, !noalias !22
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep160 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep161 = getelementptr float, float* %scevgep160, i64 -50
  %.236.5.i.1 = load float, float* %scevgep161, align 4, !noalias !22
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep162 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep163 = getelementptr float, float* %scevgep162, i64 -49
  %.236.6.i.1 = load float, float* %scevgep163, align 4, !noalias !22
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep164 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep165 = getelementptr float, float* %scevgep164, i64 -48
  %.236.7.i.1 = load float, float* %scevgep165, align 4, !noalias !22
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep134 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep135 = getelementptr float, float* %scevgep134, i64 -47
  %.236.i.2 = load float, float* %scevgep135, align 4, !noalias !22
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep136 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep137 = getelementptr float, float* %scevgep136, i64 -46
  %.236.1.i.2 = load float, float* %scevgep137, align 4, !noalias !22
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep138 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep139 = getelementptr float, float* %scevgep138, i64 -45
  %.236.2.i.2 = load float, float* %scevgep139, align 4, !noalias !22
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep140 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep141 = getelementptr float, float* %scevgep140, i64 -44
  %.236.3.i.2 = load float, float* %scevgep141, align 4, !noalias !22
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep142 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep143 = getelementptr float, float* %scevgep142, i64 -43
  %.236.4.i.2 = load float, float* %scevgep143, align 4, !noalias !22
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep144 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep145 = getelementptr float, float* %scevgep144, i64 -42
  %.236.5.i.2 = load float, float* %scevgep145, align 4, !noalias !22
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep146 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep147 = getelementptr float, float* %scevgep146, i64 -41
  %.236.6.i.2 = load float, float* %scevgep147, align 4, !noalias !22
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep148 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep149 = getelementptr float, float* %scevgep148, i64 -40
  %.236.7.i.2 = load float, float* %scevgep149, align 4, !noalias !22
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep118 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep119 = getelementptr float, float* %scevgep118, i64 -39
  %.236.i.3 = load float, float* %scevgep119, align 4, !noalias !22
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep120 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep121 = getelementptr float, float* %scevgep120, i64 -38
  %.236.1.i.3 = load float, float* %scevgep121, align 4, !noalias !22
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep122 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep123 = getelementptr float, float* %scevgep122, i64 -37
  %.236.2.i.3 = load float, float* %scevgep123, align 4, !noalias !22
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep124 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep125 = getelementptr float, float* %scevgep124, i64 -36
  %.236.3.i.3 = load float, float* %scevgep125, align 4, !noalias !22
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep126 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep127 = getelementptr float, float* %scevgep126, i64 -35
  %.236.4.i.3 = load float, float* %scevgep127, align 4, !noalias !22
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep128 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep129 = getelementptr float, float* %scevgep128, i64 -34
  %.236.5.i.3 = load float, float* %scevgep129, align 4, !noalias !22
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep130 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep131 = getelementptr float, float* %scevgep130, i64 -33
  %.236.6.i.3 = load float, float* %scevgep131, align 4, !noalias !22
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep132 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep133 = getelementptr float, float* %scevgep132, i64 -32
  %.236.7.i.3 = load float, float* %scevgep133, align 4, !noalias !22
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep102 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep103 = getelementptr float, float* %scevgep102, i64 -31
  %.236.i.4 = load float, float* %scevgep103, align 4, !noalias !22
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep104 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep105 = getelementptr float, float* %scevgep104, i64 -30
  %.236.1.i.4 = load float, float* %scevgep105, align 4, !noalias !22
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep106 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep107 = getelementptr float, float* %scevgep106, i64 -29
  %.236.2.i.4 = load float, float* %scevgep107, align 4, !noalias !22
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep108 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep109 = getelementptr float, float* %scevgep108, i64 -28
  %.236.3.i.4 = load float, float* %scevgep109, align 4, !noalias !22
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep110 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep111 = getelementptr float, float* %scevgep110, i64 -27
  %.236.4.i.4 = load float, float* %scevgep111, align 4, !noalias !22
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep112 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep113 = getelementptr float, float* %scevgep112, i64 -26
  %.236.5.i.4 = load float, float* %scevgep113, align 4, !noalias !22
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep114 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep115 = getelementptr float, float* %scevgep114, i64 -25
  %.236.6.i.4 = load float, float* %scevgep115, align 4, !noalias !22
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep116 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep117 = getelementptr float, float* %scevgep116, i64 -24
  %.236.7.i.4 = load float, float* %scevgep117, align 4, !noalias !22
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep86 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep87 = getelementptr float, float* %scevgep86, i64 -23
  %.236.i.5 = load float, float* %scevgep87, align 4, !noalias !22
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep88 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep89 = getelementptr float, float* %scevgep88, i64 -22
  %.236.1.i.5 = load float, float* %scevgep89, align 4, !noalias !22
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep90 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep91 = getelementptr float, float* %scevgep90, i64 -21
  %.236.2.i.5 = load float, float* %scevgep91, align 4, !noalias !22
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep92 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep93 = getelementptr float, float* %scevgep92, i64 -20
  %.236.3.i.5 = load float, float* %scevgep93, align 4, !noalias !22
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep94 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep95 = getelementptr float, float* %scevgep94, i64 -19
  %.236.4.i.5 = load float, float* %scevgep95, align 4, !noalias !22
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep96 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep97 = getelementptr float, float* %scevgep96, i64 -18
  %.236.5.i.5 = load float, float* %scevgep97, align 4, !noalias !22
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep98 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep99 = getelementptr float, float* %scevgep98, i64 -17
  %.236.6.i.5 = load float, float* %scevgep99, align 4, !noalias !22
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep100 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep101 = getelementptr float, float* %scevgep100, i64 -16
  %.236.7.i.5 = load float, float* %scevgep101, align 4, !noalias !22
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep70 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep71 = getelementptr float, float* %scevgep70, i64 -15
  %.236.i.6 = load float, float* %scevgep71, align 4, !noalias !22
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep72 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep73 = getelementptr float, float* %scevgep72, i64 -14
  %.236.1.i.6 = load float, float* %scevgep73, align 4, !noalias !22
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep74 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep75 = getelementptr float, float* %scevgep74, i64 -13
  %.236.2.i.6 = load float, float* %scevgep75, align 4, !noalias !22
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep76 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep77 = getelementptr float, float* %scevgep76, i64 -12
  %.236.3.i.6 = load float, float* %scevgep77, align 4, !noalias !22
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep78 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep79 = getelementptr float, float* %scevgep78, i64 -11
  %.236.4.i.6 = load float, float* %scevgep79, align 4, !noalias !22
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep80 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep81 = getelementptr float, float* %scevgep80, i64 -10
  %.236.5.i.6 = load float, float* %scevgep81, align 4, !noalias !22
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep82 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep83 = getelementptr float, float* %scevgep82, i64 -9
  %.236.6.i.6 = load float, float* %scevgep83, align 4, !noalias !22
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep84 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep85 = getelementptr float, float* %scevgep84, i64 -8
  %.236.7.i.6 = load float, float* %scevgep85, align 4, !noalias !22
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep166 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep167 = getelementptr float, float* %scevgep166, i64 -7
  %.236.i.7 = load float, float* %scevgep167, align 4, !noalias !22
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep168 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep169 = getelementptr float, float* %scevgep168, i64 -6
  %.236.1.i.7 = load float, float* %scevgep169, align 4, !noalias !22
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep170 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep171 = getelementptr float, float* %scevgep170, i64 -5
  %.236.2.i.7 = load float, float* %scevgep171, align 4, !noalias !22
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep172 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep173 = getelementptr float, float* %scevgep172, i64 -4
  %.236.3.i.7 = load float, float* %scevgep173, align 4, !noalias !22
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep174 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep175 = getelementptr float, float* %scevgep174, i64 -3
  %.236.4.i.7 = load float, float* %scevgep175, align 4, !noalias !22
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep176 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep177 = getelementptr float, float* %scevgep176, i64 -2
  %.236.5.i.7 = load float, float* %scevgep177, align 4, !noalias !22
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep178 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %scevgep179 = getelementptr float, float* %scevgep178, i64 -1
  %.236.6.i.7 = load float, float* %scevgep179, align 4, !noalias !22
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep180 = getelementptr float, float* %scevgep69, i64 %.70.06.i
  %.236.7.i.7 = load float, float* %scevgep180, align 4, !noalias !22
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next198 = add i64 %lsr.iv197, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next198, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store float %c.2.0.lcssa.i, float* %retptr, align 4
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.const.sum_sq_f32, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca float, align 4
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.68, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([132 x i8], [132 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 4
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr3 to float**
  %.36.fca.4.load = load float*, float** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr4 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store float 0.000000e+00, float* %.43, align 4
  %.49 = call i32 @_ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(float* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, float* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load float, float* %.43, align 4
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %8 = icmp sgt i32 %.49, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = fpext float %.59 to double
  %.68 = call i8* @PyFloat_FromDouble(double %.67)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.73 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.74 = extractvalue { i8*, i32, i8*, i8*, i32 } %.73, 4
  %.75 = icmp sgt i32 %.74, 0
  %.78 = extractvalue { i8*, i32, i8*, i8*, i32 } %.73, 0
  %.80 = extractvalue { i8*, i32, i8*, i8*, i32 } %.73, 1
  br i1 %.75, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.81 = sext i32 %.80 to i64
  %.82 = call i8* @PyBytes_FromStringAndSize(i8* %.78, i64 %.81)
  %.83 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.84 = extractvalue { i8*, i32, i8*, i8*, i32 } %.83, 2
  %.86 = extractvalue { i8*, i32, i8*, i8*, i32 } %.83, 3
  %.87 = bitcast i8* %.86 to i8* (i8*)*
  %.88 = call i8* %.87(i8* %.84)
  %.89 = icmp eq i8* %.88, null
  br i1 %.89, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.102 = extractvalue { i8*, i32, i8*, i8*, i32 } %.73, 2
  %.103 = call i8* @numba_unpickle(i8* %.78, i32 %.80, i8* %.102)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.105 = phi i8* [ %.93, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.103, %entry.endif.endif.endif.endif.endif.if.else ]
  %.106.not = icmp eq i8* %.105, null
  br i1 %.106.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.93 = call i8* @numba_runtime_build_excinfo_struct(i8* %.82, i8* nonnull %.88)
  %.94 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.94)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.105)
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

define float @cfunc._ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca float, align 4
  store float 0.000000e+00, float* %.3, align 4
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(float* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, float* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load float, float* %.3, align 4
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !28

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi float [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret float %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f0e7788b290>", i64 0, i64 0))
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

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind }

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
!18 = distinct !{!18, !15, !19}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !15}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!25 = !{!"branch_weights", i32 1, i32 7}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
!28 = !{!"branch_weights", i32 99, i32 1}
