; ModuleID = 'list_pop_arrays'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.139918533388992 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.139918533388992.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.139918533388992 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.139918533388992, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918533388992.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139918535155776 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.139918535155776.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.139918535155776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.139918535155776, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918535155776.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139918533014592 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\12cannot resize list\94\85\94N\87\94."
@.const.pickledata.139918533014592.sha1 = internal constant [20 x i8] c"Y!\BA\A11\08M\FF\170\15\C3\9F\DA\DD^8\B9\F4\1E"
@.const.picklebuf.139918533014592 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139918533014592, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918533014592.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139918535219648 = internal constant [65 x i8] c"\80\04\956\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\13pop from empty list\94\85\94N\87\94."
@.const.pickledata.139918535219648.sha1 = internal constant [20 x i8] c"\9E\ABl\E8SK@\86l\09un\EF\1DP\FB\A8V\B61"
@.const.picklebuf.139918535219648 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.const.pickledata.139918535219648, i32 0, i32 0), i32 65, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918535219648.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.139918533549184 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.139918533549184.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.139918533549184 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.139918533549184, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918533549184.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.list_pop_arrays = internal constant [16 x i8] c"list_pop_arrays\00"
@_ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [138 x i8] c"missing Environment: _ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@PyExc_RuntimeError = external global i8
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@PyExc_StopIteration = external global i8
@PyExc_SystemError = external global i8
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f41527ac250>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f41527ac250>\00"
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f415282ca10B3v11B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v5B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.139918536468160 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.139918536468160.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.139918536468160 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.139918536468160, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.139918536468160.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f41527a4b50B3v12B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v9B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.x.0, i8* nocapture readnone %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, double* nocapture readonly %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0) local_unnamed_addr {
B0.endif.if:
  tail call void @NRT_incref(i8* %arg.x.0)
  %.37 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 24, i8* bitcast (void (i8*)* @".dtor.list.array(float64, 1d, C)" to i8*))
  %.38 = icmp eq i8* %.37, null
  br i1 %.38, label %B0.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

common.ret:                                       ; preds = %B98.endif.endif.endif.endif.endif.endif.if, %B40.endif.endif.endif.if, %for.end.1.endif.endif.endif, %for.end.1.endif.if, %B98.endif.endif.endif.endif.endif.if, %B98.endif.endif.if.endif.if, %B98.endif.endif.if.if, %B98.endif.if.endif.if, %B98.endif.if.if, %B98.if, %for.end.endif.if.endif.if, %for.end.endif.if.if, %for.end.if.endif.if, %for.end.if.if, %B40.us, %B0.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.if ], [ 1, %B40.us ], [ 1, %for.end.if.if ], [ 1, %for.end.if.endif.if ], [ 1, %for.end.endif.if.if ], [ 1, %for.end.endif.if.endif.if ], [ 1, %B98.if ], [ 1, %B98.endif.if.if ], [ 1, %B98.endif.if.endif.if ], [ 1, %B98.endif.endif.if.if ], [ 1, %B98.endif.endif.if.endif.if ], [ 1, %B98.endif.endif.endif.endif.endif.if ], [ 1, %for.end.1.endif.if ], [ 0, %for.end.1.endif.endif.endif ], [ 1, %B98.endif.endif.endif.endif.endif.endif.if ], [ 1, %B40.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.if:                                ; preds = %B0.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533388992, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.if
  %.5.i1 = getelementptr i8, i8* %.37, i64 24
  %0 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i2265 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %0, align 8
  %.50 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i2265, i64 0, i32 1
  store i64 0, i64* %.50, align 8
  %.6.i5266 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %0, align 8
  %.56731 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i5266 to i64*
  store i64 0, i64* %.56731, align 8
  %.6.i13267 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %0, align 8
  %.62 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i13267, i64 0, i32 2
  store i8 0, i8* %.62, align 1
  %.6.i116166 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %0, align 8
  %.104732 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i116166 to i64*
  store i64 0, i64* %.104732, align 8
  %.294 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.x.5.0, i64 8)
  %.296 = extractvalue { i64, i1 } %.294, 1
  %.295 = extractvalue { i64, i1 } %.294, 0
  tail call void @NRT_incref(i8* nonnull %.37)
  br i1 %.296, label %B40.us, label %B40.preheader, !prof !0

B40.preheader:                                    ; preds = %B0.endif.endif.endif.endif.endif
  %.7.i.i125 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !2
  %.8.i.i126 = icmp eq i8* %.7.i.i125, null
  br i1 %.8.i.i126, label %B40.endif.endif.endif.if, label %B40.endif.endif.endif.endif, !prof !0

B40.us:                                           ; preds = %B0.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918535155776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B40.endif.endif.endif.if:                         ; preds = %for.end.endif.endif.1, %for.end.endif.endif, %B40.preheader
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918536468160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B40.endif.endif.endif.endif:                      ; preds = %B40.preheader
  %1 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i131 = getelementptr i8, i8* %.7.i.i125, i64 24
  %2 = bitcast i8* %.5.i131 to double**
  %.6.i132227 = load double*, double** %2, align 8
  br i1 %1, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B40.endif.endif.endif.endif
  %3 = add i64 %arg.x.5.0, -1
  %xtraiter319 = and i64 %arg.x.5.0, 7
  %4 = icmp ult i64 %3, 7
  br i1 %4, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter322 = and i64 %arg.x.5.0, -8
  br label %for.body

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %loop.index165 = phi i64 [ 0, %for.body.preheader.new ], [ %29, %for.body ]
  %.359.0164 = phi i64 [ 0, %for.body.preheader.new ], [ %spec.select.7, %for.body ]
  %5 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select = select i1 %5, i64 %loop.index165, i64 %.359.0164
  %.372 = getelementptr double, double* %arg.x.4, i64 %spec.select
  %.373 = load double, double* %.372, align 8
  %sunkaddr = mul i64 %loop.index165, 8
  %6 = bitcast double* %.6.i132227 to i8*
  %sunkaddr733 = getelementptr i8, i8* %6, i64 %sunkaddr
  %7 = bitcast i8* %sunkaddr733 to double*
  store double %.373, double* %7, align 8
  %8 = add i64 %loop.index165, 1
  %spec.select.1326 = select i1 %5, i64 %8, i64 %.359.0164
  %.372.1327 = getelementptr double, double* %arg.x.4, i64 %spec.select.1326
  %.373.1328 = load double, double* %.372.1327, align 8
  %sunkaddr734 = mul i64 %loop.index165, 8
  %9 = bitcast double* %.6.i132227 to i8*
  %sunkaddr735 = getelementptr i8, i8* %9, i64 %sunkaddr734
  %sunkaddr736 = getelementptr i8, i8* %sunkaddr735, i64 8
  %10 = bitcast i8* %sunkaddr736 to double*
  store double %.373.1328, double* %10, align 8
  %11 = add i64 %8, 1
  %spec.select.2334 = select i1 %5, i64 %11, i64 %.359.0164
  %.372.2335 = getelementptr double, double* %arg.x.4, i64 %spec.select.2334
  %.373.2336 = load double, double* %.372.2335, align 8
  %sunkaddr737 = mul i64 %loop.index165, 8
  %12 = bitcast double* %.6.i132227 to i8*
  %sunkaddr738 = getelementptr i8, i8* %12, i64 %sunkaddr737
  %sunkaddr739 = getelementptr i8, i8* %sunkaddr738, i64 16
  %13 = bitcast i8* %sunkaddr739 to double*
  store double %.373.2336, double* %13, align 8
  %14 = add i64 %11, 1
  %spec.select.3 = select i1 %5, i64 %14, i64 %.359.0164
  %.372.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.3
  %.373.3 = load double, double* %.372.3, align 8
  %sunkaddr740 = mul i64 %loop.index165, 8
  %15 = bitcast double* %.6.i132227 to i8*
  %sunkaddr741 = getelementptr i8, i8* %15, i64 %sunkaddr740
  %sunkaddr742 = getelementptr i8, i8* %sunkaddr741, i64 24
  %16 = bitcast i8* %sunkaddr742 to double*
  store double %.373.3, double* %16, align 8
  %17 = add i64 %14, 1
  %spec.select.4 = select i1 %5, i64 %17, i64 %.359.0164
  %.372.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.4
  %.373.4 = load double, double* %.372.4, align 8
  %sunkaddr743 = mul i64 %loop.index165, 8
  %18 = bitcast double* %.6.i132227 to i8*
  %sunkaddr744 = getelementptr i8, i8* %18, i64 %sunkaddr743
  %sunkaddr745 = getelementptr i8, i8* %sunkaddr744, i64 32
  %19 = bitcast i8* %sunkaddr745 to double*
  store double %.373.4, double* %19, align 8
  %20 = add i64 %17, 1
  %spec.select.5 = select i1 %5, i64 %20, i64 %.359.0164
  %.372.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.5
  %.373.5 = load double, double* %.372.5, align 8
  %sunkaddr746 = mul i64 %loop.index165, 8
  %21 = bitcast double* %.6.i132227 to i8*
  %sunkaddr747 = getelementptr i8, i8* %21, i64 %sunkaddr746
  %sunkaddr748 = getelementptr i8, i8* %sunkaddr747, i64 40
  %22 = bitcast i8* %sunkaddr748 to double*
  store double %.373.5, double* %22, align 8
  %23 = add i64 %20, 1
  %spec.select.6 = select i1 %5, i64 %23, i64 %.359.0164
  %.372.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.6
  %.373.6 = load double, double* %.372.6, align 8
  %sunkaddr749 = mul i64 %loop.index165, 8
  %24 = bitcast double* %.6.i132227 to i8*
  %sunkaddr750 = getelementptr i8, i8* %24, i64 %sunkaddr749
  %sunkaddr751 = getelementptr i8, i8* %sunkaddr750, i64 48
  %25 = bitcast i8* %sunkaddr751 to double*
  store double %.373.6, double* %25, align 8
  %26 = add i64 %23, 1
  %spec.select.7 = select i1 %5, i64 %26, i64 %.359.0164
  %.372.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.7
  %.373.7 = load double, double* %.372.7, align 8
  %sunkaddr752 = mul i64 %loop.index165, 8
  %27 = bitcast double* %.6.i132227 to i8*
  %sunkaddr753 = getelementptr i8, i8* %27, i64 %sunkaddr752
  %sunkaddr754 = getelementptr i8, i8* %sunkaddr753, i64 56
  %28 = bitcast i8* %sunkaddr754 to double*
  store double %.373.7, double* %28, align 8
  %.402.7 = add nuw i64 %loop.index165, 8
  %29 = add i64 %26, 1
  %niter323.ncmp.7 = icmp eq i64 %29, %unroll_iter322
  br i1 %niter323.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %loop.index165.unr = phi i64 [ 0, %for.body.preheader ], [ %.402.7, %for.body ]
  %.359.0164.unr = phi i64 [ 0, %for.body.preheader ], [ %spec.select.7, %for.body ]
  %lcmp.mod321.not = icmp eq i64 %xtraiter319, 0
  br i1 %lcmp.mod321.not, label %for.end, label %for.body.epil.preheader

for.body.epil.preheader:                          ; preds = %for.end.loopexit.unr-lcssa
  br label %for.body.epil

for.body.epil:                                    ; preds = %for.body.epil.preheader, %for.body.epil
  %lsr.iv710 = phi i64 [ %xtraiter319, %for.body.epil.preheader ], [ %lsr.iv.next711, %for.body.epil ]
  %loop.index165.epil = phi i64 [ %.402.epil, %for.body.epil ], [ %loop.index165.unr, %for.body.epil.preheader ]
  %.359.0164.epil = phi i64 [ %spec.select.epil, %for.body.epil ], [ %.359.0164.unr, %for.body.epil.preheader ]
  %30 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.epil = select i1 %30, i64 %loop.index165.epil, i64 %.359.0164.epil
  %.372.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.epil
  %.373.epil = load double, double* %.372.epil, align 8
  %scevgep709 = getelementptr double, double* %.6.i132227, i64 %loop.index165.epil
  store double %.373.epil, double* %scevgep709, align 8
  %.402.epil = add nuw nsw i64 %loop.index165.epil, 1
  %lsr.iv.next711 = add nsw i64 %lsr.iv710, -1
  %epil.iter320.cmp.not = icmp eq i64 %lsr.iv.next711, 0
  br i1 %epil.iter320.cmp.not, label %for.end, label %for.body.epil, !llvm.loop !9

for.end:                                          ; preds = %for.body.epil, %for.end.loopexit.unr-lcssa, %B40.endif.endif.endif.endif
  %31 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i144228 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %31, align 8
  %.412755 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i144228 to i64*
  %.413 = load i64, i64* %.412755, align 8
  %.414 = add i64 %.413, 1
  %.419 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i144228, i64 0, i32 1
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
  %32 = icmp slt i64 %.420, %.414
  br i1 %32, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if.2, %for.end.if.1, %for.end.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533014592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif:                                 ; preds = %for.end.if
  %.429 = extractvalue { i64, i1 } %.428, 0
  %.440 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.429)
  %.441 = icmp eq i8* %.440, null
  br i1 %.441, label %for.end.if.endif.if, label %for.end.if.endif.endif, !prof !0

