; ModuleID = 'heat_copy_2d'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140579442362368 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140579442362368.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140579442362368 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140579442362368, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140579442362368.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.heat_copy_2d = internal constant [13 x i8] c"heat_copy_2d\00"
@_ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd" = internal constant [135 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fdb33b6b050>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fdb33b6b050>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140579445797888 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140579445797888.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140579445797888 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140579445797888, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140579445797888.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fdb33c1f050B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v11B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.u0.0, i8* nocapture readnone %arg.u0.1, i64 %arg.u0.2, i64 %arg.u0.3, double* nocapture readonly %arg.u0.4, i64 %arg.u0.5.0, i64 %arg.u0.5.1, i64 %arg.u0.6.0, i64 %arg.u0.6.1, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.u0.0)
  %.55 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.56 = extractvalue { i64, i1 } %.55, 0
  %.57 = extractvalue { i64, i1 } %.55, 1
  %.60 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.56, i64 8)
  %.61 = extractvalue { i64, i1 } %.60, 0
  %.62 = extractvalue { i64, i1 } %.60, 1
  %.63 = or i1 %.57, %.62
  br i1 %.63, label %B0.if, label %B0.endif, !prof !0

B396:                                             ; preds = %B210.B168.loopexit_crit_edge.us, %B96.endif.endif.endif
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.7.i.i5.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i6.1 = icmp eq i8* %.7.i.i5.1, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i5)
  br i1 %.8.i.i6.1, label %B96.endif.if, label %B96.endif.endif.endif.1, !prof !0

B96.endif.endif.endif.1:                          ; preds = %B396
  %0 = icmp sgt i64 %.563, 0
  %1 = icmp sgt i64 %arg.u0.5.0, 0
  %.5.i11.1 = getelementptr i8, i8* %.7.i.i5.1, i64 24
  %2 = bitcast i8* %.5.i11.1 to i8**
  %.6.i12.1 = load i8*, i8** %2, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i12.1, i8* align 1 %.6.i, i64 %.388, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %3 = select i1 %1, i1 %0, i1 false
  br i1 %3, label %B170.endif.us.1.preheader, label %B396.1

B170.endif.us.1.preheader:                        ; preds = %B96.endif.endif.endif.1
  %4 = shl i64 %arg.u0.5.1, 3
  %5 = shl i64 %353, 3
  %6 = add i64 %5, 8
  %7 = add i64 %353, -1
  %8 = add i64 %353, -9
  %9 = lshr i64 %8, 3
  %10 = add nuw nsw i64 %9, 1
  %n.vec172 = and i64 %7, -8
  %ind.end174 = or i64 %n.vec172, 1
  %broadcast.splatinsert181 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat182 = shufflevector <8 x double> %broadcast.splatinsert181, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter290 = and i64 %10, 7
  %unroll_iter293 = and i64 %10, %const
  %scevgep1335 = getelementptr i8, i8* %.6.i12.1, i64 464
  %11 = shl i64 %arg.u0.5.1, 3
  %scevgep1454 = getelementptr i8, i8* %.6.i, i64 456
  %scevgep1492 = getelementptr i8, i8* %.6.i12.1, i64 8
  %scevgep1504 = getelementptr i8, i8* %.6.i12.1, i64 32
  br label %B170.endif.us.1

B170.endif.us.1:                                  ; preds = %B170.endif.us.1.preheader, %B210.B168.loopexit_crit_edge.us.1
  %lsr.iv1505 = phi i8* [ %scevgep1504, %B170.endif.us.1.preheader ], [ %175, %B210.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv1493 = phi i8* [ %scevgep1492, %B170.endif.us.1.preheader ], [ %174, %B210.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv1485 = phi i8* [ %.6.i, %B170.endif.us.1.preheader ], [ %173, %B210.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv1455 = phi i8* [ %scevgep1454, %B170.endif.us.1.preheader ], [ %172, %B210.B168.loopexit_crit_edge.us.1 ]
  %lsr.iv1336 = phi i8* [ %scevgep1335, %B170.endif.us.1.preheader ], [ %171, %B210.B168.loopexit_crit_edge.us.1 ]
  %.428.0120.us.1 = phi i64 [ %.497.us.1, %B210.B168.loopexit_crit_edge.us.1 ], [ 0, %B170.endif.us.1.preheader ]
  %12 = icmp ult i64 %7, 8
  %13 = mul i64 %4, %.428.0120.us.1
  %.691.us.1 = mul i64 %.428.0120.us.1, %arg.u0.5.1
  br i1 %12, label %for.end.us.1.preheader, label %vector.memcheck158

vector.memcheck158:                               ; preds = %B170.endif.us.1
  %14 = add i64 %6, %13
  %scevgep162 = getelementptr i8, i8* %.6.i12.1, i64 %14
  %scevgep161 = getelementptr i8, i8* %.6.i12.1, i64 %13
  %15 = add i64 %5, %13
  %scevgep160 = getelementptr i8, i8* %.6.i, i64 %15
  %16 = add i64 %13, 8
  %scevgep159 = getelementptr i8, i8* %.6.i, i64 %16
  %bound0163 = icmp ult i8* %scevgep159, %scevgep162
  %bound1164 = icmp ult i8* %scevgep161, %scevgep160
  %found.conflict165 = and i1 %bound0163, %bound1164
  br i1 %found.conflict165, label %for.end.us.1.preheader, label %vector.ph170

vector.ph170:                                     ; preds = %vector.memcheck158
  %17 = icmp ult i64 %8, 56
  br i1 %17, label %middle.block166.unr-lcssa, label %vector.body168.preheader

vector.body168.preheader:                         ; preds = %vector.ph170
  br label %vector.body168

vector.body168:                                   ; preds = %vector.body168.preheader, %vector.body168
  %lsr.iv1481 = phi i64 [ %unroll_iter293, %vector.body168.preheader ], [ %lsr.iv.next1482, %vector.body168 ]
  %index176 = phi i64 [ %index.next183.7, %vector.body168 ], [ 0, %vector.body168.preheader ]
  %18 = shl i64 %index176, 3
  %scevgep1448 = getelementptr i8, i8* %lsr.iv1336, i64 %18
  %scevgep14481449 = bitcast i8* %scevgep1448 to <8 x double>*
  %scevgep1450 = getelementptr <8 x double>, <8 x double>* %scevgep14481449, i64 -7
  %scevgep14501451 = bitcast <8 x double>* %scevgep1450 to i8*
  %uglygep1452 = getelementptr i8, i8* %scevgep14501451, i64 -8
  %uglygep14521453 = bitcast i8* %uglygep1452 to <8 x double>*
  %wide.load178 = load <8 x double>, <8 x double>* %uglygep14521453, align 8, !alias.scope !8
  %19 = shl i64 %index176, 3
  %scevgep1442 = getelementptr i8, i8* %lsr.iv1336, i64 %19
  %scevgep14421443 = bitcast i8* %scevgep1442 to <8 x double>*
  %scevgep1444 = getelementptr <8 x double>, <8 x double>* %scevgep14421443, i64 -7
  %scevgep14441445 = bitcast <8 x double>* %scevgep1444 to i8*
  %uglygep1446 = getelementptr i8, i8* %scevgep14441445, i64 -16
  %uglygep14461447 = bitcast i8* %uglygep1446 to <8 x double>*
  %wide.load179 = load <8 x double>, <8 x double>* %uglygep14461447, align 8, !alias.scope !8
  %20 = fmul <8 x double> %wide.load178, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %21 = fsub <8 x double> %wide.load179, %20
  %22 = shl i64 %index176, 3
  %scevgep1439 = getelementptr i8, i8* %lsr.iv1336, i64 %22
  %scevgep14391440 = bitcast i8* %scevgep1439 to <8 x double>*
  %scevgep1441 = getelementptr <8 x double>, <8 x double>* %scevgep14391440, i64 -7
  %wide.load180 = load <8 x double>, <8 x double>* %scevgep1441, align 8, !alias.scope !8
  %23 = fadd <8 x double> %21, %wide.load180
  %24 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load178)
  %25 = fadd <8 x double> %24, %23
  %26 = fmul <8 x double> %25, %broadcast.splat182
  %27 = fadd <8 x double> %wide.load178, %26
  %28 = shl i64 %index176, 3
  %scevgep1478 = getelementptr i8, i8* %lsr.iv1455, i64 %28
  %scevgep14781479 = bitcast i8* %scevgep1478 to <8 x double>*
  %scevgep1480 = getelementptr <8 x double>, <8 x double>* %scevgep14781479, i64 -7
  store <8 x double> %27, <8 x double>* %scevgep1480, align 8, !alias.scope !11, !noalias !8
  %29 = shl i64 %index176, 3
  %scevgep1423 = getelementptr i8, i8* %lsr.iv1336, i64 %29
  %scevgep14231424 = bitcast i8* %scevgep1423 to <8 x double>*
  %scevgep1425 = getelementptr <8 x double>, <8 x double>* %scevgep14231424, i64 -6
  %scevgep14251426 = bitcast <8 x double>* %scevgep1425 to i8*
  %uglygep1427 = getelementptr i8, i8* %scevgep14251426, i64 -8
  %uglygep14271428 = bitcast i8* %uglygep1427 to <8 x double>*
  %wide.load178.1 = load <8 x double>, <8 x double>* %uglygep14271428, align 8, !alias.scope !8
  %30 = shl i64 %index176, 3
  %scevgep1417 = getelementptr i8, i8* %lsr.iv1336, i64 %30
  %scevgep14171418 = bitcast i8* %scevgep1417 to <8 x double>*
  %scevgep1419 = getelementptr <8 x double>, <8 x double>* %scevgep14171418, i64 -6
  %scevgep14191420 = bitcast <8 x double>* %scevgep1419 to i8*
  %uglygep1421 = getelementptr i8, i8* %scevgep14191420, i64 -16
  %uglygep14211422 = bitcast i8* %uglygep1421 to <8 x double>*
  %wide.load179.1 = load <8 x double>, <8 x double>* %uglygep14211422, align 8, !alias.scope !8
  %31 = fmul <8 x double> %wide.load178.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %32 = fsub <8 x double> %wide.load179.1, %31
  %33 = shl i64 %index176, 3
  %scevgep1414 = getelementptr i8, i8* %lsr.iv1336, i64 %33
  %scevgep14141415 = bitcast i8* %scevgep1414 to <8 x double>*
  %scevgep1416 = getelementptr <8 x double>, <8 x double>* %scevgep14141415, i64 -6
  %wide.load180.1 = load <8 x double>, <8 x double>* %scevgep1416, align 8, !alias.scope !8
  %34 = fadd <8 x double> %32, %wide.load180.1
  %35 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load178.1)
  %36 = fadd <8 x double> %35, %34
  %37 = fmul <8 x double> %36, %broadcast.splat182
  %38 = fadd <8 x double> %wide.load178.1, %37
  %39 = shl i64 %index176, 3
  %scevgep1473 = getelementptr i8, i8* %lsr.iv1455, i64 %39
  %scevgep14731474 = bitcast i8* %scevgep1473 to <8 x double>*
  %scevgep1475 = getelementptr <8 x double>, <8 x double>* %scevgep14731474, i64 -6
  store <8 x double> %38, <8 x double>* %scevgep1475, align 8, !alias.scope !11, !noalias !8
  %40 = shl i64 %index176, 3
  %scevgep1408 = getelementptr i8, i8* %lsr.iv1336, i64 %40
  %scevgep14081409 = bitcast i8* %scevgep1408 to <8 x double>*
  %scevgep1410 = getelementptr <8 x double>, <8 x double>* %scevgep14081409, i64 -5
  %scevgep14101411 = bitcast <8 x double>* %scevgep1410 to i8*
  %uglygep1412 = getelementptr i8, i8* %scevgep14101411, i64 -8
  %uglygep14121413 = bitcast i8* %uglygep1412 to <8 x double>*
  %wide.load178.2 = load <8 x double>, <8 x double>* %uglygep14121413, align 8, !alias.scope !8
  %41 = shl i64 %index176, 3
  %scevgep1402 = getelementptr i8, i8* %lsr.iv1336, i64 %41
  %scevgep14021403 = bitcast i8* %scevgep1402 to <8 x double>*
  %scevgep1404 = getelementptr <8 x double>, <8 x double>* %scevgep14021403, i64 -5
  %scevgep14041405 = bitcast <8 x double>* %scevgep1404 to i8*
  %uglygep1406 = getelementptr i8, i8* %scevgep14041405, i64 -16
  %uglygep14061407 = bitcast i8* %uglygep1406 to <8 x double>*
  %wide.load179.2 = load <8 x double>, <8 x double>* %uglygep14061407, align 8, !alias.scope !8
  %42 = fmul <8 x double> %wide.load178.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %43 = fsub <8 x double> %wide.load179.2, %42
  %44 = shl i64 %index176, 3
  %scevgep1399 = getelementptr i8, i8* %lsr.iv1336, i64 %44
  %scevgep13991400 = bitcast i8* %scevgep1399 to <8 x double>*
  %scevgep1401 = getelementptr <8 x double>, <8 x double>* %scevgep13991400, i64 -5
  %wide.load180.2 = load <8 x double>, <8 x double>* %scevgep1401, align 8, !alias.scope !8
  %45 = fadd <8 x double> %43, %wide.load180.2
  %46 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load178.2)
  %47 = fadd <8 x double> %46, %45
  %48 = fmul <8 x double> %47, %broadcast.splat182
  %49 = fadd <8 x double> %wide.load178.2, %48
  %50 = shl i64 %index176, 3
  %scevgep1470 = getelementptr i8, i8* %lsr.iv1455, i64 %50
  %scevgep14701471 = bitcast i8* %scevgep1470 to <8 x double>*
  %scevgep1472 = getelementptr <8 x double>, <8 x double>* %scevgep14701471, i64 -5
  store <8 x double> %49, <8 x double>* %scevgep1472, align 8, !alias.scope !11, !noalias !8
  %51 = shl i64 %index176, 3
  %scevgep1393 = getelementptr i8, i8* %lsr.iv1336, i64 %51
  %scevgep13931394 = bitcast i8* %scevgep1393 to <8 x double>*
  %scevgep1395 = getelementptr <8 x double>, <8 x double>* %scevgep13931394, i64 -4
  %scevgep13951396 = bitcast <8 x double>* %scevgep1395 to i8*
  %uglygep1397 = getelementptr i8, i8* %scevgep13951396, i64 -8
  %uglygep13971398 = bitcast i8* %uglygep1397 to <8 x double>*
  %wide.load178.3 = load <8 x double>, <8 x double>* %uglygep13971398, align 8, !alias.scope !8
  %52 = shl i64 %index176, 3
  %scevgep1387 = getelementptr i8, i8* %lsr.iv1336, i64 %52
  %scevgep13871388 = bitcast i8* %scevgep1387 to <8 x double>*
  %scevgep1389 = getelementptr <8 x double>, <8 x double>* %scevgep13871388, i64 -4
  %scevgep13891390 = bitcast <8 x double>* %scevgep1389 to i8*
  %uglygep1391 = getelementptr i8, i8* %scevgep13891390, i64 -16
  %uglygep13911392 = bitcast i8* %uglygep1391 to <8 x double>*
  %wide.load179.3 = load <8 x double>, <8 x double>* %uglygep13911392, align 8, !alias.scope !8
  %53 = fmul <8 x double> %wide.load178.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %54 = fsub <8 x double> %wide.load179.3, %53
  %55 = shl i64 %index176, 3
  %scevgep1384 = getelementptr i8, i8* %lsr.iv1336, i64 %55
  %scevgep13841385 = bitcast i8* %scevgep1384 to <8 x double>*
  %scevgep1386 = getelementptr <8 x double>, <8 x double>* %scevgep13841385, i64 -4
  %wide.load180.3 = load <8 x double>, <8 x double>* %scevgep1386, align 8, !alias.scope !8
  %56 = fadd <8 x double> %54, %wide.load180.3
  %57 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load178.3)
  %58 = fadd <8 x double> %57, %56
  %59 = fmul <8 x double> %58, %broadcast.splat182
  %60 = fadd <8 x double> %wide.load178.3, %59
  %61 = shl i64 %index176, 3
  %scevgep1467 = getelementptr i8, i8* %lsr.iv1455, i64 %61
  %scevgep14671468 = bitcast i8* %scevgep1467 to <8 x double>*
  %scevgep1469 = getelementptr <8 x double>, <8 x double>* %scevgep14671468, i64 -4
  store <8 x double> %60, <8 x double>* %scevgep1469, align 8, !alias.scope !11, !noalias !8
  %62 = shl i64 %index176, 3
  %scevgep1378 = getelementptr i8, i8* %lsr.iv1336, i64 %62
  %scevgep13781379 = bitcast i8* %scevgep1378 to <8 x double>*
  %scevgep1380 = getelementptr <8 x double>, <8 x double>* %scevgep13781379, i64 -3
  %scevgep13801381 = bitcast <8 x double>* %scevgep1380 to i8*
  %uglygep1382 = getelementptr i8, i8* %scevgep13801381, i64 -8
  %uglygep13821383 = bitcast i8* %uglygep1382 to <8 x double>*
  %wide.load178.4 = load <8 x double>, <8 x double>* %uglygep13821383, align 8, !alias.scope !8
  %63 = shl i64 %index176, 3
  %scevgep1372 = getelementptr i8, i8* %lsr.iv1336, i64 %63
  %scevgep13721373 = bitcast i8* %scevgep1372 to <8 x double>*
  %scevgep1374 = getelementptr <8 x double>, <8 x double>* %scevgep13721373, i64 -3
  %scevgep13741375 = bitcast <8 x double>* %scevgep1374 to i8*
  %uglygep1376 = getelementptr i8, i8* %scevgep13741375, i64 -16
  %uglygep13761377 = bitcast i8* %uglygep1376 to <8 x double>*
  %wide.load179.4 = load <8 x double>, <8 x double>* %uglygep13761377, align 8, !alias.scope !8
  %64 = fmul <8 x double> %wide.load178.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %65 = fsub <8 x double> %wide.load179.4, %64
  %66 = shl i64 %index176, 3
  %scevgep1369 = getelementptr i8, i8* %lsr.iv1336, i64 %66
  %scevgep13691370 = bitcast i8* %scevgep1369 to <8 x double>*
  %scevgep1371 = getelementptr <8 x double>, <8 x double>* %scevgep13691370, i64 -3
  %wide.load180.4 = load <8 x double>, <8 x double>* %scevgep1371, align 8, !alias.scope !8
  %67 = fadd <8 x double> %65, %wide.load180.4
  %68 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load178.4)
  %69 = fadd <8 x double> %68, %67
  %70 = fmul <8 x double> %69, %broadcast.splat182
  %71 = fadd <8 x double> %wide.load178.4, %70
  %72 = shl i64 %index176, 3
  %scevgep1464 = getelementptr i8, i8* %lsr.iv1455, i64 %72
  %scevgep14641465 = bitcast i8* %scevgep1464 to <8 x double>*
  %scevgep1466 = getelementptr <8 x double>, <8 x double>* %scevgep14641465, i64 -3
  store <8 x double> %71, <8 x double>* %scevgep1466, align 8, !alias.scope !11, !noalias !8
  %73 = shl i64 %index176, 3
  %scevgep1363 = getelementptr i8, i8* %lsr.iv1336, i64 %73
  %scevgep13631364 = bitcast i8* %scevgep1363 to <8 x double>*
  %scevgep1365 = getelementptr <8 x double>, <8 x double>* %scevgep13631364, i64 -2
  %scevgep13651366 = bitcast <8 x double>* %scevgep1365 to i8*
  %uglygep1367 = getelementptr i8, i8* %scevgep13651366, i64 -8
  %uglygep13671368 = bitcast i8* %uglygep1367 to <8 x double>*
  %wide.load178.5 = load <8 x double>, <8 x double>* %uglygep13671368, align 8, !alias.scope !8
  %74 = shl i64 %index176, 3
  %scevgep1357 = getelementptr i8, i8* %lsr.iv1336, i64 %74
  %scevgep13571358 = bitcast i8* %scevgep1357 to <8 x double>*
  %scevgep1359 = getelementptr <8 x double>, <8 x double>* %scevgep13571358, i64 -2
  %scevgep13591360 = bitcast <8 x double>* %scevgep1359 to i8*
  %uglygep1361 = getelementptr i8, i8* %scevgep13591360, i64 -16
  %uglygep13611362 = bitcast i8* %uglygep1361 to <8 x double>*
  %wide.load179.5 = load <8 x double>, <8 x double>* %uglygep13611362, align 8, !alias.scope !8
  %75 = fmul <8 x double> %wide.load178.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %76 = fsub <8 x double> %wide.load179.5, %75
  %77 = shl i64 %index176, 3
  %scevgep1354 = getelementptr i8, i8* %lsr.iv1336, i64 %77
  %scevgep13541355 = bitcast i8* %scevgep1354 to <8 x double>*
  %scevgep1356 = getelementptr <8 x double>, <8 x double>* %scevgep13541355, i64 -2
  %wide.load180.5 = load <8 x double>, <8 x double>* %scevgep1356, align 8, !alias.scope !8
  %78 = fadd <8 x double> %76, %wide.load180.5
  %79 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load178.5)
  %80 = fadd <8 x double> %79, %78
  %81 = fmul <8 x double> %80, %broadcast.splat182
  %82 = fadd <8 x double> %wide.load178.5, %81
  %83 = shl i64 %index176, 3
  %scevgep1461 = getelementptr i8, i8* %lsr.iv1455, i64 %83
  %scevgep14611462 = bitcast i8* %scevgep1461 to <8 x double>*
  %scevgep1463 = getelementptr <8 x double>, <8 x double>* %scevgep14611462, i64 -2
  store <8 x double> %82, <8 x double>* %scevgep1463, align 8, !alias.scope !11, !noalias !8
  %84 = shl i64 %index176, 3
  %scevgep1348 = getelementptr i8, i8* %lsr.iv1336, i64 %84
  %scevgep13481349 = bitcast i8* %scevgep1348 to <8 x double>*
  %scevgep1350 = getelementptr <8 x double>, <8 x double>* %scevgep13481349, i64 -1
  %scevgep13501351 = bitcast <8 x double>* %scevgep1350 to i8*
  %uglygep1352 = getelementptr i8, i8* %scevgep13501351, i64 -8
  %uglygep13521353 = bitcast i8* %uglygep1352 to <8 x double>*
  %wide.load178.6 = load <8 x double>, <8 x double>* %uglygep13521353, align 8, !alias.scope !8
  %85 = shl i64 %index176, 3
  %scevgep1342 = getelementptr i8, i8* %lsr.iv1336, i64 %85
  %scevgep13421343 = bitcast i8* %scevgep1342 to <8 x double>*
  %scevgep1344 = getelementptr <8 x double>, <8 x double>* %scevgep13421343, i64 -1
  %scevgep13441345 = bitcast <8 x double>* %scevgep1344 to i8*
  %uglygep1346 = getelementptr i8, i8* %scevgep13441345, i64 -16
  %uglygep13461347 = bitcast i8* %uglygep1346 to <8 x double>*
  %wide.load179.6 = load <8 x double>, <8 x double>* %uglygep13461347, align 8, !alias.scope !8
  %86 = fmul <8 x double> %wide.load178.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %87 = fsub <8 x double> %wide.load179.6, %86
  %88 = shl i64 %index176, 3
  %scevgep1339 = getelementptr i8, i8* %lsr.iv1336, i64 %88
  %scevgep13391340 = bitcast i8* %scevgep1339 to <8 x double>*
  %scevgep1341 = getelementptr <8 x double>, <8 x double>* %scevgep13391340, i64 -1
  %wide.load180.6 = load <8 x double>, <8 x double>* %scevgep1341, align 8, !alias.scope !8
  %89 = fadd <8 x double> %87, %wide.load180.6
  %90 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load178.6)
  %91 = fadd <8 x double> %90, %89
  %92 = fmul <8 x double> %91, %broadcast.splat182
  %93 = fadd <8 x double> %wide.load178.6, %92
  %94 = shl i64 %index176, 3
  %scevgep1458 = getelementptr i8, i8* %lsr.iv1455, i64 %94
  %scevgep14581459 = bitcast i8* %scevgep1458 to <8 x double>*
  %scevgep1460 = getelementptr <8 x double>, <8 x double>* %scevgep14581459, i64 -1
  store <8 x double> %93, <8 x double>* %scevgep1460, align 8, !alias.scope !11, !noalias !8
  %95 = shl i64 %index176, 3
  %scevgep1433 = getelementptr i8, i8* %lsr.iv1336, i64 %95
  %uglygep1435 = getelementptr i8, i8* %scevgep1433, i64 -8
  %uglygep14351436 = bitcast i8* %uglygep1435 to <8 x double>*
  %wide.load178.7 = load <8 x double>, <8 x double>* %uglygep14351436, align 8, !alias.scope !8
  %96 = shl i64 %index176, 3
  %scevgep1429 = getelementptr i8, i8* %lsr.iv1336, i64 %96
  %uglygep1431 = getelementptr i8, i8* %scevgep1429, i64 -16
  %uglygep14311432 = bitcast i8* %uglygep1431 to <8 x double>*
  %wide.load179.7 = load <8 x double>, <8 x double>* %uglygep14311432, align 8, !alias.scope !8
  %97 = fmul <8 x double> %wide.load178.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %98 = fsub <8 x double> %wide.load179.7, %97
  %99 = shl i64 %index176, 3
  %scevgep1437 = getelementptr i8, i8* %lsr.iv1336, i64 %99
  %scevgep14371438 = bitcast i8* %scevgep1437 to <8 x double>*
  %wide.load180.7 = load <8 x double>, <8 x double>* %scevgep14371438, align 8, !alias.scope !8
  %100 = fadd <8 x double> %98, %wide.load180.7
  %101 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load178.7)
  %102 = fadd <8 x double> %101, %100
  %103 = fmul <8 x double> %102, %broadcast.splat182
  %104 = fadd <8 x double> %wide.load178.7, %103
  %105 = shl i64 %index176, 3
  %scevgep1476 = getelementptr i8, i8* %lsr.iv1455, i64 %105
  %scevgep14761477 = bitcast i8* %scevgep1476 to <8 x double>*
  store <8 x double> %104, <8 x double>* %scevgep14761477, align 8, !alias.scope !11, !noalias !8
  %index.next183.7 = add i64 %index176, 64
  %lsr.iv.next1482 = add i64 %lsr.iv1481, -8
  %niter294.ncmp.7 = icmp eq i64 %lsr.iv.next1482, 0
  br i1 %niter294.ncmp.7, label %middle.block166.unr-lcssa, label %vector.body168, !llvm.loop !13

middle.block166.unr-lcssa:                        ; preds = %vector.body168, %vector.ph170
  %index176.unr = phi i64 [ 0, %vector.ph170 ], [ %index.next183.7, %vector.body168 ]
  %106 = icmp eq i64 %xtraiter290, 0
  br i1 %106, label %middle.block166, label %vector.body168.epil.preheader

vector.body168.epil.preheader:                    ; preds = %middle.block166.unr-lcssa
  br label %vector.body168.epil

vector.body168.epil:                              ; preds = %vector.body168.epil.preheader, %vector.body168.epil
  %lsr.iv1483 = phi i64 [ %xtraiter290, %vector.body168.epil.preheader ], [ %lsr.iv.next1484, %vector.body168.epil ]
  %index176.epil = phi i64 [ %index.next183.epil, %vector.body168.epil ], [ %index176.unr, %vector.body168.epil.preheader ]
  %107 = bitcast i8* %.6.i12.1 to double*
  %offset.idx177.epil = or i64 %index176.epil, 1
  %108 = or i64 %index176.epil, 2
  %109 = add i64 %offset.idx177.epil, %.691.us.1
  %110 = getelementptr double, double* %107, i64 %109
  %111 = bitcast double* %110 to <8 x double>*
  %wide.load178.epil = load <8 x double>, <8 x double>* %111, align 8, !alias.scope !8
  %112 = add i64 %109, -1
  %113 = getelementptr double, double* %107, i64 %112
  %114 = bitcast double* %113 to <8 x double>*
  %wide.load179.epil = load <8 x double>, <8 x double>* %114, align 8, !alias.scope !8
  %115 = fmul <8 x double> %wide.load178.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %116 = fsub <8 x double> %wide.load179.epil, %115
  %117 = add i64 %108, %.691.us.1
  %118 = getelementptr double, double* %107, i64 %117
  %119 = bitcast double* %118 to <8 x double>*
  %wide.load180.epil = load <8 x double>, <8 x double>* %119, align 8, !alias.scope !8
  %120 = fadd <8 x double> %116, %wide.load180.epil
  %121 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load178.epil)
  %122 = fadd <8 x double> %121, %120
  %123 = fmul <8 x double> %122, %broadcast.splat182
  %124 = fadd <8 x double> %wide.load178.epil, %123
  %sunkaddr = mul i64 %109, 8
  %sunkaddr1865 = getelementptr i8, i8* %.6.i, i64 %sunkaddr
  %125 = bitcast i8* %sunkaddr1865 to <8 x double>*
  store <8 x double> %124, <8 x double>* %125, align 8, !alias.scope !11, !noalias !8
  %index.next183.epil = add nuw i64 %index176.epil, 8
  %lsr.iv.next1484 = add nsw i64 %lsr.iv1483, -1
  %epil.iter291.cmp.not = icmp eq i64 %lsr.iv.next1484, 0
  br i1 %epil.iter291.cmp.not, label %middle.block166, label %vector.body168.epil, !llvm.loop !15

middle.block166:                                  ; preds = %vector.body168.epil, %middle.block166.unr-lcssa
  %126 = icmp eq i64 %7, %n.vec172
  br i1 %126, label %B210.B168.loopexit_crit_edge.us.1, label %for.end.us.1.preheader

for.end.us.1.preheader:                           ; preds = %vector.memcheck158, %B170.endif.us.1, %middle.block166
  %.550.0117.us.1.ph = phi i64 [ 1, %vector.memcheck158 ], [ 1, %B170.endif.us.1 ], [ %ind.end174, %middle.block166 ]
  %127 = sub i64 %353, %.550.0117.us.1.ph
  %128 = xor i64 %.550.0117.us.1.ph, -1
  %129 = add i64 %353, %128
  %xtraiter295 = and i64 %127, 7
  %lcmp.mod296.not = icmp eq i64 %xtraiter295, 0
  br i1 %lcmp.mod296.not, label %for.end.us.1.prol.loopexit, label %for.end.us.1.prol.preheader

for.end.us.1.prol.preheader:                      ; preds = %for.end.us.1.preheader
  br label %for.end.us.1.prol

for.end.us.1.prol:                                ; preds = %for.end.us.1.prol.preheader, %for.end.us.1.prol
  %lsr.iv1490 = phi i64 [ %xtraiter295, %for.end.us.1.prol.preheader ], [ %lsr.iv.next1491, %for.end.us.1.prol ]
  %.550.0117.us.1.prol = phi i64 [ %.619.us.1.prol, %for.end.us.1.prol ], [ %.550.0117.us.1.ph, %for.end.us.1.prol.preheader ]
  %.619.us.1.prol = add nuw i64 %.550.0117.us.1.prol, 1
  %130 = shl i64 %.550.0117.us.1.prol, 3
  %scevgep1498 = getelementptr i8, i8* %lsr.iv1493, i64 %130
  %scevgep14981499 = bitcast i8* %scevgep1498 to double*
  %scevgep1500 = getelementptr double, double* %scevgep14981499, i64 -1
  %.696.us.1.prol = load double, double* %scevgep1500, align 8
  %131 = shl i64 %.550.0117.us.1.prol, 3
  %scevgep1501 = getelementptr i8, i8* %lsr.iv1493, i64 %131
  %scevgep15011502 = bitcast i8* %scevgep1501 to double*
  %scevgep1503 = getelementptr double, double* %scevgep15011502, i64 -2
  %.752.us.1.prol = load double, double* %scevgep1503, align 8
  %.810.us.1.prol = fmul double %.696.us.1.prol, 2.000000e+00
  %.811.us.1.prol = fsub double %.752.us.1.prol, %.810.us.1.prol
  %132 = shl i64 %.550.0117.us.1.prol, 3
  %scevgep1496 = getelementptr i8, i8* %lsr.iv1493, i64 %132
  %scevgep14961497 = bitcast i8* %scevgep1496 to double*
  %.865.us.1.prol = load double, double* %scevgep14961497, align 8
  %.868.us.1.prol = fadd double %.811.us.1.prol, %.865.us.1.prol
  %.931.us.1.prol = tail call double @llvm.sin.f64(double %.696.us.1.prol)
  %.936.us.1.prol = fadd double %.931.us.1.prol, %.868.us.1.prol
  %.938.us.1.prol = fmul double %.936.us.1.prol, %arg.h
  %.939.us.1.prol = fadd double %.696.us.1.prol, %.938.us.1.prol
  %133 = shl i64 %.550.0117.us.1.prol, 3
  %scevgep1488 = getelementptr i8, i8* %lsr.iv1485, i64 %133
  %scevgep14881489 = bitcast i8* %scevgep1488 to double*
  store double %.939.us.1.prol, double* %scevgep14881489, align 8
  %lsr.iv.next1491 = add nsw i64 %lsr.iv1490, -1
  %prol.iter297.cmp.not = icmp eq i64 %lsr.iv.next1491, 0
  br i1 %prol.iter297.cmp.not, label %for.end.us.1.prol.loopexit, label %for.end.us.1.prol, !llvm.loop !17

for.end.us.1.prol.loopexit:                       ; preds = %for.end.us.1.prol, %for.end.us.1.preheader
  %.550.0117.us.1.unr = phi i64 [ %.550.0117.us.1.ph, %for.end.us.1.preheader ], [ %.619.us.1.prol, %for.end.us.1.prol ]
  %134 = icmp ult i64 %129, 7
  br i1 %134, label %B210.B168.loopexit_crit_edge.us.1, label %for.end.us.1.preheader350

for.end.us.1.preheader350:                        ; preds = %for.end.us.1.prol.loopexit
  br label %for.end.us.1

