; ModuleID = 'sin_matrix'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.sin_matrix = internal constant [11 x i8] c"sin_matrix\00"
@_ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.`env.consts` is NULL in `read_const`" = internal constant [37 x i8] c"`env.consts` is NULL in `read_const`\00"
@.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3 = internal constant [32 x i8] c"\80\04\95\15\00\00\00\00\00\00\00\8C\05numpy\94\8C\07ndarray\94\93\94."
@.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3.sha1 = internal constant [20 x i8] c"\DF\BC\FD\D3\9F\CB&\F4\D0\C6\80\95D\87\B8\C0\B5;\B8\A3"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f2399d65550B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.X.0, ptr readnone captures(none) %arg.X.1, i64 %arg.X.2, i64 %arg.X.3, ptr readonly captures(none) %arg.X.4, i64 %arg.X.5.0, i64 %arg.X.5.1, i64 %arg.X.6.0, i64 %arg.X.6.1) local_unnamed_addr {
B128.i:
  %arg.X.5.1.fr = freeze i64 %arg.X.5.1
  %arg.X.5.0.fr = freeze i64 %arg.X.5.0
  tail call void @NRT_incref(ptr %arg.X.0)
  %.93 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.X.5.0.fr, i64 %arg.X.5.1.fr)
  %.94 = extractvalue { i64, i1 } %.93, 0
  %.95 = extractvalue { i64, i1 } %.93, 1
  %.97 = shl i64 %arg.X.5.1.fr, 3
  %0 = add i64 %.94, -1152921504606846976
  %.100 = icmp ult i64 %0, -2305843009213693952
  %.101 = or i1 %.95, %.100
  br i1 %.101, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 0, %for.end ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.99 = shl nsw i64 %.94, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.99, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.17977 = icmp sgt i64 %arg.X.5.0.fr, 0
  br i1 %.17977, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B0.endif.endif.endif.endif
  %.18248 = icmp sgt i64 %arg.X.5.1.fr, 0
  br i1 %.18248, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.184.not = icmp eq i64 %arg.X.5.0.fr, 1
  br i1 %.184.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %1 = icmp ugt i64 %arg.X.5.1.fr, 1
  br i1 %1, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %2 = ptrtoint ptr %.6.i to i64
  %3 = ptrtoint ptr %arg.X.4 to i64
  %min.iters.check43 = icmp ult i64 %arg.X.5.0.fr, 8
  %ident.check.not = icmp ne i64 %arg.X.5.1.fr, 1
  %or.cond.not71 = or i1 %min.iters.check43, %ident.check.not
  %4 = sub i64 %2, %3
  %diff.check41 = icmp ult i64 %4, 64
  %or.cond68 = select i1 %or.cond.not71, i1 true, i1 %diff.check41
  br i1 %or.cond68, label %for.body.1.endif.endif.endif.us.us98.us.preheader, label %vector.ph44

for.body.1.endif.endif.endif.us.us98.us.preheader: ; preds = %middle.block51, %for.cond.1.preheader.us.us.preheader
  %loop.index80.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader ], [ %n.vec46, %middle.block51 ]
  %xtraiter = and i64 %arg.X.5.0.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.us.us98.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us98.us.prol.preheader

for.body.1.endif.endif.endif.us.us98.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us98.us.preheader
  %5 = mul i64 %arg.X.5.1.fr, %loop.index80.us.us.ph
  %6 = shl i64 %5, 3
  %7 = shl i64 %arg.X.5.1.fr, 3
  %8 = sub i64 0, %xtraiter
  br label %for.body.1.endif.endif.endif.us.us98.us.prol

for.body.1.endif.endif.endif.us.us98.us.prol:     ; preds = %for.body.1.endif.endif.endif.us.us98.us.prol.preheader, %for.body.1.endif.endif.endif.us.us98.us.prol
  %lsr.iv182 = phi i64 [ %6, %for.body.1.endif.endif.endif.us.us98.us.prol.preheader ], [ %lsr.iv.next183, %for.body.1.endif.endif.endif.us.us98.us.prol ]
  %lsr.iv180 = phi i64 [ 0, %for.body.1.endif.endif.endif.us.us98.us.prol.preheader ], [ %lsr.iv.next181, %for.body.1.endif.endif.endif.us.us98.us.prol ]
  %scevgep185 = getelementptr i8, ptr %arg.X.4, i64 %lsr.iv182
  %scevgep184 = getelementptr i8, ptr %.6.i, i64 %lsr.iv182
  %.200.us.us96.us.prol = load double, ptr %scevgep185, align 8
  %.12.le.i11.prol = tail call double @llvm.sin.f64(double %.200.us.us96.us.prol)
  %.17.i12.prol = fmul double %.200.us.us96.us.prol, %.12.le.i11.prol
  store double %.17.i12.prol, ptr %scevgep184, align 8
  %lsr.iv.next181 = add nsw i64 %lsr.iv180, -1
  %lsr.iv.next183 = add i64 %lsr.iv182, %7
  %prol.iter.cmp.not = icmp eq i64 %8, %lsr.iv.next181
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us98.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us.us98.us.prol, !llvm.loop !9

for.body.1.endif.endif.endif.us.us98.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us98.us.prol
  %9 = sub i64 %loop.index80.us.us.ph, %lsr.iv.next181
  br label %for.body.1.endif.endif.endif.us.us98.us.prol.loopexit

for.body.1.endif.endif.endif.us.us98.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us98.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us.us98.us.preheader
  %loop.index80.us.us.unr = phi i64 [ %loop.index80.us.us.ph, %for.body.1.endif.endif.endif.us.us98.us.preheader ], [ %9, %for.body.1.endif.endif.endif.us.us98.us.prol.loopexit.loopexit ]
  %10 = sub nsw i64 %loop.index80.us.us.ph, %arg.X.5.0.fr
  %11 = icmp ugt i64 %10, -8
  br i1 %11, label %for.end, label %for.body.1.endif.endif.endif.us.us98.us.preheader83

