; ModuleID = 'moments_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140138130044032 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140138130044032.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140138130044032 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140138130044032, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140138130044032.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.moments_f32 = internal constant [12 x i8] c"moments_f32\00"
@_ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f74736664d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f74736664d0>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f747375f190B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140138130876352 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140138130876352.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140138130876352 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140138130876352, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140138130876352.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v13B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f747375f290B3v14B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE([2 x float]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, float* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 4)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.1.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140138130044032, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140138130876352, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %const862 = bitcast i64 9223372036854775800 to i64
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to float**
  %.6.i103 = load float*, float** %0, align 8
  %.146100 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.146100, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.148.not, label %for.end.thread, label %iter.check

iter.check:                                       ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.x.5.0, 8
  br i1 %min.iters.check, label %for.body.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %scevgep = getelementptr float, float* %.6.i103, i64 %arg.x.5.0
  %scevgep133 = getelementptr float, float* %arg.x.4, i64 %arg.x.5.0
  %bound0 = icmp ult float* %.6.i103, %scevgep133
  %bound1 = icmp ugt float* %scevgep, %arg.x.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check135 = icmp ult i64 %arg.x.5.0, 64
  br i1 %min.iters.check135, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %arg.x.5.0, -64
  %1 = add i64 %n.vec, -64
  %2 = lshr exact i64 %1, 6
  %3 = add nuw nsw i64 %2, 1
  %xtraiter183 = and i64 %3, 7
  %4 = icmp ult i64 %1, 448
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter186 = and i64 %3, 576460752303423480
  %scevgep667 = getelementptr float, float* %arg.x.4, i64 496
  %scevgep763 = getelementptr float, float* %.6.i103, i64 496
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv859 = phi i64 [ %lsr.iv.next860, %vector.body ], [ %unroll_iter186, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep751 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep751752 = bitcast float* %scevgep751 to <16 x float>*
  %scevgep753 = getelementptr <16 x float>, <16 x float>* %scevgep751752, i64 -31
  %wide.load = load <16 x float>, <16 x float>* %scevgep753, align 4, !alias.scope !9
  %scevgep760 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep760761 = bitcast float* %scevgep760 to <16 x float>*
  %scevgep762 = getelementptr <16 x float>, <16 x float>* %scevgep760761, i64 -30
  %wide.load136 = load <16 x float>, <16 x float>* %scevgep762, align 4, !alias.scope !9
  %scevgep757 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep757758 = bitcast float* %scevgep757 to <16 x float>*
  %scevgep759 = getelementptr <16 x float>, <16 x float>* %scevgep757758, i64 -29
  %wide.load137 = load <16 x float>, <16 x float>* %scevgep759, align 4, !alias.scope !9
  %scevgep754 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep754755 = bitcast float* %scevgep754 to <16 x float>*
  %scevgep756 = getelementptr <16 x float>, <16 x float>* %scevgep754755, i64 -28
  %wide.load138 = load <16 x float>, <16 x float>* %scevgep756, align 4, !alias.scope !9
  %5 = fmul <16 x float> %wide.load, %wide.load
  %6 = fmul <16 x float> %wide.load136, %wide.load136
  %7 = fmul <16 x float> %wide.load137, %wide.load137
  %8 = fmul <16 x float> %wide.load138, %wide.load138
  %scevgep847 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep847848 = bitcast float* %scevgep847 to <16 x float>*
  %scevgep849 = getelementptr <16 x float>, <16 x float>* %scevgep847848, i64 -31
  store <16 x float> %5, <16 x float>* %scevgep849, align 4, !alias.scope !12, !noalias !9
  %scevgep856 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep856857 = bitcast float* %scevgep856 to <16 x float>*
  %scevgep858 = getelementptr <16 x float>, <16 x float>* %scevgep856857, i64 -30
  store <16 x float> %6, <16 x float>* %scevgep858, align 4, !alias.scope !12, !noalias !9
  %scevgep853 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep853854 = bitcast float* %scevgep853 to <16 x float>*
  %scevgep855 = getelementptr <16 x float>, <16 x float>* %scevgep853854, i64 -29
  store <16 x float> %7, <16 x float>* %scevgep855, align 4, !alias.scope !12, !noalias !9
  %scevgep850 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep850851 = bitcast float* %scevgep850 to <16 x float>*
  %scevgep852 = getelementptr <16 x float>, <16 x float>* %scevgep850851, i64 -28
  store <16 x float> %8, <16 x float>* %scevgep852, align 4, !alias.scope !12, !noalias !9
  %scevgep737 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep737738 = bitcast float* %scevgep737 to <16 x float>*
  %scevgep739 = getelementptr <16 x float>, <16 x float>* %scevgep737738, i64 -27
  %wide.load.1 = load <16 x float>, <16 x float>* %scevgep739, align 4, !alias.scope !9
  %scevgep734 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep734735 = bitcast float* %scevgep734 to <16 x float>*
  %scevgep736 = getelementptr <16 x float>, <16 x float>* %scevgep734735, i64 -26
  %wide.load136.1 = load <16 x float>, <16 x float>* %scevgep736, align 4, !alias.scope !9
  %scevgep731 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep731732 = bitcast float* %scevgep731 to <16 x float>*
  %scevgep733 = getelementptr <16 x float>, <16 x float>* %scevgep731732, i64 -25
  %wide.load137.1 = load <16 x float>, <16 x float>* %scevgep733, align 4, !alias.scope !9
  %scevgep728 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep728729 = bitcast float* %scevgep728 to <16 x float>*
  %scevgep730 = getelementptr <16 x float>, <16 x float>* %scevgep728729, i64 -24
  %wide.load138.1 = load <16 x float>, <16 x float>* %scevgep730, align 4, !alias.scope !9
  %9 = fmul <16 x float> %wide.load.1, %wide.load.1
  %10 = fmul <16 x float> %wide.load136.1, %wide.load136.1
  %11 = fmul <16 x float> %wide.load137.1, %wide.load137.1
  %12 = fmul <16 x float> %wide.load138.1, %wide.load138.1
  %scevgep833 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep833834 = bitcast float* %scevgep833 to <16 x float>*
  %scevgep835 = getelementptr <16 x float>, <16 x float>* %scevgep833834, i64 -27
  store <16 x float> %9, <16 x float>* %scevgep835, align 4, !alias.scope !12, !noalias !9
  %scevgep830 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep830831 = bitcast float* %scevgep830 to <16 x float>*
  %scevgep832 = getelementptr <16 x float>, <16 x float>* %scevgep830831, i64 -26
  store <16 x float> %10, <16 x float>* %scevgep832, align 4, !alias.scope !12, !noalias !9
  %scevgep827 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep827828 = bitcast float* %scevgep827 to <16 x float>*
  %scevgep829 = getelementptr <16 x float>, <16 x float>* %scevgep827828, i64 -25
  store <16 x float> %11, <16 x float>* %scevgep829, align 4, !alias.scope !12, !noalias !9
  %scevgep824 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep824825 = bitcast float* %scevgep824 to <16 x float>*
  %scevgep826 = getelementptr <16 x float>, <16 x float>* %scevgep824825, i64 -24
  store <16 x float> %12, <16 x float>* %scevgep826, align 4, !alias.scope !12, !noalias !9
  %scevgep725 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep725726 = bitcast float* %scevgep725 to <16 x float>*
  %scevgep727 = getelementptr <16 x float>, <16 x float>* %scevgep725726, i64 -23
  %wide.load.2 = load <16 x float>, <16 x float>* %scevgep727, align 4, !alias.scope !9
  %scevgep722 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep722723 = bitcast float* %scevgep722 to <16 x float>*
  %scevgep724 = getelementptr <16 x float>, <16 x float>* %scevgep722723, i64 -22
  %wide.load136.2 = load <16 x float>, <16 x float>* %scevgep724, align 4, !alias.scope !9
  %scevgep719 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep719720 = bitcast float* %scevgep719 to <16 x float>*
  %scevgep721 = getelementptr <16 x float>, <16 x float>* %scevgep719720, i64 -21
  %wide.load137.2 = load <16 x float>, <16 x float>* %scevgep721, align 4, !alias.scope !9
  %scevgep716 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep716717 = bitcast float* %scevgep716 to <16 x float>*
  %scevgep718 = getelementptr <16 x float>, <16 x float>* %scevgep716717, i64 -20
  %wide.load138.2 = load <16 x float>, <16 x float>* %scevgep718, align 4, !alias.scope !9
  %13 = fmul <16 x float> %wide.load.2, %wide.load.2
  %14 = fmul <16 x float> %wide.load136.2, %wide.load136.2
  %15 = fmul <16 x float> %wide.load137.2, %wide.load137.2
  %16 = fmul <16 x float> %wide.load138.2, %wide.load138.2
  %scevgep821 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep821822 = bitcast float* %scevgep821 to <16 x float>*
  %scevgep823 = getelementptr <16 x float>, <16 x float>* %scevgep821822, i64 -23
  store <16 x float> %13, <16 x float>* %scevgep823, align 4, !alias.scope !12, !noalias !9
  %scevgep818 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep818819 = bitcast float* %scevgep818 to <16 x float>*
  %scevgep820 = getelementptr <16 x float>, <16 x float>* %scevgep818819, i64 -22
  store <16 x float> %14, <16 x float>* %scevgep820, align 4, !alias.scope !12, !noalias !9
  %scevgep815 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep815816 = bitcast float* %scevgep815 to <16 x float>*
  %scevgep817 = getelementptr <16 x float>, <16 x float>* %scevgep815816, i64 -21
  store <16 x float> %15, <16 x float>* %scevgep817, align 4, !alias.scope !12, !noalias !9
  %scevgep812 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep812813 = bitcast float* %scevgep812 to <16 x float>*
  %scevgep814 = getelementptr <16 x float>, <16 x float>* %scevgep812813, i64 -20
  store <16 x float> %16, <16 x float>* %scevgep814, align 4, !alias.scope !12, !noalias !9
  %scevgep713 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep713714 = bitcast float* %scevgep713 to <16 x float>*
  %scevgep715 = getelementptr <16 x float>, <16 x float>* %scevgep713714, i64 -19
  %wide.load.3 = load <16 x float>, <16 x float>* %scevgep715, align 4, !alias.scope !9
  %scevgep710 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep710711 = bitcast float* %scevgep710 to <16 x float>*
  %scevgep712 = getelementptr <16 x float>, <16 x float>* %scevgep710711, i64 -18
  %wide.load136.3 = load <16 x float>, <16 x float>* %scevgep712, align 4, !alias.scope !9
  %scevgep707 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep707708 = bitcast float* %scevgep707 to <16 x float>*
  %scevgep709 = getelementptr <16 x float>, <16 x float>* %scevgep707708, i64 -17
  %wide.load137.3 = load <16 x float>, <16 x float>* %scevgep709, align 4, !alias.scope !9
  %scevgep704 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep704705 = bitcast float* %scevgep704 to <16 x float>*
  %scevgep706 = getelementptr <16 x float>, <16 x float>* %scevgep704705, i64 -16
  %wide.load138.3 = load <16 x float>, <16 x float>* %scevgep706, align 4, !alias.scope !9
  %17 = fmul <16 x float> %wide.load.3, %wide.load.3
  %18 = fmul <16 x float> %wide.load136.3, %wide.load136.3
  %19 = fmul <16 x float> %wide.load137.3, %wide.load137.3
  %20 = fmul <16 x float> %wide.load138.3, %wide.load138.3
  %scevgep809 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep809810 = bitcast float* %scevgep809 to <16 x float>*
  %scevgep811 = getelementptr <16 x float>, <16 x float>* %scevgep809810, i64 -19
  store <16 x float> %17, <16 x float>* %scevgep811, align 4, !alias.scope !12, !noalias !9
  %scevgep806 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep806807 = bitcast float* %scevgep806 to <16 x float>*
  %scevgep808 = getelementptr <16 x float>, <16 x float>* %scevgep806807, i64 -18
  store <16 x float> %18, <16 x float>* %scevgep808, align 4, !alias.scope !12, !noalias !9
  %scevgep803 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep803804 = bitcast float* %scevgep803 to <16 x float>*
  %scevgep805 = getelementptr <16 x float>, <16 x float>* %scevgep803804, i64 -17
  store <16 x float> %19, <16 x float>* %scevgep805, align 4, !alias.scope !12, !noalias !9
  %scevgep800 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep800801 = bitcast float* %scevgep800 to <16 x float>*
  %scevgep802 = getelementptr <16 x float>, <16 x float>* %scevgep800801, i64 -16
  store <16 x float> %20, <16 x float>* %scevgep802, align 4, !alias.scope !12, !noalias !9
  %scevgep701 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep701702 = bitcast float* %scevgep701 to <16 x float>*
  %scevgep703 = getelementptr <16 x float>, <16 x float>* %scevgep701702, i64 -15
  %wide.load.4 = load <16 x float>, <16 x float>* %scevgep703, align 4, !alias.scope !9
  %scevgep698 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep698699 = bitcast float* %scevgep698 to <16 x float>*
  %scevgep700 = getelementptr <16 x float>, <16 x float>* %scevgep698699, i64 -14
  %wide.load136.4 = load <16 x float>, <16 x float>* %scevgep700, align 4, !alias.scope !9
  %scevgep695 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep695696 = bitcast float* %scevgep695 to <16 x float>*
  %scevgep697 = getelementptr <16 x float>, <16 x float>* %scevgep695696, i64 -13
  %wide.load137.4 = load <16 x float>, <16 x float>* %scevgep697, align 4, !alias.scope !9
  %scevgep692 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep692693 = bitcast float* %scevgep692 to <16 x float>*
  %scevgep694 = getelementptr <16 x float>, <16 x float>* %scevgep692693, i64 -12
  %wide.load138.4 = load <16 x float>, <16 x float>* %scevgep694, align 4, !alias.scope !9
  %21 = fmul <16 x float> %wide.load.4, %wide.load.4
  %22 = fmul <16 x float> %wide.load136.4, %wide.load136.4
  %23 = fmul <16 x float> %wide.load137.4, %wide.load137.4
  %24 = fmul <16 x float> %wide.load138.4, %wide.load138.4
  %scevgep797 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep797798 = bitcast float* %scevgep797 to <16 x float>*
  %scevgep799 = getelementptr <16 x float>, <16 x float>* %scevgep797798, i64 -15
  store <16 x float> %21, <16 x float>* %scevgep799, align 4, !alias.scope !12, !noalias !9
  %scevgep794 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep794795 = bitcast float* %scevgep794 to <16 x float>*
  %scevgep796 = getelementptr <16 x float>, <16 x float>* %scevgep794795, i64 -14
  store <16 x float> %22, <16 x float>* %scevgep796, align 4, !alias.scope !12, !noalias !9
  %scevgep791 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep791792 = bitcast float* %scevgep791 to <16 x float>*
  %scevgep793 = getelementptr <16 x float>, <16 x float>* %scevgep791792, i64 -13
  store <16 x float> %23, <16 x float>* %scevgep793, align 4, !alias.scope !12, !noalias !9
  %scevgep788 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep788789 = bitcast float* %scevgep788 to <16 x float>*
  %scevgep790 = getelementptr <16 x float>, <16 x float>* %scevgep788789, i64 -12
  store <16 x float> %24, <16 x float>* %scevgep790, align 4, !alias.scope !12, !noalias !9
  %scevgep689 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep689690 = bitcast float* %scevgep689 to <16 x float>*
  %scevgep691 = getelementptr <16 x float>, <16 x float>* %scevgep689690, i64 -11
  %wide.load.5 = load <16 x float>, <16 x float>* %scevgep691, align 4, !alias.scope !9
  %scevgep686 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep686687 = bitcast float* %scevgep686 to <16 x float>*
  %scevgep688 = getelementptr <16 x float>, <16 x float>* %scevgep686687, i64 -10
  %wide.load136.5 = load <16 x float>, <16 x float>* %scevgep688, align 4, !alias.scope !9
  %scevgep683 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep683684 = bitcast float* %scevgep683 to <16 x float>*
  %scevgep685 = getelementptr <16 x float>, <16 x float>* %scevgep683684, i64 -9
  %wide.load137.5 = load <16 x float>, <16 x float>* %scevgep685, align 4, !alias.scope !9
  %scevgep680 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep680681 = bitcast float* %scevgep680 to <16 x float>*
  %scevgep682 = getelementptr <16 x float>, <16 x float>* %scevgep680681, i64 -8
  %wide.load138.5 = load <16 x float>, <16 x float>* %scevgep682, align 4, !alias.scope !9
  %25 = fmul <16 x float> %wide.load.5, %wide.load.5
  %26 = fmul <16 x float> %wide.load136.5, %wide.load136.5
  %27 = fmul <16 x float> %wide.load137.5, %wide.load137.5
  %28 = fmul <16 x float> %wide.load138.5, %wide.load138.5
  %scevgep785 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep785786 = bitcast float* %scevgep785 to <16 x float>*
  %scevgep787 = getelementptr <16 x float>, <16 x float>* %scevgep785786, i64 -11
  store <16 x float> %25, <16 x float>* %scevgep787, align 4, !alias.scope !12, !noalias !9
  %scevgep782 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep782783 = bitcast float* %scevgep782 to <16 x float>*
  %scevgep784 = getelementptr <16 x float>, <16 x float>* %scevgep782783, i64 -10
  store <16 x float> %26, <16 x float>* %scevgep784, align 4, !alias.scope !12, !noalias !9
  %scevgep779 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep779780 = bitcast float* %scevgep779 to <16 x float>*
  %scevgep781 = getelementptr <16 x float>, <16 x float>* %scevgep779780, i64 -9
  store <16 x float> %27, <16 x float>* %scevgep781, align 4, !alias.scope !12, !noalias !9
  %scevgep776 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep776777 = bitcast float* %scevgep776 to <16 x float>*
  %scevgep778 = getelementptr <16 x float>, <16 x float>* %scevgep776777, i64 -8
  store <16 x float> %28, <16 x float>* %scevgep778, align 4, !alias.scope !12, !noalias !9
  %scevgep677 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep677678 = bitcast float* %scevgep677 to <16 x float>*
  %scevgep679 = getelementptr <16 x float>, <16 x float>* %scevgep677678, i64 -7
  %wide.load.6 = load <16 x float>, <16 x float>* %scevgep679, align 4, !alias.scope !9
  %scevgep674 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep674675 = bitcast float* %scevgep674 to <16 x float>*
  %scevgep676 = getelementptr <16 x float>, <16 x float>* %scevgep674675, i64 -6
  %wide.load136.6 = load <16 x float>, <16 x float>* %scevgep676, align 4, !alias.scope !9
  %scevgep671 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep671672 = bitcast float* %scevgep671 to <16 x float>*
  %scevgep673 = getelementptr <16 x float>, <16 x float>* %scevgep671672, i64 -5
  %wide.load137.6 = load <16 x float>, <16 x float>* %scevgep673, align 4, !alias.scope !9
  %scevgep668 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep668669 = bitcast float* %scevgep668 to <16 x float>*
  %scevgep670 = getelementptr <16 x float>, <16 x float>* %scevgep668669, i64 -4
  %wide.load138.6 = load <16 x float>, <16 x float>* %scevgep670, align 4, !alias.scope !9
  %29 = fmul <16 x float> %wide.load.6, %wide.load.6
  %30 = fmul <16 x float> %wide.load136.6, %wide.load136.6
  %31 = fmul <16 x float> %wide.load137.6, %wide.load137.6
  %32 = fmul <16 x float> %wide.load138.6, %wide.load138.6
  %scevgep773 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep773774 = bitcast float* %scevgep773 to <16 x float>*
  %scevgep775 = getelementptr <16 x float>, <16 x float>* %scevgep773774, i64 -7
  store <16 x float> %29, <16 x float>* %scevgep775, align 4, !alias.scope !12, !noalias !9
  %scevgep770 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep770771 = bitcast float* %scevgep770 to <16 x float>*
  %scevgep772 = getelementptr <16 x float>, <16 x float>* %scevgep770771, i64 -6
  store <16 x float> %30, <16 x float>* %scevgep772, align 4, !alias.scope !12, !noalias !9
  %scevgep767 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep767768 = bitcast float* %scevgep767 to <16 x float>*
  %scevgep769 = getelementptr <16 x float>, <16 x float>* %scevgep767768, i64 -5
  store <16 x float> %31, <16 x float>* %scevgep769, align 4, !alias.scope !12, !noalias !9
  %scevgep764 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep764765 = bitcast float* %scevgep764 to <16 x float>*
  %scevgep766 = getelementptr <16 x float>, <16 x float>* %scevgep764765, i64 -4
  store <16 x float> %32, <16 x float>* %scevgep766, align 4, !alias.scope !12, !noalias !9
  %scevgep748 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep748749 = bitcast float* %scevgep748 to <16 x float>*
  %scevgep750 = getelementptr <16 x float>, <16 x float>* %scevgep748749, i64 -3
  %wide.load.7 = load <16 x float>, <16 x float>* %scevgep750, align 4, !alias.scope !9
  %scevgep745 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep745746 = bitcast float* %scevgep745 to <16 x float>*
  %scevgep747 = getelementptr <16 x float>, <16 x float>* %scevgep745746, i64 -2
  %wide.load136.7 = load <16 x float>, <16 x float>* %scevgep747, align 4, !alias.scope !9
  %scevgep742 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep742743 = bitcast float* %scevgep742 to <16 x float>*
  %scevgep744 = getelementptr <16 x float>, <16 x float>* %scevgep742743, i64 -1
  %wide.load137.7 = load <16 x float>, <16 x float>* %scevgep744, align 4, !alias.scope !9
  %scevgep740 = getelementptr float, float* %scevgep667, i64 %index
  %scevgep740741 = bitcast float* %scevgep740 to <16 x float>*
  %wide.load138.7 = load <16 x float>, <16 x float>* %scevgep740741, align 4, !alias.scope !9
  %33 = fmul <16 x float> %wide.load.7, %wide.load.7
  %34 = fmul <16 x float> %wide.load136.7, %wide.load136.7
  %35 = fmul <16 x float> %wide.load137.7, %wide.load137.7
  %36 = fmul <16 x float> %wide.load138.7, %wide.load138.7
  %scevgep844 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep844845 = bitcast float* %scevgep844 to <16 x float>*
  %scevgep846 = getelementptr <16 x float>, <16 x float>* %scevgep844845, i64 -3
  store <16 x float> %33, <16 x float>* %scevgep846, align 4, !alias.scope !12, !noalias !9
  %scevgep841 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep841842 = bitcast float* %scevgep841 to <16 x float>*
  %scevgep843 = getelementptr <16 x float>, <16 x float>* %scevgep841842, i64 -2
  store <16 x float> %34, <16 x float>* %scevgep843, align 4, !alias.scope !12, !noalias !9
  %scevgep838 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep838839 = bitcast float* %scevgep838 to <16 x float>*
  %scevgep840 = getelementptr <16 x float>, <16 x float>* %scevgep838839, i64 -1
  store <16 x float> %35, <16 x float>* %scevgep840, align 4, !alias.scope !12, !noalias !9
  %scevgep836 = getelementptr float, float* %scevgep763, i64 %index
  %scevgep836837 = bitcast float* %scevgep836 to <16 x float>*
  store <16 x float> %36, <16 x float>* %scevgep836837, align 4, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 512
  %lsr.iv.next860 = add i64 %lsr.iv859, -8
  %niter187.ncmp.7 = icmp eq i64 %lsr.iv.next860, 0
  br i1 %niter187.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod185.not = icmp eq i64 %xtraiter183, 0
  br i1 %lcmp.mod185.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %37 = add nuw nsw i64 %index.unr, 48
  %scevgep639 = getelementptr float, float* %.6.i103, i64 %37
  %scevgep654 = getelementptr float, float* %arg.x.4, i64 %37
  %38 = shl nuw nsw i64 %xtraiter183, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv640 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next641, %vector.body.epil ]
  %39 = bitcast float* %scevgep654 to i8*
  %40 = bitcast float* %scevgep639 to i8*
  %uglygep664 = getelementptr i8, i8* %39, i64 %lsr.iv640
  %uglygep664665 = bitcast i8* %uglygep664 to <16 x float>*
  %scevgep666 = getelementptr <16 x float>, <16 x float>* %uglygep664665, i64 -3
  %wide.load.epil = load <16 x float>, <16 x float>* %scevgep666, align 4, !alias.scope !9
  %uglygep661 = getelementptr i8, i8* %39, i64 %lsr.iv640
  %uglygep661662 = bitcast i8* %uglygep661 to <16 x float>*
  %scevgep663 = getelementptr <16 x float>, <16 x float>* %uglygep661662, i64 -2
  %wide.load136.epil = load <16 x float>, <16 x float>* %scevgep663, align 4, !alias.scope !9
  %uglygep658 = getelementptr i8, i8* %39, i64 %lsr.iv640
  %uglygep658659 = bitcast i8* %uglygep658 to <16 x float>*
  %scevgep660 = getelementptr <16 x float>, <16 x float>* %uglygep658659, i64 -1
  %wide.load137.epil = load <16 x float>, <16 x float>* %scevgep660, align 4, !alias.scope !9
  %uglygep656 = getelementptr i8, i8* %39, i64 %lsr.iv640
  %uglygep656657 = bitcast i8* %uglygep656 to <16 x float>*
  %wide.load138.epil = load <16 x float>, <16 x float>* %uglygep656657, align 4, !alias.scope !9
  %41 = fmul <16 x float> %wide.load.epil, %wide.load.epil
  %42 = fmul <16 x float> %wide.load136.epil, %wide.load136.epil
  %43 = fmul <16 x float> %wide.load137.epil, %wide.load137.epil
  %44 = fmul <16 x float> %wide.load138.epil, %wide.load138.epil
  %uglygep651 = getelementptr i8, i8* %40, i64 %lsr.iv640
  %uglygep651652 = bitcast i8* %uglygep651 to <16 x float>*
  %scevgep653 = getelementptr <16 x float>, <16 x float>* %uglygep651652, i64 -3
  store <16 x float> %41, <16 x float>* %scevgep653, align 4, !alias.scope !12, !noalias !9
  %uglygep648 = getelementptr i8, i8* %40, i64 %lsr.iv640
  %uglygep648649 = bitcast i8* %uglygep648 to <16 x float>*
  %scevgep650 = getelementptr <16 x float>, <16 x float>* %uglygep648649, i64 -2
  store <16 x float> %42, <16 x float>* %scevgep650, align 4, !alias.scope !12, !noalias !9
  %uglygep645 = getelementptr i8, i8* %40, i64 %lsr.iv640
  %uglygep645646 = bitcast i8* %uglygep645 to <16 x float>*
  %scevgep647 = getelementptr <16 x float>, <16 x float>* %uglygep645646, i64 -1
  store <16 x float> %43, <16 x float>* %scevgep647, align 4, !alias.scope !12, !noalias !9
  %uglygep643 = getelementptr i8, i8* %40, i64 %lsr.iv640
  %uglygep643644 = bitcast i8* %uglygep643 to <16 x float>*
  store <16 x float> %44, <16 x float>* %uglygep643644, align 4, !alias.scope !12, !noalias !9
  %lsr.iv.next641 = add nuw nsw i64 %lsr.iv640, 256
  %epil.iter184.cmp.not = icmp eq i64 %38, %lsr.iv.next641
  br i1 %epil.iter184.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.x.5.0
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %arg.x.5.0, 56
  %min.epilog.iters.check = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec140 = and i64 %arg.x.5.0, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index142 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next144, %vec.epilog.vector.body ]
  %scevgep635 = getelementptr float, float* %arg.x.4, i64 %index142
  %scevgep635636 = bitcast float* %scevgep635 to <8 x float>*
  %wide.load143 = load <8 x float>, <8 x float>* %scevgep635636, align 4
  %45 = fmul <8 x float> %wide.load143, %wide.load143
  %scevgep637 = getelementptr float, float* %.6.i103, i64 %index142
  %scevgep637638 = bitcast float* %scevgep637 to <8 x float>*
  store <8 x float> %45, <8 x float>* %scevgep637638, align 4
  %index.next144 = add nuw i64 %index142, 8
  %46 = icmp eq i64 %n.vec140, %index.next144
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n141 = icmp eq i64 %n.vec140, %arg.x.5.0
  br i1 %cmp.n141, label %for.end, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index102.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec140, %vec.epilog.middle.block ]
  %47 = xor i64 %loop.index102.us.ph, -1
  %48 = add i64 %47, %arg.x.5.0
  %xtraiter180 = and i64 %arg.x.5.0, 7
  %lcmp.mod181.not = icmp eq i64 %xtraiter180, 0
  br i1 %lcmp.mod181.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv633 = phi i64 [ %xtraiter180, %for.body.us.prol.preheader ], [ %lsr.iv.next634, %for.body.us.prol ]
  %loop.index102.us.prol = phi i64 [ %.185.us.prol, %for.body.us.prol ], [ %loop.index102.us.ph, %for.body.us.prol.preheader ]
  %scevgep632 = getelementptr float, float* %arg.x.4, i64 %loop.index102.us.prol
  %.156.us.prol = load float, float* %scevgep632, align 4
  %.5.i72.us.prol = fmul float %.156.us.prol, %.156.us.prol
  %scevgep631 = getelementptr float, float* %.6.i103, i64 %loop.index102.us.prol
  store float %.5.i72.us.prol, float* %scevgep631, align 4
  %.185.us.prol = add nuw i64 %loop.index102.us.prol, 1
  %lsr.iv.next634 = add nsw i64 %lsr.iv633, -1
  %prol.iter182.cmp.not = icmp eq i64 %lsr.iv.next634, 0
  br i1 %prol.iter182.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !20

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader
  %loop.index102.us.unr = phi i64 [ %loop.index102.us.ph, %for.body.us.preheader ], [ %.185.us.prol, %for.body.us.prol ]
  %49 = icmp ult i64 %48, 7
  br i1 %49, label %for.end, label %for.body.us.preheader189

