; ModuleID = 'diff_slices'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274511214016 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140274511214016.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140274511214016 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140274511214016, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274511214016.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140274511207424 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274511207424.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274511207424 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274511207424, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274511207424.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.diff_slices = internal constant [12 x i8] c"diff_slices\00"
@_ZN08NumbaEnv7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f9434569a90>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f9434569a90>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9434696450B3v32B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9434695dd0B3v33B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u.0, i8* nocapture readnone %arg.u.1, i64 %arg.u.2, i64 %arg.u.3, double* nocapture readonly %arg.u.4, i64 %arg.u.5.0, i64 %arg.u.6.0) local_unnamed_addr {
B0.else.endif:
  tail call void @NRT_incref(i8* %arg.u.0)
  %.61 = icmp slt i64 %arg.u.5.0, 2
  br i1 %.61, label %B0.else.endif.if, label %B0.endif.else.endif, !prof !0

B0.else.endif.if:                                 ; preds = %B0.else.endif
  br label %B0.endif.else.endif

B0.endif.endif:                                   ; preds = %B0.endif.else.endif.endif, %B0.endif.else.endif.endif.endif.thread
  %.211.sroa.13.0 = phi i64 [ %.211.sroa.13.1.ph, %B0.endif.else.endif.endif.endif.thread ], [ %const_mat1794, %B0.endif.else.endif.endif ]
  %.211.sroa.0.0 = phi i64 [ %.211.sroa.0.271.ph, %B0.endif.else.endif.endif.endif.thread ], [ %const_mat1795, %B0.endif.else.endif.endif ]
  %.299 = sub i64 %.211.sroa.13.0, %.211.sroa.0.0
  %.306.inv = icmp sgt i64 %.299, 0
  %.308 = select i1 %.306.inv, i64 %.299, i64 0
  %.324 = getelementptr double, double* %arg.u.4, i64 %.211.sroa.0.0
  %.101.not.i = icmp eq i64 %.138, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif.endif.endif, label %B90.i12

B0.endif.else.endif:                              ; preds = %B0.else.endif, %B0.else.endif.if
  %.41.sroa.0.0 = phi i64 [ %arg.u.5.0, %B0.else.endif.if ], [ 1, %B0.else.endif ]
  %.129 = sub i64 %arg.u.5.0, %.41.sroa.0.0
  %.136.inv = icmp sgt i64 %.129, 0
  %.138 = select i1 %.136.inv, i64 %.129, i64 0
  %.154 = getelementptr double, double* %arg.u.4, i64 %.41.sroa.0.0
  tail call void @NRT_incref(i8* %arg.u.0)
  %.231 = icmp slt i64 %arg.u.5.0, 1
  %.239 = add i64 %arg.u.5.0, -1
  br i1 %.231, label %B0.endif.else.endif.endif, label %B0.endif.else.endif.endif.endif.thread, !prof !0

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif
  %const1793 = bitcast i64 9223372036854775792 to i64
  %.243 = icmp slt i64 %.239, 0
  %const_mat1794 = add i64 %const1793, 16
  %const_mat1795 = add i64 %const1793, 16
  br i1 %.243, label %B0.endif.else.endif.endif.endif.thread, label %B0.endif.endif, !prof !0

B0.endif.else.endif.endif.endif.thread:           ; preds = %B0.endif.else.endif, %B0.endif.else.endif.endif
  %.211.sroa.0.271.ph = phi i64 [ %arg.u.5.0, %B0.endif.else.endif.endif ], [ 0, %B0.endif.else.endif ]
  %.211.sroa.13.1.ph = phi i64 [ 0, %B0.endif.else.endif.endif ], [ %.239, %B0.endif.else.endif ]
  br label %B0.endif.endif

common.ret:                                       ; preds = %for.end.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif.if, %for.end.1.endif, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90.i12:                                          ; preds = %B0.endif.endif
  %.71.not.i9 = icmp eq i64 %.308, %.138
  %.76.not.i10 = icmp eq i64 %.308, 1
  %or.cond.i11 = or i1 %.76.not.i10, %.71.not.i9
  br i1 %or.cond.i11, label %B0.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.if

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i12
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274511214016, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif, %B90.i12
  %dest_shape.191 = phi i64 [ %.138, %B90.i12 ], [ %.308, %B0.endif.endif ]
  %.467 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.191, i64 8)
  %.469 = extractvalue { i64, i1 } %.467, 1
  br i1 %.469, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274511207424, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  %.468 = extractvalue { i64, i1 } %.467, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.468, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.5.i24 = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i24 to double**
  %.6.i66 = load double*, double** %0, align 8
  %.53962.not = icmp eq i64 %dest_shape.191, 0
  br i1 %.53962.not, label %for.end.endif.endif.endif, label %for.body.preheader

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.541 = icmp ugt i64 %.138, 1
  br i1 %.541, label %for.body.preheader.split.us, label %for.body.preheader.split

for.body.preheader.split.us:                      ; preds = %for.body.preheader
  %1 = icmp ugt i64 %.308, 1
  br i1 %1, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader.split.us
  %2 = icmp ult i64 %dest_shape.191, 16
  br i1 %2, label %for.body.us.preheader284, label %vector.memcheck185

vector.memcheck185:                               ; preds = %for.body.us.preheader
  %scevgep186 = getelementptr double, double* %.6.i66, i64 %dest_shape.191
  %3 = add i64 %.211.sroa.0.0, 1
  %scevgep188 = getelementptr double, double* %arg.u.4, i64 %3
  %4 = add i64 %dest_shape.191, %.41.sroa.0.0
  %scevgep190 = getelementptr double, double* %arg.u.4, i64 %4
  %bound0192 = icmp ult double* %.6.i66, %scevgep188
  %bound1193 = icmp ult double* %.324, %scevgep186
  %found.conflict194 = and i1 %bound0192, %bound1193
  %bound0195 = icmp ult double* %.6.i66, %scevgep190
  %bound1196 = icmp ult double* %.154, %scevgep186
  %found.conflict197 = and i1 %bound0195, %bound1196
  %conflict.rdx198 = or i1 %found.conflict194, %found.conflict197
  br i1 %conflict.rdx198, label %for.body.us.preheader284, label %vector.ph203

vector.ph203:                                     ; preds = %vector.memcheck185
  %const1789 = bitcast i64 9223372036854775792 to i64
  %n.vec205 = and i64 %dest_shape.191, %const1789
  %5 = add nsw i64 %n.vec205, -16
  %6 = lshr exact i64 %5, 4
  %7 = add nuw nsw i64 %6, 1
  %xtraiter309 = and i64 %7, 7
  %8 = icmp ult i64 %5, 112
  br i1 %8, label %middle.block199.unr-lcssa, label %vector.ph203.new

vector.ph203.new:                                 ; preds = %vector.ph203
  %const1784 = bitcast i64 2305843009213693944 to i64
  %unroll_iter312 = and i64 %7, %const1784
  %9 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert213 = insertelement <4 x double> poison, double %9, i64 0
  %broadcast.splat214 = shufflevector <4 x double> %broadcast.splatinsert213, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert215 = insertelement <4 x double> poison, double %9, i64 0
  %broadcast.splat216 = shufflevector <4 x double> %broadcast.splatinsert215, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert217 = insertelement <4 x double> poison, double %9, i64 0
  %broadcast.splat218 = shufflevector <4 x double> %broadcast.splatinsert217, <4 x double> poison, <4 x i32> zeroinitializer
  %10 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert219 = insertelement <4 x double> poison, double %10, i64 0
  %broadcast.splat220 = shufflevector <4 x double> %broadcast.splatinsert219, <4 x double> poison, <4 x i32> zeroinitializer
  %11 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert213.1 = insertelement <4 x double> poison, double %11, i64 0
  %broadcast.splat214.1 = shufflevector <4 x double> %broadcast.splatinsert213.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert215.1 = insertelement <4 x double> poison, double %11, i64 0
  %broadcast.splat216.1 = shufflevector <4 x double> %broadcast.splatinsert215.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert217.1 = insertelement <4 x double> poison, double %11, i64 0
  %broadcast.splat218.1 = shufflevector <4 x double> %broadcast.splatinsert217.1, <4 x double> poison, <4 x i32> zeroinitializer
  %12 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert219.1 = insertelement <4 x double> poison, double %12, i64 0
  %broadcast.splat220.1 = shufflevector <4 x double> %broadcast.splatinsert219.1, <4 x double> poison, <4 x i32> zeroinitializer
  %13 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert213.2 = insertelement <4 x double> poison, double %13, i64 0
  %broadcast.splat214.2 = shufflevector <4 x double> %broadcast.splatinsert213.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert215.2 = insertelement <4 x double> poison, double %13, i64 0
  %broadcast.splat216.2 = shufflevector <4 x double> %broadcast.splatinsert215.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert217.2 = insertelement <4 x double> poison, double %13, i64 0
  %broadcast.splat218.2 = shufflevector <4 x double> %broadcast.splatinsert217.2, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert219.2 = insertelement <4 x double> poison, double %14, i64 0
  %broadcast.splat220.2 = shufflevector <4 x double> %broadcast.splatinsert219.2, <4 x double> poison, <4 x i32> zeroinitializer
  %15 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert213.3 = insertelement <4 x double> poison, double %15, i64 0
  %broadcast.splat214.3 = shufflevector <4 x double> %broadcast.splatinsert213.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert215.3 = insertelement <4 x double> poison, double %15, i64 0
  %broadcast.splat216.3 = shufflevector <4 x double> %broadcast.splatinsert215.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert217.3 = insertelement <4 x double> poison, double %15, i64 0
  %broadcast.splat218.3 = shufflevector <4 x double> %broadcast.splatinsert217.3, <4 x double> poison, <4 x i32> zeroinitializer
  %16 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert219.3 = insertelement <4 x double> poison, double %16, i64 0
  %broadcast.splat220.3 = shufflevector <4 x double> %broadcast.splatinsert219.3, <4 x double> poison, <4 x i32> zeroinitializer
  %17 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert213.4 = insertelement <4 x double> poison, double %17, i64 0
  %broadcast.splat214.4 = shufflevector <4 x double> %broadcast.splatinsert213.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert215.4 = insertelement <4 x double> poison, double %17, i64 0
  %broadcast.splat216.4 = shufflevector <4 x double> %broadcast.splatinsert215.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert217.4 = insertelement <4 x double> poison, double %17, i64 0
  %broadcast.splat218.4 = shufflevector <4 x double> %broadcast.splatinsert217.4, <4 x double> poison, <4 x i32> zeroinitializer
  %18 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert219.4 = insertelement <4 x double> poison, double %18, i64 0
  %broadcast.splat220.4 = shufflevector <4 x double> %broadcast.splatinsert219.4, <4 x double> poison, <4 x i32> zeroinitializer
  %19 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert213.5 = insertelement <4 x double> poison, double %19, i64 0
  %broadcast.splat214.5 = shufflevector <4 x double> %broadcast.splatinsert213.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert215.5 = insertelement <4 x double> poison, double %19, i64 0
  %broadcast.splat216.5 = shufflevector <4 x double> %broadcast.splatinsert215.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert217.5 = insertelement <4 x double> poison, double %19, i64 0
  %broadcast.splat218.5 = shufflevector <4 x double> %broadcast.splatinsert217.5, <4 x double> poison, <4 x i32> zeroinitializer
  %20 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert219.5 = insertelement <4 x double> poison, double %20, i64 0
  %broadcast.splat220.5 = shufflevector <4 x double> %broadcast.splatinsert219.5, <4 x double> poison, <4 x i32> zeroinitializer
  %21 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert213.6 = insertelement <4 x double> poison, double %21, i64 0
  %broadcast.splat214.6 = shufflevector <4 x double> %broadcast.splatinsert213.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert215.6 = insertelement <4 x double> poison, double %21, i64 0
  %broadcast.splat216.6 = shufflevector <4 x double> %broadcast.splatinsert215.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert217.6 = insertelement <4 x double> poison, double %21, i64 0
  %broadcast.splat218.6 = shufflevector <4 x double> %broadcast.splatinsert217.6, <4 x double> poison, <4 x i32> zeroinitializer
  %22 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert219.6 = insertelement <4 x double> poison, double %22, i64 0
  %broadcast.splat220.6 = shufflevector <4 x double> %broadcast.splatinsert219.6, <4 x double> poison, <4 x i32> zeroinitializer
  %23 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert213.7 = insertelement <4 x double> poison, double %23, i64 0
  %broadcast.splat214.7 = shufflevector <4 x double> %broadcast.splatinsert213.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert215.7 = insertelement <4 x double> poison, double %23, i64 0
  %broadcast.splat216.7 = shufflevector <4 x double> %broadcast.splatinsert215.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert217.7 = insertelement <4 x double> poison, double %23, i64 0
  %broadcast.splat218.7 = shufflevector <4 x double> %broadcast.splatinsert217.7, <4 x double> poison, <4 x i32> zeroinitializer
  %24 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert219.7 = insertelement <4 x double> poison, double %24, i64 0
  %broadcast.splat220.7 = shufflevector <4 x double> %broadcast.splatinsert219.7, <4 x double> poison, <4 x i32> zeroinitializer
  %25 = add i64 %.41.sroa.0.0, 124
  %scevgep1199 = getelementptr double, double* %arg.u.4, i64 %25
  %scevgep1295 = getelementptr double, double* %.6.i66, i64 124
  br label %vector.body201

vector.body201:                                   ; preds = %vector.body201, %vector.ph203.new
  %lsr.iv1391 = phi i64 [ %lsr.iv.next1392, %vector.body201 ], [ %unroll_iter312, %vector.ph203.new ]
  %index208 = phi i64 [ 0, %vector.ph203.new ], [ %index.next221.7, %vector.body201 ]
  %scevgep1283 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12831284 = bitcast double* %scevgep1283 to <4 x double>*
  %scevgep1285 = getelementptr <4 x double>, <4 x double>* %scevgep12831284, i64 -31
  %wide.load209 = load <4 x double>, <4 x double>* %scevgep1285, align 8, !alias.scope !12
  %scevgep1292 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12921293 = bitcast double* %scevgep1292 to <4 x double>*
  %scevgep1294 = getelementptr <4 x double>, <4 x double>* %scevgep12921293, i64 -30
  %wide.load210 = load <4 x double>, <4 x double>* %scevgep1294, align 8, !alias.scope !12
  %scevgep1289 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12891290 = bitcast double* %scevgep1289 to <4 x double>*
  %scevgep1291 = getelementptr <4 x double>, <4 x double>* %scevgep12891290, i64 -29
  %wide.load211 = load <4 x double>, <4 x double>* %scevgep1291, align 8, !alias.scope !12
  %scevgep1286 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12861287 = bitcast double* %scevgep1286 to <4 x double>*
  %scevgep1288 = getelementptr <4 x double>, <4 x double>* %scevgep12861287, i64 -28
  %wide.load212 = load <4 x double>, <4 x double>* %scevgep1288, align 8, !alias.scope !12
  %26 = fsub <4 x double> %wide.load209, %broadcast.splat214
  %27 = fsub <4 x double> %wide.load210, %broadcast.splat216
  %28 = fsub <4 x double> %wide.load211, %broadcast.splat218
  %29 = fsub <4 x double> %wide.load212, %broadcast.splat220
  %scevgep1379 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13791380 = bitcast double* %scevgep1379 to <4 x double>*
  %scevgep1381 = getelementptr <4 x double>, <4 x double>* %scevgep13791380, i64 -31
  store <4 x double> %26, <4 x double>* %scevgep1381, align 8, !alias.scope !14, !noalias !16
  %scevgep1388 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13881389 = bitcast double* %scevgep1388 to <4 x double>*
  %scevgep1390 = getelementptr <4 x double>, <4 x double>* %scevgep13881389, i64 -30
  store <4 x double> %27, <4 x double>* %scevgep1390, align 8, !alias.scope !14, !noalias !16
  %scevgep1385 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13851386 = bitcast double* %scevgep1385 to <4 x double>*
  %scevgep1387 = getelementptr <4 x double>, <4 x double>* %scevgep13851386, i64 -29
  store <4 x double> %28, <4 x double>* %scevgep1387, align 8, !alias.scope !14, !noalias !16
  %scevgep1382 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13821383 = bitcast double* %scevgep1382 to <4 x double>*
  %scevgep1384 = getelementptr <4 x double>, <4 x double>* %scevgep13821383, i64 -28
  store <4 x double> %29, <4 x double>* %scevgep1384, align 8, !alias.scope !14, !noalias !16
  %scevgep1269 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12691270 = bitcast double* %scevgep1269 to <4 x double>*
  %scevgep1271 = getelementptr <4 x double>, <4 x double>* %scevgep12691270, i64 -27
  %wide.load209.1 = load <4 x double>, <4 x double>* %scevgep1271, align 8, !alias.scope !12
  %scevgep1266 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12661267 = bitcast double* %scevgep1266 to <4 x double>*
  %scevgep1268 = getelementptr <4 x double>, <4 x double>* %scevgep12661267, i64 -26
  %wide.load210.1 = load <4 x double>, <4 x double>* %scevgep1268, align 8, !alias.scope !12
  %scevgep1263 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12631264 = bitcast double* %scevgep1263 to <4 x double>*
  %scevgep1265 = getelementptr <4 x double>, <4 x double>* %scevgep12631264, i64 -25
  %wide.load211.1 = load <4 x double>, <4 x double>* %scevgep1265, align 8, !alias.scope !12
  %scevgep1260 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12601261 = bitcast double* %scevgep1260 to <4 x double>*
  %scevgep1262 = getelementptr <4 x double>, <4 x double>* %scevgep12601261, i64 -24
  %wide.load212.1 = load <4 x double>, <4 x double>* %scevgep1262, align 8, !alias.scope !12
  %30 = fsub <4 x double> %wide.load209.1, %broadcast.splat214.1
  %31 = fsub <4 x double> %wide.load210.1, %broadcast.splat216.1
  %32 = fsub <4 x double> %wide.load211.1, %broadcast.splat218.1
  %33 = fsub <4 x double> %wide.load212.1, %broadcast.splat220.1
  %scevgep1365 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13651366 = bitcast double* %scevgep1365 to <4 x double>*
  %scevgep1367 = getelementptr <4 x double>, <4 x double>* %scevgep13651366, i64 -27
  store <4 x double> %30, <4 x double>* %scevgep1367, align 8, !alias.scope !14, !noalias !16
  %scevgep1362 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13621363 = bitcast double* %scevgep1362 to <4 x double>*
  %scevgep1364 = getelementptr <4 x double>, <4 x double>* %scevgep13621363, i64 -26
  store <4 x double> %31, <4 x double>* %scevgep1364, align 8, !alias.scope !14, !noalias !16
  %scevgep1359 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13591360 = bitcast double* %scevgep1359 to <4 x double>*
  %scevgep1361 = getelementptr <4 x double>, <4 x double>* %scevgep13591360, i64 -25
  store <4 x double> %32, <4 x double>* %scevgep1361, align 8, !alias.scope !14, !noalias !16
  %scevgep1356 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13561357 = bitcast double* %scevgep1356 to <4 x double>*
  %scevgep1358 = getelementptr <4 x double>, <4 x double>* %scevgep13561357, i64 -24
  store <4 x double> %33, <4 x double>* %scevgep1358, align 8, !alias.scope !14, !noalias !16
  %scevgep1257 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12571258 = bitcast double* %scevgep1257 to <4 x double>*
  %scevgep1259 = getelementptr <4 x double>, <4 x double>* %scevgep12571258, i64 -23
  %wide.load209.2 = load <4 x double>, <4 x double>* %scevgep1259, align 8, !alias.scope !12
  %scevgep1254 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12541255 = bitcast double* %scevgep1254 to <4 x double>*
  %scevgep1256 = getelementptr <4 x double>, <4 x double>* %scevgep12541255, i64 -22
  %wide.load210.2 = load <4 x double>, <4 x double>* %scevgep1256, align 8, !alias.scope !12
  %scevgep1251 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12511252 = bitcast double* %scevgep1251 to <4 x double>*
  %scevgep1253 = getelementptr <4 x double>, <4 x double>* %scevgep12511252, i64 -21
  %wide.load211.2 = load <4 x double>, <4 x double>* %scevgep1253, align 8, !alias.scope !12
  %scevgep1248 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12481249 = bitcast double* %scevgep1248 to <4 x double>*
  %scevgep1250 = getelementptr <4 x double>, <4 x double>* %scevgep12481249, i64 -20
  %wide.load212.2 = load <4 x double>, <4 x double>* %scevgep1250, align 8, !alias.scope !12
  %34 = fsub <4 x double> %wide.load209.2, %broadcast.splat214.2
  %35 = fsub <4 x double> %wide.load210.2, %broadcast.splat216.2
  %36 = fsub <4 x double> %wide.load211.2, %broadcast.splat218.2
  %37 = fsub <4 x double> %wide.load212.2, %broadcast.splat220.2
  %scevgep1353 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13531354 = bitcast double* %scevgep1353 to <4 x double>*
  %scevgep1355 = getelementptr <4 x double>, <4 x double>* %scevgep13531354, i64 -23
  store <4 x double> %34, <4 x double>* %scevgep1355, align 8, !alias.scope !14, !noalias !16
  %scevgep1350 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13501351 = bitcast double* %scevgep1350 to <4 x double>*
  %scevgep1352 = getelementptr <4 x double>, <4 x double>* %scevgep13501351, i64 -22
  store <4 x double> %35, <4 x double>* %scevgep1352, align 8, !alias.scope !14, !noalias !16
  %scevgep1347 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13471348 = bitcast double* %scevgep1347 to <4 x double>*
  %scevgep1349 = getelementptr <4 x double>, <4 x double>* %scevgep13471348, i64 -21
  store <4 x double> %36, <4 x double>* %scevgep1349, align 8, !alias.scope !14, !noalias !16
  %scevgep1344 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13441345 = bitcast double* %scevgep1344 to <4 x double>*
  %scevgep1346 = getelementptr <4 x double>, <4 x double>* %scevgep13441345, i64 -20
  store <4 x double> %37, <4 x double>* %scevgep1346, align 8, !alias.scope !14, !noalias !16
  %scevgep1245 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12451246 = bitcast double* %scevgep1245 to <4 x double>*
  %scevgep1247 = getelementptr <4 x double>, <4 x double>* %scevgep12451246, i64 -19
  %wide.load209.3 = load <4 x double>, <4 x double>* %scevgep1247, align 8, !alias.scope !12
  %scevgep1242 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12421243 = bitcast double* %scevgep1242 to <4 x double>*
  %scevgep1244 = getelementptr <4 x double>, <4 x double>* %scevgep12421243, i64 -18
  %wide.load210.3 = load <4 x double>, <4 x double>* %scevgep1244, align 8, !alias.scope !12
  %scevgep1239 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12391240 = bitcast double* %scevgep1239 to <4 x double>*
  %scevgep1241 = getelementptr <4 x double>, <4 x double>* %scevgep12391240, i64 -17
  %wide.load211.3 = load <4 x double>, <4 x double>* %scevgep1241, align 8, !alias.scope !12
  %scevgep1236 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12361237 = bitcast double* %scevgep1236 to <4 x double>*
  %scevgep1238 = getelementptr <4 x double>, <4 x double>* %scevgep12361237, i64 -16
  %wide.load212.3 = load <4 x double>, <4 x double>* %scevgep1238, align 8, !alias.scope !12
  %38 = fsub <4 x double> %wide.load209.3, %broadcast.splat214.3
  %39 = fsub <4 x double> %wide.load210.3, %broadcast.splat216.3
  %40 = fsub <4 x double> %wide.load211.3, %broadcast.splat218.3
  %41 = fsub <4 x double> %wide.load212.3, %broadcast.splat220.3
  %scevgep1341 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13411342 = bitcast double* %scevgep1341 to <4 x double>*
  %scevgep1343 = getelementptr <4 x double>, <4 x double>* %scevgep13411342, i64 -19
  store <4 x double> %38, <4 x double>* %scevgep1343, align 8, !alias.scope !14, !noalias !16
  %scevgep1338 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13381339 = bitcast double* %scevgep1338 to <4 x double>*
  %scevgep1340 = getelementptr <4 x double>, <4 x double>* %scevgep13381339, i64 -18
  store <4 x double> %39, <4 x double>* %scevgep1340, align 8, !alias.scope !14, !noalias !16
  %scevgep1335 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13351336 = bitcast double* %scevgep1335 to <4 x double>*
  %scevgep1337 = getelementptr <4 x double>, <4 x double>* %scevgep13351336, i64 -17
  store <4 x double> %40, <4 x double>* %scevgep1337, align 8, !alias.scope !14, !noalias !16
  %scevgep1332 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13321333 = bitcast double* %scevgep1332 to <4 x double>*
  %scevgep1334 = getelementptr <4 x double>, <4 x double>* %scevgep13321333, i64 -16
  store <4 x double> %41, <4 x double>* %scevgep1334, align 8, !alias.scope !14, !noalias !16
  %scevgep1233 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12331234 = bitcast double* %scevgep1233 to <4 x double>*
  %scevgep1235 = getelementptr <4 x double>, <4 x double>* %scevgep12331234, i64 -15
  %wide.load209.4 = load <4 x double>, <4 x double>* %scevgep1235, align 8, !alias.scope !12
  %scevgep1230 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12301231 = bitcast double* %scevgep1230 to <4 x double>*
  %scevgep1232 = getelementptr <4 x double>, <4 x double>* %scevgep12301231, i64 -14
  %wide.load210.4 = load <4 x double>, <4 x double>* %scevgep1232, align 8, !alias.scope !12
  %scevgep1227 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12271228 = bitcast double* %scevgep1227 to <4 x double>*
  %scevgep1229 = getelementptr <4 x double>, <4 x double>* %scevgep12271228, i64 -13
  %wide.load211.4 = load <4 x double>, <4 x double>* %scevgep1229, align 8, !alias.scope !12
  %scevgep1224 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12241225 = bitcast double* %scevgep1224 to <4 x double>*
  %scevgep1226 = getelementptr <4 x double>, <4 x double>* %scevgep12241225, i64 -12
  %wide.load212.4 = load <4 x double>, <4 x double>* %scevgep1226, align 8, !alias.scope !12
  %42 = fsub <4 x double> %wide.load209.4, %broadcast.splat214.4
  %43 = fsub <4 x double> %wide.load210.4, %broadcast.splat216.4
  %44 = fsub <4 x double> %wide.load211.4, %broadcast.splat218.4
  %45 = fsub <4 x double> %wide.load212.4, %broadcast.splat220.4
  %scevgep1329 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13291330 = bitcast double* %scevgep1329 to <4 x double>*
  %scevgep1331 = getelementptr <4 x double>, <4 x double>* %scevgep13291330, i64 -15
  store <4 x double> %42, <4 x double>* %scevgep1331, align 8, !alias.scope !14, !noalias !16
  %scevgep1326 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13261327 = bitcast double* %scevgep1326 to <4 x double>*
  %scevgep1328 = getelementptr <4 x double>, <4 x double>* %scevgep13261327, i64 -14
  store <4 x double> %43, <4 x double>* %scevgep1328, align 8, !alias.scope !14, !noalias !16
  %scevgep1323 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13231324 = bitcast double* %scevgep1323 to <4 x double>*
  %scevgep1325 = getelementptr <4 x double>, <4 x double>* %scevgep13231324, i64 -13
  store <4 x double> %44, <4 x double>* %scevgep1325, align 8, !alias.scope !14, !noalias !16
  %scevgep1320 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13201321 = bitcast double* %scevgep1320 to <4 x double>*
  %scevgep1322 = getelementptr <4 x double>, <4 x double>* %scevgep13201321, i64 -12
  store <4 x double> %45, <4 x double>* %scevgep1322, align 8, !alias.scope !14, !noalias !16
  %scevgep1221 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12211222 = bitcast double* %scevgep1221 to <4 x double>*
  %scevgep1223 = getelementptr <4 x double>, <4 x double>* %scevgep12211222, i64 -11
  %wide.load209.5 = load <4 x double>, <4 x double>* %scevgep1223, align 8, !alias.scope !12
  %scevgep1218 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12181219 = bitcast double* %scevgep1218 to <4 x double>*
  %scevgep1220 = getelementptr <4 x double>, <4 x double>* %scevgep12181219, i64 -10
  %wide.load210.5 = load <4 x double>, <4 x double>* %scevgep1220, align 8, !alias.scope !12
  %scevgep1215 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12151216 = bitcast double* %scevgep1215 to <4 x double>*
  %scevgep1217 = getelementptr <4 x double>, <4 x double>* %scevgep12151216, i64 -9
  %wide.load211.5 = load <4 x double>, <4 x double>* %scevgep1217, align 8, !alias.scope !12
  %scevgep1212 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12121213 = bitcast double* %scevgep1212 to <4 x double>*
  %scevgep1214 = getelementptr <4 x double>, <4 x double>* %scevgep12121213, i64 -8
  %wide.load212.5 = load <4 x double>, <4 x double>* %scevgep1214, align 8, !alias.scope !12
  %46 = fsub <4 x double> %wide.load209.5, %broadcast.splat214.5
  %47 = fsub <4 x double> %wide.load210.5, %broadcast.splat216.5
  %48 = fsub <4 x double> %wide.load211.5, %broadcast.splat218.5
  %49 = fsub <4 x double> %wide.load212.5, %broadcast.splat220.5
  %scevgep1317 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13171318 = bitcast double* %scevgep1317 to <4 x double>*
  %scevgep1319 = getelementptr <4 x double>, <4 x double>* %scevgep13171318, i64 -11
  store <4 x double> %46, <4 x double>* %scevgep1319, align 8, !alias.scope !14, !noalias !16
  %scevgep1314 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13141315 = bitcast double* %scevgep1314 to <4 x double>*
  %scevgep1316 = getelementptr <4 x double>, <4 x double>* %scevgep13141315, i64 -10
  store <4 x double> %47, <4 x double>* %scevgep1316, align 8, !alias.scope !14, !noalias !16
  %scevgep1311 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13111312 = bitcast double* %scevgep1311 to <4 x double>*
  %scevgep1313 = getelementptr <4 x double>, <4 x double>* %scevgep13111312, i64 -9
  store <4 x double> %48, <4 x double>* %scevgep1313, align 8, !alias.scope !14, !noalias !16
  %scevgep1308 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13081309 = bitcast double* %scevgep1308 to <4 x double>*
  %scevgep1310 = getelementptr <4 x double>, <4 x double>* %scevgep13081309, i64 -8
  store <4 x double> %49, <4 x double>* %scevgep1310, align 8, !alias.scope !14, !noalias !16
  %scevgep1209 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12091210 = bitcast double* %scevgep1209 to <4 x double>*
  %scevgep1211 = getelementptr <4 x double>, <4 x double>* %scevgep12091210, i64 -7
  %wide.load209.6 = load <4 x double>, <4 x double>* %scevgep1211, align 8, !alias.scope !12
  %scevgep1206 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12061207 = bitcast double* %scevgep1206 to <4 x double>*
  %scevgep1208 = getelementptr <4 x double>, <4 x double>* %scevgep12061207, i64 -6
  %wide.load210.6 = load <4 x double>, <4 x double>* %scevgep1208, align 8, !alias.scope !12
  %scevgep1203 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12031204 = bitcast double* %scevgep1203 to <4 x double>*
  %scevgep1205 = getelementptr <4 x double>, <4 x double>* %scevgep12031204, i64 -5
  %wide.load211.6 = load <4 x double>, <4 x double>* %scevgep1205, align 8, !alias.scope !12
  %scevgep1200 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12001201 = bitcast double* %scevgep1200 to <4 x double>*
  %scevgep1202 = getelementptr <4 x double>, <4 x double>* %scevgep12001201, i64 -4
  %wide.load212.6 = load <4 x double>, <4 x double>* %scevgep1202, align 8, !alias.scope !12
  %50 = fsub <4 x double> %wide.load209.6, %broadcast.splat214.6
  %51 = fsub <4 x double> %wide.load210.6, %broadcast.splat216.6
  %52 = fsub <4 x double> %wide.load211.6, %broadcast.splat218.6
  %53 = fsub <4 x double> %wide.load212.6, %broadcast.splat220.6
  %scevgep1305 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13051306 = bitcast double* %scevgep1305 to <4 x double>*
  %scevgep1307 = getelementptr <4 x double>, <4 x double>* %scevgep13051306, i64 -7
  store <4 x double> %50, <4 x double>* %scevgep1307, align 8, !alias.scope !14, !noalias !16
  %scevgep1302 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13021303 = bitcast double* %scevgep1302 to <4 x double>*
  %scevgep1304 = getelementptr <4 x double>, <4 x double>* %scevgep13021303, i64 -6
  store <4 x double> %51, <4 x double>* %scevgep1304, align 8, !alias.scope !14, !noalias !16
  %scevgep1299 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep12991300 = bitcast double* %scevgep1299 to <4 x double>*
  %scevgep1301 = getelementptr <4 x double>, <4 x double>* %scevgep12991300, i64 -5
  store <4 x double> %52, <4 x double>* %scevgep1301, align 8, !alias.scope !14, !noalias !16
  %scevgep1296 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep12961297 = bitcast double* %scevgep1296 to <4 x double>*
  %scevgep1298 = getelementptr <4 x double>, <4 x double>* %scevgep12961297, i64 -4
  store <4 x double> %53, <4 x double>* %scevgep1298, align 8, !alias.scope !14, !noalias !16
  %scevgep1280 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12801281 = bitcast double* %scevgep1280 to <4 x double>*
  %scevgep1282 = getelementptr <4 x double>, <4 x double>* %scevgep12801281, i64 -3
  %wide.load209.7 = load <4 x double>, <4 x double>* %scevgep1282, align 8, !alias.scope !12
  %scevgep1277 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12771278 = bitcast double* %scevgep1277 to <4 x double>*
  %scevgep1279 = getelementptr <4 x double>, <4 x double>* %scevgep12771278, i64 -2
  %wide.load210.7 = load <4 x double>, <4 x double>* %scevgep1279, align 8, !alias.scope !12
  %scevgep1274 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12741275 = bitcast double* %scevgep1274 to <4 x double>*
  %scevgep1276 = getelementptr <4 x double>, <4 x double>* %scevgep12741275, i64 -1
  %wide.load211.7 = load <4 x double>, <4 x double>* %scevgep1276, align 8, !alias.scope !12
  %scevgep1272 = getelementptr double, double* %scevgep1199, i64 %index208
  %scevgep12721273 = bitcast double* %scevgep1272 to <4 x double>*
  %wide.load212.7 = load <4 x double>, <4 x double>* %scevgep12721273, align 8, !alias.scope !12
  %54 = fsub <4 x double> %wide.load209.7, %broadcast.splat214.7
  %55 = fsub <4 x double> %wide.load210.7, %broadcast.splat216.7
  %56 = fsub <4 x double> %wide.load211.7, %broadcast.splat218.7
  %57 = fsub <4 x double> %wide.load212.7, %broadcast.splat220.7
  %scevgep1376 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13761377 = bitcast double* %scevgep1376 to <4 x double>*
  %scevgep1378 = getelementptr <4 x double>, <4 x double>* %scevgep13761377, i64 -3
  store <4 x double> %54, <4 x double>* %scevgep1378, align 8, !alias.scope !14, !noalias !16
  %scevgep1373 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13731374 = bitcast double* %scevgep1373 to <4 x double>*
  %scevgep1375 = getelementptr <4 x double>, <4 x double>* %scevgep13731374, i64 -2
  store <4 x double> %55, <4 x double>* %scevgep1375, align 8, !alias.scope !14, !noalias !16
  %scevgep1370 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13701371 = bitcast double* %scevgep1370 to <4 x double>*
  %scevgep1372 = getelementptr <4 x double>, <4 x double>* %scevgep13701371, i64 -1
  store <4 x double> %56, <4 x double>* %scevgep1372, align 8, !alias.scope !14, !noalias !16
  %scevgep1368 = getelementptr double, double* %scevgep1295, i64 %index208
  %scevgep13681369 = bitcast double* %scevgep1368 to <4 x double>*
  store <4 x double> %57, <4 x double>* %scevgep13681369, align 8, !alias.scope !14, !noalias !16
  %index.next221.7 = add i64 %index208, 128
  %lsr.iv.next1392 = add i64 %lsr.iv1391, -8
  %niter313.ncmp.7 = icmp eq i64 %lsr.iv.next1392, 0
  br i1 %niter313.ncmp.7, label %middle.block199.unr-lcssa, label %vector.body201, !llvm.loop !17