for.end.us.1:                                     ; preds = %for.end.us.1.preheader350, %for.end.us.1
  %.550.0117.us.1 = phi i64 [ %.619.us.1.7, %for.end.us.1 ], [ %.550.0117.us.1.unr, %for.end.us.1.preheader350 ]
  %135 = shl i64 %.550.0117.us.1, 3
  %scevgep1517 = getelementptr i8, i8* %lsr.iv1505, i64 %135
  %scevgep15171518 = bitcast i8* %scevgep1517 to double*
  %scevgep1519 = getelementptr double, double* %scevgep15171518, i64 -4
  %.696.us.1 = load double, double* %scevgep1519, align 8
  %136 = shl i64 %.550.0117.us.1, 3
  %scevgep1523 = getelementptr i8, i8* %lsr.iv1505, i64 %136
  %scevgep15231524 = bitcast i8* %scevgep1523 to double*
  %scevgep1525 = getelementptr double, double* %scevgep15231524, i64 -5
  %.752.us.1 = load double, double* %scevgep1525, align 8
  %.810.us.1 = fmul double %.696.us.1, 2.000000e+00
  %.811.us.1 = fsub double %.752.us.1, %.810.us.1
  %137 = shl i64 %.550.0117.us.1, 3
  %scevgep1532 = getelementptr i8, i8* %lsr.iv1505, i64 %137
  %scevgep15321533 = bitcast i8* %scevgep1532 to double*
  %scevgep1534 = getelementptr double, double* %scevgep15321533, i64 -3
  %.865.us.1 = load double, double* %scevgep1534, align 8
  %.868.us.1 = fadd double %.811.us.1, %.865.us.1
  %.931.us.1 = tail call double @llvm.sin.f64(double %.696.us.1)
  %.936.us.1 = fadd double %.931.us.1, %.868.us.1
  %.938.us.1 = fmul double %.936.us.1, %arg.h
  %.939.us.1 = fadd double %.696.us.1, %.938.us.1
  %138 = shl i64 %.550.0117.us.1, 3
  %scevgep1586 = getelementptr i8, i8* %lsr.iv1485, i64 %138
  %scevgep15861587 = bitcast i8* %scevgep1586 to double*
  store double %.939.us.1, double* %scevgep15861587, align 8
  %139 = shl i64 %.550.0117.us.1, 3
  %scevgep1529 = getelementptr i8, i8* %lsr.iv1505, i64 %139
  %scevgep15291530 = bitcast i8* %scevgep1529 to double*
  %scevgep1531 = getelementptr double, double* %scevgep15291530, i64 -3
  %.696.us.1.1 = load double, double* %scevgep1531, align 8
  %140 = shl i64 %.550.0117.us.1, 3
  %scevgep1514 = getelementptr i8, i8* %lsr.iv1505, i64 %140
  %scevgep15141515 = bitcast i8* %scevgep1514 to double*
  %scevgep1516 = getelementptr double, double* %scevgep15141515, i64 -4
  %.752.us.1.1 = load double, double* %scevgep1516, align 8
  %.810.us.1.1 = fmul double %.696.us.1.1, 2.000000e+00
  %.811.us.1.1 = fsub double %.752.us.1.1, %.810.us.1.1
  %141 = shl i64 %.550.0117.us.1, 3
  %scevgep1541 = getelementptr i8, i8* %lsr.iv1505, i64 %141
  %scevgep15411542 = bitcast i8* %scevgep1541 to double*
  %scevgep1543 = getelementptr double, double* %scevgep15411542, i64 -2
  %.865.us.1.1 = load double, double* %scevgep1543, align 8
  %.868.us.1.1 = fadd double %.811.us.1.1, %.865.us.1.1
  %.931.us.1.1 = tail call double @llvm.sin.f64(double %.696.us.1.1)
  %.936.us.1.1 = fadd double %.931.us.1.1, %.868.us.1.1
  %.938.us.1.1 = fmul double %.936.us.1.1, %arg.h
  %.939.us.1.1 = fadd double %.696.us.1.1, %.938.us.1.1
  %142 = shl i64 %.550.0117.us.1, 3
  %scevgep1588 = getelementptr i8, i8* %lsr.iv1485, i64 %142
  %scevgep15881589 = bitcast i8* %scevgep1588 to double*
  %scevgep1590 = getelementptr double, double* %scevgep15881589, i64 1
  store double %.939.us.1.1, double* %scevgep1590, align 8
  %143 = shl i64 %.550.0117.us.1, 3
  %scevgep1538 = getelementptr i8, i8* %lsr.iv1505, i64 %143
  %scevgep15381539 = bitcast i8* %scevgep1538 to double*
  %scevgep1540 = getelementptr double, double* %scevgep15381539, i64 -2
  %.696.us.1.2 = load double, double* %scevgep1540, align 8
  %144 = shl i64 %.550.0117.us.1, 3
  %scevgep1526 = getelementptr i8, i8* %lsr.iv1505, i64 %144
  %scevgep15261527 = bitcast i8* %scevgep1526 to double*
  %scevgep1528 = getelementptr double, double* %scevgep15261527, i64 -3
  %.752.us.1.2 = load double, double* %scevgep1528, align 8
  %.810.us.1.2 = fmul double %.696.us.1.2, 2.000000e+00
  %.811.us.1.2 = fsub double %.752.us.1.2, %.810.us.1.2
  %145 = shl i64 %.550.0117.us.1, 3
  %scevgep1550 = getelementptr i8, i8* %lsr.iv1505, i64 %145
  %scevgep15501551 = bitcast i8* %scevgep1550 to double*
  %scevgep1552 = getelementptr double, double* %scevgep15501551, i64 -1
  %.865.us.1.2 = load double, double* %scevgep1552, align 8
  %.868.us.1.2 = fadd double %.811.us.1.2, %.865.us.1.2
  %.931.us.1.2 = tail call double @llvm.sin.f64(double %.696.us.1.2)
  %.936.us.1.2 = fadd double %.931.us.1.2, %.868.us.1.2
  %.938.us.1.2 = fmul double %.936.us.1.2, %arg.h
  %.939.us.1.2 = fadd double %.696.us.1.2, %.938.us.1.2
  %146 = shl i64 %.550.0117.us.1, 3
  %scevgep1591 = getelementptr i8, i8* %lsr.iv1485, i64 %146
  %scevgep15911592 = bitcast i8* %scevgep1591 to double*
  %scevgep1593 = getelementptr double, double* %scevgep15911592, i64 2
  store double %.939.us.1.2, double* %scevgep1593, align 8
  %147 = shl i64 %.550.0117.us.1, 3
  %scevgep1547 = getelementptr i8, i8* %lsr.iv1505, i64 %147
  %scevgep15471548 = bitcast i8* %scevgep1547 to double*
  %scevgep1549 = getelementptr double, double* %scevgep15471548, i64 -1
  %.696.us.1.3 = load double, double* %scevgep1549, align 8
  %148 = shl i64 %.550.0117.us.1, 3
  %scevgep1535 = getelementptr i8, i8* %lsr.iv1505, i64 %148
  %scevgep15351536 = bitcast i8* %scevgep1535 to double*
  %scevgep1537 = getelementptr double, double* %scevgep15351536, i64 -2
  %.752.us.1.3 = load double, double* %scevgep1537, align 8
  %.810.us.1.3 = fmul double %.696.us.1.3, 2.000000e+00
  %.811.us.1.3 = fsub double %.752.us.1.3, %.810.us.1.3
  %149 = shl i64 %.550.0117.us.1, 3
  %scevgep1512 = getelementptr i8, i8* %lsr.iv1505, i64 %149
  %scevgep15121513 = bitcast i8* %scevgep1512 to double*
  %.865.us.1.3 = load double, double* %scevgep15121513, align 8
  %.868.us.1.3 = fadd double %.811.us.1.3, %.865.us.1.3
  %.931.us.1.3 = tail call double @llvm.sin.f64(double %.696.us.1.3)
  %.936.us.1.3 = fadd double %.931.us.1.3, %.868.us.1.3
  %.938.us.1.3 = fmul double %.936.us.1.3, %arg.h
  %.939.us.1.3 = fadd double %.696.us.1.3, %.938.us.1.3
  %150 = shl i64 %.550.0117.us.1, 3
  %scevgep1594 = getelementptr i8, i8* %lsr.iv1485, i64 %150
  %scevgep15941595 = bitcast i8* %scevgep1594 to double*
  %scevgep1596 = getelementptr double, double* %scevgep15941595, i64 3
  store double %.939.us.1.3, double* %scevgep1596, align 8
  %151 = shl i64 %.550.0117.us.1, 3
  %scevgep1510 = getelementptr i8, i8* %lsr.iv1505, i64 %151
  %scevgep15101511 = bitcast i8* %scevgep1510 to double*
  %.696.us.1.4 = load double, double* %scevgep15101511, align 8
  %scevgep1544 = getelementptr i8, i8* %lsr.iv1505, i64 %151
  %scevgep15441545 = bitcast i8* %scevgep1544 to double*
  %scevgep1546 = getelementptr double, double* %scevgep15441545, i64 -1
  %.752.us.1.4 = load double, double* %scevgep1546, align 8
  %.810.us.1.4 = fmul double %.696.us.1.4, 2.000000e+00
  %.811.us.1.4 = fsub double %.752.us.1.4, %.810.us.1.4
  %152 = shl i64 %.550.0117.us.1, 3
  %scevgep1559 = getelementptr i8, i8* %lsr.iv1505, i64 %152
  %scevgep15591560 = bitcast i8* %scevgep1559 to double*
  %scevgep1561 = getelementptr double, double* %scevgep15591560, i64 1
  %.865.us.1.4 = load double, double* %scevgep1561, align 8
  %.868.us.1.4 = fadd double %.811.us.1.4, %.865.us.1.4
  %.931.us.1.4 = tail call double @llvm.sin.f64(double %.696.us.1.4)
  %.936.us.1.4 = fadd double %.931.us.1.4, %.868.us.1.4
  %.938.us.1.4 = fmul double %.936.us.1.4, %arg.h
  %.939.us.1.4 = fadd double %.696.us.1.4, %.938.us.1.4
  %153 = shl i64 %.550.0117.us.1, 3
  %scevgep1583 = getelementptr i8, i8* %lsr.iv1485, i64 %153
  %scevgep15831584 = bitcast i8* %scevgep1583 to double*
  %scevgep1585 = getelementptr double, double* %scevgep15831584, i64 4
  store double %.939.us.1.4, double* %scevgep1585, align 8
  %154 = shl i64 %.550.0117.us.1, 3
  %scevgep1556 = getelementptr i8, i8* %lsr.iv1505, i64 %154
  %scevgep15561557 = bitcast i8* %scevgep1556 to double*
  %scevgep1558 = getelementptr double, double* %scevgep15561557, i64 1
  %.696.us.1.5 = load double, double* %scevgep1558, align 8
  %155 = shl i64 %.550.0117.us.1, 3
  %scevgep1508 = getelementptr i8, i8* %lsr.iv1505, i64 %155
  %scevgep15081509 = bitcast i8* %scevgep1508 to double*
  %.752.us.1.5 = load double, double* %scevgep15081509, align 8
  %.810.us.1.5 = fmul double %.696.us.1.5, 2.000000e+00
  %.811.us.1.5 = fsub double %.752.us.1.5, %.810.us.1.5
  %156 = shl i64 %.550.0117.us.1, 3
  %scevgep1568 = getelementptr i8, i8* %lsr.iv1505, i64 %156
  %scevgep15681569 = bitcast i8* %scevgep1568 to double*
  %scevgep1570 = getelementptr double, double* %scevgep15681569, i64 2
  %.865.us.1.5 = load double, double* %scevgep1570, align 8
  %.868.us.1.5 = fadd double %.811.us.1.5, %.865.us.1.5
  %.931.us.1.5 = tail call double @llvm.sin.f64(double %.696.us.1.5)
  %.936.us.1.5 = fadd double %.931.us.1.5, %.868.us.1.5
  %.938.us.1.5 = fmul double %.936.us.1.5, %arg.h
  %.939.us.1.5 = fadd double %.696.us.1.5, %.938.us.1.5
  %157 = shl i64 %.550.0117.us.1, 3
  %scevgep1597 = getelementptr i8, i8* %lsr.iv1485, i64 %157
  %scevgep15971598 = bitcast i8* %scevgep1597 to double*
  %scevgep1599 = getelementptr double, double* %scevgep15971598, i64 5
  store double %.939.us.1.5, double* %scevgep1599, align 8
  %158 = shl i64 %.550.0117.us.1, 3
  %scevgep1565 = getelementptr i8, i8* %lsr.iv1505, i64 %158
  %scevgep15651566 = bitcast i8* %scevgep1565 to double*
  %scevgep1567 = getelementptr double, double* %scevgep15651566, i64 2
  %.696.us.1.6 = load double, double* %scevgep1567, align 8
  %159 = shl i64 %.550.0117.us.1, 3
  %scevgep1553 = getelementptr i8, i8* %lsr.iv1505, i64 %159
  %scevgep15531554 = bitcast i8* %scevgep1553 to double*
  %scevgep1555 = getelementptr double, double* %scevgep15531554, i64 1
  %.752.us.1.6 = load double, double* %scevgep1555, align 8
  %.810.us.1.6 = fmul double %.696.us.1.6, 2.000000e+00
  %.811.us.1.6 = fsub double %.752.us.1.6, %.810.us.1.6
  %160 = shl i64 %.550.0117.us.1, 3
  %scevgep1574 = getelementptr i8, i8* %lsr.iv1505, i64 %160
  %scevgep15741575 = bitcast i8* %scevgep1574 to double*
  %scevgep1576 = getelementptr double, double* %scevgep15741575, i64 3
  %.865.us.1.6 = load double, double* %scevgep1576, align 8
  %.868.us.1.6 = fadd double %.811.us.1.6, %.865.us.1.6
  %.931.us.1.6 = tail call double @llvm.sin.f64(double %.696.us.1.6)
  %.936.us.1.6 = fadd double %.931.us.1.6, %.868.us.1.6
  %.938.us.1.6 = fmul double %.936.us.1.6, %arg.h
  %.939.us.1.6 = fadd double %.696.us.1.6, %.938.us.1.6
  %161 = shl i64 %.550.0117.us.1, 3
  %scevgep1577 = getelementptr i8, i8* %lsr.iv1485, i64 %161
  %scevgep15771578 = bitcast i8* %scevgep1577 to double*
  %scevgep1579 = getelementptr double, double* %scevgep15771578, i64 6
  store double %.939.us.1.6, double* %scevgep1579, align 8
  %.619.us.1.7 = add nuw i64 %.550.0117.us.1, 8
  %162 = shl i64 %.550.0117.us.1, 3
  %scevgep1571 = getelementptr i8, i8* %lsr.iv1505, i64 %162
  %scevgep15711572 = bitcast i8* %scevgep1571 to double*
  %scevgep1573 = getelementptr double, double* %scevgep15711572, i64 3
  %.696.us.1.7 = load double, double* %scevgep1573, align 8
  %163 = shl i64 %.550.0117.us.1, 3
  %scevgep1562 = getelementptr i8, i8* %lsr.iv1505, i64 %163
  %scevgep15621563 = bitcast i8* %scevgep1562 to double*
  %scevgep1564 = getelementptr double, double* %scevgep15621563, i64 2
  %.752.us.1.7 = load double, double* %scevgep1564, align 8
  %.810.us.1.7 = fmul double %.696.us.1.7, 2.000000e+00
  %.811.us.1.7 = fsub double %.752.us.1.7, %.810.us.1.7
  %164 = shl i64 %.550.0117.us.1, 3
  %scevgep1520 = getelementptr i8, i8* %lsr.iv1505, i64 %164
  %scevgep15201521 = bitcast i8* %scevgep1520 to double*
  %scevgep1522 = getelementptr double, double* %scevgep15201521, i64 4
  %.865.us.1.7 = load double, double* %scevgep1522, align 8
  %.868.us.1.7 = fadd double %.811.us.1.7, %.865.us.1.7
  %.931.us.1.7 = tail call double @llvm.sin.f64(double %.696.us.1.7)
  %.936.us.1.7 = fadd double %.931.us.1.7, %.868.us.1.7
  %.938.us.1.7 = fmul double %.936.us.1.7, %arg.h
  %.939.us.1.7 = fadd double %.696.us.1.7, %.938.us.1.7
  %165 = shl i64 %.550.0117.us.1, 3
  %scevgep1580 = getelementptr i8, i8* %lsr.iv1485, i64 %165
  %scevgep15801581 = bitcast i8* %scevgep1580 to double*
  %scevgep1582 = getelementptr double, double* %scevgep15801581, i64 7
  store double %.939.us.1.7, double* %scevgep1582, align 8
  %exitcond136.1.not.7 = icmp eq i64 %353, %.619.us.1.7
  br i1 %exitcond136.1.not.7, label %B210.B168.loopexit_crit_edge.us.1, label %for.end.us.1, !llvm.loop !18

B210.B168.loopexit_crit_edge.us.1:                ; preds = %for.end.us.1, %for.end.us.1.prol.loopexit, %middle.block166
  %166 = bitcast i8* %lsr.iv1455 to i1*
  %167 = bitcast i8* %lsr.iv1336 to i1*
  %168 = bitcast i8* %lsr.iv1493 to i1*
  %169 = bitcast i8* %lsr.iv1485 to i1*
  %170 = bitcast i8* %lsr.iv1505 to i1*
  %.497.us.1 = add nuw nsw i64 %.428.0120.us.1, 1
  %scevgep1338 = getelementptr i1, i1* %167, i64 %11
  %171 = bitcast i1* %scevgep1338 to i8*
  %scevgep1457 = getelementptr i1, i1* %166, i64 %11
  %172 = bitcast i1* %scevgep1457 to i8*
  %scevgep1487 = getelementptr i1, i1* %169, i64 %11
  %173 = bitcast i1* %scevgep1487 to i8*
  %scevgep1495 = getelementptr i1, i1* %168, i64 %11
  %174 = bitcast i1* %scevgep1495 to i8*
  %scevgep1507 = getelementptr i1, i1* %170, i64 %11
  %175 = bitcast i1* %scevgep1507 to i8*
  %exitcond137.1.not = icmp eq i64 %.497.us.1, %spec.select
  br i1 %exitcond137.1.not, label %B396.1, label %B170.endif.us.1

B396.1:                                           ; preds = %B210.B168.loopexit_crit_edge.us.1, %B96.endif.endif.endif.1
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.7.i.i5.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i6.2 = icmp eq i8* %.7.i.i5.2, null
  tail call void @NRT_decref(i8* nonnull %.7.i.i5.1)
  br i1 %.8.i.i6.2, label %B96.endif.if, label %B96.endif.endif.endif.2, !prof !0

B96.endif.endif.endif.2:                          ; preds = %B396.1
  %176 = icmp sgt i64 %.563, 0
  %177 = icmp sgt i64 %arg.u0.5.0, 0
  %.5.i11.2 = getelementptr i8, i8* %.7.i.i5.2, i64 24
  %178 = bitcast i8* %.5.i11.2 to i8**
  %.6.i12.2 = load i8*, i8** %178, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i12.2, i8* align 1 %.6.i, i64 %.388, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %179 = select i1 %177, i1 %176, i1 false
  br i1 %179, label %B170.endif.us.2.preheader, label %B128.i.1

B170.endif.us.2.preheader:                        ; preds = %B96.endif.endif.endif.2
  %180 = shl i64 %arg.u0.5.1, 3
  %181 = shl i64 %353, 3
  %182 = add i64 %181, 8
  %183 = add i64 %353, -1
  %184 = add i64 %353, -9
  %185 = lshr i64 %184, 3
  %186 = add nuw nsw i64 %185, 1
  %n.vec198 = and i64 %183, -8
  %ind.end200 = or i64 %n.vec198, 1
  %broadcast.splatinsert207 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat208 = shufflevector <8 x double> %broadcast.splatinsert207, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter282 = and i64 %186, 7
  %unroll_iter285 = and i64 %186, %const
  %scevgep1070 = getelementptr i8, i8* %.6.i12.2, i64 464
  %187 = shl i64 %arg.u0.5.1, 3
  %scevgep1189 = getelementptr i8, i8* %.6.i, i64 456
  %scevgep1227 = getelementptr i8, i8* %.6.i12.2, i64 8
  %scevgep1239 = getelementptr i8, i8* %.6.i12.2, i64 32
  br label %B170.endif.us.2

B170.endif.us.2:                                  ; preds = %B170.endif.us.2.preheader, %B210.B168.loopexit_crit_edge.us.2
  %lsr.iv1240 = phi i8* [ %scevgep1239, %B170.endif.us.2.preheader ], [ %351, %B210.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv1228 = phi i8* [ %scevgep1227, %B170.endif.us.2.preheader ], [ %350, %B210.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv1220 = phi i8* [ %.6.i, %B170.endif.us.2.preheader ], [ %349, %B210.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv1190 = phi i8* [ %scevgep1189, %B170.endif.us.2.preheader ], [ %348, %B210.B168.loopexit_crit_edge.us.2 ]
  %lsr.iv1071 = phi i8* [ %scevgep1070, %B170.endif.us.2.preheader ], [ %347, %B210.B168.loopexit_crit_edge.us.2 ]
  %.428.0120.us.2 = phi i64 [ %.497.us.2, %B210.B168.loopexit_crit_edge.us.2 ], [ 0, %B170.endif.us.2.preheader ]
  %188 = icmp ult i64 %183, 8
  %189 = mul i64 %180, %.428.0120.us.2
  %.691.us.2 = mul i64 %.428.0120.us.2, %arg.u0.5.1
  br i1 %188, label %for.end.us.2.preheader, label %vector.memcheck184

vector.memcheck184:                               ; preds = %B170.endif.us.2
  %190 = add i64 %182, %189
  %scevgep188 = getelementptr i8, i8* %.6.i12.2, i64 %190
  %scevgep187 = getelementptr i8, i8* %.6.i12.2, i64 %189
  %191 = add i64 %181, %189
  %scevgep186 = getelementptr i8, i8* %.6.i, i64 %191
  %192 = add i64 %189, 8
  %scevgep185 = getelementptr i8, i8* %.6.i, i64 %192
  %bound0189 = icmp ult i8* %scevgep185, %scevgep188
  %bound1190 = icmp ult i8* %scevgep187, %scevgep186
  %found.conflict191 = and i1 %bound0189, %bound1190
  br i1 %found.conflict191, label %for.end.us.2.preheader, label %vector.ph196

vector.ph196:                                     ; preds = %vector.memcheck184
  %193 = icmp ult i64 %184, 56
  br i1 %193, label %middle.block192.unr-lcssa, label %vector.body194.preheader

vector.body194.preheader:                         ; preds = %vector.ph196
  br label %vector.body194

vector.body194:                                   ; preds = %vector.body194.preheader, %vector.body194
  %lsr.iv1216 = phi i64 [ %unroll_iter285, %vector.body194.preheader ], [ %lsr.iv.next1217, %vector.body194 ]
  %index202 = phi i64 [ %index.next209.7, %vector.body194 ], [ 0, %vector.body194.preheader ]
  %194 = shl i64 %index202, 3
  %scevgep1183 = getelementptr i8, i8* %lsr.iv1071, i64 %194
  %scevgep11831184 = bitcast i8* %scevgep1183 to <8 x double>*
  %scevgep1185 = getelementptr <8 x double>, <8 x double>* %scevgep11831184, i64 -7
  %scevgep11851186 = bitcast <8 x double>* %scevgep1185 to i8*
  %uglygep1187 = getelementptr i8, i8* %scevgep11851186, i64 -8
  %uglygep11871188 = bitcast i8* %uglygep1187 to <8 x double>*
  %wide.load204 = load <8 x double>, <8 x double>* %uglygep11871188, align 8, !alias.scope !19
  %195 = shl i64 %index202, 3
  %scevgep1177 = getelementptr i8, i8* %lsr.iv1071, i64 %195
  %scevgep11771178 = bitcast i8* %scevgep1177 to <8 x double>*
  %scevgep1179 = getelementptr <8 x double>, <8 x double>* %scevgep11771178, i64 -7
  %scevgep11791180 = bitcast <8 x double>* %scevgep1179 to i8*
  %uglygep1181 = getelementptr i8, i8* %scevgep11791180, i64 -16
  %uglygep11811182 = bitcast i8* %uglygep1181 to <8 x double>*
  %wide.load205 = load <8 x double>, <8 x double>* %uglygep11811182, align 8, !alias.scope !19
  %196 = fmul <8 x double> %wide.load204, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %197 = fsub <8 x double> %wide.load205, %196
  %198 = shl i64 %index202, 3
  %scevgep1174 = getelementptr i8, i8* %lsr.iv1071, i64 %198
  %scevgep11741175 = bitcast i8* %scevgep1174 to <8 x double>*
  %scevgep1176 = getelementptr <8 x double>, <8 x double>* %scevgep11741175, i64 -7
  %wide.load206 = load <8 x double>, <8 x double>* %scevgep1176, align 8, !alias.scope !19
  %199 = fadd <8 x double> %197, %wide.load206
  %200 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204)
  %201 = fadd <8 x double> %200, %199
  %202 = fmul <8 x double> %201, %broadcast.splat208
  %203 = fadd <8 x double> %wide.load204, %202
  %204 = shl i64 %index202, 3
  %scevgep1213 = getelementptr i8, i8* %lsr.iv1190, i64 %204
  %scevgep12131214 = bitcast i8* %scevgep1213 to <8 x double>*
  %scevgep1215 = getelementptr <8 x double>, <8 x double>* %scevgep12131214, i64 -7
  store <8 x double> %203, <8 x double>* %scevgep1215, align 8, !alias.scope !22, !noalias !19
  %205 = shl i64 %index202, 3
  %scevgep1158 = getelementptr i8, i8* %lsr.iv1071, i64 %205
  %scevgep11581159 = bitcast i8* %scevgep1158 to <8 x double>*
  %scevgep1160 = getelementptr <8 x double>, <8 x double>* %scevgep11581159, i64 -6
  %scevgep11601161 = bitcast <8 x double>* %scevgep1160 to i8*
  %uglygep1162 = getelementptr i8, i8* %scevgep11601161, i64 -8
  %uglygep11621163 = bitcast i8* %uglygep1162 to <8 x double>*
  %wide.load204.1 = load <8 x double>, <8 x double>* %uglygep11621163, align 8, !alias.scope !19
  %206 = shl i64 %index202, 3
  %scevgep1152 = getelementptr i8, i8* %lsr.iv1071, i64 %206
  %scevgep11521153 = bitcast i8* %scevgep1152 to <8 x double>*
  %scevgep1154 = getelementptr <8 x double>, <8 x double>* %scevgep11521153, i64 -6
  %scevgep11541155 = bitcast <8 x double>* %scevgep1154 to i8*
  %uglygep1156 = getelementptr i8, i8* %scevgep11541155, i64 -16
  %uglygep11561157 = bitcast i8* %uglygep1156 to <8 x double>*
  %wide.load205.1 = load <8 x double>, <8 x double>* %uglygep11561157, align 8, !alias.scope !19
  %207 = fmul <8 x double> %wide.load204.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %208 = fsub <8 x double> %wide.load205.1, %207
  %209 = shl i64 %index202, 3
  %scevgep1149 = getelementptr i8, i8* %lsr.iv1071, i64 %209
  %scevgep11491150 = bitcast i8* %scevgep1149 to <8 x double>*
  %scevgep1151 = getelementptr <8 x double>, <8 x double>* %scevgep11491150, i64 -6
  %wide.load206.1 = load <8 x double>, <8 x double>* %scevgep1151, align 8, !alias.scope !19
  %210 = fadd <8 x double> %208, %wide.load206.1
  %211 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204.1)
  %212 = fadd <8 x double> %211, %210
  %213 = fmul <8 x double> %212, %broadcast.splat208
  %214 = fadd <8 x double> %wide.load204.1, %213
  %215 = shl i64 %index202, 3
  %scevgep1208 = getelementptr i8, i8* %lsr.iv1190, i64 %215
  %scevgep12081209 = bitcast i8* %scevgep1208 to <8 x double>*
  %scevgep1210 = getelementptr <8 x double>, <8 x double>* %scevgep12081209, i64 -6
  store <8 x double> %214, <8 x double>* %scevgep1210, align 8, !alias.scope !22, !noalias !19
  %216 = shl i64 %index202, 3
  %scevgep1143 = getelementptr i8, i8* %lsr.iv1071, i64 %216
  %scevgep11431144 = bitcast i8* %scevgep1143 to <8 x double>*
  %scevgep1145 = getelementptr <8 x double>, <8 x double>* %scevgep11431144, i64 -5
  %scevgep11451146 = bitcast <8 x double>* %scevgep1145 to i8*
  %uglygep1147 = getelementptr i8, i8* %scevgep11451146, i64 -8
  %uglygep11471148 = bitcast i8* %uglygep1147 to <8 x double>*
  %wide.load204.2 = load <8 x double>, <8 x double>* %uglygep11471148, align 8, !alias.scope !19
  %217 = shl i64 %index202, 3
  %scevgep1137 = getelementptr i8, i8* %lsr.iv1071, i64 %217
  %scevgep11371138 = bitcast i8* %scevgep1137 to <8 x double>*
  %scevgep1139 = getelementptr <8 x double>, <8 x double>* %scevgep11371138, i64 -5
  %scevgep11391140 = bitcast <8 x double>* %scevgep1139 to i8*
  %uglygep1141 = getelementptr i8, i8* %scevgep11391140, i64 -16
  %uglygep11411142 = bitcast i8* %uglygep1141 to <8 x double>*
  %wide.load205.2 = load <8 x double>, <8 x double>* %uglygep11411142, align 8, !alias.scope !19
  %218 = fmul <8 x double> %wide.load204.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %219 = fsub <8 x double> %wide.load205.2, %218
  %220 = shl i64 %index202, 3
  %scevgep1134 = getelementptr i8, i8* %lsr.iv1071, i64 %220
  %scevgep11341135 = bitcast i8* %scevgep1134 to <8 x double>*
  %scevgep1136 = getelementptr <8 x double>, <8 x double>* %scevgep11341135, i64 -5
  %wide.load206.2 = load <8 x double>, <8 x double>* %scevgep1136, align 8, !alias.scope !19
  %221 = fadd <8 x double> %219, %wide.load206.2
  %222 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204.2)
  %223 = fadd <8 x double> %222, %221
  %224 = fmul <8 x double> %223, %broadcast.splat208
  %225 = fadd <8 x double> %wide.load204.2, %224
  %226 = shl i64 %index202, 3
  %scevgep1205 = getelementptr i8, i8* %lsr.iv1190, i64 %226
  %scevgep12051206 = bitcast i8* %scevgep1205 to <8 x double>*
  %scevgep1207 = getelementptr <8 x double>, <8 x double>* %scevgep12051206, i64 -5
  store <8 x double> %225, <8 x double>* %scevgep1207, align 8, !alias.scope !22, !noalias !19
  %227 = shl i64 %index202, 3
  %scevgep1128 = getelementptr i8, i8* %lsr.iv1071, i64 %227
  %scevgep11281129 = bitcast i8* %scevgep1128 to <8 x double>*
  %scevgep1130 = getelementptr <8 x double>, <8 x double>* %scevgep11281129, i64 -4
  %scevgep11301131 = bitcast <8 x double>* %scevgep1130 to i8*
  %uglygep1132 = getelementptr i8, i8* %scevgep11301131, i64 -8
  %uglygep11321133 = bitcast i8* %uglygep1132 to <8 x double>*
  %wide.load204.3 = load <8 x double>, <8 x double>* %uglygep11321133, align 8, !alias.scope !19
  %228 = shl i64 %index202, 3
  %scevgep1122 = getelementptr i8, i8* %lsr.iv1071, i64 %228
  %scevgep11221123 = bitcast i8* %scevgep1122 to <8 x double>*
  %scevgep1124 = getelementptr <8 x double>, <8 x double>* %scevgep11221123, i64 -4
  %scevgep11241125 = bitcast <8 x double>* %scevgep1124 to i8*
  %uglygep1126 = getelementptr i8, i8* %scevgep11241125, i64 -16
  %uglygep11261127 = bitcast i8* %uglygep1126 to <8 x double>*
  %wide.load205.3 = load <8 x double>, <8 x double>* %uglygep11261127, align 8, !alias.scope !19
  %229 = fmul <8 x double> %wide.load204.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %230 = fsub <8 x double> %wide.load205.3, %229
  %231 = shl i64 %index202, 3
  %scevgep1119 = getelementptr i8, i8* %lsr.iv1071, i64 %231
  %scevgep11191120 = bitcast i8* %scevgep1119 to <8 x double>*
  %scevgep1121 = getelementptr <8 x double>, <8 x double>* %scevgep11191120, i64 -4
  %wide.load206.3 = load <8 x double>, <8 x double>* %scevgep1121, align 8, !alias.scope !19
  %232 = fadd <8 x double> %230, %wide.load206.3
  %233 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204.3)
  %234 = fadd <8 x double> %233, %232
  %235 = fmul <8 x double> %234, %broadcast.splat208
  %236 = fadd <8 x double> %wide.load204.3, %235
  %237 = shl i64 %index202, 3
  %scevgep1202 = getelementptr i8, i8* %lsr.iv1190, i64 %237
  %scevgep12021203 = bitcast i8* %scevgep1202 to <8 x double>*
  %scevgep1204 = getelementptr <8 x double>, <8 x double>* %scevgep12021203, i64 -4
  store <8 x double> %236, <8 x double>* %scevgep1204, align 8, !alias.scope !22, !noalias !19
  %238 = shl i64 %index202, 3
  %scevgep1113 = getelementptr i8, i8* %lsr.iv1071, i64 %238
  %scevgep11131114 = bitcast i8* %scevgep1113 to <8 x double>*
  %scevgep1115 = getelementptr <8 x double>, <8 x double>* %scevgep11131114, i64 -3
  %scevgep11151116 = bitcast <8 x double>* %scevgep1115 to i8*
  %uglygep1117 = getelementptr i8, i8* %scevgep11151116, i64 -8
  %uglygep11171118 = bitcast i8* %uglygep1117 to <8 x double>*
  %wide.load204.4 = load <8 x double>, <8 x double>* %uglygep11171118, align 8, !alias.scope !19
  %239 = shl i64 %index202, 3
  %scevgep1107 = getelementptr i8, i8* %lsr.iv1071, i64 %239
  %scevgep11071108 = bitcast i8* %scevgep1107 to <8 x double>*
  %scevgep1109 = getelementptr <8 x double>, <8 x double>* %scevgep11071108, i64 -3
  %scevgep11091110 = bitcast <8 x double>* %scevgep1109 to i8*
  %uglygep1111 = getelementptr i8, i8* %scevgep11091110, i64 -16
  %uglygep11111112 = bitcast i8* %uglygep1111 to <8 x double>*
  %wide.load205.4 = load <8 x double>, <8 x double>* %uglygep11111112, align 8, !alias.scope !19
  %240 = fmul <8 x double> %wide.load204.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %241 = fsub <8 x double> %wide.load205.4, %240
  %242 = shl i64 %index202, 3
  %scevgep1104 = getelementptr i8, i8* %lsr.iv1071, i64 %242
  %scevgep11041105 = bitcast i8* %scevgep1104 to <8 x double>*
  %scevgep1106 = getelementptr <8 x double>, <8 x double>* %scevgep11041105, i64 -3
  %wide.load206.4 = load <8 x double>, <8 x double>* %scevgep1106, align 8, !alias.scope !19
  %243 = fadd <8 x double> %241, %wide.load206.4
  %244 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204.4)
  %245 = fadd <8 x double> %244, %243
  %246 = fmul <8 x double> %245, %broadcast.splat208
  %247 = fadd <8 x double> %wide.load204.4, %246
  %248 = shl i64 %index202, 3
  %scevgep1199 = getelementptr i8, i8* %lsr.iv1190, i64 %248
  %scevgep11991200 = bitcast i8* %scevgep1199 to <8 x double>*
  %scevgep1201 = getelementptr <8 x double>, <8 x double>* %scevgep11991200, i64 -3
  store <8 x double> %247, <8 x double>* %scevgep1201, align 8, !alias.scope !22, !noalias !19
  %249 = shl i64 %index202, 3
  %scevgep1098 = getelementptr i8, i8* %lsr.iv1071, i64 %249
  %scevgep10981099 = bitcast i8* %scevgep1098 to <8 x double>*
  %scevgep1100 = getelementptr <8 x double>, <8 x double>* %scevgep10981099, i64 -2
  %scevgep11001101 = bitcast <8 x double>* %scevgep1100 to i8*
  %uglygep1102 = getelementptr i8, i8* %scevgep11001101, i64 -8
  %uglygep11021103 = bitcast i8* %uglygep1102 to <8 x double>*
  %wide.load204.5 = load <8 x double>, <8 x double>* %uglygep11021103, align 8, !alias.scope !19
  %250 = shl i64 %index202, 3
  %scevgep1092 = getelementptr i8, i8* %lsr.iv1071, i64 %250
  %scevgep10921093 = bitcast i8* %scevgep1092 to <8 x double>*
  %scevgep1094 = getelementptr <8 x double>, <8 x double>* %scevgep10921093, i64 -2
  %scevgep10941095 = bitcast <8 x double>* %scevgep1094 to i8*
  %uglygep1096 = getelementptr i8, i8* %scevgep10941095, i64 -16
  %uglygep10961097 = bitcast i8* %uglygep1096 to <8 x double>*
  %wide.load205.5 = load <8 x double>, <8 x double>* %uglygep10961097, align 8, !alias.scope !19
  %251 = fmul <8 x double> %wide.load204.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %252 = fsub <8 x double> %wide.load205.5, %251
  %253 = shl i64 %index202, 3
  %scevgep1089 = getelementptr i8, i8* %lsr.iv1071, i64 %253
  %scevgep10891090 = bitcast i8* %scevgep1089 to <8 x double>*
  %scevgep1091 = getelementptr <8 x double>, <8 x double>* %scevgep10891090, i64 -2
  %wide.load206.5 = load <8 x double>, <8 x double>* %scevgep1091, align 8, !alias.scope !19
  %254 = fadd <8 x double> %252, %wide.load206.5
  %255 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204.5)
  %256 = fadd <8 x double> %255, %254
  %257 = fmul <8 x double> %256, %broadcast.splat208
  %258 = fadd <8 x double> %wide.load204.5, %257
  %259 = shl i64 %index202, 3
  %scevgep1196 = getelementptr i8, i8* %lsr.iv1190, i64 %259
  %scevgep11961197 = bitcast i8* %scevgep1196 to <8 x double>*
  %scevgep1198 = getelementptr <8 x double>, <8 x double>* %scevgep11961197, i64 -2
  store <8 x double> %258, <8 x double>* %scevgep1198, align 8, !alias.scope !22, !noalias !19
  %260 = shl i64 %index202, 3
  %scevgep1083 = getelementptr i8, i8* %lsr.iv1071, i64 %260
  %scevgep10831084 = bitcast i8* %scevgep1083 to <8 x double>*
  %scevgep1085 = getelementptr <8 x double>, <8 x double>* %scevgep10831084, i64 -1
  %scevgep10851086 = bitcast <8 x double>* %scevgep1085 to i8*
  %uglygep1087 = getelementptr i8, i8* %scevgep10851086, i64 -8
  %uglygep10871088 = bitcast i8* %uglygep1087 to <8 x double>*
  %wide.load204.6 = load <8 x double>, <8 x double>* %uglygep10871088, align 8, !alias.scope !19
  %261 = shl i64 %index202, 3
  %scevgep1077 = getelementptr i8, i8* %lsr.iv1071, i64 %261
  %scevgep10771078 = bitcast i8* %scevgep1077 to <8 x double>*
  %scevgep1079 = getelementptr <8 x double>, <8 x double>* %scevgep10771078, i64 -1
  %scevgep10791080 = bitcast <8 x double>* %scevgep1079 to i8*
  %uglygep1081 = getelementptr i8, i8* %scevgep10791080, i64 -16
  %uglygep10811082 = bitcast i8* %uglygep1081 to <8 x double>*
  %wide.load205.6 = load <8 x double>, <8 x double>* %uglygep10811082, align 8, !alias.scope !19
  %262 = fmul <8 x double> %wide.load204.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %263 = fsub <8 x double> %wide.load205.6, %262
  %264 = shl i64 %index202, 3
  %scevgep1074 = getelementptr i8, i8* %lsr.iv1071, i64 %264
  %scevgep10741075 = bitcast i8* %scevgep1074 to <8 x double>*
  %scevgep1076 = getelementptr <8 x double>, <8 x double>* %scevgep10741075, i64 -1
  %wide.load206.6 = load <8 x double>, <8 x double>* %scevgep1076, align 8, !alias.scope !19
  %265 = fadd <8 x double> %263, %wide.load206.6
  %266 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204.6)
  %267 = fadd <8 x double> %266, %265
  %268 = fmul <8 x double> %267, %broadcast.splat208
  %269 = fadd <8 x double> %wide.load204.6, %268
  %270 = shl i64 %index202, 3
  %scevgep1193 = getelementptr i8, i8* %lsr.iv1190, i64 %270
  %scevgep11931194 = bitcast i8* %scevgep1193 to <8 x double>*
  %scevgep1195 = getelementptr <8 x double>, <8 x double>* %scevgep11931194, i64 -1
  store <8 x double> %269, <8 x double>* %scevgep1195, align 8, !alias.scope !22, !noalias !19
  %271 = shl i64 %index202, 3
  %scevgep1168 = getelementptr i8, i8* %lsr.iv1071, i64 %271
  %uglygep1170 = getelementptr i8, i8* %scevgep1168, i64 -8
  %uglygep11701171 = bitcast i8* %uglygep1170 to <8 x double>*
  %wide.load204.7 = load <8 x double>, <8 x double>* %uglygep11701171, align 8, !alias.scope !19
  %272 = shl i64 %index202, 3
  %scevgep1164 = getelementptr i8, i8* %lsr.iv1071, i64 %272
  %uglygep1166 = getelementptr i8, i8* %scevgep1164, i64 -16
  %uglygep11661167 = bitcast i8* %uglygep1166 to <8 x double>*
  %wide.load205.7 = load <8 x double>, <8 x double>* %uglygep11661167, align 8, !alias.scope !19
  %273 = fmul <8 x double> %wide.load204.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %274 = fsub <8 x double> %wide.load205.7, %273
  %275 = shl i64 %index202, 3
  %scevgep1172 = getelementptr i8, i8* %lsr.iv1071, i64 %275
  %scevgep11721173 = bitcast i8* %scevgep1172 to <8 x double>*
  %wide.load206.7 = load <8 x double>, <8 x double>* %scevgep11721173, align 8, !alias.scope !19
  %276 = fadd <8 x double> %274, %wide.load206.7
  %277 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204.7)
  %278 = fadd <8 x double> %277, %276
  %279 = fmul <8 x double> %278, %broadcast.splat208
  %280 = fadd <8 x double> %wide.load204.7, %279
  %281 = shl i64 %index202, 3
  %scevgep1211 = getelementptr i8, i8* %lsr.iv1190, i64 %281
  %scevgep12111212 = bitcast i8* %scevgep1211 to <8 x double>*
  store <8 x double> %280, <8 x double>* %scevgep12111212, align 8, !alias.scope !22, !noalias !19
  %index.next209.7 = add i64 %index202, 64
  %lsr.iv.next1217 = add i64 %lsr.iv1216, -8
  %niter286.ncmp.7 = icmp eq i64 %lsr.iv.next1217, 0
  br i1 %niter286.ncmp.7, label %middle.block192.unr-lcssa, label %vector.body194, !llvm.loop !24

