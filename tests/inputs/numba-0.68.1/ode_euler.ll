; ModuleID = 'ode_euler'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.pickledata.aeea1036c659245684d1778ead145eea4fb65408 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 2 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.aeea1036c659245684d1778ead145eea4fb65408.sha1 = internal constant [20 x i8] c"\AE\EA\106\C6Y$V\84\D1w\8E\AD\14^\EAO\B6T\08"
@.const.picklebuf.aeea1036c659245684d1778ead145eea4fb65408 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.aeea1036c659245684d1778ead145eea4fb65408, i32 133, ptr @.const.pickledata.aeea1036c659245684d1778ead145eea4fb65408.sha1, ptr null, i32 0 }
@.const.ode_euler = internal constant [10 x i8] c"ode_euler\00"
@_ZN08NumbaEnv7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a493110B3v31B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a493250B3v32B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a492fd0B3v33B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.y0.0, ptr readnone captures(none) %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, ptr readonly captures(none) %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
B0:
  %const563 = bitcast i64 -1152921504606846976 to i64
  %const562 = bitcast i64 -2305843009213693952 to i64
  %0 = freeze i64 %arg.y0.5.0
  tail call void @NRT_incref(ptr %arg.y0.0)
  %1 = add i64 %0, %const563
  %.43 = icmp ult i64 %1, %const562
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B128.i:                                           ; preds = %for.end.1, %B76.preheader
  %y.2.sroa.0.0326 = phi ptr [ %.7.i.i162, %for.end.1 ], [ %.7.i.i, %B76.preheader ]
  %y.2.sroa.48.0324 = phi ptr [ %.6.i169, %for.end.1 ], [ %.6.i, %B76.preheader ]
  %y.2.sroa.60.0323 = phi i64 [ %dest_shape.1.1267, %for.end.1 ], [ %0, %B76.preheader ]
  %.203290322 = phi i64 [ %.213, %for.end.1 ], [ 6, %B76.preheader ]
  %.213 = add nsw i64 %.203290322, -1
  %.101.not.i = icmp eq i64 %y.2.sroa.60.0323, 1
  br i1 %.101.not.i, label %B76.endif.endif.endif.endif.endif, label %B150.i102

B128.i87:                                         ; preds = %for.end.1
  %.840 = shl nsw i64 %dest_shape.1.1267, 3
  %.7.i.i190 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.840, i32 32), !noalias !1
  %.8.i.i191 = icmp eq ptr %.7.i.i190, null
  br i1 %.8.i.i191, label %B148.endif.endif.endif.endif.endif.if.if, label %B148.endif.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.2.endif, %B148.endif.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.endif.endif.if.if, %for.end.endif.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B76.endif.endif.endif.endif.endif.if.if, %B76.endif.endif.endif.endif.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %B148.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if.if ], [ 0, %for.end.2.endif ], [ 1, %for.end.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.42 = shl nsw i64 %0, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B76.preheader, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B76.preheader:                                    ; preds = %B0.endif
  %const = bitcast i64 9223372036854775792 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.y0.4, i64 %.107, i1 false)
  tail call void @NRT_decref(ptr %arg.y0.0)
  br label %B128.i

B150.i102:                                        ; preds = %B128.i
  %2 = add i64 %y.2.sroa.60.0323, %const563
  %.352 = icmp ult i64 %2, %const562
  br i1 %.352, label %B76.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif, !prof !16

B76.endif.endif.endif.endif.if:                   ; preds = %B150.i102
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B76.endif.endif.endif.endif.endif:                ; preds = %B128.i, %B150.i102
  %dest_shape.1254261 = phi i64 [ %y.2.sroa.60.0323, %B150.i102 ], [ 1, %B128.i ]
  %.351 = shl nsw i64 %dest_shape.1254261, 3
  %.7.i.i111 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.351, i32 32), !noalias !17
  %.8.i.i112 = icmp eq ptr %.7.i.i111, null
  br i1 %.8.i.i112, label %B76.endif.endif.endif.endif.endif.if.if, label %B76.endif.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.endif.endif:          ; preds = %B76.endif.endif.endif.endif.endif
  %.5.i117 = getelementptr i8, ptr %.7.i.i111, i64 24
  %.6.i118 = load ptr, ptr %.5.i117, align 8
  %.422282 = icmp sgt i64 %dest_shape.1254261, 0
  br i1 %.422282, label %for.body.lr.ph, label %B90.i149

for.body.lr.ph:                                   ; preds = %B76.endif.endif.endif.endif.endif.endif
  %.424 = icmp ugt i64 %y.2.sroa.60.0323, 1
  br i1 %.424, label %for.body.endif.endif.endif.us.preheader, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %min.iters.check283 = icmp eq i64 %dest_shape.1254261, 1
  br i1 %min.iters.check283, label %for.body.endif.endif.endif.preheader, label %vector.memcheck280

vector.memcheck280:                               ; preds = %iter.check
  %3 = shl i64 %dest_shape.1254261, 3
  %scevgep = getelementptr i8, ptr %.6.i118, i64 %3
  %scevgep281 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 8
  %bound0 = icmp ult ptr %.6.i118, %scevgep281
  %bound1 = icmp ult ptr %y.2.sroa.48.0324, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck280
  %min.iters.check285 = icmp ult i64 %dest_shape.1254261, 16
  br i1 %min.iters.check285, label %vec.epilog.ph, label %vector.ph286

vector.ph286:                                     ; preds = %vector.main.loop.iter.check
  %n.vec288 = and i64 %dest_shape.1254261, %const
  %4 = load double, ptr %y.2.sroa.48.0324, align 8, !alias.scope !24
  %5 = tail call double @llvm.sin.f64(double %4)
  %.scalar = fmul double %4, 5.000000e-01
  %.scalar381 = fsub double %5, %.scalar
  %6 = insertelement <4 x double> poison, double %.scalar381, i64 0
  %7 = shufflevector <4 x double> %6, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body291

vector.body291:                                   ; preds = %vector.body291, %vector.ph286
  %index292 = phi i64 [ 0, %vector.ph286 ], [ %index.next293, %vector.body291 ]
  %sunkaddr = mul i64 %index292, 8
  %sunkaddr564 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr
  store <4 x double> %7, ptr %sunkaddr564, align 8, !alias.scope !27, !noalias !24
  %sunkaddr565 = mul i64 %index292, 8
  %sunkaddr566 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr565
  %sunkaddr567 = getelementptr i8, ptr %sunkaddr566, i64 32
  store <4 x double> %7, ptr %sunkaddr567, align 8, !alias.scope !27, !noalias !24
  %sunkaddr568 = mul i64 %index292, 8
  %sunkaddr569 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr568
  %sunkaddr570 = getelementptr i8, ptr %sunkaddr569, i64 64
  store <4 x double> %7, ptr %sunkaddr570, align 8, !alias.scope !27, !noalias !24
  %sunkaddr571 = mul i64 %index292, 8
  %sunkaddr572 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr571
  %sunkaddr573 = getelementptr i8, ptr %sunkaddr572, i64 96
  store <4 x double> %7, ptr %sunkaddr573, align 8, !alias.scope !27, !noalias !24
  %index.next293 = add nuw i64 %index292, 16
  %8 = icmp eq i64 %n.vec288, %index.next293
  br i1 %8, label %middle.block294, label %vector.body291, !llvm.loop !29