middle.block199.unr-lcssa:                        ; preds = %vector.body201, %vector.ph203
  %index208.unr = phi i64 [ 0, %vector.ph203 ], [ %index.next221.7, %vector.body201 ]
  %lcmp.mod311.not = icmp eq i64 %xtraiter309, 0
  br i1 %lcmp.mod311.not, label %middle.block199, label %vector.body201.epil.preheader

vector.body201.epil.preheader:                    ; preds = %middle.block199.unr-lcssa
  %58 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert213.epil = insertelement <4 x double> poison, double %58, i64 0
  %broadcast.splat214.epil = shufflevector <4 x double> %broadcast.splatinsert213.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert215.epil = insertelement <4 x double> poison, double %58, i64 0
  %broadcast.splat216.epil = shufflevector <4 x double> %broadcast.splatinsert215.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert217.epil = insertelement <4 x double> poison, double %58, i64 0
  %broadcast.splat218.epil = shufflevector <4 x double> %broadcast.splatinsert217.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %59 = load double, double* %.324, align 8, !alias.scope !9
  %broadcast.splatinsert219.epil = insertelement <4 x double> poison, double %59, i64 0
  %broadcast.splat220.epil = shufflevector <4 x double> %broadcast.splatinsert219.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %60 = add nuw nsw i64 %index208.unr, 12
  %scevgep1171 = getelementptr double, double* %.6.i66, i64 %60
  %61 = add i64 %.41.sroa.0.0, %index208.unr
  %62 = add i64 %61, 12
  %scevgep1186 = getelementptr double, double* %arg.u.4, i64 %62
  %63 = shl nuw nsw i64 %xtraiter309, 7
  br label %vector.body201.epil

vector.body201.epil:                              ; preds = %vector.body201.epil, %vector.body201.epil.preheader
  %lsr.iv1172 = phi i64 [ %lsr.iv.next1173, %vector.body201.epil ], [ 0, %vector.body201.epil.preheader ]
  %64 = bitcast double* %scevgep1186 to i8*
  %65 = bitcast double* %scevgep1171 to i8*
  %uglygep1196 = getelementptr i8, i8* %64, i64 %lsr.iv1172
  %uglygep11961197 = bitcast i8* %uglygep1196 to <4 x double>*
  %scevgep1198 = getelementptr <4 x double>, <4 x double>* %uglygep11961197, i64 -3
  %wide.load209.epil = load <4 x double>, <4 x double>* %scevgep1198, align 8, !alias.scope !12
  %uglygep1193 = getelementptr i8, i8* %64, i64 %lsr.iv1172
  %uglygep11931194 = bitcast i8* %uglygep1193 to <4 x double>*
  %scevgep1195 = getelementptr <4 x double>, <4 x double>* %uglygep11931194, i64 -2
  %wide.load210.epil = load <4 x double>, <4 x double>* %scevgep1195, align 8, !alias.scope !12
  %uglygep1190 = getelementptr i8, i8* %64, i64 %lsr.iv1172
  %uglygep11901191 = bitcast i8* %uglygep1190 to <4 x double>*
  %scevgep1192 = getelementptr <4 x double>, <4 x double>* %uglygep11901191, i64 -1
  %wide.load211.epil = load <4 x double>, <4 x double>* %scevgep1192, align 8, !alias.scope !12
  %uglygep1188 = getelementptr i8, i8* %64, i64 %lsr.iv1172
  %uglygep11881189 = bitcast i8* %uglygep1188 to <4 x double>*
  %wide.load212.epil = load <4 x double>, <4 x double>* %uglygep11881189, align 8, !alias.scope !12
  %66 = fsub <4 x double> %wide.load209.epil, %broadcast.splat214.epil
  %67 = fsub <4 x double> %wide.load210.epil, %broadcast.splat216.epil
  %68 = fsub <4 x double> %wide.load211.epil, %broadcast.splat218.epil
  %69 = fsub <4 x double> %wide.load212.epil, %broadcast.splat220.epil
  %uglygep1183 = getelementptr i8, i8* %65, i64 %lsr.iv1172
  %uglygep11831184 = bitcast i8* %uglygep1183 to <4 x double>*
  %scevgep1185 = getelementptr <4 x double>, <4 x double>* %uglygep11831184, i64 -3
  store <4 x double> %66, <4 x double>* %scevgep1185, align 8, !alias.scope !14, !noalias !16
  %uglygep1180 = getelementptr i8, i8* %65, i64 %lsr.iv1172
  %uglygep11801181 = bitcast i8* %uglygep1180 to <4 x double>*
  %scevgep1182 = getelementptr <4 x double>, <4 x double>* %uglygep11801181, i64 -2
  store <4 x double> %67, <4 x double>* %scevgep1182, align 8, !alias.scope !14, !noalias !16
  %uglygep1177 = getelementptr i8, i8* %65, i64 %lsr.iv1172
  %uglygep11771178 = bitcast i8* %uglygep1177 to <4 x double>*
  %scevgep1179 = getelementptr <4 x double>, <4 x double>* %uglygep11771178, i64 -1
  store <4 x double> %68, <4 x double>* %scevgep1179, align 8, !alias.scope !14, !noalias !16
  %uglygep1175 = getelementptr i8, i8* %65, i64 %lsr.iv1172
  %uglygep11751176 = bitcast i8* %uglygep1175 to <4 x double>*
  store <4 x double> %69, <4 x double>* %uglygep11751176, align 8, !alias.scope !14, !noalias !16
  %lsr.iv.next1173 = add nuw nsw i64 %lsr.iv1172, 128
  %epil.iter310.cmp.not = icmp eq i64 %63, %lsr.iv.next1173
  br i1 %epil.iter310.cmp.not, label %middle.block199, label %vector.body201.epil, !llvm.loop !19

middle.block199:                                  ; preds = %vector.body201.epil, %middle.block199.unr-lcssa
  %cmp.n207 = icmp eq i64 %dest_shape.191, %n.vec205
  br i1 %cmp.n207, label %for.end.endif.endif.endif, label %for.body.us.preheader284

for.body.us.preheader284:                         ; preds = %vector.memcheck185, %for.body.us.preheader, %middle.block199
  %loop.index65.us.ph = phi i64 [ 0, %vector.memcheck185 ], [ 0, %for.body.us.preheader ], [ %n.vec205, %middle.block199 ]
  %70 = xor i64 %loop.index65.us.ph, -1
  %71 = add nsw i64 %dest_shape.191, %70
  %xtraiter306 = and i64 %dest_shape.191, 7
  %lcmp.mod307.not = icmp eq i64 %xtraiter306, 0
  br i1 %lcmp.mod307.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader284
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1169 = phi i64 [ %xtraiter306, %for.body.us.prol.preheader ], [ %lsr.iv.next1170, %for.body.us.prol ]
  %loop.index65.us.prol = phi i64 [ %.587.us.prol, %for.body.us.prol ], [ %loop.index65.us.ph, %for.body.us.prol.preheader ]
  %scevgep1168 = getelementptr double, double* %.154, i64 %loop.index65.us.prol
  %.549.us.prol = load double, double* %scevgep1168, align 8
  %.558.us.prol = load double, double* %.324, align 8
  %.6.i54.us.prol = fsub double %.549.us.prol, %.558.us.prol
  %scevgep1167 = getelementptr double, double* %.6.i66, i64 %loop.index65.us.prol
  store double %.6.i54.us.prol, double* %scevgep1167, align 8
  %.587.us.prol = add nuw nsw i64 %loop.index65.us.prol, 1
  %lsr.iv.next1170 = add nsw i64 %lsr.iv1169, -1
  %prol.iter308.cmp.not = icmp eq i64 %lsr.iv.next1170, 0
  br i1 %prol.iter308.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !21

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader284
  %loop.index65.us.unr = phi i64 [ %loop.index65.us.ph, %for.body.us.preheader284 ], [ %.587.us.prol, %for.body.us.prol ]
  %72 = icmp ult i64 %71, 7
  br i1 %72, label %for.end.endif.endif.endif, label %for.body.us.preheader332

for.body.us.preheader332:                         ; preds = %for.body.us.prol.loopexit
  %73 = add i64 %.41.sroa.0.0, 7
  %scevgep1151 = getelementptr double, double* %arg.u.4, i64 %73
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.preheader.split.us
  %74 = icmp ult i64 %dest_shape.191, 16
  br i1 %74, label %for.body.us.us.preheader283, label %vector.memcheck222

vector.memcheck222:                               ; preds = %for.body.us.us.preheader
  %scevgep223 = getelementptr double, double* %.6.i66, i64 %dest_shape.191
  %75 = add i64 %dest_shape.191, %.211.sroa.0.0
  %scevgep225 = getelementptr double, double* %arg.u.4, i64 %75
  %76 = add i64 %dest_shape.191, %.41.sroa.0.0
  %scevgep227 = getelementptr double, double* %arg.u.4, i64 %76
  %bound0229 = icmp ult double* %.6.i66, %scevgep225
  %bound1230 = icmp ult double* %.324, %scevgep223
  %found.conflict231 = and i1 %bound0229, %bound1230
  %bound0232 = icmp ult double* %.6.i66, %scevgep227
  %bound1233 = icmp ult double* %.154, %scevgep223
  %found.conflict234 = and i1 %bound0232, %bound1233
  %conflict.rdx235 = or i1 %found.conflict231, %found.conflict234
  br i1 %conflict.rdx235, label %for.body.us.us.preheader283, label %vector.ph240

vector.ph240:                                     ; preds = %vector.memcheck222
  %const1790 = bitcast i64 9223372036854775792 to i64
  %n.vec242 = and i64 %dest_shape.191, %const1790
  %77 = add nsw i64 %n.vec242, -16
  %78 = lshr exact i64 %77, 4
  %79 = add nuw nsw i64 %78, 1
  %xtraiter301 = and i64 %79, 7
  %80 = icmp ult i64 %77, 112
  br i1 %80, label %middle.block236.unr-lcssa, label %vector.ph240.new

vector.ph240.new:                                 ; preds = %vector.ph240
  %const1785 = bitcast i64 2305843009213693944 to i64
  %unroll_iter304 = and i64 %79, %const1785
  %81 = add i64 %.41.sroa.0.0, 124
  %scevgep845 = getelementptr double, double* %arg.u.4, i64 %81
  %82 = add i64 %.211.sroa.0.0, 124
  %scevgep941 = getelementptr double, double* %arg.u.4, i64 %82
  %scevgep1037 = getelementptr double, double* %.6.i66, i64 124
  br label %vector.body238

