; ModuleID = 'euler_cubic'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140449927894208 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140449927894208.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140449927894208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140449927894208, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140449927894208.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7fbd0bf357d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fbd0bf357d0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140449926331776 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140449926331776.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140449926331776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140449926331776, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140449926331776.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbd0bf58a10B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba7cpython7numbers14int_power_impl12_3clocals_3e9int_powerB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEdx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbd13785a90B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

common.ret:                                       ; preds = %B146.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.1.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.1.endif ], [ 1, %B0.endif.if ], [ 1, %B146.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449927894208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !2
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif.endif.endif.split, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449926331776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.split:                 ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i24 = load i8*, i8** %0, align 8
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i24, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.476139 = icmp sgt i64 %arg.y0.5.0, 0
  %.7.i.i98.us = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32)
  br i1 %.476139, label %B76.us.preheader, label %B76.preheader

B76.preheader:                                    ; preds = %B0.endif.endif.endif.endif.split
  %1 = icmp eq i8* %.7.i.i98.us, null
  br i1 %1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B76.us.preheader:                                 ; preds = %B0.endif.endif.endif.endif.split
  %2 = icmp eq i8* %.7.i.i98.us, null
  br i1 %2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us: ; preds = %B76.us.preheader
  %3 = icmp ugt i64 %arg.y0.5.0, 1
  %.5.i96.us = getelementptr i8, i8* %.7.i.i98.us, i64 24
  %4 = bitcast i8* %.5.i96.us to double**
  %.6.i97145.us = load double*, double** %4, align 8
  br i1 %3, label %for.body.us.us.preheader, label %for.body.us209

for.body.us.us.preheader:                         ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us
  %min.iters.check = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check, label %for.body.us.us.preheader386, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.us.preheader
  %5 = bitcast double* %.6.i97145.us to i8*
  %scevgep = getelementptr double, double* %.6.i97145.us, i64 %arg.y0.5.0
  %scevgep263 = bitcast double* %scevgep to i8*
  %6 = shl i64 %arg.y0.5.0, 3
  %scevgep264 = getelementptr i8, i8* %.6.i24, i64 %6
  %bound0 = icmp ugt i8* %scevgep264, %5
  %bound1 = icmp ult i8* %.6.i24, %scevgep263
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.us.preheader386, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat = shufflevector <8 x double> %broadcast.splatinsert, <8 x double> poison, <8 x i32> zeroinitializer
  %7 = add i64 %n.vec, -8
  %8 = lshr exact i64 %7, 3
  %9 = add nuw nsw i64 %8, 1
  %xtraiter449 = and i64 %9, 7
  %10 = icmp ult i64 %7, 56
  br i1 %10, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %const1206 = bitcast i64 4611686018427387896 to i64
  %unroll_iter452 = and i64 %9, %const1206
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv1202 = phi i64 [ %lsr.iv.next1203, %vector.body ], [ %unroll_iter452, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %sunkaddr = mul i64 %index, 8
  %sunkaddr1207 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr
  %11 = bitcast i8* %sunkaddr1207 to <8 x double>*
  %wide.load = load <8 x double>, <8 x double>* %11, align 8, !alias.scope !9
  %12 = fmul <8 x double> %wide.load, %wide.load
  %13 = fmul <8 x double> %wide.load, %12
  %14 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load)
  %15 = fsub <8 x double> %14, %13
  %16 = fmul <8 x double> %15, %broadcast.splat
  %17 = fadd <8 x double> %wide.load, %16
  %sunkaddr1208 = mul i64 %index, 8
  %18 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1209 = getelementptr i8, i8* %18, i64 %sunkaddr1208
  %19 = bitcast i8* %sunkaddr1209 to <8 x double>*
  store <8 x double> %17, <8 x double>* %19, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1210 = mul i64 %index, 8
  %sunkaddr1211 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1210
  %sunkaddr1212 = getelementptr i8, i8* %sunkaddr1211, i64 64
  %20 = bitcast i8* %sunkaddr1212 to <8 x double>*
  %wide.load.1 = load <8 x double>, <8 x double>* %20, align 8, !alias.scope !9
  %21 = fmul <8 x double> %wide.load.1, %wide.load.1
  %22 = fmul <8 x double> %wide.load.1, %21
  %23 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.1)
  %24 = fsub <8 x double> %23, %22
  %25 = fmul <8 x double> %24, %broadcast.splat
  %26 = fadd <8 x double> %wide.load.1, %25
  %sunkaddr1213 = mul i64 %index, 8
  %27 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1214 = getelementptr i8, i8* %27, i64 %sunkaddr1213
  %sunkaddr1215 = getelementptr i8, i8* %sunkaddr1214, i64 64
  %28 = bitcast i8* %sunkaddr1215 to <8 x double>*
  store <8 x double> %26, <8 x double>* %28, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1216 = mul i64 %index, 8
  %sunkaddr1217 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1216
  %sunkaddr1218 = getelementptr i8, i8* %sunkaddr1217, i64 128
  %29 = bitcast i8* %sunkaddr1218 to <8 x double>*
  %wide.load.2 = load <8 x double>, <8 x double>* %29, align 8, !alias.scope !9
  %30 = fmul <8 x double> %wide.load.2, %wide.load.2
  %31 = fmul <8 x double> %wide.load.2, %30
  %32 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.2)
  %33 = fsub <8 x double> %32, %31
  %34 = fmul <8 x double> %33, %broadcast.splat
  %35 = fadd <8 x double> %wide.load.2, %34
  %sunkaddr1219 = mul i64 %index, 8
  %36 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1220 = getelementptr i8, i8* %36, i64 %sunkaddr1219
  %sunkaddr1221 = getelementptr i8, i8* %sunkaddr1220, i64 128
  %37 = bitcast i8* %sunkaddr1221 to <8 x double>*
  store <8 x double> %35, <8 x double>* %37, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1222 = mul i64 %index, 8
  %sunkaddr1223 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1222
  %sunkaddr1224 = getelementptr i8, i8* %sunkaddr1223, i64 192
  %38 = bitcast i8* %sunkaddr1224 to <8 x double>*
  %wide.load.3 = load <8 x double>, <8 x double>* %38, align 8, !alias.scope !9
  %39 = fmul <8 x double> %wide.load.3, %wide.load.3
  %40 = fmul <8 x double> %wide.load.3, %39
  %41 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.3)
  %42 = fsub <8 x double> %41, %40
  %43 = fmul <8 x double> %42, %broadcast.splat
  %44 = fadd <8 x double> %wide.load.3, %43
  %sunkaddr1225 = mul i64 %index, 8
  %45 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1226 = getelementptr i8, i8* %45, i64 %sunkaddr1225
  %sunkaddr1227 = getelementptr i8, i8* %sunkaddr1226, i64 192
  %46 = bitcast i8* %sunkaddr1227 to <8 x double>*
  store <8 x double> %44, <8 x double>* %46, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1228 = mul i64 %index, 8
  %sunkaddr1229 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1228
  %sunkaddr1230 = getelementptr i8, i8* %sunkaddr1229, i64 256
  %47 = bitcast i8* %sunkaddr1230 to <8 x double>*
  %wide.load.4 = load <8 x double>, <8 x double>* %47, align 8, !alias.scope !9
  %48 = fmul <8 x double> %wide.load.4, %wide.load.4
  %49 = fmul <8 x double> %wide.load.4, %48
  %50 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.4)
  %51 = fsub <8 x double> %50, %49
  %52 = fmul <8 x double> %51, %broadcast.splat
  %53 = fadd <8 x double> %wide.load.4, %52
  %sunkaddr1231 = mul i64 %index, 8
  %54 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1232 = getelementptr i8, i8* %54, i64 %sunkaddr1231
  %sunkaddr1233 = getelementptr i8, i8* %sunkaddr1232, i64 256
  %55 = bitcast i8* %sunkaddr1233 to <8 x double>*
  store <8 x double> %53, <8 x double>* %55, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1234 = mul i64 %index, 8
  %sunkaddr1235 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1234
  %sunkaddr1236 = getelementptr i8, i8* %sunkaddr1235, i64 320
  %56 = bitcast i8* %sunkaddr1236 to <8 x double>*
  %wide.load.5 = load <8 x double>, <8 x double>* %56, align 8, !alias.scope !9
  %57 = fmul <8 x double> %wide.load.5, %wide.load.5
  %58 = fmul <8 x double> %wide.load.5, %57
  %59 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.5)
  %60 = fsub <8 x double> %59, %58
  %61 = fmul <8 x double> %60, %broadcast.splat
  %62 = fadd <8 x double> %wide.load.5, %61
  %sunkaddr1237 = mul i64 %index, 8
  %63 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1238 = getelementptr i8, i8* %63, i64 %sunkaddr1237
  %sunkaddr1239 = getelementptr i8, i8* %sunkaddr1238, i64 320
  %64 = bitcast i8* %sunkaddr1239 to <8 x double>*
  store <8 x double> %62, <8 x double>* %64, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1240 = mul i64 %index, 8
  %sunkaddr1241 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1240
  %sunkaddr1242 = getelementptr i8, i8* %sunkaddr1241, i64 384
  %65 = bitcast i8* %sunkaddr1242 to <8 x double>*
  %wide.load.6 = load <8 x double>, <8 x double>* %65, align 8, !alias.scope !9
  %66 = fmul <8 x double> %wide.load.6, %wide.load.6
  %67 = fmul <8 x double> %wide.load.6, %66
  %68 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.6)
  %69 = fsub <8 x double> %68, %67
  %70 = fmul <8 x double> %69, %broadcast.splat
  %71 = fadd <8 x double> %wide.load.6, %70
  %sunkaddr1243 = mul i64 %index, 8
  %72 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1244 = getelementptr i8, i8* %72, i64 %sunkaddr1243
  %sunkaddr1245 = getelementptr i8, i8* %sunkaddr1244, i64 384
  %73 = bitcast i8* %sunkaddr1245 to <8 x double>*
  store <8 x double> %71, <8 x double>* %73, align 8, !alias.scope !12, !noalias !9
  %sunkaddr1246 = mul i64 %index, 8
  %sunkaddr1247 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1246
  %sunkaddr1248 = getelementptr i8, i8* %sunkaddr1247, i64 448
  %74 = bitcast i8* %sunkaddr1248 to <8 x double>*
  %wide.load.7 = load <8 x double>, <8 x double>* %74, align 8, !alias.scope !9
  %75 = fmul <8 x double> %wide.load.7, %wide.load.7
  %76 = fmul <8 x double> %wide.load.7, %75
  %77 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.7)
  %78 = fsub <8 x double> %77, %76
  %79 = fmul <8 x double> %78, %broadcast.splat
  %80 = fadd <8 x double> %wide.load.7, %79
  %sunkaddr1249 = mul i64 %index, 8
  %81 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1250 = getelementptr i8, i8* %81, i64 %sunkaddr1249
  %sunkaddr1251 = getelementptr i8, i8* %sunkaddr1250, i64 448
  %82 = bitcast i8* %sunkaddr1251 to <8 x double>*
  store <8 x double> %80, <8 x double>* %82, align 8, !alias.scope !12, !noalias !9
  %index.next.7 = add i64 %index, 64
  %lsr.iv.next1203 = add i64 %lsr.iv1202, -8
  %niter453.ncmp.7 = icmp eq i64 %lsr.iv.next1203, 0
  br i1 %niter453.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !14

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod451.not = icmp eq i64 %xtraiter449, 0
  br i1 %lcmp.mod451.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep1145 = getelementptr double, double* %.6.i97145.us, i64 %index.unr
  %83 = shl i64 %index.unr, 3
  %scevgep1151 = getelementptr i8, i8* %.6.i24, i64 %83
  %84 = shl nuw nsw i64 %xtraiter449, 6
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv1146 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next1147, %vector.body.epil ]
  %85 = bitcast double* %scevgep1145 to i8*
  %scevgep1152 = getelementptr i8, i8* %scevgep1151, i64 %lsr.iv1146
  %scevgep11521153 = bitcast i8* %scevgep1152 to <8 x double>*
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep11521153, align 8, !alias.scope !9
  %86 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %87 = fmul <8 x double> %wide.load.epil, %86
  %88 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load.epil)
  %89 = fsub <8 x double> %88, %87
  %90 = fmul <8 x double> %89, %broadcast.splat
  %91 = fadd <8 x double> %wide.load.epil, %90
  %uglygep1149 = getelementptr i8, i8* %85, i64 %lsr.iv1146
  %uglygep11491150 = bitcast i8* %uglygep1149 to <8 x double>*
  store <8 x double> %91, <8 x double>* %uglygep11491150, align 8, !alias.scope !12, !noalias !9
  %lsr.iv.next1147 = add nuw nsw i64 %lsr.iv1146, 64
  %epil.iter450.cmp.not = icmp eq i64 %84, %lsr.iv.next1147
  br i1 %epil.iter450.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !16

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.y0.5.0
  br i1 %cmp.n, label %for.end.loopexit.us, label %for.body.us.us.preheader386

for.body.us.us.preheader386:                      ; preds = %vector.memcheck, %for.body.us.us.preheader, %middle.block
  %loop.index143.us.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.us.preheader ], [ %n.vec, %middle.block ]
  %92 = xor i64 %loop.index143.us.us.ph, -1
  %93 = add i64 %92, %arg.y0.5.0
  %xtraiter422 = and i64 %arg.y0.5.0, 7
  %lcmp.mod423.not = icmp eq i64 %xtraiter422, 0
  br i1 %lcmp.mod423.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol.preheader

for.body.us.us.prol.preheader:                    ; preds = %for.body.us.us.preheader386
  br label %for.body.us.us.prol

for.body.us.us.prol:                              ; preds = %for.body.us.us.prol.preheader, %for.body.us.us.prol
  %lsr.iv1143 = phi i64 [ %xtraiter422, %for.body.us.us.prol.preheader ], [ %lsr.iv.next1144, %for.body.us.us.prol ]
  %loop.index143.us.us.prol = phi i64 [ %.533.us.us.prol, %for.body.us.us.prol ], [ %loop.index143.us.us.ph, %for.body.us.us.prol.preheader ]
  %94 = shl i64 %loop.index143.us.us.prol, 3
  %scevgep1141 = getelementptr i8, i8* %.6.i24, i64 %94
  %scevgep11411142 = bitcast i8* %scevgep1141 to double*
  %.486167174.us.us.prol = load double, double* %scevgep11411142, align 8
  %.147.i.i.us.us.prol = fmul double %.486167174.us.us.prol, %.486167174.us.us.prol
  %spec.select.i.1.i.us.us.prol = fmul double %.486167174.us.us.prol, %.147.i.i.us.us.prol
  %.42.i.us.us.prol = tail call double @llvm.sin.f64(double %.486167174.us.us.prol) #6
  %.47.i.us.us.prol = fsub double %.42.i.us.us.prol, %spec.select.i.1.i.us.us.prol
  %.48.i.us.us.prol = fmul double %.47.i.us.us.prol, %arg.h
  %.49.i.us.us.prol = fadd double %.486167174.us.us.prol, %.48.i.us.us.prol
  %scevgep1140 = getelementptr double, double* %.6.i97145.us, i64 %loop.index143.us.us.prol
  store double %.49.i.us.us.prol, double* %scevgep1140, align 8
  %.533.us.us.prol = add nuw i64 %loop.index143.us.us.prol, 1
  %lsr.iv.next1144 = add nsw i64 %lsr.iv1143, -1
  %prol.iter424.cmp.not = icmp eq i64 %lsr.iv.next1144, 0
  br i1 %prol.iter424.cmp.not, label %for.body.us.us.prol.loopexit, label %for.body.us.us.prol, !llvm.loop !18

for.body.us.us.prol.loopexit:                     ; preds = %for.body.us.us.prol, %for.body.us.us.preheader386
  %loop.index143.us.us.unr = phi i64 [ %loop.index143.us.us.ph, %for.body.us.us.preheader386 ], [ %.533.us.us.prol, %for.body.us.us.prol ]
  %95 = icmp ult i64 %93, 7
  br i1 %95, label %for.end.loopexit.us, label %for.body.us.us.preheader459

for.body.us.us.preheader459:                      ; preds = %for.body.us.us.prol.loopexit
  br label %for.body.us.us

for.body.us209:                                   ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us
  %96 = bitcast i8* %.6.i24 to double*
  %.486167174.us211 = load double, double* %96, align 8
  %.147.i.i.us214 = fmul double %.486167174.us211, %.486167174.us211
  %spec.select.i.1.i.us215 = fmul double %.486167174.us211, %.147.i.i.us214
  %.42.i.us216 = tail call double @llvm.sin.f64(double %.486167174.us211) #6
  %.47.i.us217 = fsub double %.42.i.us216, %spec.select.i.1.i.us215
  %.48.i.us218 = fmul double %.47.i.us217, %arg.h
  %.49.i.us219 = fadd double %.486167174.us211, %.48.i.us218
  store double %.49.i.us219, double* %.6.i97145.us, align 8
  br label %for.end.loopexit.us

for.end.loopexit.us:                              ; preds = %for.body.us.us, %for.body.us.us.prol.loopexit, %for.body.us209, %middle.block
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i98.us.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !19
  %.8.i.i99.us.1 = icmp eq i8* %.7.i.i98.us.1, null
  br i1 %.8.i.i99.us.1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1: ; preds = %for.end.loopexit.us
  %97 = icmp ugt i64 %arg.y0.5.0, 1
  %.5.i96.us.1 = getelementptr i8, i8* %.7.i.i98.us.1, i64 24
  %98 = bitcast i8* %.5.i96.us.1 to double**
  %.6.i97145.us.1 = load double*, double** %98, align 8
  br i1 %97, label %for.body.us.us.1.preheader, label %for.body.us209.1.preheader

for.body.us209.1.preheader:                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1
  %99 = add i64 %arg.y0.5.0, -1
  %xtraiter417 = and i64 %arg.y0.5.0, 7
  %100 = icmp ult i64 %99, 7
  br i1 %100, label %for.end.loopexit.us.1.loopexit385.unr-lcssa, label %for.body.us209.1.preheader.new

for.body.us209.1.preheader.new:                   ; preds = %for.body.us209.1.preheader
  %unroll_iter420 = and i64 %arg.y0.5.0, -8
  br label %for.body.us209.1

for.body.us.us.1.preheader:                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.1
  %min.iters.check300 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check300, label %for.body.us.us.1.preheader384, label %vector.memcheck289

vector.memcheck289:                               ; preds = %for.body.us.us.1.preheader
  %scevgep290 = getelementptr double, double* %.6.i97145.us.1, i64 %arg.y0.5.0
  %scevgep292 = getelementptr double, double* %.6.i97145.us, i64 %arg.y0.5.0
  %bound0294 = icmp ult double* %.6.i97145.us.1, %scevgep292
  %bound1295 = icmp ult double* %.6.i97145.us, %scevgep290
  %found.conflict296 = and i1 %bound0294, %bound1295
  br i1 %found.conflict296, label %for.body.us.us.1.preheader384, label %vector.ph301

vector.ph301:                                     ; preds = %vector.memcheck289
  %n.vec303 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert308 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat309 = shufflevector <8 x double> %broadcast.splatinsert308, <8 x double> poison, <8 x i32> zeroinitializer
  %101 = add i64 %n.vec303, -8
  %102 = lshr exact i64 %101, 3
  %103 = add nuw nsw i64 %102, 1
  %xtraiter412 = and i64 %103, 7
  %104 = icmp ult i64 %101, 56
  br i1 %104, label %middle.block297.unr-lcssa, label %vector.ph301.new

vector.ph301.new:                                 ; preds = %vector.ph301
  %const1205 = bitcast i64 4611686018427387896 to i64
  %unroll_iter415 = and i64 %103, %const1205
  br label %vector.body299