middle.block192.unr-lcssa:                        ; preds = %vector.body194, %vector.ph196
  %index202.unr = phi i64 [ 0, %vector.ph196 ], [ %index.next209.7, %vector.body194 ]
  %282 = icmp eq i64 %xtraiter282, 0
  br i1 %282, label %middle.block192, label %vector.body194.epil.preheader

vector.body194.epil.preheader:                    ; preds = %middle.block192.unr-lcssa
  br label %vector.body194.epil

vector.body194.epil:                              ; preds = %vector.body194.epil.preheader, %vector.body194.epil
  %lsr.iv1218 = phi i64 [ %xtraiter282, %vector.body194.epil.preheader ], [ %lsr.iv.next1219, %vector.body194.epil ]
  %index202.epil = phi i64 [ %index.next209.epil, %vector.body194.epil ], [ %index202.unr, %vector.body194.epil.preheader ]
  %283 = bitcast i8* %.6.i12.2 to double*
  %offset.idx203.epil = or i64 %index202.epil, 1
  %284 = or i64 %index202.epil, 2
  %285 = add i64 %offset.idx203.epil, %.691.us.2
  %286 = getelementptr double, double* %283, i64 %285
  %287 = bitcast double* %286 to <8 x double>*
  %wide.load204.epil = load <8 x double>, <8 x double>* %287, align 8, !alias.scope !19
  %288 = add i64 %285, -1
  %289 = getelementptr double, double* %283, i64 %288
  %290 = bitcast double* %289 to <8 x double>*
  %wide.load205.epil = load <8 x double>, <8 x double>* %290, align 8, !alias.scope !19
  %291 = fmul <8 x double> %wide.load204.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %292 = fsub <8 x double> %wide.load205.epil, %291
  %293 = add i64 %284, %.691.us.2
  %294 = getelementptr double, double* %283, i64 %293
  %295 = bitcast double* %294 to <8 x double>*
  %wide.load206.epil = load <8 x double>, <8 x double>* %295, align 8, !alias.scope !19
  %296 = fadd <8 x double> %292, %wide.load206.epil
  %297 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load204.epil)
  %298 = fadd <8 x double> %297, %296
  %299 = fmul <8 x double> %298, %broadcast.splat208
  %300 = fadd <8 x double> %wide.load204.epil, %299
  %sunkaddr1866 = mul i64 %285, 8
  %sunkaddr1867 = getelementptr i8, i8* %.6.i, i64 %sunkaddr1866
  %301 = bitcast i8* %sunkaddr1867 to <8 x double>*
  store <8 x double> %300, <8 x double>* %301, align 8, !alias.scope !22, !noalias !19
  %index.next209.epil = add nuw i64 %index202.epil, 8
  %lsr.iv.next1219 = add nsw i64 %lsr.iv1218, -1
  %epil.iter283.cmp.not = icmp eq i64 %lsr.iv.next1219, 0
  br i1 %epil.iter283.cmp.not, label %middle.block192, label %vector.body194.epil, !llvm.loop !25

middle.block192:                                  ; preds = %vector.body194.epil, %middle.block192.unr-lcssa
  %302 = icmp eq i64 %183, %n.vec198
  br i1 %302, label %B210.B168.loopexit_crit_edge.us.2, label %for.end.us.2.preheader

for.end.us.2.preheader:                           ; preds = %vector.memcheck184, %B170.endif.us.2, %middle.block192
  %.550.0117.us.2.ph = phi i64 [ 1, %vector.memcheck184 ], [ 1, %B170.endif.us.2 ], [ %ind.end200, %middle.block192 ]
  %303 = sub i64 %353, %.550.0117.us.2.ph
  %304 = xor i64 %.550.0117.us.2.ph, -1
  %305 = add i64 %353, %304
  %xtraiter287 = and i64 %303, 7
  %lcmp.mod288.not = icmp eq i64 %xtraiter287, 0
  br i1 %lcmp.mod288.not, label %for.end.us.2.prol.loopexit, label %for.end.us.2.prol.preheader

for.end.us.2.prol.preheader:                      ; preds = %for.end.us.2.preheader
  br label %for.end.us.2.prol

for.end.us.2.prol:                                ; preds = %for.end.us.2.prol.preheader, %for.end.us.2.prol
  %lsr.iv1225 = phi i64 [ %xtraiter287, %for.end.us.2.prol.preheader ], [ %lsr.iv.next1226, %for.end.us.2.prol ]
  %.550.0117.us.2.prol = phi i64 [ %.619.us.2.prol, %for.end.us.2.prol ], [ %.550.0117.us.2.ph, %for.end.us.2.prol.preheader ]
  %.619.us.2.prol = add nuw i64 %.550.0117.us.2.prol, 1
  %306 = shl i64 %.550.0117.us.2.prol, 3
  %scevgep1233 = getelementptr i8, i8* %lsr.iv1228, i64 %306
  %scevgep12331234 = bitcast i8* %scevgep1233 to double*
  %scevgep1235 = getelementptr double, double* %scevgep12331234, i64 -1
  %.696.us.2.prol = load double, double* %scevgep1235, align 8
  %307 = shl i64 %.550.0117.us.2.prol, 3
  %scevgep1236 = getelementptr i8, i8* %lsr.iv1228, i64 %307
  %scevgep12361237 = bitcast i8* %scevgep1236 to double*
  %scevgep1238 = getelementptr double, double* %scevgep12361237, i64 -2
  %.752.us.2.prol = load double, double* %scevgep1238, align 8
  %.810.us.2.prol = fmul double %.696.us.2.prol, 2.000000e+00
  %.811.us.2.prol = fsub double %.752.us.2.prol, %.810.us.2.prol
  %308 = shl i64 %.550.0117.us.2.prol, 3
  %scevgep1231 = getelementptr i8, i8* %lsr.iv1228, i64 %308
  %scevgep12311232 = bitcast i8* %scevgep1231 to double*
  %.865.us.2.prol = load double, double* %scevgep12311232, align 8
  %.868.us.2.prol = fadd double %.811.us.2.prol, %.865.us.2.prol
  %.931.us.2.prol = tail call double @llvm.sin.f64(double %.696.us.2.prol)
  %.936.us.2.prol = fadd double %.931.us.2.prol, %.868.us.2.prol
  %.938.us.2.prol = fmul double %.936.us.2.prol, %arg.h
  %.939.us.2.prol = fadd double %.696.us.2.prol, %.938.us.2.prol
  %309 = shl i64 %.550.0117.us.2.prol, 3
  %scevgep1223 = getelementptr i8, i8* %lsr.iv1220, i64 %309
  %scevgep12231224 = bitcast i8* %scevgep1223 to double*
  store double %.939.us.2.prol, double* %scevgep12231224, align 8
  %lsr.iv.next1226 = add nsw i64 %lsr.iv1225, -1
  %prol.iter289.cmp.not = icmp eq i64 %lsr.iv.next1226, 0
  br i1 %prol.iter289.cmp.not, label %for.end.us.2.prol.loopexit, label %for.end.us.2.prol, !llvm.loop !26

for.end.us.2.prol.loopexit:                       ; preds = %for.end.us.2.prol, %for.end.us.2.preheader
  %.550.0117.us.2.unr = phi i64 [ %.550.0117.us.2.ph, %for.end.us.2.preheader ], [ %.619.us.2.prol, %for.end.us.2.prol ]
  %310 = icmp ult i64 %305, 7
  br i1 %310, label %B210.B168.loopexit_crit_edge.us.2, label %for.end.us.2.preheader349

for.end.us.2.preheader349:                        ; preds = %for.end.us.2.prol.loopexit
  br label %for.end.us.2

for.end.us.2:                                     ; preds = %for.end.us.2.preheader349, %for.end.us.2
  %.550.0117.us.2 = phi i64 [ %.619.us.2.7, %for.end.us.2 ], [ %.550.0117.us.2.unr, %for.end.us.2.preheader349 ]
  %311 = shl i64 %.550.0117.us.2, 3
  %scevgep1252 = getelementptr i8, i8* %lsr.iv1240, i64 %311
  %scevgep12521253 = bitcast i8* %scevgep1252 to double*
  %scevgep1254 = getelementptr double, double* %scevgep12521253, i64 -4
  %.696.us.2 = load double, double* %scevgep1254, align 8
  %312 = shl i64 %.550.0117.us.2, 3
  %scevgep1258 = getelementptr i8, i8* %lsr.iv1240, i64 %312
  %scevgep12581259 = bitcast i8* %scevgep1258 to double*
  %scevgep1260 = getelementptr double, double* %scevgep12581259, i64 -5
  %.752.us.2 = load double, double* %scevgep1260, align 8
  %.810.us.2 = fmul double %.696.us.2, 2.000000e+00
  %.811.us.2 = fsub double %.752.us.2, %.810.us.2
  %313 = shl i64 %.550.0117.us.2, 3
  %scevgep1267 = getelementptr i8, i8* %lsr.iv1240, i64 %313
  %scevgep12671268 = bitcast i8* %scevgep1267 to double*
  %scevgep1269 = getelementptr double, double* %scevgep12671268, i64 -3
  %.865.us.2 = load double, double* %scevgep1269, align 8
  %.868.us.2 = fadd double %.811.us.2, %.865.us.2
  %.931.us.2 = tail call double @llvm.sin.f64(double %.696.us.2)
  %.936.us.2 = fadd double %.931.us.2, %.868.us.2
  %.938.us.2 = fmul double %.936.us.2, %arg.h
  %.939.us.2 = fadd double %.696.us.2, %.938.us.2
  %314 = shl i64 %.550.0117.us.2, 3
  %scevgep1321 = getelementptr i8, i8* %lsr.iv1220, i64 %314
  %scevgep13211322 = bitcast i8* %scevgep1321 to double*
  store double %.939.us.2, double* %scevgep13211322, align 8
  %315 = shl i64 %.550.0117.us.2, 3
  %scevgep1264 = getelementptr i8, i8* %lsr.iv1240, i64 %315
  %scevgep12641265 = bitcast i8* %scevgep1264 to double*
  %scevgep1266 = getelementptr double, double* %scevgep12641265, i64 -3
  %.696.us.2.1 = load double, double* %scevgep1266, align 8
  %316 = shl i64 %.550.0117.us.2, 3
  %scevgep1249 = getelementptr i8, i8* %lsr.iv1240, i64 %316
  %scevgep12491250 = bitcast i8* %scevgep1249 to double*
  %scevgep1251 = getelementptr double, double* %scevgep12491250, i64 -4
  %.752.us.2.1 = load double, double* %scevgep1251, align 8
  %.810.us.2.1 = fmul double %.696.us.2.1, 2.000000e+00
  %.811.us.2.1 = fsub double %.752.us.2.1, %.810.us.2.1
  %317 = shl i64 %.550.0117.us.2, 3
  %scevgep1276 = getelementptr i8, i8* %lsr.iv1240, i64 %317
  %scevgep12761277 = bitcast i8* %scevgep1276 to double*
  %scevgep1278 = getelementptr double, double* %scevgep12761277, i64 -2
  %.865.us.2.1 = load double, double* %scevgep1278, align 8
  %.868.us.2.1 = fadd double %.811.us.2.1, %.865.us.2.1
  %.931.us.2.1 = tail call double @llvm.sin.f64(double %.696.us.2.1)
  %.936.us.2.1 = fadd double %.931.us.2.1, %.868.us.2.1
  %.938.us.2.1 = fmul double %.936.us.2.1, %arg.h
  %.939.us.2.1 = fadd double %.696.us.2.1, %.938.us.2.1
  %318 = shl i64 %.550.0117.us.2, 3
  %scevgep1323 = getelementptr i8, i8* %lsr.iv1220, i64 %318
  %scevgep13231324 = bitcast i8* %scevgep1323 to double*
  %scevgep1325 = getelementptr double, double* %scevgep13231324, i64 1
  store double %.939.us.2.1, double* %scevgep1325, align 8
  %319 = shl i64 %.550.0117.us.2, 3
  %scevgep1273 = getelementptr i8, i8* %lsr.iv1240, i64 %319
  %scevgep12731274 = bitcast i8* %scevgep1273 to double*
  %scevgep1275 = getelementptr double, double* %scevgep12731274, i64 -2
  %.696.us.2.2 = load double, double* %scevgep1275, align 8
  %320 = shl i64 %.550.0117.us.2, 3
  %scevgep1261 = getelementptr i8, i8* %lsr.iv1240, i64 %320
  %scevgep12611262 = bitcast i8* %scevgep1261 to double*
  %scevgep1263 = getelementptr double, double* %scevgep12611262, i64 -3
  %.752.us.2.2 = load double, double* %scevgep1263, align 8
  %.810.us.2.2 = fmul double %.696.us.2.2, 2.000000e+00
  %.811.us.2.2 = fsub double %.752.us.2.2, %.810.us.2.2
  %321 = shl i64 %.550.0117.us.2, 3
  %scevgep1285 = getelementptr i8, i8* %lsr.iv1240, i64 %321
  %scevgep12851286 = bitcast i8* %scevgep1285 to double*
  %scevgep1287 = getelementptr double, double* %scevgep12851286, i64 -1
  %.865.us.2.2 = load double, double* %scevgep1287, align 8
  %.868.us.2.2 = fadd double %.811.us.2.2, %.865.us.2.2
  %.931.us.2.2 = tail call double @llvm.sin.f64(double %.696.us.2.2)
  %.936.us.2.2 = fadd double %.931.us.2.2, %.868.us.2.2
  %.938.us.2.2 = fmul double %.936.us.2.2, %arg.h
  %.939.us.2.2 = fadd double %.696.us.2.2, %.938.us.2.2
  %322 = shl i64 %.550.0117.us.2, 3
  %scevgep1326 = getelementptr i8, i8* %lsr.iv1220, i64 %322
  %scevgep13261327 = bitcast i8* %scevgep1326 to double*
  %scevgep1328 = getelementptr double, double* %scevgep13261327, i64 2
  store double %.939.us.2.2, double* %scevgep1328, align 8
  %323 = shl i64 %.550.0117.us.2, 3
  %scevgep1282 = getelementptr i8, i8* %lsr.iv1240, i64 %323
  %scevgep12821283 = bitcast i8* %scevgep1282 to double*
  %scevgep1284 = getelementptr double, double* %scevgep12821283, i64 -1
  %.696.us.2.3 = load double, double* %scevgep1284, align 8
  %324 = shl i64 %.550.0117.us.2, 3
  %scevgep1270 = getelementptr i8, i8* %lsr.iv1240, i64 %324
  %scevgep12701271 = bitcast i8* %scevgep1270 to double*
  %scevgep1272 = getelementptr double, double* %scevgep12701271, i64 -2
  %.752.us.2.3 = load double, double* %scevgep1272, align 8
  %.810.us.2.3 = fmul double %.696.us.2.3, 2.000000e+00
  %.811.us.2.3 = fsub double %.752.us.2.3, %.810.us.2.3
  %325 = shl i64 %.550.0117.us.2, 3
  %scevgep1247 = getelementptr i8, i8* %lsr.iv1240, i64 %325
  %scevgep12471248 = bitcast i8* %scevgep1247 to double*
  %.865.us.2.3 = load double, double* %scevgep12471248, align 8
  %.868.us.2.3 = fadd double %.811.us.2.3, %.865.us.2.3
  %.931.us.2.3 = tail call double @llvm.sin.f64(double %.696.us.2.3)
  %.936.us.2.3 = fadd double %.931.us.2.3, %.868.us.2.3
  %.938.us.2.3 = fmul double %.936.us.2.3, %arg.h
  %.939.us.2.3 = fadd double %.696.us.2.3, %.938.us.2.3
  %326 = shl i64 %.550.0117.us.2, 3
  %scevgep1329 = getelementptr i8, i8* %lsr.iv1220, i64 %326
  %scevgep13291330 = bitcast i8* %scevgep1329 to double*
  %scevgep1331 = getelementptr double, double* %scevgep13291330, i64 3
  store double %.939.us.2.3, double* %scevgep1331, align 8
  %327 = shl i64 %.550.0117.us.2, 3
  %scevgep1245 = getelementptr i8, i8* %lsr.iv1240, i64 %327
  %scevgep12451246 = bitcast i8* %scevgep1245 to double*
  %.696.us.2.4 = load double, double* %scevgep12451246, align 8
  %scevgep1279 = getelementptr i8, i8* %lsr.iv1240, i64 %327
  %scevgep12791280 = bitcast i8* %scevgep1279 to double*
  %scevgep1281 = getelementptr double, double* %scevgep12791280, i64 -1
  %.752.us.2.4 = load double, double* %scevgep1281, align 8
  %.810.us.2.4 = fmul double %.696.us.2.4, 2.000000e+00
  %.811.us.2.4 = fsub double %.752.us.2.4, %.810.us.2.4
  %328 = shl i64 %.550.0117.us.2, 3
  %scevgep1294 = getelementptr i8, i8* %lsr.iv1240, i64 %328
  %scevgep12941295 = bitcast i8* %scevgep1294 to double*
  %scevgep1296 = getelementptr double, double* %scevgep12941295, i64 1
  %.865.us.2.4 = load double, double* %scevgep1296, align 8
  %.868.us.2.4 = fadd double %.811.us.2.4, %.865.us.2.4
  %.931.us.2.4 = tail call double @llvm.sin.f64(double %.696.us.2.4)
  %.936.us.2.4 = fadd double %.931.us.2.4, %.868.us.2.4
  %.938.us.2.4 = fmul double %.936.us.2.4, %arg.h
  %.939.us.2.4 = fadd double %.696.us.2.4, %.938.us.2.4
  %329 = shl i64 %.550.0117.us.2, 3
  %scevgep1318 = getelementptr i8, i8* %lsr.iv1220, i64 %329
  %scevgep13181319 = bitcast i8* %scevgep1318 to double*
  %scevgep1320 = getelementptr double, double* %scevgep13181319, i64 4
  store double %.939.us.2.4, double* %scevgep1320, align 8
  %330 = shl i64 %.550.0117.us.2, 3
  %scevgep1291 = getelementptr i8, i8* %lsr.iv1240, i64 %330
  %scevgep12911292 = bitcast i8* %scevgep1291 to double*
  %scevgep1293 = getelementptr double, double* %scevgep12911292, i64 1
  %.696.us.2.5 = load double, double* %scevgep1293, align 8
  %331 = shl i64 %.550.0117.us.2, 3
  %scevgep1243 = getelementptr i8, i8* %lsr.iv1240, i64 %331
  %scevgep12431244 = bitcast i8* %scevgep1243 to double*
  %.752.us.2.5 = load double, double* %scevgep12431244, align 8
  %.810.us.2.5 = fmul double %.696.us.2.5, 2.000000e+00
  %.811.us.2.5 = fsub double %.752.us.2.5, %.810.us.2.5
  %332 = shl i64 %.550.0117.us.2, 3
  %scevgep1303 = getelementptr i8, i8* %lsr.iv1240, i64 %332
  %scevgep13031304 = bitcast i8* %scevgep1303 to double*
  %scevgep1305 = getelementptr double, double* %scevgep13031304, i64 2
  %.865.us.2.5 = load double, double* %scevgep1305, align 8
  %.868.us.2.5 = fadd double %.811.us.2.5, %.865.us.2.5
  %.931.us.2.5 = tail call double @llvm.sin.f64(double %.696.us.2.5)
  %.936.us.2.5 = fadd double %.931.us.2.5, %.868.us.2.5
  %.938.us.2.5 = fmul double %.936.us.2.5, %arg.h
  %.939.us.2.5 = fadd double %.696.us.2.5, %.938.us.2.5
  %333 = shl i64 %.550.0117.us.2, 3
  %scevgep1332 = getelementptr i8, i8* %lsr.iv1220, i64 %333
  %scevgep13321333 = bitcast i8* %scevgep1332 to double*
  %scevgep1334 = getelementptr double, double* %scevgep13321333, i64 5
  store double %.939.us.2.5, double* %scevgep1334, align 8
  %334 = shl i64 %.550.0117.us.2, 3
  %scevgep1300 = getelementptr i8, i8* %lsr.iv1240, i64 %334
  %scevgep13001301 = bitcast i8* %scevgep1300 to double*
  %scevgep1302 = getelementptr double, double* %scevgep13001301, i64 2
  %.696.us.2.6 = load double, double* %scevgep1302, align 8
  %335 = shl i64 %.550.0117.us.2, 3
  %scevgep1288 = getelementptr i8, i8* %lsr.iv1240, i64 %335
  %scevgep12881289 = bitcast i8* %scevgep1288 to double*
  %scevgep1290 = getelementptr double, double* %scevgep12881289, i64 1
  %.752.us.2.6 = load double, double* %scevgep1290, align 8
  %.810.us.2.6 = fmul double %.696.us.2.6, 2.000000e+00
  %.811.us.2.6 = fsub double %.752.us.2.6, %.810.us.2.6
  %336 = shl i64 %.550.0117.us.2, 3
  %scevgep1309 = getelementptr i8, i8* %lsr.iv1240, i64 %336
  %scevgep13091310 = bitcast i8* %scevgep1309 to double*
  %scevgep1311 = getelementptr double, double* %scevgep13091310, i64 3
  %.865.us.2.6 = load double, double* %scevgep1311, align 8
  %.868.us.2.6 = fadd double %.811.us.2.6, %.865.us.2.6
  %.931.us.2.6 = tail call double @llvm.sin.f64(double %.696.us.2.6)
  %.936.us.2.6 = fadd double %.931.us.2.6, %.868.us.2.6
  %.938.us.2.6 = fmul double %.936.us.2.6, %arg.h
  %.939.us.2.6 = fadd double %.696.us.2.6, %.938.us.2.6
  %337 = shl i64 %.550.0117.us.2, 3
  %scevgep1312 = getelementptr i8, i8* %lsr.iv1220, i64 %337
  %scevgep13121313 = bitcast i8* %scevgep1312 to double*
  %scevgep1314 = getelementptr double, double* %scevgep13121313, i64 6
  store double %.939.us.2.6, double* %scevgep1314, align 8
  %.619.us.2.7 = add nuw i64 %.550.0117.us.2, 8
  %338 = shl i64 %.550.0117.us.2, 3
  %scevgep1306 = getelementptr i8, i8* %lsr.iv1240, i64 %338
  %scevgep13061307 = bitcast i8* %scevgep1306 to double*
  %scevgep1308 = getelementptr double, double* %scevgep13061307, i64 3
  %.696.us.2.7 = load double, double* %scevgep1308, align 8
  %339 = shl i64 %.550.0117.us.2, 3
  %scevgep1297 = getelementptr i8, i8* %lsr.iv1240, i64 %339
  %scevgep12971298 = bitcast i8* %scevgep1297 to double*
  %scevgep1299 = getelementptr double, double* %scevgep12971298, i64 2
  %.752.us.2.7 = load double, double* %scevgep1299, align 8
  %.810.us.2.7 = fmul double %.696.us.2.7, 2.000000e+00
  %.811.us.2.7 = fsub double %.752.us.2.7, %.810.us.2.7
  %340 = shl i64 %.550.0117.us.2, 3
  %scevgep1255 = getelementptr i8, i8* %lsr.iv1240, i64 %340
  %scevgep12551256 = bitcast i8* %scevgep1255 to double*
  %scevgep1257 = getelementptr double, double* %scevgep12551256, i64 4
  %.865.us.2.7 = load double, double* %scevgep1257, align 8
  %.868.us.2.7 = fadd double %.811.us.2.7, %.865.us.2.7
  %.931.us.2.7 = tail call double @llvm.sin.f64(double %.696.us.2.7)
  %.936.us.2.7 = fadd double %.931.us.2.7, %.868.us.2.7
  %.938.us.2.7 = fmul double %.936.us.2.7, %arg.h
  %.939.us.2.7 = fadd double %.696.us.2.7, %.938.us.2.7
  %341 = shl i64 %.550.0117.us.2, 3
  %scevgep1315 = getelementptr i8, i8* %lsr.iv1220, i64 %341
  %scevgep13151316 = bitcast i8* %scevgep1315 to double*
  %scevgep1317 = getelementptr double, double* %scevgep13151316, i64 7
  store double %.939.us.2.7, double* %scevgep1317, align 8
  %exitcond136.2.not.7 = icmp eq i64 %353, %.619.us.2.7
  br i1 %exitcond136.2.not.7, label %B210.B168.loopexit_crit_edge.us.2, label %for.end.us.2, !llvm.loop !27

B210.B168.loopexit_crit_edge.us.2:                ; preds = %for.end.us.2, %for.end.us.2.prol.loopexit, %middle.block192
  %342 = bitcast i8* %lsr.iv1190 to i1*
  %343 = bitcast i8* %lsr.iv1071 to i1*
  %344 = bitcast i8* %lsr.iv1228 to i1*
  %345 = bitcast i8* %lsr.iv1220 to i1*
  %346 = bitcast i8* %lsr.iv1240 to i1*
  %.497.us.2 = add nuw nsw i64 %.428.0120.us.2, 1
  %scevgep1073 = getelementptr i1, i1* %343, i64 %187
  %347 = bitcast i1* %scevgep1073 to i8*
  %scevgep1192 = getelementptr i1, i1* %342, i64 %187
  %348 = bitcast i1* %scevgep1192 to i8*
  %scevgep1222 = getelementptr i1, i1* %345, i64 %187
  %349 = bitcast i1* %scevgep1222 to i8*
  %scevgep1230 = getelementptr i1, i1* %344, i64 %187
  %350 = bitcast i1* %scevgep1230 to i8*
  %scevgep1242 = getelementptr i1, i1* %346, i64 %187
  %351 = bitcast i1* %scevgep1242 to i8*
  %exitcond137.2.not = icmp eq i64 %.497.us.2, %spec.select
  br i1 %exitcond137.2.not, label %B128.i.1, label %B170.endif.us.2

