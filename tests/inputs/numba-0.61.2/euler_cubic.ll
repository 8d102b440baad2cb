; ModuleID = 'euler_cubic'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140257493930624 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140257493930624.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140257493930624 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140257493930624, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140257493930624.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.euler_cubic = internal constant [12 x i8] c"euler_cubic\00"
@_ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [134 x i8] c"missing Environment: _ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f903e1914d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f903e1914d0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140257492891840 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140257492891840.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140257492891840 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140257492891840, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140257492891840.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f903e1d4cd0B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython11old_numbers14int_power_impl12_3clocals_3e9int_powerB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f903e173ed0B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  %arg.y0.5.0.fr = freeze i64 %arg.y0.5.0
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0.fr, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

common.ret:                                       ; preds = %B146.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.1.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.if ], [ 1, %B146.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257493930624, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif.split, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257492891840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.split:                 ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i23 = load i8*, i8** %0, align 8
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i23, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.476138 = icmp sgt i64 %arg.y0.5.0.fr, 0
  %.7.i.i97.us = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.476138, label %B76.us.preheader, label %B76.preheader

B76.preheader:                                    ; preds = %B0.endif.endif.endif.endif.split
  %1 = icmp eq i8* %.7.i.i97.us, null
  br i1 %1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B76.us.preheader:                                 ; preds = %B0.endif.endif.endif.endif.split
  %2 = icmp eq i8* %.7.i.i97.us, null
  br i1 %2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us: ; preds = %B76.us.preheader
  %.5.i95.us = getelementptr i8, i8* %.7.i.i97.us, i64 24
  %3 = bitcast i8* %.5.i95.us to double**
  %.6.i96144.us = load double*, double** %3, align 8
  %4 = add i64 %arg.y0.5.0.fr, -1
  %xtraiter245 = and i64 %arg.y0.5.0.fr, 7
  %5 = icmp ult i64 %4, 7
  br i1 %5, label %for.end.loopexit.us.unr-lcssa, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us
  %unroll_iter248 = and i64 %arg.y0.5.0.fr, -8
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new
  %loop.index142.us = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new ], [ %31, %for.body.us ]
  %.472.0141.us = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new ], [ %loop.index142..472.0141.us.7, %for.body.us ]
  %.469.0140.us = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new ], [ %loop.index142..469.0140.us.7, %for.body.us ]
  %.466.0139.us = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.new ], [ %loop.index142..466.0139.us.7, %for.body.us ]
  %6 = bitcast i8* %.6.i23 to double*
  %7 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index142..469.0140.us = select i1 %7, i64 %loop.index142.us, i64 %.469.0140.us
  %loop.index142..466.0139.us = select i1 %7, i64 %loop.index142.us, i64 %.466.0139.us
  %loop.index142..472.0141.us = select i1 %7, i64 %loop.index142.us, i64 %.472.0141.us
  %.486166173.in.us = getelementptr double, double* %6, i64 %loop.index142..466.0139.us
  %.486166173.us = load double, double* %.486166173.in.us, align 8
  %.495179.in.us = getelementptr double, double* %6, i64 %loop.index142..469.0140.us
  %.495179.us = load double, double* %.495179.in.us, align 8
  %.503.us = getelementptr double, double* %6, i64 %loop.index142..472.0141.us
  %.504.us = load double, double* %.503.us, align 8
  %.147.i.i.us = fmul double %.504.us, %.504.us
  %spec.select.i.1.i.us = fmul double %.504.us, %.147.i.i.us
  %.42.i.us = tail call double @llvm.sin.f64(double %.495179.us)
  %.47.i.us = fsub double %.42.i.us, %spec.select.i.1.i.us
  %.48.i.us = fmul double %.47.i.us, %arg.h
  %.49.i.us = fadd double %.486166173.us, %.48.i.us
  %sunkaddr = mul i64 %loop.index142.us, 8
  %8 = bitcast double* %.6.i96144.us to i8*
  %sunkaddr524 = getelementptr i8, i8* %8, i64 %sunkaddr
  %9 = bitcast i8* %sunkaddr524 to double*
  store double %.49.i.us, double* %9, align 8
  %10 = add i64 %loop.index142.us, 1
  %loop.index142..469.0140.us.1254 = select i1 %7, i64 %10, i64 %.469.0140.us
  %loop.index142..466.0139.us.1255 = select i1 %7, i64 %10, i64 %.466.0139.us
  %loop.index142..472.0141.us.1256 = select i1 %7, i64 %10, i64 %.472.0141.us
  %.486166173.in.us.1257 = getelementptr double, double* %6, i64 %loop.index142..466.0139.us.1255
  %.486166173.us.1258 = load double, double* %.486166173.in.us.1257, align 8
  %.495179.in.us.1259 = getelementptr double, double* %6, i64 %loop.index142..469.0140.us.1254
  %.495179.us.1260 = load double, double* %.495179.in.us.1259, align 8
  %.503.us.1261 = getelementptr double, double* %6, i64 %loop.index142..472.0141.us.1256
  %.504.us.1262 = load double, double* %.503.us.1261, align 8
  %.147.i.i.us.1263 = fmul double %.504.us.1262, %.504.us.1262
  %spec.select.i.1.i.us.1264 = fmul double %.504.us.1262, %.147.i.i.us.1263
  %.42.i.us.1265 = tail call double @llvm.sin.f64(double %.495179.us.1260)
  %.47.i.us.1266 = fsub double %.42.i.us.1265, %spec.select.i.1.i.us.1264
  %.48.i.us.1267 = fmul double %.47.i.us.1266, %arg.h
  %.49.i.us.1268 = fadd double %.486166173.us.1258, %.48.i.us.1267
  %sunkaddr525 = mul i64 %loop.index142.us, 8
  %11 = bitcast double* %.6.i96144.us to i8*
  %sunkaddr526 = getelementptr i8, i8* %11, i64 %sunkaddr525
  %sunkaddr527 = getelementptr i8, i8* %sunkaddr526, i64 8
  %12 = bitcast i8* %sunkaddr527 to double*
  store double %.49.i.us.1268, double* %12, align 8
  %13 = add i64 %10, 1
  %loop.index142..469.0140.us.2276 = select i1 %7, i64 %13, i64 %.469.0140.us
  %loop.index142..466.0139.us.2277 = select i1 %7, i64 %13, i64 %.466.0139.us
  %loop.index142..472.0141.us.2278 = select i1 %7, i64 %13, i64 %.472.0141.us
  %.486166173.in.us.2279 = getelementptr double, double* %6, i64 %loop.index142..466.0139.us.2277
  %.486166173.us.2280 = load double, double* %.486166173.in.us.2279, align 8
  %.495179.in.us.2281 = getelementptr double, double* %6, i64 %loop.index142..469.0140.us.2276
  %.495179.us.2282 = load double, double* %.495179.in.us.2281, align 8
  %.503.us.2283 = getelementptr double, double* %6, i64 %loop.index142..472.0141.us.2278
  %.504.us.2284 = load double, double* %.503.us.2283, align 8
  %.147.i.i.us.2285 = fmul double %.504.us.2284, %.504.us.2284
  %spec.select.i.1.i.us.2286 = fmul double %.504.us.2284, %.147.i.i.us.2285
  %.42.i.us.2287 = tail call double @llvm.sin.f64(double %.495179.us.2282)
  %.47.i.us.2288 = fsub double %.42.i.us.2287, %spec.select.i.1.i.us.2286
  %.48.i.us.2289 = fmul double %.47.i.us.2288, %arg.h
  %.49.i.us.2290 = fadd double %.486166173.us.2280, %.48.i.us.2289
  %sunkaddr528 = mul i64 %loop.index142.us, 8
  %14 = bitcast double* %.6.i96144.us to i8*
  %sunkaddr529 = getelementptr i8, i8* %14, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, i8* %sunkaddr529, i64 16
  %15 = bitcast i8* %sunkaddr530 to double*
  store double %.49.i.us.2290, double* %15, align 8
  %16 = add i64 %13, 1
  %loop.index142..469.0140.us.3 = select i1 %7, i64 %16, i64 %.469.0140.us
  %loop.index142..466.0139.us.3 = select i1 %7, i64 %16, i64 %.466.0139.us
  %loop.index142..472.0141.us.3 = select i1 %7, i64 %16, i64 %.472.0141.us
  %.486166173.in.us.3 = getelementptr double, double* %6, i64 %loop.index142..466.0139.us.3
  %.486166173.us.3 = load double, double* %.486166173.in.us.3, align 8
  %.495179.in.us.3 = getelementptr double, double* %6, i64 %loop.index142..469.0140.us.3
  %.495179.us.3 = load double, double* %.495179.in.us.3, align 8
  %.503.us.3 = getelementptr double, double* %6, i64 %loop.index142..472.0141.us.3
  %.504.us.3 = load double, double* %.503.us.3, align 8
  %.147.i.i.us.3 = fmul double %.504.us.3, %.504.us.3
  %spec.select.i.1.i.us.3 = fmul double %.504.us.3, %.147.i.i.us.3
  %.42.i.us.3 = tail call double @llvm.sin.f64(double %.495179.us.3)
  %.47.i.us.3 = fsub double %.42.i.us.3, %spec.select.i.1.i.us.3
  %.48.i.us.3 = fmul double %.47.i.us.3, %arg.h
  %.49.i.us.3 = fadd double %.486166173.us.3, %.48.i.us.3
  %sunkaddr531 = mul i64 %loop.index142.us, 8
  %17 = bitcast double* %.6.i96144.us to i8*
  %sunkaddr532 = getelementptr i8, i8* %17, i64 %sunkaddr531
  %sunkaddr533 = getelementptr i8, i8* %sunkaddr532, i64 24
  %18 = bitcast i8* %sunkaddr533 to double*
  store double %.49.i.us.3, double* %18, align 8
  %19 = add i64 %16, 1
  %loop.index142..469.0140.us.4 = select i1 %7, i64 %19, i64 %.469.0140.us
  %loop.index142..466.0139.us.4 = select i1 %7, i64 %19, i64 %.466.0139.us
  %loop.index142..472.0141.us.4 = select i1 %7, i64 %19, i64 %.472.0141.us
  %.486166173.in.us.4 = getelementptr double, double* %6, i64 %loop.index142..466.0139.us.4
  %.486166173.us.4 = load double, double* %.486166173.in.us.4, align 8
  %.495179.in.us.4 = getelementptr double, double* %6, i64 %loop.index142..469.0140.us.4
  %.495179.us.4 = load double, double* %.495179.in.us.4, align 8
  %.503.us.4 = getelementptr double, double* %6, i64 %loop.index142..472.0141.us.4
  %.504.us.4 = load double, double* %.503.us.4, align 8
  %.147.i.i.us.4 = fmul double %.504.us.4, %.504.us.4
  %spec.select.i.1.i.us.4 = fmul double %.504.us.4, %.147.i.i.us.4
  %.42.i.us.4 = tail call double @llvm.sin.f64(double %.495179.us.4)
  %.47.i.us.4 = fsub double %.42.i.us.4, %spec.select.i.1.i.us.4
  %.48.i.us.4 = fmul double %.47.i.us.4, %arg.h
  %.49.i.us.4 = fadd double %.486166173.us.4, %.48.i.us.4
  %sunkaddr534 = mul i64 %loop.index142.us, 8
  %20 = bitcast double* %.6.i96144.us to i8*
  %sunkaddr535 = getelementptr i8, i8* %20, i64 %sunkaddr534
  %sunkaddr536 = getelementptr i8, i8* %sunkaddr535, i64 32
  %21 = bitcast i8* %sunkaddr536 to double*
  store double %.49.i.us.4, double* %21, align 8
  %22 = add i64 %19, 1
  %loop.index142..469.0140.us.5 = select i1 %7, i64 %22, i64 %.469.0140.us
  %loop.index142..466.0139.us.5 = select i1 %7, i64 %22, i64 %.466.0139.us
  %loop.index142..472.0141.us.5 = select i1 %7, i64 %22, i64 %.472.0141.us
  %.486166173.in.us.5 = getelementptr double, double* %6, i64 %loop.index142..466.0139.us.5
  %.486166173.us.5 = load double, double* %.486166173.in.us.5, align 8
  %.495179.in.us.5 = getelementptr double, double* %6, i64 %loop.index142..469.0140.us.5
  %.495179.us.5 = load double, double* %.495179.in.us.5, align 8
  %.503.us.5 = getelementptr double, double* %6, i64 %loop.index142..472.0141.us.5
  %.504.us.5 = load double, double* %.503.us.5, align 8
  %.147.i.i.us.5 = fmul double %.504.us.5, %.504.us.5
  %spec.select.i.1.i.us.5 = fmul double %.504.us.5, %.147.i.i.us.5
  %.42.i.us.5 = tail call double @llvm.sin.f64(double %.495179.us.5)
  %.47.i.us.5 = fsub double %.42.i.us.5, %spec.select.i.1.i.us.5
  %.48.i.us.5 = fmul double %.47.i.us.5, %arg.h
  %.49.i.us.5 = fadd double %.486166173.us.5, %.48.i.us.5
  %sunkaddr537 = mul i64 %loop.index142.us, 8
  %23 = bitcast double* %.6.i96144.us to i8*
  %sunkaddr538 = getelementptr i8, i8* %23, i64 %sunkaddr537
  %sunkaddr539 = getelementptr i8, i8* %sunkaddr538, i64 40
  %24 = bitcast i8* %sunkaddr539 to double*
  store double %.49.i.us.5, double* %24, align 8
  %25 = add i64 %22, 1
  %loop.index142..469.0140.us.6 = select i1 %7, i64 %25, i64 %.469.0140.us
  %loop.index142..466.0139.us.6 = select i1 %7, i64 %25, i64 %.466.0139.us
  %loop.index142..472.0141.us.6 = select i1 %7, i64 %25, i64 %.472.0141.us
  %.486166173.in.us.6 = getelementptr double, double* %6, i64 %loop.index142..466.0139.us.6
  %.486166173.us.6 = load double, double* %.486166173.in.us.6, align 8
  %.495179.in.us.6 = getelementptr double, double* %6, i64 %loop.index142..469.0140.us.6
  %.495179.us.6 = load double, double* %.495179.in.us.6, align 8
  %.503.us.6 = getelementptr double, double* %6, i64 %loop.index142..472.0141.us.6
  %.504.us.6 = load double, double* %.503.us.6, align 8
  %.147.i.i.us.6 = fmul double %.504.us.6, %.504.us.6
  %spec.select.i.1.i.us.6 = fmul double %.504.us.6, %.147.i.i.us.6
  %.42.i.us.6 = tail call double @llvm.sin.f64(double %.495179.us.6)
  %.47.i.us.6 = fsub double %.42.i.us.6, %spec.select.i.1.i.us.6
  %.48.i.us.6 = fmul double %.47.i.us.6, %arg.h
  %.49.i.us.6 = fadd double %.486166173.us.6, %.48.i.us.6
  %sunkaddr540 = mul i64 %loop.index142.us, 8
  %26 = bitcast double* %.6.i96144.us to i8*
  %sunkaddr541 = getelementptr i8, i8* %26, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, i8* %sunkaddr541, i64 48
  %27 = bitcast i8* %sunkaddr542 to double*
  store double %.49.i.us.6, double* %27, align 8
  %28 = add i64 %25, 1
  %loop.index142..469.0140.us.7 = select i1 %7, i64 %28, i64 %.469.0140.us
  %loop.index142..466.0139.us.7 = select i1 %7, i64 %28, i64 %.466.0139.us
  %loop.index142..472.0141.us.7 = select i1 %7, i64 %28, i64 %.472.0141.us
  %.486166173.in.us.7 = getelementptr double, double* %6, i64 %loop.index142..466.0139.us.7
  %.486166173.us.7 = load double, double* %.486166173.in.us.7, align 8
  %.495179.in.us.7 = getelementptr double, double* %6, i64 %loop.index142..469.0140.us.7
  %.495179.us.7 = load double, double* %.495179.in.us.7, align 8
  %.503.us.7 = getelementptr double, double* %6, i64 %loop.index142..472.0141.us.7
  %.504.us.7 = load double, double* %.503.us.7, align 8
  %.147.i.i.us.7 = fmul double %.504.us.7, %.504.us.7
  %spec.select.i.1.i.us.7 = fmul double %.504.us.7, %.147.i.i.us.7
  %.42.i.us.7 = tail call double @llvm.sin.f64(double %.495179.us.7)
  %.47.i.us.7 = fsub double %.42.i.us.7, %spec.select.i.1.i.us.7
  %.48.i.us.7 = fmul double %.47.i.us.7, %arg.h
  %.49.i.us.7 = fadd double %.486166173.us.7, %.48.i.us.7
  %sunkaddr543 = mul i64 %loop.index142.us, 8
  %29 = bitcast double* %.6.i96144.us to i8*
  %sunkaddr544 = getelementptr i8, i8* %29, i64 %sunkaddr543
  %sunkaddr545 = getelementptr i8, i8* %sunkaddr544, i64 56
  %30 = bitcast i8* %sunkaddr545 to double*
  store double %.49.i.us.7, double* %30, align 8
  %.533.us.7 = add nuw i64 %loop.index142.us, 8
  %31 = add i64 %28, 1
  %niter249.ncmp.7 = icmp eq i64 %31, %unroll_iter248
  br i1 %niter249.ncmp.7, label %for.end.loopexit.us.unr-lcssa, label %for.body.us