vector.body299:                                   ; preds = %vector.body299, %vector.ph301.new
  %lsr.iv1080 = phi i64 [ %lsr.iv.next1081, %vector.body299 ], [ %unroll_iter415, %vector.ph301.new ]
  %index306 = phi i64 [ 0, %vector.ph301.new ], [ %index.next310.7, %vector.body299 ]
  %sunkaddr1252 = mul i64 %index306, 8
  %105 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1253 = getelementptr i8, i8* %105, i64 %sunkaddr1252
  %106 = bitcast i8* %sunkaddr1253 to <8 x double>*
  %wide.load307 = load <8 x double>, <8 x double>* %106, align 8, !alias.scope !26
  %107 = fmul <8 x double> %wide.load307, %wide.load307
  %108 = fmul <8 x double> %wide.load307, %107
  %109 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load307)
  %110 = fsub <8 x double> %109, %108
  %111 = fmul <8 x double> %110, %broadcast.splat309
  %112 = fadd <8 x double> %wide.load307, %111
  %sunkaddr1254 = mul i64 %index306, 8
  %113 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1255 = getelementptr i8, i8* %113, i64 %sunkaddr1254
  %114 = bitcast i8* %sunkaddr1255 to <8 x double>*
  store <8 x double> %112, <8 x double>* %114, align 8, !alias.scope !29, !noalias !26
  %sunkaddr1256 = mul i64 %index306, 8
  %115 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1257 = getelementptr i8, i8* %115, i64 %sunkaddr1256
  %sunkaddr1258 = getelementptr i8, i8* %sunkaddr1257, i64 64
  %116 = bitcast i8* %sunkaddr1258 to <8 x double>*
  %wide.load307.1 = load <8 x double>, <8 x double>* %116, align 8, !alias.scope !26
  %117 = fmul <8 x double> %wide.load307.1, %wide.load307.1
  %118 = fmul <8 x double> %wide.load307.1, %117
  %119 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load307.1)
  %120 = fsub <8 x double> %119, %118
  %121 = fmul <8 x double> %120, %broadcast.splat309
  %122 = fadd <8 x double> %wide.load307.1, %121
  %sunkaddr1259 = mul i64 %index306, 8
  %123 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1260 = getelementptr i8, i8* %123, i64 %sunkaddr1259
  %sunkaddr1261 = getelementptr i8, i8* %sunkaddr1260, i64 64
  %124 = bitcast i8* %sunkaddr1261 to <8 x double>*
  store <8 x double> %122, <8 x double>* %124, align 8, !alias.scope !29, !noalias !26
  %sunkaddr1262 = mul i64 %index306, 8
  %125 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1263 = getelementptr i8, i8* %125, i64 %sunkaddr1262
  %sunkaddr1264 = getelementptr i8, i8* %sunkaddr1263, i64 128
  %126 = bitcast i8* %sunkaddr1264 to <8 x double>*
  %wide.load307.2 = load <8 x double>, <8 x double>* %126, align 8, !alias.scope !26
  %127 = fmul <8 x double> %wide.load307.2, %wide.load307.2
  %128 = fmul <8 x double> %wide.load307.2, %127
  %129 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load307.2)
  %130 = fsub <8 x double> %129, %128
  %131 = fmul <8 x double> %130, %broadcast.splat309
  %132 = fadd <8 x double> %wide.load307.2, %131
  %sunkaddr1265 = mul i64 %index306, 8
  %133 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1266 = getelementptr i8, i8* %133, i64 %sunkaddr1265
  %sunkaddr1267 = getelementptr i8, i8* %sunkaddr1266, i64 128
  %134 = bitcast i8* %sunkaddr1267 to <8 x double>*
  store <8 x double> %132, <8 x double>* %134, align 8, !alias.scope !29, !noalias !26
  %sunkaddr1268 = mul i64 %index306, 8
  %135 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1269 = getelementptr i8, i8* %135, i64 %sunkaddr1268
  %sunkaddr1270 = getelementptr i8, i8* %sunkaddr1269, i64 192
  %136 = bitcast i8* %sunkaddr1270 to <8 x double>*
  %wide.load307.3 = load <8 x double>, <8 x double>* %136, align 8, !alias.scope !26
  %137 = fmul <8 x double> %wide.load307.3, %wide.load307.3
  %138 = fmul <8 x double> %wide.load307.3, %137
  %139 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load307.3)
  %140 = fsub <8 x double> %139, %138
  %141 = fmul <8 x double> %140, %broadcast.splat309
  %142 = fadd <8 x double> %wide.load307.3, %141
  %sunkaddr1271 = mul i64 %index306, 8
  %143 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1272 = getelementptr i8, i8* %143, i64 %sunkaddr1271
  %sunkaddr1273 = getelementptr i8, i8* %sunkaddr1272, i64 192
  %144 = bitcast i8* %sunkaddr1273 to <8 x double>*
  store <8 x double> %142, <8 x double>* %144, align 8, !alias.scope !29, !noalias !26
  %sunkaddr1274 = mul i64 %index306, 8
  %145 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1275 = getelementptr i8, i8* %145, i64 %sunkaddr1274
  %sunkaddr1276 = getelementptr i8, i8* %sunkaddr1275, i64 256
  %146 = bitcast i8* %sunkaddr1276 to <8 x double>*
  %wide.load307.4 = load <8 x double>, <8 x double>* %146, align 8, !alias.scope !26
  %147 = fmul <8 x double> %wide.load307.4, %wide.load307.4
  %148 = fmul <8 x double> %wide.load307.4, %147
  %149 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load307.4)
  %150 = fsub <8 x double> %149, %148
  %151 = fmul <8 x double> %150, %broadcast.splat309
  %152 = fadd <8 x double> %wide.load307.4, %151
  %sunkaddr1277 = mul i64 %index306, 8
  %153 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1278 = getelementptr i8, i8* %153, i64 %sunkaddr1277
  %sunkaddr1279 = getelementptr i8, i8* %sunkaddr1278, i64 256
  %154 = bitcast i8* %sunkaddr1279 to <8 x double>*
  store <8 x double> %152, <8 x double>* %154, align 8, !alias.scope !29, !noalias !26
  %sunkaddr1280 = mul i64 %index306, 8
  %155 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1281 = getelementptr i8, i8* %155, i64 %sunkaddr1280
  %sunkaddr1282 = getelementptr i8, i8* %sunkaddr1281, i64 320
  %156 = bitcast i8* %sunkaddr1282 to <8 x double>*
  %wide.load307.5 = load <8 x double>, <8 x double>* %156, align 8, !alias.scope !26
  %157 = fmul <8 x double> %wide.load307.5, %wide.load307.5
  %158 = fmul <8 x double> %wide.load307.5, %157
  %159 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load307.5)
  %160 = fsub <8 x double> %159, %158
  %161 = fmul <8 x double> %160, %broadcast.splat309
  %162 = fadd <8 x double> %wide.load307.5, %161
  %sunkaddr1283 = mul i64 %index306, 8
  %163 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1284 = getelementptr i8, i8* %163, i64 %sunkaddr1283
  %sunkaddr1285 = getelementptr i8, i8* %sunkaddr1284, i64 320
  %164 = bitcast i8* %sunkaddr1285 to <8 x double>*
  store <8 x double> %162, <8 x double>* %164, align 8, !alias.scope !29, !noalias !26
  %sunkaddr1286 = mul i64 %index306, 8
  %165 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1287 = getelementptr i8, i8* %165, i64 %sunkaddr1286
  %sunkaddr1288 = getelementptr i8, i8* %sunkaddr1287, i64 384
  %166 = bitcast i8* %sunkaddr1288 to <8 x double>*
  %wide.load307.6 = load <8 x double>, <8 x double>* %166, align 8, !alias.scope !26
  %167 = fmul <8 x double> %wide.load307.6, %wide.load307.6
  %168 = fmul <8 x double> %wide.load307.6, %167
  %169 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load307.6)
  %170 = fsub <8 x double> %169, %168
  %171 = fmul <8 x double> %170, %broadcast.splat309
  %172 = fadd <8 x double> %wide.load307.6, %171
  %sunkaddr1289 = mul i64 %index306, 8
  %173 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1290 = getelementptr i8, i8* %173, i64 %sunkaddr1289
  %sunkaddr1291 = getelementptr i8, i8* %sunkaddr1290, i64 384
  %174 = bitcast i8* %sunkaddr1291 to <8 x double>*
  store <8 x double> %172, <8 x double>* %174, align 8, !alias.scope !29, !noalias !26
  %sunkaddr1292 = mul i64 %index306, 8
  %175 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1293 = getelementptr i8, i8* %175, i64 %sunkaddr1292
  %sunkaddr1294 = getelementptr i8, i8* %sunkaddr1293, i64 448
  %176 = bitcast i8* %sunkaddr1294 to <8 x double>*
  %wide.load307.7 = load <8 x double>, <8 x double>* %176, align 8, !alias.scope !26
  %177 = fmul <8 x double> %wide.load307.7, %wide.load307.7
  %178 = fmul <8 x double> %wide.load307.7, %177
  %179 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load307.7)
  %180 = fsub <8 x double> %179, %178
  %181 = fmul <8 x double> %180, %broadcast.splat309
  %182 = fadd <8 x double> %wide.load307.7, %181
  %sunkaddr1295 = mul i64 %index306, 8
  %183 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1296 = getelementptr i8, i8* %183, i64 %sunkaddr1295
  %sunkaddr1297 = getelementptr i8, i8* %sunkaddr1296, i64 448
  %184 = bitcast i8* %sunkaddr1297 to <8 x double>*
  store <8 x double> %182, <8 x double>* %184, align 8, !alias.scope !29, !noalias !26
  %index.next310.7 = add i64 %index306, 64
  %lsr.iv.next1081 = add i64 %lsr.iv1080, -8
  %niter416.ncmp.7 = icmp eq i64 %lsr.iv.next1081, 0
  br i1 %niter416.ncmp.7, label %middle.block297.unr-lcssa, label %vector.body299, !llvm.loop !31

middle.block297.unr-lcssa:                        ; preds = %vector.body299, %vector.ph301
  %index306.unr = phi i64 [ 0, %vector.ph301 ], [ %index.next310.7, %vector.body299 ]
  %lcmp.mod414.not = icmp eq i64 %xtraiter412, 0
  br i1 %lcmp.mod414.not, label %middle.block297, label %vector.body299.epil.preheader

vector.body299.epil.preheader:                    ; preds = %middle.block297.unr-lcssa
  %scevgep1022 = getelementptr double, double* %.6.i97145.us.1, i64 %index306.unr
  %scevgep1028 = getelementptr double, double* %.6.i97145.us, i64 %index306.unr
  %185 = shl nuw nsw i64 %xtraiter412, 6
  br label %vector.body299.epil

vector.body299.epil:                              ; preds = %vector.body299.epil.preheader, %vector.body299.epil
  %lsr.iv1023 = phi i64 [ 0, %vector.body299.epil.preheader ], [ %lsr.iv.next1024, %vector.body299.epil ]
  %186 = bitcast double* %scevgep1028 to i8*
  %187 = bitcast double* %scevgep1022 to i8*
  %uglygep1030 = getelementptr i8, i8* %186, i64 %lsr.iv1023
  %uglygep10301031 = bitcast i8* %uglygep1030 to <8 x double>*
  %wide.load307.epil = load <8 x double>, <8 x double>* %uglygep10301031, align 8, !alias.scope !26
  %188 = fmul <8 x double> %wide.load307.epil, %wide.load307.epil
  %189 = fmul <8 x double> %wide.load307.epil, %188
  %190 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load307.epil)
  %191 = fsub <8 x double> %190, %189
  %192 = fmul <8 x double> %191, %broadcast.splat309
  %193 = fadd <8 x double> %wide.load307.epil, %192
  %uglygep1026 = getelementptr i8, i8* %187, i64 %lsr.iv1023
  %uglygep10261027 = bitcast i8* %uglygep1026 to <8 x double>*
  store <8 x double> %193, <8 x double>* %uglygep10261027, align 8, !alias.scope !29, !noalias !26
  %lsr.iv.next1024 = add nuw nsw i64 %lsr.iv1023, 64
  %epil.iter413.cmp.not = icmp eq i64 %185, %lsr.iv.next1024
  br i1 %epil.iter413.cmp.not, label %middle.block297, label %vector.body299.epil, !llvm.loop !32

middle.block297:                                  ; preds = %vector.body299.epil, %middle.block297.unr-lcssa
  %cmp.n305 = icmp eq i64 %n.vec303, %arg.y0.5.0
  br i1 %cmp.n305, label %for.end.loopexit.us.1, label %for.body.us.us.1.preheader384

for.body.us.us.1.preheader384:                    ; preds = %vector.memcheck289, %for.body.us.us.1.preheader, %middle.block297
  %loop.index143.us.us.1.ph = phi i64 [ 0, %vector.memcheck289 ], [ 0, %for.body.us.us.1.preheader ], [ %n.vec303, %middle.block297 ]
  %194 = xor i64 %loop.index143.us.us.1.ph, -1
  %195 = add i64 %194, %arg.y0.5.0
  %xtraiter409 = and i64 %arg.y0.5.0, 7
  %lcmp.mod410.not = icmp eq i64 %xtraiter409, 0
  br i1 %lcmp.mod410.not, label %for.body.us.us.1.prol.loopexit, label %for.body.us.us.1.prol.preheader

for.body.us.us.1.prol.preheader:                  ; preds = %for.body.us.us.1.preheader384
  br label %for.body.us.us.1.prol

for.body.us.us.1.prol:                            ; preds = %for.body.us.us.1.prol.preheader, %for.body.us.us.1.prol
  %lsr.iv1020 = phi i64 [ %xtraiter409, %for.body.us.us.1.prol.preheader ], [ %lsr.iv.next1021, %for.body.us.us.1.prol ]
  %loop.index143.us.us.1.prol = phi i64 [ %.533.us.us.1.prol, %for.body.us.us.1.prol ], [ %loop.index143.us.us.1.ph, %for.body.us.us.1.prol.preheader ]
  %scevgep1019 = getelementptr double, double* %.6.i97145.us, i64 %loop.index143.us.us.1.prol
  %.486167174.us.us.1.prol = load double, double* %scevgep1019, align 8
  %.147.i.i.us.us.1.prol = fmul double %.486167174.us.us.1.prol, %.486167174.us.us.1.prol
  %spec.select.i.1.i.us.us.1.prol = fmul double %.486167174.us.us.1.prol, %.147.i.i.us.us.1.prol
  %.42.i.us.us.1.prol = tail call double @llvm.sin.f64(double %.486167174.us.us.1.prol) #6
  %.47.i.us.us.1.prol = fsub double %.42.i.us.us.1.prol, %spec.select.i.1.i.us.us.1.prol
  %.48.i.us.us.1.prol = fmul double %.47.i.us.us.1.prol, %arg.h
  %.49.i.us.us.1.prol = fadd double %.486167174.us.us.1.prol, %.48.i.us.us.1.prol
  %scevgep1018 = getelementptr double, double* %.6.i97145.us.1, i64 %loop.index143.us.us.1.prol
  store double %.49.i.us.us.1.prol, double* %scevgep1018, align 8
  %.533.us.us.1.prol = add nuw i64 %loop.index143.us.us.1.prol, 1
  %lsr.iv.next1021 = add nsw i64 %lsr.iv1020, -1
  %prol.iter411.cmp.not = icmp eq i64 %lsr.iv.next1021, 0
  br i1 %prol.iter411.cmp.not, label %for.body.us.us.1.prol.loopexit, label %for.body.us.us.1.prol, !llvm.loop !33

for.body.us.us.1.prol.loopexit:                   ; preds = %for.body.us.us.1.prol, %for.body.us.us.1.preheader384
  %loop.index143.us.us.1.unr = phi i64 [ %loop.index143.us.us.1.ph, %for.body.us.us.1.preheader384 ], [ %.533.us.us.1.prol, %for.body.us.us.1.prol ]
  %196 = icmp ult i64 %195, 7
  br i1 %196, label %for.end.loopexit.us.1, label %for.body.us.us.1.preheader457

for.body.us.us.1.preheader457:                    ; preds = %for.body.us.us.1.prol.loopexit
  br label %for.body.us.us.1

for.body.us209.1:                                 ; preds = %for.body.us209.1, %for.body.us209.1.preheader.new
  %loop.index143.us210.1 = phi i64 [ 0, %for.body.us209.1.preheader.new ], [ %.533.us221.1.7, %for.body.us209.1 ]
  %.486167174.us211.1 = load double, double* %.6.i97145.us, align 8
  %.147.i.i.us214.1 = fmul double %.486167174.us211.1, %.486167174.us211.1
  %spec.select.i.1.i.us215.1 = fmul double %.486167174.us211.1, %.147.i.i.us214.1
  %.42.i.us216.1 = tail call double @llvm.sin.f64(double %.486167174.us211.1) #6
  %.47.i.us217.1 = fsub double %.42.i.us216.1, %spec.select.i.1.i.us215.1
  %.48.i.us218.1 = fmul double %.47.i.us217.1, %arg.h
  %.49.i.us219.1 = fadd double %.486167174.us211.1, %.48.i.us218.1
  %sunkaddr1298 = mul i64 %loop.index143.us210.1, 8
  %197 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1299 = getelementptr i8, i8* %197, i64 %sunkaddr1298
  %198 = bitcast i8* %sunkaddr1299 to double*
  store double %.49.i.us219.1, double* %198, align 8
  %.486167174.us211.1.1 = load double, double* %.6.i97145.us, align 8
  %.147.i.i.us214.1.1 = fmul double %.486167174.us211.1.1, %.486167174.us211.1.1
  %spec.select.i.1.i.us215.1.1 = fmul double %.486167174.us211.1.1, %.147.i.i.us214.1.1
  %.42.i.us216.1.1 = tail call double @llvm.sin.f64(double %.486167174.us211.1.1) #6
  %.47.i.us217.1.1 = fsub double %.42.i.us216.1.1, %spec.select.i.1.i.us215.1.1
  %.48.i.us218.1.1 = fmul double %.47.i.us217.1.1, %arg.h
  %.49.i.us219.1.1 = fadd double %.486167174.us211.1.1, %.48.i.us218.1.1
  %sunkaddr1300 = mul i64 %loop.index143.us210.1, 8
  %199 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1301 = getelementptr i8, i8* %199, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, i8* %sunkaddr1301, i64 8
  %200 = bitcast i8* %sunkaddr1302 to double*
  store double %.49.i.us219.1.1, double* %200, align 8
  %.486167174.us211.1.2 = load double, double* %.6.i97145.us, align 8
  %.147.i.i.us214.1.2 = fmul double %.486167174.us211.1.2, %.486167174.us211.1.2
  %spec.select.i.1.i.us215.1.2 = fmul double %.486167174.us211.1.2, %.147.i.i.us214.1.2
  %.42.i.us216.1.2 = tail call double @llvm.sin.f64(double %.486167174.us211.1.2) #6
  %.47.i.us217.1.2 = fsub double %.42.i.us216.1.2, %spec.select.i.1.i.us215.1.2
  %.48.i.us218.1.2 = fmul double %.47.i.us217.1.2, %arg.h
  %.49.i.us219.1.2 = fadd double %.486167174.us211.1.2, %.48.i.us218.1.2
  %sunkaddr1303 = mul i64 %loop.index143.us210.1, 8
  %201 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1304 = getelementptr i8, i8* %201, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, i8* %sunkaddr1304, i64 16
  %202 = bitcast i8* %sunkaddr1305 to double*
  store double %.49.i.us219.1.2, double* %202, align 8
  %.486167174.us211.1.3 = load double, double* %.6.i97145.us, align 8
  %.147.i.i.us214.1.3 = fmul double %.486167174.us211.1.3, %.486167174.us211.1.3
  %spec.select.i.1.i.us215.1.3 = fmul double %.486167174.us211.1.3, %.147.i.i.us214.1.3
  %.42.i.us216.1.3 = tail call double @llvm.sin.f64(double %.486167174.us211.1.3) #6
  %.47.i.us217.1.3 = fsub double %.42.i.us216.1.3, %spec.select.i.1.i.us215.1.3
  %.48.i.us218.1.3 = fmul double %.47.i.us217.1.3, %arg.h
  %.49.i.us219.1.3 = fadd double %.486167174.us211.1.3, %.48.i.us218.1.3
  %sunkaddr1306 = mul i64 %loop.index143.us210.1, 8
  %203 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1307 = getelementptr i8, i8* %203, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, i8* %sunkaddr1307, i64 24
  %204 = bitcast i8* %sunkaddr1308 to double*
  store double %.49.i.us219.1.3, double* %204, align 8
  %.486167174.us211.1.4 = load double, double* %.6.i97145.us, align 8
  %.147.i.i.us214.1.4 = fmul double %.486167174.us211.1.4, %.486167174.us211.1.4
  %spec.select.i.1.i.us215.1.4 = fmul double %.486167174.us211.1.4, %.147.i.i.us214.1.4
  %.42.i.us216.1.4 = tail call double @llvm.sin.f64(double %.486167174.us211.1.4) #6
  %.47.i.us217.1.4 = fsub double %.42.i.us216.1.4, %spec.select.i.1.i.us215.1.4
  %.48.i.us218.1.4 = fmul double %.47.i.us217.1.4, %arg.h
  %.49.i.us219.1.4 = fadd double %.486167174.us211.1.4, %.48.i.us218.1.4
  %sunkaddr1309 = mul i64 %loop.index143.us210.1, 8
  %205 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1310 = getelementptr i8, i8* %205, i64 %sunkaddr1309
  %sunkaddr1311 = getelementptr i8, i8* %sunkaddr1310, i64 32
  %206 = bitcast i8* %sunkaddr1311 to double*
  store double %.49.i.us219.1.4, double* %206, align 8
  %.486167174.us211.1.5 = load double, double* %.6.i97145.us, align 8
  %.147.i.i.us214.1.5 = fmul double %.486167174.us211.1.5, %.486167174.us211.1.5
  %spec.select.i.1.i.us215.1.5 = fmul double %.486167174.us211.1.5, %.147.i.i.us214.1.5
  %.42.i.us216.1.5 = tail call double @llvm.sin.f64(double %.486167174.us211.1.5) #6
  %.47.i.us217.1.5 = fsub double %.42.i.us216.1.5, %spec.select.i.1.i.us215.1.5
  %.48.i.us218.1.5 = fmul double %.47.i.us217.1.5, %arg.h
  %.49.i.us219.1.5 = fadd double %.486167174.us211.1.5, %.48.i.us218.1.5
  %sunkaddr1312 = mul i64 %loop.index143.us210.1, 8
  %207 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1313 = getelementptr i8, i8* %207, i64 %sunkaddr1312
  %sunkaddr1314 = getelementptr i8, i8* %sunkaddr1313, i64 40
  %208 = bitcast i8* %sunkaddr1314 to double*
  store double %.49.i.us219.1.5, double* %208, align 8
  %.486167174.us211.1.6 = load double, double* %.6.i97145.us, align 8
  %.147.i.i.us214.1.6 = fmul double %.486167174.us211.1.6, %.486167174.us211.1.6
  %spec.select.i.1.i.us215.1.6 = fmul double %.486167174.us211.1.6, %.147.i.i.us214.1.6
  %.42.i.us216.1.6 = tail call double @llvm.sin.f64(double %.486167174.us211.1.6) #6
  %.47.i.us217.1.6 = fsub double %.42.i.us216.1.6, %spec.select.i.1.i.us215.1.6
  %.48.i.us218.1.6 = fmul double %.47.i.us217.1.6, %arg.h
  %.49.i.us219.1.6 = fadd double %.486167174.us211.1.6, %.48.i.us218.1.6
  %sunkaddr1315 = mul i64 %loop.index143.us210.1, 8
  %209 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1316 = getelementptr i8, i8* %209, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, i8* %sunkaddr1316, i64 48
  %210 = bitcast i8* %sunkaddr1317 to double*
  store double %.49.i.us219.1.6, double* %210, align 8
  %.486167174.us211.1.7 = load double, double* %.6.i97145.us, align 8
  %.147.i.i.us214.1.7 = fmul double %.486167174.us211.1.7, %.486167174.us211.1.7
  %spec.select.i.1.i.us215.1.7 = fmul double %.486167174.us211.1.7, %.147.i.i.us214.1.7
  %.42.i.us216.1.7 = tail call double @llvm.sin.f64(double %.486167174.us211.1.7) #6
  %.47.i.us217.1.7 = fsub double %.42.i.us216.1.7, %spec.select.i.1.i.us215.1.7
  %.48.i.us218.1.7 = fmul double %.47.i.us217.1.7, %arg.h
  %.49.i.us219.1.7 = fadd double %.486167174.us211.1.7, %.48.i.us218.1.7
  %sunkaddr1318 = mul i64 %loop.index143.us210.1, 8
  %211 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1319 = getelementptr i8, i8* %211, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, i8* %sunkaddr1319, i64 56
  %212 = bitcast i8* %sunkaddr1320 to double*
  store double %.49.i.us219.1.7, double* %212, align 8
  %.533.us221.1.7 = add nuw i64 %loop.index143.us210.1, 8
  %niter421.ncmp.7 = icmp eq i64 %unroll_iter420, %.533.us221.1.7
  br i1 %niter421.ncmp.7, label %for.end.loopexit.us.1.loopexit385.unr-lcssa, label %for.body.us209.1, !llvm.loop !34

