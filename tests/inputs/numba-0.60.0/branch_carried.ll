; ModuleID = 'branch_carried'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140524762020736 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140524762020736.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140524762020736 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140524762020736, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140524762020736.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.branch_carried = internal constant [15 x i8] c"branch_carried\00"
@_ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fce7881d310>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fce7881d310>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fce789f1850B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140524762594048 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140524762594048.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140524762594048 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140524762594048, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140524762594048.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fce788697d0B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fce78869810B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fce788597d0B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.80 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.82 = extractvalue { i64, i1 } %.80, 1
  br i1 %.82, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B193:                                             ; preds = %for.body.2.us.prol.loopexit, %middle.block373, %B126.endif.endif.endif.endif.endif.endif, %for.body.1.us.prol.loopexit, %middle.block396, %B72.endif.endif.endif.endif.endif.endif, %for.body.2.us, %for.body.1.us, %for.body.2, %for.body.1
  %y.4.sroa.32.1 = phi double* [ %.6.i147246, %for.body.1 ], [ %.6.i97245, %for.body.2 ], [ %.6.i147246, %for.body.1.us ], [ %.6.i97245, %for.body.2.us ], [ %.6.i147246, %B72.endif.endif.endif.endif.endif.endif ], [ %.6.i147246, %middle.block396 ], [ %.6.i147246, %for.body.1.us.prol.loopexit ], [ %.6.i97245, %B126.endif.endif.endif.endif.endif.endif ], [ %.6.i97245, %middle.block373 ], [ %.6.i97245, %for.body.2.us.prol.loopexit ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i88)
  %.351.1 = load double, double* %y.4.sroa.32.1, align 8
  %.352.1 = fcmp ogt double %.351.1, 0.000000e+00
  %.7.i.i148.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32)
  br i1 %.352.1, label %B72.endif.endif.endif.endif.endif.1, label %B126.endif.endif.endif.endif.endif.1

B126.endif.endif.endif.endif.endif.1:             ; preds = %B193
  %0 = icmp eq i8* %.7.i.i148.1, null
  br i1 %0, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif.1, !prof !0

B126.endif.endif.endif.endif.endif.endif.1:       ; preds = %B126.endif.endif.endif.endif.endif.1
  %1 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i96.1 = getelementptr i8, i8* %.7.i.i148.1, i64 24
  %2 = bitcast i8* %.5.i96.1 to double**
  %.6.i97245.1 = load double*, double** %2, align 8
  br i1 %1, label %for.body.2.preheader.1, label %B193.1

for.body.2.preheader.1:                           ; preds = %B126.endif.endif.endif.endif.endif.endif.1
  %3 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %3, label %for.body.2.us.1.preheader, label %for.body.2.1

for.body.2.us.1.preheader:                        ; preds = %for.body.2.preheader.1
  %min.iters.check423 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check423, label %for.body.2.us.1.preheader595, label %vector.memcheck410

vector.memcheck410:                               ; preds = %for.body.2.us.1.preheader
  %scevgep412 = getelementptr double, double* %.6.i97245.1, i64 %arg.y0.5.0
  %scevgep415 = getelementptr double, double* %y.4.sroa.32.1, i64 %arg.y0.5.0
  %bound0417 = icmp ult double* %.6.i97245.1, %scevgep415
  %bound1418 = icmp ult double* %y.4.sroa.32.1, %scevgep412
  %found.conflict419 = and i1 %bound0417, %bound1418
  br i1 %found.conflict419, label %for.body.2.us.1.preheader595, label %vector.ph424

vector.ph424:                                     ; preds = %vector.memcheck410
  %n.vec426 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert431 = insertelement <8 x double> poison, double %.612, i64 0
  %broadcast.splat432 = shufflevector <8 x double> %broadcast.splatinsert431, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert433 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat434 = shufflevector <8 x double> %broadcast.splatinsert433, <8 x double> poison, <8 x i32> zeroinitializer
  %4 = add i64 %n.vec426, -8
  %5 = lshr exact i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %xtraiter657 = and i64 %6, 7
  %7 = icmp ult i64 %4, 56
  br i1 %7, label %middle.block420.unr-lcssa, label %vector.ph424.new

vector.ph424.new:                                 ; preds = %vector.ph424
  %const2190 = bitcast i64 4611686018427387896 to i64
  %unroll_iter660 = and i64 %6, %const2190
  br label %vector.body422

vector.body422:                                   ; preds = %vector.body422, %vector.ph424.new
  %lsr.iv1738 = phi i64 [ %lsr.iv.next1739, %vector.body422 ], [ %unroll_iter660, %vector.ph424.new ]
  %index429 = phi i64 [ 0, %vector.ph424.new ], [ %index.next435.7, %vector.body422 ]
  %sunkaddr = mul i64 %index429, 8
  %8 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2198 = getelementptr i8, i8* %8, i64 %sunkaddr
  %9 = bitcast i8* %sunkaddr2198 to <8 x double>*
  %wide.load430 = load <8 x double>, <8 x double>* %9, align 8, !alias.scope !1
  %10 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load430)
  %11 = fmul <8 x double> %broadcast.splat432, %wide.load430
  %12 = fmul <8 x double> %10, %broadcast.splat434
  %13 = fadd <8 x double> %11, %12
  %sunkaddr2199 = mul i64 %index429, 8
  %14 = bitcast double* %.6.i97245.1 to i8*
  %sunkaddr2200 = getelementptr i8, i8* %14, i64 %sunkaddr2199
  %15 = bitcast i8* %sunkaddr2200 to <8 x double>*
  store <8 x double> %13, <8 x double>* %15, align 8, !alias.scope !4, !noalias !1
  %sunkaddr2201 = mul i64 %index429, 8
  %16 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2202 = getelementptr i8, i8* %16, i64 %sunkaddr2201
  %sunkaddr2203 = getelementptr i8, i8* %sunkaddr2202, i64 64
  %17 = bitcast i8* %sunkaddr2203 to <8 x double>*
  %wide.load430.1 = load <8 x double>, <8 x double>* %17, align 8, !alias.scope !1
  %18 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load430.1)
  %19 = fmul <8 x double> %broadcast.splat432, %wide.load430.1
  %20 = fmul <8 x double> %18, %broadcast.splat434
  %21 = fadd <8 x double> %19, %20
  %sunkaddr2204 = mul i64 %index429, 8
  %22 = bitcast double* %.6.i97245.1 to i8*
  %sunkaddr2205 = getelementptr i8, i8* %22, i64 %sunkaddr2204
  %sunkaddr2206 = getelementptr i8, i8* %sunkaddr2205, i64 64
  %23 = bitcast i8* %sunkaddr2206 to <8 x double>*
  store <8 x double> %21, <8 x double>* %23, align 8, !alias.scope !4, !noalias !1
  %sunkaddr2207 = mul i64 %index429, 8
  %24 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2208 = getelementptr i8, i8* %24, i64 %sunkaddr2207
  %sunkaddr2209 = getelementptr i8, i8* %sunkaddr2208, i64 128
  %25 = bitcast i8* %sunkaddr2209 to <8 x double>*
  %wide.load430.2 = load <8 x double>, <8 x double>* %25, align 8, !alias.scope !1
  %26 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load430.2)
  %27 = fmul <8 x double> %broadcast.splat432, %wide.load430.2
  %28 = fmul <8 x double> %26, %broadcast.splat434
  %29 = fadd <8 x double> %27, %28
  %sunkaddr2210 = mul i64 %index429, 8
  %30 = bitcast double* %.6.i97245.1 to i8*
  %sunkaddr2211 = getelementptr i8, i8* %30, i64 %sunkaddr2210
  %sunkaddr2212 = getelementptr i8, i8* %sunkaddr2211, i64 128
  %31 = bitcast i8* %sunkaddr2212 to <8 x double>*
  store <8 x double> %29, <8 x double>* %31, align 8, !alias.scope !4, !noalias !1
  %sunkaddr2213 = mul i64 %index429, 8
  %32 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2214 = getelementptr i8, i8* %32, i64 %sunkaddr2213
  %sunkaddr2215 = getelementptr i8, i8* %sunkaddr2214, i64 192
  %33 = bitcast i8* %sunkaddr2215 to <8 x double>*
  %wide.load430.3 = load <8 x double>, <8 x double>* %33, align 8, !alias.scope !1
  %34 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load430.3)
  %35 = fmul <8 x double> %broadcast.splat432, %wide.load430.3
  %36 = fmul <8 x double> %34, %broadcast.splat434
  %37 = fadd <8 x double> %35, %36
  %sunkaddr2216 = mul i64 %index429, 8
  %38 = bitcast double* %.6.i97245.1 to i8*
  %sunkaddr2217 = getelementptr i8, i8* %38, i64 %sunkaddr2216
  %sunkaddr2218 = getelementptr i8, i8* %sunkaddr2217, i64 192
  %39 = bitcast i8* %sunkaddr2218 to <8 x double>*
  store <8 x double> %37, <8 x double>* %39, align 8, !alias.scope !4, !noalias !1
  %sunkaddr2219 = mul i64 %index429, 8
  %40 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2220 = getelementptr i8, i8* %40, i64 %sunkaddr2219
  %sunkaddr2221 = getelementptr i8, i8* %sunkaddr2220, i64 256
  %41 = bitcast i8* %sunkaddr2221 to <8 x double>*
  %wide.load430.4 = load <8 x double>, <8 x double>* %41, align 8, !alias.scope !1
  %42 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load430.4)
  %43 = fmul <8 x double> %broadcast.splat432, %wide.load430.4
  %44 = fmul <8 x double> %42, %broadcast.splat434
  %45 = fadd <8 x double> %43, %44
  %sunkaddr2222 = mul i64 %index429, 8
  %46 = bitcast double* %.6.i97245.1 to i8*
  %sunkaddr2223 = getelementptr i8, i8* %46, i64 %sunkaddr2222
  %sunkaddr2224 = getelementptr i8, i8* %sunkaddr2223, i64 256
  %47 = bitcast i8* %sunkaddr2224 to <8 x double>*
  store <8 x double> %45, <8 x double>* %47, align 8, !alias.scope !4, !noalias !1
  %sunkaddr2225 = mul i64 %index429, 8
  %48 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2226 = getelementptr i8, i8* %48, i64 %sunkaddr2225
  %sunkaddr2227 = getelementptr i8, i8* %sunkaddr2226, i64 320
  %49 = bitcast i8* %sunkaddr2227 to <8 x double>*
  %wide.load430.5 = load <8 x double>, <8 x double>* %49, align 8, !alias.scope !1
  %50 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load430.5)
  %51 = fmul <8 x double> %broadcast.splat432, %wide.load430.5
  %52 = fmul <8 x double> %50, %broadcast.splat434
  %53 = fadd <8 x double> %51, %52
  %sunkaddr2228 = mul i64 %index429, 8
  %54 = bitcast double* %.6.i97245.1 to i8*
  %sunkaddr2229 = getelementptr i8, i8* %54, i64 %sunkaddr2228
  %sunkaddr2230 = getelementptr i8, i8* %sunkaddr2229, i64 320
  %55 = bitcast i8* %sunkaddr2230 to <8 x double>*
  store <8 x double> %53, <8 x double>* %55, align 8, !alias.scope !4, !noalias !1
  %sunkaddr2231 = mul i64 %index429, 8
  %56 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2232 = getelementptr i8, i8* %56, i64 %sunkaddr2231
  %sunkaddr2233 = getelementptr i8, i8* %sunkaddr2232, i64 384
  %57 = bitcast i8* %sunkaddr2233 to <8 x double>*
  %wide.load430.6 = load <8 x double>, <8 x double>* %57, align 8, !alias.scope !1
  %58 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load430.6)
  %59 = fmul <8 x double> %broadcast.splat432, %wide.load430.6
  %60 = fmul <8 x double> %58, %broadcast.splat434
  %61 = fadd <8 x double> %59, %60
  %sunkaddr2234 = mul i64 %index429, 8
  %62 = bitcast double* %.6.i97245.1 to i8*
  %sunkaddr2235 = getelementptr i8, i8* %62, i64 %sunkaddr2234
  %sunkaddr2236 = getelementptr i8, i8* %sunkaddr2235, i64 384
  %63 = bitcast i8* %sunkaddr2236 to <8 x double>*
  store <8 x double> %61, <8 x double>* %63, align 8, !alias.scope !4, !noalias !1
  %sunkaddr2237 = mul i64 %index429, 8
  %64 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2238 = getelementptr i8, i8* %64, i64 %sunkaddr2237
  %sunkaddr2239 = getelementptr i8, i8* %sunkaddr2238, i64 448
  %65 = bitcast i8* %sunkaddr2239 to <8 x double>*
  %wide.load430.7 = load <8 x double>, <8 x double>* %65, align 8, !alias.scope !1
  %66 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load430.7)
  %67 = fmul <8 x double> %broadcast.splat432, %wide.load430.7
  %68 = fmul <8 x double> %66, %broadcast.splat434
  %69 = fadd <8 x double> %67, %68
  %sunkaddr2240 = mul i64 %index429, 8
  %70 = bitcast double* %.6.i97245.1 to i8*
  %sunkaddr2241 = getelementptr i8, i8* %70, i64 %sunkaddr2240
  %sunkaddr2242 = getelementptr i8, i8* %sunkaddr2241, i64 448
  %71 = bitcast i8* %sunkaddr2242 to <8 x double>*
  store <8 x double> %69, <8 x double>* %71, align 8, !alias.scope !4, !noalias !1
  %index.next435.7 = add i64 %index429, 64
  %lsr.iv.next1739 = add i64 %lsr.iv1738, -8
  %niter661.ncmp.7 = icmp eq i64 %lsr.iv.next1739, 0
  br i1 %niter661.ncmp.7, label %middle.block420.unr-lcssa, label %vector.body422, !llvm.loop !6

middle.block420.unr-lcssa:                        ; preds = %vector.body422, %vector.ph424
  %index429.unr = phi i64 [ 0, %vector.ph424 ], [ %index.next435.7, %vector.body422 ]
  %lcmp.mod659.not = icmp eq i64 %xtraiter657, 0
  br i1 %lcmp.mod659.not, label %middle.block420, label %vector.body422.epil.preheader

vector.body422.epil.preheader:                    ; preds = %middle.block420.unr-lcssa
  %scevgep1680 = getelementptr double, double* %.6.i97245.1, i64 %index429.unr
  %scevgep1686 = getelementptr double, double* %y.4.sroa.32.1, i64 %index429.unr
  %72 = shl nuw nsw i64 %xtraiter657, 6
  br label %vector.body422.epil

vector.body422.epil:                              ; preds = %vector.body422.epil.preheader, %vector.body422.epil
  %lsr.iv1681 = phi i64 [ 0, %vector.body422.epil.preheader ], [ %lsr.iv.next1682, %vector.body422.epil ]
  %73 = bitcast double* %scevgep1686 to i8*
  %74 = bitcast double* %scevgep1680 to i8*
  %uglygep1688 = getelementptr i8, i8* %73, i64 %lsr.iv1681
  %uglygep16881689 = bitcast i8* %uglygep1688 to <8 x double>*
  %wide.load430.epil = load <8 x double>, <8 x double>* %uglygep16881689, align 8, !alias.scope !1
  %75 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load430.epil)
  %76 = fmul <8 x double> %broadcast.splat432, %wide.load430.epil
  %77 = fmul <8 x double> %75, %broadcast.splat434
  %78 = fadd <8 x double> %76, %77
  %uglygep1684 = getelementptr i8, i8* %74, i64 %lsr.iv1681
  %uglygep16841685 = bitcast i8* %uglygep1684 to <8 x double>*
  store <8 x double> %78, <8 x double>* %uglygep16841685, align 8, !alias.scope !4, !noalias !1
  %lsr.iv.next1682 = add nuw nsw i64 %lsr.iv1681, 64
  %epil.iter658.cmp.not = icmp eq i64 %72, %lsr.iv.next1682
  br i1 %epil.iter658.cmp.not, label %middle.block420, label %vector.body422.epil, !llvm.loop !8

middle.block420:                                  ; preds = %vector.body422.epil, %middle.block420.unr-lcssa
  %cmp.n428 = icmp eq i64 %n.vec426, %arg.y0.5.0
  br i1 %cmp.n428, label %B193.1, label %for.body.2.us.1.preheader595

for.body.2.us.1.preheader595:                     ; preds = %vector.memcheck410, %for.body.2.us.1.preheader, %middle.block420
  %loop.index.2235.us.1.ph = phi i64 [ 0, %vector.memcheck410 ], [ 0, %for.body.2.us.1.preheader ], [ %n.vec426, %middle.block420 ]
  %79 = xor i64 %loop.index.2235.us.1.ph, -1
  %80 = add i64 %79, %arg.y0.5.0
  %xtraiter654 = and i64 %arg.y0.5.0, 7
  %lcmp.mod655.not = icmp eq i64 %xtraiter654, 0
  br i1 %lcmp.mod655.not, label %for.body.2.us.1.prol.loopexit, label %for.body.2.us.1.prol.preheader

for.body.2.us.1.prol.preheader:                   ; preds = %for.body.2.us.1.preheader595
  br label %for.body.2.us.1.prol

for.body.2.us.1.prol:                             ; preds = %for.body.2.us.1.prol.preheader, %for.body.2.us.1.prol
  %lsr.iv1678 = phi i64 [ %xtraiter654, %for.body.2.us.1.prol.preheader ], [ %lsr.iv.next1679, %for.body.2.us.1.prol ]
  %loop.index.2235.us.1.prol = phi i64 [ %.846.us.1.prol, %for.body.2.us.1.prol ], [ %loop.index.2235.us.1.ph, %for.body.2.us.1.prol.preheader ]
  %scevgep1677 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.2235.us.1.prol
  %.808284.us.1.prol = load double, double* %scevgep1677, align 8
  %.16.i.us.1.prol = tail call double @llvm.cos.f64(double %.808284.us.1.prol) #5
  %.8.i.us.1.prol = fmul double %.612, %.808284.us.1.prol
  %.21.i.us.1.prol = fmul double %.16.i.us.1.prol, %arg.h
  %.22.i.us.1.prol = fadd double %.8.i.us.1.prol, %.21.i.us.1.prol
  %scevgep1676 = getelementptr double, double* %.6.i97245.1, i64 %loop.index.2235.us.1.prol
  store double %.22.i.us.1.prol, double* %scevgep1676, align 8
  %.846.us.1.prol = add nuw i64 %loop.index.2235.us.1.prol, 1
  %lsr.iv.next1679 = add nsw i64 %lsr.iv1678, -1
  %prol.iter656.cmp.not = icmp eq i64 %lsr.iv.next1679, 0
  br i1 %prol.iter656.cmp.not, label %for.body.2.us.1.prol.loopexit, label %for.body.2.us.1.prol, !llvm.loop !10

for.body.2.us.1.prol.loopexit:                    ; preds = %for.body.2.us.1.prol, %for.body.2.us.1.preheader595
  %loop.index.2235.us.1.unr = phi i64 [ %loop.index.2235.us.1.ph, %for.body.2.us.1.preheader595 ], [ %.846.us.1.prol, %for.body.2.us.1.prol ]
  %81 = icmp ult i64 %80, 7
  br i1 %81, label %B193.1, label %for.body.2.us.1.preheader751

for.body.2.us.1.preheader751:                     ; preds = %for.body.2.us.1.prol.loopexit
  br label %for.body.2.us.1

for.body.2.1:                                     ; preds = %for.body.2.preheader.1
  %.808284.1 = load double, double* %y.4.sroa.32.1, align 8
  %.16.i.1 = tail call double @llvm.cos.f64(double %.808284.1) #5
  %.8.i.1 = fmul double %.612, %.808284.1
  %.21.i.1 = fmul double %.16.i.1, %arg.h
  %.22.i.1 = fadd double %.8.i.1, %.21.i.1
  store double %.22.i.1, double* %.6.i97245.1, align 8
  br label %B193.1

for.body.2.us.1:                                  ; preds = %for.body.2.us.1.preheader751, %for.body.2.us.1
  %loop.index.2235.us.1 = phi i64 [ %.846.us.1.7, %for.body.2.us.1 ], [ %loop.index.2235.us.1.unr, %for.body.2.us.1.preheader751 ]
  %sunkaddr2243 = mul i64 %loop.index.2235.us.1, 8
  %82 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2244 = getelementptr i8, i8* %82, i64 %sunkaddr2243
  %83 = bitcast i8* %sunkaddr2244 to double*
  %.808284.us.1 = load double, double* %83, align 8
  %.16.i.us.1 = tail call double @llvm.cos.f64(double %.808284.us.1) #5
  %.8.i.us.1 = fmul double %.612, %.808284.us.1
  %.21.i.us.1 = fmul double %.16.i.us.1, %arg.h
  %.22.i.us.1 = fadd double %.8.i.us.1, %.21.i.us.1
  %scevgep1659 = getelementptr double, double* %.6.i97245.1, i64 %loop.index.2235.us.1
  store double %.22.i.us.1, double* %scevgep1659, align 8
  %sunkaddr2245 = mul i64 %loop.index.2235.us.1, 8
  %84 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2246 = getelementptr i8, i8* %84, i64 %sunkaddr2245
  %sunkaddr2247 = getelementptr i8, i8* %sunkaddr2246, i64 8
  %85 = bitcast i8* %sunkaddr2247 to double*
  %.808284.us.1.1 = load double, double* %85, align 8
  %.16.i.us.1.1 = tail call double @llvm.cos.f64(double %.808284.us.1.1) #5
  %.8.i.us.1.1 = fmul double %.612, %.808284.us.1.1
  %.21.i.us.1.1 = fmul double %.16.i.us.1.1, %arg.h
  %.22.i.us.1.1 = fadd double %.8.i.us.1.1, %.21.i.us.1.1
  %scevgep1657 = getelementptr double, double* %.6.i97245.1, i64 %loop.index.2235.us.1
  %scevgep1658 = getelementptr double, double* %scevgep1657, i64 1
  store double %.22.i.us.1.1, double* %scevgep1658, align 8
  %sunkaddr2248 = mul i64 %loop.index.2235.us.1, 8
  %86 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2249 = getelementptr i8, i8* %86, i64 %sunkaddr2248
  %sunkaddr2250 = getelementptr i8, i8* %sunkaddr2249, i64 16
  %87 = bitcast i8* %sunkaddr2250 to double*
  %.808284.us.1.2 = load double, double* %87, align 8
  %.16.i.us.1.2 = tail call double @llvm.cos.f64(double %.808284.us.1.2) #5
  %.8.i.us.1.2 = fmul double %.612, %.808284.us.1.2
  %.21.i.us.1.2 = fmul double %.16.i.us.1.2, %arg.h
  %.22.i.us.1.2 = fadd double %.8.i.us.1.2, %.21.i.us.1.2
  %scevgep1655 = getelementptr double, double* %.6.i97245.1, i64 %loop.index.2235.us.1
  %scevgep1656 = getelementptr double, double* %scevgep1655, i64 2
  store double %.22.i.us.1.2, double* %scevgep1656, align 8
  %sunkaddr2251 = mul i64 %loop.index.2235.us.1, 8
  %88 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2252 = getelementptr i8, i8* %88, i64 %sunkaddr2251
  %sunkaddr2253 = getelementptr i8, i8* %sunkaddr2252, i64 24
  %89 = bitcast i8* %sunkaddr2253 to double*
  %.808284.us.1.3 = load double, double* %89, align 8
  %.16.i.us.1.3 = tail call double @llvm.cos.f64(double %.808284.us.1.3) #5
  %.8.i.us.1.3 = fmul double %.612, %.808284.us.1.3
  %.21.i.us.1.3 = fmul double %.16.i.us.1.3, %arg.h
  %.22.i.us.1.3 = fadd double %.8.i.us.1.3, %.21.i.us.1.3
  %scevgep1653 = getelementptr double, double* %.6.i97245.1, i64 %loop.index.2235.us.1
  %scevgep1654 = getelementptr double, double* %scevgep1653, i64 3
  store double %.22.i.us.1.3, double* %scevgep1654, align 8
  %sunkaddr2254 = mul i64 %loop.index.2235.us.1, 8
  %90 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2255 = getelementptr i8, i8* %90, i64 %sunkaddr2254
  %sunkaddr2256 = getelementptr i8, i8* %sunkaddr2255, i64 32
  %91 = bitcast i8* %sunkaddr2256 to double*
  %.808284.us.1.4 = load double, double* %91, align 8
  %.16.i.us.1.4 = tail call double @llvm.cos.f64(double %.808284.us.1.4) #5
  %.8.i.us.1.4 = fmul double %.612, %.808284.us.1.4
  %.21.i.us.1.4 = fmul double %.16.i.us.1.4, %arg.h
  %.22.i.us.1.4 = fadd double %.8.i.us.1.4, %.21.i.us.1.4
  %scevgep1651 = getelementptr double, double* %.6.i97245.1, i64 %loop.index.2235.us.1
  %scevgep1652 = getelementptr double, double* %scevgep1651, i64 4
  store double %.22.i.us.1.4, double* %scevgep1652, align 8
  %sunkaddr2257 = mul i64 %loop.index.2235.us.1, 8
  %92 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2258 = getelementptr i8, i8* %92, i64 %sunkaddr2257
  %sunkaddr2259 = getelementptr i8, i8* %sunkaddr2258, i64 40
  %93 = bitcast i8* %sunkaddr2259 to double*
  %.808284.us.1.5 = load double, double* %93, align 8
  %.16.i.us.1.5 = tail call double @llvm.cos.f64(double %.808284.us.1.5) #5
  %.8.i.us.1.5 = fmul double %.612, %.808284.us.1.5
  %.21.i.us.1.5 = fmul double %.16.i.us.1.5, %arg.h
  %.22.i.us.1.5 = fadd double %.8.i.us.1.5, %.21.i.us.1.5
  %scevgep1649 = getelementptr double, double* %.6.i97245.1, i64 %loop.index.2235.us.1
  %scevgep1650 = getelementptr double, double* %scevgep1649, i64 5
  store double %.22.i.us.1.5, double* %scevgep1650, align 8
  %sunkaddr2260 = mul i64 %loop.index.2235.us.1, 8
  %94 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2261 = getelementptr i8, i8* %94, i64 %sunkaddr2260
  %sunkaddr2262 = getelementptr i8, i8* %sunkaddr2261, i64 48
  %95 = bitcast i8* %sunkaddr2262 to double*
  %.808284.us.1.6 = load double, double* %95, align 8
  %.16.i.us.1.6 = tail call double @llvm.cos.f64(double %.808284.us.1.6) #5
  %.8.i.us.1.6 = fmul double %.612, %.808284.us.1.6
  %.21.i.us.1.6 = fmul double %.16.i.us.1.6, %arg.h
  %.22.i.us.1.6 = fadd double %.8.i.us.1.6, %.21.i.us.1.6
  %scevgep1647 = getelementptr double, double* %.6.i97245.1, i64 %loop.index.2235.us.1
  %scevgep1648 = getelementptr double, double* %scevgep1647, i64 6
  store double %.22.i.us.1.6, double* %scevgep1648, align 8
  %sunkaddr2263 = mul i64 %loop.index.2235.us.1, 8
  %96 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2264 = getelementptr i8, i8* %96, i64 %sunkaddr2263
  %sunkaddr2265 = getelementptr i8, i8* %sunkaddr2264, i64 56
  %97 = bitcast i8* %sunkaddr2265 to double*
  %.808284.us.1.7 = load double, double* %97, align 8
  %.16.i.us.1.7 = tail call double @llvm.cos.f64(double %.808284.us.1.7) #5
  %.8.i.us.1.7 = fmul double %.612, %.808284.us.1.7
  %.21.i.us.1.7 = fmul double %.16.i.us.1.7, %arg.h
  %.22.i.us.1.7 = fadd double %.8.i.us.1.7, %.21.i.us.1.7
  %scevgep1645 = getelementptr double, double* %.6.i97245.1, i64 %loop.index.2235.us.1
  %scevgep1646 = getelementptr double, double* %scevgep1645, i64 7
  store double %.22.i.us.1.7, double* %scevgep1646, align 8
  %.846.us.1.7 = add nuw nsw i64 %loop.index.2235.us.1, 8
  %exitcond327.1.not.7 = icmp eq i64 %arg.y0.5.0, %.846.us.1.7
  br i1 %exitcond327.1.not.7, label %B193.1, label %for.body.2.us.1, !llvm.loop !11

B72.endif.endif.endif.endif.endif.1:              ; preds = %B193
  %98 = icmp eq i8* %.7.i.i148.1, null
  br i1 %98, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif.1, !prof !0

B72.endif.endif.endif.endif.endif.endif.1:        ; preds = %B72.endif.endif.endif.endif.endif.1
  %99 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i146.1 = getelementptr i8, i8* %.7.i.i148.1, i64 24
  %100 = bitcast i8* %.5.i146.1 to double**
  %.6.i147246.1 = load double*, double** %100, align 8
  br i1 %99, label %for.body.1.preheader.1, label %B193.1

for.body.1.preheader.1:                           ; preds = %B72.endif.endif.endif.endif.endif.endif.1
  %101 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %101, label %for.body.1.us.1.preheader, label %for.body.1.1

for.body.1.us.1.preheader:                        ; preds = %for.body.1.preheader.1
  %min.iters.check448 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check448, label %for.body.1.us.1.preheader593, label %vector.memcheck436

vector.memcheck436:                               ; preds = %for.body.1.us.1.preheader
  %scevgep438 = getelementptr double, double* %.6.i147246.1, i64 %arg.y0.5.0
  %scevgep440 = getelementptr double, double* %y.4.sroa.32.1, i64 %arg.y0.5.0
  %bound0442 = icmp ult double* %.6.i147246.1, %scevgep440
  %bound1443 = icmp ult double* %y.4.sroa.32.1, %scevgep438
  %found.conflict444 = and i1 %bound0442, %bound1443
  br i1 %found.conflict444, label %for.body.1.us.1.preheader593, label %vector.ph449

vector.ph449:                                     ; preds = %vector.memcheck436
  %n.vec451 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert456 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat457 = shufflevector <8 x double> %broadcast.splatinsert456, <8 x double> poison, <8 x i32> zeroinitializer
  %102 = add i64 %n.vec451, -8
  %103 = lshr exact i64 %102, 3
  %104 = add nuw nsw i64 %103, 1
  %xtraiter649 = and i64 %104, 7
  %105 = icmp ult i64 %102, 56
  br i1 %105, label %middle.block445.unr-lcssa, label %vector.ph449.new

vector.ph449.new:                                 ; preds = %vector.ph449
  %const2196 = bitcast i64 4611686018427387896 to i64
  %unroll_iter652 = and i64 %104, %const2196
  br label %vector.body447

vector.body447:                                   ; preds = %vector.body447, %vector.ph449.new
  %lsr.iv1643 = phi i64 [ %lsr.iv.next1644, %vector.body447 ], [ %unroll_iter652, %vector.ph449.new ]
  %index454 = phi i64 [ 0, %vector.ph449.new ], [ %index.next458.7, %vector.body447 ]
  %sunkaddr2266 = mul i64 %index454, 8
  %106 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2267 = getelementptr i8, i8* %106, i64 %sunkaddr2266
  %107 = bitcast i8* %sunkaddr2267 to <8 x double>*
  %wide.load455 = load <8 x double>, <8 x double>* %107, align 8, !alias.scope !12
  %108 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load455)
  %109 = fmul <8 x double> %108, %broadcast.splat457
  %110 = fadd <8 x double> %wide.load455, %109
  %sunkaddr2268 = mul i64 %index454, 8
  %111 = bitcast double* %.6.i147246.1 to i8*
  %sunkaddr2269 = getelementptr i8, i8* %111, i64 %sunkaddr2268
  %112 = bitcast i8* %sunkaddr2269 to <8 x double>*
  store <8 x double> %110, <8 x double>* %112, align 8, !alias.scope !15, !noalias !12
  %sunkaddr2270 = mul i64 %index454, 8
  %113 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2271 = getelementptr i8, i8* %113, i64 %sunkaddr2270
  %sunkaddr2272 = getelementptr i8, i8* %sunkaddr2271, i64 64
  %114 = bitcast i8* %sunkaddr2272 to <8 x double>*
  %wide.load455.1 = load <8 x double>, <8 x double>* %114, align 8, !alias.scope !12
  %115 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load455.1)
  %116 = fmul <8 x double> %115, %broadcast.splat457
  %117 = fadd <8 x double> %wide.load455.1, %116
  %sunkaddr2273 = mul i64 %index454, 8
  %118 = bitcast double* %.6.i147246.1 to i8*
  %sunkaddr2274 = getelementptr i8, i8* %118, i64 %sunkaddr2273
  %sunkaddr2275 = getelementptr i8, i8* %sunkaddr2274, i64 64
  %119 = bitcast i8* %sunkaddr2275 to <8 x double>*
  store <8 x double> %117, <8 x double>* %119, align 8, !alias.scope !15, !noalias !12
  %sunkaddr2276 = mul i64 %index454, 8
  %120 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2277 = getelementptr i8, i8* %120, i64 %sunkaddr2276
  %sunkaddr2278 = getelementptr i8, i8* %sunkaddr2277, i64 128
  %121 = bitcast i8* %sunkaddr2278 to <8 x double>*
  %wide.load455.2 = load <8 x double>, <8 x double>* %121, align 8, !alias.scope !12
  %122 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load455.2)
  %123 = fmul <8 x double> %122, %broadcast.splat457
  %124 = fadd <8 x double> %wide.load455.2, %123
  %sunkaddr2279 = mul i64 %index454, 8
  %125 = bitcast double* %.6.i147246.1 to i8*
  %sunkaddr2280 = getelementptr i8, i8* %125, i64 %sunkaddr2279
  %sunkaddr2281 = getelementptr i8, i8* %sunkaddr2280, i64 128
  %126 = bitcast i8* %sunkaddr2281 to <8 x double>*
  store <8 x double> %124, <8 x double>* %126, align 8, !alias.scope !15, !noalias !12
  %sunkaddr2282 = mul i64 %index454, 8
  %127 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2283 = getelementptr i8, i8* %127, i64 %sunkaddr2282
  %sunkaddr2284 = getelementptr i8, i8* %sunkaddr2283, i64 192
  %128 = bitcast i8* %sunkaddr2284 to <8 x double>*
  %wide.load455.3 = load <8 x double>, <8 x double>* %128, align 8, !alias.scope !12
  %129 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load455.3)
  %130 = fmul <8 x double> %129, %broadcast.splat457
  %131 = fadd <8 x double> %wide.load455.3, %130
  %sunkaddr2285 = mul i64 %index454, 8
  %132 = bitcast double* %.6.i147246.1 to i8*
  %sunkaddr2286 = getelementptr i8, i8* %132, i64 %sunkaddr2285
  %sunkaddr2287 = getelementptr i8, i8* %sunkaddr2286, i64 192
  %133 = bitcast i8* %sunkaddr2287 to <8 x double>*
  store <8 x double> %131, <8 x double>* %133, align 8, !alias.scope !15, !noalias !12
  %sunkaddr2288 = mul i64 %index454, 8
  %134 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2289 = getelementptr i8, i8* %134, i64 %sunkaddr2288
  %sunkaddr2290 = getelementptr i8, i8* %sunkaddr2289, i64 256
  %135 = bitcast i8* %sunkaddr2290 to <8 x double>*
  %wide.load455.4 = load <8 x double>, <8 x double>* %135, align 8, !alias.scope !12
  %136 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load455.4)
  %137 = fmul <8 x double> %136, %broadcast.splat457
  %138 = fadd <8 x double> %wide.load455.4, %137
  %sunkaddr2291 = mul i64 %index454, 8
  %139 = bitcast double* %.6.i147246.1 to i8*
  %sunkaddr2292 = getelementptr i8, i8* %139, i64 %sunkaddr2291
  %sunkaddr2293 = getelementptr i8, i8* %sunkaddr2292, i64 256
  %140 = bitcast i8* %sunkaddr2293 to <8 x double>*
  store <8 x double> %138, <8 x double>* %140, align 8, !alias.scope !15, !noalias !12
  %sunkaddr2294 = mul i64 %index454, 8
  %141 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2295 = getelementptr i8, i8* %141, i64 %sunkaddr2294
  %sunkaddr2296 = getelementptr i8, i8* %sunkaddr2295, i64 320
  %142 = bitcast i8* %sunkaddr2296 to <8 x double>*
  %wide.load455.5 = load <8 x double>, <8 x double>* %142, align 8, !alias.scope !12
  %143 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load455.5)
  %144 = fmul <8 x double> %143, %broadcast.splat457
  %145 = fadd <8 x double> %wide.load455.5, %144
  %sunkaddr2297 = mul i64 %index454, 8
  %146 = bitcast double* %.6.i147246.1 to i8*
  %sunkaddr2298 = getelementptr i8, i8* %146, i64 %sunkaddr2297
  %sunkaddr2299 = getelementptr i8, i8* %sunkaddr2298, i64 320
  %147 = bitcast i8* %sunkaddr2299 to <8 x double>*
  store <8 x double> %145, <8 x double>* %147, align 8, !alias.scope !15, !noalias !12
  %sunkaddr2300 = mul i64 %index454, 8
  %148 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2301 = getelementptr i8, i8* %148, i64 %sunkaddr2300
  %sunkaddr2302 = getelementptr i8, i8* %sunkaddr2301, i64 384
  %149 = bitcast i8* %sunkaddr2302 to <8 x double>*
  %wide.load455.6 = load <8 x double>, <8 x double>* %149, align 8, !alias.scope !12
  %150 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load455.6)
  %151 = fmul <8 x double> %150, %broadcast.splat457
  %152 = fadd <8 x double> %wide.load455.6, %151
  %sunkaddr2303 = mul i64 %index454, 8
  %153 = bitcast double* %.6.i147246.1 to i8*
  %sunkaddr2304 = getelementptr i8, i8* %153, i64 %sunkaddr2303
  %sunkaddr2305 = getelementptr i8, i8* %sunkaddr2304, i64 384
  %154 = bitcast i8* %sunkaddr2305 to <8 x double>*
  store <8 x double> %152, <8 x double>* %154, align 8, !alias.scope !15, !noalias !12
  %sunkaddr2306 = mul i64 %index454, 8
  %155 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2307 = getelementptr i8, i8* %155, i64 %sunkaddr2306
  %sunkaddr2308 = getelementptr i8, i8* %sunkaddr2307, i64 448
  %156 = bitcast i8* %sunkaddr2308 to <8 x double>*
  %wide.load455.7 = load <8 x double>, <8 x double>* %156, align 8, !alias.scope !12
  %157 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load455.7)
  %158 = fmul <8 x double> %157, %broadcast.splat457
  %159 = fadd <8 x double> %wide.load455.7, %158
  %sunkaddr2309 = mul i64 %index454, 8
  %160 = bitcast double* %.6.i147246.1 to i8*
  %sunkaddr2310 = getelementptr i8, i8* %160, i64 %sunkaddr2309
  %sunkaddr2311 = getelementptr i8, i8* %sunkaddr2310, i64 448
  %161 = bitcast i8* %sunkaddr2311 to <8 x double>*
  store <8 x double> %159, <8 x double>* %161, align 8, !alias.scope !15, !noalias !12
  %index.next458.7 = add i64 %index454, 64
  %lsr.iv.next1644 = add i64 %lsr.iv1643, -8
  %niter653.ncmp.7 = icmp eq i64 %lsr.iv.next1644, 0
  br i1 %niter653.ncmp.7, label %middle.block445.unr-lcssa, label %vector.body447, !llvm.loop !17