vector.body238:                                   ; preds = %vector.body238, %vector.ph240.new
  %lsr.iv1133 = phi i64 [ %lsr.iv.next1134, %vector.body238 ], [ %unroll_iter304, %vector.ph240.new ]
  %index245 = phi i64 [ 0, %vector.ph240.new ], [ %index.next254.7, %vector.body238 ]
  %scevgep929 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep929930 = bitcast double* %scevgep929 to <4 x double>*
  %scevgep931 = getelementptr <4 x double>, <4 x double>* %scevgep929930, i64 -31
  %wide.load246 = load <4 x double>, <4 x double>* %scevgep931, align 8, !alias.scope !22
  %scevgep938 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep938939 = bitcast double* %scevgep938 to <4 x double>*
  %scevgep940 = getelementptr <4 x double>, <4 x double>* %scevgep938939, i64 -30
  %wide.load247 = load <4 x double>, <4 x double>* %scevgep940, align 8, !alias.scope !22
  %scevgep935 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep935936 = bitcast double* %scevgep935 to <4 x double>*
  %scevgep937 = getelementptr <4 x double>, <4 x double>* %scevgep935936, i64 -29
  %wide.load248 = load <4 x double>, <4 x double>* %scevgep937, align 8, !alias.scope !22
  %scevgep932 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep932933 = bitcast double* %scevgep932 to <4 x double>*
  %scevgep934 = getelementptr <4 x double>, <4 x double>* %scevgep932933, i64 -28
  %wide.load249 = load <4 x double>, <4 x double>* %scevgep934, align 8, !alias.scope !22
  %scevgep1025 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10251026 = bitcast double* %scevgep1025 to <4 x double>*
  %scevgep1027 = getelementptr <4 x double>, <4 x double>* %scevgep10251026, i64 -31
  %wide.load250 = load <4 x double>, <4 x double>* %scevgep1027, align 8, !alias.scope !25
  %scevgep1034 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10341035 = bitcast double* %scevgep1034 to <4 x double>*
  %scevgep1036 = getelementptr <4 x double>, <4 x double>* %scevgep10341035, i64 -30
  %wide.load251 = load <4 x double>, <4 x double>* %scevgep1036, align 8, !alias.scope !25
  %scevgep1031 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10311032 = bitcast double* %scevgep1031 to <4 x double>*
  %scevgep1033 = getelementptr <4 x double>, <4 x double>* %scevgep10311032, i64 -29
  %wide.load252 = load <4 x double>, <4 x double>* %scevgep1033, align 8, !alias.scope !25
  %scevgep1028 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10281029 = bitcast double* %scevgep1028 to <4 x double>*
  %scevgep1030 = getelementptr <4 x double>, <4 x double>* %scevgep10281029, i64 -28
  %wide.load253 = load <4 x double>, <4 x double>* %scevgep1030, align 8, !alias.scope !25
  %83 = fsub <4 x double> %wide.load246, %wide.load250
  %84 = fsub <4 x double> %wide.load247, %wide.load251
  %85 = fsub <4 x double> %wide.load248, %wide.load252
  %86 = fsub <4 x double> %wide.load249, %wide.load253
  %scevgep1121 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11211122 = bitcast double* %scevgep1121 to <4 x double>*
  %scevgep1123 = getelementptr <4 x double>, <4 x double>* %scevgep11211122, i64 -31
  store <4 x double> %83, <4 x double>* %scevgep1123, align 8, !alias.scope !27, !noalias !29
  %scevgep1130 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11301131 = bitcast double* %scevgep1130 to <4 x double>*
  %scevgep1132 = getelementptr <4 x double>, <4 x double>* %scevgep11301131, i64 -30
  store <4 x double> %84, <4 x double>* %scevgep1132, align 8, !alias.scope !27, !noalias !29
  %scevgep1127 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11271128 = bitcast double* %scevgep1127 to <4 x double>*
  %scevgep1129 = getelementptr <4 x double>, <4 x double>* %scevgep11271128, i64 -29
  store <4 x double> %85, <4 x double>* %scevgep1129, align 8, !alias.scope !27, !noalias !29
  %scevgep1124 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11241125 = bitcast double* %scevgep1124 to <4 x double>*
  %scevgep1126 = getelementptr <4 x double>, <4 x double>* %scevgep11241125, i64 -28
  store <4 x double> %86, <4 x double>* %scevgep1126, align 8, !alias.scope !27, !noalias !29
  %scevgep915 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep915916 = bitcast double* %scevgep915 to <4 x double>*
  %scevgep917 = getelementptr <4 x double>, <4 x double>* %scevgep915916, i64 -27
  %wide.load246.1 = load <4 x double>, <4 x double>* %scevgep917, align 8, !alias.scope !22
  %scevgep912 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep912913 = bitcast double* %scevgep912 to <4 x double>*
  %scevgep914 = getelementptr <4 x double>, <4 x double>* %scevgep912913, i64 -26
  %wide.load247.1 = load <4 x double>, <4 x double>* %scevgep914, align 8, !alias.scope !22
  %scevgep909 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep909910 = bitcast double* %scevgep909 to <4 x double>*
  %scevgep911 = getelementptr <4 x double>, <4 x double>* %scevgep909910, i64 -25
  %wide.load248.1 = load <4 x double>, <4 x double>* %scevgep911, align 8, !alias.scope !22
  %scevgep906 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep906907 = bitcast double* %scevgep906 to <4 x double>*
  %scevgep908 = getelementptr <4 x double>, <4 x double>* %scevgep906907, i64 -24
  %wide.load249.1 = load <4 x double>, <4 x double>* %scevgep908, align 8, !alias.scope !22
  %scevgep1011 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10111012 = bitcast double* %scevgep1011 to <4 x double>*
  %scevgep1013 = getelementptr <4 x double>, <4 x double>* %scevgep10111012, i64 -27
  %wide.load250.1 = load <4 x double>, <4 x double>* %scevgep1013, align 8, !alias.scope !25
  %scevgep1008 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10081009 = bitcast double* %scevgep1008 to <4 x double>*
  %scevgep1010 = getelementptr <4 x double>, <4 x double>* %scevgep10081009, i64 -26
  %wide.load251.1 = load <4 x double>, <4 x double>* %scevgep1010, align 8, !alias.scope !25
  %scevgep1005 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10051006 = bitcast double* %scevgep1005 to <4 x double>*
  %scevgep1007 = getelementptr <4 x double>, <4 x double>* %scevgep10051006, i64 -25
  %wide.load252.1 = load <4 x double>, <4 x double>* %scevgep1007, align 8, !alias.scope !25
  %scevgep1002 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10021003 = bitcast double* %scevgep1002 to <4 x double>*
  %scevgep1004 = getelementptr <4 x double>, <4 x double>* %scevgep10021003, i64 -24
  %wide.load253.1 = load <4 x double>, <4 x double>* %scevgep1004, align 8, !alias.scope !25
  %87 = fsub <4 x double> %wide.load246.1, %wide.load250.1
  %88 = fsub <4 x double> %wide.load247.1, %wide.load251.1
  %89 = fsub <4 x double> %wide.load248.1, %wide.load252.1
  %90 = fsub <4 x double> %wide.load249.1, %wide.load253.1
  %scevgep1107 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11071108 = bitcast double* %scevgep1107 to <4 x double>*
  %scevgep1109 = getelementptr <4 x double>, <4 x double>* %scevgep11071108, i64 -27
  store <4 x double> %87, <4 x double>* %scevgep1109, align 8, !alias.scope !27, !noalias !29
  %scevgep1104 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11041105 = bitcast double* %scevgep1104 to <4 x double>*
  %scevgep1106 = getelementptr <4 x double>, <4 x double>* %scevgep11041105, i64 -26
  store <4 x double> %88, <4 x double>* %scevgep1106, align 8, !alias.scope !27, !noalias !29
  %scevgep1101 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11011102 = bitcast double* %scevgep1101 to <4 x double>*
  %scevgep1103 = getelementptr <4 x double>, <4 x double>* %scevgep11011102, i64 -25
  store <4 x double> %89, <4 x double>* %scevgep1103, align 8, !alias.scope !27, !noalias !29
  %scevgep1098 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10981099 = bitcast double* %scevgep1098 to <4 x double>*
  %scevgep1100 = getelementptr <4 x double>, <4 x double>* %scevgep10981099, i64 -24
  store <4 x double> %90, <4 x double>* %scevgep1100, align 8, !alias.scope !27, !noalias !29
  %scevgep903 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep903904 = bitcast double* %scevgep903 to <4 x double>*
  %scevgep905 = getelementptr <4 x double>, <4 x double>* %scevgep903904, i64 -23
  %wide.load246.2 = load <4 x double>, <4 x double>* %scevgep905, align 8, !alias.scope !22
  %scevgep900 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep900901 = bitcast double* %scevgep900 to <4 x double>*
  %scevgep902 = getelementptr <4 x double>, <4 x double>* %scevgep900901, i64 -22
  %wide.load247.2 = load <4 x double>, <4 x double>* %scevgep902, align 8, !alias.scope !22
  %scevgep897 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep897898 = bitcast double* %scevgep897 to <4 x double>*
  %scevgep899 = getelementptr <4 x double>, <4 x double>* %scevgep897898, i64 -21
  %wide.load248.2 = load <4 x double>, <4 x double>* %scevgep899, align 8, !alias.scope !22
  %scevgep894 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep894895 = bitcast double* %scevgep894 to <4 x double>*
  %scevgep896 = getelementptr <4 x double>, <4 x double>* %scevgep894895, i64 -20
  %wide.load249.2 = load <4 x double>, <4 x double>* %scevgep896, align 8, !alias.scope !22
  %scevgep999 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep9991000 = bitcast double* %scevgep999 to <4 x double>*
  %scevgep1001 = getelementptr <4 x double>, <4 x double>* %scevgep9991000, i64 -23
  %wide.load250.2 = load <4 x double>, <4 x double>* %scevgep1001, align 8, !alias.scope !25
  %scevgep996 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep996997 = bitcast double* %scevgep996 to <4 x double>*
  %scevgep998 = getelementptr <4 x double>, <4 x double>* %scevgep996997, i64 -22
  %wide.load251.2 = load <4 x double>, <4 x double>* %scevgep998, align 8, !alias.scope !25
  %scevgep993 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep993994 = bitcast double* %scevgep993 to <4 x double>*
  %scevgep995 = getelementptr <4 x double>, <4 x double>* %scevgep993994, i64 -21
  %wide.load252.2 = load <4 x double>, <4 x double>* %scevgep995, align 8, !alias.scope !25
  %scevgep990 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep990991 = bitcast double* %scevgep990 to <4 x double>*
  %scevgep992 = getelementptr <4 x double>, <4 x double>* %scevgep990991, i64 -20
  %wide.load253.2 = load <4 x double>, <4 x double>* %scevgep992, align 8, !alias.scope !25
  %91 = fsub <4 x double> %wide.load246.2, %wide.load250.2
  %92 = fsub <4 x double> %wide.load247.2, %wide.load251.2
  %93 = fsub <4 x double> %wide.load248.2, %wide.load252.2
  %94 = fsub <4 x double> %wide.load249.2, %wide.load253.2
  %scevgep1095 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10951096 = bitcast double* %scevgep1095 to <4 x double>*
  %scevgep1097 = getelementptr <4 x double>, <4 x double>* %scevgep10951096, i64 -23
  store <4 x double> %91, <4 x double>* %scevgep1097, align 8, !alias.scope !27, !noalias !29
  %scevgep1092 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10921093 = bitcast double* %scevgep1092 to <4 x double>*
  %scevgep1094 = getelementptr <4 x double>, <4 x double>* %scevgep10921093, i64 -22
  store <4 x double> %92, <4 x double>* %scevgep1094, align 8, !alias.scope !27, !noalias !29
  %scevgep1089 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10891090 = bitcast double* %scevgep1089 to <4 x double>*
  %scevgep1091 = getelementptr <4 x double>, <4 x double>* %scevgep10891090, i64 -21
  store <4 x double> %93, <4 x double>* %scevgep1091, align 8, !alias.scope !27, !noalias !29
  %scevgep1086 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10861087 = bitcast double* %scevgep1086 to <4 x double>*
  %scevgep1088 = getelementptr <4 x double>, <4 x double>* %scevgep10861087, i64 -20
  store <4 x double> %94, <4 x double>* %scevgep1088, align 8, !alias.scope !27, !noalias !29
  %scevgep891 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep891892 = bitcast double* %scevgep891 to <4 x double>*
  %scevgep893 = getelementptr <4 x double>, <4 x double>* %scevgep891892, i64 -19
  %wide.load246.3 = load <4 x double>, <4 x double>* %scevgep893, align 8, !alias.scope !22
  %scevgep888 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep888889 = bitcast double* %scevgep888 to <4 x double>*
  %scevgep890 = getelementptr <4 x double>, <4 x double>* %scevgep888889, i64 -18
  %wide.load247.3 = load <4 x double>, <4 x double>* %scevgep890, align 8, !alias.scope !22
  %scevgep885 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep885886 = bitcast double* %scevgep885 to <4 x double>*
  %scevgep887 = getelementptr <4 x double>, <4 x double>* %scevgep885886, i64 -17
  %wide.load248.3 = load <4 x double>, <4 x double>* %scevgep887, align 8, !alias.scope !22
  %scevgep882 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep882883 = bitcast double* %scevgep882 to <4 x double>*
  %scevgep884 = getelementptr <4 x double>, <4 x double>* %scevgep882883, i64 -16
  %wide.load249.3 = load <4 x double>, <4 x double>* %scevgep884, align 8, !alias.scope !22
  %scevgep987 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep987988 = bitcast double* %scevgep987 to <4 x double>*
  %scevgep989 = getelementptr <4 x double>, <4 x double>* %scevgep987988, i64 -19
  %wide.load250.3 = load <4 x double>, <4 x double>* %scevgep989, align 8, !alias.scope !25
  %scevgep984 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep984985 = bitcast double* %scevgep984 to <4 x double>*
  %scevgep986 = getelementptr <4 x double>, <4 x double>* %scevgep984985, i64 -18
  %wide.load251.3 = load <4 x double>, <4 x double>* %scevgep986, align 8, !alias.scope !25
  %scevgep981 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep981982 = bitcast double* %scevgep981 to <4 x double>*
  %scevgep983 = getelementptr <4 x double>, <4 x double>* %scevgep981982, i64 -17
  %wide.load252.3 = load <4 x double>, <4 x double>* %scevgep983, align 8, !alias.scope !25
  %scevgep978 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep978979 = bitcast double* %scevgep978 to <4 x double>*
  %scevgep980 = getelementptr <4 x double>, <4 x double>* %scevgep978979, i64 -16
  %wide.load253.3 = load <4 x double>, <4 x double>* %scevgep980, align 8, !alias.scope !25
  %95 = fsub <4 x double> %wide.load246.3, %wide.load250.3
  %96 = fsub <4 x double> %wide.load247.3, %wide.load251.3
  %97 = fsub <4 x double> %wide.load248.3, %wide.load252.3
  %98 = fsub <4 x double> %wide.load249.3, %wide.load253.3
  %scevgep1083 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10831084 = bitcast double* %scevgep1083 to <4 x double>*
  %scevgep1085 = getelementptr <4 x double>, <4 x double>* %scevgep10831084, i64 -19
  store <4 x double> %95, <4 x double>* %scevgep1085, align 8, !alias.scope !27, !noalias !29
  %scevgep1080 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10801081 = bitcast double* %scevgep1080 to <4 x double>*
  %scevgep1082 = getelementptr <4 x double>, <4 x double>* %scevgep10801081, i64 -18
  store <4 x double> %96, <4 x double>* %scevgep1082, align 8, !alias.scope !27, !noalias !29
  %scevgep1077 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10771078 = bitcast double* %scevgep1077 to <4 x double>*
  %scevgep1079 = getelementptr <4 x double>, <4 x double>* %scevgep10771078, i64 -17
  store <4 x double> %97, <4 x double>* %scevgep1079, align 8, !alias.scope !27, !noalias !29
  %scevgep1074 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10741075 = bitcast double* %scevgep1074 to <4 x double>*
  %scevgep1076 = getelementptr <4 x double>, <4 x double>* %scevgep10741075, i64 -16
  store <4 x double> %98, <4 x double>* %scevgep1076, align 8, !alias.scope !27, !noalias !29
  %scevgep879 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep879880 = bitcast double* %scevgep879 to <4 x double>*
  %scevgep881 = getelementptr <4 x double>, <4 x double>* %scevgep879880, i64 -15
  %wide.load246.4 = load <4 x double>, <4 x double>* %scevgep881, align 8, !alias.scope !22
  %scevgep876 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep876877 = bitcast double* %scevgep876 to <4 x double>*
  %scevgep878 = getelementptr <4 x double>, <4 x double>* %scevgep876877, i64 -14
  %wide.load247.4 = load <4 x double>, <4 x double>* %scevgep878, align 8, !alias.scope !22
  %scevgep873 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep873874 = bitcast double* %scevgep873 to <4 x double>*
  %scevgep875 = getelementptr <4 x double>, <4 x double>* %scevgep873874, i64 -13
  %wide.load248.4 = load <4 x double>, <4 x double>* %scevgep875, align 8, !alias.scope !22
  %scevgep870 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep870871 = bitcast double* %scevgep870 to <4 x double>*
  %scevgep872 = getelementptr <4 x double>, <4 x double>* %scevgep870871, i64 -12
  %wide.load249.4 = load <4 x double>, <4 x double>* %scevgep872, align 8, !alias.scope !22
  %scevgep975 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep975976 = bitcast double* %scevgep975 to <4 x double>*
  %scevgep977 = getelementptr <4 x double>, <4 x double>* %scevgep975976, i64 -15
  %wide.load250.4 = load <4 x double>, <4 x double>* %scevgep977, align 8, !alias.scope !25
  %scevgep972 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep972973 = bitcast double* %scevgep972 to <4 x double>*
  %scevgep974 = getelementptr <4 x double>, <4 x double>* %scevgep972973, i64 -14
  %wide.load251.4 = load <4 x double>, <4 x double>* %scevgep974, align 8, !alias.scope !25
  %scevgep969 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep969970 = bitcast double* %scevgep969 to <4 x double>*
  %scevgep971 = getelementptr <4 x double>, <4 x double>* %scevgep969970, i64 -13
  %wide.load252.4 = load <4 x double>, <4 x double>* %scevgep971, align 8, !alias.scope !25
  %scevgep966 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep966967 = bitcast double* %scevgep966 to <4 x double>*
  %scevgep968 = getelementptr <4 x double>, <4 x double>* %scevgep966967, i64 -12
  %wide.load253.4 = load <4 x double>, <4 x double>* %scevgep968, align 8, !alias.scope !25
  %99 = fsub <4 x double> %wide.load246.4, %wide.load250.4
  %100 = fsub <4 x double> %wide.load247.4, %wide.load251.4
  %101 = fsub <4 x double> %wide.load248.4, %wide.load252.4
  %102 = fsub <4 x double> %wide.load249.4, %wide.load253.4
  %scevgep1071 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10711072 = bitcast double* %scevgep1071 to <4 x double>*
  %scevgep1073 = getelementptr <4 x double>, <4 x double>* %scevgep10711072, i64 -15
  store <4 x double> %99, <4 x double>* %scevgep1073, align 8, !alias.scope !27, !noalias !29
  %scevgep1068 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10681069 = bitcast double* %scevgep1068 to <4 x double>*
  %scevgep1070 = getelementptr <4 x double>, <4 x double>* %scevgep10681069, i64 -14
  store <4 x double> %100, <4 x double>* %scevgep1070, align 8, !alias.scope !27, !noalias !29
  %scevgep1065 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10651066 = bitcast double* %scevgep1065 to <4 x double>*
  %scevgep1067 = getelementptr <4 x double>, <4 x double>* %scevgep10651066, i64 -13
  store <4 x double> %101, <4 x double>* %scevgep1067, align 8, !alias.scope !27, !noalias !29
  %scevgep1062 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10621063 = bitcast double* %scevgep1062 to <4 x double>*
  %scevgep1064 = getelementptr <4 x double>, <4 x double>* %scevgep10621063, i64 -12
  store <4 x double> %102, <4 x double>* %scevgep1064, align 8, !alias.scope !27, !noalias !29
  %scevgep867 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep867868 = bitcast double* %scevgep867 to <4 x double>*
  %scevgep869 = getelementptr <4 x double>, <4 x double>* %scevgep867868, i64 -11
  %wide.load246.5 = load <4 x double>, <4 x double>* %scevgep869, align 8, !alias.scope !22
  %scevgep864 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep864865 = bitcast double* %scevgep864 to <4 x double>*
  %scevgep866 = getelementptr <4 x double>, <4 x double>* %scevgep864865, i64 -10
  %wide.load247.5 = load <4 x double>, <4 x double>* %scevgep866, align 8, !alias.scope !22
  %scevgep861 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep861862 = bitcast double* %scevgep861 to <4 x double>*
  %scevgep863 = getelementptr <4 x double>, <4 x double>* %scevgep861862, i64 -9
  %wide.load248.5 = load <4 x double>, <4 x double>* %scevgep863, align 8, !alias.scope !22
  %scevgep858 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep858859 = bitcast double* %scevgep858 to <4 x double>*
  %scevgep860 = getelementptr <4 x double>, <4 x double>* %scevgep858859, i64 -8
  %wide.load249.5 = load <4 x double>, <4 x double>* %scevgep860, align 8, !alias.scope !22
  %scevgep963 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep963964 = bitcast double* %scevgep963 to <4 x double>*
  %scevgep965 = getelementptr <4 x double>, <4 x double>* %scevgep963964, i64 -11
  %wide.load250.5 = load <4 x double>, <4 x double>* %scevgep965, align 8, !alias.scope !25
  %scevgep960 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep960961 = bitcast double* %scevgep960 to <4 x double>*
  %scevgep962 = getelementptr <4 x double>, <4 x double>* %scevgep960961, i64 -10
  %wide.load251.5 = load <4 x double>, <4 x double>* %scevgep962, align 8, !alias.scope !25
  %scevgep957 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep957958 = bitcast double* %scevgep957 to <4 x double>*
  %scevgep959 = getelementptr <4 x double>, <4 x double>* %scevgep957958, i64 -9
  %wide.load252.5 = load <4 x double>, <4 x double>* %scevgep959, align 8, !alias.scope !25
  %scevgep954 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep954955 = bitcast double* %scevgep954 to <4 x double>*
  %scevgep956 = getelementptr <4 x double>, <4 x double>* %scevgep954955, i64 -8
  %wide.load253.5 = load <4 x double>, <4 x double>* %scevgep956, align 8, !alias.scope !25
  %103 = fsub <4 x double> %wide.load246.5, %wide.load250.5
  %104 = fsub <4 x double> %wide.load247.5, %wide.load251.5
  %105 = fsub <4 x double> %wide.load248.5, %wide.load252.5
  %106 = fsub <4 x double> %wide.load249.5, %wide.load253.5
  %scevgep1059 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10591060 = bitcast double* %scevgep1059 to <4 x double>*
  %scevgep1061 = getelementptr <4 x double>, <4 x double>* %scevgep10591060, i64 -11
  store <4 x double> %103, <4 x double>* %scevgep1061, align 8, !alias.scope !27, !noalias !29
  %scevgep1056 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10561057 = bitcast double* %scevgep1056 to <4 x double>*
  %scevgep1058 = getelementptr <4 x double>, <4 x double>* %scevgep10561057, i64 -10
  store <4 x double> %104, <4 x double>* %scevgep1058, align 8, !alias.scope !27, !noalias !29
  %scevgep1053 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10531054 = bitcast double* %scevgep1053 to <4 x double>*
  %scevgep1055 = getelementptr <4 x double>, <4 x double>* %scevgep10531054, i64 -9
  store <4 x double> %105, <4 x double>* %scevgep1055, align 8, !alias.scope !27, !noalias !29
  %scevgep1050 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10501051 = bitcast double* %scevgep1050 to <4 x double>*
  %scevgep1052 = getelementptr <4 x double>, <4 x double>* %scevgep10501051, i64 -8
  store <4 x double> %106, <4 x double>* %scevgep1052, align 8, !alias.scope !27, !noalias !29
  %scevgep855 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep855856 = bitcast double* %scevgep855 to <4 x double>*
  %scevgep857 = getelementptr <4 x double>, <4 x double>* %scevgep855856, i64 -7
  %wide.load246.6 = load <4 x double>, <4 x double>* %scevgep857, align 8, !alias.scope !22
  %scevgep852 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep852853 = bitcast double* %scevgep852 to <4 x double>*
  %scevgep854 = getelementptr <4 x double>, <4 x double>* %scevgep852853, i64 -6
  %wide.load247.6 = load <4 x double>, <4 x double>* %scevgep854, align 8, !alias.scope !22
  %scevgep849 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep849850 = bitcast double* %scevgep849 to <4 x double>*
  %scevgep851 = getelementptr <4 x double>, <4 x double>* %scevgep849850, i64 -5
  %wide.load248.6 = load <4 x double>, <4 x double>* %scevgep851, align 8, !alias.scope !22
  %scevgep846 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep846847 = bitcast double* %scevgep846 to <4 x double>*
  %scevgep848 = getelementptr <4 x double>, <4 x double>* %scevgep846847, i64 -4
  %wide.load249.6 = load <4 x double>, <4 x double>* %scevgep848, align 8, !alias.scope !22
  %scevgep951 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep951952 = bitcast double* %scevgep951 to <4 x double>*
  %scevgep953 = getelementptr <4 x double>, <4 x double>* %scevgep951952, i64 -7
  %wide.load250.6 = load <4 x double>, <4 x double>* %scevgep953, align 8, !alias.scope !25
  %scevgep948 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep948949 = bitcast double* %scevgep948 to <4 x double>*
  %scevgep950 = getelementptr <4 x double>, <4 x double>* %scevgep948949, i64 -6
  %wide.load251.6 = load <4 x double>, <4 x double>* %scevgep950, align 8, !alias.scope !25
  %scevgep945 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep945946 = bitcast double* %scevgep945 to <4 x double>*
  %scevgep947 = getelementptr <4 x double>, <4 x double>* %scevgep945946, i64 -5
  %wide.load252.6 = load <4 x double>, <4 x double>* %scevgep947, align 8, !alias.scope !25
  %scevgep942 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep942943 = bitcast double* %scevgep942 to <4 x double>*
  %scevgep944 = getelementptr <4 x double>, <4 x double>* %scevgep942943, i64 -4
  %wide.load253.6 = load <4 x double>, <4 x double>* %scevgep944, align 8, !alias.scope !25
  %107 = fsub <4 x double> %wide.load246.6, %wide.load250.6
  %108 = fsub <4 x double> %wide.load247.6, %wide.load251.6
  %109 = fsub <4 x double> %wide.load248.6, %wide.load252.6
  %110 = fsub <4 x double> %wide.load249.6, %wide.load253.6
  %scevgep1047 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10471048 = bitcast double* %scevgep1047 to <4 x double>*
  %scevgep1049 = getelementptr <4 x double>, <4 x double>* %scevgep10471048, i64 -7
  store <4 x double> %107, <4 x double>* %scevgep1049, align 8, !alias.scope !27, !noalias !29
  %scevgep1044 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10441045 = bitcast double* %scevgep1044 to <4 x double>*
  %scevgep1046 = getelementptr <4 x double>, <4 x double>* %scevgep10441045, i64 -6
  store <4 x double> %108, <4 x double>* %scevgep1046, align 8, !alias.scope !27, !noalias !29
  %scevgep1041 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10411042 = bitcast double* %scevgep1041 to <4 x double>*
  %scevgep1043 = getelementptr <4 x double>, <4 x double>* %scevgep10411042, i64 -5
  store <4 x double> %109, <4 x double>* %scevgep1043, align 8, !alias.scope !27, !noalias !29
  %scevgep1038 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep10381039 = bitcast double* %scevgep1038 to <4 x double>*
  %scevgep1040 = getelementptr <4 x double>, <4 x double>* %scevgep10381039, i64 -4
  store <4 x double> %110, <4 x double>* %scevgep1040, align 8, !alias.scope !27, !noalias !29
  %scevgep926 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep926927 = bitcast double* %scevgep926 to <4 x double>*
  %scevgep928 = getelementptr <4 x double>, <4 x double>* %scevgep926927, i64 -3
  %wide.load246.7 = load <4 x double>, <4 x double>* %scevgep928, align 8, !alias.scope !22
  %scevgep923 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep923924 = bitcast double* %scevgep923 to <4 x double>*
  %scevgep925 = getelementptr <4 x double>, <4 x double>* %scevgep923924, i64 -2
  %wide.load247.7 = load <4 x double>, <4 x double>* %scevgep925, align 8, !alias.scope !22
  %scevgep920 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep920921 = bitcast double* %scevgep920 to <4 x double>*
  %scevgep922 = getelementptr <4 x double>, <4 x double>* %scevgep920921, i64 -1
  %wide.load248.7 = load <4 x double>, <4 x double>* %scevgep922, align 8, !alias.scope !22
  %scevgep918 = getelementptr double, double* %scevgep845, i64 %index245
  %scevgep918919 = bitcast double* %scevgep918 to <4 x double>*
  %wide.load249.7 = load <4 x double>, <4 x double>* %scevgep918919, align 8, !alias.scope !22
  %scevgep1022 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10221023 = bitcast double* %scevgep1022 to <4 x double>*
  %scevgep1024 = getelementptr <4 x double>, <4 x double>* %scevgep10221023, i64 -3
  %wide.load250.7 = load <4 x double>, <4 x double>* %scevgep1024, align 8, !alias.scope !25
  %scevgep1019 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10191020 = bitcast double* %scevgep1019 to <4 x double>*
  %scevgep1021 = getelementptr <4 x double>, <4 x double>* %scevgep10191020, i64 -2
  %wide.load251.7 = load <4 x double>, <4 x double>* %scevgep1021, align 8, !alias.scope !25
  %scevgep1016 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10161017 = bitcast double* %scevgep1016 to <4 x double>*
  %scevgep1018 = getelementptr <4 x double>, <4 x double>* %scevgep10161017, i64 -1
  %wide.load252.7 = load <4 x double>, <4 x double>* %scevgep1018, align 8, !alias.scope !25
  %scevgep1014 = getelementptr double, double* %scevgep941, i64 %index245
  %scevgep10141015 = bitcast double* %scevgep1014 to <4 x double>*
  %wide.load253.7 = load <4 x double>, <4 x double>* %scevgep10141015, align 8, !alias.scope !25
  %111 = fsub <4 x double> %wide.load246.7, %wide.load250.7
  %112 = fsub <4 x double> %wide.load247.7, %wide.load251.7
  %113 = fsub <4 x double> %wide.load248.7, %wide.load252.7
  %114 = fsub <4 x double> %wide.load249.7, %wide.load253.7
  %scevgep1118 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11181119 = bitcast double* %scevgep1118 to <4 x double>*
  %scevgep1120 = getelementptr <4 x double>, <4 x double>* %scevgep11181119, i64 -3
  store <4 x double> %111, <4 x double>* %scevgep1120, align 8, !alias.scope !27, !noalias !29
  %scevgep1115 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11151116 = bitcast double* %scevgep1115 to <4 x double>*
  %scevgep1117 = getelementptr <4 x double>, <4 x double>* %scevgep11151116, i64 -2
  store <4 x double> %112, <4 x double>* %scevgep1117, align 8, !alias.scope !27, !noalias !29
  %scevgep1112 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11121113 = bitcast double* %scevgep1112 to <4 x double>*
  %scevgep1114 = getelementptr <4 x double>, <4 x double>* %scevgep11121113, i64 -1
  store <4 x double> %113, <4 x double>* %scevgep1114, align 8, !alias.scope !27, !noalias !29
  %scevgep1110 = getelementptr double, double* %scevgep1037, i64 %index245
  %scevgep11101111 = bitcast double* %scevgep1110 to <4 x double>*
  store <4 x double> %114, <4 x double>* %scevgep11101111, align 8, !alias.scope !27, !noalias !29
  %index.next254.7 = add i64 %index245, 128
  %lsr.iv.next1134 = add i64 %lsr.iv1133, -8
  %niter305.ncmp.7 = icmp eq i64 %lsr.iv.next1134, 0
  br i1 %niter305.ncmp.7, label %middle.block236.unr-lcssa, label %vector.body238, !llvm.loop !30

middle.block236.unr-lcssa:                        ; preds = %vector.body238, %vector.ph240
  %index245.unr = phi i64 [ 0, %vector.ph240 ], [ %index.next254.7, %vector.body238 ]
  %lcmp.mod303.not = icmp eq i64 %xtraiter301, 0
  br i1 %lcmp.mod303.not, label %middle.block236, label %vector.body238.epil.preheader

vector.body238.epil.preheader:                    ; preds = %middle.block236.unr-lcssa
  %115 = add nuw nsw i64 %index245.unr, 12
  %scevgep804 = getelementptr double, double* %.6.i66, i64 %115
  %116 = add i64 %.211.sroa.0.0, %index245.unr
  %117 = add i64 %116, 12
  %scevgep819 = getelementptr double, double* %arg.u.4, i64 %117
  %118 = add i64 %.41.sroa.0.0, %index245.unr
  %119 = add i64 %118, 12
  %scevgep832 = getelementptr double, double* %arg.u.4, i64 %119
  %120 = shl nuw nsw i64 %xtraiter301, 7
  br label %vector.body238.epil

vector.body238.epil:                              ; preds = %vector.body238.epil.preheader, %vector.body238.epil
  %lsr.iv805 = phi i64 [ 0, %vector.body238.epil.preheader ], [ %lsr.iv.next806, %vector.body238.epil ]
  %121 = bitcast double* %scevgep832 to i8*
  %122 = bitcast double* %scevgep819 to i8*
  %123 = bitcast double* %scevgep804 to i8*
  %uglygep842 = getelementptr i8, i8* %121, i64 %lsr.iv805
  %uglygep842843 = bitcast i8* %uglygep842 to <4 x double>*
  %scevgep844 = getelementptr <4 x double>, <4 x double>* %uglygep842843, i64 -3
  %wide.load246.epil = load <4 x double>, <4 x double>* %scevgep844, align 8, !alias.scope !22
  %uglygep839 = getelementptr i8, i8* %121, i64 %lsr.iv805
  %uglygep839840 = bitcast i8* %uglygep839 to <4 x double>*
  %scevgep841 = getelementptr <4 x double>, <4 x double>* %uglygep839840, i64 -2
  %wide.load247.epil = load <4 x double>, <4 x double>* %scevgep841, align 8, !alias.scope !22
  %uglygep836 = getelementptr i8, i8* %121, i64 %lsr.iv805
  %uglygep836837 = bitcast i8* %uglygep836 to <4 x double>*
  %scevgep838 = getelementptr <4 x double>, <4 x double>* %uglygep836837, i64 -1
  %wide.load248.epil = load <4 x double>, <4 x double>* %scevgep838, align 8, !alias.scope !22
  %uglygep834 = getelementptr i8, i8* %121, i64 %lsr.iv805
  %uglygep834835 = bitcast i8* %uglygep834 to <4 x double>*
  %wide.load249.epil = load <4 x double>, <4 x double>* %uglygep834835, align 8, !alias.scope !22
  %uglygep829 = getelementptr i8, i8* %122, i64 %lsr.iv805
  %uglygep829830 = bitcast i8* %uglygep829 to <4 x double>*
  %scevgep831 = getelementptr <4 x double>, <4 x double>* %uglygep829830, i64 -3
  %wide.load250.epil = load <4 x double>, <4 x double>* %scevgep831, align 8, !alias.scope !25
  %uglygep826 = getelementptr i8, i8* %122, i64 %lsr.iv805
  %uglygep826827 = bitcast i8* %uglygep826 to <4 x double>*
  %scevgep828 = getelementptr <4 x double>, <4 x double>* %uglygep826827, i64 -2
  %wide.load251.epil = load <4 x double>, <4 x double>* %scevgep828, align 8, !alias.scope !25
  %uglygep823 = getelementptr i8, i8* %122, i64 %lsr.iv805
  %uglygep823824 = bitcast i8* %uglygep823 to <4 x double>*
  %scevgep825 = getelementptr <4 x double>, <4 x double>* %uglygep823824, i64 -1
  %wide.load252.epil = load <4 x double>, <4 x double>* %scevgep825, align 8, !alias.scope !25
  %uglygep821 = getelementptr i8, i8* %122, i64 %lsr.iv805
  %uglygep821822 = bitcast i8* %uglygep821 to <4 x double>*
  %wide.load253.epil = load <4 x double>, <4 x double>* %uglygep821822, align 8, !alias.scope !25
  %124 = fsub <4 x double> %wide.load246.epil, %wide.load250.epil
  %125 = fsub <4 x double> %wide.load247.epil, %wide.load251.epil
  %126 = fsub <4 x double> %wide.load248.epil, %wide.load252.epil
  %127 = fsub <4 x double> %wide.load249.epil, %wide.load253.epil
  %uglygep816 = getelementptr i8, i8* %123, i64 %lsr.iv805
  %uglygep816817 = bitcast i8* %uglygep816 to <4 x double>*
  %scevgep818 = getelementptr <4 x double>, <4 x double>* %uglygep816817, i64 -3
  store <4 x double> %124, <4 x double>* %scevgep818, align 8, !alias.scope !27, !noalias !29
  %uglygep813 = getelementptr i8, i8* %123, i64 %lsr.iv805
  %uglygep813814 = bitcast i8* %uglygep813 to <4 x double>*
  %scevgep815 = getelementptr <4 x double>, <4 x double>* %uglygep813814, i64 -2
  store <4 x double> %125, <4 x double>* %scevgep815, align 8, !alias.scope !27, !noalias !29
  %uglygep810 = getelementptr i8, i8* %123, i64 %lsr.iv805
  %uglygep810811 = bitcast i8* %uglygep810 to <4 x double>*
  %scevgep812 = getelementptr <4 x double>, <4 x double>* %uglygep810811, i64 -1
  store <4 x double> %126, <4 x double>* %scevgep812, align 8, !alias.scope !27, !noalias !29
  %uglygep808 = getelementptr i8, i8* %123, i64 %lsr.iv805
  %uglygep808809 = bitcast i8* %uglygep808 to <4 x double>*
  store <4 x double> %127, <4 x double>* %uglygep808809, align 8, !alias.scope !27, !noalias !29
  %lsr.iv.next806 = add nuw nsw i64 %lsr.iv805, 128
  %epil.iter302.cmp.not = icmp eq i64 %120, %lsr.iv.next806
  br i1 %epil.iter302.cmp.not, label %middle.block236, label %vector.body238.epil, !llvm.loop !31

middle.block236:                                  ; preds = %vector.body238.epil, %middle.block236.unr-lcssa
  %cmp.n244 = icmp eq i64 %dest_shape.191, %n.vec242
  br i1 %cmp.n244, label %for.end.endif.endif.endif, label %for.body.us.us.preheader283

for.body.us.us.preheader283:                      ; preds = %vector.memcheck222, %for.body.us.us.preheader, %middle.block236
  %loop.index65.us.us.ph = phi i64 [ 0, %vector.memcheck222 ], [ 0, %for.body.us.us.preheader ], [ %n.vec242, %middle.block236 ]
  %128 = xor i64 %loop.index65.us.us.ph, -1
  %129 = add nsw i64 %dest_shape.191, %128
  %xtraiter298 = and i64 %dest_shape.191, 7
  %lcmp.mod299.not = icmp eq i64 %xtraiter298, 0
  br i1 %lcmp.mod299.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader283
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv802 = phi i64 [ %xtraiter298, %for.body.us.us.prol.preheader ], [ %lsr.iv.next803, %for.body.us.us.prol ]
  %loop.index65.us.us.prol = phi i64 [ %.587.us.us.prol, %for.body.us.us.prol ], [ %loop.index65.us.us.ph, %for.body.us.us.prol.preheader ]
  %scevgep801 = getelementptr double, double* %.154, i64 %loop.index65.us.us.prol
  %.549.us.us.prol = load double, double* %scevgep801, align 8
  %scevgep800 = getelementptr double, double* %.324, i64 %loop.index65.us.us.prol
  %.558.us.us.prol = load double, double* %scevgep800, align 8
  %.6.i54.us.us.prol = fsub double %.549.us.us.prol, %.558.us.us.prol
  %scevgep799 = getelementptr double, double* %.6.i66, i64 %loop.index65.us.us.prol
  store double %.6.i54.us.us.prol, double* %scevgep799, align 8
  %.587.us.us.prol = add nuw nsw i64 %loop.index65.us.us.prol, 1
  %lsr.iv.next803 = add nsw i64 %lsr.iv802, -1
  %prol.iter300.cmp.not = icmp eq i64 %lsr.iv.next803, 0
  br i1 %prol.iter300.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !32

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader283
  %loop.index65.us.us.unr = phi i64 [ %loop.index65.us.us.ph, %for.body.us.us.preheader283 ], [ %.587.us.us.prol, %for.body.us.us.prol ]
  %130 = icmp ult i64 %129, 7
  br i1 %130, label %for.end.endif.endif.endif, label %for.body.us.us.preheader331

