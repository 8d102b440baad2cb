; ModuleID = 'diff_slices'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, i32 133, ptr @.const.pickledata.b3ea5a45a3a4e89367ad08c13663fb15f370fb04.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.diff_slices = internal constant [12 x i8] c"diff_slices\00"
@_ZN08NumbaEnv7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a5b62d0B3v35B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a5b5d10B3v36B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.u.0, ptr readnone captures(none) %arg.u.1, i64 %arg.u.2, i64 %arg.u.3, ptr readonly captures(none) %arg.u.4, i64 %arg.u.5.0, i64 %arg.u.6.0) local_unnamed_addr {
B0.else.endif:
  tail call void @NRT_incref(ptr %arg.u.0)
  %.61 = icmp slt i64 %arg.u.5.0, 2
  br i1 %.61, label %B0.else.endif.if, label %B0.endif.else.endif, !prof !0

B0.else.endif.if:                                 ; preds = %B0.else.endif
  br label %B0.endif.else.endif

B128.i:                                           ; preds = %B0.endif.else.endif, %select.end
  %.211.sroa.0.3167171 = phi i64 [ %spec.select, %select.end ], [ 0, %B0.endif.else.endif ]
  %.211.sroa.13.0 = phi i64 [ %spec.select186, %select.end ], [ %.239, %B0.endif.else.endif ]
  %.299 = sub i64 %.211.sroa.13.0, %.211.sroa.0.3167171
  %.299.fr = freeze i64 %.299
  %.308 = tail call i64 @llvm.smax.i64(i64 %.299.fr, i64 0)
  %.324 = getelementptr double, ptr %arg.u.4, i64 %.211.sroa.0.3167171
  %.67.not.i22 = icmp eq i64 %.129.fr, 1
  br i1 %.67.not.i22, label %B128.i32, label %B90.i23

B0.endif.else.endif:                              ; preds = %B0.else.endif, %B0.else.endif.if
  %.41.sroa.0.3 = phi i64 [ %arg.u.5.0, %B0.else.endif.if ], [ 1, %B0.else.endif ]
  %.129 = sub i64 %arg.u.5.0, %.41.sroa.0.3
  %.129.fr = freeze i64 %.129
  %.138 = tail call i64 @llvm.smax.i64(i64 %.129.fr, i64 0)
  %.154 = getelementptr double, ptr %arg.u.4, i64 %.41.sroa.0.3
  tail call void @NRT_incref(ptr %arg.u.0)
  %.231 = icmp slt i64 %arg.u.5.0, 1
  %.239 = add i64 %arg.u.5.0, -1
  br i1 %.231, label %B0.endif.else.endif.endif, label %B128.i, !prof !0

B0.endif.else.endif.endif:                        ; preds = %B0.endif.else.endif
  %const591 = bitcast i64 -9223372036854775808 to i64
  %spec.select.frozen = freeze i64 %.239
  %.243 = icmp slt i64 %spec.select.frozen, 0
  br i1 %.243, label %select.end, label %select.false, !prof !1

select.false:                                     ; preds = %B0.endif.else.endif.endif
  br label %select.end

select.end:                                       ; preds = %B0.endif.else.endif.endif, %select.false
  %spec.select = phi i64 [ %arg.u.5.0, %B0.endif.else.endif.endif ], [ %const591, %select.false ]
  %spec.select186 = phi i64 [ 0, %B0.endif.else.endif.endif ], [ %const591, %select.false ]
  br label %B128.i

common.ret:                                       ; preds = %for.end.1.endif, %for.end.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.if.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B90.i23:                                          ; preds = %B128.i
  %.71.i24 = icmp ne i64 %.308, %.138
  %.76.i25 = icmp ne i64 %.299.fr, 1
  %or.cond.i26 = and i1 %.76.i25, %.71.i24
  br i1 %or.cond.i26, label %B0.endif.endif.endif.endif.endif.if, label %B150.i27

B128.i32:                                         ; preds = %B128.i
  %.101.not.i33 = icmp eq i64 %.299.fr, 1
  br i1 %.101.not.i33, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B150.i27

B150.i27:                                         ; preds = %B128.i32, %B90.i23
  %dest_shape.199 = phi i64 [ %.138, %B90.i23 ], [ %.308, %B128.i32 ]
  %0 = add nsw i64 %dest_shape.199, -1152921504606846976
  %.469 = icmp ult i64 %0, -2305843009213693952
  br i1 %.469, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i23
  store ptr @.const.picklebuf.b3ea5a45a3a4e89367ad08c13663fb15f370fb04, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B150.i27
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !3
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B128.i32, %B150.i27
  %dest_shape.199104 = phi i64 [ %dest_shape.199, %B150.i27 ], [ 1, %B128.i32 ]
  %.468 = shl nuw nsw i64 %dest_shape.199104, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.468, i32 32), !noalias !4
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.539120.not = icmp eq i64 %dest_shape.199104, 0
  br i1 %.539120.not, label %B128.i56, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.541 = icmp sgt i64 %.129.fr, 1
  br i1 %.541, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp sgt i64 %.299.fr, 1
  br i1 %1, label %iter.check226, label %iter.check186

iter.check186:                                    ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.199104, 4
  br i1 %2, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck173

vector.memcheck173:                               ; preds = %iter.check186
  %3 = shl i64 %dest_shape.199104, 3
  %scevgep174 = getelementptr i8, ptr %.6.i, i64 %3
  %4 = shl i64 %.211.sroa.0.3167171, 3
  %5 = getelementptr i8, ptr %arg.u.4, i64 %4
  %scevgep175 = getelementptr i8, ptr %5, i64 8
  %6 = add i64 %dest_shape.199104, %.41.sroa.0.3
  %7 = shl i64 %6, 3
  %scevgep176 = getelementptr i8, ptr %arg.u.4, i64 %7
  %bound0177 = icmp ult ptr %.6.i, %scevgep175
  %bound1178 = icmp ult ptr %.324, %scevgep174
  %found.conflict179 = and i1 %bound0177, %bound1178
  %bound0180 = icmp ult ptr %.6.i, %scevgep176
  %bound1181 = icmp ult ptr %.154, %scevgep174
  %found.conflict182 = and i1 %bound0180, %bound1181
  %conflict.rdx183 = or i1 %found.conflict179, %found.conflict182
  br i1 %conflict.rdx183, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check188

vector.main.loop.iter.check188:                   ; preds = %vector.memcheck173
  %min.iters.check187 = icmp ult i64 %dest_shape.199104, 16
  br i1 %min.iters.check187, label %vec.epilog.ph207, label %vector.ph189

vector.ph189:                                     ; preds = %vector.main.loop.iter.check188
  %n.vec191 = and i64 %dest_shape.199104, -16
  %8 = load double, ptr %.324, align 8, !alias.scope !11
  %broadcast.splatinsert198 = insertelement <4 x double> poison, double %8, i64 0
  %broadcast.splat199 = shufflevector <4 x double> %broadcast.splatinsert198, <4 x double> poison, <4 x i32> zeroinitializer
  %9 = shl i64 %.41.sroa.0.3, 3
  %10 = add i64 %9, 96
  %scevgep501 = getelementptr i8, ptr %arg.u.4, i64 %10
  br label %vector.body192

vector.body192:                                   ; preds = %vector.body192, %vector.ph189
  %index193 = phi i64 [ 0, %vector.ph189 ], [ %index.next200, %vector.body192 ]
  %11 = shl i64 %index193, 3
  %scevgep507 = getelementptr i8, ptr %scevgep501, i64 %11
  %scevgep508 = getelementptr i8, ptr %scevgep507, i64 -96
  %12 = shl i64 %index193, 3
  %scevgep505 = getelementptr i8, ptr %scevgep501, i64 %12
  %scevgep506 = getelementptr i8, ptr %scevgep505, i64 -64
  %13 = shl i64 %index193, 3
  %scevgep503 = getelementptr i8, ptr %scevgep501, i64 %13
  %scevgep504 = getelementptr i8, ptr %scevgep503, i64 -32
  %14 = shl i64 %index193, 3
  %scevgep502 = getelementptr i8, ptr %scevgep501, i64 %14
  %wide.load194 = load <4 x double>, ptr %scevgep508, align 8, !alias.scope !14
  %wide.load195 = load <4 x double>, ptr %scevgep506, align 8, !alias.scope !14
  %wide.load196 = load <4 x double>, ptr %scevgep504, align 8, !alias.scope !14
  %wide.load197 = load <4 x double>, ptr %scevgep502, align 8, !alias.scope !14
  %15 = fsub <4 x double> %wide.load194, %broadcast.splat199
  %16 = fsub <4 x double> %wide.load195, %broadcast.splat199
  %17 = fsub <4 x double> %wide.load196, %broadcast.splat199
  %18 = fsub <4 x double> %wide.load197, %broadcast.splat199
  %sunkaddr = mul i64 %index193, 8
  %sunkaddr592 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  store <4 x double> %15, ptr %sunkaddr592, align 8, !alias.scope !16, !noalias !18
  %sunkaddr593 = mul i64 %index193, 8
  %sunkaddr594 = getelementptr i8, ptr %.6.i, i64 %sunkaddr593
  %sunkaddr595 = getelementptr i8, ptr %sunkaddr594, i64 32
  store <4 x double> %16, ptr %sunkaddr595, align 8, !alias.scope !16, !noalias !18
  %sunkaddr596 = mul i64 %index193, 8
  %sunkaddr597 = getelementptr i8, ptr %.6.i, i64 %sunkaddr596
  %sunkaddr598 = getelementptr i8, ptr %sunkaddr597, i64 64
  store <4 x double> %17, ptr %sunkaddr598, align 8, !alias.scope !16, !noalias !18
  %sunkaddr599 = mul i64 %index193, 8
  %sunkaddr600 = getelementptr i8, ptr %.6.i, i64 %sunkaddr599
  %sunkaddr601 = getelementptr i8, ptr %sunkaddr600, i64 96
  store <4 x double> %18, ptr %sunkaddr601, align 8, !alias.scope !16, !noalias !18
  %index.next200 = add nuw i64 %index193, 16
  %19 = icmp eq i64 %n.vec191, %index.next200
  br i1 %19, label %middle.block201, label %vector.body192, !llvm.loop !19

middle.block201:                                  ; preds = %vector.body192
  %cmp.n202 = icmp eq i64 %dest_shape.199104, %n.vec191
  br i1 %cmp.n202, label %B128.i56, label %vec.epilog.iter.check205

vec.epilog.iter.check205:                         ; preds = %middle.block201
  %20 = and i64 %dest_shape.199104, 12
  %min.epilog.iters.check206 = icmp eq i64 %20, 0
  br i1 %min.epilog.iters.check206, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph207, !prof !22

