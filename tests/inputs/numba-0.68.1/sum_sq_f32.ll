; ModuleID = 'sum_sq_f32'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.sum_sq_f32 = internal constant [11 x i8] c"sum_sq_f32\00"
@_ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbb88454450B2v5B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEf = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B128.i:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  tail call void @NRT_incref(ptr %arg.x.0)
  %0 = add i64 %arg.x.5.0.fr, -2305843009213693952
  %.79 = icmp ult i64 %0, -4611686018427387904
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.78 = shl nsw i64 %arg.x.5.0.fr, 2
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !9

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.14623 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.14623, label %for.body.lr.ph, label %for.end.thread16

for.end.thread16:                                 ; preds = %B0.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %for.end.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %.148.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.148.not, label %for.body.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 8
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 256
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check24 = icmp ult i64 %arg.x.5.0.fr, 64
  br i1 %min.iters.check24, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat = add i64 %const, -56
  %n.vec = and i64 %arg.x.5.0.fr, %const_mat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 4
  %sunkaddr92 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %wide.load = load <16 x float>, ptr %sunkaddr92, align 4
  %sunkaddr93 = mul i64 %index, 4
  %sunkaddr94 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr93
  %sunkaddr95 = getelementptr i8, ptr %sunkaddr94, i64 64
  %wide.load25 = load <16 x float>, ptr %sunkaddr95, align 4
  %sunkaddr96 = mul i64 %index, 4
  %sunkaddr97 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr96
  %sunkaddr98 = getelementptr i8, ptr %sunkaddr97, i64 128
  %wide.load26 = load <16 x float>, ptr %sunkaddr98, align 4
  %sunkaddr99 = mul i64 %index, 4
  %sunkaddr100 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr99
  %sunkaddr101 = getelementptr i8, ptr %sunkaddr100, i64 192
  %wide.load27 = load <16 x float>, ptr %sunkaddr101, align 4
  %4 = fmul <16 x float> %wide.load, %wide.load
  %5 = fmul <16 x float> %wide.load25, %wide.load25
  %6 = fmul <16 x float> %wide.load26, %wide.load26
  %7 = fmul <16 x float> %wide.load27, %wide.load27
  %sunkaddr102 = mul i64 %index, 4
  %sunkaddr103 = getelementptr i8, ptr %.6.i, i64 %sunkaddr102
  store <16 x float> %4, ptr %sunkaddr103, align 4
  %sunkaddr104 = mul i64 %index, 4
  %sunkaddr105 = getelementptr i8, ptr %.6.i, i64 %sunkaddr104
  %sunkaddr106 = getelementptr i8, ptr %sunkaddr105, i64 64
  store <16 x float> %5, ptr %sunkaddr106, align 4
  %sunkaddr107 = mul i64 %index, 4
  %sunkaddr108 = getelementptr i8, ptr %.6.i, i64 %sunkaddr107
  %sunkaddr109 = getelementptr i8, ptr %sunkaddr108, i64 128
  store <16 x float> %6, ptr %sunkaddr109, align 4
  %sunkaddr110 = mul i64 %index, 4
  %sunkaddr111 = getelementptr i8, ptr %.6.i, i64 %sunkaddr110
  %sunkaddr112 = getelementptr i8, ptr %sunkaddr111, i64 192
  store <16 x float> %7, ptr %sunkaddr112, align 4
  %index.next = add nuw i64 %index, 64
  %8 = icmp eq i64 %n.vec, %index.next
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %9 = and i64 %arg.x.5.0.fr, 56
  %min.epilog.iters.check = icmp eq i64 %9, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !13

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec29 = and i64 %arg.x.5.0.fr, %const
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next32, %vec.epilog.vector.body ]
  %10 = shl i64 %index30, 2
  %scevgep75 = getelementptr i8, ptr %arg.x.4, i64 %10
  %wide.load31 = load <8 x float>, ptr %scevgep75, align 4
  %11 = fmul <8 x float> %wide.load31, %wide.load31
  %12 = shl i64 %index30, 2
  %scevgep74 = getelementptr i8, ptr %.6.i, i64 %12
  store <8 x float> %11, ptr %scevgep74, align 4
  %index.next32 = add nuw i64 %index30, 8
  %13 = icmp eq i64 %n.vec29, %index.next32
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n33 = icmp eq i64 %arg.x.5.0.fr, %n.vec29
  br i1 %cmp.n33, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index25.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec29, %vec.epilog.middle.block ]
  %xtraiter = and i64 %arg.x.5.0.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv72 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next73, %for.body.endif.endif.us.prol ]
  %loop.index25.us.prol = phi i64 [ %.185.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index25.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %14 = shl i64 %loop.index25.us.prol, 2
  %scevgep71 = getelementptr i8, ptr %arg.x.4, i64 %14
  %.156.us.prol = load float, ptr %scevgep71, align 4
  %.5.i5.prol = fmul float %.156.us.prol, %.156.us.prol
  %15 = shl i64 %loop.index25.us.prol, 2
  %scevgep70 = getelementptr i8, ptr %.6.i, i64 %15
  store float %.5.i5.prol, ptr %scevgep70, align 4
  %.185.us.prol = add nuw nsw i64 %loop.index25.us.prol, 1
  %lsr.iv.next73 = add nsw i64 %lsr.iv72, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next73, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !15

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index25.us.unr = phi i64 [ %loop.index25.us.ph, %for.body.endif.endif.us.preheader ], [ %.185.us.prol, %for.body.endif.endif.us.prol ]
  %16 = sub nsw i64 %loop.index25.us.ph, %arg.x.5.0.fr
  %17 = icmp ugt i64 %16, -8
  br i1 %17, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader37

for.body.endif.endif.us.preheader37:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader37, %for.body.endif.endif.us
  %loop.index25.us = phi i64 [ %.185.us.7, %for.body.endif.endif.us ], [ %loop.index25.us.unr, %for.body.endif.endif.us.preheader37 ]
  %sunkaddr113 = mul i64 %loop.index25.us, 4
  %sunkaddr114 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr113
  %.156.us = load float, ptr %sunkaddr114, align 4
  %.5.i5 = fmul float %.156.us, %.156.us
  %sunkaddr115 = mul i64 %loop.index25.us, 4
  %sunkaddr116 = getelementptr i8, ptr %.6.i, i64 %sunkaddr115
  store float %.5.i5, ptr %sunkaddr116, align 4
  %sunkaddr117 = mul i64 %loop.index25.us, 4
  %sunkaddr118 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr117
  %sunkaddr119 = getelementptr i8, ptr %sunkaddr118, i64 4
  %.156.us.1 = load float, ptr %sunkaddr119, align 4
  %.5.i5.1 = fmul float %.156.us.1, %.156.us.1
  %sunkaddr120 = mul i64 %loop.index25.us, 4
  %sunkaddr121 = getelementptr i8, ptr %.6.i, i64 %sunkaddr120
  %sunkaddr122 = getelementptr i8, ptr %sunkaddr121, i64 4
  store float %.5.i5.1, ptr %sunkaddr122, align 4
  %sunkaddr123 = mul i64 %loop.index25.us, 4
  %sunkaddr124 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr123
  %sunkaddr125 = getelementptr i8, ptr %sunkaddr124, i64 8
  %.156.us.2 = load float, ptr %sunkaddr125, align 4
  %.5.i5.2 = fmul float %.156.us.2, %.156.us.2
  %sunkaddr126 = mul i64 %loop.index25.us, 4
  %sunkaddr127 = getelementptr i8, ptr %.6.i, i64 %sunkaddr126
  %sunkaddr128 = getelementptr i8, ptr %sunkaddr127, i64 8
  store float %.5.i5.2, ptr %sunkaddr128, align 4
  %sunkaddr129 = mul i64 %loop.index25.us, 4
  %sunkaddr130 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr129
  %sunkaddr131 = getelementptr i8, ptr %sunkaddr130, i64 12
  %.156.us.3 = load float, ptr %sunkaddr131, align 4
  %.5.i5.3 = fmul float %.156.us.3, %.156.us.3
  %sunkaddr132 = mul i64 %loop.index25.us, 4
  %sunkaddr133 = getelementptr i8, ptr %.6.i, i64 %sunkaddr132
  %sunkaddr134 = getelementptr i8, ptr %sunkaddr133, i64 12
  store float %.5.i5.3, ptr %sunkaddr134, align 4
  %sunkaddr135 = mul i64 %loop.index25.us, 4
  %sunkaddr136 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr135
  %sunkaddr137 = getelementptr i8, ptr %sunkaddr136, i64 16
  %.156.us.4 = load float, ptr %sunkaddr137, align 4
  %.5.i5.4 = fmul float %.156.us.4, %.156.us.4
  %sunkaddr138 = mul i64 %loop.index25.us, 4
  %sunkaddr139 = getelementptr i8, ptr %.6.i, i64 %sunkaddr138
  %sunkaddr140 = getelementptr i8, ptr %sunkaddr139, i64 16
  store float %.5.i5.4, ptr %sunkaddr140, align 4
  %sunkaddr141 = mul i64 %loop.index25.us, 4
  %sunkaddr142 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr141
  %sunkaddr143 = getelementptr i8, ptr %sunkaddr142, i64 20
  %.156.us.5 = load float, ptr %sunkaddr143, align 4
  %.5.i5.5 = fmul float %.156.us.5, %.156.us.5
  %sunkaddr144 = mul i64 %loop.index25.us, 4
  %sunkaddr145 = getelementptr i8, ptr %.6.i, i64 %sunkaddr144
  %sunkaddr146 = getelementptr i8, ptr %sunkaddr145, i64 20
  store float %.5.i5.5, ptr %sunkaddr146, align 4
  %sunkaddr147 = mul i64 %loop.index25.us, 4
  %sunkaddr148 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr147
  %sunkaddr149 = getelementptr i8, ptr %sunkaddr148, i64 24
  %.156.us.6 = load float, ptr %sunkaddr149, align 4
  %.5.i5.6 = fmul float %.156.us.6, %.156.us.6
  %sunkaddr150 = mul i64 %loop.index25.us, 4
  %sunkaddr151 = getelementptr i8, ptr %.6.i, i64 %sunkaddr150
  %sunkaddr152 = getelementptr i8, ptr %sunkaddr151, i64 24
  store float %.5.i5.6, ptr %sunkaddr152, align 4
  %sunkaddr153 = mul i64 %loop.index25.us, 4
  %sunkaddr154 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr153
  %sunkaddr155 = getelementptr i8, ptr %sunkaddr154, i64 28
  %.156.us.7 = load float, ptr %sunkaddr155, align 4
  %.5.i5.7 = fmul float %.156.us.7, %.156.us.7
  %sunkaddr156 = mul i64 %loop.index25.us, 4
  %sunkaddr157 = getelementptr i8, ptr %.6.i, i64 %sunkaddr156
  %sunkaddr158 = getelementptr i8, ptr %sunkaddr157, i64 28
  store float %.5.i5.7, ptr %sunkaddr158, align 4
  %.185.us.7 = add nuw nsw i64 %loop.index25.us, 8
  %exitcond30.not.7 = icmp eq i64 %arg.x.5.0.fr, %.185.us.7
  br i1 %exitcond30.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !17

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  %xtraiter.i = and i64 %arg.x.5.0.fr, 7
  %18 = icmp samesign ult i64 %arg.x.5.0.fr, 8
  br i1 %18, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !18

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %arg.x.5.0.fr, %const
  %19 = add nsw i64 %arg.x.5.0.fr, -8
  %20 = lshr i64 %19, 3
  %21 = add nuw nsw i64 %20, 1
  %xtraiter34 = and i64 %21, 3
  %22 = and i64 %19, 24
  %lcmp.mod35.not = icmp eq i64 %22, 24
  br i1 %lcmp.mod35.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !19

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter34, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi float [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load float, ptr %.77.013.i.prol, align 4, !noalias !20
  %.108.i.prol = fadd float %.72.012.i.prol, %.106.i.prol
  %.114.i7.prol = getelementptr i8, ptr %.77.013.i.prol, i64 4
  %.106.1.i.prol = load float, ptr %.114.i7.prol, align 4, !noalias !20
  %.108.1.i.prol = fadd float %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.2.i.prol = load float, ptr %.114.1.i.prol, align 4, !noalias !20
  %.108.2.i.prol = fadd float %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 12
  %.106.3.i.prol = load float, ptr %.114.2.i.prol, align 4, !noalias !20
  %.108.3.i.prol = fadd float %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.4.i.prol = load float, ptr %.114.3.i.prol, align 4, !noalias !20
  %.108.4.i.prol = fadd float %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 20
  %.106.5.i.prol = load float, ptr %.114.4.i.prol, align 4, !noalias !20
  %.108.5.i.prol = fadd float %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.6.i.prol = load float, ptr %.114.5.i.prol, align 4, !noalias !20
  %.108.6.i.prol = fadd float %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 28
  %.106.7.i.prol = load float, ptr %.114.6.i.prol, align 4, !noalias !20
  %.108.7.i.prol = fadd float %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter36.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter36.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !23, !llvm.loop !24

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi float [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi float [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %23 = icmp ult i64 %19, 24
  br i1 %23, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !25

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi float [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !26

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi float [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi float [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %24 = shl i64 %epil.iter.i, 2
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %24
  %.106.epil.i = load float, ptr %scevgep, align 4, !noalias !20
  %.108.epil.i = fadd float %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !27, !llvm.loop !28

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi float [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load float, ptr %.77.013.i, align 4, !noalias !20
  %.108.i = fadd float %.72.012.i, %.106.i
  %.114.i7 = getelementptr i8, ptr %.77.013.i, i64 4
  %.106.1.i = load float, ptr %.114.i7, align 4, !noalias !20
  %.108.1.i = fadd float %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.2.i = load float, ptr %.114.1.i, align 4, !noalias !20
  %.108.2.i = fadd float %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 12
  %.106.3.i = load float, ptr %.114.2.i, align 4, !noalias !20
  %.108.3.i = fadd float %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.4.i = load float, ptr %.114.3.i, align 4, !noalias !20
  %.108.4.i = fadd float %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 20
  %.106.5.i = load float, ptr %.114.4.i, align 4, !noalias !20
  %.108.5.i = fadd float %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.6.i = load float, ptr %.114.5.i, align 4, !noalias !20
  %.108.6.i = fadd float %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 28
  %.106.7.i = load float, ptr %.114.6.i, align 4, !noalias !20
  %.108.7.i = fadd float %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.i.1 = load float, ptr %.114.7.i, align 4, !noalias !20
  %.108.i.1 = fadd float %.108.7.i, %.106.i.1
  %.114.i7.1 = getelementptr i8, ptr %.77.013.i, i64 36
  %.106.1.i.1 = load float, ptr %.114.i7.1, align 4, !noalias !20
  %.108.1.i.1 = fadd float %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.2.i.1 = load float, ptr %.114.1.i.1, align 4, !noalias !20
  %.108.2.i.1 = fadd float %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 44
  %.106.3.i.1 = load float, ptr %.114.2.i.1, align 4, !noalias !20
  %.108.3.i.1 = fadd float %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.4.i.1 = load float, ptr %.114.3.i.1, align 4, !noalias !20
  %.108.4.i.1 = fadd float %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 52
  %.106.5.i.1 = load float, ptr %.114.4.i.1, align 4, !noalias !20
  %.108.5.i.1 = fadd float %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.6.i.1 = load float, ptr %.114.5.i.1, align 4, !noalias !20
  %.108.6.i.1 = fadd float %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 60
  %.106.7.i.1 = load float, ptr %.114.6.i.1, align 4, !noalias !20
  %.108.7.i.1 = fadd float %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.2 = load float, ptr %.114.7.i.1, align 4, !noalias !20
  %.108.i.2 = fadd float %.108.7.i.1, %.106.i.2
  %.114.i7.2 = getelementptr i8, ptr %.77.013.i, i64 68
  %.106.1.i.2 = load float, ptr %.114.i7.2, align 4, !noalias !20
  %.108.1.i.2 = fadd float %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.2.i.2 = load float, ptr %.114.1.i.2, align 4, !noalias !20
  %.108.2.i.2 = fadd float %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 76
  %.106.3.i.2 = load float, ptr %.114.2.i.2, align 4, !noalias !20
  %.108.3.i.2 = fadd float %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.4.i.2 = load float, ptr %.114.3.i.2, align 4, !noalias !20
  %.108.4.i.2 = fadd float %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 84
  %.106.5.i.2 = load float, ptr %.114.4.i.2, align 4, !noalias !20
  %.108.5.i.2 = fadd float %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.6.i.2 = load float, ptr %.114.5.i.2, align 4, !noalias !20
  %.108.6.i.2 = fadd float %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 92
  %.106.7.i.2 = load float, ptr %.114.6.i.2, align 4, !noalias !20
  %.108.7.i.2 = fadd float %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.i.3 = load float, ptr %.114.7.i.2, align 4, !noalias !20
  %.108.i.3 = fadd float %.108.7.i.2, %.106.i.3
  %.114.i7.3 = getelementptr i8, ptr %.77.013.i, i64 100
  %.106.1.i.3 = load float, ptr %.114.i7.3, align 4, !noalias !20
  %.108.1.i.3 = fadd float %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.2.i.3 = load float, ptr %.114.1.i.3, align 4, !noalias !20
  %.108.2.i.3 = fadd float %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 108
  %.106.3.i.3 = load float, ptr %.114.2.i.3, align 4, !noalias !20
  %.108.3.i.3 = fadd float %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.4.i.3 = load float, ptr %.114.3.i.3, align 4, !noalias !20
  %.108.4.i.3 = fadd float %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 116
  %.106.5.i.3 = load float, ptr %.114.4.i.3, align 4, !noalias !20
  %.108.5.i.3 = fadd float %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.6.i.3 = load float, ptr %.114.5.i.3, align 4, !noalias !20
  %.108.6.i.3 = fadd float %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 124
  %.106.7.i.3 = load float, ptr %.114.6.i.3, align 4, !noalias !20
  %.108.7.i.3 = fadd float %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 128
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !30, !llvm.loop !31

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.156 = load float, ptr %arg.x.4, align 4
  %.5.i6 = fmul float %.156, %.156
  store float %.5.i6, ptr %.6.i, align 4
  br label %.89.endif.preheader.i

for.end.endif:                                    ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.thread16
  %.72.0.lcssa.i = phi float [ 0.000000e+00, %for.end.thread16 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store float %.72.0.lcssa.i, ptr %retptr, align 4
  br label %common.ret
}

define ptr @_ZN7cpython7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.sum_sq_f32, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca float, align 4
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.66, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE")
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.18 = load ptr, ptr %.5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.19, i8 0, i64 56, i1 false)
  %.23 = call i32 @NRT_adapt_ndarray_from_python(ptr %.18, ptr nonnull %.19)
  %sunkaddr = getelementptr inbounds i8, ptr %.19, i64 24
  %.27 = load i64, ptr %sunkaddr, align 8
  %.28 = icmp ne i64 %.27, 4
  %.29 = icmp ne i32 %.23, 0
  %.30 = or i1 %.29, %.28
  br i1 %.30, label %entry.endif.endif.if, label %entry.endif.endif.endif.endif, !prof !9

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.34.fca.0.load = load ptr, ptr %.19, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.19, i64 32
  %.34.fca.4.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.19, i64 40
  %.34.fca.5.0.load = load i64, ptr %sunkaddr2, align 8
  store float 0.000000e+00, ptr %.41, align 4
  %.47 = call i32 @_ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load float, ptr %.41, align 4
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !33

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif
  %.65 = fpext float %.57 to double
  %.66 = call ptr @PyFloat_FromDouble(double %.65)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.71 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.72 = extractvalue { ptr, i32, ptr, ptr, i32 } %.71, 4
  %.73 = icmp sgt i32 %.72, 0
  %.76 = extractvalue { ptr, i32, ptr, ptr, i32 } %.71, 0
  %.78 = extractvalue { ptr, i32, ptr, ptr, i32 } %.71, 1
  br i1 %.73, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.79 = sext i32 %.78 to i64
  %.80 = call ptr @PyBytes_FromStringAndSize(ptr %.76, i64 %.79)
  %.81 = load { ptr, i32, ptr, ptr, i32 }, ptr %.48, align 8
  %.82 = extractvalue { ptr, i32, ptr, ptr, i32 } %.81, 2
  %.84 = extractvalue { ptr, i32, ptr, ptr, i32 } %.81, 3
  %.86 = call ptr %.84(ptr %.82)
  %.87 = icmp eq ptr %.86, null
  br i1 %.87, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.100 = extractvalue { ptr, i32, ptr, ptr, i32 } %.71, 2
  %.101 = call ptr @numba_unpickle(ptr %.76, i32 %.78, ptr %.100)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.103 = phi ptr [ %.91, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.101, %entry.endif.endif.endif.endif.endif.if.else ]
  %.104.not = icmp eq ptr %.103, null
  br i1 %.104.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !9

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.Error creating Python tuple from runtime exception arguments")
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.91 = call ptr @numba_runtime_build_excinfo_struct(ptr %.80, ptr nonnull %.86)
  call void @NRT_Free(ptr nonnull %.48)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(ptr nonnull %.103)
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

define float @cfunc._ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca float, align 4
  store float 0.000000e+00, ptr %.3, align 4
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels10sum_sq_f32B2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIfLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load float, ptr %.3, align 4
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !33

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi float [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret float %common.ret.op

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
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !9

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { ptr, i32, ptr, ptr, i32 } %.27, 2
  %.57 = call ptr @numba_unpickle(ptr %.32, i32 %.34, ptr %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi ptr [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq ptr %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !9

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
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #1 {
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
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #2 {
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
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }

!0 = !{!"branch_weights", i32 42949671, i32 -42949671}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!"branch_weights", i32 8, i32 56}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !11}
!18 = !{!"branch_weights", i32 146201250, i32 2001282398}
!19 = !{!"branch_weights", i32 127, i32 1}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIfLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!23 = !{!"branch_weights", i32 1, i32 1}
!24 = distinct !{!24, !16}
!25 = !{!"branch_weights", i32 1, i32 127}
!26 = !{!"branch_weights", i32 277993707, i32 1869489941}
!27 = !{!"branch_weights", i32 542333185, i32 1605150463}
!28 = distinct !{!28, !29, !16}
!29 = !{!"llvm.loop.estimated_trip_count", i32 4}
!30 = !{!"branch_weights", i32 166258294, i32 1981225354}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.estimated_trip_count", i32 3}
!33 = !{!"branch_weights", i32 49, i32 1}
