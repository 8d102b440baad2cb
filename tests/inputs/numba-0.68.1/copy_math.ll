; ModuleID = 'copy_math'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.copy_math = internal constant [10 x i8] c"copy_math\00"
@_ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [130 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f30027c2010B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.x.0)
  %0 = add i64 %arg.x.5.0.fr, -1152921504606846976
  %.37 = icmp ult i64 %0, -2305843009213693952
  br i1 %.37, label %B0.if, label %B0.endif, !prof !0

common.ret:                                       ; preds = %for.end.1.endif, %for.end.endif.endif.endif.endif.endif.if.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if.if ], [ 0, %for.end.1.endif ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.36 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.36, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B0.endif.endif, !prof !0

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.101 = mul i64 %arg.x.3, %arg.x.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.x.4, i64 %.101, i1 false)
  tail call void @NRT_incref(ptr nonnull %.7.i.i)
  %.14491 = icmp sgt i64 %arg.x.5.0.fr, 0
  tail call void @NRT_decref(ptr %arg.x.0)
  br i1 %.14491, label %for.body.lr.ph, label %for.end.endif.endif.endif.endif.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif
  %.146.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.146.not, label %B150.i18.thread, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 4
  br i1 %min.iters.check, label %for.body.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const242 = bitcast i64 9223372036854775776 to i64
  %min.iters.check68 = icmp ult i64 %arg.x.5.0.fr, 32
  br i1 %min.iters.check68, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %arg.x.5.0.fr, %const242
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr244 = getelementptr i8, ptr %.6.i, i64 %sunkaddr
  %wide.load = load <8 x double>, ptr %sunkaddr244, align 8
  %sunkaddr245 = mul i64 %index, 8
  %sunkaddr246 = getelementptr i8, ptr %.6.i, i64 %sunkaddr245
  %sunkaddr247 = getelementptr i8, ptr %sunkaddr246, i64 64
  %wide.load69 = load <8 x double>, ptr %sunkaddr247, align 8
  %sunkaddr248 = mul i64 %index, 8
  %sunkaddr249 = getelementptr i8, ptr %.6.i, i64 %sunkaddr248
  %sunkaddr250 = getelementptr i8, ptr %sunkaddr249, i64 128
  %wide.load70 = load <8 x double>, ptr %sunkaddr250, align 8
  %sunkaddr251 = mul i64 %index, 8
  %sunkaddr252 = getelementptr i8, ptr %.6.i, i64 %sunkaddr251
  %sunkaddr253 = getelementptr i8, ptr %sunkaddr252, i64 192
  %wide.load71 = load <8 x double>, ptr %sunkaddr253, align 8
  %1 = fmul <8 x double> %wide.load, splat (double 2.000000e+00)
  %2 = fmul <8 x double> %wide.load69, splat (double 2.000000e+00)
  %3 = fmul <8 x double> %wide.load70, splat (double 2.000000e+00)
  %4 = fmul <8 x double> %wide.load71, splat (double 2.000000e+00)
  store <8 x double> %1, ptr %sunkaddr244, align 8
  store <8 x double> %2, ptr %sunkaddr247, align 8
  store <8 x double> %3, ptr %sunkaddr250, align 8
  store <8 x double> %4, ptr %sunkaddr253, align 8
  %index.next = add nuw i64 %index, 32
  %5 = icmp eq i64 %n.vec, %index.next
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %for.end.endif.endif.endif.endif.endif, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %6 = and i64 %arg.x.5.0.fr, 28
  %min.epilog.iters.check = icmp eq i64 %6, 0
  br i1 %min.epilog.iters.check, label %for.body.us.preheader, label %vec.epilog.ph, !prof !12

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat243 = add i64 %const242, 28
  %n.vec73 = and i64 %arg.x.5.0.fr, %const_mat243
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index74 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next76, %vec.epilog.vector.body ]
  %7 = shl i64 %index74, 3
  %scevgep231 = getelementptr i8, ptr %.6.i, i64 %7
  %wide.load75 = load <4 x double>, ptr %scevgep231, align 8
  %8 = fmul <4 x double> %wide.load75, splat (double 2.000000e+00)
  store <4 x double> %8, ptr %scevgep231, align 8
  %index.next76 = add nuw i64 %index74, 4
  %9 = icmp eq i64 %n.vec73, %index.next76
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n77 = icmp eq i64 %arg.x.5.0.fr, %n.vec73
  br i1 %cmp.n77, label %for.end.endif.endif.endif.endif.endif, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index93.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec73, %vec.epilog.middle.block ]
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.body.us
  %loop.index93.us = phi i64 [ %.160.us, %for.body.us ], [ %loop.index93.us.ph, %for.body.us.preheader ]
  %10 = shl i64 %loop.index93.us, 3
  %scevgep230 = getelementptr i8, ptr %.6.i, i64 %10
  %.154.us = load double, ptr %scevgep230, align 8
  %.155.us = fmul double %.154.us, 2.000000e+00
  store double %.155.us, ptr %scevgep230, align 8
  %.160.us = add nuw nsw i64 %loop.index93.us, 1
  %exitcond.not = icmp eq i64 %arg.x.5.0.fr, %.160.us
  br i1 %exitcond.not, label %for.end.endif.endif.endif.endif.endif, label %for.body.us, !llvm.loop !14

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B150.i18.thread:                                  ; preds = %for.body.lr.ph
  %.154.pre = load double, ptr %.6.i, align 8
  %.155 = fmul double %.154.pre, 2.000000e+00
  store double %.155, ptr %.6.i, align 8
  br label %for.end.endif.endif.endif.endif.endif

