; ModuleID = 'copy_update'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274511059712 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274511059712.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274511059712 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274511059712, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274511059712.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.copy_update = internal constant [12 x i8] c"copy_update\00"
@_ZN08NumbaEnv7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9434345610>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9434345610>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f94343a49d0B3v39B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.38 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.40 = extractvalue { i64, i1 } %.38, 1
  br i1 %.40, label %B0.if, label %B0.endif, !prof !0

B100:                                             ; preds = %B100, %B100.preheader.new
  %.304 = phi double [ %.304.pre, %B100.preheader.new ], [ %.306.7, %B100 ]
  %niter63 = phi i64 [ 0, %B100.preheader.new ], [ %niter63.next.7, %B100 ]
  %sunkaddr = mul i64 %niter63, 8
  %sunkaddr513 = getelementptr i8, i8* %.6.i, i64 %sunkaddr
  %sunkaddr514 = getelementptr i8, i8* %sunkaddr513, i64 8
  %0 = bitcast i8* %sunkaddr514 to double*
  %.273 = load double, double* %0, align 8
  %.305 = fmul double %.304, 5.000000e-01
  %.306 = fadd double %.273, %.305
  store double %.306, double* %0, align 8
  %sunkaddr515 = mul i64 %niter63, 8
  %sunkaddr516 = getelementptr i8, i8* %.6.i, i64 %sunkaddr515
  %sunkaddr517 = getelementptr i8, i8* %sunkaddr516, i64 16
  %1 = bitcast i8* %sunkaddr517 to double*
  %.273.1 = load double, double* %1, align 8
  %.305.1 = fmul double %.306, 5.000000e-01
  %.306.1 = fadd double %.273.1, %.305.1
  store double %.306.1, double* %1, align 8
  %sunkaddr518 = mul i64 %niter63, 8
  %sunkaddr519 = getelementptr i8, i8* %.6.i, i64 %sunkaddr518
  %sunkaddr520 = getelementptr i8, i8* %sunkaddr519, i64 24
  %2 = bitcast i8* %sunkaddr520 to double*
  %.273.2 = load double, double* %2, align 8
  %.305.2 = fmul double %.306.1, 5.000000e-01
  %.306.2 = fadd double %.273.2, %.305.2
  store double %.306.2, double* %2, align 8
  %sunkaddr521 = mul i64 %niter63, 8
  %sunkaddr522 = getelementptr i8, i8* %.6.i, i64 %sunkaddr521
  %sunkaddr523 = getelementptr i8, i8* %sunkaddr522, i64 32
  %3 = bitcast i8* %sunkaddr523 to double*
  %.273.3 = load double, double* %3, align 8
  %.305.3 = fmul double %.306.2, 5.000000e-01
  %.306.3 = fadd double %.273.3, %.305.3
  store double %.306.3, double* %3, align 8
  %sunkaddr524 = mul i64 %niter63, 8
  %sunkaddr525 = getelementptr i8, i8* %.6.i, i64 %sunkaddr524
  %sunkaddr526 = getelementptr i8, i8* %sunkaddr525, i64 40
  %4 = bitcast i8* %sunkaddr526 to double*
  %.273.4 = load double, double* %4, align 8
  %.305.4 = fmul double %.306.3, 5.000000e-01
  %.306.4 = fadd double %.273.4, %.305.4
  store double %.306.4, double* %4, align 8
  %sunkaddr527 = mul i64 %niter63, 8
  %sunkaddr528 = getelementptr i8, i8* %.6.i, i64 %sunkaddr527
  %sunkaddr529 = getelementptr i8, i8* %sunkaddr528, i64 48
  %5 = bitcast i8* %sunkaddr529 to double*
  %.273.5 = load double, double* %5, align 8
  %.305.5 = fmul double %.306.4, 5.000000e-01
  %.306.5 = fadd double %.273.5, %.305.5
  store double %.306.5, double* %5, align 8
  %sunkaddr530 = mul i64 %niter63, 8
  %sunkaddr531 = getelementptr i8, i8* %.6.i, i64 %sunkaddr530
  %sunkaddr532 = getelementptr i8, i8* %sunkaddr531, i64 56
  %6 = bitcast i8* %sunkaddr532 to double*
  %.273.6 = load double, double* %6, align 8
  %.305.6 = fmul double %.306.5, 5.000000e-01
  %.306.6 = fadd double %.273.6, %.305.6
  store double %.306.6, double* %6, align 8
  %sunkaddr533 = mul i64 %niter63, 8
  %sunkaddr534 = getelementptr i8, i8* %.6.i, i64 %sunkaddr533
  %sunkaddr535 = getelementptr i8, i8* %sunkaddr534, i64 64
  %7 = bitcast i8* %sunkaddr535 to double*
  %.273.7 = load double, double* %7, align 8
  %.305.7 = fmul double %.306.6, 5.000000e-01
  %.306.7 = fadd double %.273.7, %.305.7
  store double %.306.7, double* %7, align 8
  %niter63.next.7 = add i64 %niter63, 8
  %niter63.ncmp.7 = icmp eq i64 %unroll_iter62, %niter63.next.7
  br i1 %niter63.ncmp.7, label %B156.endif.endif.endif.loopexit.unr-lcssa.loopexit, label %B100

common.ret:                                       ; preds = %B156.endif.endif.endif.if, %B0.endif.if, %for.end.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.if ], [ 1, %B156.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274511059712, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.39 = extractvalue { i64, i1 } %.38, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.39, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %8 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %8, align 8
  %.103 = bitcast double* %arg.x.4 to i8*
  %.104 = mul i64 %arg.x.3, %arg.x.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.103, i64 %.104, i1 false)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.163 = add i64 %arg.x.5.0, -1
  %9 = icmp slt i64 %arg.x.5.0, 2
  br i1 %9, label %B156.endif.endif.endif, label %B100.preheader

B100.preheader:                                   ; preds = %B0.endif.endif.endif
  %10 = bitcast i8* %.6.i to double*
  %.304.pre = load double, double* %10, align 8
  %11 = add i64 %arg.x.5.0, -2
  %xtraiter59 = and i64 %.163, 7
  %12 = icmp ult i64 %11, 7
  br i1 %12, label %B156.endif.endif.endif.loopexit.unr-lcssa, label %B100.preheader.new

B100.preheader.new:                               ; preds = %B100.preheader
  %unroll_iter62 = and i64 %.163, -8
  br label %B100

B156.endif.endif.endif.loopexit.unr-lcssa.loopexit: ; preds = %B100
  %13 = add i64 %niter63.next.7, 1
  br label %B156.endif.endif.endif.loopexit.unr-lcssa

