; ModuleID = 'tuple_stats'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.tuple_stats = internal constant [12 x i8] c"tuple_stats\00"
@_ZN08NumbaEnv7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@_ZN08NumbaEnv7kernels6_statsB3v47B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@PyExc_TypeError = external global i8
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f30025cb450B3v50B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f3001c6bc10B3v51B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }

define range(i32 0, 2) i32 @_ZN7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  %.17 = alloca [2 x double], align 8
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  %.fca.1.gep30 = getelementptr inbounds nuw i8, ptr %.17, i64 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.226 = alloca [2 x double], align 8
  %excinfo.5 = alloca ptr, align 8
  store ptr null, ptr %excinfo.5, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.17, i8 0, i64 16, i1 false)
  %.23 = call i32 @_ZN7kernels6_statsB3v47B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.17, ptr nonnull %excinfo.1, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0.fr, i64 %arg.x.6.0)
  %.33.fca.0.load = load double, ptr %.17, align 8
  %.33.fca.1.load = load double, ptr %.fca.1.gep30, align 8
  %cond = icmp eq i32 %.23, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %0 = add i64 %arg.x.5.0.fr, -1152921504606846976
  %.115 = icmp ult i64 %0, -2305843009213693952
  br i1 %.115, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %for.end.if.if, %for.end.endif, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %for.end.if.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.24 = load ptr, ptr %excinfo.1, align 8
  store ptr %.24, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.114 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.114, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.18234 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.18234, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif
  %.184.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.184.not, label %for.body.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 8
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 64
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader25, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %n.vec = and i64 %arg.x.5.0.fr, 9223372036854775800
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = shl i64 %index, 3
  %scevgep61 = getelementptr i8, ptr %arg.x.4, i64 %4
  %wide.load = load <8 x double>, ptr %scevgep61, align 8
  %5 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %6 = shl i64 %index, 3
  %scevgep60 = getelementptr i8, ptr %.6.i, i64 %6
  store <8 x double> %5, ptr %scevgep60, align 8
  %index.next = add nuw i64 %index, 8
  %7 = icmp eq i64 %n.vec, %index.next
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.endif.endif.us.preheader25

for.body.endif.endif.us.preheader25:              ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index36.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %arg.x.5.0.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader25
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next, %for.body.endif.endif.us.prol ]
  %loop.index36.us.prol = phi i64 [ %.221.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index36.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %8 = shl i64 %loop.index36.us.prol, 3
  %scevgep59 = getelementptr i8, ptr %arg.x.4, i64 %8
  %.192.us.prol = load double, ptr %scevgep59, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.192.us.prol)
  %9 = shl i64 %loop.index36.us.prol, 3
  %scevgep58 = getelementptr i8, ptr %.6.i, i64 %9
  store double %.12.le.i.prol, ptr %scevgep58, align 8
  %.221.us.prol = add nuw nsw i64 %loop.index36.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !14

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader25
  %loop.index36.us.unr = phi i64 [ %loop.index36.us.ph, %for.body.endif.endif.us.preheader25 ], [ %.221.us.prol, %for.body.endif.endif.us.prol ]
  %10 = sub nsw i64 %loop.index36.us.ph, %arg.x.5.0.fr
  %11 = icmp ugt i64 %10, -8
  br i1 %11, label %for.end, label %for.body.endif.endif.us.preheader26

for.body.endif.endif.us.preheader26:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader26, %for.body.endif.endif.us
  %loop.index36.us = phi i64 [ %.221.us.7, %for.body.endif.endif.us ], [ %loop.index36.us.unr, %for.body.endif.endif.us.preheader26 ]
  %sunkaddr = mul i64 %loop.index36.us, 8
  %sunkaddr62 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %.192.us = load double, ptr %sunkaddr62, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.192.us)
  %sunkaddr63 = mul i64 %loop.index36.us, 8
  %sunkaddr64 = getelementptr i8, ptr %.6.i, i64 %sunkaddr63
  store double %.12.le.i, ptr %sunkaddr64, align 8
  %sunkaddr65 = mul i64 %loop.index36.us, 8
  %sunkaddr66 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr65
  %sunkaddr67 = getelementptr i8, ptr %sunkaddr66, i64 8
  %.192.us.1 = load double, ptr %sunkaddr67, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.192.us.1)
  %sunkaddr68 = mul i64 %loop.index36.us, 8
  %sunkaddr69 = getelementptr i8, ptr %.6.i, i64 %sunkaddr68
  %sunkaddr70 = getelementptr i8, ptr %sunkaddr69, i64 8
  store double %.12.le.i.1, ptr %sunkaddr70, align 8
  %sunkaddr71 = mul i64 %loop.index36.us, 8
  %sunkaddr72 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr71
  %sunkaddr73 = getelementptr i8, ptr %sunkaddr72, i64 16
  %.192.us.2 = load double, ptr %sunkaddr73, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.192.us.2)
  %sunkaddr74 = mul i64 %loop.index36.us, 8
  %sunkaddr75 = getelementptr i8, ptr %.6.i, i64 %sunkaddr74
  %sunkaddr76 = getelementptr i8, ptr %sunkaddr75, i64 16
  store double %.12.le.i.2, ptr %sunkaddr76, align 8
  %sunkaddr77 = mul i64 %loop.index36.us, 8
  %sunkaddr78 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr77
  %sunkaddr79 = getelementptr i8, ptr %sunkaddr78, i64 24
  %.192.us.3 = load double, ptr %sunkaddr79, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.192.us.3)
  %sunkaddr80 = mul i64 %loop.index36.us, 8
  %sunkaddr81 = getelementptr i8, ptr %.6.i, i64 %sunkaddr80
  %sunkaddr82 = getelementptr i8, ptr %sunkaddr81, i64 24
  store double %.12.le.i.3, ptr %sunkaddr82, align 8
  %sunkaddr83 = mul i64 %loop.index36.us, 8
  %sunkaddr84 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr83
  %sunkaddr85 = getelementptr i8, ptr %sunkaddr84, i64 32
  %.192.us.4 = load double, ptr %sunkaddr85, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.192.us.4)
  %sunkaddr86 = mul i64 %loop.index36.us, 8
  %sunkaddr87 = getelementptr i8, ptr %.6.i, i64 %sunkaddr86
  %sunkaddr88 = getelementptr i8, ptr %sunkaddr87, i64 32
  store double %.12.le.i.4, ptr %sunkaddr88, align 8
  %sunkaddr89 = mul i64 %loop.index36.us, 8
  %sunkaddr90 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr89
  %sunkaddr91 = getelementptr i8, ptr %sunkaddr90, i64 40
  %.192.us.5 = load double, ptr %sunkaddr91, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.192.us.5)
  %sunkaddr92 = mul i64 %loop.index36.us, 8
  %sunkaddr93 = getelementptr i8, ptr %.6.i, i64 %sunkaddr92
  %sunkaddr94 = getelementptr i8, ptr %sunkaddr93, i64 40
  store double %.12.le.i.5, ptr %sunkaddr94, align 8
  %sunkaddr95 = mul i64 %loop.index36.us, 8
  %sunkaddr96 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr95
  %sunkaddr97 = getelementptr i8, ptr %sunkaddr96, i64 48
  %.192.us.6 = load double, ptr %sunkaddr97, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.192.us.6)
  %sunkaddr98 = mul i64 %loop.index36.us, 8
  %sunkaddr99 = getelementptr i8, ptr %.6.i, i64 %sunkaddr98
  %sunkaddr100 = getelementptr i8, ptr %sunkaddr99, i64 48
  store double %.12.le.i.6, ptr %sunkaddr100, align 8
  %sunkaddr101 = mul i64 %loop.index36.us, 8
  %sunkaddr102 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr101
  %sunkaddr103 = getelementptr i8, ptr %sunkaddr102, i64 56
  %.192.us.7 = load double, ptr %sunkaddr103, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.192.us.7)
  %sunkaddr104 = mul i64 %loop.index36.us, 8
  %sunkaddr105 = getelementptr i8, ptr %.6.i, i64 %sunkaddr104
  %sunkaddr106 = getelementptr i8, ptr %sunkaddr105, i64 56
  store double %.12.le.i.7, ptr %sunkaddr106, align 8
  %.221.us.7 = add nuw nsw i64 %loop.index36.us, 8
  %exitcond41.not.7 = icmp eq i64 %arg.x.5.0.fr, %.221.us.7
  br i1 %exitcond41.not.7, label %for.end, label %for.body.endif.endif.us, !llvm.loop !16

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.226, i8 0, i64 16, i1 false)
  %.232 = call i32 @_ZN7kernels6_statsB3v47B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.226, ptr nonnull %excinfo.5, ptr nonnull %.7.i.i, ptr null, i64 %arg.x.5.0.fr, i64 8, ptr %.6.i, i64 %arg.x.5.0.fr, i64 8)
  %cond6 = icmp eq i32 %.232, 0
  br i1 %cond6, label %for.end.endif, label %for.end.if.if, !prof !0

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.192 = load double, ptr %arg.x.4, align 8
  %.12.le.i7 = tail call double @llvm.sin.f64(double %.192)
  store double %.12.le.i7, ptr %.6.i, align 8
  br label %for.end