for.end.if.endif.if:                              ; preds = %for.end.if.endif.2, %for.end.if.endif.1, %for.end.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533014592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.if.endif.endif:                           ; preds = %for.end.if.endif
  %33 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i154264 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %33, align 8
  %.452 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i154264, i64 0, i32 1
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
  %34 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i152230 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %34, align 8
  %.516756 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i152230 to i64*
  store i64 %.414, i64* %.516756, align 8
  %.6.i150231 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %34, align 8
  %.522 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i150231, i64 0, i32 3
  %.524.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 0
  %.524.unpack = load i8*, i8** %.524.elt, align 8
  store i8* %.7.i.i125, i8** %.524.elt, align 8
  %.544.repack248 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 1
  store i8* null, i8** %.544.repack248, align 8
  %.544.repack250 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 2
  store i64 %arg.x.5.0, i64* %.544.repack250, align 8
  %.544.repack252 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 3
  store i64 8, i64* %.544.repack252, align 8
  %.544.repack254 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 4
  store double* %.6.i132227, double** %.544.repack254, align 8
  %35 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %35, align 8
  %36 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522, i64 %.413, i32 6, i64 0
  store i64 8, i64* %36, align 8
  %.7.i.i125.1 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !2
  %.8.i.i126.1 = icmp eq i8* %.7.i.i125.1, null
  tail call void @NRT_decref(i8* %.524.unpack)
  br i1 %.8.i.i126.1, label %B40.endif.endif.endif.if, label %B40.endif.endif.endif.endif.1, !prof !0

B40.endif.endif.endif.endif.1:                    ; preds = %for.end.endif.endif
  %37 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i131.1 = getelementptr i8, i8* %.7.i.i125.1, i64 24
  %38 = bitcast i8* %.5.i131.1 to double**
  %.6.i132227.1 = load double*, double** %38, align 8
  br i1 %37, label %for.body.1295.preheader, label %for.end.1296

for.body.1295.preheader:                          ; preds = %B40.endif.endif.endif.endif.1
  %39 = add i64 %arg.x.5.0, -1
  %xtraiter314 = and i64 %arg.x.5.0, 7
  %40 = icmp ult i64 %39, 7
  br i1 %40, label %for.end.1296.loopexit.unr-lcssa, label %for.body.1295.preheader.new

for.body.1295.preheader.new:                      ; preds = %for.body.1295.preheader
  %unroll_iter317 = and i64 %arg.x.5.0, -8
  br label %for.body.1295

for.body.1295:                                    ; preds = %for.body.1295, %for.body.1295.preheader.new
  %loop.index165.1 = phi i64 [ 0, %for.body.1295.preheader.new ], [ %65, %for.body.1295 ]
  %.359.0164.1 = phi i64 [ 0, %for.body.1295.preheader.new ], [ %spec.select.1.7, %for.body.1295 ]
  %41 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.1 = select i1 %41, i64 %loop.index165.1, i64 %.359.0164.1
  %.372.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1
  %.373.1 = load double, double* %.372.1, align 8
  %.6.i155.1 = fmul double %.373.1, 2.000000e+00
  %sunkaddr757 = mul i64 %loop.index165.1, 8
  %42 = bitcast double* %.6.i132227.1 to i8*
  %sunkaddr758 = getelementptr i8, i8* %42, i64 %sunkaddr757
  %43 = bitcast i8* %sunkaddr758 to double*
  store double %.6.i155.1, double* %43, align 8
  %44 = add i64 %loop.index165.1, 1
  %spec.select.1.1 = select i1 %41, i64 %44, i64 %.359.0164.1
  %.372.1.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.1
  %.373.1.1 = load double, double* %.372.1.1, align 8
  %.6.i155.1.1 = fmul double %.373.1.1, 2.000000e+00
  %sunkaddr759 = mul i64 %loop.index165.1, 8
  %45 = bitcast double* %.6.i132227.1 to i8*
  %sunkaddr760 = getelementptr i8, i8* %45, i64 %sunkaddr759
  %sunkaddr761 = getelementptr i8, i8* %sunkaddr760, i64 8
  %46 = bitcast i8* %sunkaddr761 to double*
  store double %.6.i155.1.1, double* %46, align 8
  %47 = add i64 %44, 1
  %spec.select.1.2 = select i1 %41, i64 %47, i64 %.359.0164.1
  %.372.1.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.2
  %.373.1.2 = load double, double* %.372.1.2, align 8
  %.6.i155.1.2 = fmul double %.373.1.2, 2.000000e+00
  %sunkaddr762 = mul i64 %loop.index165.1, 8
  %48 = bitcast double* %.6.i132227.1 to i8*
  %sunkaddr763 = getelementptr i8, i8* %48, i64 %sunkaddr762
  %sunkaddr764 = getelementptr i8, i8* %sunkaddr763, i64 16
  %49 = bitcast i8* %sunkaddr764 to double*
  store double %.6.i155.1.2, double* %49, align 8
  %50 = add i64 %47, 1
  %spec.select.1.3 = select i1 %41, i64 %50, i64 %.359.0164.1
  %.372.1.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.3
  %.373.1.3 = load double, double* %.372.1.3, align 8
  %.6.i155.1.3 = fmul double %.373.1.3, 2.000000e+00
  %sunkaddr765 = mul i64 %loop.index165.1, 8
  %51 = bitcast double* %.6.i132227.1 to i8*
  %sunkaddr766 = getelementptr i8, i8* %51, i64 %sunkaddr765
  %sunkaddr767 = getelementptr i8, i8* %sunkaddr766, i64 24
  %52 = bitcast i8* %sunkaddr767 to double*
  store double %.6.i155.1.3, double* %52, align 8
  %53 = add i64 %50, 1
  %spec.select.1.4 = select i1 %41, i64 %53, i64 %.359.0164.1
  %.372.1.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.4
  %.373.1.4 = load double, double* %.372.1.4, align 8
  %.6.i155.1.4 = fmul double %.373.1.4, 2.000000e+00
  %sunkaddr768 = mul i64 %loop.index165.1, 8
  %54 = bitcast double* %.6.i132227.1 to i8*
  %sunkaddr769 = getelementptr i8, i8* %54, i64 %sunkaddr768
  %sunkaddr770 = getelementptr i8, i8* %sunkaddr769, i64 32
  %55 = bitcast i8* %sunkaddr770 to double*
  store double %.6.i155.1.4, double* %55, align 8
  %56 = add i64 %53, 1
  %spec.select.1.5 = select i1 %41, i64 %56, i64 %.359.0164.1
  %.372.1.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.5
  %.373.1.5 = load double, double* %.372.1.5, align 8
  %.6.i155.1.5 = fmul double %.373.1.5, 2.000000e+00
  %sunkaddr771 = mul i64 %loop.index165.1, 8
  %57 = bitcast double* %.6.i132227.1 to i8*
  %sunkaddr772 = getelementptr i8, i8* %57, i64 %sunkaddr771
  %sunkaddr773 = getelementptr i8, i8* %sunkaddr772, i64 40
  %58 = bitcast i8* %sunkaddr773 to double*
  store double %.6.i155.1.5, double* %58, align 8
  %59 = add i64 %56, 1
  %spec.select.1.6 = select i1 %41, i64 %59, i64 %.359.0164.1
  %.372.1.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.6
  %.373.1.6 = load double, double* %.372.1.6, align 8
  %.6.i155.1.6 = fmul double %.373.1.6, 2.000000e+00
  %sunkaddr774 = mul i64 %loop.index165.1, 8
  %60 = bitcast double* %.6.i132227.1 to i8*
  %sunkaddr775 = getelementptr i8, i8* %60, i64 %sunkaddr774
  %sunkaddr776 = getelementptr i8, i8* %sunkaddr775, i64 48
  %61 = bitcast i8* %sunkaddr776 to double*
  store double %.6.i155.1.6, double* %61, align 8
  %62 = add i64 %59, 1
  %spec.select.1.7 = select i1 %41, i64 %62, i64 %.359.0164.1
  %.372.1.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.1.7
  %.373.1.7 = load double, double* %.372.1.7, align 8
  %.6.i155.1.7 = fmul double %.373.1.7, 2.000000e+00
  %sunkaddr777 = mul i64 %loop.index165.1, 8
  %63 = bitcast double* %.6.i132227.1 to i8*
  %sunkaddr778 = getelementptr i8, i8* %63, i64 %sunkaddr777
  %sunkaddr779 = getelementptr i8, i8* %sunkaddr778, i64 56
  %64 = bitcast i8* %sunkaddr779 to double*
  store double %.6.i155.1.7, double* %64, align 8
  %.402.1.7 = add nuw i64 %loop.index165.1, 8
  %65 = add i64 %62, 1
  %niter318.ncmp.7 = icmp eq i64 %65, %unroll_iter317
  br i1 %niter318.ncmp.7, label %for.end.1296.loopexit.unr-lcssa, label %for.body.1295

for.end.1296.loopexit.unr-lcssa:                  ; preds = %for.body.1295, %for.body.1295.preheader
  %loop.index165.1.unr = phi i64 [ 0, %for.body.1295.preheader ], [ %.402.1.7, %for.body.1295 ]
  %.359.0164.1.unr = phi i64 [ 0, %for.body.1295.preheader ], [ %spec.select.1.7, %for.body.1295 ]
  %lcmp.mod316.not = icmp eq i64 %xtraiter314, 0
  br i1 %lcmp.mod316.not, label %for.end.1296, label %for.body.1295.epil.preheader

for.body.1295.epil.preheader:                     ; preds = %for.end.1296.loopexit.unr-lcssa
  br label %for.body.1295.epil

for.body.1295.epil:                               ; preds = %for.body.1295.epil.preheader, %for.body.1295.epil
  %lsr.iv691 = phi i64 [ %xtraiter314, %for.body.1295.epil.preheader ], [ %lsr.iv.next692, %for.body.1295.epil ]
  %loop.index165.1.epil = phi i64 [ %.402.1.epil, %for.body.1295.epil ], [ %loop.index165.1.unr, %for.body.1295.epil.preheader ]
  %.359.0164.1.epil = phi i64 [ %spec.select.1.epil, %for.body.1295.epil ], [ %.359.0164.1.unr, %for.body.1295.epil.preheader ]
  %66 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.1.epil = select i1 %66, i64 %loop.index165.1.epil, i64 %.359.0164.1.epil
  %.372.1.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.1.epil
  %.373.1.epil = load double, double* %.372.1.epil, align 8
  %.6.i155.1.epil = fmul double %.373.1.epil, 2.000000e+00
  %scevgep690 = getelementptr double, double* %.6.i132227.1, i64 %loop.index165.1.epil
  store double %.6.i155.1.epil, double* %scevgep690, align 8
  %.402.1.epil = add nuw nsw i64 %loop.index165.1.epil, 1
  %lsr.iv.next692 = add nsw i64 %lsr.iv691, -1
  %epil.iter315.cmp.not = icmp eq i64 %lsr.iv.next692, 0
  br i1 %epil.iter315.cmp.not, label %for.end.1296, label %for.body.1295.epil, !llvm.loop !11

for.end.1296:                                     ; preds = %for.body.1295.epil, %for.end.1296.loopexit.unr-lcssa, %B40.endif.endif.endif.endif.1
  %67 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i144228.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %67, align 8
  %.412.1780 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i144228.1 to i64*
  %.413.1 = load i64, i64* %.412.1780, align 8
  %.414.1 = add i64 %.413.1, 1
  %.419.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i144228.1, i64 0, i32 1
  %.420.1 = load i64, i64* %.419.1, align 8
  %.422.1 = ashr i64 %.420.1, 2
  %.423.1 = icmp sgt i64 %.422.1, %.414.1
  br i1 %.423.1, label %for.end.if.1, label %for.end.endif.1, !prof !0

for.end.if.1:                                     ; preds = %for.end.1296
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
  %68 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i154264.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %68, align 8
  %.452.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i154264.1, i64 0, i32 1
  store i64 %.414.1, i64* %.452.1, align 8
  br label %for.end.endif.1

for.end.endif.1:                                  ; preds = %for.end.if.endif.endif.1, %for.end.1296
  %69 = icmp slt i64 %.420.1, %.414.1
  br i1 %69, label %for.end.endif.if.1, label %for.end.endif.endif.1, !prof !0

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
  %70 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i142260.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %70, align 8
  %.486.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i142260.1, i64 0, i32 1
  store i64 %.458.1, i64* %.486.1, align 8
  %.6.i140261.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %70, align 8
  %.492.1781 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i140261.1 to i64*
  %.493.1 = load i64, i64* %.492.1781, align 8
  %.498.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i140261.1, i64 0, i32 3
  %.499.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498.1, i64 %.493.1
  %.505.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498.1, i64 %.458.1
  %.506.1 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.505.1 to i64
  %.507.1 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499.1 to i64
  %.508.1 = sub i64 %.506.1, %.507.1
  %.509.1 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499.1 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.509.1, i8 0, i64 %.508.1, i1 false)
  br label %for.end.endif.endif.1