B128.i.1:                                         ; preds = %B210.B168.loopexit_crit_edge.us.2, %B96.endif.endif.endif.2
  tail call void @NRT_decref(i8* nonnull %.7.i.i5.2)
  %.1095 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.u0.5.0, i64 %arg.u0.5.1)
  %.1096 = extractvalue { i64, i1 } %.1095, 0
  %.1097 = extractvalue { i64, i1 } %.1095, 1
  %.1100 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.1096, i64 8)
  %.1102 = extractvalue { i64, i1 } %.1100, 1
  %.1103 = or i1 %.1097, %.1102
  br i1 %.1103, label %B398.endif.endif.if, label %B398.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B398.endif.endif.endif.if, %B96.endif.if, %B0.endif.if, %for.end.1.endif, %B398.endif.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 1, %B398.endif.endif.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.if ], [ 1, %B398.endif.endif.endif.if ], [ 1, %B96.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579442362368, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !28
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !29
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579445797888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %352 = bitcast i8* %.5.i to i8**
  %.6.i = load i8*, i8** %352, align 8
  %.129 = bitcast double* %arg.u0.4 to i8*
  %.130 = mul i64 %arg.u0.3, %arg.u0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i, i8* align 1 %.129, i64 %.130, i1 false)
  %.105 = shl i64 %arg.u0.5.0, 3
  %.388 = mul i64 %.105, %arg.u0.5.1
  %.442.inv = icmp sgt i64 %arg.u0.5.0, 0
  %spec.select = select i1 %.442.inv, i64 %arg.u0.5.0, i64 0
  %.563 = add i64 %arg.u0.5.1, -2
  %.564.inv = icmp sgt i64 %.563, 0
  %.563.op = add i64 %arg.u0.5.1, -1
  %353 = select i1 %.564.inv, i64 %.563.op, i64 1
  tail call void @NRT_incref(i8* nonnull %.7.i.i)
  %.7.i.i5 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.61, i32 32), !noalias !1
  %.8.i.i6 = icmp eq i8* %.7.i.i5, null
  tail call void @NRT_decref(i8* %arg.u0.0)
  br i1 %.8.i.i6, label %B96.endif.if, label %B96.endif.endif.endif, !prof !0

B96.endif.if:                                     ; preds = %B396.1, %B396, %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579445797888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B96.endif.endif.endif:                            ; preds = %B0.endif.endif.endif.endif
  %354 = icmp sgt i64 %.563, 0
  %355 = icmp sgt i64 %arg.u0.5.0, 0
  %const = bitcast i64 4611686018427387896 to i64
  %.5.i11 = getelementptr i8, i8* %.7.i.i5, i64 24
  %356 = bitcast i8* %.5.i11 to i8**
  %.6.i12 = load i8*, i8** %356, align 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i12, i8* align 1 %.6.i, i64 %.388, i1 false)
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %357 = select i1 %355, i1 %354, i1 false
  br i1 %357, label %B170.endif.us.preheader, label %B396

B170.endif.us.preheader:                          ; preds = %B96.endif.endif.endif
  %358 = shl i64 %arg.u0.5.1, 3
  %359 = shl i64 %353, 3
  %360 = add i64 %359, 8
  %361 = add i64 %353, -1
  %362 = add i64 %353, -9
  %363 = lshr i64 %362, 3
  %364 = add nuw nsw i64 %363, 1
  %n.vec = and i64 %361, -8
  %ind.end = or i64 %n.vec, 1
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter298 = and i64 %364, 7
  %unroll_iter301 = and i64 %364, %const
  %scevgep1600 = getelementptr i8, i8* %.6.i12, i64 464
  %365 = shl i64 %arg.u0.5.1, 3
  %scevgep1719 = getelementptr i8, i8* %.6.i, i64 456
  %scevgep1757 = getelementptr i8, i8* %.6.i12, i64 8
  %scevgep1769 = getelementptr i8, i8* %.6.i12, i64 32
  br label %B170.endif.us

B170.endif.us:                                    ; preds = %B170.endif.us.preheader, %B210.B168.loopexit_crit_edge.us
  %lsr.iv1770 = phi i8* [ %scevgep1769, %B170.endif.us.preheader ], [ %531, %B210.B168.loopexit_crit_edge.us ]
  %lsr.iv1758 = phi i8* [ %scevgep1757, %B170.endif.us.preheader ], [ %530, %B210.B168.loopexit_crit_edge.us ]
  %lsr.iv1750 = phi i8* [ %.6.i, %B170.endif.us.preheader ], [ %529, %B210.B168.loopexit_crit_edge.us ]
  %lsr.iv1720 = phi i8* [ %scevgep1719, %B170.endif.us.preheader ], [ %528, %B210.B168.loopexit_crit_edge.us ]
  %lsr.iv1601 = phi i8* [ %scevgep1600, %B170.endif.us.preheader ], [ %527, %B210.B168.loopexit_crit_edge.us ]
  %.428.0120.us = phi i64 [ %.497.us, %B210.B168.loopexit_crit_edge.us ], [ 0, %B170.endif.us.preheader ]
  %366 = icmp ult i64 %361, 8
  %367 = mul i64 %358, %.428.0120.us
  %.691.us = mul i64 %.428.0120.us, %arg.u0.5.1
  br i1 %366, label %for.end.us.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %B170.endif.us
  %368 = add i64 %360, %367
  %scevgep155 = getelementptr i8, i8* %.6.i12, i64 %368
  %scevgep154 = getelementptr i8, i8* %.6.i12, i64 %367
  %369 = add i64 %359, %367
  %scevgep153 = getelementptr i8, i8* %.6.i, i64 %369
  %370 = add i64 %367, 8
  %scevgep = getelementptr i8, i8* %.6.i, i64 %370
  %bound0 = icmp ult i8* %scevgep, %scevgep155
  %bound1 = icmp ult i8* %scevgep154, %scevgep153
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.end.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %371 = icmp ult i64 %362, 56
  br i1 %371, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv1746 = phi i64 [ %unroll_iter301, %vector.body.preheader ], [ %lsr.iv.next1747, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %372 = shl i64 %index, 3
  %scevgep1713 = getelementptr i8, i8* %lsr.iv1601, i64 %372
  %scevgep17131714 = bitcast i8* %scevgep1713 to <8 x double>*
  %scevgep1715 = getelementptr <8 x double>, <8 x double>* %scevgep17131714, i64 -7
  %scevgep17151716 = bitcast <8 x double>* %scevgep1715 to i8*
  %uglygep1717 = getelementptr i8, i8* %scevgep17151716, i64 -8
  %uglygep17171718 = bitcast i8* %uglygep1717 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %uglygep17171718, align 8, !alias.scope !36
  %373 = shl i64 %index, 3
  %scevgep1707 = getelementptr i8, i8* %lsr.iv1601, i64 %373
  %scevgep17071708 = bitcast i8* %scevgep1707 to <8 x double>*
  %scevgep1709 = getelementptr <8 x double>, <8 x double>* %scevgep17071708, i64 -7
  %scevgep17091710 = bitcast <8 x double>* %scevgep1709 to i8*
  %uglygep1711 = getelementptr i8, i8* %scevgep17091710, i64 -16
  %uglygep17111712 = bitcast i8* %uglygep1711 to <8 x double>*
  %wide.load156 = load <8 x double>, <8 x double>* %uglygep17111712, align 8, !alias.scope !36
  %374 = fmul <8 x double> %wide.load, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %375 = fsub <8 x double> %wide.load156, %374
  %376 = shl i64 %index, 3
  %scevgep1704 = getelementptr i8, i8* %lsr.iv1601, i64 %376
  %scevgep17041705 = bitcast i8* %scevgep1704 to <8 x double>*
  %scevgep1706 = getelementptr <8 x double>, <8 x double>* %scevgep17041705, i64 -7
  %wide.load157 = load <8 x double>, <8 x double>* %scevgep1706, align 8, !alias.scope !36
  %377 = fadd <8 x double> %375, %wide.load157
  %378 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %379 = fadd <8 x double> %378, %377
  %380 = fmul <8 x double> %379, %broadcast.splat
  %381 = fadd <8 x double> %wide.load, %380
  %382 = shl i64 %index, 3
  %scevgep1743 = getelementptr i8, i8* %lsr.iv1720, i64 %382
  %scevgep17431744 = bitcast i8* %scevgep1743 to <8 x double>*
  %scevgep1745 = getelementptr <8 x double>, <8 x double>* %scevgep17431744, i64 -7
  store <8 x double> %381, <8 x double>* %scevgep1745, align 8, !alias.scope !39, !noalias !36
  %383 = shl i64 %index, 3
  %scevgep1688 = getelementptr i8, i8* %lsr.iv1601, i64 %383
  %scevgep16881689 = bitcast i8* %scevgep1688 to <8 x double>*
  %scevgep1690 = getelementptr <8 x double>, <8 x double>* %scevgep16881689, i64 -6
  %scevgep16901691 = bitcast <8 x double>* %scevgep1690 to i8*
  %uglygep1692 = getelementptr i8, i8* %scevgep16901691, i64 -8
  %uglygep16921693 = bitcast i8* %uglygep1692 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %uglygep16921693, align 8, !alias.scope !36
  %384 = shl i64 %index, 3
  %scevgep1682 = getelementptr i8, i8* %lsr.iv1601, i64 %384
  %scevgep16821683 = bitcast i8* %scevgep1682 to <8 x double>*
  %scevgep1684 = getelementptr <8 x double>, <8 x double>* %scevgep16821683, i64 -6
  %scevgep16841685 = bitcast <8 x double>* %scevgep1684 to i8*
  %uglygep1686 = getelementptr i8, i8* %scevgep16841685, i64 -16
  %uglygep16861687 = bitcast i8* %uglygep1686 to <8 x double>*
  %wide.load156.1 = load <8 x double>, <8 x double>* %uglygep16861687, align 8, !alias.scope !36
  %385 = fmul <8 x double> %wide.load.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %386 = fsub <8 x double> %wide.load156.1, %385
  %387 = shl i64 %index, 3
  %scevgep1679 = getelementptr i8, i8* %lsr.iv1601, i64 %387
  %scevgep16791680 = bitcast i8* %scevgep1679 to <8 x double>*
  %scevgep1681 = getelementptr <8 x double>, <8 x double>* %scevgep16791680, i64 -6
  %wide.load157.1 = load <8 x double>, <8 x double>* %scevgep1681, align 8, !alias.scope !36
  %388 = fadd <8 x double> %386, %wide.load157.1
  %389 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %390 = fadd <8 x double> %389, %388
  %391 = fmul <8 x double> %390, %broadcast.splat
  %392 = fadd <8 x double> %wide.load.1, %391
  %393 = shl i64 %index, 3
  %scevgep1738 = getelementptr i8, i8* %lsr.iv1720, i64 %393
  %scevgep17381739 = bitcast i8* %scevgep1738 to <8 x double>*
  %scevgep1740 = getelementptr <8 x double>, <8 x double>* %scevgep17381739, i64 -6
  store <8 x double> %392, <8 x double>* %scevgep1740, align 8, !alias.scope !39, !noalias !36
  %394 = shl i64 %index, 3
  %scevgep1673 = getelementptr i8, i8* %lsr.iv1601, i64 %394
  %scevgep16731674 = bitcast i8* %scevgep1673 to <8 x double>*
  %scevgep1675 = getelementptr <8 x double>, <8 x double>* %scevgep16731674, i64 -5
  %scevgep16751676 = bitcast <8 x double>* %scevgep1675 to i8*
  %uglygep1677 = getelementptr i8, i8* %scevgep16751676, i64 -8
  %uglygep16771678 = bitcast i8* %uglygep1677 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %uglygep16771678, align 8, !alias.scope !36
  %395 = shl i64 %index, 3
  %scevgep1667 = getelementptr i8, i8* %lsr.iv1601, i64 %395
  %scevgep16671668 = bitcast i8* %scevgep1667 to <8 x double>*
  %scevgep1669 = getelementptr <8 x double>, <8 x double>* %scevgep16671668, i64 -5
  %scevgep16691670 = bitcast <8 x double>* %scevgep1669 to i8*
  %uglygep1671 = getelementptr i8, i8* %scevgep16691670, i64 -16
  %uglygep16711672 = bitcast i8* %uglygep1671 to <8 x double>*
  %wide.load156.2 = load <8 x double>, <8 x double>* %uglygep16711672, align 8, !alias.scope !36
  %396 = fmul <8 x double> %wide.load.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %397 = fsub <8 x double> %wide.load156.2, %396
  %398 = shl i64 %index, 3
  %scevgep1664 = getelementptr i8, i8* %lsr.iv1601, i64 %398
  %scevgep16641665 = bitcast i8* %scevgep1664 to <8 x double>*
  %scevgep1666 = getelementptr <8 x double>, <8 x double>* %scevgep16641665, i64 -5
  %wide.load157.2 = load <8 x double>, <8 x double>* %scevgep1666, align 8, !alias.scope !36
  %399 = fadd <8 x double> %397, %wide.load157.2
  %400 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %401 = fadd <8 x double> %400, %399
  %402 = fmul <8 x double> %401, %broadcast.splat
  %403 = fadd <8 x double> %wide.load.2, %402
  %404 = shl i64 %index, 3
  %scevgep1735 = getelementptr i8, i8* %lsr.iv1720, i64 %404
  %scevgep17351736 = bitcast i8* %scevgep1735 to <8 x double>*
  %scevgep1737 = getelementptr <8 x double>, <8 x double>* %scevgep17351736, i64 -5
  store <8 x double> %403, <8 x double>* %scevgep1737, align 8, !alias.scope !39, !noalias !36
  %405 = shl i64 %index, 3
  %scevgep1658 = getelementptr i8, i8* %lsr.iv1601, i64 %405
  %scevgep16581659 = bitcast i8* %scevgep1658 to <8 x double>*
  %scevgep1660 = getelementptr <8 x double>, <8 x double>* %scevgep16581659, i64 -4
  %scevgep16601661 = bitcast <8 x double>* %scevgep1660 to i8*
  %uglygep1662 = getelementptr i8, i8* %scevgep16601661, i64 -8
  %uglygep16621663 = bitcast i8* %uglygep1662 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %uglygep16621663, align 8, !alias.scope !36
  %406 = shl i64 %index, 3
  %scevgep1652 = getelementptr i8, i8* %lsr.iv1601, i64 %406
  %scevgep16521653 = bitcast i8* %scevgep1652 to <8 x double>*
  %scevgep1654 = getelementptr <8 x double>, <8 x double>* %scevgep16521653, i64 -4
  %scevgep16541655 = bitcast <8 x double>* %scevgep1654 to i8*
  %uglygep1656 = getelementptr i8, i8* %scevgep16541655, i64 -16
  %uglygep16561657 = bitcast i8* %uglygep1656 to <8 x double>*
  %wide.load156.3 = load <8 x double>, <8 x double>* %uglygep16561657, align 8, !alias.scope !36
  %407 = fmul <8 x double> %wide.load.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %408 = fsub <8 x double> %wide.load156.3, %407
  %409 = shl i64 %index, 3
  %scevgep1649 = getelementptr i8, i8* %lsr.iv1601, i64 %409
  %scevgep16491650 = bitcast i8* %scevgep1649 to <8 x double>*
  %scevgep1651 = getelementptr <8 x double>, <8 x double>* %scevgep16491650, i64 -4
  %wide.load157.3 = load <8 x double>, <8 x double>* %scevgep1651, align 8, !alias.scope !36
  %410 = fadd <8 x double> %408, %wide.load157.3
  %411 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %412 = fadd <8 x double> %411, %410
  %413 = fmul <8 x double> %412, %broadcast.splat
  %414 = fadd <8 x double> %wide.load.3, %413
  %415 = shl i64 %index, 3
  %scevgep1732 = getelementptr i8, i8* %lsr.iv1720, i64 %415
  %scevgep17321733 = bitcast i8* %scevgep1732 to <8 x double>*
  %scevgep1734 = getelementptr <8 x double>, <8 x double>* %scevgep17321733, i64 -4
  store <8 x double> %414, <8 x double>* %scevgep1734, align 8, !alias.scope !39, !noalias !36
  %416 = shl i64 %index, 3
  %scevgep1643 = getelementptr i8, i8* %lsr.iv1601, i64 %416
  %scevgep16431644 = bitcast i8* %scevgep1643 to <8 x double>*
  %scevgep1645 = getelementptr <8 x double>, <8 x double>* %scevgep16431644, i64 -3
  %scevgep16451646 = bitcast <8 x double>* %scevgep1645 to i8*
  %uglygep1647 = getelementptr i8, i8* %scevgep16451646, i64 -8
  %uglygep16471648 = bitcast i8* %uglygep1647 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %uglygep16471648, align 8, !alias.scope !36
  %417 = shl i64 %index, 3
  %scevgep1637 = getelementptr i8, i8* %lsr.iv1601, i64 %417
  %scevgep16371638 = bitcast i8* %scevgep1637 to <8 x double>*
  %scevgep1639 = getelementptr <8 x double>, <8 x double>* %scevgep16371638, i64 -3
  %scevgep16391640 = bitcast <8 x double>* %scevgep1639 to i8*
  %uglygep1641 = getelementptr i8, i8* %scevgep16391640, i64 -16
  %uglygep16411642 = bitcast i8* %uglygep1641 to <8 x double>*
  %wide.load156.4 = load <8 x double>, <8 x double>* %uglygep16411642, align 8, !alias.scope !36
  %418 = fmul <8 x double> %wide.load.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %419 = fsub <8 x double> %wide.load156.4, %418
  %420 = shl i64 %index, 3
  %scevgep1634 = getelementptr i8, i8* %lsr.iv1601, i64 %420
  %scevgep16341635 = bitcast i8* %scevgep1634 to <8 x double>*
  %scevgep1636 = getelementptr <8 x double>, <8 x double>* %scevgep16341635, i64 -3
  %wide.load157.4 = load <8 x double>, <8 x double>* %scevgep1636, align 8, !alias.scope !36
  %421 = fadd <8 x double> %419, %wide.load157.4
  %422 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %423 = fadd <8 x double> %422, %421
  %424 = fmul <8 x double> %423, %broadcast.splat
  %425 = fadd <8 x double> %wide.load.4, %424
  %426 = shl i64 %index, 3
  %scevgep1729 = getelementptr i8, i8* %lsr.iv1720, i64 %426
  %scevgep17291730 = bitcast i8* %scevgep1729 to <8 x double>*
  %scevgep1731 = getelementptr <8 x double>, <8 x double>* %scevgep17291730, i64 -3
  store <8 x double> %425, <8 x double>* %scevgep1731, align 8, !alias.scope !39, !noalias !36
  %427 = shl i64 %index, 3
  %scevgep1628 = getelementptr i8, i8* %lsr.iv1601, i64 %427
  %scevgep16281629 = bitcast i8* %scevgep1628 to <8 x double>*
  %scevgep1630 = getelementptr <8 x double>, <8 x double>* %scevgep16281629, i64 -2
  %scevgep16301631 = bitcast <8 x double>* %scevgep1630 to i8*
  %uglygep1632 = getelementptr i8, i8* %scevgep16301631, i64 -8
  %uglygep16321633 = bitcast i8* %uglygep1632 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %uglygep16321633, align 8, !alias.scope !36
  %428 = shl i64 %index, 3
  %scevgep1622 = getelementptr i8, i8* %lsr.iv1601, i64 %428
  %scevgep16221623 = bitcast i8* %scevgep1622 to <8 x double>*
  %scevgep1624 = getelementptr <8 x double>, <8 x double>* %scevgep16221623, i64 -2
  %scevgep16241625 = bitcast <8 x double>* %scevgep1624 to i8*
  %uglygep1626 = getelementptr i8, i8* %scevgep16241625, i64 -16
  %uglygep16261627 = bitcast i8* %uglygep1626 to <8 x double>*
  %wide.load156.5 = load <8 x double>, <8 x double>* %uglygep16261627, align 8, !alias.scope !36
  %429 = fmul <8 x double> %wide.load.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %430 = fsub <8 x double> %wide.load156.5, %429
  %431 = shl i64 %index, 3
  %scevgep1619 = getelementptr i8, i8* %lsr.iv1601, i64 %431
  %scevgep16191620 = bitcast i8* %scevgep1619 to <8 x double>*
  %scevgep1621 = getelementptr <8 x double>, <8 x double>* %scevgep16191620, i64 -2
  %wide.load157.5 = load <8 x double>, <8 x double>* %scevgep1621, align 8, !alias.scope !36
  %432 = fadd <8 x double> %430, %wide.load157.5
  %433 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %434 = fadd <8 x double> %433, %432
  %435 = fmul <8 x double> %434, %broadcast.splat
  %436 = fadd <8 x double> %wide.load.5, %435
  %437 = shl i64 %index, 3
  %scevgep1726 = getelementptr i8, i8* %lsr.iv1720, i64 %437
  %scevgep17261727 = bitcast i8* %scevgep1726 to <8 x double>*
  %scevgep1728 = getelementptr <8 x double>, <8 x double>* %scevgep17261727, i64 -2
  store <8 x double> %436, <8 x double>* %scevgep1728, align 8, !alias.scope !39, !noalias !36
  %438 = shl i64 %index, 3
  %scevgep1613 = getelementptr i8, i8* %lsr.iv1601, i64 %438
  %scevgep16131614 = bitcast i8* %scevgep1613 to <8 x double>*
  %scevgep1615 = getelementptr <8 x double>, <8 x double>* %scevgep16131614, i64 -1
  %scevgep16151616 = bitcast <8 x double>* %scevgep1615 to i8*
  %uglygep1617 = getelementptr i8, i8* %scevgep16151616, i64 -8
  %uglygep16171618 = bitcast i8* %uglygep1617 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %uglygep16171618, align 8, !alias.scope !36
  %439 = shl i64 %index, 3
  %scevgep1607 = getelementptr i8, i8* %lsr.iv1601, i64 %439
  %scevgep16071608 = bitcast i8* %scevgep1607 to <8 x double>*
  %scevgep1609 = getelementptr <8 x double>, <8 x double>* %scevgep16071608, i64 -1
  %scevgep16091610 = bitcast <8 x double>* %scevgep1609 to i8*
  %uglygep1611 = getelementptr i8, i8* %scevgep16091610, i64 -16
  %uglygep16111612 = bitcast i8* %uglygep1611 to <8 x double>*
  %wide.load156.6 = load <8 x double>, <8 x double>* %uglygep16111612, align 8, !alias.scope !36
  %440 = fmul <8 x double> %wide.load.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %441 = fsub <8 x double> %wide.load156.6, %440
  %442 = shl i64 %index, 3
  %scevgep1604 = getelementptr i8, i8* %lsr.iv1601, i64 %442
  %scevgep16041605 = bitcast i8* %scevgep1604 to <8 x double>*
  %scevgep1606 = getelementptr <8 x double>, <8 x double>* %scevgep16041605, i64 -1
  %wide.load157.6 = load <8 x double>, <8 x double>* %scevgep1606, align 8, !alias.scope !36
  %443 = fadd <8 x double> %441, %wide.load157.6
  %444 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %445 = fadd <8 x double> %444, %443
  %446 = fmul <8 x double> %445, %broadcast.splat
  %447 = fadd <8 x double> %wide.load.6, %446
  %448 = shl i64 %index, 3
  %scevgep1723 = getelementptr i8, i8* %lsr.iv1720, i64 %448
  %scevgep17231724 = bitcast i8* %scevgep1723 to <8 x double>*
  %scevgep1725 = getelementptr <8 x double>, <8 x double>* %scevgep17231724, i64 -1
  store <8 x double> %447, <8 x double>* %scevgep1725, align 8, !alias.scope !39, !noalias !36
  %449 = shl i64 %index, 3
  %scevgep1698 = getelementptr i8, i8* %lsr.iv1601, i64 %449
  %uglygep1700 = getelementptr i8, i8* %scevgep1698, i64 -8
  %uglygep17001701 = bitcast i8* %uglygep1700 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %uglygep17001701, align 8, !alias.scope !36
  %450 = shl i64 %index, 3
  %scevgep1694 = getelementptr i8, i8* %lsr.iv1601, i64 %450
  %uglygep1696 = getelementptr i8, i8* %scevgep1694, i64 -16
  %uglygep16961697 = bitcast i8* %uglygep1696 to <8 x double>*
  %wide.load156.7 = load <8 x double>, <8 x double>* %uglygep16961697, align 8, !alias.scope !36
  %451 = fmul <8 x double> %wide.load.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %452 = fsub <8 x double> %wide.load156.7, %451
  %453 = shl i64 %index, 3
  %scevgep1702 = getelementptr i8, i8* %lsr.iv1601, i64 %453
  %scevgep17021703 = bitcast i8* %scevgep1702 to <8 x double>*
  %wide.load157.7 = load <8 x double>, <8 x double>* %scevgep17021703, align 8, !alias.scope !36
  %454 = fadd <8 x double> %452, %wide.load157.7
  %455 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %456 = fadd <8 x double> %455, %454
  %457 = fmul <8 x double> %456, %broadcast.splat
  %458 = fadd <8 x double> %wide.load.7, %457
  %459 = shl i64 %index, 3
  %scevgep1741 = getelementptr i8, i8* %lsr.iv1720, i64 %459
  %scevgep17411742 = bitcast i8* %scevgep1741 to <8 x double>*
  store <8 x double> %458, <8 x double>* %scevgep17411742, align 8, !alias.scope !39, !noalias !36
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next1747 = add i64 %lsr.iv1746, -8
  %niter302.ncmp.7 = icmp eq i64 %lsr.iv.next1747, 0
  br i1 %niter302.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !41

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %460 = icmp eq i64 %xtraiter298, 0
  br i1 %460, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1748 = phi i64 [ %xtraiter298, %vector.body.epil.preheader ], [ %lsr.iv.next1749, %vector.body.epil ]
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %vector.body.epil.preheader ]
  %461 = bitcast i8* %.6.i12 to double*
  %462 = bitcast i8* %.6.i to double*
  %offset.idx.epil = or i64 %index.epil, 1
  %463 = or i64 %index.epil, 2
  %464 = add i64 %offset.idx.epil, %.691.us
  %465 = getelementptr double, double* %461, i64 %464
  %466 = bitcast double* %465 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %466, align 8, !alias.scope !36
  %467 = add i64 %464, -1
  %468 = getelementptr double, double* %461, i64 %467
  %469 = bitcast double* %468 to <8 x double>*
  %wide.load156.epil = load <8 x double>, <8 x double>* %469, align 8, !alias.scope !36
  %470 = fmul <8 x double> %wide.load.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %471 = fsub <8 x double> %wide.load156.epil, %470
  %472 = add i64 %463, %.691.us
  %473 = getelementptr double, double* %461, i64 %472
  %474 = bitcast double* %473 to <8 x double>*
  %wide.load157.epil = load <8 x double>, <8 x double>* %474, align 8, !alias.scope !36
  %475 = fadd <8 x double> %471, %wide.load157.epil
  %476 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %477 = fadd <8 x double> %476, %475
  %478 = fmul <8 x double> %477, %broadcast.splat
  %479 = fadd <8 x double> %wide.load.epil, %478
  %480 = getelementptr double, double* %462, i64 %464
  %481 = bitcast double* %480 to <8 x double>*
  store <8 x double> %479, <8 x double>* %481, align 8, !alias.scope !39, !noalias !36
  %index.next.epil = add nuw i64 %index.epil, 8
  %lsr.iv.next1749 = add nsw i64 %lsr.iv1748, -1
  %epil.iter299.cmp.not = icmp eq i64 %lsr.iv.next1749, 0
  br i1 %epil.iter299.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !42

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %482 = icmp eq i64 %361, %n.vec
  br i1 %482, label %B210.B168.loopexit_crit_edge.us, label %for.end.us.preheader

for.end.us.preheader:                             ; preds = %vector.memcheck, %B170.endif.us, %middle.block
  %.550.0117.us.ph = phi i64 [ 1, %vector.memcheck ], [ 1, %B170.endif.us ], [ %ind.end, %middle.block ]
  %483 = sub i64 %353, %.550.0117.us.ph
  %484 = xor i64 %.550.0117.us.ph, -1
  %485 = add i64 %353, %484
  %xtraiter303 = and i64 %483, 7
  %lcmp.mod304.not = icmp eq i64 %xtraiter303, 0
  br i1 %lcmp.mod304.not, label %for.end.us.prol.loopexit, label %for.end.us.prol.preheader

for.end.us.prol.preheader:                        ; preds = %for.end.us.preheader
  br label %for.end.us.prol

for.end.us.prol:                                  ; preds = %for.end.us.prol.preheader, %for.end.us.prol
  %lsr.iv1755 = phi i64 [ %xtraiter303, %for.end.us.prol.preheader ], [ %lsr.iv.next1756, %for.end.us.prol ]
  %.550.0117.us.prol = phi i64 [ %.619.us.prol, %for.end.us.prol ], [ %.550.0117.us.ph, %for.end.us.prol.preheader ]
  %.619.us.prol = add nuw i64 %.550.0117.us.prol, 1
  %486 = shl i64 %.550.0117.us.prol, 3
  %scevgep1763 = getelementptr i8, i8* %lsr.iv1758, i64 %486
  %scevgep17631764 = bitcast i8* %scevgep1763 to double*
  %scevgep1765 = getelementptr double, double* %scevgep17631764, i64 -1
  %.696.us.prol = load double, double* %scevgep1765, align 8
  %487 = shl i64 %.550.0117.us.prol, 3
  %scevgep1766 = getelementptr i8, i8* %lsr.iv1758, i64 %487
  %scevgep17661767 = bitcast i8* %scevgep1766 to double*
  %scevgep1768 = getelementptr double, double* %scevgep17661767, i64 -2
  %.752.us.prol = load double, double* %scevgep1768, align 8
  %.810.us.prol = fmul double %.696.us.prol, 2.000000e+00
  %.811.us.prol = fsub double %.752.us.prol, %.810.us.prol
  %488 = shl i64 %.550.0117.us.prol, 3
  %scevgep1761 = getelementptr i8, i8* %lsr.iv1758, i64 %488
  %scevgep17611762 = bitcast i8* %scevgep1761 to double*
  %.865.us.prol = load double, double* %scevgep17611762, align 8
  %.868.us.prol = fadd double %.811.us.prol, %.865.us.prol
  %.931.us.prol = tail call double @llvm.sin.f64(double %.696.us.prol)
  %.936.us.prol = fadd double %.931.us.prol, %.868.us.prol
  %.938.us.prol = fmul double %.936.us.prol, %arg.h
  %.939.us.prol = fadd double %.696.us.prol, %.938.us.prol
  %489 = shl i64 %.550.0117.us.prol, 3
  %scevgep1753 = getelementptr i8, i8* %lsr.iv1750, i64 %489
  %scevgep17531754 = bitcast i8* %scevgep1753 to double*
  store double %.939.us.prol, double* %scevgep17531754, align 8
  %lsr.iv.next1756 = add nsw i64 %lsr.iv1755, -1
  %prol.iter305.cmp.not = icmp eq i64 %lsr.iv.next1756, 0
  br i1 %prol.iter305.cmp.not, label %for.end.us.prol.loopexit, label %for.end.us.prol, !llvm.loop !43

for.end.us.prol.loopexit:                         ; preds = %for.end.us.prol, %for.end.us.preheader
  %.550.0117.us.unr = phi i64 [ %.550.0117.us.ph, %for.end.us.preheader ], [ %.619.us.prol, %for.end.us.prol ]
  %490 = icmp ult i64 %485, 7
  br i1 %490, label %B210.B168.loopexit_crit_edge.us, label %for.end.us.preheader351

for.end.us.preheader351:                          ; preds = %for.end.us.prol.loopexit
  br label %for.end.us

