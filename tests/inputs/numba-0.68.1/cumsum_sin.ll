; ModuleID = 'cumsum_sin'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.cumsum_sin = internal constant [11 x i8] c"cumsum_sin\00"
@_ZN08NumbaEnv7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [133 x i8] c"missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np9arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1, ptr null, i32 0 }
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\A1\09\87\94\87\94."
@.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.sha1 = internal constant [20 x i8] c"\1E\BC\F6\E9\D7\C0\EBsbC\D4'\D6\BA\B7_\1D\AB\A2\AE"
@.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae, i32 140, ptr @.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f159a85c890B3v45B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 0, 2) i32 @_ZN7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0:
  %.16 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.4.gep = getelementptr inbounds nuw i8, ptr %.16, i64 32
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.16, i8 0, i64 56, i1 false)
  %.22 = call i32 @_ZN5numba2np9arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.16, ptr nonnull %excinfo.1, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0)
  %.32.fca.0.load = load ptr, ptr %.16, align 8
  %.32.fca.4.load = load ptr, ptr %.fca.4.gep, align 8
  %cond = icmp eq i32 %.22, 0
  br i1 %cond, label %B128.i, label %B0.if.if, !prof !0

B128.i:                                           ; preds = %B0
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.16, i64 40
  %.32.fca.5.0.load = load i64, ptr %.fca.5.0.gep, align 8
  %.32.fca.5.0.load.fr = freeze i64 %.32.fca.5.0.load
  tail call void @NRT_decref(ptr %arg.x.0)
  %0 = add i64 %.32.fca.5.0.load.fr, -1152921504606846976
  %.119 = icmp ult i64 %0, -2305843009213693952
  br i1 %.119, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %for.end.endif, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.endif.if.if ], [ 1, %B0.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.23 = load ptr, ptr %excinfo.1, align 8
  store ptr %.23, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.118 = shl nsw i64 %.32.fca.5.0.load.fr, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.118, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.18631 = icmp sgt i64 %.32.fca.5.0.load.fr, 0
  br i1 %.18631, label %for.body.lr.ph, label %for.end.thread16

for.end.thread16:                                 ; preds = %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.32.fca.0.load)
  br label %for.end.endif

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %.188.not = icmp eq i64 %.32.fca.5.0.load.fr, 1
  br i1 %.188.not, label %for.body.endif.endif, label %for.body.endif.endif.us.preheader

for.body.endif.endif.us.preheader:                ; preds = %for.body.lr.ph
  %1 = ptrtoint ptr %.6.i to i64
  %2 = ptrtoint ptr %.32.fca.4.load to i64
  %min.iters.check = icmp ult i64 %.32.fca.5.0.load.fr, 4
  %3 = sub i64 %1, %2
  %diff.check = icmp ult i64 %3, 32
  %or.cond = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond, label %for.body.endif.endif.us.preheader24, label %vector.ph

vector.ph:                                        ; preds = %for.body.endif.endif.us.preheader
  %const_mat = add i64 %const, 4
  %n.vec = and i64 %.32.fca.5.0.load.fr, %const_mat
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = shl i64 %index, 3
  %scevgep66 = getelementptr i8, ptr %.32.fca.4.load, i64 %4
  %wide.load = load <4 x double>, ptr %scevgep66, align 8
  %5 = tail call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load)
  %6 = shl i64 %index, 3
  %scevgep65 = getelementptr i8, ptr %.6.i, i64 %6
  store <4 x double> %5, ptr %scevgep65, align 8
  %index.next = add nuw i64 %index, 4
  %7 = icmp eq i64 %n.vec, %index.next
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.32.fca.5.0.load.fr, %n.vec
  br i1 %cmp.n, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader24

for.body.endif.endif.us.preheader24:              ; preds = %for.body.endif.endif.us.preheader, %middle.block
  %loop.index33.us.ph = phi i64 [ 0, %for.body.endif.endif.us.preheader ], [ %n.vec, %middle.block ]
  %8 = sub nsw i64 %.32.fca.5.0.load.fr, %loop.index33.us.ph
  %xtraiter = and i64 %8, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol.preheader

for.body.endif.endif.us.prol.preheader:           ; preds = %for.body.endif.endif.us.preheader24
  br label %for.body.endif.endif.us.prol

for.body.endif.endif.us.prol:                     ; preds = %for.body.endif.endif.us.prol.preheader, %for.body.endif.endif.us.prol
  %lsr.iv63 = phi i64 [ %xtraiter, %for.body.endif.endif.us.prol.preheader ], [ %lsr.iv.next64, %for.body.endif.endif.us.prol ]
  %loop.index33.us.prol = phi i64 [ %.225.us.prol, %for.body.endif.endif.us.prol ], [ %loop.index33.us.ph, %for.body.endif.endif.us.prol.preheader ]
  %9 = shl i64 %loop.index33.us.prol, 3
  %scevgep62 = getelementptr i8, ptr %.32.fca.4.load, i64 %9
  %.196.us.prol = load double, ptr %scevgep62, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.196.us.prol)
  %10 = shl i64 %loop.index33.us.prol, 3
  %scevgep61 = getelementptr i8, ptr %.6.i, i64 %10
  store double %.12.le.i.prol, ptr %scevgep61, align 8
  %.225.us.prol = add nuw i64 %loop.index33.us.prol, 1
  %lsr.iv.next64 = add nsw i64 %lsr.iv63, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next64, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.us.prol.loopexit, label %for.body.endif.endif.us.prol, !llvm.loop !14