for.end.loopexit.us.unr-lcssa:                    ; preds = %for.body.us, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us
  %loop.index142.us.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us ], [ %.533.us.7, %for.body.us ]
  %.472.0141.us.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us ], [ %loop.index142..472.0141.us.7, %for.body.us ]
  %.469.0140.us.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us ], [ %loop.index142..469.0140.us.7, %for.body.us ]
  %.466.0139.us.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us ], [ %loop.index142..466.0139.us.7, %for.body.us ]
  %lcmp.mod247.not = icmp eq i64 %xtraiter245, 0
  br i1 %lcmp.mod247.not, label %for.end.loopexit.us, label %for.body.us.epil.preheader

for.body.us.epil.preheader:                       ; preds = %for.end.loopexit.us.unr-lcssa
  br label %for.body.us.epil

for.body.us.epil:                                 ; preds = %for.body.us.epil.preheader, %for.body.us.epil
  %lsr.iv506 = phi i64 [ %xtraiter245, %for.body.us.epil.preheader ], [ %lsr.iv.next507, %for.body.us.epil ]
  %loop.index142.us.epil = phi i64 [ %.533.us.epil, %for.body.us.epil ], [ %loop.index142.us.unr, %for.body.us.epil.preheader ]
  %.472.0141.us.epil = phi i64 [ %loop.index142..472.0141.us.epil, %for.body.us.epil ], [ %.472.0141.us.unr, %for.body.us.epil.preheader ]
  %.469.0140.us.epil = phi i64 [ %loop.index142..469.0140.us.epil, %for.body.us.epil ], [ %.469.0140.us.unr, %for.body.us.epil.preheader ]
  %.466.0139.us.epil = phi i64 [ %loop.index142..466.0139.us.epil, %for.body.us.epil ], [ %.466.0139.us.unr, %for.body.us.epil.preheader ]
  %32 = bitcast i8* %.6.i23 to double*
  %33 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index142..469.0140.us.epil = select i1 %33, i64 %loop.index142.us.epil, i64 %.469.0140.us.epil
  %loop.index142..466.0139.us.epil = select i1 %33, i64 %loop.index142.us.epil, i64 %.466.0139.us.epil
  %loop.index142..472.0141.us.epil = select i1 %33, i64 %loop.index142.us.epil, i64 %.472.0141.us.epil
  %.486166173.in.us.epil = getelementptr double, double* %32, i64 %loop.index142..466.0139.us.epil
  %.486166173.us.epil = load double, double* %.486166173.in.us.epil, align 8
  %.495179.in.us.epil = getelementptr double, double* %32, i64 %loop.index142..469.0140.us.epil
  %.495179.us.epil = load double, double* %.495179.in.us.epil, align 8
  %.503.us.epil = getelementptr double, double* %32, i64 %loop.index142..472.0141.us.epil
  %.504.us.epil = load double, double* %.503.us.epil, align 8
  %.147.i.i.us.epil = fmul double %.504.us.epil, %.504.us.epil
  %spec.select.i.1.i.us.epil = fmul double %.504.us.epil, %.147.i.i.us.epil
  %.42.i.us.epil = tail call double @llvm.sin.f64(double %.495179.us.epil)
  %.47.i.us.epil = fsub double %.42.i.us.epil, %spec.select.i.1.i.us.epil
  %.48.i.us.epil = fmul double %.47.i.us.epil, %arg.h
  %.49.i.us.epil = fadd double %.486166173.us.epil, %.48.i.us.epil
  %scevgep505 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142.us.epil
  store double %.49.i.us.epil, double* %scevgep505, align 8
  %.533.us.epil = add nuw nsw i64 %loop.index142.us.epil, 1
  %lsr.iv.next507 = add nsw i64 %lsr.iv506, -1
  %epil.iter246.cmp.not = icmp eq i64 %lsr.iv.next507, 0
  br i1 %epil.iter246.cmp.not, label %for.end.loopexit.us, label %for.body.us.epil, !llvm.loop !9

for.end.loopexit.us:                              ; preds = %for.body.us.epil, %for.end.loopexit.us.unr-lcssa
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i97.us.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !11
  %.8.i.i98.us.1 = icmp eq i8* %.7.i.i97.us.1, null
  br i1 %.8.i.i98.us.1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1: ; preds = %for.end.loopexit.us
  %.5.i95.us.1 = getelementptr i8, i8* %.7.i.i97.us.1, i64 24
  %34 = bitcast i8* %.5.i95.us.1 to double**
  %.6.i96144.us.1 = load double*, double** %34, align 8
  %35 = add i64 %arg.y0.5.0.fr, -1
  %xtraiter240 = and i64 %arg.y0.5.0.fr, 7
  %36 = icmp ult i64 %35, 7
  br i1 %36, label %for.end.loopexit.us.1.unr-lcssa, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1
  %unroll_iter243 = and i64 %arg.y0.5.0.fr, -8
  br label %for.body.us.1