middle.block445.unr-lcssa:                        ; preds = %vector.body447, %vector.ph449
  %index454.unr = phi i64 [ 0, %vector.ph449 ], [ %index.next458.7, %vector.body447 ]
  %lcmp.mod651.not = icmp eq i64 %xtraiter649, 0
  br i1 %lcmp.mod651.not, label %middle.block445, label %vector.body447.epil.preheader

vector.body447.epil.preheader:                    ; preds = %middle.block445.unr-lcssa
  %scevgep1585 = getelementptr double, double* %.6.i147246.1, i64 %index454.unr
  %scevgep1591 = getelementptr double, double* %y.4.sroa.32.1, i64 %index454.unr
  %162 = shl nuw nsw i64 %xtraiter649, 6
  br label %vector.body447.epil

vector.body447.epil:                              ; preds = %vector.body447.epil.preheader, %vector.body447.epil
  %lsr.iv1586 = phi i64 [ 0, %vector.body447.epil.preheader ], [ %lsr.iv.next1587, %vector.body447.epil ]
  %163 = bitcast double* %scevgep1591 to i8*
  %164 = bitcast double* %scevgep1585 to i8*
  %uglygep1593 = getelementptr i8, i8* %163, i64 %lsr.iv1586
  %uglygep15931594 = bitcast i8* %uglygep1593 to <8 x double>*
  %wide.load455.epil = load <8 x double>, <8 x double>* %uglygep15931594, align 8, !alias.scope !12
  %165 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load455.epil)
  %166 = fmul <8 x double> %165, %broadcast.splat457
  %167 = fadd <8 x double> %wide.load455.epil, %166
  %uglygep1589 = getelementptr i8, i8* %164, i64 %lsr.iv1586
  %uglygep15891590 = bitcast i8* %uglygep1589 to <8 x double>*
  store <8 x double> %167, <8 x double>* %uglygep15891590, align 8, !alias.scope !15, !noalias !12
  %lsr.iv.next1587 = add nuw nsw i64 %lsr.iv1586, 64
  %epil.iter650.cmp.not = icmp eq i64 %162, %lsr.iv.next1587
  br i1 %epil.iter650.cmp.not, label %middle.block445, label %vector.body447.epil, !llvm.loop !18

middle.block445:                                  ; preds = %vector.body447.epil, %middle.block445.unr-lcssa
  %cmp.n453 = icmp eq i64 %n.vec451, %arg.y0.5.0
  br i1 %cmp.n453, label %B193.1, label %for.body.1.us.1.preheader593

for.body.1.us.1.preheader593:                     ; preds = %vector.memcheck436, %for.body.1.us.1.preheader, %middle.block445
  %loop.index.1239.us.1.ph = phi i64 [ 0, %vector.memcheck436 ], [ 0, %for.body.1.us.1.preheader ], [ %n.vec451, %middle.block445 ]
  %168 = xor i64 %loop.index.1239.us.1.ph, -1
  %169 = add i64 %168, %arg.y0.5.0
  %xtraiter646 = and i64 %arg.y0.5.0, 7
  %lcmp.mod647.not = icmp eq i64 %xtraiter646, 0
  br i1 %lcmp.mod647.not, label %for.body.1.us.1.prol.loopexit, label %for.body.1.us.1.prol.preheader

for.body.1.us.1.prol.preheader:                   ; preds = %for.body.1.us.1.preheader593
  br label %for.body.1.us.1.prol

for.body.1.us.1.prol:                             ; preds = %for.body.1.us.1.prol.preheader, %for.body.1.us.1.prol
  %lsr.iv1583 = phi i64 [ %xtraiter646, %for.body.1.us.1.prol.preheader ], [ %lsr.iv.next1584, %for.body.1.us.1.prol ]
  %loop.index.1239.us.1.prol = phi i64 [ %.585.us.1.prol, %for.body.1.us.1.prol ], [ %loop.index.1239.us.1.ph, %for.body.1.us.1.prol.preheader ]
  %scevgep1582 = getelementptr double, double* %y.4.sroa.32.1, i64 %loop.index.1239.us.1.prol
  %.547268.us.1.prol = load double, double* %scevgep1582, align 8
  %.14.i.us.1.prol = tail call double @llvm.sin.f64(double %.547268.us.1.prol) #5
  %.19.i.us.1.prol = fmul double %.14.i.us.1.prol, %arg.h
  %.20.i.us.1.prol = fadd double %.547268.us.1.prol, %.19.i.us.1.prol
  %scevgep1581 = getelementptr double, double* %.6.i147246.1, i64 %loop.index.1239.us.1.prol
  store double %.20.i.us.1.prol, double* %scevgep1581, align 8
  %.585.us.1.prol = add nuw i64 %loop.index.1239.us.1.prol, 1
  %lsr.iv.next1584 = add nsw i64 %lsr.iv1583, -1
  %prol.iter648.cmp.not = icmp eq i64 %lsr.iv.next1584, 0
  br i1 %prol.iter648.cmp.not, label %for.body.1.us.1.prol.loopexit, label %for.body.1.us.1.prol, !llvm.loop !19

for.body.1.us.1.prol.loopexit:                    ; preds = %for.body.1.us.1.prol, %for.body.1.us.1.preheader593
  %loop.index.1239.us.1.unr = phi i64 [ %loop.index.1239.us.1.ph, %for.body.1.us.1.preheader593 ], [ %.585.us.1.prol, %for.body.1.us.1.prol ]
  %170 = icmp ult i64 %169, 7
  br i1 %170, label %B193.1, label %for.body.1.us.1.preheader750

for.body.1.us.1.preheader750:                     ; preds = %for.body.1.us.1.prol.loopexit
  br label %for.body.1.us.1

for.body.1.1:                                     ; preds = %for.body.1.preheader.1
  %.547268.1 = load double, double* %y.4.sroa.32.1, align 8
  %.14.i.1 = tail call double @llvm.sin.f64(double %.547268.1) #5
  %.19.i.1 = fmul double %.14.i.1, %arg.h
  %.20.i.1 = fadd double %.547268.1, %.19.i.1
  store double %.20.i.1, double* %.6.i147246.1, align 8
  br label %B193.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1.preheader750, %for.body.1.us.1
  %loop.index.1239.us.1 = phi i64 [ %.585.us.1.7, %for.body.1.us.1 ], [ %loop.index.1239.us.1.unr, %for.body.1.us.1.preheader750 ]
  %sunkaddr2312 = mul i64 %loop.index.1239.us.1, 8
  %171 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2313 = getelementptr i8, i8* %171, i64 %sunkaddr2312
  %172 = bitcast i8* %sunkaddr2313 to double*
  %.547268.us.1 = load double, double* %172, align 8
  %.14.i.us.1 = tail call double @llvm.sin.f64(double %.547268.us.1) #5
  %.19.i.us.1 = fmul double %.14.i.us.1, %arg.h
  %.20.i.us.1 = fadd double %.547268.us.1, %.19.i.us.1
  %scevgep1564 = getelementptr double, double* %.6.i147246.1, i64 %loop.index.1239.us.1
  store double %.20.i.us.1, double* %scevgep1564, align 8
  %sunkaddr2314 = mul i64 %loop.index.1239.us.1, 8
  %173 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2315 = getelementptr i8, i8* %173, i64 %sunkaddr2314
  %sunkaddr2316 = getelementptr i8, i8* %sunkaddr2315, i64 8
  %174 = bitcast i8* %sunkaddr2316 to double*
  %.547268.us.1.1 = load double, double* %174, align 8
  %.14.i.us.1.1 = tail call double @llvm.sin.f64(double %.547268.us.1.1) #5
  %.19.i.us.1.1 = fmul double %.14.i.us.1.1, %arg.h
  %.20.i.us.1.1 = fadd double %.547268.us.1.1, %.19.i.us.1.1
  %scevgep1562 = getelementptr double, double* %.6.i147246.1, i64 %loop.index.1239.us.1
  %scevgep1563 = getelementptr double, double* %scevgep1562, i64 1
  store double %.20.i.us.1.1, double* %scevgep1563, align 8
  %sunkaddr2317 = mul i64 %loop.index.1239.us.1, 8
  %175 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2318 = getelementptr i8, i8* %175, i64 %sunkaddr2317
  %sunkaddr2319 = getelementptr i8, i8* %sunkaddr2318, i64 16
  %176 = bitcast i8* %sunkaddr2319 to double*
  %.547268.us.1.2 = load double, double* %176, align 8
  %.14.i.us.1.2 = tail call double @llvm.sin.f64(double %.547268.us.1.2) #5
  %.19.i.us.1.2 = fmul double %.14.i.us.1.2, %arg.h
  %.20.i.us.1.2 = fadd double %.547268.us.1.2, %.19.i.us.1.2
  %scevgep1560 = getelementptr double, double* %.6.i147246.1, i64 %loop.index.1239.us.1
  %scevgep1561 = getelementptr double, double* %scevgep1560, i64 2
  store double %.20.i.us.1.2, double* %scevgep1561, align 8
  %sunkaddr2320 = mul i64 %loop.index.1239.us.1, 8
  %177 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2321 = getelementptr i8, i8* %177, i64 %sunkaddr2320
  %sunkaddr2322 = getelementptr i8, i8* %sunkaddr2321, i64 24
  %178 = bitcast i8* %sunkaddr2322 to double*
  %.547268.us.1.3 = load double, double* %178, align 8
  %.14.i.us.1.3 = tail call double @llvm.sin.f64(double %.547268.us.1.3) #5
  %.19.i.us.1.3 = fmul double %.14.i.us.1.3, %arg.h
  %.20.i.us.1.3 = fadd double %.547268.us.1.3, %.19.i.us.1.3
  %scevgep1558 = getelementptr double, double* %.6.i147246.1, i64 %loop.index.1239.us.1
  %scevgep1559 = getelementptr double, double* %scevgep1558, i64 3
  store double %.20.i.us.1.3, double* %scevgep1559, align 8
  %sunkaddr2323 = mul i64 %loop.index.1239.us.1, 8
  %179 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2324 = getelementptr i8, i8* %179, i64 %sunkaddr2323
  %sunkaddr2325 = getelementptr i8, i8* %sunkaddr2324, i64 32
  %180 = bitcast i8* %sunkaddr2325 to double*
  %.547268.us.1.4 = load double, double* %180, align 8
  %.14.i.us.1.4 = tail call double @llvm.sin.f64(double %.547268.us.1.4) #5
  %.19.i.us.1.4 = fmul double %.14.i.us.1.4, %arg.h
  %.20.i.us.1.4 = fadd double %.547268.us.1.4, %.19.i.us.1.4
  %scevgep1556 = getelementptr double, double* %.6.i147246.1, i64 %loop.index.1239.us.1
  %scevgep1557 = getelementptr double, double* %scevgep1556, i64 4
  store double %.20.i.us.1.4, double* %scevgep1557, align 8
  %sunkaddr2326 = mul i64 %loop.index.1239.us.1, 8
  %181 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2327 = getelementptr i8, i8* %181, i64 %sunkaddr2326
  %sunkaddr2328 = getelementptr i8, i8* %sunkaddr2327, i64 40
  %182 = bitcast i8* %sunkaddr2328 to double*
  %.547268.us.1.5 = load double, double* %182, align 8
  %.14.i.us.1.5 = tail call double @llvm.sin.f64(double %.547268.us.1.5) #5
  %.19.i.us.1.5 = fmul double %.14.i.us.1.5, %arg.h
  %.20.i.us.1.5 = fadd double %.547268.us.1.5, %.19.i.us.1.5
  %scevgep1554 = getelementptr double, double* %.6.i147246.1, i64 %loop.index.1239.us.1
  %scevgep1555 = getelementptr double, double* %scevgep1554, i64 5
  store double %.20.i.us.1.5, double* %scevgep1555, align 8
  %sunkaddr2329 = mul i64 %loop.index.1239.us.1, 8
  %183 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2330 = getelementptr i8, i8* %183, i64 %sunkaddr2329
  %sunkaddr2331 = getelementptr i8, i8* %sunkaddr2330, i64 48
  %184 = bitcast i8* %sunkaddr2331 to double*
  %.547268.us.1.6 = load double, double* %184, align 8
  %.14.i.us.1.6 = tail call double @llvm.sin.f64(double %.547268.us.1.6) #5
  %.19.i.us.1.6 = fmul double %.14.i.us.1.6, %arg.h
  %.20.i.us.1.6 = fadd double %.547268.us.1.6, %.19.i.us.1.6
  %scevgep1552 = getelementptr double, double* %.6.i147246.1, i64 %loop.index.1239.us.1
  %scevgep1553 = getelementptr double, double* %scevgep1552, i64 6
  store double %.20.i.us.1.6, double* %scevgep1553, align 8
  %sunkaddr2332 = mul i64 %loop.index.1239.us.1, 8
  %185 = bitcast double* %y.4.sroa.32.1 to i8*
  %sunkaddr2333 = getelementptr i8, i8* %185, i64 %sunkaddr2332
  %sunkaddr2334 = getelementptr i8, i8* %sunkaddr2333, i64 56
  %186 = bitcast i8* %sunkaddr2334 to double*
  %.547268.us.1.7 = load double, double* %186, align 8
  %.14.i.us.1.7 = tail call double @llvm.sin.f64(double %.547268.us.1.7) #5
  %.19.i.us.1.7 = fmul double %.14.i.us.1.7, %arg.h
  %.20.i.us.1.7 = fadd double %.547268.us.1.7, %.19.i.us.1.7
  %scevgep1550 = getelementptr double, double* %.6.i147246.1, i64 %loop.index.1239.us.1
  %scevgep1551 = getelementptr double, double* %scevgep1550, i64 7
  store double %.20.i.us.1.7, double* %scevgep1551, align 8
  %.585.us.1.7 = add nuw nsw i64 %loop.index.1239.us.1, 8
  %exitcond329.1.not.7 = icmp eq i64 %arg.y0.5.0, %.585.us.1.7
  br i1 %exitcond329.1.not.7, label %B193.1, label %for.body.1.us.1, !llvm.loop !20

B193.1:                                           ; preds = %for.body.2.us.1, %for.body.1.us.1, %for.body.1.us.1.prol.loopexit, %middle.block445, %B72.endif.endif.endif.endif.endif.endif.1, %for.body.2.us.1.prol.loopexit, %middle.block420, %B126.endif.endif.endif.endif.endif.endif.1, %for.body.2.1, %for.body.1.1
  %y.4.sroa.32.1.1 = phi double* [ %.6.i147246.1, %for.body.1.1 ], [ %.6.i97245.1, %for.body.2.1 ], [ %.6.i97245.1, %B126.endif.endif.endif.endif.endif.endif.1 ], [ %.6.i97245.1, %middle.block420 ], [ %.6.i97245.1, %for.body.2.us.1.prol.loopexit ], [ %.6.i147246.1, %B72.endif.endif.endif.endif.endif.endif.1 ], [ %.6.i147246.1, %middle.block445 ], [ %.6.i147246.1, %for.body.1.us.1.prol.loopexit ], [ %.6.i147246.1, %for.body.1.us.1 ], [ %.6.i97245.1, %for.body.2.us.1 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i148)
  %.351.2 = load double, double* %y.4.sroa.32.1.1, align 8
  %.352.2 = fcmp ogt double %.351.2, 0.000000e+00
  %.7.i.i148.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32)
  br i1 %.352.2, label %B72.endif.endif.endif.endif.endif.2, label %B126.endif.endif.endif.endif.endif.2

B126.endif.endif.endif.endif.endif.2:             ; preds = %B193.1
  %187 = icmp eq i8* %.7.i.i148.2, null
  br i1 %187, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif.2, !prof !0

B126.endif.endif.endif.endif.endif.endif.2:       ; preds = %B126.endif.endif.endif.endif.endif.2
  %188 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i96.2 = getelementptr i8, i8* %.7.i.i148.2, i64 24
  %189 = bitcast i8* %.5.i96.2 to double**
  %.6.i97245.2 = load double*, double** %189, align 8
  br i1 %188, label %for.body.2.preheader.2, label %B193.2

for.body.2.preheader.2:                           ; preds = %B126.endif.endif.endif.endif.endif.endif.2
  %190 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %190, label %for.body.2.us.2.preheader, label %for.body.2.2

for.body.2.us.2.preheader:                        ; preds = %for.body.2.preheader.2
  %min.iters.check472 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check472, label %for.body.2.us.2.preheader590, label %vector.memcheck459

vector.memcheck459:                               ; preds = %for.body.2.us.2.preheader
  %scevgep461 = getelementptr double, double* %.6.i97245.2, i64 %arg.y0.5.0
  %scevgep464 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %arg.y0.5.0
  %bound0466 = icmp ult double* %.6.i97245.2, %scevgep464
  %bound1467 = icmp ult double* %y.4.sroa.32.1.1, %scevgep461
  %found.conflict468 = and i1 %bound0466, %bound1467
  br i1 %found.conflict468, label %for.body.2.us.2.preheader590, label %vector.ph473

vector.ph473:                                     ; preds = %vector.memcheck459
  %n.vec475 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert480 = insertelement <8 x double> poison, double %.612, i64 0
  %broadcast.splat481 = shufflevector <8 x double> %broadcast.splatinsert480, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert482 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat483 = shufflevector <8 x double> %broadcast.splatinsert482, <8 x double> poison, <8 x i32> zeroinitializer
  %191 = add i64 %n.vec475, -8
  %192 = lshr exact i64 %191, 3
  %193 = add nuw nsw i64 %192, 1
  %xtraiter641 = and i64 %193, 7
  %194 = icmp ult i64 %191, 56
  br i1 %194, label %middle.block469.unr-lcssa, label %vector.ph473.new

vector.ph473.new:                                 ; preds = %vector.ph473
  %const2191 = bitcast i64 4611686018427387896 to i64
  %unroll_iter644 = and i64 %193, %const2191
  br label %vector.body471

vector.body471:                                   ; preds = %vector.body471, %vector.ph473.new
  %lsr.iv1548 = phi i64 [ %lsr.iv.next1549, %vector.body471 ], [ %unroll_iter644, %vector.ph473.new ]
  %index478 = phi i64 [ 0, %vector.ph473.new ], [ %index.next484.7, %vector.body471 ]
  %sunkaddr2335 = mul i64 %index478, 8
  %195 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2336 = getelementptr i8, i8* %195, i64 %sunkaddr2335
  %196 = bitcast i8* %sunkaddr2336 to <8 x double>*
  %wide.load479 = load <8 x double>, <8 x double>* %196, align 8, !alias.scope !21
  %197 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load479)
  %198 = fmul <8 x double> %broadcast.splat481, %wide.load479
  %199 = fmul <8 x double> %197, %broadcast.splat483
  %200 = fadd <8 x double> %198, %199
  %sunkaddr2337 = mul i64 %index478, 8
  %201 = bitcast double* %.6.i97245.2 to i8*
  %sunkaddr2338 = getelementptr i8, i8* %201, i64 %sunkaddr2337
  %202 = bitcast i8* %sunkaddr2338 to <8 x double>*
  store <8 x double> %200, <8 x double>* %202, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2339 = mul i64 %index478, 8
  %203 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2340 = getelementptr i8, i8* %203, i64 %sunkaddr2339
  %sunkaddr2341 = getelementptr i8, i8* %sunkaddr2340, i64 64
  %204 = bitcast i8* %sunkaddr2341 to <8 x double>*
  %wide.load479.1 = load <8 x double>, <8 x double>* %204, align 8, !alias.scope !21
  %205 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load479.1)
  %206 = fmul <8 x double> %broadcast.splat481, %wide.load479.1
  %207 = fmul <8 x double> %205, %broadcast.splat483
  %208 = fadd <8 x double> %206, %207
  %sunkaddr2342 = mul i64 %index478, 8
  %209 = bitcast double* %.6.i97245.2 to i8*
  %sunkaddr2343 = getelementptr i8, i8* %209, i64 %sunkaddr2342
  %sunkaddr2344 = getelementptr i8, i8* %sunkaddr2343, i64 64
  %210 = bitcast i8* %sunkaddr2344 to <8 x double>*
  store <8 x double> %208, <8 x double>* %210, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2345 = mul i64 %index478, 8
  %211 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2346 = getelementptr i8, i8* %211, i64 %sunkaddr2345
  %sunkaddr2347 = getelementptr i8, i8* %sunkaddr2346, i64 128
  %212 = bitcast i8* %sunkaddr2347 to <8 x double>*
  %wide.load479.2 = load <8 x double>, <8 x double>* %212, align 8, !alias.scope !21
  %213 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load479.2)
  %214 = fmul <8 x double> %broadcast.splat481, %wide.load479.2
  %215 = fmul <8 x double> %213, %broadcast.splat483
  %216 = fadd <8 x double> %214, %215
  %sunkaddr2348 = mul i64 %index478, 8
  %217 = bitcast double* %.6.i97245.2 to i8*
  %sunkaddr2349 = getelementptr i8, i8* %217, i64 %sunkaddr2348
  %sunkaddr2350 = getelementptr i8, i8* %sunkaddr2349, i64 128
  %218 = bitcast i8* %sunkaddr2350 to <8 x double>*
  store <8 x double> %216, <8 x double>* %218, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2351 = mul i64 %index478, 8
  %219 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2352 = getelementptr i8, i8* %219, i64 %sunkaddr2351
  %sunkaddr2353 = getelementptr i8, i8* %sunkaddr2352, i64 192
  %220 = bitcast i8* %sunkaddr2353 to <8 x double>*
  %wide.load479.3 = load <8 x double>, <8 x double>* %220, align 8, !alias.scope !21
  %221 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load479.3)
  %222 = fmul <8 x double> %broadcast.splat481, %wide.load479.3
  %223 = fmul <8 x double> %221, %broadcast.splat483
  %224 = fadd <8 x double> %222, %223
  %sunkaddr2354 = mul i64 %index478, 8
  %225 = bitcast double* %.6.i97245.2 to i8*
  %sunkaddr2355 = getelementptr i8, i8* %225, i64 %sunkaddr2354
  %sunkaddr2356 = getelementptr i8, i8* %sunkaddr2355, i64 192
  %226 = bitcast i8* %sunkaddr2356 to <8 x double>*
  store <8 x double> %224, <8 x double>* %226, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2357 = mul i64 %index478, 8
  %227 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2358 = getelementptr i8, i8* %227, i64 %sunkaddr2357
  %sunkaddr2359 = getelementptr i8, i8* %sunkaddr2358, i64 256
  %228 = bitcast i8* %sunkaddr2359 to <8 x double>*
  %wide.load479.4 = load <8 x double>, <8 x double>* %228, align 8, !alias.scope !21
  %229 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load479.4)
  %230 = fmul <8 x double> %broadcast.splat481, %wide.load479.4
  %231 = fmul <8 x double> %229, %broadcast.splat483
  %232 = fadd <8 x double> %230, %231
  %sunkaddr2360 = mul i64 %index478, 8
  %233 = bitcast double* %.6.i97245.2 to i8*
  %sunkaddr2361 = getelementptr i8, i8* %233, i64 %sunkaddr2360
  %sunkaddr2362 = getelementptr i8, i8* %sunkaddr2361, i64 256
  %234 = bitcast i8* %sunkaddr2362 to <8 x double>*
  store <8 x double> %232, <8 x double>* %234, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2363 = mul i64 %index478, 8
  %235 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2364 = getelementptr i8, i8* %235, i64 %sunkaddr2363
  %sunkaddr2365 = getelementptr i8, i8* %sunkaddr2364, i64 320
  %236 = bitcast i8* %sunkaddr2365 to <8 x double>*
  %wide.load479.5 = load <8 x double>, <8 x double>* %236, align 8, !alias.scope !21
  %237 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load479.5)
  %238 = fmul <8 x double> %broadcast.splat481, %wide.load479.5
  %239 = fmul <8 x double> %237, %broadcast.splat483
  %240 = fadd <8 x double> %238, %239
  %sunkaddr2366 = mul i64 %index478, 8
  %241 = bitcast double* %.6.i97245.2 to i8*
  %sunkaddr2367 = getelementptr i8, i8* %241, i64 %sunkaddr2366
  %sunkaddr2368 = getelementptr i8, i8* %sunkaddr2367, i64 320
  %242 = bitcast i8* %sunkaddr2368 to <8 x double>*
  store <8 x double> %240, <8 x double>* %242, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2369 = mul i64 %index478, 8
  %243 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2370 = getelementptr i8, i8* %243, i64 %sunkaddr2369
  %sunkaddr2371 = getelementptr i8, i8* %sunkaddr2370, i64 384
  %244 = bitcast i8* %sunkaddr2371 to <8 x double>*
  %wide.load479.6 = load <8 x double>, <8 x double>* %244, align 8, !alias.scope !21
  %245 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load479.6)
  %246 = fmul <8 x double> %broadcast.splat481, %wide.load479.6
  %247 = fmul <8 x double> %245, %broadcast.splat483
  %248 = fadd <8 x double> %246, %247
  %sunkaddr2372 = mul i64 %index478, 8
  %249 = bitcast double* %.6.i97245.2 to i8*
  %sunkaddr2373 = getelementptr i8, i8* %249, i64 %sunkaddr2372
  %sunkaddr2374 = getelementptr i8, i8* %sunkaddr2373, i64 384
  %250 = bitcast i8* %sunkaddr2374 to <8 x double>*
  store <8 x double> %248, <8 x double>* %250, align 8, !alias.scope !24, !noalias !21
  %sunkaddr2375 = mul i64 %index478, 8
  %251 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2376 = getelementptr i8, i8* %251, i64 %sunkaddr2375
  %sunkaddr2377 = getelementptr i8, i8* %sunkaddr2376, i64 448
  %252 = bitcast i8* %sunkaddr2377 to <8 x double>*
  %wide.load479.7 = load <8 x double>, <8 x double>* %252, align 8, !alias.scope !21
  %253 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load479.7)
  %254 = fmul <8 x double> %broadcast.splat481, %wide.load479.7
  %255 = fmul <8 x double> %253, %broadcast.splat483
  %256 = fadd <8 x double> %254, %255
  %sunkaddr2378 = mul i64 %index478, 8
  %257 = bitcast double* %.6.i97245.2 to i8*
  %sunkaddr2379 = getelementptr i8, i8* %257, i64 %sunkaddr2378
  %sunkaddr2380 = getelementptr i8, i8* %sunkaddr2379, i64 448
  %258 = bitcast i8* %sunkaddr2380 to <8 x double>*
  store <8 x double> %256, <8 x double>* %258, align 8, !alias.scope !24, !noalias !21
  %index.next484.7 = add i64 %index478, 64
  %lsr.iv.next1549 = add i64 %lsr.iv1548, -8
  %niter645.ncmp.7 = icmp eq i64 %lsr.iv.next1549, 0
  br i1 %niter645.ncmp.7, label %middle.block469.unr-lcssa, label %vector.body471, !llvm.loop !26

middle.block469.unr-lcssa:                        ; preds = %vector.body471, %vector.ph473
  %index478.unr = phi i64 [ 0, %vector.ph473 ], [ %index.next484.7, %vector.body471 ]
  %lcmp.mod643.not = icmp eq i64 %xtraiter641, 0
  br i1 %lcmp.mod643.not, label %middle.block469, label %vector.body471.epil.preheader

vector.body471.epil.preheader:                    ; preds = %middle.block469.unr-lcssa
  %scevgep1490 = getelementptr double, double* %.6.i97245.2, i64 %index478.unr
  %scevgep1496 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %index478.unr
  %259 = shl nuw nsw i64 %xtraiter641, 6
  br label %vector.body471.epil

vector.body471.epil:                              ; preds = %vector.body471.epil.preheader, %vector.body471.epil
  %lsr.iv1491 = phi i64 [ 0, %vector.body471.epil.preheader ], [ %lsr.iv.next1492, %vector.body471.epil ]
  %260 = bitcast double* %scevgep1496 to i8*
  %261 = bitcast double* %scevgep1490 to i8*
  %uglygep1498 = getelementptr i8, i8* %260, i64 %lsr.iv1491
  %uglygep14981499 = bitcast i8* %uglygep1498 to <8 x double>*
  %wide.load479.epil = load <8 x double>, <8 x double>* %uglygep14981499, align 8, !alias.scope !21
  %262 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load479.epil)
  %263 = fmul <8 x double> %broadcast.splat481, %wide.load479.epil
  %264 = fmul <8 x double> %262, %broadcast.splat483
  %265 = fadd <8 x double> %263, %264
  %uglygep1494 = getelementptr i8, i8* %261, i64 %lsr.iv1491
  %uglygep14941495 = bitcast i8* %uglygep1494 to <8 x double>*
  store <8 x double> %265, <8 x double>* %uglygep14941495, align 8, !alias.scope !24, !noalias !21
  %lsr.iv.next1492 = add nuw nsw i64 %lsr.iv1491, 64
  %epil.iter642.cmp.not = icmp eq i64 %259, %lsr.iv.next1492
  br i1 %epil.iter642.cmp.not, label %middle.block469, label %vector.body471.epil, !llvm.loop !27

middle.block469:                                  ; preds = %vector.body471.epil, %middle.block469.unr-lcssa
  %cmp.n477 = icmp eq i64 %n.vec475, %arg.y0.5.0
  br i1 %cmp.n477, label %B193.2, label %for.body.2.us.2.preheader590

for.body.2.us.2.preheader590:                     ; preds = %vector.memcheck459, %for.body.2.us.2.preheader, %middle.block469
  %loop.index.2235.us.2.ph = phi i64 [ 0, %vector.memcheck459 ], [ 0, %for.body.2.us.2.preheader ], [ %n.vec475, %middle.block469 ]
  %266 = xor i64 %loop.index.2235.us.2.ph, -1
  %267 = add i64 %266, %arg.y0.5.0
  %xtraiter638 = and i64 %arg.y0.5.0, 7
  %lcmp.mod639.not = icmp eq i64 %xtraiter638, 0
  br i1 %lcmp.mod639.not, label %for.body.2.us.2.prol.loopexit, label %for.body.2.us.2.prol.preheader

for.body.2.us.2.prol.preheader:                   ; preds = %for.body.2.us.2.preheader590
  br label %for.body.2.us.2.prol

for.body.2.us.2.prol:                             ; preds = %for.body.2.us.2.prol.preheader, %for.body.2.us.2.prol
  %lsr.iv1488 = phi i64 [ %xtraiter638, %for.body.2.us.2.prol.preheader ], [ %lsr.iv.next1489, %for.body.2.us.2.prol ]
  %loop.index.2235.us.2.prol = phi i64 [ %.846.us.2.prol, %for.body.2.us.2.prol ], [ %loop.index.2235.us.2.ph, %for.body.2.us.2.prol.preheader ]
  %scevgep1487 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.2235.us.2.prol
  %.808284.us.2.prol = load double, double* %scevgep1487, align 8
  %.16.i.us.2.prol = tail call double @llvm.cos.f64(double %.808284.us.2.prol) #5
  %.8.i.us.2.prol = fmul double %.612, %.808284.us.2.prol
  %.21.i.us.2.prol = fmul double %.16.i.us.2.prol, %arg.h
  %.22.i.us.2.prol = fadd double %.8.i.us.2.prol, %.21.i.us.2.prol
  %scevgep1486 = getelementptr double, double* %.6.i97245.2, i64 %loop.index.2235.us.2.prol
  store double %.22.i.us.2.prol, double* %scevgep1486, align 8
  %.846.us.2.prol = add nuw i64 %loop.index.2235.us.2.prol, 1
  %lsr.iv.next1489 = add nsw i64 %lsr.iv1488, -1
  %prol.iter640.cmp.not = icmp eq i64 %lsr.iv.next1489, 0
  br i1 %prol.iter640.cmp.not, label %for.body.2.us.2.prol.loopexit, label %for.body.2.us.2.prol, !llvm.loop !28

for.body.2.us.2.prol.loopexit:                    ; preds = %for.body.2.us.2.prol, %for.body.2.us.2.preheader590
  %loop.index.2235.us.2.unr = phi i64 [ %loop.index.2235.us.2.ph, %for.body.2.us.2.preheader590 ], [ %.846.us.2.prol, %for.body.2.us.2.prol ]
  %268 = icmp ult i64 %267, 7
  br i1 %268, label %B193.2, label %for.body.2.us.2.preheader748

for.body.2.us.2.preheader748:                     ; preds = %for.body.2.us.2.prol.loopexit
  br label %for.body.2.us.2

for.body.2.2:                                     ; preds = %for.body.2.preheader.2
  %.808284.2 = load double, double* %y.4.sroa.32.1.1, align 8
  %.16.i.2 = tail call double @llvm.cos.f64(double %.808284.2) #5
  %.8.i.2 = fmul double %.612, %.808284.2
  %.21.i.2 = fmul double %.16.i.2, %arg.h
  %.22.i.2 = fadd double %.8.i.2, %.21.i.2
  store double %.22.i.2, double* %.6.i97245.2, align 8
  br label %B193.2