for.body.endif.endif.us.prol.loopexit:            ; preds = %for.body.endif.endif.us.prol, %for.body.endif.endif.us.preheader24
  %loop.index33.us.unr = phi i64 [ %loop.index33.us.ph, %for.body.endif.endif.us.preheader24 ], [ %.225.us.prol, %for.body.endif.endif.us.prol ]
  %11 = sub nsw i64 %loop.index33.us.ph, %.32.fca.5.0.load.fr
  %12 = icmp ugt i64 %11, -8
  br i1 %12, label %.89.endif.preheader.i, label %for.body.endif.endif.us.preheader28

for.body.endif.endif.us.preheader28:              ; preds = %for.body.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.us

for.body.endif.endif.us:                          ; preds = %for.body.endif.endif.us.preheader28, %for.body.endif.endif.us
  %loop.index33.us = phi i64 [ %.225.us.7, %for.body.endif.endif.us ], [ %loop.index33.us.unr, %for.body.endif.endif.us.preheader28 ]
  %sunkaddr = mul i64 %loop.index33.us, 8
  %sunkaddr67 = getelementptr i8, ptr %.32.fca.4.load, i64 %sunkaddr
  %.196.us = load double, ptr %sunkaddr67, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.196.us)
  %sunkaddr68 = mul i64 %loop.index33.us, 8
  %sunkaddr69 = getelementptr i8, ptr %.6.i, i64 %sunkaddr68
  store double %.12.le.i, ptr %sunkaddr69, align 8
  %sunkaddr70 = mul i64 %loop.index33.us, 8
  %sunkaddr71 = getelementptr i8, ptr %.32.fca.4.load, i64 %sunkaddr70
  %sunkaddr72 = getelementptr i8, ptr %sunkaddr71, i64 8
  %.196.us.1 = load double, ptr %sunkaddr72, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.196.us.1)
  %sunkaddr73 = mul i64 %loop.index33.us, 8
  %sunkaddr74 = getelementptr i8, ptr %.6.i, i64 %sunkaddr73
  %sunkaddr75 = getelementptr i8, ptr %sunkaddr74, i64 8
  store double %.12.le.i.1, ptr %sunkaddr75, align 8
  %sunkaddr76 = mul i64 %loop.index33.us, 8
  %sunkaddr77 = getelementptr i8, ptr %.32.fca.4.load, i64 %sunkaddr76
  %sunkaddr78 = getelementptr i8, ptr %sunkaddr77, i64 16
  %.196.us.2 = load double, ptr %sunkaddr78, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.196.us.2)
  %sunkaddr79 = mul i64 %loop.index33.us, 8
  %sunkaddr80 = getelementptr i8, ptr %.6.i, i64 %sunkaddr79
  %sunkaddr81 = getelementptr i8, ptr %sunkaddr80, i64 16
  store double %.12.le.i.2, ptr %sunkaddr81, align 8
  %sunkaddr82 = mul i64 %loop.index33.us, 8
  %sunkaddr83 = getelementptr i8, ptr %.32.fca.4.load, i64 %sunkaddr82
  %sunkaddr84 = getelementptr i8, ptr %sunkaddr83, i64 24
  %.196.us.3 = load double, ptr %sunkaddr84, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.196.us.3)
  %sunkaddr85 = mul i64 %loop.index33.us, 8
  %sunkaddr86 = getelementptr i8, ptr %.6.i, i64 %sunkaddr85
  %sunkaddr87 = getelementptr i8, ptr %sunkaddr86, i64 24
  store double %.12.le.i.3, ptr %sunkaddr87, align 8
  %sunkaddr88 = mul i64 %loop.index33.us, 8
  %sunkaddr89 = getelementptr i8, ptr %.32.fca.4.load, i64 %sunkaddr88
  %sunkaddr90 = getelementptr i8, ptr %sunkaddr89, i64 32
  %.196.us.4 = load double, ptr %sunkaddr90, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.196.us.4)
  %sunkaddr91 = mul i64 %loop.index33.us, 8
  %sunkaddr92 = getelementptr i8, ptr %.6.i, i64 %sunkaddr91
  %sunkaddr93 = getelementptr i8, ptr %sunkaddr92, i64 32
  store double %.12.le.i.4, ptr %sunkaddr93, align 8
  %sunkaddr94 = mul i64 %loop.index33.us, 8
  %sunkaddr95 = getelementptr i8, ptr %.32.fca.4.load, i64 %sunkaddr94
  %sunkaddr96 = getelementptr i8, ptr %sunkaddr95, i64 40
  %.196.us.5 = load double, ptr %sunkaddr96, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.196.us.5)
  %sunkaddr97 = mul i64 %loop.index33.us, 8
  %sunkaddr98 = getelementptr i8, ptr %.6.i, i64 %sunkaddr97
  %sunkaddr99 = getelementptr i8, ptr %sunkaddr98, i64 40
  store double %.12.le.i.5, ptr %sunkaddr99, align 8
  %sunkaddr100 = mul i64 %loop.index33.us, 8
  %sunkaddr101 = getelementptr i8, ptr %.32.fca.4.load, i64 %sunkaddr100
  %sunkaddr102 = getelementptr i8, ptr %sunkaddr101, i64 48
  %.196.us.6 = load double, ptr %sunkaddr102, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.196.us.6)
  %sunkaddr103 = mul i64 %loop.index33.us, 8
  %sunkaddr104 = getelementptr i8, ptr %.6.i, i64 %sunkaddr103
  %sunkaddr105 = getelementptr i8, ptr %sunkaddr104, i64 48
  store double %.12.le.i.6, ptr %sunkaddr105, align 8
  %sunkaddr106 = mul i64 %loop.index33.us, 8
  %sunkaddr107 = getelementptr i8, ptr %.32.fca.4.load, i64 %sunkaddr106
  %sunkaddr108 = getelementptr i8, ptr %sunkaddr107, i64 56
  %.196.us.7 = load double, ptr %sunkaddr108, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.196.us.7)
  %sunkaddr109 = mul i64 %loop.index33.us, 8
  %sunkaddr110 = getelementptr i8, ptr %.6.i, i64 %sunkaddr109
  %sunkaddr111 = getelementptr i8, ptr %sunkaddr110, i64 56
  store double %.12.le.i.7, ptr %sunkaddr111, align 8
  %.225.us.7 = add nuw nsw i64 %loop.index33.us, 8
  %exitcond38.not.7 = icmp eq i64 %.32.fca.5.0.load.fr, %.225.us.7
  br i1 %exitcond38.not.7, label %.89.endif.preheader.i, label %for.body.endif.endif.us, !llvm.loop !16

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

