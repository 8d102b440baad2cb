; ModuleID = 'list_of_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139783201885760 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139783201885760.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139783201885760 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139783201885760, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783201885760.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783199870528 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139783199870528.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139783199870528 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139783199870528, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783199870528.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139783199823296 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139783199823296.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139783199823296 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139783199823296, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783199823296.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_of_arrays = internal constant [15 x i8] c"list_of_arrays\00"
@_ZN08NumbaEnv7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [137 x i8] c"missing Environment: _ZN08NumbaEnv7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f21cfe75c10>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f21cfe75c10>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f21cfe82250B3v55B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v6B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139783208390208 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139783208390208.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139783208390208 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139783208390208, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139783208390208.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f21cfe82190B3v56B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v46B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v47B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.if:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.37 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @".dtor.list.array(float64, 1d, C)" to i8*))
  %.38 = icmp eq i8* %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B108:                                             ; preds = %B108.preheader, %for.end.1.endif
  %.6.i91192 = phi { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* [ %.6.i91, %for.end.1.endif ], [ %.6.i91186, %B108.preheader ]
  %s.2.0191 = phi double [ %.898, %for.end.1.endif ], [ 0.000000e+00, %B108.preheader ]
  %.585.0190 = phi i64 [ %.647, %for.end.1.endif ], [ 0, %B108.preheader ]
  %.631 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i91192, i64 0, i32 3
  %.633.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.631, i64 %.585.0190, i32 0
  %.633.unpack = load i8*, i8** %.633.elt, align 8
  %.633.elt100 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.631, i64 %.585.0190, i32 4
  %.633.unpack101 = load double*, double** %.633.elt100, align 8
  %0 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.631, i64 %.585.0190, i32 5, i64 0
  %.633.unpack103.unpack = load i64, i64* %0, align 8
  %.647 = add nuw nsw i64 %.585.0190, 1
  tail call void @NRT_incref(i8* %.633.unpack)
  %.755 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.633.unpack103.unpack, i64 8)
  %.757 = extractvalue { i64, i1 } %.755, 1
  br i1 %.757, label %B108.endif.endif.if, label %B108.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B108.endif.endif.endif.if, %B40.endif.endif.endif.if, %B108.endif.endif.if, %for.end.endif.if.endif.if, %for.end.endif.if.if, %for.end.if.endif.if, %for.end.if.if, %B40.us, %B0.endif.endif.if, %B194
  %common.ret.op = phi i32 [ 0, %B194 ], [ 1, %B0.endif.endif.if ], [ 1, %B40.us ], [ 1, %for.end.if.if ], [ 1, %for.end.if.endif.if ], [ 1, %for.end.endif.if.if ], [ 1, %for.end.endif.if.endif.if ], [ 1, %B108.endif.endif.if ], [ 1, %B108.endif.endif.endif.if ], [ 1, %B40.endif.endif.endif.if ]
  ret i32 %common.ret.op

B194:                                             ; preds = %for.end.1.endif, %for.end.endif.endif.2
  %s.2.0.lcssa = phi double [ 0.000000e+00, %for.end.endif.endif.2 ], [ %.898, %for.end.1.endif ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  tail call void @NRT_decref(i8* nonnull %.37)
  br label %common.ret

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783201885760, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.if
  %.5.i25 = getelementptr i8, i8* %.37, i64 24
  %1 = bitcast i8* %.5.i25 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i26147 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.50 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i26147, i64 0, i32 1
  store i64 0, i64* %.50, align 8
  %.6.i28148 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.56467 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i28148 to i64*
  store i64 0, i64* %.56467, align 8
  %.6.i40149 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.62 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i40149, i64 0, i32 2
  store i8 0, i8* %.62, align 1
  %.6.i6790 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.104468 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i6790 to i64*
  store i64 0, i64* %.104468, align 8
  %.294 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.296 = extractvalue { i64, i1 } %.294, 1
  %.295 = extractvalue { i64, i1 } %.294, 0
  tail call void @NRT_incref(i8* nonnull %.37)
  br i1 %.296, label %B40.us, label %B40.preheader, !prof !0

B40.preheader:                                    ; preds = %B0.endif.endif.endif.endif.endif
  %.7.i.i58 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !2
  %.8.i.i59 = icmp eq i8* %.7.i.i58, null
  br i1 %.8.i.i59, label %B40.endif.endif.endif.if, label %B40.endif.endif.endif.endif, !prof !0

B40.us:                                           ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199870528, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B40.endif.endif.endif.if:                         ; preds = %for.end.endif.endif.1, %for.end.endif.endif, %B40.preheader
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783208390208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B40.endif.endif.endif.endif:                      ; preds = %B40.preheader
  %2 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i56 = getelementptr i8, i8* %.7.i.i58, i64 24
  %3 = bitcast i8* %.5.i56 to double**
  %.6.i57109 = load double*, double** %3, align 8
  br i1 %2, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B40.endif.endif.endif.endif
  %4 = add i64 %arg.x.5.0, -1
  %xtraiter215 = and i64 %arg.x.5.0, 7
  %5 = icmp ult i64 %4, 7
  br i1 %5, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter218 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index89 = phi i64 [ 0, %for.body.preheader.new ], [ %30, %for.body ]
  %.359.088 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %6 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select = select i1 %6, i64 %loop.index89, i64 %.359.088
  %.372 = getelementptr double, double* %arg.x.4, i64 %spec.select
  %.373 = load double, double* %.372, align 8
  %sunkaddr = mul i64 %loop.index89, 8
  %7 = bitcast double* %.6.i57109 to i8*
  %sunkaddr469 = getelementptr i8, i8* %7, i64 %sunkaddr
  %8 = bitcast i8* %sunkaddr469 to double*
  store double %.373, double* %8, align 8
  %9 = add i64 %loop.index89, 1
  %spec.select.1222 = select i1 %6, i64 %9, i64 %.359.088
  %.372.1223 = getelementptr double, double* %arg.x.4, i64 %spec.select.1222
  %.373.1224 = load double, double* %.372.1223, align 8
  %sunkaddr470 = mul i64 %loop.index89, 8
  %10 = bitcast double* %.6.i57109 to i8*
  %sunkaddr471 = getelementptr i8, i8* %10, i64 %sunkaddr470
  %sunkaddr472 = getelementptr i8, i8* %sunkaddr471, i64 8
  %11 = bitcast i8* %sunkaddr472 to double*
  store double %.373.1224, double* %11, align 8
  %12 = add i64 %9, 1
  %spec.select.2230 = select i1 %6, i64 %12, i64 %.359.088
  %.372.2231 = getelementptr double, double* %arg.x.4, i64 %spec.select.2230
  %.373.2232 = load double, double* %.372.2231, align 8
  %sunkaddr473 = mul i64 %loop.index89, 8
  %13 = bitcast double* %.6.i57109 to i8*
  %sunkaddr474 = getelementptr i8, i8* %13, i64 %sunkaddr473
  %sunkaddr475 = getelementptr i8, i8* %sunkaddr474, i64 16
  %14 = bitcast i8* %sunkaddr475 to double*
  store double %.373.2232, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select.3 = select i1 %6, i64 %15, i64 %.359.088
  %.372.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3
  %.373.3 = load double, double* %.372.3, align 8
  %sunkaddr476 = mul i64 %loop.index89, 8
  %16 = bitcast double* %.6.i57109 to i8*
  %sunkaddr477 = getelementptr i8, i8* %16, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, i8* %sunkaddr477, i64 24
  %17 = bitcast i8* %sunkaddr478 to double*
  store double %.373.3, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select.4 = select i1 %6, i64 %18, i64 %.359.088
  %.372.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.4
  %.373.4 = load double, double* %.372.4, align 8
  %sunkaddr479 = mul i64 %loop.index89, 8
  %19 = bitcast double* %.6.i57109 to i8*
  %sunkaddr480 = getelementptr i8, i8* %19, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, i8* %sunkaddr480, i64 32
  %20 = bitcast i8* %sunkaddr481 to double*
  store double %.373.4, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select.5 = select i1 %6, i64 %21, i64 %.359.088
  %.372.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.5
  %.373.5 = load double, double* %.372.5, align 8
  %sunkaddr482 = mul i64 %loop.index89, 8
  %22 = bitcast double* %.6.i57109 to i8*
  %sunkaddr483 = getelementptr i8, i8* %22, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, i8* %sunkaddr483, i64 40
  %23 = bitcast i8* %sunkaddr484 to double*
  store double %.373.5, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select.6 = select i1 %6, i64 %24, i64 %.359.088
  %.372.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.6
  %.373.6 = load double, double* %.372.6, align 8
  %sunkaddr485 = mul i64 %loop.index89, 8
  %25 = bitcast double* %.6.i57109 to i8*
  %sunkaddr486 = getelementptr i8, i8* %25, i64 %sunkaddr485
  %sunkaddr487 = getelementptr i8, i8* %sunkaddr486, i64 48
  %26 = bitcast i8* %sunkaddr487 to double*
  store double %.373.6, double* %26, align 8
  %27 = add i64 %24, 1
  %spec.select.7 = select i1 %6, i64 %27, i64 %.359.088
  %.372.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.7
  %.373.7 = load double, double* %.372.7, align 8
  %sunkaddr488 = mul i64 %loop.index89, 8
  %28 = bitcast double* %.6.i57109 to i8*
  %sunkaddr489 = getelementptr i8, i8* %28, i64 %sunkaddr488
  %sunkaddr490 = getelementptr i8, i8* %sunkaddr489, i64 56
  %29 = bitcast i8* %sunkaddr490 to double*
  store double %.373.7, double* %29, align 8
  %.402.7 = add nuw i64 %loop.index89, 8
  %30 = add i64 %27, 1
  %niter219.ncmp.7 = icmp eq i64 %30, %unroll_iter218
  br i1 %niter219.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index89.unr = phi i64 [ 0, %for.body.preheader ], [ %.402.7, %for.body ]
  %.359.088.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod217.not = icmp eq i64 %xtraiter215, 0
  br i1 %lcmp.mod217.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv449 = phi i64 [ %xtraiter215, %for.body.epil.preheader ], [ %lsr.iv.next450, %for.body.epil ]
  %loop.index89.epil = phi i64 [ %.402.epil, %for.body.epil ], [ %loop.index89.unr, %for.body.epil.preheader ]
  %.359.088.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.359.088.unr, %for.body.epil.preheader ]
  %31 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.epil = select i1 %31, i64 %loop.index89.epil, i64 %.359.088.epil
  %.372.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.epil
  %.373.epil = load double, double* %.372.epil, align 8
  %scevgep448 = getelementptr double, double* %.6.i57109, i64 %loop.index89.epil
  store double %.373.epil, double* %scevgep448, align 8
  %.402.epil = add nuw nsw i64 %loop.index89.epil, 1
  %lsr.iv.next450 = add nsw i64 %lsr.iv449, -1
  %epil.iter216.cmp.not = icmp eq i64 %lsr.iv.next450, 0
  br i1 %epil.iter216.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B40.endif.endif.endif.endif
  %sunkaddr491 = getelementptr i8, i8* %.37, i64 24
  %32 = bitcast i8* %sunkaddr491 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i55110 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %32, align 8
  %.412492 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i55110 to i64*
  %.413 = load i64, i64* %.412492, align 8
  %.414 = add i64 %.413, 1
  %.419 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i55110, i64 0, i32 1
  %.420 = load i64, i64* %.419, align 8
  %.422 = ashr i64 %.420, 2
  %.423 = icmp sgt i64 %.422, %.414
  br i1 %.423, label %for.end.if, label %for.end.endif, !prof !0

