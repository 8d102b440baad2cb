; ModuleID = 'ode_euler'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140274510329984 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140274510329984.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140274510329984 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140274510329984, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274510329984.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.ode_euler = internal constant [10 x i8] c"ode_euler\00"
@_ZN08NumbaEnv7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [132 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f943438cfd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f943438cfd0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140274514785920 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140274514785920.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140274514785920 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140274514785920, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140274514785920.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9434387ad0B3v28B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9434387bd0B3v29B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f9434387950B3v30B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B76:                                              ; preds = %B76.preheader, %for.end.1
  %y.2.sroa.0.0253 = phi i8* [ %.7.i.i106267271, %for.end.1 ], [ %.7.i.i, %B76.preheader ]
  %y.2.sroa.48.0252 = phi double* [ %.6.i105192272, %for.end.1 ], [ %.80, %B76.preheader ]
  %.203251 = phi i64 [ %.213, %for.end.1 ], [ 6, %B76.preheader ]
  %.213 = add nsw i64 %.203251, -1
  %.7.i.i75 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !1
  %.8.i.i76 = icmp eq i8* %.7.i.i75, null
  br i1 %.8.i.i76, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B148.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.2.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.2.endif ], [ 1, %B0.endif.if ], [ 1, %B148.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274510329984, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B76.preheader, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.preheader:                                    ; preds = %B0.endif
  %const1284 = bitcast i64 9223372036854775800 to i64
  %const = bitcast i64 2305843009213693944 to i64
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i24 = load i8*, i8** %0, align 8
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i24, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.80 = bitcast i8* %.6.i24 to double*
  %1 = add i64 %arg.y0.5.0, -4
  %2 = lshr i64 %1, 2
  %3 = add nuw nsw i64 %2, 1
  %4 = add i64 %arg.y0.5.0, -16
  %5 = lshr i64 %4, 4
  %6 = add nuw nsw i64 %5, 1
  %n.vec318 = and i64 %arg.y0.5.0, -4
  %xtraiter364 = and i64 %3, 7
  %unroll_iter367 = and i64 %3, %const1284
  %n.vec = and i64 %arg.y0.5.0, -16
  %broadcast.splatinsert = insertelement <4 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert298 = insertelement <4 x double> poison, double %arg.h, i64 0
  %broadcast.splat299 = shufflevector <4 x double> %broadcast.splatinsert298, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert300 = insertelement <4 x double> poison, double %arg.h, i64 0
  %broadcast.splat301 = shufflevector <4 x double> %broadcast.splatinsert300, <4 x double> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert302 = insertelement <4 x double> poison, double %arg.h, i64 0
  %broadcast.splat303 = shufflevector <4 x double> %broadcast.splatinsert302, <4 x double> poison, <4 x i32> zeroinitializer
  %xtraiter372 = and i64 %6, 7
  %unroll_iter375 = and i64 %6, %const
  %xtraiter377 = and i64 %arg.y0.5.0, 7
  %7 = shl nuw nsw i64 %xtraiter364, 5
  %8 = shl nuw nsw i64 %xtraiter372, 7
  br label %B76

B76.endif.endif.endif.endif.endif.if:             ; preds = %B76
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif:          ; preds = %B76
  %9 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i81 = getelementptr i8, i8* %.7.i.i75, i64 24
  %10 = bitcast i8* %.5.i81 to double**
  %.6.i82191 = load double*, double** %10, align 8
  br i1 %9, label %for.body.preheader, label %for.end.endif.endif.endif.endif.endif.thread

for.body.preheader:                               ; preds = %B76.endif.endif.endif.endif.endif.endif
  %11 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %11, label %for.body.us.preheader, label %for.body

for.body.us.preheader:                            ; preds = %for.body.preheader
  %12 = icmp ult i64 %arg.y0.5.0, 4
  br i1 %12, label %for.body.us.preheader353, label %vector.memcheck304

vector.memcheck304:                               ; preds = %for.body.us.preheader
  %scevgep305 = getelementptr double, double* %.6.i82191, i64 %arg.y0.5.0
  %scevgep307 = getelementptr double, double* %y.2.sroa.48.0252, i64 %arg.y0.5.0
  %bound0309 = icmp ult double* %.6.i82191, %scevgep307
  %bound1310 = icmp ult double* %y.2.sroa.48.0252, %scevgep305
  %found.conflict311 = and i1 %bound0309, %bound1310
  br i1 %found.conflict311, label %for.body.us.preheader353, label %vector.ph316

vector.ph316:                                     ; preds = %vector.memcheck304
  %13 = icmp ult i64 %1, 28
  br i1 %13, label %middle.block312.unr-lcssa, label %vector.body314.preheader

vector.body314.preheader:                         ; preds = %vector.ph316
  br label %vector.body314

vector.body314:                                   ; preds = %vector.body314.preheader, %vector.body314
  %lsr.iv844 = phi i64 [ %unroll_iter367, %vector.body314.preheader ], [ %lsr.iv.next845, %vector.body314 ]
  %index321 = phi i64 [ %index.next323.7, %vector.body314 ], [ 0, %vector.body314.preheader ]
  %sunkaddr = mul i64 %index321, 8
  %14 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1285 = getelementptr i8, i8* %14, i64 %sunkaddr
  %15 = bitcast i8* %sunkaddr1285 to <4 x double>*
  %wide.load322 = load <4 x double>, <4 x double>* %15, align 8, !alias.scope !16
  %16 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load322)
  %17 = fmul <4 x double> %wide.load322, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %18 = fsub <4 x double> %16, %17
  %sunkaddr1286 = mul i64 %index321, 8
  %19 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1287 = getelementptr i8, i8* %19, i64 %sunkaddr1286
  %20 = bitcast i8* %sunkaddr1287 to <4 x double>*
  store <4 x double> %18, <4 x double>* %20, align 8, !alias.scope !19, !noalias !16
  %sunkaddr1288 = mul i64 %index321, 8
  %21 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1289 = getelementptr i8, i8* %21, i64 %sunkaddr1288
  %sunkaddr1290 = getelementptr i8, i8* %sunkaddr1289, i64 32
  %22 = bitcast i8* %sunkaddr1290 to <4 x double>*
  %wide.load322.1 = load <4 x double>, <4 x double>* %22, align 8, !alias.scope !16
  %23 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load322.1)
  %24 = fmul <4 x double> %wide.load322.1, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %25 = fsub <4 x double> %23, %24
  %sunkaddr1291 = mul i64 %index321, 8
  %26 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1292 = getelementptr i8, i8* %26, i64 %sunkaddr1291
  %sunkaddr1293 = getelementptr i8, i8* %sunkaddr1292, i64 32
  %27 = bitcast i8* %sunkaddr1293 to <4 x double>*
  store <4 x double> %25, <4 x double>* %27, align 8, !alias.scope !19, !noalias !16
  %sunkaddr1294 = mul i64 %index321, 8
  %28 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1295 = getelementptr i8, i8* %28, i64 %sunkaddr1294
  %sunkaddr1296 = getelementptr i8, i8* %sunkaddr1295, i64 64
  %29 = bitcast i8* %sunkaddr1296 to <4 x double>*
  %wide.load322.2 = load <4 x double>, <4 x double>* %29, align 8, !alias.scope !16
  %30 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load322.2)
  %31 = fmul <4 x double> %wide.load322.2, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %32 = fsub <4 x double> %30, %31
  %sunkaddr1297 = mul i64 %index321, 8
  %33 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1298 = getelementptr i8, i8* %33, i64 %sunkaddr1297
  %sunkaddr1299 = getelementptr i8, i8* %sunkaddr1298, i64 64
  %34 = bitcast i8* %sunkaddr1299 to <4 x double>*
  store <4 x double> %32, <4 x double>* %34, align 8, !alias.scope !19, !noalias !16
  %sunkaddr1300 = mul i64 %index321, 8
  %35 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1301 = getelementptr i8, i8* %35, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, i8* %sunkaddr1301, i64 96
  %36 = bitcast i8* %sunkaddr1302 to <4 x double>*
  %wide.load322.3 = load <4 x double>, <4 x double>* %36, align 8, !alias.scope !16
  %37 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load322.3)
  %38 = fmul <4 x double> %wide.load322.3, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %39 = fsub <4 x double> %37, %38
  %sunkaddr1303 = mul i64 %index321, 8
  %40 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1304 = getelementptr i8, i8* %40, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, i8* %sunkaddr1304, i64 96
  %41 = bitcast i8* %sunkaddr1305 to <4 x double>*
  store <4 x double> %39, <4 x double>* %41, align 8, !alias.scope !19, !noalias !16
  %sunkaddr1306 = mul i64 %index321, 8
  %42 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1307 = getelementptr i8, i8* %42, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, i8* %sunkaddr1307, i64 128
  %43 = bitcast i8* %sunkaddr1308 to <4 x double>*
  %wide.load322.4 = load <4 x double>, <4 x double>* %43, align 8, !alias.scope !16
  %44 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load322.4)
  %45 = fmul <4 x double> %wide.load322.4, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %46 = fsub <4 x double> %44, %45
  %sunkaddr1309 = mul i64 %index321, 8
  %47 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1310 = getelementptr i8, i8* %47, i64 %sunkaddr1309
  %sunkaddr1311 = getelementptr i8, i8* %sunkaddr1310, i64 128
  %48 = bitcast i8* %sunkaddr1311 to <4 x double>*
  store <4 x double> %46, <4 x double>* %48, align 8, !alias.scope !19, !noalias !16
  %sunkaddr1312 = mul i64 %index321, 8
  %49 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1313 = getelementptr i8, i8* %49, i64 %sunkaddr1312
  %sunkaddr1314 = getelementptr i8, i8* %sunkaddr1313, i64 160
  %50 = bitcast i8* %sunkaddr1314 to <4 x double>*
  %wide.load322.5 = load <4 x double>, <4 x double>* %50, align 8, !alias.scope !16
  %51 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load322.5)
  %52 = fmul <4 x double> %wide.load322.5, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %53 = fsub <4 x double> %51, %52
  %sunkaddr1315 = mul i64 %index321, 8
  %54 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1316 = getelementptr i8, i8* %54, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, i8* %sunkaddr1316, i64 160
  %55 = bitcast i8* %sunkaddr1317 to <4 x double>*
  store <4 x double> %53, <4 x double>* %55, align 8, !alias.scope !19, !noalias !16
  %sunkaddr1318 = mul i64 %index321, 8
  %56 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1319 = getelementptr i8, i8* %56, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, i8* %sunkaddr1319, i64 192
  %57 = bitcast i8* %sunkaddr1320 to <4 x double>*
  %wide.load322.6 = load <4 x double>, <4 x double>* %57, align 8, !alias.scope !16
  %58 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load322.6)
  %59 = fmul <4 x double> %wide.load322.6, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %60 = fsub <4 x double> %58, %59
  %sunkaddr1321 = mul i64 %index321, 8
  %61 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1322 = getelementptr i8, i8* %61, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, i8* %sunkaddr1322, i64 192
  %62 = bitcast i8* %sunkaddr1323 to <4 x double>*
  store <4 x double> %60, <4 x double>* %62, align 8, !alias.scope !19, !noalias !16
  %sunkaddr1324 = mul i64 %index321, 8
  %63 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1325 = getelementptr i8, i8* %63, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, i8* %sunkaddr1325, i64 224
  %64 = bitcast i8* %sunkaddr1326 to <4 x double>*
  %wide.load322.7 = load <4 x double>, <4 x double>* %64, align 8, !alias.scope !16
  %65 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load322.7)
  %66 = fmul <4 x double> %wide.load322.7, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %67 = fsub <4 x double> %65, %66
  %sunkaddr1327 = mul i64 %index321, 8
  %68 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1328 = getelementptr i8, i8* %68, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, i8* %sunkaddr1328, i64 224
  %69 = bitcast i8* %sunkaddr1329 to <4 x double>*
  store <4 x double> %67, <4 x double>* %69, align 8, !alias.scope !19, !noalias !16
  %index.next323.7 = add i64 %index321, 32
  %lsr.iv.next845 = add i64 %lsr.iv844, -8
  %niter368.ncmp.7 = icmp eq i64 %lsr.iv.next845, 0
  br i1 %niter368.ncmp.7, label %middle.block312.unr-lcssa, label %vector.body314, !llvm.loop !21

middle.block312.unr-lcssa:                        ; preds = %vector.body314, %vector.ph316
  %index321.unr = phi i64 [ 0, %vector.ph316 ], [ %index.next323.7, %vector.body314 ]
  %70 = icmp eq i64 %xtraiter364, 0
  br i1 %70, label %middle.block312, label %vector.body314.epil.preheader

vector.body314.epil.preheader:                    ; preds = %middle.block312.unr-lcssa
  %scevgep846 = getelementptr double, double* %.6.i82191, i64 %index321.unr
  %scevgep852 = getelementptr double, double* %y.2.sroa.48.0252, i64 %index321.unr
  br label %vector.body314.epil

vector.body314.epil:                              ; preds = %vector.body314.epil.preheader, %vector.body314.epil
  %lsr.iv847 = phi i64 [ 0, %vector.body314.epil.preheader ], [ %lsr.iv.next848, %vector.body314.epil ]
  %71 = bitcast double* %scevgep852 to i8*
  %72 = bitcast double* %scevgep846 to i8*
  %uglygep854 = getelementptr i8, i8* %71, i64 %lsr.iv847
  %uglygep854855 = bitcast i8* %uglygep854 to <4 x double>*
  %wide.load322.epil = load <4 x double>, <4 x double>* %uglygep854855, align 8, !alias.scope !16
  %73 = call <4 x double> @llvm.sin.v4f64(<4 x double> %wide.load322.epil)
  %74 = fmul <4 x double> %wide.load322.epil, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %75 = fsub <4 x double> %73, %74
  %uglygep850 = getelementptr i8, i8* %72, i64 %lsr.iv847
  %uglygep850851 = bitcast i8* %uglygep850 to <4 x double>*
  store <4 x double> %75, <4 x double>* %uglygep850851, align 8, !alias.scope !19, !noalias !16
  %lsr.iv.next848 = add nuw nsw i64 %lsr.iv847, 32
  %epil.iter365.cmp.not = icmp eq i64 %7, %lsr.iv.next848
  br i1 %epil.iter365.cmp.not, label %middle.block312, label %vector.body314.epil, !llvm.loop !23

middle.block312:                                  ; preds = %vector.body314.epil, %middle.block312.unr-lcssa
  %76 = icmp eq i64 %n.vec318, %arg.y0.5.0
  br i1 %76, label %for.end.endif.endif.endif.endif.endif, label %for.body.us.preheader353

for.body.us.preheader353:                         ; preds = %vector.memcheck304, %for.body.us.preheader, %middle.block312
  %loop.index185.us.ph = phi i64 [ 0, %vector.memcheck304 ], [ 0, %for.body.us.preheader ], [ %n.vec318, %middle.block312 ]
  %77 = sub i64 %arg.y0.5.0, %loop.index185.us.ph
  %78 = xor i64 %loop.index185.us.ph, -1
  %79 = add i64 %78, %arg.y0.5.0
  %xtraiter369 = and i64 %77, 7
  %lcmp.mod370.not = icmp eq i64 %xtraiter369, 0
  br i1 %lcmp.mod370.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader353
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv858 = phi i64 [ %xtraiter369, %for.body.us.prol.preheader ], [ %lsr.iv.next859, %for.body.us.prol ]
  %loop.index185.us.prol = phi i64 [ %.470.us.prol, %for.body.us.prol ], [ %loop.index185.us.ph, %for.body.us.prol.preheader ]
  %scevgep857 = getelementptr double, double* %y.2.sroa.48.0252, i64 %loop.index185.us.prol
  %.432212.us.prol = load double, double* %scevgep857, align 8
  %.13.i.us.prol = tail call double @llvm.sin.f64(double %.432212.us.prol) #6
  %.18.i.us.prol = fmul double %.432212.us.prol, 5.000000e-01
  %.19.i.us.prol = fsub double %.13.i.us.prol, %.18.i.us.prol
  %scevgep856 = getelementptr double, double* %.6.i82191, i64 %loop.index185.us.prol
  store double %.19.i.us.prol, double* %scevgep856, align 8
  %.470.us.prol = add i64 %loop.index185.us.prol, 1
  %lsr.iv.next859 = add nsw i64 %lsr.iv858, -1
  %prol.iter371.cmp.not = icmp eq i64 %lsr.iv.next859, 0
  br i1 %prol.iter371.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !25

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader353
  %loop.index185.us.unr = phi i64 [ %loop.index185.us.ph, %for.body.us.preheader353 ], [ %.470.us.prol, %for.body.us.prol ]
  %80 = icmp ult i64 %79, 7
  br i1 %80, label %for.end.endif.endif.endif.endif.endif, label %for.body.us.preheader382

