; ModuleID = 'rk4_steps'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139937176047360 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139937176047360.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139937176047360 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139937176047360, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937176047360.sha1, i32 0, i32 0), i8* null, i32 0 }
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
@".const.<numba.core.cpu.CPUContext object at 0x7f45a9ab5dd0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f45a9ab5dd0>\00"
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139937175161728.6 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139937175161728.sha1.7 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139937175161728.5 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139937175161728.6, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139937175161728.sha1.7, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9aeeb50B2v4B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9aeec10B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9aeed90B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9aeee90B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9aef010B2v9B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9aef110B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9aef290B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9aef610B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdddddd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f45a9a71810B3v13B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v15B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.y0.0, i8* nocapture readnone %arg.y0.1, i64 %arg.y0.2, i64 %arg.y0.3, double* nocapture readonly %arg.y0.4, i64 %arg.y0.5.0, i64 %arg.y0.6.0, double %arg.h) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.y0.0)
  %.41 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.y0.5.0, i64 8)
  %.43 = extractvalue { i64, i1 } %.41, 1
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B76:                                              ; preds = %B76.preheader, %for.end.7
  %y.2.sroa.0.0817 = phi i8* [ %.7.i.i135, %for.end.7 ], [ %.7.i.i, %B76.preheader ]
  %y.2.sroa.60.0816 = phi double* [ %.6.i134652, %for.end.7 ], [ %.80, %B76.preheader ]
  %.203815 = phi i64 [ %.213, %for.end.7 ], [ 3, %B76.preheader ]
  %.213 = add nsw i64 %.203815, -1
  %.7.i.i74 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !1
  %.8.i.i75 = icmp eq i8* %.7.i.i74, null
  br i1 %.8.i.i75, label %B76.endif.endif.endif.endif.endif.if, label %B76.endif.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B400.endif.endif.endif.endif.endif.if, %for.end.6.endif.endif.end...endif.1.if, %for.end.5.endif.endif.endif.if, %for.end.4.endif.endif.endif.endif.endif.if, %for.end.3.endif.endif.endif.if, %for.end.2.endif.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.if, %B76.endif.endif.endif.endif.endif.if, %B0.endif.if, %for.end.8.endif, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end.8.endif ], [ 1, %B0.endif.if ], [ 1, %B400.endif.endif.endif.endif.endif.if ], [ 1, %for.end.6.endif.endif.end...endif.1.if ], [ 1, %for.end.5.endif.endif.endif.if ], [ 1, %for.end.4.endif.endif.endif.endif.endif.if ], [ 1, %for.end.3.endif.endif.endif.if ], [ 1, %for.end.2.endif.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.if ], [ 1, %B76.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937176047360, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !8
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.42 = extractvalue { i64, i1 } %.41, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !9
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B76.preheader, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.preheader:                                    ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to i8**
  %.6.i23 = load i8*, i8** %0, align 8
  %.106 = bitcast double* %arg.y0.4 to i8*
  %.107 = mul i64 %arg.y0.3, %arg.y0.2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %.6.i23, i8* align 1 %.106, i64 %.107, i1 false)
  tail call void @NRT_decref(i8* %arg.y0.0)
  %.473 = fmul double %arg.h, 5.000000e-01
  %.1694 = fdiv double %arg.h, 6.000000e+00
  %.80 = bitcast i8* %.6.i23 to double*
  %1 = add i64 %arg.y0.5.0, -1
  %xtraiter844 = and i64 %arg.y0.5.0, 7
  %unroll_iter847 = and i64 %arg.y0.5.0, -8
  %unroll_iter859 = and i64 %arg.y0.5.0, -8
  %unroll_iter864 = and i64 %arg.y0.5.0, -8
  %unroll_iter869 = and i64 %arg.y0.5.0, -8
  %unroll_iter874 = and i64 %arg.y0.5.0, -8
  %unroll_iter879 = and i64 %arg.y0.5.0, -8
  %unroll_iter884 = and i64 %arg.y0.5.0, -8
  %unroll_iter889 = and i64 %arg.y0.5.0, -8
  br label %B76

B76.endif.endif.endif.endif.endif.if:             ; preds = %B76
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B76.endif.endif.endif.endif.endif.endif:          ; preds = %B76
  %2 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i80 = getelementptr i8, i8* %.7.i.i74, i64 24
  %3 = bitcast i8* %.5.i80 to double**
  %.6.i81645 = load double*, double** %3, align 8
  br i1 %2, label %for.body.preheader, label %for.end.thread

for.body.preheader:                               ; preds = %B76.endif.endif.endif.endif.endif.endif
  %4 = icmp ult i64 %1, 7
  br i1 %4, label %for.end.unr-lcssa, label %for.body.preheader899

for.body.preheader899:                            ; preds = %for.body.preheader
  br label %for.body

for.body:                                         ; preds = %for.body.preheader899, %for.body
  %loop.index615 = phi i64 [ %29, %for.body ], [ 0, %for.body.preheader899 ]
  %.418.0614 = phi i64 [ %loop.index615..418.0614.7, %for.body ], [ 0, %for.body.preheader899 ]
  %.415.0613 = phi i64 [ %loop.index615..415.0613.7, %for.body ], [ 0, %for.body.preheader899 ]
  %5 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index615..415.0613 = select i1 %5, i64 %loop.index615, i64 %.415.0613
  %loop.index615..418.0614 = select i1 %5, i64 %loop.index615, i64 %.418.0614
  %.432672.in = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..415.0613
  %.432672 = load double, double* %.432672.in, align 8
  %.440 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..418.0614
  %.441 = load double, double* %.440, align 8
  %.13.i103 = tail call double @llvm.sin.f64(double %.432672)
  %.18.i = fmul double %.441, 5.000000e-01
  %.19.i = fsub double %.13.i103, %.18.i
  %sunkaddr = mul i64 %loop.index615, 8
  %6 = bitcast double* %.6.i81645 to i8*
  %sunkaddr1225 = getelementptr i8, i8* %6, i64 %sunkaddr
  %7 = bitcast i8* %sunkaddr1225 to double*
  store double %.19.i, double* %7, align 8
  %8 = add i64 %loop.index615, 1
  %loop.index615..415.0613.1 = select i1 %5, i64 %8, i64 %.415.0613
  %loop.index615..418.0614.1 = select i1 %5, i64 %8, i64 %.418.0614
  %.432672.in.1 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..415.0613.1
  %.432672.1 = load double, double* %.432672.in.1, align 8
  %.440.1 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..418.0614.1
  %.441.1 = load double, double* %.440.1, align 8
  %.13.i103.1 = tail call double @llvm.sin.f64(double %.432672.1)
  %.18.i.1 = fmul double %.441.1, 5.000000e-01
  %.19.i.1 = fsub double %.13.i103.1, %.18.i.1
  %sunkaddr1226 = mul i64 %loop.index615, 8
  %9 = bitcast double* %.6.i81645 to i8*
  %sunkaddr1227 = getelementptr i8, i8* %9, i64 %sunkaddr1226
  %sunkaddr1228 = getelementptr i8, i8* %sunkaddr1227, i64 8
  %10 = bitcast i8* %sunkaddr1228 to double*
  store double %.19.i.1, double* %10, align 8
  %11 = add i64 %8, 1
  %loop.index615..415.0613.2 = select i1 %5, i64 %11, i64 %.415.0613
  %loop.index615..418.0614.2 = select i1 %5, i64 %11, i64 %.418.0614
  %.432672.in.2 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..415.0613.2
  %.432672.2 = load double, double* %.432672.in.2, align 8
  %.440.2 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..418.0614.2
  %.441.2 = load double, double* %.440.2, align 8
  %.13.i103.2 = tail call double @llvm.sin.f64(double %.432672.2)
  %.18.i.2 = fmul double %.441.2, 5.000000e-01
  %.19.i.2 = fsub double %.13.i103.2, %.18.i.2
  %sunkaddr1229 = mul i64 %loop.index615, 8
  %12 = bitcast double* %.6.i81645 to i8*
  %sunkaddr1230 = getelementptr i8, i8* %12, i64 %sunkaddr1229
  %sunkaddr1231 = getelementptr i8, i8* %sunkaddr1230, i64 16
  %13 = bitcast i8* %sunkaddr1231 to double*
  store double %.19.i.2, double* %13, align 8
  %14 = add i64 %11, 1
  %loop.index615..415.0613.3 = select i1 %5, i64 %14, i64 %.415.0613
  %loop.index615..418.0614.3 = select i1 %5, i64 %14, i64 %.418.0614
  %.432672.in.3 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..415.0613.3
  %.432672.3 = load double, double* %.432672.in.3, align 8
  %.440.3 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..418.0614.3
  %.441.3 = load double, double* %.440.3, align 8
  %.13.i103.3 = tail call double @llvm.sin.f64(double %.432672.3)
  %.18.i.3 = fmul double %.441.3, 5.000000e-01
  %.19.i.3 = fsub double %.13.i103.3, %.18.i.3
  %sunkaddr1232 = mul i64 %loop.index615, 8
  %15 = bitcast double* %.6.i81645 to i8*
  %sunkaddr1233 = getelementptr i8, i8* %15, i64 %sunkaddr1232
  %sunkaddr1234 = getelementptr i8, i8* %sunkaddr1233, i64 24
  %16 = bitcast i8* %sunkaddr1234 to double*
  store double %.19.i.3, double* %16, align 8
  %17 = add i64 %14, 1
  %loop.index615..415.0613.4 = select i1 %5, i64 %17, i64 %.415.0613
  %loop.index615..418.0614.4 = select i1 %5, i64 %17, i64 %.418.0614
  %.432672.in.4 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..415.0613.4
  %.432672.4 = load double, double* %.432672.in.4, align 8
  %.440.4 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..418.0614.4
  %.441.4 = load double, double* %.440.4, align 8
  %.13.i103.4 = tail call double @llvm.sin.f64(double %.432672.4)
  %.18.i.4 = fmul double %.441.4, 5.000000e-01
  %.19.i.4 = fsub double %.13.i103.4, %.18.i.4
  %sunkaddr1235 = mul i64 %loop.index615, 8
  %18 = bitcast double* %.6.i81645 to i8*
  %sunkaddr1236 = getelementptr i8, i8* %18, i64 %sunkaddr1235
  %sunkaddr1237 = getelementptr i8, i8* %sunkaddr1236, i64 32
  %19 = bitcast i8* %sunkaddr1237 to double*
  store double %.19.i.4, double* %19, align 8
  %20 = add i64 %17, 1
  %loop.index615..415.0613.5 = select i1 %5, i64 %20, i64 %.415.0613
  %loop.index615..418.0614.5 = select i1 %5, i64 %20, i64 %.418.0614
  %.432672.in.5 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..415.0613.5
  %.432672.5 = load double, double* %.432672.in.5, align 8
  %.440.5 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..418.0614.5
  %.441.5 = load double, double* %.440.5, align 8
  %.13.i103.5 = tail call double @llvm.sin.f64(double %.432672.5)
  %.18.i.5 = fmul double %.441.5, 5.000000e-01
  %.19.i.5 = fsub double %.13.i103.5, %.18.i.5
  %sunkaddr1238 = mul i64 %loop.index615, 8
  %21 = bitcast double* %.6.i81645 to i8*
  %sunkaddr1239 = getelementptr i8, i8* %21, i64 %sunkaddr1238
  %sunkaddr1240 = getelementptr i8, i8* %sunkaddr1239, i64 40
  %22 = bitcast i8* %sunkaddr1240 to double*
  store double %.19.i.5, double* %22, align 8
  %23 = add i64 %20, 1
  %loop.index615..415.0613.6 = select i1 %5, i64 %23, i64 %.415.0613
  %loop.index615..418.0614.6 = select i1 %5, i64 %23, i64 %.418.0614
  %.432672.in.6 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..415.0613.6
  %.432672.6 = load double, double* %.432672.in.6, align 8
  %.440.6 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..418.0614.6
  %.441.6 = load double, double* %.440.6, align 8
  %.13.i103.6 = tail call double @llvm.sin.f64(double %.432672.6)
  %.18.i.6 = fmul double %.441.6, 5.000000e-01
  %.19.i.6 = fsub double %.13.i103.6, %.18.i.6
  %sunkaddr1241 = mul i64 %loop.index615, 8
  %24 = bitcast double* %.6.i81645 to i8*
  %sunkaddr1242 = getelementptr i8, i8* %24, i64 %sunkaddr1241
  %sunkaddr1243 = getelementptr i8, i8* %sunkaddr1242, i64 48
  %25 = bitcast i8* %sunkaddr1243 to double*
  store double %.19.i.6, double* %25, align 8
  %26 = add i64 %23, 1
  %loop.index615..415.0613.7 = select i1 %5, i64 %26, i64 %.415.0613
  %loop.index615..418.0614.7 = select i1 %5, i64 %26, i64 %.418.0614
  %.432672.in.7 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..415.0613.7
  %.432672.7 = load double, double* %.432672.in.7, align 8
  %.440.7 = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..418.0614.7
  %.441.7 = load double, double* %.440.7, align 8
  %.13.i103.7 = tail call double @llvm.sin.f64(double %.432672.7)
  %.18.i.7 = fmul double %.441.7, 5.000000e-01
  %.19.i.7 = fsub double %.13.i103.7, %.18.i.7
  %sunkaddr1244 = mul i64 %loop.index615, 8
  %27 = bitcast double* %.6.i81645 to i8*
  %sunkaddr1245 = getelementptr i8, i8* %27, i64 %sunkaddr1244
  %sunkaddr1246 = getelementptr i8, i8* %sunkaddr1245, i64 56
  %28 = bitcast i8* %sunkaddr1246 to double*
  store double %.19.i.7, double* %28, align 8
  %.470.7 = add nuw i64 %loop.index615, 8
  %29 = add i64 %26, 1
  %niter848.ncmp.7 = icmp eq i64 %29, %unroll_iter847
  br i1 %niter848.ncmp.7, label %for.end.unr-lcssa, label %for.body

for.end.unr-lcssa:                                ; preds = %for.body, %for.body.preheader
  %loop.index615.unr = phi i64 [ 0, %for.body.preheader ], [ %.470.7, %for.body ]
  %.418.0614.unr = phi i64 [ 0, %for.body.preheader ], [ %loop.index615..418.0614.7, %for.body ]
  %.415.0613.unr = phi i64 [ 0, %for.body.preheader ], [ %loop.index615..415.0613.7, %for.body ]
  %30 = icmp eq i64 %xtraiter844, 0
  br i1 %30, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv1090 = phi i64 [ %xtraiter844, %for.body.epil.preheader ], [ %lsr.iv.next1091, %for.body.epil ]
  %loop.index615.epil = phi i64 [ %.470.epil, %for.body.epil ], [ %loop.index615.unr, %for.body.epil.preheader ]
  %.418.0614.epil = phi i64 [ %loop.index615..418.0614.epil, %for.body.epil ], [ %.418.0614.unr, %for.body.epil.preheader ]
  %.415.0613.epil = phi i64 [ %loop.index615..415.0613.epil, %for.body.epil ], [ %.415.0613.unr, %for.body.epil.preheader ]
  %31 = icmp ugt i64 %arg.y0.5.0, 1
  %loop.index615..415.0613.epil = select i1 %31, i64 %loop.index615.epil, i64 %.415.0613.epil
  %loop.index615..418.0614.epil = select i1 %31, i64 %loop.index615.epil, i64 %.418.0614.epil
  %.432672.in.epil = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..415.0613.epil
  %.432672.epil = load double, double* %.432672.in.epil, align 8
  %.440.epil = getelementptr double, double* %y.2.sroa.60.0816, i64 %loop.index615..418.0614.epil
  %.441.epil = load double, double* %.440.epil, align 8
  %.13.i103.epil = tail call double @llvm.sin.f64(double %.432672.epil)
  %.18.i.epil = fmul double %.441.epil, 5.000000e-01
  %.19.i.epil = fsub double %.13.i103.epil, %.18.i.epil
  %scevgep1089 = getelementptr double, double* %.6.i81645, i64 %loop.index615.epil
  store double %.19.i.epil, double* %scevgep1089, align 8
  %.470.epil = add nuw nsw i64 %loop.index615.epil, 1
  %lsr.iv.next1091 = add nsw i64 %lsr.iv1090, -1
  %epil.iter845.cmp.not = icmp eq i64 %lsr.iv.next1091, 0
  br i1 %epil.iter845.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !16

for.end:                                          ; preds = %for.body.epil, %for.end.unr-lcssa
  %.7.i.i125 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i126 = icmp eq i8* %.7.i.i125, null
  br i1 %.8.i.i126, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.thread:                                   ; preds = %B76.endif.endif.endif.endif.endif.endif
  %.7.i.i125827 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !18
  %.8.i.i126828 = icmp eq i8* %.7.i.i125827, null
  br i1 %.8.i.i126828, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.1.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.thread, %for.end
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end
  %32 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i131 = getelementptr i8, i8* %.7.i.i125, i64 24
  %33 = bitcast i8* %.5.i131 to double**
  %.6.i132646 = load double*, double** %33, align 8
  br i1 %32, label %for.body.1.preheader, label %for.end.1.endif.endif.endif.thread

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %34 = icmp ult i64 %1, 7
  br i1 %34, label %for.end.1.endif.endif.endif.unr-lcssa, label %for.body.1.preheader898