for.body.us.us.1:                                 ; preds = %for.body.us.us.1.preheader457, %for.body.us.us.1
  %loop.index143.us.us.1 = phi i64 [ %.533.us.us.1.7, %for.body.us.us.1 ], [ %loop.index143.us.us.1.unr, %for.body.us.us.1.preheader457 ]
  %sunkaddr1321 = mul i64 %loop.index143.us.us.1, 8
  %213 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1322 = getelementptr i8, i8* %213, i64 %sunkaddr1321
  %214 = bitcast i8* %sunkaddr1322 to double*
  %.486167174.us.us.1 = load double, double* %214, align 8
  %.147.i.i.us.us.1 = fmul double %.486167174.us.us.1, %.486167174.us.us.1
  %spec.select.i.1.i.us.us.1 = fmul double %.486167174.us.us.1, %.147.i.i.us.us.1
  %.42.i.us.us.1 = tail call double @llvm.sin.f64(double %.486167174.us.us.1) #6
  %.47.i.us.us.1 = fsub double %.42.i.us.us.1, %spec.select.i.1.i.us.us.1
  %.48.i.us.us.1 = fmul double %.47.i.us.us.1, %arg.h
  %.49.i.us.us.1 = fadd double %.486167174.us.us.1, %.48.i.us.us.1
  %sunkaddr1323 = mul i64 %loop.index143.us.us.1, 8
  %215 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1324 = getelementptr i8, i8* %215, i64 %sunkaddr1323
  %216 = bitcast i8* %sunkaddr1324 to double*
  store double %.49.i.us.us.1, double* %216, align 8
  %sunkaddr1325 = mul i64 %loop.index143.us.us.1, 8
  %217 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1326 = getelementptr i8, i8* %217, i64 %sunkaddr1325
  %sunkaddr1327 = getelementptr i8, i8* %sunkaddr1326, i64 8
  %218 = bitcast i8* %sunkaddr1327 to double*
  %.486167174.us.us.1.1 = load double, double* %218, align 8
  %.147.i.i.us.us.1.1 = fmul double %.486167174.us.us.1.1, %.486167174.us.us.1.1
  %spec.select.i.1.i.us.us.1.1 = fmul double %.486167174.us.us.1.1, %.147.i.i.us.us.1.1
  %.42.i.us.us.1.1 = tail call double @llvm.sin.f64(double %.486167174.us.us.1.1) #6
  %.47.i.us.us.1.1 = fsub double %.42.i.us.us.1.1, %spec.select.i.1.i.us.us.1.1
  %.48.i.us.us.1.1 = fmul double %.47.i.us.us.1.1, %arg.h
  %.49.i.us.us.1.1 = fadd double %.486167174.us.us.1.1, %.48.i.us.us.1.1
  %sunkaddr1328 = mul i64 %loop.index143.us.us.1, 8
  %219 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1329 = getelementptr i8, i8* %219, i64 %sunkaddr1328
  %sunkaddr1330 = getelementptr i8, i8* %sunkaddr1329, i64 8
  %220 = bitcast i8* %sunkaddr1330 to double*
  store double %.49.i.us.us.1.1, double* %220, align 8
  %sunkaddr1331 = mul i64 %loop.index143.us.us.1, 8
  %221 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1332 = getelementptr i8, i8* %221, i64 %sunkaddr1331
  %sunkaddr1333 = getelementptr i8, i8* %sunkaddr1332, i64 16
  %222 = bitcast i8* %sunkaddr1333 to double*
  %.486167174.us.us.1.2 = load double, double* %222, align 8
  %.147.i.i.us.us.1.2 = fmul double %.486167174.us.us.1.2, %.486167174.us.us.1.2
  %spec.select.i.1.i.us.us.1.2 = fmul double %.486167174.us.us.1.2, %.147.i.i.us.us.1.2
  %.42.i.us.us.1.2 = tail call double @llvm.sin.f64(double %.486167174.us.us.1.2) #6
  %.47.i.us.us.1.2 = fsub double %.42.i.us.us.1.2, %spec.select.i.1.i.us.us.1.2
  %.48.i.us.us.1.2 = fmul double %.47.i.us.us.1.2, %arg.h
  %.49.i.us.us.1.2 = fadd double %.486167174.us.us.1.2, %.48.i.us.us.1.2
  %sunkaddr1334 = mul i64 %loop.index143.us.us.1, 8
  %223 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1335 = getelementptr i8, i8* %223, i64 %sunkaddr1334
  %sunkaddr1336 = getelementptr i8, i8* %sunkaddr1335, i64 16
  %224 = bitcast i8* %sunkaddr1336 to double*
  store double %.49.i.us.us.1.2, double* %224, align 8
  %sunkaddr1337 = mul i64 %loop.index143.us.us.1, 8
  %225 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1338 = getelementptr i8, i8* %225, i64 %sunkaddr1337
  %sunkaddr1339 = getelementptr i8, i8* %sunkaddr1338, i64 24
  %226 = bitcast i8* %sunkaddr1339 to double*
  %.486167174.us.us.1.3 = load double, double* %226, align 8
  %.147.i.i.us.us.1.3 = fmul double %.486167174.us.us.1.3, %.486167174.us.us.1.3
  %spec.select.i.1.i.us.us.1.3 = fmul double %.486167174.us.us.1.3, %.147.i.i.us.us.1.3
  %.42.i.us.us.1.3 = tail call double @llvm.sin.f64(double %.486167174.us.us.1.3) #6
  %.47.i.us.us.1.3 = fsub double %.42.i.us.us.1.3, %spec.select.i.1.i.us.us.1.3
  %.48.i.us.us.1.3 = fmul double %.47.i.us.us.1.3, %arg.h
  %.49.i.us.us.1.3 = fadd double %.486167174.us.us.1.3, %.48.i.us.us.1.3
  %sunkaddr1340 = mul i64 %loop.index143.us.us.1, 8
  %227 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1341 = getelementptr i8, i8* %227, i64 %sunkaddr1340
  %sunkaddr1342 = getelementptr i8, i8* %sunkaddr1341, i64 24
  %228 = bitcast i8* %sunkaddr1342 to double*
  store double %.49.i.us.us.1.3, double* %228, align 8
  %sunkaddr1343 = mul i64 %loop.index143.us.us.1, 8
  %229 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1344 = getelementptr i8, i8* %229, i64 %sunkaddr1343
  %sunkaddr1345 = getelementptr i8, i8* %sunkaddr1344, i64 32
  %230 = bitcast i8* %sunkaddr1345 to double*
  %.486167174.us.us.1.4 = load double, double* %230, align 8
  %.147.i.i.us.us.1.4 = fmul double %.486167174.us.us.1.4, %.486167174.us.us.1.4
  %spec.select.i.1.i.us.us.1.4 = fmul double %.486167174.us.us.1.4, %.147.i.i.us.us.1.4
  %.42.i.us.us.1.4 = tail call double @llvm.sin.f64(double %.486167174.us.us.1.4) #6
  %.47.i.us.us.1.4 = fsub double %.42.i.us.us.1.4, %spec.select.i.1.i.us.us.1.4
  %.48.i.us.us.1.4 = fmul double %.47.i.us.us.1.4, %arg.h
  %.49.i.us.us.1.4 = fadd double %.486167174.us.us.1.4, %.48.i.us.us.1.4
  %sunkaddr1346 = mul i64 %loop.index143.us.us.1, 8
  %231 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1347 = getelementptr i8, i8* %231, i64 %sunkaddr1346
  %sunkaddr1348 = getelementptr i8, i8* %sunkaddr1347, i64 32
  %232 = bitcast i8* %sunkaddr1348 to double*
  store double %.49.i.us.us.1.4, double* %232, align 8
  %sunkaddr1349 = mul i64 %loop.index143.us.us.1, 8
  %233 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1350 = getelementptr i8, i8* %233, i64 %sunkaddr1349
  %sunkaddr1351 = getelementptr i8, i8* %sunkaddr1350, i64 40
  %234 = bitcast i8* %sunkaddr1351 to double*
  %.486167174.us.us.1.5 = load double, double* %234, align 8
  %.147.i.i.us.us.1.5 = fmul double %.486167174.us.us.1.5, %.486167174.us.us.1.5
  %spec.select.i.1.i.us.us.1.5 = fmul double %.486167174.us.us.1.5, %.147.i.i.us.us.1.5
  %.42.i.us.us.1.5 = tail call double @llvm.sin.f64(double %.486167174.us.us.1.5) #6
  %.47.i.us.us.1.5 = fsub double %.42.i.us.us.1.5, %spec.select.i.1.i.us.us.1.5
  %.48.i.us.us.1.5 = fmul double %.47.i.us.us.1.5, %arg.h
  %.49.i.us.us.1.5 = fadd double %.486167174.us.us.1.5, %.48.i.us.us.1.5
  %sunkaddr1352 = mul i64 %loop.index143.us.us.1, 8
  %235 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1353 = getelementptr i8, i8* %235, i64 %sunkaddr1352
  %sunkaddr1354 = getelementptr i8, i8* %sunkaddr1353, i64 40
  %236 = bitcast i8* %sunkaddr1354 to double*
  store double %.49.i.us.us.1.5, double* %236, align 8
  %sunkaddr1355 = mul i64 %loop.index143.us.us.1, 8
  %237 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1356 = getelementptr i8, i8* %237, i64 %sunkaddr1355
  %sunkaddr1357 = getelementptr i8, i8* %sunkaddr1356, i64 48
  %238 = bitcast i8* %sunkaddr1357 to double*
  %.486167174.us.us.1.6 = load double, double* %238, align 8
  %.147.i.i.us.us.1.6 = fmul double %.486167174.us.us.1.6, %.486167174.us.us.1.6
  %spec.select.i.1.i.us.us.1.6 = fmul double %.486167174.us.us.1.6, %.147.i.i.us.us.1.6
  %.42.i.us.us.1.6 = tail call double @llvm.sin.f64(double %.486167174.us.us.1.6) #6
  %.47.i.us.us.1.6 = fsub double %.42.i.us.us.1.6, %spec.select.i.1.i.us.us.1.6
  %.48.i.us.us.1.6 = fmul double %.47.i.us.us.1.6, %arg.h
  %.49.i.us.us.1.6 = fadd double %.486167174.us.us.1.6, %.48.i.us.us.1.6
  %sunkaddr1358 = mul i64 %loop.index143.us.us.1, 8
  %239 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1359 = getelementptr i8, i8* %239, i64 %sunkaddr1358
  %sunkaddr1360 = getelementptr i8, i8* %sunkaddr1359, i64 48
  %240 = bitcast i8* %sunkaddr1360 to double*
  store double %.49.i.us.us.1.6, double* %240, align 8
  %sunkaddr1361 = mul i64 %loop.index143.us.us.1, 8
  %241 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1362 = getelementptr i8, i8* %241, i64 %sunkaddr1361
  %sunkaddr1363 = getelementptr i8, i8* %sunkaddr1362, i64 56
  %242 = bitcast i8* %sunkaddr1363 to double*
  %.486167174.us.us.1.7 = load double, double* %242, align 8
  %.147.i.i.us.us.1.7 = fmul double %.486167174.us.us.1.7, %.486167174.us.us.1.7
  %spec.select.i.1.i.us.us.1.7 = fmul double %.486167174.us.us.1.7, %.147.i.i.us.us.1.7
  %.42.i.us.us.1.7 = tail call double @llvm.sin.f64(double %.486167174.us.us.1.7) #6
  %.47.i.us.us.1.7 = fsub double %.42.i.us.us.1.7, %spec.select.i.1.i.us.us.1.7
  %.48.i.us.us.1.7 = fmul double %.47.i.us.us.1.7, %arg.h
  %.49.i.us.us.1.7 = fadd double %.486167174.us.us.1.7, %.48.i.us.us.1.7
  %sunkaddr1364 = mul i64 %loop.index143.us.us.1, 8
  %243 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1365 = getelementptr i8, i8* %243, i64 %sunkaddr1364
  %sunkaddr1366 = getelementptr i8, i8* %sunkaddr1365, i64 56
  %244 = bitcast i8* %sunkaddr1366 to double*
  store double %.49.i.us.us.1.7, double* %244, align 8
  %.533.us.us.1.7 = add nuw nsw i64 %loop.index143.us.us.1, 8
  %exitcond233.1.not.7 = icmp eq i64 %arg.y0.5.0, %.533.us.us.1.7
  br i1 %exitcond233.1.not.7, label %for.end.loopexit.us.1, label %for.body.us.us.1, !llvm.loop !35

for.end.loopexit.us.1.loopexit385.unr-lcssa:      ; preds = %for.body.us209.1, %for.body.us209.1.preheader
  %loop.index143.us210.1.unr = phi i64 [ 0, %for.body.us209.1.preheader ], [ %.533.us221.1.7, %for.body.us209.1 ]
  %lcmp.mod419.not = icmp eq i64 %xtraiter417, 0
  br i1 %lcmp.mod419.not, label %for.end.loopexit.us.1, label %for.body.us209.1.epil.preheader

for.body.us209.1.epil.preheader:                  ; preds = %for.end.loopexit.us.1.loopexit385.unr-lcssa
  %scevgep1082 = getelementptr double, double* %.6.i97145.us.1, i64 %loop.index143.us210.1.unr
  br label %for.body.us209.1.epil

for.body.us209.1.epil:                            ; preds = %for.body.us209.1.epil.preheader, %for.body.us209.1.epil
  %epil.iter418 = phi i64 [ %epil.iter418.next, %for.body.us209.1.epil ], [ 0, %for.body.us209.1.epil.preheader ]
  %.486167174.us211.1.epil = load double, double* %.6.i97145.us, align 8
  %.147.i.i.us214.1.epil = fmul double %.486167174.us211.1.epil, %.486167174.us211.1.epil
  %spec.select.i.1.i.us215.1.epil = fmul double %.486167174.us211.1.epil, %.147.i.i.us214.1.epil
  %.42.i.us216.1.epil = tail call double @llvm.sin.f64(double %.486167174.us211.1.epil) #6
  %.47.i.us217.1.epil = fsub double %.42.i.us216.1.epil, %spec.select.i.1.i.us215.1.epil
  %.48.i.us218.1.epil = fmul double %.47.i.us217.1.epil, %arg.h
  %.49.i.us219.1.epil = fadd double %.486167174.us211.1.epil, %.48.i.us218.1.epil
  %scevgep1083 = getelementptr double, double* %scevgep1082, i64 %epil.iter418
  store double %.49.i.us219.1.epil, double* %scevgep1083, align 8
  %epil.iter418.next = add i64 %epil.iter418, 1
  %epil.iter418.cmp.not = icmp eq i64 %xtraiter417, %epil.iter418.next
  br i1 %epil.iter418.cmp.not, label %for.end.loopexit.us.1, label %for.body.us209.1.epil, !llvm.loop !36

for.end.loopexit.us.1:                            ; preds = %for.body.us209.1.epil, %for.body.us.us.1, %for.end.loopexit.us.1.loopexit385.unr-lcssa, %for.body.us.us.1.prol.loopexit, %middle.block297
  tail call void @NRT_decref(i8* nonnull %.7.i.i98.us)
  %.7.i.i98.us.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !19
  %.8.i.i99.us.2 = icmp eq i8* %.7.i.i98.us.2, null
  br i1 %.8.i.i99.us.2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2: ; preds = %for.end.loopexit.us.1
  %245 = icmp ugt i64 %arg.y0.5.0, 1
  %.5.i96.us.2 = getelementptr i8, i8* %.7.i.i98.us.2, i64 24
  %246 = bitcast i8* %.5.i96.us.2 to double**
  %.6.i97145.us.2 = load double*, double** %246, align 8
  br i1 %245, label %for.body.us.us.2.preheader, label %for.body.us209.2.preheader

for.body.us209.2.preheader:                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2
  %247 = add i64 %arg.y0.5.0, -1
  %xtraiter404 = and i64 %arg.y0.5.0, 7
  %248 = icmp ult i64 %247, 7
  br i1 %248, label %B146.endif.endif.endif.endif.endif.loopexit383.unr-lcssa, label %for.body.us209.2.preheader.new

for.body.us209.2.preheader.new:                   ; preds = %for.body.us209.2.preheader
  %unroll_iter407 = and i64 %arg.y0.5.0, -8
  br label %for.body.us209.2

for.body.us.us.2.preheader:                       ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.us.2
  %min.iters.check346 = icmp ult i64 %arg.y0.5.0, 8
  br i1 %min.iters.check346, label %for.body.us.us.2.preheader382, label %vector.memcheck335

vector.memcheck335:                               ; preds = %for.body.us.us.2.preheader
  %scevgep336 = getelementptr double, double* %.6.i97145.us.2, i64 %arg.y0.5.0
  %scevgep338 = getelementptr double, double* %.6.i97145.us.1, i64 %arg.y0.5.0
  %bound0340 = icmp ult double* %.6.i97145.us.2, %scevgep338
  %bound1341 = icmp ult double* %.6.i97145.us.1, %scevgep336
  %found.conflict342 = and i1 %bound0340, %bound1341
  br i1 %found.conflict342, label %for.body.us.us.2.preheader382, label %vector.ph347

vector.ph347:                                     ; preds = %vector.memcheck335
  %n.vec349 = and i64 %arg.y0.5.0, -8
  %broadcast.splatinsert354 = insertelement <8 x double> poison, double %arg.h, i64 0
  %broadcast.splat355 = shufflevector <8 x double> %broadcast.splatinsert354, <8 x double> poison, <8 x i32> zeroinitializer
  %249 = add i64 %n.vec349, -8
  %250 = lshr exact i64 %249, 3
  %251 = add nuw nsw i64 %250, 1
  %xtraiter399 = and i64 %251, 7
  %252 = icmp ult i64 %249, 56
  br i1 %252, label %middle.block343.unr-lcssa, label %vector.ph347.new

vector.ph347.new:                                 ; preds = %vector.ph347
  %const1204 = bitcast i64 4611686018427387896 to i64
  %unroll_iter402 = and i64 %251, %const1204
  br label %vector.body345