for.end.endif:                                    ; preds = %for.end
  %sunkaddr107 = getelementptr inbounds i8, ptr %.226, i64 8
  %.242.fca.1.load = load double, ptr %sunkaddr107, align 8
  %.242.fca.0.load = load double, ptr %.226, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.263 = fmul double %.33.fca.0.load, %.33.fca.1.load
  %.264 = fadd double %.263, %.242.fca.0.load
  %.265 = fsub double %.264, %.242.fca.1.load
  store double %.265, ptr %retptr, align 8
  br label %common.ret

for.end.if.if:                                    ; preds = %for.end
  %.233 = load ptr, ptr %excinfo.5, align 8
  store ptr %.233, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.tuple_stats, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !10

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !10

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 8
  %.34.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 16
  %.34.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.19, i64 48
  %.34.fca.6.0.load = load i64, ptr %sunkaddr5, align 8
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.6.0.load) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !0

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
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !10

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !10

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

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.8 = extractvalue [1 x i64] %extracted.strides, 0
  %.9 = call i32 @_ZN7kernels11tuple_statsB3v46B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !0

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !10

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !10

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

define linkonce_odr range(i32 0, 2) i32 @_ZN7kernels6_statsB3v47B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.v.0, ptr readnone captures(none) %arg.v.1, i64 %arg.v.2, i64 %arg.v.3, ptr readonly captures(none) %arg.v.4, i64 %arg.v.5.0, i64 %arg.v.6.0) local_unnamed_addr {
B0:
  %const = bitcast i64 9223372036854775800 to i64
  %arg.v.5.0.fr = freeze i64 %arg.v.5.0
  tail call void @NRT_incref(ptr %arg.v.0)
  %.94.not11.i = icmp sgt i64 %arg.v.5.0.fr, 0
  br i1 %.94.not11.i, label %.89.endif.preheader.i, label %B150.i, !prof !17

.89.endif.preheader.i:                            ; preds = %B0
  %xtraiter.i = and i64 %arg.v.5.0.fr, 7
  %0 = icmp samesign ult i64 %arg.v.5.0.fr, 8
  br i1 %0, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !18

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %arg.v.5.0.fr, %const
  %1 = add nsw i64 %arg.v.5.0.fr, -8
  %2 = and i64 %1, 24
  %lcmp.mod.not = icmp eq i64 %2, 24
  br i1 %lcmp.mod.not, label %.89.endif.i.preheader, label %.89.endif.i.prol.preheader, !prof !17

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  %3 = lshr i64 %1, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %4, 3
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol, %.89.endif.i.prol.preheader
  %lsr.iv221 = phi i64 [ %xtraiter, %.89.endif.i.prol.preheader ], [ %lsr.iv.next222, %.89.endif.i.prol ]
  %.77.013.i.prol = phi ptr [ %arg.v.4, %.89.endif.i.prol.preheader ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.prol = phi double [ 0.000000e+00, %.89.endif.i.prol.preheader ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !19
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i.prol, align 8, !noalias !19
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !19
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !19
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !19
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !19
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !19
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !19
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next222 = add i64 %lsr.iv221, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next222, 0
  br i1 %prol.iter.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !22, !llvm.loop !23

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol
  %5 = shl nuw nsw i64 %xtraiter, 6
  %scevgep = getelementptr i8, ptr %arg.v.4, i64 %5
  %6 = shl nuw nsw i64 %xtraiter, 3
  %7 = sub nsw i64 %unroll_iter.i, %6
  %8 = icmp samesign ult i64 %arg.v.5.0.fr, 32
  br i1 %8, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !24

.89.endif.i.preheader:                            ; preds = %.89.endif.preheader.new.i, %.89.endif.i.prol.loopexit
  %lsr.iv.i.ph = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %7, %.89.endif.i.prol.loopexit ]
  %.77.013.i.ph = phi ptr [ %arg.v.4, %.89.endif.preheader.new.i ], [ %scevgep, %.89.endif.i.prol.loopexit ]
  %.72.012.i.ph = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol.loopexit ]
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.prol, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %scevgep, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %B150.i, label %.89.endif.epil.preheader.i, !prof !25

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %arg.v.4, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %9 = shl i64 %epil.iter.i, 3
  %scevgep220 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %9
  %.106.epil.i = load double, ptr %scevgep220, align 8, !noalias !19
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %B128.i, label %.89.endif.epil.i, !prof !26, !llvm.loop !27

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.ph, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.ph, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.ph, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !19
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i, align 8, !noalias !19
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !19
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !19
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !19
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !19
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !19
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !19
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !19
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i.1, align 8, !noalias !19
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !19
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !19
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !19
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !19
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !19
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !19
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !19
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i.2, align 8, !noalias !19
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !19
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !19
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !19
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !19
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !19
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !19
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !19
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i.3, align 8, !noalias !19
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !19
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !19
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !19
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !19
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !19
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !19
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !29, !llvm.loop !30

B128.i:                                           ; preds = %.89.endif.epil.i
  %.101.not.i = icmp eq i64 %arg.v.5.0.fr, 1
  br i1 %.101.not.i, label %B0.endif.endif.endif.endif, label %B150.i

B150.i:                                           ; preds = %B128.i, %common.ret.loopexit.unr-lcssa.i, %B0
  %.72.0.lcssa.i73 = phi double [ %.108.epil.i, %B128.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ 0.000000e+00, %B0 ]
  %10 = add i64 %arg.v.5.0.fr, -1152921504606846976
  %.111 = icmp ult i64 %10, -2305843009213693952
  br i1 %.111, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !32

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endif.if.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B150.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B150.i, %B128.i
  %.72.0.lcssa.i7377 = phi double [ %.72.0.lcssa.i73, %B150.i ], [ %.108.epil.i, %B128.i ]
  %.110 = shl nsw i64 %arg.v.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.110, i32 32), !noalias !33
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %11 = icmp sgt i64 %arg.v.5.0.fr, 0
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  br i1 %11, label %for.body.lr.ph, label %for.end.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif
  %.180.not = icmp eq i64 %arg.v.5.0.fr, 1
  br i1 %.180.not, label %.89.endif.preheader.i11.thread24, label %iter.check95

