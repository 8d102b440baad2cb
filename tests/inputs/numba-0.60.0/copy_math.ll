; ModuleID = 'copy_math'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140579446936000 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140579446936000.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140579446936000 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140579446936000, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140579446936000.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.copy_math = internal constant [10 x i8] c"copy_math\00"
@_ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [130 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fdb33e1fa10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fdb33e1fa10>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140579445797888 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140579445797888.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140579445797888 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140579445797888, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140579445797888.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fdb33e3e710B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  tail call void @NRT_incref(i8* %arg.x.0)
  %.35 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.37 = extractvalue { i64, i1 } %.35, 1
  br i1 %.37, label %B0.if, label %B0.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.1.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579446936000, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.36 = extractvalue { i64, i1 } %.35, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.36, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579445797888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %0, align 8
  %.100 = bitcast double* %arg.x.4 to i8*
  %.101 = mul i64 %arg.x.3, %arg.x.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.100, i64 %.101, i1 false)
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.14439 = icmp sgt i64 %arg.x.5.0, 0
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.14439, label %for.body.preheader, label %for.end.endif.endif.endif.endif.endif.thread

for.body.preheader:                               ; preds = %B0.endif.endif
  %.146.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.146.not, label %for.end.loopexit77, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 32
  br i1 %min.iters.check, label %for.body.us.preheader106, label %vector.ph