for.body.2.us.2:                                  ; preds = %for.body.2.us.2.preheader748, %for.body.2.us.2
  %loop.index.2235.us.2 = phi i64 [ %.846.us.2.7, %for.body.2.us.2 ], [ %loop.index.2235.us.2.unr, %for.body.2.us.2.preheader748 ]
  %sunkaddr2381 = mul i64 %loop.index.2235.us.2, 8
  %269 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2382 = getelementptr i8, i8* %269, i64 %sunkaddr2381
  %270 = bitcast i8* %sunkaddr2382 to double*
  %.808284.us.2 = load double, double* %270, align 8
  %.16.i.us.2 = tail call double @llvm.cos.f64(double %.808284.us.2) #5
  %.8.i.us.2 = fmul double %.612, %.808284.us.2
  %.21.i.us.2 = fmul double %.16.i.us.2, %arg.h
  %.22.i.us.2 = fadd double %.8.i.us.2, %.21.i.us.2
  %scevgep1469 = getelementptr double, double* %.6.i97245.2, i64 %loop.index.2235.us.2
  store double %.22.i.us.2, double* %scevgep1469, align 8
  %sunkaddr2383 = mul i64 %loop.index.2235.us.2, 8
  %271 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2384 = getelementptr i8, i8* %271, i64 %sunkaddr2383
  %sunkaddr2385 = getelementptr i8, i8* %sunkaddr2384, i64 8
  %272 = bitcast i8* %sunkaddr2385 to double*
  %.808284.us.2.1 = load double, double* %272, align 8
  %.16.i.us.2.1 = tail call double @llvm.cos.f64(double %.808284.us.2.1) #5
  %.8.i.us.2.1 = fmul double %.612, %.808284.us.2.1
  %.21.i.us.2.1 = fmul double %.16.i.us.2.1, %arg.h
  %.22.i.us.2.1 = fadd double %.8.i.us.2.1, %.21.i.us.2.1
  %scevgep1467 = getelementptr double, double* %.6.i97245.2, i64 %loop.index.2235.us.2
  %scevgep1468 = getelementptr double, double* %scevgep1467, i64 1
  store double %.22.i.us.2.1, double* %scevgep1468, align 8
  %sunkaddr2386 = mul i64 %loop.index.2235.us.2, 8
  %273 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2387 = getelementptr i8, i8* %273, i64 %sunkaddr2386
  %sunkaddr2388 = getelementptr i8, i8* %sunkaddr2387, i64 16
  %274 = bitcast i8* %sunkaddr2388 to double*
  %.808284.us.2.2 = load double, double* %274, align 8
  %.16.i.us.2.2 = tail call double @llvm.cos.f64(double %.808284.us.2.2) #5
  %.8.i.us.2.2 = fmul double %.612, %.808284.us.2.2
  %.21.i.us.2.2 = fmul double %.16.i.us.2.2, %arg.h
  %.22.i.us.2.2 = fadd double %.8.i.us.2.2, %.21.i.us.2.2
  %scevgep1465 = getelementptr double, double* %.6.i97245.2, i64 %loop.index.2235.us.2
  %scevgep1466 = getelementptr double, double* %scevgep1465, i64 2
  store double %.22.i.us.2.2, double* %scevgep1466, align 8
  %sunkaddr2389 = mul i64 %loop.index.2235.us.2, 8
  %275 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2390 = getelementptr i8, i8* %275, i64 %sunkaddr2389
  %sunkaddr2391 = getelementptr i8, i8* %sunkaddr2390, i64 24
  %276 = bitcast i8* %sunkaddr2391 to double*
  %.808284.us.2.3 = load double, double* %276, align 8
  %.16.i.us.2.3 = tail call double @llvm.cos.f64(double %.808284.us.2.3) #5
  %.8.i.us.2.3 = fmul double %.612, %.808284.us.2.3
  %.21.i.us.2.3 = fmul double %.16.i.us.2.3, %arg.h
  %.22.i.us.2.3 = fadd double %.8.i.us.2.3, %.21.i.us.2.3
  %scevgep1463 = getelementptr double, double* %.6.i97245.2, i64 %loop.index.2235.us.2
  %scevgep1464 = getelementptr double, double* %scevgep1463, i64 3
  store double %.22.i.us.2.3, double* %scevgep1464, align 8
  %sunkaddr2392 = mul i64 %loop.index.2235.us.2, 8
  %277 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2393 = getelementptr i8, i8* %277, i64 %sunkaddr2392
  %sunkaddr2394 = getelementptr i8, i8* %sunkaddr2393, i64 32
  %278 = bitcast i8* %sunkaddr2394 to double*
  %.808284.us.2.4 = load double, double* %278, align 8
  %.16.i.us.2.4 = tail call double @llvm.cos.f64(double %.808284.us.2.4) #5
  %.8.i.us.2.4 = fmul double %.612, %.808284.us.2.4
  %.21.i.us.2.4 = fmul double %.16.i.us.2.4, %arg.h
  %.22.i.us.2.4 = fadd double %.8.i.us.2.4, %.21.i.us.2.4
  %scevgep1461 = getelementptr double, double* %.6.i97245.2, i64 %loop.index.2235.us.2
  %scevgep1462 = getelementptr double, double* %scevgep1461, i64 4
  store double %.22.i.us.2.4, double* %scevgep1462, align 8
  %sunkaddr2395 = mul i64 %loop.index.2235.us.2, 8
  %279 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2396 = getelementptr i8, i8* %279, i64 %sunkaddr2395
  %sunkaddr2397 = getelementptr i8, i8* %sunkaddr2396, i64 40
  %280 = bitcast i8* %sunkaddr2397 to double*
  %.808284.us.2.5 = load double, double* %280, align 8
  %.16.i.us.2.5 = tail call double @llvm.cos.f64(double %.808284.us.2.5) #5
  %.8.i.us.2.5 = fmul double %.612, %.808284.us.2.5
  %.21.i.us.2.5 = fmul double %.16.i.us.2.5, %arg.h
  %.22.i.us.2.5 = fadd double %.8.i.us.2.5, %.21.i.us.2.5
  %scevgep1459 = getelementptr double, double* %.6.i97245.2, i64 %loop.index.2235.us.2
  %scevgep1460 = getelementptr double, double* %scevgep1459, i64 5
  store double %.22.i.us.2.5, double* %scevgep1460, align 8
  %sunkaddr2398 = mul i64 %loop.index.2235.us.2, 8
  %281 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2399 = getelementptr i8, i8* %281, i64 %sunkaddr2398
  %sunkaddr2400 = getelementptr i8, i8* %sunkaddr2399, i64 48
  %282 = bitcast i8* %sunkaddr2400 to double*
  %.808284.us.2.6 = load double, double* %282, align 8
  %.16.i.us.2.6 = tail call double @llvm.cos.f64(double %.808284.us.2.6) #5
  %.8.i.us.2.6 = fmul double %.612, %.808284.us.2.6
  %.21.i.us.2.6 = fmul double %.16.i.us.2.6, %arg.h
  %.22.i.us.2.6 = fadd double %.8.i.us.2.6, %.21.i.us.2.6
  %scevgep1457 = getelementptr double, double* %.6.i97245.2, i64 %loop.index.2235.us.2
  %scevgep1458 = getelementptr double, double* %scevgep1457, i64 6
  store double %.22.i.us.2.6, double* %scevgep1458, align 8
  %sunkaddr2401 = mul i64 %loop.index.2235.us.2, 8
  %283 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2402 = getelementptr i8, i8* %283, i64 %sunkaddr2401
  %sunkaddr2403 = getelementptr i8, i8* %sunkaddr2402, i64 56
  %284 = bitcast i8* %sunkaddr2403 to double*
  %.808284.us.2.7 = load double, double* %284, align 8
  %.16.i.us.2.7 = tail call double @llvm.cos.f64(double %.808284.us.2.7) #5
  %.8.i.us.2.7 = fmul double %.612, %.808284.us.2.7
  %.21.i.us.2.7 = fmul double %.16.i.us.2.7, %arg.h
  %.22.i.us.2.7 = fadd double %.8.i.us.2.7, %.21.i.us.2.7
  %scevgep1455 = getelementptr double, double* %.6.i97245.2, i64 %loop.index.2235.us.2
  %scevgep1456 = getelementptr double, double* %scevgep1455, i64 7
  store double %.22.i.us.2.7, double* %scevgep1456, align 8
  %.846.us.2.7 = add nuw nsw i64 %loop.index.2235.us.2, 8
  %exitcond327.2.not.7 = icmp eq i64 %arg.y0.5.0, %.846.us.2.7
  br i1 %exitcond327.2.not.7, label %B193.2, label %for.body.2.us.2, !llvm.loop !29

B72.endif.endif.endif.endif.endif.2:              ; preds = %B193.1
  %285 = icmp eq i8* %.7.i.i148.2, null
  br i1 %285, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif.2, !prof !0

B72.endif.endif.endif.endif.endif.endif.2:        ; preds = %B72.endif.endif.endif.endif.endif.2
  %286 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i146.2 = getelementptr i8, i8* %.7.i.i148.2, i64 24
  %287 = bitcast i8* %.5.i146.2 to double**
  %.6.i147246.2 = load double*, double** %287, align 8
  br i1 %286, label %for.body.1.preheader.2, label %B193.2

for.body.1.preheader.2:                           ; preds = %B72.endif.endif.endif.endif.endif.endif.2
  %288 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %288, label %for.body.1.us.2.preheader, label %for.body.1.2

for.body.1.us.2.preheader:                        ; preds = %for.body.1.preheader.2
  %min.iters.check497 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check497, label %for.body.1.us.2.preheader588, label %vector.memcheck485

vector.memcheck485:                               ; preds = %for.body.1.us.2.preheader
  %scevgep487 = getelementptr double, double* %.6.i147246.2, i64 %arg.y0.5.0
  %scevgep489 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %arg.y0.5.0
  %bound0491 = icmp ult double* %.6.i147246.2, %scevgep489
  %bound1492 = icmp ult double* %y.4.sroa.32.1.1, %scevgep487
  %found.conflict493 = and i1 %bound0491, %bound1492
  br i1 %found.conflict493, label %for.body.1.us.2.preheader588, label %vector.ph498

vector.ph498:                                     ; preds = %vector.memcheck485
  %n.vec500 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert505 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat506 = shufflevector <8 x double> %broadcast.splatinsert505, <8 x double> poison, <8 x i32> zeroinitializer
  %289 = add i64 %n.vec500, -8
  %290 = lshr exact i64 %289, 3
  %291 = add nuw nsw i64 %290, 1
  %xtraiter633 = and i64 %291, 7
  %292 = icmp ult i64 %289, 56
  br i1 %292, label %middle.block494.unr-lcssa, label %vector.ph498.new

vector.ph498.new:                                 ; preds = %vector.ph498
  %const2195 = bitcast i64 4611686018427387896 to i64
  %unroll_iter636 = and i64 %291, %const2195
  br label %vector.body496

vector.body496:                                   ; preds = %vector.body496, %vector.ph498.new
  %lsr.iv1453 = phi i64 [ %lsr.iv.next1454, %vector.body496 ], [ %unroll_iter636, %vector.ph498.new ]
  %index503 = phi i64 [ 0, %vector.ph498.new ], [ %index.next507.7, %vector.body496 ]
  %sunkaddr2404 = mul i64 %index503, 8
  %293 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2405 = getelementptr i8, i8* %293, i64 %sunkaddr2404
  %294 = bitcast i8* %sunkaddr2405 to <8 x double>*
  %wide.load504 = load <8 x double>, <8 x double>* %294, align 8, !alias.scope !30
  %295 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load504)
  %296 = fmul <8 x double> %295, %broadcast.splat506
  %297 = fadd <8 x double> %wide.load504, %296
  %sunkaddr2406 = mul i64 %index503, 8
  %298 = bitcast double* %.6.i147246.2 to i8*
  %sunkaddr2407 = getelementptr i8, i8* %298, i64 %sunkaddr2406
  %299 = bitcast i8* %sunkaddr2407 to <8 x double>*
  store <8 x double> %297, <8 x double>* %299, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2408 = mul i64 %index503, 8
  %300 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2409 = getelementptr i8, i8* %300, i64 %sunkaddr2408
  %sunkaddr2410 = getelementptr i8, i8* %sunkaddr2409, i64 64
  %301 = bitcast i8* %sunkaddr2410 to <8 x double>*
  %wide.load504.1 = load <8 x double>, <8 x double>* %301, align 8, !alias.scope !30
  %302 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load504.1)
  %303 = fmul <8 x double> %302, %broadcast.splat506
  %304 = fadd <8 x double> %wide.load504.1, %303
  %sunkaddr2411 = mul i64 %index503, 8
  %305 = bitcast double* %.6.i147246.2 to i8*
  %sunkaddr2412 = getelementptr i8, i8* %305, i64 %sunkaddr2411
  %sunkaddr2413 = getelementptr i8, i8* %sunkaddr2412, i64 64
  %306 = bitcast i8* %sunkaddr2413 to <8 x double>*
  store <8 x double> %304, <8 x double>* %306, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2414 = mul i64 %index503, 8
  %307 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2415 = getelementptr i8, i8* %307, i64 %sunkaddr2414
  %sunkaddr2416 = getelementptr i8, i8* %sunkaddr2415, i64 128
  %308 = bitcast i8* %sunkaddr2416 to <8 x double>*
  %wide.load504.2 = load <8 x double>, <8 x double>* %308, align 8, !alias.scope !30
  %309 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load504.2)
  %310 = fmul <8 x double> %309, %broadcast.splat506
  %311 = fadd <8 x double> %wide.load504.2, %310
  %sunkaddr2417 = mul i64 %index503, 8
  %312 = bitcast double* %.6.i147246.2 to i8*
  %sunkaddr2418 = getelementptr i8, i8* %312, i64 %sunkaddr2417
  %sunkaddr2419 = getelementptr i8, i8* %sunkaddr2418, i64 128
  %313 = bitcast i8* %sunkaddr2419 to <8 x double>*
  store <8 x double> %311, <8 x double>* %313, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2420 = mul i64 %index503, 8
  %314 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2421 = getelementptr i8, i8* %314, i64 %sunkaddr2420
  %sunkaddr2422 = getelementptr i8, i8* %sunkaddr2421, i64 192
  %315 = bitcast i8* %sunkaddr2422 to <8 x double>*
  %wide.load504.3 = load <8 x double>, <8 x double>* %315, align 8, !alias.scope !30
  %316 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load504.3)
  %317 = fmul <8 x double> %316, %broadcast.splat506
  %318 = fadd <8 x double> %wide.load504.3, %317
  %sunkaddr2423 = mul i64 %index503, 8
  %319 = bitcast double* %.6.i147246.2 to i8*
  %sunkaddr2424 = getelementptr i8, i8* %319, i64 %sunkaddr2423
  %sunkaddr2425 = getelementptr i8, i8* %sunkaddr2424, i64 192
  %320 = bitcast i8* %sunkaddr2425 to <8 x double>*
  store <8 x double> %318, <8 x double>* %320, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2426 = mul i64 %index503, 8
  %321 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2427 = getelementptr i8, i8* %321, i64 %sunkaddr2426
  %sunkaddr2428 = getelementptr i8, i8* %sunkaddr2427, i64 256
  %322 = bitcast i8* %sunkaddr2428 to <8 x double>*
  %wide.load504.4 = load <8 x double>, <8 x double>* %322, align 8, !alias.scope !30
  %323 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load504.4)
  %324 = fmul <8 x double> %323, %broadcast.splat506
  %325 = fadd <8 x double> %wide.load504.4, %324
  %sunkaddr2429 = mul i64 %index503, 8
  %326 = bitcast double* %.6.i147246.2 to i8*
  %sunkaddr2430 = getelementptr i8, i8* %326, i64 %sunkaddr2429
  %sunkaddr2431 = getelementptr i8, i8* %sunkaddr2430, i64 256
  %327 = bitcast i8* %sunkaddr2431 to <8 x double>*
  store <8 x double> %325, <8 x double>* %327, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2432 = mul i64 %index503, 8
  %328 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2433 = getelementptr i8, i8* %328, i64 %sunkaddr2432
  %sunkaddr2434 = getelementptr i8, i8* %sunkaddr2433, i64 320
  %329 = bitcast i8* %sunkaddr2434 to <8 x double>*
  %wide.load504.5 = load <8 x double>, <8 x double>* %329, align 8, !alias.scope !30
  %330 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load504.5)
  %331 = fmul <8 x double> %330, %broadcast.splat506
  %332 = fadd <8 x double> %wide.load504.5, %331
  %sunkaddr2435 = mul i64 %index503, 8
  %333 = bitcast double* %.6.i147246.2 to i8*
  %sunkaddr2436 = getelementptr i8, i8* %333, i64 %sunkaddr2435
  %sunkaddr2437 = getelementptr i8, i8* %sunkaddr2436, i64 320
  %334 = bitcast i8* %sunkaddr2437 to <8 x double>*
  store <8 x double> %332, <8 x double>* %334, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2438 = mul i64 %index503, 8
  %335 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2439 = getelementptr i8, i8* %335, i64 %sunkaddr2438
  %sunkaddr2440 = getelementptr i8, i8* %sunkaddr2439, i64 384
  %336 = bitcast i8* %sunkaddr2440 to <8 x double>*
  %wide.load504.6 = load <8 x double>, <8 x double>* %336, align 8, !alias.scope !30
  %337 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load504.6)
  %338 = fmul <8 x double> %337, %broadcast.splat506
  %339 = fadd <8 x double> %wide.load504.6, %338
  %sunkaddr2441 = mul i64 %index503, 8
  %340 = bitcast double* %.6.i147246.2 to i8*
  %sunkaddr2442 = getelementptr i8, i8* %340, i64 %sunkaddr2441
  %sunkaddr2443 = getelementptr i8, i8* %sunkaddr2442, i64 384
  %341 = bitcast i8* %sunkaddr2443 to <8 x double>*
  store <8 x double> %339, <8 x double>* %341, align 8, !alias.scope !33, !noalias !30
  %sunkaddr2444 = mul i64 %index503, 8
  %342 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2445 = getelementptr i8, i8* %342, i64 %sunkaddr2444
  %sunkaddr2446 = getelementptr i8, i8* %sunkaddr2445, i64 448
  %343 = bitcast i8* %sunkaddr2446 to <8 x double>*
  %wide.load504.7 = load <8 x double>, <8 x double>* %343, align 8, !alias.scope !30
  %344 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load504.7)
  %345 = fmul <8 x double> %344, %broadcast.splat506
  %346 = fadd <8 x double> %wide.load504.7, %345
  %sunkaddr2447 = mul i64 %index503, 8
  %347 = bitcast double* %.6.i147246.2 to i8*
  %sunkaddr2448 = getelementptr i8, i8* %347, i64 %sunkaddr2447
  %sunkaddr2449 = getelementptr i8, i8* %sunkaddr2448, i64 448
  %348 = bitcast i8* %sunkaddr2449 to <8 x double>*
  store <8 x double> %346, <8 x double>* %348, align 8, !alias.scope !33, !noalias !30
  %index.next507.7 = add i64 %index503, 64
  %lsr.iv.next1454 = add i64 %lsr.iv1453, -8
  %niter637.ncmp.7 = icmp eq i64 %lsr.iv.next1454, 0
  br i1 %niter637.ncmp.7, label %middle.block494.unr-lcssa, label %vector.body496, !llvm.loop !35

middle.block494.unr-lcssa:                        ; preds = %vector.body496, %vector.ph498
  %index503.unr = phi i64 [ 0, %vector.ph498 ], [ %index.next507.7, %vector.body496 ]
  %lcmp.mod635.not = icmp eq i64 %xtraiter633, 0
  br i1 %lcmp.mod635.not, label %middle.block494, label %vector.body496.epil.preheader

vector.body496.epil.preheader:                    ; preds = %middle.block494.unr-lcssa
  %scevgep1395 = getelementptr double, double* %.6.i147246.2, i64 %index503.unr
  %scevgep1401 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %index503.unr
  %349 = shl nuw nsw i64 %xtraiter633, 6
  br label %vector.body496.epil

vector.body496.epil:                              ; preds = %vector.body496.epil.preheader, %vector.body496.epil
  %lsr.iv1396 = phi i64 [ 0, %vector.body496.epil.preheader ], [ %lsr.iv.next1397, %vector.body496.epil ]
  %350 = bitcast double* %scevgep1401 to i8*
  %351 = bitcast double* %scevgep1395 to i8*
  %uglygep1403 = getelementptr i8, i8* %350, i64 %lsr.iv1396
  %uglygep14031404 = bitcast i8* %uglygep1403 to <8 x double>*
  %wide.load504.epil = load <8 x double>, <8 x double>* %uglygep14031404, align 8, !alias.scope !30
  %352 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load504.epil)
  %353 = fmul <8 x double> %352, %broadcast.splat506
  %354 = fadd <8 x double> %wide.load504.epil, %353
  %uglygep1399 = getelementptr i8, i8* %351, i64 %lsr.iv1396
  %uglygep13991400 = bitcast i8* %uglygep1399 to <8 x double>*
  store <8 x double> %354, <8 x double>* %uglygep13991400, align 8, !alias.scope !33, !noalias !30
  %lsr.iv.next1397 = add nuw nsw i64 %lsr.iv1396, 64
  %epil.iter634.cmp.not = icmp eq i64 %349, %lsr.iv.next1397
  br i1 %epil.iter634.cmp.not, label %middle.block494, label %vector.body496.epil, !llvm.loop !36

middle.block494:                                  ; preds = %vector.body496.epil, %middle.block494.unr-lcssa
  %cmp.n502 = icmp eq i64 %n.vec500, %arg.y0.5.0
  br i1 %cmp.n502, label %B193.2, label %for.body.1.us.2.preheader588

for.body.1.us.2.preheader588:                     ; preds = %vector.memcheck485, %for.body.1.us.2.preheader, %middle.block494
  %loop.index.1239.us.2.ph = phi i64 [ 0, %vector.memcheck485 ], [ 0, %for.body.1.us.2.preheader ], [ %n.vec500, %middle.block494 ]
  %355 = xor i64 %loop.index.1239.us.2.ph, -1
  %356 = add i64 %355, %arg.y0.5.0
  %xtraiter630 = and i64 %arg.y0.5.0, 7
  %lcmp.mod631.not = icmp eq i64 %xtraiter630, 0
  br i1 %lcmp.mod631.not, label %for.body.1.us.2.prol.loopexit, label %for.body.1.us.2.prol.preheader

for.body.1.us.2.prol.preheader:                   ; preds = %for.body.1.us.2.preheader588
  br label %for.body.1.us.2.prol

for.body.1.us.2.prol:                             ; preds = %for.body.1.us.2.prol.preheader, %for.body.1.us.2.prol
  %lsr.iv1393 = phi i64 [ %xtraiter630, %for.body.1.us.2.prol.preheader ], [ %lsr.iv.next1394, %for.body.1.us.2.prol ]
  %loop.index.1239.us.2.prol = phi i64 [ %.585.us.2.prol, %for.body.1.us.2.prol ], [ %loop.index.1239.us.2.ph, %for.body.1.us.2.prol.preheader ]
  %scevgep1392 = getelementptr double, double* %y.4.sroa.32.1.1, i64 %loop.index.1239.us.2.prol
  %.547268.us.2.prol = load double, double* %scevgep1392, align 8
  %.14.i.us.2.prol = tail call double @llvm.sin.f64(double %.547268.us.2.prol) #5
  %.19.i.us.2.prol = fmul double %.14.i.us.2.prol, %arg.h
  %.20.i.us.2.prol = fadd double %.547268.us.2.prol, %.19.i.us.2.prol
  %scevgep1391 = getelementptr double, double* %.6.i147246.2, i64 %loop.index.1239.us.2.prol
  store double %.20.i.us.2.prol, double* %scevgep1391, align 8
  %.585.us.2.prol = add nuw i64 %loop.index.1239.us.2.prol, 1
  %lsr.iv.next1394 = add nsw i64 %lsr.iv1393, -1
  %prol.iter632.cmp.not = icmp eq i64 %lsr.iv.next1394, 0
  br i1 %prol.iter632.cmp.not, label %for.body.1.us.2.prol.loopexit, label %for.body.1.us.2.prol, !llvm.loop !37

for.body.1.us.2.prol.loopexit:                    ; preds = %for.body.1.us.2.prol, %for.body.1.us.2.preheader588
  %loop.index.1239.us.2.unr = phi i64 [ %loop.index.1239.us.2.ph, %for.body.1.us.2.preheader588 ], [ %.585.us.2.prol, %for.body.1.us.2.prol ]
  %357 = icmp ult i64 %356, 7
  br i1 %357, label %B193.2, label %for.body.1.us.2.preheader747

for.body.1.us.2.preheader747:                     ; preds = %for.body.1.us.2.prol.loopexit
  br label %for.body.1.us.2

for.body.1.2:                                     ; preds = %for.body.1.preheader.2
  %.547268.2 = load double, double* %y.4.sroa.32.1.1, align 8
  %.14.i.2 = tail call double @llvm.sin.f64(double %.547268.2) #5
  %.19.i.2 = fmul double %.14.i.2, %arg.h
  %.20.i.2 = fadd double %.547268.2, %.19.i.2
  store double %.20.i.2, double* %.6.i147246.2, align 8
  br label %B193.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2.preheader747, %for.body.1.us.2
  %loop.index.1239.us.2 = phi i64 [ %.585.us.2.7, %for.body.1.us.2 ], [ %loop.index.1239.us.2.unr, %for.body.1.us.2.preheader747 ]
  %sunkaddr2450 = mul i64 %loop.index.1239.us.2, 8
  %358 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2451 = getelementptr i8, i8* %358, i64 %sunkaddr2450
  %359 = bitcast i8* %sunkaddr2451 to double*
  %.547268.us.2 = load double, double* %359, align 8
  %.14.i.us.2 = tail call double @llvm.sin.f64(double %.547268.us.2) #5
  %.19.i.us.2 = fmul double %.14.i.us.2, %arg.h
  %.20.i.us.2 = fadd double %.547268.us.2, %.19.i.us.2
  %scevgep1374 = getelementptr double, double* %.6.i147246.2, i64 %loop.index.1239.us.2
  store double %.20.i.us.2, double* %scevgep1374, align 8
  %sunkaddr2452 = mul i64 %loop.index.1239.us.2, 8
  %360 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2453 = getelementptr i8, i8* %360, i64 %sunkaddr2452
  %sunkaddr2454 = getelementptr i8, i8* %sunkaddr2453, i64 8
  %361 = bitcast i8* %sunkaddr2454 to double*
  %.547268.us.2.1 = load double, double* %361, align 8
  %.14.i.us.2.1 = tail call double @llvm.sin.f64(double %.547268.us.2.1) #5
  %.19.i.us.2.1 = fmul double %.14.i.us.2.1, %arg.h
  %.20.i.us.2.1 = fadd double %.547268.us.2.1, %.19.i.us.2.1
  %scevgep1372 = getelementptr double, double* %.6.i147246.2, i64 %loop.index.1239.us.2
  %scevgep1373 = getelementptr double, double* %scevgep1372, i64 1
  store double %.20.i.us.2.1, double* %scevgep1373, align 8
  %sunkaddr2455 = mul i64 %loop.index.1239.us.2, 8
  %362 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2456 = getelementptr i8, i8* %362, i64 %sunkaddr2455
  %sunkaddr2457 = getelementptr i8, i8* %sunkaddr2456, i64 16
  %363 = bitcast i8* %sunkaddr2457 to double*
  %.547268.us.2.2 = load double, double* %363, align 8
  %.14.i.us.2.2 = tail call double @llvm.sin.f64(double %.547268.us.2.2) #5
  %.19.i.us.2.2 = fmul double %.14.i.us.2.2, %arg.h
  %.20.i.us.2.2 = fadd double %.547268.us.2.2, %.19.i.us.2.2
  %scevgep1370 = getelementptr double, double* %.6.i147246.2, i64 %loop.index.1239.us.2
  %scevgep1371 = getelementptr double, double* %scevgep1370, i64 2
  store double %.20.i.us.2.2, double* %scevgep1371, align 8
  %sunkaddr2458 = mul i64 %loop.index.1239.us.2, 8
  %364 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2459 = getelementptr i8, i8* %364, i64 %sunkaddr2458
  %sunkaddr2460 = getelementptr i8, i8* %sunkaddr2459, i64 24
  %365 = bitcast i8* %sunkaddr2460 to double*
  %.547268.us.2.3 = load double, double* %365, align 8
  %.14.i.us.2.3 = tail call double @llvm.sin.f64(double %.547268.us.2.3) #5
  %.19.i.us.2.3 = fmul double %.14.i.us.2.3, %arg.h
  %.20.i.us.2.3 = fadd double %.547268.us.2.3, %.19.i.us.2.3
  %scevgep1368 = getelementptr double, double* %.6.i147246.2, i64 %loop.index.1239.us.2
  %scevgep1369 = getelementptr double, double* %scevgep1368, i64 3
  store double %.20.i.us.2.3, double* %scevgep1369, align 8
  %sunkaddr2461 = mul i64 %loop.index.1239.us.2, 8
  %366 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2462 = getelementptr i8, i8* %366, i64 %sunkaddr2461
  %sunkaddr2463 = getelementptr i8, i8* %sunkaddr2462, i64 32
  %367 = bitcast i8* %sunkaddr2463 to double*
  %.547268.us.2.4 = load double, double* %367, align 8
  %.14.i.us.2.4 = tail call double @llvm.sin.f64(double %.547268.us.2.4) #5
  %.19.i.us.2.4 = fmul double %.14.i.us.2.4, %arg.h
  %.20.i.us.2.4 = fadd double %.547268.us.2.4, %.19.i.us.2.4
  %scevgep1366 = getelementptr double, double* %.6.i147246.2, i64 %loop.index.1239.us.2
  %scevgep1367 = getelementptr double, double* %scevgep1366, i64 4
  store double %.20.i.us.2.4, double* %scevgep1367, align 8
  %sunkaddr2464 = mul i64 %loop.index.1239.us.2, 8
  %368 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2465 = getelementptr i8, i8* %368, i64 %sunkaddr2464
  %sunkaddr2466 = getelementptr i8, i8* %sunkaddr2465, i64 40
  %369 = bitcast i8* %sunkaddr2466 to double*
  %.547268.us.2.5 = load double, double* %369, align 8
  %.14.i.us.2.5 = tail call double @llvm.sin.f64(double %.547268.us.2.5) #5
  %.19.i.us.2.5 = fmul double %.14.i.us.2.5, %arg.h
  %.20.i.us.2.5 = fadd double %.547268.us.2.5, %.19.i.us.2.5
  %scevgep1364 = getelementptr double, double* %.6.i147246.2, i64 %loop.index.1239.us.2
  %scevgep1365 = getelementptr double, double* %scevgep1364, i64 5
  store double %.20.i.us.2.5, double* %scevgep1365, align 8
  %sunkaddr2467 = mul i64 %loop.index.1239.us.2, 8
  %370 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2468 = getelementptr i8, i8* %370, i64 %sunkaddr2467
  %sunkaddr2469 = getelementptr i8, i8* %sunkaddr2468, i64 48
  %371 = bitcast i8* %sunkaddr2469 to double*
  %.547268.us.2.6 = load double, double* %371, align 8
  %.14.i.us.2.6 = tail call double @llvm.sin.f64(double %.547268.us.2.6) #5
  %.19.i.us.2.6 = fmul double %.14.i.us.2.6, %arg.h
  %.20.i.us.2.6 = fadd double %.547268.us.2.6, %.19.i.us.2.6
  %scevgep1362 = getelementptr double, double* %.6.i147246.2, i64 %loop.index.1239.us.2
  %scevgep1363 = getelementptr double, double* %scevgep1362, i64 6
  store double %.20.i.us.2.6, double* %scevgep1363, align 8
  %sunkaddr2470 = mul i64 %loop.index.1239.us.2, 8
  %372 = bitcast double* %y.4.sroa.32.1.1 to i8*
  %sunkaddr2471 = getelementptr i8, i8* %372, i64 %sunkaddr2470
  %sunkaddr2472 = getelementptr i8, i8* %sunkaddr2471, i64 56
  %373 = bitcast i8* %sunkaddr2472 to double*
  %.547268.us.2.7 = load double, double* %373, align 8
  %.14.i.us.2.7 = tail call double @llvm.sin.f64(double %.547268.us.2.7) #5
  %.19.i.us.2.7 = fmul double %.14.i.us.2.7, %arg.h
  %.20.i.us.2.7 = fadd double %.547268.us.2.7, %.19.i.us.2.7
  %scevgep1360 = getelementptr double, double* %.6.i147246.2, i64 %loop.index.1239.us.2
  %scevgep1361 = getelementptr double, double* %scevgep1360, i64 7
  store double %.20.i.us.2.7, double* %scevgep1361, align 8
  %.585.us.2.7 = add nuw nsw i64 %loop.index.1239.us.2, 8
  %exitcond329.2.not.7 = icmp eq i64 %arg.y0.5.0, %.585.us.2.7
  br i1 %exitcond329.2.not.7, label %B193.2, label %for.body.1.us.2, !llvm.loop !38

B193.2:                                           ; preds = %for.body.2.us.2, %for.body.1.us.2, %for.body.1.us.2.prol.loopexit, %middle.block494, %B72.endif.endif.endif.endif.endif.endif.2, %for.body.2.us.2.prol.loopexit, %middle.block469, %B126.endif.endif.endif.endif.endif.endif.2, %for.body.2.2, %for.body.1.2
  %y.4.sroa.32.1.2 = phi double* [ %.6.i147246.2, %for.body.1.2 ], [ %.6.i97245.2, %for.body.2.2 ], [ %.6.i97245.2, %B126.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i97245.2, %middle.block469 ], [ %.6.i97245.2, %for.body.2.us.2.prol.loopexit ], [ %.6.i147246.2, %B72.endif.endif.endif.endif.endif.endif.2 ], [ %.6.i147246.2, %middle.block494 ], [ %.6.i147246.2, %for.body.1.us.2.prol.loopexit ], [ %.6.i147246.2, %for.body.1.us.2 ], [ %.6.i97245.2, %for.body.2.us.2 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i148.1)
  %.351.3 = load double, double* %y.4.sroa.32.1.2, align 8
  %.352.3 = fcmp ogt double %.351.3, 0.000000e+00
  %.7.i.i148.3 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32)
  br i1 %.352.3, label %B72.endif.endif.endif.endif.endif.3, label %B126.endif.endif.endif.endif.endif.3

B126.endif.endif.endif.endif.endif.3:             ; preds = %B193.2
  %374 = icmp eq i8* %.7.i.i148.3, null
  br i1 %374, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif.3, !prof !0

B126.endif.endif.endif.endif.endif.endif.3:       ; preds = %B126.endif.endif.endif.endif.endif.3
  %375 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i96.3 = getelementptr i8, i8* %.7.i.i148.3, i64 24
  %376 = bitcast i8* %.5.i96.3 to double**
  %.6.i97245.3 = load double*, double** %376, align 8
  br i1 %375, label %for.body.2.preheader.3, label %B192.endif.endif.endif.endif.endif

for.body.2.preheader.3:                           ; preds = %B126.endif.endif.endif.endif.endif.endif.3
  %377 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %377, label %for.body.2.us.3.preheader, label %for.body.2.3

for.body.2.us.3.preheader:                        ; preds = %for.body.2.preheader.3
  %min.iters.check521 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check521, label %for.body.2.us.3.preheader585, label %vector.memcheck508

vector.memcheck508:                               ; preds = %for.body.2.us.3.preheader
  %scevgep510 = getelementptr double, double* %.6.i97245.3, i64 %arg.y0.5.0
  %scevgep513 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %arg.y0.5.0
  %bound0515 = icmp ult double* %.6.i97245.3, %scevgep513
  %bound1516 = icmp ult double* %y.4.sroa.32.1.2, %scevgep510
  %found.conflict517 = and i1 %bound0515, %bound1516
  br i1 %found.conflict517, label %for.body.2.us.3.preheader585, label %vector.ph522

vector.ph522:                                     ; preds = %vector.memcheck508
  %n.vec524 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert529 = insertelement <8 x double> poison, double %.612, i64 0
  %broadcast.splat530 = shufflevector <8 x double> %broadcast.splatinsert529, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert531 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat532 = shufflevector <8 x double> %broadcast.splatinsert531, <8 x double> poison, <8 x i32> zeroinitializer
  %378 = add i64 %n.vec524, -8
  %379 = lshr exact i64 %378, 3
  %380 = add nuw nsw i64 %379, 1
  %xtraiter625 = and i64 %380, 7
  %381 = icmp ult i64 %378, 56
  br i1 %381, label %middle.block518.unr-lcssa, label %vector.ph522.new

vector.ph522.new:                                 ; preds = %vector.ph522
  %const2192 = bitcast i64 4611686018427387896 to i64
  %unroll_iter628 = and i64 %380, %const2192
  br label %vector.body520