for.body.us.preheader189:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader189, %for.body.us
  %loop.index102.us = phi i64 [ %.185.us.7, %for.body.us ], [ %loop.index102.us.unr, %for.body.us.preheader189 ]
  %sunkaddr = mul i64 %loop.index102.us, 4
  %50 = bitcast float* %arg.x.4 to i8*
  %sunkaddr863 = getelementptr i8, i8* %50, i64 %sunkaddr
  %51 = bitcast i8* %sunkaddr863 to float*
  %.156.us = load float, float* %51, align 4
  %.5.i72.us = fmul float %.156.us, %.156.us
  %sunkaddr864 = mul i64 %loop.index102.us, 4
  %52 = bitcast float* %.6.i103 to i8*
  %sunkaddr865 = getelementptr i8, i8* %52, i64 %sunkaddr864
  %53 = bitcast i8* %sunkaddr865 to float*
  store float %.5.i72.us, float* %53, align 4
  %sunkaddr866 = mul i64 %loop.index102.us, 4
  %54 = bitcast float* %arg.x.4 to i8*
  %sunkaddr867 = getelementptr i8, i8* %54, i64 %sunkaddr866
  %sunkaddr868 = getelementptr i8, i8* %sunkaddr867, i64 4
  %55 = bitcast i8* %sunkaddr868 to float*
  %.156.us.1 = load float, float* %55, align 4
  %.5.i72.us.1 = fmul float %.156.us.1, %.156.us.1
  %sunkaddr869 = mul i64 %loop.index102.us, 4
  %56 = bitcast float* %.6.i103 to i8*
  %sunkaddr870 = getelementptr i8, i8* %56, i64 %sunkaddr869
  %sunkaddr871 = getelementptr i8, i8* %sunkaddr870, i64 4
  %57 = bitcast i8* %sunkaddr871 to float*
  store float %.5.i72.us.1, float* %57, align 4
  %sunkaddr872 = mul i64 %loop.index102.us, 4
  %58 = bitcast float* %arg.x.4 to i8*
  %sunkaddr873 = getelementptr i8, i8* %58, i64 %sunkaddr872
  %sunkaddr874 = getelementptr i8, i8* %sunkaddr873, i64 8
  %59 = bitcast i8* %sunkaddr874 to float*
  %.156.us.2 = load float, float* %59, align 4
  %.5.i72.us.2 = fmul float %.156.us.2, %.156.us.2
  %sunkaddr875 = mul i64 %loop.index102.us, 4
  %60 = bitcast float* %.6.i103 to i8*
  %sunkaddr876 = getelementptr i8, i8* %60, i64 %sunkaddr875
  %sunkaddr877 = getelementptr i8, i8* %sunkaddr876, i64 8
  %61 = bitcast i8* %sunkaddr877 to float*
  store float %.5.i72.us.2, float* %61, align 4
  %sunkaddr878 = mul i64 %loop.index102.us, 4
  %62 = bitcast float* %arg.x.4 to i8*
  %sunkaddr879 = getelementptr i8, i8* %62, i64 %sunkaddr878
  %sunkaddr880 = getelementptr i8, i8* %sunkaddr879, i64 12
  %63 = bitcast i8* %sunkaddr880 to float*
  %.156.us.3 = load float, float* %63, align 4
  %.5.i72.us.3 = fmul float %.156.us.3, %.156.us.3
  %sunkaddr881 = mul i64 %loop.index102.us, 4
  %64 = bitcast float* %.6.i103 to i8*
  %sunkaddr882 = getelementptr i8, i8* %64, i64 %sunkaddr881
  %sunkaddr883 = getelementptr i8, i8* %sunkaddr882, i64 12
  %65 = bitcast i8* %sunkaddr883 to float*
  store float %.5.i72.us.3, float* %65, align 4
  %sunkaddr884 = mul i64 %loop.index102.us, 4
  %66 = bitcast float* %arg.x.4 to i8*
  %sunkaddr885 = getelementptr i8, i8* %66, i64 %sunkaddr884
  %sunkaddr886 = getelementptr i8, i8* %sunkaddr885, i64 16
  %67 = bitcast i8* %sunkaddr886 to float*
  %.156.us.4 = load float, float* %67, align 4
  %.5.i72.us.4 = fmul float %.156.us.4, %.156.us.4
  %sunkaddr887 = mul i64 %loop.index102.us, 4
  %68 = bitcast float* %.6.i103 to i8*
  %sunkaddr888 = getelementptr i8, i8* %68, i64 %sunkaddr887
  %sunkaddr889 = getelementptr i8, i8* %sunkaddr888, i64 16
  %69 = bitcast i8* %sunkaddr889 to float*
  store float %.5.i72.us.4, float* %69, align 4
  %sunkaddr890 = mul i64 %loop.index102.us, 4
  %70 = bitcast float* %arg.x.4 to i8*
  %sunkaddr891 = getelementptr i8, i8* %70, i64 %sunkaddr890
  %sunkaddr892 = getelementptr i8, i8* %sunkaddr891, i64 20
  %71 = bitcast i8* %sunkaddr892 to float*
  %.156.us.5 = load float, float* %71, align 4
  %.5.i72.us.5 = fmul float %.156.us.5, %.156.us.5
  %sunkaddr893 = mul i64 %loop.index102.us, 4
  %72 = bitcast float* %.6.i103 to i8*
  %sunkaddr894 = getelementptr i8, i8* %72, i64 %sunkaddr893
  %sunkaddr895 = getelementptr i8, i8* %sunkaddr894, i64 20
  %73 = bitcast i8* %sunkaddr895 to float*
  store float %.5.i72.us.5, float* %73, align 4
  %sunkaddr896 = mul i64 %loop.index102.us, 4
  %74 = bitcast float* %arg.x.4 to i8*
  %sunkaddr897 = getelementptr i8, i8* %74, i64 %sunkaddr896
  %sunkaddr898 = getelementptr i8, i8* %sunkaddr897, i64 24
  %75 = bitcast i8* %sunkaddr898 to float*
  %.156.us.6 = load float, float* %75, align 4
  %.5.i72.us.6 = fmul float %.156.us.6, %.156.us.6
  %sunkaddr899 = mul i64 %loop.index102.us, 4
  %76 = bitcast float* %.6.i103 to i8*
  %sunkaddr900 = getelementptr i8, i8* %76, i64 %sunkaddr899
  %sunkaddr901 = getelementptr i8, i8* %sunkaddr900, i64 24
  %77 = bitcast i8* %sunkaddr901 to float*
  store float %.5.i72.us.6, float* %77, align 4
  %sunkaddr902 = mul i64 %loop.index102.us, 4
  %78 = bitcast float* %arg.x.4 to i8*
  %sunkaddr903 = getelementptr i8, i8* %78, i64 %sunkaddr902
  %sunkaddr904 = getelementptr i8, i8* %sunkaddr903, i64 28
  %79 = bitcast i8* %sunkaddr904 to float*
  %.156.us.7 = load float, float* %79, align 4
  %.5.i72.us.7 = fmul float %.156.us.7, %.156.us.7
  %sunkaddr905 = mul i64 %loop.index102.us, 4
  %80 = bitcast float* %.6.i103 to i8*
  %sunkaddr906 = getelementptr i8, i8* %80, i64 %sunkaddr905
  %sunkaddr907 = getelementptr i8, i8* %sunkaddr906, i64 28
  %81 = bitcast i8* %sunkaddr907 to float*
  store float %.5.i72.us.7, float* %81, align 4
  %.185.us.7 = add nuw nsw i64 %loop.index102.us, 8
  %exitcond126.not.7 = icmp eq i64 %arg.x.5.0, %.185.us.7
  br i1 %exitcond126.not.7, label %for.end, label %for.body.us, !llvm.loop !21