B156.endif.endif.endif.loopexit.unr-lcssa:        ; preds = %B156.endif.endif.endif.loopexit.unr-lcssa.loopexit, %B100.preheader
  %.304.unr = phi double [ %.304.pre, %B100.preheader ], [ %.306.7, %B156.endif.endif.endif.loopexit.unr-lcssa.loopexit ]
  %.150.036.unr = phi i64 [ 1, %B100.preheader ], [ %13, %B156.endif.endif.endif.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod61.not = icmp eq i64 %xtraiter59, 0
  br i1 %lcmp.mod61.not, label %B156.endif.endif.endif, label %B100.epil.preheader

B100.epil.preheader:                              ; preds = %B156.endif.endif.endif.loopexit.unr-lcssa
  %14 = shl i64 %.150.036.unr, 3
  %scevgep486 = getelementptr i8, i8* %.6.i, i64 %14
  br label %B100.epil

B100.epil:                                        ; preds = %B100.epil.preheader, %B100.epil
  %.304.epil = phi double [ %.306.epil, %B100.epil ], [ %.304.unr, %B100.epil.preheader ]
  %epil.iter60 = phi i64 [ %epil.iter60.next, %B100.epil ], [ 0, %B100.epil.preheader ]
  %15 = shl nuw nsw i64 %epil.iter60, 3
  %scevgep487 = getelementptr i8, i8* %scevgep486, i64 %15
  %scevgep487488 = bitcast i8* %scevgep487 to double*
  %.273.epil = load double, double* %scevgep487488, align 8
  %.305.epil = fmul double %.304.epil, 5.000000e-01
  %.306.epil = fadd double %.273.epil, %.305.epil
  store double %.306.epil, double* %scevgep487488, align 8
  %epil.iter60.next = add i64 %epil.iter60, 1
  %epil.iter60.cmp.not = icmp eq i64 %xtraiter59, %epil.iter60.next
  br i1 %epil.iter60.cmp.not, label %B156.endif.endif.endif, label %B100.epil, !llvm.loop !9

B156.endif.endif.endif:                           ; preds = %B100.epil, %B156.endif.endif.endif.loopexit.unr-lcssa, %B0.endif.endif.endif
  %.7.i.i5 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.39, i32 32), !noalias !11
  %.8.i.i6 = icmp eq i8* %.7.i.i5, null
  br i1 %.8.i.i6, label %B156.endif.endif.endif.if, label %B156.endif.endif.endif.endif, !prof !0