for.body.1.endif.endif.endif.us.us98.us.preheader83: ; preds = %for.body.1.endif.endif.endif.us.us98.us.prol.loopexit
  %12 = sub i64 %arg.X.5.0.fr, %loop.index80.us.us.unr
  %13 = mul i64 %arg.X.5.1.fr, %loop.index80.us.us.unr
  %14 = shl i64 %13, 3
  %15 = shl i64 %arg.X.5.1.fr, 6
  %16 = shl i64 %arg.X.5.1.fr, 3
  br label %for.body.1.endif.endif.endif.us.us98.us

vector.ph44:                                      ; preds = %for.cond.1.preheader.us.us.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %n.vec46 = and i64 %arg.X.5.0.fr, %const
  br label %vector.body47

vector.body47:                                    ; preds = %vector.body47, %vector.ph44
  %index48 = phi i64 [ 0, %vector.ph44 ], [ %index.next50, %vector.body47 ]
  %17 = shl i64 %index48, 3
  %scevgep187 = getelementptr i8, ptr %.6.i, i64 %17
  %18 = shl i64 %index48, 3
  %scevgep186 = getelementptr i8, ptr %arg.X.4, i64 %18
  %wide.load49 = load <8 x double>, ptr %scevgep186, align 8
  %19 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load49)
  %20 = fmul <8 x double> %wide.load49, %19
  store <8 x double> %20, ptr %scevgep187, align 8
  %index.next50 = add nuw i64 %index48, 8
  %21 = icmp eq i64 %n.vec46, %index.next50
  br i1 %21, label %middle.block51, label %vector.body47, !llvm.loop !11