for.end.us:                                       ; preds = %for.end.us.preheader351, %for.end.us
  %.550.0117.us = phi i64 [ %.619.us.7, %for.end.us ], [ %.550.0117.us.unr, %for.end.us.preheader351 ]
  %491 = shl i64 %.550.0117.us, 3
  %scevgep1782 = getelementptr i8, i8* %lsr.iv1770, i64 %491
  %scevgep17821783 = bitcast i8* %scevgep1782 to double*
  %scevgep1784 = getelementptr double, double* %scevgep17821783, i64 -4
  %.696.us = load double, double* %scevgep1784, align 8
  %492 = shl i64 %.550.0117.us, 3
  %scevgep1788 = getelementptr i8, i8* %lsr.iv1770, i64 %492
  %scevgep17881789 = bitcast i8* %scevgep1788 to double*
  %scevgep1790 = getelementptr double, double* %scevgep17881789, i64 -5
  %.752.us = load double, double* %scevgep1790, align 8
  %.810.us = fmul double %.696.us, 2.000000e+00
  %.811.us = fsub double %.752.us, %.810.us
  %493 = shl i64 %.550.0117.us, 3
  %scevgep1797 = getelementptr i8, i8* %lsr.iv1770, i64 %493
  %scevgep17971798 = bitcast i8* %scevgep1797 to double*
  %scevgep1799 = getelementptr double, double* %scevgep17971798, i64 -3
  %.865.us = load double, double* %scevgep1799, align 8
  %.868.us = fadd double %.811.us, %.865.us
  %.931.us = tail call double @llvm.sin.f64(double %.696.us)
  %.936.us = fadd double %.931.us, %.868.us
  %.938.us = fmul double %.936.us, %arg.h
  %.939.us = fadd double %.696.us, %.938.us
  %494 = shl i64 %.550.0117.us, 3
  %scevgep1851 = getelementptr i8, i8* %lsr.iv1750, i64 %494
  %scevgep18511852 = bitcast i8* %scevgep1851 to double*
  store double %.939.us, double* %scevgep18511852, align 8
  %495 = shl i64 %.550.0117.us, 3
  %scevgep1794 = getelementptr i8, i8* %lsr.iv1770, i64 %495
  %scevgep17941795 = bitcast i8* %scevgep1794 to double*
  %scevgep1796 = getelementptr double, double* %scevgep17941795, i64 -3
  %.696.us.1310 = load double, double* %scevgep1796, align 8
  %496 = shl i64 %.550.0117.us, 3
  %scevgep1779 = getelementptr i8, i8* %lsr.iv1770, i64 %496
  %scevgep17791780 = bitcast i8* %scevgep1779 to double*
  %scevgep1781 = getelementptr double, double* %scevgep17791780, i64 -4
  %.752.us.1313 = load double, double* %scevgep1781, align 8
  %.810.us.1314 = fmul double %.696.us.1310, 2.000000e+00
  %.811.us.1315 = fsub double %.752.us.1313, %.810.us.1314
  %497 = shl i64 %.550.0117.us, 3
  %scevgep1806 = getelementptr i8, i8* %lsr.iv1770, i64 %497
  %scevgep18061807 = bitcast i8* %scevgep1806 to double*
  %scevgep1808 = getelementptr double, double* %scevgep18061807, i64 -2
  %.865.us.1318 = load double, double* %scevgep1808, align 8
  %.868.us.1319 = fadd double %.811.us.1315, %.865.us.1318
  %.931.us.1320 = tail call double @llvm.sin.f64(double %.696.us.1310)
  %.936.us.1321 = fadd double %.931.us.1320, %.868.us.1319
  %.938.us.1322 = fmul double %.936.us.1321, %arg.h
  %.939.us.1323 = fadd double %.696.us.1310, %.938.us.1322
  %498 = shl i64 %.550.0117.us, 3
  %scevgep1853 = getelementptr i8, i8* %lsr.iv1750, i64 %498
  %scevgep18531854 = bitcast i8* %scevgep1853 to double*
  %scevgep1855 = getelementptr double, double* %scevgep18531854, i64 1
  store double %.939.us.1323, double* %scevgep1855, align 8
  %499 = shl i64 %.550.0117.us, 3
  %scevgep1803 = getelementptr i8, i8* %lsr.iv1770, i64 %499
  %scevgep18031804 = bitcast i8* %scevgep1803 to double*
  %scevgep1805 = getelementptr double, double* %scevgep18031804, i64 -2
  %.696.us.2330 = load double, double* %scevgep1805, align 8
  %500 = shl i64 %.550.0117.us, 3
  %scevgep1791 = getelementptr i8, i8* %lsr.iv1770, i64 %500
  %scevgep17911792 = bitcast i8* %scevgep1791 to double*
  %scevgep1793 = getelementptr double, double* %scevgep17911792, i64 -3
  %.752.us.2333 = load double, double* %scevgep1793, align 8
  %.810.us.2334 = fmul double %.696.us.2330, 2.000000e+00
  %.811.us.2335 = fsub double %.752.us.2333, %.810.us.2334
  %501 = shl i64 %.550.0117.us, 3
  %scevgep1815 = getelementptr i8, i8* %lsr.iv1770, i64 %501
  %scevgep18151816 = bitcast i8* %scevgep1815 to double*
  %scevgep1817 = getelementptr double, double* %scevgep18151816, i64 -1
  %.865.us.2338 = load double, double* %scevgep1817, align 8
  %.868.us.2339 = fadd double %.811.us.2335, %.865.us.2338
  %.931.us.2340 = tail call double @llvm.sin.f64(double %.696.us.2330)
  %.936.us.2341 = fadd double %.931.us.2340, %.868.us.2339
  %.938.us.2342 = fmul double %.936.us.2341, %arg.h
  %.939.us.2343 = fadd double %.696.us.2330, %.938.us.2342
  %502 = shl i64 %.550.0117.us, 3
  %scevgep1856 = getelementptr i8, i8* %lsr.iv1750, i64 %502
  %scevgep18561857 = bitcast i8* %scevgep1856 to double*
  %scevgep1858 = getelementptr double, double* %scevgep18561857, i64 2
  store double %.939.us.2343, double* %scevgep1858, align 8
  %503 = shl i64 %.550.0117.us, 3
  %scevgep1812 = getelementptr i8, i8* %lsr.iv1770, i64 %503
  %scevgep18121813 = bitcast i8* %scevgep1812 to double*
  %scevgep1814 = getelementptr double, double* %scevgep18121813, i64 -1
  %.696.us.3 = load double, double* %scevgep1814, align 8
  %504 = shl i64 %.550.0117.us, 3
  %scevgep1800 = getelementptr i8, i8* %lsr.iv1770, i64 %504
  %scevgep18001801 = bitcast i8* %scevgep1800 to double*
  %scevgep1802 = getelementptr double, double* %scevgep18001801, i64 -2
  %.752.us.3 = load double, double* %scevgep1802, align 8
  %.810.us.3 = fmul double %.696.us.3, 2.000000e+00
  %.811.us.3 = fsub double %.752.us.3, %.810.us.3
  %505 = shl i64 %.550.0117.us, 3
  %scevgep1777 = getelementptr i8, i8* %lsr.iv1770, i64 %505
  %scevgep17771778 = bitcast i8* %scevgep1777 to double*
  %.865.us.3 = load double, double* %scevgep17771778, align 8
  %.868.us.3 = fadd double %.811.us.3, %.865.us.3
  %.931.us.3 = tail call double @llvm.sin.f64(double %.696.us.3)
  %.936.us.3 = fadd double %.931.us.3, %.868.us.3
  %.938.us.3 = fmul double %.936.us.3, %arg.h
  %.939.us.3 = fadd double %.696.us.3, %.938.us.3
  %506 = shl i64 %.550.0117.us, 3
  %scevgep1859 = getelementptr i8, i8* %lsr.iv1750, i64 %506
  %scevgep18591860 = bitcast i8* %scevgep1859 to double*
  %scevgep1861 = getelementptr double, double* %scevgep18591860, i64 3
  store double %.939.us.3, double* %scevgep1861, align 8
  %507 = shl i64 %.550.0117.us, 3
  %scevgep1775 = getelementptr i8, i8* %lsr.iv1770, i64 %507
  %scevgep17751776 = bitcast i8* %scevgep1775 to double*
  %.696.us.4 = load double, double* %scevgep17751776, align 8
  %scevgep1809 = getelementptr i8, i8* %lsr.iv1770, i64 %507
  %scevgep18091810 = bitcast i8* %scevgep1809 to double*
  %scevgep1811 = getelementptr double, double* %scevgep18091810, i64 -1
  %.752.us.4 = load double, double* %scevgep1811, align 8
  %.810.us.4 = fmul double %.696.us.4, 2.000000e+00
  %.811.us.4 = fsub double %.752.us.4, %.810.us.4
  %508 = shl i64 %.550.0117.us, 3
  %scevgep1824 = getelementptr i8, i8* %lsr.iv1770, i64 %508
  %scevgep18241825 = bitcast i8* %scevgep1824 to double*
  %scevgep1826 = getelementptr double, double* %scevgep18241825, i64 1
  %.865.us.4 = load double, double* %scevgep1826, align 8
  %.868.us.4 = fadd double %.811.us.4, %.865.us.4
  %.931.us.4 = tail call double @llvm.sin.f64(double %.696.us.4)
  %.936.us.4 = fadd double %.931.us.4, %.868.us.4
  %.938.us.4 = fmul double %.936.us.4, %arg.h
  %.939.us.4 = fadd double %.696.us.4, %.938.us.4
  %509 = shl i64 %.550.0117.us, 3
  %scevgep1848 = getelementptr i8, i8* %lsr.iv1750, i64 %509
  %scevgep18481849 = bitcast i8* %scevgep1848 to double*
  %scevgep1850 = getelementptr double, double* %scevgep18481849, i64 4
  store double %.939.us.4, double* %scevgep1850, align 8
  %510 = shl i64 %.550.0117.us, 3
  %scevgep1821 = getelementptr i8, i8* %lsr.iv1770, i64 %510
  %scevgep18211822 = bitcast i8* %scevgep1821 to double*
  %scevgep1823 = getelementptr double, double* %scevgep18211822, i64 1
  %.696.us.5 = load double, double* %scevgep1823, align 8
  %511 = shl i64 %.550.0117.us, 3
  %scevgep1773 = getelementptr i8, i8* %lsr.iv1770, i64 %511
  %scevgep17731774 = bitcast i8* %scevgep1773 to double*
  %.752.us.5 = load double, double* %scevgep17731774, align 8
  %.810.us.5 = fmul double %.696.us.5, 2.000000e+00
  %.811.us.5 = fsub double %.752.us.5, %.810.us.5
  %512 = shl i64 %.550.0117.us, 3
  %scevgep1833 = getelementptr i8, i8* %lsr.iv1770, i64 %512
  %scevgep18331834 = bitcast i8* %scevgep1833 to double*
  %scevgep1835 = getelementptr double, double* %scevgep18331834, i64 2
  %.865.us.5 = load double, double* %scevgep1835, align 8
  %.868.us.5 = fadd double %.811.us.5, %.865.us.5
  %.931.us.5 = tail call double @llvm.sin.f64(double %.696.us.5)
  %.936.us.5 = fadd double %.931.us.5, %.868.us.5
  %.938.us.5 = fmul double %.936.us.5, %arg.h
  %.939.us.5 = fadd double %.696.us.5, %.938.us.5
  %513 = shl i64 %.550.0117.us, 3
  %scevgep1862 = getelementptr i8, i8* %lsr.iv1750, i64 %513
  %scevgep18621863 = bitcast i8* %scevgep1862 to double*
  %scevgep1864 = getelementptr double, double* %scevgep18621863, i64 5
  store double %.939.us.5, double* %scevgep1864, align 8
  %514 = shl i64 %.550.0117.us, 3
  %scevgep1830 = getelementptr i8, i8* %lsr.iv1770, i64 %514
  %scevgep18301831 = bitcast i8* %scevgep1830 to double*
  %scevgep1832 = getelementptr double, double* %scevgep18301831, i64 2
  %.696.us.6 = load double, double* %scevgep1832, align 8
  %515 = shl i64 %.550.0117.us, 3
  %scevgep1818 = getelementptr i8, i8* %lsr.iv1770, i64 %515
  %scevgep18181819 = bitcast i8* %scevgep1818 to double*
  %scevgep1820 = getelementptr double, double* %scevgep18181819, i64 1
  %.752.us.6 = load double, double* %scevgep1820, align 8
  %.810.us.6 = fmul double %.696.us.6, 2.000000e+00
  %.811.us.6 = fsub double %.752.us.6, %.810.us.6
  %516 = shl i64 %.550.0117.us, 3
  %scevgep1839 = getelementptr i8, i8* %lsr.iv1770, i64 %516
  %scevgep18391840 = bitcast i8* %scevgep1839 to double*
  %scevgep1841 = getelementptr double, double* %scevgep18391840, i64 3
  %.865.us.6 = load double, double* %scevgep1841, align 8
  %.868.us.6 = fadd double %.811.us.6, %.865.us.6
  %.931.us.6 = tail call double @llvm.sin.f64(double %.696.us.6)
  %.936.us.6 = fadd double %.931.us.6, %.868.us.6
  %.938.us.6 = fmul double %.936.us.6, %arg.h
  %.939.us.6 = fadd double %.696.us.6, %.938.us.6
  %517 = shl i64 %.550.0117.us, 3
  %scevgep1842 = getelementptr i8, i8* %lsr.iv1750, i64 %517
  %scevgep18421843 = bitcast i8* %scevgep1842 to double*
  %scevgep1844 = getelementptr double, double* %scevgep18421843, i64 6
  store double %.939.us.6, double* %scevgep1844, align 8
  %.619.us.7 = add nuw i64 %.550.0117.us, 8
  %518 = shl i64 %.550.0117.us, 3
  %scevgep1836 = getelementptr i8, i8* %lsr.iv1770, i64 %518
  %scevgep18361837 = bitcast i8* %scevgep1836 to double*
  %scevgep1838 = getelementptr double, double* %scevgep18361837, i64 3
  %.696.us.7 = load double, double* %scevgep1838, align 8
  %519 = shl i64 %.550.0117.us, 3
  %scevgep1827 = getelementptr i8, i8* %lsr.iv1770, i64 %519
  %scevgep18271828 = bitcast i8* %scevgep1827 to double*
  %scevgep1829 = getelementptr double, double* %scevgep18271828, i64 2
  %.752.us.7 = load double, double* %scevgep1829, align 8
  %.810.us.7 = fmul double %.696.us.7, 2.000000e+00
  %.811.us.7 = fsub double %.752.us.7, %.810.us.7
  %520 = shl i64 %.550.0117.us, 3
  %scevgep1785 = getelementptr i8, i8* %lsr.iv1770, i64 %520
  %scevgep17851786 = bitcast i8* %scevgep1785 to double*
  %scevgep1787 = getelementptr double, double* %scevgep17851786, i64 4
  %.865.us.7 = load double, double* %scevgep1787, align 8
  %.868.us.7 = fadd double %.811.us.7, %.865.us.7
  %.931.us.7 = tail call double @llvm.sin.f64(double %.696.us.7)
  %.936.us.7 = fadd double %.931.us.7, %.868.us.7
  %.938.us.7 = fmul double %.936.us.7, %arg.h
  %.939.us.7 = fadd double %.696.us.7, %.938.us.7
  %521 = shl i64 %.550.0117.us, 3
  %scevgep1845 = getelementptr i8, i8* %lsr.iv1750, i64 %521
  %scevgep18451846 = bitcast i8* %scevgep1845 to double*
  %scevgep1847 = getelementptr double, double* %scevgep18451846, i64 7
  store double %.939.us.7, double* %scevgep1847, align 8
  %exitcond136.not.7 = icmp eq i64 %353, %.619.us.7
  br i1 %exitcond136.not.7, label %B210.B168.loopexit_crit_edge.us, label %for.end.us, !llvm.loop !44

B210.B168.loopexit_crit_edge.us:                  ; preds = %for.end.us, %for.end.us.prol.loopexit, %middle.block
  %522 = bitcast i8* %lsr.iv1720 to i1*
  %523 = bitcast i8* %lsr.iv1601 to i1*
  %524 = bitcast i8* %lsr.iv1758 to i1*
  %525 = bitcast i8* %lsr.iv1750 to i1*
  %526 = bitcast i8* %lsr.iv1770 to i1*
  %.497.us = add nuw nsw i64 %.428.0120.us, 1
  %scevgep1603 = getelementptr i1, i1* %523, i64 %365
  %527 = bitcast i1* %scevgep1603 to i8*
  %scevgep1722 = getelementptr i1, i1* %522, i64 %365
  %528 = bitcast i1* %scevgep1722 to i8*
  %scevgep1752 = getelementptr i1, i1* %525, i64 %365
  %529 = bitcast i1* %scevgep1752 to i8*
  %scevgep1760 = getelementptr i1, i1* %524, i64 %365
  %530 = bitcast i1* %scevgep1760 to i8*
  %scevgep1772 = getelementptr i1, i1* %526, i64 %365
  %531 = bitcast i1* %scevgep1772 to i8*
  %exitcond137.not = icmp eq i64 %.497.us, %spec.select
  br i1 %exitcond137.not, label %B396, label %B170.endif.us

B398.endif.endif.if:                              ; preds = %B128.i.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579442362368, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !28
  br label %common.ret

B398.endif.endif.endif:                           ; preds = %B128.i.1
  %.1101 = extractvalue { i64, i1 } %.1100, 0
  %.7.i.i15 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1101, i32 32), !noalias !45
  %.8.i.i16 = icmp eq i8* %.7.i.i15, null
  br i1 %.8.i.i16, label %B398.endif.endif.endif.if, label %B398.endif.endif.endif.endif, !prof !0

B398.endif.endif.endif.if:                        ; preds = %B398.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140579445797888, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B398.endif.endif.endif.endif:                     ; preds = %B398.endif.endif.endif
  %.5.i13 = getelementptr i8, i8* %.7.i.i15, i64 24
  %532 = bitcast i8* %.5.i13 to double**
  %.6.i1447 = load double*, double** %532, align 8
  %.118139 = icmp sgt i64 %arg.u0.5.0, 0
  br i1 %.118139, label %for.cond.2.preheader.preheader, label %for.end.1

for.cond.2.preheader.preheader:                   ; preds = %B398.endif.endif.endif.endif
  %.118434 = icmp sgt i64 %arg.u0.5.1, 0
  br i1 %.118434, label %for.cond.2.preheader.us.preheader, label %for.end.1

for.cond.2.preheader.us.preheader:                ; preds = %for.cond.2.preheader.preheader
  %533 = shl i64 %arg.u0.5.1, 3
  %534 = shl i64 %arg.u0.5.1, 3
  %535 = add i64 %arg.u0.5.1, -32
  %536 = lshr i64 %535, 5
  %537 = add nuw nsw i64 %536, 1
  %n.vec251 = and i64 %arg.u0.5.1, -32
  %xtraiter267 = and i64 %537, 7
  %unroll_iter270 = and i64 %537, 1152921504606846968
  %ind.escape260 = add i64 %n.vec251, -1
  %xtraiter272 = and i64 %arg.u0.5.1, 7
  %n.vec226 = and i64 %arg.u0.5.1, -32
  %ind.escape = add i64 %n.vec226, -1
  %scevgep507 = getelementptr i8, i8* %.6.i, i64 1984
  %538 = shl i64 %arg.u0.5.1, 3
  %scevgep606 = getelementptr double, double* %.6.i1447, i64 248
  %scevgep707 = getelementptr double, double* %.6.i1447, i64 24
  %scevgep726 = getelementptr i8, i8* %.6.i, i64 192
  %539 = shl nuw nsw i64 %xtraiter267, 8
  %540 = sub i64 0, %arg.u0.5.1
  %scevgep795 = getelementptr i8, i8* %.6.i, i64 1984
  %541 = shl i64 %arg.u0.5.1, 3
  %scevgep1004 = getelementptr i8, i8* %.6.i, i64 192
  %542 = shl nuw nsw i64 %xtraiter267, 8
  %543 = shl i64 %arg.u0.5.1, 3
  %544 = sub i64 0, %xtraiter272
  %545 = sub i64 0, %arg.u0.5.1
  %scevgep1029 = getelementptr i8, i8* %.6.i, i64 56
  %546 = shl i64 %arg.u0.5.1, 3
  br label %for.cond.2.preheader.us

for.cond.2.preheader.us:                          ; preds = %for.cond.2.preheader.us.preheader, %for.end.2.loopexit.us
  %lsr.iv746 = phi i8* [ %.6.i, %for.cond.2.preheader.us.preheader ], [ %565, %for.end.2.loopexit.us ]
  %lsr.iv742 = phi double* [ %.6.i1447, %for.cond.2.preheader.us.preheader ], [ %564, %for.end.2.loopexit.us ]
  %lsr.iv727 = phi i8* [ %scevgep726, %for.cond.2.preheader.us.preheader ], [ %563, %for.end.2.loopexit.us ]
  %lsr.iv708 = phi double* [ %scevgep707, %for.cond.2.preheader.us.preheader ], [ %562, %for.end.2.loopexit.us ]
  %lsr.iv607 = phi double* [ %scevgep606, %for.cond.2.preheader.us.preheader ], [ %561, %for.end.2.loopexit.us ]
  %lsr.iv508 = phi i8* [ %scevgep507, %for.cond.2.preheader.us.preheader ], [ %560, %for.end.2.loopexit.us ]
  %loop.index.142.us = phi i64 [ %.1236.us, %for.end.2.loopexit.us ], [ 0, %for.cond.2.preheader.us.preheader ]
  %.1177.041.us = phi i64 [ %.1177.2.lcssa.us, %for.end.2.loopexit.us ], [ 0, %for.cond.2.preheader.us.preheader ]
  %.1174.040.us = phi i64 [ %spec.select72.lcssa.us, %for.end.2.loopexit.us ], [ 0, %for.cond.2.preheader.us.preheader ]
  %547 = icmp eq i64 %arg.u0.5.0, 1
  %548 = mul i64 %loop.index.142.us, %arg.u0.5.1
  %scevgep236 = getelementptr double, double* %.6.i1447, i64 %548
  %549 = add i64 %548, %arg.u0.5.1
  %scevgep238 = getelementptr double, double* %.6.i1447, i64 %549
  %550 = mul i64 %534, %loop.index.142.us
  %scevgep240 = getelementptr i8, i8* %.6.i, i64 %550
  %551 = add i64 %534, %550
  %scevgep241 = getelementptr i8, i8* %.6.i, i64 %551
  %552 = mul i64 %loop.index.142.us, %arg.u0.5.1
  %scevgep211 = getelementptr double, double* %.6.i1447, i64 %552
  %553 = add i64 %552, %arg.u0.5.1
  %scevgep213 = getelementptr double, double* %.6.i1447, i64 %553
  %.1228.us = mul i64 %loop.index.142.us, %arg.u0.5.1
  br i1 %547, label %for.body.2.preheader.for.body.2.preheader.split_crit_edge.us, label %for.body.2.preheader.split.us.us

for.end.2.loopexit.us:                            ; preds = %for.body.2.us75.us.prol.loopexit, %middle.block220, %for.body.2.us.us.us, %for.body.2.us75.us, %for.body.2.us.us.us.prol.loopexit, %for.body.2.preheader.split.us.for.body.2.preheader.split.us.split_crit_edge.us, %for.body.2.preheader.split.for.body.2.preheader.split.split_crit_edge.us, %middle.block245
  %spec.select72.lcssa.us = phi i64 [ %loop.index.142.us, %middle.block245 ], [ %.1174.040.us, %for.body.2.preheader.split.for.body.2.preheader.split.split_crit_edge.us ], [ %loop.index.142.us, %for.body.2.preheader.split.us.for.body.2.preheader.split.us.split_crit_edge.us ], [ %loop.index.142.us, %for.body.2.us.us.us.prol.loopexit ], [ %.1174.040.us, %for.body.2.us75.us ], [ %loop.index.142.us, %for.body.2.us.us.us ], [ %.1174.040.us, %middle.block220 ], [ %.1174.040.us, %for.body.2.us75.us.prol.loopexit ]
  %.1177.2.lcssa.us = phi i64 [ %ind.escape260, %middle.block245 ], [ %.1177.041.us, %for.body.2.preheader.split.for.body.2.preheader.split.split_crit_edge.us ], [ %.1177.041.us, %for.body.2.preheader.split.us.for.body.2.preheader.split.us.split_crit_edge.us ], [ %loop.index.237.us.us.us.lcssa.unr, %for.body.2.us.us.us.prol.loopexit ], [ %lsr.iv.next1028, %for.body.2.us75.us ], [ %lsr.iv.next754, %for.body.2.us.us.us ], [ %ind.escape, %middle.block220 ], [ %loop.index.237.us76.us.lcssa.unr, %for.body.2.us75.us.prol.loopexit ]
  %554 = bitcast double* %lsr.iv607 to i1*
  %555 = bitcast i8* %lsr.iv508 to i1*
  %556 = bitcast i8* %lsr.iv727 to i1*
  %557 = bitcast double* %lsr.iv708 to i1*
  %558 = bitcast i8* %lsr.iv746 to i1*
  %559 = bitcast double* %lsr.iv742 to i1*
  %.1236.us = add nuw nsw i64 %loop.index.142.us, 1
  %scevgep510 = getelementptr i1, i1* %555, i64 %538
  %560 = bitcast i1* %scevgep510 to i8*
  %scevgep609 = getelementptr i1, i1* %554, i64 %538
  %561 = bitcast i1* %scevgep609 to double*
  %scevgep710 = getelementptr i1, i1* %557, i64 %538
  %562 = bitcast i1* %scevgep710 to double*
  %scevgep729 = getelementptr i1, i1* %556, i64 %538
  %563 = bitcast i1* %scevgep729 to i8*
  %scevgep744 = getelementptr i1, i1* %559, i64 %538
  %564 = bitcast i1* %scevgep744 to double*
  %scevgep748 = getelementptr i1, i1* %558, i64 %538
  %565 = bitcast i1* %scevgep748 to i8*
  %exitcond135.not = icmp eq i64 %.1236.us, %arg.u0.5.0
  br i1 %exitcond135.not, label %for.end.1, label %for.cond.2.preheader.us

for.body.2.preheader.split.us.us:                 ; preds = %for.cond.2.preheader.us
  %566 = icmp ugt i64 %arg.u0.5.1, 1
  %.1197.us.us = mul i64 %loop.index.142.us, %arg.u0.5.1
  br i1 %566, label %for.body.2.us.us.us.preheader, label %for.body.2.preheader.split.us.for.body.2.preheader.split.us.split_crit_edge.us

for.body.2.us.us.us.preheader:                    ; preds = %for.body.2.preheader.split.us.us
  %567 = icmp ult i64 %arg.u0.5.1, 32
  br i1 %567, label %for.body.2.us.us.us.preheader263, label %vector.memcheck235

vector.memcheck235:                               ; preds = %for.body.2.us.us.us.preheader
  %568 = bitcast double* %scevgep238 to i8*
  %569 = bitcast double* %scevgep236 to i8*
  %bound0242 = icmp ugt i8* %scevgep241, %569
  %bound1243 = icmp ult i8* %scevgep240, %568
  %found.conflict244 = and i1 %bound0242, %bound1243
  br i1 %found.conflict244, label %for.body.2.us.us.us.preheader263, label %vector.ph249

vector.ph249:                                     ; preds = %vector.memcheck235
  %570 = icmp ult i64 %535, 224
  br i1 %570, label %middle.block245.unr-lcssa, label %vector.body247.preheader

vector.body247.preheader:                         ; preds = %vector.ph249
  br label %vector.body247