for.body.us.us.preheader331:                      ; preds = %for.body.us.us.prol.loopexit
  %131 = add i64 %.211.sroa.0.0, 7
  %scevgep767 = getelementptr double, double* %arg.u.4, i64 %131
  %132 = add i64 %.41.sroa.0.0, 7
  %scevgep783 = getelementptr double, double* %arg.u.4, i64 %132
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader331, %for.body.us.us
  %loop.index65.us.us = phi i64 [ %.587.us.us.7, %for.body.us.us ], [ %loop.index65.us.us.unr, %for.body.us.us.preheader331 ]
  %scevgep797 = getelementptr double, double* %scevgep783, i64 %loop.index65.us.us
  %scevgep798 = getelementptr double, double* %scevgep797, i64 -7
  %.549.us.us = load double, double* %scevgep798, align 8
  %scevgep779 = getelementptr double, double* %scevgep767, i64 %loop.index65.us.us
  %scevgep780 = getelementptr double, double* %scevgep779, i64 -7
  %.558.us.us = load double, double* %scevgep780, align 8
  %.6.i54.us.us = fsub double %.549.us.us, %.558.us.us
  %sunkaddr = mul i64 %loop.index65.us.us, 8
  %133 = bitcast double* %.6.i66 to i8*
  %sunkaddr1796 = getelementptr i8, i8* %133, i64 %sunkaddr
  %134 = bitcast i8* %sunkaddr1796 to double*
  store double %.6.i54.us.us, double* %134, align 8
  %scevgep795 = getelementptr double, double* %scevgep783, i64 %loop.index65.us.us
  %scevgep796 = getelementptr double, double* %scevgep795, i64 -6
  %.549.us.us.1 = load double, double* %scevgep796, align 8
  %scevgep781 = getelementptr double, double* %scevgep767, i64 %loop.index65.us.us
  %scevgep782 = getelementptr double, double* %scevgep781, i64 -6
  %.558.us.us.1 = load double, double* %scevgep782, align 8
  %.6.i54.us.us.1 = fsub double %.549.us.us.1, %.558.us.us.1
  %sunkaddr1797 = mul i64 %loop.index65.us.us, 8
  %135 = bitcast double* %.6.i66 to i8*
  %sunkaddr1798 = getelementptr i8, i8* %135, i64 %sunkaddr1797
  %sunkaddr1799 = getelementptr i8, i8* %sunkaddr1798, i64 8
  %136 = bitcast i8* %sunkaddr1799 to double*
  store double %.6.i54.us.us.1, double* %136, align 8
  %scevgep793 = getelementptr double, double* %scevgep783, i64 %loop.index65.us.us
  %scevgep794 = getelementptr double, double* %scevgep793, i64 -5
  %.549.us.us.2 = load double, double* %scevgep794, align 8
  %scevgep777 = getelementptr double, double* %scevgep767, i64 %loop.index65.us.us
  %scevgep778 = getelementptr double, double* %scevgep777, i64 -5
  %.558.us.us.2 = load double, double* %scevgep778, align 8
  %.6.i54.us.us.2 = fsub double %.549.us.us.2, %.558.us.us.2
  %sunkaddr1800 = mul i64 %loop.index65.us.us, 8
  %137 = bitcast double* %.6.i66 to i8*
  %sunkaddr1801 = getelementptr i8, i8* %137, i64 %sunkaddr1800
  %sunkaddr1802 = getelementptr i8, i8* %sunkaddr1801, i64 16
  %138 = bitcast i8* %sunkaddr1802 to double*
  store double %.6.i54.us.us.2, double* %138, align 8
  %scevgep791 = getelementptr double, double* %scevgep783, i64 %loop.index65.us.us
  %scevgep792 = getelementptr double, double* %scevgep791, i64 -4
  %.549.us.us.3 = load double, double* %scevgep792, align 8
  %scevgep775 = getelementptr double, double* %scevgep767, i64 %loop.index65.us.us
  %scevgep776 = getelementptr double, double* %scevgep775, i64 -4
  %.558.us.us.3 = load double, double* %scevgep776, align 8
  %.6.i54.us.us.3 = fsub double %.549.us.us.3, %.558.us.us.3
  %sunkaddr1803 = mul i64 %loop.index65.us.us, 8
  %139 = bitcast double* %.6.i66 to i8*
  %sunkaddr1804 = getelementptr i8, i8* %139, i64 %sunkaddr1803
  %sunkaddr1805 = getelementptr i8, i8* %sunkaddr1804, i64 24
  %140 = bitcast i8* %sunkaddr1805 to double*
  store double %.6.i54.us.us.3, double* %140, align 8
  %scevgep789 = getelementptr double, double* %scevgep783, i64 %loop.index65.us.us
  %scevgep790 = getelementptr double, double* %scevgep789, i64 -3
  %.549.us.us.4 = load double, double* %scevgep790, align 8
  %scevgep773 = getelementptr double, double* %scevgep767, i64 %loop.index65.us.us
  %scevgep774 = getelementptr double, double* %scevgep773, i64 -3
  %.558.us.us.4 = load double, double* %scevgep774, align 8
  %.6.i54.us.us.4 = fsub double %.549.us.us.4, %.558.us.us.4
  %sunkaddr1806 = mul i64 %loop.index65.us.us, 8
  %141 = bitcast double* %.6.i66 to i8*
  %sunkaddr1807 = getelementptr i8, i8* %141, i64 %sunkaddr1806
  %sunkaddr1808 = getelementptr i8, i8* %sunkaddr1807, i64 32
  %142 = bitcast i8* %sunkaddr1808 to double*
  store double %.6.i54.us.us.4, double* %142, align 8
  %scevgep787 = getelementptr double, double* %scevgep783, i64 %loop.index65.us.us
  %scevgep788 = getelementptr double, double* %scevgep787, i64 -2
  %.549.us.us.5 = load double, double* %scevgep788, align 8
  %scevgep771 = getelementptr double, double* %scevgep767, i64 %loop.index65.us.us
  %scevgep772 = getelementptr double, double* %scevgep771, i64 -2
  %.558.us.us.5 = load double, double* %scevgep772, align 8
  %.6.i54.us.us.5 = fsub double %.549.us.us.5, %.558.us.us.5
  %sunkaddr1809 = mul i64 %loop.index65.us.us, 8
  %143 = bitcast double* %.6.i66 to i8*
  %sunkaddr1810 = getelementptr i8, i8* %143, i64 %sunkaddr1809
  %sunkaddr1811 = getelementptr i8, i8* %sunkaddr1810, i64 40
  %144 = bitcast i8* %sunkaddr1811 to double*
  store double %.6.i54.us.us.5, double* %144, align 8
  %scevgep785 = getelementptr double, double* %scevgep783, i64 %loop.index65.us.us
  %scevgep786 = getelementptr double, double* %scevgep785, i64 -1
  %.549.us.us.6 = load double, double* %scevgep786, align 8
  %scevgep769 = getelementptr double, double* %scevgep767, i64 %loop.index65.us.us
  %scevgep770 = getelementptr double, double* %scevgep769, i64 -1
  %.558.us.us.6 = load double, double* %scevgep770, align 8
  %.6.i54.us.us.6 = fsub double %.549.us.us.6, %.558.us.us.6
  %sunkaddr1812 = mul i64 %loop.index65.us.us, 8
  %145 = bitcast double* %.6.i66 to i8*
  %sunkaddr1813 = getelementptr i8, i8* %145, i64 %sunkaddr1812
  %sunkaddr1814 = getelementptr i8, i8* %sunkaddr1813, i64 48
  %146 = bitcast i8* %sunkaddr1814 to double*
  store double %.6.i54.us.us.6, double* %146, align 8
  %scevgep784 = getelementptr double, double* %scevgep783, i64 %loop.index65.us.us
  %.549.us.us.7 = load double, double* %scevgep784, align 8
  %scevgep768 = getelementptr double, double* %scevgep767, i64 %loop.index65.us.us
  %.558.us.us.7 = load double, double* %scevgep768, align 8
  %.6.i54.us.us.7 = fsub double %.549.us.us.7, %.558.us.us.7
  %sunkaddr1815 = mul i64 %loop.index65.us.us, 8
  %147 = bitcast double* %.6.i66 to i8*
  %sunkaddr1816 = getelementptr i8, i8* %147, i64 %sunkaddr1815
  %sunkaddr1817 = getelementptr i8, i8* %sunkaddr1816, i64 56
  %148 = bitcast i8* %sunkaddr1817 to double*
  store double %.6.i54.us.us.7, double* %148, align 8
  %.587.us.us.7 = add nuw nsw i64 %loop.index65.us.us, 8
  %exitcond112.not.7 = icmp eq i64 %dest_shape.191, %.587.us.us.7
  br i1 %exitcond112.not.7, label %for.end.endif.endif.endif, label %for.body.us.us, !llvm.loop !33

for.body.us:                                      ; preds = %for.body.us.preheader332, %for.body.us
  %loop.index65.us = phi i64 [ %.587.us.7, %for.body.us ], [ %loop.index65.us.unr, %for.body.us.preheader332 ]
  %scevgep1163 = getelementptr double, double* %scevgep1151, i64 %loop.index65.us
  %scevgep1164 = getelementptr double, double* %scevgep1163, i64 -7
  %.549.us = load double, double* %scevgep1164, align 8
  %.558.us = load double, double* %.324, align 8
  %.6.i54.us = fsub double %.549.us, %.558.us
  %sunkaddr1818 = mul i64 %loop.index65.us, 8
  %149 = bitcast double* %.6.i66 to i8*
  %sunkaddr1819 = getelementptr i8, i8* %149, i64 %sunkaddr1818
  %150 = bitcast i8* %sunkaddr1819 to double*
  store double %.6.i54.us, double* %150, align 8
  %scevgep1165 = getelementptr double, double* %scevgep1151, i64 %loop.index65.us
  %scevgep1166 = getelementptr double, double* %scevgep1165, i64 -6
  %.549.us.1 = load double, double* %scevgep1166, align 8
  %.558.us.1 = load double, double* %.324, align 8
  %.6.i54.us.1 = fsub double %.549.us.1, %.558.us.1
  %sunkaddr1820 = mul i64 %loop.index65.us, 8
  %151 = bitcast double* %.6.i66 to i8*
  %sunkaddr1821 = getelementptr i8, i8* %151, i64 %sunkaddr1820
  %sunkaddr1822 = getelementptr i8, i8* %sunkaddr1821, i64 8
  %152 = bitcast i8* %sunkaddr1822 to double*
  store double %.6.i54.us.1, double* %152, align 8
  %scevgep1161 = getelementptr double, double* %scevgep1151, i64 %loop.index65.us
  %scevgep1162 = getelementptr double, double* %scevgep1161, i64 -5
  %.549.us.2 = load double, double* %scevgep1162, align 8
  %.558.us.2 = load double, double* %.324, align 8
  %.6.i54.us.2 = fsub double %.549.us.2, %.558.us.2
  %sunkaddr1823 = mul i64 %loop.index65.us, 8
  %153 = bitcast double* %.6.i66 to i8*
  %sunkaddr1824 = getelementptr i8, i8* %153, i64 %sunkaddr1823
  %sunkaddr1825 = getelementptr i8, i8* %sunkaddr1824, i64 16
  %154 = bitcast i8* %sunkaddr1825 to double*
  store double %.6.i54.us.2, double* %154, align 8
  %scevgep1159 = getelementptr double, double* %scevgep1151, i64 %loop.index65.us
  %scevgep1160 = getelementptr double, double* %scevgep1159, i64 -4
  %.549.us.3 = load double, double* %scevgep1160, align 8
  %.558.us.3 = load double, double* %.324, align 8
  %.6.i54.us.3 = fsub double %.549.us.3, %.558.us.3
  %sunkaddr1826 = mul i64 %loop.index65.us, 8
  %155 = bitcast double* %.6.i66 to i8*
  %sunkaddr1827 = getelementptr i8, i8* %155, i64 %sunkaddr1826
  %sunkaddr1828 = getelementptr i8, i8* %sunkaddr1827, i64 24
  %156 = bitcast i8* %sunkaddr1828 to double*
  store double %.6.i54.us.3, double* %156, align 8
  %scevgep1157 = getelementptr double, double* %scevgep1151, i64 %loop.index65.us
  %scevgep1158 = getelementptr double, double* %scevgep1157, i64 -3
  %.549.us.4 = load double, double* %scevgep1158, align 8
  %.558.us.4 = load double, double* %.324, align 8
  %.6.i54.us.4 = fsub double %.549.us.4, %.558.us.4
  %sunkaddr1829 = mul i64 %loop.index65.us, 8
  %157 = bitcast double* %.6.i66 to i8*
  %sunkaddr1830 = getelementptr i8, i8* %157, i64 %sunkaddr1829
  %sunkaddr1831 = getelementptr i8, i8* %sunkaddr1830, i64 32
  %158 = bitcast i8* %sunkaddr1831 to double*
  store double %.6.i54.us.4, double* %158, align 8
  %scevgep1155 = getelementptr double, double* %scevgep1151, i64 %loop.index65.us
  %scevgep1156 = getelementptr double, double* %scevgep1155, i64 -2
  %.549.us.5 = load double, double* %scevgep1156, align 8
  %.558.us.5 = load double, double* %.324, align 8
  %.6.i54.us.5 = fsub double %.549.us.5, %.558.us.5
  %sunkaddr1832 = mul i64 %loop.index65.us, 8
  %159 = bitcast double* %.6.i66 to i8*
  %sunkaddr1833 = getelementptr i8, i8* %159, i64 %sunkaddr1832
  %sunkaddr1834 = getelementptr i8, i8* %sunkaddr1833, i64 40
  %160 = bitcast i8* %sunkaddr1834 to double*
  store double %.6.i54.us.5, double* %160, align 8
  %scevgep1153 = getelementptr double, double* %scevgep1151, i64 %loop.index65.us
  %scevgep1154 = getelementptr double, double* %scevgep1153, i64 -1
  %.549.us.6 = load double, double* %scevgep1154, align 8
  %.558.us.6 = load double, double* %.324, align 8
  %.6.i54.us.6 = fsub double %.549.us.6, %.558.us.6
  %sunkaddr1835 = mul i64 %loop.index65.us, 8
  %161 = bitcast double* %.6.i66 to i8*
  %sunkaddr1836 = getelementptr i8, i8* %161, i64 %sunkaddr1835
  %sunkaddr1837 = getelementptr i8, i8* %sunkaddr1836, i64 48
  %162 = bitcast i8* %sunkaddr1837 to double*
  store double %.6.i54.us.6, double* %162, align 8
  %scevgep1152 = getelementptr double, double* %scevgep1151, i64 %loop.index65.us
  %.549.us.7 = load double, double* %scevgep1152, align 8
  %.558.us.7 = load double, double* %.324, align 8
  %.6.i54.us.7 = fsub double %.549.us.7, %.558.us.7
  %sunkaddr1838 = mul i64 %loop.index65.us, 8
  %163 = bitcast double* %.6.i66 to i8*
  %sunkaddr1839 = getelementptr i8, i8* %163, i64 %sunkaddr1838
  %sunkaddr1840 = getelementptr i8, i8* %sunkaddr1839, i64 56
  %164 = bitcast i8* %sunkaddr1840 to double*
  store double %.6.i54.us.7, double* %164, align 8
  %.587.us.7 = add nuw nsw i64 %loop.index65.us, 8
  %exitcond113.not.7 = icmp eq i64 %dest_shape.191, %.587.us.7
  br i1 %exitcond113.not.7, label %for.end.endif.endif.endif, label %for.body.us, !llvm.loop !34

for.body.preheader.split:                         ; preds = %for.body.preheader
  %165 = icmp ugt i64 %.308, 1
  br i1 %165, label %for.body.us94.preheader, label %for.body.preheader122

for.body.preheader122:                            ; preds = %for.body.preheader.split
  %166 = icmp ult i64 %dest_shape.191, 16
  br i1 %166, label %for.body.preheader288, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.preheader122
  %scevgep = getelementptr double, double* %.6.i66, i64 %dest_shape.191
  %167 = add i64 %.211.sroa.0.0, 1
  %scevgep127 = getelementptr double, double* %arg.u.4, i64 %167
  %168 = add i64 %.41.sroa.0.0, 1
  %scevgep130 = getelementptr double, double* %arg.u.4, i64 %168
  %bound0 = icmp ult double* %.6.i66, %scevgep127
  %bound1 = icmp ult double* %.324, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0132 = icmp ult double* %.6.i66, %scevgep130
  %bound1133 = icmp ult double* %.154, %scevgep
  %found.conflict134 = and i1 %bound0132, %bound1133
  %conflict.rdx = or i1 %found.conflict, %found.conflict134
  br i1 %conflict.rdx, label %for.body.preheader288, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %const1787 = bitcast i64 9223372036854775792 to i64
  %n.vec = and i64 %dest_shape.191, %const1787
  %169 = add nsw i64 %n.vec, -16
  %170 = lshr exact i64 %169, 4
  %171 = add nuw nsw i64 %170, 1
  %xtraiter325 = and i64 %171, 7
  %172 = icmp ult i64 %169, 112
  br i1 %172, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const = bitcast i64 2305843009213693944 to i64
  %unroll_iter328 = and i64 %171, %const
  %173 = load double, double* %.154, align 8, !alias.scope !35
  %174 = load double, double* %.324, align 8, !alias.scope !38
  %.scalar = fsub double %173, %174
  %175 = insertelement <4 x double> poison, double %.scalar, i64 0
  %176 = shufflevector <4 x double> %175, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar279 = fsub double %173, %174
  %177 = insertelement <4 x double> poison, double %.scalar279, i64 0
  %178 = shufflevector <4 x double> %177, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar280 = fsub double %173, %174
  %179 = insertelement <4 x double> poison, double %.scalar280, i64 0
  %180 = shufflevector <4 x double> %179, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar281 = fsub double %173, %174
  %181 = insertelement <4 x double> poison, double %.scalar281, i64 0
  %182 = shufflevector <4 x double> %181, <4 x double> poison, <4 x i32> zeroinitializer
  %183 = load double, double* %.154, align 8, !alias.scope !35
  %184 = load double, double* %.324, align 8, !alias.scope !38
  %.scalar.1 = fsub double %183, %184
  %185 = insertelement <4 x double> poison, double %.scalar.1, i64 0
  %186 = shufflevector <4 x double> %185, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar279.1 = fsub double %183, %184
  %187 = insertelement <4 x double> poison, double %.scalar279.1, i64 0
  %188 = shufflevector <4 x double> %187, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar280.1 = fsub double %183, %184
  %189 = insertelement <4 x double> poison, double %.scalar280.1, i64 0
  %190 = shufflevector <4 x double> %189, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar281.1 = fsub double %183, %184
  %191 = insertelement <4 x double> poison, double %.scalar281.1, i64 0
  %192 = shufflevector <4 x double> %191, <4 x double> poison, <4 x i32> zeroinitializer
  %193 = load double, double* %.154, align 8, !alias.scope !35
  %194 = load double, double* %.324, align 8, !alias.scope !38
  %.scalar.2 = fsub double %193, %194
  %195 = insertelement <4 x double> poison, double %.scalar.2, i64 0
  %196 = shufflevector <4 x double> %195, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar279.2 = fsub double %193, %194
  %197 = insertelement <4 x double> poison, double %.scalar279.2, i64 0
  %198 = shufflevector <4 x double> %197, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar280.2 = fsub double %193, %194
  %199 = insertelement <4 x double> poison, double %.scalar280.2, i64 0
  %200 = shufflevector <4 x double> %199, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar281.2 = fsub double %193, %194
  %201 = insertelement <4 x double> poison, double %.scalar281.2, i64 0
  %202 = shufflevector <4 x double> %201, <4 x double> poison, <4 x i32> zeroinitializer
  %203 = load double, double* %.154, align 8, !alias.scope !35
  %204 = load double, double* %.324, align 8, !alias.scope !38
  %.scalar.3 = fsub double %203, %204
  %205 = insertelement <4 x double> poison, double %.scalar.3, i64 0
  %206 = shufflevector <4 x double> %205, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar279.3 = fsub double %203, %204
  %207 = insertelement <4 x double> poison, double %.scalar279.3, i64 0
  %208 = shufflevector <4 x double> %207, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar280.3 = fsub double %203, %204
  %209 = insertelement <4 x double> poison, double %.scalar280.3, i64 0
  %210 = shufflevector <4 x double> %209, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar281.3 = fsub double %203, %204
  %211 = insertelement <4 x double> poison, double %.scalar281.3, i64 0
  %212 = shufflevector <4 x double> %211, <4 x double> poison, <4 x i32> zeroinitializer
  %213 = load double, double* %.154, align 8, !alias.scope !35
  %214 = load double, double* %.324, align 8, !alias.scope !38
  %.scalar.4 = fsub double %213, %214
  %215 = insertelement <4 x double> poison, double %.scalar.4, i64 0
  %216 = shufflevector <4 x double> %215, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar279.4 = fsub double %213, %214
  %217 = insertelement <4 x double> poison, double %.scalar279.4, i64 0
  %218 = shufflevector <4 x double> %217, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar280.4 = fsub double %213, %214
  %219 = insertelement <4 x double> poison, double %.scalar280.4, i64 0
  %220 = shufflevector <4 x double> %219, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar281.4 = fsub double %213, %214
  %221 = insertelement <4 x double> poison, double %.scalar281.4, i64 0
  %222 = shufflevector <4 x double> %221, <4 x double> poison, <4 x i32> zeroinitializer
  %223 = load double, double* %.154, align 8, !alias.scope !35
  %224 = load double, double* %.324, align 8, !alias.scope !38
  %.scalar.5 = fsub double %223, %224
  %225 = insertelement <4 x double> poison, double %.scalar.5, i64 0
  %226 = shufflevector <4 x double> %225, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar279.5 = fsub double %223, %224
  %227 = insertelement <4 x double> poison, double %.scalar279.5, i64 0
  %228 = shufflevector <4 x double> %227, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar280.5 = fsub double %223, %224
  %229 = insertelement <4 x double> poison, double %.scalar280.5, i64 0
  %230 = shufflevector <4 x double> %229, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar281.5 = fsub double %223, %224
  %231 = insertelement <4 x double> poison, double %.scalar281.5, i64 0
  %232 = shufflevector <4 x double> %231, <4 x double> poison, <4 x i32> zeroinitializer
  %233 = load double, double* %.154, align 8, !alias.scope !35
  %234 = load double, double* %.324, align 8, !alias.scope !38
  %.scalar.6 = fsub double %233, %234
  %235 = insertelement <4 x double> poison, double %.scalar.6, i64 0
  %236 = shufflevector <4 x double> %235, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar279.6 = fsub double %233, %234
  %237 = insertelement <4 x double> poison, double %.scalar279.6, i64 0
  %238 = shufflevector <4 x double> %237, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar280.6 = fsub double %233, %234
  %239 = insertelement <4 x double> poison, double %.scalar280.6, i64 0
  %240 = shufflevector <4 x double> %239, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar281.6 = fsub double %233, %234
  %241 = insertelement <4 x double> poison, double %.scalar281.6, i64 0
  %242 = shufflevector <4 x double> %241, <4 x double> poison, <4 x i32> zeroinitializer
  %243 = load double, double* %.154, align 8, !alias.scope !35
  %244 = load double, double* %.324, align 8, !alias.scope !38
  %.scalar.7 = fsub double %243, %244
  %245 = insertelement <4 x double> poison, double %.scalar.7, i64 0
  %246 = shufflevector <4 x double> %245, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar279.7 = fsub double %243, %244
  %247 = insertelement <4 x double> poison, double %.scalar279.7, i64 0
  %248 = shufflevector <4 x double> %247, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar280.7 = fsub double %243, %244
  %249 = insertelement <4 x double> poison, double %.scalar280.7, i64 0
  %250 = shufflevector <4 x double> %249, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar281.7 = fsub double %243, %244
  %251 = insertelement <4 x double> poison, double %.scalar281.7, i64 0
  %252 = shufflevector <4 x double> %251, <4 x double> poison, <4 x i32> zeroinitializer
  %scevgep1685 = getelementptr double, double* %.6.i66, i64 124
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1781 = phi i64 [ %lsr.iv.next1782, %vector.body ], [ %unroll_iter328, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep1769 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17691770 = bitcast double* %scevgep1769 to <4 x double>*
  %scevgep1771 = getelementptr <4 x double>, <4 x double>* %scevgep17691770, i64 -31
  store <4 x double> %176, <4 x double>* %scevgep1771, align 8, !alias.scope !40, !noalias !42
  %scevgep1778 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17781779 = bitcast double* %scevgep1778 to <4 x double>*
  %scevgep1780 = getelementptr <4 x double>, <4 x double>* %scevgep17781779, i64 -30
  store <4 x double> %178, <4 x double>* %scevgep1780, align 8, !alias.scope !40, !noalias !42
  %scevgep1775 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17751776 = bitcast double* %scevgep1775 to <4 x double>*
  %scevgep1777 = getelementptr <4 x double>, <4 x double>* %scevgep17751776, i64 -29
  store <4 x double> %180, <4 x double>* %scevgep1777, align 8, !alias.scope !40, !noalias !42
  %scevgep1772 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17721773 = bitcast double* %scevgep1772 to <4 x double>*
  %scevgep1774 = getelementptr <4 x double>, <4 x double>* %scevgep17721773, i64 -28
  store <4 x double> %182, <4 x double>* %scevgep1774, align 8, !alias.scope !40, !noalias !42
  %scevgep1755 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17551756 = bitcast double* %scevgep1755 to <4 x double>*
  %scevgep1757 = getelementptr <4 x double>, <4 x double>* %scevgep17551756, i64 -27
  store <4 x double> %186, <4 x double>* %scevgep1757, align 8, !alias.scope !40, !noalias !42
  %scevgep1752 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17521753 = bitcast double* %scevgep1752 to <4 x double>*
  %scevgep1754 = getelementptr <4 x double>, <4 x double>* %scevgep17521753, i64 -26
  store <4 x double> %188, <4 x double>* %scevgep1754, align 8, !alias.scope !40, !noalias !42
  %scevgep1749 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17491750 = bitcast double* %scevgep1749 to <4 x double>*
  %scevgep1751 = getelementptr <4 x double>, <4 x double>* %scevgep17491750, i64 -25
  store <4 x double> %190, <4 x double>* %scevgep1751, align 8, !alias.scope !40, !noalias !42
  %scevgep1746 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17461747 = bitcast double* %scevgep1746 to <4 x double>*
  %scevgep1748 = getelementptr <4 x double>, <4 x double>* %scevgep17461747, i64 -24
  store <4 x double> %192, <4 x double>* %scevgep1748, align 8, !alias.scope !40, !noalias !42
  %scevgep1743 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17431744 = bitcast double* %scevgep1743 to <4 x double>*
  %scevgep1745 = getelementptr <4 x double>, <4 x double>* %scevgep17431744, i64 -23
  store <4 x double> %196, <4 x double>* %scevgep1745, align 8, !alias.scope !40, !noalias !42
  %scevgep1740 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17401741 = bitcast double* %scevgep1740 to <4 x double>*
  %scevgep1742 = getelementptr <4 x double>, <4 x double>* %scevgep17401741, i64 -22
  store <4 x double> %198, <4 x double>* %scevgep1742, align 8, !alias.scope !40, !noalias !42
  %scevgep1737 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17371738 = bitcast double* %scevgep1737 to <4 x double>*
  %scevgep1739 = getelementptr <4 x double>, <4 x double>* %scevgep17371738, i64 -21
  store <4 x double> %200, <4 x double>* %scevgep1739, align 8, !alias.scope !40, !noalias !42
  %scevgep1734 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17341735 = bitcast double* %scevgep1734 to <4 x double>*
  %scevgep1736 = getelementptr <4 x double>, <4 x double>* %scevgep17341735, i64 -20
  store <4 x double> %202, <4 x double>* %scevgep1736, align 8, !alias.scope !40, !noalias !42
  %scevgep1731 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17311732 = bitcast double* %scevgep1731 to <4 x double>*
  %scevgep1733 = getelementptr <4 x double>, <4 x double>* %scevgep17311732, i64 -19
  store <4 x double> %206, <4 x double>* %scevgep1733, align 8, !alias.scope !40, !noalias !42
  %scevgep1728 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17281729 = bitcast double* %scevgep1728 to <4 x double>*
  %scevgep1730 = getelementptr <4 x double>, <4 x double>* %scevgep17281729, i64 -18
  store <4 x double> %208, <4 x double>* %scevgep1730, align 8, !alias.scope !40, !noalias !42
  %scevgep1725 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17251726 = bitcast double* %scevgep1725 to <4 x double>*
  %scevgep1727 = getelementptr <4 x double>, <4 x double>* %scevgep17251726, i64 -17
  store <4 x double> %210, <4 x double>* %scevgep1727, align 8, !alias.scope !40, !noalias !42
  %scevgep1722 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17221723 = bitcast double* %scevgep1722 to <4 x double>*
  %scevgep1724 = getelementptr <4 x double>, <4 x double>* %scevgep17221723, i64 -16
  store <4 x double> %212, <4 x double>* %scevgep1724, align 8, !alias.scope !40, !noalias !42
  %scevgep1719 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17191720 = bitcast double* %scevgep1719 to <4 x double>*
  %scevgep1721 = getelementptr <4 x double>, <4 x double>* %scevgep17191720, i64 -15
  store <4 x double> %216, <4 x double>* %scevgep1721, align 8, !alias.scope !40, !noalias !42
  %scevgep1716 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17161717 = bitcast double* %scevgep1716 to <4 x double>*
  %scevgep1718 = getelementptr <4 x double>, <4 x double>* %scevgep17161717, i64 -14
  store <4 x double> %218, <4 x double>* %scevgep1718, align 8, !alias.scope !40, !noalias !42
  %scevgep1713 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17131714 = bitcast double* %scevgep1713 to <4 x double>*
  %scevgep1715 = getelementptr <4 x double>, <4 x double>* %scevgep17131714, i64 -13
  store <4 x double> %220, <4 x double>* %scevgep1715, align 8, !alias.scope !40, !noalias !42
  %scevgep1710 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17101711 = bitcast double* %scevgep1710 to <4 x double>*
  %scevgep1712 = getelementptr <4 x double>, <4 x double>* %scevgep17101711, i64 -12
  store <4 x double> %222, <4 x double>* %scevgep1712, align 8, !alias.scope !40, !noalias !42
  %scevgep1707 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17071708 = bitcast double* %scevgep1707 to <4 x double>*
  %scevgep1709 = getelementptr <4 x double>, <4 x double>* %scevgep17071708, i64 -11
  store <4 x double> %226, <4 x double>* %scevgep1709, align 8, !alias.scope !40, !noalias !42
  %scevgep1704 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17041705 = bitcast double* %scevgep1704 to <4 x double>*
  %scevgep1706 = getelementptr <4 x double>, <4 x double>* %scevgep17041705, i64 -10
  store <4 x double> %228, <4 x double>* %scevgep1706, align 8, !alias.scope !40, !noalias !42
  %scevgep1701 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17011702 = bitcast double* %scevgep1701 to <4 x double>*
  %scevgep1703 = getelementptr <4 x double>, <4 x double>* %scevgep17011702, i64 -9
  store <4 x double> %230, <4 x double>* %scevgep1703, align 8, !alias.scope !40, !noalias !42
  %scevgep1698 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep16981699 = bitcast double* %scevgep1698 to <4 x double>*
  %scevgep1700 = getelementptr <4 x double>, <4 x double>* %scevgep16981699, i64 -8
  store <4 x double> %232, <4 x double>* %scevgep1700, align 8, !alias.scope !40, !noalias !42
  %scevgep1695 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep16951696 = bitcast double* %scevgep1695 to <4 x double>*
  %scevgep1697 = getelementptr <4 x double>, <4 x double>* %scevgep16951696, i64 -7
  store <4 x double> %236, <4 x double>* %scevgep1697, align 8, !alias.scope !40, !noalias !42
  %scevgep1692 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep16921693 = bitcast double* %scevgep1692 to <4 x double>*
  %scevgep1694 = getelementptr <4 x double>, <4 x double>* %scevgep16921693, i64 -6
  store <4 x double> %238, <4 x double>* %scevgep1694, align 8, !alias.scope !40, !noalias !42
  %scevgep1689 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep16891690 = bitcast double* %scevgep1689 to <4 x double>*
  %scevgep1691 = getelementptr <4 x double>, <4 x double>* %scevgep16891690, i64 -5
  store <4 x double> %240, <4 x double>* %scevgep1691, align 8, !alias.scope !40, !noalias !42
  %scevgep1686 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep16861687 = bitcast double* %scevgep1686 to <4 x double>*
  %scevgep1688 = getelementptr <4 x double>, <4 x double>* %scevgep16861687, i64 -4
  store <4 x double> %242, <4 x double>* %scevgep1688, align 8, !alias.scope !40, !noalias !42
  %scevgep1766 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17661767 = bitcast double* %scevgep1766 to <4 x double>*
  %scevgep1768 = getelementptr <4 x double>, <4 x double>* %scevgep17661767, i64 -3
  store <4 x double> %246, <4 x double>* %scevgep1768, align 8, !alias.scope !40, !noalias !42
  %scevgep1763 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17631764 = bitcast double* %scevgep1763 to <4 x double>*
  %scevgep1765 = getelementptr <4 x double>, <4 x double>* %scevgep17631764, i64 -2
  store <4 x double> %248, <4 x double>* %scevgep1765, align 8, !alias.scope !40, !noalias !42
  %scevgep1760 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17601761 = bitcast double* %scevgep1760 to <4 x double>*
  %scevgep1762 = getelementptr <4 x double>, <4 x double>* %scevgep17601761, i64 -1
  store <4 x double> %250, <4 x double>* %scevgep1762, align 8, !alias.scope !40, !noalias !42
  %scevgep1758 = getelementptr double, double* %scevgep1685, i64 %index
  %scevgep17581759 = bitcast double* %scevgep1758 to <4 x double>*
  store <4 x double> %252, <4 x double>* %scevgep17581759, align 8, !alias.scope !40, !noalias !42
  %index.next.7 = add i64 %index, 128
  %lsr.iv.next1782 = add i64 %lsr.iv1781, -8
  %niter329.ncmp.7 = icmp eq i64 %lsr.iv.next1782, 0
  br i1 %niter329.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !43

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod327.not = icmp eq i64 %xtraiter325, 0
  br i1 %lcmp.mod327.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %253 = load double, double* %.154, align 8, !alias.scope !35
  %254 = load double, double* %.324, align 8, !alias.scope !38
  %.scalar.epil = fsub double %253, %254
  %255 = insertelement <4 x double> poison, double %.scalar.epil, i64 0
  %256 = shufflevector <4 x double> %255, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar279.epil = fsub double %253, %254
  %257 = insertelement <4 x double> poison, double %.scalar279.epil, i64 0
  %258 = shufflevector <4 x double> %257, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar280.epil = fsub double %253, %254
  %259 = insertelement <4 x double> poison, double %.scalar280.epil, i64 0
  %260 = shufflevector <4 x double> %259, <4 x double> poison, <4 x i32> zeroinitializer
  %.scalar281.epil = fsub double %253, %254
  %261 = insertelement <4 x double> poison, double %.scalar281.epil, i64 0
  %262 = shufflevector <4 x double> %261, <4 x double> poison, <4 x i32> zeroinitializer
  %263 = add nuw nsw i64 %index.unr, 12
  %scevgep1670 = getelementptr double, double* %.6.i66, i64 %263
  %264 = shl nuw nsw i64 %xtraiter325, 7
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv1671 = phi i64 [ %lsr.iv.next1672, %vector.body.epil ], [ 0, %vector.body.epil.preheader ]
  %265 = bitcast double* %scevgep1670 to i8*
  %uglygep1682 = getelementptr i8, i8* %265, i64 %lsr.iv1671
  %uglygep16821683 = bitcast i8* %uglygep1682 to <4 x double>*
  %scevgep1684 = getelementptr <4 x double>, <4 x double>* %uglygep16821683, i64 -3
  store <4 x double> %256, <4 x double>* %scevgep1684, align 8, !alias.scope !40, !noalias !42
  %uglygep1679 = getelementptr i8, i8* %265, i64 %lsr.iv1671
  %uglygep16791680 = bitcast i8* %uglygep1679 to <4 x double>*
  %scevgep1681 = getelementptr <4 x double>, <4 x double>* %uglygep16791680, i64 -2
  store <4 x double> %258, <4 x double>* %scevgep1681, align 8, !alias.scope !40, !noalias !42
  %uglygep1676 = getelementptr i8, i8* %265, i64 %lsr.iv1671
  %uglygep16761677 = bitcast i8* %uglygep1676 to <4 x double>*
  %scevgep1678 = getelementptr <4 x double>, <4 x double>* %uglygep16761677, i64 -1
  store <4 x double> %260, <4 x double>* %scevgep1678, align 8, !alias.scope !40, !noalias !42
  %uglygep1674 = getelementptr i8, i8* %265, i64 %lsr.iv1671
  %uglygep16741675 = bitcast i8* %uglygep1674 to <4 x double>*
  store <4 x double> %262, <4 x double>* %uglygep16741675, align 8, !alias.scope !40, !noalias !42
  %lsr.iv.next1672 = add nuw nsw i64 %lsr.iv1671, 128
  %epil.iter326.cmp.not = icmp eq i64 %264, %lsr.iv.next1672
  br i1 %epil.iter326.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !44

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %dest_shape.191, %n.vec
  br i1 %cmp.n, label %for.end.endif.endif.endif, label %for.body.preheader288

for.body.preheader288:                            ; preds = %vector.memcheck, %for.body.preheader122, %middle.block
  %loop.index65.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.preheader122 ], [ %n.vec, %middle.block ]
  %266 = xor i64 %loop.index65.ph, -1
  %267 = add nsw i64 %dest_shape.191, %266
  %xtraiter322 = and i64 %dest_shape.191, 7
  %lcmp.mod323.not = icmp eq i64 %xtraiter322, 0
  br i1 %lcmp.mod323.not, label %for.body.prol.loopexit, label %for.body.prol.preheader