vec.epilog.ph207:                                 ; preds = %vector.main.loop.iter.check188, %vec.epilog.iter.check205
  %vec.epilog.resume.val203 = phi i64 [ %n.vec191, %vec.epilog.iter.check205 ], [ 0, %vector.main.loop.iter.check188 ]
  %n.vec209 = and i64 %dest_shape.199104, -4
  %21 = load double, ptr %.324, align 8, !alias.scope !11
  %broadcast.splatinsert213 = insertelement <4 x double> poison, double %21, i64 0
  %broadcast.splat214 = shufflevector <4 x double> %broadcast.splatinsert213, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body210

vec.epilog.vector.body210:                        ; preds = %vec.epilog.vector.body210, %vec.epilog.ph207
  %index211 = phi i64 [ %vec.epilog.resume.val203, %vec.epilog.ph207 ], [ %index.next215, %vec.epilog.vector.body210 ]
  %22 = shl i64 %index211, 3
  %scevgep492 = getelementptr i8, ptr %.154, i64 %22
  %wide.load212 = load <4 x double>, ptr %scevgep492, align 8, !alias.scope !14
  %23 = fsub <4 x double> %wide.load212, %broadcast.splat214
  %24 = shl i64 %index211, 3
  %scevgep491 = getelementptr i8, ptr %.6.i, i64 %24
  store <4 x double> %23, ptr %scevgep491, align 8, !alias.scope !16, !noalias !18
  %index.next215 = add nuw i64 %index211, 4
  %25 = icmp eq i64 %n.vec209, %index.next215
  br i1 %25, label %vec.epilog.middle.block216, label %vec.epilog.vector.body210, !llvm.loop !23