vector.body345:                                   ; preds = %vector.body345, %vector.ph347.new
  %lsr.iv966 = phi i64 [ %lsr.iv.next967, %vector.body345 ], [ %unroll_iter402, %vector.ph347.new ]
  %index352 = phi i64 [ 0, %vector.ph347.new ], [ %index.next356.7, %vector.body345 ]
  %sunkaddr1367 = mul i64 %index352, 8
  %253 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1368 = getelementptr i8, i8* %253, i64 %sunkaddr1367
  %254 = bitcast i8* %sunkaddr1368 to <8 x double>*
  %wide.load353 = load <8 x double>, <8 x double>* %254, align 8, !alias.scope !37
  %255 = fmul <8 x double> %wide.load353, %wide.load353
  %256 = fmul <8 x double> %wide.load353, %255
  %257 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load353)
  %258 = fsub <8 x double> %257, %256
  %259 = fmul <8 x double> %258, %broadcast.splat355
  %260 = fadd <8 x double> %wide.load353, %259
  %sunkaddr1369 = mul i64 %index352, 8
  %261 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1370 = getelementptr i8, i8* %261, i64 %sunkaddr1369
  %262 = bitcast i8* %sunkaddr1370 to <8 x double>*
  store <8 x double> %260, <8 x double>* %262, align 8, !alias.scope !40, !noalias !37
  %sunkaddr1371 = mul i64 %index352, 8
  %263 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1372 = getelementptr i8, i8* %263, i64 %sunkaddr1371
  %sunkaddr1373 = getelementptr i8, i8* %sunkaddr1372, i64 64
  %264 = bitcast i8* %sunkaddr1373 to <8 x double>*
  %wide.load353.1 = load <8 x double>, <8 x double>* %264, align 8, !alias.scope !37
  %265 = fmul <8 x double> %wide.load353.1, %wide.load353.1
  %266 = fmul <8 x double> %wide.load353.1, %265
  %267 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load353.1)
  %268 = fsub <8 x double> %267, %266
  %269 = fmul <8 x double> %268, %broadcast.splat355
  %270 = fadd <8 x double> %wide.load353.1, %269
  %sunkaddr1374 = mul i64 %index352, 8
  %271 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1375 = getelementptr i8, i8* %271, i64 %sunkaddr1374
  %sunkaddr1376 = getelementptr i8, i8* %sunkaddr1375, i64 64
  %272 = bitcast i8* %sunkaddr1376 to <8 x double>*
  store <8 x double> %270, <8 x double>* %272, align 8, !alias.scope !40, !noalias !37
  %sunkaddr1377 = mul i64 %index352, 8
  %273 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1378 = getelementptr i8, i8* %273, i64 %sunkaddr1377
  %sunkaddr1379 = getelementptr i8, i8* %sunkaddr1378, i64 128
  %274 = bitcast i8* %sunkaddr1379 to <8 x double>*
  %wide.load353.2 = load <8 x double>, <8 x double>* %274, align 8, !alias.scope !37
  %275 = fmul <8 x double> %wide.load353.2, %wide.load353.2
  %276 = fmul <8 x double> %wide.load353.2, %275
  %277 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load353.2)
  %278 = fsub <8 x double> %277, %276
  %279 = fmul <8 x double> %278, %broadcast.splat355
  %280 = fadd <8 x double> %wide.load353.2, %279
  %sunkaddr1380 = mul i64 %index352, 8
  %281 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1381 = getelementptr i8, i8* %281, i64 %sunkaddr1380
  %sunkaddr1382 = getelementptr i8, i8* %sunkaddr1381, i64 128
  %282 = bitcast i8* %sunkaddr1382 to <8 x double>*
  store <8 x double> %280, <8 x double>* %282, align 8, !alias.scope !40, !noalias !37
  %sunkaddr1383 = mul i64 %index352, 8
  %283 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1384 = getelementptr i8, i8* %283, i64 %sunkaddr1383
  %sunkaddr1385 = getelementptr i8, i8* %sunkaddr1384, i64 192
  %284 = bitcast i8* %sunkaddr1385 to <8 x double>*
  %wide.load353.3 = load <8 x double>, <8 x double>* %284, align 8, !alias.scope !37
  %285 = fmul <8 x double> %wide.load353.3, %wide.load353.3
  %286 = fmul <8 x double> %wide.load353.3, %285
  %287 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load353.3)
  %288 = fsub <8 x double> %287, %286
  %289 = fmul <8 x double> %288, %broadcast.splat355
  %290 = fadd <8 x double> %wide.load353.3, %289
  %sunkaddr1386 = mul i64 %index352, 8
  %291 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1387 = getelementptr i8, i8* %291, i64 %sunkaddr1386
  %sunkaddr1388 = getelementptr i8, i8* %sunkaddr1387, i64 192
  %292 = bitcast i8* %sunkaddr1388 to <8 x double>*
  store <8 x double> %290, <8 x double>* %292, align 8, !alias.scope !40, !noalias !37
  %sunkaddr1389 = mul i64 %index352, 8
  %293 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1390 = getelementptr i8, i8* %293, i64 %sunkaddr1389
  %sunkaddr1391 = getelementptr i8, i8* %sunkaddr1390, i64 256
  %294 = bitcast i8* %sunkaddr1391 to <8 x double>*
  %wide.load353.4 = load <8 x double>, <8 x double>* %294, align 8, !alias.scope !37
  %295 = fmul <8 x double> %wide.load353.4, %wide.load353.4
  %296 = fmul <8 x double> %wide.load353.4, %295
  %297 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load353.4)
  %298 = fsub <8 x double> %297, %296
  %299 = fmul <8 x double> %298, %broadcast.splat355
  %300 = fadd <8 x double> %wide.load353.4, %299
  %sunkaddr1392 = mul i64 %index352, 8
  %301 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1393 = getelementptr i8, i8* %301, i64 %sunkaddr1392
  %sunkaddr1394 = getelementptr i8, i8* %sunkaddr1393, i64 256
  %302 = bitcast i8* %sunkaddr1394 to <8 x double>*
  store <8 x double> %300, <8 x double>* %302, align 8, !alias.scope !40, !noalias !37
  %sunkaddr1395 = mul i64 %index352, 8
  %303 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1396 = getelementptr i8, i8* %303, i64 %sunkaddr1395
  %sunkaddr1397 = getelementptr i8, i8* %sunkaddr1396, i64 320
  %304 = bitcast i8* %sunkaddr1397 to <8 x double>*
  %wide.load353.5 = load <8 x double>, <8 x double>* %304, align 8, !alias.scope !37
  %305 = fmul <8 x double> %wide.load353.5, %wide.load353.5
  %306 = fmul <8 x double> %wide.load353.5, %305
  %307 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load353.5)
  %308 = fsub <8 x double> %307, %306
  %309 = fmul <8 x double> %308, %broadcast.splat355
  %310 = fadd <8 x double> %wide.load353.5, %309
  %sunkaddr1398 = mul i64 %index352, 8
  %311 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1399 = getelementptr i8, i8* %311, i64 %sunkaddr1398
  %sunkaddr1400 = getelementptr i8, i8* %sunkaddr1399, i64 320
  %312 = bitcast i8* %sunkaddr1400 to <8 x double>*
  store <8 x double> %310, <8 x double>* %312, align 8, !alias.scope !40, !noalias !37
  %sunkaddr1401 = mul i64 %index352, 8
  %313 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1402 = getelementptr i8, i8* %313, i64 %sunkaddr1401
  %sunkaddr1403 = getelementptr i8, i8* %sunkaddr1402, i64 384
  %314 = bitcast i8* %sunkaddr1403 to <8 x double>*
  %wide.load353.6 = load <8 x double>, <8 x double>* %314, align 8, !alias.scope !37
  %315 = fmul <8 x double> %wide.load353.6, %wide.load353.6
  %316 = fmul <8 x double> %wide.load353.6, %315
  %317 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load353.6)
  %318 = fsub <8 x double> %317, %316
  %319 = fmul <8 x double> %318, %broadcast.splat355
  %320 = fadd <8 x double> %wide.load353.6, %319
  %sunkaddr1404 = mul i64 %index352, 8
  %321 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1405 = getelementptr i8, i8* %321, i64 %sunkaddr1404
  %sunkaddr1406 = getelementptr i8, i8* %sunkaddr1405, i64 384
  %322 = bitcast i8* %sunkaddr1406 to <8 x double>*
  store <8 x double> %320, <8 x double>* %322, align 8, !alias.scope !40, !noalias !37
  %sunkaddr1407 = mul i64 %index352, 8
  %323 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1408 = getelementptr i8, i8* %323, i64 %sunkaddr1407
  %sunkaddr1409 = getelementptr i8, i8* %sunkaddr1408, i64 448
  %324 = bitcast i8* %sunkaddr1409 to <8 x double>*
  %wide.load353.7 = load <8 x double>, <8 x double>* %324, align 8, !alias.scope !37
  %325 = fmul <8 x double> %wide.load353.7, %wide.load353.7
  %326 = fmul <8 x double> %wide.load353.7, %325
  %327 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load353.7)
  %328 = fsub <8 x double> %327, %326
  %329 = fmul <8 x double> %328, %broadcast.splat355
  %330 = fadd <8 x double> %wide.load353.7, %329
  %sunkaddr1410 = mul i64 %index352, 8
  %331 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1411 = getelementptr i8, i8* %331, i64 %sunkaddr1410
  %sunkaddr1412 = getelementptr i8, i8* %sunkaddr1411, i64 448
  %332 = bitcast i8* %sunkaddr1412 to <8 x double>*
  store <8 x double> %330, <8 x double>* %332, align 8, !alias.scope !40, !noalias !37
  %index.next356.7 = add i64 %index352, 64
  %lsr.iv.next967 = add i64 %lsr.iv966, -8
  %niter403.ncmp.7 = icmp eq i64 %lsr.iv.next967, 0
  br i1 %niter403.ncmp.7, label %middle.block343.unr-lcssa, label %vector.body345, !llvm.loop !42

middle.block343.unr-lcssa:                        ; preds = %vector.body345, %vector.ph347
  %index352.unr = phi i64 [ 0, %vector.ph347 ], [ %index.next356.7, %vector.body345 ]
  %lcmp.mod401.not = icmp eq i64 %xtraiter399, 0
  br i1 %lcmp.mod401.not, label %middle.block343, label %vector.body345.epil.preheader

vector.body345.epil.preheader:                    ; preds = %middle.block343.unr-lcssa
  %scevgep908 = getelementptr double, double* %.6.i97145.us.2, i64 %index352.unr
  %scevgep914 = getelementptr double, double* %.6.i97145.us.1, i64 %index352.unr
  %333 = shl nuw nsw i64 %xtraiter399, 6
  br label %vector.body345.epil

vector.body345.epil:                              ; preds = %vector.body345.epil.preheader, %vector.body345.epil
  %lsr.iv909 = phi i64 [ 0, %vector.body345.epil.preheader ], [ %lsr.iv.next910, %vector.body345.epil ]
  %334 = bitcast double* %scevgep914 to i8*
  %335 = bitcast double* %scevgep908 to i8*
  %uglygep916 = getelementptr i8, i8* %334, i64 %lsr.iv909
  %uglygep916917 = bitcast i8* %uglygep916 to <8 x double>*
  %wide.load353.epil = load <8 x double>, <8 x double>* %uglygep916917, align 8, !alias.scope !37
  %336 = fmul <8 x double> %wide.load353.epil, %wide.load353.epil
  %337 = fmul <8 x double> %wide.load353.epil, %336
  %338 = call <8 x double> @llvm.sin.v8f64(<8 x double> %wide.load353.epil)
  %339 = fsub <8 x double> %338, %337
  %340 = fmul <8 x double> %339, %broadcast.splat355
  %341 = fadd <8 x double> %wide.load353.epil, %340
  %uglygep912 = getelementptr i8, i8* %335, i64 %lsr.iv909
  %uglygep912913 = bitcast i8* %uglygep912 to <8 x double>*
  store <8 x double> %341, <8 x double>* %uglygep912913, align 8, !alias.scope !40, !noalias !37
  %lsr.iv.next910 = add nuw nsw i64 %lsr.iv909, 64
  %epil.iter400.cmp.not = icmp eq i64 %333, %lsr.iv.next910
  br i1 %epil.iter400.cmp.not, label %middle.block343, label %vector.body345.epil, !llvm.loop !43

middle.block343:                                  ; preds = %vector.body345.epil, %middle.block343.unr-lcssa
  %cmp.n351 = icmp eq i64 %n.vec349, %arg.y0.5.0
  br i1 %cmp.n351, label %B146.endif.endif.endif.endif.endif, label %for.body.us.us.2.preheader382

for.body.us.us.2.preheader382:                    ; preds = %vector.memcheck335, %for.body.us.us.2.preheader, %middle.block343
  %loop.index143.us.us.2.ph = phi i64 [ 0, %vector.memcheck335 ], [ 0, %for.body.us.us.2.preheader ], [ %n.vec349, %middle.block343 ]
  %342 = xor i64 %loop.index143.us.us.2.ph, -1
  %343 = add i64 %342, %arg.y0.5.0
  %xtraiter396 = and i64 %arg.y0.5.0, 7
  %lcmp.mod397.not = icmp eq i64 %xtraiter396, 0
  br i1 %lcmp.mod397.not, label %for.body.us.us.2.prol.loopexit, label %for.body.us.us.2.prol.preheader

for.body.us.us.2.prol.preheader:                  ; preds = %for.body.us.us.2.preheader382
  br label %for.body.us.us.2.prol

for.body.us.us.2.prol:                            ; preds = %for.body.us.us.2.prol.preheader, %for.body.us.us.2.prol
  %lsr.iv906 = phi i64 [ %xtraiter396, %for.body.us.us.2.prol.preheader ], [ %lsr.iv.next907, %for.body.us.us.2.prol ]
  %loop.index143.us.us.2.prol = phi i64 [ %.533.us.us.2.prol, %for.body.us.us.2.prol ], [ %loop.index143.us.us.2.ph, %for.body.us.us.2.prol.preheader ]
  %scevgep905 = getelementptr double, double* %.6.i97145.us.1, i64 %loop.index143.us.us.2.prol
  %.486167174.us.us.2.prol = load double, double* %scevgep905, align 8
  %.147.i.i.us.us.2.prol = fmul double %.486167174.us.us.2.prol, %.486167174.us.us.2.prol
  %spec.select.i.1.i.us.us.2.prol = fmul double %.486167174.us.us.2.prol, %.147.i.i.us.us.2.prol
  %.42.i.us.us.2.prol = tail call double @llvm.sin.f64(double %.486167174.us.us.2.prol) #6
  %.47.i.us.us.2.prol = fsub double %.42.i.us.us.2.prol, %spec.select.i.1.i.us.us.2.prol
  %.48.i.us.us.2.prol = fmul double %.47.i.us.us.2.prol, %arg.h
  %.49.i.us.us.2.prol = fadd double %.486167174.us.us.2.prol, %.48.i.us.us.2.prol
  %scevgep904 = getelementptr double, double* %.6.i97145.us.2, i64 %loop.index143.us.us.2.prol
  store double %.49.i.us.us.2.prol, double* %scevgep904, align 8
  %.533.us.us.2.prol = add nuw i64 %loop.index143.us.us.2.prol, 1
  %lsr.iv.next907 = add nsw i64 %lsr.iv906, -1
  %prol.iter398.cmp.not = icmp eq i64 %lsr.iv.next907, 0
  br i1 %prol.iter398.cmp.not, label %for.body.us.us.2.prol.loopexit, label %for.body.us.us.2.prol, !llvm.loop !44

for.body.us.us.2.prol.loopexit:                   ; preds = %for.body.us.us.2.prol, %for.body.us.us.2.preheader382
  %loop.index143.us.us.2.unr = phi i64 [ %loop.index143.us.us.2.ph, %for.body.us.us.2.preheader382 ], [ %.533.us.us.2.prol, %for.body.us.us.2.prol ]
  %344 = icmp ult i64 %343, 7
  br i1 %344, label %B146.endif.endif.endif.endif.endif, label %for.body.us.us.2.preheader455

for.body.us.us.2.preheader455:                    ; preds = %for.body.us.us.2.prol.loopexit
  br label %for.body.us.us.2

for.body.us209.2:                                 ; preds = %for.body.us209.2, %for.body.us209.2.preheader.new
  %loop.index143.us210.2 = phi i64 [ 0, %for.body.us209.2.preheader.new ], [ %.533.us221.2.7, %for.body.us209.2 ]
  %.486167174.us211.2 = load double, double* %.6.i97145.us.1, align 8
  %.147.i.i.us214.2 = fmul double %.486167174.us211.2, %.486167174.us211.2
  %spec.select.i.1.i.us215.2 = fmul double %.486167174.us211.2, %.147.i.i.us214.2
  %.42.i.us216.2 = tail call double @llvm.sin.f64(double %.486167174.us211.2) #6
  %.47.i.us217.2 = fsub double %.42.i.us216.2, %spec.select.i.1.i.us215.2
  %.48.i.us218.2 = fmul double %.47.i.us217.2, %arg.h
  %.49.i.us219.2 = fadd double %.486167174.us211.2, %.48.i.us218.2
  %sunkaddr1413 = mul i64 %loop.index143.us210.2, 8
  %345 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1414 = getelementptr i8, i8* %345, i64 %sunkaddr1413
  %346 = bitcast i8* %sunkaddr1414 to double*
  store double %.49.i.us219.2, double* %346, align 8
  %.486167174.us211.2.1 = load double, double* %.6.i97145.us.1, align 8
  %.147.i.i.us214.2.1 = fmul double %.486167174.us211.2.1, %.486167174.us211.2.1
  %spec.select.i.1.i.us215.2.1 = fmul double %.486167174.us211.2.1, %.147.i.i.us214.2.1
  %.42.i.us216.2.1 = tail call double @llvm.sin.f64(double %.486167174.us211.2.1) #6
  %.47.i.us217.2.1 = fsub double %.42.i.us216.2.1, %spec.select.i.1.i.us215.2.1
  %.48.i.us218.2.1 = fmul double %.47.i.us217.2.1, %arg.h
  %.49.i.us219.2.1 = fadd double %.486167174.us211.2.1, %.48.i.us218.2.1
  %sunkaddr1415 = mul i64 %loop.index143.us210.2, 8
  %347 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1416 = getelementptr i8, i8* %347, i64 %sunkaddr1415
  %sunkaddr1417 = getelementptr i8, i8* %sunkaddr1416, i64 8
  %348 = bitcast i8* %sunkaddr1417 to double*
  store double %.49.i.us219.2.1, double* %348, align 8
  %.486167174.us211.2.2 = load double, double* %.6.i97145.us.1, align 8
  %.147.i.i.us214.2.2 = fmul double %.486167174.us211.2.2, %.486167174.us211.2.2
  %spec.select.i.1.i.us215.2.2 = fmul double %.486167174.us211.2.2, %.147.i.i.us214.2.2
  %.42.i.us216.2.2 = tail call double @llvm.sin.f64(double %.486167174.us211.2.2) #6
  %.47.i.us217.2.2 = fsub double %.42.i.us216.2.2, %spec.select.i.1.i.us215.2.2
  %.48.i.us218.2.2 = fmul double %.47.i.us217.2.2, %arg.h
  %.49.i.us219.2.2 = fadd double %.486167174.us211.2.2, %.48.i.us218.2.2
  %sunkaddr1418 = mul i64 %loop.index143.us210.2, 8
  %349 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1419 = getelementptr i8, i8* %349, i64 %sunkaddr1418
  %sunkaddr1420 = getelementptr i8, i8* %sunkaddr1419, i64 16
  %350 = bitcast i8* %sunkaddr1420 to double*
  store double %.49.i.us219.2.2, double* %350, align 8
  %.486167174.us211.2.3 = load double, double* %.6.i97145.us.1, align 8
  %.147.i.i.us214.2.3 = fmul double %.486167174.us211.2.3, %.486167174.us211.2.3
  %spec.select.i.1.i.us215.2.3 = fmul double %.486167174.us211.2.3, %.147.i.i.us214.2.3
  %.42.i.us216.2.3 = tail call double @llvm.sin.f64(double %.486167174.us211.2.3) #6
  %.47.i.us217.2.3 = fsub double %.42.i.us216.2.3, %spec.select.i.1.i.us215.2.3
  %.48.i.us218.2.3 = fmul double %.47.i.us217.2.3, %arg.h
  %.49.i.us219.2.3 = fadd double %.486167174.us211.2.3, %.48.i.us218.2.3
  %sunkaddr1421 = mul i64 %loop.index143.us210.2, 8
  %351 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1422 = getelementptr i8, i8* %351, i64 %sunkaddr1421
  %sunkaddr1423 = getelementptr i8, i8* %sunkaddr1422, i64 24
  %352 = bitcast i8* %sunkaddr1423 to double*
  store double %.49.i.us219.2.3, double* %352, align 8
  %.486167174.us211.2.4 = load double, double* %.6.i97145.us.1, align 8
  %.147.i.i.us214.2.4 = fmul double %.486167174.us211.2.4, %.486167174.us211.2.4
  %spec.select.i.1.i.us215.2.4 = fmul double %.486167174.us211.2.4, %.147.i.i.us214.2.4
  %.42.i.us216.2.4 = tail call double @llvm.sin.f64(double %.486167174.us211.2.4) #6
  %.47.i.us217.2.4 = fsub double %.42.i.us216.2.4, %spec.select.i.1.i.us215.2.4
  %.48.i.us218.2.4 = fmul double %.47.i.us217.2.4, %arg.h
  %.49.i.us219.2.4 = fadd double %.486167174.us211.2.4, %.48.i.us218.2.4
  %sunkaddr1424 = mul i64 %loop.index143.us210.2, 8
  %353 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1425 = getelementptr i8, i8* %353, i64 %sunkaddr1424
  %sunkaddr1426 = getelementptr i8, i8* %sunkaddr1425, i64 32
  %354 = bitcast i8* %sunkaddr1426 to double*
  store double %.49.i.us219.2.4, double* %354, align 8
  %.486167174.us211.2.5 = load double, double* %.6.i97145.us.1, align 8
  %.147.i.i.us214.2.5 = fmul double %.486167174.us211.2.5, %.486167174.us211.2.5
  %spec.select.i.1.i.us215.2.5 = fmul double %.486167174.us211.2.5, %.147.i.i.us214.2.5
  %.42.i.us216.2.5 = tail call double @llvm.sin.f64(double %.486167174.us211.2.5) #6
  %.47.i.us217.2.5 = fsub double %.42.i.us216.2.5, %spec.select.i.1.i.us215.2.5
  %.48.i.us218.2.5 = fmul double %.47.i.us217.2.5, %arg.h
  %.49.i.us219.2.5 = fadd double %.486167174.us211.2.5, %.48.i.us218.2.5
  %sunkaddr1427 = mul i64 %loop.index143.us210.2, 8
  %355 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1428 = getelementptr i8, i8* %355, i64 %sunkaddr1427
  %sunkaddr1429 = getelementptr i8, i8* %sunkaddr1428, i64 40
  %356 = bitcast i8* %sunkaddr1429 to double*
  store double %.49.i.us219.2.5, double* %356, align 8
  %.486167174.us211.2.6 = load double, double* %.6.i97145.us.1, align 8
  %.147.i.i.us214.2.6 = fmul double %.486167174.us211.2.6, %.486167174.us211.2.6
  %spec.select.i.1.i.us215.2.6 = fmul double %.486167174.us211.2.6, %.147.i.i.us214.2.6
  %.42.i.us216.2.6 = tail call double @llvm.sin.f64(double %.486167174.us211.2.6) #6
  %.47.i.us217.2.6 = fsub double %.42.i.us216.2.6, %spec.select.i.1.i.us215.2.6
  %.48.i.us218.2.6 = fmul double %.47.i.us217.2.6, %arg.h
  %.49.i.us219.2.6 = fadd double %.486167174.us211.2.6, %.48.i.us218.2.6
  %sunkaddr1430 = mul i64 %loop.index143.us210.2, 8
  %357 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1431 = getelementptr i8, i8* %357, i64 %sunkaddr1430
  %sunkaddr1432 = getelementptr i8, i8* %sunkaddr1431, i64 48
  %358 = bitcast i8* %sunkaddr1432 to double*
  store double %.49.i.us219.2.6, double* %358, align 8
  %.486167174.us211.2.7 = load double, double* %.6.i97145.us.1, align 8
  %.147.i.i.us214.2.7 = fmul double %.486167174.us211.2.7, %.486167174.us211.2.7
  %spec.select.i.1.i.us215.2.7 = fmul double %.486167174.us211.2.7, %.147.i.i.us214.2.7
  %.42.i.us216.2.7 = tail call double @llvm.sin.f64(double %.486167174.us211.2.7) #6
  %.47.i.us217.2.7 = fsub double %.42.i.us216.2.7, %spec.select.i.1.i.us215.2.7
  %.48.i.us218.2.7 = fmul double %.47.i.us217.2.7, %arg.h
  %.49.i.us219.2.7 = fadd double %.486167174.us211.2.7, %.48.i.us218.2.7
  %sunkaddr1433 = mul i64 %loop.index143.us210.2, 8
  %359 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1434 = getelementptr i8, i8* %359, i64 %sunkaddr1433
  %sunkaddr1435 = getelementptr i8, i8* %sunkaddr1434, i64 56
  %360 = bitcast i8* %sunkaddr1435 to double*
  store double %.49.i.us219.2.7, double* %360, align 8
  %.533.us221.2.7 = add nuw i64 %loop.index143.us210.2, 8
  %niter408.ncmp.7 = icmp eq i64 %unroll_iter407, %.533.us221.2.7
  br i1 %niter408.ncmp.7, label %B146.endif.endif.endif.endif.endif.loopexit383.unr-lcssa, label %for.body.us209.2, !llvm.loop !45