for.body.1.preheader898:                          ; preds = %for.body.1.preheader
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1.preheader898, %for.body.1
  %loop.index.1619 = phi i64 [ %59, %for.body.1 ], [ 0, %for.body.1.preheader898 ]
  %.651.0618 = phi i64 [ %.651.1.7, %for.body.1 ], [ 0, %for.body.1.preheader898 ]
  %.648.0617 = phi i64 [ %spec.select756.7, %for.body.1 ], [ 0, %for.body.1.preheader898 ]
  %35 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select756 = select i1 %35, i64 %loop.index.1619, i64 %.648.0617
  %.664 = getelementptr double, double* %.6.i81645, i64 %spec.select756
  %.665 = load double, double* %.664, align 8
  %.651.1 = select i1 %35, i64 %loop.index.1619, i64 %.651.0618
  %.673 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.651.1
  %.674 = load double, double* %.673, align 8
  %.7.i = fmul double %.473, %.665
  %.8.i = fadd double %.7.i, %.674
  %sunkaddr1247 = mul i64 %loop.index.1619, 8
  %36 = bitcast double* %.6.i132646 to i8*
  %sunkaddr1248 = getelementptr i8, i8* %36, i64 %sunkaddr1247
  %37 = bitcast i8* %sunkaddr1248 to double*
  store double %.8.i, double* %37, align 8
  %38 = add i64 %loop.index.1619, 1
  %spec.select756.1 = select i1 %35, i64 %38, i64 %.648.0617
  %.664.1 = getelementptr double, double* %.6.i81645, i64 %spec.select756.1
  %.665.1 = load double, double* %.664.1, align 8
  %.651.1.1 = select i1 %35, i64 %38, i64 %.651.0618
  %.673.1 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.651.1.1
  %.674.1 = load double, double* %.673.1, align 8
  %.7.i.1 = fmul double %.473, %.665.1
  %.8.i.1 = fadd double %.7.i.1, %.674.1
  %sunkaddr1249 = mul i64 %loop.index.1619, 8
  %39 = bitcast double* %.6.i132646 to i8*
  %sunkaddr1250 = getelementptr i8, i8* %39, i64 %sunkaddr1249
  %sunkaddr1251 = getelementptr i8, i8* %sunkaddr1250, i64 8
  %40 = bitcast i8* %sunkaddr1251 to double*
  store double %.8.i.1, double* %40, align 8
  %41 = add i64 %38, 1
  %spec.select756.2 = select i1 %35, i64 %41, i64 %.648.0617
  %.664.2 = getelementptr double, double* %.6.i81645, i64 %spec.select756.2
  %.665.2 = load double, double* %.664.2, align 8
  %.651.1.2 = select i1 %35, i64 %41, i64 %.651.0618
  %.673.2 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.651.1.2
  %.674.2 = load double, double* %.673.2, align 8
  %.7.i.2 = fmul double %.473, %.665.2
  %.8.i.2 = fadd double %.7.i.2, %.674.2
  %sunkaddr1252 = mul i64 %loop.index.1619, 8
  %42 = bitcast double* %.6.i132646 to i8*
  %sunkaddr1253 = getelementptr i8, i8* %42, i64 %sunkaddr1252
  %sunkaddr1254 = getelementptr i8, i8* %sunkaddr1253, i64 16
  %43 = bitcast i8* %sunkaddr1254 to double*
  store double %.8.i.2, double* %43, align 8
  %44 = add i64 %41, 1
  %spec.select756.3 = select i1 %35, i64 %44, i64 %.648.0617
  %.664.3 = getelementptr double, double* %.6.i81645, i64 %spec.select756.3
  %.665.3 = load double, double* %.664.3, align 8
  %.651.1.3 = select i1 %35, i64 %44, i64 %.651.0618
  %.673.3 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.651.1.3
  %.674.3 = load double, double* %.673.3, align 8
  %.7.i.3 = fmul double %.473, %.665.3
  %.8.i.3 = fadd double %.7.i.3, %.674.3
  %sunkaddr1255 = mul i64 %loop.index.1619, 8
  %45 = bitcast double* %.6.i132646 to i8*
  %sunkaddr1256 = getelementptr i8, i8* %45, i64 %sunkaddr1255
  %sunkaddr1257 = getelementptr i8, i8* %sunkaddr1256, i64 24
  %46 = bitcast i8* %sunkaddr1257 to double*
  store double %.8.i.3, double* %46, align 8
  %47 = add i64 %44, 1
  %spec.select756.4 = select i1 %35, i64 %47, i64 %.648.0617
  %.664.4 = getelementptr double, double* %.6.i81645, i64 %spec.select756.4
  %.665.4 = load double, double* %.664.4, align 8
  %.651.1.4 = select i1 %35, i64 %47, i64 %.651.0618
  %.673.4 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.651.1.4
  %.674.4 = load double, double* %.673.4, align 8
  %.7.i.4 = fmul double %.473, %.665.4
  %.8.i.4 = fadd double %.7.i.4, %.674.4
  %sunkaddr1258 = mul i64 %loop.index.1619, 8
  %48 = bitcast double* %.6.i132646 to i8*
  %sunkaddr1259 = getelementptr i8, i8* %48, i64 %sunkaddr1258
  %sunkaddr1260 = getelementptr i8, i8* %sunkaddr1259, i64 32
  %49 = bitcast i8* %sunkaddr1260 to double*
  store double %.8.i.4, double* %49, align 8
  %50 = add i64 %47, 1
  %spec.select756.5 = select i1 %35, i64 %50, i64 %.648.0617
  %.664.5 = getelementptr double, double* %.6.i81645, i64 %spec.select756.5
  %.665.5 = load double, double* %.664.5, align 8
  %.651.1.5 = select i1 %35, i64 %50, i64 %.651.0618
  %.673.5 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.651.1.5
  %.674.5 = load double, double* %.673.5, align 8
  %.7.i.5 = fmul double %.473, %.665.5
  %.8.i.5 = fadd double %.7.i.5, %.674.5
  %sunkaddr1261 = mul i64 %loop.index.1619, 8
  %51 = bitcast double* %.6.i132646 to i8*
  %sunkaddr1262 = getelementptr i8, i8* %51, i64 %sunkaddr1261
  %sunkaddr1263 = getelementptr i8, i8* %sunkaddr1262, i64 40
  %52 = bitcast i8* %sunkaddr1263 to double*
  store double %.8.i.5, double* %52, align 8
  %53 = add i64 %50, 1
  %spec.select756.6 = select i1 %35, i64 %53, i64 %.648.0617
  %.664.6 = getelementptr double, double* %.6.i81645, i64 %spec.select756.6
  %.665.6 = load double, double* %.664.6, align 8
  %.651.1.6 = select i1 %35, i64 %53, i64 %.651.0618
  %.673.6 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.651.1.6
  %.674.6 = load double, double* %.673.6, align 8
  %.7.i.6 = fmul double %.473, %.665.6
  %.8.i.6 = fadd double %.7.i.6, %.674.6
  %sunkaddr1264 = mul i64 %loop.index.1619, 8
  %54 = bitcast double* %.6.i132646 to i8*
  %sunkaddr1265 = getelementptr i8, i8* %54, i64 %sunkaddr1264
  %sunkaddr1266 = getelementptr i8, i8* %sunkaddr1265, i64 48
  %55 = bitcast i8* %sunkaddr1266 to double*
  store double %.8.i.6, double* %55, align 8
  %56 = add i64 %53, 1
  %spec.select756.7 = select i1 %35, i64 %56, i64 %.648.0617
  %.664.7 = getelementptr double, double* %.6.i81645, i64 %spec.select756.7
  %.665.7 = load double, double* %.664.7, align 8
  %.651.1.7 = select i1 %35, i64 %56, i64 %.651.0618
  %.673.7 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.651.1.7
  %.674.7 = load double, double* %.673.7, align 8
  %.7.i.7 = fmul double %.473, %.665.7
  %.8.i.7 = fadd double %.7.i.7, %.674.7
  %sunkaddr1267 = mul i64 %loop.index.1619, 8
  %57 = bitcast double* %.6.i132646 to i8*
  %sunkaddr1268 = getelementptr i8, i8* %57, i64 %sunkaddr1267
  %sunkaddr1269 = getelementptr i8, i8* %sunkaddr1268, i64 56
  %58 = bitcast i8* %sunkaddr1269 to double*
  store double %.8.i.7, double* %58, align 8
  %.703.7 = add nuw i64 %loop.index.1619, 8
  %59 = add i64 %56, 1
  %niter860.ncmp.7 = icmp eq i64 %59, %unroll_iter859
  br i1 %niter860.ncmp.7, label %for.end.1.endif.endif.endif.unr-lcssa, label %for.body.1

for.end.1.endif.endif.endif.unr-lcssa:            ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1619.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.703.7, %for.body.1 ]
  %.651.0618.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.651.1.7, %for.body.1 ]
  %.648.0617.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select756.7, %for.body.1 ]
  %60 = and i64 %arg.y0.5.0, 7
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %for.end.1.endif.endif.endif, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.endif.endif.endif.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv1109 = phi i64 [ %xtraiter844, %for.body.1.epil.preheader ], [ %lsr.iv.next1110, %for.body.1.epil ]
  %loop.index.1619.epil = phi i64 [ %.703.epil, %for.body.1.epil ], [ %loop.index.1619.unr, %for.body.1.epil.preheader ]
  %.651.0618.epil = phi i64 [ %.651.1.epil, %for.body.1.epil ], [ %.651.0618.unr, %for.body.1.epil.preheader ]
  %.648.0617.epil = phi i64 [ %spec.select756.epil, %for.body.1.epil ], [ %.648.0617.unr, %for.body.1.epil.preheader ]
  %62 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select756.epil = select i1 %62, i64 %loop.index.1619.epil, i64 %.648.0617.epil
  %.664.epil = getelementptr double, double* %.6.i81645, i64 %spec.select756.epil
  %.665.epil = load double, double* %.664.epil, align 8
  %.651.1.epil = select i1 %62, i64 %loop.index.1619.epil, i64 %.651.0618.epil
  %.673.epil = getelementptr double, double* %y.2.sroa.60.0816, i64 %.651.1.epil
  %.674.epil = load double, double* %.673.epil, align 8
  %.7.i.epil = fmul double %.473, %.665.epil
  %.8.i.epil = fadd double %.7.i.epil, %.674.epil
  %scevgep1108 = getelementptr double, double* %.6.i132646, i64 %loop.index.1619.epil
  store double %.8.i.epil, double* %scevgep1108, align 8
  %.703.epil = add nuw nsw i64 %loop.index.1619.epil, 1
  %lsr.iv.next1110 = add nsw i64 %lsr.iv1109, -1
  %epil.iter857.cmp.not = icmp eq i64 %lsr.iv.next1110, 0
  br i1 %epil.iter857.cmp.not, label %for.end.1.endif.endif.endif, label %for.body.1.epil, !llvm.loop !25

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.epil, %for.end.1.endif.endif.endif.unr-lcssa
  %.7.i.i277 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !26
  %.8.i.i278 = icmp eq i8* %.7.i.i277, null
  br i1 %.8.i.i278, label %for.end.1.endif.endif.endif.if, label %for.body.2.preheader, !prof !0

for.end.1.endif.endif.endif.thread:               ; preds = %for.end.thread, %for.end.endif.endif.endif.endif.endif.endif
  %.7.i.i125829834 = phi i8* [ %.7.i.i125, %for.end.endif.endif.endif.endif.endif.endif ], [ %.7.i.i125827, %for.end.thread ]
  %.7.i.i277773 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !26
  %.8.i.i278774 = icmp eq i8* %.7.i.i277773, null
  br i1 %.8.i.i278774, label %for.end.1.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.thread, !prof !0

for.end.1.endif.endif.endif.endif.thread:         ; preds = %for.end.1.endif.endif.endif.thread
  %.5.i283777 = getelementptr i8, i8* %.7.i.i277773, i64 24
  %63 = bitcast i8* %.5.i283777 to double**
  %.6.i284647778 = load double*, double** %63, align 8
  br label %for.end.2

for.end.1.endif.endif.endif.if:                   ; preds = %for.end.1.endif.endif.endif.thread, %for.end.1.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.endif
  %64 = icmp ult i64 %1, 7
  %.5.i283 = getelementptr i8, i8* %.7.i.i277, i64 24
  %65 = bitcast i8* %.5.i283 to double**
  %.6.i284647 = load double*, double** %65, align 8
  br i1 %64, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader897

for.body.2.preheader897:                          ; preds = %for.body.2.preheader
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2.preheader897, %for.body.2
  %loop.index.2622 = phi i64 [ %90, %for.body.2 ], [ 0, %for.body.2.preheader897 ]
  %.829.0621 = phi i64 [ %spec.select758.7, %for.body.2 ], [ 0, %for.body.2.preheader897 ]
  %66 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select758 = select i1 %66, i64 %loop.index.2622, i64 %.829.0621
  %.842 = getelementptr double, double* %.6.i132646, i64 %spec.select758
  %.843 = load double, double* %.842, align 8
  %.12.i382 = tail call double @llvm.sin.f64(double %.843)
  %.17.i383 = fmul double %.843, 5.000000e-01
  %.18.i384 = fsub double %.12.i382, %.17.i383
  %sunkaddr1270 = mul i64 %loop.index.2622, 8
  %67 = bitcast double* %.6.i284647 to i8*
  %sunkaddr1271 = getelementptr i8, i8* %67, i64 %sunkaddr1270
  %68 = bitcast i8* %sunkaddr1271 to double*
  store double %.18.i384, double* %68, align 8
  %69 = add i64 %loop.index.2622, 1
  %spec.select758.1 = select i1 %66, i64 %69, i64 %.829.0621
  %.842.1 = getelementptr double, double* %.6.i132646, i64 %spec.select758.1
  %.843.1 = load double, double* %.842.1, align 8
  %.12.i382.1 = tail call double @llvm.sin.f64(double %.843.1)
  %.17.i383.1 = fmul double %.843.1, 5.000000e-01
  %.18.i384.1 = fsub double %.12.i382.1, %.17.i383.1
  %sunkaddr1272 = mul i64 %loop.index.2622, 8
  %70 = bitcast double* %.6.i284647 to i8*
  %sunkaddr1273 = getelementptr i8, i8* %70, i64 %sunkaddr1272
  %sunkaddr1274 = getelementptr i8, i8* %sunkaddr1273, i64 8
  %71 = bitcast i8* %sunkaddr1274 to double*
  store double %.18.i384.1, double* %71, align 8
  %72 = add i64 %69, 1
  %spec.select758.2 = select i1 %66, i64 %72, i64 %.829.0621
  %.842.2 = getelementptr double, double* %.6.i132646, i64 %spec.select758.2
  %.843.2 = load double, double* %.842.2, align 8
  %.12.i382.2 = tail call double @llvm.sin.f64(double %.843.2)
  %.17.i383.2 = fmul double %.843.2, 5.000000e-01
  %.18.i384.2 = fsub double %.12.i382.2, %.17.i383.2
  %sunkaddr1275 = mul i64 %loop.index.2622, 8
  %73 = bitcast double* %.6.i284647 to i8*
  %sunkaddr1276 = getelementptr i8, i8* %73, i64 %sunkaddr1275
  %sunkaddr1277 = getelementptr i8, i8* %sunkaddr1276, i64 16
  %74 = bitcast i8* %sunkaddr1277 to double*
  store double %.18.i384.2, double* %74, align 8
  %75 = add i64 %72, 1
  %spec.select758.3 = select i1 %66, i64 %75, i64 %.829.0621
  %.842.3 = getelementptr double, double* %.6.i132646, i64 %spec.select758.3
  %.843.3 = load double, double* %.842.3, align 8
  %.12.i382.3 = tail call double @llvm.sin.f64(double %.843.3)
  %.17.i383.3 = fmul double %.843.3, 5.000000e-01
  %.18.i384.3 = fsub double %.12.i382.3, %.17.i383.3
  %sunkaddr1278 = mul i64 %loop.index.2622, 8
  %76 = bitcast double* %.6.i284647 to i8*
  %sunkaddr1279 = getelementptr i8, i8* %76, i64 %sunkaddr1278
  %sunkaddr1280 = getelementptr i8, i8* %sunkaddr1279, i64 24
  %77 = bitcast i8* %sunkaddr1280 to double*
  store double %.18.i384.3, double* %77, align 8
  %78 = add i64 %75, 1
  %spec.select758.4 = select i1 %66, i64 %78, i64 %.829.0621
  %.842.4 = getelementptr double, double* %.6.i132646, i64 %spec.select758.4
  %.843.4 = load double, double* %.842.4, align 8
  %.12.i382.4 = tail call double @llvm.sin.f64(double %.843.4)
  %.17.i383.4 = fmul double %.843.4, 5.000000e-01
  %.18.i384.4 = fsub double %.12.i382.4, %.17.i383.4
  %sunkaddr1281 = mul i64 %loop.index.2622, 8
  %79 = bitcast double* %.6.i284647 to i8*
  %sunkaddr1282 = getelementptr i8, i8* %79, i64 %sunkaddr1281
  %sunkaddr1283 = getelementptr i8, i8* %sunkaddr1282, i64 32
  %80 = bitcast i8* %sunkaddr1283 to double*
  store double %.18.i384.4, double* %80, align 8
  %81 = add i64 %78, 1
  %spec.select758.5 = select i1 %66, i64 %81, i64 %.829.0621
  %.842.5 = getelementptr double, double* %.6.i132646, i64 %spec.select758.5
  %.843.5 = load double, double* %.842.5, align 8
  %.12.i382.5 = tail call double @llvm.sin.f64(double %.843.5)
  %.17.i383.5 = fmul double %.843.5, 5.000000e-01
  %.18.i384.5 = fsub double %.12.i382.5, %.17.i383.5
  %sunkaddr1284 = mul i64 %loop.index.2622, 8
  %82 = bitcast double* %.6.i284647 to i8*
  %sunkaddr1285 = getelementptr i8, i8* %82, i64 %sunkaddr1284
  %sunkaddr1286 = getelementptr i8, i8* %sunkaddr1285, i64 40
  %83 = bitcast i8* %sunkaddr1286 to double*
  store double %.18.i384.5, double* %83, align 8
  %84 = add i64 %81, 1
  %spec.select758.6 = select i1 %66, i64 %84, i64 %.829.0621
  %.842.6 = getelementptr double, double* %.6.i132646, i64 %spec.select758.6
  %.843.6 = load double, double* %.842.6, align 8
  %.12.i382.6 = tail call double @llvm.sin.f64(double %.843.6)
  %.17.i383.6 = fmul double %.843.6, 5.000000e-01
  %.18.i384.6 = fsub double %.12.i382.6, %.17.i383.6
  %sunkaddr1287 = mul i64 %loop.index.2622, 8
  %85 = bitcast double* %.6.i284647 to i8*
  %sunkaddr1288 = getelementptr i8, i8* %85, i64 %sunkaddr1287
  %sunkaddr1289 = getelementptr i8, i8* %sunkaddr1288, i64 48
  %86 = bitcast i8* %sunkaddr1289 to double*
  store double %.18.i384.6, double* %86, align 8
  %87 = add i64 %84, 1
  %spec.select758.7 = select i1 %66, i64 %87, i64 %.829.0621
  %.842.7 = getelementptr double, double* %.6.i132646, i64 %spec.select758.7
  %.843.7 = load double, double* %.842.7, align 8
  %.12.i382.7 = tail call double @llvm.sin.f64(double %.843.7)
  %.17.i383.7 = fmul double %.843.7, 5.000000e-01
  %.18.i384.7 = fsub double %.12.i382.7, %.17.i383.7
  %sunkaddr1290 = mul i64 %loop.index.2622, 8
  %88 = bitcast double* %.6.i284647 to i8*
  %sunkaddr1291 = getelementptr i8, i8* %88, i64 %sunkaddr1290
  %sunkaddr1292 = getelementptr i8, i8* %sunkaddr1291, i64 56
  %89 = bitcast i8* %sunkaddr1292 to double*
  store double %.18.i384.7, double* %89, align 8
  %.872.7 = add nuw i64 %loop.index.2622, 8
  %90 = add i64 %87, 1
  %niter865.ncmp.7 = icmp eq i64 %90, %unroll_iter864
  br i1 %niter865.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.2622.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.872.7, %for.body.2 ]
  %.829.0621.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select758.7, %for.body.2 ]
  %91 = and i64 %arg.y0.5.0, 7
  %92 = icmp eq i64 %91, 0
  br i1 %92, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv1128 = phi i64 [ %xtraiter844, %for.body.2.epil.preheader ], [ %lsr.iv.next1129, %for.body.2.epil ]
  %loop.index.2622.epil = phi i64 [ %.872.epil, %for.body.2.epil ], [ %loop.index.2622.unr, %for.body.2.epil.preheader ]
  %.829.0621.epil = phi i64 [ %spec.select758.epil, %for.body.2.epil ], [ %.829.0621.unr, %for.body.2.epil.preheader ]
  %93 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select758.epil = select i1 %93, i64 %loop.index.2622.epil, i64 %.829.0621.epil
  %.842.epil = getelementptr double, double* %.6.i132646, i64 %spec.select758.epil
  %.843.epil = load double, double* %.842.epil, align 8
  %.12.i382.epil = tail call double @llvm.sin.f64(double %.843.epil)
  %.17.i383.epil = fmul double %.843.epil, 5.000000e-01
  %.18.i384.epil = fsub double %.12.i382.epil, %.17.i383.epil
  %scevgep1127 = getelementptr double, double* %.6.i284647, i64 %loop.index.2622.epil
  store double %.18.i384.epil, double* %scevgep1127, align 8
  %.872.epil = add nuw nsw i64 %loop.index.2622.epil, 1
  %lsr.iv.next1129 = add nsw i64 %lsr.iv1128, -1
  %epil.iter862.cmp.not = icmp eq i64 %lsr.iv.next1129, 0
  br i1 %epil.iter862.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !33

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %for.end.1.endif.endif.endif.endif.thread
  %.7.i.i125829833 = phi i8* [ %.7.i.i125829834, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i125, %for.end.2.loopexit.unr-lcssa ], [ %.7.i.i125, %for.body.2.epil ]
  %.6.i284647780 = phi double* [ %.6.i284647778, %for.end.1.endif.endif.endif.endif.thread ], [ %.6.i284647, %for.end.2.loopexit.unr-lcssa ], [ %.6.i284647, %for.body.2.epil ]
  %.7.i.i277775779 = phi i8* [ %.7.i.i277773, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i277, %for.end.2.loopexit.unr-lcssa ], [ %.7.i.i277, %for.body.2.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i125829833)
  %.7.i.i439 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !34
  %.8.i.i440 = icmp eq i8* %.7.i.i439, null
  br i1 %.8.i.i440, label %for.end.2.endif.endif.endif.endif.endif.if, label %for.end.2.endif.endif.endif.endif.endif.endif, !prof !0