for.end.if:                                       ; preds = %for.end
  %.425 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.414, i64 56)
  %.426 = extractvalue { i64, i1 } %.425, 0
  %.427 = extractvalue { i64, i1 } %.425, 1
  %.428 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.426, i64 24)
  %.430 = extractvalue { i64, i1 } %.428, 1
  %.431 = or i1 %.427, %.430
  br i1 %.431, label %for.end.if.if, label %for.end.if.endif, !prof !0

for.end.endif:                                    ; preds = %for.end.if.endif.endif, %for.end
  %33 = icmp slt i64 %.420, %.414
  br i1 %33, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if.2, %for.end.if.1, %for.end.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199823296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif:                                 ; preds = %for.end.if
  %.429 = extractvalue { i64, i1 } %.428, 0
  %.440 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.429)
  %.441 = icmp eq i8* %.440, null
  br i1 %.441, label %for.end.if.endif.if, label %for.end.if.endif.endif, !prof !0

for.end.if.endif.if:                              ; preds = %for.end.if.endif.2, %for.end.if.endif.1, %for.end.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199823296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif.endif:                           ; preds = %for.end.if.endif
  %sunkaddr493 = getelementptr i8, i8* %.37, i64 24
  %34 = bitcast i8* %sunkaddr493 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i50146 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %34, align 8
  %.452 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i50146, i64 0, i32 1
  store i64 %.414, i64* %.452, align 8
  br label %for.end.endif

for.end.endif.if:                                 ; preds = %for.end.endif
  %.456 = ashr i64 %.414, 2
  %.457 = add i64 %.413, 9
  %.458 = add i64 %.457, %.456
  %.459 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.458, i64 56)
  %.460 = extractvalue { i64, i1 } %.459, 0
  %.461 = extractvalue { i64, i1 } %.459, 1
  %.462 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.460, i64 24)
  %.464 = extractvalue { i64, i1 } %.462, 1
  %.465 = or i1 %.461, %.464
  br i1 %.465, label %for.end.endif.if.if, label %for.end.endif.if.endif, !prof !0

for.end.endif.endif:                              ; preds = %for.end.endif.if.endif.endif, %for.end.endif
  %sunkaddr494 = getelementptr i8, i8* %.37, i64 24
  %35 = bitcast i8* %sunkaddr494 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i48112 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %35, align 8
  %.516495 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i48112 to i64*
  store i64 %.414, i64* %.516495, align 8
  %.6.i46113 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %35, align 8
  %.522 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i46113, i64 0, i32 3
  %.524.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 0
  %.524.unpack = load i8*, i8** %.524.elt, align 8
  store i8* %.7.i.i58, i8** %.524.elt, align 8
  %.544.repack130 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 1
  store i8* null, i8** %.544.repack130, align 8
  %.544.repack132 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 2
  store i64 %arg.x.5.0, i64* %.544.repack132, align 8
  %.544.repack134 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 3
  store i64 8, i64* %.544.repack134, align 8
  %.544.repack136 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 4
  store double* %.6.i57109, double** %.544.repack136, align 8
  %36 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %36, align 8
  %37 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 6, i64 0
  store i64 8, i64* %37, align 8
  %.7.i.i58.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !2
  %.8.i.i59.1 = icmp eq i8* %.7.i.i58.1, null
  tail call void @NRT_decref(i8* %.524.unpack)
  br i1 %.8.i.i59.1, label %B40.endif.endif.endif.if, label %B40.endif.endif.endif.endif.1, !prof !0

B40.endif.endif.endif.endif.1:                    ; preds = %for.end.endif.endif
  %38 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i56.1 = getelementptr i8, i8* %.7.i.i58.1, i64 24
  %39 = bitcast i8* %.5.i56.1 to double**
  %.6.i57109.1 = load double*, double** %39, align 8
  br i1 %38, label %for.body.1197.preheader, label %for.end.1198

for.body.1197.preheader:                          ; preds = %B40.endif.endif.endif.endif.1
  %40 = add i64 %arg.x.5.0, -1
  %xtraiter210 = and i64 %arg.x.5.0, 7
  %41 = icmp ult i64 %40, 7
  br i1 %41, label %for.end.1198.loopexit.unr-lcssa, label %for.body.1197.preheader.new

for.body.1197.preheader.new:                      ; preds = %for.body.1197.preheader
  %unroll_iter213 = and i64 %arg.x.5.0, -8
  br label %for.body.1197