vector.body520:                                   ; preds = %vector.body520, %vector.ph522.new
  %lsr.iv1358 = phi i64 [ %lsr.iv.next1359, %vector.body520 ], [ %unroll_iter628, %vector.ph522.new ]
  %index527 = phi i64 [ 0, %vector.ph522.new ], [ %index.next533.7, %vector.body520 ]
  %sunkaddr2473 = mul i64 %index527, 8
  %382 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2474 = getelementptr i8, i8* %382, i64 %sunkaddr2473
  %383 = bitcast i8* %sunkaddr2474 to <8 x double>*
  %wide.load528 = load <8 x double>, <8 x double>* %383, align 8, !alias.scope !39
  %384 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load528)
  %385 = fmul <8 x double> %broadcast.splat530, %wide.load528
  %386 = fmul <8 x double> %384, %broadcast.splat532
  %387 = fadd <8 x double> %385, %386
  %sunkaddr2475 = mul i64 %index527, 8
  %388 = bitcast double* %.6.i97245.3 to i8*
  %sunkaddr2476 = getelementptr i8, i8* %388, i64 %sunkaddr2475
  %389 = bitcast i8* %sunkaddr2476 to <8 x double>*
  store <8 x double> %387, <8 x double>* %389, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2477 = mul i64 %index527, 8
  %390 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2478 = getelementptr i8, i8* %390, i64 %sunkaddr2477
  %sunkaddr2479 = getelementptr i8, i8* %sunkaddr2478, i64 64
  %391 = bitcast i8* %sunkaddr2479 to <8 x double>*
  %wide.load528.1 = load <8 x double>, <8 x double>* %391, align 8, !alias.scope !39
  %392 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load528.1)
  %393 = fmul <8 x double> %broadcast.splat530, %wide.load528.1
  %394 = fmul <8 x double> %392, %broadcast.splat532
  %395 = fadd <8 x double> %393, %394
  %sunkaddr2480 = mul i64 %index527, 8
  %396 = bitcast double* %.6.i97245.3 to i8*
  %sunkaddr2481 = getelementptr i8, i8* %396, i64 %sunkaddr2480
  %sunkaddr2482 = getelementptr i8, i8* %sunkaddr2481, i64 64
  %397 = bitcast i8* %sunkaddr2482 to <8 x double>*
  store <8 x double> %395, <8 x double>* %397, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2483 = mul i64 %index527, 8
  %398 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2484 = getelementptr i8, i8* %398, i64 %sunkaddr2483
  %sunkaddr2485 = getelementptr i8, i8* %sunkaddr2484, i64 128
  %399 = bitcast i8* %sunkaddr2485 to <8 x double>*
  %wide.load528.2 = load <8 x double>, <8 x double>* %399, align 8, !alias.scope !39
  %400 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load528.2)
  %401 = fmul <8 x double> %broadcast.splat530, %wide.load528.2
  %402 = fmul <8 x double> %400, %broadcast.splat532
  %403 = fadd <8 x double> %401, %402
  %sunkaddr2486 = mul i64 %index527, 8
  %404 = bitcast double* %.6.i97245.3 to i8*
  %sunkaddr2487 = getelementptr i8, i8* %404, i64 %sunkaddr2486
  %sunkaddr2488 = getelementptr i8, i8* %sunkaddr2487, i64 128
  %405 = bitcast i8* %sunkaddr2488 to <8 x double>*
  store <8 x double> %403, <8 x double>* %405, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2489 = mul i64 %index527, 8
  %406 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2490 = getelementptr i8, i8* %406, i64 %sunkaddr2489
  %sunkaddr2491 = getelementptr i8, i8* %sunkaddr2490, i64 192
  %407 = bitcast i8* %sunkaddr2491 to <8 x double>*
  %wide.load528.3 = load <8 x double>, <8 x double>* %407, align 8, !alias.scope !39
  %408 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load528.3)
  %409 = fmul <8 x double> %broadcast.splat530, %wide.load528.3
  %410 = fmul <8 x double> %408, %broadcast.splat532
  %411 = fadd <8 x double> %409, %410
  %sunkaddr2492 = mul i64 %index527, 8
  %412 = bitcast double* %.6.i97245.3 to i8*
  %sunkaddr2493 = getelementptr i8, i8* %412, i64 %sunkaddr2492
  %sunkaddr2494 = getelementptr i8, i8* %sunkaddr2493, i64 192
  %413 = bitcast i8* %sunkaddr2494 to <8 x double>*
  store <8 x double> %411, <8 x double>* %413, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2495 = mul i64 %index527, 8
  %414 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2496 = getelementptr i8, i8* %414, i64 %sunkaddr2495
  %sunkaddr2497 = getelementptr i8, i8* %sunkaddr2496, i64 256
  %415 = bitcast i8* %sunkaddr2497 to <8 x double>*
  %wide.load528.4 = load <8 x double>, <8 x double>* %415, align 8, !alias.scope !39
  %416 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load528.4)
  %417 = fmul <8 x double> %broadcast.splat530, %wide.load528.4
  %418 = fmul <8 x double> %416, %broadcast.splat532
  %419 = fadd <8 x double> %417, %418
  %sunkaddr2498 = mul i64 %index527, 8
  %420 = bitcast double* %.6.i97245.3 to i8*
  %sunkaddr2499 = getelementptr i8, i8* %420, i64 %sunkaddr2498
  %sunkaddr2500 = getelementptr i8, i8* %sunkaddr2499, i64 256
  %421 = bitcast i8* %sunkaddr2500 to <8 x double>*
  store <8 x double> %419, <8 x double>* %421, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2501 = mul i64 %index527, 8
  %422 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2502 = getelementptr i8, i8* %422, i64 %sunkaddr2501
  %sunkaddr2503 = getelementptr i8, i8* %sunkaddr2502, i64 320
  %423 = bitcast i8* %sunkaddr2503 to <8 x double>*
  %wide.load528.5 = load <8 x double>, <8 x double>* %423, align 8, !alias.scope !39
  %424 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load528.5)
  %425 = fmul <8 x double> %broadcast.splat530, %wide.load528.5
  %426 = fmul <8 x double> %424, %broadcast.splat532
  %427 = fadd <8 x double> %425, %426
  %sunkaddr2504 = mul i64 %index527, 8
  %428 = bitcast double* %.6.i97245.3 to i8*
  %sunkaddr2505 = getelementptr i8, i8* %428, i64 %sunkaddr2504
  %sunkaddr2506 = getelementptr i8, i8* %sunkaddr2505, i64 320
  %429 = bitcast i8* %sunkaddr2506 to <8 x double>*
  store <8 x double> %427, <8 x double>* %429, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2507 = mul i64 %index527, 8
  %430 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2508 = getelementptr i8, i8* %430, i64 %sunkaddr2507
  %sunkaddr2509 = getelementptr i8, i8* %sunkaddr2508, i64 384
  %431 = bitcast i8* %sunkaddr2509 to <8 x double>*
  %wide.load528.6 = load <8 x double>, <8 x double>* %431, align 8, !alias.scope !39
  %432 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load528.6)
  %433 = fmul <8 x double> %broadcast.splat530, %wide.load528.6
  %434 = fmul <8 x double> %432, %broadcast.splat532
  %435 = fadd <8 x double> %433, %434
  %sunkaddr2510 = mul i64 %index527, 8
  %436 = bitcast double* %.6.i97245.3 to i8*
  %sunkaddr2511 = getelementptr i8, i8* %436, i64 %sunkaddr2510
  %sunkaddr2512 = getelementptr i8, i8* %sunkaddr2511, i64 384
  %437 = bitcast i8* %sunkaddr2512 to <8 x double>*
  store <8 x double> %435, <8 x double>* %437, align 8, !alias.scope !42, !noalias !39
  %sunkaddr2513 = mul i64 %index527, 8
  %438 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2514 = getelementptr i8, i8* %438, i64 %sunkaddr2513
  %sunkaddr2515 = getelementptr i8, i8* %sunkaddr2514, i64 448
  %439 = bitcast i8* %sunkaddr2515 to <8 x double>*
  %wide.load528.7 = load <8 x double>, <8 x double>* %439, align 8, !alias.scope !39
  %440 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load528.7)
  %441 = fmul <8 x double> %broadcast.splat530, %wide.load528.7
  %442 = fmul <8 x double> %440, %broadcast.splat532
  %443 = fadd <8 x double> %441, %442
  %sunkaddr2516 = mul i64 %index527, 8
  %444 = bitcast double* %.6.i97245.3 to i8*
  %sunkaddr2517 = getelementptr i8, i8* %444, i64 %sunkaddr2516
  %sunkaddr2518 = getelementptr i8, i8* %sunkaddr2517, i64 448
  %445 = bitcast i8* %sunkaddr2518 to <8 x double>*
  store <8 x double> %443, <8 x double>* %445, align 8, !alias.scope !42, !noalias !39
  %index.next533.7 = add i64 %index527, 64
  %lsr.iv.next1359 = add i64 %lsr.iv1358, -8
  %niter629.ncmp.7 = icmp eq i64 %lsr.iv.next1359, 0
  br i1 %niter629.ncmp.7, label %middle.block518.unr-lcssa, label %vector.body520, !llvm.loop !44

middle.block518.unr-lcssa:                        ; preds = %vector.body520, %vector.ph522
  %index527.unr = phi i64 [ 0, %vector.ph522 ], [ %index.next533.7, %vector.body520 ]
  %lcmp.mod627.not = icmp eq i64 %xtraiter625, 0
  br i1 %lcmp.mod627.not, label %middle.block518, label %vector.body520.epil.preheader

vector.body520.epil.preheader:                    ; preds = %middle.block518.unr-lcssa
  %scevgep1300 = getelementptr double, double* %.6.i97245.3, i64 %index527.unr
  %scevgep1306 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %index527.unr
  %446 = shl nuw nsw i64 %xtraiter625, 6
  br label %vector.body520.epil

vector.body520.epil:                              ; preds = %vector.body520.epil.preheader, %vector.body520.epil
  %lsr.iv1301 = phi i64 [ 0, %vector.body520.epil.preheader ], [ %lsr.iv.next1302, %vector.body520.epil ]
  %447 = bitcast double* %scevgep1306 to i8*
  %448 = bitcast double* %scevgep1300 to i8*
  %uglygep1308 = getelementptr i8, i8* %447, i64 %lsr.iv1301
  %uglygep13081309 = bitcast i8* %uglygep1308 to <8 x double>*
  %wide.load528.epil = load <8 x double>, <8 x double>* %uglygep13081309, align 8, !alias.scope !39
  %449 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load528.epil)
  %450 = fmul <8 x double> %broadcast.splat530, %wide.load528.epil
  %451 = fmul <8 x double> %449, %broadcast.splat532
  %452 = fadd <8 x double> %450, %451
  %uglygep1304 = getelementptr i8, i8* %448, i64 %lsr.iv1301
  %uglygep13041305 = bitcast i8* %uglygep1304 to <8 x double>*
  store <8 x double> %452, <8 x double>* %uglygep13041305, align 8, !alias.scope !42, !noalias !39
  %lsr.iv.next1302 = add nuw nsw i64 %lsr.iv1301, 64
  %epil.iter626.cmp.not = icmp eq i64 %446, %lsr.iv.next1302
  br i1 %epil.iter626.cmp.not, label %middle.block518, label %vector.body520.epil, !llvm.loop !45

middle.block518:                                  ; preds = %vector.body520.epil, %middle.block518.unr-lcssa
  %cmp.n526 = icmp eq i64 %n.vec524, %arg.y0.5.0
  br i1 %cmp.n526, label %B192.endif.endif.endif.endif.endif, label %for.body.2.us.3.preheader585

for.body.2.us.3.preheader585:                     ; preds = %vector.memcheck508, %for.body.2.us.3.preheader, %middle.block518
  %loop.index.2235.us.3.ph = phi i64 [ 0, %vector.memcheck508 ], [ 0, %for.body.2.us.3.preheader ], [ %n.vec524, %middle.block518 ]
  %453 = xor i64 %loop.index.2235.us.3.ph, -1
  %454 = add i64 %453, %arg.y0.5.0
  %xtraiter622 = and i64 %arg.y0.5.0, 7
  %lcmp.mod623.not = icmp eq i64 %xtraiter622, 0
  br i1 %lcmp.mod623.not, label %for.body.2.us.3.prol.loopexit, label %for.body.2.us.3.prol.preheader

for.body.2.us.3.prol.preheader:                   ; preds = %for.body.2.us.3.preheader585
  br label %for.body.2.us.3.prol

for.body.2.us.3.prol:                             ; preds = %for.body.2.us.3.prol.preheader, %for.body.2.us.3.prol
  %lsr.iv1298 = phi i64 [ %xtraiter622, %for.body.2.us.3.prol.preheader ], [ %lsr.iv.next1299, %for.body.2.us.3.prol ]
  %loop.index.2235.us.3.prol = phi i64 [ %.846.us.3.prol, %for.body.2.us.3.prol ], [ %loop.index.2235.us.3.ph, %for.body.2.us.3.prol.preheader ]
  %scevgep1297 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.2235.us.3.prol
  %.808284.us.3.prol = load double, double* %scevgep1297, align 8
  %.16.i.us.3.prol = tail call double @llvm.cos.f64(double %.808284.us.3.prol) #5
  %.8.i.us.3.prol = fmul double %.612, %.808284.us.3.prol
  %.21.i.us.3.prol = fmul double %.16.i.us.3.prol, %arg.h
  %.22.i.us.3.prol = fadd double %.8.i.us.3.prol, %.21.i.us.3.prol
  %scevgep1296 = getelementptr double, double* %.6.i97245.3, i64 %loop.index.2235.us.3.prol
  store double %.22.i.us.3.prol, double* %scevgep1296, align 8
  %.846.us.3.prol = add nuw i64 %loop.index.2235.us.3.prol, 1
  %lsr.iv.next1299 = add nsw i64 %lsr.iv1298, -1
  %prol.iter624.cmp.not = icmp eq i64 %lsr.iv.next1299, 0
  br i1 %prol.iter624.cmp.not, label %for.body.2.us.3.prol.loopexit, label %for.body.2.us.3.prol, !llvm.loop !46

for.body.2.us.3.prol.loopexit:                    ; preds = %for.body.2.us.3.prol, %for.body.2.us.3.preheader585
  %loop.index.2235.us.3.unr = phi i64 [ %loop.index.2235.us.3.ph, %for.body.2.us.3.preheader585 ], [ %.846.us.3.prol, %for.body.2.us.3.prol ]
  %455 = icmp ult i64 %454, 7
  br i1 %455, label %B192.endif.endif.endif.endif.endif, label %for.body.2.us.3.preheader745

for.body.2.us.3.preheader745:                     ; preds = %for.body.2.us.3.prol.loopexit
  br label %for.body.2.us.3

for.body.2.3:                                     ; preds = %for.body.2.preheader.3
  %.808284.3 = load double, double* %y.4.sroa.32.1.2, align 8
  %.16.i.3 = tail call double @llvm.cos.f64(double %.808284.3) #5
  %.8.i.3 = fmul double %.612, %.808284.3
  %.21.i.3 = fmul double %.16.i.3, %arg.h
  %.22.i.3 = fadd double %.8.i.3, %.21.i.3
  store double %.22.i.3, double* %.6.i97245.3, align 8
  br label %B192.endif.endif.endif.endif.endif

for.body.2.us.3:                                  ; preds = %for.body.2.us.3.preheader745, %for.body.2.us.3
  %loop.index.2235.us.3 = phi i64 [ %.846.us.3.7, %for.body.2.us.3 ], [ %loop.index.2235.us.3.unr, %for.body.2.us.3.preheader745 ]
  %sunkaddr2519 = mul i64 %loop.index.2235.us.3, 8
  %456 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2520 = getelementptr i8, i8* %456, i64 %sunkaddr2519
  %457 = bitcast i8* %sunkaddr2520 to double*
  %.808284.us.3 = load double, double* %457, align 8
  %.16.i.us.3 = tail call double @llvm.cos.f64(double %.808284.us.3) #5
  %.8.i.us.3 = fmul double %.612, %.808284.us.3
  %.21.i.us.3 = fmul double %.16.i.us.3, %arg.h
  %.22.i.us.3 = fadd double %.8.i.us.3, %.21.i.us.3
  %scevgep1279 = getelementptr double, double* %.6.i97245.3, i64 %loop.index.2235.us.3
  store double %.22.i.us.3, double* %scevgep1279, align 8
  %sunkaddr2521 = mul i64 %loop.index.2235.us.3, 8
  %458 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2522 = getelementptr i8, i8* %458, i64 %sunkaddr2521
  %sunkaddr2523 = getelementptr i8, i8* %sunkaddr2522, i64 8
  %459 = bitcast i8* %sunkaddr2523 to double*
  %.808284.us.3.1 = load double, double* %459, align 8
  %.16.i.us.3.1 = tail call double @llvm.cos.f64(double %.808284.us.3.1) #5
  %.8.i.us.3.1 = fmul double %.612, %.808284.us.3.1
  %.21.i.us.3.1 = fmul double %.16.i.us.3.1, %arg.h
  %.22.i.us.3.1 = fadd double %.8.i.us.3.1, %.21.i.us.3.1
  %scevgep1277 = getelementptr double, double* %.6.i97245.3, i64 %loop.index.2235.us.3
  %scevgep1278 = getelementptr double, double* %scevgep1277, i64 1
  store double %.22.i.us.3.1, double* %scevgep1278, align 8
  %sunkaddr2524 = mul i64 %loop.index.2235.us.3, 8
  %460 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2525 = getelementptr i8, i8* %460, i64 %sunkaddr2524
  %sunkaddr2526 = getelementptr i8, i8* %sunkaddr2525, i64 16
  %461 = bitcast i8* %sunkaddr2526 to double*
  %.808284.us.3.2 = load double, double* %461, align 8
  %.16.i.us.3.2 = tail call double @llvm.cos.f64(double %.808284.us.3.2) #5
  %.8.i.us.3.2 = fmul double %.612, %.808284.us.3.2
  %.21.i.us.3.2 = fmul double %.16.i.us.3.2, %arg.h
  %.22.i.us.3.2 = fadd double %.8.i.us.3.2, %.21.i.us.3.2
  %scevgep1275 = getelementptr double, double* %.6.i97245.3, i64 %loop.index.2235.us.3
  %scevgep1276 = getelementptr double, double* %scevgep1275, i64 2
  store double %.22.i.us.3.2, double* %scevgep1276, align 8
  %sunkaddr2527 = mul i64 %loop.index.2235.us.3, 8
  %462 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2528 = getelementptr i8, i8* %462, i64 %sunkaddr2527
  %sunkaddr2529 = getelementptr i8, i8* %sunkaddr2528, i64 24
  %463 = bitcast i8* %sunkaddr2529 to double*
  %.808284.us.3.3 = load double, double* %463, align 8
  %.16.i.us.3.3 = tail call double @llvm.cos.f64(double %.808284.us.3.3) #5
  %.8.i.us.3.3 = fmul double %.612, %.808284.us.3.3
  %.21.i.us.3.3 = fmul double %.16.i.us.3.3, %arg.h
  %.22.i.us.3.3 = fadd double %.8.i.us.3.3, %.21.i.us.3.3
  %scevgep1273 = getelementptr double, double* %.6.i97245.3, i64 %loop.index.2235.us.3
  %scevgep1274 = getelementptr double, double* %scevgep1273, i64 3
  store double %.22.i.us.3.3, double* %scevgep1274, align 8
  %sunkaddr2530 = mul i64 %loop.index.2235.us.3, 8
  %464 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2531 = getelementptr i8, i8* %464, i64 %sunkaddr2530
  %sunkaddr2532 = getelementptr i8, i8* %sunkaddr2531, i64 32
  %465 = bitcast i8* %sunkaddr2532 to double*
  %.808284.us.3.4 = load double, double* %465, align 8
  %.16.i.us.3.4 = tail call double @llvm.cos.f64(double %.808284.us.3.4) #5
  %.8.i.us.3.4 = fmul double %.612, %.808284.us.3.4
  %.21.i.us.3.4 = fmul double %.16.i.us.3.4, %arg.h
  %.22.i.us.3.4 = fadd double %.8.i.us.3.4, %.21.i.us.3.4
  %scevgep1271 = getelementptr double, double* %.6.i97245.3, i64 %loop.index.2235.us.3
  %scevgep1272 = getelementptr double, double* %scevgep1271, i64 4
  store double %.22.i.us.3.4, double* %scevgep1272, align 8
  %sunkaddr2533 = mul i64 %loop.index.2235.us.3, 8
  %466 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2534 = getelementptr i8, i8* %466, i64 %sunkaddr2533
  %sunkaddr2535 = getelementptr i8, i8* %sunkaddr2534, i64 40
  %467 = bitcast i8* %sunkaddr2535 to double*
  %.808284.us.3.5 = load double, double* %467, align 8
  %.16.i.us.3.5 = tail call double @llvm.cos.f64(double %.808284.us.3.5) #5
  %.8.i.us.3.5 = fmul double %.612, %.808284.us.3.5
  %.21.i.us.3.5 = fmul double %.16.i.us.3.5, %arg.h
  %.22.i.us.3.5 = fadd double %.8.i.us.3.5, %.21.i.us.3.5
  %scevgep1269 = getelementptr double, double* %.6.i97245.3, i64 %loop.index.2235.us.3
  %scevgep1270 = getelementptr double, double* %scevgep1269, i64 5
  store double %.22.i.us.3.5, double* %scevgep1270, align 8
  %sunkaddr2536 = mul i64 %loop.index.2235.us.3, 8
  %468 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2537 = getelementptr i8, i8* %468, i64 %sunkaddr2536
  %sunkaddr2538 = getelementptr i8, i8* %sunkaddr2537, i64 48
  %469 = bitcast i8* %sunkaddr2538 to double*
  %.808284.us.3.6 = load double, double* %469, align 8
  %.16.i.us.3.6 = tail call double @llvm.cos.f64(double %.808284.us.3.6) #5
  %.8.i.us.3.6 = fmul double %.612, %.808284.us.3.6
  %.21.i.us.3.6 = fmul double %.16.i.us.3.6, %arg.h
  %.22.i.us.3.6 = fadd double %.8.i.us.3.6, %.21.i.us.3.6
  %scevgep1267 = getelementptr double, double* %.6.i97245.3, i64 %loop.index.2235.us.3
  %scevgep1268 = getelementptr double, double* %scevgep1267, i64 6
  store double %.22.i.us.3.6, double* %scevgep1268, align 8
  %sunkaddr2539 = mul i64 %loop.index.2235.us.3, 8
  %470 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2540 = getelementptr i8, i8* %470, i64 %sunkaddr2539
  %sunkaddr2541 = getelementptr i8, i8* %sunkaddr2540, i64 56
  %471 = bitcast i8* %sunkaddr2541 to double*
  %.808284.us.3.7 = load double, double* %471, align 8
  %.16.i.us.3.7 = tail call double @llvm.cos.f64(double %.808284.us.3.7) #5
  %.8.i.us.3.7 = fmul double %.612, %.808284.us.3.7
  %.21.i.us.3.7 = fmul double %.16.i.us.3.7, %arg.h
  %.22.i.us.3.7 = fadd double %.8.i.us.3.7, %.21.i.us.3.7
  %scevgep1265 = getelementptr double, double* %.6.i97245.3, i64 %loop.index.2235.us.3
  %scevgep1266 = getelementptr double, double* %scevgep1265, i64 7
  store double %.22.i.us.3.7, double* %scevgep1266, align 8
  %.846.us.3.7 = add nuw nsw i64 %loop.index.2235.us.3, 8
  %exitcond327.3.not.7 = icmp eq i64 %arg.y0.5.0, %.846.us.3.7
  br i1 %exitcond327.3.not.7, label %B192.endif.endif.endif.endif.endif, label %for.body.2.us.3, !llvm.loop !47

B72.endif.endif.endif.endif.endif.3:              ; preds = %B193.2
  %472 = icmp eq i8* %.7.i.i148.3, null
  br i1 %472, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif.3, !prof !0

B72.endif.endif.endif.endif.endif.endif.3:        ; preds = %B72.endif.endif.endif.endif.endif.3
  %473 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i146.3 = getelementptr i8, i8* %.7.i.i148.3, i64 24
  %474 = bitcast i8* %.5.i146.3 to double**
  %.6.i147246.3 = load double*, double** %474, align 8
  br i1 %473, label %for.body.1.preheader.3, label %B192.endif.endif.endif.endif.endif

for.body.1.preheader.3:                           ; preds = %B72.endif.endif.endif.endif.endif.endif.3
  %475 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %475, label %for.body.1.us.3.preheader, label %for.body.1.3

for.body.1.us.3.preheader:                        ; preds = %for.body.1.preheader.3
  %min.iters.check546 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check546, label %for.body.1.us.3.preheader583, label %vector.memcheck534

vector.memcheck534:                               ; preds = %for.body.1.us.3.preheader
  %scevgep536 = getelementptr double, double* %.6.i147246.3, i64 %arg.y0.5.0
  %scevgep538 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %arg.y0.5.0
  %bound0540 = icmp ult double* %.6.i147246.3, %scevgep538
  %bound1541 = icmp ult double* %y.4.sroa.32.1.2, %scevgep536
  %found.conflict542 = and i1 %bound0540, %bound1541
  br i1 %found.conflict542, label %for.body.1.us.3.preheader583, label %vector.ph547

vector.ph547:                                     ; preds = %vector.memcheck534
  %n.vec549 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert554 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat555 = shufflevector <8 x double> %broadcast.splatinsert554, <8 x double> poison, <8 x i32> zeroinitializer
  %476 = add i64 %n.vec549, -8
  %477 = lshr exact i64 %476, 3
  %478 = add nuw nsw i64 %477, 1
  %xtraiter617 = and i64 %478, 7
  %479 = icmp ult i64 %476, 56
  br i1 %479, label %middle.block543.unr-lcssa, label %vector.ph547.new

vector.ph547.new:                                 ; preds = %vector.ph547
  %const2194 = bitcast i64 4611686018427387896 to i64
  %unroll_iter620 = and i64 %478, %const2194
  br label %vector.body545

vector.body545:                                   ; preds = %vector.body545, %vector.ph547.new
  %lsr.iv1263 = phi i64 [ %lsr.iv.next1264, %vector.body545 ], [ %unroll_iter620, %vector.ph547.new ]
  %index552 = phi i64 [ 0, %vector.ph547.new ], [ %index.next556.7, %vector.body545 ]
  %sunkaddr2542 = mul i64 %index552, 8
  %480 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2543 = getelementptr i8, i8* %480, i64 %sunkaddr2542
  %481 = bitcast i8* %sunkaddr2543 to <8 x double>*
  %wide.load553 = load <8 x double>, <8 x double>* %481, align 8, !alias.scope !48
  %482 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load553)
  %483 = fmul <8 x double> %482, %broadcast.splat555
  %484 = fadd <8 x double> %wide.load553, %483
  %sunkaddr2544 = mul i64 %index552, 8
  %485 = bitcast double* %.6.i147246.3 to i8*
  %sunkaddr2545 = getelementptr i8, i8* %485, i64 %sunkaddr2544
  %486 = bitcast i8* %sunkaddr2545 to <8 x double>*
  store <8 x double> %484, <8 x double>* %486, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2546 = mul i64 %index552, 8
  %487 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2547 = getelementptr i8, i8* %487, i64 %sunkaddr2546
  %sunkaddr2548 = getelementptr i8, i8* %sunkaddr2547, i64 64
  %488 = bitcast i8* %sunkaddr2548 to <8 x double>*
  %wide.load553.1 = load <8 x double>, <8 x double>* %488, align 8, !alias.scope !48
  %489 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load553.1)
  %490 = fmul <8 x double> %489, %broadcast.splat555
  %491 = fadd <8 x double> %wide.load553.1, %490
  %sunkaddr2549 = mul i64 %index552, 8
  %492 = bitcast double* %.6.i147246.3 to i8*
  %sunkaddr2550 = getelementptr i8, i8* %492, i64 %sunkaddr2549
  %sunkaddr2551 = getelementptr i8, i8* %sunkaddr2550, i64 64
  %493 = bitcast i8* %sunkaddr2551 to <8 x double>*
  store <8 x double> %491, <8 x double>* %493, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2552 = mul i64 %index552, 8
  %494 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2553 = getelementptr i8, i8* %494, i64 %sunkaddr2552
  %sunkaddr2554 = getelementptr i8, i8* %sunkaddr2553, i64 128
  %495 = bitcast i8* %sunkaddr2554 to <8 x double>*
  %wide.load553.2 = load <8 x double>, <8 x double>* %495, align 8, !alias.scope !48
  %496 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load553.2)
  %497 = fmul <8 x double> %496, %broadcast.splat555
  %498 = fadd <8 x double> %wide.load553.2, %497
  %sunkaddr2555 = mul i64 %index552, 8
  %499 = bitcast double* %.6.i147246.3 to i8*
  %sunkaddr2556 = getelementptr i8, i8* %499, i64 %sunkaddr2555
  %sunkaddr2557 = getelementptr i8, i8* %sunkaddr2556, i64 128
  %500 = bitcast i8* %sunkaddr2557 to <8 x double>*
  store <8 x double> %498, <8 x double>* %500, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2558 = mul i64 %index552, 8
  %501 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2559 = getelementptr i8, i8* %501, i64 %sunkaddr2558
  %sunkaddr2560 = getelementptr i8, i8* %sunkaddr2559, i64 192
  %502 = bitcast i8* %sunkaddr2560 to <8 x double>*
  %wide.load553.3 = load <8 x double>, <8 x double>* %502, align 8, !alias.scope !48
  %503 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load553.3)
  %504 = fmul <8 x double> %503, %broadcast.splat555
  %505 = fadd <8 x double> %wide.load553.3, %504
  %sunkaddr2561 = mul i64 %index552, 8
  %506 = bitcast double* %.6.i147246.3 to i8*
  %sunkaddr2562 = getelementptr i8, i8* %506, i64 %sunkaddr2561
  %sunkaddr2563 = getelementptr i8, i8* %sunkaddr2562, i64 192
  %507 = bitcast i8* %sunkaddr2563 to <8 x double>*
  store <8 x double> %505, <8 x double>* %507, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2564 = mul i64 %index552, 8
  %508 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2565 = getelementptr i8, i8* %508, i64 %sunkaddr2564
  %sunkaddr2566 = getelementptr i8, i8* %sunkaddr2565, i64 256
  %509 = bitcast i8* %sunkaddr2566 to <8 x double>*
  %wide.load553.4 = load <8 x double>, <8 x double>* %509, align 8, !alias.scope !48
  %510 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load553.4)
  %511 = fmul <8 x double> %510, %broadcast.splat555
  %512 = fadd <8 x double> %wide.load553.4, %511
  %sunkaddr2567 = mul i64 %index552, 8
  %513 = bitcast double* %.6.i147246.3 to i8*
  %sunkaddr2568 = getelementptr i8, i8* %513, i64 %sunkaddr2567
  %sunkaddr2569 = getelementptr i8, i8* %sunkaddr2568, i64 256
  %514 = bitcast i8* %sunkaddr2569 to <8 x double>*
  store <8 x double> %512, <8 x double>* %514, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2570 = mul i64 %index552, 8
  %515 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2571 = getelementptr i8, i8* %515, i64 %sunkaddr2570
  %sunkaddr2572 = getelementptr i8, i8* %sunkaddr2571, i64 320
  %516 = bitcast i8* %sunkaddr2572 to <8 x double>*
  %wide.load553.5 = load <8 x double>, <8 x double>* %516, align 8, !alias.scope !48
  %517 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load553.5)
  %518 = fmul <8 x double> %517, %broadcast.splat555
  %519 = fadd <8 x double> %wide.load553.5, %518
  %sunkaddr2573 = mul i64 %index552, 8
  %520 = bitcast double* %.6.i147246.3 to i8*
  %sunkaddr2574 = getelementptr i8, i8* %520, i64 %sunkaddr2573
  %sunkaddr2575 = getelementptr i8, i8* %sunkaddr2574, i64 320
  %521 = bitcast i8* %sunkaddr2575 to <8 x double>*
  store <8 x double> %519, <8 x double>* %521, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2576 = mul i64 %index552, 8
  %522 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2577 = getelementptr i8, i8* %522, i64 %sunkaddr2576
  %sunkaddr2578 = getelementptr i8, i8* %sunkaddr2577, i64 384
  %523 = bitcast i8* %sunkaddr2578 to <8 x double>*
  %wide.load553.6 = load <8 x double>, <8 x double>* %523, align 8, !alias.scope !48
  %524 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load553.6)
  %525 = fmul <8 x double> %524, %broadcast.splat555
  %526 = fadd <8 x double> %wide.load553.6, %525
  %sunkaddr2579 = mul i64 %index552, 8
  %527 = bitcast double* %.6.i147246.3 to i8*
  %sunkaddr2580 = getelementptr i8, i8* %527, i64 %sunkaddr2579
  %sunkaddr2581 = getelementptr i8, i8* %sunkaddr2580, i64 384
  %528 = bitcast i8* %sunkaddr2581 to <8 x double>*
  store <8 x double> %526, <8 x double>* %528, align 8, !alias.scope !51, !noalias !48
  %sunkaddr2582 = mul i64 %index552, 8
  %529 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2583 = getelementptr i8, i8* %529, i64 %sunkaddr2582
  %sunkaddr2584 = getelementptr i8, i8* %sunkaddr2583, i64 448
  %530 = bitcast i8* %sunkaddr2584 to <8 x double>*
  %wide.load553.7 = load <8 x double>, <8 x double>* %530, align 8, !alias.scope !48
  %531 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load553.7)
  %532 = fmul <8 x double> %531, %broadcast.splat555
  %533 = fadd <8 x double> %wide.load553.7, %532
  %sunkaddr2585 = mul i64 %index552, 8
  %534 = bitcast double* %.6.i147246.3 to i8*
  %sunkaddr2586 = getelementptr i8, i8* %534, i64 %sunkaddr2585
  %sunkaddr2587 = getelementptr i8, i8* %sunkaddr2586, i64 448
  %535 = bitcast i8* %sunkaddr2587 to <8 x double>*
  store <8 x double> %533, <8 x double>* %535, align 8, !alias.scope !51, !noalias !48
  %index.next556.7 = add i64 %index552, 64
  %lsr.iv.next1264 = add i64 %lsr.iv1263, -8
  %niter621.ncmp.7 = icmp eq i64 %lsr.iv.next1264, 0
  br i1 %niter621.ncmp.7, label %middle.block543.unr-lcssa, label %vector.body545, !llvm.loop !53

middle.block543.unr-lcssa:                        ; preds = %vector.body545, %vector.ph547
  %index552.unr = phi i64 [ 0, %vector.ph547 ], [ %index.next556.7, %vector.body545 ]
  %lcmp.mod619.not = icmp eq i64 %xtraiter617, 0
  br i1 %lcmp.mod619.not, label %middle.block543, label %vector.body545.epil.preheader

vector.body545.epil.preheader:                    ; preds = %middle.block543.unr-lcssa
  %scevgep1205 = getelementptr double, double* %.6.i147246.3, i64 %index552.unr
  %scevgep1211 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %index552.unr
  %536 = shl nuw nsw i64 %xtraiter617, 6
  br label %vector.body545.epil

vector.body545.epil:                              ; preds = %vector.body545.epil.preheader, %vector.body545.epil
  %lsr.iv1206 = phi i64 [ 0, %vector.body545.epil.preheader ], [ %lsr.iv.next1207, %vector.body545.epil ]
  %537 = bitcast double* %scevgep1211 to i8*
  %538 = bitcast double* %scevgep1205 to i8*
  %uglygep1213 = getelementptr i8, i8* %537, i64 %lsr.iv1206
  %uglygep12131214 = bitcast i8* %uglygep1213 to <8 x double>*
  %wide.load553.epil = load <8 x double>, <8 x double>* %uglygep12131214, align 8, !alias.scope !48
  %539 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load553.epil)
  %540 = fmul <8 x double> %539, %broadcast.splat555
  %541 = fadd <8 x double> %wide.load553.epil, %540
  %uglygep1209 = getelementptr i8, i8* %538, i64 %lsr.iv1206
  %uglygep12091210 = bitcast i8* %uglygep1209 to <8 x double>*
  store <8 x double> %541, <8 x double>* %uglygep12091210, align 8, !alias.scope !51, !noalias !48
  %lsr.iv.next1207 = add nuw nsw i64 %lsr.iv1206, 64
  %epil.iter618.cmp.not = icmp eq i64 %536, %lsr.iv.next1207
  br i1 %epil.iter618.cmp.not, label %middle.block543, label %vector.body545.epil, !llvm.loop !54

middle.block543:                                  ; preds = %vector.body545.epil, %middle.block543.unr-lcssa
  %cmp.n551 = icmp eq i64 %n.vec549, %arg.y0.5.0
  br i1 %cmp.n551, label %B192.endif.endif.endif.endif.endif, label %for.body.1.us.3.preheader583

for.body.1.us.3.preheader583:                     ; preds = %vector.memcheck534, %for.body.1.us.3.preheader, %middle.block543
  %loop.index.1239.us.3.ph = phi i64 [ 0, %vector.memcheck534 ], [ 0, %for.body.1.us.3.preheader ], [ %n.vec549, %middle.block543 ]
  %542 = xor i64 %loop.index.1239.us.3.ph, -1
  %543 = add i64 %542, %arg.y0.5.0
  %xtraiter614 = and i64 %arg.y0.5.0, 7
  %lcmp.mod615.not = icmp eq i64 %xtraiter614, 0
  br i1 %lcmp.mod615.not, label %for.body.1.us.3.prol.loopexit, label %for.body.1.us.3.prol.preheader

for.body.1.us.3.prol.preheader:                   ; preds = %for.body.1.us.3.preheader583
  br label %for.body.1.us.3.prol

for.body.1.us.3.prol:                             ; preds = %for.body.1.us.3.prol.preheader, %for.body.1.us.3.prol
  %lsr.iv1203 = phi i64 [ %xtraiter614, %for.body.1.us.3.prol.preheader ], [ %lsr.iv.next1204, %for.body.1.us.3.prol ]
  %loop.index.1239.us.3.prol = phi i64 [ %.585.us.3.prol, %for.body.1.us.3.prol ], [ %loop.index.1239.us.3.ph, %for.body.1.us.3.prol.preheader ]
  %scevgep1202 = getelementptr double, double* %y.4.sroa.32.1.2, i64 %loop.index.1239.us.3.prol
  %.547268.us.3.prol = load double, double* %scevgep1202, align 8
  %.14.i.us.3.prol = tail call double @llvm.sin.f64(double %.547268.us.3.prol) #5
  %.19.i.us.3.prol = fmul double %.14.i.us.3.prol, %arg.h
  %.20.i.us.3.prol = fadd double %.547268.us.3.prol, %.19.i.us.3.prol
  %scevgep1201 = getelementptr double, double* %.6.i147246.3, i64 %loop.index.1239.us.3.prol
  store double %.20.i.us.3.prol, double* %scevgep1201, align 8
  %.585.us.3.prol = add nuw i64 %loop.index.1239.us.3.prol, 1
  %lsr.iv.next1204 = add nsw i64 %lsr.iv1203, -1
  %prol.iter616.cmp.not = icmp eq i64 %lsr.iv.next1204, 0
  br i1 %prol.iter616.cmp.not, label %for.body.1.us.3.prol.loopexit, label %for.body.1.us.3.prol, !llvm.loop !55

for.body.1.us.3.prol.loopexit:                    ; preds = %for.body.1.us.3.prol, %for.body.1.us.3.preheader583
  %loop.index.1239.us.3.unr = phi i64 [ %loop.index.1239.us.3.ph, %for.body.1.us.3.preheader583 ], [ %.585.us.3.prol, %for.body.1.us.3.prol ]
  %544 = icmp ult i64 %543, 7
  br i1 %544, label %B192.endif.endif.endif.endif.endif, label %for.body.1.us.3.preheader744

for.body.1.us.3.preheader744:                     ; preds = %for.body.1.us.3.prol.loopexit
  br label %for.body.1.us.3

for.body.1.3:                                     ; preds = %for.body.1.preheader.3
  %.547268.3 = load double, double* %y.4.sroa.32.1.2, align 8
  %.14.i.3 = tail call double @llvm.sin.f64(double %.547268.3) #5
  %.19.i.3 = fmul double %.14.i.3, %arg.h
  %.20.i.3 = fadd double %.547268.3, %.19.i.3
  store double %.20.i.3, double* %.6.i147246.3, align 8
  br label %B192.endif.endif.endif.endif.endif