for.end.2.endif.endif.endif.endif.endif.if:       ; preds = %for.end.2
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.2.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.2
  %94 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i437 = getelementptr i8, i8* %.7.i.i439, i64 24
  %95 = bitcast i8* %.5.i437 to double**
  %.6.i438648 = load double*, double** %95, align 8
  br i1 %94, label %for.body.3.preheader, label %for.end.3.endif.endif.endif.thread

for.body.3.preheader:                             ; preds = %for.end.2.endif.endif.endif.endif.endif.endif
  %96 = icmp ult i64 %1, 7
  br i1 %96, label %for.end.3.endif.endif.endif.unr-lcssa, label %for.body.3.preheader896

for.body.3.preheader896:                          ; preds = %for.body.3.preheader
  br label %for.body.3

for.body.3:                                       ; preds = %for.body.3.preheader896, %for.body.3
  %loop.index.3626 = phi i64 [ %121, %for.body.3 ], [ 0, %for.body.3.preheader896 ]
  %.1056.0625 = phi i64 [ %.1056.1.7, %for.body.3 ], [ 0, %for.body.3.preheader896 ]
  %.1053.0624 = phi i64 [ %spec.select760.7, %for.body.3 ], [ 0, %for.body.3.preheader896 ]
  %97 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select760 = select i1 %97, i64 %loop.index.3626, i64 %.1053.0624
  %.1069 = getelementptr double, double* %.6.i284647780, i64 %spec.select760
  %.1070 = load double, double* %.1069, align 8
  %.1056.1 = select i1 %97, i64 %loop.index.3626, i64 %.1056.0625
  %.1078 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1056.1
  %.1079 = load double, double* %.1078, align 8
  %.7.i414 = fmul double %.473, %.1070
  %.8.i415 = fadd double %.7.i414, %.1079
  %sunkaddr1293 = mul i64 %loop.index.3626, 8
  %98 = bitcast double* %.6.i438648 to i8*
  %sunkaddr1294 = getelementptr i8, i8* %98, i64 %sunkaddr1293
  %99 = bitcast i8* %sunkaddr1294 to double*
  store double %.8.i415, double* %99, align 8
  %100 = add i64 %loop.index.3626, 1
  %spec.select760.1 = select i1 %97, i64 %100, i64 %.1053.0624
  %.1069.1 = getelementptr double, double* %.6.i284647780, i64 %spec.select760.1
  %.1070.1 = load double, double* %.1069.1, align 8
  %.1056.1.1 = select i1 %97, i64 %100, i64 %.1056.0625
  %.1078.1 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1056.1.1
  %.1079.1 = load double, double* %.1078.1, align 8
  %.7.i414.1 = fmul double %.473, %.1070.1
  %.8.i415.1 = fadd double %.7.i414.1, %.1079.1
  %sunkaddr1295 = mul i64 %loop.index.3626, 8
  %101 = bitcast double* %.6.i438648 to i8*
  %sunkaddr1296 = getelementptr i8, i8* %101, i64 %sunkaddr1295
  %sunkaddr1297 = getelementptr i8, i8* %sunkaddr1296, i64 8
  %102 = bitcast i8* %sunkaddr1297 to double*
  store double %.8.i415.1, double* %102, align 8
  %103 = add i64 %100, 1
  %spec.select760.2 = select i1 %97, i64 %103, i64 %.1053.0624
  %.1069.2 = getelementptr double, double* %.6.i284647780, i64 %spec.select760.2
  %.1070.2 = load double, double* %.1069.2, align 8
  %.1056.1.2 = select i1 %97, i64 %103, i64 %.1056.0625
  %.1078.2 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1056.1.2
  %.1079.2 = load double, double* %.1078.2, align 8
  %.7.i414.2 = fmul double %.473, %.1070.2
  %.8.i415.2 = fadd double %.7.i414.2, %.1079.2
  %sunkaddr1298 = mul i64 %loop.index.3626, 8
  %104 = bitcast double* %.6.i438648 to i8*
  %sunkaddr1299 = getelementptr i8, i8* %104, i64 %sunkaddr1298
  %sunkaddr1300 = getelementptr i8, i8* %sunkaddr1299, i64 16
  %105 = bitcast i8* %sunkaddr1300 to double*
  store double %.8.i415.2, double* %105, align 8
  %106 = add i64 %103, 1
  %spec.select760.3 = select i1 %97, i64 %106, i64 %.1053.0624
  %.1069.3 = getelementptr double, double* %.6.i284647780, i64 %spec.select760.3
  %.1070.3 = load double, double* %.1069.3, align 8
  %.1056.1.3 = select i1 %97, i64 %106, i64 %.1056.0625
  %.1078.3 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1056.1.3
  %.1079.3 = load double, double* %.1078.3, align 8
  %.7.i414.3 = fmul double %.473, %.1070.3
  %.8.i415.3 = fadd double %.7.i414.3, %.1079.3
  %sunkaddr1301 = mul i64 %loop.index.3626, 8
  %107 = bitcast double* %.6.i438648 to i8*
  %sunkaddr1302 = getelementptr i8, i8* %107, i64 %sunkaddr1301
  %sunkaddr1303 = getelementptr i8, i8* %sunkaddr1302, i64 24
  %108 = bitcast i8* %sunkaddr1303 to double*
  store double %.8.i415.3, double* %108, align 8
  %109 = add i64 %106, 1
  %spec.select760.4 = select i1 %97, i64 %109, i64 %.1053.0624
  %.1069.4 = getelementptr double, double* %.6.i284647780, i64 %spec.select760.4
  %.1070.4 = load double, double* %.1069.4, align 8
  %.1056.1.4 = select i1 %97, i64 %109, i64 %.1056.0625
  %.1078.4 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1056.1.4
  %.1079.4 = load double, double* %.1078.4, align 8
  %.7.i414.4 = fmul double %.473, %.1070.4
  %.8.i415.4 = fadd double %.7.i414.4, %.1079.4
  %sunkaddr1304 = mul i64 %loop.index.3626, 8
  %110 = bitcast double* %.6.i438648 to i8*
  %sunkaddr1305 = getelementptr i8, i8* %110, i64 %sunkaddr1304
  %sunkaddr1306 = getelementptr i8, i8* %sunkaddr1305, i64 32
  %111 = bitcast i8* %sunkaddr1306 to double*
  store double %.8.i415.4, double* %111, align 8
  %112 = add i64 %109, 1
  %spec.select760.5 = select i1 %97, i64 %112, i64 %.1053.0624
  %.1069.5 = getelementptr double, double* %.6.i284647780, i64 %spec.select760.5
  %.1070.5 = load double, double* %.1069.5, align 8
  %.1056.1.5 = select i1 %97, i64 %112, i64 %.1056.0625
  %.1078.5 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1056.1.5
  %.1079.5 = load double, double* %.1078.5, align 8
  %.7.i414.5 = fmul double %.473, %.1070.5
  %.8.i415.5 = fadd double %.7.i414.5, %.1079.5
  %sunkaddr1307 = mul i64 %loop.index.3626, 8
  %113 = bitcast double* %.6.i438648 to i8*
  %sunkaddr1308 = getelementptr i8, i8* %113, i64 %sunkaddr1307
  %sunkaddr1309 = getelementptr i8, i8* %sunkaddr1308, i64 40
  %114 = bitcast i8* %sunkaddr1309 to double*
  store double %.8.i415.5, double* %114, align 8
  %115 = add i64 %112, 1
  %spec.select760.6 = select i1 %97, i64 %115, i64 %.1053.0624
  %.1069.6 = getelementptr double, double* %.6.i284647780, i64 %spec.select760.6
  %.1070.6 = load double, double* %.1069.6, align 8
  %.1056.1.6 = select i1 %97, i64 %115, i64 %.1056.0625
  %.1078.6 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1056.1.6
  %.1079.6 = load double, double* %.1078.6, align 8
  %.7.i414.6 = fmul double %.473, %.1070.6
  %.8.i415.6 = fadd double %.7.i414.6, %.1079.6
  %sunkaddr1310 = mul i64 %loop.index.3626, 8
  %116 = bitcast double* %.6.i438648 to i8*
  %sunkaddr1311 = getelementptr i8, i8* %116, i64 %sunkaddr1310
  %sunkaddr1312 = getelementptr i8, i8* %sunkaddr1311, i64 48
  %117 = bitcast i8* %sunkaddr1312 to double*
  store double %.8.i415.6, double* %117, align 8
  %118 = add i64 %115, 1
  %spec.select760.7 = select i1 %97, i64 %118, i64 %.1053.0624
  %.1069.7 = getelementptr double, double* %.6.i284647780, i64 %spec.select760.7
  %.1070.7 = load double, double* %.1069.7, align 8
  %.1056.1.7 = select i1 %97, i64 %118, i64 %.1056.0625
  %.1078.7 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1056.1.7
  %.1079.7 = load double, double* %.1078.7, align 8
  %.7.i414.7 = fmul double %.473, %.1070.7
  %.8.i415.7 = fadd double %.7.i414.7, %.1079.7
  %sunkaddr1313 = mul i64 %loop.index.3626, 8
  %119 = bitcast double* %.6.i438648 to i8*
  %sunkaddr1314 = getelementptr i8, i8* %119, i64 %sunkaddr1313
  %sunkaddr1315 = getelementptr i8, i8* %sunkaddr1314, i64 56
  %120 = bitcast i8* %sunkaddr1315 to double*
  store double %.8.i415.7, double* %120, align 8
  %.1108.7 = add nuw i64 %loop.index.3626, 8
  %121 = add i64 %118, 1
  %niter870.ncmp.7 = icmp eq i64 %121, %unroll_iter869
  br i1 %niter870.ncmp.7, label %for.end.3.endif.endif.endif.unr-lcssa, label %for.body.3

for.end.3.endif.endif.endif.unr-lcssa:            ; preds = %for.body.3, %for.body.3.preheader
  %loop.index.3626.unr = phi i64 [ 0, %for.body.3.preheader ], [ %.1108.7, %for.body.3 ]
  %.1056.0625.unr = phi i64 [ 0, %for.body.3.preheader ], [ %.1056.1.7, %for.body.3 ]
  %.1053.0624.unr = phi i64 [ 0, %for.body.3.preheader ], [ %spec.select760.7, %for.body.3 ]
  %122 = and i64 %arg.y0.5.0, 7
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %for.end.3.endif.endif.endif, label %for.body.3.epil.preheader

for.body.3.epil.preheader:                        ; preds = %for.end.3.endif.endif.endif.unr-lcssa
  br label %for.body.3.epil

for.body.3.epil:                                  ; preds = %for.body.3.epil.preheader, %for.body.3.epil
  %lsr.iv1147 = phi i64 [ %xtraiter844, %for.body.3.epil.preheader ], [ %lsr.iv.next1148, %for.body.3.epil ]
  %loop.index.3626.epil = phi i64 [ %.1108.epil, %for.body.3.epil ], [ %loop.index.3626.unr, %for.body.3.epil.preheader ]
  %.1056.0625.epil = phi i64 [ %.1056.1.epil, %for.body.3.epil ], [ %.1056.0625.unr, %for.body.3.epil.preheader ]
  %.1053.0624.epil = phi i64 [ %spec.select760.epil, %for.body.3.epil ], [ %.1053.0624.unr, %for.body.3.epil.preheader ]
  %124 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select760.epil = select i1 %124, i64 %loop.index.3626.epil, i64 %.1053.0624.epil
  %.1069.epil = getelementptr double, double* %.6.i284647780, i64 %spec.select760.epil
  %.1070.epil = load double, double* %.1069.epil, align 8
  %.1056.1.epil = select i1 %124, i64 %loop.index.3626.epil, i64 %.1056.0625.epil
  %.1078.epil = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1056.1.epil
  %.1079.epil = load double, double* %.1078.epil, align 8
  %.7.i414.epil = fmul double %.473, %.1070.epil
  %.8.i415.epil = fadd double %.7.i414.epil, %.1079.epil
  %scevgep1146 = getelementptr double, double* %.6.i438648, i64 %loop.index.3626.epil
  store double %.8.i415.epil, double* %scevgep1146, align 8
  %.1108.epil = add nuw nsw i64 %loop.index.3626.epil, 1
  %lsr.iv.next1148 = add nsw i64 %lsr.iv1147, -1
  %epil.iter867.cmp.not = icmp eq i64 %lsr.iv.next1148, 0
  br i1 %epil.iter867.cmp.not, label %for.end.3.endif.endif.endif, label %for.body.3.epil, !llvm.loop !41

for.end.3.endif.endif.endif:                      ; preds = %for.body.3.epil, %for.end.3.endif.endif.endif.unr-lcssa
  %.7.i.i387 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !42
  %.8.i.i388 = icmp eq i8* %.7.i.i387, null
  br i1 %.8.i.i388, label %for.end.3.endif.endif.endif.if, label %for.body.4.preheader, !prof !0

for.end.3.endif.endif.endif.thread:               ; preds = %for.end.2.endif.endif.endif.endif.endif.endif
  %.7.i.i387781 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !42
  %.8.i.i388782 = icmp eq i8* %.7.i.i387781, null
  br i1 %.8.i.i388782, label %for.end.3.endif.endif.endif.if, label %for.end.3.endif.endif.endif.endif.thread, !prof !0

for.end.3.endif.endif.endif.endif.thread:         ; preds = %for.end.3.endif.endif.endif.thread
  %.5.i385785 = getelementptr i8, i8* %.7.i.i387781, i64 24
  %125 = bitcast i8* %.5.i385785 to double**
  %.6.i386649786 = load double*, double** %125, align 8
  br label %for.end.4

for.end.3.endif.endif.endif.if:                   ; preds = %for.end.3.endif.endif.endif.thread, %for.end.3.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.4.preheader:                             ; preds = %for.end.3.endif.endif.endif
  %126 = icmp ult i64 %1, 7
  %.5.i385 = getelementptr i8, i8* %.7.i.i387, i64 24
  %127 = bitcast i8* %.5.i385 to double**
  %.6.i386649 = load double*, double** %127, align 8
  br i1 %126, label %for.end.4.loopexit.unr-lcssa, label %for.body.4.preheader895

for.body.4.preheader895:                          ; preds = %for.body.4.preheader
  br label %for.body.4