middle.block51:                                   ; preds = %vector.body47
  %cmp.n52 = icmp eq i64 %arg.X.5.0.fr, %n.vec46
  br i1 %cmp.n52, label %for.end, label %for.body.1.endif.endif.endif.us.us98.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %22 = ptrtoint ptr %.6.i to i64
  %23 = ptrtoint ptr %arg.X.4 to i64
  %const188 = bitcast i64 9223372036854775800 to i64
  %24 = sub i64 %22, %23
  %min.iters.check57 = icmp ult i64 %arg.X.5.1.fr, 8
  %diff.check55 = icmp ult i64 %24, 64
  %or.cond69 = select i1 %min.iters.check57, i1 true, i1 %diff.check55
  %n.vec60 = and i64 %arg.X.5.1.fr, %const188
  %xtraiter74 = and i64 %arg.X.5.1.fr, 7
  %25 = shl i64 %arg.X.5.1.fr, 3
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us
  %lsr.iv123 = phi ptr [ %arg.X.4, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep124, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv120 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep121, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %loop.index80.us.us.us = phi i64 [ %.234.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  br i1 %or.cond69, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body61.preheader

vector.body61.preheader:                          ; preds = %for.cond.1.preheader.us.us.us
  br label %vector.body61

vector.body61:                                    ; preds = %vector.body61.preheader, %vector.body61
  %index62 = phi i64 [ %index.next64, %vector.body61 ], [ 0, %vector.body61.preheader ]
  %26 = shl i64 %index62, 3
  %scevgep125 = getelementptr i8, ptr %lsr.iv123, i64 %26
  %wide.load63 = load <8 x double>, ptr %scevgep125, align 8
  %27 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load63)
  %28 = fmul <8 x double> %wide.load63, %27
  %29 = shl i64 %index62, 3
  %scevgep122 = getelementptr i8, ptr %lsr.iv120, i64 %29
  store <8 x double> %28, ptr %scevgep122, align 8
  %index.next64 = add nuw i64 %index62, 8
  %30 = icmp eq i64 %n.vec60, %index.next64
  br i1 %30, label %middle.block65, label %vector.body61, !llvm.loop !14

middle.block65:                                   ; preds = %vector.body61
  %31 = icmp eq i64 %arg.X.5.1.fr, %n.vec60
  br i1 %31, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us.us, %middle.block65
  %loop.index.151.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.us ], [ %n.vec60, %middle.block65 ]
  %32 = icmp eq i64 %xtraiter74, 0
  br i1 %32, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv128 = phi i64 [ %xtraiter74, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next129, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.151.us.us.us.us.us.prol = phi i64 [ %.232.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.151.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %33 = shl i64 %loop.index.151.us.us.us.us.us.prol, 3
  %scevgep127 = getelementptr i8, ptr %lsr.iv123, i64 %33
  %.200.us.us.us.us.us.prol = load double, ptr %scevgep127, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.200.us.us.us.us.us.prol)
  %.17.i.prol = fmul double %.200.us.us.us.us.us.prol, %.12.le.i.prol
  %34 = shl i64 %loop.index.151.us.us.us.us.us.prol, 3
  %scevgep126 = getelementptr i8, ptr %lsr.iv120, i64 %34
  store double %.17.i.prol, ptr %scevgep126, align 8
  %.232.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.151.us.us.us.us.us.prol, 1
  %lsr.iv.next129 = add nsw i64 %lsr.iv128, -1
  %prol.iter76.cmp.not = icmp eq i64 %lsr.iv.next129, 0
  br i1 %prol.iter76.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !15

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.151.us.us.us.us.us.unr = phi i64 [ %loop.index.151.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.232.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %35 = sub nsw i64 %loop.index.151.us.us.us.us.us.ph, %arg.X.5.1.fr
  %36 = icmp ugt i64 %35, -8
  br i1 %36, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader81

for.body.1.endif.endif.endif.us.us.us.us.us.preheader81: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader81, %for.body.1.endif.endif.endif.us.us.us.us.us
  %loop.index.151.us.us.us.us.us = phi i64 [ %.232.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.151.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader81 ]
  %37 = shl i64 %loop.index.151.us.us.us.us.us, 3
  %scevgep147 = getelementptr i8, ptr %lsr.iv123, i64 %37
  %.200.us.us.us.us.us = load double, ptr %scevgep147, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.200.us.us.us.us.us)
  %.17.i = fmul double %.200.us.us.us.us.us, %.12.le.i
  %38 = shl i64 %loop.index.151.us.us.us.us.us, 3
  %scevgep132 = getelementptr i8, ptr %lsr.iv120, i64 %38
  store double %.17.i, ptr %scevgep132, align 8
  %scevgep148 = getelementptr i8, ptr %lsr.iv123, i64 %38
  %scevgep149 = getelementptr i8, ptr %scevgep148, i64 8
  %.200.us.us.us.us.us.1 = load double, ptr %scevgep149, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.200.us.us.us.us.us.1)
  %.17.i.1 = fmul double %.200.us.us.us.us.us.1, %.12.le.i.1
  %39 = shl i64 %loop.index.151.us.us.us.us.us, 3
  %scevgep135 = getelementptr i8, ptr %lsr.iv120, i64 %39
  %scevgep136 = getelementptr i8, ptr %scevgep135, i64 8
  store double %.17.i.1, ptr %scevgep136, align 8
  %scevgep150 = getelementptr i8, ptr %lsr.iv123, i64 %39
  %scevgep151 = getelementptr i8, ptr %scevgep150, i64 16
  %.200.us.us.us.us.us.2 = load double, ptr %scevgep151, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.200.us.us.us.us.us.2)
  %.17.i.2 = fmul double %.200.us.us.us.us.us.2, %.12.le.i.2
  %40 = shl i64 %loop.index.151.us.us.us.us.us, 3
  %scevgep137 = getelementptr i8, ptr %lsr.iv120, i64 %40
  %scevgep138 = getelementptr i8, ptr %scevgep137, i64 16
  store double %.17.i.2, ptr %scevgep138, align 8
  %scevgep152 = getelementptr i8, ptr %lsr.iv123, i64 %40
  %scevgep153 = getelementptr i8, ptr %scevgep152, i64 24
  %.200.us.us.us.us.us.3 = load double, ptr %scevgep153, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.200.us.us.us.us.us.3)
  %.17.i.3 = fmul double %.200.us.us.us.us.us.3, %.12.le.i.3
  %41 = shl i64 %loop.index.151.us.us.us.us.us, 3
  %scevgep139 = getelementptr i8, ptr %lsr.iv120, i64 %41
  %scevgep140 = getelementptr i8, ptr %scevgep139, i64 24
  store double %.17.i.3, ptr %scevgep140, align 8
  %scevgep154 = getelementptr i8, ptr %lsr.iv123, i64 %41
  %scevgep155 = getelementptr i8, ptr %scevgep154, i64 32
  %.200.us.us.us.us.us.4 = load double, ptr %scevgep155, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.200.us.us.us.us.us.4)
  %.17.i.4 = fmul double %.200.us.us.us.us.us.4, %.12.le.i.4
  %42 = shl i64 %loop.index.151.us.us.us.us.us, 3
  %scevgep130 = getelementptr i8, ptr %lsr.iv120, i64 %42
  %scevgep131 = getelementptr i8, ptr %scevgep130, i64 32
  store double %.17.i.4, ptr %scevgep131, align 8
  %scevgep156 = getelementptr i8, ptr %lsr.iv123, i64 %42
  %scevgep157 = getelementptr i8, ptr %scevgep156, i64 40
  %.200.us.us.us.us.us.5 = load double, ptr %scevgep157, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.200.us.us.us.us.us.5)
  %.17.i.5 = fmul double %.200.us.us.us.us.us.5, %.12.le.i.5
  %43 = shl i64 %loop.index.151.us.us.us.us.us, 3
  %scevgep143 = getelementptr i8, ptr %lsr.iv120, i64 %43
  %scevgep144 = getelementptr i8, ptr %scevgep143, i64 40
  store double %.17.i.5, ptr %scevgep144, align 8
  %scevgep158 = getelementptr i8, ptr %lsr.iv123, i64 %43
  %scevgep159 = getelementptr i8, ptr %scevgep158, i64 48
  %.200.us.us.us.us.us.6 = load double, ptr %scevgep159, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.200.us.us.us.us.us.6)
  %.17.i.6 = fmul double %.200.us.us.us.us.us.6, %.12.le.i.6
  %44 = shl i64 %loop.index.151.us.us.us.us.us, 3
  %scevgep141 = getelementptr i8, ptr %lsr.iv120, i64 %44
  %scevgep142 = getelementptr i8, ptr %scevgep141, i64 48
  store double %.17.i.6, ptr %scevgep142, align 8
  %scevgep145 = getelementptr i8, ptr %lsr.iv123, i64 %44
  %scevgep146 = getelementptr i8, ptr %scevgep145, i64 56
  %.200.us.us.us.us.us.7 = load double, ptr %scevgep146, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.200.us.us.us.us.us.7)
  %.17.i.7 = fmul double %.200.us.us.us.us.us.7, %.12.le.i.7
  %45 = shl i64 %loop.index.151.us.us.us.us.us, 3
  %scevgep133 = getelementptr i8, ptr %lsr.iv120, i64 %45
  %scevgep134 = getelementptr i8, ptr %scevgep133, i64 56
  store double %.17.i.7, ptr %scevgep134, align 8
  %.232.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.151.us.us.us.us.us, 8
  %exitcond138.not.7 = icmp eq i64 %arg.X.5.1.fr, %.232.us.us.us.us.us.7
  br i1 %exitcond138.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !16

for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block65
  %.234.us.us.us = add nuw nsw i64 %loop.index80.us.us.us, 1
  %scevgep121 = getelementptr i8, ptr %lsr.iv120, i64 %25
  %scevgep124 = getelementptr i8, ptr %lsr.iv123, i64 %25
  %exitcond139.not = icmp eq i64 %.234.us.us.us, %arg.X.5.0.fr
  br i1 %exitcond139.not, label %for.end, label %for.cond.1.preheader.us.us.us