.89.endif.preheader.i:                            ; preds = %for.body.endif.endif.us, %for.body.endif.endif.us.prol.loopexit, %middle.block, %for.body.endif.endif
  tail call void @NRT_decref(ptr %.32.fca.0.load)
  %xtraiter.i = and i64 %.32.fca.5.0.load.fr, 7
  %13 = icmp samesign ult i64 %.32.fca.5.0.load.fr, 8
  br i1 %13, label %.89.endif.epil.preheader.i, label %.89.endif.preheader.new.i, !prof !17

.89.endif.preheader.new.i:                        ; preds = %.89.endif.preheader.i
  %unroll_iter.i = and i64 %.32.fca.5.0.load.fr, %const
  %14 = add nsw i64 %.32.fca.5.0.load.fr, -8
  %15 = lshr i64 %14, 3
  %16 = add nuw nsw i64 %15, 1
  %xtraiter25 = and i64 %16, 3
  %17 = and i64 %14, 24
  %lcmp.mod26.not = icmp eq i64 %17, 24
  br i1 %lcmp.mod26.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol.preheader, !prof !18

.89.endif.i.prol.preheader:                       ; preds = %.89.endif.preheader.new.i
  br label %.89.endif.i.prol

.89.endif.i.prol:                                 ; preds = %.89.endif.i.prol.preheader, %.89.endif.i.prol
  %lsr.iv = phi i64 [ %xtraiter25, %.89.endif.i.prol.preheader ], [ %lsr.iv.next, %.89.endif.i.prol ]
  %lsr.iv.i.prol = phi i64 [ %lsr.iv.next.i.prol, %.89.endif.i.prol ], [ %unroll_iter.i, %.89.endif.i.prol.preheader ]
  %.77.013.i.prol = phi ptr [ %.114.7.i.prol, %.89.endif.i.prol ], [ %.6.i, %.89.endif.i.prol.preheader ]
  %.72.012.i.prol = phi double [ %.108.7.i.prol, %.89.endif.i.prol ], [ 0.000000e+00, %.89.endif.i.prol.preheader ]
  %.106.i.prol = load double, ptr %.77.013.i.prol, align 8, !noalias !19
  %.108.i.prol = fadd double %.72.012.i.prol, %.106.i.prol
  %.114.i7.prol = getelementptr i8, ptr %.77.013.i.prol, i64 8
  %.106.1.i.prol = load double, ptr %.114.i7.prol, align 8, !noalias !19
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
  %lsr.iv.next.i.prol = add i64 %lsr.iv.i.prol, -8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %prol.iter27.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter27.cmp.not, label %.89.endif.i.prol.loopexit, label %.89.endif.i.prol, !prof !22, !llvm.loop !23