B156.endif.endif.endif.if:                        ; preds = %B156.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B156.endif.endif.endif.endif:                     ; preds = %B156.endif.endif.endif
  %.5.i11 = getelementptr i8, i8* %.7.i.i5, i64 24
  %16 = bitcast i8* %.5.i11 to double**
  %.6.i1217 = load double*, double** %16, align 8
  %.47114 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.47114, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B156.endif.endif.endif.endif
  %.473.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.473.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 16
  br i1 %min.iters.check, label %for.body.us.preheader50, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %17 = bitcast double* %.6.i1217 to i8*
  %scevgep = getelementptr double, double* %.6.i1217, i64 %arg.x.5.0
  %scevgep45 = bitcast double* %scevgep to i8*
  %18 = shl i64 %arg.x.5.0, 3
  %scevgep46 = getelementptr i8, i8* %.6.i, i64 %18
  %bound0 = icmp ugt i8* %scevgep46, %17
  %bound1 = icmp ult i8* %.6.i, %scevgep45
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader50, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.x.5.0, -16
  %19 = add i64 %n.vec, -16
  %20 = lshr exact i64 %19, 4
  %21 = add nuw nsw i64 %20, 1
  %xtraiter54 = and i64 %21, 7
  %22 = icmp ult i64 %19, 112
  br i1 %22, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter57 = and i64 %21, 2305843009213693944
  %scevgep292 = getelementptr i8, i8* %.6.i, i64 992
  %scevgep388 = getelementptr double, double* %.6.i1217, i64 124
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv484 = phi i64 [ %lsr.iv.next485, %vector.body ], [ %unroll_iter57, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %23 = shl i64 %index, 3
  %scevgep376 = getelementptr i8, i8* %scevgep292, i64 %23
  %scevgep376377 = bitcast i8* %scevgep376 to <4 x double>*
  %scevgep378 = getelementptr <4 x double>, <4 x double>* %scevgep376377, i64 -31
  %wide.load = load <4 x double>, <4 x double>* %scevgep378, align 8, !alias.scope !18
  %24 = shl i64 %index, 3
  %scevgep385 = getelementptr i8, i8* %scevgep292, i64 %24
  %scevgep385386 = bitcast i8* %scevgep385 to <4 x double>*
  %scevgep387 = getelementptr <4 x double>, <4 x double>* %scevgep385386, i64 -30
  %wide.load47 = load <4 x double>, <4 x double>* %scevgep387, align 8, !alias.scope !18
  %25 = shl i64 %index, 3
  %scevgep382 = getelementptr i8, i8* %scevgep292, i64 %25
  %scevgep382383 = bitcast i8* %scevgep382 to <4 x double>*
  %scevgep384 = getelementptr <4 x double>, <4 x double>* %scevgep382383, i64 -29
  %wide.load48 = load <4 x double>, <4 x double>* %scevgep384, align 8, !alias.scope !18
  %26 = shl i64 %index, 3
  %scevgep379 = getelementptr i8, i8* %scevgep292, i64 %26
  %scevgep379380 = bitcast i8* %scevgep379 to <4 x double>*
  %scevgep381 = getelementptr <4 x double>, <4 x double>* %scevgep379380, i64 -28
  %wide.load49 = load <4 x double>, <4 x double>* %scevgep381, align 8, !alias.scope !18
  %27 = fmul <4 x double> %wide.load, %wide.load
  %28 = fmul <4 x double> %wide.load47, %wide.load47
  %29 = fmul <4 x double> %wide.load48, %wide.load48
  %30 = fmul <4 x double> %wide.load49, %wide.load49
  %scevgep472 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep472473 = bitcast double* %scevgep472 to <4 x double>*
  %scevgep474 = getelementptr <4 x double>, <4 x double>* %scevgep472473, i64 -31
  store <4 x double> %27, <4 x double>* %scevgep474, align 8, !alias.scope !21, !noalias !18
  %scevgep481 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep481482 = bitcast double* %scevgep481 to <4 x double>*
  %scevgep483 = getelementptr <4 x double>, <4 x double>* %scevgep481482, i64 -30
  store <4 x double> %28, <4 x double>* %scevgep483, align 8, !alias.scope !21, !noalias !18
  %scevgep478 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep478479 = bitcast double* %scevgep478 to <4 x double>*
  %scevgep480 = getelementptr <4 x double>, <4 x double>* %scevgep478479, i64 -29
  store <4 x double> %29, <4 x double>* %scevgep480, align 8, !alias.scope !21, !noalias !18
  %scevgep475 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep475476 = bitcast double* %scevgep475 to <4 x double>*
  %scevgep477 = getelementptr <4 x double>, <4 x double>* %scevgep475476, i64 -28
  store <4 x double> %30, <4 x double>* %scevgep477, align 8, !alias.scope !21, !noalias !18
  %31 = shl i64 %index, 3
  %scevgep362 = getelementptr i8, i8* %scevgep292, i64 %31
  %scevgep362363 = bitcast i8* %scevgep362 to <4 x double>*
  %scevgep364 = getelementptr <4 x double>, <4 x double>* %scevgep362363, i64 -27
  %wide.load.1 = load <4 x double>, <4 x double>* %scevgep364, align 8, !alias.scope !18
  %32 = shl i64 %index, 3
  %scevgep359 = getelementptr i8, i8* %scevgep292, i64 %32
  %scevgep359360 = bitcast i8* %scevgep359 to <4 x double>*
  %scevgep361 = getelementptr <4 x double>, <4 x double>* %scevgep359360, i64 -26
  %wide.load47.1 = load <4 x double>, <4 x double>* %scevgep361, align 8, !alias.scope !18
  %33 = shl i64 %index, 3
  %scevgep356 = getelementptr i8, i8* %scevgep292, i64 %33
  %scevgep356357 = bitcast i8* %scevgep356 to <4 x double>*
  %scevgep358 = getelementptr <4 x double>, <4 x double>* %scevgep356357, i64 -25
  %wide.load48.1 = load <4 x double>, <4 x double>* %scevgep358, align 8, !alias.scope !18
  %34 = shl i64 %index, 3
  %scevgep353 = getelementptr i8, i8* %scevgep292, i64 %34
  %scevgep353354 = bitcast i8* %scevgep353 to <4 x double>*
  %scevgep355 = getelementptr <4 x double>, <4 x double>* %scevgep353354, i64 -24
  %wide.load49.1 = load <4 x double>, <4 x double>* %scevgep355, align 8, !alias.scope !18
  %35 = fmul <4 x double> %wide.load.1, %wide.load.1
  %36 = fmul <4 x double> %wide.load47.1, %wide.load47.1
  %37 = fmul <4 x double> %wide.load48.1, %wide.load48.1
  %38 = fmul <4 x double> %wide.load49.1, %wide.load49.1
  %scevgep458 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep458459 = bitcast double* %scevgep458 to <4 x double>*
  %scevgep460 = getelementptr <4 x double>, <4 x double>* %scevgep458459, i64 -27
  store <4 x double> %35, <4 x double>* %scevgep460, align 8, !alias.scope !21, !noalias !18
  %scevgep455 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep455456 = bitcast double* %scevgep455 to <4 x double>*
  %scevgep457 = getelementptr <4 x double>, <4 x double>* %scevgep455456, i64 -26
  store <4 x double> %36, <4 x double>* %scevgep457, align 8, !alias.scope !21, !noalias !18
  %scevgep452 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep452453 = bitcast double* %scevgep452 to <4 x double>*
  %scevgep454 = getelementptr <4 x double>, <4 x double>* %scevgep452453, i64 -25
  store <4 x double> %37, <4 x double>* %scevgep454, align 8, !alias.scope !21, !noalias !18
  %scevgep449 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep449450 = bitcast double* %scevgep449 to <4 x double>*
  %scevgep451 = getelementptr <4 x double>, <4 x double>* %scevgep449450, i64 -24
  store <4 x double> %38, <4 x double>* %scevgep451, align 8, !alias.scope !21, !noalias !18
  %39 = shl i64 %index, 3
  %scevgep350 = getelementptr i8, i8* %scevgep292, i64 %39
  %scevgep350351 = bitcast i8* %scevgep350 to <4 x double>*
  %scevgep352 = getelementptr <4 x double>, <4 x double>* %scevgep350351, i64 -23
  %wide.load.2 = load <4 x double>, <4 x double>* %scevgep352, align 8, !alias.scope !18
  %40 = shl i64 %index, 3
  %scevgep347 = getelementptr i8, i8* %scevgep292, i64 %40
  %scevgep347348 = bitcast i8* %scevgep347 to <4 x double>*
  %scevgep349 = getelementptr <4 x double>, <4 x double>* %scevgep347348, i64 -22
  %wide.load47.2 = load <4 x double>, <4 x double>* %scevgep349, align 8, !alias.scope !18
  %41 = shl i64 %index, 3
  %scevgep344 = getelementptr i8, i8* %scevgep292, i64 %41
  %scevgep344345 = bitcast i8* %scevgep344 to <4 x double>*
  %scevgep346 = getelementptr <4 x double>, <4 x double>* %scevgep344345, i64 -21
  %wide.load48.2 = load <4 x double>, <4 x double>* %scevgep346, align 8, !alias.scope !18
  %42 = shl i64 %index, 3
  %scevgep341 = getelementptr i8, i8* %scevgep292, i64 %42
  %scevgep341342 = bitcast i8* %scevgep341 to <4 x double>*
  %scevgep343 = getelementptr <4 x double>, <4 x double>* %scevgep341342, i64 -20
  %wide.load49.2 = load <4 x double>, <4 x double>* %scevgep343, align 8, !alias.scope !18
  %43 = fmul <4 x double> %wide.load.2, %wide.load.2
  %44 = fmul <4 x double> %wide.load47.2, %wide.load47.2
  %45 = fmul <4 x double> %wide.load48.2, %wide.load48.2
  %46 = fmul <4 x double> %wide.load49.2, %wide.load49.2
  %scevgep446 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep446447 = bitcast double* %scevgep446 to <4 x double>*
  %scevgep448 = getelementptr <4 x double>, <4 x double>* %scevgep446447, i64 -23
  store <4 x double> %43, <4 x double>* %scevgep448, align 8, !alias.scope !21, !noalias !18
  %scevgep443 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep443444 = bitcast double* %scevgep443 to <4 x double>*
  %scevgep445 = getelementptr <4 x double>, <4 x double>* %scevgep443444, i64 -22
  store <4 x double> %44, <4 x double>* %scevgep445, align 8, !alias.scope !21, !noalias !18
  %scevgep440 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep440441 = bitcast double* %scevgep440 to <4 x double>*
  %scevgep442 = getelementptr <4 x double>, <4 x double>* %scevgep440441, i64 -21
  store <4 x double> %45, <4 x double>* %scevgep442, align 8, !alias.scope !21, !noalias !18
  %scevgep437 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep437438 = bitcast double* %scevgep437 to <4 x double>*
  %scevgep439 = getelementptr <4 x double>, <4 x double>* %scevgep437438, i64 -20
  store <4 x double> %46, <4 x double>* %scevgep439, align 8, !alias.scope !21, !noalias !18
  %47 = shl i64 %index, 3
  %scevgep338 = getelementptr i8, i8* %scevgep292, i64 %47
  %scevgep338339 = bitcast i8* %scevgep338 to <4 x double>*
  %scevgep340 = getelementptr <4 x double>, <4 x double>* %scevgep338339, i64 -19
  %wide.load.3 = load <4 x double>, <4 x double>* %scevgep340, align 8, !alias.scope !18
  %48 = shl i64 %index, 3
  %scevgep335 = getelementptr i8, i8* %scevgep292, i64 %48
  %scevgep335336 = bitcast i8* %scevgep335 to <4 x double>*
  %scevgep337 = getelementptr <4 x double>, <4 x double>* %scevgep335336, i64 -18
  %wide.load47.3 = load <4 x double>, <4 x double>* %scevgep337, align 8, !alias.scope !18
  %49 = shl i64 %index, 3
  %scevgep332 = getelementptr i8, i8* %scevgep292, i64 %49
  %scevgep332333 = bitcast i8* %scevgep332 to <4 x double>*
  %scevgep334 = getelementptr <4 x double>, <4 x double>* %scevgep332333, i64 -17
  %wide.load48.3 = load <4 x double>, <4 x double>* %scevgep334, align 8, !alias.scope !18
  %50 = shl i64 %index, 3
  %scevgep329 = getelementptr i8, i8* %scevgep292, i64 %50
  %scevgep329330 = bitcast i8* %scevgep329 to <4 x double>*
  %scevgep331 = getelementptr <4 x double>, <4 x double>* %scevgep329330, i64 -16
  %wide.load49.3 = load <4 x double>, <4 x double>* %scevgep331, align 8, !alias.scope !18
  %51 = fmul <4 x double> %wide.load.3, %wide.load.3
  %52 = fmul <4 x double> %wide.load47.3, %wide.load47.3
  %53 = fmul <4 x double> %wide.load48.3, %wide.load48.3
  %54 = fmul <4 x double> %wide.load49.3, %wide.load49.3
  %scevgep434 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep434435 = bitcast double* %scevgep434 to <4 x double>*
  %scevgep436 = getelementptr <4 x double>, <4 x double>* %scevgep434435, i64 -19
  store <4 x double> %51, <4 x double>* %scevgep436, align 8, !alias.scope !21, !noalias !18
  %scevgep431 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep431432 = bitcast double* %scevgep431 to <4 x double>*
  %scevgep433 = getelementptr <4 x double>, <4 x double>* %scevgep431432, i64 -18
  store <4 x double> %52, <4 x double>* %scevgep433, align 8, !alias.scope !21, !noalias !18
  %scevgep428 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep428429 = bitcast double* %scevgep428 to <4 x double>*
  %scevgep430 = getelementptr <4 x double>, <4 x double>* %scevgep428429, i64 -17
  store <4 x double> %53, <4 x double>* %scevgep430, align 8, !alias.scope !21, !noalias !18
  %scevgep425 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep425426 = bitcast double* %scevgep425 to <4 x double>*
  %scevgep427 = getelementptr <4 x double>, <4 x double>* %scevgep425426, i64 -16
  store <4 x double> %54, <4 x double>* %scevgep427, align 8, !alias.scope !21, !noalias !18
  %55 = shl i64 %index, 3
  %scevgep326 = getelementptr i8, i8* %scevgep292, i64 %55
  %scevgep326327 = bitcast i8* %scevgep326 to <4 x double>*
  %scevgep328 = getelementptr <4 x double>, <4 x double>* %scevgep326327, i64 -15
  %wide.load.4 = load <4 x double>, <4 x double>* %scevgep328, align 8, !alias.scope !18
  %56 = shl i64 %index, 3
  %scevgep323 = getelementptr i8, i8* %scevgep292, i64 %56
  %scevgep323324 = bitcast i8* %scevgep323 to <4 x double>*
  %scevgep325 = getelementptr <4 x double>, <4 x double>* %scevgep323324, i64 -14
  %wide.load47.4 = load <4 x double>, <4 x double>* %scevgep325, align 8, !alias.scope !18
  %57 = shl i64 %index, 3
  %scevgep320 = getelementptr i8, i8* %scevgep292, i64 %57
  %scevgep320321 = bitcast i8* %scevgep320 to <4 x double>*
  %scevgep322 = getelementptr <4 x double>, <4 x double>* %scevgep320321, i64 -13
  %wide.load48.4 = load <4 x double>, <4 x double>* %scevgep322, align 8, !alias.scope !18
  %58 = shl i64 %index, 3
  %scevgep317 = getelementptr i8, i8* %scevgep292, i64 %58
  %scevgep317318 = bitcast i8* %scevgep317 to <4 x double>*
  %scevgep319 = getelementptr <4 x double>, <4 x double>* %scevgep317318, i64 -12
  %wide.load49.4 = load <4 x double>, <4 x double>* %scevgep319, align 8, !alias.scope !18
  %59 = fmul <4 x double> %wide.load.4, %wide.load.4
  %60 = fmul <4 x double> %wide.load47.4, %wide.load47.4
  %61 = fmul <4 x double> %wide.load48.4, %wide.load48.4
  %62 = fmul <4 x double> %wide.load49.4, %wide.load49.4
  %scevgep422 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep422423 = bitcast double* %scevgep422 to <4 x double>*
  %scevgep424 = getelementptr <4 x double>, <4 x double>* %scevgep422423, i64 -15
  store <4 x double> %59, <4 x double>* %scevgep424, align 8, !alias.scope !21, !noalias !18
  %scevgep419 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep419420 = bitcast double* %scevgep419 to <4 x double>*
  %scevgep421 = getelementptr <4 x double>, <4 x double>* %scevgep419420, i64 -14
  store <4 x double> %60, <4 x double>* %scevgep421, align 8, !alias.scope !21, !noalias !18
  %scevgep416 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep416417 = bitcast double* %scevgep416 to <4 x double>*
  %scevgep418 = getelementptr <4 x double>, <4 x double>* %scevgep416417, i64 -13
  store <4 x double> %61, <4 x double>* %scevgep418, align 8, !alias.scope !21, !noalias !18
  %scevgep413 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep413414 = bitcast double* %scevgep413 to <4 x double>*
  %scevgep415 = getelementptr <4 x double>, <4 x double>* %scevgep413414, i64 -12
  store <4 x double> %62, <4 x double>* %scevgep415, align 8, !alias.scope !21, !noalias !18
  %63 = shl i64 %index, 3
  %scevgep314 = getelementptr i8, i8* %scevgep292, i64 %63
  %scevgep314315 = bitcast i8* %scevgep314 to <4 x double>*
  %scevgep316 = getelementptr <4 x double>, <4 x double>* %scevgep314315, i64 -11
  %wide.load.5 = load <4 x double>, <4 x double>* %scevgep316, align 8, !alias.scope !18
  %64 = shl i64 %index, 3
  %scevgep311 = getelementptr i8, i8* %scevgep292, i64 %64
  %scevgep311312 = bitcast i8* %scevgep311 to <4 x double>*
  %scevgep313 = getelementptr <4 x double>, <4 x double>* %scevgep311312, i64 -10
  %wide.load47.5 = load <4 x double>, <4 x double>* %scevgep313, align 8, !alias.scope !18
  %65 = shl i64 %index, 3
  %scevgep308 = getelementptr i8, i8* %scevgep292, i64 %65
  %scevgep308309 = bitcast i8* %scevgep308 to <4 x double>*
  %scevgep310 = getelementptr <4 x double>, <4 x double>* %scevgep308309, i64 -9
  %wide.load48.5 = load <4 x double>, <4 x double>* %scevgep310, align 8, !alias.scope !18
  %66 = shl i64 %index, 3
  %scevgep305 = getelementptr i8, i8* %scevgep292, i64 %66
  %scevgep305306 = bitcast i8* %scevgep305 to <4 x double>*
  %scevgep307 = getelementptr <4 x double>, <4 x double>* %scevgep305306, i64 -8
  %wide.load49.5 = load <4 x double>, <4 x double>* %scevgep307, align 8, !alias.scope !18
  %67 = fmul <4 x double> %wide.load.5, %wide.load.5
  %68 = fmul <4 x double> %wide.load47.5, %wide.load47.5
  %69 = fmul <4 x double> %wide.load48.5, %wide.load48.5
  %70 = fmul <4 x double> %wide.load49.5, %wide.load49.5
  %scevgep410 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep410411 = bitcast double* %scevgep410 to <4 x double>*
  %scevgep412 = getelementptr <4 x double>, <4 x double>* %scevgep410411, i64 -11
  store <4 x double> %67, <4 x double>* %scevgep412, align 8, !alias.scope !21, !noalias !18
  %scevgep407 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep407408 = bitcast double* %scevgep407 to <4 x double>*
  %scevgep409 = getelementptr <4 x double>, <4 x double>* %scevgep407408, i64 -10
  store <4 x double> %68, <4 x double>* %scevgep409, align 8, !alias.scope !21, !noalias !18
  %scevgep404 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep404405 = bitcast double* %scevgep404 to <4 x double>*
  %scevgep406 = getelementptr <4 x double>, <4 x double>* %scevgep404405, i64 -9
  store <4 x double> %69, <4 x double>* %scevgep406, align 8, !alias.scope !21, !noalias !18
  %scevgep401 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep401402 = bitcast double* %scevgep401 to <4 x double>*
  %scevgep403 = getelementptr <4 x double>, <4 x double>* %scevgep401402, i64 -8
  store <4 x double> %70, <4 x double>* %scevgep403, align 8, !alias.scope !21, !noalias !18
  %71 = shl i64 %index, 3
  %scevgep302 = getelementptr i8, i8* %scevgep292, i64 %71
  %scevgep302303 = bitcast i8* %scevgep302 to <4 x double>*
  %scevgep304 = getelementptr <4 x double>, <4 x double>* %scevgep302303, i64 -7
  %wide.load.6 = load <4 x double>, <4 x double>* %scevgep304, align 8, !alias.scope !18
  %72 = shl i64 %index, 3
  %scevgep299 = getelementptr i8, i8* %scevgep292, i64 %72
  %scevgep299300 = bitcast i8* %scevgep299 to <4 x double>*
  %scevgep301 = getelementptr <4 x double>, <4 x double>* %scevgep299300, i64 -6
  %wide.load47.6 = load <4 x double>, <4 x double>* %scevgep301, align 8, !alias.scope !18
  %73 = shl i64 %index, 3
  %scevgep296 = getelementptr i8, i8* %scevgep292, i64 %73
  %scevgep296297 = bitcast i8* %scevgep296 to <4 x double>*
  %scevgep298 = getelementptr <4 x double>, <4 x double>* %scevgep296297, i64 -5
  %wide.load48.6 = load <4 x double>, <4 x double>* %scevgep298, align 8, !alias.scope !18
  %74 = shl i64 %index, 3
  %scevgep293 = getelementptr i8, i8* %scevgep292, i64 %74
  %scevgep293294 = bitcast i8* %scevgep293 to <4 x double>*
  %scevgep295 = getelementptr <4 x double>, <4 x double>* %scevgep293294, i64 -4
  %wide.load49.6 = load <4 x double>, <4 x double>* %scevgep295, align 8, !alias.scope !18
  %75 = fmul <4 x double> %wide.load.6, %wide.load.6
  %76 = fmul <4 x double> %wide.load47.6, %wide.load47.6
  %77 = fmul <4 x double> %wide.load48.6, %wide.load48.6
  %78 = fmul <4 x double> %wide.load49.6, %wide.load49.6
  %scevgep398 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep398399 = bitcast double* %scevgep398 to <4 x double>*
  %scevgep400 = getelementptr <4 x double>, <4 x double>* %scevgep398399, i64 -7
  store <4 x double> %75, <4 x double>* %scevgep400, align 8, !alias.scope !21, !noalias !18
  %scevgep395 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep395396 = bitcast double* %scevgep395 to <4 x double>*
  %scevgep397 = getelementptr <4 x double>, <4 x double>* %scevgep395396, i64 -6
  store <4 x double> %76, <4 x double>* %scevgep397, align 8, !alias.scope !21, !noalias !18
  %scevgep392 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep392393 = bitcast double* %scevgep392 to <4 x double>*
  %scevgep394 = getelementptr <4 x double>, <4 x double>* %scevgep392393, i64 -5
  store <4 x double> %77, <4 x double>* %scevgep394, align 8, !alias.scope !21, !noalias !18
  %scevgep389 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep389390 = bitcast double* %scevgep389 to <4 x double>*
  %scevgep391 = getelementptr <4 x double>, <4 x double>* %scevgep389390, i64 -4
  store <4 x double> %78, <4 x double>* %scevgep391, align 8, !alias.scope !21, !noalias !18
  %79 = shl i64 %index, 3
  %scevgep373 = getelementptr i8, i8* %scevgep292, i64 %79
  %scevgep373374 = bitcast i8* %scevgep373 to <4 x double>*
  %scevgep375 = getelementptr <4 x double>, <4 x double>* %scevgep373374, i64 -3
  %wide.load.7 = load <4 x double>, <4 x double>* %scevgep375, align 8, !alias.scope !18
  %80 = shl i64 %index, 3
  %scevgep370 = getelementptr i8, i8* %scevgep292, i64 %80
  %scevgep370371 = bitcast i8* %scevgep370 to <4 x double>*
  %scevgep372 = getelementptr <4 x double>, <4 x double>* %scevgep370371, i64 -2
  %wide.load47.7 = load <4 x double>, <4 x double>* %scevgep372, align 8, !alias.scope !18
  %81 = shl i64 %index, 3
  %scevgep367 = getelementptr i8, i8* %scevgep292, i64 %81
  %scevgep367368 = bitcast i8* %scevgep367 to <4 x double>*
  %scevgep369 = getelementptr <4 x double>, <4 x double>* %scevgep367368, i64 -1
  %wide.load48.7 = load <4 x double>, <4 x double>* %scevgep369, align 8, !alias.scope !18
  %82 = shl i64 %index, 3
  %scevgep365 = getelementptr i8, i8* %scevgep292, i64 %82
  %scevgep365366 = bitcast i8* %scevgep365 to <4 x double>*
  %wide.load49.7 = load <4 x double>, <4 x double>* %scevgep365366, align 8, !alias.scope !18
  %83 = fmul <4 x double> %wide.load.7, %wide.load.7
  %84 = fmul <4 x double> %wide.load47.7, %wide.load47.7
  %85 = fmul <4 x double> %wide.load48.7, %wide.load48.7
  %86 = fmul <4 x double> %wide.load49.7, %wide.load49.7
  %scevgep469 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep469470 = bitcast double* %scevgep469 to <4 x double>*
  %scevgep471 = getelementptr <4 x double>, <4 x double>* %scevgep469470, i64 -3
  store <4 x double> %83, <4 x double>* %scevgep471, align 8, !alias.scope !21, !noalias !18
  %scevgep466 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep466467 = bitcast double* %scevgep466 to <4 x double>*
  %scevgep468 = getelementptr <4 x double>, <4 x double>* %scevgep466467, i64 -2
  store <4 x double> %84, <4 x double>* %scevgep468, align 8, !alias.scope !21, !noalias !18
  %scevgep463 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep463464 = bitcast double* %scevgep463 to <4 x double>*
  %scevgep465 = getelementptr <4 x double>, <4 x double>* %scevgep463464, i64 -1
  store <4 x double> %85, <4 x double>* %scevgep465, align 8, !alias.scope !21, !noalias !18
  %scevgep461 = getelementptr double, double* %scevgep388, i64 %index
  %scevgep461462 = bitcast double* %scevgep461 to <4 x double>*
  store <4 x double> %86, <4 x double>* %scevgep461462, align 8, !alias.scope !21, !noalias !18
  %index.next.7 = add i64 %index, 128
  %lsr.iv.next485 = add i64 %lsr.iv484, -8
  %niter58.ncmp.7 = icmp eq i64 %lsr.iv.next485, 0
  br i1 %niter58.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !23

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod56.not = icmp eq i64 %xtraiter54, 0
  br i1 %lcmp.mod56.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %87 = add nuw nsw i64 %index.unr, 12
  %scevgep265 = getelementptr double, double* %.6.i1217, i64 %87
  %88 = shl i64 %index.unr, 3
  %89 = add i64 %88, 96
  %scevgep280 = getelementptr i8, i8* %.6.i, i64 %89
  %90 = shl nuw nsw i64 %xtraiter54, 7
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv266 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next267, %vector.body.epil ]
  %91 = bitcast double* %scevgep265 to i8*
  %scevgep289 = getelementptr i8, i8* %scevgep280, i64 %lsr.iv266
  %scevgep289290 = bitcast i8* %scevgep289 to <4 x double>*
  %scevgep291 = getelementptr <4 x double>, <4 x double>* %scevgep289290, i64 -3
  %wide.load.epil = load <4 x double>, <4 x double>* %scevgep291, align 8, !alias.scope !18
  %scevgep286 = getelementptr i8, i8* %scevgep280, i64 %lsr.iv266
  %scevgep286287 = bitcast i8* %scevgep286 to <4 x double>*
  %scevgep288 = getelementptr <4 x double>, <4 x double>* %scevgep286287, i64 -2
  %wide.load47.epil = load <4 x double>, <4 x double>* %scevgep288, align 8, !alias.scope !18
  %scevgep283 = getelementptr i8, i8* %scevgep280, i64 %lsr.iv266
  %scevgep283284 = bitcast i8* %scevgep283 to <4 x double>*
  %scevgep285 = getelementptr <4 x double>, <4 x double>* %scevgep283284, i64 -1
  %wide.load48.epil = load <4 x double>, <4 x double>* %scevgep285, align 8, !alias.scope !18
  %scevgep281 = getelementptr i8, i8* %scevgep280, i64 %lsr.iv266
  %scevgep281282 = bitcast i8* %scevgep281 to <4 x double>*
  %wide.load49.epil = load <4 x double>, <4 x double>* %scevgep281282, align 8, !alias.scope !18
  %92 = fmul <4 x double> %wide.load.epil, %wide.load.epil
  %93 = fmul <4 x double> %wide.load47.epil, %wide.load47.epil
  %94 = fmul <4 x double> %wide.load48.epil, %wide.load48.epil
  %95 = fmul <4 x double> %wide.load49.epil, %wide.load49.epil
  %uglygep277 = getelementptr i8, i8* %91, i64 %lsr.iv266
  %uglygep277278 = bitcast i8* %uglygep277 to <4 x double>*
  %scevgep279 = getelementptr <4 x double>, <4 x double>* %uglygep277278, i64 -3
  store <4 x double> %92, <4 x double>* %scevgep279, align 8, !alias.scope !21, !noalias !18
  %uglygep274 = getelementptr i8, i8* %91, i64 %lsr.iv266
  %uglygep274275 = bitcast i8* %uglygep274 to <4 x double>*
  %scevgep276 = getelementptr <4 x double>, <4 x double>* %uglygep274275, i64 -2
  store <4 x double> %93, <4 x double>* %scevgep276, align 8, !alias.scope !21, !noalias !18
  %uglygep271 = getelementptr i8, i8* %91, i64 %lsr.iv266
  %uglygep271272 = bitcast i8* %uglygep271 to <4 x double>*
  %scevgep273 = getelementptr <4 x double>, <4 x double>* %uglygep271272, i64 -1
  store <4 x double> %94, <4 x double>* %scevgep273, align 8, !alias.scope !21, !noalias !18
  %uglygep269 = getelementptr i8, i8* %91, i64 %lsr.iv266
  %uglygep269270 = bitcast i8* %uglygep269 to <4 x double>*
  store <4 x double> %95, <4 x double>* %uglygep269270, align 8, !alias.scope !21, !noalias !18
  %lsr.iv.next267 = add nuw nsw i64 %lsr.iv266, 128
  %epil.iter55.cmp.not = icmp eq i64 %90, %lsr.iv.next267
  br i1 %epil.iter55.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !25

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader50

