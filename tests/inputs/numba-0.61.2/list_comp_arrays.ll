; ModuleID = 'list_comp_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139918537694144 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139918537694144.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139918537694144 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139918537694144, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918537694144.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139918536381824 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139918536381824.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139918536381824 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139918536381824, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918536381824.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139918535296704 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139918535296704.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139918535296704 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139918535296704, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918535296704.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_comp_arrays = internal constant [17 x i8] c"list_comp_arrays\00"
@_ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [138 x i8] c"missing Environment: _ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f4152b73090>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f4152b73090>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4152b732d0B2v3B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139918536468160 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139918536468160.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139918536468160 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139918536468160, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918536468160.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f4152ba9fd0B2v7B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.endif.endif.if:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.103 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @".dtor.list.array(float64, 1d, C)" to i8*))
  %.104 = icmp eq i8* %.103, null
  br i1 %.104, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B139:                                             ; preds = %B139.preheader, %for.end.1.endif
  %.6.i92194 = phi { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* [ %.6.i92, %for.end.1.endif ], [ %.6.i92188, %B139.preheader ]
  %s.2.0193 = phi double [ %.916, %for.end.1.endif ], [ 0.000000e+00, %B139.preheader ]
  %.605.0192 = phi i64 [ %.665, %for.end.1.endif ], [ 0, %B139.preheader ]
  %.649 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i92194, i64 0, i32 3
  %.651.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.649, i64 %.605.0192, i32 0
  %.651.unpack = load i8*, i8** %.651.elt, align 8
  %.651.elt101 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.649, i64 %.605.0192, i32 4
  %.651.unpack102 = load double*, double** %.651.elt101, align 8
  %0 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.649, i64 %.605.0192, i32 5, i64 0
  %.651.unpack104.unpack = load i64, i64* %0, align 8
  %.665 = add nuw nsw i64 %.605.0192, 1
  tail call void @NRT_incref(i8* %.651.unpack)
  %.773 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.651.unpack104.unpack, i64 8)
  %.775 = extractvalue { i64, i1 } %.773, 1
  br i1 %.775, label %B139.endif.endif.if, label %B139.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B139.endif.endif.endif.if, %B70.endif.endif.endif.if, %B139.endif.endif.if, %for.end.endif.if.endif.if, %for.end.endif.if.if, %for.end.if.endif.if, %for.end.if.if, %B70.us, %B0.endif.endif.endif.endif.if, %B153
  %common.ret.op = phi i32 [ 0, %B153 ], [ 1, %B0.endif.endif.endif.endif.if ], [ 1, %B70.us ], [ 1, %for.end.if.if ], [ 1, %for.end.if.endif.if ], [ 1, %for.end.endif.if.if ], [ 1, %for.end.endif.if.endif.if ], [ 1, %B139.endif.endif.if ], [ 1, %B139.endif.endif.endif.if ], [ 1, %B70.endif.endif.endif.if ]
  ret i32 %common.ret.op

B153:                                             ; preds = %for.end.1.endif, %for.end.endif.endif.2
  %s.2.0.lcssa = phi double [ 0.000000e+00, %for.end.endif.endif.2 ], [ %.916, %for.end.1.endif ]
  store double %s.2.0.lcssa, double* %retptr, align 8
  tail call void @NRT_decref(i8* nonnull %.103)
  br label %common.ret

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918537694144, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.if
  %.5.i26 = getelementptr i8, i8* %.103, i64 24
  %1 = bitcast i8* %.5.i26 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i27148 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.116 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i27148, i64 0, i32 1
  store i64 0, i64* %.116, align 8
  %.6.i29149 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.122470 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i29149 to i64*
  store i64 0, i64* %.122470, align 8
  %.6.i41150 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.128 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i41150, i64 0, i32 2
  store i8 0, i8* %.128, align 1
  %.6.i7091 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %1, align 8
  %.168471 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i7091 to i64*
  store i64 0, i64* %.168471, align 8
  tail call void @NRT_incref(i8* nonnull %.103)
  %.300 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.302 = extractvalue { i64, i1 } %.300, 1
  %.301 = extractvalue { i64, i1 } %.300, 0
  tail call void @NRT_incref(i8* %arg.x.0)
  br i1 %.302, label %B70.us, label %B70.preheader, !prof !0

B70.preheader:                                    ; preds = %B0.endif.endif.endif.endif.endif
  %.7.i.i63 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.301, i32 32), !noalias !2
  %.8.i.i64 = icmp eq i8* %.7.i.i63, null
  br i1 %.8.i.i64, label %B70.endif.endif.endif.if, label %B70.endif.endif.endif.endif, !prof !0

B70.us:                                           ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918536381824, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B70.endif.endif.endif.if:                         ; preds = %for.end.endif.endif.1, %for.end.endif.endif, %B70.preheader
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918536468160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B70.endif.endif.endif.endif:                      ; preds = %B70.preheader
  %2 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i61 = getelementptr i8, i8* %.7.i.i63, i64 24
  %3 = bitcast i8* %.5.i61 to double**
  %.6.i62110 = load double*, double** %3, align 8
  br i1 %2, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B70.endif.endif.endif.endif
  %4 = add i64 %arg.x.5.0, -1
  %xtraiter217 = and i64 %arg.x.5.0, 7
  %5 = icmp ult i64 %4, 7
  br i1 %5, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter220 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index90 = phi i64 [ 0, %for.body.preheader.new ], [ %30, %for.body ]
  %.365.089 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %6 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select = select i1 %6, i64 %loop.index90, i64 %.365.089
  %.378 = getelementptr double, double* %arg.x.4, i64 %spec.select
  %.379 = load double, double* %.378, align 8
  %.7.i = fmul double %.379, 0.000000e+00
  %sunkaddr = mul i64 %loop.index90, 8
  %7 = bitcast double* %.6.i62110 to i8*
  %sunkaddr472 = getelementptr i8, i8* %7, i64 %sunkaddr
  %8 = bitcast i8* %sunkaddr472 to double*
  store double %.7.i, double* %8, align 8
  %9 = add i64 %loop.index90, 1
  %spec.select.1224 = select i1 %6, i64 %9, i64 %.365.089
  %.378.1225 = getelementptr double, double* %arg.x.4, i64 %spec.select.1224
  %.379.1226 = load double, double* %.378.1225, align 8
  %.7.i.1 = fmul double %.379.1226, 0.000000e+00
  %sunkaddr473 = mul i64 %loop.index90, 8
  %10 = bitcast double* %.6.i62110 to i8*
  %sunkaddr474 = getelementptr i8, i8* %10, i64 %sunkaddr473
  %sunkaddr475 = getelementptr i8, i8* %sunkaddr474, i64 8
  %11 = bitcast i8* %sunkaddr475 to double*
  store double %.7.i.1, double* %11, align 8
  %12 = add i64 %9, 1
  %spec.select.2232 = select i1 %6, i64 %12, i64 %.365.089
  %.378.2233 = getelementptr double, double* %arg.x.4, i64 %spec.select.2232
  %.379.2234 = load double, double* %.378.2233, align 8
  %.7.i.2235 = fmul double %.379.2234, 0.000000e+00
  %sunkaddr476 = mul i64 %loop.index90, 8
  %13 = bitcast double* %.6.i62110 to i8*
  %sunkaddr477 = getelementptr i8, i8* %13, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, i8* %sunkaddr477, i64 16
  %14 = bitcast i8* %sunkaddr478 to double*
  store double %.7.i.2235, double* %14, align 8
  %15 = add i64 %12, 1
  %spec.select.3 = select i1 %6, i64 %15, i64 %.365.089
  %.378.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3
  %.379.3 = load double, double* %.378.3, align 8
  %.7.i.3 = fmul double %.379.3, 0.000000e+00
  %sunkaddr479 = mul i64 %loop.index90, 8
  %16 = bitcast double* %.6.i62110 to i8*
  %sunkaddr480 = getelementptr i8, i8* %16, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, i8* %sunkaddr480, i64 24
  %17 = bitcast i8* %sunkaddr481 to double*
  store double %.7.i.3, double* %17, align 8
  %18 = add i64 %15, 1
  %spec.select.4 = select i1 %6, i64 %18, i64 %.365.089
  %.378.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.4
  %.379.4 = load double, double* %.378.4, align 8
  %.7.i.4 = fmul double %.379.4, 0.000000e+00
  %sunkaddr482 = mul i64 %loop.index90, 8
  %19 = bitcast double* %.6.i62110 to i8*
  %sunkaddr483 = getelementptr i8, i8* %19, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, i8* %sunkaddr483, i64 32
  %20 = bitcast i8* %sunkaddr484 to double*
  store double %.7.i.4, double* %20, align 8
  %21 = add i64 %18, 1
  %spec.select.5 = select i1 %6, i64 %21, i64 %.365.089
  %.378.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.5
  %.379.5 = load double, double* %.378.5, align 8
  %.7.i.5 = fmul double %.379.5, 0.000000e+00
  %sunkaddr485 = mul i64 %loop.index90, 8
  %22 = bitcast double* %.6.i62110 to i8*
  %sunkaddr486 = getelementptr i8, i8* %22, i64 %sunkaddr485
  %sunkaddr487 = getelementptr i8, i8* %sunkaddr486, i64 40
  %23 = bitcast i8* %sunkaddr487 to double*
  store double %.7.i.5, double* %23, align 8
  %24 = add i64 %21, 1
  %spec.select.6 = select i1 %6, i64 %24, i64 %.365.089
  %.378.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.6
  %.379.6 = load double, double* %.378.6, align 8
  %.7.i.6 = fmul double %.379.6, 0.000000e+00
  %sunkaddr488 = mul i64 %loop.index90, 8
  %25 = bitcast double* %.6.i62110 to i8*
  %sunkaddr489 = getelementptr i8, i8* %25, i64 %sunkaddr488
  %sunkaddr490 = getelementptr i8, i8* %sunkaddr489, i64 48
  %26 = bitcast i8* %sunkaddr490 to double*
  store double %.7.i.6, double* %26, align 8
  %27 = add i64 %24, 1
  %spec.select.7 = select i1 %6, i64 %27, i64 %.365.089
  %.378.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.7
  %.379.7 = load double, double* %.378.7, align 8
  %.7.i.7 = fmul double %.379.7, 0.000000e+00
  %sunkaddr491 = mul i64 %loop.index90, 8
  %28 = bitcast double* %.6.i62110 to i8*
  %sunkaddr492 = getelementptr i8, i8* %28, i64 %sunkaddr491
  %sunkaddr493 = getelementptr i8, i8* %sunkaddr492, i64 56
  %29 = bitcast i8* %sunkaddr493 to double*
  store double %.7.i.7, double* %29, align 8
  %.408.7 = add nuw i64 %loop.index90, 8
  %30 = add i64 %27, 1
  %niter221.ncmp.7 = icmp eq i64 %30, %unroll_iter220
  br i1 %niter221.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index90.unr = phi i64 [ 0, %for.body.preheader ], [ %.408.7, %for.body ]
  %.365.089.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod219.not = icmp eq i64 %xtraiter217, 0
  br i1 %lcmp.mod219.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv452 = phi i64 [ %xtraiter217, %for.body.epil.preheader ], [ %lsr.iv.next453, %for.body.epil ]
  %loop.index90.epil = phi i64 [ %.408.epil, %for.body.epil ], [ %loop.index90.unr, %for.body.epil.preheader ]
  %.365.089.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.365.089.unr, %for.body.epil.preheader ]
  %31 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.epil = select i1 %31, i64 %loop.index90.epil, i64 %.365.089.epil
  %.378.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.epil
  %.379.epil = load double, double* %.378.epil, align 8
  %.7.i.epil = fmul double %.379.epil, 0.000000e+00
  %scevgep451 = getelementptr double, double* %.6.i62110, i64 %loop.index90.epil
  store double %.7.i.epil, double* %scevgep451, align 8
  %.408.epil = add nuw nsw i64 %loop.index90.epil, 1
  %lsr.iv.next453 = add nsw i64 %lsr.iv452, -1
  %epil.iter218.cmp.not = icmp eq i64 %lsr.iv.next453, 0
  br i1 %epil.iter218.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B70.endif.endif.endif.endif
  tail call void @NRT_incref(i8* nonnull %.103)
  %sunkaddr494 = getelementptr i8, i8* %.103, i64 24
  %32 = bitcast i8* %sunkaddr494 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i58111 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %32, align 8
  %.423495 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i58111 to i64*
  %.424 = load i64, i64* %.423495, align 8
  %.425 = add i64 %.424, 1
  %.430 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i58111, i64 0, i32 1
  %.431 = load i64, i64* %.430, align 8
  %.433 = ashr i64 %.431, 2
  %.434 = icmp sgt i64 %.433, %.425
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.434, label %for.end.if, label %for.end.endif, !prof !0