for.body.us.1:                                    ; preds = %for.body.us.1, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new
  %loop.index142.us.1 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new ], [ %61, %for.body.us.1 ]
  %.472.0141.us.1 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new ], [ %loop.index142..472.0141.us.1.7, %for.body.us.1 ]
  %.469.0140.us.1 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new ], [ %loop.index142..469.0140.us.1.7, %for.body.us.1 ]
  %.466.0139.us.1 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1.new ], [ %loop.index142..466.0139.us.1.7, %for.body.us.1 ]
  %37 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index142..469.0140.us.1 = select i1 %37, i64 %loop.index142.us.1, i64 %.469.0140.us.1
  %loop.index142..466.0139.us.1 = select i1 %37, i64 %loop.index142.us.1, i64 %.466.0139.us.1
  %loop.index142..472.0141.us.1 = select i1 %37, i64 %loop.index142.us.1, i64 %.472.0141.us.1
  %.486166173.in.us.1 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..466.0139.us.1
  %.486166173.us.1 = load double, double* %.486166173.in.us.1, align 8
  %.495179.in.us.1 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..469.0140.us.1
  %.495179.us.1 = load double, double* %.495179.in.us.1, align 8
  %.503.us.1 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..472.0141.us.1
  %.504.us.1 = load double, double* %.503.us.1, align 8
  %.147.i.i.us.1 = fmul double %.504.us.1, %.504.us.1
  %spec.select.i.1.i.us.1 = fmul double %.504.us.1, %.147.i.i.us.1
  %.42.i.us.1 = tail call double @llvm.sin.f64(double %.495179.us.1)
  %.47.i.us.1 = fsub double %.42.i.us.1, %spec.select.i.1.i.us.1
  %.48.i.us.1 = fmul double %.47.i.us.1, %arg.h
  %.49.i.us.1 = fadd double %.486166173.us.1, %.48.i.us.1
  %sunkaddr546 = mul i64 %loop.index142.us.1, 8
  %38 = bitcast double* %.6.i96144.us.1 to i8*
  %sunkaddr547 = getelementptr i8, i8* %38, i64 %sunkaddr546
  %39 = bitcast i8* %sunkaddr547 to double*
  store double %.49.i.us.1, double* %39, align 8
  %40 = add i64 %loop.index142.us.1, 1
  %loop.index142..469.0140.us.1.1 = select i1 %37, i64 %40, i64 %.469.0140.us.1
  %loop.index142..466.0139.us.1.1 = select i1 %37, i64 %40, i64 %.466.0139.us.1
  %loop.index142..472.0141.us.1.1 = select i1 %37, i64 %40, i64 %.472.0141.us.1
  %.486166173.in.us.1.1 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..466.0139.us.1.1
  %.486166173.us.1.1 = load double, double* %.486166173.in.us.1.1, align 8
  %.495179.in.us.1.1 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..469.0140.us.1.1
  %.495179.us.1.1 = load double, double* %.495179.in.us.1.1, align 8
  %.503.us.1.1 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..472.0141.us.1.1
  %.504.us.1.1 = load double, double* %.503.us.1.1, align 8
  %.147.i.i.us.1.1 = fmul double %.504.us.1.1, %.504.us.1.1
  %spec.select.i.1.i.us.1.1 = fmul double %.504.us.1.1, %.147.i.i.us.1.1
  %.42.i.us.1.1 = tail call double @llvm.sin.f64(double %.495179.us.1.1)
  %.47.i.us.1.1 = fsub double %.42.i.us.1.1, %spec.select.i.1.i.us.1.1
  %.48.i.us.1.1 = fmul double %.47.i.us.1.1, %arg.h
  %.49.i.us.1.1 = fadd double %.486166173.us.1.1, %.48.i.us.1.1
  %sunkaddr548 = mul i64 %loop.index142.us.1, 8
  %41 = bitcast double* %.6.i96144.us.1 to i8*
  %sunkaddr549 = getelementptr i8, i8* %41, i64 %sunkaddr548
  %sunkaddr550 = getelementptr i8, i8* %sunkaddr549, i64 8
  %42 = bitcast i8* %sunkaddr550 to double*
  store double %.49.i.us.1.1, double* %42, align 8
  %43 = add i64 %40, 1
  %loop.index142..469.0140.us.1.2 = select i1 %37, i64 %43, i64 %.469.0140.us.1
  %loop.index142..466.0139.us.1.2 = select i1 %37, i64 %43, i64 %.466.0139.us.1
  %loop.index142..472.0141.us.1.2 = select i1 %37, i64 %43, i64 %.472.0141.us.1
  %.486166173.in.us.1.2 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..466.0139.us.1.2
  %.486166173.us.1.2 = load double, double* %.486166173.in.us.1.2, align 8
  %.495179.in.us.1.2 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..469.0140.us.1.2
  %.495179.us.1.2 = load double, double* %.495179.in.us.1.2, align 8
  %.503.us.1.2 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..472.0141.us.1.2
  %.504.us.1.2 = load double, double* %.503.us.1.2, align 8
  %.147.i.i.us.1.2 = fmul double %.504.us.1.2, %.504.us.1.2
  %spec.select.i.1.i.us.1.2 = fmul double %.504.us.1.2, %.147.i.i.us.1.2
  %.42.i.us.1.2 = tail call double @llvm.sin.f64(double %.495179.us.1.2)
  %.47.i.us.1.2 = fsub double %.42.i.us.1.2, %spec.select.i.1.i.us.1.2
  %.48.i.us.1.2 = fmul double %.47.i.us.1.2, %arg.h
  %.49.i.us.1.2 = fadd double %.486166173.us.1.2, %.48.i.us.1.2
  %sunkaddr551 = mul i64 %loop.index142.us.1, 8
  %44 = bitcast double* %.6.i96144.us.1 to i8*
  %sunkaddr552 = getelementptr i8, i8* %44, i64 %sunkaddr551
  %sunkaddr553 = getelementptr i8, i8* %sunkaddr552, i64 16
  %45 = bitcast i8* %sunkaddr553 to double*
  store double %.49.i.us.1.2, double* %45, align 8
  %46 = add i64 %43, 1
  %loop.index142..469.0140.us.1.3 = select i1 %37, i64 %46, i64 %.469.0140.us.1
  %loop.index142..466.0139.us.1.3 = select i1 %37, i64 %46, i64 %.466.0139.us.1
  %loop.index142..472.0141.us.1.3 = select i1 %37, i64 %46, i64 %.472.0141.us.1
  %.486166173.in.us.1.3 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..466.0139.us.1.3
  %.486166173.us.1.3 = load double, double* %.486166173.in.us.1.3, align 8
  %.495179.in.us.1.3 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..469.0140.us.1.3
  %.495179.us.1.3 = load double, double* %.495179.in.us.1.3, align 8
  %.503.us.1.3 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..472.0141.us.1.3
  %.504.us.1.3 = load double, double* %.503.us.1.3, align 8
  %.147.i.i.us.1.3 = fmul double %.504.us.1.3, %.504.us.1.3
  %spec.select.i.1.i.us.1.3 = fmul double %.504.us.1.3, %.147.i.i.us.1.3
  %.42.i.us.1.3 = tail call double @llvm.sin.f64(double %.495179.us.1.3)
  %.47.i.us.1.3 = fsub double %.42.i.us.1.3, %spec.select.i.1.i.us.1.3
  %.48.i.us.1.3 = fmul double %.47.i.us.1.3, %arg.h
  %.49.i.us.1.3 = fadd double %.486166173.us.1.3, %.48.i.us.1.3
  %sunkaddr554 = mul i64 %loop.index142.us.1, 8
  %47 = bitcast double* %.6.i96144.us.1 to i8*
  %sunkaddr555 = getelementptr i8, i8* %47, i64 %sunkaddr554
  %sunkaddr556 = getelementptr i8, i8* %sunkaddr555, i64 24
  %48 = bitcast i8* %sunkaddr556 to double*
  store double %.49.i.us.1.3, double* %48, align 8
  %49 = add i64 %46, 1
  %loop.index142..469.0140.us.1.4 = select i1 %37, i64 %49, i64 %.469.0140.us.1
  %loop.index142..466.0139.us.1.4 = select i1 %37, i64 %49, i64 %.466.0139.us.1
  %loop.index142..472.0141.us.1.4 = select i1 %37, i64 %49, i64 %.472.0141.us.1
  %.486166173.in.us.1.4 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..466.0139.us.1.4
  %.486166173.us.1.4 = load double, double* %.486166173.in.us.1.4, align 8
  %.495179.in.us.1.4 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..469.0140.us.1.4
  %.495179.us.1.4 = load double, double* %.495179.in.us.1.4, align 8
  %.503.us.1.4 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..472.0141.us.1.4
  %.504.us.1.4 = load double, double* %.503.us.1.4, align 8
  %.147.i.i.us.1.4 = fmul double %.504.us.1.4, %.504.us.1.4
  %spec.select.i.1.i.us.1.4 = fmul double %.504.us.1.4, %.147.i.i.us.1.4
  %.42.i.us.1.4 = tail call double @llvm.sin.f64(double %.495179.us.1.4)
  %.47.i.us.1.4 = fsub double %.42.i.us.1.4, %spec.select.i.1.i.us.1.4
  %.48.i.us.1.4 = fmul double %.47.i.us.1.4, %arg.h
  %.49.i.us.1.4 = fadd double %.486166173.us.1.4, %.48.i.us.1.4
  %sunkaddr557 = mul i64 %loop.index142.us.1, 8
  %50 = bitcast double* %.6.i96144.us.1 to i8*
  %sunkaddr558 = getelementptr i8, i8* %50, i64 %sunkaddr557
  %sunkaddr559 = getelementptr i8, i8* %sunkaddr558, i64 32
  %51 = bitcast i8* %sunkaddr559 to double*
  store double %.49.i.us.1.4, double* %51, align 8
  %52 = add i64 %49, 1
  %loop.index142..469.0140.us.1.5 = select i1 %37, i64 %52, i64 %.469.0140.us.1
  %loop.index142..466.0139.us.1.5 = select i1 %37, i64 %52, i64 %.466.0139.us.1
  %loop.index142..472.0141.us.1.5 = select i1 %37, i64 %52, i64 %.472.0141.us.1
  %.486166173.in.us.1.5 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..466.0139.us.1.5
  %.486166173.us.1.5 = load double, double* %.486166173.in.us.1.5, align 8
  %.495179.in.us.1.5 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..469.0140.us.1.5
  %.495179.us.1.5 = load double, double* %.495179.in.us.1.5, align 8
  %.503.us.1.5 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..472.0141.us.1.5
  %.504.us.1.5 = load double, double* %.503.us.1.5, align 8
  %.147.i.i.us.1.5 = fmul double %.504.us.1.5, %.504.us.1.5
  %spec.select.i.1.i.us.1.5 = fmul double %.504.us.1.5, %.147.i.i.us.1.5
  %.42.i.us.1.5 = tail call double @llvm.sin.f64(double %.495179.us.1.5)
  %.47.i.us.1.5 = fsub double %.42.i.us.1.5, %spec.select.i.1.i.us.1.5
  %.48.i.us.1.5 = fmul double %.47.i.us.1.5, %arg.h
  %.49.i.us.1.5 = fadd double %.486166173.us.1.5, %.48.i.us.1.5
  %sunkaddr560 = mul i64 %loop.index142.us.1, 8
  %53 = bitcast double* %.6.i96144.us.1 to i8*
  %sunkaddr561 = getelementptr i8, i8* %53, i64 %sunkaddr560
  %sunkaddr562 = getelementptr i8, i8* %sunkaddr561, i64 40
  %54 = bitcast i8* %sunkaddr562 to double*
  store double %.49.i.us.1.5, double* %54, align 8
  %55 = add i64 %52, 1
  %loop.index142..469.0140.us.1.6 = select i1 %37, i64 %55, i64 %.469.0140.us.1
  %loop.index142..466.0139.us.1.6 = select i1 %37, i64 %55, i64 %.466.0139.us.1
  %loop.index142..472.0141.us.1.6 = select i1 %37, i64 %55, i64 %.472.0141.us.1
  %.486166173.in.us.1.6 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..466.0139.us.1.6
  %.486166173.us.1.6 = load double, double* %.486166173.in.us.1.6, align 8
  %.495179.in.us.1.6 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..469.0140.us.1.6
  %.495179.us.1.6 = load double, double* %.495179.in.us.1.6, align 8
  %.503.us.1.6 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..472.0141.us.1.6
  %.504.us.1.6 = load double, double* %.503.us.1.6, align 8
  %.147.i.i.us.1.6 = fmul double %.504.us.1.6, %.504.us.1.6
  %spec.select.i.1.i.us.1.6 = fmul double %.504.us.1.6, %.147.i.i.us.1.6
  %.42.i.us.1.6 = tail call double @llvm.sin.f64(double %.495179.us.1.6)
  %.47.i.us.1.6 = fsub double %.42.i.us.1.6, %spec.select.i.1.i.us.1.6
  %.48.i.us.1.6 = fmul double %.47.i.us.1.6, %arg.h
  %.49.i.us.1.6 = fadd double %.486166173.us.1.6, %.48.i.us.1.6
  %sunkaddr563 = mul i64 %loop.index142.us.1, 8
  %56 = bitcast double* %.6.i96144.us.1 to i8*
  %sunkaddr564 = getelementptr i8, i8* %56, i64 %sunkaddr563
  %sunkaddr565 = getelementptr i8, i8* %sunkaddr564, i64 48
  %57 = bitcast i8* %sunkaddr565 to double*
  store double %.49.i.us.1.6, double* %57, align 8
  %58 = add i64 %55, 1
  %loop.index142..469.0140.us.1.7 = select i1 %37, i64 %58, i64 %.469.0140.us.1
  %loop.index142..466.0139.us.1.7 = select i1 %37, i64 %58, i64 %.466.0139.us.1
  %loop.index142..472.0141.us.1.7 = select i1 %37, i64 %58, i64 %.472.0141.us.1
  %.486166173.in.us.1.7 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..466.0139.us.1.7
  %.486166173.us.1.7 = load double, double* %.486166173.in.us.1.7, align 8
  %.495179.in.us.1.7 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..469.0140.us.1.7
  %.495179.us.1.7 = load double, double* %.495179.in.us.1.7, align 8
  %.503.us.1.7 = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..472.0141.us.1.7
  %.504.us.1.7 = load double, double* %.503.us.1.7, align 8
  %.147.i.i.us.1.7 = fmul double %.504.us.1.7, %.504.us.1.7
  %spec.select.i.1.i.us.1.7 = fmul double %.504.us.1.7, %.147.i.i.us.1.7
  %.42.i.us.1.7 = tail call double @llvm.sin.f64(double %.495179.us.1.7)
  %.47.i.us.1.7 = fsub double %.42.i.us.1.7, %spec.select.i.1.i.us.1.7
  %.48.i.us.1.7 = fmul double %.47.i.us.1.7, %arg.h
  %.49.i.us.1.7 = fadd double %.486166173.us.1.7, %.48.i.us.1.7
  %sunkaddr566 = mul i64 %loop.index142.us.1, 8
  %59 = bitcast double* %.6.i96144.us.1 to i8*
  %sunkaddr567 = getelementptr i8, i8* %59, i64 %sunkaddr566
  %sunkaddr568 = getelementptr i8, i8* %sunkaddr567, i64 56
  %60 = bitcast i8* %sunkaddr568 to double*
  store double %.49.i.us.1.7, double* %60, align 8
  %.533.us.1.7 = add nuw i64 %loop.index142.us.1, 8
  %61 = add i64 %58, 1
  %niter244.ncmp.7 = icmp eq i64 %61, %unroll_iter243
  br i1 %niter244.ncmp.7, label %for.end.loopexit.us.1.unr-lcssa, label %for.body.us.1

