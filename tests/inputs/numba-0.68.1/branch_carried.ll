; ModuleID = 'branch_carried'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.branch_carried = internal constant [15 x i8] c"branch_carried\00"
@_ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f5d5fbc2810B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f5d5fbc2850B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f5d5fbc2790B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f5d5fbc3210B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.y0.0, ptr readnone captures(none) %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, ptr readonly captures(none) %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
B128.i:
  %const587 = bitcast i64 -1152921504606846976 to i64
  %const586 = bitcast i64 -2305843009213693952 to i64
  %arg.y0.5.0.fr = freeze i64 %arg.y0.5.0
  tail call void @NRT_incref(ptr %arg.y0.0)
  %0 = add i64 %arg.y0.5.0.fr, %const587
  %.82 = icmp ult i64 %0, %const586
  br i1 %.82, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B46:                                              ; preds = %B46.lr.ph, %B193
  %.283348 = phi i64 [ 4, %B46.lr.ph ], [ %.293, %B193 ]
  %y.3.sroa.0.0347 = phi ptr [ %.7.i.i, %B46.lr.ph ], [ %.750.sink438, %B193 ]
  %y.3.sroa.72.0346 = phi ptr [ %.6.i, %B46.lr.ph ], [ %y.4.sroa.32.1, %B193 ]
  %y.3.sroa.90.0345 = phi i64 [ %arg.y0.5.0.fr, %B46.lr.ph ], [ %y.4.sroa.40.1, %B193 ]
  %.293 = add nsw i64 %.283348, -1
  %.351 = load double, ptr %y.3.sroa.72.0346, align 8
  %.352 = fcmp ogt double %.351, 0.000000e+00
  br i1 %.352, label %B128.i58, label %B128.i78

B128.i58:                                         ; preds = %B46
  %1 = icmp eq i64 %y.3.sroa.90.0345, 1
  br i1 %1, label %B72.endif.endif.endif.endif.endif, label %B150.i113

B128.i78:                                         ; preds = %B46
  %2 = icmp eq i64 %y.3.sroa.90.0345, 1
  br i1 %2, label %B126.endif.endif.endif.endif.endif, label %B150.i141

B128.i98:                                         ; preds = %B193
  %.980 = shl nsw i64 %y.4.sroa.40.1, 3
  %.7.i.i182 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.980, i32 32), !noalias !1
  %.8.i.i183 = icmp eq ptr %.7.i.i182, null
  br i1 %.8.i.i183, label %B192.endif.endif.endif.endif.endif.if.if, label %B192.endif.endif.endif.endif.endif.endif, !prof !8

B193.loopexit371.unr-lcssa:                       ; preds = %for.body.2.endif.endif.endif
  %lcmp.mod373.not = icmp eq i64 %xtraiter372, 0
  br i1 %lcmp.mod373.not, label %B193, label %for.body.2.endif.endif.endif.epil.preheader

for.body.2.endif.endif.endif.epil.preheader:      ; preds = %B193.loopexit371.unr-lcssa, %for.body.2.endif.endif.endif.preheader
  %loop.index.2337.epil.init = phi i64 [ 0, %for.body.2.endif.endif.endif.preheader ], [ %.846.7, %B193.loopexit371.unr-lcssa ]
  %3 = shl i64 %loop.index.2337.epil.init, 3
  %scevgep471 = getelementptr i8, ptr %.6.i157, i64 %3
  br label %for.body.2.endif.endif.endif.epil

for.body.2.endif.endif.endif.epil:                ; preds = %for.body.2.endif.endif.endif.epil, %for.body.2.endif.endif.endif.epil.preheader
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.2.endif.endif.endif.epil ], [ 0, %for.body.2.endif.endif.endif.epil.preheader ]
  %.808254.epil = load double, ptr %y.3.sroa.72.0346, align 8
  %.16.le.i158.epil = tail call double @llvm.cos.f64(double %.808254.epil)
  %.8.i159.epil = fmul double %.612, %.808254.epil
  %.21.i160.epil = fmul double %arg.h, %.16.le.i158.epil
  %.22.i161.epil = fadd double %.8.i159.epil, %.21.i160.epil
  %4 = shl nuw nsw i64 %epil.iter, 3
  %scevgep472 = getelementptr i8, ptr %scevgep471, i64 %4
  store double %.22.i161.epil, ptr %scevgep472, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter372, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %B193, label %for.body.2.endif.endif.endif.epil, !llvm.loop !9

B193:                                             ; preds = %for.body.2.endif.endif.endif.us.prol.loopexit, %middle.block294, %B126.endif.endif.endif.endif.endif.endif, %for.body.2.endif.endif.endif.epil, %for.body.2.endif.endif.endif.us, %B193.loopexit371.unr-lcssa, %for.end.1
  %y.3.sroa.0.0347.sink = phi ptr [ %.7.i.i122, %for.end.1 ], [ %y.3.sroa.0.0347, %B126.endif.endif.endif.endif.endif.endif ], [ %y.3.sroa.0.0347, %for.body.2.endif.endif.endif.epil ], [ %y.3.sroa.0.0347, %middle.block294 ], [ %y.3.sroa.0.0347, %for.body.2.endif.endif.endif.us ], [ %y.3.sroa.0.0347, %B193.loopexit371.unr-lcssa ], [ %y.3.sroa.0.0347, %for.body.2.endif.endif.endif.us.prol.loopexit ]
  %.750.sink438 = phi ptr [ %.7.i.i122, %for.end.1 ], [ %.7.i.i150, %B126.endif.endif.endif.endif.endif.endif ], [ %.7.i.i150, %for.body.2.endif.endif.endif.epil ], [ %.7.i.i150, %middle.block294 ], [ %.7.i.i150, %for.body.2.endif.endif.endif.us ], [ %.7.i.i150, %B193.loopexit371.unr-lcssa ], [ %.7.i.i150, %for.body.2.endif.endif.endif.us.prol.loopexit ]
  %y.4.sroa.40.1 = phi i64 [ %dest_shape.1.1256, %for.end.1 ], [ %dest_shape.2.1259, %B126.endif.endif.endif.endif.endif.endif ], [ %dest_shape.2.1259, %for.body.2.endif.endif.endif.epil ], [ %dest_shape.2.1259, %middle.block294 ], [ %dest_shape.2.1259, %for.body.2.endif.endif.endif.us ], [ %dest_shape.2.1259, %B193.loopexit371.unr-lcssa ], [ %dest_shape.2.1259, %for.body.2.endif.endif.endif.us.prol.loopexit ]
  %y.4.sroa.32.1 = phi ptr [ %.6.i129, %for.end.1 ], [ %.6.i157, %B126.endif.endif.endif.endif.endif.endif ], [ %.6.i157, %for.body.2.endif.endif.endif.epil ], [ %.6.i157, %middle.block294 ], [ %.6.i157, %for.body.2.endif.endif.endif.us ], [ %.6.i157, %B193.loopexit371.unr-lcssa ], [ %.6.i157, %for.body.2.endif.endif.endif.us.prol.loopexit ]
  tail call void @NRT_decref(ptr nonnull %y.3.sroa.0.0347.sink)
  %.284 = icmp samesign ugt i64 %.283348, 1
  br i1 %.284, label %B46, label %B128.i98