for.end.endif.endif.endif.endif.endif:            ; preds = %for.body.us, %vec.epilog.middle.block, %middle.block, %B0.endif.endif, %B150.i18.thread
  %dest_shape.165 = phi i64 [ 1, %B150.i18.thread ], [ %arg.x.5.0.fr, %B0.endif.endif ], [ %arg.x.5.0.fr, %middle.block ], [ %arg.x.5.0.fr, %vec.epilog.middle.block ], [ %arg.x.5.0.fr, %for.body.us ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.272 = shl nsw i64 %dest_shape.165, 3
  %.7.i.i27 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.272, i32 32), !noalias !15
  %.8.i.i28 = icmp eq ptr %.7.i.i27, null
  br i1 %.8.i.i28, label %for.end.endif.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.5.i33 = getelementptr i8, ptr %.7.i.i27, i64 24
  %.6.i34 = load ptr, ptr %.5.i33, align 8
  %.34394 = icmp sgt i64 %dest_shape.165, 0
  br i1 %.34394, label %for.body.1.lr.ph, label %for.end.1.endif.critedge

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.345 = icmp ugt i64 %arg.x.5.0.fr, 1
  br i1 %.345, label %for.body.1.endif.endif.endif.us.preheader, label %iter.check85

iter.check85:                                     ; preds = %for.body.1.lr.ph
  %min.iters.check83 = icmp eq i64 %dest_shape.165, 1
  br i1 %min.iters.check83, label %for.body.1.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check85
  %11 = shl i64 %dest_shape.165, 3
  %scevgep = getelementptr i8, ptr %.6.i34, i64 %11
  %scevgep78 = getelementptr i8, ptr %arg.x.4, i64 8
  %scevgep79 = getelementptr i8, ptr %.6.i, i64 8
  %bound0 = icmp ult ptr %.6.i34, %scevgep78
  %bound1 = icmp ult ptr %arg.x.4, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound080 = icmp ult ptr %.6.i34, %scevgep79
  %bound181 = icmp ult ptr %.6.i, %scevgep
  %found.conflict82 = and i1 %bound080, %bound181
  %conflict.rdx = or i1 %found.conflict, %found.conflict82
  br i1 %conflict.rdx, label %for.body.1.endif.endif.endif.preheader, label %vector.main.loop.iter.check87

vector.main.loop.iter.check87:                    ; preds = %vector.memcheck
  %min.iters.check86 = icmp ult i64 %dest_shape.165, 32
  br i1 %min.iters.check86, label %vec.epilog.ph102, label %vector.ph88

vector.ph88:                                      ; preds = %vector.main.loop.iter.check87
  %n.vec90 = and i64 %dest_shape.165, %const
  %12 = load double, ptr %.6.i, align 8, !alias.scope !22
  %13 = load double, ptr %arg.x.4, align 8, !alias.scope !25
  %14 = tail call double @llvm.sin.f64(double %12)
  %.scalar = fmul double %13, %14
  %15 = insertelement <8 x double> poison, double %.scalar, i64 0
  %16 = shufflevector <8 x double> %15, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body93

vector.body93:                                    ; preds = %vector.body93, %vector.ph88
  %index94 = phi i64 [ 0, %vector.ph88 ], [ %index.next95, %vector.body93 ]
  %sunkaddr254 = mul i64 %index94, 8
  %sunkaddr255 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr254
  store <8 x double> %16, ptr %sunkaddr255, align 8, !alias.scope !27, !noalias !29
  %sunkaddr256 = mul i64 %index94, 8
  %sunkaddr257 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr256
  %sunkaddr258 = getelementptr i8, ptr %sunkaddr257, i64 64
  store <8 x double> %16, ptr %sunkaddr258, align 8, !alias.scope !27, !noalias !29
  %sunkaddr259 = mul i64 %index94, 8
  %sunkaddr260 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr259
  %sunkaddr261 = getelementptr i8, ptr %sunkaddr260, i64 128
  store <8 x double> %16, ptr %sunkaddr261, align 8, !alias.scope !27, !noalias !29
  %sunkaddr262 = mul i64 %index94, 8
  %sunkaddr263 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr262
  %sunkaddr264 = getelementptr i8, ptr %sunkaddr263, i64 192
  store <8 x double> %16, ptr %sunkaddr264, align 8, !alias.scope !27, !noalias !29
  %index.next95 = add nuw i64 %index94, 32
  %17 = icmp eq i64 %n.vec90, %index.next95
  br i1 %17, label %middle.block96, label %vector.body93, !llvm.loop !30