for.end.if:                                       ; preds = %for.end
  %.436 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.425, i64 56)
  %.437 = extractvalue { i64, i1 } %.436, 0
  %.438 = extractvalue { i64, i1 } %.436, 1
  %.439 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.437, i64 24)
  %.441 = extractvalue { i64, i1 } %.439, 1
  %.442 = or i1 %.438, %.441
  br i1 %.442, label %for.end.if.if, label %for.end.if.endif, !prof !0

for.end.endif:                                    ; preds = %for.end.if.endif.endif, %for.end
  %33 = icmp slt i64 %.431, %.425
  br i1 %33, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if.2, %for.end.if.1, %for.end.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918535296704, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif:                                 ; preds = %for.end.if
  %.440 = extractvalue { i64, i1 } %.439, 0
  %.451 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.440)
  %.452 = icmp eq i8* %.451, null
  br i1 %.452, label %for.end.if.endif.if, label %for.end.if.endif.endif, !prof !0

for.end.if.endif.if:                              ; preds = %for.end.if.endif.2, %for.end.if.endif.1, %for.end.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918535296704, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif.endif:                           ; preds = %for.end.if.endif
  %sunkaddr496 = getelementptr i8, i8* %.103, i64 24
  %34 = bitcast i8* %sunkaddr496 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i51147 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %34, align 8
  %.463 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i51147, i64 0, i32 1
  store i64 %.425, i64* %.463, align 8
  br label %for.end.endif

for.end.endif.if:                                 ; preds = %for.end.endif
  %.467 = ashr i64 %.425, 2
  %.468 = add i64 %.424, 9
  %.469 = add i64 %.468, %.467
  %.470 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.469, i64 56)
  %.471 = extractvalue { i64, i1 } %.470, 0
  %.472 = extractvalue { i64, i1 } %.470, 1
  %.473 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.471, i64 24)
  %.475 = extractvalue { i64, i1 } %.473, 1
  %.476 = or i1 %.472, %.475
  br i1 %.476, label %for.end.endif.if.if, label %for.end.endif.if.endif, !prof !0

for.end.endif.endif:                              ; preds = %for.end.endif.if.endif.endif, %for.end.endif
  %sunkaddr497 = getelementptr i8, i8* %.103, i64 24
  %35 = bitcast i8* %sunkaddr497 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i49113 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %35, align 8
  %.527498 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i49113 to i64*
  store i64 %.425, i64* %.527498, align 8
  %.6.i47114 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %35, align 8
  %.533 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i47114, i64 0, i32 3
  %.535.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 0
  %.535.unpack = load i8*, i8** %.535.elt, align 8
  store i8* %.7.i.i63, i8** %.535.elt, align 8
  %.555.repack131 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 1
  store i8* null, i8** %.555.repack131, align 8
  %.555.repack133 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 2
  store i64 %arg.x.5.0, i64* %.555.repack133, align 8
  %.555.repack135 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 3
  store i64 8, i64* %.555.repack135, align 8
  %.555.repack137 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 4
  store double* %.6.i62110, double** %.555.repack137, align 8
  %36 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %36, align 8
  %37 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533, i64 %.424, i32 6, i64 0
  store i64 8, i64* %37, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %.7.i.i63.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.301, i32 32), !noalias !2
  %.8.i.i64.1 = icmp eq i8* %.7.i.i63.1, null
  tail call void @NRT_decref(i8* %.535.unpack)
  tail call void @NRT_decref(i8* nonnull %.103)
  br i1 %.8.i.i64.1, label %B70.endif.endif.endif.if, label %B70.endif.endif.endif.endif.1, !prof !0

B70.endif.endif.endif.endif.1:                    ; preds = %for.end.endif.endif
  %38 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i61.1 = getelementptr i8, i8* %.7.i.i63.1, i64 24
  %39 = bitcast i8* %.5.i61.1 to double**
  %.6.i62110.1 = load double*, double** %39, align 8
  br i1 %38, label %for.body.1199.preheader, label %for.end.1200

for.body.1199.preheader:                          ; preds = %B70.endif.endif.endif.endif.1
  %40 = add i64 %arg.x.5.0, -1
  %xtraiter212 = and i64 %arg.x.5.0, 7
  %41 = icmp ult i64 %40, 7
  br i1 %41, label %for.end.1200.loopexit.unr-lcssa, label %for.body.1199.preheader.new

for.body.1199.preheader.new:                      ; preds = %for.body.1199.preheader
  %unroll_iter215 = and i64 %arg.x.5.0, -8
  br label %for.body.1199