common.ret:                                       ; preds = %for.end.3.endif, %B192.endif.endif.endif.endif.endif.if.if, %B126.endif.endif.endif.endif.endif.if.if, %B126.endif.endif.endif.endif.if, %B72.endif.endif.endif.endif.endif.if.if, %B72.endif.endif.endif.endif.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B126.endif.endif.endif.endif.if ], [ 1, %B72.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %for.end.3.endif ], [ 1, %B126.endif.endif.endif.endif.endif.if.if ], [ 1, %B72.endif.endif.endif.endif.endif.if.if ], [ 1, %B192.endif.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.81 = shl nsw i64 %arg.y0.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32), !noalias !12
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !8

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.149331 = icmp sgt i64 %arg.y0.5.0.fr, 0
  br i1 %.149331, label %for.body.lr.ph, label %B46.lr.ph

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.151.not = icmp eq i64 %arg.y0.5.0.fr, 1
  br i1 %.151.not, label %for.body.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %5 = ptrtoint ptr %.6.i to i64
  %6 = ptrtoint ptr %arg.y0.4 to i64
  %min.iters.check = icmp ult i64 %arg.y0.5.0.fr, 4
  %7 = sub i64 %5, %6
  %diff.check = icmp ult i64 %7, 256
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check270 = icmp ult i64 %arg.y0.5.0.fr, 32
  br i1 %min.iters.check270, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat = add i64 %const, -24
  %n.vec = and i64 %arg.y0.5.0.fr, %const_mat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr588 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr
  %wide.load = load <8 x double>, ptr %sunkaddr588, align 8
  %sunkaddr589 = mul i64 %index, 8
  %sunkaddr590 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr589
  %sunkaddr591 = getelementptr i8, ptr %sunkaddr590, i64 64
  %wide.load271 = load <8 x double>, ptr %sunkaddr591, align 8
  %sunkaddr592 = mul i64 %index, 8
  %sunkaddr593 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr592
  %sunkaddr594 = getelementptr i8, ptr %sunkaddr593, i64 128
  %wide.load272 = load <8 x double>, ptr %sunkaddr594, align 8
  %sunkaddr595 = mul i64 %index, 8
  %sunkaddr596 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr595
  %sunkaddr597 = getelementptr i8, ptr %sunkaddr596, i64 192
  %wide.load273 = load <8 x double>, ptr %sunkaddr597, align 8
  %sunkaddr598 = mul i64 %index, 8
  %sunkaddr599 = getelementptr i8, ptr %.6.i, i64 %sunkaddr598
  store <8 x double> %wide.load, ptr %sunkaddr599, align 8
  %sunkaddr600 = mul i64 %index, 8
  %sunkaddr601 = getelementptr i8, ptr %.6.i, i64 %sunkaddr600
  %sunkaddr602 = getelementptr i8, ptr %sunkaddr601, i64 64
  store <8 x double> %wide.load271, ptr %sunkaddr602, align 8
  %sunkaddr603 = mul i64 %index, 8
  %sunkaddr604 = getelementptr i8, ptr %.6.i, i64 %sunkaddr603
  %sunkaddr605 = getelementptr i8, ptr %sunkaddr604, i64 128
  store <8 x double> %wide.load272, ptr %sunkaddr605, align 8
  %sunkaddr606 = mul i64 %index, 8
  %sunkaddr607 = getelementptr i8, ptr %.6.i, i64 %sunkaddr606
  %sunkaddr608 = getelementptr i8, ptr %sunkaddr607, i64 192
  store <8 x double> %wide.load273, ptr %sunkaddr608, align 8
  %index.next = add nuw i64 %index, 32
  %8 = icmp eq i64 %n.vec, %index.next
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.y0.5.0.fr, %n.vec
  br i1 %cmp.n, label %B46.lr.ph, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %9 = and i64 %arg.y0.5.0.fr, 28
  %min.epilog.iters.check = icmp eq i64 %9, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !22

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %const_mat584 = add i64 %const, 4
  %n.vec275 = and i64 %arg.y0.5.0.fr, %const_mat584
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index276 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next278, %vec.epilog.vector.body ]
  %10 = shl i64 %index276, 3
  %scevgep566 = getelementptr i8, ptr %arg.y0.4, i64 %10
  %wide.load277 = load <4 x double>, ptr %scevgep566, align 8
  %11 = shl i64 %index276, 3
  %scevgep565 = getelementptr i8, ptr %.6.i, i64 %11
  store <4 x double> %wide.load277, ptr %scevgep565, align 8
  %index.next278 = add nuw i64 %index276, 4
  %12 = icmp eq i64 %n.vec275, %index.next278
  br i1 %12, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n279 = icmp eq i64 %arg.y0.5.0.fr, %n.vec275
  br i1 %cmp.n279, label %B46.lr.ph, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index333.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec275, %vec.epilog.middle.block ]
  %13 = sub nsw i64 %arg.y0.5.0.fr, %loop.index333.us.ph
  %xtraiter = and i64 %13, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv563 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next564, %for.body.endif.endif.us.prol ]
  %loop.index333.us.prol = phi i64 [ %.188.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index333.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %14 = shl i64 %loop.index333.us.prol, 3
  %scevgep562 = getelementptr i8, ptr %arg.y0.4, i64 %14
  %.159.us.prol = load double, ptr %scevgep562, align 8
  %15 = shl i64 %loop.index333.us.prol, 3
  %scevgep561 = getelementptr i8, ptr %.6.i, i64 %15
  store double %.159.us.prol, ptr %scevgep561, align 8
  %.188.us.prol = add nuw i64 %loop.index333.us.prol, 1
  %lsr.iv.next564 = add nsw i64 %lsr.iv563, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next564, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index333.us.unr = phi i64 [ %loop.index333.us.ph, %for.body.endif.endif.us.preheader ], [ %.188.us.prol, %for.body.endif.endif.us.prol ]
  %16 = sub nsw i64 %loop.index333.us.ph, %arg.y0.5.0.fr
  %17 = icmp ugt i64 %16, -8
  br i1 %17, label %B46.lr.ph, label %for.body.endif.endif.us.preheader400

for.body.endif.endif.us.preheader400:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader400, %for.body.endif.endif.us
  %loop.index333.us = phi i64 [ %.188.us.7, %for.body.endif.endif.us ], [ %loop.index333.us.unr, %for.body.endif.endif.us.preheader400 ]
  %sunkaddr609 = mul i64 %loop.index333.us, 8
  %sunkaddr610 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr609
  %.159.us = load double, ptr %sunkaddr610, align 8
  %sunkaddr611 = mul i64 %loop.index333.us, 8
  %sunkaddr612 = getelementptr i8, ptr %.6.i, i64 %sunkaddr611
  store double %.159.us, ptr %sunkaddr612, align 8
  %sunkaddr613 = mul i64 %loop.index333.us, 8
  %sunkaddr614 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr613
  %sunkaddr615 = getelementptr i8, ptr %sunkaddr614, i64 8
  %.159.us.1 = load double, ptr %sunkaddr615, align 8
  %sunkaddr616 = mul i64 %loop.index333.us, 8
  %sunkaddr617 = getelementptr i8, ptr %.6.i, i64 %sunkaddr616
  %sunkaddr618 = getelementptr i8, ptr %sunkaddr617, i64 8
  store double %.159.us.1, ptr %sunkaddr618, align 8
  %sunkaddr619 = mul i64 %loop.index333.us, 8
  %sunkaddr620 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr619
  %sunkaddr621 = getelementptr i8, ptr %sunkaddr620, i64 16
  %.159.us.2 = load double, ptr %sunkaddr621, align 8
  %sunkaddr622 = mul i64 %loop.index333.us, 8
  %sunkaddr623 = getelementptr i8, ptr %.6.i, i64 %sunkaddr622
  %sunkaddr624 = getelementptr i8, ptr %sunkaddr623, i64 16
  store double %.159.us.2, ptr %sunkaddr624, align 8
  %sunkaddr625 = mul i64 %loop.index333.us, 8
  %sunkaddr626 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr625
  %sunkaddr627 = getelementptr i8, ptr %sunkaddr626, i64 24
  %.159.us.3 = load double, ptr %sunkaddr627, align 8
  %sunkaddr628 = mul i64 %loop.index333.us, 8
  %sunkaddr629 = getelementptr i8, ptr %.6.i, i64 %sunkaddr628
  %sunkaddr630 = getelementptr i8, ptr %sunkaddr629, i64 24
  store double %.159.us.3, ptr %sunkaddr630, align 8
  %sunkaddr631 = mul i64 %loop.index333.us, 8
  %sunkaddr632 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr631
  %sunkaddr633 = getelementptr i8, ptr %sunkaddr632, i64 32
  %.159.us.4 = load double, ptr %sunkaddr633, align 8
  %sunkaddr634 = mul i64 %loop.index333.us, 8
  %sunkaddr635 = getelementptr i8, ptr %.6.i, i64 %sunkaddr634
  %sunkaddr636 = getelementptr i8, ptr %sunkaddr635, i64 32
  store double %.159.us.4, ptr %sunkaddr636, align 8
  %sunkaddr637 = mul i64 %loop.index333.us, 8
  %sunkaddr638 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr637
  %sunkaddr639 = getelementptr i8, ptr %sunkaddr638, i64 40
  %.159.us.5 = load double, ptr %sunkaddr639, align 8
  %sunkaddr640 = mul i64 %loop.index333.us, 8
  %sunkaddr641 = getelementptr i8, ptr %.6.i, i64 %sunkaddr640
  %sunkaddr642 = getelementptr i8, ptr %sunkaddr641, i64 40
  store double %.159.us.5, ptr %sunkaddr642, align 8
  %sunkaddr643 = mul i64 %loop.index333.us, 8
  %sunkaddr644 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr643
  %sunkaddr645 = getelementptr i8, ptr %sunkaddr644, i64 48
  %.159.us.6 = load double, ptr %sunkaddr645, align 8
  %sunkaddr646 = mul i64 %loop.index333.us, 8
  %sunkaddr647 = getelementptr i8, ptr %.6.i, i64 %sunkaddr646
  %sunkaddr648 = getelementptr i8, ptr %sunkaddr647, i64 48
  store double %.159.us.6, ptr %sunkaddr648, align 8
  %sunkaddr649 = mul i64 %loop.index333.us, 8
  %sunkaddr650 = getelementptr i8, ptr %arg.y0.4, i64 %sunkaddr649
  %sunkaddr651 = getelementptr i8, ptr %sunkaddr650, i64 56
  %.159.us.7 = load double, ptr %sunkaddr651, align 8
  %sunkaddr652 = mul i64 %loop.index333.us, 8
  %sunkaddr653 = getelementptr i8, ptr %.6.i, i64 %sunkaddr652
  %sunkaddr654 = getelementptr i8, ptr %sunkaddr653, i64 56
  store double %.159.us.7, ptr %sunkaddr654, align 8
  %.188.us.7 = add nuw nsw i64 %loop.index333.us, 8
  %exitcond394.not.7 = icmp eq i64 %arg.y0.5.0.fr, %.188.us.7
  br i1 %exitcond394.not.7, label %B46.lr.ph, label %for.body.endif.endif.us, !llvm.loop !25

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.159.pre = load double, ptr %arg.y0.4, align 8
  store double %.159.pre, ptr %.6.i, align 8
  br label %B46.lr.ph

B46.lr.ph:                                        ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif, %B0.endif.endif.endif.endif
  %.612 = fsub double 1.000000e+00, %arg.h
  tail call void @NRT_decref(ptr %arg.y0.0)
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.612, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert288 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat289 = shufflevector <8 x double> %broadcast.splatinsert288, <8 x double> poison, <8 x i32> zeroinitializer
  br label %B46

B150.i113:                                        ; preds = %B128.i58
  %18 = add i64 %y.3.sroa.90.0345, %const587
  %.467 = icmp ult i64 %18, %const586
  br i1 %.467, label %B72.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif, !prof !26

B72.endif.endif.endif.endif.if:                   ; preds = %B150.i113
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B72.endif.endif.endif.endif.endif:                ; preds = %B128.i58, %B150.i113
  %dest_shape.1.1256 = phi i64 [ %y.3.sroa.90.0345, %B150.i113 ], [ 1, %B128.i58 ]
  %.466 = shl nsw i64 %dest_shape.1.1256, 3
  %.7.i.i122 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.466, i32 32), !noalias !27
  %.8.i.i123 = icmp eq ptr %.7.i.i122, null
  br i1 %.8.i.i123, label %B72.endif.endif.endif.endif.endif.if.if, label %B72.endif.endif.endif.endif.endif.endif, !prof !8