middle.block294:                                  ; preds = %vector.body291
  %cmp.n295 = icmp eq i64 %dest_shape.1254261, %n.vec288
  br i1 %cmp.n295, label %B128.i138, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block294
  %9 = and i64 %dest_shape.1254261, 14
  %min.epilog.iters.check = icmp eq i64 %9, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !32

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec288, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat561 = add i64 %const, 14
  %n.vec297 = and i64 %dest_shape.1254261, %const_mat561
  %10 = load double, ptr %y.2.sroa.48.0324, align 8, !alias.scope !24
  %11 = tail call double @llvm.sin.f64(double %10)
  %.scalar382 = fmul double %10, 5.000000e-01
  %.scalar383 = fsub double %11, %.scalar382
  %12 = insertelement <2 x double> poison, double %.scalar383, i64 0
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index302 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next303, %vec.epilog.vector.body ]
  %14 = shl i64 %index302, 3
  %scevgep481 = getelementptr i8, ptr %.6.i118, i64 %14
  store <2 x double> %13, ptr %scevgep481, align 8, !alias.scope !27, !noalias !24
  %index.next303 = add nuw i64 %index302, 2
  %15 = icmp eq i64 %n.vec297, %index.next303
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !33

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n304 = icmp eq i64 %dest_shape.1254261, %n.vec297
  br i1 %cmp.n304, label %B128.i138, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck280, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index285.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck280 ], [ %n.vec288, %vec.epilog.iter.check ], [ %n.vec297, %vec.epilog.middle.block ]
  %16 = sub nsw i64 %dest_shape.1254261, %loop.index285.ph
  %xtraiter = and i64 %16, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv483 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next484, %for.body.endif.endif.endif.prol ]
  %loop.index285.prol = phi i64 [ %.470.prol, %for.body.endif.endif.endif.prol ], [ %loop.index285.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.432184.prol = load double, ptr %y.2.sroa.48.0324, align 8
  %.13.le.i119.prol = tail call double @llvm.sin.f64(double %.432184.prol)
  %.18.i120.prol = fmul double %.432184.prol, 5.000000e-01
  %.19.i121.prol = fsub double %.13.le.i119.prol, %.18.i120.prol
  %17 = shl i64 %loop.index285.prol, 3
  %scevgep482 = getelementptr i8, ptr %.6.i118, i64 %17
  store double %.19.i121.prol, ptr %scevgep482, align 8
  %.470.prol = add nuw i64 %loop.index285.prol, 1
  %lsr.iv.next484 = add nsw i64 %lsr.iv483, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next484, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !34

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index285.unr = phi i64 [ %loop.index285.ph, %for.body.endif.endif.endif.preheader ], [ %.470.prol, %for.body.endif.endif.endif.prol ]
  %18 = sub nsw i64 %loop.index285.ph, %dest_shape.1254261
  %19 = icmp ugt i64 %18, -8
  br i1 %19, label %B128.i138, label %for.body.endif.endif.endif.preheader415

for.body.endif.endif.endif.preheader415:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif.us.preheader:          ; preds = %for.body.lr.ph
  %20 = ptrtoint ptr %.6.i118 to i64
  %21 = ptrtoint ptr %y.2.sroa.48.0324 to i64
  %min.iters.check = icmp ult i64 %dest_shape.1254261, 4
  %22 = sub i64 %20, %21
  %diff.check = icmp ult i64 %22, 32
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.endif.us.preheader387, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.endif.us.preheader
  %const_mat559 = add i64 %const, 12
  %n.vec = and i64 %dest_shape.1254261, %const_mat559
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %23 = shl i64 %index, 3
  %scevgep502 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %23
  %wide.load = load <4 x double>, ptr %scevgep502, align 8
  %24 = tail call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load)
  %25 = fmul <4 x double> %wide.load, splat (double 5.000000e-01)
  %26 = fsub <4 x double> %24, %25
  %27 = shl i64 %index, 3
  %scevgep501 = getelementptr i8, ptr %.6.i118, i64 %27
  store <4 x double> %26, ptr %scevgep501, align 8
  %index.next = add nuw i64 %index, 4
  %28 = icmp eq i64 %n.vec, %index.next
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !36

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.1254261, %n.vec
  br i1 %cmp.n, label %B128.i138, label %for.body.endif.endif.endif.us.preheader387

