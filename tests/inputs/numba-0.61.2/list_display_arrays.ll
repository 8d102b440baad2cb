; ModuleID = 'list_display_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140445855152960 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140445855152960.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140445855152960 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140445855152960, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140445855152960.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140445852715136 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140445852715136.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140445852715136 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140445852715136, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140445852715136.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140445852671872 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140445852671872.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140445852671872 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140445852671872, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140445852671872.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140445852314624 = internal constant [133 x i8] c"\80\04\95z\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8CWunable to broadcast argument 1 to output array\0AFile \22tests/inputs/kernels.py\22, line 1, \94\85\94N\87\94."
@.const.pickledata.140445852314624.sha1 = internal constant [20 x i8] c"\B3\EAZE\A3\A4\E8\93g\AD\08\C16c\FB\15\F3p\FB\04"
@.const.picklebuf.140445852314624 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([133 x i8], [133 x i8]* @.const.pickledata.140445852314624, i32 0, i32 0), i32 133, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140445852314624.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_display_arrays = internal constant [20 x i8] c"list_display_arrays\00"
@_ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [141 x i8] c"missing Environment: _ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7fbc194a5650>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7fbc194a5650>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc194a72d0B2v2B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140445853616576 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140445853616576.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140445853616576 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140445853616576, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140445853616576.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc194f8350B2v6B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc194f8550B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7fbc194e7750B2v8B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v10B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.77 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.79 = extractvalue { i64, i1 } %.77, 1
  br i1 %.79, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B72:                                              ; preds = %B72.preheader, %for.end.3.endif
  %.6.i274376 = phi { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* [ %.6.i274, %for.end.3.endif ], [ %.6.i274370, %B72.preheader ]
  %s.2.0375 = phi double [ %.1187, %for.end.3.endif ], [ 0.000000e+00, %B72.preheader ]
  %.765.0374 = phi i64 [ %.824, %for.end.3.endif ], [ 0, %B72.preheader ]
  %.808 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i274376, i64 0, i32 3
  %.810.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.808, i64 %.765.0374, i32 0
  %.810.unpack = load i8*, i8** %.810.elt, align 8
  %.810.elt300 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.808, i64 %.765.0374, i32 4
  %.810.unpack301 = load double*, double** %.810.elt300, align 8
  %0 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.808, i64 %.765.0374, i32 5, i64 0
  %.810.unpack303.unpack = load i64, i64* %0, align 8
  %.824 = add nuw nsw i64 %.765.0374, 1
  tail call void @NRT_incref(i8* %.810.unpack)
  %sunkaddr = getelementptr i8, i8* %.547, i64 24
  %1 = bitcast i8* %sunkaddr to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i6275 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.892651 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i6275 to i64*
  %.893 = load i64, i64* %.892651, align 8
  %.894 = icmp slt i64 %.893, 1
  br i1 %.894, label %B72.if, label %B72.endif, !prof !0

common.ret:                                       ; preds = %B72.endif.endif.endif.endif.endif.endif.if, %for.end.1.endif.endif.endif.if, %for.end.endif.endif.endif.if, %B0.endif.endif.endif.if, %B72.endif.endif.endif.endif.endif.if, %B72.endif.endif.endif.endif.if, %B72.if, %for.end.2.endif.endif.if, %B0.endif.endif.if, %B140
  %common.ret.op = phi i32 [ 0, %B140 ], [ 1, %B0.endif.endif.if ], [ 1, %for.end.2.endif.endif.if ], [ 1, %B72.if ], [ 1, %B72.endif.endif.endif.endif.if ], [ 1, %B72.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif.if ], [ 1, %for.end.1.endif.endif.endif.if ], [ 1, %B72.endif.endif.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B140:                                             ; preds = %for.end.3.endif, %for.end.2.endif.endif.endif
  %s.2.0.lcssa = phi double [ 0.000000e+00, %for.end.2.endif.endif.endif ], [ %.1187, %for.end.3.endif ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  tail call void @NRT_decref(i8* nonnull %.547)
  tail call void @NRT_decref(i8* nonnull %.547)
  br label %common.ret

B0.endif.endif.if:                                ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140445855152960, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %entry
  %.78 = extractvalue { i64, i1 } %.77, 0
  %.7.i.i9 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !2
  %.8.i.i10 = icmp eq i8* %.7.i.i9, null
  br i1 %.8.i.i10, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140445853616576, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.5.i15 = getelementptr i8, i8* %.7.i.i9, i64 24
  %2 = bitcast i8* %.5.i15 to double**
  %.6.i16183 = load double*, double** %2, align 8
  %.146180 = icmp sgt i64 %arg.x.5.0, 0
  br i1 %.146180, label %for.body.preheader, label %for.end.endif.endif.endif.thread

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif
  %3 = add i64 %arg.x.5.0, -1
  %xtraiter412 = and i64 %arg.x.5.0, 7
  %4 = icmp ult i64 %3, 7
  br i1 %4, label %for.end.endif.endif.endif.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter415 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index182 = phi i64 [ 0, %for.body.preheader.new ], [ %29, %for.body ]
  %.142.0181 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %5 = icmp eq i64 %arg.x.5.0, 1
  %spec.select = select i1 %5, i64 %.142.0181, i64 %loop.index182
  %.155 = getelementptr double, double* %arg.x.4, i64 %spec.select
  %.156 = load double, double* %.155, align 8
  %.5.i82 = fmul double %.156, 2.000000e+00
  %sunkaddr652 = mul i64 %loop.index182, 8
  %6 = bitcast double* %.6.i16183 to i8*
  %sunkaddr653 = getelementptr i8, i8* %6, i64 %sunkaddr652
  %7 = bitcast i8* %sunkaddr653 to double*
  store double %.5.i82, double* %7, align 8
  %8 = add i64 %loop.index182, 1
  %spec.select.1 = select i1 %5, i64 %.142.0181, i64 %8
  %.155.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1
  %.156.1 = load double, double* %.155.1, align 8
  %.5.i82.1 = fmul double %.156.1, 2.000000e+00
  %sunkaddr654 = mul i64 %loop.index182, 8
  %9 = bitcast double* %.6.i16183 to i8*
  %sunkaddr655 = getelementptr i8, i8* %9, i64 %sunkaddr654
  %sunkaddr656 = getelementptr i8, i8* %sunkaddr655, i64 8
  %10 = bitcast i8* %sunkaddr656 to double*
  store double %.5.i82.1, double* %10, align 8
  %11 = add i64 %8, 1
  %spec.select.2 = select i1 %5, i64 %.142.0181, i64 %11
  %.155.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2
  %.156.2 = load double, double* %.155.2, align 8
  %.5.i82.2 = fmul double %.156.2, 2.000000e+00
  %sunkaddr657 = mul i64 %loop.index182, 8
  %12 = bitcast double* %.6.i16183 to i8*
  %sunkaddr658 = getelementptr i8, i8* %12, i64 %sunkaddr657
  %sunkaddr659 = getelementptr i8, i8* %sunkaddr658, i64 16
  %13 = bitcast i8* %sunkaddr659 to double*
  store double %.5.i82.2, double* %13, align 8
  %14 = add i64 %11, 1
  %spec.select.3 = select i1 %5, i64 %.142.0181, i64 %14
  %.155.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3
  %.156.3 = load double, double* %.155.3, align 8
  %.5.i82.3 = fmul double %.156.3, 2.000000e+00
  %sunkaddr660 = mul i64 %loop.index182, 8
  %15 = bitcast double* %.6.i16183 to i8*
  %sunkaddr661 = getelementptr i8, i8* %15, i64 %sunkaddr660
  %sunkaddr662 = getelementptr i8, i8* %sunkaddr661, i64 24
  %16 = bitcast i8* %sunkaddr662 to double*
  store double %.5.i82.3, double* %16, align 8
  %17 = add i64 %14, 1
  %spec.select.4 = select i1 %5, i64 %.142.0181, i64 %17
  %.155.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.4
  %.156.4 = load double, double* %.155.4, align 8
  %.5.i82.4 = fmul double %.156.4, 2.000000e+00
  %sunkaddr663 = mul i64 %loop.index182, 8
  %18 = bitcast double* %.6.i16183 to i8*
  %sunkaddr664 = getelementptr i8, i8* %18, i64 %sunkaddr663
  %sunkaddr665 = getelementptr i8, i8* %sunkaddr664, i64 32
  %19 = bitcast i8* %sunkaddr665 to double*
  store double %.5.i82.4, double* %19, align 8
  %20 = add i64 %17, 1
  %spec.select.5 = select i1 %5, i64 %.142.0181, i64 %20
  %.155.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.5
  %.156.5 = load double, double* %.155.5, align 8
  %.5.i82.5 = fmul double %.156.5, 2.000000e+00
  %sunkaddr666 = mul i64 %loop.index182, 8
  %21 = bitcast double* %.6.i16183 to i8*
  %sunkaddr667 = getelementptr i8, i8* %21, i64 %sunkaddr666
  %sunkaddr668 = getelementptr i8, i8* %sunkaddr667, i64 40
  %22 = bitcast i8* %sunkaddr668 to double*
  store double %.5.i82.5, double* %22, align 8
  %23 = add i64 %20, 1
  %spec.select.6 = select i1 %5, i64 %.142.0181, i64 %23
  %.155.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.6
  %.156.6 = load double, double* %.155.6, align 8
  %.5.i82.6 = fmul double %.156.6, 2.000000e+00
  %sunkaddr669 = mul i64 %loop.index182, 8
  %24 = bitcast double* %.6.i16183 to i8*
  %sunkaddr670 = getelementptr i8, i8* %24, i64 %sunkaddr669
  %sunkaddr671 = getelementptr i8, i8* %sunkaddr670, i64 48
  %25 = bitcast i8* %sunkaddr671 to double*
  store double %.5.i82.6, double* %25, align 8
  %26 = add i64 %23, 1
  %spec.select.7 = select i1 %5, i64 %.142.0181, i64 %26
  %.155.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.7
  %.156.7 = load double, double* %.155.7, align 8
  %.5.i82.7 = fmul double %.156.7, 2.000000e+00
  %sunkaddr672 = mul i64 %loop.index182, 8
  %27 = bitcast double* %.6.i16183 to i8*
  %sunkaddr673 = getelementptr i8, i8* %27, i64 %sunkaddr672
  %sunkaddr674 = getelementptr i8, i8* %sunkaddr673, i64 56
  %28 = bitcast i8* %sunkaddr674 to double*
  store double %.5.i82.7, double* %28, align 8
  %.185.7 = add nuw i64 %loop.index182, 8
  %29 = add i64 %26, 1
  %niter416.ncmp.7 = icmp eq i64 %29, %unroll_iter415
  br i1 %niter416.ncmp.7, label %for.end.endif.endif.endif.unr-lcssa, label %for.body

for.end.endif.endif.endif.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %loop.index182.unr = phi i64 [ 0, %for.body.preheader ], [ %.185.7, %for.body ]
  %.142.0181.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod414.not = icmp eq i64 %xtraiter412, 0
  br i1 %lcmp.mod414.not, label %for.end.endif.endif.endif, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.endif.endif.endif.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv633 = phi i64 [ %xtraiter412, %for.body.epil.preheader ], [ %lsr.iv.next634, %for.body.epil ]
  %loop.index182.epil = phi i64 [ %.185.epil, %for.body.epil ], [ %loop.index182.unr, %for.body.epil.preheader ]
  %.142.0181.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.142.0181.unr, %for.body.epil.preheader ]
  %30 = icmp eq i64 %arg.x.5.0, 1
  %spec.select.epil = select i1 %30, i64 %.142.0181.epil, i64 %loop.index182.epil
  %.155.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.epil
  %.156.epil = load double, double* %.155.epil, align 8
  %.5.i82.epil = fmul double %.156.epil, 2.000000e+00
  %scevgep632 = getelementptr double, double* %.6.i16183, i64 %loop.index182.epil
  store double %.5.i82.epil, double* %scevgep632, align 8
  %.185.epil = add nuw nsw i64 %loop.index182.epil, 1
  %lsr.iv.next634 = add nsw i64 %lsr.iv633, -1
  %epil.iter413.cmp.not = icmp eq i64 %lsr.iv.next634, 0
  br i1 %epil.iter413.cmp.not, label %for.end.endif.endif.endif, label %for.body.epil, !llvm.loop !9

for.end.endif.endif.endif:                        ; preds = %for.body.epil, %for.end.endif.endif.endif.unr-lcssa
  %.7.i.i85 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !11
  %.8.i.i86 = icmp eq i8* %.7.i.i85, null
  br i1 %.8.i.i86, label %for.end.endif.endif.endif.if, label %for.body.1.preheader, !prof !0

for.end.endif.endif.endif.thread:                 ; preds = %B0.endif.endif.endif.endif
  %.7.i.i85358 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !11
  %.8.i.i86359 = icmp eq i8* %.7.i.i85358, null
  br i1 %.8.i.i86359, label %for.end.endif.endif.endif.if, label %for.end.1.endif.endif.endif.thread, !prof !0

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif.thread, %for.end.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140445853616576, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.body.1.preheader:                             ; preds = %for.end.endif.endif.endif
  %.5.i91 = getelementptr i8, i8* %.7.i.i85, i64 24
  %31 = bitcast i8* %.5.i91 to double**
  %.6.i92184 = load double*, double** %31, align 8
  %32 = add i64 %arg.x.5.0, -1
  %xtraiter407 = and i64 %arg.x.5.0, 7
  %33 = icmp ult i64 %32, 7
  br i1 %33, label %for.end.1.endif.endif.endif.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter410 = and i64 %arg.x.5.0, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1179 = phi i64 [ 0, %for.body.1.preheader.new ], [ %58, %for.body.1 ]
  %.311.0178 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select353.7, %for.body.1 ]
  %34 = icmp eq i64 %arg.x.5.0, 1
  %spec.select353 = select i1 %34, i64 %.311.0178, i64 %loop.index.1179
  %.324 = getelementptr double, double* %arg.x.4, i64 %spec.select353
  %.325 = load double, double* %.324, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.325)
  %sunkaddr675 = mul i64 %loop.index.1179, 8
  %35 = bitcast double* %.6.i92184 to i8*
  %sunkaddr676 = getelementptr i8, i8* %35, i64 %sunkaddr675
  %36 = bitcast i8* %sunkaddr676 to double*
  store double %.12.i, double* %36, align 8
  %37 = add i64 %loop.index.1179, 1
  %spec.select353.1 = select i1 %34, i64 %.311.0178, i64 %37
  %.324.1 = getelementptr double, double* %arg.x.4, i64 %spec.select353.1
  %.325.1 = load double, double* %.324.1, align 8
  %.12.i.1 = tail call double @llvm.sin.f64(double %.325.1)
  %sunkaddr677 = mul i64 %loop.index.1179, 8
  %38 = bitcast double* %.6.i92184 to i8*
  %sunkaddr678 = getelementptr i8, i8* %38, i64 %sunkaddr677
  %sunkaddr679 = getelementptr i8, i8* %sunkaddr678, i64 8
  %39 = bitcast i8* %sunkaddr679 to double*
  store double %.12.i.1, double* %39, align 8
  %40 = add i64 %37, 1
  %spec.select353.2 = select i1 %34, i64 %.311.0178, i64 %40
  %.324.2 = getelementptr double, double* %arg.x.4, i64 %spec.select353.2
  %.325.2 = load double, double* %.324.2, align 8
  %.12.i.2 = tail call double @llvm.sin.f64(double %.325.2)
  %sunkaddr680 = mul i64 %loop.index.1179, 8
  %41 = bitcast double* %.6.i92184 to i8*
  %sunkaddr681 = getelementptr i8, i8* %41, i64 %sunkaddr680
  %sunkaddr682 = getelementptr i8, i8* %sunkaddr681, i64 16
  %42 = bitcast i8* %sunkaddr682 to double*
  store double %.12.i.2, double* %42, align 8
  %43 = add i64 %40, 1
  %spec.select353.3 = select i1 %34, i64 %.311.0178, i64 %43
  %.324.3 = getelementptr double, double* %arg.x.4, i64 %spec.select353.3
  %.325.3 = load double, double* %.324.3, align 8
  %.12.i.3 = tail call double @llvm.sin.f64(double %.325.3)
  %sunkaddr683 = mul i64 %loop.index.1179, 8
  %44 = bitcast double* %.6.i92184 to i8*
  %sunkaddr684 = getelementptr i8, i8* %44, i64 %sunkaddr683
  %sunkaddr685 = getelementptr i8, i8* %sunkaddr684, i64 24
  %45 = bitcast i8* %sunkaddr685 to double*
  store double %.12.i.3, double* %45, align 8
  %46 = add i64 %43, 1
  %spec.select353.4 = select i1 %34, i64 %.311.0178, i64 %46
  %.324.4 = getelementptr double, double* %arg.x.4, i64 %spec.select353.4
  %.325.4 = load double, double* %.324.4, align 8
  %.12.i.4 = tail call double @llvm.sin.f64(double %.325.4)
  %sunkaddr686 = mul i64 %loop.index.1179, 8
  %47 = bitcast double* %.6.i92184 to i8*
  %sunkaddr687 = getelementptr i8, i8* %47, i64 %sunkaddr686
  %sunkaddr688 = getelementptr i8, i8* %sunkaddr687, i64 32
  %48 = bitcast i8* %sunkaddr688 to double*
  store double %.12.i.4, double* %48, align 8
  %49 = add i64 %46, 1
  %spec.select353.5 = select i1 %34, i64 %.311.0178, i64 %49
  %.324.5 = getelementptr double, double* %arg.x.4, i64 %spec.select353.5
  %.325.5 = load double, double* %.324.5, align 8
  %.12.i.5 = tail call double @llvm.sin.f64(double %.325.5)
  %sunkaddr689 = mul i64 %loop.index.1179, 8
  %50 = bitcast double* %.6.i92184 to i8*
  %sunkaddr690 = getelementptr i8, i8* %50, i64 %sunkaddr689
  %sunkaddr691 = getelementptr i8, i8* %sunkaddr690, i64 40
  %51 = bitcast i8* %sunkaddr691 to double*
  store double %.12.i.5, double* %51, align 8
  %52 = add i64 %49, 1
  %spec.select353.6 = select i1 %34, i64 %.311.0178, i64 %52
  %.324.6 = getelementptr double, double* %arg.x.4, i64 %spec.select353.6
  %.325.6 = load double, double* %.324.6, align 8
  %.12.i.6 = tail call double @llvm.sin.f64(double %.325.6)
  %sunkaddr692 = mul i64 %loop.index.1179, 8
  %53 = bitcast double* %.6.i92184 to i8*
  %sunkaddr693 = getelementptr i8, i8* %53, i64 %sunkaddr692
  %sunkaddr694 = getelementptr i8, i8* %sunkaddr693, i64 48
  %54 = bitcast i8* %sunkaddr694 to double*
  store double %.12.i.6, double* %54, align 8
  %55 = add i64 %52, 1
  %spec.select353.7 = select i1 %34, i64 %.311.0178, i64 %55
  %.324.7 = getelementptr double, double* %arg.x.4, i64 %spec.select353.7
  %.325.7 = load double, double* %.324.7, align 8
  %.12.i.7 = tail call double @llvm.sin.f64(double %.325.7)
  %sunkaddr695 = mul i64 %loop.index.1179, 8
  %56 = bitcast double* %.6.i92184 to i8*
  %sunkaddr696 = getelementptr i8, i8* %56, i64 %sunkaddr695
  %sunkaddr697 = getelementptr i8, i8* %sunkaddr696, i64 56
  %57 = bitcast i8* %sunkaddr697 to double*
  store double %.12.i.7, double* %57, align 8
  %.354.7 = add nuw i64 %loop.index.1179, 8
  %58 = add i64 %55, 1
  %niter411.ncmp.7 = icmp eq i64 %58, %unroll_iter410
  br i1 %niter411.ncmp.7, label %for.end.1.endif.endif.endif.unr-lcssa, label %for.body.1