for.body.us.us.2:                                 ; preds = %for.body.us.us.2.preheader455, %for.body.us.us.2
  %loop.index143.us.us.2 = phi i64 [ %.533.us.us.2.7, %for.body.us.us.2 ], [ %loop.index143.us.us.2.unr, %for.body.us.us.2.preheader455 ]
  %sunkaddr1436 = mul i64 %loop.index143.us.us.2, 8
  %361 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1437 = getelementptr i8, i8* %361, i64 %sunkaddr1436
  %362 = bitcast i8* %sunkaddr1437 to double*
  %.486167174.us.us.2 = load double, double* %362, align 8
  %.147.i.i.us.us.2 = fmul double %.486167174.us.us.2, %.486167174.us.us.2
  %spec.select.i.1.i.us.us.2 = fmul double %.486167174.us.us.2, %.147.i.i.us.us.2
  %.42.i.us.us.2 = tail call double @llvm.sin.f64(double %.486167174.us.us.2) #6
  %.47.i.us.us.2 = fsub double %.42.i.us.us.2, %spec.select.i.1.i.us.us.2
  %.48.i.us.us.2 = fmul double %.47.i.us.us.2, %arg.h
  %.49.i.us.us.2 = fadd double %.486167174.us.us.2, %.48.i.us.us.2
  %sunkaddr1438 = mul i64 %loop.index143.us.us.2, 8
  %363 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1439 = getelementptr i8, i8* %363, i64 %sunkaddr1438
  %364 = bitcast i8* %sunkaddr1439 to double*
  store double %.49.i.us.us.2, double* %364, align 8
  %sunkaddr1440 = mul i64 %loop.index143.us.us.2, 8
  %365 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1441 = getelementptr i8, i8* %365, i64 %sunkaddr1440
  %sunkaddr1442 = getelementptr i8, i8* %sunkaddr1441, i64 8
  %366 = bitcast i8* %sunkaddr1442 to double*
  %.486167174.us.us.2.1 = load double, double* %366, align 8
  %.147.i.i.us.us.2.1 = fmul double %.486167174.us.us.2.1, %.486167174.us.us.2.1
  %spec.select.i.1.i.us.us.2.1 = fmul double %.486167174.us.us.2.1, %.147.i.i.us.us.2.1
  %.42.i.us.us.2.1 = tail call double @llvm.sin.f64(double %.486167174.us.us.2.1) #6
  %.47.i.us.us.2.1 = fsub double %.42.i.us.us.2.1, %spec.select.i.1.i.us.us.2.1
  %.48.i.us.us.2.1 = fmul double %.47.i.us.us.2.1, %arg.h
  %.49.i.us.us.2.1 = fadd double %.486167174.us.us.2.1, %.48.i.us.us.2.1
  %sunkaddr1443 = mul i64 %loop.index143.us.us.2, 8
  %367 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1444 = getelementptr i8, i8* %367, i64 %sunkaddr1443
  %sunkaddr1445 = getelementptr i8, i8* %sunkaddr1444, i64 8
  %368 = bitcast i8* %sunkaddr1445 to double*
  store double %.49.i.us.us.2.1, double* %368, align 8
  %sunkaddr1446 = mul i64 %loop.index143.us.us.2, 8
  %369 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1447 = getelementptr i8, i8* %369, i64 %sunkaddr1446
  %sunkaddr1448 = getelementptr i8, i8* %sunkaddr1447, i64 16
  %370 = bitcast i8* %sunkaddr1448 to double*
  %.486167174.us.us.2.2 = load double, double* %370, align 8
  %.147.i.i.us.us.2.2 = fmul double %.486167174.us.us.2.2, %.486167174.us.us.2.2
  %spec.select.i.1.i.us.us.2.2 = fmul double %.486167174.us.us.2.2, %.147.i.i.us.us.2.2
  %.42.i.us.us.2.2 = tail call double @llvm.sin.f64(double %.486167174.us.us.2.2) #6
  %.47.i.us.us.2.2 = fsub double %.42.i.us.us.2.2, %spec.select.i.1.i.us.us.2.2
  %.48.i.us.us.2.2 = fmul double %.47.i.us.us.2.2, %arg.h
  %.49.i.us.us.2.2 = fadd double %.486167174.us.us.2.2, %.48.i.us.us.2.2
  %sunkaddr1449 = mul i64 %loop.index143.us.us.2, 8
  %371 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1450 = getelementptr i8, i8* %371, i64 %sunkaddr1449
  %sunkaddr1451 = getelementptr i8, i8* %sunkaddr1450, i64 16
  %372 = bitcast i8* %sunkaddr1451 to double*
  store double %.49.i.us.us.2.2, double* %372, align 8
  %sunkaddr1452 = mul i64 %loop.index143.us.us.2, 8
  %373 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1453 = getelementptr i8, i8* %373, i64 %sunkaddr1452
  %sunkaddr1454 = getelementptr i8, i8* %sunkaddr1453, i64 24
  %374 = bitcast i8* %sunkaddr1454 to double*
  %.486167174.us.us.2.3 = load double, double* %374, align 8
  %.147.i.i.us.us.2.3 = fmul double %.486167174.us.us.2.3, %.486167174.us.us.2.3
  %spec.select.i.1.i.us.us.2.3 = fmul double %.486167174.us.us.2.3, %.147.i.i.us.us.2.3
  %.42.i.us.us.2.3 = tail call double @llvm.sin.f64(double %.486167174.us.us.2.3) #6
  %.47.i.us.us.2.3 = fsub double %.42.i.us.us.2.3, %spec.select.i.1.i.us.us.2.3
  %.48.i.us.us.2.3 = fmul double %.47.i.us.us.2.3, %arg.h
  %.49.i.us.us.2.3 = fadd double %.486167174.us.us.2.3, %.48.i.us.us.2.3
  %sunkaddr1455 = mul i64 %loop.index143.us.us.2, 8
  %375 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1456 = getelementptr i8, i8* %375, i64 %sunkaddr1455
  %sunkaddr1457 = getelementptr i8, i8* %sunkaddr1456, i64 24
  %376 = bitcast i8* %sunkaddr1457 to double*
  store double %.49.i.us.us.2.3, double* %376, align 8
  %sunkaddr1458 = mul i64 %loop.index143.us.us.2, 8
  %377 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1459 = getelementptr i8, i8* %377, i64 %sunkaddr1458
  %sunkaddr1460 = getelementptr i8, i8* %sunkaddr1459, i64 32
  %378 = bitcast i8* %sunkaddr1460 to double*
  %.486167174.us.us.2.4 = load double, double* %378, align 8
  %.147.i.i.us.us.2.4 = fmul double %.486167174.us.us.2.4, %.486167174.us.us.2.4
  %spec.select.i.1.i.us.us.2.4 = fmul double %.486167174.us.us.2.4, %.147.i.i.us.us.2.4
  %.42.i.us.us.2.4 = tail call double @llvm.sin.f64(double %.486167174.us.us.2.4) #6
  %.47.i.us.us.2.4 = fsub double %.42.i.us.us.2.4, %spec.select.i.1.i.us.us.2.4
  %.48.i.us.us.2.4 = fmul double %.47.i.us.us.2.4, %arg.h
  %.49.i.us.us.2.4 = fadd double %.486167174.us.us.2.4, %.48.i.us.us.2.4
  %sunkaddr1461 = mul i64 %loop.index143.us.us.2, 8
  %379 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1462 = getelementptr i8, i8* %379, i64 %sunkaddr1461
  %sunkaddr1463 = getelementptr i8, i8* %sunkaddr1462, i64 32
  %380 = bitcast i8* %sunkaddr1463 to double*
  store double %.49.i.us.us.2.4, double* %380, align 8
  %sunkaddr1464 = mul i64 %loop.index143.us.us.2, 8
  %381 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1465 = getelementptr i8, i8* %381, i64 %sunkaddr1464
  %sunkaddr1466 = getelementptr i8, i8* %sunkaddr1465, i64 40
  %382 = bitcast i8* %sunkaddr1466 to double*
  %.486167174.us.us.2.5 = load double, double* %382, align 8
  %.147.i.i.us.us.2.5 = fmul double %.486167174.us.us.2.5, %.486167174.us.us.2.5
  %spec.select.i.1.i.us.us.2.5 = fmul double %.486167174.us.us.2.5, %.147.i.i.us.us.2.5
  %.42.i.us.us.2.5 = tail call double @llvm.sin.f64(double %.486167174.us.us.2.5) #6
  %.47.i.us.us.2.5 = fsub double %.42.i.us.us.2.5, %spec.select.i.1.i.us.us.2.5
  %.48.i.us.us.2.5 = fmul double %.47.i.us.us.2.5, %arg.h
  %.49.i.us.us.2.5 = fadd double %.486167174.us.us.2.5, %.48.i.us.us.2.5
  %sunkaddr1467 = mul i64 %loop.index143.us.us.2, 8
  %383 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1468 = getelementptr i8, i8* %383, i64 %sunkaddr1467
  %sunkaddr1469 = getelementptr i8, i8* %sunkaddr1468, i64 40
  %384 = bitcast i8* %sunkaddr1469 to double*
  store double %.49.i.us.us.2.5, double* %384, align 8
  %sunkaddr1470 = mul i64 %loop.index143.us.us.2, 8
  %385 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1471 = getelementptr i8, i8* %385, i64 %sunkaddr1470
  %sunkaddr1472 = getelementptr i8, i8* %sunkaddr1471, i64 48
  %386 = bitcast i8* %sunkaddr1472 to double*
  %.486167174.us.us.2.6 = load double, double* %386, align 8
  %.147.i.i.us.us.2.6 = fmul double %.486167174.us.us.2.6, %.486167174.us.us.2.6
  %spec.select.i.1.i.us.us.2.6 = fmul double %.486167174.us.us.2.6, %.147.i.i.us.us.2.6
  %.42.i.us.us.2.6 = tail call double @llvm.sin.f64(double %.486167174.us.us.2.6) #6
  %.47.i.us.us.2.6 = fsub double %.42.i.us.us.2.6, %spec.select.i.1.i.us.us.2.6
  %.48.i.us.us.2.6 = fmul double %.47.i.us.us.2.6, %arg.h
  %.49.i.us.us.2.6 = fadd double %.486167174.us.us.2.6, %.48.i.us.us.2.6
  %sunkaddr1473 = mul i64 %loop.index143.us.us.2, 8
  %387 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1474 = getelementptr i8, i8* %387, i64 %sunkaddr1473
  %sunkaddr1475 = getelementptr i8, i8* %sunkaddr1474, i64 48
  %388 = bitcast i8* %sunkaddr1475 to double*
  store double %.49.i.us.us.2.6, double* %388, align 8
  %sunkaddr1476 = mul i64 %loop.index143.us.us.2, 8
  %389 = bitcast double* %.6.i97145.us.1 to i8*
  %sunkaddr1477 = getelementptr i8, i8* %389, i64 %sunkaddr1476
  %sunkaddr1478 = getelementptr i8, i8* %sunkaddr1477, i64 56
  %390 = bitcast i8* %sunkaddr1478 to double*
  %.486167174.us.us.2.7 = load double, double* %390, align 8
  %.147.i.i.us.us.2.7 = fmul double %.486167174.us.us.2.7, %.486167174.us.us.2.7
  %spec.select.i.1.i.us.us.2.7 = fmul double %.486167174.us.us.2.7, %.147.i.i.us.us.2.7
  %.42.i.us.us.2.7 = tail call double @llvm.sin.f64(double %.486167174.us.us.2.7) #6
  %.47.i.us.us.2.7 = fsub double %.42.i.us.us.2.7, %spec.select.i.1.i.us.us.2.7
  %.48.i.us.us.2.7 = fmul double %.47.i.us.us.2.7, %arg.h
  %.49.i.us.us.2.7 = fadd double %.486167174.us.us.2.7, %.48.i.us.us.2.7
  %sunkaddr1479 = mul i64 %loop.index143.us.us.2, 8
  %391 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1480 = getelementptr i8, i8* %391, i64 %sunkaddr1479
  %sunkaddr1481 = getelementptr i8, i8* %sunkaddr1480, i64 56
  %392 = bitcast i8* %sunkaddr1481 to double*
  store double %.49.i.us.us.2.7, double* %392, align 8
  %.533.us.us.2.7 = add nuw nsw i64 %loop.index143.us.us.2, 8
  %exitcond233.2.not.7 = icmp eq i64 %arg.y0.5.0, %.533.us.us.2.7
  br i1 %exitcond233.2.not.7, label %B146.endif.endif.endif.endif.endif, label %for.body.us.us.2, !llvm.loop !46

for.body.us.us:                                   ; preds = %for.body.us.us.preheader459, %for.body.us.us
  %loop.index143.us.us = phi i64 [ %.533.us.us.7, %for.body.us.us ], [ %loop.index143.us.us.unr, %for.body.us.us.preheader459 ]
  %sunkaddr1482 = mul i64 %loop.index143.us.us, 8
  %sunkaddr1483 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1482
  %393 = bitcast i8* %sunkaddr1483 to double*
  %.486167174.us.us = load double, double* %393, align 8
  %.147.i.i.us.us = fmul double %.486167174.us.us, %.486167174.us.us
  %spec.select.i.1.i.us.us = fmul double %.486167174.us.us, %.147.i.i.us.us
  %.42.i.us.us = tail call double @llvm.sin.f64(double %.486167174.us.us) #6
  %.47.i.us.us = fsub double %.42.i.us.us, %spec.select.i.1.i.us.us
  %.48.i.us.us = fmul double %.47.i.us.us, %arg.h
  %.49.i.us.us = fadd double %.486167174.us.us, %.48.i.us.us
  %sunkaddr1484 = mul i64 %loop.index143.us.us, 8
  %394 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1485 = getelementptr i8, i8* %394, i64 %sunkaddr1484
  %395 = bitcast i8* %sunkaddr1485 to double*
  store double %.49.i.us.us, double* %395, align 8
  %sunkaddr1486 = mul i64 %loop.index143.us.us, 8
  %sunkaddr1487 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1486
  %sunkaddr1488 = getelementptr i8, i8* %sunkaddr1487, i64 8
  %396 = bitcast i8* %sunkaddr1488 to double*
  %.486167174.us.us.1427 = load double, double* %396, align 8
  %.147.i.i.us.us.1428 = fmul double %.486167174.us.us.1427, %.486167174.us.us.1427
  %spec.select.i.1.i.us.us.1429 = fmul double %.486167174.us.us.1427, %.147.i.i.us.us.1428
  %.42.i.us.us.1430 = tail call double @llvm.sin.f64(double %.486167174.us.us.1427) #6
  %.47.i.us.us.1431 = fsub double %.42.i.us.us.1430, %spec.select.i.1.i.us.us.1429
  %.48.i.us.us.1432 = fmul double %.47.i.us.us.1431, %arg.h
  %.49.i.us.us.1433 = fadd double %.486167174.us.us.1427, %.48.i.us.us.1432
  %sunkaddr1489 = mul i64 %loop.index143.us.us, 8
  %397 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1490 = getelementptr i8, i8* %397, i64 %sunkaddr1489
  %sunkaddr1491 = getelementptr i8, i8* %sunkaddr1490, i64 8
  %398 = bitcast i8* %sunkaddr1491 to double*
  store double %.49.i.us.us.1433, double* %398, align 8
  %sunkaddr1492 = mul i64 %loop.index143.us.us, 8
  %sunkaddr1493 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1492
  %sunkaddr1494 = getelementptr i8, i8* %sunkaddr1493, i64 16
  %399 = bitcast i8* %sunkaddr1494 to double*
  %.486167174.us.us.2439 = load double, double* %399, align 8
  %.147.i.i.us.us.2440 = fmul double %.486167174.us.us.2439, %.486167174.us.us.2439
  %spec.select.i.1.i.us.us.2441 = fmul double %.486167174.us.us.2439, %.147.i.i.us.us.2440
  %.42.i.us.us.2442 = tail call double @llvm.sin.f64(double %.486167174.us.us.2439) #6
  %.47.i.us.us.2443 = fsub double %.42.i.us.us.2442, %spec.select.i.1.i.us.us.2441
  %.48.i.us.us.2444 = fmul double %.47.i.us.us.2443, %arg.h
  %.49.i.us.us.2445 = fadd double %.486167174.us.us.2439, %.48.i.us.us.2444
  %sunkaddr1495 = mul i64 %loop.index143.us.us, 8
  %400 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1496 = getelementptr i8, i8* %400, i64 %sunkaddr1495
  %sunkaddr1497 = getelementptr i8, i8* %sunkaddr1496, i64 16
  %401 = bitcast i8* %sunkaddr1497 to double*
  store double %.49.i.us.us.2445, double* %401, align 8
  %sunkaddr1498 = mul i64 %loop.index143.us.us, 8
  %sunkaddr1499 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1498
  %sunkaddr1500 = getelementptr i8, i8* %sunkaddr1499, i64 24
  %402 = bitcast i8* %sunkaddr1500 to double*
  %.486167174.us.us.3 = load double, double* %402, align 8
  %.147.i.i.us.us.3 = fmul double %.486167174.us.us.3, %.486167174.us.us.3
  %spec.select.i.1.i.us.us.3 = fmul double %.486167174.us.us.3, %.147.i.i.us.us.3
  %.42.i.us.us.3 = tail call double @llvm.sin.f64(double %.486167174.us.us.3) #6
  %.47.i.us.us.3 = fsub double %.42.i.us.us.3, %spec.select.i.1.i.us.us.3
  %.48.i.us.us.3 = fmul double %.47.i.us.us.3, %arg.h
  %.49.i.us.us.3 = fadd double %.486167174.us.us.3, %.48.i.us.us.3
  %sunkaddr1501 = mul i64 %loop.index143.us.us, 8
  %403 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1502 = getelementptr i8, i8* %403, i64 %sunkaddr1501
  %sunkaddr1503 = getelementptr i8, i8* %sunkaddr1502, i64 24
  %404 = bitcast i8* %sunkaddr1503 to double*
  store double %.49.i.us.us.3, double* %404, align 8
  %sunkaddr1504 = mul i64 %loop.index143.us.us, 8
  %sunkaddr1505 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1504
  %sunkaddr1506 = getelementptr i8, i8* %sunkaddr1505, i64 32
  %405 = bitcast i8* %sunkaddr1506 to double*
  %.486167174.us.us.4 = load double, double* %405, align 8
  %.147.i.i.us.us.4 = fmul double %.486167174.us.us.4, %.486167174.us.us.4
  %spec.select.i.1.i.us.us.4 = fmul double %.486167174.us.us.4, %.147.i.i.us.us.4
  %.42.i.us.us.4 = tail call double @llvm.sin.f64(double %.486167174.us.us.4) #6
  %.47.i.us.us.4 = fsub double %.42.i.us.us.4, %spec.select.i.1.i.us.us.4
  %.48.i.us.us.4 = fmul double %.47.i.us.us.4, %arg.h
  %.49.i.us.us.4 = fadd double %.486167174.us.us.4, %.48.i.us.us.4
  %sunkaddr1507 = mul i64 %loop.index143.us.us, 8
  %406 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1508 = getelementptr i8, i8* %406, i64 %sunkaddr1507
  %sunkaddr1509 = getelementptr i8, i8* %sunkaddr1508, i64 32
  %407 = bitcast i8* %sunkaddr1509 to double*
  store double %.49.i.us.us.4, double* %407, align 8
  %sunkaddr1510 = mul i64 %loop.index143.us.us, 8
  %sunkaddr1511 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1510
  %sunkaddr1512 = getelementptr i8, i8* %sunkaddr1511, i64 40
  %408 = bitcast i8* %sunkaddr1512 to double*
  %.486167174.us.us.5 = load double, double* %408, align 8
  %.147.i.i.us.us.5 = fmul double %.486167174.us.us.5, %.486167174.us.us.5
  %spec.select.i.1.i.us.us.5 = fmul double %.486167174.us.us.5, %.147.i.i.us.us.5
  %.42.i.us.us.5 = tail call double @llvm.sin.f64(double %.486167174.us.us.5) #6
  %.47.i.us.us.5 = fsub double %.42.i.us.us.5, %spec.select.i.1.i.us.us.5
  %.48.i.us.us.5 = fmul double %.47.i.us.us.5, %arg.h
  %.49.i.us.us.5 = fadd double %.486167174.us.us.5, %.48.i.us.us.5
  %sunkaddr1513 = mul i64 %loop.index143.us.us, 8
  %409 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1514 = getelementptr i8, i8* %409, i64 %sunkaddr1513
  %sunkaddr1515 = getelementptr i8, i8* %sunkaddr1514, i64 40
  %410 = bitcast i8* %sunkaddr1515 to double*
  store double %.49.i.us.us.5, double* %410, align 8
  %sunkaddr1516 = mul i64 %loop.index143.us.us, 8
  %sunkaddr1517 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1516
  %sunkaddr1518 = getelementptr i8, i8* %sunkaddr1517, i64 48
  %411 = bitcast i8* %sunkaddr1518 to double*
  %.486167174.us.us.6 = load double, double* %411, align 8
  %.147.i.i.us.us.6 = fmul double %.486167174.us.us.6, %.486167174.us.us.6
  %spec.select.i.1.i.us.us.6 = fmul double %.486167174.us.us.6, %.147.i.i.us.us.6
  %.42.i.us.us.6 = tail call double @llvm.sin.f64(double %.486167174.us.us.6) #6
  %.47.i.us.us.6 = fsub double %.42.i.us.us.6, %spec.select.i.1.i.us.us.6
  %.48.i.us.us.6 = fmul double %.47.i.us.us.6, %arg.h
  %.49.i.us.us.6 = fadd double %.486167174.us.us.6, %.48.i.us.us.6
  %sunkaddr1519 = mul i64 %loop.index143.us.us, 8
  %412 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1520 = getelementptr i8, i8* %412, i64 %sunkaddr1519
  %sunkaddr1521 = getelementptr i8, i8* %sunkaddr1520, i64 48
  %413 = bitcast i8* %sunkaddr1521 to double*
  store double %.49.i.us.us.6, double* %413, align 8
  %sunkaddr1522 = mul i64 %loop.index143.us.us, 8
  %sunkaddr1523 = getelementptr i8, i8* %.6.i24, i64 %sunkaddr1522
  %sunkaddr1524 = getelementptr i8, i8* %sunkaddr1523, i64 56
  %414 = bitcast i8* %sunkaddr1524 to double*
  %.486167174.us.us.7 = load double, double* %414, align 8
  %.147.i.i.us.us.7 = fmul double %.486167174.us.us.7, %.486167174.us.us.7
  %spec.select.i.1.i.us.us.7 = fmul double %.486167174.us.us.7, %.147.i.i.us.us.7
  %.42.i.us.us.7 = tail call double @llvm.sin.f64(double %.486167174.us.us.7) #6
  %.47.i.us.us.7 = fsub double %.42.i.us.us.7, %spec.select.i.1.i.us.us.7
  %.48.i.us.us.7 = fmul double %.47.i.us.us.7, %arg.h
  %.49.i.us.us.7 = fadd double %.486167174.us.us.7, %.48.i.us.us.7
  %sunkaddr1525 = mul i64 %loop.index143.us.us, 8
  %415 = bitcast double* %.6.i97145.us to i8*
  %sunkaddr1526 = getelementptr i8, i8* %415, i64 %sunkaddr1525
  %sunkaddr1527 = getelementptr i8, i8* %sunkaddr1526, i64 56
  %416 = bitcast i8* %sunkaddr1527 to double*
  store double %.49.i.us.us.7, double* %416, align 8
  %.533.us.us.7 = add nuw nsw i64 %loop.index143.us.us, 8
  %exitcond233.not.7 = icmp eq i64 %arg.y0.5.0, %.533.us.us.7
  br i1 %exitcond233.not.7, label %for.end.loopexit.us, label %for.body.us.us, !llvm.loop !47