B72.endif.endif.endif.endif.endif.endif:          ; preds = %B72.endif.endif.endif.endif.endif
  %.5.i128 = getelementptr i8, ptr %.7.i.i122, i64 24
  %.6.i129 = load ptr, ptr %.5.i128, align 8
  %.537339 = icmp sgt i64 %dest_shape.1.1256, 0
  br i1 %.537339, label %for.body.1.lr.ph, label %for.end.1

for.body.1.lr.ph:                                 ; preds = %B72.endif.endif.endif.endif.endif.endif
  %xtraiter378 = and i64 %dest_shape.1.1256, 7
  %19 = icmp ult i64 %dest_shape.1.1256, 8
  br i1 %19, label %for.body.1.endif.endif.endif.epil.preheader, label %for.body.1.lr.ph.new

for.body.1.lr.ph.new:                             ; preds = %for.body.1.lr.ph
  %unroll_iter382 = and i64 %dest_shape.1.1256, %const
  br label %for.body.1.endif.endif.endif

B72.endif.endif.endif.endif.endif.if.if:          ; preds = %B72.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1.endif.endif.endif
  %lcmp.mod380.not = icmp eq i64 %xtraiter378, 0
  br i1 %lcmp.mod380.not, label %for.end.1, label %for.body.1.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.epil.preheader:      ; preds = %for.end.1.loopexit.unr-lcssa, %for.body.1.lr.ph
  %loop.index.1342.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %.585.7, %for.end.1.loopexit.unr-lcssa ]
  %.533.0341.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %loop.index.1..533.0.7, %for.end.1.loopexit.unr-lcssa ]
  %.530.0340.epil.init = phi i64 [ 0, %for.body.1.lr.ph ], [ %loop.index.1..530.0.7, %for.end.1.loopexit.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.epil

for.body.1.endif.endif.endif.epil:                ; preds = %for.body.1.endif.endif.endif.epil, %for.body.1.endif.endif.endif.epil.preheader
  %lsr.iv527 = phi i64 [ %lsr.iv.next528, %for.body.1.endif.endif.endif.epil ], [ %xtraiter378, %for.body.1.endif.endif.endif.epil.preheader ]
  %loop.index.1342.epil = phi i64 [ %loop.index.1342.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %.585.epil, %for.body.1.endif.endif.endif.epil ]
  %.533.0341.epil = phi i64 [ %.533.0341.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %loop.index.1..533.0.epil, %for.body.1.endif.endif.endif.epil ]
  %.530.0340.epil = phi i64 [ %.530.0340.epil.init, %for.body.1.endif.endif.endif.epil.preheader ], [ %loop.index.1..530.0.epil, %for.body.1.endif.endif.endif.epil ]
  %20 = icmp ugt i64 %y.3.sroa.90.0345, 1
  %loop.index.1..530.0.epil = select i1 %20, i64 %loop.index.1342.epil, i64 %.530.0340.epil
  %loop.index.1..533.0.epil = select i1 %20, i64 %loop.index.1342.epil, i64 %.533.0341.epil
  %.547247.in.epil = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..530.0.epil
  %.547247.epil = load double, ptr %.547247.in.epil, align 8
  %.555.epil = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..533.0.epil
  %.556.epil = load double, ptr %.555.epil, align 8
  %.14.le.i.epil = tail call double @llvm.sin.f64(double %.556.epil)
  %.19.i.epil = fmul double %arg.h, %.14.le.i.epil
  %.20.i.epil = fadd double %.547247.epil, %.19.i.epil
  %21 = shl i64 %loop.index.1342.epil, 3
  %scevgep526 = getelementptr i8, ptr %.6.i129, i64 %21
  store double %.20.i.epil, ptr %scevgep526, align 8
  %.585.epil = add nuw nsw i64 %loop.index.1342.epil, 1
  %lsr.iv.next528 = add nsw i64 %lsr.iv527, -1
  %epil.iter379.cmp.not = icmp eq i64 %lsr.iv.next528, 0
  br i1 %epil.iter379.cmp.not, label %for.end.1, label %for.body.1.endif.endif.endif.epil, !llvm.loop !34

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif.epil, %for.end.1.loopexit.unr-lcssa, %B72.endif.endif.endif.endif.endif.endif
  tail call void @NRT_incref(ptr nonnull %.7.i.i122)
  tail call void @NRT_decref(ptr nonnull %y.3.sroa.0.0347)
  br label %B193

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.endif, %for.body.1.lr.ph.new
  %loop.index.1342 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %30, %for.body.1.endif.endif.endif ]
  %.533.0341 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %loop.index.1..533.0.7, %for.body.1.endif.endif.endif ]
  %.530.0340 = phi i64 [ 0, %for.body.1.lr.ph.new ], [ %loop.index.1..530.0.7, %for.body.1.endif.endif.endif ]
  %22 = icmp ugt i64 %y.3.sroa.90.0345, 1
  %loop.index.1..530.0 = select i1 %22, i64 %loop.index.1342, i64 %.530.0340
  %loop.index.1..533.0 = select i1 %22, i64 %loop.index.1342, i64 %.533.0341
  %.547247.in = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..530.0
  %.547247 = load double, ptr %.547247.in, align 8
  %.555 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..533.0
  %.556 = load double, ptr %.555, align 8
  %.14.le.i = tail call double @llvm.sin.f64(double %.556)
  %.19.i = fmul double %arg.h, %.14.le.i
  %.20.i = fadd double %.547247, %.19.i
  %sunkaddr655 = mul i64 %loop.index.1342, 8
  %sunkaddr656 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr655
  store double %.20.i, ptr %sunkaddr656, align 8
  %23 = add i64 %loop.index.1342, 1
  %loop.index.1..530.0.1 = select i1 %22, i64 %23, i64 %.530.0340
  %loop.index.1..533.0.1 = select i1 %22, i64 %23, i64 %.533.0341
  %.547247.in.1 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..530.0.1
  %.547247.1 = load double, ptr %.547247.in.1, align 8
  %.555.1 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..533.0.1
  %.556.1 = load double, ptr %.555.1, align 8
  %.14.le.i.1 = tail call double @llvm.sin.f64(double %.556.1)
  %.19.i.1 = fmul double %arg.h, %.14.le.i.1
  %.20.i.1 = fadd double %.547247.1, %.19.i.1
  %sunkaddr657 = mul i64 %loop.index.1342, 8
  %sunkaddr658 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr657
  %sunkaddr659 = getelementptr i8, ptr %sunkaddr658, i64 8
  store double %.20.i.1, ptr %sunkaddr659, align 8
  %24 = add i64 %23, 1
  %loop.index.1..530.0.2 = select i1 %22, i64 %24, i64 %.530.0340
  %loop.index.1..533.0.2 = select i1 %22, i64 %24, i64 %.533.0341
  %.547247.in.2 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..530.0.2
  %.547247.2 = load double, ptr %.547247.in.2, align 8
  %.555.2 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..533.0.2
  %.556.2 = load double, ptr %.555.2, align 8
  %.14.le.i.2 = tail call double @llvm.sin.f64(double %.556.2)
  %.19.i.2 = fmul double %arg.h, %.14.le.i.2
  %.20.i.2 = fadd double %.547247.2, %.19.i.2
  %sunkaddr660 = mul i64 %loop.index.1342, 8
  %sunkaddr661 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr660
  %sunkaddr662 = getelementptr i8, ptr %sunkaddr661, i64 16
  store double %.20.i.2, ptr %sunkaddr662, align 8
  %25 = add i64 %24, 1
  %loop.index.1..530.0.3 = select i1 %22, i64 %25, i64 %.530.0340
  %loop.index.1..533.0.3 = select i1 %22, i64 %25, i64 %.533.0341
  %.547247.in.3 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..530.0.3
  %.547247.3 = load double, ptr %.547247.in.3, align 8
  %.555.3 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..533.0.3
  %.556.3 = load double, ptr %.555.3, align 8
  %.14.le.i.3 = tail call double @llvm.sin.f64(double %.556.3)
  %.19.i.3 = fmul double %arg.h, %.14.le.i.3
  %.20.i.3 = fadd double %.547247.3, %.19.i.3
  %sunkaddr663 = mul i64 %loop.index.1342, 8
  %sunkaddr664 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr663
  %sunkaddr665 = getelementptr i8, ptr %sunkaddr664, i64 24
  store double %.20.i.3, ptr %sunkaddr665, align 8
  %26 = add i64 %25, 1
  %loop.index.1..530.0.4 = select i1 %22, i64 %26, i64 %.530.0340
  %loop.index.1..533.0.4 = select i1 %22, i64 %26, i64 %.533.0341
  %.547247.in.4 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..530.0.4
  %.547247.4 = load double, ptr %.547247.in.4, align 8
  %.555.4 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..533.0.4
  %.556.4 = load double, ptr %.555.4, align 8
  %.14.le.i.4 = tail call double @llvm.sin.f64(double %.556.4)
  %.19.i.4 = fmul double %arg.h, %.14.le.i.4
  %.20.i.4 = fadd double %.547247.4, %.19.i.4
  %sunkaddr666 = mul i64 %loop.index.1342, 8
  %sunkaddr667 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr666
  %sunkaddr668 = getelementptr i8, ptr %sunkaddr667, i64 32
  store double %.20.i.4, ptr %sunkaddr668, align 8
  %27 = add i64 %26, 1
  %loop.index.1..530.0.5 = select i1 %22, i64 %27, i64 %.530.0340
  %loop.index.1..533.0.5 = select i1 %22, i64 %27, i64 %.533.0341
  %.547247.in.5 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..530.0.5
  %.547247.5 = load double, ptr %.547247.in.5, align 8
  %.555.5 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..533.0.5
  %.556.5 = load double, ptr %.555.5, align 8
  %.14.le.i.5 = tail call double @llvm.sin.f64(double %.556.5)
  %.19.i.5 = fmul double %arg.h, %.14.le.i.5
  %.20.i.5 = fadd double %.547247.5, %.19.i.5
  %sunkaddr669 = mul i64 %loop.index.1342, 8
  %sunkaddr670 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr669
  %sunkaddr671 = getelementptr i8, ptr %sunkaddr670, i64 40
  store double %.20.i.5, ptr %sunkaddr671, align 8
  %28 = add i64 %27, 1
  %loop.index.1..530.0.6 = select i1 %22, i64 %28, i64 %.530.0340
  %loop.index.1..533.0.6 = select i1 %22, i64 %28, i64 %.533.0341
  %.547247.in.6 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..530.0.6
  %.547247.6 = load double, ptr %.547247.in.6, align 8
  %.555.6 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..533.0.6
  %.556.6 = load double, ptr %.555.6, align 8
  %.14.le.i.6 = tail call double @llvm.sin.f64(double %.556.6)
  %.19.i.6 = fmul double %arg.h, %.14.le.i.6
  %.20.i.6 = fadd double %.547247.6, %.19.i.6
  %sunkaddr672 = mul i64 %loop.index.1342, 8
  %sunkaddr673 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr672
  %sunkaddr674 = getelementptr i8, ptr %sunkaddr673, i64 48
  store double %.20.i.6, ptr %sunkaddr674, align 8
  %29 = add i64 %28, 1
  %loop.index.1..530.0.7 = select i1 %22, i64 %29, i64 %.530.0340
  %loop.index.1..533.0.7 = select i1 %22, i64 %29, i64 %.533.0341
  %.547247.in.7 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..530.0.7
  %.547247.7 = load double, ptr %.547247.in.7, align 8
  %.555.7 = getelementptr double, ptr %y.3.sroa.72.0346, i64 %loop.index.1..533.0.7
  %.556.7 = load double, ptr %.555.7, align 8
  %.14.le.i.7 = tail call double @llvm.sin.f64(double %.556.7)
  %.19.i.7 = fmul double %arg.h, %.14.le.i.7
  %.20.i.7 = fadd double %.547247.7, %.19.i.7
  %sunkaddr675 = mul i64 %loop.index.1342, 8
  %sunkaddr676 = getelementptr i8, ptr %.6.i129, i64 %sunkaddr675
  %sunkaddr677 = getelementptr i8, ptr %sunkaddr676, i64 56
  store double %.20.i.7, ptr %sunkaddr677, align 8
  %.585.7 = add nuw nsw i64 %loop.index.1342, 8
  %30 = add i64 %29, 1
  %niter383.ncmp.7 = icmp eq i64 %30, %unroll_iter382
  br i1 %niter383.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif

B150.i141:                                        ; preds = %B128.i78
  %31 = add i64 %y.3.sroa.90.0345, %const587
  %.728 = icmp ult i64 %31, %const586
  br i1 %.728, label %B126.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif, !prof !26

B126.endif.endif.endif.endif.if:                  ; preds = %B150.i141
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !11
  br label %common.ret

B126.endif.endif.endif.endif.endif:               ; preds = %B128.i78, %B150.i141
  %dest_shape.2.1259 = phi i64 [ %y.3.sroa.90.0345, %B150.i141 ], [ 1, %B128.i78 ]
  %.727 = shl nsw i64 %dest_shape.2.1259, 3
  %.7.i.i150 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.727, i32 32), !noalias !35
  %.8.i.i151 = icmp eq ptr %.7.i.i150, null
  br i1 %.8.i.i151, label %B126.endif.endif.endif.endif.endif.if.if, label %B126.endif.endif.endif.endif.endif.endif, !prof !8

B126.endif.endif.endif.endif.endif.endif:         ; preds = %B126.endif.endif.endif.endif.endif
  %.5.i156 = getelementptr i8, ptr %.7.i.i150, i64 24
  %.6.i157 = load ptr, ptr %.5.i156, align 8
  %.798334 = icmp sgt i64 %dest_shape.2.1259, 0
  br i1 %.798334, label %for.body.2.lr.ph, label %B193

for.body.2.lr.ph:                                 ; preds = %B126.endif.endif.endif.endif.endif.endif
  %.800 = icmp ugt i64 %y.3.sroa.90.0345, 1
  br i1 %.800, label %for.body.2.endif.endif.endif.us.preheader, label %for.body.2.endif.endif.endif.preheader

for.body.2.endif.endif.endif.preheader:           ; preds = %for.body.2.lr.ph
  %xtraiter372 = and i64 %dest_shape.2.1259, 7
  %32 = icmp ult i64 %dest_shape.2.1259, 8
  br i1 %32, label %for.body.2.endif.endif.endif.epil.preheader, label %for.body.2.endif.endif.endif.preheader.new

for.body.2.endif.endif.endif.preheader.new:       ; preds = %for.body.2.endif.endif.endif.preheader
  %unroll_iter = and i64 %dest_shape.2.1259, %const
  br label %for.body.2.endif.endif.endif

for.body.2.endif.endif.endif.us.preheader:        ; preds = %for.body.2.lr.ph
  %33 = ptrtoint ptr %.6.i157 to i64
  %34 = ptrtoint ptr %y.3.sroa.72.0346 to i64
  %min.iters.check284 = icmp ult i64 %dest_shape.2.1259, 8
  %35 = sub i64 %33, %34
  %diff.check283 = icmp ult i64 %35, 64
  %or.cond366 = select i1 %min.iters.check284, i1 true, i1 %diff.check283
  br i1 %or.cond366, label %for.body.2.endif.endif.endif.us.preheader370, label %vector.ph285

vector.ph285:                                     ; preds = %for.body.2.endif.endif.endif.us.preheader
  %n.vec287 = and i64 %dest_shape.2.1259, %const
  br label %vector.body290

vector.body290:                                   ; preds = %vector.body290, %vector.ph285
  %index291 = phi i64 [ 0, %vector.ph285 ], [ %index.next293, %vector.body290 ]
  %36 = shl i64 %index291, 3
  %scevgep474 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %36
  %wide.load292 = load <8 x double>, ptr %scevgep474, align 8
  %37 = tail call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load292)
  %38 = fmul <8 x double> %broadcast.splat, %wide.load292
  %39 = fmul <8 x double> %broadcast.splat289, %37
  %40 = fadd <8 x double> %38, %39
  %41 = shl i64 %index291, 3
  %scevgep473 = getelementptr i8, ptr %.6.i157, i64 %41
  store <8 x double> %40, ptr %scevgep473, align 8
  %index.next293 = add nuw i64 %index291, 8
  %42 = icmp eq i64 %n.vec287, %index.next293
  br i1 %42, label %middle.block294, label %vector.body290, !llvm.loop !42

middle.block294:                                  ; preds = %vector.body290
  %cmp.n295 = icmp eq i64 %dest_shape.2.1259, %n.vec287
  br i1 %cmp.n295, label %B193, label %for.body.2.endif.endif.endif.us.preheader370

for.body.2.endif.endif.endif.us.preheader370:     ; preds = %for.body.2.endif.endif.endif.us.preheader, %middle.block294
  %loop.index.2337.us.ph = phi i64 [ 0, %for.body.2.endif.endif.endif.us.preheader ], [ %n.vec287, %middle.block294 ]
  %xtraiter375 = and i64 %dest_shape.2.1259, 7
  %lcmp.mod376.not = icmp eq i64 %xtraiter375, 0
  br i1 %lcmp.mod376.not, label %for.body.2.endif.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.prol.preheader

for.body.2.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.2.endif.endif.endif.us.preheader370
  br label %for.body.2.endif.endif.endif.us.prol

