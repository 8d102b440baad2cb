; ModuleID = 'max_plus_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.max_plus_sum = internal constant [13 x i8] c"max_plus_sum\00"
@_ZN08NumbaEnv7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a6ab590B3v23B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.e33162fb231ec6cfd11a46e4859cee2fea17b97d = internal constant [153 x i8] c"\80\04\95\8E\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CDzero-size array to reduction operation maximum which has no identity\94\85\94\8C\08impl_max\94\8C\15numba/np/arraymath.py\94M?\04\87\94\87\94."
@.const.pickledata.e33162fb231ec6cfd11a46e4859cee2fea17b97d.sha1 = internal constant [20 x i8] c"\E31b\FB#\1E\C6\CF\D1\1AF\E4\85\9C\EE/\EA\17\B9}"
@.const.picklebuf.e33162fb231ec6cfd11a46e4859cee2fea17b97d = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.e33162fb231ec6cfd11a46e4859cee2fea17b97d, i32 153, ptr @.const.pickledata.e33162fb231ec6cfd11a46e4859cee2fea17b97d.sha1, ptr null, i32 0 }
@PyExc_RuntimeError = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v19B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath14max_comparatorB3v18B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEdd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a6a9490B3v24B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B128.i:
  %arg.x.5.0.fr = freeze i64 %arg.x.5.0
  %.187 = alloca double, align 8
  %excinfo.4 = alloca ptr, align 8
  store ptr null, ptr %excinfo.4, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  %0 = add i64 %arg.x.5.0.fr, -1152921504606846976
  %.79 = icmp ult i64 %0, -2305843009213693952
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %for.end.1.endif, %for.end.endif.endif.endif.endif.if.if, %for.end.if.if, %B0.endif.endif.endif.if.if, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %for.end.if.if ], [ 1, %for.end.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.if ], [ 1, %B0.endif.endif.endif.if.if ], [ 0, %for.end.1.endif ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B128.i
  %.78 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif, !prof !9

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.14654 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.14654, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif
  %.148.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.148.not, label %for.body.endif.endif, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check = icmp ult i64 %arg.x.5.0.fr, 4
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 128
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const200 = bitcast i64 9223372036854775804 to i64
  %min.iters.check74 = icmp ult i64 %arg.x.5.0.fr, 16
  br i1 %min.iters.check74, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %const_mat201 = add i64 %const200, -12
  %n.vec = and i64 %arg.x.5.0.fr, %const_mat201
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr202 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr
  %wide.load = load <4 x double>, ptr %sunkaddr202, align 8
  %sunkaddr203 = mul i64 %index, 8
  %sunkaddr204 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr203
  %sunkaddr205 = getelementptr i8, ptr %sunkaddr204, i64 32
  %wide.load75 = load <4 x double>, ptr %sunkaddr205, align 8
  %sunkaddr206 = mul i64 %index, 8
  %sunkaddr207 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr206
  %sunkaddr208 = getelementptr i8, ptr %sunkaddr207, i64 64
  %wide.load76 = load <4 x double>, ptr %sunkaddr208, align 8
  %sunkaddr209 = mul i64 %index, 8
  %sunkaddr210 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr209
  %sunkaddr211 = getelementptr i8, ptr %sunkaddr210, i64 96
  %wide.load77 = load <4 x double>, ptr %sunkaddr211, align 8
  %4 = fmul <4 x double> %wide.load, %wide.load
  %5 = fmul <4 x double> %wide.load75, %wide.load75
  %6 = fmul <4 x double> %wide.load76, %wide.load76
  %7 = fmul <4 x double> %wide.load77, %wide.load77
  %sunkaddr212 = mul i64 %index, 8
  %sunkaddr213 = getelementptr i8, ptr %.6.i, i64 %sunkaddr212
  store <4 x double> %4, ptr %sunkaddr213, align 8
  %sunkaddr214 = mul i64 %index, 8
  %sunkaddr215 = getelementptr i8, ptr %.6.i, i64 %sunkaddr214
  %sunkaddr216 = getelementptr i8, ptr %sunkaddr215, i64 32
  store <4 x double> %5, ptr %sunkaddr216, align 8
  %sunkaddr217 = mul i64 %index, 8
  %sunkaddr218 = getelementptr i8, ptr %.6.i, i64 %sunkaddr217
  %sunkaddr219 = getelementptr i8, ptr %sunkaddr218, i64 64
  store <4 x double> %6, ptr %sunkaddr219, align 8
  %sunkaddr220 = mul i64 %index, 8
  %sunkaddr221 = getelementptr i8, ptr %.6.i, i64 %sunkaddr220
  %sunkaddr222 = getelementptr i8, ptr %sunkaddr221, i64 96
  store <4 x double> %7, ptr %sunkaddr222, align 8
  %index.next = add nuw i64 %index, 16
  %8 = icmp eq i64 %n.vec, %index.next
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %arg.x.5.0.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %9 = and i64 %arg.x.5.0.fr, 12
  %min.epilog.iters.check = icmp eq i64 %9, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.us.preheader, label %vec.epilog.ph, !prof !13

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec79 = and i64 %arg.x.5.0.fr, %const200
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index80 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next82, %vec.epilog.vector.body ]
  %10 = shl i64 %index80, 3
  %scevgep183 = getelementptr i8, ptr %arg.x.4, i64 %10
  %wide.load81 = load <4 x double>, ptr %scevgep183, align 8
  %11 = fmul <4 x double> %wide.load81, %wide.load81
  %12 = shl i64 %index80, 3
  %scevgep182 = getelementptr i8, ptr %.6.i, i64 %12
  store <4 x double> %11, ptr %scevgep182, align 8
  %index.next82 = add nuw i64 %index80, 4
  %13 = icmp eq i64 %n.vec79, %index.next82
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n83 = icmp eq i64 %arg.x.5.0.fr, %n.vec79
  br i1 %cmp.n83, label %for.end, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %loop.index56.us.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec79, %vec.epilog.middle.block ]
  %14 = sub nsw i64 %arg.x.5.0.fr, %loop.index56.us.ph
  %xtraiter = and i64 %14, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv180 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next181, %for.body.endif.endif.us.prol ]
  %loop.index56.us.prol = phi i64 [ %.185.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index56.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %15 = shl i64 %loop.index56.us.prol, 3
  %scevgep179 = getelementptr i8, ptr %arg.x.4, i64 %15
  %.156.us.prol = load double, ptr %scevgep179, align 8
  %.5.i11.prol = fmul double %.156.us.prol, %.156.us.prol
  %16 = shl i64 %loop.index56.us.prol, 3
  %scevgep178 = getelementptr i8, ptr %.6.i, i64 %16
  store double %.5.i11.prol, ptr %scevgep178, align 8
  %.185.us.prol = add nuw i64 %loop.index56.us.prol, 1
  %lsr.iv.next181 = add nsw i64 %lsr.iv180, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next181, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !15

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader
  %loop.index56.us.unr = phi i64 [ %loop.index56.us.ph, %for.body.endif.endif.us.preheader ], [ %.185.us.prol, %for.body.endif.endif.us.prol ]
  %17 = sub nsw i64 %loop.index56.us.ph, %arg.x.5.0.fr
  %18 = icmp ugt i64 %17, -8
  br i1 %18, label %for.end, label %for.body.endif.endif.us.preheader107

for.body.endif.endif.us.preheader107:             ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader107, %for.body.endif.endif.us
  %loop.index56.us = phi i64 [ %.185.us.7, %for.body.endif.endif.us ], [ %loop.index56.us.unr, %for.body.endif.endif.us.preheader107 ]
  %sunkaddr223 = mul i64 %loop.index56.us, 8
  %sunkaddr224 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr223
  %.156.us = load double, ptr %sunkaddr224, align 8
  %.5.i11 = fmul double %.156.us, %.156.us
  %sunkaddr225 = mul i64 %loop.index56.us, 8
  %sunkaddr226 = getelementptr i8, ptr %.6.i, i64 %sunkaddr225
  store double %.5.i11, ptr %sunkaddr226, align 8
  %sunkaddr227 = mul i64 %loop.index56.us, 8
  %sunkaddr228 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr227
  %sunkaddr229 = getelementptr i8, ptr %sunkaddr228, i64 8
  %.156.us.1 = load double, ptr %sunkaddr229, align 8
  %.5.i11.1 = fmul double %.156.us.1, %.156.us.1
  %sunkaddr230 = mul i64 %loop.index56.us, 8
  %sunkaddr231 = getelementptr i8, ptr %.6.i, i64 %sunkaddr230
  %sunkaddr232 = getelementptr i8, ptr %sunkaddr231, i64 8
  store double %.5.i11.1, ptr %sunkaddr232, align 8
  %sunkaddr233 = mul i64 %loop.index56.us, 8
  %sunkaddr234 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr233
  %sunkaddr235 = getelementptr i8, ptr %sunkaddr234, i64 16
  %.156.us.2 = load double, ptr %sunkaddr235, align 8
  %.5.i11.2 = fmul double %.156.us.2, %.156.us.2
  %sunkaddr236 = mul i64 %loop.index56.us, 8
  %sunkaddr237 = getelementptr i8, ptr %.6.i, i64 %sunkaddr236
  %sunkaddr238 = getelementptr i8, ptr %sunkaddr237, i64 16
  store double %.5.i11.2, ptr %sunkaddr238, align 8
  %sunkaddr239 = mul i64 %loop.index56.us, 8
  %sunkaddr240 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr239
  %sunkaddr241 = getelementptr i8, ptr %sunkaddr240, i64 24
  %.156.us.3 = load double, ptr %sunkaddr241, align 8
  %.5.i11.3 = fmul double %.156.us.3, %.156.us.3
  %sunkaddr242 = mul i64 %loop.index56.us, 8
  %sunkaddr243 = getelementptr i8, ptr %.6.i, i64 %sunkaddr242
  %sunkaddr244 = getelementptr i8, ptr %sunkaddr243, i64 24
  store double %.5.i11.3, ptr %sunkaddr244, align 8
  %sunkaddr245 = mul i64 %loop.index56.us, 8
  %sunkaddr246 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr245
  %sunkaddr247 = getelementptr i8, ptr %sunkaddr246, i64 32
  %.156.us.4 = load double, ptr %sunkaddr247, align 8
  %.5.i11.4 = fmul double %.156.us.4, %.156.us.4
  %sunkaddr248 = mul i64 %loop.index56.us, 8
  %sunkaddr249 = getelementptr i8, ptr %.6.i, i64 %sunkaddr248
  %sunkaddr250 = getelementptr i8, ptr %sunkaddr249, i64 32
  store double %.5.i11.4, ptr %sunkaddr250, align 8
  %sunkaddr251 = mul i64 %loop.index56.us, 8
  %sunkaddr252 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr251
  %sunkaddr253 = getelementptr i8, ptr %sunkaddr252, i64 40
  %.156.us.5 = load double, ptr %sunkaddr253, align 8
  %.5.i11.5 = fmul double %.156.us.5, %.156.us.5
  %sunkaddr254 = mul i64 %loop.index56.us, 8
  %sunkaddr255 = getelementptr i8, ptr %.6.i, i64 %sunkaddr254
  %sunkaddr256 = getelementptr i8, ptr %sunkaddr255, i64 40
  store double %.5.i11.5, ptr %sunkaddr256, align 8
  %sunkaddr257 = mul i64 %loop.index56.us, 8
  %sunkaddr258 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr257
  %sunkaddr259 = getelementptr i8, ptr %sunkaddr258, i64 48
  %.156.us.6 = load double, ptr %sunkaddr259, align 8
  %.5.i11.6 = fmul double %.156.us.6, %.156.us.6
  %sunkaddr260 = mul i64 %loop.index56.us, 8
  %sunkaddr261 = getelementptr i8, ptr %.6.i, i64 %sunkaddr260
  %sunkaddr262 = getelementptr i8, ptr %sunkaddr261, i64 48
  store double %.5.i11.6, ptr %sunkaddr262, align 8
  %sunkaddr263 = mul i64 %loop.index56.us, 8
  %sunkaddr264 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr263
  %sunkaddr265 = getelementptr i8, ptr %sunkaddr264, i64 56
  %.156.us.7 = load double, ptr %sunkaddr265, align 8
  %.5.i11.7 = fmul double %.156.us.7, %.156.us.7
  %sunkaddr266 = mul i64 %loop.index56.us, 8
  %sunkaddr267 = getelementptr i8, ptr %.6.i, i64 %sunkaddr266
  %sunkaddr268 = getelementptr i8, ptr %sunkaddr267, i64 56
  store double %.5.i11.7, ptr %sunkaddr268, align 8
  %.185.us.7 = add nuw nsw i64 %loop.index56.us, 8
  %exitcond69.not.7 = icmp eq i64 %arg.x.5.0.fr, %.185.us.7
  br i1 %exitcond69.not.7, label %for.end, label %for.body.endif.endif.us, !llvm.loop !17

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %for.body.endif.endif, %B0.endif.endif.endif.endif
  store double 0.000000e+00, ptr %.187, align 8
  %.193 = call i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.187, ptr nonnull %excinfo.4, ptr nonnull %.7.i.i, ptr null, i64 %arg.x.5.0.fr, i64 8, ptr %.6.i, i64 %arg.x.5.0.fr, i64 8)
  %.203 = load double, ptr %.187, align 8
  %cond9 = icmp eq i32 %.193, 0
  br i1 %cond9, label %B128.i29, label %for.end.if.if, !prof !18

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.156 = load double, ptr %arg.x.4, align 8
  %.5.i12 = fmul double %.156, %.156
  store double %.5.i12, ptr %.6.i, align 8
  br label %for.end

