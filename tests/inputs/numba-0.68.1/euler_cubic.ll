; ModuleID = 'euler_cubic'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.euler_cubic = internal constant [12 x i8] c"euler_cubic\00"
@_ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
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
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f74a0882410B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f74a0882650B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.y0.0, ptr readnone captures(none) %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, ptr readonly captures(none) %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
B0:
  %const902 = bitcast i64 -1152921504606846976 to i64
  %const901 = bitcast i64 -2305843009213693952 to i64
  %y.2.sroa.60.0.lcssa.fr = freeze i64 %arg.y0.5.0
  tail call void @NRT_incref(ptr %arg.y0.0)
  %0 = add i64 %y.2.sroa.60.0.lcssa.fr, %const902
  %.43 = icmp ult i64 %0, %const901
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B128.i:                                           ; preds = %B0.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %.6.i, ptr align 1 %arg.y0.4, i64 %.107, i1 false)
  tail call void @NRT_decref(ptr %arg.y0.0)
  %.101.not.i = icmp eq i64 %y.2.sroa.60.0.lcssa.fr, 1
  br i1 %.101.not.i, label %B76.endif.endif.endif.endif.endif.endif.endif, label %B150.i100

B128.i65:                                         ; preds = %for.body.endif.endif.endif.endif.2, %for.body.endif.endif.endif.endif.us.2, %for.body.endif.endif.endif.endif.2.prol.loopexit, %for.body.endif.endif.endif.endif.us.2.prol.loopexit, %middle.block374, %vec.epilog.middle.block392, %middle.block409
  tail call void @NRT_decref(ptr nonnull %.7.i.i109.1)
  %.101.not.i66 = icmp eq i64 %dest_shape.8245, 1
  br i1 %.101.not.i66, label %B146.endif.endif.endif.endif.endif, label %B90.i130

common.ret:                                       ; preds = %for.end.1.endif, %B146.endif.endif.endif.endif.endif.if.if, %B76.endif.endif.endif.endif.endif.endif.endif.if.if, %B76.endif.endif.endif.endif.endif.endif.if, %B0.endif.if.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B0.endif.if.if ], [ 1, %B146.endif.endif.endif.endif.endif.if.if ], [ 1, %B76.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 0, %for.end.1.endif ], [ 1, %B76.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %B0
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %B0
  %.42 = shl nsw i64 %y.2.sroa.60.0.lcssa.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if.if, label %B128.i, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B150.i100:                                        ; preds = %B128.i
  %1 = add i64 %y.2.sroa.60.0.lcssa.fr, %const902
  %.403 = icmp ult i64 %1, %const901
  br i1 %.403, label %B76.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif, !prof !9

B76.endif.endif.endif.endif.endif.endif.if:       ; preds = %B150.i100
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B128.i, %B150.i100
  %y.2.sroa.60.0.lcssa.fr227 = phi i64 [ %y.2.sroa.60.0.lcssa.fr, %B150.i100 ], [ 1, %B128.i ]
  %.402 = shl nsw i64 %y.2.sroa.60.0.lcssa.fr227, 3
  %.7.i.i109 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.402, i32 32), !noalias !10
  %.8.i.i110 = icmp eq ptr %.7.i.i109, null
  br i1 %.8.i.i110, label %B76.endif.endif.endif.endif.endif.endif.endif.if.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775776 to i64
  %.5.i115 = getelementptr i8, ptr %.7.i.i109, i64 24
  %.6.i116 = load ptr, ptr %.5.i115, align 8
  %.476234 = icmp sgt i64 %y.2.sroa.60.0.lcssa.fr227, 0
  br i1 %.476234, label %for.body.lr.ph, label %B128.i.1.thread

B128.i.1.thread:                                  ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  br label %B90.i96.1

for.body.lr.ph:                                   ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif
  %.478 = icmp ugt i64 %y.2.sroa.60.0.lcssa.fr, 1
  br i1 %.478, label %for.body.endif.endif.endif.endif.us.preheader, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %min.iters.check = icmp eq i64 %y.2.sroa.60.0.lcssa.fr227, 1
  br i1 %min.iters.check, label %for.body.endif.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %2 = shl i64 %y.2.sroa.60.0.lcssa.fr227, 3
  %scevgep = getelementptr i8, ptr %.6.i116, i64 %2
  %scevgep256 = getelementptr i8, ptr %.6.i, i64 8
  %bound0 = icmp ult ptr %.6.i116, %scevgep256
  %bound1 = icmp ult ptr %.6.i, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.endif.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %min.iters.check257 = icmp ult i64 %y.2.sroa.60.0.lcssa.fr227, 32
  br i1 %min.iters.check257, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %y.2.sroa.60.0.lcssa.fr227, %const
  %3 = load double, ptr %.6.i, align 8, !alias.scope !17
  %.scalar = fmul double %3, %3
  %.scalar488 = fmul double %3, %.scalar
  %4 = tail call double @llvm.sin.f64(double %3)
  %.scalar489 = fsub double %4, %.scalar488
  %.scalar490 = fmul double %arg.h, %.scalar489
  %.scalar491 = fadd double %3, %.scalar490
  %5 = insertelement <8 x double> poison, double %.scalar491, i64 0
  %6 = shufflevector <8 x double> %5, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr903 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr
  store <8 x double> %6, ptr %sunkaddr903, align 8, !alias.scope !20, !noalias !17
  %sunkaddr904 = mul i64 %index, 8
  %sunkaddr905 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr904
  %sunkaddr906 = getelementptr i8, ptr %sunkaddr905, i64 64
  store <8 x double> %6, ptr %sunkaddr906, align 8, !alias.scope !20, !noalias !17
  %sunkaddr907 = mul i64 %index, 8
  %sunkaddr908 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr907
  %sunkaddr909 = getelementptr i8, ptr %sunkaddr908, i64 128
  store <8 x double> %6, ptr %sunkaddr909, align 8, !alias.scope !20, !noalias !17
  %sunkaddr910 = mul i64 %index, 8
  %sunkaddr911 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr910
  %sunkaddr912 = getelementptr i8, ptr %sunkaddr911, i64 192
  store <8 x double> %6, ptr %sunkaddr912, align 8, !alias.scope !20, !noalias !17
  %index.next = add nuw i64 %index, 32
  %7 = icmp eq i64 %n.vec, %index.next
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %y.2.sroa.60.0.lcssa.fr227, %n.vec
  br i1 %cmp.n, label %B128.i.1, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %8 = and i64 %y.2.sroa.60.0.lcssa.fr227, 30
  %min.epilog.iters.check = icmp eq i64 %8, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !25

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat898 = add i64 %const, 30
  %n.vec263 = and i64 %y.2.sroa.60.0.lcssa.fr227, %const_mat898
  %9 = load double, ptr %.6.i, align 8, !alias.scope !17
  %.scalar492 = fmul double %9, %9
  %.scalar493 = fmul double %9, %.scalar492
  %10 = tail call double @llvm.sin.f64(double %9)
  %.scalar494 = fsub double %10, %.scalar493
  %.scalar495 = fmul double %arg.h, %.scalar494
  %.scalar496 = fadd double %9, %.scalar495
  %11 = insertelement <2 x double> poison, double %.scalar496, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index270 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next271, %vec.epilog.vector.body ]
  %13 = shl i64 %index270, 3
  %scevgep884 = getelementptr i8, ptr %.6.i116, i64 %13
  store <2 x double> %12, ptr %scevgep884, align 8, !alias.scope !20, !noalias !17
  %index.next271 = add nuw i64 %index270, 2
  %14 = icmp eq i64 %n.vec263, %index.next271
  br i1 %14, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n272 = icmp eq i64 %y.2.sroa.60.0.lcssa.fr227, %n.vec263
  br i1 %cmp.n272, label %B128.i.1, label %for.body.endif.endif.endif.endif.preheader

for.body.endif.endif.endif.endif.preheader:       ; preds = %vector.memcheck, %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index238.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec263, %vec.epilog.middle.block ]
  %15 = sub nsw i64 %y.2.sroa.60.0.lcssa.fr227, %loop.index238.ph
  %xtraiter = and i64 %15, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.endif.prol.preheader:  ; preds = %for.body.endif.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.endif.prol

for.body.endif.endif.endif.endif.prol:            ; preds = %for.body.endif.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.endif.prol
  %lsr.iv882 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.endif.prol.preheader ], [ %lsr.iv.next883, %for.body.endif.endif.endif.endif.prol ]
  %loop.index238.prol = phi i64 [ %.533.prol, %for.body.endif.endif.endif.endif.prol ], [ %loop.index238.ph, %for.body.endif.endif.endif.endif.prol.preheader ]
  %.486.prol = load double, ptr %.6.i, align 8
  %.147.i.i117.prol = fmul double %.486.prol, %.486.prol
  %.127.i.1.i118.prol = fmul double %.486.prol, %.147.i.i117.prol
  %.42.le.i119.prol = tail call double @llvm.sin.f64(double %.486.prol)
  %.47.i120.prol = fsub double %.42.le.i119.prol, %.127.i.1.i118.prol
  %.48.i121.prol = fmul double %arg.h, %.47.i120.prol
  %.49.i122.prol = fadd double %.486.prol, %.48.i121.prol
  %16 = shl i64 %loop.index238.prol, 3
  %scevgep881 = getelementptr i8, ptr %.6.i116, i64 %16
  store double %.49.i122.prol, ptr %scevgep881, align 8
  %.533.prol = add nuw i64 %loop.index238.prol, 1
  %lsr.iv.next883 = add nsw i64 %lsr.iv882, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next883, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.endif.prol, !llvm.loop !27

for.body.endif.endif.endif.endif.prol.loopexit:   ; preds = %for.body.endif.endif.endif.endif.prol, %for.body.endif.endif.endif.endif.preheader
  %loop.index238.unr = phi i64 [ %loop.index238.ph, %for.body.endif.endif.endif.endif.preheader ], [ %.533.prol, %for.body.endif.endif.endif.endif.prol ]
  %17 = sub nsw i64 %loop.index238.ph, %y.2.sroa.60.0.lcssa.fr227
  %18 = icmp ugt i64 %17, -8
  br i1 %18, label %B128.i.1, label %for.body.endif.endif.endif.endif.preheader610

for.body.endif.endif.endif.endif.preheader610:    ; preds = %for.body.endif.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif.endif

for.body.endif.endif.endif.endif.us.preheader:    ; preds = %for.body.lr.ph
  %19 = ptrtoint ptr %.6.i116 to i64
  %20 = ptrtoint ptr %.6.i to i64
  %min.iters.check276 = icmp ult i64 %y.2.sroa.60.0.lcssa.fr227, 8
  %21 = sub i64 %19, %20
  %diff.check = icmp ult i64 %21, 64
  %or.cond = select i1 %min.iters.check276, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.endif.endif.us.preheader524, label %vector.ph277

vector.ph277:                                     ; preds = %for.body.endif.endif.endif.endif.us.preheader
  %const_mat = add i64 %const, 24
  %n.vec279 = and i64 %y.2.sroa.60.0.lcssa.fr227, %const_mat
  %broadcast.splatinsert280 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat281 = shufflevector <8 x double> %broadcast.splatinsert280, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body282

vector.body282:                                   ; preds = %vector.body282, %vector.ph277
  %index283 = phi i64 [ 0, %vector.ph277 ], [ %index.next284, %vector.body282 ]
  %22 = shl i64 %index283, 3
  %scevgep864 = getelementptr i8, ptr %.6.i, i64 %22
  %wide.load = load <8 x double>, ptr %scevgep864, align 8
  %23 = fmul <8 x double> %wide.load, %wide.load
  %24 = fmul <8 x double> %wide.load, %23
  %25 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %26 = fsub <8 x double> %25, %24
  %27 = fmul <8 x double> %broadcast.splat281, %26
  %28 = fadd <8 x double> %wide.load, %27
  %29 = shl i64 %index283, 3
  %scevgep863 = getelementptr i8, ptr %.6.i116, i64 %29
  store <8 x double> %28, ptr %scevgep863, align 8
  %index.next284 = add nuw i64 %index283, 8
  %30 = icmp eq i64 %n.vec279, %index.next284
  br i1 %30, label %middle.block285, label %vector.body282, !llvm.loop !29

middle.block285:                                  ; preds = %vector.body282
  %cmp.n286 = icmp eq i64 %y.2.sroa.60.0.lcssa.fr227, %n.vec279
  br i1 %cmp.n286, label %B128.i.1, label %for.body.endif.endif.endif.endif.us.preheader524

for.body.endif.endif.endif.endif.us.preheader524: ; preds = %for.body.endif.endif.endif.endif.us.preheader, %middle.block285
  %loop.index238.us.ph = phi i64 [ 0, %for.body.endif.endif.endif.endif.us.preheader ], [ %n.vec279, %middle.block285 ]
  %xtraiter550 = and i64 %y.2.sroa.60.0.lcssa.fr227, 7
  %lcmp.mod551.not = icmp eq i64 %xtraiter550, 0
  br i1 %lcmp.mod551.not, label %for.body.endif.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.endif.us.prol.preheader: ; preds = %for.body.endif.endif.endif.endif.us.preheader524
  br label %for.body.endif.endif.endif.endif.us.prol

for.body.endif.endif.endif.endif.us.prol:         ; preds = %for.body.endif.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.endif.us.prol
  %lsr.iv861 = phi i64 [ %xtraiter550, %for.body.endif.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next862, %for.body.endif.endif.endif.endif.us.prol ]
  %loop.index238.us.prol = phi i64 [ %.533.us.prol, %for.body.endif.endif.endif.endif.us.prol ], [ %loop.index238.us.ph, %for.body.endif.endif.endif.endif.us.prol.preheader ]
  %31 = shl i64 %loop.index238.us.prol, 3
  %scevgep860 = getelementptr i8, ptr %.6.i, i64 %31
  %.486160.us.prol = load double, ptr %scevgep860, align 8
  %.147.i.i.prol = fmul double %.486160.us.prol, %.486160.us.prol
  %.127.i.1.i.prol = fmul double %.486160.us.prol, %.147.i.i.prol
  %.42.le.i.prol = tail call double @llvm.sin.f64(double %.486160.us.prol)
  %.47.i.prol = fsub double %.42.le.i.prol, %.127.i.1.i.prol
  %.48.i.prol = fmul double %arg.h, %.47.i.prol
  %.49.i.prol = fadd double %.486160.us.prol, %.48.i.prol
  %32 = shl i64 %loop.index238.us.prol, 3
  %scevgep859 = getelementptr i8, ptr %.6.i116, i64 %32
  store double %.49.i.prol, ptr %scevgep859, align 8
  %.533.us.prol = add nuw nsw i64 %loop.index238.us.prol, 1
  %lsr.iv.next862 = add nsw i64 %lsr.iv861, -1
  %prol.iter552.cmp.not = icmp eq i64 %lsr.iv.next862, 0
  br i1 %prol.iter552.cmp.not, label %for.body.endif.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.endif.us.prol, !llvm.loop !30

for.body.endif.endif.endif.endif.us.prol.loopexit: ; preds = %for.body.endif.endif.endif.endif.us.prol, %for.body.endif.endif.endif.endif.us.preheader524
  %loop.index238.us.unr = phi i64 [ %loop.index238.us.ph, %for.body.endif.endif.endif.endif.us.preheader524 ], [ %.533.us.prol, %for.body.endif.endif.endif.endif.us.prol ]
  %33 = sub nsw i64 %loop.index238.us.ph, %y.2.sroa.60.0.lcssa.fr227
  %34 = icmp ugt i64 %33, -8
  br i1 %34, label %B128.i.1, label %for.body.endif.endif.endif.endif.us.preheader609

for.body.endif.endif.endif.endif.us.preheader609: ; preds = %for.body.endif.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.endif.us