for.body.1197:                                    ; preds = %for.body.1197, %for.body.1197.preheader.new
  %loop.index89.1 = phi i64 [ 0, %for.body.1197.preheader.new ], [ %66, %for.body.1197 ]
  %.359.088.1 = phi i64 [ 0, %for.body.1197.preheader.new ], [ %spec.select.1.7, %for.body.1197 ]
  %42 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.1 = select i1 %42, i64 %loop.index89.1, i64 %.359.088.1
  %.372.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1
  %.373.1 = load double, double* %.372.1, align 8
  %.6.i51.1 = fmul double %.373.1, 2.000000e+00
  %sunkaddr496 = mul i64 %loop.index89.1, 8
  %43 = bitcast double* %.6.i57109.1 to i8*
  %sunkaddr497 = getelementptr i8, i8* %43, i64 %sunkaddr496
  %44 = bitcast i8* %sunkaddr497 to double*
  store double %.6.i51.1, double* %44, align 8
  %45 = add i64 %loop.index89.1, 1
  %spec.select.1.1 = select i1 %42, i64 %45, i64 %.359.088.1
  %.372.1.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.1
  %.373.1.1 = load double, double* %.372.1.1, align 8
  %.6.i51.1.1 = fmul double %.373.1.1, 2.000000e+00
  %sunkaddr498 = mul i64 %loop.index89.1, 8
  %46 = bitcast double* %.6.i57109.1 to i8*
  %sunkaddr499 = getelementptr i8, i8* %46, i64 %sunkaddr498
  %sunkaddr500 = getelementptr i8, i8* %sunkaddr499, i64 8
  %47 = bitcast i8* %sunkaddr500 to double*
  store double %.6.i51.1.1, double* %47, align 8
  %48 = add i64 %45, 1
  %spec.select.1.2 = select i1 %42, i64 %48, i64 %.359.088.1
  %.372.1.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.2
  %.373.1.2 = load double, double* %.372.1.2, align 8
  %.6.i51.1.2 = fmul double %.373.1.2, 2.000000e+00
  %sunkaddr501 = mul i64 %loop.index89.1, 8
  %49 = bitcast double* %.6.i57109.1 to i8*
  %sunkaddr502 = getelementptr i8, i8* %49, i64 %sunkaddr501
  %sunkaddr503 = getelementptr i8, i8* %sunkaddr502, i64 16
  %50 = bitcast i8* %sunkaddr503 to double*
  store double %.6.i51.1.2, double* %50, align 8
  %51 = add i64 %48, 1
  %spec.select.1.3 = select i1 %42, i64 %51, i64 %.359.088.1
  %.372.1.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.3
  %.373.1.3 = load double, double* %.372.1.3, align 8
  %.6.i51.1.3 = fmul double %.373.1.3, 2.000000e+00
  %sunkaddr504 = mul i64 %loop.index89.1, 8
  %52 = bitcast double* %.6.i57109.1 to i8*
  %sunkaddr505 = getelementptr i8, i8* %52, i64 %sunkaddr504
  %sunkaddr506 = getelementptr i8, i8* %sunkaddr505, i64 24
  %53 = bitcast i8* %sunkaddr506 to double*
  store double %.6.i51.1.3, double* %53, align 8
  %54 = add i64 %51, 1
  %spec.select.1.4 = select i1 %42, i64 %54, i64 %.359.088.1
  %.372.1.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.4
  %.373.1.4 = load double, double* %.372.1.4, align 8
  %.6.i51.1.4 = fmul double %.373.1.4, 2.000000e+00
  %sunkaddr507 = mul i64 %loop.index89.1, 8
  %55 = bitcast double* %.6.i57109.1 to i8*
  %sunkaddr508 = getelementptr i8, i8* %55, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, i8* %sunkaddr508, i64 32
  %56 = bitcast i8* %sunkaddr509 to double*
  store double %.6.i51.1.4, double* %56, align 8
  %57 = add i64 %54, 1
  %spec.select.1.5 = select i1 %42, i64 %57, i64 %.359.088.1
  %.372.1.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.5
  %.373.1.5 = load double, double* %.372.1.5, align 8
  %.6.i51.1.5 = fmul double %.373.1.5, 2.000000e+00
  %sunkaddr510 = mul i64 %loop.index89.1, 8
  %58 = bitcast double* %.6.i57109.1 to i8*
  %sunkaddr511 = getelementptr i8, i8* %58, i64 %sunkaddr510
  %sunkaddr512 = getelementptr i8, i8* %sunkaddr511, i64 40
  %59 = bitcast i8* %sunkaddr512 to double*
  store double %.6.i51.1.5, double* %59, align 8
  %60 = add i64 %57, 1
  %spec.select.1.6 = select i1 %42, i64 %60, i64 %.359.088.1
  %.372.1.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.6
  %.373.1.6 = load double, double* %.372.1.6, align 8
  %.6.i51.1.6 = fmul double %.373.1.6, 2.000000e+00
  %sunkaddr513 = mul i64 %loop.index89.1, 8
  %61 = bitcast double* %.6.i57109.1 to i8*
  %sunkaddr514 = getelementptr i8, i8* %61, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, i8* %sunkaddr514, i64 48
  %62 = bitcast i8* %sunkaddr515 to double*
  store double %.6.i51.1.6, double* %62, align 8
  %63 = add i64 %60, 1
  %spec.select.1.7 = select i1 %42, i64 %63, i64 %.359.088.1
  %.372.1.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.7
  %.373.1.7 = load double, double* %.372.1.7, align 8
  %.6.i51.1.7 = fmul double %.373.1.7, 2.000000e+00
  %sunkaddr516 = mul i64 %loop.index89.1, 8
  %64 = bitcast double* %.6.i57109.1 to i8*
  %sunkaddr517 = getelementptr i8, i8* %64, i64 %sunkaddr516
  %sunkaddr518 = getelementptr i8, i8* %sunkaddr517, i64 56
  %65 = bitcast i8* %sunkaddr518 to double*
  store double %.6.i51.1.7, double* %65, align 8
  %.402.1.7 = add nuw i64 %loop.index89.1, 8
  %66 = add i64 %63, 1
  %niter214.ncmp.7 = icmp eq i64 %66, %unroll_iter213
  br i1 %niter214.ncmp.7, label %for.end.1198.loopexit.unr-lcssa, label %for.body.1197

for.end.1198.loopexit.unr-lcssa:                  ; preds = %for.body.1197, %for.body.1197.preheader
  %loop.index89.1.unr = phi i64 [ 0, %for.body.1197.preheader ], [ %.402.1.7, %for.body.1197 ]
  %.359.088.1.unr = phi i64 [ 0, %for.body.1197.preheader ], [ %spec.select.1.7, %for.body.1197 ]
  %lcmp.mod212.not = icmp eq i64 %xtraiter210, 0
  br i1 %lcmp.mod212.not, label %for.end.1198, label %for.body.1197.epil.preheader

for.body.1197.epil.preheader:                     ; preds = %for.end.1198.loopexit.unr-lcssa
  br label %for.body.1197.epil

for.body.1197.epil:                               ; preds = %for.body.1197.epil.preheader, %for.body.1197.epil
  %lsr.iv430 = phi i64 [ %xtraiter210, %for.body.1197.epil.preheader ], [ %lsr.iv.next431, %for.body.1197.epil ]
  %loop.index89.1.epil = phi i64 [ %.402.1.epil, %for.body.1197.epil ], [ %loop.index89.1.unr, %for.body.1197.epil.preheader ]
  %.359.088.1.epil = phi i64 [ %spec.select.1.epil, %for.body.1197.epil ], [ %.359.088.1.unr, %for.body.1197.epil.preheader ]
  %67 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.1.epil = select i1 %67, i64 %loop.index89.1.epil, i64 %.359.088.1.epil
  %.372.1.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.1.epil
  %.373.1.epil = load double, double* %.372.1.epil, align 8
  %.6.i51.1.epil = fmul double %.373.1.epil, 2.000000e+00
  %scevgep429 = getelementptr double, double* %.6.i57109.1, i64 %loop.index89.1.epil
  store double %.6.i51.1.epil, double* %scevgep429, align 8
  %.402.1.epil = add nuw nsw i64 %loop.index89.1.epil, 1
  %lsr.iv.next431 = add nsw i64 %lsr.iv430, -1
  %epil.iter211.cmp.not = icmp eq i64 %lsr.iv.next431, 0
  br i1 %epil.iter211.cmp.not, label %for.end.1198, label %for.body.1197.epil, !llvm.loop !11

for.end.1198:                                     ; preds = %for.body.1197.epil, %for.end.1198.loopexit.unr-lcssa, %B40.endif.endif.endif.endif.1
  %sunkaddr519 = getelementptr i8, i8* %.37, i64 24
  %68 = bitcast i8* %sunkaddr519 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i55110.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %68, align 8
  %.412.1520 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i55110.1 to i64*
  %.413.1 = load i64, i64* %.412.1520, align 8
  %.414.1 = add i64 %.413.1, 1
  %.419.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i55110.1, i64 0, i32 1
  %.420.1 = load i64, i64* %.419.1, align 8
  %.422.1 = ashr i64 %.420.1, 2
  %.423.1 = icmp sgt i64 %.422.1, %.414.1
  br i1 %.423.1, label %for.end.if.1, label %for.end.endif.1, !prof !0

for.end.if.1:                                     ; preds = %for.end.1198
  %.425.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.414.1, i64 56)
  %.426.1 = extractvalue { i64, i1 } %.425.1, 0
  %.427.1 = extractvalue { i64, i1 } %.425.1, 1
  %.428.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.426.1, i64 24)
  %.430.1 = extractvalue { i64, i1 } %.428.1, 1
  %.431.1 = or i1 %.427.1, %.430.1
  br i1 %.431.1, label %for.end.if.if, label %for.end.if.endif.1, !prof !0

for.end.if.endif.1:                               ; preds = %for.end.if.1
  %.429.1 = extractvalue { i64, i1 } %.428.1, 0
  %.440.1 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.429.1)
  %.441.1 = icmp eq i8* %.440.1, null
  br i1 %.441.1, label %for.end.if.endif.if, label %for.end.if.endif.endif.1, !prof !0