vector.ph:                                        ; preds = %for.body.us.preheader
  %n.vec = and i64 %arg.x.5.0, -32
  %1 = add i64 %n.vec, -32
  %2 = lshr exact i64 %1, 5
  %3 = add nuw nsw i64 %2, 1
  %xtraiter115 = and i64 %3, 7
  %4 = icmp ult i64 %1, 224
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter118 = and i64 %3, 1152921504606846968
  %scevgep454 = getelementptr i8, i8* %.6.i, i64 1984
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv645 = phi i64 [ %lsr.iv.next646, %vector.body ], [ %unroll_iter118, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %5 = shl i64 %index, 3
  %scevgep621 = getelementptr i8, i8* %scevgep454, i64 %5
  %scevgep621622 = bitcast i8* %scevgep621 to <8 x double>*
  %scevgep623 = getelementptr <8 x double>, <8 x double>* %scevgep621622, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep623, align 8
  %6 = shl i64 %index, 3
  %scevgep642 = getelementptr i8, i8* %scevgep454, i64 %6
  %scevgep642643 = bitcast i8* %scevgep642 to <8 x double>*
  %scevgep644 = getelementptr <8 x double>, <8 x double>* %scevgep642643, i64 -30
  %wide.load80 = load <8 x double>, <8 x double>* %scevgep644, align 8
  %7 = shl i64 %index, 3
  %scevgep636 = getelementptr i8, i8* %scevgep454, i64 %7
  %scevgep636637 = bitcast i8* %scevgep636 to <8 x double>*
  %scevgep638 = getelementptr <8 x double>, <8 x double>* %scevgep636637, i64 -29
  %wide.load81 = load <8 x double>, <8 x double>* %scevgep638, align 8
  %8 = shl i64 %index, 3
  %scevgep630 = getelementptr i8, i8* %scevgep454, i64 %8
  %scevgep630631 = bitcast i8* %scevgep630 to <8 x double>*
  %scevgep632 = getelementptr <8 x double>, <8 x double>* %scevgep630631, i64 -28
  %wide.load82 = load <8 x double>, <8 x double>* %scevgep632, align 8
  %9 = fmul <8 x double> %wide.load, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %10 = fmul <8 x double> %wide.load80, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %11 = fmul <8 x double> %wide.load81, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %12 = fmul <8 x double> %wide.load82, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %13 = shl i64 %index, 3
  %scevgep624 = getelementptr i8, i8* %scevgep454, i64 %13
  %scevgep624625 = bitcast i8* %scevgep624 to <8 x double>*
  %scevgep626 = getelementptr <8 x double>, <8 x double>* %scevgep624625, i64 -31
  store <8 x double> %9, <8 x double>* %scevgep626, align 8
  %scevgep639 = getelementptr i8, i8* %scevgep454, i64 %13
  %scevgep639640 = bitcast i8* %scevgep639 to <8 x double>*
  %scevgep641 = getelementptr <8 x double>, <8 x double>* %scevgep639640, i64 -30
  store <8 x double> %10, <8 x double>* %scevgep641, align 8
  %14 = shl i64 %index, 3
  %scevgep633 = getelementptr i8, i8* %scevgep454, i64 %14
  %scevgep633634 = bitcast i8* %scevgep633 to <8 x double>*
  %scevgep635 = getelementptr <8 x double>, <8 x double>* %scevgep633634, i64 -29
  store <8 x double> %11, <8 x double>* %scevgep635, align 8
  %15 = shl i64 %index, 3
  %scevgep627 = getelementptr i8, i8* %scevgep454, i64 %15
  %scevgep627628 = bitcast i8* %scevgep627 to <8 x double>*
  %scevgep629 = getelementptr <8 x double>, <8 x double>* %scevgep627628, i64 -28
  store <8 x double> %12, <8 x double>* %scevgep629, align 8
  %16 = shl i64 %index, 3
  %scevgep596 = getelementptr i8, i8* %scevgep454, i64 %16
  %scevgep596597 = bitcast i8* %scevgep596 to <8 x double>*
  %scevgep598 = getelementptr <8 x double>, <8 x double>* %scevgep596597, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep598, align 8
  %17 = shl i64 %index, 3
  %scevgep593 = getelementptr i8, i8* %scevgep454, i64 %17
  %scevgep593594 = bitcast i8* %scevgep593 to <8 x double>*
  %scevgep595 = getelementptr <8 x double>, <8 x double>* %scevgep593594, i64 -26
  %wide.load80.1 = load <8 x double>, <8 x double>* %scevgep595, align 8
  %18 = shl i64 %index, 3
  %scevgep587 = getelementptr i8, i8* %scevgep454, i64 %18
  %scevgep587588 = bitcast i8* %scevgep587 to <8 x double>*
  %scevgep589 = getelementptr <8 x double>, <8 x double>* %scevgep587588, i64 -25
  %wide.load81.1 = load <8 x double>, <8 x double>* %scevgep589, align 8
  %19 = shl i64 %index, 3
  %scevgep581 = getelementptr i8, i8* %scevgep454, i64 %19
  %scevgep581582 = bitcast i8* %scevgep581 to <8 x double>*
  %scevgep583 = getelementptr <8 x double>, <8 x double>* %scevgep581582, i64 -24
  %wide.load82.1 = load <8 x double>, <8 x double>* %scevgep583, align 8
  %20 = fmul <8 x double> %wide.load.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %21 = fmul <8 x double> %wide.load80.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %22 = fmul <8 x double> %wide.load81.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %23 = fmul <8 x double> %wide.load82.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %24 = shl i64 %index, 3
  %scevgep575 = getelementptr i8, i8* %scevgep454, i64 %24
  %scevgep575576 = bitcast i8* %scevgep575 to <8 x double>*
  %scevgep577 = getelementptr <8 x double>, <8 x double>* %scevgep575576, i64 -27
  store <8 x double> %20, <8 x double>* %scevgep577, align 8
  %scevgep590 = getelementptr i8, i8* %scevgep454, i64 %24
  %scevgep590591 = bitcast i8* %scevgep590 to <8 x double>*
  %scevgep592 = getelementptr <8 x double>, <8 x double>* %scevgep590591, i64 -26
  store <8 x double> %21, <8 x double>* %scevgep592, align 8
  %25 = shl i64 %index, 3
  %scevgep584 = getelementptr i8, i8* %scevgep454, i64 %25
  %scevgep584585 = bitcast i8* %scevgep584 to <8 x double>*
  %scevgep586 = getelementptr <8 x double>, <8 x double>* %scevgep584585, i64 -25
  store <8 x double> %22, <8 x double>* %scevgep586, align 8
  %26 = shl i64 %index, 3
  %scevgep578 = getelementptr i8, i8* %scevgep454, i64 %26
  %scevgep578579 = bitcast i8* %scevgep578 to <8 x double>*
  %scevgep580 = getelementptr <8 x double>, <8 x double>* %scevgep578579, i64 -24
  store <8 x double> %23, <8 x double>* %scevgep580, align 8
  %27 = shl i64 %index, 3
  %scevgep572 = getelementptr i8, i8* %scevgep454, i64 %27
  %scevgep572573 = bitcast i8* %scevgep572 to <8 x double>*
  %scevgep574 = getelementptr <8 x double>, <8 x double>* %scevgep572573, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep574, align 8
  %28 = shl i64 %index, 3
  %scevgep569 = getelementptr i8, i8* %scevgep454, i64 %28
  %scevgep569570 = bitcast i8* %scevgep569 to <8 x double>*
  %scevgep571 = getelementptr <8 x double>, <8 x double>* %scevgep569570, i64 -22
  %wide.load80.2 = load <8 x double>, <8 x double>* %scevgep571, align 8
  %29 = shl i64 %index, 3
  %scevgep563 = getelementptr i8, i8* %scevgep454, i64 %29
  %scevgep563564 = bitcast i8* %scevgep563 to <8 x double>*
  %scevgep565 = getelementptr <8 x double>, <8 x double>* %scevgep563564, i64 -21
  %wide.load81.2 = load <8 x double>, <8 x double>* %scevgep565, align 8
  %30 = shl i64 %index, 3
  %scevgep557 = getelementptr i8, i8* %scevgep454, i64 %30
  %scevgep557558 = bitcast i8* %scevgep557 to <8 x double>*
  %scevgep559 = getelementptr <8 x double>, <8 x double>* %scevgep557558, i64 -20
  %wide.load82.2 = load <8 x double>, <8 x double>* %scevgep559, align 8
  %31 = fmul <8 x double> %wide.load.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %32 = fmul <8 x double> %wide.load80.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %33 = fmul <8 x double> %wide.load81.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %34 = fmul <8 x double> %wide.load82.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %35 = shl i64 %index, 3
  %scevgep551 = getelementptr i8, i8* %scevgep454, i64 %35
  %scevgep551552 = bitcast i8* %scevgep551 to <8 x double>*
  %scevgep553 = getelementptr <8 x double>, <8 x double>* %scevgep551552, i64 -23
  store <8 x double> %31, <8 x double>* %scevgep553, align 8
  %scevgep566 = getelementptr i8, i8* %scevgep454, i64 %35
  %scevgep566567 = bitcast i8* %scevgep566 to <8 x double>*
  %scevgep568 = getelementptr <8 x double>, <8 x double>* %scevgep566567, i64 -22
  store <8 x double> %32, <8 x double>* %scevgep568, align 8
  %36 = shl i64 %index, 3
  %scevgep560 = getelementptr i8, i8* %scevgep454, i64 %36
  %scevgep560561 = bitcast i8* %scevgep560 to <8 x double>*
  %scevgep562 = getelementptr <8 x double>, <8 x double>* %scevgep560561, i64 -21
  store <8 x double> %33, <8 x double>* %scevgep562, align 8
  %37 = shl i64 %index, 3
  %scevgep554 = getelementptr i8, i8* %scevgep454, i64 %37
  %scevgep554555 = bitcast i8* %scevgep554 to <8 x double>*
  %scevgep556 = getelementptr <8 x double>, <8 x double>* %scevgep554555, i64 -20
  store <8 x double> %34, <8 x double>* %scevgep556, align 8
  %38 = shl i64 %index, 3
  %scevgep548 = getelementptr i8, i8* %scevgep454, i64 %38
  %scevgep548549 = bitcast i8* %scevgep548 to <8 x double>*
  %scevgep550 = getelementptr <8 x double>, <8 x double>* %scevgep548549, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep550, align 8
  %39 = shl i64 %index, 3
  %scevgep545 = getelementptr i8, i8* %scevgep454, i64 %39
  %scevgep545546 = bitcast i8* %scevgep545 to <8 x double>*
  %scevgep547 = getelementptr <8 x double>, <8 x double>* %scevgep545546, i64 -18
  %wide.load80.3 = load <8 x double>, <8 x double>* %scevgep547, align 8
  %40 = shl i64 %index, 3
  %scevgep539 = getelementptr i8, i8* %scevgep454, i64 %40
  %scevgep539540 = bitcast i8* %scevgep539 to <8 x double>*
  %scevgep541 = getelementptr <8 x double>, <8 x double>* %scevgep539540, i64 -17
  %wide.load81.3 = load <8 x double>, <8 x double>* %scevgep541, align 8
  %41 = shl i64 %index, 3
  %scevgep533 = getelementptr i8, i8* %scevgep454, i64 %41
  %scevgep533534 = bitcast i8* %scevgep533 to <8 x double>*
  %scevgep535 = getelementptr <8 x double>, <8 x double>* %scevgep533534, i64 -16
  %wide.load82.3 = load <8 x double>, <8 x double>* %scevgep535, align 8
  %42 = fmul <8 x double> %wide.load.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %43 = fmul <8 x double> %wide.load80.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %44 = fmul <8 x double> %wide.load81.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %45 = fmul <8 x double> %wide.load82.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %46 = shl i64 %index, 3
  %scevgep527 = getelementptr i8, i8* %scevgep454, i64 %46
  %scevgep527528 = bitcast i8* %scevgep527 to <8 x double>*
  %scevgep529 = getelementptr <8 x double>, <8 x double>* %scevgep527528, i64 -19
  store <8 x double> %42, <8 x double>* %scevgep529, align 8
  %scevgep542 = getelementptr i8, i8* %scevgep454, i64 %46
  %scevgep542543 = bitcast i8* %scevgep542 to <8 x double>*
  %scevgep544 = getelementptr <8 x double>, <8 x double>* %scevgep542543, i64 -18
  store <8 x double> %43, <8 x double>* %scevgep544, align 8
  %47 = shl i64 %index, 3
  %scevgep536 = getelementptr i8, i8* %scevgep454, i64 %47
  %scevgep536537 = bitcast i8* %scevgep536 to <8 x double>*
  %scevgep538 = getelementptr <8 x double>, <8 x double>* %scevgep536537, i64 -17
  store <8 x double> %44, <8 x double>* %scevgep538, align 8
  %48 = shl i64 %index, 3
  %scevgep530 = getelementptr i8, i8* %scevgep454, i64 %48
  %scevgep530531 = bitcast i8* %scevgep530 to <8 x double>*
  %scevgep532 = getelementptr <8 x double>, <8 x double>* %scevgep530531, i64 -16
  store <8 x double> %45, <8 x double>* %scevgep532, align 8
  %49 = shl i64 %index, 3
  %scevgep524 = getelementptr i8, i8* %scevgep454, i64 %49
  %scevgep524525 = bitcast i8* %scevgep524 to <8 x double>*
  %scevgep526 = getelementptr <8 x double>, <8 x double>* %scevgep524525, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep526, align 8
  %50 = shl i64 %index, 3
  %scevgep521 = getelementptr i8, i8* %scevgep454, i64 %50
  %scevgep521522 = bitcast i8* %scevgep521 to <8 x double>*
  %scevgep523 = getelementptr <8 x double>, <8 x double>* %scevgep521522, i64 -14
  %wide.load80.4 = load <8 x double>, <8 x double>* %scevgep523, align 8
  %51 = shl i64 %index, 3
  %scevgep515 = getelementptr i8, i8* %scevgep454, i64 %51
  %scevgep515516 = bitcast i8* %scevgep515 to <8 x double>*
  %scevgep517 = getelementptr <8 x double>, <8 x double>* %scevgep515516, i64 -13
  %wide.load81.4 = load <8 x double>, <8 x double>* %scevgep517, align 8
  %52 = shl i64 %index, 3
  %scevgep509 = getelementptr i8, i8* %scevgep454, i64 %52
  %scevgep509510 = bitcast i8* %scevgep509 to <8 x double>*
  %scevgep511 = getelementptr <8 x double>, <8 x double>* %scevgep509510, i64 -12
  %wide.load82.4 = load <8 x double>, <8 x double>* %scevgep511, align 8
  %53 = fmul <8 x double> %wide.load.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %54 = fmul <8 x double> %wide.load80.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %55 = fmul <8 x double> %wide.load81.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %56 = fmul <8 x double> %wide.load82.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %57 = shl i64 %index, 3
  %scevgep503 = getelementptr i8, i8* %scevgep454, i64 %57
  %scevgep503504 = bitcast i8* %scevgep503 to <8 x double>*
  %scevgep505 = getelementptr <8 x double>, <8 x double>* %scevgep503504, i64 -15
  store <8 x double> %53, <8 x double>* %scevgep505, align 8
  %scevgep518 = getelementptr i8, i8* %scevgep454, i64 %57
  %scevgep518519 = bitcast i8* %scevgep518 to <8 x double>*
  %scevgep520 = getelementptr <8 x double>, <8 x double>* %scevgep518519, i64 -14
  store <8 x double> %54, <8 x double>* %scevgep520, align 8
  %58 = shl i64 %index, 3
  %scevgep512 = getelementptr i8, i8* %scevgep454, i64 %58
  %scevgep512513 = bitcast i8* %scevgep512 to <8 x double>*
  %scevgep514 = getelementptr <8 x double>, <8 x double>* %scevgep512513, i64 -13
  store <8 x double> %55, <8 x double>* %scevgep514, align 8
  %59 = shl i64 %index, 3
  %scevgep506 = getelementptr i8, i8* %scevgep454, i64 %59
  %scevgep506507 = bitcast i8* %scevgep506 to <8 x double>*
  %scevgep508 = getelementptr <8 x double>, <8 x double>* %scevgep506507, i64 -12
  store <8 x double> %56, <8 x double>* %scevgep508, align 8
  %60 = shl i64 %index, 3
  %scevgep500 = getelementptr i8, i8* %scevgep454, i64 %60
  %scevgep500501 = bitcast i8* %scevgep500 to <8 x double>*
  %scevgep502 = getelementptr <8 x double>, <8 x double>* %scevgep500501, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep502, align 8
  %61 = shl i64 %index, 3
  %scevgep497 = getelementptr i8, i8* %scevgep454, i64 %61
  %scevgep497498 = bitcast i8* %scevgep497 to <8 x double>*
  %scevgep499 = getelementptr <8 x double>, <8 x double>* %scevgep497498, i64 -10
  %wide.load80.5 = load <8 x double>, <8 x double>* %scevgep499, align 8
  %62 = shl i64 %index, 3
  %scevgep491 = getelementptr i8, i8* %scevgep454, i64 %62
  %scevgep491492 = bitcast i8* %scevgep491 to <8 x double>*
  %scevgep493 = getelementptr <8 x double>, <8 x double>* %scevgep491492, i64 -9
  %wide.load81.5 = load <8 x double>, <8 x double>* %scevgep493, align 8
  %63 = shl i64 %index, 3
  %scevgep485 = getelementptr i8, i8* %scevgep454, i64 %63
  %scevgep485486 = bitcast i8* %scevgep485 to <8 x double>*
  %scevgep487 = getelementptr <8 x double>, <8 x double>* %scevgep485486, i64 -8
  %wide.load82.5 = load <8 x double>, <8 x double>* %scevgep487, align 8
  %64 = fmul <8 x double> %wide.load.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %65 = fmul <8 x double> %wide.load80.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %66 = fmul <8 x double> %wide.load81.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %67 = fmul <8 x double> %wide.load82.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %68 = shl i64 %index, 3
  %scevgep479 = getelementptr i8, i8* %scevgep454, i64 %68
  %scevgep479480 = bitcast i8* %scevgep479 to <8 x double>*
  %scevgep481 = getelementptr <8 x double>, <8 x double>* %scevgep479480, i64 -11
  store <8 x double> %64, <8 x double>* %scevgep481, align 8
  %scevgep494 = getelementptr i8, i8* %scevgep454, i64 %68
  %scevgep494495 = bitcast i8* %scevgep494 to <8 x double>*
  %scevgep496 = getelementptr <8 x double>, <8 x double>* %scevgep494495, i64 -10
  store <8 x double> %65, <8 x double>* %scevgep496, align 8
  %69 = shl i64 %index, 3
  %scevgep488 = getelementptr i8, i8* %scevgep454, i64 %69
  %scevgep488489 = bitcast i8* %scevgep488 to <8 x double>*
  %scevgep490 = getelementptr <8 x double>, <8 x double>* %scevgep488489, i64 -9
  store <8 x double> %66, <8 x double>* %scevgep490, align 8
  %70 = shl i64 %index, 3
  %scevgep482 = getelementptr i8, i8* %scevgep454, i64 %70
  %scevgep482483 = bitcast i8* %scevgep482 to <8 x double>*
  %scevgep484 = getelementptr <8 x double>, <8 x double>* %scevgep482483, i64 -8
  store <8 x double> %67, <8 x double>* %scevgep484, align 8
  %71 = shl i64 %index, 3
  %scevgep476 = getelementptr i8, i8* %scevgep454, i64 %71
  %scevgep476477 = bitcast i8* %scevgep476 to <8 x double>*
  %scevgep478 = getelementptr <8 x double>, <8 x double>* %scevgep476477, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep478, align 8
  %72 = shl i64 %index, 3
  %scevgep473 = getelementptr i8, i8* %scevgep454, i64 %72
  %scevgep473474 = bitcast i8* %scevgep473 to <8 x double>*
  %scevgep475 = getelementptr <8 x double>, <8 x double>* %scevgep473474, i64 -6
  %wide.load80.6 = load <8 x double>, <8 x double>* %scevgep475, align 8
  %73 = shl i64 %index, 3
  %scevgep467 = getelementptr i8, i8* %scevgep454, i64 %73
  %scevgep467468 = bitcast i8* %scevgep467 to <8 x double>*
  %scevgep469 = getelementptr <8 x double>, <8 x double>* %scevgep467468, i64 -5
  %wide.load81.6 = load <8 x double>, <8 x double>* %scevgep469, align 8
  %74 = shl i64 %index, 3
  %scevgep461 = getelementptr i8, i8* %scevgep454, i64 %74
  %scevgep461462 = bitcast i8* %scevgep461 to <8 x double>*
  %scevgep463 = getelementptr <8 x double>, <8 x double>* %scevgep461462, i64 -4
  %wide.load82.6 = load <8 x double>, <8 x double>* %scevgep463, align 8
  %75 = fmul <8 x double> %wide.load.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %76 = fmul <8 x double> %wide.load80.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %77 = fmul <8 x double> %wide.load81.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %78 = fmul <8 x double> %wide.load82.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %79 = shl i64 %index, 3
  %scevgep455 = getelementptr i8, i8* %scevgep454, i64 %79
  %scevgep455456 = bitcast i8* %scevgep455 to <8 x double>*
  %scevgep457 = getelementptr <8 x double>, <8 x double>* %scevgep455456, i64 -7
  store <8 x double> %75, <8 x double>* %scevgep457, align 8
  %scevgep470 = getelementptr i8, i8* %scevgep454, i64 %79
  %scevgep470471 = bitcast i8* %scevgep470 to <8 x double>*
  %scevgep472 = getelementptr <8 x double>, <8 x double>* %scevgep470471, i64 -6
  store <8 x double> %76, <8 x double>* %scevgep472, align 8
  %80 = shl i64 %index, 3
  %scevgep464 = getelementptr i8, i8* %scevgep454, i64 %80
  %scevgep464465 = bitcast i8* %scevgep464 to <8 x double>*
  %scevgep466 = getelementptr <8 x double>, <8 x double>* %scevgep464465, i64 -5
  store <8 x double> %77, <8 x double>* %scevgep466, align 8
  %81 = shl i64 %index, 3
  %scevgep458 = getelementptr i8, i8* %scevgep454, i64 %81
  %scevgep458459 = bitcast i8* %scevgep458 to <8 x double>*
  %scevgep460 = getelementptr <8 x double>, <8 x double>* %scevgep458459, i64 -4
  store <8 x double> %78, <8 x double>* %scevgep460, align 8
  %82 = shl i64 %index, 3
  %scevgep618 = getelementptr i8, i8* %scevgep454, i64 %82
  %scevgep618619 = bitcast i8* %scevgep618 to <8 x double>*
  %scevgep620 = getelementptr <8 x double>, <8 x double>* %scevgep618619, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep620, align 8
  %83 = shl i64 %index, 3
  %scevgep615 = getelementptr i8, i8* %scevgep454, i64 %83
  %scevgep615616 = bitcast i8* %scevgep615 to <8 x double>*
  %scevgep617 = getelementptr <8 x double>, <8 x double>* %scevgep615616, i64 -2
  %wide.load80.7 = load <8 x double>, <8 x double>* %scevgep617, align 8
  %84 = shl i64 %index, 3
  %scevgep609 = getelementptr i8, i8* %scevgep454, i64 %84
  %scevgep609610 = bitcast i8* %scevgep609 to <8 x double>*
  %scevgep611 = getelementptr <8 x double>, <8 x double>* %scevgep609610, i64 -1
  %wide.load81.7 = load <8 x double>, <8 x double>* %scevgep611, align 8
  %85 = shl i64 %index, 3
  %scevgep604 = getelementptr i8, i8* %scevgep454, i64 %85
  %scevgep604605 = bitcast i8* %scevgep604 to <8 x double>*
  %wide.load82.7 = load <8 x double>, <8 x double>* %scevgep604605, align 8
  %86 = fmul <8 x double> %wide.load.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %87 = fmul <8 x double> %wide.load80.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %88 = fmul <8 x double> %wide.load81.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %89 = fmul <8 x double> %wide.load82.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %90 = shl i64 %index, 3
  %scevgep599 = getelementptr i8, i8* %scevgep454, i64 %90
  %scevgep599600 = bitcast i8* %scevgep599 to <8 x double>*
  %scevgep601 = getelementptr <8 x double>, <8 x double>* %scevgep599600, i64 -3
  store <8 x double> %86, <8 x double>* %scevgep601, align 8
  %scevgep612 = getelementptr i8, i8* %scevgep454, i64 %90
  %scevgep612613 = bitcast i8* %scevgep612 to <8 x double>*
  %scevgep614 = getelementptr <8 x double>, <8 x double>* %scevgep612613, i64 -2
  store <8 x double> %87, <8 x double>* %scevgep614, align 8
  %91 = shl i64 %index, 3
  %scevgep606 = getelementptr i8, i8* %scevgep454, i64 %91
  %scevgep606607 = bitcast i8* %scevgep606 to <8 x double>*
  %scevgep608 = getelementptr <8 x double>, <8 x double>* %scevgep606607, i64 -1
  store <8 x double> %88, <8 x double>* %scevgep608, align 8
  %92 = shl i64 %index, 3
  %scevgep602 = getelementptr i8, i8* %scevgep454, i64 %92
  %scevgep602603 = bitcast i8* %scevgep602 to <8 x double>*
  store <8 x double> %89, <8 x double>* %scevgep602603, align 8
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next646 = add i64 %lsr.iv645, -8
  %niter119.ncmp.7 = icmp eq i64 %lsr.iv.next646, 0
  br i1 %niter119.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !9

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod117.not = icmp eq i64 %xtraiter115, 0
  br i1 %lcmp.mod117.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %93 = shl i64 %index.unr, 3
  %94 = add i64 %93, 192
  %scevgep429 = getelementptr i8, i8* %.6.i, i64 %94
  %95 = shl nuw nsw i64 %xtraiter115, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv430 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next431, %vector.body.epil ]
  %scevgep451 = getelementptr i8, i8* %scevgep429, i64 %lsr.iv430
  %scevgep451452 = bitcast i8* %scevgep451 to <8 x double>*
  %scevgep453 = getelementptr <8 x double>, <8 x double>* %scevgep451452, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep453, align 8
  %scevgep448 = getelementptr i8, i8* %scevgep429, i64 %lsr.iv430
  %scevgep448449 = bitcast i8* %scevgep448 to <8 x double>*
  %scevgep450 = getelementptr <8 x double>, <8 x double>* %scevgep448449, i64 -2
  %wide.load80.epil = load <8 x double>, <8 x double>* %scevgep450, align 8
  %scevgep442 = getelementptr i8, i8* %scevgep429, i64 %lsr.iv430
  %scevgep442443 = bitcast i8* %scevgep442 to <8 x double>*
  %scevgep444 = getelementptr <8 x double>, <8 x double>* %scevgep442443, i64 -1
  %wide.load81.epil = load <8 x double>, <8 x double>* %scevgep444, align 8
  %scevgep437 = getelementptr i8, i8* %scevgep429, i64 %lsr.iv430
  %scevgep437438 = bitcast i8* %scevgep437 to <8 x double>*
  %wide.load82.epil = load <8 x double>, <8 x double>* %scevgep437438, align 8
  %96 = fmul <8 x double> %wide.load.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %97 = fmul <8 x double> %wide.load80.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %98 = fmul <8 x double> %wide.load81.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %99 = fmul <8 x double> %wide.load82.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %scevgep432 = getelementptr i8, i8* %scevgep429, i64 %lsr.iv430
  %scevgep432433 = bitcast i8* %scevgep432 to <8 x double>*
  %scevgep434 = getelementptr <8 x double>, <8 x double>* %scevgep432433, i64 -3
  store <8 x double> %96, <8 x double>* %scevgep434, align 8
  %scevgep445 = getelementptr i8, i8* %scevgep429, i64 %lsr.iv430
  %scevgep445446 = bitcast i8* %scevgep445 to <8 x double>*
  %scevgep447 = getelementptr <8 x double>, <8 x double>* %scevgep445446, i64 -2
  store <8 x double> %97, <8 x double>* %scevgep447, align 8
  %scevgep439 = getelementptr i8, i8* %scevgep429, i64 %lsr.iv430
  %scevgep439440 = bitcast i8* %scevgep439 to <8 x double>*
  %scevgep441 = getelementptr <8 x double>, <8 x double>* %scevgep439440, i64 -1
  store <8 x double> %98, <8 x double>* %scevgep441, align 8
  %scevgep435 = getelementptr i8, i8* %scevgep429, i64 %lsr.iv430
  %scevgep435436 = bitcast i8* %scevgep435 to <8 x double>*
  store <8 x double> %99, <8 x double>* %scevgep435436, align 8
  %lsr.iv.next431 = add nuw nsw i64 %lsr.iv430, 256
  %epil.iter116.cmp.not = icmp eq i64 %95, %lsr.iv.next431
  br i1 %epil.iter116.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !11

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader106