for.end.1.endif.endif.endif.unr-lcssa:            ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1179.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.354.7, %for.body.1 ]
  %.311.0178.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select353.7, %for.body.1 ]
  %lcmp.mod409.not = icmp eq i64 %xtraiter407, 0
  br i1 %lcmp.mod409.not, label %for.end.1.endif.endif.endif, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.endif.endif.endif.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv614 = phi i64 [ %xtraiter407, %for.body.1.epil.preheader ], [ %lsr.iv.next615, %for.body.1.epil ]
  %loop.index.1179.epil = phi i64 [ %.354.epil, %for.body.1.epil ], [ %loop.index.1179.unr, %for.body.1.epil.preheader ]
  %.311.0178.epil = phi i64 [ %spec.select353.epil, %for.body.1.epil ], [ %.311.0178.unr, %for.body.1.epil.preheader ]
  %59 = icmp eq i64 %arg.x.5.0, 1
  %spec.select353.epil = select i1 %59, i64 %.311.0178.epil, i64 %loop.index.1179.epil
  %.324.epil = getelementptr double, double* %arg.x.4, i64 %spec.select353.epil
  %.325.epil = load double, double* %.324.epil, align 8
  %.12.i.epil = tail call double @llvm.sin.f64(double %.325.epil)
  %scevgep613 = getelementptr double, double* %.6.i92184, i64 %loop.index.1179.epil
  store double %.12.i.epil, double* %scevgep613, align 8
  %.354.epil = add nuw nsw i64 %loop.index.1179.epil, 1
  %lsr.iv.next615 = add nsw i64 %lsr.iv614, -1
  %epil.iter408.cmp.not = icmp eq i64 %lsr.iv.next615, 0
  br i1 %epil.iter408.cmp.not, label %for.end.1.endif.endif.endif, label %for.body.1.epil, !llvm.loop !18