for.body.endif.endif.endif.endif.us:              ; preds = %for.body.endif.endif.endif.endif.us.preheader609, %for.body.endif.endif.endif.endif.us
  %loop.index238.us = phi i64 [ %.533.us.7, %for.body.endif.endif.endif.endif.us ], [ %loop.index238.us.unr, %for.body.endif.endif.endif.endif.us.preheader609 ]
  %sunkaddr913 = mul i64 %loop.index238.us, 8
  %sunkaddr914 = getelementptr i8, ptr %.6.i, i64 %sunkaddr913
  %.486160.us = load double, ptr %sunkaddr914, align 8
  %.147.i.i = fmul double %.486160.us, %.486160.us
  %.127.i.1.i = fmul double %.486160.us, %.147.i.i
  %.42.le.i = tail call double @llvm.sin.f64(double %.486160.us)
  %.47.i = fsub double %.42.le.i, %.127.i.1.i
  %.48.i = fmul double %arg.h, %.47.i
  %.49.i = fadd double %.486160.us, %.48.i
  %sunkaddr915 = mul i64 %loop.index238.us, 8
  %sunkaddr916 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr915
  store double %.49.i, ptr %sunkaddr916, align 8
  %sunkaddr917 = mul i64 %loop.index238.us, 8
  %sunkaddr918 = getelementptr i8, ptr %.6.i, i64 %sunkaddr917
  %sunkaddr919 = getelementptr i8, ptr %sunkaddr918, i64 8
  %.486160.us.1555 = load double, ptr %sunkaddr919, align 8
  %.147.i.i.1556 = fmul double %.486160.us.1555, %.486160.us.1555
  %.127.i.1.i.1557 = fmul double %.486160.us.1555, %.147.i.i.1556
  %.42.le.i.1558 = tail call double @llvm.sin.f64(double %.486160.us.1555)
  %.47.i.1559 = fsub double %.42.le.i.1558, %.127.i.1.i.1557
  %.48.i.1560 = fmul double %arg.h, %.47.i.1559
  %.49.i.1561 = fadd double %.486160.us.1555, %.48.i.1560
  %sunkaddr920 = mul i64 %loop.index238.us, 8
  %sunkaddr921 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr920
  %sunkaddr922 = getelementptr i8, ptr %sunkaddr921, i64 8
  store double %.49.i.1561, ptr %sunkaddr922, align 8
  %sunkaddr923 = mul i64 %loop.index238.us, 8
  %sunkaddr924 = getelementptr i8, ptr %.6.i, i64 %sunkaddr923
  %sunkaddr925 = getelementptr i8, ptr %sunkaddr924, i64 16
  %.486160.us.2568 = load double, ptr %sunkaddr925, align 8
  %.147.i.i.2569 = fmul double %.486160.us.2568, %.486160.us.2568
  %.127.i.1.i.2570 = fmul double %.486160.us.2568, %.147.i.i.2569
  %.42.le.i.2571 = tail call double @llvm.sin.f64(double %.486160.us.2568)
  %.47.i.2572 = fsub double %.42.le.i.2571, %.127.i.1.i.2570
  %.48.i.2573 = fmul double %arg.h, %.47.i.2572
  %.49.i.2574 = fadd double %.486160.us.2568, %.48.i.2573
  %sunkaddr926 = mul i64 %loop.index238.us, 8
  %sunkaddr927 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr926
  %sunkaddr928 = getelementptr i8, ptr %sunkaddr927, i64 16
  store double %.49.i.2574, ptr %sunkaddr928, align 8
  %sunkaddr929 = mul i64 %loop.index238.us, 8
  %sunkaddr930 = getelementptr i8, ptr %.6.i, i64 %sunkaddr929
  %sunkaddr931 = getelementptr i8, ptr %sunkaddr930, i64 24
  %.486160.us.3 = load double, ptr %sunkaddr931, align 8
  %.147.i.i.3 = fmul double %.486160.us.3, %.486160.us.3
  %.127.i.1.i.3 = fmul double %.486160.us.3, %.147.i.i.3
  %.42.le.i.3 = tail call double @llvm.sin.f64(double %.486160.us.3)
  %.47.i.3 = fsub double %.42.le.i.3, %.127.i.1.i.3
  %.48.i.3 = fmul double %arg.h, %.47.i.3
  %.49.i.3 = fadd double %.486160.us.3, %.48.i.3
  %sunkaddr932 = mul i64 %loop.index238.us, 8
  %sunkaddr933 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr932
  %sunkaddr934 = getelementptr i8, ptr %sunkaddr933, i64 24
  store double %.49.i.3, ptr %sunkaddr934, align 8
  %sunkaddr935 = mul i64 %loop.index238.us, 8
  %sunkaddr936 = getelementptr i8, ptr %.6.i, i64 %sunkaddr935
  %sunkaddr937 = getelementptr i8, ptr %sunkaddr936, i64 32
  %.486160.us.4 = load double, ptr %sunkaddr937, align 8
  %.147.i.i.4 = fmul double %.486160.us.4, %.486160.us.4
  %.127.i.1.i.4 = fmul double %.486160.us.4, %.147.i.i.4
  %.42.le.i.4 = tail call double @llvm.sin.f64(double %.486160.us.4)
  %.47.i.4 = fsub double %.42.le.i.4, %.127.i.1.i.4
  %.48.i.4 = fmul double %arg.h, %.47.i.4
  %.49.i.4 = fadd double %.486160.us.4, %.48.i.4
  %sunkaddr938 = mul i64 %loop.index238.us, 8
  %sunkaddr939 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr938
  %sunkaddr940 = getelementptr i8, ptr %sunkaddr939, i64 32
  store double %.49.i.4, ptr %sunkaddr940, align 8
  %sunkaddr941 = mul i64 %loop.index238.us, 8
  %sunkaddr942 = getelementptr i8, ptr %.6.i, i64 %sunkaddr941
  %sunkaddr943 = getelementptr i8, ptr %sunkaddr942, i64 40
  %.486160.us.5 = load double, ptr %sunkaddr943, align 8
  %.147.i.i.5 = fmul double %.486160.us.5, %.486160.us.5
  %.127.i.1.i.5 = fmul double %.486160.us.5, %.147.i.i.5
  %.42.le.i.5 = tail call double @llvm.sin.f64(double %.486160.us.5)
  %.47.i.5 = fsub double %.42.le.i.5, %.127.i.1.i.5
  %.48.i.5 = fmul double %arg.h, %.47.i.5
  %.49.i.5 = fadd double %.486160.us.5, %.48.i.5
  %sunkaddr944 = mul i64 %loop.index238.us, 8
  %sunkaddr945 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr944
  %sunkaddr946 = getelementptr i8, ptr %sunkaddr945, i64 40
  store double %.49.i.5, ptr %sunkaddr946, align 8
  %sunkaddr947 = mul i64 %loop.index238.us, 8
  %sunkaddr948 = getelementptr i8, ptr %.6.i, i64 %sunkaddr947
  %sunkaddr949 = getelementptr i8, ptr %sunkaddr948, i64 48
  %.486160.us.6 = load double, ptr %sunkaddr949, align 8
  %.147.i.i.6 = fmul double %.486160.us.6, %.486160.us.6
  %.127.i.1.i.6 = fmul double %.486160.us.6, %.147.i.i.6
  %.42.le.i.6 = tail call double @llvm.sin.f64(double %.486160.us.6)
  %.47.i.6 = fsub double %.42.le.i.6, %.127.i.1.i.6
  %.48.i.6 = fmul double %arg.h, %.47.i.6
  %.49.i.6 = fadd double %.486160.us.6, %.48.i.6
  %sunkaddr950 = mul i64 %loop.index238.us, 8
  %sunkaddr951 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr950
  %sunkaddr952 = getelementptr i8, ptr %sunkaddr951, i64 48
  store double %.49.i.6, ptr %sunkaddr952, align 8
  %sunkaddr953 = mul i64 %loop.index238.us, 8
  %sunkaddr954 = getelementptr i8, ptr %.6.i, i64 %sunkaddr953
  %sunkaddr955 = getelementptr i8, ptr %sunkaddr954, i64 56
  %.486160.us.7 = load double, ptr %sunkaddr955, align 8
  %.147.i.i.7 = fmul double %.486160.us.7, %.486160.us.7
  %.127.i.1.i.7 = fmul double %.486160.us.7, %.147.i.i.7
  %.42.le.i.7 = tail call double @llvm.sin.f64(double %.486160.us.7)
  %.47.i.7 = fsub double %.42.le.i.7, %.127.i.1.i.7
  %.48.i.7 = fmul double %arg.h, %.47.i.7
  %.49.i.7 = fadd double %.486160.us.7, %.48.i.7
  %sunkaddr956 = mul i64 %loop.index238.us, 8
  %sunkaddr957 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr956
  %sunkaddr958 = getelementptr i8, ptr %sunkaddr957, i64 56
  store double %.49.i.7, ptr %sunkaddr958, align 8
  %.533.us.7 = add nuw nsw i64 %loop.index238.us, 8
  %exitcond317.not.7 = icmp eq i64 %y.2.sroa.60.0.lcssa.fr227, %.533.us.7
  br i1 %exitcond317.not.7, label %B128.i.1, label %for.body.endif.endif.endif.endif.us, !llvm.loop !31

B76.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.2, %B76.endif.endif.endif.endif.endif.endif.endif.1, %B76.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B128.i.1:                                         ; preds = %for.body.endif.endif.endif.endif, %for.body.endif.endif.endif.endif.us, %for.body.endif.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block285
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %cond = icmp eq i64 %y.2.sroa.60.0.lcssa.fr227, 1
  br i1 %cond, label %B76.endif.endif.endif.endif.endif.endif.endif.1, label %B90.i96.1

B90.i96.1:                                        ; preds = %B128.i.1, %B128.i.1.thread
  br label %B76.endif.endif.endif.endif.endif.endif.endif.1

B76.endif.endif.endif.endif.endif.endif.endif.1:  ; preds = %B128.i.1, %B90.i96.1
  %dest_shape.5236 = phi i64 [ %y.2.sroa.60.0.lcssa.fr227, %B90.i96.1 ], [ 1, %B128.i.1 ]
  %.402.1 = shl nsw i64 %dest_shape.5236, 3
  %.7.i.i109.1 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.402.1, i32 32), !noalias !10
  %.8.i.i110.1 = icmp eq ptr %.7.i.i109.1, null
  br i1 %.8.i.i110.1, label %B76.endif.endif.endif.endif.endif.endif.endif.if.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.1: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.1
  %.5.i115.1 = getelementptr i8, ptr %.7.i.i109.1, i64 24
  %.6.i116.1 = load ptr, ptr %.5.i115.1, align 8
  %.476234.1 = icmp sgt i64 %dest_shape.5236, 0
  br i1 %.476234.1, label %for.body.lr.ph.1, label %B128.i.2.thread

B128.i.2.thread:                                  ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.1
  tail call void @NRT_decref(ptr nonnull %.7.i.i109)
  br label %B90.i96.2

for.body.lr.ph.1:                                 ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.1
  %.478.1 = icmp ugt i64 %y.2.sroa.60.0.lcssa.fr227, 1
  br i1 %.478.1, label %for.body.endif.endif.endif.endif.us.1.preheader, label %iter.check297

iter.check297:                                    ; preds = %for.body.lr.ph.1
  %min.iters.check295 = icmp eq i64 %dest_shape.5236, 1
  br i1 %min.iters.check295, label %for.body.endif.endif.endif.endif.1.preheader, label %vector.memcheck288

vector.memcheck288:                               ; preds = %iter.check297
  %35 = shl i64 %dest_shape.5236, 3
  %scevgep289 = getelementptr i8, ptr %.6.i116.1, i64 %35
  %scevgep290 = getelementptr i8, ptr %.6.i116, i64 8
  %bound0291 = icmp ult ptr %.6.i116.1, %scevgep290
  %bound1292 = icmp ult ptr %.6.i116, %scevgep289
  %found.conflict293 = and i1 %bound0291, %bound1292
  br i1 %found.conflict293, label %for.body.endif.endif.endif.endif.1.preheader, label %vector.main.loop.iter.check299

vector.main.loop.iter.check299:                   ; preds = %vector.memcheck288
  %min.iters.check298 = icmp ult i64 %dest_shape.5236, 32
  br i1 %min.iters.check298, label %vec.epilog.ph318, label %vector.ph300

vector.ph300:                                     ; preds = %vector.main.loop.iter.check299
  %n.vec302 = and i64 %dest_shape.5236, %const
  %36 = load double, ptr %.6.i116, align 8, !alias.scope !32
  %.scalar497 = fmul double %36, %36
  %.scalar498 = fmul double %36, %.scalar497
  %37 = tail call double @llvm.sin.f64(double %36)
  %.scalar499 = fsub double %37, %.scalar498
  %.scalar500 = fmul double %arg.h, %.scalar499
  %.scalar501 = fadd double %36, %.scalar500
  %38 = insertelement <8 x double> poison, double %.scalar501, i64 0
  %39 = shufflevector <8 x double> %38, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body309

vector.body309:                                   ; preds = %vector.body309, %vector.ph300
  %index310 = phi i64 [ 0, %vector.ph300 ], [ %index.next311, %vector.body309 ]
  %sunkaddr959 = mul i64 %index310, 8
  %sunkaddr960 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr959
  store <8 x double> %39, ptr %sunkaddr960, align 8, !alias.scope !35, !noalias !32
  %sunkaddr961 = mul i64 %index310, 8
  %sunkaddr962 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr961
  %sunkaddr963 = getelementptr i8, ptr %sunkaddr962, i64 64
  store <8 x double> %39, ptr %sunkaddr963, align 8, !alias.scope !35, !noalias !32
  %sunkaddr964 = mul i64 %index310, 8
  %sunkaddr965 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, ptr %sunkaddr965, i64 128
  store <8 x double> %39, ptr %sunkaddr966, align 8, !alias.scope !35, !noalias !32
  %sunkaddr967 = mul i64 %index310, 8
  %sunkaddr968 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr967
  %sunkaddr969 = getelementptr i8, ptr %sunkaddr968, i64 192
  store <8 x double> %39, ptr %sunkaddr969, align 8, !alias.scope !35, !noalias !32
  %index.next311 = add nuw i64 %index310, 32
  %40 = icmp eq i64 %n.vec302, %index.next311
  br i1 %40, label %middle.block312, label %vector.body309, !llvm.loop !37

middle.block312:                                  ; preds = %vector.body309
  %cmp.n313 = icmp eq i64 %dest_shape.5236, %n.vec302
  br i1 %cmp.n313, label %B128.i.2, label %vec.epilog.iter.check316

vec.epilog.iter.check316:                         ; preds = %middle.block312
  %41 = and i64 %dest_shape.5236, 30
  %min.epilog.iters.check317 = icmp eq i64 %41, 0
  br i1 %min.epilog.iters.check317, label %for.body.endif.endif.endif.endif.1.preheader, label %vec.epilog.ph318, !prof !25

vec.epilog.ph318:                                 ; preds = %vector.main.loop.iter.check299, %vec.epilog.iter.check316
  %vec.epilog.resume.val314 = phi i64 [ %n.vec302, %vec.epilog.iter.check316 ], [ 0, %vector.main.loop.iter.check299 ]
  %const_mat899 = add i64 %const, 30
  %n.vec320 = and i64 %dest_shape.5236, %const_mat899
  %42 = load double, ptr %.6.i116, align 8, !alias.scope !32
  %.scalar502 = fmul double %42, %42
  %.scalar503 = fmul double %42, %.scalar502
  %43 = tail call double @llvm.sin.f64(double %42)
  %.scalar504 = fsub double %43, %.scalar503
  %.scalar505 = fmul double %arg.h, %.scalar504
  %.scalar506 = fadd double %42, %.scalar505
  %44 = insertelement <2 x double> poison, double %.scalar506, i64 0
  %45 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body327

vec.epilog.vector.body327:                        ; preds = %vec.epilog.vector.body327, %vec.epilog.ph318
  %index328 = phi i64 [ %vec.epilog.resume.val314, %vec.epilog.ph318 ], [ %index.next329, %vec.epilog.vector.body327 ]
  %46 = shl i64 %index328, 3
  %scevgep818 = getelementptr i8, ptr %.6.i116.1, i64 %46
  store <2 x double> %45, ptr %scevgep818, align 8, !alias.scope !35, !noalias !32
  %index.next329 = add nuw i64 %index328, 2
  %47 = icmp eq i64 %n.vec320, %index.next329
  br i1 %47, label %vec.epilog.middle.block330, label %vec.epilog.vector.body327, !llvm.loop !38

vec.epilog.middle.block330:                       ; preds = %vec.epilog.vector.body327
  %cmp.n331 = icmp eq i64 %dest_shape.5236, %n.vec320
  br i1 %cmp.n331, label %B128.i.2, label %for.body.endif.endif.endif.endif.1.preheader

for.body.endif.endif.endif.endif.1.preheader:     ; preds = %vector.memcheck288, %iter.check297, %vec.epilog.iter.check316, %vec.epilog.middle.block330
  %loop.index238.1.ph = phi i64 [ 0, %iter.check297 ], [ 0, %vector.memcheck288 ], [ %n.vec302, %vec.epilog.iter.check316 ], [ %n.vec320, %vec.epilog.middle.block330 ]
  %48 = sub nsw i64 %dest_shape.5236, %loop.index238.1.ph
  %xtraiter579 = and i64 %48, 7
  %lcmp.mod580.not = icmp eq i64 %xtraiter579, 0
  br i1 %lcmp.mod580.not, label %for.body.endif.endif.endif.endif.1.prol.loopexit, label %for.body.endif.endif.endif.endif.1.prol.preheader