vec.epilog.middle.block216:                       ; preds = %vec.epilog.vector.body210
  %cmp.n217 = icmp eq i64 %dest_shape.199104, %n.vec209
  br i1 %cmp.n217, label %B128.i56, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vector.memcheck173, %iter.check186, %vec.epilog.iter.check205, %vec.epilog.middle.block216
  %loop.index123.us.ph = phi i64 [ 0, %iter.check186 ], [ 0, %vector.memcheck173 ], [ %n.vec191, %vec.epilog.iter.check205 ], [ %n.vec209, %vec.epilog.middle.block216 ]
  %26 = sub i64 %dest_shape.199104, %loop.index123.us.ph
  %xtraiter300 = and i64 %26, 7
  %lcmp.mod301.not = icmp eq i64 %xtraiter300, 0
  br i1 %lcmp.mod301.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv489 = phi i64 [ %xtraiter300, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next490, %for.body.endif.endif.endif.us.prol ]
  %loop.index123.us.prol = phi i64 [ %.587.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index123.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %27 = shl i64 %loop.index123.us.prol, 3
  %scevgep488 = getelementptr i8, ptr %.154, i64 %27
  %.549.us.prol = load double, ptr %scevgep488, align 8
  %.558.us.prol = load double, ptr %.324, align 8
  %.6.i37.prol = fsub double %.549.us.prol, %.558.us.prol
  %28 = shl i64 %loop.index123.us.prol, 3
  %scevgep487 = getelementptr i8, ptr %.6.i, i64 %28
  store double %.6.i37.prol, ptr %scevgep487, align 8
  %.587.us.prol = add nuw i64 %loop.index123.us.prol, 1
  %lsr.iv.next490 = add nsw i64 %lsr.iv489, -1
  %prol.iter302.cmp.not = icmp eq i64 %lsr.iv.next490, 0
  br i1 %prol.iter302.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index123.us.unr = phi i64 [ %loop.index123.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.587.us.prol, %for.body.endif.endif.endif.us.prol ]
  %29 = sub i64 %loop.index123.us.ph, %dest_shape.199104
  %30 = icmp ugt i64 %29, -8
  br i1 %30, label %B128.i56, label %for.body.endif.endif.endif.us.preheader314

for.body.endif.endif.endif.us.preheader314:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  %31 = shl i64 %.41.sroa.0.3, 3
  %32 = add i64 %31, 56
  %scevgep471 = getelementptr i8, ptr %arg.u.4, i64 %32
  br label %for.body.endif.endif.endif.us

iter.check226:                                    ; preds = %for.body.lr.ph.split.us
  %33 = icmp ult i64 %dest_shape.199104, 4
  br i1 %33, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck219

vector.memcheck219:                               ; preds = %iter.check226
  %34 = ptrtoint ptr %.6.i to i64
  %35 = ptrtoint ptr %arg.u.4 to i64
  %36 = sub i64 %34, %35
  %37 = shl i64 %.211.sroa.0.3167171, 3
  %38 = sub i64 %36, %37
  %diff.check = icmp ult i64 %38, 128
  %39 = shl i64 %.41.sroa.0.3, 3
  %40 = sub i64 %36, %39
  %diff.check222 = icmp ult i64 %40, 128
  %conflict.rdx223 = or i1 %diff.check, %diff.check222
  br i1 %conflict.rdx223, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check228

vector.main.loop.iter.check228:                   ; preds = %vector.memcheck219
  %min.iters.check227 = icmp ult i64 %dest_shape.199104, 16
  br i1 %min.iters.check227, label %vec.epilog.ph249, label %vector.ph229

vector.ph229:                                     ; preds = %vector.main.loop.iter.check228
  %n.vec231 = and i64 %dest_shape.199104, -16
  %41 = add i64 %37, 96
  %scevgep439 = getelementptr i8, ptr %arg.u.4, i64 %41
  %42 = add i64 %39, 96
  %scevgep447 = getelementptr i8, ptr %arg.u.4, i64 %42
  br label %vector.body232

vector.body232:                                   ; preds = %vector.body232, %vector.ph229
  %index233 = phi i64 [ 0, %vector.ph229 ], [ %index.next242, %vector.body232 ]
  %43 = shl i64 %index233, 3
  %scevgep453 = getelementptr i8, ptr %scevgep447, i64 %43
  %scevgep454 = getelementptr i8, ptr %scevgep453, i64 -96
  %44 = shl i64 %index233, 3
  %scevgep451 = getelementptr i8, ptr %scevgep447, i64 %44
  %scevgep452 = getelementptr i8, ptr %scevgep451, i64 -64
  %45 = shl i64 %index233, 3
  %scevgep449 = getelementptr i8, ptr %scevgep447, i64 %45
  %scevgep450 = getelementptr i8, ptr %scevgep449, i64 -32
  %46 = shl i64 %index233, 3
  %scevgep448 = getelementptr i8, ptr %scevgep447, i64 %46
  %wide.load234 = load <4 x double>, ptr %scevgep454, align 8
  %wide.load235 = load <4 x double>, ptr %scevgep452, align 8
  %wide.load236 = load <4 x double>, ptr %scevgep450, align 8
  %wide.load237 = load <4 x double>, ptr %scevgep448, align 8
  %47 = shl i64 %index233, 3
  %scevgep445 = getelementptr i8, ptr %scevgep439, i64 %47
  %scevgep446 = getelementptr i8, ptr %scevgep445, i64 -96
  %48 = shl i64 %index233, 3
  %scevgep443 = getelementptr i8, ptr %scevgep439, i64 %48
  %scevgep444 = getelementptr i8, ptr %scevgep443, i64 -64
  %49 = shl i64 %index233, 3
  %scevgep441 = getelementptr i8, ptr %scevgep439, i64 %49
  %scevgep442 = getelementptr i8, ptr %scevgep441, i64 -32
  %50 = shl i64 %index233, 3
  %scevgep440 = getelementptr i8, ptr %scevgep439, i64 %50
  %wide.load238 = load <4 x double>, ptr %scevgep446, align 8
  %wide.load239 = load <4 x double>, ptr %scevgep444, align 8
  %wide.load240 = load <4 x double>, ptr %scevgep442, align 8
  %wide.load241 = load <4 x double>, ptr %scevgep440, align 8
  %51 = fsub <4 x double> %wide.load234, %wide.load238
  %52 = fsub <4 x double> %wide.load235, %wide.load239
  %53 = fsub <4 x double> %wide.load236, %wide.load240
  %54 = fsub <4 x double> %wide.load237, %wide.load241
  %sunkaddr602 = mul i64 %index233, 8
  %sunkaddr603 = getelementptr i8, ptr %.6.i, i64 %sunkaddr602
  store <4 x double> %51, ptr %sunkaddr603, align 8
  %sunkaddr604 = mul i64 %index233, 8
  %sunkaddr605 = getelementptr i8, ptr %.6.i, i64 %sunkaddr604
  %sunkaddr606 = getelementptr i8, ptr %sunkaddr605, i64 32
  store <4 x double> %52, ptr %sunkaddr606, align 8
  %sunkaddr607 = mul i64 %index233, 8
  %sunkaddr608 = getelementptr i8, ptr %.6.i, i64 %sunkaddr607
  %sunkaddr609 = getelementptr i8, ptr %sunkaddr608, i64 64
  store <4 x double> %53, ptr %sunkaddr609, align 8
  %sunkaddr610 = mul i64 %index233, 8
  %sunkaddr611 = getelementptr i8, ptr %.6.i, i64 %sunkaddr610
  %sunkaddr612 = getelementptr i8, ptr %sunkaddr611, i64 96
  store <4 x double> %54, ptr %sunkaddr612, align 8
  %index.next242 = add nuw i64 %index233, 16
  %55 = icmp eq i64 %n.vec231, %index.next242
  br i1 %55, label %middle.block243, label %vector.body232, !llvm.loop !26

middle.block243:                                  ; preds = %vector.body232
  %cmp.n244 = icmp eq i64 %dest_shape.199104, %n.vec231
  br i1 %cmp.n244, label %B128.i56, label %vec.epilog.iter.check247

vec.epilog.iter.check247:                         ; preds = %middle.block243
  %56 = and i64 %dest_shape.199104, 12
  %min.epilog.iters.check248 = icmp eq i64 %56, 0
  br i1 %min.epilog.iters.check248, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph249, !prof !22

vec.epilog.ph249:                                 ; preds = %vector.main.loop.iter.check228, %vec.epilog.iter.check247
  %vec.epilog.resume.val245 = phi i64 [ %n.vec231, %vec.epilog.iter.check247 ], [ 0, %vector.main.loop.iter.check228 ]
  %n.vec251 = and i64 %dest_shape.199104, -4
  br label %vec.epilog.vector.body252

vec.epilog.vector.body252:                        ; preds = %vec.epilog.vector.body252, %vec.epilog.ph249
  %index253 = phi i64 [ %vec.epilog.resume.val245, %vec.epilog.ph249 ], [ %index.next256, %vec.epilog.vector.body252 ]
  %57 = shl i64 %index253, 3
  %scevgep430 = getelementptr i8, ptr %.154, i64 %57
  %wide.load254 = load <4 x double>, ptr %scevgep430, align 8
  %58 = shl i64 %index253, 3
  %scevgep429 = getelementptr i8, ptr %.324, i64 %58
  %wide.load255 = load <4 x double>, ptr %scevgep429, align 8
  %59 = fsub <4 x double> %wide.load254, %wide.load255
  %60 = shl i64 %index253, 3
  %scevgep428 = getelementptr i8, ptr %.6.i, i64 %60
  store <4 x double> %59, ptr %scevgep428, align 8
  %index.next256 = add nuw i64 %index253, 4
  %61 = icmp eq i64 %n.vec251, %index.next256
  br i1 %61, label %vec.epilog.middle.block257, label %vec.epilog.vector.body252, !llvm.loop !27

vec.epilog.middle.block257:                       ; preds = %vec.epilog.vector.body252
  %cmp.n258 = icmp eq i64 %dest_shape.199104, %n.vec251
  br i1 %cmp.n258, label %B128.i56, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vector.memcheck219, %iter.check226, %vec.epilog.iter.check247, %vec.epilog.middle.block257
  %loop.index123.us.us.ph = phi i64 [ 0, %iter.check226 ], [ 0, %vector.memcheck219 ], [ %n.vec231, %vec.epilog.iter.check247 ], [ %n.vec251, %vec.epilog.middle.block257 ]
  %62 = sub i64 %dest_shape.199104, %loop.index123.us.us.ph
  %xtraiter303 = and i64 %62, 7
  %lcmp.mod304.not = icmp eq i64 %xtraiter303, 0
  br i1 %lcmp.mod304.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv426 = phi i64 [ %xtraiter303, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next427, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index123.us.us.prol = phi i64 [ %.587.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index123.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %63 = shl i64 %loop.index123.us.us.prol, 3
  %scevgep425 = getelementptr i8, ptr %.154, i64 %63
  %.549.us.us.prol = load double, ptr %scevgep425, align 8
  %64 = shl i64 %loop.index123.us.us.prol, 3
  %scevgep424 = getelementptr i8, ptr %.324, i64 %64
  %.558.us.us.prol = load double, ptr %scevgep424, align 8
  %.6.i36.prol = fsub double %.549.us.us.prol, %.558.us.us.prol
  %65 = shl i64 %loop.index123.us.us.prol, 3
  %scevgep423 = getelementptr i8, ptr %.6.i, i64 %65
  store double %.6.i36.prol, ptr %scevgep423, align 8
  %.587.us.us.prol = add nuw i64 %loop.index123.us.us.prol, 1
  %lsr.iv.next427 = add nsw i64 %lsr.iv426, -1
  %prol.iter305.cmp.not = icmp eq i64 %lsr.iv.next427, 0
  br i1 %prol.iter305.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !28

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index123.us.us.unr = phi i64 [ %loop.index123.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.587.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %66 = sub i64 %loop.index123.us.us.ph, %dest_shape.199104
  %67 = icmp ugt i64 %66, -8
  br i1 %67, label %B128.i56, label %for.body.endif.endif.endif.us.us.preheader313

for.body.endif.endif.endif.us.us.preheader313:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  %68 = shl i64 %.211.sroa.0.3167171, 3
  %69 = add i64 %68, 56
  %scevgep391 = getelementptr i8, ptr %arg.u.4, i64 %69
  %70 = shl i64 %.41.sroa.0.3, 3
  %71 = add i64 %70, 56
  %scevgep407 = getelementptr i8, ptr %arg.u.4, i64 %71
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader313, %for.body.endif.endif.endif.us.us
  %loop.index123.us.us = phi i64 [ %.587.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index123.us.us.unr, %for.body.endif.endif.endif.us.us.preheader313 ]
  %72 = shl i64 %loop.index123.us.us, 3
  %scevgep421 = getelementptr i8, ptr %scevgep407, i64 %72
  %scevgep422 = getelementptr i8, ptr %scevgep421, i64 -56
  %.549.us.us = load double, ptr %scevgep422, align 8
  %73 = shl i64 %loop.index123.us.us, 3
  %scevgep403 = getelementptr i8, ptr %scevgep391, i64 %73
  %scevgep404 = getelementptr i8, ptr %scevgep403, i64 -56
  %.558.us.us = load double, ptr %scevgep404, align 8
  %.6.i36 = fsub double %.549.us.us, %.558.us.us
  %74 = shl i64 %loop.index123.us.us, 3
  %sunkaddr613 = mul i64 %loop.index123.us.us, 8
  %sunkaddr614 = getelementptr i8, ptr %.6.i, i64 %sunkaddr613
  store double %.6.i36, ptr %sunkaddr614, align 8
  %scevgep419 = getelementptr i8, ptr %scevgep407, i64 %74
  %scevgep420 = getelementptr i8, ptr %scevgep419, i64 -48
  %.549.us.us.1 = load double, ptr %scevgep420, align 8
  %75 = shl i64 %loop.index123.us.us, 3
  %scevgep405 = getelementptr i8, ptr %scevgep391, i64 %75
  %scevgep406 = getelementptr i8, ptr %scevgep405, i64 -48
  %.558.us.us.1 = load double, ptr %scevgep406, align 8
  %.6.i36.1 = fsub double %.549.us.us.1, %.558.us.us.1
  %76 = shl i64 %loop.index123.us.us, 3
  %sunkaddr615 = mul i64 %loop.index123.us.us, 8
  %sunkaddr616 = getelementptr i8, ptr %.6.i, i64 %sunkaddr615
  %sunkaddr617 = getelementptr i8, ptr %sunkaddr616, i64 8
  store double %.6.i36.1, ptr %sunkaddr617, align 8
  %scevgep417 = getelementptr i8, ptr %scevgep407, i64 %76
  %scevgep418 = getelementptr i8, ptr %scevgep417, i64 -40
  %.549.us.us.2 = load double, ptr %scevgep418, align 8
  %77 = shl i64 %loop.index123.us.us, 3
  %scevgep401 = getelementptr i8, ptr %scevgep391, i64 %77
  %scevgep402 = getelementptr i8, ptr %scevgep401, i64 -40
  %.558.us.us.2 = load double, ptr %scevgep402, align 8
  %.6.i36.2 = fsub double %.549.us.us.2, %.558.us.us.2
  %78 = shl i64 %loop.index123.us.us, 3
  %sunkaddr618 = mul i64 %loop.index123.us.us, 8
  %sunkaddr619 = getelementptr i8, ptr %.6.i, i64 %sunkaddr618
  %sunkaddr620 = getelementptr i8, ptr %sunkaddr619, i64 16
  store double %.6.i36.2, ptr %sunkaddr620, align 8
  %scevgep415 = getelementptr i8, ptr %scevgep407, i64 %78
  %scevgep416 = getelementptr i8, ptr %scevgep415, i64 -32
  %.549.us.us.3 = load double, ptr %scevgep416, align 8
  %79 = shl i64 %loop.index123.us.us, 3
  %scevgep399 = getelementptr i8, ptr %scevgep391, i64 %79
  %scevgep400 = getelementptr i8, ptr %scevgep399, i64 -32
  %.558.us.us.3 = load double, ptr %scevgep400, align 8
  %.6.i36.3 = fsub double %.549.us.us.3, %.558.us.us.3
  %80 = shl i64 %loop.index123.us.us, 3
  %sunkaddr621 = mul i64 %loop.index123.us.us, 8
  %sunkaddr622 = getelementptr i8, ptr %.6.i, i64 %sunkaddr621
  %sunkaddr623 = getelementptr i8, ptr %sunkaddr622, i64 24
  store double %.6.i36.3, ptr %sunkaddr623, align 8
  %scevgep413 = getelementptr i8, ptr %scevgep407, i64 %80
  %scevgep414 = getelementptr i8, ptr %scevgep413, i64 -24
  %.549.us.us.4 = load double, ptr %scevgep414, align 8
  %81 = shl i64 %loop.index123.us.us, 3
  %scevgep397 = getelementptr i8, ptr %scevgep391, i64 %81
  %scevgep398 = getelementptr i8, ptr %scevgep397, i64 -24
  %.558.us.us.4 = load double, ptr %scevgep398, align 8
  %.6.i36.4 = fsub double %.549.us.us.4, %.558.us.us.4
  %82 = shl i64 %loop.index123.us.us, 3
  %sunkaddr624 = mul i64 %loop.index123.us.us, 8
  %sunkaddr625 = getelementptr i8, ptr %.6.i, i64 %sunkaddr624
  %sunkaddr626 = getelementptr i8, ptr %sunkaddr625, i64 32
  store double %.6.i36.4, ptr %sunkaddr626, align 8
  %scevgep411 = getelementptr i8, ptr %scevgep407, i64 %82
  %scevgep412 = getelementptr i8, ptr %scevgep411, i64 -16
  %.549.us.us.5 = load double, ptr %scevgep412, align 8
  %83 = shl i64 %loop.index123.us.us, 3
  %scevgep395 = getelementptr i8, ptr %scevgep391, i64 %83
  %scevgep396 = getelementptr i8, ptr %scevgep395, i64 -16
  %.558.us.us.5 = load double, ptr %scevgep396, align 8
  %.6.i36.5 = fsub double %.549.us.us.5, %.558.us.us.5
  %84 = shl i64 %loop.index123.us.us, 3
  %sunkaddr627 = mul i64 %loop.index123.us.us, 8
  %sunkaddr628 = getelementptr i8, ptr %.6.i, i64 %sunkaddr627
  %sunkaddr629 = getelementptr i8, ptr %sunkaddr628, i64 40
  store double %.6.i36.5, ptr %sunkaddr629, align 8
  %scevgep409 = getelementptr i8, ptr %scevgep407, i64 %84
  %scevgep410 = getelementptr i8, ptr %scevgep409, i64 -8
  %.549.us.us.6 = load double, ptr %scevgep410, align 8
  %85 = shl i64 %loop.index123.us.us, 3
  %scevgep393 = getelementptr i8, ptr %scevgep391, i64 %85
  %scevgep394 = getelementptr i8, ptr %scevgep393, i64 -8
  %.558.us.us.6 = load double, ptr %scevgep394, align 8
  %.6.i36.6 = fsub double %.549.us.us.6, %.558.us.us.6
  %86 = shl i64 %loop.index123.us.us, 3
  %sunkaddr630 = mul i64 %loop.index123.us.us, 8
  %sunkaddr631 = getelementptr i8, ptr %.6.i, i64 %sunkaddr630
  %sunkaddr632 = getelementptr i8, ptr %sunkaddr631, i64 48
  store double %.6.i36.6, ptr %sunkaddr632, align 8
  %scevgep408 = getelementptr i8, ptr %scevgep407, i64 %86
  %.549.us.us.7 = load double, ptr %scevgep408, align 8
  %87 = shl i64 %loop.index123.us.us, 3
  %scevgep392 = getelementptr i8, ptr %scevgep391, i64 %87
  %.558.us.us.7 = load double, ptr %scevgep392, align 8
  %.6.i36.7 = fsub double %.549.us.us.7, %.558.us.us.7
  %sunkaddr633 = mul i64 %loop.index123.us.us, 8
  %sunkaddr634 = getelementptr i8, ptr %.6.i, i64 %sunkaddr633
  %sunkaddr635 = getelementptr i8, ptr %sunkaddr634, i64 56
  store double %.6.i36.7, ptr %sunkaddr635, align 8
  %.587.us.us.7 = add nuw nsw i64 %loop.index123.us.us, 8
  %exitcond161.not.7 = icmp eq i64 %dest_shape.199104, %.587.us.us.7
  br i1 %exitcond161.not.7, label %B128.i56, label %for.body.endif.endif.endif.us.us, !llvm.loop !29

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader314, %for.body.endif.endif.endif.us
  %loop.index123.us = phi i64 [ %.587.us.7, %for.body.endif.endif.endif.us ], [ %loop.index123.us.unr, %for.body.endif.endif.endif.us.preheader314 ]
  %88 = shl i64 %loop.index123.us, 3
  %scevgep483 = getelementptr i8, ptr %scevgep471, i64 %88
  %scevgep484 = getelementptr i8, ptr %scevgep483, i64 -56
  %.549.us = load double, ptr %scevgep484, align 8
  %.558.us = load double, ptr %.324, align 8
  %.6.i37 = fsub double %.549.us, %.558.us
  %89 = shl i64 %loop.index123.us, 3
  %sunkaddr636 = mul i64 %loop.index123.us, 8
  %sunkaddr637 = getelementptr i8, ptr %.6.i, i64 %sunkaddr636
  store double %.6.i37, ptr %sunkaddr637, align 8
  %scevgep485 = getelementptr i8, ptr %scevgep471, i64 %89
  %scevgep486 = getelementptr i8, ptr %scevgep485, i64 -48
  %.549.us.1 = load double, ptr %scevgep486, align 8
  %.558.us.1 = load double, ptr %.324, align 8
  %.6.i37.1 = fsub double %.549.us.1, %.558.us.1
  %90 = shl i64 %loop.index123.us, 3
  %sunkaddr638 = mul i64 %loop.index123.us, 8
  %sunkaddr639 = getelementptr i8, ptr %.6.i, i64 %sunkaddr638
  %sunkaddr640 = getelementptr i8, ptr %sunkaddr639, i64 8
  store double %.6.i37.1, ptr %sunkaddr640, align 8
  %scevgep481 = getelementptr i8, ptr %scevgep471, i64 %90
  %scevgep482 = getelementptr i8, ptr %scevgep481, i64 -40
  %.549.us.2 = load double, ptr %scevgep482, align 8
  %.558.us.2 = load double, ptr %.324, align 8
  %.6.i37.2 = fsub double %.549.us.2, %.558.us.2
  %91 = shl i64 %loop.index123.us, 3
  %sunkaddr641 = mul i64 %loop.index123.us, 8
  %sunkaddr642 = getelementptr i8, ptr %.6.i, i64 %sunkaddr641
  %sunkaddr643 = getelementptr i8, ptr %sunkaddr642, i64 16
  store double %.6.i37.2, ptr %sunkaddr643, align 8
  %scevgep479 = getelementptr i8, ptr %scevgep471, i64 %91
  %scevgep480 = getelementptr i8, ptr %scevgep479, i64 -32
  %.549.us.3 = load double, ptr %scevgep480, align 8
  %.558.us.3 = load double, ptr %.324, align 8
  %.6.i37.3 = fsub double %.549.us.3, %.558.us.3
  %92 = shl i64 %loop.index123.us, 3
  %sunkaddr644 = mul i64 %loop.index123.us, 8
  %sunkaddr645 = getelementptr i8, ptr %.6.i, i64 %sunkaddr644
  %sunkaddr646 = getelementptr i8, ptr %sunkaddr645, i64 24
  store double %.6.i37.3, ptr %sunkaddr646, align 8
  %scevgep477 = getelementptr i8, ptr %scevgep471, i64 %92
  %scevgep478 = getelementptr i8, ptr %scevgep477, i64 -24
  %.549.us.4 = load double, ptr %scevgep478, align 8
  %.558.us.4 = load double, ptr %.324, align 8
  %.6.i37.4 = fsub double %.549.us.4, %.558.us.4
  %93 = shl i64 %loop.index123.us, 3
  %sunkaddr647 = mul i64 %loop.index123.us, 8
  %sunkaddr648 = getelementptr i8, ptr %.6.i, i64 %sunkaddr647
  %sunkaddr649 = getelementptr i8, ptr %sunkaddr648, i64 32
  store double %.6.i37.4, ptr %sunkaddr649, align 8
  %scevgep475 = getelementptr i8, ptr %scevgep471, i64 %93
  %scevgep476 = getelementptr i8, ptr %scevgep475, i64 -16
  %.549.us.5 = load double, ptr %scevgep476, align 8
  %.558.us.5 = load double, ptr %.324, align 8
  %.6.i37.5 = fsub double %.549.us.5, %.558.us.5
  %94 = shl i64 %loop.index123.us, 3
  %sunkaddr650 = mul i64 %loop.index123.us, 8
  %sunkaddr651 = getelementptr i8, ptr %.6.i, i64 %sunkaddr650
  %sunkaddr652 = getelementptr i8, ptr %sunkaddr651, i64 40
  store double %.6.i37.5, ptr %sunkaddr652, align 8
  %scevgep473 = getelementptr i8, ptr %scevgep471, i64 %94
  %scevgep474 = getelementptr i8, ptr %scevgep473, i64 -8
  %.549.us.6 = load double, ptr %scevgep474, align 8
  %.558.us.6 = load double, ptr %.324, align 8
  %.6.i37.6 = fsub double %.549.us.6, %.558.us.6
  %95 = shl i64 %loop.index123.us, 3
  %sunkaddr653 = mul i64 %loop.index123.us, 8
  %sunkaddr654 = getelementptr i8, ptr %.6.i, i64 %sunkaddr653
  %sunkaddr655 = getelementptr i8, ptr %sunkaddr654, i64 48
  store double %.6.i37.6, ptr %sunkaddr655, align 8
  %scevgep472 = getelementptr i8, ptr %scevgep471, i64 %95
  %.549.us.7 = load double, ptr %scevgep472, align 8
  %.558.us.7 = load double, ptr %.324, align 8
  %.6.i37.7 = fsub double %.549.us.7, %.558.us.7
  %sunkaddr656 = mul i64 %loop.index123.us, 8
  %sunkaddr657 = getelementptr i8, ptr %.6.i, i64 %sunkaddr656
  %sunkaddr658 = getelementptr i8, ptr %sunkaddr657, i64 56
  store double %.6.i37.7, ptr %sunkaddr658, align 8
  %.587.us.7 = add nuw nsw i64 %loop.index123.us, 8
  %exitcond160.not.7 = icmp eq i64 %dest_shape.199104, %.587.us.7
  br i1 %exitcond160.not.7, label %B128.i56, label %for.body.endif.endif.endif.us, !llvm.loop !30

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %96 = icmp sgt i64 %.299.fr, 1
  br i1 %96, label %iter.check141, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %min.iters.check = icmp eq i64 %dest_shape.199104, 1
  br i1 %min.iters.check, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %97 = shl i64 %dest_shape.199104, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %97
  %98 = shl i64 %.211.sroa.0.3167171, 3
  %99 = getelementptr i8, ptr %arg.u.4, i64 %98
  %scevgep115 = getelementptr i8, ptr %99, i64 8
  %100 = shl i64 %.41.sroa.0.3, 3
  %101 = getelementptr i8, ptr %arg.u.4, i64 %100
  %scevgep116 = getelementptr i8, ptr %101, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep115
  %bound1 = icmp ult ptr %.324, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0117 = icmp ult ptr %.6.i, %scevgep116
  %bound1118 = icmp ult ptr %.154, %scevgep
  %found.conflict119 = and i1 %bound0117, %bound1118
  %conflict.rdx = or i1 %found.conflict, %found.conflict119
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check120 = icmp ult i64 %dest_shape.199104, 16
  br i1 %min.iters.check120, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %dest_shape.199104, -16
  %102 = load double, ptr %.324, align 8, !alias.scope !31
  %103 = load double, ptr %.154, align 8, !alias.scope !34
  %104 = fsub double %103, %102
  %broadcast.splatinsert = insertelement <4 x double> poison, double %104, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr659 = mul i64 %index, 8
  %sunkaddr660 = getelementptr i8, ptr %.6.i, i64 %sunkaddr659
  store <4 x double> %broadcast.splat, ptr %sunkaddr660, align 8, !alias.scope !36, !noalias !38
  %sunkaddr661 = mul i64 %index, 8
  %sunkaddr662 = getelementptr i8, ptr %.6.i, i64 %sunkaddr661
  %sunkaddr663 = getelementptr i8, ptr %sunkaddr662, i64 32
  store <4 x double> %broadcast.splat, ptr %sunkaddr663, align 8, !alias.scope !36, !noalias !38
  %sunkaddr664 = mul i64 %index, 8
  %sunkaddr665 = getelementptr i8, ptr %.6.i, i64 %sunkaddr664
  %sunkaddr666 = getelementptr i8, ptr %sunkaddr665, i64 64
  store <4 x double> %broadcast.splat, ptr %sunkaddr666, align 8, !alias.scope !36, !noalias !38
  %sunkaddr667 = mul i64 %index, 8
  %sunkaddr668 = getelementptr i8, ptr %.6.i, i64 %sunkaddr667
  %sunkaddr669 = getelementptr i8, ptr %sunkaddr668, i64 96
  store <4 x double> %broadcast.splat, ptr %sunkaddr669, align 8, !alias.scope !36, !noalias !38
  %index.next = add nuw i64 %index, 16
  %105 = icmp eq i64 %n.vec, %index.next
  br i1 %105, label %middle.block, label %vector.body, !llvm.loop !39

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.199104, %n.vec
  br i1 %cmp.n, label %B128.i56, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %106 = and i64 %dest_shape.199104, 14
  %min.epilog.iters.check = icmp eq i64 %106, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !40

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec122 = and i64 %dest_shape.199104, -2
  %107 = load double, ptr %.324, align 8, !alias.scope !31
  %108 = load double, ptr %.154, align 8, !alias.scope !34
  %109 = fsub double %108, %107
  %broadcast.splatinsert124 = insertelement <2 x double> poison, double %109, i64 0
  %broadcast.splat125 = shufflevector <2 x double> %broadcast.splatinsert124, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index123 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next126, %vec.epilog.vector.body ]
  %110 = shl i64 %index123, 3
  %scevgep582 = getelementptr i8, ptr %.6.i, i64 %110
  store <2 x double> %broadcast.splat125, ptr %scevgep582, align 8, !alias.scope !36, !noalias !38
  %index.next126 = add nuw i64 %index123, 2
  %111 = icmp eq i64 %n.vec122, %index.next126
  br i1 %111, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n127 = icmp eq i64 %dest_shape.199104, %n.vec122
  br i1 %cmp.n127, label %B128.i56, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index123.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec122, %vec.epilog.middle.block ]
  %112 = sub i64 %dest_shape.199104, %loop.index123.ph
  %xtraiter = and i64 %112, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv580 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next581, %for.body.endif.endif.endif.prol ]
  %loop.index123.prol = phi i64 [ %.587.prol, %for.body.endif.endif.endif.prol ], [ %loop.index123.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.549.prol = load double, ptr %.154, align 8
  %.558.prol = load double, ptr %.324, align 8
  %.6.i39.prol = fsub double %.549.prol, %.558.prol
  %113 = shl i64 %loop.index123.prol, 3
  %scevgep579 = getelementptr i8, ptr %.6.i, i64 %113
  store double %.6.i39.prol, ptr %scevgep579, align 8
  %.587.prol = add nuw i64 %loop.index123.prol, 1
  %lsr.iv.next581 = add nsw i64 %lsr.iv580, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next581, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !42

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index123.unr = phi i64 [ %loop.index123.ph, %for.body.endif.endif.endif.preheader ], [ %.587.prol, %for.body.endif.endif.endif.prol ]
  %114 = sub i64 %loop.index123.ph, %dest_shape.199104
  %115 = icmp ugt i64 %114, -8
  br i1 %115, label %B128.i56, label %for.body.endif.endif.endif.preheader318

for.body.endif.endif.endif.preheader318:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check141:                                    ; preds = %for.body.lr.ph.split
  %min.iters.check139 = icmp ult i64 %dest_shape.199104, 4
  br i1 %min.iters.check139, label %for.body.endif.endif.endif.us128.preheader, label %vector.memcheck128

vector.memcheck128:                               ; preds = %iter.check141
  %116 = shl i64 %dest_shape.199104, 3
  %scevgep129 = getelementptr i8, ptr %.6.i, i64 %116
  %117 = add i64 %dest_shape.199104, %.211.sroa.0.3167171
  %118 = shl i64 %117, 3
  %scevgep130 = getelementptr i8, ptr %arg.u.4, i64 %118
  %119 = shl i64 %.41.sroa.0.3, 3
  %120 = getelementptr i8, ptr %arg.u.4, i64 %119
  %scevgep131 = getelementptr i8, ptr %120, i64 8
  %bound0132 = icmp ult ptr %.6.i, %scevgep130
  %bound1133 = icmp ult ptr %.324, %scevgep129
  %found.conflict134 = and i1 %bound0132, %bound1133
  %bound0135 = icmp ult ptr %.6.i, %scevgep131
  %bound1136 = icmp ult ptr %.154, %scevgep129
  %found.conflict137 = and i1 %bound0135, %bound1136
  %conflict.rdx138 = or i1 %found.conflict134, %found.conflict137
  br i1 %conflict.rdx138, label %for.body.endif.endif.endif.us128.preheader, label %vector.main.loop.iter.check143

vector.main.loop.iter.check143:                   ; preds = %vector.memcheck128
  %min.iters.check142 = icmp ult i64 %dest_shape.199104, 16
  br i1 %min.iters.check142, label %vec.epilog.ph161, label %vector.ph144

vector.ph144:                                     ; preds = %vector.main.loop.iter.check143
  %n.vec146 = and i64 %dest_shape.199104, -16
  %121 = load double, ptr %.154, align 8, !alias.scope !43
  %broadcast.splatinsert152 = insertelement <4 x double> poison, double %121, i64 0
  %broadcast.splat153 = shufflevector <4 x double> %broadcast.splatinsert152, <4 x double> poison, <4 x i32> zeroinitializer
  %122 = shl i64 %.211.sroa.0.3167171, 3
  %123 = add i64 %122, 96
  %scevgep555 = getelementptr i8, ptr %arg.u.4, i64 %123
  br label %vector.body147

vector.body147:                                   ; preds = %vector.body147, %vector.ph144
  %index148 = phi i64 [ 0, %vector.ph144 ], [ %index.next154, %vector.body147 ]
  %124 = shl i64 %index148, 3
  %scevgep561 = getelementptr i8, ptr %scevgep555, i64 %124
  %scevgep562 = getelementptr i8, ptr %scevgep561, i64 -96
  %125 = shl i64 %index148, 3
  %scevgep559 = getelementptr i8, ptr %scevgep555, i64 %125
  %scevgep560 = getelementptr i8, ptr %scevgep559, i64 -64
  %126 = shl i64 %index148, 3
  %scevgep557 = getelementptr i8, ptr %scevgep555, i64 %126
  %scevgep558 = getelementptr i8, ptr %scevgep557, i64 -32
  %127 = shl i64 %index148, 3
  %scevgep556 = getelementptr i8, ptr %scevgep555, i64 %127
  %wide.load = load <4 x double>, ptr %scevgep562, align 8, !alias.scope !46
  %wide.load149 = load <4 x double>, ptr %scevgep560, align 8, !alias.scope !46
  %wide.load150 = load <4 x double>, ptr %scevgep558, align 8, !alias.scope !46
  %wide.load151 = load <4 x double>, ptr %scevgep556, align 8, !alias.scope !46
  %128 = fsub <4 x double> %broadcast.splat153, %wide.load
  %129 = fsub <4 x double> %broadcast.splat153, %wide.load149
  %130 = fsub <4 x double> %broadcast.splat153, %wide.load150
  %131 = fsub <4 x double> %broadcast.splat153, %wide.load151
  %sunkaddr670 = mul i64 %index148, 8
  %sunkaddr671 = getelementptr i8, ptr %.6.i, i64 %sunkaddr670
  store <4 x double> %128, ptr %sunkaddr671, align 8, !alias.scope !48, !noalias !50
  %sunkaddr672 = mul i64 %index148, 8
  %sunkaddr673 = getelementptr i8, ptr %.6.i, i64 %sunkaddr672
  %sunkaddr674 = getelementptr i8, ptr %sunkaddr673, i64 32
  store <4 x double> %129, ptr %sunkaddr674, align 8, !alias.scope !48, !noalias !50
  %sunkaddr675 = mul i64 %index148, 8
  %sunkaddr676 = getelementptr i8, ptr %.6.i, i64 %sunkaddr675
  %sunkaddr677 = getelementptr i8, ptr %sunkaddr676, i64 64
  store <4 x double> %130, ptr %sunkaddr677, align 8, !alias.scope !48, !noalias !50
  %sunkaddr678 = mul i64 %index148, 8
  %sunkaddr679 = getelementptr i8, ptr %.6.i, i64 %sunkaddr678
  %sunkaddr680 = getelementptr i8, ptr %sunkaddr679, i64 96
  store <4 x double> %131, ptr %sunkaddr680, align 8, !alias.scope !48, !noalias !50
  %index.next154 = add nuw i64 %index148, 16
  %132 = icmp eq i64 %n.vec146, %index.next154
  br i1 %132, label %middle.block155, label %vector.body147, !llvm.loop !51

middle.block155:                                  ; preds = %vector.body147
  %cmp.n156 = icmp eq i64 %dest_shape.199104, %n.vec146
  br i1 %cmp.n156, label %B128.i56, label %vec.epilog.iter.check159

vec.epilog.iter.check159:                         ; preds = %middle.block155
  %133 = and i64 %dest_shape.199104, 12
  %min.epilog.iters.check160 = icmp eq i64 %133, 0
  br i1 %min.epilog.iters.check160, label %for.body.endif.endif.endif.us128.preheader, label %vec.epilog.ph161, !prof !22

vec.epilog.ph161:                                 ; preds = %vector.main.loop.iter.check143, %vec.epilog.iter.check159
  %vec.epilog.resume.val157 = phi i64 [ %n.vec146, %vec.epilog.iter.check159 ], [ 0, %vector.main.loop.iter.check143 ]
  %n.vec163 = and i64 %dest_shape.199104, -4
  %134 = load double, ptr %.154, align 8, !alias.scope !43
  %broadcast.splatinsert167 = insertelement <4 x double> poison, double %134, i64 0
  %broadcast.splat168 = shufflevector <4 x double> %broadcast.splatinsert167, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body164

vec.epilog.vector.body164:                        ; preds = %vec.epilog.vector.body164, %vec.epilog.ph161
  %index165 = phi i64 [ %vec.epilog.resume.val157, %vec.epilog.ph161 ], [ %index.next169, %vec.epilog.vector.body164 ]
  %135 = shl i64 %index165, 3
  %scevgep546 = getelementptr i8, ptr %.324, i64 %135
  %wide.load166 = load <4 x double>, ptr %scevgep546, align 8, !alias.scope !46
  %136 = fsub <4 x double> %broadcast.splat168, %wide.load166
  %137 = shl i64 %index165, 3
  %scevgep545 = getelementptr i8, ptr %.6.i, i64 %137
  store <4 x double> %136, ptr %scevgep545, align 8, !alias.scope !48, !noalias !50
  %index.next169 = add nuw i64 %index165, 4
  %138 = icmp eq i64 %n.vec163, %index.next169
  br i1 %138, label %vec.epilog.middle.block170, label %vec.epilog.vector.body164, !llvm.loop !52

vec.epilog.middle.block170:                       ; preds = %vec.epilog.vector.body164
  %cmp.n171 = icmp eq i64 %dest_shape.199104, %n.vec163
  br i1 %cmp.n171, label %B128.i56, label %for.body.endif.endif.endif.us128.preheader

for.body.endif.endif.endif.us128.preheader:       ; preds = %vector.memcheck128, %iter.check141, %vec.epilog.iter.check159, %vec.epilog.middle.block170
  %loop.index123.us125.ph = phi i64 [ 0, %iter.check141 ], [ 0, %vector.memcheck128 ], [ %n.vec146, %vec.epilog.iter.check159 ], [ %n.vec163, %vec.epilog.middle.block170 ]
  %139 = sub i64 %dest_shape.199104, %loop.index123.us125.ph
  %xtraiter297 = and i64 %139, 7
  %lcmp.mod298.not = icmp eq i64 %xtraiter297, 0
  br i1 %lcmp.mod298.not, label %for.body.endif.endif.endif.us128.prol.loopexit, label %for.body.endif.endif.endif.us128.prol.preheader

for.body.endif.endif.endif.us128.prol.preheader:  ; preds = %for.body.endif.endif.endif.us128.preheader
  br label %for.body.endif.endif.endif.us128.prol

for.body.endif.endif.endif.us128.prol:            ; preds = %for.body.endif.endif.endif.us128.prol.preheader, %for.body.endif.endif.endif.us128.prol
  %lsr.iv543 = phi i64 [ %xtraiter297, %for.body.endif.endif.endif.us128.prol.preheader ], [ %lsr.iv.next544, %for.body.endif.endif.endif.us128.prol ]
  %loop.index123.us125.prol = phi i64 [ %.587.us131.prol, %for.body.endif.endif.endif.us128.prol ], [ %loop.index123.us125.ph, %for.body.endif.endif.endif.us128.prol.preheader ]
  %.549.us127.prol = load double, ptr %.154, align 8
  %140 = shl i64 %loop.index123.us125.prol, 3
  %scevgep542 = getelementptr i8, ptr %.324, i64 %140
  %.558.us135.prol = load double, ptr %scevgep542, align 8
  %.6.i38.prol = fsub double %.549.us127.prol, %.558.us135.prol
  %141 = shl i64 %loop.index123.us125.prol, 3
  %scevgep541 = getelementptr i8, ptr %.6.i, i64 %141
  store double %.6.i38.prol, ptr %scevgep541, align 8
  %.587.us131.prol = add nuw i64 %loop.index123.us125.prol, 1
  %lsr.iv.next544 = add nsw i64 %lsr.iv543, -1
  %prol.iter299.cmp.not = icmp eq i64 %lsr.iv.next544, 0
  br i1 %prol.iter299.cmp.not, label %for.body.endif.endif.endif.us128.prol.loopexit, label %for.body.endif.endif.endif.us128.prol, !llvm.loop !53

for.body.endif.endif.endif.us128.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us128.prol, %for.body.endif.endif.endif.us128.preheader
  %loop.index123.us125.unr = phi i64 [ %loop.index123.us125.ph, %for.body.endif.endif.endif.us128.preheader ], [ %.587.us131.prol, %for.body.endif.endif.endif.us128.prol ]
  %142 = sub i64 %loop.index123.us125.ph, %dest_shape.199104
  %143 = icmp ugt i64 %142, -8
  br i1 %143, label %B128.i56, label %for.body.endif.endif.endif.us128.preheader316

for.body.endif.endif.endif.us128.preheader316:    ; preds = %for.body.endif.endif.endif.us128.prol.loopexit
  %144 = shl i64 %.211.sroa.0.3167171, 3
  %145 = add i64 %144, 56
  %scevgep525 = getelementptr i8, ptr %arg.u.4, i64 %145
  br label %for.body.endif.endif.endif.us128

for.body.endif.endif.endif.us128:                 ; preds = %for.body.endif.endif.endif.us128.preheader316, %for.body.endif.endif.endif.us128
  %loop.index123.us125 = phi i64 [ %.587.us131.7, %for.body.endif.endif.endif.us128 ], [ %loop.index123.us125.unr, %for.body.endif.endif.endif.us128.preheader316 ]
  %.549.us127 = load double, ptr %.154, align 8
  %146 = shl i64 %loop.index123.us125, 3
  %scevgep537 = getelementptr i8, ptr %scevgep525, i64 %146
  %scevgep538 = getelementptr i8, ptr %scevgep537, i64 -56
  %.558.us135 = load double, ptr %scevgep538, align 8
  %.6.i38 = fsub double %.549.us127, %.558.us135
  %sunkaddr681 = mul i64 %loop.index123.us125, 8
  %sunkaddr682 = getelementptr i8, ptr %.6.i, i64 %sunkaddr681
  store double %.6.i38, ptr %sunkaddr682, align 8
  %.549.us127.1 = load double, ptr %.154, align 8
  %147 = shl i64 %loop.index123.us125, 3
  %scevgep539 = getelementptr i8, ptr %scevgep525, i64 %147
  %scevgep540 = getelementptr i8, ptr %scevgep539, i64 -48
  %.558.us135.1 = load double, ptr %scevgep540, align 8
  %.6.i38.1 = fsub double %.549.us127.1, %.558.us135.1
  %sunkaddr683 = mul i64 %loop.index123.us125, 8
  %sunkaddr684 = getelementptr i8, ptr %.6.i, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, ptr %sunkaddr684, i64 8
  store double %.6.i38.1, ptr %sunkaddr685, align 8
  %.549.us127.2 = load double, ptr %.154, align 8
  %148 = shl i64 %loop.index123.us125, 3
  %scevgep535 = getelementptr i8, ptr %scevgep525, i64 %148
  %scevgep536 = getelementptr i8, ptr %scevgep535, i64 -40
  %.558.us135.2 = load double, ptr %scevgep536, align 8
  %.6.i38.2 = fsub double %.549.us127.2, %.558.us135.2
  %sunkaddr686 = mul i64 %loop.index123.us125, 8
  %sunkaddr687 = getelementptr i8, ptr %.6.i, i64 %sunkaddr686
  %sunkaddr688 = getelementptr i8, ptr %sunkaddr687, i64 16
  store double %.6.i38.2, ptr %sunkaddr688, align 8
  %.549.us127.3 = load double, ptr %.154, align 8
  %149 = shl i64 %loop.index123.us125, 3
  %scevgep533 = getelementptr i8, ptr %scevgep525, i64 %149
  %scevgep534 = getelementptr i8, ptr %scevgep533, i64 -32
  %.558.us135.3 = load double, ptr %scevgep534, align 8
  %.6.i38.3 = fsub double %.549.us127.3, %.558.us135.3
  %sunkaddr689 = mul i64 %loop.index123.us125, 8
  %sunkaddr690 = getelementptr i8, ptr %.6.i, i64 %sunkaddr689
  %sunkaddr691 = getelementptr i8, ptr %sunkaddr690, i64 24
  store double %.6.i38.3, ptr %sunkaddr691, align 8
  %.549.us127.4 = load double, ptr %.154, align 8
  %150 = shl i64 %loop.index123.us125, 3
  %scevgep531 = getelementptr i8, ptr %scevgep525, i64 %150
  %scevgep532 = getelementptr i8, ptr %scevgep531, i64 -24
  %.558.us135.4 = load double, ptr %scevgep532, align 8
  %.6.i38.4 = fsub double %.549.us127.4, %.558.us135.4
  %sunkaddr692 = mul i64 %loop.index123.us125, 8
  %sunkaddr693 = getelementptr i8, ptr %.6.i, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, ptr %sunkaddr693, i64 32
  store double %.6.i38.4, ptr %sunkaddr694, align 8
  %.549.us127.5 = load double, ptr %.154, align 8
  %151 = shl i64 %loop.index123.us125, 3
  %scevgep529 = getelementptr i8, ptr %scevgep525, i64 %151
  %scevgep530 = getelementptr i8, ptr %scevgep529, i64 -16
  %.558.us135.5 = load double, ptr %scevgep530, align 8
  %.6.i38.5 = fsub double %.549.us127.5, %.558.us135.5
  %sunkaddr695 = mul i64 %loop.index123.us125, 8
  %sunkaddr696 = getelementptr i8, ptr %.6.i, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, ptr %sunkaddr696, i64 40
  store double %.6.i38.5, ptr %sunkaddr697, align 8
  %.549.us127.6 = load double, ptr %.154, align 8
  %152 = shl i64 %loop.index123.us125, 3
  %scevgep527 = getelementptr i8, ptr %scevgep525, i64 %152
  %scevgep528 = getelementptr i8, ptr %scevgep527, i64 -8
  %.558.us135.6 = load double, ptr %scevgep528, align 8
  %.6.i38.6 = fsub double %.549.us127.6, %.558.us135.6
  %sunkaddr698 = mul i64 %loop.index123.us125, 8
  %sunkaddr699 = getelementptr i8, ptr %.6.i, i64 %sunkaddr698
  %sunkaddr700 = getelementptr i8, ptr %sunkaddr699, i64 48
  store double %.6.i38.6, ptr %sunkaddr700, align 8
  %.549.us127.7 = load double, ptr %.154, align 8
  %153 = shl i64 %loop.index123.us125, 3
  %scevgep526 = getelementptr i8, ptr %scevgep525, i64 %153
  %.558.us135.7 = load double, ptr %scevgep526, align 8
  %.6.i38.7 = fsub double %.549.us127.7, %.558.us135.7
  %sunkaddr701 = mul i64 %loop.index123.us125, 8
  %sunkaddr702 = getelementptr i8, ptr %.6.i, i64 %sunkaddr701
  %sunkaddr703 = getelementptr i8, ptr %sunkaddr702, i64 56
  store double %.6.i38.7, ptr %sunkaddr703, align 8
  %.587.us131.7 = add nuw nsw i64 %loop.index123.us125, 8
  %exitcond159.not.7 = icmp eq i64 %dest_shape.199104, %.587.us131.7
  br i1 %exitcond159.not.7, label %B128.i56, label %for.body.endif.endif.endif.us128, !llvm.loop !54

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i56:                                         ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us128, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us128.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block155, %vec.epilog.middle.block170, %middle.block201, %vec.epilog.middle.block216, %middle.block243, %vec.epilog.middle.block257, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.u.0)
  tail call void @NRT_decref(ptr %arg.u.0)
  %.655 = shl nuw nsw i64 %dest_shape.199104, 3
  %.7.i.i60 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.655, i32 32), !noalias !55
  %.8.i.i61 = icmp eq ptr %.7.i.i60, null
  br i1 %.8.i.i61, label %for.end.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif, !prof !0

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader318, %for.body.endif.endif.endif
  %loop.index123 = phi i64 [ %.587.7, %for.body.endif.endif.endif ], [ %loop.index123.unr, %for.body.endif.endif.endif.preheader318 ]
  %.549 = load double, ptr %.154, align 8
  %.558 = load double, ptr %.324, align 8
  %.6.i39 = fsub double %.549, %.558
  %sunkaddr704 = mul i64 %loop.index123, 8
  %sunkaddr705 = getelementptr i8, ptr %.6.i, i64 %sunkaddr704
  store double %.6.i39, ptr %sunkaddr705, align 8
  %.549.1 = load double, ptr %.154, align 8
  %.558.1 = load double, ptr %.324, align 8
  %.6.i39.1 = fsub double %.549.1, %.558.1
  %sunkaddr706 = mul i64 %loop.index123, 8
  %sunkaddr707 = getelementptr i8, ptr %.6.i, i64 %sunkaddr706
  %sunkaddr708 = getelementptr i8, ptr %sunkaddr707, i64 8
  store double %.6.i39.1, ptr %sunkaddr708, align 8
  %.549.2 = load double, ptr %.154, align 8
  %.558.2 = load double, ptr %.324, align 8
  %.6.i39.2 = fsub double %.549.2, %.558.2
  %sunkaddr709 = mul i64 %loop.index123, 8
  %sunkaddr710 = getelementptr i8, ptr %.6.i, i64 %sunkaddr709
  %sunkaddr711 = getelementptr i8, ptr %sunkaddr710, i64 16
  store double %.6.i39.2, ptr %sunkaddr711, align 8
  %.549.3 = load double, ptr %.154, align 8
  %.558.3 = load double, ptr %.324, align 8
  %.6.i39.3 = fsub double %.549.3, %.558.3
  %sunkaddr712 = mul i64 %loop.index123, 8
  %sunkaddr713 = getelementptr i8, ptr %.6.i, i64 %sunkaddr712
  %sunkaddr714 = getelementptr i8, ptr %sunkaddr713, i64 24
  store double %.6.i39.3, ptr %sunkaddr714, align 8
  %.549.4 = load double, ptr %.154, align 8
  %.558.4 = load double, ptr %.324, align 8
  %.6.i39.4 = fsub double %.549.4, %.558.4
  %sunkaddr715 = mul i64 %loop.index123, 8
  %sunkaddr716 = getelementptr i8, ptr %.6.i, i64 %sunkaddr715
  %sunkaddr717 = getelementptr i8, ptr %sunkaddr716, i64 32
  store double %.6.i39.4, ptr %sunkaddr717, align 8
  %.549.5 = load double, ptr %.154, align 8
  %.558.5 = load double, ptr %.324, align 8
  %.6.i39.5 = fsub double %.549.5, %.558.5
  %sunkaddr718 = mul i64 %loop.index123, 8
  %sunkaddr719 = getelementptr i8, ptr %.6.i, i64 %sunkaddr718
  %sunkaddr720 = getelementptr i8, ptr %sunkaddr719, i64 40
  store double %.6.i39.5, ptr %sunkaddr720, align 8
  %.549.6 = load double, ptr %.154, align 8
  %.558.6 = load double, ptr %.324, align 8
  %.6.i39.6 = fsub double %.549.6, %.558.6
  %sunkaddr721 = mul i64 %loop.index123, 8
  %sunkaddr722 = getelementptr i8, ptr %.6.i, i64 %sunkaddr721
  %sunkaddr723 = getelementptr i8, ptr %sunkaddr722, i64 48
  store double %.6.i39.6, ptr %sunkaddr723, align 8
  %.549.7 = load double, ptr %.154, align 8
  %.558.7 = load double, ptr %.324, align 8
  %.6.i39.7 = fsub double %.549.7, %.558.7
  %sunkaddr724 = mul i64 %loop.index123, 8
  %sunkaddr725 = getelementptr i8, ptr %.6.i, i64 %sunkaddr724
  %sunkaddr726 = getelementptr i8, ptr %sunkaddr725, i64 56
  store double %.6.i39.7, ptr %sunkaddr726, align 8
  %.587.7 = add nuw nsw i64 %loop.index123, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.199104, %.587.7
  br i1 %exitcond.not.7, label %B128.i56, label %for.body.endif.endif.endif, !llvm.loop !62