for.body.1199:                                    ; preds = %for.body.1199, %for.body.1199.preheader.new
  %loop.index90.1 = phi i64 [ 0, %for.body.1199.preheader.new ], [ %66, %for.body.1199 ]
  %.365.089.1 = phi i64 [ 0, %for.body.1199.preheader.new ], [ %spec.select.1.7, %for.body.1199 ]
  %42 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.1 = select i1 %42, i64 %loop.index90.1, i64 %.365.089.1
  %.378.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1
  %.379.1 = load double, double* %.378.1, align 8
  %sunkaddr499 = mul i64 %loop.index90.1, 8
  %43 = bitcast double* %.6.i62110.1 to i8*
  %sunkaddr500 = getelementptr i8, i8* %43, i64 %sunkaddr499
  %44 = bitcast i8* %sunkaddr500 to double*
  store double %.379.1, double* %44, align 8
  %45 = add i64 %loop.index90.1, 1
  %spec.select.1.1 = select i1 %42, i64 %45, i64 %.365.089.1
  %.378.1.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.1
  %.379.1.1 = load double, double* %.378.1.1, align 8
  %sunkaddr501 = mul i64 %loop.index90.1, 8
  %46 = bitcast double* %.6.i62110.1 to i8*
  %sunkaddr502 = getelementptr i8, i8* %46, i64 %sunkaddr501
  %sunkaddr503 = getelementptr i8, i8* %sunkaddr502, i64 8
  %47 = bitcast i8* %sunkaddr503 to double*
  store double %.379.1.1, double* %47, align 8
  %48 = add i64 %45, 1
  %spec.select.1.2 = select i1 %42, i64 %48, i64 %.365.089.1
  %.378.1.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.2
  %.379.1.2 = load double, double* %.378.1.2, align 8
  %sunkaddr504 = mul i64 %loop.index90.1, 8
  %49 = bitcast double* %.6.i62110.1 to i8*
  %sunkaddr505 = getelementptr i8, i8* %49, i64 %sunkaddr504
  %sunkaddr506 = getelementptr i8, i8* %sunkaddr505, i64 16
  %50 = bitcast i8* %sunkaddr506 to double*
  store double %.379.1.2, double* %50, align 8
  %51 = add i64 %48, 1
  %spec.select.1.3 = select i1 %42, i64 %51, i64 %.365.089.1
  %.378.1.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.3
  %.379.1.3 = load double, double* %.378.1.3, align 8
  %sunkaddr507 = mul i64 %loop.index90.1, 8
  %52 = bitcast double* %.6.i62110.1 to i8*
  %sunkaddr508 = getelementptr i8, i8* %52, i64 %sunkaddr507
  %sunkaddr509 = getelementptr i8, i8* %sunkaddr508, i64 24
  %53 = bitcast i8* %sunkaddr509 to double*
  store double %.379.1.3, double* %53, align 8
  %54 = add i64 %51, 1
  %spec.select.1.4 = select i1 %42, i64 %54, i64 %.365.089.1
  %.378.1.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.4
  %.379.1.4 = load double, double* %.378.1.4, align 8
  %sunkaddr510 = mul i64 %loop.index90.1, 8
  %55 = bitcast double* %.6.i62110.1 to i8*
  %sunkaddr511 = getelementptr i8, i8* %55, i64 %sunkaddr510
  %sunkaddr512 = getelementptr i8, i8* %sunkaddr511, i64 32
  %56 = bitcast i8* %sunkaddr512 to double*
  store double %.379.1.4, double* %56, align 8
  %57 = add i64 %54, 1
  %spec.select.1.5 = select i1 %42, i64 %57, i64 %.365.089.1
  %.378.1.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.5
  %.379.1.5 = load double, double* %.378.1.5, align 8
  %sunkaddr513 = mul i64 %loop.index90.1, 8
  %58 = bitcast double* %.6.i62110.1 to i8*
  %sunkaddr514 = getelementptr i8, i8* %58, i64 %sunkaddr513
  %sunkaddr515 = getelementptr i8, i8* %sunkaddr514, i64 40
  %59 = bitcast i8* %sunkaddr515 to double*
  store double %.379.1.5, double* %59, align 8
  %60 = add i64 %57, 1
  %spec.select.1.6 = select i1 %42, i64 %60, i64 %.365.089.1
  %.378.1.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.6
  %.379.1.6 = load double, double* %.378.1.6, align 8
  %sunkaddr516 = mul i64 %loop.index90.1, 8
  %61 = bitcast double* %.6.i62110.1 to i8*
  %sunkaddr517 = getelementptr i8, i8* %61, i64 %sunkaddr516
  %sunkaddr518 = getelementptr i8, i8* %sunkaddr517, i64 48
  %62 = bitcast i8* %sunkaddr518 to double*
  store double %.379.1.6, double* %62, align 8
  %63 = add i64 %60, 1
  %spec.select.1.7 = select i1 %42, i64 %63, i64 %.365.089.1
  %.378.1.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.7
  %.379.1.7 = load double, double* %.378.1.7, align 8
  %sunkaddr519 = mul i64 %loop.index90.1, 8
  %64 = bitcast double* %.6.i62110.1 to i8*
  %sunkaddr520 = getelementptr i8, i8* %64, i64 %sunkaddr519
  %sunkaddr521 = getelementptr i8, i8* %sunkaddr520, i64 56
  %65 = bitcast i8* %sunkaddr521 to double*
  store double %.379.1.7, double* %65, align 8
  %.408.1.7 = add nuw i64 %loop.index90.1, 8
  %66 = add i64 %63, 1
  %niter216.ncmp.7 = icmp eq i64 %66, %unroll_iter215
  br i1 %niter216.ncmp.7, label %for.end.1200.loopexit.unr-lcssa, label %for.body.1199

for.end.1200.loopexit.unr-lcssa:                  ; preds = %for.body.1199, %for.body.1199.preheader
  %loop.index90.1.unr = phi i64 [ 0, %for.body.1199.preheader ], [ %.408.1.7, %for.body.1199 ]
  %.365.089.1.unr = phi i64 [ 0, %for.body.1199.preheader ], [ %spec.select.1.7, %for.body.1199 ]
  %lcmp.mod214.not = icmp eq i64 %xtraiter212, 0
  br i1 %lcmp.mod214.not, label %for.end.1200, label %for.body.1199.epil.preheader

for.body.1199.epil.preheader:                     ; preds = %for.end.1200.loopexit.unr-lcssa
  br label %for.body.1199.epil

for.body.1199.epil:                               ; preds = %for.body.1199.epil.preheader, %for.body.1199.epil
  %lsr.iv433 = phi i64 [ %xtraiter212, %for.body.1199.epil.preheader ], [ %lsr.iv.next434, %for.body.1199.epil ]
  %loop.index90.1.epil = phi i64 [ %.408.1.epil, %for.body.1199.epil ], [ %loop.index90.1.unr, %for.body.1199.epil.preheader ]
  %.365.089.1.epil = phi i64 [ %spec.select.1.epil, %for.body.1199.epil ], [ %.365.089.1.unr, %for.body.1199.epil.preheader ]
  %67 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.1.epil = select i1 %67, i64 %loop.index90.1.epil, i64 %.365.089.1.epil
  %.378.1.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.1.epil
  %.379.1.epil = load double, double* %.378.1.epil, align 8
  %scevgep432 = getelementptr double, double* %.6.i62110.1, i64 %loop.index90.1.epil
  store double %.379.1.epil, double* %scevgep432, align 8
  %.408.1.epil = add nuw nsw i64 %loop.index90.1.epil, 1
  %lsr.iv.next434 = add nsw i64 %lsr.iv433, -1
  %epil.iter213.cmp.not = icmp eq i64 %lsr.iv.next434, 0
  br i1 %epil.iter213.cmp.not, label %for.end.1200, label %for.body.1199.epil, !llvm.loop !11

for.end.1200:                                     ; preds = %for.body.1199.epil, %for.end.1200.loopexit.unr-lcssa, %B70.endif.endif.endif.endif.1
  tail call void @NRT_incref(i8* nonnull %.103)
  %sunkaddr522 = getelementptr i8, i8* %.103, i64 24
  %68 = bitcast i8* %sunkaddr522 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i58111.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %68, align 8
  %.423.1523 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i58111.1 to i64*
  %.424.1 = load i64, i64* %.423.1523, align 8
  %.425.1 = add i64 %.424.1, 1
  %.430.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i58111.1, i64 0, i32 1
  %.431.1 = load i64, i64* %.430.1, align 8
  %.433.1 = ashr i64 %.431.1, 2
  %.434.1 = icmp sgt i64 %.433.1, %.425.1
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.434.1, label %for.end.if.1, label %for.end.endif.1, !prof !0

for.end.if.1:                                     ; preds = %for.end.1200
  %.436.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.425.1, i64 56)
  %.437.1 = extractvalue { i64, i1 } %.436.1, 0
  %.438.1 = extractvalue { i64, i1 } %.436.1, 1
  %.439.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.437.1, i64 24)
  %.441.1 = extractvalue { i64, i1 } %.439.1, 1
  %.442.1 = or i1 %.438.1, %.441.1
  br i1 %.442.1, label %for.end.if.if, label %for.end.if.endif.1, !prof !0

for.end.if.endif.1:                               ; preds = %for.end.if.1
  %.440.1 = extractvalue { i64, i1 } %.439.1, 0
  %.451.1 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.440.1)
  %.452.1 = icmp eq i8* %.451.1, null
  br i1 %.452.1, label %for.end.if.endif.if, label %for.end.if.endif.endif.1, !prof !0