for.end.thread:                                   ; preds = %for.body.preheader
  %.156 = load float, float* %arg.x.4, align 4
  %.5.i72 = fmul float %.156, %.156
  store float %.5.i72, float* %.6.i103, align 4
  br label %B50.endif.preheader.i8

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %B0.endif.endif.endif.endif
  %.68.i4 = icmp eq i64 %arg.x.5.0, 0
  br i1 %.68.i4, label %for.end.endif.endif.endif.endif, label %B50.endif.preheader.i8, !prof !0

B50.endif.preheader.i8:                           ; preds = %for.end.thread, %for.end
  %smax.i6 = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #5
  %82 = add nsw i64 %smax.i6, -1
  %xtraiter.i7 = and i64 %smax.i6, 7
  %83 = icmp ult i64 %82, 7
  br i1 %83, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.preheader.new.i10

B50.endif.preheader.new.i10:                      ; preds = %B50.endif.preheader.i8
  %unroll_iter.i9 = and i64 %smax.i6, %const862
  %84 = add nsw i64 %unroll_iter.i9, -8
  %85 = lshr exact i64 %84, 3
  %86 = add nuw nsw i64 %85, 1
  %xtraiter174 = and i64 %86, 7
  %87 = icmp ult i64 %84, 56
  br i1 %87, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, label %B50.endif.preheader.new.i10.new

B50.endif.preheader.new.i10.new:                  ; preds = %B50.endif.preheader.new.i10
  %const861 = bitcast i64 4611686018427387896 to i64
  %unroll_iter178 = and i64 %86, %const861
  %scevgep469 = getelementptr float, float* %.6.i103, i64 63
  br label %B50.endif.i62

common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa: ; preds = %B50.endif.i62, %B50.endif.preheader.new.i10
  %.239.7.i60.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i10 ], [ %.239.7.i60.7, %B50.endif.i62 ]
  %c.2.07.i27.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i10 ], [ %.239.7.i60.7, %B50.endif.i62 ]
  %.70.06.i28.unr = phi i64 [ 0, %B50.endif.preheader.new.i10 ], [ %.182.7.i56.7, %B50.endif.i62 ]
  %lcmp.mod176.not = icmp eq i64 %xtraiter174, 0
  br i1 %lcmp.mod176.not, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.i62.epil.preheader

B50.endif.i62.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa
  %88 = add nuw nsw i64 %.70.06.i28.unr, 7
  %scevgep442 = getelementptr float, float* %.6.i103, i64 %88
  %89 = shl nuw nsw i64 %xtraiter174, 5
  br label %B50.endif.i62.epil