for.end.endif.endif.endif.endif:                  ; preds = %B128.i56
  %.5.i66 = getelementptr i8, ptr %.7.i.i60, i64 24
  %.6.i67 = load ptr, ptr %.5.i66, align 8
  switch i64 %dest_shape.199104, label %iter.check265 [
    i64 0, label %for.end.1.thread88
    i64 1, label %for.body.1.endif.endif
  ]

for.end.1.thread88:                               ; preds = %for.end.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br label %for.end.1.endif

iter.check265:                                    ; preds = %for.end.endif.endif.endif.endif
  %154 = ptrtoint ptr %.6.i to i64
  %.6.i67261 = ptrtoint ptr %.6.i67 to i64
  %min.iters.check263 = icmp ult i64 %dest_shape.199104, 4
  %155 = sub i64 %.6.i67261, %154
  %diff.check262 = icmp ult i64 %155, 128
  %or.cond = select i1 %min.iters.check263, i1 true, i1 %diff.check262
  br i1 %or.cond, label %for.body.1.endif.endif.us.preheader, label %vector.main.loop.iter.check267

vector.main.loop.iter.check267:                   ; preds = %iter.check265
  %min.iters.check266 = icmp ult i64 %dest_shape.199104, 16
  br i1 %min.iters.check266, label %vec.epilog.ph284, label %vector.ph268