for.end.if.endif.endif.1:                         ; preds = %for.end.if.endif.1
  %sunkaddr521 = getelementptr i8, i8* %.37, i64 24
  %69 = bitcast i8* %sunkaddr521 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i50146.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %69, align 8
  %.452.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i50146.1, i64 0, i32 1
  store i64 %.414.1, i64* %.452.1, align 8
  br label %for.end.endif.1

for.end.endif.1:                                  ; preds = %for.end.if.endif.endif.1, %for.end.1198
  %70 = icmp slt i64 %.420.1, %.414.1
  br i1 %70, label %for.end.endif.if.1, label %for.end.endif.endif.1, !prof !0

for.end.endif.if.1:                               ; preds = %for.end.endif.1
  %.456.1 = ashr i64 %.414.1, 2
  %.457.1 = add i64 %.413.1, 9
  %.458.1 = add i64 %.457.1, %.456.1
  %.459.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.458.1, i64 56)
  %.460.1 = extractvalue { i64, i1 } %.459.1, 0
  %.461.1 = extractvalue { i64, i1 } %.459.1, 1
  %.462.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.460.1, i64 24)
  %.464.1 = extractvalue { i64, i1 } %.462.1, 1
  %.465.1 = or i1 %.461.1, %.464.1
  br i1 %.465.1, label %for.end.endif.if.if, label %for.end.endif.if.endif.1, !prof !0

for.end.endif.if.endif.1:                         ; preds = %for.end.endif.if.1
  %.463.1 = extractvalue { i64, i1 } %.462.1, 0
  %.474.1 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.463.1)
  %.475.1 = icmp eq i8* %.474.1, null
  br i1 %.475.1, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif.1, !prof !0

for.end.endif.if.endif.endif.1:                   ; preds = %for.end.endif.if.endif.1
  %sunkaddr522 = getelementptr i8, i8* %.37, i64 24
  %71 = bitcast i8* %sunkaddr522 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i38142.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %71, align 8
  %.486.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i38142.1, i64 0, i32 1
  store i64 %.458.1, i64* %.486.1, align 8
  %.6.i36143.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %71, align 8
  %.492.1523 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i36143.1 to i64*
  %.493.1 = load i64, i64* %.492.1523, align 8
  %.498.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i36143.1, i64 0, i32 3
  %.499.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498.1, i64 %.493.1
  %.505.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498.1, i64 %.458.1
  %.506.1 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.505.1 to i64
  %.507.1 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499.1 to i64
  %.508.1 = sub i64 %.506.1, %.507.1
  %.509.1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499.1 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.509.1, i8 0, i64 %.508.1, i1 false)
  br label %for.end.endif.endif.1

for.end.endif.endif.1:                            ; preds = %for.end.endif.if.endif.endif.1, %for.end.endif.1
  %sunkaddr524 = getelementptr i8, i8* %.37, i64 24
  %72 = bitcast i8* %sunkaddr524 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i48112.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %72, align 8
  %.516.1525 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i48112.1 to i64*
  store i64 %.414.1, i64* %.516.1525, align 8
  %.6.i46113.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %72, align 8
  %.522.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i46113.1, i64 0, i32 3
  %.524.elt.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 0
  %.524.unpack.1 = load i8*, i8** %.524.elt.1, align 8
  store i8* %.7.i.i58.1, i8** %.524.elt.1, align 8
  %.544.repack130.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 1
  store i8* null, i8** %.544.repack130.1, align 8
  %.544.repack132.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 2
  store i64 %arg.x.5.0, i64* %.544.repack132.1, align 8
  %.544.repack134.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 3
  store i64 8, i64* %.544.repack134.1, align 8
  %.544.repack136.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 4
  store double* %.6.i57109.1, double** %.544.repack136.1, align 8
  %73 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %73, align 8
  %74 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 6, i64 0
  store i64 8, i64* %74, align 8
  %.7.i.i58.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !2
  %.8.i.i59.2 = icmp eq i8* %.7.i.i58.2, null
  tail call void @NRT_decref(i8* %.524.unpack.1)
  br i1 %.8.i.i59.2, label %B40.endif.endif.endif.if, label %B40.endif.endif.endif.endif.2, !prof !0

B40.endif.endif.endif.endif.2:                    ; preds = %for.end.endif.endif.1
  %75 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i56.2 = getelementptr i8, i8* %.7.i.i58.2, i64 24
  %76 = bitcast i8* %.5.i56.2 to double**
  %.6.i57109.2 = load double*, double** %76, align 8
  br i1 %75, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B40.endif.endif.endif.endif.2
  %77 = add i64 %arg.x.5.0, -1
  %xtraiter205 = and i64 %arg.x.5.0, 7
  %78 = icmp ult i64 %77, 7
  br i1 %78, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter208 = and i64 %arg.x.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index89.2 = phi i64 [ 0, %for.body.2.preheader.new ], [ %103, %for.body.2 ]
  %.359.088.2 = phi i64 [ 0, %for.body.2.preheader.new ], [ %spec.select.2.7, %for.body.2 ]
  %79 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.2 = select i1 %79, i64 %loop.index89.2, i64 %.359.088.2
  %.372.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2
  %.373.2 = load double, double* %.372.2, align 8
  %.6.i51.2 = fmul double %.373.2, 3.000000e+00
  %sunkaddr526 = mul i64 %loop.index89.2, 8
  %80 = bitcast double* %.6.i57109.2 to i8*
  %sunkaddr527 = getelementptr i8, i8* %80, i64 %sunkaddr526
  %81 = bitcast i8* %sunkaddr527 to double*
  store double %.6.i51.2, double* %81, align 8
  %82 = add i64 %loop.index89.2, 1
  %spec.select.2.1 = select i1 %79, i64 %82, i64 %.359.088.2
  %.372.2.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.1
  %.373.2.1 = load double, double* %.372.2.1, align 8
  %.6.i51.2.1 = fmul double %.373.2.1, 3.000000e+00
  %sunkaddr528 = mul i64 %loop.index89.2, 8
  %83 = bitcast double* %.6.i57109.2 to i8*
  %sunkaddr529 = getelementptr i8, i8* %83, i64 %sunkaddr528
  %sunkaddr530 = getelementptr i8, i8* %sunkaddr529, i64 8
  %84 = bitcast i8* %sunkaddr530 to double*
  store double %.6.i51.2.1, double* %84, align 8
  %85 = add i64 %82, 1
  %spec.select.2.2 = select i1 %79, i64 %85, i64 %.359.088.2
  %.372.2.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.2
  %.373.2.2 = load double, double* %.372.2.2, align 8
  %.6.i51.2.2 = fmul double %.373.2.2, 3.000000e+00
  %sunkaddr531 = mul i64 %loop.index89.2, 8
  %86 = bitcast double* %.6.i57109.2 to i8*
  %sunkaddr532 = getelementptr i8, i8* %86, i64 %sunkaddr531
  %sunkaddr533 = getelementptr i8, i8* %sunkaddr532, i64 16
  %87 = bitcast i8* %sunkaddr533 to double*
  store double %.6.i51.2.2, double* %87, align 8
  %88 = add i64 %85, 1
  %spec.select.2.3 = select i1 %79, i64 %88, i64 %.359.088.2
  %.372.2.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.3
  %.373.2.3 = load double, double* %.372.2.3, align 8
  %.6.i51.2.3 = fmul double %.373.2.3, 3.000000e+00
  %sunkaddr534 = mul i64 %loop.index89.2, 8
  %89 = bitcast double* %.6.i57109.2 to i8*
  %sunkaddr535 = getelementptr i8, i8* %89, i64 %sunkaddr534
  %sunkaddr536 = getelementptr i8, i8* %sunkaddr535, i64 24
  %90 = bitcast i8* %sunkaddr536 to double*
  store double %.6.i51.2.3, double* %90, align 8
  %91 = add i64 %88, 1
  %spec.select.2.4 = select i1 %79, i64 %91, i64 %.359.088.2
  %.372.2.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.4
  %.373.2.4 = load double, double* %.372.2.4, align 8
  %.6.i51.2.4 = fmul double %.373.2.4, 3.000000e+00
  %sunkaddr537 = mul i64 %loop.index89.2, 8
  %92 = bitcast double* %.6.i57109.2 to i8*
  %sunkaddr538 = getelementptr i8, i8* %92, i64 %sunkaddr537
  %sunkaddr539 = getelementptr i8, i8* %sunkaddr538, i64 32
  %93 = bitcast i8* %sunkaddr539 to double*
  store double %.6.i51.2.4, double* %93, align 8
  %94 = add i64 %91, 1
  %spec.select.2.5 = select i1 %79, i64 %94, i64 %.359.088.2
  %.372.2.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.5
  %.373.2.5 = load double, double* %.372.2.5, align 8
  %.6.i51.2.5 = fmul double %.373.2.5, 3.000000e+00
  %sunkaddr540 = mul i64 %loop.index89.2, 8
  %95 = bitcast double* %.6.i57109.2 to i8*
  %sunkaddr541 = getelementptr i8, i8* %95, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, i8* %sunkaddr541, i64 40
  %96 = bitcast i8* %sunkaddr542 to double*
  store double %.6.i51.2.5, double* %96, align 8
  %97 = add i64 %94, 1
  %spec.select.2.6 = select i1 %79, i64 %97, i64 %.359.088.2
  %.372.2.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.6
  %.373.2.6 = load double, double* %.372.2.6, align 8
  %.6.i51.2.6 = fmul double %.373.2.6, 3.000000e+00
  %sunkaddr543 = mul i64 %loop.index89.2, 8
  %98 = bitcast double* %.6.i57109.2 to i8*
  %sunkaddr544 = getelementptr i8, i8* %98, i64 %sunkaddr543
  %sunkaddr545 = getelementptr i8, i8* %sunkaddr544, i64 48
  %99 = bitcast i8* %sunkaddr545 to double*
  store double %.6.i51.2.6, double* %99, align 8
  %100 = add i64 %97, 1
  %spec.select.2.7 = select i1 %79, i64 %100, i64 %.359.088.2
  %.372.2.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.7
  %.373.2.7 = load double, double* %.372.2.7, align 8
  %.6.i51.2.7 = fmul double %.373.2.7, 3.000000e+00
  %sunkaddr546 = mul i64 %loop.index89.2, 8
  %101 = bitcast double* %.6.i57109.2 to i8*
  %sunkaddr547 = getelementptr i8, i8* %101, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, i8* %sunkaddr547, i64 56
  %102 = bitcast i8* %sunkaddr548 to double*
  store double %.6.i51.2.7, double* %102, align 8
  %.402.2.7 = add nuw i64 %loop.index89.2, 8
  %103 = add i64 %100, 1
  %niter209.ncmp.7 = icmp eq i64 %103, %unroll_iter208
  br i1 %niter209.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index89.2.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.402.2.7, %for.body.2 ]
  %.359.088.2.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select.2.7, %for.body.2 ]
  %lcmp.mod207.not = icmp eq i64 %xtraiter205, 0
  br i1 %lcmp.mod207.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv411 = phi i64 [ %xtraiter205, %for.body.2.epil.preheader ], [ %lsr.iv.next412, %for.body.2.epil ]
  %loop.index89.2.epil = phi i64 [ %.402.2.epil, %for.body.2.epil ], [ %loop.index89.2.unr, %for.body.2.epil.preheader ]
  %.359.088.2.epil = phi i64 [ %spec.select.2.epil, %for.body.2.epil ], [ %.359.088.2.unr, %for.body.2.epil.preheader ]
  %104 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.2.epil = select i1 %104, i64 %loop.index89.2.epil, i64 %.359.088.2.epil
  %.372.2.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.2.epil
  %.373.2.epil = load double, double* %.372.2.epil, align 8
  %.6.i51.2.epil = fmul double %.373.2.epil, 3.000000e+00
  %scevgep410 = getelementptr double, double* %.6.i57109.2, i64 %loop.index89.2.epil
  store double %.6.i51.2.epil, double* %scevgep410, align 8
  %.402.2.epil = add nuw nsw i64 %loop.index89.2.epil, 1
  %lsr.iv.next412 = add nsw i64 %lsr.iv411, -1
  %epil.iter206.cmp.not = icmp eq i64 %lsr.iv.next412, 0
  br i1 %epil.iter206.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !12

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %B40.endif.endif.endif.endif.2
  %sunkaddr549 = getelementptr i8, i8* %.37, i64 24
  %105 = bitcast i8* %sunkaddr549 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i55110.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %105, align 8
  %.412.2550 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i55110.2 to i64*
  %.413.2 = load i64, i64* %.412.2550, align 8
  %.414.2 = add i64 %.413.2, 1
  %.419.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i55110.2, i64 0, i32 1
  %.420.2 = load i64, i64* %.419.2, align 8
  %.422.2 = ashr i64 %.420.2, 2
  %.423.2 = icmp sgt i64 %.422.2, %.414.2
  br i1 %.423.2, label %for.end.if.2, label %for.end.endif.2, !prof !0