for.body.2.endif.endif.endif.us.prol:             ; preds = %for.body.2.endif.endif.endif.us.prol.preheader, %for.body.2.endif.endif.endif.us.prol
  %lsr.iv477 = phi i64 [ %xtraiter375, %for.body.2.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next478, %for.body.2.endif.endif.endif.us.prol ]
  %loop.index.2337.us.prol = phi i64 [ %.846.us.prol, %for.body.2.endif.endif.endif.us.prol ], [ %loop.index.2337.us.ph, %for.body.2.endif.endif.endif.us.prol.preheader ]
  %43 = shl i64 %loop.index.2337.us.prol, 3
  %scevgep476 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %43
  %.808254.us.prol = load double, ptr %scevgep476, align 8
  %.16.le.i.prol = tail call double @llvm.cos.f64(double %.808254.us.prol)
  %.8.i.prol = fmul double %.612, %.808254.us.prol
  %.21.i.prol = fmul double %arg.h, %.16.le.i.prol
  %.22.i.prol = fadd double %.8.i.prol, %.21.i.prol
  %44 = shl i64 %loop.index.2337.us.prol, 3
  %scevgep475 = getelementptr i8, ptr %.6.i157, i64 %44
  store double %.22.i.prol, ptr %scevgep475, align 8
  %.846.us.prol = add nuw nsw i64 %loop.index.2337.us.prol, 1
  %lsr.iv.next478 = add nsw i64 %lsr.iv477, -1
  %prol.iter377.cmp.not = icmp eq i64 %lsr.iv.next478, 0
  br i1 %prol.iter377.cmp.not, label %for.body.2.endif.endif.endif.us.prol.loopexit, label %for.body.2.endif.endif.endif.us.prol, !llvm.loop !43

for.body.2.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.2.endif.endif.endif.us.prol, %for.body.2.endif.endif.endif.us.preheader370
  %loop.index.2337.us.unr = phi i64 [ %loop.index.2337.us.ph, %for.body.2.endif.endif.endif.us.preheader370 ], [ %.846.us.prol, %for.body.2.endif.endif.endif.us.prol ]
  %45 = sub nsw i64 %loop.index.2337.us.ph, %dest_shape.2.1259
  %46 = icmp ugt i64 %45, -8
  br i1 %46, label %B193, label %for.body.2.endif.endif.endif.us.preheader398

for.body.2.endif.endif.endif.us.preheader398:     ; preds = %for.body.2.endif.endif.endif.us.prol.loopexit
  br label %for.body.2.endif.endif.endif.us

for.body.2.endif.endif.endif.us:                  ; preds = %for.body.2.endif.endif.endif.us.preheader398, %for.body.2.endif.endif.endif.us
  %loop.index.2337.us = phi i64 [ %.846.us.7, %for.body.2.endif.endif.endif.us ], [ %loop.index.2337.us.unr, %for.body.2.endif.endif.endif.us.preheader398 ]
  %sunkaddr678 = mul i64 %loop.index.2337.us, 8
  %sunkaddr679 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %sunkaddr678
  %.808254.us = load double, ptr %sunkaddr679, align 8
  %.16.le.i = tail call double @llvm.cos.f64(double %.808254.us)
  %.8.i = fmul double %.612, %.808254.us
  %.21.i = fmul double %arg.h, %.16.le.i
  %.22.i = fadd double %.8.i, %.21.i
  %47 = shl i64 %loop.index.2337.us, 3
  %scevgep493 = getelementptr i8, ptr %.6.i157, i64 %47
  store double %.22.i, ptr %scevgep493, align 8
  %sunkaddr680 = mul i64 %loop.index.2337.us, 8
  %sunkaddr681 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %sunkaddr680
  %sunkaddr682 = getelementptr i8, ptr %sunkaddr681, i64 8
  %.808254.us.1 = load double, ptr %sunkaddr682, align 8
  %.16.le.i.1 = tail call double @llvm.cos.f64(double %.808254.us.1)
  %.8.i.1 = fmul double %.612, %.808254.us.1
  %.21.i.1 = fmul double %arg.h, %.16.le.i.1
  %.22.i.1 = fadd double %.8.i.1, %.21.i.1
  %48 = shl i64 %loop.index.2337.us, 3
  %scevgep491 = getelementptr i8, ptr %.6.i157, i64 %48
  %scevgep492 = getelementptr i8, ptr %scevgep491, i64 8
  store double %.22.i.1, ptr %scevgep492, align 8
  %sunkaddr683 = mul i64 %loop.index.2337.us, 8
  %sunkaddr684 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, ptr %sunkaddr684, i64 16
  %.808254.us.2 = load double, ptr %sunkaddr685, align 8
  %.16.le.i.2 = tail call double @llvm.cos.f64(double %.808254.us.2)
  %.8.i.2 = fmul double %.612, %.808254.us.2
  %.21.i.2 = fmul double %arg.h, %.16.le.i.2
  %.22.i.2 = fadd double %.8.i.2, %.21.i.2
  %49 = shl i64 %loop.index.2337.us, 3
  %scevgep489 = getelementptr i8, ptr %.6.i157, i64 %49
  %scevgep490 = getelementptr i8, ptr %scevgep489, i64 16
  store double %.22.i.2, ptr %scevgep490, align 8
  %sunkaddr686 = mul i64 %loop.index.2337.us, 8
  %sunkaddr687 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %sunkaddr686
  %sunkaddr688 = getelementptr i8, ptr %sunkaddr687, i64 24
  %.808254.us.3 = load double, ptr %sunkaddr688, align 8
  %.16.le.i.3 = tail call double @llvm.cos.f64(double %.808254.us.3)
  %.8.i.3 = fmul double %.612, %.808254.us.3
  %.21.i.3 = fmul double %arg.h, %.16.le.i.3
  %.22.i.3 = fadd double %.8.i.3, %.21.i.3
  %50 = shl i64 %loop.index.2337.us, 3
  %scevgep487 = getelementptr i8, ptr %.6.i157, i64 %50
  %scevgep488 = getelementptr i8, ptr %scevgep487, i64 24
  store double %.22.i.3, ptr %scevgep488, align 8
  %sunkaddr689 = mul i64 %loop.index.2337.us, 8
  %sunkaddr690 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %sunkaddr689
  %sunkaddr691 = getelementptr i8, ptr %sunkaddr690, i64 32
  %.808254.us.4 = load double, ptr %sunkaddr691, align 8
  %.16.le.i.4 = tail call double @llvm.cos.f64(double %.808254.us.4)
  %.8.i.4 = fmul double %.612, %.808254.us.4
  %.21.i.4 = fmul double %arg.h, %.16.le.i.4
  %.22.i.4 = fadd double %.8.i.4, %.21.i.4
  %51 = shl i64 %loop.index.2337.us, 3
  %scevgep485 = getelementptr i8, ptr %.6.i157, i64 %51
  %scevgep486 = getelementptr i8, ptr %scevgep485, i64 32
  store double %.22.i.4, ptr %scevgep486, align 8
  %sunkaddr692 = mul i64 %loop.index.2337.us, 8
  %sunkaddr693 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, ptr %sunkaddr693, i64 40
  %.808254.us.5 = load double, ptr %sunkaddr694, align 8
  %.16.le.i.5 = tail call double @llvm.cos.f64(double %.808254.us.5)
  %.8.i.5 = fmul double %.612, %.808254.us.5
  %.21.i.5 = fmul double %arg.h, %.16.le.i.5
  %.22.i.5 = fadd double %.8.i.5, %.21.i.5
  %52 = shl i64 %loop.index.2337.us, 3
  %scevgep483 = getelementptr i8, ptr %.6.i157, i64 %52
  %scevgep484 = getelementptr i8, ptr %scevgep483, i64 40
  store double %.22.i.5, ptr %scevgep484, align 8
  %sunkaddr695 = mul i64 %loop.index.2337.us, 8
  %sunkaddr696 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, ptr %sunkaddr696, i64 48
  %.808254.us.6 = load double, ptr %sunkaddr697, align 8
  %.16.le.i.6 = tail call double @llvm.cos.f64(double %.808254.us.6)
  %.8.i.6 = fmul double %.612, %.808254.us.6
  %.21.i.6 = fmul double %arg.h, %.16.le.i.6
  %.22.i.6 = fadd double %.8.i.6, %.21.i.6
  %53 = shl i64 %loop.index.2337.us, 3
  %scevgep481 = getelementptr i8, ptr %.6.i157, i64 %53
  %scevgep482 = getelementptr i8, ptr %scevgep481, i64 48
  store double %.22.i.6, ptr %scevgep482, align 8
  %sunkaddr698 = mul i64 %loop.index.2337.us, 8
  %sunkaddr699 = getelementptr i8, ptr %y.3.sroa.72.0346, i64 %sunkaddr698
  %sunkaddr700 = getelementptr i8, ptr %sunkaddr699, i64 56
  %.808254.us.7 = load double, ptr %sunkaddr700, align 8
  %.16.le.i.7 = tail call double @llvm.cos.f64(double %.808254.us.7)
  %.8.i.7 = fmul double %.612, %.808254.us.7
  %.21.i.7 = fmul double %arg.h, %.16.le.i.7
  %.22.i.7 = fadd double %.8.i.7, %.21.i.7
  %54 = shl i64 %loop.index.2337.us, 3
  %scevgep479 = getelementptr i8, ptr %.6.i157, i64 %54
  %scevgep480 = getelementptr i8, ptr %scevgep479, i64 56
  store double %.22.i.7, ptr %scevgep480, align 8
  %.846.us.7 = add nuw nsw i64 %loop.index.2337.us, 8
  %exitcond396.not.7 = icmp eq i64 %dest_shape.2.1259, %.846.us.7
  br i1 %exitcond396.not.7, label %B193, label %for.body.2.endif.endif.endif.us, !llvm.loop !44

