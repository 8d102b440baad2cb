; ModuleID = 'row_loop'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.row_loop = internal constant [9 x i8] c"row_loop\00"
@_ZN08NumbaEnv7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a750750B3v39B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.A.0, ptr readnone captures(none) %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, ptr readonly captures(none) %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  %arg.A.5.1.fr = freeze i64 %arg.A.5.1
  tail call void @NRT_incref(ptr %arg.A.0)
  tail call void @NRT_incref(ptr %arg.x.0)
  %.137196.not = icmp slt i64 %arg.A.5.0, 1
  br i1 %.137196.not, label %B170, label %B62.lr.ph

B62.lr.ph:                                        ; preds = %B0.endif
  %const = bitcast i64 9223372036854775792 to i64
  %.71.i46 = icmp ne i64 %arg.x.5.0.fr, %arg.A.5.1.fr
  %.76.i47 = icmp ne i64 %arg.x.5.0.fr, 1
  %or.cond.i48 = and i1 %.76.i47, %.71.i46
  %0 = mul i64 %arg.A.5.1.fr, -8
  %1 = shl i64 %arg.A.5.1.fr, 3
  %scevgep115 = getelementptr i8, ptr %arg.x.4, i64 8
  %2 = add nuw i64 %arg.A.5.0, 2305843009213693951
  %3 = mul i64 %arg.A.5.1.fr, %2
  %4 = shl i64 %3, 3
  %5 = getelementptr i8, ptr %arg.A.4, i64 %4
  %scevgep155 = getelementptr i8, ptr %5, i64 8
  %scevgep201 = getelementptr i8, ptr %arg.x.4, i64 8
  %scevgep350 = getelementptr i8, ptr %arg.A.4, i64 96
  %6 = shl i64 %arg.A.5.1.fr, 3
  br label %B128.i

B128.i:                                           ; preds = %for.end.endif, %B62.lr.ph
  %lsr.iv361 = phi ptr [ %scevgep362, %for.end.endif ], [ %arg.A.4, %B62.lr.ph ]
  %lsr.iv351 = phi ptr [ %scevgep352, %for.end.endif ], [ %scevgep350, %B62.lr.ph ]
  %s.2.0199 = phi double [ 0.000000e+00, %B62.lr.ph ], [ %.509, %for.end.endif ]
  %.143185197 = phi i64 [ 0, %B62.lr.ph ], [ %.150, %for.end.endif ]
  %7 = icmp eq i64 %arg.A.5.1.fr, 1
  %8 = ptrtoint ptr %arg.A.4 to i64
  %9 = mul i64 %1, %.143185197
  %scevgep113 = getelementptr i8, ptr %arg.A.4, i64 %9
  %10 = mul i64 %0, %.143185197
  %11 = sub i64 %10, %8
  %.150 = add nuw nsw i64 %.143185197, 1
  %.212 = mul i64 %.143185197, %arg.A.5.1.fr
  tail call void @NRT_incref(ptr %arg.A.0)
  br i1 %7, label %B128.i54, label %B90.i45

common.ret:                                       ; preds = %B62.endif.endif.endif.endif.endif.if.if, %B62.endif.endif.endif.endif.if, %B62.endif.endif.endif.if, %B170
  %common.ret.op = phi i32 [ 0, %B170 ], [ 1, %B62.endif.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.if ], [ 1, %B62.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B170:                                             ; preds = %for.end.endif, %B0.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.509, %for.end.endif ]
  tail call void @NRT_decref(ptr %arg.x.0)
  tail call void @NRT_decref(ptr %arg.A.0)
  store double %s.2.0.lcssa, ptr %retptr, align 8
  br label %common.ret

B90.i45:                                          ; preds = %B128.i
  br i1 %or.cond.i48, label %B62.endif.endif.endif.if, label %B150.i49

B128.i54:                                         ; preds = %B128.i
  %12 = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %12, label %B62.endif.endif.endif.endif.endif, label %B150.i49

B150.i49:                                         ; preds = %B128.i54, %B90.i45
  %dest_shape.1 = phi i64 [ %arg.A.5.1.fr, %B90.i45 ], [ %arg.x.5.0.fr, %B128.i54 ]
  %13 = add i64 %dest_shape.1, -1152921504606846976
  %.355 = icmp ult i64 %13, -2305843009213693952
  br i1 %.355, label %B62.endif.endif.endif.endif.if, label %B62.endif.endif.endif.endif.endif, !prof !0

B62.endif.endif.endif.if:                         ; preds = %B90.i45
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B62.endif.endif.endif.endif.if:                   ; preds = %B150.i49
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B62.endif.endif.endif.endif.endif:                ; preds = %B128.i54, %B150.i49
  %dest_shape.186 = phi i64 [ %dest_shape.1, %B150.i49 ], [ 1, %B128.i54 ]
  %.354 = shl nsw i64 %dest_shape.186, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.354, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B62.endif.endif.endif.endif.endif.if.if, label %B62.endif.endif.endif.endif.endif.endif, !prof !9

B62.endif.endif.endif.endif.endif.endif:          ; preds = %B62.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.425153 = icmp sgt i64 %dest_shape.186, 0
  br i1 %.425153, label %for.body.lr.ph, label %for.end.thread74

for.end.thread74:                                 ; preds = %B62.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.A.0)
  br label %for.end.endif

for.body.lr.ph:                                   ; preds = %B62.endif.endif.endif.endif.endif.endif
  %14 = icmp ugt i64 %arg.A.5.1.fr, 1
  br i1 %14, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %15 = icmp ugt i64 %arg.x.5.0.fr, 1
  br i1 %15, label %iter.check, label %iter.check122

iter.check122:                                    ; preds = %for.body.lr.ph.split.us
  %16 = icmp ult i64 %dest_shape.186, 4
  br i1 %16, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck112

vector.memcheck112:                               ; preds = %iter.check122
  %17 = shl i64 %dest_shape.186, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %17
  %scevgep114 = getelementptr i8, ptr %scevgep113, i64 %17
  %bound0 = icmp ult ptr %.6.i, %scevgep114
  %bound1 = icmp ult ptr %scevgep113, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0116 = icmp ult ptr %.6.i, %scevgep115
  %bound1117 = icmp ult ptr %arg.x.4, %scevgep
  %found.conflict118 = and i1 %bound0116, %bound1117
  %conflict.rdx119 = or i1 %found.conflict, %found.conflict118
  br i1 %conflict.rdx119, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check124

vector.main.loop.iter.check124:                   ; preds = %vector.memcheck112
  %min.iters.check123 = icmp ult i64 %dest_shape.186, 16
  br i1 %min.iters.check123, label %vec.epilog.ph141, label %vector.ph125

vector.ph125:                                     ; preds = %vector.main.loop.iter.check124
  %n.vec127 = and i64 %dest_shape.186, %const
  %18 = load double, ptr %arg.x.4, align 8, !alias.scope !10
  %broadcast.splatinsert = insertelement <4 x double> poison, double %18, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body128

vector.body128:                                   ; preds = %vector.body128, %vector.ph125
  %index129 = phi i64 [ 0, %vector.ph125 ], [ %index.next134, %vector.body128 ]
  %19 = shl i64 %index129, 3
  %scevgep358 = getelementptr i8, ptr %lsr.iv351, i64 %19
  %scevgep359 = getelementptr i8, ptr %scevgep358, i64 -96
  %20 = shl i64 %index129, 3
  %scevgep356 = getelementptr i8, ptr %lsr.iv351, i64 %20
  %scevgep357 = getelementptr i8, ptr %scevgep356, i64 -64
  %21 = shl i64 %index129, 3
  %scevgep354 = getelementptr i8, ptr %lsr.iv351, i64 %21
  %scevgep355 = getelementptr i8, ptr %scevgep354, i64 -32
  %22 = shl i64 %index129, 3
  %scevgep353 = getelementptr i8, ptr %lsr.iv351, i64 %22
  %wide.load130 = load <4 x double>, ptr %scevgep359, align 8, !alias.scope !13
  %wide.load131 = load <4 x double>, ptr %scevgep357, align 8, !alias.scope !13
  %wide.load132 = load <4 x double>, ptr %scevgep355, align 8, !alias.scope !13
  %wide.load133 = load <4 x double>, ptr %scevgep353, align 8, !alias.scope !13
  %23 = fmul <4 x double> %wide.load130, %broadcast.splat
  %24 = fmul <4 x double> %wide.load131, %broadcast.splat
  %25 = fmul <4 x double> %wide.load132, %broadcast.splat
  %26 = fmul <4 x double> %wide.load133, %broadcast.splat
  %sunkaddr = mul i64 %index129, 8
  %sunkaddr482 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  store <4 x double> %23, ptr %sunkaddr482, align 8, !alias.scope !15, !noalias !17
  %sunkaddr483 = mul i64 %index129, 8
  %sunkaddr484 = getelementptr i8, ptr %.6.i, i64 %sunkaddr483
  %sunkaddr485 = getelementptr i8, ptr %sunkaddr484, i64 32
  store <4 x double> %24, ptr %sunkaddr485, align 8, !alias.scope !15, !noalias !17
  %sunkaddr486 = mul i64 %index129, 8
  %sunkaddr487 = getelementptr i8, ptr %.6.i, i64 %sunkaddr486
  %sunkaddr488 = getelementptr i8, ptr %sunkaddr487, i64 64
  store <4 x double> %25, ptr %sunkaddr488, align 8, !alias.scope !15, !noalias !17
  %sunkaddr489 = mul i64 %index129, 8
  %sunkaddr490 = getelementptr i8, ptr %.6.i, i64 %sunkaddr489
  %sunkaddr491 = getelementptr i8, ptr %sunkaddr490, i64 96
  store <4 x double> %26, ptr %sunkaddr491, align 8, !alias.scope !15, !noalias !17
  %index.next134 = add nuw i64 %index129, 16
  %27 = icmp eq i64 %n.vec127, %index.next134
  br i1 %27, label %middle.block135, label %vector.body128, !llvm.loop !18