for.body.us.preheader382:                         ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader382, %for.body.us
  %loop.index185.us = phi i64 [ %.470.us.7, %for.body.us ], [ %loop.index185.us.unr, %for.body.us.preheader382 ]
  %sunkaddr1330 = mul i64 %loop.index185.us, 8
  %81 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1331 = getelementptr i8, i8* %81, i64 %sunkaddr1330
  %82 = bitcast i8* %sunkaddr1331 to double*
  %.432212.us = load double, double* %82, align 8
  %.13.i.us = tail call double @llvm.sin.f64(double %.432212.us) #6
  %.18.i.us = fmul double %.432212.us, 5.000000e-01
  %.19.i.us = fsub double %.13.i.us, %.18.i.us
  %sunkaddr1332 = mul i64 %loop.index185.us, 8
  %83 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1333 = getelementptr i8, i8* %83, i64 %sunkaddr1332
  %84 = bitcast i8* %sunkaddr1333 to double*
  store double %.19.i.us, double* %84, align 8
  %sunkaddr1334 = mul i64 %loop.index185.us, 8
  %85 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1335 = getelementptr i8, i8* %85, i64 %sunkaddr1334
  %sunkaddr1336 = getelementptr i8, i8* %sunkaddr1335, i64 8
  %86 = bitcast i8* %sunkaddr1336 to double*
  %.432212.us.1 = load double, double* %86, align 8
  %.13.i.us.1 = tail call double @llvm.sin.f64(double %.432212.us.1) #6
  %.18.i.us.1 = fmul double %.432212.us.1, 5.000000e-01
  %.19.i.us.1 = fsub double %.13.i.us.1, %.18.i.us.1
  %sunkaddr1337 = mul i64 %loop.index185.us, 8
  %87 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1338 = getelementptr i8, i8* %87, i64 %sunkaddr1337
  %sunkaddr1339 = getelementptr i8, i8* %sunkaddr1338, i64 8
  %88 = bitcast i8* %sunkaddr1339 to double*
  store double %.19.i.us.1, double* %88, align 8
  %sunkaddr1340 = mul i64 %loop.index185.us, 8
  %89 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1341 = getelementptr i8, i8* %89, i64 %sunkaddr1340
  %sunkaddr1342 = getelementptr i8, i8* %sunkaddr1341, i64 16
  %90 = bitcast i8* %sunkaddr1342 to double*
  %.432212.us.2 = load double, double* %90, align 8
  %.13.i.us.2 = tail call double @llvm.sin.f64(double %.432212.us.2) #6
  %.18.i.us.2 = fmul double %.432212.us.2, 5.000000e-01
  %.19.i.us.2 = fsub double %.13.i.us.2, %.18.i.us.2
  %sunkaddr1343 = mul i64 %loop.index185.us, 8
  %91 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1344 = getelementptr i8, i8* %91, i64 %sunkaddr1343
  %sunkaddr1345 = getelementptr i8, i8* %sunkaddr1344, i64 16
  %92 = bitcast i8* %sunkaddr1345 to double*
  store double %.19.i.us.2, double* %92, align 8
  %sunkaddr1346 = mul i64 %loop.index185.us, 8
  %93 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1347 = getelementptr i8, i8* %93, i64 %sunkaddr1346
  %sunkaddr1348 = getelementptr i8, i8* %sunkaddr1347, i64 24
  %94 = bitcast i8* %sunkaddr1348 to double*
  %.432212.us.3 = load double, double* %94, align 8
  %.13.i.us.3 = tail call double @llvm.sin.f64(double %.432212.us.3) #6
  %.18.i.us.3 = fmul double %.432212.us.3, 5.000000e-01
  %.19.i.us.3 = fsub double %.13.i.us.3, %.18.i.us.3
  %sunkaddr1349 = mul i64 %loop.index185.us, 8
  %95 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1350 = getelementptr i8, i8* %95, i64 %sunkaddr1349
  %sunkaddr1351 = getelementptr i8, i8* %sunkaddr1350, i64 24
  %96 = bitcast i8* %sunkaddr1351 to double*
  store double %.19.i.us.3, double* %96, align 8
  %sunkaddr1352 = mul i64 %loop.index185.us, 8
  %97 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1353 = getelementptr i8, i8* %97, i64 %sunkaddr1352
  %sunkaddr1354 = getelementptr i8, i8* %sunkaddr1353, i64 32
  %98 = bitcast i8* %sunkaddr1354 to double*
  %.432212.us.4 = load double, double* %98, align 8
  %.13.i.us.4 = tail call double @llvm.sin.f64(double %.432212.us.4) #6
  %.18.i.us.4 = fmul double %.432212.us.4, 5.000000e-01
  %.19.i.us.4 = fsub double %.13.i.us.4, %.18.i.us.4
  %sunkaddr1355 = mul i64 %loop.index185.us, 8
  %99 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1356 = getelementptr i8, i8* %99, i64 %sunkaddr1355
  %sunkaddr1357 = getelementptr i8, i8* %sunkaddr1356, i64 32
  %100 = bitcast i8* %sunkaddr1357 to double*
  store double %.19.i.us.4, double* %100, align 8
  %sunkaddr1358 = mul i64 %loop.index185.us, 8
  %101 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1359 = getelementptr i8, i8* %101, i64 %sunkaddr1358
  %sunkaddr1360 = getelementptr i8, i8* %sunkaddr1359, i64 40
  %102 = bitcast i8* %sunkaddr1360 to double*
  %.432212.us.5 = load double, double* %102, align 8
  %.13.i.us.5 = tail call double @llvm.sin.f64(double %.432212.us.5) #6
  %.18.i.us.5 = fmul double %.432212.us.5, 5.000000e-01
  %.19.i.us.5 = fsub double %.13.i.us.5, %.18.i.us.5
  %sunkaddr1361 = mul i64 %loop.index185.us, 8
  %103 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1362 = getelementptr i8, i8* %103, i64 %sunkaddr1361
  %sunkaddr1363 = getelementptr i8, i8* %sunkaddr1362, i64 40
  %104 = bitcast i8* %sunkaddr1363 to double*
  store double %.19.i.us.5, double* %104, align 8
  %sunkaddr1364 = mul i64 %loop.index185.us, 8
  %105 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1365 = getelementptr i8, i8* %105, i64 %sunkaddr1364
  %sunkaddr1366 = getelementptr i8, i8* %sunkaddr1365, i64 48
  %106 = bitcast i8* %sunkaddr1366 to double*
  %.432212.us.6 = load double, double* %106, align 8
  %.13.i.us.6 = tail call double @llvm.sin.f64(double %.432212.us.6) #6
  %.18.i.us.6 = fmul double %.432212.us.6, 5.000000e-01
  %.19.i.us.6 = fsub double %.13.i.us.6, %.18.i.us.6
  %sunkaddr1367 = mul i64 %loop.index185.us, 8
  %107 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1368 = getelementptr i8, i8* %107, i64 %sunkaddr1367
  %sunkaddr1369 = getelementptr i8, i8* %sunkaddr1368, i64 48
  %108 = bitcast i8* %sunkaddr1369 to double*
  store double %.19.i.us.6, double* %108, align 8
  %sunkaddr1370 = mul i64 %loop.index185.us, 8
  %109 = bitcast double* %y.2.sroa.48.0252 to i8*
  %sunkaddr1371 = getelementptr i8, i8* %109, i64 %sunkaddr1370
  %sunkaddr1372 = getelementptr i8, i8* %sunkaddr1371, i64 56
  %110 = bitcast i8* %sunkaddr1372 to double*
  %.432212.us.7 = load double, double* %110, align 8
  %.13.i.us.7 = tail call double @llvm.sin.f64(double %.432212.us.7) #6
  %.18.i.us.7 = fmul double %.432212.us.7, 5.000000e-01
  %.19.i.us.7 = fsub double %.13.i.us.7, %.18.i.us.7
  %sunkaddr1373 = mul i64 %loop.index185.us, 8
  %111 = bitcast double* %.6.i82191 to i8*
  %sunkaddr1374 = getelementptr i8, i8* %111, i64 %sunkaddr1373
  %sunkaddr1375 = getelementptr i8, i8* %sunkaddr1374, i64 56
  %112 = bitcast i8* %sunkaddr1375 to double*
  store double %.19.i.us.7, double* %112, align 8
  %.470.us.7 = add nuw nsw i64 %loop.index185.us, 8
  %exitcond262.not.7 = icmp eq i64 %arg.y0.5.0, %.470.us.7
  br i1 %exitcond262.not.7, label %for.end.endif.endif.endif.endif.endif, label %for.body.us, !llvm.loop !26

for.body:                                         ; preds = %for.body.preheader
  %.432212 = load double, double* %y.2.sroa.48.0252, align 8
  %.13.i = tail call double @llvm.sin.f64(double %.432212) #6
  %.18.i = fmul double %.432212, 5.000000e-01
  %.19.i = fsub double %.13.i, %.18.i
  store double %.19.i, double* %.6.i82191, align 8
  br label %for.end.endif.endif.endif.endif.endif