B126.endif.endif.endif.endif.endif.if.if:         ; preds = %B126.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.body.2.endif.endif.endif:                     ; preds = %for.body.2.endif.endif.endif, %for.body.2.endif.endif.endif.preheader.new
  %loop.index.2337 = phi i64 [ 0, %for.body.2.endif.endif.endif.preheader.new ], [ %.846.7, %for.body.2.endif.endif.endif ]
  %.808254 = load double, ptr %y.3.sroa.72.0346, align 8
  %.16.le.i158 = tail call double @llvm.cos.f64(double %.808254)
  %.8.i159 = fmul double %.612, %.808254
  %.21.i160 = fmul double %arg.h, %.16.le.i158
  %.22.i161 = fadd double %.8.i159, %.21.i160
  %55 = shl i64 %loop.index.2337, 3
  %scevgep470 = getelementptr i8, ptr %.6.i157, i64 %55
  store double %.22.i161, ptr %scevgep470, align 8
  %.808254.1 = load double, ptr %y.3.sroa.72.0346, align 8
  %.16.le.i158.1 = tail call double @llvm.cos.f64(double %.808254.1)
  %.8.i159.1 = fmul double %.612, %.808254.1
  %.21.i160.1 = fmul double %arg.h, %.16.le.i158.1
  %.22.i161.1 = fadd double %.8.i159.1, %.21.i160.1
  %56 = shl i64 %loop.index.2337, 3
  %scevgep468 = getelementptr i8, ptr %.6.i157, i64 %56
  %scevgep469 = getelementptr i8, ptr %scevgep468, i64 8
  store double %.22.i161.1, ptr %scevgep469, align 8
  %.808254.2 = load double, ptr %y.3.sroa.72.0346, align 8
  %.16.le.i158.2 = tail call double @llvm.cos.f64(double %.808254.2)
  %.8.i159.2 = fmul double %.612, %.808254.2
  %.21.i160.2 = fmul double %arg.h, %.16.le.i158.2
  %.22.i161.2 = fadd double %.8.i159.2, %.21.i160.2
  %57 = shl i64 %loop.index.2337, 3
  %scevgep466 = getelementptr i8, ptr %.6.i157, i64 %57
  %scevgep467 = getelementptr i8, ptr %scevgep466, i64 16
  store double %.22.i161.2, ptr %scevgep467, align 8
  %.808254.3 = load double, ptr %y.3.sroa.72.0346, align 8
  %.16.le.i158.3 = tail call double @llvm.cos.f64(double %.808254.3)
  %.8.i159.3 = fmul double %.612, %.808254.3
  %.21.i160.3 = fmul double %arg.h, %.16.le.i158.3
  %.22.i161.3 = fadd double %.8.i159.3, %.21.i160.3
  %58 = shl i64 %loop.index.2337, 3
  %scevgep464 = getelementptr i8, ptr %.6.i157, i64 %58
  %scevgep465 = getelementptr i8, ptr %scevgep464, i64 24
  store double %.22.i161.3, ptr %scevgep465, align 8
  %.808254.4 = load double, ptr %y.3.sroa.72.0346, align 8
  %.16.le.i158.4 = tail call double @llvm.cos.f64(double %.808254.4)
  %.8.i159.4 = fmul double %.612, %.808254.4
  %.21.i160.4 = fmul double %arg.h, %.16.le.i158.4
  %.22.i161.4 = fadd double %.8.i159.4, %.21.i160.4
  %59 = shl i64 %loop.index.2337, 3
  %scevgep462 = getelementptr i8, ptr %.6.i157, i64 %59
  %scevgep463 = getelementptr i8, ptr %scevgep462, i64 32
  store double %.22.i161.4, ptr %scevgep463, align 8
  %.808254.5 = load double, ptr %y.3.sroa.72.0346, align 8
  %.16.le.i158.5 = tail call double @llvm.cos.f64(double %.808254.5)
  %.8.i159.5 = fmul double %.612, %.808254.5
  %.21.i160.5 = fmul double %arg.h, %.16.le.i158.5
  %.22.i161.5 = fadd double %.8.i159.5, %.21.i160.5
  %60 = shl i64 %loop.index.2337, 3
  %scevgep460 = getelementptr i8, ptr %.6.i157, i64 %60
  %scevgep461 = getelementptr i8, ptr %scevgep460, i64 40
  store double %.22.i161.5, ptr %scevgep461, align 8
  %.808254.6 = load double, ptr %y.3.sroa.72.0346, align 8
  %.16.le.i158.6 = tail call double @llvm.cos.f64(double %.808254.6)
  %.8.i159.6 = fmul double %.612, %.808254.6
  %.21.i160.6 = fmul double %arg.h, %.16.le.i158.6
  %.22.i161.6 = fadd double %.8.i159.6, %.21.i160.6
  %61 = shl i64 %loop.index.2337, 3
  %scevgep458 = getelementptr i8, ptr %.6.i157, i64 %61
  %scevgep459 = getelementptr i8, ptr %scevgep458, i64 48
  store double %.22.i161.6, ptr %scevgep459, align 8
  %.808254.7 = load double, ptr %y.3.sroa.72.0346, align 8
  %.16.le.i158.7 = tail call double @llvm.cos.f64(double %.808254.7)
  %.8.i159.7 = fmul double %.612, %.808254.7
  %.21.i160.7 = fmul double %arg.h, %.16.le.i158.7
  %.22.i161.7 = fadd double %.8.i159.7, %.21.i160.7
  %62 = shl i64 %loop.index.2337, 3
  %scevgep456 = getelementptr i8, ptr %.6.i157, i64 %62
  %scevgep457 = getelementptr i8, ptr %scevgep456, i64 56
  store double %.22.i161.7, ptr %scevgep457, align 8
  %.846.7 = add nuw nsw i64 %loop.index.2337, 8
  %niter.ncmp.7 = icmp eq i64 %unroll_iter, %.846.7
  br i1 %niter.ncmp.7, label %B193.loopexit371.unr-lcssa, label %for.body.2.endif.endif.endif

B192.endif.endif.endif.endif.endif.endif:         ; preds = %B128.i98
  %.5.i188 = getelementptr i8, ptr %.7.i.i182, i64 24
  %.6.i189 = load ptr, ptr %.5.i188, align 8
  %.1051351 = icmp sgt i64 %y.4.sroa.40.1, 0
  br i1 %.1051351, label %for.body.3.lr.ph, label %for.end.3.thread230

for.end.3.thread230:                              ; preds = %B192.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr nonnull %.750.sink438)
  br label %for.end.3.endif

for.body.3.lr.ph:                                 ; preds = %B192.endif.endif.endif.endif.endif.endif
  %.1053.not = icmp eq i64 %y.4.sroa.40.1, 1
  br i1 %.1053.not, label %for.body.3.endif.endif.endif.prol.preheader, label %iter.check337

for.body.3.endif.endif.endif.prol.preheader:      ; preds = %for.body.3.lr.ph
  br label %for.body.3.endif.endif.endif.prol

for.body.3.endif.endif.endif.prol:                ; preds = %for.body.3.endif.endif.endif.prol.preheader, %for.body.3.endif.endif.endif.prol
  %loop.index.3354.prol = phi i64 [ %.1099.prol, %for.body.3.endif.endif.endif.prol ], [ 0, %for.body.3.endif.endif.endif.prol.preheader ]
  %.1061261.prol = load double, ptr %y.4.sroa.32.1, align 8
  %.6.i191.prol = fmul double %.1061261.prol, %.1061261.prol
  %63 = shl nuw nsw i64 %loop.index.3354.prol, 3
  %scevgep401 = getelementptr i8, ptr %.6.i189, i64 %63
  store double %.6.i191.prol, ptr %scevgep401, align 8
  %.1099.prol = add nuw nsw i64 %loop.index.3354.prol, 1
  %prol.iter391.cmp.not = icmp eq i64 %.1099.prol, 1
  br i1 %prol.iter391.cmp.not, label %.89.endif.preheader.i, label %for.body.3.endif.endif.endif.prol, !llvm.loop !45

iter.check337:                                    ; preds = %for.body.3.lr.ph
  %64 = icmp ult i64 %y.4.sroa.40.1, 4
  %65 = ptrtoint ptr %.6.i189 to i64
  %66 = ptrtoint ptr %y.4.sroa.32.1 to i64
  %67 = sub i64 %65, %66
  %diff.check333 = icmp ult i64 %67, 256
  %or.cond367 = select i1 %64, i1 true, i1 %diff.check333
  br i1 %or.cond367, label %for.body.3.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check339

vector.main.loop.iter.check339:                   ; preds = %iter.check337
  %min.iters.check338 = icmp ult i64 %y.4.sroa.40.1, 32
  br i1 %min.iters.check338, label %vec.epilog.ph356, label %vector.ph340

vector.ph340:                                     ; preds = %vector.main.loop.iter.check339
  %const_mat583 = add i64 %const, -24
  %n.vec342 = and i64 %y.4.sroa.40.1, %const_mat583
  br label %vector.body343