.89.endif.preheader.i11.thread24:                 ; preds = %for.body.lr.ph
  %.188.prol = load double, ptr %arg.v.4, align 8
  %.5.i8.prol = fmul double %.188.prol, %.188.prol
  store double %.5.i8.prol, ptr %.6.i, align 8
  br label %.89.endif.epil.preheader.i47

iter.check95:                                     ; preds = %for.body.lr.ph
  %12 = icmp samesign ult i64 %arg.v.5.0.fr, 4
  %13 = ptrtoint ptr %.6.i to i64
  %14 = ptrtoint ptr %arg.v.4 to i64
  %15 = sub i64 %13, %14
  %diff.check = icmp ult i64 %15, 256
  %or.cond = select i1 %12, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check97

vector.main.loop.iter.check97:                    ; preds = %iter.check95
  %min.iters.check96 = icmp samesign ult i64 %arg.v.5.0.fr, 32
  br i1 %min.iters.check96, label %vec.epilog.ph113, label %vector.ph98

vector.ph98:                                      ; preds = %vector.main.loop.iter.check97
  %const_mat = add i64 %const, -24
  %n.vec100 = and i64 %arg.v.5.0.fr, %const_mat
  br label %vector.body101

vector.body101:                                   ; preds = %vector.body101, %vector.ph98
  %index102 = phi i64 [ 0, %vector.ph98 ], [ %index.next106, %vector.body101 ]
  %sunkaddr = mul i64 %index102, 8
  %sunkaddr78 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr
  %wide.load = load <8 x double>, ptr %sunkaddr78, align 8
  %sunkaddr79 = mul i64 %index102, 8
  %sunkaddr80 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr79
  %sunkaddr81 = getelementptr i8, ptr %sunkaddr80, i64 64
  %wide.load103 = load <8 x double>, ptr %sunkaddr81, align 8
  %sunkaddr82 = mul i64 %index102, 8
  %sunkaddr83 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr82
  %sunkaddr84 = getelementptr i8, ptr %sunkaddr83, i64 128
  %wide.load104 = load <8 x double>, ptr %sunkaddr84, align 8
  %sunkaddr85 = mul i64 %index102, 8
  %sunkaddr86 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr85
  %sunkaddr87 = getelementptr i8, ptr %sunkaddr86, i64 192
  %wide.load105 = load <8 x double>, ptr %sunkaddr87, align 8
  %16 = fmul <8 x double> %wide.load, %wide.load
  %17 = fmul <8 x double> %wide.load103, %wide.load103
  %18 = fmul <8 x double> %wide.load104, %wide.load104
  %19 = fmul <8 x double> %wide.load105, %wide.load105
  %sunkaddr88 = mul i64 %index102, 8
  %sunkaddr89 = getelementptr i8, ptr %.6.i, i64 %sunkaddr88
  store <8 x double> %16, ptr %sunkaddr89, align 8
  %sunkaddr90 = mul i64 %index102, 8
  %sunkaddr91 = getelementptr i8, ptr %.6.i, i64 %sunkaddr90
  %sunkaddr92 = getelementptr i8, ptr %sunkaddr91, i64 64
  store <8 x double> %17, ptr %sunkaddr92, align 8
  %sunkaddr93 = mul i64 %index102, 8
  %sunkaddr94 = getelementptr i8, ptr %.6.i, i64 %sunkaddr93
  %sunkaddr95 = getelementptr i8, ptr %sunkaddr94, i64 128
  store <8 x double> %18, ptr %sunkaddr95, align 8
  %sunkaddr96 = mul i64 %index102, 8
  %sunkaddr97 = getelementptr i8, ptr %.6.i, i64 %sunkaddr96
  %sunkaddr98 = getelementptr i8, ptr %sunkaddr97, i64 192
  store <8 x double> %19, ptr %sunkaddr98, align 8
  %index.next106 = add nuw nsw i64 %index102, 32
  %20 = icmp eq i64 %n.vec100, %index.next106
  br i1 %20, label %middle.block107, label %vector.body101, !llvm.loop !40