for.end.endif.endif.1:                            ; preds = %for.end.endif.if.endif.endif.1, %for.end.endif.1
  %71 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i152230.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %71, align 8
  %.516.1782 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i152230.1 to i64*
  store i64 %.414.1, i64* %.516.1782, align 8
  %.6.i150231.1 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %71, align 8
  %.522.1 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i150231.1, i64 0, i32 3
  %.524.elt.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 0
  %.524.unpack.1 = load i8*, i8** %.524.elt.1, align 8
  store i8* %.7.i.i125.1, i8** %.524.elt.1, align 8
  %.544.repack248.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 1
  store i8* null, i8** %.544.repack248.1, align 8
  %.544.repack250.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 2
  store i64 %arg.x.5.0, i64* %.544.repack250.1, align 8
  %.544.repack252.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 3
  store i64 8, i64* %.544.repack252.1, align 8
  %.544.repack254.1 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 4
  store double* %.6.i132227.1, double** %.544.repack254.1, align 8
  %72 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %72, align 8
  %73 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.1, i64 %.413.1, i32 6, i64 0
  store i64 8, i64* %73, align 8
  %.7.i.i125.2 = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.295, i32 32), !noalias !2
  %.8.i.i126.2 = icmp eq i8* %.7.i.i125.2, null
  tail call void @NRT_decref(i8* %.524.unpack.1)
  br i1 %.8.i.i126.2, label %B40.endif.endif.endif.if, label %B40.endif.endif.endif.endif.2, !prof !0

B40.endif.endif.endif.endif.2:                    ; preds = %for.end.endif.endif.1
  %74 = icmp sgt i64 %arg.x.5.0, 0
  %.5.i131.2 = getelementptr i8, i8* %.7.i.i125.2, i64 24
  %75 = bitcast i8* %.5.i131.2 to double**
  %.6.i132227.2 = load double*, double** %75, align 8
  br i1 %74, label %for.body.2.preheader, label %for.end.2

for.body.2.preheader:                             ; preds = %B40.endif.endif.endif.endif.2
  %76 = add i64 %arg.x.5.0, -1
  %xtraiter309 = and i64 %arg.x.5.0, 7
  %77 = icmp ult i64 %76, 7
  br i1 %77, label %for.end.2.loopexit.unr-lcssa, label %for.body.2.preheader.new

for.body.2.preheader.new:                         ; preds = %for.body.2.preheader
  %unroll_iter312 = and i64 %arg.x.5.0, -8
  br label %for.body.2

for.body.2:                                       ; preds = %for.body.2, %for.body.2.preheader.new
  %loop.index165.2 = phi i64 [ 0, %for.body.2.preheader.new ], [ %102, %for.body.2 ]
  %.359.0164.2 = phi i64 [ 0, %for.body.2.preheader.new ], [ %spec.select.2.7, %for.body.2 ]
  %78 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.2 = select i1 %78, i64 %loop.index165.2, i64 %.359.0164.2
  %.372.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2
  %.373.2 = load double, double* %.372.2, align 8
  %.6.i155.2 = fmul double %.373.2, 3.000000e+00
  %sunkaddr783 = mul i64 %loop.index165.2, 8
  %79 = bitcast double* %.6.i132227.2 to i8*
  %sunkaddr784 = getelementptr i8, i8* %79, i64 %sunkaddr783
  %80 = bitcast i8* %sunkaddr784 to double*
  store double %.6.i155.2, double* %80, align 8
  %81 = add i64 %loop.index165.2, 1
  %spec.select.2.1 = select i1 %78, i64 %81, i64 %.359.0164.2
  %.372.2.1 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.1
  %.373.2.1 = load double, double* %.372.2.1, align 8
  %.6.i155.2.1 = fmul double %.373.2.1, 3.000000e+00
  %sunkaddr785 = mul i64 %loop.index165.2, 8
  %82 = bitcast double* %.6.i132227.2 to i8*
  %sunkaddr786 = getelementptr i8, i8* %82, i64 %sunkaddr785
  %sunkaddr787 = getelementptr i8, i8* %sunkaddr786, i64 8
  %83 = bitcast i8* %sunkaddr787 to double*
  store double %.6.i155.2.1, double* %83, align 8
  %84 = add i64 %81, 1
  %spec.select.2.2 = select i1 %78, i64 %84, i64 %.359.0164.2
  %.372.2.2 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.2
  %.373.2.2 = load double, double* %.372.2.2, align 8
  %.6.i155.2.2 = fmul double %.373.2.2, 3.000000e+00
  %sunkaddr788 = mul i64 %loop.index165.2, 8
  %85 = bitcast double* %.6.i132227.2 to i8*
  %sunkaddr789 = getelementptr i8, i8* %85, i64 %sunkaddr788
  %sunkaddr790 = getelementptr i8, i8* %sunkaddr789, i64 16
  %86 = bitcast i8* %sunkaddr790 to double*
  store double %.6.i155.2.2, double* %86, align 8
  %87 = add i64 %84, 1
  %spec.select.2.3 = select i1 %78, i64 %87, i64 %.359.0164.2
  %.372.2.3 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.3
  %.373.2.3 = load double, double* %.372.2.3, align 8
  %.6.i155.2.3 = fmul double %.373.2.3, 3.000000e+00
  %sunkaddr791 = mul i64 %loop.index165.2, 8
  %88 = bitcast double* %.6.i132227.2 to i8*
  %sunkaddr792 = getelementptr i8, i8* %88, i64 %sunkaddr791
  %sunkaddr793 = getelementptr i8, i8* %sunkaddr792, i64 24
  %89 = bitcast i8* %sunkaddr793 to double*
  store double %.6.i155.2.3, double* %89, align 8
  %90 = add i64 %87, 1
  %spec.select.2.4 = select i1 %78, i64 %90, i64 %.359.0164.2
  %.372.2.4 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.4
  %.373.2.4 = load double, double* %.372.2.4, align 8
  %.6.i155.2.4 = fmul double %.373.2.4, 3.000000e+00
  %sunkaddr794 = mul i64 %loop.index165.2, 8
  %91 = bitcast double* %.6.i132227.2 to i8*
  %sunkaddr795 = getelementptr i8, i8* %91, i64 %sunkaddr794
  %sunkaddr796 = getelementptr i8, i8* %sunkaddr795, i64 32
  %92 = bitcast i8* %sunkaddr796 to double*
  store double %.6.i155.2.4, double* %92, align 8
  %93 = add i64 %90, 1
  %spec.select.2.5 = select i1 %78, i64 %93, i64 %.359.0164.2
  %.372.2.5 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.5
  %.373.2.5 = load double, double* %.372.2.5, align 8
  %.6.i155.2.5 = fmul double %.373.2.5, 3.000000e+00
  %sunkaddr797 = mul i64 %loop.index165.2, 8
  %94 = bitcast double* %.6.i132227.2 to i8*
  %sunkaddr798 = getelementptr i8, i8* %94, i64 %sunkaddr797
  %sunkaddr799 = getelementptr i8, i8* %sunkaddr798, i64 40
  %95 = bitcast i8* %sunkaddr799 to double*
  store double %.6.i155.2.5, double* %95, align 8
  %96 = add i64 %93, 1
  %spec.select.2.6 = select i1 %78, i64 %96, i64 %.359.0164.2
  %.372.2.6 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.6
  %.373.2.6 = load double, double* %.372.2.6, align 8
  %.6.i155.2.6 = fmul double %.373.2.6, 3.000000e+00
  %sunkaddr800 = mul i64 %loop.index165.2, 8
  %97 = bitcast double* %.6.i132227.2 to i8*
  %sunkaddr801 = getelementptr i8, i8* %97, i64 %sunkaddr800
  %sunkaddr802 = getelementptr i8, i8* %sunkaddr801, i64 48
  %98 = bitcast i8* %sunkaddr802 to double*
  store double %.6.i155.2.6, double* %98, align 8
  %99 = add i64 %96, 1
  %spec.select.2.7 = select i1 %78, i64 %99, i64 %.359.0164.2
  %.372.2.7 = getelementptr double, double* %arg.x.4, i64 %spec.select.2.7
  %.373.2.7 = load double, double* %.372.2.7, align 8
  %.6.i155.2.7 = fmul double %.373.2.7, 3.000000e+00
  %sunkaddr803 = mul i64 %loop.index165.2, 8
  %100 = bitcast double* %.6.i132227.2 to i8*
  %sunkaddr804 = getelementptr i8, i8* %100, i64 %sunkaddr803
  %sunkaddr805 = getelementptr i8, i8* %sunkaddr804, i64 56
  %101 = bitcast i8* %sunkaddr805 to double*
  store double %.6.i155.2.7, double* %101, align 8
  %.402.2.7 = add nuw i64 %loop.index165.2, 8
  %102 = add i64 %99, 1
  %niter313.ncmp.7 = icmp eq i64 %102, %unroll_iter312
  br i1 %niter313.ncmp.7, label %for.end.2.loopexit.unr-lcssa, label %for.body.2

for.end.2.loopexit.unr-lcssa:                     ; preds = %for.body.2, %for.body.2.preheader
  %loop.index165.2.unr = phi i64 [ 0, %for.body.2.preheader ], [ %.402.2.7, %for.body.2 ]
  %.359.0164.2.unr = phi i64 [ 0, %for.body.2.preheader ], [ %spec.select.2.7, %for.body.2 ]
  %lcmp.mod311.not = icmp eq i64 %xtraiter309, 0
  br i1 %lcmp.mod311.not, label %for.end.2, label %for.body.2.epil.preheader

for.body.2.epil.preheader:                        ; preds = %for.end.2.loopexit.unr-lcssa
  br label %for.body.2.epil

for.body.2.epil:                                  ; preds = %for.body.2.epil.preheader, %for.body.2.epil
  %lsr.iv672 = phi i64 [ %xtraiter309, %for.body.2.epil.preheader ], [ %lsr.iv.next673, %for.body.2.epil ]
  %loop.index165.2.epil = phi i64 [ %.402.2.epil, %for.body.2.epil ], [ %loop.index165.2.unr, %for.body.2.epil.preheader ]
  %.359.0164.2.epil = phi i64 [ %spec.select.2.epil, %for.body.2.epil ], [ %.359.0164.2.unr, %for.body.2.epil.preheader ]
  %103 = icmp ugt i64 %arg.x.5.0, 1
  %spec.select.2.epil = select i1 %103, i64 %loop.index165.2.epil, i64 %.359.0164.2.epil
  %.372.2.epil = getelementptr double, double* %arg.x.4, i64 %spec.select.2.epil
  %.373.2.epil = load double, double* %.372.2.epil, align 8
  %.6.i155.2.epil = fmul double %.373.2.epil, 3.000000e+00
  %scevgep671 = getelementptr double, double* %.6.i132227.2, i64 %loop.index165.2.epil
  store double %.6.i155.2.epil, double* %scevgep671, align 8
  %.402.2.epil = add nuw nsw i64 %loop.index165.2.epil, 1
  %lsr.iv.next673 = add nsw i64 %lsr.iv672, -1
  %epil.iter310.cmp.not = icmp eq i64 %lsr.iv.next673, 0
  br i1 %epil.iter310.cmp.not, label %for.end.2, label %for.body.2.epil, !llvm.loop !12

for.end.2:                                        ; preds = %for.body.2.epil, %for.end.2.loopexit.unr-lcssa, %B40.endif.endif.endif.endif.2
  %104 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i144228.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %104, align 8
  %.412.2806 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i144228.2 to i64*
  %.413.2 = load i64, i64* %.412.2806, align 8
  %.414.2 = add i64 %.413.2, 1
  %.419.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i144228.2, i64 0, i32 1
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
  %105 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i154264.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %105, align 8
  %.452.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i154264.2, i64 0, i32 1
  store i64 %.414.2, i64* %.452.2, align 8
  br label %for.end.endif.2

for.end.endif.2:                                  ; preds = %for.end.if.endif.endif.2, %for.end.2
  %106 = icmp slt i64 %.420.2, %.414.2
  br i1 %106, label %for.end.endif.if.2, label %for.end.endif.endif.2, !prof !0

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
  %107 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i142260.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %107, align 8
  %.486.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i142260.2, i64 0, i32 1
  store i64 %.458.2, i64* %.486.2, align 8
  %.6.i140261.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %107, align 8
  %.492.2807 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i140261.2 to i64*
  %.493.2 = load i64, i64* %.492.2807, align 8
  %.498.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i140261.2, i64 0, i32 3
  %.499.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498.2, i64 %.493.2
  %.505.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498.2, i64 %.458.2
  %.506.2 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.505.2 to i64
  %.507.2 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499.2 to i64
  %.508.2 = sub i64 %.506.2, %.507.2
  %.509.2 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499.2 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.509.2, i8 0, i64 %.508.2, i1 false)
  br label %for.end.endif.endif.2