for.body.us.preheader50:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index16.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %96 = xor i64 %loop.index16.us.ph, -1
  %97 = add i64 %96, %arg.x.5.0
  %xtraiter52 = and i64 %arg.x.5.0, 7
  %lcmp.mod53.not = icmp eq i64 %xtraiter52, 0
  br i1 %lcmp.mod53.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader50
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv263 = phi i64 [ %xtraiter52, %for.body.us.prol.preheader ], [ %lsr.iv.next264, %for.body.us.prol ]
  %loop.index16.us.prol = phi i64 [ %.510.us.prol, %for.body.us.prol ], [ %loop.index16.us.ph, %for.body.us.prol.preheader ]
  %98 = shl i64 %loop.index16.us.prol, 3
  %scevgep261 = getelementptr i8, i8* %.6.i, i64 %98
  %scevgep261262 = bitcast i8* %scevgep261 to double*
  %.481.us.prol = load double, double* %scevgep261262, align 8
  %.5.i1.us.prol = fmul double %.481.us.prol, %.481.us.prol
  %scevgep260 = getelementptr double, double* %.6.i1217, i64 %loop.index16.us.prol
  store double %.5.i1.us.prol, double* %scevgep260, align 8
  %.510.us.prol = add nuw i64 %loop.index16.us.prol, 1
  %lsr.iv.next264 = add nsw i64 %lsr.iv263, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next264, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !26

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader50
  %loop.index16.us.unr = phi i64 [ %loop.index16.us.ph, %for.body.us.preheader50 ], [ %.510.us.prol, %for.body.us.prol ]
  %99 = icmp ult i64 %97, 7
  br i1 %99, label %for.end, label %for.body.us.preheader64