middle.block96:                                   ; preds = %vector.body93
  %cmp.n97 = icmp eq i64 %dest_shape.165, %n.vec90
  br i1 %cmp.n97, label %for.end.1, label %vec.epilog.iter.check100

vec.epilog.iter.check100:                         ; preds = %middle.block96
  %18 = and i64 %dest_shape.165, 30
  %min.epilog.iters.check101 = icmp eq i64 %18, 0
  br i1 %min.epilog.iters.check101, label %for.body.1.endif.endif.endif.preheader, label %vec.epilog.ph102, !prof !31

vec.epilog.ph102:                                 ; preds = %vector.main.loop.iter.check87, %vec.epilog.iter.check100
  %vec.epilog.resume.val98 = phi i64 [ %n.vec90, %vec.epilog.iter.check100 ], [ 0, %vector.main.loop.iter.check87 ]
  %const_mat241 = add i64 %const, 30
  %n.vec104 = and i64 %dest_shape.165, %const_mat241
  %19 = load double, ptr %.6.i, align 8, !alias.scope !22
  %20 = load double, ptr %arg.x.4, align 8, !alias.scope !25
  %21 = tail call double @llvm.sin.f64(double %19)
  %.scalar133 = fmul double %20, %21
  %22 = insertelement <2 x double> poison, double %.scalar133, i64 0
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body109

vec.epilog.vector.body109:                        ; preds = %vec.epilog.vector.body109, %vec.epilog.ph102
  %index110 = phi i64 [ %vec.epilog.resume.val98, %vec.epilog.ph102 ], [ %index.next111, %vec.epilog.vector.body109 ]
  %24 = shl i64 %index110, 3
  %scevgep221 = getelementptr i8, ptr %.6.i34, i64 %24
  store <2 x double> %23, ptr %scevgep221, align 8, !alias.scope !27, !noalias !29
  %index.next111 = add nuw i64 %index110, 2
  %25 = icmp eq i64 %n.vec104, %index.next111
  br i1 %25, label %vec.epilog.middle.block112, label %vec.epilog.vector.body109, !llvm.loop !32

vec.epilog.middle.block112:                       ; preds = %vec.epilog.vector.body109
  %cmp.n113 = icmp eq i64 %dest_shape.165, %n.vec104
  br i1 %cmp.n113, label %for.end.1, label %for.body.1.endif.endif.endif.preheader

for.body.1.endif.endif.endif.preheader:           ; preds = %vector.memcheck, %iter.check85, %vec.epilog.iter.check100, %vec.epilog.middle.block112
  %loop.index.197.ph = phi i64 [ 0, %iter.check85 ], [ 0, %vector.memcheck ], [ %n.vec90, %vec.epilog.iter.check100 ], [ %n.vec104, %vec.epilog.middle.block112 ]
  %26 = sub nsw i64 %dest_shape.165, %loop.index.197.ph
  %xtraiter = and i64 %26, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.prol.loopexit, label %for.body.1.endif.endif.endif.prol.preheader

for.body.1.endif.endif.endif.prol.preheader:      ; preds = %for.body.1.endif.endif.endif.preheader
  br label %for.body.1.endif.endif.endif.prol

for.body.1.endif.endif.endif.prol:                ; preds = %for.body.1.endif.endif.endif.prol.preheader, %for.body.1.endif.endif.endif.prol
  %lsr.iv219 = phi i64 [ %xtraiter, %for.body.1.endif.endif.endif.prol.preheader ], [ %lsr.iv.next220, %for.body.1.endif.endif.endif.prol ]
  %loop.index.197.prol = phi i64 [ %.391.prol, %for.body.1.endif.endif.endif.prol ], [ %loop.index.197.ph, %for.body.1.endif.endif.endif.prol.preheader ]
  %.35387.prol = load double, ptr %arg.x.4, align 8
  %.362.prol = load double, ptr %.6.i, align 8
  %.13.le.i35.prol = tail call double @llvm.sin.f64(double %.362.prol)
  %.18.i36.prol = fmul double %.35387.prol, %.13.le.i35.prol
  %27 = shl i64 %loop.index.197.prol, 3
  %scevgep218 = getelementptr i8, ptr %.6.i34, i64 %27
  store double %.18.i36.prol, ptr %scevgep218, align 8
  %.391.prol = add nuw i64 %loop.index.197.prol, 1
  %lsr.iv.next220 = add nsw i64 %lsr.iv219, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next220, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.prol.loopexit, label %for.body.1.endif.endif.endif.prol, !llvm.loop !33