vector.ph268:                                     ; preds = %vector.main.loop.iter.check267
  %n.vec270 = and i64 %dest_shape.199104, -16
  br label %vector.body271

vector.body271:                                   ; preds = %vector.body271, %vector.ph268
  %index272 = phi i64 [ 0, %vector.ph268 ], [ %index.next277, %vector.body271 ]
  %sunkaddr727 = mul i64 %index272, 8
  %sunkaddr728 = getelementptr i8, ptr %.6.i, i64 %sunkaddr727
  %wide.load273 = load <4 x double>, ptr %sunkaddr728, align 8
  %sunkaddr729 = mul i64 %index272, 8
  %sunkaddr730 = getelementptr i8, ptr %.6.i, i64 %sunkaddr729
  %sunkaddr731 = getelementptr i8, ptr %sunkaddr730, i64 32
  %wide.load274 = load <4 x double>, ptr %sunkaddr731, align 8
  %sunkaddr732 = mul i64 %index272, 8
  %sunkaddr733 = getelementptr i8, ptr %.6.i, i64 %sunkaddr732
  %sunkaddr734 = getelementptr i8, ptr %sunkaddr733, i64 64
  %wide.load275 = load <4 x double>, ptr %sunkaddr734, align 8
  %sunkaddr735 = mul i64 %index272, 8
  %sunkaddr736 = getelementptr i8, ptr %.6.i, i64 %sunkaddr735
  %sunkaddr737 = getelementptr i8, ptr %sunkaddr736, i64 96
  %wide.load276 = load <4 x double>, ptr %sunkaddr737, align 8
  %156 = fmul <4 x double> %wide.load273, %wide.load273
  %157 = fmul <4 x double> %wide.load274, %wide.load274
  %158 = fmul <4 x double> %wide.load275, %wide.load275
  %159 = fmul <4 x double> %wide.load276, %wide.load276
  %sunkaddr738 = mul i64 %index272, 8
  %sunkaddr739 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr738
  store <4 x double> %156, ptr %sunkaddr739, align 8
  %sunkaddr740 = mul i64 %index272, 8
  %sunkaddr741 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr740
  %sunkaddr742 = getelementptr i8, ptr %sunkaddr741, i64 32
  store <4 x double> %157, ptr %sunkaddr742, align 8
  %sunkaddr743 = mul i64 %index272, 8
  %sunkaddr744 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr743
  %sunkaddr745 = getelementptr i8, ptr %sunkaddr744, i64 64
  store <4 x double> %158, ptr %sunkaddr745, align 8
  %sunkaddr746 = mul i64 %index272, 8
  %sunkaddr747 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr746
  %sunkaddr748 = getelementptr i8, ptr %sunkaddr747, i64 96
  store <4 x double> %159, ptr %sunkaddr748, align 8
  %index.next277 = add nuw i64 %index272, 16
  %160 = icmp eq i64 %n.vec270, %index.next277
  br i1 %160, label %middle.block278, label %vector.body271, !llvm.loop !63