for.end.1.endif.endif.endif:                      ; preds = %for.body.1.epil, %for.end.1.endif.endif.endif.unr-lcssa
  %.7.i.i114 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !19
  %.8.i.i115 = icmp eq i8* %.7.i.i114, null
  br i1 %.8.i.i115, label %for.end.1.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif, !prof !0

for.end.1.endif.endif.endif.thread:               ; preds = %for.end.endif.endif.endif.thread
  %.5.i91362 = getelementptr i8, i8* %.7.i.i85358, i64 24
  %60 = bitcast i8* %.5.i91362 to double**
  %.6.i92184363 = load double*, double** %60, align 8
  %.7.i.i114382 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.78, i32 32), !noalias !19
  %.8.i.i115383 = icmp eq i8* %.7.i.i114382, null
  br i1 %.8.i.i115383, label %for.end.1.endif.endif.endif.if, label %for.end.1.endif.endif.endif.endif.thread, !prof !0

for.end.1.endif.endif.endif.endif.thread:         ; preds = %for.end.1.endif.endif.endif.thread
  %.5.i120390 = getelementptr i8, i8* %.7.i.i114382, i64 24
  %61 = bitcast i8* %.5.i120390 to double**
  %.6.i121185391 = load double*, double** %61, align 8
  br label %for.end.2.endif.if

for.end.1.endif.endif.endif.if:                   ; preds = %for.end.1.endif.endif.endif.thread, %for.end.1.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140445853616576, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

for.end.1.endif.endif.endif.endif:                ; preds = %for.end.1.endif.endif.endif
  %62 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i120 = getelementptr i8, i8* %.7.i.i114, i64 24
  %63 = bitcast i8* %.5.i120 to double**
  %.6.i121185 = load double*, double** %63, align 8
  br i1 %62, label %for.body.2.preheader, label %for.end.2.endif.if

for.body.2.preheader:                             ; preds = %for.end.1.endif.endif.endif.endif
  %64 = add i64 %arg.x.5.0, -1
  %xtraiter402 = and i64 %arg.x.5.0, 7
  %65 = icmp ult i64 %64, 7
  br i1 %65, label %for.end.2.endif.if.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter405 = and i64 %arg.x.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index.2176 = phi i64 [ 0, %for.body.2.preheader.new ], [ %90, %for.body.2 ]
  %.480.0175 = phi i64 [ 0, %for.body.2.preheader.new ], [ %spec.select355.7, %for.body.2 ]
  %66 = icmp eq i64 %arg.x.5.0, 1
  %spec.select355 = select i1 %66, i64 %.480.0175, i64 %loop.index.2176
  %.493 = getelementptr double, double* %arg.x.4, i64 %spec.select355
  %.494 = load double, double* %.493, align 8
  %.5.i148 = fmul double %.494, %.494
  %sunkaddr698 = mul i64 %loop.index.2176, 8
  %67 = bitcast double* %.6.i121185 to i8*
  %sunkaddr699 = getelementptr i8, i8* %67, i64 %sunkaddr698
  %68 = bitcast i8* %sunkaddr699 to double*
  store double %.5.i148, double* %68, align 8
  %69 = add i64 %loop.index.2176, 1
  %spec.select355.1 = select i1 %66, i64 %.480.0175, i64 %69
  %.493.1 = getelementptr double, double* %arg.x.4, i64 %spec.select355.1
  %.494.1 = load double, double* %.493.1, align 8
  %.5.i148.1 = fmul double %.494.1, %.494.1
  %sunkaddr700 = mul i64 %loop.index.2176, 8
  %70 = bitcast double* %.6.i121185 to i8*
  %sunkaddr701 = getelementptr i8, i8* %70, i64 %sunkaddr700
  %sunkaddr702 = getelementptr i8, i8* %sunkaddr701, i64 8
  %71 = bitcast i8* %sunkaddr702 to double*
  store double %.5.i148.1, double* %71, align 8
  %72 = add i64 %69, 1
  %spec.select355.2 = select i1 %66, i64 %.480.0175, i64 %72
  %.493.2 = getelementptr double, double* %arg.x.4, i64 %spec.select355.2
  %.494.2 = load double, double* %.493.2, align 8
  %.5.i148.2 = fmul double %.494.2, %.494.2
  %sunkaddr703 = mul i64 %loop.index.2176, 8
  %73 = bitcast double* %.6.i121185 to i8*
  %sunkaddr704 = getelementptr i8, i8* %73, i64 %sunkaddr703
  %sunkaddr705 = getelementptr i8, i8* %sunkaddr704, i64 16
  %74 = bitcast i8* %sunkaddr705 to double*
  store double %.5.i148.2, double* %74, align 8
  %75 = add i64 %72, 1
  %spec.select355.3 = select i1 %66, i64 %.480.0175, i64 %75
  %.493.3 = getelementptr double, double* %arg.x.4, i64 %spec.select355.3
  %.494.3 = load double, double* %.493.3, align 8
  %.5.i148.3 = fmul double %.494.3, %.494.3
  %sunkaddr706 = mul i64 %loop.index.2176, 8
  %76 = bitcast double* %.6.i121185 to i8*
  %sunkaddr707 = getelementptr i8, i8* %76, i64 %sunkaddr706
  %sunkaddr708 = getelementptr i8, i8* %sunkaddr707, i64 24
  %77 = bitcast i8* %sunkaddr708 to double*
  store double %.5.i148.3, double* %77, align 8
  %78 = add i64 %75, 1
  %spec.select355.4 = select i1 %66, i64 %.480.0175, i64 %78
  %.493.4 = getelementptr double, double* %arg.x.4, i64 %spec.select355.4
  %.494.4 = load double, double* %.493.4, align 8
  %.5.i148.4 = fmul double %.494.4, %.494.4
  %sunkaddr709 = mul i64 %loop.index.2176, 8
  %79 = bitcast double* %.6.i121185 to i8*
  %sunkaddr710 = getelementptr i8, i8* %79, i64 %sunkaddr709
  %sunkaddr711 = getelementptr i8, i8* %sunkaddr710, i64 32
  %80 = bitcast i8* %sunkaddr711 to double*
  store double %.5.i148.4, double* %80, align 8
  %81 = add i64 %78, 1
  %spec.select355.5 = select i1 %66, i64 %.480.0175, i64 %81
  %.493.5 = getelementptr double, double* %arg.x.4, i64 %spec.select355.5
  %.494.5 = load double, double* %.493.5, align 8
  %.5.i148.5 = fmul double %.494.5, %.494.5
  %sunkaddr712 = mul i64 %loop.index.2176, 8
  %82 = bitcast double* %.6.i121185 to i8*
  %sunkaddr713 = getelementptr i8, i8* %82, i64 %sunkaddr712
  %sunkaddr714 = getelementptr i8, i8* %sunkaddr713, i64 40
  %83 = bitcast i8* %sunkaddr714 to double*
  store double %.5.i148.5, double* %83, align 8
  %84 = add i64 %81, 1
  %spec.select355.6 = select i1 %66, i64 %.480.0175, i64 %84
  %.493.6 = getelementptr double, double* %arg.x.4, i64 %spec.select355.6
  %.494.6 = load double, double* %.493.6, align 8
  %.5.i148.6 = fmul double %.494.6, %.494.6
  %sunkaddr715 = mul i64 %loop.index.2176, 8
  %85 = bitcast double* %.6.i121185 to i8*
  %sunkaddr716 = getelementptr i8, i8* %85, i64 %sunkaddr715
  %sunkaddr717 = getelementptr i8, i8* %sunkaddr716, i64 48
  %86 = bitcast i8* %sunkaddr717 to double*
  store double %.5.i148.6, double* %86, align 8
  %87 = add i64 %84, 1
  %spec.select355.7 = select i1 %66, i64 %.480.0175, i64 %87
  %.493.7 = getelementptr double, double* %arg.x.4, i64 %spec.select355.7
  %.494.7 = load double, double* %.493.7, align 8
  %.5.i148.7 = fmul double %.494.7, %.494.7
  %sunkaddr718 = mul i64 %loop.index.2176, 8
  %88 = bitcast double* %.6.i121185 to i8*
  %sunkaddr719 = getelementptr i8, i8* %88, i64 %sunkaddr718
  %sunkaddr720 = getelementptr i8, i8* %sunkaddr719, i64 56
  %89 = bitcast i8* %sunkaddr720 to double*
  store double %.5.i148.7, double* %89, align 8
  %.523.7 = add nuw i64 %loop.index.2176, 8
  %90 = add i64 %87, 1
  %niter406.ncmp.7 = icmp eq i64 %90, %unroll_iter405
  br i1 %niter406.ncmp.7, label %for.end.2.endif.if.loopexit.unr-lcssa, label %for.body.2