for.body.1.endif.endif.endif.us.us98.us:          ; preds = %for.body.1.endif.endif.endif.us.us98.us.preheader83, %for.body.1.endif.endif.endif.us.us98.us
  %lsr.iv162 = phi i64 [ %14, %for.body.1.endif.endif.endif.us.us98.us.preheader83 ], [ %lsr.iv.next163, %for.body.1.endif.endif.endif.us.us98.us ]
  %lsr.iv160 = phi i64 [ %12, %for.body.1.endif.endif.endif.us.us98.us.preheader83 ], [ %lsr.iv.next161, %for.body.1.endif.endif.endif.us.us98.us ]
  %scevgep164 = getelementptr i8, ptr %arg.X.4, i64 %lsr.iv162
  %scevgep165 = getelementptr i8, ptr %.6.i, i64 %lsr.iv162
  %.200.us.us96.us = load double, ptr %scevgep164, align 8
  %.12.le.i11 = tail call double @llvm.sin.f64(double %.200.us.us96.us)
  %.17.i12 = fmul double %.200.us.us96.us, %.12.le.i11
  store double %.17.i12, ptr %scevgep165, align 8
  %scevgep166 = getelementptr i8, ptr %scevgep164, i64 %16
  %sunkaddr239 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr240 = getelementptr i8, ptr %scevgep164, i64 %sunkaddr239
  %.200.us.us96.us.1 = load double, ptr %sunkaddr240, align 8
  %.12.le.i11.1 = tail call double @llvm.sin.f64(double %.200.us.us96.us.1)
  %.17.i12.1 = fmul double %.200.us.us96.us.1, %.12.le.i11.1
  %scevgep173 = getelementptr i8, ptr %scevgep165, i64 %16
  %sunkaddr241 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr242 = getelementptr i8, ptr %scevgep165, i64 %sunkaddr241
  store double %.17.i12.1, ptr %sunkaddr242, align 8
  %scevgep167 = getelementptr i8, ptr %scevgep166, i64 %16
  %sunkaddr243 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr244 = getelementptr i8, ptr %scevgep166, i64 %sunkaddr243
  %.200.us.us96.us.2 = load double, ptr %sunkaddr244, align 8
  %.12.le.i11.2 = tail call double @llvm.sin.f64(double %.200.us.us96.us.2)
  %.17.i12.2 = fmul double %.200.us.us96.us.2, %.12.le.i11.2
  %scevgep174 = getelementptr i8, ptr %scevgep173, i64 %16
  %sunkaddr245 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr246 = getelementptr i8, ptr %scevgep173, i64 %sunkaddr245
  store double %.17.i12.2, ptr %sunkaddr246, align 8
  %scevgep168 = getelementptr i8, ptr %scevgep167, i64 %16
  %sunkaddr247 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr248 = getelementptr i8, ptr %scevgep167, i64 %sunkaddr247
  %.200.us.us96.us.3 = load double, ptr %sunkaddr248, align 8
  %.12.le.i11.3 = tail call double @llvm.sin.f64(double %.200.us.us96.us.3)
  %.17.i12.3 = fmul double %.200.us.us96.us.3, %.12.le.i11.3
  %scevgep175 = getelementptr i8, ptr %scevgep174, i64 %16
  %sunkaddr249 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr250 = getelementptr i8, ptr %scevgep174, i64 %sunkaddr249
  store double %.17.i12.3, ptr %sunkaddr250, align 8
  %scevgep169 = getelementptr i8, ptr %scevgep168, i64 %16
  %sunkaddr251 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr252 = getelementptr i8, ptr %scevgep168, i64 %sunkaddr251
  %.200.us.us96.us.4 = load double, ptr %sunkaddr252, align 8
  %.12.le.i11.4 = tail call double @llvm.sin.f64(double %.200.us.us96.us.4)
  %.17.i12.4 = fmul double %.200.us.us96.us.4, %.12.le.i11.4
  %scevgep176 = getelementptr i8, ptr %scevgep175, i64 %16
  %sunkaddr253 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr254 = getelementptr i8, ptr %scevgep175, i64 %sunkaddr253
  store double %.17.i12.4, ptr %sunkaddr254, align 8
  %scevgep170 = getelementptr i8, ptr %scevgep169, i64 %16
  %sunkaddr255 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr256 = getelementptr i8, ptr %scevgep169, i64 %sunkaddr255
  %.200.us.us96.us.5 = load double, ptr %sunkaddr256, align 8
  %.12.le.i11.5 = tail call double @llvm.sin.f64(double %.200.us.us96.us.5)
  %.17.i12.5 = fmul double %.200.us.us96.us.5, %.12.le.i11.5
  %scevgep177 = getelementptr i8, ptr %scevgep176, i64 %16
  %sunkaddr257 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr258 = getelementptr i8, ptr %scevgep176, i64 %sunkaddr257
  store double %.17.i12.5, ptr %sunkaddr258, align 8
  %scevgep171 = getelementptr i8, ptr %scevgep170, i64 %16
  %sunkaddr259 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr260 = getelementptr i8, ptr %scevgep170, i64 %sunkaddr259
  %.200.us.us96.us.6 = load double, ptr %sunkaddr260, align 8
  %.12.le.i11.6 = tail call double @llvm.sin.f64(double %.200.us.us96.us.6)
  %.17.i12.6 = fmul double %.200.us.us96.us.6, %.12.le.i11.6
  %scevgep178 = getelementptr i8, ptr %scevgep177, i64 %16
  %sunkaddr261 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr262 = getelementptr i8, ptr %scevgep177, i64 %sunkaddr261
  store double %.17.i12.6, ptr %sunkaddr262, align 8
  %sunkaddr = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr190 = getelementptr i8, ptr %scevgep171, i64 %sunkaddr
  %.200.us.us96.us.7 = load double, ptr %sunkaddr190, align 8
  %.12.le.i11.7 = tail call double @llvm.sin.f64(double %.200.us.us96.us.7)
  %.17.i12.7 = fmul double %.200.us.us96.us.7, %.12.le.i11.7
  %sunkaddr191 = mul i64 %arg.X.5.1.fr, 8
  %sunkaddr192 = getelementptr i8, ptr %scevgep178, i64 %sunkaddr191
  store double %.17.i12.7, ptr %sunkaddr192, align 8
  %lsr.iv.next161 = add i64 %lsr.iv160, -8
  %lsr.iv.next163 = add i64 %lsr.iv162, %15
  %exitcond137.not.7 = icmp eq i64 %lsr.iv.next161, 0
  br i1 %exitcond137.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us98.us, !llvm.loop !17

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %46 = icmp ugt i64 %arg.X.5.1.fr, 1
  br i1 %46, label %for.cond.1.preheader.us.us116, label %for.body.1.endif.endif.endif.us86