B128.i29:                                         ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  %.276 = shl nsw i64 %arg.x.5.0.fr, 3
  %.7.i.i33 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.276, i32 32), !noalias !19
  %.8.i.i34 = icmp eq ptr %.7.i.i33, null
  br i1 %.8.i.i34, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif, !prof !9

for.end.if.if:                                    ; preds = %for.end
  %.194 = load ptr, ptr %excinfo.4, align 8
  store ptr %.194, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif:            ; preds = %B128.i29
  %.5.i39 = getelementptr i8, ptr %.7.i.i33, i64 24
  %.6.i40 = load ptr, ptr %.5.i39, align 8
  %.34457 = icmp sgt i64 %arg.x.5.0.fr, 0
  br i1 %.34457, label %for.body.1.lr.ph, label %for.end.1.thread58

for.end.1.thread58:                               ; preds = %for.end.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %for.end.1.endif

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775804 to i64
  %.346.not = icmp eq i64 %arg.x.5.0.fr, 1
  br i1 %.346.not, label %for.body.1.endif.endif, label %for.body.1.endif.endif.us.preheader

for.body.1.endif.endif.us.preheader:              ; preds = %for.body.1.lr.ph
  %19 = ptrtoint ptr %.6.i40 to i64
  %20 = ptrtoint ptr %arg.x.4 to i64
  %min.iters.check87 = icmp ult i64 %arg.x.5.0.fr, 4
  %21 = sub i64 %19, %20
  %diff.check86 = icmp ult i64 %21, 32
  %or.cond98 = select i1 %min.iters.check87, i1 true, i1 %diff.check86
  br i1 %or.cond98, label %for.body.1.endif.endif.us.preheader99, label %vector.ph88

