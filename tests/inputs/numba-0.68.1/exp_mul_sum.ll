; ModuleID = 'exp_mul_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.exp_mul_sum = internal constant [12 x i8] c"exp_mul_sum\00"
@_ZN08NumbaEnv7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [165 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a659190B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr %arg.y.0, ptr readnone captures(none) %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr readonly captures(none) %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
B128.i:
  %arg.y.5.0.fr = freeze i64 %arg.y.5.0
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.y.0)
  %.101.not.i = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.101.not.i, label %B128.i27, label %B90.i18

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.endif.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90.i18:                                          ; preds = %B128.i
  %.71.i19 = icmp ne i64 %arg.y.5.0.fr, %arg.x.5.0.fr
  %.76.i20 = icmp ne i64 %arg.y.5.0.fr, 1
  %or.cond.i21 = and i1 %.76.i20, %.71.i19
  br i1 %or.cond.i21, label %B0.endif.endif.endif.if, label %B150.i22

B128.i27:                                         ; preds = %B128.i
  %.101.not.i28 = icmp eq i64 %arg.y.5.0.fr, 1
  br i1 %.101.not.i28, label %B0.endif.endif.endif.endif.endif, label %B150.i22

B150.i22:                                         ; preds = %B128.i27, %B90.i18
  %dest_shape.1 = phi i64 [ %arg.x.5.0.fr, %B90.i18 ], [ %arg.y.5.0.fr, %B128.i27 ]
  %0 = add i64 %dest_shape.1, -1152921504606846976
  %.138 = icmp ult i64 %0, -2305843009213693952
  br i1 %.138, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B90.i18
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.if:                    ; preds = %B150.i22
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B128.i27, %B150.i22
  %dest_shape.161 = phi i64 [ %dest_shape.1, %B150.i22 ], [ 1, %B128.i27 ]
  %.137 = shl nsw i64 %dest_shape.161, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.137, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !9

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.20832 = icmp sgt i64 %dest_shape.161, 0
  br i1 %.20832, label %for.body.lr.ph, label %for.end.endif.critedge

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775792 to i64
  %.210 = icmp ugt i64 %arg.x.5.0.fr, 1
  br i1 %.210, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %arg.y.5.0.fr, 1
  br i1 %1, label %for.body.endif.endif.endif.us.us.preheader, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %for.body.lr.ph.split.us
  %min.iters.check141 = icmp ult i64 %dest_shape.161, 8
  br i1 %min.iters.check141, label %for.body.endif.endif.endif.us.preheader175, label %vector.memcheck130

vector.memcheck130:                               ; preds = %for.body.endif.endif.endif.us.preheader
  %2 = shl i64 %dest_shape.161, 3
  %scevgep131 = getelementptr i8, ptr %.6.i, i64 %2
  %scevgep132 = getelementptr i8, ptr %arg.x.4, i64 %2
  %scevgep133 = getelementptr i8, ptr %arg.y.4, i64 8
  %bound0134 = icmp ult ptr %.6.i, %scevgep132
  %bound1135 = icmp ult ptr %arg.x.4, %scevgep131
  %found.conflict136 = and i1 %bound0134, %bound1135
  %bound0137 = icmp ult ptr %.6.i, %scevgep133
  %bound1138 = icmp ult ptr %arg.y.4, %scevgep131
  %found.conflict139 = and i1 %bound0137, %bound1138
  %conflict.rdx140 = or i1 %found.conflict136, %found.conflict139
  br i1 %conflict.rdx140, label %for.body.endif.endif.endif.us.preheader175, label %vector.ph142

vector.ph142:                                     ; preds = %vector.memcheck130
  %const_mat375 = add i64 %const, 12
  %n.vec144 = and i64 %dest_shape.161, %const_mat375
  %3 = load double, ptr %arg.y.4, align 8, !alias.scope !10
  %broadcast.splatinsert148 = insertelement <4 x double> poison, double %3, i64 0
  %broadcast.splat149 = shufflevector <4 x double> %broadcast.splatinsert148, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body145

vector.body145:                                   ; preds = %vector.body145, %vector.ph142
  %index146 = phi i64 [ 0, %vector.ph142 ], [ %index.next150, %vector.body145 ]
  %4 = shl i64 %index146, 3
  %scevgep292 = getelementptr i8, ptr %arg.x.4, i64 %4
  %wide.load147 = load <4 x double>, ptr %scevgep292, align 8, !alias.scope !13
  %5 = tail call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load147)
  %6 = fmul <4 x double> %broadcast.splat149, %5
  %7 = shl i64 %index146, 3
  %scevgep291 = getelementptr i8, ptr %.6.i, i64 %7
  store <4 x double> %6, ptr %scevgep291, align 8, !alias.scope !15, !noalias !17
  %index.next150 = add nuw i64 %index146, 4
  %8 = icmp eq i64 %n.vec144, %index.next150
  br i1 %8, label %middle.block151, label %vector.body145, !llvm.loop !18

middle.block151:                                  ; preds = %vector.body145
  %cmp.n152 = icmp eq i64 %dest_shape.161, %n.vec144
  br i1 %cmp.n152, label %for.end, label %for.body.endif.endif.endif.us.preheader175