for.cond.1.preheader.us.us116:                    ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %47 = ptrtoint ptr %.6.i to i64
  %48 = ptrtoint ptr %arg.X.4 to i64
  %min.iters.check = icmp ult i64 %arg.X.5.1.fr, 8
  %49 = sub i64 %47, %48
  %diff.check = icmp ult i64 %49, 64
  %or.cond70 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond70, label %for.body.1.endif.endif.endif.us58.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond.1.preheader.us.us116
  %const189 = bitcast i64 9223372036854775800 to i64
  %n.vec = and i64 %arg.X.5.1.fr, %const189
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %50 = shl i64 %index, 3
  %scevgep119 = getelementptr i8, ptr %arg.X.4, i64 %50
  %wide.load = load <8 x double>, ptr %scevgep119, align 8
  %51 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %52 = fmul <8 x double> %wide.load, %51
  %53 = shl i64 %index, 3
  %scevgep118 = getelementptr i8, ptr %.6.i, i64 %53
  store <8 x double> %52, ptr %scevgep118, align 8
  %index.next = add nuw i64 %index, 8
  %54 = icmp eq i64 %n.vec, %index.next
  br i1 %54, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.X.5.1.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.1.endif.endif.endif.us58.us.us.preheader

for.body.1.endif.endif.endif.us58.us.us.preheader: ; preds = %for.cond.1.preheader.us.us116, %middle.block
  %loop.index.151.us56.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us116 ], [ %n.vec, %middle.block ]
  %xtraiter77 = and i64 %arg.X.5.1.fr, 7
  %lcmp.mod78.not = icmp eq i64 %xtraiter77, 0
  br i1 %lcmp.mod78.not, label %for.body.1.endif.endif.endif.us58.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us58.us.us.prol.preheader

for.body.1.endif.endif.endif.us58.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us58.us.us.preheader
  br label %for.body.1.endif.endif.endif.us58.us.us.prol

for.body.1.endif.endif.endif.us58.us.us.prol:     ; preds = %for.body.1.endif.endif.endif.us58.us.us.prol.preheader, %for.body.1.endif.endif.endif.us58.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter77, %for.body.1.endif.endif.endif.us58.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.endif.us58.us.us.prol ]
  %loop.index.151.us56.us.us.prol = phi i64 [ %.232.us61.us.us.prol, %for.body.1.endif.endif.endif.us58.us.us.prol ], [ %loop.index.151.us56.us.us.ph, %for.body.1.endif.endif.endif.us58.us.us.prol.preheader ]
  %55 = shl i64 %loop.index.151.us56.us.us.prol, 3
  %scevgep117 = getelementptr i8, ptr %arg.X.4, i64 %55
  %.200.us65.us.us.prol = load double, ptr %scevgep117, align 8
  %.12.le.i13.prol = tail call double @llvm.sin.f64(double %.200.us65.us.us.prol)
  %.17.i14.prol = fmul double %.200.us65.us.us.prol, %.12.le.i13.prol
  %56 = shl i64 %loop.index.151.us56.us.us.prol, 3
  %scevgep116 = getelementptr i8, ptr %.6.i, i64 %56
  store double %.17.i14.prol, ptr %scevgep116, align 8
  %.232.us61.us.us.prol = add nuw nsw i64 %loop.index.151.us56.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter79.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter79.cmp.not, label %for.body.1.endif.endif.endif.us58.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us58.us.us.prol, !llvm.loop !19

for.body.1.endif.endif.endif.us58.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us58.us.us.prol, %for.body.1.endif.endif.endif.us58.us.us.preheader
  %loop.index.151.us56.us.us.unr = phi i64 [ %loop.index.151.us56.us.us.ph, %for.body.1.endif.endif.endif.us58.us.us.preheader ], [ %.232.us61.us.us.prol, %for.body.1.endif.endif.endif.us58.us.us.prol ]
  %57 = sub nsw i64 %loop.index.151.us56.us.us.ph, %arg.X.5.1.fr
  %58 = icmp ugt i64 %57, -8
  br i1 %58, label %for.end, label %for.body.1.endif.endif.endif.us58.us.us.preheader80

for.body.1.endif.endif.endif.us58.us.us.preheader80: ; preds = %for.body.1.endif.endif.endif.us58.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us58.us.us