for.body.us.preheader64:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader64, %for.body.us
  %loop.index16.us = phi i64 [ %.510.us.7, %for.body.us ], [ %loop.index16.us.unr, %for.body.us.preheader64 ]
  %sunkaddr536 = mul i64 %loop.index16.us, 8
  %sunkaddr537 = getelementptr i8, i8* %.6.i, i64 %sunkaddr536
  %100 = bitcast i8* %sunkaddr537 to double*
  %.481.us = load double, double* %100, align 8
  %.5.i1.us = fmul double %.481.us, %.481.us
  %sunkaddr538 = mul i64 %loop.index16.us, 8
  %101 = bitcast double* %.6.i1217 to i8*
  %sunkaddr539 = getelementptr i8, i8* %101, i64 %sunkaddr538
  %102 = bitcast i8* %sunkaddr539 to double*
  store double %.5.i1.us, double* %102, align 8
  %sunkaddr540 = mul i64 %loop.index16.us, 8
  %sunkaddr541 = getelementptr i8, i8* %.6.i, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, i8* %sunkaddr541, i64 8
  %103 = bitcast i8* %sunkaddr542 to double*
  %.481.us.1 = load double, double* %103, align 8
  %.5.i1.us.1 = fmul double %.481.us.1, %.481.us.1
  %sunkaddr543 = mul i64 %loop.index16.us, 8
  %104 = bitcast double* %.6.i1217 to i8*
  %sunkaddr544 = getelementptr i8, i8* %104, i64 %sunkaddr543
  %sunkaddr545 = getelementptr i8, i8* %sunkaddr544, i64 8
  %105 = bitcast i8* %sunkaddr545 to double*
  store double %.5.i1.us.1, double* %105, align 8
  %sunkaddr546 = mul i64 %loop.index16.us, 8
  %sunkaddr547 = getelementptr i8, i8* %.6.i, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, i8* %sunkaddr547, i64 16
  %106 = bitcast i8* %sunkaddr548 to double*
  %.481.us.2 = load double, double* %106, align 8
  %.5.i1.us.2 = fmul double %.481.us.2, %.481.us.2
  %sunkaddr549 = mul i64 %loop.index16.us, 8
  %107 = bitcast double* %.6.i1217 to i8*
  %sunkaddr550 = getelementptr i8, i8* %107, i64 %sunkaddr549
  %sunkaddr551 = getelementptr i8, i8* %sunkaddr550, i64 16
  %108 = bitcast i8* %sunkaddr551 to double*
  store double %.5.i1.us.2, double* %108, align 8
  %sunkaddr552 = mul i64 %loop.index16.us, 8
  %sunkaddr553 = getelementptr i8, i8* %.6.i, i64 %sunkaddr552
  %sunkaddr554 = getelementptr i8, i8* %sunkaddr553, i64 24
  %109 = bitcast i8* %sunkaddr554 to double*
  %.481.us.3 = load double, double* %109, align 8
  %.5.i1.us.3 = fmul double %.481.us.3, %.481.us.3
  %sunkaddr555 = mul i64 %loop.index16.us, 8
  %110 = bitcast double* %.6.i1217 to i8*
  %sunkaddr556 = getelementptr i8, i8* %110, i64 %sunkaddr555
  %sunkaddr557 = getelementptr i8, i8* %sunkaddr556, i64 24
  %111 = bitcast i8* %sunkaddr557 to double*
  store double %.5.i1.us.3, double* %111, align 8
  %sunkaddr558 = mul i64 %loop.index16.us, 8
  %sunkaddr559 = getelementptr i8, i8* %.6.i, i64 %sunkaddr558
  %sunkaddr560 = getelementptr i8, i8* %sunkaddr559, i64 32
  %112 = bitcast i8* %sunkaddr560 to double*
  %.481.us.4 = load double, double* %112, align 8
  %.5.i1.us.4 = fmul double %.481.us.4, %.481.us.4
  %sunkaddr561 = mul i64 %loop.index16.us, 8
  %113 = bitcast double* %.6.i1217 to i8*
  %sunkaddr562 = getelementptr i8, i8* %113, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, i8* %sunkaddr562, i64 32
  %114 = bitcast i8* %sunkaddr563 to double*
  store double %.5.i1.us.4, double* %114, align 8
  %sunkaddr564 = mul i64 %loop.index16.us, 8
  %sunkaddr565 = getelementptr i8, i8* %.6.i, i64 %sunkaddr564
  %sunkaddr566 = getelementptr i8, i8* %sunkaddr565, i64 40
  %115 = bitcast i8* %sunkaddr566 to double*
  %.481.us.5 = load double, double* %115, align 8
  %.5.i1.us.5 = fmul double %.481.us.5, %.481.us.5
  %sunkaddr567 = mul i64 %loop.index16.us, 8
  %116 = bitcast double* %.6.i1217 to i8*
  %sunkaddr568 = getelementptr i8, i8* %116, i64 %sunkaddr567
  %sunkaddr569 = getelementptr i8, i8* %sunkaddr568, i64 40
  %117 = bitcast i8* %sunkaddr569 to double*
  store double %.5.i1.us.5, double* %117, align 8
  %sunkaddr570 = mul i64 %loop.index16.us, 8
  %sunkaddr571 = getelementptr i8, i8* %.6.i, i64 %sunkaddr570
  %sunkaddr572 = getelementptr i8, i8* %sunkaddr571, i64 48
  %118 = bitcast i8* %sunkaddr572 to double*
  %.481.us.6 = load double, double* %118, align 8
  %.5.i1.us.6 = fmul double %.481.us.6, %.481.us.6
  %sunkaddr573 = mul i64 %loop.index16.us, 8
  %119 = bitcast double* %.6.i1217 to i8*
  %sunkaddr574 = getelementptr i8, i8* %119, i64 %sunkaddr573
  %sunkaddr575 = getelementptr i8, i8* %sunkaddr574, i64 48
  %120 = bitcast i8* %sunkaddr575 to double*
  store double %.5.i1.us.6, double* %120, align 8
  %sunkaddr576 = mul i64 %loop.index16.us, 8
  %sunkaddr577 = getelementptr i8, i8* %.6.i, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, i8* %sunkaddr577, i64 56
  %121 = bitcast i8* %sunkaddr578 to double*
  %.481.us.7 = load double, double* %121, align 8
  %.5.i1.us.7 = fmul double %.481.us.7, %.481.us.7
  %sunkaddr579 = mul i64 %loop.index16.us, 8
  %122 = bitcast double* %.6.i1217 to i8*
  %sunkaddr580 = getelementptr i8, i8* %122, i64 %sunkaddr579
  %sunkaddr581 = getelementptr i8, i8* %sunkaddr580, i64 56
  %123 = bitcast i8* %sunkaddr581 to double*
  store double %.5.i1.us.7, double* %123, align 8
  %.510.us.7 = add nuw nsw i64 %loop.index16.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.510.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !27