B76.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B76.preheader, %B76.endif.endif.endif.endif.endif.endif.endif.endif, %B76.endif.endif.endif.endif.endif.endif.endif.endif.1, %B76.us.preheader, %for.end.loopexit.us, %for.end.loopexit.us.1
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449926331776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B76.preheader
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.7.i.i98.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !19
  %.8.i.i99.1 = icmp eq i8* %.7.i.i98.1, null
  br i1 %.8.i.i99.1, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif.endif.endif.1, !prof !0

B76.endif.endif.endif.endif.endif.endif.endif.endif.1: ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i98.us)
  %.7.i.i98.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !19
  %.8.i.i99.2 = icmp eq i8* %.7.i.i98.2, null
  br i1 %.8.i.i99.2, label %B76.endif.endif.endif.endif.endif.endif.endif.if, label %B146.endif.endif.endif.endif.endif.thread, !prof !0

B146.endif.endif.endif.endif.endif.loopexit383.unr-lcssa: ; preds = %for.body.us209.2, %for.body.us209.2.preheader
  %loop.index143.us210.2.unr = phi i64 [ 0, %for.body.us209.2.preheader ], [ %.533.us221.2.7, %for.body.us209.2 ]
  %lcmp.mod406.not = icmp eq i64 %xtraiter404, 0
  br i1 %lcmp.mod406.not, label %B146.endif.endif.endif.endif.endif, label %for.body.us209.2.epil.preheader

for.body.us209.2.epil.preheader:                  ; preds = %B146.endif.endif.endif.endif.endif.loopexit383.unr-lcssa
  %scevgep968 = getelementptr double, double* %.6.i97145.us.2, i64 %loop.index143.us210.2.unr
  br label %for.body.us209.2.epil

for.body.us209.2.epil:                            ; preds = %for.body.us209.2.epil.preheader, %for.body.us209.2.epil
  %epil.iter405 = phi i64 [ %epil.iter405.next, %for.body.us209.2.epil ], [ 0, %for.body.us209.2.epil.preheader ]
  %.486167174.us211.2.epil = load double, double* %.6.i97145.us.1, align 8
  %.147.i.i.us214.2.epil = fmul double %.486167174.us211.2.epil, %.486167174.us211.2.epil
  %spec.select.i.1.i.us215.2.epil = fmul double %.486167174.us211.2.epil, %.147.i.i.us214.2.epil
  %.42.i.us216.2.epil = tail call double @llvm.sin.f64(double %.486167174.us211.2.epil) #6
  %.47.i.us217.2.epil = fsub double %.42.i.us216.2.epil, %spec.select.i.1.i.us215.2.epil
  %.48.i.us218.2.epil = fmul double %.47.i.us217.2.epil, %arg.h
  %.49.i.us219.2.epil = fadd double %.486167174.us211.2.epil, %.48.i.us218.2.epil
  %scevgep969 = getelementptr double, double* %scevgep968, i64 %epil.iter405
  store double %.49.i.us219.2.epil, double* %scevgep969, align 8
  %epil.iter405.next = add i64 %epil.iter405, 1
  %epil.iter405.cmp.not = icmp eq i64 %xtraiter404, %epil.iter405.next
  br i1 %epil.iter405.cmp.not, label %B146.endif.endif.endif.endif.endif, label %for.body.us209.2.epil, !llvm.loop !48

B146.endif.endif.endif.endif.endif:               ; preds = %for.body.us209.2.epil, %for.body.us.us.2, %B146.endif.endif.endif.endif.endif.loopexit383.unr-lcssa, %for.body.us.us.2.prol.loopexit, %middle.block343
  tail call void @NRT_decref(i8* nonnull %.7.i.i98.us.1)
  %.7.i.i27 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !49
  %.8.i.i28 = icmp eq i8* %.7.i.i27, null
  br i1 %.8.i.i28, label %B146.endif.endif.endif.endif.endif.if, label %B146.endif.endif.endif.endif.endif.endif, !prof !0

B146.endif.endif.endif.endif.endif.thread:        ; preds = %B76.endif.endif.endif.endif.endif.endif.endif.endif.1
  tail call void @NRT_decref(i8* nonnull %.7.i.i98.1)
  %.7.i.i27236 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !49
  %.8.i.i28237 = icmp eq i8* %.7.i.i27236, null
  br i1 %.8.i.i28237, label %B146.endif.endif.endif.endif.endif.if, label %B146.endif.endif.endif.endif.endif.endif.thread, !prof !0

B146.endif.endif.endif.endif.endif.endif.thread:  ; preds = %B146.endif.endif.endif.endif.endif.thread
  %.5.i25244 = getelementptr i8, i8* %.7.i.i27236, i64 24
  %417 = bitcast i8* %.5.i25244 to double**
  %.6.i26144245 = load double*, double** %417, align 8
  br label %for.end.1

B146.endif.endif.endif.endif.endif.if:            ; preds = %B146.endif.endif.endif.endif.endif.thread, %B146.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140449926331776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B146.endif.endif.endif.endif.endif.endif:         ; preds = %B146.endif.endif.endif.endif.endif
  %418 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i25 = getelementptr i8, i8* %.7.i.i27, i64 24
  %419 = bitcast i8* %.5.i25 to double**
  %.6.i26144 = load double*, double** %419, align 8
  br i1 %418, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B146.endif.endif.endif.endif.endif.endif
  %.741.not = icmp eq i64 %arg.y0.5.0, 1
  br i1 %.741.not, label %for.end.1.thread, label %for.body.1.us.preheader

for.body.1.us.preheader:                          ; preds = %for.body.1.preheader
  %min.iters.check369 = icmp ult i64 %arg.y0.5.0, 32
  br i1 %min.iters.check369, label %for.body.1.us.preheader381, label %vector.memcheck357

vector.memcheck357:                               ; preds = %for.body.1.us.preheader
  %scevgep359 = getelementptr double, double* %.6.i26144, i64 %arg.y0.5.0
  %scevgep361 = getelementptr double, double* %.6.i97145.us.2, i64 %arg.y0.5.0
  %bound0363 = icmp ult double* %.6.i26144, %scevgep361
  %bound1364 = icmp ult double* %.6.i97145.us.2, %scevgep359
  %found.conflict365 = and i1 %bound0363, %bound1364
  br i1 %found.conflict365, label %for.body.1.us.preheader381, label %vector.ph370

vector.ph370:                                     ; preds = %vector.memcheck357
  %n.vec372 = and i64 %arg.y0.5.0, -32
  %420 = add i64 %n.vec372, -32
  %421 = lshr exact i64 %420, 5
  %422 = add nuw nsw i64 %421, 1
  %xtraiter391 = and i64 %422, 7
  %423 = icmp ult i64 %420, 224
  br i1 %423, label %middle.block366.unr-lcssa, label %vector.ph370.new

vector.ph370.new:                                 ; preds = %vector.ph370
  %unroll_iter394 = and i64 %422, 1152921504606846968
  %scevgep678 = getelementptr double, double* %.6.i97145.us.2, i64 248
  %scevgep774 = getelementptr double, double* %.6.i26144, i64 248
  br label %vector.body368