for.body.1.us.3:                                  ; preds = %for.body.1.us.3.preheader744, %for.body.1.us.3
  %loop.index.1239.us.3 = phi i64 [ %.585.us.3.7, %for.body.1.us.3 ], [ %loop.index.1239.us.3.unr, %for.body.1.us.3.preheader744 ]
  %sunkaddr2588 = mul i64 %loop.index.1239.us.3, 8
  %545 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2589 = getelementptr i8, i8* %545, i64 %sunkaddr2588
  %546 = bitcast i8* %sunkaddr2589 to double*
  %.547268.us.3 = load double, double* %546, align 8
  %.14.i.us.3 = tail call double @llvm.sin.f64(double %.547268.us.3) #5
  %.19.i.us.3 = fmul double %.14.i.us.3, %arg.h
  %.20.i.us.3 = fadd double %.547268.us.3, %.19.i.us.3
  %scevgep1184 = getelementptr double, double* %.6.i147246.3, i64 %loop.index.1239.us.3
  store double %.20.i.us.3, double* %scevgep1184, align 8
  %sunkaddr2590 = mul i64 %loop.index.1239.us.3, 8
  %547 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2591 = getelementptr i8, i8* %547, i64 %sunkaddr2590
  %sunkaddr2592 = getelementptr i8, i8* %sunkaddr2591, i64 8
  %548 = bitcast i8* %sunkaddr2592 to double*
  %.547268.us.3.1 = load double, double* %548, align 8
  %.14.i.us.3.1 = tail call double @llvm.sin.f64(double %.547268.us.3.1) #5
  %.19.i.us.3.1 = fmul double %.14.i.us.3.1, %arg.h
  %.20.i.us.3.1 = fadd double %.547268.us.3.1, %.19.i.us.3.1
  %scevgep1182 = getelementptr double, double* %.6.i147246.3, i64 %loop.index.1239.us.3
  %scevgep1183 = getelementptr double, double* %scevgep1182, i64 1
  store double %.20.i.us.3.1, double* %scevgep1183, align 8
  %sunkaddr2593 = mul i64 %loop.index.1239.us.3, 8
  %549 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2594 = getelementptr i8, i8* %549, i64 %sunkaddr2593
  %sunkaddr2595 = getelementptr i8, i8* %sunkaddr2594, i64 16
  %550 = bitcast i8* %sunkaddr2595 to double*
  %.547268.us.3.2 = load double, double* %550, align 8
  %.14.i.us.3.2 = tail call double @llvm.sin.f64(double %.547268.us.3.2) #5
  %.19.i.us.3.2 = fmul double %.14.i.us.3.2, %arg.h
  %.20.i.us.3.2 = fadd double %.547268.us.3.2, %.19.i.us.3.2
  %scevgep1180 = getelementptr double, double* %.6.i147246.3, i64 %loop.index.1239.us.3
  %scevgep1181 = getelementptr double, double* %scevgep1180, i64 2
  store double %.20.i.us.3.2, double* %scevgep1181, align 8
  %sunkaddr2596 = mul i64 %loop.index.1239.us.3, 8
  %551 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2597 = getelementptr i8, i8* %551, i64 %sunkaddr2596
  %sunkaddr2598 = getelementptr i8, i8* %sunkaddr2597, i64 24
  %552 = bitcast i8* %sunkaddr2598 to double*
  %.547268.us.3.3 = load double, double* %552, align 8
  %.14.i.us.3.3 = tail call double @llvm.sin.f64(double %.547268.us.3.3) #5
  %.19.i.us.3.3 = fmul double %.14.i.us.3.3, %arg.h
  %.20.i.us.3.3 = fadd double %.547268.us.3.3, %.19.i.us.3.3
  %scevgep1178 = getelementptr double, double* %.6.i147246.3, i64 %loop.index.1239.us.3
  %scevgep1179 = getelementptr double, double* %scevgep1178, i64 3
  store double %.20.i.us.3.3, double* %scevgep1179, align 8
  %sunkaddr2599 = mul i64 %loop.index.1239.us.3, 8
  %553 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2600 = getelementptr i8, i8* %553, i64 %sunkaddr2599
  %sunkaddr2601 = getelementptr i8, i8* %sunkaddr2600, i64 32
  %554 = bitcast i8* %sunkaddr2601 to double*
  %.547268.us.3.4 = load double, double* %554, align 8
  %.14.i.us.3.4 = tail call double @llvm.sin.f64(double %.547268.us.3.4) #5
  %.19.i.us.3.4 = fmul double %.14.i.us.3.4, %arg.h
  %.20.i.us.3.4 = fadd double %.547268.us.3.4, %.19.i.us.3.4
  %scevgep1176 = getelementptr double, double* %.6.i147246.3, i64 %loop.index.1239.us.3
  %scevgep1177 = getelementptr double, double* %scevgep1176, i64 4
  store double %.20.i.us.3.4, double* %scevgep1177, align 8
  %sunkaddr2602 = mul i64 %loop.index.1239.us.3, 8
  %555 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2603 = getelementptr i8, i8* %555, i64 %sunkaddr2602
  %sunkaddr2604 = getelementptr i8, i8* %sunkaddr2603, i64 40
  %556 = bitcast i8* %sunkaddr2604 to double*
  %.547268.us.3.5 = load double, double* %556, align 8
  %.14.i.us.3.5 = tail call double @llvm.sin.f64(double %.547268.us.3.5) #5
  %.19.i.us.3.5 = fmul double %.14.i.us.3.5, %arg.h
  %.20.i.us.3.5 = fadd double %.547268.us.3.5, %.19.i.us.3.5
  %scevgep1174 = getelementptr double, double* %.6.i147246.3, i64 %loop.index.1239.us.3
  %scevgep1175 = getelementptr double, double* %scevgep1174, i64 5
  store double %.20.i.us.3.5, double* %scevgep1175, align 8
  %sunkaddr2605 = mul i64 %loop.index.1239.us.3, 8
  %557 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2606 = getelementptr i8, i8* %557, i64 %sunkaddr2605
  %sunkaddr2607 = getelementptr i8, i8* %sunkaddr2606, i64 48
  %558 = bitcast i8* %sunkaddr2607 to double*
  %.547268.us.3.6 = load double, double* %558, align 8
  %.14.i.us.3.6 = tail call double @llvm.sin.f64(double %.547268.us.3.6) #5
  %.19.i.us.3.6 = fmul double %.14.i.us.3.6, %arg.h
  %.20.i.us.3.6 = fadd double %.547268.us.3.6, %.19.i.us.3.6
  %scevgep1172 = getelementptr double, double* %.6.i147246.3, i64 %loop.index.1239.us.3
  %scevgep1173 = getelementptr double, double* %scevgep1172, i64 6
  store double %.20.i.us.3.6, double* %scevgep1173, align 8
  %sunkaddr2608 = mul i64 %loop.index.1239.us.3, 8
  %559 = bitcast double* %y.4.sroa.32.1.2 to i8*
  %sunkaddr2609 = getelementptr i8, i8* %559, i64 %sunkaddr2608
  %sunkaddr2610 = getelementptr i8, i8* %sunkaddr2609, i64 56
  %560 = bitcast i8* %sunkaddr2610 to double*
  %.547268.us.3.7 = load double, double* %560, align 8
  %.14.i.us.3.7 = tail call double @llvm.sin.f64(double %.547268.us.3.7) #5
  %.19.i.us.3.7 = fmul double %.14.i.us.3.7, %arg.h
  %.20.i.us.3.7 = fadd double %.547268.us.3.7, %.19.i.us.3.7
  %scevgep1170 = getelementptr double, double* %.6.i147246.3, i64 %loop.index.1239.us.3
  %scevgep1171 = getelementptr double, double* %scevgep1170, i64 7
  store double %.20.i.us.3.7, double* %scevgep1171, align 8
  %.585.us.3.7 = add nuw nsw i64 %loop.index.1239.us.3, 8
  %exitcond329.3.not.7 = icmp eq i64 %arg.y0.5.0, %.585.us.3.7
  br i1 %exitcond329.3.not.7, label %B192.endif.endif.endif.endif.endif, label %for.body.1.us.3, !llvm.loop !56

common.ret:                                       ; preds = %B192.endif.endif.endif.endif.endif.if, %B126.endif.endif.endif.endif.endif.if, %B72.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.if, %for.end.3.endif, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 0, %for.end.3.endif ], [ 1, %B0.endif.endif.endif.if ], [ 1, %B192.endif.endif.endif.endif.endif.if ], [ 1, %B126.endif.endif.endif.endif.endif.if ], [ 1, %B72.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140524762020736, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !57
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.81 = extractvalue { i64, i1 } %.80, 0
  %.7.i.i88 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32), !noalias !58
  %.8.i.i89 = icmp eq i8* %.7.i.i88, null
  br i1 %.8.i.i89, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140524762594048, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i94 = getelementptr i8, i8* %.7.i.i88, i64 24
  %561 = bitcast i8* %.5.i94 to double**
  %.6.i95243 = load double*, double** %561, align 8
  %.149240 = icmp sgt i64 %arg.y0.5.0, 0
  br i1 %.149240, label %for.body.preheader, label %for.end.endif.endif

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %.151.not = icmp eq i64 %arg.y0.5.0, 1
  br i1 %.151.not, label %for.end.endif.endif.loopexit325, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.y0.5.0, 32
  br i1 %min.iters.check, label %for.body.us.preheader605, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i95243, i64 %arg.y0.5.0
  %scevgep359 = getelementptr double, double* %arg.y0.4, i64 %arg.y0.5.0
  %bound0 = icmp ult double* %.6.i95243, %scevgep359
  %bound1 = icmp ugt double* %scevgep, %arg.y0.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader605, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.y0.5.0, -32
  %562 = add i64 %n.vec, -32
  %563 = lshr exact i64 %562, 5
  %564 = add nuw nsw i64 %563, 1
  %xtraiter738 = and i64 %564, 7
  %565 = icmp ult i64 %562, 224
  br i1 %565, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const2188 = bitcast i64 1152921504606846968 to i64
  %unroll_iter741 = and i64 %564, %const2188
  %scevgep1994 = getelementptr double, double* %arg.y0.4, i64 248
  %scevgep2090 = getelementptr double, double* %.6.i95243, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv2186 = phi i64 [ %lsr.iv.next2187, %vector.body ], [ %unroll_iter741, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep2078 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20782079 = bitcast double* %scevgep2078 to <8 x double>*
  %scevgep2080 = getelementptr <8 x double>, <8 x double>* %scevgep20782079, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep2080, align 8, !alias.scope !65
  %scevgep2087 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20872088 = bitcast double* %scevgep2087 to <8 x double>*
  %scevgep2089 = getelementptr <8 x double>, <8 x double>* %scevgep20872088, i64 -30
  %wide.load361 = load <8 x double>, <8 x double>* %scevgep2089, align 8, !alias.scope !65
  %scevgep2084 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20842085 = bitcast double* %scevgep2084 to <8 x double>*
  %scevgep2086 = getelementptr <8 x double>, <8 x double>* %scevgep20842085, i64 -29
  %wide.load362 = load <8 x double>, <8 x double>* %scevgep2086, align 8, !alias.scope !65
  %scevgep2081 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20812082 = bitcast double* %scevgep2081 to <8 x double>*
  %scevgep2083 = getelementptr <8 x double>, <8 x double>* %scevgep20812082, i64 -28
  %wide.load363 = load <8 x double>, <8 x double>* %scevgep2083, align 8, !alias.scope !65
  %scevgep2174 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21742175 = bitcast double* %scevgep2174 to <8 x double>*
  %scevgep2176 = getelementptr <8 x double>, <8 x double>* %scevgep21742175, i64 -31
  store <8 x double> %wide.load, <8 x double>* %scevgep2176, align 8, !alias.scope !68, !noalias !65
  %scevgep2183 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21832184 = bitcast double* %scevgep2183 to <8 x double>*
  %scevgep2185 = getelementptr <8 x double>, <8 x double>* %scevgep21832184, i64 -30
  store <8 x double> %wide.load361, <8 x double>* %scevgep2185, align 8, !alias.scope !68, !noalias !65
  %scevgep2180 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21802181 = bitcast double* %scevgep2180 to <8 x double>*
  %scevgep2182 = getelementptr <8 x double>, <8 x double>* %scevgep21802181, i64 -29
  store <8 x double> %wide.load362, <8 x double>* %scevgep2182, align 8, !alias.scope !68, !noalias !65
  %scevgep2177 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21772178 = bitcast double* %scevgep2177 to <8 x double>*
  %scevgep2179 = getelementptr <8 x double>, <8 x double>* %scevgep21772178, i64 -28
  store <8 x double> %wide.load363, <8 x double>* %scevgep2179, align 8, !alias.scope !68, !noalias !65
  %scevgep2064 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20642065 = bitcast double* %scevgep2064 to <8 x double>*
  %scevgep2066 = getelementptr <8 x double>, <8 x double>* %scevgep20642065, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep2066, align 8, !alias.scope !65
  %scevgep2061 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20612062 = bitcast double* %scevgep2061 to <8 x double>*
  %scevgep2063 = getelementptr <8 x double>, <8 x double>* %scevgep20612062, i64 -26
  %wide.load361.1 = load <8 x double>, <8 x double>* %scevgep2063, align 8, !alias.scope !65
  %scevgep2058 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20582059 = bitcast double* %scevgep2058 to <8 x double>*
  %scevgep2060 = getelementptr <8 x double>, <8 x double>* %scevgep20582059, i64 -25
  %wide.load362.1 = load <8 x double>, <8 x double>* %scevgep2060, align 8, !alias.scope !65
  %scevgep2055 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20552056 = bitcast double* %scevgep2055 to <8 x double>*
  %scevgep2057 = getelementptr <8 x double>, <8 x double>* %scevgep20552056, i64 -24
  %wide.load363.1 = load <8 x double>, <8 x double>* %scevgep2057, align 8, !alias.scope !65
  %scevgep2160 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21602161 = bitcast double* %scevgep2160 to <8 x double>*
  %scevgep2162 = getelementptr <8 x double>, <8 x double>* %scevgep21602161, i64 -27
  store <8 x double> %wide.load.1, <8 x double>* %scevgep2162, align 8, !alias.scope !68, !noalias !65
  %scevgep2157 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21572158 = bitcast double* %scevgep2157 to <8 x double>*
  %scevgep2159 = getelementptr <8 x double>, <8 x double>* %scevgep21572158, i64 -26
  store <8 x double> %wide.load361.1, <8 x double>* %scevgep2159, align 8, !alias.scope !68, !noalias !65
  %scevgep2154 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21542155 = bitcast double* %scevgep2154 to <8 x double>*
  %scevgep2156 = getelementptr <8 x double>, <8 x double>* %scevgep21542155, i64 -25
  store <8 x double> %wide.load362.1, <8 x double>* %scevgep2156, align 8, !alias.scope !68, !noalias !65
  %scevgep2151 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21512152 = bitcast double* %scevgep2151 to <8 x double>*
  %scevgep2153 = getelementptr <8 x double>, <8 x double>* %scevgep21512152, i64 -24
  store <8 x double> %wide.load363.1, <8 x double>* %scevgep2153, align 8, !alias.scope !68, !noalias !65
  %scevgep2052 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20522053 = bitcast double* %scevgep2052 to <8 x double>*
  %scevgep2054 = getelementptr <8 x double>, <8 x double>* %scevgep20522053, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep2054, align 8, !alias.scope !65
  %scevgep2049 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20492050 = bitcast double* %scevgep2049 to <8 x double>*
  %scevgep2051 = getelementptr <8 x double>, <8 x double>* %scevgep20492050, i64 -22
  %wide.load361.2 = load <8 x double>, <8 x double>* %scevgep2051, align 8, !alias.scope !65
  %scevgep2046 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20462047 = bitcast double* %scevgep2046 to <8 x double>*
  %scevgep2048 = getelementptr <8 x double>, <8 x double>* %scevgep20462047, i64 -21
  %wide.load362.2 = load <8 x double>, <8 x double>* %scevgep2048, align 8, !alias.scope !65
  %scevgep2043 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20432044 = bitcast double* %scevgep2043 to <8 x double>*
  %scevgep2045 = getelementptr <8 x double>, <8 x double>* %scevgep20432044, i64 -20
  %wide.load363.2 = load <8 x double>, <8 x double>* %scevgep2045, align 8, !alias.scope !65
  %scevgep2148 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21482149 = bitcast double* %scevgep2148 to <8 x double>*
  %scevgep2150 = getelementptr <8 x double>, <8 x double>* %scevgep21482149, i64 -23
  store <8 x double> %wide.load.2, <8 x double>* %scevgep2150, align 8, !alias.scope !68, !noalias !65
  %scevgep2145 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21452146 = bitcast double* %scevgep2145 to <8 x double>*
  %scevgep2147 = getelementptr <8 x double>, <8 x double>* %scevgep21452146, i64 -22
  store <8 x double> %wide.load361.2, <8 x double>* %scevgep2147, align 8, !alias.scope !68, !noalias !65
  %scevgep2142 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21422143 = bitcast double* %scevgep2142 to <8 x double>*
  %scevgep2144 = getelementptr <8 x double>, <8 x double>* %scevgep21422143, i64 -21
  store <8 x double> %wide.load362.2, <8 x double>* %scevgep2144, align 8, !alias.scope !68, !noalias !65
  %scevgep2139 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21392140 = bitcast double* %scevgep2139 to <8 x double>*
  %scevgep2141 = getelementptr <8 x double>, <8 x double>* %scevgep21392140, i64 -20
  store <8 x double> %wide.load363.2, <8 x double>* %scevgep2141, align 8, !alias.scope !68, !noalias !65
  %scevgep2040 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20402041 = bitcast double* %scevgep2040 to <8 x double>*
  %scevgep2042 = getelementptr <8 x double>, <8 x double>* %scevgep20402041, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep2042, align 8, !alias.scope !65
  %scevgep2037 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20372038 = bitcast double* %scevgep2037 to <8 x double>*
  %scevgep2039 = getelementptr <8 x double>, <8 x double>* %scevgep20372038, i64 -18
  %wide.load361.3 = load <8 x double>, <8 x double>* %scevgep2039, align 8, !alias.scope !65
  %scevgep2034 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20342035 = bitcast double* %scevgep2034 to <8 x double>*
  %scevgep2036 = getelementptr <8 x double>, <8 x double>* %scevgep20342035, i64 -17
  %wide.load362.3 = load <8 x double>, <8 x double>* %scevgep2036, align 8, !alias.scope !65
  %scevgep2031 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20312032 = bitcast double* %scevgep2031 to <8 x double>*
  %scevgep2033 = getelementptr <8 x double>, <8 x double>* %scevgep20312032, i64 -16
  %wide.load363.3 = load <8 x double>, <8 x double>* %scevgep2033, align 8, !alias.scope !65
  %scevgep2136 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21362137 = bitcast double* %scevgep2136 to <8 x double>*
  %scevgep2138 = getelementptr <8 x double>, <8 x double>* %scevgep21362137, i64 -19
  store <8 x double> %wide.load.3, <8 x double>* %scevgep2138, align 8, !alias.scope !68, !noalias !65
  %scevgep2133 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21332134 = bitcast double* %scevgep2133 to <8 x double>*
  %scevgep2135 = getelementptr <8 x double>, <8 x double>* %scevgep21332134, i64 -18
  store <8 x double> %wide.load361.3, <8 x double>* %scevgep2135, align 8, !alias.scope !68, !noalias !65
  %scevgep2130 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21302131 = bitcast double* %scevgep2130 to <8 x double>*
  %scevgep2132 = getelementptr <8 x double>, <8 x double>* %scevgep21302131, i64 -17
  store <8 x double> %wide.load362.3, <8 x double>* %scevgep2132, align 8, !alias.scope !68, !noalias !65
  %scevgep2127 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21272128 = bitcast double* %scevgep2127 to <8 x double>*
  %scevgep2129 = getelementptr <8 x double>, <8 x double>* %scevgep21272128, i64 -16
  store <8 x double> %wide.load363.3, <8 x double>* %scevgep2129, align 8, !alias.scope !68, !noalias !65
  %scevgep2028 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20282029 = bitcast double* %scevgep2028 to <8 x double>*
  %scevgep2030 = getelementptr <8 x double>, <8 x double>* %scevgep20282029, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep2030, align 8, !alias.scope !65
  %scevgep2025 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20252026 = bitcast double* %scevgep2025 to <8 x double>*
  %scevgep2027 = getelementptr <8 x double>, <8 x double>* %scevgep20252026, i64 -14
  %wide.load361.4 = load <8 x double>, <8 x double>* %scevgep2027, align 8, !alias.scope !65
  %scevgep2022 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20222023 = bitcast double* %scevgep2022 to <8 x double>*
  %scevgep2024 = getelementptr <8 x double>, <8 x double>* %scevgep20222023, i64 -13
  %wide.load362.4 = load <8 x double>, <8 x double>* %scevgep2024, align 8, !alias.scope !65
  %scevgep2019 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20192020 = bitcast double* %scevgep2019 to <8 x double>*
  %scevgep2021 = getelementptr <8 x double>, <8 x double>* %scevgep20192020, i64 -12
  %wide.load363.4 = load <8 x double>, <8 x double>* %scevgep2021, align 8, !alias.scope !65
  %scevgep2124 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21242125 = bitcast double* %scevgep2124 to <8 x double>*
  %scevgep2126 = getelementptr <8 x double>, <8 x double>* %scevgep21242125, i64 -15
  store <8 x double> %wide.load.4, <8 x double>* %scevgep2126, align 8, !alias.scope !68, !noalias !65
  %scevgep2121 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21212122 = bitcast double* %scevgep2121 to <8 x double>*
  %scevgep2123 = getelementptr <8 x double>, <8 x double>* %scevgep21212122, i64 -14
  store <8 x double> %wide.load361.4, <8 x double>* %scevgep2123, align 8, !alias.scope !68, !noalias !65
  %scevgep2118 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21182119 = bitcast double* %scevgep2118 to <8 x double>*
  %scevgep2120 = getelementptr <8 x double>, <8 x double>* %scevgep21182119, i64 -13
  store <8 x double> %wide.load362.4, <8 x double>* %scevgep2120, align 8, !alias.scope !68, !noalias !65
  %scevgep2115 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21152116 = bitcast double* %scevgep2115 to <8 x double>*
  %scevgep2117 = getelementptr <8 x double>, <8 x double>* %scevgep21152116, i64 -12
  store <8 x double> %wide.load363.4, <8 x double>* %scevgep2117, align 8, !alias.scope !68, !noalias !65
  %scevgep2016 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20162017 = bitcast double* %scevgep2016 to <8 x double>*
  %scevgep2018 = getelementptr <8 x double>, <8 x double>* %scevgep20162017, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep2018, align 8, !alias.scope !65
  %scevgep2013 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20132014 = bitcast double* %scevgep2013 to <8 x double>*
  %scevgep2015 = getelementptr <8 x double>, <8 x double>* %scevgep20132014, i64 -10
  %wide.load361.5 = load <8 x double>, <8 x double>* %scevgep2015, align 8, !alias.scope !65
  %scevgep2010 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20102011 = bitcast double* %scevgep2010 to <8 x double>*
  %scevgep2012 = getelementptr <8 x double>, <8 x double>* %scevgep20102011, i64 -9
  %wide.load362.5 = load <8 x double>, <8 x double>* %scevgep2012, align 8, !alias.scope !65
  %scevgep2007 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20072008 = bitcast double* %scevgep2007 to <8 x double>*
  %scevgep2009 = getelementptr <8 x double>, <8 x double>* %scevgep20072008, i64 -8
  %wide.load363.5 = load <8 x double>, <8 x double>* %scevgep2009, align 8, !alias.scope !65
  %scevgep2112 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21122113 = bitcast double* %scevgep2112 to <8 x double>*
  %scevgep2114 = getelementptr <8 x double>, <8 x double>* %scevgep21122113, i64 -11
  store <8 x double> %wide.load.5, <8 x double>* %scevgep2114, align 8, !alias.scope !68, !noalias !65
  %scevgep2109 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21092110 = bitcast double* %scevgep2109 to <8 x double>*
  %scevgep2111 = getelementptr <8 x double>, <8 x double>* %scevgep21092110, i64 -10
  store <8 x double> %wide.load361.5, <8 x double>* %scevgep2111, align 8, !alias.scope !68, !noalias !65
  %scevgep2106 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21062107 = bitcast double* %scevgep2106 to <8 x double>*
  %scevgep2108 = getelementptr <8 x double>, <8 x double>* %scevgep21062107, i64 -9
  store <8 x double> %wide.load362.5, <8 x double>* %scevgep2108, align 8, !alias.scope !68, !noalias !65
  %scevgep2103 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21032104 = bitcast double* %scevgep2103 to <8 x double>*
  %scevgep2105 = getelementptr <8 x double>, <8 x double>* %scevgep21032104, i64 -8
  store <8 x double> %wide.load363.5, <8 x double>* %scevgep2105, align 8, !alias.scope !68, !noalias !65
  %scevgep2004 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20042005 = bitcast double* %scevgep2004 to <8 x double>*
  %scevgep2006 = getelementptr <8 x double>, <8 x double>* %scevgep20042005, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep2006, align 8, !alias.scope !65
  %scevgep2001 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20012002 = bitcast double* %scevgep2001 to <8 x double>*
  %scevgep2003 = getelementptr <8 x double>, <8 x double>* %scevgep20012002, i64 -6
  %wide.load361.6 = load <8 x double>, <8 x double>* %scevgep2003, align 8, !alias.scope !65
  %scevgep1998 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep19981999 = bitcast double* %scevgep1998 to <8 x double>*
  %scevgep2000 = getelementptr <8 x double>, <8 x double>* %scevgep19981999, i64 -5
  %wide.load362.6 = load <8 x double>, <8 x double>* %scevgep2000, align 8, !alias.scope !65
  %scevgep1995 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep19951996 = bitcast double* %scevgep1995 to <8 x double>*
  %scevgep1997 = getelementptr <8 x double>, <8 x double>* %scevgep19951996, i64 -4
  %wide.load363.6 = load <8 x double>, <8 x double>* %scevgep1997, align 8, !alias.scope !65
  %scevgep2100 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21002101 = bitcast double* %scevgep2100 to <8 x double>*
  %scevgep2102 = getelementptr <8 x double>, <8 x double>* %scevgep21002101, i64 -7
  store <8 x double> %wide.load.6, <8 x double>* %scevgep2102, align 8, !alias.scope !68, !noalias !65
  %scevgep2097 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep20972098 = bitcast double* %scevgep2097 to <8 x double>*
  %scevgep2099 = getelementptr <8 x double>, <8 x double>* %scevgep20972098, i64 -6
  store <8 x double> %wide.load361.6, <8 x double>* %scevgep2099, align 8, !alias.scope !68, !noalias !65
  %scevgep2094 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep20942095 = bitcast double* %scevgep2094 to <8 x double>*
  %scevgep2096 = getelementptr <8 x double>, <8 x double>* %scevgep20942095, i64 -5
  store <8 x double> %wide.load362.6, <8 x double>* %scevgep2096, align 8, !alias.scope !68, !noalias !65
  %scevgep2091 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep20912092 = bitcast double* %scevgep2091 to <8 x double>*
  %scevgep2093 = getelementptr <8 x double>, <8 x double>* %scevgep20912092, i64 -4
  store <8 x double> %wide.load363.6, <8 x double>* %scevgep2093, align 8, !alias.scope !68, !noalias !65
  %scevgep2075 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20752076 = bitcast double* %scevgep2075 to <8 x double>*
  %scevgep2077 = getelementptr <8 x double>, <8 x double>* %scevgep20752076, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep2077, align 8, !alias.scope !65
  %scevgep2072 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20722073 = bitcast double* %scevgep2072 to <8 x double>*
  %scevgep2074 = getelementptr <8 x double>, <8 x double>* %scevgep20722073, i64 -2
  %wide.load361.7 = load <8 x double>, <8 x double>* %scevgep2074, align 8, !alias.scope !65
  %scevgep2069 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20692070 = bitcast double* %scevgep2069 to <8 x double>*
  %scevgep2071 = getelementptr <8 x double>, <8 x double>* %scevgep20692070, i64 -1
  %wide.load362.7 = load <8 x double>, <8 x double>* %scevgep2071, align 8, !alias.scope !65
  %scevgep2067 = getelementptr double, double* %scevgep1994, i64 %index
  %scevgep20672068 = bitcast double* %scevgep2067 to <8 x double>*
  %wide.load363.7 = load <8 x double>, <8 x double>* %scevgep20672068, align 8, !alias.scope !65
  %scevgep2171 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21712172 = bitcast double* %scevgep2171 to <8 x double>*
  %scevgep2173 = getelementptr <8 x double>, <8 x double>* %scevgep21712172, i64 -3
  store <8 x double> %wide.load.7, <8 x double>* %scevgep2173, align 8, !alias.scope !68, !noalias !65
  %scevgep2168 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21682169 = bitcast double* %scevgep2168 to <8 x double>*
  %scevgep2170 = getelementptr <8 x double>, <8 x double>* %scevgep21682169, i64 -2
  store <8 x double> %wide.load361.7, <8 x double>* %scevgep2170, align 8, !alias.scope !68, !noalias !65
  %scevgep2165 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21652166 = bitcast double* %scevgep2165 to <8 x double>*
  %scevgep2167 = getelementptr <8 x double>, <8 x double>* %scevgep21652166, i64 -1
  store <8 x double> %wide.load362.7, <8 x double>* %scevgep2167, align 8, !alias.scope !68, !noalias !65
  %scevgep2163 = getelementptr double, double* %scevgep2090, i64 %index
  %scevgep21632164 = bitcast double* %scevgep2163 to <8 x double>*
  store <8 x double> %wide.load363.7, <8 x double>* %scevgep21632164, align 8, !alias.scope !68, !noalias !65
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next2187 = add i64 %lsr.iv2186, -8
  %niter742.ncmp.7 = icmp eq i64 %lsr.iv.next2187, 0
  br i1 %niter742.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !70

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod740.not = icmp eq i64 %xtraiter738, 0
  br i1 %lcmp.mod740.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %566 = add nuw nsw i64 %index.unr, 24
  %scevgep1966 = getelementptr double, double* %.6.i95243, i64 %566
  %scevgep1981 = getelementptr double, double* %arg.y0.4, i64 %566
  %567 = shl nuw nsw i64 %xtraiter738, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1967 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1968, %vector.body.epil ]
  %568 = bitcast double* %scevgep1981 to i8*
  %569 = bitcast double* %scevgep1966 to i8*
  %uglygep1991 = getelementptr i8, i8* %568, i64 %lsr.iv1967
  %uglygep19911992 = bitcast i8* %uglygep1991 to <8 x double>*
  %scevgep1993 = getelementptr <8 x double>, <8 x double>* %uglygep19911992, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep1993, align 8, !alias.scope !65
  %uglygep1988 = getelementptr i8, i8* %568, i64 %lsr.iv1967
  %uglygep19881989 = bitcast i8* %uglygep1988 to <8 x double>*
  %scevgep1990 = getelementptr <8 x double>, <8 x double>* %uglygep19881989, i64 -2
  %wide.load361.epil = load <8 x double>, <8 x double>* %scevgep1990, align 8, !alias.scope !65
  %uglygep1985 = getelementptr i8, i8* %568, i64 %lsr.iv1967
  %uglygep19851986 = bitcast i8* %uglygep1985 to <8 x double>*
  %scevgep1987 = getelementptr <8 x double>, <8 x double>* %uglygep19851986, i64 -1
  %wide.load362.epil = load <8 x double>, <8 x double>* %scevgep1987, align 8, !alias.scope !65
  %uglygep1983 = getelementptr i8, i8* %568, i64 %lsr.iv1967
  %uglygep19831984 = bitcast i8* %uglygep1983 to <8 x double>*
  %wide.load363.epil = load <8 x double>, <8 x double>* %uglygep19831984, align 8, !alias.scope !65
  %uglygep1978 = getelementptr i8, i8* %569, i64 %lsr.iv1967
  %uglygep19781979 = bitcast i8* %uglygep1978 to <8 x double>*
  %scevgep1980 = getelementptr <8 x double>, <8 x double>* %uglygep19781979, i64 -3
  store <8 x double> %wide.load.epil, <8 x double>* %scevgep1980, align 8, !alias.scope !68, !noalias !65
  %uglygep1975 = getelementptr i8, i8* %569, i64 %lsr.iv1967
  %uglygep19751976 = bitcast i8* %uglygep1975 to <8 x double>*
  %scevgep1977 = getelementptr <8 x double>, <8 x double>* %uglygep19751976, i64 -2
  store <8 x double> %wide.load361.epil, <8 x double>* %scevgep1977, align 8, !alias.scope !68, !noalias !65
  %uglygep1972 = getelementptr i8, i8* %569, i64 %lsr.iv1967
  %uglygep19721973 = bitcast i8* %uglygep1972 to <8 x double>*
  %scevgep1974 = getelementptr <8 x double>, <8 x double>* %uglygep19721973, i64 -1
  store <8 x double> %wide.load362.epil, <8 x double>* %scevgep1974, align 8, !alias.scope !68, !noalias !65
  %uglygep1970 = getelementptr i8, i8* %569, i64 %lsr.iv1967
  %uglygep19701971 = bitcast i8* %uglygep1970 to <8 x double>*
  store <8 x double> %wide.load363.epil, <8 x double>* %uglygep19701971, align 8, !alias.scope !68, !noalias !65
  %lsr.iv.next1968 = add nuw nsw i64 %lsr.iv1967, 256
  %epil.iter739.cmp.not = icmp eq i64 %567, %lsr.iv.next1968
  br i1 %epil.iter739.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !71

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.y0.5.0
  br i1 %cmp.n, label %for.end.endif.endif, label %for.body.us.preheader605

for.body.us.preheader605:                         ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index242.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %570 = xor i64 %loop.index242.us.ph, -1
  %571 = add i64 %570, %arg.y0.5.0
  %xtraiter735 = and i64 %arg.y0.5.0, 7
  %lcmp.mod736.not = icmp eq i64 %xtraiter735, 0
  br i1 %lcmp.mod736.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader605
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1964 = phi i64 [ %xtraiter735, %for.body.us.prol.preheader ], [ %lsr.iv.next1965, %for.body.us.prol ]
  %loop.index242.us.prol = phi i64 [ %.188.us.prol, %for.body.us.prol ], [ %loop.index242.us.ph, %for.body.us.prol.preheader ]
  %scevgep1963 = getelementptr double, double* %arg.y0.4, i64 %loop.index242.us.prol
  %.159.us.prol = load double, double* %scevgep1963, align 8
  %scevgep1962 = getelementptr double, double* %.6.i95243, i64 %loop.index242.us.prol
  store double %.159.us.prol, double* %scevgep1962, align 8
  %.188.us.prol = add nuw i64 %loop.index242.us.prol, 1
  %lsr.iv.next1965 = add nsw i64 %lsr.iv1964, -1
  %prol.iter737.cmp.not = icmp eq i64 %lsr.iv.next1965, 0
  br i1 %prol.iter737.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !72

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader605
  %loop.index242.us.unr = phi i64 [ %loop.index242.us.ph, %for.body.us.preheader605 ], [ %.188.us.prol, %for.body.us.prol ]
  %572 = icmp ult i64 %571, 7
  br i1 %572, label %for.end.endif.endif, label %for.body.us.preheader756