.89.endif.i.prol.loopexit:                        ; preds = %.89.endif.i.prol, %.89.endif.preheader.new.i
  %.108.7.i.lcssa.unr = phi double [ poison, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %.114.7.i.lcssa.unr = phi ptr [ poison, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %lsr.iv.i.unr = phi i64 [ %unroll_iter.i, %.89.endif.preheader.new.i ], [ %lsr.iv.next.i.prol, %.89.endif.i.prol ]
  %.77.013.i.unr = phi ptr [ %.6.i, %.89.endif.preheader.new.i ], [ %.114.7.i.prol, %.89.endif.i.prol ]
  %.72.012.i.unr = phi double [ 0.000000e+00, %.89.endif.preheader.new.i ], [ %.108.7.i.prol, %.89.endif.i.prol ]
  %18 = icmp ult i64 %14, 24
  br i1 %18, label %common.ret.loopexit.unr-lcssa.i, label %.89.endif.i.preheader, !prof !24

.89.endif.i.preheader:                            ; preds = %.89.endif.i.prol.loopexit
  br label %.89.endif.i

common.ret.loopexit.unr-lcssa.i:                  ; preds = %.89.endif.i, %.89.endif.i.prol.loopexit
  %.108.7.i.lcssa = phi double [ %.108.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.108.7.i.3, %.89.endif.i ]
  %.114.7.i.lcssa = phi ptr [ %.114.7.i.lcssa.unr, %.89.endif.i.prol.loopexit ], [ %.114.7.i.3, %.89.endif.i ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %.89.endif.epil.preheader.i, !prof !25

.89.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i, %.89.endif.preheader.i
  %.77.013.epil.init.i = phi ptr [ %.6.i, %.89.endif.preheader.i ], [ %.114.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  %.72.012.epil.init.i = phi double [ 0.000000e+00, %.89.endif.preheader.i ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ]
  br label %.89.endif.epil.i

.89.endif.epil.i:                                 ; preds = %.89.endif.epil.i, %.89.endif.epil.preheader.i
  %.72.012.epil.i = phi double [ %.108.epil.i, %.89.endif.epil.i ], [ %.72.012.epil.init.i, %.89.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %.89.endif.epil.i ], [ 0, %.89.endif.epil.preheader.i ]
  %19 = shl i64 %epil.iter.i, 3
  %scevgep = getelementptr i8, ptr %.77.013.epil.init.i, i64 %19
  %.106.epil.i = load double, ptr %scevgep, align 8, !noalias !19
  %.108.epil.i = fadd double %.72.012.epil.i, %.106.epil.i
  %epil.iter.next.i = add i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %.89.endif.epil.i, !prof !26, !llvm.loop !27

.89.endif.i:                                      ; preds = %.89.endif.i.preheader, %.89.endif.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i.3, %.89.endif.i ], [ %lsr.iv.i.unr, %.89.endif.i.preheader ]
  %.77.013.i = phi ptr [ %.114.7.i.3, %.89.endif.i ], [ %.77.013.i.unr, %.89.endif.i.preheader ]
  %.72.012.i = phi double [ %.108.7.i.3, %.89.endif.i ], [ %.72.012.i.unr, %.89.endif.i.preheader ]
  %.106.i = load double, ptr %.77.013.i, align 8, !noalias !19
  %.108.i = fadd double %.72.012.i, %.106.i
  %.114.i7 = getelementptr i8, ptr %.77.013.i, i64 8
  %.106.1.i = load double, ptr %.114.i7, align 8, !noalias !19
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
  %.114.i7.1 = getelementptr i8, ptr %.77.013.i, i64 72
  %.106.1.i.1 = load double, ptr %.114.i7.1, align 8, !noalias !19
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
  %.114.i7.2 = getelementptr i8, ptr %.77.013.i, i64 136
  %.106.1.i.2 = load double, ptr %.114.i7.2, align 8, !noalias !19
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
  %.114.i7.3 = getelementptr i8, ptr %.77.013.i, i64 200
  %.106.1.i.3 = load double, ptr %.114.i7.3, align 8, !noalias !19
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

for.body.endif.endif:                             ; preds = %for.body.lr.ph
  %.196 = load double, ptr %.32.fca.4.load, align 8
  %.12.le.i6 = tail call double @llvm.sin.f64(double %.196)
  store double %.12.le.i6, ptr %.6.i, align 8
  br label %.89.endif.preheader.i

for.end.endif:                                    ; preds = %.89.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.thread16
  %.72.0.lcssa.i = phi double [ 0.000000e+00, %for.end.thread16 ], [ %.108.7.i.lcssa, %common.ret.loopexit.unr-lcssa.i ], [ %.108.epil.i, %.89.endif.epil.i ]
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.72.0.lcssa.i, ptr %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

define ptr @_ZN7cpython7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.cumsum_sin, i64 1, i64 1, ptr nonnull %.5)
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
  %.11 = load ptr, ptr @_ZN08NumbaEnv7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.14 = icmp eq ptr %.11, null
  br i1 %.14, label %entry.endif.if, label %entry.endif.endif, !prof !10

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE")
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
  %.47 = call i32 @_ZN7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.41, ptr nonnull %excinfo, ptr %.34.fca.0.load, ptr %.34.fca.1.load, i64 %.34.fca.2.load, i64 8, ptr %.34.fca.4.load, i64 %.34.fca.5.0.load, i64 %.34.fca.6.0.load) #2
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

define double @cfunc._ZN7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
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
  %.9 = call i32 @_ZN7kernels10cumsum_sinB3v43B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.3, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.7, i64 %.8) #2
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

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np9arraymath12array_cumsum12_3clocals_3e17array_cumsum_implB3v44B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0) local_unnamed_addr {
B106:
  %.240 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.240, i64 40
  %.fca.6.0.gep = getelementptr inbounds nuw i8, ptr %.240, i64 48
  %.244 = alloca [1 x i64], align 8
  %.298 = alloca [1 x i64], align 8
  store i64 0, ptr %.298, align 8
  tail call void @NRT_incref(ptr %arg.a.0)
  %0 = add i64 %arg.a.5.0, -1152921504606846976
  %.48 = icmp ult i64 %0, -2305843009213693952
  br i1 %.48, label %B106.if, label %B106.endif, !prof !10

common.ret:                                       ; preds = %.171.endif.endif, %.171.endif.if, %.171.if.if, %B106.endif.if.if, %B106.if
  %common.ret.op = phi i32 [ 1, %B106.if ], [ 1, %B106.endif.if.if ], [ 1, %.171.if.if ], [ 1, %.171.endif.if ], [ 0, %.171.endif.endif ]
  ret i32 %common.ret.op

B106.if:                                          ; preds = %B106
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.7, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B106.endif:                                       ; preds = %B106
  %.47 = shl nsw i64 %arg.a.5.0, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.47, i32 32), !noalias !32
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B106.endif.if.if, label %B106.endif.endif.endif.endif, !prof !10

B106.endif.if.if:                                 ; preds = %B106.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

B106.endif.endif.endif.endif:                     ; preds = %B106.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  tail call void @llvm.memset.p0.i64(ptr align 1 %.6.i, i8 0, i64 %.47, i1 false)
  %.175.not126 = icmp sgt i64 %arg.a.5.0, 0
  br i1 %.175.not126, label %.170.endif.preheader, label %.171, !prof !18

.170.endif.preheader:                             ; preds = %B106.endif.endif.endif.endif
  %xtraiter = and i64 %arg.a.5.0, 7
  %1 = icmp samesign ult i64 %arg.a.5.0, 8
  br i1 %1, label %.170.endif.epil.preheader, label %.170.endif.preheader.new, !prof !17

.170.endif.preheader.new:                         ; preds = %.170.endif.preheader
  %2 = add nsw i64 %arg.a.5.0, -8
  %3 = lshr i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %.170.endif.epil.preheader1, label %.170.endif.preheader.new.new, !prof !29