for.body.us.preheader106:                         ; preds = %for.body.us.preheader, %middle.block
  %loop.index41.us.ph = phi i64 [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader106, %for.body.us
  %loop.index41.us = phi i64 [ %.160.us, %for.body.us ], [ %loop.index41.us.ph, %for.body.us.preheader106 ]
  %100 = shl i64 %loop.index41.us, 3
  %scevgep427 = getelementptr i8, i8* %.6.i, i64 %100
  %scevgep427428 = bitcast i8* %scevgep427 to double*
  %.154.us = load double, double* %scevgep427428, align 8
  %.155.us = fmul double %.154.us, 2.000000e+00
  store double %.155.us, double* %scevgep427428, align 8
  %.160.us = add nuw nsw i64 %loop.index41.us, 1
  %exitcond78.not = icmp eq i64 %arg.x.5.0, %.160.us
  br i1 %exitcond78.not, label %for.end, label %for.body.us, !llvm.loop !13

for.end.loopexit77:                               ; preds = %for.body.preheader
  %101 = bitcast i8* %.6.i to double*
  %.154.pre = load double, double* %101, align 8
  %.155 = fmul double %.154.pre, 2.000000e+00
  store double %.155, double* %101, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %middle.block, %for.end.loopexit77
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i25 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.36, i32 32), !noalias !15
  %.8.i.i26 = icmp eq i8* %.7.i.i25, null
  br i1 %.8.i.i26, label %for.end.endif.endif.endif.endif.endif.if, label %for.body.1.preheader, !prof !0