for.end.loopexit.us.1.unr-lcssa:                  ; preds = %for.body.us.1, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1
  %loop.index142.us.1.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1 ], [ %.533.us.1.7, %for.body.us.1 ]
  %.472.0141.us.1.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1 ], [ %loop.index142..472.0141.us.1.7, %for.body.us.1 ]
  %.469.0140.us.1.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1 ], [ %loop.index142..469.0140.us.1.7, %for.body.us.1 ]
  %.466.0139.us.1.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1 ], [ %loop.index142..466.0139.us.1.7, %for.body.us.1 ]
  %lcmp.mod242.not = icmp eq i64 %xtraiter240, 0
  br i1 %lcmp.mod242.not, label %for.end.loopexit.us.1, label %for.body.us.1.epil.preheader

for.body.us.1.epil.preheader:                     ; preds = %for.end.loopexit.us.1.unr-lcssa
  br label %for.body.us.1.epil

for.body.us.1.epil:                               ; preds = %for.body.us.1.epil.preheader, %for.body.us.1.epil
  %lsr.iv487 = phi i64 [ %xtraiter240, %for.body.us.1.epil.preheader ], [ %lsr.iv.next488, %for.body.us.1.epil ]
  %loop.index142.us.1.epil = phi i64 [ %.533.us.1.epil, %for.body.us.1.epil ], [ %loop.index142.us.1.unr, %for.body.us.1.epil.preheader ]
  %.472.0141.us.1.epil = phi i64 [ %loop.index142..472.0141.us.1.epil, %for.body.us.1.epil ], [ %.472.0141.us.1.unr, %for.body.us.1.epil.preheader ]
  %.469.0140.us.1.epil = phi i64 [ %loop.index142..469.0140.us.1.epil, %for.body.us.1.epil ], [ %.469.0140.us.1.unr, %for.body.us.1.epil.preheader ]
  %.466.0139.us.1.epil = phi i64 [ %loop.index142..466.0139.us.1.epil, %for.body.us.1.epil ], [ %.466.0139.us.1.unr, %for.body.us.1.epil.preheader ]
  %62 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index142..469.0140.us.1.epil = select i1 %62, i64 %loop.index142.us.1.epil, i64 %.469.0140.us.1.epil
  %loop.index142..466.0139.us.1.epil = select i1 %62, i64 %loop.index142.us.1.epil, i64 %.466.0139.us.1.epil
  %loop.index142..472.0141.us.1.epil = select i1 %62, i64 %loop.index142.us.1.epil, i64 %.472.0141.us.1.epil
  %.486166173.in.us.1.epil = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..466.0139.us.1.epil
  %.486166173.us.1.epil = load double, double* %.486166173.in.us.1.epil, align 8
  %.495179.in.us.1.epil = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..469.0140.us.1.epil
  %.495179.us.1.epil = load double, double* %.495179.in.us.1.epil, align 8
  %.503.us.1.epil = getelementptr double, double* %.6.i96144.us, i64 %loop.index142..472.0141.us.1.epil
  %.504.us.1.epil = load double, double* %.503.us.1.epil, align 8
  %.147.i.i.us.1.epil = fmul double %.504.us.1.epil, %.504.us.1.epil
  %spec.select.i.1.i.us.1.epil = fmul double %.504.us.1.epil, %.147.i.i.us.1.epil
  %.42.i.us.1.epil = tail call double @llvm.sin.f64(double %.495179.us.1.epil)
  %.47.i.us.1.epil = fsub double %.42.i.us.1.epil, %spec.select.i.1.i.us.1.epil
  %.48.i.us.1.epil = fmul double %.47.i.us.1.epil, %arg.h
  %.49.i.us.1.epil = fadd double %.486166173.us.1.epil, %.48.i.us.1.epil
  %scevgep486 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142.us.1.epil
  store double %.49.i.us.1.epil, double* %scevgep486, align 8
  %.533.us.1.epil = add nuw nsw i64 %loop.index142.us.1.epil, 1
  %lsr.iv.next488 = add nsw i64 %lsr.iv487, -1
  %epil.iter241.cmp.not = icmp eq i64 %lsr.iv.next488, 0
  br i1 %epil.iter241.cmp.not, label %for.end.loopexit.us.1, label %for.body.us.1.epil, !llvm.loop !18

for.end.loopexit.us.1:                            ; preds = %for.body.us.1.epil, %for.end.loopexit.us.1.unr-lcssa
  tail call void @NRT_decref(i8* nonnull %.7.i.i97.us)
  %.7.i.i97.us.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !11
  %.8.i.i98.us.2 = icmp eq i8* %.7.i.i97.us.2, null
  br i1 %.8.i.i98.us.2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2: ; preds = %for.end.loopexit.us.1
  %.5.i95.us.2 = getelementptr i8, i8* %.7.i.i97.us.2, i64 24
  %63 = bitcast i8* %.5.i95.us.2 to double**
  %.6.i96144.us.2 = load double*, double** %63, align 8
  %64 = add i64 %arg.y0.5.0.fr, -1
  %xtraiter235 = and i64 %arg.y0.5.0.fr, 7
  %65 = icmp ult i64 %64, 7
  br i1 %65, label %B146.endif.endif.endif.endif.endif.unr-lcssa, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2
  %unroll_iter238 = and i64 %arg.y0.5.0.fr, -8
  br label %for.body.us.2