for.body.endif.endif.endif.us.preheader387:       ; preds = %for.body.endif.endif.endif.us.preheader, %middle.block
  %loop.index285.us.ph = phi i64 [ 0, %for.body.endif.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %29 = sub nsw i64 %dest_shape.1254261, %loop.index285.us.ph
  %xtraiter392 = and i64 %29, 7
  %lcmp.mod393.not = icmp eq i64 %xtraiter392, 0
  br i1 %lcmp.mod393.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader387
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv505 = phi i64 [ %xtraiter392, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next506, %for.body.endif.endif.endif.us.prol ]
  %loop.index285.us.prol = phi i64 [ %.470.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index285.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %30 = shl i64 %loop.index285.us.prol, 3
  %scevgep504 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %30
  %.432184.us.prol = load double, ptr %scevgep504, align 8
  %.13.le.i.prol = tail call double @llvm.sin.f64(double %.432184.us.prol)
  %.18.i.prol = fmul double %.432184.us.prol, 5.000000e-01
  %.19.i.prol = fsub double %.13.le.i.prol, %.18.i.prol
  %31 = shl i64 %loop.index285.us.prol, 3
  %scevgep503 = getelementptr i8, ptr %.6.i118, i64 %31
  store double %.19.i.prol, ptr %scevgep503, align 8
  %.470.us.prol = add nuw i64 %loop.index285.us.prol, 1
  %lsr.iv.next506 = add nsw i64 %lsr.iv505, -1
  %prol.iter394.cmp.not = icmp eq i64 %lsr.iv.next506, 0
  br i1 %prol.iter394.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !37

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader387
  %loop.index285.us.unr = phi i64 [ %loop.index285.us.ph, %for.body.endif.endif.endif.us.preheader387 ], [ %.470.us.prol, %for.body.endif.endif.endif.us.prol ]
  %32 = sub nsw i64 %loop.index285.us.ph, %dest_shape.1254261
  %33 = icmp ugt i64 %32, -8
  br i1 %33, label %B128.i138, label %for.body.endif.endif.endif.us.preheader414

for.body.endif.endif.endif.us.preheader414:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader414, %for.body.endif.endif.endif.us
  %loop.index285.us = phi i64 [ %.470.us.7, %for.body.endif.endif.endif.us ], [ %loop.index285.us.unr, %for.body.endif.endif.endif.us.preheader414 ]
  %sunkaddr574 = mul i64 %loop.index285.us, 8
  %sunkaddr575 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %sunkaddr574
  %.432184.us = load double, ptr %sunkaddr575, align 8
  %.13.le.i = tail call double @llvm.sin.f64(double %.432184.us)
  %.18.i = fmul double %.432184.us, 5.000000e-01
  %.19.i = fsub double %.13.le.i, %.18.i
  %sunkaddr576 = mul i64 %loop.index285.us, 8
  %sunkaddr577 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr576
  store double %.19.i, ptr %sunkaddr577, align 8
  %sunkaddr578 = mul i64 %loop.index285.us, 8
  %sunkaddr579 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %sunkaddr578
  %sunkaddr580 = getelementptr i8, ptr %sunkaddr579, i64 8
  %.432184.us.1 = load double, ptr %sunkaddr580, align 8
  %.13.le.i.1 = tail call double @llvm.sin.f64(double %.432184.us.1)
  %.18.i.1 = fmul double %.432184.us.1, 5.000000e-01
  %.19.i.1 = fsub double %.13.le.i.1, %.18.i.1
  %sunkaddr581 = mul i64 %loop.index285.us, 8
  %sunkaddr582 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr581
  %sunkaddr583 = getelementptr i8, ptr %sunkaddr582, i64 8
  store double %.19.i.1, ptr %sunkaddr583, align 8
  %sunkaddr584 = mul i64 %loop.index285.us, 8
  %sunkaddr585 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %sunkaddr584
  %sunkaddr586 = getelementptr i8, ptr %sunkaddr585, i64 16
  %.432184.us.2 = load double, ptr %sunkaddr586, align 8
  %.13.le.i.2 = tail call double @llvm.sin.f64(double %.432184.us.2)
  %.18.i.2 = fmul double %.432184.us.2, 5.000000e-01
  %.19.i.2 = fsub double %.13.le.i.2, %.18.i.2
  %sunkaddr587 = mul i64 %loop.index285.us, 8
  %sunkaddr588 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr587
  %sunkaddr589 = getelementptr i8, ptr %sunkaddr588, i64 16
  store double %.19.i.2, ptr %sunkaddr589, align 8
  %sunkaddr590 = mul i64 %loop.index285.us, 8
  %sunkaddr591 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %sunkaddr590
  %sunkaddr592 = getelementptr i8, ptr %sunkaddr591, i64 24
  %.432184.us.3 = load double, ptr %sunkaddr592, align 8
  %.13.le.i.3 = tail call double @llvm.sin.f64(double %.432184.us.3)
  %.18.i.3 = fmul double %.432184.us.3, 5.000000e-01
  %.19.i.3 = fsub double %.13.le.i.3, %.18.i.3
  %sunkaddr593 = mul i64 %loop.index285.us, 8
  %sunkaddr594 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr593
  %sunkaddr595 = getelementptr i8, ptr %sunkaddr594, i64 24
  store double %.19.i.3, ptr %sunkaddr595, align 8
  %sunkaddr596 = mul i64 %loop.index285.us, 8
  %sunkaddr597 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %sunkaddr596
  %sunkaddr598 = getelementptr i8, ptr %sunkaddr597, i64 32
  %.432184.us.4 = load double, ptr %sunkaddr598, align 8
  %.13.le.i.4 = tail call double @llvm.sin.f64(double %.432184.us.4)
  %.18.i.4 = fmul double %.432184.us.4, 5.000000e-01
  %.19.i.4 = fsub double %.13.le.i.4, %.18.i.4
  %sunkaddr599 = mul i64 %loop.index285.us, 8
  %sunkaddr600 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr599
  %sunkaddr601 = getelementptr i8, ptr %sunkaddr600, i64 32
  store double %.19.i.4, ptr %sunkaddr601, align 8
  %sunkaddr602 = mul i64 %loop.index285.us, 8
  %sunkaddr603 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %sunkaddr602
  %sunkaddr604 = getelementptr i8, ptr %sunkaddr603, i64 40
  %.432184.us.5 = load double, ptr %sunkaddr604, align 8
  %.13.le.i.5 = tail call double @llvm.sin.f64(double %.432184.us.5)
  %.18.i.5 = fmul double %.432184.us.5, 5.000000e-01
  %.19.i.5 = fsub double %.13.le.i.5, %.18.i.5
  %sunkaddr605 = mul i64 %loop.index285.us, 8
  %sunkaddr606 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr605
  %sunkaddr607 = getelementptr i8, ptr %sunkaddr606, i64 40
  store double %.19.i.5, ptr %sunkaddr607, align 8
  %sunkaddr608 = mul i64 %loop.index285.us, 8
  %sunkaddr609 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %sunkaddr608
  %sunkaddr610 = getelementptr i8, ptr %sunkaddr609, i64 48
  %.432184.us.6 = load double, ptr %sunkaddr610, align 8
  %.13.le.i.6 = tail call double @llvm.sin.f64(double %.432184.us.6)
  %.18.i.6 = fmul double %.432184.us.6, 5.000000e-01
  %.19.i.6 = fsub double %.13.le.i.6, %.18.i.6
  %sunkaddr611 = mul i64 %loop.index285.us, 8
  %sunkaddr612 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr611
  %sunkaddr613 = getelementptr i8, ptr %sunkaddr612, i64 48
  store double %.19.i.6, ptr %sunkaddr613, align 8
  %sunkaddr614 = mul i64 %loop.index285.us, 8
  %sunkaddr615 = getelementptr i8, ptr %y.2.sroa.48.0324, i64 %sunkaddr614
  %sunkaddr616 = getelementptr i8, ptr %sunkaddr615, i64 56
  %.432184.us.7 = load double, ptr %sunkaddr616, align 8
  %.13.le.i.7 = tail call double @llvm.sin.f64(double %.432184.us.7)
  %.18.i.7 = fmul double %.432184.us.7, 5.000000e-01
  %.19.i.7 = fsub double %.13.le.i.7, %.18.i.7
  %sunkaddr617 = mul i64 %loop.index285.us, 8
  %sunkaddr618 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr617
  %sunkaddr619 = getelementptr i8, ptr %sunkaddr618, i64 56
  store double %.19.i.7, ptr %sunkaddr619, align 8
  %.470.us.7 = add nuw nsw i64 %loop.index285.us, 8
  %exitcond402.not.7 = icmp eq i64 %dest_shape.1254261, %.470.us.7
  br i1 %exitcond402.not.7, label %B128.i138, label %for.body.endif.endif.endif.us, !llvm.loop !38

B76.endif.endif.endif.endif.endif.if.if:          ; preds = %B76.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i138:                                        ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %middle.block294, %vec.epilog.middle.block, %middle.block
  %.101.not.i139 = icmp eq i64 %dest_shape.1254261, 1
  br i1 %.101.not.i139, label %B128.i158, label %B90.i149

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader415, %for.body.endif.endif.endif
  %loop.index285 = phi i64 [ %.470.7, %for.body.endif.endif.endif ], [ %loop.index285.unr, %for.body.endif.endif.endif.preheader415 ]
  %.432184 = load double, ptr %y.2.sroa.48.0324, align 8
  %.13.le.i119 = tail call double @llvm.sin.f64(double %.432184)
  %.18.i120 = fmul double %.432184, 5.000000e-01
  %.19.i121 = fsub double %.13.le.i119, %.18.i120
  %sunkaddr620 = mul i64 %loop.index285, 8
  %sunkaddr621 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr620
  store double %.19.i121, ptr %sunkaddr621, align 8
  %.432184.1 = load double, ptr %y.2.sroa.48.0324, align 8
  %.13.le.i119.1 = tail call double @llvm.sin.f64(double %.432184.1)
  %.18.i120.1 = fmul double %.432184.1, 5.000000e-01
  %.19.i121.1 = fsub double %.13.le.i119.1, %.18.i120.1
  %sunkaddr622 = mul i64 %loop.index285, 8
  %sunkaddr623 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr622
  %sunkaddr624 = getelementptr i8, ptr %sunkaddr623, i64 8
  store double %.19.i121.1, ptr %sunkaddr624, align 8
  %.432184.2 = load double, ptr %y.2.sroa.48.0324, align 8
  %.13.le.i119.2 = tail call double @llvm.sin.f64(double %.432184.2)
  %.18.i120.2 = fmul double %.432184.2, 5.000000e-01
  %.19.i121.2 = fsub double %.13.le.i119.2, %.18.i120.2
  %sunkaddr625 = mul i64 %loop.index285, 8
  %sunkaddr626 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr625
  %sunkaddr627 = getelementptr i8, ptr %sunkaddr626, i64 16
  store double %.19.i121.2, ptr %sunkaddr627, align 8
  %.432184.3 = load double, ptr %y.2.sroa.48.0324, align 8
  %.13.le.i119.3 = tail call double @llvm.sin.f64(double %.432184.3)
  %.18.i120.3 = fmul double %.432184.3, 5.000000e-01
  %.19.i121.3 = fsub double %.13.le.i119.3, %.18.i120.3
  %sunkaddr628 = mul i64 %loop.index285, 8
  %sunkaddr629 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr628
  %sunkaddr630 = getelementptr i8, ptr %sunkaddr629, i64 24
  store double %.19.i121.3, ptr %sunkaddr630, align 8
  %.432184.4 = load double, ptr %y.2.sroa.48.0324, align 8
  %.13.le.i119.4 = tail call double @llvm.sin.f64(double %.432184.4)
  %.18.i120.4 = fmul double %.432184.4, 5.000000e-01
  %.19.i121.4 = fsub double %.13.le.i119.4, %.18.i120.4
  %sunkaddr631 = mul i64 %loop.index285, 8
  %sunkaddr632 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr631
  %sunkaddr633 = getelementptr i8, ptr %sunkaddr632, i64 32
  store double %.19.i121.4, ptr %sunkaddr633, align 8
  %.432184.5 = load double, ptr %y.2.sroa.48.0324, align 8
  %.13.le.i119.5 = tail call double @llvm.sin.f64(double %.432184.5)
  %.18.i120.5 = fmul double %.432184.5, 5.000000e-01
  %.19.i121.5 = fsub double %.13.le.i119.5, %.18.i120.5
  %sunkaddr634 = mul i64 %loop.index285, 8
  %sunkaddr635 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr634
  %sunkaddr636 = getelementptr i8, ptr %sunkaddr635, i64 40
  store double %.19.i121.5, ptr %sunkaddr636, align 8
  %.432184.6 = load double, ptr %y.2.sroa.48.0324, align 8
  %.13.le.i119.6 = tail call double @llvm.sin.f64(double %.432184.6)
  %.18.i120.6 = fmul double %.432184.6, 5.000000e-01
  %.19.i121.6 = fsub double %.13.le.i119.6, %.18.i120.6
  %sunkaddr637 = mul i64 %loop.index285, 8
  %sunkaddr638 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr637
  %sunkaddr639 = getelementptr i8, ptr %sunkaddr638, i64 48
  store double %.19.i121.6, ptr %sunkaddr639, align 8
  %.432184.7 = load double, ptr %y.2.sroa.48.0324, align 8
  %.13.le.i119.7 = tail call double @llvm.sin.f64(double %.432184.7)
  %.18.i120.7 = fmul double %.432184.7, 5.000000e-01
  %.19.i121.7 = fsub double %.13.le.i119.7, %.18.i120.7
  %sunkaddr640 = mul i64 %loop.index285, 8
  %sunkaddr641 = getelementptr i8, ptr %.6.i118, i64 %sunkaddr640
  %sunkaddr642 = getelementptr i8, ptr %sunkaddr641, i64 56
  store double %.19.i121.7, ptr %sunkaddr642, align 8
  %.470.7 = add nuw nsw i64 %loop.index285, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1254261, %.470.7
  br i1 %exitcond.not.7, label %B128.i138, label %for.body.endif.endif.endif, !llvm.loop !39

B90.i149:                                         ; preds = %B76.endif.endif.endif.endif.endif.endif, %B128.i138
  %.71.i150 = icmp ne i64 %y.2.sroa.60.0323, %dest_shape.1254261
  %.76.i151 = icmp ne i64 %y.2.sroa.60.0323, 1
  %or.cond.i152 = and i1 %.76.i151, %.71.i150
  br i1 %or.cond.i152, label %for.end.endif.endif.endif.if, label %B150.i153

B128.i158:                                        ; preds = %B128.i138
  %.101.not.i159 = icmp eq i64 %y.2.sroa.60.0323, 1
  br i1 %.101.not.i159, label %for.end.endif.endif.endif.endif.endif, label %B150.i153

B150.i153:                                        ; preds = %B128.i158, %B90.i149
  %dest_shape.1.1 = phi i64 [ %dest_shape.1254261, %B90.i149 ], [ %y.2.sroa.60.0323, %B128.i158 ]
  %34 = add i64 %dest_shape.1.1, %const563
  %.584 = icmp ult i64 %34, %const562
  br i1 %.584, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !40

for.end.endif.endif.endif.if:                     ; preds = %B90.i149
  store ptr @.const.picklebuf.aeea1036c659245684d1778ead145eea4fb65408, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

for.end.endif.endif.endif.endif.if:               ; preds = %B150.i153
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %B128.i158, %B150.i153
  %dest_shape.1.1267 = phi i64 [ %dest_shape.1.1, %B150.i153 ], [ 1, %B128.i158 ]
  %.583 = shl nsw i64 %dest_shape.1.1267, 3
  %.7.i.i162 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.583, i32 32), !noalias !41
  %.8.i.i163 = icmp eq ptr %.7.i.i162, null
  br i1 %.8.i.i163, label %for.end.endif.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.5.i168 = getelementptr i8, ptr %.7.i.i162, i64 24
  %.6.i169 = load ptr, ptr %.5.i168, align 8
  %.654286 = icmp sgt i64 %dest_shape.1.1267, 0
  br i1 %.654286, label %for.body.1.lr.ph, label %for.end.1

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %xtraiter395 = and i64 %dest_shape.1.1267, 7
  %35 = icmp ult i64 %dest_shape.1.1267, 8
  br i1 %35, label %for.body.1.endif.endif.endif.epil.preheader, label %for.body.1.lr.ph.new

for.body.1.lr.ph.new:                             ; preds = %for.body.1.lr.ph
  %const_mat = add i64 %const, 8
  %unroll_iter = and i64 %dest_shape.1.1267, %const_mat
  br label %for.body.1.endif.endif.endif

for.end.endif.endif.endif.endif.endif.if.if:      ; preds = %for.end.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1.endif.endif.endif
  %lcmp.mod396.not = icmp eq i64 %xtraiter395, 0
  br i1 %lcmp.mod396.not, label %for.end.1, label %for.body.1.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.epil.preheader:      ; preds = %for.end.1.loopexit.unr-lcssa, %for.body.1.lr.ph
  %loop.index.1289.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %.702.7, %for.end.1.loopexit.unr-lcssa ]
  %.650.0288.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %.650.1.7, %for.end.1.loopexit.unr-lcssa ]
  %.647.0287.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %spec.select.7, %for.end.1.loopexit.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.epil