for.body.4:                                       ; preds = %for.body.4.preheader895, %for.body.4
  %loop.index.4629 = phi i64 [ %152, %for.body.4 ], [ 0, %for.body.4.preheader895 ]
  %.1234.0628 = phi i64 [ %spec.select762.7, %for.body.4 ], [ 0, %for.body.4.preheader895 ]
  %128 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select762 = select i1 %128, i64 %loop.index.4629, i64 %.1234.0628
  %.1247 = getelementptr double, double* %.6.i438648, i64 %spec.select762
  %.1248 = load double, double* %.1247, align 8
  %.12.i358 = tail call double @llvm.sin.f64(double %.1248)
  %.17.i359 = fmul double %.1248, 5.000000e-01
  %.18.i360 = fsub double %.12.i358, %.17.i359
  %sunkaddr1316 = mul i64 %loop.index.4629, 8
  %129 = bitcast double* %.6.i386649 to i8*
  %sunkaddr1317 = getelementptr i8, i8* %129, i64 %sunkaddr1316
  %130 = bitcast i8* %sunkaddr1317 to double*
  store double %.18.i360, double* %130, align 8
  %131 = add i64 %loop.index.4629, 1
  %spec.select762.1 = select i1 %128, i64 %131, i64 %.1234.0628
  %.1247.1 = getelementptr double, double* %.6.i438648, i64 %spec.select762.1
  %.1248.1 = load double, double* %.1247.1, align 8
  %.12.i358.1 = tail call double @llvm.sin.f64(double %.1248.1)
  %.17.i359.1 = fmul double %.1248.1, 5.000000e-01
  %.18.i360.1 = fsub double %.12.i358.1, %.17.i359.1
  %sunkaddr1318 = mul i64 %loop.index.4629, 8
  %132 = bitcast double* %.6.i386649 to i8*
  %sunkaddr1319 = getelementptr i8, i8* %132, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, i8* %sunkaddr1319, i64 8
  %133 = bitcast i8* %sunkaddr1320 to double*
  store double %.18.i360.1, double* %133, align 8
  %134 = add i64 %131, 1
  %spec.select762.2 = select i1 %128, i64 %134, i64 %.1234.0628
  %.1247.2 = getelementptr double, double* %.6.i438648, i64 %spec.select762.2
  %.1248.2 = load double, double* %.1247.2, align 8
  %.12.i358.2 = tail call double @llvm.sin.f64(double %.1248.2)
  %.17.i359.2 = fmul double %.1248.2, 5.000000e-01
  %.18.i360.2 = fsub double %.12.i358.2, %.17.i359.2
  %sunkaddr1321 = mul i64 %loop.index.4629, 8
  %135 = bitcast double* %.6.i386649 to i8*
  %sunkaddr1322 = getelementptr i8, i8* %135, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, i8* %sunkaddr1322, i64 16
  %136 = bitcast i8* %sunkaddr1323 to double*
  store double %.18.i360.2, double* %136, align 8
  %137 = add i64 %134, 1
  %spec.select762.3 = select i1 %128, i64 %137, i64 %.1234.0628
  %.1247.3 = getelementptr double, double* %.6.i438648, i64 %spec.select762.3
  %.1248.3 = load double, double* %.1247.3, align 8
  %.12.i358.3 = tail call double @llvm.sin.f64(double %.1248.3)
  %.17.i359.3 = fmul double %.1248.3, 5.000000e-01
  %.18.i360.3 = fsub double %.12.i358.3, %.17.i359.3
  %sunkaddr1324 = mul i64 %loop.index.4629, 8
  %138 = bitcast double* %.6.i386649 to i8*
  %sunkaddr1325 = getelementptr i8, i8* %138, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, i8* %sunkaddr1325, i64 24
  %139 = bitcast i8* %sunkaddr1326 to double*
  store double %.18.i360.3, double* %139, align 8
  %140 = add i64 %137, 1
  %spec.select762.4 = select i1 %128, i64 %140, i64 %.1234.0628
  %.1247.4 = getelementptr double, double* %.6.i438648, i64 %spec.select762.4
  %.1248.4 = load double, double* %.1247.4, align 8
  %.12.i358.4 = tail call double @llvm.sin.f64(double %.1248.4)
  %.17.i359.4 = fmul double %.1248.4, 5.000000e-01
  %.18.i360.4 = fsub double %.12.i358.4, %.17.i359.4
  %sunkaddr1327 = mul i64 %loop.index.4629, 8
  %141 = bitcast double* %.6.i386649 to i8*
  %sunkaddr1328 = getelementptr i8, i8* %141, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, i8* %sunkaddr1328, i64 32
  %142 = bitcast i8* %sunkaddr1329 to double*
  store double %.18.i360.4, double* %142, align 8
  %143 = add i64 %140, 1
  %spec.select762.5 = select i1 %128, i64 %143, i64 %.1234.0628
  %.1247.5 = getelementptr double, double* %.6.i438648, i64 %spec.select762.5
  %.1248.5 = load double, double* %.1247.5, align 8
  %.12.i358.5 = tail call double @llvm.sin.f64(double %.1248.5)
  %.17.i359.5 = fmul double %.1248.5, 5.000000e-01
  %.18.i360.5 = fsub double %.12.i358.5, %.17.i359.5
  %sunkaddr1330 = mul i64 %loop.index.4629, 8
  %144 = bitcast double* %.6.i386649 to i8*
  %sunkaddr1331 = getelementptr i8, i8* %144, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, i8* %sunkaddr1331, i64 40
  %145 = bitcast i8* %sunkaddr1332 to double*
  store double %.18.i360.5, double* %145, align 8
  %146 = add i64 %143, 1
  %spec.select762.6 = select i1 %128, i64 %146, i64 %.1234.0628
  %.1247.6 = getelementptr double, double* %.6.i438648, i64 %spec.select762.6
  %.1248.6 = load double, double* %.1247.6, align 8
  %.12.i358.6 = tail call double @llvm.sin.f64(double %.1248.6)
  %.17.i359.6 = fmul double %.1248.6, 5.000000e-01
  %.18.i360.6 = fsub double %.12.i358.6, %.17.i359.6
  %sunkaddr1333 = mul i64 %loop.index.4629, 8
  %147 = bitcast double* %.6.i386649 to i8*
  %sunkaddr1334 = getelementptr i8, i8* %147, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, i8* %sunkaddr1334, i64 48
  %148 = bitcast i8* %sunkaddr1335 to double*
  store double %.18.i360.6, double* %148, align 8
  %149 = add i64 %146, 1
  %spec.select762.7 = select i1 %128, i64 %149, i64 %.1234.0628
  %.1247.7 = getelementptr double, double* %.6.i438648, i64 %spec.select762.7
  %.1248.7 = load double, double* %.1247.7, align 8
  %.12.i358.7 = tail call double @llvm.sin.f64(double %.1248.7)
  %.17.i359.7 = fmul double %.1248.7, 5.000000e-01
  %.18.i360.7 = fsub double %.12.i358.7, %.17.i359.7
  %sunkaddr1336 = mul i64 %loop.index.4629, 8
  %150 = bitcast double* %.6.i386649 to i8*
  %sunkaddr1337 = getelementptr i8, i8* %150, i64 %sunkaddr1336
  %sunkaddr1338 = getelementptr i8, i8* %sunkaddr1337, i64 56
  %151 = bitcast i8* %sunkaddr1338 to double*
  store double %.18.i360.7, double* %151, align 8
  %.1277.7 = add nuw i64 %loop.index.4629, 8
  %152 = add i64 %149, 1
  %niter875.ncmp.7 = icmp eq i64 %152, %unroll_iter874
  br i1 %niter875.ncmp.7, label %for.end.4.loopexit.unr-lcssa, label %for.body.4

for.end.4.loopexit.unr-lcssa:                     ; preds = %for.body.4, %for.body.4.preheader
  %loop.index.4629.unr = phi i64 [ 0, %for.body.4.preheader ], [ %.1277.7, %for.body.4 ]
  %.1234.0628.unr = phi i64 [ 0, %for.body.4.preheader ], [ %spec.select762.7, %for.body.4 ]
  %153 = and i64 %arg.y0.5.0, 7
  %154 = icmp eq i64 %153, 0
  br i1 %154, label %for.end.4, label %for.body.4.epil.preheader

for.body.4.epil.preheader:                        ; preds = %for.end.4.loopexit.unr-lcssa
  br label %for.body.4.epil

for.body.4.epil:                                  ; preds = %for.body.4.epil.preheader, %for.body.4.epil
  %lsr.iv1166 = phi i64 [ %xtraiter844, %for.body.4.epil.preheader ], [ %lsr.iv.next1167, %for.body.4.epil ]
  %loop.index.4629.epil = phi i64 [ %.1277.epil, %for.body.4.epil ], [ %loop.index.4629.unr, %for.body.4.epil.preheader ]
  %.1234.0628.epil = phi i64 [ %spec.select762.epil, %for.body.4.epil ], [ %.1234.0628.unr, %for.body.4.epil.preheader ]
  %155 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select762.epil = select i1 %155, i64 %loop.index.4629.epil, i64 %.1234.0628.epil
  %.1247.epil = getelementptr double, double* %.6.i438648, i64 %spec.select762.epil
  %.1248.epil = load double, double* %.1247.epil, align 8
  %.12.i358.epil = tail call double @llvm.sin.f64(double %.1248.epil)
  %.17.i359.epil = fmul double %.1248.epil, 5.000000e-01
  %.18.i360.epil = fsub double %.12.i358.epil, %.17.i359.epil
  %scevgep1165 = getelementptr double, double* %.6.i386649, i64 %loop.index.4629.epil
  store double %.18.i360.epil, double* %scevgep1165, align 8
  %.1277.epil = add nuw nsw i64 %loop.index.4629.epil, 1
  %lsr.iv.next1167 = add nsw i64 %lsr.iv1166, -1
  %epil.iter872.cmp.not = icmp eq i64 %lsr.iv.next1167, 0
  br i1 %epil.iter872.cmp.not, label %for.end.4, label %for.body.4.epil, !llvm.loop !49

for.end.4:                                        ; preds = %for.body.4.epil, %for.end.4.loopexit.unr-lcssa, %for.end.3.endif.endif.endif.endif.thread
  %.6.i386649788 = phi double* [ %.6.i386649786, %for.end.3.endif.endif.endif.endif.thread ], [ %.6.i386649, %for.end.4.loopexit.unr-lcssa ], [ %.6.i386649, %for.body.4.epil ]
  %.7.i.i387783787 = phi i8* [ %.7.i.i387781, %for.end.3.endif.endif.endif.endif.thread ], [ %.7.i.i387, %for.end.4.loopexit.unr-lcssa ], [ %.7.i.i387, %for.body.4.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i439)
  %.7.i.i310 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !50
  %.8.i.i311 = icmp eq i8* %.7.i.i310, null
  br i1 %.8.i.i311, label %for.end.4.endif.endif.endif.endif.endif.if, label %for.end.4.endif.endif.endif.endif.endif.endif, !prof !0

for.end.4.endif.endif.endif.endif.endif.if:       ; preds = %for.end.4
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.4.endif.endif.endif.endif.endif.endif:    ; preds = %for.end.4
  %156 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i308 = getelementptr i8, i8* %.7.i.i310, i64 24
  %157 = bitcast i8* %.5.i308 to double**
  %.6.i309650 = load double*, double** %157, align 8
  br i1 %156, label %for.body.5.preheader, label %for.end.5.endif.endif.endif.thread

for.body.5.preheader:                             ; preds = %for.end.4.endif.endif.endif.endif.endif.endif
  %158 = icmp ult i64 %1, 7
  br i1 %158, label %for.end.5.endif.endif.endif.unr-lcssa, label %for.body.5.preheader894

for.body.5.preheader894:                          ; preds = %for.body.5.preheader
  br label %for.body.5

for.body.5:                                       ; preds = %for.body.5.preheader894, %for.body.5
  %loop.index.5633 = phi i64 [ %183, %for.body.5 ], [ 0, %for.body.5.preheader894 ]
  %.1460.0632 = phi i64 [ %.1460.1.7, %for.body.5 ], [ 0, %for.body.5.preheader894 ]
  %.1457.0631 = phi i64 [ %spec.select764.7, %for.body.5 ], [ 0, %for.body.5.preheader894 ]
  %159 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select764 = select i1 %159, i64 %loop.index.5633, i64 %.1457.0631
  %.1473 = getelementptr double, double* %.6.i386649788, i64 %spec.select764
  %.1474 = load double, double* %.1473, align 8
  %.1460.1 = select i1 %159, i64 %loop.index.5633, i64 %.1460.0632
  %.1482 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1460.1
  %.1483 = load double, double* %.1482, align 8
  %.7.i285 = fmul double %.1474, %arg.h
  %.8.i286 = fadd double %.7.i285, %.1483
  %sunkaddr1339 = mul i64 %loop.index.5633, 8
  %160 = bitcast double* %.6.i309650 to i8*
  %sunkaddr1340 = getelementptr i8, i8* %160, i64 %sunkaddr1339
  %161 = bitcast i8* %sunkaddr1340 to double*
  store double %.8.i286, double* %161, align 8
  %162 = add i64 %loop.index.5633, 1
  %spec.select764.1 = select i1 %159, i64 %162, i64 %.1457.0631
  %.1473.1 = getelementptr double, double* %.6.i386649788, i64 %spec.select764.1
  %.1474.1 = load double, double* %.1473.1, align 8
  %.1460.1.1 = select i1 %159, i64 %162, i64 %.1460.0632
  %.1482.1 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1460.1.1
  %.1483.1 = load double, double* %.1482.1, align 8
  %.7.i285.1 = fmul double %.1474.1, %arg.h
  %.8.i286.1 = fadd double %.7.i285.1, %.1483.1
  %sunkaddr1341 = mul i64 %loop.index.5633, 8
  %163 = bitcast double* %.6.i309650 to i8*
  %sunkaddr1342 = getelementptr i8, i8* %163, i64 %sunkaddr1341
  %sunkaddr1343 = getelementptr i8, i8* %sunkaddr1342, i64 8
  %164 = bitcast i8* %sunkaddr1343 to double*
  store double %.8.i286.1, double* %164, align 8
  %165 = add i64 %162, 1
  %spec.select764.2 = select i1 %159, i64 %165, i64 %.1457.0631
  %.1473.2 = getelementptr double, double* %.6.i386649788, i64 %spec.select764.2
  %.1474.2 = load double, double* %.1473.2, align 8
  %.1460.1.2 = select i1 %159, i64 %165, i64 %.1460.0632
  %.1482.2 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1460.1.2
  %.1483.2 = load double, double* %.1482.2, align 8
  %.7.i285.2 = fmul double %.1474.2, %arg.h
  %.8.i286.2 = fadd double %.7.i285.2, %.1483.2
  %sunkaddr1344 = mul i64 %loop.index.5633, 8
  %166 = bitcast double* %.6.i309650 to i8*
  %sunkaddr1345 = getelementptr i8, i8* %166, i64 %sunkaddr1344
  %sunkaddr1346 = getelementptr i8, i8* %sunkaddr1345, i64 16
  %167 = bitcast i8* %sunkaddr1346 to double*
  store double %.8.i286.2, double* %167, align 8
  %168 = add i64 %165, 1
  %spec.select764.3 = select i1 %159, i64 %168, i64 %.1457.0631
  %.1473.3 = getelementptr double, double* %.6.i386649788, i64 %spec.select764.3
  %.1474.3 = load double, double* %.1473.3, align 8
  %.1460.1.3 = select i1 %159, i64 %168, i64 %.1460.0632
  %.1482.3 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1460.1.3
  %.1483.3 = load double, double* %.1482.3, align 8
  %.7.i285.3 = fmul double %.1474.3, %arg.h
  %.8.i286.3 = fadd double %.7.i285.3, %.1483.3
  %sunkaddr1347 = mul i64 %loop.index.5633, 8
  %169 = bitcast double* %.6.i309650 to i8*
  %sunkaddr1348 = getelementptr i8, i8* %169, i64 %sunkaddr1347
  %sunkaddr1349 = getelementptr i8, i8* %sunkaddr1348, i64 24
  %170 = bitcast i8* %sunkaddr1349 to double*
  store double %.8.i286.3, double* %170, align 8
  %171 = add i64 %168, 1
  %spec.select764.4 = select i1 %159, i64 %171, i64 %.1457.0631
  %.1473.4 = getelementptr double, double* %.6.i386649788, i64 %spec.select764.4
  %.1474.4 = load double, double* %.1473.4, align 8
  %.1460.1.4 = select i1 %159, i64 %171, i64 %.1460.0632
  %.1482.4 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1460.1.4
  %.1483.4 = load double, double* %.1482.4, align 8
  %.7.i285.4 = fmul double %.1474.4, %arg.h
  %.8.i286.4 = fadd double %.7.i285.4, %.1483.4
  %sunkaddr1350 = mul i64 %loop.index.5633, 8
  %172 = bitcast double* %.6.i309650 to i8*
  %sunkaddr1351 = getelementptr i8, i8* %172, i64 %sunkaddr1350
  %sunkaddr1352 = getelementptr i8, i8* %sunkaddr1351, i64 32
  %173 = bitcast i8* %sunkaddr1352 to double*
  store double %.8.i286.4, double* %173, align 8
  %174 = add i64 %171, 1
  %spec.select764.5 = select i1 %159, i64 %174, i64 %.1457.0631
  %.1473.5 = getelementptr double, double* %.6.i386649788, i64 %spec.select764.5
  %.1474.5 = load double, double* %.1473.5, align 8
  %.1460.1.5 = select i1 %159, i64 %174, i64 %.1460.0632
  %.1482.5 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1460.1.5
  %.1483.5 = load double, double* %.1482.5, align 8
  %.7.i285.5 = fmul double %.1474.5, %arg.h
  %.8.i286.5 = fadd double %.7.i285.5, %.1483.5
  %sunkaddr1353 = mul i64 %loop.index.5633, 8
  %175 = bitcast double* %.6.i309650 to i8*
  %sunkaddr1354 = getelementptr i8, i8* %175, i64 %sunkaddr1353
  %sunkaddr1355 = getelementptr i8, i8* %sunkaddr1354, i64 40
  %176 = bitcast i8* %sunkaddr1355 to double*
  store double %.8.i286.5, double* %176, align 8
  %177 = add i64 %174, 1
  %spec.select764.6 = select i1 %159, i64 %177, i64 %.1457.0631
  %.1473.6 = getelementptr double, double* %.6.i386649788, i64 %spec.select764.6
  %.1474.6 = load double, double* %.1473.6, align 8
  %.1460.1.6 = select i1 %159, i64 %177, i64 %.1460.0632
  %.1482.6 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1460.1.6
  %.1483.6 = load double, double* %.1482.6, align 8
  %.7.i285.6 = fmul double %.1474.6, %arg.h
  %.8.i286.6 = fadd double %.7.i285.6, %.1483.6
  %sunkaddr1356 = mul i64 %loop.index.5633, 8
  %178 = bitcast double* %.6.i309650 to i8*
  %sunkaddr1357 = getelementptr i8, i8* %178, i64 %sunkaddr1356
  %sunkaddr1358 = getelementptr i8, i8* %sunkaddr1357, i64 48
  %179 = bitcast i8* %sunkaddr1358 to double*
  store double %.8.i286.6, double* %179, align 8
  %180 = add i64 %177, 1
  %spec.select764.7 = select i1 %159, i64 %180, i64 %.1457.0631
  %.1473.7 = getelementptr double, double* %.6.i386649788, i64 %spec.select764.7
  %.1474.7 = load double, double* %.1473.7, align 8
  %.1460.1.7 = select i1 %159, i64 %180, i64 %.1460.0632
  %.1482.7 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1460.1.7
  %.1483.7 = load double, double* %.1482.7, align 8
  %.7.i285.7 = fmul double %.1474.7, %arg.h
  %.8.i286.7 = fadd double %.7.i285.7, %.1483.7
  %sunkaddr1359 = mul i64 %loop.index.5633, 8
  %181 = bitcast double* %.6.i309650 to i8*
  %sunkaddr1360 = getelementptr i8, i8* %181, i64 %sunkaddr1359
  %sunkaddr1361 = getelementptr i8, i8* %sunkaddr1360, i64 56
  %182 = bitcast i8* %sunkaddr1361 to double*
  store double %.8.i286.7, double* %182, align 8
  %.1512.7 = add nuw i64 %loop.index.5633, 8
  %183 = add i64 %180, 1
  %niter880.ncmp.7 = icmp eq i64 %183, %unroll_iter879
  br i1 %niter880.ncmp.7, label %for.end.5.endif.endif.endif.unr-lcssa, label %for.body.5