for.body.us.2:                                    ; preds = %for.body.us.2, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new
  %loop.index142.us.2 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new ], [ %90, %for.body.us.2 ]
  %.472.0141.us.2 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new ], [ %loop.index142..472.0141.us.2.7, %for.body.us.2 ]
  %.469.0140.us.2 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new ], [ %loop.index142..469.0140.us.2.7, %for.body.us.2 ]
  %.466.0139.us.2 = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2.new ], [ %loop.index142..466.0139.us.2.7, %for.body.us.2 ]
  %66 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index142..469.0140.us.2 = select i1 %66, i64 %loop.index142.us.2, i64 %.469.0140.us.2
  %loop.index142..466.0139.us.2 = select i1 %66, i64 %loop.index142.us.2, i64 %.466.0139.us.2
  %loop.index142..472.0141.us.2 = select i1 %66, i64 %loop.index142.us.2, i64 %.472.0141.us.2
  %.486166173.in.us.2 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..466.0139.us.2
  %.486166173.us.2 = load double, double* %.486166173.in.us.2, align 8
  %.495179.in.us.2 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..469.0140.us.2
  %.495179.us.2 = load double, double* %.495179.in.us.2, align 8
  %.503.us.2 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..472.0141.us.2
  %.504.us.2 = load double, double* %.503.us.2, align 8
  %.147.i.i.us.2 = fmul double %.504.us.2, %.504.us.2
  %spec.select.i.1.i.us.2 = fmul double %.504.us.2, %.147.i.i.us.2
  %.42.i.us.2 = tail call double @llvm.sin.f64(double %.495179.us.2)
  %.47.i.us.2 = fsub double %.42.i.us.2, %spec.select.i.1.i.us.2
  %.48.i.us.2 = fmul double %.47.i.us.2, %arg.h
  %.49.i.us.2 = fadd double %.486166173.us.2, %.48.i.us.2
  %sunkaddr569 = mul i64 %loop.index142.us.2, 8
  %67 = bitcast double* %.6.i96144.us.2 to i8*
  %sunkaddr570 = getelementptr i8, i8* %67, i64 %sunkaddr569
  %68 = bitcast i8* %sunkaddr570 to double*
  store double %.49.i.us.2, double* %68, align 8
  %69 = add i64 %loop.index142.us.2, 1
  %loop.index142..469.0140.us.2.1 = select i1 %66, i64 %69, i64 %.469.0140.us.2
  %loop.index142..466.0139.us.2.1 = select i1 %66, i64 %69, i64 %.466.0139.us.2
  %loop.index142..472.0141.us.2.1 = select i1 %66, i64 %69, i64 %.472.0141.us.2
  %.486166173.in.us.2.1 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..466.0139.us.2.1
  %.486166173.us.2.1 = load double, double* %.486166173.in.us.2.1, align 8
  %.495179.in.us.2.1 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..469.0140.us.2.1
  %.495179.us.2.1 = load double, double* %.495179.in.us.2.1, align 8
  %.503.us.2.1 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..472.0141.us.2.1
  %.504.us.2.1 = load double, double* %.503.us.2.1, align 8
  %.147.i.i.us.2.1 = fmul double %.504.us.2.1, %.504.us.2.1
  %spec.select.i.1.i.us.2.1 = fmul double %.504.us.2.1, %.147.i.i.us.2.1
  %.42.i.us.2.1 = tail call double @llvm.sin.f64(double %.495179.us.2.1)
  %.47.i.us.2.1 = fsub double %.42.i.us.2.1, %spec.select.i.1.i.us.2.1
  %.48.i.us.2.1 = fmul double %.47.i.us.2.1, %arg.h
  %.49.i.us.2.1 = fadd double %.486166173.us.2.1, %.48.i.us.2.1
  %sunkaddr571 = mul i64 %loop.index142.us.2, 8
  %70 = bitcast double* %.6.i96144.us.2 to i8*
  %sunkaddr572 = getelementptr i8, i8* %70, i64 %sunkaddr571
  %sunkaddr573 = getelementptr i8, i8* %sunkaddr572, i64 8
  %71 = bitcast i8* %sunkaddr573 to double*
  store double %.49.i.us.2.1, double* %71, align 8
  %72 = add i64 %69, 1
  %loop.index142..469.0140.us.2.2 = select i1 %66, i64 %72, i64 %.469.0140.us.2
  %loop.index142..466.0139.us.2.2 = select i1 %66, i64 %72, i64 %.466.0139.us.2
  %loop.index142..472.0141.us.2.2 = select i1 %66, i64 %72, i64 %.472.0141.us.2
  %.486166173.in.us.2.2 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..466.0139.us.2.2
  %.486166173.us.2.2 = load double, double* %.486166173.in.us.2.2, align 8
  %.495179.in.us.2.2 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..469.0140.us.2.2
  %.495179.us.2.2 = load double, double* %.495179.in.us.2.2, align 8
  %.503.us.2.2 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..472.0141.us.2.2
  %.504.us.2.2 = load double, double* %.503.us.2.2, align 8
  %.147.i.i.us.2.2 = fmul double %.504.us.2.2, %.504.us.2.2
  %spec.select.i.1.i.us.2.2 = fmul double %.504.us.2.2, %.147.i.i.us.2.2
  %.42.i.us.2.2 = tail call double @llvm.sin.f64(double %.495179.us.2.2)
  %.47.i.us.2.2 = fsub double %.42.i.us.2.2, %spec.select.i.1.i.us.2.2
  %.48.i.us.2.2 = fmul double %.47.i.us.2.2, %arg.h
  %.49.i.us.2.2 = fadd double %.486166173.us.2.2, %.48.i.us.2.2
  %sunkaddr574 = mul i64 %loop.index142.us.2, 8
  %73 = bitcast double* %.6.i96144.us.2 to i8*
  %sunkaddr575 = getelementptr i8, i8* %73, i64 %sunkaddr574
  %sunkaddr576 = getelementptr i8, i8* %sunkaddr575, i64 16
  %74 = bitcast i8* %sunkaddr576 to double*
  store double %.49.i.us.2.2, double* %74, align 8
  %75 = add i64 %72, 1
  %loop.index142..469.0140.us.2.3 = select i1 %66, i64 %75, i64 %.469.0140.us.2
  %loop.index142..466.0139.us.2.3 = select i1 %66, i64 %75, i64 %.466.0139.us.2
  %loop.index142..472.0141.us.2.3 = select i1 %66, i64 %75, i64 %.472.0141.us.2
  %.486166173.in.us.2.3 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..466.0139.us.2.3
  %.486166173.us.2.3 = load double, double* %.486166173.in.us.2.3, align 8
  %.495179.in.us.2.3 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..469.0140.us.2.3
  %.495179.us.2.3 = load double, double* %.495179.in.us.2.3, align 8
  %.503.us.2.3 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..472.0141.us.2.3
  %.504.us.2.3 = load double, double* %.503.us.2.3, align 8
  %.147.i.i.us.2.3 = fmul double %.504.us.2.3, %.504.us.2.3
  %spec.select.i.1.i.us.2.3 = fmul double %.504.us.2.3, %.147.i.i.us.2.3
  %.42.i.us.2.3 = tail call double @llvm.sin.f64(double %.495179.us.2.3)
  %.47.i.us.2.3 = fsub double %.42.i.us.2.3, %spec.select.i.1.i.us.2.3
  %.48.i.us.2.3 = fmul double %.47.i.us.2.3, %arg.h
  %.49.i.us.2.3 = fadd double %.486166173.us.2.3, %.48.i.us.2.3
  %sunkaddr577 = mul i64 %loop.index142.us.2, 8
  %76 = bitcast double* %.6.i96144.us.2 to i8*
  %sunkaddr578 = getelementptr i8, i8* %76, i64 %sunkaddr577
  %sunkaddr579 = getelementptr i8, i8* %sunkaddr578, i64 24
  %77 = bitcast i8* %sunkaddr579 to double*
  store double %.49.i.us.2.3, double* %77, align 8
  %78 = add i64 %75, 1
  %loop.index142..469.0140.us.2.4 = select i1 %66, i64 %78, i64 %.469.0140.us.2
  %loop.index142..466.0139.us.2.4 = select i1 %66, i64 %78, i64 %.466.0139.us.2
  %loop.index142..472.0141.us.2.4 = select i1 %66, i64 %78, i64 %.472.0141.us.2
  %.486166173.in.us.2.4 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..466.0139.us.2.4
  %.486166173.us.2.4 = load double, double* %.486166173.in.us.2.4, align 8
  %.495179.in.us.2.4 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..469.0140.us.2.4
  %.495179.us.2.4 = load double, double* %.495179.in.us.2.4, align 8
  %.503.us.2.4 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..472.0141.us.2.4
  %.504.us.2.4 = load double, double* %.503.us.2.4, align 8
  %.147.i.i.us.2.4 = fmul double %.504.us.2.4, %.504.us.2.4
  %spec.select.i.1.i.us.2.4 = fmul double %.504.us.2.4, %.147.i.i.us.2.4
  %.42.i.us.2.4 = tail call double @llvm.sin.f64(double %.495179.us.2.4)
  %.47.i.us.2.4 = fsub double %.42.i.us.2.4, %spec.select.i.1.i.us.2.4
  %.48.i.us.2.4 = fmul double %.47.i.us.2.4, %arg.h
  %.49.i.us.2.4 = fadd double %.486166173.us.2.4, %.48.i.us.2.4
  %sunkaddr580 = mul i64 %loop.index142.us.2, 8
  %79 = bitcast double* %.6.i96144.us.2 to i8*
  %sunkaddr581 = getelementptr i8, i8* %79, i64 %sunkaddr580
  %sunkaddr582 = getelementptr i8, i8* %sunkaddr581, i64 32
  %80 = bitcast i8* %sunkaddr582 to double*
  store double %.49.i.us.2.4, double* %80, align 8
  %81 = add i64 %78, 1
  %loop.index142..469.0140.us.2.5 = select i1 %66, i64 %81, i64 %.469.0140.us.2
  %loop.index142..466.0139.us.2.5 = select i1 %66, i64 %81, i64 %.466.0139.us.2
  %loop.index142..472.0141.us.2.5 = select i1 %66, i64 %81, i64 %.472.0141.us.2
  %.486166173.in.us.2.5 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..466.0139.us.2.5
  %.486166173.us.2.5 = load double, double* %.486166173.in.us.2.5, align 8
  %.495179.in.us.2.5 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..469.0140.us.2.5
  %.495179.us.2.5 = load double, double* %.495179.in.us.2.5, align 8
  %.503.us.2.5 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..472.0141.us.2.5
  %.504.us.2.5 = load double, double* %.503.us.2.5, align 8
  %.147.i.i.us.2.5 = fmul double %.504.us.2.5, %.504.us.2.5
  %spec.select.i.1.i.us.2.5 = fmul double %.504.us.2.5, %.147.i.i.us.2.5
  %.42.i.us.2.5 = tail call double @llvm.sin.f64(double %.495179.us.2.5)
  %.47.i.us.2.5 = fsub double %.42.i.us.2.5, %spec.select.i.1.i.us.2.5
  %.48.i.us.2.5 = fmul double %.47.i.us.2.5, %arg.h
  %.49.i.us.2.5 = fadd double %.486166173.us.2.5, %.48.i.us.2.5
  %sunkaddr583 = mul i64 %loop.index142.us.2, 8
  %82 = bitcast double* %.6.i96144.us.2 to i8*
  %sunkaddr584 = getelementptr i8, i8* %82, i64 %sunkaddr583
  %sunkaddr585 = getelementptr i8, i8* %sunkaddr584, i64 40
  %83 = bitcast i8* %sunkaddr585 to double*
  store double %.49.i.us.2.5, double* %83, align 8
  %84 = add i64 %81, 1
  %loop.index142..469.0140.us.2.6 = select i1 %66, i64 %84, i64 %.469.0140.us.2
  %loop.index142..466.0139.us.2.6 = select i1 %66, i64 %84, i64 %.466.0139.us.2
  %loop.index142..472.0141.us.2.6 = select i1 %66, i64 %84, i64 %.472.0141.us.2
  %.486166173.in.us.2.6 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..466.0139.us.2.6
  %.486166173.us.2.6 = load double, double* %.486166173.in.us.2.6, align 8
  %.495179.in.us.2.6 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..469.0140.us.2.6
  %.495179.us.2.6 = load double, double* %.495179.in.us.2.6, align 8
  %.503.us.2.6 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..472.0141.us.2.6
  %.504.us.2.6 = load double, double* %.503.us.2.6, align 8
  %.147.i.i.us.2.6 = fmul double %.504.us.2.6, %.504.us.2.6
  %spec.select.i.1.i.us.2.6 = fmul double %.504.us.2.6, %.147.i.i.us.2.6
  %.42.i.us.2.6 = tail call double @llvm.sin.f64(double %.495179.us.2.6)
  %.47.i.us.2.6 = fsub double %.42.i.us.2.6, %spec.select.i.1.i.us.2.6
  %.48.i.us.2.6 = fmul double %.47.i.us.2.6, %arg.h
  %.49.i.us.2.6 = fadd double %.486166173.us.2.6, %.48.i.us.2.6
  %sunkaddr586 = mul i64 %loop.index142.us.2, 8
  %85 = bitcast double* %.6.i96144.us.2 to i8*
  %sunkaddr587 = getelementptr i8, i8* %85, i64 %sunkaddr586
  %sunkaddr588 = getelementptr i8, i8* %sunkaddr587, i64 48
  %86 = bitcast i8* %sunkaddr588 to double*
  store double %.49.i.us.2.6, double* %86, align 8
  %87 = add i64 %84, 1
  %loop.index142..469.0140.us.2.7 = select i1 %66, i64 %87, i64 %.469.0140.us.2
  %loop.index142..466.0139.us.2.7 = select i1 %66, i64 %87, i64 %.466.0139.us.2
  %loop.index142..472.0141.us.2.7 = select i1 %66, i64 %87, i64 %.472.0141.us.2
  %.486166173.in.us.2.7 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..466.0139.us.2.7
  %.486166173.us.2.7 = load double, double* %.486166173.in.us.2.7, align 8
  %.495179.in.us.2.7 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..469.0140.us.2.7
  %.495179.us.2.7 = load double, double* %.495179.in.us.2.7, align 8
  %.503.us.2.7 = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..472.0141.us.2.7
  %.504.us.2.7 = load double, double* %.503.us.2.7, align 8
  %.147.i.i.us.2.7 = fmul double %.504.us.2.7, %.504.us.2.7
  %spec.select.i.1.i.us.2.7 = fmul double %.504.us.2.7, %.147.i.i.us.2.7
  %.42.i.us.2.7 = tail call double @llvm.sin.f64(double %.495179.us.2.7)
  %.47.i.us.2.7 = fsub double %.42.i.us.2.7, %spec.select.i.1.i.us.2.7
  %.48.i.us.2.7 = fmul double %.47.i.us.2.7, %arg.h
  %.49.i.us.2.7 = fadd double %.486166173.us.2.7, %.48.i.us.2.7
  %sunkaddr589 = mul i64 %loop.index142.us.2, 8
  %88 = bitcast double* %.6.i96144.us.2 to i8*
  %sunkaddr590 = getelementptr i8, i8* %88, i64 %sunkaddr589
  %sunkaddr591 = getelementptr i8, i8* %sunkaddr590, i64 56
  %89 = bitcast i8* %sunkaddr591 to double*
  store double %.49.i.us.2.7, double* %89, align 8
  %.533.us.2.7 = add nuw i64 %loop.index142.us.2, 8
  %90 = add i64 %87, 1
  %niter239.ncmp.7 = icmp eq i64 %90, %unroll_iter238
  br i1 %niter239.ncmp.7, label %B146.endif.endif.endif.endif.endif.unr-lcssa, label %for.body.us.2