for.body.1.endif.endif.endif.prol.loopexit:       ; preds = %for.body.1.endif.endif.endif.prol, %for.body.1.endif.endif.endif.preheader
  %loop.index.197.unr = phi i64 [ %loop.index.197.ph, %for.body.1.endif.endif.endif.preheader ], [ %.391.prol, %for.body.1.endif.endif.endif.prol ]
  %28 = sub nsw i64 %loop.index.197.ph, %dest_shape.165
  %29 = icmp ugt i64 %28, -8
  br i1 %29, label %for.end.1, label %for.body.1.endif.endif.endif.preheader143

for.body.1.endif.endif.endif.preheader143:        ; preds = %for.body.1.endif.endif.endif.prol.loopexit
  br label %for.body.1.endif.endif.endif

for.body.1.endif.endif.endif.us.preheader:        ; preds = %for.body.1.lr.ph
  %min.iters.check121 = icmp ult i64 %dest_shape.165, 8
  br i1 %min.iters.check121, label %for.body.1.endif.endif.endif.us.preheader134, label %vector.memcheck115

vector.memcheck115:                               ; preds = %for.body.1.endif.endif.endif.us.preheader
  %30 = ptrtoint ptr %.6.i34 to i64
  %31 = ptrtoint ptr %.6.i to i64
  %32 = ptrtoint ptr %arg.x.4 to i64
  %33 = sub i64 %30, %32
  %diff.check = icmp ult i64 %33, 64
  %34 = sub i64 %30, %31
  %diff.check119 = icmp ult i64 %34, 64
  %conflict.rdx120 = or i1 %diff.check, %diff.check119
  br i1 %conflict.rdx120, label %for.body.1.endif.endif.endif.us.preheader134, label %vector.ph122

vector.ph122:                                     ; preds = %vector.memcheck115
  %const_mat = add i64 %const, 24
  %n.vec124 = and i64 %dest_shape.165, %const_mat
  br label %vector.body125

vector.body125:                                   ; preds = %vector.body125, %vector.ph122
  %index126 = phi i64 [ 0, %vector.ph122 ], [ %index.next129, %vector.body125 ]
  %35 = shl i64 %index126, 3
  %scevgep201 = getelementptr i8, ptr %arg.x.4, i64 %35
  %wide.load127 = load <8 x double>, ptr %scevgep201, align 8
  %36 = shl i64 %index126, 3
  %scevgep200 = getelementptr i8, ptr %.6.i, i64 %36
  %wide.load128 = load <8 x double>, ptr %scevgep200, align 8
  %37 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load128)
  %38 = fmul <8 x double> %wide.load127, %37
  %39 = shl i64 %index126, 3
  %scevgep199 = getelementptr i8, ptr %.6.i34, i64 %39
  store <8 x double> %38, ptr %scevgep199, align 8
  %index.next129 = add nuw i64 %index126, 8
  %40 = icmp eq i64 %n.vec124, %index.next129
  br i1 %40, label %middle.block130, label %vector.body125, !llvm.loop !35

middle.block130:                                  ; preds = %vector.body125
  %cmp.n131 = icmp eq i64 %dest_shape.165, %n.vec124
  br i1 %cmp.n131, label %for.end.1, label %for.body.1.endif.endif.endif.us.preheader134

for.body.1.endif.endif.endif.us.preheader134:     ; preds = %vector.memcheck115, %for.body.1.endif.endif.endif.us.preheader, %middle.block130
  %loop.index.197.us.ph = phi i64 [ 0, %vector.memcheck115 ], [ 0, %for.body.1.endif.endif.endif.us.preheader ], [ %n.vec124, %middle.block130 ]
  %xtraiter136 = and i64 %dest_shape.165, 7
  %lcmp.mod137.not = icmp eq i64 %xtraiter136, 0
  br i1 %lcmp.mod137.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol.preheader

for.body.1.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.1.endif.endif.endif.us.preheader134
  br label %for.body.1.endif.endif.endif.us.prol

for.body.1.endif.endif.endif.us.prol:             ; preds = %for.body.1.endif.endif.endif.us.prol.preheader, %for.body.1.endif.endif.endif.us.prol
  %lsr.iv197 = phi i64 [ %xtraiter136, %for.body.1.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next198, %for.body.1.endif.endif.endif.us.prol ]
  %loop.index.197.us.prol = phi i64 [ %.391.us.prol, %for.body.1.endif.endif.endif.us.prol ], [ %loop.index.197.us.ph, %for.body.1.endif.endif.endif.us.prol.preheader ]
  %41 = shl i64 %loop.index.197.us.prol, 3
  %scevgep196 = getelementptr i8, ptr %arg.x.4, i64 %41
  %.35387.us.prol = load double, ptr %scevgep196, align 8
  %42 = shl i64 %loop.index.197.us.prol, 3
  %scevgep195 = getelementptr i8, ptr %.6.i, i64 %42
  %.362.us.prol = load double, ptr %scevgep195, align 8
  %.13.le.i.prol = tail call double @llvm.sin.f64(double %.362.us.prol)
  %.18.i.prol = fmul double %.35387.us.prol, %.13.le.i.prol
  %43 = shl i64 %loop.index.197.us.prol, 3
  %scevgep194 = getelementptr i8, ptr %.6.i34, i64 %43
  store double %.18.i.prol, ptr %scevgep194, align 8
  %.391.us.prol = add nuw nsw i64 %loop.index.197.us.prol, 1
  %lsr.iv.next198 = add nsw i64 %lsr.iv197, -1
  %prol.iter138.cmp.not = icmp eq i64 %lsr.iv.next198, 0
  br i1 %prol.iter138.cmp.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol, !llvm.loop !36

