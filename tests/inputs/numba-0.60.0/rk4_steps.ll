; ModuleID = 'rk4_steps'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139936740311552 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139936740311552.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139936740311552 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139936740311552, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936740311552.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.rk4_steps = internal constant [10 x i8] c"rk4_steps\00"
@_ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd" = internal constant [131 x i8] c"missing Environment: _ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f458fcf2210>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f458fcf2210>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139936740691456 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139936740691456.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139936740691456 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139936740691456, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139936740691456.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458fb137d0B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458fb13ad0B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458fb13850B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458fb13150B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458fb12910B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458fb0b150B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458fb09ad0B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458fcf3590B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f458fcfc550B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B76:                                              ; preds = %B76.preheader, %for.end.7
  %y.2.sroa.0.0818 = phi i8* [ %.7.i.i136, %for.end.7 ], [ %.7.i.i, %B76.preheader ]
  %y.2.sroa.60.0817 = phi double* [ %.6.i135653, %for.end.7 ], [ %.80, %B76.preheader ]
  %.203816 = phi i64 [ %.213, %for.end.7 ], [ 3, %B76.preheader ]
  %.213 = add nsw i64 %.203816, -1
  %.7.i.i75 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !1
  %.8.i.i76 = icmp eq i8* %.7.i.i75, null
  br i1 %.8.i.i76, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B400.endif.endif.endif.endif.endif.if, %for.end.6.endif.endif.end...endif.1.if, %for.end.5.endif.endif.endif.if, %for.end.4.endif.endif.endif.endif.endif.if, %for.end.3.endif.endif.endif.if, %for.end.2.endif.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.8.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.8.endif ], [ 1, %B0.endif.if ], [ 1, %B400.endif.endif.endif.endif.endif.if ], [ 1, %for.end.6.endif.endif.end...endif.1.if ], [ 1, %for.end.5.endif.endif.endif.if ], [ 1, %for.end.4.endif.endif.endif.endif.endif.if ], [ 1, %for.end.3.endif.endif.endif.if ], [ 1, %for.end.2.endif.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740311552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B76.preheader, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.preheader:                                    ; preds = %B0.endif
  %const4163 = bitcast i64 4611686018427387896 to i64
  %const = bitcast i64 1152921504606846968 to i64
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i24 = load i8*, i8** %0, align 8
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i24, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.473 = fmul double %arg.h, 5.000000e-01
  %.1694 = fdiv double %arg.h, 6.000000e+00
  %.80 = bitcast i8* %.6.i24 to double*
  %1 = add i64 %arg.y0.5.0, -8
  %2 = lshr i64 %1, 3
  %3 = add nuw nsw i64 %2, 1
  %4 = add i64 %arg.y0.5.0, -1
  %5 = add i64 %arg.y0.5.0, -32
  %6 = lshr i64 %5, 5
  %7 = add nuw nsw i64 %6, 1
  %n.vec1214 = and i64 %arg.y0.5.0, -8
  %xtraiter1279 = and i64 %3, 7
  %unroll_iter1282 = and i64 %3, %const4163
  %xtraiter1284 = and i64 %arg.y0.5.0, 7
  %n.vec1179 = and i64 %arg.y0.5.0, -32
  %broadcast.splatinsert1191 = insertelement <8 x double> poison, double %.473, i64 0
  %broadcast.splat1192 = shufflevector <8 x double> %broadcast.splatinsert1191, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1193 = insertelement <8 x double> poison, double %.473, i64 0
  %broadcast.splat1194 = shufflevector <8 x double> %broadcast.splatinsert1193, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1195 = insertelement <8 x double> poison, double %.473, i64 0
  %broadcast.splat1196 = shufflevector <8 x double> %broadcast.splatinsert1195, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1197 = insertelement <8 x double> poison, double %.473, i64 0
  %broadcast.splat1198 = shufflevector <8 x double> %broadcast.splatinsert1197, <8 x double> poison, <8 x i32> zeroinitializer
  %xtraiter1287 = and i64 %7, 7
  %unroll_iter1290 = and i64 %7, %const
  %n.vec1132 = and i64 %arg.y0.5.0, -8
  %n.vec1095 = and i64 %arg.y0.5.0, -32
  %broadcast.splatinsert1107 = insertelement <8 x double> poison, double %.473, i64 0
  %broadcast.splat1108 = shufflevector <8 x double> %broadcast.splatinsert1107, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1109 = insertelement <8 x double> poison, double %.473, i64 0
  %broadcast.splat1110 = shufflevector <8 x double> %broadcast.splatinsert1109, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1111 = insertelement <8 x double> poison, double %.473, i64 0
  %broadcast.splat1112 = shufflevector <8 x double> %broadcast.splatinsert1111, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1113 = insertelement <8 x double> poison, double %.473, i64 0
  %broadcast.splat1114 = shufflevector <8 x double> %broadcast.splatinsert1113, <8 x double> poison, <8 x i32> zeroinitializer
  %n.vec1048 = and i64 %arg.y0.5.0, -8
  %n.vec1011 = and i64 %arg.y0.5.0, -32
  %broadcast.splatinsert1023 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat1024 = shufflevector <8 x double> %broadcast.splatinsert1023, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1025 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat1026 = shufflevector <8 x double> %broadcast.splatinsert1025, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1027 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat1028 = shufflevector <8 x double> %broadcast.splatinsert1027, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert1029 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat1030 = shufflevector <8 x double> %broadcast.splatinsert1029, <8 x double> poison, <8 x i32> zeroinitializer
  %n.vec964 = and i64 %arg.y0.5.0, -8
  %n.vec = and i64 %arg.y0.5.0, -32
  %broadcast.splatinsert = insertelement <8 x double> poison, double %.1694, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert942 = insertelement <8 x double> poison, double %.1694, i64 0
  %broadcast.splat943 = shufflevector <8 x double> %broadcast.splatinsert942, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert944 = insertelement <8 x double> poison, double %.1694, i64 0
  %broadcast.splat945 = shufflevector <8 x double> %broadcast.splatinsert944, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert946 = insertelement <8 x double> poison, double %.1694, i64 0
  %broadcast.splat947 = shufflevector <8 x double> %broadcast.splatinsert946, <8 x double> poison, <8 x i32> zeroinitializer
  %8 = shl nuw nsw i64 %xtraiter1279, 6
  %9 = shl nuw nsw i64 %xtraiter1287, 8
  %10 = shl nuw nsw i64 %xtraiter1279, 6
  %11 = shl nuw nsw i64 %xtraiter1287, 8
  %12 = shl nuw nsw i64 %xtraiter1279, 6
  %13 = shl nuw nsw i64 %xtraiter1287, 8
  %14 = shl nuw nsw i64 %xtraiter1279, 6
  %15 = shl nuw nsw i64 %xtraiter1287, 8
  br label %B76

B76.endif.endif.endif.endif.endif.if:             ; preds = %B76
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif:          ; preds = %B76
  %16 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i81 = getelementptr i8, i8* %.7.i.i75, i64 24
  %17 = bitcast i8* %.5.i81 to double**
  %.6.i82646 = load double*, double** %17, align 8
  br i1 %16, label %for.body.preheader, label %for.end.thread

for.body.preheader:                               ; preds = %B76.endif.endif.endif.endif.endif.endif
  %18 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %18, label %for.body.us.preheader, label %for.body

for.body.us.preheader:                            ; preds = %for.body.preheader
  %19 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %19, label %for.body.us.preheader1267, label %vector.memcheck1200

vector.memcheck1200:                              ; preds = %for.body.us.preheader
  %scevgep1201 = getelementptr double, double* %.6.i82646, i64 %arg.y0.5.0
  %scevgep1203 = getelementptr double, double* %y.2.sroa.60.0817, i64 %arg.y0.5.0
  %bound01205 = icmp ult double* %.6.i82646, %scevgep1203
  %bound11206 = icmp ult double* %y.2.sroa.60.0817, %scevgep1201
  %found.conflict1207 = and i1 %bound01205, %bound11206
  br i1 %found.conflict1207, label %for.body.us.preheader1267, label %vector.ph1212

vector.ph1212:                                    ; preds = %vector.memcheck1200
  %20 = icmp ult i64 %1, 56
  br i1 %20, label %middle.block1208.unr-lcssa, label %vector.body1210.preheader

vector.body1210.preheader:                        ; preds = %vector.ph1212
  br label %vector.body1210

vector.body1210:                                  ; preds = %vector.body1210.preheader, %vector.body1210
  %lsr.iv1835 = phi i64 [ %unroll_iter1282, %vector.body1210.preheader ], [ %lsr.iv.next1836, %vector.body1210 ]
  %index1217 = phi i64 [ %index.next1219.7, %vector.body1210 ], [ 0, %vector.body1210.preheader ]
  %sunkaddr = mul i64 %index1217, 8
  %21 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4164 = getelementptr i8, i8* %21, i64 %sunkaddr
  %22 = bitcast i8* %sunkaddr4164 to <8 x double>*
  %wide.load1218 = load <8 x double>, <8 x double>* %22, align 8, !alias.scope !16
  %23 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1218)
  %24 = fmul <8 x double> %wide.load1218, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %25 = fsub <8 x double> %23, %24
  %sunkaddr4165 = mul i64 %index1217, 8
  %26 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4166 = getelementptr i8, i8* %26, i64 %sunkaddr4165
  %27 = bitcast i8* %sunkaddr4166 to <8 x double>*
  store <8 x double> %25, <8 x double>* %27, align 8, !alias.scope !19, !noalias !16
  %sunkaddr4167 = mul i64 %index1217, 8
  %28 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4168 = getelementptr i8, i8* %28, i64 %sunkaddr4167
  %sunkaddr4169 = getelementptr i8, i8* %sunkaddr4168, i64 64
  %29 = bitcast i8* %sunkaddr4169 to <8 x double>*
  %wide.load1218.1 = load <8 x double>, <8 x double>* %29, align 8, !alias.scope !16
  %30 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1218.1)
  %31 = fmul <8 x double> %wide.load1218.1, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %32 = fsub <8 x double> %30, %31
  %sunkaddr4170 = mul i64 %index1217, 8
  %33 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4171 = getelementptr i8, i8* %33, i64 %sunkaddr4170
  %sunkaddr4172 = getelementptr i8, i8* %sunkaddr4171, i64 64
  %34 = bitcast i8* %sunkaddr4172 to <8 x double>*
  store <8 x double> %32, <8 x double>* %34, align 8, !alias.scope !19, !noalias !16
  %sunkaddr4173 = mul i64 %index1217, 8
  %35 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4174 = getelementptr i8, i8* %35, i64 %sunkaddr4173
  %sunkaddr4175 = getelementptr i8, i8* %sunkaddr4174, i64 128
  %36 = bitcast i8* %sunkaddr4175 to <8 x double>*
  %wide.load1218.2 = load <8 x double>, <8 x double>* %36, align 8, !alias.scope !16
  %37 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1218.2)
  %38 = fmul <8 x double> %wide.load1218.2, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %39 = fsub <8 x double> %37, %38
  %sunkaddr4176 = mul i64 %index1217, 8
  %40 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4177 = getelementptr i8, i8* %40, i64 %sunkaddr4176
  %sunkaddr4178 = getelementptr i8, i8* %sunkaddr4177, i64 128
  %41 = bitcast i8* %sunkaddr4178 to <8 x double>*
  store <8 x double> %39, <8 x double>* %41, align 8, !alias.scope !19, !noalias !16
  %sunkaddr4179 = mul i64 %index1217, 8
  %42 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4180 = getelementptr i8, i8* %42, i64 %sunkaddr4179
  %sunkaddr4181 = getelementptr i8, i8* %sunkaddr4180, i64 192
  %43 = bitcast i8* %sunkaddr4181 to <8 x double>*
  %wide.load1218.3 = load <8 x double>, <8 x double>* %43, align 8, !alias.scope !16
  %44 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1218.3)
  %45 = fmul <8 x double> %wide.load1218.3, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %46 = fsub <8 x double> %44, %45
  %sunkaddr4182 = mul i64 %index1217, 8
  %47 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4183 = getelementptr i8, i8* %47, i64 %sunkaddr4182
  %sunkaddr4184 = getelementptr i8, i8* %sunkaddr4183, i64 192
  %48 = bitcast i8* %sunkaddr4184 to <8 x double>*
  store <8 x double> %46, <8 x double>* %48, align 8, !alias.scope !19, !noalias !16
  %sunkaddr4185 = mul i64 %index1217, 8
  %49 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4186 = getelementptr i8, i8* %49, i64 %sunkaddr4185
  %sunkaddr4187 = getelementptr i8, i8* %sunkaddr4186, i64 256
  %50 = bitcast i8* %sunkaddr4187 to <8 x double>*
  %wide.load1218.4 = load <8 x double>, <8 x double>* %50, align 8, !alias.scope !16
  %51 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1218.4)
  %52 = fmul <8 x double> %wide.load1218.4, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %53 = fsub <8 x double> %51, %52
  %sunkaddr4188 = mul i64 %index1217, 8
  %54 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4189 = getelementptr i8, i8* %54, i64 %sunkaddr4188
  %sunkaddr4190 = getelementptr i8, i8* %sunkaddr4189, i64 256
  %55 = bitcast i8* %sunkaddr4190 to <8 x double>*
  store <8 x double> %53, <8 x double>* %55, align 8, !alias.scope !19, !noalias !16
  %sunkaddr4191 = mul i64 %index1217, 8
  %56 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4192 = getelementptr i8, i8* %56, i64 %sunkaddr4191
  %sunkaddr4193 = getelementptr i8, i8* %sunkaddr4192, i64 320
  %57 = bitcast i8* %sunkaddr4193 to <8 x double>*
  %wide.load1218.5 = load <8 x double>, <8 x double>* %57, align 8, !alias.scope !16
  %58 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1218.5)
  %59 = fmul <8 x double> %wide.load1218.5, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %60 = fsub <8 x double> %58, %59
  %sunkaddr4194 = mul i64 %index1217, 8
  %61 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4195 = getelementptr i8, i8* %61, i64 %sunkaddr4194
  %sunkaddr4196 = getelementptr i8, i8* %sunkaddr4195, i64 320
  %62 = bitcast i8* %sunkaddr4196 to <8 x double>*
  store <8 x double> %60, <8 x double>* %62, align 8, !alias.scope !19, !noalias !16
  %sunkaddr4197 = mul i64 %index1217, 8
  %63 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4198 = getelementptr i8, i8* %63, i64 %sunkaddr4197
  %sunkaddr4199 = getelementptr i8, i8* %sunkaddr4198, i64 384
  %64 = bitcast i8* %sunkaddr4199 to <8 x double>*
  %wide.load1218.6 = load <8 x double>, <8 x double>* %64, align 8, !alias.scope !16
  %65 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1218.6)
  %66 = fmul <8 x double> %wide.load1218.6, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %67 = fsub <8 x double> %65, %66
  %sunkaddr4200 = mul i64 %index1217, 8
  %68 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4201 = getelementptr i8, i8* %68, i64 %sunkaddr4200
  %sunkaddr4202 = getelementptr i8, i8* %sunkaddr4201, i64 384
  %69 = bitcast i8* %sunkaddr4202 to <8 x double>*
  store <8 x double> %67, <8 x double>* %69, align 8, !alias.scope !19, !noalias !16
  %sunkaddr4203 = mul i64 %index1217, 8
  %70 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4204 = getelementptr i8, i8* %70, i64 %sunkaddr4203
  %sunkaddr4205 = getelementptr i8, i8* %sunkaddr4204, i64 448
  %71 = bitcast i8* %sunkaddr4205 to <8 x double>*
  %wide.load1218.7 = load <8 x double>, <8 x double>* %71, align 8, !alias.scope !16
  %72 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1218.7)
  %73 = fmul <8 x double> %wide.load1218.7, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %74 = fsub <8 x double> %72, %73
  %sunkaddr4206 = mul i64 %index1217, 8
  %75 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4207 = getelementptr i8, i8* %75, i64 %sunkaddr4206
  %sunkaddr4208 = getelementptr i8, i8* %sunkaddr4207, i64 448
  %76 = bitcast i8* %sunkaddr4208 to <8 x double>*
  store <8 x double> %74, <8 x double>* %76, align 8, !alias.scope !19, !noalias !16
  %index.next1219.7 = add i64 %index1217, 64
  %lsr.iv.next1836 = add i64 %lsr.iv1835, -8
  %niter1283.ncmp.7 = icmp eq i64 %lsr.iv.next1836, 0
  br i1 %niter1283.ncmp.7, label %middle.block1208.unr-lcssa, label %vector.body1210, !llvm.loop !21

middle.block1208.unr-lcssa:                       ; preds = %vector.body1210, %vector.ph1212
  %index1217.unr = phi i64 [ 0, %vector.ph1212 ], [ %index.next1219.7, %vector.body1210 ]
  %77 = icmp eq i64 %xtraiter1279, 0
  br i1 %77, label %middle.block1208, label %vector.body1210.epil.preheader

vector.body1210.epil.preheader:                   ; preds = %middle.block1208.unr-lcssa
  %scevgep1837 = getelementptr double, double* %.6.i82646, i64 %index1217.unr
  %scevgep1843 = getelementptr double, double* %y.2.sroa.60.0817, i64 %index1217.unr
  br label %vector.body1210.epil

vector.body1210.epil:                             ; preds = %vector.body1210.epil.preheader, %vector.body1210.epil
  %lsr.iv1838 = phi i64 [ 0, %vector.body1210.epil.preheader ], [ %lsr.iv.next1839, %vector.body1210.epil ]
  %78 = bitcast double* %scevgep1843 to i8*
  %79 = bitcast double* %scevgep1837 to i8*
  %uglygep1845 = getelementptr i8, i8* %78, i64 %lsr.iv1838
  %uglygep18451846 = bitcast i8* %uglygep1845 to <8 x double>*
  %wide.load1218.epil = load <8 x double>, <8 x double>* %uglygep18451846, align 8, !alias.scope !16
  %80 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1218.epil)
  %81 = fmul <8 x double> %wide.load1218.epil, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %82 = fsub <8 x double> %80, %81
  %uglygep1841 = getelementptr i8, i8* %79, i64 %lsr.iv1838
  %uglygep18411842 = bitcast i8* %uglygep1841 to <8 x double>*
  store <8 x double> %82, <8 x double>* %uglygep18411842, align 8, !alias.scope !19, !noalias !16
  %lsr.iv.next1839 = add nuw nsw i64 %lsr.iv1838, 64
  %epil.iter1280.cmp.not = icmp eq i64 %8, %lsr.iv.next1839
  br i1 %epil.iter1280.cmp.not, label %middle.block1208, label %vector.body1210.epil, !llvm.loop !23

middle.block1208:                                 ; preds = %vector.body1210.epil, %middle.block1208.unr-lcssa
  %83 = icmp eq i64 %n.vec1214, %arg.y0.5.0
  br i1 %83, label %for.end, label %for.body.us.preheader1267

for.body.us.preheader1267:                        ; preds = %vector.memcheck1200, %for.body.us.preheader, %middle.block1208
  %loop.index616.us.ph = phi i64 [ 0, %vector.memcheck1200 ], [ 0, %for.body.us.preheader ], [ %n.vec1214, %middle.block1208 ]
  %84 = icmp eq i64 %xtraiter1284, 0
  %85 = sub i64 %4, %loop.index616.us.ph
  br i1 %84, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader1267
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv1849 = phi i64 [ %xtraiter1284, %for.body.us.prol.preheader ], [ %lsr.iv.next1850, %for.body.us.prol ]
  %loop.index616.us.prol = phi i64 [ %.470.us.prol, %for.body.us.prol ], [ %loop.index616.us.ph, %for.body.us.prol.preheader ]
  %scevgep1848 = getelementptr double, double* %y.2.sroa.60.0817, i64 %loop.index616.us.prol
  %.432673.us.prol = load double, double* %scevgep1848, align 8
  %.13.i104.us.prol = tail call double @llvm.sin.f64(double %.432673.us.prol) #6
  %.18.i.us.prol = fmul double %.432673.us.prol, 5.000000e-01
  %.19.i.us.prol = fsub double %.13.i104.us.prol, %.18.i.us.prol
  %scevgep1847 = getelementptr double, double* %.6.i82646, i64 %loop.index616.us.prol
  store double %.19.i.us.prol, double* %scevgep1847, align 8
  %.470.us.prol = add nuw i64 %loop.index616.us.prol, 1
  %lsr.iv.next1850 = add nsw i64 %lsr.iv1849, -1
  %prol.iter1286.cmp.not = icmp eq i64 %lsr.iv.next1850, 0
  br i1 %prol.iter1286.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !25

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader1267
  %loop.index616.us.unr = phi i64 [ %loop.index616.us.ph, %for.body.us.preheader1267 ], [ %.470.us.prol, %for.body.us.prol ]
  %86 = icmp ult i64 %85, 7
  br i1 %86, label %for.end, label %for.body.us.preheader1373

for.body.us.preheader1373:                        ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader1373, %for.body.us
  %loop.index616.us = phi i64 [ %.470.us.7, %for.body.us ], [ %loop.index616.us.unr, %for.body.us.preheader1373 ]
  %sunkaddr4209 = mul i64 %loop.index616.us, 8
  %87 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4210 = getelementptr i8, i8* %87, i64 %sunkaddr4209
  %88 = bitcast i8* %sunkaddr4210 to double*
  %.432673.us = load double, double* %88, align 8
  %.13.i104.us = tail call double @llvm.sin.f64(double %.432673.us) #6
  %.18.i.us = fmul double %.432673.us, 5.000000e-01
  %.19.i.us = fsub double %.13.i104.us, %.18.i.us
  %sunkaddr4211 = mul i64 %loop.index616.us, 8
  %89 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4212 = getelementptr i8, i8* %89, i64 %sunkaddr4211
  %90 = bitcast i8* %sunkaddr4212 to double*
  store double %.19.i.us, double* %90, align 8
  %sunkaddr4213 = mul i64 %loop.index616.us, 8
  %91 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4214 = getelementptr i8, i8* %91, i64 %sunkaddr4213
  %sunkaddr4215 = getelementptr i8, i8* %sunkaddr4214, i64 8
  %92 = bitcast i8* %sunkaddr4215 to double*
  %.432673.us.1 = load double, double* %92, align 8
  %.13.i104.us.1 = tail call double @llvm.sin.f64(double %.432673.us.1) #6
  %.18.i.us.1 = fmul double %.432673.us.1, 5.000000e-01
  %.19.i.us.1 = fsub double %.13.i104.us.1, %.18.i.us.1
  %sunkaddr4216 = mul i64 %loop.index616.us, 8
  %93 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4217 = getelementptr i8, i8* %93, i64 %sunkaddr4216
  %sunkaddr4218 = getelementptr i8, i8* %sunkaddr4217, i64 8
  %94 = bitcast i8* %sunkaddr4218 to double*
  store double %.19.i.us.1, double* %94, align 8
  %sunkaddr4219 = mul i64 %loop.index616.us, 8
  %95 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4220 = getelementptr i8, i8* %95, i64 %sunkaddr4219
  %sunkaddr4221 = getelementptr i8, i8* %sunkaddr4220, i64 16
  %96 = bitcast i8* %sunkaddr4221 to double*
  %.432673.us.2 = load double, double* %96, align 8
  %.13.i104.us.2 = tail call double @llvm.sin.f64(double %.432673.us.2) #6
  %.18.i.us.2 = fmul double %.432673.us.2, 5.000000e-01
  %.19.i.us.2 = fsub double %.13.i104.us.2, %.18.i.us.2
  %sunkaddr4222 = mul i64 %loop.index616.us, 8
  %97 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4223 = getelementptr i8, i8* %97, i64 %sunkaddr4222
  %sunkaddr4224 = getelementptr i8, i8* %sunkaddr4223, i64 16
  %98 = bitcast i8* %sunkaddr4224 to double*
  store double %.19.i.us.2, double* %98, align 8
  %sunkaddr4225 = mul i64 %loop.index616.us, 8
  %99 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4226 = getelementptr i8, i8* %99, i64 %sunkaddr4225
  %sunkaddr4227 = getelementptr i8, i8* %sunkaddr4226, i64 24
  %100 = bitcast i8* %sunkaddr4227 to double*
  %.432673.us.3 = load double, double* %100, align 8
  %.13.i104.us.3 = tail call double @llvm.sin.f64(double %.432673.us.3) #6
  %.18.i.us.3 = fmul double %.432673.us.3, 5.000000e-01
  %.19.i.us.3 = fsub double %.13.i104.us.3, %.18.i.us.3
  %sunkaddr4228 = mul i64 %loop.index616.us, 8
  %101 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4229 = getelementptr i8, i8* %101, i64 %sunkaddr4228
  %sunkaddr4230 = getelementptr i8, i8* %sunkaddr4229, i64 24
  %102 = bitcast i8* %sunkaddr4230 to double*
  store double %.19.i.us.3, double* %102, align 8
  %sunkaddr4231 = mul i64 %loop.index616.us, 8
  %103 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4232 = getelementptr i8, i8* %103, i64 %sunkaddr4231
  %sunkaddr4233 = getelementptr i8, i8* %sunkaddr4232, i64 32
  %104 = bitcast i8* %sunkaddr4233 to double*
  %.432673.us.4 = load double, double* %104, align 8
  %.13.i104.us.4 = tail call double @llvm.sin.f64(double %.432673.us.4) #6
  %.18.i.us.4 = fmul double %.432673.us.4, 5.000000e-01
  %.19.i.us.4 = fsub double %.13.i104.us.4, %.18.i.us.4
  %sunkaddr4234 = mul i64 %loop.index616.us, 8
  %105 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4235 = getelementptr i8, i8* %105, i64 %sunkaddr4234
  %sunkaddr4236 = getelementptr i8, i8* %sunkaddr4235, i64 32
  %106 = bitcast i8* %sunkaddr4236 to double*
  store double %.19.i.us.4, double* %106, align 8
  %sunkaddr4237 = mul i64 %loop.index616.us, 8
  %107 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4238 = getelementptr i8, i8* %107, i64 %sunkaddr4237
  %sunkaddr4239 = getelementptr i8, i8* %sunkaddr4238, i64 40
  %108 = bitcast i8* %sunkaddr4239 to double*
  %.432673.us.5 = load double, double* %108, align 8
  %.13.i104.us.5 = tail call double @llvm.sin.f64(double %.432673.us.5) #6
  %.18.i.us.5 = fmul double %.432673.us.5, 5.000000e-01
  %.19.i.us.5 = fsub double %.13.i104.us.5, %.18.i.us.5
  %sunkaddr4240 = mul i64 %loop.index616.us, 8
  %109 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4241 = getelementptr i8, i8* %109, i64 %sunkaddr4240
  %sunkaddr4242 = getelementptr i8, i8* %sunkaddr4241, i64 40
  %110 = bitcast i8* %sunkaddr4242 to double*
  store double %.19.i.us.5, double* %110, align 8
  %sunkaddr4243 = mul i64 %loop.index616.us, 8
  %111 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4244 = getelementptr i8, i8* %111, i64 %sunkaddr4243
  %sunkaddr4245 = getelementptr i8, i8* %sunkaddr4244, i64 48
  %112 = bitcast i8* %sunkaddr4245 to double*
  %.432673.us.6 = load double, double* %112, align 8
  %.13.i104.us.6 = tail call double @llvm.sin.f64(double %.432673.us.6) #6
  %.18.i.us.6 = fmul double %.432673.us.6, 5.000000e-01
  %.19.i.us.6 = fsub double %.13.i104.us.6, %.18.i.us.6
  %sunkaddr4246 = mul i64 %loop.index616.us, 8
  %113 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4247 = getelementptr i8, i8* %113, i64 %sunkaddr4246
  %sunkaddr4248 = getelementptr i8, i8* %sunkaddr4247, i64 48
  %114 = bitcast i8* %sunkaddr4248 to double*
  store double %.19.i.us.6, double* %114, align 8
  %sunkaddr4249 = mul i64 %loop.index616.us, 8
  %115 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4250 = getelementptr i8, i8* %115, i64 %sunkaddr4249
  %sunkaddr4251 = getelementptr i8, i8* %sunkaddr4250, i64 56
  %116 = bitcast i8* %sunkaddr4251 to double*
  %.432673.us.7 = load double, double* %116, align 8
  %.13.i104.us.7 = tail call double @llvm.sin.f64(double %.432673.us.7) #6
  %.18.i.us.7 = fmul double %.432673.us.7, 5.000000e-01
  %.19.i.us.7 = fsub double %.13.i104.us.7, %.18.i.us.7
  %sunkaddr4252 = mul i64 %loop.index616.us, 8
  %117 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4253 = getelementptr i8, i8* %117, i64 %sunkaddr4252
  %sunkaddr4254 = getelementptr i8, i8* %sunkaddr4253, i64 56
  %118 = bitcast i8* %sunkaddr4254 to double*
  store double %.19.i.us.7, double* %118, align 8
  %.470.us.7 = add nuw nsw i64 %loop.index616.us, 8
  %exitcond839.not.7 = icmp eq i64 %arg.y0.5.0, %.470.us.7
  br i1 %exitcond839.not.7, label %for.end, label %for.body.us, !llvm.loop !26

for.body:                                         ; preds = %for.body.preheader
  %.432673 = load double, double* %y.2.sroa.60.0817, align 8
  %.13.i104 = tail call double @llvm.sin.f64(double %.432673) #6
  %.18.i = fmul double %.432673, 5.000000e-01
  %.19.i = fsub double %.13.i104, %.18.i
  store double %.19.i, double* %.6.i82646, align 8
  br label %for.end

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %for.body, %middle.block1208
  %.7.i.i126 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !27
  %.8.i.i127 = icmp eq i8* %.7.i.i126, null
  br i1 %.8.i.i127, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.thread:                                   ; preds = %B76.endif.endif.endif.endif.endif.endif
  %.7.i.i126854 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !27
  %.8.i.i127855 = icmp eq i8* %.7.i.i126854, null
  br i1 %.8.i.i127855, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.thread, %for.end
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end
  %119 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i132 = getelementptr i8, i8* %.7.i.i126, i64 24
  %120 = bitcast i8* %.5.i132 to double**
  %.6.i133647 = load double*, double** %120, align 8
  br i1 %119, label %for.body.1.preheader, label %for.end.1.endif.endif.endif.thread

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %121 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %121, label %for.body.1.us.preheader, label %for.body.1

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %122 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %122, label %for.body.1.us.preheader1264, label %vector.memcheck1159

vector.memcheck1159:                              ; preds = %for.body.1.us.preheader
  %scevgep1160 = getelementptr double, double* %.6.i133647, i64 %arg.y0.5.0
  %scevgep1162 = getelementptr double, double* %.6.i82646, i64 %arg.y0.5.0
  %scevgep1164 = getelementptr double, double* %y.2.sroa.60.0817, i64 %arg.y0.5.0
  %bound01166 = icmp ult double* %.6.i133647, %scevgep1162
  %bound11167 = icmp ult double* %.6.i82646, %scevgep1160
  %found.conflict1168 = and i1 %bound01166, %bound11167
  %bound01169 = icmp ult double* %.6.i133647, %scevgep1164
  %bound11170 = icmp ult double* %y.2.sroa.60.0817, %scevgep1160
  %found.conflict1171 = and i1 %bound01169, %bound11170
  %conflict.rdx1172 = or i1 %found.conflict1168, %found.conflict1171
  br i1 %conflict.rdx1172, label %for.body.1.us.preheader1264, label %vector.ph1177

vector.ph1177:                                    ; preds = %vector.memcheck1159
  %123 = icmp ult i64 %5, 224
  br i1 %123, label %middle.block1173.unr-lcssa, label %vector.body1175.preheader

vector.body1175.preheader:                        ; preds = %vector.ph1177
  %scevgep1883 = getelementptr double, double* %.6.i82646, i64 248
  %scevgep1979 = getelementptr double, double* %y.2.sroa.60.0817, i64 248
  %scevgep2075 = getelementptr double, double* %.6.i133647, i64 248
  br label %vector.body1175

vector.body1175:                                  ; preds = %vector.body1175.preheader, %vector.body1175
  %lsr.iv2171 = phi i64 [ %unroll_iter1290, %vector.body1175.preheader ], [ %lsr.iv.next2172, %vector.body1175 ]
  %index1182 = phi i64 [ %index.next1199.7, %vector.body1175 ], [ 0, %vector.body1175.preheader ]
  %scevgep1967 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19671968 = bitcast double* %scevgep1967 to <8 x double>*
  %scevgep1969 = getelementptr <8 x double>, <8 x double>* %scevgep19671968, i64 -31
  %wide.load1183 = load <8 x double>, <8 x double>* %scevgep1969, align 8, !alias.scope !34
  %scevgep1976 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19761977 = bitcast double* %scevgep1976 to <8 x double>*
  %scevgep1978 = getelementptr <8 x double>, <8 x double>* %scevgep19761977, i64 -30
  %wide.load1184 = load <8 x double>, <8 x double>* %scevgep1978, align 8, !alias.scope !34
  %scevgep1973 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19731974 = bitcast double* %scevgep1973 to <8 x double>*
  %scevgep1975 = getelementptr <8 x double>, <8 x double>* %scevgep19731974, i64 -29
  %wide.load1185 = load <8 x double>, <8 x double>* %scevgep1975, align 8, !alias.scope !34
  %scevgep1970 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19701971 = bitcast double* %scevgep1970 to <8 x double>*
  %scevgep1972 = getelementptr <8 x double>, <8 x double>* %scevgep19701971, i64 -28
  %wide.load1186 = load <8 x double>, <8 x double>* %scevgep1972, align 8, !alias.scope !34
  %scevgep2063 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20632064 = bitcast double* %scevgep2063 to <8 x double>*
  %scevgep2065 = getelementptr <8 x double>, <8 x double>* %scevgep20632064, i64 -31
  %wide.load1187 = load <8 x double>, <8 x double>* %scevgep2065, align 8, !alias.scope !37
  %scevgep2072 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20722073 = bitcast double* %scevgep2072 to <8 x double>*
  %scevgep2074 = getelementptr <8 x double>, <8 x double>* %scevgep20722073, i64 -30
  %wide.load1188 = load <8 x double>, <8 x double>* %scevgep2074, align 8, !alias.scope !37
  %scevgep2069 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20692070 = bitcast double* %scevgep2069 to <8 x double>*
  %scevgep2071 = getelementptr <8 x double>, <8 x double>* %scevgep20692070, i64 -29
  %wide.load1189 = load <8 x double>, <8 x double>* %scevgep2071, align 8, !alias.scope !37
  %scevgep2066 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20662067 = bitcast double* %scevgep2066 to <8 x double>*
  %scevgep2068 = getelementptr <8 x double>, <8 x double>* %scevgep20662067, i64 -28
  %wide.load1190 = load <8 x double>, <8 x double>* %scevgep2068, align 8, !alias.scope !37
  %124 = fmul <8 x double> %broadcast.splat1192, %wide.load1183
  %125 = fmul <8 x double> %broadcast.splat1194, %wide.load1184
  %126 = fmul <8 x double> %broadcast.splat1196, %wide.load1185
  %127 = fmul <8 x double> %broadcast.splat1198, %wide.load1186
  %128 = fadd <8 x double> %124, %wide.load1187
  %129 = fadd <8 x double> %125, %wide.load1188
  %130 = fadd <8 x double> %126, %wide.load1189
  %131 = fadd <8 x double> %127, %wide.load1190
  %scevgep2159 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21592160 = bitcast double* %scevgep2159 to <8 x double>*
  %scevgep2161 = getelementptr <8 x double>, <8 x double>* %scevgep21592160, i64 -31
  store <8 x double> %128, <8 x double>* %scevgep2161, align 8, !alias.scope !39, !noalias !41
  %scevgep2168 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21682169 = bitcast double* %scevgep2168 to <8 x double>*
  %scevgep2170 = getelementptr <8 x double>, <8 x double>* %scevgep21682169, i64 -30
  store <8 x double> %129, <8 x double>* %scevgep2170, align 8, !alias.scope !39, !noalias !41
  %scevgep2165 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21652166 = bitcast double* %scevgep2165 to <8 x double>*
  %scevgep2167 = getelementptr <8 x double>, <8 x double>* %scevgep21652166, i64 -29
  store <8 x double> %130, <8 x double>* %scevgep2167, align 8, !alias.scope !39, !noalias !41
  %scevgep2162 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21622163 = bitcast double* %scevgep2162 to <8 x double>*
  %scevgep2164 = getelementptr <8 x double>, <8 x double>* %scevgep21622163, i64 -28
  store <8 x double> %131, <8 x double>* %scevgep2164, align 8, !alias.scope !39, !noalias !41
  %scevgep1953 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19531954 = bitcast double* %scevgep1953 to <8 x double>*
  %scevgep1955 = getelementptr <8 x double>, <8 x double>* %scevgep19531954, i64 -27
  %wide.load1183.1 = load <8 x double>, <8 x double>* %scevgep1955, align 8, !alias.scope !34
  %scevgep1950 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19501951 = bitcast double* %scevgep1950 to <8 x double>*
  %scevgep1952 = getelementptr <8 x double>, <8 x double>* %scevgep19501951, i64 -26
  %wide.load1184.1 = load <8 x double>, <8 x double>* %scevgep1952, align 8, !alias.scope !34
  %scevgep1947 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19471948 = bitcast double* %scevgep1947 to <8 x double>*
  %scevgep1949 = getelementptr <8 x double>, <8 x double>* %scevgep19471948, i64 -25
  %wide.load1185.1 = load <8 x double>, <8 x double>* %scevgep1949, align 8, !alias.scope !34
  %scevgep1944 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19441945 = bitcast double* %scevgep1944 to <8 x double>*
  %scevgep1946 = getelementptr <8 x double>, <8 x double>* %scevgep19441945, i64 -24
  %wide.load1186.1 = load <8 x double>, <8 x double>* %scevgep1946, align 8, !alias.scope !34
  %scevgep2049 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20492050 = bitcast double* %scevgep2049 to <8 x double>*
  %scevgep2051 = getelementptr <8 x double>, <8 x double>* %scevgep20492050, i64 -27
  %wide.load1187.1 = load <8 x double>, <8 x double>* %scevgep2051, align 8, !alias.scope !37
  %scevgep2046 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20462047 = bitcast double* %scevgep2046 to <8 x double>*
  %scevgep2048 = getelementptr <8 x double>, <8 x double>* %scevgep20462047, i64 -26
  %wide.load1188.1 = load <8 x double>, <8 x double>* %scevgep2048, align 8, !alias.scope !37
  %scevgep2043 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20432044 = bitcast double* %scevgep2043 to <8 x double>*
  %scevgep2045 = getelementptr <8 x double>, <8 x double>* %scevgep20432044, i64 -25
  %wide.load1189.1 = load <8 x double>, <8 x double>* %scevgep2045, align 8, !alias.scope !37
  %scevgep2040 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20402041 = bitcast double* %scevgep2040 to <8 x double>*
  %scevgep2042 = getelementptr <8 x double>, <8 x double>* %scevgep20402041, i64 -24
  %wide.load1190.1 = load <8 x double>, <8 x double>* %scevgep2042, align 8, !alias.scope !37
  %132 = fmul <8 x double> %broadcast.splat1192, %wide.load1183.1
  %133 = fmul <8 x double> %broadcast.splat1194, %wide.load1184.1
  %134 = fmul <8 x double> %broadcast.splat1196, %wide.load1185.1
  %135 = fmul <8 x double> %broadcast.splat1198, %wide.load1186.1
  %136 = fadd <8 x double> %132, %wide.load1187.1
  %137 = fadd <8 x double> %133, %wide.load1188.1
  %138 = fadd <8 x double> %134, %wide.load1189.1
  %139 = fadd <8 x double> %135, %wide.load1190.1
  %scevgep2145 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21452146 = bitcast double* %scevgep2145 to <8 x double>*
  %scevgep2147 = getelementptr <8 x double>, <8 x double>* %scevgep21452146, i64 -27
  store <8 x double> %136, <8 x double>* %scevgep2147, align 8, !alias.scope !39, !noalias !41
  %scevgep2142 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21422143 = bitcast double* %scevgep2142 to <8 x double>*
  %scevgep2144 = getelementptr <8 x double>, <8 x double>* %scevgep21422143, i64 -26
  store <8 x double> %137, <8 x double>* %scevgep2144, align 8, !alias.scope !39, !noalias !41
  %scevgep2139 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21392140 = bitcast double* %scevgep2139 to <8 x double>*
  %scevgep2141 = getelementptr <8 x double>, <8 x double>* %scevgep21392140, i64 -25
  store <8 x double> %138, <8 x double>* %scevgep2141, align 8, !alias.scope !39, !noalias !41
  %scevgep2136 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21362137 = bitcast double* %scevgep2136 to <8 x double>*
  %scevgep2138 = getelementptr <8 x double>, <8 x double>* %scevgep21362137, i64 -24
  store <8 x double> %139, <8 x double>* %scevgep2138, align 8, !alias.scope !39, !noalias !41
  %scevgep1941 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19411942 = bitcast double* %scevgep1941 to <8 x double>*
  %scevgep1943 = getelementptr <8 x double>, <8 x double>* %scevgep19411942, i64 -23
  %wide.load1183.2 = load <8 x double>, <8 x double>* %scevgep1943, align 8, !alias.scope !34
  %scevgep1938 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19381939 = bitcast double* %scevgep1938 to <8 x double>*
  %scevgep1940 = getelementptr <8 x double>, <8 x double>* %scevgep19381939, i64 -22
  %wide.load1184.2 = load <8 x double>, <8 x double>* %scevgep1940, align 8, !alias.scope !34
  %scevgep1935 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19351936 = bitcast double* %scevgep1935 to <8 x double>*
  %scevgep1937 = getelementptr <8 x double>, <8 x double>* %scevgep19351936, i64 -21
  %wide.load1185.2 = load <8 x double>, <8 x double>* %scevgep1937, align 8, !alias.scope !34
  %scevgep1932 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19321933 = bitcast double* %scevgep1932 to <8 x double>*
  %scevgep1934 = getelementptr <8 x double>, <8 x double>* %scevgep19321933, i64 -20
  %wide.load1186.2 = load <8 x double>, <8 x double>* %scevgep1934, align 8, !alias.scope !34
  %scevgep2037 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20372038 = bitcast double* %scevgep2037 to <8 x double>*
  %scevgep2039 = getelementptr <8 x double>, <8 x double>* %scevgep20372038, i64 -23
  %wide.load1187.2 = load <8 x double>, <8 x double>* %scevgep2039, align 8, !alias.scope !37
  %scevgep2034 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20342035 = bitcast double* %scevgep2034 to <8 x double>*
  %scevgep2036 = getelementptr <8 x double>, <8 x double>* %scevgep20342035, i64 -22
  %wide.load1188.2 = load <8 x double>, <8 x double>* %scevgep2036, align 8, !alias.scope !37
  %scevgep2031 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20312032 = bitcast double* %scevgep2031 to <8 x double>*
  %scevgep2033 = getelementptr <8 x double>, <8 x double>* %scevgep20312032, i64 -21
  %wide.load1189.2 = load <8 x double>, <8 x double>* %scevgep2033, align 8, !alias.scope !37
  %scevgep2028 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20282029 = bitcast double* %scevgep2028 to <8 x double>*
  %scevgep2030 = getelementptr <8 x double>, <8 x double>* %scevgep20282029, i64 -20
  %wide.load1190.2 = load <8 x double>, <8 x double>* %scevgep2030, align 8, !alias.scope !37
  %140 = fmul <8 x double> %broadcast.splat1192, %wide.load1183.2
  %141 = fmul <8 x double> %broadcast.splat1194, %wide.load1184.2
  %142 = fmul <8 x double> %broadcast.splat1196, %wide.load1185.2
  %143 = fmul <8 x double> %broadcast.splat1198, %wide.load1186.2
  %144 = fadd <8 x double> %140, %wide.load1187.2
  %145 = fadd <8 x double> %141, %wide.load1188.2
  %146 = fadd <8 x double> %142, %wide.load1189.2
  %147 = fadd <8 x double> %143, %wide.load1190.2
  %scevgep2133 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21332134 = bitcast double* %scevgep2133 to <8 x double>*
  %scevgep2135 = getelementptr <8 x double>, <8 x double>* %scevgep21332134, i64 -23
  store <8 x double> %144, <8 x double>* %scevgep2135, align 8, !alias.scope !39, !noalias !41
  %scevgep2130 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21302131 = bitcast double* %scevgep2130 to <8 x double>*
  %scevgep2132 = getelementptr <8 x double>, <8 x double>* %scevgep21302131, i64 -22
  store <8 x double> %145, <8 x double>* %scevgep2132, align 8, !alias.scope !39, !noalias !41
  %scevgep2127 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21272128 = bitcast double* %scevgep2127 to <8 x double>*
  %scevgep2129 = getelementptr <8 x double>, <8 x double>* %scevgep21272128, i64 -21
  store <8 x double> %146, <8 x double>* %scevgep2129, align 8, !alias.scope !39, !noalias !41
  %scevgep2124 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21242125 = bitcast double* %scevgep2124 to <8 x double>*
  %scevgep2126 = getelementptr <8 x double>, <8 x double>* %scevgep21242125, i64 -20
  store <8 x double> %147, <8 x double>* %scevgep2126, align 8, !alias.scope !39, !noalias !41
  %scevgep1929 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19291930 = bitcast double* %scevgep1929 to <8 x double>*
  %scevgep1931 = getelementptr <8 x double>, <8 x double>* %scevgep19291930, i64 -19
  %wide.load1183.3 = load <8 x double>, <8 x double>* %scevgep1931, align 8, !alias.scope !34
  %scevgep1926 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19261927 = bitcast double* %scevgep1926 to <8 x double>*
  %scevgep1928 = getelementptr <8 x double>, <8 x double>* %scevgep19261927, i64 -18
  %wide.load1184.3 = load <8 x double>, <8 x double>* %scevgep1928, align 8, !alias.scope !34
  %scevgep1923 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19231924 = bitcast double* %scevgep1923 to <8 x double>*
  %scevgep1925 = getelementptr <8 x double>, <8 x double>* %scevgep19231924, i64 -17
  %wide.load1185.3 = load <8 x double>, <8 x double>* %scevgep1925, align 8, !alias.scope !34
  %scevgep1920 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19201921 = bitcast double* %scevgep1920 to <8 x double>*
  %scevgep1922 = getelementptr <8 x double>, <8 x double>* %scevgep19201921, i64 -16
  %wide.load1186.3 = load <8 x double>, <8 x double>* %scevgep1922, align 8, !alias.scope !34
  %scevgep2025 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20252026 = bitcast double* %scevgep2025 to <8 x double>*
  %scevgep2027 = getelementptr <8 x double>, <8 x double>* %scevgep20252026, i64 -19
  %wide.load1187.3 = load <8 x double>, <8 x double>* %scevgep2027, align 8, !alias.scope !37
  %scevgep2022 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20222023 = bitcast double* %scevgep2022 to <8 x double>*
  %scevgep2024 = getelementptr <8 x double>, <8 x double>* %scevgep20222023, i64 -18
  %wide.load1188.3 = load <8 x double>, <8 x double>* %scevgep2024, align 8, !alias.scope !37
  %scevgep2019 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20192020 = bitcast double* %scevgep2019 to <8 x double>*
  %scevgep2021 = getelementptr <8 x double>, <8 x double>* %scevgep20192020, i64 -17
  %wide.load1189.3 = load <8 x double>, <8 x double>* %scevgep2021, align 8, !alias.scope !37
  %scevgep2016 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20162017 = bitcast double* %scevgep2016 to <8 x double>*
  %scevgep2018 = getelementptr <8 x double>, <8 x double>* %scevgep20162017, i64 -16
  %wide.load1190.3 = load <8 x double>, <8 x double>* %scevgep2018, align 8, !alias.scope !37
  %148 = fmul <8 x double> %broadcast.splat1192, %wide.load1183.3
  %149 = fmul <8 x double> %broadcast.splat1194, %wide.load1184.3
  %150 = fmul <8 x double> %broadcast.splat1196, %wide.load1185.3
  %151 = fmul <8 x double> %broadcast.splat1198, %wide.load1186.3
  %152 = fadd <8 x double> %148, %wide.load1187.3
  %153 = fadd <8 x double> %149, %wide.load1188.3
  %154 = fadd <8 x double> %150, %wide.load1189.3
  %155 = fadd <8 x double> %151, %wide.load1190.3
  %scevgep2121 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21212122 = bitcast double* %scevgep2121 to <8 x double>*
  %scevgep2123 = getelementptr <8 x double>, <8 x double>* %scevgep21212122, i64 -19
  store <8 x double> %152, <8 x double>* %scevgep2123, align 8, !alias.scope !39, !noalias !41
  %scevgep2118 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21182119 = bitcast double* %scevgep2118 to <8 x double>*
  %scevgep2120 = getelementptr <8 x double>, <8 x double>* %scevgep21182119, i64 -18
  store <8 x double> %153, <8 x double>* %scevgep2120, align 8, !alias.scope !39, !noalias !41
  %scevgep2115 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21152116 = bitcast double* %scevgep2115 to <8 x double>*
  %scevgep2117 = getelementptr <8 x double>, <8 x double>* %scevgep21152116, i64 -17
  store <8 x double> %154, <8 x double>* %scevgep2117, align 8, !alias.scope !39, !noalias !41
  %scevgep2112 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21122113 = bitcast double* %scevgep2112 to <8 x double>*
  %scevgep2114 = getelementptr <8 x double>, <8 x double>* %scevgep21122113, i64 -16
  store <8 x double> %155, <8 x double>* %scevgep2114, align 8, !alias.scope !39, !noalias !41
  %scevgep1917 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19171918 = bitcast double* %scevgep1917 to <8 x double>*
  %scevgep1919 = getelementptr <8 x double>, <8 x double>* %scevgep19171918, i64 -15
  %wide.load1183.4 = load <8 x double>, <8 x double>* %scevgep1919, align 8, !alias.scope !34
  %scevgep1914 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19141915 = bitcast double* %scevgep1914 to <8 x double>*
  %scevgep1916 = getelementptr <8 x double>, <8 x double>* %scevgep19141915, i64 -14
  %wide.load1184.4 = load <8 x double>, <8 x double>* %scevgep1916, align 8, !alias.scope !34
  %scevgep1911 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19111912 = bitcast double* %scevgep1911 to <8 x double>*
  %scevgep1913 = getelementptr <8 x double>, <8 x double>* %scevgep19111912, i64 -13
  %wide.load1185.4 = load <8 x double>, <8 x double>* %scevgep1913, align 8, !alias.scope !34
  %scevgep1908 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19081909 = bitcast double* %scevgep1908 to <8 x double>*
  %scevgep1910 = getelementptr <8 x double>, <8 x double>* %scevgep19081909, i64 -12
  %wide.load1186.4 = load <8 x double>, <8 x double>* %scevgep1910, align 8, !alias.scope !34
  %scevgep2013 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20132014 = bitcast double* %scevgep2013 to <8 x double>*
  %scevgep2015 = getelementptr <8 x double>, <8 x double>* %scevgep20132014, i64 -15
  %wide.load1187.4 = load <8 x double>, <8 x double>* %scevgep2015, align 8, !alias.scope !37
  %scevgep2010 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20102011 = bitcast double* %scevgep2010 to <8 x double>*
  %scevgep2012 = getelementptr <8 x double>, <8 x double>* %scevgep20102011, i64 -14
  %wide.load1188.4 = load <8 x double>, <8 x double>* %scevgep2012, align 8, !alias.scope !37
  %scevgep2007 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20072008 = bitcast double* %scevgep2007 to <8 x double>*
  %scevgep2009 = getelementptr <8 x double>, <8 x double>* %scevgep20072008, i64 -13
  %wide.load1189.4 = load <8 x double>, <8 x double>* %scevgep2009, align 8, !alias.scope !37
  %scevgep2004 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20042005 = bitcast double* %scevgep2004 to <8 x double>*
  %scevgep2006 = getelementptr <8 x double>, <8 x double>* %scevgep20042005, i64 -12
  %wide.load1190.4 = load <8 x double>, <8 x double>* %scevgep2006, align 8, !alias.scope !37
  %156 = fmul <8 x double> %broadcast.splat1192, %wide.load1183.4
  %157 = fmul <8 x double> %broadcast.splat1194, %wide.load1184.4
  %158 = fmul <8 x double> %broadcast.splat1196, %wide.load1185.4
  %159 = fmul <8 x double> %broadcast.splat1198, %wide.load1186.4
  %160 = fadd <8 x double> %156, %wide.load1187.4
  %161 = fadd <8 x double> %157, %wide.load1188.4
  %162 = fadd <8 x double> %158, %wide.load1189.4
  %163 = fadd <8 x double> %159, %wide.load1190.4
  %scevgep2109 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21092110 = bitcast double* %scevgep2109 to <8 x double>*
  %scevgep2111 = getelementptr <8 x double>, <8 x double>* %scevgep21092110, i64 -15
  store <8 x double> %160, <8 x double>* %scevgep2111, align 8, !alias.scope !39, !noalias !41
  %scevgep2106 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21062107 = bitcast double* %scevgep2106 to <8 x double>*
  %scevgep2108 = getelementptr <8 x double>, <8 x double>* %scevgep21062107, i64 -14
  store <8 x double> %161, <8 x double>* %scevgep2108, align 8, !alias.scope !39, !noalias !41
  %scevgep2103 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21032104 = bitcast double* %scevgep2103 to <8 x double>*
  %scevgep2105 = getelementptr <8 x double>, <8 x double>* %scevgep21032104, i64 -13
  store <8 x double> %162, <8 x double>* %scevgep2105, align 8, !alias.scope !39, !noalias !41
  %scevgep2100 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21002101 = bitcast double* %scevgep2100 to <8 x double>*
  %scevgep2102 = getelementptr <8 x double>, <8 x double>* %scevgep21002101, i64 -12
  store <8 x double> %163, <8 x double>* %scevgep2102, align 8, !alias.scope !39, !noalias !41
  %scevgep1905 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19051906 = bitcast double* %scevgep1905 to <8 x double>*
  %scevgep1907 = getelementptr <8 x double>, <8 x double>* %scevgep19051906, i64 -11
  %wide.load1183.5 = load <8 x double>, <8 x double>* %scevgep1907, align 8, !alias.scope !34
  %scevgep1902 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19021903 = bitcast double* %scevgep1902 to <8 x double>*
  %scevgep1904 = getelementptr <8 x double>, <8 x double>* %scevgep19021903, i64 -10
  %wide.load1184.5 = load <8 x double>, <8 x double>* %scevgep1904, align 8, !alias.scope !34
  %scevgep1899 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep18991900 = bitcast double* %scevgep1899 to <8 x double>*
  %scevgep1901 = getelementptr <8 x double>, <8 x double>* %scevgep18991900, i64 -9
  %wide.load1185.5 = load <8 x double>, <8 x double>* %scevgep1901, align 8, !alias.scope !34
  %scevgep1896 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep18961897 = bitcast double* %scevgep1896 to <8 x double>*
  %scevgep1898 = getelementptr <8 x double>, <8 x double>* %scevgep18961897, i64 -8
  %wide.load1186.5 = load <8 x double>, <8 x double>* %scevgep1898, align 8, !alias.scope !34
  %scevgep2001 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20012002 = bitcast double* %scevgep2001 to <8 x double>*
  %scevgep2003 = getelementptr <8 x double>, <8 x double>* %scevgep20012002, i64 -11
  %wide.load1187.5 = load <8 x double>, <8 x double>* %scevgep2003, align 8, !alias.scope !37
  %scevgep1998 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep19981999 = bitcast double* %scevgep1998 to <8 x double>*
  %scevgep2000 = getelementptr <8 x double>, <8 x double>* %scevgep19981999, i64 -10
  %wide.load1188.5 = load <8 x double>, <8 x double>* %scevgep2000, align 8, !alias.scope !37
  %scevgep1995 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep19951996 = bitcast double* %scevgep1995 to <8 x double>*
  %scevgep1997 = getelementptr <8 x double>, <8 x double>* %scevgep19951996, i64 -9
  %wide.load1189.5 = load <8 x double>, <8 x double>* %scevgep1997, align 8, !alias.scope !37
  %scevgep1992 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep19921993 = bitcast double* %scevgep1992 to <8 x double>*
  %scevgep1994 = getelementptr <8 x double>, <8 x double>* %scevgep19921993, i64 -8
  %wide.load1190.5 = load <8 x double>, <8 x double>* %scevgep1994, align 8, !alias.scope !37
  %164 = fmul <8 x double> %broadcast.splat1192, %wide.load1183.5
  %165 = fmul <8 x double> %broadcast.splat1194, %wide.load1184.5
  %166 = fmul <8 x double> %broadcast.splat1196, %wide.load1185.5
  %167 = fmul <8 x double> %broadcast.splat1198, %wide.load1186.5
  %168 = fadd <8 x double> %164, %wide.load1187.5
  %169 = fadd <8 x double> %165, %wide.load1188.5
  %170 = fadd <8 x double> %166, %wide.load1189.5
  %171 = fadd <8 x double> %167, %wide.load1190.5
  %scevgep2097 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep20972098 = bitcast double* %scevgep2097 to <8 x double>*
  %scevgep2099 = getelementptr <8 x double>, <8 x double>* %scevgep20972098, i64 -11
  store <8 x double> %168, <8 x double>* %scevgep2099, align 8, !alias.scope !39, !noalias !41
  %scevgep2094 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep20942095 = bitcast double* %scevgep2094 to <8 x double>*
  %scevgep2096 = getelementptr <8 x double>, <8 x double>* %scevgep20942095, i64 -10
  store <8 x double> %169, <8 x double>* %scevgep2096, align 8, !alias.scope !39, !noalias !41
  %scevgep2091 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep20912092 = bitcast double* %scevgep2091 to <8 x double>*
  %scevgep2093 = getelementptr <8 x double>, <8 x double>* %scevgep20912092, i64 -9
  store <8 x double> %170, <8 x double>* %scevgep2093, align 8, !alias.scope !39, !noalias !41
  %scevgep2088 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep20882089 = bitcast double* %scevgep2088 to <8 x double>*
  %scevgep2090 = getelementptr <8 x double>, <8 x double>* %scevgep20882089, i64 -8
  store <8 x double> %171, <8 x double>* %scevgep2090, align 8, !alias.scope !39, !noalias !41
  %scevgep1893 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep18931894 = bitcast double* %scevgep1893 to <8 x double>*
  %scevgep1895 = getelementptr <8 x double>, <8 x double>* %scevgep18931894, i64 -7
  %wide.load1183.6 = load <8 x double>, <8 x double>* %scevgep1895, align 8, !alias.scope !34
  %scevgep1890 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep18901891 = bitcast double* %scevgep1890 to <8 x double>*
  %scevgep1892 = getelementptr <8 x double>, <8 x double>* %scevgep18901891, i64 -6
  %wide.load1184.6 = load <8 x double>, <8 x double>* %scevgep1892, align 8, !alias.scope !34
  %scevgep1887 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep18871888 = bitcast double* %scevgep1887 to <8 x double>*
  %scevgep1889 = getelementptr <8 x double>, <8 x double>* %scevgep18871888, i64 -5
  %wide.load1185.6 = load <8 x double>, <8 x double>* %scevgep1889, align 8, !alias.scope !34
  %scevgep1884 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep18841885 = bitcast double* %scevgep1884 to <8 x double>*
  %scevgep1886 = getelementptr <8 x double>, <8 x double>* %scevgep18841885, i64 -4
  %wide.load1186.6 = load <8 x double>, <8 x double>* %scevgep1886, align 8, !alias.scope !34
  %scevgep1989 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep19891990 = bitcast double* %scevgep1989 to <8 x double>*
  %scevgep1991 = getelementptr <8 x double>, <8 x double>* %scevgep19891990, i64 -7
  %wide.load1187.6 = load <8 x double>, <8 x double>* %scevgep1991, align 8, !alias.scope !37
  %scevgep1986 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep19861987 = bitcast double* %scevgep1986 to <8 x double>*
  %scevgep1988 = getelementptr <8 x double>, <8 x double>* %scevgep19861987, i64 -6
  %wide.load1188.6 = load <8 x double>, <8 x double>* %scevgep1988, align 8, !alias.scope !37
  %scevgep1983 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep19831984 = bitcast double* %scevgep1983 to <8 x double>*
  %scevgep1985 = getelementptr <8 x double>, <8 x double>* %scevgep19831984, i64 -5
  %wide.load1189.6 = load <8 x double>, <8 x double>* %scevgep1985, align 8, !alias.scope !37
  %scevgep1980 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep19801981 = bitcast double* %scevgep1980 to <8 x double>*
  %scevgep1982 = getelementptr <8 x double>, <8 x double>* %scevgep19801981, i64 -4
  %wide.load1190.6 = load <8 x double>, <8 x double>* %scevgep1982, align 8, !alias.scope !37
  %172 = fmul <8 x double> %broadcast.splat1192, %wide.load1183.6
  %173 = fmul <8 x double> %broadcast.splat1194, %wide.load1184.6
  %174 = fmul <8 x double> %broadcast.splat1196, %wide.load1185.6
  %175 = fmul <8 x double> %broadcast.splat1198, %wide.load1186.6
  %176 = fadd <8 x double> %172, %wide.load1187.6
  %177 = fadd <8 x double> %173, %wide.load1188.6
  %178 = fadd <8 x double> %174, %wide.load1189.6
  %179 = fadd <8 x double> %175, %wide.load1190.6
  %scevgep2085 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep20852086 = bitcast double* %scevgep2085 to <8 x double>*
  %scevgep2087 = getelementptr <8 x double>, <8 x double>* %scevgep20852086, i64 -7
  store <8 x double> %176, <8 x double>* %scevgep2087, align 8, !alias.scope !39, !noalias !41
  %scevgep2082 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep20822083 = bitcast double* %scevgep2082 to <8 x double>*
  %scevgep2084 = getelementptr <8 x double>, <8 x double>* %scevgep20822083, i64 -6
  store <8 x double> %177, <8 x double>* %scevgep2084, align 8, !alias.scope !39, !noalias !41
  %scevgep2079 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep20792080 = bitcast double* %scevgep2079 to <8 x double>*
  %scevgep2081 = getelementptr <8 x double>, <8 x double>* %scevgep20792080, i64 -5
  store <8 x double> %178, <8 x double>* %scevgep2081, align 8, !alias.scope !39, !noalias !41
  %scevgep2076 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep20762077 = bitcast double* %scevgep2076 to <8 x double>*
  %scevgep2078 = getelementptr <8 x double>, <8 x double>* %scevgep20762077, i64 -4
  store <8 x double> %179, <8 x double>* %scevgep2078, align 8, !alias.scope !39, !noalias !41
  %scevgep1964 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19641965 = bitcast double* %scevgep1964 to <8 x double>*
  %scevgep1966 = getelementptr <8 x double>, <8 x double>* %scevgep19641965, i64 -3
  %wide.load1183.7 = load <8 x double>, <8 x double>* %scevgep1966, align 8, !alias.scope !34
  %scevgep1961 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19611962 = bitcast double* %scevgep1961 to <8 x double>*
  %scevgep1963 = getelementptr <8 x double>, <8 x double>* %scevgep19611962, i64 -2
  %wide.load1184.7 = load <8 x double>, <8 x double>* %scevgep1963, align 8, !alias.scope !34
  %scevgep1958 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19581959 = bitcast double* %scevgep1958 to <8 x double>*
  %scevgep1960 = getelementptr <8 x double>, <8 x double>* %scevgep19581959, i64 -1
  %wide.load1185.7 = load <8 x double>, <8 x double>* %scevgep1960, align 8, !alias.scope !34
  %scevgep1956 = getelementptr double, double* %scevgep1883, i64 %index1182
  %scevgep19561957 = bitcast double* %scevgep1956 to <8 x double>*
  %wide.load1186.7 = load <8 x double>, <8 x double>* %scevgep19561957, align 8, !alias.scope !34
  %scevgep2060 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20602061 = bitcast double* %scevgep2060 to <8 x double>*
  %scevgep2062 = getelementptr <8 x double>, <8 x double>* %scevgep20602061, i64 -3
  %wide.load1187.7 = load <8 x double>, <8 x double>* %scevgep2062, align 8, !alias.scope !37
  %scevgep2057 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20572058 = bitcast double* %scevgep2057 to <8 x double>*
  %scevgep2059 = getelementptr <8 x double>, <8 x double>* %scevgep20572058, i64 -2
  %wide.load1188.7 = load <8 x double>, <8 x double>* %scevgep2059, align 8, !alias.scope !37
  %scevgep2054 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20542055 = bitcast double* %scevgep2054 to <8 x double>*
  %scevgep2056 = getelementptr <8 x double>, <8 x double>* %scevgep20542055, i64 -1
  %wide.load1189.7 = load <8 x double>, <8 x double>* %scevgep2056, align 8, !alias.scope !37
  %scevgep2052 = getelementptr double, double* %scevgep1979, i64 %index1182
  %scevgep20522053 = bitcast double* %scevgep2052 to <8 x double>*
  %wide.load1190.7 = load <8 x double>, <8 x double>* %scevgep20522053, align 8, !alias.scope !37
  %180 = fmul <8 x double> %broadcast.splat1192, %wide.load1183.7
  %181 = fmul <8 x double> %broadcast.splat1194, %wide.load1184.7
  %182 = fmul <8 x double> %broadcast.splat1196, %wide.load1185.7
  %183 = fmul <8 x double> %broadcast.splat1198, %wide.load1186.7
  %184 = fadd <8 x double> %180, %wide.load1187.7
  %185 = fadd <8 x double> %181, %wide.load1188.7
  %186 = fadd <8 x double> %182, %wide.load1189.7
  %187 = fadd <8 x double> %183, %wide.load1190.7
  %scevgep2156 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21562157 = bitcast double* %scevgep2156 to <8 x double>*
  %scevgep2158 = getelementptr <8 x double>, <8 x double>* %scevgep21562157, i64 -3
  store <8 x double> %184, <8 x double>* %scevgep2158, align 8, !alias.scope !39, !noalias !41
  %scevgep2153 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21532154 = bitcast double* %scevgep2153 to <8 x double>*
  %scevgep2155 = getelementptr <8 x double>, <8 x double>* %scevgep21532154, i64 -2
  store <8 x double> %185, <8 x double>* %scevgep2155, align 8, !alias.scope !39, !noalias !41
  %scevgep2150 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21502151 = bitcast double* %scevgep2150 to <8 x double>*
  %scevgep2152 = getelementptr <8 x double>, <8 x double>* %scevgep21502151, i64 -1
  store <8 x double> %186, <8 x double>* %scevgep2152, align 8, !alias.scope !39, !noalias !41
  %scevgep2148 = getelementptr double, double* %scevgep2075, i64 %index1182
  %scevgep21482149 = bitcast double* %scevgep2148 to <8 x double>*
  store <8 x double> %187, <8 x double>* %scevgep21482149, align 8, !alias.scope !39, !noalias !41
  %index.next1199.7 = add i64 %index1182, 256
  %lsr.iv.next2172 = add i64 %lsr.iv2171, -8
  %niter1291.ncmp.7 = icmp eq i64 %lsr.iv.next2172, 0
  br i1 %niter1291.ncmp.7, label %middle.block1173.unr-lcssa, label %vector.body1175, !llvm.loop !42

middle.block1173.unr-lcssa:                       ; preds = %vector.body1175, %vector.ph1177
  %index1182.unr = phi i64 [ 0, %vector.ph1177 ], [ %index.next1199.7, %vector.body1175 ]
  %188 = icmp eq i64 %xtraiter1287, 0
  br i1 %188, label %middle.block1173, label %vector.body1175.epil.preheader

vector.body1175.epil.preheader:                   ; preds = %middle.block1173.unr-lcssa
  %scevgep2173 = getelementptr double, double* %.6.i133647, i64 24
  %scevgep2174 = getelementptr double, double* %scevgep2173, i64 %index1182.unr
  %scevgep2189 = getelementptr double, double* %y.2.sroa.60.0817, i64 24
  %scevgep2190 = getelementptr double, double* %scevgep2189, i64 %index1182.unr
  %scevgep2203 = getelementptr double, double* %.6.i82646, i64 24
  %scevgep2204 = getelementptr double, double* %scevgep2203, i64 %index1182.unr
  br label %vector.body1175.epil

vector.body1175.epil:                             ; preds = %vector.body1175.epil.preheader, %vector.body1175.epil
  %lsr.iv2175 = phi i64 [ 0, %vector.body1175.epil.preheader ], [ %lsr.iv.next2176, %vector.body1175.epil ]
  %189 = bitcast double* %scevgep2204 to i8*
  %190 = bitcast double* %scevgep2190 to i8*
  %191 = bitcast double* %scevgep2174 to i8*
  %uglygep2214 = getelementptr i8, i8* %189, i64 %lsr.iv2175
  %uglygep22142215 = bitcast i8* %uglygep2214 to <8 x double>*
  %scevgep2216 = getelementptr <8 x double>, <8 x double>* %uglygep22142215, i64 -3
  %wide.load1183.epil = load <8 x double>, <8 x double>* %scevgep2216, align 8, !alias.scope !34
  %uglygep2211 = getelementptr i8, i8* %189, i64 %lsr.iv2175
  %uglygep22112212 = bitcast i8* %uglygep2211 to <8 x double>*
  %scevgep2213 = getelementptr <8 x double>, <8 x double>* %uglygep22112212, i64 -2
  %wide.load1184.epil = load <8 x double>, <8 x double>* %scevgep2213, align 8, !alias.scope !34
  %uglygep2208 = getelementptr i8, i8* %189, i64 %lsr.iv2175
  %uglygep22082209 = bitcast i8* %uglygep2208 to <8 x double>*
  %scevgep2210 = getelementptr <8 x double>, <8 x double>* %uglygep22082209, i64 -1
  %wide.load1185.epil = load <8 x double>, <8 x double>* %scevgep2210, align 8, !alias.scope !34
  %uglygep2206 = getelementptr i8, i8* %189, i64 %lsr.iv2175
  %uglygep22062207 = bitcast i8* %uglygep2206 to <8 x double>*
  %wide.load1186.epil = load <8 x double>, <8 x double>* %uglygep22062207, align 8, !alias.scope !34
  %uglygep2200 = getelementptr i8, i8* %190, i64 %lsr.iv2175
  %uglygep22002201 = bitcast i8* %uglygep2200 to <8 x double>*
  %scevgep2202 = getelementptr <8 x double>, <8 x double>* %uglygep22002201, i64 -3
  %wide.load1187.epil = load <8 x double>, <8 x double>* %scevgep2202, align 8, !alias.scope !37
  %uglygep2197 = getelementptr i8, i8* %190, i64 %lsr.iv2175
  %uglygep21972198 = bitcast i8* %uglygep2197 to <8 x double>*
  %scevgep2199 = getelementptr <8 x double>, <8 x double>* %uglygep21972198, i64 -2
  %wide.load1188.epil = load <8 x double>, <8 x double>* %scevgep2199, align 8, !alias.scope !37
  %uglygep2194 = getelementptr i8, i8* %190, i64 %lsr.iv2175
  %uglygep21942195 = bitcast i8* %uglygep2194 to <8 x double>*
  %scevgep2196 = getelementptr <8 x double>, <8 x double>* %uglygep21942195, i64 -1
  %wide.load1189.epil = load <8 x double>, <8 x double>* %scevgep2196, align 8, !alias.scope !37
  %uglygep2192 = getelementptr i8, i8* %190, i64 %lsr.iv2175
  %uglygep21922193 = bitcast i8* %uglygep2192 to <8 x double>*
  %wide.load1190.epil = load <8 x double>, <8 x double>* %uglygep21922193, align 8, !alias.scope !37
  %192 = fmul <8 x double> %broadcast.splat1192, %wide.load1183.epil
  %193 = fmul <8 x double> %broadcast.splat1194, %wide.load1184.epil
  %194 = fmul <8 x double> %broadcast.splat1196, %wide.load1185.epil
  %195 = fmul <8 x double> %broadcast.splat1198, %wide.load1186.epil
  %196 = fadd <8 x double> %192, %wide.load1187.epil
  %197 = fadd <8 x double> %193, %wide.load1188.epil
  %198 = fadd <8 x double> %194, %wide.load1189.epil
  %199 = fadd <8 x double> %195, %wide.load1190.epil
  %uglygep2186 = getelementptr i8, i8* %191, i64 %lsr.iv2175
  %uglygep21862187 = bitcast i8* %uglygep2186 to <8 x double>*
  %scevgep2188 = getelementptr <8 x double>, <8 x double>* %uglygep21862187, i64 -3
  store <8 x double> %196, <8 x double>* %scevgep2188, align 8, !alias.scope !39, !noalias !41
  %uglygep2183 = getelementptr i8, i8* %191, i64 %lsr.iv2175
  %uglygep21832184 = bitcast i8* %uglygep2183 to <8 x double>*
  %scevgep2185 = getelementptr <8 x double>, <8 x double>* %uglygep21832184, i64 -2
  store <8 x double> %197, <8 x double>* %scevgep2185, align 8, !alias.scope !39, !noalias !41
  %uglygep2180 = getelementptr i8, i8* %191, i64 %lsr.iv2175
  %uglygep21802181 = bitcast i8* %uglygep2180 to <8 x double>*
  %scevgep2182 = getelementptr <8 x double>, <8 x double>* %uglygep21802181, i64 -1
  store <8 x double> %198, <8 x double>* %scevgep2182, align 8, !alias.scope !39, !noalias !41
  %uglygep2178 = getelementptr i8, i8* %191, i64 %lsr.iv2175
  %uglygep21782179 = bitcast i8* %uglygep2178 to <8 x double>*
  store <8 x double> %199, <8 x double>* %uglygep21782179, align 8, !alias.scope !39, !noalias !41
  %lsr.iv.next2176 = add nuw nsw i64 %lsr.iv2175, 256
  %epil.iter1288.cmp.not = icmp eq i64 %9, %lsr.iv.next2176
  br i1 %epil.iter1288.cmp.not, label %middle.block1173, label %vector.body1175.epil, !llvm.loop !43

middle.block1173:                                 ; preds = %vector.body1175.epil, %middle.block1173.unr-lcssa
  %200 = icmp eq i64 %n.vec1179, %arg.y0.5.0
  br i1 %200, label %for.end.1.endif.endif.endif, label %for.body.1.us.preheader1264

for.body.1.us.preheader1264:                      ; preds = %vector.memcheck1159, %for.body.1.us.preheader, %middle.block1173
  %loop.index.1620.us.ph = phi i64 [ 0, %vector.memcheck1159 ], [ 0, %for.body.1.us.preheader ], [ %n.vec1179, %middle.block1173 ]
  %201 = and i64 %arg.y0.5.0, 7
  %202 = icmp eq i64 %201, 0
  %203 = xor i64 %loop.index.1620.us.ph, -1
  %204 = add i64 %203, %arg.y0.5.0
  br i1 %202, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader1264
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv2220 = phi i64 [ %xtraiter1284, %for.body.1.us.prol.preheader ], [ %lsr.iv.next2221, %for.body.1.us.prol ]
  %loop.index.1620.us.prol = phi i64 [ %.703.us.prol, %for.body.1.us.prol ], [ %loop.index.1620.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep2219 = getelementptr double, double* %.6.i82646, i64 %loop.index.1620.us.prol
  %.665.us.prol = load double, double* %scevgep2219, align 8
  %scevgep2218 = getelementptr double, double* %y.2.sroa.60.0817, i64 %loop.index.1620.us.prol
  %.674.us.prol = load double, double* %scevgep2218, align 8
  %.7.i.us.prol = fmul double %.473, %.665.us.prol
  %.8.i.us.prol = fadd double %.7.i.us.prol, %.674.us.prol
  %scevgep2217 = getelementptr double, double* %.6.i133647, i64 %loop.index.1620.us.prol
  store double %.8.i.us.prol, double* %scevgep2217, align 8
  %.703.us.prol = add nuw i64 %loop.index.1620.us.prol, 1
  %lsr.iv.next2221 = add nsw i64 %lsr.iv2220, -1
  %prol.iter1294.cmp.not = icmp eq i64 %lsr.iv.next2221, 0
  br i1 %prol.iter1294.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !44

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader1264
  %loop.index.1620.us.unr = phi i64 [ %loop.index.1620.us.ph, %for.body.1.us.preheader1264 ], [ %.703.us.prol, %for.body.1.us.prol ]
  %205 = icmp ult i64 %204, 7
  br i1 %205, label %for.end.1.endif.endif.endif, label %for.body.1.us.preheader1372

for.body.1.us.preheader1372:                      ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader1372, %for.body.1.us
  %loop.index.1620.us = phi i64 [ %.703.us.7, %for.body.1.us ], [ %loop.index.1620.us.unr, %for.body.1.us.preheader1372 ]
  %sunkaddr4255 = mul i64 %loop.index.1620.us, 8
  %206 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4256 = getelementptr i8, i8* %206, i64 %sunkaddr4255
  %207 = bitcast i8* %sunkaddr4256 to double*
  %.665.us = load double, double* %207, align 8
  %sunkaddr4257 = mul i64 %loop.index.1620.us, 8
  %208 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4258 = getelementptr i8, i8* %208, i64 %sunkaddr4257
  %209 = bitcast i8* %sunkaddr4258 to double*
  %.674.us = load double, double* %209, align 8
  %.7.i.us = fmul double %.473, %.665.us
  %.8.i.us = fadd double %.7.i.us, %.674.us
  %sunkaddr4259 = mul i64 %loop.index.1620.us, 8
  %210 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4260 = getelementptr i8, i8* %210, i64 %sunkaddr4259
  %211 = bitcast i8* %sunkaddr4260 to double*
  store double %.8.i.us, double* %211, align 8
  %sunkaddr4261 = mul i64 %loop.index.1620.us, 8
  %212 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4262 = getelementptr i8, i8* %212, i64 %sunkaddr4261
  %sunkaddr4263 = getelementptr i8, i8* %sunkaddr4262, i64 8
  %213 = bitcast i8* %sunkaddr4263 to double*
  %.665.us.1 = load double, double* %213, align 8
  %sunkaddr4264 = mul i64 %loop.index.1620.us, 8
  %214 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4265 = getelementptr i8, i8* %214, i64 %sunkaddr4264
  %sunkaddr4266 = getelementptr i8, i8* %sunkaddr4265, i64 8
  %215 = bitcast i8* %sunkaddr4266 to double*
  %.674.us.1 = load double, double* %215, align 8
  %.7.i.us.1 = fmul double %.473, %.665.us.1
  %.8.i.us.1 = fadd double %.7.i.us.1, %.674.us.1
  %sunkaddr4267 = mul i64 %loop.index.1620.us, 8
  %216 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4268 = getelementptr i8, i8* %216, i64 %sunkaddr4267
  %sunkaddr4269 = getelementptr i8, i8* %sunkaddr4268, i64 8
  %217 = bitcast i8* %sunkaddr4269 to double*
  store double %.8.i.us.1, double* %217, align 8
  %sunkaddr4270 = mul i64 %loop.index.1620.us, 8
  %218 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4271 = getelementptr i8, i8* %218, i64 %sunkaddr4270
  %sunkaddr4272 = getelementptr i8, i8* %sunkaddr4271, i64 16
  %219 = bitcast i8* %sunkaddr4272 to double*
  %.665.us.2 = load double, double* %219, align 8
  %sunkaddr4273 = mul i64 %loop.index.1620.us, 8
  %220 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4274 = getelementptr i8, i8* %220, i64 %sunkaddr4273
  %sunkaddr4275 = getelementptr i8, i8* %sunkaddr4274, i64 16
  %221 = bitcast i8* %sunkaddr4275 to double*
  %.674.us.2 = load double, double* %221, align 8
  %.7.i.us.2 = fmul double %.473, %.665.us.2
  %.8.i.us.2 = fadd double %.7.i.us.2, %.674.us.2
  %sunkaddr4276 = mul i64 %loop.index.1620.us, 8
  %222 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4277 = getelementptr i8, i8* %222, i64 %sunkaddr4276
  %sunkaddr4278 = getelementptr i8, i8* %sunkaddr4277, i64 16
  %223 = bitcast i8* %sunkaddr4278 to double*
  store double %.8.i.us.2, double* %223, align 8
  %sunkaddr4279 = mul i64 %loop.index.1620.us, 8
  %224 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4280 = getelementptr i8, i8* %224, i64 %sunkaddr4279
  %sunkaddr4281 = getelementptr i8, i8* %sunkaddr4280, i64 24
  %225 = bitcast i8* %sunkaddr4281 to double*
  %.665.us.3 = load double, double* %225, align 8
  %sunkaddr4282 = mul i64 %loop.index.1620.us, 8
  %226 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4283 = getelementptr i8, i8* %226, i64 %sunkaddr4282
  %sunkaddr4284 = getelementptr i8, i8* %sunkaddr4283, i64 24
  %227 = bitcast i8* %sunkaddr4284 to double*
  %.674.us.3 = load double, double* %227, align 8
  %.7.i.us.3 = fmul double %.473, %.665.us.3
  %.8.i.us.3 = fadd double %.7.i.us.3, %.674.us.3
  %sunkaddr4285 = mul i64 %loop.index.1620.us, 8
  %228 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4286 = getelementptr i8, i8* %228, i64 %sunkaddr4285
  %sunkaddr4287 = getelementptr i8, i8* %sunkaddr4286, i64 24
  %229 = bitcast i8* %sunkaddr4287 to double*
  store double %.8.i.us.3, double* %229, align 8
  %sunkaddr4288 = mul i64 %loop.index.1620.us, 8
  %230 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4289 = getelementptr i8, i8* %230, i64 %sunkaddr4288
  %sunkaddr4290 = getelementptr i8, i8* %sunkaddr4289, i64 32
  %231 = bitcast i8* %sunkaddr4290 to double*
  %.665.us.4 = load double, double* %231, align 8
  %sunkaddr4291 = mul i64 %loop.index.1620.us, 8
  %232 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4292 = getelementptr i8, i8* %232, i64 %sunkaddr4291
  %sunkaddr4293 = getelementptr i8, i8* %sunkaddr4292, i64 32
  %233 = bitcast i8* %sunkaddr4293 to double*
  %.674.us.4 = load double, double* %233, align 8
  %.7.i.us.4 = fmul double %.473, %.665.us.4
  %.8.i.us.4 = fadd double %.7.i.us.4, %.674.us.4
  %sunkaddr4294 = mul i64 %loop.index.1620.us, 8
  %234 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4295 = getelementptr i8, i8* %234, i64 %sunkaddr4294
  %sunkaddr4296 = getelementptr i8, i8* %sunkaddr4295, i64 32
  %235 = bitcast i8* %sunkaddr4296 to double*
  store double %.8.i.us.4, double* %235, align 8
  %sunkaddr4297 = mul i64 %loop.index.1620.us, 8
  %236 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4298 = getelementptr i8, i8* %236, i64 %sunkaddr4297
  %sunkaddr4299 = getelementptr i8, i8* %sunkaddr4298, i64 40
  %237 = bitcast i8* %sunkaddr4299 to double*
  %.665.us.5 = load double, double* %237, align 8
  %sunkaddr4300 = mul i64 %loop.index.1620.us, 8
  %238 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4301 = getelementptr i8, i8* %238, i64 %sunkaddr4300
  %sunkaddr4302 = getelementptr i8, i8* %sunkaddr4301, i64 40
  %239 = bitcast i8* %sunkaddr4302 to double*
  %.674.us.5 = load double, double* %239, align 8
  %.7.i.us.5 = fmul double %.473, %.665.us.5
  %.8.i.us.5 = fadd double %.7.i.us.5, %.674.us.5
  %sunkaddr4303 = mul i64 %loop.index.1620.us, 8
  %240 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4304 = getelementptr i8, i8* %240, i64 %sunkaddr4303
  %sunkaddr4305 = getelementptr i8, i8* %sunkaddr4304, i64 40
  %241 = bitcast i8* %sunkaddr4305 to double*
  store double %.8.i.us.5, double* %241, align 8
  %sunkaddr4306 = mul i64 %loop.index.1620.us, 8
  %242 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4307 = getelementptr i8, i8* %242, i64 %sunkaddr4306
  %sunkaddr4308 = getelementptr i8, i8* %sunkaddr4307, i64 48
  %243 = bitcast i8* %sunkaddr4308 to double*
  %.665.us.6 = load double, double* %243, align 8
  %sunkaddr4309 = mul i64 %loop.index.1620.us, 8
  %244 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4310 = getelementptr i8, i8* %244, i64 %sunkaddr4309
  %sunkaddr4311 = getelementptr i8, i8* %sunkaddr4310, i64 48
  %245 = bitcast i8* %sunkaddr4311 to double*
  %.674.us.6 = load double, double* %245, align 8
  %.7.i.us.6 = fmul double %.473, %.665.us.6
  %.8.i.us.6 = fadd double %.7.i.us.6, %.674.us.6
  %sunkaddr4312 = mul i64 %loop.index.1620.us, 8
  %246 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4313 = getelementptr i8, i8* %246, i64 %sunkaddr4312
  %sunkaddr4314 = getelementptr i8, i8* %sunkaddr4313, i64 48
  %247 = bitcast i8* %sunkaddr4314 to double*
  store double %.8.i.us.6, double* %247, align 8
  %sunkaddr4315 = mul i64 %loop.index.1620.us, 8
  %248 = bitcast double* %.6.i82646 to i8*
  %sunkaddr4316 = getelementptr i8, i8* %248, i64 %sunkaddr4315
  %sunkaddr4317 = getelementptr i8, i8* %sunkaddr4316, i64 56
  %249 = bitcast i8* %sunkaddr4317 to double*
  %.665.us.7 = load double, double* %249, align 8
  %sunkaddr4318 = mul i64 %loop.index.1620.us, 8
  %250 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4319 = getelementptr i8, i8* %250, i64 %sunkaddr4318
  %sunkaddr4320 = getelementptr i8, i8* %sunkaddr4319, i64 56
  %251 = bitcast i8* %sunkaddr4320 to double*
  %.674.us.7 = load double, double* %251, align 8
  %.7.i.us.7 = fmul double %.473, %.665.us.7
  %.8.i.us.7 = fadd double %.7.i.us.7, %.674.us.7
  %sunkaddr4321 = mul i64 %loop.index.1620.us, 8
  %252 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4322 = getelementptr i8, i8* %252, i64 %sunkaddr4321
  %sunkaddr4323 = getelementptr i8, i8* %sunkaddr4322, i64 56
  %253 = bitcast i8* %sunkaddr4323 to double*
  store double %.8.i.us.7, double* %253, align 8
  %.703.us.7 = add nuw nsw i64 %loop.index.1620.us, 8
  %exitcond841.not.7 = icmp eq i64 %arg.y0.5.0, %.703.us.7
  br i1 %exitcond841.not.7, label %for.end.1.endif.endif.endif, label %for.body.1.us, !llvm.loop !45

for.body.1:                                       ; preds = %for.body.1.preheader
  %.665 = load double, double* %.6.i82646, align 8
  %.674 = load double, double* %y.2.sroa.60.0817, align 8
  %.7.i = fmul double %.473, %.665
  %.8.i = fadd double %.7.i, %.674
  store double %.8.i, double* %.6.i133647, align 8
  br label %for.end.1.endif.endif.endif

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %for.body.1, %middle.block1173
  %.7.i.i278 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !46
  %.8.i.i279 = icmp eq i8* %.7.i.i278, null
  br i1 %.8.i.i279, label %for.end.1.endif.endif.endif.if, label %for.body.2.preheader, !prof !0

for.end.1.endif.endif.endif.thread:               ; preds = %for.end.thread, %for.end.endif.endif.endif.endif.endif.endif
  %.7.i.i126856861 = phi i8* [ %.7.i.i126, %for.end.endif.endif.endif.endif.endif.endif ], [ %.7.i.i126854, %for.end.thread ]
  %.7.i.i278774 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !46
  %.8.i.i279775 = icmp eq i8* %.7.i.i278774, null
  br i1 %.8.i.i279775, label %for.end.1.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.thread, !prof !0

for.end.1.endif.endif.endif.endif.thread:         ; preds = %for.end.1.endif.endif.endif.thread
  %.5.i284778 = getelementptr i8, i8* %.7.i.i278774, i64 24
  %254 = bitcast i8* %.5.i284778 to double**
  %.6.i285648779 = load double*, double** %254, align 8
  br label %for.end.2

for.end.1.endif.endif.endif.if:                   ; preds = %for.end.1.endif.endif.endif.thread, %for.end.1.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.endif
  %255 = icmp ugt i64 %arg.y0.5.0, 1
  %.5.i284 = getelementptr i8, i8* %.7.i.i278, i64 24
  %256 = bitcast i8* %.5.i284 to double**
  %.6.i285648 = load double*, double** %256, align 8
  br i1 %255, label %for.body.2.us.preheader, label %for.body.2.preheader1262

for.body.2.preheader1262:                         ; preds = %for.body.2.preheader
  %257 = icmp ult i64 %4, 7
  br i1 %257, label %for.end.2.loopexit1263.unr-lcssa, label %for.body.2.preheader1371

for.body.2.preheader1371:                         ; preds = %for.body.2.preheader1262
  br label %for.body.2

for.body.2.us.preheader:                          ; preds = %for.body.2.preheader
  %258 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %258, label %for.body.2.us.preheader1261, label %vector.memcheck1116

vector.memcheck1116:                              ; preds = %for.body.2.us.preheader
  %scevgep1118 = getelementptr double, double* %.6.i285648, i64 %arg.y0.5.0
  %scevgep1121 = getelementptr double, double* %.6.i133647, i64 %arg.y0.5.0
  %bound01123 = icmp ult double* %.6.i285648, %scevgep1121
  %bound11124 = icmp ult double* %.6.i133647, %scevgep1118
  %found.conflict1125 = and i1 %bound01123, %bound11124
  br i1 %found.conflict1125, label %for.body.2.us.preheader1261, label %vector.ph1130

vector.ph1130:                                    ; preds = %vector.memcheck1116
  %259 = icmp ult i64 %1, 56
  br i1 %259, label %middle.block1126.unr-lcssa, label %vector.body1128.preheader

vector.body1128.preheader:                        ; preds = %vector.ph1130
  br label %vector.body1128

vector.body1128:                                  ; preds = %vector.body1128.preheader, %vector.body1128
  %lsr.iv2336 = phi i64 [ %unroll_iter1282, %vector.body1128.preheader ], [ %lsr.iv.next2337, %vector.body1128 ]
  %index1135 = phi i64 [ %index.next1137.7, %vector.body1128 ], [ 0, %vector.body1128.preheader ]
  %sunkaddr4324 = mul i64 %index1135, 8
  %260 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4325 = getelementptr i8, i8* %260, i64 %sunkaddr4324
  %261 = bitcast i8* %sunkaddr4325 to <8 x double>*
  %wide.load1136 = load <8 x double>, <8 x double>* %261, align 8, !alias.scope !53
  %262 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1136)
  %263 = fmul <8 x double> %wide.load1136, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %264 = fsub <8 x double> %262, %263
  %sunkaddr4326 = mul i64 %index1135, 8
  %265 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4327 = getelementptr i8, i8* %265, i64 %sunkaddr4326
  %266 = bitcast i8* %sunkaddr4327 to <8 x double>*
  store <8 x double> %264, <8 x double>* %266, align 8, !alias.scope !56, !noalias !53
  %sunkaddr4328 = mul i64 %index1135, 8
  %267 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4329 = getelementptr i8, i8* %267, i64 %sunkaddr4328
  %sunkaddr4330 = getelementptr i8, i8* %sunkaddr4329, i64 64
  %268 = bitcast i8* %sunkaddr4330 to <8 x double>*
  %wide.load1136.1 = load <8 x double>, <8 x double>* %268, align 8, !alias.scope !53
  %269 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1136.1)
  %270 = fmul <8 x double> %wide.load1136.1, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %271 = fsub <8 x double> %269, %270
  %sunkaddr4331 = mul i64 %index1135, 8
  %272 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4332 = getelementptr i8, i8* %272, i64 %sunkaddr4331
  %sunkaddr4333 = getelementptr i8, i8* %sunkaddr4332, i64 64
  %273 = bitcast i8* %sunkaddr4333 to <8 x double>*
  store <8 x double> %271, <8 x double>* %273, align 8, !alias.scope !56, !noalias !53
  %sunkaddr4334 = mul i64 %index1135, 8
  %274 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4335 = getelementptr i8, i8* %274, i64 %sunkaddr4334
  %sunkaddr4336 = getelementptr i8, i8* %sunkaddr4335, i64 128
  %275 = bitcast i8* %sunkaddr4336 to <8 x double>*
  %wide.load1136.2 = load <8 x double>, <8 x double>* %275, align 8, !alias.scope !53
  %276 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1136.2)
  %277 = fmul <8 x double> %wide.load1136.2, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %278 = fsub <8 x double> %276, %277
  %sunkaddr4337 = mul i64 %index1135, 8
  %279 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4338 = getelementptr i8, i8* %279, i64 %sunkaddr4337
  %sunkaddr4339 = getelementptr i8, i8* %sunkaddr4338, i64 128
  %280 = bitcast i8* %sunkaddr4339 to <8 x double>*
  store <8 x double> %278, <8 x double>* %280, align 8, !alias.scope !56, !noalias !53
  %sunkaddr4340 = mul i64 %index1135, 8
  %281 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4341 = getelementptr i8, i8* %281, i64 %sunkaddr4340
  %sunkaddr4342 = getelementptr i8, i8* %sunkaddr4341, i64 192
  %282 = bitcast i8* %sunkaddr4342 to <8 x double>*
  %wide.load1136.3 = load <8 x double>, <8 x double>* %282, align 8, !alias.scope !53
  %283 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1136.3)
  %284 = fmul <8 x double> %wide.load1136.3, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %285 = fsub <8 x double> %283, %284
  %sunkaddr4343 = mul i64 %index1135, 8
  %286 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4344 = getelementptr i8, i8* %286, i64 %sunkaddr4343
  %sunkaddr4345 = getelementptr i8, i8* %sunkaddr4344, i64 192
  %287 = bitcast i8* %sunkaddr4345 to <8 x double>*
  store <8 x double> %285, <8 x double>* %287, align 8, !alias.scope !56, !noalias !53
  %sunkaddr4346 = mul i64 %index1135, 8
  %288 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4347 = getelementptr i8, i8* %288, i64 %sunkaddr4346
  %sunkaddr4348 = getelementptr i8, i8* %sunkaddr4347, i64 256
  %289 = bitcast i8* %sunkaddr4348 to <8 x double>*
  %wide.load1136.4 = load <8 x double>, <8 x double>* %289, align 8, !alias.scope !53
  %290 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1136.4)
  %291 = fmul <8 x double> %wide.load1136.4, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %292 = fsub <8 x double> %290, %291
  %sunkaddr4349 = mul i64 %index1135, 8
  %293 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4350 = getelementptr i8, i8* %293, i64 %sunkaddr4349
  %sunkaddr4351 = getelementptr i8, i8* %sunkaddr4350, i64 256
  %294 = bitcast i8* %sunkaddr4351 to <8 x double>*
  store <8 x double> %292, <8 x double>* %294, align 8, !alias.scope !56, !noalias !53
  %sunkaddr4352 = mul i64 %index1135, 8
  %295 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4353 = getelementptr i8, i8* %295, i64 %sunkaddr4352
  %sunkaddr4354 = getelementptr i8, i8* %sunkaddr4353, i64 320
  %296 = bitcast i8* %sunkaddr4354 to <8 x double>*
  %wide.load1136.5 = load <8 x double>, <8 x double>* %296, align 8, !alias.scope !53
  %297 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1136.5)
  %298 = fmul <8 x double> %wide.load1136.5, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %299 = fsub <8 x double> %297, %298
  %sunkaddr4355 = mul i64 %index1135, 8
  %300 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4356 = getelementptr i8, i8* %300, i64 %sunkaddr4355
  %sunkaddr4357 = getelementptr i8, i8* %sunkaddr4356, i64 320
  %301 = bitcast i8* %sunkaddr4357 to <8 x double>*
  store <8 x double> %299, <8 x double>* %301, align 8, !alias.scope !56, !noalias !53
  %sunkaddr4358 = mul i64 %index1135, 8
  %302 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4359 = getelementptr i8, i8* %302, i64 %sunkaddr4358
  %sunkaddr4360 = getelementptr i8, i8* %sunkaddr4359, i64 384
  %303 = bitcast i8* %sunkaddr4360 to <8 x double>*
  %wide.load1136.6 = load <8 x double>, <8 x double>* %303, align 8, !alias.scope !53
  %304 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1136.6)
  %305 = fmul <8 x double> %wide.load1136.6, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %306 = fsub <8 x double> %304, %305
  %sunkaddr4361 = mul i64 %index1135, 8
  %307 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4362 = getelementptr i8, i8* %307, i64 %sunkaddr4361
  %sunkaddr4363 = getelementptr i8, i8* %sunkaddr4362, i64 384
  %308 = bitcast i8* %sunkaddr4363 to <8 x double>*
  store <8 x double> %306, <8 x double>* %308, align 8, !alias.scope !56, !noalias !53
  %sunkaddr4364 = mul i64 %index1135, 8
  %309 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4365 = getelementptr i8, i8* %309, i64 %sunkaddr4364
  %sunkaddr4366 = getelementptr i8, i8* %sunkaddr4365, i64 448
  %310 = bitcast i8* %sunkaddr4366 to <8 x double>*
  %wide.load1136.7 = load <8 x double>, <8 x double>* %310, align 8, !alias.scope !53
  %311 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1136.7)
  %312 = fmul <8 x double> %wide.load1136.7, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %313 = fsub <8 x double> %311, %312
  %sunkaddr4367 = mul i64 %index1135, 8
  %314 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4368 = getelementptr i8, i8* %314, i64 %sunkaddr4367
  %sunkaddr4369 = getelementptr i8, i8* %sunkaddr4368, i64 448
  %315 = bitcast i8* %sunkaddr4369 to <8 x double>*
  store <8 x double> %313, <8 x double>* %315, align 8, !alias.scope !56, !noalias !53
  %index.next1137.7 = add i64 %index1135, 64
  %lsr.iv.next2337 = add i64 %lsr.iv2336, -8
  %niter1304.ncmp.7 = icmp eq i64 %lsr.iv.next2337, 0
  br i1 %niter1304.ncmp.7, label %middle.block1126.unr-lcssa, label %vector.body1128, !llvm.loop !58

middle.block1126.unr-lcssa:                       ; preds = %vector.body1128, %vector.ph1130
  %index1135.unr = phi i64 [ 0, %vector.ph1130 ], [ %index.next1137.7, %vector.body1128 ]
  %316 = and i64 %3, 7
  %317 = icmp eq i64 %316, 0
  br i1 %317, label %middle.block1126, label %vector.body1128.epil.preheader

vector.body1128.epil.preheader:                   ; preds = %middle.block1126.unr-lcssa
  %scevgep2338 = getelementptr double, double* %.6.i285648, i64 %index1135.unr
  %scevgep2344 = getelementptr double, double* %.6.i133647, i64 %index1135.unr
  br label %vector.body1128.epil

vector.body1128.epil:                             ; preds = %vector.body1128.epil.preheader, %vector.body1128.epil
  %lsr.iv2339 = phi i64 [ 0, %vector.body1128.epil.preheader ], [ %lsr.iv.next2340, %vector.body1128.epil ]
  %318 = bitcast double* %scevgep2344 to i8*
  %319 = bitcast double* %scevgep2338 to i8*
  %uglygep2346 = getelementptr i8, i8* %318, i64 %lsr.iv2339
  %uglygep23462347 = bitcast i8* %uglygep2346 to <8 x double>*
  %wide.load1136.epil = load <8 x double>, <8 x double>* %uglygep23462347, align 8, !alias.scope !53
  %320 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1136.epil)
  %321 = fmul <8 x double> %wide.load1136.epil, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %322 = fsub <8 x double> %320, %321
  %uglygep2342 = getelementptr i8, i8* %319, i64 %lsr.iv2339
  %uglygep23422343 = bitcast i8* %uglygep2342 to <8 x double>*
  store <8 x double> %322, <8 x double>* %uglygep23422343, align 8, !alias.scope !56, !noalias !53
  %lsr.iv.next2340 = add nuw nsw i64 %lsr.iv2339, 64
  %epil.iter1301.cmp.not = icmp eq i64 %10, %lsr.iv.next2340
  br i1 %epil.iter1301.cmp.not, label %middle.block1126, label %vector.body1128.epil, !llvm.loop !59

middle.block1126:                                 ; preds = %vector.body1128.epil, %middle.block1126.unr-lcssa
  %323 = icmp eq i64 %n.vec1132, %arg.y0.5.0
  br i1 %323, label %for.end.2, label %for.body.2.us.preheader1261

for.body.2.us.preheader1261:                      ; preds = %vector.memcheck1116, %for.body.2.us.preheader, %middle.block1126
  %loop.index.2623.us.ph = phi i64 [ 0, %vector.memcheck1116 ], [ 0, %for.body.2.us.preheader ], [ %n.vec1132, %middle.block1126 ]
  %324 = and i64 %arg.y0.5.0, 7
  %325 = icmp eq i64 %324, 0
  %326 = xor i64 %loop.index.2623.us.ph, -1
  %327 = add i64 %326, %arg.y0.5.0
  br i1 %325, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol.preheader

for.body.2.us.prol.preheader:                     ; preds = %for.body.2.us.preheader1261
  br label %for.body.2.us.prol

for.body.2.us.prol:                               ; preds = %for.body.2.us.prol.preheader, %for.body.2.us.prol
  %lsr.iv2350 = phi i64 [ %xtraiter1284, %for.body.2.us.prol.preheader ], [ %lsr.iv.next2351, %for.body.2.us.prol ]
  %loop.index.2623.us.prol = phi i64 [ %.872.us.prol, %for.body.2.us.prol ], [ %loop.index.2623.us.ph, %for.body.2.us.prol.preheader ]
  %scevgep2349 = getelementptr double, double* %.6.i133647, i64 %loop.index.2623.us.prol
  %.843.us.prol = load double, double* %scevgep2349, align 8
  %.12.i383.us.prol = tail call double @llvm.sin.f64(double %.843.us.prol) #6
  %.17.i384.us.prol = fmul double %.843.us.prol, 5.000000e-01
  %.18.i385.us.prol = fsub double %.12.i383.us.prol, %.17.i384.us.prol
  %scevgep2348 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.us.prol
  store double %.18.i385.us.prol, double* %scevgep2348, align 8
  %.872.us.prol = add nuw i64 %loop.index.2623.us.prol, 1
  %lsr.iv.next2351 = add nsw i64 %lsr.iv2350, -1
  %prol.iter1307.cmp.not = icmp eq i64 %lsr.iv.next2351, 0
  br i1 %prol.iter1307.cmp.not, label %for.body.2.us.prol.loopexit, label %for.body.2.us.prol, !llvm.loop !60

for.body.2.us.prol.loopexit:                      ; preds = %for.body.2.us.prol, %for.body.2.us.preheader1261
  %loop.index.2623.us.unr = phi i64 [ %loop.index.2623.us.ph, %for.body.2.us.preheader1261 ], [ %.872.us.prol, %for.body.2.us.prol ]
  %328 = icmp ult i64 %327, 7
  br i1 %328, label %for.end.2, label %for.body.2.us.preheader1369

for.body.2.us.preheader1369:                      ; preds = %for.body.2.us.prol.loopexit
  br label %for.body.2.us

for.body.2.us:                                    ; preds = %for.body.2.us.preheader1369, %for.body.2.us
  %loop.index.2623.us = phi i64 [ %.872.us.7, %for.body.2.us ], [ %loop.index.2623.us.unr, %for.body.2.us.preheader1369 ]
  %sunkaddr4370 = mul i64 %loop.index.2623.us, 8
  %329 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4371 = getelementptr i8, i8* %329, i64 %sunkaddr4370
  %330 = bitcast i8* %sunkaddr4371 to double*
  %.843.us = load double, double* %330, align 8
  %.12.i383.us = tail call double @llvm.sin.f64(double %.843.us) #6
  %.17.i384.us = fmul double %.843.us, 5.000000e-01
  %.18.i385.us = fsub double %.12.i383.us, %.17.i384.us
  %scevgep2366 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.us
  store double %.18.i385.us, double* %scevgep2366, align 8
  %sunkaddr4372 = mul i64 %loop.index.2623.us, 8
  %331 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4373 = getelementptr i8, i8* %331, i64 %sunkaddr4372
  %sunkaddr4374 = getelementptr i8, i8* %sunkaddr4373, i64 8
  %332 = bitcast i8* %sunkaddr4374 to double*
  %.843.us.1 = load double, double* %332, align 8
  %.12.i383.us.1 = tail call double @llvm.sin.f64(double %.843.us.1) #6
  %.17.i384.us.1 = fmul double %.843.us.1, 5.000000e-01
  %.18.i385.us.1 = fsub double %.12.i383.us.1, %.17.i384.us.1
  %scevgep2364 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.us
  %scevgep2365 = getelementptr double, double* %scevgep2364, i64 1
  store double %.18.i385.us.1, double* %scevgep2365, align 8
  %sunkaddr4375 = mul i64 %loop.index.2623.us, 8
  %333 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4376 = getelementptr i8, i8* %333, i64 %sunkaddr4375
  %sunkaddr4377 = getelementptr i8, i8* %sunkaddr4376, i64 16
  %334 = bitcast i8* %sunkaddr4377 to double*
  %.843.us.2 = load double, double* %334, align 8
  %.12.i383.us.2 = tail call double @llvm.sin.f64(double %.843.us.2) #6
  %.17.i384.us.2 = fmul double %.843.us.2, 5.000000e-01
  %.18.i385.us.2 = fsub double %.12.i383.us.2, %.17.i384.us.2
  %scevgep2362 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.us
  %scevgep2363 = getelementptr double, double* %scevgep2362, i64 2
  store double %.18.i385.us.2, double* %scevgep2363, align 8
  %sunkaddr4378 = mul i64 %loop.index.2623.us, 8
  %335 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4379 = getelementptr i8, i8* %335, i64 %sunkaddr4378
  %sunkaddr4380 = getelementptr i8, i8* %sunkaddr4379, i64 24
  %336 = bitcast i8* %sunkaddr4380 to double*
  %.843.us.3 = load double, double* %336, align 8
  %.12.i383.us.3 = tail call double @llvm.sin.f64(double %.843.us.3) #6
  %.17.i384.us.3 = fmul double %.843.us.3, 5.000000e-01
  %.18.i385.us.3 = fsub double %.12.i383.us.3, %.17.i384.us.3
  %scevgep2360 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.us
  %scevgep2361 = getelementptr double, double* %scevgep2360, i64 3
  store double %.18.i385.us.3, double* %scevgep2361, align 8
  %sunkaddr4381 = mul i64 %loop.index.2623.us, 8
  %337 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4382 = getelementptr i8, i8* %337, i64 %sunkaddr4381
  %sunkaddr4383 = getelementptr i8, i8* %sunkaddr4382, i64 32
  %338 = bitcast i8* %sunkaddr4383 to double*
  %.843.us.4 = load double, double* %338, align 8
  %.12.i383.us.4 = tail call double @llvm.sin.f64(double %.843.us.4) #6
  %.17.i384.us.4 = fmul double %.843.us.4, 5.000000e-01
  %.18.i385.us.4 = fsub double %.12.i383.us.4, %.17.i384.us.4
  %scevgep2358 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.us
  %scevgep2359 = getelementptr double, double* %scevgep2358, i64 4
  store double %.18.i385.us.4, double* %scevgep2359, align 8
  %sunkaddr4384 = mul i64 %loop.index.2623.us, 8
  %339 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4385 = getelementptr i8, i8* %339, i64 %sunkaddr4384
  %sunkaddr4386 = getelementptr i8, i8* %sunkaddr4385, i64 40
  %340 = bitcast i8* %sunkaddr4386 to double*
  %.843.us.5 = load double, double* %340, align 8
  %.12.i383.us.5 = tail call double @llvm.sin.f64(double %.843.us.5) #6
  %.17.i384.us.5 = fmul double %.843.us.5, 5.000000e-01
  %.18.i385.us.5 = fsub double %.12.i383.us.5, %.17.i384.us.5
  %scevgep2356 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.us
  %scevgep2357 = getelementptr double, double* %scevgep2356, i64 5
  store double %.18.i385.us.5, double* %scevgep2357, align 8
  %sunkaddr4387 = mul i64 %loop.index.2623.us, 8
  %341 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4388 = getelementptr i8, i8* %341, i64 %sunkaddr4387
  %sunkaddr4389 = getelementptr i8, i8* %sunkaddr4388, i64 48
  %342 = bitcast i8* %sunkaddr4389 to double*
  %.843.us.6 = load double, double* %342, align 8
  %.12.i383.us.6 = tail call double @llvm.sin.f64(double %.843.us.6) #6
  %.17.i384.us.6 = fmul double %.843.us.6, 5.000000e-01
  %.18.i385.us.6 = fsub double %.12.i383.us.6, %.17.i384.us.6
  %scevgep2354 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.us
  %scevgep2355 = getelementptr double, double* %scevgep2354, i64 6
  store double %.18.i385.us.6, double* %scevgep2355, align 8
  %sunkaddr4390 = mul i64 %loop.index.2623.us, 8
  %343 = bitcast double* %.6.i133647 to i8*
  %sunkaddr4391 = getelementptr i8, i8* %343, i64 %sunkaddr4390
  %sunkaddr4392 = getelementptr i8, i8* %sunkaddr4391, i64 56
  %344 = bitcast i8* %sunkaddr4392 to double*
  %.843.us.7 = load double, double* %344, align 8
  %.12.i383.us.7 = tail call double @llvm.sin.f64(double %.843.us.7) #6
  %.17.i384.us.7 = fmul double %.843.us.7, 5.000000e-01
  %.18.i385.us.7 = fsub double %.12.i383.us.7, %.17.i384.us.7
  %scevgep2352 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.us
  %scevgep2353 = getelementptr double, double* %scevgep2352, i64 7
  store double %.18.i385.us.7, double* %scevgep2353, align 8
  %.872.us.7 = add nuw nsw i64 %loop.index.2623.us, 8
  %exitcond843.not.7 = icmp eq i64 %arg.y0.5.0, %.872.us.7
  br i1 %exitcond843.not.7, label %for.end.2, label %for.body.2.us, !llvm.loop !61

for.body.2:                                       ; preds = %for.body.2.preheader1371, %for.body.2
  %loop.index.2623 = phi i64 [ %.872.7, %for.body.2 ], [ 0, %for.body.2.preheader1371 ]
  %.843 = load double, double* %.6.i133647, align 8
  %.12.i383 = tail call double @llvm.sin.f64(double %.843) #6
  %.17.i384 = fmul double %.843, 5.000000e-01
  %.18.i385 = fsub double %.12.i383, %.17.i384
  %sunkaddr4393 = mul i64 %loop.index.2623, 8
  %345 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4394 = getelementptr i8, i8* %345, i64 %sunkaddr4393
  %346 = bitcast i8* %sunkaddr4394 to double*
  store double %.18.i385, double* %346, align 8
  %.843.1 = load double, double* %.6.i133647, align 8
  %.12.i383.1 = tail call double @llvm.sin.f64(double %.843.1) #6
  %.17.i384.1 = fmul double %.843.1, 5.000000e-01
  %.18.i385.1 = fsub double %.12.i383.1, %.17.i384.1
  %sunkaddr4395 = mul i64 %loop.index.2623, 8
  %347 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4396 = getelementptr i8, i8* %347, i64 %sunkaddr4395
  %sunkaddr4397 = getelementptr i8, i8* %sunkaddr4396, i64 8
  %348 = bitcast i8* %sunkaddr4397 to double*
  store double %.18.i385.1, double* %348, align 8
  %.843.2 = load double, double* %.6.i133647, align 8
  %.12.i383.2 = tail call double @llvm.sin.f64(double %.843.2) #6
  %.17.i384.2 = fmul double %.843.2, 5.000000e-01
  %.18.i385.2 = fsub double %.12.i383.2, %.17.i384.2
  %sunkaddr4398 = mul i64 %loop.index.2623, 8
  %349 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4399 = getelementptr i8, i8* %349, i64 %sunkaddr4398
  %sunkaddr4400 = getelementptr i8, i8* %sunkaddr4399, i64 16
  %350 = bitcast i8* %sunkaddr4400 to double*
  store double %.18.i385.2, double* %350, align 8
  %.843.3 = load double, double* %.6.i133647, align 8
  %.12.i383.3 = tail call double @llvm.sin.f64(double %.843.3) #6
  %.17.i384.3 = fmul double %.843.3, 5.000000e-01
  %.18.i385.3 = fsub double %.12.i383.3, %.17.i384.3
  %sunkaddr4401 = mul i64 %loop.index.2623, 8
  %351 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4402 = getelementptr i8, i8* %351, i64 %sunkaddr4401
  %sunkaddr4403 = getelementptr i8, i8* %sunkaddr4402, i64 24
  %352 = bitcast i8* %sunkaddr4403 to double*
  store double %.18.i385.3, double* %352, align 8
  %.843.4 = load double, double* %.6.i133647, align 8
  %.12.i383.4 = tail call double @llvm.sin.f64(double %.843.4) #6
  %.17.i384.4 = fmul double %.843.4, 5.000000e-01
  %.18.i385.4 = fsub double %.12.i383.4, %.17.i384.4
  %sunkaddr4404 = mul i64 %loop.index.2623, 8
  %353 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4405 = getelementptr i8, i8* %353, i64 %sunkaddr4404
  %sunkaddr4406 = getelementptr i8, i8* %sunkaddr4405, i64 32
  %354 = bitcast i8* %sunkaddr4406 to double*
  store double %.18.i385.4, double* %354, align 8
  %.843.5 = load double, double* %.6.i133647, align 8
  %.12.i383.5 = tail call double @llvm.sin.f64(double %.843.5) #6
  %.17.i384.5 = fmul double %.843.5, 5.000000e-01
  %.18.i385.5 = fsub double %.12.i383.5, %.17.i384.5
  %sunkaddr4407 = mul i64 %loop.index.2623, 8
  %355 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4408 = getelementptr i8, i8* %355, i64 %sunkaddr4407
  %sunkaddr4409 = getelementptr i8, i8* %sunkaddr4408, i64 40
  %356 = bitcast i8* %sunkaddr4409 to double*
  store double %.18.i385.5, double* %356, align 8
  %.843.6 = load double, double* %.6.i133647, align 8
  %.12.i383.6 = tail call double @llvm.sin.f64(double %.843.6) #6
  %.17.i384.6 = fmul double %.843.6, 5.000000e-01
  %.18.i385.6 = fsub double %.12.i383.6, %.17.i384.6
  %sunkaddr4410 = mul i64 %loop.index.2623, 8
  %357 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4411 = getelementptr i8, i8* %357, i64 %sunkaddr4410
  %sunkaddr4412 = getelementptr i8, i8* %sunkaddr4411, i64 48
  %358 = bitcast i8* %sunkaddr4412 to double*
  store double %.18.i385.6, double* %358, align 8
  %.843.7 = load double, double* %.6.i133647, align 8
  %.12.i383.7 = tail call double @llvm.sin.f64(double %.843.7) #6
  %.17.i384.7 = fmul double %.843.7, 5.000000e-01
  %.18.i385.7 = fsub double %.12.i383.7, %.17.i384.7
  %sunkaddr4413 = mul i64 %loop.index.2623, 8
  %359 = bitcast double* %.6.i285648 to i8*
  %sunkaddr4414 = getelementptr i8, i8* %359, i64 %sunkaddr4413
  %sunkaddr4415 = getelementptr i8, i8* %sunkaddr4414, i64 56
  %360 = bitcast i8* %sunkaddr4415 to double*
  store double %.18.i385.7, double* %360, align 8
  %.872.7 = add nuw i64 %loop.index.2623, 8
  %niter1299.ncmp.7 = icmp eq i64 %n.vec1214, %.872.7
  br i1 %niter1299.ncmp.7, label %for.end.2.loopexit1263.unr-lcssa, label %for.body.2, !llvm.loop !62

for.end.2.loopexit1263.unr-lcssa:                 ; preds = %for.body.2, %for.body.2.preheader1262
  %loop.index.2623.unr = phi i64 [ 0, %for.body.2.preheader1262 ], [ %.872.7, %for.body.2 ]
  %361 = and i64 %arg.y0.5.0, 7
  %362 = icmp eq i64 %361, 0
  br i1 %362, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit1263.unr-lcssa
  %scevgep2286 = getelementptr double, double* %.6.i285648, i64 %loop.index.2623.unr
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %epil.iter1296 = phi i64 [ %epil.iter1296.next, %for.body.2.epil ], [ 0, %for.body.2.epil.preheader ]
  %.843.epil = load double, double* %.6.i133647, align 8
  %.12.i383.epil = tail call double @llvm.sin.f64(double %.843.epil) #6
  %.17.i384.epil = fmul double %.843.epil, 5.000000e-01
  %.18.i385.epil = fsub double %.12.i383.epil, %.17.i384.epil
  %scevgep2287 = getelementptr double, double* %scevgep2286, i64 %epil.iter1296
  store double %.18.i385.epil, double* %scevgep2287, align 8
  %epil.iter1296.next = add i64 %epil.iter1296, 1
  %epil.iter1296.cmp.not = icmp eq i64 %xtraiter1284, %epil.iter1296.next
  br i1 %epil.iter1296.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !63

for.end.2:                                        ; preds = %for.body.2.epil, %for.body.2.us, %for.end.2.loopexit1263.unr-lcssa, %for.body.2.us.prol.loopexit, %middle.block1126, %for.end.1.endif.endif.endif.endif.thread
  %.7.i.i126856860 = phi i8* [ %.7.i.i126856861, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i126, %middle.block1126 ], [ %.7.i.i126, %for.body.2.us.prol.loopexit ], [ %.7.i.i126, %for.end.2.loopexit1263.unr-lcssa ], [ %.7.i.i126, %for.body.2.us ], [ %.7.i.i126, %for.body.2.epil ]
  %.6.i285648781 = phi double* [ %.6.i285648779, %for.end.1.endif.endif.endif.endif.thread ], [ %.6.i285648, %middle.block1126 ], [ %.6.i285648, %for.body.2.us.prol.loopexit ], [ %.6.i285648, %for.end.2.loopexit1263.unr-lcssa ], [ %.6.i285648, %for.body.2.us ], [ %.6.i285648, %for.body.2.epil ]
  %.7.i.i278776780 = phi i8* [ %.7.i.i278774, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i278, %middle.block1126 ], [ %.7.i.i278, %for.body.2.us.prol.loopexit ], [ %.7.i.i278, %for.end.2.loopexit1263.unr-lcssa ], [ %.7.i.i278, %for.body.2.us ], [ %.7.i.i278, %for.body.2.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i126856860)
  %.7.i.i440 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !64
  %.8.i.i441 = icmp eq i8* %.7.i.i440, null
  br i1 %.8.i.i441, label %for.end.2.endif.endif.endif.endif.endif.if, label %for.end.2.endif.endif.endif.endif.endif.endif, !prof !0

for.end.2.endif.endif.endif.endif.endif.if:       ; preds = %for.end.2
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.2.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.2
  %363 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i438 = getelementptr i8, i8* %.7.i.i440, i64 24
  %364 = bitcast i8* %.5.i438 to double**
  %.6.i439649 = load double*, double** %364, align 8
  br i1 %363, label %for.body.3.preheader, label %for.end.3.endif.endif.endif.thread

for.body.3.preheader:                             ; preds = %for.end.2.endif.endif.endif.endif.endif.endif
  %365 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %365, label %for.body.3.us.preheader, label %for.body.3

for.body.3.us.preheader:                          ; preds = %for.body.3.preheader
  %366 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %366, label %for.body.3.us.preheader1258, label %vector.memcheck1075

vector.memcheck1075:                              ; preds = %for.body.3.us.preheader
  %scevgep1076 = getelementptr double, double* %.6.i439649, i64 %arg.y0.5.0
  %scevgep1078 = getelementptr double, double* %.6.i285648781, i64 %arg.y0.5.0
  %scevgep1080 = getelementptr double, double* %y.2.sroa.60.0817, i64 %arg.y0.5.0
  %bound01082 = icmp ult double* %.6.i439649, %scevgep1078
  %bound11083 = icmp ult double* %.6.i285648781, %scevgep1076
  %found.conflict1084 = and i1 %bound01082, %bound11083
  %bound01085 = icmp ult double* %.6.i439649, %scevgep1080
  %bound11086 = icmp ult double* %y.2.sroa.60.0817, %scevgep1076
  %found.conflict1087 = and i1 %bound01085, %bound11086
  %conflict.rdx1088 = or i1 %found.conflict1084, %found.conflict1087
  br i1 %conflict.rdx1088, label %for.body.3.us.preheader1258, label %vector.ph1093

vector.ph1093:                                    ; preds = %vector.memcheck1075
  %367 = icmp ult i64 %5, 224
  br i1 %367, label %middle.block1089.unr-lcssa, label %vector.body1091.preheader

vector.body1091.preheader:                        ; preds = %vector.ph1093
  %scevgep2383 = getelementptr double, double* %.6.i285648781, i64 248
  %scevgep2479 = getelementptr double, double* %y.2.sroa.60.0817, i64 248
  %scevgep2575 = getelementptr double, double* %.6.i439649, i64 248
  br label %vector.body1091

vector.body1091:                                  ; preds = %vector.body1091.preheader, %vector.body1091
  %lsr.iv2671 = phi i64 [ %unroll_iter1290, %vector.body1091.preheader ], [ %lsr.iv.next2672, %vector.body1091 ]
  %index1098 = phi i64 [ %index.next1115.7, %vector.body1091 ], [ 0, %vector.body1091.preheader ]
  %scevgep2467 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24672468 = bitcast double* %scevgep2467 to <8 x double>*
  %scevgep2469 = getelementptr <8 x double>, <8 x double>* %scevgep24672468, i64 -31
  %wide.load1099 = load <8 x double>, <8 x double>* %scevgep2469, align 8, !alias.scope !71
  %scevgep2476 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24762477 = bitcast double* %scevgep2476 to <8 x double>*
  %scevgep2478 = getelementptr <8 x double>, <8 x double>* %scevgep24762477, i64 -30
  %wide.load1100 = load <8 x double>, <8 x double>* %scevgep2478, align 8, !alias.scope !71
  %scevgep2473 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24732474 = bitcast double* %scevgep2473 to <8 x double>*
  %scevgep2475 = getelementptr <8 x double>, <8 x double>* %scevgep24732474, i64 -29
  %wide.load1101 = load <8 x double>, <8 x double>* %scevgep2475, align 8, !alias.scope !71
  %scevgep2470 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24702471 = bitcast double* %scevgep2470 to <8 x double>*
  %scevgep2472 = getelementptr <8 x double>, <8 x double>* %scevgep24702471, i64 -28
  %wide.load1102 = load <8 x double>, <8 x double>* %scevgep2472, align 8, !alias.scope !71
  %scevgep2563 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25632564 = bitcast double* %scevgep2563 to <8 x double>*
  %scevgep2565 = getelementptr <8 x double>, <8 x double>* %scevgep25632564, i64 -31
  %wide.load1103 = load <8 x double>, <8 x double>* %scevgep2565, align 8, !alias.scope !74
  %scevgep2572 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25722573 = bitcast double* %scevgep2572 to <8 x double>*
  %scevgep2574 = getelementptr <8 x double>, <8 x double>* %scevgep25722573, i64 -30
  %wide.load1104 = load <8 x double>, <8 x double>* %scevgep2574, align 8, !alias.scope !74
  %scevgep2569 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25692570 = bitcast double* %scevgep2569 to <8 x double>*
  %scevgep2571 = getelementptr <8 x double>, <8 x double>* %scevgep25692570, i64 -29
  %wide.load1105 = load <8 x double>, <8 x double>* %scevgep2571, align 8, !alias.scope !74
  %scevgep2566 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25662567 = bitcast double* %scevgep2566 to <8 x double>*
  %scevgep2568 = getelementptr <8 x double>, <8 x double>* %scevgep25662567, i64 -28
  %wide.load1106 = load <8 x double>, <8 x double>* %scevgep2568, align 8, !alias.scope !74
  %368 = fmul <8 x double> %broadcast.splat1108, %wide.load1099
  %369 = fmul <8 x double> %broadcast.splat1110, %wide.load1100
  %370 = fmul <8 x double> %broadcast.splat1112, %wide.load1101
  %371 = fmul <8 x double> %broadcast.splat1114, %wide.load1102
  %372 = fadd <8 x double> %368, %wide.load1103
  %373 = fadd <8 x double> %369, %wide.load1104
  %374 = fadd <8 x double> %370, %wide.load1105
  %375 = fadd <8 x double> %371, %wide.load1106
  %scevgep2659 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26592660 = bitcast double* %scevgep2659 to <8 x double>*
  %scevgep2661 = getelementptr <8 x double>, <8 x double>* %scevgep26592660, i64 -31
  store <8 x double> %372, <8 x double>* %scevgep2661, align 8, !alias.scope !76, !noalias !78
  %scevgep2668 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26682669 = bitcast double* %scevgep2668 to <8 x double>*
  %scevgep2670 = getelementptr <8 x double>, <8 x double>* %scevgep26682669, i64 -30
  store <8 x double> %373, <8 x double>* %scevgep2670, align 8, !alias.scope !76, !noalias !78
  %scevgep2665 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26652666 = bitcast double* %scevgep2665 to <8 x double>*
  %scevgep2667 = getelementptr <8 x double>, <8 x double>* %scevgep26652666, i64 -29
  store <8 x double> %374, <8 x double>* %scevgep2667, align 8, !alias.scope !76, !noalias !78
  %scevgep2662 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26622663 = bitcast double* %scevgep2662 to <8 x double>*
  %scevgep2664 = getelementptr <8 x double>, <8 x double>* %scevgep26622663, i64 -28
  store <8 x double> %375, <8 x double>* %scevgep2664, align 8, !alias.scope !76, !noalias !78
  %scevgep2453 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24532454 = bitcast double* %scevgep2453 to <8 x double>*
  %scevgep2455 = getelementptr <8 x double>, <8 x double>* %scevgep24532454, i64 -27
  %wide.load1099.1 = load <8 x double>, <8 x double>* %scevgep2455, align 8, !alias.scope !71
  %scevgep2450 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24502451 = bitcast double* %scevgep2450 to <8 x double>*
  %scevgep2452 = getelementptr <8 x double>, <8 x double>* %scevgep24502451, i64 -26
  %wide.load1100.1 = load <8 x double>, <8 x double>* %scevgep2452, align 8, !alias.scope !71
  %scevgep2447 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24472448 = bitcast double* %scevgep2447 to <8 x double>*
  %scevgep2449 = getelementptr <8 x double>, <8 x double>* %scevgep24472448, i64 -25
  %wide.load1101.1 = load <8 x double>, <8 x double>* %scevgep2449, align 8, !alias.scope !71
  %scevgep2444 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24442445 = bitcast double* %scevgep2444 to <8 x double>*
  %scevgep2446 = getelementptr <8 x double>, <8 x double>* %scevgep24442445, i64 -24
  %wide.load1102.1 = load <8 x double>, <8 x double>* %scevgep2446, align 8, !alias.scope !71
  %scevgep2549 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25492550 = bitcast double* %scevgep2549 to <8 x double>*
  %scevgep2551 = getelementptr <8 x double>, <8 x double>* %scevgep25492550, i64 -27
  %wide.load1103.1 = load <8 x double>, <8 x double>* %scevgep2551, align 8, !alias.scope !74
  %scevgep2546 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25462547 = bitcast double* %scevgep2546 to <8 x double>*
  %scevgep2548 = getelementptr <8 x double>, <8 x double>* %scevgep25462547, i64 -26
  %wide.load1104.1 = load <8 x double>, <8 x double>* %scevgep2548, align 8, !alias.scope !74
  %scevgep2543 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25432544 = bitcast double* %scevgep2543 to <8 x double>*
  %scevgep2545 = getelementptr <8 x double>, <8 x double>* %scevgep25432544, i64 -25
  %wide.load1105.1 = load <8 x double>, <8 x double>* %scevgep2545, align 8, !alias.scope !74
  %scevgep2540 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25402541 = bitcast double* %scevgep2540 to <8 x double>*
  %scevgep2542 = getelementptr <8 x double>, <8 x double>* %scevgep25402541, i64 -24
  %wide.load1106.1 = load <8 x double>, <8 x double>* %scevgep2542, align 8, !alias.scope !74
  %376 = fmul <8 x double> %broadcast.splat1108, %wide.load1099.1
  %377 = fmul <8 x double> %broadcast.splat1110, %wide.load1100.1
  %378 = fmul <8 x double> %broadcast.splat1112, %wide.load1101.1
  %379 = fmul <8 x double> %broadcast.splat1114, %wide.load1102.1
  %380 = fadd <8 x double> %376, %wide.load1103.1
  %381 = fadd <8 x double> %377, %wide.load1104.1
  %382 = fadd <8 x double> %378, %wide.load1105.1
  %383 = fadd <8 x double> %379, %wide.load1106.1
  %scevgep2645 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26452646 = bitcast double* %scevgep2645 to <8 x double>*
  %scevgep2647 = getelementptr <8 x double>, <8 x double>* %scevgep26452646, i64 -27
  store <8 x double> %380, <8 x double>* %scevgep2647, align 8, !alias.scope !76, !noalias !78
  %scevgep2642 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26422643 = bitcast double* %scevgep2642 to <8 x double>*
  %scevgep2644 = getelementptr <8 x double>, <8 x double>* %scevgep26422643, i64 -26
  store <8 x double> %381, <8 x double>* %scevgep2644, align 8, !alias.scope !76, !noalias !78
  %scevgep2639 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26392640 = bitcast double* %scevgep2639 to <8 x double>*
  %scevgep2641 = getelementptr <8 x double>, <8 x double>* %scevgep26392640, i64 -25
  store <8 x double> %382, <8 x double>* %scevgep2641, align 8, !alias.scope !76, !noalias !78
  %scevgep2636 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26362637 = bitcast double* %scevgep2636 to <8 x double>*
  %scevgep2638 = getelementptr <8 x double>, <8 x double>* %scevgep26362637, i64 -24
  store <8 x double> %383, <8 x double>* %scevgep2638, align 8, !alias.scope !76, !noalias !78
  %scevgep2441 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24412442 = bitcast double* %scevgep2441 to <8 x double>*
  %scevgep2443 = getelementptr <8 x double>, <8 x double>* %scevgep24412442, i64 -23
  %wide.load1099.2 = load <8 x double>, <8 x double>* %scevgep2443, align 8, !alias.scope !71
  %scevgep2438 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24382439 = bitcast double* %scevgep2438 to <8 x double>*
  %scevgep2440 = getelementptr <8 x double>, <8 x double>* %scevgep24382439, i64 -22
  %wide.load1100.2 = load <8 x double>, <8 x double>* %scevgep2440, align 8, !alias.scope !71
  %scevgep2435 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24352436 = bitcast double* %scevgep2435 to <8 x double>*
  %scevgep2437 = getelementptr <8 x double>, <8 x double>* %scevgep24352436, i64 -21
  %wide.load1101.2 = load <8 x double>, <8 x double>* %scevgep2437, align 8, !alias.scope !71
  %scevgep2432 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24322433 = bitcast double* %scevgep2432 to <8 x double>*
  %scevgep2434 = getelementptr <8 x double>, <8 x double>* %scevgep24322433, i64 -20
  %wide.load1102.2 = load <8 x double>, <8 x double>* %scevgep2434, align 8, !alias.scope !71
  %scevgep2537 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25372538 = bitcast double* %scevgep2537 to <8 x double>*
  %scevgep2539 = getelementptr <8 x double>, <8 x double>* %scevgep25372538, i64 -23
  %wide.load1103.2 = load <8 x double>, <8 x double>* %scevgep2539, align 8, !alias.scope !74
  %scevgep2534 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25342535 = bitcast double* %scevgep2534 to <8 x double>*
  %scevgep2536 = getelementptr <8 x double>, <8 x double>* %scevgep25342535, i64 -22
  %wide.load1104.2 = load <8 x double>, <8 x double>* %scevgep2536, align 8, !alias.scope !74
  %scevgep2531 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25312532 = bitcast double* %scevgep2531 to <8 x double>*
  %scevgep2533 = getelementptr <8 x double>, <8 x double>* %scevgep25312532, i64 -21
  %wide.load1105.2 = load <8 x double>, <8 x double>* %scevgep2533, align 8, !alias.scope !74
  %scevgep2528 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25282529 = bitcast double* %scevgep2528 to <8 x double>*
  %scevgep2530 = getelementptr <8 x double>, <8 x double>* %scevgep25282529, i64 -20
  %wide.load1106.2 = load <8 x double>, <8 x double>* %scevgep2530, align 8, !alias.scope !74
  %384 = fmul <8 x double> %broadcast.splat1108, %wide.load1099.2
  %385 = fmul <8 x double> %broadcast.splat1110, %wide.load1100.2
  %386 = fmul <8 x double> %broadcast.splat1112, %wide.load1101.2
  %387 = fmul <8 x double> %broadcast.splat1114, %wide.load1102.2
  %388 = fadd <8 x double> %384, %wide.load1103.2
  %389 = fadd <8 x double> %385, %wide.load1104.2
  %390 = fadd <8 x double> %386, %wide.load1105.2
  %391 = fadd <8 x double> %387, %wide.load1106.2
  %scevgep2633 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26332634 = bitcast double* %scevgep2633 to <8 x double>*
  %scevgep2635 = getelementptr <8 x double>, <8 x double>* %scevgep26332634, i64 -23
  store <8 x double> %388, <8 x double>* %scevgep2635, align 8, !alias.scope !76, !noalias !78
  %scevgep2630 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26302631 = bitcast double* %scevgep2630 to <8 x double>*
  %scevgep2632 = getelementptr <8 x double>, <8 x double>* %scevgep26302631, i64 -22
  store <8 x double> %389, <8 x double>* %scevgep2632, align 8, !alias.scope !76, !noalias !78
  %scevgep2627 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26272628 = bitcast double* %scevgep2627 to <8 x double>*
  %scevgep2629 = getelementptr <8 x double>, <8 x double>* %scevgep26272628, i64 -21
  store <8 x double> %390, <8 x double>* %scevgep2629, align 8, !alias.scope !76, !noalias !78
  %scevgep2624 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26242625 = bitcast double* %scevgep2624 to <8 x double>*
  %scevgep2626 = getelementptr <8 x double>, <8 x double>* %scevgep26242625, i64 -20
  store <8 x double> %391, <8 x double>* %scevgep2626, align 8, !alias.scope !76, !noalias !78
  %scevgep2429 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24292430 = bitcast double* %scevgep2429 to <8 x double>*
  %scevgep2431 = getelementptr <8 x double>, <8 x double>* %scevgep24292430, i64 -19
  %wide.load1099.3 = load <8 x double>, <8 x double>* %scevgep2431, align 8, !alias.scope !71
  %scevgep2426 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24262427 = bitcast double* %scevgep2426 to <8 x double>*
  %scevgep2428 = getelementptr <8 x double>, <8 x double>* %scevgep24262427, i64 -18
  %wide.load1100.3 = load <8 x double>, <8 x double>* %scevgep2428, align 8, !alias.scope !71
  %scevgep2423 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24232424 = bitcast double* %scevgep2423 to <8 x double>*
  %scevgep2425 = getelementptr <8 x double>, <8 x double>* %scevgep24232424, i64 -17
  %wide.load1101.3 = load <8 x double>, <8 x double>* %scevgep2425, align 8, !alias.scope !71
  %scevgep2420 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24202421 = bitcast double* %scevgep2420 to <8 x double>*
  %scevgep2422 = getelementptr <8 x double>, <8 x double>* %scevgep24202421, i64 -16
  %wide.load1102.3 = load <8 x double>, <8 x double>* %scevgep2422, align 8, !alias.scope !71
  %scevgep2525 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25252526 = bitcast double* %scevgep2525 to <8 x double>*
  %scevgep2527 = getelementptr <8 x double>, <8 x double>* %scevgep25252526, i64 -19
  %wide.load1103.3 = load <8 x double>, <8 x double>* %scevgep2527, align 8, !alias.scope !74
  %scevgep2522 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25222523 = bitcast double* %scevgep2522 to <8 x double>*
  %scevgep2524 = getelementptr <8 x double>, <8 x double>* %scevgep25222523, i64 -18
  %wide.load1104.3 = load <8 x double>, <8 x double>* %scevgep2524, align 8, !alias.scope !74
  %scevgep2519 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25192520 = bitcast double* %scevgep2519 to <8 x double>*
  %scevgep2521 = getelementptr <8 x double>, <8 x double>* %scevgep25192520, i64 -17
  %wide.load1105.3 = load <8 x double>, <8 x double>* %scevgep2521, align 8, !alias.scope !74
  %scevgep2516 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25162517 = bitcast double* %scevgep2516 to <8 x double>*
  %scevgep2518 = getelementptr <8 x double>, <8 x double>* %scevgep25162517, i64 -16
  %wide.load1106.3 = load <8 x double>, <8 x double>* %scevgep2518, align 8, !alias.scope !74
  %392 = fmul <8 x double> %broadcast.splat1108, %wide.load1099.3
  %393 = fmul <8 x double> %broadcast.splat1110, %wide.load1100.3
  %394 = fmul <8 x double> %broadcast.splat1112, %wide.load1101.3
  %395 = fmul <8 x double> %broadcast.splat1114, %wide.load1102.3
  %396 = fadd <8 x double> %392, %wide.load1103.3
  %397 = fadd <8 x double> %393, %wide.load1104.3
  %398 = fadd <8 x double> %394, %wide.load1105.3
  %399 = fadd <8 x double> %395, %wide.load1106.3
  %scevgep2621 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26212622 = bitcast double* %scevgep2621 to <8 x double>*
  %scevgep2623 = getelementptr <8 x double>, <8 x double>* %scevgep26212622, i64 -19
  store <8 x double> %396, <8 x double>* %scevgep2623, align 8, !alias.scope !76, !noalias !78
  %scevgep2618 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26182619 = bitcast double* %scevgep2618 to <8 x double>*
  %scevgep2620 = getelementptr <8 x double>, <8 x double>* %scevgep26182619, i64 -18
  store <8 x double> %397, <8 x double>* %scevgep2620, align 8, !alias.scope !76, !noalias !78
  %scevgep2615 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26152616 = bitcast double* %scevgep2615 to <8 x double>*
  %scevgep2617 = getelementptr <8 x double>, <8 x double>* %scevgep26152616, i64 -17
  store <8 x double> %398, <8 x double>* %scevgep2617, align 8, !alias.scope !76, !noalias !78
  %scevgep2612 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26122613 = bitcast double* %scevgep2612 to <8 x double>*
  %scevgep2614 = getelementptr <8 x double>, <8 x double>* %scevgep26122613, i64 -16
  store <8 x double> %399, <8 x double>* %scevgep2614, align 8, !alias.scope !76, !noalias !78
  %scevgep2417 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24172418 = bitcast double* %scevgep2417 to <8 x double>*
  %scevgep2419 = getelementptr <8 x double>, <8 x double>* %scevgep24172418, i64 -15
  %wide.load1099.4 = load <8 x double>, <8 x double>* %scevgep2419, align 8, !alias.scope !71
  %scevgep2414 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24142415 = bitcast double* %scevgep2414 to <8 x double>*
  %scevgep2416 = getelementptr <8 x double>, <8 x double>* %scevgep24142415, i64 -14
  %wide.load1100.4 = load <8 x double>, <8 x double>* %scevgep2416, align 8, !alias.scope !71
  %scevgep2411 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24112412 = bitcast double* %scevgep2411 to <8 x double>*
  %scevgep2413 = getelementptr <8 x double>, <8 x double>* %scevgep24112412, i64 -13
  %wide.load1101.4 = load <8 x double>, <8 x double>* %scevgep2413, align 8, !alias.scope !71
  %scevgep2408 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24082409 = bitcast double* %scevgep2408 to <8 x double>*
  %scevgep2410 = getelementptr <8 x double>, <8 x double>* %scevgep24082409, i64 -12
  %wide.load1102.4 = load <8 x double>, <8 x double>* %scevgep2410, align 8, !alias.scope !71
  %scevgep2513 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25132514 = bitcast double* %scevgep2513 to <8 x double>*
  %scevgep2515 = getelementptr <8 x double>, <8 x double>* %scevgep25132514, i64 -15
  %wide.load1103.4 = load <8 x double>, <8 x double>* %scevgep2515, align 8, !alias.scope !74
  %scevgep2510 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25102511 = bitcast double* %scevgep2510 to <8 x double>*
  %scevgep2512 = getelementptr <8 x double>, <8 x double>* %scevgep25102511, i64 -14
  %wide.load1104.4 = load <8 x double>, <8 x double>* %scevgep2512, align 8, !alias.scope !74
  %scevgep2507 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25072508 = bitcast double* %scevgep2507 to <8 x double>*
  %scevgep2509 = getelementptr <8 x double>, <8 x double>* %scevgep25072508, i64 -13
  %wide.load1105.4 = load <8 x double>, <8 x double>* %scevgep2509, align 8, !alias.scope !74
  %scevgep2504 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25042505 = bitcast double* %scevgep2504 to <8 x double>*
  %scevgep2506 = getelementptr <8 x double>, <8 x double>* %scevgep25042505, i64 -12
  %wide.load1106.4 = load <8 x double>, <8 x double>* %scevgep2506, align 8, !alias.scope !74
  %400 = fmul <8 x double> %broadcast.splat1108, %wide.load1099.4
  %401 = fmul <8 x double> %broadcast.splat1110, %wide.load1100.4
  %402 = fmul <8 x double> %broadcast.splat1112, %wide.load1101.4
  %403 = fmul <8 x double> %broadcast.splat1114, %wide.load1102.4
  %404 = fadd <8 x double> %400, %wide.load1103.4
  %405 = fadd <8 x double> %401, %wide.load1104.4
  %406 = fadd <8 x double> %402, %wide.load1105.4
  %407 = fadd <8 x double> %403, %wide.load1106.4
  %scevgep2609 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26092610 = bitcast double* %scevgep2609 to <8 x double>*
  %scevgep2611 = getelementptr <8 x double>, <8 x double>* %scevgep26092610, i64 -15
  store <8 x double> %404, <8 x double>* %scevgep2611, align 8, !alias.scope !76, !noalias !78
  %scevgep2606 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26062607 = bitcast double* %scevgep2606 to <8 x double>*
  %scevgep2608 = getelementptr <8 x double>, <8 x double>* %scevgep26062607, i64 -14
  store <8 x double> %405, <8 x double>* %scevgep2608, align 8, !alias.scope !76, !noalias !78
  %scevgep2603 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26032604 = bitcast double* %scevgep2603 to <8 x double>*
  %scevgep2605 = getelementptr <8 x double>, <8 x double>* %scevgep26032604, i64 -13
  store <8 x double> %406, <8 x double>* %scevgep2605, align 8, !alias.scope !76, !noalias !78
  %scevgep2600 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26002601 = bitcast double* %scevgep2600 to <8 x double>*
  %scevgep2602 = getelementptr <8 x double>, <8 x double>* %scevgep26002601, i64 -12
  store <8 x double> %407, <8 x double>* %scevgep2602, align 8, !alias.scope !76, !noalias !78
  %scevgep2405 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24052406 = bitcast double* %scevgep2405 to <8 x double>*
  %scevgep2407 = getelementptr <8 x double>, <8 x double>* %scevgep24052406, i64 -11
  %wide.load1099.5 = load <8 x double>, <8 x double>* %scevgep2407, align 8, !alias.scope !71
  %scevgep2402 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24022403 = bitcast double* %scevgep2402 to <8 x double>*
  %scevgep2404 = getelementptr <8 x double>, <8 x double>* %scevgep24022403, i64 -10
  %wide.load1100.5 = load <8 x double>, <8 x double>* %scevgep2404, align 8, !alias.scope !71
  %scevgep2399 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep23992400 = bitcast double* %scevgep2399 to <8 x double>*
  %scevgep2401 = getelementptr <8 x double>, <8 x double>* %scevgep23992400, i64 -9
  %wide.load1101.5 = load <8 x double>, <8 x double>* %scevgep2401, align 8, !alias.scope !71
  %scevgep2396 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep23962397 = bitcast double* %scevgep2396 to <8 x double>*
  %scevgep2398 = getelementptr <8 x double>, <8 x double>* %scevgep23962397, i64 -8
  %wide.load1102.5 = load <8 x double>, <8 x double>* %scevgep2398, align 8, !alias.scope !71
  %scevgep2501 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25012502 = bitcast double* %scevgep2501 to <8 x double>*
  %scevgep2503 = getelementptr <8 x double>, <8 x double>* %scevgep25012502, i64 -11
  %wide.load1103.5 = load <8 x double>, <8 x double>* %scevgep2503, align 8, !alias.scope !74
  %scevgep2498 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep24982499 = bitcast double* %scevgep2498 to <8 x double>*
  %scevgep2500 = getelementptr <8 x double>, <8 x double>* %scevgep24982499, i64 -10
  %wide.load1104.5 = load <8 x double>, <8 x double>* %scevgep2500, align 8, !alias.scope !74
  %scevgep2495 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep24952496 = bitcast double* %scevgep2495 to <8 x double>*
  %scevgep2497 = getelementptr <8 x double>, <8 x double>* %scevgep24952496, i64 -9
  %wide.load1105.5 = load <8 x double>, <8 x double>* %scevgep2497, align 8, !alias.scope !74
  %scevgep2492 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep24922493 = bitcast double* %scevgep2492 to <8 x double>*
  %scevgep2494 = getelementptr <8 x double>, <8 x double>* %scevgep24922493, i64 -8
  %wide.load1106.5 = load <8 x double>, <8 x double>* %scevgep2494, align 8, !alias.scope !74
  %408 = fmul <8 x double> %broadcast.splat1108, %wide.load1099.5
  %409 = fmul <8 x double> %broadcast.splat1110, %wide.load1100.5
  %410 = fmul <8 x double> %broadcast.splat1112, %wide.load1101.5
  %411 = fmul <8 x double> %broadcast.splat1114, %wide.load1102.5
  %412 = fadd <8 x double> %408, %wide.load1103.5
  %413 = fadd <8 x double> %409, %wide.load1104.5
  %414 = fadd <8 x double> %410, %wide.load1105.5
  %415 = fadd <8 x double> %411, %wide.load1106.5
  %scevgep2597 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep25972598 = bitcast double* %scevgep2597 to <8 x double>*
  %scevgep2599 = getelementptr <8 x double>, <8 x double>* %scevgep25972598, i64 -11
  store <8 x double> %412, <8 x double>* %scevgep2599, align 8, !alias.scope !76, !noalias !78
  %scevgep2594 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep25942595 = bitcast double* %scevgep2594 to <8 x double>*
  %scevgep2596 = getelementptr <8 x double>, <8 x double>* %scevgep25942595, i64 -10
  store <8 x double> %413, <8 x double>* %scevgep2596, align 8, !alias.scope !76, !noalias !78
  %scevgep2591 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep25912592 = bitcast double* %scevgep2591 to <8 x double>*
  %scevgep2593 = getelementptr <8 x double>, <8 x double>* %scevgep25912592, i64 -9
  store <8 x double> %414, <8 x double>* %scevgep2593, align 8, !alias.scope !76, !noalias !78
  %scevgep2588 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep25882589 = bitcast double* %scevgep2588 to <8 x double>*
  %scevgep2590 = getelementptr <8 x double>, <8 x double>* %scevgep25882589, i64 -8
  store <8 x double> %415, <8 x double>* %scevgep2590, align 8, !alias.scope !76, !noalias !78
  %scevgep2393 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep23932394 = bitcast double* %scevgep2393 to <8 x double>*
  %scevgep2395 = getelementptr <8 x double>, <8 x double>* %scevgep23932394, i64 -7
  %wide.load1099.6 = load <8 x double>, <8 x double>* %scevgep2395, align 8, !alias.scope !71
  %scevgep2390 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep23902391 = bitcast double* %scevgep2390 to <8 x double>*
  %scevgep2392 = getelementptr <8 x double>, <8 x double>* %scevgep23902391, i64 -6
  %wide.load1100.6 = load <8 x double>, <8 x double>* %scevgep2392, align 8, !alias.scope !71
  %scevgep2387 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep23872388 = bitcast double* %scevgep2387 to <8 x double>*
  %scevgep2389 = getelementptr <8 x double>, <8 x double>* %scevgep23872388, i64 -5
  %wide.load1101.6 = load <8 x double>, <8 x double>* %scevgep2389, align 8, !alias.scope !71
  %scevgep2384 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep23842385 = bitcast double* %scevgep2384 to <8 x double>*
  %scevgep2386 = getelementptr <8 x double>, <8 x double>* %scevgep23842385, i64 -4
  %wide.load1102.6 = load <8 x double>, <8 x double>* %scevgep2386, align 8, !alias.scope !71
  %scevgep2489 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep24892490 = bitcast double* %scevgep2489 to <8 x double>*
  %scevgep2491 = getelementptr <8 x double>, <8 x double>* %scevgep24892490, i64 -7
  %wide.load1103.6 = load <8 x double>, <8 x double>* %scevgep2491, align 8, !alias.scope !74
  %scevgep2486 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep24862487 = bitcast double* %scevgep2486 to <8 x double>*
  %scevgep2488 = getelementptr <8 x double>, <8 x double>* %scevgep24862487, i64 -6
  %wide.load1104.6 = load <8 x double>, <8 x double>* %scevgep2488, align 8, !alias.scope !74
  %scevgep2483 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep24832484 = bitcast double* %scevgep2483 to <8 x double>*
  %scevgep2485 = getelementptr <8 x double>, <8 x double>* %scevgep24832484, i64 -5
  %wide.load1105.6 = load <8 x double>, <8 x double>* %scevgep2485, align 8, !alias.scope !74
  %scevgep2480 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep24802481 = bitcast double* %scevgep2480 to <8 x double>*
  %scevgep2482 = getelementptr <8 x double>, <8 x double>* %scevgep24802481, i64 -4
  %wide.load1106.6 = load <8 x double>, <8 x double>* %scevgep2482, align 8, !alias.scope !74
  %416 = fmul <8 x double> %broadcast.splat1108, %wide.load1099.6
  %417 = fmul <8 x double> %broadcast.splat1110, %wide.load1100.6
  %418 = fmul <8 x double> %broadcast.splat1112, %wide.load1101.6
  %419 = fmul <8 x double> %broadcast.splat1114, %wide.load1102.6
  %420 = fadd <8 x double> %416, %wide.load1103.6
  %421 = fadd <8 x double> %417, %wide.load1104.6
  %422 = fadd <8 x double> %418, %wide.load1105.6
  %423 = fadd <8 x double> %419, %wide.load1106.6
  %scevgep2585 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep25852586 = bitcast double* %scevgep2585 to <8 x double>*
  %scevgep2587 = getelementptr <8 x double>, <8 x double>* %scevgep25852586, i64 -7
  store <8 x double> %420, <8 x double>* %scevgep2587, align 8, !alias.scope !76, !noalias !78
  %scevgep2582 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep25822583 = bitcast double* %scevgep2582 to <8 x double>*
  %scevgep2584 = getelementptr <8 x double>, <8 x double>* %scevgep25822583, i64 -6
  store <8 x double> %421, <8 x double>* %scevgep2584, align 8, !alias.scope !76, !noalias !78
  %scevgep2579 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep25792580 = bitcast double* %scevgep2579 to <8 x double>*
  %scevgep2581 = getelementptr <8 x double>, <8 x double>* %scevgep25792580, i64 -5
  store <8 x double> %422, <8 x double>* %scevgep2581, align 8, !alias.scope !76, !noalias !78
  %scevgep2576 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep25762577 = bitcast double* %scevgep2576 to <8 x double>*
  %scevgep2578 = getelementptr <8 x double>, <8 x double>* %scevgep25762577, i64 -4
  store <8 x double> %423, <8 x double>* %scevgep2578, align 8, !alias.scope !76, !noalias !78
  %scevgep2464 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24642465 = bitcast double* %scevgep2464 to <8 x double>*
  %scevgep2466 = getelementptr <8 x double>, <8 x double>* %scevgep24642465, i64 -3
  %wide.load1099.7 = load <8 x double>, <8 x double>* %scevgep2466, align 8, !alias.scope !71
  %scevgep2461 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24612462 = bitcast double* %scevgep2461 to <8 x double>*
  %scevgep2463 = getelementptr <8 x double>, <8 x double>* %scevgep24612462, i64 -2
  %wide.load1100.7 = load <8 x double>, <8 x double>* %scevgep2463, align 8, !alias.scope !71
  %scevgep2458 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24582459 = bitcast double* %scevgep2458 to <8 x double>*
  %scevgep2460 = getelementptr <8 x double>, <8 x double>* %scevgep24582459, i64 -1
  %wide.load1101.7 = load <8 x double>, <8 x double>* %scevgep2460, align 8, !alias.scope !71
  %scevgep2456 = getelementptr double, double* %scevgep2383, i64 %index1098
  %scevgep24562457 = bitcast double* %scevgep2456 to <8 x double>*
  %wide.load1102.7 = load <8 x double>, <8 x double>* %scevgep24562457, align 8, !alias.scope !71
  %scevgep2560 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25602561 = bitcast double* %scevgep2560 to <8 x double>*
  %scevgep2562 = getelementptr <8 x double>, <8 x double>* %scevgep25602561, i64 -3
  %wide.load1103.7 = load <8 x double>, <8 x double>* %scevgep2562, align 8, !alias.scope !74
  %scevgep2557 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25572558 = bitcast double* %scevgep2557 to <8 x double>*
  %scevgep2559 = getelementptr <8 x double>, <8 x double>* %scevgep25572558, i64 -2
  %wide.load1104.7 = load <8 x double>, <8 x double>* %scevgep2559, align 8, !alias.scope !74
  %scevgep2554 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25542555 = bitcast double* %scevgep2554 to <8 x double>*
  %scevgep2556 = getelementptr <8 x double>, <8 x double>* %scevgep25542555, i64 -1
  %wide.load1105.7 = load <8 x double>, <8 x double>* %scevgep2556, align 8, !alias.scope !74
  %scevgep2552 = getelementptr double, double* %scevgep2479, i64 %index1098
  %scevgep25522553 = bitcast double* %scevgep2552 to <8 x double>*
  %wide.load1106.7 = load <8 x double>, <8 x double>* %scevgep25522553, align 8, !alias.scope !74
  %424 = fmul <8 x double> %broadcast.splat1108, %wide.load1099.7
  %425 = fmul <8 x double> %broadcast.splat1110, %wide.load1100.7
  %426 = fmul <8 x double> %broadcast.splat1112, %wide.load1101.7
  %427 = fmul <8 x double> %broadcast.splat1114, %wide.load1102.7
  %428 = fadd <8 x double> %424, %wide.load1103.7
  %429 = fadd <8 x double> %425, %wide.load1104.7
  %430 = fadd <8 x double> %426, %wide.load1105.7
  %431 = fadd <8 x double> %427, %wide.load1106.7
  %scevgep2656 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26562657 = bitcast double* %scevgep2656 to <8 x double>*
  %scevgep2658 = getelementptr <8 x double>, <8 x double>* %scevgep26562657, i64 -3
  store <8 x double> %428, <8 x double>* %scevgep2658, align 8, !alias.scope !76, !noalias !78
  %scevgep2653 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26532654 = bitcast double* %scevgep2653 to <8 x double>*
  %scevgep2655 = getelementptr <8 x double>, <8 x double>* %scevgep26532654, i64 -2
  store <8 x double> %429, <8 x double>* %scevgep2655, align 8, !alias.scope !76, !noalias !78
  %scevgep2650 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26502651 = bitcast double* %scevgep2650 to <8 x double>*
  %scevgep2652 = getelementptr <8 x double>, <8 x double>* %scevgep26502651, i64 -1
  store <8 x double> %430, <8 x double>* %scevgep2652, align 8, !alias.scope !76, !noalias !78
  %scevgep2648 = getelementptr double, double* %scevgep2575, i64 %index1098
  %scevgep26482649 = bitcast double* %scevgep2648 to <8 x double>*
  store <8 x double> %431, <8 x double>* %scevgep26482649, align 8, !alias.scope !76, !noalias !78
  %index.next1115.7 = add i64 %index1098, 256
  %lsr.iv.next2672 = add i64 %lsr.iv2671, -8
  %niter1312.ncmp.7 = icmp eq i64 %lsr.iv.next2672, 0
  br i1 %niter1312.ncmp.7, label %middle.block1089.unr-lcssa, label %vector.body1091, !llvm.loop !79

middle.block1089.unr-lcssa:                       ; preds = %vector.body1091, %vector.ph1093
  %index1098.unr = phi i64 [ 0, %vector.ph1093 ], [ %index.next1115.7, %vector.body1091 ]
  %432 = and i64 %7, 7
  %433 = icmp eq i64 %432, 0
  br i1 %433, label %middle.block1089, label %vector.body1091.epil.preheader

vector.body1091.epil.preheader:                   ; preds = %middle.block1089.unr-lcssa
  %scevgep2673 = getelementptr double, double* %.6.i439649, i64 24
  %scevgep2674 = getelementptr double, double* %scevgep2673, i64 %index1098.unr
  %scevgep2689 = getelementptr double, double* %y.2.sroa.60.0817, i64 24
  %scevgep2690 = getelementptr double, double* %scevgep2689, i64 %index1098.unr
  %scevgep2703 = getelementptr double, double* %.6.i285648781, i64 24
  %scevgep2704 = getelementptr double, double* %scevgep2703, i64 %index1098.unr
  br label %vector.body1091.epil

vector.body1091.epil:                             ; preds = %vector.body1091.epil.preheader, %vector.body1091.epil
  %lsr.iv2675 = phi i64 [ 0, %vector.body1091.epil.preheader ], [ %lsr.iv.next2676, %vector.body1091.epil ]
  %434 = bitcast double* %scevgep2704 to i8*
  %435 = bitcast double* %scevgep2690 to i8*
  %436 = bitcast double* %scevgep2674 to i8*
  %uglygep2714 = getelementptr i8, i8* %434, i64 %lsr.iv2675
  %uglygep27142715 = bitcast i8* %uglygep2714 to <8 x double>*
  %scevgep2716 = getelementptr <8 x double>, <8 x double>* %uglygep27142715, i64 -3
  %wide.load1099.epil = load <8 x double>, <8 x double>* %scevgep2716, align 8, !alias.scope !71
  %uglygep2711 = getelementptr i8, i8* %434, i64 %lsr.iv2675
  %uglygep27112712 = bitcast i8* %uglygep2711 to <8 x double>*
  %scevgep2713 = getelementptr <8 x double>, <8 x double>* %uglygep27112712, i64 -2
  %wide.load1100.epil = load <8 x double>, <8 x double>* %scevgep2713, align 8, !alias.scope !71
  %uglygep2708 = getelementptr i8, i8* %434, i64 %lsr.iv2675
  %uglygep27082709 = bitcast i8* %uglygep2708 to <8 x double>*
  %scevgep2710 = getelementptr <8 x double>, <8 x double>* %uglygep27082709, i64 -1
  %wide.load1101.epil = load <8 x double>, <8 x double>* %scevgep2710, align 8, !alias.scope !71
  %uglygep2706 = getelementptr i8, i8* %434, i64 %lsr.iv2675
  %uglygep27062707 = bitcast i8* %uglygep2706 to <8 x double>*
  %wide.load1102.epil = load <8 x double>, <8 x double>* %uglygep27062707, align 8, !alias.scope !71
  %uglygep2700 = getelementptr i8, i8* %435, i64 %lsr.iv2675
  %uglygep27002701 = bitcast i8* %uglygep2700 to <8 x double>*
  %scevgep2702 = getelementptr <8 x double>, <8 x double>* %uglygep27002701, i64 -3
  %wide.load1103.epil = load <8 x double>, <8 x double>* %scevgep2702, align 8, !alias.scope !74
  %uglygep2697 = getelementptr i8, i8* %435, i64 %lsr.iv2675
  %uglygep26972698 = bitcast i8* %uglygep2697 to <8 x double>*
  %scevgep2699 = getelementptr <8 x double>, <8 x double>* %uglygep26972698, i64 -2
  %wide.load1104.epil = load <8 x double>, <8 x double>* %scevgep2699, align 8, !alias.scope !74
  %uglygep2694 = getelementptr i8, i8* %435, i64 %lsr.iv2675
  %uglygep26942695 = bitcast i8* %uglygep2694 to <8 x double>*
  %scevgep2696 = getelementptr <8 x double>, <8 x double>* %uglygep26942695, i64 -1
  %wide.load1105.epil = load <8 x double>, <8 x double>* %scevgep2696, align 8, !alias.scope !74
  %uglygep2692 = getelementptr i8, i8* %435, i64 %lsr.iv2675
  %uglygep26922693 = bitcast i8* %uglygep2692 to <8 x double>*
  %wide.load1106.epil = load <8 x double>, <8 x double>* %uglygep26922693, align 8, !alias.scope !74
  %437 = fmul <8 x double> %broadcast.splat1108, %wide.load1099.epil
  %438 = fmul <8 x double> %broadcast.splat1110, %wide.load1100.epil
  %439 = fmul <8 x double> %broadcast.splat1112, %wide.load1101.epil
  %440 = fmul <8 x double> %broadcast.splat1114, %wide.load1102.epil
  %441 = fadd <8 x double> %437, %wide.load1103.epil
  %442 = fadd <8 x double> %438, %wide.load1104.epil
  %443 = fadd <8 x double> %439, %wide.load1105.epil
  %444 = fadd <8 x double> %440, %wide.load1106.epil
  %uglygep2686 = getelementptr i8, i8* %436, i64 %lsr.iv2675
  %uglygep26862687 = bitcast i8* %uglygep2686 to <8 x double>*
  %scevgep2688 = getelementptr <8 x double>, <8 x double>* %uglygep26862687, i64 -3
  store <8 x double> %441, <8 x double>* %scevgep2688, align 8, !alias.scope !76, !noalias !78
  %uglygep2683 = getelementptr i8, i8* %436, i64 %lsr.iv2675
  %uglygep26832684 = bitcast i8* %uglygep2683 to <8 x double>*
  %scevgep2685 = getelementptr <8 x double>, <8 x double>* %uglygep26832684, i64 -2
  store <8 x double> %442, <8 x double>* %scevgep2685, align 8, !alias.scope !76, !noalias !78
  %uglygep2680 = getelementptr i8, i8* %436, i64 %lsr.iv2675
  %uglygep26802681 = bitcast i8* %uglygep2680 to <8 x double>*
  %scevgep2682 = getelementptr <8 x double>, <8 x double>* %uglygep26802681, i64 -1
  store <8 x double> %443, <8 x double>* %scevgep2682, align 8, !alias.scope !76, !noalias !78
  %uglygep2678 = getelementptr i8, i8* %436, i64 %lsr.iv2675
  %uglygep26782679 = bitcast i8* %uglygep2678 to <8 x double>*
  store <8 x double> %444, <8 x double>* %uglygep26782679, align 8, !alias.scope !76, !noalias !78
  %lsr.iv.next2676 = add nuw nsw i64 %lsr.iv2675, 256
  %epil.iter1309.cmp.not = icmp eq i64 %11, %lsr.iv.next2676
  br i1 %epil.iter1309.cmp.not, label %middle.block1089, label %vector.body1091.epil, !llvm.loop !80

middle.block1089:                                 ; preds = %vector.body1091.epil, %middle.block1089.unr-lcssa
  %445 = icmp eq i64 %n.vec1095, %arg.y0.5.0
  br i1 %445, label %for.end.3.endif.endif.endif, label %for.body.3.us.preheader1258

for.body.3.us.preheader1258:                      ; preds = %vector.memcheck1075, %for.body.3.us.preheader, %middle.block1089
  %loop.index.3627.us.ph = phi i64 [ 0, %vector.memcheck1075 ], [ 0, %for.body.3.us.preheader ], [ %n.vec1095, %middle.block1089 ]
  %446 = and i64 %arg.y0.5.0, 7
  %447 = icmp eq i64 %446, 0
  %448 = xor i64 %loop.index.3627.us.ph, -1
  %449 = add i64 %448, %arg.y0.5.0
  br i1 %447, label %for.body.3.us.prol.loopexit, label %for.body.3.us.prol.preheader

for.body.3.us.prol.preheader:                     ; preds = %for.body.3.us.preheader1258
  br label %for.body.3.us.prol

for.body.3.us.prol:                               ; preds = %for.body.3.us.prol.preheader, %for.body.3.us.prol
  %lsr.iv2720 = phi i64 [ %xtraiter1284, %for.body.3.us.prol.preheader ], [ %lsr.iv.next2721, %for.body.3.us.prol ]
  %loop.index.3627.us.prol = phi i64 [ %.1108.us.prol, %for.body.3.us.prol ], [ %loop.index.3627.us.ph, %for.body.3.us.prol.preheader ]
  %scevgep2719 = getelementptr double, double* %.6.i285648781, i64 %loop.index.3627.us.prol
  %.1070.us.prol = load double, double* %scevgep2719, align 8
  %scevgep2718 = getelementptr double, double* %y.2.sroa.60.0817, i64 %loop.index.3627.us.prol
  %.1079.us.prol = load double, double* %scevgep2718, align 8
  %.7.i415.us.prol = fmul double %.473, %.1070.us.prol
  %.8.i416.us.prol = fadd double %.7.i415.us.prol, %.1079.us.prol
  %scevgep2717 = getelementptr double, double* %.6.i439649, i64 %loop.index.3627.us.prol
  store double %.8.i416.us.prol, double* %scevgep2717, align 8
  %.1108.us.prol = add nuw i64 %loop.index.3627.us.prol, 1
  %lsr.iv.next2721 = add nsw i64 %lsr.iv2720, -1
  %prol.iter1315.cmp.not = icmp eq i64 %lsr.iv.next2721, 0
  br i1 %prol.iter1315.cmp.not, label %for.body.3.us.prol.loopexit, label %for.body.3.us.prol, !llvm.loop !81

for.body.3.us.prol.loopexit:                      ; preds = %for.body.3.us.prol, %for.body.3.us.preheader1258
  %loop.index.3627.us.unr = phi i64 [ %loop.index.3627.us.ph, %for.body.3.us.preheader1258 ], [ %.1108.us.prol, %for.body.3.us.prol ]
  %450 = icmp ult i64 %449, 7
  br i1 %450, label %for.end.3.endif.endif.endif, label %for.body.3.us.preheader1368

for.body.3.us.preheader1368:                      ; preds = %for.body.3.us.prol.loopexit
  br label %for.body.3.us

for.body.3.us:                                    ; preds = %for.body.3.us.preheader1368, %for.body.3.us
  %loop.index.3627.us = phi i64 [ %.1108.us.7, %for.body.3.us ], [ %loop.index.3627.us.unr, %for.body.3.us.preheader1368 ]
  %sunkaddr4416 = mul i64 %loop.index.3627.us, 8
  %451 = bitcast double* %.6.i285648781 to i8*
  %sunkaddr4417 = getelementptr i8, i8* %451, i64 %sunkaddr4416
  %452 = bitcast i8* %sunkaddr4417 to double*
  %.1070.us = load double, double* %452, align 8
  %sunkaddr4418 = mul i64 %loop.index.3627.us, 8
  %453 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4419 = getelementptr i8, i8* %453, i64 %sunkaddr4418
  %454 = bitcast i8* %sunkaddr4419 to double*
  %.1079.us = load double, double* %454, align 8
  %.7.i415.us = fmul double %.473, %.1070.us
  %.8.i416.us = fadd double %.7.i415.us, %.1079.us
  %sunkaddr4420 = mul i64 %loop.index.3627.us, 8
  %455 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4421 = getelementptr i8, i8* %455, i64 %sunkaddr4420
  %456 = bitcast i8* %sunkaddr4421 to double*
  store double %.8.i416.us, double* %456, align 8
  %sunkaddr4422 = mul i64 %loop.index.3627.us, 8
  %457 = bitcast double* %.6.i285648781 to i8*
  %sunkaddr4423 = getelementptr i8, i8* %457, i64 %sunkaddr4422
  %sunkaddr4424 = getelementptr i8, i8* %sunkaddr4423, i64 8
  %458 = bitcast i8* %sunkaddr4424 to double*
  %.1070.us.1 = load double, double* %458, align 8
  %sunkaddr4425 = mul i64 %loop.index.3627.us, 8
  %459 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4426 = getelementptr i8, i8* %459, i64 %sunkaddr4425
  %sunkaddr4427 = getelementptr i8, i8* %sunkaddr4426, i64 8
  %460 = bitcast i8* %sunkaddr4427 to double*
  %.1079.us.1 = load double, double* %460, align 8
  %.7.i415.us.1 = fmul double %.473, %.1070.us.1
  %.8.i416.us.1 = fadd double %.7.i415.us.1, %.1079.us.1
  %sunkaddr4428 = mul i64 %loop.index.3627.us, 8
  %461 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4429 = getelementptr i8, i8* %461, i64 %sunkaddr4428
  %sunkaddr4430 = getelementptr i8, i8* %sunkaddr4429, i64 8
  %462 = bitcast i8* %sunkaddr4430 to double*
  store double %.8.i416.us.1, double* %462, align 8
  %sunkaddr4431 = mul i64 %loop.index.3627.us, 8
  %463 = bitcast double* %.6.i285648781 to i8*
  %sunkaddr4432 = getelementptr i8, i8* %463, i64 %sunkaddr4431
  %sunkaddr4433 = getelementptr i8, i8* %sunkaddr4432, i64 16
  %464 = bitcast i8* %sunkaddr4433 to double*
  %.1070.us.2 = load double, double* %464, align 8
  %sunkaddr4434 = mul i64 %loop.index.3627.us, 8
  %465 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4435 = getelementptr i8, i8* %465, i64 %sunkaddr4434
  %sunkaddr4436 = getelementptr i8, i8* %sunkaddr4435, i64 16
  %466 = bitcast i8* %sunkaddr4436 to double*
  %.1079.us.2 = load double, double* %466, align 8
  %.7.i415.us.2 = fmul double %.473, %.1070.us.2
  %.8.i416.us.2 = fadd double %.7.i415.us.2, %.1079.us.2
  %sunkaddr4437 = mul i64 %loop.index.3627.us, 8
  %467 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4438 = getelementptr i8, i8* %467, i64 %sunkaddr4437
  %sunkaddr4439 = getelementptr i8, i8* %sunkaddr4438, i64 16
  %468 = bitcast i8* %sunkaddr4439 to double*
  store double %.8.i416.us.2, double* %468, align 8
  %sunkaddr4440 = mul i64 %loop.index.3627.us, 8
  %469 = bitcast double* %.6.i285648781 to i8*
  %sunkaddr4441 = getelementptr i8, i8* %469, i64 %sunkaddr4440
  %sunkaddr4442 = getelementptr i8, i8* %sunkaddr4441, i64 24
  %470 = bitcast i8* %sunkaddr4442 to double*
  %.1070.us.3 = load double, double* %470, align 8
  %sunkaddr4443 = mul i64 %loop.index.3627.us, 8
  %471 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4444 = getelementptr i8, i8* %471, i64 %sunkaddr4443
  %sunkaddr4445 = getelementptr i8, i8* %sunkaddr4444, i64 24
  %472 = bitcast i8* %sunkaddr4445 to double*
  %.1079.us.3 = load double, double* %472, align 8
  %.7.i415.us.3 = fmul double %.473, %.1070.us.3
  %.8.i416.us.3 = fadd double %.7.i415.us.3, %.1079.us.3
  %sunkaddr4446 = mul i64 %loop.index.3627.us, 8
  %473 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4447 = getelementptr i8, i8* %473, i64 %sunkaddr4446
  %sunkaddr4448 = getelementptr i8, i8* %sunkaddr4447, i64 24
  %474 = bitcast i8* %sunkaddr4448 to double*
  store double %.8.i416.us.3, double* %474, align 8
  %sunkaddr4449 = mul i64 %loop.index.3627.us, 8
  %475 = bitcast double* %.6.i285648781 to i8*
  %sunkaddr4450 = getelementptr i8, i8* %475, i64 %sunkaddr4449
  %sunkaddr4451 = getelementptr i8, i8* %sunkaddr4450, i64 32
  %476 = bitcast i8* %sunkaddr4451 to double*
  %.1070.us.4 = load double, double* %476, align 8
  %sunkaddr4452 = mul i64 %loop.index.3627.us, 8
  %477 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4453 = getelementptr i8, i8* %477, i64 %sunkaddr4452
  %sunkaddr4454 = getelementptr i8, i8* %sunkaddr4453, i64 32
  %478 = bitcast i8* %sunkaddr4454 to double*
  %.1079.us.4 = load double, double* %478, align 8
  %.7.i415.us.4 = fmul double %.473, %.1070.us.4
  %.8.i416.us.4 = fadd double %.7.i415.us.4, %.1079.us.4
  %sunkaddr4455 = mul i64 %loop.index.3627.us, 8
  %479 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4456 = getelementptr i8, i8* %479, i64 %sunkaddr4455
  %sunkaddr4457 = getelementptr i8, i8* %sunkaddr4456, i64 32
  %480 = bitcast i8* %sunkaddr4457 to double*
  store double %.8.i416.us.4, double* %480, align 8
  %sunkaddr4458 = mul i64 %loop.index.3627.us, 8
  %481 = bitcast double* %.6.i285648781 to i8*
  %sunkaddr4459 = getelementptr i8, i8* %481, i64 %sunkaddr4458
  %sunkaddr4460 = getelementptr i8, i8* %sunkaddr4459, i64 40
  %482 = bitcast i8* %sunkaddr4460 to double*
  %.1070.us.5 = load double, double* %482, align 8
  %sunkaddr4461 = mul i64 %loop.index.3627.us, 8
  %483 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4462 = getelementptr i8, i8* %483, i64 %sunkaddr4461
  %sunkaddr4463 = getelementptr i8, i8* %sunkaddr4462, i64 40
  %484 = bitcast i8* %sunkaddr4463 to double*
  %.1079.us.5 = load double, double* %484, align 8
  %.7.i415.us.5 = fmul double %.473, %.1070.us.5
  %.8.i416.us.5 = fadd double %.7.i415.us.5, %.1079.us.5
  %sunkaddr4464 = mul i64 %loop.index.3627.us, 8
  %485 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4465 = getelementptr i8, i8* %485, i64 %sunkaddr4464
  %sunkaddr4466 = getelementptr i8, i8* %sunkaddr4465, i64 40
  %486 = bitcast i8* %sunkaddr4466 to double*
  store double %.8.i416.us.5, double* %486, align 8
  %sunkaddr4467 = mul i64 %loop.index.3627.us, 8
  %487 = bitcast double* %.6.i285648781 to i8*
  %sunkaddr4468 = getelementptr i8, i8* %487, i64 %sunkaddr4467
  %sunkaddr4469 = getelementptr i8, i8* %sunkaddr4468, i64 48
  %488 = bitcast i8* %sunkaddr4469 to double*
  %.1070.us.6 = load double, double* %488, align 8
  %sunkaddr4470 = mul i64 %loop.index.3627.us, 8
  %489 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4471 = getelementptr i8, i8* %489, i64 %sunkaddr4470
  %sunkaddr4472 = getelementptr i8, i8* %sunkaddr4471, i64 48
  %490 = bitcast i8* %sunkaddr4472 to double*
  %.1079.us.6 = load double, double* %490, align 8
  %.7.i415.us.6 = fmul double %.473, %.1070.us.6
  %.8.i416.us.6 = fadd double %.7.i415.us.6, %.1079.us.6
  %sunkaddr4473 = mul i64 %loop.index.3627.us, 8
  %491 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4474 = getelementptr i8, i8* %491, i64 %sunkaddr4473
  %sunkaddr4475 = getelementptr i8, i8* %sunkaddr4474, i64 48
  %492 = bitcast i8* %sunkaddr4475 to double*
  store double %.8.i416.us.6, double* %492, align 8
  %sunkaddr4476 = mul i64 %loop.index.3627.us, 8
  %493 = bitcast double* %.6.i285648781 to i8*
  %sunkaddr4477 = getelementptr i8, i8* %493, i64 %sunkaddr4476
  %sunkaddr4478 = getelementptr i8, i8* %sunkaddr4477, i64 56
  %494 = bitcast i8* %sunkaddr4478 to double*
  %.1070.us.7 = load double, double* %494, align 8
  %sunkaddr4479 = mul i64 %loop.index.3627.us, 8
  %495 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4480 = getelementptr i8, i8* %495, i64 %sunkaddr4479
  %sunkaddr4481 = getelementptr i8, i8* %sunkaddr4480, i64 56
  %496 = bitcast i8* %sunkaddr4481 to double*
  %.1079.us.7 = load double, double* %496, align 8
  %.7.i415.us.7 = fmul double %.473, %.1070.us.7
  %.8.i416.us.7 = fadd double %.7.i415.us.7, %.1079.us.7
  %sunkaddr4482 = mul i64 %loop.index.3627.us, 8
  %497 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4483 = getelementptr i8, i8* %497, i64 %sunkaddr4482
  %sunkaddr4484 = getelementptr i8, i8* %sunkaddr4483, i64 56
  %498 = bitcast i8* %sunkaddr4484 to double*
  store double %.8.i416.us.7, double* %498, align 8
  %.1108.us.7 = add nuw nsw i64 %loop.index.3627.us, 8
  %exitcond845.not.7 = icmp eq i64 %arg.y0.5.0, %.1108.us.7
  br i1 %exitcond845.not.7, label %for.end.3.endif.endif.endif, label %for.body.3.us, !llvm.loop !82

for.body.3:                                       ; preds = %for.body.3.preheader
  %.1070 = load double, double* %.6.i285648781, align 8
  %.1079 = load double, double* %y.2.sroa.60.0817, align 8
  %.7.i415 = fmul double %.473, %.1070
  %.8.i416 = fadd double %.7.i415, %.1079
  store double %.8.i416, double* %.6.i439649, align 8
  br label %for.end.3.endif.endif.endif

for.end.3.endif.endif.endif:                      ; preds = %for.body.3.us, %for.body.3.us.prol.loopexit, %for.body.3, %middle.block1089
  %.7.i.i388 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !83
  %.8.i.i389 = icmp eq i8* %.7.i.i388, null
  br i1 %.8.i.i389, label %for.end.3.endif.endif.endif.if, label %for.body.4.preheader, !prof !0

for.end.3.endif.endif.endif.thread:               ; preds = %for.end.2.endif.endif.endif.endif.endif.endif
  %.7.i.i388782 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !83
  %.8.i.i389783 = icmp eq i8* %.7.i.i388782, null
  br i1 %.8.i.i389783, label %for.end.3.endif.endif.endif.if, label %for.end.3.endif.endif.endif.endif.thread, !prof !0

for.end.3.endif.endif.endif.endif.thread:         ; preds = %for.end.3.endif.endif.endif.thread
  %.5.i386786 = getelementptr i8, i8* %.7.i.i388782, i64 24
  %499 = bitcast i8* %.5.i386786 to double**
  %.6.i387650787 = load double*, double** %499, align 8
  br label %for.end.4

for.end.3.endif.endif.endif.if:                   ; preds = %for.end.3.endif.endif.endif.thread, %for.end.3.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.4.preheader:                             ; preds = %for.end.3.endif.endif.endif
  %500 = icmp ugt i64 %arg.y0.5.0, 1
  %.5.i386 = getelementptr i8, i8* %.7.i.i388, i64 24
  %501 = bitcast i8* %.5.i386 to double**
  %.6.i387650 = load double*, double** %501, align 8
  br i1 %500, label %for.body.4.us.preheader, label %for.body.4.preheader1256

for.body.4.preheader1256:                         ; preds = %for.body.4.preheader
  %502 = icmp ult i64 %4, 7
  br i1 %502, label %for.end.4.loopexit1257.unr-lcssa, label %for.body.4.preheader1367

for.body.4.preheader1367:                         ; preds = %for.body.4.preheader1256
  br label %for.body.4

for.body.4.us.preheader:                          ; preds = %for.body.4.preheader
  %503 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %503, label %for.body.4.us.preheader1255, label %vector.memcheck1032

vector.memcheck1032:                              ; preds = %for.body.4.us.preheader
  %scevgep1034 = getelementptr double, double* %.6.i387650, i64 %arg.y0.5.0
  %scevgep1037 = getelementptr double, double* %.6.i439649, i64 %arg.y0.5.0
  %bound01039 = icmp ult double* %.6.i387650, %scevgep1037
  %bound11040 = icmp ult double* %.6.i439649, %scevgep1034
  %found.conflict1041 = and i1 %bound01039, %bound11040
  br i1 %found.conflict1041, label %for.body.4.us.preheader1255, label %vector.ph1046

vector.ph1046:                                    ; preds = %vector.memcheck1032
  %504 = icmp ult i64 %1, 56
  br i1 %504, label %middle.block1042.unr-lcssa, label %vector.body1044.preheader

vector.body1044.preheader:                        ; preds = %vector.ph1046
  br label %vector.body1044

vector.body1044:                                  ; preds = %vector.body1044.preheader, %vector.body1044
  %lsr.iv2836 = phi i64 [ %unroll_iter1282, %vector.body1044.preheader ], [ %lsr.iv.next2837, %vector.body1044 ]
  %index1051 = phi i64 [ %index.next1053.7, %vector.body1044 ], [ 0, %vector.body1044.preheader ]
  %sunkaddr4485 = mul i64 %index1051, 8
  %505 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4486 = getelementptr i8, i8* %505, i64 %sunkaddr4485
  %506 = bitcast i8* %sunkaddr4486 to <8 x double>*
  %wide.load1052 = load <8 x double>, <8 x double>* %506, align 8, !alias.scope !90
  %507 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1052)
  %508 = fmul <8 x double> %wide.load1052, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %509 = fsub <8 x double> %507, %508
  %sunkaddr4487 = mul i64 %index1051, 8
  %510 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4488 = getelementptr i8, i8* %510, i64 %sunkaddr4487
  %511 = bitcast i8* %sunkaddr4488 to <8 x double>*
  store <8 x double> %509, <8 x double>* %511, align 8, !alias.scope !93, !noalias !90
  %sunkaddr4489 = mul i64 %index1051, 8
  %512 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4490 = getelementptr i8, i8* %512, i64 %sunkaddr4489
  %sunkaddr4491 = getelementptr i8, i8* %sunkaddr4490, i64 64
  %513 = bitcast i8* %sunkaddr4491 to <8 x double>*
  %wide.load1052.1 = load <8 x double>, <8 x double>* %513, align 8, !alias.scope !90
  %514 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1052.1)
  %515 = fmul <8 x double> %wide.load1052.1, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %516 = fsub <8 x double> %514, %515
  %sunkaddr4492 = mul i64 %index1051, 8
  %517 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4493 = getelementptr i8, i8* %517, i64 %sunkaddr4492
  %sunkaddr4494 = getelementptr i8, i8* %sunkaddr4493, i64 64
  %518 = bitcast i8* %sunkaddr4494 to <8 x double>*
  store <8 x double> %516, <8 x double>* %518, align 8, !alias.scope !93, !noalias !90
  %sunkaddr4495 = mul i64 %index1051, 8
  %519 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4496 = getelementptr i8, i8* %519, i64 %sunkaddr4495
  %sunkaddr4497 = getelementptr i8, i8* %sunkaddr4496, i64 128
  %520 = bitcast i8* %sunkaddr4497 to <8 x double>*
  %wide.load1052.2 = load <8 x double>, <8 x double>* %520, align 8, !alias.scope !90
  %521 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1052.2)
  %522 = fmul <8 x double> %wide.load1052.2, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %523 = fsub <8 x double> %521, %522
  %sunkaddr4498 = mul i64 %index1051, 8
  %524 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4499 = getelementptr i8, i8* %524, i64 %sunkaddr4498
  %sunkaddr4500 = getelementptr i8, i8* %sunkaddr4499, i64 128
  %525 = bitcast i8* %sunkaddr4500 to <8 x double>*
  store <8 x double> %523, <8 x double>* %525, align 8, !alias.scope !93, !noalias !90
  %sunkaddr4501 = mul i64 %index1051, 8
  %526 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4502 = getelementptr i8, i8* %526, i64 %sunkaddr4501
  %sunkaddr4503 = getelementptr i8, i8* %sunkaddr4502, i64 192
  %527 = bitcast i8* %sunkaddr4503 to <8 x double>*
  %wide.load1052.3 = load <8 x double>, <8 x double>* %527, align 8, !alias.scope !90
  %528 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1052.3)
  %529 = fmul <8 x double> %wide.load1052.3, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %530 = fsub <8 x double> %528, %529
  %sunkaddr4504 = mul i64 %index1051, 8
  %531 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4505 = getelementptr i8, i8* %531, i64 %sunkaddr4504
  %sunkaddr4506 = getelementptr i8, i8* %sunkaddr4505, i64 192
  %532 = bitcast i8* %sunkaddr4506 to <8 x double>*
  store <8 x double> %530, <8 x double>* %532, align 8, !alias.scope !93, !noalias !90
  %sunkaddr4507 = mul i64 %index1051, 8
  %533 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4508 = getelementptr i8, i8* %533, i64 %sunkaddr4507
  %sunkaddr4509 = getelementptr i8, i8* %sunkaddr4508, i64 256
  %534 = bitcast i8* %sunkaddr4509 to <8 x double>*
  %wide.load1052.4 = load <8 x double>, <8 x double>* %534, align 8, !alias.scope !90
  %535 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1052.4)
  %536 = fmul <8 x double> %wide.load1052.4, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %537 = fsub <8 x double> %535, %536
  %sunkaddr4510 = mul i64 %index1051, 8
  %538 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4511 = getelementptr i8, i8* %538, i64 %sunkaddr4510
  %sunkaddr4512 = getelementptr i8, i8* %sunkaddr4511, i64 256
  %539 = bitcast i8* %sunkaddr4512 to <8 x double>*
  store <8 x double> %537, <8 x double>* %539, align 8, !alias.scope !93, !noalias !90
  %sunkaddr4513 = mul i64 %index1051, 8
  %540 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4514 = getelementptr i8, i8* %540, i64 %sunkaddr4513
  %sunkaddr4515 = getelementptr i8, i8* %sunkaddr4514, i64 320
  %541 = bitcast i8* %sunkaddr4515 to <8 x double>*
  %wide.load1052.5 = load <8 x double>, <8 x double>* %541, align 8, !alias.scope !90
  %542 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1052.5)
  %543 = fmul <8 x double> %wide.load1052.5, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %544 = fsub <8 x double> %542, %543
  %sunkaddr4516 = mul i64 %index1051, 8
  %545 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4517 = getelementptr i8, i8* %545, i64 %sunkaddr4516
  %sunkaddr4518 = getelementptr i8, i8* %sunkaddr4517, i64 320
  %546 = bitcast i8* %sunkaddr4518 to <8 x double>*
  store <8 x double> %544, <8 x double>* %546, align 8, !alias.scope !93, !noalias !90
  %sunkaddr4519 = mul i64 %index1051, 8
  %547 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4520 = getelementptr i8, i8* %547, i64 %sunkaddr4519
  %sunkaddr4521 = getelementptr i8, i8* %sunkaddr4520, i64 384
  %548 = bitcast i8* %sunkaddr4521 to <8 x double>*
  %wide.load1052.6 = load <8 x double>, <8 x double>* %548, align 8, !alias.scope !90
  %549 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1052.6)
  %550 = fmul <8 x double> %wide.load1052.6, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %551 = fsub <8 x double> %549, %550
  %sunkaddr4522 = mul i64 %index1051, 8
  %552 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4523 = getelementptr i8, i8* %552, i64 %sunkaddr4522
  %sunkaddr4524 = getelementptr i8, i8* %sunkaddr4523, i64 384
  %553 = bitcast i8* %sunkaddr4524 to <8 x double>*
  store <8 x double> %551, <8 x double>* %553, align 8, !alias.scope !93, !noalias !90
  %sunkaddr4525 = mul i64 %index1051, 8
  %554 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4526 = getelementptr i8, i8* %554, i64 %sunkaddr4525
  %sunkaddr4527 = getelementptr i8, i8* %sunkaddr4526, i64 448
  %555 = bitcast i8* %sunkaddr4527 to <8 x double>*
  %wide.load1052.7 = load <8 x double>, <8 x double>* %555, align 8, !alias.scope !90
  %556 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1052.7)
  %557 = fmul <8 x double> %wide.load1052.7, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %558 = fsub <8 x double> %556, %557
  %sunkaddr4528 = mul i64 %index1051, 8
  %559 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4529 = getelementptr i8, i8* %559, i64 %sunkaddr4528
  %sunkaddr4530 = getelementptr i8, i8* %sunkaddr4529, i64 448
  %560 = bitcast i8* %sunkaddr4530 to <8 x double>*
  store <8 x double> %558, <8 x double>* %560, align 8, !alias.scope !93, !noalias !90
  %index.next1053.7 = add i64 %index1051, 64
  %lsr.iv.next2837 = add i64 %lsr.iv2836, -8
  %niter1325.ncmp.7 = icmp eq i64 %lsr.iv.next2837, 0
  br i1 %niter1325.ncmp.7, label %middle.block1042.unr-lcssa, label %vector.body1044, !llvm.loop !95

middle.block1042.unr-lcssa:                       ; preds = %vector.body1044, %vector.ph1046
  %index1051.unr = phi i64 [ 0, %vector.ph1046 ], [ %index.next1053.7, %vector.body1044 ]
  %561 = and i64 %3, 7
  %562 = icmp eq i64 %561, 0
  br i1 %562, label %middle.block1042, label %vector.body1044.epil.preheader

vector.body1044.epil.preheader:                   ; preds = %middle.block1042.unr-lcssa
  %scevgep2838 = getelementptr double, double* %.6.i387650, i64 %index1051.unr
  %scevgep2844 = getelementptr double, double* %.6.i439649, i64 %index1051.unr
  br label %vector.body1044.epil

vector.body1044.epil:                             ; preds = %vector.body1044.epil.preheader, %vector.body1044.epil
  %lsr.iv2839 = phi i64 [ 0, %vector.body1044.epil.preheader ], [ %lsr.iv.next2840, %vector.body1044.epil ]
  %563 = bitcast double* %scevgep2844 to i8*
  %564 = bitcast double* %scevgep2838 to i8*
  %uglygep2846 = getelementptr i8, i8* %563, i64 %lsr.iv2839
  %uglygep28462847 = bitcast i8* %uglygep2846 to <8 x double>*
  %wide.load1052.epil = load <8 x double>, <8 x double>* %uglygep28462847, align 8, !alias.scope !90
  %565 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load1052.epil)
  %566 = fmul <8 x double> %wide.load1052.epil, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %567 = fsub <8 x double> %565, %566
  %uglygep2842 = getelementptr i8, i8* %564, i64 %lsr.iv2839
  %uglygep28422843 = bitcast i8* %uglygep2842 to <8 x double>*
  store <8 x double> %567, <8 x double>* %uglygep28422843, align 8, !alias.scope !93, !noalias !90
  %lsr.iv.next2840 = add nuw nsw i64 %lsr.iv2839, 64
  %epil.iter1322.cmp.not = icmp eq i64 %12, %lsr.iv.next2840
  br i1 %epil.iter1322.cmp.not, label %middle.block1042, label %vector.body1044.epil, !llvm.loop !96

middle.block1042:                                 ; preds = %vector.body1044.epil, %middle.block1042.unr-lcssa
  %568 = icmp eq i64 %n.vec1048, %arg.y0.5.0
  br i1 %568, label %for.end.4, label %for.body.4.us.preheader1255

for.body.4.us.preheader1255:                      ; preds = %vector.memcheck1032, %for.body.4.us.preheader, %middle.block1042
  %loop.index.4630.us.ph = phi i64 [ 0, %vector.memcheck1032 ], [ 0, %for.body.4.us.preheader ], [ %n.vec1048, %middle.block1042 ]
  %569 = and i64 %arg.y0.5.0, 7
  %570 = icmp eq i64 %569, 0
  %571 = xor i64 %loop.index.4630.us.ph, -1
  %572 = add i64 %571, %arg.y0.5.0
  br i1 %570, label %for.body.4.us.prol.loopexit, label %for.body.4.us.prol.preheader

for.body.4.us.prol.preheader:                     ; preds = %for.body.4.us.preheader1255
  br label %for.body.4.us.prol

for.body.4.us.prol:                               ; preds = %for.body.4.us.prol.preheader, %for.body.4.us.prol
  %lsr.iv2850 = phi i64 [ %xtraiter1284, %for.body.4.us.prol.preheader ], [ %lsr.iv.next2851, %for.body.4.us.prol ]
  %loop.index.4630.us.prol = phi i64 [ %.1277.us.prol, %for.body.4.us.prol ], [ %loop.index.4630.us.ph, %for.body.4.us.prol.preheader ]
  %scevgep2849 = getelementptr double, double* %.6.i439649, i64 %loop.index.4630.us.prol
  %.1248.us.prol = load double, double* %scevgep2849, align 8
  %.12.i359.us.prol = tail call double @llvm.sin.f64(double %.1248.us.prol) #6
  %.17.i360.us.prol = fmul double %.1248.us.prol, 5.000000e-01
  %.18.i361.us.prol = fsub double %.12.i359.us.prol, %.17.i360.us.prol
  %scevgep2848 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.us.prol
  store double %.18.i361.us.prol, double* %scevgep2848, align 8
  %.1277.us.prol = add nuw i64 %loop.index.4630.us.prol, 1
  %lsr.iv.next2851 = add nsw i64 %lsr.iv2850, -1
  %prol.iter1328.cmp.not = icmp eq i64 %lsr.iv.next2851, 0
  br i1 %prol.iter1328.cmp.not, label %for.body.4.us.prol.loopexit, label %for.body.4.us.prol, !llvm.loop !97

for.body.4.us.prol.loopexit:                      ; preds = %for.body.4.us.prol, %for.body.4.us.preheader1255
  %loop.index.4630.us.unr = phi i64 [ %loop.index.4630.us.ph, %for.body.4.us.preheader1255 ], [ %.1277.us.prol, %for.body.4.us.prol ]
  %573 = icmp ult i64 %572, 7
  br i1 %573, label %for.end.4, label %for.body.4.us.preheader1365

for.body.4.us.preheader1365:                      ; preds = %for.body.4.us.prol.loopexit
  br label %for.body.4.us

for.body.4.us:                                    ; preds = %for.body.4.us.preheader1365, %for.body.4.us
  %loop.index.4630.us = phi i64 [ %.1277.us.7, %for.body.4.us ], [ %loop.index.4630.us.unr, %for.body.4.us.preheader1365 ]
  %sunkaddr4531 = mul i64 %loop.index.4630.us, 8
  %574 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4532 = getelementptr i8, i8* %574, i64 %sunkaddr4531
  %575 = bitcast i8* %sunkaddr4532 to double*
  %.1248.us = load double, double* %575, align 8
  %.12.i359.us = tail call double @llvm.sin.f64(double %.1248.us) #6
  %.17.i360.us = fmul double %.1248.us, 5.000000e-01
  %.18.i361.us = fsub double %.12.i359.us, %.17.i360.us
  %scevgep2866 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.us
  store double %.18.i361.us, double* %scevgep2866, align 8
  %sunkaddr4533 = mul i64 %loop.index.4630.us, 8
  %576 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4534 = getelementptr i8, i8* %576, i64 %sunkaddr4533
  %sunkaddr4535 = getelementptr i8, i8* %sunkaddr4534, i64 8
  %577 = bitcast i8* %sunkaddr4535 to double*
  %.1248.us.1 = load double, double* %577, align 8
  %.12.i359.us.1 = tail call double @llvm.sin.f64(double %.1248.us.1) #6
  %.17.i360.us.1 = fmul double %.1248.us.1, 5.000000e-01
  %.18.i361.us.1 = fsub double %.12.i359.us.1, %.17.i360.us.1
  %scevgep2864 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.us
  %scevgep2865 = getelementptr double, double* %scevgep2864, i64 1
  store double %.18.i361.us.1, double* %scevgep2865, align 8
  %sunkaddr4536 = mul i64 %loop.index.4630.us, 8
  %578 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4537 = getelementptr i8, i8* %578, i64 %sunkaddr4536
  %sunkaddr4538 = getelementptr i8, i8* %sunkaddr4537, i64 16
  %579 = bitcast i8* %sunkaddr4538 to double*
  %.1248.us.2 = load double, double* %579, align 8
  %.12.i359.us.2 = tail call double @llvm.sin.f64(double %.1248.us.2) #6
  %.17.i360.us.2 = fmul double %.1248.us.2, 5.000000e-01
  %.18.i361.us.2 = fsub double %.12.i359.us.2, %.17.i360.us.2
  %scevgep2862 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.us
  %scevgep2863 = getelementptr double, double* %scevgep2862, i64 2
  store double %.18.i361.us.2, double* %scevgep2863, align 8
  %sunkaddr4539 = mul i64 %loop.index.4630.us, 8
  %580 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4540 = getelementptr i8, i8* %580, i64 %sunkaddr4539
  %sunkaddr4541 = getelementptr i8, i8* %sunkaddr4540, i64 24
  %581 = bitcast i8* %sunkaddr4541 to double*
  %.1248.us.3 = load double, double* %581, align 8
  %.12.i359.us.3 = tail call double @llvm.sin.f64(double %.1248.us.3) #6
  %.17.i360.us.3 = fmul double %.1248.us.3, 5.000000e-01
  %.18.i361.us.3 = fsub double %.12.i359.us.3, %.17.i360.us.3
  %scevgep2860 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.us
  %scevgep2861 = getelementptr double, double* %scevgep2860, i64 3
  store double %.18.i361.us.3, double* %scevgep2861, align 8
  %sunkaddr4542 = mul i64 %loop.index.4630.us, 8
  %582 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4543 = getelementptr i8, i8* %582, i64 %sunkaddr4542
  %sunkaddr4544 = getelementptr i8, i8* %sunkaddr4543, i64 32
  %583 = bitcast i8* %sunkaddr4544 to double*
  %.1248.us.4 = load double, double* %583, align 8
  %.12.i359.us.4 = tail call double @llvm.sin.f64(double %.1248.us.4) #6
  %.17.i360.us.4 = fmul double %.1248.us.4, 5.000000e-01
  %.18.i361.us.4 = fsub double %.12.i359.us.4, %.17.i360.us.4
  %scevgep2858 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.us
  %scevgep2859 = getelementptr double, double* %scevgep2858, i64 4
  store double %.18.i361.us.4, double* %scevgep2859, align 8
  %sunkaddr4545 = mul i64 %loop.index.4630.us, 8
  %584 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4546 = getelementptr i8, i8* %584, i64 %sunkaddr4545
  %sunkaddr4547 = getelementptr i8, i8* %sunkaddr4546, i64 40
  %585 = bitcast i8* %sunkaddr4547 to double*
  %.1248.us.5 = load double, double* %585, align 8
  %.12.i359.us.5 = tail call double @llvm.sin.f64(double %.1248.us.5) #6
  %.17.i360.us.5 = fmul double %.1248.us.5, 5.000000e-01
  %.18.i361.us.5 = fsub double %.12.i359.us.5, %.17.i360.us.5
  %scevgep2856 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.us
  %scevgep2857 = getelementptr double, double* %scevgep2856, i64 5
  store double %.18.i361.us.5, double* %scevgep2857, align 8
  %sunkaddr4548 = mul i64 %loop.index.4630.us, 8
  %586 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4549 = getelementptr i8, i8* %586, i64 %sunkaddr4548
  %sunkaddr4550 = getelementptr i8, i8* %sunkaddr4549, i64 48
  %587 = bitcast i8* %sunkaddr4550 to double*
  %.1248.us.6 = load double, double* %587, align 8
  %.12.i359.us.6 = tail call double @llvm.sin.f64(double %.1248.us.6) #6
  %.17.i360.us.6 = fmul double %.1248.us.6, 5.000000e-01
  %.18.i361.us.6 = fsub double %.12.i359.us.6, %.17.i360.us.6
  %scevgep2854 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.us
  %scevgep2855 = getelementptr double, double* %scevgep2854, i64 6
  store double %.18.i361.us.6, double* %scevgep2855, align 8
  %sunkaddr4551 = mul i64 %loop.index.4630.us, 8
  %588 = bitcast double* %.6.i439649 to i8*
  %sunkaddr4552 = getelementptr i8, i8* %588, i64 %sunkaddr4551
  %sunkaddr4553 = getelementptr i8, i8* %sunkaddr4552, i64 56
  %589 = bitcast i8* %sunkaddr4553 to double*
  %.1248.us.7 = load double, double* %589, align 8
  %.12.i359.us.7 = tail call double @llvm.sin.f64(double %.1248.us.7) #6
  %.17.i360.us.7 = fmul double %.1248.us.7, 5.000000e-01
  %.18.i361.us.7 = fsub double %.12.i359.us.7, %.17.i360.us.7
  %scevgep2852 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.us
  %scevgep2853 = getelementptr double, double* %scevgep2852, i64 7
  store double %.18.i361.us.7, double* %scevgep2853, align 8
  %.1277.us.7 = add nuw nsw i64 %loop.index.4630.us, 8
  %exitcond847.not.7 = icmp eq i64 %arg.y0.5.0, %.1277.us.7
  br i1 %exitcond847.not.7, label %for.end.4, label %for.body.4.us, !llvm.loop !98

for.body.4:                                       ; preds = %for.body.4.preheader1367, %for.body.4
  %loop.index.4630 = phi i64 [ %.1277.7, %for.body.4 ], [ 0, %for.body.4.preheader1367 ]
  %.1248 = load double, double* %.6.i439649, align 8
  %.12.i359 = tail call double @llvm.sin.f64(double %.1248) #6
  %.17.i360 = fmul double %.1248, 5.000000e-01
  %.18.i361 = fsub double %.12.i359, %.17.i360
  %sunkaddr4554 = mul i64 %loop.index.4630, 8
  %590 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4555 = getelementptr i8, i8* %590, i64 %sunkaddr4554
  %591 = bitcast i8* %sunkaddr4555 to double*
  store double %.18.i361, double* %591, align 8
  %.1248.1 = load double, double* %.6.i439649, align 8
  %.12.i359.1 = tail call double @llvm.sin.f64(double %.1248.1) #6
  %.17.i360.1 = fmul double %.1248.1, 5.000000e-01
  %.18.i361.1 = fsub double %.12.i359.1, %.17.i360.1
  %sunkaddr4556 = mul i64 %loop.index.4630, 8
  %592 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4557 = getelementptr i8, i8* %592, i64 %sunkaddr4556
  %sunkaddr4558 = getelementptr i8, i8* %sunkaddr4557, i64 8
  %593 = bitcast i8* %sunkaddr4558 to double*
  store double %.18.i361.1, double* %593, align 8
  %.1248.2 = load double, double* %.6.i439649, align 8
  %.12.i359.2 = tail call double @llvm.sin.f64(double %.1248.2) #6
  %.17.i360.2 = fmul double %.1248.2, 5.000000e-01
  %.18.i361.2 = fsub double %.12.i359.2, %.17.i360.2
  %sunkaddr4559 = mul i64 %loop.index.4630, 8
  %594 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4560 = getelementptr i8, i8* %594, i64 %sunkaddr4559
  %sunkaddr4561 = getelementptr i8, i8* %sunkaddr4560, i64 16
  %595 = bitcast i8* %sunkaddr4561 to double*
  store double %.18.i361.2, double* %595, align 8
  %.1248.3 = load double, double* %.6.i439649, align 8
  %.12.i359.3 = tail call double @llvm.sin.f64(double %.1248.3) #6
  %.17.i360.3 = fmul double %.1248.3, 5.000000e-01
  %.18.i361.3 = fsub double %.12.i359.3, %.17.i360.3
  %sunkaddr4562 = mul i64 %loop.index.4630, 8
  %596 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4563 = getelementptr i8, i8* %596, i64 %sunkaddr4562
  %sunkaddr4564 = getelementptr i8, i8* %sunkaddr4563, i64 24
  %597 = bitcast i8* %sunkaddr4564 to double*
  store double %.18.i361.3, double* %597, align 8
  %.1248.4 = load double, double* %.6.i439649, align 8
  %.12.i359.4 = tail call double @llvm.sin.f64(double %.1248.4) #6
  %.17.i360.4 = fmul double %.1248.4, 5.000000e-01
  %.18.i361.4 = fsub double %.12.i359.4, %.17.i360.4
  %sunkaddr4565 = mul i64 %loop.index.4630, 8
  %598 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4566 = getelementptr i8, i8* %598, i64 %sunkaddr4565
  %sunkaddr4567 = getelementptr i8, i8* %sunkaddr4566, i64 32
  %599 = bitcast i8* %sunkaddr4567 to double*
  store double %.18.i361.4, double* %599, align 8
  %.1248.5 = load double, double* %.6.i439649, align 8
  %.12.i359.5 = tail call double @llvm.sin.f64(double %.1248.5) #6
  %.17.i360.5 = fmul double %.1248.5, 5.000000e-01
  %.18.i361.5 = fsub double %.12.i359.5, %.17.i360.5
  %sunkaddr4568 = mul i64 %loop.index.4630, 8
  %600 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4569 = getelementptr i8, i8* %600, i64 %sunkaddr4568
  %sunkaddr4570 = getelementptr i8, i8* %sunkaddr4569, i64 40
  %601 = bitcast i8* %sunkaddr4570 to double*
  store double %.18.i361.5, double* %601, align 8
  %.1248.6 = load double, double* %.6.i439649, align 8
  %.12.i359.6 = tail call double @llvm.sin.f64(double %.1248.6) #6
  %.17.i360.6 = fmul double %.1248.6, 5.000000e-01
  %.18.i361.6 = fsub double %.12.i359.6, %.17.i360.6
  %sunkaddr4571 = mul i64 %loop.index.4630, 8
  %602 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4572 = getelementptr i8, i8* %602, i64 %sunkaddr4571
  %sunkaddr4573 = getelementptr i8, i8* %sunkaddr4572, i64 48
  %603 = bitcast i8* %sunkaddr4573 to double*
  store double %.18.i361.6, double* %603, align 8
  %.1248.7 = load double, double* %.6.i439649, align 8
  %.12.i359.7 = tail call double @llvm.sin.f64(double %.1248.7) #6
  %.17.i360.7 = fmul double %.1248.7, 5.000000e-01
  %.18.i361.7 = fsub double %.12.i359.7, %.17.i360.7
  %sunkaddr4574 = mul i64 %loop.index.4630, 8
  %604 = bitcast double* %.6.i387650 to i8*
  %sunkaddr4575 = getelementptr i8, i8* %604, i64 %sunkaddr4574
  %sunkaddr4576 = getelementptr i8, i8* %sunkaddr4575, i64 56
  %605 = bitcast i8* %sunkaddr4576 to double*
  store double %.18.i361.7, double* %605, align 8
  %.1277.7 = add nuw i64 %loop.index.4630, 8
  %niter1320.ncmp.7 = icmp eq i64 %n.vec1214, %.1277.7
  br i1 %niter1320.ncmp.7, label %for.end.4.loopexit1257.unr-lcssa, label %for.body.4, !llvm.loop !99

for.end.4.loopexit1257.unr-lcssa:                 ; preds = %for.body.4, %for.body.4.preheader1256
  %loop.index.4630.unr = phi i64 [ 0, %for.body.4.preheader1256 ], [ %.1277.7, %for.body.4 ]
  %606 = and i64 %arg.y0.5.0, 7
  %607 = icmp eq i64 %606, 0
  br i1 %607, label %for.end.4, label %for.body.4.epil.preheader

for.body.4.epil.preheader:                        ; preds = %for.end.4.loopexit1257.unr-lcssa
  %scevgep2786 = getelementptr double, double* %.6.i387650, i64 %loop.index.4630.unr
  br label %for.body.4.epil

for.body.4.epil:                                  ; preds = %for.body.4.epil.preheader, %for.body.4.epil
  %epil.iter1317 = phi i64 [ %epil.iter1317.next, %for.body.4.epil ], [ 0, %for.body.4.epil.preheader ]
  %.1248.epil = load double, double* %.6.i439649, align 8
  %.12.i359.epil = tail call double @llvm.sin.f64(double %.1248.epil) #6
  %.17.i360.epil = fmul double %.1248.epil, 5.000000e-01
  %.18.i361.epil = fsub double %.12.i359.epil, %.17.i360.epil
  %scevgep2787 = getelementptr double, double* %scevgep2786, i64 %epil.iter1317
  store double %.18.i361.epil, double* %scevgep2787, align 8
  %epil.iter1317.next = add i64 %epil.iter1317, 1
  %epil.iter1317.cmp.not = icmp eq i64 %xtraiter1284, %epil.iter1317.next
  br i1 %epil.iter1317.cmp.not, label %for.end.4, label %for.body.4.epil, !llvm.loop !100

for.end.4:                                        ; preds = %for.body.4.epil, %for.body.4.us, %for.end.4.loopexit1257.unr-lcssa, %for.body.4.us.prol.loopexit, %middle.block1042, %for.end.3.endif.endif.endif.endif.thread
  %.6.i387650789 = phi double* [ %.6.i387650787, %for.end.3.endif.endif.endif.endif.thread ], [ %.6.i387650, %middle.block1042 ], [ %.6.i387650, %for.body.4.us.prol.loopexit ], [ %.6.i387650, %for.end.4.loopexit1257.unr-lcssa ], [ %.6.i387650, %for.body.4.us ], [ %.6.i387650, %for.body.4.epil ]
  %.7.i.i388784788 = phi i8* [ %.7.i.i388782, %for.end.3.endif.endif.endif.endif.thread ], [ %.7.i.i388, %middle.block1042 ], [ %.7.i.i388, %for.body.4.us.prol.loopexit ], [ %.7.i.i388, %for.end.4.loopexit1257.unr-lcssa ], [ %.7.i.i388, %for.body.4.us ], [ %.7.i.i388, %for.body.4.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i440)
  %.7.i.i311 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !101
  %.8.i.i312 = icmp eq i8* %.7.i.i311, null
  br i1 %.8.i.i312, label %for.end.4.endif.endif.endif.endif.endif.if, label %for.end.4.endif.endif.endif.endif.endif.endif, !prof !0

for.end.4.endif.endif.endif.endif.endif.if:       ; preds = %for.end.4
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.4.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.4
  %608 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i309 = getelementptr i8, i8* %.7.i.i311, i64 24
  %609 = bitcast i8* %.5.i309 to double**
  %.6.i310651 = load double*, double** %609, align 8
  br i1 %608, label %for.body.5.preheader, label %for.end.5.endif.endif.endif.thread

for.body.5.preheader:                             ; preds = %for.end.4.endif.endif.endif.endif.endif.endif
  %610 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %610, label %for.body.5.us.preheader, label %for.body.5

for.body.5.us.preheader:                          ; preds = %for.body.5.preheader
  %611 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %611, label %for.body.5.us.preheader1252, label %vector.memcheck991

vector.memcheck991:                               ; preds = %for.body.5.us.preheader
  %scevgep992 = getelementptr double, double* %.6.i310651, i64 %arg.y0.5.0
  %scevgep994 = getelementptr double, double* %.6.i387650789, i64 %arg.y0.5.0
  %scevgep996 = getelementptr double, double* %y.2.sroa.60.0817, i64 %arg.y0.5.0
  %bound0998 = icmp ult double* %.6.i310651, %scevgep994
  %bound1999 = icmp ult double* %.6.i387650789, %scevgep992
  %found.conflict1000 = and i1 %bound0998, %bound1999
  %bound01001 = icmp ult double* %.6.i310651, %scevgep996
  %bound11002 = icmp ult double* %y.2.sroa.60.0817, %scevgep992
  %found.conflict1003 = and i1 %bound01001, %bound11002
  %conflict.rdx1004 = or i1 %found.conflict1000, %found.conflict1003
  br i1 %conflict.rdx1004, label %for.body.5.us.preheader1252, label %vector.ph1009

vector.ph1009:                                    ; preds = %vector.memcheck991
  %612 = icmp ult i64 %5, 224
  br i1 %612, label %middle.block1005.unr-lcssa, label %vector.body1007.preheader

vector.body1007.preheader:                        ; preds = %vector.ph1009
  %scevgep2883 = getelementptr double, double* %.6.i387650789, i64 248
  %scevgep2979 = getelementptr double, double* %y.2.sroa.60.0817, i64 248
  %scevgep3075 = getelementptr double, double* %.6.i310651, i64 248
  br label %vector.body1007

vector.body1007:                                  ; preds = %vector.body1007.preheader, %vector.body1007
  %lsr.iv3171 = phi i64 [ %unroll_iter1290, %vector.body1007.preheader ], [ %lsr.iv.next3172, %vector.body1007 ]
  %index1014 = phi i64 [ %index.next1031.7, %vector.body1007 ], [ 0, %vector.body1007.preheader ]
  %scevgep2967 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29672968 = bitcast double* %scevgep2967 to <8 x double>*
  %scevgep2969 = getelementptr <8 x double>, <8 x double>* %scevgep29672968, i64 -31
  %wide.load1015 = load <8 x double>, <8 x double>* %scevgep2969, align 8, !alias.scope !108
  %scevgep2976 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29762977 = bitcast double* %scevgep2976 to <8 x double>*
  %scevgep2978 = getelementptr <8 x double>, <8 x double>* %scevgep29762977, i64 -30
  %wide.load1016 = load <8 x double>, <8 x double>* %scevgep2978, align 8, !alias.scope !108
  %scevgep2973 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29732974 = bitcast double* %scevgep2973 to <8 x double>*
  %scevgep2975 = getelementptr <8 x double>, <8 x double>* %scevgep29732974, i64 -29
  %wide.load1017 = load <8 x double>, <8 x double>* %scevgep2975, align 8, !alias.scope !108
  %scevgep2970 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29702971 = bitcast double* %scevgep2970 to <8 x double>*
  %scevgep2972 = getelementptr <8 x double>, <8 x double>* %scevgep29702971, i64 -28
  %wide.load1018 = load <8 x double>, <8 x double>* %scevgep2972, align 8, !alias.scope !108
  %scevgep3063 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30633064 = bitcast double* %scevgep3063 to <8 x double>*
  %scevgep3065 = getelementptr <8 x double>, <8 x double>* %scevgep30633064, i64 -31
  %wide.load1019 = load <8 x double>, <8 x double>* %scevgep3065, align 8, !alias.scope !111
  %scevgep3072 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30723073 = bitcast double* %scevgep3072 to <8 x double>*
  %scevgep3074 = getelementptr <8 x double>, <8 x double>* %scevgep30723073, i64 -30
  %wide.load1020 = load <8 x double>, <8 x double>* %scevgep3074, align 8, !alias.scope !111
  %scevgep3069 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30693070 = bitcast double* %scevgep3069 to <8 x double>*
  %scevgep3071 = getelementptr <8 x double>, <8 x double>* %scevgep30693070, i64 -29
  %wide.load1021 = load <8 x double>, <8 x double>* %scevgep3071, align 8, !alias.scope !111
  %scevgep3066 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30663067 = bitcast double* %scevgep3066 to <8 x double>*
  %scevgep3068 = getelementptr <8 x double>, <8 x double>* %scevgep30663067, i64 -28
  %wide.load1022 = load <8 x double>, <8 x double>* %scevgep3068, align 8, !alias.scope !111
  %613 = fmul <8 x double> %wide.load1015, %broadcast.splat1024
  %614 = fmul <8 x double> %wide.load1016, %broadcast.splat1026
  %615 = fmul <8 x double> %wide.load1017, %broadcast.splat1028
  %616 = fmul <8 x double> %wide.load1018, %broadcast.splat1030
  %617 = fadd <8 x double> %613, %wide.load1019
  %618 = fadd <8 x double> %614, %wide.load1020
  %619 = fadd <8 x double> %615, %wide.load1021
  %620 = fadd <8 x double> %616, %wide.load1022
  %scevgep3159 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31593160 = bitcast double* %scevgep3159 to <8 x double>*
  %scevgep3161 = getelementptr <8 x double>, <8 x double>* %scevgep31593160, i64 -31
  store <8 x double> %617, <8 x double>* %scevgep3161, align 8, !alias.scope !113, !noalias !115
  %scevgep3168 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31683169 = bitcast double* %scevgep3168 to <8 x double>*
  %scevgep3170 = getelementptr <8 x double>, <8 x double>* %scevgep31683169, i64 -30
  store <8 x double> %618, <8 x double>* %scevgep3170, align 8, !alias.scope !113, !noalias !115
  %scevgep3165 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31653166 = bitcast double* %scevgep3165 to <8 x double>*
  %scevgep3167 = getelementptr <8 x double>, <8 x double>* %scevgep31653166, i64 -29
  store <8 x double> %619, <8 x double>* %scevgep3167, align 8, !alias.scope !113, !noalias !115
  %scevgep3162 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31623163 = bitcast double* %scevgep3162 to <8 x double>*
  %scevgep3164 = getelementptr <8 x double>, <8 x double>* %scevgep31623163, i64 -28
  store <8 x double> %620, <8 x double>* %scevgep3164, align 8, !alias.scope !113, !noalias !115
  %scevgep2953 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29532954 = bitcast double* %scevgep2953 to <8 x double>*
  %scevgep2955 = getelementptr <8 x double>, <8 x double>* %scevgep29532954, i64 -27
  %wide.load1015.1 = load <8 x double>, <8 x double>* %scevgep2955, align 8, !alias.scope !108
  %scevgep2950 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29502951 = bitcast double* %scevgep2950 to <8 x double>*
  %scevgep2952 = getelementptr <8 x double>, <8 x double>* %scevgep29502951, i64 -26
  %wide.load1016.1 = load <8 x double>, <8 x double>* %scevgep2952, align 8, !alias.scope !108
  %scevgep2947 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29472948 = bitcast double* %scevgep2947 to <8 x double>*
  %scevgep2949 = getelementptr <8 x double>, <8 x double>* %scevgep29472948, i64 -25
  %wide.load1017.1 = load <8 x double>, <8 x double>* %scevgep2949, align 8, !alias.scope !108
  %scevgep2944 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29442945 = bitcast double* %scevgep2944 to <8 x double>*
  %scevgep2946 = getelementptr <8 x double>, <8 x double>* %scevgep29442945, i64 -24
  %wide.load1018.1 = load <8 x double>, <8 x double>* %scevgep2946, align 8, !alias.scope !108
  %scevgep3049 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30493050 = bitcast double* %scevgep3049 to <8 x double>*
  %scevgep3051 = getelementptr <8 x double>, <8 x double>* %scevgep30493050, i64 -27
  %wide.load1019.1 = load <8 x double>, <8 x double>* %scevgep3051, align 8, !alias.scope !111
  %scevgep3046 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30463047 = bitcast double* %scevgep3046 to <8 x double>*
  %scevgep3048 = getelementptr <8 x double>, <8 x double>* %scevgep30463047, i64 -26
  %wide.load1020.1 = load <8 x double>, <8 x double>* %scevgep3048, align 8, !alias.scope !111
  %scevgep3043 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30433044 = bitcast double* %scevgep3043 to <8 x double>*
  %scevgep3045 = getelementptr <8 x double>, <8 x double>* %scevgep30433044, i64 -25
  %wide.load1021.1 = load <8 x double>, <8 x double>* %scevgep3045, align 8, !alias.scope !111
  %scevgep3040 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30403041 = bitcast double* %scevgep3040 to <8 x double>*
  %scevgep3042 = getelementptr <8 x double>, <8 x double>* %scevgep30403041, i64 -24
  %wide.load1022.1 = load <8 x double>, <8 x double>* %scevgep3042, align 8, !alias.scope !111
  %621 = fmul <8 x double> %wide.load1015.1, %broadcast.splat1024
  %622 = fmul <8 x double> %wide.load1016.1, %broadcast.splat1026
  %623 = fmul <8 x double> %wide.load1017.1, %broadcast.splat1028
  %624 = fmul <8 x double> %wide.load1018.1, %broadcast.splat1030
  %625 = fadd <8 x double> %621, %wide.load1019.1
  %626 = fadd <8 x double> %622, %wide.load1020.1
  %627 = fadd <8 x double> %623, %wide.load1021.1
  %628 = fadd <8 x double> %624, %wide.load1022.1
  %scevgep3145 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31453146 = bitcast double* %scevgep3145 to <8 x double>*
  %scevgep3147 = getelementptr <8 x double>, <8 x double>* %scevgep31453146, i64 -27
  store <8 x double> %625, <8 x double>* %scevgep3147, align 8, !alias.scope !113, !noalias !115
  %scevgep3142 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31423143 = bitcast double* %scevgep3142 to <8 x double>*
  %scevgep3144 = getelementptr <8 x double>, <8 x double>* %scevgep31423143, i64 -26
  store <8 x double> %626, <8 x double>* %scevgep3144, align 8, !alias.scope !113, !noalias !115
  %scevgep3139 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31393140 = bitcast double* %scevgep3139 to <8 x double>*
  %scevgep3141 = getelementptr <8 x double>, <8 x double>* %scevgep31393140, i64 -25
  store <8 x double> %627, <8 x double>* %scevgep3141, align 8, !alias.scope !113, !noalias !115
  %scevgep3136 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31363137 = bitcast double* %scevgep3136 to <8 x double>*
  %scevgep3138 = getelementptr <8 x double>, <8 x double>* %scevgep31363137, i64 -24
  store <8 x double> %628, <8 x double>* %scevgep3138, align 8, !alias.scope !113, !noalias !115
  %scevgep2941 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29412942 = bitcast double* %scevgep2941 to <8 x double>*
  %scevgep2943 = getelementptr <8 x double>, <8 x double>* %scevgep29412942, i64 -23
  %wide.load1015.2 = load <8 x double>, <8 x double>* %scevgep2943, align 8, !alias.scope !108
  %scevgep2938 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29382939 = bitcast double* %scevgep2938 to <8 x double>*
  %scevgep2940 = getelementptr <8 x double>, <8 x double>* %scevgep29382939, i64 -22
  %wide.load1016.2 = load <8 x double>, <8 x double>* %scevgep2940, align 8, !alias.scope !108
  %scevgep2935 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29352936 = bitcast double* %scevgep2935 to <8 x double>*
  %scevgep2937 = getelementptr <8 x double>, <8 x double>* %scevgep29352936, i64 -21
  %wide.load1017.2 = load <8 x double>, <8 x double>* %scevgep2937, align 8, !alias.scope !108
  %scevgep2932 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29322933 = bitcast double* %scevgep2932 to <8 x double>*
  %scevgep2934 = getelementptr <8 x double>, <8 x double>* %scevgep29322933, i64 -20
  %wide.load1018.2 = load <8 x double>, <8 x double>* %scevgep2934, align 8, !alias.scope !108
  %scevgep3037 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30373038 = bitcast double* %scevgep3037 to <8 x double>*
  %scevgep3039 = getelementptr <8 x double>, <8 x double>* %scevgep30373038, i64 -23
  %wide.load1019.2 = load <8 x double>, <8 x double>* %scevgep3039, align 8, !alias.scope !111
  %scevgep3034 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30343035 = bitcast double* %scevgep3034 to <8 x double>*
  %scevgep3036 = getelementptr <8 x double>, <8 x double>* %scevgep30343035, i64 -22
  %wide.load1020.2 = load <8 x double>, <8 x double>* %scevgep3036, align 8, !alias.scope !111
  %scevgep3031 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30313032 = bitcast double* %scevgep3031 to <8 x double>*
  %scevgep3033 = getelementptr <8 x double>, <8 x double>* %scevgep30313032, i64 -21
  %wide.load1021.2 = load <8 x double>, <8 x double>* %scevgep3033, align 8, !alias.scope !111
  %scevgep3028 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30283029 = bitcast double* %scevgep3028 to <8 x double>*
  %scevgep3030 = getelementptr <8 x double>, <8 x double>* %scevgep30283029, i64 -20
  %wide.load1022.2 = load <8 x double>, <8 x double>* %scevgep3030, align 8, !alias.scope !111
  %629 = fmul <8 x double> %wide.load1015.2, %broadcast.splat1024
  %630 = fmul <8 x double> %wide.load1016.2, %broadcast.splat1026
  %631 = fmul <8 x double> %wide.load1017.2, %broadcast.splat1028
  %632 = fmul <8 x double> %wide.load1018.2, %broadcast.splat1030
  %633 = fadd <8 x double> %629, %wide.load1019.2
  %634 = fadd <8 x double> %630, %wide.load1020.2
  %635 = fadd <8 x double> %631, %wide.load1021.2
  %636 = fadd <8 x double> %632, %wide.load1022.2
  %scevgep3133 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31333134 = bitcast double* %scevgep3133 to <8 x double>*
  %scevgep3135 = getelementptr <8 x double>, <8 x double>* %scevgep31333134, i64 -23
  store <8 x double> %633, <8 x double>* %scevgep3135, align 8, !alias.scope !113, !noalias !115
  %scevgep3130 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31303131 = bitcast double* %scevgep3130 to <8 x double>*
  %scevgep3132 = getelementptr <8 x double>, <8 x double>* %scevgep31303131, i64 -22
  store <8 x double> %634, <8 x double>* %scevgep3132, align 8, !alias.scope !113, !noalias !115
  %scevgep3127 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31273128 = bitcast double* %scevgep3127 to <8 x double>*
  %scevgep3129 = getelementptr <8 x double>, <8 x double>* %scevgep31273128, i64 -21
  store <8 x double> %635, <8 x double>* %scevgep3129, align 8, !alias.scope !113, !noalias !115
  %scevgep3124 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31243125 = bitcast double* %scevgep3124 to <8 x double>*
  %scevgep3126 = getelementptr <8 x double>, <8 x double>* %scevgep31243125, i64 -20
  store <8 x double> %636, <8 x double>* %scevgep3126, align 8, !alias.scope !113, !noalias !115
  %scevgep2929 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29292930 = bitcast double* %scevgep2929 to <8 x double>*
  %scevgep2931 = getelementptr <8 x double>, <8 x double>* %scevgep29292930, i64 -19
  %wide.load1015.3 = load <8 x double>, <8 x double>* %scevgep2931, align 8, !alias.scope !108
  %scevgep2926 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29262927 = bitcast double* %scevgep2926 to <8 x double>*
  %scevgep2928 = getelementptr <8 x double>, <8 x double>* %scevgep29262927, i64 -18
  %wide.load1016.3 = load <8 x double>, <8 x double>* %scevgep2928, align 8, !alias.scope !108
  %scevgep2923 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29232924 = bitcast double* %scevgep2923 to <8 x double>*
  %scevgep2925 = getelementptr <8 x double>, <8 x double>* %scevgep29232924, i64 -17
  %wide.load1017.3 = load <8 x double>, <8 x double>* %scevgep2925, align 8, !alias.scope !108
  %scevgep2920 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29202921 = bitcast double* %scevgep2920 to <8 x double>*
  %scevgep2922 = getelementptr <8 x double>, <8 x double>* %scevgep29202921, i64 -16
  %wide.load1018.3 = load <8 x double>, <8 x double>* %scevgep2922, align 8, !alias.scope !108
  %scevgep3025 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30253026 = bitcast double* %scevgep3025 to <8 x double>*
  %scevgep3027 = getelementptr <8 x double>, <8 x double>* %scevgep30253026, i64 -19
  %wide.load1019.3 = load <8 x double>, <8 x double>* %scevgep3027, align 8, !alias.scope !111
  %scevgep3022 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30223023 = bitcast double* %scevgep3022 to <8 x double>*
  %scevgep3024 = getelementptr <8 x double>, <8 x double>* %scevgep30223023, i64 -18
  %wide.load1020.3 = load <8 x double>, <8 x double>* %scevgep3024, align 8, !alias.scope !111
  %scevgep3019 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30193020 = bitcast double* %scevgep3019 to <8 x double>*
  %scevgep3021 = getelementptr <8 x double>, <8 x double>* %scevgep30193020, i64 -17
  %wide.load1021.3 = load <8 x double>, <8 x double>* %scevgep3021, align 8, !alias.scope !111
  %scevgep3016 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30163017 = bitcast double* %scevgep3016 to <8 x double>*
  %scevgep3018 = getelementptr <8 x double>, <8 x double>* %scevgep30163017, i64 -16
  %wide.load1022.3 = load <8 x double>, <8 x double>* %scevgep3018, align 8, !alias.scope !111
  %637 = fmul <8 x double> %wide.load1015.3, %broadcast.splat1024
  %638 = fmul <8 x double> %wide.load1016.3, %broadcast.splat1026
  %639 = fmul <8 x double> %wide.load1017.3, %broadcast.splat1028
  %640 = fmul <8 x double> %wide.load1018.3, %broadcast.splat1030
  %641 = fadd <8 x double> %637, %wide.load1019.3
  %642 = fadd <8 x double> %638, %wide.load1020.3
  %643 = fadd <8 x double> %639, %wide.load1021.3
  %644 = fadd <8 x double> %640, %wide.load1022.3
  %scevgep3121 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31213122 = bitcast double* %scevgep3121 to <8 x double>*
  %scevgep3123 = getelementptr <8 x double>, <8 x double>* %scevgep31213122, i64 -19
  store <8 x double> %641, <8 x double>* %scevgep3123, align 8, !alias.scope !113, !noalias !115
  %scevgep3118 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31183119 = bitcast double* %scevgep3118 to <8 x double>*
  %scevgep3120 = getelementptr <8 x double>, <8 x double>* %scevgep31183119, i64 -18
  store <8 x double> %642, <8 x double>* %scevgep3120, align 8, !alias.scope !113, !noalias !115
  %scevgep3115 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31153116 = bitcast double* %scevgep3115 to <8 x double>*
  %scevgep3117 = getelementptr <8 x double>, <8 x double>* %scevgep31153116, i64 -17
  store <8 x double> %643, <8 x double>* %scevgep3117, align 8, !alias.scope !113, !noalias !115
  %scevgep3112 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31123113 = bitcast double* %scevgep3112 to <8 x double>*
  %scevgep3114 = getelementptr <8 x double>, <8 x double>* %scevgep31123113, i64 -16
  store <8 x double> %644, <8 x double>* %scevgep3114, align 8, !alias.scope !113, !noalias !115
  %scevgep2917 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29172918 = bitcast double* %scevgep2917 to <8 x double>*
  %scevgep2919 = getelementptr <8 x double>, <8 x double>* %scevgep29172918, i64 -15
  %wide.load1015.4 = load <8 x double>, <8 x double>* %scevgep2919, align 8, !alias.scope !108
  %scevgep2914 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29142915 = bitcast double* %scevgep2914 to <8 x double>*
  %scevgep2916 = getelementptr <8 x double>, <8 x double>* %scevgep29142915, i64 -14
  %wide.load1016.4 = load <8 x double>, <8 x double>* %scevgep2916, align 8, !alias.scope !108
  %scevgep2911 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29112912 = bitcast double* %scevgep2911 to <8 x double>*
  %scevgep2913 = getelementptr <8 x double>, <8 x double>* %scevgep29112912, i64 -13
  %wide.load1017.4 = load <8 x double>, <8 x double>* %scevgep2913, align 8, !alias.scope !108
  %scevgep2908 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29082909 = bitcast double* %scevgep2908 to <8 x double>*
  %scevgep2910 = getelementptr <8 x double>, <8 x double>* %scevgep29082909, i64 -12
  %wide.load1018.4 = load <8 x double>, <8 x double>* %scevgep2910, align 8, !alias.scope !108
  %scevgep3013 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30133014 = bitcast double* %scevgep3013 to <8 x double>*
  %scevgep3015 = getelementptr <8 x double>, <8 x double>* %scevgep30133014, i64 -15
  %wide.load1019.4 = load <8 x double>, <8 x double>* %scevgep3015, align 8, !alias.scope !111
  %scevgep3010 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30103011 = bitcast double* %scevgep3010 to <8 x double>*
  %scevgep3012 = getelementptr <8 x double>, <8 x double>* %scevgep30103011, i64 -14
  %wide.load1020.4 = load <8 x double>, <8 x double>* %scevgep3012, align 8, !alias.scope !111
  %scevgep3007 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30073008 = bitcast double* %scevgep3007 to <8 x double>*
  %scevgep3009 = getelementptr <8 x double>, <8 x double>* %scevgep30073008, i64 -13
  %wide.load1021.4 = load <8 x double>, <8 x double>* %scevgep3009, align 8, !alias.scope !111
  %scevgep3004 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30043005 = bitcast double* %scevgep3004 to <8 x double>*
  %scevgep3006 = getelementptr <8 x double>, <8 x double>* %scevgep30043005, i64 -12
  %wide.load1022.4 = load <8 x double>, <8 x double>* %scevgep3006, align 8, !alias.scope !111
  %645 = fmul <8 x double> %wide.load1015.4, %broadcast.splat1024
  %646 = fmul <8 x double> %wide.load1016.4, %broadcast.splat1026
  %647 = fmul <8 x double> %wide.load1017.4, %broadcast.splat1028
  %648 = fmul <8 x double> %wide.load1018.4, %broadcast.splat1030
  %649 = fadd <8 x double> %645, %wide.load1019.4
  %650 = fadd <8 x double> %646, %wide.load1020.4
  %651 = fadd <8 x double> %647, %wide.load1021.4
  %652 = fadd <8 x double> %648, %wide.load1022.4
  %scevgep3109 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31093110 = bitcast double* %scevgep3109 to <8 x double>*
  %scevgep3111 = getelementptr <8 x double>, <8 x double>* %scevgep31093110, i64 -15
  store <8 x double> %649, <8 x double>* %scevgep3111, align 8, !alias.scope !113, !noalias !115
  %scevgep3106 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31063107 = bitcast double* %scevgep3106 to <8 x double>*
  %scevgep3108 = getelementptr <8 x double>, <8 x double>* %scevgep31063107, i64 -14
  store <8 x double> %650, <8 x double>* %scevgep3108, align 8, !alias.scope !113, !noalias !115
  %scevgep3103 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31033104 = bitcast double* %scevgep3103 to <8 x double>*
  %scevgep3105 = getelementptr <8 x double>, <8 x double>* %scevgep31033104, i64 -13
  store <8 x double> %651, <8 x double>* %scevgep3105, align 8, !alias.scope !113, !noalias !115
  %scevgep3100 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31003101 = bitcast double* %scevgep3100 to <8 x double>*
  %scevgep3102 = getelementptr <8 x double>, <8 x double>* %scevgep31003101, i64 -12
  store <8 x double> %652, <8 x double>* %scevgep3102, align 8, !alias.scope !113, !noalias !115
  %scevgep2905 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29052906 = bitcast double* %scevgep2905 to <8 x double>*
  %scevgep2907 = getelementptr <8 x double>, <8 x double>* %scevgep29052906, i64 -11
  %wide.load1015.5 = load <8 x double>, <8 x double>* %scevgep2907, align 8, !alias.scope !108
  %scevgep2902 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29022903 = bitcast double* %scevgep2902 to <8 x double>*
  %scevgep2904 = getelementptr <8 x double>, <8 x double>* %scevgep29022903, i64 -10
  %wide.load1016.5 = load <8 x double>, <8 x double>* %scevgep2904, align 8, !alias.scope !108
  %scevgep2899 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep28992900 = bitcast double* %scevgep2899 to <8 x double>*
  %scevgep2901 = getelementptr <8 x double>, <8 x double>* %scevgep28992900, i64 -9
  %wide.load1017.5 = load <8 x double>, <8 x double>* %scevgep2901, align 8, !alias.scope !108
  %scevgep2896 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep28962897 = bitcast double* %scevgep2896 to <8 x double>*
  %scevgep2898 = getelementptr <8 x double>, <8 x double>* %scevgep28962897, i64 -8
  %wide.load1018.5 = load <8 x double>, <8 x double>* %scevgep2898, align 8, !alias.scope !108
  %scevgep3001 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30013002 = bitcast double* %scevgep3001 to <8 x double>*
  %scevgep3003 = getelementptr <8 x double>, <8 x double>* %scevgep30013002, i64 -11
  %wide.load1019.5 = load <8 x double>, <8 x double>* %scevgep3003, align 8, !alias.scope !111
  %scevgep2998 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep29982999 = bitcast double* %scevgep2998 to <8 x double>*
  %scevgep3000 = getelementptr <8 x double>, <8 x double>* %scevgep29982999, i64 -10
  %wide.load1020.5 = load <8 x double>, <8 x double>* %scevgep3000, align 8, !alias.scope !111
  %scevgep2995 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep29952996 = bitcast double* %scevgep2995 to <8 x double>*
  %scevgep2997 = getelementptr <8 x double>, <8 x double>* %scevgep29952996, i64 -9
  %wide.load1021.5 = load <8 x double>, <8 x double>* %scevgep2997, align 8, !alias.scope !111
  %scevgep2992 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep29922993 = bitcast double* %scevgep2992 to <8 x double>*
  %scevgep2994 = getelementptr <8 x double>, <8 x double>* %scevgep29922993, i64 -8
  %wide.load1022.5 = load <8 x double>, <8 x double>* %scevgep2994, align 8, !alias.scope !111
  %653 = fmul <8 x double> %wide.load1015.5, %broadcast.splat1024
  %654 = fmul <8 x double> %wide.load1016.5, %broadcast.splat1026
  %655 = fmul <8 x double> %wide.load1017.5, %broadcast.splat1028
  %656 = fmul <8 x double> %wide.load1018.5, %broadcast.splat1030
  %657 = fadd <8 x double> %653, %wide.load1019.5
  %658 = fadd <8 x double> %654, %wide.load1020.5
  %659 = fadd <8 x double> %655, %wide.load1021.5
  %660 = fadd <8 x double> %656, %wide.load1022.5
  %scevgep3097 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep30973098 = bitcast double* %scevgep3097 to <8 x double>*
  %scevgep3099 = getelementptr <8 x double>, <8 x double>* %scevgep30973098, i64 -11
  store <8 x double> %657, <8 x double>* %scevgep3099, align 8, !alias.scope !113, !noalias !115
  %scevgep3094 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep30943095 = bitcast double* %scevgep3094 to <8 x double>*
  %scevgep3096 = getelementptr <8 x double>, <8 x double>* %scevgep30943095, i64 -10
  store <8 x double> %658, <8 x double>* %scevgep3096, align 8, !alias.scope !113, !noalias !115
  %scevgep3091 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep30913092 = bitcast double* %scevgep3091 to <8 x double>*
  %scevgep3093 = getelementptr <8 x double>, <8 x double>* %scevgep30913092, i64 -9
  store <8 x double> %659, <8 x double>* %scevgep3093, align 8, !alias.scope !113, !noalias !115
  %scevgep3088 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep30883089 = bitcast double* %scevgep3088 to <8 x double>*
  %scevgep3090 = getelementptr <8 x double>, <8 x double>* %scevgep30883089, i64 -8
  store <8 x double> %660, <8 x double>* %scevgep3090, align 8, !alias.scope !113, !noalias !115
  %scevgep2893 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep28932894 = bitcast double* %scevgep2893 to <8 x double>*
  %scevgep2895 = getelementptr <8 x double>, <8 x double>* %scevgep28932894, i64 -7
  %wide.load1015.6 = load <8 x double>, <8 x double>* %scevgep2895, align 8, !alias.scope !108
  %scevgep2890 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep28902891 = bitcast double* %scevgep2890 to <8 x double>*
  %scevgep2892 = getelementptr <8 x double>, <8 x double>* %scevgep28902891, i64 -6
  %wide.load1016.6 = load <8 x double>, <8 x double>* %scevgep2892, align 8, !alias.scope !108
  %scevgep2887 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep28872888 = bitcast double* %scevgep2887 to <8 x double>*
  %scevgep2889 = getelementptr <8 x double>, <8 x double>* %scevgep28872888, i64 -5
  %wide.load1017.6 = load <8 x double>, <8 x double>* %scevgep2889, align 8, !alias.scope !108
  %scevgep2884 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep28842885 = bitcast double* %scevgep2884 to <8 x double>*
  %scevgep2886 = getelementptr <8 x double>, <8 x double>* %scevgep28842885, i64 -4
  %wide.load1018.6 = load <8 x double>, <8 x double>* %scevgep2886, align 8, !alias.scope !108
  %scevgep2989 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep29892990 = bitcast double* %scevgep2989 to <8 x double>*
  %scevgep2991 = getelementptr <8 x double>, <8 x double>* %scevgep29892990, i64 -7
  %wide.load1019.6 = load <8 x double>, <8 x double>* %scevgep2991, align 8, !alias.scope !111
  %scevgep2986 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep29862987 = bitcast double* %scevgep2986 to <8 x double>*
  %scevgep2988 = getelementptr <8 x double>, <8 x double>* %scevgep29862987, i64 -6
  %wide.load1020.6 = load <8 x double>, <8 x double>* %scevgep2988, align 8, !alias.scope !111
  %scevgep2983 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep29832984 = bitcast double* %scevgep2983 to <8 x double>*
  %scevgep2985 = getelementptr <8 x double>, <8 x double>* %scevgep29832984, i64 -5
  %wide.load1021.6 = load <8 x double>, <8 x double>* %scevgep2985, align 8, !alias.scope !111
  %scevgep2980 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep29802981 = bitcast double* %scevgep2980 to <8 x double>*
  %scevgep2982 = getelementptr <8 x double>, <8 x double>* %scevgep29802981, i64 -4
  %wide.load1022.6 = load <8 x double>, <8 x double>* %scevgep2982, align 8, !alias.scope !111
  %661 = fmul <8 x double> %wide.load1015.6, %broadcast.splat1024
  %662 = fmul <8 x double> %wide.load1016.6, %broadcast.splat1026
  %663 = fmul <8 x double> %wide.load1017.6, %broadcast.splat1028
  %664 = fmul <8 x double> %wide.load1018.6, %broadcast.splat1030
  %665 = fadd <8 x double> %661, %wide.load1019.6
  %666 = fadd <8 x double> %662, %wide.load1020.6
  %667 = fadd <8 x double> %663, %wide.load1021.6
  %668 = fadd <8 x double> %664, %wide.load1022.6
  %scevgep3085 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep30853086 = bitcast double* %scevgep3085 to <8 x double>*
  %scevgep3087 = getelementptr <8 x double>, <8 x double>* %scevgep30853086, i64 -7
  store <8 x double> %665, <8 x double>* %scevgep3087, align 8, !alias.scope !113, !noalias !115
  %scevgep3082 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep30823083 = bitcast double* %scevgep3082 to <8 x double>*
  %scevgep3084 = getelementptr <8 x double>, <8 x double>* %scevgep30823083, i64 -6
  store <8 x double> %666, <8 x double>* %scevgep3084, align 8, !alias.scope !113, !noalias !115
  %scevgep3079 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep30793080 = bitcast double* %scevgep3079 to <8 x double>*
  %scevgep3081 = getelementptr <8 x double>, <8 x double>* %scevgep30793080, i64 -5
  store <8 x double> %667, <8 x double>* %scevgep3081, align 8, !alias.scope !113, !noalias !115
  %scevgep3076 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep30763077 = bitcast double* %scevgep3076 to <8 x double>*
  %scevgep3078 = getelementptr <8 x double>, <8 x double>* %scevgep30763077, i64 -4
  store <8 x double> %668, <8 x double>* %scevgep3078, align 8, !alias.scope !113, !noalias !115
  %scevgep2964 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29642965 = bitcast double* %scevgep2964 to <8 x double>*
  %scevgep2966 = getelementptr <8 x double>, <8 x double>* %scevgep29642965, i64 -3
  %wide.load1015.7 = load <8 x double>, <8 x double>* %scevgep2966, align 8, !alias.scope !108
  %scevgep2961 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29612962 = bitcast double* %scevgep2961 to <8 x double>*
  %scevgep2963 = getelementptr <8 x double>, <8 x double>* %scevgep29612962, i64 -2
  %wide.load1016.7 = load <8 x double>, <8 x double>* %scevgep2963, align 8, !alias.scope !108
  %scevgep2958 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29582959 = bitcast double* %scevgep2958 to <8 x double>*
  %scevgep2960 = getelementptr <8 x double>, <8 x double>* %scevgep29582959, i64 -1
  %wide.load1017.7 = load <8 x double>, <8 x double>* %scevgep2960, align 8, !alias.scope !108
  %scevgep2956 = getelementptr double, double* %scevgep2883, i64 %index1014
  %scevgep29562957 = bitcast double* %scevgep2956 to <8 x double>*
  %wide.load1018.7 = load <8 x double>, <8 x double>* %scevgep29562957, align 8, !alias.scope !108
  %scevgep3060 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30603061 = bitcast double* %scevgep3060 to <8 x double>*
  %scevgep3062 = getelementptr <8 x double>, <8 x double>* %scevgep30603061, i64 -3
  %wide.load1019.7 = load <8 x double>, <8 x double>* %scevgep3062, align 8, !alias.scope !111
  %scevgep3057 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30573058 = bitcast double* %scevgep3057 to <8 x double>*
  %scevgep3059 = getelementptr <8 x double>, <8 x double>* %scevgep30573058, i64 -2
  %wide.load1020.7 = load <8 x double>, <8 x double>* %scevgep3059, align 8, !alias.scope !111
  %scevgep3054 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30543055 = bitcast double* %scevgep3054 to <8 x double>*
  %scevgep3056 = getelementptr <8 x double>, <8 x double>* %scevgep30543055, i64 -1
  %wide.load1021.7 = load <8 x double>, <8 x double>* %scevgep3056, align 8, !alias.scope !111
  %scevgep3052 = getelementptr double, double* %scevgep2979, i64 %index1014
  %scevgep30523053 = bitcast double* %scevgep3052 to <8 x double>*
  %wide.load1022.7 = load <8 x double>, <8 x double>* %scevgep30523053, align 8, !alias.scope !111
  %669 = fmul <8 x double> %wide.load1015.7, %broadcast.splat1024
  %670 = fmul <8 x double> %wide.load1016.7, %broadcast.splat1026
  %671 = fmul <8 x double> %wide.load1017.7, %broadcast.splat1028
  %672 = fmul <8 x double> %wide.load1018.7, %broadcast.splat1030
  %673 = fadd <8 x double> %669, %wide.load1019.7
  %674 = fadd <8 x double> %670, %wide.load1020.7
  %675 = fadd <8 x double> %671, %wide.load1021.7
  %676 = fadd <8 x double> %672, %wide.load1022.7
  %scevgep3156 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31563157 = bitcast double* %scevgep3156 to <8 x double>*
  %scevgep3158 = getelementptr <8 x double>, <8 x double>* %scevgep31563157, i64 -3
  store <8 x double> %673, <8 x double>* %scevgep3158, align 8, !alias.scope !113, !noalias !115
  %scevgep3153 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31533154 = bitcast double* %scevgep3153 to <8 x double>*
  %scevgep3155 = getelementptr <8 x double>, <8 x double>* %scevgep31533154, i64 -2
  store <8 x double> %674, <8 x double>* %scevgep3155, align 8, !alias.scope !113, !noalias !115
  %scevgep3150 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31503151 = bitcast double* %scevgep3150 to <8 x double>*
  %scevgep3152 = getelementptr <8 x double>, <8 x double>* %scevgep31503151, i64 -1
  store <8 x double> %675, <8 x double>* %scevgep3152, align 8, !alias.scope !113, !noalias !115
  %scevgep3148 = getelementptr double, double* %scevgep3075, i64 %index1014
  %scevgep31483149 = bitcast double* %scevgep3148 to <8 x double>*
  store <8 x double> %676, <8 x double>* %scevgep31483149, align 8, !alias.scope !113, !noalias !115
  %index.next1031.7 = add i64 %index1014, 256
  %lsr.iv.next3172 = add i64 %lsr.iv3171, -8
  %niter1333.ncmp.7 = icmp eq i64 %lsr.iv.next3172, 0
  br i1 %niter1333.ncmp.7, label %middle.block1005.unr-lcssa, label %vector.body1007, !llvm.loop !116

middle.block1005.unr-lcssa:                       ; preds = %vector.body1007, %vector.ph1009
  %index1014.unr = phi i64 [ 0, %vector.ph1009 ], [ %index.next1031.7, %vector.body1007 ]
  %677 = and i64 %7, 7
  %678 = icmp eq i64 %677, 0
  br i1 %678, label %middle.block1005, label %vector.body1007.epil.preheader

vector.body1007.epil.preheader:                   ; preds = %middle.block1005.unr-lcssa
  %scevgep3173 = getelementptr double, double* %.6.i310651, i64 24
  %scevgep3174 = getelementptr double, double* %scevgep3173, i64 %index1014.unr
  %scevgep3189 = getelementptr double, double* %y.2.sroa.60.0817, i64 24
  %scevgep3190 = getelementptr double, double* %scevgep3189, i64 %index1014.unr
  %scevgep3203 = getelementptr double, double* %.6.i387650789, i64 24
  %scevgep3204 = getelementptr double, double* %scevgep3203, i64 %index1014.unr
  br label %vector.body1007.epil

vector.body1007.epil:                             ; preds = %vector.body1007.epil.preheader, %vector.body1007.epil
  %lsr.iv3175 = phi i64 [ 0, %vector.body1007.epil.preheader ], [ %lsr.iv.next3176, %vector.body1007.epil ]
  %679 = bitcast double* %scevgep3204 to i8*
  %680 = bitcast double* %scevgep3190 to i8*
  %681 = bitcast double* %scevgep3174 to i8*
  %uglygep3214 = getelementptr i8, i8* %679, i64 %lsr.iv3175
  %uglygep32143215 = bitcast i8* %uglygep3214 to <8 x double>*
  %scevgep3216 = getelementptr <8 x double>, <8 x double>* %uglygep32143215, i64 -3
  %wide.load1015.epil = load <8 x double>, <8 x double>* %scevgep3216, align 8, !alias.scope !108
  %uglygep3211 = getelementptr i8, i8* %679, i64 %lsr.iv3175
  %uglygep32113212 = bitcast i8* %uglygep3211 to <8 x double>*
  %scevgep3213 = getelementptr <8 x double>, <8 x double>* %uglygep32113212, i64 -2
  %wide.load1016.epil = load <8 x double>, <8 x double>* %scevgep3213, align 8, !alias.scope !108
  %uglygep3208 = getelementptr i8, i8* %679, i64 %lsr.iv3175
  %uglygep32083209 = bitcast i8* %uglygep3208 to <8 x double>*
  %scevgep3210 = getelementptr <8 x double>, <8 x double>* %uglygep32083209, i64 -1
  %wide.load1017.epil = load <8 x double>, <8 x double>* %scevgep3210, align 8, !alias.scope !108
  %uglygep3206 = getelementptr i8, i8* %679, i64 %lsr.iv3175
  %uglygep32063207 = bitcast i8* %uglygep3206 to <8 x double>*
  %wide.load1018.epil = load <8 x double>, <8 x double>* %uglygep32063207, align 8, !alias.scope !108
  %uglygep3200 = getelementptr i8, i8* %680, i64 %lsr.iv3175
  %uglygep32003201 = bitcast i8* %uglygep3200 to <8 x double>*
  %scevgep3202 = getelementptr <8 x double>, <8 x double>* %uglygep32003201, i64 -3
  %wide.load1019.epil = load <8 x double>, <8 x double>* %scevgep3202, align 8, !alias.scope !111
  %uglygep3197 = getelementptr i8, i8* %680, i64 %lsr.iv3175
  %uglygep31973198 = bitcast i8* %uglygep3197 to <8 x double>*
  %scevgep3199 = getelementptr <8 x double>, <8 x double>* %uglygep31973198, i64 -2
  %wide.load1020.epil = load <8 x double>, <8 x double>* %scevgep3199, align 8, !alias.scope !111
  %uglygep3194 = getelementptr i8, i8* %680, i64 %lsr.iv3175
  %uglygep31943195 = bitcast i8* %uglygep3194 to <8 x double>*
  %scevgep3196 = getelementptr <8 x double>, <8 x double>* %uglygep31943195, i64 -1
  %wide.load1021.epil = load <8 x double>, <8 x double>* %scevgep3196, align 8, !alias.scope !111
  %uglygep3192 = getelementptr i8, i8* %680, i64 %lsr.iv3175
  %uglygep31923193 = bitcast i8* %uglygep3192 to <8 x double>*
  %wide.load1022.epil = load <8 x double>, <8 x double>* %uglygep31923193, align 8, !alias.scope !111
  %682 = fmul <8 x double> %wide.load1015.epil, %broadcast.splat1024
  %683 = fmul <8 x double> %wide.load1016.epil, %broadcast.splat1026
  %684 = fmul <8 x double> %wide.load1017.epil, %broadcast.splat1028
  %685 = fmul <8 x double> %wide.load1018.epil, %broadcast.splat1030
  %686 = fadd <8 x double> %682, %wide.load1019.epil
  %687 = fadd <8 x double> %683, %wide.load1020.epil
  %688 = fadd <8 x double> %684, %wide.load1021.epil
  %689 = fadd <8 x double> %685, %wide.load1022.epil
  %uglygep3186 = getelementptr i8, i8* %681, i64 %lsr.iv3175
  %uglygep31863187 = bitcast i8* %uglygep3186 to <8 x double>*
  %scevgep3188 = getelementptr <8 x double>, <8 x double>* %uglygep31863187, i64 -3
  store <8 x double> %686, <8 x double>* %scevgep3188, align 8, !alias.scope !113, !noalias !115
  %uglygep3183 = getelementptr i8, i8* %681, i64 %lsr.iv3175
  %uglygep31833184 = bitcast i8* %uglygep3183 to <8 x double>*
  %scevgep3185 = getelementptr <8 x double>, <8 x double>* %uglygep31833184, i64 -2
  store <8 x double> %687, <8 x double>* %scevgep3185, align 8, !alias.scope !113, !noalias !115
  %uglygep3180 = getelementptr i8, i8* %681, i64 %lsr.iv3175
  %uglygep31803181 = bitcast i8* %uglygep3180 to <8 x double>*
  %scevgep3182 = getelementptr <8 x double>, <8 x double>* %uglygep31803181, i64 -1
  store <8 x double> %688, <8 x double>* %scevgep3182, align 8, !alias.scope !113, !noalias !115
  %uglygep3178 = getelementptr i8, i8* %681, i64 %lsr.iv3175
  %uglygep31783179 = bitcast i8* %uglygep3178 to <8 x double>*
  store <8 x double> %689, <8 x double>* %uglygep31783179, align 8, !alias.scope !113, !noalias !115
  %lsr.iv.next3176 = add nuw nsw i64 %lsr.iv3175, 256
  %epil.iter1330.cmp.not = icmp eq i64 %13, %lsr.iv.next3176
  br i1 %epil.iter1330.cmp.not, label %middle.block1005, label %vector.body1007.epil, !llvm.loop !117

middle.block1005:                                 ; preds = %vector.body1007.epil, %middle.block1005.unr-lcssa
  %690 = icmp eq i64 %n.vec1011, %arg.y0.5.0
  br i1 %690, label %for.end.5.endif.endif.endif, label %for.body.5.us.preheader1252

for.body.5.us.preheader1252:                      ; preds = %vector.memcheck991, %for.body.5.us.preheader, %middle.block1005
  %loop.index.5634.us.ph = phi i64 [ 0, %vector.memcheck991 ], [ 0, %for.body.5.us.preheader ], [ %n.vec1011, %middle.block1005 ]
  %691 = and i64 %arg.y0.5.0, 7
  %692 = icmp eq i64 %691, 0
  %693 = xor i64 %loop.index.5634.us.ph, -1
  %694 = add i64 %693, %arg.y0.5.0
  br i1 %692, label %for.body.5.us.prol.loopexit, label %for.body.5.us.prol.preheader

for.body.5.us.prol.preheader:                     ; preds = %for.body.5.us.preheader1252
  br label %for.body.5.us.prol

for.body.5.us.prol:                               ; preds = %for.body.5.us.prol.preheader, %for.body.5.us.prol
  %lsr.iv3220 = phi i64 [ %xtraiter1284, %for.body.5.us.prol.preheader ], [ %lsr.iv.next3221, %for.body.5.us.prol ]
  %loop.index.5634.us.prol = phi i64 [ %.1512.us.prol, %for.body.5.us.prol ], [ %loop.index.5634.us.ph, %for.body.5.us.prol.preheader ]
  %scevgep3219 = getelementptr double, double* %.6.i387650789, i64 %loop.index.5634.us.prol
  %.1474.us.prol = load double, double* %scevgep3219, align 8
  %scevgep3218 = getelementptr double, double* %y.2.sroa.60.0817, i64 %loop.index.5634.us.prol
  %.1483.us.prol = load double, double* %scevgep3218, align 8
  %.7.i286.us.prol = fmul double %.1474.us.prol, %arg.h
  %.8.i287.us.prol = fadd double %.7.i286.us.prol, %.1483.us.prol
  %scevgep3217 = getelementptr double, double* %.6.i310651, i64 %loop.index.5634.us.prol
  store double %.8.i287.us.prol, double* %scevgep3217, align 8
  %.1512.us.prol = add nuw i64 %loop.index.5634.us.prol, 1
  %lsr.iv.next3221 = add nsw i64 %lsr.iv3220, -1
  %prol.iter1336.cmp.not = icmp eq i64 %lsr.iv.next3221, 0
  br i1 %prol.iter1336.cmp.not, label %for.body.5.us.prol.loopexit, label %for.body.5.us.prol, !llvm.loop !118

for.body.5.us.prol.loopexit:                      ; preds = %for.body.5.us.prol, %for.body.5.us.preheader1252
  %loop.index.5634.us.unr = phi i64 [ %loop.index.5634.us.ph, %for.body.5.us.preheader1252 ], [ %.1512.us.prol, %for.body.5.us.prol ]
  %695 = icmp ult i64 %694, 7
  br i1 %695, label %for.end.5.endif.endif.endif, label %for.body.5.us.preheader1364

for.body.5.us.preheader1364:                      ; preds = %for.body.5.us.prol.loopexit
  br label %for.body.5.us

for.body.5.us:                                    ; preds = %for.body.5.us.preheader1364, %for.body.5.us
  %loop.index.5634.us = phi i64 [ %.1512.us.7, %for.body.5.us ], [ %loop.index.5634.us.unr, %for.body.5.us.preheader1364 ]
  %sunkaddr4577 = mul i64 %loop.index.5634.us, 8
  %696 = bitcast double* %.6.i387650789 to i8*
  %sunkaddr4578 = getelementptr i8, i8* %696, i64 %sunkaddr4577
  %697 = bitcast i8* %sunkaddr4578 to double*
  %.1474.us = load double, double* %697, align 8
  %sunkaddr4579 = mul i64 %loop.index.5634.us, 8
  %698 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4580 = getelementptr i8, i8* %698, i64 %sunkaddr4579
  %699 = bitcast i8* %sunkaddr4580 to double*
  %.1483.us = load double, double* %699, align 8
  %.7.i286.us = fmul double %.1474.us, %arg.h
  %.8.i287.us = fadd double %.7.i286.us, %.1483.us
  %sunkaddr4581 = mul i64 %loop.index.5634.us, 8
  %700 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4582 = getelementptr i8, i8* %700, i64 %sunkaddr4581
  %701 = bitcast i8* %sunkaddr4582 to double*
  store double %.8.i287.us, double* %701, align 8
  %sunkaddr4583 = mul i64 %loop.index.5634.us, 8
  %702 = bitcast double* %.6.i387650789 to i8*
  %sunkaddr4584 = getelementptr i8, i8* %702, i64 %sunkaddr4583
  %sunkaddr4585 = getelementptr i8, i8* %sunkaddr4584, i64 8
  %703 = bitcast i8* %sunkaddr4585 to double*
  %.1474.us.1 = load double, double* %703, align 8
  %sunkaddr4586 = mul i64 %loop.index.5634.us, 8
  %704 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4587 = getelementptr i8, i8* %704, i64 %sunkaddr4586
  %sunkaddr4588 = getelementptr i8, i8* %sunkaddr4587, i64 8
  %705 = bitcast i8* %sunkaddr4588 to double*
  %.1483.us.1 = load double, double* %705, align 8
  %.7.i286.us.1 = fmul double %.1474.us.1, %arg.h
  %.8.i287.us.1 = fadd double %.7.i286.us.1, %.1483.us.1
  %sunkaddr4589 = mul i64 %loop.index.5634.us, 8
  %706 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4590 = getelementptr i8, i8* %706, i64 %sunkaddr4589
  %sunkaddr4591 = getelementptr i8, i8* %sunkaddr4590, i64 8
  %707 = bitcast i8* %sunkaddr4591 to double*
  store double %.8.i287.us.1, double* %707, align 8
  %sunkaddr4592 = mul i64 %loop.index.5634.us, 8
  %708 = bitcast double* %.6.i387650789 to i8*
  %sunkaddr4593 = getelementptr i8, i8* %708, i64 %sunkaddr4592
  %sunkaddr4594 = getelementptr i8, i8* %sunkaddr4593, i64 16
  %709 = bitcast i8* %sunkaddr4594 to double*
  %.1474.us.2 = load double, double* %709, align 8
  %sunkaddr4595 = mul i64 %loop.index.5634.us, 8
  %710 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4596 = getelementptr i8, i8* %710, i64 %sunkaddr4595
  %sunkaddr4597 = getelementptr i8, i8* %sunkaddr4596, i64 16
  %711 = bitcast i8* %sunkaddr4597 to double*
  %.1483.us.2 = load double, double* %711, align 8
  %.7.i286.us.2 = fmul double %.1474.us.2, %arg.h
  %.8.i287.us.2 = fadd double %.7.i286.us.2, %.1483.us.2
  %sunkaddr4598 = mul i64 %loop.index.5634.us, 8
  %712 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4599 = getelementptr i8, i8* %712, i64 %sunkaddr4598
  %sunkaddr4600 = getelementptr i8, i8* %sunkaddr4599, i64 16
  %713 = bitcast i8* %sunkaddr4600 to double*
  store double %.8.i287.us.2, double* %713, align 8
  %sunkaddr4601 = mul i64 %loop.index.5634.us, 8
  %714 = bitcast double* %.6.i387650789 to i8*
  %sunkaddr4602 = getelementptr i8, i8* %714, i64 %sunkaddr4601
  %sunkaddr4603 = getelementptr i8, i8* %sunkaddr4602, i64 24
  %715 = bitcast i8* %sunkaddr4603 to double*
  %.1474.us.3 = load double, double* %715, align 8
  %sunkaddr4604 = mul i64 %loop.index.5634.us, 8
  %716 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4605 = getelementptr i8, i8* %716, i64 %sunkaddr4604
  %sunkaddr4606 = getelementptr i8, i8* %sunkaddr4605, i64 24
  %717 = bitcast i8* %sunkaddr4606 to double*
  %.1483.us.3 = load double, double* %717, align 8
  %.7.i286.us.3 = fmul double %.1474.us.3, %arg.h
  %.8.i287.us.3 = fadd double %.7.i286.us.3, %.1483.us.3
  %sunkaddr4607 = mul i64 %loop.index.5634.us, 8
  %718 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4608 = getelementptr i8, i8* %718, i64 %sunkaddr4607
  %sunkaddr4609 = getelementptr i8, i8* %sunkaddr4608, i64 24
  %719 = bitcast i8* %sunkaddr4609 to double*
  store double %.8.i287.us.3, double* %719, align 8
  %sunkaddr4610 = mul i64 %loop.index.5634.us, 8
  %720 = bitcast double* %.6.i387650789 to i8*
  %sunkaddr4611 = getelementptr i8, i8* %720, i64 %sunkaddr4610
  %sunkaddr4612 = getelementptr i8, i8* %sunkaddr4611, i64 32
  %721 = bitcast i8* %sunkaddr4612 to double*
  %.1474.us.4 = load double, double* %721, align 8
  %sunkaddr4613 = mul i64 %loop.index.5634.us, 8
  %722 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4614 = getelementptr i8, i8* %722, i64 %sunkaddr4613
  %sunkaddr4615 = getelementptr i8, i8* %sunkaddr4614, i64 32
  %723 = bitcast i8* %sunkaddr4615 to double*
  %.1483.us.4 = load double, double* %723, align 8
  %.7.i286.us.4 = fmul double %.1474.us.4, %arg.h
  %.8.i287.us.4 = fadd double %.7.i286.us.4, %.1483.us.4
  %sunkaddr4616 = mul i64 %loop.index.5634.us, 8
  %724 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4617 = getelementptr i8, i8* %724, i64 %sunkaddr4616
  %sunkaddr4618 = getelementptr i8, i8* %sunkaddr4617, i64 32
  %725 = bitcast i8* %sunkaddr4618 to double*
  store double %.8.i287.us.4, double* %725, align 8
  %sunkaddr4619 = mul i64 %loop.index.5634.us, 8
  %726 = bitcast double* %.6.i387650789 to i8*
  %sunkaddr4620 = getelementptr i8, i8* %726, i64 %sunkaddr4619
  %sunkaddr4621 = getelementptr i8, i8* %sunkaddr4620, i64 40
  %727 = bitcast i8* %sunkaddr4621 to double*
  %.1474.us.5 = load double, double* %727, align 8
  %sunkaddr4622 = mul i64 %loop.index.5634.us, 8
  %728 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4623 = getelementptr i8, i8* %728, i64 %sunkaddr4622
  %sunkaddr4624 = getelementptr i8, i8* %sunkaddr4623, i64 40
  %729 = bitcast i8* %sunkaddr4624 to double*
  %.1483.us.5 = load double, double* %729, align 8
  %.7.i286.us.5 = fmul double %.1474.us.5, %arg.h
  %.8.i287.us.5 = fadd double %.7.i286.us.5, %.1483.us.5
  %sunkaddr4625 = mul i64 %loop.index.5634.us, 8
  %730 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4626 = getelementptr i8, i8* %730, i64 %sunkaddr4625
  %sunkaddr4627 = getelementptr i8, i8* %sunkaddr4626, i64 40
  %731 = bitcast i8* %sunkaddr4627 to double*
  store double %.8.i287.us.5, double* %731, align 8
  %sunkaddr4628 = mul i64 %loop.index.5634.us, 8
  %732 = bitcast double* %.6.i387650789 to i8*
  %sunkaddr4629 = getelementptr i8, i8* %732, i64 %sunkaddr4628
  %sunkaddr4630 = getelementptr i8, i8* %sunkaddr4629, i64 48
  %733 = bitcast i8* %sunkaddr4630 to double*
  %.1474.us.6 = load double, double* %733, align 8
  %sunkaddr4631 = mul i64 %loop.index.5634.us, 8
  %734 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4632 = getelementptr i8, i8* %734, i64 %sunkaddr4631
  %sunkaddr4633 = getelementptr i8, i8* %sunkaddr4632, i64 48
  %735 = bitcast i8* %sunkaddr4633 to double*
  %.1483.us.6 = load double, double* %735, align 8
  %.7.i286.us.6 = fmul double %.1474.us.6, %arg.h
  %.8.i287.us.6 = fadd double %.7.i286.us.6, %.1483.us.6
  %sunkaddr4634 = mul i64 %loop.index.5634.us, 8
  %736 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4635 = getelementptr i8, i8* %736, i64 %sunkaddr4634
  %sunkaddr4636 = getelementptr i8, i8* %sunkaddr4635, i64 48
  %737 = bitcast i8* %sunkaddr4636 to double*
  store double %.8.i287.us.6, double* %737, align 8
  %sunkaddr4637 = mul i64 %loop.index.5634.us, 8
  %738 = bitcast double* %.6.i387650789 to i8*
  %sunkaddr4638 = getelementptr i8, i8* %738, i64 %sunkaddr4637
  %sunkaddr4639 = getelementptr i8, i8* %sunkaddr4638, i64 56
  %739 = bitcast i8* %sunkaddr4639 to double*
  %.1474.us.7 = load double, double* %739, align 8
  %sunkaddr4640 = mul i64 %loop.index.5634.us, 8
  %740 = bitcast double* %y.2.sroa.60.0817 to i8*
  %sunkaddr4641 = getelementptr i8, i8* %740, i64 %sunkaddr4640
  %sunkaddr4642 = getelementptr i8, i8* %sunkaddr4641, i64 56
  %741 = bitcast i8* %sunkaddr4642 to double*
  %.1483.us.7 = load double, double* %741, align 8
  %.7.i286.us.7 = fmul double %.1474.us.7, %arg.h
  %.8.i287.us.7 = fadd double %.7.i286.us.7, %.1483.us.7
  %sunkaddr4643 = mul i64 %loop.index.5634.us, 8
  %742 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4644 = getelementptr i8, i8* %742, i64 %sunkaddr4643
  %sunkaddr4645 = getelementptr i8, i8* %sunkaddr4644, i64 56
  %743 = bitcast i8* %sunkaddr4645 to double*
  store double %.8.i287.us.7, double* %743, align 8
  %.1512.us.7 = add nuw nsw i64 %loop.index.5634.us, 8
  %exitcond849.not.7 = icmp eq i64 %arg.y0.5.0, %.1512.us.7
  br i1 %exitcond849.not.7, label %for.end.5.endif.endif.endif, label %for.body.5.us, !llvm.loop !119

for.body.5:                                       ; preds = %for.body.5.preheader
  %.1474 = load double, double* %.6.i387650789, align 8
  %.1483 = load double, double* %y.2.sroa.60.0817, align 8
  %.7.i286 = fmul double %.1474, %arg.h
  %.8.i287 = fadd double %.7.i286, %.1483
  store double %.8.i287, double* %.6.i310651, align 8
  br label %for.end.5.endif.endif.endif

for.end.5.endif.endif.endif:                      ; preds = %for.body.5.us, %for.body.5.us.prol.loopexit, %for.body.5, %middle.block1005
  %.7.i.i272 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !120
  %.8.i.i273 = icmp eq i8* %.7.i.i272, null
  br i1 %.8.i.i273, label %for.end.5.endif.endif.endif.if, label %for.body.6.preheader, !prof !0

for.end.5.endif.endif.endif.thread:               ; preds = %for.end.4.endif.endif.endif.endif.endif.endif
  %.7.i.i272790 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !120
  %.8.i.i273791 = icmp eq i8* %.7.i.i272790, null
  br i1 %.8.i.i273791, label %for.end.5.endif.endif.endif.if, label %for.end.5.endif.endif.endif.endif.thread, !prof !0

for.end.5.endif.endif.endif.endif.thread:         ; preds = %for.end.5.endif.endif.endif.thread
  %.5.i270794 = getelementptr i8, i8* %.7.i.i272790, i64 24
  %744 = bitcast i8* %.5.i270794 to double**
  %.6.i271652795 = load double*, double** %744, align 8
  br label %for.end.6.endif

for.end.5.endif.endif.endif.if:                   ; preds = %for.end.5.endif.endif.endif.thread, %for.end.5.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.6.preheader:                             ; preds = %for.end.5.endif.endif.endif
  %745 = icmp ugt i64 %arg.y0.5.0, 1
  %.5.i270 = getelementptr i8, i8* %.7.i.i272, i64 24
  %746 = bitcast i8* %.5.i270 to double**
  %.6.i271652 = load double*, double** %746, align 8
  br i1 %745, label %for.body.6.us.preheader, label %for.body.6.preheader1250

for.body.6.preheader1250:                         ; preds = %for.body.6.preheader
  %747 = icmp ult i64 %4, 7
  br i1 %747, label %for.end.6.endif.loopexit1251.unr-lcssa, label %for.body.6.preheader1363

for.body.6.preheader1363:                         ; preds = %for.body.6.preheader1250
  br label %for.body.6

for.body.6.us.preheader:                          ; preds = %for.body.6.preheader
  %748 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %748, label %for.body.6.us.preheader1249, label %vector.memcheck948

vector.memcheck948:                               ; preds = %for.body.6.us.preheader
  %scevgep950 = getelementptr double, double* %.6.i271652, i64 %arg.y0.5.0
  %scevgep953 = getelementptr double, double* %.6.i310651, i64 %arg.y0.5.0
  %bound0955 = icmp ult double* %.6.i271652, %scevgep953
  %bound1956 = icmp ult double* %.6.i310651, %scevgep950
  %found.conflict957 = and i1 %bound0955, %bound1956
  br i1 %found.conflict957, label %for.body.6.us.preheader1249, label %vector.ph962

vector.ph962:                                     ; preds = %vector.memcheck948
  %749 = icmp ult i64 %1, 56
  br i1 %749, label %middle.block958.unr-lcssa, label %vector.body960.preheader

vector.body960.preheader:                         ; preds = %vector.ph962
  br label %vector.body960

vector.body960:                                   ; preds = %vector.body960.preheader, %vector.body960
  %lsr.iv3336 = phi i64 [ %unroll_iter1282, %vector.body960.preheader ], [ %lsr.iv.next3337, %vector.body960 ]
  %index967 = phi i64 [ %index.next969.7, %vector.body960 ], [ 0, %vector.body960.preheader ]
  %sunkaddr4646 = mul i64 %index967, 8
  %750 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4647 = getelementptr i8, i8* %750, i64 %sunkaddr4646
  %751 = bitcast i8* %sunkaddr4647 to <8 x double>*
  %wide.load968 = load <8 x double>, <8 x double>* %751, align 8, !alias.scope !127
  %752 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load968)
  %753 = fmul <8 x double> %wide.load968, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %754 = fsub <8 x double> %752, %753
  %sunkaddr4648 = mul i64 %index967, 8
  %755 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4649 = getelementptr i8, i8* %755, i64 %sunkaddr4648
  %756 = bitcast i8* %sunkaddr4649 to <8 x double>*
  store <8 x double> %754, <8 x double>* %756, align 8, !alias.scope !130, !noalias !127
  %sunkaddr4650 = mul i64 %index967, 8
  %757 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4651 = getelementptr i8, i8* %757, i64 %sunkaddr4650
  %sunkaddr4652 = getelementptr i8, i8* %sunkaddr4651, i64 64
  %758 = bitcast i8* %sunkaddr4652 to <8 x double>*
  %wide.load968.1 = load <8 x double>, <8 x double>* %758, align 8, !alias.scope !127
  %759 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load968.1)
  %760 = fmul <8 x double> %wide.load968.1, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %761 = fsub <8 x double> %759, %760
  %sunkaddr4653 = mul i64 %index967, 8
  %762 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4654 = getelementptr i8, i8* %762, i64 %sunkaddr4653
  %sunkaddr4655 = getelementptr i8, i8* %sunkaddr4654, i64 64
  %763 = bitcast i8* %sunkaddr4655 to <8 x double>*
  store <8 x double> %761, <8 x double>* %763, align 8, !alias.scope !130, !noalias !127
  %sunkaddr4656 = mul i64 %index967, 8
  %764 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4657 = getelementptr i8, i8* %764, i64 %sunkaddr4656
  %sunkaddr4658 = getelementptr i8, i8* %sunkaddr4657, i64 128
  %765 = bitcast i8* %sunkaddr4658 to <8 x double>*
  %wide.load968.2 = load <8 x double>, <8 x double>* %765, align 8, !alias.scope !127
  %766 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load968.2)
  %767 = fmul <8 x double> %wide.load968.2, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %768 = fsub <8 x double> %766, %767
  %sunkaddr4659 = mul i64 %index967, 8
  %769 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4660 = getelementptr i8, i8* %769, i64 %sunkaddr4659
  %sunkaddr4661 = getelementptr i8, i8* %sunkaddr4660, i64 128
  %770 = bitcast i8* %sunkaddr4661 to <8 x double>*
  store <8 x double> %768, <8 x double>* %770, align 8, !alias.scope !130, !noalias !127
  %sunkaddr4662 = mul i64 %index967, 8
  %771 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4663 = getelementptr i8, i8* %771, i64 %sunkaddr4662
  %sunkaddr4664 = getelementptr i8, i8* %sunkaddr4663, i64 192
  %772 = bitcast i8* %sunkaddr4664 to <8 x double>*
  %wide.load968.3 = load <8 x double>, <8 x double>* %772, align 8, !alias.scope !127
  %773 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load968.3)
  %774 = fmul <8 x double> %wide.load968.3, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %775 = fsub <8 x double> %773, %774
  %sunkaddr4665 = mul i64 %index967, 8
  %776 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4666 = getelementptr i8, i8* %776, i64 %sunkaddr4665
  %sunkaddr4667 = getelementptr i8, i8* %sunkaddr4666, i64 192
  %777 = bitcast i8* %sunkaddr4667 to <8 x double>*
  store <8 x double> %775, <8 x double>* %777, align 8, !alias.scope !130, !noalias !127
  %sunkaddr4668 = mul i64 %index967, 8
  %778 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4669 = getelementptr i8, i8* %778, i64 %sunkaddr4668
  %sunkaddr4670 = getelementptr i8, i8* %sunkaddr4669, i64 256
  %779 = bitcast i8* %sunkaddr4670 to <8 x double>*
  %wide.load968.4 = load <8 x double>, <8 x double>* %779, align 8, !alias.scope !127
  %780 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load968.4)
  %781 = fmul <8 x double> %wide.load968.4, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %782 = fsub <8 x double> %780, %781
  %sunkaddr4671 = mul i64 %index967, 8
  %783 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4672 = getelementptr i8, i8* %783, i64 %sunkaddr4671
  %sunkaddr4673 = getelementptr i8, i8* %sunkaddr4672, i64 256
  %784 = bitcast i8* %sunkaddr4673 to <8 x double>*
  store <8 x double> %782, <8 x double>* %784, align 8, !alias.scope !130, !noalias !127
  %sunkaddr4674 = mul i64 %index967, 8
  %785 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4675 = getelementptr i8, i8* %785, i64 %sunkaddr4674
  %sunkaddr4676 = getelementptr i8, i8* %sunkaddr4675, i64 320
  %786 = bitcast i8* %sunkaddr4676 to <8 x double>*
  %wide.load968.5 = load <8 x double>, <8 x double>* %786, align 8, !alias.scope !127
  %787 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load968.5)
  %788 = fmul <8 x double> %wide.load968.5, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %789 = fsub <8 x double> %787, %788
  %sunkaddr4677 = mul i64 %index967, 8
  %790 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4678 = getelementptr i8, i8* %790, i64 %sunkaddr4677
  %sunkaddr4679 = getelementptr i8, i8* %sunkaddr4678, i64 320
  %791 = bitcast i8* %sunkaddr4679 to <8 x double>*
  store <8 x double> %789, <8 x double>* %791, align 8, !alias.scope !130, !noalias !127
  %sunkaddr4680 = mul i64 %index967, 8
  %792 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4681 = getelementptr i8, i8* %792, i64 %sunkaddr4680
  %sunkaddr4682 = getelementptr i8, i8* %sunkaddr4681, i64 384
  %793 = bitcast i8* %sunkaddr4682 to <8 x double>*
  %wide.load968.6 = load <8 x double>, <8 x double>* %793, align 8, !alias.scope !127
  %794 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load968.6)
  %795 = fmul <8 x double> %wide.load968.6, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %796 = fsub <8 x double> %794, %795
  %sunkaddr4683 = mul i64 %index967, 8
  %797 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4684 = getelementptr i8, i8* %797, i64 %sunkaddr4683
  %sunkaddr4685 = getelementptr i8, i8* %sunkaddr4684, i64 384
  %798 = bitcast i8* %sunkaddr4685 to <8 x double>*
  store <8 x double> %796, <8 x double>* %798, align 8, !alias.scope !130, !noalias !127
  %sunkaddr4686 = mul i64 %index967, 8
  %799 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4687 = getelementptr i8, i8* %799, i64 %sunkaddr4686
  %sunkaddr4688 = getelementptr i8, i8* %sunkaddr4687, i64 448
  %800 = bitcast i8* %sunkaddr4688 to <8 x double>*
  %wide.load968.7 = load <8 x double>, <8 x double>* %800, align 8, !alias.scope !127
  %801 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load968.7)
  %802 = fmul <8 x double> %wide.load968.7, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %803 = fsub <8 x double> %801, %802
  %sunkaddr4689 = mul i64 %index967, 8
  %804 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4690 = getelementptr i8, i8* %804, i64 %sunkaddr4689
  %sunkaddr4691 = getelementptr i8, i8* %sunkaddr4690, i64 448
  %805 = bitcast i8* %sunkaddr4691 to <8 x double>*
  store <8 x double> %803, <8 x double>* %805, align 8, !alias.scope !130, !noalias !127
  %index.next969.7 = add i64 %index967, 64
  %lsr.iv.next3337 = add i64 %lsr.iv3336, -8
  %niter1346.ncmp.7 = icmp eq i64 %lsr.iv.next3337, 0
  br i1 %niter1346.ncmp.7, label %middle.block958.unr-lcssa, label %vector.body960, !llvm.loop !132

middle.block958.unr-lcssa:                        ; preds = %vector.body960, %vector.ph962
  %index967.unr = phi i64 [ 0, %vector.ph962 ], [ %index.next969.7, %vector.body960 ]
  %806 = and i64 %3, 7
  %807 = icmp eq i64 %806, 0
  br i1 %807, label %middle.block958, label %vector.body960.epil.preheader

vector.body960.epil.preheader:                    ; preds = %middle.block958.unr-lcssa
  %scevgep3338 = getelementptr double, double* %.6.i271652, i64 %index967.unr
  %scevgep3344 = getelementptr double, double* %.6.i310651, i64 %index967.unr
  br label %vector.body960.epil

vector.body960.epil:                              ; preds = %vector.body960.epil.preheader, %vector.body960.epil
  %lsr.iv3339 = phi i64 [ 0, %vector.body960.epil.preheader ], [ %lsr.iv.next3340, %vector.body960.epil ]
  %808 = bitcast double* %scevgep3344 to i8*
  %809 = bitcast double* %scevgep3338 to i8*
  %uglygep3346 = getelementptr i8, i8* %808, i64 %lsr.iv3339
  %uglygep33463347 = bitcast i8* %uglygep3346 to <8 x double>*
  %wide.load968.epil = load <8 x double>, <8 x double>* %uglygep33463347, align 8, !alias.scope !127
  %810 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load968.epil)
  %811 = fmul <8 x double> %wide.load968.epil, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %812 = fsub <8 x double> %810, %811
  %uglygep3342 = getelementptr i8, i8* %809, i64 %lsr.iv3339
  %uglygep33423343 = bitcast i8* %uglygep3342 to <8 x double>*
  store <8 x double> %812, <8 x double>* %uglygep33423343, align 8, !alias.scope !130, !noalias !127
  %lsr.iv.next3340 = add nuw nsw i64 %lsr.iv3339, 64
  %epil.iter1343.cmp.not = icmp eq i64 %14, %lsr.iv.next3340
  br i1 %epil.iter1343.cmp.not, label %middle.block958, label %vector.body960.epil, !llvm.loop !133

middle.block958:                                  ; preds = %vector.body960.epil, %middle.block958.unr-lcssa
  %813 = icmp eq i64 %n.vec964, %arg.y0.5.0
  br i1 %813, label %for.end.6.endif, label %for.body.6.us.preheader1249

for.body.6.us.preheader1249:                      ; preds = %vector.memcheck948, %for.body.6.us.preheader, %middle.block958
  %loop.index.6637.us.ph = phi i64 [ 0, %vector.memcheck948 ], [ 0, %for.body.6.us.preheader ], [ %n.vec964, %middle.block958 ]
  %814 = and i64 %arg.y0.5.0, 7
  %815 = icmp eq i64 %814, 0
  %816 = xor i64 %loop.index.6637.us.ph, -1
  %817 = add i64 %816, %arg.y0.5.0
  br i1 %815, label %for.body.6.us.prol.loopexit, label %for.body.6.us.prol.preheader

for.body.6.us.prol.preheader:                     ; preds = %for.body.6.us.preheader1249
  br label %for.body.6.us.prol

for.body.6.us.prol:                               ; preds = %for.body.6.us.prol.preheader, %for.body.6.us.prol
  %lsr.iv3350 = phi i64 [ %xtraiter1284, %for.body.6.us.prol.preheader ], [ %lsr.iv.next3351, %for.body.6.us.prol ]
  %loop.index.6637.us.prol = phi i64 [ %.1681.us.prol, %for.body.6.us.prol ], [ %loop.index.6637.us.ph, %for.body.6.us.prol.preheader ]
  %scevgep3349 = getelementptr double, double* %.6.i310651, i64 %loop.index.6637.us.prol
  %.1652.us.prol = load double, double* %scevgep3349, align 8
  %.12.i268.us.prol = tail call double @llvm.sin.f64(double %.1652.us.prol) #6
  %.17.i.us.prol = fmul double %.1652.us.prol, 5.000000e-01
  %.18.i269.us.prol = fsub double %.12.i268.us.prol, %.17.i.us.prol
  %scevgep3348 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.us.prol
  store double %.18.i269.us.prol, double* %scevgep3348, align 8
  %.1681.us.prol = add nuw i64 %loop.index.6637.us.prol, 1
  %lsr.iv.next3351 = add nsw i64 %lsr.iv3350, -1
  %prol.iter1349.cmp.not = icmp eq i64 %lsr.iv.next3351, 0
  br i1 %prol.iter1349.cmp.not, label %for.body.6.us.prol.loopexit, label %for.body.6.us.prol, !llvm.loop !134

for.body.6.us.prol.loopexit:                      ; preds = %for.body.6.us.prol, %for.body.6.us.preheader1249
  %loop.index.6637.us.unr = phi i64 [ %loop.index.6637.us.ph, %for.body.6.us.preheader1249 ], [ %.1681.us.prol, %for.body.6.us.prol ]
  %818 = icmp ult i64 %817, 7
  br i1 %818, label %for.end.6.endif, label %for.body.6.us.preheader1361

for.body.6.us.preheader1361:                      ; preds = %for.body.6.us.prol.loopexit
  br label %for.body.6.us

for.body.6.us:                                    ; preds = %for.body.6.us.preheader1361, %for.body.6.us
  %loop.index.6637.us = phi i64 [ %.1681.us.7, %for.body.6.us ], [ %loop.index.6637.us.unr, %for.body.6.us.preheader1361 ]
  %sunkaddr4692 = mul i64 %loop.index.6637.us, 8
  %819 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4693 = getelementptr i8, i8* %819, i64 %sunkaddr4692
  %820 = bitcast i8* %sunkaddr4693 to double*
  %.1652.us = load double, double* %820, align 8
  %.12.i268.us = tail call double @llvm.sin.f64(double %.1652.us) #6
  %.17.i.us = fmul double %.1652.us, 5.000000e-01
  %.18.i269.us = fsub double %.12.i268.us, %.17.i.us
  %scevgep3366 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.us
  store double %.18.i269.us, double* %scevgep3366, align 8
  %sunkaddr4694 = mul i64 %loop.index.6637.us, 8
  %821 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4695 = getelementptr i8, i8* %821, i64 %sunkaddr4694
  %sunkaddr4696 = getelementptr i8, i8* %sunkaddr4695, i64 8
  %822 = bitcast i8* %sunkaddr4696 to double*
  %.1652.us.1 = load double, double* %822, align 8
  %.12.i268.us.1 = tail call double @llvm.sin.f64(double %.1652.us.1) #6
  %.17.i.us.1 = fmul double %.1652.us.1, 5.000000e-01
  %.18.i269.us.1 = fsub double %.12.i268.us.1, %.17.i.us.1
  %scevgep3364 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.us
  %scevgep3365 = getelementptr double, double* %scevgep3364, i64 1
  store double %.18.i269.us.1, double* %scevgep3365, align 8
  %sunkaddr4697 = mul i64 %loop.index.6637.us, 8
  %823 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4698 = getelementptr i8, i8* %823, i64 %sunkaddr4697
  %sunkaddr4699 = getelementptr i8, i8* %sunkaddr4698, i64 16
  %824 = bitcast i8* %sunkaddr4699 to double*
  %.1652.us.2 = load double, double* %824, align 8
  %.12.i268.us.2 = tail call double @llvm.sin.f64(double %.1652.us.2) #6
  %.17.i.us.2 = fmul double %.1652.us.2, 5.000000e-01
  %.18.i269.us.2 = fsub double %.12.i268.us.2, %.17.i.us.2
  %scevgep3362 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.us
  %scevgep3363 = getelementptr double, double* %scevgep3362, i64 2
  store double %.18.i269.us.2, double* %scevgep3363, align 8
  %sunkaddr4700 = mul i64 %loop.index.6637.us, 8
  %825 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4701 = getelementptr i8, i8* %825, i64 %sunkaddr4700
  %sunkaddr4702 = getelementptr i8, i8* %sunkaddr4701, i64 24
  %826 = bitcast i8* %sunkaddr4702 to double*
  %.1652.us.3 = load double, double* %826, align 8
  %.12.i268.us.3 = tail call double @llvm.sin.f64(double %.1652.us.3) #6
  %.17.i.us.3 = fmul double %.1652.us.3, 5.000000e-01
  %.18.i269.us.3 = fsub double %.12.i268.us.3, %.17.i.us.3
  %scevgep3360 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.us
  %scevgep3361 = getelementptr double, double* %scevgep3360, i64 3
  store double %.18.i269.us.3, double* %scevgep3361, align 8
  %sunkaddr4703 = mul i64 %loop.index.6637.us, 8
  %827 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4704 = getelementptr i8, i8* %827, i64 %sunkaddr4703
  %sunkaddr4705 = getelementptr i8, i8* %sunkaddr4704, i64 32
  %828 = bitcast i8* %sunkaddr4705 to double*
  %.1652.us.4 = load double, double* %828, align 8
  %.12.i268.us.4 = tail call double @llvm.sin.f64(double %.1652.us.4) #6
  %.17.i.us.4 = fmul double %.1652.us.4, 5.000000e-01
  %.18.i269.us.4 = fsub double %.12.i268.us.4, %.17.i.us.4
  %scevgep3358 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.us
  %scevgep3359 = getelementptr double, double* %scevgep3358, i64 4
  store double %.18.i269.us.4, double* %scevgep3359, align 8
  %sunkaddr4706 = mul i64 %loop.index.6637.us, 8
  %829 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4707 = getelementptr i8, i8* %829, i64 %sunkaddr4706
  %sunkaddr4708 = getelementptr i8, i8* %sunkaddr4707, i64 40
  %830 = bitcast i8* %sunkaddr4708 to double*
  %.1652.us.5 = load double, double* %830, align 8
  %.12.i268.us.5 = tail call double @llvm.sin.f64(double %.1652.us.5) #6
  %.17.i.us.5 = fmul double %.1652.us.5, 5.000000e-01
  %.18.i269.us.5 = fsub double %.12.i268.us.5, %.17.i.us.5
  %scevgep3356 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.us
  %scevgep3357 = getelementptr double, double* %scevgep3356, i64 5
  store double %.18.i269.us.5, double* %scevgep3357, align 8
  %sunkaddr4709 = mul i64 %loop.index.6637.us, 8
  %831 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4710 = getelementptr i8, i8* %831, i64 %sunkaddr4709
  %sunkaddr4711 = getelementptr i8, i8* %sunkaddr4710, i64 48
  %832 = bitcast i8* %sunkaddr4711 to double*
  %.1652.us.6 = load double, double* %832, align 8
  %.12.i268.us.6 = tail call double @llvm.sin.f64(double %.1652.us.6) #6
  %.17.i.us.6 = fmul double %.1652.us.6, 5.000000e-01
  %.18.i269.us.6 = fsub double %.12.i268.us.6, %.17.i.us.6
  %scevgep3354 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.us
  %scevgep3355 = getelementptr double, double* %scevgep3354, i64 6
  store double %.18.i269.us.6, double* %scevgep3355, align 8
  %sunkaddr4712 = mul i64 %loop.index.6637.us, 8
  %833 = bitcast double* %.6.i310651 to i8*
  %sunkaddr4713 = getelementptr i8, i8* %833, i64 %sunkaddr4712
  %sunkaddr4714 = getelementptr i8, i8* %sunkaddr4713, i64 56
  %834 = bitcast i8* %sunkaddr4714 to double*
  %.1652.us.7 = load double, double* %834, align 8
  %.12.i268.us.7 = tail call double @llvm.sin.f64(double %.1652.us.7) #6
  %.17.i.us.7 = fmul double %.1652.us.7, 5.000000e-01
  %.18.i269.us.7 = fsub double %.12.i268.us.7, %.17.i.us.7
  %scevgep3352 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.us
  %scevgep3353 = getelementptr double, double* %scevgep3352, i64 7
  store double %.18.i269.us.7, double* %scevgep3353, align 8
  %.1681.us.7 = add nuw nsw i64 %loop.index.6637.us, 8
  %exitcond851.not.7 = icmp eq i64 %arg.y0.5.0, %.1681.us.7
  br i1 %exitcond851.not.7, label %for.end.6.endif, label %for.body.6.us, !llvm.loop !135

for.body.6:                                       ; preds = %for.body.6.preheader1363, %for.body.6
  %loop.index.6637 = phi i64 [ %.1681.7, %for.body.6 ], [ 0, %for.body.6.preheader1363 ]
  %.1652 = load double, double* %.6.i310651, align 8
  %.12.i268 = tail call double @llvm.sin.f64(double %.1652) #6
  %.17.i = fmul double %.1652, 5.000000e-01
  %.18.i269 = fsub double %.12.i268, %.17.i
  %sunkaddr4715 = mul i64 %loop.index.6637, 8
  %835 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4716 = getelementptr i8, i8* %835, i64 %sunkaddr4715
  %836 = bitcast i8* %sunkaddr4716 to double*
  store double %.18.i269, double* %836, align 8
  %.1652.1 = load double, double* %.6.i310651, align 8
  %.12.i268.1 = tail call double @llvm.sin.f64(double %.1652.1) #6
  %.17.i.1 = fmul double %.1652.1, 5.000000e-01
  %.18.i269.1 = fsub double %.12.i268.1, %.17.i.1
  %sunkaddr4717 = mul i64 %loop.index.6637, 8
  %837 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4718 = getelementptr i8, i8* %837, i64 %sunkaddr4717
  %sunkaddr4719 = getelementptr i8, i8* %sunkaddr4718, i64 8
  %838 = bitcast i8* %sunkaddr4719 to double*
  store double %.18.i269.1, double* %838, align 8
  %.1652.2 = load double, double* %.6.i310651, align 8
  %.12.i268.2 = tail call double @llvm.sin.f64(double %.1652.2) #6
  %.17.i.2 = fmul double %.1652.2, 5.000000e-01
  %.18.i269.2 = fsub double %.12.i268.2, %.17.i.2
  %sunkaddr4720 = mul i64 %loop.index.6637, 8
  %839 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4721 = getelementptr i8, i8* %839, i64 %sunkaddr4720
  %sunkaddr4722 = getelementptr i8, i8* %sunkaddr4721, i64 16
  %840 = bitcast i8* %sunkaddr4722 to double*
  store double %.18.i269.2, double* %840, align 8
  %.1652.3 = load double, double* %.6.i310651, align 8
  %.12.i268.3 = tail call double @llvm.sin.f64(double %.1652.3) #6
  %.17.i.3 = fmul double %.1652.3, 5.000000e-01
  %.18.i269.3 = fsub double %.12.i268.3, %.17.i.3
  %sunkaddr4723 = mul i64 %loop.index.6637, 8
  %841 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4724 = getelementptr i8, i8* %841, i64 %sunkaddr4723
  %sunkaddr4725 = getelementptr i8, i8* %sunkaddr4724, i64 24
  %842 = bitcast i8* %sunkaddr4725 to double*
  store double %.18.i269.3, double* %842, align 8
  %.1652.4 = load double, double* %.6.i310651, align 8
  %.12.i268.4 = tail call double @llvm.sin.f64(double %.1652.4) #6
  %.17.i.4 = fmul double %.1652.4, 5.000000e-01
  %.18.i269.4 = fsub double %.12.i268.4, %.17.i.4
  %sunkaddr4726 = mul i64 %loop.index.6637, 8
  %843 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4727 = getelementptr i8, i8* %843, i64 %sunkaddr4726
  %sunkaddr4728 = getelementptr i8, i8* %sunkaddr4727, i64 32
  %844 = bitcast i8* %sunkaddr4728 to double*
  store double %.18.i269.4, double* %844, align 8
  %.1652.5 = load double, double* %.6.i310651, align 8
  %.12.i268.5 = tail call double @llvm.sin.f64(double %.1652.5) #6
  %.17.i.5 = fmul double %.1652.5, 5.000000e-01
  %.18.i269.5 = fsub double %.12.i268.5, %.17.i.5
  %sunkaddr4729 = mul i64 %loop.index.6637, 8
  %845 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4730 = getelementptr i8, i8* %845, i64 %sunkaddr4729
  %sunkaddr4731 = getelementptr i8, i8* %sunkaddr4730, i64 40
  %846 = bitcast i8* %sunkaddr4731 to double*
  store double %.18.i269.5, double* %846, align 8
  %.1652.6 = load double, double* %.6.i310651, align 8
  %.12.i268.6 = tail call double @llvm.sin.f64(double %.1652.6) #6
  %.17.i.6 = fmul double %.1652.6, 5.000000e-01
  %.18.i269.6 = fsub double %.12.i268.6, %.17.i.6
  %sunkaddr4732 = mul i64 %loop.index.6637, 8
  %847 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4733 = getelementptr i8, i8* %847, i64 %sunkaddr4732
  %sunkaddr4734 = getelementptr i8, i8* %sunkaddr4733, i64 48
  %848 = bitcast i8* %sunkaddr4734 to double*
  store double %.18.i269.6, double* %848, align 8
  %.1652.7 = load double, double* %.6.i310651, align 8
  %.12.i268.7 = tail call double @llvm.sin.f64(double %.1652.7) #6
  %.17.i.7 = fmul double %.1652.7, 5.000000e-01
  %.18.i269.7 = fsub double %.12.i268.7, %.17.i.7
  %sunkaddr4735 = mul i64 %loop.index.6637, 8
  %849 = bitcast double* %.6.i271652 to i8*
  %sunkaddr4736 = getelementptr i8, i8* %849, i64 %sunkaddr4735
  %sunkaddr4737 = getelementptr i8, i8* %sunkaddr4736, i64 56
  %850 = bitcast i8* %sunkaddr4737 to double*
  store double %.18.i269.7, double* %850, align 8
  %.1681.7 = add nuw i64 %loop.index.6637, 8
  %niter1341.ncmp.7 = icmp eq i64 %n.vec1214, %.1681.7
  br i1 %niter1341.ncmp.7, label %for.end.6.endif.loopexit1251.unr-lcssa, label %for.body.6, !llvm.loop !136

for.end.6.endif.loopexit1251.unr-lcssa:           ; preds = %for.body.6, %for.body.6.preheader1250
  %loop.index.6637.unr = phi i64 [ 0, %for.body.6.preheader1250 ], [ %.1681.7, %for.body.6 ]
  %851 = and i64 %arg.y0.5.0, 7
  %852 = icmp eq i64 %851, 0
  br i1 %852, label %for.end.6.endif, label %for.body.6.epil.preheader

for.body.6.epil.preheader:                        ; preds = %for.end.6.endif.loopexit1251.unr-lcssa
  %scevgep3286 = getelementptr double, double* %.6.i271652, i64 %loop.index.6637.unr
  br label %for.body.6.epil

for.body.6.epil:                                  ; preds = %for.body.6.epil.preheader, %for.body.6.epil
  %epil.iter1338 = phi i64 [ %epil.iter1338.next, %for.body.6.epil ], [ 0, %for.body.6.epil.preheader ]
  %.1652.epil = load double, double* %.6.i310651, align 8
  %.12.i268.epil = tail call double @llvm.sin.f64(double %.1652.epil) #6
  %.17.i.epil = fmul double %.1652.epil, 5.000000e-01
  %.18.i269.epil = fsub double %.12.i268.epil, %.17.i.epil
  %scevgep3287 = getelementptr double, double* %scevgep3286, i64 %epil.iter1338
  store double %.18.i269.epil, double* %scevgep3287, align 8
  %epil.iter1338.next = add i64 %epil.iter1338, 1
  %epil.iter1338.cmp.not = icmp eq i64 %xtraiter1284, %epil.iter1338.next
  br i1 %epil.iter1338.cmp.not, label %for.end.6.endif, label %for.body.6.epil, !llvm.loop !137

for.end.6.endif:                                  ; preds = %for.body.6.epil, %for.body.6.us, %for.end.6.endif.loopexit1251.unr-lcssa, %for.body.6.us.prol.loopexit, %middle.block958, %for.end.5.endif.endif.endif.endif.thread
  %.6.i271652797 = phi double* [ %.6.i271652795, %for.end.5.endif.endif.endif.endif.thread ], [ %.6.i271652, %middle.block958 ], [ %.6.i271652, %for.body.6.us.prol.loopexit ], [ %.6.i271652, %for.end.6.endif.loopexit1251.unr-lcssa ], [ %.6.i271652, %for.body.6.us ], [ %.6.i271652, %for.body.6.epil ]
  %.7.i.i272792796 = phi i8* [ %.7.i.i272790, %for.end.5.endif.endif.endif.endif.thread ], [ %.7.i.i272, %middle.block958 ], [ %.7.i.i272, %for.body.6.us.prol.loopexit ], [ %.7.i.i272, %for.end.6.endif.loopexit1251.unr-lcssa ], [ %.7.i.i272, %for.body.6.us ], [ %.7.i.i272, %for.body.6.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i311)
  %.7.i.i136 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !138
  %.8.i.i137 = icmp eq i8* %.7.i.i136, null
  br i1 %.8.i.i137, label %for.end.6.endif.endif.end...endif.1.if, label %for.end.6.endif.endif.end...endif.1.endif, !prof !0

for.end.6.endif.endif.end...endif.1.if:           ; preds = %for.end.6.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.6.endif.endif.end...endif.1.endif:        ; preds = %for.end.6.endif
  %853 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i134 = getelementptr i8, i8* %.7.i.i136, i64 24
  %854 = bitcast i8* %.5.i134 to double**
  %.6.i135653 = load double*, double** %854, align 8
  br i1 %853, label %for.body.7.preheader, label %for.end.7

for.body.7.preheader:                             ; preds = %for.end.6.endif.endif.end...endif.1.endif
  %855 = icmp ugt i64 %arg.y0.5.0, 1
  br i1 %855, label %for.body.7.us.preheader, label %for.body.7

for.body.7.us.preheader:                          ; preds = %for.body.7.preheader
  %856 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %856, label %for.body.7.us.preheader1246, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.7.us.preheader
  %scevgep = getelementptr double, double* %.6.i135653, i64 %arg.y0.5.0
  %scevgep894 = getelementptr double, double* %.6.i82646, i64 %arg.y0.5.0
  %scevgep897 = getelementptr double, double* %.6.i285648781, i64 %arg.y0.5.0
  %scevgep900 = getelementptr double, double* %.6.i387650789, i64 %arg.y0.5.0
  %scevgep903 = getelementptr double, double* %.6.i271652797, i64 %arg.y0.5.0
  %scevgep906 = getelementptr double, double* %y.2.sroa.60.0817, i64 %arg.y0.5.0
  %bound0 = icmp ult double* %.6.i135653, %scevgep894
  %bound1 = icmp ult double* %.6.i82646, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0908 = icmp ult double* %.6.i135653, %scevgep897
  %bound1909 = icmp ult double* %.6.i285648781, %scevgep
  %found.conflict910 = and i1 %bound0908, %bound1909
  %conflict.rdx = or i1 %found.conflict, %found.conflict910
  %bound0911 = icmp ult double* %.6.i135653, %scevgep900
  %bound1912 = icmp ult double* %.6.i387650789, %scevgep
  %found.conflict913 = and i1 %bound0911, %bound1912
  %conflict.rdx914 = or i1 %conflict.rdx, %found.conflict913
  %bound0915 = icmp ult double* %.6.i135653, %scevgep903
  %bound1916 = icmp ult double* %.6.i271652797, %scevgep
  %found.conflict917 = and i1 %bound0915, %bound1916
  %conflict.rdx918 = or i1 %conflict.rdx914, %found.conflict917
  %bound0919 = icmp ult double* %.6.i135653, %scevgep906
  %bound1920 = icmp ult double* %y.2.sroa.60.0817, %scevgep
  %found.conflict921 = and i1 %bound0919, %bound1920
  %conflict.rdx922 = or i1 %conflict.rdx918, %found.conflict921
  br i1 %conflict.rdx922, label %for.body.7.us.preheader1246, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %857 = icmp ult i64 %5, 224
  br i1 %857, label %middle.block.unr-lcssa, label %vector.body.preheader

vector.body.preheader:                            ; preds = %vector.ph
  %scevgep3383 = getelementptr double, double* %.6.i82646, i64 248
  %scevgep3479 = getelementptr double, double* %.6.i285648781, i64 248
  %scevgep3575 = getelementptr double, double* %.6.i387650789, i64 248
  %scevgep3671 = getelementptr double, double* %.6.i271652797, i64 248
  %scevgep3767 = getelementptr double, double* %y.2.sroa.60.0817, i64 248
  %scevgep3863 = getelementptr double, double* %.6.i135653, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv3959 = phi i64 [ %unroll_iter1290, %vector.body.preheader ], [ %lsr.iv.next3960, %vector.body ]
  %index = phi i64 [ %index.next.7, %vector.body ], [ 0, %vector.body.preheader ]
  %scevgep3467 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34673468 = bitcast double* %scevgep3467 to <8 x double>*
  %scevgep3469 = getelementptr <8 x double>, <8 x double>* %scevgep34673468, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep3469, align 8, !alias.scope !145
  %scevgep3476 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34763477 = bitcast double* %scevgep3476 to <8 x double>*
  %scevgep3478 = getelementptr <8 x double>, <8 x double>* %scevgep34763477, i64 -30
  %wide.load923 = load <8 x double>, <8 x double>* %scevgep3478, align 8, !alias.scope !145
  %scevgep3473 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34733474 = bitcast double* %scevgep3473 to <8 x double>*
  %scevgep3475 = getelementptr <8 x double>, <8 x double>* %scevgep34733474, i64 -29
  %wide.load924 = load <8 x double>, <8 x double>* %scevgep3475, align 8, !alias.scope !145
  %scevgep3470 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34703471 = bitcast double* %scevgep3470 to <8 x double>*
  %scevgep3472 = getelementptr <8 x double>, <8 x double>* %scevgep34703471, i64 -28
  %wide.load925 = load <8 x double>, <8 x double>* %scevgep3472, align 8, !alias.scope !145
  %scevgep3563 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35633564 = bitcast double* %scevgep3563 to <8 x double>*
  %scevgep3565 = getelementptr <8 x double>, <8 x double>* %scevgep35633564, i64 -31
  %wide.load926 = load <8 x double>, <8 x double>* %scevgep3565, align 8, !alias.scope !148
  %scevgep3572 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35723573 = bitcast double* %scevgep3572 to <8 x double>*
  %scevgep3574 = getelementptr <8 x double>, <8 x double>* %scevgep35723573, i64 -30
  %wide.load927 = load <8 x double>, <8 x double>* %scevgep3574, align 8, !alias.scope !148
  %scevgep3569 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35693570 = bitcast double* %scevgep3569 to <8 x double>*
  %scevgep3571 = getelementptr <8 x double>, <8 x double>* %scevgep35693570, i64 -29
  %wide.load928 = load <8 x double>, <8 x double>* %scevgep3571, align 8, !alias.scope !148
  %scevgep3566 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35663567 = bitcast double* %scevgep3566 to <8 x double>*
  %scevgep3568 = getelementptr <8 x double>, <8 x double>* %scevgep35663567, i64 -28
  %wide.load929 = load <8 x double>, <8 x double>* %scevgep3568, align 8, !alias.scope !148
  %scevgep3659 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36593660 = bitcast double* %scevgep3659 to <8 x double>*
  %scevgep3661 = getelementptr <8 x double>, <8 x double>* %scevgep36593660, i64 -31
  %wide.load930 = load <8 x double>, <8 x double>* %scevgep3661, align 8, !alias.scope !150
  %scevgep3668 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36683669 = bitcast double* %scevgep3668 to <8 x double>*
  %scevgep3670 = getelementptr <8 x double>, <8 x double>* %scevgep36683669, i64 -30
  %wide.load931 = load <8 x double>, <8 x double>* %scevgep3670, align 8, !alias.scope !150
  %scevgep3665 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36653666 = bitcast double* %scevgep3665 to <8 x double>*
  %scevgep3667 = getelementptr <8 x double>, <8 x double>* %scevgep36653666, i64 -29
  %wide.load932 = load <8 x double>, <8 x double>* %scevgep3667, align 8, !alias.scope !150
  %scevgep3662 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36623663 = bitcast double* %scevgep3662 to <8 x double>*
  %scevgep3664 = getelementptr <8 x double>, <8 x double>* %scevgep36623663, i64 -28
  %wide.load933 = load <8 x double>, <8 x double>* %scevgep3664, align 8, !alias.scope !150
  %scevgep3755 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37553756 = bitcast double* %scevgep3755 to <8 x double>*
  %scevgep3757 = getelementptr <8 x double>, <8 x double>* %scevgep37553756, i64 -31
  %wide.load934 = load <8 x double>, <8 x double>* %scevgep3757, align 8, !alias.scope !152
  %scevgep3764 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37643765 = bitcast double* %scevgep3764 to <8 x double>*
  %scevgep3766 = getelementptr <8 x double>, <8 x double>* %scevgep37643765, i64 -30
  %wide.load935 = load <8 x double>, <8 x double>* %scevgep3766, align 8, !alias.scope !152
  %scevgep3761 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37613762 = bitcast double* %scevgep3761 to <8 x double>*
  %scevgep3763 = getelementptr <8 x double>, <8 x double>* %scevgep37613762, i64 -29
  %wide.load936 = load <8 x double>, <8 x double>* %scevgep3763, align 8, !alias.scope !152
  %scevgep3758 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37583759 = bitcast double* %scevgep3758 to <8 x double>*
  %scevgep3760 = getelementptr <8 x double>, <8 x double>* %scevgep37583759, i64 -28
  %wide.load937 = load <8 x double>, <8 x double>* %scevgep3760, align 8, !alias.scope !152
  %scevgep3851 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38513852 = bitcast double* %scevgep3851 to <8 x double>*
  %scevgep3853 = getelementptr <8 x double>, <8 x double>* %scevgep38513852, i64 -31
  %wide.load938 = load <8 x double>, <8 x double>* %scevgep3853, align 8, !alias.scope !154
  %scevgep3860 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38603861 = bitcast double* %scevgep3860 to <8 x double>*
  %scevgep3862 = getelementptr <8 x double>, <8 x double>* %scevgep38603861, i64 -30
  %wide.load939 = load <8 x double>, <8 x double>* %scevgep3862, align 8, !alias.scope !154
  %scevgep3857 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38573858 = bitcast double* %scevgep3857 to <8 x double>*
  %scevgep3859 = getelementptr <8 x double>, <8 x double>* %scevgep38573858, i64 -29
  %wide.load940 = load <8 x double>, <8 x double>* %scevgep3859, align 8, !alias.scope !154
  %scevgep3854 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38543855 = bitcast double* %scevgep3854 to <8 x double>*
  %scevgep3856 = getelementptr <8 x double>, <8 x double>* %scevgep38543855, i64 -28
  %wide.load941 = load <8 x double>, <8 x double>* %scevgep3856, align 8, !alias.scope !154
  %858 = fmul <8 x double> %wide.load926, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %859 = fmul <8 x double> %wide.load927, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %860 = fmul <8 x double> %wide.load928, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %861 = fmul <8 x double> %wide.load929, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %862 = fadd <8 x double> %wide.load, %858
  %863 = fadd <8 x double> %wide.load923, %859
  %864 = fadd <8 x double> %wide.load924, %860
  %865 = fadd <8 x double> %wide.load925, %861
  %866 = fmul <8 x double> %wide.load930, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %867 = fmul <8 x double> %wide.load931, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %868 = fmul <8 x double> %wide.load932, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %869 = fmul <8 x double> %wide.load933, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %870 = fadd <8 x double> %862, %866
  %871 = fadd <8 x double> %863, %867
  %872 = fadd <8 x double> %864, %868
  %873 = fadd <8 x double> %865, %869
  %874 = fadd <8 x double> %wide.load934, %870
  %875 = fadd <8 x double> %wide.load935, %871
  %876 = fadd <8 x double> %wide.load936, %872
  %877 = fadd <8 x double> %wide.load937, %873
  %878 = fmul <8 x double> %broadcast.splat, %874
  %879 = fmul <8 x double> %broadcast.splat943, %875
  %880 = fmul <8 x double> %broadcast.splat945, %876
  %881 = fmul <8 x double> %broadcast.splat947, %877
  %882 = fadd <8 x double> %wide.load938, %878
  %883 = fadd <8 x double> %wide.load939, %879
  %884 = fadd <8 x double> %wide.load940, %880
  %885 = fadd <8 x double> %wide.load941, %881
  %scevgep3947 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39473948 = bitcast double* %scevgep3947 to <8 x double>*
  %scevgep3949 = getelementptr <8 x double>, <8 x double>* %scevgep39473948, i64 -31
  store <8 x double> %882, <8 x double>* %scevgep3949, align 8, !alias.scope !156, !noalias !158
  %scevgep3956 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39563957 = bitcast double* %scevgep3956 to <8 x double>*
  %scevgep3958 = getelementptr <8 x double>, <8 x double>* %scevgep39563957, i64 -30
  store <8 x double> %883, <8 x double>* %scevgep3958, align 8, !alias.scope !156, !noalias !158
  %scevgep3953 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39533954 = bitcast double* %scevgep3953 to <8 x double>*
  %scevgep3955 = getelementptr <8 x double>, <8 x double>* %scevgep39533954, i64 -29
  store <8 x double> %884, <8 x double>* %scevgep3955, align 8, !alias.scope !156, !noalias !158
  %scevgep3950 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39503951 = bitcast double* %scevgep3950 to <8 x double>*
  %scevgep3952 = getelementptr <8 x double>, <8 x double>* %scevgep39503951, i64 -28
  store <8 x double> %885, <8 x double>* %scevgep3952, align 8, !alias.scope !156, !noalias !158
  %scevgep3453 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34533454 = bitcast double* %scevgep3453 to <8 x double>*
  %scevgep3455 = getelementptr <8 x double>, <8 x double>* %scevgep34533454, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep3455, align 8, !alias.scope !145
  %scevgep3450 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34503451 = bitcast double* %scevgep3450 to <8 x double>*
  %scevgep3452 = getelementptr <8 x double>, <8 x double>* %scevgep34503451, i64 -26
  %wide.load923.1 = load <8 x double>, <8 x double>* %scevgep3452, align 8, !alias.scope !145
  %scevgep3447 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34473448 = bitcast double* %scevgep3447 to <8 x double>*
  %scevgep3449 = getelementptr <8 x double>, <8 x double>* %scevgep34473448, i64 -25
  %wide.load924.1 = load <8 x double>, <8 x double>* %scevgep3449, align 8, !alias.scope !145
  %scevgep3444 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34443445 = bitcast double* %scevgep3444 to <8 x double>*
  %scevgep3446 = getelementptr <8 x double>, <8 x double>* %scevgep34443445, i64 -24
  %wide.load925.1 = load <8 x double>, <8 x double>* %scevgep3446, align 8, !alias.scope !145
  %scevgep3549 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35493550 = bitcast double* %scevgep3549 to <8 x double>*
  %scevgep3551 = getelementptr <8 x double>, <8 x double>* %scevgep35493550, i64 -27
  %wide.load926.1 = load <8 x double>, <8 x double>* %scevgep3551, align 8, !alias.scope !148
  %scevgep3546 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35463547 = bitcast double* %scevgep3546 to <8 x double>*
  %scevgep3548 = getelementptr <8 x double>, <8 x double>* %scevgep35463547, i64 -26
  %wide.load927.1 = load <8 x double>, <8 x double>* %scevgep3548, align 8, !alias.scope !148
  %scevgep3543 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35433544 = bitcast double* %scevgep3543 to <8 x double>*
  %scevgep3545 = getelementptr <8 x double>, <8 x double>* %scevgep35433544, i64 -25
  %wide.load928.1 = load <8 x double>, <8 x double>* %scevgep3545, align 8, !alias.scope !148
  %scevgep3540 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35403541 = bitcast double* %scevgep3540 to <8 x double>*
  %scevgep3542 = getelementptr <8 x double>, <8 x double>* %scevgep35403541, i64 -24
  %wide.load929.1 = load <8 x double>, <8 x double>* %scevgep3542, align 8, !alias.scope !148
  %scevgep3645 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36453646 = bitcast double* %scevgep3645 to <8 x double>*
  %scevgep3647 = getelementptr <8 x double>, <8 x double>* %scevgep36453646, i64 -27
  %wide.load930.1 = load <8 x double>, <8 x double>* %scevgep3647, align 8, !alias.scope !150
  %scevgep3642 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36423643 = bitcast double* %scevgep3642 to <8 x double>*
  %scevgep3644 = getelementptr <8 x double>, <8 x double>* %scevgep36423643, i64 -26
  %wide.load931.1 = load <8 x double>, <8 x double>* %scevgep3644, align 8, !alias.scope !150
  %scevgep3639 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36393640 = bitcast double* %scevgep3639 to <8 x double>*
  %scevgep3641 = getelementptr <8 x double>, <8 x double>* %scevgep36393640, i64 -25
  %wide.load932.1 = load <8 x double>, <8 x double>* %scevgep3641, align 8, !alias.scope !150
  %scevgep3636 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36363637 = bitcast double* %scevgep3636 to <8 x double>*
  %scevgep3638 = getelementptr <8 x double>, <8 x double>* %scevgep36363637, i64 -24
  %wide.load933.1 = load <8 x double>, <8 x double>* %scevgep3638, align 8, !alias.scope !150
  %scevgep3741 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37413742 = bitcast double* %scevgep3741 to <8 x double>*
  %scevgep3743 = getelementptr <8 x double>, <8 x double>* %scevgep37413742, i64 -27
  %wide.load934.1 = load <8 x double>, <8 x double>* %scevgep3743, align 8, !alias.scope !152
  %scevgep3738 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37383739 = bitcast double* %scevgep3738 to <8 x double>*
  %scevgep3740 = getelementptr <8 x double>, <8 x double>* %scevgep37383739, i64 -26
  %wide.load935.1 = load <8 x double>, <8 x double>* %scevgep3740, align 8, !alias.scope !152
  %scevgep3735 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37353736 = bitcast double* %scevgep3735 to <8 x double>*
  %scevgep3737 = getelementptr <8 x double>, <8 x double>* %scevgep37353736, i64 -25
  %wide.load936.1 = load <8 x double>, <8 x double>* %scevgep3737, align 8, !alias.scope !152
  %scevgep3732 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37323733 = bitcast double* %scevgep3732 to <8 x double>*
  %scevgep3734 = getelementptr <8 x double>, <8 x double>* %scevgep37323733, i64 -24
  %wide.load937.1 = load <8 x double>, <8 x double>* %scevgep3734, align 8, !alias.scope !152
  %scevgep3837 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38373838 = bitcast double* %scevgep3837 to <8 x double>*
  %scevgep3839 = getelementptr <8 x double>, <8 x double>* %scevgep38373838, i64 -27
  %wide.load938.1 = load <8 x double>, <8 x double>* %scevgep3839, align 8, !alias.scope !154
  %scevgep3834 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38343835 = bitcast double* %scevgep3834 to <8 x double>*
  %scevgep3836 = getelementptr <8 x double>, <8 x double>* %scevgep38343835, i64 -26
  %wide.load939.1 = load <8 x double>, <8 x double>* %scevgep3836, align 8, !alias.scope !154
  %scevgep3831 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38313832 = bitcast double* %scevgep3831 to <8 x double>*
  %scevgep3833 = getelementptr <8 x double>, <8 x double>* %scevgep38313832, i64 -25
  %wide.load940.1 = load <8 x double>, <8 x double>* %scevgep3833, align 8, !alias.scope !154
  %scevgep3828 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38283829 = bitcast double* %scevgep3828 to <8 x double>*
  %scevgep3830 = getelementptr <8 x double>, <8 x double>* %scevgep38283829, i64 -24
  %wide.load941.1 = load <8 x double>, <8 x double>* %scevgep3830, align 8, !alias.scope !154
  %886 = fmul <8 x double> %wide.load926.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %887 = fmul <8 x double> %wide.load927.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %888 = fmul <8 x double> %wide.load928.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %889 = fmul <8 x double> %wide.load929.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %890 = fadd <8 x double> %wide.load.1, %886
  %891 = fadd <8 x double> %wide.load923.1, %887
  %892 = fadd <8 x double> %wide.load924.1, %888
  %893 = fadd <8 x double> %wide.load925.1, %889
  %894 = fmul <8 x double> %wide.load930.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %895 = fmul <8 x double> %wide.load931.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %896 = fmul <8 x double> %wide.load932.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %897 = fmul <8 x double> %wide.load933.1, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %898 = fadd <8 x double> %890, %894
  %899 = fadd <8 x double> %891, %895
  %900 = fadd <8 x double> %892, %896
  %901 = fadd <8 x double> %893, %897
  %902 = fadd <8 x double> %wide.load934.1, %898
  %903 = fadd <8 x double> %wide.load935.1, %899
  %904 = fadd <8 x double> %wide.load936.1, %900
  %905 = fadd <8 x double> %wide.load937.1, %901
  %906 = fmul <8 x double> %broadcast.splat, %902
  %907 = fmul <8 x double> %broadcast.splat943, %903
  %908 = fmul <8 x double> %broadcast.splat945, %904
  %909 = fmul <8 x double> %broadcast.splat947, %905
  %910 = fadd <8 x double> %wide.load938.1, %906
  %911 = fadd <8 x double> %wide.load939.1, %907
  %912 = fadd <8 x double> %wide.load940.1, %908
  %913 = fadd <8 x double> %wide.load941.1, %909
  %scevgep3933 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39333934 = bitcast double* %scevgep3933 to <8 x double>*
  %scevgep3935 = getelementptr <8 x double>, <8 x double>* %scevgep39333934, i64 -27
  store <8 x double> %910, <8 x double>* %scevgep3935, align 8, !alias.scope !156, !noalias !158
  %scevgep3930 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39303931 = bitcast double* %scevgep3930 to <8 x double>*
  %scevgep3932 = getelementptr <8 x double>, <8 x double>* %scevgep39303931, i64 -26
  store <8 x double> %911, <8 x double>* %scevgep3932, align 8, !alias.scope !156, !noalias !158
  %scevgep3927 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39273928 = bitcast double* %scevgep3927 to <8 x double>*
  %scevgep3929 = getelementptr <8 x double>, <8 x double>* %scevgep39273928, i64 -25
  store <8 x double> %912, <8 x double>* %scevgep3929, align 8, !alias.scope !156, !noalias !158
  %scevgep3924 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39243925 = bitcast double* %scevgep3924 to <8 x double>*
  %scevgep3926 = getelementptr <8 x double>, <8 x double>* %scevgep39243925, i64 -24
  store <8 x double> %913, <8 x double>* %scevgep3926, align 8, !alias.scope !156, !noalias !158
  %scevgep3441 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34413442 = bitcast double* %scevgep3441 to <8 x double>*
  %scevgep3443 = getelementptr <8 x double>, <8 x double>* %scevgep34413442, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep3443, align 8, !alias.scope !145
  %scevgep3438 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34383439 = bitcast double* %scevgep3438 to <8 x double>*
  %scevgep3440 = getelementptr <8 x double>, <8 x double>* %scevgep34383439, i64 -22
  %wide.load923.2 = load <8 x double>, <8 x double>* %scevgep3440, align 8, !alias.scope !145
  %scevgep3435 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34353436 = bitcast double* %scevgep3435 to <8 x double>*
  %scevgep3437 = getelementptr <8 x double>, <8 x double>* %scevgep34353436, i64 -21
  %wide.load924.2 = load <8 x double>, <8 x double>* %scevgep3437, align 8, !alias.scope !145
  %scevgep3432 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34323433 = bitcast double* %scevgep3432 to <8 x double>*
  %scevgep3434 = getelementptr <8 x double>, <8 x double>* %scevgep34323433, i64 -20
  %wide.load925.2 = load <8 x double>, <8 x double>* %scevgep3434, align 8, !alias.scope !145
  %scevgep3537 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35373538 = bitcast double* %scevgep3537 to <8 x double>*
  %scevgep3539 = getelementptr <8 x double>, <8 x double>* %scevgep35373538, i64 -23
  %wide.load926.2 = load <8 x double>, <8 x double>* %scevgep3539, align 8, !alias.scope !148
  %scevgep3534 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35343535 = bitcast double* %scevgep3534 to <8 x double>*
  %scevgep3536 = getelementptr <8 x double>, <8 x double>* %scevgep35343535, i64 -22
  %wide.load927.2 = load <8 x double>, <8 x double>* %scevgep3536, align 8, !alias.scope !148
  %scevgep3531 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35313532 = bitcast double* %scevgep3531 to <8 x double>*
  %scevgep3533 = getelementptr <8 x double>, <8 x double>* %scevgep35313532, i64 -21
  %wide.load928.2 = load <8 x double>, <8 x double>* %scevgep3533, align 8, !alias.scope !148
  %scevgep3528 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35283529 = bitcast double* %scevgep3528 to <8 x double>*
  %scevgep3530 = getelementptr <8 x double>, <8 x double>* %scevgep35283529, i64 -20
  %wide.load929.2 = load <8 x double>, <8 x double>* %scevgep3530, align 8, !alias.scope !148
  %scevgep3633 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36333634 = bitcast double* %scevgep3633 to <8 x double>*
  %scevgep3635 = getelementptr <8 x double>, <8 x double>* %scevgep36333634, i64 -23
  %wide.load930.2 = load <8 x double>, <8 x double>* %scevgep3635, align 8, !alias.scope !150
  %scevgep3630 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36303631 = bitcast double* %scevgep3630 to <8 x double>*
  %scevgep3632 = getelementptr <8 x double>, <8 x double>* %scevgep36303631, i64 -22
  %wide.load931.2 = load <8 x double>, <8 x double>* %scevgep3632, align 8, !alias.scope !150
  %scevgep3627 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36273628 = bitcast double* %scevgep3627 to <8 x double>*
  %scevgep3629 = getelementptr <8 x double>, <8 x double>* %scevgep36273628, i64 -21
  %wide.load932.2 = load <8 x double>, <8 x double>* %scevgep3629, align 8, !alias.scope !150
  %scevgep3624 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36243625 = bitcast double* %scevgep3624 to <8 x double>*
  %scevgep3626 = getelementptr <8 x double>, <8 x double>* %scevgep36243625, i64 -20
  %wide.load933.2 = load <8 x double>, <8 x double>* %scevgep3626, align 8, !alias.scope !150
  %scevgep3729 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37293730 = bitcast double* %scevgep3729 to <8 x double>*
  %scevgep3731 = getelementptr <8 x double>, <8 x double>* %scevgep37293730, i64 -23
  %wide.load934.2 = load <8 x double>, <8 x double>* %scevgep3731, align 8, !alias.scope !152
  %scevgep3726 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37263727 = bitcast double* %scevgep3726 to <8 x double>*
  %scevgep3728 = getelementptr <8 x double>, <8 x double>* %scevgep37263727, i64 -22
  %wide.load935.2 = load <8 x double>, <8 x double>* %scevgep3728, align 8, !alias.scope !152
  %scevgep3723 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37233724 = bitcast double* %scevgep3723 to <8 x double>*
  %scevgep3725 = getelementptr <8 x double>, <8 x double>* %scevgep37233724, i64 -21
  %wide.load936.2 = load <8 x double>, <8 x double>* %scevgep3725, align 8, !alias.scope !152
  %scevgep3720 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37203721 = bitcast double* %scevgep3720 to <8 x double>*
  %scevgep3722 = getelementptr <8 x double>, <8 x double>* %scevgep37203721, i64 -20
  %wide.load937.2 = load <8 x double>, <8 x double>* %scevgep3722, align 8, !alias.scope !152
  %scevgep3825 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38253826 = bitcast double* %scevgep3825 to <8 x double>*
  %scevgep3827 = getelementptr <8 x double>, <8 x double>* %scevgep38253826, i64 -23
  %wide.load938.2 = load <8 x double>, <8 x double>* %scevgep3827, align 8, !alias.scope !154
  %scevgep3822 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38223823 = bitcast double* %scevgep3822 to <8 x double>*
  %scevgep3824 = getelementptr <8 x double>, <8 x double>* %scevgep38223823, i64 -22
  %wide.load939.2 = load <8 x double>, <8 x double>* %scevgep3824, align 8, !alias.scope !154
  %scevgep3819 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38193820 = bitcast double* %scevgep3819 to <8 x double>*
  %scevgep3821 = getelementptr <8 x double>, <8 x double>* %scevgep38193820, i64 -21
  %wide.load940.2 = load <8 x double>, <8 x double>* %scevgep3821, align 8, !alias.scope !154
  %scevgep3816 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38163817 = bitcast double* %scevgep3816 to <8 x double>*
  %scevgep3818 = getelementptr <8 x double>, <8 x double>* %scevgep38163817, i64 -20
  %wide.load941.2 = load <8 x double>, <8 x double>* %scevgep3818, align 8, !alias.scope !154
  %914 = fmul <8 x double> %wide.load926.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %915 = fmul <8 x double> %wide.load927.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %916 = fmul <8 x double> %wide.load928.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %917 = fmul <8 x double> %wide.load929.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %918 = fadd <8 x double> %wide.load.2, %914
  %919 = fadd <8 x double> %wide.load923.2, %915
  %920 = fadd <8 x double> %wide.load924.2, %916
  %921 = fadd <8 x double> %wide.load925.2, %917
  %922 = fmul <8 x double> %wide.load930.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %923 = fmul <8 x double> %wide.load931.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %924 = fmul <8 x double> %wide.load932.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %925 = fmul <8 x double> %wide.load933.2, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %926 = fadd <8 x double> %918, %922
  %927 = fadd <8 x double> %919, %923
  %928 = fadd <8 x double> %920, %924
  %929 = fadd <8 x double> %921, %925
  %930 = fadd <8 x double> %wide.load934.2, %926
  %931 = fadd <8 x double> %wide.load935.2, %927
  %932 = fadd <8 x double> %wide.load936.2, %928
  %933 = fadd <8 x double> %wide.load937.2, %929
  %934 = fmul <8 x double> %broadcast.splat, %930
  %935 = fmul <8 x double> %broadcast.splat943, %931
  %936 = fmul <8 x double> %broadcast.splat945, %932
  %937 = fmul <8 x double> %broadcast.splat947, %933
  %938 = fadd <8 x double> %wide.load938.2, %934
  %939 = fadd <8 x double> %wide.load939.2, %935
  %940 = fadd <8 x double> %wide.load940.2, %936
  %941 = fadd <8 x double> %wide.load941.2, %937
  %scevgep3921 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39213922 = bitcast double* %scevgep3921 to <8 x double>*
  %scevgep3923 = getelementptr <8 x double>, <8 x double>* %scevgep39213922, i64 -23
  store <8 x double> %938, <8 x double>* %scevgep3923, align 8, !alias.scope !156, !noalias !158
  %scevgep3918 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39183919 = bitcast double* %scevgep3918 to <8 x double>*
  %scevgep3920 = getelementptr <8 x double>, <8 x double>* %scevgep39183919, i64 -22
  store <8 x double> %939, <8 x double>* %scevgep3920, align 8, !alias.scope !156, !noalias !158
  %scevgep3915 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39153916 = bitcast double* %scevgep3915 to <8 x double>*
  %scevgep3917 = getelementptr <8 x double>, <8 x double>* %scevgep39153916, i64 -21
  store <8 x double> %940, <8 x double>* %scevgep3917, align 8, !alias.scope !156, !noalias !158
  %scevgep3912 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39123913 = bitcast double* %scevgep3912 to <8 x double>*
  %scevgep3914 = getelementptr <8 x double>, <8 x double>* %scevgep39123913, i64 -20
  store <8 x double> %941, <8 x double>* %scevgep3914, align 8, !alias.scope !156, !noalias !158
  %scevgep3429 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34293430 = bitcast double* %scevgep3429 to <8 x double>*
  %scevgep3431 = getelementptr <8 x double>, <8 x double>* %scevgep34293430, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep3431, align 8, !alias.scope !145
  %scevgep3426 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34263427 = bitcast double* %scevgep3426 to <8 x double>*
  %scevgep3428 = getelementptr <8 x double>, <8 x double>* %scevgep34263427, i64 -18
  %wide.load923.3 = load <8 x double>, <8 x double>* %scevgep3428, align 8, !alias.scope !145
  %scevgep3423 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34233424 = bitcast double* %scevgep3423 to <8 x double>*
  %scevgep3425 = getelementptr <8 x double>, <8 x double>* %scevgep34233424, i64 -17
  %wide.load924.3 = load <8 x double>, <8 x double>* %scevgep3425, align 8, !alias.scope !145
  %scevgep3420 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34203421 = bitcast double* %scevgep3420 to <8 x double>*
  %scevgep3422 = getelementptr <8 x double>, <8 x double>* %scevgep34203421, i64 -16
  %wide.load925.3 = load <8 x double>, <8 x double>* %scevgep3422, align 8, !alias.scope !145
  %scevgep3525 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35253526 = bitcast double* %scevgep3525 to <8 x double>*
  %scevgep3527 = getelementptr <8 x double>, <8 x double>* %scevgep35253526, i64 -19
  %wide.load926.3 = load <8 x double>, <8 x double>* %scevgep3527, align 8, !alias.scope !148
  %scevgep3522 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35223523 = bitcast double* %scevgep3522 to <8 x double>*
  %scevgep3524 = getelementptr <8 x double>, <8 x double>* %scevgep35223523, i64 -18
  %wide.load927.3 = load <8 x double>, <8 x double>* %scevgep3524, align 8, !alias.scope !148
  %scevgep3519 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35193520 = bitcast double* %scevgep3519 to <8 x double>*
  %scevgep3521 = getelementptr <8 x double>, <8 x double>* %scevgep35193520, i64 -17
  %wide.load928.3 = load <8 x double>, <8 x double>* %scevgep3521, align 8, !alias.scope !148
  %scevgep3516 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35163517 = bitcast double* %scevgep3516 to <8 x double>*
  %scevgep3518 = getelementptr <8 x double>, <8 x double>* %scevgep35163517, i64 -16
  %wide.load929.3 = load <8 x double>, <8 x double>* %scevgep3518, align 8, !alias.scope !148
  %scevgep3621 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36213622 = bitcast double* %scevgep3621 to <8 x double>*
  %scevgep3623 = getelementptr <8 x double>, <8 x double>* %scevgep36213622, i64 -19
  %wide.load930.3 = load <8 x double>, <8 x double>* %scevgep3623, align 8, !alias.scope !150
  %scevgep3618 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36183619 = bitcast double* %scevgep3618 to <8 x double>*
  %scevgep3620 = getelementptr <8 x double>, <8 x double>* %scevgep36183619, i64 -18
  %wide.load931.3 = load <8 x double>, <8 x double>* %scevgep3620, align 8, !alias.scope !150
  %scevgep3615 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36153616 = bitcast double* %scevgep3615 to <8 x double>*
  %scevgep3617 = getelementptr <8 x double>, <8 x double>* %scevgep36153616, i64 -17
  %wide.load932.3 = load <8 x double>, <8 x double>* %scevgep3617, align 8, !alias.scope !150
  %scevgep3612 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36123613 = bitcast double* %scevgep3612 to <8 x double>*
  %scevgep3614 = getelementptr <8 x double>, <8 x double>* %scevgep36123613, i64 -16
  %wide.load933.3 = load <8 x double>, <8 x double>* %scevgep3614, align 8, !alias.scope !150
  %scevgep3717 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37173718 = bitcast double* %scevgep3717 to <8 x double>*
  %scevgep3719 = getelementptr <8 x double>, <8 x double>* %scevgep37173718, i64 -19
  %wide.load934.3 = load <8 x double>, <8 x double>* %scevgep3719, align 8, !alias.scope !152
  %scevgep3714 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37143715 = bitcast double* %scevgep3714 to <8 x double>*
  %scevgep3716 = getelementptr <8 x double>, <8 x double>* %scevgep37143715, i64 -18
  %wide.load935.3 = load <8 x double>, <8 x double>* %scevgep3716, align 8, !alias.scope !152
  %scevgep3711 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37113712 = bitcast double* %scevgep3711 to <8 x double>*
  %scevgep3713 = getelementptr <8 x double>, <8 x double>* %scevgep37113712, i64 -17
  %wide.load936.3 = load <8 x double>, <8 x double>* %scevgep3713, align 8, !alias.scope !152
  %scevgep3708 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37083709 = bitcast double* %scevgep3708 to <8 x double>*
  %scevgep3710 = getelementptr <8 x double>, <8 x double>* %scevgep37083709, i64 -16
  %wide.load937.3 = load <8 x double>, <8 x double>* %scevgep3710, align 8, !alias.scope !152
  %scevgep3813 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38133814 = bitcast double* %scevgep3813 to <8 x double>*
  %scevgep3815 = getelementptr <8 x double>, <8 x double>* %scevgep38133814, i64 -19
  %wide.load938.3 = load <8 x double>, <8 x double>* %scevgep3815, align 8, !alias.scope !154
  %scevgep3810 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38103811 = bitcast double* %scevgep3810 to <8 x double>*
  %scevgep3812 = getelementptr <8 x double>, <8 x double>* %scevgep38103811, i64 -18
  %wide.load939.3 = load <8 x double>, <8 x double>* %scevgep3812, align 8, !alias.scope !154
  %scevgep3807 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38073808 = bitcast double* %scevgep3807 to <8 x double>*
  %scevgep3809 = getelementptr <8 x double>, <8 x double>* %scevgep38073808, i64 -17
  %wide.load940.3 = load <8 x double>, <8 x double>* %scevgep3809, align 8, !alias.scope !154
  %scevgep3804 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38043805 = bitcast double* %scevgep3804 to <8 x double>*
  %scevgep3806 = getelementptr <8 x double>, <8 x double>* %scevgep38043805, i64 -16
  %wide.load941.3 = load <8 x double>, <8 x double>* %scevgep3806, align 8, !alias.scope !154
  %942 = fmul <8 x double> %wide.load926.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %943 = fmul <8 x double> %wide.load927.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %944 = fmul <8 x double> %wide.load928.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %945 = fmul <8 x double> %wide.load929.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %946 = fadd <8 x double> %wide.load.3, %942
  %947 = fadd <8 x double> %wide.load923.3, %943
  %948 = fadd <8 x double> %wide.load924.3, %944
  %949 = fadd <8 x double> %wide.load925.3, %945
  %950 = fmul <8 x double> %wide.load930.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %951 = fmul <8 x double> %wide.load931.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %952 = fmul <8 x double> %wide.load932.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %953 = fmul <8 x double> %wide.load933.3, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %954 = fadd <8 x double> %946, %950
  %955 = fadd <8 x double> %947, %951
  %956 = fadd <8 x double> %948, %952
  %957 = fadd <8 x double> %949, %953
  %958 = fadd <8 x double> %wide.load934.3, %954
  %959 = fadd <8 x double> %wide.load935.3, %955
  %960 = fadd <8 x double> %wide.load936.3, %956
  %961 = fadd <8 x double> %wide.load937.3, %957
  %962 = fmul <8 x double> %broadcast.splat, %958
  %963 = fmul <8 x double> %broadcast.splat943, %959
  %964 = fmul <8 x double> %broadcast.splat945, %960
  %965 = fmul <8 x double> %broadcast.splat947, %961
  %966 = fadd <8 x double> %wide.load938.3, %962
  %967 = fadd <8 x double> %wide.load939.3, %963
  %968 = fadd <8 x double> %wide.load940.3, %964
  %969 = fadd <8 x double> %wide.load941.3, %965
  %scevgep3909 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39093910 = bitcast double* %scevgep3909 to <8 x double>*
  %scevgep3911 = getelementptr <8 x double>, <8 x double>* %scevgep39093910, i64 -19
  store <8 x double> %966, <8 x double>* %scevgep3911, align 8, !alias.scope !156, !noalias !158
  %scevgep3906 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39063907 = bitcast double* %scevgep3906 to <8 x double>*
  %scevgep3908 = getelementptr <8 x double>, <8 x double>* %scevgep39063907, i64 -18
  store <8 x double> %967, <8 x double>* %scevgep3908, align 8, !alias.scope !156, !noalias !158
  %scevgep3903 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39033904 = bitcast double* %scevgep3903 to <8 x double>*
  %scevgep3905 = getelementptr <8 x double>, <8 x double>* %scevgep39033904, i64 -17
  store <8 x double> %968, <8 x double>* %scevgep3905, align 8, !alias.scope !156, !noalias !158
  %scevgep3900 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39003901 = bitcast double* %scevgep3900 to <8 x double>*
  %scevgep3902 = getelementptr <8 x double>, <8 x double>* %scevgep39003901, i64 -16
  store <8 x double> %969, <8 x double>* %scevgep3902, align 8, !alias.scope !156, !noalias !158
  %scevgep3417 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34173418 = bitcast double* %scevgep3417 to <8 x double>*
  %scevgep3419 = getelementptr <8 x double>, <8 x double>* %scevgep34173418, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep3419, align 8, !alias.scope !145
  %scevgep3414 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34143415 = bitcast double* %scevgep3414 to <8 x double>*
  %scevgep3416 = getelementptr <8 x double>, <8 x double>* %scevgep34143415, i64 -14
  %wide.load923.4 = load <8 x double>, <8 x double>* %scevgep3416, align 8, !alias.scope !145
  %scevgep3411 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34113412 = bitcast double* %scevgep3411 to <8 x double>*
  %scevgep3413 = getelementptr <8 x double>, <8 x double>* %scevgep34113412, i64 -13
  %wide.load924.4 = load <8 x double>, <8 x double>* %scevgep3413, align 8, !alias.scope !145
  %scevgep3408 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34083409 = bitcast double* %scevgep3408 to <8 x double>*
  %scevgep3410 = getelementptr <8 x double>, <8 x double>* %scevgep34083409, i64 -12
  %wide.load925.4 = load <8 x double>, <8 x double>* %scevgep3410, align 8, !alias.scope !145
  %scevgep3513 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35133514 = bitcast double* %scevgep3513 to <8 x double>*
  %scevgep3515 = getelementptr <8 x double>, <8 x double>* %scevgep35133514, i64 -15
  %wide.load926.4 = load <8 x double>, <8 x double>* %scevgep3515, align 8, !alias.scope !148
  %scevgep3510 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35103511 = bitcast double* %scevgep3510 to <8 x double>*
  %scevgep3512 = getelementptr <8 x double>, <8 x double>* %scevgep35103511, i64 -14
  %wide.load927.4 = load <8 x double>, <8 x double>* %scevgep3512, align 8, !alias.scope !148
  %scevgep3507 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35073508 = bitcast double* %scevgep3507 to <8 x double>*
  %scevgep3509 = getelementptr <8 x double>, <8 x double>* %scevgep35073508, i64 -13
  %wide.load928.4 = load <8 x double>, <8 x double>* %scevgep3509, align 8, !alias.scope !148
  %scevgep3504 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35043505 = bitcast double* %scevgep3504 to <8 x double>*
  %scevgep3506 = getelementptr <8 x double>, <8 x double>* %scevgep35043505, i64 -12
  %wide.load929.4 = load <8 x double>, <8 x double>* %scevgep3506, align 8, !alias.scope !148
  %scevgep3609 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36093610 = bitcast double* %scevgep3609 to <8 x double>*
  %scevgep3611 = getelementptr <8 x double>, <8 x double>* %scevgep36093610, i64 -15
  %wide.load930.4 = load <8 x double>, <8 x double>* %scevgep3611, align 8, !alias.scope !150
  %scevgep3606 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36063607 = bitcast double* %scevgep3606 to <8 x double>*
  %scevgep3608 = getelementptr <8 x double>, <8 x double>* %scevgep36063607, i64 -14
  %wide.load931.4 = load <8 x double>, <8 x double>* %scevgep3608, align 8, !alias.scope !150
  %scevgep3603 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36033604 = bitcast double* %scevgep3603 to <8 x double>*
  %scevgep3605 = getelementptr <8 x double>, <8 x double>* %scevgep36033604, i64 -13
  %wide.load932.4 = load <8 x double>, <8 x double>* %scevgep3605, align 8, !alias.scope !150
  %scevgep3600 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36003601 = bitcast double* %scevgep3600 to <8 x double>*
  %scevgep3602 = getelementptr <8 x double>, <8 x double>* %scevgep36003601, i64 -12
  %wide.load933.4 = load <8 x double>, <8 x double>* %scevgep3602, align 8, !alias.scope !150
  %scevgep3705 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37053706 = bitcast double* %scevgep3705 to <8 x double>*
  %scevgep3707 = getelementptr <8 x double>, <8 x double>* %scevgep37053706, i64 -15
  %wide.load934.4 = load <8 x double>, <8 x double>* %scevgep3707, align 8, !alias.scope !152
  %scevgep3702 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37023703 = bitcast double* %scevgep3702 to <8 x double>*
  %scevgep3704 = getelementptr <8 x double>, <8 x double>* %scevgep37023703, i64 -14
  %wide.load935.4 = load <8 x double>, <8 x double>* %scevgep3704, align 8, !alias.scope !152
  %scevgep3699 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36993700 = bitcast double* %scevgep3699 to <8 x double>*
  %scevgep3701 = getelementptr <8 x double>, <8 x double>* %scevgep36993700, i64 -13
  %wide.load936.4 = load <8 x double>, <8 x double>* %scevgep3701, align 8, !alias.scope !152
  %scevgep3696 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36963697 = bitcast double* %scevgep3696 to <8 x double>*
  %scevgep3698 = getelementptr <8 x double>, <8 x double>* %scevgep36963697, i64 -12
  %wide.load937.4 = load <8 x double>, <8 x double>* %scevgep3698, align 8, !alias.scope !152
  %scevgep3801 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38013802 = bitcast double* %scevgep3801 to <8 x double>*
  %scevgep3803 = getelementptr <8 x double>, <8 x double>* %scevgep38013802, i64 -15
  %wide.load938.4 = load <8 x double>, <8 x double>* %scevgep3803, align 8, !alias.scope !154
  %scevgep3798 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37983799 = bitcast double* %scevgep3798 to <8 x double>*
  %scevgep3800 = getelementptr <8 x double>, <8 x double>* %scevgep37983799, i64 -14
  %wide.load939.4 = load <8 x double>, <8 x double>* %scevgep3800, align 8, !alias.scope !154
  %scevgep3795 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37953796 = bitcast double* %scevgep3795 to <8 x double>*
  %scevgep3797 = getelementptr <8 x double>, <8 x double>* %scevgep37953796, i64 -13
  %wide.load940.4 = load <8 x double>, <8 x double>* %scevgep3797, align 8, !alias.scope !154
  %scevgep3792 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37923793 = bitcast double* %scevgep3792 to <8 x double>*
  %scevgep3794 = getelementptr <8 x double>, <8 x double>* %scevgep37923793, i64 -12
  %wide.load941.4 = load <8 x double>, <8 x double>* %scevgep3794, align 8, !alias.scope !154
  %970 = fmul <8 x double> %wide.load926.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %971 = fmul <8 x double> %wide.load927.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %972 = fmul <8 x double> %wide.load928.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %973 = fmul <8 x double> %wide.load929.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %974 = fadd <8 x double> %wide.load.4, %970
  %975 = fadd <8 x double> %wide.load923.4, %971
  %976 = fadd <8 x double> %wide.load924.4, %972
  %977 = fadd <8 x double> %wide.load925.4, %973
  %978 = fmul <8 x double> %wide.load930.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %979 = fmul <8 x double> %wide.load931.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %980 = fmul <8 x double> %wide.load932.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %981 = fmul <8 x double> %wide.load933.4, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %982 = fadd <8 x double> %974, %978
  %983 = fadd <8 x double> %975, %979
  %984 = fadd <8 x double> %976, %980
  %985 = fadd <8 x double> %977, %981
  %986 = fadd <8 x double> %wide.load934.4, %982
  %987 = fadd <8 x double> %wide.load935.4, %983
  %988 = fadd <8 x double> %wide.load936.4, %984
  %989 = fadd <8 x double> %wide.load937.4, %985
  %990 = fmul <8 x double> %broadcast.splat, %986
  %991 = fmul <8 x double> %broadcast.splat943, %987
  %992 = fmul <8 x double> %broadcast.splat945, %988
  %993 = fmul <8 x double> %broadcast.splat947, %989
  %994 = fadd <8 x double> %wide.load938.4, %990
  %995 = fadd <8 x double> %wide.load939.4, %991
  %996 = fadd <8 x double> %wide.load940.4, %992
  %997 = fadd <8 x double> %wide.load941.4, %993
  %scevgep3897 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38973898 = bitcast double* %scevgep3897 to <8 x double>*
  %scevgep3899 = getelementptr <8 x double>, <8 x double>* %scevgep38973898, i64 -15
  store <8 x double> %994, <8 x double>* %scevgep3899, align 8, !alias.scope !156, !noalias !158
  %scevgep3894 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38943895 = bitcast double* %scevgep3894 to <8 x double>*
  %scevgep3896 = getelementptr <8 x double>, <8 x double>* %scevgep38943895, i64 -14
  store <8 x double> %995, <8 x double>* %scevgep3896, align 8, !alias.scope !156, !noalias !158
  %scevgep3891 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38913892 = bitcast double* %scevgep3891 to <8 x double>*
  %scevgep3893 = getelementptr <8 x double>, <8 x double>* %scevgep38913892, i64 -13
  store <8 x double> %996, <8 x double>* %scevgep3893, align 8, !alias.scope !156, !noalias !158
  %scevgep3888 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38883889 = bitcast double* %scevgep3888 to <8 x double>*
  %scevgep3890 = getelementptr <8 x double>, <8 x double>* %scevgep38883889, i64 -12
  store <8 x double> %997, <8 x double>* %scevgep3890, align 8, !alias.scope !156, !noalias !158
  %scevgep3405 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34053406 = bitcast double* %scevgep3405 to <8 x double>*
  %scevgep3407 = getelementptr <8 x double>, <8 x double>* %scevgep34053406, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep3407, align 8, !alias.scope !145
  %scevgep3402 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34023403 = bitcast double* %scevgep3402 to <8 x double>*
  %scevgep3404 = getelementptr <8 x double>, <8 x double>* %scevgep34023403, i64 -10
  %wide.load923.5 = load <8 x double>, <8 x double>* %scevgep3404, align 8, !alias.scope !145
  %scevgep3399 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep33993400 = bitcast double* %scevgep3399 to <8 x double>*
  %scevgep3401 = getelementptr <8 x double>, <8 x double>* %scevgep33993400, i64 -9
  %wide.load924.5 = load <8 x double>, <8 x double>* %scevgep3401, align 8, !alias.scope !145
  %scevgep3396 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep33963397 = bitcast double* %scevgep3396 to <8 x double>*
  %scevgep3398 = getelementptr <8 x double>, <8 x double>* %scevgep33963397, i64 -8
  %wide.load925.5 = load <8 x double>, <8 x double>* %scevgep3398, align 8, !alias.scope !145
  %scevgep3501 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35013502 = bitcast double* %scevgep3501 to <8 x double>*
  %scevgep3503 = getelementptr <8 x double>, <8 x double>* %scevgep35013502, i64 -11
  %wide.load926.5 = load <8 x double>, <8 x double>* %scevgep3503, align 8, !alias.scope !148
  %scevgep3498 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep34983499 = bitcast double* %scevgep3498 to <8 x double>*
  %scevgep3500 = getelementptr <8 x double>, <8 x double>* %scevgep34983499, i64 -10
  %wide.load927.5 = load <8 x double>, <8 x double>* %scevgep3500, align 8, !alias.scope !148
  %scevgep3495 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep34953496 = bitcast double* %scevgep3495 to <8 x double>*
  %scevgep3497 = getelementptr <8 x double>, <8 x double>* %scevgep34953496, i64 -9
  %wide.load928.5 = load <8 x double>, <8 x double>* %scevgep3497, align 8, !alias.scope !148
  %scevgep3492 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep34923493 = bitcast double* %scevgep3492 to <8 x double>*
  %scevgep3494 = getelementptr <8 x double>, <8 x double>* %scevgep34923493, i64 -8
  %wide.load929.5 = load <8 x double>, <8 x double>* %scevgep3494, align 8, !alias.scope !148
  %scevgep3597 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep35973598 = bitcast double* %scevgep3597 to <8 x double>*
  %scevgep3599 = getelementptr <8 x double>, <8 x double>* %scevgep35973598, i64 -11
  %wide.load930.5 = load <8 x double>, <8 x double>* %scevgep3599, align 8, !alias.scope !150
  %scevgep3594 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep35943595 = bitcast double* %scevgep3594 to <8 x double>*
  %scevgep3596 = getelementptr <8 x double>, <8 x double>* %scevgep35943595, i64 -10
  %wide.load931.5 = load <8 x double>, <8 x double>* %scevgep3596, align 8, !alias.scope !150
  %scevgep3591 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep35913592 = bitcast double* %scevgep3591 to <8 x double>*
  %scevgep3593 = getelementptr <8 x double>, <8 x double>* %scevgep35913592, i64 -9
  %wide.load932.5 = load <8 x double>, <8 x double>* %scevgep3593, align 8, !alias.scope !150
  %scevgep3588 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep35883589 = bitcast double* %scevgep3588 to <8 x double>*
  %scevgep3590 = getelementptr <8 x double>, <8 x double>* %scevgep35883589, i64 -8
  %wide.load933.5 = load <8 x double>, <8 x double>* %scevgep3590, align 8, !alias.scope !150
  %scevgep3693 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36933694 = bitcast double* %scevgep3693 to <8 x double>*
  %scevgep3695 = getelementptr <8 x double>, <8 x double>* %scevgep36933694, i64 -11
  %wide.load934.5 = load <8 x double>, <8 x double>* %scevgep3695, align 8, !alias.scope !152
  %scevgep3690 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36903691 = bitcast double* %scevgep3690 to <8 x double>*
  %scevgep3692 = getelementptr <8 x double>, <8 x double>* %scevgep36903691, i64 -10
  %wide.load935.5 = load <8 x double>, <8 x double>* %scevgep3692, align 8, !alias.scope !152
  %scevgep3687 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36873688 = bitcast double* %scevgep3687 to <8 x double>*
  %scevgep3689 = getelementptr <8 x double>, <8 x double>* %scevgep36873688, i64 -9
  %wide.load936.5 = load <8 x double>, <8 x double>* %scevgep3689, align 8, !alias.scope !152
  %scevgep3684 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36843685 = bitcast double* %scevgep3684 to <8 x double>*
  %scevgep3686 = getelementptr <8 x double>, <8 x double>* %scevgep36843685, i64 -8
  %wide.load937.5 = load <8 x double>, <8 x double>* %scevgep3686, align 8, !alias.scope !152
  %scevgep3789 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37893790 = bitcast double* %scevgep3789 to <8 x double>*
  %scevgep3791 = getelementptr <8 x double>, <8 x double>* %scevgep37893790, i64 -11
  %wide.load938.5 = load <8 x double>, <8 x double>* %scevgep3791, align 8, !alias.scope !154
  %scevgep3786 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37863787 = bitcast double* %scevgep3786 to <8 x double>*
  %scevgep3788 = getelementptr <8 x double>, <8 x double>* %scevgep37863787, i64 -10
  %wide.load939.5 = load <8 x double>, <8 x double>* %scevgep3788, align 8, !alias.scope !154
  %scevgep3783 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37833784 = bitcast double* %scevgep3783 to <8 x double>*
  %scevgep3785 = getelementptr <8 x double>, <8 x double>* %scevgep37833784, i64 -9
  %wide.load940.5 = load <8 x double>, <8 x double>* %scevgep3785, align 8, !alias.scope !154
  %scevgep3780 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37803781 = bitcast double* %scevgep3780 to <8 x double>*
  %scevgep3782 = getelementptr <8 x double>, <8 x double>* %scevgep37803781, i64 -8
  %wide.load941.5 = load <8 x double>, <8 x double>* %scevgep3782, align 8, !alias.scope !154
  %998 = fmul <8 x double> %wide.load926.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %999 = fmul <8 x double> %wide.load927.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1000 = fmul <8 x double> %wide.load928.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1001 = fmul <8 x double> %wide.load929.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1002 = fadd <8 x double> %wide.load.5, %998
  %1003 = fadd <8 x double> %wide.load923.5, %999
  %1004 = fadd <8 x double> %wide.load924.5, %1000
  %1005 = fadd <8 x double> %wide.load925.5, %1001
  %1006 = fmul <8 x double> %wide.load930.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1007 = fmul <8 x double> %wide.load931.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1008 = fmul <8 x double> %wide.load932.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1009 = fmul <8 x double> %wide.load933.5, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1010 = fadd <8 x double> %1002, %1006
  %1011 = fadd <8 x double> %1003, %1007
  %1012 = fadd <8 x double> %1004, %1008
  %1013 = fadd <8 x double> %1005, %1009
  %1014 = fadd <8 x double> %wide.load934.5, %1010
  %1015 = fadd <8 x double> %wide.load935.5, %1011
  %1016 = fadd <8 x double> %wide.load936.5, %1012
  %1017 = fadd <8 x double> %wide.load937.5, %1013
  %1018 = fmul <8 x double> %broadcast.splat, %1014
  %1019 = fmul <8 x double> %broadcast.splat943, %1015
  %1020 = fmul <8 x double> %broadcast.splat945, %1016
  %1021 = fmul <8 x double> %broadcast.splat947, %1017
  %1022 = fadd <8 x double> %wide.load938.5, %1018
  %1023 = fadd <8 x double> %wide.load939.5, %1019
  %1024 = fadd <8 x double> %wide.load940.5, %1020
  %1025 = fadd <8 x double> %wide.load941.5, %1021
  %scevgep3885 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38853886 = bitcast double* %scevgep3885 to <8 x double>*
  %scevgep3887 = getelementptr <8 x double>, <8 x double>* %scevgep38853886, i64 -11
  store <8 x double> %1022, <8 x double>* %scevgep3887, align 8, !alias.scope !156, !noalias !158
  %scevgep3882 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38823883 = bitcast double* %scevgep3882 to <8 x double>*
  %scevgep3884 = getelementptr <8 x double>, <8 x double>* %scevgep38823883, i64 -10
  store <8 x double> %1023, <8 x double>* %scevgep3884, align 8, !alias.scope !156, !noalias !158
  %scevgep3879 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38793880 = bitcast double* %scevgep3879 to <8 x double>*
  %scevgep3881 = getelementptr <8 x double>, <8 x double>* %scevgep38793880, i64 -9
  store <8 x double> %1024, <8 x double>* %scevgep3881, align 8, !alias.scope !156, !noalias !158
  %scevgep3876 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38763877 = bitcast double* %scevgep3876 to <8 x double>*
  %scevgep3878 = getelementptr <8 x double>, <8 x double>* %scevgep38763877, i64 -8
  store <8 x double> %1025, <8 x double>* %scevgep3878, align 8, !alias.scope !156, !noalias !158
  %scevgep3393 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep33933394 = bitcast double* %scevgep3393 to <8 x double>*
  %scevgep3395 = getelementptr <8 x double>, <8 x double>* %scevgep33933394, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep3395, align 8, !alias.scope !145
  %scevgep3390 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep33903391 = bitcast double* %scevgep3390 to <8 x double>*
  %scevgep3392 = getelementptr <8 x double>, <8 x double>* %scevgep33903391, i64 -6
  %wide.load923.6 = load <8 x double>, <8 x double>* %scevgep3392, align 8, !alias.scope !145
  %scevgep3387 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep33873388 = bitcast double* %scevgep3387 to <8 x double>*
  %scevgep3389 = getelementptr <8 x double>, <8 x double>* %scevgep33873388, i64 -5
  %wide.load924.6 = load <8 x double>, <8 x double>* %scevgep3389, align 8, !alias.scope !145
  %scevgep3384 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep33843385 = bitcast double* %scevgep3384 to <8 x double>*
  %scevgep3386 = getelementptr <8 x double>, <8 x double>* %scevgep33843385, i64 -4
  %wide.load925.6 = load <8 x double>, <8 x double>* %scevgep3386, align 8, !alias.scope !145
  %scevgep3489 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep34893490 = bitcast double* %scevgep3489 to <8 x double>*
  %scevgep3491 = getelementptr <8 x double>, <8 x double>* %scevgep34893490, i64 -7
  %wide.load926.6 = load <8 x double>, <8 x double>* %scevgep3491, align 8, !alias.scope !148
  %scevgep3486 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep34863487 = bitcast double* %scevgep3486 to <8 x double>*
  %scevgep3488 = getelementptr <8 x double>, <8 x double>* %scevgep34863487, i64 -6
  %wide.load927.6 = load <8 x double>, <8 x double>* %scevgep3488, align 8, !alias.scope !148
  %scevgep3483 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep34833484 = bitcast double* %scevgep3483 to <8 x double>*
  %scevgep3485 = getelementptr <8 x double>, <8 x double>* %scevgep34833484, i64 -5
  %wide.load928.6 = load <8 x double>, <8 x double>* %scevgep3485, align 8, !alias.scope !148
  %scevgep3480 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep34803481 = bitcast double* %scevgep3480 to <8 x double>*
  %scevgep3482 = getelementptr <8 x double>, <8 x double>* %scevgep34803481, i64 -4
  %wide.load929.6 = load <8 x double>, <8 x double>* %scevgep3482, align 8, !alias.scope !148
  %scevgep3585 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep35853586 = bitcast double* %scevgep3585 to <8 x double>*
  %scevgep3587 = getelementptr <8 x double>, <8 x double>* %scevgep35853586, i64 -7
  %wide.load930.6 = load <8 x double>, <8 x double>* %scevgep3587, align 8, !alias.scope !150
  %scevgep3582 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep35823583 = bitcast double* %scevgep3582 to <8 x double>*
  %scevgep3584 = getelementptr <8 x double>, <8 x double>* %scevgep35823583, i64 -6
  %wide.load931.6 = load <8 x double>, <8 x double>* %scevgep3584, align 8, !alias.scope !150
  %scevgep3579 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep35793580 = bitcast double* %scevgep3579 to <8 x double>*
  %scevgep3581 = getelementptr <8 x double>, <8 x double>* %scevgep35793580, i64 -5
  %wide.load932.6 = load <8 x double>, <8 x double>* %scevgep3581, align 8, !alias.scope !150
  %scevgep3576 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep35763577 = bitcast double* %scevgep3576 to <8 x double>*
  %scevgep3578 = getelementptr <8 x double>, <8 x double>* %scevgep35763577, i64 -4
  %wide.load933.6 = load <8 x double>, <8 x double>* %scevgep3578, align 8, !alias.scope !150
  %scevgep3681 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36813682 = bitcast double* %scevgep3681 to <8 x double>*
  %scevgep3683 = getelementptr <8 x double>, <8 x double>* %scevgep36813682, i64 -7
  %wide.load934.6 = load <8 x double>, <8 x double>* %scevgep3683, align 8, !alias.scope !152
  %scevgep3678 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36783679 = bitcast double* %scevgep3678 to <8 x double>*
  %scevgep3680 = getelementptr <8 x double>, <8 x double>* %scevgep36783679, i64 -6
  %wide.load935.6 = load <8 x double>, <8 x double>* %scevgep3680, align 8, !alias.scope !152
  %scevgep3675 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36753676 = bitcast double* %scevgep3675 to <8 x double>*
  %scevgep3677 = getelementptr <8 x double>, <8 x double>* %scevgep36753676, i64 -5
  %wide.load936.6 = load <8 x double>, <8 x double>* %scevgep3677, align 8, !alias.scope !152
  %scevgep3672 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep36723673 = bitcast double* %scevgep3672 to <8 x double>*
  %scevgep3674 = getelementptr <8 x double>, <8 x double>* %scevgep36723673, i64 -4
  %wide.load937.6 = load <8 x double>, <8 x double>* %scevgep3674, align 8, !alias.scope !152
  %scevgep3777 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37773778 = bitcast double* %scevgep3777 to <8 x double>*
  %scevgep3779 = getelementptr <8 x double>, <8 x double>* %scevgep37773778, i64 -7
  %wide.load938.6 = load <8 x double>, <8 x double>* %scevgep3779, align 8, !alias.scope !154
  %scevgep3774 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37743775 = bitcast double* %scevgep3774 to <8 x double>*
  %scevgep3776 = getelementptr <8 x double>, <8 x double>* %scevgep37743775, i64 -6
  %wide.load939.6 = load <8 x double>, <8 x double>* %scevgep3776, align 8, !alias.scope !154
  %scevgep3771 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37713772 = bitcast double* %scevgep3771 to <8 x double>*
  %scevgep3773 = getelementptr <8 x double>, <8 x double>* %scevgep37713772, i64 -5
  %wide.load940.6 = load <8 x double>, <8 x double>* %scevgep3773, align 8, !alias.scope !154
  %scevgep3768 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep37683769 = bitcast double* %scevgep3768 to <8 x double>*
  %scevgep3770 = getelementptr <8 x double>, <8 x double>* %scevgep37683769, i64 -4
  %wide.load941.6 = load <8 x double>, <8 x double>* %scevgep3770, align 8, !alias.scope !154
  %1026 = fmul <8 x double> %wide.load926.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1027 = fmul <8 x double> %wide.load927.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1028 = fmul <8 x double> %wide.load928.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1029 = fmul <8 x double> %wide.load929.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1030 = fadd <8 x double> %wide.load.6, %1026
  %1031 = fadd <8 x double> %wide.load923.6, %1027
  %1032 = fadd <8 x double> %wide.load924.6, %1028
  %1033 = fadd <8 x double> %wide.load925.6, %1029
  %1034 = fmul <8 x double> %wide.load930.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1035 = fmul <8 x double> %wide.load931.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1036 = fmul <8 x double> %wide.load932.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1037 = fmul <8 x double> %wide.load933.6, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1038 = fadd <8 x double> %1030, %1034
  %1039 = fadd <8 x double> %1031, %1035
  %1040 = fadd <8 x double> %1032, %1036
  %1041 = fadd <8 x double> %1033, %1037
  %1042 = fadd <8 x double> %wide.load934.6, %1038
  %1043 = fadd <8 x double> %wide.load935.6, %1039
  %1044 = fadd <8 x double> %wide.load936.6, %1040
  %1045 = fadd <8 x double> %wide.load937.6, %1041
  %1046 = fmul <8 x double> %broadcast.splat, %1042
  %1047 = fmul <8 x double> %broadcast.splat943, %1043
  %1048 = fmul <8 x double> %broadcast.splat945, %1044
  %1049 = fmul <8 x double> %broadcast.splat947, %1045
  %1050 = fadd <8 x double> %wide.load938.6, %1046
  %1051 = fadd <8 x double> %wide.load939.6, %1047
  %1052 = fadd <8 x double> %wide.load940.6, %1048
  %1053 = fadd <8 x double> %wide.load941.6, %1049
  %scevgep3873 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38733874 = bitcast double* %scevgep3873 to <8 x double>*
  %scevgep3875 = getelementptr <8 x double>, <8 x double>* %scevgep38733874, i64 -7
  store <8 x double> %1050, <8 x double>* %scevgep3875, align 8, !alias.scope !156, !noalias !158
  %scevgep3870 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38703871 = bitcast double* %scevgep3870 to <8 x double>*
  %scevgep3872 = getelementptr <8 x double>, <8 x double>* %scevgep38703871, i64 -6
  store <8 x double> %1051, <8 x double>* %scevgep3872, align 8, !alias.scope !156, !noalias !158
  %scevgep3867 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38673868 = bitcast double* %scevgep3867 to <8 x double>*
  %scevgep3869 = getelementptr <8 x double>, <8 x double>* %scevgep38673868, i64 -5
  store <8 x double> %1052, <8 x double>* %scevgep3869, align 8, !alias.scope !156, !noalias !158
  %scevgep3864 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep38643865 = bitcast double* %scevgep3864 to <8 x double>*
  %scevgep3866 = getelementptr <8 x double>, <8 x double>* %scevgep38643865, i64 -4
  store <8 x double> %1053, <8 x double>* %scevgep3866, align 8, !alias.scope !156, !noalias !158
  %scevgep3464 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34643465 = bitcast double* %scevgep3464 to <8 x double>*
  %scevgep3466 = getelementptr <8 x double>, <8 x double>* %scevgep34643465, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep3466, align 8, !alias.scope !145
  %scevgep3461 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34613462 = bitcast double* %scevgep3461 to <8 x double>*
  %scevgep3463 = getelementptr <8 x double>, <8 x double>* %scevgep34613462, i64 -2
  %wide.load923.7 = load <8 x double>, <8 x double>* %scevgep3463, align 8, !alias.scope !145
  %scevgep3458 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34583459 = bitcast double* %scevgep3458 to <8 x double>*
  %scevgep3460 = getelementptr <8 x double>, <8 x double>* %scevgep34583459, i64 -1
  %wide.load924.7 = load <8 x double>, <8 x double>* %scevgep3460, align 8, !alias.scope !145
  %scevgep3456 = getelementptr double, double* %scevgep3383, i64 %index
  %scevgep34563457 = bitcast double* %scevgep3456 to <8 x double>*
  %wide.load925.7 = load <8 x double>, <8 x double>* %scevgep34563457, align 8, !alias.scope !145
  %scevgep3560 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35603561 = bitcast double* %scevgep3560 to <8 x double>*
  %scevgep3562 = getelementptr <8 x double>, <8 x double>* %scevgep35603561, i64 -3
  %wide.load926.7 = load <8 x double>, <8 x double>* %scevgep3562, align 8, !alias.scope !148
  %scevgep3557 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35573558 = bitcast double* %scevgep3557 to <8 x double>*
  %scevgep3559 = getelementptr <8 x double>, <8 x double>* %scevgep35573558, i64 -2
  %wide.load927.7 = load <8 x double>, <8 x double>* %scevgep3559, align 8, !alias.scope !148
  %scevgep3554 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35543555 = bitcast double* %scevgep3554 to <8 x double>*
  %scevgep3556 = getelementptr <8 x double>, <8 x double>* %scevgep35543555, i64 -1
  %wide.load928.7 = load <8 x double>, <8 x double>* %scevgep3556, align 8, !alias.scope !148
  %scevgep3552 = getelementptr double, double* %scevgep3479, i64 %index
  %scevgep35523553 = bitcast double* %scevgep3552 to <8 x double>*
  %wide.load929.7 = load <8 x double>, <8 x double>* %scevgep35523553, align 8, !alias.scope !148
  %scevgep3656 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36563657 = bitcast double* %scevgep3656 to <8 x double>*
  %scevgep3658 = getelementptr <8 x double>, <8 x double>* %scevgep36563657, i64 -3
  %wide.load930.7 = load <8 x double>, <8 x double>* %scevgep3658, align 8, !alias.scope !150
  %scevgep3653 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36533654 = bitcast double* %scevgep3653 to <8 x double>*
  %scevgep3655 = getelementptr <8 x double>, <8 x double>* %scevgep36533654, i64 -2
  %wide.load931.7 = load <8 x double>, <8 x double>* %scevgep3655, align 8, !alias.scope !150
  %scevgep3650 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36503651 = bitcast double* %scevgep3650 to <8 x double>*
  %scevgep3652 = getelementptr <8 x double>, <8 x double>* %scevgep36503651, i64 -1
  %wide.load932.7 = load <8 x double>, <8 x double>* %scevgep3652, align 8, !alias.scope !150
  %scevgep3648 = getelementptr double, double* %scevgep3575, i64 %index
  %scevgep36483649 = bitcast double* %scevgep3648 to <8 x double>*
  %wide.load933.7 = load <8 x double>, <8 x double>* %scevgep36483649, align 8, !alias.scope !150
  %scevgep3752 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37523753 = bitcast double* %scevgep3752 to <8 x double>*
  %scevgep3754 = getelementptr <8 x double>, <8 x double>* %scevgep37523753, i64 -3
  %wide.load934.7 = load <8 x double>, <8 x double>* %scevgep3754, align 8, !alias.scope !152
  %scevgep3749 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37493750 = bitcast double* %scevgep3749 to <8 x double>*
  %scevgep3751 = getelementptr <8 x double>, <8 x double>* %scevgep37493750, i64 -2
  %wide.load935.7 = load <8 x double>, <8 x double>* %scevgep3751, align 8, !alias.scope !152
  %scevgep3746 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37463747 = bitcast double* %scevgep3746 to <8 x double>*
  %scevgep3748 = getelementptr <8 x double>, <8 x double>* %scevgep37463747, i64 -1
  %wide.load936.7 = load <8 x double>, <8 x double>* %scevgep3748, align 8, !alias.scope !152
  %scevgep3744 = getelementptr double, double* %scevgep3671, i64 %index
  %scevgep37443745 = bitcast double* %scevgep3744 to <8 x double>*
  %wide.load937.7 = load <8 x double>, <8 x double>* %scevgep37443745, align 8, !alias.scope !152
  %scevgep3848 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38483849 = bitcast double* %scevgep3848 to <8 x double>*
  %scevgep3850 = getelementptr <8 x double>, <8 x double>* %scevgep38483849, i64 -3
  %wide.load938.7 = load <8 x double>, <8 x double>* %scevgep3850, align 8, !alias.scope !154
  %scevgep3845 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38453846 = bitcast double* %scevgep3845 to <8 x double>*
  %scevgep3847 = getelementptr <8 x double>, <8 x double>* %scevgep38453846, i64 -2
  %wide.load939.7 = load <8 x double>, <8 x double>* %scevgep3847, align 8, !alias.scope !154
  %scevgep3842 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38423843 = bitcast double* %scevgep3842 to <8 x double>*
  %scevgep3844 = getelementptr <8 x double>, <8 x double>* %scevgep38423843, i64 -1
  %wide.load940.7 = load <8 x double>, <8 x double>* %scevgep3844, align 8, !alias.scope !154
  %scevgep3840 = getelementptr double, double* %scevgep3767, i64 %index
  %scevgep38403841 = bitcast double* %scevgep3840 to <8 x double>*
  %wide.load941.7 = load <8 x double>, <8 x double>* %scevgep38403841, align 8, !alias.scope !154
  %1054 = fmul <8 x double> %wide.load926.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1055 = fmul <8 x double> %wide.load927.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1056 = fmul <8 x double> %wide.load928.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1057 = fmul <8 x double> %wide.load929.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1058 = fadd <8 x double> %wide.load.7, %1054
  %1059 = fadd <8 x double> %wide.load923.7, %1055
  %1060 = fadd <8 x double> %wide.load924.7, %1056
  %1061 = fadd <8 x double> %wide.load925.7, %1057
  %1062 = fmul <8 x double> %wide.load930.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1063 = fmul <8 x double> %wide.load931.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1064 = fmul <8 x double> %wide.load932.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1065 = fmul <8 x double> %wide.load933.7, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1066 = fadd <8 x double> %1058, %1062
  %1067 = fadd <8 x double> %1059, %1063
  %1068 = fadd <8 x double> %1060, %1064
  %1069 = fadd <8 x double> %1061, %1065
  %1070 = fadd <8 x double> %wide.load934.7, %1066
  %1071 = fadd <8 x double> %wide.load935.7, %1067
  %1072 = fadd <8 x double> %wide.load936.7, %1068
  %1073 = fadd <8 x double> %wide.load937.7, %1069
  %1074 = fmul <8 x double> %broadcast.splat, %1070
  %1075 = fmul <8 x double> %broadcast.splat943, %1071
  %1076 = fmul <8 x double> %broadcast.splat945, %1072
  %1077 = fmul <8 x double> %broadcast.splat947, %1073
  %1078 = fadd <8 x double> %wide.load938.7, %1074
  %1079 = fadd <8 x double> %wide.load939.7, %1075
  %1080 = fadd <8 x double> %wide.load940.7, %1076
  %1081 = fadd <8 x double> %wide.load941.7, %1077
  %scevgep3944 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39443945 = bitcast double* %scevgep3944 to <8 x double>*
  %scevgep3946 = getelementptr <8 x double>, <8 x double>* %scevgep39443945, i64 -3
  store <8 x double> %1078, <8 x double>* %scevgep3946, align 8, !alias.scope !156, !noalias !158
  %scevgep3941 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39413942 = bitcast double* %scevgep3941 to <8 x double>*
  %scevgep3943 = getelementptr <8 x double>, <8 x double>* %scevgep39413942, i64 -2
  store <8 x double> %1079, <8 x double>* %scevgep3943, align 8, !alias.scope !156, !noalias !158
  %scevgep3938 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39383939 = bitcast double* %scevgep3938 to <8 x double>*
  %scevgep3940 = getelementptr <8 x double>, <8 x double>* %scevgep39383939, i64 -1
  store <8 x double> %1080, <8 x double>* %scevgep3940, align 8, !alias.scope !156, !noalias !158
  %scevgep3936 = getelementptr double, double* %scevgep3863, i64 %index
  %scevgep39363937 = bitcast double* %scevgep3936 to <8 x double>*
  store <8 x double> %1081, <8 x double>* %scevgep39363937, align 8, !alias.scope !156, !noalias !158
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next3960 = add i64 %lsr.iv3959, -8
  %niter1354.ncmp.7 = icmp eq i64 %lsr.iv.next3960, 0
  br i1 %niter1354.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !159

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %1082 = and i64 %7, 7
  %1083 = icmp eq i64 %1082, 0
  br i1 %1083, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep3961 = getelementptr double, double* %.6.i135653, i64 24
  %scevgep3962 = getelementptr double, double* %scevgep3961, i64 %index.unr
  %scevgep3977 = getelementptr double, double* %y.2.sroa.60.0817, i64 24
  %scevgep3978 = getelementptr double, double* %scevgep3977, i64 %index.unr
  %scevgep3991 = getelementptr double, double* %.6.i271652797, i64 24
  %scevgep3992 = getelementptr double, double* %scevgep3991, i64 %index.unr
  %scevgep4005 = getelementptr double, double* %.6.i387650789, i64 24
  %scevgep4006 = getelementptr double, double* %scevgep4005, i64 %index.unr
  %scevgep4019 = getelementptr double, double* %.6.i285648781, i64 24
  %scevgep4020 = getelementptr double, double* %scevgep4019, i64 %index.unr
  %scevgep4033 = getelementptr double, double* %.6.i82646, i64 24
  %scevgep4034 = getelementptr double, double* %scevgep4033, i64 %index.unr
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv3963 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next3964, %vector.body.epil ]
  %1084 = bitcast double* %scevgep4034 to i8*
  %1085 = bitcast double* %scevgep4020 to i8*
  %1086 = bitcast double* %scevgep4006 to i8*
  %1087 = bitcast double* %scevgep3992 to i8*
  %1088 = bitcast double* %scevgep3978 to i8*
  %1089 = bitcast double* %scevgep3962 to i8*
  %uglygep4044 = getelementptr i8, i8* %1084, i64 %lsr.iv3963
  %uglygep40444045 = bitcast i8* %uglygep4044 to <8 x double>*
  %scevgep4046 = getelementptr <8 x double>, <8 x double>* %uglygep40444045, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep4046, align 8, !alias.scope !145
  %uglygep4041 = getelementptr i8, i8* %1084, i64 %lsr.iv3963
  %uglygep40414042 = bitcast i8* %uglygep4041 to <8 x double>*
  %scevgep4043 = getelementptr <8 x double>, <8 x double>* %uglygep40414042, i64 -2
  %wide.load923.epil = load <8 x double>, <8 x double>* %scevgep4043, align 8, !alias.scope !145
  %uglygep4038 = getelementptr i8, i8* %1084, i64 %lsr.iv3963
  %uglygep40384039 = bitcast i8* %uglygep4038 to <8 x double>*
  %scevgep4040 = getelementptr <8 x double>, <8 x double>* %uglygep40384039, i64 -1
  %wide.load924.epil = load <8 x double>, <8 x double>* %scevgep4040, align 8, !alias.scope !145
  %uglygep4036 = getelementptr i8, i8* %1084, i64 %lsr.iv3963
  %uglygep40364037 = bitcast i8* %uglygep4036 to <8 x double>*
  %wide.load925.epil = load <8 x double>, <8 x double>* %uglygep40364037, align 8, !alias.scope !145
  %uglygep4030 = getelementptr i8, i8* %1085, i64 %lsr.iv3963
  %uglygep40304031 = bitcast i8* %uglygep4030 to <8 x double>*
  %scevgep4032 = getelementptr <8 x double>, <8 x double>* %uglygep40304031, i64 -3
  %wide.load926.epil = load <8 x double>, <8 x double>* %scevgep4032, align 8, !alias.scope !148
  %uglygep4027 = getelementptr i8, i8* %1085, i64 %lsr.iv3963
  %uglygep40274028 = bitcast i8* %uglygep4027 to <8 x double>*
  %scevgep4029 = getelementptr <8 x double>, <8 x double>* %uglygep40274028, i64 -2
  %wide.load927.epil = load <8 x double>, <8 x double>* %scevgep4029, align 8, !alias.scope !148
  %uglygep4024 = getelementptr i8, i8* %1085, i64 %lsr.iv3963
  %uglygep40244025 = bitcast i8* %uglygep4024 to <8 x double>*
  %scevgep4026 = getelementptr <8 x double>, <8 x double>* %uglygep40244025, i64 -1
  %wide.load928.epil = load <8 x double>, <8 x double>* %scevgep4026, align 8, !alias.scope !148
  %uglygep4022 = getelementptr i8, i8* %1085, i64 %lsr.iv3963
  %uglygep40224023 = bitcast i8* %uglygep4022 to <8 x double>*
  %wide.load929.epil = load <8 x double>, <8 x double>* %uglygep40224023, align 8, !alias.scope !148
  %uglygep4016 = getelementptr i8, i8* %1086, i64 %lsr.iv3963
  %uglygep40164017 = bitcast i8* %uglygep4016 to <8 x double>*
  %scevgep4018 = getelementptr <8 x double>, <8 x double>* %uglygep40164017, i64 -3
  %wide.load930.epil = load <8 x double>, <8 x double>* %scevgep4018, align 8, !alias.scope !150
  %uglygep4013 = getelementptr i8, i8* %1086, i64 %lsr.iv3963
  %uglygep40134014 = bitcast i8* %uglygep4013 to <8 x double>*
  %scevgep4015 = getelementptr <8 x double>, <8 x double>* %uglygep40134014, i64 -2
  %wide.load931.epil = load <8 x double>, <8 x double>* %scevgep4015, align 8, !alias.scope !150
  %uglygep4010 = getelementptr i8, i8* %1086, i64 %lsr.iv3963
  %uglygep40104011 = bitcast i8* %uglygep4010 to <8 x double>*
  %scevgep4012 = getelementptr <8 x double>, <8 x double>* %uglygep40104011, i64 -1
  %wide.load932.epil = load <8 x double>, <8 x double>* %scevgep4012, align 8, !alias.scope !150
  %uglygep4008 = getelementptr i8, i8* %1086, i64 %lsr.iv3963
  %uglygep40084009 = bitcast i8* %uglygep4008 to <8 x double>*
  %wide.load933.epil = load <8 x double>, <8 x double>* %uglygep40084009, align 8, !alias.scope !150
  %uglygep4002 = getelementptr i8, i8* %1087, i64 %lsr.iv3963
  %uglygep40024003 = bitcast i8* %uglygep4002 to <8 x double>*
  %scevgep4004 = getelementptr <8 x double>, <8 x double>* %uglygep40024003, i64 -3
  %wide.load934.epil = load <8 x double>, <8 x double>* %scevgep4004, align 8, !alias.scope !152
  %uglygep3999 = getelementptr i8, i8* %1087, i64 %lsr.iv3963
  %uglygep39994000 = bitcast i8* %uglygep3999 to <8 x double>*
  %scevgep4001 = getelementptr <8 x double>, <8 x double>* %uglygep39994000, i64 -2
  %wide.load935.epil = load <8 x double>, <8 x double>* %scevgep4001, align 8, !alias.scope !152
  %uglygep3996 = getelementptr i8, i8* %1087, i64 %lsr.iv3963
  %uglygep39963997 = bitcast i8* %uglygep3996 to <8 x double>*
  %scevgep3998 = getelementptr <8 x double>, <8 x double>* %uglygep39963997, i64 -1
  %wide.load936.epil = load <8 x double>, <8 x double>* %scevgep3998, align 8, !alias.scope !152
  %uglygep3994 = getelementptr i8, i8* %1087, i64 %lsr.iv3963
  %uglygep39943995 = bitcast i8* %uglygep3994 to <8 x double>*
  %wide.load937.epil = load <8 x double>, <8 x double>* %uglygep39943995, align 8, !alias.scope !152
  %uglygep3988 = getelementptr i8, i8* %1088, i64 %lsr.iv3963
  %uglygep39883989 = bitcast i8* %uglygep3988 to <8 x double>*
  %scevgep3990 = getelementptr <8 x double>, <8 x double>* %uglygep39883989, i64 -3
  %wide.load938.epil = load <8 x double>, <8 x double>* %scevgep3990, align 8, !alias.scope !154
  %uglygep3985 = getelementptr i8, i8* %1088, i64 %lsr.iv3963
  %uglygep39853986 = bitcast i8* %uglygep3985 to <8 x double>*
  %scevgep3987 = getelementptr <8 x double>, <8 x double>* %uglygep39853986, i64 -2
  %wide.load939.epil = load <8 x double>, <8 x double>* %scevgep3987, align 8, !alias.scope !154
  %uglygep3982 = getelementptr i8, i8* %1088, i64 %lsr.iv3963
  %uglygep39823983 = bitcast i8* %uglygep3982 to <8 x double>*
  %scevgep3984 = getelementptr <8 x double>, <8 x double>* %uglygep39823983, i64 -1
  %wide.load940.epil = load <8 x double>, <8 x double>* %scevgep3984, align 8, !alias.scope !154
  %uglygep3980 = getelementptr i8, i8* %1088, i64 %lsr.iv3963
  %uglygep39803981 = bitcast i8* %uglygep3980 to <8 x double>*
  %wide.load941.epil = load <8 x double>, <8 x double>* %uglygep39803981, align 8, !alias.scope !154
  %1090 = fmul <8 x double> %wide.load926.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1091 = fmul <8 x double> %wide.load927.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1092 = fmul <8 x double> %wide.load928.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1093 = fmul <8 x double> %wide.load929.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1094 = fadd <8 x double> %wide.load.epil, %1090
  %1095 = fadd <8 x double> %wide.load923.epil, %1091
  %1096 = fadd <8 x double> %wide.load924.epil, %1092
  %1097 = fadd <8 x double> %wide.load925.epil, %1093
  %1098 = fmul <8 x double> %wide.load930.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1099 = fmul <8 x double> %wide.load931.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1100 = fmul <8 x double> %wide.load932.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1101 = fmul <8 x double> %wide.load933.epil, <double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00, double 2.000000e+00>
  %1102 = fadd <8 x double> %1094, %1098
  %1103 = fadd <8 x double> %1095, %1099
  %1104 = fadd <8 x double> %1096, %1100
  %1105 = fadd <8 x double> %1097, %1101
  %1106 = fadd <8 x double> %wide.load934.epil, %1102
  %1107 = fadd <8 x double> %wide.load935.epil, %1103
  %1108 = fadd <8 x double> %wide.load936.epil, %1104
  %1109 = fadd <8 x double> %wide.load937.epil, %1105
  %1110 = fmul <8 x double> %broadcast.splat, %1106
  %1111 = fmul <8 x double> %broadcast.splat943, %1107
  %1112 = fmul <8 x double> %broadcast.splat945, %1108
  %1113 = fmul <8 x double> %broadcast.splat947, %1109
  %1114 = fadd <8 x double> %wide.load938.epil, %1110
  %1115 = fadd <8 x double> %wide.load939.epil, %1111
  %1116 = fadd <8 x double> %wide.load940.epil, %1112
  %1117 = fadd <8 x double> %wide.load941.epil, %1113
  %uglygep3974 = getelementptr i8, i8* %1089, i64 %lsr.iv3963
  %uglygep39743975 = bitcast i8* %uglygep3974 to <8 x double>*
  %scevgep3976 = getelementptr <8 x double>, <8 x double>* %uglygep39743975, i64 -3
  store <8 x double> %1114, <8 x double>* %scevgep3976, align 8, !alias.scope !156, !noalias !158
  %uglygep3971 = getelementptr i8, i8* %1089, i64 %lsr.iv3963
  %uglygep39713972 = bitcast i8* %uglygep3971 to <8 x double>*
  %scevgep3973 = getelementptr <8 x double>, <8 x double>* %uglygep39713972, i64 -2
  store <8 x double> %1115, <8 x double>* %scevgep3973, align 8, !alias.scope !156, !noalias !158
  %uglygep3968 = getelementptr i8, i8* %1089, i64 %lsr.iv3963
  %uglygep39683969 = bitcast i8* %uglygep3968 to <8 x double>*
  %scevgep3970 = getelementptr <8 x double>, <8 x double>* %uglygep39683969, i64 -1
  store <8 x double> %1116, <8 x double>* %scevgep3970, align 8, !alias.scope !156, !noalias !158
  %uglygep3966 = getelementptr i8, i8* %1089, i64 %lsr.iv3963
  %uglygep39663967 = bitcast i8* %uglygep3966 to <8 x double>*
  store <8 x double> %1117, <8 x double>* %uglygep39663967, align 8, !alias.scope !156, !noalias !158
  %lsr.iv.next3964 = add nuw nsw i64 %lsr.iv3963, 256
  %epil.iter1351.cmp.not = icmp eq i64 %15, %lsr.iv.next3964
  br i1 %epil.iter1351.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !160

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %1118 = icmp eq i64 %n.vec, %arg.y0.5.0
  br i1 %1118, label %for.end.7, label %for.body.7.us.preheader1246

for.body.7.us.preheader1246:                      ; preds = %vector.memcheck, %for.body.7.us.preheader, %middle.block
  %loop.index.7644.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.7.us.preheader ], [ %n.vec, %middle.block ]
  %1119 = and i64 %arg.y0.5.0, 7
  %1120 = icmp eq i64 %1119, 0
  %1121 = xor i64 %loop.index.7644.us.ph, -1
  %1122 = add i64 %1121, %arg.y0.5.0
  br i1 %1120, label %for.body.7.us.prol.loopexit, label %for.body.7.us.prol.preheader

for.body.7.us.prol.preheader:                     ; preds = %for.body.7.us.preheader1246
  %scevgep4047 = getelementptr double, double* %.6.i135653, i64 %loop.index.7644.us.ph
  %scevgep4049 = getelementptr double, double* %y.2.sroa.60.0817, i64 %loop.index.7644.us.ph
  %scevgep4051 = getelementptr double, double* %.6.i271652797, i64 %loop.index.7644.us.ph
  %scevgep4053 = getelementptr double, double* %.6.i387650789, i64 %loop.index.7644.us.ph
  %scevgep4055 = getelementptr double, double* %.6.i285648781, i64 %loop.index.7644.us.ph
  %scevgep4057 = getelementptr double, double* %.6.i82646, i64 %loop.index.7644.us.ph
  br label %for.body.7.us.prol

for.body.7.us.prol:                               ; preds = %for.body.7.us.prol.preheader, %for.body.7.us.prol
  %prol.iter1357 = phi i64 [ %prol.iter1357.next, %for.body.7.us.prol ], [ 0, %for.body.7.us.prol.preheader ]
  %scevgep4058 = getelementptr double, double* %scevgep4057, i64 %prol.iter1357
  %.2036.us.prol = load double, double* %scevgep4058, align 8
  %scevgep4056 = getelementptr double, double* %scevgep4055, i64 %prol.iter1357
  %.2045.us.prol = load double, double* %scevgep4056, align 8
  %scevgep4054 = getelementptr double, double* %scevgep4053, i64 %prol.iter1357
  %.2054.us.prol = load double, double* %scevgep4054, align 8
  %scevgep4052 = getelementptr double, double* %scevgep4051, i64 %prol.iter1357
  %.2063.us.prol = load double, double* %scevgep4052, align 8
  %scevgep4050 = getelementptr double, double* %scevgep4049, i64 %prol.iter1357
  %.2072.us.prol = load double, double* %scevgep4050, align 8
  %.10.i.us.prol = fmul double %.2045.us.prol, 2.000000e+00
  %.11.i.us.prol = fadd double %.2036.us.prol, %.10.i.us.prol
  %.12.i.us.prol = fmul double %.2054.us.prol, 2.000000e+00
  %.13.i.us.prol = fadd double %.11.i.us.prol, %.12.i.us.prol
  %.14.i.us.prol = fadd double %.2063.us.prol, %.13.i.us.prol
  %.15.i.us.prol = fmul double %.1694, %.14.i.us.prol
  %.16.i.us.prol = fadd double %.2072.us.prol, %.15.i.us.prol
  %scevgep4048 = getelementptr double, double* %scevgep4047, i64 %prol.iter1357
  store double %.16.i.us.prol, double* %scevgep4048, align 8
  %prol.iter1357.next = add i64 %prol.iter1357, 1
  %prol.iter1357.cmp.not = icmp eq i64 %xtraiter1284, %prol.iter1357.next
  br i1 %prol.iter1357.cmp.not, label %for.body.7.us.prol.loopexit.loopexit, label %for.body.7.us.prol, !llvm.loop !161

for.body.7.us.prol.loopexit.loopexit:             ; preds = %for.body.7.us.prol
  %1123 = add i64 %loop.index.7644.us.ph, %prol.iter1357.next
  br label %for.body.7.us.prol.loopexit

for.body.7.us.prol.loopexit:                      ; preds = %for.body.7.us.prol.loopexit.loopexit, %for.body.7.us.preheader1246
  %loop.index.7644.us.unr = phi i64 [ %loop.index.7644.us.ph, %for.body.7.us.preheader1246 ], [ %1123, %for.body.7.us.prol.loopexit.loopexit ]
  %1124 = icmp ult i64 %1122, 7
  br i1 %1124, label %for.end.7, label %for.body.7.us.preheader1360

for.body.7.us.preheader1360:                      ; preds = %for.body.7.us.prol.loopexit
  %1125 = sub i64 %arg.y0.5.0, %loop.index.7644.us.unr
  %scevgep4061 = getelementptr double, double* %.6.i135653, i64 7
  %scevgep4062 = getelementptr double, double* %scevgep4061, i64 %loop.index.7644.us.unr
  %scevgep4078 = getelementptr double, double* %y.2.sroa.60.0817, i64 7
  %scevgep4079 = getelementptr double, double* %scevgep4078, i64 %loop.index.7644.us.unr
  %scevgep4095 = getelementptr double, double* %.6.i271652797, i64 7
  %scevgep4096 = getelementptr double, double* %scevgep4095, i64 %loop.index.7644.us.unr
  %scevgep4112 = getelementptr double, double* %.6.i387650789, i64 7
  %scevgep4113 = getelementptr double, double* %scevgep4112, i64 %loop.index.7644.us.unr
  %scevgep4129 = getelementptr double, double* %.6.i285648781, i64 7
  %scevgep4130 = getelementptr double, double* %scevgep4129, i64 %loop.index.7644.us.unr
  %scevgep4146 = getelementptr double, double* %.6.i82646, i64 7
  %scevgep4147 = getelementptr double, double* %scevgep4146, i64 %loop.index.7644.us.unr
  br label %for.body.7.us

for.body.7.us:                                    ; preds = %for.body.7.us.preheader1360, %for.body.7.us
  %lsr.iv4059 = phi i64 [ 0, %for.body.7.us.preheader1360 ], [ %lsr.iv.next4060, %for.body.7.us ]
  %scevgep4159 = getelementptr double, double* %scevgep4147, i64 %lsr.iv4059
  %scevgep4160 = getelementptr double, double* %scevgep4159, i64 -7
  %.2036.us = load double, double* %scevgep4160, align 8
  %scevgep4142 = getelementptr double, double* %scevgep4130, i64 %lsr.iv4059
  %scevgep4143 = getelementptr double, double* %scevgep4142, i64 -7
  %.2045.us = load double, double* %scevgep4143, align 8
  %scevgep4125 = getelementptr double, double* %scevgep4113, i64 %lsr.iv4059
  %scevgep4126 = getelementptr double, double* %scevgep4125, i64 -7
  %.2054.us = load double, double* %scevgep4126, align 8
  %scevgep4108 = getelementptr double, double* %scevgep4096, i64 %lsr.iv4059
  %scevgep4109 = getelementptr double, double* %scevgep4108, i64 -7
  %.2063.us = load double, double* %scevgep4109, align 8
  %scevgep4091 = getelementptr double, double* %scevgep4079, i64 %lsr.iv4059
  %scevgep4092 = getelementptr double, double* %scevgep4091, i64 -7
  %.2072.us = load double, double* %scevgep4092, align 8
  %.10.i.us = fmul double %.2045.us, 2.000000e+00
  %.11.i.us = fadd double %.2036.us, %.10.i.us
  %.12.i.us = fmul double %.2054.us, 2.000000e+00
  %.13.i.us = fadd double %.11.i.us, %.12.i.us
  %.14.i.us = fadd double %.2063.us, %.13.i.us
  %.15.i.us = fmul double %.1694, %.14.i.us
  %.16.i.us = fadd double %.2072.us, %.15.i.us
  %scevgep4076 = getelementptr double, double* %scevgep4062, i64 %lsr.iv4059
  %scevgep4077 = getelementptr double, double* %scevgep4076, i64 -7
  store double %.16.i.us, double* %scevgep4077, align 8
  %scevgep4161 = getelementptr double, double* %scevgep4147, i64 %lsr.iv4059
  %scevgep4162 = getelementptr double, double* %scevgep4161, i64 -6
  %.2036.us.1 = load double, double* %scevgep4162, align 8
  %scevgep4144 = getelementptr double, double* %scevgep4130, i64 %lsr.iv4059
  %scevgep4145 = getelementptr double, double* %scevgep4144, i64 -6
  %.2045.us.1 = load double, double* %scevgep4145, align 8
  %scevgep4127 = getelementptr double, double* %scevgep4113, i64 %lsr.iv4059
  %scevgep4128 = getelementptr double, double* %scevgep4127, i64 -6
  %.2054.us.1 = load double, double* %scevgep4128, align 8
  %scevgep4110 = getelementptr double, double* %scevgep4096, i64 %lsr.iv4059
  %scevgep4111 = getelementptr double, double* %scevgep4110, i64 -6
  %.2063.us.1 = load double, double* %scevgep4111, align 8
  %scevgep4093 = getelementptr double, double* %scevgep4079, i64 %lsr.iv4059
  %scevgep4094 = getelementptr double, double* %scevgep4093, i64 -6
  %.2072.us.1 = load double, double* %scevgep4094, align 8
  %.10.i.us.1 = fmul double %.2045.us.1, 2.000000e+00
  %.11.i.us.1 = fadd double %.2036.us.1, %.10.i.us.1
  %.12.i.us.1 = fmul double %.2054.us.1, 2.000000e+00
  %.13.i.us.1 = fadd double %.11.i.us.1, %.12.i.us.1
  %.14.i.us.1 = fadd double %.2063.us.1, %.13.i.us.1
  %.15.i.us.1 = fmul double %.1694, %.14.i.us.1
  %.16.i.us.1 = fadd double %.2072.us.1, %.15.i.us.1
  %scevgep4074 = getelementptr double, double* %scevgep4062, i64 %lsr.iv4059
  %scevgep4075 = getelementptr double, double* %scevgep4074, i64 -6
  store double %.16.i.us.1, double* %scevgep4075, align 8
  %scevgep4157 = getelementptr double, double* %scevgep4147, i64 %lsr.iv4059
  %scevgep4158 = getelementptr double, double* %scevgep4157, i64 -5
  %.2036.us.2 = load double, double* %scevgep4158, align 8
  %scevgep4140 = getelementptr double, double* %scevgep4130, i64 %lsr.iv4059
  %scevgep4141 = getelementptr double, double* %scevgep4140, i64 -5
  %.2045.us.2 = load double, double* %scevgep4141, align 8
  %scevgep4123 = getelementptr double, double* %scevgep4113, i64 %lsr.iv4059
  %scevgep4124 = getelementptr double, double* %scevgep4123, i64 -5
  %.2054.us.2 = load double, double* %scevgep4124, align 8
  %scevgep4106 = getelementptr double, double* %scevgep4096, i64 %lsr.iv4059
  %scevgep4107 = getelementptr double, double* %scevgep4106, i64 -5
  %.2063.us.2 = load double, double* %scevgep4107, align 8
  %scevgep4089 = getelementptr double, double* %scevgep4079, i64 %lsr.iv4059
  %scevgep4090 = getelementptr double, double* %scevgep4089, i64 -5
  %.2072.us.2 = load double, double* %scevgep4090, align 8
  %.10.i.us.2 = fmul double %.2045.us.2, 2.000000e+00
  %.11.i.us.2 = fadd double %.2036.us.2, %.10.i.us.2
  %.12.i.us.2 = fmul double %.2054.us.2, 2.000000e+00
  %.13.i.us.2 = fadd double %.11.i.us.2, %.12.i.us.2
  %.14.i.us.2 = fadd double %.2063.us.2, %.13.i.us.2
  %.15.i.us.2 = fmul double %.1694, %.14.i.us.2
  %.16.i.us.2 = fadd double %.2072.us.2, %.15.i.us.2
  %scevgep4072 = getelementptr double, double* %scevgep4062, i64 %lsr.iv4059
  %scevgep4073 = getelementptr double, double* %scevgep4072, i64 -5
  store double %.16.i.us.2, double* %scevgep4073, align 8
  %scevgep4155 = getelementptr double, double* %scevgep4147, i64 %lsr.iv4059
  %scevgep4156 = getelementptr double, double* %scevgep4155, i64 -4
  %.2036.us.3 = load double, double* %scevgep4156, align 8
  %scevgep4138 = getelementptr double, double* %scevgep4130, i64 %lsr.iv4059
  %scevgep4139 = getelementptr double, double* %scevgep4138, i64 -4
  %.2045.us.3 = load double, double* %scevgep4139, align 8
  %scevgep4121 = getelementptr double, double* %scevgep4113, i64 %lsr.iv4059
  %scevgep4122 = getelementptr double, double* %scevgep4121, i64 -4
  %.2054.us.3 = load double, double* %scevgep4122, align 8
  %scevgep4104 = getelementptr double, double* %scevgep4096, i64 %lsr.iv4059
  %scevgep4105 = getelementptr double, double* %scevgep4104, i64 -4
  %.2063.us.3 = load double, double* %scevgep4105, align 8
  %scevgep4087 = getelementptr double, double* %scevgep4079, i64 %lsr.iv4059
  %scevgep4088 = getelementptr double, double* %scevgep4087, i64 -4
  %.2072.us.3 = load double, double* %scevgep4088, align 8
  %.10.i.us.3 = fmul double %.2045.us.3, 2.000000e+00
  %.11.i.us.3 = fadd double %.2036.us.3, %.10.i.us.3
  %.12.i.us.3 = fmul double %.2054.us.3, 2.000000e+00
  %.13.i.us.3 = fadd double %.11.i.us.3, %.12.i.us.3
  %.14.i.us.3 = fadd double %.2063.us.3, %.13.i.us.3
  %.15.i.us.3 = fmul double %.1694, %.14.i.us.3
  %.16.i.us.3 = fadd double %.2072.us.3, %.15.i.us.3
  %scevgep4070 = getelementptr double, double* %scevgep4062, i64 %lsr.iv4059
  %scevgep4071 = getelementptr double, double* %scevgep4070, i64 -4
  store double %.16.i.us.3, double* %scevgep4071, align 8
  %scevgep4153 = getelementptr double, double* %scevgep4147, i64 %lsr.iv4059
  %scevgep4154 = getelementptr double, double* %scevgep4153, i64 -3
  %.2036.us.4 = load double, double* %scevgep4154, align 8
  %scevgep4136 = getelementptr double, double* %scevgep4130, i64 %lsr.iv4059
  %scevgep4137 = getelementptr double, double* %scevgep4136, i64 -3
  %.2045.us.4 = load double, double* %scevgep4137, align 8
  %scevgep4119 = getelementptr double, double* %scevgep4113, i64 %lsr.iv4059
  %scevgep4120 = getelementptr double, double* %scevgep4119, i64 -3
  %.2054.us.4 = load double, double* %scevgep4120, align 8
  %scevgep4102 = getelementptr double, double* %scevgep4096, i64 %lsr.iv4059
  %scevgep4103 = getelementptr double, double* %scevgep4102, i64 -3
  %.2063.us.4 = load double, double* %scevgep4103, align 8
  %scevgep4085 = getelementptr double, double* %scevgep4079, i64 %lsr.iv4059
  %scevgep4086 = getelementptr double, double* %scevgep4085, i64 -3
  %.2072.us.4 = load double, double* %scevgep4086, align 8
  %.10.i.us.4 = fmul double %.2045.us.4, 2.000000e+00
  %.11.i.us.4 = fadd double %.2036.us.4, %.10.i.us.4
  %.12.i.us.4 = fmul double %.2054.us.4, 2.000000e+00
  %.13.i.us.4 = fadd double %.11.i.us.4, %.12.i.us.4
  %.14.i.us.4 = fadd double %.2063.us.4, %.13.i.us.4
  %.15.i.us.4 = fmul double %.1694, %.14.i.us.4
  %.16.i.us.4 = fadd double %.2072.us.4, %.15.i.us.4
  %scevgep4068 = getelementptr double, double* %scevgep4062, i64 %lsr.iv4059
  %scevgep4069 = getelementptr double, double* %scevgep4068, i64 -3
  store double %.16.i.us.4, double* %scevgep4069, align 8
  %scevgep4151 = getelementptr double, double* %scevgep4147, i64 %lsr.iv4059
  %scevgep4152 = getelementptr double, double* %scevgep4151, i64 -2
  %.2036.us.5 = load double, double* %scevgep4152, align 8
  %scevgep4134 = getelementptr double, double* %scevgep4130, i64 %lsr.iv4059
  %scevgep4135 = getelementptr double, double* %scevgep4134, i64 -2
  %.2045.us.5 = load double, double* %scevgep4135, align 8
  %scevgep4117 = getelementptr double, double* %scevgep4113, i64 %lsr.iv4059
  %scevgep4118 = getelementptr double, double* %scevgep4117, i64 -2
  %.2054.us.5 = load double, double* %scevgep4118, align 8
  %scevgep4100 = getelementptr double, double* %scevgep4096, i64 %lsr.iv4059
  %scevgep4101 = getelementptr double, double* %scevgep4100, i64 -2
  %.2063.us.5 = load double, double* %scevgep4101, align 8
  %scevgep4083 = getelementptr double, double* %scevgep4079, i64 %lsr.iv4059
  %scevgep4084 = getelementptr double, double* %scevgep4083, i64 -2
  %.2072.us.5 = load double, double* %scevgep4084, align 8
  %.10.i.us.5 = fmul double %.2045.us.5, 2.000000e+00
  %.11.i.us.5 = fadd double %.2036.us.5, %.10.i.us.5
  %.12.i.us.5 = fmul double %.2054.us.5, 2.000000e+00
  %.13.i.us.5 = fadd double %.11.i.us.5, %.12.i.us.5
  %.14.i.us.5 = fadd double %.2063.us.5, %.13.i.us.5
  %.15.i.us.5 = fmul double %.1694, %.14.i.us.5
  %.16.i.us.5 = fadd double %.2072.us.5, %.15.i.us.5
  %scevgep4066 = getelementptr double, double* %scevgep4062, i64 %lsr.iv4059
  %scevgep4067 = getelementptr double, double* %scevgep4066, i64 -2
  store double %.16.i.us.5, double* %scevgep4067, align 8
  %scevgep4149 = getelementptr double, double* %scevgep4147, i64 %lsr.iv4059
  %scevgep4150 = getelementptr double, double* %scevgep4149, i64 -1
  %.2036.us.6 = load double, double* %scevgep4150, align 8
  %scevgep4132 = getelementptr double, double* %scevgep4130, i64 %lsr.iv4059
  %scevgep4133 = getelementptr double, double* %scevgep4132, i64 -1
  %.2045.us.6 = load double, double* %scevgep4133, align 8
  %scevgep4115 = getelementptr double, double* %scevgep4113, i64 %lsr.iv4059
  %scevgep4116 = getelementptr double, double* %scevgep4115, i64 -1
  %.2054.us.6 = load double, double* %scevgep4116, align 8
  %scevgep4098 = getelementptr double, double* %scevgep4096, i64 %lsr.iv4059
  %scevgep4099 = getelementptr double, double* %scevgep4098, i64 -1
  %.2063.us.6 = load double, double* %scevgep4099, align 8
  %scevgep4081 = getelementptr double, double* %scevgep4079, i64 %lsr.iv4059
  %scevgep4082 = getelementptr double, double* %scevgep4081, i64 -1
  %.2072.us.6 = load double, double* %scevgep4082, align 8
  %.10.i.us.6 = fmul double %.2045.us.6, 2.000000e+00
  %.11.i.us.6 = fadd double %.2036.us.6, %.10.i.us.6
  %.12.i.us.6 = fmul double %.2054.us.6, 2.000000e+00
  %.13.i.us.6 = fadd double %.11.i.us.6, %.12.i.us.6
  %.14.i.us.6 = fadd double %.2063.us.6, %.13.i.us.6
  %.15.i.us.6 = fmul double %.1694, %.14.i.us.6
  %.16.i.us.6 = fadd double %.2072.us.6, %.15.i.us.6
  %scevgep4064 = getelementptr double, double* %scevgep4062, i64 %lsr.iv4059
  %scevgep4065 = getelementptr double, double* %scevgep4064, i64 -1
  store double %.16.i.us.6, double* %scevgep4065, align 8
  %scevgep4148 = getelementptr double, double* %scevgep4147, i64 %lsr.iv4059
  %.2036.us.7 = load double, double* %scevgep4148, align 8
  %scevgep4131 = getelementptr double, double* %scevgep4130, i64 %lsr.iv4059
  %.2045.us.7 = load double, double* %scevgep4131, align 8
  %scevgep4114 = getelementptr double, double* %scevgep4113, i64 %lsr.iv4059
  %.2054.us.7 = load double, double* %scevgep4114, align 8
  %scevgep4097 = getelementptr double, double* %scevgep4096, i64 %lsr.iv4059
  %.2063.us.7 = load double, double* %scevgep4097, align 8
  %scevgep4080 = getelementptr double, double* %scevgep4079, i64 %lsr.iv4059
  %.2072.us.7 = load double, double* %scevgep4080, align 8
  %.10.i.us.7 = fmul double %.2045.us.7, 2.000000e+00
  %.11.i.us.7 = fadd double %.2036.us.7, %.10.i.us.7
  %.12.i.us.7 = fmul double %.2054.us.7, 2.000000e+00
  %.13.i.us.7 = fadd double %.11.i.us.7, %.12.i.us.7
  %.14.i.us.7 = fadd double %.2063.us.7, %.13.i.us.7
  %.15.i.us.7 = fmul double %.1694, %.14.i.us.7
  %.16.i.us.7 = fadd double %.2072.us.7, %.15.i.us.7
  %scevgep4063 = getelementptr double, double* %scevgep4062, i64 %lsr.iv4059
  store double %.16.i.us.7, double* %scevgep4063, align 8
  %lsr.iv.next4060 = add i64 %lsr.iv4059, 8
  %exitcond853.not.7 = icmp eq i64 %1125, %lsr.iv.next4060
  br i1 %exitcond853.not.7, label %for.end.7, label %for.body.7.us, !llvm.loop !162

for.body.7:                                       ; preds = %for.body.7.preheader
  %.2036 = load double, double* %.6.i82646, align 8
  %.2045 = load double, double* %.6.i285648781, align 8
  %.2054 = load double, double* %.6.i387650789, align 8
  %.2063 = load double, double* %.6.i271652797, align 8
  %.2072 = load double, double* %y.2.sroa.60.0817, align 8
  %.10.i = fmul double %.2045, 2.000000e+00
  %.11.i = fadd double %.2036, %.10.i
  %.12.i = fmul double %.2054, 2.000000e+00
  %.13.i = fadd double %.11.i, %.12.i
  %.14.i = fadd double %.2063, %.13.i
  %.15.i = fmul double %.1694, %.14.i
  %.16.i = fadd double %.2072, %.15.i
  store double %.16.i, double* %.6.i135653, align 8
  br label %for.end.7

for.end.7:                                        ; preds = %for.body.7.us, %for.body.7.us.prol.loopexit, %for.body.7, %middle.block, %for.end.6.endif.endif.end...endif.1.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i272792796)
  tail call void @NRT_decref(i8* nonnull %.7.i.i388784788)
  tail call void @NRT_decref(i8* nonnull %.7.i.i278776780)
  tail call void @NRT_decref(i8* nonnull %.7.i.i75)
  tail call void @NRT_decref(i8* nonnull %y.2.sroa.0.0818)
  %.204 = icmp ugt i64 %.203816, 1
  br i1 %.204, label %B76, label %B400.endif.endif.endif.endif.endif

B400.endif.endif.endif.endif.endif:               ; preds = %for.end.7
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !163
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %B400.endif.endif.endif.endif.endif.if, label %B400.endif.endif.endif.endif.endif.endif, !prof !0

B400.endif.endif.endif.endif.endif.if:            ; preds = %B400.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139936740691456, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B400.endif.endif.endif.endif.endif.endif:         ; preds = %B400.endif.endif.endif.endif.endif
  %1126 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i25 = getelementptr i8, i8* %.7.i.i27, i64 24
  %1127 = bitcast i8* %.5.i25 to double**
  %.6.i26645 = load double*, double** %1127, align 8
  br i1 %1126, label %for.body.8.preheader, label %for.end.8

for.body.8.preheader:                             ; preds = %B400.endif.endif.endif.endif.endif.endif
  %.2321.not = icmp eq i64 %arg.y0.5.0, 1
  br i1 %.2321.not, label %for.end.8.thread, label %for.body.8.us.preheader

for.body.8.us.preheader:                          ; preds = %for.body.8.preheader
  %min.iters.check1233 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %min.iters.check1233, label %for.body.8.us.preheader1245, label %vector.memcheck1220

vector.memcheck1220:                              ; preds = %for.body.8.us.preheader
  %scevgep1222 = getelementptr double, double* %.6.i26645, i64 %arg.y0.5.0
  %scevgep1225 = getelementptr double, double* %.6.i135653, i64 %arg.y0.5.0
  %bound01227 = icmp ult double* %.6.i26645, %scevgep1225
  %bound11228 = icmp ult double* %.6.i135653, %scevgep1222
  %found.conflict1229 = and i1 %bound01227, %bound11228
  br i1 %found.conflict1229, label %for.body.8.us.preheader1245, label %vector.ph1234

vector.ph1234:                                    ; preds = %vector.memcheck1220
  %n.vec1236 = and i64 %arg.y0.5.0, -32
  %1128 = add i64 %n.vec1236, -32
  %1129 = lshr exact i64 %1128, 5
  %1130 = add nuw nsw i64 %1129, 1
  %xtraiter1274 = and i64 %1130, 7
  %1131 = icmp ult i64 %1128, 224
  br i1 %1131, label %middle.block1230.unr-lcssa, label %vector.ph1234.new

vector.ph1234.new:                                ; preds = %vector.ph1234
  %unroll_iter1277 = and i64 %1130, %const
  %scevgep1593 = getelementptr double, double* %.6.i135653, i64 248
  %scevgep1689 = getelementptr double, double* %.6.i26645, i64 248
  br label %vector.body1232

vector.body1232:                                  ; preds = %vector.body1232, %vector.ph1234.new
  %lsr.iv1785 = phi i64 [ %lsr.iv.next1786, %vector.body1232 ], [ %unroll_iter1277, %vector.ph1234.new ]
  %index1239 = phi i64 [ 0, %vector.ph1234.new ], [ %index.next1244.7, %vector.body1232 ]
  %scevgep1677 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16771678 = bitcast double* %scevgep1677 to <8 x double>*
  %scevgep1679 = getelementptr <8 x double>, <8 x double>* %scevgep16771678, i64 -31
  %wide.load1240 = load <8 x double>, <8 x double>* %scevgep1679, align 8, !alias.scope !170
  %scevgep1686 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16861687 = bitcast double* %scevgep1686 to <8 x double>*
  %scevgep1688 = getelementptr <8 x double>, <8 x double>* %scevgep16861687, i64 -30
  %wide.load1241 = load <8 x double>, <8 x double>* %scevgep1688, align 8, !alias.scope !170
  %scevgep1683 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16831684 = bitcast double* %scevgep1683 to <8 x double>*
  %scevgep1685 = getelementptr <8 x double>, <8 x double>* %scevgep16831684, i64 -29
  %wide.load1242 = load <8 x double>, <8 x double>* %scevgep1685, align 8, !alias.scope !170
  %scevgep1680 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16801681 = bitcast double* %scevgep1680 to <8 x double>*
  %scevgep1682 = getelementptr <8 x double>, <8 x double>* %scevgep16801681, i64 -28
  %wide.load1243 = load <8 x double>, <8 x double>* %scevgep1682, align 8, !alias.scope !170
  %1132 = fmul <8 x double> %wide.load1240, %wide.load1240
  %1133 = fmul <8 x double> %wide.load1241, %wide.load1241
  %1134 = fmul <8 x double> %wide.load1242, %wide.load1242
  %1135 = fmul <8 x double> %wide.load1243, %wide.load1243
  %scevgep1773 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17731774 = bitcast double* %scevgep1773 to <8 x double>*
  %scevgep1775 = getelementptr <8 x double>, <8 x double>* %scevgep17731774, i64 -31
  store <8 x double> %1132, <8 x double>* %scevgep1775, align 8, !alias.scope !173, !noalias !170
  %scevgep1782 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17821783 = bitcast double* %scevgep1782 to <8 x double>*
  %scevgep1784 = getelementptr <8 x double>, <8 x double>* %scevgep17821783, i64 -30
  store <8 x double> %1133, <8 x double>* %scevgep1784, align 8, !alias.scope !173, !noalias !170
  %scevgep1779 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17791780 = bitcast double* %scevgep1779 to <8 x double>*
  %scevgep1781 = getelementptr <8 x double>, <8 x double>* %scevgep17791780, i64 -29
  store <8 x double> %1134, <8 x double>* %scevgep1781, align 8, !alias.scope !173, !noalias !170
  %scevgep1776 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17761777 = bitcast double* %scevgep1776 to <8 x double>*
  %scevgep1778 = getelementptr <8 x double>, <8 x double>* %scevgep17761777, i64 -28
  store <8 x double> %1135, <8 x double>* %scevgep1778, align 8, !alias.scope !173, !noalias !170
  %scevgep1663 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16631664 = bitcast double* %scevgep1663 to <8 x double>*
  %scevgep1665 = getelementptr <8 x double>, <8 x double>* %scevgep16631664, i64 -27
  %wide.load1240.1 = load <8 x double>, <8 x double>* %scevgep1665, align 8, !alias.scope !170
  %scevgep1660 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16601661 = bitcast double* %scevgep1660 to <8 x double>*
  %scevgep1662 = getelementptr <8 x double>, <8 x double>* %scevgep16601661, i64 -26
  %wide.load1241.1 = load <8 x double>, <8 x double>* %scevgep1662, align 8, !alias.scope !170
  %scevgep1657 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16571658 = bitcast double* %scevgep1657 to <8 x double>*
  %scevgep1659 = getelementptr <8 x double>, <8 x double>* %scevgep16571658, i64 -25
  %wide.load1242.1 = load <8 x double>, <8 x double>* %scevgep1659, align 8, !alias.scope !170
  %scevgep1654 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16541655 = bitcast double* %scevgep1654 to <8 x double>*
  %scevgep1656 = getelementptr <8 x double>, <8 x double>* %scevgep16541655, i64 -24
  %wide.load1243.1 = load <8 x double>, <8 x double>* %scevgep1656, align 8, !alias.scope !170
  %1136 = fmul <8 x double> %wide.load1240.1, %wide.load1240.1
  %1137 = fmul <8 x double> %wide.load1241.1, %wide.load1241.1
  %1138 = fmul <8 x double> %wide.load1242.1, %wide.load1242.1
  %1139 = fmul <8 x double> %wide.load1243.1, %wide.load1243.1
  %scevgep1759 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17591760 = bitcast double* %scevgep1759 to <8 x double>*
  %scevgep1761 = getelementptr <8 x double>, <8 x double>* %scevgep17591760, i64 -27
  store <8 x double> %1136, <8 x double>* %scevgep1761, align 8, !alias.scope !173, !noalias !170
  %scevgep1756 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17561757 = bitcast double* %scevgep1756 to <8 x double>*
  %scevgep1758 = getelementptr <8 x double>, <8 x double>* %scevgep17561757, i64 -26
  store <8 x double> %1137, <8 x double>* %scevgep1758, align 8, !alias.scope !173, !noalias !170
  %scevgep1753 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17531754 = bitcast double* %scevgep1753 to <8 x double>*
  %scevgep1755 = getelementptr <8 x double>, <8 x double>* %scevgep17531754, i64 -25
  store <8 x double> %1138, <8 x double>* %scevgep1755, align 8, !alias.scope !173, !noalias !170
  %scevgep1750 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17501751 = bitcast double* %scevgep1750 to <8 x double>*
  %scevgep1752 = getelementptr <8 x double>, <8 x double>* %scevgep17501751, i64 -24
  store <8 x double> %1139, <8 x double>* %scevgep1752, align 8, !alias.scope !173, !noalias !170
  %scevgep1651 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16511652 = bitcast double* %scevgep1651 to <8 x double>*
  %scevgep1653 = getelementptr <8 x double>, <8 x double>* %scevgep16511652, i64 -23
  %wide.load1240.2 = load <8 x double>, <8 x double>* %scevgep1653, align 8, !alias.scope !170
  %scevgep1648 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16481649 = bitcast double* %scevgep1648 to <8 x double>*
  %scevgep1650 = getelementptr <8 x double>, <8 x double>* %scevgep16481649, i64 -22
  %wide.load1241.2 = load <8 x double>, <8 x double>* %scevgep1650, align 8, !alias.scope !170
  %scevgep1645 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16451646 = bitcast double* %scevgep1645 to <8 x double>*
  %scevgep1647 = getelementptr <8 x double>, <8 x double>* %scevgep16451646, i64 -21
  %wide.load1242.2 = load <8 x double>, <8 x double>* %scevgep1647, align 8, !alias.scope !170
  %scevgep1642 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16421643 = bitcast double* %scevgep1642 to <8 x double>*
  %scevgep1644 = getelementptr <8 x double>, <8 x double>* %scevgep16421643, i64 -20
  %wide.load1243.2 = load <8 x double>, <8 x double>* %scevgep1644, align 8, !alias.scope !170
  %1140 = fmul <8 x double> %wide.load1240.2, %wide.load1240.2
  %1141 = fmul <8 x double> %wide.load1241.2, %wide.load1241.2
  %1142 = fmul <8 x double> %wide.load1242.2, %wide.load1242.2
  %1143 = fmul <8 x double> %wide.load1243.2, %wide.load1243.2
  %scevgep1747 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17471748 = bitcast double* %scevgep1747 to <8 x double>*
  %scevgep1749 = getelementptr <8 x double>, <8 x double>* %scevgep17471748, i64 -23
  store <8 x double> %1140, <8 x double>* %scevgep1749, align 8, !alias.scope !173, !noalias !170
  %scevgep1744 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17441745 = bitcast double* %scevgep1744 to <8 x double>*
  %scevgep1746 = getelementptr <8 x double>, <8 x double>* %scevgep17441745, i64 -22
  store <8 x double> %1141, <8 x double>* %scevgep1746, align 8, !alias.scope !173, !noalias !170
  %scevgep1741 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17411742 = bitcast double* %scevgep1741 to <8 x double>*
  %scevgep1743 = getelementptr <8 x double>, <8 x double>* %scevgep17411742, i64 -21
  store <8 x double> %1142, <8 x double>* %scevgep1743, align 8, !alias.scope !173, !noalias !170
  %scevgep1738 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17381739 = bitcast double* %scevgep1738 to <8 x double>*
  %scevgep1740 = getelementptr <8 x double>, <8 x double>* %scevgep17381739, i64 -20
  store <8 x double> %1143, <8 x double>* %scevgep1740, align 8, !alias.scope !173, !noalias !170
  %scevgep1639 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16391640 = bitcast double* %scevgep1639 to <8 x double>*
  %scevgep1641 = getelementptr <8 x double>, <8 x double>* %scevgep16391640, i64 -19
  %wide.load1240.3 = load <8 x double>, <8 x double>* %scevgep1641, align 8, !alias.scope !170
  %scevgep1636 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16361637 = bitcast double* %scevgep1636 to <8 x double>*
  %scevgep1638 = getelementptr <8 x double>, <8 x double>* %scevgep16361637, i64 -18
  %wide.load1241.3 = load <8 x double>, <8 x double>* %scevgep1638, align 8, !alias.scope !170
  %scevgep1633 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16331634 = bitcast double* %scevgep1633 to <8 x double>*
  %scevgep1635 = getelementptr <8 x double>, <8 x double>* %scevgep16331634, i64 -17
  %wide.load1242.3 = load <8 x double>, <8 x double>* %scevgep1635, align 8, !alias.scope !170
  %scevgep1630 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16301631 = bitcast double* %scevgep1630 to <8 x double>*
  %scevgep1632 = getelementptr <8 x double>, <8 x double>* %scevgep16301631, i64 -16
  %wide.load1243.3 = load <8 x double>, <8 x double>* %scevgep1632, align 8, !alias.scope !170
  %1144 = fmul <8 x double> %wide.load1240.3, %wide.load1240.3
  %1145 = fmul <8 x double> %wide.load1241.3, %wide.load1241.3
  %1146 = fmul <8 x double> %wide.load1242.3, %wide.load1242.3
  %1147 = fmul <8 x double> %wide.load1243.3, %wide.load1243.3
  %scevgep1735 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17351736 = bitcast double* %scevgep1735 to <8 x double>*
  %scevgep1737 = getelementptr <8 x double>, <8 x double>* %scevgep17351736, i64 -19
  store <8 x double> %1144, <8 x double>* %scevgep1737, align 8, !alias.scope !173, !noalias !170
  %scevgep1732 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17321733 = bitcast double* %scevgep1732 to <8 x double>*
  %scevgep1734 = getelementptr <8 x double>, <8 x double>* %scevgep17321733, i64 -18
  store <8 x double> %1145, <8 x double>* %scevgep1734, align 8, !alias.scope !173, !noalias !170
  %scevgep1729 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17291730 = bitcast double* %scevgep1729 to <8 x double>*
  %scevgep1731 = getelementptr <8 x double>, <8 x double>* %scevgep17291730, i64 -17
  store <8 x double> %1146, <8 x double>* %scevgep1731, align 8, !alias.scope !173, !noalias !170
  %scevgep1726 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17261727 = bitcast double* %scevgep1726 to <8 x double>*
  %scevgep1728 = getelementptr <8 x double>, <8 x double>* %scevgep17261727, i64 -16
  store <8 x double> %1147, <8 x double>* %scevgep1728, align 8, !alias.scope !173, !noalias !170
  %scevgep1627 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16271628 = bitcast double* %scevgep1627 to <8 x double>*
  %scevgep1629 = getelementptr <8 x double>, <8 x double>* %scevgep16271628, i64 -15
  %wide.load1240.4 = load <8 x double>, <8 x double>* %scevgep1629, align 8, !alias.scope !170
  %scevgep1624 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16241625 = bitcast double* %scevgep1624 to <8 x double>*
  %scevgep1626 = getelementptr <8 x double>, <8 x double>* %scevgep16241625, i64 -14
  %wide.load1241.4 = load <8 x double>, <8 x double>* %scevgep1626, align 8, !alias.scope !170
  %scevgep1621 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16211622 = bitcast double* %scevgep1621 to <8 x double>*
  %scevgep1623 = getelementptr <8 x double>, <8 x double>* %scevgep16211622, i64 -13
  %wide.load1242.4 = load <8 x double>, <8 x double>* %scevgep1623, align 8, !alias.scope !170
  %scevgep1618 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16181619 = bitcast double* %scevgep1618 to <8 x double>*
  %scevgep1620 = getelementptr <8 x double>, <8 x double>* %scevgep16181619, i64 -12
  %wide.load1243.4 = load <8 x double>, <8 x double>* %scevgep1620, align 8, !alias.scope !170
  %1148 = fmul <8 x double> %wide.load1240.4, %wide.load1240.4
  %1149 = fmul <8 x double> %wide.load1241.4, %wide.load1241.4
  %1150 = fmul <8 x double> %wide.load1242.4, %wide.load1242.4
  %1151 = fmul <8 x double> %wide.load1243.4, %wide.load1243.4
  %scevgep1723 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17231724 = bitcast double* %scevgep1723 to <8 x double>*
  %scevgep1725 = getelementptr <8 x double>, <8 x double>* %scevgep17231724, i64 -15
  store <8 x double> %1148, <8 x double>* %scevgep1725, align 8, !alias.scope !173, !noalias !170
  %scevgep1720 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17201721 = bitcast double* %scevgep1720 to <8 x double>*
  %scevgep1722 = getelementptr <8 x double>, <8 x double>* %scevgep17201721, i64 -14
  store <8 x double> %1149, <8 x double>* %scevgep1722, align 8, !alias.scope !173, !noalias !170
  %scevgep1717 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17171718 = bitcast double* %scevgep1717 to <8 x double>*
  %scevgep1719 = getelementptr <8 x double>, <8 x double>* %scevgep17171718, i64 -13
  store <8 x double> %1150, <8 x double>* %scevgep1719, align 8, !alias.scope !173, !noalias !170
  %scevgep1714 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17141715 = bitcast double* %scevgep1714 to <8 x double>*
  %scevgep1716 = getelementptr <8 x double>, <8 x double>* %scevgep17141715, i64 -12
  store <8 x double> %1151, <8 x double>* %scevgep1716, align 8, !alias.scope !173, !noalias !170
  %scevgep1615 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16151616 = bitcast double* %scevgep1615 to <8 x double>*
  %scevgep1617 = getelementptr <8 x double>, <8 x double>* %scevgep16151616, i64 -11
  %wide.load1240.5 = load <8 x double>, <8 x double>* %scevgep1617, align 8, !alias.scope !170
  %scevgep1612 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16121613 = bitcast double* %scevgep1612 to <8 x double>*
  %scevgep1614 = getelementptr <8 x double>, <8 x double>* %scevgep16121613, i64 -10
  %wide.load1241.5 = load <8 x double>, <8 x double>* %scevgep1614, align 8, !alias.scope !170
  %scevgep1609 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16091610 = bitcast double* %scevgep1609 to <8 x double>*
  %scevgep1611 = getelementptr <8 x double>, <8 x double>* %scevgep16091610, i64 -9
  %wide.load1242.5 = load <8 x double>, <8 x double>* %scevgep1611, align 8, !alias.scope !170
  %scevgep1606 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16061607 = bitcast double* %scevgep1606 to <8 x double>*
  %scevgep1608 = getelementptr <8 x double>, <8 x double>* %scevgep16061607, i64 -8
  %wide.load1243.5 = load <8 x double>, <8 x double>* %scevgep1608, align 8, !alias.scope !170
  %1152 = fmul <8 x double> %wide.load1240.5, %wide.load1240.5
  %1153 = fmul <8 x double> %wide.load1241.5, %wide.load1241.5
  %1154 = fmul <8 x double> %wide.load1242.5, %wide.load1242.5
  %1155 = fmul <8 x double> %wide.load1243.5, %wide.load1243.5
  %scevgep1711 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17111712 = bitcast double* %scevgep1711 to <8 x double>*
  %scevgep1713 = getelementptr <8 x double>, <8 x double>* %scevgep17111712, i64 -11
  store <8 x double> %1152, <8 x double>* %scevgep1713, align 8, !alias.scope !173, !noalias !170
  %scevgep1708 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17081709 = bitcast double* %scevgep1708 to <8 x double>*
  %scevgep1710 = getelementptr <8 x double>, <8 x double>* %scevgep17081709, i64 -10
  store <8 x double> %1153, <8 x double>* %scevgep1710, align 8, !alias.scope !173, !noalias !170
  %scevgep1705 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17051706 = bitcast double* %scevgep1705 to <8 x double>*
  %scevgep1707 = getelementptr <8 x double>, <8 x double>* %scevgep17051706, i64 -9
  store <8 x double> %1154, <8 x double>* %scevgep1707, align 8, !alias.scope !173, !noalias !170
  %scevgep1702 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17021703 = bitcast double* %scevgep1702 to <8 x double>*
  %scevgep1704 = getelementptr <8 x double>, <8 x double>* %scevgep17021703, i64 -8
  store <8 x double> %1155, <8 x double>* %scevgep1704, align 8, !alias.scope !173, !noalias !170
  %scevgep1603 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16031604 = bitcast double* %scevgep1603 to <8 x double>*
  %scevgep1605 = getelementptr <8 x double>, <8 x double>* %scevgep16031604, i64 -7
  %wide.load1240.6 = load <8 x double>, <8 x double>* %scevgep1605, align 8, !alias.scope !170
  %scevgep1600 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16001601 = bitcast double* %scevgep1600 to <8 x double>*
  %scevgep1602 = getelementptr <8 x double>, <8 x double>* %scevgep16001601, i64 -6
  %wide.load1241.6 = load <8 x double>, <8 x double>* %scevgep1602, align 8, !alias.scope !170
  %scevgep1597 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep15971598 = bitcast double* %scevgep1597 to <8 x double>*
  %scevgep1599 = getelementptr <8 x double>, <8 x double>* %scevgep15971598, i64 -5
  %wide.load1242.6 = load <8 x double>, <8 x double>* %scevgep1599, align 8, !alias.scope !170
  %scevgep1594 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep15941595 = bitcast double* %scevgep1594 to <8 x double>*
  %scevgep1596 = getelementptr <8 x double>, <8 x double>* %scevgep15941595, i64 -4
  %wide.load1243.6 = load <8 x double>, <8 x double>* %scevgep1596, align 8, !alias.scope !170
  %1156 = fmul <8 x double> %wide.load1240.6, %wide.load1240.6
  %1157 = fmul <8 x double> %wide.load1241.6, %wide.load1241.6
  %1158 = fmul <8 x double> %wide.load1242.6, %wide.load1242.6
  %1159 = fmul <8 x double> %wide.load1243.6, %wide.load1243.6
  %scevgep1699 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep16991700 = bitcast double* %scevgep1699 to <8 x double>*
  %scevgep1701 = getelementptr <8 x double>, <8 x double>* %scevgep16991700, i64 -7
  store <8 x double> %1156, <8 x double>* %scevgep1701, align 8, !alias.scope !173, !noalias !170
  %scevgep1696 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep16961697 = bitcast double* %scevgep1696 to <8 x double>*
  %scevgep1698 = getelementptr <8 x double>, <8 x double>* %scevgep16961697, i64 -6
  store <8 x double> %1157, <8 x double>* %scevgep1698, align 8, !alias.scope !173, !noalias !170
  %scevgep1693 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep16931694 = bitcast double* %scevgep1693 to <8 x double>*
  %scevgep1695 = getelementptr <8 x double>, <8 x double>* %scevgep16931694, i64 -5
  store <8 x double> %1158, <8 x double>* %scevgep1695, align 8, !alias.scope !173, !noalias !170
  %scevgep1690 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep16901691 = bitcast double* %scevgep1690 to <8 x double>*
  %scevgep1692 = getelementptr <8 x double>, <8 x double>* %scevgep16901691, i64 -4
  store <8 x double> %1159, <8 x double>* %scevgep1692, align 8, !alias.scope !173, !noalias !170
  %scevgep1674 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16741675 = bitcast double* %scevgep1674 to <8 x double>*
  %scevgep1676 = getelementptr <8 x double>, <8 x double>* %scevgep16741675, i64 -3
  %wide.load1240.7 = load <8 x double>, <8 x double>* %scevgep1676, align 8, !alias.scope !170
  %scevgep1671 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16711672 = bitcast double* %scevgep1671 to <8 x double>*
  %scevgep1673 = getelementptr <8 x double>, <8 x double>* %scevgep16711672, i64 -2
  %wide.load1241.7 = load <8 x double>, <8 x double>* %scevgep1673, align 8, !alias.scope !170
  %scevgep1668 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16681669 = bitcast double* %scevgep1668 to <8 x double>*
  %scevgep1670 = getelementptr <8 x double>, <8 x double>* %scevgep16681669, i64 -1
  %wide.load1242.7 = load <8 x double>, <8 x double>* %scevgep1670, align 8, !alias.scope !170
  %scevgep1666 = getelementptr double, double* %scevgep1593, i64 %index1239
  %scevgep16661667 = bitcast double* %scevgep1666 to <8 x double>*
  %wide.load1243.7 = load <8 x double>, <8 x double>* %scevgep16661667, align 8, !alias.scope !170
  %1160 = fmul <8 x double> %wide.load1240.7, %wide.load1240.7
  %1161 = fmul <8 x double> %wide.load1241.7, %wide.load1241.7
  %1162 = fmul <8 x double> %wide.load1242.7, %wide.load1242.7
  %1163 = fmul <8 x double> %wide.load1243.7, %wide.load1243.7
  %scevgep1770 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17701771 = bitcast double* %scevgep1770 to <8 x double>*
  %scevgep1772 = getelementptr <8 x double>, <8 x double>* %scevgep17701771, i64 -3
  store <8 x double> %1160, <8 x double>* %scevgep1772, align 8, !alias.scope !173, !noalias !170
  %scevgep1767 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17671768 = bitcast double* %scevgep1767 to <8 x double>*
  %scevgep1769 = getelementptr <8 x double>, <8 x double>* %scevgep17671768, i64 -2
  store <8 x double> %1161, <8 x double>* %scevgep1769, align 8, !alias.scope !173, !noalias !170
  %scevgep1764 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17641765 = bitcast double* %scevgep1764 to <8 x double>*
  %scevgep1766 = getelementptr <8 x double>, <8 x double>* %scevgep17641765, i64 -1
  store <8 x double> %1162, <8 x double>* %scevgep1766, align 8, !alias.scope !173, !noalias !170
  %scevgep1762 = getelementptr double, double* %scevgep1689, i64 %index1239
  %scevgep17621763 = bitcast double* %scevgep1762 to <8 x double>*
  store <8 x double> %1163, <8 x double>* %scevgep17621763, align 8, !alias.scope !173, !noalias !170
  %index.next1244.7 = add i64 %index1239, 256
  %lsr.iv.next1786 = add i64 %lsr.iv1785, -8
  %niter1278.ncmp.7 = icmp eq i64 %lsr.iv.next1786, 0
  br i1 %niter1278.ncmp.7, label %middle.block1230.unr-lcssa, label %vector.body1232, !llvm.loop !175

middle.block1230.unr-lcssa:                       ; preds = %vector.body1232, %vector.ph1234
  %index1239.unr = phi i64 [ 0, %vector.ph1234 ], [ %index.next1244.7, %vector.body1232 ]
  %lcmp.mod1276.not = icmp eq i64 %xtraiter1274, 0
  br i1 %lcmp.mod1276.not, label %middle.block1230, label %vector.body1232.epil.preheader

vector.body1232.epil.preheader:                   ; preds = %middle.block1230.unr-lcssa
  %1164 = add nuw nsw i64 %index1239.unr, 24
  %scevgep1565 = getelementptr double, double* %.6.i26645, i64 %1164
  %scevgep1580 = getelementptr double, double* %.6.i135653, i64 %1164
  %1165 = shl nuw nsw i64 %xtraiter1274, 8
  br label %vector.body1232.epil

vector.body1232.epil:                             ; preds = %vector.body1232.epil.preheader, %vector.body1232.epil
  %lsr.iv1566 = phi i64 [ 0, %vector.body1232.epil.preheader ], [ %lsr.iv.next1567, %vector.body1232.epil ]
  %1166 = bitcast double* %scevgep1580 to i8*
  %1167 = bitcast double* %scevgep1565 to i8*
  %uglygep1590 = getelementptr i8, i8* %1166, i64 %lsr.iv1566
  %uglygep15901591 = bitcast i8* %uglygep1590 to <8 x double>*
  %scevgep1592 = getelementptr <8 x double>, <8 x double>* %uglygep15901591, i64 -3
  %wide.load1240.epil = load <8 x double>, <8 x double>* %scevgep1592, align 8, !alias.scope !170
  %uglygep1587 = getelementptr i8, i8* %1166, i64 %lsr.iv1566
  %uglygep15871588 = bitcast i8* %uglygep1587 to <8 x double>*
  %scevgep1589 = getelementptr <8 x double>, <8 x double>* %uglygep15871588, i64 -2
  %wide.load1241.epil = load <8 x double>, <8 x double>* %scevgep1589, align 8, !alias.scope !170
  %uglygep1584 = getelementptr i8, i8* %1166, i64 %lsr.iv1566
  %uglygep15841585 = bitcast i8* %uglygep1584 to <8 x double>*
  %scevgep1586 = getelementptr <8 x double>, <8 x double>* %uglygep15841585, i64 -1
  %wide.load1242.epil = load <8 x double>, <8 x double>* %scevgep1586, align 8, !alias.scope !170
  %uglygep1582 = getelementptr i8, i8* %1166, i64 %lsr.iv1566
  %uglygep15821583 = bitcast i8* %uglygep1582 to <8 x double>*
  %wide.load1243.epil = load <8 x double>, <8 x double>* %uglygep15821583, align 8, !alias.scope !170
  %1168 = fmul <8 x double> %wide.load1240.epil, %wide.load1240.epil
  %1169 = fmul <8 x double> %wide.load1241.epil, %wide.load1241.epil
  %1170 = fmul <8 x double> %wide.load1242.epil, %wide.load1242.epil
  %1171 = fmul <8 x double> %wide.load1243.epil, %wide.load1243.epil
  %uglygep1577 = getelementptr i8, i8* %1167, i64 %lsr.iv1566
  %uglygep15771578 = bitcast i8* %uglygep1577 to <8 x double>*
  %scevgep1579 = getelementptr <8 x double>, <8 x double>* %uglygep15771578, i64 -3
  store <8 x double> %1168, <8 x double>* %scevgep1579, align 8, !alias.scope !173, !noalias !170
  %uglygep1574 = getelementptr i8, i8* %1167, i64 %lsr.iv1566
  %uglygep15741575 = bitcast i8* %uglygep1574 to <8 x double>*
  %scevgep1576 = getelementptr <8 x double>, <8 x double>* %uglygep15741575, i64 -2
  store <8 x double> %1169, <8 x double>* %scevgep1576, align 8, !alias.scope !173, !noalias !170
  %uglygep1571 = getelementptr i8, i8* %1167, i64 %lsr.iv1566
  %uglygep15711572 = bitcast i8* %uglygep1571 to <8 x double>*
  %scevgep1573 = getelementptr <8 x double>, <8 x double>* %uglygep15711572, i64 -1
  store <8 x double> %1170, <8 x double>* %scevgep1573, align 8, !alias.scope !173, !noalias !170
  %uglygep1569 = getelementptr i8, i8* %1167, i64 %lsr.iv1566
  %uglygep15691570 = bitcast i8* %uglygep1569 to <8 x double>*
  store <8 x double> %1171, <8 x double>* %uglygep15691570, align 8, !alias.scope !173, !noalias !170
  %lsr.iv.next1567 = add nuw nsw i64 %lsr.iv1566, 256
  %epil.iter1275.cmp.not = icmp eq i64 %1165, %lsr.iv.next1567
  br i1 %epil.iter1275.cmp.not, label %middle.block1230, label %vector.body1232.epil, !llvm.loop !176

middle.block1230:                                 ; preds = %vector.body1232.epil, %middle.block1230.unr-lcssa
  %cmp.n1238 = icmp eq i64 %n.vec1236, %arg.y0.5.0
  br i1 %cmp.n1238, label %for.end.8, label %for.body.8.us.preheader1245

for.body.8.us.preheader1245:                      ; preds = %vector.memcheck1220, %for.body.8.us.preheader, %middle.block1230
  %loop.index.8612.us.ph = phi i64 [ 0, %vector.memcheck1220 ], [ 0, %for.body.8.us.preheader ], [ %n.vec1236, %middle.block1230 ]
  %1172 = xor i64 %loop.index.8612.us.ph, -1
  %1173 = add i64 %1172, %arg.y0.5.0
  %xtraiter1272 = and i64 %arg.y0.5.0, 7
  %lcmp.mod1273.not = icmp eq i64 %xtraiter1272, 0
  br i1 %lcmp.mod1273.not, label %for.body.8.us.prol.loopexit, label %for.body.8.us.prol.preheader

for.body.8.us.prol.preheader:                     ; preds = %for.body.8.us.preheader1245
  br label %for.body.8.us.prol

for.body.8.us.prol:                               ; preds = %for.body.8.us.prol.preheader, %for.body.8.us.prol
  %lsr.iv1563 = phi i64 [ %xtraiter1272, %for.body.8.us.prol.preheader ], [ %lsr.iv.next1564, %for.body.8.us.prol ]
  %loop.index.8612.us.prol = phi i64 [ %.2367.us.prol, %for.body.8.us.prol ], [ %loop.index.8612.us.ph, %for.body.8.us.prol.preheader ]
  %scevgep1562 = getelementptr double, double* %.6.i135653, i64 %loop.index.8612.us.prol
  %.2329752.us.prol = load double, double* %scevgep1562, align 8
  %.6.i.us.prol = fmul double %.2329752.us.prol, %.2329752.us.prol
  %scevgep1561 = getelementptr double, double* %.6.i26645, i64 %loop.index.8612.us.prol
  store double %.6.i.us.prol, double* %scevgep1561, align 8
  %.2367.us.prol = add nuw i64 %loop.index.8612.us.prol, 1
  %lsr.iv.next1564 = add nsw i64 %lsr.iv1563, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next1564, 0
  br i1 %prol.iter.cmp.not, label %for.body.8.us.prol.loopexit, label %for.body.8.us.prol, !llvm.loop !177

for.body.8.us.prol.loopexit:                      ; preds = %for.body.8.us.prol, %for.body.8.us.preheader1245
  %loop.index.8612.us.unr = phi i64 [ %loop.index.8612.us.ph, %for.body.8.us.preheader1245 ], [ %.2367.us.prol, %for.body.8.us.prol ]
  %1174 = icmp ult i64 %1173, 7
  br i1 %1174, label %for.end.8, label %for.body.8.us.preheader1359

for.body.8.us.preheader1359:                      ; preds = %for.body.8.us.prol.loopexit
  br label %for.body.8.us

for.body.8.us:                                    ; preds = %for.body.8.us.preheader1359, %for.body.8.us
  %loop.index.8612.us = phi i64 [ %.2367.us.7, %for.body.8.us ], [ %loop.index.8612.us.unr, %for.body.8.us.preheader1359 ]
  %sunkaddr4738 = mul i64 %loop.index.8612.us, 8
  %1175 = bitcast double* %.6.i135653 to i8*
  %sunkaddr4739 = getelementptr i8, i8* %1175, i64 %sunkaddr4738
  %1176 = bitcast i8* %sunkaddr4739 to double*
  %.2329752.us = load double, double* %1176, align 8
  %.6.i.us = fmul double %.2329752.us, %.2329752.us
  %sunkaddr4740 = mul i64 %loop.index.8612.us, 8
  %1177 = bitcast double* %.6.i26645 to i8*
  %sunkaddr4741 = getelementptr i8, i8* %1177, i64 %sunkaddr4740
  %1178 = bitcast i8* %sunkaddr4741 to double*
  store double %.6.i.us, double* %1178, align 8
  %sunkaddr4742 = mul i64 %loop.index.8612.us, 8
  %1179 = bitcast double* %.6.i135653 to i8*
  %sunkaddr4743 = getelementptr i8, i8* %1179, i64 %sunkaddr4742
  %sunkaddr4744 = getelementptr i8, i8* %sunkaddr4743, i64 8
  %1180 = bitcast i8* %sunkaddr4744 to double*
  %.2329752.us.1 = load double, double* %1180, align 8
  %.6.i.us.1 = fmul double %.2329752.us.1, %.2329752.us.1
  %sunkaddr4745 = mul i64 %loop.index.8612.us, 8
  %1181 = bitcast double* %.6.i26645 to i8*
  %sunkaddr4746 = getelementptr i8, i8* %1181, i64 %sunkaddr4745
  %sunkaddr4747 = getelementptr i8, i8* %sunkaddr4746, i64 8
  %1182 = bitcast i8* %sunkaddr4747 to double*
  store double %.6.i.us.1, double* %1182, align 8
  %sunkaddr4748 = mul i64 %loop.index.8612.us, 8
  %1183 = bitcast double* %.6.i135653 to i8*
  %sunkaddr4749 = getelementptr i8, i8* %1183, i64 %sunkaddr4748
  %sunkaddr4750 = getelementptr i8, i8* %sunkaddr4749, i64 16
  %1184 = bitcast i8* %sunkaddr4750 to double*
  %.2329752.us.2 = load double, double* %1184, align 8
  %.6.i.us.2 = fmul double %.2329752.us.2, %.2329752.us.2
  %sunkaddr4751 = mul i64 %loop.index.8612.us, 8
  %1185 = bitcast double* %.6.i26645 to i8*
  %sunkaddr4752 = getelementptr i8, i8* %1185, i64 %sunkaddr4751
  %sunkaddr4753 = getelementptr i8, i8* %sunkaddr4752, i64 16
  %1186 = bitcast i8* %sunkaddr4753 to double*
  store double %.6.i.us.2, double* %1186, align 8
  %sunkaddr4754 = mul i64 %loop.index.8612.us, 8
  %1187 = bitcast double* %.6.i135653 to i8*
  %sunkaddr4755 = getelementptr i8, i8* %1187, i64 %sunkaddr4754
  %sunkaddr4756 = getelementptr i8, i8* %sunkaddr4755, i64 24
  %1188 = bitcast i8* %sunkaddr4756 to double*
  %.2329752.us.3 = load double, double* %1188, align 8
  %.6.i.us.3 = fmul double %.2329752.us.3, %.2329752.us.3
  %sunkaddr4757 = mul i64 %loop.index.8612.us, 8
  %1189 = bitcast double* %.6.i26645 to i8*
  %sunkaddr4758 = getelementptr i8, i8* %1189, i64 %sunkaddr4757
  %sunkaddr4759 = getelementptr i8, i8* %sunkaddr4758, i64 24
  %1190 = bitcast i8* %sunkaddr4759 to double*
  store double %.6.i.us.3, double* %1190, align 8
  %sunkaddr4760 = mul i64 %loop.index.8612.us, 8
  %1191 = bitcast double* %.6.i135653 to i8*
  %sunkaddr4761 = getelementptr i8, i8* %1191, i64 %sunkaddr4760
  %sunkaddr4762 = getelementptr i8, i8* %sunkaddr4761, i64 32
  %1192 = bitcast i8* %sunkaddr4762 to double*
  %.2329752.us.4 = load double, double* %1192, align 8
  %.6.i.us.4 = fmul double %.2329752.us.4, %.2329752.us.4
  %sunkaddr4763 = mul i64 %loop.index.8612.us, 8
  %1193 = bitcast double* %.6.i26645 to i8*
  %sunkaddr4764 = getelementptr i8, i8* %1193, i64 %sunkaddr4763
  %sunkaddr4765 = getelementptr i8, i8* %sunkaddr4764, i64 32
  %1194 = bitcast i8* %sunkaddr4765 to double*
  store double %.6.i.us.4, double* %1194, align 8
  %sunkaddr4766 = mul i64 %loop.index.8612.us, 8
  %1195 = bitcast double* %.6.i135653 to i8*
  %sunkaddr4767 = getelementptr i8, i8* %1195, i64 %sunkaddr4766
  %sunkaddr4768 = getelementptr i8, i8* %sunkaddr4767, i64 40
  %1196 = bitcast i8* %sunkaddr4768 to double*
  %.2329752.us.5 = load double, double* %1196, align 8
  %.6.i.us.5 = fmul double %.2329752.us.5, %.2329752.us.5
  %sunkaddr4769 = mul i64 %loop.index.8612.us, 8
  %1197 = bitcast double* %.6.i26645 to i8*
  %sunkaddr4770 = getelementptr i8, i8* %1197, i64 %sunkaddr4769
  %sunkaddr4771 = getelementptr i8, i8* %sunkaddr4770, i64 40
  %1198 = bitcast i8* %sunkaddr4771 to double*
  store double %.6.i.us.5, double* %1198, align 8
  %sunkaddr4772 = mul i64 %loop.index.8612.us, 8
  %1199 = bitcast double* %.6.i135653 to i8*
  %sunkaddr4773 = getelementptr i8, i8* %1199, i64 %sunkaddr4772
  %sunkaddr4774 = getelementptr i8, i8* %sunkaddr4773, i64 48
  %1200 = bitcast i8* %sunkaddr4774 to double*
  %.2329752.us.6 = load double, double* %1200, align 8
  %.6.i.us.6 = fmul double %.2329752.us.6, %.2329752.us.6
  %sunkaddr4775 = mul i64 %loop.index.8612.us, 8
  %1201 = bitcast double* %.6.i26645 to i8*
  %sunkaddr4776 = getelementptr i8, i8* %1201, i64 %sunkaddr4775
  %sunkaddr4777 = getelementptr i8, i8* %sunkaddr4776, i64 48
  %1202 = bitcast i8* %sunkaddr4777 to double*
  store double %.6.i.us.6, double* %1202, align 8
  %sunkaddr4778 = mul i64 %loop.index.8612.us, 8
  %1203 = bitcast double* %.6.i135653 to i8*
  %sunkaddr4779 = getelementptr i8, i8* %1203, i64 %sunkaddr4778
  %sunkaddr4780 = getelementptr i8, i8* %sunkaddr4779, i64 56
  %1204 = bitcast i8* %sunkaddr4780 to double*
  %.2329752.us.7 = load double, double* %1204, align 8
  %.6.i.us.7 = fmul double %.2329752.us.7, %.2329752.us.7
  %sunkaddr4781 = mul i64 %loop.index.8612.us, 8
  %1205 = bitcast double* %.6.i26645 to i8*
  %sunkaddr4782 = getelementptr i8, i8* %1205, i64 %sunkaddr4781
  %sunkaddr4783 = getelementptr i8, i8* %sunkaddr4782, i64 56
  %1206 = bitcast i8* %sunkaddr4783 to double*
  store double %.6.i.us.7, double* %1206, align 8
  %.2367.us.7 = add nuw nsw i64 %loop.index.8612.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.y0.5.0, %.2367.us.7
  br i1 %exitcond.not.7, label %for.end.8, label %for.body.8.us, !llvm.loop !178

for.end.8.thread:                                 ; preds = %for.body.8.preheader
  %.2329752 = load double, double* %.6.i135653, align 8
  %.6.i = fmul double %.2329752, %.2329752
  store double %.6.i, double* %.6.i26645, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i136)
  br label %B50.endif.preheader.i

for.end.8:                                        ; preds = %for.body.8.us, %for.body.8.us.prol.loopexit, %middle.block1230, %B400.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i136)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %for.end.8.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.8.thread, %for.end.8
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1) #6
  %1207 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %1208 = icmp ult i64 %1207, 7
  br i1 %1208, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %1209 = add nsw i64 %unroll_iter.i, -8
  %1210 = lshr exact i64 %1209, 3
  %1211 = add nuw nsw i64 %1210, 1
  %xtraiter = and i64 %1211, 7
  %1212 = icmp ult i64 %1209, 56
  br i1 %1212, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %1211, %const4163
  %scevgep1399 = getelementptr double, double* %.6.i26645, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %1213 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep1375 = getelementptr double, double* %.6.i26645, i64 %1213
  %1214 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %1215 = bitcast double* %scevgep1375 to i8*
  %uglygep1396 = getelementptr i8, i8* %1215, i64 %lsr.iv
  %uglygep13961397 = bitcast i8* %uglygep1396 to double*
  %scevgep1398 = getelementptr double, double* %uglygep13961397, i64 -7
  %.236.i.epil = load double, double* %scevgep1398, align 8, !noalias !179
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep1393 = getelementptr i8, i8* %1215, i64 %lsr.iv
  %uglygep13931394 = bitcast i8* %uglygep1393 to double*
  %scevgep1395 = getelementptr double, double* %uglygep13931394, i64 -6
  %.236.1.i.epil = load double, double* %scevgep1395, align 8, !noalias !179
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep1390 = getelementptr i8, i8* %1215, i64 %lsr.iv
  %uglygep13901391 = bitcast i8* %uglygep1390 to double*
  %scevgep1392 = getelementptr double, double* %uglygep13901391, i64 -5
  %.236.2.i.epil = load double, double* %scevgep1392, align 8, !noalias !179
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep1387 = getelementptr i8, i8* %1215, i64 %lsr.iv
  %uglygep13871388 = bitcast i8* %uglygep1387 to double*
  %scevgep1389 = getelementptr double, double* %uglygep13871388, i64 -4
  %.236.3.i.epil = load double, double* %scevgep1389, align 8, !noalias !179
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep1384 = getelementptr i8, i8* %1215, i64 %lsr.iv
  %uglygep13841385 = bitcast i8* %uglygep1384 to double*
  %scevgep1386 = getelementptr double, double* %uglygep13841385, i64 -3
  %.236.4.i.epil = load double, double* %scevgep1386, align 8, !noalias !179
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep1381 = getelementptr i8, i8* %1215, i64 %lsr.iv
  %uglygep13811382 = bitcast i8* %uglygep1381 to double*
  %scevgep1383 = getelementptr double, double* %uglygep13811382, i64 -2
  %.236.5.i.epil = load double, double* %scevgep1383, align 8, !noalias !179
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep1378 = getelementptr i8, i8* %1215, i64 %lsr.iv
  %uglygep13781379 = bitcast i8* %uglygep1378 to double*
  %scevgep1380 = getelementptr double, double* %uglygep13781379, i64 -1
  %.236.6.i.epil = load double, double* %scevgep1380, align 8, !noalias !179
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %1215, i64 %lsr.iv
  %uglygep1377 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep1377, align 8, !noalias !179
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %1214, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !182, !llvm.loop !183

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.8.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i26645, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep1374 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep1374, align 8, !noalias !179
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.8.endif, label %B50.endif.epil.i, !prof !182, !llvm.loop !184

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv1527 = phi i64 [ %lsr.iv.next1528, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep1525 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1526 = getelementptr double, double* %scevgep1525, i64 -63
  %.236.i = load double, double* %scevgep1526, align 8, !noalias !179
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep1523 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1524 = getelementptr double, double* %scevgep1523, i64 -62
  %.236.1.i = load double, double* %scevgep1524, align 8, !noalias !179
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep1521 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1522 = getelementptr double, double* %scevgep1521, i64 -61
  %.236.2.i = load double, double* %scevgep1522, align 8, !noalias !179
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep1519 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1520 = getelementptr double, double* %scevgep1519, i64 -60
  %.236.3.i = load double, double* %scevgep1520, align 8, !noalias !179
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep1517 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1518 = getelementptr double, double* %scevgep1517, i64 -59
  %.236.4.i = load double, double* %scevgep1518, align 8, !noalias !179
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep1515 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1516 = getelementptr double, double* %scevgep1515, i64 -58
  %.236.5.i = load double, double* %scevgep1516, align 8, !noalias !179
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep1513 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1514 = getelementptr double, double* %scevgep1513, i64 -57
  %.236.6.i = load double, double* %scevgep1514, align 8, !noalias !179
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep1511 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1512 = getelementptr double, double* %scevgep1511, i64 -56
  %.236.7.i = load double, double* %scevgep1512, align 8, !noalias !179
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep1480 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1481 = getelementptr double, double* %scevgep1480, i64 -55
  %.236.i.1 = load double, double* %scevgep1481, align 8, !noalias !179
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep1482 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1483 = getelementptr double, double* %scevgep1482, i64 -54
  %.236.1.i.1 = load double, double* %scevgep1483, align 8, !noalias !179
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep1484 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1485 = getelementptr double, double* %scevgep1484, i64 -53
  %.236.2.i.1 = load double, double* %scevgep1485, align 8, !noalias !179
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep1486 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1487 = getelementptr double, double* %scevgep1486, i64 -52
  %.236.3.i.1 = load double, double* %scevgep1487, align 8, !noalias !179
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep1488 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1489 = getelementptr double, double* %scevgep1488, i64 -51
  %.236.4.i.1 = load double, double* %scevgep1489, align 8, !noalias !179
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep1490 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1491 = getelementptr double, double* %scevgep1490, i64 -50
  %.236.5.i.1 = load double, double* %scevgep1491, align 8, !noalias !179
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep1492 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1493 = getelementptr double, double* %scevgep1492, i64 -49
  %.236.6.i.1 = load double, double* %scevgep1493, align 8, !noalias !179
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep1494 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1495 = getelementptr double, double* %scevgep1494, i64 -48
  %.236.7.i.1 = load double, double* %scevgep1495, align 8, !noalias !179
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep1464 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1465 = getelementptr double, double* %scevgep1464, i64 -47
  %.236.i.2 = load double, double* %scevgep1465, align 8, !noalias !179
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep1466 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1467 = getelementptr double, double* %scevgep1466, i64 -46
  %.236.1.i.2 = load double, double* %scevgep1467, align 8, !noalias !179
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep1468 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1469 = getelementptr double, double* %scevgep1468, i64 -45
  %.236.2.i.2 = load double, double* %scevgep1469, align 8, !noalias !179
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep1470 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1471 = getelementptr double, double* %scevgep1470, i64 -44
  %.236.3.i.2 = load double, double* %scevgep1471, align 8, !noalias !179
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep1472 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1473 = getelementptr double, double* %scevgep1472, i64 -43
  %.236.4.i.2 = load double, double* %scevgep1473, align 8, !noalias !179
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep1474 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1475 = getelementptr double, double* %scevgep1474, i64 -42
  %.236.5.i.2 = load double, double* %scevgep1475, align 8, !noalias !179
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep1476 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1477 = getelementptr double, double* %scevgep1476, i64 -41
  %.236.6.i.2 = load double, double* %scevgep1477, align 8, !noalias !179
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep1478 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1479 = getelementptr double, double* %scevgep1478, i64 -40
  %.236.7.i.2 = load double, double* %scevgep1479, align 8, !noalias !179
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep1448 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1449 = getelementptr double, double* %scevgep1448, i64 -39
  %.236.i.3 = load double, double* %scevgep1449, align 8, !noalias !179
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep1450 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1451 = getelementptr double, double* %scevgep1450, i64 -38
  %.236.1.i.3 = load double, double* %scevgep1451, align 8, !noalias !179
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep1452 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1453 = getelementptr double, double* %scevgep1452, i64 -37
  %.236.2.i.3 = load double, double* %scevgep1453, align 8, !noalias !179
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep1454 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1455 = getelementptr double, double* %scevgep1454, i64 -36
  %.236.3.i.3 = load double, double* %scevgep1455, align 8, !noalias !179
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep1456 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1457 = getelementptr double, double* %scevgep1456, i64 -35
  %.236.4.i.3 = load double, double* %scevgep1457, align 8, !noalias !179
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep1458 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1459 = getelementptr double, double* %scevgep1458, i64 -34
  %.236.5.i.3 = load double, double* %scevgep1459, align 8, !noalias !179
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep1460 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1461 = getelementptr double, double* %scevgep1460, i64 -33
  %.236.6.i.3 = load double, double* %scevgep1461, align 8, !noalias !179
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep1462 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1463 = getelementptr double, double* %scevgep1462, i64 -32
  %.236.7.i.3 = load double, double* %scevgep1463, align 8, !noalias !179
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep1432 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1433 = getelementptr double, double* %scevgep1432, i64 -31
  %.236.i.4 = load double, double* %scevgep1433, align 8, !noalias !179
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep1434 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1435 = getelementptr double, double* %scevgep1434, i64 -30
  %.236.1.i.4 = load double, double* %scevgep1435, align 8, !noalias !179
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep1436 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1437 = getelementptr double, double* %scevgep1436, i64 -29
  %.236.2.i.4 = load double, double* %scevgep1437, align 8, !noalias !179
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep1438 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1439 = getelementptr double, double* %scevgep1438, i64 -28
  %.236.3.i.4 = load double, double* %scevgep1439, align 8, !noalias !179
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep1440 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1441 = getelementptr double, double* %scevgep1440, i64 -27
  %.236.4.i.4 = load double, double* %scevgep1441, align 8, !noalias !179
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep1442 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1443 = getelementptr double, double* %scevgep1442, i64 -26
  %.236.5.i.4 = load double, double* %scevgep1443, align 8, !noalias !179
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep1444 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1445 = getelementptr double, double* %scevgep1444, i64 -25
  %.236.6.i.4 = load double, double* %scevgep1445, align 8, !noalias !179
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep1446 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1447 = getelementptr double, double* %scevgep1446, i64 -24
  %.236.7.i.4 = load double, double* %scevgep1447, align 8, !noalias !179
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep1416 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1417 = getelementptr double, double* %scevgep1416, i64 -23
  %.236.i.5 = load double, double* %scevgep1417, align 8, !noalias !179
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep1418 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1419 = getelementptr double, double* %scevgep1418, i64 -22
  %.236.1.i.5 = load double, double* %scevgep1419, align 8, !noalias !179
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep1420 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1421 = getelementptr double, double* %scevgep1420, i64 -21
  %.236.2.i.5 = load double, double* %scevgep1421, align 8, !noalias !179
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep1422 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1423 = getelementptr double, double* %scevgep1422, i64 -20
  %.236.3.i.5 = load double, double* %scevgep1423, align 8, !noalias !179
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep1424 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1425 = getelementptr double, double* %scevgep1424, i64 -19
  %.236.4.i.5 = load double, double* %scevgep1425, align 8, !noalias !179
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep1426 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1427 = getelementptr double, double* %scevgep1426, i64 -18
  %.236.5.i.5 = load double, double* %scevgep1427, align 8, !noalias !179
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep1428 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1429 = getelementptr double, double* %scevgep1428, i64 -17
  %.236.6.i.5 = load double, double* %scevgep1429, align 8, !noalias !179
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep1430 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1431 = getelementptr double, double* %scevgep1430, i64 -16
  %.236.7.i.5 = load double, double* %scevgep1431, align 8, !noalias !179
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep1400 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1401 = getelementptr double, double* %scevgep1400, i64 -15
  %.236.i.6 = load double, double* %scevgep1401, align 8, !noalias !179
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep1402 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1403 = getelementptr double, double* %scevgep1402, i64 -14
  %.236.1.i.6 = load double, double* %scevgep1403, align 8, !noalias !179
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep1404 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1405 = getelementptr double, double* %scevgep1404, i64 -13
  %.236.2.i.6 = load double, double* %scevgep1405, align 8, !noalias !179
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep1406 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1407 = getelementptr double, double* %scevgep1406, i64 -12
  %.236.3.i.6 = load double, double* %scevgep1407, align 8, !noalias !179
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep1408 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1409 = getelementptr double, double* %scevgep1408, i64 -11
  %.236.4.i.6 = load double, double* %scevgep1409, align 8, !noalias !179
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep1410 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1411 = getelementptr double, double* %scevgep1410, i64 -10
  %.236.5.i.6 = load double, double* %scevgep1411, align 8, !noalias !179
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep1412 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1413 = getelementptr double, double* %scevgep1412, i64 -9
  %.236.6.i.6 = load double, double* %scevgep1413, align 8, !noalias !179
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep1414 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1415 = getelementptr double, double* %scevgep1414, i64 -8
  %.236.7.i.6 = load double, double* %scevgep1415, align 8, !noalias !179
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep1496 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1497 = getelementptr double, double* %scevgep1496, i64 -7
  %.236.i.7 = load double, double* %scevgep1497, align 8, !noalias !179
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep1498 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1499 = getelementptr double, double* %scevgep1498, i64 -6
  %.236.1.i.7 = load double, double* %scevgep1499, align 8, !noalias !179
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep1500 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1501 = getelementptr double, double* %scevgep1500, i64 -5
  %.236.2.i.7 = load double, double* %scevgep1501, align 8, !noalias !179
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep1502 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1503 = getelementptr double, double* %scevgep1502, i64 -4
  %.236.3.i.7 = load double, double* %scevgep1503, align 8, !noalias !179
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep1504 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1505 = getelementptr double, double* %scevgep1504, i64 -3
  %.236.4.i.7 = load double, double* %scevgep1505, align 8, !noalias !179
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep1506 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1507 = getelementptr double, double* %scevgep1506, i64 -2
  %.236.5.i.7 = load double, double* %scevgep1507, align 8, !noalias !179
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep1508 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %scevgep1509 = getelementptr double, double* %scevgep1508, i64 -1
  %.236.6.i.7 = load double, double* %scevgep1509, align 8, !noalias !179
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep1510 = getelementptr double, double* %scevgep1399, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep1510, align 8, !noalias !179
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next1528 = add i64 %lsr.iv1527, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next1528, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.8.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.8
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.8 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i27)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.const.rk4_steps, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
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
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([131 x i8], [131 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd", i64 0, i64 0))
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
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !185

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, double %.46) #3
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

define double @cfunc._ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, double %.2) local_unnamed_addr {
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
  %.10 = call i32 @_ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 undef, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !185

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f458fcf2210>", i64 0, i64 0))
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
!8 = !{i1 true}
!9 = !{!10, !12, !13, !15}
!10 = distinct !{!10, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!11 = distinct !{!11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!12 = distinct !{!12, !11, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!13 = distinct !{!13, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!14 = distinct !{!14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!15 = distinct !{!15, !14, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
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
!47 = distinct !{!47, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!48 = distinct !{!48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!49 = distinct !{!49, !48, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = !{!54}
!54 = distinct !{!54, !55}
!55 = distinct !{!55, !"LVerDomain"}
!56 = !{!57}
!57 = distinct !{!57, !55}
!58 = distinct !{!58, !22}
!59 = distinct !{!59, !24}
!60 = distinct !{!60, !24}
!61 = distinct !{!61, !22}
!62 = distinct !{!62, !22}
!63 = distinct !{!63, !24}
!64 = !{!65, !67, !68, !70}
!65 = distinct !{!65, !66, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!66 = distinct !{!66, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!67 = distinct !{!67, !66, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!68 = distinct !{!68, !69, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!69 = distinct !{!69, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!70 = distinct !{!70, !69, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!71 = !{!72}
!72 = distinct !{!72, !73}
!73 = distinct !{!73, !"LVerDomain"}
!74 = !{!75}
!75 = distinct !{!75, !73}
!76 = !{!77}
!77 = distinct !{!77, !73}
!78 = !{!72, !75}
!79 = distinct !{!79, !22}
!80 = distinct !{!80, !24}
!81 = distinct !{!81, !24}
!82 = distinct !{!82, !22}
!83 = !{!84, !86, !87, !89}
!84 = distinct !{!84, !85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!85 = distinct !{!85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!86 = distinct !{!86, !85, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!87 = distinct !{!87, !88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!88 = distinct !{!88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!89 = distinct !{!89, !88, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!90 = !{!91}
!91 = distinct !{!91, !92}
!92 = distinct !{!92, !"LVerDomain"}
!93 = !{!94}
!94 = distinct !{!94, !92}
!95 = distinct !{!95, !22}
!96 = distinct !{!96, !24}
!97 = distinct !{!97, !24}
!98 = distinct !{!98, !22}
!99 = distinct !{!99, !22}
!100 = distinct !{!100, !24}
!101 = !{!102, !104, !105, !107}
!102 = distinct !{!102, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!103 = distinct !{!103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!104 = distinct !{!104, !103, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!105 = distinct !{!105, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!106 = distinct !{!106, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!107 = distinct !{!107, !106, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!108 = !{!109}
!109 = distinct !{!109, !110}
!110 = distinct !{!110, !"LVerDomain"}
!111 = !{!112}
!112 = distinct !{!112, !110}
!113 = !{!114}
!114 = distinct !{!114, !110}
!115 = !{!109, !112}
!116 = distinct !{!116, !22}
!117 = distinct !{!117, !24}
!118 = distinct !{!118, !24}
!119 = distinct !{!119, !22}
!120 = !{!121, !123, !124, !126}
!121 = distinct !{!121, !122, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!122 = distinct !{!122, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!123 = distinct !{!123, !122, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!124 = distinct !{!124, !125, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!125 = distinct !{!125, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!126 = distinct !{!126, !125, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!127 = !{!128}
!128 = distinct !{!128, !129}
!129 = distinct !{!129, !"LVerDomain"}
!130 = !{!131}
!131 = distinct !{!131, !129}
!132 = distinct !{!132, !22}
!133 = distinct !{!133, !24}
!134 = distinct !{!134, !24}
!135 = distinct !{!135, !22}
!136 = distinct !{!136, !22}
!137 = distinct !{!137, !24}
!138 = !{!139, !141, !142, !144}
!139 = distinct !{!139, !140, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!140 = distinct !{!140, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!141 = distinct !{!141, !140, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!142 = distinct !{!142, !143, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!143 = distinct !{!143, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!144 = distinct !{!144, !143, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!145 = !{!146}
!146 = distinct !{!146, !147}
!147 = distinct !{!147, !"LVerDomain"}
!148 = !{!149}
!149 = distinct !{!149, !147}
!150 = !{!151}
!151 = distinct !{!151, !147}
!152 = !{!153}
!153 = distinct !{!153, !147}
!154 = !{!155}
!155 = distinct !{!155, !147}
!156 = !{!157}
!157 = distinct !{!157, !147}
!158 = !{!146, !149, !151, !153, !155}
!159 = distinct !{!159, !22}
!160 = distinct !{!160, !24}
!161 = distinct !{!161, !24}
!162 = distinct !{!162, !22}
!163 = !{!164, !166, !167, !169}
!164 = distinct !{!164, !165, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!165 = distinct !{!165, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!166 = distinct !{!166, !165, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!167 = distinct !{!167, !168, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!168 = distinct !{!168, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!169 = distinct !{!169, !168, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!170 = !{!171}
!171 = distinct !{!171, !172}
!172 = distinct !{!172, !"LVerDomain"}
!173 = !{!174}
!174 = distinct !{!174, !172}
!175 = distinct !{!175, !22}
!176 = distinct !{!176, !24}
!177 = distinct !{!177, !24}
!178 = distinct !{!178, !22}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!181 = distinct !{!181, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!182 = !{!"branch_weights", i32 1, i32 7}
!183 = distinct !{!183, !24}
!184 = distinct !{!184, !24}
!185 = !{!"branch_weights", i32 99, i32 1}