B76.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B76.preheader, %B76.endif.endif.endif.endif.endif.endif.endif.endif, %B76.endif.endif.endif.endif.endif.endif.endif.endif.1, %B76.us.preheader, %for.end.loopexit.us, %for.end.loopexit.us.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257492891840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B76.preheader
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i97.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !11
  %.8.i.i98.1 = icmp eq i8* %.7.i.i97.1, null
  br i1 %.8.i.i98.1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.1: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i97.us)
  %.7.i.i97.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !11
  %.8.i.i98.2 = icmp eq i8* %.7.i.i97.2, null
  br i1 %.8.i.i98.2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B146.endif.endif.endif.endif.endif.thread, !prof !0

B146.endif.endif.endif.endif.endif.unr-lcssa:     ; preds = %for.body.us.2, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2
  %loop.index142.us.2.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2 ], [ %.533.us.2.7, %for.body.us.2 ]
  %.472.0141.us.2.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2 ], [ %loop.index142..472.0141.us.2.7, %for.body.us.2 ]
  %.469.0140.us.2.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2 ], [ %loop.index142..469.0140.us.2.7, %for.body.us.2 ]
  %.466.0139.us.2.unr = phi i64 [ 0, %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2 ], [ %loop.index142..466.0139.us.2.7, %for.body.us.2 ]
  %lcmp.mod237.not = icmp eq i64 %xtraiter235, 0
  br i1 %lcmp.mod237.not, label %B146.endif.endif.endif.endif.endif, label %for.body.us.2.epil.preheader

for.body.us.2.epil.preheader:                     ; preds = %B146.endif.endif.endif.endif.endif.unr-lcssa
  br label %for.body.us.2.epil

for.body.us.2.epil:                               ; preds = %for.body.us.2.epil.preheader, %for.body.us.2.epil
  %lsr.iv468 = phi i64 [ %xtraiter235, %for.body.us.2.epil.preheader ], [ %lsr.iv.next469, %for.body.us.2.epil ]
  %loop.index142.us.2.epil = phi i64 [ %.533.us.2.epil, %for.body.us.2.epil ], [ %loop.index142.us.2.unr, %for.body.us.2.epil.preheader ]
  %.472.0141.us.2.epil = phi i64 [ %loop.index142..472.0141.us.2.epil, %for.body.us.2.epil ], [ %.472.0141.us.2.unr, %for.body.us.2.epil.preheader ]
  %.469.0140.us.2.epil = phi i64 [ %loop.index142..469.0140.us.2.epil, %for.body.us.2.epil ], [ %.469.0140.us.2.unr, %for.body.us.2.epil.preheader ]
  %.466.0139.us.2.epil = phi i64 [ %loop.index142..466.0139.us.2.epil, %for.body.us.2.epil ], [ %.466.0139.us.2.unr, %for.body.us.2.epil.preheader ]
  %91 = icmp ugt i64 %arg.y0.5.0.fr, 1
  %loop.index142..469.0140.us.2.epil = select i1 %91, i64 %loop.index142.us.2.epil, i64 %.469.0140.us.2.epil
  %loop.index142..466.0139.us.2.epil = select i1 %91, i64 %loop.index142.us.2.epil, i64 %.466.0139.us.2.epil
  %loop.index142..472.0141.us.2.epil = select i1 %91, i64 %loop.index142.us.2.epil, i64 %.472.0141.us.2.epil
  %.486166173.in.us.2.epil = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..466.0139.us.2.epil
  %.486166173.us.2.epil = load double, double* %.486166173.in.us.2.epil, align 8
  %.495179.in.us.2.epil = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..469.0140.us.2.epil
  %.495179.us.2.epil = load double, double* %.495179.in.us.2.epil, align 8
  %.503.us.2.epil = getelementptr double, double* %.6.i96144.us.1, i64 %loop.index142..472.0141.us.2.epil
  %.504.us.2.epil = load double, double* %.503.us.2.epil, align 8
  %.147.i.i.us.2.epil = fmul double %.504.us.2.epil, %.504.us.2.epil
  %spec.select.i.1.i.us.2.epil = fmul double %.504.us.2.epil, %.147.i.i.us.2.epil
  %.42.i.us.2.epil = tail call double @llvm.sin.f64(double %.495179.us.2.epil)
  %.47.i.us.2.epil = fsub double %.42.i.us.2.epil, %spec.select.i.1.i.us.2.epil
  %.48.i.us.2.epil = fmul double %.47.i.us.2.epil, %arg.h
  %.49.i.us.2.epil = fadd double %.486166173.us.2.epil, %.48.i.us.2.epil
  %scevgep467 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index142.us.2.epil
  store double %.49.i.us.2.epil, double* %scevgep467, align 8
  %.533.us.2.epil = add nuw nsw i64 %loop.index142.us.2.epil, 1
  %lsr.iv.next469 = add nsw i64 %lsr.iv468, -1
  %epil.iter236.cmp.not = icmp eq i64 %lsr.iv.next469, 0
  br i1 %epil.iter236.cmp.not, label %B146.endif.endif.endif.endif.endif, label %for.body.us.2.epil, !llvm.loop !19

B146.endif.endif.endif.endif.endif:               ; preds = %for.body.us.2.epil, %B146.endif.endif.endif.endif.endif.unr-lcssa
  tail call void @NRT_decref(i8* nonnull %.7.i.i97.us.1)
  %.7.i.i26 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !20
  %.8.i.i27 = icmp eq i8* %.7.i.i26, null
  br i1 %.8.i.i27, label %B146.endif.endif.endif.endif.endif.if, label %B146.endif.endif.endif.endif.endif.endif, !prof !0

B146.endif.endif.endif.endif.endif.thread:        ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.1
  tail call void @NRT_decref(i8* nonnull %.7.i.i97.1)
  %.7.i.i26216 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !20
  %.8.i.i27217 = icmp eq i8* %.7.i.i26216, null
  br i1 %.8.i.i27217, label %B146.endif.endif.endif.endif.endif.if, label %B146.endif.endif.endif.endif.endif.endif.thread, !prof !0

B146.endif.endif.endif.endif.endif.endif.thread:  ; preds = %B146.endif.endif.endif.endif.endif.thread
  %.5.i24224 = getelementptr i8, i8* %.7.i.i26216, i64 24
  %92 = bitcast i8* %.5.i24224 to double**
  %.6.i25143225 = load double*, double** %92, align 8
  br label %for.end.1