for.end.if.endif.endif.1:                         ; preds = %for.end.if.endif.1
  %sunkaddr524 = getelementptr i8, i8* %.103, i64 24
  %69 = bitcast i8* %sunkaddr524 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i51147.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %69, align 8
  %.463.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i51147.1, i64 0, i32 1
  store i64 %.425.1, i64* %.463.1, align 8
  br label %for.end.endif.1

for.end.endif.1:                                  ; preds = %for.end.if.endif.endif.1, %for.end.1200
  %70 = icmp slt i64 %.431.1, %.425.1
  br i1 %70, label %for.end.endif.if.1, label %for.end.endif.endif.1, !prof !0

for.end.endif.if.1:                               ; preds = %for.end.endif.1
  %.467.1 = ashr i64 %.425.1, 2
  %.468.1 = add i64 %.424.1, 9
  %.469.1 = add i64 %.468.1, %.467.1
  %.470.1 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.469.1, i64 56)
  %.471.1 = extractvalue { i64, i1 } %.470.1, 0
  %.472.1 = extractvalue { i64, i1 } %.470.1, 1
  %.473.1 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.471.1, i64 24)
  %.475.1 = extractvalue { i64, i1 } %.473.1, 1
  %.476.1 = or i1 %.472.1, %.475.1
  br i1 %.476.1, label %for.end.endif.if.if, label %for.end.endif.if.endif.1, !prof !0

for.end.endif.if.endif.1:                         ; preds = %for.end.endif.if.1
  %.474.1 = extractvalue { i64, i1 } %.473.1, 0
  %.485.1 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.474.1)
  %.486.1 = icmp eq i8* %.485.1, null
  br i1 %.486.1, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif.1, !prof !0

for.end.endif.if.endif.endif.1:                   ; preds = %for.end.endif.if.endif.1
  %sunkaddr525 = getelementptr i8, i8* %.103, i64 24
  %71 = bitcast i8* %sunkaddr525 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i39143.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %71, align 8
  %.497.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i39143.1, i64 0, i32 1
  store i64 %.469.1, i64* %.497.1, align 8
  %.6.i37144.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %71, align 8
  %.503.1526 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i37144.1 to i64*
  %.504.1 = load i64, i64* %.503.1526, align 8
  %.509.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i37144.1, i64 0, i32 3
  %.510.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.509.1, i64 %.504.1
  %.516.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.509.1, i64 %.469.1
  %.517.1 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.516.1 to i64
  %.518.1 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.510.1 to i64
  %.519.1 = sub i64 %.517.1, %.518.1
  %.520.1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.510.1 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.520.1, i8 0, i64 %.519.1, i1 false)
  br label %for.end.endif.endif.1

for.end.endif.endif.1:                            ; preds = %for.end.endif.if.endif.endif.1, %for.end.endif.1
  %sunkaddr527 = getelementptr i8, i8* %.103, i64 24
  %72 = bitcast i8* %sunkaddr527 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i49113.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %72, align 8
  %.527.1528 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i49113.1 to i64*
  store i64 %.425.1, i64* %.527.1528, align 8
  %.6.i47114.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %72, align 8
  %.533.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i47114.1, i64 0, i32 3
  %.535.elt.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.1, i64 %.424.1, i32 0
  %.535.unpack.1 = load i8*, i8** %.535.elt.1, align 8
  store i8* %.7.i.i63.1, i8** %.535.elt.1, align 8
  %.555.repack131.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.1, i64 %.424.1, i32 1
  store i8* null, i8** %.555.repack131.1, align 8
  %.555.repack133.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.1, i64 %.424.1, i32 2
  store i64 %arg.x.5.0, i64* %.555.repack133.1, align 8
  %.555.repack135.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.1, i64 %.424.1, i32 3
  store i64 8, i64* %.555.repack135.1, align 8
  %.555.repack137.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.1, i64 %.424.1, i32 4
  store double* %.6.i62110.1, double** %.555.repack137.1, align 8
  %73 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.1, i64 %.424.1, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %73, align 8
  %74 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.1, i64 %.424.1, i32 6, i64 0
  store i64 8, i64* %74, align 8
  tail call void @NRT_incref(i8* %arg.x.0)
  %.7.i.i63.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.301, i32 32), !noalias !2
  %.8.i.i64.2 = icmp eq i8* %.7.i.i63.2, null
  tail call void @NRT_decref(i8* %.535.unpack.1)
  tail call void @NRT_decref(i8* nonnull %.103)
  br i1 %.8.i.i64.2, label %B70.endif.endif.endif.if, label %B70.endif.endif.endif.endif.2, !prof !0