for.end.if.2:                                     ; preds = %for.end.2
  %.425.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.414.2, i64 56)
  %.426.2 = extractvalue { i64, i1 } %.425.2, 0
  %.427.2 = extractvalue { i64, i1 } %.425.2, 1
  %.428.2 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.426.2, i64 24)
  %.430.2 = extractvalue { i64, i1 } %.428.2, 1
  %.431.2 = or i1 %.427.2, %.430.2
  br i1 %.431.2, label %for.end.if.if, label %for.end.if.endif.2, !prof !0

for.end.if.endif.2:                               ; preds = %for.end.if.2
  %.429.2 = extractvalue { i64, i1 } %.428.2, 0
  %.440.2 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.429.2)
  %.441.2 = icmp eq i8* %.440.2, null
  br i1 %.441.2, label %for.end.if.endif.if, label %for.end.if.endif.endif.2, !prof !0

for.end.if.endif.endif.2:                         ; preds = %for.end.if.endif.2
  %sunkaddr551 = getelementptr i8, i8* %.37, i64 24
  %106 = bitcast i8* %sunkaddr551 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i50146.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %106, align 8
  %.452.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i50146.2, i64 0, i32 1
  store i64 %.414.2, i64* %.452.2, align 8
  br label %for.end.endif.2

for.end.endif.2:                                  ; preds = %for.end.if.endif.endif.2, %for.end.2
  %107 = icmp slt i64 %.420.2, %.414.2
  br i1 %107, label %for.end.endif.if.2, label %for.end.endif.endif.2, !prof !0

for.end.endif.if.2:                               ; preds = %for.end.endif.2
  %.456.2 = ashr i64 %.414.2, 2
  %.457.2 = add i64 %.413.2, 9
  %.458.2 = add i64 %.457.2, %.456.2
  %.459.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.458.2, i64 56)
  %.460.2 = extractvalue { i64, i1 } %.459.2, 0
  %.461.2 = extractvalue { i64, i1 } %.459.2, 1
  %.462.2 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.460.2, i64 24)
  %.464.2 = extractvalue { i64, i1 } %.462.2, 1
  %.465.2 = or i1 %.461.2, %.464.2
  br i1 %.465.2, label %for.end.endif.if.if, label %for.end.endif.if.endif.2, !prof !0

for.end.endif.if.endif.2:                         ; preds = %for.end.endif.if.2
  %.463.2 = extractvalue { i64, i1 } %.462.2, 0
  %.474.2 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.463.2)
  %.475.2 = icmp eq i8* %.474.2, null
  br i1 %.475.2, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif.2, !prof !0

for.end.endif.if.endif.endif.2:                   ; preds = %for.end.endif.if.endif.2
  %sunkaddr552 = getelementptr i8, i8* %.37, i64 24
  %108 = bitcast i8* %sunkaddr552 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i38142.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %108, align 8
  %.486.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i38142.2, i64 0, i32 1
  store i64 %.458.2, i64* %.486.2, align 8
  %.6.i36143.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %108, align 8
  %.492.2553 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i36143.2 to i64*
  %.493.2 = load i64, i64* %.492.2553, align 8
  %.498.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i36143.2, i64 0, i32 3
  %.499.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498.2, i64 %.493.2
  %.505.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498.2, i64 %.458.2
  %.506.2 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.505.2 to i64
  %.507.2 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499.2 to i64
  %.508.2 = sub i64 %.506.2, %.507.2
  %.509.2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499.2 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.509.2, i8 0, i64 %.508.2, i1 false)
  br label %for.end.endif.endif.2

for.end.endif.endif.2:                            ; preds = %for.end.endif.if.endif.endif.2, %for.end.endif.2
  %sunkaddr554 = getelementptr i8, i8* %.37, i64 24
  %109 = bitcast i8* %sunkaddr554 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i48112.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %109, align 8
  %.516.2555 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i48112.2 to i64*
  store i64 %.414.2, i64* %.516.2555, align 8
  %.6.i46113.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %109, align 8
  %.522.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i46113.2, i64 0, i32 3
  %.524.elt.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 0
  %.524.unpack.2 = load i8*, i8** %.524.elt.2, align 8
  store i8* %.7.i.i58.2, i8** %.524.elt.2, align 8
  %.544.repack130.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 1
  store i8* null, i8** %.544.repack130.2, align 8
  %.544.repack132.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 2
  store i64 %arg.x.5.0, i64* %.544.repack132.2, align 8
  %.544.repack134.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 3
  store i64 8, i64* %.544.repack134.2, align 8
  %.544.repack136.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 4
  store double* %.6.i57109.2, double** %.544.repack136.2, align 8
  %110 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %110, align 8
  %111 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 6, i64 0
  store i64 8, i64* %111, align 8
  tail call void @NRT_decref(i8* %.524.unpack.2)
  tail call void @NRT_decref(i8* nonnull %.37)
  tail call void @NRT_decref(i8* %arg.x.0)
  %.6.i91186 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %109, align 8
  %.621187556 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i91186 to i64*
  %.622188 = load i64, i64* %.621187556, align 8
  %.623189 = icmp sgt i64 %.622188, 0
  br i1 %.623189, label %B108.preheader, label %B194