for.end.endif.endif.endif.endif.endif.thread:     ; preds = %B0.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i2566 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.36, i32 32), !noalias !15
  %.8.i.i2667 = icmp eq i8* %.7.i.i2566, null
  br i1 %.8.i.i2667, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.thread: ; preds = %for.end.endif.endif.endif.endif.endif.thread
  %.5.i3170 = getelementptr i8, i8* %.7.i.i2566, i64 24
  %102 = bitcast i8* %.5.i3170 to double**
  %.6.i324271 = load double*, double** %102, align 8
  br label %for.end.1

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif.thread, %for.end
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579445797888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.1.preheader:                             ; preds = %for.end
  %103 = icmp eq i64 %arg.x.5.0, 1
  %.5.i31 = getelementptr i8, i8* %.7.i.i25, i64 24
  %104 = bitcast i8* %.5.i31 to double**
  %.6.i3242 = load double*, double** %104, align 8
  br i1 %103, label %for.end.1.loopexit75, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check95 = icmp ult i64 %arg.x.5.0, 8
  br i1 %min.iters.check95, label %for.body.1.us.preheader105, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us.preheader
  %105 = bitcast double* %.6.i3242 to i8*
  %scevgep = getelementptr double, double* %.6.i3242, i64 %arg.x.5.0
  %scevgep84 = bitcast double* %scevgep to i8*
  %scevgep86 = getelementptr double, double* %arg.x.4, i64 %arg.x.5.0
  %106 = shl i64 %arg.x.5.0, 3
  %scevgep88 = getelementptr i8, i8* %.6.i, i64 %106
  %bound0 = icmp ult double* %.6.i3242, %scevgep86
  %bound1 = icmp ugt double* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  %bound089 = icmp ugt i8* %scevgep88, %105
  %bound190 = icmp ult i8* %.6.i, %scevgep84
  %found.conflict91 = and i1 %bound089, %bound190
  %conflict.rdx = or i1 %found.conflict, %found.conflict91
  br i1 %conflict.rdx, label %for.body.1.us.preheader105, label %vector.ph96

vector.ph96:                                      ; preds = %vector.memcheck
  %n.vec98 = and i64 %arg.x.5.0, -8
  %107 = add i64 %n.vec98, -8
  %108 = lshr exact i64 %107, 3
  %109 = add nuw nsw i64 %108, 1
  %xtraiter110 = and i64 %109, 7
  %110 = icmp ult i64 %107, 56
  br i1 %110, label %middle.block92.unr-lcssa, label %vector.ph96.new

vector.ph96.new:                                  ; preds = %vector.ph96
  %const647 = bitcast i64 4611686018427387896 to i64
  %unroll_iter113 = and i64 %109, %const647
  br label %vector.body94