for.body.1.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.1.endif.endif.endif.us.prol, %for.body.1.endif.endif.endif.us.preheader134
  %loop.index.197.us.unr = phi i64 [ %loop.index.197.us.ph, %for.body.1.endif.endif.endif.us.preheader134 ], [ %.391.us.prol, %for.body.1.endif.endif.endif.us.prol ]
  %44 = sub nsw i64 %loop.index.197.us.ph, %dest_shape.165
  %45 = icmp ugt i64 %44, -8
  br i1 %45, label %for.end.1, label %for.body.1.endif.endif.endif.us.preheader142

for.body.1.endif.endif.endif.us.preheader142:     ; preds = %for.body.1.endif.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us

for.body.1.endif.endif.endif.us:                  ; preds = %for.body.1.endif.endif.endif.us.preheader142, %for.body.1.endif.endif.endif.us
  %loop.index.197.us = phi i64 [ %.391.us.7, %for.body.1.endif.endif.endif.us ], [ %loop.index.197.us.unr, %for.body.1.endif.endif.endif.us.preheader142 ]
  %sunkaddr265 = mul i64 %loop.index.197.us, 8
  %sunkaddr266 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr265
  %.35387.us = load double, ptr %sunkaddr266, align 8
  %sunkaddr267 = mul i64 %loop.index.197.us, 8
  %sunkaddr268 = getelementptr i8, ptr %.6.i, i64 %sunkaddr267
  %.362.us = load double, ptr %sunkaddr268, align 8
  %.13.le.i = tail call double @llvm.sin.f64(double %.362.us)
  %.18.i = fmul double %.35387.us, %.13.le.i
  %sunkaddr269 = mul i64 %loop.index.197.us, 8
  %sunkaddr270 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr269
  store double %.18.i, ptr %sunkaddr270, align 8
  %sunkaddr271 = mul i64 %loop.index.197.us, 8
  %sunkaddr272 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr271
  %sunkaddr273 = getelementptr i8, ptr %sunkaddr272, i64 8
  %.35387.us.1 = load double, ptr %sunkaddr273, align 8
  %sunkaddr274 = mul i64 %loop.index.197.us, 8
  %sunkaddr275 = getelementptr i8, ptr %.6.i, i64 %sunkaddr274
  %sunkaddr276 = getelementptr i8, ptr %sunkaddr275, i64 8
  %.362.us.1 = load double, ptr %sunkaddr276, align 8
  %.13.le.i.1 = tail call double @llvm.sin.f64(double %.362.us.1)
  %.18.i.1 = fmul double %.35387.us.1, %.13.le.i.1
  %sunkaddr277 = mul i64 %loop.index.197.us, 8
  %sunkaddr278 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr277
  %sunkaddr279 = getelementptr i8, ptr %sunkaddr278, i64 8
  store double %.18.i.1, ptr %sunkaddr279, align 8
  %sunkaddr280 = mul i64 %loop.index.197.us, 8
  %sunkaddr281 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr280
  %sunkaddr282 = getelementptr i8, ptr %sunkaddr281, i64 16
  %.35387.us.2 = load double, ptr %sunkaddr282, align 8
  %sunkaddr283 = mul i64 %loop.index.197.us, 8
  %sunkaddr284 = getelementptr i8, ptr %.6.i, i64 %sunkaddr283
  %sunkaddr285 = getelementptr i8, ptr %sunkaddr284, i64 16
  %.362.us.2 = load double, ptr %sunkaddr285, align 8
  %.13.le.i.2 = tail call double @llvm.sin.f64(double %.362.us.2)
  %.18.i.2 = fmul double %.35387.us.2, %.13.le.i.2
  %sunkaddr286 = mul i64 %loop.index.197.us, 8
  %sunkaddr287 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr286
  %sunkaddr288 = getelementptr i8, ptr %sunkaddr287, i64 16
  store double %.18.i.2, ptr %sunkaddr288, align 8
  %sunkaddr289 = mul i64 %loop.index.197.us, 8
  %sunkaddr290 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr289
  %sunkaddr291 = getelementptr i8, ptr %sunkaddr290, i64 24
  %.35387.us.3 = load double, ptr %sunkaddr291, align 8
  %sunkaddr292 = mul i64 %loop.index.197.us, 8
  %sunkaddr293 = getelementptr i8, ptr %.6.i, i64 %sunkaddr292
  %sunkaddr294 = getelementptr i8, ptr %sunkaddr293, i64 24
  %.362.us.3 = load double, ptr %sunkaddr294, align 8
  %.13.le.i.3 = tail call double @llvm.sin.f64(double %.362.us.3)
  %.18.i.3 = fmul double %.35387.us.3, %.13.le.i.3
  %sunkaddr295 = mul i64 %loop.index.197.us, 8
  %sunkaddr296 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr295
  %sunkaddr297 = getelementptr i8, ptr %sunkaddr296, i64 24
  store double %.18.i.3, ptr %sunkaddr297, align 8
  %sunkaddr298 = mul i64 %loop.index.197.us, 8
  %sunkaddr299 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr298
  %sunkaddr300 = getelementptr i8, ptr %sunkaddr299, i64 32
  %.35387.us.4 = load double, ptr %sunkaddr300, align 8
  %sunkaddr301 = mul i64 %loop.index.197.us, 8
  %sunkaddr302 = getelementptr i8, ptr %.6.i, i64 %sunkaddr301
  %sunkaddr303 = getelementptr i8, ptr %sunkaddr302, i64 32
  %.362.us.4 = load double, ptr %sunkaddr303, align 8
  %.13.le.i.4 = tail call double @llvm.sin.f64(double %.362.us.4)
  %.18.i.4 = fmul double %.35387.us.4, %.13.le.i.4
  %sunkaddr304 = mul i64 %loop.index.197.us, 8
  %sunkaddr305 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr304
  %sunkaddr306 = getelementptr i8, ptr %sunkaddr305, i64 32
  store double %.18.i.4, ptr %sunkaddr306, align 8
  %sunkaddr307 = mul i64 %loop.index.197.us, 8
  %sunkaddr308 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr307
  %sunkaddr309 = getelementptr i8, ptr %sunkaddr308, i64 40
  %.35387.us.5 = load double, ptr %sunkaddr309, align 8
  %sunkaddr310 = mul i64 %loop.index.197.us, 8
  %sunkaddr311 = getelementptr i8, ptr %.6.i, i64 %sunkaddr310
  %sunkaddr312 = getelementptr i8, ptr %sunkaddr311, i64 40
  %.362.us.5 = load double, ptr %sunkaddr312, align 8
  %.13.le.i.5 = tail call double @llvm.sin.f64(double %.362.us.5)
  %.18.i.5 = fmul double %.35387.us.5, %.13.le.i.5
  %sunkaddr313 = mul i64 %loop.index.197.us, 8
  %sunkaddr314 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr313
  %sunkaddr315 = getelementptr i8, ptr %sunkaddr314, i64 40
  store double %.18.i.5, ptr %sunkaddr315, align 8
  %sunkaddr316 = mul i64 %loop.index.197.us, 8
  %sunkaddr317 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr316
  %sunkaddr318 = getelementptr i8, ptr %sunkaddr317, i64 48
  %.35387.us.6 = load double, ptr %sunkaddr318, align 8
  %sunkaddr319 = mul i64 %loop.index.197.us, 8
  %sunkaddr320 = getelementptr i8, ptr %.6.i, i64 %sunkaddr319
  %sunkaddr321 = getelementptr i8, ptr %sunkaddr320, i64 48
  %.362.us.6 = load double, ptr %sunkaddr321, align 8
  %.13.le.i.6 = tail call double @llvm.sin.f64(double %.362.us.6)
  %.18.i.6 = fmul double %.35387.us.6, %.13.le.i.6
  %sunkaddr322 = mul i64 %loop.index.197.us, 8
  %sunkaddr323 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr322
  %sunkaddr324 = getelementptr i8, ptr %sunkaddr323, i64 48
  store double %.18.i.6, ptr %sunkaddr324, align 8
  %sunkaddr325 = mul i64 %loop.index.197.us, 8
  %sunkaddr326 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr325
  %sunkaddr327 = getelementptr i8, ptr %sunkaddr326, i64 56
  %.35387.us.7 = load double, ptr %sunkaddr327, align 8
  %sunkaddr328 = mul i64 %loop.index.197.us, 8
  %sunkaddr329 = getelementptr i8, ptr %.6.i, i64 %sunkaddr328
  %sunkaddr330 = getelementptr i8, ptr %sunkaddr329, i64 56
  %.362.us.7 = load double, ptr %sunkaddr330, align 8
  %.13.le.i.7 = tail call double @llvm.sin.f64(double %.362.us.7)
  %.18.i.7 = fmul double %.35387.us.7, %.13.le.i.7
  %sunkaddr331 = mul i64 %loop.index.197.us, 8
  %sunkaddr332 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr331
  %sunkaddr333 = getelementptr i8, ptr %sunkaddr332, i64 56
  store double %.18.i.7, ptr %sunkaddr333, align 8
  %.391.us.7 = add nuw nsw i64 %loop.index.197.us, 8
  %exitcond104.not.7 = icmp eq i64 %dest_shape.165, %.391.us.7
  br i1 %exitcond104.not.7, label %for.end.1, label %for.body.1.endif.endif.endif.us, !llvm.loop !37

