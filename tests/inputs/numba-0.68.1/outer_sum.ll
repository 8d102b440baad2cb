; ModuleID = 'outer_sum'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1, ptr null, i32 0 }
@.const.outer_sum = internal constant [10 x i8] c"outer_sum\00"
@_ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@".const.missing Environment: _ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [161 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext>" = internal constant [28 x i8] c"<numba.core.cpu.CPUContext>\00"
@_ZN08NumbaEnv5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np6linalg15outer_impl_noneB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1, ptr null, i32 0 }
@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant [131 x i8] c"\80\04\95x\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CUunable to broadcast argument 1 to output array\0AFile \22numba/np/npyimpl.py\22, line 373, \94\85\94N\87\94."
@.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1 = internal constant [20 x i8] c"\A5 M\AA\0Bb\A0\12\E0{\B8\CD\C1St\03\A9s\BC\DC"
@.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc, i32 131, ptr @.const.pickledata.a5204daa0b62a012e07bb8cdc1537403a973bcdc.sha1, ptr null, i32 0 }
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.10, i32 137, ptr @.const.pickledata.58e14eccb507b1e0206981740223e685cb8c3c57.sha1.11, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath10np_asarray12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.10 = internal constant [83 x i8] c"\80\04\95H\00\00\00\00\00\00\00\8C\08builtins\94\8C\13NotImplementedError\94\93\94\8C\1Cincompatible shape for array\94\85\94N\87\94."
@.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1.11 = internal constant [20 x i8] c"\DC;\BA\83,L7X'=\0D\B2K\83V\91\AF?1l"
@.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c.7 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.10, i32 83, ptr @.const.pickledata.dc3bba832c4c3758273d0db24b835691af3f316c.sha1.11, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE = common local_unnamed_addr global ptr null
@.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.18 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\A1\09\87\94\87\94."
@.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.sha1.19 = internal constant [20 x i8] c"\1E\BC\F6\E9\D7\C0\EBsbC\D4'\D6\BA\B7_\1D\AB\A2\AE"
@.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.14 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.18, i32 140, ptr @.const.pickledata.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.sha1.19, ptr null, i32 0 }
@.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.16 = internal constant [140 x i8] c"\80\04\95\81\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C)total size of new array must be unchanged\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\AC\09\87\94\87\94."
@.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.sha1.17 = internal constant [20 x i8] c"\F1\99?h5\00\EA\C9\9A\13\94\81\B6\\\12\A7B=\09\E4"
@.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.15 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.16, i32 140, ptr @.const.pickledata.f1993f683500eac99a139481b65c12a7423d09e4.sha1.17, ptr null, i32 0 }
@.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0 = internal constant [129 x i8] c"\80\04\95v\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Emultiple negative shape values\94\85\94\8C\17normalize_reshape_value\94\8C\14numba/np/arrayobj.py\94M\B0\09\87\94\87\94."
@.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0.sha1 = internal constant [20 x i8] c"=\C3*\CE& \01?yp\C5c\1E\A5\1CJ9\F3X\D0"
@.const.picklebuf.3dc32ace2620013f7970c5631ea51c4a39f358d0 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0, i32 129, ptr @.const.pickledata.3dc32ace2620013f7970c5631ea51c4a39f358d0.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fef1d3ebd50B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1, ptr null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fef1d3ce0d0B3v14B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global ptr null
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18 = internal constant { ptr, i32, ptr, ptr, i32 } { ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.19, i32 86, ptr @.const.pickledata.ba289d81f05c7020f3477c15734804df65abe209.sha1.20, ptr null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29 = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath17check_axis_boundsB3v12B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedEv = common local_unnamed_addr global ptr null
@_ZN08NumbaEnv5numba2np9arraymath16check_duplicatesB3v13B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEvx = common local_unnamed_addr global ptr null

define range(i32 -1, -2) i32 @_ZN7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr %arg.y.0, ptr %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0) local_unnamed_addr {
B0:
  %.28.i = alloca { ptr, ptr, i64, i64, ptr, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca ptr, align 8
  %.296 = alloca double, align 8
  %excinfo.5 = alloca ptr, align 8
  tail call void @NRT_incref(ptr %arg.x.0)
  tail call void @NRT_incref(ptr %arg.y.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.28.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %excinfo.1.i)
  store ptr null, ptr %excinfo.1.i, align 8, !noalias !0
  tail call void @NRT_incref(ptr %arg.x.0), !noalias !0
  tail call void @NRT_incref(ptr %arg.y.0), !noalias !0
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %.28.i, i8 0, i64 72, i1 false), !noalias !0
  %.36.i = call i32 @_ZN5numba2np6linalg15outer_impl_noneB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEv(ptr nonnull %.28.i, ptr nonnull %excinfo.1.i, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, ptr %arg.y.0, ptr %arg.y.1, i64 %arg.y.2, i64 %arg.y.3, ptr %arg.y.4, i64 %arg.y.5.0, i64 %arg.y.6.0, ptr null), !noalias !0
  %cond.i = icmp eq i32 %.36.i, 0
  br i1 %cond.i, label %B128.i, label %B0.if.if, !prof !4

B128.i:                                           ; preds = %B0
  %.fca.5.1.gep.i = getelementptr inbounds nuw i8, ptr %.28.i, i64 48
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.28.i, i64 40
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.28.i, i64 32
  %.46.fca.0.load.i = load ptr, ptr %.28.i, align 8, !noalias !0
  %.46.fca.4.load.i = load ptr, ptr %.fca.4.gep.i, align 8, !noalias !0
  %.46.fca.5.0.load.i = load i64, ptr %.fca.5.0.gep.i, align 8, !noalias !0
  %.46.fca.5.1.load.i = load i64, ptr %.fca.5.1.gep.i, align 8, !noalias !0
  tail call void @NRT_decref(ptr %arg.y.0), !noalias !0
  tail call void @NRT_decref(ptr %arg.x.0), !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.28.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  %.46.fca.5.0.load.fr = freeze i64 %.46.fca.5.0.load.i
  %.46.fca.5.1.load.fr = freeze i64 %.46.fca.5.1.load.i
  tail call void @NRT_decref(ptr %arg.y.0)
  tail call void @NRT_decref(ptr %arg.x.0)
  %.148 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.46.fca.5.0.load.fr, i64 %.46.fca.5.1.load.fr)
  %.149 = extractvalue { i64, i1 } %.148, 0
  %.150 = extractvalue { i64, i1 } %.148, 1
  %.152 = shl i64 %.46.fca.5.1.load.fr, 3
  %0 = add i64 %.149, -1152921504606846976
  %.155 = icmp ult i64 %0, -2305843009213693952
  %.156 = or i1 %.150, %.155
  br i1 %.156, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !5

common.ret:                                       ; preds = %for.end.if.if, %for.end.endif, %B0.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ %.304, %for.end.if.if ], [ 0, %for.end.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.37.i = load ptr, ptr %excinfo.1.i, align 8, !noalias !0
  call void @llvm.lifetime.end.p0(ptr nonnull %.28.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %excinfo.1.i)
  store ptr %.37.i, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.if:                          ; preds = %B128.i
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B128.i
  %.154 = shl nsw i64 %.149, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.154, i32 32), !noalias !7
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif, !prof !5

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.23472 = icmp sgt i64 %.46.fca.5.0.load.fr, 0
  br i1 %.23472, label %for.cond.1.preheader.lr.ph, label %for.end

for.cond.1.preheader.lr.ph:                       ; preds = %B0.endif.endif.endif.endif.endif
  %.23743 = icmp sgt i64 %.46.fca.5.1.load.fr, 0
  br i1 %.23743, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %for.cond.1.preheader.lr.ph
  %.239.not = icmp eq i64 %.46.fca.5.0.load.fr, 1
  br i1 %.239.not, label %for.cond.1.preheader.lr.ph.split.us.split, label %for.cond.1.preheader.lr.ph.split.us.split.us

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %1 = icmp ugt i64 %.46.fca.5.1.load.fr, 1
  br i1 %1, label %for.cond.1.preheader.us.us.us.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %2 = ptrtoint ptr %.6.i to i64
  %3 = ptrtoint ptr %.46.fca.4.load.i to i64
  %min.iters.check55 = icmp ult i64 %.46.fca.5.0.load.fr, 8
  %ident.check.not = icmp ne i64 %.46.fca.5.1.load.fr, 1
  %or.cond.not83 = or i1 %min.iters.check55, %ident.check.not
  %4 = sub i64 %2, %3
  %diff.check53 = icmp ult i64 %4, 64
  %or.cond80 = select i1 %or.cond.not83, i1 true, i1 %diff.check53
  br i1 %or.cond80, label %for.body.1.endif.endif.endif.us.us93.us.preheader, label %vector.ph56

for.body.1.endif.endif.endif.us.us93.us.preheader: ; preds = %middle.block63, %for.cond.1.preheader.us.us.preheader
  %loop.index75.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader ], [ %n.vec58, %middle.block63 ]
  %xtraiter = and i64 %.46.fca.5.0.load.fr, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us93.us.prol.preheader

for.body.1.endif.endif.endif.us.us93.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us93.us.preheader
  %5 = mul i64 %.46.fca.5.1.load.fr, %loop.index75.us.us.ph
  %6 = shl i64 %5, 3
  %7 = shl i64 %.46.fca.5.1.load.fr, 3
  %8 = sub i64 0, %xtraiter
  br label %for.body.1.endif.endif.endif.us.us93.us.prol

for.body.1.endif.endif.endif.us.us93.us.prol:     ; preds = %for.body.1.endif.endif.endif.us.us93.us.prol.preheader, %for.body.1.endif.endif.endif.us.us93.us.prol
  %lsr.iv194 = phi i64 [ %6, %for.body.1.endif.endif.endif.us.us93.us.prol.preheader ], [ %lsr.iv.next195, %for.body.1.endif.endif.endif.us.us93.us.prol ]
  %lsr.iv192 = phi i64 [ 0, %for.body.1.endif.endif.endif.us.us93.us.prol.preheader ], [ %lsr.iv.next193, %for.body.1.endif.endif.endif.us.us93.us.prol ]
  %scevgep197 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %lsr.iv194
  %scevgep196 = getelementptr i8, ptr %.6.i, i64 %lsr.iv194
  %.255.us.us91.us.prol = load double, ptr %scevgep197, align 8
  %.12.le.i15.prol = tail call double @llvm.sin.f64(double %.255.us.us91.us.prol)
  store double %.12.le.i15.prol, ptr %scevgep196, align 8
  %lsr.iv.next193 = add nsw i64 %lsr.iv192, -1
  %lsr.iv.next195 = add i64 %lsr.iv194, %7
  %prol.iter.cmp.not = icmp eq i64 %8, %lsr.iv.next193
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.us.us93.us.prol, !llvm.loop !14

for.body.1.endif.endif.endif.us.us93.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us93.us.prol
  %9 = sub i64 %loop.index75.us.us.ph, %lsr.iv.next193
  br label %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit

for.body.1.endif.endif.endif.us.us93.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.us.us93.us.preheader
  %loop.index75.us.us.unr = phi i64 [ %loop.index75.us.us.ph, %for.body.1.endif.endif.endif.us.us93.us.preheader ], [ %9, %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit.loopexit ]
  %10 = sub nsw i64 %loop.index75.us.us.ph, %.46.fca.5.0.load.fr
  %11 = icmp ugt i64 %10, -8
  br i1 %11, label %for.end, label %for.body.1.endif.endif.endif.us.us93.us.preheader95

for.body.1.endif.endif.endif.us.us93.us.preheader95: ; preds = %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit
  %12 = sub i64 %.46.fca.5.0.load.fr, %loop.index75.us.us.unr
  %13 = mul i64 %.46.fca.5.1.load.fr, %loop.index75.us.us.unr
  %14 = shl i64 %13, 3
  %15 = shl i64 %.46.fca.5.1.load.fr, 6
  %16 = shl i64 %.46.fca.5.1.load.fr, 3
  br label %for.body.1.endif.endif.endif.us.us93.us

vector.ph56:                                      ; preds = %for.cond.1.preheader.us.us.preheader
  %const = bitcast i64 9223372036854775800 to i64
  %n.vec58 = and i64 %.46.fca.5.0.load.fr, %const
  br label %vector.body59

vector.body59:                                    ; preds = %vector.body59, %vector.ph56
  %index60 = phi i64 [ 0, %vector.ph56 ], [ %index.next62, %vector.body59 ]
  %17 = shl i64 %index60, 3
  %scevgep199 = getelementptr i8, ptr %.6.i, i64 %17
  %18 = shl i64 %index60, 3
  %scevgep198 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %18
  %wide.load61 = load <8 x double>, ptr %scevgep198, align 8
  %19 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load61)
  store <8 x double> %19, ptr %scevgep199, align 8
  %index.next62 = add nuw i64 %index60, 8
  %20 = icmp eq i64 %n.vec58, %index.next62
  br i1 %20, label %middle.block63, label %vector.body59, !llvm.loop !16

middle.block63:                                   ; preds = %vector.body59
  %cmp.n64 = icmp eq i64 %.46.fca.5.0.load.fr, %n.vec58
  br i1 %cmp.n64, label %for.end, label %for.body.1.endif.endif.endif.us.us93.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %21 = ptrtoint ptr %.6.i to i64
  %22 = ptrtoint ptr %.46.fca.4.load.i to i64
  %const200 = bitcast i64 9223372036854775800 to i64
  %23 = sub i64 %21, %22
  %min.iters.check69 = icmp ult i64 %.46.fca.5.1.load.fr, 8
  %diff.check67 = icmp ult i64 %23, 64
  %or.cond81 = select i1 %min.iters.check69, i1 true, i1 %diff.check67
  %n.vec72 = and i64 %.46.fca.5.1.load.fr, %const200
  %xtraiter86 = and i64 %.46.fca.5.1.load.fr, 7
  %24 = shl i64 %.46.fca.5.1.load.fr, 3
  br label %for.cond.1.preheader.us.us.us

for.cond.1.preheader.us.us.us:                    ; preds = %for.cond.1.preheader.us.us.us.preheader, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us
  %lsr.iv135 = phi ptr [ %.46.fca.4.load.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep136, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %lsr.iv132 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep133, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ]
  %loop.index75.us.us.us = phi i64 [ %.289.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us ], [ 0, %for.cond.1.preheader.us.us.us.preheader ]
  br i1 %or.cond81, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader, label %vector.body73.preheader

vector.body73.preheader:                          ; preds = %for.cond.1.preheader.us.us.us
  br label %vector.body73

vector.body73:                                    ; preds = %vector.body73.preheader, %vector.body73
  %index74 = phi i64 [ %index.next76, %vector.body73 ], [ 0, %vector.body73.preheader ]
  %25 = shl i64 %index74, 3
  %scevgep137 = getelementptr i8, ptr %lsr.iv135, i64 %25
  %wide.load75 = load <8 x double>, ptr %scevgep137, align 8
  %26 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load75)
  %27 = shl i64 %index74, 3
  %scevgep134 = getelementptr i8, ptr %lsr.iv132, i64 %27
  store <8 x double> %26, ptr %scevgep134, align 8
  %index.next76 = add nuw i64 %index74, 8
  %28 = icmp eq i64 %n.vec72, %index.next76
  br i1 %28, label %middle.block77, label %vector.body73, !llvm.loop !19

middle.block77:                                   ; preds = %vector.body73
  %29 = icmp eq i64 %.46.fca.5.1.load.fr, %n.vec72
  br i1 %29, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us.us, %middle.block77
  %loop.index.146.us.us.us.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us.us ], [ %n.vec72, %middle.block77 ]
  %30 = icmp eq i64 %xtraiter86, 0
  br i1 %30, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv140 = phi i64 [ %xtraiter86, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ], [ %lsr.iv.next141, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %loop.index.146.us.us.us.us.us.prol = phi i64 [ %.287.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.146.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %31 = shl i64 %loop.index.146.us.us.us.us.us.prol, 3
  %scevgep139 = getelementptr i8, ptr %lsr.iv135, i64 %31
  %.255.us.us.us.us.us.prol = load double, ptr %scevgep139, align 8
  %.12.le.i.prol = tail call double @llvm.sin.f64(double %.255.us.us.us.us.us.prol)
  %32 = shl i64 %loop.index.146.us.us.us.us.us.prol, 3
  %scevgep138 = getelementptr i8, ptr %lsr.iv132, i64 %32
  store double %.12.le.i.prol, ptr %scevgep138, align 8
  %.287.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.146.us.us.us.us.us.prol, 1
  %lsr.iv.next141 = add nsw i64 %lsr.iv140, -1
  %prol.iter88.cmp.not = icmp eq i64 %lsr.iv.next141, 0
  br i1 %prol.iter88.cmp.not, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !20

for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.146.us.us.us.us.us.unr = phi i64 [ %loop.index.146.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader ], [ %.287.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.us.us.us.us.us.prol ]
  %33 = sub nsw i64 %loop.index.146.us.us.us.us.us.ph, %.46.fca.5.1.load.fr
  %34 = icmp ugt i64 %33, -8
  br i1 %34, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us.preheader93

for.body.1.endif.endif.endif.us.us.us.us.us.preheader93: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.us.us.us.us.us:      ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us.preheader93, %for.body.1.endif.endif.endif.us.us.us.us.us
  %loop.index.146.us.us.us.us.us = phi i64 [ %.287.us.us.us.us.us.7, %for.body.1.endif.endif.endif.us.us.us.us.us ], [ %loop.index.146.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.us.us.us.us.us.preheader93 ]
  %35 = shl i64 %loop.index.146.us.us.us.us.us, 3
  %scevgep159 = getelementptr i8, ptr %lsr.iv135, i64 %35
  %.255.us.us.us.us.us = load double, ptr %scevgep159, align 8
  %.12.le.i = tail call double @llvm.sin.f64(double %.255.us.us.us.us.us)
  %36 = shl i64 %loop.index.146.us.us.us.us.us, 3
  %scevgep144 = getelementptr i8, ptr %lsr.iv132, i64 %36
  store double %.12.le.i, ptr %scevgep144, align 8
  %scevgep160 = getelementptr i8, ptr %lsr.iv135, i64 %36
  %scevgep161 = getelementptr i8, ptr %scevgep160, i64 8
  %.255.us.us.us.us.us.1 = load double, ptr %scevgep161, align 8
  %.12.le.i.1 = tail call double @llvm.sin.f64(double %.255.us.us.us.us.us.1)
  %37 = shl i64 %loop.index.146.us.us.us.us.us, 3
  %scevgep147 = getelementptr i8, ptr %lsr.iv132, i64 %37
  %scevgep148 = getelementptr i8, ptr %scevgep147, i64 8
  store double %.12.le.i.1, ptr %scevgep148, align 8
  %scevgep162 = getelementptr i8, ptr %lsr.iv135, i64 %37
  %scevgep163 = getelementptr i8, ptr %scevgep162, i64 16
  %.255.us.us.us.us.us.2 = load double, ptr %scevgep163, align 8
  %.12.le.i.2 = tail call double @llvm.sin.f64(double %.255.us.us.us.us.us.2)
  %38 = shl i64 %loop.index.146.us.us.us.us.us, 3
  %scevgep149 = getelementptr i8, ptr %lsr.iv132, i64 %38
  %scevgep150 = getelementptr i8, ptr %scevgep149, i64 16
  store double %.12.le.i.2, ptr %scevgep150, align 8
  %scevgep164 = getelementptr i8, ptr %lsr.iv135, i64 %38
  %scevgep165 = getelementptr i8, ptr %scevgep164, i64 24
  %.255.us.us.us.us.us.3 = load double, ptr %scevgep165, align 8
  %.12.le.i.3 = tail call double @llvm.sin.f64(double %.255.us.us.us.us.us.3)
  %39 = shl i64 %loop.index.146.us.us.us.us.us, 3
  %scevgep151 = getelementptr i8, ptr %lsr.iv132, i64 %39
  %scevgep152 = getelementptr i8, ptr %scevgep151, i64 24
  store double %.12.le.i.3, ptr %scevgep152, align 8
  %scevgep166 = getelementptr i8, ptr %lsr.iv135, i64 %39
  %scevgep167 = getelementptr i8, ptr %scevgep166, i64 32
  %.255.us.us.us.us.us.4 = load double, ptr %scevgep167, align 8
  %.12.le.i.4 = tail call double @llvm.sin.f64(double %.255.us.us.us.us.us.4)
  %40 = shl i64 %loop.index.146.us.us.us.us.us, 3
  %scevgep142 = getelementptr i8, ptr %lsr.iv132, i64 %40
  %scevgep143 = getelementptr i8, ptr %scevgep142, i64 32
  store double %.12.le.i.4, ptr %scevgep143, align 8
  %scevgep168 = getelementptr i8, ptr %lsr.iv135, i64 %40
  %scevgep169 = getelementptr i8, ptr %scevgep168, i64 40
  %.255.us.us.us.us.us.5 = load double, ptr %scevgep169, align 8
  %.12.le.i.5 = tail call double @llvm.sin.f64(double %.255.us.us.us.us.us.5)
  %41 = shl i64 %loop.index.146.us.us.us.us.us, 3
  %scevgep155 = getelementptr i8, ptr %lsr.iv132, i64 %41
  %scevgep156 = getelementptr i8, ptr %scevgep155, i64 40
  store double %.12.le.i.5, ptr %scevgep156, align 8
  %scevgep170 = getelementptr i8, ptr %lsr.iv135, i64 %41
  %scevgep171 = getelementptr i8, ptr %scevgep170, i64 48
  %.255.us.us.us.us.us.6 = load double, ptr %scevgep171, align 8
  %.12.le.i.6 = tail call double @llvm.sin.f64(double %.255.us.us.us.us.us.6)
  %42 = shl i64 %loop.index.146.us.us.us.us.us, 3
  %scevgep153 = getelementptr i8, ptr %lsr.iv132, i64 %42
  %scevgep154 = getelementptr i8, ptr %scevgep153, i64 48
  store double %.12.le.i.6, ptr %scevgep154, align 8
  %scevgep157 = getelementptr i8, ptr %lsr.iv135, i64 %42
  %scevgep158 = getelementptr i8, ptr %scevgep157, i64 56
  %.255.us.us.us.us.us.7 = load double, ptr %scevgep158, align 8
  %.12.le.i.7 = tail call double @llvm.sin.f64(double %.255.us.us.us.us.us.7)
  %43 = shl i64 %loop.index.146.us.us.us.us.us, 3
  %scevgep145 = getelementptr i8, ptr %lsr.iv132, i64 %43
  %scevgep146 = getelementptr i8, ptr %scevgep145, i64 56
  store double %.12.le.i.7, ptr %scevgep146, align 8
  %.287.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.146.us.us.us.us.us, 8
  %exitcond133.not.7 = icmp eq i64 %.46.fca.5.1.load.fr, %.287.us.us.us.us.us.7
  br i1 %exitcond133.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, label %for.body.1.endif.endif.endif.us.us.us.us.us, !llvm.loop !21

for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.us.us.us.us.us.prol.loopexit, %middle.block77
  %.289.us.us.us = add nuw nsw i64 %loop.index75.us.us.us, 1
  %scevgep133 = getelementptr i8, ptr %lsr.iv132, i64 %24
  %scevgep136 = getelementptr i8, ptr %lsr.iv135, i64 %24
  %exitcond134.not = icmp eq i64 %.289.us.us.us, %.46.fca.5.0.load.fr
  br i1 %exitcond134.not, label %for.end, label %for.cond.1.preheader.us.us.us

for.body.1.endif.endif.endif.us.us93.us:          ; preds = %for.body.1.endif.endif.endif.us.us93.us.preheader95, %for.body.1.endif.endif.endif.us.us93.us
  %lsr.iv174 = phi i64 [ %14, %for.body.1.endif.endif.endif.us.us93.us.preheader95 ], [ %lsr.iv.next175, %for.body.1.endif.endif.endif.us.us93.us ]
  %lsr.iv172 = phi i64 [ %12, %for.body.1.endif.endif.endif.us.us93.us.preheader95 ], [ %lsr.iv.next173, %for.body.1.endif.endif.endif.us.us93.us ]
  %scevgep176 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %lsr.iv174
  %scevgep177 = getelementptr i8, ptr %.6.i, i64 %lsr.iv174
  %.255.us.us91.us = load double, ptr %scevgep176, align 8
  %.12.le.i15 = tail call double @llvm.sin.f64(double %.255.us.us91.us)
  store double %.12.le.i15, ptr %scevgep177, align 8
  %scevgep178 = getelementptr i8, ptr %scevgep176, i64 %16
  %sunkaddr251 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr252 = getelementptr i8, ptr %scevgep176, i64 %sunkaddr251
  %.255.us.us91.us.1 = load double, ptr %sunkaddr252, align 8
  %.12.le.i15.1 = tail call double @llvm.sin.f64(double %.255.us.us91.us.1)
  %scevgep185 = getelementptr i8, ptr %scevgep177, i64 %16
  %sunkaddr253 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr254 = getelementptr i8, ptr %scevgep177, i64 %sunkaddr253
  store double %.12.le.i15.1, ptr %sunkaddr254, align 8
  %scevgep179 = getelementptr i8, ptr %scevgep178, i64 %16
  %sunkaddr255 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr256 = getelementptr i8, ptr %scevgep178, i64 %sunkaddr255
  %.255.us.us91.us.2 = load double, ptr %sunkaddr256, align 8
  %.12.le.i15.2 = tail call double @llvm.sin.f64(double %.255.us.us91.us.2)
  %scevgep186 = getelementptr i8, ptr %scevgep185, i64 %16
  %sunkaddr257 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr258 = getelementptr i8, ptr %scevgep185, i64 %sunkaddr257
  store double %.12.le.i15.2, ptr %sunkaddr258, align 8
  %scevgep180 = getelementptr i8, ptr %scevgep179, i64 %16
  %sunkaddr259 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr260 = getelementptr i8, ptr %scevgep179, i64 %sunkaddr259
  %.255.us.us91.us.3 = load double, ptr %sunkaddr260, align 8
  %.12.le.i15.3 = tail call double @llvm.sin.f64(double %.255.us.us91.us.3)
  %scevgep187 = getelementptr i8, ptr %scevgep186, i64 %16
  %sunkaddr261 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr262 = getelementptr i8, ptr %scevgep186, i64 %sunkaddr261
  store double %.12.le.i15.3, ptr %sunkaddr262, align 8
  %scevgep181 = getelementptr i8, ptr %scevgep180, i64 %16
  %sunkaddr263 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr264 = getelementptr i8, ptr %scevgep180, i64 %sunkaddr263
  %.255.us.us91.us.4 = load double, ptr %sunkaddr264, align 8
  %.12.le.i15.4 = tail call double @llvm.sin.f64(double %.255.us.us91.us.4)
  %scevgep188 = getelementptr i8, ptr %scevgep187, i64 %16
  %sunkaddr265 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr266 = getelementptr i8, ptr %scevgep187, i64 %sunkaddr265
  store double %.12.le.i15.4, ptr %sunkaddr266, align 8
  %scevgep182 = getelementptr i8, ptr %scevgep181, i64 %16
  %sunkaddr267 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr268 = getelementptr i8, ptr %scevgep181, i64 %sunkaddr267
  %.255.us.us91.us.5 = load double, ptr %sunkaddr268, align 8
  %.12.le.i15.5 = tail call double @llvm.sin.f64(double %.255.us.us91.us.5)
  %scevgep189 = getelementptr i8, ptr %scevgep188, i64 %16
  %sunkaddr269 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr270 = getelementptr i8, ptr %scevgep188, i64 %sunkaddr269
  store double %.12.le.i15.5, ptr %sunkaddr270, align 8
  %scevgep183 = getelementptr i8, ptr %scevgep182, i64 %16
  %sunkaddr271 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr272 = getelementptr i8, ptr %scevgep182, i64 %sunkaddr271
  %.255.us.us91.us.6 = load double, ptr %sunkaddr272, align 8
  %.12.le.i15.6 = tail call double @llvm.sin.f64(double %.255.us.us91.us.6)
  %scevgep190 = getelementptr i8, ptr %scevgep189, i64 %16
  %sunkaddr273 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr274 = getelementptr i8, ptr %scevgep189, i64 %sunkaddr273
  store double %.12.le.i15.6, ptr %sunkaddr274, align 8
  %sunkaddr = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr202 = getelementptr i8, ptr %scevgep183, i64 %sunkaddr
  %.255.us.us91.us.7 = load double, ptr %sunkaddr202, align 8
  %.12.le.i15.7 = tail call double @llvm.sin.f64(double %.255.us.us91.us.7)
  %sunkaddr203 = mul i64 %.46.fca.5.1.load.fr, 8
  %sunkaddr204 = getelementptr i8, ptr %scevgep190, i64 %sunkaddr203
  store double %.12.le.i15.7, ptr %sunkaddr204, align 8
  %lsr.iv.next173 = add i64 %lsr.iv172, -8
  %lsr.iv.next175 = add i64 %lsr.iv174, %15
  %exitcond132.not.7 = icmp eq i64 %lsr.iv.next173, 0
  br i1 %exitcond132.not.7, label %for.end, label %for.body.1.endif.endif.endif.us.us93.us, !llvm.loop !22

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %44 = icmp ugt i64 %.46.fca.5.1.load.fr, 1
  br i1 %44, label %for.cond.1.preheader.us.us111, label %for.body.1.endif.endif.endif.us81

for.cond.1.preheader.us.us111:                    ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %45 = ptrtoint ptr %.6.i to i64
  %46 = ptrtoint ptr %.46.fca.4.load.i to i64
  %min.iters.check = icmp ult i64 %.46.fca.5.1.load.fr, 8
  %47 = sub i64 %45, %46
  %diff.check = icmp ult i64 %47, 64
  %or.cond82 = select i1 %min.iters.check, i1 true, i1 %diff.check
  br i1 %or.cond82, label %for.body.1.endif.endif.endif.us53.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond.1.preheader.us.us111
  %const201 = bitcast i64 9223372036854775800 to i64
  %n.vec = and i64 %.46.fca.5.1.load.fr, %const201
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %48 = shl i64 %index, 3
  %scevgep131 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %48
  %wide.load = load <8 x double>, ptr %scevgep131, align 8
  %49 = tail call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %50 = shl i64 %index, 3
  %scevgep130 = getelementptr i8, ptr %.6.i, i64 %50
  store <8 x double> %49, ptr %scevgep130, align 8
  %index.next = add nuw i64 %index, 8
  %51 = icmp eq i64 %n.vec, %index.next
  br i1 %51, label %middle.block, label %vector.body, !llvm.loop !23

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.46.fca.5.1.load.fr, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.1.endif.endif.endif.us53.us.us.preheader

for.body.1.endif.endif.endif.us53.us.us.preheader: ; preds = %for.cond.1.preheader.us.us111, %middle.block
  %loop.index.146.us51.us.us.ph = phi i64 [ 0, %for.cond.1.preheader.us.us111 ], [ %n.vec, %middle.block ]
  %xtraiter89 = and i64 %.46.fca.5.1.load.fr, 7
  %lcmp.mod90.not = icmp eq i64 %xtraiter89, 0
  br i1 %lcmp.mod90.not, label %for.body.1.endif.endif.endif.us53.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us53.us.us.prol.preheader

for.body.1.endif.endif.endif.us53.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.us53.us.us.preheader
  br label %for.body.1.endif.endif.endif.us53.us.us.prol

for.body.1.endif.endif.endif.us53.us.us.prol:     ; preds = %for.body.1.endif.endif.endif.us53.us.us.prol.preheader, %for.body.1.endif.endif.endif.us53.us.us.prol
  %lsr.iv = phi i64 [ %xtraiter89, %for.body.1.endif.endif.endif.us53.us.us.prol.preheader ], [ %lsr.iv.next, %for.body.1.endif.endif.endif.us53.us.us.prol ]
  %loop.index.146.us51.us.us.prol = phi i64 [ %.287.us56.us.us.prol, %for.body.1.endif.endif.endif.us53.us.us.prol ], [ %loop.index.146.us51.us.us.ph, %for.body.1.endif.endif.endif.us53.us.us.prol.preheader ]
  %52 = shl i64 %loop.index.146.us51.us.us.prol, 3
  %scevgep129 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %52
  %.255.us60.us.us.prol = load double, ptr %scevgep129, align 8
  %.12.le.i16.prol = tail call double @llvm.sin.f64(double %.255.us60.us.us.prol)
  %53 = shl i64 %loop.index.146.us51.us.us.prol, 3
  %scevgep128 = getelementptr i8, ptr %.6.i, i64 %53
  store double %.12.le.i16.prol, ptr %scevgep128, align 8
  %.287.us56.us.us.prol = add nuw nsw i64 %loop.index.146.us51.us.us.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %prol.iter91.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter91.cmp.not, label %for.body.1.endif.endif.endif.us53.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.us53.us.us.prol, !llvm.loop !24

for.body.1.endif.endif.endif.us53.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.us53.us.us.prol, %for.body.1.endif.endif.endif.us53.us.us.preheader
  %loop.index.146.us51.us.us.unr = phi i64 [ %loop.index.146.us51.us.us.ph, %for.body.1.endif.endif.endif.us53.us.us.preheader ], [ %.287.us56.us.us.prol, %for.body.1.endif.endif.endif.us53.us.us.prol ]
  %54 = sub nsw i64 %loop.index.146.us51.us.us.ph, %.46.fca.5.1.load.fr
  %55 = icmp ugt i64 %54, -8
  br i1 %55, label %for.end, label %for.body.1.endif.endif.endif.us53.us.us.preheader92

for.body.1.endif.endif.endif.us53.us.us.preheader92: ; preds = %for.body.1.endif.endif.endif.us53.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.us53.us.us

for.body.1.endif.endif.endif.us53.us.us:          ; preds = %for.body.1.endif.endif.endif.us53.us.us.preheader92, %for.body.1.endif.endif.endif.us53.us.us
  %loop.index.146.us51.us.us = phi i64 [ %.287.us56.us.us.7, %for.body.1.endif.endif.endif.us53.us.us ], [ %loop.index.146.us51.us.us.unr, %for.body.1.endif.endif.endif.us53.us.us.preheader92 ]
  %sunkaddr205 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr206 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %sunkaddr205
  %.255.us60.us.us = load double, ptr %sunkaddr206, align 8
  %.12.le.i16 = tail call double @llvm.sin.f64(double %.255.us60.us.us)
  %sunkaddr207 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr208 = getelementptr i8, ptr %.6.i, i64 %sunkaddr207
  store double %.12.le.i16, ptr %sunkaddr208, align 8
  %sunkaddr209 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr210 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %sunkaddr209
  %sunkaddr211 = getelementptr i8, ptr %sunkaddr210, i64 8
  %.255.us60.us.us.1 = load double, ptr %sunkaddr211, align 8
  %.12.le.i16.1 = tail call double @llvm.sin.f64(double %.255.us60.us.us.1)
  %sunkaddr212 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr213 = getelementptr i8, ptr %.6.i, i64 %sunkaddr212
  %sunkaddr214 = getelementptr i8, ptr %sunkaddr213, i64 8
  store double %.12.le.i16.1, ptr %sunkaddr214, align 8
  %sunkaddr215 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr216 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %sunkaddr215
  %sunkaddr217 = getelementptr i8, ptr %sunkaddr216, i64 16
  %.255.us60.us.us.2 = load double, ptr %sunkaddr217, align 8
  %.12.le.i16.2 = tail call double @llvm.sin.f64(double %.255.us60.us.us.2)
  %sunkaddr218 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr219 = getelementptr i8, ptr %.6.i, i64 %sunkaddr218
  %sunkaddr220 = getelementptr i8, ptr %sunkaddr219, i64 16
  store double %.12.le.i16.2, ptr %sunkaddr220, align 8
  %sunkaddr221 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr222 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %sunkaddr221
  %sunkaddr223 = getelementptr i8, ptr %sunkaddr222, i64 24
  %.255.us60.us.us.3 = load double, ptr %sunkaddr223, align 8
  %.12.le.i16.3 = tail call double @llvm.sin.f64(double %.255.us60.us.us.3)
  %sunkaddr224 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr225 = getelementptr i8, ptr %.6.i, i64 %sunkaddr224
  %sunkaddr226 = getelementptr i8, ptr %sunkaddr225, i64 24
  store double %.12.le.i16.3, ptr %sunkaddr226, align 8
  %sunkaddr227 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr228 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %sunkaddr227
  %sunkaddr229 = getelementptr i8, ptr %sunkaddr228, i64 32
  %.255.us60.us.us.4 = load double, ptr %sunkaddr229, align 8
  %.12.le.i16.4 = tail call double @llvm.sin.f64(double %.255.us60.us.us.4)
  %sunkaddr230 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr231 = getelementptr i8, ptr %.6.i, i64 %sunkaddr230
  %sunkaddr232 = getelementptr i8, ptr %sunkaddr231, i64 32
  store double %.12.le.i16.4, ptr %sunkaddr232, align 8
  %sunkaddr233 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr234 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %sunkaddr233
  %sunkaddr235 = getelementptr i8, ptr %sunkaddr234, i64 40
  %.255.us60.us.us.5 = load double, ptr %sunkaddr235, align 8
  %.12.le.i16.5 = tail call double @llvm.sin.f64(double %.255.us60.us.us.5)
  %sunkaddr236 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr237 = getelementptr i8, ptr %.6.i, i64 %sunkaddr236
  %sunkaddr238 = getelementptr i8, ptr %sunkaddr237, i64 40
  store double %.12.le.i16.5, ptr %sunkaddr238, align 8
  %sunkaddr239 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr240 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %sunkaddr239
  %sunkaddr241 = getelementptr i8, ptr %sunkaddr240, i64 48
  %.255.us60.us.us.6 = load double, ptr %sunkaddr241, align 8
  %.12.le.i16.6 = tail call double @llvm.sin.f64(double %.255.us60.us.us.6)
  %sunkaddr242 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr243 = getelementptr i8, ptr %.6.i, i64 %sunkaddr242
  %sunkaddr244 = getelementptr i8, ptr %sunkaddr243, i64 48
  store double %.12.le.i16.6, ptr %sunkaddr244, align 8
  %sunkaddr245 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr246 = getelementptr i8, ptr %.46.fca.4.load.i, i64 %sunkaddr245
  %sunkaddr247 = getelementptr i8, ptr %sunkaddr246, i64 56
  %.255.us60.us.us.7 = load double, ptr %sunkaddr247, align 8
  %.12.le.i16.7 = tail call double @llvm.sin.f64(double %.255.us60.us.us.7)
  %sunkaddr248 = mul i64 %loop.index.146.us51.us.us, 8
  %sunkaddr249 = getelementptr i8, ptr %.6.i, i64 %sunkaddr248
  %sunkaddr250 = getelementptr i8, ptr %sunkaddr249, i64 56
  store double %.12.le.i16.7, ptr %sunkaddr250, align 8
  %.287.us56.us.us.7 = add nuw nsw i64 %loop.index.146.us51.us.us, 8
  %exitcond129.not.7 = icmp eq i64 %.46.fca.5.1.load.fr, %.287.us56.us.us.7
  br i1 %exitcond129.not.7, label %for.end, label %for.body.1.endif.endif.endif.us53.us.us, !llvm.loop !25

for.body.1.endif.endif.endif.us81:                ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %.255.us79 = load double, ptr %.46.fca.4.load.i, align 8
  %.12.le.i17 = tail call double @llvm.sin.f64(double %.255.us79)
  store double %.12.le.i17, ptr %.6.i, align 8
  br label %for.end

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.1.endif.endif.endif.us.us93.us, %for.cond.1.for.end.1_crit_edge.split.us.split.us.us.us.us, %for.body.1.endif.endif.endif.us53.us.us, %for.body.1.endif.endif.endif.us.us93.us.prol.loopexit, %for.body.1.endif.endif.endif.us53.us.us.prol.loopexit, %middle.block63, %middle.block, %for.body.1.endif.endif.endif.us81, %for.cond.1.preheader.lr.ph, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.46.fca.0.load.i)
  store double 0.000000e+00, ptr %.296, align 8
  %.304 = call i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr nonnull %.296, ptr nonnull %excinfo.5, ptr nonnull %.7.i.i, ptr null, i64 %.149, i64 8, ptr %.6.i, i64 %.46.fca.5.0.load.fr, i64 %.46.fca.5.1.load.fr, i64 %.152, i64 8)
  %cond = icmp eq i32 %.304, 0
  br i1 %cond, label %for.end.endif, label %for.end.if.if, !prof !4

for.end.endif:                                    ; preds = %for.end
  %.314 = load double, ptr %.296, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  store double %.314, ptr %retptr, align 8
  br label %common.ret

for.end.if.if:                                    ; preds = %for.end
  store ptr null, ptr %excinfo, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

define ptr @_ZN7cpython7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr readnone captures(none) %py_closure, ptr %py_args, ptr readnone captures(none) %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca ptr, align 8
  %.6 = alloca ptr, align 8
  %.7 = call i32 (ptr, ptr, i64, i64, ...) @PyArg_UnpackTuple(ptr %py_args, ptr nonnull @.const.outer_sum, i64 2, i64 2, ptr nonnull %.5, ptr nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.20 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.65 = alloca double, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !5

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi ptr [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.if ], [ null, %entry.endif.endif.endif.e...if.2 ], [ %.94, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.thread ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.e...endif.2.endif ]
  ret ptr %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load ptr, ptr @_ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.15 = icmp eq ptr %.12, null
  br i1 %.15, label %entry.endif.if, label %entry.endif.endif, !prof !5

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_RuntimeError, ptr nonnull @".const.missing Environment: _ZN08NumbaEnv7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE")
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
  br i1 %.31, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %.35.fca.0.load = load ptr, ptr %.20, align 8
  %sunkaddr1 = getelementptr inbounds i8, ptr %.20, i64 8
  %.35.fca.1.load = load ptr, ptr %sunkaddr1, align 8
  %sunkaddr2 = getelementptr inbounds i8, ptr %.20, i64 16
  %.35.fca.2.load = load i64, ptr %sunkaddr2, align 8
  %sunkaddr3 = getelementptr inbounds i8, ptr %.20, i64 32
  %.35.fca.4.load = load ptr, ptr %sunkaddr3, align 8
  %sunkaddr4 = getelementptr inbounds i8, ptr %.20, i64 40
  %.35.fca.5.0.load = load i64, ptr %sunkaddr4, align 8
  %sunkaddr5 = getelementptr inbounds i8, ptr %.20, i64 48
  %.35.fca.6.0.load = load i64, ptr %sunkaddr5, align 8
  %.42 = load ptr, ptr %.6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.43, i8 0, i64 56, i1 false)
  %.47 = call i32 @NRT_adapt_ndarray_from_python(ptr %.42, ptr nonnull %.43)
  %sunkaddr6 = getelementptr inbounds i8, ptr %.43, i64 24
  %.51 = load i64, ptr %sunkaddr6, align 8
  %.52 = icmp ne i64 %.51, 8
  %.53 = icmp ne i32 %.47, 0
  %.54 = or i1 %.53, %.52
  br i1 %.54, label %entry.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !5

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_TypeError, ptr nonnull @".const.can't unbox array from PyObject into native value.  The object maybe of a different type")
  call void @NRT_decref(ptr %.35.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %.58.fca.0.load = load ptr, ptr %.43, align 8
  %sunkaddr7 = getelementptr inbounds i8, ptr %.43, i64 8
  %.58.fca.1.load = load ptr, ptr %sunkaddr7, align 8
  %sunkaddr8 = getelementptr inbounds i8, ptr %.43, i64 16
  %.58.fca.2.load = load i64, ptr %sunkaddr8, align 8
  %sunkaddr9 = getelementptr inbounds i8, ptr %.43, i64 32
  %.58.fca.4.load = load ptr, ptr %sunkaddr9, align 8
  %sunkaddr10 = getelementptr inbounds i8, ptr %.43, i64 40
  %.58.fca.5.0.load = load i64, ptr %sunkaddr10, align 8
  %sunkaddr11 = getelementptr inbounds i8, ptr %.43, i64 48
  %.58.fca.6.0.load = load i64, ptr %sunkaddr11, align 8
  store double 0.000000e+00, ptr %.65, align 8
  %.73 = call i32 @_ZN7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.65, ptr nonnull %excinfo, ptr %.35.fca.0.load, ptr %.35.fca.1.load, i64 %.35.fca.2.load, i64 8, ptr %.35.fca.4.load, i64 %.35.fca.5.0.load, i64 %.35.fca.6.0.load, ptr %.58.fca.0.load, ptr %.58.fca.1.load, i64 %.58.fca.2.load, i64 8, ptr %.58.fca.4.load, i64 %.58.fca.5.0.load, i64 %.58.fca.6.0.load) #3
  %.74 = load ptr, ptr %excinfo, align 8
  %.83 = load double, ptr %.65, align 8
  call void @NRT_decref(ptr %.35.fca.0.load)
  call void @NRT_decref(ptr %.58.fca.0.load)
  %cond = icmp eq i32 %.73, 0
  br i1 %cond, label %entry.endif.endif.endif.endif.endif.endif.if.endif, label %entry.endif.endif.endif.endif.endif.endif.endif, !prof !4

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.81 = icmp sgt i32 %.73, 0
  br i1 %.81, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.94 = call ptr @PyFloat_FromDouble(double %.83)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.99 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.100 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 4
  %.101 = icmp sgt i32 %.100, 0
  %.104 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 0
  %.106 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 1
  br i1 %.101, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.73, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.107 = sext i32 %.106 to i64
  %.108 = call ptr @PyBytes_FromStringAndSize(ptr %.104, i64 %.107)
  %.109 = load { ptr, i32, ptr, ptr, i32 }, ptr %.74, align 8
  %.110 = extractvalue { ptr, i32, ptr, ptr, i32 } %.109, 2
  %.112 = extractvalue { ptr, i32, ptr, ptr, i32 } %.109, 3
  %.114 = call ptr %.112(ptr %.110)
  %.115 = icmp eq ptr %.114, null
  br i1 %.115, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !5

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.128 = extractvalue { ptr, i32, ptr, ptr, i32 } %.99, 2
  %.129 = call ptr @numba_unpickle(ptr %.104, i32 %.106, ptr %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.131 = phi ptr [ %.119, %entry.endif.endif.endif.e...endif ], [ %.129, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.132.not = icmp eq ptr %.131, null
  br i1 %.132.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !5

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

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function")
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

declare void @PyErr_SetNone(ptr) local_unnamed_addr

define double @cfunc._ZN7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, ptr %.4, align 8
  %excinfo = alloca ptr, align 8
  store ptr null, ptr %excinfo, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.1, 6
  %.9 = extractvalue [1 x i64] %extracted.strides, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 5
  %.10 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.2, 6
  %.11 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.12 = call i32 @_ZN7kernels9outer_sumB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.4, ptr nonnull %excinfo, ptr %extracted.meminfo, ptr %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, ptr %extracted.data, i64 %.8, i64 %.9, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.10, i64 %.11) #3
  %.13 = load ptr, ptr %excinfo, align 8
  %.22 = load double, ptr %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, ptr %.24, align 4
  %cond = icmp eq i32 %.12, 0
  br i1 %cond, label %common.ret, label %entry.if, !prof !4

entry.if:                                         ; preds = %entry
  %.20 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(ptr nonnull %.24)
  br i1 %.20, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.75 = call ptr @PyUnicode_FromString(ptr nonnull @".const.<numba.core.cpu.CPUContext>")
  call void @PyErr_WriteUnraisable(ptr %.75)
  call void @Py_DecRef(ptr %.75)
  call void @numba_gil_release(ptr nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.31 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 0
  %.37 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.12, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.27
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call ptr @PyBytes_FromStringAndSize(ptr %.35, i64 %.38)
  %.40 = load { ptr, i32, ptr, ptr, i32 }, ptr %.13, align 8
  %.41 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 2
  %.43 = extractvalue { ptr, i32, ptr, ptr, i32 } %.40, 3
  %.45 = call ptr %.43(ptr %.41)
  %.46 = icmp eq ptr %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !5

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { ptr, i32, ptr, ptr, i32 } %.30, 2
  %.60 = call ptr @numba_unpickle(ptr %.35, i32 %.37, ptr %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi ptr [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq ptr %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !5

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

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(ptr nonnull @PyExc_StopIteration)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(ptr nonnull @PyExc_SystemError, ptr nonnull @".const.unknown error when calling native function.2")
  br label %.27
}

declare void @numba_gil_ensure(ptr) local_unnamed_addr

declare ptr @PyUnicode_FromString(ptr) local_unnamed_addr

declare void @PyErr_WriteUnraisable(ptr) local_unnamed_addr

declare void @Py_DecRef(ptr) local_unnamed_addr

declare void @numba_gil_release(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define linkonce_odr void @NRT_incref(ptr captures(address_is_null) %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.4.i = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  br label %common.ret
}

define linkonce_odr range(i32 0, 2) i32 @_ZN5numba2np6linalg15outer_impl_noneB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedEv(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0, ptr readnone captures(none) %arg.out) local_unnamed_addr {
B0.endif.endif:
  %.29.i53 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.33.i60 = alloca [1 x i64], align 8
  %.89.i61 = alloca [1 x i64], align 8
  %.175 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.5.0.gep128 = getelementptr inbounds nuw i8, ptr %.175, i64 40
  %.fca.6.0.gep129 = getelementptr inbounds nuw i8, ptr %.175, i64 48
  %.179 = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.175, i8 0, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.179, i8 0, i64 16, i1 false)
  %.233 = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.233, i8 0, i64 16, i1 false)
  %.355 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.5.0.gep = getelementptr inbounds nuw i8, ptr %.355, i64 40
  %.fca.6.0.gep = getelementptr inbounds nuw i8, ptr %.355, i64 48
  %.359 = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.355, i8 0, i64 56, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.359, i8 0, i64 16, i1 false)
  %.413 = alloca [2 x i64], align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.413, i8 0, i64 16, i1 false)
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  tail call void @NRT_incref(ptr %arg.a.0), !noalias !26
  tail call void @NRT_incref(ptr %arg.b.0), !noalias !29
  tail call void @NRT_incref(ptr %arg.a.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.29.i53)
  call void @llvm.lifetime.start.p0(ptr nonnull %.33.i60)
  call void @llvm.lifetime.start.p0(ptr nonnull %.89.i61)
  %.fca.1.gep.i = getelementptr inbounds nuw i8, ptr %.29.i53, i64 8
  %.fca.2.gep.i = getelementptr inbounds nuw i8, ptr %.29.i53, i64 16
  %.fca.3.gep.i = getelementptr inbounds nuw i8, ptr %.29.i53, i64 24
  %.fca.4.gep.i = getelementptr inbounds nuw i8, ptr %.29.i53, i64 32
  %.fca.5.0.gep.i = getelementptr inbounds nuw i8, ptr %.29.i53, i64 40
  %.fca.6.0.gep.i = getelementptr inbounds nuw i8, ptr %.29.i53, i64 48
  store i64 0, ptr %.89.i61, align 8, !noalias !32
  store ptr %arg.a.0, ptr %.29.i53, align 8, !noalias !32
  store ptr %arg.a.1, ptr %.fca.1.gep.i, align 8, !noalias !32
  store i64 %arg.a.2, ptr %.fca.2.gep.i, align 8, !noalias !32
  store i64 %arg.a.3, ptr %.fca.3.gep.i, align 8, !noalias !32
  store ptr %arg.a.4, ptr %.fca.4.gep.i, align 8, !noalias !32
  store i64 %arg.a.5.0, ptr %.fca.5.0.gep.i, align 8, !noalias !32
  store i64 %arg.a.6.0, ptr %.fca.6.0.gep.i, align 8, !noalias !32
  store i64 %arg.a.2, ptr %.33.i60, align 8, !noalias !32
  %.99.i = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr nonnull %.fca.5.0.gep.i, ptr nonnull %.fca.6.0.gep.i, i64 1, ptr nonnull %.33.i60, ptr nonnull %.89.i61, i64 %arg.a.3, i32 0), !noalias !32
  %.100.i = icmp eq i32 %.99.i, 0
  br i1 %.100.i, label %B0.endif.endif.if.if, label %B0.endif.endif.endif

common.ret:                                       ; preds = %for.end, %B0.endif.endif.endif.endi...if.2.if, %B0.endif.endif.endif.endi...endif.1.endif.endif.if, %B0.endif.endif.endif.endi...endif.1.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if.if, %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit128, %B0.endif.endif.endif.endif.if, %B0.endif.endif.if.if, %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.endi...endif.1.endif.if ], [ 0, %for.end ], [ 1, %B0.endif.endif.if.if ], [ 1, %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.if.if ], [ 1, %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit128 ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endi...if.2.if ], [ 1, %B0.endif.endif.endif.endi...endif.1.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %.fca.3.gep126 = getelementptr inbounds nuw i8, ptr %.175, i64 24
  %.fca.2.gep125 = getelementptr inbounds nuw i8, ptr %.175, i64 16
  %.fca.1.gep124 = getelementptr inbounds nuw i8, ptr %.175, i64 8
  %sunkaddr = getelementptr inbounds i8, ptr %.29.i53, i64 32
  %.111.i = load ptr, ptr %sunkaddr, align 8, !noalias !32
  %.112.fca.0.load.i = load i64, ptr %.33.i60, align 8, !noalias !32
  %.113.fca.0.load.i = load i64, ptr %.89.i61, align 8, !noalias !32
  %sunkaddr1123 = getelementptr inbounds i8, ptr %.29.i53, i64 24
  %.115.i = load i64, ptr %sunkaddr1123, align 8, !noalias !32
  %.117.i = load ptr, ptr %.29.i53, align 8, !noalias !32
  %sunkaddr1124 = getelementptr inbounds i8, ptr %.29.i53, i64 8
  %.119.i = load ptr, ptr %sunkaddr1124, align 8, !noalias !32
  call void @NRT_incref(ptr %.117.i), !noalias !32
  call void @llvm.lifetime.end.p0(ptr nonnull %.29.i53)
  call void @llvm.lifetime.end.p0(ptr nonnull %.33.i60)
  call void @llvm.lifetime.end.p0(ptr nonnull %.89.i61)
  store ptr %.117.i, ptr %.175, align 8
  store ptr %.119.i, ptr %.fca.1.gep124, align 8
  store i64 %.112.fca.0.load.i, ptr %.fca.2.gep125, align 8
  store i64 %.115.i, ptr %.fca.3.gep126, align 8
  %sunkaddr2113 = getelementptr inbounds nuw i8, ptr %.175, i64 32
  store ptr %.111.i, ptr %sunkaddr2113, align 8
  %sunkaddr1125 = getelementptr inbounds i8, ptr %.175, i64 40
  store i64 %.112.fca.0.load.i, ptr %sunkaddr1125, align 8
  %sunkaddr1126 = getelementptr inbounds i8, ptr %.175, i64 48
  store i64 %.113.fca.0.load.i, ptr %sunkaddr1126, align 8
  store i64 %arg.a.2, ptr %.179, align 8
  %sunkaddr2116 = getelementptr inbounds nuw i8, ptr %.179, i64 8
  store i64 1, ptr %sunkaddr2116, align 8
  call void @NRT_decref(ptr %arg.a.0), !noalias !32
  tail call void @NRT_decref(ptr %arg.b.0)
  br label %B44.epil.i

B44.epil.i:                                       ; preds = %B44.epil.i, %B0.endif.endif.endif
  %known_size.2.0242.epil.i = phi i64 [ %known_size.3.1.epil.i, %B44.epil.i ], [ 1, %B0.endif.endif.endif ]
  %num_neg_value.2.0241.epil.i = phi i64 [ %num_neg_value.3.1.epil.i, %B44.epil.i ], [ 0, %B0.endif.endif.endif ]
  %neg_ax.1.0240.epil.i = phi i64 [ %neg_ax.2.1.epil.i, %B44.epil.i ], [ 0, %B0.endif.endif.endif ]
  %.112235238.epil.i = phi i64 [ %.134.epil.i, %B44.epil.i ], [ 0, %B0.endif.endif.endif ]
  %0 = shl nuw nsw i64 %.112235238.epil.i, 3
  %scevgep1080 = getelementptr i8, ptr %.179, i64 %0
  %.131.epil.i = load i64, ptr %scevgep1080, align 8, !noalias !36
  %.134.epil.i = add nuw nsw i64 %.112235238.epil.i, 1
  %.210.epil.i = icmp slt i64 %.131.epil.i, 0
  %.250.epil.i = select i1 %.210.epil.i, i64 1, i64 %.131.epil.i
  %known_size.3.1.epil.i = mul nsw i64 %.250.epil.i, %known_size.2.0242.epil.i
  %.131.lobit.epil.i = lshr i64 %.131.epil.i, 63
  %num_neg_value.3.1.epil.i = add nuw nsw i64 %.131.lobit.epil.i, %num_neg_value.2.0241.epil.i
  %neg_ax.2.1.epil.i = select i1 %.210.epil.i, i64 %.112235238.epil.i, i64 %neg_ax.1.0240.epil.i
  %epil.iter.cmp.not.i = icmp eq i64 %.134.epil.i, 2
  br i1 %epil.iter.cmp.not.i, label %B92.i, label %B44.epil.i, !llvm.loop !40

B92.i:                                            ; preds = %B44.epil.i
  switch i64 %num_neg_value.3.1.epil.i, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit [
    i64 0, label %B104.i
    i64 1, label %B162.i
  ]

B104.i:                                           ; preds = %B92.i
  %.281.i = uitofp i64 %.112.fca.0.load.i to double
  %.282.i = sitofp i64 %known_size.3.1.epil.i to double
  %.283.i = fcmp une double %.281.i, %.282.i
  br i1 %.283.i, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit, label %B0.endif.endif.endif.endif.critedge

B162.i:                                           ; preds = %B92.i
  %.304.i = icmp eq i64 %known_size.3.1.epil.i, 0
  br i1 %.304.i, label %B174.i, label %B192.else.i

B174.i:                                           ; preds = %B162.i
  %.314.i = icmp eq i64 %.112.fca.0.load.i, 0
  br i1 %.314.i, label %B254.i, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit

B254.i:                                           ; preds = %25, %B192.else.i, %B174.i
  %inferred.2.0219.i = phi i64 [ 0, %B174.i ], [ %spec.select.i, %25 ], [ 0, %B192.else.i ]
  %1 = getelementptr i64, ptr %.179, i64 %neg_ax.2.1.epil.i
  store i64 %inferred.2.0219.i, ptr %1, align 8, !noalias !36
  br label %B0.endif.endif.endif.endif.critedge

B192.else.i:                                      ; preds = %B162.i
  %const1104 = bitcast i64 9223372036854775776 to i64
  %const_mat1105 = add i64 %const1104, 32
  %.338.i = icmp ne i64 %.112.fca.0.load.i, %const_mat1105
  %.339.i = icmp ne i64 %known_size.3.1.epil.i, -1
  %.340.not.i = or i1 %.338.i, %.339.i
  br i1 %.340.not.i, label %B192.else.if.i, label %B254.i, !prof !41

B192.else.if.i:                                   ; preds = %B192.else.i
  %2 = or i64 %known_size.3.1.epil.i, %.112.fca.0.load.i
  %3 = icmp ult i64 %2, 4294967296
  br i1 %3, label %4, label %11

4:                                                ; preds = %B192.else.if.i
  %5 = trunc nuw i64 %known_size.3.1.epil.i to i32
  %6 = trunc nuw i64 %.112.fca.0.load.i to i32
  %7 = udiv i32 %6, %5
  %8 = urem i32 %6, %5
  %9 = zext i32 %7 to i64
  %10 = zext i32 %8 to i64
  br label %25

11:                                               ; preds = %B192.else.if.i
  %12 = or i64 %.112.fca.0.load.i, %known_size.3.1.epil.i
  %13 = and i64 %12, -4294967296
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %11
  %16 = trunc i64 %known_size.3.1.epil.i to i32
  %17 = trunc i64 %.112.fca.0.load.i to i32
  %18 = udiv i32 %17, %16
  %19 = urem i32 %17, %16
  %20 = zext i32 %18 to i64
  %21 = zext i32 %19 to i64
  br label %25

22:                                               ; preds = %11
  %23 = sdiv i64 %.112.fca.0.load.i, %known_size.3.1.epil.i
  %24 = srem i64 %.112.fca.0.load.i, %known_size.3.1.epil.i
  br label %25

25:                                               ; preds = %15, %22, %4
  %26 = phi i64 [ %9, %4 ], [ %20, %15 ], [ %23, %22 ]
  %27 = phi i64 [ %10, %4 ], [ %21, %15 ], [ %24, %22 ]
  %.345.i = xor i64 %27, %known_size.3.1.epil.i
  %.346.i = icmp slt i64 %.345.i, 0
  %.347.i = icmp ne i64 %27, 0
  %.348.i = and i1 %.347.i, %.346.i
  %.353.i = sext i1 %.348.i to i64
  %spec.select.i = add i64 %26, %.353.i
  %.401.i = select i1 %.348.i, i64 %known_size.3.1.epil.i, i64 0
  %.381.1.i = sub i64 0, %.401.i
  %.415.i = icmp eq i64 %27, %.381.1.i
  br i1 %.415.i, label %B254.i, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit

_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit: ; preds = %25, %B174.i, %B104.i, %B92.i
  %excinfo.4.0 = phi ptr [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.15, %B174.i ], [ @.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.14, %B104.i ], [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.15, %25 ], [ @.const.picklebuf.3dc32ace2620013f7970c5631ea51c4a39f358d0, %B92.i ]
  tail call void @NRT_decref(ptr %arg.a.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  store ptr %excinfo.4.0, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif
  call void @llvm.lifetime.end.p0(ptr nonnull %.29.i53)
  call void @llvm.lifetime.end.p0(ptr nonnull %.33.i60)
  call void @llvm.lifetime.end.p0(ptr nonnull %.89.i61)
  tail call void @NRT_decref(ptr %arg.b.0)
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c.7, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.critedge:              ; preds = %B254.i, %B104.i
  tail call void @NRT_decref(ptr %arg.a.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.243 = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr nonnull %.fca.5.0.gep128, ptr nonnull %.fca.6.0.gep129, i64 2, ptr nonnull %.179, ptr nonnull %.233, i64 %.115.i, i32 0)
  %.244 = icmp eq i32 %.243, 0
  br i1 %.244, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif.critedge
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.critedge
  %sunkaddr1129 = getelementptr inbounds i8, ptr %.175, i64 32
  %.255 = load ptr, ptr %sunkaddr1129, align 8
  %.256.fca.0.load = load i64, ptr %.179, align 8
  %.256.fca.0.load.fr = freeze i64 %.256.fca.0.load
  %sunkaddr1130 = getelementptr inbounds i8, ptr %.179, i64 8
  %.256.fca.1.load = load i64, ptr %sunkaddr1130, align 8
  %.256.fca.1.load.fr = freeze i64 %.256.fca.1.load
  %.261 = load ptr, ptr %.175, align 8
  call void @NRT_incref(ptr %.261)
  call void @NRT_incref(ptr %arg.b.0)
  call void @llvm.lifetime.start.p0(ptr nonnull %.29.i53)
  call void @llvm.lifetime.start.p0(ptr nonnull %.33.i60)
  call void @llvm.lifetime.start.p0(ptr nonnull %.89.i61)
  store i64 0, ptr %.89.i61, align 8, !noalias !42
  call void @NRT_incref(ptr %arg.b.0), !noalias !42
  store ptr %arg.b.0, ptr %.29.i53, align 8, !noalias !42
  %sunkaddr1131 = getelementptr inbounds i8, ptr %.29.i53, i64 8
  store ptr %arg.b.1, ptr %sunkaddr1131, align 8, !noalias !42
  %sunkaddr1132 = getelementptr inbounds i8, ptr %.29.i53, i64 16
  store i64 %arg.b.2, ptr %sunkaddr1132, align 8, !noalias !42
  %sunkaddr1133 = getelementptr inbounds i8, ptr %.29.i53, i64 24
  store i64 %arg.b.3, ptr %sunkaddr1133, align 8, !noalias !42
  %sunkaddr1134 = getelementptr inbounds i8, ptr %.29.i53, i64 32
  store ptr %arg.b.4, ptr %sunkaddr1134, align 8, !noalias !42
  %sunkaddr1135 = getelementptr inbounds i8, ptr %.29.i53, i64 40
  store i64 %arg.b.5.0, ptr %sunkaddr1135, align 8, !noalias !42
  %sunkaddr1136 = getelementptr inbounds i8, ptr %.29.i53, i64 48
  store i64 %arg.b.6.0, ptr %sunkaddr1136, align 8, !noalias !42
  store i64 %arg.b.2, ptr %.33.i60, align 8, !noalias !42
  %.99.i62 = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr nonnull %.fca.5.0.gep.i, ptr nonnull %.fca.6.0.gep.i, i64 1, ptr nonnull %.33.i60, ptr nonnull %.89.i61, i64 %arg.b.3, i32 0), !noalias !42
  %.100.i63 = icmp eq i32 %.99.i62, 0
  br i1 %.100.i63, label %B0.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %sunkaddr1137 = getelementptr inbounds i8, ptr %.29.i53, i64 32
  %.111.i65 = load ptr, ptr %sunkaddr1137, align 8, !noalias !42
  %.112.fca.0.load.i66 = load i64, ptr %.33.i60, align 8, !noalias !42
  %.113.fca.0.load.i67 = load i64, ptr %.89.i61, align 8, !noalias !42
  %sunkaddr1138 = getelementptr inbounds i8, ptr %.29.i53, i64 24
  %.115.i68 = load i64, ptr %sunkaddr1138, align 8, !noalias !42
  %.117.i69 = load ptr, ptr %.29.i53, align 8, !noalias !42
  %sunkaddr1139 = getelementptr inbounds i8, ptr %.29.i53, i64 8
  %.119.i70 = load ptr, ptr %sunkaddr1139, align 8, !noalias !42
  call void @NRT_incref(ptr %.117.i69), !noalias !42
  call void @llvm.lifetime.end.p0(ptr nonnull %.29.i53)
  call void @llvm.lifetime.end.p0(ptr nonnull %.33.i60)
  call void @llvm.lifetime.end.p0(ptr nonnull %.89.i61)
  store ptr %.117.i69, ptr %.355, align 8
  %sunkaddr2124 = getelementptr inbounds nuw i8, ptr %.355, i64 8
  store ptr %.119.i70, ptr %sunkaddr2124, align 8
  %sunkaddr2125 = getelementptr inbounds nuw i8, ptr %.355, i64 16
  store i64 %.112.fca.0.load.i66, ptr %sunkaddr2125, align 8
  %sunkaddr2126 = getelementptr inbounds nuw i8, ptr %.355, i64 24
  store i64 %.115.i68, ptr %sunkaddr2126, align 8
  %sunkaddr2127 = getelementptr inbounds nuw i8, ptr %.355, i64 32
  store ptr %.111.i65, ptr %sunkaddr2127, align 8
  %sunkaddr1140 = getelementptr inbounds i8, ptr %.355, i64 40
  store i64 %.112.fca.0.load.i66, ptr %sunkaddr1140, align 8
  %sunkaddr1141 = getelementptr inbounds i8, ptr %.355, i64 48
  store i64 %.113.fca.0.load.i67, ptr %sunkaddr1141, align 8
  store i64 1, ptr %.359, align 8
  %sunkaddr2130 = getelementptr inbounds nuw i8, ptr %.359, i64 8
  store i64 %arg.b.2, ptr %sunkaddr2130, align 8
  call void @NRT_decref(ptr %arg.b.0), !noalias !42
  call void @NRT_decref(ptr %.117.i)
  br label %B44.epil.i80

B44.epil.i80:                                     ; preds = %B44.epil.i80, %B0.endif.endif.endif.endif.endif.endif
  %known_size.2.0242.epil.i83 = phi i64 [ %known_size.3.1.epil.i91, %B44.epil.i80 ], [ 1, %B0.endif.endif.endif.endif.endif.endif ]
  %num_neg_value.2.0241.epil.i84 = phi i64 [ %num_neg_value.3.1.epil.i93, %B44.epil.i80 ], [ 0, %B0.endif.endif.endif.endif.endif.endif ]
  %neg_ax.1.0240.epil.i85 = phi i64 [ %neg_ax.2.1.epil.i94, %B44.epil.i80 ], [ 0, %B0.endif.endif.endif.endif.endif.endif ]
  %.112235238.epil.i86 = phi i64 [ %.134.epil.i88, %B44.epil.i80 ], [ 0, %B0.endif.endif.endif.endif.endif.endif ]
  %28 = shl nuw nsw i64 %.112235238.epil.i86, 3
  %scevgep1079 = getelementptr i8, ptr %.359, i64 %28
  %.131.epil.i87 = load i64, ptr %scevgep1079, align 8, !noalias !46
  %.134.epil.i88 = add nuw nsw i64 %.112235238.epil.i86, 1
  %.210.epil.i89 = icmp slt i64 %.131.epil.i87, 0
  %.250.epil.i90 = select i1 %.210.epil.i89, i64 1, i64 %.131.epil.i87
  %known_size.3.1.epil.i91 = mul nsw i64 %.250.epil.i90, %known_size.2.0242.epil.i83
  %.131.lobit.epil.i92 = lshr i64 %.131.epil.i87, 63
  %num_neg_value.3.1.epil.i93 = add nuw nsw i64 %.131.lobit.epil.i92, %num_neg_value.2.0241.epil.i84
  %neg_ax.2.1.epil.i94 = select i1 %.210.epil.i89, i64 %.112235238.epil.i86, i64 %neg_ax.1.0240.epil.i85
  %epil.iter.cmp.not.i97 = icmp eq i64 %.134.epil.i88, 2
  br i1 %epil.iter.cmp.not.i97, label %B92.i98, label %B44.epil.i80, !llvm.loop !40

B92.i98:                                          ; preds = %B44.epil.i80
  switch i64 %num_neg_value.3.1.epil.i93, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit128 [
    i64 0, label %B104.i121
    i64 1, label %B162.i99
  ]

B104.i121:                                        ; preds = %B92.i98
  %.281.i122 = uitofp i64 %.112.fca.0.load.i66 to double
  %.282.i123 = sitofp i64 %known_size.3.1.epil.i91 to double
  %.283.i124 = fcmp une double %.281.i122, %.282.i123
  br i1 %.283.i124, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit128, label %B0.endif.endif.endif.endif.endif.endif.endif.critedge

B162.i99:                                         ; preds = %B92.i98
  %.304.i100 = icmp eq i64 %known_size.3.1.epil.i91, 0
  br i1 %.304.i100, label %B174.i119, label %B192.else.i101

B174.i119:                                        ; preds = %B162.i99
  %.314.i120 = icmp eq i64 %.112.fca.0.load.i66, 0
  br i1 %.314.i120, label %B254.i105, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit128

B254.i105:                                        ; preds = %53, %B192.else.i101, %B174.i119
  %inferred.2.0219.i106 = phi i64 [ 0, %B174.i119 ], [ %spec.select.i114, %53 ], [ 0, %B192.else.i101 ]
  %29 = getelementptr i64, ptr %.359, i64 %neg_ax.2.1.epil.i94
  store i64 %inferred.2.0219.i106, ptr %29, align 8, !noalias !46
  br label %B0.endif.endif.endif.endif.endif.endif.endif.critedge

B192.else.i101:                                   ; preds = %B162.i99
  %const1106 = bitcast i64 9223372036854775776 to i64
  %const_mat1107 = add i64 %const1106, 32
  %.338.i102 = icmp ne i64 %.112.fca.0.load.i66, %const_mat1107
  %.339.i103 = icmp ne i64 %known_size.3.1.epil.i91, -1
  %.340.not.i104 = or i1 %.338.i102, %.339.i103
  br i1 %.340.not.i104, label %B192.else.if.i108, label %B254.i105, !prof !41

B192.else.if.i108:                                ; preds = %B192.else.i101
  %30 = or i64 %known_size.3.1.epil.i91, %.112.fca.0.load.i66
  %31 = icmp ult i64 %30, 4294967296
  br i1 %31, label %32, label %39

32:                                               ; preds = %B192.else.if.i108
  %33 = trunc nuw i64 %known_size.3.1.epil.i91 to i32
  %34 = trunc nuw i64 %.112.fca.0.load.i66 to i32
  %35 = udiv i32 %34, %33
  %36 = urem i32 %34, %33
  %37 = zext i32 %35 to i64
  %38 = zext i32 %36 to i64
  br label %53

39:                                               ; preds = %B192.else.if.i108
  %40 = or i64 %.112.fca.0.load.i66, %known_size.3.1.epil.i91
  %41 = and i64 %40, -4294967296
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %43, label %50

43:                                               ; preds = %39
  %44 = trunc i64 %known_size.3.1.epil.i91 to i32
  %45 = trunc i64 %.112.fca.0.load.i66 to i32
  %46 = udiv i32 %45, %44
  %47 = urem i32 %45, %44
  %48 = zext i32 %46 to i64
  %49 = zext i32 %47 to i64
  br label %53

50:                                               ; preds = %39
  %51 = sdiv i64 %.112.fca.0.load.i66, %known_size.3.1.epil.i91
  %52 = srem i64 %.112.fca.0.load.i66, %known_size.3.1.epil.i91
  br label %53

53:                                               ; preds = %43, %50, %32
  %54 = phi i64 [ %37, %32 ], [ %48, %43 ], [ %51, %50 ]
  %55 = phi i64 [ %38, %32 ], [ %49, %43 ], [ %52, %50 ]
  %.345.i109 = xor i64 %55, %known_size.3.1.epil.i91
  %.346.i110 = icmp slt i64 %.345.i109, 0
  %.347.i111 = icmp ne i64 %55, 0
  %.348.i112 = and i1 %.347.i111, %.346.i110
  %.353.i113 = sext i1 %.348.i112 to i64
  %spec.select.i114 = add i64 %54, %.353.i113
  %.401.i115 = select i1 %.348.i112, i64 %known_size.3.1.epil.i91, i64 0
  %.381.1.i116 = sub i64 0, %.401.i115
  %.415.i117 = icmp eq i64 %55, %.381.1.i116
  br i1 %.415.i117, label %B254.i105, label %_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit128

_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE.exit128: ; preds = %53, %B174.i119, %B104.i121, %B92.i98
  %excinfo.6.0 = phi ptr [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.15, %B174.i119 ], [ @.const.picklebuf.1ebcf6e9d7c0eb736243d427d6bab75f1daba2ae.14, %B104.i121 ], [ @.const.picklebuf.f1993f683500eac99a139481b65c12a7423d09e4.15, %53 ], [ @.const.picklebuf.3dc32ace2620013f7970c5631ea51c4a39f358d0, %B92.i98 ]
  call void @NRT_decref(ptr %arg.b.0)
  call void @NRT_decref(ptr %arg.b.0)
  store ptr %excinfo.6.0, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.if.if:           ; preds = %B0.endif.endif.endif.endif.endif
  call void @llvm.lifetime.end.p0(ptr nonnull %.29.i53)
  call void @llvm.lifetime.end.p0(ptr nonnull %.33.i60)
  call void @llvm.lifetime.end.p0(ptr nonnull %.89.i61)
  call void @NRT_decref(ptr %.117.i)
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c.7, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif.critedge: ; preds = %B254.i105, %B104.i121
  call void @NRT_decref(ptr %arg.b.0)
  call void @NRT_decref(ptr %arg.b.0)
  %sunkaddr1144 = getelementptr inbounds i8, ptr %.355, i64 24
  %.422 = load i64, ptr %sunkaddr1144, align 8
  %.423 = call i32 @numba_attempt_nocopy_reshape(i64 1, ptr nonnull %.fca.5.0.gep, ptr nonnull %.fca.6.0.gep, i64 2, ptr nonnull %.359, ptr nonnull %.413, i64 %.422, i32 0)
  %.424 = icmp eq i32 %.423, 0
  br i1 %.424, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B128.i

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.critedge
  store ptr @.const.picklebuf.dc3bba832c4c3758273d0db24b835691af3f316c, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B128.i:                                           ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.critedge
  %sunkaddr1145 = getelementptr inbounds i8, ptr %.355, i64 32
  %.435 = load ptr, ptr %sunkaddr1145, align 8
  %.436.fca.0.load = load i64, ptr %.359, align 8
  %.436.fca.0.load.fr = freeze i64 %.436.fca.0.load
  %sunkaddr1146 = getelementptr inbounds i8, ptr %.359, i64 8
  %.436.fca.1.load = load i64, ptr %sunkaddr1146, align 8
  %.436.fca.1.load.fr = freeze i64 %.436.fca.1.load
  %.441 = load ptr, ptr %.355, align 8
  call void @NRT_incref(ptr %.441)
  %.67.not.i135 = icmp eq i64 %.256.fca.0.load.fr, 1
  call void @NRT_decref(ptr %.117.i69)
  br i1 %.67.not.i135, label %B150.i140, label %B90.i136

B90.i136:                                         ; preds = %B128.i
  %.71.i137 = icmp ne i64 %.436.fca.0.load.fr, %.256.fca.0.load.fr
  %.76.i138 = icmp ne i64 %.436.fca.0.load.fr, 1
  %or.cond.i139 = and i1 %.76.i138, %.71.i137
  br i1 %or.cond.i139, label %B0.endif.endif.endif.endi...endif.1.endif.if, label %B150.i140

B150.i140:                                        ; preds = %B90.i136, %B128.i
  %dest_shape209.sroa.0.1 = phi i64 [ %.256.fca.0.load.fr, %B90.i136 ], [ %.436.fca.0.load.fr, %B128.i ]
  %.67.not.i135.1 = icmp eq i64 %.256.fca.1.load.fr, 1
  br i1 %.67.not.i135.1, label %B150.i140.1, label %B90.i136.1

B90.i136.1:                                       ; preds = %B150.i140
  %.71.i137.1 = icmp ne i64 %.436.fca.1.load.fr, %.256.fca.1.load.fr
  %.76.i138.1 = icmp ne i64 %.436.fca.1.load.fr, 1
  %or.cond.i139.1 = and i1 %.76.i138.1, %.71.i137.1
  br i1 %or.cond.i139.1, label %B0.endif.endif.endif.endi...endif.1.endif.if, label %B150.i140.1

B150.i140.1:                                      ; preds = %B90.i136.1, %B150.i140
  %dest_shape209.sroa.7.1 = phi i64 [ %.256.fca.1.load.fr, %B90.i136.1 ], [ %.436.fca.1.load.fr, %B150.i140 ]
  %.594 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape209.sroa.0.1, i64 %dest_shape209.sroa.7.1)
  %.595 = extractvalue { i64, i1 } %.594, 0
  %.596 = extractvalue { i64, i1 } %.594, 1
  %.598 = shl i64 %dest_shape209.sroa.7.1, 3
  %56 = add i64 %.595, -1152921504606846976
  %.601 = icmp ult i64 %56, -2305843009213693952
  %.602 = or i1 %.596, %.601
  br i1 %.602, label %B0.endif.endif.endif.endi...endif.1.endif.endif.if, label %B0.endif.endif.endif.endi...endif.1.endif.endif.endif, !prof !5

B0.endif.endif.endif.endi...endif.1.endif.if:     ; preds = %B90.i136.1, %B90.i136
  store ptr @.const.picklebuf.a5204daa0b62a012e07bb8cdc1537403a973bcdc, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif.if: ; preds = %B150.i140.1
  store ptr @.const.picklebuf.58e14eccb507b1e0206981740223e685cb8c3c57.9, ptr %excinfo, align 8, !numba_exception_output !6
  br label %common.ret

B0.endif.endif.endif.endi...endif.1.endif.endif.endif: ; preds = %B150.i140.1
  %.600 = shl nsw i64 %.595, 3
  %.7.i.i = call ptr @NRT_MemInfo_alloc_aligned(i64 %.600, i32 32), !noalias !50
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endi...if.2.if, label %B0.endif.endif.endif.endi...endif.2, !prof !5

B0.endif.endif.endif.endi...endif.2:              ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.686272 = icmp sgt i64 %dest_shape209.sroa.0.1, 0
  %.689230 = icmp sgt i64 %dest_shape209.sroa.7.1, 0
  %or.cond = and i1 %.686272, %.689230
  br i1 %or.cond, label %for.cond.1.preheader.lr.ph.split.us, label %for.end

for.cond.1.preheader.lr.ph.split.us:              ; preds = %B0.endif.endif.endif.endi...endif.2
  %.691 = icmp ugt i64 %.256.fca.0.load.fr, 1
  br i1 %.691, label %for.cond.1.preheader.lr.ph.split.us.split.us, label %for.cond.1.preheader.lr.ph.split.us.split

for.cond.1.preheader.lr.ph.split.us.split.us:     ; preds = %for.cond.1.preheader.lr.ph.split.us
  %57 = icmp ugt i64 %.256.fca.1.load.fr, 1
  %58 = shl i64 %dest_shape209.sroa.0.1, 3
  %59 = mul i64 %58, %dest_shape209.sroa.7.1
  %scevgep932 = getelementptr i8, ptr %.6.i, i64 %59
  br i1 %57, label %for.cond.1.preheader.lr.ph.split.us.split.us.split.us, label %for.cond.1.preheader.lr.ph.split.us.split.us.split

for.cond.1.preheader.lr.ph.split.us.split.us.split.us: ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %60 = icmp ugt i64 %.436.fca.0.load.fr, 1
  br i1 %60, label %for.cond.1.preheader.us.us.us.us.preheader, label %for.cond.1.preheader.lr.ph.split.us.split.us.split.us.split

for.cond.1.preheader.us.us.us.us.preheader:       ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.us
  %const1122 = bitcast i64 9223372036854775776 to i64
  %const1102 = bitcast i64 8070450532247928800 to i64
  %const1092 = bitcast i64 2305843009213693951 to i64
  %const1086 = bitcast i64 1152921504606846976 to i64
  %61 = add nsw i64 %dest_shape209.sroa.0.1, -1
  %62 = mul i64 %61, %.256.fca.1.load.fr
  %63 = add i64 %dest_shape209.sroa.7.1, %62
  %64 = shl i64 %63, 3
  %scevgep933 = getelementptr i8, ptr %.255, i64 %64
  %65 = mul i64 %61, %.436.fca.1.load.fr
  %66 = add i64 %dest_shape209.sroa.7.1, %65
  %67 = shl i64 %66, 3
  %scevgep934 = getelementptr i8, ptr %.435, i64 %67
  %68 = add nuw i64 %dest_shape209.sroa.0.1, %const1092
  %69 = mul i64 %68, %.256.fca.1.load.fr
  %70 = add i64 %dest_shape209.sroa.7.1, %69
  %71 = shl i64 %70, 3
  %scevgep968 = getelementptr i8, ptr %.255, i64 %71
  %72 = shl i64 %.436.fca.1.load.fr, 3
  %bound0971 = icmp ult ptr %.6.i, %scevgep968
  %bound1972 = icmp ult ptr %.255, %scevgep932
  %found.conflict973 = and i1 %bound0971, %bound1972
  %73 = or i64 %dest_shape209.sroa.7.1, %.256.fca.1.load.fr
  %74 = and i64 %73, %const1086
  %75 = icmp ne i64 %74, 0
  %76 = or i1 %75, %found.conflict973
  %n.vec989 = and i64 %dest_shape209.sroa.7.1, %const1102
  %const_mat1103 = add i64 %const1102, 28
  %n.vec1007 = and i64 %dest_shape209.sroa.7.1, %const_mat1103
  %bound0935 = icmp ult ptr %.6.i, %scevgep933
  %found.conflict937 = and i1 %bound0935, %bound1972
  %stride.check938 = icmp slt i64 %.598, 0
  %.mask1030 = and i64 %.256.fca.1.load.fr, %const1086
  %stride.check939 = icmp ne i64 %.mask1030, 0
  %77 = or i1 %stride.check939, %found.conflict937
  %bound0940 = icmp ult ptr %.6.i, %scevgep934
  %bound1941 = icmp ult ptr %.435, %scevgep932
  %found.conflict942 = and i1 %bound0940, %bound1941
  %.mask1031 = and i64 %.436.fca.1.load.fr, %const1086
  %stride.check944 = icmp ne i64 %.mask1031, 0
  %78 = or i1 %stride.check944, %found.conflict942
  %79 = or i1 %stride.check938, %78
  %conflict.rdx945 = or i1 %77, %79
  %n.vec950 = and i64 %dest_shape209.sroa.7.1, %const1122
  %ind.escape964 = add nsw i64 %n.vec950, -1
  %xtraiter1092 = and i64 %dest_shape209.sroa.7.1, 7
  %scevgep = getelementptr i8, ptr %.6.i, i64 192
  %scevgep1146 = getelementptr i8, ptr %.255, i64 192
  %80 = shl i64 %.256.fca.1.load.fr, 3
  %scevgep1202 = getelementptr i8, ptr %.435, i64 192
  %81 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 32
  %brmerge = select i1 %81, i1 true, i1 %conflict.rdx945
  %82 = add i64 %xtraiter1092, -1
  %83 = sub i64 0, %dest_shape209.sroa.7.1
  br label %for.cond.1.preheader.us.us.us.us

for.cond.1.preheader.us.us.us.us:                 ; preds = %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, %for.cond.1.preheader.us.us.us.us.preheader
  %lsr.iv1221 = phi ptr [ %.435, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep1222, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1203 = phi ptr [ %scevgep1202, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep1204, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1159 = phi ptr [ %.255, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep1160, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1156 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep1157, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv1147 = phi ptr [ %scevgep1146, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep1148, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %lsr.iv = phi ptr [ %scevgep, %for.cond.1.preheader.us.us.us.us.preheader ], [ %scevgep1138, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %loop.index277.us.us.us.us = phi i64 [ 0, %for.cond.1.preheader.us.us.us.us.preheader ], [ %.758.us.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %.682.0276.us.us.us.us = phi i64 [ 0, %for.cond.1.preheader.us.us.us.us.preheader ], [ %.us-phi467.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us ]
  %84 = icmp ugt i64 %.436.fca.1.load.fr, 1
  %85 = mul i64 %loop.index277.us.us.us.us, %72
  %86 = getelementptr i8, ptr %.435, i64 %85
  %scevgep969 = getelementptr i8, ptr %86, i64 8
  br i1 %84, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader, label %iter.check984

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us.us.us
  br i1 %brmerge, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1032, label %vector.body951.preheader

vector.body951.preheader:                         ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader
  br label %vector.body951

vector.body951:                                   ; preds = %vector.body951.preheader, %vector.body951
  %index952 = phi i64 [ %index.next961, %vector.body951 ], [ 0, %vector.body951.preheader ]
  %87 = shl i64 %index952, 3
  %scevgep1217 = getelementptr i8, ptr %lsr.iv1147, i64 %87
  %scevgep1218 = getelementptr i8, ptr %scevgep1217, i64 -192
  %scevgep1216 = getelementptr i8, ptr %scevgep1217, i64 -128
  %scevgep1214 = getelementptr i8, ptr %scevgep1217, i64 -64
  %wide.load953 = load <8 x double>, ptr %scevgep1218, align 8, !alias.scope !57
  %wide.load954 = load <8 x double>, ptr %scevgep1216, align 8, !alias.scope !57
  %wide.load955 = load <8 x double>, ptr %scevgep1214, align 8, !alias.scope !57
  %wide.load956 = load <8 x double>, ptr %scevgep1217, align 8, !alias.scope !57
  %88 = shl i64 %index952, 3
  %scevgep251 = getelementptr i8, ptr %lsr.iv1203, i64 %88
  %scevgep258 = getelementptr i8, ptr %scevgep251, i64 -192
  %scevgep255 = getelementptr i8, ptr %scevgep251, i64 -128
  %scevgep253 = getelementptr i8, ptr %scevgep251, i64 -64
  %wide.load957 = load <8 x double>, ptr %scevgep258, align 8, !alias.scope !60
  %wide.load958 = load <8 x double>, ptr %scevgep255, align 8, !alias.scope !60
  %wide.load959 = load <8 x double>, ptr %scevgep253, align 8, !alias.scope !60
  %wide.load960 = load <8 x double>, ptr %scevgep251, align 8, !alias.scope !60
  %89 = fmul <8 x double> %wide.load953, %wide.load957
  %90 = fmul <8 x double> %wide.load954, %wide.load958
  %91 = fmul <8 x double> %wide.load955, %wide.load959
  %92 = fmul <8 x double> %wide.load956, %wide.load960
  %93 = shl i64 %index952, 3
  %scevgep243 = getelementptr i8, ptr %lsr.iv, i64 %93
  %scevgep249 = getelementptr i8, ptr %scevgep243, i64 -192
  %scevgep247 = getelementptr i8, ptr %scevgep243, i64 -128
  %scevgep245 = getelementptr i8, ptr %scevgep243, i64 -64
  store <8 x double> %89, ptr %scevgep249, align 8, !alias.scope !62, !noalias !64
  store <8 x double> %90, ptr %scevgep247, align 8, !alias.scope !62, !noalias !64
  store <8 x double> %91, ptr %scevgep245, align 8, !alias.scope !62, !noalias !64
  store <8 x double> %92, ptr %scevgep243, align 8, !alias.scope !62, !noalias !64
  %index.next961 = add nuw nsw i64 %index952, 32
  %94 = icmp eq i64 %n.vec950, %index.next961
  br i1 %94, label %middle.block962, label %vector.body951, !llvm.loop !65

middle.block962:                                  ; preds = %vector.body951
  %95 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec950
  br i1 %95, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1032

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1032: ; preds = %middle.block962, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader
  %loop.index.1235.us.us.us.us.us.us.us.us.ph = phi i64 [ %n.vec950, %middle.block962 ], [ 0, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader ]
  %96 = icmp eq i64 %xtraiter1092, 0
  br i1 %96, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1032
  %97 = add nsw i64 %loop.index.1235.us.us.us.us.us.us.us.us.ph, -1
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.preheader
  %lsr.iv209 = phi i64 [ %lsr.iv.next210, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol ], [ %xtraiter1092, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.preheader ]
  %lsr.iv207 = phi i64 [ %lsr.iv.next208, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol ], [ %97, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.preheader ]
  %98 = shl i64 %lsr.iv207, 3
  %scevgep215 = getelementptr i8, ptr %lsr.iv1159, i64 %98
  %scevgep216 = getelementptr i8, ptr %scevgep215, i64 8
  %.707.us.us.us.us.us.us.us.us.prol = load double, ptr %scevgep216, align 8
  %scevgep213 = getelementptr i8, ptr %lsr.iv1221, i64 %98
  %scevgep214 = getelementptr i8, ptr %scevgep213, i64 8
  %.724.us.us.us.us.us.us.us.us.prol = load double, ptr %scevgep214, align 8
  %.15.le.i150.prol = fmul double %.707.us.us.us.us.us.us.us.us.prol, %.724.us.us.us.us.us.us.us.us.prol
  %99 = shl i64 %lsr.iv207, 3
  %scevgep260 = getelementptr i8, ptr %lsr.iv1156, i64 %99
  %scevgep262 = getelementptr i8, ptr %scevgep260, i64 8
  store double %.15.le.i150.prol, ptr %scevgep262, align 8
  %lsr.iv.next208 = add nsw i64 %lsr.iv207, 1
  %lsr.iv.next210 = add nsw i64 %lsr.iv209, -1
  %prol.iter1094.cmp.not = icmp eq i64 %lsr.iv.next210, 0
  br i1 %prol.iter1094.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol, !llvm.loop !66

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1032
  %loop.index.1235.us.us.us.us.us.us.us.us.lcssa.unr = phi i64 [ poison, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1032 ], [ %lsr.iv.next208, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol ]
  %100 = sub nsw i64 %loop.index.1235.us.us.us.us.us.us.us.us.ph, %dest_shape209.sroa.7.1
  %101 = icmp ugt i64 %100, -8
  br i1 %101, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1107

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1107: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit
  %102 = add i64 %82, %loop.index.1235.us.us.us.us.us.us.us.us.ph
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader142, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476
  %loop.index.1235.us.us.us.us.us.us.us471 = phi i64 [ %.756.us.us.us.us.us.us.us479.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476 ], [ %loop.index.1235.us.us.us.us.us.us.us471.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader142 ]
  %103 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep1182 = getelementptr i8, ptr %lsr.iv1159, i64 %103
  %.707.us.us.us.us.us.us.us473 = load double, ptr %scevgep1182, align 8
  %.724.us.us.us.us.us.us.us474 = load double, ptr %.723.us.us.us.us.us.us.us483, align 8
  %.15.le.i = fmul double %.707.us.us.us.us.us.us.us473, %.724.us.us.us.us.us.us.us474
  %scevgep1167 = getelementptr i8, ptr %lsr.iv1156, i64 %103
  store double %.15.le.i, ptr %scevgep1167, align 8
  %104 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep181 = getelementptr i8, ptr %lsr.iv1159, i64 %104
  %scevgep183 = getelementptr i8, ptr %scevgep181, i64 8
  %.707.us.us.us.us.us.us.us473.1 = load double, ptr %scevgep183, align 8
  %.724.us.us.us.us.us.us.us474.1 = load double, ptr %.723.us.us.us.us.us.us.us483, align 8
  %.15.le.i.1 = fmul double %.707.us.us.us.us.us.us.us473.1, %.724.us.us.us.us.us.us.us474.1
  %105 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep226 = getelementptr i8, ptr %lsr.iv1156, i64 %105
  %scevgep228 = getelementptr i8, ptr %scevgep226, i64 8
  store double %.15.le.i.1, ptr %scevgep228, align 8
  %106 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep185 = getelementptr i8, ptr %lsr.iv1159, i64 %106
  %scevgep187 = getelementptr i8, ptr %scevgep185, i64 16
  %.707.us.us.us.us.us.us.us473.2 = load double, ptr %scevgep187, align 8
  %.724.us.us.us.us.us.us.us474.2 = load double, ptr %.723.us.us.us.us.us.us.us483, align 8
  %.15.le.i.2 = fmul double %.707.us.us.us.us.us.us.us473.2, %.724.us.us.us.us.us.us.us474.2
  %107 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep230 = getelementptr i8, ptr %lsr.iv1156, i64 %107
  %scevgep232 = getelementptr i8, ptr %scevgep230, i64 16
  store double %.15.le.i.2, ptr %scevgep232, align 8
  %108 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep189 = getelementptr i8, ptr %lsr.iv1159, i64 %108
  %scevgep191 = getelementptr i8, ptr %scevgep189, i64 24
  %.707.us.us.us.us.us.us.us473.3 = load double, ptr %scevgep191, align 8
  %.724.us.us.us.us.us.us.us474.3 = load double, ptr %.723.us.us.us.us.us.us.us483, align 8
  %.15.le.i.3 = fmul double %.707.us.us.us.us.us.us.us473.3, %.724.us.us.us.us.us.us.us474.3
  %109 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep234 = getelementptr i8, ptr %lsr.iv1156, i64 %109
  %scevgep237 = getelementptr i8, ptr %scevgep234, i64 24
  store double %.15.le.i.3, ptr %scevgep237, align 8
  %110 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep193 = getelementptr i8, ptr %lsr.iv1159, i64 %110
  %scevgep195 = getelementptr i8, ptr %scevgep193, i64 32
  %.707.us.us.us.us.us.us.us473.4 = load double, ptr %scevgep195, align 8
  %.724.us.us.us.us.us.us.us474.4 = load double, ptr %.723.us.us.us.us.us.us.us483, align 8
  %.15.le.i.4 = fmul double %.707.us.us.us.us.us.us.us473.4, %.724.us.us.us.us.us.us.us474.4
  %111 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep210 = getelementptr i8, ptr %lsr.iv1156, i64 %111
  %scevgep217 = getelementptr i8, ptr %scevgep210, i64 32
  store double %.15.le.i.4, ptr %scevgep217, align 8
  %112 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep197 = getelementptr i8, ptr %lsr.iv1159, i64 %112
  %scevgep207 = getelementptr i8, ptr %scevgep197, i64 40
  %.707.us.us.us.us.us.us.us473.5 = load double, ptr %scevgep207, align 8
  %.724.us.us.us.us.us.us.us474.5 = load double, ptr %.723.us.us.us.us.us.us.us483, align 8
  %.15.le.i.5 = fmul double %.707.us.us.us.us.us.us.us473.5, %.724.us.us.us.us.us.us.us474.5
  %113 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep239 = getelementptr i8, ptr %lsr.iv1156, i64 %113
  %scevgep241 = getelementptr i8, ptr %scevgep239, i64 40
  store double %.15.le.i.5, ptr %scevgep241, align 8
  %114 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep208 = getelementptr i8, ptr %lsr.iv1159, i64 %114
  %scevgep209 = getelementptr i8, ptr %scevgep208, i64 48
  %.707.us.us.us.us.us.us.us473.6 = load double, ptr %scevgep209, align 8
  %.724.us.us.us.us.us.us.us474.6 = load double, ptr %.723.us.us.us.us.us.us.us483, align 8
  %.15.le.i.6 = fmul double %.707.us.us.us.us.us.us.us473.6, %.724.us.us.us.us.us.us.us474.6
  %115 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep222 = getelementptr i8, ptr %lsr.iv1156, i64 %115
  %scevgep224 = getelementptr i8, ptr %scevgep222, i64 48
  store double %.15.le.i.6, ptr %scevgep224, align 8
  %116 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep177 = getelementptr i8, ptr %lsr.iv1159, i64 %116
  %scevgep179 = getelementptr i8, ptr %scevgep177, i64 56
  %.707.us.us.us.us.us.us.us473.7 = load double, ptr %scevgep179, align 8
  %.724.us.us.us.us.us.us.us474.7 = load double, ptr %.723.us.us.us.us.us.us.us483, align 8
  %.15.le.i.7 = fmul double %.707.us.us.us.us.us.us.us473.7, %.724.us.us.us.us.us.us.us474.7
  %117 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471, 3
  %scevgep218 = getelementptr i8, ptr %lsr.iv1156, i64 %117
  %scevgep219 = getelementptr i8, ptr %scevgep218, i64 56
  store double %.15.le.i.7, ptr %scevgep219, align 8
  %.756.us.us.us.us.us.us.us479.7 = add nuw nsw i64 %loop.index.1235.us.us.us.us.us.us.us471, 8
  %exitcond557.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us.us.us.us.us.us.us479.7
  br i1 %exitcond557.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476, !llvm.loop !67

iter.check984:                                    ; preds = %for.cond.1.preheader.us.us.us.us
  %118 = icmp ult i64 %dest_shape209.sroa.7.1, 4
  %.719.us.us.us.us.us.us.us = mul nuw nsw i64 %loop.index277.us.us.us.us, %.436.fca.1.load.fr
  %119 = getelementptr double, ptr %.435, i64 %.719.us.us.us.us.us.us.us
  %.723.us.us.us.us.us.us.us483 = getelementptr double, ptr %119, i64 %.682.0276.us.us.us.us
  br i1 %118, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader, label %vector.memcheck966

vector.memcheck966:                               ; preds = %iter.check984
  %120 = shl i64 %.682.0276.us.us.us.us, 3
  %scevgep970 = getelementptr i8, ptr %scevgep969, i64 %120
  %bound0976 = icmp ult ptr %.6.i, %scevgep970
  %bound1977 = icmp ult ptr %.723.us.us.us.us.us.us.us483, %scevgep932
  %found.conflict978 = and i1 %bound1977, %bound0976
  %conflict.rdx980 = or i1 %76, %found.conflict978
  br i1 %conflict.rdx980, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader, label %vector.main.loop.iter.check986

vector.main.loop.iter.check986:                   ; preds = %vector.memcheck966
  %121 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  %.pre72 = load double, ptr %.723.us.us.us.us.us.us.us483, align 8, !alias.scope !68
  br i1 %121, label %vec.epilog.ph1005, label %vector.ph987

vector.ph987:                                     ; preds = %vector.main.loop.iter.check986
  %broadcast.splatinsert996 = insertelement <8 x double> poison, double %.pre72, i64 0
  %broadcast.splat997 = shufflevector <8 x double> %broadcast.splatinsert996, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body990

vector.body990:                                   ; preds = %vector.body990, %vector.ph987
  %index991 = phi i64 [ 0, %vector.ph987 ], [ %index.next998, %vector.body990 ]
  %122 = shl i64 %index991, 3
  %scevgep1154 = getelementptr i8, ptr %lsr.iv1147, i64 %122
  %scevgep1155 = getelementptr i8, ptr %scevgep1154, i64 -192
  %scevgep1153 = getelementptr i8, ptr %scevgep1154, i64 -128
  %scevgep1151 = getelementptr i8, ptr %scevgep1154, i64 -64
  %wide.load992 = load <8 x double>, ptr %scevgep1155, align 8, !alias.scope !71
  %wide.load993 = load <8 x double>, ptr %scevgep1153, align 8, !alias.scope !71
  %wide.load994 = load <8 x double>, ptr %scevgep1151, align 8, !alias.scope !71
  %wide.load995 = load <8 x double>, ptr %scevgep1154, align 8, !alias.scope !71
  %123 = fmul <8 x double> %broadcast.splat997, %wide.load992
  %124 = fmul <8 x double> %broadcast.splat997, %wide.load993
  %125 = fmul <8 x double> %broadcast.splat997, %wide.load994
  %126 = fmul <8 x double> %broadcast.splat997, %wide.load995
  %127 = shl i64 %index991, 3
  %scevgep166 = getelementptr i8, ptr %lsr.iv, i64 %127
  %scevgep175 = getelementptr i8, ptr %scevgep166, i64 -192
  %scevgep173 = getelementptr i8, ptr %scevgep166, i64 -128
  %scevgep171 = getelementptr i8, ptr %scevgep166, i64 -64
  store <8 x double> %123, ptr %scevgep175, align 8, !alias.scope !73, !noalias !75
  store <8 x double> %124, ptr %scevgep173, align 8, !alias.scope !73, !noalias !75
  store <8 x double> %125, ptr %scevgep171, align 8, !alias.scope !73, !noalias !75
  store <8 x double> %126, ptr %scevgep166, align 8, !alias.scope !73, !noalias !75
  %index.next998 = add nuw i64 %index991, 32
  %128 = icmp eq i64 %n.vec989, %index.next998
  br i1 %128, label %middle.block999, label %vector.body990, !llvm.loop !76

middle.block999:                                  ; preds = %vector.body990
  %129 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec989
  br i1 %129, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %vec.epilog.iter.check1003

vec.epilog.iter.check1003:                        ; preds = %middle.block999
  %130 = and i64 %dest_shape209.sroa.7.1, 28
  %131 = icmp eq i64 %130, 0
  br i1 %131, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader, label %vec.epilog.ph1005, !prof !77

vec.epilog.ph1005:                                ; preds = %vec.epilog.iter.check1003, %vector.main.loop.iter.check986
  %vec.epilog.resume.val1001 = phi i64 [ %n.vec989, %vec.epilog.iter.check1003 ], [ 0, %vector.main.loop.iter.check986 ]
  %broadcast.splatinsert1011 = insertelement <4 x double> poison, double %.pre72, i64 0
  %broadcast.splat1012 = shufflevector <4 x double> %broadcast.splatinsert1011, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body1008

vec.epilog.vector.body1008:                       ; preds = %vec.epilog.vector.body1008, %vec.epilog.ph1005
  %index1009 = phi i64 [ %vec.epilog.resume.val1001, %vec.epilog.ph1005 ], [ %index.next1013, %vec.epilog.vector.body1008 ]
  %132 = shl i64 %index1009, 3
  %scevgep1161 = getelementptr i8, ptr %lsr.iv1159, i64 %132
  %wide.load1010 = load <4 x double>, ptr %scevgep1161, align 8, !alias.scope !71
  %133 = fmul <4 x double> %broadcast.splat1012, %wide.load1010
  %scevgep1158 = getelementptr i8, ptr %lsr.iv1156, i64 %132
  store <4 x double> %133, ptr %scevgep1158, align 8, !alias.scope !73, !noalias !75
  %index.next1013 = add nuw i64 %index1009, 4
  %134 = icmp eq i64 %n.vec1007, %index.next1013
  br i1 %134, label %vec.epilog.middle.block1014, label %vec.epilog.vector.body1008, !llvm.loop !78

vec.epilog.middle.block1014:                      ; preds = %vec.epilog.vector.body1008
  %135 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec1007
  br i1 %135, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader: ; preds = %vec.epilog.middle.block1014, %vec.epilog.iter.check1003, %vector.memcheck966, %iter.check984
  %loop.index.1235.us.us.us.us.us.us.us471.ph = phi i64 [ 0, %iter.check984 ], [ 0, %vector.memcheck966 ], [ %n.vec989, %vec.epilog.iter.check1003 ], [ %n.vec1007, %vec.epilog.middle.block1014 ]
  %136 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us.us.us.us.us.us.us471.ph
  %xtraiter1089 = and i64 %136, 7
  %lcmp.mod1090.not = icmp eq i64 %xtraiter1089, 0
  br i1 %lcmp.mod1090.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol
  %lsr.iv1164 = phi i64 [ %lsr.iv.next, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol ], [ %xtraiter1089, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.preheader ]
  %loop.index.1235.us.us.us.us.us.us.us471.prol = phi i64 [ %.756.us.us.us.us.us.us.us479.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol ], [ %loop.index.1235.us.us.us.us.us.us.us471.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.preheader ]
  %137 = shl i64 %loop.index.1235.us.us.us.us.us.us.us471.prol, 3
  %scevgep1163 = getelementptr i8, ptr %lsr.iv1159, i64 %137
  %.707.us.us.us.us.us.us.us473.prol = load double, ptr %scevgep1163, align 8
  %.724.us.us.us.us.us.us.us474.prol = load double, ptr %.723.us.us.us.us.us.us.us483, align 8
  %.15.le.i.prol = fmul double %.707.us.us.us.us.us.us.us473.prol, %.724.us.us.us.us.us.us.us474.prol
  %scevgep1162 = getelementptr i8, ptr %lsr.iv1156, i64 %137
  store double %.15.le.i.prol, ptr %scevgep1162, align 8
  %.756.us.us.us.us.us.us.us479.prol = add nuw nsw i64 %loop.index.1235.us.us.us.us.us.us.us471.prol, 1
  %lsr.iv.next = add nsw i64 %lsr.iv1164, -1
  %prol.iter1091.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter1091.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol, !llvm.loop !79

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader
  %loop.index.1235.us.us.us.us.us.us.us471.unr = phi i64 [ %loop.index.1235.us.us.us.us.us.us.us471.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader ], [ %.756.us.us.us.us.us.us.us479.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol ]
  %138 = sub nsw i64 %loop.index.1235.us.us.us.us.us.us.us471.ph, %dest_shape209.sroa.7.1
  %139 = icmp ugt i64 %138, -8
  br i1 %139, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader142

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.preheader142: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.loopexit, %vec.epilog.middle.block1014, %middle.block999, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit, %middle.block962
  %.us-phi467.us = phi i64 [ %.682.0276.us.us.us.us, %middle.block999 ], [ %ind.escape964, %middle.block962 ], [ %.682.0276.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476.prol.loopexit ], [ %.682.0276.us.us.us.us, %vec.epilog.middle.block1014 ], [ %loop.index.1235.us.us.us.us.us.us.us.us.lcssa.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.prol.loopexit ], [ %lsr.iv.next264, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us ], [ %.682.0276.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us476 ]
  %.758.us.us.us.us = add nuw nsw i64 %loop.index277.us.us.us.us, 1
  %scevgep1138 = getelementptr i8, ptr %lsr.iv, i64 %.598
  %scevgep1148 = getelementptr i8, ptr %lsr.iv1147, i64 %80
  %scevgep1157 = getelementptr i8, ptr %lsr.iv1156, i64 %.598
  %scevgep1160 = getelementptr i8, ptr %lsr.iv1159, i64 %80
  %scevgep1204 = getelementptr i8, ptr %lsr.iv1203, i64 %72
  %scevgep1222 = getelementptr i8, ptr %lsr.iv1221, i64 %72
  %exitcond559.not = icmp eq i64 %.758.us.us.us.us, %dest_shape209.sroa.0.1
  br i1 %exitcond559.not, label %for.end, label %for.cond.1.preheader.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1107
  %lsr.iv263 = phi i64 [ %lsr.iv.next264, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us ], [ %102, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us.preheader1107 ]
  %140 = shl i64 %lsr.iv263, 3
  %scevgep270 = getelementptr i8, ptr %lsr.iv1159, i64 %140
  %scevgep271 = getelementptr i8, ptr %scevgep270, i64 8
  %.707.us.us.us.us.us.us.us.us = load double, ptr %scevgep271, align 8
  %scevgep295 = getelementptr i8, ptr %lsr.iv1221, i64 %140
  %scevgep296 = getelementptr i8, ptr %scevgep295, i64 8
  %.724.us.us.us.us.us.us.us.us = load double, ptr %scevgep296, align 8
  %.15.le.i150 = fmul double %.707.us.us.us.us.us.us.us.us, %.724.us.us.us.us.us.us.us.us
  %141 = shl i64 %lsr.iv263, 3
  %scevgep331 = getelementptr i8, ptr %lsr.iv1156, i64 %141
  %scevgep334 = getelementptr i8, ptr %scevgep331, i64 8
  store double %.15.le.i150, ptr %scevgep334, align 8
  %142 = shl i64 %lsr.iv263, 3
  %scevgep274 = getelementptr i8, ptr %lsr.iv1159, i64 %142
  %scevgep275 = getelementptr i8, ptr %scevgep274, i64 16
  %.707.us.us.us.us.us.us.us.us.1 = load double, ptr %scevgep275, align 8
  %scevgep299 = getelementptr i8, ptr %lsr.iv1221, i64 %142
  %scevgep300 = getelementptr i8, ptr %scevgep299, i64 16
  %.724.us.us.us.us.us.us.us.us.1 = load double, ptr %scevgep300, align 8
  %.15.le.i150.1 = fmul double %.707.us.us.us.us.us.us.us.us.1, %.724.us.us.us.us.us.us.us.us.1
  %143 = shl i64 %lsr.iv263, 3
  %scevgep336 = getelementptr i8, ptr %lsr.iv1156, i64 %143
  %scevgep338 = getelementptr i8, ptr %scevgep336, i64 16
  store double %.15.le.i150.1, ptr %scevgep338, align 8
  %144 = shl i64 %lsr.iv263, 3
  %scevgep278 = getelementptr i8, ptr %lsr.iv1159, i64 %144
  %scevgep280 = getelementptr i8, ptr %scevgep278, i64 24
  %.707.us.us.us.us.us.us.us.us.2 = load double, ptr %scevgep280, align 8
  %scevgep301 = getelementptr i8, ptr %lsr.iv1221, i64 %144
  %scevgep302 = getelementptr i8, ptr %scevgep301, i64 24
  %.724.us.us.us.us.us.us.us.us.2 = load double, ptr %scevgep302, align 8
  %.15.le.i150.2 = fmul double %.707.us.us.us.us.us.us.us.us.2, %.724.us.us.us.us.us.us.us.us.2
  %145 = shl i64 %lsr.iv263, 3
  %scevgep340 = getelementptr i8, ptr %lsr.iv1156, i64 %145
  %scevgep342 = getelementptr i8, ptr %scevgep340, i64 24
  store double %.15.le.i150.2, ptr %scevgep342, align 8
  %146 = shl i64 %lsr.iv263, 3
  %scevgep282 = getelementptr i8, ptr %lsr.iv1159, i64 %146
  %scevgep284 = getelementptr i8, ptr %scevgep282, i64 32
  %.707.us.us.us.us.us.us.us.us.3 = load double, ptr %scevgep284, align 8
  %scevgep303 = getelementptr i8, ptr %lsr.iv1221, i64 %146
  %scevgep304 = getelementptr i8, ptr %scevgep303, i64 32
  %.724.us.us.us.us.us.us.us.us.3 = load double, ptr %scevgep304, align 8
  %.15.le.i150.3 = fmul double %.707.us.us.us.us.us.us.us.us.3, %.724.us.us.us.us.us.us.us.us.3
  %147 = shl i64 %lsr.iv263, 3
  %scevgep344 = getelementptr i8, ptr %lsr.iv1156, i64 %147
  %scevgep346 = getelementptr i8, ptr %scevgep344, i64 32
  store double %.15.le.i150.3, ptr %scevgep346, align 8
  %148 = shl i64 %lsr.iv263, 3
  %scevgep272 = getelementptr i8, ptr %lsr.iv1159, i64 %148
  %scevgep273 = getelementptr i8, ptr %scevgep272, i64 40
  %.707.us.us.us.us.us.us.us.us.4 = load double, ptr %scevgep273, align 8
  %scevgep297 = getelementptr i8, ptr %lsr.iv1221, i64 %148
  %scevgep298 = getelementptr i8, ptr %scevgep297, i64 40
  %.724.us.us.us.us.us.us.us.us.4 = load double, ptr %scevgep298, align 8
  %.15.le.i150.4 = fmul double %.707.us.us.us.us.us.us.us.us.4, %.724.us.us.us.us.us.us.us.us.4
  %149 = shl i64 %lsr.iv263, 3
  %scevgep311 = getelementptr i8, ptr %lsr.iv1156, i64 %149
  %scevgep313 = getelementptr i8, ptr %scevgep311, i64 40
  store double %.15.le.i150.4, ptr %scevgep313, align 8
  %150 = shl i64 %lsr.iv263, 3
  %scevgep286 = getelementptr i8, ptr %lsr.iv1159, i64 %150
  %scevgep288 = getelementptr i8, ptr %scevgep286, i64 48
  %.707.us.us.us.us.us.us.us.us.5 = load double, ptr %scevgep288, align 8
  %scevgep305 = getelementptr i8, ptr %lsr.iv1221, i64 %150
  %scevgep306 = getelementptr i8, ptr %scevgep305, i64 48
  %.724.us.us.us.us.us.us.us.us.5 = load double, ptr %scevgep306, align 8
  %.15.le.i150.5 = fmul double %.707.us.us.us.us.us.us.us.us.5, %.724.us.us.us.us.us.us.us.us.5
  %151 = shl i64 %lsr.iv263, 3
  %scevgep327 = getelementptr i8, ptr %lsr.iv1156, i64 %151
  %scevgep329 = getelementptr i8, ptr %scevgep327, i64 48
  store double %.15.le.i150.5, ptr %scevgep329, align 8
  %152 = shl i64 %lsr.iv263, 3
  %scevgep290 = getelementptr i8, ptr %lsr.iv1159, i64 %152
  %scevgep292 = getelementptr i8, ptr %scevgep290, i64 56
  %.707.us.us.us.us.us.us.us.us.6 = load double, ptr %scevgep292, align 8
  %scevgep307 = getelementptr i8, ptr %lsr.iv1221, i64 %152
  %scevgep308 = getelementptr i8, ptr %scevgep307, i64 56
  %.724.us.us.us.us.us.us.us.us.6 = load double, ptr %scevgep308, align 8
  %.15.le.i150.6 = fmul double %.707.us.us.us.us.us.us.us.us.6, %.724.us.us.us.us.us.us.us.us.6
  %153 = shl i64 %lsr.iv263, 3
  %scevgep319 = getelementptr i8, ptr %lsr.iv1156, i64 %153
  %scevgep321 = getelementptr i8, ptr %scevgep319, i64 56
  store double %.15.le.i150.6, ptr %scevgep321, align 8
  %154 = shl i64 %lsr.iv263, 3
  %scevgep268 = getelementptr i8, ptr %lsr.iv1159, i64 %154
  %scevgep269 = getelementptr i8, ptr %scevgep268, i64 64
  %.707.us.us.us.us.us.us.us.us.7 = load double, ptr %scevgep269, align 8
  %scevgep293 = getelementptr i8, ptr %lsr.iv1221, i64 %154
  %scevgep294 = getelementptr i8, ptr %scevgep293, i64 64
  %.724.us.us.us.us.us.us.us.us.7 = load double, ptr %scevgep294, align 8
  %.15.le.i150.7 = fmul double %.707.us.us.us.us.us.us.us.us.7, %.724.us.us.us.us.us.us.us.us.7
  %155 = shl i64 %lsr.iv263, 3
  %scevgep315 = getelementptr i8, ptr %lsr.iv1156, i64 %155
  %scevgep317 = getelementptr i8, ptr %scevgep315, i64 64
  store double %.15.le.i150.7, ptr %scevgep317, align 8
  %lsr.iv.next264 = add i64 %lsr.iv263, 8
  %156 = add i64 %83, %lsr.iv.next264
  %exitcond558.not.7 = icmp eq i64 %156, -1
  br i1 %exitcond558.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us.us.us, !llvm.loop !80

for.cond.1.preheader.lr.ph.split.us.split.us.split.us.split: ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.us
  %const1091 = bitcast i64 2305843009213693951 to i64
  %const1085 = bitcast i64 1152921504606846976 to i64
  %157 = icmp ugt i64 %.436.fca.1.load.fr, 1
  %158 = add nuw i64 %dest_shape209.sroa.0.1, %const1091
  %159 = mul i64 %158, %.256.fca.1.load.fr
  %160 = add i64 %dest_shape209.sroa.7.1, %159
  %161 = shl i64 %160, 3
  %scevgep882 = getelementptr i8, ptr %.255, i64 %161
  %bound0884 = icmp ult ptr %.6.i, %scevgep882
  %bound1885 = icmp ult ptr %.255, %scevgep932
  %found.conflict886 = and i1 %bound0884, %bound1885
  br i1 %157, label %for.cond.1.preheader.us.us.us.us487.preheader, label %for.cond.1.preheader.us.us.us.preheader

for.cond.1.preheader.us.us.us.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.us.split
  %const1100 = bitcast i64 8070450532247928800 to i64
  %scevgep833 = getelementptr i8, ptr %.435, i64 8
  %162 = or i64 %dest_shape209.sroa.7.1, %.256.fca.1.load.fr
  %163 = and i64 %162, %const1085
  %164 = icmp ne i64 %163, 0
  %bound0839 = icmp ult ptr %.6.i, %scevgep833
  %bound1840 = icmp ult ptr %.435, %scevgep932
  %found.conflict841 = and i1 %bound0839, %bound1840
  %165 = or i1 %164, %found.conflict841
  %conflict.rdx843 = or i1 %found.conflict886, %165
  %n.vec852 = and i64 %dest_shape209.sroa.7.1, %const1100
  %const_mat1101 = add i64 %const1100, 28
  %n.vec870 = and i64 %dest_shape209.sroa.7.1, %const_mat1101
  %scevgep1363 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep1373 = getelementptr i8, ptr %.255, i64 192
  %166 = shl i64 %.256.fca.1.load.fr, 3
  %167 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 4
  %brmerge1097 = select i1 %167, i1 true, i1 %conflict.rdx843
  br label %iter.check847

for.cond.1.preheader.us.us.us.us487.preheader:    ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.us.split
  %const1120 = bitcast i64 9223372036854775776 to i64
  %scevgep883 = getelementptr i8, ptr %.435, i64 %.598
  %stride.check887 = icmp slt i64 %.598, 0
  %.mask1027 = and i64 %.256.fca.1.load.fr, %const1085
  %stride.check888 = icmp ne i64 %.mask1027, 0
  %168 = or i1 %stride.check888, %stride.check887
  %bound0889 = icmp ult ptr %.6.i, %scevgep883
  %bound1890 = icmp ult ptr %.435, %scevgep932
  %found.conflict891 = and i1 %bound0889, %bound1890
  %169 = or i1 %168, %found.conflict891
  %conflict.rdx893 = or i1 %found.conflict886, %169
  %n.vec902 = and i64 %dest_shape209.sroa.7.1, %const1120
  %const_mat1121 = add i64 %const1120, 28
  %n.vec922 = and i64 %dest_shape209.sroa.7.1, %const_mat1121
  %scevgep1277 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep1295 = getelementptr i8, ptr %.255, i64 192
  %170 = shl i64 %.256.fca.1.load.fr, 3
  %171 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 4
  %brmerge1096 = select i1 %171, i1 true, i1 %conflict.rdx893
  br label %iter.check897

iter.check897:                                    ; preds = %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, %for.cond.1.preheader.us.us.us.us487.preheader
  %lsr.iv1309 = phi ptr [ %.255, %for.cond.1.preheader.us.us.us.us487.preheader ], [ %scevgep1310, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ]
  %lsr.iv1305 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.us487.preheader ], [ %scevgep1306, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ]
  %lsr.iv1296 = phi ptr [ %scevgep1295, %for.cond.1.preheader.us.us.us.us487.preheader ], [ %scevgep1297, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ]
  %lsr.iv1278 = phi ptr [ %scevgep1277, %for.cond.1.preheader.us.us.us.us487.preheader ], [ %scevgep1279, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ]
  %loop.index277.us.us.us.us488 = phi i64 [ 0, %for.cond.1.preheader.us.us.us.us487.preheader ], [ %.758.us.us.us.us492, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us ]
  br i1 %brmerge1096, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader, label %vector.main.loop.iter.check899

vector.main.loop.iter.check899:                   ; preds = %iter.check897
  %172 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  br i1 %172, label %vec.epilog.vector.body923.preheader, label %vector.body903.preheader

vector.body903.preheader:                         ; preds = %vector.main.loop.iter.check899
  br label %vector.body903

vector.body903:                                   ; preds = %vector.body903.preheader, %vector.body903
  %index904 = phi i64 [ %index.next913, %vector.body903 ], [ 0, %vector.body903.preheader ]
  %173 = shl i64 %index904, 3
  %scevgep1303 = getelementptr i8, ptr %lsr.iv1296, i64 %173
  %scevgep1304 = getelementptr i8, ptr %scevgep1303, i64 -192
  %scevgep1302 = getelementptr i8, ptr %scevgep1303, i64 -128
  %scevgep1300 = getelementptr i8, ptr %scevgep1303, i64 -64
  %wide.load905 = load <8 x double>, ptr %scevgep1304, align 8, !alias.scope !81
  %wide.load906 = load <8 x double>, ptr %scevgep1302, align 8, !alias.scope !81
  %wide.load907 = load <8 x double>, ptr %scevgep1300, align 8, !alias.scope !81
  %wide.load908 = load <8 x double>, ptr %scevgep1303, align 8, !alias.scope !81
  %sunkaddr1147 = mul i64 %index904, 8
  %sunkaddr1148 = getelementptr i8, ptr %.435, i64 %sunkaddr1147
  %wide.load909 = load <8 x double>, ptr %sunkaddr1148, align 8, !alias.scope !84
  %sunkaddr1149 = mul i64 %index904, 8
  %sunkaddr1150 = getelementptr i8, ptr %.435, i64 %sunkaddr1149
  %sunkaddr1151 = getelementptr i8, ptr %sunkaddr1150, i64 64
  %wide.load910 = load <8 x double>, ptr %sunkaddr1151, align 8, !alias.scope !84
  %sunkaddr1152 = mul i64 %index904, 8
  %sunkaddr1153 = getelementptr i8, ptr %.435, i64 %sunkaddr1152
  %sunkaddr1154 = getelementptr i8, ptr %sunkaddr1153, i64 128
  %wide.load911 = load <8 x double>, ptr %sunkaddr1154, align 8, !alias.scope !84
  %sunkaddr1155 = mul i64 %index904, 8
  %sunkaddr1156 = getelementptr i8, ptr %.435, i64 %sunkaddr1155
  %sunkaddr1157 = getelementptr i8, ptr %sunkaddr1156, i64 192
  %wide.load912 = load <8 x double>, ptr %sunkaddr1157, align 8, !alias.scope !84
  %174 = fmul <8 x double> %wide.load905, %wide.load909
  %175 = fmul <8 x double> %wide.load906, %wide.load910
  %176 = fmul <8 x double> %wide.load907, %wide.load911
  %177 = fmul <8 x double> %wide.load908, %wide.load912
  %178 = shl i64 %index904, 3
  %scevgep350 = getelementptr i8, ptr %lsr.iv1278, i64 %178
  %scevgep356 = getelementptr i8, ptr %scevgep350, i64 -192
  %scevgep354 = getelementptr i8, ptr %scevgep350, i64 -128
  %scevgep352 = getelementptr i8, ptr %scevgep350, i64 -64
  store <8 x double> %174, ptr %scevgep356, align 8, !alias.scope !86, !noalias !88
  store <8 x double> %175, ptr %scevgep354, align 8, !alias.scope !86, !noalias !88
  store <8 x double> %176, ptr %scevgep352, align 8, !alias.scope !86, !noalias !88
  store <8 x double> %177, ptr %scevgep350, align 8, !alias.scope !86, !noalias !88
  %index.next913 = add nuw nsw i64 %index904, 32
  %179 = icmp eq i64 %n.vec902, %index.next913
  br i1 %179, label %middle.block914, label %vector.body903, !llvm.loop !89

middle.block914:                                  ; preds = %vector.body903
  %180 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec902
  br i1 %180, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, label %vec.epilog.iter.check918

vec.epilog.iter.check918:                         ; preds = %middle.block914
  %181 = and i64 %dest_shape209.sroa.7.1, 28
  %182 = icmp eq i64 %181, 0
  br i1 %182, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader, label %vec.epilog.vector.body923.preheader, !prof !77

vec.epilog.vector.body923.preheader:              ; preds = %vec.epilog.iter.check918, %vector.main.loop.iter.check899
  %index924.ph = phi i64 [ %n.vec902, %vec.epilog.iter.check918 ], [ 0, %vector.main.loop.iter.check899 ]
  br label %vec.epilog.vector.body923

vec.epilog.vector.body923:                        ; preds = %vec.epilog.vector.body923.preheader, %vec.epilog.vector.body923
  %index924 = phi i64 [ %index.next927, %vec.epilog.vector.body923 ], [ %index924.ph, %vec.epilog.vector.body923.preheader ]
  %183 = shl i64 %index924, 3
  %scevgep1311 = getelementptr i8, ptr %lsr.iv1309, i64 %183
  %wide.load925 = load <4 x double>, ptr %scevgep1311, align 8, !alias.scope !81
  %scevgep1308 = getelementptr i8, ptr %.435, i64 %183
  %wide.load926 = load <4 x double>, ptr %scevgep1308, align 8, !alias.scope !84
  %184 = fmul <4 x double> %wide.load925, %wide.load926
  %185 = shl i64 %index924, 3
  %scevgep378 = getelementptr i8, ptr %lsr.iv1305, i64 %185
  store <4 x double> %184, ptr %scevgep378, align 8, !alias.scope !86, !noalias !88
  %index.next927 = add nuw i64 %index924, 4
  %186 = icmp eq i64 %n.vec922, %index.next927
  br i1 %186, label %vec.epilog.middle.block928, label %vec.epilog.vector.body923, !llvm.loop !90

vec.epilog.middle.block928:                       ; preds = %vec.epilog.vector.body923
  %187 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec922
  br i1 %187, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader: ; preds = %vec.epilog.middle.block928, %vec.epilog.iter.check918, %iter.check897
  %loop.index.1235.us.us.us.us.us.us443.us.ph = phi i64 [ 0, %iter.check897 ], [ %n.vec922, %vec.epilog.middle.block928 ], [ %n.vec902, %vec.epilog.iter.check918 ]
  %188 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us.us.us.us.us.us443.us.ph
  %xtraiter1086 = and i64 %188, 7
  %lcmp.mod1087.not = icmp eq i64 %xtraiter1086, 0
  br i1 %lcmp.mod1087.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol
  %lsr.iv1315 = phi i64 [ %lsr.iv.next1316, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol ], [ %xtraiter1086, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.preheader ]
  %loop.index.1235.us.us.us.us.us.us443.us.prol = phi i64 [ %.756.us.us.us.us.us.us450.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol ], [ %loop.index.1235.us.us.us.us.us.us443.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.preheader ]
  %189 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us.prol, 3
  %scevgep1314 = getelementptr i8, ptr %lsr.iv1309, i64 %189
  %.707.us.us.us.us.us.us446.us.prol = load double, ptr %scevgep1314, align 8
  %scevgep1313 = getelementptr i8, ptr %.435, i64 %189
  %.724.us.us.us.us.us.us454.us.prol = load double, ptr %scevgep1313, align 8
  %.15.le.i151.prol = fmul double %.707.us.us.us.us.us.us446.us.prol, %.724.us.us.us.us.us.us454.us.prol
  %190 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us.prol, 3
  %scevgep382 = getelementptr i8, ptr %lsr.iv1305, i64 %190
  store double %.15.le.i151.prol, ptr %scevgep382, align 8
  %.756.us.us.us.us.us.us450.us.prol = add nuw i64 %loop.index.1235.us.us.us.us.us.us443.us.prol, 1
  %lsr.iv.next1316 = add nsw i64 %lsr.iv1315, -1
  %prol.iter1088.cmp.not = icmp eq i64 %lsr.iv.next1316, 0
  br i1 %prol.iter1088.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol, !llvm.loop !91

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader
  %loop.index.1235.us.us.us.us.us.us443.us.unr = phi i64 [ %loop.index.1235.us.us.us.us.us.us443.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader ], [ %.756.us.us.us.us.us.us450.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol ]
  %191 = sub nsw i64 %loop.index.1235.us.us.us.us.us.us443.us.ph, %dest_shape209.sroa.7.1
  %192 = icmp ugt i64 %191, -8
  br i1 %192, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader144

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader144: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader144, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us
  %loop.index.1235.us.us.us.us.us.us443.us = phi i64 [ %.756.us.us.us.us.us.us450.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us ], [ %loop.index.1235.us.us.us.us.us.us443.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.preheader144 ]
  %193 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep1350 = getelementptr i8, ptr %lsr.iv1309, i64 %193
  %.707.us.us.us.us.us.us446.us = load double, ptr %scevgep1350, align 8
  %sunkaddr1158 = mul i64 %loop.index.1235.us.us.us.us.us.us443.us, 8
  %sunkaddr1159 = getelementptr i8, ptr %.435, i64 %sunkaddr1158
  %.724.us.us.us.us.us.us454.us = load double, ptr %sunkaddr1159, align 8
  %.15.le.i151 = fmul double %.707.us.us.us.us.us.us446.us, %.724.us.us.us.us.us.us454.us
  %194 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep440 = getelementptr i8, ptr %lsr.iv1305, i64 %194
  store double %.15.le.i151, ptr %scevgep440, align 8
  %195 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep387 = getelementptr i8, ptr %lsr.iv1309, i64 %195
  %scevgep389 = getelementptr i8, ptr %scevgep387, i64 8
  %.707.us.us.us.us.us.us446.us.1 = load double, ptr %scevgep389, align 8
  %sunkaddr1161 = mul i64 %loop.index.1235.us.us.us.us.us.us443.us, 8
  %sunkaddr1162 = getelementptr i8, ptr %.435, i64 %sunkaddr1161
  %sunkaddr1163 = getelementptr i8, ptr %sunkaddr1162, i64 8
  %.724.us.us.us.us.us.us454.us.1 = load double, ptr %sunkaddr1163, align 8
  %.15.le.i151.1 = fmul double %.707.us.us.us.us.us.us446.us.1, %.724.us.us.us.us.us.us454.us.1
  %196 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep447 = getelementptr i8, ptr %lsr.iv1305, i64 %196
  %scevgep450 = getelementptr i8, ptr %scevgep447, i64 8
  store double %.15.le.i151.1, ptr %scevgep450, align 8
  %197 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep391 = getelementptr i8, ptr %lsr.iv1309, i64 %197
  %scevgep393 = getelementptr i8, ptr %scevgep391, i64 16
  %.707.us.us.us.us.us.us446.us.2 = load double, ptr %scevgep393, align 8
  %sunkaddr1164 = mul i64 %loop.index.1235.us.us.us.us.us.us443.us, 8
  %sunkaddr1165 = getelementptr i8, ptr %.435, i64 %sunkaddr1164
  %sunkaddr1166 = getelementptr i8, ptr %sunkaddr1165, i64 16
  %.724.us.us.us.us.us.us454.us.2 = load double, ptr %sunkaddr1166, align 8
  %.15.le.i151.2 = fmul double %.707.us.us.us.us.us.us446.us.2, %.724.us.us.us.us.us.us454.us.2
  %198 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep452 = getelementptr i8, ptr %lsr.iv1305, i64 %198
  %scevgep454 = getelementptr i8, ptr %scevgep452, i64 16
  store double %.15.le.i151.2, ptr %scevgep454, align 8
  %199 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep398 = getelementptr i8, ptr %lsr.iv1309, i64 %199
  %scevgep400 = getelementptr i8, ptr %scevgep398, i64 24
  %.707.us.us.us.us.us.us446.us.3 = load double, ptr %scevgep400, align 8
  %sunkaddr1167 = mul i64 %loop.index.1235.us.us.us.us.us.us443.us, 8
  %sunkaddr1168 = getelementptr i8, ptr %.435, i64 %sunkaddr1167
  %sunkaddr1169 = getelementptr i8, ptr %sunkaddr1168, i64 24
  %.724.us.us.us.us.us.us454.us.3 = load double, ptr %sunkaddr1169, align 8
  %.15.le.i151.3 = fmul double %.707.us.us.us.us.us.us446.us.3, %.724.us.us.us.us.us.us454.us.3
  %200 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep456 = getelementptr i8, ptr %lsr.iv1305, i64 %200
  %scevgep458 = getelementptr i8, ptr %scevgep456, i64 24
  store double %.15.le.i151.3, ptr %scevgep458, align 8
  %201 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep402 = getelementptr i8, ptr %lsr.iv1309, i64 %201
  %scevgep404 = getelementptr i8, ptr %scevgep402, i64 32
  %.707.us.us.us.us.us.us446.us.4 = load double, ptr %scevgep404, align 8
  %sunkaddr1170 = mul i64 %loop.index.1235.us.us.us.us.us.us443.us, 8
  %sunkaddr1172 = getelementptr i8, ptr %.435, i64 %sunkaddr1170
  %sunkaddr1173 = getelementptr i8, ptr %sunkaddr1172, i64 32
  %.724.us.us.us.us.us.us454.us.4 = load double, ptr %sunkaddr1173, align 8
  %.15.le.i151.4 = fmul double %.707.us.us.us.us.us.us446.us.4, %.724.us.us.us.us.us.us454.us.4
  %202 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep438 = getelementptr i8, ptr %lsr.iv1305, i64 %202
  %scevgep439 = getelementptr i8, ptr %scevgep438, i64 32
  store double %.15.le.i151.4, ptr %scevgep439, align 8
  %203 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep406 = getelementptr i8, ptr %lsr.iv1309, i64 %203
  %scevgep409 = getelementptr i8, ptr %scevgep406, i64 40
  %.707.us.us.us.us.us.us446.us.5 = load double, ptr %scevgep409, align 8
  %sunkaddr1174 = mul i64 %loop.index.1235.us.us.us.us.us.us443.us, 8
  %sunkaddr1175 = getelementptr i8, ptr %.435, i64 %sunkaddr1174
  %sunkaddr1176 = getelementptr i8, ptr %sunkaddr1175, i64 40
  %.724.us.us.us.us.us.us454.us.5 = load double, ptr %sunkaddr1176, align 8
  %.15.le.i151.5 = fmul double %.707.us.us.us.us.us.us446.us.5, %.724.us.us.us.us.us.us454.us.5
  %204 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep445 = getelementptr i8, ptr %lsr.iv1305, i64 %204
  %scevgep446 = getelementptr i8, ptr %scevgep445, i64 40
  store double %.15.le.i151.5, ptr %scevgep446, align 8
  %205 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep411 = getelementptr i8, ptr %lsr.iv1309, i64 %205
  %scevgep413 = getelementptr i8, ptr %scevgep411, i64 48
  %.707.us.us.us.us.us.us446.us.6 = load double, ptr %scevgep413, align 8
  %sunkaddr1177 = mul i64 %loop.index.1235.us.us.us.us.us.us443.us, 8
  %sunkaddr1178 = getelementptr i8, ptr %.435, i64 %sunkaddr1177
  %sunkaddr1179 = getelementptr i8, ptr %sunkaddr1178, i64 48
  %.724.us.us.us.us.us.us454.us.6 = load double, ptr %sunkaddr1179, align 8
  %.15.le.i151.6 = fmul double %.707.us.us.us.us.us.us446.us.6, %.724.us.us.us.us.us.us454.us.6
  %206 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep443 = getelementptr i8, ptr %lsr.iv1305, i64 %206
  %scevgep444 = getelementptr i8, ptr %scevgep443, i64 48
  store double %.15.le.i151.6, ptr %scevgep444, align 8
  %207 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep383 = getelementptr i8, ptr %lsr.iv1309, i64 %207
  %scevgep384 = getelementptr i8, ptr %scevgep383, i64 56
  %.707.us.us.us.us.us.us446.us.7 = load double, ptr %scevgep384, align 8
  %sunkaddr1180 = mul i64 %loop.index.1235.us.us.us.us.us.us443.us, 8
  %sunkaddr1181 = getelementptr i8, ptr %.435, i64 %sunkaddr1180
  %sunkaddr1182 = getelementptr i8, ptr %sunkaddr1181, i64 56
  %.724.us.us.us.us.us.us454.us.7 = load double, ptr %sunkaddr1182, align 8
  %.15.le.i151.7 = fmul double %.707.us.us.us.us.us.us446.us.7, %.724.us.us.us.us.us.us454.us.7
  %208 = shl i64 %loop.index.1235.us.us.us.us.us.us443.us, 3
  %scevgep441 = getelementptr i8, ptr %lsr.iv1305, i64 %208
  %scevgep442 = getelementptr i8, ptr %scevgep441, i64 56
  store double %.15.le.i151.7, ptr %scevgep442, align 8
  %.756.us.us.us.us.us.us450.us.7 = add nuw nsw i64 %loop.index.1235.us.us.us.us.us.us443.us, 8
  %exitcond555.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us.us.us.us.us.us450.us.7
  br i1 %exitcond555.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us, !llvm.loop !92

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.us447.us.prol.loopexit, %vec.epilog.middle.block928, %middle.block914
  %.758.us.us.us.us492 = add nuw nsw i64 %loop.index277.us.us.us.us488, 1
  %scevgep1279 = getelementptr i8, ptr %lsr.iv1278, i64 %.598
  %scevgep1297 = getelementptr i8, ptr %lsr.iv1296, i64 %170
  %scevgep1306 = getelementptr i8, ptr %lsr.iv1305, i64 %.598
  %scevgep1310 = getelementptr i8, ptr %lsr.iv1309, i64 %170
  %exitcond556.not = icmp eq i64 %.758.us.us.us.us492, %dest_shape209.sroa.0.1
  br i1 %exitcond556.not, label %for.end, label %iter.check897

iter.check847:                                    ; preds = %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, %for.cond.1.preheader.us.us.us.preheader
  %lsr.iv1386 = phi ptr [ %.255, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep1387, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ]
  %lsr.iv1383 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep1384, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ]
  %lsr.iv1374 = phi ptr [ %scevgep1373, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep1375, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ]
  %lsr.iv1364 = phi ptr [ %scevgep1363, %for.cond.1.preheader.us.us.us.preheader ], [ %scevgep1365, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ]
  %loop.index277.us.us.us = phi i64 [ 0, %for.cond.1.preheader.us.us.us.preheader ], [ %.758.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split ]
  br i1 %brmerge1097, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vector.main.loop.iter.check849

vector.main.loop.iter.check849:                   ; preds = %iter.check847
  %209 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  br i1 %209, label %vec.epilog.ph868, label %vector.ph850

vector.ph850:                                     ; preds = %vector.main.loop.iter.check849
  %210 = load double, ptr %.435, align 8, !alias.scope !93
  %broadcast.splatinsert859 = insertelement <8 x double> poison, double %210, i64 0
  %broadcast.splat860 = shufflevector <8 x double> %broadcast.splatinsert859, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body853

vector.body853:                                   ; preds = %vector.body853, %vector.ph850
  %index854 = phi i64 [ 0, %vector.ph850 ], [ %index.next861, %vector.body853 ]
  %211 = shl i64 %index854, 3
  %scevgep1381 = getelementptr i8, ptr %lsr.iv1374, i64 %211
  %scevgep1382 = getelementptr i8, ptr %scevgep1381, i64 -192
  %scevgep1380 = getelementptr i8, ptr %scevgep1381, i64 -128
  %scevgep1378 = getelementptr i8, ptr %scevgep1381, i64 -64
  %wide.load855 = load <8 x double>, ptr %scevgep1382, align 8, !alias.scope !96
  %wide.load856 = load <8 x double>, ptr %scevgep1380, align 8, !alias.scope !96
  %wide.load857 = load <8 x double>, ptr %scevgep1378, align 8, !alias.scope !96
  %wide.load858 = load <8 x double>, ptr %scevgep1381, align 8, !alias.scope !96
  %212 = fmul <8 x double> %broadcast.splat860, %wide.load855
  %213 = fmul <8 x double> %broadcast.splat860, %wide.load856
  %214 = fmul <8 x double> %broadcast.splat860, %wide.load857
  %215 = fmul <8 x double> %broadcast.splat860, %wide.load858
  %216 = shl i64 %index854, 3
  %scevgep460 = getelementptr i8, ptr %lsr.iv1364, i64 %216
  %scevgep466 = getelementptr i8, ptr %scevgep460, i64 -192
  %scevgep464 = getelementptr i8, ptr %scevgep460, i64 -128
  %scevgep462 = getelementptr i8, ptr %scevgep460, i64 -64
  store <8 x double> %212, ptr %scevgep466, align 8, !alias.scope !98, !noalias !100
  store <8 x double> %213, ptr %scevgep464, align 8, !alias.scope !98, !noalias !100
  store <8 x double> %214, ptr %scevgep462, align 8, !alias.scope !98, !noalias !100
  store <8 x double> %215, ptr %scevgep460, align 8, !alias.scope !98, !noalias !100
  %index.next861 = add nuw i64 %index854, 32
  %217 = icmp eq i64 %n.vec852, %index.next861
  br i1 %217, label %middle.block862, label %vector.body853, !llvm.loop !101

middle.block862:                                  ; preds = %vector.body853
  %218 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec852
  br i1 %218, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, label %vec.epilog.iter.check866

vec.epilog.iter.check866:                         ; preds = %middle.block862
  %219 = and i64 %dest_shape209.sroa.7.1, 28
  %220 = icmp eq i64 %219, 0
  br i1 %220, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader, label %vec.epilog.ph868, !prof !77

vec.epilog.ph868:                                 ; preds = %vec.epilog.iter.check866, %vector.main.loop.iter.check849
  %vec.epilog.resume.val864 = phi i64 [ %n.vec852, %vec.epilog.iter.check866 ], [ 0, %vector.main.loop.iter.check849 ]
  %221 = load double, ptr %.435, align 8, !alias.scope !93
  %broadcast.splatinsert874 = insertelement <4 x double> poison, double %221, i64 0
  %broadcast.splat875 = shufflevector <4 x double> %broadcast.splatinsert874, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body871

vec.epilog.vector.body871:                        ; preds = %vec.epilog.vector.body871, %vec.epilog.ph868
  %index872 = phi i64 [ %vec.epilog.resume.val864, %vec.epilog.ph868 ], [ %index.next876, %vec.epilog.vector.body871 ]
  %222 = shl i64 %index872, 3
  %scevgep1388 = getelementptr i8, ptr %lsr.iv1386, i64 %222
  %wide.load873 = load <4 x double>, ptr %scevgep1388, align 8, !alias.scope !96
  %223 = fmul <4 x double> %broadcast.splat875, %wide.load873
  %scevgep1385 = getelementptr i8, ptr %lsr.iv1383, i64 %222
  store <4 x double> %223, ptr %scevgep1385, align 8, !alias.scope !98, !noalias !100
  %index.next876 = add nuw i64 %index872, 4
  %224 = icmp eq i64 %n.vec870, %index.next876
  br i1 %224, label %vec.epilog.middle.block877, label %vec.epilog.vector.body871, !llvm.loop !102

vec.epilog.middle.block877:                       ; preds = %vec.epilog.vector.body871
  %225 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec870
  br i1 %225, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader: ; preds = %vec.epilog.middle.block877, %vec.epilog.iter.check866, %iter.check847
  %loop.index.1235.us.us.us.us.us.ph = phi i64 [ 0, %iter.check847 ], [ %n.vec852, %vec.epilog.iter.check866 ], [ %n.vec870, %vec.epilog.middle.block877 ]
  %226 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us.us.us.us.us.ph
  %xtraiter1083 = and i64 %226, 7
  %lcmp.mod1084.not = icmp eq i64 %xtraiter1083, 0
  br i1 %lcmp.mod1084.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol
  %lsr.iv1391 = phi i64 [ %lsr.iv.next1392, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ], [ %xtraiter1083, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %loop.index.1235.us.us.us.us.us.prol = phi i64 [ %.756.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ], [ %loop.index.1235.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.preheader ]
  %227 = shl i64 %loop.index.1235.us.us.us.us.us.prol, 3
  %scevgep1390 = getelementptr i8, ptr %lsr.iv1386, i64 %227
  %.707.us.us.us.us.us.prol = load double, ptr %scevgep1390, align 8
  %.724.us.us.us.us.us.prol = load double, ptr %.435, align 8
  %.15.le.i152.prol = fmul double %.707.us.us.us.us.us.prol, %.724.us.us.us.us.us.prol
  %scevgep1389 = getelementptr i8, ptr %lsr.iv1383, i64 %227
  store double %.15.le.i152.prol, ptr %scevgep1389, align 8
  %.756.us.us.us.us.us.prol = add nuw nsw i64 %loop.index.1235.us.us.us.us.us.prol, 1
  %lsr.iv.next1392 = add nsw i64 %lsr.iv1391, -1
  %prol.iter1085.cmp.not = icmp eq i64 %lsr.iv.next1392, 0
  br i1 %prol.iter1085.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, !llvm.loop !103

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader
  %loop.index.1235.us.us.us.us.us.unr = phi i64 [ %loop.index.1235.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader ], [ %.756.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol ]
  %228 = sub nsw i64 %loop.index.1235.us.us.us.us.us.ph, %dest_shape209.sroa.7.1
  %229 = icmp ugt i64 %228, -8
  br i1 %229, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader146

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader146: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader146, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us
  %loop.index.1235.us.us.us.us.us = phi i64 [ %.756.us.us.us.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us ], [ %loop.index.1235.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.preheader146 ]
  %230 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep1410 = getelementptr i8, ptr %lsr.iv1386, i64 %230
  %.707.us.us.us.us.us = load double, ptr %scevgep1410, align 8
  %.724.us.us.us.us.us = load double, ptr %.435, align 8
  %.15.le.i152 = fmul double %.707.us.us.us.us.us, %.724.us.us.us.us.us
  %scevgep1395 = getelementptr i8, ptr %lsr.iv1383, i64 %230
  store double %.15.le.i152, ptr %scevgep1395, align 8
  %231 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep475 = getelementptr i8, ptr %lsr.iv1386, i64 %231
  %scevgep477 = getelementptr i8, ptr %scevgep475, i64 8
  %.707.us.us.us.us.us.1 = load double, ptr %scevgep477, align 8
  %.724.us.us.us.us.us.1 = load double, ptr %.435, align 8
  %.15.le.i152.1 = fmul double %.707.us.us.us.us.us.1, %.724.us.us.us.us.us.1
  %232 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep505 = getelementptr i8, ptr %lsr.iv1383, i64 %232
  %scevgep506 = getelementptr i8, ptr %scevgep505, i64 8
  store double %.15.le.i152.1, ptr %scevgep506, align 8
  %233 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep487 = getelementptr i8, ptr %lsr.iv1386, i64 %233
  %scevgep488 = getelementptr i8, ptr %scevgep487, i64 16
  %.707.us.us.us.us.us.2 = load double, ptr %scevgep488, align 8
  %.724.us.us.us.us.us.2 = load double, ptr %.435, align 8
  %.15.le.i152.2 = fmul double %.707.us.us.us.us.us.2, %.724.us.us.us.us.us.2
  %234 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep507 = getelementptr i8, ptr %lsr.iv1383, i64 %234
  %scevgep508 = getelementptr i8, ptr %scevgep507, i64 16
  store double %.15.le.i152.2, ptr %scevgep508, align 8
  %235 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep489 = getelementptr i8, ptr %lsr.iv1386, i64 %235
  %scevgep490 = getelementptr i8, ptr %scevgep489, i64 24
  %.707.us.us.us.us.us.3 = load double, ptr %scevgep490, align 8
  %.724.us.us.us.us.us.3 = load double, ptr %.435, align 8
  %.15.le.i152.3 = fmul double %.707.us.us.us.us.us.3, %.724.us.us.us.us.us.3
  %236 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep509 = getelementptr i8, ptr %lsr.iv1383, i64 %236
  %scevgep510 = getelementptr i8, ptr %scevgep509, i64 24
  store double %.15.le.i152.3, ptr %scevgep510, align 8
  %237 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep491 = getelementptr i8, ptr %lsr.iv1386, i64 %237
  %scevgep492 = getelementptr i8, ptr %scevgep491, i64 32
  %.707.us.us.us.us.us.4 = load double, ptr %scevgep492, align 8
  %.724.us.us.us.us.us.4 = load double, ptr %.435, align 8
  %.15.le.i152.4 = fmul double %.707.us.us.us.us.us.4, %.724.us.us.us.us.us.4
  %238 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep499 = getelementptr i8, ptr %lsr.iv1383, i64 %238
  %scevgep500 = getelementptr i8, ptr %scevgep499, i64 32
  store double %.15.le.i152.4, ptr %scevgep500, align 8
  %239 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep493 = getelementptr i8, ptr %lsr.iv1386, i64 %239
  %scevgep494 = getelementptr i8, ptr %scevgep493, i64 40
  %.707.us.us.us.us.us.5 = load double, ptr %scevgep494, align 8
  %.724.us.us.us.us.us.5 = load double, ptr %.435, align 8
  %.15.le.i152.5 = fmul double %.707.us.us.us.us.us.5, %.724.us.us.us.us.us.5
  %240 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep511 = getelementptr i8, ptr %lsr.iv1383, i64 %240
  %scevgep512 = getelementptr i8, ptr %scevgep511, i64 40
  store double %.15.le.i152.5, ptr %scevgep512, align 8
  %241 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep497 = getelementptr i8, ptr %lsr.iv1386, i64 %241
  %scevgep498 = getelementptr i8, ptr %scevgep497, i64 48
  %.707.us.us.us.us.us.6 = load double, ptr %scevgep498, align 8
  %.724.us.us.us.us.us.6 = load double, ptr %.435, align 8
  %.15.le.i152.6 = fmul double %.707.us.us.us.us.us.6, %.724.us.us.us.us.us.6
  %242 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep503 = getelementptr i8, ptr %lsr.iv1383, i64 %242
  %scevgep504 = getelementptr i8, ptr %scevgep503, i64 48
  store double %.15.le.i152.6, ptr %scevgep504, align 8
  %243 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep468 = getelementptr i8, ptr %lsr.iv1386, i64 %243
  %scevgep473 = getelementptr i8, ptr %scevgep468, i64 56
  %.707.us.us.us.us.us.7 = load double, ptr %scevgep473, align 8
  %.724.us.us.us.us.us.7 = load double, ptr %.435, align 8
  %.15.le.i152.7 = fmul double %.707.us.us.us.us.us.7, %.724.us.us.us.us.us.7
  %244 = shl i64 %loop.index.1235.us.us.us.us.us, 3
  %scevgep501 = getelementptr i8, ptr %lsr.iv1383, i64 %244
  %scevgep502 = getelementptr i8, ptr %scevgep501, i64 56
  store double %.15.le.i152.7, ptr %scevgep502, align 8
  %.756.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1235.us.us.us.us.us, 8
  %exitcond553.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us.us.us.us.us.7
  br i1 %exitcond553.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, !llvm.loop !104

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block877, %middle.block862
  %.758.us.us.us = add nuw nsw i64 %loop.index277.us.us.us, 1
  %scevgep1365 = getelementptr i8, ptr %lsr.iv1364, i64 %.598
  %scevgep1375 = getelementptr i8, ptr %lsr.iv1374, i64 %166
  %scevgep1384 = getelementptr i8, ptr %lsr.iv1383, i64 %.598
  %scevgep1387 = getelementptr i8, ptr %lsr.iv1386, i64 %166
  %exitcond554.not = icmp eq i64 %.758.us.us.us, %dest_shape209.sroa.0.1
  br i1 %exitcond554.not, label %for.end, label %iter.check847

for.cond.1.preheader.lr.ph.split.us.split.us.split: ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us
  %245 = icmp ugt i64 %.436.fca.0.load.fr, 1
  br i1 %245, label %for.cond.1.preheader.us.us.us420.preheader, label %for.cond.1.preheader.lr.ph.split.us.split.us.split.split

for.cond.1.preheader.us.us.us420.preheader:       ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split
  %const1119 = bitcast i64 9223372036854775776 to i64
  %const1098 = bitcast i64 8070450532247928800 to i64
  %const1090 = bitcast i64 2305843009213693951 to i64
  %const1084 = bitcast i64 1152921504606846976 to i64
  %246 = add nsw i64 %dest_shape209.sroa.0.1, -1
  %247 = shl nuw nsw i64 %.256.fca.1.load.fr, 3
  %248 = mul i64 %246, %247
  %249 = getelementptr i8, ptr %.255, i64 %248
  %scevgep755 = getelementptr i8, ptr %249, i64 8
  %250 = mul i64 %246, %.436.fca.1.load.fr
  %251 = add i64 %dest_shape209.sroa.7.1, %250
  %252 = shl i64 %251, 3
  %scevgep756 = getelementptr i8, ptr %.435, i64 %252
  %253 = add nuw i64 %dest_shape209.sroa.0.1, %const1090
  %254 = mul i64 %253, %247
  %255 = getelementptr i8, ptr %.255, i64 %254
  %scevgep787 = getelementptr i8, ptr %255, i64 8
  %256 = shl i64 %.436.fca.1.load.fr, 3
  %bound0790 = icmp ult ptr %.6.i, %scevgep787
  %bound1791 = icmp ult ptr %.255, %scevgep932
  %found.conflict792 = and i1 %bound0790, %bound1791
  %.mask1022 = and i64 %dest_shape209.sroa.7.1, %const1084
  %stride.check797 = icmp ne i64 %.mask1022, 0
  %invariant.op1095 = or i1 %stride.check797, %found.conflict792
  %n.vec807 = and i64 %dest_shape209.sroa.7.1, %const1098
  %const_mat1099 = add i64 %const1098, 28
  %n.vec821 = and i64 %dest_shape209.sroa.7.1, %const_mat1099
  %bound0757 = icmp ult ptr %.6.i, %scevgep755
  %found.conflict759 = and i1 %bound0757, %bound1791
  %bound0761 = icmp ult ptr %.6.i, %scevgep756
  %bound1762 = icmp ult ptr %.435, %scevgep932
  %found.conflict763 = and i1 %bound0761, %bound1762
  %257 = or i64 %dest_shape209.sroa.7.1, %.436.fca.1.load.fr
  %258 = and i64 %257, %const1084
  %259 = icmp ne i64 %258, 0
  %260 = or i1 %259, %found.conflict763
  %conflict.rdx766 = or i1 %found.conflict759, %260
  %n.vec771 = and i64 %dest_shape209.sroa.7.1, %const1119
  %ind.escape783 = add nsw i64 %n.vec771, -1
  %xtraiter1080 = and i64 %dest_shape209.sroa.7.1, 7
  %scevgep1423 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep1461 = getelementptr i8, ptr %.435, i64 192
  %261 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 32
  %brmerge1098 = select i1 %261, i1 true, i1 %conflict.rdx766
  %.neg79 = add nsw i64 %xtraiter1080, -1
  %262 = add i64 %xtraiter1080, -1
  %263 = sub i64 0, %dest_shape209.sroa.7.1
  br label %for.cond.1.preheader.us.us.us420

for.cond.1.preheader.us.us.us420:                 ; preds = %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us, %for.cond.1.preheader.us.us.us420.preheader
  %lsr.iv1476 = phi ptr [ %.435, %for.cond.1.preheader.us.us.us420.preheader ], [ %scevgep1477, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us ]
  %lsr.iv1462 = phi ptr [ %scevgep1461, %for.cond.1.preheader.us.us.us420.preheader ], [ %scevgep1463, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us ]
  %lsr.iv1433 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us420.preheader ], [ %scevgep1434, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us ]
  %lsr.iv1424 = phi ptr [ %scevgep1423, %for.cond.1.preheader.us.us.us420.preheader ], [ %scevgep1425, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us ]
  %loop.index277.us.us.us421 = phi i64 [ 0, %for.cond.1.preheader.us.us.us420.preheader ], [ %.758.us.us.us426, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us ]
  %.682.0276.us.us.us422 = phi i64 [ 0, %for.cond.1.preheader.us.us.us420.preheader ], [ %.us-phi, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us ]
  %264 = icmp ugt i64 %.436.fca.1.load.fr, 1
  %265 = mul i64 %loop.index277.us.us.us421, %256
  %266 = getelementptr i8, ptr %.435, i64 %265
  %scevgep788 = getelementptr i8, ptr %266, i64 8
  %.702.us.us.us.us425 = mul nuw nsw i64 %loop.index277.us.us.us421, %.256.fca.1.load.fr
  br i1 %264, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader, label %iter.check802

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader: ; preds = %for.cond.1.preheader.us.us.us420
  br i1 %brmerge1098, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1036, label %vector.ph769

vector.ph769:                                     ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader
  %sunkaddr2170 = shl i64 %.702.us.us.us.us425, 3
  %sunkaddr2171 = getelementptr i8, ptr %.255, i64 %sunkaddr2170
  %267 = load double, ptr %sunkaddr2171, align 8, !alias.scope !105
  %broadcast.splatinsert778 = insertelement <8 x double> poison, double %267, i64 0
  %broadcast.splat779 = shufflevector <8 x double> %broadcast.splatinsert778, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body772

vector.body772:                                   ; preds = %vector.body772, %vector.ph769
  %index773 = phi i64 [ 0, %vector.ph769 ], [ %index.next780, %vector.body772 ]
  %268 = shl i64 %index773, 3
  %scevgep1469 = getelementptr i8, ptr %lsr.iv1462, i64 %268
  %scevgep1470 = getelementptr i8, ptr %scevgep1469, i64 -192
  %scevgep1468 = getelementptr i8, ptr %scevgep1469, i64 -128
  %scevgep1466 = getelementptr i8, ptr %scevgep1469, i64 -64
  %wide.load774 = load <8 x double>, ptr %scevgep1470, align 8, !alias.scope !108
  %wide.load775 = load <8 x double>, ptr %scevgep1468, align 8, !alias.scope !108
  %wide.load776 = load <8 x double>, ptr %scevgep1466, align 8, !alias.scope !108
  %wide.load777 = load <8 x double>, ptr %scevgep1469, align 8, !alias.scope !108
  %269 = fmul <8 x double> %broadcast.splat779, %wide.load774
  %270 = fmul <8 x double> %broadcast.splat779, %wide.load775
  %271 = fmul <8 x double> %broadcast.splat779, %wide.load776
  %272 = fmul <8 x double> %broadcast.splat779, %wide.load777
  %273 = shl i64 %index773, 3
  %scevgep546 = getelementptr i8, ptr %lsr.iv1424, i64 %273
  %scevgep549 = getelementptr i8, ptr %scevgep546, i64 -192
  %scevgep548 = getelementptr i8, ptr %scevgep546, i64 -128
  %scevgep547 = getelementptr i8, ptr %scevgep546, i64 -64
  store <8 x double> %269, ptr %scevgep549, align 8, !alias.scope !110, !noalias !112
  store <8 x double> %270, ptr %scevgep548, align 8, !alias.scope !110, !noalias !112
  store <8 x double> %271, ptr %scevgep547, align 8, !alias.scope !110, !noalias !112
  store <8 x double> %272, ptr %scevgep546, align 8, !alias.scope !110, !noalias !112
  %index.next780 = add nuw nsw i64 %index773, 32
  %274 = icmp eq i64 %n.vec771, %index.next780
  br i1 %274, label %middle.block781, label %vector.body772, !llvm.loop !113

middle.block781:                                  ; preds = %vector.body772
  %275 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec771
  br i1 %275, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1036

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1036: ; preds = %middle.block781, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader
  %loop.index.1235.us.us.us.us373.us.us.ph = phi i64 [ %n.vec771, %middle.block781 ], [ 0, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader ]
  %276 = icmp eq i64 %xtraiter1080, 0
  br i1 %276, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1036
  %277 = shl i64 %loop.index.1235.us.us.us.us373.us.us.ph, 3
  %scevgep376 = getelementptr i8, ptr %lsr.iv1433, i64 %277
  %scevgep380 = getelementptr i8, ptr %lsr.iv1476, i64 %277
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.preheader
  %lsr.iv377 = phi i64 [ %lsr.iv.next378, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol ], [ 0, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.preheader ]
  %sunkaddr1183 = mul i64 %.702.us.us.us.us425, 8
  %sunkaddr1184 = getelementptr i8, ptr %.255, i64 %sunkaddr1183
  %.707.us.us.us.us376.us.us.prol = load double, ptr %sunkaddr1184, align 8
  %278 = shl nuw nsw i64 %lsr.iv377, 3
  %scevgep551 = getelementptr i8, ptr %scevgep380, i64 %278
  %.724.us.us.us.us386.us.us.prol = load double, ptr %scevgep551, align 8
  %.15.le.i153.prol = fmul double %.707.us.us.us.us376.us.us.prol, %.724.us.us.us.us386.us.us.prol
  %279 = shl nuw nsw i64 %lsr.iv377, 3
  %scevgep550 = getelementptr i8, ptr %scevgep376, i64 %279
  store double %.15.le.i153.prol, ptr %scevgep550, align 8
  %lsr.iv.next378 = add nuw nsw i64 %lsr.iv377, 1
  %prol.iter1082.cmp.not = icmp eq i64 %xtraiter1080, %lsr.iv.next378
  br i1 %prol.iter1082.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol, !llvm.loop !114

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol
  %280 = add i64 %.neg79, %loop.index.1235.us.us.us.us373.us.us.ph
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1036
  %loop.index.1235.us.us.us.us373.us.us.lcssa.unr = phi i64 [ poison, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1036 ], [ %280, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit.loopexit ]
  %281 = sub nsw i64 %loop.index.1235.us.us.us.us373.us.us.ph, %dest_shape209.sroa.7.1
  %282 = icmp ugt i64 %281, -8
  br i1 %282, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1114

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1114: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit
  %283 = add i64 %262, %loop.index.1235.us.us.us.us373.us.us.ph
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1114
  %lsr.iv552 = phi i64 [ %lsr.iv.next553, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us ], [ %283, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.preheader1114 ]
  %sunkaddr1185 = mul i64 %.702.us.us.us.us425, 8
  %sunkaddr1186 = getelementptr i8, ptr %.255, i64 %sunkaddr1185
  %.707.us.us.us.us376.us.us = load double, ptr %sunkaddr1186, align 8
  %284 = shl i64 %lsr.iv552, 3
  %scevgep556 = getelementptr i8, ptr %lsr.iv1476, i64 %284
  %scevgep557 = getelementptr i8, ptr %scevgep556, i64 8
  %.724.us.us.us.us386.us.us = load double, ptr %scevgep557, align 8
  %.15.le.i153 = fmul double %.707.us.us.us.us376.us.us, %.724.us.us.us.us386.us.us
  %scevgep584 = getelementptr i8, ptr %lsr.iv1433, i64 %284
  %scevgep590 = getelementptr i8, ptr %scevgep584, i64 8
  store double %.15.le.i153, ptr %scevgep590, align 8
  %.707.us.us.us.us376.us.us.1 = load double, ptr %sunkaddr1186, align 8
  %285 = shl i64 %lsr.iv552, 3
  %scevgep560 = getelementptr i8, ptr %lsr.iv1476, i64 %285
  %scevgep561 = getelementptr i8, ptr %scevgep560, i64 16
  %.724.us.us.us.us386.us.us.1 = load double, ptr %scevgep561, align 8
  %.15.le.i153.1 = fmul double %.707.us.us.us.us376.us.us.1, %.724.us.us.us.us386.us.us.1
  %scevgep591 = getelementptr i8, ptr %lsr.iv1433, i64 %285
  %scevgep592 = getelementptr i8, ptr %scevgep591, i64 16
  store double %.15.le.i153.1, ptr %scevgep592, align 8
  %.707.us.us.us.us376.us.us.2 = load double, ptr %sunkaddr1186, align 8
  %286 = shl i64 %lsr.iv552, 3
  %scevgep562 = getelementptr i8, ptr %lsr.iv1476, i64 %286
  %scevgep564 = getelementptr i8, ptr %scevgep562, i64 24
  %.724.us.us.us.us386.us.us.2 = load double, ptr %scevgep564, align 8
  %.15.le.i153.2 = fmul double %.707.us.us.us.us376.us.us.2, %.724.us.us.us.us386.us.us.2
  %scevgep593 = getelementptr i8, ptr %lsr.iv1433, i64 %286
  %scevgep594 = getelementptr i8, ptr %scevgep593, i64 24
  store double %.15.le.i153.2, ptr %scevgep594, align 8
  %.707.us.us.us.us376.us.us.3 = load double, ptr %sunkaddr1186, align 8
  %287 = shl i64 %lsr.iv552, 3
  %scevgep565 = getelementptr i8, ptr %lsr.iv1476, i64 %287
  %scevgep566 = getelementptr i8, ptr %scevgep565, i64 32
  %.724.us.us.us.us386.us.us.3 = load double, ptr %scevgep566, align 8
  %.15.le.i153.3 = fmul double %.707.us.us.us.us376.us.us.3, %.724.us.us.us.us386.us.us.3
  %scevgep595 = getelementptr i8, ptr %lsr.iv1433, i64 %287
  %scevgep596 = getelementptr i8, ptr %scevgep595, i64 32
  store double %.15.le.i153.3, ptr %scevgep596, align 8
  %.707.us.us.us.us376.us.us.4 = load double, ptr %sunkaddr1186, align 8
  %288 = shl i64 %lsr.iv552, 3
  %scevgep558 = getelementptr i8, ptr %lsr.iv1476, i64 %288
  %scevgep559 = getelementptr i8, ptr %scevgep558, i64 40
  %.724.us.us.us.us386.us.us.4 = load double, ptr %scevgep559, align 8
  %.15.le.i153.4 = fmul double %.707.us.us.us.us376.us.us.4, %.724.us.us.us.us386.us.us.4
  %scevgep571 = getelementptr i8, ptr %lsr.iv1433, i64 %288
  %scevgep574 = getelementptr i8, ptr %scevgep571, i64 40
  store double %.15.le.i153.4, ptr %scevgep574, align 8
  %.707.us.us.us.us376.us.us.5 = load double, ptr %sunkaddr1186, align 8
  %289 = shl i64 %lsr.iv552, 3
  %scevgep567 = getelementptr i8, ptr %lsr.iv1476, i64 %289
  %scevgep568 = getelementptr i8, ptr %scevgep567, i64 48
  %.724.us.us.us.us386.us.us.5 = load double, ptr %scevgep568, align 8
  %.15.le.i153.5 = fmul double %.707.us.us.us.us376.us.us.5, %.724.us.us.us.us386.us.us.5
  %scevgep597 = getelementptr i8, ptr %lsr.iv1433, i64 %289
  %scevgep598 = getelementptr i8, ptr %scevgep597, i64 48
  store double %.15.le.i153.5, ptr %scevgep598, align 8
  %.707.us.us.us.us376.us.us.6 = load double, ptr %sunkaddr1186, align 8
  %290 = shl i64 %lsr.iv552, 3
  %scevgep569 = getelementptr i8, ptr %lsr.iv1476, i64 %290
  %scevgep570 = getelementptr i8, ptr %scevgep569, i64 56
  %.724.us.us.us.us386.us.us.6 = load double, ptr %scevgep570, align 8
  %.15.le.i153.6 = fmul double %.707.us.us.us.us376.us.us.6, %.724.us.us.us.us386.us.us.6
  %scevgep580 = getelementptr i8, ptr %lsr.iv1433, i64 %290
  %scevgep582 = getelementptr i8, ptr %scevgep580, i64 56
  store double %.15.le.i153.6, ptr %scevgep582, align 8
  %.707.us.us.us.us376.us.us.7 = load double, ptr %sunkaddr1186, align 8
  %291 = shl i64 %lsr.iv552, 3
  %scevgep554 = getelementptr i8, ptr %lsr.iv1476, i64 %291
  %scevgep555 = getelementptr i8, ptr %scevgep554, i64 64
  %.724.us.us.us.us386.us.us.7 = load double, ptr %scevgep555, align 8
  %.15.le.i153.7 = fmul double %.707.us.us.us.us376.us.us.7, %.724.us.us.us.us386.us.us.7
  %scevgep576 = getelementptr i8, ptr %lsr.iv1433, i64 %291
  %scevgep578 = getelementptr i8, ptr %scevgep576, i64 64
  store double %.15.le.i153.7, ptr %scevgep578, align 8
  %lsr.iv.next553 = add i64 %lsr.iv552, 8
  %292 = add i64 %263, %lsr.iv.next553
  %exitcond551.not.7 = icmp eq i64 %292, -1
  br i1 %exitcond551.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us, !llvm.loop !115

iter.check802:                                    ; preds = %for.cond.1.preheader.us.us.us420
  %293 = icmp ult i64 %dest_shape209.sroa.7.1, 4
  %.719.us.us.us.us384.us = mul nuw nsw i64 %loop.index277.us.us.us421, %.436.fca.1.load.fr
  %294 = getelementptr double, ptr %.435, i64 %.719.us.us.us.us384.us
  %.723.us.us.us.us385.us = getelementptr double, ptr %294, i64 %.682.0276.us.us.us422
  br i1 %293, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader, label %vector.memcheck785

vector.memcheck785:                               ; preds = %iter.check802
  %295 = shl i64 %.682.0276.us.us.us422, 3
  %scevgep789 = getelementptr i8, ptr %scevgep788, i64 %295
  %bound0794 = icmp ult ptr %.6.i, %scevgep789
  %bound1795 = icmp ult ptr %.723.us.us.us.us385.us, %scevgep932
  %found.conflict796 = and i1 %bound1795, %bound0794
  %conflict.rdx798.reass = or i1 %invariant.op1095, %found.conflict796
  br i1 %conflict.rdx798.reass, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader, label %vector.main.loop.iter.check804

vector.main.loop.iter.check804:                   ; preds = %vector.memcheck785
  %296 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  %.pre71 = load double, ptr %.723.us.us.us.us385.us, align 8, !alias.scope !116
  br i1 %296, label %vec.epilog.ph819, label %vector.ph805

vector.ph805:                                     ; preds = %vector.main.loop.iter.check804
  %sunkaddr1187 = mul i64 %.702.us.us.us.us425, 8
  %sunkaddr1188 = getelementptr i8, ptr %.255, i64 %sunkaddr1187
  %297 = load double, ptr %sunkaddr1188, align 8, !alias.scope !119
  %298 = fmul double %.pre71, %297
  %broadcast.splatinsert810 = insertelement <8 x double> poison, double %298, i64 0
  %broadcast.splat811 = shufflevector <8 x double> %broadcast.splatinsert810, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body808

vector.body808:                                   ; preds = %vector.body808, %vector.ph805
  %index809 = phi i64 [ 0, %vector.ph805 ], [ %index.next812, %vector.body808 ]
  %299 = shl i64 %index809, 3
  %scevgep1431 = getelementptr i8, ptr %lsr.iv1424, i64 %299
  %scevgep1432 = getelementptr i8, ptr %scevgep1431, i64 -192
  %scevgep1430 = getelementptr i8, ptr %scevgep1431, i64 -128
  %scevgep1428 = getelementptr i8, ptr %scevgep1431, i64 -64
  store <8 x double> %broadcast.splat811, ptr %scevgep1432, align 8, !alias.scope !121, !noalias !123
  store <8 x double> %broadcast.splat811, ptr %scevgep1430, align 8, !alias.scope !121, !noalias !123
  store <8 x double> %broadcast.splat811, ptr %scevgep1428, align 8, !alias.scope !121, !noalias !123
  store <8 x double> %broadcast.splat811, ptr %scevgep1431, align 8, !alias.scope !121, !noalias !123
  %index.next812 = add nuw i64 %index809, 32
  %300 = icmp eq i64 %n.vec807, %index.next812
  br i1 %300, label %middle.block813, label %vector.body808, !llvm.loop !124

middle.block813:                                  ; preds = %vector.body808
  %301 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec807
  br i1 %301, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us, label %vec.epilog.iter.check817

vec.epilog.iter.check817:                         ; preds = %middle.block813
  %302 = and i64 %dest_shape209.sroa.7.1, 28
  %303 = icmp eq i64 %302, 0
  br i1 %303, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader, label %vec.epilog.ph819, !prof !77

vec.epilog.ph819:                                 ; preds = %vec.epilog.iter.check817, %vector.main.loop.iter.check804
  %vec.epilog.resume.val815 = phi i64 [ 0, %vector.main.loop.iter.check804 ], [ %n.vec807, %vec.epilog.iter.check817 ]
  %sunkaddr1189 = mul i64 %.702.us.us.us.us425, 8
  %sunkaddr1190 = getelementptr i8, ptr %.255, i64 %sunkaddr1189
  %304 = load double, ptr %sunkaddr1190, align 8, !alias.scope !119
  %305 = fmul double %.pre71, %304
  %broadcast.splatinsert824 = insertelement <4 x double> poison, double %305, i64 0
  %broadcast.splat825 = shufflevector <4 x double> %broadcast.splatinsert824, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body822

vec.epilog.vector.body822:                        ; preds = %vec.epilog.vector.body822, %vec.epilog.ph819
  %index823 = phi i64 [ %vec.epilog.resume.val815, %vec.epilog.ph819 ], [ %index.next826, %vec.epilog.vector.body822 ]
  %306 = shl i64 %index823, 3
  %scevgep1435 = getelementptr i8, ptr %lsr.iv1433, i64 %306
  store <4 x double> %broadcast.splat825, ptr %scevgep1435, align 8, !alias.scope !121, !noalias !123
  %index.next826 = add nuw i64 %index823, 4
  %307 = icmp eq i64 %n.vec821, %index.next826
  br i1 %307, label %vec.epilog.middle.block827, label %vec.epilog.vector.body822, !llvm.loop !125

vec.epilog.middle.block827:                       ; preds = %vec.epilog.vector.body822
  %308 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec821
  br i1 %308, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader: ; preds = %vec.epilog.middle.block827, %vec.epilog.iter.check817, %vector.memcheck785, %iter.check802
  %loop.index.1235.us.us.us.us373.us.ph = phi i64 [ 0, %iter.check802 ], [ 0, %vector.memcheck785 ], [ %n.vec807, %vec.epilog.iter.check817 ], [ %n.vec821, %vec.epilog.middle.block827 ]
  %309 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us.us.us.us373.us.ph
  %xtraiter1077 = and i64 %309, 7
  %lcmp.mod1078.not = icmp eq i64 %xtraiter1077, 0
  br i1 %lcmp.mod1078.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol
  %lsr.iv1437 = phi i64 [ %lsr.iv.next1438, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol ], [ %xtraiter1077, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.preheader ]
  %loop.index.1235.us.us.us.us373.us.prol = phi i64 [ %.756.us.us.us.us380.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol ], [ %loop.index.1235.us.us.us.us373.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.preheader ]
  %sunkaddr1191 = mul i64 %.702.us.us.us.us425, 8
  %sunkaddr1192 = getelementptr i8, ptr %.255, i64 %sunkaddr1191
  %.707.us.us.us.us376.us.prol = load double, ptr %sunkaddr1192, align 8
  %.724.us.us.us.us386.us.prol = load double, ptr %.723.us.us.us.us385.us, align 8
  %.15.le.i154.prol = fmul double %.707.us.us.us.us376.us.prol, %.724.us.us.us.us386.us.prol
  %310 = shl i64 %loop.index.1235.us.us.us.us373.us.prol, 3
  %scevgep1436 = getelementptr i8, ptr %lsr.iv1433, i64 %310
  store double %.15.le.i154.prol, ptr %scevgep1436, align 8
  %.756.us.us.us.us380.us.prol = add nuw nsw i64 %loop.index.1235.us.us.us.us373.us.prol, 1
  %lsr.iv.next1438 = add nsw i64 %lsr.iv1437, -1
  %prol.iter1079.cmp.not = icmp eq i64 %lsr.iv.next1438, 0
  br i1 %prol.iter1079.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol, !llvm.loop !126

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader
  %loop.index.1235.us.us.us.us373.us.unr = phi i64 [ %loop.index.1235.us.us.us.us373.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader ], [ %.756.us.us.us.us380.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol ]
  %311 = sub nsw i64 %loop.index.1235.us.us.us.us373.us.ph, %dest_shape209.sroa.7.1
  %312 = icmp ugt i64 %311, -8
  br i1 %312, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader24

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader24: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader24, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us
  %loop.index.1235.us.us.us.us373.us = phi i64 [ %.756.us.us.us.us380.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us ], [ %loop.index.1235.us.us.us.us373.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.preheader24 ]
  %sunkaddr1193 = mul i64 %.702.us.us.us.us425, 8
  %sunkaddr1194 = getelementptr i8, ptr %.255, i64 %sunkaddr1193
  %.707.us.us.us.us376.us = load double, ptr %sunkaddr1194, align 8
  %.724.us.us.us.us386.us = load double, ptr %.723.us.us.us.us385.us, align 8
  %.15.le.i154 = fmul double %.707.us.us.us.us376.us, %.724.us.us.us.us386.us
  %313 = shl i64 %loop.index.1235.us.us.us.us373.us, 3
  %scevgep1441 = getelementptr i8, ptr %lsr.iv1433, i64 %313
  store double %.15.le.i154, ptr %scevgep1441, align 8
  %.707.us.us.us.us376.us.1 = load double, ptr %sunkaddr1194, align 8
  %.724.us.us.us.us386.us.1 = load double, ptr %.723.us.us.us.us385.us, align 8
  %.15.le.i154.1 = fmul double %.707.us.us.us.us376.us.1, %.724.us.us.us.us386.us.1
  %314 = shl i64 %loop.index.1235.us.us.us.us373.us, 3
  %scevgep521 = getelementptr i8, ptr %lsr.iv1433, i64 %314
  %scevgep523 = getelementptr i8, ptr %scevgep521, i64 8
  store double %.15.le.i154.1, ptr %scevgep523, align 8
  %.707.us.us.us.us376.us.2 = load double, ptr %sunkaddr1194, align 8
  %.724.us.us.us.us386.us.2 = load double, ptr %.723.us.us.us.us385.us, align 8
  %.15.le.i154.2 = fmul double %.707.us.us.us.us376.us.2, %.724.us.us.us.us386.us.2
  %315 = shl i64 %loop.index.1235.us.us.us.us373.us, 3
  %scevgep525 = getelementptr i8, ptr %lsr.iv1433, i64 %315
  %scevgep528 = getelementptr i8, ptr %scevgep525, i64 16
  store double %.15.le.i154.2, ptr %scevgep528, align 8
  %.707.us.us.us.us376.us.3 = load double, ptr %sunkaddr1194, align 8
  %.724.us.us.us.us386.us.3 = load double, ptr %.723.us.us.us.us385.us, align 8
  %.15.le.i154.3 = fmul double %.707.us.us.us.us376.us.3, %.724.us.us.us.us386.us.3
  %316 = shl i64 %loop.index.1235.us.us.us.us373.us, 3
  %scevgep530 = getelementptr i8, ptr %lsr.iv1433, i64 %316
  %scevgep532 = getelementptr i8, ptr %scevgep530, i64 24
  store double %.15.le.i154.3, ptr %scevgep532, align 8
  %.707.us.us.us.us376.us.4 = load double, ptr %sunkaddr1194, align 8
  %.724.us.us.us.us386.us.4 = load double, ptr %.723.us.us.us.us385.us, align 8
  %.15.le.i154.4 = fmul double %.707.us.us.us.us376.us.4, %.724.us.us.us.us386.us.4
  %317 = shl i64 %loop.index.1235.us.us.us.us373.us, 3
  %scevgep513 = getelementptr i8, ptr %lsr.iv1433, i64 %317
  %scevgep515 = getelementptr i8, ptr %scevgep513, i64 32
  store double %.15.le.i154.4, ptr %scevgep515, align 8
  %.707.us.us.us.us376.us.5 = load double, ptr %sunkaddr1194, align 8
  %.724.us.us.us.us386.us.5 = load double, ptr %.723.us.us.us.us385.us, align 8
  %.15.le.i154.5 = fmul double %.707.us.us.us.us376.us.5, %.724.us.us.us.us386.us.5
  %318 = shl i64 %loop.index.1235.us.us.us.us373.us, 3
  %scevgep538 = getelementptr i8, ptr %lsr.iv1433, i64 %318
  %scevgep540 = getelementptr i8, ptr %scevgep538, i64 40
  store double %.15.le.i154.5, ptr %scevgep540, align 8
  %.707.us.us.us.us376.us.6 = load double, ptr %sunkaddr1194, align 8
  %.724.us.us.us.us386.us.6 = load double, ptr %.723.us.us.us.us385.us, align 8
  %.15.le.i154.6 = fmul double %.707.us.us.us.us376.us.6, %.724.us.us.us.us386.us.6
  %319 = shl i64 %loop.index.1235.us.us.us.us373.us, 3
  %scevgep534 = getelementptr i8, ptr %lsr.iv1433, i64 %319
  %scevgep536 = getelementptr i8, ptr %scevgep534, i64 48
  store double %.15.le.i154.6, ptr %scevgep536, align 8
  %.707.us.us.us.us376.us.7 = load double, ptr %sunkaddr1194, align 8
  %.724.us.us.us.us386.us.7 = load double, ptr %.723.us.us.us.us385.us, align 8
  %.15.le.i154.7 = fmul double %.707.us.us.us.us376.us.7, %.724.us.us.us.us386.us.7
  %320 = shl i64 %loop.index.1235.us.us.us.us373.us, 3
  %scevgep517 = getelementptr i8, ptr %lsr.iv1433, i64 %320
  %scevgep519 = getelementptr i8, ptr %scevgep517, i64 56
  store double %.15.le.i154.7, ptr %scevgep519, align 8
  %.756.us.us.us.us380.us.7 = add nuw nsw i64 %loop.index.1235.us.us.us.us373.us, 8
  %exitcond550.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us.us.us.us380.us.7
  br i1 %exitcond550.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us, !llvm.loop !127

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.loopexit, %vec.epilog.middle.block827, %middle.block813, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit, %middle.block781
  %.us-phi = phi i64 [ %.682.0276.us.us.us422, %middle.block813 ], [ %ind.escape783, %middle.block781 ], [ %.682.0276.us.us.us422, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.prol.loopexit ], [ %.682.0276.us.us.us422, %vec.epilog.middle.block827 ], [ %loop.index.1235.us.us.us.us373.us.us.lcssa.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us.prol.loopexit ], [ %lsr.iv.next553, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us.us ], [ %.682.0276.us.us.us422, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us377.us ]
  %.758.us.us.us426 = add nuw nsw i64 %loop.index277.us.us.us421, 1
  %scevgep1425 = getelementptr i8, ptr %lsr.iv1424, i64 %.598
  %scevgep1434 = getelementptr i8, ptr %lsr.iv1433, i64 %.598
  %scevgep1463 = getelementptr i8, ptr %lsr.iv1462, i64 %256
  %scevgep1477 = getelementptr i8, ptr %lsr.iv1476, i64 %256
  %exitcond552.not = icmp eq i64 %.758.us.us.us426, %dest_shape209.sroa.0.1
  br i1 %exitcond552.not, label %for.end, label %for.cond.1.preheader.us.us.us420

for.cond.1.preheader.lr.ph.split.us.split.us.split.split: ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split
  %const1089 = bitcast i64 2305843009213693951 to i64
  %321 = icmp ugt i64 %.436.fca.1.load.fr, 1
  %322 = add nuw i64 %dest_shape209.sroa.0.1, %const1089
  %323 = shl nuw nsw i64 %.256.fca.1.load.fr, 3
  %324 = mul i64 %323, %322
  %325 = getelementptr i8, ptr %.255, i64 %324
  %scevgep706 = getelementptr i8, ptr %325, i64 8
  %bound0708 = icmp ult ptr %.6.i, %scevgep706
  %bound1709 = icmp ult ptr %.255, %scevgep932
  %found.conflict710 = and i1 %bound0708, %bound1709
  br i1 %321, label %for.cond.1.preheader.us.us.us428.preheader, label %for.cond.1.preheader.us.us.preheader

for.cond.1.preheader.us.us.preheader:             ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.split
  %326 = icmp ult ptr %.435, %scevgep932
  %const1096 = bitcast i64 8070450532247928800 to i64
  %const1083 = bitcast i64 1152921504606846976 to i64
  %scevgep663 = getelementptr i8, ptr %.435, i64 8
  %bound0668 = icmp ult ptr %.6.i, %scevgep663
  %found.conflict670 = and i1 %bound0668, %326
  %.mask1021 = and i64 %dest_shape209.sroa.7.1, %const1083
  %stride.check671 = icmp ne i64 %.mask1021, 0
  %327 = or i1 %stride.check671, %found.conflict670
  %conflict.rdx672 = or i1 %found.conflict710, %327
  %n.vec681 = and i64 %dest_shape209.sroa.7.1, %const1096
  %const_mat1097 = add i64 %const1096, 28
  %n.vec695 = and i64 %dest_shape209.sroa.7.1, %const_mat1097
  %scevgep1570 = getelementptr i8, ptr %.6.i, i64 192
  %328 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 4
  %brmerge1100 = select i1 %328, i1 true, i1 %conflict.rdx672
  br label %iter.check676

for.cond.1.preheader.us.us.us428.preheader:       ; preds = %for.cond.1.preheader.lr.ph.split.us.split.us.split.split
  %329 = icmp ult ptr %.435, %scevgep932
  %const1117 = bitcast i64 9223372036854775776 to i64
  %scevgep707 = getelementptr i8, ptr %.435, i64 %.598
  %bound0712 = icmp ult ptr %.6.i, %scevgep707
  %found.conflict714 = and i1 %bound0712, %329
  %stride.check715 = icmp slt i64 %.598, 0
  %330 = or i1 %stride.check715, %found.conflict714
  %conflict.rdx716 = or i1 %found.conflict710, %330
  %n.vec725 = and i64 %dest_shape209.sroa.7.1, %const1117
  %const_mat1118 = add i64 %const1117, 28
  %n.vec743 = and i64 %dest_shape209.sroa.7.1, %const_mat1118
  %scevgep1513 = getelementptr i8, ptr %.6.i, i64 192
  %331 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 4
  %brmerge1099 = select i1 %331, i1 true, i1 %conflict.rdx716
  br label %iter.check720

iter.check720:                                    ; preds = %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us, %for.cond.1.preheader.us.us.us428.preheader
  %lsr.iv1531 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.us428.preheader ], [ %scevgep1532, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us ]
  %lsr.iv1514 = phi ptr [ %scevgep1513, %for.cond.1.preheader.us.us.us428.preheader ], [ %scevgep1515, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us ]
  %loop.index277.us.us.us429 = phi i64 [ 0, %for.cond.1.preheader.us.us.us428.preheader ], [ %.758.us.us.us433, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us ]
  %.702.us.us.us.us432 = mul nuw nsw i64 %loop.index277.us.us.us429, %.256.fca.1.load.fr
  br i1 %brmerge1099, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader, label %vector.main.loop.iter.check722

vector.main.loop.iter.check722:                   ; preds = %iter.check720
  %332 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  br i1 %332, label %vec.epilog.ph741, label %vector.ph723

vector.ph723:                                     ; preds = %vector.main.loop.iter.check722
  %sunkaddr1195 = mul i64 %.702.us.us.us.us432, 8
  %sunkaddr1196 = getelementptr i8, ptr %.255, i64 %sunkaddr1195
  %333 = load double, ptr %sunkaddr1196, align 8, !alias.scope !128
  %broadcast.splatinsert732 = insertelement <8 x double> poison, double %333, i64 0
  %broadcast.splat733 = shufflevector <8 x double> %broadcast.splatinsert732, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body726

vector.body726:                                   ; preds = %vector.body726, %vector.ph723
  %index727 = phi i64 [ 0, %vector.ph723 ], [ %index.next734, %vector.body726 ]
  %sunkaddr1197 = mul i64 %index727, 8
  %sunkaddr1198 = getelementptr i8, ptr %.435, i64 %sunkaddr1197
  %wide.load728 = load <8 x double>, ptr %sunkaddr1198, align 8, !alias.scope !131
  %sunkaddr1199 = mul i64 %index727, 8
  %sunkaddr1200 = getelementptr i8, ptr %.435, i64 %sunkaddr1199
  %sunkaddr1201 = getelementptr i8, ptr %sunkaddr1200, i64 64
  %wide.load729 = load <8 x double>, ptr %sunkaddr1201, align 8, !alias.scope !131
  %sunkaddr1202 = mul i64 %index727, 8
  %sunkaddr1203 = getelementptr i8, ptr %.435, i64 %sunkaddr1202
  %sunkaddr1204 = getelementptr i8, ptr %sunkaddr1203, i64 128
  %wide.load730 = load <8 x double>, ptr %sunkaddr1204, align 8, !alias.scope !131
  %sunkaddr1205 = mul i64 %index727, 8
  %sunkaddr1206 = getelementptr i8, ptr %.435, i64 %sunkaddr1205
  %sunkaddr1207 = getelementptr i8, ptr %sunkaddr1206, i64 192
  %wide.load731 = load <8 x double>, ptr %sunkaddr1207, align 8, !alias.scope !131
  %334 = fmul <8 x double> %broadcast.splat733, %wide.load728
  %335 = fmul <8 x double> %broadcast.splat733, %wide.load729
  %336 = fmul <8 x double> %broadcast.splat733, %wide.load730
  %337 = fmul <8 x double> %broadcast.splat733, %wide.load731
  %338 = shl i64 %index727, 3
  %scevgep599 = getelementptr i8, ptr %lsr.iv1514, i64 %338
  %scevgep602 = getelementptr i8, ptr %scevgep599, i64 -192
  %scevgep601 = getelementptr i8, ptr %scevgep599, i64 -128
  %scevgep600 = getelementptr i8, ptr %scevgep599, i64 -64
  store <8 x double> %334, ptr %scevgep602, align 8, !alias.scope !133, !noalias !135
  store <8 x double> %335, ptr %scevgep601, align 8, !alias.scope !133, !noalias !135
  store <8 x double> %336, ptr %scevgep600, align 8, !alias.scope !133, !noalias !135
  store <8 x double> %337, ptr %scevgep599, align 8, !alias.scope !133, !noalias !135
  %index.next734 = add nuw nsw i64 %index727, 32
  %339 = icmp eq i64 %n.vec725, %index.next734
  br i1 %339, label %middle.block735, label %vector.body726, !llvm.loop !136

middle.block735:                                  ; preds = %vector.body726
  %340 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec725
  br i1 %340, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us, label %vec.epilog.iter.check739

vec.epilog.iter.check739:                         ; preds = %middle.block735
  %341 = and i64 %dest_shape209.sroa.7.1, 28
  %342 = icmp eq i64 %341, 0
  br i1 %342, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader, label %vec.epilog.ph741, !prof !77

vec.epilog.ph741:                                 ; preds = %vector.main.loop.iter.check722, %vec.epilog.iter.check739
  %vec.epilog.resume.val737 = phi i64 [ %n.vec725, %vec.epilog.iter.check739 ], [ 0, %vector.main.loop.iter.check722 ]
  %sunkaddr1208 = mul i64 %.702.us.us.us.us432, 8
  %sunkaddr1209 = getelementptr i8, ptr %.255, i64 %sunkaddr1208
  %343 = load double, ptr %sunkaddr1209, align 8, !alias.scope !128
  %broadcast.splatinsert747 = insertelement <4 x double> poison, double %343, i64 0
  %broadcast.splat748 = shufflevector <4 x double> %broadcast.splatinsert747, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body744

vec.epilog.vector.body744:                        ; preds = %vec.epilog.vector.body744, %vec.epilog.ph741
  %index745 = phi i64 [ %vec.epilog.resume.val737, %vec.epilog.ph741 ], [ %index.next749, %vec.epilog.vector.body744 ]
  %344 = shl i64 %index745, 3
  %scevgep1534 = getelementptr i8, ptr %.435, i64 %344
  %wide.load746 = load <4 x double>, ptr %scevgep1534, align 8, !alias.scope !131
  %345 = fmul <4 x double> %broadcast.splat748, %wide.load746
  %scevgep1533 = getelementptr i8, ptr %lsr.iv1531, i64 %344
  store <4 x double> %345, ptr %scevgep1533, align 8, !alias.scope !133, !noalias !135
  %index.next749 = add nuw i64 %index745, 4
  %346 = icmp eq i64 %n.vec743, %index.next749
  br i1 %346, label %vec.epilog.middle.block750, label %vec.epilog.vector.body744, !llvm.loop !137

vec.epilog.middle.block750:                       ; preds = %vec.epilog.vector.body744
  %347 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec743
  br i1 %347, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader: ; preds = %vec.epilog.middle.block750, %vec.epilog.iter.check739, %iter.check720
  %loop.index.1235.us.us.us.us398.us.ph = phi i64 [ 0, %iter.check720 ], [ %n.vec743, %vec.epilog.middle.block750 ], [ %n.vec725, %vec.epilog.iter.check739 ]
  %348 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us.us.us.us398.us.ph
  %xtraiter1074 = and i64 %348, 7
  %lcmp.mod1075.not = icmp eq i64 %xtraiter1074, 0
  br i1 %lcmp.mod1075.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol
  %lsr.iv1537 = phi i64 [ %lsr.iv.next1538, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol ], [ %xtraiter1074, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.preheader ]
  %loop.index.1235.us.us.us.us398.us.prol = phi i64 [ %.756.us.us.us.us404.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol ], [ %loop.index.1235.us.us.us.us398.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.preheader ]
  %sunkaddr1210 = mul i64 %.702.us.us.us.us432, 8
  %sunkaddr1211 = getelementptr i8, ptr %.255, i64 %sunkaddr1210
  %.707.us.us.us.us400.us.prol = load double, ptr %sunkaddr1211, align 8
  %349 = shl i64 %loop.index.1235.us.us.us.us398.us.prol, 3
  %scevgep1536 = getelementptr i8, ptr %.435, i64 %349
  %.724.us.us.us.us408.us.prol = load double, ptr %scevgep1536, align 8
  %.15.le.i155.prol = fmul double %.707.us.us.us.us400.us.prol, %.724.us.us.us.us408.us.prol
  %scevgep1535 = getelementptr i8, ptr %lsr.iv1531, i64 %349
  store double %.15.le.i155.prol, ptr %scevgep1535, align 8
  %.756.us.us.us.us404.us.prol = add nuw i64 %loop.index.1235.us.us.us.us398.us.prol, 1
  %lsr.iv.next1538 = add nsw i64 %lsr.iv1537, -1
  %prol.iter1076.cmp.not = icmp eq i64 %lsr.iv.next1538, 0
  br i1 %prol.iter1076.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol, !llvm.loop !138

for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader
  %loop.index.1235.us.us.us.us398.us.unr = phi i64 [ %loop.index.1235.us.us.us.us398.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader ], [ %.756.us.us.us.us404.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol ]
  %350 = sub nsw i64 %loop.index.1235.us.us.us.us398.us.ph, %dest_shape209.sroa.7.1
  %351 = icmp ugt i64 %350, -8
  br i1 %351, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader27

for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader27: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us

for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader27, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us
  %loop.index.1235.us.us.us.us398.us = phi i64 [ %.756.us.us.us.us404.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us ], [ %loop.index.1235.us.us.us.us398.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.preheader27 ]
  %sunkaddr1212 = mul i64 %.702.us.us.us.us432, 8
  %sunkaddr1213 = getelementptr i8, ptr %.255, i64 %sunkaddr1212
  %.707.us.us.us.us400.us = load double, ptr %sunkaddr1213, align 8
  %sunkaddr1214 = mul i64 %loop.index.1235.us.us.us.us398.us, 8
  %sunkaddr1215 = getelementptr i8, ptr %.435, i64 %sunkaddr1214
  %.724.us.us.us.us408.us = load double, ptr %sunkaddr1215, align 8
  %.15.le.i155 = fmul double %.707.us.us.us.us400.us, %.724.us.us.us.us408.us
  %352 = shl i64 %loop.index.1235.us.us.us.us398.us, 3
  %scevgep634 = getelementptr i8, ptr %lsr.iv1531, i64 %352
  store double %.15.le.i155, ptr %scevgep634, align 8
  %.707.us.us.us.us400.us.1 = load double, ptr %sunkaddr1213, align 8
  %353 = shl i64 %loop.index.1235.us.us.us.us398.us, 3
  %sunkaddr1216 = mul i64 %loop.index.1235.us.us.us.us398.us, 8
  %sunkaddr1217 = getelementptr i8, ptr %.435, i64 %sunkaddr1216
  %sunkaddr1218 = getelementptr i8, ptr %sunkaddr1217, i64 8
  %.724.us.us.us.us408.us.1 = load double, ptr %sunkaddr1218, align 8
  %.15.le.i155.1 = fmul double %.707.us.us.us.us400.us.1, %.724.us.us.us.us408.us.1
  %scevgep641 = getelementptr i8, ptr %lsr.iv1531, i64 %353
  %scevgep642 = getelementptr i8, ptr %scevgep641, i64 8
  store double %.15.le.i155.1, ptr %scevgep642, align 8
  %.707.us.us.us.us400.us.2 = load double, ptr %sunkaddr1213, align 8
  %354 = shl i64 %loop.index.1235.us.us.us.us398.us, 3
  %sunkaddr1219 = mul i64 %loop.index.1235.us.us.us.us398.us, 8
  %sunkaddr1220 = getelementptr i8, ptr %.435, i64 %sunkaddr1219
  %sunkaddr1221 = getelementptr i8, ptr %sunkaddr1220, i64 16
  %.724.us.us.us.us408.us.2 = load double, ptr %sunkaddr1221, align 8
  %.15.le.i155.2 = fmul double %.707.us.us.us.us400.us.2, %.724.us.us.us.us408.us.2
  %scevgep644 = getelementptr i8, ptr %lsr.iv1531, i64 %354
  %scevgep646 = getelementptr i8, ptr %scevgep644, i64 16
  store double %.15.le.i155.2, ptr %scevgep646, align 8
  %.707.us.us.us.us400.us.3 = load double, ptr %sunkaddr1213, align 8
  %355 = shl i64 %loop.index.1235.us.us.us.us398.us, 3
  %sunkaddr1222 = mul i64 %loop.index.1235.us.us.us.us398.us, 8
  %sunkaddr1223 = getelementptr i8, ptr %.435, i64 %sunkaddr1222
  %sunkaddr1224 = getelementptr i8, ptr %sunkaddr1223, i64 24
  %.724.us.us.us.us408.us.3 = load double, ptr %sunkaddr1224, align 8
  %.15.le.i155.3 = fmul double %.707.us.us.us.us400.us.3, %.724.us.us.us.us408.us.3
  %scevgep648 = getelementptr i8, ptr %lsr.iv1531, i64 %355
  %scevgep650 = getelementptr i8, ptr %scevgep648, i64 24
  store double %.15.le.i155.3, ptr %scevgep650, align 8
  %.707.us.us.us.us400.us.4 = load double, ptr %sunkaddr1213, align 8
  %356 = shl i64 %loop.index.1235.us.us.us.us398.us, 3
  %sunkaddr1225 = mul i64 %loop.index.1235.us.us.us.us398.us, 8
  %sunkaddr1226 = getelementptr i8, ptr %.435, i64 %sunkaddr1225
  %sunkaddr1227 = getelementptr i8, ptr %sunkaddr1226, i64 32
  %.724.us.us.us.us408.us.4 = load double, ptr %sunkaddr1227, align 8
  %.15.le.i155.4 = fmul double %.707.us.us.us.us400.us.4, %.724.us.us.us.us408.us.4
  %scevgep632 = getelementptr i8, ptr %lsr.iv1531, i64 %356
  %scevgep633 = getelementptr i8, ptr %scevgep632, i64 32
  store double %.15.le.i155.4, ptr %scevgep633, align 8
  %.707.us.us.us.us400.us.5 = load double, ptr %sunkaddr1213, align 8
  %357 = shl i64 %loop.index.1235.us.us.us.us398.us, 3
  %sunkaddr1228 = mul i64 %loop.index.1235.us.us.us.us398.us, 8
  %sunkaddr1229 = getelementptr i8, ptr %.435, i64 %sunkaddr1228
  %sunkaddr1230 = getelementptr i8, ptr %sunkaddr1229, i64 40
  %.724.us.us.us.us408.us.5 = load double, ptr %sunkaddr1230, align 8
  %.15.le.i155.5 = fmul double %.707.us.us.us.us400.us.5, %.724.us.us.us.us408.us.5
  %scevgep639 = getelementptr i8, ptr %lsr.iv1531, i64 %357
  %scevgep640 = getelementptr i8, ptr %scevgep639, i64 40
  store double %.15.le.i155.5, ptr %scevgep640, align 8
  %.707.us.us.us.us400.us.6 = load double, ptr %sunkaddr1213, align 8
  %358 = shl i64 %loop.index.1235.us.us.us.us398.us, 3
  %sunkaddr1231 = mul i64 %loop.index.1235.us.us.us.us398.us, 8
  %sunkaddr1232 = getelementptr i8, ptr %.435, i64 %sunkaddr1231
  %sunkaddr1233 = getelementptr i8, ptr %sunkaddr1232, i64 48
  %.724.us.us.us.us408.us.6 = load double, ptr %sunkaddr1233, align 8
  %.15.le.i155.6 = fmul double %.707.us.us.us.us400.us.6, %.724.us.us.us.us408.us.6
  %scevgep637 = getelementptr i8, ptr %lsr.iv1531, i64 %358
  %scevgep638 = getelementptr i8, ptr %scevgep637, i64 48
  store double %.15.le.i155.6, ptr %scevgep638, align 8
  %.707.us.us.us.us400.us.7 = load double, ptr %sunkaddr1213, align 8
  %359 = shl i64 %loop.index.1235.us.us.us.us398.us, 3
  %sunkaddr1234 = mul i64 %loop.index.1235.us.us.us.us398.us, 8
  %sunkaddr1235 = getelementptr i8, ptr %.435, i64 %sunkaddr1234
  %sunkaddr1236 = getelementptr i8, ptr %sunkaddr1235, i64 56
  %.724.us.us.us.us408.us.7 = load double, ptr %sunkaddr1236, align 8
  %.15.le.i155.7 = fmul double %.707.us.us.us.us400.us.7, %.724.us.us.us.us408.us.7
  %scevgep635 = getelementptr i8, ptr %lsr.iv1531, i64 %359
  %scevgep636 = getelementptr i8, ptr %scevgep635, i64 56
  store double %.15.le.i155.7, ptr %scevgep636, align 8
  %.756.us.us.us.us404.us.7 = add nuw nsw i64 %loop.index.1235.us.us.us.us398.us, 8
  %exitcond548.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us.us.us.us404.us.7
  br i1 %exitcond548.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us, !llvm.loop !139

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.us401.us.prol.loopexit, %vec.epilog.middle.block750, %middle.block735
  %.758.us.us.us433 = add nuw nsw i64 %loop.index277.us.us.us429, 1
  %scevgep1515 = getelementptr i8, ptr %lsr.iv1514, i64 %.598
  %scevgep1532 = getelementptr i8, ptr %lsr.iv1531, i64 %.598
  %exitcond549.not = icmp eq i64 %.758.us.us.us433, %dest_shape209.sroa.0.1
  br i1 %exitcond549.not, label %for.end, label %iter.check720

iter.check676:                                    ; preds = %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split, %for.cond.1.preheader.us.us.preheader
  %lsr.iv1580 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us.preheader ], [ %scevgep1581, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split ]
  %lsr.iv1571 = phi ptr [ %scevgep1570, %for.cond.1.preheader.us.us.preheader ], [ %scevgep1572, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split ]
  %loop.index277.us.us = phi i64 [ 0, %for.cond.1.preheader.us.us.preheader ], [ %.758.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split ]
  %.702.us.us.us = mul nuw nsw i64 %loop.index277.us.us, %.256.fca.1.load.fr
  br i1 %brmerge1100, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader, label %vector.main.loop.iter.check678

vector.main.loop.iter.check678:                   ; preds = %iter.check676
  %360 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  br i1 %360, label %vector.main.loop.iter.check678.vec.epilog.ph693_crit_edge, label %vector.ph679

vector.main.loop.iter.check678.vec.epilog.ph693_crit_edge: ; preds = %vector.main.loop.iter.check678
  %.pre75 = shl i64 %.702.us.us.us, 3
  %sunkaddr2229.phi.trans.insert = getelementptr i8, ptr %.255, i64 %.pre75
  %.pre73 = load double, ptr %sunkaddr2229.phi.trans.insert, align 8, !alias.scope !140
  br label %vec.epilog.ph693

vector.ph679:                                     ; preds = %vector.main.loop.iter.check678
  %361 = load double, ptr %.435, align 8, !alias.scope !143
  %sunkaddr2226 = shl i64 %.702.us.us.us, 3
  %sunkaddr2227 = getelementptr i8, ptr %.255, i64 %sunkaddr2226
  %362 = load double, ptr %sunkaddr2227, align 8, !alias.scope !140
  %363 = fmul double %361, %362
  %broadcast.splatinsert684 = insertelement <8 x double> poison, double %363, i64 0
  %broadcast.splat685 = shufflevector <8 x double> %broadcast.splatinsert684, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body682

vector.body682:                                   ; preds = %vector.body682, %vector.ph679
  %index683 = phi i64 [ 0, %vector.ph679 ], [ %index.next686, %vector.body682 ]
  %364 = shl i64 %index683, 3
  %scevgep1578 = getelementptr i8, ptr %lsr.iv1571, i64 %364
  %scevgep1579 = getelementptr i8, ptr %scevgep1578, i64 -192
  %scevgep1577 = getelementptr i8, ptr %scevgep1578, i64 -128
  %scevgep1575 = getelementptr i8, ptr %scevgep1578, i64 -64
  store <8 x double> %broadcast.splat685, ptr %scevgep1579, align 8, !alias.scope !145, !noalias !147
  store <8 x double> %broadcast.splat685, ptr %scevgep1577, align 8, !alias.scope !145, !noalias !147
  store <8 x double> %broadcast.splat685, ptr %scevgep1575, align 8, !alias.scope !145, !noalias !147
  store <8 x double> %broadcast.splat685, ptr %scevgep1578, align 8, !alias.scope !145, !noalias !147
  %index.next686 = add nuw i64 %index683, 32
  %365 = icmp eq i64 %n.vec681, %index.next686
  br i1 %365, label %middle.block687, label %vector.body682, !llvm.loop !148

middle.block687:                                  ; preds = %vector.body682
  %366 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec681
  br i1 %366, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split, label %vec.epilog.iter.check691

vec.epilog.iter.check691:                         ; preds = %middle.block687
  %367 = and i64 %dest_shape209.sroa.7.1, 28
  %368 = icmp eq i64 %367, 0
  br i1 %368, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader, label %vec.epilog.ph693, !prof !77

vec.epilog.ph693:                                 ; preds = %vec.epilog.iter.check691, %vector.main.loop.iter.check678.vec.epilog.ph693_crit_edge
  %369 = phi double [ %.pre73, %vector.main.loop.iter.check678.vec.epilog.ph693_crit_edge ], [ %362, %vec.epilog.iter.check691 ]
  %vec.epilog.resume.val689 = phi i64 [ 0, %vector.main.loop.iter.check678.vec.epilog.ph693_crit_edge ], [ %n.vec681, %vec.epilog.iter.check691 ]
  %370 = load double, ptr %.435, align 8, !alias.scope !143
  %371 = fmul double %370, %369
  %broadcast.splatinsert698 = insertelement <4 x double> poison, double %371, i64 0
  %broadcast.splat699 = shufflevector <4 x double> %broadcast.splatinsert698, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body696

vec.epilog.vector.body696:                        ; preds = %vec.epilog.vector.body696, %vec.epilog.ph693
  %index697 = phi i64 [ %vec.epilog.resume.val689, %vec.epilog.ph693 ], [ %index.next700, %vec.epilog.vector.body696 ]
  %372 = shl i64 %index697, 3
  %scevgep1582 = getelementptr i8, ptr %lsr.iv1580, i64 %372
  store <4 x double> %broadcast.splat699, ptr %scevgep1582, align 8, !alias.scope !145, !noalias !147
  %index.next700 = add nuw i64 %index697, 4
  %373 = icmp eq i64 %n.vec695, %index.next700
  br i1 %373, label %vec.epilog.middle.block701, label %vec.epilog.vector.body696, !llvm.loop !149

vec.epilog.middle.block701:                       ; preds = %vec.epilog.vector.body696
  %374 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec695
  br i1 %374, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader: ; preds = %vec.epilog.middle.block701, %vec.epilog.iter.check691, %iter.check676
  %loop.index.1235.us.us.us.ph = phi i64 [ 0, %iter.check676 ], [ %n.vec681, %vec.epilog.iter.check691 ], [ %n.vec695, %vec.epilog.middle.block701 ]
  %375 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us.us.us.ph
  %xtraiter1071 = and i64 %375, 7
  %lcmp.mod1072.not = icmp eq i64 %xtraiter1071, 0
  br i1 %lcmp.mod1072.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol
  %lsr.iv1584 = phi i64 [ %lsr.iv.next1585, %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol ], [ %xtraiter1071, %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.preheader ]
  %loop.index.1235.us.us.us.prol = phi i64 [ %.756.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol ], [ %loop.index.1235.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.preheader ]
  %sunkaddr1237 = mul i64 %.702.us.us.us, 8
  %sunkaddr1238 = getelementptr i8, ptr %.255, i64 %sunkaddr1237
  %.707.us.us.us.prol = load double, ptr %sunkaddr1238, align 8
  %.724.us.us.us.prol = load double, ptr %.435, align 8
  %.15.le.i156.prol = fmul double %.707.us.us.us.prol, %.724.us.us.us.prol
  %376 = shl i64 %loop.index.1235.us.us.us.prol, 3
  %scevgep1583 = getelementptr i8, ptr %lsr.iv1580, i64 %376
  store double %.15.le.i156.prol, ptr %scevgep1583, align 8
  %.756.us.us.us.prol = add nuw nsw i64 %loop.index.1235.us.us.us.prol, 1
  %lsr.iv.next1585 = add nsw i64 %lsr.iv1584, -1
  %prol.iter1073.cmp.not = icmp eq i64 %lsr.iv.next1585, 0
  br i1 %prol.iter1073.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol, !llvm.loop !150

for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader
  %loop.index.1235.us.us.us.unr = phi i64 [ %loop.index.1235.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader ], [ %.756.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol ]
  %377 = sub nsw i64 %loop.index.1235.us.us.us.ph, %dest_shape209.sroa.7.1
  %378 = icmp ugt i64 %377, -8
  br i1 %378, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split, label %for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader29

for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader29: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us.us.us

for.body.1.endif.endif.endif.endif.endif.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader29, %for.body.1.endif.endif.endif.endif.endif.us.us.us
  %loop.index.1235.us.us.us = phi i64 [ %.756.us.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us.us.us ], [ %loop.index.1235.us.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us.us.us.preheader29 ]
  %sunkaddr1239 = mul i64 %.702.us.us.us, 8
  %sunkaddr1240 = getelementptr i8, ptr %.255, i64 %sunkaddr1239
  %.707.us.us.us = load double, ptr %sunkaddr1240, align 8
  %.724.us.us.us = load double, ptr %.435, align 8
  %.15.le.i156 = fmul double %.707.us.us.us, %.724.us.us.us
  %379 = shl i64 %loop.index.1235.us.us.us, 3
  %scevgep1588 = getelementptr i8, ptr %lsr.iv1580, i64 %379
  store double %.15.le.i156, ptr %scevgep1588, align 8
  %.707.us.us.us.1 = load double, ptr %sunkaddr1240, align 8
  %.724.us.us.us.1 = load double, ptr %.435, align 8
  %.15.le.i156.1 = fmul double %.707.us.us.us.1, %.724.us.us.us.1
  %380 = shl i64 %loop.index.1235.us.us.us, 3
  %scevgep664 = getelementptr i8, ptr %lsr.iv1580, i64 %380
  %scevgep665 = getelementptr i8, ptr %scevgep664, i64 8
  store double %.15.le.i156.1, ptr %scevgep665, align 8
  %.707.us.us.us.2 = load double, ptr %sunkaddr1240, align 8
  %.724.us.us.us.2 = load double, ptr %.435, align 8
  %.15.le.i156.2 = fmul double %.707.us.us.us.2, %.724.us.us.us.2
  %381 = shl i64 %loop.index.1235.us.us.us, 3
  %scevgep666 = getelementptr i8, ptr %lsr.iv1580, i64 %381
  %scevgep667 = getelementptr i8, ptr %scevgep666, i64 16
  store double %.15.le.i156.2, ptr %scevgep667, align 8
  %.707.us.us.us.3 = load double, ptr %sunkaddr1240, align 8
  %.724.us.us.us.3 = load double, ptr %.435, align 8
  %.15.le.i156.3 = fmul double %.707.us.us.us.3, %.724.us.us.us.3
  %382 = shl i64 %loop.index.1235.us.us.us, 3
  %scevgep668 = getelementptr i8, ptr %lsr.iv1580, i64 %382
  %scevgep669 = getelementptr i8, ptr %scevgep668, i64 24
  store double %.15.le.i156.3, ptr %scevgep669, align 8
  %.707.us.us.us.4 = load double, ptr %sunkaddr1240, align 8
  %.724.us.us.us.4 = load double, ptr %.435, align 8
  %.15.le.i156.4 = fmul double %.707.us.us.us.4, %.724.us.us.us.4
  %383 = shl i64 %loop.index.1235.us.us.us, 3
  %scevgep652 = getelementptr i8, ptr %lsr.iv1580, i64 %383
  %scevgep654 = getelementptr i8, ptr %scevgep652, i64 32
  store double %.15.le.i156.4, ptr %scevgep654, align 8
  %.707.us.us.us.5 = load double, ptr %sunkaddr1240, align 8
  %.724.us.us.us.5 = load double, ptr %.435, align 8
  %.15.le.i156.5 = fmul double %.707.us.us.us.5, %.724.us.us.us.5
  %384 = shl i64 %loop.index.1235.us.us.us, 3
  %scevgep672 = getelementptr i8, ptr %lsr.iv1580, i64 %384
  %scevgep673 = getelementptr i8, ptr %scevgep672, i64 40
  store double %.15.le.i156.5, ptr %scevgep673, align 8
  %.707.us.us.us.6 = load double, ptr %sunkaddr1240, align 8
  %.724.us.us.us.6 = load double, ptr %.435, align 8
  %.15.le.i156.6 = fmul double %.707.us.us.us.6, %.724.us.us.us.6
  %385 = shl i64 %loop.index.1235.us.us.us, 3
  %scevgep670 = getelementptr i8, ptr %lsr.iv1580, i64 %385
  %scevgep671 = getelementptr i8, ptr %scevgep670, i64 48
  store double %.15.le.i156.6, ptr %scevgep671, align 8
  %.707.us.us.us.7 = load double, ptr %sunkaddr1240, align 8
  %.724.us.us.us.7 = load double, ptr %.435, align 8
  %.15.le.i156.7 = fmul double %.707.us.us.us.7, %.724.us.us.us.7
  %386 = shl i64 %loop.index.1235.us.us.us, 3
  %scevgep656 = getelementptr i8, ptr %lsr.iv1580, i64 %386
  %scevgep662 = getelementptr i8, ptr %scevgep656, i64 56
  store double %.15.le.i156.7, ptr %scevgep662, align 8
  %.756.us.us.us.7 = add nuw nsw i64 %loop.index.1235.us.us.us, 8
  %exitcond546.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us.us.us.7
  br i1 %exitcond546.not.7, label %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split, label %for.body.1.endif.endif.endif.endif.endif.us.us.us, !llvm.loop !151

for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split: ; preds = %for.body.1.endif.endif.endif.endif.endif.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us.us.us.prol.loopexit, %vec.epilog.middle.block701, %middle.block687
  %.758.us.us = add nuw nsw i64 %loop.index277.us.us, 1
  %scevgep1572 = getelementptr i8, ptr %lsr.iv1571, i64 %.598
  %scevgep1581 = getelementptr i8, ptr %lsr.iv1580, i64 %.598
  %exitcond547.not = icmp eq i64 %.758.us.us, %dest_shape209.sroa.0.1
  br i1 %exitcond547.not, label %for.end, label %iter.check676

for.cond.1.preheader.lr.ph.split.us.split:        ; preds = %for.cond.1.preheader.lr.ph.split.us
  %387 = icmp ugt i64 %.256.fca.1.load.fr, 1
  br i1 %387, label %for.cond.1.preheader.lr.ph.split.us.split.split.us, label %for.cond.1.preheader.us.preheader

for.cond.1.preheader.us.preheader:                ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %388 = icmp ugt i64 %.436.fca.0.load.fr, 1
  %389 = shl i64 %dest_shape209.sroa.0.1, 3
  %390 = mul i64 %389, %dest_shape209.sroa.7.1
  %scevgep394 = getelementptr i8, ptr %.6.i, i64 %390
  br i1 %388, label %for.cond.1.preheader.us.us257.preheader, label %for.cond.1.preheader.us.preheader.split

for.cond.1.preheader.us.us257.preheader:          ; preds = %for.cond.1.preheader.us.preheader
  %const1110 = bitcast i64 9223372036854775776 to i64
  %const1094 = bitcast i64 8070450532247928800 to i64
  %const1087 = bitcast i64 2305843009213693951 to i64
  %const1081 = bitcast i64 1152921504606846976 to i64
  %scevgep395 = getelementptr i8, ptr %.255, i64 8
  %391 = add nuw i64 %dest_shape209.sroa.0.1, %const1087
  %392 = mul i64 %391, %.436.fca.1.load.fr
  %393 = add i64 %dest_shape209.sroa.7.1, %392
  %394 = shl i64 %393, 3
  %scevgep396 = getelementptr i8, ptr %.435, i64 %394
  %395 = shl i64 %.436.fca.1.load.fr, 3
  %bound0428 = icmp ult ptr %.6.i, %scevgep395
  %bound1429 = icmp ult ptr %.255, %scevgep394
  %found.conflict430 = and i1 %bound0428, %bound1429
  %.mask1017 = and i64 %dest_shape209.sroa.7.1, %const1081
  %stride.check435 = icmp ne i64 %.mask1017, 0
  %n.vec445 = and i64 %dest_shape209.sroa.7.1, %const1094
  %const_mat1095 = add i64 %const1094, 28
  %n.vec459 = and i64 %dest_shape209.sroa.7.1, %const_mat1095
  %bound0401 = icmp ult ptr %.6.i, %scevgep396
  %bound1402 = icmp ult ptr %.435, %scevgep394
  %found.conflict403 = and i1 %bound0401, %bound1402
  %396 = or i64 %dest_shape209.sroa.7.1, %.436.fca.1.load.fr
  %397 = and i64 %396, %const1081
  %398 = icmp ne i64 %397, 0
  %399 = or i1 %398, %found.conflict403
  %conflict.rdx406 = or i1 %found.conflict430, %399
  %n.vec410 = and i64 %dest_shape209.sroa.7.1, %const1110
  %ind.escape = add nsw i64 %n.vec410, -1
  %xtraiter1056 = and i64 %dest_shape209.sroa.7.1, 7
  %scevgep1884 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep1922 = getelementptr i8, ptr %.435, i64 192
  %400 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 32
  %brmerge1101 = select i1 %400, i1 true, i1 %conflict.rdx406
  %.neg = add nsw i64 %xtraiter1056, -1
  %invariant.op = or i1 %stride.check435, %found.conflict430
  %401 = add i64 %xtraiter1056, -1
  %402 = sub i64 0, %dest_shape209.sroa.7.1
  br label %for.cond.1.preheader.us.us257

for.cond.1.preheader.us.us257:                    ; preds = %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us, %for.cond.1.preheader.us.us257.preheader
  %lsr.iv1937 = phi ptr [ %.435, %for.cond.1.preheader.us.us257.preheader ], [ %scevgep1938, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us ]
  %lsr.iv1923 = phi ptr [ %scevgep1922, %for.cond.1.preheader.us.us257.preheader ], [ %scevgep1924, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us ]
  %lsr.iv1894 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us257.preheader ], [ %scevgep1895, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us ]
  %lsr.iv1885 = phi ptr [ %scevgep1884, %for.cond.1.preheader.us.us257.preheader ], [ %scevgep1886, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us ]
  %loop.index277.us.us258 = phi i64 [ 0, %for.cond.1.preheader.us.us257.preheader ], [ %.758.us.us260, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us ]
  %.682.0276.us.us = phi i64 [ 0, %for.cond.1.preheader.us.us257.preheader ], [ %.us-phi256.us, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us ]
  %403 = icmp ugt i64 %.436.fca.1.load.fr, 1
  %404 = mul i64 %loop.index277.us.us258, %395
  %405 = getelementptr i8, ptr %.435, i64 %404
  %scevgep426 = getelementptr i8, ptr %405, i64 8
  br i1 %403, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader, label %iter.check440

for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader: ; preds = %for.cond.1.preheader.us.us257
  br i1 %brmerge1101, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1045, label %vector.ph408

vector.ph408:                                     ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader
  %406 = load double, ptr %.255, align 8, !alias.scope !152
  %broadcast.splatinsert417 = insertelement <8 x double> poison, double %406, i64 0
  %broadcast.splat418 = shufflevector <8 x double> %broadcast.splatinsert417, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body411

vector.body411:                                   ; preds = %vector.body411, %vector.ph408
  %index412 = phi i64 [ 0, %vector.ph408 ], [ %index.next419, %vector.body411 ]
  %407 = shl i64 %index412, 3
  %scevgep1930 = getelementptr i8, ptr %lsr.iv1923, i64 %407
  %scevgep1931 = getelementptr i8, ptr %scevgep1930, i64 -192
  %scevgep1929 = getelementptr i8, ptr %scevgep1930, i64 -128
  %scevgep1927 = getelementptr i8, ptr %scevgep1930, i64 -64
  %wide.load413 = load <8 x double>, ptr %scevgep1931, align 8, !alias.scope !155
  %wide.load414 = load <8 x double>, ptr %scevgep1929, align 8, !alias.scope !155
  %wide.load415 = load <8 x double>, ptr %scevgep1927, align 8, !alias.scope !155
  %wide.load416 = load <8 x double>, ptr %scevgep1930, align 8, !alias.scope !155
  %408 = fmul <8 x double> %broadcast.splat418, %wide.load413
  %409 = fmul <8 x double> %broadcast.splat418, %wide.load414
  %410 = fmul <8 x double> %broadcast.splat418, %wide.load415
  %411 = fmul <8 x double> %broadcast.splat418, %wide.load416
  %412 = shl i64 %index412, 3
  %scevgep982 = getelementptr i8, ptr %lsr.iv1885, i64 %412
  %scevgep985 = getelementptr i8, ptr %scevgep982, i64 -192
  %scevgep984 = getelementptr i8, ptr %scevgep982, i64 -128
  %scevgep983 = getelementptr i8, ptr %scevgep982, i64 -64
  store <8 x double> %408, ptr %scevgep985, align 8, !alias.scope !157, !noalias !159
  store <8 x double> %409, ptr %scevgep984, align 8, !alias.scope !157, !noalias !159
  store <8 x double> %410, ptr %scevgep983, align 8, !alias.scope !157, !noalias !159
  store <8 x double> %411, ptr %scevgep982, align 8, !alias.scope !157, !noalias !159
  %index.next419 = add nuw nsw i64 %index412, 32
  %413 = icmp eq i64 %n.vec410, %index.next419
  br i1 %413, label %middle.block420, label %vector.body411, !llvm.loop !160

middle.block420:                                  ; preds = %vector.body411
  %414 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec410
  br i1 %414, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1045

for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1045: ; preds = %middle.block420, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader
  %loop.index.1235.us281.us.us.us.ph = phi i64 [ %n.vec410, %middle.block420 ], [ 0, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader ]
  %415 = icmp eq i64 %xtraiter1056, 0
  br i1 %415, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1045
  %416 = shl i64 %loop.index.1235.us281.us.us.us.ph, 3
  %scevgep722 = getelementptr i8, ptr %lsr.iv1894, i64 %416
  %scevgep726 = getelementptr i8, ptr %lsr.iv1937, i64 %416
  br label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.preheader
  %lsr.iv723 = phi i64 [ %lsr.iv.next724, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol ], [ 0, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.preheader ]
  %.707.us284.us.us.us.prol = load double, ptr %.255, align 8
  %417 = shl nuw nsw i64 %lsr.iv723, 3
  %scevgep987 = getelementptr i8, ptr %scevgep726, i64 %417
  %.724.us289.us.us.us.prol = load double, ptr %scevgep987, align 8
  %.15.le.i161.us.us.us.prol = fmul double %.707.us284.us.us.us.prol, %.724.us289.us.us.us.prol
  %418 = shl nuw nsw i64 %lsr.iv723, 3
  %scevgep986 = getelementptr i8, ptr %scevgep722, i64 %418
  store double %.15.le.i161.us.us.us.prol, ptr %scevgep986, align 8
  %lsr.iv.next724 = add nuw nsw i64 %lsr.iv723, 1
  %prol.iter1058.cmp.not = icmp eq i64 %xtraiter1056, %lsr.iv.next724
  br i1 %prol.iter1058.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol, !llvm.loop !161

for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol
  %419 = add i64 %.neg, %loop.index.1235.us281.us.us.us.ph
  br label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit

for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit.loopexit, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1045
  %loop.index.1235.us281.us.us.us.lcssa.unr = phi i64 [ poison, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1045 ], [ %419, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit.loopexit ]
  %420 = sub nsw i64 %loop.index.1235.us281.us.us.us.ph, %dest_shape209.sroa.7.1
  %421 = icmp ugt i64 %420, -8
  br i1 %421, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1130

for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1130: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit
  %422 = add i64 %401, %loop.index.1235.us281.us.us.us.ph
  br label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us

for.body.1.endif.endif.endif.endif.endif.us291.us.us261: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader159, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261
  %loop.index.1235.us281.us.us262 = phi i64 [ %.756.us294.us.us267.7, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261 ], [ %loop.index.1235.us281.us.us262.unr, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader159 ]
  %.707.us284.us.us263 = load double, ptr %.255, align 8
  %.724.us289.us.us264 = load double, ptr %.723.us288.us.us271, align 8
  %.15.le.i161.us.us265 = fmul double %.707.us284.us.us263, %.724.us289.us.us264
  %423 = shl i64 %loop.index.1235.us281.us.us262, 3
  %scevgep1902 = getelementptr i8, ptr %lsr.iv1894, i64 %423
  store double %.15.le.i161.us.us265, ptr %scevgep1902, align 8
  %.707.us284.us.us263.1 = load double, ptr %.255, align 8
  %.724.us289.us.us264.1 = load double, ptr %.723.us288.us.us271, align 8
  %.15.le.i161.us.us265.1 = fmul double %.707.us284.us.us263.1, %.724.us289.us.us264.1
  %424 = shl i64 %loop.index.1235.us281.us.us262, 3
  %scevgep972 = getelementptr i8, ptr %lsr.iv1894, i64 %424
  %scevgep973 = getelementptr i8, ptr %scevgep972, i64 8
  store double %.15.le.i161.us.us265.1, ptr %scevgep973, align 8
  %.707.us284.us.us263.2 = load double, ptr %.255, align 8
  %.724.us289.us.us264.2 = load double, ptr %.723.us288.us.us271, align 8
  %.15.le.i161.us.us265.2 = fmul double %.707.us284.us.us263.2, %.724.us289.us.us264.2
  %425 = shl i64 %loop.index.1235.us281.us.us262, 3
  %scevgep974 = getelementptr i8, ptr %lsr.iv1894, i64 %425
  %scevgep975 = getelementptr i8, ptr %scevgep974, i64 16
  store double %.15.le.i161.us.us265.2, ptr %scevgep975, align 8
  %.707.us284.us.us263.3 = load double, ptr %.255, align 8
  %.724.us289.us.us264.3 = load double, ptr %.723.us288.us.us271, align 8
  %.15.le.i161.us.us265.3 = fmul double %.707.us284.us.us263.3, %.724.us289.us.us264.3
  %426 = shl i64 %loop.index.1235.us281.us.us262, 3
  %scevgep976 = getelementptr i8, ptr %lsr.iv1894, i64 %426
  %scevgep977 = getelementptr i8, ptr %scevgep976, i64 24
  store double %.15.le.i161.us.us265.3, ptr %scevgep977, align 8
  %.707.us284.us.us263.4 = load double, ptr %.255, align 8
  %.724.us289.us.us264.4 = load double, ptr %.723.us288.us.us271, align 8
  %.15.le.i161.us.us265.4 = fmul double %.707.us284.us.us263.4, %.724.us289.us.us264.4
  %427 = shl i64 %loop.index.1235.us281.us.us262, 3
  %scevgep965 = getelementptr i8, ptr %lsr.iv1894, i64 %427
  %scevgep966 = getelementptr i8, ptr %scevgep965, i64 32
  store double %.15.le.i161.us.us265.4, ptr %scevgep966, align 8
  %.707.us284.us.us263.5 = load double, ptr %.255, align 8
  %.724.us289.us.us264.5 = load double, ptr %.723.us288.us.us271, align 8
  %.15.le.i161.us.us265.5 = fmul double %.707.us284.us.us263.5, %.724.us289.us.us264.5
  %428 = shl i64 %loop.index.1235.us281.us.us262, 3
  %scevgep980 = getelementptr i8, ptr %lsr.iv1894, i64 %428
  %scevgep981 = getelementptr i8, ptr %scevgep980, i64 40
  store double %.15.le.i161.us.us265.5, ptr %scevgep981, align 8
  %.707.us284.us.us263.6 = load double, ptr %.255, align 8
  %.724.us289.us.us264.6 = load double, ptr %.723.us288.us.us271, align 8
  %.15.le.i161.us.us265.6 = fmul double %.707.us284.us.us263.6, %.724.us289.us.us264.6
  %429 = shl i64 %loop.index.1235.us281.us.us262, 3
  %scevgep978 = getelementptr i8, ptr %lsr.iv1894, i64 %429
  %scevgep979 = getelementptr i8, ptr %scevgep978, i64 48
  store double %.15.le.i161.us.us265.6, ptr %scevgep979, align 8
  %.707.us284.us.us263.7 = load double, ptr %.255, align 8
  %.724.us289.us.us264.7 = load double, ptr %.723.us288.us.us271, align 8
  %.15.le.i161.us.us265.7 = fmul double %.707.us284.us.us263.7, %.724.us289.us.us264.7
  %430 = shl i64 %loop.index.1235.us281.us.us262, 3
  %scevgep967 = getelementptr i8, ptr %lsr.iv1894, i64 %430
  %scevgep971 = getelementptr i8, ptr %scevgep967, i64 56
  store double %.15.le.i161.us.us265.7, ptr %scevgep971, align 8
  %.756.us294.us.us267.7 = add nuw nsw i64 %loop.index.1235.us281.us.us262, 8
  %exitcond.not.us.us268.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us294.us.us267.7
  br i1 %exitcond.not.us.us268.7, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261, !llvm.loop !162

iter.check440:                                    ; preds = %for.cond.1.preheader.us.us257
  %431 = icmp ult i64 %dest_shape209.sroa.7.1, 4
  %.719.us287.us.us = mul nuw nsw i64 %loop.index277.us.us258, %.436.fca.1.load.fr
  %432 = getelementptr double, ptr %.435, i64 %.719.us287.us.us
  %.723.us288.us.us271 = getelementptr double, ptr %432, i64 %.682.0276.us.us
  br i1 %431, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader, label %vector.memcheck423

vector.memcheck423:                               ; preds = %iter.check440
  %433 = shl i64 %.682.0276.us.us, 3
  %scevgep427 = getelementptr i8, ptr %scevgep426, i64 %433
  %bound0432 = icmp ult ptr %.6.i, %scevgep427
  %bound1433 = icmp ult ptr %.723.us288.us.us271, %scevgep394
  %found.conflict434 = and i1 %bound1433, %bound0432
  %conflict.rdx436.reass.reass.reass.reass.reass.reass.reass = or i1 %found.conflict434, %invariant.op
  br i1 %conflict.rdx436.reass.reass.reass.reass.reass.reass.reass, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader, label %vector.main.loop.iter.check442

vector.main.loop.iter.check442:                   ; preds = %vector.memcheck423
  %434 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  %.pre70 = load double, ptr %.723.us288.us.us271, align 8, !alias.scope !163
  br i1 %434, label %vec.epilog.ph457, label %vector.ph443

vector.ph443:                                     ; preds = %vector.main.loop.iter.check442
  %435 = load double, ptr %.255, align 8, !alias.scope !166
  %436 = fmul double %.pre70, %435
  %broadcast.splatinsert448 = insertelement <8 x double> poison, double %436, i64 0
  %broadcast.splat449 = shufflevector <8 x double> %broadcast.splatinsert448, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body446

vector.body446:                                   ; preds = %vector.body446, %vector.ph443
  %index447 = phi i64 [ 0, %vector.ph443 ], [ %index.next450, %vector.body446 ]
  %437 = shl i64 %index447, 3
  %scevgep1892 = getelementptr i8, ptr %lsr.iv1885, i64 %437
  %scevgep1893 = getelementptr i8, ptr %scevgep1892, i64 -192
  %scevgep1891 = getelementptr i8, ptr %scevgep1892, i64 -128
  %scevgep1889 = getelementptr i8, ptr %scevgep1892, i64 -64
  store <8 x double> %broadcast.splat449, ptr %scevgep1893, align 8, !alias.scope !168, !noalias !170
  store <8 x double> %broadcast.splat449, ptr %scevgep1891, align 8, !alias.scope !168, !noalias !170
  store <8 x double> %broadcast.splat449, ptr %scevgep1889, align 8, !alias.scope !168, !noalias !170
  store <8 x double> %broadcast.splat449, ptr %scevgep1892, align 8, !alias.scope !168, !noalias !170
  %index.next450 = add nuw i64 %index447, 32
  %438 = icmp eq i64 %n.vec445, %index.next450
  br i1 %438, label %middle.block451, label %vector.body446, !llvm.loop !171

middle.block451:                                  ; preds = %vector.body446
  %439 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec445
  br i1 %439, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us, label %vec.epilog.iter.check455

vec.epilog.iter.check455:                         ; preds = %middle.block451
  %440 = and i64 %dest_shape209.sroa.7.1, 28
  %441 = icmp eq i64 %440, 0
  br i1 %441, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader, label %vec.epilog.ph457, !prof !77

vec.epilog.ph457:                                 ; preds = %vec.epilog.iter.check455, %vector.main.loop.iter.check442
  %vec.epilog.resume.val453 = phi i64 [ %n.vec445, %vec.epilog.iter.check455 ], [ 0, %vector.main.loop.iter.check442 ]
  %442 = load double, ptr %.255, align 8, !alias.scope !166
  %443 = fmul double %.pre70, %442
  %broadcast.splatinsert462 = insertelement <4 x double> poison, double %443, i64 0
  %broadcast.splat463 = shufflevector <4 x double> %broadcast.splatinsert462, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body460

vec.epilog.vector.body460:                        ; preds = %vec.epilog.vector.body460, %vec.epilog.ph457
  %index461 = phi i64 [ %vec.epilog.resume.val453, %vec.epilog.ph457 ], [ %index.next464, %vec.epilog.vector.body460 ]
  %444 = shl i64 %index461, 3
  %scevgep1896 = getelementptr i8, ptr %lsr.iv1894, i64 %444
  store <4 x double> %broadcast.splat463, ptr %scevgep1896, align 8, !alias.scope !168, !noalias !170
  %index.next464 = add nuw i64 %index461, 4
  %445 = icmp eq i64 %n.vec459, %index.next464
  br i1 %445, label %vec.epilog.middle.block465, label %vec.epilog.vector.body460, !llvm.loop !172

vec.epilog.middle.block465:                       ; preds = %vec.epilog.vector.body460
  %446 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec459
  br i1 %446, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader

for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader: ; preds = %vec.epilog.middle.block465, %vec.epilog.iter.check455, %vector.memcheck423, %iter.check440
  %loop.index.1235.us281.us.us262.ph = phi i64 [ 0, %iter.check440 ], [ 0, %vector.memcheck423 ], [ %n.vec445, %vec.epilog.iter.check455 ], [ %n.vec459, %vec.epilog.middle.block465 ]
  %447 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us281.us.us262.ph
  %xtraiter1053 = and i64 %447, 7
  %lcmp.mod1054.not = icmp eq i64 %xtraiter1053, 0
  br i1 %lcmp.mod1054.not, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol

for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol
  %lsr.iv1898 = phi i64 [ %lsr.iv.next1899, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol ], [ %xtraiter1053, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.preheader ]
  %loop.index.1235.us281.us.us262.prol = phi i64 [ %.756.us294.us.us267.prol, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol ], [ %loop.index.1235.us281.us.us262.ph, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.preheader ]
  %.707.us284.us.us263.prol = load double, ptr %.255, align 8
  %.724.us289.us.us264.prol = load double, ptr %.723.us288.us.us271, align 8
  %.15.le.i161.us.us265.prol = fmul double %.707.us284.us.us263.prol, %.724.us289.us.us264.prol
  %448 = shl i64 %loop.index.1235.us281.us.us262.prol, 3
  %scevgep1897 = getelementptr i8, ptr %lsr.iv1894, i64 %448
  store double %.15.le.i161.us.us265.prol, ptr %scevgep1897, align 8
  %.756.us294.us.us267.prol = add nuw nsw i64 %loop.index.1235.us281.us.us262.prol, 1
  %lsr.iv.next1899 = add nsw i64 %lsr.iv1898, -1
  %prol.iter1055.cmp.not = icmp eq i64 %lsr.iv.next1899, 0
  br i1 %prol.iter1055.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol, !llvm.loop !173

for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader
  %loop.index.1235.us281.us.us262.unr = phi i64 [ %loop.index.1235.us281.us.us262.ph, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader ], [ %.756.us294.us.us267.prol, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol ]
  %449 = sub nsw i64 %loop.index.1235.us281.us.us262.ph, %dest_shape209.sroa.7.1
  %450 = icmp ugt i64 %449, -8
  br i1 %450, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader159

for.body.1.endif.endif.endif.endif.endif.us291.us.us261.preheader159: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us291.us.us261

for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us261, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.loopexit, %vec.epilog.middle.block465, %middle.block451, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit, %middle.block420
  %.us-phi256.us = phi i64 [ %.682.0276.us.us, %middle.block451 ], [ %ind.escape, %middle.block420 ], [ %.682.0276.us.us, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261.prol.loopexit ], [ %.682.0276.us.us, %vec.epilog.middle.block465 ], [ %loop.index.1235.us281.us.us.us.lcssa.unr, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.prol.loopexit ], [ %lsr.iv.next989, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us ], [ %.682.0276.us.us, %for.body.1.endif.endif.endif.endif.endif.us291.us.us261 ]
  %.758.us.us260 = add nuw nsw i64 %loop.index277.us.us258, 1
  %scevgep1886 = getelementptr i8, ptr %lsr.iv1885, i64 %.598
  %scevgep1895 = getelementptr i8, ptr %lsr.iv1894, i64 %.598
  %scevgep1924 = getelementptr i8, ptr %lsr.iv1923, i64 %395
  %scevgep1938 = getelementptr i8, ptr %lsr.iv1937, i64 %395
  %exitcond537.not.us = icmp eq i64 %.758.us.us260, %dest_shape209.sroa.0.1
  br i1 %exitcond537.not.us, label %for.end, label %for.cond.1.preheader.us.us257

for.body.1.endif.endif.endif.endif.endif.us291.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1130
  %lsr.iv988 = phi i64 [ %lsr.iv.next989, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us ], [ %422, %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us.preheader1130 ]
  %.707.us284.us.us.us = load double, ptr %.255, align 8
  %451 = shl i64 %lsr.iv988, 3
  %scevgep992 = getelementptr i8, ptr %lsr.iv1937, i64 %451
  %scevgep993 = getelementptr i8, ptr %scevgep992, i64 8
  %.724.us289.us.us.us = load double, ptr %scevgep993, align 8
  %.15.le.i161.us.us.us = fmul double %.707.us284.us.us.us, %.724.us289.us.us.us
  %scevgep1012 = getelementptr i8, ptr %lsr.iv1894, i64 %451
  %scevgep1013 = getelementptr i8, ptr %scevgep1012, i64 8
  store double %.15.le.i161.us.us.us, ptr %scevgep1013, align 8
  %.707.us284.us.us.us.1 = load double, ptr %.255, align 8
  %452 = shl i64 %lsr.iv988, 3
  %scevgep996 = getelementptr i8, ptr %lsr.iv1937, i64 %452
  %scevgep997 = getelementptr i8, ptr %scevgep996, i64 16
  %.724.us289.us.us.us.1 = load double, ptr %scevgep997, align 8
  %.15.le.i161.us.us.us.1 = fmul double %.707.us284.us.us.us.1, %.724.us289.us.us.us.1
  %scevgep1014 = getelementptr i8, ptr %lsr.iv1894, i64 %452
  %scevgep1015 = getelementptr i8, ptr %scevgep1014, i64 16
  store double %.15.le.i161.us.us.us.1, ptr %scevgep1015, align 8
  %.707.us284.us.us.us.2 = load double, ptr %.255, align 8
  %453 = shl i64 %lsr.iv988, 3
  %scevgep998 = getelementptr i8, ptr %lsr.iv1937, i64 %453
  %scevgep999 = getelementptr i8, ptr %scevgep998, i64 24
  %.724.us289.us.us.us.2 = load double, ptr %scevgep999, align 8
  %.15.le.i161.us.us.us.2 = fmul double %.707.us284.us.us.us.2, %.724.us289.us.us.us.2
  %scevgep1016 = getelementptr i8, ptr %lsr.iv1894, i64 %453
  %scevgep1017 = getelementptr i8, ptr %scevgep1016, i64 24
  store double %.15.le.i161.us.us.us.2, ptr %scevgep1017, align 8
  %.707.us284.us.us.us.3 = load double, ptr %.255, align 8
  %454 = shl i64 %lsr.iv988, 3
  %scevgep1000 = getelementptr i8, ptr %lsr.iv1937, i64 %454
  %scevgep1001 = getelementptr i8, ptr %scevgep1000, i64 32
  %.724.us289.us.us.us.3 = load double, ptr %scevgep1001, align 8
  %.15.le.i161.us.us.us.3 = fmul double %.707.us284.us.us.us.3, %.724.us289.us.us.us.3
  %scevgep1018 = getelementptr i8, ptr %lsr.iv1894, i64 %454
  %scevgep1019 = getelementptr i8, ptr %scevgep1018, i64 32
  store double %.15.le.i161.us.us.us.3, ptr %scevgep1019, align 8
  %.707.us284.us.us.us.4 = load double, ptr %.255, align 8
  %455 = shl i64 %lsr.iv988, 3
  %scevgep994 = getelementptr i8, ptr %lsr.iv1937, i64 %455
  %scevgep995 = getelementptr i8, ptr %scevgep994, i64 40
  %.724.us289.us.us.us.4 = load double, ptr %scevgep995, align 8
  %.15.le.i161.us.us.us.4 = fmul double %.707.us284.us.us.us.4, %.724.us289.us.us.us.4
  %scevgep1006 = getelementptr i8, ptr %lsr.iv1894, i64 %455
  %scevgep1007 = getelementptr i8, ptr %scevgep1006, i64 40
  store double %.15.le.i161.us.us.us.4, ptr %scevgep1007, align 8
  %.707.us284.us.us.us.5 = load double, ptr %.255, align 8
  %456 = shl i64 %lsr.iv988, 3
  %scevgep1002 = getelementptr i8, ptr %lsr.iv1937, i64 %456
  %scevgep1003 = getelementptr i8, ptr %scevgep1002, i64 48
  %.724.us289.us.us.us.5 = load double, ptr %scevgep1003, align 8
  %.15.le.i161.us.us.us.5 = fmul double %.707.us284.us.us.us.5, %.724.us289.us.us.us.5
  %scevgep1020 = getelementptr i8, ptr %lsr.iv1894, i64 %456
  %scevgep1021 = getelementptr i8, ptr %scevgep1020, i64 48
  store double %.15.le.i161.us.us.us.5, ptr %scevgep1021, align 8
  %.707.us284.us.us.us.6 = load double, ptr %.255, align 8
  %457 = shl i64 %lsr.iv988, 3
  %scevgep1004 = getelementptr i8, ptr %lsr.iv1937, i64 %457
  %scevgep1005 = getelementptr i8, ptr %scevgep1004, i64 56
  %.724.us289.us.us.us.6 = load double, ptr %scevgep1005, align 8
  %.15.le.i161.us.us.us.6 = fmul double %.707.us284.us.us.us.6, %.724.us289.us.us.us.6
  %scevgep1010 = getelementptr i8, ptr %lsr.iv1894, i64 %457
  %scevgep1011 = getelementptr i8, ptr %scevgep1010, i64 56
  store double %.15.le.i161.us.us.us.6, ptr %scevgep1011, align 8
  %.707.us284.us.us.us.7 = load double, ptr %.255, align 8
  %458 = shl i64 %lsr.iv988, 3
  %scevgep990 = getelementptr i8, ptr %lsr.iv1937, i64 %458
  %scevgep991 = getelementptr i8, ptr %scevgep990, i64 64
  %.724.us289.us.us.us.7 = load double, ptr %scevgep991, align 8
  %.15.le.i161.us.us.us.7 = fmul double %.707.us284.us.us.us.7, %.724.us289.us.us.us.7
  %scevgep1008 = getelementptr i8, ptr %lsr.iv1894, i64 %458
  %scevgep1009 = getelementptr i8, ptr %scevgep1008, i64 64
  store double %.15.le.i161.us.us.us.7, ptr %scevgep1009, align 8
  %lsr.iv.next989 = add i64 %lsr.iv988, 8
  %459 = add i64 %402, %lsr.iv.next989
  %exitcond.not.us.us.us.7 = icmp eq i64 %459, -1
  br i1 %exitcond.not.us.us.us.7, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us291.us.us.us, !llvm.loop !174

for.cond.1.preheader.us.preheader.split:          ; preds = %for.cond.1.preheader.us.preheader
  %460 = icmp ugt i64 %.436.fca.1.load.fr, 1
  %scevgep348 = getelementptr i8, ptr %.255, i64 8
  %bound0350 = icmp ult ptr %.6.i, %scevgep348
  %bound1351 = icmp ult ptr %.255, %scevgep394
  %found.conflict352 = and i1 %bound0350, %bound1351
  br i1 %460, label %for.cond.1.preheader.us.us272.preheader, label %for.cond.1.preheader.us.preheader330

for.cond.1.preheader.us.preheader330:             ; preds = %for.cond.1.preheader.us.preheader.split
  %461 = icmp ult ptr %.435, %scevgep394
  %const1093 = bitcast i64 8070450532247928800 to i64
  %const = bitcast i64 1152921504606846976 to i64
  %scevgep333 = getelementptr i8, ptr %.435, i64 8
  %bound0334 = icmp ult ptr %.6.i, %scevgep333
  %found.conflict336 = and i1 %bound0334, %461
  %.mask = and i64 %dest_shape209.sroa.7.1, %const
  %stride.check337 = icmp ne i64 %.mask, 0
  %462 = or i1 %stride.check337, %found.conflict336
  %conflict.rdx = or i1 %found.conflict352, %462
  %n.vec = and i64 %dest_shape209.sroa.7.1, %const1093
  %const_mat = add i64 %const1093, 28
  %n.vec340 = and i64 %dest_shape209.sroa.7.1, %const_mat
  %scevgep2031 = getelementptr i8, ptr %.6.i, i64 192
  %463 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 4
  %brmerge1106 = select i1 %463, i1 true, i1 %conflict.rdx
  br label %iter.check

for.cond.1.preheader.us.us272.preheader:          ; preds = %for.cond.1.preheader.us.preheader.split
  %464 = icmp ult ptr %.435, %scevgep394
  %const1108 = bitcast i64 9223372036854775776 to i64
  %scevgep349 = getelementptr i8, ptr %.435, i64 %.598
  %bound0354 = icmp ult ptr %.6.i, %scevgep349
  %found.conflict356 = and i1 %bound0354, %464
  %stride.check357 = icmp slt i64 %.598, 0
  %465 = or i1 %stride.check357, %found.conflict356
  %conflict.rdx358 = or i1 %found.conflict352, %465
  %n.vec366 = and i64 %dest_shape209.sroa.7.1, %const1108
  %const_mat1109 = add i64 %const1108, 28
  %n.vec383 = and i64 %dest_shape209.sroa.7.1, %const_mat1109
  %scevgep1974 = getelementptr i8, ptr %.6.i, i64 192
  %466 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 4
  %brmerge1102 = select i1 %466, i1 true, i1 %conflict.rdx358
  br label %iter.check361

iter.check361:                                    ; preds = %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us, %for.cond.1.preheader.us.us272.preheader
  %lsr.iv1992 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us272.preheader ], [ %scevgep1993, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us ]
  %lsr.iv1975 = phi ptr [ %scevgep1974, %for.cond.1.preheader.us.us272.preheader ], [ %scevgep1976, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us ]
  %loop.index277.us.us273 = phi i64 [ 0, %for.cond.1.preheader.us.us272.preheader ], [ %.758.us.us276, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us ]
  br i1 %brmerge1102, label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader, label %vector.main.loop.iter.check363

vector.main.loop.iter.check363:                   ; preds = %iter.check361
  %467 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  br i1 %467, label %vec.epilog.ph381, label %vector.ph364

vector.ph364:                                     ; preds = %vector.main.loop.iter.check363
  %468 = load double, ptr %.255, align 8, !alias.scope !175
  %broadcast.splatinsert372 = insertelement <8 x double> poison, double %468, i64 0
  %broadcast.splat373 = shufflevector <8 x double> %broadcast.splatinsert372, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body367

vector.body367:                                   ; preds = %vector.body367, %vector.ph364
  %index368 = phi i64 [ 0, %vector.ph364 ], [ %index.next374, %vector.body367 ]
  %sunkaddr1241 = mul i64 %index368, 8
  %sunkaddr1242 = getelementptr i8, ptr %.435, i64 %sunkaddr1241
  %wide.load = load <8 x double>, ptr %sunkaddr1242, align 8, !alias.scope !178
  %sunkaddr1243 = mul i64 %index368, 8
  %sunkaddr1244 = getelementptr i8, ptr %.435, i64 %sunkaddr1243
  %sunkaddr1245 = getelementptr i8, ptr %sunkaddr1244, i64 64
  %wide.load369 = load <8 x double>, ptr %sunkaddr1245, align 8, !alias.scope !178
  %sunkaddr1246 = mul i64 %index368, 8
  %sunkaddr1247 = getelementptr i8, ptr %.435, i64 %sunkaddr1246
  %sunkaddr1248 = getelementptr i8, ptr %sunkaddr1247, i64 128
  %wide.load370 = load <8 x double>, ptr %sunkaddr1248, align 8, !alias.scope !178
  %sunkaddr1249 = mul i64 %index368, 8
  %sunkaddr1250 = getelementptr i8, ptr %.435, i64 %sunkaddr1249
  %sunkaddr1251 = getelementptr i8, ptr %sunkaddr1250, i64 192
  %wide.load371 = load <8 x double>, ptr %sunkaddr1251, align 8, !alias.scope !178
  %469 = fmul <8 x double> %broadcast.splat373, %wide.load
  %470 = fmul <8 x double> %broadcast.splat373, %wide.load369
  %471 = fmul <8 x double> %broadcast.splat373, %wide.load370
  %472 = fmul <8 x double> %broadcast.splat373, %wide.load371
  %473 = shl i64 %index368, 3
  %scevgep1022 = getelementptr i8, ptr %lsr.iv1975, i64 %473
  %scevgep1025 = getelementptr i8, ptr %scevgep1022, i64 -192
  %scevgep1024 = getelementptr i8, ptr %scevgep1022, i64 -128
  %scevgep1023 = getelementptr i8, ptr %scevgep1022, i64 -64
  store <8 x double> %469, ptr %scevgep1025, align 8, !alias.scope !180, !noalias !182
  store <8 x double> %470, ptr %scevgep1024, align 8, !alias.scope !180, !noalias !182
  store <8 x double> %471, ptr %scevgep1023, align 8, !alias.scope !180, !noalias !182
  store <8 x double> %472, ptr %scevgep1022, align 8, !alias.scope !180, !noalias !182
  %index.next374 = add nuw nsw i64 %index368, 32
  %474 = icmp eq i64 %n.vec366, %index.next374
  br i1 %474, label %middle.block375, label %vector.body367, !llvm.loop !183

middle.block375:                                  ; preds = %vector.body367
  %475 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec366
  br i1 %475, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us, label %vec.epilog.iter.check379

vec.epilog.iter.check379:                         ; preds = %middle.block375
  %476 = and i64 %dest_shape209.sroa.7.1, 28
  %477 = icmp eq i64 %476, 0
  br i1 %477, label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader, label %vec.epilog.ph381, !prof !77

vec.epilog.ph381:                                 ; preds = %vec.epilog.iter.check379, %vector.main.loop.iter.check363
  %vec.epilog.resume.val377 = phi i64 [ %n.vec366, %vec.epilog.iter.check379 ], [ 0, %vector.main.loop.iter.check363 ]
  %478 = load double, ptr %.255, align 8, !alias.scope !175
  %broadcast.splatinsert387 = insertelement <4 x double> poison, double %478, i64 0
  %broadcast.splat388 = shufflevector <4 x double> %broadcast.splatinsert387, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body384

vec.epilog.vector.body384:                        ; preds = %vec.epilog.vector.body384, %vec.epilog.ph381
  %index385 = phi i64 [ %vec.epilog.resume.val377, %vec.epilog.ph381 ], [ %index.next389, %vec.epilog.vector.body384 ]
  %479 = shl i64 %index385, 3
  %scevgep1995 = getelementptr i8, ptr %.435, i64 %479
  %wide.load386 = load <4 x double>, ptr %scevgep1995, align 8, !alias.scope !178
  %480 = fmul <4 x double> %broadcast.splat388, %wide.load386
  %scevgep1994 = getelementptr i8, ptr %lsr.iv1992, i64 %479
  store <4 x double> %480, ptr %scevgep1994, align 8, !alias.scope !180, !noalias !182
  %index.next389 = add nuw i64 %index385, 4
  %481 = icmp eq i64 %n.vec383, %index.next389
  br i1 %481, label %vec.epilog.middle.block390, label %vec.epilog.vector.body384, !llvm.loop !184

vec.epilog.middle.block390:                       ; preds = %vec.epilog.vector.body384
  %482 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec383
  br i1 %482, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader

for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader: ; preds = %vec.epilog.middle.block390, %vec.epilog.iter.check379, %iter.check361
  %loop.index.1235.us281.us241.us.ph = phi i64 [ 0, %iter.check361 ], [ %n.vec383, %vec.epilog.middle.block390 ], [ %n.vec366, %vec.epilog.iter.check379 ]
  %483 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us281.us241.us.ph
  %xtraiter1050 = and i64 %483, 7
  %lcmp.mod1051.not = icmp eq i64 %xtraiter1050, 0
  br i1 %lcmp.mod1051.not, label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol

for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol
  %lsr.iv1998 = phi i64 [ %lsr.iv.next1999, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol ], [ %xtraiter1050, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.preheader ]
  %loop.index.1235.us281.us241.us.prol = phi i64 [ %.756.us294.us249.us.prol, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol ], [ %loop.index.1235.us281.us241.us.ph, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.preheader ]
  %.707.us284.us243.us.prol = load double, ptr %.255, align 8
  %484 = shl i64 %loop.index.1235.us281.us241.us.prol, 3
  %scevgep1997 = getelementptr i8, ptr %.435, i64 %484
  %.724.us289.us246.us.prol = load double, ptr %scevgep1997, align 8
  %.15.le.i161.us247.us.prol = fmul double %.707.us284.us243.us.prol, %.724.us289.us246.us.prol
  %scevgep1996 = getelementptr i8, ptr %lsr.iv1992, i64 %484
  store double %.15.le.i161.us247.us.prol, ptr %scevgep1996, align 8
  %.756.us294.us249.us.prol = add nuw i64 %loop.index.1235.us281.us241.us.prol, 1
  %lsr.iv.next1999 = add nsw i64 %lsr.iv1998, -1
  %prol.iter1052.cmp.not = icmp eq i64 %lsr.iv.next1999, 0
  br i1 %prol.iter1052.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol, !llvm.loop !185

for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader
  %loop.index.1235.us281.us241.us.unr = phi i64 [ %loop.index.1235.us281.us241.us.ph, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader ], [ %.756.us294.us249.us.prol, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol ]
  %485 = sub nsw i64 %loop.index.1235.us281.us241.us.ph, %dest_shape209.sroa.7.1
  %486 = icmp ugt i64 %485, -8
  br i1 %486, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader162

for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader162: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us

for.body.1.endif.endif.endif.endif.endif.us291.us240.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader162, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us
  %loop.index.1235.us281.us241.us = phi i64 [ %.756.us294.us249.us.7, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us ], [ %loop.index.1235.us281.us241.us.unr, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.preheader162 ]
  %.707.us284.us243.us = load double, ptr %.255, align 8
  %sunkaddr1252 = mul i64 %loop.index.1235.us281.us241.us, 8
  %sunkaddr1253 = getelementptr i8, ptr %.435, i64 %sunkaddr1252
  %.724.us289.us246.us = load double, ptr %sunkaddr1253, align 8
  %.15.le.i161.us247.us = fmul double %.707.us284.us243.us, %.724.us289.us246.us
  %487 = shl i64 %loop.index.1235.us281.us241.us, 3
  %scevgep1052 = getelementptr i8, ptr %lsr.iv1992, i64 %487
  store double %.15.le.i161.us247.us, ptr %scevgep1052, align 8
  %.707.us284.us243.us.1 = load double, ptr %.255, align 8
  %488 = shl i64 %loop.index.1235.us281.us241.us, 3
  %sunkaddr1254 = mul i64 %loop.index.1235.us281.us241.us, 8
  %sunkaddr1255 = getelementptr i8, ptr %.435, i64 %sunkaddr1254
  %sunkaddr1256 = getelementptr i8, ptr %sunkaddr1255, i64 8
  %.724.us289.us246.us.1 = load double, ptr %sunkaddr1256, align 8
  %.15.le.i161.us247.us.1 = fmul double %.707.us284.us243.us.1, %.724.us289.us246.us.1
  %scevgep1059 = getelementptr i8, ptr %lsr.iv1992, i64 %488
  %scevgep1060 = getelementptr i8, ptr %scevgep1059, i64 8
  store double %.15.le.i161.us247.us.1, ptr %scevgep1060, align 8
  %.707.us284.us243.us.2 = load double, ptr %.255, align 8
  %489 = shl i64 %loop.index.1235.us281.us241.us, 3
  %sunkaddr1257 = mul i64 %loop.index.1235.us281.us241.us, 8
  %sunkaddr1258 = getelementptr i8, ptr %.435, i64 %sunkaddr1257
  %sunkaddr1259 = getelementptr i8, ptr %sunkaddr1258, i64 16
  %.724.us289.us246.us.2 = load double, ptr %sunkaddr1259, align 8
  %.15.le.i161.us247.us.2 = fmul double %.707.us284.us243.us.2, %.724.us289.us246.us.2
  %scevgep1061 = getelementptr i8, ptr %lsr.iv1992, i64 %489
  %scevgep1062 = getelementptr i8, ptr %scevgep1061, i64 16
  store double %.15.le.i161.us247.us.2, ptr %scevgep1062, align 8
  %.707.us284.us243.us.3 = load double, ptr %.255, align 8
  %490 = shl i64 %loop.index.1235.us281.us241.us, 3
  %sunkaddr1260 = mul i64 %loop.index.1235.us281.us241.us, 8
  %sunkaddr1261 = getelementptr i8, ptr %.435, i64 %sunkaddr1260
  %sunkaddr1262 = getelementptr i8, ptr %sunkaddr1261, i64 24
  %.724.us289.us246.us.3 = load double, ptr %sunkaddr1262, align 8
  %.15.le.i161.us247.us.3 = fmul double %.707.us284.us243.us.3, %.724.us289.us246.us.3
  %scevgep1063 = getelementptr i8, ptr %lsr.iv1992, i64 %490
  %scevgep1064 = getelementptr i8, ptr %scevgep1063, i64 24
  store double %.15.le.i161.us247.us.3, ptr %scevgep1064, align 8
  %.707.us284.us243.us.4 = load double, ptr %.255, align 8
  %491 = shl i64 %loop.index.1235.us281.us241.us, 3
  %sunkaddr1263 = mul i64 %loop.index.1235.us281.us241.us, 8
  %sunkaddr1264 = getelementptr i8, ptr %.435, i64 %sunkaddr1263
  %sunkaddr1265 = getelementptr i8, ptr %sunkaddr1264, i64 32
  %.724.us289.us246.us.4 = load double, ptr %sunkaddr1265, align 8
  %.15.le.i161.us247.us.4 = fmul double %.707.us284.us243.us.4, %.724.us289.us246.us.4
  %scevgep1050 = getelementptr i8, ptr %lsr.iv1992, i64 %491
  %scevgep1051 = getelementptr i8, ptr %scevgep1050, i64 32
  store double %.15.le.i161.us247.us.4, ptr %scevgep1051, align 8
  %.707.us284.us243.us.5 = load double, ptr %.255, align 8
  %492 = shl i64 %loop.index.1235.us281.us241.us, 3
  %sunkaddr1266 = mul i64 %loop.index.1235.us281.us241.us, 8
  %sunkaddr1267 = getelementptr i8, ptr %.435, i64 %sunkaddr1266
  %sunkaddr1268 = getelementptr i8, ptr %sunkaddr1267, i64 40
  %.724.us289.us246.us.5 = load double, ptr %sunkaddr1268, align 8
  %.15.le.i161.us247.us.5 = fmul double %.707.us284.us243.us.5, %.724.us289.us246.us.5
  %scevgep1057 = getelementptr i8, ptr %lsr.iv1992, i64 %492
  %scevgep1058 = getelementptr i8, ptr %scevgep1057, i64 40
  store double %.15.le.i161.us247.us.5, ptr %scevgep1058, align 8
  %.707.us284.us243.us.6 = load double, ptr %.255, align 8
  %493 = shl i64 %loop.index.1235.us281.us241.us, 3
  %sunkaddr1269 = mul i64 %loop.index.1235.us281.us241.us, 8
  %sunkaddr1270 = getelementptr i8, ptr %.435, i64 %sunkaddr1269
  %sunkaddr1271 = getelementptr i8, ptr %sunkaddr1270, i64 48
  %.724.us289.us246.us.6 = load double, ptr %sunkaddr1271, align 8
  %.15.le.i161.us247.us.6 = fmul double %.707.us284.us243.us.6, %.724.us289.us246.us.6
  %scevgep1055 = getelementptr i8, ptr %lsr.iv1992, i64 %493
  %scevgep1056 = getelementptr i8, ptr %scevgep1055, i64 48
  store double %.15.le.i161.us247.us.6, ptr %scevgep1056, align 8
  %.707.us284.us243.us.7 = load double, ptr %.255, align 8
  %494 = shl i64 %loop.index.1235.us281.us241.us, 3
  %sunkaddr1272 = mul i64 %loop.index.1235.us281.us241.us, 8
  %sunkaddr1273 = getelementptr i8, ptr %.435, i64 %sunkaddr1272
  %sunkaddr1274 = getelementptr i8, ptr %sunkaddr1273, i64 56
  %.724.us289.us246.us.7 = load double, ptr %sunkaddr1274, align 8
  %.15.le.i161.us247.us.7 = fmul double %.707.us284.us243.us.7, %.724.us289.us246.us.7
  %scevgep1053 = getelementptr i8, ptr %lsr.iv1992, i64 %494
  %scevgep1054 = getelementptr i8, ptr %scevgep1053, i64 56
  store double %.15.le.i161.us247.us.7, ptr %scevgep1054, align 8
  %.756.us294.us249.us.7 = add nuw nsw i64 %loop.index.1235.us281.us241.us, 8
  %exitcond.not.us250.us.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us294.us249.us.7
  br i1 %exitcond.not.us250.us.7, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us291.us240.us, !llvm.loop !186

for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.us240.us, %for.body.1.endif.endif.endif.endif.endif.us291.us240.us.prol.loopexit, %vec.epilog.middle.block390, %middle.block375
  %.758.us.us276 = add nuw nsw i64 %loop.index277.us.us273, 1
  %scevgep1976 = getelementptr i8, ptr %lsr.iv1975, i64 %.598
  %scevgep1993 = getelementptr i8, ptr %lsr.iv1992, i64 %.598
  %exitcond537.not.us277 = icmp eq i64 %.758.us.us276, %dest_shape209.sroa.0.1
  br i1 %exitcond537.not.us277, label %for.end, label %iter.check361

for.cond.1.preheader.lr.ph.split.us.split.split.us: ; preds = %for.cond.1.preheader.lr.ph.split.us.split
  %495 = icmp ugt i64 %.436.fca.0.load.fr, 1
  br i1 %495, label %for.cond.1.preheader.lr.ph.split.us.split.split.us.split.us, label %for.cond.1.preheader.lr.ph.split.us.split.split.us.split

for.cond.1.preheader.lr.ph.split.us.split.split.us.split.us: ; preds = %for.cond.1.preheader.lr.ph.split.us.split.split.us
  %496 = icmp ugt i64 %.436.fca.1.load.fr, 1
  %const1114 = bitcast i64 9223372036854775776 to i64
  %const1088 = bitcast i64 2305843009213693951 to i64
  %497 = shl i64 %dest_shape209.sroa.0.1, 3
  %498 = mul i64 %497, %dest_shape209.sroa.7.1
  %scevgep610 = getelementptr i8, ptr %.6.i, i64 %498
  %scevgep611 = getelementptr i8, ptr %.255, i64 %.598
  %499 = add nuw i64 %dest_shape209.sroa.0.1, %const1088
  %500 = mul i64 %499, %.436.fca.1.load.fr
  %bound0613 = icmp ult ptr %.6.i, %scevgep611
  %bound1614 = icmp ult ptr %.255, %scevgep610
  %found.conflict615 = and i1 %bound0613, %bound1614
  br i1 %496, label %for.cond.1.preheader.us.us308.us.us.preheader, label %for.cond.1.preheader.us.us308.us.preheader

for.cond.1.preheader.us.us308.us.preheader:       ; preds = %for.cond.1.preheader.lr.ph.split.us.split.split.us.split.us
  %501 = icmp ult ptr %.435, %scevgep610
  %502 = icmp slt i64 %.598, 0
  %503 = shl i64 %500, 3
  %504 = getelementptr i8, ptr %.435, i64 %503
  %scevgep563 = getelementptr i8, ptr %504, i64 8
  %bound0568 = icmp ult ptr %.6.i, %scevgep563
  %found.conflict570 = and i1 %bound0568, %501
  %505 = or i1 %502, %found.conflict570
  %conflict.rdx572 = or i1 %found.conflict615, %505
  %n.vec581 = and i64 %dest_shape209.sroa.7.1, %const1114
  %const_mat1115 = add i64 %const1114, 28
  %n.vec599 = and i64 %dest_shape209.sroa.7.1, %const_mat1115
  %scevgep1687 = getelementptr i8, ptr %.6.i, i64 192
  %506 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 4
  %brmerge1104 = select i1 %506, i1 true, i1 %conflict.rdx572
  br label %iter.check576

for.cond.1.preheader.us.us308.us.us.preheader:    ; preds = %for.cond.1.preheader.lr.ph.split.us.split.split.us.split.us
  %507 = icmp ult ptr %.435, %scevgep610
  %508 = icmp slt i64 %.598, 0
  %const1082 = bitcast i64 1152921504606846976 to i64
  %509 = add i64 %dest_shape209.sroa.7.1, %500
  %510 = shl i64 %509, 3
  %scevgep612 = getelementptr i8, ptr %.435, i64 %510
  %bound0617 = icmp ult ptr %.6.i, %scevgep612
  %found.conflict619 = and i1 %bound0617, %507
  %.mask1020 = and i64 %.436.fca.1.load.fr, %const1082
  %stride.check621 = icmp ne i64 %.mask1020, 0
  %511 = or i1 %stride.check621, %found.conflict619
  %512 = or i1 %508, %511
  %conflict.rdx622 = or i1 %found.conflict615, %512
  %n.vec631 = and i64 %dest_shape209.sroa.7.1, %const1114
  %const_mat1116 = add i64 %const1114, 28
  %n.vec651 = and i64 %dest_shape209.sroa.7.1, %const_mat1116
  %scevgep1601 = getelementptr i8, ptr %.6.i, i64 192
  %scevgep1611 = getelementptr i8, ptr %.435, i64 192
  %513 = shl i64 %.436.fca.1.load.fr, 3
  %514 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 4
  %brmerge1103 = select i1 %514, i1 true, i1 %conflict.rdx622
  br label %iter.check626

iter.check626:                                    ; preds = %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us, %for.cond.1.preheader.us.us308.us.us.preheader
  %lsr.iv1632 = phi ptr [ %.435, %for.cond.1.preheader.us.us308.us.us.preheader ], [ %scevgep1633, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us ]
  %lsr.iv1629 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us308.us.us.preheader ], [ %scevgep1630, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us ]
  %lsr.iv1612 = phi ptr [ %scevgep1611, %for.cond.1.preheader.us.us308.us.us.preheader ], [ %scevgep1613, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us ]
  %lsr.iv1602 = phi ptr [ %scevgep1601, %for.cond.1.preheader.us.us308.us.us.preheader ], [ %scevgep1603, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us ]
  %loop.index277.us.us309.us.us = phi i64 [ 0, %for.cond.1.preheader.us.us308.us.us.preheader ], [ %.758.us.us314.us.us, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us ]
  br i1 %brmerge1103, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader, label %vector.main.loop.iter.check628

vector.main.loop.iter.check628:                   ; preds = %iter.check626
  %515 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  br i1 %515, label %vec.epilog.vector.body652.preheader, label %vector.body632.preheader

vector.body632.preheader:                         ; preds = %vector.main.loop.iter.check628
  br label %vector.body632

vector.body632:                                   ; preds = %vector.body632.preheader, %vector.body632
  %index633 = phi i64 [ %index.next642, %vector.body632 ], [ 0, %vector.body632.preheader ]
  %sunkaddr1275 = mul i64 %index633, 8
  %sunkaddr1276 = getelementptr i8, ptr %.255, i64 %sunkaddr1275
  %wide.load634 = load <8 x double>, ptr %sunkaddr1276, align 8, !alias.scope !187
  %sunkaddr1277 = mul i64 %index633, 8
  %sunkaddr1278 = getelementptr i8, ptr %.255, i64 %sunkaddr1277
  %sunkaddr1279 = getelementptr i8, ptr %sunkaddr1278, i64 64
  %wide.load635 = load <8 x double>, ptr %sunkaddr1279, align 8, !alias.scope !187
  %sunkaddr1280 = mul i64 %index633, 8
  %sunkaddr1281 = getelementptr i8, ptr %.255, i64 %sunkaddr1280
  %sunkaddr1282 = getelementptr i8, ptr %sunkaddr1281, i64 128
  %wide.load636 = load <8 x double>, ptr %sunkaddr1282, align 8, !alias.scope !187
  %sunkaddr1283 = mul i64 %index633, 8
  %sunkaddr1284 = getelementptr i8, ptr %.255, i64 %sunkaddr1283
  %sunkaddr1285 = getelementptr i8, ptr %sunkaddr1284, i64 192
  %wide.load637 = load <8 x double>, ptr %sunkaddr1285, align 8, !alias.scope !187
  %516 = shl i64 %index633, 3
  %scevgep678 = getelementptr i8, ptr %lsr.iv1612, i64 %516
  %scevgep681 = getelementptr i8, ptr %scevgep678, i64 -192
  %scevgep680 = getelementptr i8, ptr %scevgep678, i64 -128
  %scevgep679 = getelementptr i8, ptr %scevgep678, i64 -64
  %wide.load638 = load <8 x double>, ptr %scevgep681, align 8, !alias.scope !190
  %wide.load639 = load <8 x double>, ptr %scevgep680, align 8, !alias.scope !190
  %wide.load640 = load <8 x double>, ptr %scevgep679, align 8, !alias.scope !190
  %wide.load641 = load <8 x double>, ptr %scevgep678, align 8, !alias.scope !190
  %517 = fmul <8 x double> %wide.load634, %wide.load638
  %518 = fmul <8 x double> %wide.load635, %wide.load639
  %519 = fmul <8 x double> %wide.load636, %wide.load640
  %520 = fmul <8 x double> %wide.load637, %wide.load641
  %521 = shl i64 %index633, 3
  %scevgep674 = getelementptr i8, ptr %lsr.iv1602, i64 %521
  %scevgep677 = getelementptr i8, ptr %scevgep674, i64 -192
  %scevgep676 = getelementptr i8, ptr %scevgep674, i64 -128
  %scevgep675 = getelementptr i8, ptr %scevgep674, i64 -64
  store <8 x double> %517, ptr %scevgep677, align 8, !alias.scope !192, !noalias !194
  store <8 x double> %518, ptr %scevgep676, align 8, !alias.scope !192, !noalias !194
  store <8 x double> %519, ptr %scevgep675, align 8, !alias.scope !192, !noalias !194
  store <8 x double> %520, ptr %scevgep674, align 8, !alias.scope !192, !noalias !194
  %index.next642 = add nuw nsw i64 %index633, 32
  %522 = icmp eq i64 %n.vec631, %index.next642
  br i1 %522, label %middle.block643, label %vector.body632, !llvm.loop !195

middle.block643:                                  ; preds = %vector.body632
  %523 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec631
  br i1 %523, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us, label %vec.epilog.iter.check647

vec.epilog.iter.check647:                         ; preds = %middle.block643
  %524 = and i64 %dest_shape209.sroa.7.1, 28
  %525 = icmp eq i64 %524, 0
  br i1 %525, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader, label %vec.epilog.vector.body652.preheader, !prof !77

vec.epilog.vector.body652.preheader:              ; preds = %vec.epilog.iter.check647, %vector.main.loop.iter.check628
  %index653.ph = phi i64 [ %n.vec631, %vec.epilog.iter.check647 ], [ 0, %vector.main.loop.iter.check628 ]
  br label %vec.epilog.vector.body652

vec.epilog.vector.body652:                        ; preds = %vec.epilog.vector.body652.preheader, %vec.epilog.vector.body652
  %index653 = phi i64 [ %index.next656, %vec.epilog.vector.body652 ], [ %index653.ph, %vec.epilog.vector.body652.preheader ]
  %526 = shl i64 %index653, 3
  %scevgep1635 = getelementptr i8, ptr %.255, i64 %526
  %wide.load654 = load <4 x double>, ptr %scevgep1635, align 8, !alias.scope !187
  %scevgep1634 = getelementptr i8, ptr %lsr.iv1632, i64 %526
  %wide.load655 = load <4 x double>, ptr %scevgep1634, align 8, !alias.scope !190
  %527 = fmul <4 x double> %wide.load654, %wide.load655
  %528 = shl i64 %index653, 3
  %scevgep694 = getelementptr i8, ptr %lsr.iv1629, i64 %528
  store <4 x double> %527, ptr %scevgep694, align 8, !alias.scope !192, !noalias !194
  %index.next656 = add nuw i64 %index653, 4
  %529 = icmp eq i64 %n.vec651, %index.next656
  br i1 %529, label %vec.epilog.middle.block657, label %vec.epilog.vector.body652, !llvm.loop !196

vec.epilog.middle.block657:                       ; preds = %vec.epilog.vector.body652
  %530 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec651
  br i1 %530, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader: ; preds = %vec.epilog.middle.block657, %vec.epilog.iter.check647, %iter.check626
  %loop.index.1235.us244.us.us.us.us.us.us.ph = phi i64 [ 0, %iter.check626 ], [ %n.vec651, %vec.epilog.middle.block657 ], [ %n.vec631, %vec.epilog.iter.check647 ]
  %531 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us244.us.us.us.us.us.us.ph
  %xtraiter1068 = and i64 %531, 7
  %lcmp.mod1069.not = icmp eq i64 %xtraiter1068, 0
  br i1 %lcmp.mod1069.not, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol
  %lsr.iv1639 = phi i64 [ %lsr.iv.next1640, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol ], [ %xtraiter1068, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.preheader ]
  %loop.index.1235.us244.us.us.us.us.us.us.prol = phi i64 [ %.756.us251.us.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol ], [ %loop.index.1235.us244.us.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.preheader ]
  %532 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us.prol, 3
  %scevgep1638 = getelementptr i8, ptr %.255, i64 %532
  %.707.us255.us.us.us.us.us.us.prol = load double, ptr %scevgep1638, align 8
  %scevgep1637 = getelementptr i8, ptr %lsr.iv1632, i64 %532
  %.724.us260.us.us.us.us.us.us.prol = load double, ptr %scevgep1637, align 8
  %.15.le.i157.prol = fmul double %.707.us255.us.us.us.us.us.us.prol, %.724.us260.us.us.us.us.us.us.prol
  %533 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us.prol, 3
  %scevgep696 = getelementptr i8, ptr %lsr.iv1629, i64 %533
  store double %.15.le.i157.prol, ptr %scevgep696, align 8
  %.756.us251.us.us.us.us.us.us.prol = add nuw i64 %loop.index.1235.us244.us.us.us.us.us.us.prol, 1
  %lsr.iv.next1640 = add nsw i64 %lsr.iv1639, -1
  %prol.iter1070.cmp.not = icmp eq i64 %lsr.iv.next1640, 0
  br i1 %prol.iter1070.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol, !llvm.loop !197

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader
  %loop.index.1235.us244.us.us.us.us.us.us.unr = phi i64 [ %loop.index.1235.us244.us.us.us.us.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader ], [ %.756.us251.us.us.us.us.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol ]
  %534 = sub nsw i64 %loop.index.1235.us244.us.us.us.us.us.us.ph, %dest_shape209.sroa.7.1
  %535 = icmp ugt i64 %534, -8
  br i1 %535, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader152

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader152: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader152, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us
  %loop.index.1235.us244.us.us.us.us.us.us = phi i64 [ %.756.us251.us.us.us.us.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us ], [ %loop.index.1235.us244.us.us.us.us.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.preheader152 ]
  %sunkaddr2279 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us, 3
  %sunkaddr1286 = mul i64 %loop.index.1235.us244.us.us.us.us.us.us, 8
  %sunkaddr1287 = getelementptr i8, ptr %.255, i64 %sunkaddr1286
  %.707.us255.us.us.us.us.us.us = load double, ptr %sunkaddr1287, align 8
  %scevgep1658 = getelementptr i8, ptr %lsr.iv1632, i64 %sunkaddr2279
  %.724.us260.us.us.us.us.us.us = load double, ptr %scevgep1658, align 8
  %.15.le.i157 = fmul double %.707.us255.us.us.us.us.us.us, %.724.us260.us.us.us.us.us.us
  %536 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us, 3
  %scevgep771 = getelementptr i8, ptr %lsr.iv1629, i64 %536
  store double %.15.le.i157, ptr %scevgep771, align 8
  %sunkaddr1288 = mul i64 %loop.index.1235.us244.us.us.us.us.us.us, 8
  %sunkaddr1289 = getelementptr i8, ptr %.255, i64 %sunkaddr1288
  %sunkaddr1290 = getelementptr i8, ptr %sunkaddr1289, i64 8
  %.707.us255.us.us.us.us.us.us.1 = load double, ptr %sunkaddr1290, align 8
  %537 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us, 3
  %scevgep702 = getelementptr i8, ptr %lsr.iv1632, i64 %537
  %scevgep704 = getelementptr i8, ptr %scevgep702, i64 8
  %.724.us260.us.us.us.us.us.us.1 = load double, ptr %scevgep704, align 8
  %.15.le.i157.1 = fmul double %.707.us255.us.us.us.us.us.us.1, %.724.us260.us.us.us.us.us.us.1
  %scevgep778 = getelementptr i8, ptr %lsr.iv1629, i64 %537
  %scevgep779 = getelementptr i8, ptr %scevgep778, i64 8
  store double %.15.le.i157.1, ptr %scevgep779, align 8
  %sunkaddr1291 = mul i64 %loop.index.1235.us244.us.us.us.us.us.us, 8
  %sunkaddr1292 = getelementptr i8, ptr %.255, i64 %sunkaddr1291
  %sunkaddr1293 = getelementptr i8, ptr %sunkaddr1292, i64 16
  %.707.us255.us.us.us.us.us.us.2 = load double, ptr %sunkaddr1293, align 8
  %538 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us, 3
  %scevgep708 = getelementptr i8, ptr %lsr.iv1632, i64 %538
  %scevgep710 = getelementptr i8, ptr %scevgep708, i64 16
  %.724.us260.us.us.us.us.us.us.2 = load double, ptr %scevgep710, align 8
  %.15.le.i157.2 = fmul double %.707.us255.us.us.us.us.us.us.2, %.724.us260.us.us.us.us.us.us.2
  %scevgep780 = getelementptr i8, ptr %lsr.iv1629, i64 %538
  %scevgep781 = getelementptr i8, ptr %scevgep780, i64 16
  store double %.15.le.i157.2, ptr %scevgep781, align 8
  %sunkaddr1294 = mul i64 %loop.index.1235.us244.us.us.us.us.us.us, 8
  %sunkaddr1295 = getelementptr i8, ptr %.255, i64 %sunkaddr1294
  %sunkaddr1296 = getelementptr i8, ptr %sunkaddr1295, i64 24
  %.707.us255.us.us.us.us.us.us.3 = load double, ptr %sunkaddr1296, align 8
  %539 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us, 3
  %scevgep712 = getelementptr i8, ptr %lsr.iv1632, i64 %539
  %scevgep714 = getelementptr i8, ptr %scevgep712, i64 24
  %.724.us260.us.us.us.us.us.us.3 = load double, ptr %scevgep714, align 8
  %.15.le.i157.3 = fmul double %.707.us255.us.us.us.us.us.us.3, %.724.us260.us.us.us.us.us.us.3
  %scevgep782 = getelementptr i8, ptr %lsr.iv1629, i64 %539
  %scevgep783 = getelementptr i8, ptr %scevgep782, i64 24
  store double %.15.le.i157.3, ptr %scevgep783, align 8
  %sunkaddr1297 = mul i64 %loop.index.1235.us244.us.us.us.us.us.us, 8
  %sunkaddr1298 = getelementptr i8, ptr %.255, i64 %sunkaddr1297
  %sunkaddr1299 = getelementptr i8, ptr %sunkaddr1298, i64 32
  %.707.us255.us.us.us.us.us.us.4 = load double, ptr %sunkaddr1299, align 8
  %540 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us, 3
  %scevgep716 = getelementptr i8, ptr %lsr.iv1632, i64 %540
  %scevgep723 = getelementptr i8, ptr %scevgep716, i64 32
  %.724.us260.us.us.us.us.us.us.4 = load double, ptr %scevgep723, align 8
  %.15.le.i157.4 = fmul double %.707.us255.us.us.us.us.us.us.4, %.724.us260.us.us.us.us.us.us.4
  %scevgep769 = getelementptr i8, ptr %lsr.iv1629, i64 %540
  %scevgep770 = getelementptr i8, ptr %scevgep769, i64 32
  store double %.15.le.i157.4, ptr %scevgep770, align 8
  %sunkaddr1300 = mul i64 %loop.index.1235.us244.us.us.us.us.us.us, 8
  %sunkaddr1301 = getelementptr i8, ptr %.255, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, ptr %sunkaddr1301, i64 40
  %.707.us255.us.us.us.us.us.us.5 = load double, ptr %sunkaddr1302, align 8
  %541 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us, 3
  %scevgep724 = getelementptr i8, ptr %lsr.iv1632, i64 %541
  %scevgep728 = getelementptr i8, ptr %scevgep724, i64 40
  %.724.us260.us.us.us.us.us.us.5 = load double, ptr %scevgep728, align 8
  %.15.le.i157.5 = fmul double %.707.us255.us.us.us.us.us.us.5, %.724.us260.us.us.us.us.us.us.5
  %scevgep776 = getelementptr i8, ptr %lsr.iv1629, i64 %541
  %scevgep777 = getelementptr i8, ptr %scevgep776, i64 40
  store double %.15.le.i157.5, ptr %scevgep777, align 8
  %sunkaddr1303 = mul i64 %loop.index.1235.us244.us.us.us.us.us.us, 8
  %sunkaddr1304 = getelementptr i8, ptr %.255, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, ptr %sunkaddr1304, i64 48
  %.707.us255.us.us.us.us.us.us.6 = load double, ptr %sunkaddr1305, align 8
  %542 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us, 3
  %scevgep729 = getelementptr i8, ptr %lsr.iv1632, i64 %542
  %scevgep730 = getelementptr i8, ptr %scevgep729, i64 48
  %.724.us260.us.us.us.us.us.us.6 = load double, ptr %scevgep730, align 8
  %.15.le.i157.6 = fmul double %.707.us255.us.us.us.us.us.us.6, %.724.us260.us.us.us.us.us.us.6
  %scevgep774 = getelementptr i8, ptr %lsr.iv1629, i64 %542
  %scevgep775 = getelementptr i8, ptr %scevgep774, i64 48
  store double %.15.le.i157.6, ptr %scevgep775, align 8
  %sunkaddr1306 = mul i64 %loop.index.1235.us244.us.us.us.us.us.us, 8
  %sunkaddr1307 = getelementptr i8, ptr %.255, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, ptr %sunkaddr1307, i64 56
  %.707.us255.us.us.us.us.us.us.7 = load double, ptr %sunkaddr1308, align 8
  %543 = shl i64 %loop.index.1235.us244.us.us.us.us.us.us, 3
  %scevgep698 = getelementptr i8, ptr %lsr.iv1632, i64 %543
  %scevgep700 = getelementptr i8, ptr %scevgep698, i64 56
  %.724.us260.us.us.us.us.us.us.7 = load double, ptr %scevgep700, align 8
  %.15.le.i157.7 = fmul double %.707.us255.us.us.us.us.us.us.7, %.724.us260.us.us.us.us.us.us.7
  %scevgep772 = getelementptr i8, ptr %lsr.iv1629, i64 %543
  %scevgep773 = getelementptr i8, ptr %scevgep772, i64 56
  store double %.15.le.i157.7, ptr %scevgep773, align 8
  %.756.us251.us.us.us.us.us.us.7 = add nuw nsw i64 %loop.index.1235.us244.us.us.us.us.us.us, 8
  %exitcond544.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us251.us.us.us.us.us.us.7
  br i1 %exitcond544.not.7, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us, !llvm.loop !198

for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us.us.us.prol.loopexit, %vec.epilog.middle.block657, %middle.block643
  %.758.us.us314.us.us = add nuw nsw i64 %loop.index277.us.us309.us.us, 1
  %scevgep1603 = getelementptr i8, ptr %lsr.iv1602, i64 %.598
  %scevgep1613 = getelementptr i8, ptr %lsr.iv1612, i64 %513
  %scevgep1630 = getelementptr i8, ptr %lsr.iv1629, i64 %.598
  %scevgep1633 = getelementptr i8, ptr %lsr.iv1632, i64 %513
  %exitcond545.not = icmp eq i64 %.758.us.us314.us.us, %dest_shape209.sroa.0.1
  br i1 %exitcond545.not, label %for.end, label %iter.check626

iter.check576:                                    ; preds = %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357, %for.cond.1.preheader.us.us308.us.preheader
  %lsr.iv1705 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us308.us.preheader ], [ %scevgep1706, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357 ]
  %lsr.iv1688 = phi ptr [ %scevgep1687, %for.cond.1.preheader.us.us308.us.preheader ], [ %scevgep1689, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357 ]
  %loop.index277.us.us309.us = phi i64 [ 0, %for.cond.1.preheader.us.us308.us.preheader ], [ %.758.us.us314.us, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357 ]
  %.719.us258.us.us.us.us = mul nuw nsw i64 %loop.index277.us.us309.us, %.436.fca.1.load.fr
  br i1 %brmerge1104, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader, label %vector.main.loop.iter.check578

vector.main.loop.iter.check578:                   ; preds = %iter.check576
  %544 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  br i1 %544, label %vec.epilog.ph597, label %vector.ph579

vector.ph579:                                     ; preds = %vector.main.loop.iter.check578
  %sunkaddr1309 = mul i64 %.719.us258.us.us.us.us, 8
  %sunkaddr1310 = getelementptr i8, ptr %.435, i64 %sunkaddr1309
  %545 = load double, ptr %sunkaddr1310, align 8, !alias.scope !199
  %broadcast.splatinsert588 = insertelement <8 x double> poison, double %545, i64 0
  %broadcast.splat589 = shufflevector <8 x double> %broadcast.splatinsert588, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body582

vector.body582:                                   ; preds = %vector.body582, %vector.ph579
  %index583 = phi i64 [ 0, %vector.ph579 ], [ %index.next590, %vector.body582 ]
  %sunkaddr1311 = mul i64 %index583, 8
  %sunkaddr1312 = getelementptr i8, ptr %.255, i64 %sunkaddr1311
  %wide.load584 = load <8 x double>, ptr %sunkaddr1312, align 8, !alias.scope !202
  %sunkaddr1313 = mul i64 %index583, 8
  %sunkaddr1314 = getelementptr i8, ptr %.255, i64 %sunkaddr1313
  %sunkaddr1315 = getelementptr i8, ptr %sunkaddr1314, i64 64
  %wide.load585 = load <8 x double>, ptr %sunkaddr1315, align 8, !alias.scope !202
  %sunkaddr1316 = mul i64 %index583, 8
  %sunkaddr1317 = getelementptr i8, ptr %.255, i64 %sunkaddr1316
  %sunkaddr1318 = getelementptr i8, ptr %sunkaddr1317, i64 128
  %wide.load586 = load <8 x double>, ptr %sunkaddr1318, align 8, !alias.scope !202
  %sunkaddr1319 = mul i64 %index583, 8
  %sunkaddr1320 = getelementptr i8, ptr %.255, i64 %sunkaddr1319
  %sunkaddr1321 = getelementptr i8, ptr %sunkaddr1320, i64 192
  %wide.load587 = load <8 x double>, ptr %sunkaddr1321, align 8, !alias.scope !202
  %546 = fmul <8 x double> %broadcast.splat589, %wide.load584
  %547 = fmul <8 x double> %broadcast.splat589, %wide.load585
  %548 = fmul <8 x double> %broadcast.splat589, %wide.load586
  %549 = fmul <8 x double> %broadcast.splat589, %wide.load587
  %550 = shl i64 %index583, 3
  %scevgep784 = getelementptr i8, ptr %lsr.iv1688, i64 %550
  %scevgep790 = getelementptr i8, ptr %scevgep784, i64 -192
  %scevgep786 = getelementptr i8, ptr %scevgep784, i64 -128
  %scevgep785 = getelementptr i8, ptr %scevgep784, i64 -64
  store <8 x double> %546, ptr %scevgep790, align 8, !alias.scope !204, !noalias !206
  store <8 x double> %547, ptr %scevgep786, align 8, !alias.scope !204, !noalias !206
  store <8 x double> %548, ptr %scevgep785, align 8, !alias.scope !204, !noalias !206
  store <8 x double> %549, ptr %scevgep784, align 8, !alias.scope !204, !noalias !206
  %index.next590 = add nuw nsw i64 %index583, 32
  %551 = icmp eq i64 %n.vec581, %index.next590
  br i1 %551, label %middle.block591, label %vector.body582, !llvm.loop !207

middle.block591:                                  ; preds = %vector.body582
  %552 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec581
  br i1 %552, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357, label %vec.epilog.iter.check595

vec.epilog.iter.check595:                         ; preds = %middle.block591
  %553 = and i64 %dest_shape209.sroa.7.1, 28
  %554 = icmp eq i64 %553, 0
  br i1 %554, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader, label %vec.epilog.ph597, !prof !77

vec.epilog.ph597:                                 ; preds = %vector.main.loop.iter.check578, %vec.epilog.iter.check595
  %vec.epilog.resume.val593 = phi i64 [ %n.vec581, %vec.epilog.iter.check595 ], [ 0, %vector.main.loop.iter.check578 ]
  %sunkaddr1322 = mul i64 %.719.us258.us.us.us.us, 8
  %sunkaddr1323 = getelementptr i8, ptr %.435, i64 %sunkaddr1322
  %555 = load double, ptr %sunkaddr1323, align 8, !alias.scope !199
  %broadcast.splatinsert603 = insertelement <4 x double> poison, double %555, i64 0
  %broadcast.splat604 = shufflevector <4 x double> %broadcast.splatinsert603, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body600

vec.epilog.vector.body600:                        ; preds = %vec.epilog.vector.body600, %vec.epilog.ph597
  %index601 = phi i64 [ %vec.epilog.resume.val593, %vec.epilog.ph597 ], [ %index.next605, %vec.epilog.vector.body600 ]
  %556 = shl i64 %index601, 3
  %scevgep1708 = getelementptr i8, ptr %.255, i64 %556
  %wide.load602 = load <4 x double>, ptr %scevgep1708, align 8, !alias.scope !202
  %557 = fmul <4 x double> %broadcast.splat604, %wide.load602
  %scevgep1707 = getelementptr i8, ptr %lsr.iv1705, i64 %556
  store <4 x double> %557, ptr %scevgep1707, align 8, !alias.scope !204, !noalias !206
  %index.next605 = add nuw i64 %index601, 4
  %558 = icmp eq i64 %n.vec599, %index.next605
  br i1 %558, label %vec.epilog.middle.block606, label %vec.epilog.vector.body600, !llvm.loop !208

vec.epilog.middle.block606:                       ; preds = %vec.epilog.vector.body600
  %559 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec599
  br i1 %559, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader: ; preds = %vec.epilog.middle.block606, %vec.epilog.iter.check595, %iter.check576
  %loop.index.1235.us244.us.us.us.us347.ph = phi i64 [ 0, %iter.check576 ], [ %n.vec599, %vec.epilog.middle.block606 ], [ %n.vec581, %vec.epilog.iter.check595 ]
  %560 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us244.us.us.us.us347.ph
  %xtraiter1065 = and i64 %560, 7
  %lcmp.mod1066.not = icmp eq i64 %xtraiter1065, 0
  br i1 %lcmp.mod1066.not, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol
  %lsr.iv1711 = phi i64 [ %lsr.iv.next1712, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol ], [ %xtraiter1065, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.preheader ]
  %loop.index.1235.us244.us.us.us.us347.prol = phi i64 [ %.756.us251.us.us.us.us355.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol ], [ %loop.index.1235.us244.us.us.us.us347.ph, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.preheader ]
  %561 = shl i64 %loop.index.1235.us244.us.us.us.us347.prol, 3
  %scevgep1710 = getelementptr i8, ptr %.255, i64 %561
  %.707.us255.us.us.us.us349.prol = load double, ptr %scevgep1710, align 8
  %sunkaddr1324 = mul i64 %.719.us258.us.us.us.us, 8
  %sunkaddr1325 = getelementptr i8, ptr %.435, i64 %sunkaddr1324
  %.724.us260.us.us.us.us350.prol = load double, ptr %sunkaddr1325, align 8
  %.15.le.i158.prol = fmul double %.707.us255.us.us.us.us349.prol, %.724.us260.us.us.us.us350.prol
  %scevgep1709 = getelementptr i8, ptr %lsr.iv1705, i64 %561
  store double %.15.le.i158.prol, ptr %scevgep1709, align 8
  %.756.us251.us.us.us.us355.prol = add nuw i64 %loop.index.1235.us244.us.us.us.us347.prol, 1
  %lsr.iv.next1712 = add nsw i64 %lsr.iv1711, -1
  %prol.iter1067.cmp.not = icmp eq i64 %lsr.iv.next1712, 0
  br i1 %prol.iter1067.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol, !llvm.loop !209

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader
  %loop.index.1235.us244.us.us.us.us347.unr = phi i64 [ %loop.index.1235.us244.us.us.us.us347.ph, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader ], [ %.756.us251.us.us.us.us355.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol ]
  %562 = sub nsw i64 %loop.index.1235.us244.us.us.us.us347.ph, %dest_shape209.sroa.7.1
  %563 = icmp ugt i64 %562, -8
  br i1 %563, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader33

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader33: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader33, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352
  %loop.index.1235.us244.us.us.us.us347 = phi i64 [ %.756.us251.us.us.us.us355.7, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352 ], [ %loop.index.1235.us244.us.us.us.us347.unr, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.preheader33 ]
  %sunkaddr1326 = mul i64 %loop.index.1235.us244.us.us.us.us347, 8
  %sunkaddr1327 = getelementptr i8, ptr %.255, i64 %sunkaddr1326
  %.707.us255.us.us.us.us349 = load double, ptr %sunkaddr1327, align 8
  %sunkaddr1328 = mul i64 %.719.us258.us.us.us.us, 8
  %sunkaddr1329 = getelementptr i8, ptr %.435, i64 %sunkaddr1328
  %.724.us260.us.us.us.us350 = load double, ptr %sunkaddr1329, align 8
  %.15.le.i158 = fmul double %.707.us255.us.us.us.us349, %.724.us260.us.us.us.us350
  %564 = shl i64 %loop.index.1235.us244.us.us.us.us347, 3
  %scevgep835 = getelementptr i8, ptr %lsr.iv1705, i64 %564
  store double %.15.le.i158, ptr %scevgep835, align 8
  %sunkaddr1330 = mul i64 %loop.index.1235.us244.us.us.us.us347, 8
  %sunkaddr1331 = getelementptr i8, ptr %.255, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, ptr %sunkaddr1331, i64 8
  %.707.us255.us.us.us.us349.1 = load double, ptr %sunkaddr1332, align 8
  %.724.us260.us.us.us.us350.1 = load double, ptr %sunkaddr1329, align 8
  %.15.le.i158.1 = fmul double %.707.us255.us.us.us.us349.1, %.724.us260.us.us.us.us350.1
  %565 = shl i64 %loop.index.1235.us244.us.us.us.us347, 3
  %scevgep842 = getelementptr i8, ptr %lsr.iv1705, i64 %565
  %scevgep843 = getelementptr i8, ptr %scevgep842, i64 8
  store double %.15.le.i158.1, ptr %scevgep843, align 8
  %sunkaddr1333 = mul i64 %loop.index.1235.us244.us.us.us.us347, 8
  %sunkaddr1334 = getelementptr i8, ptr %.255, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, ptr %sunkaddr1334, i64 16
  %.707.us255.us.us.us.us349.2 = load double, ptr %sunkaddr1335, align 8
  %.724.us260.us.us.us.us350.2 = load double, ptr %sunkaddr1329, align 8
  %.15.le.i158.2 = fmul double %.707.us255.us.us.us.us349.2, %.724.us260.us.us.us.us350.2
  %566 = shl i64 %loop.index.1235.us244.us.us.us.us347, 3
  %scevgep844 = getelementptr i8, ptr %lsr.iv1705, i64 %566
  %scevgep845 = getelementptr i8, ptr %scevgep844, i64 16
  store double %.15.le.i158.2, ptr %scevgep845, align 8
  %sunkaddr1336 = mul i64 %loop.index.1235.us244.us.us.us.us347, 8
  %sunkaddr1337 = getelementptr i8, ptr %.255, i64 %sunkaddr1336
  %sunkaddr1338 = getelementptr i8, ptr %sunkaddr1337, i64 24
  %.707.us255.us.us.us.us349.3 = load double, ptr %sunkaddr1338, align 8
  %.724.us260.us.us.us.us350.3 = load double, ptr %sunkaddr1329, align 8
  %.15.le.i158.3 = fmul double %.707.us255.us.us.us.us349.3, %.724.us260.us.us.us.us350.3
  %567 = shl i64 %loop.index.1235.us244.us.us.us.us347, 3
  %scevgep846 = getelementptr i8, ptr %lsr.iv1705, i64 %567
  %scevgep847 = getelementptr i8, ptr %scevgep846, i64 24
  store double %.15.le.i158.3, ptr %scevgep847, align 8
  %sunkaddr1339 = mul i64 %loop.index.1235.us244.us.us.us.us347, 8
  %sunkaddr1340 = getelementptr i8, ptr %.255, i64 %sunkaddr1339
  %sunkaddr1341 = getelementptr i8, ptr %sunkaddr1340, i64 32
  %.707.us255.us.us.us.us349.4 = load double, ptr %sunkaddr1341, align 8
  %.724.us260.us.us.us.us350.4 = load double, ptr %sunkaddr1329, align 8
  %.15.le.i158.4 = fmul double %.707.us255.us.us.us.us349.4, %.724.us260.us.us.us.us350.4
  %568 = shl i64 %loop.index.1235.us244.us.us.us.us347, 3
  %scevgep832 = getelementptr i8, ptr %lsr.iv1705, i64 %568
  %scevgep834 = getelementptr i8, ptr %scevgep832, i64 32
  store double %.15.le.i158.4, ptr %scevgep834, align 8
  %sunkaddr1342 = mul i64 %loop.index.1235.us244.us.us.us.us347, 8
  %sunkaddr1343 = getelementptr i8, ptr %.255, i64 %sunkaddr1342
  %sunkaddr1344 = getelementptr i8, ptr %sunkaddr1343, i64 40
  %.707.us255.us.us.us.us349.5 = load double, ptr %sunkaddr1344, align 8
  %.724.us260.us.us.us.us350.5 = load double, ptr %sunkaddr1329, align 8
  %.15.le.i158.5 = fmul double %.707.us255.us.us.us.us349.5, %.724.us260.us.us.us.us350.5
  %569 = shl i64 %loop.index.1235.us244.us.us.us.us347, 3
  %scevgep840 = getelementptr i8, ptr %lsr.iv1705, i64 %569
  %scevgep841 = getelementptr i8, ptr %scevgep840, i64 40
  store double %.15.le.i158.5, ptr %scevgep841, align 8
  %sunkaddr1345 = mul i64 %loop.index.1235.us244.us.us.us.us347, 8
  %sunkaddr1346 = getelementptr i8, ptr %.255, i64 %sunkaddr1345
  %sunkaddr1347 = getelementptr i8, ptr %sunkaddr1346, i64 48
  %.707.us255.us.us.us.us349.6 = load double, ptr %sunkaddr1347, align 8
  %.724.us260.us.us.us.us350.6 = load double, ptr %sunkaddr1329, align 8
  %.15.le.i158.6 = fmul double %.707.us255.us.us.us.us349.6, %.724.us260.us.us.us.us350.6
  %570 = shl i64 %loop.index.1235.us244.us.us.us.us347, 3
  %scevgep838 = getelementptr i8, ptr %lsr.iv1705, i64 %570
  %scevgep839 = getelementptr i8, ptr %scevgep838, i64 48
  store double %.15.le.i158.6, ptr %scevgep839, align 8
  %571 = shl i64 %loop.index.1235.us244.us.us.us.us347, 3
  %sunkaddr1348 = mul i64 %loop.index.1235.us244.us.us.us.us347, 8
  %sunkaddr1349 = getelementptr i8, ptr %.255, i64 %sunkaddr1348
  %sunkaddr1350 = getelementptr i8, ptr %sunkaddr1349, i64 56
  %.707.us255.us.us.us.us349.7 = load double, ptr %sunkaddr1350, align 8
  %.724.us260.us.us.us.us350.7 = load double, ptr %sunkaddr1329, align 8
  %.15.le.i158.7 = fmul double %.707.us255.us.us.us.us349.7, %.724.us260.us.us.us.us350.7
  %scevgep836 = getelementptr i8, ptr %lsr.iv1705, i64 %571
  %scevgep837 = getelementptr i8, ptr %scevgep836, i64 56
  store double %.15.le.i158.7, ptr %scevgep837, align 8
  %.756.us251.us.us.us.us355.7 = add nuw nsw i64 %loop.index.1235.us244.us.us.us.us347, 8
  %exitcond542.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us251.us.us.us.us355.7
  br i1 %exitcond542.not.7, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352, !llvm.loop !210

for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us.us352.prol.loopexit, %vec.epilog.middle.block606, %middle.block591
  %.758.us.us314.us = add nuw nsw i64 %loop.index277.us.us309.us, 1
  %scevgep1689 = getelementptr i8, ptr %lsr.iv1688, i64 %.598
  %scevgep1706 = getelementptr i8, ptr %lsr.iv1705, i64 %.598
  %exitcond543.not = icmp eq i64 %.758.us.us314.us, %dest_shape209.sroa.0.1
  br i1 %exitcond543.not, label %for.end, label %iter.check576

for.cond.1.preheader.lr.ph.split.us.split.split.us.split: ; preds = %for.cond.1.preheader.lr.ph.split.us.split.split.us
  %572 = icmp ugt i64 %.436.fca.1.load.fr, 1
  %const1111 = bitcast i64 9223372036854775776 to i64
  br i1 %572, label %for.cond.1.preheader.us.us308.us362.preheader, label %for.cond.1.preheader.us.us308.preheader

for.cond.1.preheader.us.us308.preheader:          ; preds = %for.cond.1.preheader.lr.ph.split.us.split.split.us.split
  %573 = shl i64 %dest_shape209.sroa.0.1, 3
  %574 = mul i64 %573, %dest_shape209.sroa.7.1
  %scevgep469 = getelementptr i8, ptr %.6.i, i64 %574
  %scevgep470 = getelementptr i8, ptr %.255, i64 %.598
  %scevgep471 = getelementptr i8, ptr %.435, i64 8
  %bound0472 = icmp ult ptr %.6.i, %scevgep470
  %bound1473 = icmp ult ptr %.255, %scevgep469
  %found.conflict474 = and i1 %bound0472, %bound1473
  %bound0476 = icmp ult ptr %.6.i, %scevgep471
  %bound1477 = icmp ult ptr %.435, %scevgep469
  %found.conflict478 = and i1 %bound0476, %bound1477
  %stride.check479 = icmp slt i64 %.598, 0
  %575 = or i1 %stride.check479, %found.conflict478
  %conflict.rdx480 = or i1 %found.conflict474, %575
  %n.vec489 = and i64 %dest_shape209.sroa.7.1, %const1111
  %const_mat1112 = add i64 %const1111, 28
  %n.vec507 = and i64 %dest_shape209.sroa.7.1, %const_mat1112
  %scevgep1827 = getelementptr i8, ptr %.6.i, i64 192
  %576 = icmp samesign ult i64 %dest_shape209.sroa.7.1, 4
  %brmerge1105 = select i1 %576, i1 true, i1 %conflict.rdx480
  br label %iter.check484

for.cond.1.preheader.us.us308.us362.preheader:    ; preds = %for.cond.1.preheader.lr.ph.split.us.split.split.us.split
  %577 = ptrtoint ptr %.6.i to i64
  %578 = ptrtoint ptr %.435 to i64
  %579 = ptrtoint ptr %.255 to i64
  %580 = sub i64 %577, %579
  %581 = sub i64 %577, %578
  %n.vec531 = and i64 %dest_shape209.sroa.7.1, %const1111
  %const_mat1113 = add i64 %const1111, 28
  %n.vec551 = and i64 %dest_shape209.sroa.7.1, %const_mat1113
  %scevgep1744 = getelementptr i8, ptr %.6.i, i64 192
  br label %iter.check526

iter.check526:                                    ; preds = %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us, %for.cond.1.preheader.us.us308.us362.preheader
  %lsr.iv1770 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us308.us362.preheader ], [ %scevgep1771, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us ]
  %lsr.iv1745 = phi ptr [ %scevgep1744, %for.cond.1.preheader.us.us308.us362.preheader ], [ %scevgep1746, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us ]
  %loop.index277.us.us309.us363 = phi i64 [ 0, %for.cond.1.preheader.us.us308.us362.preheader ], [ %.758.us.us314.us366, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us ]
  %582 = icmp ult i64 %dest_shape209.sroa.7.1, 4
  br i1 %582, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader, label %vector.memcheck517

vector.memcheck517:                               ; preds = %iter.check526
  %583 = mul i64 %loop.index277.us.us309.us363, %.598
  %584 = add i64 %581, %583
  %585 = add i64 %580, %583
  %diff.check = icmp ult i64 %585, 256
  %diff.check521 = icmp ult i64 %584, 256
  %conflict.rdx522 = or i1 %diff.check, %diff.check521
  br i1 %conflict.rdx522, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader, label %vector.main.loop.iter.check528

vector.main.loop.iter.check528:                   ; preds = %vector.memcheck517
  %586 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  br i1 %586, label %vec.epilog.vector.body552.preheader, label %vector.body532.preheader

vector.body532.preheader:                         ; preds = %vector.main.loop.iter.check528
  br label %vector.body532

vector.body532:                                   ; preds = %vector.body532.preheader, %vector.body532
  %index533 = phi i64 [ %index.next542, %vector.body532 ], [ 0, %vector.body532.preheader ]
  %sunkaddr1351 = mul i64 %index533, 8
  %sunkaddr1352 = getelementptr i8, ptr %.255, i64 %sunkaddr1351
  %wide.load534 = load <8 x double>, ptr %sunkaddr1352, align 8
  %sunkaddr1353 = mul i64 %index533, 8
  %sunkaddr1354 = getelementptr i8, ptr %.255, i64 %sunkaddr1353
  %sunkaddr1355 = getelementptr i8, ptr %sunkaddr1354, i64 64
  %wide.load535 = load <8 x double>, ptr %sunkaddr1355, align 8
  %sunkaddr1356 = mul i64 %index533, 8
  %sunkaddr1357 = getelementptr i8, ptr %.255, i64 %sunkaddr1356
  %sunkaddr1358 = getelementptr i8, ptr %sunkaddr1357, i64 128
  %wide.load536 = load <8 x double>, ptr %sunkaddr1358, align 8
  %sunkaddr1359 = mul i64 %index533, 8
  %sunkaddr1360 = getelementptr i8, ptr %.255, i64 %sunkaddr1359
  %sunkaddr1361 = getelementptr i8, ptr %sunkaddr1360, i64 192
  %wide.load537 = load <8 x double>, ptr %sunkaddr1361, align 8
  %sunkaddr1362 = mul i64 %index533, 8
  %sunkaddr1363 = getelementptr i8, ptr %.435, i64 %sunkaddr1362
  %wide.load538 = load <8 x double>, ptr %sunkaddr1363, align 8
  %sunkaddr1364 = mul i64 %index533, 8
  %sunkaddr1365 = getelementptr i8, ptr %.435, i64 %sunkaddr1364
  %sunkaddr1366 = getelementptr i8, ptr %sunkaddr1365, i64 64
  %wide.load539 = load <8 x double>, ptr %sunkaddr1366, align 8
  %sunkaddr1367 = mul i64 %index533, 8
  %sunkaddr1368 = getelementptr i8, ptr %.435, i64 %sunkaddr1367
  %sunkaddr1369 = getelementptr i8, ptr %sunkaddr1368, i64 128
  %wide.load540 = load <8 x double>, ptr %sunkaddr1369, align 8
  %sunkaddr1370 = mul i64 %index533, 8
  %sunkaddr1371 = getelementptr i8, ptr %.435, i64 %sunkaddr1370
  %sunkaddr1372 = getelementptr i8, ptr %sunkaddr1371, i64 192
  %wide.load541 = load <8 x double>, ptr %sunkaddr1372, align 8
  %587 = fmul <8 x double> %wide.load534, %wide.load538
  %588 = fmul <8 x double> %wide.load535, %wide.load539
  %589 = fmul <8 x double> %wide.load536, %wide.load540
  %590 = fmul <8 x double> %wide.load537, %wide.load541
  %591 = shl i64 %index533, 3
  %scevgep848 = getelementptr i8, ptr %lsr.iv1745, i64 %591
  %scevgep851 = getelementptr i8, ptr %scevgep848, i64 -192
  %scevgep850 = getelementptr i8, ptr %scevgep848, i64 -128
  %scevgep849 = getelementptr i8, ptr %scevgep848, i64 -64
  store <8 x double> %587, ptr %scevgep851, align 8
  store <8 x double> %588, ptr %scevgep850, align 8
  store <8 x double> %589, ptr %scevgep849, align 8
  store <8 x double> %590, ptr %scevgep848, align 8
  %index.next542 = add nuw nsw i64 %index533, 32
  %592 = icmp eq i64 %n.vec531, %index.next542
  br i1 %592, label %middle.block543, label %vector.body532, !llvm.loop !211

middle.block543:                                  ; preds = %vector.body532
  %593 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec531
  br i1 %593, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us, label %vec.epilog.iter.check547

vec.epilog.iter.check547:                         ; preds = %middle.block543
  %594 = and i64 %dest_shape209.sroa.7.1, 28
  %595 = icmp eq i64 %594, 0
  br i1 %595, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader, label %vec.epilog.vector.body552.preheader, !prof !77

vec.epilog.vector.body552.preheader:              ; preds = %vec.epilog.iter.check547, %vector.main.loop.iter.check528
  %index553.ph = phi i64 [ %n.vec531, %vec.epilog.iter.check547 ], [ 0, %vector.main.loop.iter.check528 ]
  br label %vec.epilog.vector.body552

vec.epilog.vector.body552:                        ; preds = %vec.epilog.vector.body552.preheader, %vec.epilog.vector.body552
  %index553 = phi i64 [ %index.next556, %vec.epilog.vector.body552 ], [ %index553.ph, %vec.epilog.vector.body552.preheader ]
  %596 = shl i64 %index553, 3
  %scevgep1774 = getelementptr i8, ptr %.255, i64 %596
  %wide.load554 = load <4 x double>, ptr %scevgep1774, align 8
  %scevgep1773 = getelementptr i8, ptr %.435, i64 %596
  %wide.load555 = load <4 x double>, ptr %scevgep1773, align 8
  %597 = fmul <4 x double> %wide.load554, %wide.load555
  %598 = shl i64 %index553, 3
  %scevgep868 = getelementptr i8, ptr %lsr.iv1770, i64 %598
  store <4 x double> %597, ptr %scevgep868, align 8
  %index.next556 = add nuw i64 %index553, 4
  %599 = icmp eq i64 %n.vec551, %index.next556
  br i1 %599, label %vec.epilog.middle.block557, label %vec.epilog.vector.body552, !llvm.loop !212

vec.epilog.middle.block557:                       ; preds = %vec.epilog.vector.body552
  %600 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec551
  br i1 %600, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader: ; preds = %vec.epilog.middle.block557, %vec.epilog.iter.check547, %vector.memcheck517, %iter.check526
  %loop.index.1235.us244.us.us.us320.us.ph = phi i64 [ 0, %iter.check526 ], [ 0, %vector.memcheck517 ], [ %n.vec531, %vec.epilog.iter.check547 ], [ %n.vec551, %vec.epilog.middle.block557 ]
  %601 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us244.us.us.us320.us.ph
  %xtraiter1062 = and i64 %601, 7
  %lcmp.mod1063.not = icmp eq i64 %xtraiter1062, 0
  br i1 %lcmp.mod1063.not, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol
  %lsr.iv1778 = phi i64 [ %lsr.iv.next1779, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol ], [ %xtraiter1062, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.preheader ]
  %loop.index.1235.us244.us.us.us320.us.prol = phi i64 [ %.756.us251.us.us.us327.us.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol ], [ %loop.index.1235.us244.us.us.us320.us.ph, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.preheader ]
  %602 = shl i64 %loop.index.1235.us244.us.us.us320.us.prol, 3
  %scevgep1777 = getelementptr i8, ptr %.255, i64 %602
  %.707.us255.us.us.us323.us.prol = load double, ptr %scevgep1777, align 8
  %scevgep1776 = getelementptr i8, ptr %.435, i64 %602
  %.724.us260.us.us.us331.us.prol = load double, ptr %scevgep1776, align 8
  %.15.le.i159.prol = fmul double %.707.us255.us.us.us323.us.prol, %.724.us260.us.us.us331.us.prol
  %603 = shl i64 %loop.index.1235.us244.us.us.us320.us.prol, 3
  %scevgep869 = getelementptr i8, ptr %lsr.iv1770, i64 %603
  store double %.15.le.i159.prol, ptr %scevgep869, align 8
  %.756.us251.us.us.us327.us.prol = add nuw i64 %loop.index.1235.us244.us.us.us320.us.prol, 1
  %lsr.iv.next1779 = add nsw i64 %lsr.iv1778, -1
  %prol.iter1064.cmp.not = icmp eq i64 %lsr.iv.next1779, 0
  br i1 %prol.iter1064.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol, !llvm.loop !213

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader
  %loop.index.1235.us244.us.us.us320.us.unr = phi i64 [ %loop.index.1235.us244.us.us.us320.us.ph, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader ], [ %.756.us251.us.us.us327.us.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol ]
  %604 = sub nsw i64 %loop.index.1235.us244.us.us.us320.us.ph, %dest_shape209.sroa.7.1
  %605 = icmp ugt i64 %604, -8
  br i1 %605, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader155

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader155: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us

for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader155, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us
  %loop.index.1235.us244.us.us.us320.us = phi i64 [ %.756.us251.us.us.us327.us.7, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us ], [ %loop.index.1235.us244.us.us.us320.us.unr, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.preheader155 ]
  %sunkaddr1373 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1374 = getelementptr i8, ptr %.255, i64 %sunkaddr1373
  %.707.us255.us.us.us323.us = load double, ptr %sunkaddr1374, align 8
  %sunkaddr1375 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1376 = getelementptr i8, ptr %.435, i64 %sunkaddr1375
  %.724.us260.us.us.us331.us = load double, ptr %sunkaddr1376, align 8
  %.15.le.i159 = fmul double %.707.us255.us.us.us323.us, %.724.us260.us.us.us331.us
  %606 = shl i64 %loop.index.1235.us244.us.us.us320.us, 3
  %scevgep904 = getelementptr i8, ptr %lsr.iv1770, i64 %606
  store double %.15.le.i159, ptr %scevgep904, align 8
  %sunkaddr1377 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1378 = getelementptr i8, ptr %.255, i64 %sunkaddr1377
  %sunkaddr1379 = getelementptr i8, ptr %sunkaddr1378, i64 8
  %.707.us255.us.us.us323.us.1 = load double, ptr %sunkaddr1379, align 8
  %sunkaddr1380 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1381 = getelementptr i8, ptr %.435, i64 %sunkaddr1380
  %sunkaddr1382 = getelementptr i8, ptr %sunkaddr1381, i64 8
  %.724.us260.us.us.us331.us.1 = load double, ptr %sunkaddr1382, align 8
  %.15.le.i159.1 = fmul double %.707.us255.us.us.us323.us.1, %.724.us260.us.us.us331.us.1
  %607 = shl i64 %loop.index.1235.us244.us.us.us320.us, 3
  %scevgep915 = getelementptr i8, ptr %lsr.iv1770, i64 %607
  %scevgep916 = getelementptr i8, ptr %scevgep915, i64 8
  store double %.15.le.i159.1, ptr %scevgep916, align 8
  %sunkaddr1383 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1384 = getelementptr i8, ptr %.255, i64 %sunkaddr1383
  %sunkaddr1385 = getelementptr i8, ptr %sunkaddr1384, i64 16
  %.707.us255.us.us.us323.us.2 = load double, ptr %sunkaddr1385, align 8
  %sunkaddr1386 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1387 = getelementptr i8, ptr %.435, i64 %sunkaddr1386
  %sunkaddr1388 = getelementptr i8, ptr %sunkaddr1387, i64 16
  %.724.us260.us.us.us331.us.2 = load double, ptr %sunkaddr1388, align 8
  %.15.le.i159.2 = fmul double %.707.us255.us.us.us323.us.2, %.724.us260.us.us.us331.us.2
  %608 = shl i64 %loop.index.1235.us244.us.us.us320.us, 3
  %scevgep917 = getelementptr i8, ptr %lsr.iv1770, i64 %608
  %scevgep918 = getelementptr i8, ptr %scevgep917, i64 16
  store double %.15.le.i159.2, ptr %scevgep918, align 8
  %sunkaddr1389 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1390 = getelementptr i8, ptr %.255, i64 %sunkaddr1389
  %sunkaddr1391 = getelementptr i8, ptr %sunkaddr1390, i64 24
  %.707.us255.us.us.us323.us.3 = load double, ptr %sunkaddr1391, align 8
  %sunkaddr1392 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1393 = getelementptr i8, ptr %.435, i64 %sunkaddr1392
  %sunkaddr1394 = getelementptr i8, ptr %sunkaddr1393, i64 24
  %.724.us260.us.us.us331.us.3 = load double, ptr %sunkaddr1394, align 8
  %.15.le.i159.3 = fmul double %.707.us255.us.us.us323.us.3, %.724.us260.us.us.us331.us.3
  %609 = shl i64 %loop.index.1235.us244.us.us.us320.us, 3
  %scevgep913 = getelementptr i8, ptr %lsr.iv1770, i64 %609
  %scevgep914 = getelementptr i8, ptr %scevgep913, i64 24
  store double %.15.le.i159.3, ptr %scevgep914, align 8
  %sunkaddr1395 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1396 = getelementptr i8, ptr %.255, i64 %sunkaddr1395
  %sunkaddr1397 = getelementptr i8, ptr %sunkaddr1396, i64 32
  %.707.us255.us.us.us323.us.4 = load double, ptr %sunkaddr1397, align 8
  %sunkaddr1398 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1399 = getelementptr i8, ptr %.435, i64 %sunkaddr1398
  %sunkaddr1400 = getelementptr i8, ptr %sunkaddr1399, i64 32
  %.724.us260.us.us.us331.us.4 = load double, ptr %sunkaddr1400, align 8
  %.15.le.i159.4 = fmul double %.707.us255.us.us.us323.us.4, %.724.us260.us.us.us331.us.4
  %610 = shl i64 %loop.index.1235.us244.us.us.us320.us, 3
  %scevgep911 = getelementptr i8, ptr %lsr.iv1770, i64 %610
  %scevgep912 = getelementptr i8, ptr %scevgep911, i64 32
  store double %.15.le.i159.4, ptr %scevgep912, align 8
  %sunkaddr1401 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1402 = getelementptr i8, ptr %.255, i64 %sunkaddr1401
  %sunkaddr1403 = getelementptr i8, ptr %sunkaddr1402, i64 40
  %.707.us255.us.us.us323.us.5 = load double, ptr %sunkaddr1403, align 8
  %sunkaddr1404 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1405 = getelementptr i8, ptr %.435, i64 %sunkaddr1404
  %sunkaddr1406 = getelementptr i8, ptr %sunkaddr1405, i64 40
  %.724.us260.us.us.us331.us.5 = load double, ptr %sunkaddr1406, align 8
  %.15.le.i159.5 = fmul double %.707.us255.us.us.us323.us.5, %.724.us260.us.us.us331.us.5
  %611 = shl i64 %loop.index.1235.us244.us.us.us320.us, 3
  %scevgep909 = getelementptr i8, ptr %lsr.iv1770, i64 %611
  %scevgep910 = getelementptr i8, ptr %scevgep909, i64 40
  store double %.15.le.i159.5, ptr %scevgep910, align 8
  %sunkaddr1407 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1408 = getelementptr i8, ptr %.255, i64 %sunkaddr1407
  %sunkaddr1409 = getelementptr i8, ptr %sunkaddr1408, i64 48
  %.707.us255.us.us.us323.us.6 = load double, ptr %sunkaddr1409, align 8
  %sunkaddr1410 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1411 = getelementptr i8, ptr %.435, i64 %sunkaddr1410
  %sunkaddr1412 = getelementptr i8, ptr %sunkaddr1411, i64 48
  %.724.us260.us.us.us331.us.6 = load double, ptr %sunkaddr1412, align 8
  %.15.le.i159.6 = fmul double %.707.us255.us.us.us323.us.6, %.724.us260.us.us.us331.us.6
  %612 = shl i64 %loop.index.1235.us244.us.us.us320.us, 3
  %scevgep907 = getelementptr i8, ptr %lsr.iv1770, i64 %612
  %scevgep908 = getelementptr i8, ptr %scevgep907, i64 48
  store double %.15.le.i159.6, ptr %scevgep908, align 8
  %sunkaddr1413 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1414 = getelementptr i8, ptr %.255, i64 %sunkaddr1413
  %sunkaddr1415 = getelementptr i8, ptr %sunkaddr1414, i64 56
  %.707.us255.us.us.us323.us.7 = load double, ptr %sunkaddr1415, align 8
  %sunkaddr1416 = mul i64 %loop.index.1235.us244.us.us.us320.us, 8
  %sunkaddr1417 = getelementptr i8, ptr %.435, i64 %sunkaddr1416
  %sunkaddr1418 = getelementptr i8, ptr %sunkaddr1417, i64 56
  %.724.us260.us.us.us331.us.7 = load double, ptr %sunkaddr1418, align 8
  %.15.le.i159.7 = fmul double %.707.us255.us.us.us323.us.7, %.724.us260.us.us.us331.us.7
  %613 = shl i64 %loop.index.1235.us244.us.us.us320.us, 3
  %scevgep905 = getelementptr i8, ptr %lsr.iv1770, i64 %613
  %scevgep906 = getelementptr i8, ptr %scevgep905, i64 56
  store double %.15.le.i159.7, ptr %scevgep906, align 8
  %.756.us251.us.us.us327.us.7 = add nuw nsw i64 %loop.index.1235.us244.us.us.us320.us, 8
  %exitcond540.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us251.us.us.us327.us.7
  br i1 %exitcond540.not.7, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us, !llvm.loop !214

for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.us324.us.prol.loopexit, %vec.epilog.middle.block557, %middle.block543
  %.758.us.us314.us366 = add nuw nsw i64 %loop.index277.us.us309.us363, 1
  %scevgep1746 = getelementptr i8, ptr %lsr.iv1745, i64 %.598
  %scevgep1771 = getelementptr i8, ptr %lsr.iv1770, i64 %.598
  %exitcond541.not = icmp eq i64 %.758.us.us314.us366, %dest_shape209.sroa.0.1
  br i1 %exitcond541.not, label %for.end, label %iter.check526

iter.check484:                                    ; preds = %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split, %for.cond.1.preheader.us.us308.preheader
  %lsr.iv1845 = phi ptr [ %.6.i, %for.cond.1.preheader.us.us308.preheader ], [ %scevgep1846, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split ]
  %lsr.iv1828 = phi ptr [ %scevgep1827, %for.cond.1.preheader.us.us308.preheader ], [ %scevgep1829, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split ]
  %loop.index277.us.us309 = phi i64 [ 0, %for.cond.1.preheader.us.us308.preheader ], [ %.758.us.us314, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split ]
  br i1 %brmerge1105, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader, label %vector.main.loop.iter.check486

vector.main.loop.iter.check486:                   ; preds = %iter.check484
  %614 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  br i1 %614, label %vec.epilog.ph505, label %vector.ph487

vector.ph487:                                     ; preds = %vector.main.loop.iter.check486
  %615 = load double, ptr %.435, align 8, !alias.scope !215
  %broadcast.splatinsert496 = insertelement <8 x double> poison, double %615, i64 0
  %broadcast.splat497 = shufflevector <8 x double> %broadcast.splatinsert496, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body490

vector.body490:                                   ; preds = %vector.body490, %vector.ph487
  %index491 = phi i64 [ 0, %vector.ph487 ], [ %index.next498, %vector.body490 ]
  %sunkaddr1419 = mul i64 %index491, 8
  %sunkaddr1420 = getelementptr i8, ptr %.255, i64 %sunkaddr1419
  %wide.load492 = load <8 x double>, ptr %sunkaddr1420, align 8, !alias.scope !218
  %sunkaddr1421 = mul i64 %index491, 8
  %sunkaddr1422 = getelementptr i8, ptr %.255, i64 %sunkaddr1421
  %sunkaddr1423 = getelementptr i8, ptr %sunkaddr1422, i64 64
  %wide.load493 = load <8 x double>, ptr %sunkaddr1423, align 8, !alias.scope !218
  %sunkaddr1424 = mul i64 %index491, 8
  %sunkaddr1425 = getelementptr i8, ptr %.255, i64 %sunkaddr1424
  %sunkaddr1426 = getelementptr i8, ptr %sunkaddr1425, i64 128
  %wide.load494 = load <8 x double>, ptr %sunkaddr1426, align 8, !alias.scope !218
  %sunkaddr1427 = mul i64 %index491, 8
  %sunkaddr1428 = getelementptr i8, ptr %.255, i64 %sunkaddr1427
  %sunkaddr1429 = getelementptr i8, ptr %sunkaddr1428, i64 192
  %wide.load495 = load <8 x double>, ptr %sunkaddr1429, align 8, !alias.scope !218
  %616 = fmul <8 x double> %broadcast.splat497, %wide.load492
  %617 = fmul <8 x double> %broadcast.splat497, %wide.load493
  %618 = fmul <8 x double> %broadcast.splat497, %wide.load494
  %619 = fmul <8 x double> %broadcast.splat497, %wide.load495
  %620 = shl i64 %index491, 3
  %scevgep919 = getelementptr i8, ptr %lsr.iv1828, i64 %620
  %scevgep922 = getelementptr i8, ptr %scevgep919, i64 -192
  %scevgep921 = getelementptr i8, ptr %scevgep919, i64 -128
  %scevgep920 = getelementptr i8, ptr %scevgep919, i64 -64
  store <8 x double> %616, ptr %scevgep922, align 8, !alias.scope !220, !noalias !222
  store <8 x double> %617, ptr %scevgep921, align 8, !alias.scope !220, !noalias !222
  store <8 x double> %618, ptr %scevgep920, align 8, !alias.scope !220, !noalias !222
  store <8 x double> %619, ptr %scevgep919, align 8, !alias.scope !220, !noalias !222
  %index.next498 = add nuw nsw i64 %index491, 32
  %621 = icmp eq i64 %n.vec489, %index.next498
  br i1 %621, label %middle.block499, label %vector.body490, !llvm.loop !223

middle.block499:                                  ; preds = %vector.body490
  %622 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec489
  br i1 %622, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split, label %vec.epilog.iter.check503

vec.epilog.iter.check503:                         ; preds = %middle.block499
  %623 = and i64 %dest_shape209.sroa.7.1, 28
  %624 = icmp eq i64 %623, 0
  br i1 %624, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader, label %vec.epilog.ph505, !prof !77

vec.epilog.ph505:                                 ; preds = %vec.epilog.iter.check503, %vector.main.loop.iter.check486
  %vec.epilog.resume.val501 = phi i64 [ %n.vec489, %vec.epilog.iter.check503 ], [ 0, %vector.main.loop.iter.check486 ]
  %625 = load double, ptr %.435, align 8, !alias.scope !215
  %broadcast.splatinsert511 = insertelement <4 x double> poison, double %625, i64 0
  %broadcast.splat512 = shufflevector <4 x double> %broadcast.splatinsert511, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body508

vec.epilog.vector.body508:                        ; preds = %vec.epilog.vector.body508, %vec.epilog.ph505
  %index509 = phi i64 [ %vec.epilog.resume.val501, %vec.epilog.ph505 ], [ %index.next513, %vec.epilog.vector.body508 ]
  %626 = shl i64 %index509, 3
  %scevgep1848 = getelementptr i8, ptr %.255, i64 %626
  %wide.load510 = load <4 x double>, ptr %scevgep1848, align 8, !alias.scope !218
  %627 = fmul <4 x double> %broadcast.splat512, %wide.load510
  %scevgep1847 = getelementptr i8, ptr %lsr.iv1845, i64 %626
  store <4 x double> %627, ptr %scevgep1847, align 8, !alias.scope !220, !noalias !222
  %index.next513 = add nuw i64 %index509, 4
  %628 = icmp eq i64 %n.vec507, %index.next513
  br i1 %628, label %vec.epilog.middle.block514, label %vec.epilog.vector.body508, !llvm.loop !224

vec.epilog.middle.block514:                       ; preds = %vec.epilog.vector.body508
  %629 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec507
  br i1 %629, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader

for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader: ; preds = %vec.epilog.middle.block514, %vec.epilog.iter.check503, %iter.check484
  %loop.index.1235.us244.us.us.ph = phi i64 [ 0, %iter.check484 ], [ %n.vec507, %vec.epilog.middle.block514 ], [ %n.vec489, %vec.epilog.iter.check503 ]
  %630 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us244.us.us.ph
  %xtraiter1059 = and i64 %630, 7
  %lcmp.mod1060.not = icmp eq i64 %xtraiter1059, 0
  br i1 %lcmp.mod1060.not, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol

for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol
  %lsr.iv1851 = phi i64 [ %lsr.iv.next1852, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol ], [ %xtraiter1059, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.preheader ]
  %loop.index.1235.us244.us.us.prol = phi i64 [ %.756.us251.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol ], [ %loop.index.1235.us244.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.preheader ]
  %631 = shl i64 %loop.index.1235.us244.us.us.prol, 3
  %scevgep1850 = getelementptr i8, ptr %.255, i64 %631
  %.707.us255.us.us.prol = load double, ptr %scevgep1850, align 8
  %.724.us260.us.us.prol = load double, ptr %.435, align 8
  %.15.le.i160.prol = fmul double %.707.us255.us.us.prol, %.724.us260.us.us.prol
  %scevgep1849 = getelementptr i8, ptr %lsr.iv1845, i64 %631
  store double %.15.le.i160.prol, ptr %scevgep1849, align 8
  %.756.us251.us.us.prol = add nuw i64 %loop.index.1235.us244.us.us.prol, 1
  %lsr.iv.next1852 = add nsw i64 %lsr.iv1851, -1
  %prol.iter1061.cmp.not = icmp eq i64 %lsr.iv.next1852, 0
  br i1 %prol.iter1061.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol, !llvm.loop !225

for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader
  %loop.index.1235.us244.us.us.unr = phi i64 [ %loop.index.1235.us244.us.us.ph, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader ], [ %.756.us251.us.us.prol, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol ]
  %632 = sub nsw i64 %loop.index.1235.us244.us.us.ph, %dest_shape209.sroa.7.1
  %633 = icmp ugt i64 %632, -8
  br i1 %633, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader157

for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader157: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us248.us.us

for.body.1.endif.endif.endif.endif.endif.us248.us.us: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader157, %for.body.1.endif.endif.endif.endif.endif.us248.us.us
  %loop.index.1235.us244.us.us = phi i64 [ %.756.us251.us.us.7, %for.body.1.endif.endif.endif.endif.endif.us248.us.us ], [ %loop.index.1235.us244.us.us.unr, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.preheader157 ]
  %sunkaddr1430 = mul i64 %loop.index.1235.us244.us.us, 8
  %sunkaddr1431 = getelementptr i8, ptr %.255, i64 %sunkaddr1430
  %.707.us255.us.us = load double, ptr %sunkaddr1431, align 8
  %.724.us260.us.us = load double, ptr %.435, align 8
  %.15.le.i160 = fmul double %.707.us255.us.us, %.724.us260.us.us
  %634 = shl i64 %loop.index.1235.us244.us.us, 3
  %scevgep952 = getelementptr i8, ptr %lsr.iv1845, i64 %634
  store double %.15.le.i160, ptr %scevgep952, align 8
  %sunkaddr1432 = mul i64 %loop.index.1235.us244.us.us, 8
  %sunkaddr1433 = getelementptr i8, ptr %.255, i64 %sunkaddr1432
  %sunkaddr1434 = getelementptr i8, ptr %sunkaddr1433, i64 8
  %.707.us255.us.us.1 = load double, ptr %sunkaddr1434, align 8
  %.724.us260.us.us.1 = load double, ptr %.435, align 8
  %.15.le.i160.1 = fmul double %.707.us255.us.us.1, %.724.us260.us.us.1
  %635 = shl i64 %loop.index.1235.us244.us.us, 3
  %scevgep959 = getelementptr i8, ptr %lsr.iv1845, i64 %635
  %scevgep960 = getelementptr i8, ptr %scevgep959, i64 8
  store double %.15.le.i160.1, ptr %scevgep960, align 8
  %sunkaddr1435 = mul i64 %loop.index.1235.us244.us.us, 8
  %sunkaddr1436 = getelementptr i8, ptr %.255, i64 %sunkaddr1435
  %sunkaddr1437 = getelementptr i8, ptr %sunkaddr1436, i64 16
  %.707.us255.us.us.2 = load double, ptr %sunkaddr1437, align 8
  %.724.us260.us.us.2 = load double, ptr %.435, align 8
  %.15.le.i160.2 = fmul double %.707.us255.us.us.2, %.724.us260.us.us.2
  %636 = shl i64 %loop.index.1235.us244.us.us, 3
  %scevgep961 = getelementptr i8, ptr %lsr.iv1845, i64 %636
  %scevgep962 = getelementptr i8, ptr %scevgep961, i64 16
  store double %.15.le.i160.2, ptr %scevgep962, align 8
  %sunkaddr1438 = mul i64 %loop.index.1235.us244.us.us, 8
  %sunkaddr1439 = getelementptr i8, ptr %.255, i64 %sunkaddr1438
  %sunkaddr1440 = getelementptr i8, ptr %sunkaddr1439, i64 24
  %.707.us255.us.us.3 = load double, ptr %sunkaddr1440, align 8
  %.724.us260.us.us.3 = load double, ptr %.435, align 8
  %.15.le.i160.3 = fmul double %.707.us255.us.us.3, %.724.us260.us.us.3
  %637 = shl i64 %loop.index.1235.us244.us.us, 3
  %scevgep963 = getelementptr i8, ptr %lsr.iv1845, i64 %637
  %scevgep964 = getelementptr i8, ptr %scevgep963, i64 24
  store double %.15.le.i160.3, ptr %scevgep964, align 8
  %sunkaddr1441 = mul i64 %loop.index.1235.us244.us.us, 8
  %sunkaddr1442 = getelementptr i8, ptr %.255, i64 %sunkaddr1441
  %sunkaddr1443 = getelementptr i8, ptr %sunkaddr1442, i64 32
  %.707.us255.us.us.4 = load double, ptr %sunkaddr1443, align 8
  %.724.us260.us.us.4 = load double, ptr %.435, align 8
  %.15.le.i160.4 = fmul double %.707.us255.us.us.4, %.724.us260.us.us.4
  %638 = shl i64 %loop.index.1235.us244.us.us, 3
  %scevgep950 = getelementptr i8, ptr %lsr.iv1845, i64 %638
  %scevgep951 = getelementptr i8, ptr %scevgep950, i64 32
  store double %.15.le.i160.4, ptr %scevgep951, align 8
  %sunkaddr1444 = mul i64 %loop.index.1235.us244.us.us, 8
  %sunkaddr1445 = getelementptr i8, ptr %.255, i64 %sunkaddr1444
  %sunkaddr1446 = getelementptr i8, ptr %sunkaddr1445, i64 40
  %.707.us255.us.us.5 = load double, ptr %sunkaddr1446, align 8
  %.724.us260.us.us.5 = load double, ptr %.435, align 8
  %.15.le.i160.5 = fmul double %.707.us255.us.us.5, %.724.us260.us.us.5
  %639 = shl i64 %loop.index.1235.us244.us.us, 3
  %scevgep957 = getelementptr i8, ptr %lsr.iv1845, i64 %639
  %scevgep958 = getelementptr i8, ptr %scevgep957, i64 40
  store double %.15.le.i160.5, ptr %scevgep958, align 8
  %sunkaddr1447 = mul i64 %loop.index.1235.us244.us.us, 8
  %sunkaddr1448 = getelementptr i8, ptr %.255, i64 %sunkaddr1447
  %sunkaddr1449 = getelementptr i8, ptr %sunkaddr1448, i64 48
  %.707.us255.us.us.6 = load double, ptr %sunkaddr1449, align 8
  %.724.us260.us.us.6 = load double, ptr %.435, align 8
  %.15.le.i160.6 = fmul double %.707.us255.us.us.6, %.724.us260.us.us.6
  %640 = shl i64 %loop.index.1235.us244.us.us, 3
  %scevgep955 = getelementptr i8, ptr %lsr.iv1845, i64 %640
  %scevgep956 = getelementptr i8, ptr %scevgep955, i64 48
  store double %.15.le.i160.6, ptr %scevgep956, align 8
  %641 = shl i64 %loop.index.1235.us244.us.us, 3
  %sunkaddr1450 = mul i64 %loop.index.1235.us244.us.us, 8
  %sunkaddr1451 = getelementptr i8, ptr %.255, i64 %sunkaddr1450
  %sunkaddr1452 = getelementptr i8, ptr %sunkaddr1451, i64 56
  %.707.us255.us.us.7 = load double, ptr %sunkaddr1452, align 8
  %.724.us260.us.us.7 = load double, ptr %.435, align 8
  %.15.le.i160.7 = fmul double %.707.us255.us.us.7, %.724.us260.us.us.7
  %scevgep953 = getelementptr i8, ptr %lsr.iv1845, i64 %641
  %scevgep954 = getelementptr i8, ptr %scevgep953, i64 56
  store double %.15.le.i160.7, ptr %scevgep954, align 8
  %.756.us251.us.us.7 = add nuw nsw i64 %loop.index.1235.us244.us.us, 8
  %exitcond538.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us251.us.us.7
  br i1 %exitcond538.not.7, label %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split, label %for.body.1.endif.endif.endif.endif.endif.us248.us.us, !llvm.loop !226

for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split: ; preds = %for.body.1.endif.endif.endif.endif.endif.us248.us.us, %for.body.1.endif.endif.endif.endif.endif.us248.us.us.prol.loopexit, %vec.epilog.middle.block514, %middle.block499
  %.758.us.us314 = add nuw nsw i64 %loop.index277.us.us309, 1
  %scevgep1829 = getelementptr i8, ptr %lsr.iv1828, i64 %.598
  %scevgep1846 = getelementptr i8, ptr %lsr.iv1845, i64 %.598
  %exitcond539.not = icmp eq i64 %.758.us.us314, %dest_shape209.sroa.0.1
  br i1 %exitcond539.not, label %for.end, label %iter.check484

iter.check:                                       ; preds = %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split, %for.cond.1.preheader.us.preheader330
  %lsr.iv2041 = phi ptr [ %.6.i, %for.cond.1.preheader.us.preheader330 ], [ %scevgep2042, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split ]
  %lsr.iv2032 = phi ptr [ %scevgep2031, %for.cond.1.preheader.us.preheader330 ], [ %scevgep2033, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split ]
  %loop.index277.us = phi i64 [ 0, %for.cond.1.preheader.us.preheader330 ], [ %.758.us, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split ]
  br i1 %brmerge1106, label %for.body.1.endif.endif.endif.endif.endif.us291.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %642 = icmp ult i64 %dest_shape209.sroa.7.1, 32
  %.pre = load double, ptr %.435, align 8, !alias.scope !227
  %.pre69 = load double, ptr %.255, align 8, !alias.scope !230
  %.pre77 = fmul double %.pre, %.pre69
  br i1 %642, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.pre77, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %643 = shl i64 %index, 3
  %scevgep2039 = getelementptr i8, ptr %lsr.iv2032, i64 %643
  %scevgep2040 = getelementptr i8, ptr %scevgep2039, i64 -192
  %scevgep2038 = getelementptr i8, ptr %scevgep2039, i64 -128
  %scevgep2036 = getelementptr i8, ptr %scevgep2039, i64 -64
  store <8 x double> %broadcast.splat, ptr %scevgep2040, align 8, !alias.scope !232, !noalias !234
  store <8 x double> %broadcast.splat, ptr %scevgep2038, align 8, !alias.scope !232, !noalias !234
  store <8 x double> %broadcast.splat, ptr %scevgep2036, align 8, !alias.scope !232, !noalias !234
  store <8 x double> %broadcast.splat, ptr %scevgep2039, align 8, !alias.scope !232, !noalias !234
  %index.next = add nuw i64 %index, 32
  %644 = icmp eq i64 %n.vec, %index.next
  br i1 %644, label %middle.block, label %vector.body, !llvm.loop !235

middle.block:                                     ; preds = %vector.body
  %645 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec
  br i1 %645, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %646 = and i64 %dest_shape209.sroa.7.1, 28
  %647 = icmp eq i64 %646, 0
  br i1 %647, label %for.body.1.endif.endif.endif.endif.endif.us291.preheader, label %vec.epilog.ph, !prof !77

vec.epilog.ph:                                    ; preds = %vec.epilog.iter.check, %vector.main.loop.iter.check
  %vec.epilog.resume.val = phi i64 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %broadcast.splatinsert342 = insertelement <4 x double> poison, double %.pre77, i64 0
  %broadcast.splat343 = shufflevector <4 x double> %broadcast.splatinsert342, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index341 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next344, %vec.epilog.vector.body ]
  %648 = shl i64 %index341, 3
  %scevgep2043 = getelementptr i8, ptr %lsr.iv2041, i64 %648
  store <4 x double> %broadcast.splat343, ptr %scevgep2043, align 8, !alias.scope !232, !noalias !234
  %index.next344 = add nuw i64 %index341, 4
  %649 = icmp eq i64 %n.vec340, %index.next344
  br i1 %649, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !236

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %650 = icmp eq i64 %dest_shape209.sroa.7.1, %n.vec340
  br i1 %650, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split, label %for.body.1.endif.endif.endif.endif.endif.us291.preheader

for.body.1.endif.endif.endif.endif.endif.us291.preheader: ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %iter.check
  %loop.index.1235.us281.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec340, %vec.epilog.middle.block ]
  %651 = sub nsw i64 %dest_shape209.sroa.7.1, %loop.index.1235.us281.ph
  %xtraiter = and i64 %651, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.1.endif.endif.endif.endif.endif.us291.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us291.prol.preheader

for.body.1.endif.endif.endif.endif.endif.us291.prol.preheader: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.preheader
  br label %for.body.1.endif.endif.endif.endif.endif.us291.prol

for.body.1.endif.endif.endif.endif.endif.us291.prol: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.prol.preheader, %for.body.1.endif.endif.endif.endif.endif.us291.prol
  %lsr.iv2045 = phi i64 [ %lsr.iv.next2046, %for.body.1.endif.endif.endif.endif.endif.us291.prol ], [ %xtraiter, %for.body.1.endif.endif.endif.endif.endif.us291.prol.preheader ]
  %loop.index.1235.us281.prol = phi i64 [ %.756.us294.prol, %for.body.1.endif.endif.endif.endif.endif.us291.prol ], [ %loop.index.1235.us281.ph, %for.body.1.endif.endif.endif.endif.endif.us291.prol.preheader ]
  %.707.us284.prol = load double, ptr %.255, align 8
  %.724.us289.prol = load double, ptr %.435, align 8
  %.15.le.i161.prol = fmul double %.707.us284.prol, %.724.us289.prol
  %652 = shl i64 %loop.index.1235.us281.prol, 3
  %scevgep2044 = getelementptr i8, ptr %lsr.iv2041, i64 %652
  store double %.15.le.i161.prol, ptr %scevgep2044, align 8
  %.756.us294.prol = add nuw nsw i64 %loop.index.1235.us281.prol, 1
  %lsr.iv.next2046 = add nsw i64 %lsr.iv2045, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next2046, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.endif.endif.endif.endif.endif.us291.prol.loopexit, label %for.body.1.endif.endif.endif.endif.endif.us291.prol, !llvm.loop !237

for.body.1.endif.endif.endif.endif.endif.us291.prol.loopexit: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.prol, %for.body.1.endif.endif.endif.endif.endif.us291.preheader
  %loop.index.1235.us281.unr = phi i64 [ %loop.index.1235.us281.ph, %for.body.1.endif.endif.endif.endif.endif.us291.preheader ], [ %.756.us294.prol, %for.body.1.endif.endif.endif.endif.endif.us291.prol ]
  %653 = sub nsw i64 %loop.index.1235.us281.ph, %dest_shape209.sroa.7.1
  %654 = icmp ugt i64 %653, -8
  br i1 %654, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split, label %for.body.1.endif.endif.endif.endif.endif.us291.preheader164

for.body.1.endif.endif.endif.endif.endif.us291.preheader164: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.prol.loopexit
  br label %for.body.1.endif.endif.endif.endif.endif.us291

for.body.1.endif.endif.endif.endif.endif.us291:   ; preds = %for.body.1.endif.endif.endif.endif.endif.us291.preheader164, %for.body.1.endif.endif.endif.endif.endif.us291
  %loop.index.1235.us281 = phi i64 [ %.756.us294.7, %for.body.1.endif.endif.endif.endif.endif.us291 ], [ %loop.index.1235.us281.unr, %for.body.1.endif.endif.endif.endif.endif.us291.preheader164 ]
  %.707.us284 = load double, ptr %.255, align 8
  %.724.us289 = load double, ptr %.435, align 8
  %.15.le.i161 = fmul double %.707.us284, %.724.us289
  %655 = shl i64 %loop.index.1235.us281, 3
  %scevgep2049 = getelementptr i8, ptr %lsr.iv2041, i64 %655
  store double %.15.le.i161, ptr %scevgep2049, align 8
  %.707.us284.1 = load double, ptr %.255, align 8
  %.724.us289.1 = load double, ptr %.435, align 8
  %.15.le.i161.1 = fmul double %.707.us284.1, %.724.us289.1
  %656 = shl i64 %loop.index.1235.us281, 3
  %scevgep1069 = getelementptr i8, ptr %lsr.iv2041, i64 %656
  %scevgep1070 = getelementptr i8, ptr %scevgep1069, i64 8
  store double %.15.le.i161.1, ptr %scevgep1070, align 8
  %.707.us284.2 = load double, ptr %.255, align 8
  %.724.us289.2 = load double, ptr %.435, align 8
  %.15.le.i161.2 = fmul double %.707.us284.2, %.724.us289.2
  %657 = shl i64 %loop.index.1235.us281, 3
  %scevgep1071 = getelementptr i8, ptr %lsr.iv2041, i64 %657
  %scevgep1072 = getelementptr i8, ptr %scevgep1071, i64 16
  store double %.15.le.i161.2, ptr %scevgep1072, align 8
  %.707.us284.3 = load double, ptr %.255, align 8
  %.724.us289.3 = load double, ptr %.435, align 8
  %.15.le.i161.3 = fmul double %.707.us284.3, %.724.us289.3
  %658 = shl i64 %loop.index.1235.us281, 3
  %scevgep1073 = getelementptr i8, ptr %lsr.iv2041, i64 %658
  %scevgep1074 = getelementptr i8, ptr %scevgep1073, i64 24
  store double %.15.le.i161.3, ptr %scevgep1074, align 8
  %.707.us284.4 = load double, ptr %.255, align 8
  %.724.us289.4 = load double, ptr %.435, align 8
  %.15.le.i161.4 = fmul double %.707.us284.4, %.724.us289.4
  %659 = shl i64 %loop.index.1235.us281, 3
  %scevgep1065 = getelementptr i8, ptr %lsr.iv2041, i64 %659
  %scevgep1066 = getelementptr i8, ptr %scevgep1065, i64 32
  store double %.15.le.i161.4, ptr %scevgep1066, align 8
  %.707.us284.5 = load double, ptr %.255, align 8
  %.724.us289.5 = load double, ptr %.435, align 8
  %.15.le.i161.5 = fmul double %.707.us284.5, %.724.us289.5
  %660 = shl i64 %loop.index.1235.us281, 3
  %scevgep1077 = getelementptr i8, ptr %lsr.iv2041, i64 %660
  %scevgep1078 = getelementptr i8, ptr %scevgep1077, i64 40
  store double %.15.le.i161.5, ptr %scevgep1078, align 8
  %.707.us284.6 = load double, ptr %.255, align 8
  %.724.us289.6 = load double, ptr %.435, align 8
  %.15.le.i161.6 = fmul double %.707.us284.6, %.724.us289.6
  %661 = shl i64 %loop.index.1235.us281, 3
  %scevgep1075 = getelementptr i8, ptr %lsr.iv2041, i64 %661
  %scevgep1076 = getelementptr i8, ptr %scevgep1075, i64 48
  store double %.15.le.i161.6, ptr %scevgep1076, align 8
  %.707.us284.7 = load double, ptr %.255, align 8
  %.724.us289.7 = load double, ptr %.435, align 8
  %.15.le.i161.7 = fmul double %.707.us284.7, %.724.us289.7
  %662 = shl i64 %loop.index.1235.us281, 3
  %scevgep1067 = getelementptr i8, ptr %lsr.iv2041, i64 %662
  %scevgep1068 = getelementptr i8, ptr %scevgep1067, i64 56
  store double %.15.le.i161.7, ptr %scevgep1068, align 8
  %.756.us294.7 = add nuw nsw i64 %loop.index.1235.us281, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape209.sroa.7.1, %.756.us294.7
  br i1 %exitcond.not.7, label %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split, label %for.body.1.endif.endif.endif.endif.endif.us291, !llvm.loop !238

for.cond.1.for.end.1_crit_edge.split.split.us296.split.split: ; preds = %for.body.1.endif.endif.endif.endif.endif.us291, %for.body.1.endif.endif.endif.endif.endif.us291.prol.loopexit, %vec.epilog.middle.block, %middle.block
  %.758.us = add nuw nsw i64 %loop.index277.us, 1
  %scevgep2033 = getelementptr i8, ptr %lsr.iv2032, i64 %.598
  %scevgep2042 = getelementptr i8, ptr %lsr.iv2041, i64 %.598
  %exitcond537.not = icmp eq i64 %.758.us, %dest_shape209.sroa.0.1
  br i1 %exitcond537.not, label %for.end, label %iter.check

B0.endif.endif.endif.endi...if.2.if:              ; preds = %B0.endif.endif.endif.endi...endif.1.endif.endif.endif
  store ptr @.const.picklebuf.ba289d81f05c7020f3477c15734804df65abe209, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.split.us.us, %for.cond.1.for.end.1_crit_edge.split.split.us296.split.us.us, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.split.us.us, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us357, %for.cond.1.for.end.1_crit_edge.split.split.us.us.us.split.us.split.us.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.split.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.split.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.split.us.us, %for.cond.1.for.end.1_crit_edge.split.us.us.us.split.us.us.split.us.us, %B0.endif.endif.endif.endi...endif.2
  store ptr %.7.i.i, ptr %retptr, align 8
  %retptr.repack210 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack210, align 8
  %retptr.repack212 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %.595, ptr %retptr.repack212, align 8
  %retptr.repack214 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack214, align 8
  %retptr.repack216 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i, ptr %retptr.repack216, align 8
  %retptr.repack218 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %dest_shape209.sroa.0.1, ptr %retptr.repack218, align 8
  %retptr.repack218.repack222 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 %dest_shape209.sroa.7.1, ptr %retptr.repack218.repack222, align 8
  %retptr.repack220 = getelementptr inbounds nuw i8, ptr %retptr, i64 56
  store i64 %.598, ptr %retptr.repack220, align 8
  %retptr.repack220.repack224 = getelementptr inbounds nuw i8, ptr %retptr, i64 64
  store i64 8, ptr %retptr.repack220.repack224, align 8
  call void @NRT_decref(ptr %.441)
  call void @NRT_decref(ptr %.261)
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !5

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %0 = tail call i8 @llvm.x86.atomic.sub.cc.i64(ptr nonnull %.1, i64 1, i32 4)
  %1 = trunc i8 %0 to i1
  br i1 %1, label %.3.endif.if, label %common.ret, !prof !5

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(ptr nonnull %.1)
  ret void
}

; Function Attrs: nounwind
declare i8 @llvm.x86.atomic.sub.cc.i64(ptr, i64, i32 immarg) #4

declare void @NRT_MemInfo_call_dtor(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

declare i32 @numba_attempt_nocopy_reshape(i64, ptr, ptr, i64, ptr, ptr, i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

define linkonce_odr noundef range(i32 -1, -2) i32 @_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE27omitted_28default_3dNone_2927omitted_28default_3dNone_29(ptr noalias writeonly captures(none) %retptr, ptr noalias readnone captures(none) %excinfo, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
B0.endif.endif:
  %.120.not23 = icmp sgt i64 %arg.a.5.0, 0
  %.134.not17 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.120.not23, i1 %.134.not17, i1 false, !prof !239
  br i1 %or.cond, label %.115.preheader.us.preheader, label %common.ret, !prof !239

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %.115..116_crit_edge.us.1.loopexit.us.3
  %lcmp.mod57.not = icmp eq i64 %xtraiter55, 0
  br i1 %lcmp.mod57.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil.preheader, !prof !240

.115.preheader.us.us.epil.preheader:              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, %.115.preheader.us.us.preheader
  %.85.025.us.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %.80.024.us.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ]
  %scevgep69 = getelementptr i8, ptr %.85.025.us.us.epil.init, i64 %arg.a.6.0
  %0 = shl i64 %arg.a.6.0, 1
  br label %.115.preheader.us.us.epil

.115.preheader.us.us.epil:                        ; preds = %.115..116_crit_edge.us.1.loopexit.us.epil, %.115.preheader.us.us.epil.preheader
  %lsr.iv70 = phi ptr [ %scevgep71, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %scevgep69, %.115.preheader.us.us.epil.preheader ]
  %.85.025.us.us.epil = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.85.025.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %.80.024.us.us.epil = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.80.024.us.us.epil.init, %.115.preheader.us.us.epil.preheader ]
  %epil.iter56 = phi i64 [ %epil.iter56.next, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ 0, %.115.preheader.us.us.epil.preheader ]
  br label %.115.endif.us.epil.us.epil

.115.endif.us.epil.us.epil:                       ; preds = %.115.endif.us.epil.us.epil, %.115.preheader.us.us.epil
  %.80.118.us.epil.us.epil = phi double [ %.80.024.us.us.epil, %.115.preheader.us.us.epil ], [ %.148.us.epil.us.epil, %.115.endif.us.epil.us.epil ]
  %epil.iter.us.epil = phi i64 [ 0, %.115.preheader.us.us.epil ], [ %epil.iter.next.us.epil, %.115.endif.us.epil.us.epil ]
  %1 = shl i64 %epil.iter.us.epil, 3
  %scevgep68 = getelementptr i8, ptr %.85.025.us.us.epil, i64 %1
  %.146.us.epil.us.epil = load double, ptr %scevgep68, align 8
  %.148.us.epil.us.epil = fadd double %.80.118.us.epil.us.epil, %.146.us.epil.us.epil
  %epil.iter.next.us.epil = add nuw nsw i64 %epil.iter.us.epil, 1
  %epil.iter.cmp.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.us.epil
  br i1 %epil.iter.cmp.not.us.epil, label %.115..116_crit_edge.us.us.epil, label %.115.endif.us.epil.us.epil, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.us.epil:                   ; preds = %.115.endif.us.epil.us.epil
  %scevgep.us.epil = getelementptr i8, ptr %.85.025.us.us.epil, i64 %11
  %.141.us.us.epil = getelementptr i8, ptr %scevgep.us.epil, i64 %.137.neg.us
  %.163.us.us.epil = getelementptr i8, ptr %.141.us.us.epil, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.epil

.115.endif.us.epil.1.us.epil:                     ; preds = %.115.endif.us.epil.1.us.epil, %.115..116_crit_edge.us.us.epil
  %.80.118.us.epil.1.us.epil = phi double [ %.148.us.epil.us.epil, %.115..116_crit_edge.us.us.epil ], [ %.148.us.epil.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %epil.iter.1.us.epil = phi i64 [ 0, %.115..116_crit_edge.us.us.epil ], [ %epil.iter.next.1.us.epil, %.115.endif.us.epil.1.us.epil ]
  %2 = shl i64 %epil.iter.1.us.epil, 3
  %scevgep72 = getelementptr i8, ptr %lsr.iv70, i64 %2
  %.146.us.epil.1.us.epil = load double, ptr %scevgep72, align 8
  %.148.us.epil.1.us.epil = fadd double %.80.118.us.epil.1.us.epil, %.146.us.epil.1.us.epil
  %epil.iter.next.1.us.epil = add nuw nsw i64 %epil.iter.1.us.epil, 1
  %epil.iter.cmp.1.not.us.epil = icmp eq i64 %xtraiter, %epil.iter.next.1.us.epil
  br i1 %epil.iter.cmp.1.not.us.epil, label %.115..116_crit_edge.us.1.loopexit.us.epil, label %.115.endif.us.epil.1.us.epil, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.1.loopexit.us.epil:        ; preds = %.115.endif.us.epil.1.us.epil
  %scevgep.1.us.epil = getelementptr i8, ptr %.163.us.us.epil, i64 %11
  %.141.us.1.us.epil = getelementptr i8, ptr %scevgep.1.us.epil, i64 %.137.neg.us
  %.163.us.1.us.epil = getelementptr i8, ptr %.141.us.1.us.epil, i64 %arg.a.6.0
  %epil.iter56.next = add i64 %epil.iter56, 1
  %scevgep71 = getelementptr i8, ptr %lsr.iv70, i64 %0
  %epil.iter56.cmp.not = icmp eq i64 %epil.iter56.next, %xtraiter55
  br i1 %epil.iter56.cmp.not, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us.us.epil, !prof !244, !llvm.loop !245

common.ret.loopexit.unr-lcssa:                    ; preds = %.115..116_crit_edge.us.1, %.115..116_crit_edge.us.1.loopexit.us.epil, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %.us-phi = phi double [ %.148.us.epil.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.148.us.epil.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ]
  %.us-phi9 = phi ptr [ %.163.us.1.us.epil, %.115..116_crit_edge.us.1.loopexit.us.epil ], [ %.163.us.1.us.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.163.us.1, %.115..116_crit_edge.us.1 ]
  %3 = and i64 %arg.a.5.0, 1
  %lcmp.mod12.not = icmp eq i64 %3, 0
  br i1 %lcmp.mod12.not, label %common.ret, label %.115.preheader.us.epil.preheader, !prof !247

.115.preheader.us.epil.preheader:                 ; preds = %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, %common.ret.loopexit.unr-lcssa
  %xtraiter.epil.pre-phi = phi i64 [ %.pre, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %xtraiter, %common.ret.loopexit.unr-lcssa ]
  %.85.025.us.epil.init = phi ptr [ %arg.a.4, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi9, %common.ret.loopexit.unr-lcssa ]
  %.80.024.us.epil.init = phi double [ 0.000000e+00, %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ]
  %4 = icmp ult i64 %arg.a.5.1, 8
  br i1 %4, label %.115.endif.us.epil.preheader.epil, label %.115.preheader.us.new.epil, !prof !248

.115.preheader.us.new.epil:                       ; preds = %.115.preheader.us.epil.preheader
  %unroll_iter.epil = and i64 %arg.a.5.1, %const
  %5 = add nsw i64 %arg.a.5.1, -8
  %6 = lshr i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %xtraiter62 = and i64 %7, 3
  %8 = and i64 %5, 24
  %lcmp.mod63.not = icmp eq i64 %8, 24
  br i1 %lcmp.mod63.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol.preheader, !prof !249

.115.endif.us.epil4.prol.preheader:               ; preds = %.115.preheader.us.new.epil
  br label %.115.endif.us.epil4.prol

.115.endif.us.epil4.prol:                         ; preds = %.115.endif.us.epil4.prol.preheader, %.115.endif.us.epil4.prol
  %lsr.iv67 = phi i64 [ %xtraiter62, %.115.endif.us.epil4.prol.preheader ], [ %lsr.iv.next, %.115.endif.us.epil4.prol ]
  %lsr.iv.prol = phi i64 [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ], [ %unroll_iter.epil, %.115.endif.us.epil4.prol.preheader ]
  %.85.119.us.epil6.prol = phi ptr [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.85.025.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.80.118.us.epil7.prol = phi double [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ], [ %.80.024.us.epil.init, %.115.endif.us.epil4.prol.preheader ]
  %.146.us.epil8.prol = load double, ptr %.85.119.us.epil6.prol, align 8
  %.148.us.epil9.prol = fadd double %.80.118.us.epil7.prol, %.146.us.epil8.prol
  %.154.us.epil10.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 8
  %.146.us.1.epil.prol = load double, ptr %.154.us.epil10.prol, align 8
  %.148.us.1.epil.prol = fadd double %.148.us.epil9.prol, %.146.us.1.epil.prol
  %.154.us.1.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 16
  %.146.us.2.epil.prol = load double, ptr %.154.us.1.epil.prol, align 8
  %.148.us.2.epil.prol = fadd double %.148.us.1.epil.prol, %.146.us.2.epil.prol
  %.154.us.2.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 24
  %.146.us.3.epil.prol = load double, ptr %.154.us.2.epil.prol, align 8
  %.148.us.3.epil.prol = fadd double %.148.us.2.epil.prol, %.146.us.3.epil.prol
  %.154.us.3.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 32
  %.146.us.4.epil.prol = load double, ptr %.154.us.3.epil.prol, align 8
  %.148.us.4.epil.prol = fadd double %.148.us.3.epil.prol, %.146.us.4.epil.prol
  %.154.us.4.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 40
  %.146.us.5.epil.prol = load double, ptr %.154.us.4.epil.prol, align 8
  %.148.us.5.epil.prol = fadd double %.148.us.4.epil.prol, %.146.us.5.epil.prol
  %.154.us.5.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 48
  %.146.us.6.epil.prol = load double, ptr %.154.us.5.epil.prol, align 8
  %.148.us.6.epil.prol = fadd double %.148.us.5.epil.prol, %.146.us.6.epil.prol
  %.154.us.6.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 56
  %.146.us.7.epil.prol = load double, ptr %.154.us.6.epil.prol, align 8
  %.148.us.7.epil.prol = fadd double %.148.us.6.epil.prol, %.146.us.7.epil.prol
  %.154.us.7.epil.prol = getelementptr i8, ptr %.85.119.us.epil6.prol, i64 64
  %lsr.iv.next.prol = add i64 %lsr.iv.prol, -8
  %lsr.iv.next = add i64 %lsr.iv67, -1
  %prol.iter64.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter64.cmp.not, label %.115.endif.us.epil4.prol.loopexit, label %.115.endif.us.epil4.prol, !prof !250, !llvm.loop !251

.115.endif.us.epil4.prol.loopexit:                ; preds = %.115.endif.us.epil4.prol, %.115.preheader.us.new.epil
  %.148.us.7.epil.lcssa.unr = phi double [ poison, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.154.us.7.epil.lcssa.unr = phi ptr [ poison, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %lsr.iv.unr = phi i64 [ %unroll_iter.epil, %.115.preheader.us.new.epil ], [ %lsr.iv.next.prol, %.115.endif.us.epil4.prol ]
  %.85.119.us.epil6.unr = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.new.epil ], [ %.154.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %.80.118.us.epil7.unr = phi double [ %.80.024.us.epil.init, %.115.preheader.us.new.epil ], [ %.148.us.7.epil.prol, %.115.endif.us.epil4.prol ]
  %9 = icmp ult i64 %5, 24
  br i1 %9, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4.preheader, !prof !252

.115.endif.us.epil4.preheader:                    ; preds = %.115.endif.us.epil4.prol.loopexit
  br label %.115.endif.us.epil4

.115.endif.us.epil4:                              ; preds = %.115.endif.us.epil4.preheader, %.115.endif.us.epil4
  %lsr.iv = phi i64 [ %lsr.iv.next.3, %.115.endif.us.epil4 ], [ %lsr.iv.unr, %.115.endif.us.epil4.preheader ]
  %.85.119.us.epil6 = phi ptr [ %.154.us.7.epil.3, %.115.endif.us.epil4 ], [ %.85.119.us.epil6.unr, %.115.endif.us.epil4.preheader ]
  %.80.118.us.epil7 = phi double [ %.148.us.7.epil.3, %.115.endif.us.epil4 ], [ %.80.118.us.epil7.unr, %.115.endif.us.epil4.preheader ]
  %.146.us.epil8 = load double, ptr %.85.119.us.epil6, align 8
  %.148.us.epil9 = fadd double %.80.118.us.epil7, %.146.us.epil8
  %.154.us.epil10 = getelementptr i8, ptr %.85.119.us.epil6, i64 8
  %.146.us.1.epil = load double, ptr %.154.us.epil10, align 8
  %.148.us.1.epil = fadd double %.148.us.epil9, %.146.us.1.epil
  %.154.us.1.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 16
  %.146.us.2.epil = load double, ptr %.154.us.1.epil, align 8
  %.148.us.2.epil = fadd double %.148.us.1.epil, %.146.us.2.epil
  %.154.us.2.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 24
  %.146.us.3.epil = load double, ptr %.154.us.2.epil, align 8
  %.148.us.3.epil = fadd double %.148.us.2.epil, %.146.us.3.epil
  %.154.us.3.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 32
  %.146.us.4.epil = load double, ptr %.154.us.3.epil, align 8
  %.148.us.4.epil = fadd double %.148.us.3.epil, %.146.us.4.epil
  %.154.us.4.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 40
  %.146.us.5.epil = load double, ptr %.154.us.4.epil, align 8
  %.148.us.5.epil = fadd double %.148.us.4.epil, %.146.us.5.epil
  %.154.us.5.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 48
  %.146.us.6.epil = load double, ptr %.154.us.5.epil, align 8
  %.148.us.6.epil = fadd double %.148.us.5.epil, %.146.us.6.epil
  %.154.us.6.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 56
  %.146.us.7.epil = load double, ptr %.154.us.6.epil, align 8
  %.148.us.7.epil = fadd double %.148.us.6.epil, %.146.us.7.epil
  %.154.us.7.epil = getelementptr i8, ptr %.85.119.us.epil6, i64 64
  %.146.us.epil8.1 = load double, ptr %.154.us.7.epil, align 8
  %.148.us.epil9.1 = fadd double %.148.us.7.epil, %.146.us.epil8.1
  %.154.us.epil10.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 72
  %.146.us.1.epil.1 = load double, ptr %.154.us.epil10.1, align 8
  %.148.us.1.epil.1 = fadd double %.148.us.epil9.1, %.146.us.1.epil.1
  %.154.us.1.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 80
  %.146.us.2.epil.1 = load double, ptr %.154.us.1.epil.1, align 8
  %.148.us.2.epil.1 = fadd double %.148.us.1.epil.1, %.146.us.2.epil.1
  %.154.us.2.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 88
  %.146.us.3.epil.1 = load double, ptr %.154.us.2.epil.1, align 8
  %.148.us.3.epil.1 = fadd double %.148.us.2.epil.1, %.146.us.3.epil.1
  %.154.us.3.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 96
  %.146.us.4.epil.1 = load double, ptr %.154.us.3.epil.1, align 8
  %.148.us.4.epil.1 = fadd double %.148.us.3.epil.1, %.146.us.4.epil.1
  %.154.us.4.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 104
  %.146.us.5.epil.1 = load double, ptr %.154.us.4.epil.1, align 8
  %.148.us.5.epil.1 = fadd double %.148.us.4.epil.1, %.146.us.5.epil.1
  %.154.us.5.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 112
  %.146.us.6.epil.1 = load double, ptr %.154.us.5.epil.1, align 8
  %.148.us.6.epil.1 = fadd double %.148.us.5.epil.1, %.146.us.6.epil.1
  %.154.us.6.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 120
  %.146.us.7.epil.1 = load double, ptr %.154.us.6.epil.1, align 8
  %.148.us.7.epil.1 = fadd double %.148.us.6.epil.1, %.146.us.7.epil.1
  %.154.us.7.epil.1 = getelementptr i8, ptr %.85.119.us.epil6, i64 128
  %.146.us.epil8.2 = load double, ptr %.154.us.7.epil.1, align 8
  %.148.us.epil9.2 = fadd double %.148.us.7.epil.1, %.146.us.epil8.2
  %.154.us.epil10.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 136
  %.146.us.1.epil.2 = load double, ptr %.154.us.epil10.2, align 8
  %.148.us.1.epil.2 = fadd double %.148.us.epil9.2, %.146.us.1.epil.2
  %.154.us.1.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 144
  %.146.us.2.epil.2 = load double, ptr %.154.us.1.epil.2, align 8
  %.148.us.2.epil.2 = fadd double %.148.us.1.epil.2, %.146.us.2.epil.2
  %.154.us.2.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 152
  %.146.us.3.epil.2 = load double, ptr %.154.us.2.epil.2, align 8
  %.148.us.3.epil.2 = fadd double %.148.us.2.epil.2, %.146.us.3.epil.2
  %.154.us.3.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 160
  %.146.us.4.epil.2 = load double, ptr %.154.us.3.epil.2, align 8
  %.148.us.4.epil.2 = fadd double %.148.us.3.epil.2, %.146.us.4.epil.2
  %.154.us.4.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 168
  %.146.us.5.epil.2 = load double, ptr %.154.us.4.epil.2, align 8
  %.148.us.5.epil.2 = fadd double %.148.us.4.epil.2, %.146.us.5.epil.2
  %.154.us.5.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 176
  %.146.us.6.epil.2 = load double, ptr %.154.us.5.epil.2, align 8
  %.148.us.6.epil.2 = fadd double %.148.us.5.epil.2, %.146.us.6.epil.2
  %.154.us.6.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 184
  %.146.us.7.epil.2 = load double, ptr %.154.us.6.epil.2, align 8
  %.148.us.7.epil.2 = fadd double %.148.us.6.epil.2, %.146.us.7.epil.2
  %.154.us.7.epil.2 = getelementptr i8, ptr %.85.119.us.epil6, i64 192
  %.146.us.epil8.3 = load double, ptr %.154.us.7.epil.2, align 8
  %.148.us.epil9.3 = fadd double %.148.us.7.epil.2, %.146.us.epil8.3
  %.154.us.epil10.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 200
  %.146.us.1.epil.3 = load double, ptr %.154.us.epil10.3, align 8
  %.148.us.1.epil.3 = fadd double %.148.us.epil9.3, %.146.us.1.epil.3
  %.154.us.1.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 208
  %.146.us.2.epil.3 = load double, ptr %.154.us.1.epil.3, align 8
  %.148.us.2.epil.3 = fadd double %.148.us.1.epil.3, %.146.us.2.epil.3
  %.154.us.2.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 216
  %.146.us.3.epil.3 = load double, ptr %.154.us.2.epil.3, align 8
  %.148.us.3.epil.3 = fadd double %.148.us.2.epil.3, %.146.us.3.epil.3
  %.154.us.3.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 224
  %.146.us.4.epil.3 = load double, ptr %.154.us.3.epil.3, align 8
  %.148.us.4.epil.3 = fadd double %.148.us.3.epil.3, %.146.us.4.epil.3
  %.154.us.4.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 232
  %.146.us.5.epil.3 = load double, ptr %.154.us.4.epil.3, align 8
  %.148.us.5.epil.3 = fadd double %.148.us.4.epil.3, %.146.us.5.epil.3
  %.154.us.5.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 240
  %.146.us.6.epil.3 = load double, ptr %.154.us.5.epil.3, align 8
  %.148.us.6.epil.3 = fadd double %.148.us.5.epil.3, %.146.us.6.epil.3
  %.154.us.6.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 248
  %.146.us.7.epil.3 = load double, ptr %.154.us.6.epil.3, align 8
  %.148.us.7.epil.3 = fadd double %.148.us.6.epil.3, %.146.us.7.epil.3
  %.154.us.7.epil.3 = getelementptr i8, ptr %.85.119.us.epil6, i64 256
  %lsr.iv.next.3 = add i64 %lsr.iv, -32
  %niter.ncmp.7.epil.3 = icmp eq i64 %lsr.iv.next.3, 0
  br i1 %niter.ncmp.7.epil.3, label %.115..116_crit_edge.us.unr-lcssa.epil, label %.115.endif.us.epil4, !prof !253, !llvm.loop !254

.115..116_crit_edge.us.unr-lcssa.epil:            ; preds = %.115.endif.us.epil4, %.115.endif.us.epil4.prol.loopexit
  %.148.us.7.epil.lcssa = phi double [ %.148.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.148.us.7.epil.3, %.115.endif.us.epil4 ]
  %.154.us.7.epil.lcssa = phi ptr [ %.154.us.7.epil.lcssa.unr, %.115.endif.us.epil4.prol.loopexit ], [ %.154.us.7.epil.3, %.115.endif.us.epil4 ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, 0
  br i1 %lcmp.mod.epil.not, label %common.ret, label %.115.endif.us.epil.preheader.epil, !prof !256

.115.endif.us.epil.preheader.epil:                ; preds = %.115..116_crit_edge.us.unr-lcssa.epil, %.115.preheader.us.epil.preheader
  %.85.119.us.epil.init.epil = phi ptr [ %.85.025.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.154.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  %.80.118.us.epil.init.epil = phi double [ %.80.024.us.epil.init, %.115.preheader.us.epil.preheader ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ]
  br label %.115.endif.us.epil.epil

.115.endif.us.epil.epil:                          ; preds = %.115.endif.us.epil.epil, %.115.endif.us.epil.preheader.epil
  %.80.118.us.epil.epil = phi double [ %.80.118.us.epil.init.epil, %.115.endif.us.epil.preheader.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  %epil.iter.epil = phi i64 [ 0, %.115.endif.us.epil.preheader.epil ], [ %epil.iter.next.epil, %.115.endif.us.epil.epil ]
  %10 = shl i64 %epil.iter.epil, 3
  %scevgep = getelementptr i8, ptr %.85.119.us.epil.init.epil, i64 %10
  %.146.us.epil.epil = load double, ptr %scevgep, align 8
  %.148.us.epil.epil = fadd double %.80.118.us.epil.epil, %.146.us.epil.epil
  %epil.iter.next.epil = add i64 %epil.iter.epil, 1
  %epil.iter.cmp.epil.not = icmp eq i64 %xtraiter.epil.pre-phi, %epil.iter.next.epil
  br i1 %epil.iter.cmp.epil.not, label %common.ret, label %.115.endif.us.epil.epil, !prof !241, !llvm.loop !242

common.ret:                                       ; preds = %.115.endif.us.epil.epil, %.115..116_crit_edge.us.unr-lcssa.epil, %common.ret.loopexit.unr-lcssa, %B0.endif.endif
  %.80.0.lcssa = phi double [ 0.000000e+00, %B0.endif.endif ], [ %.us-phi, %common.ret.loopexit.unr-lcssa ], [ %.148.us.7.epil.lcssa, %.115..116_crit_edge.us.unr-lcssa.epil ], [ %.148.us.epil.epil, %.115.endif.us.epil.epil ]
  store double %.80.0.lcssa, ptr %retptr, align 8
  ret i32 0

.115.preheader.us.preheader:                      ; preds = %B0.endif.endif
  %const = bitcast i64 9223372036854775800 to i64
  %11 = shl i64 %arg.a.5.1, 3
  %.137.neg.us = mul i64 %arg.a.5.1, -8
  %12 = icmp eq i64 %arg.a.5.0, 1
  br i1 %12, label %.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge, label %.115.preheader.us.preheader.new, !prof !257

.115.preheader.us.preheader..115.preheader.us.epil.preheader_crit_edge: ; preds = %.115.preheader.us.preheader
  %.pre = and i64 %arg.a.5.1, 7
  br label %.115.preheader.us.epil.preheader

.115.preheader.us.preheader.new:                  ; preds = %.115.preheader.us.preheader
  %const_mat = add i64 %const, 6
  %unroll_iter15 = and i64 %arg.a.5.0, %const_mat
  %xtraiter = and i64 %arg.a.5.1, 7
  %unroll_iter = and i64 %arg.a.5.1, %const
  %13 = icmp samesign ult i64 %arg.a.5.1, 8
  br i1 %13, label %.115.preheader.us.us.preheader, label %.115.preheader.us.preheader15, !prof !248

.115.preheader.us.preheader15:                    ; preds = %.115.preheader.us.preheader.new
  %14 = add nsw i64 %arg.a.5.1, -8
  %15 = lshr i64 %14, 3
  %16 = add nuw nsw i64 %15, 1
  %xtraiter17 = and i64 %16, 3
  %17 = shl nuw nsw i64 %xtraiter17, 3
  %18 = shl nuw nsw i64 %xtraiter17, 3
  br label %.115.preheader.us

.115.preheader.us.us.preheader:                   ; preds = %.115.preheader.us.preheader.new
  %19 = add nsw i64 %arg.a.5.0, -2
  %20 = lshr i64 %19, 1
  %21 = add nuw i64 %20, 1
  %xtraiter55 = and i64 %21, 3
  %22 = icmp ult i64 %19, 6
  br i1 %22, label %.115.preheader.us.us.epil.preheader, label %.115.preheader.us.us.preheader.new, !prof !258

.115.preheader.us.us.preheader.new:               ; preds = %.115.preheader.us.us.preheader
  %unroll_iter61 = and i64 %21, -4
  %scevgep74 = getelementptr i8, ptr %arg.a.4, i64 %arg.a.6.0
  %23 = shl i64 %arg.a.6.0, 3
  %24 = shl i64 %arg.a.6.0, 1
  %scevgep78 = getelementptr i8, ptr %arg.a.4, i64 %24
  %25 = mul i64 %arg.a.6.0, 3
  %scevgep82 = getelementptr i8, ptr %arg.a.4, i64 %25
  %26 = shl i64 %arg.a.6.0, 2
  %scevgep86 = getelementptr i8, ptr %arg.a.4, i64 %26
  %27 = mul i64 %arg.a.6.0, 5
  %scevgep90 = getelementptr i8, ptr %arg.a.4, i64 %27
  %28 = mul i64 %arg.a.6.0, 6
  %scevgep94 = getelementptr i8, ptr %arg.a.4, i64 %28
  %29 = mul i64 %arg.a.6.0, 7
  %scevgep98 = getelementptr i8, ptr %arg.a.4, i64 %29
  br label %.115.preheader.us.us

.115.preheader.us.us:                             ; preds = %.115..116_crit_edge.us.1.loopexit.us.3, %.115.preheader.us.us.preheader.new
  %lsr.iv99 = phi ptr [ %scevgep100, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep98, %.115.preheader.us.us.preheader.new ]
  %lsr.iv95 = phi ptr [ %scevgep96, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep94, %.115.preheader.us.us.preheader.new ]
  %lsr.iv91 = phi ptr [ %scevgep92, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep90, %.115.preheader.us.us.preheader.new ]
  %lsr.iv87 = phi ptr [ %scevgep88, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep86, %.115.preheader.us.us.preheader.new ]
  %lsr.iv83 = phi ptr [ %scevgep84, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep82, %.115.preheader.us.us.preheader.new ]
  %lsr.iv79 = phi ptr [ %scevgep80, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep78, %.115.preheader.us.us.preheader.new ]
  %lsr.iv75 = phi ptr [ %scevgep76, %.115..116_crit_edge.us.1.loopexit.us.3 ], [ %scevgep74, %.115.preheader.us.us.preheader.new ]
  %.85.025.us.us = phi ptr [ %arg.a.4, %.115.preheader.us.us.preheader.new ], [ %.163.us.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %.80.024.us.us = phi double [ 0.000000e+00, %.115.preheader.us.us.preheader.new ], [ %.148.us.epil.1.us.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  %niter = phi i64 [ 0, %.115.preheader.us.us.preheader.new ], [ %niter.next.3, %.115..116_crit_edge.us.1.loopexit.us.3 ]
  br label %.115.endif.us.epil.us

.115.endif.us.epil.us:                            ; preds = %.115.endif.us.epil.us, %.115.preheader.us.us
  %.80.118.us.epil.us = phi double [ %.80.024.us.us, %.115.preheader.us.us ], [ %.148.us.epil.us, %.115.endif.us.epil.us ]
  %epil.iter.us = phi i64 [ 0, %.115.preheader.us.us ], [ %epil.iter.next.us, %.115.endif.us.epil.us ]
  %30 = shl nuw nsw i64 %epil.iter.us, 3
  %scevgep73 = getelementptr i8, ptr %.85.025.us.us, i64 %30
  %.146.us.epil.us = load double, ptr %scevgep73, align 8
  %.148.us.epil.us = fadd double %.80.118.us.epil.us, %.146.us.epil.us
  %epil.iter.next.us = add nuw nsw i64 %epil.iter.us, 1
  %epil.iter.cmp.not.us = icmp eq i64 %xtraiter, %epil.iter.next.us
  br i1 %epil.iter.cmp.not.us, label %.115..116_crit_edge.us.us, label %.115.endif.us.epil.us, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.us:                        ; preds = %.115.endif.us.epil.us
  %scevgep.us = getelementptr i8, ptr %.85.025.us.us, i64 %11
  %.141.us.us = getelementptr i8, ptr %scevgep.us, i64 %.137.neg.us
  %.163.us.us = getelementptr i8, ptr %.141.us.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us

.115.endif.us.epil.1.us:                          ; preds = %.115.endif.us.epil.1.us, %.115..116_crit_edge.us.us
  %.80.118.us.epil.1.us = phi double [ %.148.us.epil.us, %.115..116_crit_edge.us.us ], [ %.148.us.epil.1.us, %.115.endif.us.epil.1.us ]
  %epil.iter.1.us = phi i64 [ 0, %.115..116_crit_edge.us.us ], [ %epil.iter.next.1.us, %.115.endif.us.epil.1.us ]
  %31 = shl nuw nsw i64 %epil.iter.1.us, 3
  %scevgep77 = getelementptr i8, ptr %lsr.iv75, i64 %31
  %.146.us.epil.1.us = load double, ptr %scevgep77, align 8
  %.148.us.epil.1.us = fadd double %.80.118.us.epil.1.us, %.146.us.epil.1.us
  %epil.iter.next.1.us = add nuw nsw i64 %epil.iter.1.us, 1
  %epil.iter.cmp.1.not.us = icmp eq i64 %xtraiter, %epil.iter.next.1.us
  br i1 %epil.iter.cmp.1.not.us, label %.115..116_crit_edge.us.1.loopexit.us, label %.115.endif.us.epil.1.us, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.1.loopexit.us:             ; preds = %.115.endif.us.epil.1.us
  %scevgep.1.us = getelementptr i8, ptr %.163.us.us, i64 %11
  %.141.us.1.us = getelementptr i8, ptr %scevgep.1.us, i64 %.137.neg.us
  %.163.us.1.us = getelementptr i8, ptr %.141.us.1.us, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.1

.115.endif.us.epil.us.1:                          ; preds = %.115.endif.us.epil.us.1, %.115..116_crit_edge.us.1.loopexit.us
  %.80.118.us.epil.us.1 = phi double [ %.148.us.epil.1.us, %.115..116_crit_edge.us.1.loopexit.us ], [ %.148.us.epil.us.1, %.115.endif.us.epil.us.1 ]
  %epil.iter.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us ], [ %epil.iter.next.us.1, %.115.endif.us.epil.us.1 ]
  %32 = shl nuw nsw i64 %epil.iter.us.1, 3
  %scevgep81 = getelementptr i8, ptr %lsr.iv79, i64 %32
  %.146.us.epil.us.1 = load double, ptr %scevgep81, align 8
  %.148.us.epil.us.1 = fadd double %.80.118.us.epil.us.1, %.146.us.epil.us.1
  %epil.iter.next.us.1 = add nuw nsw i64 %epil.iter.us.1, 1
  %epil.iter.cmp.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.us.1
  br i1 %epil.iter.cmp.not.us.1, label %.115..116_crit_edge.us.us.1, label %.115.endif.us.epil.us.1, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.us.1:                      ; preds = %.115.endif.us.epil.us.1
  %scevgep.us.1 = getelementptr i8, ptr %.163.us.1.us, i64 %11
  %.141.us.us.1 = getelementptr i8, ptr %scevgep.us.1, i64 %.137.neg.us
  %.163.us.us.1 = getelementptr i8, ptr %.141.us.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.1

.115.endif.us.epil.1.us.1:                        ; preds = %.115.endif.us.epil.1.us.1, %.115..116_crit_edge.us.us.1
  %.80.118.us.epil.1.us.1 = phi double [ %.148.us.epil.us.1, %.115..116_crit_edge.us.us.1 ], [ %.148.us.epil.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %epil.iter.1.us.1 = phi i64 [ 0, %.115..116_crit_edge.us.us.1 ], [ %epil.iter.next.1.us.1, %.115.endif.us.epil.1.us.1 ]
  %33 = shl nuw nsw i64 %epil.iter.1.us.1, 3
  %scevgep85 = getelementptr i8, ptr %lsr.iv83, i64 %33
  %.146.us.epil.1.us.1 = load double, ptr %scevgep85, align 8
  %.148.us.epil.1.us.1 = fadd double %.80.118.us.epil.1.us.1, %.146.us.epil.1.us.1
  %epil.iter.next.1.us.1 = add nuw nsw i64 %epil.iter.1.us.1, 1
  %epil.iter.cmp.1.not.us.1 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.1
  br i1 %epil.iter.cmp.1.not.us.1, label %.115..116_crit_edge.us.1.loopexit.us.1, label %.115.endif.us.epil.1.us.1, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.1.loopexit.us.1:           ; preds = %.115.endif.us.epil.1.us.1
  %scevgep.1.us.1 = getelementptr i8, ptr %.163.us.us.1, i64 %11
  %.141.us.1.us.1 = getelementptr i8, ptr %scevgep.1.us.1, i64 %.137.neg.us
  %.163.us.1.us.1 = getelementptr i8, ptr %.141.us.1.us.1, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.2

.115.endif.us.epil.us.2:                          ; preds = %.115.endif.us.epil.us.2, %.115..116_crit_edge.us.1.loopexit.us.1
  %.80.118.us.epil.us.2 = phi double [ %.148.us.epil.1.us.1, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %.148.us.epil.us.2, %.115.endif.us.epil.us.2 ]
  %epil.iter.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.1 ], [ %epil.iter.next.us.2, %.115.endif.us.epil.us.2 ]
  %34 = shl nuw nsw i64 %epil.iter.us.2, 3
  %scevgep89 = getelementptr i8, ptr %lsr.iv87, i64 %34
  %.146.us.epil.us.2 = load double, ptr %scevgep89, align 8
  %.148.us.epil.us.2 = fadd double %.80.118.us.epil.us.2, %.146.us.epil.us.2
  %epil.iter.next.us.2 = add nuw nsw i64 %epil.iter.us.2, 1
  %epil.iter.cmp.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.us.2
  br i1 %epil.iter.cmp.not.us.2, label %.115..116_crit_edge.us.us.2, label %.115.endif.us.epil.us.2, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.us.2:                      ; preds = %.115.endif.us.epil.us.2
  %scevgep.us.2 = getelementptr i8, ptr %.163.us.1.us.1, i64 %11
  %.141.us.us.2 = getelementptr i8, ptr %scevgep.us.2, i64 %.137.neg.us
  %.163.us.us.2 = getelementptr i8, ptr %.141.us.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.2

.115.endif.us.epil.1.us.2:                        ; preds = %.115.endif.us.epil.1.us.2, %.115..116_crit_edge.us.us.2
  %.80.118.us.epil.1.us.2 = phi double [ %.148.us.epil.us.2, %.115..116_crit_edge.us.us.2 ], [ %.148.us.epil.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %epil.iter.1.us.2 = phi i64 [ 0, %.115..116_crit_edge.us.us.2 ], [ %epil.iter.next.1.us.2, %.115.endif.us.epil.1.us.2 ]
  %35 = shl nuw nsw i64 %epil.iter.1.us.2, 3
  %scevgep93 = getelementptr i8, ptr %lsr.iv91, i64 %35
  %.146.us.epil.1.us.2 = load double, ptr %scevgep93, align 8
  %.148.us.epil.1.us.2 = fadd double %.80.118.us.epil.1.us.2, %.146.us.epil.1.us.2
  %epil.iter.next.1.us.2 = add nuw nsw i64 %epil.iter.1.us.2, 1
  %epil.iter.cmp.1.not.us.2 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.2
  br i1 %epil.iter.cmp.1.not.us.2, label %.115..116_crit_edge.us.1.loopexit.us.2, label %.115.endif.us.epil.1.us.2, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.1.loopexit.us.2:           ; preds = %.115.endif.us.epil.1.us.2
  %scevgep.1.us.2 = getelementptr i8, ptr %.163.us.us.2, i64 %11
  %.141.us.1.us.2 = getelementptr i8, ptr %scevgep.1.us.2, i64 %.137.neg.us
  %.163.us.1.us.2 = getelementptr i8, ptr %.141.us.1.us.2, i64 %arg.a.6.0
  br label %.115.endif.us.epil.us.3

.115.endif.us.epil.us.3:                          ; preds = %.115.endif.us.epil.us.3, %.115..116_crit_edge.us.1.loopexit.us.2
  %.80.118.us.epil.us.3 = phi double [ %.148.us.epil.1.us.2, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %.148.us.epil.us.3, %.115.endif.us.epil.us.3 ]
  %epil.iter.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.1.loopexit.us.2 ], [ %epil.iter.next.us.3, %.115.endif.us.epil.us.3 ]
  %36 = shl nuw nsw i64 %epil.iter.us.3, 3
  %scevgep97 = getelementptr i8, ptr %lsr.iv95, i64 %36
  %.146.us.epil.us.3 = load double, ptr %scevgep97, align 8
  %.148.us.epil.us.3 = fadd double %.80.118.us.epil.us.3, %.146.us.epil.us.3
  %epil.iter.next.us.3 = add nuw nsw i64 %epil.iter.us.3, 1
  %epil.iter.cmp.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.us.3
  br i1 %epil.iter.cmp.not.us.3, label %.115..116_crit_edge.us.us.3, label %.115.endif.us.epil.us.3, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.us.3:                      ; preds = %.115.endif.us.epil.us.3
  %scevgep.us.3 = getelementptr i8, ptr %.163.us.1.us.2, i64 %11
  %.141.us.us.3 = getelementptr i8, ptr %scevgep.us.3, i64 %.137.neg.us
  %.163.us.us.3 = getelementptr i8, ptr %.141.us.us.3, i64 %arg.a.6.0
  br label %.115.endif.us.epil.1.us.3

.115.endif.us.epil.1.us.3:                        ; preds = %.115.endif.us.epil.1.us.3, %.115..116_crit_edge.us.us.3
  %.80.118.us.epil.1.us.3 = phi double [ %.148.us.epil.us.3, %.115..116_crit_edge.us.us.3 ], [ %.148.us.epil.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %epil.iter.1.us.3 = phi i64 [ 0, %.115..116_crit_edge.us.us.3 ], [ %epil.iter.next.1.us.3, %.115.endif.us.epil.1.us.3 ]
  %37 = shl nuw nsw i64 %epil.iter.1.us.3, 3
  %scevgep101 = getelementptr i8, ptr %lsr.iv99, i64 %37
  %.146.us.epil.1.us.3 = load double, ptr %scevgep101, align 8
  %.148.us.epil.1.us.3 = fadd double %.80.118.us.epil.1.us.3, %.146.us.epil.1.us.3
  %epil.iter.next.1.us.3 = add nuw nsw i64 %epil.iter.1.us.3, 1
  %epil.iter.cmp.1.not.us.3 = icmp eq i64 %xtraiter, %epil.iter.next.1.us.3
  br i1 %epil.iter.cmp.1.not.us.3, label %.115..116_crit_edge.us.1.loopexit.us.3, label %.115.endif.us.epil.1.us.3, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.1.loopexit.us.3:           ; preds = %.115.endif.us.epil.1.us.3
  %scevgep.1.us.3 = getelementptr i8, ptr %.163.us.us.3, i64 %11
  %.141.us.1.us.3 = getelementptr i8, ptr %scevgep.1.us.3, i64 %.137.neg.us
  %.163.us.1.us.3 = getelementptr i8, ptr %.141.us.1.us.3, i64 %arg.a.6.0
  %niter.next.3 = add i64 %niter, 4
  %scevgep76 = getelementptr i8, ptr %lsr.iv75, i64 %23
  %scevgep80 = getelementptr i8, ptr %lsr.iv79, i64 %23
  %scevgep84 = getelementptr i8, ptr %lsr.iv83, i64 %23
  %scevgep88 = getelementptr i8, ptr %lsr.iv87, i64 %23
  %scevgep92 = getelementptr i8, ptr %lsr.iv91, i64 %23
  %scevgep96 = getelementptr i8, ptr %lsr.iv95, i64 %23
  %scevgep100 = getelementptr i8, ptr %lsr.iv99, i64 %23
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter61
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %.115.preheader.us.us, !prof !259, !llvm.loop !260

.115.preheader.us:                                ; preds = %.115.preheader.us.preheader15, %.115..116_crit_edge.us.1
  %.85.025.us = phi ptr [ %.163.us.1, %.115..116_crit_edge.us.1 ], [ %arg.a.4, %.115.preheader.us.preheader15 ]
  %.80.024.us = phi double [ %.148.us.lcssa.1, %.115..116_crit_edge.us.1 ], [ 0.000000e+00, %.115.preheader.us.preheader15 ]
  %niter16 = phi i64 [ %niter16.next.1, %.115..116_crit_edge.us.1 ], [ 0, %.115.preheader.us.preheader15 ]
  %38 = icmp eq i64 %xtraiter17, 0
  br i1 %38, label %.115.endif.us.prol.loopexit, label %.115.endif.us.prol.preheader, !prof !249

.115.endif.us.prol.preheader:                     ; preds = %.115.preheader.us
  br label %.115.endif.us.prol

.115.endif.us.prol:                               ; preds = %.115.endif.us.prol.preheader, %.115.endif.us.prol
  %lsr.iv102 = phi i64 [ 0, %.115.endif.us.prol.preheader ], [ %lsr.iv.next103, %.115.endif.us.prol ]
  %.85.119.us.prol = phi ptr [ %.154.us.7.prol, %.115.endif.us.prol ], [ %.85.025.us, %.115.endif.us.prol.preheader ]
  %.80.118.us.prol = phi double [ %.148.us.7.prol, %.115.endif.us.prol ], [ %.80.024.us, %.115.endif.us.prol.preheader ]
  %.146.us.prol = load double, ptr %.85.119.us.prol, align 8
  %.148.us.prol = fadd double %.80.118.us.prol, %.146.us.prol
  %.154.us.prol = getelementptr i8, ptr %.85.119.us.prol, i64 8
  %.146.us.1.prol = load double, ptr %.154.us.prol, align 8
  %.148.us.1.prol = fadd double %.148.us.prol, %.146.us.1.prol
  %.154.us.1.prol = getelementptr i8, ptr %.85.119.us.prol, i64 16
  %.146.us.2.prol = load double, ptr %.154.us.1.prol, align 8
  %.148.us.2.prol = fadd double %.148.us.1.prol, %.146.us.2.prol
  %.154.us.2.prol = getelementptr i8, ptr %.85.119.us.prol, i64 24
  %.146.us.3.prol = load double, ptr %.154.us.2.prol, align 8
  %.148.us.3.prol = fadd double %.148.us.2.prol, %.146.us.3.prol
  %.154.us.3.prol = getelementptr i8, ptr %.85.119.us.prol, i64 32
  %.146.us.4.prol = load double, ptr %.154.us.3.prol, align 8
  %.148.us.4.prol = fadd double %.148.us.3.prol, %.146.us.4.prol
  %.154.us.4.prol = getelementptr i8, ptr %.85.119.us.prol, i64 40
  %.146.us.5.prol = load double, ptr %.154.us.4.prol, align 8
  %.148.us.5.prol = fadd double %.148.us.4.prol, %.146.us.5.prol
  %.154.us.5.prol = getelementptr i8, ptr %.85.119.us.prol, i64 48
  %.146.us.6.prol = load double, ptr %.154.us.5.prol, align 8
  %.148.us.6.prol = fadd double %.148.us.5.prol, %.146.us.6.prol
  %.154.us.6.prol = getelementptr i8, ptr %.85.119.us.prol, i64 56
  %.146.us.7.prol = load double, ptr %.154.us.6.prol, align 8
  %.148.us.7.prol = fadd double %.148.us.6.prol, %.146.us.7.prol
  %.154.us.7.prol = getelementptr i8, ptr %.85.119.us.prol, i64 64
  %lsr.iv.next103 = add nuw nsw i64 %lsr.iv102, 8
  %prol.iter.cmp.not = icmp eq i64 %17, %lsr.iv.next103
  br i1 %prol.iter.cmp.not, label %.115.endif.us.prol.loopexit.loopexit, label %.115.endif.us.prol, !prof !250, !llvm.loop !262

.115.endif.us.prol.loopexit.loopexit:             ; preds = %.115.endif.us.prol
  %39 = sub i64 %unroll_iter, %lsr.iv.next103
  br label %.115.endif.us.prol.loopexit

.115.endif.us.prol.loopexit:                      ; preds = %.115.endif.us.prol.loopexit.loopexit, %.115.preheader.us
  %.148.us.7.lcssa.unr = phi double [ poison, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.154.us.7.lcssa.unr = phi ptr [ poison, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %lsr.iv21.unr = phi i64 [ %unroll_iter, %.115.preheader.us ], [ %39, %.115.endif.us.prol.loopexit.loopexit ]
  %.85.119.us.unr = phi ptr [ %.85.025.us, %.115.preheader.us ], [ %.154.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %.80.118.us.unr = phi double [ %.80.024.us, %.115.preheader.us ], [ %.148.us.7.prol, %.115.endif.us.prol.loopexit.loopexit ]
  %40 = icmp ult i64 %14, 24
  br i1 %40, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us.preheader, !prof !252

.115.endif.us.preheader:                          ; preds = %.115.endif.us.prol.loopexit
  br label %.115.endif.us

.115.endif.us:                                    ; preds = %.115.endif.us.preheader, %.115.endif.us
  %lsr.iv21 = phi i64 [ %lsr.iv.next22.3, %.115.endif.us ], [ %lsr.iv21.unr, %.115.endif.us.preheader ]
  %.85.119.us = phi ptr [ %.154.us.7.3, %.115.endif.us ], [ %.85.119.us.unr, %.115.endif.us.preheader ]
  %.80.118.us = phi double [ %.148.us.7.3, %.115.endif.us ], [ %.80.118.us.unr, %.115.endif.us.preheader ]
  %.146.us = load double, ptr %.85.119.us, align 8
  %.148.us = fadd double %.80.118.us, %.146.us
  %.154.us = getelementptr i8, ptr %.85.119.us, i64 8
  %.146.us.1 = load double, ptr %.154.us, align 8
  %.148.us.1 = fadd double %.148.us, %.146.us.1
  %.154.us.1 = getelementptr i8, ptr %.85.119.us, i64 16
  %.146.us.2 = load double, ptr %.154.us.1, align 8
  %.148.us.2 = fadd double %.148.us.1, %.146.us.2
  %.154.us.2 = getelementptr i8, ptr %.85.119.us, i64 24
  %.146.us.3 = load double, ptr %.154.us.2, align 8
  %.148.us.3 = fadd double %.148.us.2, %.146.us.3
  %.154.us.3 = getelementptr i8, ptr %.85.119.us, i64 32
  %.146.us.4 = load double, ptr %.154.us.3, align 8
  %.148.us.4 = fadd double %.148.us.3, %.146.us.4
  %.154.us.4 = getelementptr i8, ptr %.85.119.us, i64 40
  %.146.us.5 = load double, ptr %.154.us.4, align 8
  %.148.us.5 = fadd double %.148.us.4, %.146.us.5
  %.154.us.5 = getelementptr i8, ptr %.85.119.us, i64 48
  %.146.us.6 = load double, ptr %.154.us.5, align 8
  %.148.us.6 = fadd double %.148.us.5, %.146.us.6
  %.154.us.6 = getelementptr i8, ptr %.85.119.us, i64 56
  %.146.us.7 = load double, ptr %.154.us.6, align 8
  %.148.us.7 = fadd double %.148.us.6, %.146.us.7
  %.154.us.7 = getelementptr i8, ptr %.85.119.us, i64 64
  %.146.us.120 = load double, ptr %.154.us.7, align 8
  %.148.us.121 = fadd double %.148.us.7, %.146.us.120
  %.154.us.122 = getelementptr i8, ptr %.85.119.us, i64 72
  %.146.us.1.123 = load double, ptr %.154.us.122, align 8
  %.148.us.1.124 = fadd double %.148.us.121, %.146.us.1.123
  %.154.us.1.125 = getelementptr i8, ptr %.85.119.us, i64 80
  %.146.us.2.126 = load double, ptr %.154.us.1.125, align 8
  %.148.us.2.127 = fadd double %.148.us.1.124, %.146.us.2.126
  %.154.us.2.128 = getelementptr i8, ptr %.85.119.us, i64 88
  %.146.us.3.129 = load double, ptr %.154.us.2.128, align 8
  %.148.us.3.130 = fadd double %.148.us.2.127, %.146.us.3.129
  %.154.us.3.131 = getelementptr i8, ptr %.85.119.us, i64 96
  %.146.us.4.132 = load double, ptr %.154.us.3.131, align 8
  %.148.us.4.133 = fadd double %.148.us.3.130, %.146.us.4.132
  %.154.us.4.134 = getelementptr i8, ptr %.85.119.us, i64 104
  %.146.us.5.135 = load double, ptr %.154.us.4.134, align 8
  %.148.us.5.136 = fadd double %.148.us.4.133, %.146.us.5.135
  %.154.us.5.137 = getelementptr i8, ptr %.85.119.us, i64 112
  %.146.us.6.138 = load double, ptr %.154.us.5.137, align 8
  %.148.us.6.139 = fadd double %.148.us.5.136, %.146.us.6.138
  %.154.us.6.140 = getelementptr i8, ptr %.85.119.us, i64 120
  %.146.us.7.141 = load double, ptr %.154.us.6.140, align 8
  %.148.us.7.142 = fadd double %.148.us.6.139, %.146.us.7.141
  %.154.us.7.143 = getelementptr i8, ptr %.85.119.us, i64 128
  %.146.us.246 = load double, ptr %.154.us.7.143, align 8
  %.148.us.247 = fadd double %.148.us.7.142, %.146.us.246
  %.154.us.248 = getelementptr i8, ptr %.85.119.us, i64 136
  %.146.us.1.2 = load double, ptr %.154.us.248, align 8
  %.148.us.1.2 = fadd double %.148.us.247, %.146.us.1.2
  %.154.us.1.2 = getelementptr i8, ptr %.85.119.us, i64 144
  %.146.us.2.2 = load double, ptr %.154.us.1.2, align 8
  %.148.us.2.2 = fadd double %.148.us.1.2, %.146.us.2.2
  %.154.us.2.2 = getelementptr i8, ptr %.85.119.us, i64 152
  %.146.us.3.2 = load double, ptr %.154.us.2.2, align 8
  %.148.us.3.2 = fadd double %.148.us.2.2, %.146.us.3.2
  %.154.us.3.2 = getelementptr i8, ptr %.85.119.us, i64 160
  %.146.us.4.2 = load double, ptr %.154.us.3.2, align 8
  %.148.us.4.2 = fadd double %.148.us.3.2, %.146.us.4.2
  %.154.us.4.2 = getelementptr i8, ptr %.85.119.us, i64 168
  %.146.us.5.2 = load double, ptr %.154.us.4.2, align 8
  %.148.us.5.2 = fadd double %.148.us.4.2, %.146.us.5.2
  %.154.us.5.2 = getelementptr i8, ptr %.85.119.us, i64 176
  %.146.us.6.2 = load double, ptr %.154.us.5.2, align 8
  %.148.us.6.2 = fadd double %.148.us.5.2, %.146.us.6.2
  %.154.us.6.2 = getelementptr i8, ptr %.85.119.us, i64 184
  %.146.us.7.2 = load double, ptr %.154.us.6.2, align 8
  %.148.us.7.2 = fadd double %.148.us.6.2, %.146.us.7.2
  %.154.us.7.2 = getelementptr i8, ptr %.85.119.us, i64 192
  %.146.us.349 = load double, ptr %.154.us.7.2, align 8
  %.148.us.350 = fadd double %.148.us.7.2, %.146.us.349
  %.154.us.351 = getelementptr i8, ptr %.85.119.us, i64 200
  %.146.us.1.3 = load double, ptr %.154.us.351, align 8
  %.148.us.1.3 = fadd double %.148.us.350, %.146.us.1.3
  %.154.us.1.3 = getelementptr i8, ptr %.85.119.us, i64 208
  %.146.us.2.3 = load double, ptr %.154.us.1.3, align 8
  %.148.us.2.3 = fadd double %.148.us.1.3, %.146.us.2.3
  %.154.us.2.3 = getelementptr i8, ptr %.85.119.us, i64 216
  %.146.us.3.3 = load double, ptr %.154.us.2.3, align 8
  %.148.us.3.3 = fadd double %.148.us.2.3, %.146.us.3.3
  %.154.us.3.3 = getelementptr i8, ptr %.85.119.us, i64 224
  %.146.us.4.3 = load double, ptr %.154.us.3.3, align 8
  %.148.us.4.3 = fadd double %.148.us.3.3, %.146.us.4.3
  %.154.us.4.3 = getelementptr i8, ptr %.85.119.us, i64 232
  %.146.us.5.3 = load double, ptr %.154.us.4.3, align 8
  %.148.us.5.3 = fadd double %.148.us.4.3, %.146.us.5.3
  %.154.us.5.3 = getelementptr i8, ptr %.85.119.us, i64 240
  %.146.us.6.3 = load double, ptr %.154.us.5.3, align 8
  %.148.us.6.3 = fadd double %.148.us.5.3, %.146.us.6.3
  %.154.us.6.3 = getelementptr i8, ptr %.85.119.us, i64 248
  %.146.us.7.3 = load double, ptr %.154.us.6.3, align 8
  %.148.us.7.3 = fadd double %.148.us.6.3, %.146.us.7.3
  %.154.us.7.3 = getelementptr i8, ptr %.85.119.us, i64 256
  %lsr.iv.next22.3 = add nsw i64 %lsr.iv21, -32
  %niter.ncmp.7.3 = icmp eq i64 %lsr.iv.next22.3, 0
  br i1 %niter.ncmp.7.3, label %.115..116_crit_edge.us.unr-lcssa, label %.115.endif.us, !prof !253, !llvm.loop !263

.115..116_crit_edge.us.unr-lcssa:                 ; preds = %.115.endif.us, %.115.endif.us.prol.loopexit
  %.148.us.7.lcssa = phi double [ %.148.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.148.us.7.3, %.115.endif.us ]
  %.154.us.7.lcssa = phi ptr [ %.154.us.7.lcssa.unr, %.115.endif.us.prol.loopexit ], [ %.154.us.7.3, %.115.endif.us ]
  %41 = icmp eq i64 %xtraiter, 0
  br i1 %41, label %.115.endif.us.1.preheader, label %.115.endif.us.epil.preheader, !prof !256

.115.endif.us.epil.preheader:                     ; preds = %.115..116_crit_edge.us.unr-lcssa
  br label %.115.endif.us.epil

.115.endif.us.epil:                               ; preds = %.115.endif.us.epil.preheader, %.115.endif.us.epil
  %.80.118.us.epil = phi double [ %.148.us.epil, %.115.endif.us.epil ], [ %.148.us.7.lcssa, %.115.endif.us.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %.115.endif.us.epil ], [ 0, %.115.endif.us.epil.preheader ]
  %42 = shl nuw nsw i64 %epil.iter, 3
  %scevgep104 = getelementptr i8, ptr %.154.us.7.lcssa, i64 %42
  %.146.us.epil = load double, ptr %scevgep104, align 8
  %.148.us.epil = fadd double %.80.118.us.epil, %.146.us.epil
  %epil.iter.next = add nuw nsw i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %xtraiter, %epil.iter.next
  br i1 %epil.iter.cmp.not, label %.115.endif.us.1.preheader, label %.115.endif.us.epil, !prof !241, !llvm.loop !242

.115.endif.us.1.preheader:                        ; preds = %.115.endif.us.epil, %.115..116_crit_edge.us.unr-lcssa
  %.148.us.lcssa5 = phi double [ %.148.us.7.lcssa, %.115..116_crit_edge.us.unr-lcssa ], [ %.148.us.epil, %.115.endif.us.epil ]
  %43 = and i64 %16, 3
  %44 = icmp eq i64 %43, 0
  %scevgep2.pn = getelementptr i8, ptr %.85.025.us, i64 %11
  %.141.us3.pn = getelementptr i8, ptr %scevgep2.pn, i64 %.137.neg.us
  %.163.us7 = getelementptr i8, ptr %.141.us3.pn, i64 %arg.a.6.0
  br i1 %44, label %.115.endif.us.1.prol.loopexit, label %.115.endif.us.1.prol.preheader, !prof !249

.115.endif.us.1.prol.preheader:                   ; preds = %.115.endif.us.1.preheader
  br label %.115.endif.us.1.prol

.115.endif.us.1.prol:                             ; preds = %.115.endif.us.1.prol.preheader, %.115.endif.us.1.prol
  %lsr.iv105 = phi i64 [ 0, %.115.endif.us.1.prol.preheader ], [ %lsr.iv.next106, %.115.endif.us.1.prol ]
  %.85.119.us.1.prol = phi ptr [ %.154.us.7.1.prol, %.115.endif.us.1.prol ], [ %.163.us7, %.115.endif.us.1.prol.preheader ]
  %.80.118.us.1.prol = phi double [ %.148.us.7.1.prol, %.115.endif.us.1.prol ], [ %.148.us.lcssa5, %.115.endif.us.1.prol.preheader ]
  %.146.us.117.prol = load double, ptr %.85.119.us.1.prol, align 8
  %.148.us.118.prol = fadd double %.80.118.us.1.prol, %.146.us.117.prol
  %.154.us.119.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 8
  %.146.us.1.1.prol = load double, ptr %.154.us.119.prol, align 8
  %.148.us.1.1.prol = fadd double %.148.us.118.prol, %.146.us.1.1.prol
  %.154.us.1.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 16
  %.146.us.2.1.prol = load double, ptr %.154.us.1.1.prol, align 8
  %.148.us.2.1.prol = fadd double %.148.us.1.1.prol, %.146.us.2.1.prol
  %.154.us.2.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 24
  %.146.us.3.1.prol = load double, ptr %.154.us.2.1.prol, align 8
  %.148.us.3.1.prol = fadd double %.148.us.2.1.prol, %.146.us.3.1.prol
  %.154.us.3.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 32
  %.146.us.4.1.prol = load double, ptr %.154.us.3.1.prol, align 8
  %.148.us.4.1.prol = fadd double %.148.us.3.1.prol, %.146.us.4.1.prol
  %.154.us.4.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 40
  %.146.us.5.1.prol = load double, ptr %.154.us.4.1.prol, align 8
  %.148.us.5.1.prol = fadd double %.148.us.4.1.prol, %.146.us.5.1.prol
  %.154.us.5.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 48
  %.146.us.6.1.prol = load double, ptr %.154.us.5.1.prol, align 8
  %.148.us.6.1.prol = fadd double %.148.us.5.1.prol, %.146.us.6.1.prol
  %.154.us.6.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 56
  %.146.us.7.1.prol = load double, ptr %.154.us.6.1.prol, align 8
  %.148.us.7.1.prol = fadd double %.148.us.6.1.prol, %.146.us.7.1.prol
  %.154.us.7.1.prol = getelementptr i8, ptr %.85.119.us.1.prol, i64 64
  %lsr.iv.next106 = add nuw nsw i64 %lsr.iv105, 8
  %prol.iter54.cmp.not = icmp eq i64 %18, %lsr.iv.next106
  br i1 %prol.iter54.cmp.not, label %.115.endif.us.1.prol.loopexit.loopexit, label %.115.endif.us.1.prol, !prof !250, !llvm.loop !264

.115.endif.us.1.prol.loopexit.loopexit:           ; preds = %.115.endif.us.1.prol
  %45 = sub i64 %unroll_iter, %lsr.iv.next106
  br label %.115.endif.us.1.prol.loopexit

.115.endif.us.1.prol.loopexit:                    ; preds = %.115.endif.us.1.prol.loopexit.loopexit, %.115.endif.us.1.preheader
  %.148.us.7.1.lcssa.unr = phi double [ poison, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.154.us.7.1.lcssa.unr = phi ptr [ poison, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %lsr.iv24.unr = phi i64 [ %unroll_iter, %.115.endif.us.1.preheader ], [ %45, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.85.119.us.1.unr = phi ptr [ %.163.us7, %.115.endif.us.1.preheader ], [ %.154.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %.80.118.us.1.unr = phi double [ %.148.us.lcssa5, %.115.endif.us.1.preheader ], [ %.148.us.7.1.prol, %.115.endif.us.1.prol.loopexit.loopexit ]
  %46 = icmp ult i64 %14, 24
  br i1 %46, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1.preheader65, !prof !252

.115.endif.us.1.preheader65:                      ; preds = %.115.endif.us.1.prol.loopexit
  br label %.115.endif.us.1

.115.endif.us.1:                                  ; preds = %.115.endif.us.1.preheader65, %.115.endif.us.1
  %lsr.iv24 = phi i64 [ %lsr.iv.next25.3, %.115.endif.us.1 ], [ %lsr.iv24.unr, %.115.endif.us.1.preheader65 ]
  %.85.119.us.1 = phi ptr [ %.154.us.7.1.3, %.115.endif.us.1 ], [ %.85.119.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.80.118.us.1 = phi double [ %.148.us.7.1.3, %.115.endif.us.1 ], [ %.80.118.us.1.unr, %.115.endif.us.1.preheader65 ]
  %.146.us.117 = load double, ptr %.85.119.us.1, align 8
  %.148.us.118 = fadd double %.80.118.us.1, %.146.us.117
  %.154.us.119 = getelementptr i8, ptr %.85.119.us.1, i64 8
  %.146.us.1.1 = load double, ptr %.154.us.119, align 8
  %.148.us.1.1 = fadd double %.148.us.118, %.146.us.1.1
  %.154.us.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 16
  %.146.us.2.1 = load double, ptr %.154.us.1.1, align 8
  %.148.us.2.1 = fadd double %.148.us.1.1, %.146.us.2.1
  %.154.us.2.1 = getelementptr i8, ptr %.85.119.us.1, i64 24
  %.146.us.3.1 = load double, ptr %.154.us.2.1, align 8
  %.148.us.3.1 = fadd double %.148.us.2.1, %.146.us.3.1
  %.154.us.3.1 = getelementptr i8, ptr %.85.119.us.1, i64 32
  %.146.us.4.1 = load double, ptr %.154.us.3.1, align 8
  %.148.us.4.1 = fadd double %.148.us.3.1, %.146.us.4.1
  %.154.us.4.1 = getelementptr i8, ptr %.85.119.us.1, i64 40
  %.146.us.5.1 = load double, ptr %.154.us.4.1, align 8
  %.148.us.5.1 = fadd double %.148.us.4.1, %.146.us.5.1
  %.154.us.5.1 = getelementptr i8, ptr %.85.119.us.1, i64 48
  %.146.us.6.1 = load double, ptr %.154.us.5.1, align 8
  %.148.us.6.1 = fadd double %.148.us.5.1, %.146.us.6.1
  %.154.us.6.1 = getelementptr i8, ptr %.85.119.us.1, i64 56
  %.146.us.7.1 = load double, ptr %.154.us.6.1, align 8
  %.148.us.7.1 = fadd double %.148.us.6.1, %.146.us.7.1
  %.154.us.7.1 = getelementptr i8, ptr %.85.119.us.1, i64 64
  %.146.us.117.1 = load double, ptr %.154.us.7.1, align 8
  %.148.us.118.1 = fadd double %.148.us.7.1, %.146.us.117.1
  %.154.us.119.1 = getelementptr i8, ptr %.85.119.us.1, i64 72
  %.146.us.1.1.1 = load double, ptr %.154.us.119.1, align 8
  %.148.us.1.1.1 = fadd double %.148.us.118.1, %.146.us.1.1.1
  %.154.us.1.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 80
  %.146.us.2.1.1 = load double, ptr %.154.us.1.1.1, align 8
  %.148.us.2.1.1 = fadd double %.148.us.1.1.1, %.146.us.2.1.1
  %.154.us.2.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 88
  %.146.us.3.1.1 = load double, ptr %.154.us.2.1.1, align 8
  %.148.us.3.1.1 = fadd double %.148.us.2.1.1, %.146.us.3.1.1
  %.154.us.3.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 96
  %.146.us.4.1.1 = load double, ptr %.154.us.3.1.1, align 8
  %.148.us.4.1.1 = fadd double %.148.us.3.1.1, %.146.us.4.1.1
  %.154.us.4.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 104
  %.146.us.5.1.1 = load double, ptr %.154.us.4.1.1, align 8
  %.148.us.5.1.1 = fadd double %.148.us.4.1.1, %.146.us.5.1.1
  %.154.us.5.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 112
  %.146.us.6.1.1 = load double, ptr %.154.us.5.1.1, align 8
  %.148.us.6.1.1 = fadd double %.148.us.5.1.1, %.146.us.6.1.1
  %.154.us.6.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 120
  %.146.us.7.1.1 = load double, ptr %.154.us.6.1.1, align 8
  %.148.us.7.1.1 = fadd double %.148.us.6.1.1, %.146.us.7.1.1
  %.154.us.7.1.1 = getelementptr i8, ptr %.85.119.us.1, i64 128
  %.146.us.117.2 = load double, ptr %.154.us.7.1.1, align 8
  %.148.us.118.2 = fadd double %.148.us.7.1.1, %.146.us.117.2
  %.154.us.119.2 = getelementptr i8, ptr %.85.119.us.1, i64 136
  %.146.us.1.1.2 = load double, ptr %.154.us.119.2, align 8
  %.148.us.1.1.2 = fadd double %.148.us.118.2, %.146.us.1.1.2
  %.154.us.1.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 144
  %.146.us.2.1.2 = load double, ptr %.154.us.1.1.2, align 8
  %.148.us.2.1.2 = fadd double %.148.us.1.1.2, %.146.us.2.1.2
  %.154.us.2.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 152
  %.146.us.3.1.2 = load double, ptr %.154.us.2.1.2, align 8
  %.148.us.3.1.2 = fadd double %.148.us.2.1.2, %.146.us.3.1.2
  %.154.us.3.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 160
  %.146.us.4.1.2 = load double, ptr %.154.us.3.1.2, align 8
  %.148.us.4.1.2 = fadd double %.148.us.3.1.2, %.146.us.4.1.2
  %.154.us.4.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 168
  %.146.us.5.1.2 = load double, ptr %.154.us.4.1.2, align 8
  %.148.us.5.1.2 = fadd double %.148.us.4.1.2, %.146.us.5.1.2
  %.154.us.5.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 176
  %.146.us.6.1.2 = load double, ptr %.154.us.5.1.2, align 8
  %.148.us.6.1.2 = fadd double %.148.us.5.1.2, %.146.us.6.1.2
  %.154.us.6.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 184
  %.146.us.7.1.2 = load double, ptr %.154.us.6.1.2, align 8
  %.148.us.7.1.2 = fadd double %.148.us.6.1.2, %.146.us.7.1.2
  %.154.us.7.1.2 = getelementptr i8, ptr %.85.119.us.1, i64 192
  %.146.us.117.3 = load double, ptr %.154.us.7.1.2, align 8
  %.148.us.118.3 = fadd double %.148.us.7.1.2, %.146.us.117.3
  %.154.us.119.3 = getelementptr i8, ptr %.85.119.us.1, i64 200
  %.146.us.1.1.3 = load double, ptr %.154.us.119.3, align 8
  %.148.us.1.1.3 = fadd double %.148.us.118.3, %.146.us.1.1.3
  %.154.us.1.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 208
  %.146.us.2.1.3 = load double, ptr %.154.us.1.1.3, align 8
  %.148.us.2.1.3 = fadd double %.148.us.1.1.3, %.146.us.2.1.3
  %.154.us.2.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 216
  %.146.us.3.1.3 = load double, ptr %.154.us.2.1.3, align 8
  %.148.us.3.1.3 = fadd double %.148.us.2.1.3, %.146.us.3.1.3
  %.154.us.3.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 224
  %.146.us.4.1.3 = load double, ptr %.154.us.3.1.3, align 8
  %.148.us.4.1.3 = fadd double %.148.us.3.1.3, %.146.us.4.1.3
  %.154.us.4.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 232
  %.146.us.5.1.3 = load double, ptr %.154.us.4.1.3, align 8
  %.148.us.5.1.3 = fadd double %.148.us.4.1.3, %.146.us.5.1.3
  %.154.us.5.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 240
  %.146.us.6.1.3 = load double, ptr %.154.us.5.1.3, align 8
  %.148.us.6.1.3 = fadd double %.148.us.5.1.3, %.146.us.6.1.3
  %.154.us.6.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 248
  %.146.us.7.1.3 = load double, ptr %.154.us.6.1.3, align 8
  %.148.us.7.1.3 = fadd double %.148.us.6.1.3, %.146.us.7.1.3
  %.154.us.7.1.3 = getelementptr i8, ptr %.85.119.us.1, i64 256
  %lsr.iv.next25.3 = add nsw i64 %lsr.iv24, -32
  %niter.ncmp.7.1.3 = icmp eq i64 %lsr.iv.next25.3, 0
  br i1 %niter.ncmp.7.1.3, label %.115..116_crit_edge.us.unr-lcssa.1, label %.115.endif.us.1, !prof !253, !llvm.loop !265

.115..116_crit_edge.us.unr-lcssa.1:               ; preds = %.115.endif.us.1, %.115.endif.us.1.prol.loopexit
  %.148.us.7.1.lcssa = phi double [ %.148.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.148.us.7.1.3, %.115.endif.us.1 ]
  %.154.us.7.1.lcssa = phi ptr [ %.154.us.7.1.lcssa.unr, %.115.endif.us.1.prol.loopexit ], [ %.154.us.7.1.3, %.115.endif.us.1 ]
  %47 = icmp eq i64 %xtraiter, 0
  br i1 %47, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1.preheader, !prof !256

.115.endif.us.epil.1.preheader:                   ; preds = %.115..116_crit_edge.us.unr-lcssa.1
  br label %.115.endif.us.epil.1

.115.endif.us.epil.1:                             ; preds = %.115.endif.us.epil.1.preheader, %.115.endif.us.epil.1
  %.80.118.us.epil.1 = phi double [ %.148.us.epil.1, %.115.endif.us.epil.1 ], [ %.148.us.7.1.lcssa, %.115.endif.us.epil.1.preheader ]
  %epil.iter.1 = phi i64 [ %epil.iter.next.1, %.115.endif.us.epil.1 ], [ 0, %.115.endif.us.epil.1.preheader ]
  %48 = shl nuw nsw i64 %epil.iter.1, 3
  %scevgep107 = getelementptr i8, ptr %.154.us.7.1.lcssa, i64 %48
  %.146.us.epil.1 = load double, ptr %scevgep107, align 8
  %.148.us.epil.1 = fadd double %.80.118.us.epil.1, %.146.us.epil.1
  %epil.iter.next.1 = add nuw nsw i64 %epil.iter.1, 1
  %epil.iter.cmp.1.not = icmp eq i64 %xtraiter, %epil.iter.next.1
  br i1 %epil.iter.cmp.1.not, label %.115..116_crit_edge.us.1, label %.115.endif.us.epil.1, !prof !241, !llvm.loop !242

.115..116_crit_edge.us.1:                         ; preds = %.115.endif.us.epil.1, %.115..116_crit_edge.us.unr-lcssa.1
  %.148.us.lcssa.1 = phi double [ %.148.us.7.1.lcssa, %.115..116_crit_edge.us.unr-lcssa.1 ], [ %.148.us.epil.1, %.115.endif.us.epil.1 ]
  %scevgep.1 = getelementptr i8, ptr %.163.us7, i64 %11
  %.141.us.1 = getelementptr i8, ptr %scevgep.1, i64 %.137.neg.us
  %.163.us.1 = getelementptr i8, ptr %.141.us.1, i64 %arg.a.6.0
  %niter16.next.1 = add i64 %niter16, 2
  %niter16.ncmp.1 = icmp eq i64 %niter16.next.1, %unroll_iter15
  br i1 %niter16.ncmp.1, label %common.ret.loopexit.unr-lcssa, label %.115.preheader.us, !prof !266, !llvm.loop !267
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline }
attributes #4 = { nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!2 = distinct !{!2, !"_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!3 = distinct !{!3, !2, !"_ZN5numba2np6linalg10outer_impl12_3clocals_3e10outer_implB2v2B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %excinfo"}
!4 = !{!"branch_weights", i32 49, i32 1}
!5 = !{!"branch_weights", i32 1, i32 99}
!6 = !{i1 true}
!7 = !{!8, !10, !11, !13}
!8 = distinct !{!8, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!9 = distinct !{!9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!10 = distinct !{!10, !9, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!11 = distinct !{!11, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!12 = distinct !{!12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!13 = distinct !{!13, !12, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !17, !18}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17, !18}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !17}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np9arraymath10np_asarray12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi1E1C7mutable7alignedE27omitted_28default_3dNone_29"}
!32 = !{!33, !35}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!36 = !{!37, !39}
!37 = distinct !{!37, !38, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!38 = distinct !{!38, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!39 = distinct !{!39, !38, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!40 = distinct !{!40, !15}
!41 = !{!"branch_weights", i32 99, i32 1}
!42 = !{!43, !45}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj11array_ravel12_3clocals_3e10imp_nocopyB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %excinfo"}
!46 = !{!47, !49}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj23normalize_reshape_valueB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEy5ArrayIxLi1E1C7mutable7alignedE: %excinfo"}
!50 = !{!51, !53, !54, !56}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj15_call_allocatorB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = !{!61}
!61 = distinct !{!61, !59}
!62 = !{!63}
!63 = distinct !{!63, !59}
!64 = !{!58, !61}
!65 = distinct !{!65, !17, !18}
!66 = distinct !{!66, !15}
!67 = distinct !{!67, !17}
!68 = !{!69}
!69 = distinct !{!69, !70}
!70 = distinct !{!70, !"LVerDomain"}
!71 = !{!72}
!72 = distinct !{!72, !70}
!73 = !{!74}
!74 = distinct !{!74, !70}
!75 = !{!72, !69}
!76 = distinct !{!76, !17, !18}
!77 = !{!"branch_weights", i32 4, i32 28}
!78 = distinct !{!78, !17, !18}
!79 = distinct !{!79, !15}
!80 = distinct !{!80, !17}
!81 = !{!82}
!82 = distinct !{!82, !83}
!83 = distinct !{!83, !"LVerDomain"}
!84 = !{!85}
!85 = distinct !{!85, !83}
!86 = !{!87}
!87 = distinct !{!87, !83}
!88 = !{!82, !85}
!89 = distinct !{!89, !17, !18}
!90 = distinct !{!90, !17, !18}
!91 = distinct !{!91, !15}
!92 = distinct !{!92, !17}
!93 = !{!94}
!94 = distinct !{!94, !95}
!95 = distinct !{!95, !"LVerDomain"}
!96 = !{!97}
!97 = distinct !{!97, !95}
!98 = !{!99}
!99 = distinct !{!99, !95}
!100 = !{!97, !94}
!101 = distinct !{!101, !17, !18}
!102 = distinct !{!102, !17, !18}
!103 = distinct !{!103, !15}
!104 = distinct !{!104, !17}
!105 = !{!106}
!106 = distinct !{!106, !107}
!107 = distinct !{!107, !"LVerDomain"}
!108 = !{!109}
!109 = distinct !{!109, !107}
!110 = !{!111}
!111 = distinct !{!111, !107}
!112 = !{!106, !109}
!113 = distinct !{!113, !17, !18}
!114 = distinct !{!114, !15}
!115 = distinct !{!115, !17}
!116 = !{!117}
!117 = distinct !{!117, !118}
!118 = distinct !{!118, !"LVerDomain"}
!119 = !{!120}
!120 = distinct !{!120, !118}
!121 = !{!122}
!122 = distinct !{!122, !118}
!123 = !{!120, !117}
!124 = distinct !{!124, !17, !18}
!125 = distinct !{!125, !17, !18}
!126 = distinct !{!126, !15}
!127 = distinct !{!127, !17}
!128 = !{!129}
!129 = distinct !{!129, !130}
!130 = distinct !{!130, !"LVerDomain"}
!131 = !{!132}
!132 = distinct !{!132, !130}
!133 = !{!134}
!134 = distinct !{!134, !130}
!135 = !{!129, !132}
!136 = distinct !{!136, !17, !18}
!137 = distinct !{!137, !17, !18}
!138 = distinct !{!138, !15}
!139 = distinct !{!139, !17}
!140 = !{!141}
!141 = distinct !{!141, !142}
!142 = distinct !{!142, !"LVerDomain"}
!143 = !{!144}
!144 = distinct !{!144, !142}
!145 = !{!146}
!146 = distinct !{!146, !142}
!147 = !{!141, !144}
!148 = distinct !{!148, !17, !18}
!149 = distinct !{!149, !17, !18}
!150 = distinct !{!150, !15}
!151 = distinct !{!151, !17}
!152 = !{!153}
!153 = distinct !{!153, !154}
!154 = distinct !{!154, !"LVerDomain"}
!155 = !{!156}
!156 = distinct !{!156, !154}
!157 = !{!158}
!158 = distinct !{!158, !154}
!159 = !{!153, !156}
!160 = distinct !{!160, !17, !18}
!161 = distinct !{!161, !15}
!162 = distinct !{!162, !17}
!163 = !{!164}
!164 = distinct !{!164, !165}
!165 = distinct !{!165, !"LVerDomain"}
!166 = !{!167}
!167 = distinct !{!167, !165}
!168 = !{!169}
!169 = distinct !{!169, !165}
!170 = !{!167, !164}
!171 = distinct !{!171, !17, !18}
!172 = distinct !{!172, !17, !18}
!173 = distinct !{!173, !15}
!174 = distinct !{!174, !17}
!175 = !{!176}
!176 = distinct !{!176, !177}
!177 = distinct !{!177, !"LVerDomain"}
!178 = !{!179}
!179 = distinct !{!179, !177}
!180 = !{!181}
!181 = distinct !{!181, !177}
!182 = !{!176, !179}
!183 = distinct !{!183, !17, !18}
!184 = distinct !{!184, !17, !18}
!185 = distinct !{!185, !15}
!186 = distinct !{!186, !17}
!187 = !{!188}
!188 = distinct !{!188, !189}
!189 = distinct !{!189, !"LVerDomain"}
!190 = !{!191}
!191 = distinct !{!191, !189}
!192 = !{!193}
!193 = distinct !{!193, !189}
!194 = !{!188, !191}
!195 = distinct !{!195, !17, !18}
!196 = distinct !{!196, !17, !18}
!197 = distinct !{!197, !15}
!198 = distinct !{!198, !17}
!199 = !{!200}
!200 = distinct !{!200, !201}
!201 = distinct !{!201, !"LVerDomain"}
!202 = !{!203}
!203 = distinct !{!203, !201}
!204 = !{!205}
!205 = distinct !{!205, !201}
!206 = !{!203, !200}
!207 = distinct !{!207, !17, !18}
!208 = distinct !{!208, !17, !18}
!209 = distinct !{!209, !15}
!210 = distinct !{!210, !17}
!211 = distinct !{!211, !17, !18}
!212 = distinct !{!212, !17, !18}
!213 = distinct !{!213, !15}
!214 = distinct !{!214, !17}
!215 = !{!216}
!216 = distinct !{!216, !217}
!217 = distinct !{!217, !"LVerDomain"}
!218 = !{!219}
!219 = distinct !{!219, !217}
!220 = !{!221}
!221 = distinct !{!221, !217}
!222 = !{!219, !216}
!223 = distinct !{!223, !17, !18}
!224 = distinct !{!224, !17, !18}
!225 = distinct !{!225, !15}
!226 = distinct !{!226, !17}
!227 = !{!228}
!228 = distinct !{!228, !229}
!229 = distinct !{!229, !"LVerDomain"}
!230 = !{!231}
!231 = distinct !{!231, !229}
!232 = !{!233}
!233 = distinct !{!233, !229}
!234 = !{!231, !228}
!235 = distinct !{!235, !17, !18}
!236 = distinct !{!236, !17, !18}
!237 = distinct !{!237, !15}
!238 = distinct !{!238, !17}
!239 = !{!"branch_weights", i32 16129, i32 255}
!240 = !{!"branch_weights", i32 553201332, i32 1594282316}
!241 = !{!"branch_weights", i32 542333185, i32 1605150463}
!242 = distinct !{!242, !243, !15}
!243 = !{!"llvm.loop.estimated_trip_count", i32 4}
!244 = !{!"branch_weights", i32 1081000360, i32 1066483288}
!245 = distinct !{!245, !246, !15}
!246 = !{!"llvm.loop.estimated_trip_count", i32 2}
!247 = !{!"branch_weights", i32 1079149483, i32 1068334165}
!248 = !{!"branch_weights", i32 146201250, i32 2001282398}
!249 = !{!"branch_weights", i32 127, i32 1}
!250 = !{!"branch_weights", i32 1, i32 1}
!251 = distinct !{!251, !15}
!252 = !{!"branch_weights", i32 1, i32 127}
!253 = !{!"branch_weights", i32 166258294, i32 1981225354}
!254 = distinct !{!254, !255}
!255 = !{!"llvm.loop.estimated_trip_count", i32 3}
!256 = !{!"branch_weights", i32 277993707, i32 1869489941}
!257 = !{!"branch_weights", i32 21522287, i32 2125961361}
!258 = !{!"branch_weights", i32 125941159, i32 2021542489}
!259 = !{!"branch_weights", i32 166258296, i32 1981225352}
!260 = distinct !{!260, !261}
!261 = !{!"llvm.loop.estimated_trip_count", i32 12}
!262 = distinct !{!262, !15}
!263 = distinct !{!263, !255}
!264 = distinct !{!264, !15}
!265 = distinct !{!265, !255}
!266 = !{!"branch_weights", i32 42828876, i32 2104654772}
!267 = distinct !{!267, !268}
!268 = !{!"llvm.loop.estimated_trip_count", i32 50}