vector.ph88:                                      ; preds = %for.body.1.endif.endif.us.preheader
  %n.vec90 = and i64 %arg.x.5.0.fr, %const
  br label %vector.body91

vector.body91:                                    ; preds = %vector.body91, %vector.ph88
  %index92 = phi i64 [ 0, %vector.ph88 ], [ %index.next94, %vector.body91 ]
  %22 = shl i64 %index92, 3
  %scevgep145 = getelementptr i8, ptr %arg.x.4, i64 %22
  %wide.load93 = load <4 x double>, ptr %scevgep145, align 8
  %23 = tail call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load93)
  %24 = shl i64 %index92, 3
  %scevgep144 = getelementptr i8, ptr %.6.i40, i64 %24
  store <4 x double> %23, ptr %scevgep144, align 8
  %index.next94 = add nuw i64 %index92, 4
  %25 = icmp eq i64 %n.vec90, %index.next94
  br i1 %25, label %middle.block95, label %vector.body91, !llvm.loop !26

middle.block95:                                   ; preds = %vector.body91
  %cmp.n96 = icmp eq i64 %arg.x.5.0.fr, %n.vec90
  br i1 %cmp.n96, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader99

for.body.1.endif.endif.us.preheader99:            ; preds = %for.body.1.endif.endif.us.preheader, %middle.block95
  %loop.index.159.us.ph = phi i64 [ 0, %for.body.1.endif.endif.us.preheader ], [ %n.vec90, %middle.block95 ]
  %26 = sub nsw i64 %arg.x.5.0.fr, %loop.index.159.us.ph
  %xtraiter100 = and i64 %26, 7
  %lcmp.mod101.not = icmp eq i64 %xtraiter100, 0
  br i1 %lcmp.mod101.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol.preheader