for.body.1.endif.endif.endif.epil:                ; preds = %for.body.1.endif.endif.endif.epil, %for.body.1.endif.endif.endif.epil.preheader
  %lsr.iv556 = phi i64 [ %lsr.iv.next557, %for.body.1.endif.endif.endif.epil ], [ %xtraiter395, %for.body.1.endif.endif.endif.epil.preheader ]
  %loop.index.1289.epil = phi i64 [ %loop.index.1289.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %.702.epil, %for.body.1.endif.endif.endif.epil ]
  %.650.0288.epil = phi i64 [ %.650.0288.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %.650.1.epil, %for.body.1.endif.endif.endif.epil ]
  %.647.0287.epil = phi i64 [ %.647.0287.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %spec.select.epil, %for.body.1.endif.endif.endif.epil ]
  %36 = icmp ugt i64 %y.2.sroa.60.0323, 1
  %37 = icmp ugt i64 %dest_shape.1254261, 1
  %spec.select.epil = select i1 %37, i64 %loop.index.1289.epil, i64 %.647.0287.epil
  %.663.epil = getelementptr double, ptr %.6.i118, i64 %spec.select.epil
  %.664.epil = load double, ptr %.663.epil, align 8
  %.650.1.epil = select i1 %36, i64 %loop.index.1289.epil, i64 %.650.0288.epil
  %.672.epil = getelementptr double, ptr %y.2.sroa.48.0324, i64 %.650.1.epil
  %.673.epil = load double, ptr %.672.epil, align 8
  %.7.i.epil = fmul double %arg.h, %.664.epil
  %.8.i.epil = fadd double %.673.epil, %.7.i.epil
  %38 = shl i64 %loop.index.1289.epil, 3
  %scevgep555 = getelementptr i8, ptr %.6.i169, i64 %38
  store double %.8.i.epil, ptr %scevgep555, align 8
  %.702.epil = add nuw nsw i64 %loop.index.1289.epil, 1
  %lsr.iv.next557 = add nsw i64 %lsr.iv556, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next557, 0
  br i1 %epil.iter.cmp.not, label %for.end.1, label %for.body.1.endif.endif.endif.epil, !llvm.loop !48

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif.epil, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i111)
  tail call void @NRT_decref(ptr nonnull %y.2.sroa.0.0326)
  %.204 = icmp samesign ugt i64 %.203290322, 1
  br i1 %.204, label %B128.i, label %B128.i87

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.endif, %for.body.1.lr.ph.new
  %loop.index.1289 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %48, %for.body.1.endif.endif.endif ]
  %.650.0288 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %.650.1.7, %for.body.1.endif.endif.endif ]
  %.647.0287 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %spec.select.7, %for.body.1.endif.endif.endif ]
  %39 = icmp ugt i64 %y.2.sroa.60.0323, 1
  %40 = icmp ugt i64 %dest_shape.1254261, 1
  %spec.select = select i1 %40, i64 %loop.index.1289, i64 %.647.0287
  %.663 = getelementptr double, ptr %.6.i118, i64 %spec.select
  %.664 = load double, ptr %.663, align 8
  %.650.1 = select i1 %39, i64 %loop.index.1289, i64 %.650.0288
  %.672 = getelementptr double, ptr %y.2.sroa.48.0324, i64 %.650.1
  %.673 = load double, ptr %.672, align 8
  %.7.i = fmul double %arg.h, %.664
  %.8.i = fadd double %.673, %.7.i
  %sunkaddr643 = mul i64 %loop.index.1289, 8
  %sunkaddr644 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr643
  store double %.8.i, ptr %sunkaddr644, align 8
  %41 = add i64 %loop.index.1289, 1
  %spec.select.1 = select i1 %40, i64 %41, i64 %.647.0287
  %.663.1 = getelementptr double, ptr %.6.i118, i64 %spec.select.1
  %.664.1 = load double, ptr %.663.1, align 8
  %.650.1.1 = select i1 %39, i64 %41, i64 %.650.0288
  %.672.1 = getelementptr double, ptr %y.2.sroa.48.0324, i64 %.650.1.1
  %.673.1 = load double, ptr %.672.1, align 8
  %.7.i.1 = fmul double %arg.h, %.664.1
  %.8.i.1 = fadd double %.673.1, %.7.i.1
  %sunkaddr645 = mul i64 %loop.index.1289, 8
  %sunkaddr646 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr645
  %sunkaddr647 = getelementptr i8, ptr %sunkaddr646, i64 8
  store double %.8.i.1, ptr %sunkaddr647, align 8
  %42 = add i64 %41, 1
  %spec.select.2 = select i1 %40, i64 %42, i64 %.647.0287
  %.663.2 = getelementptr double, ptr %.6.i118, i64 %spec.select.2
  %.664.2 = load double, ptr %.663.2, align 8
  %.650.1.2 = select i1 %39, i64 %42, i64 %.650.0288
  %.672.2 = getelementptr double, ptr %y.2.sroa.48.0324, i64 %.650.1.2
  %.673.2 = load double, ptr %.672.2, align 8
  %.7.i.2 = fmul double %arg.h, %.664.2
  %.8.i.2 = fadd double %.673.2, %.7.i.2
  %sunkaddr648 = mul i64 %loop.index.1289, 8
  %sunkaddr649 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr648
  %sunkaddr650 = getelementptr i8, ptr %sunkaddr649, i64 16
  store double %.8.i.2, ptr %sunkaddr650, align 8
  %43 = add i64 %42, 1
  %spec.select.3 = select i1 %40, i64 %43, i64 %.647.0287
  %.663.3 = getelementptr double, ptr %.6.i118, i64 %spec.select.3
  %.664.3 = load double, ptr %.663.3, align 8
  %.650.1.3 = select i1 %39, i64 %43, i64 %.650.0288
  %.672.3 = getelementptr double, ptr %y.2.sroa.48.0324, i64 %.650.1.3
  %.673.3 = load double, ptr %.672.3, align 8
  %.7.i.3 = fmul double %arg.h, %.664.3
  %.8.i.3 = fadd double %.673.3, %.7.i.3
  %sunkaddr651 = mul i64 %loop.index.1289, 8
  %sunkaddr652 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr651
  %sunkaddr653 = getelementptr i8, ptr %sunkaddr652, i64 24
  store double %.8.i.3, ptr %sunkaddr653, align 8
  %44 = add i64 %43, 1
  %spec.select.4 = select i1 %40, i64 %44, i64 %.647.0287
  %.663.4 = getelementptr double, ptr %.6.i118, i64 %spec.select.4
  %.664.4 = load double, ptr %.663.4, align 8
  %.650.1.4 = select i1 %39, i64 %44, i64 %.650.0288
  %.672.4 = getelementptr double, ptr %y.2.sroa.48.0324, i64 %.650.1.4
  %.673.4 = load double, ptr %.672.4, align 8
  %.7.i.4 = fmul double %arg.h, %.664.4
  %.8.i.4 = fadd double %.673.4, %.7.i.4
  %sunkaddr654 = mul i64 %loop.index.1289, 8
  %sunkaddr655 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr654
  %sunkaddr656 = getelementptr i8, ptr %sunkaddr655, i64 32
  store double %.8.i.4, ptr %sunkaddr656, align 8
  %45 = add i64 %44, 1
  %spec.select.5 = select i1 %40, i64 %45, i64 %.647.0287
  %.663.5 = getelementptr double, ptr %.6.i118, i64 %spec.select.5
  %.664.5 = load double, ptr %.663.5, align 8
  %.650.1.5 = select i1 %39, i64 %45, i64 %.650.0288
  %.672.5 = getelementptr double, ptr %y.2.sroa.48.0324, i64 %.650.1.5
  %.673.5 = load double, ptr %.672.5, align 8
  %.7.i.5 = fmul double %arg.h, %.664.5
  %.8.i.5 = fadd double %.673.5, %.7.i.5
  %sunkaddr657 = mul i64 %loop.index.1289, 8
  %sunkaddr658 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr657
  %sunkaddr659 = getelementptr i8, ptr %sunkaddr658, i64 40
  store double %.8.i.5, ptr %sunkaddr659, align 8
  %46 = add i64 %45, 1
  %spec.select.6 = select i1 %40, i64 %46, i64 %.647.0287
  %.663.6 = getelementptr double, ptr %.6.i118, i64 %spec.select.6
  %.664.6 = load double, ptr %.663.6, align 8
  %.650.1.6 = select i1 %39, i64 %46, i64 %.650.0288
  %.672.6 = getelementptr double, ptr %y.2.sroa.48.0324, i64 %.650.1.6
  %.673.6 = load double, ptr %.672.6, align 8
  %.7.i.6 = fmul double %arg.h, %.664.6
  %.8.i.6 = fadd double %.673.6, %.7.i.6
  %sunkaddr660 = mul i64 %loop.index.1289, 8
  %sunkaddr661 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr660
  %sunkaddr662 = getelementptr i8, ptr %sunkaddr661, i64 48
  store double %.8.i.6, ptr %sunkaddr662, align 8
  %47 = add i64 %46, 1
  %spec.select.7 = select i1 %40, i64 %47, i64 %.647.0287
  %.663.7 = getelementptr double, ptr %.6.i118, i64 %spec.select.7
  %.664.7 = load double, ptr %.663.7, align 8
  %.650.1.7 = select i1 %39, i64 %47, i64 %.650.0288
  %.672.7 = getelementptr double, ptr %y.2.sroa.48.0324, i64 %.650.1.7
  %.673.7 = load double, ptr %.672.7, align 8
  %.7.i.7 = fmul double %arg.h, %.664.7
  %.8.i.7 = fadd double %.673.7, %.7.i.7
  %sunkaddr663 = mul i64 %loop.index.1289, 8
  %sunkaddr664 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr663
  %sunkaddr665 = getelementptr i8, ptr %sunkaddr664, i64 56
  store double %.8.i.7, ptr %sunkaddr665, align 8
  %.702.7 = add nuw nsw i64 %loop.index.1289, 8
  %48 = add i64 %47, 1
  %niter.ncmp.7 = icmp eq i64 %48, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif

B148.endif.endif.endif.endif.endif.endif:         ; preds = %B128.i87
  %.5.i196 = getelementptr i8, ptr %.7.i.i190, i64 24
  %.6.i197 = load ptr, ptr %.5.i196, align 8
  %.911331 = icmp sgt i64 %dest_shape.1.1267, 0
  br i1 %.911331, label %for.body.2.lr.ph, label %for.end.2.thread236

for.end.2.thread236:                              ; preds = %B148.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i162)
  br label %for.end.2.endif

for.body.2.lr.ph:                                 ; preds = %B148.endif.endif.endif.endif.endif.endif
  %.913.not = icmp eq i64 %dest_shape.1.1267, 1
  br i1 %.913.not, label %for.body.2.endif.endif.endif.prol.preheader, label %iter.check350

for.body.2.endif.endif.endif.prol.preheader:      ; preds = %for.body.2.lr.ph
  br label %for.body.2.endif.endif.endif.prol

for.body.2.endif.endif.endif.prol:                ; preds = %for.body.2.endif.endif.endif.prol.preheader, %for.body.2.endif.endif.endif.prol
  %loop.index.2334.prol = phi i64 [ %.959.prol, %for.body.2.endif.endif.endif.prol ], [ 0, %for.body.2.endif.endif.endif.prol.preheader ]
  %.921191.prol = load double, ptr %.6.i169, align 8
  %.6.i199.prol = fmul double %.921191.prol, %.921191.prol
  %49 = shl nuw nsw i64 %loop.index.2334.prol, 3
  %scevgep418 = getelementptr i8, ptr %.6.i197, i64 %49
  store double %.6.i199.prol, ptr %scevgep418, align 8
  %.959.prol = add nuw nsw i64 %loop.index.2334.prol, 1
  %prol.iter405.cmp.not = icmp eq i64 %.959.prol, 1
  br i1 %prol.iter405.cmp.not, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.prol, !llvm.loop !49