for.body.prol.preheader:                          ; preds = %for.body.preheader288
  br label %for.body.prol

for.body.prol:                                    ; preds = %for.body.prol.preheader, %for.body.prol
  %lsr.iv1668 = phi i64 [ %xtraiter322, %for.body.prol.preheader ], [ %lsr.iv.next1669, %for.body.prol ]
  %loop.index65.prol = phi i64 [ %.587.prol, %for.body.prol ], [ %loop.index65.ph, %for.body.prol.preheader ]
  %.549.prol = load double, double* %.154, align 8
  %.558.prol = load double, double* %.324, align 8
  %.6.i54.prol = fsub double %.549.prol, %.558.prol
  %scevgep1667 = getelementptr double, double* %.6.i66, i64 %loop.index65.prol
  store double %.6.i54.prol, double* %scevgep1667, align 8
  %.587.prol = add nuw nsw i64 %loop.index65.prol, 1
  %lsr.iv.next1669 = add nsw i64 %lsr.iv1668, -1
  %prol.iter324.cmp.not = icmp eq i64 %lsr.iv.next1669, 0
  br i1 %prol.iter324.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !llvm.loop !45

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader288
  %loop.index65.unr = phi i64 [ %loop.index65.ph, %for.body.preheader288 ], [ %.587.prol, %for.body.prol ]
  %268 = icmp ult i64 %267, 7
  br i1 %268, label %for.end.endif.endif.endif, label %for.body.preheader336

for.body.preheader336:                            ; preds = %for.body.prol.loopexit
  br label %for.body

for.body.us94.preheader:                          ; preds = %for.body.preheader.split
  %269 = icmp ult i64 %dest_shape.191, 16
  br i1 %269, label %for.body.us94.preheader286, label %vector.memcheck149

vector.memcheck149:                               ; preds = %for.body.us94.preheader
  %scevgep150 = getelementptr double, double* %.6.i66, i64 %dest_shape.191
  %270 = add i64 %dest_shape.191, %.211.sroa.0.0
  %scevgep152 = getelementptr double, double* %arg.u.4, i64 %270
  %271 = add i64 %.41.sroa.0.0, 1
  %scevgep154 = getelementptr double, double* %arg.u.4, i64 %271
  %bound0156 = icmp ult double* %.6.i66, %scevgep152
  %bound1157 = icmp ult double* %.324, %scevgep150
  %found.conflict158 = and i1 %bound0156, %bound1157
  %bound0159 = icmp ult double* %.6.i66, %scevgep154
  %bound1160 = icmp ult double* %.154, %scevgep150
  %found.conflict161 = and i1 %bound0159, %bound1160
  %conflict.rdx162 = or i1 %found.conflict158, %found.conflict161
  br i1 %conflict.rdx162, label %for.body.us94.preheader286, label %vector.ph167

vector.ph167:                                     ; preds = %vector.memcheck149
  %const1788 = bitcast i64 9223372036854775792 to i64
  %n.vec169 = and i64 %dest_shape.191, %const1788
  %272 = add nsw i64 %n.vec169, -16
  %273 = lshr exact i64 %272, 4
  %274 = add nuw nsw i64 %273, 1
  %xtraiter317 = and i64 %274, 7
  %275 = icmp ult i64 %272, 112
  br i1 %275, label %middle.block163.unr-lcssa, label %vector.ph167.new

vector.ph167.new:                                 ; preds = %vector.ph167
  %const1783 = bitcast i64 2305843009213693944 to i64
  %unroll_iter320 = and i64 %274, %const1783
  %276 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert176 = insertelement <4 x double> poison, double %276, i64 0
  %broadcast.splat177 = shufflevector <4 x double> %broadcast.splatinsert176, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert178 = insertelement <4 x double> poison, double %276, i64 0
  %broadcast.splat179 = shufflevector <4 x double> %broadcast.splatinsert178, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert180 = insertelement <4 x double> poison, double %276, i64 0
  %broadcast.splat181 = shufflevector <4 x double> %broadcast.splatinsert180, <4 x double> poison, <4 x i32> zeroinitializer
  %277 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert182 = insertelement <4 x double> poison, double %277, i64 0
  %broadcast.splat183 = shufflevector <4 x double> %broadcast.splatinsert182, <4 x double> poison, <4 x i32> zeroinitializer
  %278 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert176.1 = insertelement <4 x double> poison, double %278, i64 0
  %broadcast.splat177.1 = shufflevector <4 x double> %broadcast.splatinsert176.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert178.1 = insertelement <4 x double> poison, double %278, i64 0
  %broadcast.splat179.1 = shufflevector <4 x double> %broadcast.splatinsert178.1, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert180.1 = insertelement <4 x double> poison, double %278, i64 0
  %broadcast.splat181.1 = shufflevector <4 x double> %broadcast.splatinsert180.1, <4 x double> poison, <4 x i32> zeroinitializer
  %279 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert182.1 = insertelement <4 x double> poison, double %279, i64 0
  %broadcast.splat183.1 = shufflevector <4 x double> %broadcast.splatinsert182.1, <4 x double> poison, <4 x i32> zeroinitializer
  %280 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert176.2 = insertelement <4 x double> poison, double %280, i64 0
  %broadcast.splat177.2 = shufflevector <4 x double> %broadcast.splatinsert176.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert178.2 = insertelement <4 x double> poison, double %280, i64 0
  %broadcast.splat179.2 = shufflevector <4 x double> %broadcast.splatinsert178.2, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert180.2 = insertelement <4 x double> poison, double %280, i64 0
  %broadcast.splat181.2 = shufflevector <4 x double> %broadcast.splatinsert180.2, <4 x double> poison, <4 x i32> zeroinitializer
  %281 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert182.2 = insertelement <4 x double> poison, double %281, i64 0
  %broadcast.splat183.2 = shufflevector <4 x double> %broadcast.splatinsert182.2, <4 x double> poison, <4 x i32> zeroinitializer
  %282 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert176.3 = insertelement <4 x double> poison, double %282, i64 0
  %broadcast.splat177.3 = shufflevector <4 x double> %broadcast.splatinsert176.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert178.3 = insertelement <4 x double> poison, double %282, i64 0
  %broadcast.splat179.3 = shufflevector <4 x double> %broadcast.splatinsert178.3, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert180.3 = insertelement <4 x double> poison, double %282, i64 0
  %broadcast.splat181.3 = shufflevector <4 x double> %broadcast.splatinsert180.3, <4 x double> poison, <4 x i32> zeroinitializer
  %283 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert182.3 = insertelement <4 x double> poison, double %283, i64 0
  %broadcast.splat183.3 = shufflevector <4 x double> %broadcast.splatinsert182.3, <4 x double> poison, <4 x i32> zeroinitializer
  %284 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert176.4 = insertelement <4 x double> poison, double %284, i64 0
  %broadcast.splat177.4 = shufflevector <4 x double> %broadcast.splatinsert176.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert178.4 = insertelement <4 x double> poison, double %284, i64 0
  %broadcast.splat179.4 = shufflevector <4 x double> %broadcast.splatinsert178.4, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert180.4 = insertelement <4 x double> poison, double %284, i64 0
  %broadcast.splat181.4 = shufflevector <4 x double> %broadcast.splatinsert180.4, <4 x double> poison, <4 x i32> zeroinitializer
  %285 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert182.4 = insertelement <4 x double> poison, double %285, i64 0
  %broadcast.splat183.4 = shufflevector <4 x double> %broadcast.splatinsert182.4, <4 x double> poison, <4 x i32> zeroinitializer
  %286 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert176.5 = insertelement <4 x double> poison, double %286, i64 0
  %broadcast.splat177.5 = shufflevector <4 x double> %broadcast.splatinsert176.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert178.5 = insertelement <4 x double> poison, double %286, i64 0
  %broadcast.splat179.5 = shufflevector <4 x double> %broadcast.splatinsert178.5, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert180.5 = insertelement <4 x double> poison, double %286, i64 0
  %broadcast.splat181.5 = shufflevector <4 x double> %broadcast.splatinsert180.5, <4 x double> poison, <4 x i32> zeroinitializer
  %287 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert182.5 = insertelement <4 x double> poison, double %287, i64 0
  %broadcast.splat183.5 = shufflevector <4 x double> %broadcast.splatinsert182.5, <4 x double> poison, <4 x i32> zeroinitializer
  %288 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert176.6 = insertelement <4 x double> poison, double %288, i64 0
  %broadcast.splat177.6 = shufflevector <4 x double> %broadcast.splatinsert176.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert178.6 = insertelement <4 x double> poison, double %288, i64 0
  %broadcast.splat179.6 = shufflevector <4 x double> %broadcast.splatinsert178.6, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert180.6 = insertelement <4 x double> poison, double %288, i64 0
  %broadcast.splat181.6 = shufflevector <4 x double> %broadcast.splatinsert180.6, <4 x double> poison, <4 x i32> zeroinitializer
  %289 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert182.6 = insertelement <4 x double> poison, double %289, i64 0
  %broadcast.splat183.6 = shufflevector <4 x double> %broadcast.splatinsert182.6, <4 x double> poison, <4 x i32> zeroinitializer
  %290 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert176.7 = insertelement <4 x double> poison, double %290, i64 0
  %broadcast.splat177.7 = shufflevector <4 x double> %broadcast.splatinsert176.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert178.7 = insertelement <4 x double> poison, double %290, i64 0
  %broadcast.splat179.7 = shufflevector <4 x double> %broadcast.splatinsert178.7, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert180.7 = insertelement <4 x double> poison, double %290, i64 0
  %broadcast.splat181.7 = shufflevector <4 x double> %broadcast.splatinsert180.7, <4 x double> poison, <4 x i32> zeroinitializer
  %291 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert182.7 = insertelement <4 x double> poison, double %291, i64 0
  %broadcast.splat183.7 = shufflevector <4 x double> %broadcast.splatinsert182.7, <4 x double> poison, <4 x i32> zeroinitializer
  %292 = add i64 %.211.sroa.0.0, 124
  %scevgep1457 = getelementptr double, double* %arg.u.4, i64 %292
  %scevgep1553 = getelementptr double, double* %.6.i66, i64 124
  br label %vector.body165