vector.body247:                                   ; preds = %vector.body247.preheader, %vector.body247
  %lsr.iv705 = phi i64 [ %unroll_iter270, %vector.body247.preheader ], [ %lsr.iv.next706, %vector.body247 ]
  %index254 = phi i64 [ %index.next259.7, %vector.body247 ], [ 0, %vector.body247.preheader ]
  %571 = shl i64 %index254, 3
  %scevgep594 = getelementptr i8, i8* %lsr.iv508, i64 %571
  %scevgep594595 = bitcast i8* %scevgep594 to <8 x double>*
  %scevgep596 = getelementptr <8 x double>, <8 x double>* %scevgep594595, i64 -31
  %wide.load255 = load <8 x double>, <8 x double>* %scevgep596, align 8, !alias.scope !52
  %572 = shl i64 %index254, 3
  %scevgep603 = getelementptr i8, i8* %lsr.iv508, i64 %572
  %scevgep603604 = bitcast i8* %scevgep603 to <8 x double>*
  %scevgep605 = getelementptr <8 x double>, <8 x double>* %scevgep603604, i64 -30
  %wide.load256 = load <8 x double>, <8 x double>* %scevgep605, align 8, !alias.scope !52
  %573 = shl i64 %index254, 3
  %scevgep600 = getelementptr i8, i8* %lsr.iv508, i64 %573
  %scevgep600601 = bitcast i8* %scevgep600 to <8 x double>*
  %scevgep602 = getelementptr <8 x double>, <8 x double>* %scevgep600601, i64 -29
  %wide.load257 = load <8 x double>, <8 x double>* %scevgep602, align 8, !alias.scope !52
  %574 = shl i64 %index254, 3
  %scevgep597 = getelementptr i8, i8* %lsr.iv508, i64 %574
  %scevgep597598 = bitcast i8* %scevgep597 to <8 x double>*
  %scevgep599 = getelementptr <8 x double>, <8 x double>* %scevgep597598, i64 -28
  %wide.load258 = load <8 x double>, <8 x double>* %scevgep599, align 8, !alias.scope !52
  %575 = fmul <8 x double> %wide.load255, %wide.load255
  %576 = fmul <8 x double> %wide.load256, %wide.load256
  %577 = fmul <8 x double> %wide.load257, %wide.load257
  %578 = fmul <8 x double> %wide.load258, %wide.load258
  %scevgep693 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep693694 = bitcast double* %scevgep693 to <8 x double>*
  %scevgep695 = getelementptr <8 x double>, <8 x double>* %scevgep693694, i64 -31
  store <8 x double> %575, <8 x double>* %scevgep695, align 8, !alias.scope !55, !noalias !52
  %scevgep702 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep702703 = bitcast double* %scevgep702 to <8 x double>*
  %scevgep704 = getelementptr <8 x double>, <8 x double>* %scevgep702703, i64 -30
  store <8 x double> %576, <8 x double>* %scevgep704, align 8, !alias.scope !55, !noalias !52
  %scevgep699 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep699700 = bitcast double* %scevgep699 to <8 x double>*
  %scevgep701 = getelementptr <8 x double>, <8 x double>* %scevgep699700, i64 -29
  store <8 x double> %577, <8 x double>* %scevgep701, align 8, !alias.scope !55, !noalias !52
  %scevgep696 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep696697 = bitcast double* %scevgep696 to <8 x double>*
  %scevgep698 = getelementptr <8 x double>, <8 x double>* %scevgep696697, i64 -28
  store <8 x double> %578, <8 x double>* %scevgep698, align 8, !alias.scope !55, !noalias !52
  %579 = shl i64 %index254, 3
  %scevgep580 = getelementptr i8, i8* %lsr.iv508, i64 %579
  %scevgep580581 = bitcast i8* %scevgep580 to <8 x double>*
  %scevgep582 = getelementptr <8 x double>, <8 x double>* %scevgep580581, i64 -27
  %wide.load255.1 = load <8 x double>, <8 x double>* %scevgep582, align 8, !alias.scope !52
  %580 = shl i64 %index254, 3
  %scevgep577 = getelementptr i8, i8* %lsr.iv508, i64 %580
  %scevgep577578 = bitcast i8* %scevgep577 to <8 x double>*
  %scevgep579 = getelementptr <8 x double>, <8 x double>* %scevgep577578, i64 -26
  %wide.load256.1 = load <8 x double>, <8 x double>* %scevgep579, align 8, !alias.scope !52
  %581 = shl i64 %index254, 3
  %scevgep574 = getelementptr i8, i8* %lsr.iv508, i64 %581
  %scevgep574575 = bitcast i8* %scevgep574 to <8 x double>*
  %scevgep576 = getelementptr <8 x double>, <8 x double>* %scevgep574575, i64 -25
  %wide.load257.1 = load <8 x double>, <8 x double>* %scevgep576, align 8, !alias.scope !52
  %582 = shl i64 %index254, 3
  %scevgep571 = getelementptr i8, i8* %lsr.iv508, i64 %582
  %scevgep571572 = bitcast i8* %scevgep571 to <8 x double>*
  %scevgep573 = getelementptr <8 x double>, <8 x double>* %scevgep571572, i64 -24
  %wide.load258.1 = load <8 x double>, <8 x double>* %scevgep573, align 8, !alias.scope !52
  %583 = fmul <8 x double> %wide.load255.1, %wide.load255.1
  %584 = fmul <8 x double> %wide.load256.1, %wide.load256.1
  %585 = fmul <8 x double> %wide.load257.1, %wide.load257.1
  %586 = fmul <8 x double> %wide.load258.1, %wide.load258.1
  %scevgep679 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep679680 = bitcast double* %scevgep679 to <8 x double>*
  %scevgep681 = getelementptr <8 x double>, <8 x double>* %scevgep679680, i64 -27
  store <8 x double> %583, <8 x double>* %scevgep681, align 8, !alias.scope !55, !noalias !52
  %scevgep676 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep676677 = bitcast double* %scevgep676 to <8 x double>*
  %scevgep678 = getelementptr <8 x double>, <8 x double>* %scevgep676677, i64 -26
  store <8 x double> %584, <8 x double>* %scevgep678, align 8, !alias.scope !55, !noalias !52
  %scevgep673 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep673674 = bitcast double* %scevgep673 to <8 x double>*
  %scevgep675 = getelementptr <8 x double>, <8 x double>* %scevgep673674, i64 -25
  store <8 x double> %585, <8 x double>* %scevgep675, align 8, !alias.scope !55, !noalias !52
  %scevgep670 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep670671 = bitcast double* %scevgep670 to <8 x double>*
  %scevgep672 = getelementptr <8 x double>, <8 x double>* %scevgep670671, i64 -24
  store <8 x double> %586, <8 x double>* %scevgep672, align 8, !alias.scope !55, !noalias !52
  %587 = shl i64 %index254, 3
  %scevgep568 = getelementptr i8, i8* %lsr.iv508, i64 %587
  %scevgep568569 = bitcast i8* %scevgep568 to <8 x double>*
  %scevgep570 = getelementptr <8 x double>, <8 x double>* %scevgep568569, i64 -23
  %wide.load255.2 = load <8 x double>, <8 x double>* %scevgep570, align 8, !alias.scope !52
  %588 = shl i64 %index254, 3
  %scevgep565 = getelementptr i8, i8* %lsr.iv508, i64 %588
  %scevgep565566 = bitcast i8* %scevgep565 to <8 x double>*
  %scevgep567 = getelementptr <8 x double>, <8 x double>* %scevgep565566, i64 -22
  %wide.load256.2 = load <8 x double>, <8 x double>* %scevgep567, align 8, !alias.scope !52
  %589 = shl i64 %index254, 3
  %scevgep562 = getelementptr i8, i8* %lsr.iv508, i64 %589
  %scevgep562563 = bitcast i8* %scevgep562 to <8 x double>*
  %scevgep564 = getelementptr <8 x double>, <8 x double>* %scevgep562563, i64 -21
  %wide.load257.2 = load <8 x double>, <8 x double>* %scevgep564, align 8, !alias.scope !52
  %590 = shl i64 %index254, 3
  %scevgep559 = getelementptr i8, i8* %lsr.iv508, i64 %590
  %scevgep559560 = bitcast i8* %scevgep559 to <8 x double>*
  %scevgep561 = getelementptr <8 x double>, <8 x double>* %scevgep559560, i64 -20
  %wide.load258.2 = load <8 x double>, <8 x double>* %scevgep561, align 8, !alias.scope !52
  %591 = fmul <8 x double> %wide.load255.2, %wide.load255.2
  %592 = fmul <8 x double> %wide.load256.2, %wide.load256.2
  %593 = fmul <8 x double> %wide.load257.2, %wide.load257.2
  %594 = fmul <8 x double> %wide.load258.2, %wide.load258.2
  %scevgep667 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep667668 = bitcast double* %scevgep667 to <8 x double>*
  %scevgep669 = getelementptr <8 x double>, <8 x double>* %scevgep667668, i64 -23
  store <8 x double> %591, <8 x double>* %scevgep669, align 8, !alias.scope !55, !noalias !52
  %scevgep664 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep664665 = bitcast double* %scevgep664 to <8 x double>*
  %scevgep666 = getelementptr <8 x double>, <8 x double>* %scevgep664665, i64 -22
  store <8 x double> %592, <8 x double>* %scevgep666, align 8, !alias.scope !55, !noalias !52
  %scevgep661 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep661662 = bitcast double* %scevgep661 to <8 x double>*
  %scevgep663 = getelementptr <8 x double>, <8 x double>* %scevgep661662, i64 -21
  store <8 x double> %593, <8 x double>* %scevgep663, align 8, !alias.scope !55, !noalias !52
  %scevgep658 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep658659 = bitcast double* %scevgep658 to <8 x double>*
  %scevgep660 = getelementptr <8 x double>, <8 x double>* %scevgep658659, i64 -20
  store <8 x double> %594, <8 x double>* %scevgep660, align 8, !alias.scope !55, !noalias !52
  %595 = shl i64 %index254, 3
  %scevgep556 = getelementptr i8, i8* %lsr.iv508, i64 %595
  %scevgep556557 = bitcast i8* %scevgep556 to <8 x double>*
  %scevgep558 = getelementptr <8 x double>, <8 x double>* %scevgep556557, i64 -19
  %wide.load255.3 = load <8 x double>, <8 x double>* %scevgep558, align 8, !alias.scope !52
  %596 = shl i64 %index254, 3
  %scevgep553 = getelementptr i8, i8* %lsr.iv508, i64 %596
  %scevgep553554 = bitcast i8* %scevgep553 to <8 x double>*
  %scevgep555 = getelementptr <8 x double>, <8 x double>* %scevgep553554, i64 -18
  %wide.load256.3 = load <8 x double>, <8 x double>* %scevgep555, align 8, !alias.scope !52
  %597 = shl i64 %index254, 3
  %scevgep550 = getelementptr i8, i8* %lsr.iv508, i64 %597
  %scevgep550551 = bitcast i8* %scevgep550 to <8 x double>*
  %scevgep552 = getelementptr <8 x double>, <8 x double>* %scevgep550551, i64 -17
  %wide.load257.3 = load <8 x double>, <8 x double>* %scevgep552, align 8, !alias.scope !52
  %598 = shl i64 %index254, 3
  %scevgep547 = getelementptr i8, i8* %lsr.iv508, i64 %598
  %scevgep547548 = bitcast i8* %scevgep547 to <8 x double>*
  %scevgep549 = getelementptr <8 x double>, <8 x double>* %scevgep547548, i64 -16
  %wide.load258.3 = load <8 x double>, <8 x double>* %scevgep549, align 8, !alias.scope !52
  %599 = fmul <8 x double> %wide.load255.3, %wide.load255.3
  %600 = fmul <8 x double> %wide.load256.3, %wide.load256.3
  %601 = fmul <8 x double> %wide.load257.3, %wide.load257.3
  %602 = fmul <8 x double> %wide.load258.3, %wide.load258.3
  %scevgep655 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep655656 = bitcast double* %scevgep655 to <8 x double>*
  %scevgep657 = getelementptr <8 x double>, <8 x double>* %scevgep655656, i64 -19
  store <8 x double> %599, <8 x double>* %scevgep657, align 8, !alias.scope !55, !noalias !52
  %scevgep652 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep652653 = bitcast double* %scevgep652 to <8 x double>*
  %scevgep654 = getelementptr <8 x double>, <8 x double>* %scevgep652653, i64 -18
  store <8 x double> %600, <8 x double>* %scevgep654, align 8, !alias.scope !55, !noalias !52
  %scevgep649 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep649650 = bitcast double* %scevgep649 to <8 x double>*
  %scevgep651 = getelementptr <8 x double>, <8 x double>* %scevgep649650, i64 -17
  store <8 x double> %601, <8 x double>* %scevgep651, align 8, !alias.scope !55, !noalias !52
  %scevgep646 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep646647 = bitcast double* %scevgep646 to <8 x double>*
  %scevgep648 = getelementptr <8 x double>, <8 x double>* %scevgep646647, i64 -16
  store <8 x double> %602, <8 x double>* %scevgep648, align 8, !alias.scope !55, !noalias !52
  %603 = shl i64 %index254, 3
  %scevgep544 = getelementptr i8, i8* %lsr.iv508, i64 %603
  %scevgep544545 = bitcast i8* %scevgep544 to <8 x double>*
  %scevgep546 = getelementptr <8 x double>, <8 x double>* %scevgep544545, i64 -15
  %wide.load255.4 = load <8 x double>, <8 x double>* %scevgep546, align 8, !alias.scope !52
  %604 = shl i64 %index254, 3
  %scevgep541 = getelementptr i8, i8* %lsr.iv508, i64 %604
  %scevgep541542 = bitcast i8* %scevgep541 to <8 x double>*
  %scevgep543 = getelementptr <8 x double>, <8 x double>* %scevgep541542, i64 -14
  %wide.load256.4 = load <8 x double>, <8 x double>* %scevgep543, align 8, !alias.scope !52
  %605 = shl i64 %index254, 3
  %scevgep538 = getelementptr i8, i8* %lsr.iv508, i64 %605
  %scevgep538539 = bitcast i8* %scevgep538 to <8 x double>*
  %scevgep540 = getelementptr <8 x double>, <8 x double>* %scevgep538539, i64 -13
  %wide.load257.4 = load <8 x double>, <8 x double>* %scevgep540, align 8, !alias.scope !52
  %606 = shl i64 %index254, 3
  %scevgep535 = getelementptr i8, i8* %lsr.iv508, i64 %606
  %scevgep535536 = bitcast i8* %scevgep535 to <8 x double>*
  %scevgep537 = getelementptr <8 x double>, <8 x double>* %scevgep535536, i64 -12
  %wide.load258.4 = load <8 x double>, <8 x double>* %scevgep537, align 8, !alias.scope !52
  %607 = fmul <8 x double> %wide.load255.4, %wide.load255.4
  %608 = fmul <8 x double> %wide.load256.4, %wide.load256.4
  %609 = fmul <8 x double> %wide.load257.4, %wide.load257.4
  %610 = fmul <8 x double> %wide.load258.4, %wide.load258.4
  %scevgep643 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep643644 = bitcast double* %scevgep643 to <8 x double>*
  %scevgep645 = getelementptr <8 x double>, <8 x double>* %scevgep643644, i64 -15
  store <8 x double> %607, <8 x double>* %scevgep645, align 8, !alias.scope !55, !noalias !52
  %scevgep640 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep640641 = bitcast double* %scevgep640 to <8 x double>*
  %scevgep642 = getelementptr <8 x double>, <8 x double>* %scevgep640641, i64 -14
  store <8 x double> %608, <8 x double>* %scevgep642, align 8, !alias.scope !55, !noalias !52
  %scevgep637 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep637638 = bitcast double* %scevgep637 to <8 x double>*
  %scevgep639 = getelementptr <8 x double>, <8 x double>* %scevgep637638, i64 -13
  store <8 x double> %609, <8 x double>* %scevgep639, align 8, !alias.scope !55, !noalias !52
  %scevgep634 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep634635 = bitcast double* %scevgep634 to <8 x double>*
  %scevgep636 = getelementptr <8 x double>, <8 x double>* %scevgep634635, i64 -12
  store <8 x double> %610, <8 x double>* %scevgep636, align 8, !alias.scope !55, !noalias !52
  %611 = shl i64 %index254, 3
  %scevgep532 = getelementptr i8, i8* %lsr.iv508, i64 %611
  %scevgep532533 = bitcast i8* %scevgep532 to <8 x double>*
  %scevgep534 = getelementptr <8 x double>, <8 x double>* %scevgep532533, i64 -11
  %wide.load255.5 = load <8 x double>, <8 x double>* %scevgep534, align 8, !alias.scope !52
  %612 = shl i64 %index254, 3
  %scevgep529 = getelementptr i8, i8* %lsr.iv508, i64 %612
  %scevgep529530 = bitcast i8* %scevgep529 to <8 x double>*
  %scevgep531 = getelementptr <8 x double>, <8 x double>* %scevgep529530, i64 -10
  %wide.load256.5 = load <8 x double>, <8 x double>* %scevgep531, align 8, !alias.scope !52
  %613 = shl i64 %index254, 3
  %scevgep526 = getelementptr i8, i8* %lsr.iv508, i64 %613
  %scevgep526527 = bitcast i8* %scevgep526 to <8 x double>*
  %scevgep528 = getelementptr <8 x double>, <8 x double>* %scevgep526527, i64 -9
  %wide.load257.5 = load <8 x double>, <8 x double>* %scevgep528, align 8, !alias.scope !52
  %614 = shl i64 %index254, 3
  %scevgep523 = getelementptr i8, i8* %lsr.iv508, i64 %614
  %scevgep523524 = bitcast i8* %scevgep523 to <8 x double>*
  %scevgep525 = getelementptr <8 x double>, <8 x double>* %scevgep523524, i64 -8
  %wide.load258.5 = load <8 x double>, <8 x double>* %scevgep525, align 8, !alias.scope !52
  %615 = fmul <8 x double> %wide.load255.5, %wide.load255.5
  %616 = fmul <8 x double> %wide.load256.5, %wide.load256.5
  %617 = fmul <8 x double> %wide.load257.5, %wide.load257.5
  %618 = fmul <8 x double> %wide.load258.5, %wide.load258.5
  %scevgep631 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep631632 = bitcast double* %scevgep631 to <8 x double>*
  %scevgep633 = getelementptr <8 x double>, <8 x double>* %scevgep631632, i64 -11
  store <8 x double> %615, <8 x double>* %scevgep633, align 8, !alias.scope !55, !noalias !52
  %scevgep628 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep628629 = bitcast double* %scevgep628 to <8 x double>*
  %scevgep630 = getelementptr <8 x double>, <8 x double>* %scevgep628629, i64 -10
  store <8 x double> %616, <8 x double>* %scevgep630, align 8, !alias.scope !55, !noalias !52
  %scevgep625 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep625626 = bitcast double* %scevgep625 to <8 x double>*
  %scevgep627 = getelementptr <8 x double>, <8 x double>* %scevgep625626, i64 -9
  store <8 x double> %617, <8 x double>* %scevgep627, align 8, !alias.scope !55, !noalias !52
  %scevgep622 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep622623 = bitcast double* %scevgep622 to <8 x double>*
  %scevgep624 = getelementptr <8 x double>, <8 x double>* %scevgep622623, i64 -8
  store <8 x double> %618, <8 x double>* %scevgep624, align 8, !alias.scope !55, !noalias !52
  %619 = shl i64 %index254, 3
  %scevgep520 = getelementptr i8, i8* %lsr.iv508, i64 %619
  %scevgep520521 = bitcast i8* %scevgep520 to <8 x double>*
  %scevgep522 = getelementptr <8 x double>, <8 x double>* %scevgep520521, i64 -7
  %wide.load255.6 = load <8 x double>, <8 x double>* %scevgep522, align 8, !alias.scope !52
  %620 = shl i64 %index254, 3
  %scevgep517 = getelementptr i8, i8* %lsr.iv508, i64 %620
  %scevgep517518 = bitcast i8* %scevgep517 to <8 x double>*
  %scevgep519 = getelementptr <8 x double>, <8 x double>* %scevgep517518, i64 -6
  %wide.load256.6 = load <8 x double>, <8 x double>* %scevgep519, align 8, !alias.scope !52
  %621 = shl i64 %index254, 3
  %scevgep514 = getelementptr i8, i8* %lsr.iv508, i64 %621
  %scevgep514515 = bitcast i8* %scevgep514 to <8 x double>*
  %scevgep516 = getelementptr <8 x double>, <8 x double>* %scevgep514515, i64 -5
  %wide.load257.6 = load <8 x double>, <8 x double>* %scevgep516, align 8, !alias.scope !52
  %622 = shl i64 %index254, 3
  %scevgep511 = getelementptr i8, i8* %lsr.iv508, i64 %622
  %scevgep511512 = bitcast i8* %scevgep511 to <8 x double>*
  %scevgep513 = getelementptr <8 x double>, <8 x double>* %scevgep511512, i64 -4
  %wide.load258.6 = load <8 x double>, <8 x double>* %scevgep513, align 8, !alias.scope !52
  %623 = fmul <8 x double> %wide.load255.6, %wide.load255.6
  %624 = fmul <8 x double> %wide.load256.6, %wide.load256.6
  %625 = fmul <8 x double> %wide.load257.6, %wide.load257.6
  %626 = fmul <8 x double> %wide.load258.6, %wide.load258.6
  %scevgep619 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep619620 = bitcast double* %scevgep619 to <8 x double>*
  %scevgep621 = getelementptr <8 x double>, <8 x double>* %scevgep619620, i64 -7
  store <8 x double> %623, <8 x double>* %scevgep621, align 8, !alias.scope !55, !noalias !52
  %scevgep616 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep616617 = bitcast double* %scevgep616 to <8 x double>*
  %scevgep618 = getelementptr <8 x double>, <8 x double>* %scevgep616617, i64 -6
  store <8 x double> %624, <8 x double>* %scevgep618, align 8, !alias.scope !55, !noalias !52
  %scevgep613 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep613614 = bitcast double* %scevgep613 to <8 x double>*
  %scevgep615 = getelementptr <8 x double>, <8 x double>* %scevgep613614, i64 -5
  store <8 x double> %625, <8 x double>* %scevgep615, align 8, !alias.scope !55, !noalias !52
  %scevgep610 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep610611 = bitcast double* %scevgep610 to <8 x double>*
  %scevgep612 = getelementptr <8 x double>, <8 x double>* %scevgep610611, i64 -4
  store <8 x double> %626, <8 x double>* %scevgep612, align 8, !alias.scope !55, !noalias !52
  %627 = shl i64 %index254, 3
  %scevgep591 = getelementptr i8, i8* %lsr.iv508, i64 %627
  %scevgep591592 = bitcast i8* %scevgep591 to <8 x double>*
  %scevgep593 = getelementptr <8 x double>, <8 x double>* %scevgep591592, i64 -3
  %wide.load255.7 = load <8 x double>, <8 x double>* %scevgep593, align 8, !alias.scope !52
  %628 = shl i64 %index254, 3
  %scevgep588 = getelementptr i8, i8* %lsr.iv508, i64 %628
  %scevgep588589 = bitcast i8* %scevgep588 to <8 x double>*
  %scevgep590 = getelementptr <8 x double>, <8 x double>* %scevgep588589, i64 -2
  %wide.load256.7 = load <8 x double>, <8 x double>* %scevgep590, align 8, !alias.scope !52
  %629 = shl i64 %index254, 3
  %scevgep585 = getelementptr i8, i8* %lsr.iv508, i64 %629
  %scevgep585586 = bitcast i8* %scevgep585 to <8 x double>*
  %scevgep587 = getelementptr <8 x double>, <8 x double>* %scevgep585586, i64 -1
  %wide.load257.7 = load <8 x double>, <8 x double>* %scevgep587, align 8, !alias.scope !52
  %630 = shl i64 %index254, 3
  %scevgep583 = getelementptr i8, i8* %lsr.iv508, i64 %630
  %scevgep583584 = bitcast i8* %scevgep583 to <8 x double>*
  %wide.load258.7 = load <8 x double>, <8 x double>* %scevgep583584, align 8, !alias.scope !52
  %631 = fmul <8 x double> %wide.load255.7, %wide.load255.7
  %632 = fmul <8 x double> %wide.load256.7, %wide.load256.7
  %633 = fmul <8 x double> %wide.load257.7, %wide.load257.7
  %634 = fmul <8 x double> %wide.load258.7, %wide.load258.7
  %scevgep690 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep690691 = bitcast double* %scevgep690 to <8 x double>*
  %scevgep692 = getelementptr <8 x double>, <8 x double>* %scevgep690691, i64 -3
  store <8 x double> %631, <8 x double>* %scevgep692, align 8, !alias.scope !55, !noalias !52
  %scevgep687 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep687688 = bitcast double* %scevgep687 to <8 x double>*
  %scevgep689 = getelementptr <8 x double>, <8 x double>* %scevgep687688, i64 -2
  store <8 x double> %632, <8 x double>* %scevgep689, align 8, !alias.scope !55, !noalias !52
  %scevgep684 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep684685 = bitcast double* %scevgep684 to <8 x double>*
  %scevgep686 = getelementptr <8 x double>, <8 x double>* %scevgep684685, i64 -1
  store <8 x double> %633, <8 x double>* %scevgep686, align 8, !alias.scope !55, !noalias !52
  %scevgep682 = getelementptr double, double* %lsr.iv607, i64 %index254
  %scevgep682683 = bitcast double* %scevgep682 to <8 x double>*
  store <8 x double> %634, <8 x double>* %scevgep682683, align 8, !alias.scope !55, !noalias !52
  %index.next259.7 = add i64 %index254, 256
  %lsr.iv.next706 = add i64 %lsr.iv705, -8
  %niter271.ncmp.7 = icmp eq i64 %lsr.iv.next706, 0
  br i1 %niter271.ncmp.7, label %middle.block245.unr-lcssa, label %vector.body247, !llvm.loop !57

middle.block245.unr-lcssa:                        ; preds = %vector.body247, %vector.ph249
  %index254.unr = phi i64 [ 0, %vector.ph249 ], [ %index.next259.7, %vector.body247 ]
  %635 = icmp eq i64 %xtraiter267, 0
  br i1 %635, label %middle.block245, label %vector.body247.epil.preheader

vector.body247.epil.preheader:                    ; preds = %middle.block245.unr-lcssa
  %scevgep711 = getelementptr double, double* %lsr.iv708, i64 %index254.unr
  %636 = shl i64 %index254.unr, 3
  %scevgep730 = getelementptr i8, i8* %lsr.iv727, i64 %636
  br label %vector.body247.epil

vector.body247.epil:                              ; preds = %vector.body247.epil.preheader, %vector.body247.epil
  %lsr.iv712 = phi i64 [ 0, %vector.body247.epil.preheader ], [ %lsr.iv.next713, %vector.body247.epil ]
  %637 = bitcast double* %scevgep711 to i8*
  %scevgep739 = getelementptr i8, i8* %scevgep730, i64 %lsr.iv712
  %scevgep739740 = bitcast i8* %scevgep739 to <8 x double>*
  %scevgep741 = getelementptr <8 x double>, <8 x double>* %scevgep739740, i64 -3
  %wide.load255.epil = load <8 x double>, <8 x double>* %scevgep741, align 8, !alias.scope !52
  %scevgep736 = getelementptr i8, i8* %scevgep730, i64 %lsr.iv712
  %scevgep736737 = bitcast i8* %scevgep736 to <8 x double>*
  %scevgep738 = getelementptr <8 x double>, <8 x double>* %scevgep736737, i64 -2
  %wide.load256.epil = load <8 x double>, <8 x double>* %scevgep738, align 8, !alias.scope !52
  %scevgep733 = getelementptr i8, i8* %scevgep730, i64 %lsr.iv712
  %scevgep733734 = bitcast i8* %scevgep733 to <8 x double>*
  %scevgep735 = getelementptr <8 x double>, <8 x double>* %scevgep733734, i64 -1
  %wide.load257.epil = load <8 x double>, <8 x double>* %scevgep735, align 8, !alias.scope !52
  %scevgep731 = getelementptr i8, i8* %scevgep730, i64 %lsr.iv712
  %scevgep731732 = bitcast i8* %scevgep731 to <8 x double>*
  %wide.load258.epil = load <8 x double>, <8 x double>* %scevgep731732, align 8, !alias.scope !52
  %638 = fmul <8 x double> %wide.load255.epil, %wide.load255.epil
  %639 = fmul <8 x double> %wide.load256.epil, %wide.load256.epil
  %640 = fmul <8 x double> %wide.load257.epil, %wide.load257.epil
  %641 = fmul <8 x double> %wide.load258.epil, %wide.load258.epil
  %uglygep723 = getelementptr i8, i8* %637, i64 %lsr.iv712
  %uglygep723724 = bitcast i8* %uglygep723 to <8 x double>*
  %scevgep725 = getelementptr <8 x double>, <8 x double>* %uglygep723724, i64 -3
  store <8 x double> %638, <8 x double>* %scevgep725, align 8, !alias.scope !55, !noalias !52
  %uglygep720 = getelementptr i8, i8* %637, i64 %lsr.iv712
  %uglygep720721 = bitcast i8* %uglygep720 to <8 x double>*
  %scevgep722 = getelementptr <8 x double>, <8 x double>* %uglygep720721, i64 -2
  store <8 x double> %639, <8 x double>* %scevgep722, align 8, !alias.scope !55, !noalias !52
  %uglygep717 = getelementptr i8, i8* %637, i64 %lsr.iv712
  %uglygep717718 = bitcast i8* %uglygep717 to <8 x double>*
  %scevgep719 = getelementptr <8 x double>, <8 x double>* %uglygep717718, i64 -1
  store <8 x double> %640, <8 x double>* %scevgep719, align 8, !alias.scope !55, !noalias !52
  %uglygep715 = getelementptr i8, i8* %637, i64 %lsr.iv712
  %uglygep715716 = bitcast i8* %uglygep715 to <8 x double>*
  store <8 x double> %641, <8 x double>* %uglygep715716, align 8, !alias.scope !55, !noalias !52
  %lsr.iv.next713 = add nuw nsw i64 %lsr.iv712, 256
  %epil.iter268.cmp.not = icmp eq i64 %539, %lsr.iv.next713
  br i1 %epil.iter268.cmp.not, label %middle.block245, label %vector.body247.epil, !llvm.loop !58

middle.block245:                                  ; preds = %vector.body247.epil, %middle.block245.unr-lcssa
  %642 = icmp eq i64 %n.vec251, %arg.u0.5.1
  br i1 %642, label %for.end.2.loopexit.us, label %for.body.2.us.us.us.preheader263

for.body.2.us.us.us.preheader263:                 ; preds = %vector.memcheck235, %for.body.2.us.us.us.preheader, %middle.block245
  %loop.index.237.us.us.us.ph = phi i64 [ 0, %vector.memcheck235 ], [ 0, %for.body.2.us.us.us.preheader ], [ %n.vec251, %middle.block245 ]
  %643 = icmp eq i64 %xtraiter272, 0
  %644 = xor i64 %loop.index.237.us.us.us.ph, -1
  %645 = add i64 %644, %arg.u0.5.1
  br i1 %643, label %for.body.2.us.us.us.prol.loopexit, label %for.body.2.us.us.us.prol.preheader

for.body.2.us.us.us.prol.preheader:               ; preds = %for.body.2.us.us.us.preheader263
  br label %for.body.2.us.us.us.prol

for.body.2.us.us.us.prol:                         ; preds = %for.body.2.us.us.us.prol.preheader, %for.body.2.us.us.us.prol
  %lsr.iv751 = phi i64 [ %xtraiter272, %for.body.2.us.us.us.prol.preheader ], [ %lsr.iv.next752, %for.body.2.us.us.us.prol ]
  %loop.index.237.us.us.us.prol = phi i64 [ %.1234.us.us.us.prol, %for.body.2.us.us.us.prol ], [ %loop.index.237.us.us.us.ph, %for.body.2.us.us.us.prol.preheader ]
  %646 = shl i64 %loop.index.237.us.us.us.prol, 3
  %scevgep749 = getelementptr i8, i8* %lsr.iv746, i64 %646
  %scevgep749750 = bitcast i8* %scevgep749 to double*
  %.1202.us.us.us.prol = load double, double* %scevgep749750, align 8
  %.5.i1.us.us.us.prol = fmul double %.1202.us.us.us.prol, %.1202.us.us.us.prol
  %scevgep745 = getelementptr double, double* %lsr.iv742, i64 %loop.index.237.us.us.us.prol
  store double %.5.i1.us.us.us.prol, double* %scevgep745, align 8
  %.1234.us.us.us.prol = add nuw i64 %loop.index.237.us.us.us.prol, 1
  %lsr.iv.next752 = add nsw i64 %lsr.iv751, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next752, 0
  br i1 %prol.iter.cmp.not, label %for.body.2.us.us.us.prol.loopexit.loopexit, label %for.body.2.us.us.us.prol, !llvm.loop !59

for.body.2.us.us.us.prol.loopexit.loopexit:       ; preds = %for.body.2.us.us.us.prol
  %647 = add i64 %.1234.us.us.us.prol, -1
  br label %for.body.2.us.us.us.prol.loopexit

for.body.2.us.us.us.prol.loopexit:                ; preds = %for.body.2.us.us.us.prol.loopexit.loopexit, %for.body.2.us.us.us.preheader263
  %loop.index.237.us.us.us.lcssa.unr = phi i64 [ undef, %for.body.2.us.us.us.preheader263 ], [ %647, %for.body.2.us.us.us.prol.loopexit.loopexit ]
  %loop.index.237.us.us.us.unr = phi i64 [ %loop.index.237.us.us.us.ph, %for.body.2.us.us.us.preheader263 ], [ %.1234.us.us.us.prol, %for.body.2.us.us.us.prol.loopexit.loopexit ]
  %648 = icmp ult i64 %645, 7
  br i1 %648, label %for.end.2.loopexit.us, label %for.body.2.us.us.us.preheader347

for.body.2.us.us.us.preheader347:                 ; preds = %for.body.2.us.us.us.prol.loopexit
  %649 = add i64 %loop.index.237.us.us.us.unr, -1
  br label %for.body.2.us.us.us

for.body.2.preheader.for.body.2.preheader.split_crit_edge.us: ; preds = %for.cond.2.preheader.us
  %650 = icmp ugt i64 %arg.u0.5.1, 1
  %.1197.us79.us = mul i64 %.1174.040.us, %arg.u0.5.1
  br i1 %650, label %for.body.2.us75.us.preheader, label %for.body.2.preheader.split.for.body.2.preheader.split.split_crit_edge.us

for.body.2.us75.us.preheader:                     ; preds = %for.body.2.preheader.for.body.2.preheader.split_crit_edge.us
  %651 = icmp ult i64 %arg.u0.5.1, 32
  br i1 %651, label %for.body.2.us75.us.preheader261, label %vector.memcheck210

vector.memcheck210:                               ; preds = %for.body.2.us75.us.preheader
  %652 = bitcast double* %scevgep213 to i8*
  %653 = bitcast double* %scevgep211 to i8*
  %654 = mul i64 %533, %.1174.040.us
  %scevgep215 = getelementptr i8, i8* %.6.i, i64 %654
  %655 = shl i64 %.1174.040.us, 3
  %656 = add i64 %655, 8
  %657 = mul i64 %656, %arg.u0.5.1
  %scevgep216 = getelementptr i8, i8* %.6.i, i64 %657
  %bound0217 = icmp ugt i8* %scevgep216, %653
  %bound1218 = icmp ult i8* %scevgep215, %652
  %found.conflict219 = and i1 %bound0217, %bound1218
  br i1 %found.conflict219, label %for.body.2.us75.us.preheader261, label %vector.ph224

vector.ph224:                                     ; preds = %vector.memcheck210
  %658 = icmp ult i64 %535, 224
  br i1 %658, label %middle.block220.unr-lcssa, label %vector.body222.preheader

vector.body222.preheader:                         ; preds = %vector.ph224
  %659 = mul i64 %541, %.1174.040.us
  %scevgep796 = getelementptr i8, i8* %scevgep795, i64 %659
  br label %vector.body222