for.end.endif.endif.endif.endif.endif:            ; preds = %for.body.us, %for.body.us.prol.loopexit, %for.body, %middle.block312
  %.7.i.i106 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !27
  %.8.i.i107 = icmp eq i8* %.7.i.i106, null
  br i1 %.8.i.i107, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.thread:     ; preds = %B76.endif.endif.endif.endif.endif.endif
  %.7.i.i106265 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !27
  %.8.i.i107266 = icmp eq i8* %.7.i.i106265, null
  br i1 %.8.i.i107266, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.endif.endif.endif.thread: ; preds = %for.end.endif.endif.endif.endif.endif.thread
  %.5.i104269 = getelementptr i8, i8* %.7.i.i106265, i64 24
  %113 = bitcast i8* %.5.i104269 to double**
  %.6.i105192270 = load double*, double** %113, align 8
  br label %for.end.1

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif.thread, %for.end.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %114 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i104 = getelementptr i8, i8* %.7.i.i106, i64 24
  %115 = bitcast i8* %.5.i104 to double**
  %.6.i105192 = load double*, double** %115, align 8
  br i1 %114, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %116 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %116, label %for.body.1.us.preheader, label %for.body.1

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %117 = icmp ult i64 %arg.y0.5.0, 16
  br i1 %117, label %for.body.1.us.preheader350, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.1.us.preheader
  %scevgep = getelementptr double, double* %.6.i105192, i64 %arg.y0.5.0
  %scevgep283 = getelementptr double, double* %.6.i82191, i64 %arg.y0.5.0
  %scevgep286 = getelementptr double, double* %y.2.sroa.48.0252, i64 %arg.y0.5.0
  %bound0 = icmp ult double* %.6.i105192, %scevgep283
  %bound1 = icmp ult double* %.6.i82191, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0288 = icmp ult double* %.6.i105192, %scevgep286
  %bound1289 = icmp ult double* %y.2.sroa.48.0252, %scevgep
  %found.conflict290 = and i1 %bound0288, %bound1289
  %conflict.rdx = or i1 %found.conflict, %found.conflict290
  br i1 %conflict.rdx, label %for.body.1.us.preheader350, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %118 = icmp ult i64 %4, 112
  br i1 %118, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep892 = getelementptr double, double* %.6.i82191, i64 124
  %scevgep988 = getelementptr double, double* %y.2.sroa.48.0252, i64 124
  %scevgep1084 = getelementptr double, double* %.6.i105192, i64 124
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv1180 = phi i64 [ %unroll_iter375, %vector.body.preheader ], [ %lsr.iv.next1181, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep976 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep976977 = bitcast double* %scevgep976 to <4 x double>*
  %scevgep978 = getelementptr <4 x double>, <4 x double>* %scevgep976977, i64 -31
  %wide.load = load <4 x double>, <4 x double>* %scevgep978, align 8, !alias.scope !34
  %scevgep985 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep985986 = bitcast double* %scevgep985 to <4 x double>*
  %scevgep987 = getelementptr <4 x double>, <4 x double>* %scevgep985986, i64 -30
  %wide.load291 = load <4 x double>, <4 x double>* %scevgep987, align 8, !alias.scope !34
  %scevgep982 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep982983 = bitcast double* %scevgep982 to <4 x double>*
  %scevgep984 = getelementptr <4 x double>, <4 x double>* %scevgep982983, i64 -29
  %wide.load292 = load <4 x double>, <4 x double>* %scevgep984, align 8, !alias.scope !34
  %scevgep979 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep979980 = bitcast double* %scevgep979 to <4 x double>*
  %scevgep981 = getelementptr <4 x double>, <4 x double>* %scevgep979980, i64 -28
  %wide.load293 = load <4 x double>, <4 x double>* %scevgep981, align 8, !alias.scope !34
  %scevgep1072 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10721073 = bitcast double* %scevgep1072 to <4 x double>*
  %scevgep1074 = getelementptr <4 x double>, <4 x double>* %scevgep10721073, i64 -31
  %wide.load294 = load <4 x double>, <4 x double>* %scevgep1074, align 8, !alias.scope !37
  %scevgep1081 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10811082 = bitcast double* %scevgep1081 to <4 x double>*
  %scevgep1083 = getelementptr <4 x double>, <4 x double>* %scevgep10811082, i64 -30
  %wide.load295 = load <4 x double>, <4 x double>* %scevgep1083, align 8, !alias.scope !37
  %scevgep1078 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10781079 = bitcast double* %scevgep1078 to <4 x double>*
  %scevgep1080 = getelementptr <4 x double>, <4 x double>* %scevgep10781079, i64 -29
  %wide.load296 = load <4 x double>, <4 x double>* %scevgep1080, align 8, !alias.scope !37
  %scevgep1075 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10751076 = bitcast double* %scevgep1075 to <4 x double>*
  %scevgep1077 = getelementptr <4 x double>, <4 x double>* %scevgep10751076, i64 -28
  %wide.load297 = load <4 x double>, <4 x double>* %scevgep1077, align 8, !alias.scope !37
  %119 = fmul <4 x double> %wide.load, %broadcast.splat
  %120 = fmul <4 x double> %wide.load291, %broadcast.splat299
  %121 = fmul <4 x double> %wide.load292, %broadcast.splat301
  %122 = fmul <4 x double> %wide.load293, %broadcast.splat303
  %123 = fadd <4 x double> %119, %wide.load294
  %124 = fadd <4 x double> %120, %wide.load295
  %125 = fadd <4 x double> %121, %wide.load296
  %126 = fadd <4 x double> %122, %wide.load297
  %scevgep1168 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11681169 = bitcast double* %scevgep1168 to <4 x double>*
  %scevgep1170 = getelementptr <4 x double>, <4 x double>* %scevgep11681169, i64 -31
  store <4 x double> %123, <4 x double>* %scevgep1170, align 8, !alias.scope !39, !noalias !41
  %scevgep1177 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11771178 = bitcast double* %scevgep1177 to <4 x double>*
  %scevgep1179 = getelementptr <4 x double>, <4 x double>* %scevgep11771178, i64 -30
  store <4 x double> %124, <4 x double>* %scevgep1179, align 8, !alias.scope !39, !noalias !41
  %scevgep1174 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11741175 = bitcast double* %scevgep1174 to <4 x double>*
  %scevgep1176 = getelementptr <4 x double>, <4 x double>* %scevgep11741175, i64 -29
  store <4 x double> %125, <4 x double>* %scevgep1176, align 8, !alias.scope !39, !noalias !41
  %scevgep1171 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11711172 = bitcast double* %scevgep1171 to <4 x double>*
  %scevgep1173 = getelementptr <4 x double>, <4 x double>* %scevgep11711172, i64 -28
  store <4 x double> %126, <4 x double>* %scevgep1173, align 8, !alias.scope !39, !noalias !41
  %scevgep962 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep962963 = bitcast double* %scevgep962 to <4 x double>*
  %scevgep964 = getelementptr <4 x double>, <4 x double>* %scevgep962963, i64 -27
  %wide.load.1 = load <4 x double>, <4 x double>* %scevgep964, align 8, !alias.scope !34
  %scevgep959 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep959960 = bitcast double* %scevgep959 to <4 x double>*
  %scevgep961 = getelementptr <4 x double>, <4 x double>* %scevgep959960, i64 -26
  %wide.load291.1 = load <4 x double>, <4 x double>* %scevgep961, align 8, !alias.scope !34
  %scevgep956 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep956957 = bitcast double* %scevgep956 to <4 x double>*
  %scevgep958 = getelementptr <4 x double>, <4 x double>* %scevgep956957, i64 -25
  %wide.load292.1 = load <4 x double>, <4 x double>* %scevgep958, align 8, !alias.scope !34
  %scevgep953 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep953954 = bitcast double* %scevgep953 to <4 x double>*
  %scevgep955 = getelementptr <4 x double>, <4 x double>* %scevgep953954, i64 -24
  %wide.load293.1 = load <4 x double>, <4 x double>* %scevgep955, align 8, !alias.scope !34
  %scevgep1058 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10581059 = bitcast double* %scevgep1058 to <4 x double>*
  %scevgep1060 = getelementptr <4 x double>, <4 x double>* %scevgep10581059, i64 -27
  %wide.load294.1 = load <4 x double>, <4 x double>* %scevgep1060, align 8, !alias.scope !37
  %scevgep1055 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10551056 = bitcast double* %scevgep1055 to <4 x double>*
  %scevgep1057 = getelementptr <4 x double>, <4 x double>* %scevgep10551056, i64 -26
  %wide.load295.1 = load <4 x double>, <4 x double>* %scevgep1057, align 8, !alias.scope !37
  %scevgep1052 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10521053 = bitcast double* %scevgep1052 to <4 x double>*
  %scevgep1054 = getelementptr <4 x double>, <4 x double>* %scevgep10521053, i64 -25
  %wide.load296.1 = load <4 x double>, <4 x double>* %scevgep1054, align 8, !alias.scope !37
  %scevgep1049 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10491050 = bitcast double* %scevgep1049 to <4 x double>*
  %scevgep1051 = getelementptr <4 x double>, <4 x double>* %scevgep10491050, i64 -24
  %wide.load297.1 = load <4 x double>, <4 x double>* %scevgep1051, align 8, !alias.scope !37
  %127 = fmul <4 x double> %wide.load.1, %broadcast.splat
  %128 = fmul <4 x double> %wide.load291.1, %broadcast.splat299
  %129 = fmul <4 x double> %wide.load292.1, %broadcast.splat301
  %130 = fmul <4 x double> %wide.load293.1, %broadcast.splat303
  %131 = fadd <4 x double> %127, %wide.load294.1
  %132 = fadd <4 x double> %128, %wide.load295.1
  %133 = fadd <4 x double> %129, %wide.load296.1
  %134 = fadd <4 x double> %130, %wide.load297.1
  %scevgep1154 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11541155 = bitcast double* %scevgep1154 to <4 x double>*
  %scevgep1156 = getelementptr <4 x double>, <4 x double>* %scevgep11541155, i64 -27
  store <4 x double> %131, <4 x double>* %scevgep1156, align 8, !alias.scope !39, !noalias !41
  %scevgep1151 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11511152 = bitcast double* %scevgep1151 to <4 x double>*
  %scevgep1153 = getelementptr <4 x double>, <4 x double>* %scevgep11511152, i64 -26
  store <4 x double> %132, <4 x double>* %scevgep1153, align 8, !alias.scope !39, !noalias !41
  %scevgep1148 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11481149 = bitcast double* %scevgep1148 to <4 x double>*
  %scevgep1150 = getelementptr <4 x double>, <4 x double>* %scevgep11481149, i64 -25
  store <4 x double> %133, <4 x double>* %scevgep1150, align 8, !alias.scope !39, !noalias !41
  %scevgep1145 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11451146 = bitcast double* %scevgep1145 to <4 x double>*
  %scevgep1147 = getelementptr <4 x double>, <4 x double>* %scevgep11451146, i64 -24
  store <4 x double> %134, <4 x double>* %scevgep1147, align 8, !alias.scope !39, !noalias !41
  %scevgep950 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep950951 = bitcast double* %scevgep950 to <4 x double>*
  %scevgep952 = getelementptr <4 x double>, <4 x double>* %scevgep950951, i64 -23
  %wide.load.2 = load <4 x double>, <4 x double>* %scevgep952, align 8, !alias.scope !34
  %scevgep947 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep947948 = bitcast double* %scevgep947 to <4 x double>*
  %scevgep949 = getelementptr <4 x double>, <4 x double>* %scevgep947948, i64 -22
  %wide.load291.2 = load <4 x double>, <4 x double>* %scevgep949, align 8, !alias.scope !34
  %scevgep944 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep944945 = bitcast double* %scevgep944 to <4 x double>*
  %scevgep946 = getelementptr <4 x double>, <4 x double>* %scevgep944945, i64 -21
  %wide.load292.2 = load <4 x double>, <4 x double>* %scevgep946, align 8, !alias.scope !34
  %scevgep941 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep941942 = bitcast double* %scevgep941 to <4 x double>*
  %scevgep943 = getelementptr <4 x double>, <4 x double>* %scevgep941942, i64 -20
  %wide.load293.2 = load <4 x double>, <4 x double>* %scevgep943, align 8, !alias.scope !34
  %scevgep1046 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10461047 = bitcast double* %scevgep1046 to <4 x double>*
  %scevgep1048 = getelementptr <4 x double>, <4 x double>* %scevgep10461047, i64 -23
  %wide.load294.2 = load <4 x double>, <4 x double>* %scevgep1048, align 8, !alias.scope !37
  %scevgep1043 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10431044 = bitcast double* %scevgep1043 to <4 x double>*
  %scevgep1045 = getelementptr <4 x double>, <4 x double>* %scevgep10431044, i64 -22
  %wide.load295.2 = load <4 x double>, <4 x double>* %scevgep1045, align 8, !alias.scope !37
  %scevgep1040 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10401041 = bitcast double* %scevgep1040 to <4 x double>*
  %scevgep1042 = getelementptr <4 x double>, <4 x double>* %scevgep10401041, i64 -21
  %wide.load296.2 = load <4 x double>, <4 x double>* %scevgep1042, align 8, !alias.scope !37
  %scevgep1037 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10371038 = bitcast double* %scevgep1037 to <4 x double>*
  %scevgep1039 = getelementptr <4 x double>, <4 x double>* %scevgep10371038, i64 -20
  %wide.load297.2 = load <4 x double>, <4 x double>* %scevgep1039, align 8, !alias.scope !37
  %135 = fmul <4 x double> %wide.load.2, %broadcast.splat
  %136 = fmul <4 x double> %wide.load291.2, %broadcast.splat299
  %137 = fmul <4 x double> %wide.load292.2, %broadcast.splat301
  %138 = fmul <4 x double> %wide.load293.2, %broadcast.splat303
  %139 = fadd <4 x double> %135, %wide.load294.2
  %140 = fadd <4 x double> %136, %wide.load295.2
  %141 = fadd <4 x double> %137, %wide.load296.2
  %142 = fadd <4 x double> %138, %wide.load297.2
  %scevgep1142 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11421143 = bitcast double* %scevgep1142 to <4 x double>*
  %scevgep1144 = getelementptr <4 x double>, <4 x double>* %scevgep11421143, i64 -23
  store <4 x double> %139, <4 x double>* %scevgep1144, align 8, !alias.scope !39, !noalias !41
  %scevgep1139 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11391140 = bitcast double* %scevgep1139 to <4 x double>*
  %scevgep1141 = getelementptr <4 x double>, <4 x double>* %scevgep11391140, i64 -22
  store <4 x double> %140, <4 x double>* %scevgep1141, align 8, !alias.scope !39, !noalias !41
  %scevgep1136 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11361137 = bitcast double* %scevgep1136 to <4 x double>*
  %scevgep1138 = getelementptr <4 x double>, <4 x double>* %scevgep11361137, i64 -21
  store <4 x double> %141, <4 x double>* %scevgep1138, align 8, !alias.scope !39, !noalias !41
  %scevgep1133 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11331134 = bitcast double* %scevgep1133 to <4 x double>*
  %scevgep1135 = getelementptr <4 x double>, <4 x double>* %scevgep11331134, i64 -20
  store <4 x double> %142, <4 x double>* %scevgep1135, align 8, !alias.scope !39, !noalias !41
  %scevgep938 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep938939 = bitcast double* %scevgep938 to <4 x double>*
  %scevgep940 = getelementptr <4 x double>, <4 x double>* %scevgep938939, i64 -19
  %wide.load.3 = load <4 x double>, <4 x double>* %scevgep940, align 8, !alias.scope !34
  %scevgep935 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep935936 = bitcast double* %scevgep935 to <4 x double>*
  %scevgep937 = getelementptr <4 x double>, <4 x double>* %scevgep935936, i64 -18
  %wide.load291.3 = load <4 x double>, <4 x double>* %scevgep937, align 8, !alias.scope !34
  %scevgep932 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep932933 = bitcast double* %scevgep932 to <4 x double>*
  %scevgep934 = getelementptr <4 x double>, <4 x double>* %scevgep932933, i64 -17
  %wide.load292.3 = load <4 x double>, <4 x double>* %scevgep934, align 8, !alias.scope !34
  %scevgep929 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep929930 = bitcast double* %scevgep929 to <4 x double>*
  %scevgep931 = getelementptr <4 x double>, <4 x double>* %scevgep929930, i64 -16
  %wide.load293.3 = load <4 x double>, <4 x double>* %scevgep931, align 8, !alias.scope !34
  %scevgep1034 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10341035 = bitcast double* %scevgep1034 to <4 x double>*
  %scevgep1036 = getelementptr <4 x double>, <4 x double>* %scevgep10341035, i64 -19
  %wide.load294.3 = load <4 x double>, <4 x double>* %scevgep1036, align 8, !alias.scope !37
  %scevgep1031 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10311032 = bitcast double* %scevgep1031 to <4 x double>*
  %scevgep1033 = getelementptr <4 x double>, <4 x double>* %scevgep10311032, i64 -18
  %wide.load295.3 = load <4 x double>, <4 x double>* %scevgep1033, align 8, !alias.scope !37
  %scevgep1028 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10281029 = bitcast double* %scevgep1028 to <4 x double>*
  %scevgep1030 = getelementptr <4 x double>, <4 x double>* %scevgep10281029, i64 -17
  %wide.load296.3 = load <4 x double>, <4 x double>* %scevgep1030, align 8, !alias.scope !37
  %scevgep1025 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10251026 = bitcast double* %scevgep1025 to <4 x double>*
  %scevgep1027 = getelementptr <4 x double>, <4 x double>* %scevgep10251026, i64 -16
  %wide.load297.3 = load <4 x double>, <4 x double>* %scevgep1027, align 8, !alias.scope !37
  %143 = fmul <4 x double> %wide.load.3, %broadcast.splat
  %144 = fmul <4 x double> %wide.load291.3, %broadcast.splat299
  %145 = fmul <4 x double> %wide.load292.3, %broadcast.splat301
  %146 = fmul <4 x double> %wide.load293.3, %broadcast.splat303
  %147 = fadd <4 x double> %143, %wide.load294.3
  %148 = fadd <4 x double> %144, %wide.load295.3
  %149 = fadd <4 x double> %145, %wide.load296.3
  %150 = fadd <4 x double> %146, %wide.load297.3
  %scevgep1130 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11301131 = bitcast double* %scevgep1130 to <4 x double>*
  %scevgep1132 = getelementptr <4 x double>, <4 x double>* %scevgep11301131, i64 -19
  store <4 x double> %147, <4 x double>* %scevgep1132, align 8, !alias.scope !39, !noalias !41
  %scevgep1127 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11271128 = bitcast double* %scevgep1127 to <4 x double>*
  %scevgep1129 = getelementptr <4 x double>, <4 x double>* %scevgep11271128, i64 -18
  store <4 x double> %148, <4 x double>* %scevgep1129, align 8, !alias.scope !39, !noalias !41
  %scevgep1124 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11241125 = bitcast double* %scevgep1124 to <4 x double>*
  %scevgep1126 = getelementptr <4 x double>, <4 x double>* %scevgep11241125, i64 -17
  store <4 x double> %149, <4 x double>* %scevgep1126, align 8, !alias.scope !39, !noalias !41
  %scevgep1121 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11211122 = bitcast double* %scevgep1121 to <4 x double>*
  %scevgep1123 = getelementptr <4 x double>, <4 x double>* %scevgep11211122, i64 -16
  store <4 x double> %150, <4 x double>* %scevgep1123, align 8, !alias.scope !39, !noalias !41
  %scevgep926 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep926927 = bitcast double* %scevgep926 to <4 x double>*
  %scevgep928 = getelementptr <4 x double>, <4 x double>* %scevgep926927, i64 -15
  %wide.load.4 = load <4 x double>, <4 x double>* %scevgep928, align 8, !alias.scope !34
  %scevgep923 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep923924 = bitcast double* %scevgep923 to <4 x double>*
  %scevgep925 = getelementptr <4 x double>, <4 x double>* %scevgep923924, i64 -14
  %wide.load291.4 = load <4 x double>, <4 x double>* %scevgep925, align 8, !alias.scope !34
  %scevgep920 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep920921 = bitcast double* %scevgep920 to <4 x double>*
  %scevgep922 = getelementptr <4 x double>, <4 x double>* %scevgep920921, i64 -13
  %wide.load292.4 = load <4 x double>, <4 x double>* %scevgep922, align 8, !alias.scope !34
  %scevgep917 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep917918 = bitcast double* %scevgep917 to <4 x double>*
  %scevgep919 = getelementptr <4 x double>, <4 x double>* %scevgep917918, i64 -12
  %wide.load293.4 = load <4 x double>, <4 x double>* %scevgep919, align 8, !alias.scope !34
  %scevgep1022 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10221023 = bitcast double* %scevgep1022 to <4 x double>*
  %scevgep1024 = getelementptr <4 x double>, <4 x double>* %scevgep10221023, i64 -15
  %wide.load294.4 = load <4 x double>, <4 x double>* %scevgep1024, align 8, !alias.scope !37
  %scevgep1019 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10191020 = bitcast double* %scevgep1019 to <4 x double>*
  %scevgep1021 = getelementptr <4 x double>, <4 x double>* %scevgep10191020, i64 -14
  %wide.load295.4 = load <4 x double>, <4 x double>* %scevgep1021, align 8, !alias.scope !37
  %scevgep1016 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10161017 = bitcast double* %scevgep1016 to <4 x double>*
  %scevgep1018 = getelementptr <4 x double>, <4 x double>* %scevgep10161017, i64 -13
  %wide.load296.4 = load <4 x double>, <4 x double>* %scevgep1018, align 8, !alias.scope !37
  %scevgep1013 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10131014 = bitcast double* %scevgep1013 to <4 x double>*
  %scevgep1015 = getelementptr <4 x double>, <4 x double>* %scevgep10131014, i64 -12
  %wide.load297.4 = load <4 x double>, <4 x double>* %scevgep1015, align 8, !alias.scope !37
  %151 = fmul <4 x double> %wide.load.4, %broadcast.splat
  %152 = fmul <4 x double> %wide.load291.4, %broadcast.splat299
  %153 = fmul <4 x double> %wide.load292.4, %broadcast.splat301
  %154 = fmul <4 x double> %wide.load293.4, %broadcast.splat303
  %155 = fadd <4 x double> %151, %wide.load294.4
  %156 = fadd <4 x double> %152, %wide.load295.4
  %157 = fadd <4 x double> %153, %wide.load296.4
  %158 = fadd <4 x double> %154, %wide.load297.4
  %scevgep1118 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11181119 = bitcast double* %scevgep1118 to <4 x double>*
  %scevgep1120 = getelementptr <4 x double>, <4 x double>* %scevgep11181119, i64 -15
  store <4 x double> %155, <4 x double>* %scevgep1120, align 8, !alias.scope !39, !noalias !41
  %scevgep1115 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11151116 = bitcast double* %scevgep1115 to <4 x double>*
  %scevgep1117 = getelementptr <4 x double>, <4 x double>* %scevgep11151116, i64 -14
  store <4 x double> %156, <4 x double>* %scevgep1117, align 8, !alias.scope !39, !noalias !41
  %scevgep1112 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11121113 = bitcast double* %scevgep1112 to <4 x double>*
  %scevgep1114 = getelementptr <4 x double>, <4 x double>* %scevgep11121113, i64 -13
  store <4 x double> %157, <4 x double>* %scevgep1114, align 8, !alias.scope !39, !noalias !41
  %scevgep1109 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11091110 = bitcast double* %scevgep1109 to <4 x double>*
  %scevgep1111 = getelementptr <4 x double>, <4 x double>* %scevgep11091110, i64 -12
  store <4 x double> %158, <4 x double>* %scevgep1111, align 8, !alias.scope !39, !noalias !41
  %scevgep914 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep914915 = bitcast double* %scevgep914 to <4 x double>*
  %scevgep916 = getelementptr <4 x double>, <4 x double>* %scevgep914915, i64 -11
  %wide.load.5 = load <4 x double>, <4 x double>* %scevgep916, align 8, !alias.scope !34
  %scevgep911 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep911912 = bitcast double* %scevgep911 to <4 x double>*
  %scevgep913 = getelementptr <4 x double>, <4 x double>* %scevgep911912, i64 -10
  %wide.load291.5 = load <4 x double>, <4 x double>* %scevgep913, align 8, !alias.scope !34
  %scevgep908 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep908909 = bitcast double* %scevgep908 to <4 x double>*
  %scevgep910 = getelementptr <4 x double>, <4 x double>* %scevgep908909, i64 -9
  %wide.load292.5 = load <4 x double>, <4 x double>* %scevgep910, align 8, !alias.scope !34
  %scevgep905 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep905906 = bitcast double* %scevgep905 to <4 x double>*
  %scevgep907 = getelementptr <4 x double>, <4 x double>* %scevgep905906, i64 -8
  %wide.load293.5 = load <4 x double>, <4 x double>* %scevgep907, align 8, !alias.scope !34
  %scevgep1010 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10101011 = bitcast double* %scevgep1010 to <4 x double>*
  %scevgep1012 = getelementptr <4 x double>, <4 x double>* %scevgep10101011, i64 -11
  %wide.load294.5 = load <4 x double>, <4 x double>* %scevgep1012, align 8, !alias.scope !37
  %scevgep1007 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10071008 = bitcast double* %scevgep1007 to <4 x double>*
  %scevgep1009 = getelementptr <4 x double>, <4 x double>* %scevgep10071008, i64 -10
  %wide.load295.5 = load <4 x double>, <4 x double>* %scevgep1009, align 8, !alias.scope !37
  %scevgep1004 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10041005 = bitcast double* %scevgep1004 to <4 x double>*
  %scevgep1006 = getelementptr <4 x double>, <4 x double>* %scevgep10041005, i64 -9
  %wide.load296.5 = load <4 x double>, <4 x double>* %scevgep1006, align 8, !alias.scope !37
  %scevgep1001 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10011002 = bitcast double* %scevgep1001 to <4 x double>*
  %scevgep1003 = getelementptr <4 x double>, <4 x double>* %scevgep10011002, i64 -8
  %wide.load297.5 = load <4 x double>, <4 x double>* %scevgep1003, align 8, !alias.scope !37
  %159 = fmul <4 x double> %wide.load.5, %broadcast.splat
  %160 = fmul <4 x double> %wide.load291.5, %broadcast.splat299
  %161 = fmul <4 x double> %wide.load292.5, %broadcast.splat301
  %162 = fmul <4 x double> %wide.load293.5, %broadcast.splat303
  %163 = fadd <4 x double> %159, %wide.load294.5
  %164 = fadd <4 x double> %160, %wide.load295.5
  %165 = fadd <4 x double> %161, %wide.load296.5
  %166 = fadd <4 x double> %162, %wide.load297.5
  %scevgep1106 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11061107 = bitcast double* %scevgep1106 to <4 x double>*
  %scevgep1108 = getelementptr <4 x double>, <4 x double>* %scevgep11061107, i64 -11
  store <4 x double> %163, <4 x double>* %scevgep1108, align 8, !alias.scope !39, !noalias !41
  %scevgep1103 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11031104 = bitcast double* %scevgep1103 to <4 x double>*
  %scevgep1105 = getelementptr <4 x double>, <4 x double>* %scevgep11031104, i64 -10
  store <4 x double> %164, <4 x double>* %scevgep1105, align 8, !alias.scope !39, !noalias !41
  %scevgep1100 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11001101 = bitcast double* %scevgep1100 to <4 x double>*
  %scevgep1102 = getelementptr <4 x double>, <4 x double>* %scevgep11001101, i64 -9
  store <4 x double> %165, <4 x double>* %scevgep1102, align 8, !alias.scope !39, !noalias !41
  %scevgep1097 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep10971098 = bitcast double* %scevgep1097 to <4 x double>*
  %scevgep1099 = getelementptr <4 x double>, <4 x double>* %scevgep10971098, i64 -8
  store <4 x double> %166, <4 x double>* %scevgep1099, align 8, !alias.scope !39, !noalias !41
  %scevgep902 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep902903 = bitcast double* %scevgep902 to <4 x double>*
  %scevgep904 = getelementptr <4 x double>, <4 x double>* %scevgep902903, i64 -7
  %wide.load.6 = load <4 x double>, <4 x double>* %scevgep904, align 8, !alias.scope !34
  %scevgep899 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep899900 = bitcast double* %scevgep899 to <4 x double>*
  %scevgep901 = getelementptr <4 x double>, <4 x double>* %scevgep899900, i64 -6
  %wide.load291.6 = load <4 x double>, <4 x double>* %scevgep901, align 8, !alias.scope !34
  %scevgep896 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep896897 = bitcast double* %scevgep896 to <4 x double>*
  %scevgep898 = getelementptr <4 x double>, <4 x double>* %scevgep896897, i64 -5
  %wide.load292.6 = load <4 x double>, <4 x double>* %scevgep898, align 8, !alias.scope !34
  %scevgep893 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep893894 = bitcast double* %scevgep893 to <4 x double>*
  %scevgep895 = getelementptr <4 x double>, <4 x double>* %scevgep893894, i64 -4
  %wide.load293.6 = load <4 x double>, <4 x double>* %scevgep895, align 8, !alias.scope !34
  %scevgep998 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep998999 = bitcast double* %scevgep998 to <4 x double>*
  %scevgep1000 = getelementptr <4 x double>, <4 x double>* %scevgep998999, i64 -7
  %wide.load294.6 = load <4 x double>, <4 x double>* %scevgep1000, align 8, !alias.scope !37
  %scevgep995 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep995996 = bitcast double* %scevgep995 to <4 x double>*
  %scevgep997 = getelementptr <4 x double>, <4 x double>* %scevgep995996, i64 -6
  %wide.load295.6 = load <4 x double>, <4 x double>* %scevgep997, align 8, !alias.scope !37
  %scevgep992 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep992993 = bitcast double* %scevgep992 to <4 x double>*
  %scevgep994 = getelementptr <4 x double>, <4 x double>* %scevgep992993, i64 -5
  %wide.load296.6 = load <4 x double>, <4 x double>* %scevgep994, align 8, !alias.scope !37
  %scevgep989 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep989990 = bitcast double* %scevgep989 to <4 x double>*
  %scevgep991 = getelementptr <4 x double>, <4 x double>* %scevgep989990, i64 -4
  %wide.load297.6 = load <4 x double>, <4 x double>* %scevgep991, align 8, !alias.scope !37
  %167 = fmul <4 x double> %wide.load.6, %broadcast.splat
  %168 = fmul <4 x double> %wide.load291.6, %broadcast.splat299
  %169 = fmul <4 x double> %wide.load292.6, %broadcast.splat301
  %170 = fmul <4 x double> %wide.load293.6, %broadcast.splat303
  %171 = fadd <4 x double> %167, %wide.load294.6
  %172 = fadd <4 x double> %168, %wide.load295.6
  %173 = fadd <4 x double> %169, %wide.load296.6
  %174 = fadd <4 x double> %170, %wide.load297.6
  %scevgep1094 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep10941095 = bitcast double* %scevgep1094 to <4 x double>*
  %scevgep1096 = getelementptr <4 x double>, <4 x double>* %scevgep10941095, i64 -7
  store <4 x double> %171, <4 x double>* %scevgep1096, align 8, !alias.scope !39, !noalias !41
  %scevgep1091 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep10911092 = bitcast double* %scevgep1091 to <4 x double>*
  %scevgep1093 = getelementptr <4 x double>, <4 x double>* %scevgep10911092, i64 -6
  store <4 x double> %172, <4 x double>* %scevgep1093, align 8, !alias.scope !39, !noalias !41
  %scevgep1088 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep10881089 = bitcast double* %scevgep1088 to <4 x double>*
  %scevgep1090 = getelementptr <4 x double>, <4 x double>* %scevgep10881089, i64 -5
  store <4 x double> %173, <4 x double>* %scevgep1090, align 8, !alias.scope !39, !noalias !41
  %scevgep1085 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep10851086 = bitcast double* %scevgep1085 to <4 x double>*
  %scevgep1087 = getelementptr <4 x double>, <4 x double>* %scevgep10851086, i64 -4
  store <4 x double> %174, <4 x double>* %scevgep1087, align 8, !alias.scope !39, !noalias !41
  %scevgep973 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep973974 = bitcast double* %scevgep973 to <4 x double>*
  %scevgep975 = getelementptr <4 x double>, <4 x double>* %scevgep973974, i64 -3
  %wide.load.7 = load <4 x double>, <4 x double>* %scevgep975, align 8, !alias.scope !34
  %scevgep970 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep970971 = bitcast double* %scevgep970 to <4 x double>*
  %scevgep972 = getelementptr <4 x double>, <4 x double>* %scevgep970971, i64 -2
  %wide.load291.7 = load <4 x double>, <4 x double>* %scevgep972, align 8, !alias.scope !34
  %scevgep967 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep967968 = bitcast double* %scevgep967 to <4 x double>*
  %scevgep969 = getelementptr <4 x double>, <4 x double>* %scevgep967968, i64 -1
  %wide.load292.7 = load <4 x double>, <4 x double>* %scevgep969, align 8, !alias.scope !34
  %scevgep965 = getelementptr double, double* %scevgep892, i64 %index
  %scevgep965966 = bitcast double* %scevgep965 to <4 x double>*
  %wide.load293.7 = load <4 x double>, <4 x double>* %scevgep965966, align 8, !alias.scope !34
  %scevgep1069 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10691070 = bitcast double* %scevgep1069 to <4 x double>*
  %scevgep1071 = getelementptr <4 x double>, <4 x double>* %scevgep10691070, i64 -3
  %wide.load294.7 = load <4 x double>, <4 x double>* %scevgep1071, align 8, !alias.scope !37
  %scevgep1066 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10661067 = bitcast double* %scevgep1066 to <4 x double>*
  %scevgep1068 = getelementptr <4 x double>, <4 x double>* %scevgep10661067, i64 -2
  %wide.load295.7 = load <4 x double>, <4 x double>* %scevgep1068, align 8, !alias.scope !37
  %scevgep1063 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10631064 = bitcast double* %scevgep1063 to <4 x double>*
  %scevgep1065 = getelementptr <4 x double>, <4 x double>* %scevgep10631064, i64 -1
  %wide.load296.7 = load <4 x double>, <4 x double>* %scevgep1065, align 8, !alias.scope !37
  %scevgep1061 = getelementptr double, double* %scevgep988, i64 %index
  %scevgep10611062 = bitcast double* %scevgep1061 to <4 x double>*
  %wide.load297.7 = load <4 x double>, <4 x double>* %scevgep10611062, align 8, !alias.scope !37
  %175 = fmul <4 x double> %wide.load.7, %broadcast.splat
  %176 = fmul <4 x double> %wide.load291.7, %broadcast.splat299
  %177 = fmul <4 x double> %wide.load292.7, %broadcast.splat301
  %178 = fmul <4 x double> %wide.load293.7, %broadcast.splat303
  %179 = fadd <4 x double> %175, %wide.load294.7
  %180 = fadd <4 x double> %176, %wide.load295.7
  %181 = fadd <4 x double> %177, %wide.load296.7
  %182 = fadd <4 x double> %178, %wide.load297.7
  %scevgep1165 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11651166 = bitcast double* %scevgep1165 to <4 x double>*
  %scevgep1167 = getelementptr <4 x double>, <4 x double>* %scevgep11651166, i64 -3
  store <4 x double> %179, <4 x double>* %scevgep1167, align 8, !alias.scope !39, !noalias !41
  %scevgep1162 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11621163 = bitcast double* %scevgep1162 to <4 x double>*
  %scevgep1164 = getelementptr <4 x double>, <4 x double>* %scevgep11621163, i64 -2
  store <4 x double> %180, <4 x double>* %scevgep1164, align 8, !alias.scope !39, !noalias !41
  %scevgep1159 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11591160 = bitcast double* %scevgep1159 to <4 x double>*
  %scevgep1161 = getelementptr <4 x double>, <4 x double>* %scevgep11591160, i64 -1
  store <4 x double> %181, <4 x double>* %scevgep1161, align 8, !alias.scope !39, !noalias !41
  %scevgep1157 = getelementptr double, double* %scevgep1084, i64 %index
  %scevgep11571158 = bitcast double* %scevgep1157 to <4 x double>*
  store <4 x double> %182, <4 x double>* %scevgep11571158, align 8, !alias.scope !39, !noalias !41
  %index.next.7 = add i64 %index, 128
  %lsr.iv.next1181 = add i64 %lsr.iv1180, -8
  %niter376.ncmp.7 = icmp eq i64 %lsr.iv.next1181, 0
  br i1 %niter376.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !42

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %183 = icmp eq i64 %xtraiter372, 0
  br i1 %183, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep1182 = getelementptr double, double* %.6.i105192, i64 12
  %scevgep1183 = getelementptr double, double* %scevgep1182, i64 %index.unr
  %scevgep1198 = getelementptr double, double* %y.2.sroa.48.0252, i64 12
  %scevgep1199 = getelementptr double, double* %scevgep1198, i64 %index.unr
  %scevgep1212 = getelementptr double, double* %.6.i82191, i64 12
  %scevgep1213 = getelementptr double, double* %scevgep1212, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1184 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1185, %vector.body.epil ]
  %184 = bitcast double* %scevgep1213 to i8*
  %185 = bitcast double* %scevgep1199 to i8*
  %186 = bitcast double* %scevgep1183 to i8*
  %uglygep1223 = getelementptr i8, i8* %184, i64 %lsr.iv1184
  %uglygep12231224 = bitcast i8* %uglygep1223 to <4 x double>*
  %scevgep1225 = getelementptr <4 x double>, <4 x double>* %uglygep12231224, i64 -3
  %wide.load.epil = load <4 x double>, <4 x double>* %scevgep1225, align 8, !alias.scope !34
  %uglygep1220 = getelementptr i8, i8* %184, i64 %lsr.iv1184
  %uglygep12201221 = bitcast i8* %uglygep1220 to <4 x double>*
  %scevgep1222 = getelementptr <4 x double>, <4 x double>* %uglygep12201221, i64 -2
  %wide.load291.epil = load <4 x double>, <4 x double>* %scevgep1222, align 8, !alias.scope !34
  %uglygep1217 = getelementptr i8, i8* %184, i64 %lsr.iv1184
  %uglygep12171218 = bitcast i8* %uglygep1217 to <4 x double>*
  %scevgep1219 = getelementptr <4 x double>, <4 x double>* %uglygep12171218, i64 -1
  %wide.load292.epil = load <4 x double>, <4 x double>* %scevgep1219, align 8, !alias.scope !34
  %uglygep1215 = getelementptr i8, i8* %184, i64 %lsr.iv1184
  %uglygep12151216 = bitcast i8* %uglygep1215 to <4 x double>*
  %wide.load293.epil = load <4 x double>, <4 x double>* %uglygep12151216, align 8, !alias.scope !34
  %uglygep1209 = getelementptr i8, i8* %185, i64 %lsr.iv1184
  %uglygep12091210 = bitcast i8* %uglygep1209 to <4 x double>*
  %scevgep1211 = getelementptr <4 x double>, <4 x double>* %uglygep12091210, i64 -3
  %wide.load294.epil = load <4 x double>, <4 x double>* %scevgep1211, align 8, !alias.scope !37
  %uglygep1206 = getelementptr i8, i8* %185, i64 %lsr.iv1184
  %uglygep12061207 = bitcast i8* %uglygep1206 to <4 x double>*
  %scevgep1208 = getelementptr <4 x double>, <4 x double>* %uglygep12061207, i64 -2
  %wide.load295.epil = load <4 x double>, <4 x double>* %scevgep1208, align 8, !alias.scope !37
  %uglygep1203 = getelementptr i8, i8* %185, i64 %lsr.iv1184
  %uglygep12031204 = bitcast i8* %uglygep1203 to <4 x double>*
  %scevgep1205 = getelementptr <4 x double>, <4 x double>* %uglygep12031204, i64 -1
  %wide.load296.epil = load <4 x double>, <4 x double>* %scevgep1205, align 8, !alias.scope !37
  %uglygep1201 = getelementptr i8, i8* %185, i64 %lsr.iv1184
  %uglygep12011202 = bitcast i8* %uglygep1201 to <4 x double>*
  %wide.load297.epil = load <4 x double>, <4 x double>* %uglygep12011202, align 8, !alias.scope !37
  %187 = fmul <4 x double> %wide.load.epil, %broadcast.splat
  %188 = fmul <4 x double> %wide.load291.epil, %broadcast.splat299
  %189 = fmul <4 x double> %wide.load292.epil, %broadcast.splat301
  %190 = fmul <4 x double> %wide.load293.epil, %broadcast.splat303
  %191 = fadd <4 x double> %187, %wide.load294.epil
  %192 = fadd <4 x double> %188, %wide.load295.epil
  %193 = fadd <4 x double> %189, %wide.load296.epil
  %194 = fadd <4 x double> %190, %wide.load297.epil
  %uglygep1195 = getelementptr i8, i8* %186, i64 %lsr.iv1184
  %uglygep11951196 = bitcast i8* %uglygep1195 to <4 x double>*
  %scevgep1197 = getelementptr <4 x double>, <4 x double>* %uglygep11951196, i64 -3
  store <4 x double> %191, <4 x double>* %scevgep1197, align 8, !alias.scope !39, !noalias !41
  %uglygep1192 = getelementptr i8, i8* %186, i64 %lsr.iv1184
  %uglygep11921193 = bitcast i8* %uglygep1192 to <4 x double>*
  %scevgep1194 = getelementptr <4 x double>, <4 x double>* %uglygep11921193, i64 -2
  store <4 x double> %192, <4 x double>* %scevgep1194, align 8, !alias.scope !39, !noalias !41
  %uglygep1189 = getelementptr i8, i8* %186, i64 %lsr.iv1184
  %uglygep11891190 = bitcast i8* %uglygep1189 to <4 x double>*
  %scevgep1191 = getelementptr <4 x double>, <4 x double>* %uglygep11891190, i64 -1
  store <4 x double> %193, <4 x double>* %scevgep1191, align 8, !alias.scope !39, !noalias !41
  %uglygep1187 = getelementptr i8, i8* %186, i64 %lsr.iv1184
  %uglygep11871188 = bitcast i8* %uglygep1187 to <4 x double>*
  store <4 x double> %194, <4 x double>* %uglygep11871188, align 8, !alias.scope !39, !noalias !41
  %lsr.iv.next1185 = add nuw nsw i64 %lsr.iv1184, 128
  %epil.iter373.cmp.not = icmp eq i64 %8, %lsr.iv.next1185
  br i1 %epil.iter373.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !43

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %195 = icmp eq i64 %n.vec, %arg.y0.5.0
  br i1 %195, label %for.end.1, label %for.body.1.us.preheader350

