; ModuleID = 'sum_sq_np'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274514691008 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274514691008.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274514691008 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274514691008, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514691008.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.sum_sq_np = internal constant [10 x i8] c"sum_sq_np\00"
@_ZN08NumbaEnv7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [130 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9434832b10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9434832b10>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9434832990B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B0.endif.endif.endif.if, %for.end.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514691008, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i9 = load double*, double** %0, align 8
  %.1466 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.1466, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.148.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 16
  br i1 %min.iters.check, label %for.body.us.preheader28, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i9, i64 %arg.x.5.0
  %scevgep23 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult double* %.6.i9, %scevgep23
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader28, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -16
  %1 = add i64 %n.vec, -16
  %2 = lshr exact i64 %1, 4
  %3 = add nuw nsw i64 %2, 1
  %xtraiter32 = and i64 %3, 7
  %4 = icmp ult i64 %1, 112
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter35 = and i64 %3, 2305843009213693944
  %scevgep257 = getelementptr double, double* %arg.x.4, i64 124
  %scevgep353 = getelementptr double, double* %.6.i9, i64 124
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv449 = phi i64 [ %lsr.iv.next450, %vector.body ], [ %unroll_iter35, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep341 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep341342 = bitcast double* %scevgep341 to <4 x double>*
  %scevgep343 = getelementptr <4 x double>, <4 x double>* %scevgep341342, i64 -31
  %wide.load = load <4 x double>, <4 x double>* %scevgep343, align 8, !alias.scope !9
  %scevgep350 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep350351 = bitcast double* %scevgep350 to <4 x double>*
  %scevgep352 = getelementptr <4 x double>, <4 x double>* %scevgep350351, i64 -30
  %wide.load25 = load <4 x double>, <4 x double>* %scevgep352, align 8, !alias.scope !9
  %scevgep347 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep347348 = bitcast double* %scevgep347 to <4 x double>*
  %scevgep349 = getelementptr <4 x double>, <4 x double>* %scevgep347348, i64 -29
  %wide.load26 = load <4 x double>, <4 x double>* %scevgep349, align 8, !alias.scope !9
  %scevgep344 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep344345 = bitcast double* %scevgep344 to <4 x double>*
  %scevgep346 = getelementptr <4 x double>, <4 x double>* %scevgep344345, i64 -28
  %wide.load27 = load <4 x double>, <4 x double>* %scevgep346, align 8, !alias.scope !9
  %5 = fmul <4 x double> %wide.load, %wide.load
  %6 = fmul <4 x double> %wide.load25, %wide.load25
  %7 = fmul <4 x double> %wide.load26, %wide.load26
  %8 = fmul <4 x double> %wide.load27, %wide.load27
  %scevgep437 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep437438 = bitcast double* %scevgep437 to <4 x double>*
  %scevgep439 = getelementptr <4 x double>, <4 x double>* %scevgep437438, i64 -31
  store <4 x double> %5, <4 x double>* %scevgep439, align 8, !alias.scope !12, !noalias !9
  %scevgep446 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep446447 = bitcast double* %scevgep446 to <4 x double>*
  %scevgep448 = getelementptr <4 x double>, <4 x double>* %scevgep446447, i64 -30
  store <4 x double> %6, <4 x double>* %scevgep448, align 8, !alias.scope !12, !noalias !9
  %scevgep443 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep443444 = bitcast double* %scevgep443 to <4 x double>*
  %scevgep445 = getelementptr <4 x double>, <4 x double>* %scevgep443444, i64 -29
  store <4 x double> %7, <4 x double>* %scevgep445, align 8, !alias.scope !12, !noalias !9
  %scevgep440 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep440441 = bitcast double* %scevgep440 to <4 x double>*
  %scevgep442 = getelementptr <4 x double>, <4 x double>* %scevgep440441, i64 -28
  store <4 x double> %8, <4 x double>* %scevgep442, align 8, !alias.scope !12, !noalias !9
  %scevgep327 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep327328 = bitcast double* %scevgep327 to <4 x double>*
  %scevgep329 = getelementptr <4 x double>, <4 x double>* %scevgep327328, i64 -27
  %wide.load.1 = load <4 x double>, <4 x double>* %scevgep329, align 8, !alias.scope !9
  %scevgep324 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep324325 = bitcast double* %scevgep324 to <4 x double>*
  %scevgep326 = getelementptr <4 x double>, <4 x double>* %scevgep324325, i64 -26
  %wide.load25.1 = load <4 x double>, <4 x double>* %scevgep326, align 8, !alias.scope !9
  %scevgep321 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep321322 = bitcast double* %scevgep321 to <4 x double>*
  %scevgep323 = getelementptr <4 x double>, <4 x double>* %scevgep321322, i64 -25
  %wide.load26.1 = load <4 x double>, <4 x double>* %scevgep323, align 8, !alias.scope !9
  %scevgep318 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep318319 = bitcast double* %scevgep318 to <4 x double>*
  %scevgep320 = getelementptr <4 x double>, <4 x double>* %scevgep318319, i64 -24
  %wide.load27.1 = load <4 x double>, <4 x double>* %scevgep320, align 8, !alias.scope !9
  %9 = fmul <4 x double> %wide.load.1, %wide.load.1
  %10 = fmul <4 x double> %wide.load25.1, %wide.load25.1
  %11 = fmul <4 x double> %wide.load26.1, %wide.load26.1
  %12 = fmul <4 x double> %wide.load27.1, %wide.load27.1
  %scevgep423 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep423424 = bitcast double* %scevgep423 to <4 x double>*
  %scevgep425 = getelementptr <4 x double>, <4 x double>* %scevgep423424, i64 -27
  store <4 x double> %9, <4 x double>* %scevgep425, align 8, !alias.scope !12, !noalias !9
  %scevgep420 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep420421 = bitcast double* %scevgep420 to <4 x double>*
  %scevgep422 = getelementptr <4 x double>, <4 x double>* %scevgep420421, i64 -26
  store <4 x double> %10, <4 x double>* %scevgep422, align 8, !alias.scope !12, !noalias !9
  %scevgep417 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep417418 = bitcast double* %scevgep417 to <4 x double>*
  %scevgep419 = getelementptr <4 x double>, <4 x double>* %scevgep417418, i64 -25
  store <4 x double> %11, <4 x double>* %scevgep419, align 8, !alias.scope !12, !noalias !9
  %scevgep414 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep414415 = bitcast double* %scevgep414 to <4 x double>*
  %scevgep416 = getelementptr <4 x double>, <4 x double>* %scevgep414415, i64 -24
  store <4 x double> %12, <4 x double>* %scevgep416, align 8, !alias.scope !12, !noalias !9
  %scevgep315 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep315316 = bitcast double* %scevgep315 to <4 x double>*
  %scevgep317 = getelementptr <4 x double>, <4 x double>* %scevgep315316, i64 -23
  %wide.load.2 = load <4 x double>, <4 x double>* %scevgep317, align 8, !alias.scope !9
  %scevgep312 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep312313 = bitcast double* %scevgep312 to <4 x double>*
  %scevgep314 = getelementptr <4 x double>, <4 x double>* %scevgep312313, i64 -22
  %wide.load25.2 = load <4 x double>, <4 x double>* %scevgep314, align 8, !alias.scope !9
  %scevgep309 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep309310 = bitcast double* %scevgep309 to <4 x double>*
  %scevgep311 = getelementptr <4 x double>, <4 x double>* %scevgep309310, i64 -21
  %wide.load26.2 = load <4 x double>, <4 x double>* %scevgep311, align 8, !alias.scope !9
  %scevgep306 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep306307 = bitcast double* %scevgep306 to <4 x double>*
  %scevgep308 = getelementptr <4 x double>, <4 x double>* %scevgep306307, i64 -20
  %wide.load27.2 = load <4 x double>, <4 x double>* %scevgep308, align 8, !alias.scope !9
  %13 = fmul <4 x double> %wide.load.2, %wide.load.2
  %14 = fmul <4 x double> %wide.load25.2, %wide.load25.2
  %15 = fmul <4 x double> %wide.load26.2, %wide.load26.2
  %16 = fmul <4 x double> %wide.load27.2, %wide.load27.2
  %scevgep411 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep411412 = bitcast double* %scevgep411 to <4 x double>*
  %scevgep413 = getelementptr <4 x double>, <4 x double>* %scevgep411412, i64 -23
  store <4 x double> %13, <4 x double>* %scevgep413, align 8, !alias.scope !12, !noalias !9
  %scevgep408 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep408409 = bitcast double* %scevgep408 to <4 x double>*
  %scevgep410 = getelementptr <4 x double>, <4 x double>* %scevgep408409, i64 -22
  store <4 x double> %14, <4 x double>* %scevgep410, align 8, !alias.scope !12, !noalias !9
  %scevgep405 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep405406 = bitcast double* %scevgep405 to <4 x double>*
  %scevgep407 = getelementptr <4 x double>, <4 x double>* %scevgep405406, i64 -21
  store <4 x double> %15, <4 x double>* %scevgep407, align 8, !alias.scope !12, !noalias !9
  %scevgep402 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep402403 = bitcast double* %scevgep402 to <4 x double>*
  %scevgep404 = getelementptr <4 x double>, <4 x double>* %scevgep402403, i64 -20
  store <4 x double> %16, <4 x double>* %scevgep404, align 8, !alias.scope !12, !noalias !9
  %scevgep303 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep303304 = bitcast double* %scevgep303 to <4 x double>*
  %scevgep305 = getelementptr <4 x double>, <4 x double>* %scevgep303304, i64 -19
  %wide.load.3 = load <4 x double>, <4 x double>* %scevgep305, align 8, !alias.scope !9
  %scevgep300 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep300301 = bitcast double* %scevgep300 to <4 x double>*
  %scevgep302 = getelementptr <4 x double>, <4 x double>* %scevgep300301, i64 -18
  %wide.load25.3 = load <4 x double>, <4 x double>* %scevgep302, align 8, !alias.scope !9
  %scevgep297 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep297298 = bitcast double* %scevgep297 to <4 x double>*
  %scevgep299 = getelementptr <4 x double>, <4 x double>* %scevgep297298, i64 -17
  %wide.load26.3 = load <4 x double>, <4 x double>* %scevgep299, align 8, !alias.scope !9
  %scevgep294 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep294295 = bitcast double* %scevgep294 to <4 x double>*
  %scevgep296 = getelementptr <4 x double>, <4 x double>* %scevgep294295, i64 -16
  %wide.load27.3 = load <4 x double>, <4 x double>* %scevgep296, align 8, !alias.scope !9
  %17 = fmul <4 x double> %wide.load.3, %wide.load.3
  %18 = fmul <4 x double> %wide.load25.3, %wide.load25.3
  %19 = fmul <4 x double> %wide.load26.3, %wide.load26.3
  %20 = fmul <4 x double> %wide.load27.3, %wide.load27.3
  %scevgep399 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep399400 = bitcast double* %scevgep399 to <4 x double>*
  %scevgep401 = getelementptr <4 x double>, <4 x double>* %scevgep399400, i64 -19
  store <4 x double> %17, <4 x double>* %scevgep401, align 8, !alias.scope !12, !noalias !9
  %scevgep396 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep396397 = bitcast double* %scevgep396 to <4 x double>*
  %scevgep398 = getelementptr <4 x double>, <4 x double>* %scevgep396397, i64 -18
  store <4 x double> %18, <4 x double>* %scevgep398, align 8, !alias.scope !12, !noalias !9
  %scevgep393 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep393394 = bitcast double* %scevgep393 to <4 x double>*
  %scevgep395 = getelementptr <4 x double>, <4 x double>* %scevgep393394, i64 -17
  store <4 x double> %19, <4 x double>* %scevgep395, align 8, !alias.scope !12, !noalias !9
  %scevgep390 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep390391 = bitcast double* %scevgep390 to <4 x double>*
  %scevgep392 = getelementptr <4 x double>, <4 x double>* %scevgep390391, i64 -16
  store <4 x double> %20, <4 x double>* %scevgep392, align 8, !alias.scope !12, !noalias !9
  %scevgep291 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep291292 = bitcast double* %scevgep291 to <4 x double>*
  %scevgep293 = getelementptr <4 x double>, <4 x double>* %scevgep291292, i64 -15
  %wide.load.4 = load <4 x double>, <4 x double>* %scevgep293, align 8, !alias.scope !9
  %scevgep288 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep288289 = bitcast double* %scevgep288 to <4 x double>*
  %scevgep290 = getelementptr <4 x double>, <4 x double>* %scevgep288289, i64 -14
  %wide.load25.4 = load <4 x double>, <4 x double>* %scevgep290, align 8, !alias.scope !9
  %scevgep285 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep285286 = bitcast double* %scevgep285 to <4 x double>*
  %scevgep287 = getelementptr <4 x double>, <4 x double>* %scevgep285286, i64 -13
  %wide.load26.4 = load <4 x double>, <4 x double>* %scevgep287, align 8, !alias.scope !9
  %scevgep282 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep282283 = bitcast double* %scevgep282 to <4 x double>*
  %scevgep284 = getelementptr <4 x double>, <4 x double>* %scevgep282283, i64 -12
  %wide.load27.4 = load <4 x double>, <4 x double>* %scevgep284, align 8, !alias.scope !9
  %21 = fmul <4 x double> %wide.load.4, %wide.load.4
  %22 = fmul <4 x double> %wide.load25.4, %wide.load25.4
  %23 = fmul <4 x double> %wide.load26.4, %wide.load26.4
  %24 = fmul <4 x double> %wide.load27.4, %wide.load27.4
  %scevgep387 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep387388 = bitcast double* %scevgep387 to <4 x double>*
  %scevgep389 = getelementptr <4 x double>, <4 x double>* %scevgep387388, i64 -15
  store <4 x double> %21, <4 x double>* %scevgep389, align 8, !alias.scope !12, !noalias !9
  %scevgep384 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep384385 = bitcast double* %scevgep384 to <4 x double>*
  %scevgep386 = getelementptr <4 x double>, <4 x double>* %scevgep384385, i64 -14
  store <4 x double> %22, <4 x double>* %scevgep386, align 8, !alias.scope !12, !noalias !9
  %scevgep381 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep381382 = bitcast double* %scevgep381 to <4 x double>*
  %scevgep383 = getelementptr <4 x double>, <4 x double>* %scevgep381382, i64 -13
  store <4 x double> %23, <4 x double>* %scevgep383, align 8, !alias.scope !12, !noalias !9
  %scevgep378 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep378379 = bitcast double* %scevgep378 to <4 x double>*
  %scevgep380 = getelementptr <4 x double>, <4 x double>* %scevgep378379, i64 -12
  store <4 x double> %24, <4 x double>* %scevgep380, align 8, !alias.scope !12, !noalias !9
  %scevgep279 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep279280 = bitcast double* %scevgep279 to <4 x double>*
  %scevgep281 = getelementptr <4 x double>, <4 x double>* %scevgep279280, i64 -11
  %wide.load.5 = load <4 x double>, <4 x double>* %scevgep281, align 8, !alias.scope !9
  %scevgep276 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep276277 = bitcast double* %scevgep276 to <4 x double>*
  %scevgep278 = getelementptr <4 x double>, <4 x double>* %scevgep276277, i64 -10
  %wide.load25.5 = load <4 x double>, <4 x double>* %scevgep278, align 8, !alias.scope !9
  %scevgep273 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep273274 = bitcast double* %scevgep273 to <4 x double>*
  %scevgep275 = getelementptr <4 x double>, <4 x double>* %scevgep273274, i64 -9
  %wide.load26.5 = load <4 x double>, <4 x double>* %scevgep275, align 8, !alias.scope !9
  %scevgep270 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep270271 = bitcast double* %scevgep270 to <4 x double>*
  %scevgep272 = getelementptr <4 x double>, <4 x double>* %scevgep270271, i64 -8
  %wide.load27.5 = load <4 x double>, <4 x double>* %scevgep272, align 8, !alias.scope !9
  %25 = fmul <4 x double> %wide.load.5, %wide.load.5
  %26 = fmul <4 x double> %wide.load25.5, %wide.load25.5
  %27 = fmul <4 x double> %wide.load26.5, %wide.load26.5
  %28 = fmul <4 x double> %wide.load27.5, %wide.load27.5
  %scevgep375 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep375376 = bitcast double* %scevgep375 to <4 x double>*
  %scevgep377 = getelementptr <4 x double>, <4 x double>* %scevgep375376, i64 -11
  store <4 x double> %25, <4 x double>* %scevgep377, align 8, !alias.scope !12, !noalias !9
  %scevgep372 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep372373 = bitcast double* %scevgep372 to <4 x double>*
  %scevgep374 = getelementptr <4 x double>, <4 x double>* %scevgep372373, i64 -10
  store <4 x double> %26, <4 x double>* %scevgep374, align 8, !alias.scope !12, !noalias !9
  %scevgep369 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep369370 = bitcast double* %scevgep369 to <4 x double>*
  %scevgep371 = getelementptr <4 x double>, <4 x double>* %scevgep369370, i64 -9
  store <4 x double> %27, <4 x double>* %scevgep371, align 8, !alias.scope !12, !noalias !9
  %scevgep366 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep366367 = bitcast double* %scevgep366 to <4 x double>*
  %scevgep368 = getelementptr <4 x double>, <4 x double>* %scevgep366367, i64 -8
  store <4 x double> %28, <4 x double>* %scevgep368, align 8, !alias.scope !12, !noalias !9
  %scevgep267 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep267268 = bitcast double* %scevgep267 to <4 x double>*
  %scevgep269 = getelementptr <4 x double>, <4 x double>* %scevgep267268, i64 -7
  %wide.load.6 = load <4 x double>, <4 x double>* %scevgep269, align 8, !alias.scope !9
  %scevgep264 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep264265 = bitcast double* %scevgep264 to <4 x double>*
  %scevgep266 = getelementptr <4 x double>, <4 x double>* %scevgep264265, i64 -6
  %wide.load25.6 = load <4 x double>, <4 x double>* %scevgep266, align 8, !alias.scope !9
  %scevgep261 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep261262 = bitcast double* %scevgep261 to <4 x double>*
  %scevgep263 = getelementptr <4 x double>, <4 x double>* %scevgep261262, i64 -5
  %wide.load26.6 = load <4 x double>, <4 x double>* %scevgep263, align 8, !alias.scope !9
  %scevgep258 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep258259 = bitcast double* %scevgep258 to <4 x double>*
  %scevgep260 = getelementptr <4 x double>, <4 x double>* %scevgep258259, i64 -4
  %wide.load27.6 = load <4 x double>, <4 x double>* %scevgep260, align 8, !alias.scope !9
  %29 = fmul <4 x double> %wide.load.6, %wide.load.6
  %30 = fmul <4 x double> %wide.load25.6, %wide.load25.6
  %31 = fmul <4 x double> %wide.load26.6, %wide.load26.6
  %32 = fmul <4 x double> %wide.load27.6, %wide.load27.6
  %scevgep363 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep363364 = bitcast double* %scevgep363 to <4 x double>*
  %scevgep365 = getelementptr <4 x double>, <4 x double>* %scevgep363364, i64 -7
  store <4 x double> %29, <4 x double>* %scevgep365, align 8, !alias.scope !12, !noalias !9
  %scevgep360 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep360361 = bitcast double* %scevgep360 to <4 x double>*
  %scevgep362 = getelementptr <4 x double>, <4 x double>* %scevgep360361, i64 -6
  store <4 x double> %30, <4 x double>* %scevgep362, align 8, !alias.scope !12, !noalias !9
  %scevgep357 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep357358 = bitcast double* %scevgep357 to <4 x double>*
  %scevgep359 = getelementptr <4 x double>, <4 x double>* %scevgep357358, i64 -5
  store <4 x double> %31, <4 x double>* %scevgep359, align 8, !alias.scope !12, !noalias !9
  %scevgep354 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep354355 = bitcast double* %scevgep354 to <4 x double>*
  %scevgep356 = getelementptr <4 x double>, <4 x double>* %scevgep354355, i64 -4
  store <4 x double> %32, <4 x double>* %scevgep356, align 8, !alias.scope !12, !noalias !9
  %scevgep338 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep338339 = bitcast double* %scevgep338 to <4 x double>*
  %scevgep340 = getelementptr <4 x double>, <4 x double>* %scevgep338339, i64 -3
  %wide.load.7 = load <4 x double>, <4 x double>* %scevgep340, align 8, !alias.scope !9
  %scevgep335 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep335336 = bitcast double* %scevgep335 to <4 x double>*
  %scevgep337 = getelementptr <4 x double>, <4 x double>* %scevgep335336, i64 -2
  %wide.load25.7 = load <4 x double>, <4 x double>* %scevgep337, align 8, !alias.scope !9
  %scevgep332 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep332333 = bitcast double* %scevgep332 to <4 x double>*
  %scevgep334 = getelementptr <4 x double>, <4 x double>* %scevgep332333, i64 -1
  %wide.load26.7 = load <4 x double>, <4 x double>* %scevgep334, align 8, !alias.scope !9
  %scevgep330 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep330331 = bitcast double* %scevgep330 to <4 x double>*
  %wide.load27.7 = load <4 x double>, <4 x double>* %scevgep330331, align 8, !alias.scope !9
  %33 = fmul <4 x double> %wide.load.7, %wide.load.7
  %34 = fmul <4 x double> %wide.load25.7, %wide.load25.7
  %35 = fmul <4 x double> %wide.load26.7, %wide.load26.7
  %36 = fmul <4 x double> %wide.load27.7, %wide.load27.7
  %scevgep434 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep434435 = bitcast double* %scevgep434 to <4 x double>*
  %scevgep436 = getelementptr <4 x double>, <4 x double>* %scevgep434435, i64 -3
  store <4 x double> %33, <4 x double>* %scevgep436, align 8, !alias.scope !12, !noalias !9
  %scevgep431 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep431432 = bitcast double* %scevgep431 to <4 x double>*
  %scevgep433 = getelementptr <4 x double>, <4 x double>* %scevgep431432, i64 -2
  store <4 x double> %34, <4 x double>* %scevgep433, align 8, !alias.scope !12, !noalias !9
  %scevgep428 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep428429 = bitcast double* %scevgep428 to <4 x double>*
  %scevgep430 = getelementptr <4 x double>, <4 x double>* %scevgep428429, i64 -1
  store <4 x double> %35, <4 x double>* %scevgep430, align 8, !alias.scope !12, !noalias !9
  %scevgep426 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep426427 = bitcast double* %scevgep426 to <4 x double>*
  store <4 x double> %36, <4 x double>* %scevgep426427, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 128
  %lsr.iv.next450 = add i64 %lsr.iv449, -8
  %niter36.ncmp.7 = icmp eq i64 %lsr.iv.next450, 0
  br i1 %niter36.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod34.not = icmp eq i64 %xtraiter32, 0
  br i1 %lcmp.mod34.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %37 = add nuw nsw i64 %index.unr, 12
  %scevgep229 = getelementptr double, double* %.6.i9, i64 %37
  %scevgep244 = getelementptr double, double* %arg.x.4, i64 %37
  %38 = shl nuw nsw i64 %xtraiter32, 7
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv230 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next231, %vector.body.epil ]
  %39 = bitcast double* %scevgep244 to i8*
  %40 = bitcast double* %scevgep229 to i8*
  %uglygep254 = getelementptr i8, i8* %39, i64 %lsr.iv230
  %uglygep254255 = bitcast i8* %uglygep254 to <4 x double>*
  %scevgep256 = getelementptr <4 x double>, <4 x double>* %uglygep254255, i64 -3
  %wide.load.epil = load <4 x double>, <4 x double>* %scevgep256, align 8, !alias.scope !9
  %uglygep251 = getelementptr i8, i8* %39, i64 %lsr.iv230
  %uglygep251252 = bitcast i8* %uglygep251 to <4 x double>*
  %scevgep253 = getelementptr <4 x double>, <4 x double>* %uglygep251252, i64 -2
  %wide.load25.epil = load <4 x double>, <4 x double>* %scevgep253, align 8, !alias.scope !9
  %uglygep248 = getelementptr i8, i8* %39, i64 %lsr.iv230
  %uglygep248249 = bitcast i8* %uglygep248 to <4 x double>*
  %scevgep250 = getelementptr <4 x double>, <4 x double>* %uglygep248249, i64 -1
  %wide.load26.epil = load <4 x double>, <4 x double>* %scevgep250, align 8, !alias.scope !9
  %uglygep246 = getelementptr i8, i8* %39, i64 %lsr.iv230
  %uglygep246247 = bitcast i8* %uglygep246 to <4 x double>*
  %wide.load27.epil = load <4 x double>, <4 x double>* %uglygep246247, align 8, !alias.scope !9
  %41 = fmul <4 x double> %wide.load.epil, %wide.load.epil
  %42 = fmul <4 x double> %wide.load25.epil, %wide.load25.epil
  %43 = fmul <4 x double> %wide.load26.epil, %wide.load26.epil
  %44 = fmul <4 x double> %wide.load27.epil, %wide.load27.epil
  %uglygep241 = getelementptr i8, i8* %40, i64 %lsr.iv230
  %uglygep241242 = bitcast i8* %uglygep241 to <4 x double>*
  %scevgep243 = getelementptr <4 x double>, <4 x double>* %uglygep241242, i64 -3
  store <4 x double> %41, <4 x double>* %scevgep243, align 8, !alias.scope !12, !noalias !9
  %uglygep238 = getelementptr i8, i8* %40, i64 %lsr.iv230
  %uglygep238239 = bitcast i8* %uglygep238 to <4 x double>*
  %scevgep240 = getelementptr <4 x double>, <4 x double>* %uglygep238239, i64 -2
  store <4 x double> %42, <4 x double>* %scevgep240, align 8, !alias.scope !12, !noalias !9
  %uglygep235 = getelementptr i8, i8* %40, i64 %lsr.iv230
  %uglygep235236 = bitcast i8* %uglygep235 to <4 x double>*
  %scevgep237 = getelementptr <4 x double>, <4 x double>* %uglygep235236, i64 -1
  store <4 x double> %43, <4 x double>* %scevgep237, align 8, !alias.scope !12, !noalias !9
  %uglygep233 = getelementptr i8, i8* %40, i64 %lsr.iv230
  %uglygep233234 = bitcast i8* %uglygep233 to <4 x double>*
  store <4 x double> %44, <4 x double>* %uglygep233234, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next231 = add nuw nsw i64 %lsr.iv230, 128
  %epil.iter33.cmp.not = icmp eq i64 %38, %lsr.iv.next231
  br i1 %epil.iter33.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader28

for.body.us.preheader28:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index8.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %45 = xor i64 %loop.index8.us.ph, -1
  %46 = add i64 %45, %arg.x.5.0
  %xtraiter30 = and i64 %arg.x.5.0, 7
  %lcmp.mod31.not = icmp eq i64 %xtraiter30, 0
  br i1 %lcmp.mod31.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader28
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv227 = phi i64 [ %xtraiter30, %for.body.us.prol.preheader ], [ %lsr.iv.next228, %for.body.us.prol ]
  %loop.index8.us.prol = phi i64 [ %.185.us.prol, %for.body.us.prol ], [ %loop.index8.us.ph, %for.body.us.prol.preheader ]
  %scevgep226 = getelementptr double, double* %arg.x.4, i64 %loop.index8.us.prol
  %.156.us.prol = load double, double* %scevgep226, align 8
  %.5.i1.us.prol = fmul double %.156.us.prol, %.156.us.prol
  %scevgep225 = getelementptr double, double* %.6.i9, i64 %loop.index8.us.prol
  store double %.5.i1.us.prol, double* %scevgep225, align 8
  %.185.us.prol = add nuw i64 %loop.index8.us.prol, 1
  %lsr.iv.next228 = add nsw i64 %lsr.iv227, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next228, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !18

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader28
  %loop.index8.us.unr = phi i64 [ %loop.index8.us.ph, %for.body.us.preheader28 ], [ %.185.us.prol, %for.body.us.prol ]
  %47 = icmp ult i64 %46, 7
  br i1 %47, label %for.end, label %for.body.us.preheader37

for.body.us.preheader37:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader37, %for.body.us
  %loop.index8.us = phi i64 [ %.185.us.7, %for.body.us ], [ %loop.index8.us.unr, %for.body.us.preheader37 ]
  %sunkaddr = mul i64 %loop.index8.us, 8
  %48 = bitcast double* %arg.x.4 to i8*
  %sunkaddr451 = getelementptr i8, i8* %48, i64 %sunkaddr
  %49 = bitcast i8* %sunkaddr451 to double*
  %.156.us = load double, double* %49, align 8
  %.5.i1.us = fmul double %.156.us, %.156.us
  %sunkaddr452 = mul i64 %loop.index8.us, 8
  %50 = bitcast double* %.6.i9 to i8*
  %sunkaddr453 = getelementptr i8, i8* %50, i64 %sunkaddr452
  %51 = bitcast i8* %sunkaddr453 to double*
  store double %.5.i1.us, double* %51, align 8
  %sunkaddr454 = mul i64 %loop.index8.us, 8
  %52 = bitcast double* %arg.x.4 to i8*
  %sunkaddr455 = getelementptr i8, i8* %52, i64 %sunkaddr454
  %sunkaddr456 = getelementptr i8, i8* %sunkaddr455, i64 8
  %53 = bitcast i8* %sunkaddr456 to double*
  %.156.us.1 = load double, double* %53, align 8
  %.5.i1.us.1 = fmul double %.156.us.1, %.156.us.1
  %sunkaddr457 = mul i64 %loop.index8.us, 8
  %54 = bitcast double* %.6.i9 to i8*
  %sunkaddr458 = getelementptr i8, i8* %54, i64 %sunkaddr457
  %sunkaddr459 = getelementptr i8, i8* %sunkaddr458, i64 8
  %55 = bitcast i8* %sunkaddr459 to double*
  store double %.5.i1.us.1, double* %55, align 8
  %sunkaddr460 = mul i64 %loop.index8.us, 8
  %56 = bitcast double* %arg.x.4 to i8*
  %sunkaddr461 = getelementptr i8, i8* %56, i64 %sunkaddr460
  %sunkaddr462 = getelementptr i8, i8* %sunkaddr461, i64 16
  %57 = bitcast i8* %sunkaddr462 to double*
  %.156.us.2 = load double, double* %57, align 8
  %.5.i1.us.2 = fmul double %.156.us.2, %.156.us.2
  %sunkaddr463 = mul i64 %loop.index8.us, 8
  %58 = bitcast double* %.6.i9 to i8*
  %sunkaddr464 = getelementptr i8, i8* %58, i64 %sunkaddr463
  %sunkaddr465 = getelementptr i8, i8* %sunkaddr464, i64 16
  %59 = bitcast i8* %sunkaddr465 to double*
  store double %.5.i1.us.2, double* %59, align 8
  %sunkaddr466 = mul i64 %loop.index8.us, 8
  %60 = bitcast double* %arg.x.4 to i8*
  %sunkaddr467 = getelementptr i8, i8* %60, i64 %sunkaddr466
  %sunkaddr468 = getelementptr i8, i8* %sunkaddr467, i64 24
  %61 = bitcast i8* %sunkaddr468 to double*
  %.156.us.3 = load double, double* %61, align 8
  %.5.i1.us.3 = fmul double %.156.us.3, %.156.us.3
  %sunkaddr469 = mul i64 %loop.index8.us, 8
  %62 = bitcast double* %.6.i9 to i8*
  %sunkaddr470 = getelementptr i8, i8* %62, i64 %sunkaddr469
  %sunkaddr471 = getelementptr i8, i8* %sunkaddr470, i64 24
  %63 = bitcast i8* %sunkaddr471 to double*
  store double %.5.i1.us.3, double* %63, align 8
  %sunkaddr472 = mul i64 %loop.index8.us, 8
  %64 = bitcast double* %arg.x.4 to i8*
  %sunkaddr473 = getelementptr i8, i8* %64, i64 %sunkaddr472
  %sunkaddr474 = getelementptr i8, i8* %sunkaddr473, i64 32
  %65 = bitcast i8* %sunkaddr474 to double*
  %.156.us.4 = load double, double* %65, align 8
  %.5.i1.us.4 = fmul double %.156.us.4, %.156.us.4
  %sunkaddr475 = mul i64 %loop.index8.us, 8
  %66 = bitcast double* %.6.i9 to i8*
  %sunkaddr476 = getelementptr i8, i8* %66, i64 %sunkaddr475
  %sunkaddr477 = getelementptr i8, i8* %sunkaddr476, i64 32
  %67 = bitcast i8* %sunkaddr477 to double*
  store double %.5.i1.us.4, double* %67, align 8
  %sunkaddr478 = mul i64 %loop.index8.us, 8
  %68 = bitcast double* %arg.x.4 to i8*
  %sunkaddr479 = getelementptr i8, i8* %68, i64 %sunkaddr478
  %sunkaddr480 = getelementptr i8, i8* %sunkaddr479, i64 40
  %69 = bitcast i8* %sunkaddr480 to double*
  %.156.us.5 = load double, double* %69, align 8
  %.5.i1.us.5 = fmul double %.156.us.5, %.156.us.5
  %sunkaddr481 = mul i64 %loop.index8.us, 8
  %70 = bitcast double* %.6.i9 to i8*
  %sunkaddr482 = getelementptr i8, i8* %70, i64 %sunkaddr481
  %sunkaddr483 = getelementptr i8, i8* %sunkaddr482, i64 40
  %71 = bitcast i8* %sunkaddr483 to double*
  store double %.5.i1.us.5, double* %71, align 8
  %sunkaddr484 = mul i64 %loop.index8.us, 8
  %72 = bitcast double* %arg.x.4 to i8*
  %sunkaddr485 = getelementptr i8, i8* %72, i64 %sunkaddr484
  %sunkaddr486 = getelementptr i8, i8* %sunkaddr485, i64 48
  %73 = bitcast i8* %sunkaddr486 to double*
  %.156.us.6 = load double, double* %73, align 8
  %.5.i1.us.6 = fmul double %.156.us.6, %.156.us.6
  %sunkaddr487 = mul i64 %loop.index8.us, 8
  %74 = bitcast double* %.6.i9 to i8*
  %sunkaddr488 = getelementptr i8, i8* %74, i64 %sunkaddr487
  %sunkaddr489 = getelementptr i8, i8* %sunkaddr488, i64 48
  %75 = bitcast i8* %sunkaddr489 to double*
  store double %.5.i1.us.6, double* %75, align 8
  %sunkaddr490 = mul i64 %loop.index8.us, 8
  %76 = bitcast double* %arg.x.4 to i8*
  %sunkaddr491 = getelementptr i8, i8* %76, i64 %sunkaddr490
  %sunkaddr492 = getelementptr i8, i8* %sunkaddr491, i64 56
  %77 = bitcast i8* %sunkaddr492 to double*
  %.156.us.7 = load double, double* %77, align 8
  %.5.i1.us.7 = fmul double %.156.us.7, %.156.us.7
  %sunkaddr493 = mul i64 %loop.index8.us, 8
  %78 = bitcast double* %.6.i9 to i8*
  %sunkaddr494 = getelementptr i8, i8* %78, i64 %sunkaddr493
  %sunkaddr495 = getelementptr i8, i8* %sunkaddr494, i64 56
  %79 = bitcast i8* %sunkaddr495 to double*
  store double %.5.i1.us.7, double* %79, align 8
  %.185.us.7 = add nuw nsw i64 %loop.index8.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.185.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !19

for.end.thread:                                   ; preds = %for.body.preheader
  %.156 = load double, double* %arg.x.4, align 8
  %.5.i1 = fmul double %.156, %.156
  store double %.5.i1, double* %.6.i9, align 8
  tail call void @NRT_decref(i8* %arg.x.0)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #4
  %80 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %81 = icmp ult i64 %80, 7
  br i1 %81, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %82 = add nsw i64 %unroll_iter.i, -8
  %83 = lshr exact i64 %82, 3
  %84 = add nuw nsw i64 %83, 1
  %xtraiter = and i64 %84, 7
  %85 = icmp ult i64 %82, 56
  br i1 %85, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %84, 4611686018427387896
  %scevgep63 = getelementptr double, double* %.6.i9, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %86 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep39 = getelementptr double, double* %.6.i9, i64 %86
  %87 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %88 = bitcast double* %scevgep39 to i8*
  %uglygep60 = getelementptr i8, i8* %88, i64 %lsr.iv
  %uglygep6061 = bitcast i8* %uglygep60 to double*
  %scevgep62 = getelementptr double, double* %uglygep6061, i64 -7
  %.236.i.epil = load double, double* %scevgep62, align 8, !noalias !20
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep57 = getelementptr i8, i8* %88, i64 %lsr.iv
  %uglygep5758 = bitcast i8* %uglygep57 to double*
  %scevgep59 = getelementptr double, double* %uglygep5758, i64 -6
  %.236.1.i.epil = load double, double* %scevgep59, align 8, !noalias !20
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep54 = getelementptr i8, i8* %88, i64 %lsr.iv
  %uglygep5455 = bitcast i8* %uglygep54 to double*
  %scevgep56 = getelementptr double, double* %uglygep5455, i64 -5
  %.236.2.i.epil = load double, double* %scevgep56, align 8, !noalias !20
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep51 = getelementptr i8, i8* %88, i64 %lsr.iv
  %uglygep5152 = bitcast i8* %uglygep51 to double*
  %scevgep53 = getelementptr double, double* %uglygep5152, i64 -4
  %.236.3.i.epil = load double, double* %scevgep53, align 8, !noalias !20
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep48 = getelementptr i8, i8* %88, i64 %lsr.iv
  %uglygep4849 = bitcast i8* %uglygep48 to double*
  %scevgep50 = getelementptr double, double* %uglygep4849, i64 -3
  %.236.4.i.epil = load double, double* %scevgep50, align 8, !noalias !20
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep45 = getelementptr i8, i8* %88, i64 %lsr.iv
  %uglygep4546 = bitcast i8* %uglygep45 to double*
  %scevgep47 = getelementptr double, double* %uglygep4546, i64 -2
  %.236.5.i.epil = load double, double* %scevgep47, align 8, !noalias !20
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep42 = getelementptr i8, i8* %88, i64 %lsr.iv
  %uglygep4243 = bitcast i8* %uglygep42 to double*
  %scevgep44 = getelementptr double, double* %uglygep4243, i64 -1
  %.236.6.i.epil = load double, double* %scevgep44, align 8, !noalias !20
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %88, i64 %lsr.iv
  %uglygep41 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep41, align 8, !noalias !20
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %87, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !23, !llvm.loop !24

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i9, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep38 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep38, align 8, !noalias !20
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !23, !llvm.loop !25

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv191 = phi i64 [ %lsr.iv.next192, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep189 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -63
  %.236.i = load double, double* %scevgep190, align 8, !noalias !20
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep187 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -62
  %.236.1.i = load double, double* %scevgep188, align 8, !noalias !20
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep185 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -61
  %.236.2.i = load double, double* %scevgep186, align 8, !noalias !20
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep183 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -60
  %.236.3.i = load double, double* %scevgep184, align 8, !noalias !20
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep181 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -59
  %.236.4.i = load double, double* %scevgep182, align 8, !noalias !20
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep179 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -58
  %.236.5.i = load double, double* %scevgep180, align 8, !noalias !20
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep177 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -57
  %.236.6.i = load double, double* %scevgep178, align 8, !noalias !20
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep175 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -56
  %.236.7.i = load double, double* %scevgep176, align 8, !noalias !20
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep144 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -55
  %.236.i.1 = load double, double* %scevgep145, align 8, !noalias !20
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep146 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -54
  %.236.1.i.1 = load double, double* %scevgep147, align 8, !noalias !20
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep148 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -53
  %.236.2.i.1 = load double, double* %scevgep149, align 8, !noalias !20
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep150 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -52
  %.236.3.i.1 = load double, double* %scevgep151, align 8, !noalias !20
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep152 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -51
  %.236.4.i.1 = load double, double* %scevgep153, align 8, !noalias !20
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep154 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -50
  %.236.5.i.1 = load double, double* %scevgep155, align 8, !noalias !20
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep156 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -49
  %.236.6.i.1 = load double, double* %scevgep157, align 8, !noalias !20
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep158 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -48
  %.236.7.i.1 = load double, double* %scevgep159, align 8, !noalias !20
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep128 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -47
  %.236.i.2 = load double, double* %scevgep129, align 8, !noalias !20
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep130 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -46
  %.236.1.i.2 = load double, double* %scevgep131, align 8, !noalias !20
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep132 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -45
  %.236.2.i.2 = load double, double* %scevgep133, align 8, !noalias !20
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep134 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -44
  %.236.3.i.2 = load double, double* %scevgep135, align 8, !noalias !20
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep136 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -43
  %.236.4.i.2 = load double, double* %scevgep137, align 8, !noalias !20
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep138 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -42
  %.236.5.i.2 = load double, double* %scevgep139, align 8, !noalias !20
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep140 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -41
  %.236.6.i.2 = load double, double* %scevgep141, align 8, !noalias !20
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep142 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -40
  %.236.7.i.2 = load double, double* %scevgep143, align 8, !noalias !20
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep112 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -39
  %.236.i.3 = load double, double* %scevgep113, align 8, !noalias !20
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep114 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -38
  %.236.1.i.3 = load double, double* %scevgep115, align 8, !noalias !20
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep116 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -37
  %.236.2.i.3 = load double, double* %scevgep117, align 8, !noalias !20
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep118 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -36
  %.236.3.i.3 = load double, double* %scevgep119, align 8, !noalias !20
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep120 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -35
  %.236.4.i.3 = load double, double* %scevgep121, align 8, !noalias !20
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep122 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -34
  %.236.5.i.3 = load double, double* %scevgep123, align 8, !noalias !20
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep124 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -33
  %.236.6.i.3 = load double, double* %scevgep125, align 8, !noalias !20
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep126 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -32
  %.236.7.i.3 = load double, double* %scevgep127, align 8, !noalias !20
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep96 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -31
  %.236.i.4 = load double, double* %scevgep97, align 8, !noalias !20
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep98 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -30
  %.236.1.i.4 = load double, double* %scevgep99, align 8, !noalias !20
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep100 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -29
  %.236.2.i.4 = load double, double* %scevgep101, align 8, !noalias !20
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep102 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -28
  %.236.3.i.4 = load double, double* %scevgep103, align 8, !noalias !20
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep104 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -27
  %.236.4.i.4 = load double, double* %scevgep105, align 8, !noalias !20
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep106 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -26
  %.236.5.i.4 = load double, double* %scevgep107, align 8, !noalias !20
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep108 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -25
  %.236.6.i.4 = load double, double* %scevgep109, align 8, !noalias !20
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep110 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -24
  %.236.7.i.4 = load double, double* %scevgep111, align 8, !noalias !20
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep80 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -23
  %.236.i.5 = load double, double* %scevgep81, align 8, !noalias !20
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep82 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -22
  %.236.1.i.5 = load double, double* %scevgep83, align 8, !noalias !20
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep84 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -21
  %.236.2.i.5 = load double, double* %scevgep85, align 8, !noalias !20
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep86 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -20
  %.236.3.i.5 = load double, double* %scevgep87, align 8, !noalias !20
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep88 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -19
  %.236.4.i.5 = load double, double* %scevgep89, align 8, !noalias !20
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep90 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -18
  %.236.5.i.5 = load double, double* %scevgep91, align 8, !noalias !20
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep92 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -17
  %.236.6.i.5 = load double, double* %scevgep93, align 8, !noalias !20
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep94 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -16
  %.236.7.i.5 = load double, double* %scevgep95, align 8, !noalias !20
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep64 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep65 = getelementptr double, double* %scevgep64, i64 -15
  %.236.i.6 = load double, double* %scevgep65, align 8, !noalias !20
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep66 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep67 = getelementptr double, double* %scevgep66, i64 -14
  %.236.1.i.6 = load double, double* %scevgep67, align 8, !noalias !20
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep68 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep69 = getelementptr double, double* %scevgep68, i64 -13
  %.236.2.i.6 = load double, double* %scevgep69, align 8, !noalias !20
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep70 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep71 = getelementptr double, double* %scevgep70, i64 -12
  %.236.3.i.6 = load double, double* %scevgep71, align 8, !noalias !20
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep72 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -11
  %.236.4.i.6 = load double, double* %scevgep73, align 8, !noalias !20
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep74 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -10
  %.236.5.i.6 = load double, double* %scevgep75, align 8, !noalias !20
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep76 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -9
  %.236.6.i.6 = load double, double* %scevgep77, align 8, !noalias !20
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep78 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -8
  %.236.7.i.6 = load double, double* %scevgep79, align 8, !noalias !20
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep160 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -7
  %.236.i.7 = load double, double* %scevgep161, align 8, !noalias !20
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep162 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -6
  %.236.1.i.7 = load double, double* %scevgep163, align 8, !noalias !20
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep164 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -5
  %.236.2.i.7 = load double, double* %scevgep165, align 8, !noalias !20
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep166 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -4
  %.236.3.i.7 = load double, double* %scevgep167, align 8, !noalias !20
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep168 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -3
  %.236.4.i.7 = load double, double* %scevgep169, align 8, !noalias !20
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep170 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -2
  %.236.5.i.7 = load double, double* %scevgep171, align 8, !noalias !20
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep172 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -1
  %.236.6.i.7 = load double, double* %scevgep173, align 8, !noalias !20
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep174 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep174, align 8, !noalias !20
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next192 = add i64 %lsr.iv191, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next192, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.sum_sq_np, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([130 x i8], [130 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
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

define double @cfunc._ZN7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels9sum_sq_npB2v2B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !26

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9434832b10>", i64 0, i64 0))
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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !15}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!23 = !{!"branch_weights", i32 1, i32 7}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = !{!"branch_weights", i32 99, i32 1}