for.end.2.endif.if.loopexit.unr-lcssa:            ; preds = %for.body.2, %for.body.2.preheader
  %loop.index.2176.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.523.7, %for.body.2 ]
  %.480.0175.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select355.7, %for.body.2 ]
  %lcmp.mod404.not = icmp eq i64 %xtraiter402, 0
  br i1 %lcmp.mod404.not, label %for.end.2.endif.if, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.endif.if.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv595 = phi i64 [ %xtraiter402, %for.body.2.epil.preheader ], [ %lsr.iv.next596, %for.body.2.epil ]
  %loop.index.2176.epil = phi i64 [ %.523.epil, %for.body.2.epil ], [ %loop.index.2176.unr, %for.body.2.epil.preheader ]
  %.480.0175.epil = phi i64 [ %spec.select355.epil, %for.body.2.epil ], [ %.480.0175.unr, %for.body.2.epil.preheader ]
  %91 = icmp eq i64 %arg.x.5.0, 1
  %spec.select355.epil = select i1 %91, i64 %.480.0175.epil, i64 %loop.index.2176.epil
  %.493.epil = getelementptr double, double* %arg.x.4, i64 %spec.select355.epil
  %.494.epil = load double, double* %.493.epil, align 8
  %.5.i148.epil = fmul double %.494.epil, %.494.epil
  %scevgep594 = getelementptr double, double* %.6.i121185, i64 %loop.index.2176.epil
  store double %.5.i148.epil, double* %scevgep594, align 8
  %.523.epil = add nuw nsw i64 %loop.index.2176.epil, 1
  %lsr.iv.next596 = add nsw i64 %lsr.iv595, -1
  %epil.iter403.cmp.not = icmp eq i64 %lsr.iv.next596, 0
  br i1 %epil.iter403.cmp.not, label %for.end.2.endif.if, label %for.body.2.epil, !llvm.loop !26

for.end.2.endif.if:                               ; preds = %for.body.2.epil, %for.end.2.endif.if.loopexit.unr-lcssa, %for.end.1.endif.endif.endif.endif, %for.end.1.endif.endif.endif.endif.thread
  %.6.i121185395 = phi double* [ %.6.i121185391, %for.end.1.endif.endif.endif.endif.thread ], [ %.6.i121185, %for.end.1.endif.endif.endif.endif ], [ %.6.i121185, %for.end.2.endif.if.loopexit.unr-lcssa ], [ %.6.i121185, %for.body.2.epil ]
  %.6.i92184365384394 = phi double* [ %.6.i92184363, %for.end.1.endif.endif.endif.endif.thread ], [ %.6.i92184, %for.end.1.endif.endif.endif.endif ], [ %.6.i92184, %for.end.2.endif.if.loopexit.unr-lcssa ], [ %.6.i92184, %for.body.2.epil ]
  %.7.i.i85360364385393 = phi i8* [ %.7.i.i85358, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i85, %for.end.1.endif.endif.endif.endif ], [ %.7.i.i85, %for.end.2.endif.if.loopexit.unr-lcssa ], [ %.7.i.i85, %for.body.2.epil ]
  %.7.i.i114386392 = phi i8* [ %.7.i.i114382, %for.end.1.endif.endif.endif.endif.thread ], [ %.7.i.i114, %for.end.1.endif.endif.endif.endif ], [ %.7.i.i114, %for.end.2.endif.if.loopexit.unr-lcssa ], [ %.7.i.i114, %for.body.2.epil ]
  tail call void @NRT_decref(i8* %arg.x.0)
  %.547 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 192, i8* bitcast (void (i8*)* @".dtor.list.array(float64, 1d, C)" to i8*))
  %.548 = icmp eq i8* %.547, null
  br i1 %.548, label %for.end.2.endif.endif.if, label %for.end.2.endif.endif.endif, !prof !0

for.end.2.endif.endif.if:                         ; preds = %for.end.2.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140445852715136, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.2.endif.endif.endif:                      ; preds = %for.end.2.endif.if
  %.5.i146 = getelementptr i8, i8* %.547, i64 24
  %92 = bitcast i8* %.5.i146 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i147309 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %92, align 8
  %.560 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i147309, i64 0, i32 1
  store i64 3, i64* %.560, align 8
  %.6.i145310 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %92, align 8
  %.566721 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i145310 to i64*
  store i64 0, i64* %.566721, align 8
  %.6.i143311 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %92, align 8
  %.572 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i143311, i64 0, i32 2
  store i8 0, i8* %.572, align 1
  %.6.i139312 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %92, align 8
  %.585 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i139312, i64 0, i32 3
  %.596 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.585 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(168) %.596, i8 0, i64 168, i1 false)
  %.6.i135186 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %92, align 8
  %.612722 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i135186 to i64*
  store i64 3, i64* %.612722, align 8
  %.6.i133187 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %92, align 8
  %.620.elt = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i133187, i64 0, i32 3, i32 0
  %.620.unpack = load i8*, i8** %.620.elt, align 8
  store i8* %.7.i.i9, i8** %.620.elt, align 8
  %.639.repack204 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i133187, i64 0, i32 3, i32 1
  store i8* null, i8** %.639.repack204, align 8
  %.639.repack206 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i133187, i64 0, i32 3, i32 2
  store i64 %arg.x.5.0, i64* %.639.repack206, align 8
  %.639.repack208 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i133187, i64 0, i32 3, i32 3
  store i64 8, i64* %.639.repack208, align 8
  %.639.repack210 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i133187, i64 0, i32 3, i32 4
  store double* %.6.i16183, double** %.639.repack210, align 8
  %93 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i133187, i64 0, i32 3, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %93, align 8
  %94 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i133187, i64 0, i32 3, i32 6, i64 0
  store i64 8, i64* %94, align 8
  %.6.i129216 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %92, align 8
  %.660 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i129216, i64 0, i32 3
  %.662.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 0
  %.662.unpack = load i8*, i8** %.662.elt, align 8
  store i8* %.7.i.i85360364385393, i8** %.662.elt, align 8
  %.682.repack233 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 1
  store i8* null, i8** %.682.repack233, align 8
  %.682.repack235 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 2
  store i64 %arg.x.5.0, i64* %.682.repack235, align 8
  %.682.repack237 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 3
  store i64 8, i64* %.682.repack237, align 8
  %.682.repack239 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 4
  store double* %.6.i92184365384394, double** %.682.repack239, align 8
  %95 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %95, align 8
  %96 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.660, i64 1, i32 6, i64 0
  store i64 8, i64* %96, align 8
  %.6.i125245 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %92, align 8
  %.702 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i125245, i64 0, i32 3
  %.704.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 0
  %.704.unpack = load i8*, i8** %.704.elt, align 8
  store i8* %.7.i.i114386392, i8** %.704.elt, align 8
  %.724.repack262 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 1
  store i8* null, i8** %.724.repack262, align 8
  %.724.repack264 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 2
  store i64 %arg.x.5.0, i64* %.724.repack264, align 8
  %.724.repack266 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 3
  store i64 8, i64* %.724.repack266, align 8
  %.724.repack268 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 4
  store double* %.6.i121185395, double** %.724.repack268, align 8
  %97 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %97, align 8
  %98 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.702, i64 2, i32 6, i64 0
  store i64 8, i64* %98, align 8
  tail call void @NRT_incref(i8* nonnull %.547)
  %.6.i274370 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %92, align 8
  %.798371723 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i274370 to i64*
  %.799372 = load i64, i64* %.798371723, align 8
  %.800373 = icmp sgt i64 %.799372, 0
  tail call void @NRT_decref(i8* %.620.unpack)
  tail call void @NRT_decref(i8* %.662.unpack)
  tail call void @NRT_decref(i8* %.704.unpack)
  br i1 %.800373, label %B72.preheader, label %B140