middle.block278:                                  ; preds = %vector.body271
  %cmp.n279 = icmp eq i64 %dest_shape.199104, %n.vec270
  br i1 %cmp.n279, label %.89.endif.preheader.i, label %vec.epilog.iter.check282

vec.epilog.iter.check282:                         ; preds = %middle.block278
  %161 = and i64 %dest_shape.199104, 12
  %min.epilog.iters.check283 = icmp eq i64 %161, 0
  br i1 %min.epilog.iters.check283, label %for.body.1.endif.endif.us.preheader, label %vec.epilog.ph284, !prof !22

vec.epilog.ph284:                                 ; preds = %vector.main.loop.iter.check267, %vec.epilog.iter.check282
  %vec.epilog.resume.val280 = phi i64 [ %n.vec270, %vec.epilog.iter.check282 ], [ 0, %vector.main.loop.iter.check267 ]
  %n.vec286 = and i64 %dest_shape.199104, -4
  br label %vec.epilog.vector.body287

vec.epilog.vector.body287:                        ; preds = %vec.epilog.vector.body287, %vec.epilog.ph284
  %index288 = phi i64 [ %vec.epilog.resume.val280, %vec.epilog.ph284 ], [ %index.next290, %vec.epilog.vector.body287 ]
  %162 = shl i64 %index288, 3
  %scevgep358 = getelementptr i8, ptr %.6.i, i64 %162
  %wide.load289 = load <4 x double>, ptr %scevgep358, align 8
  %163 = fmul <4 x double> %wide.load289, %wide.load289
  %164 = shl i64 %index288, 3
  %scevgep357 = getelementptr i8, ptr %.6.i67, i64 %164
  store <4 x double> %163, ptr %scevgep357, align 8
  %index.next290 = add nuw i64 %index288, 4
  %165 = icmp eq i64 %n.vec286, %index.next290
  br i1 %165, label %vec.epilog.middle.block291, label %vec.epilog.vector.body287, !llvm.loop !64