vector.body368:                                   ; preds = %vector.body368, %vector.ph370.new
  %lsr.iv870 = phi i64 [ %lsr.iv.next871, %vector.body368 ], [ %unroll_iter394, %vector.ph370.new ]
  %index375 = phi i64 [ 0, %vector.ph370.new ], [ %index.next380.7, %vector.body368 ]
  %scevgep762 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep762763 = bitcast double* %scevgep762 to <8 x double>*
  %scevgep764 = getelementptr <8 x double>, <8 x double>* %scevgep762763, i64 -31
  %wide.load376 = load <8 x double>, <8 x double>* %scevgep764, align 8, !alias.scope !56
  %scevgep771 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep771772 = bitcast double* %scevgep771 to <8 x double>*
  %scevgep773 = getelementptr <8 x double>, <8 x double>* %scevgep771772, i64 -30
  %wide.load377 = load <8 x double>, <8 x double>* %scevgep773, align 8, !alias.scope !56
  %scevgep768 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep768769 = bitcast double* %scevgep768 to <8 x double>*
  %scevgep770 = getelementptr <8 x double>, <8 x double>* %scevgep768769, i64 -29
  %wide.load378 = load <8 x double>, <8 x double>* %scevgep770, align 8, !alias.scope !56
  %scevgep765 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep765766 = bitcast double* %scevgep765 to <8 x double>*
  %scevgep767 = getelementptr <8 x double>, <8 x double>* %scevgep765766, i64 -28
  %wide.load379 = load <8 x double>, <8 x double>* %scevgep767, align 8, !alias.scope !56
  %424 = fmul <8 x double> %wide.load376, %wide.load376
  %425 = fmul <8 x double> %wide.load377, %wide.load377
  %426 = fmul <8 x double> %wide.load378, %wide.load378
  %427 = fmul <8 x double> %wide.load379, %wide.load379
  %scevgep858 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep858859 = bitcast double* %scevgep858 to <8 x double>*
  %scevgep860 = getelementptr <8 x double>, <8 x double>* %scevgep858859, i64 -31
  store <8 x double> %424, <8 x double>* %scevgep860, align 8, !alias.scope !59, !noalias !56
  %scevgep867 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep867868 = bitcast double* %scevgep867 to <8 x double>*
  %scevgep869 = getelementptr <8 x double>, <8 x double>* %scevgep867868, i64 -30
  store <8 x double> %425, <8 x double>* %scevgep869, align 8, !alias.scope !59, !noalias !56
  %scevgep864 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep864865 = bitcast double* %scevgep864 to <8 x double>*
  %scevgep866 = getelementptr <8 x double>, <8 x double>* %scevgep864865, i64 -29
  store <8 x double> %426, <8 x double>* %scevgep866, align 8, !alias.scope !59, !noalias !56
  %scevgep861 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep861862 = bitcast double* %scevgep861 to <8 x double>*
  %scevgep863 = getelementptr <8 x double>, <8 x double>* %scevgep861862, i64 -28
  store <8 x double> %427, <8 x double>* %scevgep863, align 8, !alias.scope !59, !noalias !56
  %scevgep748 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep748749 = bitcast double* %scevgep748 to <8 x double>*
  %scevgep750 = getelementptr <8 x double>, <8 x double>* %scevgep748749, i64 -27
  %wide.load376.1 = load <8 x double>, <8 x double>* %scevgep750, align 8, !alias.scope !56
  %scevgep745 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep745746 = bitcast double* %scevgep745 to <8 x double>*
  %scevgep747 = getelementptr <8 x double>, <8 x double>* %scevgep745746, i64 -26
  %wide.load377.1 = load <8 x double>, <8 x double>* %scevgep747, align 8, !alias.scope !56
  %scevgep742 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep742743 = bitcast double* %scevgep742 to <8 x double>*
  %scevgep744 = getelementptr <8 x double>, <8 x double>* %scevgep742743, i64 -25
  %wide.load378.1 = load <8 x double>, <8 x double>* %scevgep744, align 8, !alias.scope !56
  %scevgep739 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep739740 = bitcast double* %scevgep739 to <8 x double>*
  %scevgep741 = getelementptr <8 x double>, <8 x double>* %scevgep739740, i64 -24
  %wide.load379.1 = load <8 x double>, <8 x double>* %scevgep741, align 8, !alias.scope !56
  %428 = fmul <8 x double> %wide.load376.1, %wide.load376.1
  %429 = fmul <8 x double> %wide.load377.1, %wide.load377.1
  %430 = fmul <8 x double> %wide.load378.1, %wide.load378.1
  %431 = fmul <8 x double> %wide.load379.1, %wide.load379.1
  %scevgep844 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep844845 = bitcast double* %scevgep844 to <8 x double>*
  %scevgep846 = getelementptr <8 x double>, <8 x double>* %scevgep844845, i64 -27
  store <8 x double> %428, <8 x double>* %scevgep846, align 8, !alias.scope !59, !noalias !56
  %scevgep841 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep841842 = bitcast double* %scevgep841 to <8 x double>*
  %scevgep843 = getelementptr <8 x double>, <8 x double>* %scevgep841842, i64 -26
  store <8 x double> %429, <8 x double>* %scevgep843, align 8, !alias.scope !59, !noalias !56
  %scevgep838 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep838839 = bitcast double* %scevgep838 to <8 x double>*
  %scevgep840 = getelementptr <8 x double>, <8 x double>* %scevgep838839, i64 -25
  store <8 x double> %430, <8 x double>* %scevgep840, align 8, !alias.scope !59, !noalias !56
  %scevgep835 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep835836 = bitcast double* %scevgep835 to <8 x double>*
  %scevgep837 = getelementptr <8 x double>, <8 x double>* %scevgep835836, i64 -24
  store <8 x double> %431, <8 x double>* %scevgep837, align 8, !alias.scope !59, !noalias !56
  %scevgep736 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep736737 = bitcast double* %scevgep736 to <8 x double>*
  %scevgep738 = getelementptr <8 x double>, <8 x double>* %scevgep736737, i64 -23
  %wide.load376.2 = load <8 x double>, <8 x double>* %scevgep738, align 8, !alias.scope !56
  %scevgep733 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep733734 = bitcast double* %scevgep733 to <8 x double>*
  %scevgep735 = getelementptr <8 x double>, <8 x double>* %scevgep733734, i64 -22
  %wide.load377.2 = load <8 x double>, <8 x double>* %scevgep735, align 8, !alias.scope !56
  %scevgep730 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep730731 = bitcast double* %scevgep730 to <8 x double>*
  %scevgep732 = getelementptr <8 x double>, <8 x double>* %scevgep730731, i64 -21
  %wide.load378.2 = load <8 x double>, <8 x double>* %scevgep732, align 8, !alias.scope !56
  %scevgep727 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep727728 = bitcast double* %scevgep727 to <8 x double>*
  %scevgep729 = getelementptr <8 x double>, <8 x double>* %scevgep727728, i64 -20
  %wide.load379.2 = load <8 x double>, <8 x double>* %scevgep729, align 8, !alias.scope !56
  %432 = fmul <8 x double> %wide.load376.2, %wide.load376.2
  %433 = fmul <8 x double> %wide.load377.2, %wide.load377.2
  %434 = fmul <8 x double> %wide.load378.2, %wide.load378.2
  %435 = fmul <8 x double> %wide.load379.2, %wide.load379.2
  %scevgep832 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep832833 = bitcast double* %scevgep832 to <8 x double>*
  %scevgep834 = getelementptr <8 x double>, <8 x double>* %scevgep832833, i64 -23
  store <8 x double> %432, <8 x double>* %scevgep834, align 8, !alias.scope !59, !noalias !56
  %scevgep829 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep829830 = bitcast double* %scevgep829 to <8 x double>*
  %scevgep831 = getelementptr <8 x double>, <8 x double>* %scevgep829830, i64 -22
  store <8 x double> %433, <8 x double>* %scevgep831, align 8, !alias.scope !59, !noalias !56
  %scevgep826 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep826827 = bitcast double* %scevgep826 to <8 x double>*
  %scevgep828 = getelementptr <8 x double>, <8 x double>* %scevgep826827, i64 -21
  store <8 x double> %434, <8 x double>* %scevgep828, align 8, !alias.scope !59, !noalias !56
  %scevgep823 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep823824 = bitcast double* %scevgep823 to <8 x double>*
  %scevgep825 = getelementptr <8 x double>, <8 x double>* %scevgep823824, i64 -20
  store <8 x double> %435, <8 x double>* %scevgep825, align 8, !alias.scope !59, !noalias !56
  %scevgep724 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep724725 = bitcast double* %scevgep724 to <8 x double>*
  %scevgep726 = getelementptr <8 x double>, <8 x double>* %scevgep724725, i64 -19
  %wide.load376.3 = load <8 x double>, <8 x double>* %scevgep726, align 8, !alias.scope !56
  %scevgep721 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep721722 = bitcast double* %scevgep721 to <8 x double>*
  %scevgep723 = getelementptr <8 x double>, <8 x double>* %scevgep721722, i64 -18
  %wide.load377.3 = load <8 x double>, <8 x double>* %scevgep723, align 8, !alias.scope !56
  %scevgep718 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep718719 = bitcast double* %scevgep718 to <8 x double>*
  %scevgep720 = getelementptr <8 x double>, <8 x double>* %scevgep718719, i64 -17
  %wide.load378.3 = load <8 x double>, <8 x double>* %scevgep720, align 8, !alias.scope !56
  %scevgep715 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep715716 = bitcast double* %scevgep715 to <8 x double>*
  %scevgep717 = getelementptr <8 x double>, <8 x double>* %scevgep715716, i64 -16
  %wide.load379.3 = load <8 x double>, <8 x double>* %scevgep717, align 8, !alias.scope !56
  %436 = fmul <8 x double> %wide.load376.3, %wide.load376.3
  %437 = fmul <8 x double> %wide.load377.3, %wide.load377.3
  %438 = fmul <8 x double> %wide.load378.3, %wide.load378.3
  %439 = fmul <8 x double> %wide.load379.3, %wide.load379.3
  %scevgep820 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep820821 = bitcast double* %scevgep820 to <8 x double>*
  %scevgep822 = getelementptr <8 x double>, <8 x double>* %scevgep820821, i64 -19
  store <8 x double> %436, <8 x double>* %scevgep822, align 8, !alias.scope !59, !noalias !56
  %scevgep817 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep817818 = bitcast double* %scevgep817 to <8 x double>*
  %scevgep819 = getelementptr <8 x double>, <8 x double>* %scevgep817818, i64 -18
  store <8 x double> %437, <8 x double>* %scevgep819, align 8, !alias.scope !59, !noalias !56
  %scevgep814 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep814815 = bitcast double* %scevgep814 to <8 x double>*
  %scevgep816 = getelementptr <8 x double>, <8 x double>* %scevgep814815, i64 -17
  store <8 x double> %438, <8 x double>* %scevgep816, align 8, !alias.scope !59, !noalias !56
  %scevgep811 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep811812 = bitcast double* %scevgep811 to <8 x double>*
  %scevgep813 = getelementptr <8 x double>, <8 x double>* %scevgep811812, i64 -16
  store <8 x double> %439, <8 x double>* %scevgep813, align 8, !alias.scope !59, !noalias !56
  %scevgep712 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep712713 = bitcast double* %scevgep712 to <8 x double>*
  %scevgep714 = getelementptr <8 x double>, <8 x double>* %scevgep712713, i64 -15
  %wide.load376.4 = load <8 x double>, <8 x double>* %scevgep714, align 8, !alias.scope !56
  %scevgep709 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep709710 = bitcast double* %scevgep709 to <8 x double>*
  %scevgep711 = getelementptr <8 x double>, <8 x double>* %scevgep709710, i64 -14
  %wide.load377.4 = load <8 x double>, <8 x double>* %scevgep711, align 8, !alias.scope !56
  %scevgep706 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep706707 = bitcast double* %scevgep706 to <8 x double>*
  %scevgep708 = getelementptr <8 x double>, <8 x double>* %scevgep706707, i64 -13
  %wide.load378.4 = load <8 x double>, <8 x double>* %scevgep708, align 8, !alias.scope !56
  %scevgep703 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep703704 = bitcast double* %scevgep703 to <8 x double>*
  %scevgep705 = getelementptr <8 x double>, <8 x double>* %scevgep703704, i64 -12
  %wide.load379.4 = load <8 x double>, <8 x double>* %scevgep705, align 8, !alias.scope !56
  %440 = fmul <8 x double> %wide.load376.4, %wide.load376.4
  %441 = fmul <8 x double> %wide.load377.4, %wide.load377.4
  %442 = fmul <8 x double> %wide.load378.4, %wide.load378.4
  %443 = fmul <8 x double> %wide.load379.4, %wide.load379.4
  %scevgep808 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep808809 = bitcast double* %scevgep808 to <8 x double>*
  %scevgep810 = getelementptr <8 x double>, <8 x double>* %scevgep808809, i64 -15
  store <8 x double> %440, <8 x double>* %scevgep810, align 8, !alias.scope !59, !noalias !56
  %scevgep805 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep805806 = bitcast double* %scevgep805 to <8 x double>*
  %scevgep807 = getelementptr <8 x double>, <8 x double>* %scevgep805806, i64 -14
  store <8 x double> %441, <8 x double>* %scevgep807, align 8, !alias.scope !59, !noalias !56
  %scevgep802 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep802803 = bitcast double* %scevgep802 to <8 x double>*
  %scevgep804 = getelementptr <8 x double>, <8 x double>* %scevgep802803, i64 -13
  store <8 x double> %442, <8 x double>* %scevgep804, align 8, !alias.scope !59, !noalias !56
  %scevgep799 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep799800 = bitcast double* %scevgep799 to <8 x double>*
  %scevgep801 = getelementptr <8 x double>, <8 x double>* %scevgep799800, i64 -12
  store <8 x double> %443, <8 x double>* %scevgep801, align 8, !alias.scope !59, !noalias !56
  %scevgep700 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep700701 = bitcast double* %scevgep700 to <8 x double>*
  %scevgep702 = getelementptr <8 x double>, <8 x double>* %scevgep700701, i64 -11
  %wide.load376.5 = load <8 x double>, <8 x double>* %scevgep702, align 8, !alias.scope !56
  %scevgep697 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep697698 = bitcast double* %scevgep697 to <8 x double>*
  %scevgep699 = getelementptr <8 x double>, <8 x double>* %scevgep697698, i64 -10
  %wide.load377.5 = load <8 x double>, <8 x double>* %scevgep699, align 8, !alias.scope !56
  %scevgep694 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep694695 = bitcast double* %scevgep694 to <8 x double>*
  %scevgep696 = getelementptr <8 x double>, <8 x double>* %scevgep694695, i64 -9
  %wide.load378.5 = load <8 x double>, <8 x double>* %scevgep696, align 8, !alias.scope !56
  %scevgep691 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep691692 = bitcast double* %scevgep691 to <8 x double>*
  %scevgep693 = getelementptr <8 x double>, <8 x double>* %scevgep691692, i64 -8
  %wide.load379.5 = load <8 x double>, <8 x double>* %scevgep693, align 8, !alias.scope !56
  %444 = fmul <8 x double> %wide.load376.5, %wide.load376.5
  %445 = fmul <8 x double> %wide.load377.5, %wide.load377.5
  %446 = fmul <8 x double> %wide.load378.5, %wide.load378.5
  %447 = fmul <8 x double> %wide.load379.5, %wide.load379.5
  %scevgep796 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep796797 = bitcast double* %scevgep796 to <8 x double>*
  %scevgep798 = getelementptr <8 x double>, <8 x double>* %scevgep796797, i64 -11
  store <8 x double> %444, <8 x double>* %scevgep798, align 8, !alias.scope !59, !noalias !56
  %scevgep793 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep793794 = bitcast double* %scevgep793 to <8 x double>*
  %scevgep795 = getelementptr <8 x double>, <8 x double>* %scevgep793794, i64 -10
  store <8 x double> %445, <8 x double>* %scevgep795, align 8, !alias.scope !59, !noalias !56
  %scevgep790 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep790791 = bitcast double* %scevgep790 to <8 x double>*
  %scevgep792 = getelementptr <8 x double>, <8 x double>* %scevgep790791, i64 -9
  store <8 x double> %446, <8 x double>* %scevgep792, align 8, !alias.scope !59, !noalias !56
  %scevgep787 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep787788 = bitcast double* %scevgep787 to <8 x double>*
  %scevgep789 = getelementptr <8 x double>, <8 x double>* %scevgep787788, i64 -8
  store <8 x double> %447, <8 x double>* %scevgep789, align 8, !alias.scope !59, !noalias !56
  %scevgep688 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep688689 = bitcast double* %scevgep688 to <8 x double>*
  %scevgep690 = getelementptr <8 x double>, <8 x double>* %scevgep688689, i64 -7
  %wide.load376.6 = load <8 x double>, <8 x double>* %scevgep690, align 8, !alias.scope !56
  %scevgep685 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep685686 = bitcast double* %scevgep685 to <8 x double>*
  %scevgep687 = getelementptr <8 x double>, <8 x double>* %scevgep685686, i64 -6
  %wide.load377.6 = load <8 x double>, <8 x double>* %scevgep687, align 8, !alias.scope !56
  %scevgep682 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep682683 = bitcast double* %scevgep682 to <8 x double>*
  %scevgep684 = getelementptr <8 x double>, <8 x double>* %scevgep682683, i64 -5
  %wide.load378.6 = load <8 x double>, <8 x double>* %scevgep684, align 8, !alias.scope !56
  %scevgep679 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep679680 = bitcast double* %scevgep679 to <8 x double>*
  %scevgep681 = getelementptr <8 x double>, <8 x double>* %scevgep679680, i64 -4
  %wide.load379.6 = load <8 x double>, <8 x double>* %scevgep681, align 8, !alias.scope !56
  %448 = fmul <8 x double> %wide.load376.6, %wide.load376.6
  %449 = fmul <8 x double> %wide.load377.6, %wide.load377.6
  %450 = fmul <8 x double> %wide.load378.6, %wide.load378.6
  %451 = fmul <8 x double> %wide.load379.6, %wide.load379.6
  %scevgep784 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep784785 = bitcast double* %scevgep784 to <8 x double>*
  %scevgep786 = getelementptr <8 x double>, <8 x double>* %scevgep784785, i64 -7
  store <8 x double> %448, <8 x double>* %scevgep786, align 8, !alias.scope !59, !noalias !56
  %scevgep781 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep781782 = bitcast double* %scevgep781 to <8 x double>*
  %scevgep783 = getelementptr <8 x double>, <8 x double>* %scevgep781782, i64 -6
  store <8 x double> %449, <8 x double>* %scevgep783, align 8, !alias.scope !59, !noalias !56
  %scevgep778 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep778779 = bitcast double* %scevgep778 to <8 x double>*
  %scevgep780 = getelementptr <8 x double>, <8 x double>* %scevgep778779, i64 -5
  store <8 x double> %450, <8 x double>* %scevgep780, align 8, !alias.scope !59, !noalias !56
  %scevgep775 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep775776 = bitcast double* %scevgep775 to <8 x double>*
  %scevgep777 = getelementptr <8 x double>, <8 x double>* %scevgep775776, i64 -4
  store <8 x double> %451, <8 x double>* %scevgep777, align 8, !alias.scope !59, !noalias !56
  %scevgep759 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep759760 = bitcast double* %scevgep759 to <8 x double>*
  %scevgep761 = getelementptr <8 x double>, <8 x double>* %scevgep759760, i64 -3
  %wide.load376.7 = load <8 x double>, <8 x double>* %scevgep761, align 8, !alias.scope !56
  %scevgep756 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep756757 = bitcast double* %scevgep756 to <8 x double>*
  %scevgep758 = getelementptr <8 x double>, <8 x double>* %scevgep756757, i64 -2
  %wide.load377.7 = load <8 x double>, <8 x double>* %scevgep758, align 8, !alias.scope !56
  %scevgep753 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep753754 = bitcast double* %scevgep753 to <8 x double>*
  %scevgep755 = getelementptr <8 x double>, <8 x double>* %scevgep753754, i64 -1
  %wide.load378.7 = load <8 x double>, <8 x double>* %scevgep755, align 8, !alias.scope !56
  %scevgep751 = getelementptr double, double* %scevgep678, i64 %index375
  %scevgep751752 = bitcast double* %scevgep751 to <8 x double>*
  %wide.load379.7 = load <8 x double>, <8 x double>* %scevgep751752, align 8, !alias.scope !56
  %452 = fmul <8 x double> %wide.load376.7, %wide.load376.7
  %453 = fmul <8 x double> %wide.load377.7, %wide.load377.7
  %454 = fmul <8 x double> %wide.load378.7, %wide.load378.7
  %455 = fmul <8 x double> %wide.load379.7, %wide.load379.7
  %scevgep855 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep855856 = bitcast double* %scevgep855 to <8 x double>*
  %scevgep857 = getelementptr <8 x double>, <8 x double>* %scevgep855856, i64 -3
  store <8 x double> %452, <8 x double>* %scevgep857, align 8, !alias.scope !59, !noalias !56
  %scevgep852 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep852853 = bitcast double* %scevgep852 to <8 x double>*
  %scevgep854 = getelementptr <8 x double>, <8 x double>* %scevgep852853, i64 -2
  store <8 x double> %453, <8 x double>* %scevgep854, align 8, !alias.scope !59, !noalias !56
  %scevgep849 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep849850 = bitcast double* %scevgep849 to <8 x double>*
  %scevgep851 = getelementptr <8 x double>, <8 x double>* %scevgep849850, i64 -1
  store <8 x double> %454, <8 x double>* %scevgep851, align 8, !alias.scope !59, !noalias !56
  %scevgep847 = getelementptr double, double* %scevgep774, i64 %index375
  %scevgep847848 = bitcast double* %scevgep847 to <8 x double>*
  store <8 x double> %455, <8 x double>* %scevgep847848, align 8, !alias.scope !59, !noalias !56
  %index.next380.7 = add i64 %index375, 256
  %lsr.iv.next871 = add i64 %lsr.iv870, -8
  %niter395.ncmp.7 = icmp eq i64 %lsr.iv.next871, 0
  br i1 %niter395.ncmp.7, label %middle.block366.unr-lcssa, label %vector.body368, !llvm.loop !61

middle.block366.unr-lcssa:                        ; preds = %vector.body368, %vector.ph370
  %index375.unr = phi i64 [ 0, %vector.ph370 ], [ %index.next380.7, %vector.body368 ]
  %lcmp.mod393.not = icmp eq i64 %xtraiter391, 0
  br i1 %lcmp.mod393.not, label %middle.block366, label %vector.body368.epil.preheader

vector.body368.epil.preheader:                    ; preds = %middle.block366.unr-lcssa
  %456 = add nuw nsw i64 %index375.unr, 24
  %scevgep650 = getelementptr double, double* %.6.i26144, i64 %456
  %scevgep665 = getelementptr double, double* %.6.i97145.us.2, i64 %456
  %457 = shl nuw nsw i64 %xtraiter391, 8
  br label %vector.body368.epil

vector.body368.epil:                              ; preds = %vector.body368.epil.preheader, %vector.body368.epil
  %lsr.iv651 = phi i64 [ 0, %vector.body368.epil.preheader ], [ %lsr.iv.next652, %vector.body368.epil ]
  %458 = bitcast double* %scevgep665 to i8*
  %459 = bitcast double* %scevgep650 to i8*
  %uglygep675 = getelementptr i8, i8* %458, i64 %lsr.iv651
  %uglygep675676 = bitcast i8* %uglygep675 to <8 x double>*
  %scevgep677 = getelementptr <8 x double>, <8 x double>* %uglygep675676, i64 -3
  %wide.load376.epil = load <8 x double>, <8 x double>* %scevgep677, align 8, !alias.scope !56
  %uglygep672 = getelementptr i8, i8* %458, i64 %lsr.iv651
  %uglygep672673 = bitcast i8* %uglygep672 to <8 x double>*
  %scevgep674 = getelementptr <8 x double>, <8 x double>* %uglygep672673, i64 -2
  %wide.load377.epil = load <8 x double>, <8 x double>* %scevgep674, align 8, !alias.scope !56
  %uglygep669 = getelementptr i8, i8* %458, i64 %lsr.iv651
  %uglygep669670 = bitcast i8* %uglygep669 to <8 x double>*
  %scevgep671 = getelementptr <8 x double>, <8 x double>* %uglygep669670, i64 -1
  %wide.load378.epil = load <8 x double>, <8 x double>* %scevgep671, align 8, !alias.scope !56
  %uglygep667 = getelementptr i8, i8* %458, i64 %lsr.iv651
  %uglygep667668 = bitcast i8* %uglygep667 to <8 x double>*
  %wide.load379.epil = load <8 x double>, <8 x double>* %uglygep667668, align 8, !alias.scope !56
  %460 = fmul <8 x double> %wide.load376.epil, %wide.load376.epil
  %461 = fmul <8 x double> %wide.load377.epil, %wide.load377.epil
  %462 = fmul <8 x double> %wide.load378.epil, %wide.load378.epil
  %463 = fmul <8 x double> %wide.load379.epil, %wide.load379.epil
  %uglygep662 = getelementptr i8, i8* %459, i64 %lsr.iv651
  %uglygep662663 = bitcast i8* %uglygep662 to <8 x double>*
  %scevgep664 = getelementptr <8 x double>, <8 x double>* %uglygep662663, i64 -3
  store <8 x double> %460, <8 x double>* %scevgep664, align 8, !alias.scope !59, !noalias !56
  %uglygep659 = getelementptr i8, i8* %459, i64 %lsr.iv651
  %uglygep659660 = bitcast i8* %uglygep659 to <8 x double>*
  %scevgep661 = getelementptr <8 x double>, <8 x double>* %uglygep659660, i64 -2
  store <8 x double> %461, <8 x double>* %scevgep661, align 8, !alias.scope !59, !noalias !56
  %uglygep656 = getelementptr i8, i8* %459, i64 %lsr.iv651
  %uglygep656657 = bitcast i8* %uglygep656 to <8 x double>*
  %scevgep658 = getelementptr <8 x double>, <8 x double>* %uglygep656657, i64 -1
  store <8 x double> %462, <8 x double>* %scevgep658, align 8, !alias.scope !59, !noalias !56
  %uglygep654 = getelementptr i8, i8* %459, i64 %lsr.iv651
  %uglygep654655 = bitcast i8* %uglygep654 to <8 x double>*
  store <8 x double> %463, <8 x double>* %uglygep654655, align 8, !alias.scope !59, !noalias !56
  %lsr.iv.next652 = add nuw nsw i64 %lsr.iv651, 256
  %epil.iter392.cmp.not = icmp eq i64 %457, %lsr.iv.next652
  br i1 %epil.iter392.cmp.not, label %middle.block366, label %vector.body368.epil, !llvm.loop !62

middle.block366:                                  ; preds = %vector.body368.epil, %middle.block366.unr-lcssa
  %cmp.n374 = icmp eq i64 %n.vec372, %arg.y0.5.0
  br i1 %cmp.n374, label %for.end.1, label %for.body.1.us.preheader381

for.body.1.us.preheader381:                       ; preds = %vector.memcheck357, %for.body.1.us.preheader, %middle.block366
  %loop.index.1138.us.ph = phi i64 [ 0, %vector.memcheck357 ], [ 0, %for.body.1.us.preheader ], [ %n.vec372, %middle.block366 ]
  %464 = xor i64 %loop.index.1138.us.ph, -1
  %465 = add i64 %464, %arg.y0.5.0
  %xtraiter389 = and i64 %arg.y0.5.0, 7
  %lcmp.mod390.not = icmp eq i64 %xtraiter389, 0
  br i1 %lcmp.mod390.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol.preheader

for.body.1.us.prol.preheader:                     ; preds = %for.body.1.us.preheader381
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol.preheader, %for.body.1.us.prol
  %lsr.iv648 = phi i64 [ %xtraiter389, %for.body.1.us.prol.preheader ], [ %lsr.iv.next649, %for.body.1.us.prol ]
  %loop.index.1138.us.prol = phi i64 [ %.787.us.prol, %for.body.1.us.prol ], [ %loop.index.1138.us.ph, %for.body.1.us.prol.preheader ]
  %scevgep647 = getelementptr double, double* %.6.i97145.us.2, i64 %loop.index.1138.us.prol
  %.749196.us.prol = load double, double* %scevgep647, align 8
  %.6.i.us.prol = fmul double %.749196.us.prol, %.749196.us.prol
  %scevgep646 = getelementptr double, double* %.6.i26144, i64 %loop.index.1138.us.prol
  store double %.6.i.us.prol, double* %scevgep646, align 8
  %.787.us.prol = add nuw i64 %loop.index.1138.us.prol, 1
  %lsr.iv.next649 = add nsw i64 %lsr.iv648, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next649, 0
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !63

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol, %for.body.1.us.preheader381
  %loop.index.1138.us.unr = phi i64 [ %loop.index.1138.us.ph, %for.body.1.us.preheader381 ], [ %.787.us.prol, %for.body.1.us.prol ]
  %466 = icmp ult i64 %465, 7
  br i1 %466, label %for.end.1, label %for.body.1.us.preheader454