B72.preheader:                                    ; preds = %for.end.2.endif.endif.endif
  br label %B72

B72.if:                                           ; preds = %B72
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140445852671872, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif:                                        ; preds = %B72
  %.908.elt = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i6275, i64 0, i32 3, i32 0
  %.908.unpack = load i8*, i8** %.908.elt, align 8
  %.908.elt283 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i6275, i64 0, i32 3, i32 4
  %.908.unpack284 = load double*, double** %.908.elt283, align 8
  %99 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i6275, i64 0, i32 3, i32 5, i64 0
  %.908.unpack286.unpack = load i64, i64* %99, align 8
  tail call void @NRT_incref(i8* %.908.unpack)
  %.101.not.i51 = icmp eq i64 %.908.unpack286.unpack, 1
  br i1 %.101.not.i51, label %B72.endif.endif.endif.endif.endif, label %B90.i28

B90.i28:                                          ; preds = %B72.endif
  %.71.not.i25 = icmp eq i64 %.810.unpack303.unpack, %.908.unpack286.unpack
  %.76.not.i26 = icmp eq i64 %.810.unpack303.unpack, 1
  %or.cond.i27 = or i1 %.76.not.i26, %.71.not.i25
  br i1 %or.cond.i27, label %B72.endif.endif.endif.endif.endif, label %B72.endif.endif.endif.endif.if

B72.endif.endif.endif.endif.if:                   ; preds = %B90.i28
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140445852314624, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif.endif.endif.endif.endif:                ; preds = %B72.endif, %B90.i28
  %dest_shape.3.1 = phi i64 [ %.908.unpack286.unpack, %B90.i28 ], [ %.810.unpack303.unpack, %B72.endif ]
  %.1029 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %dest_shape.3.1, i64 8)
  %.1031 = extractvalue { i64, i1 } %.1029, 1
  br i1 %.1031, label %B72.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif, !prof !0

B72.endif.endif.endif.endif.endif.if:             ; preds = %B72.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140445855152960, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B72.endif.endif.endif.endif.endif.endif:          ; preds = %B72.endif.endif.endif.endif.endif
  %.1030 = extractvalue { i64, i1 } %.1029, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.1030, i32 32), !noalias !27
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B72.endif.endif.endif.endif.endif.endif.if, label %B72.endif.endif.endif.endif.endif.endif.endif, !prof !0

B72.endif.endif.endif.endif.endif.endif.if:       ; preds = %B72.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140445853616576, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B72.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B72.endif.endif.endif.endif.endif.endif
  %.5.i7 = getelementptr i8, i8* %.7.i.i, i64 24
  %100 = bitcast i8* %.5.i7 to double**
  %.6.i8292 = load double*, double** %100, align 8
  %.1101170 = icmp sgt i64 %dest_shape.3.1, 0
  br i1 %.1101170, label %for.body.3.preheader, label %for.end.3

for.body.3.preheader:                             ; preds = %B72.endif.endif.endif.endif.endif.endif.endif
  %101 = add i64 %dest_shape.3.1, -1
  %xtraiter = and i64 %dest_shape.3.1, 7
  %102 = icmp ult i64 %101, 7
  br i1 %102, label %for.end.3.loopexit.unr-lcssa, label %for.body.3.preheader.new

for.body.3.preheader.new:                         ; preds = %for.body.3.preheader
  %unroll_iter = and i64 %dest_shape.3.1, -8
  br label %for.body.3

for.body.3:                                       ; preds = %for.body.3, %for.body.3.preheader.new
  %loop.index.3173 = phi i64 [ 0, %for.body.3.preheader.new ], [ %128, %for.body.3 ]
  %.1097.0172 = phi i64 [ 0, %for.body.3.preheader.new ], [ %.1097.1.7, %for.body.3 ]
  %.1094.0171 = phi i64 [ 0, %for.body.3.preheader.new ], [ %spec.select357.7, %for.body.3 ]
  %103 = icmp ugt i64 %.810.unpack303.unpack, 1
  %104 = icmp ugt i64 %.908.unpack286.unpack, 1
  %spec.select357 = select i1 %104, i64 %loop.index.3173, i64 %.1094.0171
  %.1110 = getelementptr double, double* %.908.unpack284, i64 %spec.select357
  %.1111 = load double, double* %.1110, align 8
  %.1097.1 = select i1 %103, i64 %loop.index.3173, i64 %.1097.0172
  %.1119 = getelementptr double, double* %.810.unpack301, i64 %.1097.1
  %.1120 = load double, double* %.1119, align 8
  %.6.i1 = fmul double %.1111, %.1120
  %sunkaddr724 = mul i64 %loop.index.3173, 8
  %105 = bitcast double* %.6.i8292 to i8*
  %sunkaddr725 = getelementptr i8, i8* %105, i64 %sunkaddr724
  %106 = bitcast i8* %sunkaddr725 to double*
  store double %.6.i1, double* %106, align 8
  %107 = add i64 %loop.index.3173, 1
  %spec.select357.1 = select i1 %104, i64 %107, i64 %.1094.0171
  %.1110.1 = getelementptr double, double* %.908.unpack284, i64 %spec.select357.1
  %.1111.1 = load double, double* %.1110.1, align 8
  %.1097.1.1 = select i1 %103, i64 %107, i64 %.1097.0172
  %.1119.1 = getelementptr double, double* %.810.unpack301, i64 %.1097.1.1
  %.1120.1 = load double, double* %.1119.1, align 8
  %.6.i1.1 = fmul double %.1111.1, %.1120.1
  %sunkaddr726 = mul i64 %loop.index.3173, 8
  %108 = bitcast double* %.6.i8292 to i8*
  %sunkaddr727 = getelementptr i8, i8* %108, i64 %sunkaddr726
  %sunkaddr728 = getelementptr i8, i8* %sunkaddr727, i64 8
  %109 = bitcast i8* %sunkaddr728 to double*
  store double %.6.i1.1, double* %109, align 8
  %110 = add i64 %107, 1
  %spec.select357.2 = select i1 %104, i64 %110, i64 %.1094.0171
  %.1110.2 = getelementptr double, double* %.908.unpack284, i64 %spec.select357.2
  %.1111.2 = load double, double* %.1110.2, align 8
  %.1097.1.2 = select i1 %103, i64 %110, i64 %.1097.0172
  %.1119.2 = getelementptr double, double* %.810.unpack301, i64 %.1097.1.2
  %.1120.2 = load double, double* %.1119.2, align 8
  %.6.i1.2 = fmul double %.1111.2, %.1120.2
  %sunkaddr729 = mul i64 %loop.index.3173, 8
  %111 = bitcast double* %.6.i8292 to i8*
  %sunkaddr730 = getelementptr i8, i8* %111, i64 %sunkaddr729
  %sunkaddr731 = getelementptr i8, i8* %sunkaddr730, i64 16
  %112 = bitcast i8* %sunkaddr731 to double*
  store double %.6.i1.2, double* %112, align 8
  %113 = add i64 %110, 1
  %spec.select357.3 = select i1 %104, i64 %113, i64 %.1094.0171
  %.1110.3 = getelementptr double, double* %.908.unpack284, i64 %spec.select357.3
  %.1111.3 = load double, double* %.1110.3, align 8
  %.1097.1.3 = select i1 %103, i64 %113, i64 %.1097.0172
  %.1119.3 = getelementptr double, double* %.810.unpack301, i64 %.1097.1.3
  %.1120.3 = load double, double* %.1119.3, align 8
  %.6.i1.3 = fmul double %.1111.3, %.1120.3
  %sunkaddr732 = mul i64 %loop.index.3173, 8
  %114 = bitcast double* %.6.i8292 to i8*
  %sunkaddr733 = getelementptr i8, i8* %114, i64 %sunkaddr732
  %sunkaddr734 = getelementptr i8, i8* %sunkaddr733, i64 24
  %115 = bitcast i8* %sunkaddr734 to double*
  store double %.6.i1.3, double* %115, align 8
  %116 = add i64 %113, 1
  %spec.select357.4 = select i1 %104, i64 %116, i64 %.1094.0171
  %.1110.4 = getelementptr double, double* %.908.unpack284, i64 %spec.select357.4
  %.1111.4 = load double, double* %.1110.4, align 8
  %.1097.1.4 = select i1 %103, i64 %116, i64 %.1097.0172
  %.1119.4 = getelementptr double, double* %.810.unpack301, i64 %.1097.1.4
  %.1120.4 = load double, double* %.1119.4, align 8
  %.6.i1.4 = fmul double %.1111.4, %.1120.4
  %sunkaddr735 = mul i64 %loop.index.3173, 8
  %117 = bitcast double* %.6.i8292 to i8*
  %sunkaddr736 = getelementptr i8, i8* %117, i64 %sunkaddr735
  %sunkaddr737 = getelementptr i8, i8* %sunkaddr736, i64 32
  %118 = bitcast i8* %sunkaddr737 to double*
  store double %.6.i1.4, double* %118, align 8
  %119 = add i64 %116, 1
  %spec.select357.5 = select i1 %104, i64 %119, i64 %.1094.0171
  %.1110.5 = getelementptr double, double* %.908.unpack284, i64 %spec.select357.5
  %.1111.5 = load double, double* %.1110.5, align 8
  %.1097.1.5 = select i1 %103, i64 %119, i64 %.1097.0172
  %.1119.5 = getelementptr double, double* %.810.unpack301, i64 %.1097.1.5
  %.1120.5 = load double, double* %.1119.5, align 8
  %.6.i1.5 = fmul double %.1111.5, %.1120.5
  %sunkaddr738 = mul i64 %loop.index.3173, 8
  %120 = bitcast double* %.6.i8292 to i8*
  %sunkaddr739 = getelementptr i8, i8* %120, i64 %sunkaddr738
  %sunkaddr740 = getelementptr i8, i8* %sunkaddr739, i64 40
  %121 = bitcast i8* %sunkaddr740 to double*
  store double %.6.i1.5, double* %121, align 8
  %122 = add i64 %119, 1
  %spec.select357.6 = select i1 %104, i64 %122, i64 %.1094.0171
  %.1110.6 = getelementptr double, double* %.908.unpack284, i64 %spec.select357.6
  %.1111.6 = load double, double* %.1110.6, align 8
  %.1097.1.6 = select i1 %103, i64 %122, i64 %.1097.0172
  %.1119.6 = getelementptr double, double* %.810.unpack301, i64 %.1097.1.6
  %.1120.6 = load double, double* %.1119.6, align 8
  %.6.i1.6 = fmul double %.1111.6, %.1120.6
  %sunkaddr741 = mul i64 %loop.index.3173, 8
  %123 = bitcast double* %.6.i8292 to i8*
  %sunkaddr742 = getelementptr i8, i8* %123, i64 %sunkaddr741
  %sunkaddr743 = getelementptr i8, i8* %sunkaddr742, i64 48
  %124 = bitcast i8* %sunkaddr743 to double*
  store double %.6.i1.6, double* %124, align 8
  %125 = add i64 %122, 1
  %spec.select357.7 = select i1 %104, i64 %125, i64 %.1094.0171
  %.1110.7 = getelementptr double, double* %.908.unpack284, i64 %spec.select357.7
  %.1111.7 = load double, double* %.1110.7, align 8
  %.1097.1.7 = select i1 %103, i64 %125, i64 %.1097.0172
  %.1119.7 = getelementptr double, double* %.810.unpack301, i64 %.1097.1.7
  %.1120.7 = load double, double* %.1119.7, align 8
  %.6.i1.7 = fmul double %.1111.7, %.1120.7
  %sunkaddr744 = mul i64 %loop.index.3173, 8
  %126 = bitcast double* %.6.i8292 to i8*
  %sunkaddr745 = getelementptr i8, i8* %126, i64 %sunkaddr744
  %sunkaddr746 = getelementptr i8, i8* %sunkaddr745, i64 56
  %127 = bitcast i8* %sunkaddr746 to double*
  store double %.6.i1.7, double* %127, align 8
  %.1149.7 = add nuw i64 %loop.index.3173, 8
  %128 = add i64 %125, 1
  %niter.ncmp.7 = icmp eq i64 %128, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.3.loopexit.unr-lcssa, label %for.body.3