for.end.5.endif.endif.endif.unr-lcssa:            ; preds = %for.body.5, %for.body.5.preheader
  %loop.index.5633.unr = phi i64 [ 0, %for.body.5.preheader ], [ %.1512.7, %for.body.5 ]
  %.1460.0632.unr = phi i64 [ 0, %for.body.5.preheader ], [ %.1460.1.7, %for.body.5 ]
  %.1457.0631.unr = phi i64 [ 0, %for.body.5.preheader ], [ %spec.select764.7, %for.body.5 ]
  %184 = and i64 %arg.y0.5.0, 7
  %185 = icmp eq i64 %184, 0
  br i1 %185, label %for.end.5.endif.endif.endif, label %for.body.5.epil.preheader

for.body.5.epil.preheader:                        ; preds = %for.end.5.endif.endif.endif.unr-lcssa
  br label %for.body.5.epil

for.body.5.epil:                                  ; preds = %for.body.5.epil.preheader, %for.body.5.epil
  %lsr.iv1185 = phi i64 [ %xtraiter844, %for.body.5.epil.preheader ], [ %lsr.iv.next1186, %for.body.5.epil ]
  %loop.index.5633.epil = phi i64 [ %.1512.epil, %for.body.5.epil ], [ %loop.index.5633.unr, %for.body.5.epil.preheader ]
  %.1460.0632.epil = phi i64 [ %.1460.1.epil, %for.body.5.epil ], [ %.1460.0632.unr, %for.body.5.epil.preheader ]
  %.1457.0631.epil = phi i64 [ %spec.select764.epil, %for.body.5.epil ], [ %.1457.0631.unr, %for.body.5.epil.preheader ]
  %186 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select764.epil = select i1 %186, i64 %loop.index.5633.epil, i64 %.1457.0631.epil
  %.1473.epil = getelementptr double, double* %.6.i386649788, i64 %spec.select764.epil
  %.1474.epil = load double, double* %.1473.epil, align 8
  %.1460.1.epil = select i1 %186, i64 %loop.index.5633.epil, i64 %.1460.0632.epil
  %.1482.epil = getelementptr double, double* %y.2.sroa.60.0816, i64 %.1460.1.epil
  %.1483.epil = load double, double* %.1482.epil, align 8
  %.7.i285.epil = fmul double %.1474.epil, %arg.h
  %.8.i286.epil = fadd double %.7.i285.epil, %.1483.epil
  %scevgep1184 = getelementptr double, double* %.6.i309650, i64 %loop.index.5633.epil
  store double %.8.i286.epil, double* %scevgep1184, align 8
  %.1512.epil = add nuw nsw i64 %loop.index.5633.epil, 1
  %lsr.iv.next1186 = add nsw i64 %lsr.iv1185, -1
  %epil.iter877.cmp.not = icmp eq i64 %lsr.iv.next1186, 0
  br i1 %epil.iter877.cmp.not, label %for.end.5.endif.endif.endif, label %for.body.5.epil, !llvm.loop !57

for.end.5.endif.endif.endif:                      ; preds = %for.body.5.epil, %for.end.5.endif.endif.endif.unr-lcssa
  %.7.i.i271 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !58
  %.8.i.i272 = icmp eq i8* %.7.i.i271, null
  br i1 %.8.i.i272, label %for.end.5.endif.endif.endif.if, label %for.body.6.preheader, !prof !0

for.end.5.endif.endif.endif.thread:               ; preds = %for.end.4.endif.endif.endif.endif.endif.endif
  %.7.i.i271789 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !58
  %.8.i.i272790 = icmp eq i8* %.7.i.i271789, null
  br i1 %.8.i.i272790, label %for.end.5.endif.endif.endif.if, label %for.end.5.endif.endif.endif.endif.thread, !prof !0

for.end.5.endif.endif.endif.endif.thread:         ; preds = %for.end.5.endif.endif.endif.thread
  %.5.i269793 = getelementptr i8, i8* %.7.i.i271789, i64 24
  %187 = bitcast i8* %.5.i269793 to double**
  %.6.i270651794 = load double*, double** %187, align 8
  br label %for.end.6.endif

for.end.5.endif.endif.endif.if:                   ; preds = %for.end.5.endif.endif.endif.thread, %for.end.5.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.6.preheader:                             ; preds = %for.end.5.endif.endif.endif
  %188 = icmp ult i64 %1, 7
  %.5.i269 = getelementptr i8, i8* %.7.i.i271, i64 24
  %189 = bitcast i8* %.5.i269 to double**
  %.6.i270651 = load double*, double** %189, align 8
  br i1 %188, label %for.end.6.endif.loopexit.unr-lcssa, label %for.body.6.preheader893

for.body.6.preheader893:                          ; preds = %for.body.6.preheader
  br label %for.body.6

for.body.6:                                       ; preds = %for.body.6.preheader893, %for.body.6
  %loop.index.6636 = phi i64 [ %214, %for.body.6 ], [ 0, %for.body.6.preheader893 ]
  %.1638.0635 = phi i64 [ %spec.select766.7, %for.body.6 ], [ 0, %for.body.6.preheader893 ]
  %190 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select766 = select i1 %190, i64 %loop.index.6636, i64 %.1638.0635
  %.1651 = getelementptr double, double* %.6.i309650, i64 %spec.select766
  %.1652 = load double, double* %.1651, align 8
  %.12.i267 = tail call double @llvm.sin.f64(double %.1652)
  %.17.i = fmul double %.1652, 5.000000e-01
  %.18.i268 = fsub double %.12.i267, %.17.i
  %sunkaddr1362 = mul i64 %loop.index.6636, 8
  %191 = bitcast double* %.6.i270651 to i8*
  %sunkaddr1363 = getelementptr i8, i8* %191, i64 %sunkaddr1362
  %192 = bitcast i8* %sunkaddr1363 to double*
  store double %.18.i268, double* %192, align 8
  %193 = add i64 %loop.index.6636, 1
  %spec.select766.1 = select i1 %190, i64 %193, i64 %.1638.0635
  %.1651.1 = getelementptr double, double* %.6.i309650, i64 %spec.select766.1
  %.1652.1 = load double, double* %.1651.1, align 8
  %.12.i267.1 = tail call double @llvm.sin.f64(double %.1652.1)
  %.17.i.1 = fmul double %.1652.1, 5.000000e-01
  %.18.i268.1 = fsub double %.12.i267.1, %.17.i.1
  %sunkaddr1364 = mul i64 %loop.index.6636, 8
  %194 = bitcast double* %.6.i270651 to i8*
  %sunkaddr1365 = getelementptr i8, i8* %194, i64 %sunkaddr1364
  %sunkaddr1366 = getelementptr i8, i8* %sunkaddr1365, i64 8
  %195 = bitcast i8* %sunkaddr1366 to double*
  store double %.18.i268.1, double* %195, align 8
  %196 = add i64 %193, 1
  %spec.select766.2 = select i1 %190, i64 %196, i64 %.1638.0635
  %.1651.2 = getelementptr double, double* %.6.i309650, i64 %spec.select766.2
  %.1652.2 = load double, double* %.1651.2, align 8
  %.12.i267.2 = tail call double @llvm.sin.f64(double %.1652.2)
  %.17.i.2 = fmul double %.1652.2, 5.000000e-01
  %.18.i268.2 = fsub double %.12.i267.2, %.17.i.2
  %sunkaddr1367 = mul i64 %loop.index.6636, 8
  %197 = bitcast double* %.6.i270651 to i8*
  %sunkaddr1368 = getelementptr i8, i8* %197, i64 %sunkaddr1367
  %sunkaddr1369 = getelementptr i8, i8* %sunkaddr1368, i64 16
  %198 = bitcast i8* %sunkaddr1369 to double*
  store double %.18.i268.2, double* %198, align 8
  %199 = add i64 %196, 1
  %spec.select766.3 = select i1 %190, i64 %199, i64 %.1638.0635
  %.1651.3 = getelementptr double, double* %.6.i309650, i64 %spec.select766.3
  %.1652.3 = load double, double* %.1651.3, align 8
  %.12.i267.3 = tail call double @llvm.sin.f64(double %.1652.3)
  %.17.i.3 = fmul double %.1652.3, 5.000000e-01
  %.18.i268.3 = fsub double %.12.i267.3, %.17.i.3
  %sunkaddr1370 = mul i64 %loop.index.6636, 8
  %200 = bitcast double* %.6.i270651 to i8*
  %sunkaddr1371 = getelementptr i8, i8* %200, i64 %sunkaddr1370
  %sunkaddr1372 = getelementptr i8, i8* %sunkaddr1371, i64 24
  %201 = bitcast i8* %sunkaddr1372 to double*
  store double %.18.i268.3, double* %201, align 8
  %202 = add i64 %199, 1
  %spec.select766.4 = select i1 %190, i64 %202, i64 %.1638.0635
  %.1651.4 = getelementptr double, double* %.6.i309650, i64 %spec.select766.4
  %.1652.4 = load double, double* %.1651.4, align 8
  %.12.i267.4 = tail call double @llvm.sin.f64(double %.1652.4)
  %.17.i.4 = fmul double %.1652.4, 5.000000e-01
  %.18.i268.4 = fsub double %.12.i267.4, %.17.i.4
  %sunkaddr1373 = mul i64 %loop.index.6636, 8
  %203 = bitcast double* %.6.i270651 to i8*
  %sunkaddr1374 = getelementptr i8, i8* %203, i64 %sunkaddr1373
  %sunkaddr1375 = getelementptr i8, i8* %sunkaddr1374, i64 32
  %204 = bitcast i8* %sunkaddr1375 to double*
  store double %.18.i268.4, double* %204, align 8
  %205 = add i64 %202, 1
  %spec.select766.5 = select i1 %190, i64 %205, i64 %.1638.0635
  %.1651.5 = getelementptr double, double* %.6.i309650, i64 %spec.select766.5
  %.1652.5 = load double, double* %.1651.5, align 8
  %.12.i267.5 = tail call double @llvm.sin.f64(double %.1652.5)
  %.17.i.5 = fmul double %.1652.5, 5.000000e-01
  %.18.i268.5 = fsub double %.12.i267.5, %.17.i.5
  %sunkaddr1376 = mul i64 %loop.index.6636, 8
  %206 = bitcast double* %.6.i270651 to i8*
  %sunkaddr1377 = getelementptr i8, i8* %206, i64 %sunkaddr1376
  %sunkaddr1378 = getelementptr i8, i8* %sunkaddr1377, i64 40
  %207 = bitcast i8* %sunkaddr1378 to double*
  store double %.18.i268.5, double* %207, align 8
  %208 = add i64 %205, 1
  %spec.select766.6 = select i1 %190, i64 %208, i64 %.1638.0635
  %.1651.6 = getelementptr double, double* %.6.i309650, i64 %spec.select766.6
  %.1652.6 = load double, double* %.1651.6, align 8
  %.12.i267.6 = tail call double @llvm.sin.f64(double %.1652.6)
  %.17.i.6 = fmul double %.1652.6, 5.000000e-01
  %.18.i268.6 = fsub double %.12.i267.6, %.17.i.6
  %sunkaddr1379 = mul i64 %loop.index.6636, 8
  %209 = bitcast double* %.6.i270651 to i8*
  %sunkaddr1380 = getelementptr i8, i8* %209, i64 %sunkaddr1379
  %sunkaddr1381 = getelementptr i8, i8* %sunkaddr1380, i64 48
  %210 = bitcast i8* %sunkaddr1381 to double*
  store double %.18.i268.6, double* %210, align 8
  %211 = add i64 %208, 1
  %spec.select766.7 = select i1 %190, i64 %211, i64 %.1638.0635
  %.1651.7 = getelementptr double, double* %.6.i309650, i64 %spec.select766.7
  %.1652.7 = load double, double* %.1651.7, align 8
  %.12.i267.7 = tail call double @llvm.sin.f64(double %.1652.7)
  %.17.i.7 = fmul double %.1652.7, 5.000000e-01
  %.18.i268.7 = fsub double %.12.i267.7, %.17.i.7
  %sunkaddr1382 = mul i64 %loop.index.6636, 8
  %212 = bitcast double* %.6.i270651 to i8*
  %sunkaddr1383 = getelementptr i8, i8* %212, i64 %sunkaddr1382
  %sunkaddr1384 = getelementptr i8, i8* %sunkaddr1383, i64 56
  %213 = bitcast i8* %sunkaddr1384 to double*
  store double %.18.i268.7, double* %213, align 8
  %.1681.7 = add nuw i64 %loop.index.6636, 8
  %214 = add i64 %211, 1
  %niter885.ncmp.7 = icmp eq i64 %214, %unroll_iter884
  br i1 %niter885.ncmp.7, label %for.end.6.endif.loopexit.unr-lcssa, label %for.body.6

for.end.6.endif.loopexit.unr-lcssa:               ; preds = %for.body.6, %for.body.6.preheader
  %loop.index.6636.unr = phi i64 [ 0, %for.body.6.preheader ], [ %.1681.7, %for.body.6 ]
  %.1638.0635.unr = phi i64 [ 0, %for.body.6.preheader ], [ %spec.select766.7, %for.body.6 ]
  %215 = and i64 %arg.y0.5.0, 7
  %216 = icmp eq i64 %215, 0
  br i1 %216, label %for.end.6.endif, label %for.body.6.epil.preheader

for.body.6.epil.preheader:                        ; preds = %for.end.6.endif.loopexit.unr-lcssa
  br label %for.body.6.epil

for.body.6.epil:                                  ; preds = %for.body.6.epil.preheader, %for.body.6.epil
  %lsr.iv1204 = phi i64 [ %xtraiter844, %for.body.6.epil.preheader ], [ %lsr.iv.next1205, %for.body.6.epil ]
  %loop.index.6636.epil = phi i64 [ %.1681.epil, %for.body.6.epil ], [ %loop.index.6636.unr, %for.body.6.epil.preheader ]
  %.1638.0635.epil = phi i64 [ %spec.select766.epil, %for.body.6.epil ], [ %.1638.0635.unr, %for.body.6.epil.preheader ]
  %217 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select766.epil = select i1 %217, i64 %loop.index.6636.epil, i64 %.1638.0635.epil
  %.1651.epil = getelementptr double, double* %.6.i309650, i64 %spec.select766.epil
  %.1652.epil = load double, double* %.1651.epil, align 8
  %.12.i267.epil = tail call double @llvm.sin.f64(double %.1652.epil)
  %.17.i.epil = fmul double %.1652.epil, 5.000000e-01
  %.18.i268.epil = fsub double %.12.i267.epil, %.17.i.epil
  %scevgep1203 = getelementptr double, double* %.6.i270651, i64 %loop.index.6636.epil
  store double %.18.i268.epil, double* %scevgep1203, align 8
  %.1681.epil = add nuw nsw i64 %loop.index.6636.epil, 1
  %lsr.iv.next1205 = add nsw i64 %lsr.iv1204, -1
  %epil.iter882.cmp.not = icmp eq i64 %lsr.iv.next1205, 0
  br i1 %epil.iter882.cmp.not, label %for.end.6.endif, label %for.body.6.epil, !llvm.loop !65

for.end.6.endif:                                  ; preds = %for.body.6.epil, %for.end.6.endif.loopexit.unr-lcssa, %for.end.5.endif.endif.endif.endif.thread
  %.6.i270651796 = phi double* [ %.6.i270651794, %for.end.5.endif.endif.endif.endif.thread ], [ %.6.i270651, %for.end.6.endif.loopexit.unr-lcssa ], [ %.6.i270651, %for.body.6.epil ]
  %.7.i.i271791795 = phi i8* [ %.7.i.i271789, %for.end.5.endif.endif.endif.endif.thread ], [ %.7.i.i271, %for.end.6.endif.loopexit.unr-lcssa ], [ %.7.i.i271, %for.body.6.epil ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i310)
  %.7.i.i135 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !66
  %.8.i.i136 = icmp eq i8* %.7.i.i135, null
  br i1 %.8.i.i136, label %for.end.6.endif.endif.end...endif.1.if, label %for.end.6.endif.endif.end...endif.1.endif, !prof !0

for.end.6.endif.endif.end...endif.1.if:           ; preds = %for.end.6.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.6.endif.endif.end...endif.1.endif:        ; preds = %for.end.6.endif
  %218 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i133 = getelementptr i8, i8* %.7.i.i135, i64 24
  %219 = bitcast i8* %.5.i133 to double**
  %.6.i134652 = load double*, double** %219, align 8
  br i1 %218, label %for.body.7.preheader, label %for.end.7