vec.epilog.middle.block291:                       ; preds = %vec.epilog.vector.body287
  %cmp.n292 = icmp eq i64 %dest_shape.199104, %n.vec286
  br i1 %cmp.n292, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %iter.check265, %vec.epilog.iter.check282, %vec.epilog.middle.block291
  %loop.index.1143.us.ph = phi i64 [ 0, %iter.check265 ], [ %n.vec270, %vec.epilog.iter.check282 ], [ %n.vec286, %vec.epilog.middle.block291 ]
  %166 = sub i64 %dest_shape.199104, %loop.index.1143.us.ph
  %xtraiter306 = and i64 %166, 7
  %lcmp.mod307.not = icmp eq i64 %xtraiter306, 0
  br i1 %lcmp.mod307.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv355 = phi i64 [ %xtraiter306, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next356, %for.body.1.endif.endif.us.prol ]
  %loop.index.1143.us.prol = phi i64 [ %.762.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.1143.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %167 = shl i64 %loop.index.1143.us.prol, 3
  %scevgep354 = getelementptr i8, ptr %.6.i, i64 %167
  %.733.us.prol = load double, ptr %scevgep354, align 8
  %.5.i68.prol = fmul double %.733.us.prol, %.733.us.prol
  %168 = shl i64 %loop.index.1143.us.prol, 3
  %scevgep353 = getelementptr i8, ptr %.6.i67, i64 %168
  store double %.5.i68.prol, ptr %scevgep353, align 8
  %.762.us.prol = add nuw i64 %loop.index.1143.us.prol, 1
  %lsr.iv.next356 = add nsw i64 %lsr.iv355, -1
  %prol.iter308.cmp.not = icmp eq i64 %lsr.iv.next356, 0
  br i1 %prol.iter308.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !65

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader
  %loop.index.1143.us.unr = phi i64 [ %loop.index.1143.us.ph, %for.body.1.endif.endif.us.preheader ], [ %.762.us.prol, %for.body.1.endif.endif.us.prol ]
  %169 = sub i64 %loop.index.1143.us.ph, %dest_shape.199104
  %170 = icmp ugt i64 %169, -8
  br i1 %170, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader312

for.body.1.endif.endif.us.preheader312:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader312, %for.body.1.endif.endif.us
  %loop.index.1143.us = phi i64 [ %.762.us.7, %for.body.1.endif.endif.us ], [ %loop.index.1143.us.unr, %for.body.1.endif.endif.us.preheader312 ]
  %sunkaddr749 = mul i64 %loop.index.1143.us, 8
  %sunkaddr750 = getelementptr i8, ptr %.6.i, i64 %sunkaddr749
  %.733.us = load double, ptr %sunkaddr750, align 8
  %.5.i68 = fmul double %.733.us, %.733.us
  %sunkaddr751 = mul i64 %loop.index.1143.us, 8
  %sunkaddr752 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr751
  store double %.5.i68, ptr %sunkaddr752, align 8
  %sunkaddr753 = mul i64 %loop.index.1143.us, 8
  %sunkaddr754 = getelementptr i8, ptr %.6.i, i64 %sunkaddr753
  %sunkaddr755 = getelementptr i8, ptr %sunkaddr754, i64 8
  %.733.us.1 = load double, ptr %sunkaddr755, align 8
  %.5.i68.1 = fmul double %.733.us.1, %.733.us.1
  %sunkaddr756 = mul i64 %loop.index.1143.us, 8
  %sunkaddr757 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr756
  %sunkaddr758 = getelementptr i8, ptr %sunkaddr757, i64 8
  store double %.5.i68.1, ptr %sunkaddr758, align 8
  %sunkaddr759 = mul i64 %loop.index.1143.us, 8
  %sunkaddr760 = getelementptr i8, ptr %.6.i, i64 %sunkaddr759
  %sunkaddr761 = getelementptr i8, ptr %sunkaddr760, i64 16
  %.733.us.2 = load double, ptr %sunkaddr761, align 8
  %.5.i68.2 = fmul double %.733.us.2, %.733.us.2
  %sunkaddr762 = mul i64 %loop.index.1143.us, 8
  %sunkaddr763 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr762
  %sunkaddr764 = getelementptr i8, ptr %sunkaddr763, i64 16
  store double %.5.i68.2, ptr %sunkaddr764, align 8
  %sunkaddr765 = mul i64 %loop.index.1143.us, 8
  %sunkaddr766 = getelementptr i8, ptr %.6.i, i64 %sunkaddr765
  %sunkaddr767 = getelementptr i8, ptr %sunkaddr766, i64 24
  %.733.us.3 = load double, ptr %sunkaddr767, align 8
  %.5.i68.3 = fmul double %.733.us.3, %.733.us.3
  %sunkaddr768 = mul i64 %loop.index.1143.us, 8
  %sunkaddr769 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr768
  %sunkaddr770 = getelementptr i8, ptr %sunkaddr769, i64 24
  store double %.5.i68.3, ptr %sunkaddr770, align 8
  %sunkaddr771 = mul i64 %loop.index.1143.us, 8
  %sunkaddr772 = getelementptr i8, ptr %.6.i, i64 %sunkaddr771
  %sunkaddr773 = getelementptr i8, ptr %sunkaddr772, i64 32
  %.733.us.4 = load double, ptr %sunkaddr773, align 8
  %.5.i68.4 = fmul double %.733.us.4, %.733.us.4
  %sunkaddr774 = mul i64 %loop.index.1143.us, 8
  %sunkaddr775 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr774
  %sunkaddr776 = getelementptr i8, ptr %sunkaddr775, i64 32
  store double %.5.i68.4, ptr %sunkaddr776, align 8
  %sunkaddr777 = mul i64 %loop.index.1143.us, 8
  %sunkaddr778 = getelementptr i8, ptr %.6.i, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, ptr %sunkaddr778, i64 40
  %.733.us.5 = load double, ptr %sunkaddr779, align 8
  %.5.i68.5 = fmul double %.733.us.5, %.733.us.5
  %sunkaddr780 = mul i64 %loop.index.1143.us, 8
  %sunkaddr781 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr780
  %sunkaddr782 = getelementptr i8, ptr %sunkaddr781, i64 40
  store double %.5.i68.5, ptr %sunkaddr782, align 8
  %sunkaddr783 = mul i64 %loop.index.1143.us, 8
  %sunkaddr784 = getelementptr i8, ptr %.6.i, i64 %sunkaddr783
  %sunkaddr785 = getelementptr i8, ptr %sunkaddr784, i64 48
  %.733.us.6 = load double, ptr %sunkaddr785, align 8
  %.5.i68.6 = fmul double %.733.us.6, %.733.us.6
  %sunkaddr786 = mul i64 %loop.index.1143.us, 8
  %sunkaddr787 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr786
  %sunkaddr788 = getelementptr i8, ptr %sunkaddr787, i64 48
  store double %.5.i68.6, ptr %sunkaddr788, align 8
  %sunkaddr789 = mul i64 %loop.index.1143.us, 8
  %sunkaddr790 = getelementptr i8, ptr %.6.i, i64 %sunkaddr789
  %sunkaddr791 = getelementptr i8, ptr %sunkaddr790, i64 56
  %.733.us.7 = load double, ptr %sunkaddr791, align 8
  %.5.i68.7 = fmul double %.733.us.7, %.733.us.7
  %sunkaddr792 = mul i64 %loop.index.1143.us, 8
  %sunkaddr793 = getelementptr i8, ptr %.6.i67, i64 %sunkaddr792
  %sunkaddr794 = getelementptr i8, ptr %sunkaddr793, i64 56
  store double %.5.i68.7, ptr %sunkaddr794, align 8
  %.762.us.7 = add nuw nsw i64 %loop.index.1143.us, 8
  %exitcond163.not.7 = icmp eq i64 %dest_shape.199104, %.762.us.7
  br i1 %exitcond163.not.7, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us, !llvm.loop !66

for.end.endif.endif.endif.if.if:                  ; preds = %B128.i56
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block278, %vec.epilog.middle.block291, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %xtraiter.i = and i64 %dest_shape.199104, 7
  %171 = icmp samesign ult i64 %dest_shape.199104, 8
  br i1 %171, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !67

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const = bitcast i64 -9223372036854775808 to i64
  %const_mat = add i64 %const, -8
  %unroll_iter.i = and i64 %dest_shape.199104, %const_mat
  %172 = add nsw i64 %unroll_iter.i, -8
  %173 = lshr i64 %172, 3
  %174 = add nuw nsw i64 %173, 1
  %xtraiter309 = and i64 %174, 3
  %175 = and i64 %172, 24
  %lcmp.mod310.not = icmp eq i64 %175, 24
  br i1 %lcmp.mod310.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !68

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter309, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i67, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !69
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i70.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i70.prol, align 8, !noalias !69
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !69
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !69
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !69
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !69
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !69
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !69
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter311.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter311.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !72, !llvm.loop !73

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i67, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %176 = icmp ult i64 %172, 24
  br i1 %176, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !74

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %.89.endif.epil.preheader.i, !prof !75

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i67, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %177 = shl i64 %epil.iter.i, 3
  %scevgep320 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %177
  %.106.epil.i = load double, ptr %scevgep320, align 8, !noalias !69
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %.89.endif.epil.i, !prof !76, !llvm.loop !77

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !69
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i70 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i70, align 8, !noalias !69
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !69
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !69
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !69
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !69
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !69
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !69
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !69
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i70.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i70.1, align 8, !noalias !69
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !69
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !69
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !69
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !69
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !69
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !69
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !69
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i70.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i70.2, align 8, !noalias !69
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !69
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !69
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !69
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !69
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !69
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !69
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !69
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i70.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i70.3, align 8, !noalias !69
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !69
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !69
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !69
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !69
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !69
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !69
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !79, !llvm.loop !80

for.body.1.endif.endif:                           ; preds = %for.end.endif.endif.endif.endif
  %.733 = load double, ptr %.6.i, align 8
  %.5.i69 = fmul double %.733, %.733
  store double %.5.i69, ptr %.6.i67, align 8
  br label %.89.endif.preheader.i

for.end.1.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1.thread88
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.thread88 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i60)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