for.body.us.preheader756:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader756, %for.body.us
  %loop.index242.us = phi i64 [ %.188.us.7, %for.body.us ], [ %loop.index242.us.unr, %for.body.us.preheader756 ]
  %sunkaddr2611 = mul i64 %loop.index242.us, 8
  %573 = bitcast double* %arg.y0.4 to i8*
  %sunkaddr2612 = getelementptr i8, i8* %573, i64 %sunkaddr2611
  %574 = bitcast i8* %sunkaddr2612 to double*
  %.159.us = load double, double* %574, align 8
  %sunkaddr2613 = mul i64 %loop.index242.us, 8
  %575 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2614 = getelementptr i8, i8* %575, i64 %sunkaddr2613
  %576 = bitcast i8* %sunkaddr2614 to double*
  store double %.159.us, double* %576, align 8
  %sunkaddr2615 = mul i64 %loop.index242.us, 8
  %577 = bitcast double* %arg.y0.4 to i8*
  %sunkaddr2616 = getelementptr i8, i8* %577, i64 %sunkaddr2615
  %sunkaddr2617 = getelementptr i8, i8* %sunkaddr2616, i64 8
  %578 = bitcast i8* %sunkaddr2617 to double*
  %.159.us.1 = load double, double* %578, align 8
  %sunkaddr2618 = mul i64 %loop.index242.us, 8
  %579 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2619 = getelementptr i8, i8* %579, i64 %sunkaddr2618
  %sunkaddr2620 = getelementptr i8, i8* %sunkaddr2619, i64 8
  %580 = bitcast i8* %sunkaddr2620 to double*
  store double %.159.us.1, double* %580, align 8
  %sunkaddr2621 = mul i64 %loop.index242.us, 8
  %581 = bitcast double* %arg.y0.4 to i8*
  %sunkaddr2622 = getelementptr i8, i8* %581, i64 %sunkaddr2621
  %sunkaddr2623 = getelementptr i8, i8* %sunkaddr2622, i64 16
  %582 = bitcast i8* %sunkaddr2623 to double*
  %.159.us.2 = load double, double* %582, align 8
  %sunkaddr2624 = mul i64 %loop.index242.us, 8
  %583 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2625 = getelementptr i8, i8* %583, i64 %sunkaddr2624
  %sunkaddr2626 = getelementptr i8, i8* %sunkaddr2625, i64 16
  %584 = bitcast i8* %sunkaddr2626 to double*
  store double %.159.us.2, double* %584, align 8
  %sunkaddr2627 = mul i64 %loop.index242.us, 8
  %585 = bitcast double* %arg.y0.4 to i8*
  %sunkaddr2628 = getelementptr i8, i8* %585, i64 %sunkaddr2627
  %sunkaddr2629 = getelementptr i8, i8* %sunkaddr2628, i64 24
  %586 = bitcast i8* %sunkaddr2629 to double*
  %.159.us.3 = load double, double* %586, align 8
  %sunkaddr2630 = mul i64 %loop.index242.us, 8
  %587 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2631 = getelementptr i8, i8* %587, i64 %sunkaddr2630
  %sunkaddr2632 = getelementptr i8, i8* %sunkaddr2631, i64 24
  %588 = bitcast i8* %sunkaddr2632 to double*
  store double %.159.us.3, double* %588, align 8
  %sunkaddr2633 = mul i64 %loop.index242.us, 8
  %589 = bitcast double* %arg.y0.4 to i8*
  %sunkaddr2634 = getelementptr i8, i8* %589, i64 %sunkaddr2633
  %sunkaddr2635 = getelementptr i8, i8* %sunkaddr2634, i64 32
  %590 = bitcast i8* %sunkaddr2635 to double*
  %.159.us.4 = load double, double* %590, align 8
  %sunkaddr2636 = mul i64 %loop.index242.us, 8
  %591 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2637 = getelementptr i8, i8* %591, i64 %sunkaddr2636
  %sunkaddr2638 = getelementptr i8, i8* %sunkaddr2637, i64 32
  %592 = bitcast i8* %sunkaddr2638 to double*
  store double %.159.us.4, double* %592, align 8
  %sunkaddr2639 = mul i64 %loop.index242.us, 8
  %593 = bitcast double* %arg.y0.4 to i8*
  %sunkaddr2640 = getelementptr i8, i8* %593, i64 %sunkaddr2639
  %sunkaddr2641 = getelementptr i8, i8* %sunkaddr2640, i64 40
  %594 = bitcast i8* %sunkaddr2641 to double*
  %.159.us.5 = load double, double* %594, align 8
  %sunkaddr2642 = mul i64 %loop.index242.us, 8
  %595 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2643 = getelementptr i8, i8* %595, i64 %sunkaddr2642
  %sunkaddr2644 = getelementptr i8, i8* %sunkaddr2643, i64 40
  %596 = bitcast i8* %sunkaddr2644 to double*
  store double %.159.us.5, double* %596, align 8
  %sunkaddr2645 = mul i64 %loop.index242.us, 8
  %597 = bitcast double* %arg.y0.4 to i8*
  %sunkaddr2646 = getelementptr i8, i8* %597, i64 %sunkaddr2645
  %sunkaddr2647 = getelementptr i8, i8* %sunkaddr2646, i64 48
  %598 = bitcast i8* %sunkaddr2647 to double*
  %.159.us.6 = load double, double* %598, align 8
  %sunkaddr2648 = mul i64 %loop.index242.us, 8
  %599 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2649 = getelementptr i8, i8* %599, i64 %sunkaddr2648
  %sunkaddr2650 = getelementptr i8, i8* %sunkaddr2649, i64 48
  %600 = bitcast i8* %sunkaddr2650 to double*
  store double %.159.us.6, double* %600, align 8
  %sunkaddr2651 = mul i64 %loop.index242.us, 8
  %601 = bitcast double* %arg.y0.4 to i8*
  %sunkaddr2652 = getelementptr i8, i8* %601, i64 %sunkaddr2651
  %sunkaddr2653 = getelementptr i8, i8* %sunkaddr2652, i64 56
  %602 = bitcast i8* %sunkaddr2653 to double*
  %.159.us.7 = load double, double* %602, align 8
  %sunkaddr2654 = mul i64 %loop.index242.us, 8
  %603 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2655 = getelementptr i8, i8* %603, i64 %sunkaddr2654
  %sunkaddr2656 = getelementptr i8, i8* %sunkaddr2655, i64 56
  %604 = bitcast i8* %sunkaddr2656 to double*
  store double %.159.us.7, double* %604, align 8
  %.188.us.7 = add nuw nsw i64 %loop.index242.us, 8
  %exitcond332.not.7 = icmp eq i64 %arg.y0.5.0, %.188.us.7
  br i1 %exitcond332.not.7, label %for.end.endif.endif, label %for.body.us, !llvm.loop !73

for.end.endif.endif.loopexit325:                  ; preds = %for.body.preheader
  %.159 = load double, double* %arg.y0.4, align 8
  store double %.159, double* %.6.i95243, align 8
  br label %for.end.endif.endif

for.end.endif.endif:                              ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %for.end.endif.endif.loopexit325, %B0.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.612 = fsub double 1.000000e+00, %arg.h
  %.351 = load double, double* %.6.i95243, align 8
  %.352 = fcmp ogt double %.351, 0.000000e+00
  %.7.i.i148 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32)
  br i1 %.352, label %B72.endif.endif.endif.endif.endif, label %B126.endif.endif.endif.endif.endif

B72.endif.endif.endif.endif.endif:                ; preds = %for.end.endif.endif
  %605 = icmp eq i8* %.7.i.i148, null
  br i1 %605, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif, !prof !0

B72.endif.endif.endif.endif.endif.if:             ; preds = %B72.endif.endif.endif.endif.endif.3, %B72.endif.endif.endif.endif.endif.2, %B72.endif.endif.endif.endif.endif.1, %B72.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140524762594048, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B72.endif.endif.endif.endif.endif.endif:          ; preds = %B72.endif.endif.endif.endif.endif
  %606 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i146 = getelementptr i8, i8* %.7.i.i148, i64 24
  %607 = bitcast i8* %.5.i146 to double**
  %.6.i147246 = load double*, double** %607, align 8
  br i1 %606, label %for.body.1.preheader, label %B193

for.body.1.preheader:                             ; preds = %B72.endif.endif.endif.endif.endif.endif
  %608 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %608, label %for.body.1.us.preheader, label %for.body.1

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check399 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check399, label %for.body.1.us.preheader598, label %vector.memcheck387

vector.memcheck387:                               ; preds = %for.body.1.us.preheader
  %scevgep389 = getelementptr double, double* %.6.i147246, i64 %arg.y0.5.0
  %scevgep391 = getelementptr double, double* %.6.i95243, i64 %arg.y0.5.0
  %bound0393 = icmp ult double* %.6.i147246, %scevgep391
  %bound1394 = icmp ult double* %.6.i95243, %scevgep389
  %found.conflict395 = and i1 %bound0393, %bound1394
  br i1 %found.conflict395, label %for.body.1.us.preheader598, label %vector.ph400

vector.ph400:                                     ; preds = %vector.memcheck387
  %n.vec402 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert407 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat408 = shufflevector <8 x double> %broadcast.splatinsert407, <8 x double> poison, <8 x i32> zeroinitializer
  %609 = add i64 %n.vec402, -8
  %610 = lshr exact i64 %609, 3
  %611 = add nuw nsw i64 %610, 1
  %xtraiter692 = and i64 %611, 7
  %612 = icmp ult i64 %609, 56
  br i1 %612, label %middle.block396.unr-lcssa, label %vector.ph400.new

vector.ph400.new:                                 ; preds = %vector.ph400
  %const2197 = bitcast i64 4611686018427387896 to i64
  %unroll_iter695 = and i64 %611, %const2197
  br label %vector.body398

vector.body398:                                   ; preds = %vector.body398, %vector.ph400.new
  %lsr.iv1833 = phi i64 [ %lsr.iv.next1834, %vector.body398 ], [ %unroll_iter695, %vector.ph400.new ]
  %index405 = phi i64 [ 0, %vector.ph400.new ], [ %index.next409.7, %vector.body398 ]
  %sunkaddr2657 = mul i64 %index405, 8
  %613 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2658 = getelementptr i8, i8* %613, i64 %sunkaddr2657
  %614 = bitcast i8* %sunkaddr2658 to <8 x double>*
  %wide.load406 = load <8 x double>, <8 x double>* %614, align 8, !alias.scope !74
  %615 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load406)
  %616 = fmul <8 x double> %615, %broadcast.splat408
  %617 = fadd <8 x double> %wide.load406, %616
  %sunkaddr2659 = mul i64 %index405, 8
  %618 = bitcast double* %.6.i147246 to i8*
  %sunkaddr2660 = getelementptr i8, i8* %618, i64 %sunkaddr2659
  %619 = bitcast i8* %sunkaddr2660 to <8 x double>*
  store <8 x double> %617, <8 x double>* %619, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2661 = mul i64 %index405, 8
  %620 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2662 = getelementptr i8, i8* %620, i64 %sunkaddr2661
  %sunkaddr2663 = getelementptr i8, i8* %sunkaddr2662, i64 64
  %621 = bitcast i8* %sunkaddr2663 to <8 x double>*
  %wide.load406.1 = load <8 x double>, <8 x double>* %621, align 8, !alias.scope !74
  %622 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load406.1)
  %623 = fmul <8 x double> %622, %broadcast.splat408
  %624 = fadd <8 x double> %wide.load406.1, %623
  %sunkaddr2664 = mul i64 %index405, 8
  %625 = bitcast double* %.6.i147246 to i8*
  %sunkaddr2665 = getelementptr i8, i8* %625, i64 %sunkaddr2664
  %sunkaddr2666 = getelementptr i8, i8* %sunkaddr2665, i64 64
  %626 = bitcast i8* %sunkaddr2666 to <8 x double>*
  store <8 x double> %624, <8 x double>* %626, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2667 = mul i64 %index405, 8
  %627 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2668 = getelementptr i8, i8* %627, i64 %sunkaddr2667
  %sunkaddr2669 = getelementptr i8, i8* %sunkaddr2668, i64 128
  %628 = bitcast i8* %sunkaddr2669 to <8 x double>*
  %wide.load406.2 = load <8 x double>, <8 x double>* %628, align 8, !alias.scope !74
  %629 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load406.2)
  %630 = fmul <8 x double> %629, %broadcast.splat408
  %631 = fadd <8 x double> %wide.load406.2, %630
  %sunkaddr2670 = mul i64 %index405, 8
  %632 = bitcast double* %.6.i147246 to i8*
  %sunkaddr2671 = getelementptr i8, i8* %632, i64 %sunkaddr2670
  %sunkaddr2672 = getelementptr i8, i8* %sunkaddr2671, i64 128
  %633 = bitcast i8* %sunkaddr2672 to <8 x double>*
  store <8 x double> %631, <8 x double>* %633, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2673 = mul i64 %index405, 8
  %634 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2674 = getelementptr i8, i8* %634, i64 %sunkaddr2673
  %sunkaddr2675 = getelementptr i8, i8* %sunkaddr2674, i64 192
  %635 = bitcast i8* %sunkaddr2675 to <8 x double>*
  %wide.load406.3 = load <8 x double>, <8 x double>* %635, align 8, !alias.scope !74
  %636 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load406.3)
  %637 = fmul <8 x double> %636, %broadcast.splat408
  %638 = fadd <8 x double> %wide.load406.3, %637
  %sunkaddr2676 = mul i64 %index405, 8
  %639 = bitcast double* %.6.i147246 to i8*
  %sunkaddr2677 = getelementptr i8, i8* %639, i64 %sunkaddr2676
  %sunkaddr2678 = getelementptr i8, i8* %sunkaddr2677, i64 192
  %640 = bitcast i8* %sunkaddr2678 to <8 x double>*
  store <8 x double> %638, <8 x double>* %640, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2679 = mul i64 %index405, 8
  %641 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2680 = getelementptr i8, i8* %641, i64 %sunkaddr2679
  %sunkaddr2681 = getelementptr i8, i8* %sunkaddr2680, i64 256
  %642 = bitcast i8* %sunkaddr2681 to <8 x double>*
  %wide.load406.4 = load <8 x double>, <8 x double>* %642, align 8, !alias.scope !74
  %643 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load406.4)
  %644 = fmul <8 x double> %643, %broadcast.splat408
  %645 = fadd <8 x double> %wide.load406.4, %644
  %sunkaddr2682 = mul i64 %index405, 8
  %646 = bitcast double* %.6.i147246 to i8*
  %sunkaddr2683 = getelementptr i8, i8* %646, i64 %sunkaddr2682
  %sunkaddr2684 = getelementptr i8, i8* %sunkaddr2683, i64 256
  %647 = bitcast i8* %sunkaddr2684 to <8 x double>*
  store <8 x double> %645, <8 x double>* %647, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2685 = mul i64 %index405, 8
  %648 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2686 = getelementptr i8, i8* %648, i64 %sunkaddr2685
  %sunkaddr2687 = getelementptr i8, i8* %sunkaddr2686, i64 320
  %649 = bitcast i8* %sunkaddr2687 to <8 x double>*
  %wide.load406.5 = load <8 x double>, <8 x double>* %649, align 8, !alias.scope !74
  %650 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load406.5)
  %651 = fmul <8 x double> %650, %broadcast.splat408
  %652 = fadd <8 x double> %wide.load406.5, %651
  %sunkaddr2688 = mul i64 %index405, 8
  %653 = bitcast double* %.6.i147246 to i8*
  %sunkaddr2689 = getelementptr i8, i8* %653, i64 %sunkaddr2688
  %sunkaddr2690 = getelementptr i8, i8* %sunkaddr2689, i64 320
  %654 = bitcast i8* %sunkaddr2690 to <8 x double>*
  store <8 x double> %652, <8 x double>* %654, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2691 = mul i64 %index405, 8
  %655 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2692 = getelementptr i8, i8* %655, i64 %sunkaddr2691
  %sunkaddr2693 = getelementptr i8, i8* %sunkaddr2692, i64 384
  %656 = bitcast i8* %sunkaddr2693 to <8 x double>*
  %wide.load406.6 = load <8 x double>, <8 x double>* %656, align 8, !alias.scope !74
  %657 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load406.6)
  %658 = fmul <8 x double> %657, %broadcast.splat408
  %659 = fadd <8 x double> %wide.load406.6, %658
  %sunkaddr2694 = mul i64 %index405, 8
  %660 = bitcast double* %.6.i147246 to i8*
  %sunkaddr2695 = getelementptr i8, i8* %660, i64 %sunkaddr2694
  %sunkaddr2696 = getelementptr i8, i8* %sunkaddr2695, i64 384
  %661 = bitcast i8* %sunkaddr2696 to <8 x double>*
  store <8 x double> %659, <8 x double>* %661, align 8, !alias.scope !77, !noalias !74
  %sunkaddr2697 = mul i64 %index405, 8
  %662 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2698 = getelementptr i8, i8* %662, i64 %sunkaddr2697
  %sunkaddr2699 = getelementptr i8, i8* %sunkaddr2698, i64 448
  %663 = bitcast i8* %sunkaddr2699 to <8 x double>*
  %wide.load406.7 = load <8 x double>, <8 x double>* %663, align 8, !alias.scope !74
  %664 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load406.7)
  %665 = fmul <8 x double> %664, %broadcast.splat408
  %666 = fadd <8 x double> %wide.load406.7, %665
  %sunkaddr2700 = mul i64 %index405, 8
  %667 = bitcast double* %.6.i147246 to i8*
  %sunkaddr2701 = getelementptr i8, i8* %667, i64 %sunkaddr2700
  %sunkaddr2702 = getelementptr i8, i8* %sunkaddr2701, i64 448
  %668 = bitcast i8* %sunkaddr2702 to <8 x double>*
  store <8 x double> %666, <8 x double>* %668, align 8, !alias.scope !77, !noalias !74
  %index.next409.7 = add i64 %index405, 64
  %lsr.iv.next1834 = add i64 %lsr.iv1833, -8
  %niter696.ncmp.7 = icmp eq i64 %lsr.iv.next1834, 0
  br i1 %niter696.ncmp.7, label %middle.block396.unr-lcssa, label %vector.body398, !llvm.loop !79

middle.block396.unr-lcssa:                        ; preds = %vector.body398, %vector.ph400
  %index405.unr = phi i64 [ 0, %vector.ph400 ], [ %index.next409.7, %vector.body398 ]
  %lcmp.mod694.not = icmp eq i64 %xtraiter692, 0
  br i1 %lcmp.mod694.not, label %middle.block396, label %vector.body398.epil.preheader

vector.body398.epil.preheader:                    ; preds = %middle.block396.unr-lcssa
  %scevgep1775 = getelementptr double, double* %.6.i147246, i64 %index405.unr
  %scevgep1781 = getelementptr double, double* %.6.i95243, i64 %index405.unr
  %669 = shl nuw nsw i64 %xtraiter692, 6
  br label %vector.body398.epil

vector.body398.epil:                              ; preds = %vector.body398.epil.preheader, %vector.body398.epil
  %lsr.iv1776 = phi i64 [ 0, %vector.body398.epil.preheader ], [ %lsr.iv.next1777, %vector.body398.epil ]
  %670 = bitcast double* %scevgep1781 to i8*
  %671 = bitcast double* %scevgep1775 to i8*
  %uglygep1783 = getelementptr i8, i8* %670, i64 %lsr.iv1776
  %uglygep17831784 = bitcast i8* %uglygep1783 to <8 x double>*
  %wide.load406.epil = load <8 x double>, <8 x double>* %uglygep17831784, align 8, !alias.scope !74
  %672 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load406.epil)
  %673 = fmul <8 x double> %672, %broadcast.splat408
  %674 = fadd <8 x double> %wide.load406.epil, %673
  %uglygep1779 = getelementptr i8, i8* %671, i64 %lsr.iv1776
  %uglygep17791780 = bitcast i8* %uglygep1779 to <8 x double>*
  store <8 x double> %674, <8 x double>* %uglygep17791780, align 8, !alias.scope !77, !noalias !74
  %lsr.iv.next1777 = add nuw nsw i64 %lsr.iv1776, 64
  %epil.iter693.cmp.not = icmp eq i64 %669, %lsr.iv.next1777
  br i1 %epil.iter693.cmp.not, label %middle.block396, label %vector.body398.epil, !llvm.loop !80

middle.block396:                                  ; preds = %vector.body398.epil, %middle.block396.unr-lcssa
  %cmp.n404 = icmp eq i64 %n.vec402, %arg.y0.5.0
  br i1 %cmp.n404, label %B193, label %for.body.1.us.preheader598

for.body.1.us.preheader598:                       ; preds = %vector.memcheck387, %for.body.1.us.preheader, %middle.block396
  %loop.index.1239.us.ph = phi i64 [ 0, %vector.memcheck387 ], [ 0, %for.body.1.us.preheader ], [ %n.vec402, %middle.block396 ]
  %675 = xor i64 %loop.index.1239.us.ph, -1
  %676 = add i64 %675, %arg.y0.5.0
  %xtraiter662 = and i64 %arg.y0.5.0, 7
  %lcmp.mod663.not = icmp eq i64 %xtraiter662, 0
  br i1 %lcmp.mod663.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader598
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv1773 = phi i64 [ %xtraiter662, %for.body.1.us.prol.preheader ], [ %lsr.iv.next1774, %for.body.1.us.prol ]
  %loop.index.1239.us.prol = phi i64 [ %.585.us.prol, %for.body.1.us.prol ], [ %loop.index.1239.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep1772 = getelementptr double, double* %.6.i95243, i64 %loop.index.1239.us.prol
  %.547268.us.prol = load double, double* %scevgep1772, align 8
  %.14.i.us.prol = tail call double @llvm.sin.f64(double %.547268.us.prol) #5
  %.19.i.us.prol = fmul double %.14.i.us.prol, %arg.h
  %.20.i.us.prol = fadd double %.547268.us.prol, %.19.i.us.prol
  %scevgep1771 = getelementptr double, double* %.6.i147246, i64 %loop.index.1239.us.prol
  store double %.20.i.us.prol, double* %scevgep1771, align 8
  %.585.us.prol = add nuw i64 %loop.index.1239.us.prol, 1
  %lsr.iv.next1774 = add nsw i64 %lsr.iv1773, -1
  %prol.iter664.cmp.not = icmp eq i64 %lsr.iv.next1774, 0
  br i1 %prol.iter664.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !81

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader598
  %loop.index.1239.us.unr = phi i64 [ %loop.index.1239.us.ph, %for.body.1.us.preheader598 ], [ %.585.us.prol, %for.body.1.us.prol ]
  %677 = icmp ult i64 %676, 7
  br i1 %677, label %B193, label %for.body.1.us.preheader753

for.body.1.us.preheader753:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader753, %for.body.1.us
  %loop.index.1239.us = phi i64 [ %.585.us.7, %for.body.1.us ], [ %loop.index.1239.us.unr, %for.body.1.us.preheader753 ]
  %sunkaddr2703 = mul i64 %loop.index.1239.us, 8
  %678 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2704 = getelementptr i8, i8* %678, i64 %sunkaddr2703
  %679 = bitcast i8* %sunkaddr2704 to double*
  %.547268.us = load double, double* %679, align 8
  %.14.i.us = tail call double @llvm.sin.f64(double %.547268.us) #5
  %.19.i.us = fmul double %.14.i.us, %arg.h
  %.20.i.us = fadd double %.547268.us, %.19.i.us
  %scevgep1754 = getelementptr double, double* %.6.i147246, i64 %loop.index.1239.us
  store double %.20.i.us, double* %scevgep1754, align 8
  %sunkaddr2705 = mul i64 %loop.index.1239.us, 8
  %680 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2706 = getelementptr i8, i8* %680, i64 %sunkaddr2705
  %sunkaddr2707 = getelementptr i8, i8* %sunkaddr2706, i64 8
  %681 = bitcast i8* %sunkaddr2707 to double*
  %.547268.us.1667 = load double, double* %681, align 8
  %.14.i.us.1668 = tail call double @llvm.sin.f64(double %.547268.us.1667) #5
  %.19.i.us.1669 = fmul double %.14.i.us.1668, %arg.h
  %.20.i.us.1670 = fadd double %.547268.us.1667, %.19.i.us.1669
  %scevgep1752 = getelementptr double, double* %.6.i147246, i64 %loop.index.1239.us
  %scevgep1753 = getelementptr double, double* %scevgep1752, i64 1
  store double %.20.i.us.1670, double* %scevgep1753, align 8
  %sunkaddr2708 = mul i64 %loop.index.1239.us, 8
  %682 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2709 = getelementptr i8, i8* %682, i64 %sunkaddr2708
  %sunkaddr2710 = getelementptr i8, i8* %sunkaddr2709, i64 16
  %683 = bitcast i8* %sunkaddr2710 to double*
  %.547268.us.2676 = load double, double* %683, align 8
  %.14.i.us.2677 = tail call double @llvm.sin.f64(double %.547268.us.2676) #5
  %.19.i.us.2678 = fmul double %.14.i.us.2677, %arg.h
  %.20.i.us.2679 = fadd double %.547268.us.2676, %.19.i.us.2678
  %scevgep1750 = getelementptr double, double* %.6.i147246, i64 %loop.index.1239.us
  %scevgep1751 = getelementptr double, double* %scevgep1750, i64 2
  store double %.20.i.us.2679, double* %scevgep1751, align 8
  %sunkaddr2711 = mul i64 %loop.index.1239.us, 8
  %684 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2712 = getelementptr i8, i8* %684, i64 %sunkaddr2711
  %sunkaddr2713 = getelementptr i8, i8* %sunkaddr2712, i64 24
  %685 = bitcast i8* %sunkaddr2713 to double*
  %.547268.us.3685 = load double, double* %685, align 8
  %.14.i.us.3686 = tail call double @llvm.sin.f64(double %.547268.us.3685) #5
  %.19.i.us.3687 = fmul double %.14.i.us.3686, %arg.h
  %.20.i.us.3688 = fadd double %.547268.us.3685, %.19.i.us.3687
  %scevgep1748 = getelementptr double, double* %.6.i147246, i64 %loop.index.1239.us
  %scevgep1749 = getelementptr double, double* %scevgep1748, i64 3
  store double %.20.i.us.3688, double* %scevgep1749, align 8
  %sunkaddr2714 = mul i64 %loop.index.1239.us, 8
  %686 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2715 = getelementptr i8, i8* %686, i64 %sunkaddr2714
  %sunkaddr2716 = getelementptr i8, i8* %sunkaddr2715, i64 32
  %687 = bitcast i8* %sunkaddr2716 to double*
  %.547268.us.4 = load double, double* %687, align 8
  %.14.i.us.4 = tail call double @llvm.sin.f64(double %.547268.us.4) #5
  %.19.i.us.4 = fmul double %.14.i.us.4, %arg.h
  %.20.i.us.4 = fadd double %.547268.us.4, %.19.i.us.4
  %scevgep1746 = getelementptr double, double* %.6.i147246, i64 %loop.index.1239.us
  %scevgep1747 = getelementptr double, double* %scevgep1746, i64 4
  store double %.20.i.us.4, double* %scevgep1747, align 8
  %sunkaddr2717 = mul i64 %loop.index.1239.us, 8
  %688 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2718 = getelementptr i8, i8* %688, i64 %sunkaddr2717
  %sunkaddr2719 = getelementptr i8, i8* %sunkaddr2718, i64 40
  %689 = bitcast i8* %sunkaddr2719 to double*
  %.547268.us.5 = load double, double* %689, align 8
  %.14.i.us.5 = tail call double @llvm.sin.f64(double %.547268.us.5) #5
  %.19.i.us.5 = fmul double %.14.i.us.5, %arg.h
  %.20.i.us.5 = fadd double %.547268.us.5, %.19.i.us.5
  %scevgep1744 = getelementptr double, double* %.6.i147246, i64 %loop.index.1239.us
  %scevgep1745 = getelementptr double, double* %scevgep1744, i64 5
  store double %.20.i.us.5, double* %scevgep1745, align 8
  %sunkaddr2720 = mul i64 %loop.index.1239.us, 8
  %690 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2721 = getelementptr i8, i8* %690, i64 %sunkaddr2720
  %sunkaddr2722 = getelementptr i8, i8* %sunkaddr2721, i64 48
  %691 = bitcast i8* %sunkaddr2722 to double*
  %.547268.us.6 = load double, double* %691, align 8
  %.14.i.us.6 = tail call double @llvm.sin.f64(double %.547268.us.6) #5
  %.19.i.us.6 = fmul double %.14.i.us.6, %arg.h
  %.20.i.us.6 = fadd double %.547268.us.6, %.19.i.us.6
  %scevgep1742 = getelementptr double, double* %.6.i147246, i64 %loop.index.1239.us
  %scevgep1743 = getelementptr double, double* %scevgep1742, i64 6
  store double %.20.i.us.6, double* %scevgep1743, align 8
  %sunkaddr2723 = mul i64 %loop.index.1239.us, 8
  %692 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2724 = getelementptr i8, i8* %692, i64 %sunkaddr2723
  %sunkaddr2725 = getelementptr i8, i8* %sunkaddr2724, i64 56
  %693 = bitcast i8* %sunkaddr2725 to double*
  %.547268.us.7 = load double, double* %693, align 8
  %.14.i.us.7 = tail call double @llvm.sin.f64(double %.547268.us.7) #5
  %.19.i.us.7 = fmul double %.14.i.us.7, %arg.h
  %.20.i.us.7 = fadd double %.547268.us.7, %.19.i.us.7
  %scevgep1740 = getelementptr double, double* %.6.i147246, i64 %loop.index.1239.us
  %scevgep1741 = getelementptr double, double* %scevgep1740, i64 7
  store double %.20.i.us.7, double* %scevgep1741, align 8
  %.585.us.7 = add nuw nsw i64 %loop.index.1239.us, 8
  %exitcond329.not.7 = icmp eq i64 %arg.y0.5.0, %.585.us.7
  br i1 %exitcond329.not.7, label %B193, label %for.body.1.us, !llvm.loop !82

for.body.1:                                       ; preds = %for.body.1.preheader
  %.547268 = load double, double* %.6.i95243, align 8
  %.14.i = tail call double @llvm.sin.f64(double %.547268) #5
  %.19.i = fmul double %.14.i, %arg.h
  %.20.i = fadd double %.547268, %.19.i
  store double %.20.i, double* %.6.i147246, align 8
  br label %B193

B126.endif.endif.endif.endif.endif:               ; preds = %for.end.endif.endif
  %694 = icmp eq i8* %.7.i.i148, null
  br i1 %694, label %B126.endif.endif.endif.endif.endif.if, label %B126.endif.endif.endif.endif.endif.endif, !prof !0

B126.endif.endif.endif.endif.endif.if:            ; preds = %B126.endif.endif.endif.endif.endif.3, %B126.endif.endif.endif.endif.endif.2, %B126.endif.endif.endif.endif.endif.1, %B126.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140524762594048, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B126.endif.endif.endif.endif.endif.endif:         ; preds = %B126.endif.endif.endif.endif.endif
  %695 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i96 = getelementptr i8, i8* %.7.i.i148, i64 24
  %696 = bitcast i8* %.5.i96 to double**
  %.6.i97245 = load double*, double** %696, align 8
  br i1 %695, label %for.body.2.preheader, label %B193

for.body.2.preheader:                             ; preds = %B126.endif.endif.endif.endif.endif.endif
  %697 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %697, label %for.body.2.us.preheader, label %for.body.2

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader
  %min.iters.check376 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check376, label %for.body.2.us.preheader601, label %vector.memcheck364

vector.memcheck364:                               ; preds = %for.body.2.us.preheader
  %scevgep366 = getelementptr double, double* %.6.i97245, i64 %arg.y0.5.0
  %scevgep368 = getelementptr double, double* %.6.i95243, i64 %arg.y0.5.0
  %bound0370 = icmp ult double* %.6.i97245, %scevgep368
  %bound1371 = icmp ult double* %.6.i95243, %scevgep366
  %found.conflict372 = and i1 %bound0370, %bound1371
  br i1 %found.conflict372, label %for.body.2.us.preheader601, label %vector.ph377

vector.ph377:                                     ; preds = %vector.memcheck364
  %n.vec379 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.612, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert384 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat385 = shufflevector <8 x double> %broadcast.splatinsert384, <8 x double> poison, <8 x i32> zeroinitializer
  %698 = add i64 %n.vec379, -8
  %699 = lshr exact i64 %698, 3
  %700 = add nuw nsw i64 %699, 1
  %xtraiter730 = and i64 %700, 7
  %701 = icmp ult i64 %698, 56
  br i1 %701, label %middle.block373.unr-lcssa, label %vector.ph377.new

vector.ph377.new:                                 ; preds = %vector.ph377
  %const2189 = bitcast i64 4611686018427387896 to i64
  %unroll_iter733 = and i64 %700, %const2189
  br label %vector.body375

vector.body375:                                   ; preds = %vector.body375, %vector.ph377.new
  %lsr.iv1928 = phi i64 [ %lsr.iv.next1929, %vector.body375 ], [ %unroll_iter733, %vector.ph377.new ]
  %index382 = phi i64 [ 0, %vector.ph377.new ], [ %index.next386.7, %vector.body375 ]
  %sunkaddr2726 = mul i64 %index382, 8
  %702 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2727 = getelementptr i8, i8* %702, i64 %sunkaddr2726
  %703 = bitcast i8* %sunkaddr2727 to <8 x double>*
  %wide.load383 = load <8 x double>, <8 x double>* %703, align 8, !alias.scope !83
  %704 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load383)
  %705 = fmul <8 x double> %broadcast.splat, %wide.load383
  %706 = fmul <8 x double> %704, %broadcast.splat385
  %707 = fadd <8 x double> %705, %706
  %sunkaddr2728 = mul i64 %index382, 8
  %708 = bitcast double* %.6.i97245 to i8*
  %sunkaddr2729 = getelementptr i8, i8* %708, i64 %sunkaddr2728
  %709 = bitcast i8* %sunkaddr2729 to <8 x double>*
  store <8 x double> %707, <8 x double>* %709, align 8, !alias.scope !86, !noalias !83
  %sunkaddr2730 = mul i64 %index382, 8
  %710 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2731 = getelementptr i8, i8* %710, i64 %sunkaddr2730
  %sunkaddr2732 = getelementptr i8, i8* %sunkaddr2731, i64 64
  %711 = bitcast i8* %sunkaddr2732 to <8 x double>*
  %wide.load383.1 = load <8 x double>, <8 x double>* %711, align 8, !alias.scope !83
  %712 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load383.1)
  %713 = fmul <8 x double> %broadcast.splat, %wide.load383.1
  %714 = fmul <8 x double> %712, %broadcast.splat385
  %715 = fadd <8 x double> %713, %714
  %sunkaddr2733 = mul i64 %index382, 8
  %716 = bitcast double* %.6.i97245 to i8*
  %sunkaddr2734 = getelementptr i8, i8* %716, i64 %sunkaddr2733
  %sunkaddr2735 = getelementptr i8, i8* %sunkaddr2734, i64 64
  %717 = bitcast i8* %sunkaddr2735 to <8 x double>*
  store <8 x double> %715, <8 x double>* %717, align 8, !alias.scope !86, !noalias !83
  %sunkaddr2736 = mul i64 %index382, 8
  %718 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2737 = getelementptr i8, i8* %718, i64 %sunkaddr2736
  %sunkaddr2738 = getelementptr i8, i8* %sunkaddr2737, i64 128
  %719 = bitcast i8* %sunkaddr2738 to <8 x double>*
  %wide.load383.2 = load <8 x double>, <8 x double>* %719, align 8, !alias.scope !83
  %720 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load383.2)
  %721 = fmul <8 x double> %broadcast.splat, %wide.load383.2
  %722 = fmul <8 x double> %720, %broadcast.splat385
  %723 = fadd <8 x double> %721, %722
  %sunkaddr2739 = mul i64 %index382, 8
  %724 = bitcast double* %.6.i97245 to i8*
  %sunkaddr2740 = getelementptr i8, i8* %724, i64 %sunkaddr2739
  %sunkaddr2741 = getelementptr i8, i8* %sunkaddr2740, i64 128
  %725 = bitcast i8* %sunkaddr2741 to <8 x double>*
  store <8 x double> %723, <8 x double>* %725, align 8, !alias.scope !86, !noalias !83
  %sunkaddr2742 = mul i64 %index382, 8
  %726 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2743 = getelementptr i8, i8* %726, i64 %sunkaddr2742
  %sunkaddr2744 = getelementptr i8, i8* %sunkaddr2743, i64 192
  %727 = bitcast i8* %sunkaddr2744 to <8 x double>*
  %wide.load383.3 = load <8 x double>, <8 x double>* %727, align 8, !alias.scope !83
  %728 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load383.3)
  %729 = fmul <8 x double> %broadcast.splat, %wide.load383.3
  %730 = fmul <8 x double> %728, %broadcast.splat385
  %731 = fadd <8 x double> %729, %730
  %sunkaddr2745 = mul i64 %index382, 8
  %732 = bitcast double* %.6.i97245 to i8*
  %sunkaddr2746 = getelementptr i8, i8* %732, i64 %sunkaddr2745
  %sunkaddr2747 = getelementptr i8, i8* %sunkaddr2746, i64 192
  %733 = bitcast i8* %sunkaddr2747 to <8 x double>*
  store <8 x double> %731, <8 x double>* %733, align 8, !alias.scope !86, !noalias !83
  %sunkaddr2748 = mul i64 %index382, 8
  %734 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2749 = getelementptr i8, i8* %734, i64 %sunkaddr2748
  %sunkaddr2750 = getelementptr i8, i8* %sunkaddr2749, i64 256
  %735 = bitcast i8* %sunkaddr2750 to <8 x double>*
  %wide.load383.4 = load <8 x double>, <8 x double>* %735, align 8, !alias.scope !83
  %736 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load383.4)
  %737 = fmul <8 x double> %broadcast.splat, %wide.load383.4
  %738 = fmul <8 x double> %736, %broadcast.splat385
  %739 = fadd <8 x double> %737, %738
  %sunkaddr2751 = mul i64 %index382, 8
  %740 = bitcast double* %.6.i97245 to i8*
  %sunkaddr2752 = getelementptr i8, i8* %740, i64 %sunkaddr2751
  %sunkaddr2753 = getelementptr i8, i8* %sunkaddr2752, i64 256
  %741 = bitcast i8* %sunkaddr2753 to <8 x double>*
  store <8 x double> %739, <8 x double>* %741, align 8, !alias.scope !86, !noalias !83
  %sunkaddr2754 = mul i64 %index382, 8
  %742 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2755 = getelementptr i8, i8* %742, i64 %sunkaddr2754
  %sunkaddr2756 = getelementptr i8, i8* %sunkaddr2755, i64 320
  %743 = bitcast i8* %sunkaddr2756 to <8 x double>*
  %wide.load383.5 = load <8 x double>, <8 x double>* %743, align 8, !alias.scope !83
  %744 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load383.5)
  %745 = fmul <8 x double> %broadcast.splat, %wide.load383.5
  %746 = fmul <8 x double> %744, %broadcast.splat385
  %747 = fadd <8 x double> %745, %746
  %sunkaddr2757 = mul i64 %index382, 8
  %748 = bitcast double* %.6.i97245 to i8*
  %sunkaddr2758 = getelementptr i8, i8* %748, i64 %sunkaddr2757
  %sunkaddr2759 = getelementptr i8, i8* %sunkaddr2758, i64 320
  %749 = bitcast i8* %sunkaddr2759 to <8 x double>*
  store <8 x double> %747, <8 x double>* %749, align 8, !alias.scope !86, !noalias !83
  %sunkaddr2760 = mul i64 %index382, 8
  %750 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2761 = getelementptr i8, i8* %750, i64 %sunkaddr2760
  %sunkaddr2762 = getelementptr i8, i8* %sunkaddr2761, i64 384
  %751 = bitcast i8* %sunkaddr2762 to <8 x double>*
  %wide.load383.6 = load <8 x double>, <8 x double>* %751, align 8, !alias.scope !83
  %752 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load383.6)
  %753 = fmul <8 x double> %broadcast.splat, %wide.load383.6
  %754 = fmul <8 x double> %752, %broadcast.splat385
  %755 = fadd <8 x double> %753, %754
  %sunkaddr2763 = mul i64 %index382, 8
  %756 = bitcast double* %.6.i97245 to i8*
  %sunkaddr2764 = getelementptr i8, i8* %756, i64 %sunkaddr2763
  %sunkaddr2765 = getelementptr i8, i8* %sunkaddr2764, i64 384
  %757 = bitcast i8* %sunkaddr2765 to <8 x double>*
  store <8 x double> %755, <8 x double>* %757, align 8, !alias.scope !86, !noalias !83
  %sunkaddr2766 = mul i64 %index382, 8
  %758 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2767 = getelementptr i8, i8* %758, i64 %sunkaddr2766
  %sunkaddr2768 = getelementptr i8, i8* %sunkaddr2767, i64 448
  %759 = bitcast i8* %sunkaddr2768 to <8 x double>*
  %wide.load383.7 = load <8 x double>, <8 x double>* %759, align 8, !alias.scope !83
  %760 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load383.7)
  %761 = fmul <8 x double> %broadcast.splat, %wide.load383.7
  %762 = fmul <8 x double> %760, %broadcast.splat385
  %763 = fadd <8 x double> %761, %762
  %sunkaddr2769 = mul i64 %index382, 8
  %764 = bitcast double* %.6.i97245 to i8*
  %sunkaddr2770 = getelementptr i8, i8* %764, i64 %sunkaddr2769
  %sunkaddr2771 = getelementptr i8, i8* %sunkaddr2770, i64 448
  %765 = bitcast i8* %sunkaddr2771 to <8 x double>*
  store <8 x double> %763, <8 x double>* %765, align 8, !alias.scope !86, !noalias !83
  %index.next386.7 = add i64 %index382, 64
  %lsr.iv.next1929 = add i64 %lsr.iv1928, -8
  %niter734.ncmp.7 = icmp eq i64 %lsr.iv.next1929, 0
  br i1 %niter734.ncmp.7, label %middle.block373.unr-lcssa, label %vector.body375, !llvm.loop !88