for.body.7.preheader:                             ; preds = %for.end.6.endif.endif.end...endif.1.endif
  %220 = icmp ult i64 %1, 7
  br i1 %220, label %for.end.7.loopexit.unr-lcssa, label %for.body.7.preheader892

for.body.7.preheader892:                          ; preds = %for.body.7.preheader
  br label %for.body.7

for.body.7:                                       ; preds = %for.body.7.preheader892, %for.body.7
  %loop.index.7643 = phi i64 [ %245, %for.body.7 ], [ 0, %for.body.7.preheader892 ]
  %.2022.0642 = phi i64 [ %.2022.1.7, %for.body.7 ], [ 0, %for.body.7.preheader892 ]
  %.2019.0641 = phi i64 [ %.2019.1.7, %for.body.7 ], [ 0, %for.body.7.preheader892 ]
  %.2016.0640 = phi i64 [ %.2016.1.7, %for.body.7 ], [ 0, %for.body.7.preheader892 ]
  %.2013.0639 = phi i64 [ %.2013.1.7, %for.body.7 ], [ 0, %for.body.7.preheader892 ]
  %.2010.0638 = phi i64 [ %spec.select771.7, %for.body.7 ], [ 0, %for.body.7.preheader892 ]
  %221 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select771 = select i1 %221, i64 %loop.index.7643, i64 %.2010.0638
  %.2035 = getelementptr double, double* %.6.i81645, i64 %spec.select771
  %.2036 = load double, double* %.2035, align 8
  %.2013.1 = select i1 %221, i64 %loop.index.7643, i64 %.2013.0639
  %.2044 = getelementptr double, double* %.6.i284647780, i64 %.2013.1
  %.2045 = load double, double* %.2044, align 8
  %.2016.1 = select i1 %221, i64 %loop.index.7643, i64 %.2016.0640
  %.2053 = getelementptr double, double* %.6.i386649788, i64 %.2016.1
  %.2054 = load double, double* %.2053, align 8
  %.2019.1 = select i1 %221, i64 %loop.index.7643, i64 %.2019.0641
  %.2062 = getelementptr double, double* %.6.i270651796, i64 %.2019.1
  %.2063 = load double, double* %.2062, align 8
  %.2022.1 = select i1 %221, i64 %loop.index.7643, i64 %.2022.0642
  %.2071 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.2022.1
  %.2072 = load double, double* %.2071, align 8
  %.10.i = fmul double %.2045, 2.000000e+00
  %.11.i = fadd double %.2036, %.10.i
  %.12.i = fmul double %.2054, 2.000000e+00
  %.13.i = fadd double %.11.i, %.12.i
  %.14.i = fadd double %.2063, %.13.i
  %.15.i = fmul double %.1694, %.14.i
  %.16.i = fadd double %.2072, %.15.i
  %sunkaddr1385 = mul i64 %loop.index.7643, 8
  %222 = bitcast double* %.6.i134652 to i8*
  %sunkaddr1386 = getelementptr i8, i8* %222, i64 %sunkaddr1385
  %223 = bitcast i8* %sunkaddr1386 to double*
  store double %.16.i, double* %223, align 8
  %224 = add i64 %loop.index.7643, 1
  %spec.select771.1 = select i1 %221, i64 %224, i64 %.2010.0638
  %.2035.1 = getelementptr double, double* %.6.i81645, i64 %spec.select771.1
  %.2036.1 = load double, double* %.2035.1, align 8
  %.2013.1.1 = select i1 %221, i64 %224, i64 %.2013.0639
  %.2044.1 = getelementptr double, double* %.6.i284647780, i64 %.2013.1.1
  %.2045.1 = load double, double* %.2044.1, align 8
  %.2016.1.1 = select i1 %221, i64 %224, i64 %.2016.0640
  %.2053.1 = getelementptr double, double* %.6.i386649788, i64 %.2016.1.1
  %.2054.1 = load double, double* %.2053.1, align 8
  %.2019.1.1 = select i1 %221, i64 %224, i64 %.2019.0641
  %.2062.1 = getelementptr double, double* %.6.i270651796, i64 %.2019.1.1
  %.2063.1 = load double, double* %.2062.1, align 8
  %.2022.1.1 = select i1 %221, i64 %224, i64 %.2022.0642
  %.2071.1 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.2022.1.1
  %.2072.1 = load double, double* %.2071.1, align 8
  %.10.i.1 = fmul double %.2045.1, 2.000000e+00
  %.11.i.1 = fadd double %.2036.1, %.10.i.1
  %.12.i.1 = fmul double %.2054.1, 2.000000e+00
  %.13.i.1 = fadd double %.11.i.1, %.12.i.1
  %.14.i.1 = fadd double %.2063.1, %.13.i.1
  %.15.i.1 = fmul double %.1694, %.14.i.1
  %.16.i.1 = fadd double %.2072.1, %.15.i.1
  %sunkaddr1387 = mul i64 %loop.index.7643, 8
  %225 = bitcast double* %.6.i134652 to i8*
  %sunkaddr1388 = getelementptr i8, i8* %225, i64 %sunkaddr1387
  %sunkaddr1389 = getelementptr i8, i8* %sunkaddr1388, i64 8
  %226 = bitcast i8* %sunkaddr1389 to double*
  store double %.16.i.1, double* %226, align 8
  %227 = add i64 %224, 1
  %spec.select771.2 = select i1 %221, i64 %227, i64 %.2010.0638
  %.2035.2 = getelementptr double, double* %.6.i81645, i64 %spec.select771.2
  %.2036.2 = load double, double* %.2035.2, align 8
  %.2013.1.2 = select i1 %221, i64 %227, i64 %.2013.0639
  %.2044.2 = getelementptr double, double* %.6.i284647780, i64 %.2013.1.2
  %.2045.2 = load double, double* %.2044.2, align 8
  %.2016.1.2 = select i1 %221, i64 %227, i64 %.2016.0640
  %.2053.2 = getelementptr double, double* %.6.i386649788, i64 %.2016.1.2
  %.2054.2 = load double, double* %.2053.2, align 8
  %.2019.1.2 = select i1 %221, i64 %227, i64 %.2019.0641
  %.2062.2 = getelementptr double, double* %.6.i270651796, i64 %.2019.1.2
  %.2063.2 = load double, double* %.2062.2, align 8
  %.2022.1.2 = select i1 %221, i64 %227, i64 %.2022.0642
  %.2071.2 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.2022.1.2
  %.2072.2 = load double, double* %.2071.2, align 8
  %.10.i.2 = fmul double %.2045.2, 2.000000e+00
  %.11.i.2 = fadd double %.2036.2, %.10.i.2
  %.12.i.2 = fmul double %.2054.2, 2.000000e+00
  %.13.i.2 = fadd double %.11.i.2, %.12.i.2
  %.14.i.2 = fadd double %.2063.2, %.13.i.2
  %.15.i.2 = fmul double %.1694, %.14.i.2
  %.16.i.2 = fadd double %.2072.2, %.15.i.2
  %sunkaddr1390 = mul i64 %loop.index.7643, 8
  %228 = bitcast double* %.6.i134652 to i8*
  %sunkaddr1391 = getelementptr i8, i8* %228, i64 %sunkaddr1390
  %sunkaddr1392 = getelementptr i8, i8* %sunkaddr1391, i64 16
  %229 = bitcast i8* %sunkaddr1392 to double*
  store double %.16.i.2, double* %229, align 8
  %230 = add i64 %227, 1
  %spec.select771.3 = select i1 %221, i64 %230, i64 %.2010.0638
  %.2035.3 = getelementptr double, double* %.6.i81645, i64 %spec.select771.3
  %.2036.3 = load double, double* %.2035.3, align 8
  %.2013.1.3 = select i1 %221, i64 %230, i64 %.2013.0639
  %.2044.3 = getelementptr double, double* %.6.i284647780, i64 %.2013.1.3
  %.2045.3 = load double, double* %.2044.3, align 8
  %.2016.1.3 = select i1 %221, i64 %230, i64 %.2016.0640
  %.2053.3 = getelementptr double, double* %.6.i386649788, i64 %.2016.1.3
  %.2054.3 = load double, double* %.2053.3, align 8
  %.2019.1.3 = select i1 %221, i64 %230, i64 %.2019.0641
  %.2062.3 = getelementptr double, double* %.6.i270651796, i64 %.2019.1.3
  %.2063.3 = load double, double* %.2062.3, align 8
  %.2022.1.3 = select i1 %221, i64 %230, i64 %.2022.0642
  %.2071.3 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.2022.1.3
  %.2072.3 = load double, double* %.2071.3, align 8
  %.10.i.3 = fmul double %.2045.3, 2.000000e+00
  %.11.i.3 = fadd double %.2036.3, %.10.i.3
  %.12.i.3 = fmul double %.2054.3, 2.000000e+00
  %.13.i.3 = fadd double %.11.i.3, %.12.i.3
  %.14.i.3 = fadd double %.2063.3, %.13.i.3
  %.15.i.3 = fmul double %.1694, %.14.i.3
  %.16.i.3 = fadd double %.2072.3, %.15.i.3
  %sunkaddr1393 = mul i64 %loop.index.7643, 8
  %231 = bitcast double* %.6.i134652 to i8*
  %sunkaddr1394 = getelementptr i8, i8* %231, i64 %sunkaddr1393
  %sunkaddr1395 = getelementptr i8, i8* %sunkaddr1394, i64 24
  %232 = bitcast i8* %sunkaddr1395 to double*
  store double %.16.i.3, double* %232, align 8
  %233 = add i64 %230, 1
  %spec.select771.4 = select i1 %221, i64 %233, i64 %.2010.0638
  %.2035.4 = getelementptr double, double* %.6.i81645, i64 %spec.select771.4
  %.2036.4 = load double, double* %.2035.4, align 8
  %.2013.1.4 = select i1 %221, i64 %233, i64 %.2013.0639
  %.2044.4 = getelementptr double, double* %.6.i284647780, i64 %.2013.1.4
  %.2045.4 = load double, double* %.2044.4, align 8
  %.2016.1.4 = select i1 %221, i64 %233, i64 %.2016.0640
  %.2053.4 = getelementptr double, double* %.6.i386649788, i64 %.2016.1.4
  %.2054.4 = load double, double* %.2053.4, align 8
  %.2019.1.4 = select i1 %221, i64 %233, i64 %.2019.0641
  %.2062.4 = getelementptr double, double* %.6.i270651796, i64 %.2019.1.4
  %.2063.4 = load double, double* %.2062.4, align 8
  %.2022.1.4 = select i1 %221, i64 %233, i64 %.2022.0642
  %.2071.4 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.2022.1.4
  %.2072.4 = load double, double* %.2071.4, align 8
  %.10.i.4 = fmul double %.2045.4, 2.000000e+00
  %.11.i.4 = fadd double %.2036.4, %.10.i.4
  %.12.i.4 = fmul double %.2054.4, 2.000000e+00
  %.13.i.4 = fadd double %.11.i.4, %.12.i.4
  %.14.i.4 = fadd double %.2063.4, %.13.i.4
  %.15.i.4 = fmul double %.1694, %.14.i.4
  %.16.i.4 = fadd double %.2072.4, %.15.i.4
  %sunkaddr1396 = mul i64 %loop.index.7643, 8
  %234 = bitcast double* %.6.i134652 to i8*
  %sunkaddr1397 = getelementptr i8, i8* %234, i64 %sunkaddr1396
  %sunkaddr1398 = getelementptr i8, i8* %sunkaddr1397, i64 32
  %235 = bitcast i8* %sunkaddr1398 to double*
  store double %.16.i.4, double* %235, align 8
  %236 = add i64 %233, 1
  %spec.select771.5 = select i1 %221, i64 %236, i64 %.2010.0638
  %.2035.5 = getelementptr double, double* %.6.i81645, i64 %spec.select771.5
  %.2036.5 = load double, double* %.2035.5, align 8
  %.2013.1.5 = select i1 %221, i64 %236, i64 %.2013.0639
  %.2044.5 = getelementptr double, double* %.6.i284647780, i64 %.2013.1.5
  %.2045.5 = load double, double* %.2044.5, align 8
  %.2016.1.5 = select i1 %221, i64 %236, i64 %.2016.0640
  %.2053.5 = getelementptr double, double* %.6.i386649788, i64 %.2016.1.5
  %.2054.5 = load double, double* %.2053.5, align 8
  %.2019.1.5 = select i1 %221, i64 %236, i64 %.2019.0641
  %.2062.5 = getelementptr double, double* %.6.i270651796, i64 %.2019.1.5
  %.2063.5 = load double, double* %.2062.5, align 8
  %.2022.1.5 = select i1 %221, i64 %236, i64 %.2022.0642
  %.2071.5 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.2022.1.5
  %.2072.5 = load double, double* %.2071.5, align 8
  %.10.i.5 = fmul double %.2045.5, 2.000000e+00
  %.11.i.5 = fadd double %.2036.5, %.10.i.5
  %.12.i.5 = fmul double %.2054.5, 2.000000e+00
  %.13.i.5 = fadd double %.11.i.5, %.12.i.5
  %.14.i.5 = fadd double %.2063.5, %.13.i.5
  %.15.i.5 = fmul double %.1694, %.14.i.5
  %.16.i.5 = fadd double %.2072.5, %.15.i.5
  %sunkaddr1399 = mul i64 %loop.index.7643, 8
  %237 = bitcast double* %.6.i134652 to i8*
  %sunkaddr1400 = getelementptr i8, i8* %237, i64 %sunkaddr1399
  %sunkaddr1401 = getelementptr i8, i8* %sunkaddr1400, i64 40
  %238 = bitcast i8* %sunkaddr1401 to double*
  store double %.16.i.5, double* %238, align 8
  %239 = add i64 %236, 1
  %spec.select771.6 = select i1 %221, i64 %239, i64 %.2010.0638
  %.2035.6 = getelementptr double, double* %.6.i81645, i64 %spec.select771.6
  %.2036.6 = load double, double* %.2035.6, align 8
  %.2013.1.6 = select i1 %221, i64 %239, i64 %.2013.0639
  %.2044.6 = getelementptr double, double* %.6.i284647780, i64 %.2013.1.6
  %.2045.6 = load double, double* %.2044.6, align 8
  %.2016.1.6 = select i1 %221, i64 %239, i64 %.2016.0640
  %.2053.6 = getelementptr double, double* %.6.i386649788, i64 %.2016.1.6
  %.2054.6 = load double, double* %.2053.6, align 8
  %.2019.1.6 = select i1 %221, i64 %239, i64 %.2019.0641
  %.2062.6 = getelementptr double, double* %.6.i270651796, i64 %.2019.1.6
  %.2063.6 = load double, double* %.2062.6, align 8
  %.2022.1.6 = select i1 %221, i64 %239, i64 %.2022.0642
  %.2071.6 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.2022.1.6
  %.2072.6 = load double, double* %.2071.6, align 8
  %.10.i.6 = fmul double %.2045.6, 2.000000e+00
  %.11.i.6 = fadd double %.2036.6, %.10.i.6
  %.12.i.6 = fmul double %.2054.6, 2.000000e+00
  %.13.i.6 = fadd double %.11.i.6, %.12.i.6
  %.14.i.6 = fadd double %.2063.6, %.13.i.6
  %.15.i.6 = fmul double %.1694, %.14.i.6
  %.16.i.6 = fadd double %.2072.6, %.15.i.6
  %sunkaddr1402 = mul i64 %loop.index.7643, 8
  %240 = bitcast double* %.6.i134652 to i8*
  %sunkaddr1403 = getelementptr i8, i8* %240, i64 %sunkaddr1402
  %sunkaddr1404 = getelementptr i8, i8* %sunkaddr1403, i64 48
  %241 = bitcast i8* %sunkaddr1404 to double*
  store double %.16.i.6, double* %241, align 8
  %242 = add i64 %239, 1
  %spec.select771.7 = select i1 %221, i64 %242, i64 %.2010.0638
  %.2035.7 = getelementptr double, double* %.6.i81645, i64 %spec.select771.7
  %.2036.7 = load double, double* %.2035.7, align 8
  %.2013.1.7 = select i1 %221, i64 %242, i64 %.2013.0639
  %.2044.7 = getelementptr double, double* %.6.i284647780, i64 %.2013.1.7
  %.2045.7 = load double, double* %.2044.7, align 8
  %.2016.1.7 = select i1 %221, i64 %242, i64 %.2016.0640
  %.2053.7 = getelementptr double, double* %.6.i386649788, i64 %.2016.1.7
  %.2054.7 = load double, double* %.2053.7, align 8
  %.2019.1.7 = select i1 %221, i64 %242, i64 %.2019.0641
  %.2062.7 = getelementptr double, double* %.6.i270651796, i64 %.2019.1.7
  %.2063.7 = load double, double* %.2062.7, align 8
  %.2022.1.7 = select i1 %221, i64 %242, i64 %.2022.0642
  %.2071.7 = getelementptr double, double* %y.2.sroa.60.0816, i64 %.2022.1.7
  %.2072.7 = load double, double* %.2071.7, align 8
  %.10.i.7 = fmul double %.2045.7, 2.000000e+00
  %.11.i.7 = fadd double %.2036.7, %.10.i.7
  %.12.i.7 = fmul double %.2054.7, 2.000000e+00
  %.13.i.7 = fadd double %.11.i.7, %.12.i.7
  %.14.i.7 = fadd double %.2063.7, %.13.i.7
  %.15.i.7 = fmul double %.1694, %.14.i.7
  %.16.i.7 = fadd double %.2072.7, %.15.i.7
  %sunkaddr1405 = mul i64 %loop.index.7643, 8
  %243 = bitcast double* %.6.i134652 to i8*
  %sunkaddr1406 = getelementptr i8, i8* %243, i64 %sunkaddr1405
  %sunkaddr1407 = getelementptr i8, i8* %sunkaddr1406, i64 56
  %244 = bitcast i8* %sunkaddr1407 to double*
  store double %.16.i.7, double* %244, align 8
  %.2101.7 = add nuw i64 %loop.index.7643, 8
  %245 = add i64 %242, 1
  %niter890.ncmp.7 = icmp eq i64 %245, %unroll_iter889
  br i1 %niter890.ncmp.7, label %for.end.7.loopexit.unr-lcssa, label %for.body.7