iter.check350:                                    ; preds = %for.body.2.lr.ph
  %50 = icmp ult i64 %dest_shape.1.1267, 4
  %51 = ptrtoint ptr %.6.i197 to i64
  %52 = ptrtoint ptr %.6.i169 to i64
  %53 = sub i64 %51, %52
  %diff.check346 = icmp ult i64 %53, 128
  %or.cond380 = select i1 %50, i1 true, i1 %diff.check346
  br i1 %or.cond380, label %for.body.2.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check352

vector.main.loop.iter.check352:                   ; preds = %iter.check350
  %min.iters.check351 = icmp ult i64 %dest_shape.1.1267, 16
  br i1 %min.iters.check351, label %vec.epilog.ph369, label %vector.ph353

vector.ph353:                                     ; preds = %vector.main.loop.iter.check352
  %n.vec355 = and i64 %dest_shape.1.1267, %const
  br label %vector.body356

vector.body356:                                   ; preds = %vector.body356, %vector.ph353
  %index357 = phi i64 [ 0, %vector.ph353 ], [ %index.next362, %vector.body356 ]
  %sunkaddr666 = mul i64 %index357, 8
  %sunkaddr667 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr666
  %wide.load358 = load <4 x double>, ptr %sunkaddr667, align 8
  %sunkaddr668 = mul i64 %index357, 8
  %sunkaddr669 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr668
  %sunkaddr670 = getelementptr i8, ptr %sunkaddr669, i64 32
  %wide.load359 = load <4 x double>, ptr %sunkaddr670, align 8
  %sunkaddr671 = mul i64 %index357, 8
  %sunkaddr672 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr671
  %sunkaddr673 = getelementptr i8, ptr %sunkaddr672, i64 64
  %wide.load360 = load <4 x double>, ptr %sunkaddr673, align 8
  %sunkaddr674 = mul i64 %index357, 8
  %sunkaddr675 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr674
  %sunkaddr676 = getelementptr i8, ptr %sunkaddr675, i64 96
  %wide.load361 = load <4 x double>, ptr %sunkaddr676, align 8
  %54 = fmul <4 x double> %wide.load358, %wide.load358
  %55 = fmul <4 x double> %wide.load359, %wide.load359
  %56 = fmul <4 x double> %wide.load360, %wide.load360
  %57 = fmul <4 x double> %wide.load361, %wide.load361
  %sunkaddr677 = mul i64 %index357, 8
  %sunkaddr678 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr677
  store <4 x double> %54, ptr %sunkaddr678, align 8
  %sunkaddr679 = mul i64 %index357, 8
  %sunkaddr680 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr679
  %sunkaddr681 = getelementptr i8, ptr %sunkaddr680, i64 32
  store <4 x double> %55, ptr %sunkaddr681, align 8
  %sunkaddr682 = mul i64 %index357, 8
  %sunkaddr683 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr682
  %sunkaddr684 = getelementptr i8, ptr %sunkaddr683, i64 64
  store <4 x double> %56, ptr %sunkaddr684, align 8
  %sunkaddr685 = mul i64 %index357, 8
  %sunkaddr686 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr685
  %sunkaddr687 = getelementptr i8, ptr %sunkaddr686, i64 96
  store <4 x double> %57, ptr %sunkaddr687, align 8
  %index.next362 = add nuw i64 %index357, 16
  %58 = icmp eq i64 %n.vec355, %index.next362
  br i1 %58, label %middle.block363, label %vector.body356, !llvm.loop !50

middle.block363:                                  ; preds = %vector.body356
  %cmp.n364 = icmp eq i64 %dest_shape.1.1267, %n.vec355
  br i1 %cmp.n364, label %.89.endif.preheader.i, label %vec.epilog.iter.check367

vec.epilog.iter.check367:                         ; preds = %middle.block363
  %59 = and i64 %dest_shape.1.1267, 12
  %min.epilog.iters.check368 = icmp eq i64 %59, 0
  br i1 %min.epilog.iters.check368, label %for.body.2.endif.endif.endif.us.preheader, label %vec.epilog.ph369, !prof !51

vec.epilog.ph369:                                 ; preds = %vector.main.loop.iter.check352, %vec.epilog.iter.check367
  %vec.epilog.resume.val365 = phi i64 [ %n.vec355, %vec.epilog.iter.check367 ], [ 0, %vector.main.loop.iter.check352 ]
  %const_mat560 = add i64 %const, 12
  %n.vec371 = and i64 %dest_shape.1.1267, %const_mat560
  br label %vec.epilog.vector.body372

vec.epilog.vector.body372:                        ; preds = %vec.epilog.vector.body372, %vec.epilog.ph369
  %index373 = phi i64 [ %vec.epilog.resume.val365, %vec.epilog.ph369 ], [ %index.next375, %vec.epilog.vector.body372 ]
  %60 = shl i64 %index373, 3
  %scevgep456 = getelementptr i8, ptr %.6.i169, i64 %60
  %wide.load374 = load <4 x double>, ptr %scevgep456, align 8
  %61 = fmul <4 x double> %wide.load374, %wide.load374
  %62 = shl i64 %index373, 3
  %scevgep455 = getelementptr i8, ptr %.6.i197, i64 %62
  store <4 x double> %61, ptr %scevgep455, align 8
  %index.next375 = add nuw i64 %index373, 4
  %63 = icmp eq i64 %n.vec371, %index.next375
  br i1 %63, label %vec.epilog.middle.block376, label %vec.epilog.vector.body372, !llvm.loop !52

vec.epilog.middle.block376:                       ; preds = %vec.epilog.vector.body372
  %cmp.n377 = icmp eq i64 %dest_shape.1.1267, %n.vec371
  br i1 %cmp.n377, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.us.preheader