.170.endif.preheader.new.new:                     ; preds = %.170.endif.preheader.new
  %unroll_iter11 = and i64 %4, 4611686018427387902
  br label %.170.endif

.171.loopexit.unr-lcssa.unr-lcssa:                ; preds = %.170.endif
  %6 = and i64 %4, 1
  %lcmp.mod.not15 = icmp eq i64 %6, 0
  br i1 %lcmp.mod.not15, label %.171.loopexit.unr-lcssa, label %.170.endif.epil.preheader1, !prof !39

.170.endif.epil.preheader1:                       ; preds = %.171.loopexit.unr-lcssa.unr-lcssa, %.170.endif.preheader.new
  %.31.0127.epil.init8 = phi double [ 0.000000e+00, %.170.endif.preheader.new ], [ %.198.7.1, %.171.loopexit.unr-lcssa.unr-lcssa ]
  %niter.epil.init = phi i64 [ 0, %.170.endif.preheader.new ], [ %niter.next.7.1, %.171.loopexit.unr-lcssa.unr-lcssa ]
  %7 = shl i64 %niter.epil.init, 3
  %scevgep15.epil = getelementptr i8, ptr %.6.i, i64 %7
  %scevgep17.epil = getelementptr i8, ptr %arg.a.4, i64 %7
  %.196.epil5 = load double, ptr %scevgep17.epil, align 8
  %.198.epil6 = fadd double %.31.0127.epil.init8, %.196.epil5
  store double %.198.epil6, ptr %scevgep15.epil, align 8
  %scevgep18.epil = getelementptr i8, ptr %scevgep17.epil, i64 8
  %.196.1.epil = load double, ptr %scevgep18.epil, align 8
  %.198.1.epil = fadd double %.198.epil6, %.196.1.epil
  %scevgep26.epil = getelementptr i8, ptr %scevgep15.epil, i64 8
  store double %.198.1.epil, ptr %scevgep26.epil, align 8
  %scevgep19.epil = getelementptr i8, ptr %scevgep17.epil, i64 16
  %.196.2.epil = load double, ptr %scevgep19.epil, align 8
  %.198.2.epil = fadd double %.198.1.epil, %.196.2.epil
  %scevgep27.epil = getelementptr i8, ptr %scevgep15.epil, i64 16
  store double %.198.2.epil, ptr %scevgep27.epil, align 8
  %scevgep20.epil = getelementptr i8, ptr %scevgep17.epil, i64 24
  %.196.3.epil = load double, ptr %scevgep20.epil, align 8
  %.198.3.epil = fadd double %.198.2.epil, %.196.3.epil
  %scevgep28.epil = getelementptr i8, ptr %scevgep15.epil, i64 24
  store double %.198.3.epil, ptr %scevgep28.epil, align 8
  %scevgep21.epil = getelementptr i8, ptr %scevgep17.epil, i64 32
  %.196.4.epil = load double, ptr %scevgep21.epil, align 8
  %.198.4.epil = fadd double %.198.3.epil, %.196.4.epil
  %scevgep29.epil = getelementptr i8, ptr %scevgep15.epil, i64 32
  store double %.198.4.epil, ptr %scevgep29.epil, align 8
  %scevgep22.epil = getelementptr i8, ptr %scevgep17.epil, i64 40
  %.196.5.epil = load double, ptr %scevgep22.epil, align 8
  %.198.5.epil = fadd double %.198.4.epil, %.196.5.epil
  %scevgep30.epil = getelementptr i8, ptr %scevgep15.epil, i64 40
  store double %.198.5.epil, ptr %scevgep30.epil, align 8
  %scevgep23.epil = getelementptr i8, ptr %scevgep17.epil, i64 48
  %.196.6.epil = load double, ptr %scevgep23.epil, align 8
  %.198.6.epil = fadd double %.198.5.epil, %.196.6.epil
  %scevgep31.epil = getelementptr i8, ptr %scevgep15.epil, i64 48
  store double %.198.6.epil, ptr %scevgep31.epil, align 8
  %scevgep24.epil = getelementptr i8, ptr %scevgep17.epil, i64 56
  %.196.7.epil = load double, ptr %scevgep24.epil, align 8
  %.198.7.epil = fadd double %.198.6.epil, %.196.7.epil
  %scevgep32.epil = getelementptr i8, ptr %scevgep15.epil, i64 56
  store double %.198.7.epil, ptr %scevgep32.epil, align 8
  br label %.171.loopexit.unr-lcssa

.171.loopexit.unr-lcssa:                          ; preds = %.171.loopexit.unr-lcssa.unr-lcssa, %.170.endif.epil.preheader1
  %.198.7.lcssa = phi double [ %.198.7.1, %.171.loopexit.unr-lcssa.unr-lcssa ], [ %.198.7.epil, %.170.endif.epil.preheader1 ]
  %8 = shl nuw nsw i64 %arg.a.5.0, 3
  %9 = and i64 %8, 9223372036854775744
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %scevgep14 = getelementptr i8, ptr %.6.i, i64 %9
  %scevgep16 = getelementptr i8, ptr %arg.a.4, i64 %9
  br i1 %lcmp.mod.not, label %.171, label %.170.endif.epil.preheader, !prof !25

.170.endif.epil.preheader:                        ; preds = %.171.loopexit.unr-lcssa, %.170.endif.preheader
  %.155.0129.epil.init = phi ptr [ %.6.i, %.170.endif.preheader ], [ %scevgep14, %.171.loopexit.unr-lcssa ]
  %.119.0128.epil.init = phi ptr [ %arg.a.4, %.170.endif.preheader ], [ %scevgep16, %.171.loopexit.unr-lcssa ]
  %.31.0127.epil.init = phi double [ 0.000000e+00, %.170.endif.preheader ], [ %.198.7.lcssa, %.171.loopexit.unr-lcssa ]
  br label %.170.endif.epil