B108.preheader:                                   ; preds = %for.end.endif.endif.2
  br label %B108

for.end.endif.if.if:                              ; preds = %for.end.endif.if.2, %for.end.endif.if.1, %for.end.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199823296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif:                           ; preds = %for.end.endif.if
  %.463 = extractvalue { i64, i1 } %.462, 0
  %.474 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.463)
  %.475 = icmp eq i8* %.474, null
  br i1 %.475, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif, !prof !0

for.end.endif.if.endif.if:                        ; preds = %for.end.endif.if.endif.2, %for.end.endif.if.endif.1, %for.end.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199823296, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif.endif:                     ; preds = %for.end.endif.if.endif
  %sunkaddr557 = getelementptr i8, i8* %.37, i64 24
  %112 = bitcast i8* %sunkaddr557 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i38142 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %112, align 8
  %.486 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i38142, i64 0, i32 1
  store i64 %.458, i64* %.486, align 8
  %.6.i36143 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %112, align 8
  %.492558 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i36143 to i64*
  %.493 = load i64, i64* %.492558, align 8
  %.498 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i36143, i64 0, i32 3
  %.499 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498, i64 %.493
  %.505 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498, i64 %.458
  %.506 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.505 to i64
  %.507 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499 to i64
  %.508 = sub i64 %.506, %.507
  %.509 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.509, i8 0, i64 %.508, i1 false)
  br label %for.end.endif.endif

B108.endif.endif.if:                              ; preds = %B108
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783199870528, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B108.endif.endif.endif:                           ; preds = %B108
  %.756 = extractvalue { i64, i1 } %.755, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.756, i32 32), !noalias !13
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B108.endif.endif.endif.if, label %B108.endif.endif.endif.endif, !prof !0