for.end.thread:                                   ; preds = %for.body.preheader
  %124 = bitcast i8* %.6.i to double*
  %.481 = load double, double* %124, align 8
  %.5.i1 = fmul double %.481, %.481
  store double %.5.i1, double* %.6.i1217, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B156.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #5
  %125 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %126 = icmp ult i64 %125, 7
  br i1 %126, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %127 = add nsw i64 %unroll_iter.i, -8
  %128 = lshr exact i64 %127, 3
  %129 = add nuw nsw i64 %128, 1
  %xtraiter = and i64 %129, 7
  %130 = icmp ult i64 %127, 56
  br i1 %130, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %129, 4611686018427387896
  %scevgep90 = getelementptr double, double* %.6.i1217, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %131 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep66 = getelementptr double, double* %.6.i1217, i64 %131
  %132 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %133 = bitcast double* %scevgep66 to i8*
  %uglygep87 = getelementptr i8, i8* %133, i64 %lsr.iv
  %uglygep8788 = bitcast i8* %uglygep87 to double*
  %scevgep89 = getelementptr double, double* %uglygep8788, i64 -7
  %.236.i.epil = load double, double* %scevgep89, align 8, !noalias !28
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep84 = getelementptr i8, i8* %133, i64 %lsr.iv
  %uglygep8485 = bitcast i8* %uglygep84 to double*
  %scevgep86 = getelementptr double, double* %uglygep8485, i64 -6
  %.236.1.i.epil = load double, double* %scevgep86, align 8, !noalias !28
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep81 = getelementptr i8, i8* %133, i64 %lsr.iv
  %uglygep8182 = bitcast i8* %uglygep81 to double*
  %scevgep83 = getelementptr double, double* %uglygep8182, i64 -5
  %.236.2.i.epil = load double, double* %scevgep83, align 8, !noalias !28
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep78 = getelementptr i8, i8* %133, i64 %lsr.iv
  %uglygep7879 = bitcast i8* %uglygep78 to double*
  %scevgep80 = getelementptr double, double* %uglygep7879, i64 -4
  %.236.3.i.epil = load double, double* %scevgep80, align 8, !noalias !28
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep75 = getelementptr i8, i8* %133, i64 %lsr.iv
  %uglygep7576 = bitcast i8* %uglygep75 to double*
  %scevgep77 = getelementptr double, double* %uglygep7576, i64 -3
  %.236.4.i.epil = load double, double* %scevgep77, align 8, !noalias !28
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep72 = getelementptr i8, i8* %133, i64 %lsr.iv
  %uglygep7273 = bitcast i8* %uglygep72 to double*
  %scevgep74 = getelementptr double, double* %uglygep7273, i64 -2
  %.236.5.i.epil = load double, double* %scevgep74, align 8, !noalias !28
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep69 = getelementptr i8, i8* %133, i64 %lsr.iv
  %uglygep6970 = bitcast i8* %uglygep69 to double*
  %scevgep71 = getelementptr double, double* %uglygep6970, i64 -1
  %.236.6.i.epil = load double, double* %scevgep71, align 8, !noalias !28
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %133, i64 %lsr.iv
  %uglygep68 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep68, align 8, !noalias !28
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %132, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !31, !llvm.loop !32

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i1217, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep65 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep65, align 8, !noalias !28
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !31, !llvm.loop !33

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv218 = phi i64 [ %lsr.iv.next219, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep216 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep217 = getelementptr double, double* %scevgep216, i64 -63
  %.236.i = load double, double* %scevgep217, align 8, !noalias !28
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep214 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep215 = getelementptr double, double* %scevgep214, i64 -62
  %.236.1.i = load double, double* %scevgep215, align 8, !noalias !28
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep212 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep213 = getelementptr double, double* %scevgep212, i64 -61
  %.236.2.i = load double, double* %scevgep213, align 8, !noalias !28
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep210 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep211 = getelementptr double, double* %scevgep210, i64 -60
  %.236.3.i = load double, double* %scevgep211, align 8, !noalias !28
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep208 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep209 = getelementptr double, double* %scevgep208, i64 -59
  %.236.4.i = load double, double* %scevgep209, align 8, !noalias !28
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep206 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep207 = getelementptr double, double* %scevgep206, i64 -58
  %.236.5.i = load double, double* %scevgep207, align 8, !noalias !28
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep204 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep205 = getelementptr double, double* %scevgep204, i64 -57
  %.236.6.i = load double, double* %scevgep205, align 8, !noalias !28
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep202 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep203 = getelementptr double, double* %scevgep202, i64 -56
  %.236.7.i = load double, double* %scevgep203, align 8, !noalias !28
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep171 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -55
  %.236.i.1 = load double, double* %scevgep172, align 8, !noalias !28
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep173 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -54
  %.236.1.i.1 = load double, double* %scevgep174, align 8, !noalias !28
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep175 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -53
  %.236.2.i.1 = load double, double* %scevgep176, align 8, !noalias !28
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep177 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -52
  %.236.3.i.1 = load double, double* %scevgep178, align 8, !noalias !28
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep179 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -51
  %.236.4.i.1 = load double, double* %scevgep180, align 8, !noalias !28
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep181 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -50
  %.236.5.i.1 = load double, double* %scevgep182, align 8, !noalias !28
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep183 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -49
  %.236.6.i.1 = load double, double* %scevgep184, align 8, !noalias !28
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep185 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -48
  %.236.7.i.1 = load double, double* %scevgep186, align 8, !noalias !28
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep155 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -47
  %.236.i.2 = load double, double* %scevgep156, align 8, !noalias !28
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep157 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -46
  %.236.1.i.2 = load double, double* %scevgep158, align 8, !noalias !28
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep159 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -45
  %.236.2.i.2 = load double, double* %scevgep160, align 8, !noalias !28
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep161 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -44
  %.236.3.i.2 = load double, double* %scevgep162, align 8, !noalias !28
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep163 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -43
  %.236.4.i.2 = load double, double* %scevgep164, align 8, !noalias !28
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep165 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -42
  %.236.5.i.2 = load double, double* %scevgep166, align 8, !noalias !28
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep167 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -41
  %.236.6.i.2 = load double, double* %scevgep168, align 8, !noalias !28
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep169 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -40
  %.236.7.i.2 = load double, double* %scevgep170, align 8, !noalias !28
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep139 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep140 = getelementptr double, double* %scevgep139, i64 -39
  %.236.i.3 = load double, double* %scevgep140, align 8, !noalias !28
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep141 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep142 = getelementptr double, double* %scevgep141, i64 -38
  %.236.1.i.3 = load double, double* %scevgep142, align 8, !noalias !28
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep143 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep144 = getelementptr double, double* %scevgep143, i64 -37
  %.236.2.i.3 = load double, double* %scevgep144, align 8, !noalias !28
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep145 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep146 = getelementptr double, double* %scevgep145, i64 -36
  %.236.3.i.3 = load double, double* %scevgep146, align 8, !noalias !28
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep147 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -35
  %.236.4.i.3 = load double, double* %scevgep148, align 8, !noalias !28
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep149 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -34
  %.236.5.i.3 = load double, double* %scevgep150, align 8, !noalias !28
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep151 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -33
  %.236.6.i.3 = load double, double* %scevgep152, align 8, !noalias !28
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep153 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -32
  %.236.7.i.3 = load double, double* %scevgep154, align 8, !noalias !28
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep123 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep124 = getelementptr double, double* %scevgep123, i64 -31
  %.236.i.4 = load double, double* %scevgep124, align 8, !noalias !28
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep125 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep126 = getelementptr double, double* %scevgep125, i64 -30
  %.236.1.i.4 = load double, double* %scevgep126, align 8, !noalias !28
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep127 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep128 = getelementptr double, double* %scevgep127, i64 -29
  %.236.2.i.4 = load double, double* %scevgep128, align 8, !noalias !28
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep129 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep130 = getelementptr double, double* %scevgep129, i64 -28
  %.236.3.i.4 = load double, double* %scevgep130, align 8, !noalias !28
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep131 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep132 = getelementptr double, double* %scevgep131, i64 -27
  %.236.4.i.4 = load double, double* %scevgep132, align 8, !noalias !28
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep133 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep134 = getelementptr double, double* %scevgep133, i64 -26
  %.236.5.i.4 = load double, double* %scevgep134, align 8, !noalias !28
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep135 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep136 = getelementptr double, double* %scevgep135, i64 -25
  %.236.6.i.4 = load double, double* %scevgep136, align 8, !noalias !28
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep137 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep138 = getelementptr double, double* %scevgep137, i64 -24
  %.236.7.i.4 = load double, double* %scevgep138, align 8, !noalias !28
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep107 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep108 = getelementptr double, double* %scevgep107, i64 -23
  %.236.i.5 = load double, double* %scevgep108, align 8, !noalias !28
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep109 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep110 = getelementptr double, double* %scevgep109, i64 -22
  %.236.1.i.5 = load double, double* %scevgep110, align 8, !noalias !28
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep111 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep112 = getelementptr double, double* %scevgep111, i64 -21
  %.236.2.i.5 = load double, double* %scevgep112, align 8, !noalias !28
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep113 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep114 = getelementptr double, double* %scevgep113, i64 -20
  %.236.3.i.5 = load double, double* %scevgep114, align 8, !noalias !28
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep115 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep116 = getelementptr double, double* %scevgep115, i64 -19
  %.236.4.i.5 = load double, double* %scevgep116, align 8, !noalias !28
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep117 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep118 = getelementptr double, double* %scevgep117, i64 -18
  %.236.5.i.5 = load double, double* %scevgep118, align 8, !noalias !28
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep119 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep120 = getelementptr double, double* %scevgep119, i64 -17
  %.236.6.i.5 = load double, double* %scevgep120, align 8, !noalias !28
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep121 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep122 = getelementptr double, double* %scevgep121, i64 -16
  %.236.7.i.5 = load double, double* %scevgep122, align 8, !noalias !28
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep91 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep92 = getelementptr double, double* %scevgep91, i64 -15
  %.236.i.6 = load double, double* %scevgep92, align 8, !noalias !28
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep93 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep94 = getelementptr double, double* %scevgep93, i64 -14
  %.236.1.i.6 = load double, double* %scevgep94, align 8, !noalias !28
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep95 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep96 = getelementptr double, double* %scevgep95, i64 -13
  %.236.2.i.6 = load double, double* %scevgep96, align 8, !noalias !28
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep97 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep98 = getelementptr double, double* %scevgep97, i64 -12
  %.236.3.i.6 = load double, double* %scevgep98, align 8, !noalias !28
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep99 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep100 = getelementptr double, double* %scevgep99, i64 -11
  %.236.4.i.6 = load double, double* %scevgep100, align 8, !noalias !28
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep101 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep102 = getelementptr double, double* %scevgep101, i64 -10
  %.236.5.i.6 = load double, double* %scevgep102, align 8, !noalias !28
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep103 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep104 = getelementptr double, double* %scevgep103, i64 -9
  %.236.6.i.6 = load double, double* %scevgep104, align 8, !noalias !28
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep105 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep106 = getelementptr double, double* %scevgep105, i64 -8
  %.236.7.i.6 = load double, double* %scevgep106, align 8, !noalias !28
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep187 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -7
  %.236.i.7 = load double, double* %scevgep188, align 8, !noalias !28
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep189 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -6
  %.236.1.i.7 = load double, double* %scevgep190, align 8, !noalias !28
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep191 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -5
  %.236.2.i.7 = load double, double* %scevgep192, align 8, !noalias !28
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep193 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -4
  %.236.3.i.7 = load double, double* %scevgep194, align 8, !noalias !28
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep195 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -3
  %.236.4.i.7 = load double, double* %scevgep196, align 8, !noalias !28
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep197 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -2
  %.236.5.i.7 = load double, double* %scevgep198, align 8, !noalias !28
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep199 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -1
  %.236.6.i.7 = load double, double* %scevgep200, align 8, !noalias !28
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep201 = getelementptr double, double* %scevgep90, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep201, align 8, !noalias !28
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next219 = add i64 %lsr.iv218, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next219, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i5)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.copy_update, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %sunkaddr3 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr4 to double**
  %.36.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %9, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #3
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
  %10 = icmp sgt i32 %.49, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

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

define double @cfunc._ZN7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels11copy_updateB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 undef) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !34

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9434345610>", i64 0, i64 0))
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

entry.if.endif.endif.endif:                       ; preds = %entry.if
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
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !14, !15, !17}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !24}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!31 = !{!"branch_weights", i32 1, i32 7}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = !{!"branch_weights", i32 99, i32 1}