define ptr @_ZN7cpython7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.diff_slices, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 8
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #3
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !82

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = call ptr @PyFloat_FromDouble(double %.57)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.70 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.71 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 4
  %.72 = icmp sgt i32 %.71, 0
  %.75 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 0
  %.77 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 1
  br i1 %.72, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.78 = sext i32 %.77 to i64
  %.79 = call ptr @PyBytes_FromStringAndSize(ptr %.75, i64 %.78)
  %.80 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.81 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.83 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 3
  %.85 = call ptr %.83(ptr %.81)
  %.86 = icmp eq ptr %.85, null
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.90 = call ptr @numba_runtime_build_excinfo_struct(ptr %.79, ptr nonnull %.85)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.102)
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

define double @cfunc._ZN7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels11diff_slicesB3v34B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !82

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

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
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!"branch_weights", i32 -2147483648, i32 0}
!2 = !{!"branch_weights", i32 37580963, i32 2109902685}
!3 = !{i1 true}
!4 = !{!5, !7, !8, !10}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = !{!17}
!17 = distinct !{!17, !13}
!18 = !{!12, !15}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!"branch_weights", i32 4, i32 12}
!23 = distinct !{!23, !20, !21}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !20, !21}
!27 = distinct !{!27, !20, !21}
!28 = distinct !{!28, !25}
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20}
!31 = !{!32}
!32 = distinct !{!32, !33}
!33 = distinct !{!33, !"LVerDomain"}
!34 = !{!35}
!35 = distinct !{!35, !33}
!36 = !{!37}
!37 = distinct !{!37, !33}
!38 = !{!32, !35}
!39 = distinct !{!39, !20, !21}
!40 = !{!"branch_weights", i32 2, i32 14}
!41 = distinct !{!41, !20, !21}
!42 = distinct !{!42, !25}
!43 = !{!44}
!44 = distinct !{!44, !45}
!45 = distinct !{!45, !"LVerDomain"}
!46 = !{!47}
!47 = distinct !{!47, !45}
!48 = !{!49}
!49 = distinct !{!49, !45}
!50 = !{!47, !44}
!51 = distinct !{!51, !20, !21}
!52 = distinct !{!52, !20, !21}
!53 = distinct !{!53, !25}
!54 = distinct !{!54, !20}
!55 = !{!56, !58, !59, !61}
!56 = distinct !{!56, !57, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!57 = distinct !{!57, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!58 = distinct !{!58, !57, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!59 = distinct !{!59, !60, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!60 = distinct !{!60, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!61 = distinct !{!61, !60, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!62 = distinct !{!62, !20}
!63 = distinct !{!63, !20, !21}
!64 = distinct !{!64, !20, !21}
!65 = distinct !{!65, !25}
!66 = distinct !{!66, !20}
!67 = !{!"branch_weights", i32 146201250, i32 2001282398}
!68 = !{!"branch_weights", i32 127, i32 1}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!72 = !{!"branch_weights", i32 1, i32 1}
!73 = distinct !{!73, !25}
!74 = !{!"branch_weights", i32 1, i32 127}
!75 = !{!"branch_weights", i32 277993707, i32 1869489941}
!76 = !{!"branch_weights", i32 542333185, i32 1605150463}
!77 = distinct !{!77, !78, !25}
!78 = !{!"llvm.loop.estimated_trip_count", i32 4}
!79 = !{!"branch_weights", i32 166258294, i32 1981225354}
!80 = distinct !{!80, !81}
!81 = !{!"llvm.loop.estimated_trip_count", i32 3}
!82 = !{!"branch_weights", i32 49, i32 1}