for.body.endif.endif.endif.endif.1.prol.preheader: ; preds = %for.body.endif.endif.endif.endif.1.preheader
  br label %for.body.endif.endif.endif.endif.1.prol

for.body.endif.endif.endif.endif.1.prol:          ; preds = %for.body.endif.endif.endif.endif.1.prol.preheader, %for.body.endif.endif.endif.endif.1.prol
  %lsr.iv816 = phi i64 [ %xtraiter579, %for.body.endif.endif.endif.endif.1.prol.preheader ], [ %lsr.iv.next817, %for.body.endif.endif.endif.endif.1.prol ]
  %loop.index238.1.prol = phi i64 [ %.533.1.prol, %for.body.endif.endif.endif.endif.1.prol ], [ %loop.index238.1.ph, %for.body.endif.endif.endif.endif.1.prol.preheader ]
  %.486.1.prol = load double, ptr %.6.i116, align 8
  %.147.i.i117.1.prol = fmul double %.486.1.prol, %.486.1.prol
  %.127.i.1.i118.1.prol = fmul double %.486.1.prol, %.147.i.i117.1.prol
  %.42.le.i119.1.prol = tail call double @llvm.sin.f64(double %.486.1.prol)
  %.47.i120.1.prol = fsub double %.42.le.i119.1.prol, %.127.i.1.i118.1.prol
  %.48.i121.1.prol = fmul double %arg.h, %.47.i120.1.prol
  %.49.i122.1.prol = fadd double %.486.1.prol, %.48.i121.1.prol
  %49 = shl i64 %loop.index238.1.prol, 3
  %scevgep815 = getelementptr i8, ptr %.6.i116.1, i64 %49
  store double %.49.i122.1.prol, ptr %scevgep815, align 8
  %.533.1.prol = add nuw i64 %loop.index238.1.prol, 1
  %lsr.iv.next817 = add nsw i64 %lsr.iv816, -1
  %prol.iter581.cmp.not = icmp eq i64 %lsr.iv.next817, 0
  br i1 %prol.iter581.cmp.not, label %for.body.endif.endif.endif.endif.1.prol.loopexit, label %for.body.endif.endif.endif.endif.1.prol, !llvm.loop !39

for.body.endif.endif.endif.endif.1.prol.loopexit: ; preds = %for.body.endif.endif.endif.endif.1.prol, %for.body.endif.endif.endif.endif.1.preheader
  %loop.index238.1.unr = phi i64 [ %loop.index238.1.ph, %for.body.endif.endif.endif.endif.1.preheader ], [ %.533.1.prol, %for.body.endif.endif.endif.endif.1.prol ]
  %50 = sub nsw i64 %loop.index238.1.ph, %dest_shape.5236
  %51 = icmp ugt i64 %50, -8
  br i1 %51, label %B128.i.2, label %for.body.endif.endif.endif.endif.1.preheader607

for.body.endif.endif.endif.endif.1.preheader607:  ; preds = %for.body.endif.endif.endif.endif.1.prol.loopexit
  br label %for.body.endif.endif.endif.endif.1

for.body.endif.endif.endif.endif.us.1.preheader:  ; preds = %for.body.lr.ph.1
  %52 = ptrtoint ptr %.6.i116.1 to i64
  %53 = ptrtoint ptr %.6.i116 to i64
  %min.iters.check337 = icmp ult i64 %dest_shape.5236, 8
  %54 = sub i64 %52, %53
  %diff.check335 = icmp ult i64 %54, 64
  %or.cond484 = select i1 %min.iters.check337, i1 true, i1 %diff.check335
  br i1 %or.cond484, label %for.body.endif.endif.endif.endif.us.1.preheader522, label %vector.ph338

vector.ph338:                                     ; preds = %for.body.endif.endif.endif.endif.us.1.preheader
  %const_mat893 = add i64 %const, 24
  %n.vec340 = and i64 %dest_shape.5236, %const_mat893
  %broadcast.splatinsert341 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat342 = shufflevector <8 x double> %broadcast.splatinsert341, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body343

vector.body343:                                   ; preds = %vector.body343, %vector.ph338
  %index344 = phi i64 [ 0, %vector.ph338 ], [ %index.next346, %vector.body343 ]
  %55 = shl i64 %index344, 3
  %scevgep798 = getelementptr i8, ptr %.6.i116, i64 %55
  %wide.load345 = load <8 x double>, ptr %scevgep798, align 8
  %56 = fmul <8 x double> %wide.load345, %wide.load345
  %57 = fmul <8 x double> %wide.load345, %56
  %58 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load345)
  %59 = fsub <8 x double> %58, %57
  %60 = fmul <8 x double> %broadcast.splat342, %59
  %61 = fadd <8 x double> %wide.load345, %60
  %62 = shl i64 %index344, 3
  %scevgep797 = getelementptr i8, ptr %.6.i116.1, i64 %62
  store <8 x double> %61, ptr %scevgep797, align 8
  %index.next346 = add nuw i64 %index344, 8
  %63 = icmp eq i64 %n.vec340, %index.next346
  br i1 %63, label %middle.block347, label %vector.body343, !llvm.loop !40

middle.block347:                                  ; preds = %vector.body343
  %cmp.n348 = icmp eq i64 %dest_shape.5236, %n.vec340
  br i1 %cmp.n348, label %B128.i.2, label %for.body.endif.endif.endif.endif.us.1.preheader522

for.body.endif.endif.endif.endif.us.1.preheader522: ; preds = %for.body.endif.endif.endif.endif.us.1.preheader, %middle.block347
  %loop.index238.us.1.ph = phi i64 [ 0, %for.body.endif.endif.endif.endif.us.1.preheader ], [ %n.vec340, %middle.block347 ]
  %xtraiter582 = and i64 %dest_shape.5236, 7
  %lcmp.mod583.not = icmp eq i64 %xtraiter582, 0
  br i1 %lcmp.mod583.not, label %for.body.endif.endif.endif.endif.us.1.prol.loopexit, label %for.body.endif.endif.endif.endif.us.1.prol.preheader

for.body.endif.endif.endif.endif.us.1.prol.preheader: ; preds = %for.body.endif.endif.endif.endif.us.1.preheader522
  br label %for.body.endif.endif.endif.endif.us.1.prol

for.body.endif.endif.endif.endif.us.1.prol:       ; preds = %for.body.endif.endif.endif.endif.us.1.prol.preheader, %for.body.endif.endif.endif.endif.us.1.prol
  %lsr.iv795 = phi i64 [ %xtraiter582, %for.body.endif.endif.endif.endif.us.1.prol.preheader ], [ %lsr.iv.next796, %for.body.endif.endif.endif.endif.us.1.prol ]
  %loop.index238.us.1.prol = phi i64 [ %.533.us.1.prol, %for.body.endif.endif.endif.endif.us.1.prol ], [ %loop.index238.us.1.ph, %for.body.endif.endif.endif.endif.us.1.prol.preheader ]
  %64 = shl i64 %loop.index238.us.1.prol, 3
  %scevgep794 = getelementptr i8, ptr %.6.i116, i64 %64
  %.486160.us.1.prol = load double, ptr %scevgep794, align 8
  %.147.i.i.1.prol = fmul double %.486160.us.1.prol, %.486160.us.1.prol
  %.127.i.1.i.1.prol = fmul double %.486160.us.1.prol, %.147.i.i.1.prol
  %.42.le.i.1.prol = tail call double @llvm.sin.f64(double %.486160.us.1.prol)
  %.47.i.1.prol = fsub double %.42.le.i.1.prol, %.127.i.1.i.1.prol
  %.48.i.1.prol = fmul double %arg.h, %.47.i.1.prol
  %.49.i.1.prol = fadd double %.486160.us.1.prol, %.48.i.1.prol
  %65 = shl i64 %loop.index238.us.1.prol, 3
  %scevgep793 = getelementptr i8, ptr %.6.i116.1, i64 %65
  store double %.49.i.1.prol, ptr %scevgep793, align 8
  %.533.us.1.prol = add nuw nsw i64 %loop.index238.us.1.prol, 1
  %lsr.iv.next796 = add nsw i64 %lsr.iv795, -1
  %prol.iter584.cmp.not = icmp eq i64 %lsr.iv.next796, 0
  br i1 %prol.iter584.cmp.not, label %for.body.endif.endif.endif.endif.us.1.prol.loopexit, label %for.body.endif.endif.endif.endif.us.1.prol, !llvm.loop !41

for.body.endif.endif.endif.endif.us.1.prol.loopexit: ; preds = %for.body.endif.endif.endif.endif.us.1.prol, %for.body.endif.endif.endif.endif.us.1.preheader522
  %loop.index238.us.1.unr = phi i64 [ %loop.index238.us.1.ph, %for.body.endif.endif.endif.endif.us.1.preheader522 ], [ %.533.us.1.prol, %for.body.endif.endif.endif.endif.us.1.prol ]
  %66 = sub nsw i64 %loop.index238.us.1.ph, %dest_shape.5236
  %67 = icmp ugt i64 %66, -8
  br i1 %67, label %B128.i.2, label %for.body.endif.endif.endif.endif.us.1.preheader606

for.body.endif.endif.endif.endif.us.1.preheader606: ; preds = %for.body.endif.endif.endif.endif.us.1.prol.loopexit
  br label %for.body.endif.endif.endif.endif.us.1

for.body.endif.endif.endif.endif.1:               ; preds = %for.body.endif.endif.endif.endif.1.preheader607, %for.body.endif.endif.endif.endif.1
  %loop.index238.1 = phi i64 [ %.533.1.7, %for.body.endif.endif.endif.endif.1 ], [ %loop.index238.1.unr, %for.body.endif.endif.endif.endif.1.preheader607 ]
  %.486.1 = load double, ptr %.6.i116, align 8
  %.147.i.i117.1 = fmul double %.486.1, %.486.1
  %.127.i.1.i118.1 = fmul double %.486.1, %.147.i.i117.1
  %.42.le.i119.1 = tail call double @llvm.sin.f64(double %.486.1)
  %.47.i120.1 = fsub double %.42.le.i119.1, %.127.i.1.i118.1
  %.48.i121.1 = fmul double %arg.h, %.47.i120.1
  %.49.i122.1 = fadd double %.486.1, %.48.i121.1
  %sunkaddr970 = mul i64 %loop.index238.1, 8
  %sunkaddr971 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr970
  store double %.49.i122.1, ptr %sunkaddr971, align 8
  %.486.1.1 = load double, ptr %.6.i116, align 8
  %.147.i.i117.1.1 = fmul double %.486.1.1, %.486.1.1
  %.127.i.1.i118.1.1 = fmul double %.486.1.1, %.147.i.i117.1.1
  %.42.le.i119.1.1 = tail call double @llvm.sin.f64(double %.486.1.1)
  %.47.i120.1.1 = fsub double %.42.le.i119.1.1, %.127.i.1.i118.1.1
  %.48.i121.1.1 = fmul double %arg.h, %.47.i120.1.1
  %.49.i122.1.1 = fadd double %.486.1.1, %.48.i121.1.1
  %sunkaddr972 = mul i64 %loop.index238.1, 8
  %sunkaddr973 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr972
  %sunkaddr974 = getelementptr i8, ptr %sunkaddr973, i64 8
  store double %.49.i122.1.1, ptr %sunkaddr974, align 8
  %.486.1.2 = load double, ptr %.6.i116, align 8
  %.147.i.i117.1.2 = fmul double %.486.1.2, %.486.1.2
  %.127.i.1.i118.1.2 = fmul double %.486.1.2, %.147.i.i117.1.2
  %.42.le.i119.1.2 = tail call double @llvm.sin.f64(double %.486.1.2)
  %.47.i120.1.2 = fsub double %.42.le.i119.1.2, %.127.i.1.i118.1.2
  %.48.i121.1.2 = fmul double %arg.h, %.47.i120.1.2
  %.49.i122.1.2 = fadd double %.486.1.2, %.48.i121.1.2
  %sunkaddr975 = mul i64 %loop.index238.1, 8
  %sunkaddr976 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr975
  %sunkaddr977 = getelementptr i8, ptr %sunkaddr976, i64 16
  store double %.49.i122.1.2, ptr %sunkaddr977, align 8
  %.486.1.3 = load double, ptr %.6.i116, align 8
  %.147.i.i117.1.3 = fmul double %.486.1.3, %.486.1.3
  %.127.i.1.i118.1.3 = fmul double %.486.1.3, %.147.i.i117.1.3
  %.42.le.i119.1.3 = tail call double @llvm.sin.f64(double %.486.1.3)
  %.47.i120.1.3 = fsub double %.42.le.i119.1.3, %.127.i.1.i118.1.3
  %.48.i121.1.3 = fmul double %arg.h, %.47.i120.1.3
  %.49.i122.1.3 = fadd double %.486.1.3, %.48.i121.1.3
  %sunkaddr978 = mul i64 %loop.index238.1, 8
  %sunkaddr979 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr978
  %sunkaddr980 = getelementptr i8, ptr %sunkaddr979, i64 24
  store double %.49.i122.1.3, ptr %sunkaddr980, align 8
  %.486.1.4 = load double, ptr %.6.i116, align 8
  %.147.i.i117.1.4 = fmul double %.486.1.4, %.486.1.4
  %.127.i.1.i118.1.4 = fmul double %.486.1.4, %.147.i.i117.1.4
  %.42.le.i119.1.4 = tail call double @llvm.sin.f64(double %.486.1.4)
  %.47.i120.1.4 = fsub double %.42.le.i119.1.4, %.127.i.1.i118.1.4
  %.48.i121.1.4 = fmul double %arg.h, %.47.i120.1.4
  %.49.i122.1.4 = fadd double %.486.1.4, %.48.i121.1.4
  %sunkaddr981 = mul i64 %loop.index238.1, 8
  %sunkaddr982 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr981
  %sunkaddr983 = getelementptr i8, ptr %sunkaddr982, i64 32
  store double %.49.i122.1.4, ptr %sunkaddr983, align 8
  %.486.1.5 = load double, ptr %.6.i116, align 8
  %.147.i.i117.1.5 = fmul double %.486.1.5, %.486.1.5
  %.127.i.1.i118.1.5 = fmul double %.486.1.5, %.147.i.i117.1.5
  %.42.le.i119.1.5 = tail call double @llvm.sin.f64(double %.486.1.5)
  %.47.i120.1.5 = fsub double %.42.le.i119.1.5, %.127.i.1.i118.1.5
  %.48.i121.1.5 = fmul double %arg.h, %.47.i120.1.5
  %.49.i122.1.5 = fadd double %.486.1.5, %.48.i121.1.5
  %sunkaddr984 = mul i64 %loop.index238.1, 8
  %sunkaddr985 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr984
  %sunkaddr986 = getelementptr i8, ptr %sunkaddr985, i64 40
  store double %.49.i122.1.5, ptr %sunkaddr986, align 8
  %.486.1.6 = load double, ptr %.6.i116, align 8
  %.147.i.i117.1.6 = fmul double %.486.1.6, %.486.1.6
  %.127.i.1.i118.1.6 = fmul double %.486.1.6, %.147.i.i117.1.6
  %.42.le.i119.1.6 = tail call double @llvm.sin.f64(double %.486.1.6)
  %.47.i120.1.6 = fsub double %.42.le.i119.1.6, %.127.i.1.i118.1.6
  %.48.i121.1.6 = fmul double %arg.h, %.47.i120.1.6
  %.49.i122.1.6 = fadd double %.486.1.6, %.48.i121.1.6
  %sunkaddr987 = mul i64 %loop.index238.1, 8
  %sunkaddr988 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr987
  %sunkaddr989 = getelementptr i8, ptr %sunkaddr988, i64 48
  store double %.49.i122.1.6, ptr %sunkaddr989, align 8
  %.486.1.7 = load double, ptr %.6.i116, align 8
  %.147.i.i117.1.7 = fmul double %.486.1.7, %.486.1.7
  %.127.i.1.i118.1.7 = fmul double %.486.1.7, %.147.i.i117.1.7
  %.42.le.i119.1.7 = tail call double @llvm.sin.f64(double %.486.1.7)
  %.47.i120.1.7 = fsub double %.42.le.i119.1.7, %.127.i.1.i118.1.7
  %.48.i121.1.7 = fmul double %arg.h, %.47.i120.1.7
  %.49.i122.1.7 = fadd double %.486.1.7, %.48.i121.1.7
  %sunkaddr990 = mul i64 %loop.index238.1, 8
  %sunkaddr991 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr990
  %sunkaddr992 = getelementptr i8, ptr %sunkaddr991, i64 56
  store double %.49.i122.1.7, ptr %sunkaddr992, align 8
  %.533.1.7 = add nuw nsw i64 %loop.index238.1, 8
  %exitcond.not.1.7 = icmp eq i64 %dest_shape.5236, %.533.1.7
  br i1 %exitcond.not.1.7, label %B128.i.2, label %for.body.endif.endif.endif.endif.1, !llvm.loop !42