middle.block107:                                  ; preds = %vector.body101
  %cmp.n108 = icmp eq i64 %arg.v.5.0.fr, %n.vec100
  br i1 %cmp.n108, label %.89.endif.preheader.i11.thread, label %vec.epilog.iter.check111

vec.epilog.iter.check111:                         ; preds = %middle.block107
  %21 = and i64 %arg.v.5.0.fr, 28
  %min.epilog.iters.check112 = icmp eq i64 %21, 0
  br i1 %min.epilog.iters.check112, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph113, !prof !41

vec.epilog.ph113:                                 ; preds = %vec.epilog.iter.check111, %vector.main.loop.iter.check97
  %vec.epilog.resume.val109 = phi i64 [ %n.vec100, %vec.epilog.iter.check111 ], [ 0, %vector.main.loop.iter.check97 ]
  %const_mat77 = add i64 %const, 4
  %n.vec115 = and i64 %arg.v.5.0.fr, %const_mat77
  br label %vec.epilog.vector.body116

vec.epilog.vector.body116:                        ; preds = %vec.epilog.vector.body116, %vec.epilog.ph113
  %index117 = phi i64 [ %vec.epilog.resume.val109, %vec.epilog.ph113 ], [ %index.next119, %vec.epilog.vector.body116 ]
  %22 = shl i64 %index117, 3
  %scevgep175 = getelementptr i8, ptr %arg.v.4, i64 %22
  %wide.load118 = load <4 x double>, ptr %scevgep175, align 8
  %23 = fmul <4 x double> %wide.load118, %wide.load118
  %scevgep174 = getelementptr i8, ptr %.6.i, i64 %22
  store <4 x double> %23, ptr %scevgep174, align 8
  %index.next119 = add nuw i64 %index117, 4
  %24 = icmp eq i64 %n.vec115, %index.next119
  br i1 %24, label %vec.epilog.middle.block120, label %vec.epilog.vector.body116, !llvm.loop !42