vector.body222:                                   ; preds = %vector.body222.preheader, %vector.body222
  %lsr.iv987 = phi i64 [ %unroll_iter270, %vector.body222.preheader ], [ %lsr.iv.next988, %vector.body222 ]
  %index229 = phi i64 [ %index.next234.7, %vector.body222 ], [ 0, %vector.body222.preheader ]
  %660 = shl i64 %index229, 3
  %scevgep880 = getelementptr i8, i8* %scevgep796, i64 %660
  %scevgep880881 = bitcast i8* %scevgep880 to <8 x double>*
  %scevgep882 = getelementptr <8 x double>, <8 x double>* %scevgep880881, i64 -31
  %wide.load230 = load <8 x double>, <8 x double>* %scevgep882, align 8, !alias.scope !60
  %661 = shl i64 %index229, 3
  %scevgep889 = getelementptr i8, i8* %scevgep796, i64 %661
  %scevgep889890 = bitcast i8* %scevgep889 to <8 x double>*
  %scevgep891 = getelementptr <8 x double>, <8 x double>* %scevgep889890, i64 -30
  %wide.load231 = load <8 x double>, <8 x double>* %scevgep891, align 8, !alias.scope !60
  %662 = shl i64 %index229, 3
  %scevgep886 = getelementptr i8, i8* %scevgep796, i64 %662
  %scevgep886887 = bitcast i8* %scevgep886 to <8 x double>*
  %scevgep888 = getelementptr <8 x double>, <8 x double>* %scevgep886887, i64 -29
  %wide.load232 = load <8 x double>, <8 x double>* %scevgep888, align 8, !alias.scope !60
  %663 = shl i64 %index229, 3
  %scevgep883 = getelementptr i8, i8* %scevgep796, i64 %663
  %scevgep883884 = bitcast i8* %scevgep883 to <8 x double>*
  %scevgep885 = getelementptr <8 x double>, <8 x double>* %scevgep883884, i64 -28
  %wide.load233 = load <8 x double>, <8 x double>* %scevgep885, align 8, !alias.scope !60
  %664 = fmul <8 x double> %wide.load230, %wide.load230
  %665 = fmul <8 x double> %wide.load231, %wide.load231
  %666 = fmul <8 x double> %wide.load232, %wide.load232
  %667 = fmul <8 x double> %wide.load233, %wide.load233
  %scevgep975 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep975976 = bitcast double* %scevgep975 to <8 x double>*
  %scevgep977 = getelementptr <8 x double>, <8 x double>* %scevgep975976, i64 -31
  store <8 x double> %664, <8 x double>* %scevgep977, align 8, !alias.scope !63, !noalias !60
  %scevgep984 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep984985 = bitcast double* %scevgep984 to <8 x double>*
  %scevgep986 = getelementptr <8 x double>, <8 x double>* %scevgep984985, i64 -30
  store <8 x double> %665, <8 x double>* %scevgep986, align 8, !alias.scope !63, !noalias !60
  %scevgep981 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep981982 = bitcast double* %scevgep981 to <8 x double>*
  %scevgep983 = getelementptr <8 x double>, <8 x double>* %scevgep981982, i64 -29
  store <8 x double> %666, <8 x double>* %scevgep983, align 8, !alias.scope !63, !noalias !60
  %scevgep978 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep978979 = bitcast double* %scevgep978 to <8 x double>*
  %scevgep980 = getelementptr <8 x double>, <8 x double>* %scevgep978979, i64 -28
  store <8 x double> %667, <8 x double>* %scevgep980, align 8, !alias.scope !63, !noalias !60
  %668 = shl i64 %index229, 3
  %scevgep866 = getelementptr i8, i8* %scevgep796, i64 %668
  %scevgep866867 = bitcast i8* %scevgep866 to <8 x double>*
  %scevgep868 = getelementptr <8 x double>, <8 x double>* %scevgep866867, i64 -27
  %wide.load230.1 = load <8 x double>, <8 x double>* %scevgep868, align 8, !alias.scope !60
  %669 = shl i64 %index229, 3
  %scevgep863 = getelementptr i8, i8* %scevgep796, i64 %669
  %scevgep863864 = bitcast i8* %scevgep863 to <8 x double>*
  %scevgep865 = getelementptr <8 x double>, <8 x double>* %scevgep863864, i64 -26
  %wide.load231.1 = load <8 x double>, <8 x double>* %scevgep865, align 8, !alias.scope !60
  %670 = shl i64 %index229, 3
  %scevgep860 = getelementptr i8, i8* %scevgep796, i64 %670
  %scevgep860861 = bitcast i8* %scevgep860 to <8 x double>*
  %scevgep862 = getelementptr <8 x double>, <8 x double>* %scevgep860861, i64 -25
  %wide.load232.1 = load <8 x double>, <8 x double>* %scevgep862, align 8, !alias.scope !60
  %671 = shl i64 %index229, 3
  %scevgep857 = getelementptr i8, i8* %scevgep796, i64 %671
  %scevgep857858 = bitcast i8* %scevgep857 to <8 x double>*
  %scevgep859 = getelementptr <8 x double>, <8 x double>* %scevgep857858, i64 -24
  %wide.load233.1 = load <8 x double>, <8 x double>* %scevgep859, align 8, !alias.scope !60
  %672 = fmul <8 x double> %wide.load230.1, %wide.load230.1
  %673 = fmul <8 x double> %wide.load231.1, %wide.load231.1
  %674 = fmul <8 x double> %wide.load232.1, %wide.load232.1
  %675 = fmul <8 x double> %wide.load233.1, %wide.load233.1
  %scevgep961 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep961962 = bitcast double* %scevgep961 to <8 x double>*
  %scevgep963 = getelementptr <8 x double>, <8 x double>* %scevgep961962, i64 -27
  store <8 x double> %672, <8 x double>* %scevgep963, align 8, !alias.scope !63, !noalias !60
  %scevgep958 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep958959 = bitcast double* %scevgep958 to <8 x double>*
  %scevgep960 = getelementptr <8 x double>, <8 x double>* %scevgep958959, i64 -26
  store <8 x double> %673, <8 x double>* %scevgep960, align 8, !alias.scope !63, !noalias !60
  %scevgep955 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep955956 = bitcast double* %scevgep955 to <8 x double>*
  %scevgep957 = getelementptr <8 x double>, <8 x double>* %scevgep955956, i64 -25
  store <8 x double> %674, <8 x double>* %scevgep957, align 8, !alias.scope !63, !noalias !60
  %scevgep952 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep952953 = bitcast double* %scevgep952 to <8 x double>*
  %scevgep954 = getelementptr <8 x double>, <8 x double>* %scevgep952953, i64 -24
  store <8 x double> %675, <8 x double>* %scevgep954, align 8, !alias.scope !63, !noalias !60
  %676 = shl i64 %index229, 3
  %scevgep854 = getelementptr i8, i8* %scevgep796, i64 %676
  %scevgep854855 = bitcast i8* %scevgep854 to <8 x double>*
  %scevgep856 = getelementptr <8 x double>, <8 x double>* %scevgep854855, i64 -23
  %wide.load230.2 = load <8 x double>, <8 x double>* %scevgep856, align 8, !alias.scope !60
  %677 = shl i64 %index229, 3
  %scevgep851 = getelementptr i8, i8* %scevgep796, i64 %677
  %scevgep851852 = bitcast i8* %scevgep851 to <8 x double>*
  %scevgep853 = getelementptr <8 x double>, <8 x double>* %scevgep851852, i64 -22
  %wide.load231.2 = load <8 x double>, <8 x double>* %scevgep853, align 8, !alias.scope !60
  %678 = shl i64 %index229, 3
  %scevgep848 = getelementptr i8, i8* %scevgep796, i64 %678
  %scevgep848849 = bitcast i8* %scevgep848 to <8 x double>*
  %scevgep850 = getelementptr <8 x double>, <8 x double>* %scevgep848849, i64 -21
  %wide.load232.2 = load <8 x double>, <8 x double>* %scevgep850, align 8, !alias.scope !60
  %679 = shl i64 %index229, 3
  %scevgep845 = getelementptr i8, i8* %scevgep796, i64 %679
  %scevgep845846 = bitcast i8* %scevgep845 to <8 x double>*
  %scevgep847 = getelementptr <8 x double>, <8 x double>* %scevgep845846, i64 -20
  %wide.load233.2 = load <8 x double>, <8 x double>* %scevgep847, align 8, !alias.scope !60
  %680 = fmul <8 x double> %wide.load230.2, %wide.load230.2
  %681 = fmul <8 x double> %wide.load231.2, %wide.load231.2
  %682 = fmul <8 x double> %wide.load232.2, %wide.load232.2
  %683 = fmul <8 x double> %wide.load233.2, %wide.load233.2
  %scevgep949 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep949950 = bitcast double* %scevgep949 to <8 x double>*
  %scevgep951 = getelementptr <8 x double>, <8 x double>* %scevgep949950, i64 -23
  store <8 x double> %680, <8 x double>* %scevgep951, align 8, !alias.scope !63, !noalias !60
  %scevgep946 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep946947 = bitcast double* %scevgep946 to <8 x double>*
  %scevgep948 = getelementptr <8 x double>, <8 x double>* %scevgep946947, i64 -22
  store <8 x double> %681, <8 x double>* %scevgep948, align 8, !alias.scope !63, !noalias !60
  %scevgep943 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep943944 = bitcast double* %scevgep943 to <8 x double>*
  %scevgep945 = getelementptr <8 x double>, <8 x double>* %scevgep943944, i64 -21
  store <8 x double> %682, <8 x double>* %scevgep945, align 8, !alias.scope !63, !noalias !60
  %scevgep940 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep940941 = bitcast double* %scevgep940 to <8 x double>*
  %scevgep942 = getelementptr <8 x double>, <8 x double>* %scevgep940941, i64 -20
  store <8 x double> %683, <8 x double>* %scevgep942, align 8, !alias.scope !63, !noalias !60
  %684 = shl i64 %index229, 3
  %scevgep842 = getelementptr i8, i8* %scevgep796, i64 %684
  %scevgep842843 = bitcast i8* %scevgep842 to <8 x double>*
  %scevgep844 = getelementptr <8 x double>, <8 x double>* %scevgep842843, i64 -19
  %wide.load230.3 = load <8 x double>, <8 x double>* %scevgep844, align 8, !alias.scope !60
  %685 = shl i64 %index229, 3
  %scevgep839 = getelementptr i8, i8* %scevgep796, i64 %685
  %scevgep839840 = bitcast i8* %scevgep839 to <8 x double>*
  %scevgep841 = getelementptr <8 x double>, <8 x double>* %scevgep839840, i64 -18
  %wide.load231.3 = load <8 x double>, <8 x double>* %scevgep841, align 8, !alias.scope !60
  %686 = shl i64 %index229, 3
  %scevgep836 = getelementptr i8, i8* %scevgep796, i64 %686
  %scevgep836837 = bitcast i8* %scevgep836 to <8 x double>*
  %scevgep838 = getelementptr <8 x double>, <8 x double>* %scevgep836837, i64 -17
  %wide.load232.3 = load <8 x double>, <8 x double>* %scevgep838, align 8, !alias.scope !60
  %687 = shl i64 %index229, 3
  %scevgep833 = getelementptr i8, i8* %scevgep796, i64 %687
  %scevgep833834 = bitcast i8* %scevgep833 to <8 x double>*
  %scevgep835 = getelementptr <8 x double>, <8 x double>* %scevgep833834, i64 -16
  %wide.load233.3 = load <8 x double>, <8 x double>* %scevgep835, align 8, !alias.scope !60
  %688 = fmul <8 x double> %wide.load230.3, %wide.load230.3
  %689 = fmul <8 x double> %wide.load231.3, %wide.load231.3
  %690 = fmul <8 x double> %wide.load232.3, %wide.load232.3
  %691 = fmul <8 x double> %wide.load233.3, %wide.load233.3
  %scevgep937 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep937938 = bitcast double* %scevgep937 to <8 x double>*
  %scevgep939 = getelementptr <8 x double>, <8 x double>* %scevgep937938, i64 -19
  store <8 x double> %688, <8 x double>* %scevgep939, align 8, !alias.scope !63, !noalias !60
  %scevgep934 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep934935 = bitcast double* %scevgep934 to <8 x double>*
  %scevgep936 = getelementptr <8 x double>, <8 x double>* %scevgep934935, i64 -18
  store <8 x double> %689, <8 x double>* %scevgep936, align 8, !alias.scope !63, !noalias !60
  %scevgep931 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep931932 = bitcast double* %scevgep931 to <8 x double>*
  %scevgep933 = getelementptr <8 x double>, <8 x double>* %scevgep931932, i64 -17
  store <8 x double> %690, <8 x double>* %scevgep933, align 8, !alias.scope !63, !noalias !60
  %scevgep928 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep928929 = bitcast double* %scevgep928 to <8 x double>*
  %scevgep930 = getelementptr <8 x double>, <8 x double>* %scevgep928929, i64 -16
  store <8 x double> %691, <8 x double>* %scevgep930, align 8, !alias.scope !63, !noalias !60
  %692 = shl i64 %index229, 3
  %scevgep830 = getelementptr i8, i8* %scevgep796, i64 %692
  %scevgep830831 = bitcast i8* %scevgep830 to <8 x double>*
  %scevgep832 = getelementptr <8 x double>, <8 x double>* %scevgep830831, i64 -15
  %wide.load230.4 = load <8 x double>, <8 x double>* %scevgep832, align 8, !alias.scope !60
  %693 = shl i64 %index229, 3
  %scevgep827 = getelementptr i8, i8* %scevgep796, i64 %693
  %scevgep827828 = bitcast i8* %scevgep827 to <8 x double>*
  %scevgep829 = getelementptr <8 x double>, <8 x double>* %scevgep827828, i64 -14
  %wide.load231.4 = load <8 x double>, <8 x double>* %scevgep829, align 8, !alias.scope !60
  %694 = shl i64 %index229, 3
  %scevgep824 = getelementptr i8, i8* %scevgep796, i64 %694
  %scevgep824825 = bitcast i8* %scevgep824 to <8 x double>*
  %scevgep826 = getelementptr <8 x double>, <8 x double>* %scevgep824825, i64 -13
  %wide.load232.4 = load <8 x double>, <8 x double>* %scevgep826, align 8, !alias.scope !60
  %695 = shl i64 %index229, 3
  %scevgep821 = getelementptr i8, i8* %scevgep796, i64 %695
  %scevgep821822 = bitcast i8* %scevgep821 to <8 x double>*
  %scevgep823 = getelementptr <8 x double>, <8 x double>* %scevgep821822, i64 -12
  %wide.load233.4 = load <8 x double>, <8 x double>* %scevgep823, align 8, !alias.scope !60
  %696 = fmul <8 x double> %wide.load230.4, %wide.load230.4
  %697 = fmul <8 x double> %wide.load231.4, %wide.load231.4
  %698 = fmul <8 x double> %wide.load232.4, %wide.load232.4
  %699 = fmul <8 x double> %wide.load233.4, %wide.load233.4
  %scevgep925 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep925926 = bitcast double* %scevgep925 to <8 x double>*
  %scevgep927 = getelementptr <8 x double>, <8 x double>* %scevgep925926, i64 -15
  store <8 x double> %696, <8 x double>* %scevgep927, align 8, !alias.scope !63, !noalias !60
  %scevgep922 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep922923 = bitcast double* %scevgep922 to <8 x double>*
  %scevgep924 = getelementptr <8 x double>, <8 x double>* %scevgep922923, i64 -14
  store <8 x double> %697, <8 x double>* %scevgep924, align 8, !alias.scope !63, !noalias !60
  %scevgep919 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep919920 = bitcast double* %scevgep919 to <8 x double>*
  %scevgep921 = getelementptr <8 x double>, <8 x double>* %scevgep919920, i64 -13
  store <8 x double> %698, <8 x double>* %scevgep921, align 8, !alias.scope !63, !noalias !60
  %scevgep916 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep916917 = bitcast double* %scevgep916 to <8 x double>*
  %scevgep918 = getelementptr <8 x double>, <8 x double>* %scevgep916917, i64 -12
  store <8 x double> %699, <8 x double>* %scevgep918, align 8, !alias.scope !63, !noalias !60
  %700 = shl i64 %index229, 3
  %scevgep818 = getelementptr i8, i8* %scevgep796, i64 %700
  %scevgep818819 = bitcast i8* %scevgep818 to <8 x double>*
  %scevgep820 = getelementptr <8 x double>, <8 x double>* %scevgep818819, i64 -11
  %wide.load230.5 = load <8 x double>, <8 x double>* %scevgep820, align 8, !alias.scope !60
  %701 = shl i64 %index229, 3
  %scevgep815 = getelementptr i8, i8* %scevgep796, i64 %701
  %scevgep815816 = bitcast i8* %scevgep815 to <8 x double>*
  %scevgep817 = getelementptr <8 x double>, <8 x double>* %scevgep815816, i64 -10
  %wide.load231.5 = load <8 x double>, <8 x double>* %scevgep817, align 8, !alias.scope !60
  %702 = shl i64 %index229, 3
  %scevgep812 = getelementptr i8, i8* %scevgep796, i64 %702
  %scevgep812813 = bitcast i8* %scevgep812 to <8 x double>*
  %scevgep814 = getelementptr <8 x double>, <8 x double>* %scevgep812813, i64 -9
  %wide.load232.5 = load <8 x double>, <8 x double>* %scevgep814, align 8, !alias.scope !60
  %703 = shl i64 %index229, 3
  %scevgep809 = getelementptr i8, i8* %scevgep796, i64 %703
  %scevgep809810 = bitcast i8* %scevgep809 to <8 x double>*
  %scevgep811 = getelementptr <8 x double>, <8 x double>* %scevgep809810, i64 -8
  %wide.load233.5 = load <8 x double>, <8 x double>* %scevgep811, align 8, !alias.scope !60
  %704 = fmul <8 x double> %wide.load230.5, %wide.load230.5
  %705 = fmul <8 x double> %wide.load231.5, %wide.load231.5
  %706 = fmul <8 x double> %wide.load232.5, %wide.load232.5
  %707 = fmul <8 x double> %wide.load233.5, %wide.load233.5
  %scevgep913 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep913914 = bitcast double* %scevgep913 to <8 x double>*
  %scevgep915 = getelementptr <8 x double>, <8 x double>* %scevgep913914, i64 -11
  store <8 x double> %704, <8 x double>* %scevgep915, align 8, !alias.scope !63, !noalias !60
  %scevgep910 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep910911 = bitcast double* %scevgep910 to <8 x double>*
  %scevgep912 = getelementptr <8 x double>, <8 x double>* %scevgep910911, i64 -10
  store <8 x double> %705, <8 x double>* %scevgep912, align 8, !alias.scope !63, !noalias !60
  %scevgep907 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep907908 = bitcast double* %scevgep907 to <8 x double>*
  %scevgep909 = getelementptr <8 x double>, <8 x double>* %scevgep907908, i64 -9
  store <8 x double> %706, <8 x double>* %scevgep909, align 8, !alias.scope !63, !noalias !60
  %scevgep904 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep904905 = bitcast double* %scevgep904 to <8 x double>*
  %scevgep906 = getelementptr <8 x double>, <8 x double>* %scevgep904905, i64 -8
  store <8 x double> %707, <8 x double>* %scevgep906, align 8, !alias.scope !63, !noalias !60
  %708 = shl i64 %index229, 3
  %scevgep806 = getelementptr i8, i8* %scevgep796, i64 %708
  %scevgep806807 = bitcast i8* %scevgep806 to <8 x double>*
  %scevgep808 = getelementptr <8 x double>, <8 x double>* %scevgep806807, i64 -7
  %wide.load230.6 = load <8 x double>, <8 x double>* %scevgep808, align 8, !alias.scope !60
  %709 = shl i64 %index229, 3
  %scevgep803 = getelementptr i8, i8* %scevgep796, i64 %709
  %scevgep803804 = bitcast i8* %scevgep803 to <8 x double>*
  %scevgep805 = getelementptr <8 x double>, <8 x double>* %scevgep803804, i64 -6
  %wide.load231.6 = load <8 x double>, <8 x double>* %scevgep805, align 8, !alias.scope !60
  %710 = shl i64 %index229, 3
  %scevgep800 = getelementptr i8, i8* %scevgep796, i64 %710
  %scevgep800801 = bitcast i8* %scevgep800 to <8 x double>*
  %scevgep802 = getelementptr <8 x double>, <8 x double>* %scevgep800801, i64 -5
  %wide.load232.6 = load <8 x double>, <8 x double>* %scevgep802, align 8, !alias.scope !60
  %711 = shl i64 %index229, 3
  %scevgep797 = getelementptr i8, i8* %scevgep796, i64 %711
  %scevgep797798 = bitcast i8* %scevgep797 to <8 x double>*
  %scevgep799 = getelementptr <8 x double>, <8 x double>* %scevgep797798, i64 -4
  %wide.load233.6 = load <8 x double>, <8 x double>* %scevgep799, align 8, !alias.scope !60
  %712 = fmul <8 x double> %wide.load230.6, %wide.load230.6
  %713 = fmul <8 x double> %wide.load231.6, %wide.load231.6
  %714 = fmul <8 x double> %wide.load232.6, %wide.load232.6
  %715 = fmul <8 x double> %wide.load233.6, %wide.load233.6
  %scevgep901 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep901902 = bitcast double* %scevgep901 to <8 x double>*
  %scevgep903 = getelementptr <8 x double>, <8 x double>* %scevgep901902, i64 -7
  store <8 x double> %712, <8 x double>* %scevgep903, align 8, !alias.scope !63, !noalias !60
  %scevgep898 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep898899 = bitcast double* %scevgep898 to <8 x double>*
  %scevgep900 = getelementptr <8 x double>, <8 x double>* %scevgep898899, i64 -6
  store <8 x double> %713, <8 x double>* %scevgep900, align 8, !alias.scope !63, !noalias !60
  %scevgep895 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep895896 = bitcast double* %scevgep895 to <8 x double>*
  %scevgep897 = getelementptr <8 x double>, <8 x double>* %scevgep895896, i64 -5
  store <8 x double> %714, <8 x double>* %scevgep897, align 8, !alias.scope !63, !noalias !60
  %scevgep892 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep892893 = bitcast double* %scevgep892 to <8 x double>*
  %scevgep894 = getelementptr <8 x double>, <8 x double>* %scevgep892893, i64 -4
  store <8 x double> %715, <8 x double>* %scevgep894, align 8, !alias.scope !63, !noalias !60
  %716 = shl i64 %index229, 3
  %scevgep877 = getelementptr i8, i8* %scevgep796, i64 %716
  %scevgep877878 = bitcast i8* %scevgep877 to <8 x double>*
  %scevgep879 = getelementptr <8 x double>, <8 x double>* %scevgep877878, i64 -3
  %wide.load230.7 = load <8 x double>, <8 x double>* %scevgep879, align 8, !alias.scope !60
  %717 = shl i64 %index229, 3
  %scevgep874 = getelementptr i8, i8* %scevgep796, i64 %717
  %scevgep874875 = bitcast i8* %scevgep874 to <8 x double>*
  %scevgep876 = getelementptr <8 x double>, <8 x double>* %scevgep874875, i64 -2
  %wide.load231.7 = load <8 x double>, <8 x double>* %scevgep876, align 8, !alias.scope !60
  %718 = shl i64 %index229, 3
  %scevgep871 = getelementptr i8, i8* %scevgep796, i64 %718
  %scevgep871872 = bitcast i8* %scevgep871 to <8 x double>*
  %scevgep873 = getelementptr <8 x double>, <8 x double>* %scevgep871872, i64 -1
  %wide.load232.7 = load <8 x double>, <8 x double>* %scevgep873, align 8, !alias.scope !60
  %719 = shl i64 %index229, 3
  %scevgep869 = getelementptr i8, i8* %scevgep796, i64 %719
  %scevgep869870 = bitcast i8* %scevgep869 to <8 x double>*
  %wide.load233.7 = load <8 x double>, <8 x double>* %scevgep869870, align 8, !alias.scope !60
  %720 = fmul <8 x double> %wide.load230.7, %wide.load230.7
  %721 = fmul <8 x double> %wide.load231.7, %wide.load231.7
  %722 = fmul <8 x double> %wide.load232.7, %wide.load232.7
  %723 = fmul <8 x double> %wide.load233.7, %wide.load233.7
  %scevgep972 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep972973 = bitcast double* %scevgep972 to <8 x double>*
  %scevgep974 = getelementptr <8 x double>, <8 x double>* %scevgep972973, i64 -3
  store <8 x double> %720, <8 x double>* %scevgep974, align 8, !alias.scope !63, !noalias !60
  %scevgep969 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep969970 = bitcast double* %scevgep969 to <8 x double>*
  %scevgep971 = getelementptr <8 x double>, <8 x double>* %scevgep969970, i64 -2
  store <8 x double> %721, <8 x double>* %scevgep971, align 8, !alias.scope !63, !noalias !60
  %scevgep966 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep966967 = bitcast double* %scevgep966 to <8 x double>*
  %scevgep968 = getelementptr <8 x double>, <8 x double>* %scevgep966967, i64 -1
  store <8 x double> %722, <8 x double>* %scevgep968, align 8, !alias.scope !63, !noalias !60
  %scevgep964 = getelementptr double, double* %lsr.iv607, i64 %index229
  %scevgep964965 = bitcast double* %scevgep964 to <8 x double>*
  store <8 x double> %723, <8 x double>* %scevgep964965, align 8, !alias.scope !63, !noalias !60
  %index.next234.7 = add i64 %index229, 256
  %lsr.iv.next988 = add i64 %lsr.iv987, -8
  %niter278.ncmp.7 = icmp eq i64 %lsr.iv.next988, 0
  br i1 %niter278.ncmp.7, label %middle.block220.unr-lcssa, label %vector.body222, !llvm.loop !65

middle.block220.unr-lcssa:                        ; preds = %vector.body222, %vector.ph224
  %index229.unr = phi i64 [ 0, %vector.ph224 ], [ %index.next234.7, %vector.body222 ]
  %724 = and i64 %537, 7
  %725 = icmp eq i64 %724, 0
  br i1 %725, label %middle.block220, label %vector.body222.epil.preheader

vector.body222.epil.preheader:                    ; preds = %middle.block220.unr-lcssa
  %scevgep989 = getelementptr double, double* %lsr.iv708, i64 %index229.unr
  %726 = add i64 %index229.unr, %.1197.us79.us
  %727 = shl i64 %726, 3
  %scevgep1005 = getelementptr i8, i8* %scevgep1004, i64 %727
  br label %vector.body222.epil

vector.body222.epil:                              ; preds = %vector.body222.epil.preheader, %vector.body222.epil
  %lsr.iv990 = phi i64 [ 0, %vector.body222.epil.preheader ], [ %lsr.iv.next991, %vector.body222.epil ]
  %728 = bitcast double* %scevgep989 to i8*
  %scevgep1014 = getelementptr i8, i8* %scevgep1005, i64 %lsr.iv990
  %scevgep10141015 = bitcast i8* %scevgep1014 to <8 x double>*
  %scevgep1016 = getelementptr <8 x double>, <8 x double>* %scevgep10141015, i64 -3
  %wide.load230.epil = load <8 x double>, <8 x double>* %scevgep1016, align 8, !alias.scope !60
  %scevgep1011 = getelementptr i8, i8* %scevgep1005, i64 %lsr.iv990
  %scevgep10111012 = bitcast i8* %scevgep1011 to <8 x double>*
  %scevgep1013 = getelementptr <8 x double>, <8 x double>* %scevgep10111012, i64 -2
  %wide.load231.epil = load <8 x double>, <8 x double>* %scevgep1013, align 8, !alias.scope !60
  %scevgep1008 = getelementptr i8, i8* %scevgep1005, i64 %lsr.iv990
  %scevgep10081009 = bitcast i8* %scevgep1008 to <8 x double>*
  %scevgep1010 = getelementptr <8 x double>, <8 x double>* %scevgep10081009, i64 -1
  %wide.load232.epil = load <8 x double>, <8 x double>* %scevgep1010, align 8, !alias.scope !60
  %scevgep1006 = getelementptr i8, i8* %scevgep1005, i64 %lsr.iv990
  %scevgep10061007 = bitcast i8* %scevgep1006 to <8 x double>*
  %wide.load233.epil = load <8 x double>, <8 x double>* %scevgep10061007, align 8, !alias.scope !60
  %729 = fmul <8 x double> %wide.load230.epil, %wide.load230.epil
  %730 = fmul <8 x double> %wide.load231.epil, %wide.load231.epil
  %731 = fmul <8 x double> %wide.load232.epil, %wide.load232.epil
  %732 = fmul <8 x double> %wide.load233.epil, %wide.load233.epil
  %uglygep1001 = getelementptr i8, i8* %728, i64 %lsr.iv990
  %uglygep10011002 = bitcast i8* %uglygep1001 to <8 x double>*
  %scevgep1003 = getelementptr <8 x double>, <8 x double>* %uglygep10011002, i64 -3
  store <8 x double> %729, <8 x double>* %scevgep1003, align 8, !alias.scope !63, !noalias !60
  %uglygep998 = getelementptr i8, i8* %728, i64 %lsr.iv990
  %uglygep998999 = bitcast i8* %uglygep998 to <8 x double>*
  %scevgep1000 = getelementptr <8 x double>, <8 x double>* %uglygep998999, i64 -2
  store <8 x double> %730, <8 x double>* %scevgep1000, align 8, !alias.scope !63, !noalias !60
  %uglygep995 = getelementptr i8, i8* %728, i64 %lsr.iv990
  %uglygep995996 = bitcast i8* %uglygep995 to <8 x double>*
  %scevgep997 = getelementptr <8 x double>, <8 x double>* %uglygep995996, i64 -1
  store <8 x double> %731, <8 x double>* %scevgep997, align 8, !alias.scope !63, !noalias !60
  %uglygep993 = getelementptr i8, i8* %728, i64 %lsr.iv990
  %uglygep993994 = bitcast i8* %uglygep993 to <8 x double>*
  store <8 x double> %732, <8 x double>* %uglygep993994, align 8, !alias.scope !63, !noalias !60
  %lsr.iv.next991 = add nuw nsw i64 %lsr.iv990, 256
  %epil.iter275.cmp.not = icmp eq i64 %542, %lsr.iv.next991
  br i1 %epil.iter275.cmp.not, label %middle.block220, label %vector.body222.epil, !llvm.loop !66

middle.block220:                                  ; preds = %vector.body222.epil, %middle.block220.unr-lcssa
  %733 = icmp eq i64 %n.vec226, %arg.u0.5.1
  br i1 %733, label %for.end.2.loopexit.us, label %for.body.2.us75.us.preheader261

for.body.2.us75.us.preheader261:                  ; preds = %vector.memcheck210, %for.body.2.us75.us.preheader, %middle.block220
  %loop.index.237.us76.us.ph = phi i64 [ 0, %vector.memcheck210 ], [ 0, %for.body.2.us75.us.preheader ], [ %n.vec226, %middle.block220 ]
  %734 = and i64 %arg.u0.5.1, 7
  %735 = icmp eq i64 %734, 0
  %736 = xor i64 %loop.index.237.us76.us.ph, -1
  %737 = add i64 %736, %arg.u0.5.1
  br i1 %735, label %for.body.2.us75.us.prol.loopexit, label %for.body.2.us75.us.prol.preheader

for.body.2.us75.us.prol.preheader:                ; preds = %for.body.2.us75.us.preheader261
  %738 = shl i64 %loop.index.237.us76.us.ph, 3
  %739 = mul i64 %543, %.1174.040.us
  %scevgep1024 = getelementptr i8, i8* %.6.i, i64 %739
  br label %for.body.2.us75.us.prol

for.body.2.us75.us.prol:                          ; preds = %for.body.2.us75.us.prol.preheader, %for.body.2.us75.us.prol
  %lsr.iv1019 = phi i64 [ %738, %for.body.2.us75.us.prol.preheader ], [ %lsr.iv.next1020, %for.body.2.us75.us.prol ]
  %lsr.iv1017 = phi i64 [ 0, %for.body.2.us75.us.prol.preheader ], [ %lsr.iv.next1018, %for.body.2.us75.us.prol ]
  %740 = bitcast double* %lsr.iv742 to i8*
  %scevgep1025 = getelementptr i8, i8* %scevgep1024, i64 %lsr.iv1019
  %scevgep10251026 = bitcast i8* %scevgep1025 to double*
  %.1202.us82.us.prol = load double, double* %scevgep10251026, align 8
  %.5.i1.us83.us.prol = fmul double %.1202.us82.us.prol, %.1202.us82.us.prol
  %uglygep1022 = getelementptr i8, i8* %740, i64 %lsr.iv1019
  %uglygep10221023 = bitcast i8* %uglygep1022 to double*
  store double %.5.i1.us83.us.prol, double* %uglygep10221023, align 8
  %lsr.iv.next1018 = add nsw i64 %lsr.iv1017, -1
  %lsr.iv.next1020 = add nuw nsw i64 %lsr.iv1019, 8
  %prol.iter281.cmp.not = icmp eq i64 %544, %lsr.iv.next1018
  br i1 %prol.iter281.cmp.not, label %for.body.2.us75.us.prol.loopexit.loopexit, label %for.body.2.us75.us.prol, !llvm.loop !67

for.body.2.us75.us.prol.loopexit.loopexit:        ; preds = %for.body.2.us75.us.prol
  %741 = add i64 %loop.index.237.us76.us.ph, -1
  %742 = sub i64 %741, %lsr.iv.next1018
  %743 = sub i64 %loop.index.237.us76.us.ph, %lsr.iv.next1018
  br label %for.body.2.us75.us.prol.loopexit

for.body.2.us75.us.prol.loopexit:                 ; preds = %for.body.2.us75.us.prol.loopexit.loopexit, %for.body.2.us75.us.preheader261
  %loop.index.237.us76.us.lcssa.unr = phi i64 [ undef, %for.body.2.us75.us.preheader261 ], [ %742, %for.body.2.us75.us.prol.loopexit.loopexit ]
  %loop.index.237.us76.us.unr = phi i64 [ %loop.index.237.us76.us.ph, %for.body.2.us75.us.preheader261 ], [ %743, %for.body.2.us75.us.prol.loopexit.loopexit ]
  %744 = icmp ult i64 %737, 7
  br i1 %744, label %for.end.2.loopexit.us, label %for.body.2.us75.us.preheader346

for.body.2.us75.us.preheader346:                  ; preds = %for.body.2.us75.us.prol.loopexit
  %745 = add i64 %loop.index.237.us76.us.unr, -1
  %746 = mul i64 %546, %.1174.040.us
  %scevgep1030 = getelementptr i8, i8* %scevgep1029, i64 %746
  br label %for.body.2.us75.us

for.body.2.us75.us:                               ; preds = %for.body.2.us75.us.preheader346, %for.body.2.us75.us
  %lsr.iv1027 = phi i64 [ %745, %for.body.2.us75.us.preheader346 ], [ %lsr.iv.next1028, %for.body.2.us75.us ]
  %747 = shl i64 %lsr.iv1027, 3
  %scevgep1051 = getelementptr i8, i8* %scevgep1030, i64 %747
  %scevgep10511052 = bitcast i8* %scevgep1051 to double*
  %scevgep1053 = getelementptr double, double* %scevgep10511052, i64 -6
  %.1202.us82.us = load double, double* %scevgep1053, align 8
  %.5.i1.us83.us = fmul double %.1202.us82.us, %.1202.us82.us
  %scevgep1056 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv1027
  %scevgep1057 = getelementptr double, double* %scevgep1056, i64 1
  store double %.5.i1.us83.us, double* %scevgep1057, align 8
  %748 = shl i64 %lsr.iv1027, 3
  %scevgep1048 = getelementptr i8, i8* %scevgep1030, i64 %748
  %scevgep10481049 = bitcast i8* %scevgep1048 to double*
  %scevgep1050 = getelementptr double, double* %scevgep10481049, i64 -5
  %.1202.us82.us.1 = load double, double* %scevgep1050, align 8
  %.5.i1.us83.us.1 = fmul double %.1202.us82.us.1, %.1202.us82.us.1
  %scevgep1062 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv1027
  %scevgep1063 = getelementptr double, double* %scevgep1062, i64 2
  store double %.5.i1.us83.us.1, double* %scevgep1063, align 8
  %749 = shl i64 %lsr.iv1027, 3
  %scevgep1045 = getelementptr i8, i8* %scevgep1030, i64 %749
  %scevgep10451046 = bitcast i8* %scevgep1045 to double*
  %scevgep1047 = getelementptr double, double* %scevgep10451046, i64 -4
  %.1202.us82.us.2 = load double, double* %scevgep1047, align 8
  %.5.i1.us83.us.2 = fmul double %.1202.us82.us.2, %.1202.us82.us.2
  %scevgep1064 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv1027
  %scevgep1065 = getelementptr double, double* %scevgep1064, i64 3
  store double %.5.i1.us83.us.2, double* %scevgep1065, align 8
  %750 = shl i64 %lsr.iv1027, 3
  %scevgep1042 = getelementptr i8, i8* %scevgep1030, i64 %750
  %scevgep10421043 = bitcast i8* %scevgep1042 to double*
  %scevgep1044 = getelementptr double, double* %scevgep10421043, i64 -3
  %.1202.us82.us.3 = load double, double* %scevgep1044, align 8
  %.5.i1.us83.us.3 = fmul double %.1202.us82.us.3, %.1202.us82.us.3
  %scevgep1066 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv1027
  %scevgep1067 = getelementptr double, double* %scevgep1066, i64 4
  store double %.5.i1.us83.us.3, double* %scevgep1067, align 8
  %751 = shl i64 %lsr.iv1027, 3
  %scevgep1039 = getelementptr i8, i8* %scevgep1030, i64 %751
  %scevgep10391040 = bitcast i8* %scevgep1039 to double*
  %scevgep1041 = getelementptr double, double* %scevgep10391040, i64 -2
  %.1202.us82.us.4 = load double, double* %scevgep1041, align 8
  %.5.i1.us83.us.4 = fmul double %.1202.us82.us.4, %.1202.us82.us.4
  %scevgep1054 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv1027
  %scevgep1055 = getelementptr double, double* %scevgep1054, i64 5
  store double %.5.i1.us83.us.4, double* %scevgep1055, align 8
  %752 = shl i64 %lsr.iv1027, 3
  %scevgep1036 = getelementptr i8, i8* %scevgep1030, i64 %752
  %scevgep10361037 = bitcast i8* %scevgep1036 to double*
  %scevgep1038 = getelementptr double, double* %scevgep10361037, i64 -1
  %.1202.us82.us.5 = load double, double* %scevgep1038, align 8
  %.5.i1.us83.us.5 = fmul double %.1202.us82.us.5, %.1202.us82.us.5
  %scevgep1068 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv1027
  %scevgep1069 = getelementptr double, double* %scevgep1068, i64 6
  store double %.5.i1.us83.us.5, double* %scevgep1069, align 8
  %753 = shl i64 %lsr.iv1027, 3
  %scevgep1034 = getelementptr i8, i8* %scevgep1030, i64 %753
  %scevgep10341035 = bitcast i8* %scevgep1034 to double*
  %.1202.us82.us.6 = load double, double* %scevgep10341035, align 8
  %.5.i1.us83.us.6 = fmul double %.1202.us82.us.6, %.1202.us82.us.6
  %scevgep1060 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv1027
  %scevgep1061 = getelementptr double, double* %scevgep1060, i64 7
  store double %.5.i1.us83.us.6, double* %scevgep1061, align 8
  %754 = shl i64 %lsr.iv1027, 3
  %scevgep1031 = getelementptr i8, i8* %scevgep1030, i64 %754
  %scevgep10311032 = bitcast i8* %scevgep1031 to double*
  %scevgep1033 = getelementptr double, double* %scevgep10311032, i64 1
  %.1202.us82.us.7 = load double, double* %scevgep1033, align 8
  %.5.i1.us83.us.7 = fmul double %.1202.us82.us.7, %.1202.us82.us.7
  %scevgep1058 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv1027
  %scevgep1059 = getelementptr double, double* %scevgep1058, i64 8
  store double %.5.i1.us83.us.7, double* %scevgep1059, align 8
  %lsr.iv.next1028 = add i64 %lsr.iv1027, 8
  %755 = add i64 %545, %lsr.iv.next1028
  %exitcond132.not.7 = icmp eq i64 %755, -1
  br i1 %exitcond132.not.7, label %for.end.2.loopexit.us, label %for.body.2.us75.us, !llvm.loop !68

for.body.2.preheader.split.for.body.2.preheader.split.split_crit_edge.us: ; preds = %for.body.2.preheader.for.body.2.preheader.split_crit_edge.us
  %756 = bitcast i8* %.6.i to double*
  %.1200.us91 = add i64 %.1197.us79.us, %.1177.041.us
  %.1201.us92 = getelementptr double, double* %756, i64 %.1200.us91
  %.1202.us93 = load double, double* %.1201.us92, align 8
  %.5.i1.us94 = fmul double %.1202.us93, %.1202.us93
  %.1232.us96 = getelementptr double, double* %.6.i1447, i64 %.1228.us
  store double %.5.i1.us94, double* %.1232.us96, align 8
  br label %for.end.2.loopexit.us