vector.body94:                                    ; preds = %vector.body94, %vector.ph96.new
  %lsr.iv425 = phi i64 [ %lsr.iv.next426, %vector.body94 ], [ %unroll_iter113, %vector.ph96.new ]
  %index101 = phi i64 [ 0, %vector.ph96.new ], [ %index.next104.7, %vector.body94 ]
  %sunkaddr = mul i64 %index101, 8
  %111 = bitcast double* %arg.x.4 to i8*
  %sunkaddr648 = getelementptr i8, i8* %111, i64 %sunkaddr
  %112 = bitcast i8* %sunkaddr648 to <8 x double>*
  %wide.load102 = load <8 x double>, <8 x double>* %112, align 8, !alias.scope !22
  %sunkaddr649 = mul i64 %index101, 8
  %sunkaddr650 = getelementptr i8, i8* %.6.i, i64 %sunkaddr649
  %113 = bitcast i8* %sunkaddr650 to <8 x double>*
  %wide.load103 = load <8 x double>, <8 x double>* %113, align 8, !alias.scope !25
  %114 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load103)
  %115 = fmul <8 x double> %wide.load102, %114
  %sunkaddr651 = mul i64 %index101, 8
  %116 = bitcast double* %.6.i3242 to i8*
  %sunkaddr652 = getelementptr i8, i8* %116, i64 %sunkaddr651
  %117 = bitcast i8* %sunkaddr652 to <8 x double>*
  store <8 x double> %115, <8 x double>* %117, align 8, !alias.scope !27, !noalias !29
  %sunkaddr653 = mul i64 %index101, 8
  %118 = bitcast double* %arg.x.4 to i8*
  %sunkaddr654 = getelementptr i8, i8* %118, i64 %sunkaddr653
  %sunkaddr655 = getelementptr i8, i8* %sunkaddr654, i64 64
  %119 = bitcast i8* %sunkaddr655 to <8 x double>*
  %wide.load102.1 = load <8 x double>, <8 x double>* %119, align 8, !alias.scope !22
  %sunkaddr656 = mul i64 %index101, 8
  %sunkaddr657 = getelementptr i8, i8* %.6.i, i64 %sunkaddr656
  %sunkaddr658 = getelementptr i8, i8* %sunkaddr657, i64 64
  %120 = bitcast i8* %sunkaddr658 to <8 x double>*
  %wide.load103.1 = load <8 x double>, <8 x double>* %120, align 8, !alias.scope !25
  %121 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load103.1)
  %122 = fmul <8 x double> %wide.load102.1, %121
  %sunkaddr659 = mul i64 %index101, 8
  %123 = bitcast double* %.6.i3242 to i8*
  %sunkaddr660 = getelementptr i8, i8* %123, i64 %sunkaddr659
  %sunkaddr661 = getelementptr i8, i8* %sunkaddr660, i64 64
  %124 = bitcast i8* %sunkaddr661 to <8 x double>*
  store <8 x double> %122, <8 x double>* %124, align 8, !alias.scope !27, !noalias !29
  %sunkaddr662 = mul i64 %index101, 8
  %125 = bitcast double* %arg.x.4 to i8*
  %sunkaddr663 = getelementptr i8, i8* %125, i64 %sunkaddr662
  %sunkaddr664 = getelementptr i8, i8* %sunkaddr663, i64 128
  %126 = bitcast i8* %sunkaddr664 to <8 x double>*
  %wide.load102.2 = load <8 x double>, <8 x double>* %126, align 8, !alias.scope !22
  %sunkaddr665 = mul i64 %index101, 8
  %sunkaddr666 = getelementptr i8, i8* %.6.i, i64 %sunkaddr665
  %sunkaddr667 = getelementptr i8, i8* %sunkaddr666, i64 128
  %127 = bitcast i8* %sunkaddr667 to <8 x double>*
  %wide.load103.2 = load <8 x double>, <8 x double>* %127, align 8, !alias.scope !25
  %128 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load103.2)
  %129 = fmul <8 x double> %wide.load102.2, %128
  %sunkaddr668 = mul i64 %index101, 8
  %130 = bitcast double* %.6.i3242 to i8*
  %sunkaddr669 = getelementptr i8, i8* %130, i64 %sunkaddr668
  %sunkaddr670 = getelementptr i8, i8* %sunkaddr669, i64 128
  %131 = bitcast i8* %sunkaddr670 to <8 x double>*
  store <8 x double> %129, <8 x double>* %131, align 8, !alias.scope !27, !noalias !29
  %sunkaddr671 = mul i64 %index101, 8
  %132 = bitcast double* %arg.x.4 to i8*
  %sunkaddr672 = getelementptr i8, i8* %132, i64 %sunkaddr671
  %sunkaddr673 = getelementptr i8, i8* %sunkaddr672, i64 192
  %133 = bitcast i8* %sunkaddr673 to <8 x double>*
  %wide.load102.3 = load <8 x double>, <8 x double>* %133, align 8, !alias.scope !22
  %sunkaddr674 = mul i64 %index101, 8
  %sunkaddr675 = getelementptr i8, i8* %.6.i, i64 %sunkaddr674
  %sunkaddr676 = getelementptr i8, i8* %sunkaddr675, i64 192
  %134 = bitcast i8* %sunkaddr676 to <8 x double>*
  %wide.load103.3 = load <8 x double>, <8 x double>* %134, align 8, !alias.scope !25
  %135 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load103.3)
  %136 = fmul <8 x double> %wide.load102.3, %135
  %sunkaddr677 = mul i64 %index101, 8
  %137 = bitcast double* %.6.i3242 to i8*
  %sunkaddr678 = getelementptr i8, i8* %137, i64 %sunkaddr677
  %sunkaddr679 = getelementptr i8, i8* %sunkaddr678, i64 192
  %138 = bitcast i8* %sunkaddr679 to <8 x double>*
  store <8 x double> %136, <8 x double>* %138, align 8, !alias.scope !27, !noalias !29
  %sunkaddr680 = mul i64 %index101, 8
  %139 = bitcast double* %arg.x.4 to i8*
  %sunkaddr681 = getelementptr i8, i8* %139, i64 %sunkaddr680
  %sunkaddr682 = getelementptr i8, i8* %sunkaddr681, i64 256
  %140 = bitcast i8* %sunkaddr682 to <8 x double>*
  %wide.load102.4 = load <8 x double>, <8 x double>* %140, align 8, !alias.scope !22
  %sunkaddr683 = mul i64 %index101, 8
  %sunkaddr684 = getelementptr i8, i8* %.6.i, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, i8* %sunkaddr684, i64 256
  %141 = bitcast i8* %sunkaddr685 to <8 x double>*
  %wide.load103.4 = load <8 x double>, <8 x double>* %141, align 8, !alias.scope !25
  %142 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load103.4)
  %143 = fmul <8 x double> %wide.load102.4, %142
  %sunkaddr686 = mul i64 %index101, 8
  %144 = bitcast double* %.6.i3242 to i8*
  %sunkaddr687 = getelementptr i8, i8* %144, i64 %sunkaddr686
  %sunkaddr688 = getelementptr i8, i8* %sunkaddr687, i64 256
  %145 = bitcast i8* %sunkaddr688 to <8 x double>*
  store <8 x double> %143, <8 x double>* %145, align 8, !alias.scope !27, !noalias !29
  %sunkaddr689 = mul i64 %index101, 8
  %146 = bitcast double* %arg.x.4 to i8*
  %sunkaddr690 = getelementptr i8, i8* %146, i64 %sunkaddr689
  %sunkaddr691 = getelementptr i8, i8* %sunkaddr690, i64 320
  %147 = bitcast i8* %sunkaddr691 to <8 x double>*
  %wide.load102.5 = load <8 x double>, <8 x double>* %147, align 8, !alias.scope !22
  %sunkaddr692 = mul i64 %index101, 8
  %sunkaddr693 = getelementptr i8, i8* %.6.i, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, i8* %sunkaddr693, i64 320
  %148 = bitcast i8* %sunkaddr694 to <8 x double>*
  %wide.load103.5 = load <8 x double>, <8 x double>* %148, align 8, !alias.scope !25
  %149 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load103.5)
  %150 = fmul <8 x double> %wide.load102.5, %149
  %sunkaddr695 = mul i64 %index101, 8
  %151 = bitcast double* %.6.i3242 to i8*
  %sunkaddr696 = getelementptr i8, i8* %151, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, i8* %sunkaddr696, i64 320
  %152 = bitcast i8* %sunkaddr697 to <8 x double>*
  store <8 x double> %150, <8 x double>* %152, align 8, !alias.scope !27, !noalias !29
  %sunkaddr698 = mul i64 %index101, 8
  %153 = bitcast double* %arg.x.4 to i8*
  %sunkaddr699 = getelementptr i8, i8* %153, i64 %sunkaddr698
  %sunkaddr700 = getelementptr i8, i8* %sunkaddr699, i64 384
  %154 = bitcast i8* %sunkaddr700 to <8 x double>*
  %wide.load102.6 = load <8 x double>, <8 x double>* %154, align 8, !alias.scope !22
  %sunkaddr701 = mul i64 %index101, 8
  %sunkaddr702 = getelementptr i8, i8* %.6.i, i64 %sunkaddr701
  %sunkaddr703 = getelementptr i8, i8* %sunkaddr702, i64 384
  %155 = bitcast i8* %sunkaddr703 to <8 x double>*
  %wide.load103.6 = load <8 x double>, <8 x double>* %155, align 8, !alias.scope !25
  %156 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load103.6)
  %157 = fmul <8 x double> %wide.load102.6, %156
  %sunkaddr704 = mul i64 %index101, 8
  %158 = bitcast double* %.6.i3242 to i8*
  %sunkaddr705 = getelementptr i8, i8* %158, i64 %sunkaddr704
  %sunkaddr706 = getelementptr i8, i8* %sunkaddr705, i64 384
  %159 = bitcast i8* %sunkaddr706 to <8 x double>*
  store <8 x double> %157, <8 x double>* %159, align 8, !alias.scope !27, !noalias !29
  %sunkaddr707 = mul i64 %index101, 8
  %160 = bitcast double* %arg.x.4 to i8*
  %sunkaddr708 = getelementptr i8, i8* %160, i64 %sunkaddr707
  %sunkaddr709 = getelementptr i8, i8* %sunkaddr708, i64 448
  %161 = bitcast i8* %sunkaddr709 to <8 x double>*
  %wide.load102.7 = load <8 x double>, <8 x double>* %161, align 8, !alias.scope !22
  %sunkaddr710 = mul i64 %index101, 8
  %sunkaddr711 = getelementptr i8, i8* %.6.i, i64 %sunkaddr710
  %sunkaddr712 = getelementptr i8, i8* %sunkaddr711, i64 448
  %162 = bitcast i8* %sunkaddr712 to <8 x double>*
  %wide.load103.7 = load <8 x double>, <8 x double>* %162, align 8, !alias.scope !25
  %163 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load103.7)
  %164 = fmul <8 x double> %wide.load102.7, %163
  %sunkaddr713 = mul i64 %index101, 8
  %165 = bitcast double* %.6.i3242 to i8*
  %sunkaddr714 = getelementptr i8, i8* %165, i64 %sunkaddr713
  %sunkaddr715 = getelementptr i8, i8* %sunkaddr714, i64 448
  %166 = bitcast i8* %sunkaddr715 to <8 x double>*
  store <8 x double> %164, <8 x double>* %166, align 8, !alias.scope !27, !noalias !29
  %index.next104.7 = add i64 %index101, 64
  %lsr.iv.next426 = add i64 %lsr.iv425, -8
  %niter114.ncmp.7 = icmp eq i64 %lsr.iv.next426, 0
  br i1 %niter114.ncmp.7, label %middle.block92.unr-lcssa, label %vector.body94, !llvm.loop !30