for.body.1.endif.endif.endif.us58.us.us:          ; preds = %for.body.1.endif.endif.endif.us58.us.us.preheader80, %for.body.1.endif.endif.endif.us58.us.us
  %loop.index.151.us56.us.us = phi i64 [ %.232.us61.us.us.7, %for.body.1.endif.endif.endif.us58.us.us ], [ %loop.index.151.us56.us.us.unr, %for.body.1.endif.endif.endif.us58.us.us.preheader80 ]
  %sunkaddr193 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr194 = getelementptr i8, ptr %arg.X.4, i64 %sunkaddr193
  %.200.us65.us.us = load double, ptr %sunkaddr194, align 8
  %.12.le.i13 = tail call double @llvm.sin.f64(double %.200.us65.us.us)
  %.17.i14 = fmul double %.200.us65.us.us, %.12.le.i13
  %sunkaddr195 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr196 = getelementptr i8, ptr %.6.i, i64 %sunkaddr195
  store double %.17.i14, ptr %sunkaddr196, align 8
  %sunkaddr197 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr198 = getelementptr i8, ptr %arg.X.4, i64 %sunkaddr197
  %sunkaddr199 = getelementptr i8, ptr %sunkaddr198, i64 8
  %.200.us65.us.us.1 = load double, ptr %sunkaddr199, align 8
  %.12.le.i13.1 = tail call double @llvm.sin.f64(double %.200.us65.us.us.1)
  %.17.i14.1 = fmul double %.200.us65.us.us.1, %.12.le.i13.1
  %sunkaddr200 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr201 = getelementptr i8, ptr %.6.i, i64 %sunkaddr200
  %sunkaddr202 = getelementptr i8, ptr %sunkaddr201, i64 8
  store double %.17.i14.1, ptr %sunkaddr202, align 8
  %sunkaddr203 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr204 = getelementptr i8, ptr %arg.X.4, i64 %sunkaddr203
  %sunkaddr205 = getelementptr i8, ptr %sunkaddr204, i64 16
  %.200.us65.us.us.2 = load double, ptr %sunkaddr205, align 8
  %.12.le.i13.2 = tail call double @llvm.sin.f64(double %.200.us65.us.us.2)
  %.17.i14.2 = fmul double %.200.us65.us.us.2, %.12.le.i13.2
  %sunkaddr206 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr207 = getelementptr i8, ptr %.6.i, i64 %sunkaddr206
  %sunkaddr208 = getelementptr i8, ptr %sunkaddr207, i64 16
  store double %.17.i14.2, ptr %sunkaddr208, align 8
  %sunkaddr209 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr210 = getelementptr i8, ptr %arg.X.4, i64 %sunkaddr209
  %sunkaddr211 = getelementptr i8, ptr %sunkaddr210, i64 24
  %.200.us65.us.us.3 = load double, ptr %sunkaddr211, align 8
  %.12.le.i13.3 = tail call double @llvm.sin.f64(double %.200.us65.us.us.3)
  %.17.i14.3 = fmul double %.200.us65.us.us.3, %.12.le.i13.3
  %sunkaddr212 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr213 = getelementptr i8, ptr %.6.i, i64 %sunkaddr212
  %sunkaddr214 = getelementptr i8, ptr %sunkaddr213, i64 24
  store double %.17.i14.3, ptr %sunkaddr214, align 8
  %sunkaddr215 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr216 = getelementptr i8, ptr %arg.X.4, i64 %sunkaddr215
  %sunkaddr217 = getelementptr i8, ptr %sunkaddr216, i64 32
  %.200.us65.us.us.4 = load double, ptr %sunkaddr217, align 8
  %.12.le.i13.4 = tail call double @llvm.sin.f64(double %.200.us65.us.us.4)
  %.17.i14.4 = fmul double %.200.us65.us.us.4, %.12.le.i13.4
  %sunkaddr218 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr219 = getelementptr i8, ptr %.6.i, i64 %sunkaddr218
  %sunkaddr220 = getelementptr i8, ptr %sunkaddr219, i64 32
  store double %.17.i14.4, ptr %sunkaddr220, align 8
  %sunkaddr221 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr222 = getelementptr i8, ptr %arg.X.4, i64 %sunkaddr221
  %sunkaddr223 = getelementptr i8, ptr %sunkaddr222, i64 40
  %.200.us65.us.us.5 = load double, ptr %sunkaddr223, align 8
  %.12.le.i13.5 = tail call double @llvm.sin.f64(double %.200.us65.us.us.5)
  %.17.i14.5 = fmul double %.200.us65.us.us.5, %.12.le.i13.5
  %sunkaddr224 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr225 = getelementptr i8, ptr %.6.i, i64 %sunkaddr224
  %sunkaddr226 = getelementptr i8, ptr %sunkaddr225, i64 40
  store double %.17.i14.5, ptr %sunkaddr226, align 8
  %sunkaddr227 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr228 = getelementptr i8, ptr %arg.X.4, i64 %sunkaddr227
  %sunkaddr229 = getelementptr i8, ptr %sunkaddr228, i64 48
  %.200.us65.us.us.6 = load double, ptr %sunkaddr229, align 8
  %.12.le.i13.6 = tail call double @llvm.sin.f64(double %.200.us65.us.us.6)
  %.17.i14.6 = fmul double %.200.us65.us.us.6, %.12.le.i13.6
  %sunkaddr230 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr231 = getelementptr i8, ptr %.6.i, i64 %sunkaddr230
  %sunkaddr232 = getelementptr i8, ptr %sunkaddr231, i64 48
  store double %.17.i14.6, ptr %sunkaddr232, align 8
  %sunkaddr233 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr234 = getelementptr i8, ptr %arg.X.4, i64 %sunkaddr233
  %sunkaddr235 = getelementptr i8, ptr %sunkaddr234, i64 56
  %.200.us65.us.us.7 = load double, ptr %sunkaddr235, align 8
  %.12.le.i13.7 = tail call double @llvm.sin.f64(double %.200.us65.us.us.7)
  %.17.i14.7 = fmul double %.200.us65.us.us.7, %.12.le.i13.7
  %sunkaddr236 = mul i64 %loop.index.151.us56.us.us, 8
  %sunkaddr237 = getelementptr i8, ptr %.6.i, i64 %sunkaddr236
  %sunkaddr238 = getelementptr i8, ptr %sunkaddr237, i64 56
  store double %.17.i14.7, ptr %sunkaddr238, align 8
  %.232.us61.us.us.7 = add nuw nsw i64 %loop.index.151.us56.us.us, 8
  %exitcond134.not.7 = icmp eq i64 %arg.X.5.1.fr, %.232.us61.us.us.7
  br i1 %exitcond134.not.7, label %for.end, label %for.body.1.endif.endif.endif.us58.us.us, !llvm.loop !20