for.end.7.loopexit.unr-lcssa:                     ; preds = %for.body.7, %for.body.7.preheader
  %loop.index.7643.unr = phi i64 [ 0, %for.body.7.preheader ], [ %.2101.7, %for.body.7 ]
  %.2022.0642.unr = phi i64 [ 0, %for.body.7.preheader ], [ %.2022.1.7, %for.body.7 ]
  %.2019.0641.unr = phi i64 [ 0, %for.body.7.preheader ], [ %.2019.1.7, %for.body.7 ]
  %.2016.0640.unr = phi i64 [ 0, %for.body.7.preheader ], [ %.2016.1.7, %for.body.7 ]
  %.2013.0639.unr = phi i64 [ 0, %for.body.7.preheader ], [ %.2013.1.7, %for.body.7 ]
  %.2010.0638.unr = phi i64 [ 0, %for.body.7.preheader ], [ %spec.select771.7, %for.body.7 ]
  %246 = and i64 %arg.y0.5.0, 7
  %247 = icmp eq i64 %246, 0
  br i1 %247, label %for.end.7, label %for.body.7.epil.preheader

for.body.7.epil.preheader:                        ; preds = %for.end.7.loopexit.unr-lcssa
  br label %for.body.7.epil

for.body.7.epil:                                  ; preds = %for.body.7.epil.preheader, %for.body.7.epil
  %lsr.iv1223 = phi i64 [ %xtraiter844, %for.body.7.epil.preheader ], [ %lsr.iv.next1224, %for.body.7.epil ]
  %loop.index.7643.epil = phi i64 [ %.2101.epil, %for.body.7.epil ], [ %loop.index.7643.unr, %for.body.7.epil.preheader ]
  %.2022.0642.epil = phi i64 [ %.2022.1.epil, %for.body.7.epil ], [ %.2022.0642.unr, %for.body.7.epil.preheader ]
  %.2019.0641.epil = phi i64 [ %.2019.1.epil, %for.body.7.epil ], [ %.2019.0641.unr, %for.body.7.epil.preheader ]
  %.2016.0640.epil = phi i64 [ %.2016.1.epil, %for.body.7.epil ], [ %.2016.0640.unr, %for.body.7.epil.preheader ]
  %.2013.0639.epil = phi i64 [ %.2013.1.epil, %for.body.7.epil ], [ %.2013.0639.unr, %for.body.7.epil.preheader ]
  %.2010.0638.epil = phi i64 [ %spec.select771.epil, %for.body.7.epil ], [ %.2010.0638.unr, %for.body.7.epil.preheader ]
  %248 = icmp ugt i64 %arg.y0.5.0, 1
  %spec.select771.epil = select i1 %248, i64 %loop.index.7643.epil, i64 %.2010.0638.epil
  %.2035.epil = getelementptr double, double* %.6.i81645, i64 %spec.select771.epil
  %.2036.epil = load double, double* %.2035.epil, align 8
  %.2013.1.epil = select i1 %248, i64 %loop.index.7643.epil, i64 %.2013.0639.epil
  %.2044.epil = getelementptr double, double* %.6.i284647780, i64 %.2013.1.epil
  %.2045.epil = load double, double* %.2044.epil, align 8
  %.2016.1.epil = select i1 %248, i64 %loop.index.7643.epil, i64 %.2016.0640.epil
  %.2053.epil = getelementptr double, double* %.6.i386649788, i64 %.2016.1.epil
  %.2054.epil = load double, double* %.2053.epil, align 8
  %.2019.1.epil = select i1 %248, i64 %loop.index.7643.epil, i64 %.2019.0641.epil
  %.2062.epil = getelementptr double, double* %.6.i270651796, i64 %.2019.1.epil
  %.2063.epil = load double, double* %.2062.epil, align 8
  %.2022.1.epil = select i1 %248, i64 %loop.index.7643.epil, i64 %.2022.0642.epil
  %.2071.epil = getelementptr double, double* %y.2.sroa.60.0816, i64 %.2022.1.epil
  %.2072.epil = load double, double* %.2071.epil, align 8
  %.10.i.epil = fmul double %.2045.epil, 2.000000e+00
  %.11.i.epil = fadd double %.2036.epil, %.10.i.epil
  %.12.i.epil = fmul double %.2054.epil, 2.000000e+00
  %.13.i.epil = fadd double %.11.i.epil, %.12.i.epil
  %.14.i.epil = fadd double %.2063.epil, %.13.i.epil
  %.15.i.epil = fmul double %.1694, %.14.i.epil
  %.16.i.epil = fadd double %.2072.epil, %.15.i.epil
  %scevgep1222 = getelementptr double, double* %.6.i134652, i64 %loop.index.7643.epil
  store double %.16.i.epil, double* %scevgep1222, align 8
  %.2101.epil = add nuw nsw i64 %loop.index.7643.epil, 1
  %lsr.iv.next1224 = add nsw i64 %lsr.iv1223, -1
  %epil.iter887.cmp.not = icmp eq i64 %lsr.iv.next1224, 0
  br i1 %epil.iter887.cmp.not, label %for.end.7, label %for.body.7.epil, !llvm.loop !73

for.end.7:                                        ; preds = %for.body.7.epil, %for.end.7.loopexit.unr-lcssa, %for.end.6.endif.endif.end...endif.1.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i271791795)
  tail call void @NRT_decref(i8* nonnull %.7.i.i387783787)
  tail call void @NRT_decref(i8* nonnull %.7.i.i277775779)
  tail call void @NRT_decref(i8* nonnull %.7.i.i74)
  tail call void @NRT_decref(i8* nonnull %y.2.sroa.0.0817)
  %.204 = icmp ugt i64 %.203815, 1
  br i1 %.204, label %B76, label %B400.endif.endif.endif.endif.endif

B400.endif.endif.endif.endif.endif:               ; preds = %for.end.7
  %.7.i.i26 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.42, i32 32), !noalias !74
  %.8.i.i27 = icmp eq i8* %.7.i.i26, null
  br i1 %.8.i.i27, label %B400.endif.endif.endif.endif.endif.if, label %B400.endif.endif.endif.endif.endif.endif, !prof !0

B400.endif.endif.endif.endif.endif.if:            ; preds = %B400.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139937175161728.5, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B400.endif.endif.endif.endif.endif.endif:         ; preds = %B400.endif.endif.endif.endif.endif
  %249 = icmp sgt i64 %arg.y0.5.0, 0
  %.5.i24 = getelementptr i8, i8* %.7.i.i26, i64 24
  %250 = bitcast i8* %.5.i24 to double**
  %.6.i25644 = load double*, double** %250, align 8
  br i1 %249, label %for.body.8.preheader, label %for.end.8

for.body.8.preheader:                             ; preds = %B400.endif.endif.endif.endif.endif.endif
  %251 = add i64 %arg.y0.5.0, -1
  %xtraiter839 = and i64 %arg.y0.5.0, 7
  %252 = icmp ult i64 %251, 7
  br i1 %252, label %for.end.8.loopexit.unr-lcssa, label %for.body.8.preheader.new

for.body.8.preheader.new:                         ; preds = %for.body.8.preheader
  %unroll_iter842 = and i64 %arg.y0.5.0, -8
  br label %for.body.8

for.body.8:                                       ; preds = %for.body.8, %for.body.8.preheader.new
  %loop.index.8611 = phi i64 [ 0, %for.body.8.preheader.new ], [ %277, %for.body.8 ]
  %.2315.0610 = phi i64 [ 0, %for.body.8.preheader.new ], [ %loop.index.8611..2315.0610.7, %for.body.8 ]
  %.2312.0609 = phi i64 [ 0, %for.body.8.preheader.new ], [ %loop.index.8611..2312.0609.7, %for.body.8 ]
  %253 = icmp eq i64 %arg.y0.5.0, 1
  %loop.index.8611..2312.0609 = select i1 %253, i64 %.2312.0609, i64 %loop.index.8611
  %loop.index.8611..2315.0610 = select i1 %253, i64 %.2315.0610, i64 %loop.index.8611
  %.2329751.in = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2312.0609
  %.2329751 = load double, double* %.2329751.in, align 8
  %.2337 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2315.0610
  %.2338 = load double, double* %.2337, align 8
  %.6.i = fmul double %.2329751, %.2338
  %sunkaddr1408 = mul i64 %loop.index.8611, 8
  %254 = bitcast double* %.6.i25644 to i8*
  %sunkaddr1409 = getelementptr i8, i8* %254, i64 %sunkaddr1408
  %255 = bitcast i8* %sunkaddr1409 to double*
  store double %.6.i, double* %255, align 8
  %256 = add i64 %loop.index.8611, 1
  %loop.index.8611..2312.0609.1 = select i1 %253, i64 %.2312.0609, i64 %256
  %loop.index.8611..2315.0610.1 = select i1 %253, i64 %.2315.0610, i64 %256
  %.2329751.in.1 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2312.0609.1
  %.2329751.1 = load double, double* %.2329751.in.1, align 8
  %.2337.1 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2315.0610.1
  %.2338.1 = load double, double* %.2337.1, align 8
  %.6.i.1 = fmul double %.2329751.1, %.2338.1
  %sunkaddr1410 = mul i64 %loop.index.8611, 8
  %257 = bitcast double* %.6.i25644 to i8*
  %sunkaddr1411 = getelementptr i8, i8* %257, i64 %sunkaddr1410
  %sunkaddr1412 = getelementptr i8, i8* %sunkaddr1411, i64 8
  %258 = bitcast i8* %sunkaddr1412 to double*
  store double %.6.i.1, double* %258, align 8
  %259 = add i64 %256, 1
  %loop.index.8611..2312.0609.2 = select i1 %253, i64 %.2312.0609, i64 %259
  %loop.index.8611..2315.0610.2 = select i1 %253, i64 %.2315.0610, i64 %259
  %.2329751.in.2 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2312.0609.2
  %.2329751.2 = load double, double* %.2329751.in.2, align 8
  %.2337.2 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2315.0610.2
  %.2338.2 = load double, double* %.2337.2, align 8
  %.6.i.2 = fmul double %.2329751.2, %.2338.2
  %sunkaddr1413 = mul i64 %loop.index.8611, 8
  %260 = bitcast double* %.6.i25644 to i8*
  %sunkaddr1414 = getelementptr i8, i8* %260, i64 %sunkaddr1413
  %sunkaddr1415 = getelementptr i8, i8* %sunkaddr1414, i64 16
  %261 = bitcast i8* %sunkaddr1415 to double*
  store double %.6.i.2, double* %261, align 8
  %262 = add i64 %259, 1
  %loop.index.8611..2312.0609.3 = select i1 %253, i64 %.2312.0609, i64 %262
  %loop.index.8611..2315.0610.3 = select i1 %253, i64 %.2315.0610, i64 %262
  %.2329751.in.3 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2312.0609.3
  %.2329751.3 = load double, double* %.2329751.in.3, align 8
  %.2337.3 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2315.0610.3
  %.2338.3 = load double, double* %.2337.3, align 8
  %.6.i.3 = fmul double %.2329751.3, %.2338.3
  %sunkaddr1416 = mul i64 %loop.index.8611, 8
  %263 = bitcast double* %.6.i25644 to i8*
  %sunkaddr1417 = getelementptr i8, i8* %263, i64 %sunkaddr1416
  %sunkaddr1418 = getelementptr i8, i8* %sunkaddr1417, i64 24
  %264 = bitcast i8* %sunkaddr1418 to double*
  store double %.6.i.3, double* %264, align 8
  %265 = add i64 %262, 1
  %loop.index.8611..2312.0609.4 = select i1 %253, i64 %.2312.0609, i64 %265
  %loop.index.8611..2315.0610.4 = select i1 %253, i64 %.2315.0610, i64 %265
  %.2329751.in.4 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2312.0609.4
  %.2329751.4 = load double, double* %.2329751.in.4, align 8
  %.2337.4 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2315.0610.4
  %.2338.4 = load double, double* %.2337.4, align 8
  %.6.i.4 = fmul double %.2329751.4, %.2338.4
  %sunkaddr1419 = mul i64 %loop.index.8611, 8
  %266 = bitcast double* %.6.i25644 to i8*
  %sunkaddr1420 = getelementptr i8, i8* %266, i64 %sunkaddr1419
  %sunkaddr1421 = getelementptr i8, i8* %sunkaddr1420, i64 32
  %267 = bitcast i8* %sunkaddr1421 to double*
  store double %.6.i.4, double* %267, align 8
  %268 = add i64 %265, 1
  %loop.index.8611..2312.0609.5 = select i1 %253, i64 %.2312.0609, i64 %268
  %loop.index.8611..2315.0610.5 = select i1 %253, i64 %.2315.0610, i64 %268
  %.2329751.in.5 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2312.0609.5
  %.2329751.5 = load double, double* %.2329751.in.5, align 8
  %.2337.5 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2315.0610.5
  %.2338.5 = load double, double* %.2337.5, align 8
  %.6.i.5 = fmul double %.2329751.5, %.2338.5
  %sunkaddr1422 = mul i64 %loop.index.8611, 8
  %269 = bitcast double* %.6.i25644 to i8*
  %sunkaddr1423 = getelementptr i8, i8* %269, i64 %sunkaddr1422
  %sunkaddr1424 = getelementptr i8, i8* %sunkaddr1423, i64 40
  %270 = bitcast i8* %sunkaddr1424 to double*
  store double %.6.i.5, double* %270, align 8
  %271 = add i64 %268, 1
  %loop.index.8611..2312.0609.6 = select i1 %253, i64 %.2312.0609, i64 %271
  %loop.index.8611..2315.0610.6 = select i1 %253, i64 %.2315.0610, i64 %271
  %.2329751.in.6 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2312.0609.6
  %.2329751.6 = load double, double* %.2329751.in.6, align 8
  %.2337.6 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2315.0610.6
  %.2338.6 = load double, double* %.2337.6, align 8
  %.6.i.6 = fmul double %.2329751.6, %.2338.6
  %sunkaddr1425 = mul i64 %loop.index.8611, 8
  %272 = bitcast double* %.6.i25644 to i8*
  %sunkaddr1426 = getelementptr i8, i8* %272, i64 %sunkaddr1425
  %sunkaddr1427 = getelementptr i8, i8* %sunkaddr1426, i64 48
  %273 = bitcast i8* %sunkaddr1427 to double*
  store double %.6.i.6, double* %273, align 8
  %274 = add i64 %271, 1
  %loop.index.8611..2312.0609.7 = select i1 %253, i64 %.2312.0609, i64 %274
  %loop.index.8611..2315.0610.7 = select i1 %253, i64 %.2315.0610, i64 %274
  %.2329751.in.7 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2312.0609.7
  %.2329751.7 = load double, double* %.2329751.in.7, align 8
  %.2337.7 = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2315.0610.7
  %.2338.7 = load double, double* %.2337.7, align 8
  %.6.i.7 = fmul double %.2329751.7, %.2338.7
  %sunkaddr1428 = mul i64 %loop.index.8611, 8
  %275 = bitcast double* %.6.i25644 to i8*
  %sunkaddr1429 = getelementptr i8, i8* %275, i64 %sunkaddr1428
  %sunkaddr1430 = getelementptr i8, i8* %sunkaddr1429, i64 56
  %276 = bitcast i8* %sunkaddr1430 to double*
  store double %.6.i.7, double* %276, align 8
  %.2367.7 = add nuw i64 %loop.index.8611, 8
  %277 = add i64 %274, 1
  %niter843.ncmp.7 = icmp eq i64 %277, %unroll_iter842
  br i1 %niter843.ncmp.7, label %for.end.8.loopexit.unr-lcssa, label %for.body.8

for.end.8.loopexit.unr-lcssa:                     ; preds = %for.body.8, %for.body.8.preheader
  %loop.index.8611.unr = phi i64 [ 0, %for.body.8.preheader ], [ %.2367.7, %for.body.8 ]
  %.2315.0610.unr = phi i64 [ 0, %for.body.8.preheader ], [ %loop.index.8611..2315.0610.7, %for.body.8 ]
  %.2312.0609.unr = phi i64 [ 0, %for.body.8.preheader ], [ %loop.index.8611..2312.0609.7, %for.body.8 ]
  %lcmp.mod841.not = icmp eq i64 %xtraiter839, 0
  br i1 %lcmp.mod841.not, label %for.end.8, label %for.body.8.epil.preheader

for.body.8.epil.preheader:                        ; preds = %for.end.8.loopexit.unr-lcssa
  br label %for.body.8.epil

for.body.8.epil:                                  ; preds = %for.body.8.epil.preheader, %for.body.8.epil
  %lsr.iv1055 = phi i64 [ %xtraiter839, %for.body.8.epil.preheader ], [ %lsr.iv.next1056, %for.body.8.epil ]
  %loop.index.8611.epil = phi i64 [ %.2367.epil, %for.body.8.epil ], [ %loop.index.8611.unr, %for.body.8.epil.preheader ]
  %.2315.0610.epil = phi i64 [ %loop.index.8611..2315.0610.epil, %for.body.8.epil ], [ %.2315.0610.unr, %for.body.8.epil.preheader ]
  %.2312.0609.epil = phi i64 [ %loop.index.8611..2312.0609.epil, %for.body.8.epil ], [ %.2312.0609.unr, %for.body.8.epil.preheader ]
  %278 = icmp eq i64 %arg.y0.5.0, 1
  %loop.index.8611..2312.0609.epil = select i1 %278, i64 %.2312.0609.epil, i64 %loop.index.8611.epil
  %loop.index.8611..2315.0610.epil = select i1 %278, i64 %.2315.0610.epil, i64 %loop.index.8611.epil
  %.2329751.in.epil = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2312.0609.epil
  %.2329751.epil = load double, double* %.2329751.in.epil, align 8
  %.2337.epil = getelementptr double, double* %.6.i134652, i64 %loop.index.8611..2315.0610.epil
  %.2338.epil = load double, double* %.2337.epil, align 8
  %.6.i.epil = fmul double %.2329751.epil, %.2338.epil
  %scevgep1054 = getelementptr double, double* %.6.i25644, i64 %loop.index.8611.epil
  store double %.6.i.epil, double* %scevgep1054, align 8
  %.2367.epil = add nuw nsw i64 %loop.index.8611.epil, 1
  %lsr.iv.next1056 = add nsw i64 %lsr.iv1055, -1
  %epil.iter840.cmp.not = icmp eq i64 %lsr.iv.next1056, 0
  br i1 %epil.iter840.cmp.not, label %for.end.8, label %for.body.8.epil, !llvm.loop !81