.170.endif.epil:                                  ; preds = %.170.endif.epil, %.170.endif.epil.preheader
  %.31.0127.epil = phi double [ %.198.epil, %.170.endif.epil ], [ %.31.0127.epil.init, %.170.endif.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.170.endif.epil ], [ 0, %.170.endif.epil.preheader ]
  %10 = shl i64 %epil.iter, 3
  %scevgep33 = getelementptr i8, ptr %.155.0129.epil.init, i64 %10
  %11 = shl i64 %epil.iter, 3
  %scevgep25 = getelementptr i8, ptr %.119.0128.epil.init, i64 %11
  %.196.epil = load double, ptr %scevgep25, align 8
  %.198.epil = fadd double %.31.0127.epil, %.196.epil
  store double %.198.epil, ptr %scevgep33, align 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.171, label %.170.endif.epil, !prof !26, !llvm.loop !40

.171:                                             ; preds = %.170.endif.epil, %.171.loopexit.unr-lcssa, %B106.endif.endif.endif.endif
  store ptr %.7.i.i, ptr %.240, align 8
  %sunkaddr = getelementptr inbounds nuw i8, ptr %.240, i64 8
  store ptr null, ptr %sunkaddr, align 8
  %sunkaddr34 = getelementptr inbounds nuw i8, ptr %.240, i64 16
  store i64 %arg.a.5.0, ptr %sunkaddr34, align 8
  %sunkaddr35 = getelementptr inbounds nuw i8, ptr %.240, i64 24
  store i64 8, ptr %sunkaddr35, align 8
  %sunkaddr36 = getelementptr inbounds nuw i8, ptr %.240, i64 32
  store ptr %.6.i, ptr %sunkaddr36, align 8
  %sunkaddr97 = getelementptr inbounds i8, ptr %.240, i64 40
  store i64 %arg.a.5.0, ptr %sunkaddr97, align 8
  %sunkaddr98 = getelementptr inbounds i8, ptr %.240, i64 48
  store i64 8, ptr %sunkaddr98, align 8
  store i64 %arg.a.2, ptr %.244, align 8
  %trunc = icmp sgt i64 %arg.a.2, -1
  br i1 %trunc, label %B104.i, label %B254.i

B104.i:                                           ; preds = %.171
  %.281.i = uitofp i64 %arg.a.5.0 to double
  %.282.i = uitofp nneg i64 %arg.a.2 to double
  %.283.i = fcmp une double %.281.i, %.282.i
  br i1 %.283.i, label %.171.if.if, label %.171.endif

B254.i:                                           ; preds = %.171
  store i64 %arg.a.5.0, ptr %.244, align 8, !noalias !41
  br label %.171.endif