B50.endif.i62.epil:                               ; preds = %B50.endif.i62.epil.preheader, %B50.endif.i62.epil
  %lsr.iv443 = phi i64 [ 0, %B50.endif.i62.epil.preheader ], [ %lsr.iv.next444, %B50.endif.i62.epil ]
  %c.2.07.i27.epil = phi float [ %.239.7.i60.epil, %B50.endif.i62.epil ], [ %c.2.07.i27.unr, %B50.endif.i62.epil.preheader ]
  %90 = bitcast float* %scevgep442 to i8*
  %uglygep466 = getelementptr i8, i8* %90, i64 %lsr.iv443
  %uglygep466467 = bitcast i8* %uglygep466 to float*
  %scevgep468 = getelementptr float, float* %uglygep466467, i64 -7
  %.236.i30.epil = load float, float* %scevgep468, align 4, !noalias !22
  %.239.i31.epil = fadd float %c.2.07.i27.epil, %.236.i30.epil
  %uglygep463 = getelementptr i8, i8* %90, i64 %lsr.iv443
  %uglygep463464 = bitcast i8* %uglygep463 to float*
  %scevgep465 = getelementptr float, float* %uglygep463464, i64 -6
  %.236.1.i34.epil = load float, float* %scevgep465, align 4, !noalias !22
  %.239.1.i35.epil = fadd float %.239.i31.epil, %.236.1.i34.epil
  %uglygep460 = getelementptr i8, i8* %90, i64 %lsr.iv443
  %uglygep460461 = bitcast i8* %uglygep460 to float*
  %scevgep462 = getelementptr float, float* %uglygep460461, i64 -5
  %.236.2.i38.epil = load float, float* %scevgep462, align 4, !noalias !22
  %.239.2.i39.epil = fadd float %.239.1.i35.epil, %.236.2.i38.epil
  %uglygep457 = getelementptr i8, i8* %90, i64 %lsr.iv443
  %uglygep457458 = bitcast i8* %uglygep457 to float*
  %scevgep459 = getelementptr float, float* %uglygep457458, i64 -4
  %.236.3.i42.epil = load float, float* %scevgep459, align 4, !noalias !22
  %.239.3.i43.epil = fadd float %.239.2.i39.epil, %.236.3.i42.epil
  %uglygep454 = getelementptr i8, i8* %90, i64 %lsr.iv443
  %uglygep454455 = bitcast i8* %uglygep454 to float*
  %scevgep456 = getelementptr float, float* %uglygep454455, i64 -3
  %.236.4.i46.epil = load float, float* %scevgep456, align 4, !noalias !22
  %.239.4.i47.epil = fadd float %.239.3.i43.epil, %.236.4.i46.epil
  %uglygep451 = getelementptr i8, i8* %90, i64 %lsr.iv443
  %uglygep451452 = bitcast i8* %uglygep451 to float*
  %scevgep453 = getelementptr float, float* %uglygep451452, i64 -2
  %.236.5.i50.epil = load float, float* %scevgep453, align 4, !noalias !22
  %.239.5.i51.epil = fadd float %.239.4.i47.epil, %.236.5.i50.epil
  %uglygep448 = getelementptr i8, i8* %90, i64 %lsr.iv443
  %uglygep448449 = bitcast i8* %uglygep448 to float*
  %scevgep450 = getelementptr float, float* %uglygep448449, i64 -1
  %.236.6.i54.epil = load float, float* %scevgep450, align 4, !noalias !22
  %.239.6.i55.epil = fadd float %.239.5.i51.epil, %.236.6.i54.epil
  %uglygep446 = getelementptr i8, i8* %90, i64 %lsr.iv443
  %uglygep446447 = bitcast i8* %uglygep446 to float*
  %.236.7.i59.epil = load float, float* %uglygep446447, align 4, !noalias !22
  %.239.7.i60.epil = fadd float %.239.6.i55.epil, %.236.7.i59.epil
  %lsr.iv.next444 = add nuw nsw i64 %lsr.iv443, 32
  %epil.iter175.cmp.not = icmp eq i64 %89, %lsr.iv.next444
  br i1 %epil.iter175.cmp.not, label %common.ret.loopexit.unr-lcssa.i15, label %B50.endif.i62.epil, !prof !25, !llvm.loop !26

common.ret.loopexit.unr-lcssa.i15:                ; preds = %B50.endif.i62.epil, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, %B50.endif.preheader.i8
  %.239.lcssa.ph.i11 = phi float [ undef, %B50.endif.preheader.i8 ], [ %.239.7.i60.lcssa.ph, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %.239.7.i60.epil, %B50.endif.i62.epil ]
  %c.2.07.unr.i12 = phi float [ 0.000000e+00, %B50.endif.preheader.i8 ], [ %.239.7.i60.lcssa.ph, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %.239.7.i60.epil, %B50.endif.i62.epil ]
  %.70.06.unr.i13 = phi i64 [ 0, %B50.endif.preheader.i8 ], [ %unroll_iter.i9, %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa ], [ %unroll_iter.i9, %B50.endif.i62.epil ]
  %lcmp.mod.not.i14 = icmp eq i64 %xtraiter.i7, 0
  br i1 %lcmp.mod.not.i14, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.preheader.i17

B50.endif.epil.preheader.i17:                     ; preds = %common.ret.loopexit.unr-lcssa.i15
  %scevgep.i16 = getelementptr float, float* %.6.i103, i64 %.70.06.unr.i13
  br label %B50.endif.epil.i25

B50.endif.epil.i25:                               ; preds = %B50.endif.epil.i25, %B50.endif.epil.preheader.i17
  %c.2.07.epil.i18 = phi float [ %.239.epil.i22, %B50.endif.epil.i25 ], [ %c.2.07.unr.i12, %B50.endif.epil.preheader.i17 ]
  %epil.iter.i19 = phi i64 [ %epil.iter.next.i23, %B50.endif.epil.i25 ], [ 0, %B50.endif.epil.preheader.i17 ]
  %scevgep441 = getelementptr float, float* %scevgep.i16, i64 %epil.iter.i19
  %.236.epil.i21 = load float, float* %scevgep441, align 4, !noalias !22
  %.239.epil.i22 = fadd float %c.2.07.epil.i18, %.236.epil.i21
  %epil.iter.next.i23 = add nuw nsw i64 %epil.iter.i19, 1
  %epil.iter.cmp.not.i24 = icmp eq i64 %xtraiter.i7, %epil.iter.next.i23
  br i1 %epil.iter.cmp.not.i24, label %for.end.endif.endif.endif.endif, label %B50.endif.epil.i25, !prof !25, !llvm.loop !27

B50.endif.i62:                                    ; preds = %B50.endif.i62, %B50.endif.preheader.new.i10.new
  %lsr.iv597 = phi i64 [ %lsr.iv.next598, %B50.endif.i62 ], [ %unroll_iter178, %B50.endif.preheader.new.i10.new ]
  %c.2.07.i27 = phi float [ 0.000000e+00, %B50.endif.preheader.new.i10.new ], [ %.239.7.i60.7, %B50.endif.i62 ]
  %.70.06.i28 = phi i64 [ 0, %B50.endif.preheader.new.i10.new ], [ %.182.7.i56.7, %B50.endif.i62 ]
  %scevgep595 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep596 = getelementptr float, float* %scevgep595, i64 -63
  %.236.i30 = load float, float* %scevgep596, align 4, !noalias !22
  %.239.i31 = fadd float %c.2.07.i27, %.236.i30
  %scevgep593 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep594 = getelementptr float, float* %scevgep593, i64 -62
  %.236.1.i34 = load float, float* %scevgep594, align 4, !noalias !22
  %.239.1.i35 = fadd float %.239.i31, %.236.1.i34
  %scevgep591 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep592 = getelementptr float, float* %scevgep591, i64 -61
  %.236.2.i38 = load float, float* %scevgep592, align 4, !noalias !22
  %.239.2.i39 = fadd float %.239.1.i35, %.236.2.i38
  %scevgep589 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep590 = getelementptr float, float* %scevgep589, i64 -60
  %.236.3.i42 = load float, float* %scevgep590, align 4, !noalias !22
  %.239.3.i43 = fadd float %.239.2.i39, %.236.3.i42
  %scevgep587 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep588 = getelementptr float, float* %scevgep587, i64 -59
  %.236.4.i46 = load float, float* %scevgep588, align 4, !noalias !22
  %.239.4.i47 = fadd float %.239.3.i43, %.236.4.i46
  %scevgep585 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep586 = getelementptr float, float* %scevgep585, i64 -58
  %.236.5.i50 = load float, float* %scevgep586, align 4, !noalias !22
  %.239.5.i51 = fadd float %.239.4.i47, %.236.5.i50
  %scevgep583 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep584 = getelementptr float, float* %scevgep583, i64 -57
  %.236.6.i54 = load float, float* %scevgep584, align 4, !noalias !22
  %.239.6.i55 = fadd float %.239.5.i51, %.236.6.i54
  %scevgep581 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep582 = getelementptr float, float* %scevgep581, i64 -56
  %.236.7.i59 = load float, float* %scevgep582, align 4, !noalias !22
  %.239.7.i60 = fadd float %.239.6.i55, %.236.7.i59
  %scevgep550 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep551 = getelementptr float, float* %scevgep550, i64 -55
  %.236.i30.1 = load float, float* %scevgep551, align 4, !noalias !22
  %.239.i31.1 = fadd float %.239.7.i60, %.236.i30.1
  %scevgep552 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep553 = getelementptr float, float* %scevgep552, i64 -54
  %.236.1.i34.1 = load float, float* %scevgep553, align 4, !noalias !22
  %.239.1.i35.1 = fadd float %.239.i31.1, %.236.1.i34.1
  %scevgep554 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep555 = getelementptr float, float* %scevgep554, i64 -53
  %.236.2.i38.1 = load float, float* %scevgep555, align 4, !noalias !22
  %.239.2.i39.1 = fadd float %.239.1.i35.1, %.236.2.i38.1
  %scevgep556 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep557 = getelementptr float, float* %scevgep556, i64 -52
  %.236.3.i42.1 = load float, float* %scevgep557, align 4, !noalias !22
  %.239.3.i43.1 = fadd float %.239.2.i39.1, %.236.3.i42.1
  %scevgep558 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep559 = getelementptr float, float* %scevgep558, i64 -51
  %.236.4.i46.1 = load float, float* %scevgep559, align 4, !noalias !22
  %.239.4.i47.1 = fadd float %.239.3.i43.1, %.236.4.i46.1
  %scevgep560 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep561 = getelementptr float, float* %scevgep560, i64 -50
  %.236.5.i50.1 = load float, float* %scevgep561, align 4, !noalias !22
  %.239.5.i51.1 = fadd float %.239.4.i47.1, %.236.5.i50.1
  %scevgep562 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep563 = getelementptr float, float* %scevgep562, i64 -49
  %.236.6.i54.1 = load float, float* %scevgep563, align 4, !noalias !22
  %.239.6.i55.1 = fadd float %.239.5.i51.1, %.236.6.i54.1
  %scevgep564 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep565 = getelementptr float, float* %scevgep564, i64 -48
  %.236.7.i59.1 = load float, float* %scevgep565, align 4, !noalias !22
  %.239.7.i60.1 = fadd float %.239.6.i55.1, %.236.7.i59.1
  %scevgep534 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep535 = getelementptr float, float* %scevgep534, i64 -47
  %.236.i30.2 = load float, float* %scevgep535, align 4, !noalias !22
  %.239.i31.2 = fadd float %.239.7.i60.1, %.236.i30.2
  %scevgep536 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep537 = getelementptr float, float* %scevgep536, i64 -46
  %.236.1.i34.2 = load float, float* %scevgep537, align 4, !noalias !22
  %.239.1.i35.2 = fadd float %.239.i31.2, %.236.1.i34.2
  %scevgep538 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep539 = getelementptr float, float* %scevgep538, i64 -45
  %.236.2.i38.2 = load float, float* %scevgep539, align 4, !noalias !22
  %.239.2.i39.2 = fadd float %.239.1.i35.2, %.236.2.i38.2
  %scevgep540 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep541 = getelementptr float, float* %scevgep540, i64 -44
  %.236.3.i42.2 = load float, float* %scevgep541, align 4, !noalias !22
  %.239.3.i43.2 = fadd float %.239.2.i39.2, %.236.3.i42.2
  %scevgep542 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep543 = getelementptr float, float* %scevgep542, i64 -43
  %.236.4.i46.2 = load float, float* %scevgep543, align 4, !noalias !22
  %.239.4.i47.2 = fadd float %.239.3.i43.2, %.236.4.i46.2
  %scevgep544 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep545 = getelementptr float, float* %scevgep544, i64 -42
  %.236.5.i50.2 = load float, float* %scevgep545, align 4, !noalias !22
  %.239.5.i51.2 = fadd float %.239.4.i47.2, %.236.5.i50.2
  %scevgep546 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep547 = getelementptr float, float* %scevgep546, i64 -41
  %.236.6.i54.2 = load float, float* %scevgep547, align 4, !noalias !22
  %.239.6.i55.2 = fadd float %.239.5.i51.2, %.236.6.i54.2
  %scevgep548 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep549 = getelementptr float, float* %scevgep548, i64 -40
  %.236.7.i59.2 = load float, float* %scevgep549, align 4, !noalias !22
  %.239.7.i60.2 = fadd float %.239.6.i55.2, %.236.7.i59.2
  %scevgep518 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep519 = getelementptr float, float* %scevgep518, i64 -39
  %.236.i30.3 = load float, float* %scevgep519, align 4, !noalias !22
  %.239.i31.3 = fadd float %.239.7.i60.2, %.236.i30.3
  %scevgep520 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep521 = getelementptr float, float* %scevgep520, i64 -38
  %.236.1.i34.3 = load float, float* %scevgep521, align 4, !noalias !22
  %.239.1.i35.3 = fadd float %.239.i31.3, %.236.1.i34.3
  %scevgep522 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep523 = getelementptr float, float* %scevgep522, i64 -37
  %.236.2.i38.3 = load float, float* %scevgep523, align 4, !noalias !22
  %.239.2.i39.3 = fadd float %.239.1.i35.3, %.236.2.i38.3
  %scevgep524 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep525 = getelementptr float, float* %scevgep524, i64 -36
  %.236.3.i42.3 = load float, float* %scevgep525, align 4, !noalias !22
  %.239.3.i43.3 = fadd float %.239.2.i39.3, %.236.3.i42.3
  %scevgep526 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep527 = getelementptr float, float* %scevgep526, i64 -35
  %.236.4.i46.3 = load float, float* %scevgep527, align 4, !noalias !22
  %.239.4.i47.3 = fadd float %.239.3.i43.3, %.236.4.i46.3
  %scevgep528 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep529 = getelementptr float, float* %scevgep528, i64 -34
  %.236.5.i50.3 = load float, float* %scevgep529, align 4, !noalias !22
  %.239.5.i51.3 = fadd float %.239.4.i47.3, %.236.5.i50.3
  %scevgep530 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep531 = getelementptr float, float* %scevgep530, i64 -33
  %.236.6.i54.3 = load float, float* %scevgep531, align 4, !noalias !22
  %.239.6.i55.3 = fadd float %.239.5.i51.3, %.236.6.i54.3
  %scevgep532 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep533 = getelementptr float, float* %scevgep532, i64 -32
  %.236.7.i59.3 = load float, float* %scevgep533, align 4, !noalias !22
  %.239.7.i60.3 = fadd float %.239.6.i55.3, %.236.7.i59.3
  %scevgep502 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep503 = getelementptr float, float* %scevgep502, i64 -31
  %.236.i30.4 = load float, float* %scevgep503, align 4, !noalias !22
  %.239.i31.4 = fadd float %.239.7.i60.3, %.236.i30.4
  %scevgep504 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep505 = getelementptr float, float* %scevgep504, i64 -30
  %.236.1.i34.4 = load float, float* %scevgep505, align 4, !noalias !22
  %.239.1.i35.4 = fadd float %.239.i31.4, %.236.1.i34.4
  %scevgep506 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep507 = getelementptr float, float* %scevgep506, i64 -29
  %.236.2.i38.4 = load float, float* %scevgep507, align 4, !noalias !22
  %.239.2.i39.4 = fadd float %.239.1.i35.4, %.236.2.i38.4
  %scevgep508 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep509 = getelementptr float, float* %scevgep508, i64 -28
  %.236.3.i42.4 = load float, float* %scevgep509, align 4, !noalias !22
  %.239.3.i43.4 = fadd float %.239.2.i39.4, %.236.3.i42.4
  %scevgep510 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep511 = getelementptr float, float* %scevgep510, i64 -27
  %.236.4.i46.4 = load float, float* %scevgep511, align 4, !noalias !22
  %.239.4.i47.4 = fadd float %.239.3.i43.4, %.236.4.i46.4
  %scevgep512 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep513 = getelementptr float, float* %scevgep512, i64 -26
  %.236.5.i50.4 = load float, float* %scevgep513, align 4, !noalias !22
  %.239.5.i51.4 = fadd float %.239.4.i47.4, %.236.5.i50.4
  %scevgep514 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep515 = getelementptr float, float* %scevgep514, i64 -25
  %.236.6.i54.4 = load float, float* %scevgep515, align 4, !noalias !22
  %.239.6.i55.4 = fadd float %.239.5.i51.4, %.236.6.i54.4
  %scevgep516 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep517 = getelementptr float, float* %scevgep516, i64 -24
  %.236.7.i59.4 = load float, float* %scevgep517, align 4, !noalias !22
  %.239.7.i60.4 = fadd float %.239.6.i55.4, %.236.7.i59.4
  %scevgep486 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep487 = getelementptr float, float* %scevgep486, i64 -23
  %.236.i30.5 = load float, float* %scevgep487, align 4, !noalias !22
  %.239.i31.5 = fadd float %.239.7.i60.4, %.236.i30.5
  %scevgep488 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep489 = getelementptr float, float* %scevgep488, i64 -22
  %.236.1.i34.5 = load float, float* %scevgep489, align 4, !noalias !22
  %.239.1.i35.5 = fadd float %.239.i31.5, %.236.1.i34.5
  %scevgep490 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep491 = getelementptr float, float* %scevgep490, i64 -21
  %.236.2.i38.5 = load float, float* %scevgep491, align 4, !noalias !22
  %.239.2.i39.5 = fadd float %.239.1.i35.5, %.236.2.i38.5
  %scevgep492 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep493 = getelementptr float, float* %scevgep492, i64 -20
  %.236.3.i42.5 = load float, float* %scevgep493, align 4, !noalias !22
  %.239.3.i43.5 = fadd float %.239.2.i39.5, %.236.3.i42.5
  %scevgep494 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep495 = getelementptr float, float* %scevgep494, i64 -19
  %.236.4.i46.5 = load float, float* %scevgep495, align 4, !noalias !22
  %.239.4.i47.5 = fadd float %.239.3.i43.5, %.236.4.i46.5
  %scevgep496 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep497 = getelementptr float, float* %scevgep496, i64 -18
  %.236.5.i50.5 = load float, float* %scevgep497, align 4, !noalias !22
  %.239.5.i51.5 = fadd float %.239.4.i47.5, %.236.5.i50.5
  %scevgep498 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep499 = getelementptr float, float* %scevgep498, i64 -17
  %.236.6.i54.5 = load float, float* %scevgep499, align 4, !noalias !22
  %.239.6.i55.5 = fadd float %.239.5.i51.5, %.236.6.i54.5
  %scevgep500 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep501 = getelementptr float, float* %scevgep500, i64 -16
  %.236.7.i59.5 = load float, float* %scevgep501, align 4, !noalias !22
  %.239.7.i60.5 = fadd float %.239.6.i55.5, %.236.7.i59.5
  %scevgep470 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep471 = getelementptr float, float* %scevgep470, i64 -15
  %.236.i30.6 = load float, float* %scevgep471, align 4, !noalias !22
  %.239.i31.6 = fadd float %.239.7.i60.5, %.236.i30.6
  %scevgep472 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep473 = getelementptr float, float* %scevgep472, i64 -14
  %.236.1.i34.6 = load float, float* %scevgep473, align 4, !noalias !22
  %.239.1.i35.6 = fadd float %.239.i31.6, %.236.1.i34.6
  %scevgep474 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep475 = getelementptr float, float* %scevgep474, i64 -13
  %.236.2.i38.6 = load float, float* %scevgep475, align 4, !noalias !22
  %.239.2.i39.6 = fadd float %.239.1.i35.6, %.236.2.i38.6
  %scevgep476 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep477 = getelementptr float, float* %scevgep476, i64 -12
  %.236.3.i42.6 = load float, float* %scevgep477, align 4, !noalias !22
  %.239.3.i43.6 = fadd float %.239.2.i39.6, %.236.3.i42.6
  %scevgep478 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep479 = getelementptr float, float* %scevgep478, i64 -11
  %.236.4.i46.6 = load float, float* %scevgep479, align 4, !noalias !22
  %.239.4.i47.6 = fadd float %.239.3.i43.6, %.236.4.i46.6
  %scevgep480 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep481 = getelementptr float, float* %scevgep480, i64 -10
  %.236.5.i50.6 = load float, float* %scevgep481, align 4, !noalias !22
  %.239.5.i51.6 = fadd float %.239.4.i47.6, %.236.5.i50.6
  %scevgep482 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep483 = getelementptr float, float* %scevgep482, i64 -9
  %.236.6.i54.6 = load float, float* %scevgep483, align 4, !noalias !22
  %.239.6.i55.6 = fadd float %.239.5.i51.6, %.236.6.i54.6
  %scevgep484 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep485 = getelementptr float, float* %scevgep484, i64 -8
  %.236.7.i59.6 = load float, float* %scevgep485, align 4, !noalias !22
  %.239.7.i60.6 = fadd float %.239.6.i55.6, %.236.7.i59.6
  %scevgep566 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep567 = getelementptr float, float* %scevgep566, i64 -7
  %.236.i30.7 = load float, float* %scevgep567, align 4, !noalias !22
  %.239.i31.7 = fadd float %.239.7.i60.6, %.236.i30.7
  %scevgep568 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep569 = getelementptr float, float* %scevgep568, i64 -6
  %.236.1.i34.7 = load float, float* %scevgep569, align 4, !noalias !22
  %.239.1.i35.7 = fadd float %.239.i31.7, %.236.1.i34.7
  %scevgep570 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep571 = getelementptr float, float* %scevgep570, i64 -5
  %.236.2.i38.7 = load float, float* %scevgep571, align 4, !noalias !22
  %.239.2.i39.7 = fadd float %.239.1.i35.7, %.236.2.i38.7
  %scevgep572 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep573 = getelementptr float, float* %scevgep572, i64 -4
  %.236.3.i42.7 = load float, float* %scevgep573, align 4, !noalias !22
  %.239.3.i43.7 = fadd float %.239.2.i39.7, %.236.3.i42.7
  %scevgep574 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep575 = getelementptr float, float* %scevgep574, i64 -3
  %.236.4.i46.7 = load float, float* %scevgep575, align 4, !noalias !22
  %.239.4.i47.7 = fadd float %.239.3.i43.7, %.236.4.i46.7
  %scevgep576 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep577 = getelementptr float, float* %scevgep576, i64 -2
  %.236.5.i50.7 = load float, float* %scevgep577, align 4, !noalias !22
  %.239.5.i51.7 = fadd float %.239.4.i47.7, %.236.5.i50.7
  %scevgep578 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %scevgep579 = getelementptr float, float* %scevgep578, i64 -1
  %.236.6.i54.7 = load float, float* %scevgep579, align 4, !noalias !22
  %.239.6.i55.7 = fadd float %.239.5.i51.7, %.236.6.i54.7
  %.182.7.i56.7 = add i64 %.70.06.i28, 64
  %scevgep580 = getelementptr float, float* %scevgep469, i64 %.70.06.i28
  %.236.7.i59.7 = load float, float* %scevgep580, align 4, !noalias !22
  %.239.7.i60.7 = fadd float %.239.6.i55.7, %.236.7.i59.7
  %lsr.iv.next598 = add i64 %lsr.iv597, -8
  %niter179.ncmp.7 = icmp eq i64 %lsr.iv.next598, 0
  br i1 %niter179.ncmp.7, label %common.ret.loopexit.unr-lcssa.i15.loopexit.unr-lcssa, label %B50.endif.i62, !prof !0