for.body.1.us.preheader350:                       ; preds = %vector.memcheck, %for.body.1.us.preheader, %middle.block
  %loop.index.1189.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.1.us.preheader ], [ %n.vec, %middle.block ]
  %196 = icmp eq i64 %xtraiter377, 0
  %197 = xor i64 %loop.index.1189.us.ph, -1
  %198 = add i64 %197, %arg.y0.5.0
  br i1 %196, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader350
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv1229 = phi i64 [ %xtraiter377, %for.body.1.us.prol.preheader ], [ %lsr.iv.next1230, %for.body.1.us.prol ]
  %loop.index.1189.us.prol = phi i64 [ %.702.us.prol, %for.body.1.us.prol ], [ %loop.index.1189.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep1228 = getelementptr double, double* %.6.i82191, i64 %loop.index.1189.us.prol
  %.664.us.prol = load double, double* %scevgep1228, align 8
  %scevgep1227 = getelementptr double, double* %y.2.sroa.48.0252, i64 %loop.index.1189.us.prol
  %.673.us.prol = load double, double* %scevgep1227, align 8
  %.7.i.us.prol = fmul double %.664.us.prol, %arg.h
  %.8.i.us.prol = fadd double %.7.i.us.prol, %.673.us.prol
  %scevgep1226 = getelementptr double, double* %.6.i105192, i64 %loop.index.1189.us.prol
  store double %.8.i.us.prol, double* %scevgep1226, align 8
  %.702.us.prol = add nuw i64 %loop.index.1189.us.prol, 1
  %lsr.iv.next1230 = add nsw i64 %lsr.iv1229, -1
  %prol.iter379.cmp.not = icmp eq i64 %lsr.iv.next1230, 0
  br i1 %prol.iter379.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !44

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader350
  %loop.index.1189.us.unr = phi i64 [ %loop.index.1189.us.ph, %for.body.1.us.preheader350 ], [ %.702.us.prol, %for.body.1.us.prol ]
  %199 = icmp ult i64 %198, 7
  br i1 %199, label %for.end.1, label %for.body.1.us.preheader381

for.body.1.us.preheader381:                       ; preds = %for.body.1.us.prol.loopexit
  %200 = sub i64 %arg.y0.5.0, %loop.index.1189.us.unr
  %scevgep1233 = getelementptr double, double* %.6.i105192, i64 7
  %scevgep1234 = getelementptr double, double* %scevgep1233, i64 %loop.index.1189.us.unr
  %scevgep1250 = getelementptr double, double* %y.2.sroa.48.0252, i64 7
  %scevgep1251 = getelementptr double, double* %scevgep1250, i64 %loop.index.1189.us.unr
  %scevgep1267 = getelementptr double, double* %.6.i82191, i64 7
  %scevgep1268 = getelementptr double, double* %scevgep1267, i64 %loop.index.1189.us.unr
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader381, %for.body.1.us
  %lsr.iv1231 = phi i64 [ 0, %for.body.1.us.preheader381 ], [ %lsr.iv.next1232, %for.body.1.us ]
  %scevgep1280 = getelementptr double, double* %scevgep1268, i64 %lsr.iv1231
  %scevgep1281 = getelementptr double, double* %scevgep1280, i64 -7
  %.664.us = load double, double* %scevgep1281, align 8
  %scevgep1263 = getelementptr double, double* %scevgep1251, i64 %lsr.iv1231
  %scevgep1264 = getelementptr double, double* %scevgep1263, i64 -7
  %.673.us = load double, double* %scevgep1264, align 8
  %.7.i.us = fmul double %.664.us, %arg.h
  %.8.i.us = fadd double %.7.i.us, %.673.us
  %scevgep1248 = getelementptr double, double* %scevgep1234, i64 %lsr.iv1231
  %scevgep1249 = getelementptr double, double* %scevgep1248, i64 -7
  store double %.8.i.us, double* %scevgep1249, align 8
  %scevgep1282 = getelementptr double, double* %scevgep1268, i64 %lsr.iv1231
  %scevgep1283 = getelementptr double, double* %scevgep1282, i64 -6
  %.664.us.1 = load double, double* %scevgep1283, align 8
  %scevgep1265 = getelementptr double, double* %scevgep1251, i64 %lsr.iv1231
  %scevgep1266 = getelementptr double, double* %scevgep1265, i64 -6
  %.673.us.1 = load double, double* %scevgep1266, align 8
  %.7.i.us.1 = fmul double %.664.us.1, %arg.h
  %.8.i.us.1 = fadd double %.7.i.us.1, %.673.us.1
  %scevgep1246 = getelementptr double, double* %scevgep1234, i64 %lsr.iv1231
  %scevgep1247 = getelementptr double, double* %scevgep1246, i64 -6
  store double %.8.i.us.1, double* %scevgep1247, align 8
  %scevgep1278 = getelementptr double, double* %scevgep1268, i64 %lsr.iv1231
  %scevgep1279 = getelementptr double, double* %scevgep1278, i64 -5
  %.664.us.2 = load double, double* %scevgep1279, align 8
  %scevgep1261 = getelementptr double, double* %scevgep1251, i64 %lsr.iv1231
  %scevgep1262 = getelementptr double, double* %scevgep1261, i64 -5
  %.673.us.2 = load double, double* %scevgep1262, align 8
  %.7.i.us.2 = fmul double %.664.us.2, %arg.h
  %.8.i.us.2 = fadd double %.7.i.us.2, %.673.us.2
  %scevgep1244 = getelementptr double, double* %scevgep1234, i64 %lsr.iv1231
  %scevgep1245 = getelementptr double, double* %scevgep1244, i64 -5
  store double %.8.i.us.2, double* %scevgep1245, align 8
  %scevgep1276 = getelementptr double, double* %scevgep1268, i64 %lsr.iv1231
  %scevgep1277 = getelementptr double, double* %scevgep1276, i64 -4
  %.664.us.3 = load double, double* %scevgep1277, align 8
  %scevgep1259 = getelementptr double, double* %scevgep1251, i64 %lsr.iv1231
  %scevgep1260 = getelementptr double, double* %scevgep1259, i64 -4
  %.673.us.3 = load double, double* %scevgep1260, align 8
  %.7.i.us.3 = fmul double %.664.us.3, %arg.h
  %.8.i.us.3 = fadd double %.7.i.us.3, %.673.us.3
  %scevgep1242 = getelementptr double, double* %scevgep1234, i64 %lsr.iv1231
  %scevgep1243 = getelementptr double, double* %scevgep1242, i64 -4
  store double %.8.i.us.3, double* %scevgep1243, align 8
  %scevgep1274 = getelementptr double, double* %scevgep1268, i64 %lsr.iv1231
  %scevgep1275 = getelementptr double, double* %scevgep1274, i64 -3
  %.664.us.4 = load double, double* %scevgep1275, align 8
  %scevgep1257 = getelementptr double, double* %scevgep1251, i64 %lsr.iv1231
  %scevgep1258 = getelementptr double, double* %scevgep1257, i64 -3
  %.673.us.4 = load double, double* %scevgep1258, align 8
  %.7.i.us.4 = fmul double %.664.us.4, %arg.h
  %.8.i.us.4 = fadd double %.7.i.us.4, %.673.us.4
  %scevgep1240 = getelementptr double, double* %scevgep1234, i64 %lsr.iv1231
  %scevgep1241 = getelementptr double, double* %scevgep1240, i64 -3
  store double %.8.i.us.4, double* %scevgep1241, align 8
  %scevgep1272 = getelementptr double, double* %scevgep1268, i64 %lsr.iv1231
  %scevgep1273 = getelementptr double, double* %scevgep1272, i64 -2
  %.664.us.5 = load double, double* %scevgep1273, align 8
  %scevgep1255 = getelementptr double, double* %scevgep1251, i64 %lsr.iv1231
  %scevgep1256 = getelementptr double, double* %scevgep1255, i64 -2
  %.673.us.5 = load double, double* %scevgep1256, align 8
  %.7.i.us.5 = fmul double %.664.us.5, %arg.h
  %.8.i.us.5 = fadd double %.7.i.us.5, %.673.us.5
  %scevgep1238 = getelementptr double, double* %scevgep1234, i64 %lsr.iv1231
  %scevgep1239 = getelementptr double, double* %scevgep1238, i64 -2
  store double %.8.i.us.5, double* %scevgep1239, align 8
  %scevgep1270 = getelementptr double, double* %scevgep1268, i64 %lsr.iv1231
  %scevgep1271 = getelementptr double, double* %scevgep1270, i64 -1
  %.664.us.6 = load double, double* %scevgep1271, align 8
  %scevgep1253 = getelementptr double, double* %scevgep1251, i64 %lsr.iv1231
  %scevgep1254 = getelementptr double, double* %scevgep1253, i64 -1
  %.673.us.6 = load double, double* %scevgep1254, align 8
  %.7.i.us.6 = fmul double %.664.us.6, %arg.h
  %.8.i.us.6 = fadd double %.7.i.us.6, %.673.us.6
  %scevgep1236 = getelementptr double, double* %scevgep1234, i64 %lsr.iv1231
  %scevgep1237 = getelementptr double, double* %scevgep1236, i64 -1
  store double %.8.i.us.6, double* %scevgep1237, align 8
  %scevgep1269 = getelementptr double, double* %scevgep1268, i64 %lsr.iv1231
  %.664.us.7 = load double, double* %scevgep1269, align 8
  %scevgep1252 = getelementptr double, double* %scevgep1251, i64 %lsr.iv1231
  %.673.us.7 = load double, double* %scevgep1252, align 8
  %.7.i.us.7 = fmul double %.664.us.7, %arg.h
  %.8.i.us.7 = fadd double %.7.i.us.7, %.673.us.7
  %scevgep1235 = getelementptr double, double* %scevgep1234, i64 %lsr.iv1231
  store double %.8.i.us.7, double* %scevgep1235, align 8
  %lsr.iv.next1232 = add i64 %lsr.iv1231, 8
  %exitcond264.not.7 = icmp eq i64 %200, %lsr.iv.next1232
  br i1 %exitcond264.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !45

for.body.1:                                       ; preds = %for.body.1.preheader
  %.664 = load double, double* %.6.i82191, align 8
  %.673 = load double, double* %y.2.sroa.48.0252, align 8
  %.7.i = fmul double %.664, %arg.h
  %.8.i = fadd double %.7.i, %.673
  store double %.8.i, double* %.6.i105192, align 8
  br label %for.end.1

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block, %for.end.endif.endif.endif.endif.endif.endif, %for.body.1, %for.end.endif.endif.endif.endif.endif.endif.thread
  %.6.i105192272 = phi double* [ %.6.i105192270, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.6.i105192, %for.body.1 ], [ %.6.i105192, %for.end.endif.endif.endif.endif.endif.endif ], [ %.6.i105192, %middle.block ], [ %.6.i105192, %for.body.1.us.prol.loopexit ], [ %.6.i105192, %for.body.1.us ]
  %.7.i.i106267271 = phi i8* [ %.7.i.i106265, %for.end.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i106, %for.body.1 ], [ %.7.i.i106, %for.end.endif.endif.endif.endif.endif.endif ], [ %.7.i.i106, %middle.block ], [ %.7.i.i106, %for.body.1.us.prol.loopexit ], [ %.7.i.i106, %for.body.1.us ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i75)
  tail call void @NRT_decref(i8* nonnull %y.2.sroa.0.0253)
  %.204 = icmp ugt i64 %.203251, 1
  br i1 %.204, label %B76, label %B148.endif.endif.endif.endif.endif

B148.endif.endif.endif.endif.endif:               ; preds = %for.end.1
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !46
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %B148.endif.endif.endif.endif.endif.if, label %B148.endif.endif.endif.endif.endif.endif, !prof !0

B148.endif.endif.endif.endif.endif.if:            ; preds = %B148.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140274514785920, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B148.endif.endif.endif.endif.endif.endif:         ; preds = %B148.endif.endif.endif.endif.endif
  %201 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i25 = getelementptr i8, i8* %.7.i.i27, i64 24
  %202 = bitcast i8* %.5.i25 to double**
  %.6.i26190 = load double*, double** %202, align 8
  br i1 %201, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B148.endif.endif.endif.endif.endif.endif
  %.913.not = icmp eq i64 %arg.y0.5.0, 1
  br i1 %.913.not, label %for.end.2.thread, label %for.body.2.us.preheader

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader
  %min.iters.check337 = icmp ult i64 %arg.y0.5.0, 16
  br i1 %min.iters.check337, label %for.body.2.us.preheader349, label %vector.memcheck324

vector.memcheck324:                               ; preds = %for.body.2.us.preheader
  %scevgep326 = getelementptr double, double* %.6.i26190, i64 %arg.y0.5.0
  %scevgep329 = getelementptr double, double* %.6.i105192272, i64 %arg.y0.5.0
  %bound0331 = icmp ult double* %.6.i26190, %scevgep329
  %bound1332 = icmp ult double* %.6.i105192272, %scevgep326
  %found.conflict333 = and i1 %bound0331, %bound1332
  br i1 %found.conflict333, label %for.body.2.us.preheader349, label %vector.ph338

vector.ph338:                                     ; preds = %vector.memcheck324
  %n.vec340 = and i64 %arg.y0.5.0, -16
  %203 = add i64 %n.vec340, -16
  %204 = lshr exact i64 %203, 4
  %205 = add nuw nsw i64 %204, 1
  %xtraiter359 = and i64 %205, 7
  %206 = icmp ult i64 %203, 112
  br i1 %206, label %middle.block334.unr-lcssa, label %vector.ph338.new

vector.ph338.new:                                 ; preds = %vector.ph338
  %unroll_iter362 = and i64 %205, %const
  %scevgep602 = getelementptr double, double* %.6.i105192272, i64 124
  %scevgep698 = getelementptr double, double* %.6.i26190, i64 124
  br label %vector.body336

vector.body336:                                   ; preds = %vector.body336, %vector.ph338.new
  %lsr.iv794 = phi i64 [ %lsr.iv.next795, %vector.body336 ], [ %unroll_iter362, %vector.ph338.new ]
  %index343 = phi i64 [ 0, %vector.ph338.new ], [ %index.next348.7, %vector.body336 ]
  %scevgep686 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep686687 = bitcast double* %scevgep686 to <4 x double>*
  %scevgep688 = getelementptr <4 x double>, <4 x double>* %scevgep686687, i64 -31
  %wide.load344 = load <4 x double>, <4 x double>* %scevgep688, align 8, !alias.scope !53
  %scevgep695 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep695696 = bitcast double* %scevgep695 to <4 x double>*
  %scevgep697 = getelementptr <4 x double>, <4 x double>* %scevgep695696, i64 -30
  %wide.load345 = load <4 x double>, <4 x double>* %scevgep697, align 8, !alias.scope !53
  %scevgep692 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep692693 = bitcast double* %scevgep692 to <4 x double>*
  %scevgep694 = getelementptr <4 x double>, <4 x double>* %scevgep692693, i64 -29
  %wide.load346 = load <4 x double>, <4 x double>* %scevgep694, align 8, !alias.scope !53
  %scevgep689 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep689690 = bitcast double* %scevgep689 to <4 x double>*
  %scevgep691 = getelementptr <4 x double>, <4 x double>* %scevgep689690, i64 -28
  %wide.load347 = load <4 x double>, <4 x double>* %scevgep691, align 8, !alias.scope !53
  %207 = fmul <4 x double> %wide.load344, %wide.load344
  %208 = fmul <4 x double> %wide.load345, %wide.load345
  %209 = fmul <4 x double> %wide.load346, %wide.load346
  %210 = fmul <4 x double> %wide.load347, %wide.load347
  %scevgep782 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep782783 = bitcast double* %scevgep782 to <4 x double>*
  %scevgep784 = getelementptr <4 x double>, <4 x double>* %scevgep782783, i64 -31
  store <4 x double> %207, <4 x double>* %scevgep784, align 8, !alias.scope !56, !noalias !53
  %scevgep791 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep791792 = bitcast double* %scevgep791 to <4 x double>*
  %scevgep793 = getelementptr <4 x double>, <4 x double>* %scevgep791792, i64 -30
  store <4 x double> %208, <4 x double>* %scevgep793, align 8, !alias.scope !56, !noalias !53
  %scevgep788 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep788789 = bitcast double* %scevgep788 to <4 x double>*
  %scevgep790 = getelementptr <4 x double>, <4 x double>* %scevgep788789, i64 -29
  store <4 x double> %209, <4 x double>* %scevgep790, align 8, !alias.scope !56, !noalias !53
  %scevgep785 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep785786 = bitcast double* %scevgep785 to <4 x double>*
  %scevgep787 = getelementptr <4 x double>, <4 x double>* %scevgep785786, i64 -28
  store <4 x double> %210, <4 x double>* %scevgep787, align 8, !alias.scope !56, !noalias !53
  %scevgep672 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep672673 = bitcast double* %scevgep672 to <4 x double>*
  %scevgep674 = getelementptr <4 x double>, <4 x double>* %scevgep672673, i64 -27
  %wide.load344.1 = load <4 x double>, <4 x double>* %scevgep674, align 8, !alias.scope !53
  %scevgep669 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep669670 = bitcast double* %scevgep669 to <4 x double>*
  %scevgep671 = getelementptr <4 x double>, <4 x double>* %scevgep669670, i64 -26
  %wide.load345.1 = load <4 x double>, <4 x double>* %scevgep671, align 8, !alias.scope !53
  %scevgep666 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep666667 = bitcast double* %scevgep666 to <4 x double>*
  %scevgep668 = getelementptr <4 x double>, <4 x double>* %scevgep666667, i64 -25
  %wide.load346.1 = load <4 x double>, <4 x double>* %scevgep668, align 8, !alias.scope !53
  %scevgep663 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep663664 = bitcast double* %scevgep663 to <4 x double>*
  %scevgep665 = getelementptr <4 x double>, <4 x double>* %scevgep663664, i64 -24
  %wide.load347.1 = load <4 x double>, <4 x double>* %scevgep665, align 8, !alias.scope !53
  %211 = fmul <4 x double> %wide.load344.1, %wide.load344.1
  %212 = fmul <4 x double> %wide.load345.1, %wide.load345.1
  %213 = fmul <4 x double> %wide.load346.1, %wide.load346.1
  %214 = fmul <4 x double> %wide.load347.1, %wide.load347.1
  %scevgep768 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep768769 = bitcast double* %scevgep768 to <4 x double>*
  %scevgep770 = getelementptr <4 x double>, <4 x double>* %scevgep768769, i64 -27
  store <4 x double> %211, <4 x double>* %scevgep770, align 8, !alias.scope !56, !noalias !53
  %scevgep765 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep765766 = bitcast double* %scevgep765 to <4 x double>*
  %scevgep767 = getelementptr <4 x double>, <4 x double>* %scevgep765766, i64 -26
  store <4 x double> %212, <4 x double>* %scevgep767, align 8, !alias.scope !56, !noalias !53
  %scevgep762 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep762763 = bitcast double* %scevgep762 to <4 x double>*
  %scevgep764 = getelementptr <4 x double>, <4 x double>* %scevgep762763, i64 -25
  store <4 x double> %213, <4 x double>* %scevgep764, align 8, !alias.scope !56, !noalias !53
  %scevgep759 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep759760 = bitcast double* %scevgep759 to <4 x double>*
  %scevgep761 = getelementptr <4 x double>, <4 x double>* %scevgep759760, i64 -24
  store <4 x double> %214, <4 x double>* %scevgep761, align 8, !alias.scope !56, !noalias !53
  %scevgep660 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep660661 = bitcast double* %scevgep660 to <4 x double>*
  %scevgep662 = getelementptr <4 x double>, <4 x double>* %scevgep660661, i64 -23
  %wide.load344.2 = load <4 x double>, <4 x double>* %scevgep662, align 8, !alias.scope !53
  %scevgep657 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep657658 = bitcast double* %scevgep657 to <4 x double>*
  %scevgep659 = getelementptr <4 x double>, <4 x double>* %scevgep657658, i64 -22
  %wide.load345.2 = load <4 x double>, <4 x double>* %scevgep659, align 8, !alias.scope !53
  %scevgep654 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep654655 = bitcast double* %scevgep654 to <4 x double>*
  %scevgep656 = getelementptr <4 x double>, <4 x double>* %scevgep654655, i64 -21
  %wide.load346.2 = load <4 x double>, <4 x double>* %scevgep656, align 8, !alias.scope !53
  %scevgep651 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep651652 = bitcast double* %scevgep651 to <4 x double>*
  %scevgep653 = getelementptr <4 x double>, <4 x double>* %scevgep651652, i64 -20
  %wide.load347.2 = load <4 x double>, <4 x double>* %scevgep653, align 8, !alias.scope !53
  %215 = fmul <4 x double> %wide.load344.2, %wide.load344.2
  %216 = fmul <4 x double> %wide.load345.2, %wide.load345.2
  %217 = fmul <4 x double> %wide.load346.2, %wide.load346.2
  %218 = fmul <4 x double> %wide.load347.2, %wide.load347.2
  %scevgep756 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep756757 = bitcast double* %scevgep756 to <4 x double>*
  %scevgep758 = getelementptr <4 x double>, <4 x double>* %scevgep756757, i64 -23
  store <4 x double> %215, <4 x double>* %scevgep758, align 8, !alias.scope !56, !noalias !53
  %scevgep753 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep753754 = bitcast double* %scevgep753 to <4 x double>*
  %scevgep755 = getelementptr <4 x double>, <4 x double>* %scevgep753754, i64 -22
  store <4 x double> %216, <4 x double>* %scevgep755, align 8, !alias.scope !56, !noalias !53
  %scevgep750 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep750751 = bitcast double* %scevgep750 to <4 x double>*
  %scevgep752 = getelementptr <4 x double>, <4 x double>* %scevgep750751, i64 -21
  store <4 x double> %217, <4 x double>* %scevgep752, align 8, !alias.scope !56, !noalias !53
  %scevgep747 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep747748 = bitcast double* %scevgep747 to <4 x double>*
  %scevgep749 = getelementptr <4 x double>, <4 x double>* %scevgep747748, i64 -20
  store <4 x double> %218, <4 x double>* %scevgep749, align 8, !alias.scope !56, !noalias !53
  %scevgep648 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep648649 = bitcast double* %scevgep648 to <4 x double>*
  %scevgep650 = getelementptr <4 x double>, <4 x double>* %scevgep648649, i64 -19
  %wide.load344.3 = load <4 x double>, <4 x double>* %scevgep650, align 8, !alias.scope !53
  %scevgep645 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep645646 = bitcast double* %scevgep645 to <4 x double>*
  %scevgep647 = getelementptr <4 x double>, <4 x double>* %scevgep645646, i64 -18
  %wide.load345.3 = load <4 x double>, <4 x double>* %scevgep647, align 8, !alias.scope !53
  %scevgep642 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep642643 = bitcast double* %scevgep642 to <4 x double>*
  %scevgep644 = getelementptr <4 x double>, <4 x double>* %scevgep642643, i64 -17
  %wide.load346.3 = load <4 x double>, <4 x double>* %scevgep644, align 8, !alias.scope !53
  %scevgep639 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep639640 = bitcast double* %scevgep639 to <4 x double>*
  %scevgep641 = getelementptr <4 x double>, <4 x double>* %scevgep639640, i64 -16
  %wide.load347.3 = load <4 x double>, <4 x double>* %scevgep641, align 8, !alias.scope !53
  %219 = fmul <4 x double> %wide.load344.3, %wide.load344.3
  %220 = fmul <4 x double> %wide.load345.3, %wide.load345.3
  %221 = fmul <4 x double> %wide.load346.3, %wide.load346.3
  %222 = fmul <4 x double> %wide.load347.3, %wide.load347.3
  %scevgep744 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep744745 = bitcast double* %scevgep744 to <4 x double>*
  %scevgep746 = getelementptr <4 x double>, <4 x double>* %scevgep744745, i64 -19
  store <4 x double> %219, <4 x double>* %scevgep746, align 8, !alias.scope !56, !noalias !53
  %scevgep741 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep741742 = bitcast double* %scevgep741 to <4 x double>*
  %scevgep743 = getelementptr <4 x double>, <4 x double>* %scevgep741742, i64 -18
  store <4 x double> %220, <4 x double>* %scevgep743, align 8, !alias.scope !56, !noalias !53
  %scevgep738 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep738739 = bitcast double* %scevgep738 to <4 x double>*
  %scevgep740 = getelementptr <4 x double>, <4 x double>* %scevgep738739, i64 -17
  store <4 x double> %221, <4 x double>* %scevgep740, align 8, !alias.scope !56, !noalias !53
  %scevgep735 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep735736 = bitcast double* %scevgep735 to <4 x double>*
  %scevgep737 = getelementptr <4 x double>, <4 x double>* %scevgep735736, i64 -16
  store <4 x double> %222, <4 x double>* %scevgep737, align 8, !alias.scope !56, !noalias !53
  %scevgep636 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep636637 = bitcast double* %scevgep636 to <4 x double>*
  %scevgep638 = getelementptr <4 x double>, <4 x double>* %scevgep636637, i64 -15
  %wide.load344.4 = load <4 x double>, <4 x double>* %scevgep638, align 8, !alias.scope !53
  %scevgep633 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep633634 = bitcast double* %scevgep633 to <4 x double>*
  %scevgep635 = getelementptr <4 x double>, <4 x double>* %scevgep633634, i64 -14
  %wide.load345.4 = load <4 x double>, <4 x double>* %scevgep635, align 8, !alias.scope !53
  %scevgep630 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep630631 = bitcast double* %scevgep630 to <4 x double>*
  %scevgep632 = getelementptr <4 x double>, <4 x double>* %scevgep630631, i64 -13
  %wide.load346.4 = load <4 x double>, <4 x double>* %scevgep632, align 8, !alias.scope !53
  %scevgep627 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep627628 = bitcast double* %scevgep627 to <4 x double>*
  %scevgep629 = getelementptr <4 x double>, <4 x double>* %scevgep627628, i64 -12
  %wide.load347.4 = load <4 x double>, <4 x double>* %scevgep629, align 8, !alias.scope !53
  %223 = fmul <4 x double> %wide.load344.4, %wide.load344.4
  %224 = fmul <4 x double> %wide.load345.4, %wide.load345.4
  %225 = fmul <4 x double> %wide.load346.4, %wide.load346.4
  %226 = fmul <4 x double> %wide.load347.4, %wide.load347.4
  %scevgep732 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep732733 = bitcast double* %scevgep732 to <4 x double>*
  %scevgep734 = getelementptr <4 x double>, <4 x double>* %scevgep732733, i64 -15
  store <4 x double> %223, <4 x double>* %scevgep734, align 8, !alias.scope !56, !noalias !53
  %scevgep729 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep729730 = bitcast double* %scevgep729 to <4 x double>*
  %scevgep731 = getelementptr <4 x double>, <4 x double>* %scevgep729730, i64 -14
  store <4 x double> %224, <4 x double>* %scevgep731, align 8, !alias.scope !56, !noalias !53
  %scevgep726 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep726727 = bitcast double* %scevgep726 to <4 x double>*
  %scevgep728 = getelementptr <4 x double>, <4 x double>* %scevgep726727, i64 -13
  store <4 x double> %225, <4 x double>* %scevgep728, align 8, !alias.scope !56, !noalias !53
  %scevgep723 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep723724 = bitcast double* %scevgep723 to <4 x double>*
  %scevgep725 = getelementptr <4 x double>, <4 x double>* %scevgep723724, i64 -12
  store <4 x double> %226, <4 x double>* %scevgep725, align 8, !alias.scope !56, !noalias !53
  %scevgep624 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep624625 = bitcast double* %scevgep624 to <4 x double>*
  %scevgep626 = getelementptr <4 x double>, <4 x double>* %scevgep624625, i64 -11
  %wide.load344.5 = load <4 x double>, <4 x double>* %scevgep626, align 8, !alias.scope !53
  %scevgep621 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep621622 = bitcast double* %scevgep621 to <4 x double>*
  %scevgep623 = getelementptr <4 x double>, <4 x double>* %scevgep621622, i64 -10
  %wide.load345.5 = load <4 x double>, <4 x double>* %scevgep623, align 8, !alias.scope !53
  %scevgep618 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep618619 = bitcast double* %scevgep618 to <4 x double>*
  %scevgep620 = getelementptr <4 x double>, <4 x double>* %scevgep618619, i64 -9
  %wide.load346.5 = load <4 x double>, <4 x double>* %scevgep620, align 8, !alias.scope !53
  %scevgep615 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep615616 = bitcast double* %scevgep615 to <4 x double>*
  %scevgep617 = getelementptr <4 x double>, <4 x double>* %scevgep615616, i64 -8
  %wide.load347.5 = load <4 x double>, <4 x double>* %scevgep617, align 8, !alias.scope !53
  %227 = fmul <4 x double> %wide.load344.5, %wide.load344.5
  %228 = fmul <4 x double> %wide.load345.5, %wide.load345.5
  %229 = fmul <4 x double> %wide.load346.5, %wide.load346.5
  %230 = fmul <4 x double> %wide.load347.5, %wide.load347.5
  %scevgep720 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep720721 = bitcast double* %scevgep720 to <4 x double>*
  %scevgep722 = getelementptr <4 x double>, <4 x double>* %scevgep720721, i64 -11
  store <4 x double> %227, <4 x double>* %scevgep722, align 8, !alias.scope !56, !noalias !53
  %scevgep717 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep717718 = bitcast double* %scevgep717 to <4 x double>*
  %scevgep719 = getelementptr <4 x double>, <4 x double>* %scevgep717718, i64 -10
  store <4 x double> %228, <4 x double>* %scevgep719, align 8, !alias.scope !56, !noalias !53
  %scevgep714 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep714715 = bitcast double* %scevgep714 to <4 x double>*
  %scevgep716 = getelementptr <4 x double>, <4 x double>* %scevgep714715, i64 -9
  store <4 x double> %229, <4 x double>* %scevgep716, align 8, !alias.scope !56, !noalias !53
  %scevgep711 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep711712 = bitcast double* %scevgep711 to <4 x double>*
  %scevgep713 = getelementptr <4 x double>, <4 x double>* %scevgep711712, i64 -8
  store <4 x double> %230, <4 x double>* %scevgep713, align 8, !alias.scope !56, !noalias !53
  %scevgep612 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep612613 = bitcast double* %scevgep612 to <4 x double>*
  %scevgep614 = getelementptr <4 x double>, <4 x double>* %scevgep612613, i64 -7
  %wide.load344.6 = load <4 x double>, <4 x double>* %scevgep614, align 8, !alias.scope !53
  %scevgep609 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep609610 = bitcast double* %scevgep609 to <4 x double>*
  %scevgep611 = getelementptr <4 x double>, <4 x double>* %scevgep609610, i64 -6
  %wide.load345.6 = load <4 x double>, <4 x double>* %scevgep611, align 8, !alias.scope !53
  %scevgep606 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep606607 = bitcast double* %scevgep606 to <4 x double>*
  %scevgep608 = getelementptr <4 x double>, <4 x double>* %scevgep606607, i64 -5
  %wide.load346.6 = load <4 x double>, <4 x double>* %scevgep608, align 8, !alias.scope !53
  %scevgep603 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep603604 = bitcast double* %scevgep603 to <4 x double>*
  %scevgep605 = getelementptr <4 x double>, <4 x double>* %scevgep603604, i64 -4
  %wide.load347.6 = load <4 x double>, <4 x double>* %scevgep605, align 8, !alias.scope !53
  %231 = fmul <4 x double> %wide.load344.6, %wide.load344.6
  %232 = fmul <4 x double> %wide.load345.6, %wide.load345.6
  %233 = fmul <4 x double> %wide.load346.6, %wide.load346.6
  %234 = fmul <4 x double> %wide.load347.6, %wide.load347.6
  %scevgep708 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep708709 = bitcast double* %scevgep708 to <4 x double>*
  %scevgep710 = getelementptr <4 x double>, <4 x double>* %scevgep708709, i64 -7
  store <4 x double> %231, <4 x double>* %scevgep710, align 8, !alias.scope !56, !noalias !53
  %scevgep705 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep705706 = bitcast double* %scevgep705 to <4 x double>*
  %scevgep707 = getelementptr <4 x double>, <4 x double>* %scevgep705706, i64 -6
  store <4 x double> %232, <4 x double>* %scevgep707, align 8, !alias.scope !56, !noalias !53
  %scevgep702 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep702703 = bitcast double* %scevgep702 to <4 x double>*
  %scevgep704 = getelementptr <4 x double>, <4 x double>* %scevgep702703, i64 -5
  store <4 x double> %233, <4 x double>* %scevgep704, align 8, !alias.scope !56, !noalias !53
  %scevgep699 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep699700 = bitcast double* %scevgep699 to <4 x double>*
  %scevgep701 = getelementptr <4 x double>, <4 x double>* %scevgep699700, i64 -4
  store <4 x double> %234, <4 x double>* %scevgep701, align 8, !alias.scope !56, !noalias !53
  %scevgep683 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep683684 = bitcast double* %scevgep683 to <4 x double>*
  %scevgep685 = getelementptr <4 x double>, <4 x double>* %scevgep683684, i64 -3
  %wide.load344.7 = load <4 x double>, <4 x double>* %scevgep685, align 8, !alias.scope !53
  %scevgep680 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep680681 = bitcast double* %scevgep680 to <4 x double>*
  %scevgep682 = getelementptr <4 x double>, <4 x double>* %scevgep680681, i64 -2
  %wide.load345.7 = load <4 x double>, <4 x double>* %scevgep682, align 8, !alias.scope !53
  %scevgep677 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep677678 = bitcast double* %scevgep677 to <4 x double>*
  %scevgep679 = getelementptr <4 x double>, <4 x double>* %scevgep677678, i64 -1
  %wide.load346.7 = load <4 x double>, <4 x double>* %scevgep679, align 8, !alias.scope !53
  %scevgep675 = getelementptr double, double* %scevgep602, i64 %index343
  %scevgep675676 = bitcast double* %scevgep675 to <4 x double>*
  %wide.load347.7 = load <4 x double>, <4 x double>* %scevgep675676, align 8, !alias.scope !53
  %235 = fmul <4 x double> %wide.load344.7, %wide.load344.7
  %236 = fmul <4 x double> %wide.load345.7, %wide.load345.7
  %237 = fmul <4 x double> %wide.load346.7, %wide.load346.7
  %238 = fmul <4 x double> %wide.load347.7, %wide.load347.7
  %scevgep779 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep779780 = bitcast double* %scevgep779 to <4 x double>*
  %scevgep781 = getelementptr <4 x double>, <4 x double>* %scevgep779780, i64 -3
  store <4 x double> %235, <4 x double>* %scevgep781, align 8, !alias.scope !56, !noalias !53
  %scevgep776 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep776777 = bitcast double* %scevgep776 to <4 x double>*
  %scevgep778 = getelementptr <4 x double>, <4 x double>* %scevgep776777, i64 -2
  store <4 x double> %236, <4 x double>* %scevgep778, align 8, !alias.scope !56, !noalias !53
  %scevgep773 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep773774 = bitcast double* %scevgep773 to <4 x double>*
  %scevgep775 = getelementptr <4 x double>, <4 x double>* %scevgep773774, i64 -1
  store <4 x double> %237, <4 x double>* %scevgep775, align 8, !alias.scope !56, !noalias !53
  %scevgep771 = getelementptr double, double* %scevgep698, i64 %index343
  %scevgep771772 = bitcast double* %scevgep771 to <4 x double>*
  store <4 x double> %238, <4 x double>* %scevgep771772, align 8, !alias.scope !56, !noalias !53
  %index.next348.7 = add i64 %index343, 128
  %lsr.iv.next795 = add i64 %lsr.iv794, -8
  %niter363.ncmp.7 = icmp eq i64 %lsr.iv.next795, 0
  br i1 %niter363.ncmp.7, label %middle.block334.unr-lcssa, label %vector.body336, !llvm.loop !58

middle.block334.unr-lcssa:                        ; preds = %vector.body336, %vector.ph338
  %index343.unr = phi i64 [ 0, %vector.ph338 ], [ %index.next348.7, %vector.body336 ]
  %lcmp.mod361.not = icmp eq i64 %xtraiter359, 0
  br i1 %lcmp.mod361.not, label %middle.block334, label %vector.body336.epil.preheader

vector.body336.epil.preheader:                    ; preds = %middle.block334.unr-lcssa
  %239 = add nuw nsw i64 %index343.unr, 12
  %scevgep574 = getelementptr double, double* %.6.i26190, i64 %239
  %scevgep589 = getelementptr double, double* %.6.i105192272, i64 %239
  %240 = shl nuw nsw i64 %xtraiter359, 7
  br label %vector.body336.epil

vector.body336.epil:                              ; preds = %vector.body336.epil.preheader, %vector.body336.epil
  %lsr.iv575 = phi i64 [ 0, %vector.body336.epil.preheader ], [ %lsr.iv.next576, %vector.body336.epil ]
  %241 = bitcast double* %scevgep589 to i8*
  %242 = bitcast double* %scevgep574 to i8*
  %uglygep599 = getelementptr i8, i8* %241, i64 %lsr.iv575
  %uglygep599600 = bitcast i8* %uglygep599 to <4 x double>*
  %scevgep601 = getelementptr <4 x double>, <4 x double>* %uglygep599600, i64 -3
  %wide.load344.epil = load <4 x double>, <4 x double>* %scevgep601, align 8, !alias.scope !53
  %uglygep596 = getelementptr i8, i8* %241, i64 %lsr.iv575
  %uglygep596597 = bitcast i8* %uglygep596 to <4 x double>*
  %scevgep598 = getelementptr <4 x double>, <4 x double>* %uglygep596597, i64 -2
  %wide.load345.epil = load <4 x double>, <4 x double>* %scevgep598, align 8, !alias.scope !53
  %uglygep593 = getelementptr i8, i8* %241, i64 %lsr.iv575
  %uglygep593594 = bitcast i8* %uglygep593 to <4 x double>*
  %scevgep595 = getelementptr <4 x double>, <4 x double>* %uglygep593594, i64 -1
  %wide.load346.epil = load <4 x double>, <4 x double>* %scevgep595, align 8, !alias.scope !53
  %uglygep591 = getelementptr i8, i8* %241, i64 %lsr.iv575
  %uglygep591592 = bitcast i8* %uglygep591 to <4 x double>*
  %wide.load347.epil = load <4 x double>, <4 x double>* %uglygep591592, align 8, !alias.scope !53
  %243 = fmul <4 x double> %wide.load344.epil, %wide.load344.epil
  %244 = fmul <4 x double> %wide.load345.epil, %wide.load345.epil
  %245 = fmul <4 x double> %wide.load346.epil, %wide.load346.epil
  %246 = fmul <4 x double> %wide.load347.epil, %wide.load347.epil
  %uglygep586 = getelementptr i8, i8* %242, i64 %lsr.iv575
  %uglygep586587 = bitcast i8* %uglygep586 to <4 x double>*
  %scevgep588 = getelementptr <4 x double>, <4 x double>* %uglygep586587, i64 -3
  store <4 x double> %243, <4 x double>* %scevgep588, align 8, !alias.scope !56, !noalias !53
  %uglygep583 = getelementptr i8, i8* %242, i64 %lsr.iv575
  %uglygep583584 = bitcast i8* %uglygep583 to <4 x double>*
  %scevgep585 = getelementptr <4 x double>, <4 x double>* %uglygep583584, i64 -2
  store <4 x double> %244, <4 x double>* %scevgep585, align 8, !alias.scope !56, !noalias !53
  %uglygep580 = getelementptr i8, i8* %242, i64 %lsr.iv575
  %uglygep580581 = bitcast i8* %uglygep580 to <4 x double>*
  %scevgep582 = getelementptr <4 x double>, <4 x double>* %uglygep580581, i64 -1
  store <4 x double> %245, <4 x double>* %scevgep582, align 8, !alias.scope !56, !noalias !53
  %uglygep578 = getelementptr i8, i8* %242, i64 %lsr.iv575
  %uglygep578579 = bitcast i8* %uglygep578 to <4 x double>*
  store <4 x double> %246, <4 x double>* %uglygep578579, align 8, !alias.scope !56, !noalias !53
  %lsr.iv.next576 = add nuw nsw i64 %lsr.iv575, 128
  %epil.iter360.cmp.not = icmp eq i64 %240, %lsr.iv.next576
  br i1 %epil.iter360.cmp.not, label %middle.block334, label %vector.body336.epil, !llvm.loop !59

middle.block334:                                  ; preds = %vector.body336.epil, %middle.block334.unr-lcssa
  %cmp.n342 = icmp eq i64 %n.vec340, %arg.y0.5.0
  br i1 %cmp.n342, label %for.end.2, label %for.body.2.us.preheader349

for.body.2.us.preheader349:                       ; preds = %vector.memcheck324, %for.body.2.us.preheader, %middle.block334
  %loop.index.2181.us.ph = phi i64 [ 0, %vector.memcheck324 ], [ 0, %for.body.2.us.preheader ], [ %n.vec340, %middle.block334 ]
  %247 = xor i64 %loop.index.2181.us.ph, -1
  %248 = add i64 %247, %arg.y0.5.0
  %xtraiter357 = and i64 %arg.y0.5.0, 7
  %lcmp.mod358.not = icmp eq i64 %xtraiter357, 0
  br i1 %lcmp.mod358.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader349
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv572 = phi i64 [ %xtraiter357, %for.body.2.us.prol.preheader ], [ %lsr.iv.next573, %for.body.2.us.prol ]
  %loop.index.2181.us.prol = phi i64 [ %.959.us.prol, %for.body.2.us.prol ], [ %loop.index.2181.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep571 = getelementptr double, double* %.6.i105192272, i64 %loop.index.2181.us.prol
  %.921237.us.prol = load double, double* %scevgep571, align 8
  %.6.i.us.prol = fmul double %.921237.us.prol, %.921237.us.prol
  %scevgep570 = getelementptr double, double* %.6.i26190, i64 %loop.index.2181.us.prol
  store double %.6.i.us.prol, double* %scevgep570, align 8
  %.959.us.prol = add nuw i64 %loop.index.2181.us.prol, 1
  %lsr.iv.next573 = add nsw i64 %lsr.iv572, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next573, 0
  br i1 %prol.iter.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !60

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader349
  %loop.index.2181.us.unr = phi i64 [ %loop.index.2181.us.ph, %for.body.2.us.preheader349 ], [ %.959.us.prol, %for.body.2.us.prol ]
  %249 = icmp ult i64 %248, 7
  br i1 %249, label %for.end.2, label %for.body.2.us.preheader380

for.body.2.us.preheader380:                       ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader380, %for.body.2.us
  %loop.index.2181.us = phi i64 [ %.959.us.7, %for.body.2.us ], [ %loop.index.2181.us.unr, %for.body.2.us.preheader380 ]
  %sunkaddr1376 = mul i64 %loop.index.2181.us, 8
  %250 = bitcast double* %.6.i105192272 to i8*
  %sunkaddr1377 = getelementptr i8, i8* %250, i64 %sunkaddr1376
  %251 = bitcast i8* %sunkaddr1377 to double*
  %.921237.us = load double, double* %251, align 8
  %.6.i.us = fmul double %.921237.us, %.921237.us
  %sunkaddr1378 = mul i64 %loop.index.2181.us, 8
  %252 = bitcast double* %.6.i26190 to i8*
  %sunkaddr1379 = getelementptr i8, i8* %252, i64 %sunkaddr1378
  %253 = bitcast i8* %sunkaddr1379 to double*
  store double %.6.i.us, double* %253, align 8
  %sunkaddr1380 = mul i64 %loop.index.2181.us, 8
  %254 = bitcast double* %.6.i105192272 to i8*
  %sunkaddr1381 = getelementptr i8, i8* %254, i64 %sunkaddr1380
  %sunkaddr1382 = getelementptr i8, i8* %sunkaddr1381, i64 8
  %255 = bitcast i8* %sunkaddr1382 to double*
  %.921237.us.1 = load double, double* %255, align 8
  %.6.i.us.1 = fmul double %.921237.us.1, %.921237.us.1
  %sunkaddr1383 = mul i64 %loop.index.2181.us, 8
  %256 = bitcast double* %.6.i26190 to i8*
  %sunkaddr1384 = getelementptr i8, i8* %256, i64 %sunkaddr1383
  %sunkaddr1385 = getelementptr i8, i8* %sunkaddr1384, i64 8
  %257 = bitcast i8* %sunkaddr1385 to double*
  store double %.6.i.us.1, double* %257, align 8
  %sunkaddr1386 = mul i64 %loop.index.2181.us, 8
  %258 = bitcast double* %.6.i105192272 to i8*
  %sunkaddr1387 = getelementptr i8, i8* %258, i64 %sunkaddr1386
  %sunkaddr1388 = getelementptr i8, i8* %sunkaddr1387, i64 16
  %259 = bitcast i8* %sunkaddr1388 to double*
  %.921237.us.2 = load double, double* %259, align 8
  %.6.i.us.2 = fmul double %.921237.us.2, %.921237.us.2
  %sunkaddr1389 = mul i64 %loop.index.2181.us, 8
  %260 = bitcast double* %.6.i26190 to i8*
  %sunkaddr1390 = getelementptr i8, i8* %260, i64 %sunkaddr1389
  %sunkaddr1391 = getelementptr i8, i8* %sunkaddr1390, i64 16
  %261 = bitcast i8* %sunkaddr1391 to double*
  store double %.6.i.us.2, double* %261, align 8
  %sunkaddr1392 = mul i64 %loop.index.2181.us, 8
  %262 = bitcast double* %.6.i105192272 to i8*
  %sunkaddr1393 = getelementptr i8, i8* %262, i64 %sunkaddr1392
  %sunkaddr1394 = getelementptr i8, i8* %sunkaddr1393, i64 24
  %263 = bitcast i8* %sunkaddr1394 to double*
  %.921237.us.3 = load double, double* %263, align 8
  %.6.i.us.3 = fmul double %.921237.us.3, %.921237.us.3
  %sunkaddr1395 = mul i64 %loop.index.2181.us, 8
  %264 = bitcast double* %.6.i26190 to i8*
  %sunkaddr1396 = getelementptr i8, i8* %264, i64 %sunkaddr1395
  %sunkaddr1397 = getelementptr i8, i8* %sunkaddr1396, i64 24
  %265 = bitcast i8* %sunkaddr1397 to double*
  store double %.6.i.us.3, double* %265, align 8
  %sunkaddr1398 = mul i64 %loop.index.2181.us, 8
  %266 = bitcast double* %.6.i105192272 to i8*
  %sunkaddr1399 = getelementptr i8, i8* %266, i64 %sunkaddr1398
  %sunkaddr1400 = getelementptr i8, i8* %sunkaddr1399, i64 32
  %267 = bitcast i8* %sunkaddr1400 to double*
  %.921237.us.4 = load double, double* %267, align 8
  %.6.i.us.4 = fmul double %.921237.us.4, %.921237.us.4
  %sunkaddr1401 = mul i64 %loop.index.2181.us, 8
  %268 = bitcast double* %.6.i26190 to i8*
  %sunkaddr1402 = getelementptr i8, i8* %268, i64 %sunkaddr1401
  %sunkaddr1403 = getelementptr i8, i8* %sunkaddr1402, i64 32
  %269 = bitcast i8* %sunkaddr1403 to double*
  store double %.6.i.us.4, double* %269, align 8
  %sunkaddr1404 = mul i64 %loop.index.2181.us, 8
  %270 = bitcast double* %.6.i105192272 to i8*
  %sunkaddr1405 = getelementptr i8, i8* %270, i64 %sunkaddr1404
  %sunkaddr1406 = getelementptr i8, i8* %sunkaddr1405, i64 40
  %271 = bitcast i8* %sunkaddr1406 to double*
  %.921237.us.5 = load double, double* %271, align 8
  %.6.i.us.5 = fmul double %.921237.us.5, %.921237.us.5
  %sunkaddr1407 = mul i64 %loop.index.2181.us, 8
  %272 = bitcast double* %.6.i26190 to i8*
  %sunkaddr1408 = getelementptr i8, i8* %272, i64 %sunkaddr1407
  %sunkaddr1409 = getelementptr i8, i8* %sunkaddr1408, i64 40
  %273 = bitcast i8* %sunkaddr1409 to double*
  store double %.6.i.us.5, double* %273, align 8
  %sunkaddr1410 = mul i64 %loop.index.2181.us, 8
  %274 = bitcast double* %.6.i105192272 to i8*
  %sunkaddr1411 = getelementptr i8, i8* %274, i64 %sunkaddr1410
  %sunkaddr1412 = getelementptr i8, i8* %sunkaddr1411, i64 48
  %275 = bitcast i8* %sunkaddr1412 to double*
  %.921237.us.6 = load double, double* %275, align 8
  %.6.i.us.6 = fmul double %.921237.us.6, %.921237.us.6
  %sunkaddr1413 = mul i64 %loop.index.2181.us, 8
  %276 = bitcast double* %.6.i26190 to i8*
  %sunkaddr1414 = getelementptr i8, i8* %276, i64 %sunkaddr1413
  %sunkaddr1415 = getelementptr i8, i8* %sunkaddr1414, i64 48
  %277 = bitcast i8* %sunkaddr1415 to double*
  store double %.6.i.us.6, double* %277, align 8
  %sunkaddr1416 = mul i64 %loop.index.2181.us, 8
  %278 = bitcast double* %.6.i105192272 to i8*
  %sunkaddr1417 = getelementptr i8, i8* %278, i64 %sunkaddr1416
  %sunkaddr1418 = getelementptr i8, i8* %sunkaddr1417, i64 56
  %279 = bitcast i8* %sunkaddr1418 to double*
  %.921237.us.7 = load double, double* %279, align 8
  %.6.i.us.7 = fmul double %.921237.us.7, %.921237.us.7
  %sunkaddr1419 = mul i64 %loop.index.2181.us, 8
  %280 = bitcast double* %.6.i26190 to i8*
  %sunkaddr1420 = getelementptr i8, i8* %280, i64 %sunkaddr1419
  %sunkaddr1421 = getelementptr i8, i8* %sunkaddr1420, i64 56
  %281 = bitcast i8* %sunkaddr1421 to double*
  store double %.6.i.us.7, double* %281, align 8
  %.959.us.7 = add nuw nsw i64 %loop.index.2181.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.y0.5.0, %.959.us.7
  br i1 %exitcond.not.7, label %for.end.2, label %for.body.2.us, !llvm.loop !61

for.end.2.thread:                                 ; preds = %for.body.2.preheader
  %.921237 = load double, double* %.6.i105192272, align 8
  %.6.i = fmul double %.921237, %.921237
  store double %.6.i, double* %.6.i26190, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i106267271)
  br label %B50.endif.preheader.i

for.end.2:                                        ; preds = %for.body.2.us, %for.body.2.us.prol.loopexit, %middle.block334, %B148.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i106267271)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %for.end.2.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.2.thread, %for.end.2
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1) #6
  %282 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %283 = icmp ult i64 %282, 7
  br i1 %283, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, %const1284
  %284 = add nsw i64 %unroll_iter.i, -8
  %285 = lshr exact i64 %284, 3
  %286 = add nuw nsw i64 %285, 1
  %xtraiter = and i64 %286, 7
  %287 = icmp ult i64 %284, 56
  br i1 %287, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %286, 4611686018427387896
  %scevgep408 = getelementptr double, double* %.6.i26190, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %288 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep384 = getelementptr double, double* %.6.i26190, i64 %288
  %289 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %290 = bitcast double* %scevgep384 to i8*
  %uglygep405 = getelementptr i8, i8* %290, i64 %lsr.iv
  %uglygep405406 = bitcast i8* %uglygep405 to double*
  %scevgep407 = getelementptr double, double* %uglygep405406, i64 -7
  %.236.i.epil = load double, double* %scevgep407, align 8, !noalias !62
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep402 = getelementptr i8, i8* %290, i64 %lsr.iv
  %uglygep402403 = bitcast i8* %uglygep402 to double*
  %scevgep404 = getelementptr double, double* %uglygep402403, i64 -6
  %.236.1.i.epil = load double, double* %scevgep404, align 8, !noalias !62
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep399 = getelementptr i8, i8* %290, i64 %lsr.iv
  %uglygep399400 = bitcast i8* %uglygep399 to double*
  %scevgep401 = getelementptr double, double* %uglygep399400, i64 -5
  %.236.2.i.epil = load double, double* %scevgep401, align 8, !noalias !62
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep396 = getelementptr i8, i8* %290, i64 %lsr.iv
  %uglygep396397 = bitcast i8* %uglygep396 to double*
  %scevgep398 = getelementptr double, double* %uglygep396397, i64 -4
  %.236.3.i.epil = load double, double* %scevgep398, align 8, !noalias !62
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep393 = getelementptr i8, i8* %290, i64 %lsr.iv
  %uglygep393394 = bitcast i8* %uglygep393 to double*
  %scevgep395 = getelementptr double, double* %uglygep393394, i64 -3
  %.236.4.i.epil = load double, double* %scevgep395, align 8, !noalias !62
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep390 = getelementptr i8, i8* %290, i64 %lsr.iv
  %uglygep390391 = bitcast i8* %uglygep390 to double*
  %scevgep392 = getelementptr double, double* %uglygep390391, i64 -2
  %.236.5.i.epil = load double, double* %scevgep392, align 8, !noalias !62
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep387 = getelementptr i8, i8* %290, i64 %lsr.iv
  %uglygep387388 = bitcast i8* %uglygep387 to double*
  %scevgep389 = getelementptr double, double* %uglygep387388, i64 -1
  %.236.6.i.epil = load double, double* %scevgep389, align 8, !noalias !62
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %290, i64 %lsr.iv
  %uglygep386 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep386, align 8, !noalias !62
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %289, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !65, !llvm.loop !66

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.2.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i26190, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep383 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep383, align 8, !noalias !62
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.2.endif, label %B50.endif.epil.i, !prof !65, !llvm.loop !67

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv536 = phi i64 [ %lsr.iv.next537, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep534 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -63
  %.236.i = load double, double* %scevgep535, align 8, !noalias !62
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep532 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -62
  %.236.1.i = load double, double* %scevgep533, align 8, !noalias !62
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep530 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -61
  %.236.2.i = load double, double* %scevgep531, align 8, !noalias !62
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep528 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -60
  %.236.3.i = load double, double* %scevgep529, align 8, !noalias !62
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep526 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -59
  %.236.4.i = load double, double* %scevgep527, align 8, !noalias !62
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep524 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -58
  %.236.5.i = load double, double* %scevgep525, align 8, !noalias !62
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep522 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -57
  %.236.6.i = load double, double* %scevgep523, align 8, !noalias !62
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep520 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -56
  %.236.7.i = load double, double* %scevgep521, align 8, !noalias !62
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep489 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -55
  %.236.i.1 = load double, double* %scevgep490, align 8, !noalias !62
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep491 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -54
  %.236.1.i.1 = load double, double* %scevgep492, align 8, !noalias !62
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep493 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -53
  %.236.2.i.1 = load double, double* %scevgep494, align 8, !noalias !62
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep495 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -52
  %.236.3.i.1 = load double, double* %scevgep496, align 8, !noalias !62
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep497 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -51
  %.236.4.i.1 = load double, double* %scevgep498, align 8, !noalias !62
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep499 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -50
  %.236.5.i.1 = load double, double* %scevgep500, align 8, !noalias !62
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep501 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep502 = getelementptr double, double* %scevgep501, i64 -49
  %.236.6.i.1 = load double, double* %scevgep502, align 8, !noalias !62
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep503 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep504 = getelementptr double, double* %scevgep503, i64 -48
  %.236.7.i.1 = load double, double* %scevgep504, align 8, !noalias !62
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep473 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -47
  %.236.i.2 = load double, double* %scevgep474, align 8, !noalias !62
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep475 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -46
  %.236.1.i.2 = load double, double* %scevgep476, align 8, !noalias !62
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep477 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -45
  %.236.2.i.2 = load double, double* %scevgep478, align 8, !noalias !62
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep479 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -44
  %.236.3.i.2 = load double, double* %scevgep480, align 8, !noalias !62
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep481 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -43
  %.236.4.i.2 = load double, double* %scevgep482, align 8, !noalias !62
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep483 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -42
  %.236.5.i.2 = load double, double* %scevgep484, align 8, !noalias !62
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep485 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -41
  %.236.6.i.2 = load double, double* %scevgep486, align 8, !noalias !62
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep487 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -40
  %.236.7.i.2 = load double, double* %scevgep488, align 8, !noalias !62
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep457 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -39
  %.236.i.3 = load double, double* %scevgep458, align 8, !noalias !62
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep459 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -38
  %.236.1.i.3 = load double, double* %scevgep460, align 8, !noalias !62
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep461 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -37
  %.236.2.i.3 = load double, double* %scevgep462, align 8, !noalias !62
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep463 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -36
  %.236.3.i.3 = load double, double* %scevgep464, align 8, !noalias !62
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep465 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -35
  %.236.4.i.3 = load double, double* %scevgep466, align 8, !noalias !62
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep467 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -34
  %.236.5.i.3 = load double, double* %scevgep468, align 8, !noalias !62
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep469 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep470 = getelementptr double, double* %scevgep469, i64 -33
  %.236.6.i.3 = load double, double* %scevgep470, align 8, !noalias !62
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep471 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep472 = getelementptr double, double* %scevgep471, i64 -32
  %.236.7.i.3 = load double, double* %scevgep472, align 8, !noalias !62
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep441 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -31
  %.236.i.4 = load double, double* %scevgep442, align 8, !noalias !62
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep443 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -30
  %.236.1.i.4 = load double, double* %scevgep444, align 8, !noalias !62
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep445 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -29
  %.236.2.i.4 = load double, double* %scevgep446, align 8, !noalias !62
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep447 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -28
  %.236.3.i.4 = load double, double* %scevgep448, align 8, !noalias !62
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep449 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -27
  %.236.4.i.4 = load double, double* %scevgep450, align 8, !noalias !62
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep451 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -26
  %.236.5.i.4 = load double, double* %scevgep452, align 8, !noalias !62
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep453 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -25
  %.236.6.i.4 = load double, double* %scevgep454, align 8, !noalias !62
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep455 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -24
  %.236.7.i.4 = load double, double* %scevgep456, align 8, !noalias !62
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep425 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -23
  %.236.i.5 = load double, double* %scevgep426, align 8, !noalias !62
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep427 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -22
  %.236.1.i.5 = load double, double* %scevgep428, align 8, !noalias !62
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep429 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -21
  %.236.2.i.5 = load double, double* %scevgep430, align 8, !noalias !62
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep431 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -20
  %.236.3.i.5 = load double, double* %scevgep432, align 8, !noalias !62
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep433 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep434 = getelementptr double, double* %scevgep433, i64 -19
  %.236.4.i.5 = load double, double* %scevgep434, align 8, !noalias !62
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep435 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep436 = getelementptr double, double* %scevgep435, i64 -18
  %.236.5.i.5 = load double, double* %scevgep436, align 8, !noalias !62
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep437 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -17
  %.236.6.i.5 = load double, double* %scevgep438, align 8, !noalias !62
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep439 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -16
  %.236.7.i.5 = load double, double* %scevgep440, align 8, !noalias !62
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep409 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -15
  %.236.i.6 = load double, double* %scevgep410, align 8, !noalias !62
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep411 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep412 = getelementptr double, double* %scevgep411, i64 -14
  %.236.1.i.6 = load double, double* %scevgep412, align 8, !noalias !62
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep413 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep414 = getelementptr double, double* %scevgep413, i64 -13
  %.236.2.i.6 = load double, double* %scevgep414, align 8, !noalias !62
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep415 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep416 = getelementptr double, double* %scevgep415, i64 -12
  %.236.3.i.6 = load double, double* %scevgep416, align 8, !noalias !62
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep417 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep418 = getelementptr double, double* %scevgep417, i64 -11
  %.236.4.i.6 = load double, double* %scevgep418, align 8, !noalias !62
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep419 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep420 = getelementptr double, double* %scevgep419, i64 -10
  %.236.5.i.6 = load double, double* %scevgep420, align 8, !noalias !62
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep421 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -9
  %.236.6.i.6 = load double, double* %scevgep422, align 8, !noalias !62
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep423 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -8
  %.236.7.i.6 = load double, double* %scevgep424, align 8, !noalias !62
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep505 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep506 = getelementptr double, double* %scevgep505, i64 -7
  %.236.i.7 = load double, double* %scevgep506, align 8, !noalias !62
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep507 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep508 = getelementptr double, double* %scevgep507, i64 -6
  %.236.1.i.7 = load double, double* %scevgep508, align 8, !noalias !62
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep509 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep510 = getelementptr double, double* %scevgep509, i64 -5
  %.236.2.i.7 = load double, double* %scevgep510, align 8, !noalias !62
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep511 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep512 = getelementptr double, double* %scevgep511, i64 -4
  %.236.3.i.7 = load double, double* %scevgep512, align 8, !noalias !62
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep513 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep514 = getelementptr double, double* %scevgep513, i64 -3
  %.236.4.i.7 = load double, double* %scevgep514, align 8, !noalias !62
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep515 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep516 = getelementptr double, double* %scevgep515, i64 -2
  %.236.5.i.7 = load double, double* %scevgep516, align 8, !noalias !62
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep517 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %scevgep518 = getelementptr double, double* %scevgep517, i64 -1
  %.236.6.i.7 = load double, double* %scevgep518, align 8, !noalias !62
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep519 = getelementptr double, double* %scevgep408, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep519, align 8, !noalias !62
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next537 = add i64 %lsr.iv536, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next537, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.2.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.2
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.2 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i27)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.ode_euler, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([132 x i8], [132 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
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
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !68

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, double %.46) #3
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

define double @cfunc._ZN7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.10 = call i32 @_ZN7kernels9ode_eulerB3v27B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 undef, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !68

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f943438cfd0>", i64 0, i64 0))
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x double> @llvm.sin.v4f64(<4 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{i1 true}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !24}
!26 = distinct !{!26, !22}
!27 = !{!28, !30, !31, !33}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = !{!35}
!35 = distinct !{!35, !36}
!36 = distinct !{!36, !"LVerDomain"}
!37 = !{!38}
!38 = distinct !{!38, !36}
!39 = !{!40}
!40 = distinct !{!40, !36}
!41 = !{!35, !38}
!42 = distinct !{!42, !22}
!43 = distinct !{!43, !24}
!44 = distinct !{!44, !24}
!45 = distinct !{!45, !22}
!46 = !{!47, !49, !50, !52}
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = !{!54}
!54 = distinct !{!54, !55}
!55 = distinct !{!55, !"LVerDomain"}
!56 = !{!57}
!57 = distinct !{!57, !55}
!58 = distinct !{!58, !22}
!59 = distinct !{!59, !24}
!60 = distinct !{!60, !24}
!61 = distinct !{!61, !22}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!64 = distinct !{!64, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!65 = !{!"branch_weights", i32 1, i32 7}
!66 = distinct !{!66, !24}
!67 = distinct !{!67, !24}
!68 = !{!"branch_weights", i32 99, i32 1}