for.body.2.us.us.us:                              ; preds = %for.body.2.us.us.us.preheader347, %for.body.2.us.us.us
  %lsr.iv753 = phi i64 [ %649, %for.body.2.us.us.us.preheader347 ], [ %lsr.iv.next754, %for.body.2.us.us.us ]
  %757 = shl i64 %lsr.iv753, 3
  %scevgep774 = getelementptr i8, i8* %lsr.iv746, i64 %757
  %scevgep774775 = bitcast i8* %scevgep774 to double*
  %scevgep776 = getelementptr double, double* %scevgep774775, i64 1
  %.1202.us.us.us = load double, double* %scevgep776, align 8
  %.5.i1.us.us.us = fmul double %.1202.us.us.us, %.1202.us.us.us
  %scevgep757 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv753
  %scevgep758 = getelementptr double, double* %scevgep757, i64 1
  store double %.5.i1.us.us.us, double* %scevgep758, align 8
  %758 = shl i64 %lsr.iv753, 3
  %scevgep777 = getelementptr i8, i8* %lsr.iv746, i64 %758
  %scevgep777778 = bitcast i8* %scevgep777 to double*
  %scevgep779 = getelementptr double, double* %scevgep777778, i64 2
  %.1202.us.us.us.1 = load double, double* %scevgep779, align 8
  %.5.i1.us.us.us.1 = fmul double %.1202.us.us.us.1, %.1202.us.us.us.1
  %scevgep761 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv753
  %scevgep762 = getelementptr double, double* %scevgep761, i64 2
  store double %.5.i1.us.us.us.1, double* %scevgep762, align 8
  %759 = shl i64 %lsr.iv753, 3
  %scevgep780 = getelementptr i8, i8* %lsr.iv746, i64 %759
  %scevgep780781 = bitcast i8* %scevgep780 to double*
  %scevgep782 = getelementptr double, double* %scevgep780781, i64 3
  %.1202.us.us.us.2 = load double, double* %scevgep782, align 8
  %.5.i1.us.us.us.2 = fmul double %.1202.us.us.us.2, %.1202.us.us.us.2
  %scevgep763 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv753
  %scevgep764 = getelementptr double, double* %scevgep763, i64 3
  store double %.5.i1.us.us.us.2, double* %scevgep764, align 8
  %760 = shl i64 %lsr.iv753, 3
  %scevgep783 = getelementptr i8, i8* %lsr.iv746, i64 %760
  %scevgep783784 = bitcast i8* %scevgep783 to double*
  %scevgep785 = getelementptr double, double* %scevgep783784, i64 4
  %.1202.us.us.us.3 = load double, double* %scevgep785, align 8
  %.5.i1.us.us.us.3 = fmul double %.1202.us.us.us.3, %.1202.us.us.us.3
  %scevgep765 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv753
  %scevgep766 = getelementptr double, double* %scevgep765, i64 4
  store double %.5.i1.us.us.us.3, double* %scevgep766, align 8
  %761 = shl i64 %lsr.iv753, 3
  %scevgep786 = getelementptr i8, i8* %lsr.iv746, i64 %761
  %scevgep786787 = bitcast i8* %scevgep786 to double*
  %scevgep788 = getelementptr double, double* %scevgep786787, i64 5
  %.1202.us.us.us.4 = load double, double* %scevgep788, align 8
  %.5.i1.us.us.us.4 = fmul double %.1202.us.us.us.4, %.1202.us.us.us.4
  %scevgep755 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv753
  %scevgep756 = getelementptr double, double* %scevgep755, i64 5
  store double %.5.i1.us.us.us.4, double* %scevgep756, align 8
  %762 = shl i64 %lsr.iv753, 3
  %scevgep789 = getelementptr i8, i8* %lsr.iv746, i64 %762
  %scevgep789790 = bitcast i8* %scevgep789 to double*
  %scevgep791 = getelementptr double, double* %scevgep789790, i64 6
  %.1202.us.us.us.5 = load double, double* %scevgep791, align 8
  %.5.i1.us.us.us.5 = fmul double %.1202.us.us.us.5, %.1202.us.us.us.5
  %scevgep769 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv753
  %scevgep770 = getelementptr double, double* %scevgep769, i64 6
  store double %.5.i1.us.us.us.5, double* %scevgep770, align 8
  %763 = shl i64 %lsr.iv753, 3
  %scevgep792 = getelementptr i8, i8* %lsr.iv746, i64 %763
  %scevgep792793 = bitcast i8* %scevgep792 to double*
  %scevgep794 = getelementptr double, double* %scevgep792793, i64 7
  %.1202.us.us.us.6 = load double, double* %scevgep794, align 8
  %.5.i1.us.us.us.6 = fmul double %.1202.us.us.us.6, %.1202.us.us.us.6
  %scevgep767 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv753
  %scevgep768 = getelementptr double, double* %scevgep767, i64 7
  store double %.5.i1.us.us.us.6, double* %scevgep768, align 8
  %764 = shl i64 %lsr.iv753, 3
  %scevgep771 = getelementptr i8, i8* %lsr.iv746, i64 %764
  %scevgep771772 = bitcast i8* %scevgep771 to double*
  %scevgep773 = getelementptr double, double* %scevgep771772, i64 8
  %.1202.us.us.us.7 = load double, double* %scevgep773, align 8
  %.5.i1.us.us.us.7 = fmul double %.1202.us.us.us.7, %.1202.us.us.us.7
  %scevgep759 = getelementptr double, double* %lsr.iv742, i64 %lsr.iv753
  %scevgep760 = getelementptr double, double* %scevgep759, i64 8
  store double %.5.i1.us.us.us.7, double* %scevgep760, align 8
  %lsr.iv.next754 = add i64 %lsr.iv753, 8
  %765 = add i64 %540, %lsr.iv.next754
  %exitcond134.not.7 = icmp eq i64 %765, -1
  br i1 %exitcond134.not.7, label %for.end.2.loopexit.us, label %for.body.2.us.us.us, !llvm.loop !69

for.body.2.preheader.split.us.for.body.2.preheader.split.us.split_crit_edge.us: ; preds = %for.body.2.preheader.split.us.us
  %766 = bitcast i8* %.6.i to double*
  %.1200.us.us104 = add i64 %.1197.us.us, %.1177.041.us
  %.1201.us.us105 = getelementptr double, double* %766, i64 %.1200.us.us104
  %.1202.us.us106 = load double, double* %.1201.us.us105, align 8
  %.5.i1.us.us107 = fmul double %.1202.us.us106, %.1202.us.us106
  %.1232.us.us109 = getelementptr double, double* %.6.i1447, i64 %.1228.us
  store double %.5.i1.us.us107, double* %.1232.us.us109, align 8
  br label %for.end.2.loopexit.us

for.end.1:                                        ; preds = %for.end.2.loopexit.us, %for.cond.2.preheader.preheader, %B398.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.83.i = icmp eq i64 %.1096, 0
  br i1 %.83.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.1096, i64 1) #6
  %767 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %768 = icmp ult i64 %767, 7
  br i1 %768, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %769 = add nsw i64 %unroll_iter.i, -8
  %770 = lshr exact i64 %769, 3
  %771 = add nuw nsw i64 %770, 1
  %xtraiter = and i64 %771, 7
  %772 = icmp ult i64 %769, 56
  br i1 %772, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %771, %const
  %scevgep377 = getelementptr double, double* %.6.i1447, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.268.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.211.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %773 = add nuw nsw i64 %.85.06.i.unr, 7
  %scevgep353 = getelementptr double, double* %.6.i1447, i64 %773
  %774 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.268.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %775 = bitcast double* %scevgep353 to i8*
  %uglygep374 = getelementptr i8, i8* %775, i64 %lsr.iv
  %uglygep374375 = bitcast i8* %uglygep374 to double*
  %scevgep376 = getelementptr double, double* %uglygep374375, i64 -7
  %.265.i.epil = load double, double* %scevgep376, align 8, !noalias !70
  %.268.i.epil = fadd double %c.2.07.i.epil, %.265.i.epil
  %uglygep371 = getelementptr i8, i8* %775, i64 %lsr.iv
  %uglygep371372 = bitcast i8* %uglygep371 to double*
  %scevgep373 = getelementptr double, double* %uglygep371372, i64 -6
  %.265.1.i.epil = load double, double* %scevgep373, align 8, !noalias !70
  %.268.1.i.epil = fadd double %.268.i.epil, %.265.1.i.epil
  %uglygep368 = getelementptr i8, i8* %775, i64 %lsr.iv
  %uglygep368369 = bitcast i8* %uglygep368 to double*
  %scevgep370 = getelementptr double, double* %uglygep368369, i64 -5
  %.265.2.i.epil = load double, double* %scevgep370, align 8, !noalias !70
  %.268.2.i.epil = fadd double %.268.1.i.epil, %.265.2.i.epil
  %uglygep365 = getelementptr i8, i8* %775, i64 %lsr.iv
  %uglygep365366 = bitcast i8* %uglygep365 to double*
  %scevgep367 = getelementptr double, double* %uglygep365366, i64 -4
  %.265.3.i.epil = load double, double* %scevgep367, align 8, !noalias !70
  %.268.3.i.epil = fadd double %.268.2.i.epil, %.265.3.i.epil
  %uglygep362 = getelementptr i8, i8* %775, i64 %lsr.iv
  %uglygep362363 = bitcast i8* %uglygep362 to double*
  %scevgep364 = getelementptr double, double* %uglygep362363, i64 -3
  %.265.4.i.epil = load double, double* %scevgep364, align 8, !noalias !70
  %.268.4.i.epil = fadd double %.268.3.i.epil, %.265.4.i.epil
  %uglygep359 = getelementptr i8, i8* %775, i64 %lsr.iv
  %uglygep359360 = bitcast i8* %uglygep359 to double*
  %scevgep361 = getelementptr double, double* %uglygep359360, i64 -2
  %.265.5.i.epil = load double, double* %scevgep361, align 8, !noalias !70
  %.268.5.i.epil = fadd double %.268.4.i.epil, %.265.5.i.epil
  %uglygep356 = getelementptr i8, i8* %775, i64 %lsr.iv
  %uglygep356357 = bitcast i8* %uglygep356 to double*
  %scevgep358 = getelementptr double, double* %uglygep356357, i64 -1
  %.265.6.i.epil = load double, double* %scevgep358, align 8, !noalias !70
  %.268.6.i.epil = fadd double %.268.5.i.epil, %.265.6.i.epil
  %uglygep = getelementptr i8, i8* %775, i64 %lsr.iv
  %uglygep355 = bitcast i8* %uglygep to double*
  %.265.7.i.epil = load double, double* %uglygep355, align 8, !noalias !70
  %.268.7.i.epil = fadd double %.268.6.i.epil, %.265.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %774, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !73, !llvm.loop !74

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.268.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.268.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.268.7.i.epil, %B50.endif.i.epil ]
  %.85.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i1447, i64 %.85.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.268.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep352 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.265.epil.i = load double, double* %scevgep352, align 8, !noalias !70
  %.268.epil.i = fadd double %c.2.07.epil.i, %.265.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !73, !llvm.loop !75

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv505 = phi i64 [ %lsr.iv.next506, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.268.7.i.7, %B50.endif.i ]
  %.85.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.211.7.i.7, %B50.endif.i ]
  %scevgep503 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep504 = getelementptr double, double* %scevgep503, i64 -63
  %.265.i = load double, double* %scevgep504, align 8, !noalias !70
  %.268.i = fadd double %c.2.07.i, %.265.i
  %scevgep501 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep502 = getelementptr double, double* %scevgep501, i64 -62
  %.265.1.i = load double, double* %scevgep502, align 8, !noalias !70
  %.268.1.i = fadd double %.268.i, %.265.1.i
  %scevgep499 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -61
  %.265.2.i = load double, double* %scevgep500, align 8, !noalias !70
  %.268.2.i = fadd double %.268.1.i, %.265.2.i
  %scevgep497 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -60
  %.265.3.i = load double, double* %scevgep498, align 8, !noalias !70
  %.268.3.i = fadd double %.268.2.i, %.265.3.i
  %scevgep495 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -59
  %.265.4.i = load double, double* %scevgep496, align 8, !noalias !70
  %.268.4.i = fadd double %.268.3.i, %.265.4.i
  %scevgep493 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -58
  %.265.5.i = load double, double* %scevgep494, align 8, !noalias !70
  %.268.5.i = fadd double %.268.4.i, %.265.5.i
  %scevgep491 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -57
  %.265.6.i = load double, double* %scevgep492, align 8, !noalias !70
  %.268.6.i = fadd double %.268.5.i, %.265.6.i
  %scevgep489 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -56
  %.265.7.i = load double, double* %scevgep490, align 8, !noalias !70
  %.268.7.i = fadd double %.268.6.i, %.265.7.i
  %scevgep458 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep459 = getelementptr double, double* %scevgep458, i64 -55
  %.265.i.1 = load double, double* %scevgep459, align 8, !noalias !70
  %.268.i.1 = fadd double %.268.7.i, %.265.i.1
  %scevgep460 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep461 = getelementptr double, double* %scevgep460, i64 -54
  %.265.1.i.1 = load double, double* %scevgep461, align 8, !noalias !70
  %.268.1.i.1 = fadd double %.268.i.1, %.265.1.i.1
  %scevgep462 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep463 = getelementptr double, double* %scevgep462, i64 -53
  %.265.2.i.1 = load double, double* %scevgep463, align 8, !noalias !70
  %.268.2.i.1 = fadd double %.268.1.i.1, %.265.2.i.1
  %scevgep464 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep465 = getelementptr double, double* %scevgep464, i64 -52
  %.265.3.i.1 = load double, double* %scevgep465, align 8, !noalias !70
  %.268.3.i.1 = fadd double %.268.2.i.1, %.265.3.i.1
  %scevgep466 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep467 = getelementptr double, double* %scevgep466, i64 -51
  %.265.4.i.1 = load double, double* %scevgep467, align 8, !noalias !70
  %.268.4.i.1 = fadd double %.268.3.i.1, %.265.4.i.1
  %scevgep468 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep469 = getelementptr double, double* %scevgep468, i64 -50
  %.265.5.i.1 = load double, double* %scevgep469, align 8, !noalias !70
  %.268.5.i.1 = fadd double %.268.4.i.1, %.265.5.i.1
  %scevgep470 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep471 = getelementptr double, double* %scevgep470, i64 -49
  %.265.6.i.1 = load double, double* %scevgep471, align 8, !noalias !70
  %.268.6.i.1 = fadd double %.268.5.i.1, %.265.6.i.1
  %scevgep472 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep473 = getelementptr double, double* %scevgep472, i64 -48
  %.265.7.i.1 = load double, double* %scevgep473, align 8, !noalias !70
  %.268.7.i.1 = fadd double %.268.6.i.1, %.265.7.i.1
  %scevgep442 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep443 = getelementptr double, double* %scevgep442, i64 -47
  %.265.i.2 = load double, double* %scevgep443, align 8, !noalias !70
  %.268.i.2 = fadd double %.268.7.i.1, %.265.i.2
  %scevgep444 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep445 = getelementptr double, double* %scevgep444, i64 -46
  %.265.1.i.2 = load double, double* %scevgep445, align 8, !noalias !70
  %.268.1.i.2 = fadd double %.268.i.2, %.265.1.i.2
  %scevgep446 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep447 = getelementptr double, double* %scevgep446, i64 -45
  %.265.2.i.2 = load double, double* %scevgep447, align 8, !noalias !70
  %.268.2.i.2 = fadd double %.268.1.i.2, %.265.2.i.2
  %scevgep448 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep449 = getelementptr double, double* %scevgep448, i64 -44
  %.265.3.i.2 = load double, double* %scevgep449, align 8, !noalias !70
  %.268.3.i.2 = fadd double %.268.2.i.2, %.265.3.i.2
  %scevgep450 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep451 = getelementptr double, double* %scevgep450, i64 -43
  %.265.4.i.2 = load double, double* %scevgep451, align 8, !noalias !70
  %.268.4.i.2 = fadd double %.268.3.i.2, %.265.4.i.2
  %scevgep452 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep453 = getelementptr double, double* %scevgep452, i64 -42
  %.265.5.i.2 = load double, double* %scevgep453, align 8, !noalias !70
  %.268.5.i.2 = fadd double %.268.4.i.2, %.265.5.i.2
  %scevgep454 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep455 = getelementptr double, double* %scevgep454, i64 -41
  %.265.6.i.2 = load double, double* %scevgep455, align 8, !noalias !70
  %.268.6.i.2 = fadd double %.268.5.i.2, %.265.6.i.2
  %scevgep456 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep457 = getelementptr double, double* %scevgep456, i64 -40
  %.265.7.i.2 = load double, double* %scevgep457, align 8, !noalias !70
  %.268.7.i.2 = fadd double %.268.6.i.2, %.265.7.i.2
  %scevgep426 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep427 = getelementptr double, double* %scevgep426, i64 -39
  %.265.i.3 = load double, double* %scevgep427, align 8, !noalias !70
  %.268.i.3 = fadd double %.268.7.i.2, %.265.i.3
  %scevgep428 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep429 = getelementptr double, double* %scevgep428, i64 -38
  %.265.1.i.3 = load double, double* %scevgep429, align 8, !noalias !70
  %.268.1.i.3 = fadd double %.268.i.3, %.265.1.i.3
  %scevgep430 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep431 = getelementptr double, double* %scevgep430, i64 -37
  %.265.2.i.3 = load double, double* %scevgep431, align 8, !noalias !70
  %.268.2.i.3 = fadd double %.268.1.i.3, %.265.2.i.3
  %scevgep432 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep433 = getelementptr double, double* %scevgep432, i64 -36
  %.265.3.i.3 = load double, double* %scevgep433, align 8, !noalias !70
  %.268.3.i.3 = fadd double %.268.2.i.3, %.265.3.i.3
  %scevgep434 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep435 = getelementptr double, double* %scevgep434, i64 -35
  %.265.4.i.3 = load double, double* %scevgep435, align 8, !noalias !70
  %.268.4.i.3 = fadd double %.268.3.i.3, %.265.4.i.3
  %scevgep436 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep437 = getelementptr double, double* %scevgep436, i64 -34
  %.265.5.i.3 = load double, double* %scevgep437, align 8, !noalias !70
  %.268.5.i.3 = fadd double %.268.4.i.3, %.265.5.i.3
  %scevgep438 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep439 = getelementptr double, double* %scevgep438, i64 -33
  %.265.6.i.3 = load double, double* %scevgep439, align 8, !noalias !70
  %.268.6.i.3 = fadd double %.268.5.i.3, %.265.6.i.3
  %scevgep440 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep441 = getelementptr double, double* %scevgep440, i64 -32
  %.265.7.i.3 = load double, double* %scevgep441, align 8, !noalias !70
  %.268.7.i.3 = fadd double %.268.6.i.3, %.265.7.i.3
  %scevgep410 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep411 = getelementptr double, double* %scevgep410, i64 -31
  %.265.i.4 = load double, double* %scevgep411, align 8, !noalias !70
  %.268.i.4 = fadd double %.268.7.i.3, %.265.i.4
  %scevgep412 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep413 = getelementptr double, double* %scevgep412, i64 -30
  %.265.1.i.4 = load double, double* %scevgep413, align 8, !noalias !70
  %.268.1.i.4 = fadd double %.268.i.4, %.265.1.i.4
  %scevgep414 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep415 = getelementptr double, double* %scevgep414, i64 -29
  %.265.2.i.4 = load double, double* %scevgep415, align 8, !noalias !70
  %.268.2.i.4 = fadd double %.268.1.i.4, %.265.2.i.4
  %scevgep416 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep417 = getelementptr double, double* %scevgep416, i64 -28
  %.265.3.i.4 = load double, double* %scevgep417, align 8, !noalias !70
  %.268.3.i.4 = fadd double %.268.2.i.4, %.265.3.i.4
  %scevgep418 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep419 = getelementptr double, double* %scevgep418, i64 -27
  %.265.4.i.4 = load double, double* %scevgep419, align 8, !noalias !70
  %.268.4.i.4 = fadd double %.268.3.i.4, %.265.4.i.4
  %scevgep420 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep421 = getelementptr double, double* %scevgep420, i64 -26
  %.265.5.i.4 = load double, double* %scevgep421, align 8, !noalias !70
  %.268.5.i.4 = fadd double %.268.4.i.4, %.265.5.i.4
  %scevgep422 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep423 = getelementptr double, double* %scevgep422, i64 -25
  %.265.6.i.4 = load double, double* %scevgep423, align 8, !noalias !70
  %.268.6.i.4 = fadd double %.268.5.i.4, %.265.6.i.4
  %scevgep424 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep425 = getelementptr double, double* %scevgep424, i64 -24
  %.265.7.i.4 = load double, double* %scevgep425, align 8, !noalias !70
  %.268.7.i.4 = fadd double %.268.6.i.4, %.265.7.i.4
  %scevgep394 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep395 = getelementptr double, double* %scevgep394, i64 -23
  %.265.i.5 = load double, double* %scevgep395, align 8, !noalias !70
  %.268.i.5 = fadd double %.268.7.i.4, %.265.i.5
  %scevgep396 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep397 = getelementptr double, double* %scevgep396, i64 -22
  %.265.1.i.5 = load double, double* %scevgep397, align 8, !noalias !70
  %.268.1.i.5 = fadd double %.268.i.5, %.265.1.i.5
  %scevgep398 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep399 = getelementptr double, double* %scevgep398, i64 -21
  %.265.2.i.5 = load double, double* %scevgep399, align 8, !noalias !70
  %.268.2.i.5 = fadd double %.268.1.i.5, %.265.2.i.5
  %scevgep400 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep401 = getelementptr double, double* %scevgep400, i64 -20
  %.265.3.i.5 = load double, double* %scevgep401, align 8, !noalias !70
  %.268.3.i.5 = fadd double %.268.2.i.5, %.265.3.i.5
  %scevgep402 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep403 = getelementptr double, double* %scevgep402, i64 -19
  %.265.4.i.5 = load double, double* %scevgep403, align 8, !noalias !70
  %.268.4.i.5 = fadd double %.268.3.i.5, %.265.4.i.5
  %scevgep404 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep405 = getelementptr double, double* %scevgep404, i64 -18
  %.265.5.i.5 = load double, double* %scevgep405, align 8, !noalias !70
  %.268.5.i.5 = fadd double %.268.4.i.5, %.265.5.i.5
  %scevgep406 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep407 = getelementptr double, double* %scevgep406, i64 -17
  %.265.6.i.5 = load double, double* %scevgep407, align 8, !noalias !70
  %.268.6.i.5 = fadd double %.268.5.i.5, %.265.6.i.5
  %scevgep408 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep409 = getelementptr double, double* %scevgep408, i64 -16
  %.265.7.i.5 = load double, double* %scevgep409, align 8, !noalias !70
  %.268.7.i.5 = fadd double %.268.6.i.5, %.265.7.i.5
  %scevgep378 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -15
  %.265.i.6 = load double, double* %scevgep379, align 8, !noalias !70
  %.268.i.6 = fadd double %.268.7.i.5, %.265.i.6
  %scevgep380 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep381 = getelementptr double, double* %scevgep380, i64 -14
  %.265.1.i.6 = load double, double* %scevgep381, align 8, !noalias !70
  %.268.1.i.6 = fadd double %.268.i.6, %.265.1.i.6
  %scevgep382 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep383 = getelementptr double, double* %scevgep382, i64 -13
  %.265.2.i.6 = load double, double* %scevgep383, align 8, !noalias !70
  %.268.2.i.6 = fadd double %.268.1.i.6, %.265.2.i.6
  %scevgep384 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep385 = getelementptr double, double* %scevgep384, i64 -12
  %.265.3.i.6 = load double, double* %scevgep385, align 8, !noalias !70
  %.268.3.i.6 = fadd double %.268.2.i.6, %.265.3.i.6
  %scevgep386 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep387 = getelementptr double, double* %scevgep386, i64 -11
  %.265.4.i.6 = load double, double* %scevgep387, align 8, !noalias !70
  %.268.4.i.6 = fadd double %.268.3.i.6, %.265.4.i.6
  %scevgep388 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep389 = getelementptr double, double* %scevgep388, i64 -10
  %.265.5.i.6 = load double, double* %scevgep389, align 8, !noalias !70
  %.268.5.i.6 = fadd double %.268.4.i.6, %.265.5.i.6
  %scevgep390 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep391 = getelementptr double, double* %scevgep390, i64 -9
  %.265.6.i.6 = load double, double* %scevgep391, align 8, !noalias !70
  %.268.6.i.6 = fadd double %.268.5.i.6, %.265.6.i.6
  %scevgep392 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep393 = getelementptr double, double* %scevgep392, i64 -8
  %.265.7.i.6 = load double, double* %scevgep393, align 8, !noalias !70
  %.268.7.i.6 = fadd double %.268.6.i.6, %.265.7.i.6
  %scevgep474 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep475 = getelementptr double, double* %scevgep474, i64 -7
  %.265.i.7 = load double, double* %scevgep475, align 8, !noalias !70
  %.268.i.7 = fadd double %.268.7.i.6, %.265.i.7
  %scevgep476 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -6
  %.265.1.i.7 = load double, double* %scevgep477, align 8, !noalias !70
  %.268.1.i.7 = fadd double %.268.i.7, %.265.1.i.7
  %scevgep478 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -5
  %.265.2.i.7 = load double, double* %scevgep479, align 8, !noalias !70
  %.268.2.i.7 = fadd double %.268.1.i.7, %.265.2.i.7
  %scevgep480 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -4
  %.265.3.i.7 = load double, double* %scevgep481, align 8, !noalias !70
  %.268.3.i.7 = fadd double %.268.2.i.7, %.265.3.i.7
  %scevgep482 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -3
  %.265.4.i.7 = load double, double* %scevgep483, align 8, !noalias !70
  %.268.4.i.7 = fadd double %.268.3.i.7, %.265.4.i.7
  %scevgep484 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -2
  %.265.5.i.7 = load double, double* %scevgep485, align 8, !noalias !70
  %.268.5.i.7 = fadd double %.268.4.i.7, %.265.5.i.7
  %scevgep486 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -1
  %.265.6.i.7 = load double, double* %scevgep487, align 8, !noalias !70
  %.268.6.i.7 = fadd double %.268.5.i.7, %.265.6.i.7
  %.211.7.i.7 = add i64 %.85.06.i, 64
  %scevgep488 = getelementptr double, double* %scevgep377, i64 %.85.06.i
  %.265.7.i.7 = load double, double* %scevgep488, align 8, !noalias !70
  %.268.7.i.7 = fadd double %.268.6.i.7, %.265.7.i.7
  %lsr.iv.next506 = add i64 %lsr.iv505, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next506, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.268.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.268.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i15)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sin.f64(double) #0

define i8* @_ZN7cpython7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.heat_copy_2d, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.55 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.83, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif.e...endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([135 x i8], [135 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.21 = load i8*, i8** %.5, align 8
  %.25 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %0, i8 0, i64 72, i1 false)
  %.26 = call i32 @NRT_adapt_ndarray_from_python(i8* %.21, i8* nonnull %.25)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
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
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %4, i64 16
  %5 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.2.load = load i64, i64* %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %6, i64 32
  %7 = bitcast i8* %sunkaddr8 to double**
  %.37.fca.4.load = load double*, double** %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %8, i64 40
  %9 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.5.0.load = load i64, i64* %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %10, i64 48
  %11 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.5.1.load = load i64, i64* %11, align 8
  %.46 = load i8*, i8** %.6, align 8
  %.47 = call i8* @PyNumber_Float(i8* %.46)
  %.48 = call double @PyFloat_AsDouble(i8* %.47)
  call void @Py_DecRef(i8* %.47)
  %.50 = call i8* @PyErr_Occurred()
  %.51.not = icmp eq i8* %.50, null
  br i1 %.51.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !76

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.55, align 8
  %.63 = call i32 @_ZN7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.55, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 undef, i64 undef, double %.48) #3
  %.64 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.71 = icmp sgt i32 %.63, 0
  %.72 = select i1 %.71, { i8*, i32, i8*, i8*, i32 }* %.64, { i8*, i32, i8*, i8*, i32 }* undef
  %.73 = load double, double* %.55, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  switch i32 %.63, label %entry.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif.endif
  %12 = icmp sgt i32 %.63, 0
  br i1 %12, label %entry.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.e...endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif
  %.83 = call i8* @PyFloat_FromDouble(double %.73)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if:     ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.88 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.72, align 8
  %.89 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 4
  %.90 = icmp sgt i32 %.89, 0
  %.93 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 0
  %.95 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 1
  br i1 %.90, label %entry.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.96 = sext i32 %.95 to i64
  %.97 = call i8* @PyBytes_FromStringAndSize(i8* %.93, i64 %.96)
  %.98 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.72, align 8
  %.99 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 2
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.98, 3
  %.102 = bitcast i8* %.101 to i8* (i8*)*
  %.103 = call i8* %.102(i8* %.99)
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %entry.endif.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.if
  %.117 = extractvalue { i8*, i32, i8*, i8*, i32 } %.88, 2
  %.118 = call i8* @numba_unpickle(i8* %.93, i32 %.95, i8* %.117)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.else
  %.120 = phi i8* [ %.108, %entry.endif.endif.endif.endif.endif.endif.if.if.endif ], [ %.118, %entry.endif.endif.endif.endif.endif.endif.if.else ]
  %.121.not = icmp eq i8* %.120, null
  br i1 %.121.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.endif.if.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.if
  %.108 = call i8* @numba_runtime_build_excinfo_struct(i8* %.97, i8* nonnull %.103)
  %.109 = bitcast { i8*, i32, i8*, i8*, i32 }* %.72 to i8*
  call void @NRT_Free(i8* nonnull %.109)
  br label %entry.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.if.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.120)
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

define double @cfunc._ZN7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, double %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %.12 = call i32 @_ZN7kernels12heat_copy_2dB2v8B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 undef, i64 undef, double %.2) #3
  %.13 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.14.not = icmp eq i32 %.12, 0
  %.20 = icmp sgt i32 %.12, 0
  %.21 = select i1 %.20, { i8*, i32, i8*, i8*, i32 }* %.13, { i8*, i32, i8*, i8*, i32 }* undef
  %.22 = load double, double* %.4, align 8
  %.24 = alloca i32, align 4
  store i32 0, i32* %.24, align 4
  br i1 %.14.not, label %common.ret, label %entry.if, !prof !76

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.12, 0
  call void @numba_gil_ensure(i32* nonnull %.24)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.27, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.22, %.27 ], [ %.22, %entry ]
  ret double %common.ret.op

.27:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.75 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fdb33b6b050>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.75)
  call void @Py_DecRef(i8* %.75)
  call void @numba_gil_release(i32* nonnull %.24)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.30 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.31 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 4
  %.32 = icmp sgt i32 %.31, 0
  %.35 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 1
  br i1 %.32, label %entry.if.if.if, label %entry.if.if.else

entry.if.if.if:                                   ; preds = %entry.if.if
  %.38 = sext i32 %.37 to i64
  %.39 = call i8* @PyBytes_FromStringAndSize(i8* %.35, i64 %.38)
  %.40 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.21, align 8
  %.41 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 2
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.40, 3
  %.44 = bitcast i8* %.43 to i8* (i8*)*
  %.45 = call i8* %.44(i8* %.41)
  %.46 = icmp eq i8* %.45, null
  br i1 %.46, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.59 = extractvalue { i8*, i32, i8*, i8*, i32 } %.30, 2
  %.60 = call i8* @numba_unpickle(i8* %.35, i32 %.37, i8* %.59)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.62 = phi i8* [ %.50, %entry.if.if.if.endif ], [ %.60, %entry.if.if.else ]
  %.63.not = icmp eq i8* %.62, null
  br i1 %.63.not, label %.27, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.50 = call i8* @numba_runtime_build_excinfo_struct(i8* %.39, i8* nonnull %.45)
  %.51 = bitcast { i8*, i32, i8*, i8*, i32 }* %.21 to i8*
  call void @NRT_Free(i8* nonnull %.51)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.62)
  br label %.27

entry.if.endif.endif.endif:                       ; preds = %entry.if
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.27
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

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
declare <8 x double> @llvm.sin.v8f64(<8 x double>) #5

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{!2, !4, !5, !7}
!2 = distinct !{!2, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!3 = distinct !{!3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!4 = distinct !{!4, !3, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!5 = distinct !{!5, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!6 = distinct !{!6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!7 = distinct !{!7, !6, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!8 = !{!9}
!9 = distinct !{!9, !10}
!10 = distinct !{!10, !"LVerDomain"}
!11 = !{!12}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !14}
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !14}
!28 = !{i1 true}
!29 = !{!30, !32, !33, !35}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!34 = distinct !{!34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!35 = distinct !{!35, !34, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!36 = !{!37}
!37 = distinct !{!37, !38}
!38 = distinct !{!38, !"LVerDomain"}
!39 = !{!40}
!40 = distinct !{!40, !38}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !16}
!43 = distinct !{!43, !16}
!44 = distinct !{!44, !14}
!45 = !{!46, !48, !49, !51}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!49 = distinct !{!49, !50, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!50 = distinct !{!50, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!51 = distinct !{!51, !50, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!52 = !{!53}
!53 = distinct !{!53, !54}
!54 = distinct !{!54, !"LVerDomain"}
!55 = !{!56}
!56 = distinct !{!56, !54}
!57 = distinct !{!57, !14}
!58 = distinct !{!58, !16}
!59 = distinct !{!59, !16}
!60 = !{!61}
!61 = distinct !{!61, !62}
!62 = distinct !{!62, !"LVerDomain"}
!63 = !{!64}
!64 = distinct !{!64, !62}
!65 = distinct !{!65, !14}
!66 = distinct !{!66, !16}
!67 = distinct !{!67, !16}
!68 = distinct !{!68, !14}
!69 = distinct !{!69, !14}
!70 = !{!71}
!71 = distinct !{!71, !72, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!72 = distinct !{!72, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi2E1C7mutable7alignedE"}
!73 = !{!"branch_weights", i32 1, i32 7}
!74 = distinct !{!74, !16}
!75 = distinct !{!75, !16}
!76 = !{!"branch_weights", i32 99, i32 1}