vector.body343:                                   ; preds = %vector.body343, %vector.ph340
  %index344 = phi i64 [ 0, %vector.ph340 ], [ %index.next349, %vector.body343 ]
  %sunkaddr701 = mul i64 %index344, 8
  %sunkaddr702 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr701
  %wide.load345 = load <8 x double>, ptr %sunkaddr702, align 8
  %sunkaddr703 = mul i64 %index344, 8
  %sunkaddr704 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr703
  %sunkaddr705 = getelementptr i8, ptr %sunkaddr704, i64 64
  %wide.load346 = load <8 x double>, ptr %sunkaddr705, align 8
  %sunkaddr706 = mul i64 %index344, 8
  %sunkaddr707 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr706
  %sunkaddr708 = getelementptr i8, ptr %sunkaddr707, i64 128
  %wide.load347 = load <8 x double>, ptr %sunkaddr708, align 8
  %sunkaddr709 = mul i64 %index344, 8
  %sunkaddr710 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr709
  %sunkaddr711 = getelementptr i8, ptr %sunkaddr710, i64 192
  %wide.load348 = load <8 x double>, ptr %sunkaddr711, align 8
  %68 = fmul <8 x double> %wide.load345, %wide.load345
  %69 = fmul <8 x double> %wide.load346, %wide.load346
  %70 = fmul <8 x double> %wide.load347, %wide.load347
  %71 = fmul <8 x double> %wide.load348, %wide.load348
  %sunkaddr712 = mul i64 %index344, 8
  %sunkaddr713 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr712
  store <8 x double> %68, ptr %sunkaddr713, align 8
  %sunkaddr714 = mul i64 %index344, 8
  %sunkaddr715 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr714
  %sunkaddr716 = getelementptr i8, ptr %sunkaddr715, i64 64
  store <8 x double> %69, ptr %sunkaddr716, align 8
  %sunkaddr717 = mul i64 %index344, 8
  %sunkaddr718 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr717
  %sunkaddr719 = getelementptr i8, ptr %sunkaddr718, i64 128
  store <8 x double> %70, ptr %sunkaddr719, align 8
  %sunkaddr720 = mul i64 %index344, 8
  %sunkaddr721 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr720
  %sunkaddr722 = getelementptr i8, ptr %sunkaddr721, i64 192
  store <8 x double> %71, ptr %sunkaddr722, align 8
  %index.next349 = add nuw i64 %index344, 32
  %72 = icmp eq i64 %n.vec342, %index.next349
  br i1 %72, label %middle.block350, label %vector.body343, !llvm.loop !46

middle.block350:                                  ; preds = %vector.body343
  %cmp.n351 = icmp eq i64 %y.4.sroa.40.1, %n.vec342
  br i1 %cmp.n351, label %.89.endif.preheader.i, label %vec.epilog.iter.check354

vec.epilog.iter.check354:                         ; preds = %middle.block350
  %73 = and i64 %y.4.sroa.40.1, 28
  %min.epilog.iters.check355 = icmp eq i64 %73, 0
  br i1 %min.epilog.iters.check355, label %for.body.3.endif.endif.endif.us.preheader, label %vec.epilog.ph356, !prof !22

vec.epilog.ph356:                                 ; preds = %vector.main.loop.iter.check339, %vec.epilog.iter.check354
  %vec.epilog.resume.val352 = phi i64 [ %n.vec342, %vec.epilog.iter.check354 ], [ 0, %vector.main.loop.iter.check339 ]
  %const_mat585 = add i64 %const, 4
  %n.vec358 = and i64 %y.4.sroa.40.1, %const_mat585
  br label %vec.epilog.vector.body359

vec.epilog.vector.body359:                        ; preds = %vec.epilog.vector.body359, %vec.epilog.ph356
  %index360 = phi i64 [ %vec.epilog.resume.val352, %vec.epilog.ph356 ], [ %index.next362, %vec.epilog.vector.body359 ]
  %74 = shl i64 %index360, 3
  %scevgep439 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %74
  %wide.load361 = load <4 x double>, ptr %scevgep439, align 8
  %75 = fmul <4 x double> %wide.load361, %wide.load361
  %76 = shl i64 %index360, 3
  %scevgep438 = getelementptr i8, ptr %.6.i189, i64 %76
  store <4 x double> %75, ptr %scevgep438, align 8
  %index.next362 = add nuw i64 %index360, 4
  %77 = icmp eq i64 %n.vec358, %index.next362
  br i1 %77, label %vec.epilog.middle.block363, label %vec.epilog.vector.body359, !llvm.loop !47

vec.epilog.middle.block363:                       ; preds = %vec.epilog.vector.body359
  %cmp.n364 = icmp eq i64 %y.4.sroa.40.1, %n.vec358
  br i1 %cmp.n364, label %.89.endif.preheader.i, label %for.body.3.endif.endif.endif.us.preheader

for.body.3.endif.endif.endif.us.preheader:        ; preds = %iter.check337, %vec.epilog.iter.check354, %vec.epilog.middle.block363
  %loop.index.3354.us.ph = phi i64 [ 0, %iter.check337 ], [ %n.vec342, %vec.epilog.iter.check354 ], [ %n.vec358, %vec.epilog.middle.block363 ]
  %78 = sub nsw i64 %y.4.sroa.40.1, %loop.index.3354.us.ph
  %xtraiter385 = and i64 %78, 7
  %lcmp.mod386.not = icmp eq i64 %xtraiter385, 0
  br i1 %lcmp.mod386.not, label %for.body.3.endif.endif.endif.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.prol.preheader

for.body.3.endif.endif.endif.us.prol.preheader:   ; preds = %for.body.3.endif.endif.endif.us.preheader
  br label %for.body.3.endif.endif.endif.us.prol

for.body.3.endif.endif.endif.us.prol:             ; preds = %for.body.3.endif.endif.endif.us.prol.preheader, %for.body.3.endif.endif.endif.us.prol
  %lsr.iv436 = phi i64 [ %xtraiter385, %for.body.3.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next437, %for.body.3.endif.endif.endif.us.prol ]
  %loop.index.3354.us.prol = phi i64 [ %.1099.us.prol, %for.body.3.endif.endif.endif.us.prol ], [ %loop.index.3354.us.ph, %for.body.3.endif.endif.endif.us.prol.preheader ]
  %79 = shl i64 %loop.index.3354.us.prol, 3
  %scevgep435 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %79
  %.1061261.us.prol = load double, ptr %scevgep435, align 8
  %.6.i190.prol = fmul double %.1061261.us.prol, %.1061261.us.prol
  %80 = shl i64 %loop.index.3354.us.prol, 3
  %scevgep434 = getelementptr i8, ptr %.6.i189, i64 %80
  store double %.6.i190.prol, ptr %scevgep434, align 8
  %.1099.us.prol = add nuw i64 %loop.index.3354.us.prol, 1
  %lsr.iv.next437 = add nsw i64 %lsr.iv436, -1
  %prol.iter387.cmp.not = icmp eq i64 %lsr.iv.next437, 0
  br i1 %prol.iter387.cmp.not, label %for.body.3.endif.endif.endif.us.prol.loopexit, label %for.body.3.endif.endif.endif.us.prol, !llvm.loop !48

for.body.3.endif.endif.endif.us.prol.loopexit:    ; preds = %for.body.3.endif.endif.endif.us.prol, %for.body.3.endif.endif.endif.us.preheader
  %loop.index.3354.us.unr = phi i64 [ %loop.index.3354.us.ph, %for.body.3.endif.endif.endif.us.preheader ], [ %.1099.us.prol, %for.body.3.endif.endif.endif.us.prol ]
  %81 = sub nsw i64 %loop.index.3354.us.ph, %y.4.sroa.40.1
  %82 = icmp ugt i64 %81, -8
  br i1 %82, label %.89.endif.preheader.i, label %for.body.3.endif.endif.endif.us.preheader396

for.body.3.endif.endif.endif.us.preheader396:     ; preds = %for.body.3.endif.endif.endif.us.prol.loopexit
  br label %for.body.3.endif.endif.endif.us