B108.endif.endif.endif.if:                        ; preds = %B108.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139783208390208, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B108.endif.endif.endif.endif:                     ; preds = %B108.endif.endif.endif
  %.5.i23 = getelementptr i8, i8* %.7.i.i, i64 24
  %113 = bitcast i8* %.5.i23 to double**
  %.6.i2492 = load double*, double** %113, align 8
  %.82484 = icmp sgt i64 %.633.unpack103.unpack, 0
  br i1 %.82484, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B108.endif.endif.endif.endif
  %114 = add i64 %.633.unpack103.unpack, -1
  %xtraiter = and i64 %.633.unpack103.unpack, 7
  %115 = icmp ult i64 %114, 7
  br i1 %115, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter = and i64 %.633.unpack103.unpack, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.186 = phi i64 [ 0, %for.body.1.preheader.new ], [ %140, %for.body.1 ]
  %.820.085 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select183.7, %for.body.1 ]
  %116 = icmp eq i64 %.633.unpack103.unpack, 1
  %spec.select183 = select i1 %116, i64 %.820.085, i64 %loop.index.186
  %.833 = getelementptr double, double* %.633.unpack101, i64 %spec.select183
  %.834 = load double, double* %.833, align 8
  %.12.i = tail call double @llvm.sin.f64(double %.834)
  %sunkaddr559 = mul i64 %loop.index.186, 8
  %117 = bitcast double* %.6.i2492 to i8*
  %sunkaddr560 = getelementptr i8, i8* %117, i64 %sunkaddr559
  %118 = bitcast i8* %sunkaddr560 to double*
  store double %.12.i, double* %118, align 8
  %119 = add i64 %loop.index.186, 1
  %spec.select183.1 = select i1 %116, i64 %.820.085, i64 %119
  %.833.1 = getelementptr double, double* %.633.unpack101, i64 %spec.select183.1
  %.834.1 = load double, double* %.833.1, align 8
  %.12.i.1 = tail call double @llvm.sin.f64(double %.834.1)
  %sunkaddr561 = mul i64 %loop.index.186, 8
  %120 = bitcast double* %.6.i2492 to i8*
  %sunkaddr562 = getelementptr i8, i8* %120, i64 %sunkaddr561
  %sunkaddr563 = getelementptr i8, i8* %sunkaddr562, i64 8
  %121 = bitcast i8* %sunkaddr563 to double*
  store double %.12.i.1, double* %121, align 8
  %122 = add i64 %119, 1
  %spec.select183.2 = select i1 %116, i64 %.820.085, i64 %122
  %.833.2 = getelementptr double, double* %.633.unpack101, i64 %spec.select183.2
  %.834.2 = load double, double* %.833.2, align 8
  %.12.i.2 = tail call double @llvm.sin.f64(double %.834.2)
  %sunkaddr564 = mul i64 %loop.index.186, 8
  %123 = bitcast double* %.6.i2492 to i8*
  %sunkaddr565 = getelementptr i8, i8* %123, i64 %sunkaddr564
  %sunkaddr566 = getelementptr i8, i8* %sunkaddr565, i64 16
  %124 = bitcast i8* %sunkaddr566 to double*
  store double %.12.i.2, double* %124, align 8
  %125 = add i64 %122, 1
  %spec.select183.3 = select i1 %116, i64 %.820.085, i64 %125
  %.833.3 = getelementptr double, double* %.633.unpack101, i64 %spec.select183.3
  %.834.3 = load double, double* %.833.3, align 8
  %.12.i.3 = tail call double @llvm.sin.f64(double %.834.3)
  %sunkaddr567 = mul i64 %loop.index.186, 8
  %126 = bitcast double* %.6.i2492 to i8*
  %sunkaddr568 = getelementptr i8, i8* %126, i64 %sunkaddr567
  %sunkaddr569 = getelementptr i8, i8* %sunkaddr568, i64 24
  %127 = bitcast i8* %sunkaddr569 to double*
  store double %.12.i.3, double* %127, align 8
  %128 = add i64 %125, 1
  %spec.select183.4 = select i1 %116, i64 %.820.085, i64 %128
  %.833.4 = getelementptr double, double* %.633.unpack101, i64 %spec.select183.4
  %.834.4 = load double, double* %.833.4, align 8
  %.12.i.4 = tail call double @llvm.sin.f64(double %.834.4)
  %sunkaddr570 = mul i64 %loop.index.186, 8
  %129 = bitcast double* %.6.i2492 to i8*
  %sunkaddr571 = getelementptr i8, i8* %129, i64 %sunkaddr570
  %sunkaddr572 = getelementptr i8, i8* %sunkaddr571, i64 32
  %130 = bitcast i8* %sunkaddr572 to double*
  store double %.12.i.4, double* %130, align 8
  %131 = add i64 %128, 1
  %spec.select183.5 = select i1 %116, i64 %.820.085, i64 %131
  %.833.5 = getelementptr double, double* %.633.unpack101, i64 %spec.select183.5
  %.834.5 = load double, double* %.833.5, align 8
  %.12.i.5 = tail call double @llvm.sin.f64(double %.834.5)
  %sunkaddr573 = mul i64 %loop.index.186, 8
  %132 = bitcast double* %.6.i2492 to i8*
  %sunkaddr574 = getelementptr i8, i8* %132, i64 %sunkaddr573
  %sunkaddr575 = getelementptr i8, i8* %sunkaddr574, i64 40
  %133 = bitcast i8* %sunkaddr575 to double*
  store double %.12.i.5, double* %133, align 8
  %134 = add i64 %131, 1
  %spec.select183.6 = select i1 %116, i64 %.820.085, i64 %134
  %.833.6 = getelementptr double, double* %.633.unpack101, i64 %spec.select183.6
  %.834.6 = load double, double* %.833.6, align 8
  %.12.i.6 = tail call double @llvm.sin.f64(double %.834.6)
  %sunkaddr576 = mul i64 %loop.index.186, 8
  %135 = bitcast double* %.6.i2492 to i8*
  %sunkaddr577 = getelementptr i8, i8* %135, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, i8* %sunkaddr577, i64 48
  %136 = bitcast i8* %sunkaddr578 to double*
  store double %.12.i.6, double* %136, align 8
  %137 = add i64 %134, 1
  %spec.select183.7 = select i1 %116, i64 %.820.085, i64 %137
  %.833.7 = getelementptr double, double* %.633.unpack101, i64 %spec.select183.7
  %.834.7 = load double, double* %.833.7, align 8
  %.12.i.7 = tail call double @llvm.sin.f64(double %.834.7)
  %sunkaddr579 = mul i64 %loop.index.186, 8
  %138 = bitcast double* %.6.i2492 to i8*
  %sunkaddr580 = getelementptr i8, i8* %138, i64 %sunkaddr579
  %sunkaddr581 = getelementptr i8, i8* %sunkaddr580, i64 56
  %139 = bitcast i8* %sunkaddr581 to double*
  store double %.12.i.7, double* %139, align 8
  %.863.7 = add nuw i64 %loop.index.186, 8
  %140 = add i64 %137, 1
  %niter.ncmp.7 = icmp eq i64 %140, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.186.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.863.7, %for.body.1 ]
  %.820.085.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select183.7, %for.body.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.1.epil.preheader ], [ %lsr.iv.next, %for.body.1.epil ]
  %loop.index.186.epil = phi i64 [ %.863.epil, %for.body.1.epil ], [ %loop.index.186.unr, %for.body.1.epil.preheader ]
  %.820.085.epil = phi i64 [ %spec.select183.epil, %for.body.1.epil ], [ %.820.085.unr, %for.body.1.epil.preheader ]
  %141 = icmp eq i64 %.633.unpack103.unpack, 1
  %spec.select183.epil = select i1 %141, i64 %.820.085.epil, i64 %loop.index.186.epil
  %.833.epil = getelementptr double, double* %.633.unpack101, i64 %spec.select183.epil
  %.834.epil = load double, double* %.833.epil, align 8
  %.12.i.epil = tail call double @llvm.sin.f64(double %.834.epil)
  %scevgep251 = getelementptr double, double* %.6.i2492, i64 %loop.index.186.epil
  store double %.12.i.epil, double* %scevgep251, align 8
  %.863.epil = add nuw nsw i64 %loop.index.186.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !20

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %B108.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.633.unpack)
  %.68.i = icmp eq i64 %.633.unpack103.unpack, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.633.unpack103.unpack, i64 1)
  %142 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %143 = icmp ult i64 %142, 7
  br i1 %143, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %144 = add nsw i64 %unroll_iter.i, -8
  %145 = lshr exact i64 %144, 3
  %146 = add nuw nsw i64 %145, 1
  %xtraiter199 = and i64 %146, 7
  %147 = icmp ult i64 %144, 56
  br i1 %147, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter203 = and i64 %146, 4611686018427387896
  %scevgep252 = getelementptr double, double* %.6.i2492, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod201.not = icmp eq i64 %xtraiter199, 0
  br i1 %lcmp.mod201.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep382 = getelementptr double, double* %.6.i2492, i64 7
  %scevgep383 = getelementptr double, double* %scevgep382, i64 %.70.05.i.unr
  %148 = shl nuw nsw i64 %xtraiter199, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv384 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next385, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %149 = bitcast double* %scevgep383 to i8*
  %uglygep406 = getelementptr i8, i8* %149, i64 %lsr.iv384
  %uglygep406407 = bitcast i8* %uglygep406 to double*
  %scevgep408 = getelementptr double, double* %uglygep406407, i64 -7
  %.236.i.epil = load double, double* %scevgep408, align 8, !noalias !21
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep403 = getelementptr i8, i8* %149, i64 %lsr.iv384
  %uglygep403404 = bitcast i8* %uglygep403 to double*
  %scevgep405 = getelementptr double, double* %uglygep403404, i64 -6
  %.236.1.i.epil = load double, double* %scevgep405, align 8, !noalias !21
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep400 = getelementptr i8, i8* %149, i64 %lsr.iv384
  %uglygep400401 = bitcast i8* %uglygep400 to double*
  %scevgep402 = getelementptr double, double* %uglygep400401, i64 -5
  %.236.2.i.epil = load double, double* %scevgep402, align 8, !noalias !21
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep397 = getelementptr i8, i8* %149, i64 %lsr.iv384
  %uglygep397398 = bitcast i8* %uglygep397 to double*
  %scevgep399 = getelementptr double, double* %uglygep397398, i64 -4
  %.236.3.i.epil = load double, double* %scevgep399, align 8, !noalias !21
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep394 = getelementptr i8, i8* %149, i64 %lsr.iv384
  %uglygep394395 = bitcast i8* %uglygep394 to double*
  %scevgep396 = getelementptr double, double* %uglygep394395, i64 -3
  %.236.4.i.epil = load double, double* %scevgep396, align 8, !noalias !21
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep391 = getelementptr i8, i8* %149, i64 %lsr.iv384
  %uglygep391392 = bitcast i8* %uglygep391 to double*
  %scevgep393 = getelementptr double, double* %uglygep391392, i64 -2
  %.236.5.i.epil = load double, double* %scevgep393, align 8, !noalias !21
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep388 = getelementptr i8, i8* %149, i64 %lsr.iv384
  %uglygep388389 = bitcast i8* %uglygep388 to double*
  %scevgep390 = getelementptr double, double* %uglygep388389, i64 -1
  %.236.6.i.epil = load double, double* %scevgep390, align 8, !noalias !21
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %149, i64 %lsr.iv384
  %uglygep387 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep387, align 8, !noalias !21
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next385 = add nuw nsw i64 %lsr.iv384, 64
  %epil.iter200.cmp.not = icmp eq i64 %148, %lsr.iv.next385
  br i1 %epil.iter200.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !24, !llvm.loop !25

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i1 = getelementptr double, double* %.6.i2492, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep409 = getelementptr double, double* %scevgep.i1, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep409, align 8, !noalias !21
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !24, !llvm.loop !26

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv380 = phi i64 [ %lsr.iv.next381, %B50.endif.i ], [ %unroll_iter203, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep378 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep379 = getelementptr double, double* %scevgep378, i64 -63
  %.236.i = load double, double* %scevgep379, align 8, !noalias !21
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep376 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep377 = getelementptr double, double* %scevgep376, i64 -62
  %.236.1.i = load double, double* %scevgep377, align 8, !noalias !21
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep374 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep375 = getelementptr double, double* %scevgep374, i64 -61
  %.236.2.i = load double, double* %scevgep375, align 8, !noalias !21
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep372 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep373 = getelementptr double, double* %scevgep372, i64 -60
  %.236.3.i = load double, double* %scevgep373, align 8, !noalias !21
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep370 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep371 = getelementptr double, double* %scevgep370, i64 -59
  %.236.4.i = load double, double* %scevgep371, align 8, !noalias !21
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep368 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep369 = getelementptr double, double* %scevgep368, i64 -58
  %.236.5.i = load double, double* %scevgep369, align 8, !noalias !21
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep366 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep367 = getelementptr double, double* %scevgep366, i64 -57
  %.236.6.i = load double, double* %scevgep367, align 8, !noalias !21
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep364 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -56
  %.236.7.i = load double, double* %scevgep365, align 8, !noalias !21
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep333 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep334 = getelementptr double, double* %scevgep333, i64 -55
  %.236.i.1 = load double, double* %scevgep334, align 8, !noalias !21
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep335 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep336 = getelementptr double, double* %scevgep335, i64 -54
  %.236.1.i.1 = load double, double* %scevgep336, align 8, !noalias !21
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep337 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep338 = getelementptr double, double* %scevgep337, i64 -53
  %.236.2.i.1 = load double, double* %scevgep338, align 8, !noalias !21
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep339 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep340 = getelementptr double, double* %scevgep339, i64 -52
  %.236.3.i.1 = load double, double* %scevgep340, align 8, !noalias !21
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep341 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep342 = getelementptr double, double* %scevgep341, i64 -51
  %.236.4.i.1 = load double, double* %scevgep342, align 8, !noalias !21
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep343 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep344 = getelementptr double, double* %scevgep343, i64 -50
  %.236.5.i.1 = load double, double* %scevgep344, align 8, !noalias !21
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep345 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep346 = getelementptr double, double* %scevgep345, i64 -49
  %.236.6.i.1 = load double, double* %scevgep346, align 8, !noalias !21
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep347 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep348 = getelementptr double, double* %scevgep347, i64 -48
  %.236.7.i.1 = load double, double* %scevgep348, align 8, !noalias !21
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep317 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep318 = getelementptr double, double* %scevgep317, i64 -47
  %.236.i.2 = load double, double* %scevgep318, align 8, !noalias !21
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep319 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep320 = getelementptr double, double* %scevgep319, i64 -46
  %.236.1.i.2 = load double, double* %scevgep320, align 8, !noalias !21
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep321 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep322 = getelementptr double, double* %scevgep321, i64 -45
  %.236.2.i.2 = load double, double* %scevgep322, align 8, !noalias !21
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep323 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep324 = getelementptr double, double* %scevgep323, i64 -44
  %.236.3.i.2 = load double, double* %scevgep324, align 8, !noalias !21
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep325 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep326 = getelementptr double, double* %scevgep325, i64 -43
  %.236.4.i.2 = load double, double* %scevgep326, align 8, !noalias !21
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep327 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep328 = getelementptr double, double* %scevgep327, i64 -42
  %.236.5.i.2 = load double, double* %scevgep328, align 8, !noalias !21
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep329 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep330 = getelementptr double, double* %scevgep329, i64 -41
  %.236.6.i.2 = load double, double* %scevgep330, align 8, !noalias !21
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep331 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep332 = getelementptr double, double* %scevgep331, i64 -40
  %.236.7.i.2 = load double, double* %scevgep332, align 8, !noalias !21
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep301 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep302 = getelementptr double, double* %scevgep301, i64 -39
  %.236.i.3 = load double, double* %scevgep302, align 8, !noalias !21
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep303 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep304 = getelementptr double, double* %scevgep303, i64 -38
  %.236.1.i.3 = load double, double* %scevgep304, align 8, !noalias !21
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep305 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep306 = getelementptr double, double* %scevgep305, i64 -37
  %.236.2.i.3 = load double, double* %scevgep306, align 8, !noalias !21
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep307 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep308 = getelementptr double, double* %scevgep307, i64 -36
  %.236.3.i.3 = load double, double* %scevgep308, align 8, !noalias !21
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep309 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep310 = getelementptr double, double* %scevgep309, i64 -35
  %.236.4.i.3 = load double, double* %scevgep310, align 8, !noalias !21
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep311 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep312 = getelementptr double, double* %scevgep311, i64 -34
  %.236.5.i.3 = load double, double* %scevgep312, align 8, !noalias !21
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep313 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep314 = getelementptr double, double* %scevgep313, i64 -33
  %.236.6.i.3 = load double, double* %scevgep314, align 8, !noalias !21
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep315 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep316 = getelementptr double, double* %scevgep315, i64 -32
  %.236.7.i.3 = load double, double* %scevgep316, align 8, !noalias !21
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep285 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep286 = getelementptr double, double* %scevgep285, i64 -31
  %.236.i.4 = load double, double* %scevgep286, align 8, !noalias !21
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep287 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep288 = getelementptr double, double* %scevgep287, i64 -30
  %.236.1.i.4 = load double, double* %scevgep288, align 8, !noalias !21
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep289 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep290 = getelementptr double, double* %scevgep289, i64 -29
  %.236.2.i.4 = load double, double* %scevgep290, align 8, !noalias !21
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep291 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep292 = getelementptr double, double* %scevgep291, i64 -28
  %.236.3.i.4 = load double, double* %scevgep292, align 8, !noalias !21
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep293 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep294 = getelementptr double, double* %scevgep293, i64 -27
  %.236.4.i.4 = load double, double* %scevgep294, align 8, !noalias !21
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep295 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep296 = getelementptr double, double* %scevgep295, i64 -26
  %.236.5.i.4 = load double, double* %scevgep296, align 8, !noalias !21
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep297 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep298 = getelementptr double, double* %scevgep297, i64 -25
  %.236.6.i.4 = load double, double* %scevgep298, align 8, !noalias !21
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep299 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep300 = getelementptr double, double* %scevgep299, i64 -24
  %.236.7.i.4 = load double, double* %scevgep300, align 8, !noalias !21
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep269 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep270 = getelementptr double, double* %scevgep269, i64 -23
  %.236.i.5 = load double, double* %scevgep270, align 8, !noalias !21
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep271 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep272 = getelementptr double, double* %scevgep271, i64 -22
  %.236.1.i.5 = load double, double* %scevgep272, align 8, !noalias !21
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep273 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep274 = getelementptr double, double* %scevgep273, i64 -21
  %.236.2.i.5 = load double, double* %scevgep274, align 8, !noalias !21
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep275 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep276 = getelementptr double, double* %scevgep275, i64 -20
  %.236.3.i.5 = load double, double* %scevgep276, align 8, !noalias !21
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep277 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep278 = getelementptr double, double* %scevgep277, i64 -19
  %.236.4.i.5 = load double, double* %scevgep278, align 8, !noalias !21
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep279 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep280 = getelementptr double, double* %scevgep279, i64 -18
  %.236.5.i.5 = load double, double* %scevgep280, align 8, !noalias !21
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep281 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep282 = getelementptr double, double* %scevgep281, i64 -17
  %.236.6.i.5 = load double, double* %scevgep282, align 8, !noalias !21
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep283 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep284 = getelementptr double, double* %scevgep283, i64 -16
  %.236.7.i.5 = load double, double* %scevgep284, align 8, !noalias !21
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep253 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep254 = getelementptr double, double* %scevgep253, i64 -15
  %.236.i.6 = load double, double* %scevgep254, align 8, !noalias !21
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep255 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep256 = getelementptr double, double* %scevgep255, i64 -14
  %.236.1.i.6 = load double, double* %scevgep256, align 8, !noalias !21
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep257 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep258 = getelementptr double, double* %scevgep257, i64 -13
  %.236.2.i.6 = load double, double* %scevgep258, align 8, !noalias !21
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep259 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep260 = getelementptr double, double* %scevgep259, i64 -12
  %.236.3.i.6 = load double, double* %scevgep260, align 8, !noalias !21
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep261 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep262 = getelementptr double, double* %scevgep261, i64 -11
  %.236.4.i.6 = load double, double* %scevgep262, align 8, !noalias !21
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep263 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep264 = getelementptr double, double* %scevgep263, i64 -10
  %.236.5.i.6 = load double, double* %scevgep264, align 8, !noalias !21
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep265 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep266 = getelementptr double, double* %scevgep265, i64 -9
  %.236.6.i.6 = load double, double* %scevgep266, align 8, !noalias !21
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep267 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep268 = getelementptr double, double* %scevgep267, i64 -8
  %.236.7.i.6 = load double, double* %scevgep268, align 8, !noalias !21
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep349 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep350 = getelementptr double, double* %scevgep349, i64 -7
  %.236.i.7 = load double, double* %scevgep350, align 8, !noalias !21
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep351 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep352 = getelementptr double, double* %scevgep351, i64 -6
  %.236.1.i.7 = load double, double* %scevgep352, align 8, !noalias !21
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep353 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep354 = getelementptr double, double* %scevgep353, i64 -5
  %.236.2.i.7 = load double, double* %scevgep354, align 8, !noalias !21
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep355 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep356 = getelementptr double, double* %scevgep355, i64 -4
  %.236.3.i.7 = load double, double* %scevgep356, align 8, !noalias !21
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep357 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep358 = getelementptr double, double* %scevgep357, i64 -3
  %.236.4.i.7 = load double, double* %scevgep358, align 8, !noalias !21
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep359 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep360 = getelementptr double, double* %scevgep359, i64 -2
  %.236.5.i.7 = load double, double* %scevgep360, align 8, !noalias !21
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep361 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %scevgep362 = getelementptr double, double* %scevgep361, i64 -1
  %.236.6.i.7 = load double, double* %scevgep362, align 8, !noalias !21
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep363 = getelementptr double, double* %scevgep252, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep363, align 8, !noalias !21
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next381 = add i64 %lsr.iv380, -8
  %niter204.ncmp.7 = icmp eq i64 %lsr.iv.next381, 0
  br i1 %niter204.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.898 = fadd double %s.2.0191, %c.2.0.lcssa.i
  %sunkaddr582 = getelementptr i8, i8* %.37, i64 24
  %150 = bitcast i8* %sunkaddr582 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i91 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %150, align 8
  %.621583 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i91 to i64*
  %.622 = load i64, i64* %.621583, align 8
  %.623 = icmp slt i64 %.647, %.622
  br i1 %.623, label %B108, label %B194
}

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
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

declare noalias i8* @NRT_MemInfo_varsize_realloc(i8*, i64) local_unnamed_addr

define i8* @_ZN7cpython7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.const.list_of_arrays, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([137 x i8], [137 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #3
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

define double @cfunc._ZN7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels14list_of_arraysB3v54B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !27

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f21cfe75c10>", i64 0, i64 0))
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
declare double @llvm.sin.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #1

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

attributes #0 = { argmemonly mustprogress nocallback nofree nounwind willreturn writeonly }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i1 true}
!2 = !{!3, !5, !6, !8}
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !16, !17, !19}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v4B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v3B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !10}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v46B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB3v46B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!24 = !{!"branch_weights", i32 1, i32 7}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = !{!"branch_weights", i32 99, i32 1}