vector.body165:                                   ; preds = %vector.body165, %vector.ph167.new
  %lsr.iv1649 = phi i64 [ %lsr.iv.next1650, %vector.body165 ], [ %unroll_iter320, %vector.ph167.new ]
  %index172 = phi i64 [ 0, %vector.ph167.new ], [ %index.next184.7, %vector.body165 ]
  %scevgep1541 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15411542 = bitcast double* %scevgep1541 to <4 x double>*
  %scevgep1543 = getelementptr <4 x double>, <4 x double>* %scevgep15411542, i64 -31
  %wide.load = load <4 x double>, <4 x double>* %scevgep1543, align 8, !alias.scope !49
  %scevgep1550 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15501551 = bitcast double* %scevgep1550 to <4 x double>*
  %scevgep1552 = getelementptr <4 x double>, <4 x double>* %scevgep15501551, i64 -30
  %wide.load173 = load <4 x double>, <4 x double>* %scevgep1552, align 8, !alias.scope !49
  %scevgep1547 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15471548 = bitcast double* %scevgep1547 to <4 x double>*
  %scevgep1549 = getelementptr <4 x double>, <4 x double>* %scevgep15471548, i64 -29
  %wide.load174 = load <4 x double>, <4 x double>* %scevgep1549, align 8, !alias.scope !49
  %scevgep1544 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15441545 = bitcast double* %scevgep1544 to <4 x double>*
  %scevgep1546 = getelementptr <4 x double>, <4 x double>* %scevgep15441545, i64 -28
  %wide.load175 = load <4 x double>, <4 x double>* %scevgep1546, align 8, !alias.scope !49
  %293 = fsub <4 x double> %broadcast.splat177, %wide.load
  %294 = fsub <4 x double> %broadcast.splat179, %wide.load173
  %295 = fsub <4 x double> %broadcast.splat181, %wide.load174
  %296 = fsub <4 x double> %broadcast.splat183, %wide.load175
  %scevgep1637 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16371638 = bitcast double* %scevgep1637 to <4 x double>*
  %scevgep1639 = getelementptr <4 x double>, <4 x double>* %scevgep16371638, i64 -31
  store <4 x double> %293, <4 x double>* %scevgep1639, align 8, !alias.scope !51, !noalias !53
  %scevgep1646 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16461647 = bitcast double* %scevgep1646 to <4 x double>*
  %scevgep1648 = getelementptr <4 x double>, <4 x double>* %scevgep16461647, i64 -30
  store <4 x double> %294, <4 x double>* %scevgep1648, align 8, !alias.scope !51, !noalias !53
  %scevgep1643 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16431644 = bitcast double* %scevgep1643 to <4 x double>*
  %scevgep1645 = getelementptr <4 x double>, <4 x double>* %scevgep16431644, i64 -29
  store <4 x double> %295, <4 x double>* %scevgep1645, align 8, !alias.scope !51, !noalias !53
  %scevgep1640 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16401641 = bitcast double* %scevgep1640 to <4 x double>*
  %scevgep1642 = getelementptr <4 x double>, <4 x double>* %scevgep16401641, i64 -28
  store <4 x double> %296, <4 x double>* %scevgep1642, align 8, !alias.scope !51, !noalias !53
  %scevgep1527 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15271528 = bitcast double* %scevgep1527 to <4 x double>*
  %scevgep1529 = getelementptr <4 x double>, <4 x double>* %scevgep15271528, i64 -27
  %wide.load.1 = load <4 x double>, <4 x double>* %scevgep1529, align 8, !alias.scope !49
  %scevgep1524 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15241525 = bitcast double* %scevgep1524 to <4 x double>*
  %scevgep1526 = getelementptr <4 x double>, <4 x double>* %scevgep15241525, i64 -26
  %wide.load173.1 = load <4 x double>, <4 x double>* %scevgep1526, align 8, !alias.scope !49
  %scevgep1521 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15211522 = bitcast double* %scevgep1521 to <4 x double>*
  %scevgep1523 = getelementptr <4 x double>, <4 x double>* %scevgep15211522, i64 -25
  %wide.load174.1 = load <4 x double>, <4 x double>* %scevgep1523, align 8, !alias.scope !49
  %scevgep1518 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15181519 = bitcast double* %scevgep1518 to <4 x double>*
  %scevgep1520 = getelementptr <4 x double>, <4 x double>* %scevgep15181519, i64 -24
  %wide.load175.1 = load <4 x double>, <4 x double>* %scevgep1520, align 8, !alias.scope !49
  %297 = fsub <4 x double> %broadcast.splat177.1, %wide.load.1
  %298 = fsub <4 x double> %broadcast.splat179.1, %wide.load173.1
  %299 = fsub <4 x double> %broadcast.splat181.1, %wide.load174.1
  %300 = fsub <4 x double> %broadcast.splat183.1, %wide.load175.1
  %scevgep1623 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16231624 = bitcast double* %scevgep1623 to <4 x double>*
  %scevgep1625 = getelementptr <4 x double>, <4 x double>* %scevgep16231624, i64 -27
  store <4 x double> %297, <4 x double>* %scevgep1625, align 8, !alias.scope !51, !noalias !53
  %scevgep1620 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16201621 = bitcast double* %scevgep1620 to <4 x double>*
  %scevgep1622 = getelementptr <4 x double>, <4 x double>* %scevgep16201621, i64 -26
  store <4 x double> %298, <4 x double>* %scevgep1622, align 8, !alias.scope !51, !noalias !53
  %scevgep1617 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16171618 = bitcast double* %scevgep1617 to <4 x double>*
  %scevgep1619 = getelementptr <4 x double>, <4 x double>* %scevgep16171618, i64 -25
  store <4 x double> %299, <4 x double>* %scevgep1619, align 8, !alias.scope !51, !noalias !53
  %scevgep1614 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16141615 = bitcast double* %scevgep1614 to <4 x double>*
  %scevgep1616 = getelementptr <4 x double>, <4 x double>* %scevgep16141615, i64 -24
  store <4 x double> %300, <4 x double>* %scevgep1616, align 8, !alias.scope !51, !noalias !53
  %scevgep1515 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15151516 = bitcast double* %scevgep1515 to <4 x double>*
  %scevgep1517 = getelementptr <4 x double>, <4 x double>* %scevgep15151516, i64 -23
  %wide.load.2 = load <4 x double>, <4 x double>* %scevgep1517, align 8, !alias.scope !49
  %scevgep1512 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15121513 = bitcast double* %scevgep1512 to <4 x double>*
  %scevgep1514 = getelementptr <4 x double>, <4 x double>* %scevgep15121513, i64 -22
  %wide.load173.2 = load <4 x double>, <4 x double>* %scevgep1514, align 8, !alias.scope !49
  %scevgep1509 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15091510 = bitcast double* %scevgep1509 to <4 x double>*
  %scevgep1511 = getelementptr <4 x double>, <4 x double>* %scevgep15091510, i64 -21
  %wide.load174.2 = load <4 x double>, <4 x double>* %scevgep1511, align 8, !alias.scope !49
  %scevgep1506 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15061507 = bitcast double* %scevgep1506 to <4 x double>*
  %scevgep1508 = getelementptr <4 x double>, <4 x double>* %scevgep15061507, i64 -20
  %wide.load175.2 = load <4 x double>, <4 x double>* %scevgep1508, align 8, !alias.scope !49
  %301 = fsub <4 x double> %broadcast.splat177.2, %wide.load.2
  %302 = fsub <4 x double> %broadcast.splat179.2, %wide.load173.2
  %303 = fsub <4 x double> %broadcast.splat181.2, %wide.load174.2
  %304 = fsub <4 x double> %broadcast.splat183.2, %wide.load175.2
  %scevgep1611 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16111612 = bitcast double* %scevgep1611 to <4 x double>*
  %scevgep1613 = getelementptr <4 x double>, <4 x double>* %scevgep16111612, i64 -23
  store <4 x double> %301, <4 x double>* %scevgep1613, align 8, !alias.scope !51, !noalias !53
  %scevgep1608 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16081609 = bitcast double* %scevgep1608 to <4 x double>*
  %scevgep1610 = getelementptr <4 x double>, <4 x double>* %scevgep16081609, i64 -22
  store <4 x double> %302, <4 x double>* %scevgep1610, align 8, !alias.scope !51, !noalias !53
  %scevgep1605 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16051606 = bitcast double* %scevgep1605 to <4 x double>*
  %scevgep1607 = getelementptr <4 x double>, <4 x double>* %scevgep16051606, i64 -21
  store <4 x double> %303, <4 x double>* %scevgep1607, align 8, !alias.scope !51, !noalias !53
  %scevgep1602 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16021603 = bitcast double* %scevgep1602 to <4 x double>*
  %scevgep1604 = getelementptr <4 x double>, <4 x double>* %scevgep16021603, i64 -20
  store <4 x double> %304, <4 x double>* %scevgep1604, align 8, !alias.scope !51, !noalias !53
  %scevgep1503 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15031504 = bitcast double* %scevgep1503 to <4 x double>*
  %scevgep1505 = getelementptr <4 x double>, <4 x double>* %scevgep15031504, i64 -19
  %wide.load.3 = load <4 x double>, <4 x double>* %scevgep1505, align 8, !alias.scope !49
  %scevgep1500 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15001501 = bitcast double* %scevgep1500 to <4 x double>*
  %scevgep1502 = getelementptr <4 x double>, <4 x double>* %scevgep15001501, i64 -18
  %wide.load173.3 = load <4 x double>, <4 x double>* %scevgep1502, align 8, !alias.scope !49
  %scevgep1497 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14971498 = bitcast double* %scevgep1497 to <4 x double>*
  %scevgep1499 = getelementptr <4 x double>, <4 x double>* %scevgep14971498, i64 -17
  %wide.load174.3 = load <4 x double>, <4 x double>* %scevgep1499, align 8, !alias.scope !49
  %scevgep1494 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14941495 = bitcast double* %scevgep1494 to <4 x double>*
  %scevgep1496 = getelementptr <4 x double>, <4 x double>* %scevgep14941495, i64 -16
  %wide.load175.3 = load <4 x double>, <4 x double>* %scevgep1496, align 8, !alias.scope !49
  %305 = fsub <4 x double> %broadcast.splat177.3, %wide.load.3
  %306 = fsub <4 x double> %broadcast.splat179.3, %wide.load173.3
  %307 = fsub <4 x double> %broadcast.splat181.3, %wide.load174.3
  %308 = fsub <4 x double> %broadcast.splat183.3, %wide.load175.3
  %scevgep1599 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15991600 = bitcast double* %scevgep1599 to <4 x double>*
  %scevgep1601 = getelementptr <4 x double>, <4 x double>* %scevgep15991600, i64 -19
  store <4 x double> %305, <4 x double>* %scevgep1601, align 8, !alias.scope !51, !noalias !53
  %scevgep1596 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15961597 = bitcast double* %scevgep1596 to <4 x double>*
  %scevgep1598 = getelementptr <4 x double>, <4 x double>* %scevgep15961597, i64 -18
  store <4 x double> %306, <4 x double>* %scevgep1598, align 8, !alias.scope !51, !noalias !53
  %scevgep1593 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15931594 = bitcast double* %scevgep1593 to <4 x double>*
  %scevgep1595 = getelementptr <4 x double>, <4 x double>* %scevgep15931594, i64 -17
  store <4 x double> %307, <4 x double>* %scevgep1595, align 8, !alias.scope !51, !noalias !53
  %scevgep1590 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15901591 = bitcast double* %scevgep1590 to <4 x double>*
  %scevgep1592 = getelementptr <4 x double>, <4 x double>* %scevgep15901591, i64 -16
  store <4 x double> %308, <4 x double>* %scevgep1592, align 8, !alias.scope !51, !noalias !53
  %scevgep1491 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14911492 = bitcast double* %scevgep1491 to <4 x double>*
  %scevgep1493 = getelementptr <4 x double>, <4 x double>* %scevgep14911492, i64 -15
  %wide.load.4 = load <4 x double>, <4 x double>* %scevgep1493, align 8, !alias.scope !49
  %scevgep1488 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14881489 = bitcast double* %scevgep1488 to <4 x double>*
  %scevgep1490 = getelementptr <4 x double>, <4 x double>* %scevgep14881489, i64 -14
  %wide.load173.4 = load <4 x double>, <4 x double>* %scevgep1490, align 8, !alias.scope !49
  %scevgep1485 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14851486 = bitcast double* %scevgep1485 to <4 x double>*
  %scevgep1487 = getelementptr <4 x double>, <4 x double>* %scevgep14851486, i64 -13
  %wide.load174.4 = load <4 x double>, <4 x double>* %scevgep1487, align 8, !alias.scope !49
  %scevgep1482 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14821483 = bitcast double* %scevgep1482 to <4 x double>*
  %scevgep1484 = getelementptr <4 x double>, <4 x double>* %scevgep14821483, i64 -12
  %wide.load175.4 = load <4 x double>, <4 x double>* %scevgep1484, align 8, !alias.scope !49
  %309 = fsub <4 x double> %broadcast.splat177.4, %wide.load.4
  %310 = fsub <4 x double> %broadcast.splat179.4, %wide.load173.4
  %311 = fsub <4 x double> %broadcast.splat181.4, %wide.load174.4
  %312 = fsub <4 x double> %broadcast.splat183.4, %wide.load175.4
  %scevgep1587 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15871588 = bitcast double* %scevgep1587 to <4 x double>*
  %scevgep1589 = getelementptr <4 x double>, <4 x double>* %scevgep15871588, i64 -15
  store <4 x double> %309, <4 x double>* %scevgep1589, align 8, !alias.scope !51, !noalias !53
  %scevgep1584 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15841585 = bitcast double* %scevgep1584 to <4 x double>*
  %scevgep1586 = getelementptr <4 x double>, <4 x double>* %scevgep15841585, i64 -14
  store <4 x double> %310, <4 x double>* %scevgep1586, align 8, !alias.scope !51, !noalias !53
  %scevgep1581 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15811582 = bitcast double* %scevgep1581 to <4 x double>*
  %scevgep1583 = getelementptr <4 x double>, <4 x double>* %scevgep15811582, i64 -13
  store <4 x double> %311, <4 x double>* %scevgep1583, align 8, !alias.scope !51, !noalias !53
  %scevgep1578 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15781579 = bitcast double* %scevgep1578 to <4 x double>*
  %scevgep1580 = getelementptr <4 x double>, <4 x double>* %scevgep15781579, i64 -12
  store <4 x double> %312, <4 x double>* %scevgep1580, align 8, !alias.scope !51, !noalias !53
  %scevgep1479 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14791480 = bitcast double* %scevgep1479 to <4 x double>*
  %scevgep1481 = getelementptr <4 x double>, <4 x double>* %scevgep14791480, i64 -11
  %wide.load.5 = load <4 x double>, <4 x double>* %scevgep1481, align 8, !alias.scope !49
  %scevgep1476 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14761477 = bitcast double* %scevgep1476 to <4 x double>*
  %scevgep1478 = getelementptr <4 x double>, <4 x double>* %scevgep14761477, i64 -10
  %wide.load173.5 = load <4 x double>, <4 x double>* %scevgep1478, align 8, !alias.scope !49
  %scevgep1473 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14731474 = bitcast double* %scevgep1473 to <4 x double>*
  %scevgep1475 = getelementptr <4 x double>, <4 x double>* %scevgep14731474, i64 -9
  %wide.load174.5 = load <4 x double>, <4 x double>* %scevgep1475, align 8, !alias.scope !49
  %scevgep1470 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14701471 = bitcast double* %scevgep1470 to <4 x double>*
  %scevgep1472 = getelementptr <4 x double>, <4 x double>* %scevgep14701471, i64 -8
  %wide.load175.5 = load <4 x double>, <4 x double>* %scevgep1472, align 8, !alias.scope !49
  %313 = fsub <4 x double> %broadcast.splat177.5, %wide.load.5
  %314 = fsub <4 x double> %broadcast.splat179.5, %wide.load173.5
  %315 = fsub <4 x double> %broadcast.splat181.5, %wide.load174.5
  %316 = fsub <4 x double> %broadcast.splat183.5, %wide.load175.5
  %scevgep1575 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15751576 = bitcast double* %scevgep1575 to <4 x double>*
  %scevgep1577 = getelementptr <4 x double>, <4 x double>* %scevgep15751576, i64 -11
  store <4 x double> %313, <4 x double>* %scevgep1577, align 8, !alias.scope !51, !noalias !53
  %scevgep1572 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15721573 = bitcast double* %scevgep1572 to <4 x double>*
  %scevgep1574 = getelementptr <4 x double>, <4 x double>* %scevgep15721573, i64 -10
  store <4 x double> %314, <4 x double>* %scevgep1574, align 8, !alias.scope !51, !noalias !53
  %scevgep1569 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15691570 = bitcast double* %scevgep1569 to <4 x double>*
  %scevgep1571 = getelementptr <4 x double>, <4 x double>* %scevgep15691570, i64 -9
  store <4 x double> %315, <4 x double>* %scevgep1571, align 8, !alias.scope !51, !noalias !53
  %scevgep1566 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15661567 = bitcast double* %scevgep1566 to <4 x double>*
  %scevgep1568 = getelementptr <4 x double>, <4 x double>* %scevgep15661567, i64 -8
  store <4 x double> %316, <4 x double>* %scevgep1568, align 8, !alias.scope !51, !noalias !53
  %scevgep1467 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14671468 = bitcast double* %scevgep1467 to <4 x double>*
  %scevgep1469 = getelementptr <4 x double>, <4 x double>* %scevgep14671468, i64 -7
  %wide.load.6 = load <4 x double>, <4 x double>* %scevgep1469, align 8, !alias.scope !49
  %scevgep1464 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14641465 = bitcast double* %scevgep1464 to <4 x double>*
  %scevgep1466 = getelementptr <4 x double>, <4 x double>* %scevgep14641465, i64 -6
  %wide.load173.6 = load <4 x double>, <4 x double>* %scevgep1466, align 8, !alias.scope !49
  %scevgep1461 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14611462 = bitcast double* %scevgep1461 to <4 x double>*
  %scevgep1463 = getelementptr <4 x double>, <4 x double>* %scevgep14611462, i64 -5
  %wide.load174.6 = load <4 x double>, <4 x double>* %scevgep1463, align 8, !alias.scope !49
  %scevgep1458 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep14581459 = bitcast double* %scevgep1458 to <4 x double>*
  %scevgep1460 = getelementptr <4 x double>, <4 x double>* %scevgep14581459, i64 -4
  %wide.load175.6 = load <4 x double>, <4 x double>* %scevgep1460, align 8, !alias.scope !49
  %317 = fsub <4 x double> %broadcast.splat177.6, %wide.load.6
  %318 = fsub <4 x double> %broadcast.splat179.6, %wide.load173.6
  %319 = fsub <4 x double> %broadcast.splat181.6, %wide.load174.6
  %320 = fsub <4 x double> %broadcast.splat183.6, %wide.load175.6
  %scevgep1563 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15631564 = bitcast double* %scevgep1563 to <4 x double>*
  %scevgep1565 = getelementptr <4 x double>, <4 x double>* %scevgep15631564, i64 -7
  store <4 x double> %317, <4 x double>* %scevgep1565, align 8, !alias.scope !51, !noalias !53
  %scevgep1560 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15601561 = bitcast double* %scevgep1560 to <4 x double>*
  %scevgep1562 = getelementptr <4 x double>, <4 x double>* %scevgep15601561, i64 -6
  store <4 x double> %318, <4 x double>* %scevgep1562, align 8, !alias.scope !51, !noalias !53
  %scevgep1557 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15571558 = bitcast double* %scevgep1557 to <4 x double>*
  %scevgep1559 = getelementptr <4 x double>, <4 x double>* %scevgep15571558, i64 -5
  store <4 x double> %319, <4 x double>* %scevgep1559, align 8, !alias.scope !51, !noalias !53
  %scevgep1554 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep15541555 = bitcast double* %scevgep1554 to <4 x double>*
  %scevgep1556 = getelementptr <4 x double>, <4 x double>* %scevgep15541555, i64 -4
  store <4 x double> %320, <4 x double>* %scevgep1556, align 8, !alias.scope !51, !noalias !53
  %scevgep1538 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15381539 = bitcast double* %scevgep1538 to <4 x double>*
  %scevgep1540 = getelementptr <4 x double>, <4 x double>* %scevgep15381539, i64 -3
  %wide.load.7 = load <4 x double>, <4 x double>* %scevgep1540, align 8, !alias.scope !49
  %scevgep1535 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15351536 = bitcast double* %scevgep1535 to <4 x double>*
  %scevgep1537 = getelementptr <4 x double>, <4 x double>* %scevgep15351536, i64 -2
  %wide.load173.7 = load <4 x double>, <4 x double>* %scevgep1537, align 8, !alias.scope !49
  %scevgep1532 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15321533 = bitcast double* %scevgep1532 to <4 x double>*
  %scevgep1534 = getelementptr <4 x double>, <4 x double>* %scevgep15321533, i64 -1
  %wide.load174.7 = load <4 x double>, <4 x double>* %scevgep1534, align 8, !alias.scope !49
  %scevgep1530 = getelementptr double, double* %scevgep1457, i64 %index172
  %scevgep15301531 = bitcast double* %scevgep1530 to <4 x double>*
  %wide.load175.7 = load <4 x double>, <4 x double>* %scevgep15301531, align 8, !alias.scope !49
  %321 = fsub <4 x double> %broadcast.splat177.7, %wide.load.7
  %322 = fsub <4 x double> %broadcast.splat179.7, %wide.load173.7
  %323 = fsub <4 x double> %broadcast.splat181.7, %wide.load174.7
  %324 = fsub <4 x double> %broadcast.splat183.7, %wide.load175.7
  %scevgep1634 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16341635 = bitcast double* %scevgep1634 to <4 x double>*
  %scevgep1636 = getelementptr <4 x double>, <4 x double>* %scevgep16341635, i64 -3
  store <4 x double> %321, <4 x double>* %scevgep1636, align 8, !alias.scope !51, !noalias !53
  %scevgep1631 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16311632 = bitcast double* %scevgep1631 to <4 x double>*
  %scevgep1633 = getelementptr <4 x double>, <4 x double>* %scevgep16311632, i64 -2
  store <4 x double> %322, <4 x double>* %scevgep1633, align 8, !alias.scope !51, !noalias !53
  %scevgep1628 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16281629 = bitcast double* %scevgep1628 to <4 x double>*
  %scevgep1630 = getelementptr <4 x double>, <4 x double>* %scevgep16281629, i64 -1
  store <4 x double> %323, <4 x double>* %scevgep1630, align 8, !alias.scope !51, !noalias !53
  %scevgep1626 = getelementptr double, double* %scevgep1553, i64 %index172
  %scevgep16261627 = bitcast double* %scevgep1626 to <4 x double>*
  store <4 x double> %324, <4 x double>* %scevgep16261627, align 8, !alias.scope !51, !noalias !53
  %index.next184.7 = add i64 %index172, 128
  %lsr.iv.next1650 = add i64 %lsr.iv1649, -8
  %niter321.ncmp.7 = icmp eq i64 %lsr.iv.next1650, 0
  br i1 %niter321.ncmp.7, label %middle.block163.unr-lcssa, label %vector.body165, !llvm.loop !54

middle.block163.unr-lcssa:                        ; preds = %vector.body165, %vector.ph167
  %index172.unr = phi i64 [ 0, %vector.ph167 ], [ %index.next184.7, %vector.body165 ]
  %lcmp.mod319.not = icmp eq i64 %xtraiter317, 0
  br i1 %lcmp.mod319.not, label %middle.block163, label %vector.body165.epil.preheader

vector.body165.epil.preheader:                    ; preds = %middle.block163.unr-lcssa
  %325 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert176.epil = insertelement <4 x double> poison, double %325, i64 0
  %broadcast.splat177.epil = shufflevector <4 x double> %broadcast.splatinsert176.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert178.epil = insertelement <4 x double> poison, double %325, i64 0
  %broadcast.splat179.epil = shufflevector <4 x double> %broadcast.splatinsert178.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert180.epil = insertelement <4 x double> poison, double %325, i64 0
  %broadcast.splat181.epil = shufflevector <4 x double> %broadcast.splatinsert180.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %326 = load double, double* %.154, align 8, !alias.scope !46
  %broadcast.splatinsert182.epil = insertelement <4 x double> poison, double %326, i64 0
  %broadcast.splat183.epil = shufflevector <4 x double> %broadcast.splatinsert182.epil, <4 x double> poison, <4 x i32> zeroinitializer
  %327 = add nuw nsw i64 %index172.unr, 12
  %scevgep1429 = getelementptr double, double* %.6.i66, i64 %327
  %328 = add i64 %.211.sroa.0.0, %index172.unr
  %329 = add i64 %328, 12
  %scevgep1444 = getelementptr double, double* %arg.u.4, i64 %329
  %330 = shl nuw nsw i64 %xtraiter317, 7
  br label %vector.body165.epil

vector.body165.epil:                              ; preds = %vector.body165.epil, %vector.body165.epil.preheader
  %lsr.iv1430 = phi i64 [ %lsr.iv.next1431, %vector.body165.epil ], [ 0, %vector.body165.epil.preheader ]
  %331 = bitcast double* %scevgep1444 to i8*
  %332 = bitcast double* %scevgep1429 to i8*
  %uglygep1454 = getelementptr i8, i8* %331, i64 %lsr.iv1430
  %uglygep14541455 = bitcast i8* %uglygep1454 to <4 x double>*
  %scevgep1456 = getelementptr <4 x double>, <4 x double>* %uglygep14541455, i64 -3
  %wide.load.epil = load <4 x double>, <4 x double>* %scevgep1456, align 8, !alias.scope !49
  %uglygep1451 = getelementptr i8, i8* %331, i64 %lsr.iv1430
  %uglygep14511452 = bitcast i8* %uglygep1451 to <4 x double>*
  %scevgep1453 = getelementptr <4 x double>, <4 x double>* %uglygep14511452, i64 -2
  %wide.load173.epil = load <4 x double>, <4 x double>* %scevgep1453, align 8, !alias.scope !49
  %uglygep1448 = getelementptr i8, i8* %331, i64 %lsr.iv1430
  %uglygep14481449 = bitcast i8* %uglygep1448 to <4 x double>*
  %scevgep1450 = getelementptr <4 x double>, <4 x double>* %uglygep14481449, i64 -1
  %wide.load174.epil = load <4 x double>, <4 x double>* %scevgep1450, align 8, !alias.scope !49
  %uglygep1446 = getelementptr i8, i8* %331, i64 %lsr.iv1430
  %uglygep14461447 = bitcast i8* %uglygep1446 to <4 x double>*
  %wide.load175.epil = load <4 x double>, <4 x double>* %uglygep14461447, align 8, !alias.scope !49
  %333 = fsub <4 x double> %broadcast.splat177.epil, %wide.load.epil
  %334 = fsub <4 x double> %broadcast.splat179.epil, %wide.load173.epil
  %335 = fsub <4 x double> %broadcast.splat181.epil, %wide.load174.epil
  %336 = fsub <4 x double> %broadcast.splat183.epil, %wide.load175.epil
  %uglygep1441 = getelementptr i8, i8* %332, i64 %lsr.iv1430
  %uglygep14411442 = bitcast i8* %uglygep1441 to <4 x double>*
  %scevgep1443 = getelementptr <4 x double>, <4 x double>* %uglygep14411442, i64 -3
  store <4 x double> %333, <4 x double>* %scevgep1443, align 8, !alias.scope !51, !noalias !53
  %uglygep1438 = getelementptr i8, i8* %332, i64 %lsr.iv1430
  %uglygep14381439 = bitcast i8* %uglygep1438 to <4 x double>*
  %scevgep1440 = getelementptr <4 x double>, <4 x double>* %uglygep14381439, i64 -2
  store <4 x double> %334, <4 x double>* %scevgep1440, align 8, !alias.scope !51, !noalias !53
  %uglygep1435 = getelementptr i8, i8* %332, i64 %lsr.iv1430
  %uglygep14351436 = bitcast i8* %uglygep1435 to <4 x double>*
  %scevgep1437 = getelementptr <4 x double>, <4 x double>* %uglygep14351436, i64 -1
  store <4 x double> %335, <4 x double>* %scevgep1437, align 8, !alias.scope !51, !noalias !53
  %uglygep1433 = getelementptr i8, i8* %332, i64 %lsr.iv1430
  %uglygep14331434 = bitcast i8* %uglygep1433 to <4 x double>*
  store <4 x double> %336, <4 x double>* %uglygep14331434, align 8, !alias.scope !51, !noalias !53
  %lsr.iv.next1431 = add nuw nsw i64 %lsr.iv1430, 128
  %epil.iter318.cmp.not = icmp eq i64 %330, %lsr.iv.next1431
  br i1 %epil.iter318.cmp.not, label %middle.block163, label %vector.body165.epil, !llvm.loop !55

middle.block163:                                  ; preds = %vector.body165.epil, %middle.block163.unr-lcssa
  %cmp.n171 = icmp eq i64 %dest_shape.191, %n.vec169
  br i1 %cmp.n171, label %for.end.endif.endif.endif, label %for.body.us94.preheader286

for.body.us94.preheader286:                       ; preds = %vector.memcheck149, %for.body.us94.preheader, %middle.block163
  %loop.index65.us95.ph = phi i64 [ 0, %vector.memcheck149 ], [ 0, %for.body.us94.preheader ], [ %n.vec169, %middle.block163 ]
  %337 = xor i64 %loop.index65.us95.ph, -1
  %338 = add nsw i64 %dest_shape.191, %337
  %xtraiter314 = and i64 %dest_shape.191, 7
  %lcmp.mod315.not = icmp eq i64 %xtraiter314, 0
  br i1 %lcmp.mod315.not, label %for.body.us94.prol.loopexit, label %for.body.us94.prol.preheader

for.body.us94.prol.preheader:                     ; preds = %for.body.us94.preheader286
  br label %for.body.us94.prol

for.body.us94.prol:                               ; preds = %for.body.us94.prol.preheader, %for.body.us94.prol
  %lsr.iv1427 = phi i64 [ %xtraiter314, %for.body.us94.prol.preheader ], [ %lsr.iv.next1428, %for.body.us94.prol ]
  %loop.index65.us95.prol = phi i64 [ %.587.us103.prol, %for.body.us94.prol ], [ %loop.index65.us95.ph, %for.body.us94.prol.preheader ]
  %.549.us97.prol = load double, double* %.154, align 8
  %scevgep1426 = getelementptr double, double* %.324, i64 %loop.index65.us95.prol
  %.558.us100.prol = load double, double* %scevgep1426, align 8
  %.6.i54.us101.prol = fsub double %.549.us97.prol, %.558.us100.prol
  %scevgep1425 = getelementptr double, double* %.6.i66, i64 %loop.index65.us95.prol
  store double %.6.i54.us101.prol, double* %scevgep1425, align 8
  %.587.us103.prol = add nuw nsw i64 %loop.index65.us95.prol, 1
  %lsr.iv.next1428 = add nsw i64 %lsr.iv1427, -1
  %prol.iter316.cmp.not = icmp eq i64 %lsr.iv.next1428, 0
  br i1 %prol.iter316.cmp.not, label %for.body.us94.prol.loopexit, label %for.body.us94.prol, !llvm.loop !56

for.body.us94.prol.loopexit:                      ; preds = %for.body.us94.prol, %for.body.us94.preheader286
  %loop.index65.us95.unr = phi i64 [ %loop.index65.us95.ph, %for.body.us94.preheader286 ], [ %.587.us103.prol, %for.body.us94.prol ]
  %339 = icmp ult i64 %338, 7
  br i1 %339, label %for.end.endif.endif.endif, label %for.body.us94.preheader334

for.body.us94.preheader334:                       ; preds = %for.body.us94.prol.loopexit
  %340 = add i64 %.211.sroa.0.0, 7
  %scevgep1409 = getelementptr double, double* %arg.u.4, i64 %340
  br label %for.body.us94

for.body.us94:                                    ; preds = %for.body.us94.preheader334, %for.body.us94
  %loop.index65.us95 = phi i64 [ %.587.us103.7, %for.body.us94 ], [ %loop.index65.us95.unr, %for.body.us94.preheader334 ]
  %.549.us97 = load double, double* %.154, align 8
  %scevgep1421 = getelementptr double, double* %scevgep1409, i64 %loop.index65.us95
  %scevgep1422 = getelementptr double, double* %scevgep1421, i64 -7
  %.558.us100 = load double, double* %scevgep1422, align 8
  %.6.i54.us101 = fsub double %.549.us97, %.558.us100
  %sunkaddr1841 = mul i64 %loop.index65.us95, 8
  %341 = bitcast double* %.6.i66 to i8*
  %sunkaddr1842 = getelementptr i8, i8* %341, i64 %sunkaddr1841
  %342 = bitcast i8* %sunkaddr1842 to double*
  store double %.6.i54.us101, double* %342, align 8
  %.549.us97.1 = load double, double* %.154, align 8
  %scevgep1423 = getelementptr double, double* %scevgep1409, i64 %loop.index65.us95
  %scevgep1424 = getelementptr double, double* %scevgep1423, i64 -6
  %.558.us100.1 = load double, double* %scevgep1424, align 8
  %.6.i54.us101.1 = fsub double %.549.us97.1, %.558.us100.1
  %sunkaddr1843 = mul i64 %loop.index65.us95, 8
  %343 = bitcast double* %.6.i66 to i8*
  %sunkaddr1844 = getelementptr i8, i8* %343, i64 %sunkaddr1843
  %sunkaddr1845 = getelementptr i8, i8* %sunkaddr1844, i64 8
  %344 = bitcast i8* %sunkaddr1845 to double*
  store double %.6.i54.us101.1, double* %344, align 8
  %.549.us97.2 = load double, double* %.154, align 8
  %scevgep1419 = getelementptr double, double* %scevgep1409, i64 %loop.index65.us95
  %scevgep1420 = getelementptr double, double* %scevgep1419, i64 -5
  %.558.us100.2 = load double, double* %scevgep1420, align 8
  %.6.i54.us101.2 = fsub double %.549.us97.2, %.558.us100.2
  %sunkaddr1846 = mul i64 %loop.index65.us95, 8
  %345 = bitcast double* %.6.i66 to i8*
  %sunkaddr1847 = getelementptr i8, i8* %345, i64 %sunkaddr1846
  %sunkaddr1848 = getelementptr i8, i8* %sunkaddr1847, i64 16
  %346 = bitcast i8* %sunkaddr1848 to double*
  store double %.6.i54.us101.2, double* %346, align 8
  %.549.us97.3 = load double, double* %.154, align 8
  %scevgep1417 = getelementptr double, double* %scevgep1409, i64 %loop.index65.us95
  %scevgep1418 = getelementptr double, double* %scevgep1417, i64 -4
  %.558.us100.3 = load double, double* %scevgep1418, align 8
  %.6.i54.us101.3 = fsub double %.549.us97.3, %.558.us100.3
  %sunkaddr1849 = mul i64 %loop.index65.us95, 8
  %347 = bitcast double* %.6.i66 to i8*
  %sunkaddr1850 = getelementptr i8, i8* %347, i64 %sunkaddr1849
  %sunkaddr1851 = getelementptr i8, i8* %sunkaddr1850, i64 24
  %348 = bitcast i8* %sunkaddr1851 to double*
  store double %.6.i54.us101.3, double* %348, align 8
  %.549.us97.4 = load double, double* %.154, align 8
  %scevgep1415 = getelementptr double, double* %scevgep1409, i64 %loop.index65.us95
  %scevgep1416 = getelementptr double, double* %scevgep1415, i64 -3
  %.558.us100.4 = load double, double* %scevgep1416, align 8
  %.6.i54.us101.4 = fsub double %.549.us97.4, %.558.us100.4
  %sunkaddr1852 = mul i64 %loop.index65.us95, 8
  %349 = bitcast double* %.6.i66 to i8*
  %sunkaddr1853 = getelementptr i8, i8* %349, i64 %sunkaddr1852
  %sunkaddr1854 = getelementptr i8, i8* %sunkaddr1853, i64 32
  %350 = bitcast i8* %sunkaddr1854 to double*
  store double %.6.i54.us101.4, double* %350, align 8
  %.549.us97.5 = load double, double* %.154, align 8
  %scevgep1413 = getelementptr double, double* %scevgep1409, i64 %loop.index65.us95
  %scevgep1414 = getelementptr double, double* %scevgep1413, i64 -2
  %.558.us100.5 = load double, double* %scevgep1414, align 8
  %.6.i54.us101.5 = fsub double %.549.us97.5, %.558.us100.5
  %sunkaddr1855 = mul i64 %loop.index65.us95, 8
  %351 = bitcast double* %.6.i66 to i8*
  %sunkaddr1856 = getelementptr i8, i8* %351, i64 %sunkaddr1855
  %sunkaddr1857 = getelementptr i8, i8* %sunkaddr1856, i64 40
  %352 = bitcast i8* %sunkaddr1857 to double*
  store double %.6.i54.us101.5, double* %352, align 8
  %.549.us97.6 = load double, double* %.154, align 8
  %scevgep1411 = getelementptr double, double* %scevgep1409, i64 %loop.index65.us95
  %scevgep1412 = getelementptr double, double* %scevgep1411, i64 -1
  %.558.us100.6 = load double, double* %scevgep1412, align 8
  %.6.i54.us101.6 = fsub double %.549.us97.6, %.558.us100.6
  %sunkaddr1858 = mul i64 %loop.index65.us95, 8
  %353 = bitcast double* %.6.i66 to i8*
  %sunkaddr1859 = getelementptr i8, i8* %353, i64 %sunkaddr1858
  %sunkaddr1860 = getelementptr i8, i8* %sunkaddr1859, i64 48
  %354 = bitcast i8* %sunkaddr1860 to double*
  store double %.6.i54.us101.6, double* %354, align 8
  %.549.us97.7 = load double, double* %.154, align 8
  %scevgep1410 = getelementptr double, double* %scevgep1409, i64 %loop.index65.us95
  %.558.us100.7 = load double, double* %scevgep1410, align 8
  %.6.i54.us101.7 = fsub double %.549.us97.7, %.558.us100.7
  %sunkaddr1861 = mul i64 %loop.index65.us95, 8
  %355 = bitcast double* %.6.i66 to i8*
  %sunkaddr1862 = getelementptr i8, i8* %355, i64 %sunkaddr1861
  %sunkaddr1863 = getelementptr i8, i8* %sunkaddr1862, i64 56
  %356 = bitcast i8* %sunkaddr1863 to double*
  store double %.6.i54.us101.7, double* %356, align 8
  %.587.us103.7 = add nuw nsw i64 %loop.index65.us95, 8
  %exitcond114.not.7 = icmp eq i64 %dest_shape.191, %.587.us103.7
  br i1 %exitcond114.not.7, label %for.end.endif.endif.endif, label %for.body.us94, !llvm.loop !57