for.end.endif.endif.2:                            ; preds = %for.end.endif.if.endif.endif.2, %for.end.endif.2
  %108 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i152230.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %108, align 8
  %.516.2808 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i152230.2 to i64*
  store i64 %.414.2, i64* %.516.2808, align 8
  %.6.i150231.2 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %108, align 8
  %.522.2 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i150231.2, i64 0, i32 3
  %.524.elt.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 0
  %.524.unpack.2 = load i8*, i8** %.524.elt.2, align 8
  store i8* %.7.i.i125.2, i8** %.524.elt.2, align 8
  %.544.repack248.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 1
  store i8* null, i8** %.544.repack248.2, align 8
  %.544.repack250.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 2
  store i64 %arg.x.5.0, i64* %.544.repack250.2, align 8
  %.544.repack252.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 3
  store i64 8, i64* %.544.repack252.2, align 8
  %.544.repack254.2 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 4
  store double* %.6.i132227.2, double** %.544.repack254.2, align 8
  %109 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 5, i64 0
  store i64 %arg.x.5.0, i64* %109, align 8
  %110 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.522.2, i64 %.413.2, i32 6, i64 0
  store i64 8, i64* %110, align 8
  %.6.i167 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %108, align 8
  %.584809 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i167 to i64*
  %.585 = load i64, i64* %.584809, align 8
  %.586 = icmp eq i64 %.585, 0
  tail call void @NRT_decref(i8* %.524.unpack.2)
  tail call void @NRT_decref(i8* %arg.x.0)
  br i1 %.586, label %B98.if, label %B98.endif, !prof !0

for.end.endif.if.if:                              ; preds = %for.end.endif.if.2, %for.end.endif.if.1, %for.end.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533014592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif:                           ; preds = %for.end.endif.if
  %.463 = extractvalue { i64, i1 } %.462, 0
  %.474 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.463)
  %.475 = icmp eq i8* %.474, null
  br i1 %.475, label %for.end.endif.if.endif.if, label %for.end.endif.if.endif.endif, !prof !0

for.end.endif.if.endif.if:                        ; preds = %for.end.endif.if.endif.2, %for.end.endif.if.endif.1, %for.end.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533014592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.if.endif.endif:                     ; preds = %for.end.endif.if.endif
  %111 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i142260 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %111, align 8
  %.486 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i142260, i64 0, i32 1
  store i64 %.458, i64* %.486, align 8
  %.6.i140261 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %111, align 8
  %.492810 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i140261 to i64*
  %.493 = load i64, i64* %.492810, align 8
  %.498 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i140261, i64 0, i32 3
  %.499 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498, i64 %.493
  %.505 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.498, i64 %.458
  %.506 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.505 to i64
  %.507 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499 to i64
  %.508 = sub i64 %.506, %.507
  %.509 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.499 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.509, i8 0, i64 %.508, i1 false)
  br label %for.end.endif.endif

B98.if:                                           ; preds = %for.end.endif.endif.2
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918535219648, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif:                                        ; preds = %for.end.endif.endif.2
  %112 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.593 = add i64 %.585, -1
  %.6.i134168 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %112, align 8
  %.598 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i134168, i64 0, i32 3
  %.600.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.598, i64 %.593, i32 0
  %.600.unpack = load i8*, i8** %.600.elt, align 8
  %.600.elt175 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.598, i64 %.593, i32 4
  %.600.unpack176 = load double*, double** %.600.elt175, align 8
  %113 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.598, i64 %.593, i32 5, i64 0
  %.600.unpack178.unpack = load i64, i64* %113, align 8
  tail call void @NRT_incref(i8* %.600.unpack)
  %.6.i124184 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %112, align 8
  %.619 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i124184, i64 0, i32 3
  %.621.elt = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.619, i64 %.593, i32 0
  %.621.unpack = load i8*, i8** %.621.elt, align 8
  %.642 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.619, i64 %.593
  %.648 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.619, i64 %.585
  %.649 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.648 to i64
  %.650 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.642 to i64
  %.651 = sub i64 %.649, %.650
  %.652 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.642 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.652, i8 0, i64 %.651, i1 false)
  %.6.i118202 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %112, align 8
  %.658 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i118202, i64 0, i32 1
  %.659 = load i64, i64* %.658, align 8
  %.661 = ashr i64 %.659, 2
  %.662 = icmp sgt i64 %.661, %.593
  tail call void @NRT_decref(i8* %.621.unpack)
  br i1 %.662, label %B98.endif.if, label %B98.endif.endif, !prof !0

B98.endif.if:                                     ; preds = %B98.endif
  %.664 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.593, i64 56)
  %.665 = extractvalue { i64, i1 } %.664, 0
  %.666 = extractvalue { i64, i1 } %.664, 1
  %.667 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.665, i64 24)
  %.669 = extractvalue { i64, i1 } %.667, 1
  %.670 = or i1 %.666, %.669
  br i1 %.670, label %B98.endif.if.if, label %B98.endif.if.endif, !prof !0

B98.endif.endif:                                  ; preds = %B98.endif.if.endif.endif, %B98.endif
  %114 = icmp slt i64 %.659, %.593
  br i1 %114, label %B98.endif.endif.if, label %B98.endif.endif.endif, !prof !0

B98.endif.if.if:                                  ; preds = %B98.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533014592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.if.endif:                               ; preds = %B98.endif.if
  %.668 = extractvalue { i64, i1 } %.667, 0
  %.679 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.668)
  %.680 = icmp eq i8* %.679, null
  br i1 %.680, label %B98.endif.if.endif.if, label %B98.endif.if.endif.endif, !prof !0

B98.endif.if.endif.if:                            ; preds = %B98.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533014592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.if.endif.endif:                         ; preds = %B98.endif.if.endif
  %115 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i114226 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %115, align 8
  %.691 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i114226, i64 0, i32 1
  store i64 %.593, i64* %.691, align 8
  br label %B98.endif.endif

B98.endif.endif.if:                               ; preds = %B98.endif.endif
  %.695 = ashr i64 %.593, 2
  %.696 = add i64 %.585, 7
  %.697 = add i64 %.696, %.695
  %.698 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.697, i64 56)
  %.699 = extractvalue { i64, i1 } %.698, 0
  %.700 = extractvalue { i64, i1 } %.698, 1
  %.701 = tail call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %.699, i64 24)
  %.703 = extractvalue { i64, i1 } %.701, 1
  %.704 = or i1 %.700, %.703
  br i1 %.704, label %B98.endif.endif.if.if, label %B98.endif.endif.if.endif, !prof !0

B98.endif.endif.endif:                            ; preds = %B98.endif.endif.if.endif.endif, %B98.endif.endif
  %sunkaddr811 = getelementptr i8, i8* %.37, i64 24
  %116 = bitcast i8* %sunkaddr811 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i112203 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %116, align 8
  %.755812 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i112203 to i64*
  store i64 %.593, i64* %.755812, align 8
  tail call void @NRT_decref(i8* nonnull %.37)
  %.817 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.600.unpack178.unpack, i64 8)
  %.819 = extractvalue { i64, i1 } %.817, 1
  br i1 %.819, label %B98.endif.endif.endif.endif.endif.if, label %B98.endif.endif.endif.endif.endif.endif, !prof !0

B98.endif.endif.if.if:                            ; preds = %B98.endif.endif.if
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533014592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.endif.if.endif:                         ; preds = %B98.endif.endif.if
  %.702 = extractvalue { i64, i1 } %.701, 0
  %.713 = tail call i8* @NRT_MemInfo_varsize_realloc(i8* nonnull %.37, i64 %.702)
  %.714 = icmp eq i8* %.713, null
  br i1 %.714, label %B98.endif.endif.if.endif.if, label %B98.endif.endif.if.endif.endif, !prof !0

B98.endif.endif.if.endif.if:                      ; preds = %B98.endif.endif.if.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533014592, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.endif.if.endif.endif:                   ; preds = %B98.endif.endif.if.endif
  %117 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  %.6.i87222 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %117, align 8
  %.725 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i87222, i64 0, i32 1
  store i64 %.697, i64* %.725, align 8
  %.6.i85223 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %117, align 8
  %.731813 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i85223 to i64*
  %.732 = load i64, i64* %.731813, align 8
  %.737 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i85223, i64 0, i32 3
  %.738 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.737, i64 %.732
  %.744 = getelementptr { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.737, i64 %.697
  %.745 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.744 to i64
  %.746 = ptrtoint { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.738 to i64
  %.747 = sub i64 %.745, %.746
  %.748 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.738 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %.748, i8 0, i64 %.747, i1 false)
  br label %B98.endif.endif.endif

B98.endif.endif.endif.endif.endif.if:             ; preds = %B98.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918535155776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B98.endif.endif.endif.endif.endif.endif:          ; preds = %B98.endif.endif.endif
  %.818 = extractvalue { i64, i1 } %.817, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.818, i32 32), !noalias !13
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B98.endif.endif.endif.endif.endif.endif.if, label %B98.endif.endif.endif.endif.endif.endif.endif, !prof !0

B98.endif.endif.endif.endif.endif.endif.if:       ; preds = %B98.endif.endif.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918536468160, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B98.endif.endif.endif.endif.endif.endif.endif:    ; preds = %B98.endif.endif.endif.endif.endif.endif
  %.5.i76 = getelementptr i8, i8* %.7.i.i, i64 24
  %118 = bitcast i8* %.5.i76 to double**
  %.6.i77204 = load double*, double** %118, align 8
  %.886160 = icmp sgt i64 %.600.unpack178.unpack, 0
  br i1 %.886160, label %for.body.1.preheader, label %for.end.1

for.body.1.preheader:                             ; preds = %B98.endif.endif.endif.endif.endif.endif.endif
  %119 = add i64 %.600.unpack178.unpack, -1
  %xtraiter304 = and i64 %.600.unpack178.unpack, 7
  %120 = icmp ult i64 %119, 7
  br i1 %120, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.preheader.new

for.body.1.preheader.new:                         ; preds = %for.body.1.preheader
  %unroll_iter307 = and i64 %.600.unpack178.unpack, -8
  br label %for.body.1