for.end.endif.endif.endif.endif:                  ; preds = %B50.endif.epil.i25, %for.end, %common.ret.loopexit.unr-lcssa.i15
  %.68.i4129 = phi i1 [ true, %for.end ], [ false, %common.ret.loopexit.unr-lcssa.i15 ], [ false, %B50.endif.epil.i25 ]
  %c.2.0.lcssa.i26 = phi float [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i11, %common.ret.loopexit.unr-lcssa.i15 ], [ %.239.epil.i22, %B50.endif.epil.i25 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i66 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !28
  %.8.i.i67 = icmp eq i8* %.7.i.i66, null
  br i1 %.8.i.i67, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140138130876352, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif
  %91 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i64 = getelementptr i8, i8* %.7.i.i66, i64 24
  %92 = bitcast i8* %.5.i64 to float**
  %.6.i65104 = load float*, float** %92, align 8
  br i1 %91, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif
  %.346.not = icmp eq i64 %arg.x.5.0, 1
  br i1 %.346.not, label %for.end.1.loopexit123, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check156 = icmp ult i64 %arg.x.5.0, 4
  br i1 %min.iters.check156, label %for.body.1.us.preheader165, label %vector.memcheck145

vector.memcheck145:                               ; preds = %for.body.1.us.preheader
  %scevgep147 = getelementptr float, float* %.6.i65104, i64 %arg.x.5.0
  %scevgep149 = getelementptr float, float* %arg.x.4, i64 %arg.x.5.0
  %bound0151 = icmp ult float* %.6.i65104, %scevgep149
  %bound1152 = icmp ugt float* %scevgep147, %arg.x.4
  %found.conflict153 = and i1 %bound0151, %bound1152
  br i1 %found.conflict153, label %for.body.1.us.preheader165, label %vector.ph157

vector.ph157:                                     ; preds = %vector.memcheck145
  %n.vec159 = and i64 %arg.x.5.0, -4
  %93 = add i64 %n.vec159, -4
  %94 = lshr exact i64 %93, 2
  %95 = add nuw nsw i64 %94, 1
  %xtraiter169 = and i64 %95, 7
  %96 = icmp ult i64 %93, 28
  br i1 %96, label %middle.block154.unr-lcssa, label %vector.ph157.new

vector.ph157.new:                                 ; preds = %vector.ph157
  %unroll_iter172 = and i64 %95, %const862
  br label %vector.body155

vector.body155:                                   ; preds = %vector.body155, %vector.ph157.new
  %lsr.iv439 = phi i64 [ %lsr.iv.next440, %vector.body155 ], [ %unroll_iter172, %vector.ph157.new ]
  %index162 = phi i64 [ 0, %vector.ph157.new ], [ %index.next164.7, %vector.body155 ]
  %sunkaddr908 = mul i64 %index162, 4
  %97 = bitcast float* %arg.x.4 to i8*
  %sunkaddr909 = getelementptr i8, i8* %97, i64 %sunkaddr908
  %98 = bitcast i8* %sunkaddr909 to <4 x float>*
  %wide.load163 = load <4 x float>, <4 x float>* %98, align 4, !alias.scope !35
  %99 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load163)
  %sunkaddr910 = mul i64 %index162, 4
  %100 = bitcast float* %.6.i65104 to i8*
  %sunkaddr911 = getelementptr i8, i8* %100, i64 %sunkaddr910
  %101 = bitcast i8* %sunkaddr911 to <4 x float>*
  store <4 x float> %99, <4 x float>* %101, align 4, !alias.scope !38, !noalias !35
  %sunkaddr912 = mul i64 %index162, 4
  %102 = bitcast float* %arg.x.4 to i8*
  %sunkaddr913 = getelementptr i8, i8* %102, i64 %sunkaddr912
  %sunkaddr914 = getelementptr i8, i8* %sunkaddr913, i64 16
  %103 = bitcast i8* %sunkaddr914 to <4 x float>*
  %wide.load163.1 = load <4 x float>, <4 x float>* %103, align 4, !alias.scope !35
  %104 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load163.1)
  %sunkaddr915 = mul i64 %index162, 4
  %105 = bitcast float* %.6.i65104 to i8*
  %sunkaddr916 = getelementptr i8, i8* %105, i64 %sunkaddr915
  %sunkaddr917 = getelementptr i8, i8* %sunkaddr916, i64 16
  %106 = bitcast i8* %sunkaddr917 to <4 x float>*
  store <4 x float> %104, <4 x float>* %106, align 4, !alias.scope !38, !noalias !35
  %sunkaddr918 = mul i64 %index162, 4
  %107 = bitcast float* %arg.x.4 to i8*
  %sunkaddr919 = getelementptr i8, i8* %107, i64 %sunkaddr918
  %sunkaddr920 = getelementptr i8, i8* %sunkaddr919, i64 32
  %108 = bitcast i8* %sunkaddr920 to <4 x float>*
  %wide.load163.2 = load <4 x float>, <4 x float>* %108, align 4, !alias.scope !35
  %109 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load163.2)
  %sunkaddr921 = mul i64 %index162, 4
  %110 = bitcast float* %.6.i65104 to i8*
  %sunkaddr922 = getelementptr i8, i8* %110, i64 %sunkaddr921
  %sunkaddr923 = getelementptr i8, i8* %sunkaddr922, i64 32
  %111 = bitcast i8* %sunkaddr923 to <4 x float>*
  store <4 x float> %109, <4 x float>* %111, align 4, !alias.scope !38, !noalias !35
  %sunkaddr924 = mul i64 %index162, 4
  %112 = bitcast float* %arg.x.4 to i8*
  %sunkaddr925 = getelementptr i8, i8* %112, i64 %sunkaddr924
  %sunkaddr926 = getelementptr i8, i8* %sunkaddr925, i64 48
  %113 = bitcast i8* %sunkaddr926 to <4 x float>*
  %wide.load163.3 = load <4 x float>, <4 x float>* %113, align 4, !alias.scope !35
  %114 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load163.3)
  %sunkaddr927 = mul i64 %index162, 4
  %115 = bitcast float* %.6.i65104 to i8*
  %sunkaddr928 = getelementptr i8, i8* %115, i64 %sunkaddr927
  %sunkaddr929 = getelementptr i8, i8* %sunkaddr928, i64 48
  %116 = bitcast i8* %sunkaddr929 to <4 x float>*
  store <4 x float> %114, <4 x float>* %116, align 4, !alias.scope !38, !noalias !35
  %sunkaddr930 = mul i64 %index162, 4
  %117 = bitcast float* %arg.x.4 to i8*
  %sunkaddr931 = getelementptr i8, i8* %117, i64 %sunkaddr930
  %sunkaddr932 = getelementptr i8, i8* %sunkaddr931, i64 64
  %118 = bitcast i8* %sunkaddr932 to <4 x float>*
  %wide.load163.4 = load <4 x float>, <4 x float>* %118, align 4, !alias.scope !35
  %119 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load163.4)
  %sunkaddr933 = mul i64 %index162, 4
  %120 = bitcast float* %.6.i65104 to i8*
  %sunkaddr934 = getelementptr i8, i8* %120, i64 %sunkaddr933
  %sunkaddr935 = getelementptr i8, i8* %sunkaddr934, i64 64
  %121 = bitcast i8* %sunkaddr935 to <4 x float>*
  store <4 x float> %119, <4 x float>* %121, align 4, !alias.scope !38, !noalias !35
  %sunkaddr936 = mul i64 %index162, 4
  %122 = bitcast float* %arg.x.4 to i8*
  %sunkaddr937 = getelementptr i8, i8* %122, i64 %sunkaddr936
  %sunkaddr938 = getelementptr i8, i8* %sunkaddr937, i64 80
  %123 = bitcast i8* %sunkaddr938 to <4 x float>*
  %wide.load163.5 = load <4 x float>, <4 x float>* %123, align 4, !alias.scope !35
  %124 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load163.5)
  %sunkaddr939 = mul i64 %index162, 4
  %125 = bitcast float* %.6.i65104 to i8*
  %sunkaddr940 = getelementptr i8, i8* %125, i64 %sunkaddr939
  %sunkaddr941 = getelementptr i8, i8* %sunkaddr940, i64 80
  %126 = bitcast i8* %sunkaddr941 to <4 x float>*
  store <4 x float> %124, <4 x float>* %126, align 4, !alias.scope !38, !noalias !35
  %sunkaddr942 = mul i64 %index162, 4
  %127 = bitcast float* %arg.x.4 to i8*
  %sunkaddr943 = getelementptr i8, i8* %127, i64 %sunkaddr942
  %sunkaddr944 = getelementptr i8, i8* %sunkaddr943, i64 96
  %128 = bitcast i8* %sunkaddr944 to <4 x float>*
  %wide.load163.6 = load <4 x float>, <4 x float>* %128, align 4, !alias.scope !35
  %129 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load163.6)
  %sunkaddr945 = mul i64 %index162, 4
  %130 = bitcast float* %.6.i65104 to i8*
  %sunkaddr946 = getelementptr i8, i8* %130, i64 %sunkaddr945
  %sunkaddr947 = getelementptr i8, i8* %sunkaddr946, i64 96
  %131 = bitcast i8* %sunkaddr947 to <4 x float>*
  store <4 x float> %129, <4 x float>* %131, align 4, !alias.scope !38, !noalias !35
  %sunkaddr948 = mul i64 %index162, 4
  %132 = bitcast float* %arg.x.4 to i8*
  %sunkaddr949 = getelementptr i8, i8* %132, i64 %sunkaddr948
  %sunkaddr950 = getelementptr i8, i8* %sunkaddr949, i64 112
  %133 = bitcast i8* %sunkaddr950 to <4 x float>*
  %wide.load163.7 = load <4 x float>, <4 x float>* %133, align 4, !alias.scope !35
  %134 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load163.7)
  %sunkaddr951 = mul i64 %index162, 4
  %135 = bitcast float* %.6.i65104 to i8*
  %sunkaddr952 = getelementptr i8, i8* %135, i64 %sunkaddr951
  %sunkaddr953 = getelementptr i8, i8* %sunkaddr952, i64 112
  %136 = bitcast i8* %sunkaddr953 to <4 x float>*
  store <4 x float> %134, <4 x float>* %136, align 4, !alias.scope !38, !noalias !35
  %index.next164.7 = add i64 %index162, 32
  %lsr.iv.next440 = add i64 %lsr.iv439, -8
  %niter173.ncmp.7 = icmp eq i64 %lsr.iv.next440, 0
  br i1 %niter173.ncmp.7, label %middle.block154.unr-lcssa, label %vector.body155, !llvm.loop !40