middle.block373.unr-lcssa:                        ; preds = %vector.body375, %vector.ph377
  %index382.unr = phi i64 [ 0, %vector.ph377 ], [ %index.next386.7, %vector.body375 ]
  %lcmp.mod732.not = icmp eq i64 %xtraiter730, 0
  br i1 %lcmp.mod732.not, label %middle.block373, label %vector.body375.epil.preheader

vector.body375.epil.preheader:                    ; preds = %middle.block373.unr-lcssa
  %scevgep1870 = getelementptr double, double* %.6.i97245, i64 %index382.unr
  %scevgep1876 = getelementptr double, double* %.6.i95243, i64 %index382.unr
  %766 = shl nuw nsw i64 %xtraiter730, 6
  br label %vector.body375.epil

vector.body375.epil:                              ; preds = %vector.body375.epil.preheader, %vector.body375.epil
  %lsr.iv1871 = phi i64 [ 0, %vector.body375.epil.preheader ], [ %lsr.iv.next1872, %vector.body375.epil ]
  %767 = bitcast double* %scevgep1876 to i8*
  %768 = bitcast double* %scevgep1870 to i8*
  %uglygep1878 = getelementptr i8, i8* %767, i64 %lsr.iv1871
  %uglygep18781879 = bitcast i8* %uglygep1878 to <8 x double>*
  %wide.load383.epil = load <8 x double>, <8 x double>* %uglygep18781879, align 8, !alias.scope !83
  %769 = call <8 x double> @llvm.cos.v8f64(<8 x double> %wide.load383.epil)
  %770 = fmul <8 x double> %broadcast.splat, %wide.load383.epil
  %771 = fmul <8 x double> %769, %broadcast.splat385
  %772 = fadd <8 x double> %770, %771
  %uglygep1874 = getelementptr i8, i8* %768, i64 %lsr.iv1871
  %uglygep18741875 = bitcast i8* %uglygep1874 to <8 x double>*
  store <8 x double> %772, <8 x double>* %uglygep18741875, align 8, !alias.scope !86, !noalias !83
  %lsr.iv.next1872 = add nuw nsw i64 %lsr.iv1871, 64
  %epil.iter731.cmp.not = icmp eq i64 %766, %lsr.iv.next1872
  br i1 %epil.iter731.cmp.not, label %middle.block373, label %vector.body375.epil, !llvm.loop !89

middle.block373:                                  ; preds = %vector.body375.epil, %middle.block373.unr-lcssa
  %cmp.n381 = icmp eq i64 %n.vec379, %arg.y0.5.0
  br i1 %cmp.n381, label %B193, label %for.body.2.us.preheader601

for.body.2.us.preheader601:                       ; preds = %vector.memcheck364, %for.body.2.us.preheader, %middle.block373
  %loop.index.2235.us.ph = phi i64 [ 0, %vector.memcheck364 ], [ 0, %for.body.2.us.preheader ], [ %n.vec379, %middle.block373 ]
  %773 = xor i64 %loop.index.2235.us.ph, -1
  %774 = add i64 %773, %arg.y0.5.0
  %xtraiter697 = and i64 %arg.y0.5.0, 7
  %lcmp.mod698.not = icmp eq i64 %xtraiter697, 0
  br i1 %lcmp.mod698.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader601
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv1868 = phi i64 [ %xtraiter697, %for.body.2.us.prol.preheader ], [ %lsr.iv.next1869, %for.body.2.us.prol ]
  %loop.index.2235.us.prol = phi i64 [ %.846.us.prol, %for.body.2.us.prol ], [ %loop.index.2235.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep1867 = getelementptr double, double* %.6.i95243, i64 %loop.index.2235.us.prol
  %.808284.us.prol = load double, double* %scevgep1867, align 8
  %.16.i.us.prol = tail call double @llvm.cos.f64(double %.808284.us.prol) #5
  %.8.i.us.prol = fmul double %.612, %.808284.us.prol
  %.21.i.us.prol = fmul double %.16.i.us.prol, %arg.h
  %.22.i.us.prol = fadd double %.8.i.us.prol, %.21.i.us.prol
  %scevgep1866 = getelementptr double, double* %.6.i97245, i64 %loop.index.2235.us.prol
  store double %.22.i.us.prol, double* %scevgep1866, align 8
  %.846.us.prol = add nuw i64 %loop.index.2235.us.prol, 1
  %lsr.iv.next1869 = add nsw i64 %lsr.iv1868, -1
  %prol.iter699.cmp.not = icmp eq i64 %lsr.iv.next1869, 0
  br i1 %prol.iter699.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !90

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader601
  %loop.index.2235.us.unr = phi i64 [ %loop.index.2235.us.ph, %for.body.2.us.preheader601 ], [ %.846.us.prol, %for.body.2.us.prol ]
  %775 = icmp ult i64 %774, 7
  br i1 %775, label %B193, label %for.body.2.us.preheader754

for.body.2.us.preheader754:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader754, %for.body.2.us
  %loop.index.2235.us = phi i64 [ %.846.us.7, %for.body.2.us ], [ %loop.index.2235.us.unr, %for.body.2.us.preheader754 ]
  %sunkaddr2772 = mul i64 %loop.index.2235.us, 8
  %776 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2773 = getelementptr i8, i8* %776, i64 %sunkaddr2772
  %777 = bitcast i8* %sunkaddr2773 to double*
  %.808284.us = load double, double* %777, align 8
  %.16.i.us = tail call double @llvm.cos.f64(double %.808284.us) #5
  %.8.i.us = fmul double %.612, %.808284.us
  %.21.i.us = fmul double %.16.i.us, %arg.h
  %.22.i.us = fadd double %.8.i.us, %.21.i.us
  %scevgep1849 = getelementptr double, double* %.6.i97245, i64 %loop.index.2235.us
  store double %.22.i.us, double* %scevgep1849, align 8
  %sunkaddr2774 = mul i64 %loop.index.2235.us, 8
  %778 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2775 = getelementptr i8, i8* %778, i64 %sunkaddr2774
  %sunkaddr2776 = getelementptr i8, i8* %sunkaddr2775, i64 8
  %779 = bitcast i8* %sunkaddr2776 to double*
  %.808284.us.1702 = load double, double* %779, align 8
  %.16.i.us.1703 = tail call double @llvm.cos.f64(double %.808284.us.1702) #5
  %.8.i.us.1704 = fmul double %.612, %.808284.us.1702
  %.21.i.us.1705 = fmul double %.16.i.us.1703, %arg.h
  %.22.i.us.1706 = fadd double %.8.i.us.1704, %.21.i.us.1705
  %scevgep1847 = getelementptr double, double* %.6.i97245, i64 %loop.index.2235.us
  %scevgep1848 = getelementptr double, double* %scevgep1847, i64 1
  store double %.22.i.us.1706, double* %scevgep1848, align 8
  %sunkaddr2777 = mul i64 %loop.index.2235.us, 8
  %780 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2778 = getelementptr i8, i8* %780, i64 %sunkaddr2777
  %sunkaddr2779 = getelementptr i8, i8* %sunkaddr2778, i64 16
  %781 = bitcast i8* %sunkaddr2779 to double*
  %.808284.us.2712 = load double, double* %781, align 8
  %.16.i.us.2713 = tail call double @llvm.cos.f64(double %.808284.us.2712) #5
  %.8.i.us.2714 = fmul double %.612, %.808284.us.2712
  %.21.i.us.2715 = fmul double %.16.i.us.2713, %arg.h
  %.22.i.us.2716 = fadd double %.8.i.us.2714, %.21.i.us.2715
  %scevgep1845 = getelementptr double, double* %.6.i97245, i64 %loop.index.2235.us
  %scevgep1846 = getelementptr double, double* %scevgep1845, i64 2
  store double %.22.i.us.2716, double* %scevgep1846, align 8
  %sunkaddr2780 = mul i64 %loop.index.2235.us, 8
  %782 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2781 = getelementptr i8, i8* %782, i64 %sunkaddr2780
  %sunkaddr2782 = getelementptr i8, i8* %sunkaddr2781, i64 24
  %783 = bitcast i8* %sunkaddr2782 to double*
  %.808284.us.3722 = load double, double* %783, align 8
  %.16.i.us.3723 = tail call double @llvm.cos.f64(double %.808284.us.3722) #5
  %.8.i.us.3724 = fmul double %.612, %.808284.us.3722
  %.21.i.us.3725 = fmul double %.16.i.us.3723, %arg.h
  %.22.i.us.3726 = fadd double %.8.i.us.3724, %.21.i.us.3725
  %scevgep1843 = getelementptr double, double* %.6.i97245, i64 %loop.index.2235.us
  %scevgep1844 = getelementptr double, double* %scevgep1843, i64 3
  store double %.22.i.us.3726, double* %scevgep1844, align 8
  %sunkaddr2783 = mul i64 %loop.index.2235.us, 8
  %784 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2784 = getelementptr i8, i8* %784, i64 %sunkaddr2783
  %sunkaddr2785 = getelementptr i8, i8* %sunkaddr2784, i64 32
  %785 = bitcast i8* %sunkaddr2785 to double*
  %.808284.us.4 = load double, double* %785, align 8
  %.16.i.us.4 = tail call double @llvm.cos.f64(double %.808284.us.4) #5
  %.8.i.us.4 = fmul double %.612, %.808284.us.4
  %.21.i.us.4 = fmul double %.16.i.us.4, %arg.h
  %.22.i.us.4 = fadd double %.8.i.us.4, %.21.i.us.4
  %scevgep1841 = getelementptr double, double* %.6.i97245, i64 %loop.index.2235.us
  %scevgep1842 = getelementptr double, double* %scevgep1841, i64 4
  store double %.22.i.us.4, double* %scevgep1842, align 8
  %sunkaddr2786 = mul i64 %loop.index.2235.us, 8
  %786 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2787 = getelementptr i8, i8* %786, i64 %sunkaddr2786
  %sunkaddr2788 = getelementptr i8, i8* %sunkaddr2787, i64 40
  %787 = bitcast i8* %sunkaddr2788 to double*
  %.808284.us.5 = load double, double* %787, align 8
  %.16.i.us.5 = tail call double @llvm.cos.f64(double %.808284.us.5) #5
  %.8.i.us.5 = fmul double %.612, %.808284.us.5
  %.21.i.us.5 = fmul double %.16.i.us.5, %arg.h
  %.22.i.us.5 = fadd double %.8.i.us.5, %.21.i.us.5
  %scevgep1839 = getelementptr double, double* %.6.i97245, i64 %loop.index.2235.us
  %scevgep1840 = getelementptr double, double* %scevgep1839, i64 5
  store double %.22.i.us.5, double* %scevgep1840, align 8
  %sunkaddr2789 = mul i64 %loop.index.2235.us, 8
  %788 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2790 = getelementptr i8, i8* %788, i64 %sunkaddr2789
  %sunkaddr2791 = getelementptr i8, i8* %sunkaddr2790, i64 48
  %789 = bitcast i8* %sunkaddr2791 to double*
  %.808284.us.6 = load double, double* %789, align 8
  %.16.i.us.6 = tail call double @llvm.cos.f64(double %.808284.us.6) #5
  %.8.i.us.6 = fmul double %.612, %.808284.us.6
  %.21.i.us.6 = fmul double %.16.i.us.6, %arg.h
  %.22.i.us.6 = fadd double %.8.i.us.6, %.21.i.us.6
  %scevgep1837 = getelementptr double, double* %.6.i97245, i64 %loop.index.2235.us
  %scevgep1838 = getelementptr double, double* %scevgep1837, i64 6
  store double %.22.i.us.6, double* %scevgep1838, align 8
  %sunkaddr2792 = mul i64 %loop.index.2235.us, 8
  %790 = bitcast double* %.6.i95243 to i8*
  %sunkaddr2793 = getelementptr i8, i8* %790, i64 %sunkaddr2792
  %sunkaddr2794 = getelementptr i8, i8* %sunkaddr2793, i64 56
  %791 = bitcast i8* %sunkaddr2794 to double*
  %.808284.us.7 = load double, double* %791, align 8
  %.16.i.us.7 = tail call double @llvm.cos.f64(double %.808284.us.7) #5
  %.8.i.us.7 = fmul double %.612, %.808284.us.7
  %.21.i.us.7 = fmul double %.16.i.us.7, %arg.h
  %.22.i.us.7 = fadd double %.8.i.us.7, %.21.i.us.7
  %scevgep1835 = getelementptr double, double* %.6.i97245, i64 %loop.index.2235.us
  %scevgep1836 = getelementptr double, double* %scevgep1835, i64 7
  store double %.22.i.us.7, double* %scevgep1836, align 8
  %.846.us.7 = add nuw nsw i64 %loop.index.2235.us, 8
  %exitcond327.not.7 = icmp eq i64 %arg.y0.5.0, %.846.us.7
  br i1 %exitcond327.not.7, label %B193, label %for.body.2.us, !llvm.loop !91

for.body.2:                                       ; preds = %for.body.2.preheader
  %.808284 = load double, double* %.6.i95243, align 8
  %.16.i = tail call double @llvm.cos.f64(double %.808284) #5
  %.8.i = fmul double %.612, %.808284
  %.21.i = fmul double %.16.i, %arg.h
  %.22.i = fadd double %.8.i, %.21.i
  store double %.22.i, double* %.6.i97245, align 8
  br label %B193

B192.endif.endif.endif.endif.endif:               ; preds = %for.body.2.us.3, %for.body.1.us.3, %for.body.1.us.3.prol.loopexit, %middle.block543, %B72.endif.endif.endif.endif.endif.endif.3, %for.body.2.us.3.prol.loopexit, %middle.block518, %B126.endif.endif.endif.endif.endif.endif.3, %for.body.2.3, %for.body.1.3
  %y.4.sroa.32.1.3 = phi double* [ %.6.i147246.3, %for.body.1.3 ], [ %.6.i97245.3, %for.body.2.3 ], [ %.6.i97245.3, %B126.endif.endif.endif.endif.endif.endif.3 ], [ %.6.i97245.3, %middle.block518 ], [ %.6.i97245.3, %for.body.2.us.3.prol.loopexit ], [ %.6.i147246.3, %B72.endif.endif.endif.endif.endif.endif.3 ], [ %.6.i147246.3, %middle.block543 ], [ %.6.i147246.3, %for.body.1.us.3.prol.loopexit ], [ %.6.i147246.3, %for.body.1.us.3 ], [ %.6.i97245.3, %for.body.2.us.3 ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i148.2)
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.81, i32 32), !noalias !92
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B192.endif.endif.endif.endif.endif.if, label %B192.endif.endif.endif.endif.endif.endif, !prof !0

B192.endif.endif.endif.endif.endif.if:            ; preds = %B192.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140524762594048, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B192.endif.endif.endif.endif.endif.endif:         ; preds = %B192.endif.endif.endif.endif.endif
  %792 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %793 = bitcast i8* %.5.i to double**
  %.6.i45244 = load double*, double** %793, align 8
  br i1 %792, label %for.body.3.preheader, label %for.end.3

for.body.3.preheader:                             ; preds = %B192.endif.endif.endif.endif.endif.endif
  %.1053.not = icmp eq i64 %arg.y0.5.0, 1
  br i1 %.1053.not, label %for.end.3.thread, label %for.body.3.us.preheader

for.body.3.us.preheader:                          ; preds = %for.body.3.preheader
  %min.iters.check570 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %min.iters.check570, label %for.body.3.us.preheader582, label %vector.memcheck557

vector.memcheck557:                               ; preds = %for.body.3.us.preheader
  %scevgep559 = getelementptr double, double* %.6.i45244, i64 %arg.y0.5.0
  %scevgep562 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %arg.y0.5.0
  %bound0564 = icmp ult double* %.6.i45244, %scevgep562
  %bound1565 = icmp ult double* %y.4.sroa.32.1.3, %scevgep559
  %found.conflict566 = and i1 %bound0564, %bound1565
  br i1 %found.conflict566, label %for.body.3.us.preheader582, label %vector.ph571

vector.ph571:                                     ; preds = %vector.memcheck557
  %n.vec573 = and i64 %arg.y0.5.0, -32
  %794 = add i64 %n.vec573, -32
  %795 = lshr exact i64 %794, 5
  %796 = add nuw nsw i64 %795, 1
  %xtraiter609 = and i64 %796, 7
  %797 = icmp ult i64 %794, 224
  br i1 %797, label %middle.block567.unr-lcssa, label %vector.ph571.new

vector.ph571.new:                                 ; preds = %vector.ph571
  %const = bitcast i64 1152921504606846968 to i64
  %unroll_iter612 = and i64 %796, %const
  %scevgep976 = getelementptr double, double* %y.4.sroa.32.1.3, i64 248
  %scevgep1072 = getelementptr double, double* %.6.i45244, i64 248
  br label %vector.body569

vector.body569:                                   ; preds = %vector.body569, %vector.ph571.new
  %lsr.iv1168 = phi i64 [ %lsr.iv.next1169, %vector.body569 ], [ %unroll_iter612, %vector.ph571.new ]
  %index576 = phi i64 [ 0, %vector.ph571.new ], [ %index.next581.7, %vector.body569 ]
  %scevgep1060 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10601061 = bitcast double* %scevgep1060 to <8 x double>*
  %scevgep1062 = getelementptr <8 x double>, <8 x double>* %scevgep10601061, i64 -31
  %wide.load577 = load <8 x double>, <8 x double>* %scevgep1062, align 8, !alias.scope !99
  %scevgep1069 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10691070 = bitcast double* %scevgep1069 to <8 x double>*
  %scevgep1071 = getelementptr <8 x double>, <8 x double>* %scevgep10691070, i64 -30
  %wide.load578 = load <8 x double>, <8 x double>* %scevgep1071, align 8, !alias.scope !99
  %scevgep1066 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10661067 = bitcast double* %scevgep1066 to <8 x double>*
  %scevgep1068 = getelementptr <8 x double>, <8 x double>* %scevgep10661067, i64 -29
  %wide.load579 = load <8 x double>, <8 x double>* %scevgep1068, align 8, !alias.scope !99
  %scevgep1063 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10631064 = bitcast double* %scevgep1063 to <8 x double>*
  %scevgep1065 = getelementptr <8 x double>, <8 x double>* %scevgep10631064, i64 -28
  %wide.load580 = load <8 x double>, <8 x double>* %scevgep1065, align 8, !alias.scope !99
  %798 = fmul <8 x double> %wide.load577, %wide.load577
  %799 = fmul <8 x double> %wide.load578, %wide.load578
  %800 = fmul <8 x double> %wide.load579, %wide.load579
  %801 = fmul <8 x double> %wide.load580, %wide.load580
  %scevgep1156 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11561157 = bitcast double* %scevgep1156 to <8 x double>*
  %scevgep1158 = getelementptr <8 x double>, <8 x double>* %scevgep11561157, i64 -31
  store <8 x double> %798, <8 x double>* %scevgep1158, align 8, !alias.scope !102, !noalias !99
  %scevgep1165 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11651166 = bitcast double* %scevgep1165 to <8 x double>*
  %scevgep1167 = getelementptr <8 x double>, <8 x double>* %scevgep11651166, i64 -30
  store <8 x double> %799, <8 x double>* %scevgep1167, align 8, !alias.scope !102, !noalias !99
  %scevgep1162 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11621163 = bitcast double* %scevgep1162 to <8 x double>*
  %scevgep1164 = getelementptr <8 x double>, <8 x double>* %scevgep11621163, i64 -29
  store <8 x double> %800, <8 x double>* %scevgep1164, align 8, !alias.scope !102, !noalias !99
  %scevgep1159 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11591160 = bitcast double* %scevgep1159 to <8 x double>*
  %scevgep1161 = getelementptr <8 x double>, <8 x double>* %scevgep11591160, i64 -28
  store <8 x double> %801, <8 x double>* %scevgep1161, align 8, !alias.scope !102, !noalias !99
  %scevgep1046 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10461047 = bitcast double* %scevgep1046 to <8 x double>*
  %scevgep1048 = getelementptr <8 x double>, <8 x double>* %scevgep10461047, i64 -27
  %wide.load577.1 = load <8 x double>, <8 x double>* %scevgep1048, align 8, !alias.scope !99
  %scevgep1043 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10431044 = bitcast double* %scevgep1043 to <8 x double>*
  %scevgep1045 = getelementptr <8 x double>, <8 x double>* %scevgep10431044, i64 -26
  %wide.load578.1 = load <8 x double>, <8 x double>* %scevgep1045, align 8, !alias.scope !99
  %scevgep1040 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10401041 = bitcast double* %scevgep1040 to <8 x double>*
  %scevgep1042 = getelementptr <8 x double>, <8 x double>* %scevgep10401041, i64 -25
  %wide.load579.1 = load <8 x double>, <8 x double>* %scevgep1042, align 8, !alias.scope !99
  %scevgep1037 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10371038 = bitcast double* %scevgep1037 to <8 x double>*
  %scevgep1039 = getelementptr <8 x double>, <8 x double>* %scevgep10371038, i64 -24
  %wide.load580.1 = load <8 x double>, <8 x double>* %scevgep1039, align 8, !alias.scope !99
  %802 = fmul <8 x double> %wide.load577.1, %wide.load577.1
  %803 = fmul <8 x double> %wide.load578.1, %wide.load578.1
  %804 = fmul <8 x double> %wide.load579.1, %wide.load579.1
  %805 = fmul <8 x double> %wide.load580.1, %wide.load580.1
  %scevgep1142 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11421143 = bitcast double* %scevgep1142 to <8 x double>*
  %scevgep1144 = getelementptr <8 x double>, <8 x double>* %scevgep11421143, i64 -27
  store <8 x double> %802, <8 x double>* %scevgep1144, align 8, !alias.scope !102, !noalias !99
  %scevgep1139 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11391140 = bitcast double* %scevgep1139 to <8 x double>*
  %scevgep1141 = getelementptr <8 x double>, <8 x double>* %scevgep11391140, i64 -26
  store <8 x double> %803, <8 x double>* %scevgep1141, align 8, !alias.scope !102, !noalias !99
  %scevgep1136 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11361137 = bitcast double* %scevgep1136 to <8 x double>*
  %scevgep1138 = getelementptr <8 x double>, <8 x double>* %scevgep11361137, i64 -25
  store <8 x double> %804, <8 x double>* %scevgep1138, align 8, !alias.scope !102, !noalias !99
  %scevgep1133 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11331134 = bitcast double* %scevgep1133 to <8 x double>*
  %scevgep1135 = getelementptr <8 x double>, <8 x double>* %scevgep11331134, i64 -24
  store <8 x double> %805, <8 x double>* %scevgep1135, align 8, !alias.scope !102, !noalias !99
  %scevgep1034 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10341035 = bitcast double* %scevgep1034 to <8 x double>*
  %scevgep1036 = getelementptr <8 x double>, <8 x double>* %scevgep10341035, i64 -23
  %wide.load577.2 = load <8 x double>, <8 x double>* %scevgep1036, align 8, !alias.scope !99
  %scevgep1031 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10311032 = bitcast double* %scevgep1031 to <8 x double>*
  %scevgep1033 = getelementptr <8 x double>, <8 x double>* %scevgep10311032, i64 -22
  %wide.load578.2 = load <8 x double>, <8 x double>* %scevgep1033, align 8, !alias.scope !99
  %scevgep1028 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10281029 = bitcast double* %scevgep1028 to <8 x double>*
  %scevgep1030 = getelementptr <8 x double>, <8 x double>* %scevgep10281029, i64 -21
  %wide.load579.2 = load <8 x double>, <8 x double>* %scevgep1030, align 8, !alias.scope !99
  %scevgep1025 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10251026 = bitcast double* %scevgep1025 to <8 x double>*
  %scevgep1027 = getelementptr <8 x double>, <8 x double>* %scevgep10251026, i64 -20
  %wide.load580.2 = load <8 x double>, <8 x double>* %scevgep1027, align 8, !alias.scope !99
  %806 = fmul <8 x double> %wide.load577.2, %wide.load577.2
  %807 = fmul <8 x double> %wide.load578.2, %wide.load578.2
  %808 = fmul <8 x double> %wide.load579.2, %wide.load579.2
  %809 = fmul <8 x double> %wide.load580.2, %wide.load580.2
  %scevgep1130 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11301131 = bitcast double* %scevgep1130 to <8 x double>*
  %scevgep1132 = getelementptr <8 x double>, <8 x double>* %scevgep11301131, i64 -23
  store <8 x double> %806, <8 x double>* %scevgep1132, align 8, !alias.scope !102, !noalias !99
  %scevgep1127 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11271128 = bitcast double* %scevgep1127 to <8 x double>*
  %scevgep1129 = getelementptr <8 x double>, <8 x double>* %scevgep11271128, i64 -22
  store <8 x double> %807, <8 x double>* %scevgep1129, align 8, !alias.scope !102, !noalias !99
  %scevgep1124 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11241125 = bitcast double* %scevgep1124 to <8 x double>*
  %scevgep1126 = getelementptr <8 x double>, <8 x double>* %scevgep11241125, i64 -21
  store <8 x double> %808, <8 x double>* %scevgep1126, align 8, !alias.scope !102, !noalias !99
  %scevgep1121 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11211122 = bitcast double* %scevgep1121 to <8 x double>*
  %scevgep1123 = getelementptr <8 x double>, <8 x double>* %scevgep11211122, i64 -20
  store <8 x double> %809, <8 x double>* %scevgep1123, align 8, !alias.scope !102, !noalias !99
  %scevgep1022 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10221023 = bitcast double* %scevgep1022 to <8 x double>*
  %scevgep1024 = getelementptr <8 x double>, <8 x double>* %scevgep10221023, i64 -19
  %wide.load577.3 = load <8 x double>, <8 x double>* %scevgep1024, align 8, !alias.scope !99
  %scevgep1019 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10191020 = bitcast double* %scevgep1019 to <8 x double>*
  %scevgep1021 = getelementptr <8 x double>, <8 x double>* %scevgep10191020, i64 -18
  %wide.load578.3 = load <8 x double>, <8 x double>* %scevgep1021, align 8, !alias.scope !99
  %scevgep1016 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10161017 = bitcast double* %scevgep1016 to <8 x double>*
  %scevgep1018 = getelementptr <8 x double>, <8 x double>* %scevgep10161017, i64 -17
  %wide.load579.3 = load <8 x double>, <8 x double>* %scevgep1018, align 8, !alias.scope !99
  %scevgep1013 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10131014 = bitcast double* %scevgep1013 to <8 x double>*
  %scevgep1015 = getelementptr <8 x double>, <8 x double>* %scevgep10131014, i64 -16
  %wide.load580.3 = load <8 x double>, <8 x double>* %scevgep1015, align 8, !alias.scope !99
  %810 = fmul <8 x double> %wide.load577.3, %wide.load577.3
  %811 = fmul <8 x double> %wide.load578.3, %wide.load578.3
  %812 = fmul <8 x double> %wide.load579.3, %wide.load579.3
  %813 = fmul <8 x double> %wide.load580.3, %wide.load580.3
  %scevgep1118 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11181119 = bitcast double* %scevgep1118 to <8 x double>*
  %scevgep1120 = getelementptr <8 x double>, <8 x double>* %scevgep11181119, i64 -19
  store <8 x double> %810, <8 x double>* %scevgep1120, align 8, !alias.scope !102, !noalias !99
  %scevgep1115 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11151116 = bitcast double* %scevgep1115 to <8 x double>*
  %scevgep1117 = getelementptr <8 x double>, <8 x double>* %scevgep11151116, i64 -18
  store <8 x double> %811, <8 x double>* %scevgep1117, align 8, !alias.scope !102, !noalias !99
  %scevgep1112 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11121113 = bitcast double* %scevgep1112 to <8 x double>*
  %scevgep1114 = getelementptr <8 x double>, <8 x double>* %scevgep11121113, i64 -17
  store <8 x double> %812, <8 x double>* %scevgep1114, align 8, !alias.scope !102, !noalias !99
  %scevgep1109 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11091110 = bitcast double* %scevgep1109 to <8 x double>*
  %scevgep1111 = getelementptr <8 x double>, <8 x double>* %scevgep11091110, i64 -16
  store <8 x double> %813, <8 x double>* %scevgep1111, align 8, !alias.scope !102, !noalias !99
  %scevgep1010 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10101011 = bitcast double* %scevgep1010 to <8 x double>*
  %scevgep1012 = getelementptr <8 x double>, <8 x double>* %scevgep10101011, i64 -15
  %wide.load577.4 = load <8 x double>, <8 x double>* %scevgep1012, align 8, !alias.scope !99
  %scevgep1007 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10071008 = bitcast double* %scevgep1007 to <8 x double>*
  %scevgep1009 = getelementptr <8 x double>, <8 x double>* %scevgep10071008, i64 -14
  %wide.load578.4 = load <8 x double>, <8 x double>* %scevgep1009, align 8, !alias.scope !99
  %scevgep1004 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10041005 = bitcast double* %scevgep1004 to <8 x double>*
  %scevgep1006 = getelementptr <8 x double>, <8 x double>* %scevgep10041005, i64 -13
  %wide.load579.4 = load <8 x double>, <8 x double>* %scevgep1006, align 8, !alias.scope !99
  %scevgep1001 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10011002 = bitcast double* %scevgep1001 to <8 x double>*
  %scevgep1003 = getelementptr <8 x double>, <8 x double>* %scevgep10011002, i64 -12
  %wide.load580.4 = load <8 x double>, <8 x double>* %scevgep1003, align 8, !alias.scope !99
  %814 = fmul <8 x double> %wide.load577.4, %wide.load577.4
  %815 = fmul <8 x double> %wide.load578.4, %wide.load578.4
  %816 = fmul <8 x double> %wide.load579.4, %wide.load579.4
  %817 = fmul <8 x double> %wide.load580.4, %wide.load580.4
  %scevgep1106 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11061107 = bitcast double* %scevgep1106 to <8 x double>*
  %scevgep1108 = getelementptr <8 x double>, <8 x double>* %scevgep11061107, i64 -15
  store <8 x double> %814, <8 x double>* %scevgep1108, align 8, !alias.scope !102, !noalias !99
  %scevgep1103 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11031104 = bitcast double* %scevgep1103 to <8 x double>*
  %scevgep1105 = getelementptr <8 x double>, <8 x double>* %scevgep11031104, i64 -14
  store <8 x double> %815, <8 x double>* %scevgep1105, align 8, !alias.scope !102, !noalias !99
  %scevgep1100 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11001101 = bitcast double* %scevgep1100 to <8 x double>*
  %scevgep1102 = getelementptr <8 x double>, <8 x double>* %scevgep11001101, i64 -13
  store <8 x double> %816, <8 x double>* %scevgep1102, align 8, !alias.scope !102, !noalias !99
  %scevgep1097 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep10971098 = bitcast double* %scevgep1097 to <8 x double>*
  %scevgep1099 = getelementptr <8 x double>, <8 x double>* %scevgep10971098, i64 -12
  store <8 x double> %817, <8 x double>* %scevgep1099, align 8, !alias.scope !102, !noalias !99
  %scevgep998 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep998999 = bitcast double* %scevgep998 to <8 x double>*
  %scevgep1000 = getelementptr <8 x double>, <8 x double>* %scevgep998999, i64 -11
  %wide.load577.5 = load <8 x double>, <8 x double>* %scevgep1000, align 8, !alias.scope !99
  %scevgep995 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep995996 = bitcast double* %scevgep995 to <8 x double>*
  %scevgep997 = getelementptr <8 x double>, <8 x double>* %scevgep995996, i64 -10
  %wide.load578.5 = load <8 x double>, <8 x double>* %scevgep997, align 8, !alias.scope !99
  %scevgep992 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep992993 = bitcast double* %scevgep992 to <8 x double>*
  %scevgep994 = getelementptr <8 x double>, <8 x double>* %scevgep992993, i64 -9
  %wide.load579.5 = load <8 x double>, <8 x double>* %scevgep994, align 8, !alias.scope !99
  %scevgep989 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep989990 = bitcast double* %scevgep989 to <8 x double>*
  %scevgep991 = getelementptr <8 x double>, <8 x double>* %scevgep989990, i64 -8
  %wide.load580.5 = load <8 x double>, <8 x double>* %scevgep991, align 8, !alias.scope !99
  %818 = fmul <8 x double> %wide.load577.5, %wide.load577.5
  %819 = fmul <8 x double> %wide.load578.5, %wide.load578.5
  %820 = fmul <8 x double> %wide.load579.5, %wide.load579.5
  %821 = fmul <8 x double> %wide.load580.5, %wide.load580.5
  %scevgep1094 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep10941095 = bitcast double* %scevgep1094 to <8 x double>*
  %scevgep1096 = getelementptr <8 x double>, <8 x double>* %scevgep10941095, i64 -11
  store <8 x double> %818, <8 x double>* %scevgep1096, align 8, !alias.scope !102, !noalias !99
  %scevgep1091 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep10911092 = bitcast double* %scevgep1091 to <8 x double>*
  %scevgep1093 = getelementptr <8 x double>, <8 x double>* %scevgep10911092, i64 -10
  store <8 x double> %819, <8 x double>* %scevgep1093, align 8, !alias.scope !102, !noalias !99
  %scevgep1088 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep10881089 = bitcast double* %scevgep1088 to <8 x double>*
  %scevgep1090 = getelementptr <8 x double>, <8 x double>* %scevgep10881089, i64 -9
  store <8 x double> %820, <8 x double>* %scevgep1090, align 8, !alias.scope !102, !noalias !99
  %scevgep1085 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep10851086 = bitcast double* %scevgep1085 to <8 x double>*
  %scevgep1087 = getelementptr <8 x double>, <8 x double>* %scevgep10851086, i64 -8
  store <8 x double> %821, <8 x double>* %scevgep1087, align 8, !alias.scope !102, !noalias !99
  %scevgep986 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep986987 = bitcast double* %scevgep986 to <8 x double>*
  %scevgep988 = getelementptr <8 x double>, <8 x double>* %scevgep986987, i64 -7
  %wide.load577.6 = load <8 x double>, <8 x double>* %scevgep988, align 8, !alias.scope !99
  %scevgep983 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep983984 = bitcast double* %scevgep983 to <8 x double>*
  %scevgep985 = getelementptr <8 x double>, <8 x double>* %scevgep983984, i64 -6
  %wide.load578.6 = load <8 x double>, <8 x double>* %scevgep985, align 8, !alias.scope !99
  %scevgep980 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep980981 = bitcast double* %scevgep980 to <8 x double>*
  %scevgep982 = getelementptr <8 x double>, <8 x double>* %scevgep980981, i64 -5
  %wide.load579.6 = load <8 x double>, <8 x double>* %scevgep982, align 8, !alias.scope !99
  %scevgep977 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep977978 = bitcast double* %scevgep977 to <8 x double>*
  %scevgep979 = getelementptr <8 x double>, <8 x double>* %scevgep977978, i64 -4
  %wide.load580.6 = load <8 x double>, <8 x double>* %scevgep979, align 8, !alias.scope !99
  %822 = fmul <8 x double> %wide.load577.6, %wide.load577.6
  %823 = fmul <8 x double> %wide.load578.6, %wide.load578.6
  %824 = fmul <8 x double> %wide.load579.6, %wide.load579.6
  %825 = fmul <8 x double> %wide.load580.6, %wide.load580.6
  %scevgep1082 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep10821083 = bitcast double* %scevgep1082 to <8 x double>*
  %scevgep1084 = getelementptr <8 x double>, <8 x double>* %scevgep10821083, i64 -7
  store <8 x double> %822, <8 x double>* %scevgep1084, align 8, !alias.scope !102, !noalias !99
  %scevgep1079 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep10791080 = bitcast double* %scevgep1079 to <8 x double>*
  %scevgep1081 = getelementptr <8 x double>, <8 x double>* %scevgep10791080, i64 -6
  store <8 x double> %823, <8 x double>* %scevgep1081, align 8, !alias.scope !102, !noalias !99
  %scevgep1076 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep10761077 = bitcast double* %scevgep1076 to <8 x double>*
  %scevgep1078 = getelementptr <8 x double>, <8 x double>* %scevgep10761077, i64 -5
  store <8 x double> %824, <8 x double>* %scevgep1078, align 8, !alias.scope !102, !noalias !99
  %scevgep1073 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep10731074 = bitcast double* %scevgep1073 to <8 x double>*
  %scevgep1075 = getelementptr <8 x double>, <8 x double>* %scevgep10731074, i64 -4
  store <8 x double> %825, <8 x double>* %scevgep1075, align 8, !alias.scope !102, !noalias !99
  %scevgep1057 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10571058 = bitcast double* %scevgep1057 to <8 x double>*
  %scevgep1059 = getelementptr <8 x double>, <8 x double>* %scevgep10571058, i64 -3
  %wide.load577.7 = load <8 x double>, <8 x double>* %scevgep1059, align 8, !alias.scope !99
  %scevgep1054 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10541055 = bitcast double* %scevgep1054 to <8 x double>*
  %scevgep1056 = getelementptr <8 x double>, <8 x double>* %scevgep10541055, i64 -2
  %wide.load578.7 = load <8 x double>, <8 x double>* %scevgep1056, align 8, !alias.scope !99
  %scevgep1051 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10511052 = bitcast double* %scevgep1051 to <8 x double>*
  %scevgep1053 = getelementptr <8 x double>, <8 x double>* %scevgep10511052, i64 -1
  %wide.load579.7 = load <8 x double>, <8 x double>* %scevgep1053, align 8, !alias.scope !99
  %scevgep1049 = getelementptr double, double* %scevgep976, i64 %index576
  %scevgep10491050 = bitcast double* %scevgep1049 to <8 x double>*
  %wide.load580.7 = load <8 x double>, <8 x double>* %scevgep10491050, align 8, !alias.scope !99
  %826 = fmul <8 x double> %wide.load577.7, %wide.load577.7
  %827 = fmul <8 x double> %wide.load578.7, %wide.load578.7
  %828 = fmul <8 x double> %wide.load579.7, %wide.load579.7
  %829 = fmul <8 x double> %wide.load580.7, %wide.load580.7
  %scevgep1153 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11531154 = bitcast double* %scevgep1153 to <8 x double>*
  %scevgep1155 = getelementptr <8 x double>, <8 x double>* %scevgep11531154, i64 -3
  store <8 x double> %826, <8 x double>* %scevgep1155, align 8, !alias.scope !102, !noalias !99
  %scevgep1150 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11501151 = bitcast double* %scevgep1150 to <8 x double>*
  %scevgep1152 = getelementptr <8 x double>, <8 x double>* %scevgep11501151, i64 -2
  store <8 x double> %827, <8 x double>* %scevgep1152, align 8, !alias.scope !102, !noalias !99
  %scevgep1147 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11471148 = bitcast double* %scevgep1147 to <8 x double>*
  %scevgep1149 = getelementptr <8 x double>, <8 x double>* %scevgep11471148, i64 -1
  store <8 x double> %828, <8 x double>* %scevgep1149, align 8, !alias.scope !102, !noalias !99
  %scevgep1145 = getelementptr double, double* %scevgep1072, i64 %index576
  %scevgep11451146 = bitcast double* %scevgep1145 to <8 x double>*
  store <8 x double> %829, <8 x double>* %scevgep11451146, align 8, !alias.scope !102, !noalias !99
  %index.next581.7 = add i64 %index576, 256
  %lsr.iv.next1169 = add i64 %lsr.iv1168, -8
  %niter613.ncmp.7 = icmp eq i64 %lsr.iv.next1169, 0
  br i1 %niter613.ncmp.7, label %middle.block567.unr-lcssa, label %vector.body569, !llvm.loop !104