for.end.8:                                        ; preds = %for.body.8.epil, %for.end.8.loopexit.unr-lcssa, %B400.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i135)
  %.68.i = icmp eq i64 %arg.y0.5.0, 0
  br i1 %.68.i, label %for.end.8.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.8
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.y0.5.0, i64 1)
  %279 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %280 = icmp ult i64 %279, 7
  br i1 %280, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %281 = add nsw i64 %unroll_iter.i, -8
  %282 = lshr exact i64 %281, 3
  %283 = add nuw nsw i64 %282, 1
  %xtraiter = and i64 %283, 7
  %284 = icmp ult i64 %281, 56
  br i1 %284, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %283, 4611686018427387896
  %scevgep924 = getelementptr double, double* %.6.i25644, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %285 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep900 = getelementptr double, double* %.6.i25644, i64 %285
  %286 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %287 = bitcast double* %scevgep900 to i8*
  %uglygep921 = getelementptr i8, i8* %287, i64 %lsr.iv
  %uglygep921922 = bitcast i8* %uglygep921 to double*
  %scevgep923 = getelementptr double, double* %uglygep921922, i64 -7
  %.236.i.epil = load double, double* %scevgep923, align 8, !noalias !82
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep918 = getelementptr i8, i8* %287, i64 %lsr.iv
  %uglygep918919 = bitcast i8* %uglygep918 to double*
  %scevgep920 = getelementptr double, double* %uglygep918919, i64 -6
  %.236.1.i.epil = load double, double* %scevgep920, align 8, !noalias !82
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep915 = getelementptr i8, i8* %287, i64 %lsr.iv
  %uglygep915916 = bitcast i8* %uglygep915 to double*
  %scevgep917 = getelementptr double, double* %uglygep915916, i64 -5
  %.236.2.i.epil = load double, double* %scevgep917, align 8, !noalias !82
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep912 = getelementptr i8, i8* %287, i64 %lsr.iv
  %uglygep912913 = bitcast i8* %uglygep912 to double*
  %scevgep914 = getelementptr double, double* %uglygep912913, i64 -4
  %.236.3.i.epil = load double, double* %scevgep914, align 8, !noalias !82
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep909 = getelementptr i8, i8* %287, i64 %lsr.iv
  %uglygep909910 = bitcast i8* %uglygep909 to double*
  %scevgep911 = getelementptr double, double* %uglygep909910, i64 -3
  %.236.4.i.epil = load double, double* %scevgep911, align 8, !noalias !82
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep906 = getelementptr i8, i8* %287, i64 %lsr.iv
  %uglygep906907 = bitcast i8* %uglygep906 to double*
  %scevgep908 = getelementptr double, double* %uglygep906907, i64 -2
  %.236.5.i.epil = load double, double* %scevgep908, align 8, !noalias !82
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep903 = getelementptr i8, i8* %287, i64 %lsr.iv
  %uglygep903904 = bitcast i8* %uglygep903 to double*
  %scevgep905 = getelementptr double, double* %uglygep903904, i64 -1
  %.236.6.i.epil = load double, double* %scevgep905, align 8, !noalias !82
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %287, i64 %lsr.iv
  %uglygep902 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep902, align 8, !noalias !82
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %286, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !85, !llvm.loop !86

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.8.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i22 = getelementptr double, double* %.6.i25644, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i22, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !82
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.8.endif, label %B50.endif.epil.i, !prof !85, !llvm.loop !87

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv1052 = phi i64 [ %lsr.iv.next1053, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep1050 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1051 = getelementptr double, double* %scevgep1050, i64 -63
  %.236.i = load double, double* %scevgep1051, align 8, !noalias !82
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep1048 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1049 = getelementptr double, double* %scevgep1048, i64 -62
  %.236.1.i = load double, double* %scevgep1049, align 8, !noalias !82
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep1046 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1047 = getelementptr double, double* %scevgep1046, i64 -61
  %.236.2.i = load double, double* %scevgep1047, align 8, !noalias !82
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep1044 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1045 = getelementptr double, double* %scevgep1044, i64 -60
  %.236.3.i = load double, double* %scevgep1045, align 8, !noalias !82
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep1042 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1043 = getelementptr double, double* %scevgep1042, i64 -59
  %.236.4.i = load double, double* %scevgep1043, align 8, !noalias !82
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep1040 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1041 = getelementptr double, double* %scevgep1040, i64 -58
  %.236.5.i = load double, double* %scevgep1041, align 8, !noalias !82
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep1038 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1039 = getelementptr double, double* %scevgep1038, i64 -57
  %.236.6.i = load double, double* %scevgep1039, align 8, !noalias !82
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep1036 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1037 = getelementptr double, double* %scevgep1036, i64 -56
  %.236.7.i = load double, double* %scevgep1037, align 8, !noalias !82
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep1005 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1006 = getelementptr double, double* %scevgep1005, i64 -55
  %.236.i.1 = load double, double* %scevgep1006, align 8, !noalias !82
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep1007 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1008 = getelementptr double, double* %scevgep1007, i64 -54
  %.236.1.i.1 = load double, double* %scevgep1008, align 8, !noalias !82
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep1009 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1010 = getelementptr double, double* %scevgep1009, i64 -53
  %.236.2.i.1 = load double, double* %scevgep1010, align 8, !noalias !82
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep1011 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1012 = getelementptr double, double* %scevgep1011, i64 -52
  %.236.3.i.1 = load double, double* %scevgep1012, align 8, !noalias !82
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep1013 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1014 = getelementptr double, double* %scevgep1013, i64 -51
  %.236.4.i.1 = load double, double* %scevgep1014, align 8, !noalias !82
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep1015 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1016 = getelementptr double, double* %scevgep1015, i64 -50
  %.236.5.i.1 = load double, double* %scevgep1016, align 8, !noalias !82
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep1017 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1018 = getelementptr double, double* %scevgep1017, i64 -49
  %.236.6.i.1 = load double, double* %scevgep1018, align 8, !noalias !82
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep1019 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1020 = getelementptr double, double* %scevgep1019, i64 -48
  %.236.7.i.1 = load double, double* %scevgep1020, align 8, !noalias !82
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep989 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep990 = getelementptr double, double* %scevgep989, i64 -47
  %.236.i.2 = load double, double* %scevgep990, align 8, !noalias !82
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep991 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep992 = getelementptr double, double* %scevgep991, i64 -46
  %.236.1.i.2 = load double, double* %scevgep992, align 8, !noalias !82
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep993 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep994 = getelementptr double, double* %scevgep993, i64 -45
  %.236.2.i.2 = load double, double* %scevgep994, align 8, !noalias !82
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep995 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep996 = getelementptr double, double* %scevgep995, i64 -44
  %.236.3.i.2 = load double, double* %scevgep996, align 8, !noalias !82
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep997 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep998 = getelementptr double, double* %scevgep997, i64 -43
  %.236.4.i.2 = load double, double* %scevgep998, align 8, !noalias !82
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep999 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1000 = getelementptr double, double* %scevgep999, i64 -42
  %.236.5.i.2 = load double, double* %scevgep1000, align 8, !noalias !82
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep1001 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1002 = getelementptr double, double* %scevgep1001, i64 -41
  %.236.6.i.2 = load double, double* %scevgep1002, align 8, !noalias !82
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep1003 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1004 = getelementptr double, double* %scevgep1003, i64 -40
  %.236.7.i.2 = load double, double* %scevgep1004, align 8, !noalias !82
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep973 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep974 = getelementptr double, double* %scevgep973, i64 -39
  %.236.i.3 = load double, double* %scevgep974, align 8, !noalias !82
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep975 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep976 = getelementptr double, double* %scevgep975, i64 -38
  %.236.1.i.3 = load double, double* %scevgep976, align 8, !noalias !82
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep977 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep978 = getelementptr double, double* %scevgep977, i64 -37
  %.236.2.i.3 = load double, double* %scevgep978, align 8, !noalias !82
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep979 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep980 = getelementptr double, double* %scevgep979, i64 -36
  %.236.3.i.3 = load double, double* %scevgep980, align 8, !noalias !82
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep981 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep982 = getelementptr double, double* %scevgep981, i64 -35
  %.236.4.i.3 = load double, double* %scevgep982, align 8, !noalias !82
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep983 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep984 = getelementptr double, double* %scevgep983, i64 -34
  %.236.5.i.3 = load double, double* %scevgep984, align 8, !noalias !82
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep985 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep986 = getelementptr double, double* %scevgep985, i64 -33
  %.236.6.i.3 = load double, double* %scevgep986, align 8, !noalias !82
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep987 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep988 = getelementptr double, double* %scevgep987, i64 -32
  %.236.7.i.3 = load double, double* %scevgep988, align 8, !noalias !82
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep957 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep958 = getelementptr double, double* %scevgep957, i64 -31
  %.236.i.4 = load double, double* %scevgep958, align 8, !noalias !82
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep959 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep960 = getelementptr double, double* %scevgep959, i64 -30
  %.236.1.i.4 = load double, double* %scevgep960, align 8, !noalias !82
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep961 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep962 = getelementptr double, double* %scevgep961, i64 -29
  %.236.2.i.4 = load double, double* %scevgep962, align 8, !noalias !82
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep963 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep964 = getelementptr double, double* %scevgep963, i64 -28
  %.236.3.i.4 = load double, double* %scevgep964, align 8, !noalias !82
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep965 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep966 = getelementptr double, double* %scevgep965, i64 -27
  %.236.4.i.4 = load double, double* %scevgep966, align 8, !noalias !82
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep967 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep968 = getelementptr double, double* %scevgep967, i64 -26
  %.236.5.i.4 = load double, double* %scevgep968, align 8, !noalias !82
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep969 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep970 = getelementptr double, double* %scevgep969, i64 -25
  %.236.6.i.4 = load double, double* %scevgep970, align 8, !noalias !82
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep971 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep972 = getelementptr double, double* %scevgep971, i64 -24
  %.236.7.i.4 = load double, double* %scevgep972, align 8, !noalias !82
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep941 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep942 = getelementptr double, double* %scevgep941, i64 -23
  %.236.i.5 = load double, double* %scevgep942, align 8, !noalias !82
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep943 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep944 = getelementptr double, double* %scevgep943, i64 -22
  %.236.1.i.5 = load double, double* %scevgep944, align 8, !noalias !82
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep945 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep946 = getelementptr double, double* %scevgep945, i64 -21
  %.236.2.i.5 = load double, double* %scevgep946, align 8, !noalias !82
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep947 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep948 = getelementptr double, double* %scevgep947, i64 -20
  %.236.3.i.5 = load double, double* %scevgep948, align 8, !noalias !82
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep949 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep950 = getelementptr double, double* %scevgep949, i64 -19
  %.236.4.i.5 = load double, double* %scevgep950, align 8, !noalias !82
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep951 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep952 = getelementptr double, double* %scevgep951, i64 -18
  %.236.5.i.5 = load double, double* %scevgep952, align 8, !noalias !82
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep953 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep954 = getelementptr double, double* %scevgep953, i64 -17
  %.236.6.i.5 = load double, double* %scevgep954, align 8, !noalias !82
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep955 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep956 = getelementptr double, double* %scevgep955, i64 -16
  %.236.7.i.5 = load double, double* %scevgep956, align 8, !noalias !82
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep925 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep926 = getelementptr double, double* %scevgep925, i64 -15
  %.236.i.6 = load double, double* %scevgep926, align 8, !noalias !82
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep927 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep928 = getelementptr double, double* %scevgep927, i64 -14
  %.236.1.i.6 = load double, double* %scevgep928, align 8, !noalias !82
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep929 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep930 = getelementptr double, double* %scevgep929, i64 -13
  %.236.2.i.6 = load double, double* %scevgep930, align 8, !noalias !82
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep931 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep932 = getelementptr double, double* %scevgep931, i64 -12
  %.236.3.i.6 = load double, double* %scevgep932, align 8, !noalias !82
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep933 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep934 = getelementptr double, double* %scevgep933, i64 -11
  %.236.4.i.6 = load double, double* %scevgep934, align 8, !noalias !82
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep935 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep936 = getelementptr double, double* %scevgep935, i64 -10
  %.236.5.i.6 = load double, double* %scevgep936, align 8, !noalias !82
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep937 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep938 = getelementptr double, double* %scevgep937, i64 -9
  %.236.6.i.6 = load double, double* %scevgep938, align 8, !noalias !82
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep939 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep940 = getelementptr double, double* %scevgep939, i64 -8
  %.236.7.i.6 = load double, double* %scevgep940, align 8, !noalias !82
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep1021 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1022 = getelementptr double, double* %scevgep1021, i64 -7
  %.236.i.7 = load double, double* %scevgep1022, align 8, !noalias !82
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep1023 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1024 = getelementptr double, double* %scevgep1023, i64 -6
  %.236.1.i.7 = load double, double* %scevgep1024, align 8, !noalias !82
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep1025 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1026 = getelementptr double, double* %scevgep1025, i64 -5
  %.236.2.i.7 = load double, double* %scevgep1026, align 8, !noalias !82
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep1027 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1028 = getelementptr double, double* %scevgep1027, i64 -4
  %.236.3.i.7 = load double, double* %scevgep1028, align 8, !noalias !82
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep1029 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1030 = getelementptr double, double* %scevgep1029, i64 -3
  %.236.4.i.7 = load double, double* %scevgep1030, align 8, !noalias !82
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep1031 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1032 = getelementptr double, double* %scevgep1031, i64 -2
  %.236.5.i.7 = load double, double* %scevgep1032, align 8, !noalias !82
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep1033 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %scevgep1034 = getelementptr double, double* %scevgep1033, i64 -1
  %.236.6.i.7 = load double, double* %scevgep1034, align 8, !noalias !82
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep1035 = getelementptr double, double* %scevgep924, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep1035, align 8, !noalias !82
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next1053 = add i64 %lsr.iv1052, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next1053, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.8.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.8
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.8 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i26)
  store double %c.2.0.lcssa.i, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn
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
  br i1 %.49.not, label %entry.endif.endif.endif.endif.endif, label %entry.endif.endif.endif.endif.if, !prof !88

entry.endif.endif.endif.endif.if:                 ; preds = %entry.endif.endif.endif.endif
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  store double 0.000000e+00, double* %.53, align 8
  %.59 = call i32 @_ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.53, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* poison, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 poison, double %.46) #3
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
  %.10 = call i32 @_ZN7kernels9rk4_stepsB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEd(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 poison, double %.2) #3
  %.11 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.12.not = icmp eq i32 %.10, 0
  %.18 = icmp sgt i32 %.10, 0
  %.19 = select i1 %.18, { i8*, i32, i8*, i8*, i32 }* %.11, { i8*, i32, i8*, i8*, i32 }* undef
  %.20 = load double, double* %.4, align 8
  %.22 = alloca i32, align 4
  store i32 0, i32* %.22, align 4
  br i1 %.12.not, label %common.ret, label %entry.if, !prof !88

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.10, 0
  call void @numba_gil_ensure(i32* nonnull %.22)
  br i1 %0, label %entry.if.if, label %entry.if.endif.endif.endif

common.ret:                                       ; preds = %entry, %.25, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.20, %.25 ], [ %.20, %entry ]
  ret double %common.ret.op

.25:                                              ; preds = %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif
  %.73 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f45a9ab5dd0>", i64 0, i64 0))
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
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!19, !21, !22, !24}
!19 = distinct !{!19, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!20 = distinct !{!20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!21 = distinct !{!21, !20, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!22 = distinct !{!22, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!24 = distinct !{!24, !23, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!25 = distinct !{!25, !17}
!26 = !{!27, !29, !30, !32}
!27 = distinct !{!27, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!28 = distinct !{!28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!29 = distinct !{!29, !28, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!30 = distinct !{!30, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!31 = distinct !{!31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!32 = distinct !{!32, !31, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!33 = distinct !{!33, !17}
!34 = !{!35, !37, !38, !40}
!35 = distinct !{!35, !36, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!36 = distinct !{!36, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!37 = distinct !{!37, !36, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!38 = distinct !{!38, !39, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!40 = distinct !{!40, !39, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!41 = distinct !{!41, !17}
!42 = !{!43, !45, !46, !48}
!43 = distinct !{!43, !44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!44 = distinct !{!44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!45 = distinct !{!45, !44, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!46 = distinct !{!46, !47, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!47 = distinct !{!47, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!48 = distinct !{!48, !47, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!49 = distinct !{!49, !17}
!50 = !{!51, !53, !54, !56}
!51 = distinct !{!51, !52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!52 = distinct !{!52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!53 = distinct !{!53, !52, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!54 = distinct !{!54, !55, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!55 = distinct !{!55, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!56 = distinct !{!56, !55, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!57 = distinct !{!57, !17}
!58 = !{!59, !61, !62, !64}
!59 = distinct !{!59, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!60 = distinct !{!60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!61 = distinct !{!61, !60, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!62 = distinct !{!62, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!63 = distinct !{!63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!64 = distinct !{!64, !63, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!65 = distinct !{!65, !17}
!66 = !{!67, !69, !70, !72}
!67 = distinct !{!67, !68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!68 = distinct !{!68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!69 = distinct !{!69, !68, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!70 = distinct !{!70, !71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!71 = distinct !{!71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!72 = distinct !{!72, !71, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!73 = distinct !{!73, !17}
!74 = !{!75, !77, !78, !80}
!75 = distinct !{!75, !76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!76 = distinct !{!76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!77 = distinct !{!77, !76, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!78 = distinct !{!78, !79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!79 = distinct !{!79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!80 = distinct !{!80, !79, !"_ZN5numba2np8arrayobj15_call_allocatorB2v2B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!81 = distinct !{!81, !17}
!82 = !{!83}
!83 = distinct !{!83, !84, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!84 = distinct !{!84, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v14B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!85 = !{!"branch_weights", i32 1, i32 7}
!86 = distinct !{!86, !17}
!87 = distinct !{!87, !17}
!88 = !{!"branch_weights", i32 99, i32 1}