for.body.1:                                       ; preds = %for.body.1, %for.body.1.preheader.new
  %loop.index.1162 = phi i64 [ 0, %for.body.1.preheader.new ], [ %145, %for.body.1 ]
  %.882.0161 = phi i64 [ 0, %for.body.1.preheader.new ], [ %spec.select290.7, %for.body.1 ]
  %121 = icmp eq i64 %.600.unpack178.unpack, 1
  %spec.select290 = select i1 %121, i64 %.882.0161, i64 %loop.index.1162
  %.895 = getelementptr double, double* %.600.unpack176, i64 %spec.select290
  %.896 = load double, double* %.895, align 8
  %.5.i14 = fmul double %.896, %.896
  %sunkaddr814 = mul i64 %loop.index.1162, 8
  %122 = bitcast double* %.6.i77204 to i8*
  %sunkaddr815 = getelementptr i8, i8* %122, i64 %sunkaddr814
  %123 = bitcast i8* %sunkaddr815 to double*
  store double %.5.i14, double* %123, align 8
  %124 = add i64 %loop.index.1162, 1
  %spec.select290.1 = select i1 %121, i64 %.882.0161, i64 %124
  %.895.1 = getelementptr double, double* %.600.unpack176, i64 %spec.select290.1
  %.896.1 = load double, double* %.895.1, align 8
  %.5.i14.1 = fmul double %.896.1, %.896.1
  %sunkaddr816 = mul i64 %loop.index.1162, 8
  %125 = bitcast double* %.6.i77204 to i8*
  %sunkaddr817 = getelementptr i8, i8* %125, i64 %sunkaddr816
  %sunkaddr818 = getelementptr i8, i8* %sunkaddr817, i64 8
  %126 = bitcast i8* %sunkaddr818 to double*
  store double %.5.i14.1, double* %126, align 8
  %127 = add i64 %124, 1
  %spec.select290.2 = select i1 %121, i64 %.882.0161, i64 %127
  %.895.2 = getelementptr double, double* %.600.unpack176, i64 %spec.select290.2
  %.896.2 = load double, double* %.895.2, align 8
  %.5.i14.2 = fmul double %.896.2, %.896.2
  %sunkaddr819 = mul i64 %loop.index.1162, 8
  %128 = bitcast double* %.6.i77204 to i8*
  %sunkaddr820 = getelementptr i8, i8* %128, i64 %sunkaddr819
  %sunkaddr821 = getelementptr i8, i8* %sunkaddr820, i64 16
  %129 = bitcast i8* %sunkaddr821 to double*
  store double %.5.i14.2, double* %129, align 8
  %130 = add i64 %127, 1
  %spec.select290.3 = select i1 %121, i64 %.882.0161, i64 %130
  %.895.3 = getelementptr double, double* %.600.unpack176, i64 %spec.select290.3
  %.896.3 = load double, double* %.895.3, align 8
  %.5.i14.3 = fmul double %.896.3, %.896.3
  %sunkaddr822 = mul i64 %loop.index.1162, 8
  %131 = bitcast double* %.6.i77204 to i8*
  %sunkaddr823 = getelementptr i8, i8* %131, i64 %sunkaddr822
  %sunkaddr824 = getelementptr i8, i8* %sunkaddr823, i64 24
  %132 = bitcast i8* %sunkaddr824 to double*
  store double %.5.i14.3, double* %132, align 8
  %133 = add i64 %130, 1
  %spec.select290.4 = select i1 %121, i64 %.882.0161, i64 %133
  %.895.4 = getelementptr double, double* %.600.unpack176, i64 %spec.select290.4
  %.896.4 = load double, double* %.895.4, align 8
  %.5.i14.4 = fmul double %.896.4, %.896.4
  %sunkaddr825 = mul i64 %loop.index.1162, 8
  %134 = bitcast double* %.6.i77204 to i8*
  %sunkaddr826 = getelementptr i8, i8* %134, i64 %sunkaddr825
  %sunkaddr827 = getelementptr i8, i8* %sunkaddr826, i64 32
  %135 = bitcast i8* %sunkaddr827 to double*
  store double %.5.i14.4, double* %135, align 8
  %136 = add i64 %133, 1
  %spec.select290.5 = select i1 %121, i64 %.882.0161, i64 %136
  %.895.5 = getelementptr double, double* %.600.unpack176, i64 %spec.select290.5
  %.896.5 = load double, double* %.895.5, align 8
  %.5.i14.5 = fmul double %.896.5, %.896.5
  %sunkaddr828 = mul i64 %loop.index.1162, 8
  %137 = bitcast double* %.6.i77204 to i8*
  %sunkaddr829 = getelementptr i8, i8* %137, i64 %sunkaddr828
  %sunkaddr830 = getelementptr i8, i8* %sunkaddr829, i64 40
  %138 = bitcast i8* %sunkaddr830 to double*
  store double %.5.i14.5, double* %138, align 8
  %139 = add i64 %136, 1
  %spec.select290.6 = select i1 %121, i64 %.882.0161, i64 %139
  %.895.6 = getelementptr double, double* %.600.unpack176, i64 %spec.select290.6
  %.896.6 = load double, double* %.895.6, align 8
  %.5.i14.6 = fmul double %.896.6, %.896.6
  %sunkaddr831 = mul i64 %loop.index.1162, 8
  %140 = bitcast double* %.6.i77204 to i8*
  %sunkaddr832 = getelementptr i8, i8* %140, i64 %sunkaddr831
  %sunkaddr833 = getelementptr i8, i8* %sunkaddr832, i64 48
  %141 = bitcast i8* %sunkaddr833 to double*
  store double %.5.i14.6, double* %141, align 8
  %142 = add i64 %139, 1
  %spec.select290.7 = select i1 %121, i64 %.882.0161, i64 %142
  %.895.7 = getelementptr double, double* %.600.unpack176, i64 %spec.select290.7
  %.896.7 = load double, double* %.895.7, align 8
  %.5.i14.7 = fmul double %.896.7, %.896.7
  %sunkaddr834 = mul i64 %loop.index.1162, 8
  %143 = bitcast double* %.6.i77204 to i8*
  %sunkaddr835 = getelementptr i8, i8* %143, i64 %sunkaddr834
  %sunkaddr836 = getelementptr i8, i8* %sunkaddr835, i64 56
  %144 = bitcast i8* %sunkaddr836 to double*
  store double %.5.i14.7, double* %144, align 8
  %.925.7 = add nuw i64 %loop.index.1162, 8
  %145 = add i64 %142, 1
  %niter308.ncmp.7 = icmp eq i64 %145, %unroll_iter307
  br i1 %niter308.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1, %for.body.1.preheader
  %loop.index.1162.unr = phi i64 [ 0, %for.body.1.preheader ], [ %.925.7, %for.body.1 ]
  %.882.0161.unr = phi i64 [ 0, %for.body.1.preheader ], [ %spec.select290.7, %for.body.1 ]
  %lcmp.mod306.not = icmp eq i64 %xtraiter304, 0
  br i1 %lcmp.mod306.not, label %for.end.1, label %for.body.1.epil.preheader

for.body.1.epil.preheader:                        ; preds = %for.end.1.loopexit.unr-lcssa
  br label %for.body.1.epil

for.body.1.epil:                                  ; preds = %for.body.1.epil.preheader, %for.body.1.epil
  %lsr.iv653 = phi i64 [ %xtraiter304, %for.body.1.epil.preheader ], [ %lsr.iv.next654, %for.body.1.epil ]
  %loop.index.1162.epil = phi i64 [ %.925.epil, %for.body.1.epil ], [ %loop.index.1162.unr, %for.body.1.epil.preheader ]
  %.882.0161.epil = phi i64 [ %spec.select290.epil, %for.body.1.epil ], [ %.882.0161.unr, %for.body.1.epil.preheader ]
  %146 = icmp eq i64 %.600.unpack178.unpack, 1
  %spec.select290.epil = select i1 %146, i64 %.882.0161.epil, i64 %loop.index.1162.epil
  %.895.epil = getelementptr double, double* %.600.unpack176, i64 %spec.select290.epil
  %.896.epil = load double, double* %.895.epil, align 8
  %.5.i14.epil = fmul double %.896.epil, %.896.epil
  %scevgep652 = getelementptr double, double* %.6.i77204, i64 %loop.index.1162.epil
  store double %.5.i14.epil, double* %scevgep652, align 8
  %.925.epil = add nuw nsw i64 %loop.index.1162.epil, 1
  %lsr.iv.next654 = add nsw i64 %lsr.iv653, -1
  %epil.iter305.cmp.not = icmp eq i64 %lsr.iv.next654, 0
  br i1 %epil.iter305.cmp.not, label %for.end.1, label %for.body.1.epil, !llvm.loop !20

for.end.1:                                        ; preds = %for.body.1.epil, %for.end.1.loopexit.unr-lcssa, %B98.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %.600.unpack)
  %.68.i15 = icmp eq i64 %.600.unpack178.unpack, 0
  br i1 %.68.i15, label %for.end.1.endif, label %B50.endif.preheader.i18, !prof !0

B50.endif.preheader.i18:                          ; preds = %for.end.1
  %smax.i16 = tail call i64 @llvm.smax.i64(i64 %.600.unpack178.unpack, i64 1)
  %147 = add nsw i64 %smax.i16, -1
  %xtraiter.i17 = and i64 %smax.i16, 7
  %148 = icmp ult i64 %147, 7
  br i1 %148, label %common.ret.loopexit.unr-lcssa.i25, label %B50.endif.preheader.new.i20

B50.endif.preheader.new.i20:                      ; preds = %B50.endif.preheader.i18
  %const729 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i19 = and i64 %smax.i16, %const729
  %149 = add nsw i64 %unroll_iter.i19, -8
  %150 = lshr exact i64 %149, 3
  %151 = add nuw nsw i64 %150, 1
  %xtraiter298 = and i64 %151, 7
  %152 = icmp ult i64 %149, 56
  br i1 %152, label %common.ret.loopexit.unr-lcssa.i25.loopexit.unr-lcssa, label %B50.endif.preheader.new.i20.new

B50.endif.preheader.new.i20.new:                  ; preds = %B50.endif.preheader.new.i20
  %const = bitcast i64 4611686018427387896 to i64
  %unroll_iter302 = and i64 %151, %const
  %scevgep522 = getelementptr double, double* %.6.i77204, i64 63
  br label %B50.endif.i72

common.ret.loopexit.unr-lcssa.i25.loopexit.unr-lcssa: ; preds = %B50.endif.i72, %B50.endif.preheader.new.i20
  %.239.7.i70.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i20 ], [ %.239.7.i70.7, %B50.endif.i72 ]
  %c.2.06.i37.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i20 ], [ %.239.7.i70.7, %B50.endif.i72 ]
  %.70.05.i38.unr = phi i64 [ 0, %B50.endif.preheader.new.i20 ], [ %.182.7.i66.7, %B50.endif.i72 ]
  %lcmp.mod300.not = icmp eq i64 %xtraiter298, 0
  br i1 %lcmp.mod300.not, label %common.ret.loopexit.unr-lcssa.i25, label %B50.endif.i72.epil.preheader

B50.endif.i72.epil.preheader:                     ; preds = %common.ret.loopexit.unr-lcssa.i25.loopexit.unr-lcssa
  %153 = add nuw nsw i64 %.70.05.i38.unr, 7
  %scevgep495 = getelementptr double, double* %.6.i77204, i64 %153
  %154 = shl nuw nsw i64 %xtraiter298, 6
  br label %B50.endif.i72.epil

B50.endif.i72.epil:                               ; preds = %B50.endif.i72.epil.preheader, %B50.endif.i72.epil
  %lsr.iv496 = phi i64 [ 0, %B50.endif.i72.epil.preheader ], [ %lsr.iv.next497, %B50.endif.i72.epil ]
  %c.2.06.i37.epil = phi double [ %.239.7.i70.epil, %B50.endif.i72.epil ], [ %c.2.06.i37.unr, %B50.endif.i72.epil.preheader ]
  %155 = bitcast double* %scevgep495 to i8*
  %uglygep519 = getelementptr i8, i8* %155, i64 %lsr.iv496
  %uglygep519520 = bitcast i8* %uglygep519 to double*
  %scevgep521 = getelementptr double, double* %uglygep519520, i64 -7
  %.236.i40.epil = load double, double* %scevgep521, align 8, !noalias !21
  %.239.i41.epil = fadd double %c.2.06.i37.epil, %.236.i40.epil
  %uglygep516 = getelementptr i8, i8* %155, i64 %lsr.iv496
  %uglygep516517 = bitcast i8* %uglygep516 to double*
  %scevgep518 = getelementptr double, double* %uglygep516517, i64 -6
  %.236.1.i44.epil = load double, double* %scevgep518, align 8, !noalias !21
  %.239.1.i45.epil = fadd double %.239.i41.epil, %.236.1.i44.epil
  %uglygep513 = getelementptr i8, i8* %155, i64 %lsr.iv496
  %uglygep513514 = bitcast i8* %uglygep513 to double*
  %scevgep515 = getelementptr double, double* %uglygep513514, i64 -5
  %.236.2.i48.epil = load double, double* %scevgep515, align 8, !noalias !21
  %.239.2.i49.epil = fadd double %.239.1.i45.epil, %.236.2.i48.epil
  %uglygep510 = getelementptr i8, i8* %155, i64 %lsr.iv496
  %uglygep510511 = bitcast i8* %uglygep510 to double*
  %scevgep512 = getelementptr double, double* %uglygep510511, i64 -4
  %.236.3.i52.epil = load double, double* %scevgep512, align 8, !noalias !21
  %.239.3.i53.epil = fadd double %.239.2.i49.epil, %.236.3.i52.epil
  %uglygep507 = getelementptr i8, i8* %155, i64 %lsr.iv496
  %uglygep507508 = bitcast i8* %uglygep507 to double*
  %scevgep509 = getelementptr double, double* %uglygep507508, i64 -3
  %.236.4.i56.epil = load double, double* %scevgep509, align 8, !noalias !21
  %.239.4.i57.epil = fadd double %.239.3.i53.epil, %.236.4.i56.epil
  %uglygep504 = getelementptr i8, i8* %155, i64 %lsr.iv496
  %uglygep504505 = bitcast i8* %uglygep504 to double*
  %scevgep506 = getelementptr double, double* %uglygep504505, i64 -2
  %.236.5.i60.epil = load double, double* %scevgep506, align 8, !noalias !21
  %.239.5.i61.epil = fadd double %.239.4.i57.epil, %.236.5.i60.epil
  %uglygep501 = getelementptr i8, i8* %155, i64 %lsr.iv496
  %uglygep501502 = bitcast i8* %uglygep501 to double*
  %scevgep503 = getelementptr double, double* %uglygep501502, i64 -1
  %.236.6.i64.epil = load double, double* %scevgep503, align 8, !noalias !21
  %.239.6.i65.epil = fadd double %.239.5.i61.epil, %.236.6.i64.epil
  %uglygep499 = getelementptr i8, i8* %155, i64 %lsr.iv496
  %uglygep499500 = bitcast i8* %uglygep499 to double*
  %.236.7.i69.epil = load double, double* %uglygep499500, align 8, !noalias !21
  %.239.7.i70.epil = fadd double %.239.6.i65.epil, %.236.7.i69.epil
  %lsr.iv.next497 = add nuw nsw i64 %lsr.iv496, 64
  %epil.iter299.cmp.not = icmp eq i64 %154, %lsr.iv.next497
  br i1 %epil.iter299.cmp.not, label %common.ret.loopexit.unr-lcssa.i25, label %B50.endif.i72.epil, !prof !24, !llvm.loop !25