middle.block92.unr-lcssa:                         ; preds = %vector.body94, %vector.ph96
  %index101.unr = phi i64 [ 0, %vector.ph96 ], [ %index.next104.7, %vector.body94 ]
  %lcmp.mod112.not = icmp eq i64 %xtraiter110, 0
  br i1 %lcmp.mod112.not, label %middle.block92, label %vector.body94.epil.preheader

vector.body94.epil.preheader:                     ; preds = %middle.block92.unr-lcssa
  %scevgep340 = getelementptr double, double* %.6.i3242, i64 %index101.unr
  %167 = shl i64 %index101.unr, 3
  %scevgep346 = getelementptr i8, i8* %.6.i, i64 %167
  %scevgep349 = getelementptr double, double* %arg.x.4, i64 %index101.unr
  %168 = shl nuw nsw i64 %xtraiter110, 6
  br label %vector.body94.epil

vector.body94.epil:                               ; preds = %vector.body94.epil.preheader, %vector.body94.epil
  %lsr.iv341 = phi i64 [ 0, %vector.body94.epil.preheader ], [ %lsr.iv.next342, %vector.body94.epil ]
  %169 = bitcast double* %scevgep349 to i8*
  %170 = bitcast double* %scevgep340 to i8*
  %uglygep351 = getelementptr i8, i8* %169, i64 %lsr.iv341
  %uglygep351352 = bitcast i8* %uglygep351 to <8 x double>*
  %wide.load102.epil = load <8 x double>, <8 x double>* %uglygep351352, align 8, !alias.scope !22
  %scevgep347 = getelementptr i8, i8* %scevgep346, i64 %lsr.iv341
  %scevgep347348 = bitcast i8* %scevgep347 to <8 x double>*
  %wide.load103.epil = load <8 x double>, <8 x double>* %scevgep347348, align 8, !alias.scope !25
  %171 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load103.epil)
  %172 = fmul <8 x double> %wide.load102.epil, %171
  %uglygep344 = getelementptr i8, i8* %170, i64 %lsr.iv341
  %uglygep344345 = bitcast i8* %uglygep344 to <8 x double>*
  store <8 x double> %172, <8 x double>* %uglygep344345, align 8, !alias.scope !27, !noalias !29
  %lsr.iv.next342 = add nuw nsw i64 %lsr.iv341, 64
  %epil.iter111.cmp.not = icmp eq i64 %168, %lsr.iv.next342
  br i1 %epil.iter111.cmp.not, label %middle.block92, label %vector.body94.epil, !llvm.loop !31

middle.block92:                                   ; preds = %vector.body94.epil, %middle.block92.unr-lcssa
  %cmp.n100 = icmp eq i64 %n.vec98, %arg.x.5.0
  br i1 %cmp.n100, label %for.end.1, label %for.body.1.us.preheader105