for.body.3.endif.endif.endif.us:                  ; preds = %for.body.3.endif.endif.endif.us.preheader396, %for.body.3.endif.endif.endif.us
  %loop.index.3354.us = phi i64 [ %.1099.us.7, %for.body.3.endif.endif.endif.us ], [ %loop.index.3354.us.unr, %for.body.3.endif.endif.endif.us.preheader396 ]
  %sunkaddr723 = mul i64 %loop.index.3354.us, 8
  %sunkaddr724 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr723
  %.1061261.us = load double, ptr %sunkaddr724, align 8
  %.6.i190 = fmul double %.1061261.us, %.1061261.us
  %sunkaddr725 = mul i64 %loop.index.3354.us, 8
  %sunkaddr726 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr725
  store double %.6.i190, ptr %sunkaddr726, align 8
  %sunkaddr727 = mul i64 %loop.index.3354.us, 8
  %sunkaddr728 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr727
  %sunkaddr729 = getelementptr i8, ptr %sunkaddr728, i64 8
  %.1061261.us.1 = load double, ptr %sunkaddr729, align 8
  %.6.i190.1 = fmul double %.1061261.us.1, %.1061261.us.1
  %sunkaddr730 = mul i64 %loop.index.3354.us, 8
  %sunkaddr731 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr730
  %sunkaddr732 = getelementptr i8, ptr %sunkaddr731, i64 8
  store double %.6.i190.1, ptr %sunkaddr732, align 8
  %sunkaddr733 = mul i64 %loop.index.3354.us, 8
  %sunkaddr734 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr733
  %sunkaddr735 = getelementptr i8, ptr %sunkaddr734, i64 16
  %.1061261.us.2 = load double, ptr %sunkaddr735, align 8
  %.6.i190.2 = fmul double %.1061261.us.2, %.1061261.us.2
  %sunkaddr736 = mul i64 %loop.index.3354.us, 8
  %sunkaddr737 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr736
  %sunkaddr738 = getelementptr i8, ptr %sunkaddr737, i64 16
  store double %.6.i190.2, ptr %sunkaddr738, align 8
  %sunkaddr739 = mul i64 %loop.index.3354.us, 8
  %sunkaddr740 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr739
  %sunkaddr741 = getelementptr i8, ptr %sunkaddr740, i64 24
  %.1061261.us.3 = load double, ptr %sunkaddr741, align 8
  %.6.i190.3 = fmul double %.1061261.us.3, %.1061261.us.3
  %sunkaddr742 = mul i64 %loop.index.3354.us, 8
  %sunkaddr743 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr742
  %sunkaddr744 = getelementptr i8, ptr %sunkaddr743, i64 24
  store double %.6.i190.3, ptr %sunkaddr744, align 8
  %sunkaddr745 = mul i64 %loop.index.3354.us, 8
  %sunkaddr746 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr745
  %sunkaddr747 = getelementptr i8, ptr %sunkaddr746, i64 32
  %.1061261.us.4 = load double, ptr %sunkaddr747, align 8
  %.6.i190.4 = fmul double %.1061261.us.4, %.1061261.us.4
  %sunkaddr748 = mul i64 %loop.index.3354.us, 8
  %sunkaddr749 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr748
  %sunkaddr750 = getelementptr i8, ptr %sunkaddr749, i64 32
  store double %.6.i190.4, ptr %sunkaddr750, align 8
  %sunkaddr751 = mul i64 %loop.index.3354.us, 8
  %sunkaddr752 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr751
  %sunkaddr753 = getelementptr i8, ptr %sunkaddr752, i64 40
  %.1061261.us.5 = load double, ptr %sunkaddr753, align 8
  %.6.i190.5 = fmul double %.1061261.us.5, %.1061261.us.5
  %sunkaddr754 = mul i64 %loop.index.3354.us, 8
  %sunkaddr755 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr754
  %sunkaddr756 = getelementptr i8, ptr %sunkaddr755, i64 40
  store double %.6.i190.5, ptr %sunkaddr756, align 8
  %sunkaddr757 = mul i64 %loop.index.3354.us, 8
  %sunkaddr758 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr757
  %sunkaddr759 = getelementptr i8, ptr %sunkaddr758, i64 48
  %.1061261.us.6 = load double, ptr %sunkaddr759, align 8
  %.6.i190.6 = fmul double %.1061261.us.6, %.1061261.us.6
  %sunkaddr760 = mul i64 %loop.index.3354.us, 8
  %sunkaddr761 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr760
  %sunkaddr762 = getelementptr i8, ptr %sunkaddr761, i64 48
  store double %.6.i190.6, ptr %sunkaddr762, align 8
  %sunkaddr763 = mul i64 %loop.index.3354.us, 8
  %sunkaddr764 = getelementptr i8, ptr %y.4.sroa.32.1, i64 %sunkaddr763
  %sunkaddr765 = getelementptr i8, ptr %sunkaddr764, i64 56
  %.1061261.us.7 = load double, ptr %sunkaddr765, align 8
  %.6.i190.7 = fmul double %.1061261.us.7, %.1061261.us.7
  %sunkaddr766 = mul i64 %loop.index.3354.us, 8
  %sunkaddr767 = getelementptr i8, ptr %.6.i189, i64 %sunkaddr766
  %sunkaddr768 = getelementptr i8, ptr %sunkaddr767, i64 56
  store double %.6.i190.7, ptr %sunkaddr768, align 8
  %.1099.us.7 = add nuw nsw i64 %loop.index.3354.us, 8
  %exitcond399.not.7 = icmp eq i64 %y.4.sroa.40.1, %.1099.us.7
  br i1 %exitcond399.not.7, label %.89.endif.preheader.i, label %for.body.3.endif.endif.endif.us, !llvm.loop !49

B192.endif.endif.endif.endif.endif.if.if:         ; preds = %B128.i98
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.3.endif.endif.endif.us, %for.body.3.endif.endif.endif.prol, %for.body.3.endif.endif.endif.us.prol.loopexit, %middle.block350, %vec.epilog.middle.block363
  tail call void @NRT_decref(ptr nonnull %.750.sink438)
  %xtraiter.i = and i64 %y.4.sroa.40.1, 7
  %83 = icmp samesign ult i64 %y.4.sroa.40.1, 8
  br i1 %83, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !50

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %y.4.sroa.40.1, %const
  %84 = add nsw i64 %y.4.sroa.40.1, -8
  %85 = lshr i64 %84, 3
  %86 = add nuw nsw i64 %85, 1
  %xtraiter392 = and i64 %86, 3
  %87 = and i64 %84, 24
  %lcmp.mod393.not = icmp eq i64 %87, 24
  br i1 %lcmp.mod393.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !51

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter392, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i189, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !52
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i192.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i192.prol, align 8, !noalias !52
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !52
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !52
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !52
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !52
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !52
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !52
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter394.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter394.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !55, !llvm.loop !56

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i189, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %88 = icmp ult i64 %84, 24
  br i1 %88, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !57

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.3.endif, label %.89.endif.epil.preheader.i, !prof !58

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i189, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %89 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %89
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !52
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.3.endif, label %.89.endif.epil.i, !prof !59, !llvm.loop !60

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !52
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i192 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i192, align 8, !noalias !52
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !52
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !52
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !52
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !52
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !52
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !52
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !52
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i192.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i192.1, align 8, !noalias !52
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !52
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !52
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !52
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !52
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !52
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !52
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !52
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i192.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i192.2, align 8, !noalias !52
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !52
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !52
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !52
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !52
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !52
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !52
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !52
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i192.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i192.3, align 8, !noalias !52
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !52
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !52
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !52
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !52
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !52
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !52
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !62, !llvm.loop !63

for.end.3.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.3.thread230
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.3.thread230 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i182)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

define ptr @_ZN7cpython7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.branch_carried, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.51 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !8

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %arg0.err, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ %.75, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %arg0.err ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !8

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd")
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
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !8

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
  %.43 = call ptr @PyNumber_Float(ptr %.42)
  %.44 = call double @PyFloat_AsDouble(ptr %.43)
  call void @Py_DecRef(ptr %.43)
  %.46 = call ptr @PyErr_Occurred()
  %.47.not = icmp eq ptr %.46, null
  br i1 %.47.not, label %entry.endif.endif.endif.endif.endif, label %arg0.err, !prof !65

arg0.err:                                         ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.51, align 8
  %.57 = call i32 @_ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.51, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 poison, double %.44) #3
  %.58 = load ptr, ptr %excinfo, align 8
  %.67 = load double, ptr %.51, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  %cond = icmp eq i32 %.57, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.if, !prof !66

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
  br i1 %.96, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !8

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.109 = extractvalue { ptr, i32, ptr, ptr, i32 } %.80, 2
  %.110 = call ptr @numba_unpickle(ptr %.85, i32 %.87, ptr %.109)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.112 = phi ptr [ %.100, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.110, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.113.not = icmp eq ptr %.112, null
  br i1 %.113.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !8

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
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

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

define double @cfunc._ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.8, i64 poison, double %.2) #3
  %.11 = load ptr, ptr %excinfo, align 8
  %.20 = load double, ptr %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, ptr %.22, align 4
  %cond = icmp eq i32 %.10, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !66

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
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !8

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { ptr, i32, ptr, ptr, i32 } %.28, 2
  %.58 = call ptr @numba_unpickle(ptr %.33, i32 %.35, ptr %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi ptr [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq ptr %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !8

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
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !8

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !8

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !8

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.cos.v8f64(<8 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 42949672, i32 -42949672}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{!"branch_weights", i32 1, i32 99}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{i1 true}
!12 = !{!13, !15, !16, !18}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = distinct !{!16, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!17 = distinct !{!17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!18 = distinct !{!18, !17, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = !{!"branch_weights", i32 4, i32 28}
!23 = distinct !{!23, !20, !21}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !20}
!26 = !{!"branch_weights", i32 43642408, i32 2103841240}
!27 = !{!28, !30, !31, !33}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = distinct !{!34, !10}
!35 = !{!36, !38, !39, !41}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = distinct !{!39, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!40 = distinct !{!40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!41 = distinct !{!41, !40, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!42 = distinct !{!42, !20, !21}
!43 = distinct !{!43, !10}
!44 = distinct !{!44, !20}
!45 = distinct !{!45, !10}
!46 = distinct !{!46, !20, !21}
!47 = distinct !{!47, !20, !21}
!48 = distinct !{!48, !10}
!49 = distinct !{!49, !20}
!50 = !{!"branch_weights", i32 146201250, i32 2001282398}
!51 = !{!"branch_weights", i32 127, i32 1}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!55 = !{!"branch_weights", i32 1, i32 1}
!56 = distinct !{!56, !10}
!57 = !{!"branch_weights", i32 1, i32 127}
!58 = !{!"branch_weights", i32 277993707, i32 1869489941}
!59 = !{!"branch_weights", i32 542333185, i32 1605150463}
!60 = distinct !{!60, !61, !10}
!61 = !{!"llvm.loop.estimated_trip_count", i32 4}
!62 = !{!"branch_weights", i32 166258294, i32 1981225354}
!63 = distinct !{!63, !64}
!64 = !{!"llvm.loop.estimated_trip_count", i32 3}
!65 = !{!"branch_weights", i32 99, i32 1}
!66 = !{!"branch_weights", i32 49, i32 1}