for.body:                                         ; preds = %for.body.preheader336, %for.body
  %loop.index65 = phi i64 [ %.587.7, %for.body ], [ %loop.index65.unr, %for.body.preheader336 ]
  %.549 = load double, double* %.154, align 8
  %.558 = load double, double* %.324, align 8
  %.6.i54 = fsub double %.549, %.558
  %sunkaddr1864 = mul i64 %loop.index65, 8
  %357 = bitcast double* %.6.i66 to i8*
  %sunkaddr1865 = getelementptr i8, i8* %357, i64 %sunkaddr1864
  %358 = bitcast i8* %sunkaddr1865 to double*
  store double %.6.i54, double* %358, align 8
  %.549.1 = load double, double* %.154, align 8
  %.558.1 = load double, double* %.324, align 8
  %.6.i54.1 = fsub double %.549.1, %.558.1
  %sunkaddr1866 = mul i64 %loop.index65, 8
  %359 = bitcast double* %.6.i66 to i8*
  %sunkaddr1867 = getelementptr i8, i8* %359, i64 %sunkaddr1866
  %sunkaddr1868 = getelementptr i8, i8* %sunkaddr1867, i64 8
  %360 = bitcast i8* %sunkaddr1868 to double*
  store double %.6.i54.1, double* %360, align 8
  %.549.2 = load double, double* %.154, align 8
  %.558.2 = load double, double* %.324, align 8
  %.6.i54.2 = fsub double %.549.2, %.558.2
  %sunkaddr1869 = mul i64 %loop.index65, 8
  %361 = bitcast double* %.6.i66 to i8*
  %sunkaddr1870 = getelementptr i8, i8* %361, i64 %sunkaddr1869
  %sunkaddr1871 = getelementptr i8, i8* %sunkaddr1870, i64 16
  %362 = bitcast i8* %sunkaddr1871 to double*
  store double %.6.i54.2, double* %362, align 8
  %.549.3 = load double, double* %.154, align 8
  %.558.3 = load double, double* %.324, align 8
  %.6.i54.3 = fsub double %.549.3, %.558.3
  %sunkaddr1872 = mul i64 %loop.index65, 8
  %363 = bitcast double* %.6.i66 to i8*
  %sunkaddr1873 = getelementptr i8, i8* %363, i64 %sunkaddr1872
  %sunkaddr1874 = getelementptr i8, i8* %sunkaddr1873, i64 24
  %364 = bitcast i8* %sunkaddr1874 to double*
  store double %.6.i54.3, double* %364, align 8
  %.549.4 = load double, double* %.154, align 8
  %.558.4 = load double, double* %.324, align 8
  %.6.i54.4 = fsub double %.549.4, %.558.4
  %sunkaddr1875 = mul i64 %loop.index65, 8
  %365 = bitcast double* %.6.i66 to i8*
  %sunkaddr1876 = getelementptr i8, i8* %365, i64 %sunkaddr1875
  %sunkaddr1877 = getelementptr i8, i8* %sunkaddr1876, i64 32
  %366 = bitcast i8* %sunkaddr1877 to double*
  store double %.6.i54.4, double* %366, align 8
  %.549.5 = load double, double* %.154, align 8
  %.558.5 = load double, double* %.324, align 8
  %.6.i54.5 = fsub double %.549.5, %.558.5
  %sunkaddr1878 = mul i64 %loop.index65, 8
  %367 = bitcast double* %.6.i66 to i8*
  %sunkaddr1879 = getelementptr i8, i8* %367, i64 %sunkaddr1878
  %sunkaddr1880 = getelementptr i8, i8* %sunkaddr1879, i64 40
  %368 = bitcast i8* %sunkaddr1880 to double*
  store double %.6.i54.5, double* %368, align 8
  %.549.6 = load double, double* %.154, align 8
  %.558.6 = load double, double* %.324, align 8
  %.6.i54.6 = fsub double %.549.6, %.558.6
  %sunkaddr1881 = mul i64 %loop.index65, 8
  %369 = bitcast double* %.6.i66 to i8*
  %sunkaddr1882 = getelementptr i8, i8* %369, i64 %sunkaddr1881
  %sunkaddr1883 = getelementptr i8, i8* %sunkaddr1882, i64 48
  %370 = bitcast i8* %sunkaddr1883 to double*
  store double %.6.i54.6, double* %370, align 8
  %.549.7 = load double, double* %.154, align 8
  %.558.7 = load double, double* %.324, align 8
  %.6.i54.7 = fsub double %.549.7, %.558.7
  %sunkaddr1884 = mul i64 %loop.index65, 8
  %371 = bitcast double* %.6.i66 to i8*
  %sunkaddr1885 = getelementptr i8, i8* %371, i64 %sunkaddr1884
  %sunkaddr1886 = getelementptr i8, i8* %sunkaddr1885, i64 56
  %372 = bitcast i8* %sunkaddr1886 to double*
  store double %.6.i54.7, double* %372, align 8
  %.587.7 = add nuw nsw i64 %loop.index65, 8
  %exitcond115.not.7 = icmp eq i64 %dest_shape.191, %.587.7
  br i1 %exitcond115.not.7, label %for.end.endif.endif.endif, label %for.body, !llvm.loop !58

for.end.endif.endif.endif:                        ; preds = %for.body, %for.body.us94, %for.body.us, %for.body.us.us, %for.body.prol.loopexit, %for.body.us94.prol.loopexit, %for.body.us.prol.loopexit, %for.body.us.us.prol.loopexit, %middle.block, %middle.block163, %middle.block199, %middle.block236, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.u.0)
  tail call void @NRT_decref(i8* %arg.u.0)
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.468, i32 32), !noalias !59
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif
  %373 = icmp eq i64 %dest_shape.191, 0
  %.5.i25 = getelementptr i8, i8* %.7.i.i27, i64 24
  %374 = bitcast i8* %.5.i25 to double**
  %.6.i2667 = load double*, double** %374, align 8
  br i1 %373, label %for.end.1.thread, label %for.body.1.preheader

for.end.1.thread:                                 ; preds = %for.end.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br label %for.end.1.endif

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif
  %.725.not = icmp eq i64 %dest_shape.191, 1
  br i1 %.725.not, label %for.end.1.thread116, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check267 = icmp ult i64 %dest_shape.191, 16
  br i1 %min.iters.check267, label %for.body.1.us.preheader282, label %vector.memcheck255

vector.memcheck255:                               ; preds = %for.body.1.us.preheader
  %scevgep257 = getelementptr double, double* %.6.i2667, i64 %dest_shape.191
  %scevgep259 = getelementptr double, double* %.6.i66, i64 %dest_shape.191
  %bound0261 = icmp ult double* %.6.i2667, %scevgep259
  %bound1262 = icmp ult double* %.6.i66, %scevgep257
  %found.conflict263 = and i1 %bound0261, %bound1262
  br i1 %found.conflict263, label %for.body.1.us.preheader282, label %vector.ph268

vector.ph268:                                     ; preds = %vector.memcheck255
  %const1791 = bitcast i64 9223372036854775792 to i64
  %n.vec270 = and i64 %dest_shape.191, %const1791
  %375 = add nsw i64 %n.vec270, -16
  %376 = lshr exact i64 %375, 4
  %377 = add nuw nsw i64 %376, 1
  %xtraiter293 = and i64 %377, 7
  %378 = icmp ult i64 %375, 112
  br i1 %378, label %middle.block264.unr-lcssa, label %vector.ph268.new

vector.ph268.new:                                 ; preds = %vector.ph268
  %const1786 = bitcast i64 2305843009213693944 to i64
  %unroll_iter296 = and i64 %377, %const1786
  %scevgep557 = getelementptr double, double* %.6.i66, i64 124
  %scevgep653 = getelementptr double, double* %.6.i2667, i64 124
  br label %vector.body266

vector.body266:                                   ; preds = %vector.body266, %vector.ph268.new
  %lsr.iv749 = phi i64 [ %lsr.iv.next750, %vector.body266 ], [ %unroll_iter296, %vector.ph268.new ]
  %index273 = phi i64 [ 0, %vector.ph268.new ], [ %index.next278.7, %vector.body266 ]
  %scevgep641 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep641642 = bitcast double* %scevgep641 to <4 x double>*
  %scevgep643 = getelementptr <4 x double>, <4 x double>* %scevgep641642, i64 -31
  %wide.load274 = load <4 x double>, <4 x double>* %scevgep643, align 8, !alias.scope !66
  %scevgep650 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep650651 = bitcast double* %scevgep650 to <4 x double>*
  %scevgep652 = getelementptr <4 x double>, <4 x double>* %scevgep650651, i64 -30
  %wide.load275 = load <4 x double>, <4 x double>* %scevgep652, align 8, !alias.scope !66
  %scevgep647 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep647648 = bitcast double* %scevgep647 to <4 x double>*
  %scevgep649 = getelementptr <4 x double>, <4 x double>* %scevgep647648, i64 -29
  %wide.load276 = load <4 x double>, <4 x double>* %scevgep649, align 8, !alias.scope !66
  %scevgep644 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep644645 = bitcast double* %scevgep644 to <4 x double>*
  %scevgep646 = getelementptr <4 x double>, <4 x double>* %scevgep644645, i64 -28
  %wide.load277 = load <4 x double>, <4 x double>* %scevgep646, align 8, !alias.scope !66
  %379 = fmul <4 x double> %wide.load274, %wide.load274
  %380 = fmul <4 x double> %wide.load275, %wide.load275
  %381 = fmul <4 x double> %wide.load276, %wide.load276
  %382 = fmul <4 x double> %wide.load277, %wide.load277
  %scevgep737 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep737738 = bitcast double* %scevgep737 to <4 x double>*
  %scevgep739 = getelementptr <4 x double>, <4 x double>* %scevgep737738, i64 -31
  store <4 x double> %379, <4 x double>* %scevgep739, align 8, !alias.scope !69, !noalias !66
  %scevgep746 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep746747 = bitcast double* %scevgep746 to <4 x double>*
  %scevgep748 = getelementptr <4 x double>, <4 x double>* %scevgep746747, i64 -30
  store <4 x double> %380, <4 x double>* %scevgep748, align 8, !alias.scope !69, !noalias !66
  %scevgep743 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep743744 = bitcast double* %scevgep743 to <4 x double>*
  %scevgep745 = getelementptr <4 x double>, <4 x double>* %scevgep743744, i64 -29
  store <4 x double> %381, <4 x double>* %scevgep745, align 8, !alias.scope !69, !noalias !66
  %scevgep740 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep740741 = bitcast double* %scevgep740 to <4 x double>*
  %scevgep742 = getelementptr <4 x double>, <4 x double>* %scevgep740741, i64 -28
  store <4 x double> %382, <4 x double>* %scevgep742, align 8, !alias.scope !69, !noalias !66
  %scevgep627 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep627628 = bitcast double* %scevgep627 to <4 x double>*
  %scevgep629 = getelementptr <4 x double>, <4 x double>* %scevgep627628, i64 -27
  %wide.load274.1 = load <4 x double>, <4 x double>* %scevgep629, align 8, !alias.scope !66
  %scevgep624 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep624625 = bitcast double* %scevgep624 to <4 x double>*
  %scevgep626 = getelementptr <4 x double>, <4 x double>* %scevgep624625, i64 -26
  %wide.load275.1 = load <4 x double>, <4 x double>* %scevgep626, align 8, !alias.scope !66
  %scevgep621 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep621622 = bitcast double* %scevgep621 to <4 x double>*
  %scevgep623 = getelementptr <4 x double>, <4 x double>* %scevgep621622, i64 -25
  %wide.load276.1 = load <4 x double>, <4 x double>* %scevgep623, align 8, !alias.scope !66
  %scevgep618 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep618619 = bitcast double* %scevgep618 to <4 x double>*
  %scevgep620 = getelementptr <4 x double>, <4 x double>* %scevgep618619, i64 -24
  %wide.load277.1 = load <4 x double>, <4 x double>* %scevgep620, align 8, !alias.scope !66
  %383 = fmul <4 x double> %wide.load274.1, %wide.load274.1
  %384 = fmul <4 x double> %wide.load275.1, %wide.load275.1
  %385 = fmul <4 x double> %wide.load276.1, %wide.load276.1
  %386 = fmul <4 x double> %wide.load277.1, %wide.load277.1
  %scevgep723 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep723724 = bitcast double* %scevgep723 to <4 x double>*
  %scevgep725 = getelementptr <4 x double>, <4 x double>* %scevgep723724, i64 -27
  store <4 x double> %383, <4 x double>* %scevgep725, align 8, !alias.scope !69, !noalias !66
  %scevgep720 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep720721 = bitcast double* %scevgep720 to <4 x double>*
  %scevgep722 = getelementptr <4 x double>, <4 x double>* %scevgep720721, i64 -26
  store <4 x double> %384, <4 x double>* %scevgep722, align 8, !alias.scope !69, !noalias !66
  %scevgep717 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep717718 = bitcast double* %scevgep717 to <4 x double>*
  %scevgep719 = getelementptr <4 x double>, <4 x double>* %scevgep717718, i64 -25
  store <4 x double> %385, <4 x double>* %scevgep719, align 8, !alias.scope !69, !noalias !66
  %scevgep714 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep714715 = bitcast double* %scevgep714 to <4 x double>*
  %scevgep716 = getelementptr <4 x double>, <4 x double>* %scevgep714715, i64 -24
  store <4 x double> %386, <4 x double>* %scevgep716, align 8, !alias.scope !69, !noalias !66
  %scevgep615 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep615616 = bitcast double* %scevgep615 to <4 x double>*
  %scevgep617 = getelementptr <4 x double>, <4 x double>* %scevgep615616, i64 -23
  %wide.load274.2 = load <4 x double>, <4 x double>* %scevgep617, align 8, !alias.scope !66
  %scevgep612 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep612613 = bitcast double* %scevgep612 to <4 x double>*
  %scevgep614 = getelementptr <4 x double>, <4 x double>* %scevgep612613, i64 -22
  %wide.load275.2 = load <4 x double>, <4 x double>* %scevgep614, align 8, !alias.scope !66
  %scevgep609 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep609610 = bitcast double* %scevgep609 to <4 x double>*
  %scevgep611 = getelementptr <4 x double>, <4 x double>* %scevgep609610, i64 -21
  %wide.load276.2 = load <4 x double>, <4 x double>* %scevgep611, align 8, !alias.scope !66
  %scevgep606 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep606607 = bitcast double* %scevgep606 to <4 x double>*
  %scevgep608 = getelementptr <4 x double>, <4 x double>* %scevgep606607, i64 -20
  %wide.load277.2 = load <4 x double>, <4 x double>* %scevgep608, align 8, !alias.scope !66
  %387 = fmul <4 x double> %wide.load274.2, %wide.load274.2
  %388 = fmul <4 x double> %wide.load275.2, %wide.load275.2
  %389 = fmul <4 x double> %wide.load276.2, %wide.load276.2
  %390 = fmul <4 x double> %wide.load277.2, %wide.load277.2
  %scevgep711 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep711712 = bitcast double* %scevgep711 to <4 x double>*
  %scevgep713 = getelementptr <4 x double>, <4 x double>* %scevgep711712, i64 -23
  store <4 x double> %387, <4 x double>* %scevgep713, align 8, !alias.scope !69, !noalias !66
  %scevgep708 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep708709 = bitcast double* %scevgep708 to <4 x double>*
  %scevgep710 = getelementptr <4 x double>, <4 x double>* %scevgep708709, i64 -22
  store <4 x double> %388, <4 x double>* %scevgep710, align 8, !alias.scope !69, !noalias !66
  %scevgep705 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep705706 = bitcast double* %scevgep705 to <4 x double>*
  %scevgep707 = getelementptr <4 x double>, <4 x double>* %scevgep705706, i64 -21
  store <4 x double> %389, <4 x double>* %scevgep707, align 8, !alias.scope !69, !noalias !66
  %scevgep702 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep702703 = bitcast double* %scevgep702 to <4 x double>*
  %scevgep704 = getelementptr <4 x double>, <4 x double>* %scevgep702703, i64 -20
  store <4 x double> %390, <4 x double>* %scevgep704, align 8, !alias.scope !69, !noalias !66
  %scevgep603 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep603604 = bitcast double* %scevgep603 to <4 x double>*
  %scevgep605 = getelementptr <4 x double>, <4 x double>* %scevgep603604, i64 -19
  %wide.load274.3 = load <4 x double>, <4 x double>* %scevgep605, align 8, !alias.scope !66
  %scevgep600 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep600601 = bitcast double* %scevgep600 to <4 x double>*
  %scevgep602 = getelementptr <4 x double>, <4 x double>* %scevgep600601, i64 -18
  %wide.load275.3 = load <4 x double>, <4 x double>* %scevgep602, align 8, !alias.scope !66
  %scevgep597 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep597598 = bitcast double* %scevgep597 to <4 x double>*
  %scevgep599 = getelementptr <4 x double>, <4 x double>* %scevgep597598, i64 -17
  %wide.load276.3 = load <4 x double>, <4 x double>* %scevgep599, align 8, !alias.scope !66
  %scevgep594 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep594595 = bitcast double* %scevgep594 to <4 x double>*
  %scevgep596 = getelementptr <4 x double>, <4 x double>* %scevgep594595, i64 -16
  %wide.load277.3 = load <4 x double>, <4 x double>* %scevgep596, align 8, !alias.scope !66
  %391 = fmul <4 x double> %wide.load274.3, %wide.load274.3
  %392 = fmul <4 x double> %wide.load275.3, %wide.load275.3
  %393 = fmul <4 x double> %wide.load276.3, %wide.load276.3
  %394 = fmul <4 x double> %wide.load277.3, %wide.load277.3
  %scevgep699 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep699700 = bitcast double* %scevgep699 to <4 x double>*
  %scevgep701 = getelementptr <4 x double>, <4 x double>* %scevgep699700, i64 -19
  store <4 x double> %391, <4 x double>* %scevgep701, align 8, !alias.scope !69, !noalias !66
  %scevgep696 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep696697 = bitcast double* %scevgep696 to <4 x double>*
  %scevgep698 = getelementptr <4 x double>, <4 x double>* %scevgep696697, i64 -18
  store <4 x double> %392, <4 x double>* %scevgep698, align 8, !alias.scope !69, !noalias !66
  %scevgep693 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep693694 = bitcast double* %scevgep693 to <4 x double>*
  %scevgep695 = getelementptr <4 x double>, <4 x double>* %scevgep693694, i64 -17
  store <4 x double> %393, <4 x double>* %scevgep695, align 8, !alias.scope !69, !noalias !66
  %scevgep690 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep690691 = bitcast double* %scevgep690 to <4 x double>*
  %scevgep692 = getelementptr <4 x double>, <4 x double>* %scevgep690691, i64 -16
  store <4 x double> %394, <4 x double>* %scevgep692, align 8, !alias.scope !69, !noalias !66
  %scevgep591 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep591592 = bitcast double* %scevgep591 to <4 x double>*
  %scevgep593 = getelementptr <4 x double>, <4 x double>* %scevgep591592, i64 -15
  %wide.load274.4 = load <4 x double>, <4 x double>* %scevgep593, align 8, !alias.scope !66
  %scevgep588 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep588589 = bitcast double* %scevgep588 to <4 x double>*
  %scevgep590 = getelementptr <4 x double>, <4 x double>* %scevgep588589, i64 -14
  %wide.load275.4 = load <4 x double>, <4 x double>* %scevgep590, align 8, !alias.scope !66
  %scevgep585 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep585586 = bitcast double* %scevgep585 to <4 x double>*
  %scevgep587 = getelementptr <4 x double>, <4 x double>* %scevgep585586, i64 -13
  %wide.load276.4 = load <4 x double>, <4 x double>* %scevgep587, align 8, !alias.scope !66
  %scevgep582 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep582583 = bitcast double* %scevgep582 to <4 x double>*
  %scevgep584 = getelementptr <4 x double>, <4 x double>* %scevgep582583, i64 -12
  %wide.load277.4 = load <4 x double>, <4 x double>* %scevgep584, align 8, !alias.scope !66
  %395 = fmul <4 x double> %wide.load274.4, %wide.load274.4
  %396 = fmul <4 x double> %wide.load275.4, %wide.load275.4
  %397 = fmul <4 x double> %wide.load276.4, %wide.load276.4
  %398 = fmul <4 x double> %wide.load277.4, %wide.load277.4
  %scevgep687 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep687688 = bitcast double* %scevgep687 to <4 x double>*
  %scevgep689 = getelementptr <4 x double>, <4 x double>* %scevgep687688, i64 -15
  store <4 x double> %395, <4 x double>* %scevgep689, align 8, !alias.scope !69, !noalias !66
  %scevgep684 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep684685 = bitcast double* %scevgep684 to <4 x double>*
  %scevgep686 = getelementptr <4 x double>, <4 x double>* %scevgep684685, i64 -14
  store <4 x double> %396, <4 x double>* %scevgep686, align 8, !alias.scope !69, !noalias !66
  %scevgep681 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep681682 = bitcast double* %scevgep681 to <4 x double>*
  %scevgep683 = getelementptr <4 x double>, <4 x double>* %scevgep681682, i64 -13
  store <4 x double> %397, <4 x double>* %scevgep683, align 8, !alias.scope !69, !noalias !66
  %scevgep678 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep678679 = bitcast double* %scevgep678 to <4 x double>*
  %scevgep680 = getelementptr <4 x double>, <4 x double>* %scevgep678679, i64 -12
  store <4 x double> %398, <4 x double>* %scevgep680, align 8, !alias.scope !69, !noalias !66
  %scevgep579 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep579580 = bitcast double* %scevgep579 to <4 x double>*
  %scevgep581 = getelementptr <4 x double>, <4 x double>* %scevgep579580, i64 -11
  %wide.load274.5 = load <4 x double>, <4 x double>* %scevgep581, align 8, !alias.scope !66
  %scevgep576 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep576577 = bitcast double* %scevgep576 to <4 x double>*
  %scevgep578 = getelementptr <4 x double>, <4 x double>* %scevgep576577, i64 -10
  %wide.load275.5 = load <4 x double>, <4 x double>* %scevgep578, align 8, !alias.scope !66
  %scevgep573 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep573574 = bitcast double* %scevgep573 to <4 x double>*
  %scevgep575 = getelementptr <4 x double>, <4 x double>* %scevgep573574, i64 -9
  %wide.load276.5 = load <4 x double>, <4 x double>* %scevgep575, align 8, !alias.scope !66
  %scevgep570 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep570571 = bitcast double* %scevgep570 to <4 x double>*
  %scevgep572 = getelementptr <4 x double>, <4 x double>* %scevgep570571, i64 -8
  %wide.load277.5 = load <4 x double>, <4 x double>* %scevgep572, align 8, !alias.scope !66
  %399 = fmul <4 x double> %wide.load274.5, %wide.load274.5
  %400 = fmul <4 x double> %wide.load275.5, %wide.load275.5
  %401 = fmul <4 x double> %wide.load276.5, %wide.load276.5
  %402 = fmul <4 x double> %wide.load277.5, %wide.load277.5
  %scevgep675 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep675676 = bitcast double* %scevgep675 to <4 x double>*
  %scevgep677 = getelementptr <4 x double>, <4 x double>* %scevgep675676, i64 -11
  store <4 x double> %399, <4 x double>* %scevgep677, align 8, !alias.scope !69, !noalias !66
  %scevgep672 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep672673 = bitcast double* %scevgep672 to <4 x double>*
  %scevgep674 = getelementptr <4 x double>, <4 x double>* %scevgep672673, i64 -10
  store <4 x double> %400, <4 x double>* %scevgep674, align 8, !alias.scope !69, !noalias !66
  %scevgep669 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep669670 = bitcast double* %scevgep669 to <4 x double>*
  %scevgep671 = getelementptr <4 x double>, <4 x double>* %scevgep669670, i64 -9
  store <4 x double> %401, <4 x double>* %scevgep671, align 8, !alias.scope !69, !noalias !66
  %scevgep666 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep666667 = bitcast double* %scevgep666 to <4 x double>*
  %scevgep668 = getelementptr <4 x double>, <4 x double>* %scevgep666667, i64 -8
  store <4 x double> %402, <4 x double>* %scevgep668, align 8, !alias.scope !69, !noalias !66
  %scevgep567 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep567568 = bitcast double* %scevgep567 to <4 x double>*
  %scevgep569 = getelementptr <4 x double>, <4 x double>* %scevgep567568, i64 -7
  %wide.load274.6 = load <4 x double>, <4 x double>* %scevgep569, align 8, !alias.scope !66
  %scevgep564 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep564565 = bitcast double* %scevgep564 to <4 x double>*
  %scevgep566 = getelementptr <4 x double>, <4 x double>* %scevgep564565, i64 -6
  %wide.load275.6 = load <4 x double>, <4 x double>* %scevgep566, align 8, !alias.scope !66
  %scevgep561 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep561562 = bitcast double* %scevgep561 to <4 x double>*
  %scevgep563 = getelementptr <4 x double>, <4 x double>* %scevgep561562, i64 -5
  %wide.load276.6 = load <4 x double>, <4 x double>* %scevgep563, align 8, !alias.scope !66
  %scevgep558 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep558559 = bitcast double* %scevgep558 to <4 x double>*
  %scevgep560 = getelementptr <4 x double>, <4 x double>* %scevgep558559, i64 -4
  %wide.load277.6 = load <4 x double>, <4 x double>* %scevgep560, align 8, !alias.scope !66
  %403 = fmul <4 x double> %wide.load274.6, %wide.load274.6
  %404 = fmul <4 x double> %wide.load275.6, %wide.load275.6
  %405 = fmul <4 x double> %wide.load276.6, %wide.load276.6
  %406 = fmul <4 x double> %wide.load277.6, %wide.load277.6
  %scevgep663 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep663664 = bitcast double* %scevgep663 to <4 x double>*
  %scevgep665 = getelementptr <4 x double>, <4 x double>* %scevgep663664, i64 -7
  store <4 x double> %403, <4 x double>* %scevgep665, align 8, !alias.scope !69, !noalias !66
  %scevgep660 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep660661 = bitcast double* %scevgep660 to <4 x double>*
  %scevgep662 = getelementptr <4 x double>, <4 x double>* %scevgep660661, i64 -6
  store <4 x double> %404, <4 x double>* %scevgep662, align 8, !alias.scope !69, !noalias !66
  %scevgep657 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep657658 = bitcast double* %scevgep657 to <4 x double>*
  %scevgep659 = getelementptr <4 x double>, <4 x double>* %scevgep657658, i64 -5
  store <4 x double> %405, <4 x double>* %scevgep659, align 8, !alias.scope !69, !noalias !66
  %scevgep654 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep654655 = bitcast double* %scevgep654 to <4 x double>*
  %scevgep656 = getelementptr <4 x double>, <4 x double>* %scevgep654655, i64 -4
  store <4 x double> %406, <4 x double>* %scevgep656, align 8, !alias.scope !69, !noalias !66
  %scevgep638 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep638639 = bitcast double* %scevgep638 to <4 x double>*
  %scevgep640 = getelementptr <4 x double>, <4 x double>* %scevgep638639, i64 -3
  %wide.load274.7 = load <4 x double>, <4 x double>* %scevgep640, align 8, !alias.scope !66
  %scevgep635 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep635636 = bitcast double* %scevgep635 to <4 x double>*
  %scevgep637 = getelementptr <4 x double>, <4 x double>* %scevgep635636, i64 -2
  %wide.load275.7 = load <4 x double>, <4 x double>* %scevgep637, align 8, !alias.scope !66
  %scevgep632 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep632633 = bitcast double* %scevgep632 to <4 x double>*
  %scevgep634 = getelementptr <4 x double>, <4 x double>* %scevgep632633, i64 -1
  %wide.load276.7 = load <4 x double>, <4 x double>* %scevgep634, align 8, !alias.scope !66
  %scevgep630 = getelementptr double, double* %scevgep557, i64 %index273
  %scevgep630631 = bitcast double* %scevgep630 to <4 x double>*
  %wide.load277.7 = load <4 x double>, <4 x double>* %scevgep630631, align 8, !alias.scope !66
  %407 = fmul <4 x double> %wide.load274.7, %wide.load274.7
  %408 = fmul <4 x double> %wide.load275.7, %wide.load275.7
  %409 = fmul <4 x double> %wide.load276.7, %wide.load276.7
  %410 = fmul <4 x double> %wide.load277.7, %wide.load277.7
  %scevgep734 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep734735 = bitcast double* %scevgep734 to <4 x double>*
  %scevgep736 = getelementptr <4 x double>, <4 x double>* %scevgep734735, i64 -3
  store <4 x double> %407, <4 x double>* %scevgep736, align 8, !alias.scope !69, !noalias !66
  %scevgep731 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep731732 = bitcast double* %scevgep731 to <4 x double>*
  %scevgep733 = getelementptr <4 x double>, <4 x double>* %scevgep731732, i64 -2
  store <4 x double> %408, <4 x double>* %scevgep733, align 8, !alias.scope !69, !noalias !66
  %scevgep728 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep728729 = bitcast double* %scevgep728 to <4 x double>*
  %scevgep730 = getelementptr <4 x double>, <4 x double>* %scevgep728729, i64 -1
  store <4 x double> %409, <4 x double>* %scevgep730, align 8, !alias.scope !69, !noalias !66
  %scevgep726 = getelementptr double, double* %scevgep653, i64 %index273
  %scevgep726727 = bitcast double* %scevgep726 to <4 x double>*
  store <4 x double> %410, <4 x double>* %scevgep726727, align 8, !alias.scope !69, !noalias !66
  %index.next278.7 = add i64 %index273, 128
  %lsr.iv.next750 = add i64 %lsr.iv749, -8
  %niter297.ncmp.7 = icmp eq i64 %lsr.iv.next750, 0
  br i1 %niter297.ncmp.7, label %middle.block264.unr-lcssa, label %vector.body266, !llvm.loop !71