for.body.1.endif.endif.us.prol.preheader:         ; preds = %for.body.1.endif.endif.us.preheader99
  br label %for.body.1.endif.endif.us.prol

for.body.1.endif.endif.us.prol:                   ; preds = %for.body.1.endif.endif.us.prol.preheader, %for.body.1.endif.endif.us.prol
  %lsr.iv142 = phi i64 [ %xtraiter100, %for.body.1.endif.endif.us.prol.preheader ], [ %lsr.iv.next143, %for.body.1.endif.endif.us.prol ]
  %loop.index.159.us.prol = phi i64 [ %.383.us.prol, %for.body.1.endif.endif.us.prol ], [ %loop.index.159.us.ph, %for.body.1.endif.endif.us.prol.preheader ]
  %27 = shl i64 %loop.index.159.us.prol, 3
  %scevgep141 = getelementptr i8, ptr %arg.x.4, i64 %27
  %.354.us.prol = load double, ptr %scevgep141, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.354.us.prol)
  %28 = shl i64 %loop.index.159.us.prol, 3
  %scevgep140 = getelementptr i8, ptr %.6.i40, i64 %28
  store double %.12.le.i.prol, ptr %scevgep140, align 8
  %.383.us.prol = add nuw i64 %loop.index.159.us.prol, 1
  %lsr.iv.next143 = add nsw i64 %lsr.iv142, -1
  %prol.iter102.cmp.not = icmp eq i64 %lsr.iv.next143, 0
  br i1 %prol.iter102.cmp.not, label %for.body.1.endif.endif.us.prol.loopexit, label %for.body.1.endif.endif.us.prol, !llvm.loop !27

for.body.1.endif.endif.us.prol.loopexit:          ; preds = %for.body.1.endif.endif.us.prol, %for.body.1.endif.endif.us.preheader99
  %loop.index.159.us.unr = phi i64 [ %loop.index.159.us.ph, %for.body.1.endif.endif.us.preheader99 ], [ %.383.us.prol, %for.body.1.endif.endif.us.prol ]
  %29 = sub nsw i64 %loop.index.159.us.ph, %arg.x.5.0.fr
  %30 = icmp ugt i64 %29, -8
  br i1 %30, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us.preheader106

for.body.1.endif.endif.us.preheader106:           ; preds = %for.body.1.endif.endif.us.prol.loopexit
  br label %for.body.1.endif.endif.us

for.body.1.endif.endif.us:                        ; preds = %for.body.1.endif.endif.us.preheader106, %for.body.1.endif.endif.us
  %loop.index.159.us = phi i64 [ %.383.us.7, %for.body.1.endif.endif.us ], [ %loop.index.159.us.unr, %for.body.1.endif.endif.us.preheader106 ]
  %sunkaddr269 = mul i64 %loop.index.159.us, 8
  %sunkaddr270 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr269
  %.354.us = load double, ptr %sunkaddr270, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.354.us)
  %sunkaddr271 = mul i64 %loop.index.159.us, 8
  %sunkaddr272 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr271
  store double %.12.le.i, ptr %sunkaddr272, align 8
  %sunkaddr273 = mul i64 %loop.index.159.us, 8
  %sunkaddr274 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr273
  %sunkaddr275 = getelementptr i8, ptr %sunkaddr274, i64 8
  %.354.us.1 = load double, ptr %sunkaddr275, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.354.us.1)
  %sunkaddr276 = mul i64 %loop.index.159.us, 8
  %sunkaddr277 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr276
  %sunkaddr278 = getelementptr i8, ptr %sunkaddr277, i64 8
  store double %.12.le.i.1, ptr %sunkaddr278, align 8
  %sunkaddr279 = mul i64 %loop.index.159.us, 8
  %sunkaddr280 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr279
  %sunkaddr281 = getelementptr i8, ptr %sunkaddr280, i64 16
  %.354.us.2 = load double, ptr %sunkaddr281, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.354.us.2)
  %sunkaddr282 = mul i64 %loop.index.159.us, 8
  %sunkaddr283 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr282
  %sunkaddr284 = getelementptr i8, ptr %sunkaddr283, i64 16
  store double %.12.le.i.2, ptr %sunkaddr284, align 8
  %sunkaddr285 = mul i64 %loop.index.159.us, 8
  %sunkaddr286 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr285
  %sunkaddr287 = getelementptr i8, ptr %sunkaddr286, i64 24
  %.354.us.3 = load double, ptr %sunkaddr287, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.354.us.3)
  %sunkaddr288 = mul i64 %loop.index.159.us, 8
  %sunkaddr289 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr288
  %sunkaddr290 = getelementptr i8, ptr %sunkaddr289, i64 24
  store double %.12.le.i.3, ptr %sunkaddr290, align 8
  %sunkaddr291 = mul i64 %loop.index.159.us, 8
  %sunkaddr292 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr291
  %sunkaddr293 = getelementptr i8, ptr %sunkaddr292, i64 32
  %.354.us.4 = load double, ptr %sunkaddr293, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.354.us.4)
  %sunkaddr294 = mul i64 %loop.index.159.us, 8
  %sunkaddr295 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr294
  %sunkaddr296 = getelementptr i8, ptr %sunkaddr295, i64 32
  store double %.12.le.i.4, ptr %sunkaddr296, align 8
  %sunkaddr297 = mul i64 %loop.index.159.us, 8
  %sunkaddr298 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr297
  %sunkaddr299 = getelementptr i8, ptr %sunkaddr298, i64 40
  %.354.us.5 = load double, ptr %sunkaddr299, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.354.us.5)
  %sunkaddr300 = mul i64 %loop.index.159.us, 8
  %sunkaddr301 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr300
  %sunkaddr302 = getelementptr i8, ptr %sunkaddr301, i64 40
  store double %.12.le.i.5, ptr %sunkaddr302, align 8
  %sunkaddr303 = mul i64 %loop.index.159.us, 8
  %sunkaddr304 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr303
  %sunkaddr305 = getelementptr i8, ptr %sunkaddr304, i64 48
  %.354.us.6 = load double, ptr %sunkaddr305, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.354.us.6)
  %sunkaddr306 = mul i64 %loop.index.159.us, 8
  %sunkaddr307 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr306
  %sunkaddr308 = getelementptr i8, ptr %sunkaddr307, i64 48
  store double %.12.le.i.6, ptr %sunkaddr308, align 8
  %sunkaddr309 = mul i64 %loop.index.159.us, 8
  %sunkaddr310 = getelementptr i8, ptr %arg.x.4, i64 %sunkaddr309
  %sunkaddr311 = getelementptr i8, ptr %sunkaddr310, i64 56
  %.354.us.7 = load double, ptr %sunkaddr311, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.354.us.7)
  %sunkaddr312 = mul i64 %loop.index.159.us, 8
  %sunkaddr313 = getelementptr i8, ptr %.6.i40, i64 %sunkaddr312
  %sunkaddr314 = getelementptr i8, ptr %sunkaddr313, i64 56
  store double %.12.le.i.7, ptr %sunkaddr314, align 8
  %.383.us.7 = add nuw nsw i64 %loop.index.159.us, 8
  %exitcond71.not.7 = icmp eq i64 %arg.x.5.0.fr, %.383.us.7
  br i1 %exitcond71.not.7, label %.89.endif.preheader.i, label %for.body.1.endif.endif.us, !llvm.loop !28