B70.endif.endif.endif.endif.2:                    ; preds = %for.end.endif.endif.1
  %75 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i61.2 = getelementptr i8, i8* %.7.i.i63.2, i64 24
  %76 = bitcast i8* %.5.i61.2 to double**
  %.6.i62110.2 = load double*, double** %76, align 8
  br i1 %75, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B70.endif.endif.endif.endif.2
  %77 = add i64 %arg.x.5.0, -1
  %xtraiter207 = and i64 %arg.x.5.0, 7
  %78 = icmp ult i64 %77, 7
  br i1 %78, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter210 = and i64 %arg.x.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index90.2 = phi i64 [ 0, %for.body.2.preheader.new ], [ %103, %for.body.2 ]
  %.365.089.2 = phi i64 [ 0, %for.body.2.preheader.new ], [ %spec.select.2.7, %for.body.2 ]
  %79 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.2 = select i1 %79, i64 %loop.index90.2, i64 %.365.089.2
  %.378.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2
  %.379.2 = load double, double* %.378.2, align 8
  %.7.i.2 = fmul double %.379.2, 2.000000e+00
  %sunkaddr529 = mul i64 %loop.index90.2, 8
  %80 = bitcast double* %.6.i62110.2 to i8*
  %sunkaddr530 = getelementptr i8, i8* %80, i64 %sunkaddr529
  %81 = bitcast i8* %sunkaddr530 to double*
  store double %.7.i.2, double* %81, align 8
  %82 = add i64 %loop.index90.2, 1
  %spec.select.2.1 = select i1 %79, i64 %82, i64 %.365.089.2
  %.378.2.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.1
  %.379.2.1 = load double, double* %.378.2.1, align 8
  %.7.i.2.1 = fmul double %.379.2.1, 2.000000e+00
  %sunkaddr531 = mul i64 %loop.index90.2, 8
  %83 = bitcast double* %.6.i62110.2 to i8*
  %sunkaddr532 = getelementptr i8, i8* %83, i64 %sunkaddr531
  %sunkaddr533 = getelementptr i8, i8* %sunkaddr532, i64 8
  %84 = bitcast i8* %sunkaddr533 to double*
  store double %.7.i.2.1, double* %84, align 8
  %85 = add i64 %82, 1
  %spec.select.2.2 = select i1 %79, i64 %85, i64 %.365.089.2
  %.378.2.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.2
  %.379.2.2 = load double, double* %.378.2.2, align 8
  %.7.i.2.2 = fmul double %.379.2.2, 2.000000e+00
  %sunkaddr534 = mul i64 %loop.index90.2, 8
  %86 = bitcast double* %.6.i62110.2 to i8*
  %sunkaddr535 = getelementptr i8, i8* %86, i64 %sunkaddr534
  %sunkaddr536 = getelementptr i8, i8* %sunkaddr535, i64 16
  %87 = bitcast i8* %sunkaddr536 to double*
  store double %.7.i.2.2, double* %87, align 8
  %88 = add i64 %85, 1
  %spec.select.2.3 = select i1 %79, i64 %88, i64 %.365.089.2
  %.378.2.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.3
  %.379.2.3 = load double, double* %.378.2.3, align 8
  %.7.i.2.3 = fmul double %.379.2.3, 2.000000e+00
  %sunkaddr537 = mul i64 %loop.index90.2, 8
  %89 = bitcast double* %.6.i62110.2 to i8*
  %sunkaddr538 = getelementptr i8, i8* %89, i64 %sunkaddr537
  %sunkaddr539 = getelementptr i8, i8* %sunkaddr538, i64 24
  %90 = bitcast i8* %sunkaddr539 to double*
  store double %.7.i.2.3, double* %90, align 8
  %91 = add i64 %88, 1
  %spec.select.2.4 = select i1 %79, i64 %91, i64 %.365.089.2
  %.378.2.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.4
  %.379.2.4 = load double, double* %.378.2.4, align 8
  %.7.i.2.4 = fmul double %.379.2.4, 2.000000e+00
  %sunkaddr540 = mul i64 %loop.index90.2, 8
  %92 = bitcast double* %.6.i62110.2 to i8*
  %sunkaddr541 = getelementptr i8, i8* %92, i64 %sunkaddr540
  %sunkaddr542 = getelementptr i8, i8* %sunkaddr541, i64 32
  %93 = bitcast i8* %sunkaddr542 to double*
  store double %.7.i.2.4, double* %93, align 8
  %94 = add i64 %91, 1
  %spec.select.2.5 = select i1 %79, i64 %94, i64 %.365.089.2
  %.378.2.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.5
  %.379.2.5 = load double, double* %.378.2.5, align 8
  %.7.i.2.5 = fmul double %.379.2.5, 2.000000e+00
  %sunkaddr543 = mul i64 %loop.index90.2, 8
  %95 = bitcast double* %.6.i62110.2 to i8*
  %sunkaddr544 = getelementptr i8, i8* %95, i64 %sunkaddr543
  %sunkaddr545 = getelementptr i8, i8* %sunkaddr544, i64 40
  %96 = bitcast i8* %sunkaddr545 to double*
  store double %.7.i.2.5, double* %96, align 8
  %97 = add i64 %94, 1
  %spec.select.2.6 = select i1 %79, i64 %97, i64 %.365.089.2
  %.378.2.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.6
  %.379.2.6 = load double, double* %.378.2.6, align 8
  %.7.i.2.6 = fmul double %.379.2.6, 2.000000e+00
  %sunkaddr546 = mul i64 %loop.index90.2, 8
  %98 = bitcast double* %.6.i62110.2 to i8*
  %sunkaddr547 = getelementptr i8, i8* %98, i64 %sunkaddr546
  %sunkaddr548 = getelementptr i8, i8* %sunkaddr547, i64 48
  %99 = bitcast i8* %sunkaddr548 to double*
  store double %.7.i.2.6, double* %99, align 8
  %100 = add i64 %97, 1
  %spec.select.2.7 = select i1 %79, i64 %100, i64 %.365.089.2
  %.378.2.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.7
  %.379.2.7 = load double, double* %.378.2.7, align 8
  %.7.i.2.7 = fmul double %.379.2.7, 2.000000e+00
  %sunkaddr549 = mul i64 %loop.index90.2, 8
  %101 = bitcast double* %.6.i62110.2 to i8*
  %sunkaddr550 = getelementptr i8, i8* %101, i64 %sunkaddr549
  %sunkaddr551 = getelementptr i8, i8* %sunkaddr550, i64 56
  %102 = bitcast i8* %sunkaddr551 to double*
  store double %.7.i.2.7, double* %102, align 8
  %.408.2.7 = add nuw i64 %loop.index90.2, 8
  %103 = add i64 %100, 1
  %niter211.ncmp.7 = icmp eq i64 %103, %unroll_iter210
  br i1 %niter211.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index90.2.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.408.2.7, %for.body.2 ]
  %.365.089.2.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select.2.7, %for.body.2 ]
  %lcmp.mod209.not = icmp eq i64 %xtraiter207, 0
  br i1 %lcmp.mod209.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv414 = phi i64 [ %xtraiter207, %for.body.2.epil.preheader ], [ %lsr.iv.next415, %for.body.2.epil ]
  %loop.index90.2.epil = phi i64 [ %.408.2.epil, %for.body.2.epil ], [ %loop.index90.2.unr, %for.body.2.epil.preheader ]
  %.365.089.2.epil = phi i64 [ %spec.select.2.epil, %for.body.2.epil ], [ %.365.089.2.unr, %for.body.2.epil.preheader ]
  %104 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.2.epil = select i1 %104, i64 %loop.index90.2.epil, i64 %.365.089.2.epil
  %.378.2.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.2.epil
  %.379.2.epil = load double, double* %.378.2.epil, align 8
  %.7.i.2.epil = fmul double %.379.2.epil, 2.000000e+00
  %scevgep413 = getelementptr double, double* %.6.i62110.2, i64 %loop.index90.2.epil
  store double %.7.i.2.epil, double* %scevgep413, align 8
  %.408.2.epil = add nuw nsw i64 %loop.index90.2.epil, 1
  %lsr.iv.next415 = add nsw i64 %lsr.iv414, -1
  %epil.iter208.cmp.not = icmp eq i64 %lsr.iv.next415, 0
  br i1 %epil.iter208.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !12

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %B70.endif.endif.endif.endif.2
  tail call void @NRT_incref(i8* nonnull %.103)
  %sunkaddr552 = getelementptr i8, i8* %.103, i64 24
  %105 = bitcast i8* %sunkaddr552 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i58111.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %105, align 8
  %.423.2553 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i58111.2 to i64*
  %.424.2 = load i64, i64* %.423.2553, align 8
  %.425.2 = add i64 %.424.2, 1
  %.430.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i58111.2, i64 0, i32 1
  %.431.2 = load i64, i64* %.430.2, align 8
  %.433.2 = ashr i64 %.431.2, 2
  %.434.2 = icmp sgt i64 %.433.2, %.425.2
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.434.2, label %for.end.if.2, label %for.end.endif.2, !prof !0

for.end.if.2:                                     ; preds = %for.end.2
  %.436.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.425.2, i64 56)
  %.437.2 = extractvalue { i64, i1 } %.436.2, 0
  %.438.2 = extractvalue { i64, i1 } %.436.2, 1
  %.439.2 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.437.2, i64 24)
  %.441.2 = extractvalue { i64, i1 } %.439.2, 1
  %.442.2 = or i1 %.438.2, %.441.2
  br i1 %.442.2, label %for.end.if.if, label %for.end.if.endif.2, !prof !0

for.end.if.endif.2:                               ; preds = %for.end.if.2
  %.440.2 = extractvalue { i64, i1 } %.439.2, 0
  %.451.2 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.440.2)
  %.452.2 = icmp eq i8* %.451.2, null
  br i1 %.452.2, label %for.end.if.endif.if, label %for.end.if.endif.endif.2, !prof !0

for.end.if.endif.endif.2:                         ; preds = %for.end.if.endif.2
  %sunkaddr554 = getelementptr i8, i8* %.103, i64 24
  %106 = bitcast i8* %sunkaddr554 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i51147.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %106, align 8
  %.463.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i51147.2, i64 0, i32 1
  store i64 %.425.2, i64* %.463.2, align 8
  br label %for.end.endif.2

for.end.endif.2:                                  ; preds = %for.end.if.endif.endif.2, %for.end.2
  %107 = icmp slt i64 %.431.2, %.425.2
  br i1 %107, label %for.end.endif.if.2, label %for.end.endif.endif.2, !prof !0

for.end.endif.if.2:                               ; preds = %for.end.endif.2
  %.467.2 = ashr i64 %.425.2, 2
  %.468.2 = add i64 %.424.2, 9
  %.469.2 = add i64 %.468.2, %.467.2
  %.470.2 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.469.2, i64 56)
  %.471.2 = extractvalue { i64, i1 } %.470.2, 0
  %.472.2 = extractvalue { i64, i1 } %.470.2, 1
  %.473.2 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.471.2, i64 24)
  %.475.2 = extractvalue { i64, i1 } %.473.2, 1
  %.476.2 = or i1 %.472.2, %.475.2
  br i1 %.476.2, label %for.end.endif.if.if, label %for.end.endif.if.endif.2, !prof !0

for.end.endif.if.endif.2:                         ; preds = %for.end.endif.if.2
  %.474.2 = extractvalue { i64, i1 } %.473.2, 0
  %.485.2 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.474.2)
  %.486.2 = icmp eq i8* %.485.2, null
  br i1 %.486.2, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif.2, !prof !0

for.end.endif.if.endif.endif.2:                   ; preds = %for.end.endif.if.endif.2
  %sunkaddr555 = getelementptr i8, i8* %.103, i64 24
  %108 = bitcast i8* %sunkaddr555 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i39143.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %108, align 8
  %.497.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i39143.2, i64 0, i32 1
  store i64 %.469.2, i64* %.497.2, align 8
  %.6.i37144.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %108, align 8
  %.503.2556 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i37144.2 to i64*
  %.504.2 = load i64, i64* %.503.2556, align 8
  %.509.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i37144.2, i64 0, i32 3
  %.510.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.509.2, i64 %.504.2
  %.516.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.509.2, i64 %.469.2
  %.517.2 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.516.2 to i64
  %.518.2 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.510.2 to i64
  %.519.2 = sub i64 %.517.2, %.518.2
  %.520.2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.510.2 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.520.2, i8 0, i64 %.519.2, i1 false)
  br label %for.end.endif.endif.2