for.body.endif.endif.endif.endif.us.1:            ; preds = %for.body.endif.endif.endif.endif.us.1.preheader606, %for.body.endif.endif.endif.endif.us.1
  %loop.index238.us.1 = phi i64 [ %.533.us.1.7, %for.body.endif.endif.endif.endif.us.1 ], [ %loop.index238.us.1.unr, %for.body.endif.endif.endif.endif.us.1.preheader606 ]
  %sunkaddr993 = mul i64 %loop.index238.us.1, 8
  %sunkaddr994 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr993
  %.486160.us.1 = load double, ptr %sunkaddr994, align 8
  %.147.i.i.1 = fmul double %.486160.us.1, %.486160.us.1
  %.127.i.1.i.1 = fmul double %.486160.us.1, %.147.i.i.1
  %.42.le.i.1 = tail call double @llvm.sin.f64(double %.486160.us.1)
  %.47.i.1 = fsub double %.42.le.i.1, %.127.i.1.i.1
  %.48.i.1 = fmul double %arg.h, %.47.i.1
  %.49.i.1 = fadd double %.486160.us.1, %.48.i.1
  %sunkaddr995 = mul i64 %loop.index238.us.1, 8
  %sunkaddr996 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr995
  store double %.49.i.1, ptr %sunkaddr996, align 8
  %sunkaddr997 = mul i64 %loop.index238.us.1, 8
  %sunkaddr998 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, ptr %sunkaddr998, i64 8
  %.486160.us.1.1 = load double, ptr %sunkaddr999, align 8
  %.147.i.i.1.1 = fmul double %.486160.us.1.1, %.486160.us.1.1
  %.127.i.1.i.1.1 = fmul double %.486160.us.1.1, %.147.i.i.1.1
  %.42.le.i.1.1 = tail call double @llvm.sin.f64(double %.486160.us.1.1)
  %.47.i.1.1 = fsub double %.42.le.i.1.1, %.127.i.1.i.1.1
  %.48.i.1.1 = fmul double %arg.h, %.47.i.1.1
  %.49.i.1.1 = fadd double %.486160.us.1.1, %.48.i.1.1
  %sunkaddr1000 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1001 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1000
  %sunkaddr1002 = getelementptr i8, ptr %sunkaddr1001, i64 8
  store double %.49.i.1.1, ptr %sunkaddr1002, align 8
  %sunkaddr1003 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1004 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1003
  %sunkaddr1005 = getelementptr i8, ptr %sunkaddr1004, i64 16
  %.486160.us.1.2 = load double, ptr %sunkaddr1005, align 8
  %.147.i.i.1.2 = fmul double %.486160.us.1.2, %.486160.us.1.2
  %.127.i.1.i.1.2 = fmul double %.486160.us.1.2, %.147.i.i.1.2
  %.42.le.i.1.2 = tail call double @llvm.sin.f64(double %.486160.us.1.2)
  %.47.i.1.2 = fsub double %.42.le.i.1.2, %.127.i.1.i.1.2
  %.48.i.1.2 = fmul double %arg.h, %.47.i.1.2
  %.49.i.1.2 = fadd double %.486160.us.1.2, %.48.i.1.2
  %sunkaddr1006 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1007 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1006
  %sunkaddr1008 = getelementptr i8, ptr %sunkaddr1007, i64 16
  store double %.49.i.1.2, ptr %sunkaddr1008, align 8
  %sunkaddr1009 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1010 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1009
  %sunkaddr1011 = getelementptr i8, ptr %sunkaddr1010, i64 24
  %.486160.us.1.3 = load double, ptr %sunkaddr1011, align 8
  %.147.i.i.1.3 = fmul double %.486160.us.1.3, %.486160.us.1.3
  %.127.i.1.i.1.3 = fmul double %.486160.us.1.3, %.147.i.i.1.3
  %.42.le.i.1.3 = tail call double @llvm.sin.f64(double %.486160.us.1.3)
  %.47.i.1.3 = fsub double %.42.le.i.1.3, %.127.i.1.i.1.3
  %.48.i.1.3 = fmul double %arg.h, %.47.i.1.3
  %.49.i.1.3 = fadd double %.486160.us.1.3, %.48.i.1.3
  %sunkaddr1012 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1013 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, ptr %sunkaddr1013, i64 24
  store double %.49.i.1.3, ptr %sunkaddr1014, align 8
  %sunkaddr1015 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1016 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1015
  %sunkaddr1017 = getelementptr i8, ptr %sunkaddr1016, i64 32
  %.486160.us.1.4 = load double, ptr %sunkaddr1017, align 8
  %.147.i.i.1.4 = fmul double %.486160.us.1.4, %.486160.us.1.4
  %.127.i.1.i.1.4 = fmul double %.486160.us.1.4, %.147.i.i.1.4
  %.42.le.i.1.4 = tail call double @llvm.sin.f64(double %.486160.us.1.4)
  %.47.i.1.4 = fsub double %.42.le.i.1.4, %.127.i.1.i.1.4
  %.48.i.1.4 = fmul double %arg.h, %.47.i.1.4
  %.49.i.1.4 = fadd double %.486160.us.1.4, %.48.i.1.4
  %sunkaddr1018 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1019 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, ptr %sunkaddr1019, i64 32
  store double %.49.i.1.4, ptr %sunkaddr1020, align 8
  %sunkaddr1021 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1022 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, ptr %sunkaddr1022, i64 40
  %.486160.us.1.5 = load double, ptr %sunkaddr1023, align 8
  %.147.i.i.1.5 = fmul double %.486160.us.1.5, %.486160.us.1.5
  %.127.i.1.i.1.5 = fmul double %.486160.us.1.5, %.147.i.i.1.5
  %.42.le.i.1.5 = tail call double @llvm.sin.f64(double %.486160.us.1.5)
  %.47.i.1.5 = fsub double %.42.le.i.1.5, %.127.i.1.i.1.5
  %.48.i.1.5 = fmul double %arg.h, %.47.i.1.5
  %.49.i.1.5 = fadd double %.486160.us.1.5, %.48.i.1.5
  %sunkaddr1024 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1025 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, ptr %sunkaddr1025, i64 40
  store double %.49.i.1.5, ptr %sunkaddr1026, align 8
  %sunkaddr1027 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1028 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, ptr %sunkaddr1028, i64 48
  %.486160.us.1.6 = load double, ptr %sunkaddr1029, align 8
  %.147.i.i.1.6 = fmul double %.486160.us.1.6, %.486160.us.1.6
  %.127.i.1.i.1.6 = fmul double %.486160.us.1.6, %.147.i.i.1.6
  %.42.le.i.1.6 = tail call double @llvm.sin.f64(double %.486160.us.1.6)
  %.47.i.1.6 = fsub double %.42.le.i.1.6, %.127.i.1.i.1.6
  %.48.i.1.6 = fmul double %arg.h, %.47.i.1.6
  %.49.i.1.6 = fadd double %.486160.us.1.6, %.48.i.1.6
  %sunkaddr1030 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1031 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, ptr %sunkaddr1031, i64 48
  store double %.49.i.1.6, ptr %sunkaddr1032, align 8
  %sunkaddr1033 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1034 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1033
  %sunkaddr1035 = getelementptr i8, ptr %sunkaddr1034, i64 56
  %.486160.us.1.7 = load double, ptr %sunkaddr1035, align 8
  %.147.i.i.1.7 = fmul double %.486160.us.1.7, %.486160.us.1.7
  %.127.i.1.i.1.7 = fmul double %.486160.us.1.7, %.147.i.i.1.7
  %.42.le.i.1.7 = tail call double @llvm.sin.f64(double %.486160.us.1.7)
  %.47.i.1.7 = fsub double %.42.le.i.1.7, %.127.i.1.i.1.7
  %.48.i.1.7 = fmul double %arg.h, %.47.i.1.7
  %.49.i.1.7 = fadd double %.486160.us.1.7, %.48.i.1.7
  %sunkaddr1036 = mul i64 %loop.index238.us.1, 8
  %sunkaddr1037 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1036
  %sunkaddr1038 = getelementptr i8, ptr %sunkaddr1037, i64 56
  store double %.49.i.1.7, ptr %sunkaddr1038, align 8
  %.533.us.1.7 = add nuw nsw i64 %loop.index238.us.1, 8
  %exitcond317.not.1.7 = icmp eq i64 %dest_shape.5236, %.533.us.1.7
  br i1 %exitcond317.not.1.7, label %B128.i.2, label %for.body.endif.endif.endif.endif.us.1, !llvm.loop !43

B128.i.2:                                         ; preds = %for.body.endif.endif.endif.endif.1, %for.body.endif.endif.endif.endif.us.1, %for.body.endif.endif.endif.endif.1.prol.loopexit, %for.body.endif.endif.endif.endif.us.1.prol.loopexit, %middle.block312, %vec.epilog.middle.block330, %middle.block347
  tail call void @NRT_decref(ptr nonnull %.7.i.i109)
  %cond487 = icmp eq i64 %dest_shape.5236, 1
  br i1 %cond487, label %B76.endif.endif.endif.endif.endif.endif.endif.2, label %B90.i96.2

B90.i96.2:                                        ; preds = %B128.i.2, %B128.i.2.thread
  br label %B76.endif.endif.endif.endif.endif.endif.endif.2

B76.endif.endif.endif.endif.endif.endif.endif.2:  ; preds = %B128.i.2, %B90.i96.2
  %dest_shape.8245 = phi i64 [ %dest_shape.5236, %B90.i96.2 ], [ 1, %B128.i.2 ]
  %.402.2 = shl nsw i64 %dest_shape.8245, 3
  %.7.i.i109.2 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.402.2, i32 32), !noalias !10
  %.8.i.i110.2 = icmp eq ptr %.7.i.i109.2, null
  br i1 %.8.i.i110.2, label %B76.endif.endif.endif.endif.endif.endif.endif.if.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.2, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.2: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.2
  %.5.i115.2 = getelementptr i8, ptr %.7.i.i109.2, i64 24
  %.6.i116.2 = load ptr, ptr %.5.i115.2, align 8
  %.476234.2 = icmp sgt i64 %dest_shape.8245, 0
  br i1 %.476234.2, label %for.body.lr.ph.2, label %B128.i65.thread

B128.i65.thread:                                  ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.2
  tail call void @NRT_decref(ptr nonnull %.7.i.i109.1)
  br label %B90.i130

for.body.lr.ph.2:                                 ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.2
  %.478.2 = icmp ugt i64 %dest_shape.5236, 1
  br i1 %.478.2, label %for.body.endif.endif.endif.endif.us.2.preheader, label %iter.check359

iter.check359:                                    ; preds = %for.body.lr.ph.2
  %min.iters.check357 = icmp eq i64 %dest_shape.8245, 1
  br i1 %min.iters.check357, label %for.body.endif.endif.endif.endif.2.preheader, label %vector.memcheck350

vector.memcheck350:                               ; preds = %iter.check359
  %68 = shl i64 %dest_shape.8245, 3
  %scevgep351 = getelementptr i8, ptr %.6.i116.2, i64 %68
  %scevgep352 = getelementptr i8, ptr %.6.i116.1, i64 8
  %bound0353 = icmp ult ptr %.6.i116.2, %scevgep352
  %bound1354 = icmp ult ptr %.6.i116.1, %scevgep351
  %found.conflict355 = and i1 %bound0353, %bound1354
  br i1 %found.conflict355, label %for.body.endif.endif.endif.endif.2.preheader, label %vector.main.loop.iter.check361

vector.main.loop.iter.check361:                   ; preds = %vector.memcheck350
  %min.iters.check360 = icmp ult i64 %dest_shape.8245, 32
  br i1 %min.iters.check360, label %vec.epilog.ph380, label %vector.ph362

vector.ph362:                                     ; preds = %vector.main.loop.iter.check361
  %n.vec364 = and i64 %dest_shape.8245, %const
  %69 = load double, ptr %.6.i116.1, align 8, !alias.scope !44
  %.scalar507 = fmul double %69, %69
  %.scalar508 = fmul double %69, %.scalar507
  %70 = tail call double @llvm.sin.f64(double %69)
  %.scalar509 = fsub double %70, %.scalar508
  %.scalar510 = fmul double %arg.h, %.scalar509
  %.scalar511 = fadd double %69, %.scalar510
  %71 = insertelement <8 x double> poison, double %.scalar511, i64 0
  %72 = shufflevector <8 x double> %71, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body371

vector.body371:                                   ; preds = %vector.body371, %vector.ph362
  %index372 = phi i64 [ 0, %vector.ph362 ], [ %index.next373, %vector.body371 ]
  %sunkaddr1039 = mul i64 %index372, 8
  %sunkaddr1040 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1039
  store <8 x double> %72, ptr %sunkaddr1040, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1041 = mul i64 %index372, 8
  %sunkaddr1042 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1041
  %sunkaddr1043 = getelementptr i8, ptr %sunkaddr1042, i64 64
  store <8 x double> %72, ptr %sunkaddr1043, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1044 = mul i64 %index372, 8
  %sunkaddr1045 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1044
  %sunkaddr1046 = getelementptr i8, ptr %sunkaddr1045, i64 128
  store <8 x double> %72, ptr %sunkaddr1046, align 8, !alias.scope !47, !noalias !44
  %sunkaddr1047 = mul i64 %index372, 8
  %sunkaddr1048 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1047
  %sunkaddr1049 = getelementptr i8, ptr %sunkaddr1048, i64 192
  store <8 x double> %72, ptr %sunkaddr1049, align 8, !alias.scope !47, !noalias !44
  %index.next373 = add nuw i64 %index372, 32
  %73 = icmp eq i64 %n.vec364, %index.next373
  br i1 %73, label %middle.block374, label %vector.body371, !llvm.loop !49

middle.block374:                                  ; preds = %vector.body371
  %cmp.n375 = icmp eq i64 %dest_shape.8245, %n.vec364
  br i1 %cmp.n375, label %B128.i65, label %vec.epilog.iter.check378

vec.epilog.iter.check378:                         ; preds = %middle.block374
  %74 = and i64 %dest_shape.8245, 30
  %min.epilog.iters.check379 = icmp eq i64 %74, 0
  br i1 %min.epilog.iters.check379, label %for.body.endif.endif.endif.endif.2.preheader, label %vec.epilog.ph380, !prof !25

vec.epilog.ph380:                                 ; preds = %vector.main.loop.iter.check361, %vec.epilog.iter.check378
  %vec.epilog.resume.val376 = phi i64 [ %n.vec364, %vec.epilog.iter.check378 ], [ 0, %vector.main.loop.iter.check361 ]
  %const_mat900 = add i64 %const, 30
  %n.vec382 = and i64 %dest_shape.8245, %const_mat900
  %75 = load double, ptr %.6.i116.1, align 8, !alias.scope !44
  %.scalar512 = fmul double %75, %75
  %.scalar513 = fmul double %75, %.scalar512
  %76 = tail call double @llvm.sin.f64(double %75)
  %.scalar514 = fsub double %76, %.scalar513
  %.scalar515 = fmul double %arg.h, %.scalar514
  %.scalar516 = fadd double %75, %.scalar515
  %77 = insertelement <2 x double> poison, double %.scalar516, i64 0
  %78 = shufflevector <2 x double> %77, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body389

vec.epilog.vector.body389:                        ; preds = %vec.epilog.vector.body389, %vec.epilog.ph380
  %index390 = phi i64 [ %vec.epilog.resume.val376, %vec.epilog.ph380 ], [ %index.next391, %vec.epilog.vector.body389 ]
  %79 = shl i64 %index390, 3
  %scevgep752 = getelementptr i8, ptr %.6.i116.2, i64 %79
  store <2 x double> %78, ptr %scevgep752, align 8, !alias.scope !47, !noalias !44
  %index.next391 = add nuw i64 %index390, 2
  %80 = icmp eq i64 %n.vec382, %index.next391
  br i1 %80, label %vec.epilog.middle.block392, label %vec.epilog.vector.body389, !llvm.loop !50