for.end.endif.endif.endif.endif.if.if:            ; preds = %B128.i29
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.1.endif.endif.us, %for.body.1.endif.endif.us.prol.loopexit, %middle.block95, %for.body.1.endif.endif
  tail call void @NRT_decref(ptr %arg.x.0)
  %xtraiter.i = and i64 %arg.x.5.0.fr, 7
  %31 = icmp samesign ult i64 %arg.x.5.0.fr, 8
  br i1 %31, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !29

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %const_mat = add i64 %const, -4
  %unroll_iter.i = and i64 %arg.x.5.0.fr, %const_mat
  %32 = add nsw i64 %arg.x.5.0.fr, -8
  %33 = lshr i64 %32, 3
  %34 = add nuw nsw i64 %33, 1
  %xtraiter103 = and i64 %34, 3
  %35 = and i64 %32, 24
  %lcmp.mod104.not = icmp eq i64 %35, 24
  br i1 %lcmp.mod104.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !30

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter103, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i40, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !31
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i42.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i42.prol, align 8, !noalias !31
  %.108.1.i.prol = fadd double %.108.i.prol, %.106.1.i.prol
  %.114.1.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 16
  %.106.2.i.prol = load double, ptr %.114.1.i.prol, align 8, !noalias !31
  %.108.2.i.prol = fadd double %.108.1.i.prol, %.106.2.i.prol
  %.114.2.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 24
  %.106.3.i.prol = load double, ptr %.114.2.i.prol, align 8, !noalias !31
  %.108.3.i.prol = fadd double %.108.2.i.prol, %.106.3.i.prol
  %.114.3.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 32
  %.106.4.i.prol = load double, ptr %.114.3.i.prol, align 8, !noalias !31
  %.108.4.i.prol = fadd double %.108.3.i.prol, %.106.4.i.prol
  %.114.4.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 40
  %.106.5.i.prol = load double, ptr %.114.4.i.prol, align 8, !noalias !31
  %.108.5.i.prol = fadd double %.108.4.i.prol, %.106.5.i.prol
  %.114.5.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 48
  %.106.6.i.prol = load double, ptr %.114.5.i.prol, align 8, !noalias !31
  %.108.6.i.prol = fadd double %.108.5.i.prol, %.106.6.i.prol
  %.114.6.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 56
  %.106.7.i.prol = load double, ptr %.114.6.i.prol, align 8, !noalias !31
  %.108.7.i.prol = fadd double %.108.6.i.prol, %.106.7.i.prol
  %.114.7.i.prol = getelementptr i8, ptr %.77.013.i.prol, i64 64
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter105.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter105.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !34, !llvm.loop !35

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i40, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %36 = icmp ult i64 %32, 24
  br i1 %36, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !36

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %.89.endif.epil.preheader.i, !prof !37

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i40, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %37 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %37
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !31
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %.89.endif.epil.i, !prof !38, !llvm.loop !39

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !31
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i42 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i42, align 8, !noalias !31
  %.108.1.i = fadd double %.108.i, %.106.1.i
  %.114.1.i = getelementptr i8, ptr %.77.013.i, i64 16
  %.106.2.i = load double, ptr %.114.1.i, align 8, !noalias !31
  %.108.2.i = fadd double %.108.1.i, %.106.2.i
  %.114.2.i = getelementptr i8, ptr %.77.013.i, i64 24
  %.106.3.i = load double, ptr %.114.2.i, align 8, !noalias !31
  %.108.3.i = fadd double %.108.2.i, %.106.3.i
  %.114.3.i = getelementptr i8, ptr %.77.013.i, i64 32
  %.106.4.i = load double, ptr %.114.3.i, align 8, !noalias !31
  %.108.4.i = fadd double %.108.3.i, %.106.4.i
  %.114.4.i = getelementptr i8, ptr %.77.013.i, i64 40
  %.106.5.i = load double, ptr %.114.4.i, align 8, !noalias !31
  %.108.5.i = fadd double %.108.4.i, %.106.5.i
  %.114.5.i = getelementptr i8, ptr %.77.013.i, i64 48
  %.106.6.i = load double, ptr %.114.5.i, align 8, !noalias !31
  %.108.6.i = fadd double %.108.5.i, %.106.6.i
  %.114.6.i = getelementptr i8, ptr %.77.013.i, i64 56
  %.106.7.i = load double, ptr %.114.6.i, align 8, !noalias !31
  %.108.7.i = fadd double %.108.6.i, %.106.7.i
  %.114.7.i = getelementptr i8, ptr %.77.013.i, i64 64
  %.106.i.1 = load double, ptr %.114.7.i, align 8, !noalias !31
  %.108.i.1 = fadd double %.108.7.i, %.106.i.1
  %.114.i42.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i42.1, align 8, !noalias !31
  %.108.1.i.1 = fadd double %.108.i.1, %.106.1.i.1
  %.114.1.i.1 = getelementptr i8, ptr %.77.013.i, i64 80
  %.106.2.i.1 = load double, ptr %.114.1.i.1, align 8, !noalias !31
  %.108.2.i.1 = fadd double %.108.1.i.1, %.106.2.i.1
  %.114.2.i.1 = getelementptr i8, ptr %.77.013.i, i64 88
  %.106.3.i.1 = load double, ptr %.114.2.i.1, align 8, !noalias !31
  %.108.3.i.1 = fadd double %.108.2.i.1, %.106.3.i.1
  %.114.3.i.1 = getelementptr i8, ptr %.77.013.i, i64 96
  %.106.4.i.1 = load double, ptr %.114.3.i.1, align 8, !noalias !31
  %.108.4.i.1 = fadd double %.108.3.i.1, %.106.4.i.1
  %.114.4.i.1 = getelementptr i8, ptr %.77.013.i, i64 104
  %.106.5.i.1 = load double, ptr %.114.4.i.1, align 8, !noalias !31
  %.108.5.i.1 = fadd double %.108.4.i.1, %.106.5.i.1
  %.114.5.i.1 = getelementptr i8, ptr %.77.013.i, i64 112
  %.106.6.i.1 = load double, ptr %.114.5.i.1, align 8, !noalias !31
  %.108.6.i.1 = fadd double %.108.5.i.1, %.106.6.i.1
  %.114.6.i.1 = getelementptr i8, ptr %.77.013.i, i64 120
  %.106.7.i.1 = load double, ptr %.114.6.i.1, align 8, !noalias !31
  %.108.7.i.1 = fadd double %.108.6.i.1, %.106.7.i.1
  %.114.7.i.1 = getelementptr i8, ptr %.77.013.i, i64 128
  %.106.i.2 = load double, ptr %.114.7.i.1, align 8, !noalias !31
  %.108.i.2 = fadd double %.108.7.i.1, %.106.i.2
  %.114.i42.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i42.2, align 8, !noalias !31
  %.108.1.i.2 = fadd double %.108.i.2, %.106.1.i.2
  %.114.1.i.2 = getelementptr i8, ptr %.77.013.i, i64 144
  %.106.2.i.2 = load double, ptr %.114.1.i.2, align 8, !noalias !31
  %.108.2.i.2 = fadd double %.108.1.i.2, %.106.2.i.2
  %.114.2.i.2 = getelementptr i8, ptr %.77.013.i, i64 152
  %.106.3.i.2 = load double, ptr %.114.2.i.2, align 8, !noalias !31
  %.108.3.i.2 = fadd double %.108.2.i.2, %.106.3.i.2
  %.114.3.i.2 = getelementptr i8, ptr %.77.013.i, i64 160
  %.106.4.i.2 = load double, ptr %.114.3.i.2, align 8, !noalias !31
  %.108.4.i.2 = fadd double %.108.3.i.2, %.106.4.i.2
  %.114.4.i.2 = getelementptr i8, ptr %.77.013.i, i64 168
  %.106.5.i.2 = load double, ptr %.114.4.i.2, align 8, !noalias !31
  %.108.5.i.2 = fadd double %.108.4.i.2, %.106.5.i.2
  %.114.5.i.2 = getelementptr i8, ptr %.77.013.i, i64 176
  %.106.6.i.2 = load double, ptr %.114.5.i.2, align 8, !noalias !31
  %.108.6.i.2 = fadd double %.108.5.i.2, %.106.6.i.2
  %.114.6.i.2 = getelementptr i8, ptr %.77.013.i, i64 184
  %.106.7.i.2 = load double, ptr %.114.6.i.2, align 8, !noalias !31
  %.108.7.i.2 = fadd double %.108.6.i.2, %.106.7.i.2
  %.114.7.i.2 = getelementptr i8, ptr %.77.013.i, i64 192
  %.106.i.3 = load double, ptr %.114.7.i.2, align 8, !noalias !31
  %.108.i.3 = fadd double %.108.7.i.2, %.106.i.3
  %.114.i42.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i42.3, align 8, !noalias !31
  %.108.1.i.3 = fadd double %.108.i.3, %.106.1.i.3
  %.114.1.i.3 = getelementptr i8, ptr %.77.013.i, i64 208
  %.106.2.i.3 = load double, ptr %.114.1.i.3, align 8, !noalias !31
  %.108.2.i.3 = fadd double %.108.1.i.3, %.106.2.i.3
  %.114.2.i.3 = getelementptr i8, ptr %.77.013.i, i64 216
  %.106.3.i.3 = load double, ptr %.114.2.i.3, align 8, !noalias !31
  %.108.3.i.3 = fadd double %.108.2.i.3, %.106.3.i.3
  %.114.3.i.3 = getelementptr i8, ptr %.77.013.i, i64 224
  %.106.4.i.3 = load double, ptr %.114.3.i.3, align 8, !noalias !31
  %.108.4.i.3 = fadd double %.108.3.i.3, %.106.4.i.3
  %.114.4.i.3 = getelementptr i8, ptr %.77.013.i, i64 232
  %.106.5.i.3 = load double, ptr %.114.4.i.3, align 8, !noalias !31
  %.108.5.i.3 = fadd double %.108.4.i.3, %.106.5.i.3
  %.114.5.i.3 = getelementptr i8, ptr %.77.013.i, i64 240
  %.106.6.i.3 = load double, ptr %.114.5.i.3, align 8, !noalias !31
  %.108.6.i.3 = fadd double %.108.5.i.3, %.106.6.i.3
  %.114.6.i.3 = getelementptr i8, ptr %.77.013.i, i64 248
  %.106.7.i.3 = load double, ptr %.114.6.i.3, align 8, !noalias !31
  %.108.7.i.3 = fadd double %.108.6.i.3, %.106.7.i.3
  %.114.7.i.3 = getelementptr i8, ptr %.77.013.i, i64 256
  %lsr.iv.next.i.3 = add nsw i64 %lsr.iv.i, -32
  %niter.ncmp.7.i.3 = icmp eq i64 %lsr.iv.next.i.3, 0
  br i1 %niter.ncmp.7.i.3, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i, !prof !41, !llvm.loop !42