for.end.3.loopexit.unr-lcssa:                     ; preds = %for.body.3, %for.body.3.preheader
  %loop.index.3173.unr = phi i64 [ 0, %for.body.3.preheader ], [ %.1149.7, %for.body.3 ]
  %.1097.0172.unr = phi i64 [ 0, %for.body.3.preheader ], [ %.1097.1.7, %for.body.3 ]
  %.1094.0171.unr = phi i64 [ 0, %for.body.3.preheader ], [ %spec.select357.7, %for.body.3 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end.3, label %for.body.3.epil.preheader

for.body.3.epil.preheader:                        ; preds = %for.end.3.loopexit.unr-lcssa
  br label %for.body.3.epil

for.body.3.epil:                                  ; preds = %for.body.3.epil.preheader, %for.body.3.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.3.epil.preheader ], [ %lsr.iv.next, %for.body.3.epil ]
  %loop.index.3173.epil = phi i64 [ %.1149.epil, %for.body.3.epil ], [ %loop.index.3173.unr, %for.body.3.epil.preheader ]
  %.1097.0172.epil = phi i64 [ %.1097.1.epil, %for.body.3.epil ], [ %.1097.0172.unr, %for.body.3.epil.preheader ]
  %.1094.0171.epil = phi i64 [ %spec.select357.epil, %for.body.3.epil ], [ %.1094.0171.unr, %for.body.3.epil.preheader ]
  %129 = icmp ugt i64 %.810.unpack303.unpack, 1
  %130 = icmp ugt i64 %.908.unpack286.unpack, 1
  %spec.select357.epil = select i1 %130, i64 %loop.index.3173.epil, i64 %.1094.0171.epil
  %.1110.epil = getelementptr double, double* %.908.unpack284, i64 %spec.select357.epil
  %.1111.epil = load double, double* %.1110.epil, align 8
  %.1097.1.epil = select i1 %129, i64 %loop.index.3173.epil, i64 %.1097.0172.epil
  %.1119.epil = getelementptr double, double* %.810.unpack301, i64 %.1097.1.epil
  %.1120.epil = load double, double* %.1119.epil, align 8
  %.6.i1.epil = fmul double %.1111.epil, %.1120.epil
  %scevgep435 = getelementptr double, double* %.6.i8292, i64 %loop.index.3173.epil
  store double %.6.i1.epil, double* %scevgep435, align 8
  %.1149.epil = add nuw nsw i64 %loop.index.3173.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end.3, label %for.body.3.epil, !llvm.loop !34