for.body.2.endif.endif.endif.us.preheader:        ; preds = %iter.check350, %vec.epilog.iter.check367, %vec.epilog.middle.block376
  %loop.index.2334.us.ph = phi i64 [ 0, %iter.check350 ], [ %n.vec355, %vec.epilog.iter.check367 ], [ %n.vec371, %vec.epilog.middle.block376 ]
  %64 = sub nsw i64 %dest_shape.1.1267, %loop.index.2334.us.ph
  %xtraiter399 = and i64 %64, 7
  %lcmp.mod400.not = icmp eq i64 %xtraiter399, 0
  br i1 %lcmp.mod400.not, label %for.body.2.endif.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.prol.preheader

for.body.2.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.2.endif.endif.endif.us.preheader
  br label %for.body.2.endif.endif.endif.us.prol

for.body.2.endif.endif.endif.us.prol:             ; preds = %for.body.2.endif.endif.endif.us.prol.preheader, %for.body.2.endif.endif.endif.us.prol
  %lsr.iv453 = phi i64 [ %xtraiter399, %for.body.2.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next454, %for.body.2.endif.endif.endif.us.prol ]
  %loop.index.2334.us.prol = phi i64 [ %.959.us.prol, %for.body.2.endif.endif.endif.us.prol ], [ %loop.index.2334.us.ph, %for.body.2.endif.endif.endif.us.prol.preheader ]
  %65 = shl i64 %loop.index.2334.us.prol, 3
  %scevgep452 = getelementptr i8, ptr %.6.i169, i64 %65
  %.921191.us.prol = load double, ptr %scevgep452, align 8
  %.6.i198.prol = fmul double %.921191.us.prol, %.921191.us.prol
  %66 = shl i64 %loop.index.2334.us.prol, 3
  %scevgep451 = getelementptr i8, ptr %.6.i197, i64 %66
  store double %.6.i198.prol, ptr %scevgep451, align 8
  %.959.us.prol = add nuw i64 %loop.index.2334.us.prol, 1
  %lsr.iv.next454 = add nsw i64 %lsr.iv453, -1
  %prol.iter401.cmp.not = icmp eq i64 %lsr.iv.next454, 0
  br i1 %prol.iter401.cmp.not, label %for.body.2.endif.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.prol, !llvm.loop !53

for.body.2.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.2.endif.endif.endif.us.prol, %for.body.2.endif.endif.endif.us.preheader
  %loop.index.2334.us.unr = phi i64 [ %loop.index.2334.us.ph, %for.body.2.endif.endif.endif.us.preheader ], [ %.959.us.prol, %for.body.2.endif.endif.endif.us.prol ]
  %67 = sub nsw i64 %loop.index.2334.us.ph, %dest_shape.1.1267
  %68 = icmp ugt i64 %67, -8
  br i1 %68, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.us.preheader412

for.body.2.endif.endif.endif.us.preheader412:     ; preds = %for.body.2.endif.endif.endif.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us

for.body.2.endif.endif.endif.us:                  ; preds = %for.body.2.endif.endif.endif.us.preheader412, %for.body.2.endif.endif.endif.us
  %loop.index.2334.us = phi i64 [ %.959.us.7, %for.body.2.endif.endif.endif.us ], [ %loop.index.2334.us.unr, %for.body.2.endif.endif.endif.us.preheader412 ]
  %sunkaddr688 = mul i64 %loop.index.2334.us, 8
  %sunkaddr689 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr688
  %.921191.us = load double, ptr %sunkaddr689, align 8
  %.6.i198 = fmul double %.921191.us, %.921191.us
  %sunkaddr690 = mul i64 %loop.index.2334.us, 8
  %sunkaddr691 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr690
  store double %.6.i198, ptr %sunkaddr691, align 8
  %sunkaddr692 = mul i64 %loop.index.2334.us, 8
  %sunkaddr693 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, ptr %sunkaddr693, i64 8
  %.921191.us.1 = load double, ptr %sunkaddr694, align 8
  %.6.i198.1 = fmul double %.921191.us.1, %.921191.us.1
  %sunkaddr695 = mul i64 %loop.index.2334.us, 8
  %sunkaddr696 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, ptr %sunkaddr696, i64 8
  store double %.6.i198.1, ptr %sunkaddr697, align 8
  %sunkaddr698 = mul i64 %loop.index.2334.us, 8
  %sunkaddr699 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr698
  %sunkaddr700 = getelementptr i8, ptr %sunkaddr699, i64 16
  %.921191.us.2 = load double, ptr %sunkaddr700, align 8
  %.6.i198.2 = fmul double %.921191.us.2, %.921191.us.2
  %sunkaddr701 = mul i64 %loop.index.2334.us, 8
  %sunkaddr702 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr701
  %sunkaddr703 = getelementptr i8, ptr %sunkaddr702, i64 16
  store double %.6.i198.2, ptr %sunkaddr703, align 8
  %sunkaddr704 = mul i64 %loop.index.2334.us, 8
  %sunkaddr705 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr704
  %sunkaddr706 = getelementptr i8, ptr %sunkaddr705, i64 24
  %.921191.us.3 = load double, ptr %sunkaddr706, align 8
  %.6.i198.3 = fmul double %.921191.us.3, %.921191.us.3
  %sunkaddr707 = mul i64 %loop.index.2334.us, 8
  %sunkaddr708 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr707
  %sunkaddr709 = getelementptr i8, ptr %sunkaddr708, i64 24
  store double %.6.i198.3, ptr %sunkaddr709, align 8
  %sunkaddr710 = mul i64 %loop.index.2334.us, 8
  %sunkaddr711 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr710
  %sunkaddr712 = getelementptr i8, ptr %sunkaddr711, i64 32
  %.921191.us.4 = load double, ptr %sunkaddr712, align 8
  %.6.i198.4 = fmul double %.921191.us.4, %.921191.us.4
  %sunkaddr713 = mul i64 %loop.index.2334.us, 8
  %sunkaddr714 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr713
  %sunkaddr715 = getelementptr i8, ptr %sunkaddr714, i64 32
  store double %.6.i198.4, ptr %sunkaddr715, align 8
  %sunkaddr716 = mul i64 %loop.index.2334.us, 8
  %sunkaddr717 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr716
  %sunkaddr718 = getelementptr i8, ptr %sunkaddr717, i64 40
  %.921191.us.5 = load double, ptr %sunkaddr718, align 8
  %.6.i198.5 = fmul double %.921191.us.5, %.921191.us.5
  %sunkaddr719 = mul i64 %loop.index.2334.us, 8
  %sunkaddr720 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr719
  %sunkaddr721 = getelementptr i8, ptr %sunkaddr720, i64 40
  store double %.6.i198.5, ptr %sunkaddr721, align 8
  %sunkaddr722 = mul i64 %loop.index.2334.us, 8
  %sunkaddr723 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr722
  %sunkaddr724 = getelementptr i8, ptr %sunkaddr723, i64 48
  %.921191.us.6 = load double, ptr %sunkaddr724, align 8
  %.6.i198.6 = fmul double %.921191.us.6, %.921191.us.6
  %sunkaddr725 = mul i64 %loop.index.2334.us, 8
  %sunkaddr726 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr725
  %sunkaddr727 = getelementptr i8, ptr %sunkaddr726, i64 48
  store double %.6.i198.6, ptr %sunkaddr727, align 8
  %sunkaddr728 = mul i64 %loop.index.2334.us, 8
  %sunkaddr729 = getelementptr i8, ptr %.6.i169, i64 %sunkaddr728
  %sunkaddr730 = getelementptr i8, ptr %sunkaddr729, i64 56
  %.921191.us.7 = load double, ptr %sunkaddr730, align 8
  %.6.i198.7 = fmul double %.921191.us.7, %.921191.us.7
  %sunkaddr731 = mul i64 %loop.index.2334.us, 8
  %sunkaddr732 = getelementptr i8, ptr %.6.i197, i64 %sunkaddr731
  %sunkaddr733 = getelementptr i8, ptr %sunkaddr732, i64 56
  store double %.6.i198.7, ptr %sunkaddr733, align 8
  %.959.us.7 = add nuw nsw i64 %loop.index.2334.us, 8
  %exitcond405.not.7 = icmp eq i64 %dest_shape.1.1267, %.959.us.7
  br i1 %exitcond405.not.7, label %.89.endif.preheader.i, label %for.body.2.endif.endif.endif.us, !llvm.loop !54