common.ret.loopexit.unr-lcssa.i25:                ; preds = %B50.endif.i72.epil, %common.ret.loopexit.unr-lcssa.i25.loopexit.unr-lcssa, %B50.endif.preheader.i18
  %.239.lcssa.ph.i21 = phi double [ undef, %B50.endif.preheader.i18 ], [ %.239.7.i70.lcssa.ph, %common.ret.loopexit.unr-lcssa.i25.loopexit.unr-lcssa ], [ %.239.7.i70.epil, %B50.endif.i72.epil ]
  %c.2.06.unr.i22 = phi double [ 0.000000e+00, %B50.endif.preheader.i18 ], [ %.239.7.i70.lcssa.ph, %common.ret.loopexit.unr-lcssa.i25.loopexit.unr-lcssa ], [ %.239.7.i70.epil, %B50.endif.i72.epil ]
  %.70.05.unr.i23 = phi i64 [ 0, %B50.endif.preheader.i18 ], [ %unroll_iter.i19, %common.ret.loopexit.unr-lcssa.i25.loopexit.unr-lcssa ], [ %unroll_iter.i19, %B50.endif.i72.epil ]
  %lcmp.mod.not.i24 = icmp eq i64 %xtraiter.i17, 0
  br i1 %lcmp.mod.not.i24, label %for.end.1.endif, label %B50.endif.epil.preheader.i27

B50.endif.epil.preheader.i27:                     ; preds = %common.ret.loopexit.unr-lcssa.i25
  %scevgep.i26 = getelementptr double, double* %.6.i77204, i64 %.70.05.unr.i23
  br label %B50.endif.epil.i35

B50.endif.epil.i35:                               ; preds = %B50.endif.epil.i35, %B50.endif.epil.preheader.i27
  %c.2.06.epil.i28 = phi double [ %.239.epil.i32, %B50.endif.epil.i35 ], [ %c.2.06.unr.i22, %B50.endif.epil.preheader.i27 ]
  %epil.iter.i29 = phi i64 [ %epil.iter.next.i33, %B50.endif.epil.i35 ], [ 0, %B50.endif.epil.preheader.i27 ]
  %scevgep494 = getelementptr double, double* %scevgep.i26, i64 %epil.iter.i29
  %.236.epil.i31 = load double, double* %scevgep494, align 8, !noalias !21
  %.239.epil.i32 = fadd double %c.2.06.epil.i28, %.236.epil.i31
  %epil.iter.next.i33 = add nuw nsw i64 %epil.iter.i29, 1
  %epil.iter.cmp.not.i34 = icmp eq i64 %xtraiter.i17, %epil.iter.next.i33
  br i1 %epil.iter.cmp.not.i34, label %for.end.1.endif, label %B50.endif.epil.i35, !prof !24, !llvm.loop !26

B50.endif.i72:                                    ; preds = %B50.endif.i72, %B50.endif.preheader.new.i20.new
  %lsr.iv650 = phi i64 [ %lsr.iv.next651, %B50.endif.i72 ], [ %unroll_iter302, %B50.endif.preheader.new.i20.new ]
  %c.2.06.i37 = phi double [ 0.000000e+00, %B50.endif.preheader.new.i20.new ], [ %.239.7.i70.7, %B50.endif.i72 ]
  %.70.05.i38 = phi i64 [ 0, %B50.endif.preheader.new.i20.new ], [ %.182.7.i66.7, %B50.endif.i72 ]
  %scevgep648 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep649 = getelementptr double, double* %scevgep648, i64 -63
  %.236.i40 = load double, double* %scevgep649, align 8, !noalias !21
  %.239.i41 = fadd double %c.2.06.i37, %.236.i40
  %scevgep646 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep647 = getelementptr double, double* %scevgep646, i64 -62
  %.236.1.i44 = load double, double* %scevgep647, align 8, !noalias !21
  %.239.1.i45 = fadd double %.239.i41, %.236.1.i44
  %scevgep644 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep645 = getelementptr double, double* %scevgep644, i64 -61
  %.236.2.i48 = load double, double* %scevgep645, align 8, !noalias !21
  %.239.2.i49 = fadd double %.239.1.i45, %.236.2.i48
  %scevgep642 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep643 = getelementptr double, double* %scevgep642, i64 -60
  %.236.3.i52 = load double, double* %scevgep643, align 8, !noalias !21
  %.239.3.i53 = fadd double %.239.2.i49, %.236.3.i52
  %scevgep640 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep641 = getelementptr double, double* %scevgep640, i64 -59
  %.236.4.i56 = load double, double* %scevgep641, align 8, !noalias !21
  %.239.4.i57 = fadd double %.239.3.i53, %.236.4.i56
  %scevgep638 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep639 = getelementptr double, double* %scevgep638, i64 -58
  %.236.5.i60 = load double, double* %scevgep639, align 8, !noalias !21
  %.239.5.i61 = fadd double %.239.4.i57, %.236.5.i60
  %scevgep636 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep637 = getelementptr double, double* %scevgep636, i64 -57
  %.236.6.i64 = load double, double* %scevgep637, align 8, !noalias !21
  %.239.6.i65 = fadd double %.239.5.i61, %.236.6.i64
  %scevgep634 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep635 = getelementptr double, double* %scevgep634, i64 -56
  %.236.7.i69 = load double, double* %scevgep635, align 8, !noalias !21
  %.239.7.i70 = fadd double %.239.6.i65, %.236.7.i69
  %scevgep603 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep604 = getelementptr double, double* %scevgep603, i64 -55
  %.236.i40.1 = load double, double* %scevgep604, align 8, !noalias !21
  %.239.i41.1 = fadd double %.239.7.i70, %.236.i40.1
  %scevgep605 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep606 = getelementptr double, double* %scevgep605, i64 -54
  %.236.1.i44.1 = load double, double* %scevgep606, align 8, !noalias !21
  %.239.1.i45.1 = fadd double %.239.i41.1, %.236.1.i44.1
  %scevgep607 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep608 = getelementptr double, double* %scevgep607, i64 -53
  %.236.2.i48.1 = load double, double* %scevgep608, align 8, !noalias !21
  %.239.2.i49.1 = fadd double %.239.1.i45.1, %.236.2.i48.1
  %scevgep609 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep610 = getelementptr double, double* %scevgep609, i64 -52
  %.236.3.i52.1 = load double, double* %scevgep610, align 8, !noalias !21
  %.239.3.i53.1 = fadd double %.239.2.i49.1, %.236.3.i52.1
  %scevgep611 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep612 = getelementptr double, double* %scevgep611, i64 -51
  %.236.4.i56.1 = load double, double* %scevgep612, align 8, !noalias !21
  %.239.4.i57.1 = fadd double %.239.3.i53.1, %.236.4.i56.1
  %scevgep613 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep614 = getelementptr double, double* %scevgep613, i64 -50
  %.236.5.i60.1 = load double, double* %scevgep614, align 8, !noalias !21
  %.239.5.i61.1 = fadd double %.239.4.i57.1, %.236.5.i60.1
  %scevgep615 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep616 = getelementptr double, double* %scevgep615, i64 -49
  %.236.6.i64.1 = load double, double* %scevgep616, align 8, !noalias !21
  %.239.6.i65.1 = fadd double %.239.5.i61.1, %.236.6.i64.1
  %scevgep617 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep618 = getelementptr double, double* %scevgep617, i64 -48
  %.236.7.i69.1 = load double, double* %scevgep618, align 8, !noalias !21
  %.239.7.i70.1 = fadd double %.239.6.i65.1, %.236.7.i69.1
  %scevgep587 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep588 = getelementptr double, double* %scevgep587, i64 -47
  %.236.i40.2 = load double, double* %scevgep588, align 8, !noalias !21
  %.239.i41.2 = fadd double %.239.7.i70.1, %.236.i40.2
  %scevgep589 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep590 = getelementptr double, double* %scevgep589, i64 -46
  %.236.1.i44.2 = load double, double* %scevgep590, align 8, !noalias !21
  %.239.1.i45.2 = fadd double %.239.i41.2, %.236.1.i44.2
  %scevgep591 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep592 = getelementptr double, double* %scevgep591, i64 -45
  %.236.2.i48.2 = load double, double* %scevgep592, align 8, !noalias !21
  %.239.2.i49.2 = fadd double %.239.1.i45.2, %.236.2.i48.2
  %scevgep593 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep594 = getelementptr double, double* %scevgep593, i64 -44
  %.236.3.i52.2 = load double, double* %scevgep594, align 8, !noalias !21
  %.239.3.i53.2 = fadd double %.239.2.i49.2, %.236.3.i52.2
  %scevgep595 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep596 = getelementptr double, double* %scevgep595, i64 -43
  %.236.4.i56.2 = load double, double* %scevgep596, align 8, !noalias !21
  %.239.4.i57.2 = fadd double %.239.3.i53.2, %.236.4.i56.2
  %scevgep597 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep598 = getelementptr double, double* %scevgep597, i64 -42
  %.236.5.i60.2 = load double, double* %scevgep598, align 8, !noalias !21
  %.239.5.i61.2 = fadd double %.239.4.i57.2, %.236.5.i60.2
  %scevgep599 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep600 = getelementptr double, double* %scevgep599, i64 -41
  %.236.6.i64.2 = load double, double* %scevgep600, align 8, !noalias !21
  %.239.6.i65.2 = fadd double %.239.5.i61.2, %.236.6.i64.2
  %scevgep601 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep602 = getelementptr double, double* %scevgep601, i64 -40
  %.236.7.i69.2 = load double, double* %scevgep602, align 8, !noalias !21
  %.239.7.i70.2 = fadd double %.239.6.i65.2, %.236.7.i69.2
  %scevgep571 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep572 = getelementptr double, double* %scevgep571, i64 -39
  %.236.i40.3 = load double, double* %scevgep572, align 8, !noalias !21
  %.239.i41.3 = fadd double %.239.7.i70.2, %.236.i40.3
  %scevgep573 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep574 = getelementptr double, double* %scevgep573, i64 -38
  %.236.1.i44.3 = load double, double* %scevgep574, align 8, !noalias !21
  %.239.1.i45.3 = fadd double %.239.i41.3, %.236.1.i44.3
  %scevgep575 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep576 = getelementptr double, double* %scevgep575, i64 -37
  %.236.2.i48.3 = load double, double* %scevgep576, align 8, !noalias !21
  %.239.2.i49.3 = fadd double %.239.1.i45.3, %.236.2.i48.3
  %scevgep577 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep578 = getelementptr double, double* %scevgep577, i64 -36
  %.236.3.i52.3 = load double, double* %scevgep578, align 8, !noalias !21
  %.239.3.i53.3 = fadd double %.239.2.i49.3, %.236.3.i52.3
  %scevgep579 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep580 = getelementptr double, double* %scevgep579, i64 -35
  %.236.4.i56.3 = load double, double* %scevgep580, align 8, !noalias !21
  %.239.4.i57.3 = fadd double %.239.3.i53.3, %.236.4.i56.3
  %scevgep581 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep582 = getelementptr double, double* %scevgep581, i64 -34
  %.236.5.i60.3 = load double, double* %scevgep582, align 8, !noalias !21
  %.239.5.i61.3 = fadd double %.239.4.i57.3, %.236.5.i60.3
  %scevgep583 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep584 = getelementptr double, double* %scevgep583, i64 -33
  %.236.6.i64.3 = load double, double* %scevgep584, align 8, !noalias !21
  %.239.6.i65.3 = fadd double %.239.5.i61.3, %.236.6.i64.3
  %scevgep585 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep586 = getelementptr double, double* %scevgep585, i64 -32
  %.236.7.i69.3 = load double, double* %scevgep586, align 8, !noalias !21
  %.239.7.i70.3 = fadd double %.239.6.i65.3, %.236.7.i69.3
  %scevgep555 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep556 = getelementptr double, double* %scevgep555, i64 -31
  %.236.i40.4 = load double, double* %scevgep556, align 8, !noalias !21
  %.239.i41.4 = fadd double %.239.7.i70.3, %.236.i40.4
  %scevgep557 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep558 = getelementptr double, double* %scevgep557, i64 -30
  %.236.1.i44.4 = load double, double* %scevgep558, align 8, !noalias !21
  %.239.1.i45.4 = fadd double %.239.i41.4, %.236.1.i44.4
  %scevgep559 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep560 = getelementptr double, double* %scevgep559, i64 -29
  %.236.2.i48.4 = load double, double* %scevgep560, align 8, !noalias !21
  %.239.2.i49.4 = fadd double %.239.1.i45.4, %.236.2.i48.4
  %scevgep561 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep562 = getelementptr double, double* %scevgep561, i64 -28
  %.236.3.i52.4 = load double, double* %scevgep562, align 8, !noalias !21
  %.239.3.i53.4 = fadd double %.239.2.i49.4, %.236.3.i52.4
  %scevgep563 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep564 = getelementptr double, double* %scevgep563, i64 -27
  %.236.4.i56.4 = load double, double* %scevgep564, align 8, !noalias !21
  %.239.4.i57.4 = fadd double %.239.3.i53.4, %.236.4.i56.4
  %scevgep565 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep566 = getelementptr double, double* %scevgep565, i64 -26
  %.236.5.i60.4 = load double, double* %scevgep566, align 8, !noalias !21
  %.239.5.i61.4 = fadd double %.239.4.i57.4, %.236.5.i60.4
  %scevgep567 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep568 = getelementptr double, double* %scevgep567, i64 -25
  %.236.6.i64.4 = load double, double* %scevgep568, align 8, !noalias !21
  %.239.6.i65.4 = fadd double %.239.5.i61.4, %.236.6.i64.4
  %scevgep569 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep570 = getelementptr double, double* %scevgep569, i64 -24
  %.236.7.i69.4 = load double, double* %scevgep570, align 8, !noalias !21
  %.239.7.i70.4 = fadd double %.239.6.i65.4, %.236.7.i69.4
  %scevgep539 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep540 = getelementptr double, double* %scevgep539, i64 -23
  %.236.i40.5 = load double, double* %scevgep540, align 8, !noalias !21
  %.239.i41.5 = fadd double %.239.7.i70.4, %.236.i40.5
  %scevgep541 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep542 = getelementptr double, double* %scevgep541, i64 -22
  %.236.1.i44.5 = load double, double* %scevgep542, align 8, !noalias !21
  %.239.1.i45.5 = fadd double %.239.i41.5, %.236.1.i44.5
  %scevgep543 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep544 = getelementptr double, double* %scevgep543, i64 -21
  %.236.2.i48.5 = load double, double* %scevgep544, align 8, !noalias !21
  %.239.2.i49.5 = fadd double %.239.1.i45.5, %.236.2.i48.5
  %scevgep545 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep546 = getelementptr double, double* %scevgep545, i64 -20
  %.236.3.i52.5 = load double, double* %scevgep546, align 8, !noalias !21
  %.239.3.i53.5 = fadd double %.239.2.i49.5, %.236.3.i52.5
  %scevgep547 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep548 = getelementptr double, double* %scevgep547, i64 -19
  %.236.4.i56.5 = load double, double* %scevgep548, align 8, !noalias !21
  %.239.4.i57.5 = fadd double %.239.3.i53.5, %.236.4.i56.5
  %scevgep549 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep550 = getelementptr double, double* %scevgep549, i64 -18
  %.236.5.i60.5 = load double, double* %scevgep550, align 8, !noalias !21
  %.239.5.i61.5 = fadd double %.239.4.i57.5, %.236.5.i60.5
  %scevgep551 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep552 = getelementptr double, double* %scevgep551, i64 -17
  %.236.6.i64.5 = load double, double* %scevgep552, align 8, !noalias !21
  %.239.6.i65.5 = fadd double %.239.5.i61.5, %.236.6.i64.5
  %scevgep553 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep554 = getelementptr double, double* %scevgep553, i64 -16
  %.236.7.i69.5 = load double, double* %scevgep554, align 8, !noalias !21
  %.239.7.i70.5 = fadd double %.239.6.i65.5, %.236.7.i69.5
  %scevgep523 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep524 = getelementptr double, double* %scevgep523, i64 -15
  %.236.i40.6 = load double, double* %scevgep524, align 8, !noalias !21
  %.239.i41.6 = fadd double %.239.7.i70.5, %.236.i40.6
  %scevgep525 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep526 = getelementptr double, double* %scevgep525, i64 -14
  %.236.1.i44.6 = load double, double* %scevgep526, align 8, !noalias !21
  %.239.1.i45.6 = fadd double %.239.i41.6, %.236.1.i44.6
  %scevgep527 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep528 = getelementptr double, double* %scevgep527, i64 -13
  %.236.2.i48.6 = load double, double* %scevgep528, align 8, !noalias !21
  %.239.2.i49.6 = fadd double %.239.1.i45.6, %.236.2.i48.6
  %scevgep529 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep530 = getelementptr double, double* %scevgep529, i64 -12
  %.236.3.i52.6 = load double, double* %scevgep530, align 8, !noalias !21
  %.239.3.i53.6 = fadd double %.239.2.i49.6, %.236.3.i52.6
  %scevgep531 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep532 = getelementptr double, double* %scevgep531, i64 -11
  %.236.4.i56.6 = load double, double* %scevgep532, align 8, !noalias !21
  %.239.4.i57.6 = fadd double %.239.3.i53.6, %.236.4.i56.6
  %scevgep533 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep534 = getelementptr double, double* %scevgep533, i64 -10
  %.236.5.i60.6 = load double, double* %scevgep534, align 8, !noalias !21
  %.239.5.i61.6 = fadd double %.239.4.i57.6, %.236.5.i60.6
  %scevgep535 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep536 = getelementptr double, double* %scevgep535, i64 -9
  %.236.6.i64.6 = load double, double* %scevgep536, align 8, !noalias !21
  %.239.6.i65.6 = fadd double %.239.5.i61.6, %.236.6.i64.6
  %scevgep537 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep538 = getelementptr double, double* %scevgep537, i64 -8
  %.236.7.i69.6 = load double, double* %scevgep538, align 8, !noalias !21
  %.239.7.i70.6 = fadd double %.239.6.i65.6, %.236.7.i69.6
  %scevgep619 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep620 = getelementptr double, double* %scevgep619, i64 -7
  %.236.i40.7 = load double, double* %scevgep620, align 8, !noalias !21
  %.239.i41.7 = fadd double %.239.7.i70.6, %.236.i40.7
  %scevgep621 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep622 = getelementptr double, double* %scevgep621, i64 -6
  %.236.1.i44.7 = load double, double* %scevgep622, align 8, !noalias !21
  %.239.1.i45.7 = fadd double %.239.i41.7, %.236.1.i44.7
  %scevgep623 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep624 = getelementptr double, double* %scevgep623, i64 -5
  %.236.2.i48.7 = load double, double* %scevgep624, align 8, !noalias !21
  %.239.2.i49.7 = fadd double %.239.1.i45.7, %.236.2.i48.7
  %scevgep625 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep626 = getelementptr double, double* %scevgep625, i64 -4
  %.236.3.i52.7 = load double, double* %scevgep626, align 8, !noalias !21
  %.239.3.i53.7 = fadd double %.239.2.i49.7, %.236.3.i52.7
  %scevgep627 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep628 = getelementptr double, double* %scevgep627, i64 -3
  %.236.4.i56.7 = load double, double* %scevgep628, align 8, !noalias !21
  %.239.4.i57.7 = fadd double %.239.3.i53.7, %.236.4.i56.7
  %scevgep629 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep630 = getelementptr double, double* %scevgep629, i64 -2
  %.236.5.i60.7 = load double, double* %scevgep630, align 8, !noalias !21
  %.239.5.i61.7 = fadd double %.239.4.i57.7, %.236.5.i60.7
  %scevgep631 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %scevgep632 = getelementptr double, double* %scevgep631, i64 -1
  %.236.6.i64.7 = load double, double* %scevgep632, align 8, !noalias !21
  %.239.6.i65.7 = fadd double %.239.5.i61.7, %.236.6.i64.7
  %.182.7.i66.7 = add i64 %.70.05.i38, 64
  %scevgep633 = getelementptr double, double* %scevgep522, i64 %.70.05.i38
  %.236.7.i69.7 = load double, double* %scevgep633, align 8, !noalias !21
  %.239.7.i70.7 = fadd double %.239.6.i65.7, %.236.7.i69.7
  %lsr.iv.next651 = add i64 %lsr.iv650, -8
  %niter303.ncmp.7 = icmp eq i64 %lsr.iv.next651, 0
  br i1 %niter303.ncmp.7, label %common.ret.loopexit.unr-lcssa.i25.loopexit.unr-lcssa, label %B50.endif.i72, !prof !0