middle.block154.unr-lcssa:                        ; preds = %vector.body155, %vector.ph157
  %index162.unr = phi i64 [ 0, %vector.ph157 ], [ %index.next164.7, %vector.body155 ]
  %lcmp.mod171.not = icmp eq i64 %xtraiter169, 0
  br i1 %lcmp.mod171.not, label %middle.block154, label %vector.body155.epil.preheader

vector.body155.epil.preheader:                    ; preds = %middle.block154.unr-lcssa
  %scevgep381 = getelementptr float, float* %.6.i65104, i64 %index162.unr
  %scevgep387 = getelementptr float, float* %arg.x.4, i64 %index162.unr
  %137 = shl nuw nsw i64 %xtraiter169, 4
  br label %vector.body155.epil

vector.body155.epil:                              ; preds = %vector.body155.epil.preheader, %vector.body155.epil
  %lsr.iv382 = phi i64 [ 0, %vector.body155.epil.preheader ], [ %lsr.iv.next383, %vector.body155.epil ]
  %138 = bitcast float* %scevgep387 to i8*
  %139 = bitcast float* %scevgep381 to i8*
  %uglygep389 = getelementptr i8, i8* %138, i64 %lsr.iv382
  %uglygep389390 = bitcast i8* %uglygep389 to <4 x float>*
  %wide.load163.epil = load <4 x float>, <4 x float>* %uglygep389390, align 4, !alias.scope !35
  %140 = call <4 x float> @llvm.sin.v4f32(<4 x float> %wide.load163.epil)
  %uglygep385 = getelementptr i8, i8* %139, i64 %lsr.iv382
  %uglygep385386 = bitcast i8* %uglygep385 to <4 x float>*
  store <4 x float> %140, <4 x float>* %uglygep385386, align 4, !alias.scope !38, !noalias !35
  %lsr.iv.next383 = add nuw nsw i64 %lsr.iv382, 16
  %epil.iter170.cmp.not = icmp eq i64 %137, %lsr.iv.next383
  br i1 %epil.iter170.cmp.not, label %middle.block154, label %vector.body155.epil, !llvm.loop !41

middle.block154:                                  ; preds = %vector.body155.epil, %middle.block154.unr-lcssa
  %cmp.n161 = icmp eq i64 %n.vec159, %arg.x.5.0
  br i1 %cmp.n161, label %for.end.1, label %for.body.1.us.preheader165