vec.epilog.middle.block392:                       ; preds = %vec.epilog.vector.body389
  %cmp.n393 = icmp eq i64 %dest_shape.8245, %n.vec382
  br i1 %cmp.n393, label %B128.i65, label %for.body.endif.endif.endif.endif.2.preheader

for.body.endif.endif.endif.endif.2.preheader:     ; preds = %vector.memcheck350, %iter.check359, %vec.epilog.iter.check378, %vec.epilog.middle.block392
  %loop.index238.2.ph = phi i64 [ 0, %iter.check359 ], [ 0, %vector.memcheck350 ], [ %n.vec364, %vec.epilog.iter.check378 ], [ %n.vec382, %vec.epilog.middle.block392 ]
  %81 = sub nsw i64 %dest_shape.8245, %loop.index238.2.ph
  %xtraiter585 = and i64 %81, 7
  %lcmp.mod586.not = icmp eq i64 %xtraiter585, 0
  br i1 %lcmp.mod586.not, label %for.body.endif.endif.endif.endif.2.prol.loopexit, label %for.body.endif.endif.endif.endif.2.prol.preheader

for.body.endif.endif.endif.endif.2.prol.preheader: ; preds = %for.body.endif.endif.endif.endif.2.preheader
  br label %for.body.endif.endif.endif.endif.2.prol

for.body.endif.endif.endif.endif.2.prol:          ; preds = %for.body.endif.endif.endif.endif.2.prol.preheader, %for.body.endif.endif.endif.endif.2.prol
  %lsr.iv750 = phi i64 [ %xtraiter585, %for.body.endif.endif.endif.endif.2.prol.preheader ], [ %lsr.iv.next751, %for.body.endif.endif.endif.endif.2.prol ]
  %loop.index238.2.prol = phi i64 [ %.533.2.prol, %for.body.endif.endif.endif.endif.2.prol ], [ %loop.index238.2.ph, %for.body.endif.endif.endif.endif.2.prol.preheader ]
  %.486.2.prol = load double, ptr %.6.i116.1, align 8
  %.147.i.i117.2.prol = fmul double %.486.2.prol, %.486.2.prol
  %.127.i.1.i118.2.prol = fmul double %.486.2.prol, %.147.i.i117.2.prol
  %.42.le.i119.2.prol = tail call double @llvm.sin.f64(double %.486.2.prol)
  %.47.i120.2.prol = fsub double %.42.le.i119.2.prol, %.127.i.1.i118.2.prol
  %.48.i121.2.prol = fmul double %arg.h, %.47.i120.2.prol
  %.49.i122.2.prol = fadd double %.486.2.prol, %.48.i121.2.prol
  %82 = shl i64 %loop.index238.2.prol, 3
  %scevgep749 = getelementptr i8, ptr %.6.i116.2, i64 %82
  store double %.49.i122.2.prol, ptr %scevgep749, align 8
  %.533.2.prol = add nuw i64 %loop.index238.2.prol, 1
  %lsr.iv.next751 = add nsw i64 %lsr.iv750, -1
  %prol.iter587.cmp.not = icmp eq i64 %lsr.iv.next751, 0
  br i1 %prol.iter587.cmp.not, label %for.body.endif.endif.endif.endif.2.prol.loopexit, label %for.body.endif.endif.endif.endif.2.prol, !llvm.loop !51

for.body.endif.endif.endif.endif.2.prol.loopexit: ; preds = %for.body.endif.endif.endif.endif.2.prol, %for.body.endif.endif.endif.endif.2.preheader
  %loop.index238.2.unr = phi i64 [ %loop.index238.2.ph, %for.body.endif.endif.endif.endif.2.preheader ], [ %.533.2.prol, %for.body.endif.endif.endif.endif.2.prol ]
  %83 = sub nsw i64 %loop.index238.2.ph, %dest_shape.8245
  %84 = icmp ugt i64 %83, -8
  br i1 %84, label %B128.i65, label %for.body.endif.endif.endif.endif.2.preheader604

for.body.endif.endif.endif.endif.2.preheader604:  ; preds = %for.body.endif.endif.endif.endif.2.prol.loopexit
  br label %for.body.endif.endif.endif.endif.2

for.body.endif.endif.endif.endif.us.2.preheader:  ; preds = %for.body.lr.ph.2
  %85 = ptrtoint ptr %.6.i116.2 to i64
  %86 = ptrtoint ptr %.6.i116.1 to i64
  %min.iters.check399 = icmp ult i64 %dest_shape.8245, 8
  %87 = sub i64 %85, %86
  %diff.check397 = icmp ult i64 %87, 64
  %or.cond485 = select i1 %min.iters.check399, i1 true, i1 %diff.check397
  br i1 %or.cond485, label %for.body.endif.endif.endif.endif.us.2.preheader520, label %vector.ph400

vector.ph400:                                     ; preds = %for.body.endif.endif.endif.endif.us.2.preheader
  %const_mat894 = add i64 %const, 24
  %n.vec402 = and i64 %dest_shape.8245, %const_mat894
  %broadcast.splatinsert403 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat404 = shufflevector <8 x double> %broadcast.splatinsert403, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body405

vector.body405:                                   ; preds = %vector.body405, %vector.ph400
  %index406 = phi i64 [ 0, %vector.ph400 ], [ %index.next408, %vector.body405 ]
  %88 = shl i64 %index406, 3
  %scevgep732 = getelementptr i8, ptr %.6.i116.1, i64 %88
  %wide.load407 = load <8 x double>, ptr %scevgep732, align 8
  %89 = fmul <8 x double> %wide.load407, %wide.load407
  %90 = fmul <8 x double> %wide.load407, %89
  %91 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load407)
  %92 = fsub <8 x double> %91, %90
  %93 = fmul <8 x double> %broadcast.splat404, %92
  %94 = fadd <8 x double> %wide.load407, %93
  %95 = shl i64 %index406, 3
  %scevgep731 = getelementptr i8, ptr %.6.i116.2, i64 %95
  store <8 x double> %94, ptr %scevgep731, align 8
  %index.next408 = add nuw i64 %index406, 8
  %96 = icmp eq i64 %n.vec402, %index.next408
  br i1 %96, label %middle.block409, label %vector.body405, !llvm.loop !52

middle.block409:                                  ; preds = %vector.body405
  %cmp.n410 = icmp eq i64 %dest_shape.8245, %n.vec402
  br i1 %cmp.n410, label %B128.i65, label %for.body.endif.endif.endif.endif.us.2.preheader520

for.body.endif.endif.endif.endif.us.2.preheader520: ; preds = %for.body.endif.endif.endif.endif.us.2.preheader, %middle.block409
  %loop.index238.us.2.ph = phi i64 [ 0, %for.body.endif.endif.endif.endif.us.2.preheader ], [ %n.vec402, %middle.block409 ]
  %xtraiter588 = and i64 %dest_shape.8245, 7
  %lcmp.mod589.not = icmp eq i64 %xtraiter588, 0
  br i1 %lcmp.mod589.not, label %for.body.endif.endif.endif.endif.us.2.prol.loopexit, label %for.body.endif.endif.endif.endif.us.2.prol.preheader

for.body.endif.endif.endif.endif.us.2.prol.preheader: ; preds = %for.body.endif.endif.endif.endif.us.2.preheader520
  br label %for.body.endif.endif.endif.endif.us.2.prol

for.body.endif.endif.endif.endif.us.2.prol:       ; preds = %for.body.endif.endif.endif.endif.us.2.prol.preheader, %for.body.endif.endif.endif.endif.us.2.prol
  %lsr.iv729 = phi i64 [ %xtraiter588, %for.body.endif.endif.endif.endif.us.2.prol.preheader ], [ %lsr.iv.next730, %for.body.endif.endif.endif.endif.us.2.prol ]
  %loop.index238.us.2.prol = phi i64 [ %.533.us.2.prol, %for.body.endif.endif.endif.endif.us.2.prol ], [ %loop.index238.us.2.ph, %for.body.endif.endif.endif.endif.us.2.prol.preheader ]
  %97 = shl i64 %loop.index238.us.2.prol, 3
  %scevgep728 = getelementptr i8, ptr %.6.i116.1, i64 %97
  %.486160.us.2.prol = load double, ptr %scevgep728, align 8
  %.147.i.i.2.prol = fmul double %.486160.us.2.prol, %.486160.us.2.prol
  %.127.i.1.i.2.prol = fmul double %.486160.us.2.prol, %.147.i.i.2.prol
  %.42.le.i.2.prol = tail call double @llvm.sin.f64(double %.486160.us.2.prol)
  %.47.i.2.prol = fsub double %.42.le.i.2.prol, %.127.i.1.i.2.prol
  %.48.i.2.prol = fmul double %arg.h, %.47.i.2.prol
  %.49.i.2.prol = fadd double %.486160.us.2.prol, %.48.i.2.prol
  %98 = shl i64 %loop.index238.us.2.prol, 3
  %scevgep727 = getelementptr i8, ptr %.6.i116.2, i64 %98
  store double %.49.i.2.prol, ptr %scevgep727, align 8
  %.533.us.2.prol = add nuw nsw i64 %loop.index238.us.2.prol, 1
  %lsr.iv.next730 = add nsw i64 %lsr.iv729, -1
  %prol.iter590.cmp.not = icmp eq i64 %lsr.iv.next730, 0
  br i1 %prol.iter590.cmp.not, label %for.body.endif.endif.endif.endif.us.2.prol.loopexit, label %for.body.endif.endif.endif.endif.us.2.prol, !llvm.loop !53

for.body.endif.endif.endif.endif.us.2.prol.loopexit: ; preds = %for.body.endif.endif.endif.endif.us.2.prol, %for.body.endif.endif.endif.endif.us.2.preheader520
  %loop.index238.us.2.unr = phi i64 [ %loop.index238.us.2.ph, %for.body.endif.endif.endif.endif.us.2.preheader520 ], [ %.533.us.2.prol, %for.body.endif.endif.endif.endif.us.2.prol ]
  %99 = sub nsw i64 %loop.index238.us.2.ph, %dest_shape.8245
  %100 = icmp ugt i64 %99, -8
  br i1 %100, label %B128.i65, label %for.body.endif.endif.endif.endif.us.2.preheader603

for.body.endif.endif.endif.endif.us.2.preheader603: ; preds = %for.body.endif.endif.endif.endif.us.2.prol.loopexit
  br label %for.body.endif.endif.endif.endif.us.2

for.body.endif.endif.endif.endif.2:               ; preds = %for.body.endif.endif.endif.endif.2.preheader604, %for.body.endif.endif.endif.endif.2
  %loop.index238.2 = phi i64 [ %.533.2.7, %for.body.endif.endif.endif.endif.2 ], [ %loop.index238.2.unr, %for.body.endif.endif.endif.endif.2.preheader604 ]
  %.486.2 = load double, ptr %.6.i116.1, align 8
  %.147.i.i117.2 = fmul double %.486.2, %.486.2
  %.127.i.1.i118.2 = fmul double %.486.2, %.147.i.i117.2
  %.42.le.i119.2 = tail call double @llvm.sin.f64(double %.486.2)
  %.47.i120.2 = fsub double %.42.le.i119.2, %.127.i.1.i118.2
  %.48.i121.2 = fmul double %arg.h, %.47.i120.2
  %.49.i122.2 = fadd double %.486.2, %.48.i121.2
  %sunkaddr1050 = mul i64 %loop.index238.2, 8
  %sunkaddr1051 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1050
  store double %.49.i122.2, ptr %sunkaddr1051, align 8
  %.486.2.1 = load double, ptr %.6.i116.1, align 8
  %.147.i.i117.2.1 = fmul double %.486.2.1, %.486.2.1
  %.127.i.1.i118.2.1 = fmul double %.486.2.1, %.147.i.i117.2.1
  %.42.le.i119.2.1 = tail call double @llvm.sin.f64(double %.486.2.1)
  %.47.i120.2.1 = fsub double %.42.le.i119.2.1, %.127.i.1.i118.2.1
  %.48.i121.2.1 = fmul double %arg.h, %.47.i120.2.1
  %.49.i122.2.1 = fadd double %.486.2.1, %.48.i121.2.1
  %sunkaddr1052 = mul i64 %loop.index238.2, 8
  %sunkaddr1053 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1052
  %sunkaddr1054 = getelementptr i8, ptr %sunkaddr1053, i64 8
  store double %.49.i122.2.1, ptr %sunkaddr1054, align 8
  %.486.2.2 = load double, ptr %.6.i116.1, align 8
  %.147.i.i117.2.2 = fmul double %.486.2.2, %.486.2.2
  %.127.i.1.i118.2.2 = fmul double %.486.2.2, %.147.i.i117.2.2
  %.42.le.i119.2.2 = tail call double @llvm.sin.f64(double %.486.2.2)
  %.47.i120.2.2 = fsub double %.42.le.i119.2.2, %.127.i.1.i118.2.2
  %.48.i121.2.2 = fmul double %arg.h, %.47.i120.2.2
  %.49.i122.2.2 = fadd double %.486.2.2, %.48.i121.2.2
  %sunkaddr1055 = mul i64 %loop.index238.2, 8
  %sunkaddr1056 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1055
  %sunkaddr1057 = getelementptr i8, ptr %sunkaddr1056, i64 16
  store double %.49.i122.2.2, ptr %sunkaddr1057, align 8
  %.486.2.3 = load double, ptr %.6.i116.1, align 8
  %.147.i.i117.2.3 = fmul double %.486.2.3, %.486.2.3
  %.127.i.1.i118.2.3 = fmul double %.486.2.3, %.147.i.i117.2.3
  %.42.le.i119.2.3 = tail call double @llvm.sin.f64(double %.486.2.3)
  %.47.i120.2.3 = fsub double %.42.le.i119.2.3, %.127.i.1.i118.2.3
  %.48.i121.2.3 = fmul double %arg.h, %.47.i120.2.3
  %.49.i122.2.3 = fadd double %.486.2.3, %.48.i121.2.3
  %sunkaddr1058 = mul i64 %loop.index238.2, 8
  %sunkaddr1059 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1058
  %sunkaddr1060 = getelementptr i8, ptr %sunkaddr1059, i64 24
  store double %.49.i122.2.3, ptr %sunkaddr1060, align 8
  %.486.2.4 = load double, ptr %.6.i116.1, align 8
  %.147.i.i117.2.4 = fmul double %.486.2.4, %.486.2.4
  %.127.i.1.i118.2.4 = fmul double %.486.2.4, %.147.i.i117.2.4
  %.42.le.i119.2.4 = tail call double @llvm.sin.f64(double %.486.2.4)
  %.47.i120.2.4 = fsub double %.42.le.i119.2.4, %.127.i.1.i118.2.4
  %.48.i121.2.4 = fmul double %arg.h, %.47.i120.2.4
  %.49.i122.2.4 = fadd double %.486.2.4, %.48.i121.2.4
  %sunkaddr1061 = mul i64 %loop.index238.2, 8
  %sunkaddr1062 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1061
  %sunkaddr1063 = getelementptr i8, ptr %sunkaddr1062, i64 32
  store double %.49.i122.2.4, ptr %sunkaddr1063, align 8
  %.486.2.5 = load double, ptr %.6.i116.1, align 8
  %.147.i.i117.2.5 = fmul double %.486.2.5, %.486.2.5
  %.127.i.1.i118.2.5 = fmul double %.486.2.5, %.147.i.i117.2.5
  %.42.le.i119.2.5 = tail call double @llvm.sin.f64(double %.486.2.5)
  %.47.i120.2.5 = fsub double %.42.le.i119.2.5, %.127.i.1.i118.2.5
  %.48.i121.2.5 = fmul double %arg.h, %.47.i120.2.5
  %.49.i122.2.5 = fadd double %.486.2.5, %.48.i121.2.5
  %sunkaddr1064 = mul i64 %loop.index238.2, 8
  %sunkaddr1065 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1064
  %sunkaddr1066 = getelementptr i8, ptr %sunkaddr1065, i64 40
  store double %.49.i122.2.5, ptr %sunkaddr1066, align 8
  %.486.2.6 = load double, ptr %.6.i116.1, align 8
  %.147.i.i117.2.6 = fmul double %.486.2.6, %.486.2.6
  %.127.i.1.i118.2.6 = fmul double %.486.2.6, %.147.i.i117.2.6
  %.42.le.i119.2.6 = tail call double @llvm.sin.f64(double %.486.2.6)
  %.47.i120.2.6 = fsub double %.42.le.i119.2.6, %.127.i.1.i118.2.6
  %.48.i121.2.6 = fmul double %arg.h, %.47.i120.2.6
  %.49.i122.2.6 = fadd double %.486.2.6, %.48.i121.2.6
  %sunkaddr1067 = mul i64 %loop.index238.2, 8
  %sunkaddr1068 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1067
  %sunkaddr1069 = getelementptr i8, ptr %sunkaddr1068, i64 48
  store double %.49.i122.2.6, ptr %sunkaddr1069, align 8
  %.486.2.7 = load double, ptr %.6.i116.1, align 8
  %.147.i.i117.2.7 = fmul double %.486.2.7, %.486.2.7
  %.127.i.1.i118.2.7 = fmul double %.486.2.7, %.147.i.i117.2.7
  %.42.le.i119.2.7 = tail call double @llvm.sin.f64(double %.486.2.7)
  %.47.i120.2.7 = fsub double %.42.le.i119.2.7, %.127.i.1.i118.2.7
  %.48.i121.2.7 = fmul double %arg.h, %.47.i120.2.7
  %.49.i122.2.7 = fadd double %.486.2.7, %.48.i121.2.7
  %sunkaddr1070 = mul i64 %loop.index238.2, 8
  %sunkaddr1071 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1070
  %sunkaddr1072 = getelementptr i8, ptr %sunkaddr1071, i64 56
  store double %.49.i122.2.7, ptr %sunkaddr1072, align 8
  %.533.2.7 = add nuw nsw i64 %loop.index238.2, 8
  %exitcond.not.2.7 = icmp eq i64 %dest_shape.8245, %.533.2.7
  br i1 %exitcond.not.2.7, label %B128.i65, label %for.body.endif.endif.endif.endif.2, !llvm.loop !54