for.body.endif.endif.endif.us.preheader175:       ; preds = %vector.memcheck130, %for.body.endif.endif.endif.us.preheader, %middle.block151
  %loop.index35.us.ph = phi i64 [ 0, %vector.memcheck130 ], [ 0, %for.body.endif.endif.endif.us.preheader ], [ %n.vec144, %middle.block151 ]
  %9 = sub nsw i64 %dest_shape.161, %loop.index35.us.ph
  %xtraiter182 = and i64 %9, 7
  %lcmp.mod183.not = icmp eq i64 %xtraiter182, 0
  br i1 %lcmp.mod183.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader175
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv289 = phi i64 [ %xtraiter182, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next290, %for.body.endif.endif.endif.us.prol ]
  %loop.index35.us.prol = phi i64 [ %.256.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index35.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %10 = shl i64 %loop.index35.us.prol, 3
  %scevgep288 = getelementptr i8, ptr %arg.x.4, i64 %10
  %.218.us.prol = load double, ptr %scevgep288, align 8
  %.227.us.prol = load double, ptr %arg.y.4, align 8
  %.13.le.i31.prol = tail call double @llvm.exp.f64(double %.218.us.prol)
  %.18.i32.prol = fmul double %.227.us.prol, %.13.le.i31.prol
  %11 = shl i64 %loop.index35.us.prol, 3
  %scevgep287 = getelementptr i8, ptr %.6.i, i64 %11
  store double %.18.i32.prol, ptr %scevgep287, align 8
  %.256.us.prol = add nuw i64 %loop.index35.us.prol, 1
  %lsr.iv.next290 = add nsw i64 %lsr.iv289, -1
  %prol.iter184.cmp.not = icmp eq i64 %lsr.iv.next290, 0
  br i1 %prol.iter184.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !21

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader175
  %loop.index35.us.unr = phi i64 [ %loop.index35.us.ph, %for.body.endif.endif.endif.us.preheader175 ], [ %.256.us.prol, %for.body.endif.endif.endif.us.prol ]
  %12 = sub nsw i64 %loop.index35.us.ph, %dest_shape.161
  %13 = icmp ugt i64 %12, -8
  br i1 %13, label %for.end, label %for.body.endif.endif.endif.us.preheader192

for.body.endif.endif.endif.us.preheader192:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

for.body.endif.endif.endif.us.us.preheader:       ; preds = %for.body.lr.ph.split.us
  %min.iters.check161 = icmp ult i64 %dest_shape.161, 4
  br i1 %min.iters.check161, label %for.body.endif.endif.endif.us.us.preheader174, label %vector.memcheck154

vector.memcheck154:                               ; preds = %for.body.endif.endif.endif.us.us.preheader
  %14 = ptrtoint ptr %.6.i to i64
  %15 = ptrtoint ptr %arg.x.4 to i64
  %16 = ptrtoint ptr %arg.y.4 to i64
  %17 = sub i64 %14, %15
  %diff.check = icmp ult i64 %17, 32
  %18 = sub i64 %14, %16
  %diff.check158 = icmp ult i64 %18, 32
  %conflict.rdx159 = or i1 %diff.check, %diff.check158
  br i1 %conflict.rdx159, label %for.body.endif.endif.endif.us.us.preheader174, label %vector.ph162

vector.ph162:                                     ; preds = %vector.memcheck154
  %const_mat376 = add i64 %const, 12
  %n.vec164 = and i64 %dest_shape.161, %const_mat376
  br label %vector.body165

vector.body165:                                   ; preds = %vector.body165, %vector.ph162
  %index166 = phi i64 [ 0, %vector.ph162 ], [ %index.next169, %vector.body165 ]
  %19 = shl i64 %index166, 3
  %scevgep254 = getelementptr i8, ptr %arg.x.4, i64 %19
  %wide.load167 = load <4 x double>, ptr %scevgep254, align 8
  %20 = shl i64 %index166, 3
  %scevgep253 = getelementptr i8, ptr %arg.y.4, i64 %20
  %wide.load168 = load <4 x double>, ptr %scevgep253, align 8
  %21 = tail call <4 x double> @llvm.exp.v4f64(<4 x double> %wide.load167)
  %22 = fmul <4 x double> %wide.load168, %21
  %23 = shl i64 %index166, 3
  %scevgep252 = getelementptr i8, ptr %.6.i, i64 %23
  store <4 x double> %22, ptr %scevgep252, align 8
  %index.next169 = add nuw i64 %index166, 4
  %24 = icmp eq i64 %n.vec164, %index.next169
  br i1 %24, label %middle.block170, label %vector.body165, !llvm.loop !23

middle.block170:                                  ; preds = %vector.body165
  %cmp.n171 = icmp eq i64 %dest_shape.161, %n.vec164
  br i1 %cmp.n171, label %for.end, label %for.body.endif.endif.endif.us.us.preheader174

for.body.endif.endif.endif.us.us.preheader174:    ; preds = %vector.memcheck154, %for.body.endif.endif.endif.us.us.preheader, %middle.block170
  %loop.index35.us.us.ph = phi i64 [ 0, %vector.memcheck154 ], [ 0, %for.body.endif.endif.endif.us.us.preheader ], [ %n.vec164, %middle.block170 ]
  %25 = sub nsw i64 %dest_shape.161, %loop.index35.us.us.ph
  %xtraiter185 = and i64 %25, 7
  %lcmp.mod186.not = icmp eq i64 %xtraiter185, 0
  br i1 %lcmp.mod186.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader174
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv250 = phi i64 [ %xtraiter185, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next251, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index35.us.us.prol = phi i64 [ %.256.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index35.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %26 = shl i64 %loop.index35.us.us.prol, 3
  %scevgep249 = getelementptr i8, ptr %arg.x.4, i64 %26
  %.218.us.us.prol = load double, ptr %scevgep249, align 8
  %27 = shl i64 %loop.index35.us.us.prol, 3
  %scevgep248 = getelementptr i8, ptr %arg.y.4, i64 %27
  %.227.us.us.prol = load double, ptr %scevgep248, align 8
  %.13.le.i.prol = tail call double @llvm.exp.f64(double %.218.us.us.prol)
  %.18.i.prol = fmul double %.227.us.us.prol, %.13.le.i.prol
  %28 = shl i64 %loop.index35.us.us.prol, 3
  %scevgep247 = getelementptr i8, ptr %.6.i, i64 %28
  store double %.18.i.prol, ptr %scevgep247, align 8
  %.256.us.us.prol = add nuw i64 %loop.index35.us.us.prol, 1
  %lsr.iv.next251 = add nsw i64 %lsr.iv250, -1
  %prol.iter187.cmp.not = icmp eq i64 %lsr.iv.next251, 0
  br i1 %prol.iter187.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !24

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader174
  %loop.index35.us.us.unr = phi i64 [ %loop.index35.us.us.ph, %for.body.endif.endif.endif.us.us.preheader174 ], [ %.256.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %29 = sub nsw i64 %loop.index35.us.us.ph, %dest_shape.161
  %30 = icmp ugt i64 %29, -8
  br i1 %30, label %for.end, label %for.body.endif.endif.endif.us.us.preheader191

for.body.endif.endif.endif.us.us.preheader191:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader191, %for.body.endif.endif.endif.us.us
  %loop.index35.us.us = phi i64 [ %.256.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index35.us.us.unr, %for.body.endif.endif.endif.us.us.preheader191 ]
  %sunkaddr = mul i64 %loop.index35.us.us, 8
  %sunkaddr379 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.218.us.us = load double, ptr %sunkaddr379, align 8
  %sunkaddr380 = mul i64 %loop.index35.us.us, 8
  %sunkaddr381 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr380
  %.227.us.us = load double, ptr %sunkaddr381, align 8
  %.13.le.i = tail call double @llvm.exp.f64(double %.218.us.us)
  %.18.i = fmul double %.227.us.us, %.13.le.i
  %sunkaddr382 = mul i64 %loop.index35.us.us, 8
  %sunkaddr383 = getelementptr i8, ptr %.6.i, i64 %sunkaddr382
  store double %.18.i, ptr %sunkaddr383, align 8
  %sunkaddr384 = mul i64 %loop.index35.us.us, 8
  %sunkaddr385 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr384
  %sunkaddr386 = getelementptr i8, ptr %sunkaddr385, i64 8
  %.218.us.us.1 = load double, ptr %sunkaddr386, align 8
  %sunkaddr387 = mul i64 %loop.index35.us.us, 8
  %sunkaddr388 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr387
  %sunkaddr389 = getelementptr i8, ptr %sunkaddr388, i64 8
  %.227.us.us.1 = load double, ptr %sunkaddr389, align 8
  %.13.le.i.1 = tail call double @llvm.exp.f64(double %.218.us.us.1)
  %.18.i.1 = fmul double %.227.us.us.1, %.13.le.i.1
  %sunkaddr390 = mul i64 %loop.index35.us.us, 8
  %sunkaddr391 = getelementptr i8, ptr %.6.i, i64 %sunkaddr390
  %sunkaddr392 = getelementptr i8, ptr %sunkaddr391, i64 8
  store double %.18.i.1, ptr %sunkaddr392, align 8
  %sunkaddr393 = mul i64 %loop.index35.us.us, 8
  %sunkaddr394 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr393
  %sunkaddr395 = getelementptr i8, ptr %sunkaddr394, i64 16
  %.218.us.us.2 = load double, ptr %sunkaddr395, align 8
  %sunkaddr396 = mul i64 %loop.index35.us.us, 8
  %sunkaddr397 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr396
  %sunkaddr398 = getelementptr i8, ptr %sunkaddr397, i64 16
  %.227.us.us.2 = load double, ptr %sunkaddr398, align 8
  %.13.le.i.2 = tail call double @llvm.exp.f64(double %.218.us.us.2)
  %.18.i.2 = fmul double %.227.us.us.2, %.13.le.i.2
  %sunkaddr399 = mul i64 %loop.index35.us.us, 8
  %sunkaddr400 = getelementptr i8, ptr %.6.i, i64 %sunkaddr399
  %sunkaddr401 = getelementptr i8, ptr %sunkaddr400, i64 16
  store double %.18.i.2, ptr %sunkaddr401, align 8
  %sunkaddr402 = mul i64 %loop.index35.us.us, 8
  %sunkaddr403 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr402
  %sunkaddr404 = getelementptr i8, ptr %sunkaddr403, i64 24
  %.218.us.us.3 = load double, ptr %sunkaddr404, align 8
  %sunkaddr405 = mul i64 %loop.index35.us.us, 8
  %sunkaddr406 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr405
  %sunkaddr407 = getelementptr i8, ptr %sunkaddr406, i64 24
  %.227.us.us.3 = load double, ptr %sunkaddr407, align 8
  %.13.le.i.3 = tail call double @llvm.exp.f64(double %.218.us.us.3)
  %.18.i.3 = fmul double %.227.us.us.3, %.13.le.i.3
  %sunkaddr408 = mul i64 %loop.index35.us.us, 8
  %sunkaddr409 = getelementptr i8, ptr %.6.i, i64 %sunkaddr408
  %sunkaddr410 = getelementptr i8, ptr %sunkaddr409, i64 24
  store double %.18.i.3, ptr %sunkaddr410, align 8
  %sunkaddr411 = mul i64 %loop.index35.us.us, 8
  %sunkaddr412 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr411
  %sunkaddr413 = getelementptr i8, ptr %sunkaddr412, i64 32
  %.218.us.us.4 = load double, ptr %sunkaddr413, align 8
  %sunkaddr414 = mul i64 %loop.index35.us.us, 8
  %sunkaddr415 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr414
  %sunkaddr416 = getelementptr i8, ptr %sunkaddr415, i64 32
  %.227.us.us.4 = load double, ptr %sunkaddr416, align 8
  %.13.le.i.4 = tail call double @llvm.exp.f64(double %.218.us.us.4)
  %.18.i.4 = fmul double %.227.us.us.4, %.13.le.i.4
  %sunkaddr417 = mul i64 %loop.index35.us.us, 8
  %sunkaddr418 = getelementptr i8, ptr %.6.i, i64 %sunkaddr417
  %sunkaddr419 = getelementptr i8, ptr %sunkaddr418, i64 32
  store double %.18.i.4, ptr %sunkaddr419, align 8
  %sunkaddr420 = mul i64 %loop.index35.us.us, 8
  %sunkaddr421 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr420
  %sunkaddr422 = getelementptr i8, ptr %sunkaddr421, i64 40
  %.218.us.us.5 = load double, ptr %sunkaddr422, align 8
  %sunkaddr423 = mul i64 %loop.index35.us.us, 8
  %sunkaddr424 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr423
  %sunkaddr425 = getelementptr i8, ptr %sunkaddr424, i64 40
  %.227.us.us.5 = load double, ptr %sunkaddr425, align 8
  %.13.le.i.5 = tail call double @llvm.exp.f64(double %.218.us.us.5)
  %.18.i.5 = fmul double %.227.us.us.5, %.13.le.i.5
  %sunkaddr426 = mul i64 %loop.index35.us.us, 8
  %sunkaddr427 = getelementptr i8, ptr %.6.i, i64 %sunkaddr426
  %sunkaddr428 = getelementptr i8, ptr %sunkaddr427, i64 40
  store double %.18.i.5, ptr %sunkaddr428, align 8
  %sunkaddr429 = mul i64 %loop.index35.us.us, 8
  %sunkaddr430 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr429
  %sunkaddr431 = getelementptr i8, ptr %sunkaddr430, i64 48
  %.218.us.us.6 = load double, ptr %sunkaddr431, align 8
  %sunkaddr432 = mul i64 %loop.index35.us.us, 8
  %sunkaddr433 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr432
  %sunkaddr434 = getelementptr i8, ptr %sunkaddr433, i64 48
  %.227.us.us.6 = load double, ptr %sunkaddr434, align 8
  %.13.le.i.6 = tail call double @llvm.exp.f64(double %.218.us.us.6)
  %.18.i.6 = fmul double %.227.us.us.6, %.13.le.i.6
  %sunkaddr435 = mul i64 %loop.index35.us.us, 8
  %sunkaddr436 = getelementptr i8, ptr %.6.i, i64 %sunkaddr435
  %sunkaddr437 = getelementptr i8, ptr %sunkaddr436, i64 48
  store double %.18.i.6, ptr %sunkaddr437, align 8
  %sunkaddr438 = mul i64 %loop.index35.us.us, 8
  %sunkaddr439 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr438
  %sunkaddr440 = getelementptr i8, ptr %sunkaddr439, i64 56
  %.218.us.us.7 = load double, ptr %sunkaddr440, align 8
  %sunkaddr441 = mul i64 %loop.index35.us.us, 8
  %sunkaddr442 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr441
  %sunkaddr443 = getelementptr i8, ptr %sunkaddr442, i64 56
  %.227.us.us.7 = load double, ptr %sunkaddr443, align 8
  %.13.le.i.7 = tail call double @llvm.exp.f64(double %.218.us.us.7)
  %.18.i.7 = fmul double %.227.us.us.7, %.13.le.i.7
  %sunkaddr444 = mul i64 %loop.index35.us.us, 8
  %sunkaddr445 = getelementptr i8, ptr %.6.i, i64 %sunkaddr444
  %sunkaddr446 = getelementptr i8, ptr %sunkaddr445, i64 56
  store double %.18.i.7, ptr %sunkaddr446, align 8
  %.256.us.us.7 = add nuw nsw i64 %loop.index35.us.us, 8
  %exitcond65.not.7 = icmp eq i64 %dest_shape.161, %.256.us.us.7
  br i1 %exitcond65.not.7, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !25

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader192, %for.body.endif.endif.endif.us
  %loop.index35.us = phi i64 [ %.256.us.7, %for.body.endif.endif.endif.us ], [ %loop.index35.us.unr, %for.body.endif.endif.endif.us.preheader192 ]
  %sunkaddr447 = mul i64 %loop.index35.us, 8
  %sunkaddr448 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr447
  %.218.us = load double, ptr %sunkaddr448, align 8
  %.227.us = load double, ptr %arg.y.4, align 8
  %.13.le.i31 = tail call double @llvm.exp.f64(double %.218.us)
  %.18.i32 = fmul double %.227.us, %.13.le.i31
  %sunkaddr449 = mul i64 %loop.index35.us, 8
  %sunkaddr450 = getelementptr i8, ptr %.6.i, i64 %sunkaddr449
  store double %.18.i32, ptr %sunkaddr450, align 8
  %sunkaddr451 = mul i64 %loop.index35.us, 8
  %sunkaddr452 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr451
  %sunkaddr453 = getelementptr i8, ptr %sunkaddr452, i64 8
  %.218.us.1 = load double, ptr %sunkaddr453, align 8
  %.227.us.1 = load double, ptr %arg.y.4, align 8
  %.13.le.i31.1 = tail call double @llvm.exp.f64(double %.218.us.1)
  %.18.i32.1 = fmul double %.227.us.1, %.13.le.i31.1
  %sunkaddr454 = mul i64 %loop.index35.us, 8
  %sunkaddr455 = getelementptr i8, ptr %.6.i, i64 %sunkaddr454
  %sunkaddr456 = getelementptr i8, ptr %sunkaddr455, i64 8
  store double %.18.i32.1, ptr %sunkaddr456, align 8
  %sunkaddr457 = mul i64 %loop.index35.us, 8
  %sunkaddr458 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr457
  %sunkaddr459 = getelementptr i8, ptr %sunkaddr458, i64 16
  %.218.us.2 = load double, ptr %sunkaddr459, align 8
  %.227.us.2 = load double, ptr %arg.y.4, align 8
  %.13.le.i31.2 = tail call double @llvm.exp.f64(double %.218.us.2)
  %.18.i32.2 = fmul double %.227.us.2, %.13.le.i31.2
  %sunkaddr460 = mul i64 %loop.index35.us, 8
  %sunkaddr461 = getelementptr i8, ptr %.6.i, i64 %sunkaddr460
  %sunkaddr462 = getelementptr i8, ptr %sunkaddr461, i64 16
  store double %.18.i32.2, ptr %sunkaddr462, align 8
  %sunkaddr463 = mul i64 %loop.index35.us, 8
  %sunkaddr464 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr463
  %sunkaddr465 = getelementptr i8, ptr %sunkaddr464, i64 24
  %.218.us.3 = load double, ptr %sunkaddr465, align 8
  %.227.us.3 = load double, ptr %arg.y.4, align 8
  %.13.le.i31.3 = tail call double @llvm.exp.f64(double %.218.us.3)
  %.18.i32.3 = fmul double %.227.us.3, %.13.le.i31.3
  %sunkaddr466 = mul i64 %loop.index35.us, 8
  %sunkaddr467 = getelementptr i8, ptr %.6.i, i64 %sunkaddr466
  %sunkaddr468 = getelementptr i8, ptr %sunkaddr467, i64 24
  store double %.18.i32.3, ptr %sunkaddr468, align 8
  %sunkaddr469 = mul i64 %loop.index35.us, 8
  %sunkaddr470 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr469
  %sunkaddr471 = getelementptr i8, ptr %sunkaddr470, i64 32
  %.218.us.4 = load double, ptr %sunkaddr471, align 8
  %.227.us.4 = load double, ptr %arg.y.4, align 8
  %.13.le.i31.4 = tail call double @llvm.exp.f64(double %.218.us.4)
  %.18.i32.4 = fmul double %.227.us.4, %.13.le.i31.4
  %sunkaddr472 = mul i64 %loop.index35.us, 8
  %sunkaddr473 = getelementptr i8, ptr %.6.i, i64 %sunkaddr472
  %sunkaddr474 = getelementptr i8, ptr %sunkaddr473, i64 32
  store double %.18.i32.4, ptr %sunkaddr474, align 8
  %sunkaddr475 = mul i64 %loop.index35.us, 8
  %sunkaddr476 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr475
  %sunkaddr477 = getelementptr i8, ptr %sunkaddr476, i64 40
  %.218.us.5 = load double, ptr %sunkaddr477, align 8
  %.227.us.5 = load double, ptr %arg.y.4, align 8
  %.13.le.i31.5 = tail call double @llvm.exp.f64(double %.218.us.5)
  %.18.i32.5 = fmul double %.227.us.5, %.13.le.i31.5
  %sunkaddr478 = mul i64 %loop.index35.us, 8
  %sunkaddr479 = getelementptr i8, ptr %.6.i, i64 %sunkaddr478
  %sunkaddr480 = getelementptr i8, ptr %sunkaddr479, i64 40
  store double %.18.i32.5, ptr %sunkaddr480, align 8
  %sunkaddr481 = mul i64 %loop.index35.us, 8
  %sunkaddr482 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr481
  %sunkaddr483 = getelementptr i8, ptr %sunkaddr482, i64 48
  %.218.us.6 = load double, ptr %sunkaddr483, align 8
  %.227.us.6 = load double, ptr %arg.y.4, align 8
  %.13.le.i31.6 = tail call double @llvm.exp.f64(double %.218.us.6)
  %.18.i32.6 = fmul double %.227.us.6, %.13.le.i31.6
  %sunkaddr484 = mul i64 %loop.index35.us, 8
  %sunkaddr485 = getelementptr i8, ptr %.6.i, i64 %sunkaddr484
  %sunkaddr486 = getelementptr i8, ptr %sunkaddr485, i64 48
  store double %.18.i32.6, ptr %sunkaddr486, align 8
  %sunkaddr487 = mul i64 %loop.index35.us, 8
  %sunkaddr488 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr487
  %sunkaddr489 = getelementptr i8, ptr %sunkaddr488, i64 56
  %.218.us.7 = load double, ptr %sunkaddr489, align 8
  %.227.us.7 = load double, ptr %arg.y.4, align 8
  %.13.le.i31.7 = tail call double @llvm.exp.f64(double %.218.us.7)
  %.18.i32.7 = fmul double %.227.us.7, %.13.le.i31.7
  %sunkaddr490 = mul i64 %loop.index35.us, 8
  %sunkaddr491 = getelementptr i8, ptr %.6.i, i64 %sunkaddr490
  %sunkaddr492 = getelementptr i8, ptr %sunkaddr491, i64 56
  store double %.18.i32.7, ptr %sunkaddr492, align 8
  %.256.us.7 = add nuw nsw i64 %loop.index35.us, 8
  %exitcond64.not.7 = icmp eq i64 %dest_shape.161, %.256.us.7
  br i1 %exitcond64.not.7, label %for.end, label %for.body.endif.endif.endif.us, !llvm.loop !26

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %31 = icmp ugt i64 %arg.y.5.0.fr, 1
  br i1 %31, label %iter.check98, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %32 = icmp eq i64 %dest_shape.161, 1
  br i1 %32, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %33 = shl i64 %dest_shape.161, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %33
  %scevgep68 = getelementptr i8, ptr %arg.x.4, i64 8
  %scevgep69 = getelementptr i8, ptr %arg.y.4, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep68
  %bound1 = icmp ult ptr %arg.x.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound070 = icmp ult ptr %.6.i, %scevgep69
  %bound171 = icmp ult ptr %arg.y.4, %scevgep
  %found.conflict72 = and i1 %bound070, %bound171
  %conflict.rdx = or i1 %found.conflict, %found.conflict72
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check73 = icmp ult i64 %dest_shape.161, 16
  br i1 %min.iters.check73, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.161, %const
  %34 = load double, ptr %arg.y.4, align 8, !alias.scope !27
  %35 = load double, ptr %arg.x.4, align 8, !alias.scope !30
  %36 = tail call double @llvm.exp.f64(double %35)
  %.scalar = fmul double %34, %36
  %37 = insertelement <4 x double> poison, double %.scalar, i64 0
  %38 = shufflevector <4 x double> %37, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr493 = mul i64 %index, 8
  %sunkaddr494 = getelementptr i8, ptr %.6.i, i64 %sunkaddr493
  store <4 x double> %38, ptr %sunkaddr494, align 8, !alias.scope !32, !noalias !34
  %sunkaddr495 = mul i64 %index, 8
  %sunkaddr496 = getelementptr i8, ptr %.6.i, i64 %sunkaddr495
  %sunkaddr497 = getelementptr i8, ptr %sunkaddr496, i64 32
  store <4 x double> %38, ptr %sunkaddr497, align 8, !alias.scope !32, !noalias !34
  %sunkaddr498 = mul i64 %index, 8
  %sunkaddr499 = getelementptr i8, ptr %.6.i, i64 %sunkaddr498
  %sunkaddr500 = getelementptr i8, ptr %sunkaddr499, i64 64
  store <4 x double> %38, ptr %sunkaddr500, align 8, !alias.scope !32, !noalias !34
  %sunkaddr501 = mul i64 %index, 8
  %sunkaddr502 = getelementptr i8, ptr %.6.i, i64 %sunkaddr501
  %sunkaddr503 = getelementptr i8, ptr %sunkaddr502, i64 96
  store <4 x double> %38, ptr %sunkaddr503, align 8, !alias.scope !32, !noalias !34
  %index.next = add nuw i64 %index, 16
  %39 = icmp eq i64 %n.vec, %index.next
  br i1 %39, label %middle.block, label %vector.body, !llvm.loop !35

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.161, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %40 = and i64 %dest_shape.161, 14
  %min.epilog.iters.check = icmp eq i64 %40, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !36

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat377 = add i64 %const, 14
  %n.vec77 = and i64 %dest_shape.161, %const_mat377
  %41 = load double, ptr %arg.y.4, align 8, !alias.scope !27
  %42 = load double, ptr %arg.x.4, align 8, !alias.scope !30
  %43 = tail call double @llvm.exp.f64(double %42)
  %.scalar173 = fmul double %41, %43
  %44 = insertelement <2 x double> poison, double %.scalar173, i64 0
  %45 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index82 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next83, %vec.epilog.vector.body ]
  %46 = shl i64 %index82, 3
  %scevgep366 = getelementptr i8, ptr %.6.i, i64 %46
  store <2 x double> %45, ptr %scevgep366, align 8, !alias.scope !32, !noalias !34
  %index.next83 = add nuw i64 %index82, 2
  %47 = icmp eq i64 %n.vec77, %index.next83
  br i1 %47, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !37

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n84 = icmp eq i64 %dest_shape.161, %n.vec77
  br i1 %cmp.n84, label %for.end, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index35.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec77, %vec.epilog.middle.block ]
  %48 = sub nsw i64 %dest_shape.161, %loop.index35.ph
  %xtraiter = and i64 %48, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv364 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next365, %for.body.endif.endif.endif.prol ]
  %loop.index35.prol = phi i64 [ %.256.prol, %for.body.endif.endif.endif.prol ], [ %loop.index35.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.218.prol = load double, ptr %arg.x.4, align 8
  %.227.prol = load double, ptr %arg.y.4, align 8
  %.13.le.i35.prol = tail call double @llvm.exp.f64(double %.218.prol)
  %.18.i36.prol = fmul double %.227.prol, %.13.le.i35.prol
  %49 = shl i64 %loop.index35.prol, 3
  %scevgep363 = getelementptr i8, ptr %.6.i, i64 %49
  store double %.18.i36.prol, ptr %scevgep363, align 8
  %.256.prol = add nuw i64 %loop.index35.prol, 1
  %lsr.iv.next365 = add nsw i64 %lsr.iv364, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next365, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !38

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index35.unr = phi i64 [ %loop.index35.ph, %for.body.endif.endif.endif.preheader ], [ %.256.prol, %for.body.endif.endif.endif.prol ]
  %50 = sub nsw i64 %loop.index35.ph, %dest_shape.161
  %51 = icmp ugt i64 %50, -8
  br i1 %51, label %for.end, label %for.body.endif.endif.endif.preheader196

for.body.endif.endif.endif.preheader196:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check98:                                     ; preds = %for.body.lr.ph.split
  %52 = icmp eq i64 %dest_shape.161, 1
  br i1 %52, label %for.body.endif.endif.endif.us40.preheader, label %vector.memcheck85

vector.memcheck85:                                ; preds = %iter.check98
  %53 = shl i64 %dest_shape.161, 3
  %scevgep86 = getelementptr i8, ptr %.6.i, i64 %53
  %scevgep87 = getelementptr i8, ptr %arg.x.4, i64 8
  %scevgep88 = getelementptr i8, ptr %arg.y.4, i64 %53
  %bound089 = icmp ult ptr %.6.i, %scevgep87
  %bound190 = icmp ult ptr %arg.x.4, %scevgep86
  %found.conflict91 = and i1 %bound089, %bound190
  %bound092 = icmp ult ptr %.6.i, %scevgep88
  %bound193 = icmp ult ptr %arg.y.4, %scevgep86
  %found.conflict94 = and i1 %bound092, %bound193
  %conflict.rdx95 = or i1 %found.conflict91, %found.conflict94
  br i1 %conflict.rdx95, label %for.body.endif.endif.endif.us40.preheader, label %vector.main.loop.iter.check100

vector.main.loop.iter.check100:                   ; preds = %vector.memcheck85
  %min.iters.check99 = icmp ult i64 %dest_shape.161, 16
  br i1 %min.iters.check99, label %vec.epilog.ph118, label %vector.ph101

vector.ph101:                                     ; preds = %vector.main.loop.iter.check100
  %n.vec103 = and i64 %dest_shape.161, %const
  %54 = load double, ptr %arg.x.4, align 8, !alias.scope !39
  %55 = tail call double @llvm.exp.f64(double %54)
  %broadcast.splatinsert104 = insertelement <4 x double> poison, double %55, i64 0
  %broadcast.splat105 = shufflevector <4 x double> %broadcast.splatinsert104, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body106

vector.body106:                                   ; preds = %vector.body106, %vector.ph101
  %index107 = phi i64 [ 0, %vector.ph101 ], [ %index.next111, %vector.body106 ]
  %sunkaddr504 = mul i64 %index107, 8
  %sunkaddr505 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr504
  %wide.load = load <4 x double>, ptr %sunkaddr505, align 8, !alias.scope !42
  %sunkaddr506 = mul i64 %index107, 8
  %sunkaddr507 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr506
  %sunkaddr508 = getelementptr i8, ptr %sunkaddr507, i64 32
  %wide.load108 = load <4 x double>, ptr %sunkaddr508, align 8, !alias.scope !42
  %sunkaddr509 = mul i64 %index107, 8
  %sunkaddr510 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr509
  %sunkaddr511 = getelementptr i8, ptr %sunkaddr510, i64 64
  %wide.load109 = load <4 x double>, ptr %sunkaddr511, align 8, !alias.scope !42
  %sunkaddr512 = mul i64 %index107, 8
  %sunkaddr513 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr512
  %sunkaddr514 = getelementptr i8, ptr %sunkaddr513, i64 96
  %wide.load110 = load <4 x double>, ptr %sunkaddr514, align 8, !alias.scope !42
  %56 = fmul <4 x double> %wide.load, %broadcast.splat105
  %57 = fmul <4 x double> %wide.load108, %broadcast.splat105
  %58 = fmul <4 x double> %wide.load109, %broadcast.splat105
  %59 = fmul <4 x double> %wide.load110, %broadcast.splat105
  %sunkaddr515 = mul i64 %index107, 8
  %sunkaddr516 = getelementptr i8, ptr %.6.i, i64 %sunkaddr515
  store <4 x double> %56, ptr %sunkaddr516, align 8, !alias.scope !44, !noalias !46
  %sunkaddr517 = mul i64 %index107, 8
  %sunkaddr518 = getelementptr i8, ptr %.6.i, i64 %sunkaddr517
  %sunkaddr519 = getelementptr i8, ptr %sunkaddr518, i64 32
  store <4 x double> %57, ptr %sunkaddr519, align 8, !alias.scope !44, !noalias !46
  %sunkaddr520 = mul i64 %index107, 8
  %sunkaddr521 = getelementptr i8, ptr %.6.i, i64 %sunkaddr520
  %sunkaddr522 = getelementptr i8, ptr %sunkaddr521, i64 64
  store <4 x double> %58, ptr %sunkaddr522, align 8, !alias.scope !44, !noalias !46
  %sunkaddr523 = mul i64 %index107, 8
  %sunkaddr524 = getelementptr i8, ptr %.6.i, i64 %sunkaddr523
  %sunkaddr525 = getelementptr i8, ptr %sunkaddr524, i64 96
  store <4 x double> %59, ptr %sunkaddr525, align 8, !alias.scope !44, !noalias !46
  %index.next111 = add nuw i64 %index107, 16
  %60 = icmp eq i64 %n.vec103, %index.next111
  br i1 %60, label %middle.block112, label %vector.body106, !llvm.loop !47

middle.block112:                                  ; preds = %vector.body106
  %cmp.n113 = icmp eq i64 %dest_shape.161, %n.vec103
  br i1 %cmp.n113, label %for.end, label %vec.epilog.iter.check116

vec.epilog.iter.check116:                         ; preds = %middle.block112
  %61 = and i64 %dest_shape.161, 14
  %min.epilog.iters.check117 = icmp eq i64 %61, 0
  br i1 %min.epilog.iters.check117, label %for.body.endif.endif.endif.us40.preheader, label %vec.epilog.ph118, !prof !36

vec.epilog.ph118:                                 ; preds = %vector.main.loop.iter.check100, %vec.epilog.iter.check116
  %vec.epilog.resume.val114 = phi i64 [ %n.vec103, %vec.epilog.iter.check116 ], [ 0, %vector.main.loop.iter.check100 ]
  %const_mat378 = add i64 %const, 14
  %n.vec120 = and i64 %dest_shape.161, %const_mat378
  %62 = load double, ptr %arg.x.4, align 8, !alias.scope !39
  %63 = tail call double @llvm.exp.f64(double %62)
  %broadcast.splatinsert121 = insertelement <2 x double> poison, double %63, i64 0
  %broadcast.splat122 = shufflevector <2 x double> %broadcast.splatinsert121, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body123

vec.epilog.vector.body123:                        ; preds = %vec.epilog.vector.body123, %vec.epilog.ph118
  %index124 = phi i64 [ %vec.epilog.resume.val114, %vec.epilog.ph118 ], [ %index.next126, %vec.epilog.vector.body123 ]
  %64 = shl i64 %index124, 3
  %scevgep330 = getelementptr i8, ptr %arg.y.4, i64 %64
  %wide.load125 = load <2 x double>, ptr %scevgep330, align 8, !alias.scope !42
  %65 = fmul <2 x double> %wide.load125, %broadcast.splat122
  %66 = shl i64 %index124, 3
  %scevgep329 = getelementptr i8, ptr %.6.i, i64 %66
  store <2 x double> %65, ptr %scevgep329, align 8, !alias.scope !44, !noalias !46
  %index.next126 = add nuw i64 %index124, 2
  %67 = icmp eq i64 %n.vec120, %index.next126
  br i1 %67, label %vec.epilog.middle.block127, label %vec.epilog.vector.body123, !llvm.loop !48

vec.epilog.middle.block127:                       ; preds = %vec.epilog.vector.body123
  %cmp.n128 = icmp eq i64 %dest_shape.161, %n.vec120
  br i1 %cmp.n128, label %for.end, label %for.body.endif.endif.endif.us40.preheader

for.body.endif.endif.endif.us40.preheader:        ; preds = %vector.memcheck85, %iter.check98, %vec.epilog.iter.check116, %vec.epilog.middle.block127
  %loop.index35.us37.ph = phi i64 [ 0, %iter.check98 ], [ 0, %vector.memcheck85 ], [ %n.vec103, %vec.epilog.iter.check116 ], [ %n.vec120, %vec.epilog.middle.block127 ]
  %68 = sub nsw i64 %dest_shape.161, %loop.index35.us37.ph
  %xtraiter179 = and i64 %68, 7
  %lcmp.mod180.not = icmp eq i64 %xtraiter179, 0
  br i1 %lcmp.mod180.not, label %for.body.endif.endif.endif.us40.prol.loopexit, label %for.body.endif.endif.endif.us40.prol.preheader

for.body.endif.endif.endif.us40.prol.preheader:   ; preds = %for.body.endif.endif.endif.us40.preheader
  br label %for.body.endif.endif.endif.us40.prol

for.body.endif.endif.endif.us40.prol:             ; preds = %for.body.endif.endif.endif.us40.prol.preheader, %for.body.endif.endif.endif.us40.prol
  %lsr.iv327 = phi i64 [ %xtraiter179, %for.body.endif.endif.endif.us40.prol.preheader ], [ %lsr.iv.next328, %for.body.endif.endif.endif.us40.prol ]
  %loop.index35.us37.prol = phi i64 [ %.256.us43.prol, %for.body.endif.endif.endif.us40.prol ], [ %loop.index35.us37.ph, %for.body.endif.endif.endif.us40.prol.preheader ]
  %.218.us39.prol = load double, ptr %arg.x.4, align 8
  %69 = shl i64 %loop.index35.us37.prol, 3
  %scevgep326 = getelementptr i8, ptr %arg.y.4, i64 %69
  %.227.us47.prol = load double, ptr %scevgep326, align 8
  %.13.le.i33.prol = tail call double @llvm.exp.f64(double %.218.us39.prol)
  %.18.i34.prol = fmul double %.227.us47.prol, %.13.le.i33.prol
  %70 = shl i64 %loop.index35.us37.prol, 3
  %scevgep325 = getelementptr i8, ptr %.6.i, i64 %70
  store double %.18.i34.prol, ptr %scevgep325, align 8
  %.256.us43.prol = add nuw i64 %loop.index35.us37.prol, 1
  %lsr.iv.next328 = add nsw i64 %lsr.iv327, -1
  %prol.iter181.cmp.not = icmp eq i64 %lsr.iv.next328, 0
  br i1 %prol.iter181.cmp.not, label %for.body.endif.endif.endif.us40.prol.loopexit, label %for.body.endif.endif.endif.us40.prol, !llvm.loop !49

for.body.endif.endif.endif.us40.prol.loopexit:    ; preds = %for.body.endif.endif.endif.us40.prol, %for.body.endif.endif.endif.us40.preheader
  %loop.index35.us37.unr = phi i64 [ %loop.index35.us37.ph, %for.body.endif.endif.endif.us40.preheader ], [ %.256.us43.prol, %for.body.endif.endif.endif.us40.prol ]
  %71 = sub nsw i64 %loop.index35.us37.ph, %dest_shape.161
  %72 = icmp ugt i64 %71, -8
  br i1 %72, label %for.end, label %for.body.endif.endif.endif.us40.preheader194

for.body.endif.endif.endif.us40.preheader194:     ; preds = %for.body.endif.endif.endif.us40.prol.loopexit
  br label %for.body.endif.endif.endif.us40

for.body.endif.endif.endif.us40:                  ; preds = %for.body.endif.endif.endif.us40.preheader194, %for.body.endif.endif.endif.us40
  %loop.index35.us37 = phi i64 [ %.256.us43.7, %for.body.endif.endif.endif.us40 ], [ %loop.index35.us37.unr, %for.body.endif.endif.endif.us40.preheader194 ]
  %.218.us39 = load double, ptr %arg.x.4, align 8
  %sunkaddr526 = mul i64 %loop.index35.us37, 8
  %sunkaddr527 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr526
  %.227.us47 = load double, ptr %sunkaddr527, align 8
  %.13.le.i33 = tail call double @llvm.exp.f64(double %.218.us39)
  %.18.i34 = fmul double %.227.us47, %.13.le.i33
  %sunkaddr528 = mul i64 %loop.index35.us37, 8
  %sunkaddr529 = getelementptr i8, ptr %.6.i, i64 %sunkaddr528
  store double %.18.i34, ptr %sunkaddr529, align 8
  %.218.us39.1 = load double, ptr %arg.x.4, align 8
  %sunkaddr530 = mul i64 %loop.index35.us37, 8
  %sunkaddr531 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr530
  %sunkaddr532 = getelementptr i8, ptr %sunkaddr531, i64 8
  %.227.us47.1 = load double, ptr %sunkaddr532, align 8
  %.13.le.i33.1 = tail call double @llvm.exp.f64(double %.218.us39.1)
  %.18.i34.1 = fmul double %.227.us47.1, %.13.le.i33.1
  %sunkaddr533 = mul i64 %loop.index35.us37, 8
  %sunkaddr534 = getelementptr i8, ptr %.6.i, i64 %sunkaddr533
  %sunkaddr535 = getelementptr i8, ptr %sunkaddr534, i64 8
  store double %.18.i34.1, ptr %sunkaddr535, align 8
  %.218.us39.2 = load double, ptr %arg.x.4, align 8
  %sunkaddr536 = mul i64 %loop.index35.us37, 8
  %sunkaddr537 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr536
  %sunkaddr538 = getelementptr i8, ptr %sunkaddr537, i64 16
  %.227.us47.2 = load double, ptr %sunkaddr538, align 8
  %.13.le.i33.2 = tail call double @llvm.exp.f64(double %.218.us39.2)
  %.18.i34.2 = fmul double %.227.us47.2, %.13.le.i33.2
  %sunkaddr539 = mul i64 %loop.index35.us37, 8
  %sunkaddr540 = getelementptr i8, ptr %.6.i, i64 %sunkaddr539
  %sunkaddr541 = getelementptr i8, ptr %sunkaddr540, i64 16
  store double %.18.i34.2, ptr %sunkaddr541, align 8
  %.218.us39.3 = load double, ptr %arg.x.4, align 8
  %sunkaddr542 = mul i64 %loop.index35.us37, 8
  %sunkaddr543 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr542
  %sunkaddr544 = getelementptr i8, ptr %sunkaddr543, i64 24
  %.227.us47.3 = load double, ptr %sunkaddr544, align 8
  %.13.le.i33.3 = tail call double @llvm.exp.f64(double %.218.us39.3)
  %.18.i34.3 = fmul double %.227.us47.3, %.13.le.i33.3
  %sunkaddr545 = mul i64 %loop.index35.us37, 8
  %sunkaddr546 = getelementptr i8, ptr %.6.i, i64 %sunkaddr545
  %sunkaddr547 = getelementptr i8, ptr %sunkaddr546, i64 24
  store double %.18.i34.3, ptr %sunkaddr547, align 8
  %.218.us39.4 = load double, ptr %arg.x.4, align 8
  %sunkaddr548 = mul i64 %loop.index35.us37, 8
  %sunkaddr549 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr548
  %sunkaddr550 = getelementptr i8, ptr %sunkaddr549, i64 32
  %.227.us47.4 = load double, ptr %sunkaddr550, align 8
  %.13.le.i33.4 = tail call double @llvm.exp.f64(double %.218.us39.4)
  %.18.i34.4 = fmul double %.227.us47.4, %.13.le.i33.4
  %sunkaddr551 = mul i64 %loop.index35.us37, 8
  %sunkaddr552 = getelementptr i8, ptr %.6.i, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, ptr %sunkaddr552, i64 32
  store double %.18.i34.4, ptr %sunkaddr553, align 8
  %.218.us39.5 = load double, ptr %arg.x.4, align 8
  %sunkaddr554 = mul i64 %loop.index35.us37, 8
  %sunkaddr555 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr554
  %sunkaddr556 = getelementptr i8, ptr %sunkaddr555, i64 40
  %.227.us47.5 = load double, ptr %sunkaddr556, align 8
  %.13.le.i33.5 = tail call double @llvm.exp.f64(double %.218.us39.5)
  %.18.i34.5 = fmul double %.227.us47.5, %.13.le.i33.5
  %sunkaddr557 = mul i64 %loop.index35.us37, 8
  %sunkaddr558 = getelementptr i8, ptr %.6.i, i64 %sunkaddr557
  %sunkaddr559 = getelementptr i8, ptr %sunkaddr558, i64 40
  store double %.18.i34.5, ptr %sunkaddr559, align 8
  %.218.us39.6 = load double, ptr %arg.x.4, align 8
  %sunkaddr560 = mul i64 %loop.index35.us37, 8
  %sunkaddr561 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr560
  %sunkaddr562 = getelementptr i8, ptr %sunkaddr561, i64 48
  %.227.us47.6 = load double, ptr %sunkaddr562, align 8
  %.13.le.i33.6 = tail call double @llvm.exp.f64(double %.218.us39.6)
  %.18.i34.6 = fmul double %.227.us47.6, %.13.le.i33.6
  %sunkaddr563 = mul i64 %loop.index35.us37, 8
  %sunkaddr564 = getelementptr i8, ptr %.6.i, i64 %sunkaddr563
  %sunkaddr565 = getelementptr i8, ptr %sunkaddr564, i64 48
  store double %.18.i34.6, ptr %sunkaddr565, align 8
  %.218.us39.7 = load double, ptr %arg.x.4, align 8
  %sunkaddr566 = mul i64 %loop.index35.us37, 8
  %sunkaddr567 = getelementptr i8, ptr %arg.y.4, i64 %sunkaddr566
  %sunkaddr568 = getelementptr i8, ptr %sunkaddr567, i64 56
  %.227.us47.7 = load double, ptr %sunkaddr568, align 8
  %.13.le.i33.7 = tail call double @llvm.exp.f64(double %.218.us39.7)
  %.18.i34.7 = fmul double %.227.us47.7, %.13.le.i33.7
  %sunkaddr569 = mul i64 %loop.index35.us37, 8
  %sunkaddr570 = getelementptr i8, ptr %.6.i, i64 %sunkaddr569
  %sunkaddr571 = getelementptr i8, ptr %sunkaddr570, i64 56
  store double %.18.i34.7, ptr %sunkaddr571, align 8
  %.256.us43.7 = add nuw nsw i64 %loop.index35.us37, 8
  %exitcond63.not.7 = icmp eq i64 %dest_shape.161, %.256.us43.7
  br i1 %exitcond63.not.7, label %for.end, label %for.body.endif.endif.endif.us40, !llvm.loop !50

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B0.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us40, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us40.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block112, %vec.epilog.middle.block127, %middle.block151, %middle.block170
  tail call void @NRT_decref(ptr %arg.y.0)
  tail call void @NRT_decref(ptr %arg.x.0)
  %xtraiter.i = and i64 %dest_shape.161, 7
  %73 = icmp samesign ult i64 %dest_shape.161, 8
  br i1 %73, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !51

.89.endif.preheader.new.i:                        ; preds = %for.end
  %const_mat = add i64 %const, 8
  %unroll_iter.i = and i64 %dest_shape.161, %const_mat
  %74 = add nsw i64 %dest_shape.161, -8
  %75 = lshr i64 %74, 3
  %76 = add nuw nsw i64 %75, 1
  %xtraiter188 = and i64 %76, 3
  %77 = and i64 %74, 24
  %lcmp.mod189.not = icmp eq i64 %77, 24
  br i1 %lcmp.mod189.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !52

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter188, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !53
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i37.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i37.prol, align 8, !noalias !53
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !53
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !53
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !53
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !53
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !53
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !53
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter190.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter190.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !56, !llvm.loop !57

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %78 = icmp ult i64 %74, 24
  br i1 %78, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !58

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !59

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %for.end
  %.77.013.epil.init.i = phi ptr [ %.6.i, %for.end ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %for.end ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %79 = shl i64 %epil.iter.i, 3
  %scevgep198 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %79
  %.106.epil.i = load double, ptr %scevgep198, align 8, !noalias !53
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !60, !llvm.loop !61

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !53
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i37 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i37, align 8, !noalias !53
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !53
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !53
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !53
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !53
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !53
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !53
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !53
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i37.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i37.1, align 8, !noalias !53
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !53
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !53
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !53
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !53
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !53
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !53
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !53
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i37.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i37.2, align 8, !noalias !53
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !53
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !53
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !53
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !53
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !53
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !53
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !53
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i37.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i37.3, align 8, !noalias !53
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !53
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !53
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !53
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !53
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !53
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !53
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !63, !llvm.loop !64

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader196, %for.body.endif.endif.endif
  %loop.index35 = phi i64 [ %.256.7, %for.body.endif.endif.endif ], [ %loop.index35.unr, %for.body.endif.endif.endif.preheader196 ]
  %.218 = load double, ptr %arg.x.4, align 8
  %.227 = load double, ptr %arg.y.4, align 8
  %.13.le.i35 = tail call double @llvm.exp.f64(double %.218)
  %.18.i36 = fmul double %.227, %.13.le.i35
  %sunkaddr572 = mul i64 %loop.index35, 8
  %sunkaddr573 = getelementptr i8, ptr %.6.i, i64 %sunkaddr572
  store double %.18.i36, ptr %sunkaddr573, align 8
  %.218.1 = load double, ptr %arg.x.4, align 8
  %.227.1 = load double, ptr %arg.y.4, align 8
  %.13.le.i35.1 = tail call double @llvm.exp.f64(double %.218.1)
  %.18.i36.1 = fmul double %.227.1, %.13.le.i35.1
  %sunkaddr574 = mul i64 %loop.index35, 8
  %sunkaddr575 = getelementptr i8, ptr %.6.i, i64 %sunkaddr574
  %sunkaddr576 = getelementptr i8, ptr %sunkaddr575, i64 8
  store double %.18.i36.1, ptr %sunkaddr576, align 8
  %.218.2 = load double, ptr %arg.x.4, align 8
  %.227.2 = load double, ptr %arg.y.4, align 8
  %.13.le.i35.2 = tail call double @llvm.exp.f64(double %.218.2)
  %.18.i36.2 = fmul double %.227.2, %.13.le.i35.2
  %sunkaddr577 = mul i64 %loop.index35, 8
  %sunkaddr578 = getelementptr i8, ptr %.6.i, i64 %sunkaddr577
  %sunkaddr579 = getelementptr i8, ptr %sunkaddr578, i64 16
  store double %.18.i36.2, ptr %sunkaddr579, align 8
  %.218.3 = load double, ptr %arg.x.4, align 8
  %.227.3 = load double, ptr %arg.y.4, align 8
  %.13.le.i35.3 = tail call double @llvm.exp.f64(double %.218.3)
  %.18.i36.3 = fmul double %.227.3, %.13.le.i35.3
  %sunkaddr580 = mul i64 %loop.index35, 8
  %sunkaddr581 = getelementptr i8, ptr %.6.i, i64 %sunkaddr580
  %sunkaddr582 = getelementptr i8, ptr %sunkaddr581, i64 24
  store double %.18.i36.3, ptr %sunkaddr582, align 8
  %.218.4 = load double, ptr %arg.x.4, align 8
  %.227.4 = load double, ptr %arg.y.4, align 8
  %.13.le.i35.4 = tail call double @llvm.exp.f64(double %.218.4)
  %.18.i36.4 = fmul double %.227.4, %.13.le.i35.4
  %sunkaddr583 = mul i64 %loop.index35, 8
  %sunkaddr584 = getelementptr i8, ptr %.6.i, i64 %sunkaddr583
  %sunkaddr585 = getelementptr i8, ptr %sunkaddr584, i64 32
  store double %.18.i36.4, ptr %sunkaddr585, align 8
  %.218.5 = load double, ptr %arg.x.4, align 8
  %.227.5 = load double, ptr %arg.y.4, align 8
  %.13.le.i35.5 = tail call double @llvm.exp.f64(double %.218.5)
  %.18.i36.5 = fmul double %.227.5, %.13.le.i35.5
  %sunkaddr586 = mul i64 %loop.index35, 8
  %sunkaddr587 = getelementptr i8, ptr %.6.i, i64 %sunkaddr586
  %sunkaddr588 = getelementptr i8, ptr %sunkaddr587, i64 40
  store double %.18.i36.5, ptr %sunkaddr588, align 8
  %.218.6 = load double, ptr %arg.x.4, align 8
  %.227.6 = load double, ptr %arg.y.4, align 8
  %.13.le.i35.6 = tail call double @llvm.exp.f64(double %.218.6)
  %.18.i36.6 = fmul double %.227.6, %.13.le.i35.6
  %sunkaddr589 = mul i64 %loop.index35, 8
  %sunkaddr590 = getelementptr i8, ptr %.6.i, i64 %sunkaddr589
  %sunkaddr591 = getelementptr i8, ptr %sunkaddr590, i64 48
  store double %.18.i36.6, ptr %sunkaddr591, align 8
  %.218.7 = load double, ptr %arg.x.4, align 8
  %.227.7 = load double, ptr %arg.y.4, align 8
  %.13.le.i35.7 = tail call double @llvm.exp.f64(double %.218.7)
  %.18.i36.7 = fmul double %.227.7, %.13.le.i35.7
  %sunkaddr592 = mul i64 %loop.index35, 8
  %sunkaddr593 = getelementptr i8, ptr %.6.i, i64 %sunkaddr592
  %sunkaddr594 = getelementptr i8, ptr %sunkaddr593, i64 56
  store double %.18.i36.7, ptr %sunkaddr594, align 8
  %.256.7 = add nuw nsw i64 %loop.index35, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.161, %.256.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !66

for.end.endif.critedge:                           ; preds = %B0.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.y.0)
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %for.end.endif

for.end.endif:                                    ; preds = %.89.endif.epil.i, %for.end.endif.critedge, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.endif.critedge ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

define ptr @_ZN7cpython7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.exp_mul_sum, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ %.94, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.e...if.1 ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  %.42 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.47 = call i32 @NRT_adapt_ndarray_from_python(ptr %.42, ptr nonnull %.43)
  %sunkaddr3 = getelementptr inbounds i8, ptr %.43, i64 24
  %.51 = load i64, ptr %sunkaddr3, align 8
  %.52 = icmp ne i64 %.51, 8
  %.53 = icmp ne i32 %.47, 0
  %.54 = or i1 %.53, %.52
  br i1 %.54, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !9

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.58.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.43, i64 32
  %.58.fca.4.load = load ptr, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.43, i64 40
  %.58.fca.5.0.load = load i64, ptr %sunkaddr5, align 8
  store double 0.000000e+00, ptr %.65, align 8
  %.73 = call i32 @_ZN7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, ptr %.58.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.58.fca.4.load, i64 %.58.fca.5.0.load, i64 poison) #3
  %.74 = load ptr, ptr %excinfo, align 8
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %cond = icmp eq i32 %.73, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif.if, !prof !67

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.94 = call ptr @PyFloat_FromDouble(double %.83)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.99 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.100 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 4
  %.101 = icmp sgt i32 %.100, 0
  %.104 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 0
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 1
  br i1 %.101, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.107 = sext i32 %.106 to i64
  %.108 = call ptr @PyBytes_FromStringAndSize(ptr %.104, i64 %.107)
  %.109 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.109, 2
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.109, 3
  %.114 = call ptr %.112(ptr %.110)
  %.115 = icmp eq ptr %.114, null
  br i1 %.115, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !9

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.128 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 2
  %.129 = call ptr @numba_unpickle(ptr %.104, i32 %.106, ptr %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.131 = phi ptr [ %.119, %entry.endif.endif.endif.e...endif ], [ %.129, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.132.not = icmp eq ptr %.131, null
  br i1 %.132.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !9

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.119 = call ptr @numba_runtime_build_excinfo_struct(ptr %.108, ptr nonnull %.114)
  call void @NRT_Free(ptr nonnull %.74)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.131)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.12 = call i32 @_ZN7kernels11exp_mul_sumB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, ptr %extracted.meminfo.1, ptr poison, i64 poison, i64 poison, ptr %extracted.data.1, i64 %.10, i64 poison) #3
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !67

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.75 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.75)
  call void @Py_DecRef(ptr %.75)
  call void @numba_gil_release(ptr nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.24)
  call void @PyErr_Clear()
  %.30 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.31 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call ptr @PyBytes_FromStringAndSize(ptr %.35, i64 %.38)
  %.40 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 2
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 3
  %.45 = call ptr %.43(ptr %.41)
  %.46 = icmp eq ptr %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !9

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call ptr @numba_runtime_build_excinfo_struct(ptr %.39, ptr nonnull %.45)
  call void @NRT_Free(ptr nonnull %.13)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.62)
  br label %.27
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

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
declare <4 x double> @llvm.exp.v4f64(<4 x double>) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 32212253, i32 2115271395}
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
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !19, !20}
!24 = distinct !{!24, !22}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !19}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = !{!33}
!33 = distinct !{!33, !29}
!34 = !{!31, !28}
!35 = distinct !{!35, !19, !20}
!36 = !{!"branch_weights", i32 2, i32 14}
!37 = distinct !{!37, !19, !20}
!38 = distinct !{!38, !22}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = !{!45}
!45 = distinct !{!45, !41}
!46 = !{!40, !43}
!47 = distinct !{!47, !19, !20}
!48 = distinct !{!48, !19, !20}
!49 = distinct !{!49, !22}
!50 = distinct !{!50, !19}
!51 = !{!"branch_weights", i32 146201250, i32 2001282398}
!52 = !{!"branch_weights", i32 127, i32 1}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!56 = !{!"branch_weights", i32 1, i32 1}
!57 = distinct !{!57, !22}
!58 = !{!"branch_weights", i32 1, i32 127}
!59 = !{!"branch_weights", i32 277993707, i32 1869489941}
!60 = !{!"branch_weights", i32 542333185, i32 1605150463}
!61 = distinct !{!61, !62, !22}
!62 = !{!"llvm.loop.estimated_trip_count", i32 4}
!63 = !{!"branch_weights", i32 166258294, i32 1981225354}
!64 = distinct !{!64, !65}
!65 = !{!"llvm.loop.estimated_trip_count", i32 3}
!66 = distinct !{!66, !19}
!67 = !{!"branch_weights", i32 49, i32 1}