for.body.1.endif.endif.endif.us86:                ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.200.us84 = load double, ptr %arg.X.4, align 8
  %.12.le.i15 = tail call double @llvm.sin.f64(double %.200.us84)
  %.17.i16 = fmul double %.200.us84, %.12.le.i15
  store double %.17.i16, ptr %.6.i, align 8
  br label %for.end

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.1.endif.endif.endif.us.us98.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, %for.body.1.endif.endif.endif.us58.us.us, %for.body.1.endif.endif.endif.us.us98.us.prol.loopexit, %for.body.1.endif.endif.endif.us58.us.us.prol.loopexit, %middle.block51, %middle.block, %for.body.1.endif.endif.endif.us86, %for.cond.1.preheader.lr.ph, %B0.endif.endif.endif.endif
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack30 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack30, align 8
  %retptr.repack32 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.94, ptr %retptr.repack32, align 8
  %retptr.repack34 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack34, align 8
  %retptr.repack36 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack36, align 8
  %retptr.repack38 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.X.5.0.fr, ptr %retptr.repack38, align 8
  %retptr.repack38.repack42 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %arg.X.5.1.fr, ptr %retptr.repack38.repack42, align 8
  %retptr.repack40 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.97, ptr %retptr.repack40, align 8
  %retptr.repack40.repack44 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 8, ptr %retptr.repack40.repack44, align 8
  tail call void @NRT_decref(ptr %arg.X.0)
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define ptr @_ZN7cpython7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.sin_matrix, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %.110 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.114, %entry.endif.endif.endif.endif.if.endif.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.19, i8 0, i64 72, i1 false)
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
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.5.1.load = load i64, ptr %sunkaddr3, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.43, i8 0, i64 72, i1 false)
  %.51 = call i32 @_ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.43, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.5.1.load, i64 poison, i64 poison) #3
  %.52 = load ptr, ptr %excinfo, align 8
  %.61.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.43, i64 8
  %.61.fca.1.load = load ptr, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.43, i64 16
  %.61.fca.2.load = load i64, ptr %sunkaddr5, align 8
  %sunkaddr6 = getelementptr inbounds i8, ptr %.43, i64 24
  %.61.fca.3.load = load i64, ptr %sunkaddr6, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.43, i64 32
  %.61.fca.4.load = load ptr, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.43, i64 40
  %.61.fca.5.0.load = load i64, ptr %sunkaddr8, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.43, i64 48
  %.61.fca.5.1.load = load i64, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.43, i64 56
  %.61.fca.6.0.load = load i64, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.43, i64 64
  %.61.fca.6.1.load = load i64, ptr %sunkaddr11, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.51, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !21

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.90 = getelementptr i8, ptr %.11, i64 24
  %.91 = load ptr, ptr %.90, align 8
  %.95.not = icmp eq ptr %.91, null
  br i1 %.95.not, label %entry.endif.endif.endif.endif.if.endif.else, label %entry.endif.endif.endif.endif.if.endif.if

entry.endif.endif.endif.endif.if.endif.if:        ; preds = %entry.endif.endif.endif.endif.if.endif
  %.97 = call ptr @PyList_GetItem(ptr nonnull %.91, i64 0)
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.else:      ; preds = %entry.endif.endif.endif.endif.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.`env.consts` is NULL in `read_const`")
  br label %entry.endif.endif.endif.endif.if.endif.endif