for.end.1.endif:                                  ; preds = %B50.endif.epil.i35, %common.ret.loopexit.unr-lcssa.i25, %for.end.1
  %c.2.0.lcssa.i36 = phi double [ 0.000000e+00, %for.end.1 ], [ %.239.lcssa.ph.i21, %common.ret.loopexit.unr-lcssa.i25 ], [ %.239.epil.i32, %B50.endif.epil.i35 ]
  %156 = bitcast i8* %.5.i1 to { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }**
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.6.i9205 = load { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }*, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }** %156, align 8
  %.978837 = bitcast { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i9205 to i64*
  %.979 = load i64, i64* %.978837, align 8
  %.980 = icmp slt i64 %.979, 1
  br i1 %.980, label %for.end.1.endif.if, label %for.end.1.endif.endif, !prof !0

for.end.1.endif.if:                               ; preds = %for.end.1.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.139918533549184, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.1.endif.endif:                            ; preds = %for.end.1.endif
  %.994.elt209 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i9205, i64 0, i32 3, i32 2
  %.994.unpack210 = load i64, i64* %.994.elt209, align 8
  %.994.elt213 = getelementptr inbounds { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }, { i64, i64, i8, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } }* %.6.i9205, i64 0, i32 3, i32 4
  %.994.unpack214 = load double*, double** %.994.elt213, align 8
  %.68.i = icmp eq i64 %.994.unpack210, 0
  br i1 %.68.i, label %for.end.1.endif.endif.endif, label %B50.endif.preheader.i, !prof !0