middle.block135:                                  ; preds = %vector.body128
  %cmp.n136 = icmp eq i64 %dest_shape.186, %n.vec127
  br i1 %cmp.n136, label %.89.endif.preheader.i, label %vec.epilog.iter.check139

vec.epilog.iter.check139:                         ; preds = %middle.block135
  %28 = and i64 %dest_shape.186, 12
  %min.epilog.iters.check140 = icmp eq i64 %28, 0
  br i1 %min.epilog.iters.check140, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph141, !prof !21

vec.epilog.ph141:                                 ; preds = %vector.main.loop.iter.check124, %vec.epilog.iter.check139
  %vec.epilog.resume.val137 = phi i64 [ %n.vec127, %vec.epilog.iter.check139 ], [ 0, %vector.main.loop.iter.check124 ]
  %const_mat478 = add i64 %const, 12
  %n.vec143 = and i64 %dest_shape.186, %const_mat478
  %29 = load double, ptr %arg.x.4, align 8, !alias.scope !10
  %broadcast.splatinsert147 = insertelement <4 x double> poison, double %29, i64 0
  %broadcast.splat148 = shufflevector <4 x double> %broadcast.splatinsert147, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body144

vec.epilog.vector.body144:                        ; preds = %vec.epilog.vector.body144, %vec.epilog.ph141
  %index145 = phi i64 [ %vec.epilog.resume.val137, %vec.epilog.ph141 ], [ %index.next149, %vec.epilog.vector.body144 ]
  %30 = shl i64 %index145, 3
  %scevgep363 = getelementptr i8, ptr %lsr.iv361, i64 %30
  %wide.load146 = load <4 x double>, ptr %scevgep363, align 8, !alias.scope !13
  %31 = fmul <4 x double> %wide.load146, %broadcast.splat148
  %32 = shl i64 %index145, 3
  %scevgep360 = getelementptr i8, ptr %.6.i, i64 %32
  store <4 x double> %31, ptr %scevgep360, align 8, !alias.scope !15, !noalias !17
  %index.next149 = add nuw i64 %index145, 4
  %33 = icmp eq i64 %n.vec143, %index.next149
  br i1 %33, label %vec.epilog.middle.block150, label %vec.epilog.vector.body144, !llvm.loop !22