for.body.1.us.preheader454:                       ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us.preheader454, %for.body.1.us
  %loop.index.1138.us = phi i64 [ %.787.us.7, %for.body.1.us ], [ %loop.index.1138.us.unr, %for.body.1.us.preheader454 ]
  %sunkaddr1528 = mul i64 %loop.index.1138.us, 8
  %467 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1529 = getelementptr i8, i8* %467, i64 %sunkaddr1528
  %468 = bitcast i8* %sunkaddr1529 to double*
  %.749196.us = load double, double* %468, align 8
  %.6.i.us = fmul double %.749196.us, %.749196.us
  %scevgep629 = getelementptr double, double* %.6.i26144, i64 %loop.index.1138.us
  store double %.6.i.us, double* %scevgep629, align 8
  %sunkaddr1530 = mul i64 %loop.index.1138.us, 8
  %469 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1531 = getelementptr i8, i8* %469, i64 %sunkaddr1530
  %sunkaddr1532 = getelementptr i8, i8* %sunkaddr1531, i64 8
  %470 = bitcast i8* %sunkaddr1532 to double*
  %.749196.us.1 = load double, double* %470, align 8
  %.6.i.us.1 = fmul double %.749196.us.1, %.749196.us.1
  %scevgep627 = getelementptr double, double* %.6.i26144, i64 %loop.index.1138.us
  %scevgep628 = getelementptr double, double* %scevgep627, i64 1
  store double %.6.i.us.1, double* %scevgep628, align 8
  %sunkaddr1533 = mul i64 %loop.index.1138.us, 8
  %471 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1534 = getelementptr i8, i8* %471, i64 %sunkaddr1533
  %sunkaddr1535 = getelementptr i8, i8* %sunkaddr1534, i64 16
  %472 = bitcast i8* %sunkaddr1535 to double*
  %.749196.us.2 = load double, double* %472, align 8
  %.6.i.us.2 = fmul double %.749196.us.2, %.749196.us.2
  %scevgep625 = getelementptr double, double* %.6.i26144, i64 %loop.index.1138.us
  %scevgep626 = getelementptr double, double* %scevgep625, i64 2
  store double %.6.i.us.2, double* %scevgep626, align 8
  %sunkaddr1536 = mul i64 %loop.index.1138.us, 8
  %473 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1537 = getelementptr i8, i8* %473, i64 %sunkaddr1536
  %sunkaddr1538 = getelementptr i8, i8* %sunkaddr1537, i64 24
  %474 = bitcast i8* %sunkaddr1538 to double*
  %.749196.us.3 = load double, double* %474, align 8
  %.6.i.us.3 = fmul double %.749196.us.3, %.749196.us.3
  %scevgep623 = getelementptr double, double* %.6.i26144, i64 %loop.index.1138.us
  %scevgep624 = getelementptr double, double* %scevgep623, i64 3
  store double %.6.i.us.3, double* %scevgep624, align 8
  %sunkaddr1539 = mul i64 %loop.index.1138.us, 8
  %475 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1540 = getelementptr i8, i8* %475, i64 %sunkaddr1539
  %sunkaddr1541 = getelementptr i8, i8* %sunkaddr1540, i64 32
  %476 = bitcast i8* %sunkaddr1541 to double*
  %.749196.us.4 = load double, double* %476, align 8
  %.6.i.us.4 = fmul double %.749196.us.4, %.749196.us.4
  %scevgep621 = getelementptr double, double* %.6.i26144, i64 %loop.index.1138.us
  %scevgep622 = getelementptr double, double* %scevgep621, i64 4
  store double %.6.i.us.4, double* %scevgep622, align 8
  %sunkaddr1542 = mul i64 %loop.index.1138.us, 8
  %477 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1543 = getelementptr i8, i8* %477, i64 %sunkaddr1542
  %sunkaddr1544 = getelementptr i8, i8* %sunkaddr1543, i64 40
  %478 = bitcast i8* %sunkaddr1544 to double*
  %.749196.us.5 = load double, double* %478, align 8
  %.6.i.us.5 = fmul double %.749196.us.5, %.749196.us.5
  %scevgep619 = getelementptr double, double* %.6.i26144, i64 %loop.index.1138.us
  %scevgep620 = getelementptr double, double* %scevgep619, i64 5
  store double %.6.i.us.5, double* %scevgep620, align 8
  %sunkaddr1545 = mul i64 %loop.index.1138.us, 8
  %479 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1546 = getelementptr i8, i8* %479, i64 %sunkaddr1545
  %sunkaddr1547 = getelementptr i8, i8* %sunkaddr1546, i64 48
  %480 = bitcast i8* %sunkaddr1547 to double*
  %.749196.us.6 = load double, double* %480, align 8
  %.6.i.us.6 = fmul double %.749196.us.6, %.749196.us.6
  %scevgep617 = getelementptr double, double* %.6.i26144, i64 %loop.index.1138.us
  %scevgep618 = getelementptr double, double* %scevgep617, i64 6
  store double %.6.i.us.6, double* %scevgep618, align 8
  %sunkaddr1548 = mul i64 %loop.index.1138.us, 8
  %481 = bitcast double* %.6.i97145.us.2 to i8*
  %sunkaddr1549 = getelementptr i8, i8* %481, i64 %sunkaddr1548
  %sunkaddr1550 = getelementptr i8, i8* %sunkaddr1549, i64 56
  %482 = bitcast i8* %sunkaddr1550 to double*
  %.749196.us.7 = load double, double* %482, align 8
  %.6.i.us.7 = fmul double %.749196.us.7, %.749196.us.7
  %scevgep615 = getelementptr double, double* %.6.i26144, i64 %loop.index.1138.us
  %scevgep616 = getelementptr double, double* %scevgep615, i64 7
  store double %.6.i.us.7, double* %scevgep616, align 8
  %.787.us.7 = add nuw nsw i64 %loop.index.1138.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.y0.5.0, %.787.us.7
  br i1 %exitcond.not.7, label %for.end.1, label %for.body.1.us, !llvm.loop !64

for.end.1.thread:                                 ; preds = %for.body.1.preheader
  %.749196 = load double, double* %.6.i97145.us.2, align 8
  %.6.i = fmul double %.749196, %.749196
  store double %.6.i, double* %.6.i26144, align 8
  tail call void @NRT_decref(i8* nonnull %.7.i.i98.us.2)
  br label %B50.endif.preheader.i

for.end.1:                                        ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit, %middle.block366, %B146.endif.endif.endif.endif.endif.endif, %B146.endif.endif.endif.endif.endif.endif.thread
  %.6.i26144248 = phi double* [ %.6.i26144245, %B146.endif.endif.endif.endif.endif.endif.thread ], [ %.6.i26144, %B146.endif.endif.endif.endif.endif.endif ], [ %.6.i26144, %middle.block366 ], [ %.6.i26144, %for.body.1.us.prol.loopexit ], [ %.6.i26144, %for.body.1.us ]
  %y.2.sroa.0.0.lcssa239247 = phi i8* [ %.7.i.i98.2, %B146.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i98.us.2, %B146.endif.endif.endif.endif.endif.endif ], [ %.7.i.i98.us.2, %middle.block366 ], [ %.7.i.i98.us.2, %for.body.1.us.prol.loopexit ], [ %.7.i.i98.us.2, %for.body.1.us ]
  %.7.i.i27240246 = phi i8* [ %.7.i.i27236, %B146.endif.endif.endif.endif.endif.endif.thread ], [ %.7.i.i27, %B146.endif.endif.endif.endif.endif.endif ], [ %.7.i.i27, %middle.block366 ], [ %.7.i.i27, %for.body.1.us.prol.loopexit ], [ %.7.i.i27, %for.body.1.us ]
  tail call void @NRT_decref(i8* nonnull %y.2.sroa.0.0.lcssa239247)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1.thread, %for.end.1
  %.7.i.i27240246254 = phi i8* [ %.7.i.i27, %for.end.1.thread ], [ %.7.i.i27240246, %for.end.1 ]
  %.6.i26144248253 = phi double* [ %.6.i26144, %for.end.1.thread ], [ %.6.i26144248, %for.end.1 ]
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1) #6
  %483 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %484 = icmp ult i64 %483, 7
  br i1 %484, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %485 = add nsw i64 %unroll_iter.i, -8
  %486 = lshr exact i64 %485, 3
  %487 = add nuw nsw i64 %486, 1
  %xtraiter = and i64 %487, 7
  %488 = icmp ult i64 %485, 56
  br i1 %488, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %487, %const
  %scevgep485 = getelementptr double, double* %.6.i26144248253, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %489 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep461 = getelementptr double, double* %.6.i26144248253, i64 %489
  %490 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %491 = bitcast double* %scevgep461 to i8*
  %uglygep482 = getelementptr i8, i8* %491, i64 %lsr.iv
  %uglygep482483 = bitcast i8* %uglygep482 to double*
  %scevgep484 = getelementptr double, double* %uglygep482483, i64 -7
  %.236.i.epil = load double, double* %scevgep484, align 8, !noalias !65
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep479 = getelementptr i8, i8* %491, i64 %lsr.iv
  %uglygep479480 = bitcast i8* %uglygep479 to double*
  %scevgep481 = getelementptr double, double* %uglygep479480, i64 -6
  %.236.1.i.epil = load double, double* %scevgep481, align 8, !noalias !65
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep476 = getelementptr i8, i8* %491, i64 %lsr.iv
  %uglygep476477 = bitcast i8* %uglygep476 to double*
  %scevgep478 = getelementptr double, double* %uglygep476477, i64 -5
  %.236.2.i.epil = load double, double* %scevgep478, align 8, !noalias !65
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep473 = getelementptr i8, i8* %491, i64 %lsr.iv
  %uglygep473474 = bitcast i8* %uglygep473 to double*
  %scevgep475 = getelementptr double, double* %uglygep473474, i64 -4
  %.236.3.i.epil = load double, double* %scevgep475, align 8, !noalias !65
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep470 = getelementptr i8, i8* %491, i64 %lsr.iv
  %uglygep470471 = bitcast i8* %uglygep470 to double*
  %scevgep472 = getelementptr double, double* %uglygep470471, i64 -3
  %.236.4.i.epil = load double, double* %scevgep472, align 8, !noalias !65
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep467 = getelementptr i8, i8* %491, i64 %lsr.iv
  %uglygep467468 = bitcast i8* %uglygep467 to double*
  %scevgep469 = getelementptr double, double* %uglygep467468, i64 -2
  %.236.5.i.epil = load double, double* %scevgep469, align 8, !noalias !65
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep464 = getelementptr i8, i8* %491, i64 %lsr.iv
  %uglygep464465 = bitcast i8* %uglygep464 to double*
  %scevgep466 = getelementptr double, double* %uglygep464465, i64 -1
  %.236.6.i.epil = load double, double* %scevgep466, align 8, !noalias !65
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %491, i64 %lsr.iv
  %uglygep463 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep463, align 8, !noalias !65
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %490, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !68, !llvm.loop !69

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i26144248253, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep460 = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep460, align 8, !noalias !65
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !68, !llvm.loop !70

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv613 = phi i64 [ %lsr.iv.next614, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep611 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep612 = getelementptr double, double* %scevgep611, i64 -63
  %.236.i = load double, double* %scevgep612, align 8, !noalias !65
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep609 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep610 = getelementptr double, double* %scevgep609, i64 -62
  %.236.1.i = load double, double* %scevgep610, align 8, !noalias !65
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep607 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep608 = getelementptr double, double* %scevgep607, i64 -61
  %.236.2.i = load double, double* %scevgep608, align 8, !noalias !65
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep605 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep606 = getelementptr double, double* %scevgep605, i64 -60
  %.236.3.i = load double, double* %scevgep606, align 8, !noalias !65
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep603 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep604 = getelementptr double, double* %scevgep603, i64 -59
  %.236.4.i = load double, double* %scevgep604, align 8, !noalias !65
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep601 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep602 = getelementptr double, double* %scevgep601, i64 -58
  %.236.5.i = load double, double* %scevgep602, align 8, !noalias !65
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep599 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep600 = getelementptr double, double* %scevgep599, i64 -57
  %.236.6.i = load double, double* %scevgep600, align 8, !noalias !65
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep597 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep598 = getelementptr double, double* %scevgep597, i64 -56
  %.236.7.i = load double, double* %scevgep598, align 8, !noalias !65
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep566 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep567 = getelementptr double, double* %scevgep566, i64 -55
  %.236.i.1 = load double, double* %scevgep567, align 8, !noalias !65
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep568 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep569 = getelementptr double, double* %scevgep568, i64 -54
  %.236.1.i.1 = load double, double* %scevgep569, align 8, !noalias !65
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep570 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep571 = getelementptr double, double* %scevgep570, i64 -53
  %.236.2.i.1 = load double, double* %scevgep571, align 8, !noalias !65
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep572 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep573 = getelementptr double, double* %scevgep572, i64 -52
  %.236.3.i.1 = load double, double* %scevgep573, align 8, !noalias !65
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep574 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep575 = getelementptr double, double* %scevgep574, i64 -51
  %.236.4.i.1 = load double, double* %scevgep575, align 8, !noalias !65
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep576 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep577 = getelementptr double, double* %scevgep576, i64 -50
  %.236.5.i.1 = load double, double* %scevgep577, align 8, !noalias !65
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep578 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep579 = getelementptr double, double* %scevgep578, i64 -49
  %.236.6.i.1 = load double, double* %scevgep579, align 8, !noalias !65
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep580 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep581 = getelementptr double, double* %scevgep580, i64 -48
  %.236.7.i.1 = load double, double* %scevgep581, align 8, !noalias !65
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep550 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -47
  %.236.i.2 = load double, double* %scevgep551, align 8, !noalias !65
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep552 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -46
  %.236.1.i.2 = load double, double* %scevgep553, align 8, !noalias !65
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep554 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -45
  %.236.2.i.2 = load double, double* %scevgep555, align 8, !noalias !65
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep556 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -44
  %.236.3.i.2 = load double, double* %scevgep557, align 8, !noalias !65
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep558 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -43
  %.236.4.i.2 = load double, double* %scevgep559, align 8, !noalias !65
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep560 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -42
  %.236.5.i.2 = load double, double* %scevgep561, align 8, !noalias !65
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep562 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -41
  %.236.6.i.2 = load double, double* %scevgep563, align 8, !noalias !65
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep564 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep565 = getelementptr double, double* %scevgep564, i64 -40
  %.236.7.i.2 = load double, double* %scevgep565, align 8, !noalias !65
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep534 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep535 = getelementptr double, double* %scevgep534, i64 -39
  %.236.i.3 = load double, double* %scevgep535, align 8, !noalias !65
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep536 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep537 = getelementptr double, double* %scevgep536, i64 -38
  %.236.1.i.3 = load double, double* %scevgep537, align 8, !noalias !65
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep538 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep539 = getelementptr double, double* %scevgep538, i64 -37
  %.236.2.i.3 = load double, double* %scevgep539, align 8, !noalias !65
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep540 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep541 = getelementptr double, double* %scevgep540, i64 -36
  %.236.3.i.3 = load double, double* %scevgep541, align 8, !noalias !65
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep542 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep543 = getelementptr double, double* %scevgep542, i64 -35
  %.236.4.i.3 = load double, double* %scevgep543, align 8, !noalias !65
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep544 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep545 = getelementptr double, double* %scevgep544, i64 -34
  %.236.5.i.3 = load double, double* %scevgep545, align 8, !noalias !65
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep546 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep547 = getelementptr double, double* %scevgep546, i64 -33
  %.236.6.i.3 = load double, double* %scevgep547, align 8, !noalias !65
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep548 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -32
  %.236.7.i.3 = load double, double* %scevgep549, align 8, !noalias !65
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep518 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep519 = getelementptr double, double* %scevgep518, i64 -31
  %.236.i.4 = load double, double* %scevgep519, align 8, !noalias !65
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep520 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep521 = getelementptr double, double* %scevgep520, i64 -30
  %.236.1.i.4 = load double, double* %scevgep521, align 8, !noalias !65
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep522 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep523 = getelementptr double, double* %scevgep522, i64 -29
  %.236.2.i.4 = load double, double* %scevgep523, align 8, !noalias !65
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep524 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep525 = getelementptr double, double* %scevgep524, i64 -28
  %.236.3.i.4 = load double, double* %scevgep525, align 8, !noalias !65
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep526 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep527 = getelementptr double, double* %scevgep526, i64 -27
  %.236.4.i.4 = load double, double* %scevgep527, align 8, !noalias !65
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep528 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep529 = getelementptr double, double* %scevgep528, i64 -26
  %.236.5.i.4 = load double, double* %scevgep529, align 8, !noalias !65
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep530 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep531 = getelementptr double, double* %scevgep530, i64 -25
  %.236.6.i.4 = load double, double* %scevgep531, align 8, !noalias !65
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep532 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep533 = getelementptr double, double* %scevgep532, i64 -24
  %.236.7.i.4 = load double, double* %scevgep533, align 8, !noalias !65
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep502 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep503 = getelementptr double, double* %scevgep502, i64 -23
  %.236.i.5 = load double, double* %scevgep503, align 8, !noalias !65
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep504 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep505 = getelementptr double, double* %scevgep504, i64 -22
  %.236.1.i.5 = load double, double* %scevgep505, align 8, !noalias !65
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep506 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep507 = getelementptr double, double* %scevgep506, i64 -21
  %.236.2.i.5 = load double, double* %scevgep507, align 8, !noalias !65
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep508 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep509 = getelementptr double, double* %scevgep508, i64 -20
  %.236.3.i.5 = load double, double* %scevgep509, align 8, !noalias !65
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep510 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep511 = getelementptr double, double* %scevgep510, i64 -19
  %.236.4.i.5 = load double, double* %scevgep511, align 8, !noalias !65
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep512 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep513 = getelementptr double, double* %scevgep512, i64 -18
  %.236.5.i.5 = load double, double* %scevgep513, align 8, !noalias !65
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep514 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep515 = getelementptr double, double* %scevgep514, i64 -17
  %.236.6.i.5 = load double, double* %scevgep515, align 8, !noalias !65
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep516 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep517 = getelementptr double, double* %scevgep516, i64 -16
  %.236.7.i.5 = load double, double* %scevgep517, align 8, !noalias !65
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep486 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -15
  %.236.i.6 = load double, double* %scevgep487, align 8, !noalias !65
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep488 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -14
  %.236.1.i.6 = load double, double* %scevgep489, align 8, !noalias !65
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep490 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -13
  %.236.2.i.6 = load double, double* %scevgep491, align 8, !noalias !65
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep492 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep493 = getelementptr double, double* %scevgep492, i64 -12
  %.236.3.i.6 = load double, double* %scevgep493, align 8, !noalias !65
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep494 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep495 = getelementptr double, double* %scevgep494, i64 -11
  %.236.4.i.6 = load double, double* %scevgep495, align 8, !noalias !65
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep496 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep497 = getelementptr double, double* %scevgep496, i64 -10
  %.236.5.i.6 = load double, double* %scevgep497, align 8, !noalias !65
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep498 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep499 = getelementptr double, double* %scevgep498, i64 -9
  %.236.6.i.6 = load double, double* %scevgep499, align 8, !noalias !65
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep500 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep501 = getelementptr double, double* %scevgep500, i64 -8
  %.236.7.i.6 = load double, double* %scevgep501, align 8, !noalias !65
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep582 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep583 = getelementptr double, double* %scevgep582, i64 -7
  %.236.i.7 = load double, double* %scevgep583, align 8, !noalias !65
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep584 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep585 = getelementptr double, double* %scevgep584, i64 -6
  %.236.1.i.7 = load double, double* %scevgep585, align 8, !noalias !65
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep586 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep587 = getelementptr double, double* %scevgep586, i64 -5
  %.236.2.i.7 = load double, double* %scevgep587, align 8, !noalias !65
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep588 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep589 = getelementptr double, double* %scevgep588, i64 -4
  %.236.3.i.7 = load double, double* %scevgep589, align 8, !noalias !65
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep590 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep591 = getelementptr double, double* %scevgep590, i64 -3
  %.236.4.i.7 = load double, double* %scevgep591, align 8, !noalias !65
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep592 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep593 = getelementptr double, double* %scevgep592, i64 -2
  %.236.5.i.7 = load double, double* %scevgep593, align 8, !noalias !65
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep594 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %scevgep595 = getelementptr double, double* %scevgep594, i64 -1
  %.236.6.i.7 = load double, double* %scevgep595, align 8, !noalias !65
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep596 = getelementptr double, double* %scevgep485, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep596, align 8, !noalias !65
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next614 = add i64 %lsr.iv613, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next614, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %.7.i.i27240246255 = phi i8* [ %.7.i.i27240246, %for.end.1 ], [ %.7.i.i27240246254, %common.ret.loopexit.unr-lcssa.i ], [ %.7.i.i27240246254, %B50.endif.epil.i ]
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i27240246255)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
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
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !71

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* undef, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 undef, double %.46) #3
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
  %.10 = call i32 @_ZN7kernels11euler_cubicB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* undef, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 undef, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !71

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fbd0bf357d0>", i64 0, i64 0))
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
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = !{!10}
!10 = distinct !{!10, !11}
!11 = distinct !{!11, !"LVerDomain"}
!12 = !{!13}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !17}
!33 = distinct !{!33, !17}
!34 = distinct !{!34, !15}
!35 = distinct !{!35, !15}
!36 = distinct !{!36, !17}
!37 = !{!38}
!38 = distinct !{!38, !39}
!39 = distinct !{!39, !"LVerDomain"}
!40 = !{!41}
!41 = distinct !{!41, !39}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !17}
!44 = distinct !{!44, !17}
!45 = distinct !{!45, !15}
!46 = distinct !{!46, !15}
!47 = distinct !{!47, !15}
!48 = distinct !{!48, !17}
!49 = !{!50, !52, !53, !55}
!50 = distinct !{!50, !51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!51 = distinct !{!51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!52 = distinct !{!52, !51, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!53 = distinct !{!53, !54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!55 = distinct !{!55, !54, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!56 = !{!57}
!57 = distinct !{!57, !58}
!58 = distinct !{!58, !"LVerDomain"}
!59 = !{!60}
!60 = distinct !{!60, !58}
!61 = distinct !{!61, !15}
!62 = distinct !{!62, !17}
!63 = distinct !{!63, !17}
!64 = distinct !{!64, !15}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!67 = distinct !{!67, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!68 = !{!"branch_weights", i32 1, i32 7}
!69 = distinct !{!69, !17}
!70 = distinct !{!70, !17}
!71 = !{!"branch_weights", i32 99, i32 1}