.170.endif:                                       ; preds = %.170.endif, %.170.endif.preheader.new.new
  %lsr.iv = phi i64 [ %lsr.iv.next, %.170.endif ], [ %unroll_iter11, %.170.endif.preheader.new.new ]
  %.31.0127 = phi double [ 0.000000e+00, %.170.endif.preheader.new.new ], [ %.198.7.1, %.170.endif ]
  %niter = phi i64 [ 0, %.170.endif.preheader.new.new ], [ %niter.next.7.1, %.170.endif ]
  %sunkaddr99 = mul i64 %niter, 8
  %sunkaddr100 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr99
  %.196 = load double, ptr %sunkaddr100, align 8
  %.198 = fadd double %.31.0127, %.196
  %sunkaddr101 = mul i64 %niter, 8
  %sunkaddr102 = getelementptr i8, ptr %.6.i, i64 %sunkaddr101
  store double %.198, ptr %sunkaddr102, align 8
  %sunkaddr103 = mul i64 %niter, 8
  %sunkaddr104 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr103
  %sunkaddr105 = getelementptr i8, ptr %sunkaddr104, i64 8
  %.196.1 = load double, ptr %sunkaddr105, align 8
  %.198.1 = fadd double %.198, %.196.1
  %sunkaddr106 = mul i64 %niter, 8
  %sunkaddr107 = getelementptr i8, ptr %.6.i, i64 %sunkaddr106
  %sunkaddr108 = getelementptr i8, ptr %sunkaddr107, i64 8
  store double %.198.1, ptr %sunkaddr108, align 8
  %sunkaddr109 = mul i64 %niter, 8
  %sunkaddr110 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr109
  %sunkaddr111 = getelementptr i8, ptr %sunkaddr110, i64 16
  %.196.2 = load double, ptr %sunkaddr111, align 8
  %.198.2 = fadd double %.198.1, %.196.2
  %sunkaddr112 = mul i64 %niter, 8
  %sunkaddr113 = getelementptr i8, ptr %.6.i, i64 %sunkaddr112
  %sunkaddr114 = getelementptr i8, ptr %sunkaddr113, i64 16
  store double %.198.2, ptr %sunkaddr114, align 8
  %sunkaddr115 = mul i64 %niter, 8
  %sunkaddr116 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr115
  %sunkaddr117 = getelementptr i8, ptr %sunkaddr116, i64 24
  %.196.3 = load double, ptr %sunkaddr117, align 8
  %.198.3 = fadd double %.198.2, %.196.3
  %sunkaddr118 = mul i64 %niter, 8
  %sunkaddr119 = getelementptr i8, ptr %.6.i, i64 %sunkaddr118
  %sunkaddr120 = getelementptr i8, ptr %sunkaddr119, i64 24
  store double %.198.3, ptr %sunkaddr120, align 8
  %sunkaddr121 = mul i64 %niter, 8
  %sunkaddr122 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr121
  %sunkaddr123 = getelementptr i8, ptr %sunkaddr122, i64 32
  %.196.4 = load double, ptr %sunkaddr123, align 8
  %.198.4 = fadd double %.198.3, %.196.4
  %sunkaddr124 = mul i64 %niter, 8
  %sunkaddr125 = getelementptr i8, ptr %.6.i, i64 %sunkaddr124
  %sunkaddr126 = getelementptr i8, ptr %sunkaddr125, i64 32
  store double %.198.4, ptr %sunkaddr126, align 8
  %sunkaddr127 = mul i64 %niter, 8
  %sunkaddr128 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr127
  %sunkaddr129 = getelementptr i8, ptr %sunkaddr128, i64 40
  %.196.5 = load double, ptr %sunkaddr129, align 8
  %.198.5 = fadd double %.198.4, %.196.5
  %sunkaddr130 = mul i64 %niter, 8
  %sunkaddr131 = getelementptr i8, ptr %.6.i, i64 %sunkaddr130
  %sunkaddr132 = getelementptr i8, ptr %sunkaddr131, i64 40
  store double %.198.5, ptr %sunkaddr132, align 8
  %sunkaddr133 = mul i64 %niter, 8
  %sunkaddr134 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr133
  %sunkaddr135 = getelementptr i8, ptr %sunkaddr134, i64 48
  %.196.6 = load double, ptr %sunkaddr135, align 8
  %.198.6 = fadd double %.198.5, %.196.6
  %sunkaddr136 = mul i64 %niter, 8
  %sunkaddr137 = getelementptr i8, ptr %.6.i, i64 %sunkaddr136
  %sunkaddr138 = getelementptr i8, ptr %sunkaddr137, i64 48
  store double %.198.6, ptr %sunkaddr138, align 8
  %sunkaddr139 = mul i64 %niter, 8
  %sunkaddr140 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr139
  %sunkaddr141 = getelementptr i8, ptr %sunkaddr140, i64 56
  %.196.7 = load double, ptr %sunkaddr141, align 8
  %.198.7 = fadd double %.198.6, %.196.7
  %sunkaddr142 = mul i64 %niter, 8
  %sunkaddr143 = getelementptr i8, ptr %.6.i, i64 %sunkaddr142
  %sunkaddr144 = getelementptr i8, ptr %sunkaddr143, i64 56
  store double %.198.7, ptr %sunkaddr144, align 8
  %sunkaddr145 = mul i64 %niter, 8
  %sunkaddr146 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr145
  %sunkaddr147 = getelementptr i8, ptr %sunkaddr146, i64 64
  %.196.113 = load double, ptr %sunkaddr147, align 8
  %.198.114 = fadd double %.198.7, %.196.113
  %sunkaddr148 = mul i64 %niter, 8
  %sunkaddr149 = getelementptr i8, ptr %.6.i, i64 %sunkaddr148
  %sunkaddr150 = getelementptr i8, ptr %sunkaddr149, i64 64
  store double %.198.114, ptr %sunkaddr150, align 8
  %sunkaddr151 = mul i64 %niter, 8
  %sunkaddr152 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr151
  %sunkaddr153 = getelementptr i8, ptr %sunkaddr152, i64 72
  %.196.1.1 = load double, ptr %sunkaddr153, align 8
  %.198.1.1 = fadd double %.198.114, %.196.1.1
  %sunkaddr154 = mul i64 %niter, 8
  %sunkaddr155 = getelementptr i8, ptr %.6.i, i64 %sunkaddr154
  %sunkaddr156 = getelementptr i8, ptr %sunkaddr155, i64 72
  store double %.198.1.1, ptr %sunkaddr156, align 8
  %sunkaddr157 = mul i64 %niter, 8
  %sunkaddr158 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr157
  %sunkaddr159 = getelementptr i8, ptr %sunkaddr158, i64 80
  %.196.2.1 = load double, ptr %sunkaddr159, align 8
  %.198.2.1 = fadd double %.198.1.1, %.196.2.1
  %sunkaddr160 = mul i64 %niter, 8
  %sunkaddr161 = getelementptr i8, ptr %.6.i, i64 %sunkaddr160
  %sunkaddr162 = getelementptr i8, ptr %sunkaddr161, i64 80
  store double %.198.2.1, ptr %sunkaddr162, align 8
  %sunkaddr163 = mul i64 %niter, 8
  %sunkaddr164 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr163
  %sunkaddr165 = getelementptr i8, ptr %sunkaddr164, i64 88
  %.196.3.1 = load double, ptr %sunkaddr165, align 8
  %.198.3.1 = fadd double %.198.2.1, %.196.3.1
  %sunkaddr166 = mul i64 %niter, 8
  %sunkaddr167 = getelementptr i8, ptr %.6.i, i64 %sunkaddr166
  %sunkaddr168 = getelementptr i8, ptr %sunkaddr167, i64 88
  store double %.198.3.1, ptr %sunkaddr168, align 8
  %sunkaddr169 = mul i64 %niter, 8
  %sunkaddr170 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr169
  %sunkaddr171 = getelementptr i8, ptr %sunkaddr170, i64 96
  %.196.4.1 = load double, ptr %sunkaddr171, align 8
  %.198.4.1 = fadd double %.198.3.1, %.196.4.1
  %sunkaddr172 = mul i64 %niter, 8
  %sunkaddr173 = getelementptr i8, ptr %.6.i, i64 %sunkaddr172
  %sunkaddr174 = getelementptr i8, ptr %sunkaddr173, i64 96
  store double %.198.4.1, ptr %sunkaddr174, align 8
  %sunkaddr175 = mul i64 %niter, 8
  %sunkaddr176 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr175
  %sunkaddr177 = getelementptr i8, ptr %sunkaddr176, i64 104
  %.196.5.1 = load double, ptr %sunkaddr177, align 8
  %.198.5.1 = fadd double %.198.4.1, %.196.5.1
  %sunkaddr178 = mul i64 %niter, 8
  %sunkaddr179 = getelementptr i8, ptr %.6.i, i64 %sunkaddr178
  %sunkaddr180 = getelementptr i8, ptr %sunkaddr179, i64 104
  store double %.198.5.1, ptr %sunkaddr180, align 8
  %sunkaddr181 = mul i64 %niter, 8
  %sunkaddr182 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr181
  %sunkaddr183 = getelementptr i8, ptr %sunkaddr182, i64 112
  %.196.6.1 = load double, ptr %sunkaddr183, align 8
  %.198.6.1 = fadd double %.198.5.1, %.196.6.1
  %sunkaddr184 = mul i64 %niter, 8
  %sunkaddr185 = getelementptr i8, ptr %.6.i, i64 %sunkaddr184
  %sunkaddr186 = getelementptr i8, ptr %sunkaddr185, i64 112
  store double %.198.6.1, ptr %sunkaddr186, align 8
  %sunkaddr187 = mul i64 %niter, 8
  %sunkaddr188 = getelementptr i8, ptr %arg.a.4, i64 %sunkaddr187
  %sunkaddr189 = getelementptr i8, ptr %sunkaddr188, i64 120
  %.196.7.1 = load double, ptr %sunkaddr189, align 8
  %.198.7.1 = fadd double %.198.6.1, %.196.7.1
  %sunkaddr190 = mul i64 %niter, 8
  %sunkaddr191 = getelementptr i8, ptr %.6.i, i64 %sunkaddr190
  %sunkaddr192 = getelementptr i8, ptr %sunkaddr191, i64 120
  store double %.198.7.1, ptr %sunkaddr192, align 8
  %niter.next.7.1 = add nuw i64 %niter, 16
  %lsr.iv.next = add i64 %lsr.iv, -2
  %niter12.ncmp.1 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter12.ncmp.1, label %.171.loopexit.unr-lcssa.unr-lcssa, label %.170.endif, !prof !45, !llvm.loop !46