vec.epilog.middle.block150:                       ; preds = %vec.epilog.vector.body144
  %cmp.n151 = icmp eq i64 %dest_shape.186, %n.vec143
  br i1 %cmp.n151, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck112, %iter.check122, %vec.epilog.iter.check139, %vec.epilog.middle.block150
  %loop.index156.us.ph = phi i64 [ 0, %iter.check122 ], [ 0, %vector.memcheck112 ], [ %n.vec127, %vec.epilog.iter.check139 ], [ %n.vec143, %vec.epilog.middle.block150 ]
  %34 = sub nsw i64 %dest_shape.186, %loop.index156.us.ph
  %xtraiter246 = and i64 %34, 7
  %lcmp.mod247.not = icmp eq i64 %xtraiter246, 0
  br i1 %lcmp.mod247.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv366 = phi i64 [ %xtraiter246, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next367, %for.body.endif.endif.endif.us.prol ]
  %loop.index156.us.prol = phi i64 [ %.473.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index156.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %35 = shl i64 %loop.index156.us.prol, 3
  %scevgep365 = getelementptr i8, ptr %lsr.iv361, i64 %35
  %.435.us.prol = load double, ptr %scevgep365, align 8
  %.444.us.prol = load double, ptr %arg.x.4, align 8
  %.6.i59.prol = fmul double %.435.us.prol, %.444.us.prol
  %36 = shl i64 %loop.index156.us.prol, 3
  %scevgep364 = getelementptr i8, ptr %.6.i, i64 %36
  store double %.6.i59.prol, ptr %scevgep364, align 8
  %.473.us.prol = add nuw i64 %loop.index156.us.prol, 1
  %lsr.iv.next367 = add nsw i64 %lsr.iv366, -1
  %prol.iter248.cmp.not = icmp eq i64 %lsr.iv.next367, 0
  br i1 %prol.iter248.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !23

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index156.us.unr = phi i64 [ %loop.index156.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.473.us.prol, %for.body.endif.endif.endif.us.prol ]
  %37 = sub nsw i64 %loop.index156.us.ph, %dest_shape.186
  %38 = icmp ugt i64 %37, -8
  br i1 %38, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.preheader256

for.body.endif.endif.endif.us.preheader256:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check:                                       ; preds = %for.body.lr.ph.split.us
  %39 = icmp ult i64 %dest_shape.186, 4
  br i1 %39, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %40 = ptrtoint ptr %.6.i to i64
  %41 = ptrtoint ptr %arg.x.4 to i64
  %42 = add i64 %11, %40
  %diff.check = icmp ult i64 %42, 128
  %43 = sub i64 %40, %41
  %diff.check96 = icmp ult i64 %43, 128
  %conflict.rdx = or i1 %diff.check, %diff.check96
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check97 = icmp ult i64 %dest_shape.186, 16
  br i1 %min.iters.check97, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.186, %const
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %44 = shl i64 %index, 3
  %scevgep419 = getelementptr i8, ptr %lsr.iv351, i64 %44
  %scevgep420 = getelementptr i8, ptr %scevgep419, i64 -96
  %45 = shl i64 %index, 3
  %scevgep417 = getelementptr i8, ptr %lsr.iv351, i64 %45
  %scevgep418 = getelementptr i8, ptr %scevgep417, i64 -64
  %46 = shl i64 %index, 3
  %scevgep415 = getelementptr i8, ptr %lsr.iv351, i64 %46
  %scevgep416 = getelementptr i8, ptr %scevgep415, i64 -32
  %47 = shl i64 %index, 3
  %scevgep414 = getelementptr i8, ptr %lsr.iv351, i64 %47
  %wide.load = load <4 x double>, ptr %scevgep420, align 8
  %wide.load98 = load <4 x double>, ptr %scevgep418, align 8
  %wide.load99 = load <4 x double>, ptr %scevgep416, align 8
  %wide.load100 = load <4 x double>, ptr %scevgep414, align 8
  %sunkaddr492 = mul i64 %index, 8
  %sunkaddr493 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr492
  %wide.load101 = load <4 x double>, ptr %sunkaddr493, align 8
  %sunkaddr494 = mul i64 %index, 8
  %sunkaddr495 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr494
  %sunkaddr496 = getelementptr i8, ptr %sunkaddr495, i64 32
  %wide.load102 = load <4 x double>, ptr %sunkaddr496, align 8
  %sunkaddr497 = mul i64 %index, 8
  %sunkaddr498 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr497
  %sunkaddr499 = getelementptr i8, ptr %sunkaddr498, i64 64
  %wide.load103 = load <4 x double>, ptr %sunkaddr499, align 8
  %sunkaddr500 = mul i64 %index, 8
  %sunkaddr501 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr500
  %sunkaddr502 = getelementptr i8, ptr %sunkaddr501, i64 96
  %wide.load104 = load <4 x double>, ptr %sunkaddr502, align 8
  %48 = fmul <4 x double> %wide.load, %wide.load101
  %49 = fmul <4 x double> %wide.load98, %wide.load102
  %50 = fmul <4 x double> %wide.load99, %wide.load103
  %51 = fmul <4 x double> %wide.load100, %wide.load104
  %sunkaddr503 = mul i64 %index, 8
  %sunkaddr504 = getelementptr i8, ptr %.6.i, i64 %sunkaddr503
  store <4 x double> %48, ptr %sunkaddr504, align 8
  %sunkaddr505 = mul i64 %index, 8
  %sunkaddr506 = getelementptr i8, ptr %.6.i, i64 %sunkaddr505
  %sunkaddr507 = getelementptr i8, ptr %sunkaddr506, i64 32
  store <4 x double> %49, ptr %sunkaddr507, align 8
  %sunkaddr508 = mul i64 %index, 8
  %sunkaddr509 = getelementptr i8, ptr %.6.i, i64 %sunkaddr508
  %sunkaddr510 = getelementptr i8, ptr %sunkaddr509, i64 64
  store <4 x double> %50, ptr %sunkaddr510, align 8
  %sunkaddr511 = mul i64 %index, 8
  %sunkaddr512 = getelementptr i8, ptr %.6.i, i64 %sunkaddr511
  %sunkaddr513 = getelementptr i8, ptr %sunkaddr512, i64 96
  store <4 x double> %51, ptr %sunkaddr513, align 8
  %index.next = add nuw i64 %index, 16
  %52 = icmp eq i64 %n.vec, %index.next
  br i1 %52, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.186, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %53 = and i64 %dest_shape.186, 12
  %min.epilog.iters.check = icmp eq i64 %53, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph, !prof !21

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat479 = add i64 %const, 12
  %n.vec106 = and i64 %dest_shape.186, %const_mat479
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index107 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next110, %vec.epilog.vector.body ]
  %54 = shl i64 %index107, 3
  %scevgep423 = getelementptr i8, ptr %lsr.iv361, i64 %54
  %wide.load108 = load <4 x double>, ptr %scevgep423, align 8
  %55 = shl i64 %index107, 3
  %scevgep422 = getelementptr i8, ptr %arg.x.4, i64 %55
  %wide.load109 = load <4 x double>, ptr %scevgep422, align 8
  %56 = fmul <4 x double> %wide.load108, %wide.load109
  %57 = shl i64 %index107, 3
  %scevgep421 = getelementptr i8, ptr %.6.i, i64 %57
  store <4 x double> %56, ptr %scevgep421, align 8
  %index.next110 = add nuw i64 %index107, 4
  %58 = icmp eq i64 %n.vec106, %index.next110
  br i1 %58, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n111 = icmp eq i64 %dest_shape.186, %n.vec106
  br i1 %cmp.n111, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index156.us.us.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec106, %vec.epilog.middle.block ]
  %59 = sub nsw i64 %dest_shape.186, %loop.index156.us.us.ph
  %xtraiter249 = and i64 %59, 7
  %lcmp.mod250.not = icmp eq i64 %xtraiter249, 0
  br i1 %lcmp.mod250.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv427 = phi i64 [ %xtraiter249, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next428, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index156.us.us.prol = phi i64 [ %.473.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index156.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %60 = shl i64 %loop.index156.us.us.prol, 3
  %scevgep426 = getelementptr i8, ptr %lsr.iv361, i64 %60
  %.435.us.us.prol = load double, ptr %scevgep426, align 8
  %61 = shl i64 %loop.index156.us.us.prol, 3
  %scevgep425 = getelementptr i8, ptr %arg.x.4, i64 %61
  %.444.us.us.prol = load double, ptr %scevgep425, align 8
  %.6.i58.prol = fmul double %.435.us.us.prol, %.444.us.us.prol
  %62 = shl i64 %loop.index156.us.us.prol, 3
  %scevgep424 = getelementptr i8, ptr %.6.i, i64 %62
  store double %.6.i58.prol, ptr %scevgep424, align 8
  %.473.us.us.prol = add nuw i64 %loop.index156.us.us.prol, 1
  %lsr.iv.next428 = add nsw i64 %lsr.iv427, -1
  %prol.iter251.cmp.not = icmp eq i64 %lsr.iv.next428, 0
  br i1 %prol.iter251.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !27

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index156.us.us.unr = phi i64 [ %loop.index156.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.473.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %63 = sub nsw i64 %loop.index156.us.us.ph, %dest_shape.186
  %64 = icmp ugt i64 %63, -8
  br i1 %64, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us.preheader255

for.body.endif.endif.endif.us.us.preheader255:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader255, %for.body.endif.endif.endif.us.us
  %loop.index156.us.us = phi i64 [ %.473.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index156.us.us.unr, %for.body.endif.endif.endif.us.us.preheader255 ]
  %65 = shl i64 %loop.index156.us.us, 3
  %scevgep462 = getelementptr i8, ptr %lsr.iv361, i64 %65
  %.435.us.us = load double, ptr %scevgep462, align 8
  %sunkaddr514 = mul i64 %loop.index156.us.us, 8
  %sunkaddr515 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr514
  %.444.us.us = load double, ptr %sunkaddr515, align 8
  %.6.i58 = fmul double %.435.us.us, %.444.us.us
  %66 = shl i64 %loop.index156.us.us, 3
  %sunkaddr516 = mul i64 %loop.index156.us.us, 8
  %sunkaddr517 = getelementptr i8, ptr %.6.i, i64 %sunkaddr516
  store double %.6.i58, ptr %sunkaddr517, align 8
  %scevgep465 = getelementptr i8, ptr %lsr.iv361, i64 %66
  %scevgep466 = getelementptr i8, ptr %scevgep465, i64 8
  %.435.us.us.1 = load double, ptr %scevgep466, align 8
  %sunkaddr518 = mul i64 %loop.index156.us.us, 8
  %sunkaddr519 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr518
  %sunkaddr520 = getelementptr i8, ptr %sunkaddr519, i64 8
  %.444.us.us.1 = load double, ptr %sunkaddr520, align 8
  %.6.i58.1 = fmul double %.435.us.us.1, %.444.us.us.1
  %67 = shl i64 %loop.index156.us.us, 3
  %sunkaddr521 = mul i64 %loop.index156.us.us, 8
  %sunkaddr522 = getelementptr i8, ptr %.6.i, i64 %sunkaddr521
  %sunkaddr523 = getelementptr i8, ptr %sunkaddr522, i64 8
  store double %.6.i58.1, ptr %sunkaddr523, align 8
  %scevgep467 = getelementptr i8, ptr %lsr.iv361, i64 %67
  %scevgep468 = getelementptr i8, ptr %scevgep467, i64 16
  %.435.us.us.2 = load double, ptr %scevgep468, align 8
  %sunkaddr524 = mul i64 %loop.index156.us.us, 8
  %sunkaddr525 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr524
  %sunkaddr526 = getelementptr i8, ptr %sunkaddr525, i64 16
  %.444.us.us.2 = load double, ptr %sunkaddr526, align 8
  %.6.i58.2 = fmul double %.435.us.us.2, %.444.us.us.2
  %68 = shl i64 %loop.index156.us.us, 3
  %sunkaddr527 = mul i64 %loop.index156.us.us, 8
  %sunkaddr528 = getelementptr i8, ptr %.6.i, i64 %sunkaddr527
  %sunkaddr529 = getelementptr i8, ptr %sunkaddr528, i64 16
  store double %.6.i58.2, ptr %sunkaddr529, align 8
  %scevgep469 = getelementptr i8, ptr %lsr.iv361, i64 %68
  %scevgep470 = getelementptr i8, ptr %scevgep469, i64 24
  %.435.us.us.3 = load double, ptr %scevgep470, align 8
  %sunkaddr530 = mul i64 %loop.index156.us.us, 8
  %sunkaddr531 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr530
  %sunkaddr532 = getelementptr i8, ptr %sunkaddr531, i64 24
  %.444.us.us.3 = load double, ptr %sunkaddr532, align 8
  %.6.i58.3 = fmul double %.435.us.us.3, %.444.us.us.3
  %69 = shl i64 %loop.index156.us.us, 3
  %sunkaddr533 = mul i64 %loop.index156.us.us, 8
  %sunkaddr534 = getelementptr i8, ptr %.6.i, i64 %sunkaddr533
  %sunkaddr535 = getelementptr i8, ptr %sunkaddr534, i64 24
  store double %.6.i58.3, ptr %sunkaddr535, align 8
  %scevgep460 = getelementptr i8, ptr %lsr.iv361, i64 %69
  %scevgep461 = getelementptr i8, ptr %scevgep460, i64 32
  %.435.us.us.4 = load double, ptr %scevgep461, align 8
  %sunkaddr536 = mul i64 %loop.index156.us.us, 8
  %sunkaddr537 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr536
  %sunkaddr538 = getelementptr i8, ptr %sunkaddr537, i64 32
  %.444.us.us.4 = load double, ptr %sunkaddr538, align 8
  %.6.i58.4 = fmul double %.435.us.us.4, %.444.us.us.4
  %70 = shl i64 %loop.index156.us.us, 3
  %sunkaddr539 = mul i64 %loop.index156.us.us, 8
  %sunkaddr540 = getelementptr i8, ptr %.6.i, i64 %sunkaddr539
  %sunkaddr541 = getelementptr i8, ptr %sunkaddr540, i64 32
  store double %.6.i58.4, ptr %sunkaddr541, align 8
  %scevgep473 = getelementptr i8, ptr %lsr.iv361, i64 %70
  %scevgep474 = getelementptr i8, ptr %scevgep473, i64 40
  %.435.us.us.5 = load double, ptr %scevgep474, align 8
  %sunkaddr542 = mul i64 %loop.index156.us.us, 8
  %sunkaddr543 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr542
  %sunkaddr544 = getelementptr i8, ptr %sunkaddr543, i64 40
  %.444.us.us.5 = load double, ptr %sunkaddr544, align 8
  %.6.i58.5 = fmul double %.435.us.us.5, %.444.us.us.5
  %71 = shl i64 %loop.index156.us.us, 3
  %sunkaddr545 = mul i64 %loop.index156.us.us, 8
  %sunkaddr546 = getelementptr i8, ptr %.6.i, i64 %sunkaddr545
  %sunkaddr547 = getelementptr i8, ptr %sunkaddr546, i64 40
  store double %.6.i58.5, ptr %sunkaddr547, align 8
  %scevgep471 = getelementptr i8, ptr %lsr.iv361, i64 %71
  %scevgep472 = getelementptr i8, ptr %scevgep471, i64 48
  %.435.us.us.6 = load double, ptr %scevgep472, align 8
  %sunkaddr548 = mul i64 %loop.index156.us.us, 8
  %sunkaddr549 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr548
  %sunkaddr550 = getelementptr i8, ptr %sunkaddr549, i64 48
  %.444.us.us.6 = load double, ptr %sunkaddr550, align 8
  %.6.i58.6 = fmul double %.435.us.us.6, %.444.us.us.6
  %72 = shl i64 %loop.index156.us.us, 3
  %sunkaddr551 = mul i64 %loop.index156.us.us, 8
  %sunkaddr552 = getelementptr i8, ptr %.6.i, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, ptr %sunkaddr552, i64 48
  store double %.6.i58.6, ptr %sunkaddr553, align 8
  %scevgep463 = getelementptr i8, ptr %lsr.iv361, i64 %72
  %scevgep464 = getelementptr i8, ptr %scevgep463, i64 56
  %.435.us.us.7 = load double, ptr %scevgep464, align 8
  %sunkaddr554 = mul i64 %loop.index156.us.us, 8
  %sunkaddr555 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr554
  %sunkaddr556 = getelementptr i8, ptr %sunkaddr555, i64 56
  %.444.us.us.7 = load double, ptr %sunkaddr556, align 8
  %.6.i58.7 = fmul double %.435.us.us.7, %.444.us.us.7
  %sunkaddr557 = mul i64 %loop.index156.us.us, 8
  %sunkaddr558 = getelementptr i8, ptr %.6.i, i64 %sunkaddr557
  %sunkaddr559 = getelementptr i8, ptr %sunkaddr558, i64 56
  store double %.6.i58.7, ptr %sunkaddr559, align 8
  %.473.us.us.7 = add nuw nsw i64 %loop.index156.us.us, 8
  %exitcond238.not.7 = icmp eq i64 %dest_shape.186, %.473.us.us.7
  br i1 %exitcond238.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us.us, !llvm.loop !28

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader256, %for.body.endif.endif.endif.us
  %loop.index156.us = phi i64 [ %.473.us.7, %for.body.endif.endif.endif.us ], [ %loop.index156.us.unr, %for.body.endif.endif.endif.us.preheader256 ]
  %73 = shl i64 %loop.index156.us, 3
  %scevgep386 = getelementptr i8, ptr %lsr.iv361, i64 %73
  %.435.us = load double, ptr %scevgep386, align 8
  %.444.us = load double, ptr %arg.x.4, align 8
  %.6.i59 = fmul double %.435.us, %.444.us
  %74 = shl i64 %loop.index156.us, 3
  %sunkaddr560 = mul i64 %loop.index156.us, 8
  %sunkaddr561 = getelementptr i8, ptr %.6.i, i64 %sunkaddr560
  store double %.6.i59, ptr %sunkaddr561, align 8
  %scevgep389 = getelementptr i8, ptr %lsr.iv361, i64 %74
  %scevgep390 = getelementptr i8, ptr %scevgep389, i64 8
  %.435.us.1 = load double, ptr %scevgep390, align 8
  %.444.us.1 = load double, ptr %arg.x.4, align 8
  %.6.i59.1 = fmul double %.435.us.1, %.444.us.1
  %75 = shl i64 %loop.index156.us, 3
  %sunkaddr562 = mul i64 %loop.index156.us, 8
  %sunkaddr563 = getelementptr i8, ptr %.6.i, i64 %sunkaddr562
  %sunkaddr564 = getelementptr i8, ptr %sunkaddr563, i64 8
  store double %.6.i59.1, ptr %sunkaddr564, align 8
  %scevgep391 = getelementptr i8, ptr %lsr.iv361, i64 %75
  %scevgep392 = getelementptr i8, ptr %scevgep391, i64 16
  %.435.us.2 = load double, ptr %scevgep392, align 8
  %.444.us.2 = load double, ptr %arg.x.4, align 8
  %.6.i59.2 = fmul double %.435.us.2, %.444.us.2
  %76 = shl i64 %loop.index156.us, 3
  %sunkaddr565 = mul i64 %loop.index156.us, 8
  %sunkaddr566 = getelementptr i8, ptr %.6.i, i64 %sunkaddr565
  %sunkaddr567 = getelementptr i8, ptr %sunkaddr566, i64 16
  store double %.6.i59.2, ptr %sunkaddr567, align 8
  %scevgep393 = getelementptr i8, ptr %lsr.iv361, i64 %76
  %scevgep394 = getelementptr i8, ptr %scevgep393, i64 24
  %.435.us.3 = load double, ptr %scevgep394, align 8
  %.444.us.3 = load double, ptr %arg.x.4, align 8
  %.6.i59.3 = fmul double %.435.us.3, %.444.us.3
  %77 = shl i64 %loop.index156.us, 3
  %sunkaddr568 = mul i64 %loop.index156.us, 8
  %sunkaddr569 = getelementptr i8, ptr %.6.i, i64 %sunkaddr568
  %sunkaddr570 = getelementptr i8, ptr %sunkaddr569, i64 24
  store double %.6.i59.3, ptr %sunkaddr570, align 8
  %scevgep384 = getelementptr i8, ptr %lsr.iv361, i64 %77
  %scevgep385 = getelementptr i8, ptr %scevgep384, i64 32
  %.435.us.4 = load double, ptr %scevgep385, align 8
  %.444.us.4 = load double, ptr %arg.x.4, align 8
  %.6.i59.4 = fmul double %.435.us.4, %.444.us.4
  %78 = shl i64 %loop.index156.us, 3
  %sunkaddr571 = mul i64 %loop.index156.us, 8
  %sunkaddr572 = getelementptr i8, ptr %.6.i, i64 %sunkaddr571
  %sunkaddr573 = getelementptr i8, ptr %sunkaddr572, i64 32
  store double %.6.i59.4, ptr %sunkaddr573, align 8
  %scevgep397 = getelementptr i8, ptr %lsr.iv361, i64 %78
  %scevgep398 = getelementptr i8, ptr %scevgep397, i64 40
  %.435.us.5 = load double, ptr %scevgep398, align 8
  %.444.us.5 = load double, ptr %arg.x.4, align 8
  %.6.i59.5 = fmul double %.435.us.5, %.444.us.5
  %79 = shl i64 %loop.index156.us, 3
  %sunkaddr574 = mul i64 %loop.index156.us, 8
  %sunkaddr575 = getelementptr i8, ptr %.6.i, i64 %sunkaddr574
  %sunkaddr576 = getelementptr i8, ptr %sunkaddr575, i64 40
  store double %.6.i59.5, ptr %sunkaddr576, align 8
  %scevgep395 = getelementptr i8, ptr %lsr.iv361, i64 %79
  %scevgep396 = getelementptr i8, ptr %scevgep395, i64 48
  %.435.us.6 = load double, ptr %scevgep396, align 8
  %.444.us.6 = load double, ptr %arg.x.4, align 8
  %.6.i59.6 = fmul double %.435.us.6, %.444.us.6
  %80 = shl i64 %loop.index156.us, 3
  %sunkaddr577 = mul i64 %loop.index156.us, 8
  %sunkaddr578 = getelementptr i8, ptr %.6.i, i64 %sunkaddr577
  %sunkaddr579 = getelementptr i8, ptr %sunkaddr578, i64 48
  store double %.6.i59.6, ptr %sunkaddr579, align 8
  %scevgep387 = getelementptr i8, ptr %lsr.iv361, i64 %80
  %scevgep388 = getelementptr i8, ptr %scevgep387, i64 56
  %.435.us.7 = load double, ptr %scevgep388, align 8
  %.444.us.7 = load double, ptr %arg.x.4, align 8
  %.6.i59.7 = fmul double %.435.us.7, %.444.us.7
  %sunkaddr580 = mul i64 %loop.index156.us, 8
  %sunkaddr581 = getelementptr i8, ptr %.6.i, i64 %sunkaddr580
  %sunkaddr582 = getelementptr i8, ptr %sunkaddr581, i64 56
  store double %.6.i59.7, ptr %sunkaddr582, align 8
  %.473.us.7 = add nuw nsw i64 %loop.index156.us, 8
  %exitcond237.not.7 = icmp eq i64 %dest_shape.186, %.473.us.7
  br i1 %exitcond237.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us, !llvm.loop !29

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %81 = icmp ugt i64 %arg.x.5.0.fr, 1
  br i1 %81, label %iter.check166, label %iter.check212

iter.check212:                                    ; preds = %for.body.lr.ph.split
  %min.iters.check210 = icmp eq i64 %dest_shape.186, 1
  br i1 %min.iters.check210, label %for.body.endif.endif.endif.preheader, label %vector.memcheck199

vector.memcheck199:                               ; preds = %iter.check212
  %82 = shl i64 %dest_shape.186, 3
  %scevgep200 = getelementptr i8, ptr %.6.i, i64 %82
  %bound0202 = icmp ult ptr %.6.i, %scevgep155
  %bound1203 = icmp ult ptr %arg.A.4, %scevgep200
  %found.conflict204 = and i1 %bound0202, %bound1203
  %bound0206 = icmp ult ptr %.6.i, %scevgep201
  %bound1207 = icmp ult ptr %arg.x.4, %scevgep200
  %found.conflict208 = and i1 %bound0206, %bound1207
  %conflict.rdx209 = or i1 %found.conflict204, %found.conflict208
  br i1 %conflict.rdx209, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check214

vector.main.loop.iter.check214:                   ; preds = %vector.memcheck199
  %min.iters.check213 = icmp ult i64 %dest_shape.186, 16
  br i1 %min.iters.check213, label %vec.epilog.ph229, label %vector.ph215

vector.ph215:                                     ; preds = %vector.main.loop.iter.check214
  %n.vec217 = and i64 %dest_shape.186, %const
  %83 = load double, ptr %arg.x.4, align 8, !alias.scope !30
  %sunkaddr583 = mul i64 %.212, 8
  %sunkaddr584 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr583
  %84 = load double, ptr %sunkaddr584, align 8, !alias.scope !33
  %85 = fmul double %84, %83
  %broadcast.splatinsert220 = insertelement <4 x double> poison, double %85, i64 0
  %broadcast.splat221 = shufflevector <4 x double> %broadcast.splatinsert220, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body218

vector.body218:                                   ; preds = %vector.body218, %vector.ph215
  %index219 = phi i64 [ 0, %vector.ph215 ], [ %index.next222, %vector.body218 ]
  %sunkaddr585 = mul i64 %index219, 8
  %sunkaddr586 = getelementptr i8, ptr %.6.i, i64 %sunkaddr585
  store <4 x double> %broadcast.splat221, ptr %sunkaddr586, align 8, !alias.scope !35, !noalias !37
  %sunkaddr587 = mul i64 %index219, 8
  %sunkaddr588 = getelementptr i8, ptr %.6.i, i64 %sunkaddr587
  %sunkaddr589 = getelementptr i8, ptr %sunkaddr588, i64 32
  store <4 x double> %broadcast.splat221, ptr %sunkaddr589, align 8, !alias.scope !35, !noalias !37
  %sunkaddr590 = mul i64 %index219, 8
  %sunkaddr591 = getelementptr i8, ptr %.6.i, i64 %sunkaddr590
  %sunkaddr592 = getelementptr i8, ptr %sunkaddr591, i64 64
  store <4 x double> %broadcast.splat221, ptr %sunkaddr592, align 8, !alias.scope !35, !noalias !37
  %sunkaddr593 = mul i64 %index219, 8
  %sunkaddr594 = getelementptr i8, ptr %.6.i, i64 %sunkaddr593
  %sunkaddr595 = getelementptr i8, ptr %sunkaddr594, i64 96
  store <4 x double> %broadcast.splat221, ptr %sunkaddr595, align 8, !alias.scope !35, !noalias !37
  %index.next222 = add nuw i64 %index219, 16
  %86 = icmp eq i64 %n.vec217, %index.next222
  br i1 %86, label %middle.block223, label %vector.body218, !llvm.loop !38

middle.block223:                                  ; preds = %vector.body218
  %cmp.n224 = icmp eq i64 %dest_shape.186, %n.vec217
  br i1 %cmp.n224, label %.89.endif.preheader.i, label %vec.epilog.iter.check227

vec.epilog.iter.check227:                         ; preds = %middle.block223
  %87 = and i64 %dest_shape.186, 14
  %min.epilog.iters.check228 = icmp eq i64 %87, 0
  br i1 %min.epilog.iters.check228, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph229, !prof !39

vec.epilog.ph229:                                 ; preds = %vector.main.loop.iter.check214, %vec.epilog.iter.check227
  %vec.epilog.resume.val225 = phi i64 [ %n.vec217, %vec.epilog.iter.check227 ], [ 0, %vector.main.loop.iter.check214 ]
  %const_mat481 = add i64 %const, 14
  %n.vec231 = and i64 %dest_shape.186, %const_mat481
  %88 = load double, ptr %arg.x.4, align 8, !alias.scope !30
  %sunkaddr596 = mul i64 %.212, 8
  %sunkaddr597 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr596
  %89 = load double, ptr %sunkaddr597, align 8, !alias.scope !33
  %90 = fmul double %89, %88
  %broadcast.splatinsert234 = insertelement <2 x double> poison, double %90, i64 0
  %broadcast.splat235 = shufflevector <2 x double> %broadcast.splatinsert234, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body232

vec.epilog.vector.body232:                        ; preds = %vec.epilog.vector.body232, %vec.epilog.ph229
  %index233 = phi i64 [ %vec.epilog.resume.val225, %vec.epilog.ph229 ], [ %index.next236, %vec.epilog.vector.body232 ]
  %91 = shl i64 %index233, 3
  %scevgep270 = getelementptr i8, ptr %.6.i, i64 %91
  store <2 x double> %broadcast.splat235, ptr %scevgep270, align 8, !alias.scope !35, !noalias !37
  %index.next236 = add nuw i64 %index233, 2
  %92 = icmp eq i64 %n.vec231, %index.next236
  br i1 %92, label %vec.epilog.middle.block237, label %vec.epilog.vector.body232, !llvm.loop !40

vec.epilog.middle.block237:                       ; preds = %vec.epilog.vector.body232
  %cmp.n238 = icmp eq i64 %dest_shape.186, %n.vec231
  br i1 %cmp.n238, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck199, %iter.check212, %vec.epilog.iter.check227, %vec.epilog.middle.block237
  %loop.index156.ph = phi i64 [ 0, %iter.check212 ], [ 0, %vector.memcheck199 ], [ %n.vec217, %vec.epilog.iter.check227 ], [ %n.vec231, %vec.epilog.middle.block237 ]
  %93 = sub nsw i64 %dest_shape.186, %loop.index156.ph
  %xtraiter = and i64 %93, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next, %for.body.endif.endif.endif.prol ]
  %loop.index156.prol = phi i64 [ %.473.prol, %for.body.endif.endif.endif.prol ], [ %loop.index156.ph, %for.body.endif.endif.endif.prol.preheader ]
  %sunkaddr598 = mul i64 %.212, 8
  %sunkaddr599 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr598
  %.435.prol = load double, ptr %sunkaddr599, align 8
  %.444.prol = load double, ptr %arg.x.4, align 8
  %.6.i61.prol = fmul double %.435.prol, %.444.prol
  %94 = shl i64 %loop.index156.prol, 3
  %scevgep271 = getelementptr i8, ptr %.6.i, i64 %94
  store double %.6.i61.prol, ptr %scevgep271, align 8
  %.473.prol = add nuw i64 %loop.index156.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !41

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index156.unr = phi i64 [ %loop.index156.ph, %for.body.endif.endif.endif.preheader ], [ %.473.prol, %for.body.endif.endif.endif.prol ]
  %95 = sub nsw i64 %loop.index156.ph, %dest_shape.186
  %96 = icmp ugt i64 %95, -8
  br i1 %96, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.preheader260

for.body.endif.endif.endif.preheader260:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check166:                                    ; preds = %for.body.lr.ph.split
  %min.iters.check164 = icmp ult i64 %dest_shape.186, 4
  br i1 %min.iters.check164, label %for.body.endif.endif.endif.us161.preheader, label %vector.memcheck153

vector.memcheck153:                               ; preds = %iter.check166
  %97 = shl i64 %dest_shape.186, 3
  %scevgep154 = getelementptr i8, ptr %.6.i, i64 %97
  %scevgep156 = getelementptr i8, ptr %arg.x.4, i64 %97
  %bound0157 = icmp ult ptr %.6.i, %scevgep155
  %bound1158 = icmp ult ptr %arg.A.4, %scevgep154
  %found.conflict159 = and i1 %bound0157, %bound1158
  %bound0160 = icmp ult ptr %.6.i, %scevgep156
  %bound1161 = icmp ult ptr %arg.x.4, %scevgep154
  %found.conflict162 = and i1 %bound0160, %bound1161
  %conflict.rdx163 = or i1 %found.conflict159, %found.conflict162
  br i1 %conflict.rdx163, label %for.body.endif.endif.endif.us161.preheader, label %vector.main.loop.iter.check168

vector.main.loop.iter.check168:                   ; preds = %vector.memcheck153
  %min.iters.check167 = icmp ult i64 %dest_shape.186, 16
  br i1 %min.iters.check167, label %vec.epilog.ph187, label %vector.ph169

vector.ph169:                                     ; preds = %vector.main.loop.iter.check168
  %n.vec171 = and i64 %dest_shape.186, %const
  %sunkaddr600 = mul i64 %.212, 8
  %sunkaddr601 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr600
  %98 = load double, ptr %sunkaddr601, align 8, !alias.scope !42
  %broadcast.splatinsert178 = insertelement <4 x double> poison, double %98, i64 0
  %broadcast.splat179 = shufflevector <4 x double> %broadcast.splatinsert178, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body172

vector.body172:                                   ; preds = %vector.body172, %vector.ph169
  %index173 = phi i64 [ 0, %vector.ph169 ], [ %index.next180, %vector.body172 ]
  %sunkaddr602 = mul i64 %index173, 8
  %sunkaddr603 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr602
  %wide.load174 = load <4 x double>, ptr %sunkaddr603, align 8, !alias.scope !45
  %sunkaddr604 = mul i64 %index173, 8
  %sunkaddr605 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr604
  %sunkaddr606 = getelementptr i8, ptr %sunkaddr605, i64 32
  %wide.load175 = load <4 x double>, ptr %sunkaddr606, align 8, !alias.scope !45
  %sunkaddr607 = mul i64 %index173, 8
  %sunkaddr608 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr607
  %sunkaddr609 = getelementptr i8, ptr %sunkaddr608, i64 64
  %wide.load176 = load <4 x double>, ptr %sunkaddr609, align 8, !alias.scope !45
  %sunkaddr610 = mul i64 %index173, 8
  %sunkaddr611 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr610
  %sunkaddr612 = getelementptr i8, ptr %sunkaddr611, i64 96
  %wide.load177 = load <4 x double>, ptr %sunkaddr612, align 8, !alias.scope !45
  %99 = fmul <4 x double> %broadcast.splat179, %wide.load174
  %100 = fmul <4 x double> %broadcast.splat179, %wide.load175
  %101 = fmul <4 x double> %broadcast.splat179, %wide.load176
  %102 = fmul <4 x double> %broadcast.splat179, %wide.load177
  %sunkaddr613 = mul i64 %index173, 8
  %sunkaddr614 = getelementptr i8, ptr %.6.i, i64 %sunkaddr613
  store <4 x double> %99, ptr %sunkaddr614, align 8, !alias.scope !47, !noalias !49
  %sunkaddr615 = mul i64 %index173, 8
  %sunkaddr616 = getelementptr i8, ptr %.6.i, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, ptr %sunkaddr616, i64 32
  store <4 x double> %100, ptr %sunkaddr617, align 8, !alias.scope !47, !noalias !49
  %sunkaddr618 = mul i64 %index173, 8
  %sunkaddr619 = getelementptr i8, ptr %.6.i, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, ptr %sunkaddr619, i64 64
  store <4 x double> %101, ptr %sunkaddr620, align 8, !alias.scope !47, !noalias !49
  %sunkaddr621 = mul i64 %index173, 8
  %sunkaddr622 = getelementptr i8, ptr %.6.i, i64 %sunkaddr621
  %sunkaddr623 = getelementptr i8, ptr %sunkaddr622, i64 96
  store <4 x double> %102, ptr %sunkaddr623, align 8, !alias.scope !47, !noalias !49
  %index.next180 = add nuw i64 %index173, 16
  %103 = icmp eq i64 %n.vec171, %index.next180
  br i1 %103, label %middle.block181, label %vector.body172, !llvm.loop !50

middle.block181:                                  ; preds = %vector.body172
  %cmp.n182 = icmp eq i64 %dest_shape.186, %n.vec171
  br i1 %cmp.n182, label %.89.endif.preheader.i, label %vec.epilog.iter.check185

vec.epilog.iter.check185:                         ; preds = %middle.block181
  %104 = and i64 %dest_shape.186, 12
  %min.epilog.iters.check186 = icmp eq i64 %104, 0
  br i1 %min.epilog.iters.check186, label %for.body.endif.endif.endif.us161.preheader, label %vec.epilog.ph187, !prof !21

vec.epilog.ph187:                                 ; preds = %vector.main.loop.iter.check168, %vec.epilog.iter.check185
  %vec.epilog.resume.val183 = phi i64 [ %n.vec171, %vec.epilog.iter.check185 ], [ 0, %vector.main.loop.iter.check168 ]
  %const_mat480 = add i64 %const, 12
  %n.vec189 = and i64 %dest_shape.186, %const_mat480
  %sunkaddr624 = mul i64 %.212, 8
  %sunkaddr625 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr624
  %105 = load double, ptr %sunkaddr625, align 8, !alias.scope !42
  %broadcast.splatinsert193 = insertelement <4 x double> poison, double %105, i64 0
  %broadcast.splat194 = shufflevector <4 x double> %broadcast.splatinsert193, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body190

vec.epilog.vector.body190:                        ; preds = %vec.epilog.vector.body190, %vec.epilog.ph187
  %index191 = phi i64 [ %vec.epilog.resume.val183, %vec.epilog.ph187 ], [ %index.next195, %vec.epilog.vector.body190 ]
  %106 = shl i64 %index191, 3
  %scevgep305 = getelementptr i8, ptr %arg.x.4, i64 %106
  %wide.load192 = load <4 x double>, ptr %scevgep305, align 8, !alias.scope !45
  %107 = fmul <4 x double> %broadcast.splat194, %wide.load192
  %108 = shl i64 %index191, 3
  %scevgep304 = getelementptr i8, ptr %.6.i, i64 %108
  store <4 x double> %107, ptr %scevgep304, align 8, !alias.scope !47, !noalias !49
  %index.next195 = add nuw i64 %index191, 4
  %109 = icmp eq i64 %n.vec189, %index.next195
  br i1 %109, label %vec.epilog.middle.block196, label %vec.epilog.vector.body190, !llvm.loop !51

vec.epilog.middle.block196:                       ; preds = %vec.epilog.vector.body190
  %cmp.n197 = icmp eq i64 %dest_shape.186, %n.vec189
  br i1 %cmp.n197, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us161.preheader

for.body.endif.endif.endif.us161.preheader:       ; preds = %vector.memcheck153, %iter.check166, %vec.epilog.iter.check185, %vec.epilog.middle.block196
  %loop.index156.us158.ph = phi i64 [ 0, %iter.check166 ], [ 0, %vector.memcheck153 ], [ %n.vec171, %vec.epilog.iter.check185 ], [ %n.vec189, %vec.epilog.middle.block196 ]
  %110 = sub nsw i64 %dest_shape.186, %loop.index156.us158.ph
  %xtraiter243 = and i64 %110, 7
  %lcmp.mod244.not = icmp eq i64 %xtraiter243, 0
  br i1 %lcmp.mod244.not, label %for.body.endif.endif.endif.us161.prol.loopexit, label %for.body.endif.endif.endif.us161.prol.preheader

for.body.endif.endif.endif.us161.prol.preheader:  ; preds = %for.body.endif.endif.endif.us161.preheader
  br label %for.body.endif.endif.endif.us161.prol

for.body.endif.endif.endif.us161.prol:            ; preds = %for.body.endif.endif.endif.us161.prol.preheader, %for.body.endif.endif.endif.us161.prol
  %lsr.iv308 = phi i64 [ %xtraiter243, %for.body.endif.endif.endif.us161.prol.preheader ], [ %lsr.iv.next309, %for.body.endif.endif.endif.us161.prol ]
  %loop.index156.us158.prol = phi i64 [ %.473.us164.prol, %for.body.endif.endif.endif.us161.prol ], [ %loop.index156.us158.ph, %for.body.endif.endif.endif.us161.prol.preheader ]
  %sunkaddr626 = mul i64 %.212, 8
  %sunkaddr627 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr626
  %.435.us160.prol = load double, ptr %sunkaddr627, align 8
  %111 = shl i64 %loop.index156.us158.prol, 3
  %scevgep307 = getelementptr i8, ptr %arg.x.4, i64 %111
  %.444.us168.prol = load double, ptr %scevgep307, align 8
  %.6.i60.prol = fmul double %.435.us160.prol, %.444.us168.prol
  %112 = shl i64 %loop.index156.us158.prol, 3
  %scevgep306 = getelementptr i8, ptr %.6.i, i64 %112
  store double %.6.i60.prol, ptr %scevgep306, align 8
  %.473.us164.prol = add nuw i64 %loop.index156.us158.prol, 1
  %lsr.iv.next309 = add nsw i64 %lsr.iv308, -1
  %prol.iter245.cmp.not = icmp eq i64 %lsr.iv.next309, 0
  br i1 %prol.iter245.cmp.not, label %for.body.endif.endif.endif.us161.prol.loopexit, label %for.body.endif.endif.endif.us161.prol, !llvm.loop !52

for.body.endif.endif.endif.us161.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us161.prol, %for.body.endif.endif.endif.us161.preheader
  %loop.index156.us158.unr = phi i64 [ %loop.index156.us158.ph, %for.body.endif.endif.endif.us161.preheader ], [ %.473.us164.prol, %for.body.endif.endif.endif.us161.prol ]
  %113 = sub nsw i64 %loop.index156.us158.ph, %dest_shape.186
  %114 = icmp ugt i64 %113, -8
  br i1 %114, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us161.preheader258

for.body.endif.endif.endif.us161.preheader258:    ; preds = %for.body.endif.endif.endif.us161.prol.loopexit
  br label %for.body.endif.endif.endif.us161

for.body.endif.endif.endif.us161:                 ; preds = %for.body.endif.endif.endif.us161.preheader258, %for.body.endif.endif.endif.us161
  %loop.index156.us158 = phi i64 [ %.473.us164.7, %for.body.endif.endif.endif.us161 ], [ %loop.index156.us158.unr, %for.body.endif.endif.endif.us161.preheader258 ]
  %sunkaddr628 = mul i64 %.212, 8
  %sunkaddr629 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr628
  %.435.us160 = load double, ptr %sunkaddr629, align 8
  %sunkaddr630 = mul i64 %loop.index156.us158, 8
  %sunkaddr631 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr630
  %.444.us168 = load double, ptr %sunkaddr631, align 8
  %.6.i60 = fmul double %.435.us160, %.444.us168
  %sunkaddr632 = mul i64 %loop.index156.us158, 8
  %sunkaddr633 = getelementptr i8, ptr %.6.i, i64 %sunkaddr632
  store double %.6.i60, ptr %sunkaddr633, align 8
  %.435.us160.1 = load double, ptr %sunkaddr629, align 8
  %sunkaddr634 = mul i64 %loop.index156.us158, 8
  %sunkaddr635 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr634
  %sunkaddr636 = getelementptr i8, ptr %sunkaddr635, i64 8
  %.444.us168.1 = load double, ptr %sunkaddr636, align 8
  %.6.i60.1 = fmul double %.435.us160.1, %.444.us168.1
  %sunkaddr637 = mul i64 %loop.index156.us158, 8
  %sunkaddr638 = getelementptr i8, ptr %.6.i, i64 %sunkaddr637
  %sunkaddr639 = getelementptr i8, ptr %sunkaddr638, i64 8
  store double %.6.i60.1, ptr %sunkaddr639, align 8
  %.435.us160.2 = load double, ptr %sunkaddr629, align 8
  %sunkaddr640 = mul i64 %loop.index156.us158, 8
  %sunkaddr641 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr640
  %sunkaddr642 = getelementptr i8, ptr %sunkaddr641, i64 16
  %.444.us168.2 = load double, ptr %sunkaddr642, align 8
  %.6.i60.2 = fmul double %.435.us160.2, %.444.us168.2
  %sunkaddr643 = mul i64 %loop.index156.us158, 8
  %sunkaddr644 = getelementptr i8, ptr %.6.i, i64 %sunkaddr643
  %sunkaddr645 = getelementptr i8, ptr %sunkaddr644, i64 16
  store double %.6.i60.2, ptr %sunkaddr645, align 8
  %.435.us160.3 = load double, ptr %sunkaddr629, align 8
  %sunkaddr646 = mul i64 %loop.index156.us158, 8
  %sunkaddr647 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr646
  %sunkaddr648 = getelementptr i8, ptr %sunkaddr647, i64 24
  %.444.us168.3 = load double, ptr %sunkaddr648, align 8
  %.6.i60.3 = fmul double %.435.us160.3, %.444.us168.3
  %sunkaddr649 = mul i64 %loop.index156.us158, 8
  %sunkaddr650 = getelementptr i8, ptr %.6.i, i64 %sunkaddr649
  %sunkaddr651 = getelementptr i8, ptr %sunkaddr650, i64 24
  store double %.6.i60.3, ptr %sunkaddr651, align 8
  %.435.us160.4 = load double, ptr %sunkaddr629, align 8
  %sunkaddr652 = mul i64 %loop.index156.us158, 8
  %sunkaddr653 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr652
  %sunkaddr654 = getelementptr i8, ptr %sunkaddr653, i64 32
  %.444.us168.4 = load double, ptr %sunkaddr654, align 8
  %.6.i60.4 = fmul double %.435.us160.4, %.444.us168.4
  %sunkaddr655 = mul i64 %loop.index156.us158, 8
  %sunkaddr656 = getelementptr i8, ptr %.6.i, i64 %sunkaddr655
  %sunkaddr657 = getelementptr i8, ptr %sunkaddr656, i64 32
  store double %.6.i60.4, ptr %sunkaddr657, align 8
  %.435.us160.5 = load double, ptr %sunkaddr629, align 8
  %sunkaddr658 = mul i64 %loop.index156.us158, 8
  %sunkaddr659 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr658
  %sunkaddr660 = getelementptr i8, ptr %sunkaddr659, i64 40
  %.444.us168.5 = load double, ptr %sunkaddr660, align 8
  %.6.i60.5 = fmul double %.435.us160.5, %.444.us168.5
  %sunkaddr661 = mul i64 %loop.index156.us158, 8
  %sunkaddr662 = getelementptr i8, ptr %.6.i, i64 %sunkaddr661
  %sunkaddr663 = getelementptr i8, ptr %sunkaddr662, i64 40
  store double %.6.i60.5, ptr %sunkaddr663, align 8
  %.435.us160.6 = load double, ptr %sunkaddr629, align 8
  %sunkaddr664 = mul i64 %loop.index156.us158, 8
  %sunkaddr665 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr664
  %sunkaddr666 = getelementptr i8, ptr %sunkaddr665, i64 48
  %.444.us168.6 = load double, ptr %sunkaddr666, align 8
  %.6.i60.6 = fmul double %.435.us160.6, %.444.us168.6
  %sunkaddr667 = mul i64 %loop.index156.us158, 8
  %sunkaddr668 = getelementptr i8, ptr %.6.i, i64 %sunkaddr667
  %sunkaddr669 = getelementptr i8, ptr %sunkaddr668, i64 48
  store double %.6.i60.6, ptr %sunkaddr669, align 8
  %.435.us160.7 = load double, ptr %sunkaddr629, align 8
  %sunkaddr670 = mul i64 %loop.index156.us158, 8
  %sunkaddr671 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr670
  %sunkaddr672 = getelementptr i8, ptr %sunkaddr671, i64 56
  %.444.us168.7 = load double, ptr %sunkaddr672, align 8
  %.6.i60.7 = fmul double %.435.us160.7, %.444.us168.7
  %sunkaddr673 = mul i64 %loop.index156.us158, 8
  %sunkaddr674 = getelementptr i8, ptr %.6.i, i64 %sunkaddr673
  %sunkaddr675 = getelementptr i8, ptr %sunkaddr674, i64 56
  store double %.6.i60.7, ptr %sunkaddr675, align 8
  %.473.us164.7 = add nuw nsw i64 %loop.index156.us158, 8
  %exitcond236.not.7 = icmp eq i64 %dest_shape.186, %.473.us164.7
  br i1 %exitcond236.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif.us161, !llvm.loop !53

B62.endif.endif.endif.endif.endif.if.if:          ; preds = %B62.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us161, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us161.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block223, %vec.epilog.middle.block237, %middle.block181, %vec.epilog.middle.block196, %middle.block135, %vec.epilog.middle.block150, %middle.block, %vec.epilog.middle.block
  tail call void @NRT_decref(ptr %arg.A.0)
  %xtraiter.i = and i64 %dest_shape.186, 7
  %115 = icmp samesign ult i64 %dest_shape.186, 8
  br i1 %115, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !54

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, 8
  %unroll_iter.i = and i64 %dest_shape.186, %const_mat
  %116 = add nsw i64 %dest_shape.186, -8
  %117 = lshr i64 %116, 3
  %118 = add nuw nsw i64 %117, 1
  %xtraiter252 = and i64 %118, 3
  %119 = and i64 %116, 24
  %lcmp.mod253.not = icmp eq i64 %119, 24
  br i1 %lcmp.mod253.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !55

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv475 = phi i64 [ %xtraiter252, %.89.endif.i.prol.preheader ], [ %lsr.iv.next476, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !56
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i62.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i62.prol, align 8, !noalias !56
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !56
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !56
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !56
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !56
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !56
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !56
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next476 = add i64 %lsr.iv475, -1
  %prol.iter254.cmp.not = icmp eq i64 %lsr.iv.next476, 0
  br i1 %prol.iter254.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !59, !llvm.loop !60

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %120 = icmp ult i64 %116, 24
  br i1 %120, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !61

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !62

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %121 = shl i64 %epil.iter.i, 3
  %scevgep477 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %121
  %.106.epil.i = load double, ptr %scevgep477, align 8, !noalias !56
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !63, !llvm.loop !64

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !56
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i62 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i62, align 8, !noalias !56
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !56
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !56
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !56
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !56
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !56
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !56
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !56
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i62.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i62.1, align 8, !noalias !56
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !56
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !56
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !56
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !56
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !56
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !56
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !56
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i62.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i62.2, align 8, !noalias !56
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !56
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !56
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !56
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !56
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !56
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !56
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !56
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i62.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i62.3, align 8, !noalias !56
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !56
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !56
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !56
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !56
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !56
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !56
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !66, !llvm.loop !67

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader260, %for.body.endif.endif.endif
  %loop.index156 = phi i64 [ %.473.7, %for.body.endif.endif.endif ], [ %loop.index156.unr, %for.body.endif.endif.endif.preheader260 ]
  %sunkaddr676 = mul i64 %.212, 8
  %sunkaddr677 = getelementptr i8, ptr %arg.A.4, i64 %sunkaddr676
  %.435 = load double, ptr %sunkaddr677, align 8
  %.444 = load double, ptr %arg.x.4, align 8
  %.6.i61 = fmul double %.435, %.444
  %sunkaddr678 = mul i64 %loop.index156, 8
  %sunkaddr679 = getelementptr i8, ptr %.6.i, i64 %sunkaddr678
  store double %.6.i61, ptr %sunkaddr679, align 8
  %.435.1 = load double, ptr %sunkaddr677, align 8
  %.444.1 = load double, ptr %arg.x.4, align 8
  %.6.i61.1 = fmul double %.435.1, %.444.1
  %sunkaddr680 = mul i64 %loop.index156, 8
  %sunkaddr681 = getelementptr i8, ptr %.6.i, i64 %sunkaddr680
  %sunkaddr682 = getelementptr i8, ptr %sunkaddr681, i64 8
  store double %.6.i61.1, ptr %sunkaddr682, align 8
  %.435.2 = load double, ptr %sunkaddr677, align 8
  %.444.2 = load double, ptr %arg.x.4, align 8
  %.6.i61.2 = fmul double %.435.2, %.444.2
  %sunkaddr683 = mul i64 %loop.index156, 8
  %sunkaddr684 = getelementptr i8, ptr %.6.i, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, ptr %sunkaddr684, i64 16
  store double %.6.i61.2, ptr %sunkaddr685, align 8
  %.435.3 = load double, ptr %sunkaddr677, align 8
  %.444.3 = load double, ptr %arg.x.4, align 8
  %.6.i61.3 = fmul double %.435.3, %.444.3
  %sunkaddr686 = mul i64 %loop.index156, 8
  %sunkaddr687 = getelementptr i8, ptr %.6.i, i64 %sunkaddr686
  %sunkaddr688 = getelementptr i8, ptr %sunkaddr687, i64 24
  store double %.6.i61.3, ptr %sunkaddr688, align 8
  %.435.4 = load double, ptr %sunkaddr677, align 8
  %.444.4 = load double, ptr %arg.x.4, align 8
  %.6.i61.4 = fmul double %.435.4, %.444.4
  %sunkaddr689 = mul i64 %loop.index156, 8
  %sunkaddr690 = getelementptr i8, ptr %.6.i, i64 %sunkaddr689
  %sunkaddr691 = getelementptr i8, ptr %sunkaddr690, i64 32
  store double %.6.i61.4, ptr %sunkaddr691, align 8
  %.435.5 = load double, ptr %sunkaddr677, align 8
  %.444.5 = load double, ptr %arg.x.4, align 8
  %.6.i61.5 = fmul double %.435.5, %.444.5
  %sunkaddr692 = mul i64 %loop.index156, 8
  %sunkaddr693 = getelementptr i8, ptr %.6.i, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, ptr %sunkaddr693, i64 40
  store double %.6.i61.5, ptr %sunkaddr694, align 8
  %.435.6 = load double, ptr %sunkaddr677, align 8
  %.444.6 = load double, ptr %arg.x.4, align 8
  %.6.i61.6 = fmul double %.435.6, %.444.6
  %sunkaddr695 = mul i64 %loop.index156, 8
  %sunkaddr696 = getelementptr i8, ptr %.6.i, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, ptr %sunkaddr696, i64 48
  store double %.6.i61.6, ptr %sunkaddr697, align 8
  %.435.7 = load double, ptr %sunkaddr677, align 8
  %.444.7 = load double, ptr %arg.x.4, align 8
  %.6.i61.7 = fmul double %.435.7, %.444.7
  %sunkaddr698 = mul i64 %loop.index156, 8
  %sunkaddr699 = getelementptr i8, ptr %.6.i, i64 %sunkaddr698
  %sunkaddr700 = getelementptr i8, ptr %sunkaddr699, i64 56
  store double %.6.i61.7, ptr %sunkaddr700, align 8
  %.473.7 = add nuw nsw i64 %loop.index156, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.186, %.473.7
  br i1 %exitcond.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.endif, !llvm.loop !69

for.end.endif:                                    ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.thread74
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread74 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.507 = tail call double @tanh(double %.72.0.lcssa.i)
  %.509 = fadd double %s.2.0199, %.507
  %scevgep352 = getelementptr i8, ptr %lsr.iv351, i64 %6
  %scevgep362 = getelementptr i8, ptr %lsr.iv361, i64 %6
  %exitcond239.not = icmp eq i64 %.150, %arg.A.5.0
  br i1 %exitcond239.not, label %B170, label %B128.i
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @tanh(double) local_unnamed_addr #0

define ptr @_ZN7cpython7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.row_loop, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.45 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.67 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry.endif.endif.endif, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.19 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.20, i8 0, i64 72, i1 false)
  %.24 = call i32 @NRT_adapt_ndarray_from_python(ptr %.19, ptr nonnull %.20)
  %sunkaddr = getelementptr inbounds i8, ptr %.20, i64 24
  %.28 = load i64, ptr %sunkaddr, align 8
  %.29 = icmp ne i64 %.28, 8
  %.30 = icmp ne i32 %.24, 0
  %.31 = or i1 %.30, %.29
  br i1 %.31, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !9

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  br i1 %.31, label %common.ret, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.44 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.45, i8 0, i64 56, i1 false)
  %.49 = call i32 @NRT_adapt_ndarray_from_python(ptr %.44, ptr nonnull %.45)
  %sunkaddr4 = getelementptr inbounds i8, ptr %.45, i64 24
  %.53 = load i64, ptr %sunkaddr4, align 8
  %.54 = icmp ne i64 %.53, 8
  %.55 = icmp ne i32 %.49, 0
  %.56 = or i1 %.55, %.54
  br i1 %.56, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !9

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.60.fca.0.load = load ptr, ptr %.45, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.45, i64 32
  %.60.fca.4.load = load ptr, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.45, i64 40
  %.60.fca.5.0.load = load i64, ptr %sunkaddr6, align 8
  store double 0.000000e+00, ptr %.67, align 8
  %.77 = call i32 @_ZN7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.67, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.5.1.load, i64 poison, i64 poison, ptr %.60.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.60.fca.4.load, i64 %.60.fca.5.0.load, i64 poison) #3
  %.78 = load ptr, ptr %excinfo, align 8
  %.87 = load double, ptr %.67, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.60.fca.0.load)
  %cond = icmp eq i32 %.77, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !70

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.100 = call ptr @PyFloat_FromDouble(double %.87)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.105 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 4
  %.107 = icmp sgt i32 %.106, 0
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 0
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 1
  br i1 %.107, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.113 = sext i32 %.112 to i64
  %.114 = call ptr @PyBytes_FromStringAndSize(ptr %.110, i64 %.113)
  %.115 = load { ptr, i32, ptr, ptr, i32 }, ptr %.78, align 8
  %.116 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 2
  %.118 = extractvalue { ptr, i32, ptr, ptr, i32 } %.115, 3
  %.120 = call ptr %.118(ptr %.116)
  %.121 = icmp eq ptr %.120, null
  br i1 %.121, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !9

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.134 = extractvalue { ptr, i32, ptr, ptr, i32 } %.105, 2
  %.135 = call ptr @numba_unpickle(ptr %.110, i32 %.112, ptr %.134)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.137 = phi ptr [ %.125, %entry.endif.endif.endif.e...endif ], [ %.135, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.138.not = icmp eq ptr %.137, null
  br i1 %.138.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !9

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.125 = call ptr @numba_runtime_build_excinfo_struct(ptr %.114, ptr nonnull %.120)
  call void @NRT_Free(ptr nonnull %.78)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.137)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels8row_loopB3v38B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 %.9, i64 poison, i64 poison, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.12, i64 poison) #3
  %.15 = load ptr, ptr %excinfo, align 8
  %.24 = load double, ptr %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, ptr %.26, align 4
  %cond = icmp eq i32 %.14, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !70