middle.block264.unr-lcssa:                        ; preds = %vector.body266, %vector.ph268
  %index273.unr = phi i64 [ 0, %vector.ph268 ], [ %index.next278.7, %vector.body266 ]
  %lcmp.mod295.not = icmp eq i64 %xtraiter293, 0
  br i1 %lcmp.mod295.not, label %middle.block264, label %vector.body266.epil.preheader

vector.body266.epil.preheader:                    ; preds = %middle.block264.unr-lcssa
  %411 = add nuw nsw i64 %index273.unr, 12
  %scevgep529 = getelementptr double, double* %.6.i2667, i64 %411
  %scevgep544 = getelementptr double, double* %.6.i66, i64 %411
  %412 = shl nuw nsw i64 %xtraiter293, 7
  br label %vector.body266.epil

vector.body266.epil:                              ; preds = %vector.body266.epil.preheader, %vector.body266.epil
  %lsr.iv530 = phi i64 [ 0, %vector.body266.epil.preheader ], [ %lsr.iv.next531, %vector.body266.epil ]
  %413 = bitcast double* %scevgep544 to i8*
  %414 = bitcast double* %scevgep529 to i8*
  %uglygep554 = getelementptr i8, i8* %413, i64 %lsr.iv530
  %uglygep554555 = bitcast i8* %uglygep554 to <4 x double>*
  %scevgep556 = getelementptr <4 x double>, <4 x double>* %uglygep554555, i64 -3
  %wide.load274.epil = load <4 x double>, <4 x double>* %scevgep556, align 8, !alias.scope !66
  %uglygep551 = getelementptr i8, i8* %413, i64 %lsr.iv530
  %uglygep551552 = bitcast i8* %uglygep551 to <4 x double>*
  %scevgep553 = getelementptr <4 x double>, <4 x double>* %uglygep551552, i64 -2
  %wide.load275.epil = load <4 x double>, <4 x double>* %scevgep553, align 8, !alias.scope !66
  %uglygep548 = getelementptr i8, i8* %413, i64 %lsr.iv530
  %uglygep548549 = bitcast i8* %uglygep548 to <4 x double>*
  %scevgep550 = getelementptr <4 x double>, <4 x double>* %uglygep548549, i64 -1
  %wide.load276.epil = load <4 x double>, <4 x double>* %scevgep550, align 8, !alias.scope !66
  %uglygep546 = getelementptr i8, i8* %413, i64 %lsr.iv530
  %uglygep546547 = bitcast i8* %uglygep546 to <4 x double>*
  %wide.load277.epil = load <4 x double>, <4 x double>* %uglygep546547, align 8, !alias.scope !66
  %415 = fmul <4 x double> %wide.load274.epil, %wide.load274.epil
  %416 = fmul <4 x double> %wide.load275.epil, %wide.load275.epil
  %417 = fmul <4 x double> %wide.load276.epil, %wide.load276.epil
  %418 = fmul <4 x double> %wide.load277.epil, %wide.load277.epil
  %uglygep541 = getelementptr i8, i8* %414, i64 %lsr.iv530
  %uglygep541542 = bitcast i8* %uglygep541 to <4 x double>*
  %scevgep543 = getelementptr <4 x double>, <4 x double>* %uglygep541542, i64 -3
  store <4 x double> %415, <4 x double>* %scevgep543, align 8, !alias.scope !69, !noalias !66
  %uglygep538 = getelementptr i8, i8* %414, i64 %lsr.iv530
  %uglygep538539 = bitcast i8* %uglygep538 to <4 x double>*
  %scevgep540 = getelementptr <4 x double>, <4 x double>* %uglygep538539, i64 -2
  store <4 x double> %416, <4 x double>* %scevgep540, align 8, !alias.scope !69, !noalias !66
  %uglygep535 = getelementptr i8, i8* %414, i64 %lsr.iv530
  %uglygep535536 = bitcast i8* %uglygep535 to <4 x double>*
  %scevgep537 = getelementptr <4 x double>, <4 x double>* %uglygep535536, i64 -1
  store <4 x double> %417, <4 x double>* %scevgep537, align 8, !alias.scope !69, !noalias !66
  %uglygep533 = getelementptr i8, i8* %414, i64 %lsr.iv530
  %uglygep533534 = bitcast i8* %uglygep533 to <4 x double>*
  store <4 x double> %418, <4 x double>* %uglygep533534, align 8, !alias.scope !69, !noalias !66
  %lsr.iv.next531 = add nuw nsw i64 %lsr.iv530, 128
  %epil.iter294.cmp.not = icmp eq i64 %412, %lsr.iv.next531
  br i1 %epil.iter294.cmp.not, label %middle.block264, label %vector.body266.epil, !llvm.loop !72

middle.block264:                                  ; preds = %vector.body266.epil, %middle.block264.unr-lcssa
  %cmp.n272 = icmp eq i64 %dest_shape.191, %n.vec270
  br i1 %cmp.n272, label %for.end.1, label %for.body.1.us.preheader282

for.body.1.us.preheader282:                       ; preds = %vector.memcheck255, %for.body.1.us.preheader, %middle.block264
  %loop.index.161.us.ph = phi i64 [ 0, %vector.memcheck255 ], [ 0, %for.body.1.us.preheader ], [ %n.vec270, %middle.block264 ]
  %419 = xor i64 %loop.index.161.us.ph, -1
  %420 = add nsw i64 %dest_shape.191, %419
  %xtraiter291 = and i64 %dest_shape.191, 7
  %lcmp.mod292.not = icmp eq i64 %xtraiter291, 0
  br i1 %lcmp.mod292.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader282
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv527 = phi i64 [ %xtraiter291, %for.body.1.us.prol.preheader ], [ %lsr.iv.next528, %for.body.1.us.prol ]
  %loop.index.161.us.prol = phi i64 [ %.762.us.prol, %for.body.1.us.prol ], [ %loop.index.161.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep526 = getelementptr double, double* %.6.i66, i64 %loop.index.161.us.prol
  %.733.us.prol = load double, double* %scevgep526, align 8
  %.5.i.us.prol = fmul double %.733.us.prol, %.733.us.prol
  %scevgep525 = getelementptr double, double* %.6.i2667, i64 %loop.index.161.us.prol
  store double %.5.i.us.prol, double* %scevgep525, align 8
  %.762.us.prol = add nuw nsw i64 %loop.index.161.us.prol, 1
  %lsr.iv.next528 = add nsw i64 %lsr.iv527, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next528, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !73

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader282
  %loop.index.161.us.unr = phi i64 [ %loop.index.161.us.ph, %for.body.1.us.preheader282 ], [ %.762.us.prol, %for.body.1.us.prol ]
  %421 = icmp ult i64 %420, 7
  br i1 %421, label %for.end.1, label %for.body.1.us.preheader330

for.body.1.us.preheader330:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader330, %for.body.1.us
  %loop.index.161.us = phi i64 [ %.762.us.7, %for.body.1.us ], [ %loop.index.161.us.unr, %for.body.1.us.preheader330 ]
  %sunkaddr1887 = mul i64 %loop.index.161.us, 8
  %422 = bitcast double* %.6.i66 to i8*
  %sunkaddr1888 = getelementptr i8, i8* %422, i64 %sunkaddr1887
  %423 = bitcast i8* %sunkaddr1888 to double*
  %.733.us = load double, double* %423, align 8
  %.5.i.us = fmul double %.733.us, %.733.us
  %sunkaddr1889 = mul i64 %loop.index.161.us, 8
  %424 = bitcast double* %.6.i2667 to i8*
  %sunkaddr1890 = getelementptr i8, i8* %424, i64 %sunkaddr1889
  %425 = bitcast i8* %sunkaddr1890 to double*
  store double %.5.i.us, double* %425, align 8
  %sunkaddr1891 = mul i64 %loop.index.161.us, 8
  %426 = bitcast double* %.6.i66 to i8*
  %sunkaddr1892 = getelementptr i8, i8* %426, i64 %sunkaddr1891
  %sunkaddr1893 = getelementptr i8, i8* %sunkaddr1892, i64 8
  %427 = bitcast i8* %sunkaddr1893 to double*
  %.733.us.1 = load double, double* %427, align 8
  %.5.i.us.1 = fmul double %.733.us.1, %.733.us.1
  %sunkaddr1894 = mul i64 %loop.index.161.us, 8
  %428 = bitcast double* %.6.i2667 to i8*
  %sunkaddr1895 = getelementptr i8, i8* %428, i64 %sunkaddr1894
  %sunkaddr1896 = getelementptr i8, i8* %sunkaddr1895, i64 8
  %429 = bitcast i8* %sunkaddr1896 to double*
  store double %.5.i.us.1, double* %429, align 8
  %sunkaddr1897 = mul i64 %loop.index.161.us, 8
  %430 = bitcast double* %.6.i66 to i8*
  %sunkaddr1898 = getelementptr i8, i8* %430, i64 %sunkaddr1897
  %sunkaddr1899 = getelementptr i8, i8* %sunkaddr1898, i64 16
  %431 = bitcast i8* %sunkaddr1899 to double*
  %.733.us.2 = load double, double* %431, align 8
  %.5.i.us.2 = fmul double %.733.us.2, %.733.us.2
  %sunkaddr1900 = mul i64 %loop.index.161.us, 8
  %432 = bitcast double* %.6.i2667 to i8*
  %sunkaddr1901 = getelementptr i8, i8* %432, i64 %sunkaddr1900
  %sunkaddr1902 = getelementptr i8, i8* %sunkaddr1901, i64 16
  %433 = bitcast i8* %sunkaddr1902 to double*
  store double %.5.i.us.2, double* %433, align 8
  %sunkaddr1903 = mul i64 %loop.index.161.us, 8
  %434 = bitcast double* %.6.i66 to i8*
  %sunkaddr1904 = getelementptr i8, i8* %434, i64 %sunkaddr1903
  %sunkaddr1905 = getelementptr i8, i8* %sunkaddr1904, i64 24
  %435 = bitcast i8* %sunkaddr1905 to double*
  %.733.us.3 = load double, double* %435, align 8
  %.5.i.us.3 = fmul double %.733.us.3, %.733.us.3
  %sunkaddr1906 = mul i64 %loop.index.161.us, 8
  %436 = bitcast double* %.6.i2667 to i8*
  %sunkaddr1907 = getelementptr i8, i8* %436, i64 %sunkaddr1906
  %sunkaddr1908 = getelementptr i8, i8* %sunkaddr1907, i64 24
  %437 = bitcast i8* %sunkaddr1908 to double*
  store double %.5.i.us.3, double* %437, align 8
  %sunkaddr1909 = mul i64 %loop.index.161.us, 8
  %438 = bitcast double* %.6.i66 to i8*
  %sunkaddr1910 = getelementptr i8, i8* %438, i64 %sunkaddr1909
  %sunkaddr1911 = getelementptr i8, i8* %sunkaddr1910, i64 32
  %439 = bitcast i8* %sunkaddr1911 to double*
  %.733.us.4 = load double, double* %439, align 8
  %.5.i.us.4 = fmul double %.733.us.4, %.733.us.4
  %sunkaddr1912 = mul i64 %loop.index.161.us, 8
  %440 = bitcast double* %.6.i2667 to i8*
  %sunkaddr1913 = getelementptr i8, i8* %440, i64 %sunkaddr1912
  %sunkaddr1914 = getelementptr i8, i8* %sunkaddr1913, i64 32
  %441 = bitcast i8* %sunkaddr1914 to double*
  store double %.5.i.us.4, double* %441, align 8
  %sunkaddr1915 = mul i64 %loop.index.161.us, 8
  %442 = bitcast double* %.6.i66 to i8*
  %sunkaddr1916 = getelementptr i8, i8* %442, i64 %sunkaddr1915
  %sunkaddr1917 = getelementptr i8, i8* %sunkaddr1916, i64 40
  %443 = bitcast i8* %sunkaddr1917 to double*
  %.733.us.5 = load double, double* %443, align 8
  %.5.i.us.5 = fmul double %.733.us.5, %.733.us.5
  %sunkaddr1918 = mul i64 %loop.index.161.us, 8
  %444 = bitcast double* %.6.i2667 to i8*
  %sunkaddr1919 = getelementptr i8, i8* %444, i64 %sunkaddr1918
  %sunkaddr1920 = getelementptr i8, i8* %sunkaddr1919, i64 40
  %445 = bitcast i8* %sunkaddr1920 to double*
  store double %.5.i.us.5, double* %445, align 8
  %sunkaddr1921 = mul i64 %loop.index.161.us, 8
  %446 = bitcast double* %.6.i66 to i8*
  %sunkaddr1922 = getelementptr i8, i8* %446, i64 %sunkaddr1921
  %sunkaddr1923 = getelementptr i8, i8* %sunkaddr1922, i64 48
  %447 = bitcast i8* %sunkaddr1923 to double*
  %.733.us.6 = load double, double* %447, align 8
  %.5.i.us.6 = fmul double %.733.us.6, %.733.us.6
  %sunkaddr1924 = mul i64 %loop.index.161.us, 8
  %448 = bitcast double* %.6.i2667 to i8*
  %sunkaddr1925 = getelementptr i8, i8* %448, i64 %sunkaddr1924
  %sunkaddr1926 = getelementptr i8, i8* %sunkaddr1925, i64 48
  %449 = bitcast i8* %sunkaddr1926 to double*
  store double %.5.i.us.6, double* %449, align 8
  %sunkaddr1927 = mul i64 %loop.index.161.us, 8
  %450 = bitcast double* %.6.i66 to i8*
  %sunkaddr1928 = getelementptr i8, i8* %450, i64 %sunkaddr1927
  %sunkaddr1929 = getelementptr i8, i8* %sunkaddr1928, i64 56
  %451 = bitcast i8* %sunkaddr1929 to double*
  %.733.us.7 = load double, double* %451, align 8
  %.5.i.us.7 = fmul double %.733.us.7, %.733.us.7
  %sunkaddr1930 = mul i64 %loop.index.161.us, 8
  %452 = bitcast double* %.6.i2667 to i8*
  %sunkaddr1931 = getelementptr i8, i8* %452, i64 %sunkaddr1930
  %sunkaddr1932 = getelementptr i8, i8* %sunkaddr1931, i64 56
  %453 = bitcast i8* %sunkaddr1932 to double*
  store double %.5.i.us.7, double* %453, align 8
  %.762.us.7 = add nuw nsw i64 %loop.index.161.us, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.191, %.762.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !74

for.end.1.thread116:                              ; preds = %for.body.1.preheader
  %.733 = load double, double* %.6.i66, align 8
  %.5.i = fmul double %.733, %.733
  store double %.5.i, double* %.6.i2667, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br label %B50.endif.preheader.i

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block264
  %454 = icmp eq i64 %dest_shape.191, 0
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  br i1 %454, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1.thread116, %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.191, i64 1) #4
  %455 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %456 = icmp ult i64 %455, 7
  br i1 %456, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const1792 = bitcast i64 9223372036854775792 to i64
  %const_mat = add i64 %const1792, 8
  %unroll_iter.i = and i64 %smax.i, %const_mat
  %457 = add nsw i64 %unroll_iter.i, -8
  %458 = lshr exact i64 %457, 3
  %459 = add nuw nsw i64 %458, 1
  %xtraiter = and i64 %459, 7
  %460 = icmp ult i64 %457, 56
  br i1 %460, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %459, 4611686018427387896
  %scevgep363 = getelementptr double, double* %.6.i2667, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %461 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep339 = getelementptr double, double* %.6.i2667, i64 %461
  %462 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %463 = bitcast double* %scevgep339 to i8*
  %uglygep360 = getelementptr i8, i8* %463, i64 %lsr.iv
  %uglygep360361 = bitcast i8* %uglygep360 to double*
  %scevgep362 = getelementptr double, double* %uglygep360361, i64 -7
  %.236.i.epil = load double, double* %scevgep362, align 8, !noalias !75
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep357 = getelementptr i8, i8* %463, i64 %lsr.iv
  %uglygep357358 = bitcast i8* %uglygep357 to double*
  %scevgep359 = getelementptr double, double* %uglygep357358, i64 -6
  %.236.1.i.epil = load double, double* %scevgep359, align 8, !noalias !75
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep354 = getelementptr i8, i8* %463, i64 %lsr.iv
  %uglygep354355 = bitcast i8* %uglygep354 to double*
  %scevgep356 = getelementptr double, double* %uglygep354355, i64 -5
  %.236.2.i.epil = load double, double* %scevgep356, align 8, !noalias !75
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep351 = getelementptr i8, i8* %463, i64 %lsr.iv
  %uglygep351352 = bitcast i8* %uglygep351 to double*
  %scevgep353 = getelementptr double, double* %uglygep351352, i64 -4
  %.236.3.i.epil = load double, double* %scevgep353, align 8, !noalias !75
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep348 = getelementptr i8, i8* %463, i64 %lsr.iv
  %uglygep348349 = bitcast i8* %uglygep348 to double*
  %scevgep350 = getelementptr double, double* %uglygep348349, i64 -3
  %.236.4.i.epil = load double, double* %scevgep350, align 8, !noalias !75
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep345 = getelementptr i8, i8* %463, i64 %lsr.iv
  %uglygep345346 = bitcast i8* %uglygep345 to double*
  %scevgep347 = getelementptr double, double* %uglygep345346, i64 -2
  %.236.5.i.epil = load double, double* %scevgep347, align 8, !noalias !75
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep342 = getelementptr i8, i8* %463, i64 %lsr.iv
  %uglygep342343 = bitcast i8* %uglygep342 to double*
  %scevgep344 = getelementptr double, double* %uglygep342343, i64 -1
  %.236.6.i.epil = load double, double* %scevgep344, align 8, !noalias !75
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %463, i64 %lsr.iv
  %uglygep341 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep341, align 8, !noalias !75
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %462, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !78, !llvm.loop !79

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i2667, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep338 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep338, align 8, !noalias !75
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !78, !llvm.loop !80

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv491 = phi i64 [ %lsr.iv.next492, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep489 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -63
  %.236.i = load double, double* %scevgep490, align 8, !noalias !75
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep487 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -62
  %.236.1.i = load double, double* %scevgep488, align 8, !noalias !75
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep485 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -61
  %.236.2.i = load double, double* %scevgep486, align 8, !noalias !75
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep483 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -60
  %.236.3.i = load double, double* %scevgep484, align 8, !noalias !75
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep481 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -59
  %.236.4.i = load double, double* %scevgep482, align 8, !noalias !75
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep479 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -58
  %.236.5.i = load double, double* %scevgep480, align 8, !noalias !75
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep477 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -57
  %.236.6.i = load double, double* %scevgep478, align 8, !noalias !75
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep475 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -56
  %.236.7.i = load double, double* %scevgep476, align 8, !noalias !75
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep444 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -55
  %.236.i.1 = load double, double* %scevgep445, align 8, !noalias !75
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep446 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -54
  %.236.1.i.1 = load double, double* %scevgep447, align 8, !noalias !75
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep448 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -53
  %.236.2.i.1 = load double, double* %scevgep449, align 8, !noalias !75
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep450 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -52
  %.236.3.i.1 = load double, double* %scevgep451, align 8, !noalias !75
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep452 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -51
  %.236.4.i.1 = load double, double* %scevgep453, align 8, !noalias !75
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep454 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -50
  %.236.5.i.1 = load double, double* %scevgep455, align 8, !noalias !75
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep456 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -49
  %.236.6.i.1 = load double, double* %scevgep457, align 8, !noalias !75
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep458 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -48
  %.236.7.i.1 = load double, double* %scevgep459, align 8, !noalias !75
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep428 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -47
  %.236.i.2 = load double, double* %scevgep429, align 8, !noalias !75
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep430 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -46
  %.236.1.i.2 = load double, double* %scevgep431, align 8, !noalias !75
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep432 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -45
  %.236.2.i.2 = load double, double* %scevgep433, align 8, !noalias !75
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep434 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -44
  %.236.3.i.2 = load double, double* %scevgep435, align 8, !noalias !75
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep436 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -43
  %.236.4.i.2 = load double, double* %scevgep437, align 8, !noalias !75
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep438 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -42
  %.236.5.i.2 = load double, double* %scevgep439, align 8, !noalias !75
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep440 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -41
  %.236.6.i.2 = load double, double* %scevgep441, align 8, !noalias !75
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep442 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -40
  %.236.7.i.2 = load double, double* %scevgep443, align 8, !noalias !75
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep412 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -39
  %.236.i.3 = load double, double* %scevgep413, align 8, !noalias !75
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep414 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -38
  %.236.1.i.3 = load double, double* %scevgep415, align 8, !noalias !75
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep416 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -37
  %.236.2.i.3 = load double, double* %scevgep417, align 8, !noalias !75
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep418 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -36
  %.236.3.i.3 = load double, double* %scevgep419, align 8, !noalias !75
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep420 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -35
  %.236.4.i.3 = load double, double* %scevgep421, align 8, !noalias !75
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep422 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -34
  %.236.5.i.3 = load double, double* %scevgep423, align 8, !noalias !75
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep424 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -33
  %.236.6.i.3 = load double, double* %scevgep425, align 8, !noalias !75
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep426 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -32
  %.236.7.i.3 = load double, double* %scevgep427, align 8, !noalias !75
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep396 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -31
  %.236.i.4 = load double, double* %scevgep397, align 8, !noalias !75
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep398 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -30
  %.236.1.i.4 = load double, double* %scevgep399, align 8, !noalias !75
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep400 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -29
  %.236.2.i.4 = load double, double* %scevgep401, align 8, !noalias !75
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep402 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -28
  %.236.3.i.4 = load double, double* %scevgep403, align 8, !noalias !75
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep404 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -27
  %.236.4.i.4 = load double, double* %scevgep405, align 8, !noalias !75
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep406 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -26
  %.236.5.i.4 = load double, double* %scevgep407, align 8, !noalias !75
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep408 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -25
  %.236.6.i.4 = load double, double* %scevgep409, align 8, !noalias !75
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep410 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -24
  %.236.7.i.4 = load double, double* %scevgep411, align 8, !noalias !75
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep380 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -23
  %.236.i.5 = load double, double* %scevgep381, align 8, !noalias !75
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep382 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -22
  %.236.1.i.5 = load double, double* %scevgep383, align 8, !noalias !75
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep384 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -21
  %.236.2.i.5 = load double, double* %scevgep385, align 8, !noalias !75
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep386 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -20
  %.236.3.i.5 = load double, double* %scevgep387, align 8, !noalias !75
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep388 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -19
  %.236.4.i.5 = load double, double* %scevgep389, align 8, !noalias !75
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep390 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -18
  %.236.5.i.5 = load double, double* %scevgep391, align 8, !noalias !75
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep392 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep393 = getelementptr double, double* %scevgep392, i64 -17
  %.236.6.i.5 = load double, double* %scevgep393, align 8, !noalias !75
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep394 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep395 = getelementptr double, double* %scevgep394, i64 -16
  %.236.7.i.5 = load double, double* %scevgep395, align 8, !noalias !75
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep364 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -15
  %.236.i.6 = load double, double* %scevgep365, align 8, !noalias !75
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep366 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -14
  %.236.1.i.6 = load double, double* %scevgep367, align 8, !noalias !75
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep368 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -13
  %.236.2.i.6 = load double, double* %scevgep369, align 8, !noalias !75
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep370 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -12
  %.236.3.i.6 = load double, double* %scevgep371, align 8, !noalias !75
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep372 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep373 = getelementptr double, double* %scevgep372, i64 -11
  %.236.4.i.6 = load double, double* %scevgep373, align 8, !noalias !75
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep374 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep375 = getelementptr double, double* %scevgep374, i64 -10
  %.236.5.i.6 = load double, double* %scevgep375, align 8, !noalias !75
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep376 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep377 = getelementptr double, double* %scevgep376, i64 -9
  %.236.6.i.6 = load double, double* %scevgep377, align 8, !noalias !75
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep378 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -8
  %.236.7.i.6 = load double, double* %scevgep379, align 8, !noalias !75
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep460 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -7
  %.236.i.7 = load double, double* %scevgep461, align 8, !noalias !75
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep462 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -6
  %.236.1.i.7 = load double, double* %scevgep463, align 8, !noalias !75
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep464 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -5
  %.236.2.i.7 = load double, double* %scevgep465, align 8, !noalias !75
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep466 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -4
  %.236.3.i.7 = load double, double* %scevgep467, align 8, !noalias !75
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep468 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -3
  %.236.4.i.7 = load double, double* %scevgep469, align 8, !noalias !75
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep470 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -2
  %.236.5.i.7 = load double, double* %scevgep471, align 8, !noalias !75
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep472 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -1
  %.236.6.i.7 = load double, double* %scevgep473, align 8, !noalias !75
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep474 = getelementptr double, double* %scevgep363, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep474, align 8, !noalias !75
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next492 = add i64 %lsr.iv491, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next492, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %for.end.1.thread, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ 0.000000e+00, %for.end.1.thread ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i27)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.diff_slices, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 undef) #2
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

define double @cfunc._ZN7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels11diff_slicesB3v31B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.7, i64 undef) #2
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !81

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f9434569a90>", i64 0, i64 0))
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
!14 = !{!15}
!15 = distinct !{!15, !11}
!16 = !{!10, !13}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !20}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = !{!28}
!28 = distinct !{!28, !24}
!29 = !{!26, !23}
!30 = distinct !{!30, !18}
!31 = distinct !{!31, !20}
!32 = distinct !{!32, !20}
!33 = distinct !{!33, !18}
!34 = distinct !{!34, !18}
!35 = !{!36}
!36 = distinct !{!36, !37}
!37 = distinct !{!37, !"LVerDomain"}
!38 = !{!39}
!39 = distinct !{!39, !37}
!40 = !{!41}
!41 = distinct !{!41, !37}
!42 = !{!39, !36}
!43 = distinct !{!43, !18}
!44 = distinct !{!44, !20}
!45 = distinct !{!45, !20}
!46 = !{!47}
!47 = distinct !{!47, !48}
!48 = distinct !{!48, !"LVerDomain"}
!49 = !{!50}
!50 = distinct !{!50, !48}
!51 = !{!52}
!52 = distinct !{!52, !48}
!53 = !{!50, !47}
!54 = distinct !{!54, !18}
!55 = distinct !{!55, !20}
!56 = distinct !{!56, !20}
!57 = distinct !{!57, !18}
!58 = distinct !{!58, !18}
!59 = !{!60, !62, !63, !65}
!60 = distinct !{!60, !61, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!61 = distinct !{!61, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!62 = distinct !{!62, !61, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!63 = distinct !{!63, !64, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!65 = distinct !{!65, !64, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!66 = !{!67}
!67 = distinct !{!67, !68}
!68 = distinct !{!68, !"LVerDomain"}
!69 = !{!70}
!70 = distinct !{!70, !68}
!71 = distinct !{!71, !18}
!72 = distinct !{!72, !20}
!73 = distinct !{!73, !20}
!74 = distinct !{!74, !18}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!77 = distinct !{!77, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!78 = !{!"branch_weights", i32 1, i32 7}
!79 = distinct !{!79, !20}
!80 = distinct !{!80, !20}
!81 = !{!"branch_weights", i32 99, i32 1}