for.body.1.endif.endif:                           ; preds = %for.body.1.lr.ph
  %.354 = load double, ptr %arg.x.4, align 8
  %.12.le.i41 = tail call double @llvm.sin.f64(double %.354)
  store double %.12.le.i41, ptr %.6.i40, align 8
  br label %.89.endif.preheader.i

for.end.1.endif:                                  ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1.thread58
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.thread58 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i33)
  %.417 = fadd double %.203, %.72.0.lcssa.i
  store double %.417, ptr %retptr, align 8
  br label %common.ret
}

define ptr @_ZN7cpython7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.max_plus_sum, i64 1, i64 1, ptr nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.19 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.41 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !9

common.ret:                                       ; preds = %entry.endif.endif.if, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ %.65, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !9

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  store double 0.000000e+00, ptr %.41, align 8
  %.47 = call i32 @_ZN7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr poison, i64 poison, i64 poison, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 poison) #2
  %.48 = load ptr, ptr %excinfo, align 8
  %.57 = load double, ptr %.41, align 8
  call void @NRT_decref(ptr %.34.fca.0.load)
  %cond = icmp eq i32 %.47, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.if, !prof !18

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
  br i1 %.86, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !9

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.99 = extractvalue { ptr, i32, ptr, ptr, i32 } %.70, 2
  %.100 = call ptr @numba_unpickle(ptr %.75, i32 %.77, ptr %.99)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.102 = phi ptr [ %.90, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.100, %entry.endif.endif.endif.endif.endif.if.else ]
  %.103.not = icmp eq ptr %.102, null
  br i1 %.103.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !9

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
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