entry.endif.endif.endif.endif.if.endif.endif:     ; preds = %entry.endif.endif.endif.endif.if.endif.else, %entry.endif.endif.endif.endif.if.endif.if
  %.92.0 = phi ptr [ %.97, %entry.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.if.endif.else ]
  %.109 = call ptr @numba_unpickle(ptr nonnull @.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3, i32 32, ptr nonnull @.const.pickledata.dfbcfdd39fcb26f4d0c680954487b8c0b53bb8a3.sha1)
  store ptr %.61.fca.0.load, ptr %.110, align 8
  %sunkaddr12 = getelementptr inbounds i8, ptr %.110, i64 8
  store ptr %.61.fca.1.load, ptr %sunkaddr12, align 8
  %sunkaddr13 = getelementptr inbounds i8, ptr %.110, i64 16
  store i64 %.61.fca.2.load, ptr %sunkaddr13, align 8
  %sunkaddr14 = getelementptr inbounds i8, ptr %.110, i64 24
  store i64 %.61.fca.3.load, ptr %sunkaddr14, align 8
  %sunkaddr15 = getelementptr inbounds i8, ptr %.110, i64 32
  store ptr %.61.fca.4.load, ptr %sunkaddr15, align 8
  %sunkaddr16 = getelementptr inbounds i8, ptr %.110, i64 40
  store i64 %.61.fca.5.0.load, ptr %sunkaddr16, align 8
  %sunkaddr17 = getelementptr inbounds i8, ptr %.110, i64 48
  store i64 %.61.fca.5.1.load, ptr %sunkaddr17, align 8
  %sunkaddr18 = getelementptr inbounds i8, ptr %.110, i64 56
  store i64 %.61.fca.6.0.load, ptr %sunkaddr18, align 8
  %sunkaddr19 = getelementptr inbounds i8, ptr %.110, i64 64
  store i64 %.61.fca.6.1.load, ptr %sunkaddr19, align 8
  %.114 = call ptr @NRT_adapt_ndarray_to_python_acqref(ptr nonnull %.110, ptr %.109, i32 2, i32 1, ptr %.92.0)
  call void @NRT_decref(ptr %.61.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.124 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.125 = extractvalue { ptr, i32, ptr, ptr, i32 } %.124, 4
  %.126 = icmp sgt i32 %.125, 0
  %.129 = extractvalue { ptr, i32, ptr, ptr, i32 } %.124, 0
  %.131 = extractvalue { ptr, i32, ptr, ptr, i32 } %.124, 1
  br i1 %.126, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.132 = sext i32 %.131 to i64
  %.133 = call ptr @PyBytes_FromStringAndSize(ptr %.129, i64 %.132)
  %.134 = load { ptr, i32, ptr, ptr, i32 }, ptr %.52, align 8
  %.135 = extractvalue { ptr, i32, ptr, ptr, i32 } %.134, 2
  %.137 = extractvalue { ptr, i32, ptr, ptr, i32 } %.134, 3
  %.139 = call ptr %.137(ptr %.135)
  %.140 = icmp eq ptr %.139, null
  br i1 %.140, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.153 = extractvalue { ptr, i32, ptr, ptr, i32 } %.124, 2
  %.154 = call ptr @numba_unpickle(ptr %.129, i32 %.131, ptr %.153)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.156 = phi ptr [ %.144, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.154, %entry.endif.endif.endif.endif.endif.if.else ]
  %.157.not = icmp eq ptr %.156, null
  br i1 %.157.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.144 = call ptr @numba_runtime_build_excinfo_struct(ptr %.133, ptr nonnull %.139)
  call void @NRT_Free(ptr nonnull %.52)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.156)
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(ptr, ptr, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #1

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyList_GetItem(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @NRT_adapt_ndarray_to_python_acqref(ptr captures(none), ptr, i32, i32, ptr) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } @cfunc._ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %.fca.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 8
  %.fca.2.gep = getelementptr inbounds nuw i8, ptr %.3, i64 16
  %.fca.3.gep = getelementptr inbounds nuw i8, ptr %.3, i64 24
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.3, i64 32
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 40
  %.fca.5.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 48
  %.fca.6.0.gep = getelementptr inbounds nuw i8, ptr %.3, i64 56
  %.fca.6.1.gep = getelementptr inbounds nuw i8, ptr %.3, i64 64
  %excinfo = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.3, i8 0, i64 72, i1 false)
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %.1, 5
  %.7 = extractvalue [2 x i64] %extracted.shape, 0
  %.8 = extractvalue [2 x i64] %extracted.shape, 1
  %.11 = call i32 @_ZN7kernels10sin_matrixB2v5B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 %.8, i64 poison, i64 poison) #3
  %.12 = load ptr, ptr %excinfo, align 8
  %.21.fca.0.load = load ptr, ptr %.3, align 8
  %.21.fca.1.load = load ptr, ptr %.fca.1.gep, align 8
  %.21.fca.2.load = load i64, ptr %.fca.2.gep, align 8
  %.21.fca.3.load = load i64, ptr %.fca.3.gep, align 8
  %.21.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %.21.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.21.fca.5.1.load = load i64, ptr %.fca.5.1.gep, align 8
  %.21.fca.6.0.load = load i64, ptr %.fca.6.0.gep, align 8
  %.21.fca.6.1.load = load i64, ptr %.fca.6.1.gep, align 8
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } undef, ptr %.21.fca.0.load, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.meminfo, ptr %.21.fca.1.load, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.parent, i64 %.21.fca.2.load, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.nitems, i64 %.21.fca.3.load, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.itemsize, ptr %.21.fca.4.load, 4
  %.30 = insertvalue [2 x i64] undef, i64 %.21.fca.5.0.load, 0
  %.32 = insertvalue [2 x i64] %.30, i64 %.21.fca.5.1.load, 1
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.data, [2 x i64] %.32, 5
  %.34 = insertvalue [2 x i64] undef, i64 %.21.fca.6.0.load, 0
  %.36 = insertvalue [2 x i64] %.34, i64 %.21.fca.6.1.load, 1
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %inserted.shape, [2 x i64] %.36, 6
  %.38 = alloca i32, align 4
  store i32 0, ptr %.38, align 4
  %cond = icmp eq i32 %.11, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !21

common.ret:                                       ; preds = %entry, %.41, %entry.if.if.if.if
  %common.ret.op = phi { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } [ zeroinitializer, %entry.if.if.if.if ], [ %inserted.strides, %.41 ], [ %inserted.strides, %entry ]
  ret { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] } %common.ret.op

.41:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if
  %.89 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.89)
  call void @Py_DecRef(ptr %.89)
  call void @numba_gil_release(ptr nonnull %.38)
  br label %common.ret

entry.if.if:                                      ; preds = %entry
  call void @numba_gil_ensure(ptr nonnull %.38)
  call void @PyErr_Clear()
  %.44 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.45 = extractvalue { ptr, i32, ptr, ptr, i32 } %.44, 4
  %.46 = icmp sgt i32 %.45, 0
  %.49 = extractvalue { ptr, i32, ptr, ptr, i32 } %.44, 0
  %.51 = extractvalue { ptr, i32, ptr, ptr, i32 } %.44, 1
  br i1 %.46, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.52 = sext i32 %.51 to i64
  %.53 = call ptr @PyBytes_FromStringAndSize(ptr %.49, i64 %.52)
  %.54 = load { ptr, i32, ptr, ptr, i32 }, ptr %.12, align 8
  %.55 = extractvalue { ptr, i32, ptr, ptr, i32 } %.54, 2
  %.57 = extractvalue { ptr, i32, ptr, ptr, i32 } %.54, 3
  %.59 = call ptr %.57(ptr %.55)
  %.60 = icmp eq ptr %.59, null
  br i1 %.60, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.73 = extractvalue { ptr, i32, ptr, ptr, i32 } %.44, 2
  %.74 = call ptr @numba_unpickle(ptr %.49, i32 %.51, ptr %.73)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.76 = phi ptr [ %.64, %entry.if.if.if.endif ], [ %.74, %entry.if.if.else ]
  %.77.not = icmp eq ptr %.76, null
  br i1 %.77.not, label %.41, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments.1")
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.64 = call ptr @numba_runtime_build_excinfo_struct(ptr %.53, ptr nonnull %.59)
  call void @NRT_Free(ptr nonnull %.12)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(ptr nonnull %.76)
  br label %.41
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #0

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
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !12}
!21 = !{!"branch_weights", i32 49, i32 1}