B148.endif.endif.endif.endif.endif.if.if:         ; preds = %B128.i87
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.2.endif.endif.endif.us, %for.body.2.endif.endif.endif.prol, %for.body.2.endif.endif.endif.us.prol.loopexit, %middle.block363, %vec.epilog.middle.block376
  tail call void @NRT_decref(ptr nonnull %.7.i.i162)
  %xtraiter.i = and i64 %dest_shape.1.1267, 7
  %69 = icmp samesign ult i64 %dest_shape.1.1267, 8
  br i1 %69, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !55

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat558 = add i64 %const, 8
  %unroll_iter.i = and i64 %dest_shape.1.1267, %const_mat558
  %70 = add nsw i64 %dest_shape.1.1267, -8
  %71 = lshr i64 %70, 3
  %72 = add nuw nsw i64 %71, 1
  %xtraiter406 = and i64 %72, 3
  %73 = and i64 %70, 24
  %lcmp.mod407.not = icmp eq i64 %73, 24
  br i1 %lcmp.mod407.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !56

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter406, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i197, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !57
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i200.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i200.prol, align 8, !noalias !57
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !57
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !57
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !57
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !57
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !57
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !57
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter408.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter408.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !60, !llvm.loop !61

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i197, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %74 = icmp ult i64 %70, 24
  br i1 %74, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !62

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %.89.endif.epil.preheader.i, !prof !63

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i197, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %75 = shl i64 %epil.iter.i, 3
  %scevgep417 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %75
  %.106.epil.i = load double, ptr %scevgep417, align 8, !noalias !57
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %.89.endif.epil.i, !prof !64, !llvm.loop !65

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !57
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i200 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i200, align 8, !noalias !57
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !57
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !57
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !57
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !57
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !57
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !57
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !57
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i200.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i200.1, align 8, !noalias !57
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !57
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !57
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !57
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !57
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !57
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !57
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !57
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i200.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i200.2, align 8, !noalias !57
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !57
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !57
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !57
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !57
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !57
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !57
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !57
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i200.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i200.3, align 8, !noalias !57
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !57
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !57
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !57
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !57
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !57
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !57
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !67, !llvm.loop !68

for.end.2.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2.thread236
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2.thread236 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i190)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.ode_euler, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.51 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ %.75, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.20, i8 0, i64 56, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 16
  %.35.fca.2.load = load i64, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  %.42 = load ptr, ptr %.6, align 8
  %.43 = call ptr @PyNumber_Float(ptr %.42)
  %.44 = call double @PyFloat_AsDouble(ptr %.43)
  call void @Py_DecRef(ptr %.43)
  %.46 = call ptr @PyErr_Occurred()
  %.47.not = icmp eq ptr %.46, null
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !70

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.51, align 8
  %.57 = call i32 @_ZN7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.51, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, double %.44) #4
  %.58 = load ptr, ptr %excinfo, align 8
  %.67 = load double, ptr %.51, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.if, !prof !71

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif
  %.75 = call ptr @PyFloat_FromDouble(double %.67)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 4
  %.82 = icmp sgt i32 %.81, 0
  %.85 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 0
  %.87 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 1
  br i1 %.82, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.88 = sext i32 %.87 to i64
  %.89 = call ptr @PyBytes_FromStringAndSize(ptr %.85, i64 %.88)
  %.90 = load { ptr, i32, ptr, ptr, i32 }, ptr %.58, align 8
  %.91 = extractvalue { ptr, i32, ptr, ptr, i32 } %.90, 2
  %.93 = extractvalue { ptr, i32, ptr, ptr, i32 } %.90, 3
  %.95 = call ptr %.93(ptr %.91)
  %.96 = icmp eq ptr %.95, null
  br i1 %.96, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.109 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.110 = call ptr @numba_unpickle(ptr %.85, i32 %.87, ptr %.109)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.112 = phi ptr [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.110, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.113.not = icmp eq ptr %.112, null
  br i1 %.113.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.100 = call ptr @numba_runtime_build_excinfo_struct(ptr %.89, ptr nonnull %.95)
  call void @NRT_Free(ptr nonnull %.58)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.112)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyNumber_Float(ptr) local_unnamed_addr

declare double @PyFloat_AsDouble(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare ptr @PyErr_Occurred() local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels9ode_eulerB3v30B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 poison, double %.2) #4
  %.11 = load ptr, ptr %excinfo, align 8
  %.20 = load double, ptr %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.10, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !71

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.73 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.73)
  call void @Py_DecRef(ptr %.73)
  call void @numba_gil_release(ptr nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.22)
  call void @PyErr_Clear()
  %.28 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.29 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call ptr @PyBytes_FromStringAndSize(ptr %.33, i64 %.36)
  %.38 = load { ptr, i32, ptr, ptr, i32 }, ptr %.11, align 8
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 2
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.38, 3
  %.43 = call ptr %.41(ptr %.39)
  %.44 = icmp eq ptr %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 2
  %.58 = call ptr @numba_unpickle(ptr %.33, i32 %.35, ptr %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi ptr [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq ptr %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call ptr @numba_runtime_build_excinfo_struct(ptr %.37, ptr nonnull %.43)
  call void @NRT_Free(ptr nonnull %.11)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.60)
  br label %.25
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #4 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #5

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{i1 true}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = !{!"branch_weights", i32 43642408, i32 2103841240}
!17 = !{!18, !20, !21, !23}
!18 = distinct !{!18, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!19 = distinct !{!19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!20 = distinct !{!20, !19, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !30, !31}
!30 = !{!"llvm.loop.isvectorized", i32 1}
!31 = !{!"llvm.loop.unroll.runtime.disable"}
!32 = !{!"branch_weights", i32 2, i32 14}
!33 = distinct !{!33, !30, !31}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.unroll.disable"}
!36 = distinct !{!36, !30, !31}
!37 = distinct !{!37, !35}
!38 = distinct !{!38, !30}
!39 = distinct !{!39, !30}
!40 = !{!"branch_weights", i32 28785418, i32 2118698230}
!41 = !{!42, !44, !45, !47}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !35}
!49 = distinct !{!49, !35}
!50 = distinct !{!50, !30, !31}
!51 = !{!"branch_weights", i32 4, i32 12}
!52 = distinct !{!52, !30, !31}
!53 = distinct !{!53, !35}
!54 = distinct !{!54, !30}
!55 = !{!"branch_weights", i32 146201250, i32 2001282398}
!56 = !{!"branch_weights", i32 127, i32 1}
!57 = !{!58}
!58 = distinct !{!58, !59, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!60 = !{!"branch_weights", i32 1, i32 1}
!61 = distinct !{!61, !35}
!62 = !{!"branch_weights", i32 1, i32 127}
!63 = !{!"branch_weights", i32 277993707, i32 1869489941}
!64 = !{!"branch_weights", i32 542333185, i32 1605150463}
!65 = distinct !{!65, !66, !35}
!66 = !{!"llvm.loop.estimated_trip_count", i32 4}
!67 = !{!"branch_weights", i32 166258294, i32 1981225354}
!68 = distinct !{!68, !69}
!69 = !{!"llvm.loop.estimated_trip_count", i32 3}
!70 = !{!"branch_weights", i32 99, i32 1}
!71 = !{!"branch_weights", i32 49, i32 1}