for.end.endif.endif.2:                            ; preds = %for.end.endif.if.endif.endif.2, %for.end.endif.2
  %sunkaddr557 = getelementptr i8, i8* %.103, i64 24
  %109 = bitcast i8* %sunkaddr557 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i49113.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %109, align 8
  %.527.2558 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i49113.2 to i64*
  store i64 %.425.2, i64* %.527.2558, align 8
  %.6.i47114.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %109, align 8
  %.533.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i47114.2, i64 0, i32 3
  %.535.elt.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.2, i64 %.424.2, i32 0
  %.535.unpack.2 = load i8*, i8** %.535.elt.2, align 8
  store i8* %.7.i.i63.2, i8** %.535.elt.2, align 8
  %.555.repack131.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.2, i64 %.424.2, i32 1
  store i8* null, i8** %.555.repack131.2, align 8
  %.555.repack133.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.2, i64 %.424.2, i32 2
  store i64 %arg.x.5.0, i64* %.555.repack133.2, align 8
  %.555.repack135.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.2, i64 %.424.2, i32 3
  store i64 8, i64* %.555.repack135.2, align 8
  %.555.repack137.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.2, i64 %.424.2, i32 4
  store double* %.6.i62110.2, double** %.555.repack137.2, align 8
  %110 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.2, i64 %.424.2, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %110, align 8
  %111 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.533.2, i64 %.424.2, i32 6, i64 0
  store i64 8, i64* %111, align 8
  tail call void @NRT_decref(i8* %.535.unpack.2)
  tail call void @NRT_decref(i8* nonnull %.103)
  tail call void @NRT_decref(i8* %arg.x.0)
  tail call void @NRT_decref(i8* nonnull %.103)
  %.6.i92188 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %109, align 8
  %.639189559 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i92188 to i64*
  %.640190 = load i64, i64* %.639189559, align 8
  %.641191 = icmp sgt i64 %.640190, 0
  br i1 %.641191, label %B139.preheader, label %B153

B139.preheader:                                   ; preds = %for.end.endif.endif.2
  br label %B139

for.end.endif.if.if:                              ; preds = %for.end.endif.if.2, %for.end.endif.if.1, %for.end.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918535296704, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif:                           ; preds = %for.end.endif.if
  %.474 = extractvalue { i64, i1 } %.473, 0
  %.485 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.103, i64 %.474)
  %.486 = icmp eq i8* %.485, null
  br i1 %.486, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif, !prof !0

for.end.endif.if.endif.if:                        ; preds = %for.end.endif.if.endif.2, %for.end.endif.if.endif.1, %for.end.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918535296704, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif.endif:                     ; preds = %for.end.endif.if.endif
  %sunkaddr560 = getelementptr i8, i8* %.103, i64 24
  %112 = bitcast i8* %sunkaddr560 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i39143 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %112, align 8
  %.497 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i39143, i64 0, i32 1
  store i64 %.469, i64* %.497, align 8
  %.6.i37144 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %112, align 8
  %.503561 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i37144 to i64*
  %.504 = load i64, i64* %.503561, align 8
  %.509 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i37144, i64 0, i32 3
  %.510 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.509, i64 %.504
  %.516 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.509, i64 %.469
  %.517 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.516 to i64
  %.518 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.510 to i64
  %.519 = sub i64 %.517, %.518
  %.520 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.510 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.520, i8 0, i64 %.519, i1 false)
  br label %for.end.endif.endif

B139.endif.endif.if:                              ; preds = %B139
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918536381824, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B139.endif.endif.endif:                           ; preds = %B139
  %.774 = extractvalue { i64, i1 } %.773, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.774, i32 32), !noalias !13
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B139.endif.endif.endif.if, label %B139.endif.endif.endif.endif, !prof !0