vec.epilog.middle.block120:                       ; preds = %vec.epilog.vector.body116
  %cmp.n121 = icmp eq i64 %arg.v.5.0.fr, %n.vec115
  br i1 %cmp.n121, label %.89.endif.preheader.i11, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %vec.epilog.middle.block120, %vec.epilog.iter.check111, %iter.check95
  %loop.index28.us.ph = phi i64 [ 0, %iter.check95 ], [ %n.vec100, %vec.epilog.iter.check111 ], [ %n.vec115, %vec.epilog.middle.block120 ]
  %25 = sub nsw i64 %arg.v.5.0.fr, %loop.index28.us.ph
  %xtraiter128 = and i64 %25, 7
  %lcmp.mod129.not = icmp eq i64 %xtraiter128, 0
  br i1 %lcmp.mod129.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv172 = phi i64 [ %lsr.iv.next173, %for.body.endif.endif.us.prol ], [ %xtraiter128, %for.body.endif.endif.us.prol.preheader ]
  %loop.index28.us.prol = phi i64 [ %.217.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index28.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %26 = shl i64 %loop.index28.us.prol, 3
  %scevgep171 = getelementptr i8, ptr %arg.v.4, i64 %26
  %.188.us.prol = load double, ptr %scevgep171, align 8
  %.5.i7.prol = fmul double %.188.us.prol, %.188.us.prol
  %scevgep170 = getelementptr i8, ptr %.6.i, i64 %26
  store double %.5.i7.prol, ptr %scevgep170, align 8
  %.217.us.prol = add nuw i64 %loop.index28.us.prol, 1
  %lsr.iv.next173 = add nsw i64 %lsr.iv172, -1
  %prol.iter130.cmp.not = icmp eq i64 %lsr.iv.next173, 0
  br i1 %prol.iter130.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !43

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index28.us.unr = phi i64 [ %loop.index28.us.ph, %for.body.endif.endif.us.preheader ], [ %.217.us.prol, %for.body.endif.endif.us.prol ]
  %27 = sub nsw i64 %loop.index28.us.ph, %arg.v.5.0.fr
  %28 = icmp ugt i64 %27, -8
  br i1 %28, label %.89.endif.preheader.i11, label %for.body.endif.endif.us.preheader28

for.body.endif.endif.us.preheader28:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader28, %for.body.endif.endif.us
  %loop.index28.us = phi i64 [ %.217.us.7, %for.body.endif.endif.us ], [ %loop.index28.us.unr, %for.body.endif.endif.us.preheader28 ]
  %sunkaddr99 = mul i64 %loop.index28.us, 8
  %sunkaddr100 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr99
  %.188.us = load double, ptr %sunkaddr100, align 8
  %.5.i7 = fmul double %.188.us, %.188.us
  %sunkaddr101 = mul i64 %loop.index28.us, 8
  %sunkaddr102 = getelementptr i8, ptr %.6.i, i64 %sunkaddr101
  store double %.5.i7, ptr %sunkaddr102, align 8
  %sunkaddr103 = mul i64 %loop.index28.us, 8
  %sunkaddr104 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr103
  %sunkaddr105 = getelementptr i8, ptr %sunkaddr104, i64 8
  %.188.us.1 = load double, ptr %sunkaddr105, align 8
  %.5.i7.1 = fmul double %.188.us.1, %.188.us.1
  %sunkaddr106 = mul i64 %loop.index28.us, 8
  %sunkaddr107 = getelementptr i8, ptr %.6.i, i64 %sunkaddr106
  %sunkaddr108 = getelementptr i8, ptr %sunkaddr107, i64 8
  store double %.5.i7.1, ptr %sunkaddr108, align 8
  %sunkaddr109 = mul i64 %loop.index28.us, 8
  %sunkaddr110 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr109
  %sunkaddr111 = getelementptr i8, ptr %sunkaddr110, i64 16
  %.188.us.2 = load double, ptr %sunkaddr111, align 8
  %.5.i7.2 = fmul double %.188.us.2, %.188.us.2
  %sunkaddr112 = mul i64 %loop.index28.us, 8
  %sunkaddr113 = getelementptr i8, ptr %.6.i, i64 %sunkaddr112
  %sunkaddr114 = getelementptr i8, ptr %sunkaddr113, i64 16
  store double %.5.i7.2, ptr %sunkaddr114, align 8
  %sunkaddr115 = mul i64 %loop.index28.us, 8
  %sunkaddr116 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr115
  %sunkaddr117 = getelementptr i8, ptr %sunkaddr116, i64 24
  %.188.us.3 = load double, ptr %sunkaddr117, align 8
  %.5.i7.3 = fmul double %.188.us.3, %.188.us.3
  %sunkaddr118 = mul i64 %loop.index28.us, 8
  %sunkaddr119 = getelementptr i8, ptr %.6.i, i64 %sunkaddr118
  %sunkaddr120 = getelementptr i8, ptr %sunkaddr119, i64 24
  store double %.5.i7.3, ptr %sunkaddr120, align 8
  %sunkaddr121 = mul i64 %loop.index28.us, 8
  %sunkaddr122 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, ptr %sunkaddr122, i64 32
  %.188.us.4 = load double, ptr %sunkaddr123, align 8
  %.5.i7.4 = fmul double %.188.us.4, %.188.us.4
  %sunkaddr124 = mul i64 %loop.index28.us, 8
  %sunkaddr125 = getelementptr i8, ptr %.6.i, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, ptr %sunkaddr125, i64 32
  store double %.5.i7.4, ptr %sunkaddr126, align 8
  %sunkaddr127 = mul i64 %loop.index28.us, 8
  %sunkaddr128 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, ptr %sunkaddr128, i64 40
  %.188.us.5 = load double, ptr %sunkaddr129, align 8
  %.5.i7.5 = fmul double %.188.us.5, %.188.us.5
  %sunkaddr130 = mul i64 %loop.index28.us, 8
  %sunkaddr131 = getelementptr i8, ptr %.6.i, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, ptr %sunkaddr131, i64 40
  store double %.5.i7.5, ptr %sunkaddr132, align 8
  %sunkaddr133 = mul i64 %loop.index28.us, 8
  %sunkaddr134 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, ptr %sunkaddr134, i64 48
  %.188.us.6 = load double, ptr %sunkaddr135, align 8
  %.5.i7.6 = fmul double %.188.us.6, %.188.us.6
  %sunkaddr136 = mul i64 %loop.index28.us, 8
  %sunkaddr137 = getelementptr i8, ptr %.6.i, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, ptr %sunkaddr137, i64 48
  store double %.5.i7.6, ptr %sunkaddr138, align 8
  %sunkaddr139 = mul i64 %loop.index28.us, 8
  %sunkaddr140 = getelementptr i8, ptr %arg.v.4, i64 %sunkaddr139
  %sunkaddr141 = getelementptr i8, ptr %sunkaddr140, i64 56
  %.188.us.7 = load double, ptr %sunkaddr141, align 8
  %.5.i7.7 = fmul double %.188.us.7, %.188.us.7
  %sunkaddr142 = mul i64 %loop.index28.us, 8
  %sunkaddr143 = getelementptr i8, ptr %.6.i, i64 %sunkaddr142
  %sunkaddr144 = getelementptr i8, ptr %sunkaddr143, i64 56
  store double %.5.i7.7, ptr %sunkaddr144, align 8
  %.217.us.7 = add nuw nsw i64 %loop.index28.us, 8
  %exitcond33.not.7 = icmp eq i64 %arg.v.5.0.fr, %.217.us.7
  br i1 %exitcond33.not.7, label %.89.endif.preheader.i11.thread, label %for.body.endif.endif.us, !llvm.loop !44

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i11.thread:                   ; preds = %for.body.endif.endif.us, %middle.block107
  %xtraiter.i1210 = and i64 %arg.v.5.0.fr, 7
  br label %.89.endif.preheader.new.i13

.89.endif.preheader.i11:                          ; preds = %for.body.endif.endif.us.prol.loopexit, %vec.epilog.middle.block120
  %xtraiter.i12 = and i64 %arg.v.5.0.fr, 7
  %29 = icmp samesign ult i64 %arg.v.5.0.fr, 8
  br i1 %29, label %.89.endif.epil.preheader.i47, label %.89.endif.preheader.new.i13, !prof !45

.89.endif.preheader.new.i13:                      ; preds = %.89.endif.preheader.i11.thread, %.89.endif.preheader.i11
  %xtraiter.i1211 = phi i64 [ %xtraiter.i1210, %.89.endif.preheader.i11.thread ], [ %xtraiter.i12, %.89.endif.preheader.i11 ]
  %unroll_iter.i14 = and i64 %arg.v.5.0.fr, %const
  %30 = add nsw i64 %arg.v.5.0.fr, -8
  %31 = and i64 %30, 24
  %lcmp.mod132.not = icmp eq i64 %31, 24
  br i1 %lcmp.mod132.not, label %.89.endif.i15.preheader, label %.89.endif.i15.prol.preheader, !prof !17

.89.endif.i15.prol.preheader:                     ; preds = %.89.endif.preheader.new.i13
  %32 = lshr i64 %30, 3
  %33 = add nuw nsw i64 %32, 1
  %xtraiter131 = and i64 %33, 3
  br label %.89.endif.i15.prol

.89.endif.i15.prol:                               ; preds = %.89.endif.i15.prol, %.89.endif.i15.prol.preheader
  %lsr.iv = phi i64 [ %xtraiter131, %.89.endif.i15.prol.preheader ], [ %lsr.iv.next, %.89.endif.i15.prol ]
  %.77.013.i17.prol = phi ptr [ %.6.i, %.89.endif.i15.prol.preheader ], [ %.114.7.i42.prol, %.89.endif.i15.prol ]
  %.72.012.i18.prol = phi double [ 0.000000e+00, %.89.endif.i15.prol.preheader ], [ %.108.7.i41.prol, %.89.endif.i15.prol ]
  %.106.i19.prol = load double, ptr %.77.013.i17.prol, align 8, !noalias !46
  %.108.i20.prol = fadd double %.72.012.i18.prol, %.106.i19.prol
  %.114.i21.prol = getelementptr i8, ptr %.77.013.i17.prol, i64 8
  %.106.1.i22.prol = load double, ptr %.114.i21.prol, align 8, !noalias !46
  %.108.1.i23.prol = fadd double %.108.i20.prol, %.106.1.i22.prol
  %.114.1.i24.prol = getelementptr i8, ptr %.77.013.i17.prol, i64 16
  %.106.2.i25.prol = load double, ptr %.114.1.i24.prol, align 8, !noalias !46
  %.108.2.i26.prol = fadd double %.108.1.i23.prol, %.106.2.i25.prol
  %.114.2.i27.prol = getelementptr i8, ptr %.77.013.i17.prol, i64 24
  %.106.3.i28.prol = load double, ptr %.114.2.i27.prol, align 8, !noalias !46
  %.108.3.i29.prol = fadd double %.108.2.i26.prol, %.106.3.i28.prol
  %.114.3.i30.prol = getelementptr i8, ptr %.77.013.i17.prol, i64 32
  %.106.4.i31.prol = load double, ptr %.114.3.i30.prol, align 8, !noalias !46
  %.108.4.i32.prol = fadd double %.108.3.i29.prol, %.106.4.i31.prol
  %.114.4.i33.prol = getelementptr i8, ptr %.77.013.i17.prol, i64 40
  %.106.5.i34.prol = load double, ptr %.114.4.i33.prol, align 8, !noalias !46
  %.108.5.i35.prol = fadd double %.108.4.i32.prol, %.106.5.i34.prol
  %.114.5.i36.prol = getelementptr i8, ptr %.77.013.i17.prol, i64 48
  %.106.6.i37.prol = load double, ptr %.114.5.i36.prol, align 8, !noalias !46
  %.108.6.i38.prol = fadd double %.108.5.i35.prol, %.106.6.i37.prol
  %.114.6.i39.prol = getelementptr i8, ptr %.77.013.i17.prol, i64 56
  %.106.7.i40.prol = load double, ptr %.114.6.i39.prol, align 8, !noalias !46
  %.108.7.i41.prol = fadd double %.108.6.i38.prol, %.106.7.i40.prol
  %.114.7.i42.prol = getelementptr i8, ptr %.77.013.i17.prol, i64 64
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter133.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter133.cmp.not, label %.89.endif.i15.prol.loopexit, label %.89.endif.i15.prol, !prof !22, !llvm.loop !49

.89.endif.i15.prol.loopexit:                      ; preds = %.89.endif.i15.prol
  %34 = shl nuw nsw i64 %xtraiter131, 6
  %scevgep23 = getelementptr i8, ptr %.6.i, i64 %34
  %35 = shl nuw nsw i64 %xtraiter131, 3
  %36 = sub nsw i64 %unroll_iter.i14, %35
  %37 = icmp samesign ult i64 %arg.v.5.0.fr, 32
  br i1 %37, label %common.ret.loopexit.unr-lcssa.i45, label %.89.endif.i15.preheader, !prof !24

.89.endif.i15.preheader:                          ; preds = %.89.endif.preheader.new.i13, %.89.endif.i15.prol.loopexit
  %lsr.iv.i16.ph = phi i64 [ %unroll_iter.i14, %.89.endif.preheader.new.i13 ], [ %36, %.89.endif.i15.prol.loopexit ]
  %.77.013.i17.ph = phi ptr [ %.6.i, %.89.endif.preheader.new.i13 ], [ %scevgep23, %.89.endif.i15.prol.loopexit ]
  %.72.012.i18.ph = phi double [ 0.000000e+00, %.89.endif.preheader.new.i13 ], [ %.108.7.i41.prol, %.89.endif.i15.prol.loopexit ]
  br label %.89.endif.i15

common.ret.loopexit.unr-lcssa.i45:                ; preds = %.89.endif.i15, %.89.endif.i15.prol.loopexit
  %.108.7.i41.lcssa = phi double [ %.108.7.i41.prol, %.89.endif.i15.prol.loopexit ], [ %.108.7.i41.3, %.89.endif.i15 ]
  %.114.7.i42.lcssa = phi ptr [ %scevgep23, %.89.endif.i15.prol.loopexit ], [ %.114.7.i42.3, %.89.endif.i15 ]
  %lcmp.mod.not.i46 = icmp eq i64 %xtraiter.i1211, 0
  br i1 %lcmp.mod.not.i46, label %for.end.endif, label %.89.endif.epil.preheader.i47, !prof !25

.89.endif.epil.preheader.i47:                     ; preds = %.89.endif.preheader.i11.thread24, %common.ret.loopexit.unr-lcssa.i45, %.89.endif.preheader.i11
  %xtraiter.i1212 = phi i64 [ %xtraiter.i12, %.89.endif.preheader.i11 ], [ %xtraiter.i1211, %common.ret.loopexit.unr-lcssa.i45 ], [ 1, %.89.endif.preheader.i11.thread24 ]
  %.77.013.epil.init.i48 = phi ptr [ %.6.i, %.89.endif.preheader.i11 ], [ %.114.7.i42.lcssa, %common.ret.loopexit.unr-lcssa.i45 ], [ %.6.i, %.89.endif.preheader.i11.thread24 ]
  %.72.012.epil.init.i49 = phi double [ 0.000000e+00, %.89.endif.preheader.i11 ], [ %.108.7.i41.lcssa, %common.ret.loopexit.unr-lcssa.i45 ], [ 0.000000e+00, %.89.endif.preheader.i11.thread24 ]
  br label %.89.endif.epil.i50

.89.endif.epil.i50:                               ; preds = %.89.endif.epil.i50, %.89.endif.epil.preheader.i47
  %.72.012.epil.i51 = phi double [ %.108.epil.i55, %.89.endif.epil.i50 ], [ %.72.012.epil.init.i49, %.89.endif.epil.preheader.i47 ]
  %epil.iter.i52 = phi i64 [ %epil.iter.next.i56, %.89.endif.epil.i50 ], [ 0, %.89.endif.epil.preheader.i47 ]
  %38 = shl i64 %epil.iter.i52, 3
  %scevgep137 = getelementptr i8, ptr %.77.013.epil.init.i48, i64 %38
  %.106.epil.i54 = load double, ptr %scevgep137, align 8, !noalias !46
  %.108.epil.i55 = fadd double %.72.012.epil.i51, %.106.epil.i54
  %epil.iter.next.i56 = add i64 %epil.iter.i52, 1
  %epil.iter.cmp.not.i57 = icmp eq i64 %xtraiter.i1212, %epil.iter.next.i56
  br i1 %epil.iter.cmp.not.i57, label %for.end.endif, label %.89.endif.epil.i50, !prof !26, !llvm.loop !27

.89.endif.i15:                                    ; preds = %.89.endif.i15.preheader, %.89.endif.i15
  %lsr.iv.i16 = phi i64 [ %lsr.iv.next.i43.3, %.89.endif.i15 ], [ %lsr.iv.i16.ph, %.89.endif.i15.preheader ]
  %.77.013.i17 = phi ptr [ %.114.7.i42.3, %.89.endif.i15 ], [ %.77.013.i17.ph, %.89.endif.i15.preheader ]
  %.72.012.i18 = phi double [ %.108.7.i41.3, %.89.endif.i15 ], [ %.72.012.i18.ph, %.89.endif.i15.preheader ]
  %.106.i19 = load double, ptr %.77.013.i17, align 8, !noalias !46
  %.108.i20 = fadd double %.72.012.i18, %.106.i19
  %.114.i21 = getelementptr i8, ptr %.77.013.i17, i64 8
  %.106.1.i22 = load double, ptr %.114.i21, align 8, !noalias !46
  %.108.1.i23 = fadd double %.108.i20, %.106.1.i22
  %.114.1.i24 = getelementptr i8, ptr %.77.013.i17, i64 16
  %.106.2.i25 = load double, ptr %.114.1.i24, align 8, !noalias !46
  %.108.2.i26 = fadd double %.108.1.i23, %.106.2.i25
  %.114.2.i27 = getelementptr i8, ptr %.77.013.i17, i64 24
  %.106.3.i28 = load double, ptr %.114.2.i27, align 8, !noalias !46
  %.108.3.i29 = fadd double %.108.2.i26, %.106.3.i28
  %.114.3.i30 = getelementptr i8, ptr %.77.013.i17, i64 32
  %.106.4.i31 = load double, ptr %.114.3.i30, align 8, !noalias !46
  %.108.4.i32 = fadd double %.108.3.i29, %.106.4.i31
  %.114.4.i33 = getelementptr i8, ptr %.77.013.i17, i64 40
  %.106.5.i34 = load double, ptr %.114.4.i33, align 8, !noalias !46
  %.108.5.i35 = fadd double %.108.4.i32, %.106.5.i34
  %.114.5.i36 = getelementptr i8, ptr %.77.013.i17, i64 48
  %.106.6.i37 = load double, ptr %.114.5.i36, align 8, !noalias !46
  %.108.6.i38 = fadd double %.108.5.i35, %.106.6.i37
  %.114.6.i39 = getelementptr i8, ptr %.77.013.i17, i64 56
  %.106.7.i40 = load double, ptr %.114.6.i39, align 8, !noalias !46
  %.108.7.i41 = fadd double %.108.6.i38, %.106.7.i40
  %.114.7.i42 = getelementptr i8, ptr %.77.013.i17, i64 64
  %.106.i19.1 = load double, ptr %.114.7.i42, align 8, !noalias !46
  %.108.i20.1 = fadd double %.108.7.i41, %.106.i19.1
  %.114.i21.1 = getelementptr i8, ptr %.77.013.i17, i64 72
  %.106.1.i22.1 = load double, ptr %.114.i21.1, align 8, !noalias !46
  %.108.1.i23.1 = fadd double %.108.i20.1, %.106.1.i22.1
  %.114.1.i24.1 = getelementptr i8, ptr %.77.013.i17, i64 80
  %.106.2.i25.1 = load double, ptr %.114.1.i24.1, align 8, !noalias !46
  %.108.2.i26.1 = fadd double %.108.1.i23.1, %.106.2.i25.1
  %.114.2.i27.1 = getelementptr i8, ptr %.77.013.i17, i64 88
  %.106.3.i28.1 = load double, ptr %.114.2.i27.1, align 8, !noalias !46
  %.108.3.i29.1 = fadd double %.108.2.i26.1, %.106.3.i28.1
  %.114.3.i30.1 = getelementptr i8, ptr %.77.013.i17, i64 96
  %.106.4.i31.1 = load double, ptr %.114.3.i30.1, align 8, !noalias !46
  %.108.4.i32.1 = fadd double %.108.3.i29.1, %.106.4.i31.1
  %.114.4.i33.1 = getelementptr i8, ptr %.77.013.i17, i64 104
  %.106.5.i34.1 = load double, ptr %.114.4.i33.1, align 8, !noalias !46
  %.108.5.i35.1 = fadd double %.108.4.i32.1, %.106.5.i34.1
  %.114.5.i36.1 = getelementptr i8, ptr %.77.013.i17, i64 112
  %.106.6.i37.1 = load double, ptr %.114.5.i36.1, align 8, !noalias !46
  %.108.6.i38.1 = fadd double %.108.5.i35.1, %.106.6.i37.1
  %.114.6.i39.1 = getelementptr i8, ptr %.77.013.i17, i64 120
  %.106.7.i40.1 = load double, ptr %.114.6.i39.1, align 8, !noalias !46
  %.108.7.i41.1 = fadd double %.108.6.i38.1, %.106.7.i40.1
  %.114.7.i42.1 = getelementptr i8, ptr %.77.013.i17, i64 128
  %.106.i19.2 = load double, ptr %.114.7.i42.1, align 8, !noalias !46
  %.108.i20.2 = fadd double %.108.7.i41.1, %.106.i19.2
  %.114.i21.2 = getelementptr i8, ptr %.77.013.i17, i64 136
  %.106.1.i22.2 = load double, ptr %.114.i21.2, align 8, !noalias !46
  %.108.1.i23.2 = fadd double %.108.i20.2, %.106.1.i22.2
  %.114.1.i24.2 = getelementptr i8, ptr %.77.013.i17, i64 144
  %.106.2.i25.2 = load double, ptr %.114.1.i24.2, align 8, !noalias !46
  %.108.2.i26.2 = fadd double %.108.1.i23.2, %.106.2.i25.2
  %.114.2.i27.2 = getelementptr i8, ptr %.77.013.i17, i64 152
  %.106.3.i28.2 = load double, ptr %.114.2.i27.2, align 8, !noalias !46
  %.108.3.i29.2 = fadd double %.108.2.i26.2, %.106.3.i28.2
  %.114.3.i30.2 = getelementptr i8, ptr %.77.013.i17, i64 160
  %.106.4.i31.2 = load double, ptr %.114.3.i30.2, align 8, !noalias !46
  %.108.4.i32.2 = fadd double %.108.3.i29.2, %.106.4.i31.2
  %.114.4.i33.2 = getelementptr i8, ptr %.77.013.i17, i64 168
  %.106.5.i34.2 = load double, ptr %.114.4.i33.2, align 8, !noalias !46
  %.108.5.i35.2 = fadd double %.108.4.i32.2, %.106.5.i34.2
  %.114.5.i36.2 = getelementptr i8, ptr %.77.013.i17, i64 176
  %.106.6.i37.2 = load double, ptr %.114.5.i36.2, align 8, !noalias !46
  %.108.6.i38.2 = fadd double %.108.5.i35.2, %.106.6.i37.2
  %.114.6.i39.2 = getelementptr i8, ptr %.77.013.i17, i64 184
  %.106.7.i40.2 = load double, ptr %.114.6.i39.2, align 8, !noalias !46
  %.108.7.i41.2 = fadd double %.108.6.i38.2, %.106.7.i40.2
  %.114.7.i42.2 = getelementptr i8, ptr %.77.013.i17, i64 192
  %.106.i19.3 = load double, ptr %.114.7.i42.2, align 8, !noalias !46
  %.108.i20.3 = fadd double %.108.7.i41.2, %.106.i19.3
  %.114.i21.3 = getelementptr i8, ptr %.77.013.i17, i64 200
  %.106.1.i22.3 = load double, ptr %.114.i21.3, align 8, !noalias !46
  %.108.1.i23.3 = fadd double %.108.i20.3, %.106.1.i22.3
  %.114.1.i24.3 = getelementptr i8, ptr %.77.013.i17, i64 208
  %.106.2.i25.3 = load double, ptr %.114.1.i24.3, align 8, !noalias !46
  %.108.2.i26.3 = fadd double %.108.1.i23.3, %.106.2.i25.3
  %.114.2.i27.3 = getelementptr i8, ptr %.77.013.i17, i64 216
  %.106.3.i28.3 = load double, ptr %.114.2.i27.3, align 8, !noalias !46
  %.108.3.i29.3 = fadd double %.108.2.i26.3, %.106.3.i28.3
  %.114.3.i30.3 = getelementptr i8, ptr %.77.013.i17, i64 224
  %.106.4.i31.3 = load double, ptr %.114.3.i30.3, align 8, !noalias !46
  %.108.4.i32.3 = fadd double %.108.3.i29.3, %.106.4.i31.3
  %.114.4.i33.3 = getelementptr i8, ptr %.77.013.i17, i64 232
  %.106.5.i34.3 = load double, ptr %.114.4.i33.3, align 8, !noalias !46
  %.108.5.i35.3 = fadd double %.108.4.i32.3, %.106.5.i34.3
  %.114.5.i36.3 = getelementptr i8, ptr %.77.013.i17, i64 240
  %.106.6.i37.3 = load double, ptr %.114.5.i36.3, align 8, !noalias !46
  %.108.6.i38.3 = fadd double %.108.5.i35.3, %.106.6.i37.3
  %.114.6.i39.3 = getelementptr i8, ptr %.77.013.i17, i64 248
  %.106.7.i40.3 = load double, ptr %.114.6.i39.3, align 8, !noalias !46
  %.108.7.i41.3 = fadd double %.108.6.i38.3, %.106.7.i40.3
  %.114.7.i42.3 = getelementptr i8, ptr %.77.013.i17, i64 256
  %lsr.iv.next.i43.3 = add nsw i64 %lsr.iv.i16, -32
  %niter.ncmp.7.i44.3 = icmp eq i64 %lsr.iv.next.i43.3, 0
  br i1 %niter.ncmp.7.i44.3, label %common.ret.loopexit.unr-lcssa.i45, label %.89.endif.i15, !prof !29, !llvm.loop !50

for.end.endif:                                    ; preds = %.89.endif.epil.i50, %common.ret.loopexit.unr-lcssa.i45, %B0.endif.endif.endif.endif.endif
  %.72.0.lcssa.i10 = phi double [ 0.000000e+00, %B0.endif.endif.endif.endif.endif ], [ %.108.7.i41.lcssa, %common.ret.loopexit.unr-lcssa.i45 ], [ %.108.epil.i55, %.89.endif.epil.i50 ]
  tail call void @NRT_decref(ptr %arg.v.0)
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.72.0.lcssa.i7377, ptr %retptr, align 8
  %retptr.repack24 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store double %.72.0.lcssa.i10, ptr %retptr.repack24, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !10

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret1, !prof !10

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 42949671, i32 -42949671}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!"branch_weights", i32 1, i32 99}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12}
!17 = !{!"branch_weights", i32 127, i32 1}
!18 = !{!"branch_weights", i32 146201250, i32 2001282398}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!22 = !{!"branch_weights", i32 1, i32 1}
!23 = distinct !{!23, !15}
!24 = !{!"branch_weights", i32 -2147483648, i32 0}
!25 = !{!"branch_weights", i32 277993707, i32 1869489941}
!26 = !{!"branch_weights", i32 542333185, i32 1605150463}
!27 = distinct !{!27, !28, !15}
!28 = !{!"llvm.loop.estimated_trip_count", i32 4}
!29 = !{!"branch_weights", i32 166258294, i32 1981225354}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.estimated_trip_count", i32 3}
!32 = !{!"branch_weights", i32 38092570, i32 2109391078}
!33 = !{!34, !36, !37, !39}
!34 = distinct !{!34, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!35 = distinct !{!35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!36 = distinct !{!36, !35, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!40 = distinct !{!40, !12, !13}
!41 = !{!"branch_weights", i32 4, i32 28}
!42 = distinct !{!42, !12, !13}
!43 = distinct !{!43, !15}
!44 = distinct !{!44, !12}
!45 = !{!"branch_weights", i32 0, i32 -2147483648}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v49B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!49 = distinct !{!49, !15}
!50 = distinct !{!50, !31}