for.body.endif.endif.endif.endif.us.2:            ; preds = %for.body.endif.endif.endif.endif.us.2.preheader603, %for.body.endif.endif.endif.endif.us.2
  %loop.index238.us.2 = phi i64 [ %.533.us.2.7, %for.body.endif.endif.endif.endif.us.2 ], [ %loop.index238.us.2.unr, %for.body.endif.endif.endif.endif.us.2.preheader603 ]
  %sunkaddr1073 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1074 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1073
  %.486160.us.2 = load double, ptr %sunkaddr1074, align 8
  %.147.i.i.2 = fmul double %.486160.us.2, %.486160.us.2
  %.127.i.1.i.2 = fmul double %.486160.us.2, %.147.i.i.2
  %.42.le.i.2 = tail call double @llvm.sin.f64(double %.486160.us.2)
  %.47.i.2 = fsub double %.42.le.i.2, %.127.i.1.i.2
  %.48.i.2 = fmul double %arg.h, %.47.i.2
  %.49.i.2 = fadd double %.486160.us.2, %.48.i.2
  %sunkaddr1075 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1076 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1075
  store double %.49.i.2, ptr %sunkaddr1076, align 8
  %sunkaddr1077 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1078 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1077
  %sunkaddr1079 = getelementptr i8, ptr %sunkaddr1078, i64 8
  %.486160.us.2.1 = load double, ptr %sunkaddr1079, align 8
  %.147.i.i.2.1 = fmul double %.486160.us.2.1, %.486160.us.2.1
  %.127.i.1.i.2.1 = fmul double %.486160.us.2.1, %.147.i.i.2.1
  %.42.le.i.2.1 = tail call double @llvm.sin.f64(double %.486160.us.2.1)
  %.47.i.2.1 = fsub double %.42.le.i.2.1, %.127.i.1.i.2.1
  %.48.i.2.1 = fmul double %arg.h, %.47.i.2.1
  %.49.i.2.1 = fadd double %.486160.us.2.1, %.48.i.2.1
  %sunkaddr1080 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1081 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1080
  %sunkaddr1082 = getelementptr i8, ptr %sunkaddr1081, i64 8
  store double %.49.i.2.1, ptr %sunkaddr1082, align 8
  %sunkaddr1083 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1084 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1083
  %sunkaddr1085 = getelementptr i8, ptr %sunkaddr1084, i64 16
  %.486160.us.2.2 = load double, ptr %sunkaddr1085, align 8
  %.147.i.i.2.2 = fmul double %.486160.us.2.2, %.486160.us.2.2
  %.127.i.1.i.2.2 = fmul double %.486160.us.2.2, %.147.i.i.2.2
  %.42.le.i.2.2 = tail call double @llvm.sin.f64(double %.486160.us.2.2)
  %.47.i.2.2 = fsub double %.42.le.i.2.2, %.127.i.1.i.2.2
  %.48.i.2.2 = fmul double %arg.h, %.47.i.2.2
  %.49.i.2.2 = fadd double %.486160.us.2.2, %.48.i.2.2
  %sunkaddr1086 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1087 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1086
  %sunkaddr1088 = getelementptr i8, ptr %sunkaddr1087, i64 16
  store double %.49.i.2.2, ptr %sunkaddr1088, align 8
  %sunkaddr1089 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1090 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1089
  %sunkaddr1091 = getelementptr i8, ptr %sunkaddr1090, i64 24
  %.486160.us.2.3 = load double, ptr %sunkaddr1091, align 8
  %.147.i.i.2.3 = fmul double %.486160.us.2.3, %.486160.us.2.3
  %.127.i.1.i.2.3 = fmul double %.486160.us.2.3, %.147.i.i.2.3
  %.42.le.i.2.3 = tail call double @llvm.sin.f64(double %.486160.us.2.3)
  %.47.i.2.3 = fsub double %.42.le.i.2.3, %.127.i.1.i.2.3
  %.48.i.2.3 = fmul double %arg.h, %.47.i.2.3
  %.49.i.2.3 = fadd double %.486160.us.2.3, %.48.i.2.3
  %sunkaddr1092 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1093 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1092
  %sunkaddr1094 = getelementptr i8, ptr %sunkaddr1093, i64 24
  store double %.49.i.2.3, ptr %sunkaddr1094, align 8
  %sunkaddr1095 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1096 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1095
  %sunkaddr1097 = getelementptr i8, ptr %sunkaddr1096, i64 32
  %.486160.us.2.4 = load double, ptr %sunkaddr1097, align 8
  %.147.i.i.2.4 = fmul double %.486160.us.2.4, %.486160.us.2.4
  %.127.i.1.i.2.4 = fmul double %.486160.us.2.4, %.147.i.i.2.4
  %.42.le.i.2.4 = tail call double @llvm.sin.f64(double %.486160.us.2.4)
  %.47.i.2.4 = fsub double %.42.le.i.2.4, %.127.i.1.i.2.4
  %.48.i.2.4 = fmul double %arg.h, %.47.i.2.4
  %.49.i.2.4 = fadd double %.486160.us.2.4, %.48.i.2.4
  %sunkaddr1098 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1099 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1098
  %sunkaddr1100 = getelementptr i8, ptr %sunkaddr1099, i64 32
  store double %.49.i.2.4, ptr %sunkaddr1100, align 8
  %sunkaddr1101 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1102 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1101
  %sunkaddr1103 = getelementptr i8, ptr %sunkaddr1102, i64 40
  %.486160.us.2.5 = load double, ptr %sunkaddr1103, align 8
  %.147.i.i.2.5 = fmul double %.486160.us.2.5, %.486160.us.2.5
  %.127.i.1.i.2.5 = fmul double %.486160.us.2.5, %.147.i.i.2.5
  %.42.le.i.2.5 = tail call double @llvm.sin.f64(double %.486160.us.2.5)
  %.47.i.2.5 = fsub double %.42.le.i.2.5, %.127.i.1.i.2.5
  %.48.i.2.5 = fmul double %arg.h, %.47.i.2.5
  %.49.i.2.5 = fadd double %.486160.us.2.5, %.48.i.2.5
  %sunkaddr1104 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1105 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1104
  %sunkaddr1106 = getelementptr i8, ptr %sunkaddr1105, i64 40
  store double %.49.i.2.5, ptr %sunkaddr1106, align 8
  %sunkaddr1107 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1108 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1107
  %sunkaddr1109 = getelementptr i8, ptr %sunkaddr1108, i64 48
  %.486160.us.2.6 = load double, ptr %sunkaddr1109, align 8
  %.147.i.i.2.6 = fmul double %.486160.us.2.6, %.486160.us.2.6
  %.127.i.1.i.2.6 = fmul double %.486160.us.2.6, %.147.i.i.2.6
  %.42.le.i.2.6 = tail call double @llvm.sin.f64(double %.486160.us.2.6)
  %.47.i.2.6 = fsub double %.42.le.i.2.6, %.127.i.1.i.2.6
  %.48.i.2.6 = fmul double %arg.h, %.47.i.2.6
  %.49.i.2.6 = fadd double %.486160.us.2.6, %.48.i.2.6
  %sunkaddr1110 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1111 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1110
  %sunkaddr1112 = getelementptr i8, ptr %sunkaddr1111, i64 48
  store double %.49.i.2.6, ptr %sunkaddr1112, align 8
  %sunkaddr1113 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1114 = getelementptr i8, ptr %.6.i116.1, i64 %sunkaddr1113
  %sunkaddr1115 = getelementptr i8, ptr %sunkaddr1114, i64 56
  %.486160.us.2.7 = load double, ptr %sunkaddr1115, align 8
  %.147.i.i.2.7 = fmul double %.486160.us.2.7, %.486160.us.2.7
  %.127.i.1.i.2.7 = fmul double %.486160.us.2.7, %.147.i.i.2.7
  %.42.le.i.2.7 = tail call double @llvm.sin.f64(double %.486160.us.2.7)
  %.47.i.2.7 = fsub double %.42.le.i.2.7, %.127.i.1.i.2.7
  %.48.i.2.7 = fmul double %arg.h, %.47.i.2.7
  %.49.i.2.7 = fadd double %.486160.us.2.7, %.48.i.2.7
  %sunkaddr1116 = mul i64 %loop.index238.us.2, 8
  %sunkaddr1117 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1116
  %sunkaddr1118 = getelementptr i8, ptr %sunkaddr1117, i64 56
  store double %.49.i.2.7, ptr %sunkaddr1118, align 8
  %.533.us.2.7 = add nuw nsw i64 %loop.index238.us.2, 8
  %exitcond317.not.2.7 = icmp eq i64 %dest_shape.8245, %.533.us.2.7
  br i1 %exitcond317.not.2.7, label %B128.i65, label %for.body.endif.endif.endif.endif.us.2, !llvm.loop !55

for.body.endif.endif.endif.endif:                 ; preds = %for.body.endif.endif.endif.endif.preheader610, %for.body.endif.endif.endif.endif
  %loop.index238 = phi i64 [ %.533.7, %for.body.endif.endif.endif.endif ], [ %loop.index238.unr, %for.body.endif.endif.endif.endif.preheader610 ]
  %.486 = load double, ptr %.6.i, align 8
  %.147.i.i117 = fmul double %.486, %.486
  %.127.i.1.i118 = fmul double %.486, %.147.i.i117
  %.42.le.i119 = tail call double @llvm.sin.f64(double %.486)
  %.47.i120 = fsub double %.42.le.i119, %.127.i.1.i118
  %.48.i121 = fmul double %arg.h, %.47.i120
  %.49.i122 = fadd double %.486, %.48.i121
  %sunkaddr1119 = mul i64 %loop.index238, 8
  %sunkaddr1120 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1119
  store double %.49.i122, ptr %sunkaddr1120, align 8
  %.486.1527 = load double, ptr %.6.i, align 8
  %.147.i.i117.1528 = fmul double %.486.1527, %.486.1527
  %.127.i.1.i118.1529 = fmul double %.486.1527, %.147.i.i117.1528
  %.42.le.i119.1530 = tail call double @llvm.sin.f64(double %.486.1527)
  %.47.i120.1531 = fsub double %.42.le.i119.1530, %.127.i.1.i118.1529
  %.48.i121.1532 = fmul double %arg.h, %.47.i120.1531
  %.49.i122.1533 = fadd double %.486.1527, %.48.i121.1532
  %sunkaddr1121 = mul i64 %loop.index238, 8
  %sunkaddr1122 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1121
  %sunkaddr1123 = getelementptr i8, ptr %sunkaddr1122, i64 8
  store double %.49.i122.1533, ptr %sunkaddr1123, align 8
  %.486.2539 = load double, ptr %.6.i, align 8
  %.147.i.i117.2540 = fmul double %.486.2539, %.486.2539
  %.127.i.1.i118.2541 = fmul double %.486.2539, %.147.i.i117.2540
  %.42.le.i119.2542 = tail call double @llvm.sin.f64(double %.486.2539)
  %.47.i120.2543 = fsub double %.42.le.i119.2542, %.127.i.1.i118.2541
  %.48.i121.2544 = fmul double %arg.h, %.47.i120.2543
  %.49.i122.2545 = fadd double %.486.2539, %.48.i121.2544
  %sunkaddr1124 = mul i64 %loop.index238, 8
  %sunkaddr1125 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1124
  %sunkaddr1126 = getelementptr i8, ptr %sunkaddr1125, i64 16
  store double %.49.i122.2545, ptr %sunkaddr1126, align 8
  %.486.3 = load double, ptr %.6.i, align 8
  %.147.i.i117.3 = fmul double %.486.3, %.486.3
  %.127.i.1.i118.3 = fmul double %.486.3, %.147.i.i117.3
  %.42.le.i119.3 = tail call double @llvm.sin.f64(double %.486.3)
  %.47.i120.3 = fsub double %.42.le.i119.3, %.127.i.1.i118.3
  %.48.i121.3 = fmul double %arg.h, %.47.i120.3
  %.49.i122.3 = fadd double %.486.3, %.48.i121.3
  %sunkaddr1127 = mul i64 %loop.index238, 8
  %sunkaddr1128 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1127
  %sunkaddr1129 = getelementptr i8, ptr %sunkaddr1128, i64 24
  store double %.49.i122.3, ptr %sunkaddr1129, align 8
  %.486.4 = load double, ptr %.6.i, align 8
  %.147.i.i117.4 = fmul double %.486.4, %.486.4
  %.127.i.1.i118.4 = fmul double %.486.4, %.147.i.i117.4
  %.42.le.i119.4 = tail call double @llvm.sin.f64(double %.486.4)
  %.47.i120.4 = fsub double %.42.le.i119.4, %.127.i.1.i118.4
  %.48.i121.4 = fmul double %arg.h, %.47.i120.4
  %.49.i122.4 = fadd double %.486.4, %.48.i121.4
  %sunkaddr1130 = mul i64 %loop.index238, 8
  %sunkaddr1131 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1130
  %sunkaddr1132 = getelementptr i8, ptr %sunkaddr1131, i64 32
  store double %.49.i122.4, ptr %sunkaddr1132, align 8
  %.486.5 = load double, ptr %.6.i, align 8
  %.147.i.i117.5 = fmul double %.486.5, %.486.5
  %.127.i.1.i118.5 = fmul double %.486.5, %.147.i.i117.5
  %.42.le.i119.5 = tail call double @llvm.sin.f64(double %.486.5)
  %.47.i120.5 = fsub double %.42.le.i119.5, %.127.i.1.i118.5
  %.48.i121.5 = fmul double %arg.h, %.47.i120.5
  %.49.i122.5 = fadd double %.486.5, %.48.i121.5
  %sunkaddr1133 = mul i64 %loop.index238, 8
  %sunkaddr1134 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1133
  %sunkaddr1135 = getelementptr i8, ptr %sunkaddr1134, i64 40
  store double %.49.i122.5, ptr %sunkaddr1135, align 8
  %.486.6 = load double, ptr %.6.i, align 8
  %.147.i.i117.6 = fmul double %.486.6, %.486.6
  %.127.i.1.i118.6 = fmul double %.486.6, %.147.i.i117.6
  %.42.le.i119.6 = tail call double @llvm.sin.f64(double %.486.6)
  %.47.i120.6 = fsub double %.42.le.i119.6, %.127.i.1.i118.6
  %.48.i121.6 = fmul double %arg.h, %.47.i120.6
  %.49.i122.6 = fadd double %.486.6, %.48.i121.6
  %sunkaddr1136 = mul i64 %loop.index238, 8
  %sunkaddr1137 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1136
  %sunkaddr1138 = getelementptr i8, ptr %sunkaddr1137, i64 48
  store double %.49.i122.6, ptr %sunkaddr1138, align 8
  %.486.7 = load double, ptr %.6.i, align 8
  %.147.i.i117.7 = fmul double %.486.7, %.486.7
  %.127.i.1.i118.7 = fmul double %.486.7, %.147.i.i117.7
  %.42.le.i119.7 = tail call double @llvm.sin.f64(double %.486.7)
  %.47.i120.7 = fsub double %.42.le.i119.7, %.127.i.1.i118.7
  %.48.i121.7 = fmul double %arg.h, %.47.i120.7
  %.49.i122.7 = fadd double %.486.7, %.48.i121.7
  %sunkaddr1139 = mul i64 %loop.index238, 8
  %sunkaddr1140 = getelementptr i8, ptr %.6.i116, i64 %sunkaddr1139
  %sunkaddr1141 = getelementptr i8, ptr %sunkaddr1140, i64 56
  store double %.49.i122.7, ptr %sunkaddr1141, align 8
  %.533.7 = add nuw nsw i64 %loop.index238, 8
  %exitcond.not.7 = icmp eq i64 %y.2.sroa.60.0.lcssa.fr227, %.533.7
  br i1 %exitcond.not.7, label %B128.i.1, label %for.body.endif.endif.endif.endif, !llvm.loop !56