B50.endif.preheader.i:                            ; preds = %for.end.1.endif.endif
  %smax.i = tail call i64 @llvm.smax.i64(i64 %.994.unpack210, i64 1)
  %157 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %158 = icmp ult i64 %157, 7
  br i1 %158, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %const730 = bitcast i64 9223372036854775800 to i64
  %unroll_iter.i = and i64 %smax.i, %const730
  %159 = add nsw i64 %unroll_iter.i, -8
  %160 = lshr exact i64 %159, 3
  %161 = add nuw nsw i64 %160, 1
  %xtraiter = and i64 %161, 7
  %162 = icmp ult i64 %159, 56
  br i1 %162, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %const728 = bitcast i64 4611686018427387896 to i64
  %unroll_iter = and i64 %161, %const728
  %scevgep364 = getelementptr double, double* %.994.unpack214, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.06.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %163 = add nuw nsw i64 %.70.05.i.unr, 7
  %scevgep340 = getelementptr double, double* %.994.unpack214, i64 %163
  %164 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.06.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.06.i.unr, %B50.endif.i.epil.preheader ]
  %165 = bitcast double* %scevgep340 to i8*
  %uglygep361 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep361362 = bitcast i8* %uglygep361 to double*
  %scevgep363 = getelementptr double, double* %uglygep361362, i64 -7
  %.236.i.epil = load double, double* %scevgep363, align 8, !noalias !27
  %.239.i.epil = fadd double %c.2.06.i.epil, %.236.i.epil
  %uglygep358 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep358359 = bitcast i8* %uglygep358 to double*
  %scevgep360 = getelementptr double, double* %uglygep358359, i64 -6
  %.236.1.i.epil = load double, double* %scevgep360, align 8, !noalias !27
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep355 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep355356 = bitcast i8* %uglygep355 to double*
  %scevgep357 = getelementptr double, double* %uglygep355356, i64 -5
  %.236.2.i.epil = load double, double* %scevgep357, align 8, !noalias !27
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep352 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep352353 = bitcast i8* %uglygep352 to double*
  %scevgep354 = getelementptr double, double* %uglygep352353, i64 -4
  %.236.3.i.epil = load double, double* %scevgep354, align 8, !noalias !27
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep349 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep349350 = bitcast i8* %uglygep349 to double*
  %scevgep351 = getelementptr double, double* %uglygep349350, i64 -3
  %.236.4.i.epil = load double, double* %scevgep351, align 8, !noalias !27
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep346 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep346347 = bitcast i8* %uglygep346 to double*
  %scevgep348 = getelementptr double, double* %uglygep346347, i64 -2
  %.236.5.i.epil = load double, double* %scevgep348, align 8, !noalias !27
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep343 = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep343344 = bitcast i8* %uglygep343 to double*
  %scevgep345 = getelementptr double, double* %uglygep343344, i64 -1
  %.236.6.i.epil = load double, double* %scevgep345, align 8, !noalias !27
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %165, i64 %lsr.iv
  %uglygep342 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep342, align 8, !noalias !27
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %164, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !24, !llvm.loop !30

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.06.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.05.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.1.endif.endif.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.994.unpack214, i64 %.70.05.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.06.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.06.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep, align 8, !noalias !27
  %.239.epil.i = fadd double %c.2.06.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.1.endif.endif.endif, label %B50.endif.epil.i, !prof !24, !llvm.loop !26

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv492 = phi i64 [ %lsr.iv.next493, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.06.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.05.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep490 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep491 = getelementptr double, double* %scevgep490, i64 -63
  %.236.i = load double, double* %scevgep491, align 8, !noalias !27
  %.239.i = fadd double %c.2.06.i, %.236.i
  %scevgep488 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep489 = getelementptr double, double* %scevgep488, i64 -62
  %.236.1.i = load double, double* %scevgep489, align 8, !noalias !27
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep486 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep487 = getelementptr double, double* %scevgep486, i64 -61
  %.236.2.i = load double, double* %scevgep487, align 8, !noalias !27
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep484 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep485 = getelementptr double, double* %scevgep484, i64 -60
  %.236.3.i = load double, double* %scevgep485, align 8, !noalias !27
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep482 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep483 = getelementptr double, double* %scevgep482, i64 -59
  %.236.4.i = load double, double* %scevgep483, align 8, !noalias !27
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep480 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep481 = getelementptr double, double* %scevgep480, i64 -58
  %.236.5.i = load double, double* %scevgep481, align 8, !noalias !27
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep478 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep479 = getelementptr double, double* %scevgep478, i64 -57
  %.236.6.i = load double, double* %scevgep479, align 8, !noalias !27
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep476 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep477 = getelementptr double, double* %scevgep476, i64 -56
  %.236.7.i = load double, double* %scevgep477, align 8, !noalias !27
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep445 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep446 = getelementptr double, double* %scevgep445, i64 -55
  %.236.i.1 = load double, double* %scevgep446, align 8, !noalias !27
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep447 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep448 = getelementptr double, double* %scevgep447, i64 -54
  %.236.1.i.1 = load double, double* %scevgep448, align 8, !noalias !27
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep449 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep450 = getelementptr double, double* %scevgep449, i64 -53
  %.236.2.i.1 = load double, double* %scevgep450, align 8, !noalias !27
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep451 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep452 = getelementptr double, double* %scevgep451, i64 -52
  %.236.3.i.1 = load double, double* %scevgep452, align 8, !noalias !27
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep453 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep454 = getelementptr double, double* %scevgep453, i64 -51
  %.236.4.i.1 = load double, double* %scevgep454, align 8, !noalias !27
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep455 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep456 = getelementptr double, double* %scevgep455, i64 -50
  %.236.5.i.1 = load double, double* %scevgep456, align 8, !noalias !27
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep457 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep458 = getelementptr double, double* %scevgep457, i64 -49
  %.236.6.i.1 = load double, double* %scevgep458, align 8, !noalias !27
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep459 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep460 = getelementptr double, double* %scevgep459, i64 -48
  %.236.7.i.1 = load double, double* %scevgep460, align 8, !noalias !27
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep429 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep430 = getelementptr double, double* %scevgep429, i64 -47
  %.236.i.2 = load double, double* %scevgep430, align 8, !noalias !27
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep431 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep432 = getelementptr double, double* %scevgep431, i64 -46
  %.236.1.i.2 = load double, double* %scevgep432, align 8, !noalias !27
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep433 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep434 = getelementptr double, double* %scevgep433, i64 -45
  %.236.2.i.2 = load double, double* %scevgep434, align 8, !noalias !27
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep435 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep436 = getelementptr double, double* %scevgep435, i64 -44
  %.236.3.i.2 = load double, double* %scevgep436, align 8, !noalias !27
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep437 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep438 = getelementptr double, double* %scevgep437, i64 -43
  %.236.4.i.2 = load double, double* %scevgep438, align 8, !noalias !27
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep439 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep440 = getelementptr double, double* %scevgep439, i64 -42
  %.236.5.i.2 = load double, double* %scevgep440, align 8, !noalias !27
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep441 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep442 = getelementptr double, double* %scevgep441, i64 -41
  %.236.6.i.2 = load double, double* %scevgep442, align 8, !noalias !27
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep443 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep444 = getelementptr double, double* %scevgep443, i64 -40
  %.236.7.i.2 = load double, double* %scevgep444, align 8, !noalias !27
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep413 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep414 = getelementptr double, double* %scevgep413, i64 -39
  %.236.i.3 = load double, double* %scevgep414, align 8, !noalias !27
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep415 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep416 = getelementptr double, double* %scevgep415, i64 -38
  %.236.1.i.3 = load double, double* %scevgep416, align 8, !noalias !27
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep417 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep418 = getelementptr double, double* %scevgep417, i64 -37
  %.236.2.i.3 = load double, double* %scevgep418, align 8, !noalias !27
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep419 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep420 = getelementptr double, double* %scevgep419, i64 -36
  %.236.3.i.3 = load double, double* %scevgep420, align 8, !noalias !27
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep421 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep422 = getelementptr double, double* %scevgep421, i64 -35
  %.236.4.i.3 = load double, double* %scevgep422, align 8, !noalias !27
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep423 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep424 = getelementptr double, double* %scevgep423, i64 -34
  %.236.5.i.3 = load double, double* %scevgep424, align 8, !noalias !27
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep425 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep426 = getelementptr double, double* %scevgep425, i64 -33
  %.236.6.i.3 = load double, double* %scevgep426, align 8, !noalias !27
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep427 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep428 = getelementptr double, double* %scevgep427, i64 -32
  %.236.7.i.3 = load double, double* %scevgep428, align 8, !noalias !27
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep397 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep398 = getelementptr double, double* %scevgep397, i64 -31
  %.236.i.4 = load double, double* %scevgep398, align 8, !noalias !27
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep399 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep400 = getelementptr double, double* %scevgep399, i64 -30
  %.236.1.i.4 = load double, double* %scevgep400, align 8, !noalias !27
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep401 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep402 = getelementptr double, double* %scevgep401, i64 -29
  %.236.2.i.4 = load double, double* %scevgep402, align 8, !noalias !27
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep403 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep404 = getelementptr double, double* %scevgep403, i64 -28
  %.236.3.i.4 = load double, double* %scevgep404, align 8, !noalias !27
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep405 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep406 = getelementptr double, double* %scevgep405, i64 -27
  %.236.4.i.4 = load double, double* %scevgep406, align 8, !noalias !27
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep407 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep408 = getelementptr double, double* %scevgep407, i64 -26
  %.236.5.i.4 = load double, double* %scevgep408, align 8, !noalias !27
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep409 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep410 = getelementptr double, double* %scevgep409, i64 -25
  %.236.6.i.4 = load double, double* %scevgep410, align 8, !noalias !27
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep411 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep412 = getelementptr double, double* %scevgep411, i64 -24
  %.236.7.i.4 = load double, double* %scevgep412, align 8, !noalias !27
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep381 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep382 = getelementptr double, double* %scevgep381, i64 -23
  %.236.i.5 = load double, double* %scevgep382, align 8, !noalias !27
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep383 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep384 = getelementptr double, double* %scevgep383, i64 -22
  %.236.1.i.5 = load double, double* %scevgep384, align 8, !noalias !27
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep385 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep386 = getelementptr double, double* %scevgep385, i64 -21
  %.236.2.i.5 = load double, double* %scevgep386, align 8, !noalias !27
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep387 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep388 = getelementptr double, double* %scevgep387, i64 -20
  %.236.3.i.5 = load double, double* %scevgep388, align 8, !noalias !27
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep389 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep390 = getelementptr double, double* %scevgep389, i64 -19
  %.236.4.i.5 = load double, double* %scevgep390, align 8, !noalias !27
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep391 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep392 = getelementptr double, double* %scevgep391, i64 -18
  %.236.5.i.5 = load double, double* %scevgep392, align 8, !noalias !27
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep393 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep394 = getelementptr double, double* %scevgep393, i64 -17
  %.236.6.i.5 = load double, double* %scevgep394, align 8, !noalias !27
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep395 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep396 = getelementptr double, double* %scevgep395, i64 -16
  %.236.7.i.5 = load double, double* %scevgep396, align 8, !noalias !27
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep365 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep366 = getelementptr double, double* %scevgep365, i64 -15
  %.236.i.6 = load double, double* %scevgep366, align 8, !noalias !27
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep367 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep368 = getelementptr double, double* %scevgep367, i64 -14
  %.236.1.i.6 = load double, double* %scevgep368, align 8, !noalias !27
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep369 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep370 = getelementptr double, double* %scevgep369, i64 -13
  %.236.2.i.6 = load double, double* %scevgep370, align 8, !noalias !27
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep371 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep372 = getelementptr double, double* %scevgep371, i64 -12
  %.236.3.i.6 = load double, double* %scevgep372, align 8, !noalias !27
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep373 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep374 = getelementptr double, double* %scevgep373, i64 -11
  %.236.4.i.6 = load double, double* %scevgep374, align 8, !noalias !27
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep375 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep376 = getelementptr double, double* %scevgep375, i64 -10
  %.236.5.i.6 = load double, double* %scevgep376, align 8, !noalias !27
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep377 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep378 = getelementptr double, double* %scevgep377, i64 -9
  %.236.6.i.6 = load double, double* %scevgep378, align 8, !noalias !27
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep379 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep380 = getelementptr double, double* %scevgep379, i64 -8
  %.236.7.i.6 = load double, double* %scevgep380, align 8, !noalias !27
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep461 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep462 = getelementptr double, double* %scevgep461, i64 -7
  %.236.i.7 = load double, double* %scevgep462, align 8, !noalias !27
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep463 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep464 = getelementptr double, double* %scevgep463, i64 -6
  %.236.1.i.7 = load double, double* %scevgep464, align 8, !noalias !27
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep465 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep466 = getelementptr double, double* %scevgep465, i64 -5
  %.236.2.i.7 = load double, double* %scevgep466, align 8, !noalias !27
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep467 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep468 = getelementptr double, double* %scevgep467, i64 -4
  %.236.3.i.7 = load double, double* %scevgep468, align 8, !noalias !27
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep469 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep470 = getelementptr double, double* %scevgep469, i64 -3
  %.236.4.i.7 = load double, double* %scevgep470, align 8, !noalias !27
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep471 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep472 = getelementptr double, double* %scevgep471, i64 -2
  %.236.5.i.7 = load double, double* %scevgep472, align 8, !noalias !27
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep473 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %scevgep474 = getelementptr double, double* %scevgep473, i64 -1
  %.236.6.i.7 = load double, double* %scevgep474, align 8, !noalias !27
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.05.i, 64
  %scevgep475 = getelementptr double, double* %scevgep364, i64 %.70.05.i
  %.236.7.i.7 = load double, double* %scevgep475, align 8, !noalias !27
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next493 = add i64 %lsr.iv492, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next493, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !0

for.end.1.endif.endif.endif:                      ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end.1.endif.endif
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end.1.endif.endif ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.37)
  %.1041 = fadd double %c.2.0.lcssa.i36, %c.2.0.lcssa.i
  store double %.1041, double* %retptr, align 8
  br label %common.ret
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

define i8* @_ZN7cpython7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.const.list_pop_arrays, i64 0, i64 0), i64 1, i64 1, i8** nonnull %.5)
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
  %.11 = load i8*, i8** @_ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.16 = icmp eq i8* %.11, null
  br i1 %.16, label %entry.endif.if, label %entry.endif.endif, !prof !0

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([138 x i8], [138 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  %.49 = call i32 @_ZN7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.43, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.36.fca.0.load, i8* poison, i64 poison, i64 poison, double* %.36.fca.4.load, i64 %.36.fca.5.0.load, i64 poison) #3
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

define double @cfunc._ZN7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1) local_unnamed_addr {
entry:
  %.3 = alloca double, align 8
  store double 0.000000e+00, double* %.3, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 0
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.1, 5
  %.7 = extractvalue [1 x i64] %extracted.shape, 0
  %.9 = call i32 @_ZN7kernels15list_pop_arraysB3v10B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.3, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* poison, i64 poison, i64 poison, double* %extracted.data, i64 %.7, i64 poison) #3
  %.10 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.11.not = icmp eq i32 %.9, 0
  %.17 = icmp sgt i32 %.9, 0
  %.18 = select i1 %.17, { i8*, i32, i8*, i8*, i32 }* %.10, { i8*, i32, i8*, i8*, i32 }* undef
  %.19 = load double, double* %.3, align 8
  %.21 = alloca i32, align 4
  store i32 0, i32* %.21, align 4
  br i1 %.11.not, label %common.ret, label %entry.if, !prof !31

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.9, 0
  call void @numba_gil_ensure(i32* nonnull %.21)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %.24, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.19, %.24 ], [ %.19, %entry ]
  ret double %common.ret.op

.24:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.72 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f41527ac250>", i64 0, i64 0))
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
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!29 = distinct !{!29, !"_ZN5numba2np13old_arraymath9array_sum12_3clocals_3e14array_sum_implB2v8B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!30 = distinct !{!30, !10}
!31 = !{!"branch_weights", i32 99, i32 1}