for.end.3:                                        ; preds = %for.body.3.epil, %for.end.3.loopexit.unr-lcssa, %B72.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.810.unpack)
  tail call void @NRT_decref(i8* %.908.unpack)
  %.68.i = icmp eq i64 %dest_shape.3.1, 0
  br i1 %.68.i, label %for.end.3.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.3
  %smax.i = tail call i64 @llvm.smax.i64(i64 %dest_shape.3.1, i64 1)
  %131 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %132 = icmp ult i64 %131, 7
  br i1 %132, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %133 = add nsw i64 %unroll_iter.i, -8
  %134 = lshr exact i64 %133, 3
  %135 = add nuw nsw i64 %134, 1
  %xtraiter396 = and i64 %135, 7
  %136 = icmp ult i64 %133, 56
  br i1 %136, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter400 = and i64 %135, 4611686018427387896
  %scevgep436 = getelementptr double, double* %.6.i8292, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod398.not = icmp eq i64 %xtraiter396, 0
  br i1 %lcmp.mod398.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep566 = getelementptr double, double* %.6.i8292, i64 7
  %scevgep567 = getelementptr double, double* %scevgep566, i64 %.70.05.i.unr
  %137 = shl nuw nsw i64 %xtraiter396, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv568 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next569, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %138 = bitcast double* %scevgep567 to i8*
  %uglygep590 = getelementptr i8, i8* %138, i64 %lsr.iv568
  %uglygep590591 = bitcast i8* %uglygep590 to double*
  %scevgep592 = getelementptr double, double* %uglygep590591, i64 -7
  %.236.i.epil = load double, double* %scevgep592, align 8, !noalias !35
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep587 = getelementptr i8, i8* %138, i64 %lsr.iv568
  %uglygep587588 = bitcast i8* %uglygep587 to double*
  %scevgep589 = getelementptr double, double* %uglygep587588, i64 -6
  %.236.1.i.epil = load double, double* %scevgep589, align 8, !noalias !35
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep584 = getelementptr i8, i8* %138, i64 %lsr.iv568
  %uglygep584585 = bitcast i8* %uglygep584 to double*
  %scevgep586 = getelementptr double, double* %uglygep584585, i64 -5
  %.236.2.i.epil = load double, double* %scevgep586, align 8, !noalias !35
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep581 = getelementptr i8, i8* %138, i64 %lsr.iv568
  %uglygep581582 = bitcast i8* %uglygep581 to double*
  %scevgep583 = getelementptr double, double* %uglygep581582, i64 -4
  %.236.3.i.epil = load double, double* %scevgep583, align 8, !noalias !35
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep578 = getelementptr i8, i8* %138, i64 %lsr.iv568
  %uglygep578579 = bitcast i8* %uglygep578 to double*
  %scevgep580 = getelementptr double, double* %uglygep578579, i64 -3
  %.236.4.i.epil = load double, double* %scevgep580, align 8, !noalias !35
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep575 = getelementptr i8, i8* %138, i64 %lsr.iv568
  %uglygep575576 = bitcast i8* %uglygep575 to double*
  %scevgep577 = getelementptr double, double* %uglygep575576, i64 -2
  %.236.5.i.epil = load double, double* %scevgep577, align 8, !noalias !35
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep572 = getelementptr i8, i8* %138, i64 %lsr.iv568
  %uglygep572573 = bitcast i8* %uglygep572 to double*
  %scevgep574 = getelementptr double, double* %uglygep572573, i64 -1
  %.236.6.i.epil = load double, double* %scevgep574, align 8, !noalias !35
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %138, i64 %lsr.iv568
  %uglygep571 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep571, align 8, !noalias !35
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next569 = add nuw nsw i64 %lsr.iv568, 64
  %epil.iter397.cmp.not = icmp eq i64 %137, %lsr.iv.next569
  br i1 %epil.iter397.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !38, !llvm.loop !39

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.3.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i8292, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep593 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep593, align 8, !noalias !35
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.3.endif, label %B50.endif.epil.i, !prof !38, !llvm.loop !40

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv564 = phi i64 [ %lsr.iv.next565, %B50.endif.i ], [ %unroll_iter400, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep562 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep563 = getelementptr double, double* %scevgep562, i64 -63
  %.236.i = load double, double* %scevgep563, align 8, !noalias !35
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep560 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep561 = getelementptr double, double* %scevgep560, i64 -62
  %.236.1.i = load double, double* %scevgep561, align 8, !noalias !35
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep558 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep559 = getelementptr double, double* %scevgep558, i64 -61
  %.236.2.i = load double, double* %scevgep559, align 8, !noalias !35
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep556 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep557 = getelementptr double, double* %scevgep556, i64 -60
  %.236.3.i = load double, double* %scevgep557, align 8, !noalias !35
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep554 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep555 = getelementptr double, double* %scevgep554, i64 -59
  %.236.4.i = load double, double* %scevgep555, align 8, !noalias !35
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep552 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep553 = getelementptr double, double* %scevgep552, i64 -58
  %.236.5.i = load double, double* %scevgep553, align 8, !noalias !35
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep550 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep551 = getelementptr double, double* %scevgep550, i64 -57
  %.236.6.i = load double, double* %scevgep551, align 8, !noalias !35
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep548 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep549 = getelementptr double, double* %scevgep548, i64 -56
  %.236.7.i = load double, double* %scevgep549, align 8, !noalias !35
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep517 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep518 = getelementptr double, double* %scevgep517, i64 -55
  %.236.i.1 = load double, double* %scevgep518, align 8, !noalias !35
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep519 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep520 = getelementptr double, double* %scevgep519, i64 -54
  %.236.1.i.1 = load double, double* %scevgep520, align 8, !noalias !35
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep521 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep522 = getelementptr double, double* %scevgep521, i64 -53
  %.236.2.i.1 = load double, double* %scevgep522, align 8, !noalias !35
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep523 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -52
  %.236.3.i.1 = load double, double* %scevgep524, align 8, !noalias !35
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep525 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep526 = getelementptr double, double* %scevgep525, i64 -51
  %.236.4.i.1 = load double, double* %scevgep526, align 8, !noalias !35
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep527 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep528 = getelementptr double, double* %scevgep527, i64 -50
  %.236.5.i.1 = load double, double* %scevgep528, align 8, !noalias !35
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep529 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep530 = getelementptr double, double* %scevgep529, i64 -49
  %.236.6.i.1 = load double, double* %scevgep530, align 8, !noalias !35
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep531 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep532 = getelementptr double, double* %scevgep531, i64 -48
  %.236.7.i.1 = load double, double* %scevgep532, align 8, !noalias !35
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep501 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep502 = getelementptr double, double* %scevgep501, i64 -47
  %.236.i.2 = load double, double* %scevgep502, align 8, !noalias !35
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep503 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep504 = getelementptr double, double* %scevgep503, i64 -46
  %.236.1.i.2 = load double, double* %scevgep504, align 8, !noalias !35
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep505 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep506 = getelementptr double, double* %scevgep505, i64 -45
  %.236.2.i.2 = load double, double* %scevgep506, align 8, !noalias !35
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep507 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep508 = getelementptr double, double* %scevgep507, i64 -44
  %.236.3.i.2 = load double, double* %scevgep508, align 8, !noalias !35
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep509 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep510 = getelementptr double, double* %scevgep509, i64 -43
  %.236.4.i.2 = load double, double* %scevgep510, align 8, !noalias !35
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep511 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep512 = getelementptr double, double* %scevgep511, i64 -42
  %.236.5.i.2 = load double, double* %scevgep512, align 8, !noalias !35
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep513 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep514 = getelementptr double, double* %scevgep513, i64 -41
  %.236.6.i.2 = load double, double* %scevgep514, align 8, !noalias !35
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep515 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep516 = getelementptr double, double* %scevgep515, i64 -40
  %.236.7.i.2 = load double, double* %scevgep516, align 8, !noalias !35
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep485 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep486 = getelementptr double, double* %scevgep485, i64 -39
  %.236.i.3 = load double, double* %scevgep486, align 8, !noalias !35
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep487 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep488 = getelementptr double, double* %scevgep487, i64 -38
  %.236.1.i.3 = load double, double* %scevgep488, align 8, !noalias !35
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep489 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep490 = getelementptr double, double* %scevgep489, i64 -37
  %.236.2.i.3 = load double, double* %scevgep490, align 8, !noalias !35
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep491 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep492 = getelementptr double, double* %scevgep491, i64 -36
  %.236.3.i.3 = load double, double* %scevgep492, align 8, !noalias !35
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep493 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep494 = getelementptr double, double* %scevgep493, i64 -35
  %.236.4.i.3 = load double, double* %scevgep494, align 8, !noalias !35
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep495 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep496 = getelementptr double, double* %scevgep495, i64 -34
  %.236.5.i.3 = load double, double* %scevgep496, align 8, !noalias !35
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep497 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep498 = getelementptr double, double* %scevgep497, i64 -33
  %.236.6.i.3 = load double, double* %scevgep498, align 8, !noalias !35
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep499 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep500 = getelementptr double, double* %scevgep499, i64 -32
  %.236.7.i.3 = load double, double* %scevgep500, align 8, !noalias !35
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep469 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep470 = getelementptr double, double* %scevgep469, i64 -31
  %.236.i.4 = load double, double* %scevgep470, align 8, !noalias !35
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep471 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep472 = getelementptr double, double* %scevgep471, i64 -30
  %.236.1.i.4 = load double, double* %scevgep472, align 8, !noalias !35
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep473 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -29
  %.236.2.i.4 = load double, double* %scevgep474, align 8, !noalias !35
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep475 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep476 = getelementptr double, double* %scevgep475, i64 -28
  %.236.3.i.4 = load double, double* %scevgep476, align 8, !noalias !35
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep477 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep478 = getelementptr double, double* %scevgep477, i64 -27
  %.236.4.i.4 = load double, double* %scevgep478, align 8, !noalias !35
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep479 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep480 = getelementptr double, double* %scevgep479, i64 -26
  %.236.5.i.4 = load double, double* %scevgep480, align 8, !noalias !35
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep481 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep482 = getelementptr double, double* %scevgep481, i64 -25
  %.236.6.i.4 = load double, double* %scevgep482, align 8, !noalias !35
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep483 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep484 = getelementptr double, double* %scevgep483, i64 -24
  %.236.7.i.4 = load double, double* %scevgep484, align 8, !noalias !35
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep453 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -23
  %.236.i.5 = load double, double* %scevgep454, align 8, !noalias !35
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep455 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -22
  %.236.1.i.5 = load double, double* %scevgep456, align 8, !noalias !35
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep457 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -21
  %.236.2.i.5 = load double, double* %scevgep458, align 8, !noalias !35
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep459 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -20
  %.236.3.i.5 = load double, double* %scevgep460, align 8, !noalias !35
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep461 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -19
  %.236.4.i.5 = load double, double* %scevgep462, align 8, !noalias !35
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep463 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -18
  %.236.5.i.5 = load double, double* %scevgep464, align 8, !noalias !35
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep465 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -17
  %.236.6.i.5 = load double, double* %scevgep466, align 8, !noalias !35
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep467 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -16
  %.236.7.i.5 = load double, double* %scevgep468, align 8, !noalias !35
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep437 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -15
  %.236.i.6 = load double, double* %scevgep438, align 8, !noalias !35
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep439 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -14
  %.236.1.i.6 = load double, double* %scevgep440, align 8, !noalias !35
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep441 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -13
  %.236.2.i.6 = load double, double* %scevgep442, align 8, !noalias !35
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep443 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -12
  %.236.3.i.6 = load double, double* %scevgep444, align 8, !noalias !35
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep445 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -11
  %.236.4.i.6 = load double, double* %scevgep446, align 8, !noalias !35
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep447 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -10
  %.236.5.i.6 = load double, double* %scevgep448, align 8, !noalias !35
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep449 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -9
  %.236.6.i.6 = load double, double* %scevgep450, align 8, !noalias !35
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep451 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -8
  %.236.7.i.6 = load double, double* %scevgep452, align 8, !noalias !35
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep533 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep534 = getelementptr double, double* %scevgep533, i64 -7
  %.236.i.7 = load double, double* %scevgep534, align 8, !noalias !35
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep535 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep536 = getelementptr double, double* %scevgep535, i64 -6
  %.236.1.i.7 = load double, double* %scevgep536, align 8, !noalias !35
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep537 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep538 = getelementptr double, double* %scevgep537, i64 -5
  %.236.2.i.7 = load double, double* %scevgep538, align 8, !noalias !35
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep539 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep540 = getelementptr double, double* %scevgep539, i64 -4
  %.236.3.i.7 = load double, double* %scevgep540, align 8, !noalias !35
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep541 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep542 = getelementptr double, double* %scevgep541, i64 -3
  %.236.4.i.7 = load double, double* %scevgep542, align 8, !noalias !35
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep543 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep544 = getelementptr double, double* %scevgep543, i64 -2
  %.236.5.i.7 = load double, double* %scevgep544, align 8, !noalias !35
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep545 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %scevgep546 = getelementptr double, double* %scevgep545, i64 -1
  %.236.6.i.7 = load double, double* %scevgep546, align 8, !noalias !35
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep547 = getelementptr double, double* %scevgep436, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep547, align 8, !noalias !35
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next565 = add i64 %lsr.iv564, -8
  %niter401.ncmp.7 = icmp eq i64 %lsr.iv.next565, 0
  br i1 %niter401.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.3.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.3
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.3 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.1187 = fadd double %s.2.0375, %c.2.0.lcssa.i
  %sunkaddr747 = getelementptr i8, i8* %.547, i64 24
  %139 = bitcast i8* %sunkaddr747 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i274 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %139, align 8
  %.798748 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i274 to i64*
  %.799 = load i64, i64* %.798748, align 8
  %.800 = icmp slt i64 %.824, %.799
  br i1 %.800, label %B72, label %B140
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define linkonce_odr void @".dtor.list.array(float64, 1d, C)"(i8* %.1) {
.3:
  %.5 = bitcast i8* %.1 to i64*
  %.8 = load i64, i64* %.5, align 8
  %.101 = icmp sgt i64 %.8, 0
  br i1 %.101, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %.3
  %.12 = getelementptr inbounds i8, i8* %.1, i64 24
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %lsr.iv20 = phi i64 [ %.8, %for.body.preheader ], [ %lsr.iv.next, %for.body ]
  %lsr.iv = phi i8* [ %.12, %for.body.preheader ], [ %scevgep, %for.body ]
  %lsr.iv19 = bitcast i8* %lsr.iv to i8**
  %.14.unpack = load i8*, i8** %lsr.iv19, align 8
  tail call void @NRT_decref(i8* %.14.unpack)
  %scevgep = getelementptr i8, i8* %lsr.iv, i64 56
  %lsr.iv.next = add i64 %lsr.iv20, -1
  %exitcond.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %exitcond.not, label %for.end, label %for.body

for.end:                                          ; preds = %for.body, %.3
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

define i8* @_ZN7cpython7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.list_display_arrays, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
  %.7 = icmp eq i32 %.6, 0
  %.21 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.43 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.7, label %common.ret, label %entry.endif, !prof !0

common.ret:                                       ; preds = %entry.endif.endif.endif.thread, %entry.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.if.endif.if, %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry, %entry.endif.endif.endif.endif.endif.if.if.if, %entry.endif.endif.endif.endif.if.endif, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ %.67, %entry.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.if.if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ], [ null, %entry.endif.endif.endif.endif.endif.if.endif.if ], [ null, %entry.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.thread ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([141 x i8], [141 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
  br label %common.ret

entry.endif.endif:                                ; preds = %entry.endif
  %.20 = load i8*, i8** %.5, align 8
  %.24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %0 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %0, i8 0, i64 56, i1 false)
  %.25 = call i32 @NRT_adapt_ndarray_from_python(i8* %.20, i8* nonnull %.24)
  %1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr = getelementptr inbounds i8, i8* %1, i64 24
  %2 = bitcast i8* %sunkaddr to i64*
  %.29 = load i64, i64* %2, align 8
  %.30 = icmp ne i64 %.29, 8
  %.31 = icmp ne i32 %.25, 0
  %.32 = or i1 %.31, %.30
  br i1 %.32, label %entry.endif.endif.endif.thread, label %entry.endif.endif.endif.endif, !prof !0

entry.endif.endif.endif.thread:                   ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8**
  %.36.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr2 = getelementptr inbounds i8, i8* %4, i64 32
  %5 = bitcast i8* %sunkaddr2 to double**
  %.36.fca.4.load = load double*, double** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.21 to i8*
  %sunkaddr3 = getelementptr inbounds i8, i8* %6, i64 40
  %7 = bitcast i8* %sunkaddr3 to i64*
  %.36.fca.5.0.load = load i64, i64* %7, align 8
  store double 0.000000e+00, double* %.43, align 8
  %.49 = call i32 @_ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #3
  %.50 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.57 = icmp sgt i32 %.49, 0
  %.58 = select i1 %.57, { i8*, i32, i8*, i8*, i32 }* %.50, { i8*, i32, i8*, i8*, i32 }* undef
  %.59 = load double, double* %.43, align 8
  call void @NRT_decref(i8* %.36.fca.0.load)
  switch i32 %.49, label %entry.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.if.endif
    i32 0, label %entry.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif:              ; preds = %entry.endif.endif.endif.endif
  %8 = icmp sgt i32 %.49, 0
  br i1 %8, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.if.endif:           ; preds = %entry.endif.endif.endif.endif, %entry.endif.endif.endif.endif
  %.67 = call i8* @PyFloat_FromDouble(double %.59)
  br label %common.ret

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.72 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.73 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 4
  %.74 = icmp sgt i32 %.73, 0
  %.77 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 0
  %.79 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 1
  br i1 %.74, label %entry.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.if.if:        ; preds = %entry.endif.endif.endif.endif.endif.if
  %.80 = sext i32 %.79 to i64
  %.81 = call i8* @PyBytes_FromStringAndSize(i8* %.77, i64 %.80)
  %.82 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.58, align 8
  %.83 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 2
  %.85 = extractvalue { i8*, i32, i8*, i8*, i32 } %.82, 3
  %.86 = bitcast i8* %.85 to i8* (i8*)*
  %.87 = call i8* %.86(i8* %.83)
  %.88 = icmp eq i8* %.87, null
  br i1 %.88, label %entry.endif.endif.endif.endif.endif.if.if.if, label %entry.endif.endif.endif.endif.endif.if.if.endif, !prof !0

entry.endif.endif.endif.endif.endif.if.else:      ; preds = %entry.endif.endif.endif.endif.endif.if
  %.101 = extractvalue { i8*, i32, i8*, i8*, i32 } %.72, 2
  %.102 = call i8* @numba_unpickle(i8* %.77, i32 %.79, i8* %.101)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif:     ; preds = %entry.endif.endif.endif.endif.endif.if.if.endif, %entry.endif.endif.endif.endif.endif.if.else
  %.104 = phi i8* [ %.92, %entry.endif.endif.endif.endif.endif.if.if.endif ], [ %.102, %entry.endif.endif.endif.endif.endif.if.else ]
  %.105.not = icmp eq i8* %.104, null
  br i1 %.105.not, label %common.ret, label %entry.endif.endif.endif.endif.endif.if.endif.if, !prof !0

entry.endif.endif.endif.endif.endif.if.if.if:     ; preds = %entry.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.endif.endif.if.if.endif:  ; preds = %entry.endif.endif.endif.endif.endif.if.if
  %.92 = call i8* @numba_runtime_build_excinfo_struct(i8* %.81, i8* nonnull %.87)
  %.93 = bitcast { i8*, i32, i8*, i8*, i32 }* %.58 to i8*
  call void @NRT_Free(i8* nonnull %.93)
  br label %entry.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.if.endif.if:  ; preds = %entry.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.104)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels19list_display_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !41

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7fbc194a5650>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.72)
  call void @Py_DecRef(i8* %.72)
  call void @numba_gil_release(i32* nonnull %.21)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.27 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.28 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 4
  %.29 = icmp sgt i32 %.28, 0
  %.32 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 0
  %.34 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 1
  br i1 %.29, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.9, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.24
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.35 = sext i32 %.34 to i64
  %.36 = call i8* @PyBytes_FromStringAndSize(i8* %.32, i64 %.35)
  %.37 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.18, align 8
  %.38 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 2
  %.40 = extractvalue { i8*, i32, i8*, i8*, i32 } %.37, 3
  %.41 = bitcast i8* %.40 to i8* (i8*)*
  %.42 = call i8* %.41(i8* %.38)
  %.43 = icmp eq i8* %.42, null
  br i1 %.43, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !0

entry.if.if.else:                                 ; preds = %entry.if.if
  %.56 = extractvalue { i8*, i32, i8*, i8*, i32 } %.27, 2
  %.57 = call i8* @numba_unpickle(i8* %.32, i32 %.34, i8* %.56)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.59 = phi i8* [ %.47, %entry.if.if.if.endif ], [ %.57, %entry.if.if.else ]
  %.60.not = icmp eq i8* %.59, null
  br i1 %.60.not, label %.24, label %entry.if.if.endif.if, !prof !0

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.47 = call i8* @numba_runtime_build_excinfo_struct(i8* %.36, i8* nonnull %.42)
  %.48 = bitcast { i8*, i32, i8*, i8*, i32 }* %.18 to i8*
  call void @NRT_Free(i8* nonnull %.48)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.59)
  br label %.24

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.24

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.24
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

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

attributes #0 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !14, !15, !17}
!12 = distinct !{!12, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!13 = distinct !{!13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!14 = distinct !{!14, !13, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!15 = distinct !{!15, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!16 = distinct !{!16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!17 = distinct !{!17, !16, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!18 = distinct !{!18, !10}
!19 = !{!20, !22, !23, !25}
!20 = distinct !{!20, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!21 = distinct !{!21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!22 = distinct !{!22, !21, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!23 = distinct !{!23, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!24 = distinct !{!24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!25 = distinct !{!25, !24, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!26 = distinct !{!26, !10}
!27 = !{!28, !30, !31, !33}
!28 = distinct !{!28, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!30 = distinct !{!30, !29, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!31 = distinct !{!31, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!32 = distinct !{!32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!33 = distinct !{!33, !32, !"_ZN5numba2np8arrayobj15_call_allocatorB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!34 = distinct !{!34, !10}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!37 = distinct !{!37, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!38 = !{!"branch_weights", i32 1, i32 7}
!39 = distinct !{!39, !10}
!40 = distinct !{!40, !10}
!41 = !{!"branch_weights", i32 99, i32 1}