B90.i130:                                         ; preds = %B128.i65.thread, %B128.i65
  br label %B146.endif.endif.endif.endif.endif

B146.endif.endif.endif.endif.endif:               ; preds = %B90.i130, %B128.i65
  %dest_shape.1.1248 = phi i64 [ 1, %B128.i65 ], [ %dest_shape.8245, %B90.i130 ]
  %.668 = shl nsw i64 %dest_shape.1.1248, 3
  %.7.i.i143 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.668, i32 32), !noalias !57
  %.8.i.i144 = icmp eq ptr %.7.i.i143, null
  br i1 %.8.i.i144, label %B146.endif.endif.endif.endif.endif.if.if, label %B146.endif.endif.endif.endif.endif.endif, !prof !0

B146.endif.endif.endif.endif.endif.endif:         ; preds = %B146.endif.endif.endif.endif.endif
  %.5.i149 = getelementptr i8, ptr %.7.i.i143, i64 24
  %.6.i150 = load ptr, ptr %.5.i149, align 8
  %.739269 = icmp sgt i64 %dest_shape.1.1248, 0
  br i1 %.739269, label %for.body.1.lr.ph, label %for.end.1.thread181

for.end.1.thread181:                              ; preds = %B146.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.7.i.i109.2)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %B146.endif.endif.endif.endif.endif.endif
  %.741 = icmp ugt i64 %dest_shape.8245, 1
  br i1 %.741, label %iter.check455, label %iter.check421

iter.check421:                                    ; preds = %for.body.1.lr.ph
  %101 = icmp ult i64 %dest_shape.1.1248, 4
  br i1 %101, label %for.body.1.endif.endif.endif.preheader, label %vector.memcheck412

vector.memcheck412:                               ; preds = %iter.check421
  %102 = shl i64 %dest_shape.1.1248, 3
  %scevgep413 = getelementptr i8, ptr %.6.i150, i64 %102
  %scevgep414 = getelementptr i8, ptr %.6.i116.2, i64 8
  %bound0415 = icmp ult ptr %.6.i150, %scevgep414
  %bound1416 = icmp ult ptr %.6.i116.2, %scevgep413
  %found.conflict417 = and i1 %bound0415, %bound1416
  br i1 %found.conflict417, label %for.body.1.endif.endif.endif.preheader, label %vector.main.loop.iter.check423

vector.main.loop.iter.check423:                   ; preds = %vector.memcheck412
  %min.iters.check422 = icmp ult i64 %dest_shape.1.1248, 32
  br i1 %min.iters.check422, label %vec.epilog.ph438, label %vector.ph424

vector.ph424:                                     ; preds = %vector.main.loop.iter.check423
  %n.vec426 = and i64 %dest_shape.1.1248, %const
  %103 = load double, ptr %.6.i116.2, align 8, !alias.scope !64
  %.scalar517 = fmul double %103, %103
  %104 = insertelement <8 x double> poison, double %.scalar517, i64 0
  %105 = shufflevector <8 x double> %104, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body429

vector.body429:                                   ; preds = %vector.body429, %vector.ph424
  %index430 = phi i64 [ 0, %vector.ph424 ], [ %index.next431, %vector.body429 ]
  %sunkaddr1142 = mul i64 %index430, 8
  %sunkaddr1143 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1142
  store <8 x double> %105, ptr %sunkaddr1143, align 8, !alias.scope !67, !noalias !64
  %sunkaddr1144 = mul i64 %index430, 8
  %sunkaddr1145 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1144
  %sunkaddr1146 = getelementptr i8, ptr %sunkaddr1145, i64 64
  store <8 x double> %105, ptr %sunkaddr1146, align 8, !alias.scope !67, !noalias !64
  %sunkaddr1147 = mul i64 %index430, 8
  %sunkaddr1148 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1147
  %sunkaddr1149 = getelementptr i8, ptr %sunkaddr1148, i64 128
  store <8 x double> %105, ptr %sunkaddr1149, align 8, !alias.scope !67, !noalias !64
  %sunkaddr1150 = mul i64 %index430, 8
  %sunkaddr1151 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1150
  %sunkaddr1152 = getelementptr i8, ptr %sunkaddr1151, i64 192
  store <8 x double> %105, ptr %sunkaddr1152, align 8, !alias.scope !67, !noalias !64
  %index.next431 = add nuw i64 %index430, 32
  %106 = icmp eq i64 %n.vec426, %index.next431
  br i1 %106, label %middle.block432, label %vector.body429, !llvm.loop !69

middle.block432:                                  ; preds = %vector.body429
  %cmp.n433 = icmp eq i64 %dest_shape.1.1248, %n.vec426
  br i1 %cmp.n433, label %.89.endif.preheader.i, label %vec.epilog.iter.check436

vec.epilog.iter.check436:                         ; preds = %middle.block432
  %107 = and i64 %dest_shape.1.1248, 28
  %min.epilog.iters.check437 = icmp eq i64 %107, 0
  br i1 %min.epilog.iters.check437, label %for.body.1.endif.endif.endif.preheader, label %vec.epilog.ph438, !prof !70

vec.epilog.ph438:                                 ; preds = %vector.main.loop.iter.check423, %vec.epilog.iter.check436
  %vec.epilog.resume.val434 = phi i64 [ %n.vec426, %vec.epilog.iter.check436 ], [ 0, %vector.main.loop.iter.check423 ]
  %const_mat896 = add i64 %const, 28
  %n.vec440 = and i64 %dest_shape.1.1248, %const_mat896
  %108 = load double, ptr %.6.i116.2, align 8, !alias.scope !64
  %.scalar518 = fmul double %108, %108
  %109 = insertelement <4 x double> poison, double %.scalar518, i64 0
  %110 = shufflevector <4 x double> %109, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body443

vec.epilog.vector.body443:                        ; preds = %vec.epilog.vector.body443, %vec.epilog.ph438
  %index444 = phi i64 [ %vec.epilog.resume.val434, %vec.epilog.ph438 ], [ %index.next445, %vec.epilog.vector.body443 ]
  %111 = shl i64 %index444, 3
  %scevgep686 = getelementptr i8, ptr %.6.i150, i64 %111
  store <4 x double> %110, ptr %scevgep686, align 8, !alias.scope !67, !noalias !64
  %index.next445 = add nuw i64 %index444, 4
  %112 = icmp eq i64 %n.vec440, %index.next445
  br i1 %112, label %vec.epilog.middle.block446, label %vec.epilog.vector.body443, !llvm.loop !71

vec.epilog.middle.block446:                       ; preds = %vec.epilog.vector.body443
  %cmp.n447 = icmp eq i64 %dest_shape.1.1248, %n.vec440
  br i1 %cmp.n447, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif.preheader

for.body.1.endif.endif.endif.preheader:           ; preds = %vector.memcheck412, %iter.check421, %vec.epilog.iter.check436, %vec.epilog.middle.block446
  %loop.index.1272.ph = phi i64 [ 0, %iter.check421 ], [ 0, %vector.memcheck412 ], [ %n.vec426, %vec.epilog.iter.check436 ], [ %n.vec440, %vec.epilog.middle.block446 ]
  %113 = sub nsw i64 %dest_shape.1.1248, %loop.index.1272.ph
  %xtraiter591 = and i64 %113, 7
  %lcmp.mod592.not = icmp eq i64 %xtraiter591, 0
  br i1 %lcmp.mod592.not, label %for.body.1.endif.endif.endif.prol.loopexit, label %for.body.1.endif.endif.endif.prol.preheader

for.body.1.endif.endif.endif.prol.preheader:      ; preds = %for.body.1.endif.endif.endif.preheader
  br label %for.body.1.endif.endif.endif.prol

for.body.1.endif.endif.endif.prol:                ; preds = %for.body.1.endif.endif.endif.prol.preheader, %for.body.1.endif.endif.endif.prol
  %lsr.iv684 = phi i64 [ %xtraiter591, %for.body.1.endif.endif.endif.prol.preheader ], [ %lsr.iv.next685, %for.body.1.endif.endif.endif.prol ]
  %loop.index.1272.prol = phi i64 [ %.787.prol, %for.body.1.endif.endif.endif.prol ], [ %loop.index.1272.ph, %for.body.1.endif.endif.endif.prol.preheader ]
  %.749183.prol = load double, ptr %.6.i116.2, align 8
  %.6.i152.prol = fmul double %.749183.prol, %.749183.prol
  %114 = shl i64 %loop.index.1272.prol, 3
  %scevgep683 = getelementptr i8, ptr %.6.i150, i64 %114
  store double %.6.i152.prol, ptr %scevgep683, align 8
  %.787.prol = add nuw i64 %loop.index.1272.prol, 1
  %lsr.iv.next685 = add nsw i64 %lsr.iv684, -1
  %prol.iter593.cmp.not = icmp eq i64 %lsr.iv.next685, 0
  br i1 %prol.iter593.cmp.not, label %for.body.1.endif.endif.endif.prol.loopexit, label %for.body.1.endif.endif.endif.prol, !llvm.loop !72

for.body.1.endif.endif.endif.prol.loopexit:       ; preds = %for.body.1.endif.endif.endif.prol, %for.body.1.endif.endif.endif.preheader
  %loop.index.1272.unr = phi i64 [ %loop.index.1272.ph, %for.body.1.endif.endif.endif.preheader ], [ %.787.prol, %for.body.1.endif.endif.endif.prol ]
  %115 = sub nsw i64 %loop.index.1272.ph, %dest_shape.1.1248
  %116 = icmp ugt i64 %115, -8
  br i1 %116, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif.preheader601

for.body.1.endif.endif.endif.preheader601:        ; preds = %for.body.1.endif.endif.endif.prol.loopexit
  br label %for.body.1.endif.endif.endif

iter.check455:                                    ; preds = %for.body.1.lr.ph
  %117 = icmp ult i64 %dest_shape.1.1248, 4
  %118 = ptrtoint ptr %.6.i150 to i64
  %119 = ptrtoint ptr %.6.i116.2 to i64
  %120 = sub i64 %118, %119
  %diff.check451 = icmp ult i64 %120, 256
  %or.cond486 = select i1 %117, i1 true, i1 %diff.check451
  br i1 %or.cond486, label %for.body.1.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check457

vector.main.loop.iter.check457:                   ; preds = %iter.check455
  %min.iters.check456 = icmp ult i64 %dest_shape.1.1248, 32
  br i1 %min.iters.check456, label %vec.epilog.ph474, label %vector.ph458

vector.ph458:                                     ; preds = %vector.main.loop.iter.check457
  %n.vec460 = and i64 %dest_shape.1.1248, %const
  br label %vector.body461

vector.body461:                                   ; preds = %vector.body461, %vector.ph458
  %index462 = phi i64 [ 0, %vector.ph458 ], [ %index.next467, %vector.body461 ]
  %sunkaddr1153 = mul i64 %index462, 8
  %sunkaddr1154 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1153
  %wide.load463 = load <8 x double>, ptr %sunkaddr1154, align 8
  %sunkaddr1155 = mul i64 %index462, 8
  %sunkaddr1156 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1155
  %sunkaddr1157 = getelementptr i8, ptr %sunkaddr1156, i64 64
  %wide.load464 = load <8 x double>, ptr %sunkaddr1157, align 8
  %sunkaddr1158 = mul i64 %index462, 8
  %sunkaddr1159 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1158
  %sunkaddr1160 = getelementptr i8, ptr %sunkaddr1159, i64 128
  %wide.load465 = load <8 x double>, ptr %sunkaddr1160, align 8
  %sunkaddr1161 = mul i64 %index462, 8
  %sunkaddr1162 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1161
  %sunkaddr1163 = getelementptr i8, ptr %sunkaddr1162, i64 192
  %wide.load466 = load <8 x double>, ptr %sunkaddr1163, align 8
  %121 = fmul <8 x double> %wide.load463, %wide.load463
  %122 = fmul <8 x double> %wide.load464, %wide.load464
  %123 = fmul <8 x double> %wide.load465, %wide.load465
  %124 = fmul <8 x double> %wide.load466, %wide.load466
  %sunkaddr1164 = mul i64 %index462, 8
  %sunkaddr1165 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1164
  store <8 x double> %121, ptr %sunkaddr1165, align 8
  %sunkaddr1166 = mul i64 %index462, 8
  %sunkaddr1167 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1166
  %sunkaddr1168 = getelementptr i8, ptr %sunkaddr1167, i64 64
  store <8 x double> %122, ptr %sunkaddr1168, align 8
  %sunkaddr1169 = mul i64 %index462, 8
  %sunkaddr1170 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1169
  %sunkaddr1171 = getelementptr i8, ptr %sunkaddr1170, i64 128
  store <8 x double> %123, ptr %sunkaddr1171, align 8
  %sunkaddr1172 = mul i64 %index462, 8
  %sunkaddr1173 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1172
  %sunkaddr1174 = getelementptr i8, ptr %sunkaddr1173, i64 192
  store <8 x double> %124, ptr %sunkaddr1174, align 8
  %index.next467 = add nuw i64 %index462, 32
  %125 = icmp eq i64 %n.vec460, %index.next467
  br i1 %125, label %middle.block468, label %vector.body461, !llvm.loop !73

middle.block468:                                  ; preds = %vector.body461
  %cmp.n469 = icmp eq i64 %dest_shape.1.1248, %n.vec460
  br i1 %cmp.n469, label %.89.endif.preheader.i, label %vec.epilog.iter.check472

vec.epilog.iter.check472:                         ; preds = %middle.block468
  %126 = and i64 %dest_shape.1.1248, 28
  %min.epilog.iters.check473 = icmp eq i64 %126, 0
  br i1 %min.epilog.iters.check473, label %for.body.1.endif.endif.endif.us.preheader, label %vec.epilog.ph474, !prof !70

vec.epilog.ph474:                                 ; preds = %vector.main.loop.iter.check457, %vec.epilog.iter.check472
  %vec.epilog.resume.val470 = phi i64 [ %n.vec460, %vec.epilog.iter.check472 ], [ 0, %vector.main.loop.iter.check457 ]
  %const_mat897 = add i64 %const, 28
  %n.vec476 = and i64 %dest_shape.1.1248, %const_mat897
  br label %vec.epilog.vector.body477

vec.epilog.vector.body477:                        ; preds = %vec.epilog.vector.body477, %vec.epilog.ph474
  %index478 = phi i64 [ %vec.epilog.resume.val470, %vec.epilog.ph474 ], [ %index.next480, %vec.epilog.vector.body477 ]
  %127 = shl i64 %index478, 3
  %scevgep650 = getelementptr i8, ptr %.6.i116.2, i64 %127
  %wide.load479 = load <4 x double>, ptr %scevgep650, align 8
  %128 = fmul <4 x double> %wide.load479, %wide.load479
  %129 = shl i64 %index478, 3
  %scevgep649 = getelementptr i8, ptr %.6.i150, i64 %129
  store <4 x double> %128, ptr %scevgep649, align 8
  %index.next480 = add nuw i64 %index478, 4
  %130 = icmp eq i64 %n.vec476, %index.next480
  br i1 %130, label %vec.epilog.middle.block481, label %vec.epilog.vector.body477, !llvm.loop !74

vec.epilog.middle.block481:                       ; preds = %vec.epilog.vector.body477
  %cmp.n482 = icmp eq i64 %dest_shape.1.1248, %n.vec476
  br i1 %cmp.n482, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif.us.preheader

for.body.1.endif.endif.endif.us.preheader:        ; preds = %iter.check455, %vec.epilog.iter.check472, %vec.epilog.middle.block481
  %loop.index.1272.us.ph = phi i64 [ 0, %iter.check455 ], [ %n.vec460, %vec.epilog.iter.check472 ], [ %n.vec476, %vec.epilog.middle.block481 ]
  %131 = sub nsw i64 %dest_shape.1.1248, %loop.index.1272.us.ph
  %xtraiter594 = and i64 %131, 7
  %lcmp.mod595.not = icmp eq i64 %xtraiter594, 0
  br i1 %lcmp.mod595.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol.preheader