middle.block567.unr-lcssa:                        ; preds = %vector.body569, %vector.ph571
  %index576.unr = phi i64 [ 0, %vector.ph571 ], [ %index.next581.7, %vector.body569 ]
  %lcmp.mod611.not = icmp eq i64 %xtraiter609, 0
  br i1 %lcmp.mod611.not, label %middle.block567, label %vector.body569.epil.preheader

vector.body569.epil.preheader:                    ; preds = %middle.block567.unr-lcssa
  %830 = add nuw nsw i64 %index576.unr, 24
  %scevgep948 = getelementptr double, double* %.6.i45244, i64 %830
  %scevgep963 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %830
  %831 = shl nuw nsw i64 %xtraiter609, 8
  br label %vector.body569.epil

vector.body569.epil:                              ; preds = %vector.body569.epil.preheader, %vector.body569.epil
  %lsr.iv949 = phi i64 [ 0, %vector.body569.epil.preheader ], [ %lsr.iv.next950, %vector.body569.epil ]
  %832 = bitcast double* %scevgep963 to i8*
  %833 = bitcast double* %scevgep948 to i8*
  %uglygep973 = getelementptr i8, i8* %832, i64 %lsr.iv949
  %uglygep973974 = bitcast i8* %uglygep973 to <8 x double>*
  %scevgep975 = getelementptr <8 x double>, <8 x double>* %uglygep973974, i64 -3
  %wide.load577.epil = load <8 x double>, <8 x double>* %scevgep975, align 8, !alias.scope !99
  %uglygep970 = getelementptr i8, i8* %832, i64 %lsr.iv949
  %uglygep970971 = bitcast i8* %uglygep970 to <8 x double>*
  %scevgep972 = getelementptr <8 x double>, <8 x double>* %uglygep970971, i64 -2
  %wide.load578.epil = load <8 x double>, <8 x double>* %scevgep972, align 8, !alias.scope !99
  %uglygep967 = getelementptr i8, i8* %832, i64 %lsr.iv949
  %uglygep967968 = bitcast i8* %uglygep967 to <8 x double>*
  %scevgep969 = getelementptr <8 x double>, <8 x double>* %uglygep967968, i64 -1
  %wide.load579.epil = load <8 x double>, <8 x double>* %scevgep969, align 8, !alias.scope !99
  %uglygep965 = getelementptr i8, i8* %832, i64 %lsr.iv949
  %uglygep965966 = bitcast i8* %uglygep965 to <8 x double>*
  %wide.load580.epil = load <8 x double>, <8 x double>* %uglygep965966, align 8, !alias.scope !99
  %834 = fmul <8 x double> %wide.load577.epil, %wide.load577.epil
  %835 = fmul <8 x double> %wide.load578.epil, %wide.load578.epil
  %836 = fmul <8 x double> %wide.load579.epil, %wide.load579.epil
  %837 = fmul <8 x double> %wide.load580.epil, %wide.load580.epil
  %uglygep960 = getelementptr i8, i8* %833, i64 %lsr.iv949
  %uglygep960961 = bitcast i8* %uglygep960 to <8 x double>*
  %scevgep962 = getelementptr <8 x double>, <8 x double>* %uglygep960961, i64 -3
  store <8 x double> %834, <8 x double>* %scevgep962, align 8, !alias.scope !102, !noalias !99
  %uglygep957 = getelementptr i8, i8* %833, i64 %lsr.iv949
  %uglygep957958 = bitcast i8* %uglygep957 to <8 x double>*
  %scevgep959 = getelementptr <8 x double>, <8 x double>* %uglygep957958, i64 -2
  store <8 x double> %835, <8 x double>* %scevgep959, align 8, !alias.scope !102, !noalias !99
  %uglygep954 = getelementptr i8, i8* %833, i64 %lsr.iv949
  %uglygep954955 = bitcast i8* %uglygep954 to <8 x double>*
  %scevgep956 = getelementptr <8 x double>, <8 x double>* %uglygep954955, i64 -1
  store <8 x double> %836, <8 x double>* %scevgep956, align 8, !alias.scope !102, !noalias !99
  %uglygep952 = getelementptr i8, i8* %833, i64 %lsr.iv949
  %uglygep952953 = bitcast i8* %uglygep952 to <8 x double>*
  store <8 x double> %837, <8 x double>* %uglygep952953, align 8, !alias.scope !102, !noalias !99
  %lsr.iv.next950 = add nuw nsw i64 %lsr.iv949, 256
  %epil.iter610.cmp.not = icmp eq i64 %831, %lsr.iv.next950
  br i1 %epil.iter610.cmp.not, label %middle.block567, label %vector.body569.epil, !llvm.loop !105

middle.block567:                                  ; preds = %vector.body569.epil, %middle.block567.unr-lcssa
  %cmp.n575 = icmp eq i64 %n.vec573, %arg.y0.5.0
  br i1 %cmp.n575, label %for.end.3, label %for.body.3.us.preheader582

for.body.3.us.preheader582:                       ; preds = %vector.memcheck557, %for.body.3.us.preheader, %middle.block567
  %loop.index.3231.us.ph = phi i64 [ 0, %vector.memcheck557 ], [ 0, %for.body.3.us.preheader ], [ %n.vec573, %middle.block567 ]
  %838 = xor i64 %loop.index.3231.us.ph, -1
  %839 = add i64 %838, %arg.y0.5.0
  %xtraiter607 = and i64 %arg.y0.5.0, 7
  %lcmp.mod608.not = icmp eq i64 %xtraiter607, 0
  br i1 %lcmp.mod608.not, label %for.body.3.us.prol.loopexit, label %for.body.3.us.prol.preheader

for.body.3.us.prol.preheader:                     ; preds = %for.body.3.us.preheader582
  br label %for.body.3.us.prol

for.body.3.us.prol:                               ; preds = %for.body.3.us.prol.preheader, %for.body.3.us.prol
  %lsr.iv946 = phi i64 [ %xtraiter607, %for.body.3.us.prol.preheader ], [ %lsr.iv.next947, %for.body.3.us.prol ]
  %loop.index.3231.us.prol = phi i64 [ %.1099.us.prol, %for.body.3.us.prol ], [ %loop.index.3231.us.ph, %for.body.3.us.prol.preheader ]
  %scevgep945 = getelementptr double, double* %y.4.sroa.32.1.3, i64 %loop.index.3231.us.prol
  %.1061300.us.prol = load double, double* %scevgep945, align 8
  %.6.i.us.prol = fmul double %.1061300.us.prol, %.1061300.us.prol
  %scevgep944 = getelementptr double, double* %.6.i45244, i64 %loop.index.3231.us.prol
  store double %.6.i.us.prol, double* %scevgep944, align 8
  %.1099.us.prol = add nuw i64 %loop.index.3231.us.prol, 1
  %lsr.iv.next947 = add nsw i64 %lsr.iv946, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next947, 0
  br i1 %prol.iter.cmp.not, label %for.body.3.us.prol.loopexit, label %for.body.3.us.prol, !llvm.loop !106

for.body.3.us.prol.loopexit:                      ; preds = %for.body.3.us.prol, %for.body.3.us.preheader582
  %loop.index.3231.us.unr = phi i64 [ %loop.index.3231.us.ph, %for.body.3.us.preheader582 ], [ %.1099.us.prol, %for.body.3.us.prol ]
  %840 = icmp ult i64 %839, 7
  br i1 %840, label %for.end.3, label %for.body.3.us.preheader743

for.body.3.us.preheader743:                       ; preds = %for.body.3.us.prol.loopexit
  br label %for.body.3.us

for.body.3.us:                                    ; preds = %for.body.3.us.preheader743, %for.body.3.us
  %loop.index.3231.us = phi i64 [ %.1099.us.7, %for.body.3.us ], [ %loop.index.3231.us.unr, %for.body.3.us.preheader743 ]
  %sunkaddr2795 = mul i64 %loop.index.3231.us, 8
  %841 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2796 = getelementptr i8, i8* %841, i64 %sunkaddr2795
  %842 = bitcast i8* %sunkaddr2796 to double*
  %.1061300.us = load double, double* %842, align 8
  %.6.i.us = fmul double %.1061300.us, %.1061300.us
  %sunkaddr2797 = mul i64 %loop.index.3231.us, 8
  %843 = bitcast double* %.6.i45244 to i8*
  %sunkaddr2798 = getelementptr i8, i8* %843, i64 %sunkaddr2797
  %844 = bitcast i8* %sunkaddr2798 to double*
  store double %.6.i.us, double* %844, align 8
  %sunkaddr2799 = mul i64 %loop.index.3231.us, 8
  %845 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2800 = getelementptr i8, i8* %845, i64 %sunkaddr2799
  %sunkaddr2801 = getelementptr i8, i8* %sunkaddr2800, i64 8
  %846 = bitcast i8* %sunkaddr2801 to double*
  %.1061300.us.1 = load double, double* %846, align 8
  %.6.i.us.1 = fmul double %.1061300.us.1, %.1061300.us.1
  %sunkaddr2802 = mul i64 %loop.index.3231.us, 8
  %847 = bitcast double* %.6.i45244 to i8*
  %sunkaddr2803 = getelementptr i8, i8* %847, i64 %sunkaddr2802
  %sunkaddr2804 = getelementptr i8, i8* %sunkaddr2803, i64 8
  %848 = bitcast i8* %sunkaddr2804 to double*
  store double %.6.i.us.1, double* %848, align 8
  %sunkaddr2805 = mul i64 %loop.index.3231.us, 8
  %849 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2806 = getelementptr i8, i8* %849, i64 %sunkaddr2805
  %sunkaddr2807 = getelementptr i8, i8* %sunkaddr2806, i64 16
  %850 = bitcast i8* %sunkaddr2807 to double*
  %.1061300.us.2 = load double, double* %850, align 8
  %.6.i.us.2 = fmul double %.1061300.us.2, %.1061300.us.2
  %sunkaddr2808 = mul i64 %loop.index.3231.us, 8
  %851 = bitcast double* %.6.i45244 to i8*
  %sunkaddr2809 = getelementptr i8, i8* %851, i64 %sunkaddr2808
  %sunkaddr2810 = getelementptr i8, i8* %sunkaddr2809, i64 16
  %852 = bitcast i8* %sunkaddr2810 to double*
  store double %.6.i.us.2, double* %852, align 8
  %sunkaddr2811 = mul i64 %loop.index.3231.us, 8
  %853 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2812 = getelementptr i8, i8* %853, i64 %sunkaddr2811
  %sunkaddr2813 = getelementptr i8, i8* %sunkaddr2812, i64 24
  %854 = bitcast i8* %sunkaddr2813 to double*
  %.1061300.us.3 = load double, double* %854, align 8
  %.6.i.us.3 = fmul double %.1061300.us.3, %.1061300.us.3
  %sunkaddr2814 = mul i64 %loop.index.3231.us, 8
  %855 = bitcast double* %.6.i45244 to i8*
  %sunkaddr2815 = getelementptr i8, i8* %855, i64 %sunkaddr2814
  %sunkaddr2816 = getelementptr i8, i8* %sunkaddr2815, i64 24
  %856 = bitcast i8* %sunkaddr2816 to double*
  store double %.6.i.us.3, double* %856, align 8
  %sunkaddr2817 = mul i64 %loop.index.3231.us, 8
  %857 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2818 = getelementptr i8, i8* %857, i64 %sunkaddr2817
  %sunkaddr2819 = getelementptr i8, i8* %sunkaddr2818, i64 32
  %858 = bitcast i8* %sunkaddr2819 to double*
  %.1061300.us.4 = load double, double* %858, align 8
  %.6.i.us.4 = fmul double %.1061300.us.4, %.1061300.us.4
  %sunkaddr2820 = mul i64 %loop.index.3231.us, 8
  %859 = bitcast double* %.6.i45244 to i8*
  %sunkaddr2821 = getelementptr i8, i8* %859, i64 %sunkaddr2820
  %sunkaddr2822 = getelementptr i8, i8* %sunkaddr2821, i64 32
  %860 = bitcast i8* %sunkaddr2822 to double*
  store double %.6.i.us.4, double* %860, align 8
  %sunkaddr2823 = mul i64 %loop.index.3231.us, 8
  %861 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2824 = getelementptr i8, i8* %861, i64 %sunkaddr2823
  %sunkaddr2825 = getelementptr i8, i8* %sunkaddr2824, i64 40
  %862 = bitcast i8* %sunkaddr2825 to double*
  %.1061300.us.5 = load double, double* %862, align 8
  %.6.i.us.5 = fmul double %.1061300.us.5, %.1061300.us.5
  %sunkaddr2826 = mul i64 %loop.index.3231.us, 8
  %863 = bitcast double* %.6.i45244 to i8*
  %sunkaddr2827 = getelementptr i8, i8* %863, i64 %sunkaddr2826
  %sunkaddr2828 = getelementptr i8, i8* %sunkaddr2827, i64 40
  %864 = bitcast i8* %sunkaddr2828 to double*
  store double %.6.i.us.5, double* %864, align 8
  %sunkaddr2829 = mul i64 %loop.index.3231.us, 8
  %865 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2830 = getelementptr i8, i8* %865, i64 %sunkaddr2829
  %sunkaddr2831 = getelementptr i8, i8* %sunkaddr2830, i64 48
  %866 = bitcast i8* %sunkaddr2831 to double*
  %.1061300.us.6 = load double, double* %866, align 8
  %.6.i.us.6 = fmul double %.1061300.us.6, %.1061300.us.6
  %sunkaddr2832 = mul i64 %loop.index.3231.us, 8
  %867 = bitcast double* %.6.i45244 to i8*
  %sunkaddr2833 = getelementptr i8, i8* %867, i64 %sunkaddr2832
  %sunkaddr2834 = getelementptr i8, i8* %sunkaddr2833, i64 48
  %868 = bitcast i8* %sunkaddr2834 to double*
  store double %.6.i.us.6, double* %868, align 8
  %sunkaddr2835 = mul i64 %loop.index.3231.us, 8
  %869 = bitcast double* %y.4.sroa.32.1.3 to i8*
  %sunkaddr2836 = getelementptr i8, i8* %869, i64 %sunkaddr2835
  %sunkaddr2837 = getelementptr i8, i8* %sunkaddr2836, i64 56
  %870 = bitcast i8* %sunkaddr2837 to double*
  %.1061300.us.7 = load double, double* %870, align 8
  %.6.i.us.7 = fmul double %.1061300.us.7, %.1061300.us.7
  %sunkaddr2838 = mul i64 %loop.index.3231.us, 8
  %871 = bitcast double* %.6.i45244 to i8*
  %sunkaddr2839 = getelementptr i8, i8* %871, i64 %sunkaddr2838
  %sunkaddr2840 = getelementptr i8, i8* %sunkaddr2839, i64 56
  %872 = bitcast i8* %sunkaddr2840 to double*
  store double %.6.i.us.7, double* %872, align 8
  %.1099.us.7 = add nuw nsw i64 %loop.index.3231.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.y0.5.0, %.1099.us.7
  br i1 %exitcond.not.7, label %for.end.3, label %for.body.3.us, !llvm.loop !107

for.end.3.thread:                                 ; preds = %for.body.3.preheader
  %.1061300 = load double, double* %y.4.sroa.32.1.3, align 8
  %.6.i = fmul double %.1061300, %.1061300
  store double %.6.i, double* %.6.i45244, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i148.3)
  br label %B50.endif.preheader.i

for.end.3:                                        ; preds = %for.body.3.us, %for.body.3.us.prol.loopexit, %middle.block567, %B192.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i148.3)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %for.end.3.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.3.thread, %for.end.3
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1) #5
  %873 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %874 = icmp ult i64 %873, 7
  br i1 %874, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %875 = add nsw i64 %unroll_iter.i, -8
  %876 = lshr exact i64 %875, 3
  %877 = add nuw nsw i64 %876, 1
  %xtraiter = and i64 %877, 7
  %878 = icmp ult i64 %875, 56
  br i1 %878, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const2193 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %877, %const2193
  %scevgep782 = getelementptr double, double* %.6.i45244, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %879 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep758 = getelementptr double, double* %.6.i45244, i64 %879
  %880 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %881 = bitcast double* %scevgep758 to i8*
  %uglygep779 = getelementptr i8, i8* %881, i64 %lsr.iv
  %uglygep779780 = bitcast i8* %uglygep779 to double*
  %scevgep781 = getelementptr double, double* %uglygep779780, i64 -7
  %.236.i.epil = load double, double* %scevgep781, align 8, !noalias !108
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep776 = getelementptr i8, i8* %881, i64 %lsr.iv
  %uglygep776777 = bitcast i8* %uglygep776 to double*
  %scevgep778 = getelementptr double, double* %uglygep776777, i64 -6
  %.236.1.i.epil = load double, double* %scevgep778, align 8, !noalias !108
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep773 = getelementptr i8, i8* %881, i64 %lsr.iv
  %uglygep773774 = bitcast i8* %uglygep773 to double*
  %scevgep775 = getelementptr double, double* %uglygep773774, i64 -5
  %.236.2.i.epil = load double, double* %scevgep775, align 8, !noalias !108
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep770 = getelementptr i8, i8* %881, i64 %lsr.iv
  %uglygep770771 = bitcast i8* %uglygep770 to double*
  %scevgep772 = getelementptr double, double* %uglygep770771, i64 -4
  %.236.3.i.epil = load double, double* %scevgep772, align 8, !noalias !108
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep767 = getelementptr i8, i8* %881, i64 %lsr.iv
  %uglygep767768 = bitcast i8* %uglygep767 to double*
  %scevgep769 = getelementptr double, double* %uglygep767768, i64 -3
  %.236.4.i.epil = load double, double* %scevgep769, align 8, !noalias !108
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep764 = getelementptr i8, i8* %881, i64 %lsr.iv
  %uglygep764765 = bitcast i8* %uglygep764 to double*
  %scevgep766 = getelementptr double, double* %uglygep764765, i64 -2
  %.236.5.i.epil = load double, double* %scevgep766, align 8, !noalias !108
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep761 = getelementptr i8, i8* %881, i64 %lsr.iv
  %uglygep761762 = bitcast i8* %uglygep761 to double*
  %scevgep763 = getelementptr double, double* %uglygep761762, i64 -1
  %.236.6.i.epil = load double, double* %scevgep763, align 8, !noalias !108
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %881, i64 %lsr.iv
  %uglygep760 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep760, align 8, !noalias !108
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %880, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !111, !llvm.loop !112

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.3.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i45244, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep757 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep757, align 8, !noalias !108
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.3.endif, label %B50.endif.epil.i, !prof !111, !llvm.loop !113

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv910 = phi i64 [ %lsr.iv.next911, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep908 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep909 = getelementptr double, double* %scevgep908, i64 -63
  %.236.i = load double, double* %scevgep909, align 8, !noalias !108
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep906 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep907 = getelementptr double, double* %scevgep906, i64 -62
  %.236.1.i = load double, double* %scevgep907, align 8, !noalias !108
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep904 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep905 = getelementptr double, double* %scevgep904, i64 -61
  %.236.2.i = load double, double* %scevgep905, align 8, !noalias !108
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep902 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep903 = getelementptr double, double* %scevgep902, i64 -60
  %.236.3.i = load double, double* %scevgep903, align 8, !noalias !108
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep900 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep901 = getelementptr double, double* %scevgep900, i64 -59
  %.236.4.i = load double, double* %scevgep901, align 8, !noalias !108
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep898 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep899 = getelementptr double, double* %scevgep898, i64 -58
  %.236.5.i = load double, double* %scevgep899, align 8, !noalias !108
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep896 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep897 = getelementptr double, double* %scevgep896, i64 -57
  %.236.6.i = load double, double* %scevgep897, align 8, !noalias !108
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep894 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep895 = getelementptr double, double* %scevgep894, i64 -56
  %.236.7.i = load double, double* %scevgep895, align 8, !noalias !108
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep863 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep864 = getelementptr double, double* %scevgep863, i64 -55
  %.236.i.1 = load double, double* %scevgep864, align 8, !noalias !108
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep865 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep866 = getelementptr double, double* %scevgep865, i64 -54
  %.236.1.i.1 = load double, double* %scevgep866, align 8, !noalias !108
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep867 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep868 = getelementptr double, double* %scevgep867, i64 -53
  %.236.2.i.1 = load double, double* %scevgep868, align 8, !noalias !108
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep869 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep870 = getelementptr double, double* %scevgep869, i64 -52
  %.236.3.i.1 = load double, double* %scevgep870, align 8, !noalias !108
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep871 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep872 = getelementptr double, double* %scevgep871, i64 -51
  %.236.4.i.1 = load double, double* %scevgep872, align 8, !noalias !108
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep873 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep874 = getelementptr double, double* %scevgep873, i64 -50
  %.236.5.i.1 = load double, double* %scevgep874, align 8, !noalias !108
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep875 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep876 = getelementptr double, double* %scevgep875, i64 -49
  %.236.6.i.1 = load double, double* %scevgep876, align 8, !noalias !108
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep877 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep878 = getelementptr double, double* %scevgep877, i64 -48
  %.236.7.i.1 = load double, double* %scevgep878, align 8, !noalias !108
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep847 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep848 = getelementptr double, double* %scevgep847, i64 -47
  %.236.i.2 = load double, double* %scevgep848, align 8, !noalias !108
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep849 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep850 = getelementptr double, double* %scevgep849, i64 -46
  %.236.1.i.2 = load double, double* %scevgep850, align 8, !noalias !108
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep851 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep852 = getelementptr double, double* %scevgep851, i64 -45
  %.236.2.i.2 = load double, double* %scevgep852, align 8, !noalias !108
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep853 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep854 = getelementptr double, double* %scevgep853, i64 -44
  %.236.3.i.2 = load double, double* %scevgep854, align 8, !noalias !108
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep855 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep856 = getelementptr double, double* %scevgep855, i64 -43
  %.236.4.i.2 = load double, double* %scevgep856, align 8, !noalias !108
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep857 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep858 = getelementptr double, double* %scevgep857, i64 -42
  %.236.5.i.2 = load double, double* %scevgep858, align 8, !noalias !108
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep859 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep860 = getelementptr double, double* %scevgep859, i64 -41
  %.236.6.i.2 = load double, double* %scevgep860, align 8, !noalias !108
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep861 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep862 = getelementptr double, double* %scevgep861, i64 -40
  %.236.7.i.2 = load double, double* %scevgep862, align 8, !noalias !108
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep831 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep832 = getelementptr double, double* %scevgep831, i64 -39
  %.236.i.3 = load double, double* %scevgep832, align 8, !noalias !108
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep833 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep834 = getelementptr double, double* %scevgep833, i64 -38
  %.236.1.i.3 = load double, double* %scevgep834, align 8, !noalias !108
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep835 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep836 = getelementptr double, double* %scevgep835, i64 -37
  %.236.2.i.3 = load double, double* %scevgep836, align 8, !noalias !108
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep837 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep838 = getelementptr double, double* %scevgep837, i64 -36
  %.236.3.i.3 = load double, double* %scevgep838, align 8, !noalias !108
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep839 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep840 = getelementptr double, double* %scevgep839, i64 -35
  %.236.4.i.3 = load double, double* %scevgep840, align 8, !noalias !108
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep841 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep842 = getelementptr double, double* %scevgep841, i64 -34
  %.236.5.i.3 = load double, double* %scevgep842, align 8, !noalias !108
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep843 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep844 = getelementptr double, double* %scevgep843, i64 -33
  %.236.6.i.3 = load double, double* %scevgep844, align 8, !noalias !108
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep845 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep846 = getelementptr double, double* %scevgep845, i64 -32
  %.236.7.i.3 = load double, double* %scevgep846, align 8, !noalias !108
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep815 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep816 = getelementptr double, double* %scevgep815, i64 -31
  %.236.i.4 = load double, double* %scevgep816, align 8, !noalias !108
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep817 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep818 = getelementptr double, double* %scevgep817, i64 -30
  %.236.1.i.4 = load double, double* %scevgep818, align 8, !noalias !108
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep819 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep820 = getelementptr double, double* %scevgep819, i64 -29
  %.236.2.i.4 = load double, double* %scevgep820, align 8, !noalias !108
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep821 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep822 = getelementptr double, double* %scevgep821, i64 -28
  %.236.3.i.4 = load double, double* %scevgep822, align 8, !noalias !108
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep823 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep824 = getelementptr double, double* %scevgep823, i64 -27
  %.236.4.i.4 = load double, double* %scevgep824, align 8, !noalias !108
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep825 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep826 = getelementptr double, double* %scevgep825, i64 -26
  %.236.5.i.4 = load double, double* %scevgep826, align 8, !noalias !108
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep827 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep828 = getelementptr double, double* %scevgep827, i64 -25
  %.236.6.i.4 = load double, double* %scevgep828, align 8, !noalias !108
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep829 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep830 = getelementptr double, double* %scevgep829, i64 -24
  %.236.7.i.4 = load double, double* %scevgep830, align 8, !noalias !108
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep799 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep800 = getelementptr double, double* %scevgep799, i64 -23
  %.236.i.5 = load double, double* %scevgep800, align 8, !noalias !108
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep801 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep802 = getelementptr double, double* %scevgep801, i64 -22
  %.236.1.i.5 = load double, double* %scevgep802, align 8, !noalias !108
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep803 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep804 = getelementptr double, double* %scevgep803, i64 -21
  %.236.2.i.5 = load double, double* %scevgep804, align 8, !noalias !108
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep805 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep806 = getelementptr double, double* %scevgep805, i64 -20
  %.236.3.i.5 = load double, double* %scevgep806, align 8, !noalias !108
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep807 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep808 = getelementptr double, double* %scevgep807, i64 -19
  %.236.4.i.5 = load double, double* %scevgep808, align 8, !noalias !108
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep809 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep810 = getelementptr double, double* %scevgep809, i64 -18
  %.236.5.i.5 = load double, double* %scevgep810, align 8, !noalias !108
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep811 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep812 = getelementptr double, double* %scevgep811, i64 -17
  %.236.6.i.5 = load double, double* %scevgep812, align 8, !noalias !108
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep813 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep814 = getelementptr double, double* %scevgep813, i64 -16
  %.236.7.i.5 = load double, double* %scevgep814, align 8, !noalias !108
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep783 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep784 = getelementptr double, double* %scevgep783, i64 -15
  %.236.i.6 = load double, double* %scevgep784, align 8, !noalias !108
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep785 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep786 = getelementptr double, double* %scevgep785, i64 -14
  %.236.1.i.6 = load double, double* %scevgep786, align 8, !noalias !108
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep787 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep788 = getelementptr double, double* %scevgep787, i64 -13
  %.236.2.i.6 = load double, double* %scevgep788, align 8, !noalias !108
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep789 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep790 = getelementptr double, double* %scevgep789, i64 -12
  %.236.3.i.6 = load double, double* %scevgep790, align 8, !noalias !108
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep791 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep792 = getelementptr double, double* %scevgep791, i64 -11
  %.236.4.i.6 = load double, double* %scevgep792, align 8, !noalias !108
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep793 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep794 = getelementptr double, double* %scevgep793, i64 -10
  %.236.5.i.6 = load double, double* %scevgep794, align 8, !noalias !108
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep795 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep796 = getelementptr double, double* %scevgep795, i64 -9
  %.236.6.i.6 = load double, double* %scevgep796, align 8, !noalias !108
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep797 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep798 = getelementptr double, double* %scevgep797, i64 -8
  %.236.7.i.6 = load double, double* %scevgep798, align 8, !noalias !108
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep879 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep880 = getelementptr double, double* %scevgep879, i64 -7
  %.236.i.7 = load double, double* %scevgep880, align 8, !noalias !108
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep881 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep882 = getelementptr double, double* %scevgep881, i64 -6
  %.236.1.i.7 = load double, double* %scevgep882, align 8, !noalias !108
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep883 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep884 = getelementptr double, double* %scevgep883, i64 -5
  %.236.2.i.7 = load double, double* %scevgep884, align 8, !noalias !108
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep885 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep886 = getelementptr double, double* %scevgep885, i64 -4
  %.236.3.i.7 = load double, double* %scevgep886, align 8, !noalias !108
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep887 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep888 = getelementptr double, double* %scevgep887, i64 -3
  %.236.4.i.7 = load double, double* %scevgep888, align 8, !noalias !108
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep889 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep890 = getelementptr double, double* %scevgep889, i64 -2
  %.236.5.i.7 = load double, double* %scevgep890, align 8, !noalias !108
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep891 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %scevgep892 = getelementptr double, double* %scevgep891, i64 -1
  %.236.6.i.7 = load double, double* %scevgep892, align 8, !noalias !108
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep893 = getelementptr double, double* %scevgep782, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep893, align 8, !noalias !108
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next911 = add i64 %lsr.iv910, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next911, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.3.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.3
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.3 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.branch_carried, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
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
  %sunkaddr5 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr5 to double**
  %.37.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr6 to i64*
  %.37.fca.5.0.load = load i64, i64* %7, align 8
  %.44 = load i8*, i8** %.6, align 8
  %.45 = call i8* @PyNumber_Float(i8* %.44)
  %.46 = call double @PyFloat_AsDouble(i8* %.45)
  call void @Py_DecRef(i8* %.45)
  %.48 = call i8* @PyErr_Occurred()
  %.49.not = icmp eq i8* %.48, null
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !114

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, double %.46) #2
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
  %8 = icmp sgt i32 %.59, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

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

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.8 = extractvalue [1 x i64] %extracted.shape, 0
  %.10 = call i32 @_ZN7kernels14branch_carriedB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 undef, i64 undef, double* %extracted.data, i64 %.8, i64 undef, double %.2) #2
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !114

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fce7881d310>", i64 0, i64 0))
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

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.10, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.25
  ]

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

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.25

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.25
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.cos.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #1 {
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
define linkonce_odr void @NRT_decref(i8* %.1) local_unnamed_addr #2 {
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.cos.v8f64(<8 x double>) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #4

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #2 = { noinline }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2}
!2 = distinct !{!2, !3}
!3 = distinct !{!3, !"LVerDomain"}
!4 = !{!5}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.isvectorized", i32 1}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !7}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !9}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !7}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
!29 = distinct !{!29, !7}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !9}
!37 = distinct !{!37, !9}
!38 = distinct !{!38, !7}
!39 = !{!40}
!40 = distinct !{!40, !41}
!41 = distinct !{!41, !"LVerDomain"}
!42 = !{!43}
!43 = distinct !{!43, !41}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !9}
!46 = distinct !{!46, !9}
!47 = distinct !{!47, !7}
!48 = !{!49}
!49 = distinct !{!49, !50}
!50 = distinct !{!50, !"LVerDomain"}
!51 = !{!52}
!52 = distinct !{!52, !50}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !9}
!55 = distinct !{!55, !9}
!56 = distinct !{!56, !7}
!57 = !{i1 true}
!58 = !{!59, !61, !62, !64}
!59 = distinct !{!59, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!60 = distinct !{!60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!61 = distinct !{!61, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!65 = !{!66}
!66 = distinct !{!66, !67}
!67 = distinct !{!67, !"LVerDomain"}
!68 = !{!69}
!69 = distinct !{!69, !67}
!70 = distinct !{!70, !7}
!71 = distinct !{!71, !9}
!72 = distinct !{!72, !9}
!73 = distinct !{!73, !7}
!74 = !{!75}
!75 = distinct !{!75, !76}
!76 = distinct !{!76, !"LVerDomain"}
!77 = !{!78}
!78 = distinct !{!78, !76}
!79 = distinct !{!79, !7}
!80 = distinct !{!80, !9}
!81 = distinct !{!81, !9}
!82 = distinct !{!82, !7}
!83 = !{!84}
!84 = distinct !{!84, !85}
!85 = distinct !{!85, !"LVerDomain"}
!86 = !{!87}
!87 = distinct !{!87, !85}
!88 = distinct !{!88, !7}
!89 = distinct !{!89, !9}
!90 = distinct !{!90, !9}
!91 = distinct !{!91, !7}
!92 = !{!93, !95, !96, !98}
!93 = distinct !{!93, !94, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!94 = distinct !{!94, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!95 = distinct !{!95, !94, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!96 = distinct !{!96, !97, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!97 = distinct !{!97, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!98 = distinct !{!98, !97, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!99 = !{!100}
!100 = distinct !{!100, !101}
!101 = distinct !{!101, !"LVerDomain"}
!102 = !{!103}
!103 = distinct !{!103, !101}
!104 = distinct !{!104, !7}
!105 = distinct !{!105, !9}
!106 = distinct !{!106, !9}
!107 = distinct !{!107, !7}
!108 = !{!109}
!109 = distinct !{!109, !110, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!110 = distinct !{!110, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!111 = !{!"branch_weights", i32 1, i32 7}
!112 = distinct !{!112, !9}
!113 = distinct !{!113, !9}
!114 = !{!"branch_weights", i32 99, i32 1}