declare i32 @NRT_adapt_ndarray_from_python(ptr captures(none), ptr captures(none)) local_unnamed_addr

declare ptr @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare ptr @PyBytes_FromStringAndSize(ptr, i64) local_unnamed_addr

declare ptr @numba_unpickle(ptr, i32, ptr) local_unnamed_addr

declare ptr @numba_runtime_build_excinfo_struct(ptr, ptr) local_unnamed_addr

declare void @NRT_Free(ptr) local_unnamed_addr

declare void @numba_do_raise(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, ptr %.3, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels12max_plus_sumB3v22B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr poison, i64 poison, i64 poison, ptr %extracted.data, i64 %.7, i64 poison) #2
  %.10 = load ptr, ptr %excinfo, align 8
  %.19 = load double, ptr %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, ptr %.21, align 4
  %cond = icmp eq i32 %.9, 0
  br i1 %cond, label %common.ret, label %entry.if.if, !prof !18

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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np9arraymath7npy_max12_3clocals_3e8impl_maxB3v14B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B0:
  %.19.i.i = alloca { ptr, ptr, i64, i64, ptr, [0 x i64], [0 x i64] }, align 8
  %.23.i.i = alloca [1 x i64], align 8
  %.79.i.i = alloca [1 x i64], align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %.25 = icmp eq i64 %arg.a.2, 0
  br i1 %.25, label %B28, label %B58.endif

common.ret:                                       ; preds = %end.endif.endif.if.if, %B300.critedge, %B262, %B188, %B28
  %common.ret.op = phi i32 [ 1, %B28 ], [ 0, %B188 ], [ 0, %B262 ], [ 0, %B300.critedge ], [ 1, %end.endif.endif.if.if ]
  ret i32 %common.ret.op

B28:                                              ; preds = %B0
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.e33162fb231ec6cfd11a46e4859cee2fea17b97d, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B188:                                             ; preds = %end.endif.endif.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.119.i, ptr %retptr, align 8
  br label %common.ret

B192:                                             ; preds = %end.endif.endif.endif
  %0 = icmp sgt i64 %arg.a.2, 1
  br i1 %0, label %B196.endif.preheader, label %B300.critedge, !prof !30

B196.endif.preheader:                             ; preds = %B192
  br label %B196.endif

B262:                                             ; preds = %B196.endif
  tail call void @NRT_decref(ptr %arg.a.0)
  store double %.434, ptr %retptr, align 8
  br label %common.ret