for.end.endif.endif.endif.endif.endif.if.if:      ; preds = %for.end.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif, %for.body.1.endif.endif.endif.us, %for.body.1.endif.endif.endif.prol.loopexit, %for.body.1.endif.endif.endif.us.prol.loopexit, %middle.block96, %vec.epilog.middle.block112, %middle.block130
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  tail call void @NRT_decref(ptr %arg.x.0)
  %xtraiter.i = and i64 %dest_shape.165, 7
  %46 = icmp samesign ult i64 %dest_shape.165, 8
  br i1 %46, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !38

.89.endif.preheader.new.i:                        ; preds = %for.end.1
  %const_mat240 = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.165, %const_mat240
  %47 = add nsw i64 %dest_shape.165, -8
  %48 = lshr i64 %47, 3
  %49 = add nuw nsw i64 %48, 1
  %xtraiter139 = and i64 %49, 3
  %50 = and i64 %47, 24
  %lcmp.mod140.not = icmp eq i64 %50, 24
  br i1 %lcmp.mod140.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !39

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter139, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i34, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !40
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i37.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i37.prol, align 8, !noalias !40
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !40
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !40
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !40
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !40
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !40
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !40
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter141.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter141.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !43, !llvm.loop !44

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i34, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %51 = icmp ult i64 %47, 24
  br i1 %51, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !45

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %.89.endif.epil.preheader.i, !prof !46

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %.77.013.epil.init.i = phi ptr [ %.6.i34, %for.end.1 ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %52 = shl i64 %epil.iter.i, 3
  %scevgep145 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %52
  %.106.epil.i = load double, ptr %scevgep145, align 8, !noalias !40
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %.89.endif.epil.i, !prof !47, !llvm.loop !48

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !40
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i37 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i37, align 8, !noalias !40
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !40
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !40
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !40
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !40
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !40
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !40
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !40
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i37.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i37.1, align 8, !noalias !40
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !40
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !40
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !40
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !40
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !40
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !40
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !40
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i37.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i37.2, align 8, !noalias !40
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !40
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !40
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !40
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !40
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !40
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !40
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !40
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i37.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i37.3, align 8, !noalias !40
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !40
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !40
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !40
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !40
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !40
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !40
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !50, !llvm.loop !51

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.endif.preheader143, %for.body.1.endif.endif.endif
  %loop.index.197 = phi i64 [ %.391.7, %for.body.1.endif.endif.endif ], [ %loop.index.197.unr, %for.body.1.endif.endif.endif.preheader143 ]
  %.35387 = load double, ptr %arg.x.4, align 8
  %.362 = load double, ptr %.6.i, align 8
  %.13.le.i35 = tail call double @llvm.sin.f64(double %.362)
  %.18.i36 = fmul double %.35387, %.13.le.i35
  %sunkaddr334 = mul i64 %loop.index.197, 8
  %sunkaddr335 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr334
  store double %.18.i36, ptr %sunkaddr335, align 8
  %.35387.1 = load double, ptr %arg.x.4, align 8
  %.362.1 = load double, ptr %.6.i, align 8
  %.13.le.i35.1 = tail call double @llvm.sin.f64(double %.362.1)
  %.18.i36.1 = fmul double %.35387.1, %.13.le.i35.1
  %sunkaddr336 = mul i64 %loop.index.197, 8
  %sunkaddr337 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr336
  %sunkaddr338 = getelementptr i8, ptr %sunkaddr337, i64 8
  store double %.18.i36.1, ptr %sunkaddr338, align 8
  %.35387.2 = load double, ptr %arg.x.4, align 8
  %.362.2 = load double, ptr %.6.i, align 8
  %.13.le.i35.2 = tail call double @llvm.sin.f64(double %.362.2)
  %.18.i36.2 = fmul double %.35387.2, %.13.le.i35.2
  %sunkaddr339 = mul i64 %loop.index.197, 8
  %sunkaddr340 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr339
  %sunkaddr341 = getelementptr i8, ptr %sunkaddr340, i64 16
  store double %.18.i36.2, ptr %sunkaddr341, align 8
  %.35387.3 = load double, ptr %arg.x.4, align 8
  %.362.3 = load double, ptr %.6.i, align 8
  %.13.le.i35.3 = tail call double @llvm.sin.f64(double %.362.3)
  %.18.i36.3 = fmul double %.35387.3, %.13.le.i35.3
  %sunkaddr342 = mul i64 %loop.index.197, 8
  %sunkaddr343 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr342
  %sunkaddr344 = getelementptr i8, ptr %sunkaddr343, i64 24
  store double %.18.i36.3, ptr %sunkaddr344, align 8
  %.35387.4 = load double, ptr %arg.x.4, align 8
  %.362.4 = load double, ptr %.6.i, align 8
  %.13.le.i35.4 = tail call double @llvm.sin.f64(double %.362.4)
  %.18.i36.4 = fmul double %.35387.4, %.13.le.i35.4
  %sunkaddr345 = mul i64 %loop.index.197, 8
  %sunkaddr346 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr345
  %sunkaddr347 = getelementptr i8, ptr %sunkaddr346, i64 32
  store double %.18.i36.4, ptr %sunkaddr347, align 8
  %.35387.5 = load double, ptr %arg.x.4, align 8
  %.362.5 = load double, ptr %.6.i, align 8
  %.13.le.i35.5 = tail call double @llvm.sin.f64(double %.362.5)
  %.18.i36.5 = fmul double %.35387.5, %.13.le.i35.5
  %sunkaddr348 = mul i64 %loop.index.197, 8
  %sunkaddr349 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr348
  %sunkaddr350 = getelementptr i8, ptr %sunkaddr349, i64 40
  store double %.18.i36.5, ptr %sunkaddr350, align 8
  %.35387.6 = load double, ptr %arg.x.4, align 8
  %.362.6 = load double, ptr %.6.i, align 8
  %.13.le.i35.6 = tail call double @llvm.sin.f64(double %.362.6)
  %.18.i36.6 = fmul double %.35387.6, %.13.le.i35.6
  %sunkaddr351 = mul i64 %loop.index.197, 8
  %sunkaddr352 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr351
  %sunkaddr353 = getelementptr i8, ptr %sunkaddr352, i64 48
  store double %.18.i36.6, ptr %sunkaddr353, align 8
  %.35387.7 = load double, ptr %arg.x.4, align 8
  %.362.7 = load double, ptr %.6.i, align 8
  %.13.le.i35.7 = tail call double @llvm.sin.f64(double %.362.7)
  %.18.i36.7 = fmul double %.35387.7, %.13.le.i35.7
  %sunkaddr354 = mul i64 %loop.index.197, 8
  %sunkaddr355 = getelementptr i8, ptr %.6.i34, i64 %sunkaddr354
  %sunkaddr356 = getelementptr i8, ptr %sunkaddr355, i64 56
  store double %.18.i36.7, ptr %sunkaddr356, align 8
  %.391.7 = add nuw nsw i64 %loop.index.197, 8
  %exitcond103.not.7 = icmp eq i64 %dest_shape.165, %.391.7
  br i1 %exitcond103.not.7, label %for.end.1, label %for.body.1.endif.endif.endif, !llvm.loop !53

for.end.1.endif.critedge:                         ; preds = %for.end.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %for.end.1.endif

for.end.1.endif:                                  ; preds = %.89.endif.epil.i, %for.end.1.endif.critedge, %common.ret.loopexit.unr-lcssa.i
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.endif.critedge ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i27)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.copy_math, i64 1, i64 1, ptr nonnull %.5)
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
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 16
  %.34.fca.2.load = load i64, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr3, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #4
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !54

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