for.body.1.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.1.endif.endif.endif.us.preheader
  br label %for.body.1.endif.endif.endif.us.prol

for.body.1.endif.endif.endif.us.prol:             ; preds = %for.body.1.endif.endif.endif.us.prol.preheader, %for.body.1.endif.endif.endif.us.prol
  %lsr.iv647 = phi i64 [ %xtraiter594, %for.body.1.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next648, %for.body.1.endif.endif.endif.us.prol ]
  %loop.index.1272.us.prol = phi i64 [ %.787.us.prol, %for.body.1.endif.endif.endif.us.prol ], [ %loop.index.1272.us.ph, %for.body.1.endif.endif.endif.us.prol.preheader ]
  %132 = shl i64 %loop.index.1272.us.prol, 3
  %scevgep646 = getelementptr i8, ptr %.6.i116.2, i64 %132
  %.749183.us.prol = load double, ptr %scevgep646, align 8
  %.6.i151.prol = fmul double %.749183.us.prol, %.749183.us.prol
  %133 = shl i64 %loop.index.1272.us.prol, 3
  %scevgep645 = getelementptr i8, ptr %.6.i150, i64 %133
  store double %.6.i151.prol, ptr %scevgep645, align 8
  %.787.us.prol = add nuw i64 %loop.index.1272.us.prol, 1
  %lsr.iv.next648 = add nsw i64 %lsr.iv647, -1
  %prol.iter596.cmp.not = icmp eq i64 %lsr.iv.next648, 0
  br i1 %prol.iter596.cmp.not, label %for.body.1.endif.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.prol, !llvm.loop !75

for.body.1.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.1.endif.endif.endif.us.prol, %for.body.1.endif.endif.endif.us.preheader
  %loop.index.1272.us.unr = phi i64 [ %loop.index.1272.us.ph, %for.body.1.endif.endif.endif.us.preheader ], [ %.787.us.prol, %for.body.1.endif.endif.endif.us.prol ]
  %134 = sub nsw i64 %loop.index.1272.us.ph, %dest_shape.1.1248
  %135 = icmp ugt i64 %134, -8
  br i1 %135, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif.us.preheader600

for.body.1.endif.endif.endif.us.preheader600:     ; preds = %for.body.1.endif.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us

for.body.1.endif.endif.endif.us:                  ; preds = %for.body.1.endif.endif.endif.us.preheader600, %for.body.1.endif.endif.endif.us
  %loop.index.1272.us = phi i64 [ %.787.us.7, %for.body.1.endif.endif.endif.us ], [ %loop.index.1272.us.unr, %for.body.1.endif.endif.endif.us.preheader600 ]
  %sunkaddr1175 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1176 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1175
  %.749183.us = load double, ptr %sunkaddr1176, align 8
  %.6.i151 = fmul double %.749183.us, %.749183.us
  %sunkaddr1177 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1178 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1177
  store double %.6.i151, ptr %sunkaddr1178, align 8
  %sunkaddr1179 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1180 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1179
  %sunkaddr1181 = getelementptr i8, ptr %sunkaddr1180, i64 8
  %.749183.us.1 = load double, ptr %sunkaddr1181, align 8
  %.6.i151.1 = fmul double %.749183.us.1, %.749183.us.1
  %sunkaddr1182 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1183 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1182
  %sunkaddr1184 = getelementptr i8, ptr %sunkaddr1183, i64 8
  store double %.6.i151.1, ptr %sunkaddr1184, align 8
  %sunkaddr1185 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1186 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1185
  %sunkaddr1187 = getelementptr i8, ptr %sunkaddr1186, i64 16
  %.749183.us.2 = load double, ptr %sunkaddr1187, align 8
  %.6.i151.2 = fmul double %.749183.us.2, %.749183.us.2
  %sunkaddr1188 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1189 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1188
  %sunkaddr1190 = getelementptr i8, ptr %sunkaddr1189, i64 16
  store double %.6.i151.2, ptr %sunkaddr1190, align 8
  %sunkaddr1191 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1192 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1191
  %sunkaddr1193 = getelementptr i8, ptr %sunkaddr1192, i64 24
  %.749183.us.3 = load double, ptr %sunkaddr1193, align 8
  %.6.i151.3 = fmul double %.749183.us.3, %.749183.us.3
  %sunkaddr1194 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1195 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1194
  %sunkaddr1196 = getelementptr i8, ptr %sunkaddr1195, i64 24
  store double %.6.i151.3, ptr %sunkaddr1196, align 8
  %sunkaddr1197 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1198 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1197
  %sunkaddr1199 = getelementptr i8, ptr %sunkaddr1198, i64 32
  %.749183.us.4 = load double, ptr %sunkaddr1199, align 8
  %.6.i151.4 = fmul double %.749183.us.4, %.749183.us.4
  %sunkaddr1200 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1201 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1200
  %sunkaddr1202 = getelementptr i8, ptr %sunkaddr1201, i64 32
  store double %.6.i151.4, ptr %sunkaddr1202, align 8
  %sunkaddr1203 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1204 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1203
  %sunkaddr1205 = getelementptr i8, ptr %sunkaddr1204, i64 40
  %.749183.us.5 = load double, ptr %sunkaddr1205, align 8
  %.6.i151.5 = fmul double %.749183.us.5, %.749183.us.5
  %sunkaddr1206 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1207 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1206
  %sunkaddr1208 = getelementptr i8, ptr %sunkaddr1207, i64 40
  store double %.6.i151.5, ptr %sunkaddr1208, align 8
  %sunkaddr1209 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1210 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1209
  %sunkaddr1211 = getelementptr i8, ptr %sunkaddr1210, i64 48
  %.749183.us.6 = load double, ptr %sunkaddr1211, align 8
  %.6.i151.6 = fmul double %.749183.us.6, %.749183.us.6
  %sunkaddr1212 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1213 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1212
  %sunkaddr1214 = getelementptr i8, ptr %sunkaddr1213, i64 48
  store double %.6.i151.6, ptr %sunkaddr1214, align 8
  %sunkaddr1215 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1216 = getelementptr i8, ptr %.6.i116.2, i64 %sunkaddr1215
  %sunkaddr1217 = getelementptr i8, ptr %sunkaddr1216, i64 56
  %.749183.us.7 = load double, ptr %sunkaddr1217, align 8
  %.6.i151.7 = fmul double %.749183.us.7, %.749183.us.7
  %sunkaddr1218 = mul i64 %loop.index.1272.us, 8
  %sunkaddr1219 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1218
  %sunkaddr1220 = getelementptr i8, ptr %sunkaddr1219, i64 56
  store double %.6.i151.7, ptr %sunkaddr1220, align 8
  %.787.us.7 = add nuw nsw i64 %loop.index.1272.us, 8
  %exitcond319.not.7 = icmp eq i64 %dest_shape.1.1248, %.787.us.7
  br i1 %exitcond319.not.7, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif.us, !llvm.loop !76

B146.endif.endif.endif.endif.endif.if.if:         ; preds = %B146.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.1.endif.endif.endif, %for.body.1.endif.endif.endif.us, %for.body.1.endif.endif.endif.prol.loopexit, %for.body.1.endif.endif.endif.us.prol.loopexit, %middle.block432, %vec.epilog.middle.block446, %middle.block468, %vec.epilog.middle.block481
  tail call void @NRT_decref(ptr nonnull %.7.i.i109.2)
  %xtraiter.i = and i64 %dest_shape.1.1248, 7
  %136 = icmp samesign ult i64 %dest_shape.1.1248, 8
  br i1 %136, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !77

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat895 = add i64 %const, 24
  %unroll_iter.i = and i64 %dest_shape.1.1248, %const_mat895
  %137 = add nsw i64 %dest_shape.1.1248, -8
  %138 = lshr i64 %137, 3
  %139 = add nuw nsw i64 %138, 1
  %xtraiter597 = and i64 %139, 3
  %140 = and i64 %137, 24
  %lcmp.mod598.not = icmp eq i64 %140, 24
  br i1 %lcmp.mod598.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !78

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter597, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i150, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !79
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i153.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i153.prol, align 8, !noalias !79
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !79
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !79
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !79
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !79
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !79
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !79
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter599.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter599.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !82, !llvm.loop !83

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i150, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %141 = icmp ult i64 %137, 24
  br i1 %141, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !84

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %.89.endif.epil.preheader.i, !prof !85

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i150, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %142 = shl i64 %epil.iter.i, 3
  %scevgep612 = getelementptr i8, ptr %.77.013.epil.init.i, i64 %142
  %.106.epil.i = load double, ptr %scevgep612, align 8, !noalias !79
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %.89.endif.epil.i, !prof !86, !llvm.loop !87

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !79
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i153 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i153, align 8, !noalias !79
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !79
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !79
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !79
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !79
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !79
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !79
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !79
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i153.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i153.1, align 8, !noalias !79
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !79
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !79
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !79
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !79
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !79
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !79
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !79
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i153.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i153.2, align 8, !noalias !79
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !79
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !79
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !79
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !79
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !79
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !79
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !79
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i153.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i153.3, align 8, !noalias !79
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !79
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !79
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !79
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !79
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !79
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !79
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !89, !llvm.loop !90

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.endif.preheader601, %for.body.1.endif.endif.endif
  %loop.index.1272 = phi i64 [ %.787.7, %for.body.1.endif.endif.endif ], [ %loop.index.1272.unr, %for.body.1.endif.endif.endif.preheader601 ]
  %.749183 = load double, ptr %.6.i116.2, align 8
  %.6.i152 = fmul double %.749183, %.749183
  %sunkaddr1221 = mul i64 %loop.index.1272, 8
  %sunkaddr1222 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1221
  store double %.6.i152, ptr %sunkaddr1222, align 8
  %.749183.1 = load double, ptr %.6.i116.2, align 8
  %.6.i152.1 = fmul double %.749183.1, %.749183.1
  %sunkaddr1223 = mul i64 %loop.index.1272, 8
  %sunkaddr1224 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1223
  %sunkaddr1225 = getelementptr i8, ptr %sunkaddr1224, i64 8
  store double %.6.i152.1, ptr %sunkaddr1225, align 8
  %.749183.2 = load double, ptr %.6.i116.2, align 8
  %.6.i152.2 = fmul double %.749183.2, %.749183.2
  %sunkaddr1226 = mul i64 %loop.index.1272, 8
  %sunkaddr1227 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1226
  %sunkaddr1228 = getelementptr i8, ptr %sunkaddr1227, i64 16
  store double %.6.i152.2, ptr %sunkaddr1228, align 8
  %.749183.3 = load double, ptr %.6.i116.2, align 8
  %.6.i152.3 = fmul double %.749183.3, %.749183.3
  %sunkaddr1229 = mul i64 %loop.index.1272, 8
  %sunkaddr1230 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1229
  %sunkaddr1231 = getelementptr i8, ptr %sunkaddr1230, i64 24
  store double %.6.i152.3, ptr %sunkaddr1231, align 8
  %.749183.4 = load double, ptr %.6.i116.2, align 8
  %.6.i152.4 = fmul double %.749183.4, %.749183.4
  %sunkaddr1232 = mul i64 %loop.index.1272, 8
  %sunkaddr1233 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1232
  %sunkaddr1234 = getelementptr i8, ptr %sunkaddr1233, i64 32
  store double %.6.i152.4, ptr %sunkaddr1234, align 8
  %.749183.5 = load double, ptr %.6.i116.2, align 8
  %.6.i152.5 = fmul double %.749183.5, %.749183.5
  %sunkaddr1235 = mul i64 %loop.index.1272, 8
  %sunkaddr1236 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1235
  %sunkaddr1237 = getelementptr i8, ptr %sunkaddr1236, i64 40
  store double %.6.i152.5, ptr %sunkaddr1237, align 8
  %.749183.6 = load double, ptr %.6.i116.2, align 8
  %.6.i152.6 = fmul double %.749183.6, %.749183.6
  %sunkaddr1238 = mul i64 %loop.index.1272, 8
  %sunkaddr1239 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1238
  %sunkaddr1240 = getelementptr i8, ptr %sunkaddr1239, i64 48
  store double %.6.i152.6, ptr %sunkaddr1240, align 8
  %.749183.7 = load double, ptr %.6.i116.2, align 8
  %.6.i152.7 = fmul double %.749183.7, %.749183.7
  %sunkaddr1241 = mul i64 %loop.index.1272, 8
  %sunkaddr1242 = getelementptr i8, ptr %.6.i150, i64 %sunkaddr1241
  %sunkaddr1243 = getelementptr i8, ptr %sunkaddr1242, i64 56
  store double %.6.i152.7, ptr %sunkaddr1243, align 8
  %.787.7 = add nuw nsw i64 %loop.index.1272, 8
  %exitcond318.not.7 = icmp eq i64 %dest_shape.1.1248, %.787.7
  br i1 %exitcond318.not.7, label %.89.endif.preheader.i, label %for.body.1.endif.endif.endif, !llvm.loop !92

for.end.1.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1.thread181
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.thread181 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i143)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.euler_cubic, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
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
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd")
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
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !93

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.51, align 8
  %.57 = call i32 @_ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.51, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, double %.44) #4
  %.58 = load ptr, ptr %excinfo, align 8
  %.67 = load double, ptr %.51, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.if, !prof !94

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

define double @cfunc._ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.10 = call i32 @_ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 poison, double %.2) #4
  %.11 = load ptr, ptr %excinfo, align 8
  %.20 = load double, ptr %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.10, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !94

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
!9 = !{!"branch_weights", i32 78741065, i32 2068742583}
!10 = !{!11, !13, !14, !16}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = !{!18}
!18 = distinct !{!18, !19}
!19 = distinct !{!19, !"LVerDomain"}
!20 = !{!21}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.isvectorized", i32 1}
!24 = !{!"llvm.loop.unroll.runtime.disable"}
!25 = !{!"branch_weights", i32 2, i32 30}
!26 = distinct !{!26, !23, !24}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !23, !24}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !23}
!32 = !{!33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!36}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !23, !24}
!38 = distinct !{!38, !23, !24}
!39 = distinct !{!39, !28}
!40 = distinct !{!40, !23, !24}
!41 = distinct !{!41, !28}
!42 = distinct !{!42, !23}
!43 = distinct !{!43, !23}
!44 = !{!45}
!45 = distinct !{!45, !46}
!46 = distinct !{!46, !"LVerDomain"}
!47 = !{!48}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !23, !24}
!50 = distinct !{!50, !23, !24}
!51 = distinct !{!51, !28}
!52 = distinct !{!52, !23, !24}
!53 = distinct !{!53, !28}
!54 = distinct !{!54, !23}
!55 = distinct !{!55, !23}
!56 = distinct !{!56, !23}
!57 = !{!58, !60, !61, !63}
!58 = distinct !{!58, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!59 = distinct !{!59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!60 = distinct !{!60, !59, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = !{!65}
!65 = distinct !{!65, !66}
!66 = distinct !{!66, !"LVerDomain"}
!67 = !{!68}
!68 = distinct !{!68, !66}
!69 = distinct !{!69, !23, !24}
!70 = !{!"branch_weights", i32 4, i32 28}
!71 = distinct !{!71, !23, !24}
!72 = distinct !{!72, !28}
!73 = distinct !{!73, !23, !24}
!74 = distinct !{!74, !23, !24}
!75 = distinct !{!75, !28}
!76 = distinct !{!76, !23}
!77 = !{!"branch_weights", i32 146201250, i32 2001282398}
!78 = !{!"branch_weights", i32 127, i32 1}
!79 = !{!80}
!80 = distinct !{!80, !81, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!81 = distinct !{!81, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!82 = !{!"branch_weights", i32 1, i32 1}
!83 = distinct !{!83, !28}
!84 = !{!"branch_weights", i32 1, i32 127}
!85 = !{!"branch_weights", i32 277993707, i32 1869489941}
!86 = !{!"branch_weights", i32 542333185, i32 1605150463}
!87 = distinct !{!87, !88, !28}
!88 = !{!"llvm.loop.estimated_trip_count", i32 4}
!89 = !{!"branch_weights", i32 166258294, i32 1981225354}
!90 = distinct !{!90, !91}
!91 = !{!"llvm.loop.estimated_trip_count", i32 3}
!92 = distinct !{!92, !23}
!93 = !{!"branch_weights", i32 99, i32 1}
!94 = !{!"branch_weights", i32 49, i32 1}