B139.endif.endif.endif.if:                        ; preds = %B139.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918536468160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B139.endif.endif.endif.endif:                     ; preds = %B139.endif.endif.endif
  %.5.i24 = getelementptr i8, i8* %.7.i.i, i64 24
  %113 = bitcast i8* %.5.i24 to double**
  %.6.i2593 = load double*, double** %113, align 8
  %.84285 = icmp sgt i64 %.651.unpack104.unpack, 0
  br i1 %.84285, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B139.endif.endif.endif.endif
  %114 = add i64 %.651.unpack104.unpack, -1
  %xtraiter = and i64 %.651.unpack104.unpack, 7
  %115 = icmp ult i64 %114, 7
  br i1 %115, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter = and i64 %.651.unpack104.unpack, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.187 = phi i64 [ 0, %for.body.1.preheader.new ], [ %140, %for.body.1 ]
  %.838.086 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select185.7, %for.body.1 ]
  %116 = icmp eq i64 %.651.unpack104.unpack, 1
  %spec.select185 = select i1 %116, i64 %.838.086, i64 %loop.index.187
  %.851 = getelementptr double, double* %.651.unpack102, i64 %spec.select185
  %.852 = load double, double* %.851, align 8
  %.5.i1 = fmul double %.852, %.852
  %sunkaddr562 = mul i64 %loop.index.187, 8
  %117 = bitcast double* %.6.i2593 to i8*
  %sunkaddr563 = getelementptr i8, i8* %117, i64 %sunkaddr562
  %118 = bitcast i8* %sunkaddr563 to double*
  store double %.5.i1, double* %118, align 8
  %119 = add i64 %loop.index.187, 1
  %spec.select185.1 = select i1 %116, i64 %.838.086, i64 %119
  %.851.1 = getelementptr double, double* %.651.unpack102, i64 %spec.select185.1
  %.852.1 = load double, double* %.851.1, align 8
  %.5.i1.1 = fmul double %.852.1, %.852.1
  %sunkaddr564 = mul i64 %loop.index.187, 8
  %120 = bitcast double* %.6.i2593 to i8*
  %sunkaddr565 = getelementptr i8, i8* %120, i64 %sunkaddr564
  %sunkaddr566 = getelementptr i8, i8* %sunkaddr565, i64 8
  %121 = bitcast i8* %sunkaddr566 to double*
  store double %.5.i1.1, double* %121, align 8
  %122 = add i64 %119, 1
  %spec.select185.2 = select i1 %116, i64 %.838.086, i64 %122
  %.851.2 = getelementptr double, double* %.651.unpack102, i64 %spec.select185.2
  %.852.2 = load double, double* %.851.2, align 8
  %.5.i1.2 = fmul double %.852.2, %.852.2
  %sunkaddr567 = mul i64 %loop.index.187, 8
  %123 = bitcast double* %.6.i2593 to i8*
  %sunkaddr568 = getelementptr i8, i8* %123, i64 %sunkaddr567
  %sunkaddr569 = getelementptr i8, i8* %sunkaddr568, i64 16
  %124 = bitcast i8* %sunkaddr569 to double*
  store double %.5.i1.2, double* %124, align 8
  %125 = add i64 %122, 1
  %spec.select185.3 = select i1 %116, i64 %.838.086, i64 %125
  %.851.3 = getelementptr double, double* %.651.unpack102, i64 %spec.select185.3
  %.852.3 = load double, double* %.851.3, align 8
  %.5.i1.3 = fmul double %.852.3, %.852.3
  %sunkaddr570 = mul i64 %loop.index.187, 8
  %126 = bitcast double* %.6.i2593 to i8*
  %sunkaddr571 = getelementptr i8, i8* %126, i64 %sunkaddr570
  %sunkaddr572 = getelementptr i8, i8* %sunkaddr571, i64 24
  %127 = bitcast i8* %sunkaddr572 to double*
  store double %.5.i1.3, double* %127, align 8
  %128 = add i64 %125, 1
  %spec.select185.4 = select i1 %116, i64 %.838.086, i64 %128
  %.851.4 = getelementptr double, double* %.651.unpack102, i64 %spec.select185.4
  %.852.4 = load double, double* %.851.4, align 8
  %.5.i1.4 = fmul double %.852.4, %.852.4
  %sunkaddr573 = mul i64 %loop.index.187, 8
  %129 = bitcast double* %.6.i2593 to i8*
  %sunkaddr574 = getelementptr i8, i8* %129, i64 %sunkaddr573
  %sunkaddr575 = getelementptr i8, i8* %sunkaddr574, i64 32
  %130 = bitcast i8* %sunkaddr575 to double*
  store double %.5.i1.4, double* %130, align 8
  %131 = add i64 %128, 1
  %spec.select185.5 = select i1 %116, i64 %.838.086, i64 %131
  %.851.5 = getelementptr double, double* %.651.unpack102, i64 %spec.select185.5
  %.852.5 = load double, double* %.851.5, align 8
  %.5.i1.5 = fmul double %.852.5, %.852.5
  %sunkaddr576 = mul i64 %loop.index.187, 8
  %132 = bitcast double* %.6.i2593 to i8*
  %sunkaddr577 = getelementptr i8, i8* %132, i64 %sunkaddr576
  %sunkaddr578 = getelementptr i8, i8* %sunkaddr577, i64 40
  %133 = bitcast i8* %sunkaddr578 to double*
  store double %.5.i1.5, double* %133, align 8
  %134 = add i64 %131, 1
  %spec.select185.6 = select i1 %116, i64 %.838.086, i64 %134
  %.851.6 = getelementptr double, double* %.651.unpack102, i64 %spec.select185.6
  %.852.6 = load double, double* %.851.6, align 8
  %.5.i1.6 = fmul double %.852.6, %.852.6
  %sunkaddr579 = mul i64 %loop.index.187, 8
  %135 = bitcast double* %.6.i2593 to i8*
  %sunkaddr580 = getelementptr i8, i8* %135, i64 %sunkaddr579
  %sunkaddr581 = getelementptr i8, i8* %sunkaddr580, i64 48
  %136 = bitcast i8* %sunkaddr581 to double*
  store double %.5.i1.6, double* %136, align 8
  %137 = add i64 %134, 1
  %spec.select185.7 = select i1 %116, i64 %.838.086, i64 %137
  %.851.7 = getelementptr double, double* %.651.unpack102, i64 %spec.select185.7
  %.852.7 = load double, double* %.851.7, align 8
  %.5.i1.7 = fmul double %.852.7, %.852.7
  %sunkaddr582 = mul i64 %loop.index.187, 8
  %138 = bitcast double* %.6.i2593 to i8*
  %sunkaddr583 = getelementptr i8, i8* %138, i64 %sunkaddr582
  %sunkaddr584 = getelementptr i8, i8* %sunkaddr583, i64 56
  %139 = bitcast i8* %sunkaddr584 to double*
  store double %.5.i1.7, double* %139, align 8
  %.881.7 = add nuw i64 %loop.index.187, 8
  %140 = add i64 %137, 1
  %niter.ncmp.7 = icmp eq i64 %140, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.187.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.881.7, %for.body.1 ]
  %.838.086.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select185.7, %for.body.1 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv = phi i64 [ %xtraiter, %for.body.1.epil.preheader ], [ %lsr.iv.next, %for.body.1.epil ]
  %loop.index.187.epil = phi i64 [ %.881.epil, %for.body.1.epil ], [ %loop.index.187.unr, %for.body.1.epil.preheader ]
  %.838.086.epil = phi i64 [ %spec.select185.epil, %for.body.1.epil ], [ %.838.086.unr, %for.body.1.epil.preheader ]
  %141 = icmp eq i64 %.651.unpack104.unpack, 1
  %spec.select185.epil = select i1 %141, i64 %.838.086.epil, i64 %loop.index.187.epil
  %.851.epil = getelementptr double, double* %.651.unpack102, i64 %spec.select185.epil
  %.852.epil = load double, double* %.851.epil, align 8
  %.5.i1.epil = fmul double %.852.epil, %.852.epil
  %scevgep254 = getelementptr double, double* %.6.i2593, i64 %loop.index.187.epil
  store double %.5.i1.epil, double* %scevgep254, align 8
  %.881.epil = add nuw nsw i64 %loop.index.187.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !20

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %B139.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.651.unpack)
  %.68.i = icmp eq i64 %.651.unpack104.unpack, 0
  br i1 %.68.i, label %for.end.1.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.651.unpack104.unpack, i64 1)
  %142 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %143 = icmp ult i64 %142, 7
  br i1 %143, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %144 = add nsw i64 %unroll_iter.i, -8
  %145 = lshr exact i64 %144, 3
  %146 = add nuw nsw i64 %145, 1
  %xtraiter201 = and i64 %146, 7
  %147 = icmp ult i64 %144, 56
  br i1 %147, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter205 = and i64 %146, 4611686018427387896
  %scevgep255 = getelementptr double, double* %.6.i2593, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod203.not = icmp eq i64 %xtraiter201, 0
  br i1 %lcmp.mod203.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %scevgep385 = getelementptr double, double* %.6.i2593, i64 7
  %scevgep386 = getelementptr double, double* %scevgep385, i64 %.70.05.i.unr
  %148 = shl nuw nsw i64 %xtraiter201, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv387 = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next388, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %149 = bitcast double* %scevgep386 to i8*
  %uglygep409 = getelementptr i8, i8* %149, i64 %lsr.iv387
  %uglygep409410 = bitcast i8* %uglygep409 to double*
  %scevgep411 = getelementptr double, double* %uglygep409410, i64 -7
  %.236.i.epil = load double, double* %scevgep411, align 8, !noalias !21
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep406 = getelementptr i8, i8* %149, i64 %lsr.iv387
  %uglygep406407 = bitcast i8* %uglygep406 to double*
  %scevgep408 = getelementptr double, double* %uglygep406407, i64 -6
  %.236.1.i.epil = load double, double* %scevgep408, align 8, !noalias !21
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep403 = getelementptr i8, i8* %149, i64 %lsr.iv387
  %uglygep403404 = bitcast i8* %uglygep403 to double*
  %scevgep405 = getelementptr double, double* %uglygep403404, i64 -5
  %.236.2.i.epil = load double, double* %scevgep405, align 8, !noalias !21
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep400 = getelementptr i8, i8* %149, i64 %lsr.iv387
  %uglygep400401 = bitcast i8* %uglygep400 to double*
  %scevgep402 = getelementptr double, double* %uglygep400401, i64 -4
  %.236.3.i.epil = load double, double* %scevgep402, align 8, !noalias !21
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep397 = getelementptr i8, i8* %149, i64 %lsr.iv387
  %uglygep397398 = bitcast i8* %uglygep397 to double*
  %scevgep399 = getelementptr double, double* %uglygep397398, i64 -3
  %.236.4.i.epil = load double, double* %scevgep399, align 8, !noalias !21
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep394 = getelementptr i8, i8* %149, i64 %lsr.iv387
  %uglygep394395 = bitcast i8* %uglygep394 to double*
  %scevgep396 = getelementptr double, double* %uglygep394395, i64 -2
  %.236.5.i.epil = load double, double* %scevgep396, align 8, !noalias !21
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep391 = getelementptr i8, i8* %149, i64 %lsr.iv387
  %uglygep391392 = bitcast i8* %uglygep391 to double*
  %scevgep393 = getelementptr double, double* %uglygep391392, i64 -1
  %.236.6.i.epil = load double, double* %scevgep393, align 8, !noalias !21
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %149, i64 %lsr.iv387
  %uglygep390 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep390, align 8, !noalias !21
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next388 = add nuw nsw i64 %lsr.iv387, 64
  %epil.iter202.cmp.not = icmp eq i64 %148, %lsr.iv.next388
  br i1 %epil.iter202.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !24, !llvm.loop !25

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i2 = getelementptr double, double* %.6.i2593, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep412 = getelementptr double, double* %scevgep.i2, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep412, align 8, !noalias !21
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif, label %B50.endif.epil.i, !prof !24, !llvm.loop !26

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv383 = phi i64 [ %lsr.iv.next384, %B50.endif.i ], [ %unroll_iter205, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep381 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -63
  %.236.i = load double, double* %scevgep382, align 8, !noalias !21
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep379 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -62
  %.236.1.i = load double, double* %scevgep380, align 8, !noalias !21
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep377 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -61
  %.236.2.i = load double, double* %scevgep378, align 8, !noalias !21
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep375 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -60
  %.236.3.i = load double, double* %scevgep376, align 8, !noalias !21
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep373 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -59
  %.236.4.i = load double, double* %scevgep374, align 8, !noalias !21
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep371 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -58
  %.236.5.i = load double, double* %scevgep372, align 8, !noalias !21
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep369 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -57
  %.236.6.i = load double, double* %scevgep370, align 8, !noalias !21
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep367 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -56
  %.236.7.i = load double, double* %scevgep368, align 8, !noalias !21
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep336 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep337 = getelementptr double, double* %scevgep336, i64 -55
  %.236.i.1 = load double, double* %scevgep337, align 8, !noalias !21
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep338 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep339 = getelementptr double, double* %scevgep338, i64 -54
  %.236.1.i.1 = load double, double* %scevgep339, align 8, !noalias !21
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep340 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep341 = getelementptr double, double* %scevgep340, i64 -53
  %.236.2.i.1 = load double, double* %scevgep341, align 8, !noalias !21
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep342 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep343 = getelementptr double, double* %scevgep342, i64 -52
  %.236.3.i.1 = load double, double* %scevgep343, align 8, !noalias !21
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep344 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep345 = getelementptr double, double* %scevgep344, i64 -51
  %.236.4.i.1 = load double, double* %scevgep345, align 8, !noalias !21
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep346 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep347 = getelementptr double, double* %scevgep346, i64 -50
  %.236.5.i.1 = load double, double* %scevgep347, align 8, !noalias !21
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep348 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep349 = getelementptr double, double* %scevgep348, i64 -49
  %.236.6.i.1 = load double, double* %scevgep349, align 8, !noalias !21
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep350 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep351 = getelementptr double, double* %scevgep350, i64 -48
  %.236.7.i.1 = load double, double* %scevgep351, align 8, !noalias !21
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep320 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep321 = getelementptr double, double* %scevgep320, i64 -47
  %.236.i.2 = load double, double* %scevgep321, align 8, !noalias !21
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep322 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep323 = getelementptr double, double* %scevgep322, i64 -46
  %.236.1.i.2 = load double, double* %scevgep323, align 8, !noalias !21
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep324 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep325 = getelementptr double, double* %scevgep324, i64 -45
  %.236.2.i.2 = load double, double* %scevgep325, align 8, !noalias !21
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep326 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep327 = getelementptr double, double* %scevgep326, i64 -44
  %.236.3.i.2 = load double, double* %scevgep327, align 8, !noalias !21
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep328 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep329 = getelementptr double, double* %scevgep328, i64 -43
  %.236.4.i.2 = load double, double* %scevgep329, align 8, !noalias !21
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep330 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep331 = getelementptr double, double* %scevgep330, i64 -42
  %.236.5.i.2 = load double, double* %scevgep331, align 8, !noalias !21
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep332 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep333 = getelementptr double, double* %scevgep332, i64 -41
  %.236.6.i.2 = load double, double* %scevgep333, align 8, !noalias !21
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep334 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep335 = getelementptr double, double* %scevgep334, i64 -40
  %.236.7.i.2 = load double, double* %scevgep335, align 8, !noalias !21
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep304 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep305 = getelementptr double, double* %scevgep304, i64 -39
  %.236.i.3 = load double, double* %scevgep305, align 8, !noalias !21
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep306 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep307 = getelementptr double, double* %scevgep306, i64 -38
  %.236.1.i.3 = load double, double* %scevgep307, align 8, !noalias !21
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep308 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep309 = getelementptr double, double* %scevgep308, i64 -37
  %.236.2.i.3 = load double, double* %scevgep309, align 8, !noalias !21
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep310 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep311 = getelementptr double, double* %scevgep310, i64 -36
  %.236.3.i.3 = load double, double* %scevgep311, align 8, !noalias !21
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep312 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep313 = getelementptr double, double* %scevgep312, i64 -35
  %.236.4.i.3 = load double, double* %scevgep313, align 8, !noalias !21
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep314 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep315 = getelementptr double, double* %scevgep314, i64 -34
  %.236.5.i.3 = load double, double* %scevgep315, align 8, !noalias !21
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep316 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep317 = getelementptr double, double* %scevgep316, i64 -33
  %.236.6.i.3 = load double, double* %scevgep317, align 8, !noalias !21
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep318 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep319 = getelementptr double, double* %scevgep318, i64 -32
  %.236.7.i.3 = load double, double* %scevgep319, align 8, !noalias !21
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep288 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep289 = getelementptr double, double* %scevgep288, i64 -31
  %.236.i.4 = load double, double* %scevgep289, align 8, !noalias !21
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep290 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep291 = getelementptr double, double* %scevgep290, i64 -30
  %.236.1.i.4 = load double, double* %scevgep291, align 8, !noalias !21
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep292 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep293 = getelementptr double, double* %scevgep292, i64 -29
  %.236.2.i.4 = load double, double* %scevgep293, align 8, !noalias !21
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep294 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep295 = getelementptr double, double* %scevgep294, i64 -28
  %.236.3.i.4 = load double, double* %scevgep295, align 8, !noalias !21
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep296 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep297 = getelementptr double, double* %scevgep296, i64 -27
  %.236.4.i.4 = load double, double* %scevgep297, align 8, !noalias !21
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep298 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep299 = getelementptr double, double* %scevgep298, i64 -26
  %.236.5.i.4 = load double, double* %scevgep299, align 8, !noalias !21
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep300 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep301 = getelementptr double, double* %scevgep300, i64 -25
  %.236.6.i.4 = load double, double* %scevgep301, align 8, !noalias !21
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep302 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep303 = getelementptr double, double* %scevgep302, i64 -24
  %.236.7.i.4 = load double, double* %scevgep303, align 8, !noalias !21
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep272 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep273 = getelementptr double, double* %scevgep272, i64 -23
  %.236.i.5 = load double, double* %scevgep273, align 8, !noalias !21
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep274 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep275 = getelementptr double, double* %scevgep274, i64 -22
  %.236.1.i.5 = load double, double* %scevgep275, align 8, !noalias !21
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep276 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep277 = getelementptr double, double* %scevgep276, i64 -21
  %.236.2.i.5 = load double, double* %scevgep277, align 8, !noalias !21
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep278 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep279 = getelementptr double, double* %scevgep278, i64 -20
  %.236.3.i.5 = load double, double* %scevgep279, align 8, !noalias !21
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep280 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep281 = getelementptr double, double* %scevgep280, i64 -19
  %.236.4.i.5 = load double, double* %scevgep281, align 8, !noalias !21
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep282 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep283 = getelementptr double, double* %scevgep282, i64 -18
  %.236.5.i.5 = load double, double* %scevgep283, align 8, !noalias !21
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep284 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep285 = getelementptr double, double* %scevgep284, i64 -17
  %.236.6.i.5 = load double, double* %scevgep285, align 8, !noalias !21
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep286 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep287 = getelementptr double, double* %scevgep286, i64 -16
  %.236.7.i.5 = load double, double* %scevgep287, align 8, !noalias !21
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep256 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep257 = getelementptr double, double* %scevgep256, i64 -15
  %.236.i.6 = load double, double* %scevgep257, align 8, !noalias !21
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep258 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep259 = getelementptr double, double* %scevgep258, i64 -14
  %.236.1.i.6 = load double, double* %scevgep259, align 8, !noalias !21
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep260 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep261 = getelementptr double, double* %scevgep260, i64 -13
  %.236.2.i.6 = load double, double* %scevgep261, align 8, !noalias !21
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep262 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep263 = getelementptr double, double* %scevgep262, i64 -12
  %.236.3.i.6 = load double, double* %scevgep263, align 8, !noalias !21
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep264 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep265 = getelementptr double, double* %scevgep264, i64 -11
  %.236.4.i.6 = load double, double* %scevgep265, align 8, !noalias !21
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep266 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep267 = getelementptr double, double* %scevgep266, i64 -10
  %.236.5.i.6 = load double, double* %scevgep267, align 8, !noalias !21
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep268 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep269 = getelementptr double, double* %scevgep268, i64 -9
  %.236.6.i.6 = load double, double* %scevgep269, align 8, !noalias !21
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep270 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep271 = getelementptr double, double* %scevgep270, i64 -8
  %.236.7.i.6 = load double, double* %scevgep271, align 8, !noalias !21
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep352 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep353 = getelementptr double, double* %scevgep352, i64 -7
  %.236.i.7 = load double, double* %scevgep353, align 8, !noalias !21
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep354 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep355 = getelementptr double, double* %scevgep354, i64 -6
  %.236.1.i.7 = load double, double* %scevgep355, align 8, !noalias !21
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep356 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep357 = getelementptr double, double* %scevgep356, i64 -5
  %.236.2.i.7 = load double, double* %scevgep357, align 8, !noalias !21
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep358 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep359 = getelementptr double, double* %scevgep358, i64 -4
  %.236.3.i.7 = load double, double* %scevgep359, align 8, !noalias !21
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep360 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep361 = getelementptr double, double* %scevgep360, i64 -3
  %.236.4.i.7 = load double, double* %scevgep361, align 8, !noalias !21
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep362 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep363 = getelementptr double, double* %scevgep362, i64 -2
  %.236.5.i.7 = load double, double* %scevgep363, align 8, !noalias !21
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep364 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %scevgep365 = getelementptr double, double* %scevgep364, i64 -1
  %.236.6.i.7 = load double, double* %scevgep365, align 8, !noalias !21
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep366 = getelementptr double, double* %scevgep255, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep366, align 8, !noalias !21
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next384 = add i64 %lsr.iv383, -8
  %niter206.ncmp.7 = icmp eq i64 %lsr.iv.next384, 0
  br i1 %niter206.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.916 = fadd double %s.2.0193, %c.2.0.lcssa.i
  %sunkaddr585 = getelementptr i8, i8* %.103, i64 24
  %150 = bitcast i8* %sunkaddr585 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i92 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %150, align 8
  %.639586 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i92 to i64*
  %.640 = load i64, i64* %.639586, align 8
  %.641 = icmp slt i64 %.665, %.640
  br i1 %.641, label %B139, label %B153
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

define i8* @_ZN7cpython7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.const.list_comp_arrays, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([138 x i8], [138 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #3
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

define double @cfunc._ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels16list_comp_arraysB2v1B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #3
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
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f4152b73090>", i64 0, i64 0))
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
!3 = distinct !{!3, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!4 = distinct !{!4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!5 = distinct !{!5, !4, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!6 = distinct !{!6, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!7 = distinct !{!7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!8 = distinct !{!8, !7, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !16, !17, !19}
!14 = distinct !{!14, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!15 = distinct !{!15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!16 = distinct !{!16, !15, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!17 = distinct !{!17, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!18 = distinct !{!18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!19 = distinct !{!19, !18, !"_ZN5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!20 = distinct !{!20, !10}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!24 = !{!"branch_weights", i32 1, i32 7}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = !{!"branch_weights", i32 99, i32 1}