define double @cfunc._ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels9copy_mathB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 poison) #4
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !54

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
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline }
attributes #5 = { nounwind }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!"branch_weights", i32 4, i32 28}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !11, !10}
!15 = !{!16, !18, !19, !21}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = !{!23}
!23 = distinct !{!23, !24}
!24 = distinct !{!24, !"LVerDomain"}
!25 = !{!26}
!26 = distinct !{!26, !24}
!27 = !{!28}
!28 = distinct !{!28, !24}
!29 = !{!26, !23}
!30 = distinct !{!30, !10, !11}
!31 = !{!"branch_weights", i32 2, i32 30}
!32 = distinct !{!32, !10, !11}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = distinct !{!35, !10, !11}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !10}
!38 = !{!"branch_weights", i32 146201250, i32 2001282398}
!39 = !{!"branch_weights", i32 127, i32 1}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!42 = distinct !{!42, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!43 = !{!"branch_weights", i32 1, i32 1}
!44 = distinct !{!44, !34}
!45 = !{!"branch_weights", i32 1, i32 127}
!46 = !{!"branch_weights", i32 277993707, i32 1869489941}
!47 = !{!"branch_weights", i32 542333185, i32 1605150463}
!48 = distinct !{!48, !49, !34}
!49 = !{!"llvm.loop.estimated_trip_count", i32 4}
!50 = !{!"branch_weights", i32 166258294, i32 1981225354}
!51 = distinct !{!51, !52}
!52 = !{!"llvm.loop.estimated_trip_count", i32 3}
!53 = distinct !{!53, !10}
!54 = !{!"branch_weights", i32 49, i32 1}