B196.backedge:                                    ; preds = %B196.endif
  %.380 = add nuw i64 %.380254258, 1
  %.6.i.inv = fcmp ogt double %.434, %max_value.2.0259
  %max_value.2.0..434 = select i1 %.6.i.inv, double %.434, double %max_value.2.0259
  %exitcond.not = icmp eq i64 %arg.a.2, %.380
  br i1 %exitcond.not, label %B300.critedge, label %B196.endif, !prof !44

B300.critedge:                                    ; preds = %B196.backedge, %B192
  %max_value.2.0.lcssa = phi double [ %.119.i, %B192 ], [ %max_value.2.0..434, %B196.backedge ]
  store double %max_value.2.0.lcssa, ptr %retptr, align 8
  tail call void @NRT_decref(ptr %arg.a.0)
  br label %common.ret

B58.endif:                                        ; preds = %B0
  %.183 = icmp sgt i64 %arg.a.2, 1
  br i1 %.183, label %end, label %B58.endif.endif.endif, !prof !45

end:                                              ; preds = %B58.endif.endif.endif, %B58.endif
  %.89.0 = phi i64 [ 0, %B58.endif.endif.endif ], [ 1, %B58.endif ]
  call void @llvm.lifetime.start.p0(ptr nonnull %.19.i.i), !noalias !46
  call void @llvm.lifetime.start.p0(ptr nonnull %.23.i.i), !noalias !46
  call void @llvm.lifetime.start.p0(ptr nonnull %.79.i.i), !noalias !46
  %.fca.2.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 16
  %.fca.3.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 24
  %.fca.4.gep.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 32
  store i64 0, ptr %.79.i.i, align 8, !noalias !50
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.19.i.i, i8 0, i64 16, i1 false)
  store i64 1, ptr %.fca.2.gep.i.i, align 8, !noalias !50
  store i64 8, ptr %.fca.3.gep.i.i, align 8, !noalias !50
  store ptr %arg.a.4, ptr %.fca.4.gep.i.i, align 8, !noalias !50
  store i64 1, ptr %.23.i.i, align 8, !noalias !50
  %.81.i.i = getelementptr inbounds nuw i8, ptr %.19.i.i, i64 40
  %.89.i.i = call i32 @numba_attempt_nocopy_reshape(i64 0, ptr nonnull %.81.i.i, ptr nonnull %.81.i.i, i64 1, ptr nonnull %.23.i.i, ptr nonnull %.79.i.i, i64 8, i32 0), !noalias !50
  %.90.i.i = icmp eq i32 %.89.i.i, 0
  br i1 %.90.i.i, label %end.endif.endif.if.if, label %end.endif.endif.endif

B58.endif.endif.endif:                            ; preds = %B58.endif
  br label %end

end.endif.endif.endif:                            ; preds = %end
  %sunkaddr = getelementptr inbounds i8, ptr %.19.i.i, i64 32
  %.101.i.i = load ptr, ptr %sunkaddr, align 8, !noalias !50
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !46
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !46
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !46
  %.119.i = load double, ptr %.101.i.i, align 8, !noalias !46
  %.255.le = fcmp uno double %.119.i, 0.000000e+00
  br i1 %.255.le, label %B188, label %B192

end.endif.endif.if.if:                            ; preds = %end
  call void @llvm.lifetime.end.p0(ptr nonnull %.19.i.i), !noalias !46
  call void @llvm.lifetime.end.p0(ptr nonnull %.23.i.i), !noalias !46
  call void @llvm.lifetime.end.p0(ptr nonnull %.79.i.i), !noalias !46
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8
  br label %common.ret

B196.endif:                                       ; preds = %B196.endif.preheader, %B196.backedge
  %max_value.2.0259 = phi double [ %max_value.2.0..434, %B196.backedge ], [ %.119.i, %B196.endif.preheader ]
  %.380254258 = phi i64 [ %.380, %B196.backedge ], [ %.89.0, %B196.endif.preheader ]
  %1 = shl i64 %.380254258, 3
  %scevgep = getelementptr i8, ptr %arg.a.4, i64 %1
  %.434 = load double, ptr %scevgep, align 8
  %.447.le = fcmp uno double %.434, 0.000000e+00
  br i1 %.447.le, label %B262, label %B196.backedge
}

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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!"branch_weights", i32 42949671, i32 -42949671}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!"branch_weights", i32 1, i32 99}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!"branch_weights", i32 4, i32 12}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !11}
!18 = !{!"branch_weights", i32 49, i32 1}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !11, !12}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !11}
!29 = !{!"branch_weights", i32 146201250, i32 2001282398}
!30 = !{!"branch_weights", i32 127, i32 1}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!33 = distinct !{!33, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!34 = !{!"branch_weights", i32 1, i32 1}
!35 = distinct !{!35, !16}
!36 = !{!"branch_weights", i32 1, i32 127}
!37 = !{!"branch_weights", i32 277993707, i32 1869489941}
!38 = !{!"branch_weights", i32 542333185, i32 1605150463}
!39 = distinct !{!39, !40, !16}
!40 = !{!"llvm.loop.estimated_trip_count", i32 4}
!41 = !{!"branch_weights", i32 166258294, i32 1981225354}
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.estimated_trip_count", i32 3}
!44 = !{!"branch_weights", i32 127, i32 12545}
!45 = !{!"branch_weights", i32 99, i32 1}
!46 = !{!47, !49}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj10numpy_take12_3clocals_3e9take_implB3v20B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi0E1C7mutable7alignedEx27omitted_28default_3dNone_29: %excinfo"}
!50 = !{!51, !53, !47, !49}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB3v16B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi0E1C7mutable7alignedE: %excinfo"}