.171.endif:                                       ; preds = %B254.i, %B104.i
  tail call void @NRT_decref(ptr %arg.a.0)
  %.308 = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr nonnull %.fca.5.0.gep, ptr nonnull %.fca.6.0.gep, i64 1, ptr nonnull %.244, ptr nonnull %.298, i64 8, i32 0)
  %.309 = icmp eq i32 %.308, 0
  br i1 %.309, label %.171.endif.if, label %.171.endif.endif

.171.if.if:                                       ; preds = %B104.i
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr @.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae, ptr %excinfo, align 8
  br label %common.ret

.171.endif.if:                                    ; preds = %.171.endif
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

.171.endif.endif:                                 ; preds = %.171.endif
  %sunkaddr193 = getelementptr inbounds i8, ptr %.240, i64 32
  %.320 = load ptr, ptr %sunkaddr193, align 8
  %.321.fca.0.load = load i64, ptr %.244, align 8
  %.322.fca.0.load = load i64, ptr %.298, align 8
  %sunkaddr194 = getelementptr inbounds i8, ptr %.240, i64 24
  %.324 = load i64, ptr %sunkaddr194, align 8
  %.326 = load ptr, ptr %.240, align 8
  %sunkaddr195 = getelementptr inbounds i8, ptr %.240, i64 8
  %.328 = load ptr, ptr %sunkaddr195, align 8
  call void @NRT_incref(ptr %.326)
  store ptr %.326, ptr %retptr, align 8
  %retptr.repack114 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr %.328, ptr %retptr.repack114, align 8
  %retptr.repack116 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.321.fca.0.load, ptr %retptr.repack116, align 8
  %retptr.repack118 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 %.324, ptr %retptr.repack118, align 8
  %retptr.repack120 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.320, ptr %retptr.repack120, align 8
  %retptr.repack122 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %.321.fca.0.load, ptr %retptr.repack122, align 8
  %retptr.repack124 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %.322.fca.0.load, ptr %retptr.repack124, align 8
  call void @NRT_decref(ptr nonnull %.7.i.i)
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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !10

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !10

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #3

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!"branch_weights", i32 49, i32 1}
!1 = !{!"branch_weights", i32 42949671, i32 -42949671}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!"branch_weights", i32 1, i32 99}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12}
!17 = !{!"branch_weights", i32 146201250, i32 2001282398}
!18 = !{!"branch_weights", i32 127, i32 1}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29"}
!22 = !{!"branch_weights", i32 1, i32 1}
!23 = distinct !{!23, !15}
!24 = !{!"branch_weights", i32 1, i32 127}
!25 = !{!"branch_weights", i32 277993707, i32 1869489941}
!26 = !{!"branch_weights", i32 542333185, i32 1605150463}
!27 = distinct !{!27, !28, !15}
!28 = !{!"llvm.loop.estimated_trip_count", i32 4}
!29 = !{!"branch_weights", i32 166258294, i32 1981225354}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.estimated_trip_count", i32 3}
!32 = !{!33, !35, !36, !38}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = distinct !{!36, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!38 = distinct !{!38, !37, !"_ZN5numba2np8arrayobj15_call_allocatorB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!39 = !{!"branch_weights", i32 1116980156, i32 1030503492}
!40 = distinct !{!40, !28, !15}
!41 = !{!42, !44}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB3v17B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!45 = !{!"branch_weights", i32 319644862, i32 1827838786}
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.estimated_trip_count", i32 6}