common.ret:                                       ; preds = %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.77 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.77)
  call void @Py_DecRef(ptr %.77)
  call void @numba_gil_release(ptr nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.26)
  call void @PyErr_Clear()
  %.32 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.33 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 0
  %.39 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call ptr @PyBytes_FromStringAndSize(ptr %.37, i64 %.40)
  %.42 = load { ptr, i32, ptr, ptr, i32 }, ptr %.15, align 8
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 2
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.42, 3
  %.47 = call ptr %.45(ptr %.43)
  %.48 = icmp eq ptr %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { ptr, i32, ptr, ptr, i32 } %.32, 2
  %.62 = call ptr @numba_unpickle(ptr %.37, i32 %.39, ptr %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi ptr [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq ptr %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !9

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call ptr @numba_runtime_build_excinfo_struct(ptr %.41, ptr nonnull %.47)
  call void @NRT_Free(ptr nonnull %.15)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.64)
  br label %.29
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

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

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 28785418, i32 2118698230}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = !{!11}
!11 = distinct !{!11, !12}
!12 = distinct !{!12, !"LVerDomain"}
!13 = !{!14}
!14 = distinct !{!14, !12}
!15 = !{!16}
!16 = distinct !{!16, !12}
!17 = !{!14, !11}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = !{!"branch_weights", i32 4, i32 12}
!22 = distinct !{!22, !19, !20}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !19, !20}
!26 = distinct !{!26, !19, !20}
!27 = distinct !{!27, !24}
!28 = distinct !{!28, !19}
!29 = distinct !{!29, !19}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = !{!36}
!36 = distinct !{!36, !32}
!37 = !{!34, !31}
!38 = distinct !{!38, !19, !20}
!39 = !{!"branch_weights", i32 2, i32 14}
!40 = distinct !{!40, !19, !20}
!41 = distinct !{!41, !24}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = !{!48}
!48 = distinct !{!48, !44}
!49 = !{!43, !46}
!50 = distinct !{!50, !19, !20}
!51 = distinct !{!51, !19, !20}
!52 = distinct !{!52, !24}
!53 = distinct !{!53, !19}
!54 = !{!"branch_weights", i32 146201250, i32 2001282398}
!55 = !{!"branch_weights", i32 127, i32 1}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!59 = !{!"branch_weights", i32 1, i32 1}
!60 = distinct !{!60, !24}
!61 = !{!"branch_weights", i32 1, i32 127}
!62 = !{!"branch_weights", i32 277993707, i32 1869489941}
!63 = !{!"branch_weights", i32 542333185, i32 1605150463}
!64 = distinct !{!64, !65, !24}
!65 = !{!"llvm.loop.estimated_trip_count", i32 4}
!66 = !{!"branch_weights", i32 166258294, i32 1981225354}
!67 = distinct !{!67, !68}
!68 = !{!"llvm.loop.estimated_trip_count", i32 3}
!69 = distinct !{!69, !19}
!70 = !{!"branch_weights", i32 49, i32 1}