for.body.1.us.preheader105:                       ; preds = %vector.memcheck, %for.body.1.us.preheader, %middle.block92
  %loop.index.138.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us.preheader ], [ %n.vec98, %middle.block92 ]
  %173 = xor i64 %loop.index.138.us.ph, -1
  %174 = add i64 %173, %arg.x.5.0
  %xtraiter108 = and i64 %arg.x.5.0, 7
  %lcmp.mod109.not = icmp eq i64 %xtraiter108, 0
  br i1 %lcmp.mod109.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader105
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv338 = phi i64 [ %xtraiter108, %for.body.1.us.prol.preheader ], [ %lsr.iv.next339, %for.body.1.us.prol ]
  %loop.index.138.us.prol = phi i64 [ %.391.us.prol, %for.body.1.us.prol ], [ %loop.index.138.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep337 = getelementptr double, double* %arg.x.4, i64 %loop.index.138.us.prol
  %.35362.us.prol = load double, double* %scevgep337, align 8
  %175 = shl i64 %loop.index.138.us.prol, 3
  %scevgep335 = getelementptr i8, i8* %.6.i, i64 %175
  %scevgep335336 = bitcast i8* %scevgep335 to double*
  %.362.us.prol = load double, double* %scevgep335336, align 8
  %.13.i.us.prol = tail call double @llvm.sin.f64(double %.362.us.prol) #6
  %.18.i.us.prol = fmul double %.35362.us.prol, %.13.i.us.prol
  %scevgep334 = getelementptr double, double* %.6.i3242, i64 %loop.index.138.us.prol
  store double %.18.i.us.prol, double* %scevgep334, align 8
  %.391.us.prol = add nuw i64 %loop.index.138.us.prol, 1
  %lsr.iv.next339 = add nsw i64 %lsr.iv338, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next339, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !32

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader105
  %loop.index.138.us.unr = phi i64 [ %loop.index.138.us.ph, %for.body.1.us.preheader105 ], [ %.391.us.prol, %for.body.1.us.prol ]
  %176 = icmp ult i64 %174, 7
  br i1 %176, label %for.end.1, label %for.body.1.us.preheader120

for.body.1.us.preheader120:                       ; preds = %for.body.1.us.prol.loopexit
  %177 = sub i64 %arg.x.5.0, %loop.index.138.us.unr
  %178 = add i64 %loop.index.138.us.unr, 7
  %scevgep278 = getelementptr double, double* %.6.i3242, i64 %178
  %179 = shl i64 %loop.index.138.us.unr, 3
  %180 = add i64 %179, 56
  %scevgep294 = getelementptr i8, i8* %.6.i, i64 %180
  %scevgep318 = getelementptr double, double* %arg.x.4, i64 %178
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader120, %for.body.1.us
  %lsr.iv276 = phi i64 [ 0, %for.body.1.us.preheader120 ], [ %lsr.iv.next277, %for.body.1.us ]
  %scevgep330 = getelementptr double, double* %scevgep318, i64 %lsr.iv276
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -7
  %.35362.us = load double, double* %scevgep331, align 8
  %181 = shl i64 %lsr.iv276, 3
  %scevgep312 = getelementptr i8, i8* %scevgep294, i64 %181
  %scevgep312313 = bitcast i8* %scevgep312 to double*
  %scevgep314 = getelementptr double, double* %scevgep312313, i64 -7
  %.362.us = load double, double* %scevgep314, align 8
  %.13.i.us = tail call double @llvm.sin.f64(double %.362.us) #6
  %.18.i.us = fmul double %.35362.us, %.13.i.us
  %scevgep292 = getelementptr double, double* %scevgep278, i64 %lsr.iv276
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -7
  store double %.18.i.us, double* %scevgep293, align 8
  %scevgep332 = getelementptr double, double* %scevgep318, i64 %lsr.iv276
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -6
  %.35362.us.1 = load double, double* %scevgep333, align 8
  %182 = shl i64 %lsr.iv276, 3
  %scevgep315 = getelementptr i8, i8* %scevgep294, i64 %182
  %scevgep315316 = bitcast i8* %scevgep315 to double*
  %scevgep317 = getelementptr double, double* %scevgep315316, i64 -6
  %.362.us.1 = load double, double* %scevgep317, align 8
  %.13.i.us.1 = tail call double @llvm.sin.f64(double %.362.us.1) #6
  %.18.i.us.1 = fmul double %.35362.us.1, %.13.i.us.1
  %scevgep290 = getelementptr double, double* %scevgep278, i64 %lsr.iv276
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -6
  store double %.18.i.us.1, double* %scevgep291, align 8
  %scevgep328 = getelementptr double, double* %scevgep318, i64 %lsr.iv276
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -5
  %.35362.us.2 = load double, double* %scevgep329, align 8
  %183 = shl i64 %lsr.iv276, 3
  %scevgep309 = getelementptr i8, i8* %scevgep294, i64 %183
  %scevgep309310 = bitcast i8* %scevgep309 to double*
  %scevgep311 = getelementptr double, double* %scevgep309310, i64 -5
  %.362.us.2 = load double, double* %scevgep311, align 8
  %.13.i.us.2 = tail call double @llvm.sin.f64(double %.362.us.2) #6
  %.18.i.us.2 = fmul double %.35362.us.2, %.13.i.us.2
  %scevgep288 = getelementptr double, double* %scevgep278, i64 %lsr.iv276
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -5
  store double %.18.i.us.2, double* %scevgep289, align 8
  %scevgep326 = getelementptr double, double* %scevgep318, i64 %lsr.iv276
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -4
  %.35362.us.3 = load double, double* %scevgep327, align 8
  %184 = shl i64 %lsr.iv276, 3
  %scevgep306 = getelementptr i8, i8* %scevgep294, i64 %184
  %scevgep306307 = bitcast i8* %scevgep306 to double*
  %scevgep308 = getelementptr double, double* %scevgep306307, i64 -4
  %.362.us.3 = load double, double* %scevgep308, align 8
  %.13.i.us.3 = tail call double @llvm.sin.f64(double %.362.us.3) #6
  %.18.i.us.3 = fmul double %.35362.us.3, %.13.i.us.3
  %scevgep286 = getelementptr double, double* %scevgep278, i64 %lsr.iv276
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -4
  store double %.18.i.us.3, double* %scevgep287, align 8
  %scevgep324 = getelementptr double, double* %scevgep318, i64 %lsr.iv276
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -3
  %.35362.us.4 = load double, double* %scevgep325, align 8
  %185 = shl i64 %lsr.iv276, 3
  %scevgep303 = getelementptr i8, i8* %scevgep294, i64 %185
  %scevgep303304 = bitcast i8* %scevgep303 to double*
  %scevgep305 = getelementptr double, double* %scevgep303304, i64 -3
  %.362.us.4 = load double, double* %scevgep305, align 8
  %.13.i.us.4 = tail call double @llvm.sin.f64(double %.362.us.4) #6
  %.18.i.us.4 = fmul double %.35362.us.4, %.13.i.us.4
  %scevgep284 = getelementptr double, double* %scevgep278, i64 %lsr.iv276
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -3
  store double %.18.i.us.4, double* %scevgep285, align 8
  %scevgep322 = getelementptr double, double* %scevgep318, i64 %lsr.iv276
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -2
  %.35362.us.5 = load double, double* %scevgep323, align 8
  %186 = shl i64 %lsr.iv276, 3
  %scevgep300 = getelementptr i8, i8* %scevgep294, i64 %186
  %scevgep300301 = bitcast i8* %scevgep300 to double*
  %scevgep302 = getelementptr double, double* %scevgep300301, i64 -2
  %.362.us.5 = load double, double* %scevgep302, align 8
  %.13.i.us.5 = tail call double @llvm.sin.f64(double %.362.us.5) #6
  %.18.i.us.5 = fmul double %.35362.us.5, %.13.i.us.5
  %scevgep282 = getelementptr double, double* %scevgep278, i64 %lsr.iv276
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -2
  store double %.18.i.us.5, double* %scevgep283, align 8
  %scevgep320 = getelementptr double, double* %scevgep318, i64 %lsr.iv276
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -1
  %.35362.us.6 = load double, double* %scevgep321, align 8
  %187 = shl i64 %lsr.iv276, 3
  %scevgep297 = getelementptr i8, i8* %scevgep294, i64 %187
  %scevgep297298 = bitcast i8* %scevgep297 to double*
  %scevgep299 = getelementptr double, double* %scevgep297298, i64 -1
  %.362.us.6 = load double, double* %scevgep299, align 8
  %.13.i.us.6 = tail call double @llvm.sin.f64(double %.362.us.6) #6
  %.18.i.us.6 = fmul double %.35362.us.6, %.13.i.us.6
  %scevgep280 = getelementptr double, double* %scevgep278, i64 %lsr.iv276
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -1
  store double %.18.i.us.6, double* %scevgep281, align 8
  %scevgep319 = getelementptr double, double* %scevgep318, i64 %lsr.iv276
  %.35362.us.7 = load double, double* %scevgep319, align 8
  %188 = shl i64 %lsr.iv276, 3
  %scevgep295 = getelementptr i8, i8* %scevgep294, i64 %188
  %scevgep295296 = bitcast i8* %scevgep295 to double*
  %.362.us.7 = load double, double* %scevgep295296, align 8
  %.13.i.us.7 = tail call double @llvm.sin.f64(double %.362.us.7) #6
  %.18.i.us.7 = fmul double %.35362.us.7, %.13.i.us.7
  %scevgep279 = getelementptr double, double* %scevgep278, i64 %lsr.iv276
  store double %.18.i.us.7, double* %scevgep279, align 8
  %lsr.iv.next277 = add i64 %lsr.iv276, 8
  %exitcond.not.7 = icmp eq i64 %177, %lsr.iv.next277
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !33

for.end.1.loopexit75:                             ; preds = %for.body.1.preheader
  %189 = bitcast i8* %.6.i to double*
  %.35362 = load double, double* %arg.x.4, align 8
  %.362 = load double, double* %189, align 8
  %.13.i = tail call double @llvm.sin.f64(double %.362) #6
  %.18.i = fmul double %.35362, %.13.i
  store double %.18.i, double* %.6.i3242, align 8
  br label %for.end.1

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block92, %for.end.1.loopexit75, %for.end.endif.endif.endif.endif.endif.endif.thread
  %.6.i324273 = phi double* [ %.6.i324271, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.6.i3242, %for.end.1.loopexit75 ], [ %.6.i3242, %middle.block92 ], [ %.6.i3242, %for.body.1.us.prol.loopexit ], [ %.6.i3242, %for.body.1.us ]
  %.7.i.i256872 = phi i8* [ %.7.i.i2566, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i25, %for.end.1.loopexit75 ], [ %.7.i.i25, %middle.block92 ], [ %.7.i.i25, %for.body.1.us.prol.loopexit ], [ %.7.i.i25, %for.body.1.us ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.68.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #6
  %190 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %191 = icmp ult i64 %190, 7
  br i1 %191, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %192 = add nsw i64 %unroll_iter.i, -8
  %193 = lshr exact i64 %192, 3
  %194 = add nuw nsw i64 %193, 1
  %xtraiter = and i64 %194, 7
  %195 = icmp ult i64 %192, 56
  br i1 %195, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %194, %const
  %scevgep146 = getelementptr double, double* %.6.i324273, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %196 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep122 = getelementptr double, double* %.6.i324273, i64 %196
  %197 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %198 = bitcast double* %scevgep122 to i8*
  %uglygep143 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep143144 = bitcast i8* %uglygep143 to double*
  %scevgep145 = getelementptr double, double* %uglygep143144, i64 -7
  %.236.i.epil = load double, double* %scevgep145, align 8, !noalias !34
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep140 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep140141 = bitcast i8* %uglygep140 to double*
  %scevgep142 = getelementptr double, double* %uglygep140141, i64 -6
  %.236.1.i.epil = load double, double* %scevgep142, align 8, !noalias !34
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep137 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep137138 = bitcast i8* %uglygep137 to double*
  %scevgep139 = getelementptr double, double* %uglygep137138, i64 -5
  %.236.2.i.epil = load double, double* %scevgep139, align 8, !noalias !34
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep134 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep134135 = bitcast i8* %uglygep134 to double*
  %scevgep136 = getelementptr double, double* %uglygep134135, i64 -4
  %.236.3.i.epil = load double, double* %scevgep136, align 8, !noalias !34
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep131 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep131132 = bitcast i8* %uglygep131 to double*
  %scevgep133 = getelementptr double, double* %uglygep131132, i64 -3
  %.236.4.i.epil = load double, double* %scevgep133, align 8, !noalias !34
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep128 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep128129 = bitcast i8* %uglygep128 to double*
  %scevgep130 = getelementptr double, double* %uglygep128129, i64 -2
  %.236.5.i.epil = load double, double* %scevgep130, align 8, !noalias !34
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep125 = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep125126 = bitcast i8* %uglygep125 to double*
  %scevgep127 = getelementptr double, double* %uglygep125126, i64 -1
  %.236.6.i.epil = load double, double* %scevgep127, align 8, !noalias !34
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %198, i64 %lsr.iv
  %uglygep124 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep124, align 8, !noalias !34
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %197, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !37, !llvm.loop !38

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i324273, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep121 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep121, align 8, !noalias !34
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !37, !llvm.loop !39

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv274 = phi i64 [ %lsr.iv.next275, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep272 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -63
  %.236.i = load double, double* %scevgep273, align 8, !noalias !34
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep270 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -62
  %.236.1.i = load double, double* %scevgep271, align 8, !noalias !34
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep268 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -61
  %.236.2.i = load double, double* %scevgep269, align 8, !noalias !34
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep266 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -60
  %.236.3.i = load double, double* %scevgep267, align 8, !noalias !34
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep264 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -59
  %.236.4.i = load double, double* %scevgep265, align 8, !noalias !34
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep262 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -58
  %.236.5.i = load double, double* %scevgep263, align 8, !noalias !34
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep260 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -57
  %.236.6.i = load double, double* %scevgep261, align 8, !noalias !34
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep258 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -56
  %.236.7.i = load double, double* %scevgep259, align 8, !noalias !34
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep227 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep228 = getelementptr double, double* %scevgep227, i64 -55
  %.236.i.1 = load double, double* %scevgep228, align 8, !noalias !34
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep229 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep230 = getelementptr double, double* %scevgep229, i64 -54
  %.236.1.i.1 = load double, double* %scevgep230, align 8, !noalias !34
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep231 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep232 = getelementptr double, double* %scevgep231, i64 -53
  %.236.2.i.1 = load double, double* %scevgep232, align 8, !noalias !34
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep233 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep234 = getelementptr double, double* %scevgep233, i64 -52
  %.236.3.i.1 = load double, double* %scevgep234, align 8, !noalias !34
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep235 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep236 = getelementptr double, double* %scevgep235, i64 -51
  %.236.4.i.1 = load double, double* %scevgep236, align 8, !noalias !34
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep237 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep238 = getelementptr double, double* %scevgep237, i64 -50
  %.236.5.i.1 = load double, double* %scevgep238, align 8, !noalias !34
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep239 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep240 = getelementptr double, double* %scevgep239, i64 -49
  %.236.6.i.1 = load double, double* %scevgep240, align 8, !noalias !34
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep241 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep242 = getelementptr double, double* %scevgep241, i64 -48
  %.236.7.i.1 = load double, double* %scevgep242, align 8, !noalias !34
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep211 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep212 = getelementptr double, double* %scevgep211, i64 -47
  %.236.i.2 = load double, double* %scevgep212, align 8, !noalias !34
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep213 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep214 = getelementptr double, double* %scevgep213, i64 -46
  %.236.1.i.2 = load double, double* %scevgep214, align 8, !noalias !34
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep215 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep216 = getelementptr double, double* %scevgep215, i64 -45
  %.236.2.i.2 = load double, double* %scevgep216, align 8, !noalias !34
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep217 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep218 = getelementptr double, double* %scevgep217, i64 -44
  %.236.3.i.2 = load double, double* %scevgep218, align 8, !noalias !34
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep219 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep220 = getelementptr double, double* %scevgep219, i64 -43
  %.236.4.i.2 = load double, double* %scevgep220, align 8, !noalias !34
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep221 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep222 = getelementptr double, double* %scevgep221, i64 -42
  %.236.5.i.2 = load double, double* %scevgep222, align 8, !noalias !34
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep223 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep224 = getelementptr double, double* %scevgep223, i64 -41
  %.236.6.i.2 = load double, double* %scevgep224, align 8, !noalias !34
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep225 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep226 = getelementptr double, double* %scevgep225, i64 -40
  %.236.7.i.2 = load double, double* %scevgep226, align 8, !noalias !34
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep195 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep196 = getelementptr double, double* %scevgep195, i64 -39
  %.236.i.3 = load double, double* %scevgep196, align 8, !noalias !34
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep197 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep198 = getelementptr double, double* %scevgep197, i64 -38
  %.236.1.i.3 = load double, double* %scevgep198, align 8, !noalias !34
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep199 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep200 = getelementptr double, double* %scevgep199, i64 -37
  %.236.2.i.3 = load double, double* %scevgep200, align 8, !noalias !34
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep201 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep202 = getelementptr double, double* %scevgep201, i64 -36
  %.236.3.i.3 = load double, double* %scevgep202, align 8, !noalias !34
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep203 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep204 = getelementptr double, double* %scevgep203, i64 -35
  %.236.4.i.3 = load double, double* %scevgep204, align 8, !noalias !34
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep205 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep206 = getelementptr double, double* %scevgep205, i64 -34
  %.236.5.i.3 = load double, double* %scevgep206, align 8, !noalias !34
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep207 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep208 = getelementptr double, double* %scevgep207, i64 -33
  %.236.6.i.3 = load double, double* %scevgep208, align 8, !noalias !34
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep209 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep210 = getelementptr double, double* %scevgep209, i64 -32
  %.236.7.i.3 = load double, double* %scevgep210, align 8, !noalias !34
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep179 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -31
  %.236.i.4 = load double, double* %scevgep180, align 8, !noalias !34
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep181 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -30
  %.236.1.i.4 = load double, double* %scevgep182, align 8, !noalias !34
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep183 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -29
  %.236.2.i.4 = load double, double* %scevgep184, align 8, !noalias !34
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep185 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -28
  %.236.3.i.4 = load double, double* %scevgep186, align 8, !noalias !34
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep187 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -27
  %.236.4.i.4 = load double, double* %scevgep188, align 8, !noalias !34
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep189 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -26
  %.236.5.i.4 = load double, double* %scevgep190, align 8, !noalias !34
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep191 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep192 = getelementptr double, double* %scevgep191, i64 -25
  %.236.6.i.4 = load double, double* %scevgep192, align 8, !noalias !34
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep193 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep194 = getelementptr double, double* %scevgep193, i64 -24
  %.236.7.i.4 = load double, double* %scevgep194, align 8, !noalias !34
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep163 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep164 = getelementptr double, double* %scevgep163, i64 -23
  %.236.i.5 = load double, double* %scevgep164, align 8, !noalias !34
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep165 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep166 = getelementptr double, double* %scevgep165, i64 -22
  %.236.1.i.5 = load double, double* %scevgep166, align 8, !noalias !34
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep167 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep168 = getelementptr double, double* %scevgep167, i64 -21
  %.236.2.i.5 = load double, double* %scevgep168, align 8, !noalias !34
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep169 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep170 = getelementptr double, double* %scevgep169, i64 -20
  %.236.3.i.5 = load double, double* %scevgep170, align 8, !noalias !34
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep171 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep172 = getelementptr double, double* %scevgep171, i64 -19
  %.236.4.i.5 = load double, double* %scevgep172, align 8, !noalias !34
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep173 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep174 = getelementptr double, double* %scevgep173, i64 -18
  %.236.5.i.5 = load double, double* %scevgep174, align 8, !noalias !34
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep175 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -17
  %.236.6.i.5 = load double, double* %scevgep176, align 8, !noalias !34
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep177 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -16
  %.236.7.i.5 = load double, double* %scevgep178, align 8, !noalias !34
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep147 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep148 = getelementptr double, double* %scevgep147, i64 -15
  %.236.i.6 = load double, double* %scevgep148, align 8, !noalias !34
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep149 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep150 = getelementptr double, double* %scevgep149, i64 -14
  %.236.1.i.6 = load double, double* %scevgep150, align 8, !noalias !34
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep151 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep152 = getelementptr double, double* %scevgep151, i64 -13
  %.236.2.i.6 = load double, double* %scevgep152, align 8, !noalias !34
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep153 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep154 = getelementptr double, double* %scevgep153, i64 -12
  %.236.3.i.6 = load double, double* %scevgep154, align 8, !noalias !34
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep155 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep156 = getelementptr double, double* %scevgep155, i64 -11
  %.236.4.i.6 = load double, double* %scevgep156, align 8, !noalias !34
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep157 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep158 = getelementptr double, double* %scevgep157, i64 -10
  %.236.5.i.6 = load double, double* %scevgep158, align 8, !noalias !34
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep159 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep160 = getelementptr double, double* %scevgep159, i64 -9
  %.236.6.i.6 = load double, double* %scevgep160, align 8, !noalias !34
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep161 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep162 = getelementptr double, double* %scevgep161, i64 -8
  %.236.7.i.6 = load double, double* %scevgep162, align 8, !noalias !34
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep243 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep244 = getelementptr double, double* %scevgep243, i64 -7
  %.236.i.7 = load double, double* %scevgep244, align 8, !noalias !34
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep245 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep246 = getelementptr double, double* %scevgep245, i64 -6
  %.236.1.i.7 = load double, double* %scevgep246, align 8, !noalias !34
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep247 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep248 = getelementptr double, double* %scevgep247, i64 -5
  %.236.2.i.7 = load double, double* %scevgep248, align 8, !noalias !34
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep249 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep250 = getelementptr double, double* %scevgep249, i64 -4
  %.236.3.i.7 = load double, double* %scevgep250, align 8, !noalias !34
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep251 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep252 = getelementptr double, double* %scevgep251, i64 -3
  %.236.4.i.7 = load double, double* %scevgep252, align 8, !noalias !34
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep253 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -2
  %.236.5.i.7 = load double, double* %scevgep254, align 8, !noalias !34
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep255 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -1
  %.236.6.i.7 = load double, double* %scevgep256, align 8, !noalias !34
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep257 = getelementptr double, double* %scevgep146, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep257, align 8, !noalias !34
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next275 = add i64 %lsr.iv274, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next275, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i256872)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.copy_math, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([130 x i8], [130 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 %.36.fca.2.load, i64 8, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #3
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

define double @cfunc._ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.7, i64 undef) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !40

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fdb33e1fa10>", i64 0, i64 0))
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
declare double @llvm.sin.f64(double) #0

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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14, !10}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!16, !18, !19, !21}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = !{!28}
!28 = distinct !{!28, !24}
!29 = !{!23, !26}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !10}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!37 = !{!"branch_weights", i32 1, i32 7}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
!40 = !{!"branch_weights", i32 99, i32 1}