B146.endif.endif.endif.endif.endif.if:            ; preds = %B146.endif.endif.endif.endif.endif.thread, %B146.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140257492891840, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B146.endif.endif.endif.endif.endif.endif:         ; preds = %B146.endif.endif.endif.endif.endif
  %93 = icmp sgt i64 %arg.y0.5.0.fr, 0
  %.5.i24 = getelementptr i8, i8* %.7.i.i26, i64 24
  %94 = bitcast i8* %.5.i24 to double**
  %.6.i25143 = load double*, double** %94, align 8
  br i1 %93, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B146.endif.endif.endif.endif.endif.endif
  %95 = add i64 %arg.y0.5.0.fr, -1
  %xtraiter230 = and i64 %arg.y0.5.0.fr, 7
  %96 = icmp ult i64 %95, 7
  br i1 %96, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter233 = and i64 %arg.y0.5.0.fr, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1137 = phi i64 [ 0, %for.body.1.preheader.new ], [ %121, %for.body.1 ]
  %.735.0136 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.1137..735.0136.7, %for.body.1 ]
  %.732.0135 = phi i64 [ 0, %for.body.1.preheader.new ], [ %loop.index.1137..732.0135.7, %for.body.1 ]
  %97 = icmp eq i64 %arg.y0.5.0.fr, 1
  %loop.index.1137..732.0135 = select i1 %97, i64 %.732.0135, i64 %loop.index.1137
  %loop.index.1137..735.0136 = select i1 %97, i64 %.735.0136, i64 %loop.index.1137
  %.749195.in = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..732.0135
  %.749195 = load double, double* %.749195.in, align 8
  %.757 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..735.0136
  %.758 = load double, double* %.757, align 8
  %.6.i = fmul double %.749195, %.758
  %sunkaddr592 = mul i64 %loop.index.1137, 8
  %98 = bitcast double* %.6.i25143 to i8*
  %sunkaddr593 = getelementptr i8, i8* %98, i64 %sunkaddr592
  %99 = bitcast i8* %sunkaddr593 to double*
  store double %.6.i, double* %99, align 8
  %100 = add i64 %loop.index.1137, 1
  %loop.index.1137..732.0135.1 = select i1 %97, i64 %.732.0135, i64 %100
  %loop.index.1137..735.0136.1 = select i1 %97, i64 %.735.0136, i64 %100
  %.749195.in.1 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..732.0135.1
  %.749195.1 = load double, double* %.749195.in.1, align 8
  %.757.1 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..735.0136.1
  %.758.1 = load double, double* %.757.1, align 8
  %.6.i.1 = fmul double %.749195.1, %.758.1
  %sunkaddr594 = mul i64 %loop.index.1137, 8
  %101 = bitcast double* %.6.i25143 to i8*
  %sunkaddr595 = getelementptr i8, i8* %101, i64 %sunkaddr594
  %sunkaddr596 = getelementptr i8, i8* %sunkaddr595, i64 8
  %102 = bitcast i8* %sunkaddr596 to double*
  store double %.6.i.1, double* %102, align 8
  %103 = add i64 %100, 1
  %loop.index.1137..732.0135.2 = select i1 %97, i64 %.732.0135, i64 %103
  %loop.index.1137..735.0136.2 = select i1 %97, i64 %.735.0136, i64 %103
  %.749195.in.2 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..732.0135.2
  %.749195.2 = load double, double* %.749195.in.2, align 8
  %.757.2 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..735.0136.2
  %.758.2 = load double, double* %.757.2, align 8
  %.6.i.2 = fmul double %.749195.2, %.758.2
  %sunkaddr597 = mul i64 %loop.index.1137, 8
  %104 = bitcast double* %.6.i25143 to i8*
  %sunkaddr598 = getelementptr i8, i8* %104, i64 %sunkaddr597
  %sunkaddr599 = getelementptr i8, i8* %sunkaddr598, i64 16
  %105 = bitcast i8* %sunkaddr599 to double*
  store double %.6.i.2, double* %105, align 8
  %106 = add i64 %103, 1
  %loop.index.1137..732.0135.3 = select i1 %97, i64 %.732.0135, i64 %106
  %loop.index.1137..735.0136.3 = select i1 %97, i64 %.735.0136, i64 %106
  %.749195.in.3 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..732.0135.3
  %.749195.3 = load double, double* %.749195.in.3, align 8
  %.757.3 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..735.0136.3
  %.758.3 = load double, double* %.757.3, align 8
  %.6.i.3 = fmul double %.749195.3, %.758.3
  %sunkaddr600 = mul i64 %loop.index.1137, 8
  %107 = bitcast double* %.6.i25143 to i8*
  %sunkaddr601 = getelementptr i8, i8* %107, i64 %sunkaddr600
  %sunkaddr602 = getelementptr i8, i8* %sunkaddr601, i64 24
  %108 = bitcast i8* %sunkaddr602 to double*
  store double %.6.i.3, double* %108, align 8
  %109 = add i64 %106, 1
  %loop.index.1137..732.0135.4 = select i1 %97, i64 %.732.0135, i64 %109
  %loop.index.1137..735.0136.4 = select i1 %97, i64 %.735.0136, i64 %109
  %.749195.in.4 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..732.0135.4
  %.749195.4 = load double, double* %.749195.in.4, align 8
  %.757.4 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..735.0136.4
  %.758.4 = load double, double* %.757.4, align 8
  %.6.i.4 = fmul double %.749195.4, %.758.4
  %sunkaddr603 = mul i64 %loop.index.1137, 8
  %110 = bitcast double* %.6.i25143 to i8*
  %sunkaddr604 = getelementptr i8, i8* %110, i64 %sunkaddr603
  %sunkaddr605 = getelementptr i8, i8* %sunkaddr604, i64 32
  %111 = bitcast i8* %sunkaddr605 to double*
  store double %.6.i.4, double* %111, align 8
  %112 = add i64 %109, 1
  %loop.index.1137..732.0135.5 = select i1 %97, i64 %.732.0135, i64 %112
  %loop.index.1137..735.0136.5 = select i1 %97, i64 %.735.0136, i64 %112
  %.749195.in.5 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..732.0135.5
  %.749195.5 = load double, double* %.749195.in.5, align 8
  %.757.5 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..735.0136.5
  %.758.5 = load double, double* %.757.5, align 8
  %.6.i.5 = fmul double %.749195.5, %.758.5
  %sunkaddr606 = mul i64 %loop.index.1137, 8
  %113 = bitcast double* %.6.i25143 to i8*
  %sunkaddr607 = getelementptr i8, i8* %113, i64 %sunkaddr606
  %sunkaddr608 = getelementptr i8, i8* %sunkaddr607, i64 40
  %114 = bitcast i8* %sunkaddr608 to double*
  store double %.6.i.5, double* %114, align 8
  %115 = add i64 %112, 1
  %loop.index.1137..732.0135.6 = select i1 %97, i64 %.732.0135, i64 %115
  %loop.index.1137..735.0136.6 = select i1 %97, i64 %.735.0136, i64 %115
  %.749195.in.6 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..732.0135.6
  %.749195.6 = load double, double* %.749195.in.6, align 8
  %.757.6 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..735.0136.6
  %.758.6 = load double, double* %.757.6, align 8
  %.6.i.6 = fmul double %.749195.6, %.758.6
  %sunkaddr609 = mul i64 %loop.index.1137, 8
  %116 = bitcast double* %.6.i25143 to i8*
  %sunkaddr610 = getelementptr i8, i8* %116, i64 %sunkaddr609
  %sunkaddr611 = getelementptr i8, i8* %sunkaddr610, i64 48
  %117 = bitcast i8* %sunkaddr611 to double*
  store double %.6.i.6, double* %117, align 8
  %118 = add i64 %115, 1
  %loop.index.1137..732.0135.7 = select i1 %97, i64 %.732.0135, i64 %118
  %loop.index.1137..735.0136.7 = select i1 %97, i64 %.735.0136, i64 %118
  %.749195.in.7 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..732.0135.7
  %.749195.7 = load double, double* %.749195.in.7, align 8
  %.757.7 = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..735.0136.7
  %.758.7 = load double, double* %.757.7, align 8
  %.6.i.7 = fmul double %.749195.7, %.758.7
  %sunkaddr612 = mul i64 %loop.index.1137, 8
  %119 = bitcast double* %.6.i25143 to i8*
  %sunkaddr613 = getelementptr i8, i8* %119, i64 %sunkaddr612
  %sunkaddr614 = getelementptr i8, i8* %sunkaddr613, i64 56
  %120 = bitcast i8* %sunkaddr614 to double*
  store double %.6.i.7, double* %120, align 8
  %.787.7 = add nuw i64 %loop.index.1137, 8
  %121 = add i64 %118, 1
  %niter234.ncmp.7 = icmp eq i64 %121, %unroll_iter233
  br i1 %niter234.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1137.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.787.7, %for.body.1 ]
  %.735.0136.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.1137..735.0136.7, %for.body.1 ]
  %.732.0135.unr = phi i64 [ 0, %for.body.1.preheader ], [ %loop.index.1137..732.0135.7, %for.body.1 ]
  %lcmp.mod232.not = icmp eq i64 %xtraiter230, 0
  br i1 %lcmp.mod232.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv449 = phi i64 [ %xtraiter230, %for.body.1.epil.preheader ], [ %lsr.iv.next450, %for.body.1.epil ]
  %loop.index.1137.epil = phi i64 [ %.787.epil, %for.body.1.epil ], [ %loop.index.1137.unr, %for.body.1.epil.preheader ]
  %.735.0136.epil = phi i64 [ %loop.index.1137..735.0136.epil, %for.body.1.epil ], [ %.735.0136.unr, %for.body.1.epil.preheader ]
  %.732.0135.epil = phi i64 [ %loop.index.1137..732.0135.epil, %for.body.1.epil ], [ %.732.0135.unr, %for.body.1.epil.preheader ]
  %122 = icmp eq i64 %arg.y0.5.0.fr, 1
  %loop.index.1137..732.0135.epil = select i1 %122, i64 %.732.0135.epil, i64 %loop.index.1137.epil
  %loop.index.1137..735.0136.epil = select i1 %122, i64 %.735.0136.epil, i64 %loop.index.1137.epil
  %.749195.in.epil = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..732.0135.epil
  %.749195.epil = load double, double* %.749195.in.epil, align 8
  %.757.epil = getelementptr double, double* %.6.i96144.us.2, i64 %loop.index.1137..735.0136.epil
  %.758.epil = load double, double* %.757.epil, align 8
  %.6.i.epil = fmul double %.749195.epil, %.758.epil
  %scevgep448 = getelementptr double, double* %.6.i25143, i64 %loop.index.1137.epil
  store double %.6.i.epil, double* %scevgep448, align 8
  %.787.epil = add nuw nsw i64 %loop.index.1137.epil, 1
  %lsr.iv.next450 = add nsw i64 %lsr.iv449, -1
  %epil.iter231.cmp.not = icmp eq i64 %lsr.iv.next450, 0
  br i1 %epil.iter231.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !27

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %B146.endif.endif.endif.endif.endif.endif, %B146.endif.endif.endif.endif.endif.endif.thread
  %.6.i25143228 = phi double* [ %.6.i25143225, %B146.endif.endif.endif.endif.endif.endif.thread ], [ %.6.i25143, %B146.endif.endif.endif.endif.endif.endif ], [ %.6.i25143, %for.end.1.loopexit.unr-lcssa ], [ %.6.i25143, %for.body.1.epil ]
  %.us-phi208219227 = phi i8* [ %.7.i.i97.2, %B146.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i97.us.2, %B146.endif.endif.endif.endif.endif.endif ], [ %.7.i.i97.us.2, %for.end.1.loopexit.unr-lcssa ], [ %.7.i.i97.us.2, %for.body.1.epil ]
  %.7.i.i26220226 = phi i8* [ %.7.i.i26216, %B146.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i26, %B146.endif.endif.endif.endif.endif.endif ], [ %.7.i.i26, %for.end.1.loopexit.unr-lcssa ], [ %.7.i.i26, %for.body.1.epil ]
  tail call void @NRT_decref(i8* nonnull %.us-phi208219227)
  %.68.i = icmp eq i64 %arg.y0.5.0.fr, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0.fr, i64 1)
  %123 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %124 = icmp ult i64 %123, 7
  br i1 %124, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %125 = add nsw i64 %unroll_iter.i, -8
  %126 = lshr exact i64 %125, 3
  %127 = add nuw nsw i64 %126, 1
  %xtraiter = and i64 %127, 7
  %128 = icmp ult i64 %125, 56
  br i1 %128, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %127, 4611686018427387896
  %scevgep318 = getelementptr double, double* %.6.i25143228, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %129 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep294 = getelementptr double, double* %.6.i25143228, i64 %129
  %130 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %131 = bitcast double* %scevgep294 to i8*
  %uglygep315 = getelementptr i8, i8* %131, i64 %lsr.iv
  %uglygep315316 = bitcast i8* %uglygep315 to double*
  %scevgep317 = getelementptr double, double* %uglygep315316, i64 -7
  %.236.i.epil = load double, double* %scevgep317, align 8, !noalias !28
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep312 = getelementptr i8, i8* %131, i64 %lsr.iv
  %uglygep312313 = bitcast i8* %uglygep312 to double*
  %scevgep314 = getelementptr double, double* %uglygep312313, i64 -6
  %.236.1.i.epil = load double, double* %scevgep314, align 8, !noalias !28
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep309 = getelementptr i8, i8* %131, i64 %lsr.iv
  %uglygep309310 = bitcast i8* %uglygep309 to double*
  %scevgep311 = getelementptr double, double* %uglygep309310, i64 -5
  %.236.2.i.epil = load double, double* %scevgep311, align 8, !noalias !28
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep306 = getelementptr i8, i8* %131, i64 %lsr.iv
  %uglygep306307 = bitcast i8* %uglygep306 to double*
  %scevgep308 = getelementptr double, double* %uglygep306307, i64 -4
  %.236.3.i.epil = load double, double* %scevgep308, align 8, !noalias !28
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep303 = getelementptr i8, i8* %131, i64 %lsr.iv
  %uglygep303304 = bitcast i8* %uglygep303 to double*
  %scevgep305 = getelementptr double, double* %uglygep303304, i64 -3
  %.236.4.i.epil = load double, double* %scevgep305, align 8, !noalias !28
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep300 = getelementptr i8, i8* %131, i64 %lsr.iv
  %uglygep300301 = bitcast i8* %uglygep300 to double*
  %scevgep302 = getelementptr double, double* %uglygep300301, i64 -2
  %.236.5.i.epil = load double, double* %scevgep302, align 8, !noalias !28
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep297 = getelementptr i8, i8* %131, i64 %lsr.iv
  %uglygep297298 = bitcast i8* %uglygep297 to double*
  %scevgep299 = getelementptr double, double* %uglygep297298, i64 -1
  %.236.6.i.epil = load double, double* %scevgep299, align 8, !noalias !28
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %131, i64 %lsr.iv
  %uglygep296 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep296, align 8, !noalias !28
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %130, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !31, !llvm.loop !32

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i25143228, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !28
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !31, !llvm.loop !33

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv446 = phi i64 [ %lsr.iv.next447, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep444 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -63
  %.236.i = load double, double* %scevgep445, align 8, !noalias !28
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep442 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -62
  %.236.1.i = load double, double* %scevgep443, align 8, !noalias !28
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep440 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -61
  %.236.2.i = load double, double* %scevgep441, align 8, !noalias !28
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep438 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -60
  %.236.3.i = load double, double* %scevgep439, align 8, !noalias !28
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep436 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -59
  %.236.4.i = load double, double* %scevgep437, align 8, !noalias !28
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep434 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -58
  %.236.5.i = load double, double* %scevgep435, align 8, !noalias !28
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep432 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -57
  %.236.6.i = load double, double* %scevgep433, align 8, !noalias !28
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep430 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -56
  %.236.7.i = load double, double* %scevgep431, align 8, !noalias !28
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep399 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -55
  %.236.i.1 = load double, double* %scevgep400, align 8, !noalias !28
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep401 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -54
  %.236.1.i.1 = load double, double* %scevgep402, align 8, !noalias !28
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep403 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep404 = getelementptr double, double* %scevgep403, i64 -53
  %.236.2.i.1 = load double, double* %scevgep404, align 8, !noalias !28
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep405 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep406 = getelementptr double, double* %scevgep405, i64 -52
  %.236.3.i.1 = load double, double* %scevgep406, align 8, !noalias !28
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep407 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep408 = getelementptr double, double* %scevgep407, i64 -51
  %.236.4.i.1 = load double, double* %scevgep408, align 8, !noalias !28
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep409 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -50
  %.236.5.i.1 = load double, double* %scevgep410, align 8, !noalias !28
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep411 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep412 = getelementptr double, double* %scevgep411, i64 -49
  %.236.6.i.1 = load double, double* %scevgep412, align 8, !noalias !28
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep413 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep414 = getelementptr double, double* %scevgep413, i64 -48
  %.236.7.i.1 = load double, double* %scevgep414, align 8, !noalias !28
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep383 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -47
  %.236.i.2 = load double, double* %scevgep384, align 8, !noalias !28
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep385 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep386 = getelementptr double, double* %scevgep385, i64 -46
  %.236.1.i.2 = load double, double* %scevgep386, align 8, !noalias !28
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep387 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep388 = getelementptr double, double* %scevgep387, i64 -45
  %.236.2.i.2 = load double, double* %scevgep388, align 8, !noalias !28
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep389 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -44
  %.236.3.i.2 = load double, double* %scevgep390, align 8, !noalias !28
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep391 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep392 = getelementptr double, double* %scevgep391, i64 -43
  %.236.4.i.2 = load double, double* %scevgep392, align 8, !noalias !28
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep393 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -42
  %.236.5.i.2 = load double, double* %scevgep394, align 8, !noalias !28
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep395 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep396 = getelementptr double, double* %scevgep395, i64 -41
  %.236.6.i.2 = load double, double* %scevgep396, align 8, !noalias !28
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep397 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep398 = getelementptr double, double* %scevgep397, i64 -40
  %.236.7.i.2 = load double, double* %scevgep398, align 8, !noalias !28
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep367 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -39
  %.236.i.3 = load double, double* %scevgep368, align 8, !noalias !28
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep369 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -38
  %.236.1.i.3 = load double, double* %scevgep370, align 8, !noalias !28
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep371 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -37
  %.236.2.i.3 = load double, double* %scevgep372, align 8, !noalias !28
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep373 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -36
  %.236.3.i.3 = load double, double* %scevgep374, align 8, !noalias !28
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep375 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -35
  %.236.4.i.3 = load double, double* %scevgep376, align 8, !noalias !28
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep377 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -34
  %.236.5.i.3 = load double, double* %scevgep378, align 8, !noalias !28
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep379 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -33
  %.236.6.i.3 = load double, double* %scevgep380, align 8, !noalias !28
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep381 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -32
  %.236.7.i.3 = load double, double* %scevgep382, align 8, !noalias !28
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep351 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -31
  %.236.i.4 = load double, double* %scevgep352, align 8, !noalias !28
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep353 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -30
  %.236.1.i.4 = load double, double* %scevgep354, align 8, !noalias !28
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep355 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -29
  %.236.2.i.4 = load double, double* %scevgep356, align 8, !noalias !28
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep357 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -28
  %.236.3.i.4 = load double, double* %scevgep358, align 8, !noalias !28
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep359 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -27
  %.236.4.i.4 = load double, double* %scevgep360, align 8, !noalias !28
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep361 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -26
  %.236.5.i.4 = load double, double* %scevgep362, align 8, !noalias !28
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep363 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep364 = getelementptr double, double* %scevgep363, i64 -25
  %.236.6.i.4 = load double, double* %scevgep364, align 8, !noalias !28
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep365 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -24
  %.236.7.i.4 = load double, double* %scevgep366, align 8, !noalias !28
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep335 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -23
  %.236.i.5 = load double, double* %scevgep336, align 8, !noalias !28
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep337 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -22
  %.236.1.i.5 = load double, double* %scevgep338, align 8, !noalias !28
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep339 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -21
  %.236.2.i.5 = load double, double* %scevgep340, align 8, !noalias !28
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep341 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -20
  %.236.3.i.5 = load double, double* %scevgep342, align 8, !noalias !28
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep343 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -19
  %.236.4.i.5 = load double, double* %scevgep344, align 8, !noalias !28
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep345 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -18
  %.236.5.i.5 = load double, double* %scevgep346, align 8, !noalias !28
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep347 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -17
  %.236.6.i.5 = load double, double* %scevgep348, align 8, !noalias !28
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep349 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -16
  %.236.7.i.5 = load double, double* %scevgep350, align 8, !noalias !28
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep319 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -15
  %.236.i.6 = load double, double* %scevgep320, align 8, !noalias !28
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep321 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -14
  %.236.1.i.6 = load double, double* %scevgep322, align 8, !noalias !28
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep323 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -13
  %.236.2.i.6 = load double, double* %scevgep324, align 8, !noalias !28
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep325 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -12
  %.236.3.i.6 = load double, double* %scevgep326, align 8, !noalias !28
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep327 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -11
  %.236.4.i.6 = load double, double* %scevgep328, align 8, !noalias !28
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep329 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -10
  %.236.5.i.6 = load double, double* %scevgep330, align 8, !noalias !28
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep331 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -9
  %.236.6.i.6 = load double, double* %scevgep332, align 8, !noalias !28
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep333 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -8
  %.236.7.i.6 = load double, double* %scevgep334, align 8, !noalias !28
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep415 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep416 = getelementptr double, double* %scevgep415, i64 -7
  %.236.i.7 = load double, double* %scevgep416, align 8, !noalias !28
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep417 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep418 = getelementptr double, double* %scevgep417, i64 -6
  %.236.1.i.7 = load double, double* %scevgep418, align 8, !noalias !28
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep419 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep420 = getelementptr double, double* %scevgep419, i64 -5
  %.236.2.i.7 = load double, double* %scevgep420, align 8, !noalias !28
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep421 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -4
  %.236.3.i.7 = load double, double* %scevgep422, align 8, !noalias !28
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep423 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -3
  %.236.4.i.7 = load double, double* %scevgep424, align 8, !noalias !28
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep425 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -2
  %.236.5.i.7 = load double, double* %scevgep426, align 8, !noalias !28
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep427 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -1
  %.236.6.i.7 = load double, double* %scevgep428, align 8, !noalias !28
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep429 = getelementptr double, double* %scevgep318, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep429, align 8, !noalias !28
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next447 = add i64 %lsr.iv446, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next447, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i26220226)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.const.euler_cubic, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.53 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.77, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([134 x i8], [134 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.30 = load i64, i64* %2, align 8
  %.31 = icmp ne i64 %.30, 8
  %.32 = icmp ne i32 %.26, 0
  %.33 = or i1 %.32, %.31
  br i1 %.33, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr7 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !34

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #3
  %.60 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.67 = icmp sgt i32 %.59, 0
  %.68 = select i1 %.67, { i8*, i32, i8*, i8*, i32 }* %.60, { i8*, i32, i8*, i8*, i32 }* undef
  %.69 = load double, double* %.53, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.59, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %10 = icmp sgt i32 %.59, 0
  br i1 %10, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.77 = call i8* @PyFloat_FromDouble(double %.69)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 4
  %.84 = icmp sgt i32 %.83, 0
  %.87 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 0
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 1
  br i1 %.84, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.90 = sext i32 %.89 to i64
  %.91 = call i8* @PyBytes_FromStringAndSize(i8* %.87, i64 %.90)
  %.92 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.68, align 8
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 2
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.92, 3
  %.96 = bitcast i8* %.95 to i8* (i8*)*
  %.97 = call i8* %.96(i8* %.93)
  %.98 = icmp eq i8* %.97, null
  br i1 %.98, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.111 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.112 = call i8* @numba_unpickle(i8* %.87, i32 %.89, i8* %.111)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.114 = phi i8* [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.112, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.115.not = icmp eq i8* %.114, null
  br i1 %.115.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.102 = call i8* @numba_runtime_build_excinfo_struct(i8* %.91, i8* nonnull %.97)
  %.103 = bitcast { i8*, i32, i8*, i8*, i32 }* %.68 to i8*
  call void @NRT_Free(i8* nonnull %.103)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.114)
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyNumber_Float(i8*) local_unnamed_addr

declare double @PyFloat_AsDouble(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare i8* @PyErr_Occurred() local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 poison, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !34

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f903e1914d0>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.73)
  call void @Py_DecRef(i8* %.73)
  call void @numba_gil_release(i32* nonnull %.22)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.28 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.29 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 4
  %.30 = icmp sgt i32 %.29, 0
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 1
  br i1 %.30, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.36 = sext i32 %.35 to i64
  %.37 = call i8* @PyBytes_FromStringAndSize(i8* %.33, i64 %.36)
  %.38 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.19, align 8
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 2
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.38, 3
  %.42 = bitcast i8* %.41 to i8* (i8*)*
  %.43 = call i8* %.42(i8* %.39)
  %.44 = icmp eq i8* %.43, null
  br i1 %.44, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.57 = extractvalue { i8*, i32, i8*, i8*, i32 } %.28, 2
  %.58 = call i8* @numba_unpickle(i8* %.33, i32 %.35, i8* %.57)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.60 = phi i8* [ %.48, %entry.if.if.if.endif ], [ %.58, %entry.if.if.else ]
  %.61.not = icmp eq i8* %.60, null
  br i1 %.61.not, label %.25, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.48 = call i8* @numba_runtime_build_excinfo_struct(i8* %.37, i8* nonnull %.43)
  %.49 = bitcast { i8*, i32, i8*, i8*, i32 }* %.19 to i8*
  call void @NRT_Free(i8* nonnull %.49)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.60)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !0

common.ret:                                       ; preds = %.3.endif, %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw add i64* %.7, i64 1 monotonic, align 8
  br label %common.ret
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #3 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret1, label %.3.endif, !prof !0

common.ret1:                                      ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret1, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn writeonly }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !14, !15, !17}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!21, !23, !24, !26}
!21 = distinct !{!21, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!22 = distinct !{!22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!23 = distinct !{!23, !22, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!24 = distinct !{!24, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!25 = distinct !{!25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!26 = distinct !{!26, !25, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!27 = distinct !{!27, !10}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!31 = !{!"branch_weights", i32 1, i32 7}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = !{!"branch_weights", i32 99, i32 1}