for.body.1.us.preheader165:                       ; preds = %vector.memcheck145, %for.body.1.us.preheader, %middle.block154
  %loop.index.199.us.ph = phi i64 [ 0, %vector.memcheck145 ], [ 0, %for.body.1.us.preheader ], [ %n.vec159, %middle.block154 ]
  %141 = sub i64 %arg.x.5.0, %loop.index.199.us.ph
  %142 = xor i64 %loop.index.199.us.ph, -1
  %143 = add i64 %142, %arg.x.5.0
  %xtraiter167 = and i64 %141, 7
  %lcmp.mod168.not = icmp eq i64 %xtraiter167, 0
  br i1 %lcmp.mod168.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader165
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv379 = phi i64 [ %xtraiter167, %for.body.1.us.prol.preheader ], [ %lsr.iv.next380, %for.body.1.us.prol ]
  %loop.index.199.us.prol = phi i64 [ %.383.us.prol, %for.body.1.us.prol ], [ %loop.index.199.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep378 = getelementptr float, float* %arg.x.4, i64 %loop.index.199.us.prol
  %.354.us.prol = load float, float* %scevgep378, align 4
  %.12.i.us.prol = tail call float @llvm.sin.f32(float %.354.us.prol) #5
  %scevgep377 = getelementptr float, float* %.6.i65104, i64 %loop.index.199.us.prol
  store float %.12.i.us.prol, float* %scevgep377, align 4
  %.383.us.prol = add i64 %loop.index.199.us.prol, 1
  %lsr.iv.next380 = add nsw i64 %lsr.iv379, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next380, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !42

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader165
  %loop.index.199.us.unr = phi i64 [ %loop.index.199.us.ph, %for.body.1.us.preheader165 ], [ %.383.us.prol, %for.body.1.us.prol ]
  %144 = icmp ult i64 %143, 7
  br i1 %144, label %for.end.1, label %for.body.1.us.preheader188

for.body.1.us.preheader188:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader188, %for.body.1.us
  %loop.index.199.us = phi i64 [ %.383.us.7, %for.body.1.us ], [ %loop.index.199.us.unr, %for.body.1.us.preheader188 ]
  %sunkaddr954 = mul i64 %loop.index.199.us, 4
  %145 = bitcast float* %arg.x.4 to i8*
  %sunkaddr955 = getelementptr i8, i8* %145, i64 %sunkaddr954
  %146 = bitcast i8* %sunkaddr955 to float*
  %.354.us = load float, float* %146, align 4
  %.12.i.us = tail call float @llvm.sin.f32(float %.354.us) #5
  %sunkaddr956 = mul i64 %loop.index.199.us, 4
  %147 = bitcast float* %.6.i65104 to i8*
  %sunkaddr957 = getelementptr i8, i8* %147, i64 %sunkaddr956
  %148 = bitcast i8* %sunkaddr957 to float*
  store float %.12.i.us, float* %148, align 4
  %sunkaddr958 = mul i64 %loop.index.199.us, 4
  %149 = bitcast float* %arg.x.4 to i8*
  %sunkaddr959 = getelementptr i8, i8* %149, i64 %sunkaddr958
  %sunkaddr960 = getelementptr i8, i8* %sunkaddr959, i64 4
  %150 = bitcast i8* %sunkaddr960 to float*
  %.354.us.1 = load float, float* %150, align 4
  %.12.i.us.1 = tail call float @llvm.sin.f32(float %.354.us.1) #5
  %sunkaddr961 = mul i64 %loop.index.199.us, 4
  %151 = bitcast float* %.6.i65104 to i8*
  %sunkaddr962 = getelementptr i8, i8* %151, i64 %sunkaddr961
  %sunkaddr963 = getelementptr i8, i8* %sunkaddr962, i64 4
  %152 = bitcast i8* %sunkaddr963 to float*
  store float %.12.i.us.1, float* %152, align 4
  %sunkaddr964 = mul i64 %loop.index.199.us, 4
  %153 = bitcast float* %arg.x.4 to i8*
  %sunkaddr965 = getelementptr i8, i8* %153, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, i8* %sunkaddr965, i64 8
  %154 = bitcast i8* %sunkaddr966 to float*
  %.354.us.2 = load float, float* %154, align 4
  %.12.i.us.2 = tail call float @llvm.sin.f32(float %.354.us.2) #5
  %sunkaddr967 = mul i64 %loop.index.199.us, 4
  %155 = bitcast float* %.6.i65104 to i8*
  %sunkaddr968 = getelementptr i8, i8* %155, i64 %sunkaddr967
  %sunkaddr969 = getelementptr i8, i8* %sunkaddr968, i64 8
  %156 = bitcast i8* %sunkaddr969 to float*
  store float %.12.i.us.2, float* %156, align 4
  %sunkaddr970 = mul i64 %loop.index.199.us, 4
  %157 = bitcast float* %arg.x.4 to i8*
  %sunkaddr971 = getelementptr i8, i8* %157, i64 %sunkaddr970
  %sunkaddr972 = getelementptr i8, i8* %sunkaddr971, i64 12
  %158 = bitcast i8* %sunkaddr972 to float*
  %.354.us.3 = load float, float* %158, align 4
  %.12.i.us.3 = tail call float @llvm.sin.f32(float %.354.us.3) #5
  %sunkaddr973 = mul i64 %loop.index.199.us, 4
  %159 = bitcast float* %.6.i65104 to i8*
  %sunkaddr974 = getelementptr i8, i8* %159, i64 %sunkaddr973
  %sunkaddr975 = getelementptr i8, i8* %sunkaddr974, i64 12
  %160 = bitcast i8* %sunkaddr975 to float*
  store float %.12.i.us.3, float* %160, align 4
  %sunkaddr976 = mul i64 %loop.index.199.us, 4
  %161 = bitcast float* %arg.x.4 to i8*
  %sunkaddr977 = getelementptr i8, i8* %161, i64 %sunkaddr976
  %sunkaddr978 = getelementptr i8, i8* %sunkaddr977, i64 16
  %162 = bitcast i8* %sunkaddr978 to float*
  %.354.us.4 = load float, float* %162, align 4
  %.12.i.us.4 = tail call float @llvm.sin.f32(float %.354.us.4) #5
  %sunkaddr979 = mul i64 %loop.index.199.us, 4
  %163 = bitcast float* %.6.i65104 to i8*
  %sunkaddr980 = getelementptr i8, i8* %163, i64 %sunkaddr979
  %sunkaddr981 = getelementptr i8, i8* %sunkaddr980, i64 16
  %164 = bitcast i8* %sunkaddr981 to float*
  store float %.12.i.us.4, float* %164, align 4
  %sunkaddr982 = mul i64 %loop.index.199.us, 4
  %165 = bitcast float* %arg.x.4 to i8*
  %sunkaddr983 = getelementptr i8, i8* %165, i64 %sunkaddr982
  %sunkaddr984 = getelementptr i8, i8* %sunkaddr983, i64 20
  %166 = bitcast i8* %sunkaddr984 to float*
  %.354.us.5 = load float, float* %166, align 4
  %.12.i.us.5 = tail call float @llvm.sin.f32(float %.354.us.5) #5
  %sunkaddr985 = mul i64 %loop.index.199.us, 4
  %167 = bitcast float* %.6.i65104 to i8*
  %sunkaddr986 = getelementptr i8, i8* %167, i64 %sunkaddr985
  %sunkaddr987 = getelementptr i8, i8* %sunkaddr986, i64 20
  %168 = bitcast i8* %sunkaddr987 to float*
  store float %.12.i.us.5, float* %168, align 4
  %sunkaddr988 = mul i64 %loop.index.199.us, 4
  %169 = bitcast float* %arg.x.4 to i8*
  %sunkaddr989 = getelementptr i8, i8* %169, i64 %sunkaddr988
  %sunkaddr990 = getelementptr i8, i8* %sunkaddr989, i64 24
  %170 = bitcast i8* %sunkaddr990 to float*
  %.354.us.6 = load float, float* %170, align 4
  %.12.i.us.6 = tail call float @llvm.sin.f32(float %.354.us.6) #5
  %sunkaddr991 = mul i64 %loop.index.199.us, 4
  %171 = bitcast float* %.6.i65104 to i8*
  %sunkaddr992 = getelementptr i8, i8* %171, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, i8* %sunkaddr992, i64 24
  %172 = bitcast i8* %sunkaddr993 to float*
  store float %.12.i.us.6, float* %172, align 4
  %sunkaddr994 = mul i64 %loop.index.199.us, 4
  %173 = bitcast float* %arg.x.4 to i8*
  %sunkaddr995 = getelementptr i8, i8* %173, i64 %sunkaddr994
  %sunkaddr996 = getelementptr i8, i8* %sunkaddr995, i64 28
  %174 = bitcast i8* %sunkaddr996 to float*
  %.354.us.7 = load float, float* %174, align 4
  %.12.i.us.7 = tail call float @llvm.sin.f32(float %.354.us.7) #5
  %sunkaddr997 = mul i64 %loop.index.199.us, 4
  %175 = bitcast float* %.6.i65104 to i8*
  %sunkaddr998 = getelementptr i8, i8* %175, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, i8* %sunkaddr998, i64 28
  %176 = bitcast i8* %sunkaddr999 to float*
  store float %.12.i.us.7, float* %176, align 4
  %.383.us.7 = add nuw nsw i64 %loop.index.199.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.x.5.0, %.383.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !43

for.end.1.loopexit123:                            ; preds = %for.body.1.preheader
  %.354 = load float, float* %arg.x.4, align 4
  %.12.i = tail call float @llvm.sin.f32(float %.354) #5
  store float %.12.i, float* %.6.i65104, align 4
  br label %for.end.1

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block154, %for.end.1.loopexit123, %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.68.i4129, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.x.5.0, i64 1) #5
  %177 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %178 = icmp ult i64 %177, 7
  br i1 %178, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, %const862
  %179 = add nsw i64 %unroll_iter.i, -8
  %180 = lshr exact i64 %179, 3
  %181 = add nuw nsw i64 %180, 1
  %xtraiter = and i64 %181, 7
  %182 = icmp ult i64 %179, 56
  br i1 %182, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %181, %const
  %scevgep215 = getelementptr float, float* %.6.i65104, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi float [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi float [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %183 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep191 = getelementptr float, float* %.6.i65104, i64 %183
  %184 = shl nuw nsw i64 %xtraiter, 5
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi float [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %185 = bitcast float* %scevgep191 to i8*
  %uglygep212 = getelementptr i8, i8* %185, i64 %lsr.iv
  %uglygep212213 = bitcast i8* %uglygep212 to float*
  %scevgep214 = getelementptr float, float* %uglygep212213, i64 -7
  %.236.i.epil = load float, float* %scevgep214, align 4, !noalias !44
  %.239.i.epil = fadd float %c.2.07.i.epil, %.236.i.epil
  %uglygep209 = getelementptr i8, i8* %185, i64 %lsr.iv
  %uglygep209210 = bitcast i8* %uglygep209 to float*
  %scevgep211 = getelementptr float, float* %uglygep209210, i64 -6
  %.236.1.i.epil = load float, float* %scevgep211, align 4, !noalias !44
  %.239.1.i.epil = fadd float %.239.i.epil, %.236.1.i.epil
  %uglygep206 = getelementptr i8, i8* %185, i64 %lsr.iv
  %uglygep206207 = bitcast i8* %uglygep206 to float*
  %scevgep208 = getelementptr float, float* %uglygep206207, i64 -5
  %.236.2.i.epil = load float, float* %scevgep208, align 4, !noalias !44
  %.239.2.i.epil = fadd float %.239.1.i.epil, %.236.2.i.epil
  %uglygep203 = getelementptr i8, i8* %185, i64 %lsr.iv
  %uglygep203204 = bitcast i8* %uglygep203 to float*
  %scevgep205 = getelementptr float, float* %uglygep203204, i64 -4
  %.236.3.i.epil = load float, float* %scevgep205, align 4, !noalias !44
  %.239.3.i.epil = fadd float %.239.2.i.epil, %.236.3.i.epil
  %uglygep200 = getelementptr i8, i8* %185, i64 %lsr.iv
  %uglygep200201 = bitcast i8* %uglygep200 to float*
  %scevgep202 = getelementptr float, float* %uglygep200201, i64 -3
  %.236.4.i.epil = load float, float* %scevgep202, align 4, !noalias !44
  %.239.4.i.epil = fadd float %.239.3.i.epil, %.236.4.i.epil
  %uglygep197 = getelementptr i8, i8* %185, i64 %lsr.iv
  %uglygep197198 = bitcast i8* %uglygep197 to float*
  %scevgep199 = getelementptr float, float* %uglygep197198, i64 -2
  %.236.5.i.epil = load float, float* %scevgep199, align 4, !noalias !44
  %.239.5.i.epil = fadd float %.239.4.i.epil, %.236.5.i.epil
  %uglygep194 = getelementptr i8, i8* %185, i64 %lsr.iv
  %uglygep194195 = bitcast i8* %uglygep194 to float*
  %scevgep196 = getelementptr float, float* %uglygep194195, i64 -1
  %.236.6.i.epil = load float, float* %scevgep196, align 4, !noalias !44
  %.239.6.i.epil = fadd float %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %185, i64 %lsr.iv
  %uglygep193 = bitcast i8* %uglygep to float*
  %.236.7.i.epil = load float, float* %uglygep193, align 4, !noalias !44
  %.239.7.i.epil = fadd float %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 32
  %epil.iter.cmp.not = icmp eq i64 %184, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !25, !llvm.loop !47

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi float [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi float [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr float, float* %.6.i65104, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi float [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep190 = getelementptr float, float* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load float, float* %scevgep190, align 4, !noalias !44
  %.239.epil.i = fadd float %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !25, !llvm.loop !27

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv343 = phi i64 [ %lsr.iv.next344, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi float [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep341 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep342 = getelementptr float, float* %scevgep341, i64 -63
  %.236.i = load float, float* %scevgep342, align 4, !noalias !44
  %.239.i = fadd float %c.2.07.i, %.236.i
  %scevgep339 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep340 = getelementptr float, float* %scevgep339, i64 -62
  %.236.1.i = load float, float* %scevgep340, align 4, !noalias !44
  %.239.1.i = fadd float %.239.i, %.236.1.i
  %scevgep337 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep338 = getelementptr float, float* %scevgep337, i64 -61
  %.236.2.i = load float, float* %scevgep338, align 4, !noalias !44
  %.239.2.i = fadd float %.239.1.i, %.236.2.i
  %scevgep335 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep336 = getelementptr float, float* %scevgep335, i64 -60
  %.236.3.i = load float, float* %scevgep336, align 4, !noalias !44
  %.239.3.i = fadd float %.239.2.i, %.236.3.i
  %scevgep333 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep334 = getelementptr float, float* %scevgep333, i64 -59
  %.236.4.i = load float, float* %scevgep334, align 4, !noalias !44
  %.239.4.i = fadd float %.239.3.i, %.236.4.i
  %scevgep331 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep332 = getelementptr float, float* %scevgep331, i64 -58
  %.236.5.i = load float, float* %scevgep332, align 4, !noalias !44
  %.239.5.i = fadd float %.239.4.i, %.236.5.i
  %scevgep329 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep330 = getelementptr float, float* %scevgep329, i64 -57
  %.236.6.i = load float, float* %scevgep330, align 4, !noalias !44
  %.239.6.i = fadd float %.239.5.i, %.236.6.i
  %scevgep327 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep328 = getelementptr float, float* %scevgep327, i64 -56
  %.236.7.i = load float, float* %scevgep328, align 4, !noalias !44
  %.239.7.i = fadd float %.239.6.i, %.236.7.i
  %scevgep296 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep297 = getelementptr float, float* %scevgep296, i64 -55
  %.236.i.1 = load float, float* %scevgep297, align 4, !noalias !44
  %.239.i.1 = fadd float %.239.7.i, %.236.i.1
  %scevgep298 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep299 = getelementptr float, float* %scevgep298, i64 -54
  %.236.1.i.1 = load float, float* %scevgep299, align 4, !noalias !44
  %.239.1.i.1 = fadd float %.239.i.1, %.236.1.i.1
  %scevgep300 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep301 = getelementptr float, float* %scevgep300, i64 -53
  %.236.2.i.1 = load float, float* %scevgep301, align 4, !noalias !44
  %.239.2.i.1 = fadd float %.239.1.i.1, %.236.2.i.1
  %scevgep302 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep303 = getelementptr float, float* %scevgep302, i64 -52
  %.236.3.i.1 = load float, float* %scevgep303, align 4, !noalias !44
  %.239.3.i.1 = fadd float %.239.2.i.1, %.236.3.i.1
  %scevgep304 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep305 = getelementptr float, float* %scevgep304, i64 -51
  %.236.4.i.1 = load float, float* %scevgep305, align 4, !noalias !44
  %.239.4.i.1 = fadd float %.239.3.i.1, %.236.4.i.1
  %scevgep306 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep307 = getelementptr float, float* %scevgep306, i64 -50
  %.236.5.i.1 = load float, float* %scevgep307, align 4, !noalias !44
  %.239.5.i.1 = fadd float %.239.4.i.1, %.236.5.i.1
  %scevgep308 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep309 = getelementptr float, float* %scevgep308, i64 -49
  %.236.6.i.1 = load float, float* %scevgep309, align 4, !noalias !44
  %.239.6.i.1 = fadd float %.239.5.i.1, %.236.6.i.1
  %scevgep310 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep311 = getelementptr float, float* %scevgep310, i64 -48
  %.236.7.i.1 = load float, float* %scevgep311, align 4, !noalias !44
  %.239.7.i.1 = fadd float %.239.6.i.1, %.236.7.i.1
  %scevgep280 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep281 = getelementptr float, float* %scevgep280, i64 -47
  %.236.i.2 = load float, float* %scevgep281, align 4, !noalias !44
  %.239.i.2 = fadd float %.239.7.i.1, %.236.i.2
  %scevgep282 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep283 = getelementptr float, float* %scevgep282, i64 -46
  %.236.1.i.2 = load float, float* %scevgep283, align 4, !noalias !44
  %.239.1.i.2 = fadd float %.239.i.2, %.236.1.i.2
  %scevgep284 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep285 = getelementptr float, float* %scevgep284, i64 -45
  %.236.2.i.2 = load float, float* %scevgep285, align 4, !noalias !44
  %.239.2.i.2 = fadd float %.239.1.i.2, %.236.2.i.2
  %scevgep286 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep287 = getelementptr float, float* %scevgep286, i64 -44
  %.236.3.i.2 = load float, float* %scevgep287, align 4, !noalias !44
  %.239.3.i.2 = fadd float %.239.2.i.2, %.236.3.i.2
  %scevgep288 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep289 = getelementptr float, float* %scevgep288, i64 -43
  %.236.4.i.2 = load float, float* %scevgep289, align 4, !noalias !44
  %.239.4.i.2 = fadd float %.239.3.i.2, %.236.4.i.2
  %scevgep290 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep291 = getelementptr float, float* %scevgep290, i64 -42
  %.236.5.i.2 = load float, float* %scevgep291, align 4, !noalias !44
  %.239.5.i.2 = fadd float %.239.4.i.2, %.236.5.i.2
  %scevgep292 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep293 = getelementptr float, float* %scevgep292, i64 -41
  %.236.6.i.2 = load float, float* %scevgep293, align 4, !noalias !44
  %.239.6.i.2 = fadd float %.239.5.i.2, %.236.6.i.2
  %scevgep294 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep295 = getelementptr float, float* %scevgep294, i64 -40
  %.236.7.i.2 = load float, float* %scevgep295, align 4, !noalias !44
  %.239.7.i.2 = fadd float %.239.6.i.2, %.236.7.i.2
  %scevgep264 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep265 = getelementptr float, float* %scevgep264, i64 -39
  %.236.i.3 = load float, float* %scevgep265, align 4, !noalias !44
  %.239.i.3 = fadd float %.239.7.i.2, %.236.i.3
  %scevgep266 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep267 = getelementptr float, float* %scevgep266, i64 -38
  %.236.1.i.3 = load float, float* %scevgep267, align 4, !noalias !44
  %.239.1.i.3 = fadd float %.239.i.3, %.236.1.i.3
  %scevgep268 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep269 = getelementptr float, float* %scevgep268, i64 -37
  %.236.2.i.3 = load float, float* %scevgep269, align 4, !noalias !44
  %.239.2.i.3 = fadd float %.239.1.i.3, %.236.2.i.3
  %scevgep270 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep271 = getelementptr float, float* %scevgep270, i64 -36
  %.236.3.i.3 = load float, float* %scevgep271, align 4, !noalias !44
  %.239.3.i.3 = fadd float %.239.2.i.3, %.236.3.i.3
  %scevgep272 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep273 = getelementptr float, float* %scevgep272, i64 -35
  %.236.4.i.3 = load float, float* %scevgep273, align 4, !noalias !44
  %.239.4.i.3 = fadd float %.239.3.i.3, %.236.4.i.3
  %scevgep274 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep275 = getelementptr float, float* %scevgep274, i64 -34
  %.236.5.i.3 = load float, float* %scevgep275, align 4, !noalias !44
  %.239.5.i.3 = fadd float %.239.4.i.3, %.236.5.i.3
  %scevgep276 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep277 = getelementptr float, float* %scevgep276, i64 -33
  %.236.6.i.3 = load float, float* %scevgep277, align 4, !noalias !44
  %.239.6.i.3 = fadd float %.239.5.i.3, %.236.6.i.3
  %scevgep278 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep279 = getelementptr float, float* %scevgep278, i64 -32
  %.236.7.i.3 = load float, float* %scevgep279, align 4, !noalias !44
  %.239.7.i.3 = fadd float %.239.6.i.3, %.236.7.i.3
  %scevgep248 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep249 = getelementptr float, float* %scevgep248, i64 -31
  %.236.i.4 = load float, float* %scevgep249, align 4, !noalias !44
  %.239.i.4 = fadd float %.239.7.i.3, %.236.i.4
  %scevgep250 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep251 = getelementptr float, float* %scevgep250, i64 -30
  %.236.1.i.4 = load float, float* %scevgep251, align 4, !noalias !44
  %.239.1.i.4 = fadd float %.239.i.4, %.236.1.i.4
  %scevgep252 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep253 = getelementptr float, float* %scevgep252, i64 -29
  %.236.2.i.4 = load float, float* %scevgep253, align 4, !noalias !44
  %.239.2.i.4 = fadd float %.239.1.i.4, %.236.2.i.4
  %scevgep254 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep255 = getelementptr float, float* %scevgep254, i64 -28
  %.236.3.i.4 = load float, float* %scevgep255, align 4, !noalias !44
  %.239.3.i.4 = fadd float %.239.2.i.4, %.236.3.i.4
  %scevgep256 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep257 = getelementptr float, float* %scevgep256, i64 -27
  %.236.4.i.4 = load float, float* %scevgep257, align 4, !noalias !44
  %.239.4.i.4 = fadd float %.239.3.i.4, %.236.4.i.4
  %scevgep258 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep259 = getelementptr float, float* %scevgep258, i64 -26
  %.236.5.i.4 = load float, float* %scevgep259, align 4, !noalias !44
  %.239.5.i.4 = fadd float %.239.4.i.4, %.236.5.i.4
  %scevgep260 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep261 = getelementptr float, float* %scevgep260, i64 -25
  %.236.6.i.4 = load float, float* %scevgep261, align 4, !noalias !44
  %.239.6.i.4 = fadd float %.239.5.i.4, %.236.6.i.4
  %scevgep262 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep263 = getelementptr float, float* %scevgep262, i64 -24
  %.236.7.i.4 = load float, float* %scevgep263, align 4, !noalias !44
  %.239.7.i.4 = fadd float %.239.6.i.4, %.236.7.i.4
  %scevgep232 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep233 = getelementptr float, float* %scevgep232, i64 -23
  %.236.i.5 = load float, float* %scevgep233, align 4, !noalias !44
  %.239.i.5 = fadd float %.239.7.i.4, %.236.i.5
  %scevgep234 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep235 = getelementptr float, float* %scevgep234, i64 -22
  %.236.1.i.5 = load float, float* %scevgep235, align 4, !noalias !44
  %.239.1.i.5 = fadd float %.239.i.5, %.236.1.i.5
  %scevgep236 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep237 = getelementptr float, float* %scevgep236, i64 -21
  %.236.2.i.5 = load float, float* %scevgep237, align 4, !noalias !44
  %.239.2.i.5 = fadd float %.239.1.i.5, %.236.2.i.5
  %scevgep238 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep239 = getelementptr float, float* %scevgep238, i64 -20
  %.236.3.i.5 = load float, float* %scevgep239, align 4, !noalias !44
  %.239.3.i.5 = fadd float %.239.2.i.5, %.236.3.i.5
  %scevgep240 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep241 = getelementptr float, float* %scevgep240, i64 -19
  %.236.4.i.5 = load float, float* %scevgep241, align 4, !noalias !44
  %.239.4.i.5 = fadd float %.239.3.i.5, %.236.4.i.5
  %scevgep242 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep243 = getelementptr float, float* %scevgep242, i64 -18
  %.236.5.i.5 = load float, float* %scevgep243, align 4, !noalias !44
  %.239.5.i.5 = fadd float %.239.4.i.5, %.236.5.i.5
  %scevgep244 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep245 = getelementptr float, float* %scevgep244, i64 -17
  %.236.6.i.5 = load float, float* %scevgep245, align 4, !noalias !44
  %.239.6.i.5 = fadd float %.239.5.i.5, %.236.6.i.5
  %scevgep246 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep247 = getelementptr float, float* %scevgep246, i64 -16
  %.236.7.i.5 = load float, float* %scevgep247, align 4, !noalias !44
  %.239.7.i.5 = fadd float %.239.6.i.5, %.236.7.i.5
  %scevgep216 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep217 = getelementptr float, float* %scevgep216, i64 -15
  %.236.i.6 = load float, float* %scevgep217, align 4, !noalias !44
  %.239.i.6 = fadd float %.239.7.i.5, %.236.i.6
  %scevgep218 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep219 = getelementptr float, float* %scevgep218, i64 -14
  %.236.1.i.6 = load float, float* %scevgep219, align 4, !noalias !44
  %.239.1.i.6 = fadd float %.239.i.6, %.236.1.i.6
  %scevgep220 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep221 = getelementptr float, float* %scevgep220, i64 -13
  %.236.2.i.6 = load float, float* %scevgep221, align 4, !noalias !44
  %.239.2.i.6 = fadd float %.239.1.i.6, %.236.2.i.6
  %scevgep222 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep223 = getelementptr float, float* %scevgep222, i64 -12
  %.236.3.i.6 = load float, float* %scevgep223, align 4, !noalias !44
  %.239.3.i.6 = fadd float %.239.2.i.6, %.236.3.i.6
  %scevgep224 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep225 = getelementptr float, float* %scevgep224, i64 -11
  %.236.4.i.6 = load float, float* %scevgep225, align 4, !noalias !44
  %.239.4.i.6 = fadd float %.239.3.i.6, %.236.4.i.6
  %scevgep226 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep227 = getelementptr float, float* %scevgep226, i64 -10
  %.236.5.i.6 = load float, float* %scevgep227, align 4, !noalias !44
  %.239.5.i.6 = fadd float %.239.4.i.6, %.236.5.i.6
  %scevgep228 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep229 = getelementptr float, float* %scevgep228, i64 -9
  %.236.6.i.6 = load float, float* %scevgep229, align 4, !noalias !44
  %.239.6.i.6 = fadd float %.239.5.i.6, %.236.6.i.6
  %scevgep230 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep231 = getelementptr float, float* %scevgep230, i64 -8
  %.236.7.i.6 = load float, float* %scevgep231, align 4, !noalias !44
  %.239.7.i.6 = fadd float %.239.6.i.6, %.236.7.i.6
  %scevgep312 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep313 = getelementptr float, float* %scevgep312, i64 -7
  %.236.i.7 = load float, float* %scevgep313, align 4, !noalias !44
  %.239.i.7 = fadd float %.239.7.i.6, %.236.i.7
  %scevgep314 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep315 = getelementptr float, float* %scevgep314, i64 -6
  %.236.1.i.7 = load float, float* %scevgep315, align 4, !noalias !44
  %.239.1.i.7 = fadd float %.239.i.7, %.236.1.i.7
  %scevgep316 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep317 = getelementptr float, float* %scevgep316, i64 -5
  %.236.2.i.7 = load float, float* %scevgep317, align 4, !noalias !44
  %.239.2.i.7 = fadd float %.239.1.i.7, %.236.2.i.7
  %scevgep318 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep319 = getelementptr float, float* %scevgep318, i64 -4
  %.236.3.i.7 = load float, float* %scevgep319, align 4, !noalias !44
  %.239.3.i.7 = fadd float %.239.2.i.7, %.236.3.i.7
  %scevgep320 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep321 = getelementptr float, float* %scevgep320, i64 -3
  %.236.4.i.7 = load float, float* %scevgep321, align 4, !noalias !44
  %.239.4.i.7 = fadd float %.239.3.i.7, %.236.4.i.7
  %scevgep322 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep323 = getelementptr float, float* %scevgep322, i64 -2
  %.236.5.i.7 = load float, float* %scevgep323, align 4, !noalias !44
  %.239.5.i.7 = fadd float %.239.4.i.7, %.236.5.i.7
  %scevgep324 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %scevgep325 = getelementptr float, float* %scevgep324, i64 -1
  %.236.6.i.7 = load float, float* %scevgep325, align 4, !noalias !44
  %.239.6.i.7 = fadd float %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep326 = getelementptr float, float* %scevgep215, i64 %.70.06.i
  %.236.7.i.7 = load float, float* %scevgep326, align 4, !noalias !44
  %.239.7.i.7 = fadd float %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next344 = add i64 %lsr.iv343, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next344, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi float [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i66)
  %retptr.repack1000 = bitcast [2 x float]* %retptr to float*
  store float %c.2.0.lcssa.i26, float* %retptr.repack1000, align 4
  %retptr.repack105 = getelementptr inbounds [2 x float], [2 x float]* %retptr, i64 0, i64 1
  store float %c.2.0.lcssa.i, float* %retptr.repack105, align 4
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.moments_f32, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca [2 x float], align 4
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %3 = bitcast [2 x float]* %.43 to float*
  %4 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %4, align 8
  %5 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %5, i64 32
  %6 = bitcast i8* %sunkaddr4 to float**
  %.36.fca.4.load = load float*, float** %6, align 8
  %7 = bitcast { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %7, i64 40
  %8 = bitcast i8* %sunkaddr5 to i64*
  %.36.fca.5.0.load = load i64, i64* %8, align 8
  store float 0.000000e+00, float* %3, align 4
  %9 = bitcast [2 x float]* %.43 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %9, i64 4
  %10 = bitcast i8* %sunkaddr6 to float*
  store float 0.000000e+00, float* %10, align 4
  %.49 = call i32 @_ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE([2 x float]* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, float* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59.fca.0.load = load float, float* %3, align 4
  %.59.fca.1.load = load float, float* %10, align 4
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %11 = icmp sgt i32 %.49, 0
  br i1 %11, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = call i8* @PyTuple_New(i32 2)
  %.69 = fpext float %.59.fca.0.load to double
  %.70 = call i8* @PyFloat_FromDouble(double %.69)
  %.71 = call i32 @PyTuple_SetItem(i8* %.67, i32 0, i8* %.70)
  %.73 = fpext float %.59.fca.1.load to double
  %.74 = call i8* @PyFloat_FromDouble(double %.73)
  %.75 = call i32 @PyTuple_SetItem(i8* %.67, i32 1, i8* %.74)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.80 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.81 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 4
  %.82 = icmp sgt i32 %.81, 0
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 1
  br i1 %.82, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.88 = sext i32 %.87 to i64
  %.89 = call i8* @PyBytes_FromStringAndSize(i8* %.85, i64 %.88)
  %.90 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.91 = extractvalue { i8*, i32, i8*, i8*, i32 } %.90, 2
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.90, 3
  %.94 = bitcast i8* %.93 to i8* (i8*)*
  %.95 = call i8* %.94(i8* %.91)
  %.96 = icmp eq i8* %.95, null
  br i1 %.96, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.109 = extractvalue { i8*, i32, i8*, i8*, i32 } %.80, 2
  %.110 = call i8* @numba_unpickle(i8* %.85, i32 %.87, i8* %.109)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.112 = phi i8* [ %.100, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.110, %entry.endif.endif.endif.endif.endif.if.else ]
  %.113.not = icmp eq i8* %.112, null
  br i1 %.113.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.100 = call i8* @numba_runtime_build_excinfo_struct(i8* %.89, i8* nonnull %.95)
  %.101 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.112)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyTuple_New(i32) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare i32 @PyTuple_SetItem(i8*, i32, i8*) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define [2 x float] @cfunc._ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca i64, align 8
  %tmpcast = bitcast i64* %.3 to [2 x float]*
  %.fca.0.gep = bitcast i64* %.3 to float*
  %.fca.1.gep = getelementptr inbounds [2 x float], [2 x float]* %tmpcast, i64 0, i64 1
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store i64 0, i64* %.3, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels11moments_f32B3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE([2 x float]* nonnull %tmpcast, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, float* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19.fca.0.load = load float, float* %.fca.0.gep, align 8
  %.19.fca.0.insert = insertvalue [2 x float] poison, float %.19.fca.0.load, 0
  %.19.fca.1.load = load float, float* %.fca.1.gep, align 4
  %.19.fca.1.insert = insertvalue [2 x float] %.19.fca.0.insert, float %.19.fca.1.load, 1
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !48

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi [2 x float] [ zeroinitializer, %entry.if.if.if.if ], [ %.19.fca.1.insert, %.24 ], [ %.19.fca.1.insert, %entry ]
  ret [2 x float] %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f74736664d0>", i64 0, i64 0))
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sin.f32(float) #0

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
declare <4 x float> @llvm.sin.v4f32(<4 x float>) #4

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
!18 = distinct !{!18, !15, !19}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !15}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!25 = !{!"branch_weights", i32 1, i32 7}
!26 = distinct !{!26, !17}
!27 = distinct !{!27, !17}
!28 = !{!29, !31, !32, !34}
!29 = distinct !{!29, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!31 = distinct !{!31, !30, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!32 = distinct !{!32, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!34 = distinct !{!34, !33, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!35 = !{!36}
!36 = distinct !{!36, !37}
!37 = distinct !{!37, !"LVerDomain"}
!38 = !{!39}
!39 = distinct !{!39, !37}
!40 = distinct !{!40, !15}
!41 = distinct !{!41, !17}
!42 = distinct !{!42, !17}
!43 = distinct !{!43, !15}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v12B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIfLi1E1C7mutable7alignedE"}
!47 = distinct !{!47, !17}
!48 = !{!"branch_weights", i32 99, i32 1}
