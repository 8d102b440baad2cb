; ModuleID = 'slogdet_loss'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.const.pickledata.140269929206464 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269929206464.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269929206464 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269929206464, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929206464.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.slogdet_loss = internal constant [13 x i8] c"slogdet_loss\00"
@_ZN08NumbaEnv7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@".const.missing Environment: _ZN08NumbaEnv7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE" = internal constant [166 x i8] c"missing Environment: _ZN08NumbaEnv7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE\00"
@PyExc_TypeError = external global i8
@".const.can't unbox array from PyObject into native value.  The object maybe of a different type" = internal constant [89 x i8] c"can't unbox array from PyObject into native value.  The object maybe of a different type\00"
@_Py_NoneStruct = external global i8
@".const.Error creating Python tuple from runtime exception arguments" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.Error creating Python tuple from runtime exception arguments.1" = internal constant [61 x i8] c"Error creating Python tuple from runtime exception arguments\00"
@".const.unknown error when calling native function.2" = internal constant [43 x i8] c"unknown error when calling native function\00"
@".const.<numba.core.cpu.CPUContext object at 0x7f932343f9d0>" = internal constant [53 x i8] c"<numba.core.cpu.CPUContext object at 0x7f932343f9d0>\00"
@_ZN08NumbaEnv5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB3v77B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269851411776 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C.Last 2 dimensions of the array must be square.\94\85\94\8C\0Cslogdet_impl\94\8C\12numba/np/linalg.py\94M\05\08\87\94\87\94."
@.const.pickledata.140269851411776.sha1 = internal constant [20 x i8] c"\EE\83u\C2\CF\03\0A\A3\0D#f\0C5\D0u\1E\C7\A1\07\81"
@.const.picklebuf.140269851411776 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269851411776, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269851411776.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269925867392 = internal constant [67 x i8] c"\80\04\958\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C\14cannot allocate list\94\85\94N\87\94."
@.const.pickledata.140269925867392.sha1 = internal constant [20 x i8] c"+\98\F4\13f\88\DD\D3\C0)\127\06\86\F1\A0\011(\0C"
@.const.picklebuf.140269925867392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([67 x i8], [67 x i8]* @.const.pickledata.140269925867392, i32 0, i32 0), i32 67, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269925867392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269931233856 = internal constant [135 x i8] c"\80\04\95|\00\00\00\00\00\00\00\8C\0Cnumpy.linalg\94\8C\0BLinAlgError\94\93\94\8C$Array must not contain infs or NaNs.\94\85\94\8C\14_check_finite_matrix\94\8C\12numba/np/linalg.py\94M;\03\87\94\87\94."
@.const.pickledata.140269931233856.sha1 = internal constant [20 x i8] c"\81\EE\FD\13\8B\DC\BA\FA\09\16\F7\88G\B0\166{\10\97\AC"
@.const.picklebuf.140269931233856 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([135 x i8], [135 x i8]* @.const.pickledata.140269931233856, i32 0, i32 0), i32 135, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931233856.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB2v4B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi2EE8UniTupleIxLi2EE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@PyExc_StopIteration = external global i8
@_ZN08NumbaEnv5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@.const.pickledata.140269931113280 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269931113280.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269931113280 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269931113280, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931113280.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29 = common local_unnamed_addr global i8* null
@.const.pickledata.140269931366144 = internal constant [77 x i8] c"\80\04\95B\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C\1Fnegative dimensions not allowed\94\85\94N\87\94."
@.const.pickledata.140269931366144.sha1 = internal constant [20 x i8] c"3\1B\85c\BD\B9\DA\C8\1B8B\22s\05,Ho\C1pk"
@.const.picklebuf.140269931366144 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([77 x i8], [77 x i8]* @.const.pickledata.140269931366144, i32 0, i32 0), i32 77, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931366144.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269931474752 = internal constant [137 x i8] c"\80\04\95~\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AValueError\94\93\94\8C[array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.\94\85\94N\87\94."
@.const.pickledata.140269931474752.sha1 = internal constant [20 x i8] c"X\E1N\CC\B5\07\B1\E0 i\81t\02#\E6\85\CB\8C<W"
@.const.picklebuf.140269931474752 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([137 x i8], [137 x i8]* @.const.pickledata.140269931474752, i32 0, i32 0), i32 137, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931474752.sha1, i32 0, i32 0), i8* null, i32 0 }
@.const.pickledata.140269930043392.12 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.13 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.11 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.12, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.13, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi = common local_unnamed_addr global i8* null
@.const.pickledata.140269931365056 = internal constant [90 x i8] c"\80\04\95O\00\00\00\00\00\00\00\8C\08builtins\94\8C\0EAssertionError\94\93\94)\8C\10_inv_err_handler\94\8C\12numba/np/linalg.py\94M\81\03\87\94\87\94."
@.const.pickledata.140269931365056.sha1 = internal constant [20 x i8] c"_N(\0D\80\F0`\8F\12\CFl\C0X\D0\83\EB\99J~\F8"
@.const.picklebuf.140269931365056 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.const.pickledata.140269931365056, i32 0, i32 0), i32 90, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269931365056.sha1, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e = common local_unnamed_addr global i8* null
@.const.pickledata.140269929999552 = internal constant [66 x i8] c"\80\04\957\00\00\00\00\00\00\00\8C\08builtins\94\8C\0AIndexError\94\93\94\8C\14getitem out of range\94\85\94N\87\94."
@.const.pickledata.140269929999552.sha1 = internal constant [20 x i8] c"WSA\9F|<\9D\9EA\A5\1CzW,\CE\16$\A3\9A\7F"
@.const.picklebuf.140269929999552 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([66 x i8], [66 x i8]* @.const.pickledata.140269929999552, i32 0, i32 0), i32 66, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269929999552.sha1, i32 0, i32 0), i8* null, i32 0 }
@PyExc_RuntimeError = external global i8
@PyExc_SystemError = external global i8
@_ZN08NumbaEnv5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIdLi2E1F7mutable7alignedEx = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv13_3cdynamic_3e33__numba_array_expr_0x7f93234db750B3v79B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEd = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np7npyimpl15_broadcast_ontoB3v23B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj = common local_unnamed_addr global i8* null
@.const.pickledata.140269930043392.16 = internal constant [86 x i8] c"\80\04\95K\00\00\00\00\00\00\00\8C\08builtins\94\8C\0BMemoryError\94\93\94\8C'Allocation failed (probably too large).\94\85\94N\87\94."
@.const.pickledata.140269930043392.sha1.17 = internal constant [20 x i8] c"\BA(\9D\81\F0\\p \F3G|\15sH\04\DFe\AB\E2\09"
@.const.picklebuf.140269930043392.15 = internal constant { i8*, i32, i8*, i8*, i32 } { i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.const.pickledata.140269930043392.16, i32 0, i32 0), i32 86, i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.const.pickledata.140269930043392.sha1.17, i32 0, i32 0), i8* null, i32 0 }
@_ZN08NumbaEnv5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE = common local_unnamed_addr global i8* null
@_ZN08NumbaEnv5numba2np8arrayobj15make_nditer_cls12_3clocals_3e6NdIter13init_specific12_3clocals_3e11check_shapeB3v25B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE8UniTupleIxLi1EE8UniTupleIxLi1EE = common local_unnamed_addr global i8* null

define i32 @_ZN7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.A.0, i8* nocapture readnone %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* nocapture readonly %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1, i8* %arg.b.0, i8* nocapture readnone %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, double* nocapture readonly %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
entry:
  %.34 = alloca [2 x double], align 8
  %excinfo.1 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  tail call void @NRT_incref(i8* %arg.A.0)
  tail call void @NRT_incref(i8* %arg.b.0)
  %0 = bitcast [2 x double]* %.34 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  %.42 = call i32 @_ZN5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB3v77B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE([2 x double]* nonnull %.34, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1, i8* %arg.A.0, i8* %arg.A.1, i64 %arg.A.2, i64 %arg.A.3, double* %arg.A.4, i64 %arg.A.5.0, i64 %arg.A.5.1, i64 %arg.A.6.0, i64 %arg.A.6.1)
  switch i32 %.42, label %B0.if [
    i32 -2, label %B0.endif
    i32 0, label %B0.endif
  ]

B0.if:                                            ; preds = %entry
  %.50 = icmp sgt i32 %.42, 0
  %.43 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1, align 8
  %.51 = select i1 %.50, { i8*, i32, i8*, i8*, i32 }* %.43, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.51, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif:                                         ; preds = %entry, %entry
  %.fca.0.gep451 = bitcast [2 x double]* %.34 to double*
  %.fca.1.gep = getelementptr inbounds [2 x double], [2 x double]* %.34, i64 0, i64 1
  %.52.fca.1.load = load double, double* %.fca.1.gep, align 8
  %.52.fca.0.load = load double, double* %.fca.0.gep451, align 8
  tail call void @NRT_decref(i8* %arg.A.0)
  %.77 = fmul double %.52.fca.1.load, %.52.fca.0.load
  %.137 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.b.5.0, i64 8)
  %.139 = extractvalue { i64, i1 } %.137, 1
  br i1 %.139, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !1

common.ret:                                       ; preds = %B0.endif.endif.endif.endif.if, %B0.if, %for.end.endif, %B0.endif.endif.endif.if
  %common.ret.op = phi i32 [ 1, %B0.endif.endif.endif.if ], [ 0, %for.end.endif ], [ %.42, %B0.if ], [ 1, %B0.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B0.endif.endif.endif.if:                          ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929206464, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif:                       ; preds = %B0.endif
  %.138 = extractvalue { i64, i1 } %.137, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.138, i32 32), !noalias !3
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392.15, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %1 = bitcast i8* %.5.i to double**
  %.6.i9 = load double*, double** %1, align 8
  %.2066 = icmp sgt i64 %arg.b.5.0, 0
  br i1 %.2066, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %B0.endif.endif.endif.endif.endif
  %.208.not = icmp eq i64 %arg.b.5.0, 1
  br i1 %.208.not, label %for.end.thread, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.preheader
  %min.iters.check = icmp ult i64 %arg.b.5.0, 32
  br i1 %min.iters.check, label %for.body.us.preheader28, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.us.preheader
  %scevgep = getelementptr double, double* %.6.i9, i64 %arg.b.5.0
  %scevgep23 = getelementptr double, double* %arg.b.4, i64 %arg.b.5.0
  %bound0 = icmp ult double* %.6.i9, %scevgep23
  %bound1 = icmp ugt double* %scevgep, %arg.b.4
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %for.body.us.preheader28, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %arg.b.5.0, -32
  %2 = add i64 %n.vec, -32
  %3 = lshr exact i64 %2, 5
  %4 = add nuw nsw i64 %3, 1
  %xtraiter32 = and i64 %4, 7
  %5 = icmp ult i64 %2, 224
  br i1 %5, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter35 = and i64 %4, 1152921504606846968
  %scevgep257 = getelementptr double, double* %arg.b.4, i64 248
  %scevgep353 = getelementptr double, double* %.6.i9, i64 248
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %lsr.iv449 = phi i64 [ %lsr.iv.next450, %vector.body ], [ %unroll_iter35, %vector.ph.new ]
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.7, %vector.body ]
  %scevgep341 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep341342 = bitcast double* %scevgep341 to <8 x double>*
  %scevgep343 = getelementptr <8 x double>, <8 x double>* %scevgep341342, i64 -31
  %wide.load = load <8 x double>, <8 x double>* %scevgep343, align 8, !alias.scope !10
  %scevgep350 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep350351 = bitcast double* %scevgep350 to <8 x double>*
  %scevgep352 = getelementptr <8 x double>, <8 x double>* %scevgep350351, i64 -30
  %wide.load25 = load <8 x double>, <8 x double>* %scevgep352, align 8, !alias.scope !10
  %scevgep347 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep347348 = bitcast double* %scevgep347 to <8 x double>*
  %scevgep349 = getelementptr <8 x double>, <8 x double>* %scevgep347348, i64 -29
  %wide.load26 = load <8 x double>, <8 x double>* %scevgep349, align 8, !alias.scope !10
  %scevgep344 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep344345 = bitcast double* %scevgep344 to <8 x double>*
  %scevgep346 = getelementptr <8 x double>, <8 x double>* %scevgep344345, i64 -28
  %wide.load27 = load <8 x double>, <8 x double>* %scevgep346, align 8, !alias.scope !10
  %6 = fmul <8 x double> %wide.load, %wide.load
  %7 = fmul <8 x double> %wide.load25, %wide.load25
  %8 = fmul <8 x double> %wide.load26, %wide.load26
  %9 = fmul <8 x double> %wide.load27, %wide.load27
  %scevgep437 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep437438 = bitcast double* %scevgep437 to <8 x double>*
  %scevgep439 = getelementptr <8 x double>, <8 x double>* %scevgep437438, i64 -31
  store <8 x double> %6, <8 x double>* %scevgep439, align 8, !alias.scope !13, !noalias !10
  %scevgep446 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep446447 = bitcast double* %scevgep446 to <8 x double>*
  %scevgep448 = getelementptr <8 x double>, <8 x double>* %scevgep446447, i64 -30
  store <8 x double> %7, <8 x double>* %scevgep448, align 8, !alias.scope !13, !noalias !10
  %scevgep443 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep443444 = bitcast double* %scevgep443 to <8 x double>*
  %scevgep445 = getelementptr <8 x double>, <8 x double>* %scevgep443444, i64 -29
  store <8 x double> %8, <8 x double>* %scevgep445, align 8, !alias.scope !13, !noalias !10
  %scevgep440 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep440441 = bitcast double* %scevgep440 to <8 x double>*
  %scevgep442 = getelementptr <8 x double>, <8 x double>* %scevgep440441, i64 -28
  store <8 x double> %9, <8 x double>* %scevgep442, align 8, !alias.scope !13, !noalias !10
  %scevgep327 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep327328 = bitcast double* %scevgep327 to <8 x double>*
  %scevgep329 = getelementptr <8 x double>, <8 x double>* %scevgep327328, i64 -27
  %wide.load.1 = load <8 x double>, <8 x double>* %scevgep329, align 8, !alias.scope !10
  %scevgep324 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep324325 = bitcast double* %scevgep324 to <8 x double>*
  %scevgep326 = getelementptr <8 x double>, <8 x double>* %scevgep324325, i64 -26
  %wide.load25.1 = load <8 x double>, <8 x double>* %scevgep326, align 8, !alias.scope !10
  %scevgep321 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep321322 = bitcast double* %scevgep321 to <8 x double>*
  %scevgep323 = getelementptr <8 x double>, <8 x double>* %scevgep321322, i64 -25
  %wide.load26.1 = load <8 x double>, <8 x double>* %scevgep323, align 8, !alias.scope !10
  %scevgep318 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep318319 = bitcast double* %scevgep318 to <8 x double>*
  %scevgep320 = getelementptr <8 x double>, <8 x double>* %scevgep318319, i64 -24
  %wide.load27.1 = load <8 x double>, <8 x double>* %scevgep320, align 8, !alias.scope !10
  %10 = fmul <8 x double> %wide.load.1, %wide.load.1
  %11 = fmul <8 x double> %wide.load25.1, %wide.load25.1
  %12 = fmul <8 x double> %wide.load26.1, %wide.load26.1
  %13 = fmul <8 x double> %wide.load27.1, %wide.load27.1
  %scevgep423 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep423424 = bitcast double* %scevgep423 to <8 x double>*
  %scevgep425 = getelementptr <8 x double>, <8 x double>* %scevgep423424, i64 -27
  store <8 x double> %10, <8 x double>* %scevgep425, align 8, !alias.scope !13, !noalias !10
  %scevgep420 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep420421 = bitcast double* %scevgep420 to <8 x double>*
  %scevgep422 = getelementptr <8 x double>, <8 x double>* %scevgep420421, i64 -26
  store <8 x double> %11, <8 x double>* %scevgep422, align 8, !alias.scope !13, !noalias !10
  %scevgep417 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep417418 = bitcast double* %scevgep417 to <8 x double>*
  %scevgep419 = getelementptr <8 x double>, <8 x double>* %scevgep417418, i64 -25
  store <8 x double> %12, <8 x double>* %scevgep419, align 8, !alias.scope !13, !noalias !10
  %scevgep414 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep414415 = bitcast double* %scevgep414 to <8 x double>*
  %scevgep416 = getelementptr <8 x double>, <8 x double>* %scevgep414415, i64 -24
  store <8 x double> %13, <8 x double>* %scevgep416, align 8, !alias.scope !13, !noalias !10
  %scevgep315 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep315316 = bitcast double* %scevgep315 to <8 x double>*
  %scevgep317 = getelementptr <8 x double>, <8 x double>* %scevgep315316, i64 -23
  %wide.load.2 = load <8 x double>, <8 x double>* %scevgep317, align 8, !alias.scope !10
  %scevgep312 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep312313 = bitcast double* %scevgep312 to <8 x double>*
  %scevgep314 = getelementptr <8 x double>, <8 x double>* %scevgep312313, i64 -22
  %wide.load25.2 = load <8 x double>, <8 x double>* %scevgep314, align 8, !alias.scope !10
  %scevgep309 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep309310 = bitcast double* %scevgep309 to <8 x double>*
  %scevgep311 = getelementptr <8 x double>, <8 x double>* %scevgep309310, i64 -21
  %wide.load26.2 = load <8 x double>, <8 x double>* %scevgep311, align 8, !alias.scope !10
  %scevgep306 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep306307 = bitcast double* %scevgep306 to <8 x double>*
  %scevgep308 = getelementptr <8 x double>, <8 x double>* %scevgep306307, i64 -20
  %wide.load27.2 = load <8 x double>, <8 x double>* %scevgep308, align 8, !alias.scope !10
  %14 = fmul <8 x double> %wide.load.2, %wide.load.2
  %15 = fmul <8 x double> %wide.load25.2, %wide.load25.2
  %16 = fmul <8 x double> %wide.load26.2, %wide.load26.2
  %17 = fmul <8 x double> %wide.load27.2, %wide.load27.2
  %scevgep411 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep411412 = bitcast double* %scevgep411 to <8 x double>*
  %scevgep413 = getelementptr <8 x double>, <8 x double>* %scevgep411412, i64 -23
  store <8 x double> %14, <8 x double>* %scevgep413, align 8, !alias.scope !13, !noalias !10
  %scevgep408 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep408409 = bitcast double* %scevgep408 to <8 x double>*
  %scevgep410 = getelementptr <8 x double>, <8 x double>* %scevgep408409, i64 -22
  store <8 x double> %15, <8 x double>* %scevgep410, align 8, !alias.scope !13, !noalias !10
  %scevgep405 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep405406 = bitcast double* %scevgep405 to <8 x double>*
  %scevgep407 = getelementptr <8 x double>, <8 x double>* %scevgep405406, i64 -21
  store <8 x double> %16, <8 x double>* %scevgep407, align 8, !alias.scope !13, !noalias !10
  %scevgep402 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep402403 = bitcast double* %scevgep402 to <8 x double>*
  %scevgep404 = getelementptr <8 x double>, <8 x double>* %scevgep402403, i64 -20
  store <8 x double> %17, <8 x double>* %scevgep404, align 8, !alias.scope !13, !noalias !10
  %scevgep303 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep303304 = bitcast double* %scevgep303 to <8 x double>*
  %scevgep305 = getelementptr <8 x double>, <8 x double>* %scevgep303304, i64 -19
  %wide.load.3 = load <8 x double>, <8 x double>* %scevgep305, align 8, !alias.scope !10
  %scevgep300 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep300301 = bitcast double* %scevgep300 to <8 x double>*
  %scevgep302 = getelementptr <8 x double>, <8 x double>* %scevgep300301, i64 -18
  %wide.load25.3 = load <8 x double>, <8 x double>* %scevgep302, align 8, !alias.scope !10
  %scevgep297 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep297298 = bitcast double* %scevgep297 to <8 x double>*
  %scevgep299 = getelementptr <8 x double>, <8 x double>* %scevgep297298, i64 -17
  %wide.load26.3 = load <8 x double>, <8 x double>* %scevgep299, align 8, !alias.scope !10
  %scevgep294 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep294295 = bitcast double* %scevgep294 to <8 x double>*
  %scevgep296 = getelementptr <8 x double>, <8 x double>* %scevgep294295, i64 -16
  %wide.load27.3 = load <8 x double>, <8 x double>* %scevgep296, align 8, !alias.scope !10
  %18 = fmul <8 x double> %wide.load.3, %wide.load.3
  %19 = fmul <8 x double> %wide.load25.3, %wide.load25.3
  %20 = fmul <8 x double> %wide.load26.3, %wide.load26.3
  %21 = fmul <8 x double> %wide.load27.3, %wide.load27.3
  %scevgep399 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep399400 = bitcast double* %scevgep399 to <8 x double>*
  %scevgep401 = getelementptr <8 x double>, <8 x double>* %scevgep399400, i64 -19
  store <8 x double> %18, <8 x double>* %scevgep401, align 8, !alias.scope !13, !noalias !10
  %scevgep396 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep396397 = bitcast double* %scevgep396 to <8 x double>*
  %scevgep398 = getelementptr <8 x double>, <8 x double>* %scevgep396397, i64 -18
  store <8 x double> %19, <8 x double>* %scevgep398, align 8, !alias.scope !13, !noalias !10
  %scevgep393 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep393394 = bitcast double* %scevgep393 to <8 x double>*
  %scevgep395 = getelementptr <8 x double>, <8 x double>* %scevgep393394, i64 -17
  store <8 x double> %20, <8 x double>* %scevgep395, align 8, !alias.scope !13, !noalias !10
  %scevgep390 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep390391 = bitcast double* %scevgep390 to <8 x double>*
  %scevgep392 = getelementptr <8 x double>, <8 x double>* %scevgep390391, i64 -16
  store <8 x double> %21, <8 x double>* %scevgep392, align 8, !alias.scope !13, !noalias !10
  %scevgep291 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep291292 = bitcast double* %scevgep291 to <8 x double>*
  %scevgep293 = getelementptr <8 x double>, <8 x double>* %scevgep291292, i64 -15
  %wide.load.4 = load <8 x double>, <8 x double>* %scevgep293, align 8, !alias.scope !10
  %scevgep288 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep288289 = bitcast double* %scevgep288 to <8 x double>*
  %scevgep290 = getelementptr <8 x double>, <8 x double>* %scevgep288289, i64 -14
  %wide.load25.4 = load <8 x double>, <8 x double>* %scevgep290, align 8, !alias.scope !10
  %scevgep285 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep285286 = bitcast double* %scevgep285 to <8 x double>*
  %scevgep287 = getelementptr <8 x double>, <8 x double>* %scevgep285286, i64 -13
  %wide.load26.4 = load <8 x double>, <8 x double>* %scevgep287, align 8, !alias.scope !10
  %scevgep282 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep282283 = bitcast double* %scevgep282 to <8 x double>*
  %scevgep284 = getelementptr <8 x double>, <8 x double>* %scevgep282283, i64 -12
  %wide.load27.4 = load <8 x double>, <8 x double>* %scevgep284, align 8, !alias.scope !10
  %22 = fmul <8 x double> %wide.load.4, %wide.load.4
  %23 = fmul <8 x double> %wide.load25.4, %wide.load25.4
  %24 = fmul <8 x double> %wide.load26.4, %wide.load26.4
  %25 = fmul <8 x double> %wide.load27.4, %wide.load27.4
  %scevgep387 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep387388 = bitcast double* %scevgep387 to <8 x double>*
  %scevgep389 = getelementptr <8 x double>, <8 x double>* %scevgep387388, i64 -15
  store <8 x double> %22, <8 x double>* %scevgep389, align 8, !alias.scope !13, !noalias !10
  %scevgep384 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep384385 = bitcast double* %scevgep384 to <8 x double>*
  %scevgep386 = getelementptr <8 x double>, <8 x double>* %scevgep384385, i64 -14
  store <8 x double> %23, <8 x double>* %scevgep386, align 8, !alias.scope !13, !noalias !10
  %scevgep381 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep381382 = bitcast double* %scevgep381 to <8 x double>*
  %scevgep383 = getelementptr <8 x double>, <8 x double>* %scevgep381382, i64 -13
  store <8 x double> %24, <8 x double>* %scevgep383, align 8, !alias.scope !13, !noalias !10
  %scevgep378 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep378379 = bitcast double* %scevgep378 to <8 x double>*
  %scevgep380 = getelementptr <8 x double>, <8 x double>* %scevgep378379, i64 -12
  store <8 x double> %25, <8 x double>* %scevgep380, align 8, !alias.scope !13, !noalias !10
  %scevgep279 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep279280 = bitcast double* %scevgep279 to <8 x double>*
  %scevgep281 = getelementptr <8 x double>, <8 x double>* %scevgep279280, i64 -11
  %wide.load.5 = load <8 x double>, <8 x double>* %scevgep281, align 8, !alias.scope !10
  %scevgep276 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep276277 = bitcast double* %scevgep276 to <8 x double>*
  %scevgep278 = getelementptr <8 x double>, <8 x double>* %scevgep276277, i64 -10
  %wide.load25.5 = load <8 x double>, <8 x double>* %scevgep278, align 8, !alias.scope !10
  %scevgep273 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep273274 = bitcast double* %scevgep273 to <8 x double>*
  %scevgep275 = getelementptr <8 x double>, <8 x double>* %scevgep273274, i64 -9
  %wide.load26.5 = load <8 x double>, <8 x double>* %scevgep275, align 8, !alias.scope !10
  %scevgep270 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep270271 = bitcast double* %scevgep270 to <8 x double>*
  %scevgep272 = getelementptr <8 x double>, <8 x double>* %scevgep270271, i64 -8
  %wide.load27.5 = load <8 x double>, <8 x double>* %scevgep272, align 8, !alias.scope !10
  %26 = fmul <8 x double> %wide.load.5, %wide.load.5
  %27 = fmul <8 x double> %wide.load25.5, %wide.load25.5
  %28 = fmul <8 x double> %wide.load26.5, %wide.load26.5
  %29 = fmul <8 x double> %wide.load27.5, %wide.load27.5
  %scevgep375 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep375376 = bitcast double* %scevgep375 to <8 x double>*
  %scevgep377 = getelementptr <8 x double>, <8 x double>* %scevgep375376, i64 -11
  store <8 x double> %26, <8 x double>* %scevgep377, align 8, !alias.scope !13, !noalias !10
  %scevgep372 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep372373 = bitcast double* %scevgep372 to <8 x double>*
  %scevgep374 = getelementptr <8 x double>, <8 x double>* %scevgep372373, i64 -10
  store <8 x double> %27, <8 x double>* %scevgep374, align 8, !alias.scope !13, !noalias !10
  %scevgep369 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep369370 = bitcast double* %scevgep369 to <8 x double>*
  %scevgep371 = getelementptr <8 x double>, <8 x double>* %scevgep369370, i64 -9
  store <8 x double> %28, <8 x double>* %scevgep371, align 8, !alias.scope !13, !noalias !10
  %scevgep366 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep366367 = bitcast double* %scevgep366 to <8 x double>*
  %scevgep368 = getelementptr <8 x double>, <8 x double>* %scevgep366367, i64 -8
  store <8 x double> %29, <8 x double>* %scevgep368, align 8, !alias.scope !13, !noalias !10
  %scevgep267 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep267268 = bitcast double* %scevgep267 to <8 x double>*
  %scevgep269 = getelementptr <8 x double>, <8 x double>* %scevgep267268, i64 -7
  %wide.load.6 = load <8 x double>, <8 x double>* %scevgep269, align 8, !alias.scope !10
  %scevgep264 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep264265 = bitcast double* %scevgep264 to <8 x double>*
  %scevgep266 = getelementptr <8 x double>, <8 x double>* %scevgep264265, i64 -6
  %wide.load25.6 = load <8 x double>, <8 x double>* %scevgep266, align 8, !alias.scope !10
  %scevgep261 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep261262 = bitcast double* %scevgep261 to <8 x double>*
  %scevgep263 = getelementptr <8 x double>, <8 x double>* %scevgep261262, i64 -5
  %wide.load26.6 = load <8 x double>, <8 x double>* %scevgep263, align 8, !alias.scope !10
  %scevgep258 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep258259 = bitcast double* %scevgep258 to <8 x double>*
  %scevgep260 = getelementptr <8 x double>, <8 x double>* %scevgep258259, i64 -4
  %wide.load27.6 = load <8 x double>, <8 x double>* %scevgep260, align 8, !alias.scope !10
  %30 = fmul <8 x double> %wide.load.6, %wide.load.6
  %31 = fmul <8 x double> %wide.load25.6, %wide.load25.6
  %32 = fmul <8 x double> %wide.load26.6, %wide.load26.6
  %33 = fmul <8 x double> %wide.load27.6, %wide.load27.6
  %scevgep363 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep363364 = bitcast double* %scevgep363 to <8 x double>*
  %scevgep365 = getelementptr <8 x double>, <8 x double>* %scevgep363364, i64 -7
  store <8 x double> %30, <8 x double>* %scevgep365, align 8, !alias.scope !13, !noalias !10
  %scevgep360 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep360361 = bitcast double* %scevgep360 to <8 x double>*
  %scevgep362 = getelementptr <8 x double>, <8 x double>* %scevgep360361, i64 -6
  store <8 x double> %31, <8 x double>* %scevgep362, align 8, !alias.scope !13, !noalias !10
  %scevgep357 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep357358 = bitcast double* %scevgep357 to <8 x double>*
  %scevgep359 = getelementptr <8 x double>, <8 x double>* %scevgep357358, i64 -5
  store <8 x double> %32, <8 x double>* %scevgep359, align 8, !alias.scope !13, !noalias !10
  %scevgep354 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep354355 = bitcast double* %scevgep354 to <8 x double>*
  %scevgep356 = getelementptr <8 x double>, <8 x double>* %scevgep354355, i64 -4
  store <8 x double> %33, <8 x double>* %scevgep356, align 8, !alias.scope !13, !noalias !10
  %scevgep338 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep338339 = bitcast double* %scevgep338 to <8 x double>*
  %scevgep340 = getelementptr <8 x double>, <8 x double>* %scevgep338339, i64 -3
  %wide.load.7 = load <8 x double>, <8 x double>* %scevgep340, align 8, !alias.scope !10
  %scevgep335 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep335336 = bitcast double* %scevgep335 to <8 x double>*
  %scevgep337 = getelementptr <8 x double>, <8 x double>* %scevgep335336, i64 -2
  %wide.load25.7 = load <8 x double>, <8 x double>* %scevgep337, align 8, !alias.scope !10
  %scevgep332 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep332333 = bitcast double* %scevgep332 to <8 x double>*
  %scevgep334 = getelementptr <8 x double>, <8 x double>* %scevgep332333, i64 -1
  %wide.load26.7 = load <8 x double>, <8 x double>* %scevgep334, align 8, !alias.scope !10
  %scevgep330 = getelementptr double, double* %scevgep257, i64 %index
  %scevgep330331 = bitcast double* %scevgep330 to <8 x double>*
  %wide.load27.7 = load <8 x double>, <8 x double>* %scevgep330331, align 8, !alias.scope !10
  %34 = fmul <8 x double> %wide.load.7, %wide.load.7
  %35 = fmul <8 x double> %wide.load25.7, %wide.load25.7
  %36 = fmul <8 x double> %wide.load26.7, %wide.load26.7
  %37 = fmul <8 x double> %wide.load27.7, %wide.load27.7
  %scevgep434 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep434435 = bitcast double* %scevgep434 to <8 x double>*
  %scevgep436 = getelementptr <8 x double>, <8 x double>* %scevgep434435, i64 -3
  store <8 x double> %34, <8 x double>* %scevgep436, align 8, !alias.scope !13, !noalias !10
  %scevgep431 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep431432 = bitcast double* %scevgep431 to <8 x double>*
  %scevgep433 = getelementptr <8 x double>, <8 x double>* %scevgep431432, i64 -2
  store <8 x double> %35, <8 x double>* %scevgep433, align 8, !alias.scope !13, !noalias !10
  %scevgep428 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep428429 = bitcast double* %scevgep428 to <8 x double>*
  %scevgep430 = getelementptr <8 x double>, <8 x double>* %scevgep428429, i64 -1
  store <8 x double> %36, <8 x double>* %scevgep430, align 8, !alias.scope !13, !noalias !10
  %scevgep426 = getelementptr double, double* %scevgep353, i64 %index
  %scevgep426427 = bitcast double* %scevgep426 to <8 x double>*
  store <8 x double> %37, <8 x double>* %scevgep426427, align 8, !alias.scope !13, !noalias !10
  %index.next.7 = add i64 %index, 256
  %lsr.iv.next450 = add i64 %lsr.iv449, -8
  %niter36.ncmp.7 = icmp eq i64 %lsr.iv.next450, 0
  br i1 %niter36.ncmp.7, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !15

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.7, %vector.body ]
  %lcmp.mod34.not = icmp eq i64 %xtraiter32, 0
  br i1 %lcmp.mod34.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %38 = add nuw nsw i64 %index.unr, 24
  %scevgep229 = getelementptr double, double* %.6.i9, i64 %38
  %scevgep244 = getelementptr double, double* %arg.b.4, i64 %38
  %39 = shl nuw nsw i64 %xtraiter32, 8
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil.preheader, %vector.body.epil
  %lsr.iv230 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next231, %vector.body.epil ]
  %40 = bitcast double* %scevgep244 to i8*
  %41 = bitcast double* %scevgep229 to i8*
  %uglygep254 = getelementptr i8, i8* %40, i64 %lsr.iv230
  %uglygep254255 = bitcast i8* %uglygep254 to <8 x double>*
  %scevgep256 = getelementptr <8 x double>, <8 x double>* %uglygep254255, i64 -3
  %wide.load.epil = load <8 x double>, <8 x double>* %scevgep256, align 8, !alias.scope !10
  %uglygep251 = getelementptr i8, i8* %40, i64 %lsr.iv230
  %uglygep251252 = bitcast i8* %uglygep251 to <8 x double>*
  %scevgep253 = getelementptr <8 x double>, <8 x double>* %uglygep251252, i64 -2
  %wide.load25.epil = load <8 x double>, <8 x double>* %scevgep253, align 8, !alias.scope !10
  %uglygep248 = getelementptr i8, i8* %40, i64 %lsr.iv230
  %uglygep248249 = bitcast i8* %uglygep248 to <8 x double>*
  %scevgep250 = getelementptr <8 x double>, <8 x double>* %uglygep248249, i64 -1
  %wide.load26.epil = load <8 x double>, <8 x double>* %scevgep250, align 8, !alias.scope !10
  %uglygep246 = getelementptr i8, i8* %40, i64 %lsr.iv230
  %uglygep246247 = bitcast i8* %uglygep246 to <8 x double>*
  %wide.load27.epil = load <8 x double>, <8 x double>* %uglygep246247, align 8, !alias.scope !10
  %42 = fmul <8 x double> %wide.load.epil, %wide.load.epil
  %43 = fmul <8 x double> %wide.load25.epil, %wide.load25.epil
  %44 = fmul <8 x double> %wide.load26.epil, %wide.load26.epil
  %45 = fmul <8 x double> %wide.load27.epil, %wide.load27.epil
  %uglygep241 = getelementptr i8, i8* %41, i64 %lsr.iv230
  %uglygep241242 = bitcast i8* %uglygep241 to <8 x double>*
  %scevgep243 = getelementptr <8 x double>, <8 x double>* %uglygep241242, i64 -3
  store <8 x double> %42, <8 x double>* %scevgep243, align 8, !alias.scope !13, !noalias !10
  %uglygep238 = getelementptr i8, i8* %41, i64 %lsr.iv230
  %uglygep238239 = bitcast i8* %uglygep238 to <8 x double>*
  %scevgep240 = getelementptr <8 x double>, <8 x double>* %uglygep238239, i64 -2
  store <8 x double> %43, <8 x double>* %scevgep240, align 8, !alias.scope !13, !noalias !10
  %uglygep235 = getelementptr i8, i8* %41, i64 %lsr.iv230
  %uglygep235236 = bitcast i8* %uglygep235 to <8 x double>*
  %scevgep237 = getelementptr <8 x double>, <8 x double>* %uglygep235236, i64 -1
  store <8 x double> %44, <8 x double>* %scevgep237, align 8, !alias.scope !13, !noalias !10
  %uglygep233 = getelementptr i8, i8* %41, i64 %lsr.iv230
  %uglygep233234 = bitcast i8* %uglygep233 to <8 x double>*
  store <8 x double> %45, <8 x double>* %uglygep233234, align 8, !alias.scope !13, !noalias !10
  %lsr.iv.next231 = add nuw nsw i64 %lsr.iv230, 256
  %epil.iter33.cmp.not = icmp eq i64 %39, %lsr.iv.next231
  br i1 %epil.iter33.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !17

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %arg.b.5.0
  br i1 %cmp.n, label %for.end, label %for.body.us.preheader28

for.body.us.preheader28:                          ; preds = %vector.memcheck, %for.body.us.preheader, %middle.block
  %loop.index8.us.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.us.preheader ], [ %n.vec, %middle.block ]
  %46 = xor i64 %loop.index8.us.ph, -1
  %47 = add i64 %46, %arg.b.5.0
  %xtraiter30 = and i64 %arg.b.5.0, 7
  %lcmp.mod31.not = icmp eq i64 %xtraiter30, 0
  br i1 %lcmp.mod31.not, label %for.body.us.prol.loopexit, label %for.body.us.prol.preheader

for.body.us.prol.preheader:                       ; preds = %for.body.us.preheader28
  br label %for.body.us.prol

for.body.us.prol:                                 ; preds = %for.body.us.prol.preheader, %for.body.us.prol
  %lsr.iv227 = phi i64 [ %xtraiter30, %for.body.us.prol.preheader ], [ %lsr.iv.next228, %for.body.us.prol ]
  %loop.index8.us.prol = phi i64 [ %.245.us.prol, %for.body.us.prol ], [ %loop.index8.us.ph, %for.body.us.prol.preheader ]
  %scevgep226 = getelementptr double, double* %arg.b.4, i64 %loop.index8.us.prol
  %.216.us.prol = load double, double* %scevgep226, align 8
  %.5.i1.us.prol = fmul double %.216.us.prol, %.216.us.prol
  %scevgep225 = getelementptr double, double* %.6.i9, i64 %loop.index8.us.prol
  store double %.5.i1.us.prol, double* %scevgep225, align 8
  %.245.us.prol = add nuw i64 %loop.index8.us.prol, 1
  %lsr.iv.next228 = add nsw i64 %lsr.iv227, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next228, 0
  br i1 %prol.iter.cmp.not, label %for.body.us.prol.loopexit, label %for.body.us.prol, !llvm.loop !19

for.body.us.prol.loopexit:                        ; preds = %for.body.us.prol, %for.body.us.preheader28
  %loop.index8.us.unr = phi i64 [ %loop.index8.us.ph, %for.body.us.preheader28 ], [ %.245.us.prol, %for.body.us.prol ]
  %48 = icmp ult i64 %47, 7
  br i1 %48, label %for.end, label %for.body.us.preheader37

for.body.us.preheader37:                          ; preds = %for.body.us.prol.loopexit
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader37, %for.body.us
  %loop.index8.us = phi i64 [ %.245.us.7, %for.body.us ], [ %loop.index8.us.unr, %for.body.us.preheader37 ]
  %sunkaddr = mul i64 %loop.index8.us, 8
  %49 = bitcast double* %arg.b.4 to i8*
  %sunkaddr452 = getelementptr i8, i8* %49, i64 %sunkaddr
  %50 = bitcast i8* %sunkaddr452 to double*
  %.216.us = load double, double* %50, align 8
  %.5.i1.us = fmul double %.216.us, %.216.us
  %sunkaddr453 = mul i64 %loop.index8.us, 8
  %51 = bitcast double* %.6.i9 to i8*
  %sunkaddr454 = getelementptr i8, i8* %51, i64 %sunkaddr453
  %52 = bitcast i8* %sunkaddr454 to double*
  store double %.5.i1.us, double* %52, align 8
  %sunkaddr455 = mul i64 %loop.index8.us, 8
  %53 = bitcast double* %arg.b.4 to i8*
  %sunkaddr456 = getelementptr i8, i8* %53, i64 %sunkaddr455
  %sunkaddr457 = getelementptr i8, i8* %sunkaddr456, i64 8
  %54 = bitcast i8* %sunkaddr457 to double*
  %.216.us.1 = load double, double* %54, align 8
  %.5.i1.us.1 = fmul double %.216.us.1, %.216.us.1
  %sunkaddr458 = mul i64 %loop.index8.us, 8
  %55 = bitcast double* %.6.i9 to i8*
  %sunkaddr459 = getelementptr i8, i8* %55, i64 %sunkaddr458
  %sunkaddr460 = getelementptr i8, i8* %sunkaddr459, i64 8
  %56 = bitcast i8* %sunkaddr460 to double*
  store double %.5.i1.us.1, double* %56, align 8
  %sunkaddr461 = mul i64 %loop.index8.us, 8
  %57 = bitcast double* %arg.b.4 to i8*
  %sunkaddr462 = getelementptr i8, i8* %57, i64 %sunkaddr461
  %sunkaddr463 = getelementptr i8, i8* %sunkaddr462, i64 16
  %58 = bitcast i8* %sunkaddr463 to double*
  %.216.us.2 = load double, double* %58, align 8
  %.5.i1.us.2 = fmul double %.216.us.2, %.216.us.2
  %sunkaddr464 = mul i64 %loop.index8.us, 8
  %59 = bitcast double* %.6.i9 to i8*
  %sunkaddr465 = getelementptr i8, i8* %59, i64 %sunkaddr464
  %sunkaddr466 = getelementptr i8, i8* %sunkaddr465, i64 16
  %60 = bitcast i8* %sunkaddr466 to double*
  store double %.5.i1.us.2, double* %60, align 8
  %sunkaddr467 = mul i64 %loop.index8.us, 8
  %61 = bitcast double* %arg.b.4 to i8*
  %sunkaddr468 = getelementptr i8, i8* %61, i64 %sunkaddr467
  %sunkaddr469 = getelementptr i8, i8* %sunkaddr468, i64 24
  %62 = bitcast i8* %sunkaddr469 to double*
  %.216.us.3 = load double, double* %62, align 8
  %.5.i1.us.3 = fmul double %.216.us.3, %.216.us.3
  %sunkaddr470 = mul i64 %loop.index8.us, 8
  %63 = bitcast double* %.6.i9 to i8*
  %sunkaddr471 = getelementptr i8, i8* %63, i64 %sunkaddr470
  %sunkaddr472 = getelementptr i8, i8* %sunkaddr471, i64 24
  %64 = bitcast i8* %sunkaddr472 to double*
  store double %.5.i1.us.3, double* %64, align 8
  %sunkaddr473 = mul i64 %loop.index8.us, 8
  %65 = bitcast double* %arg.b.4 to i8*
  %sunkaddr474 = getelementptr i8, i8* %65, i64 %sunkaddr473
  %sunkaddr475 = getelementptr i8, i8* %sunkaddr474, i64 32
  %66 = bitcast i8* %sunkaddr475 to double*
  %.216.us.4 = load double, double* %66, align 8
  %.5.i1.us.4 = fmul double %.216.us.4, %.216.us.4
  %sunkaddr476 = mul i64 %loop.index8.us, 8
  %67 = bitcast double* %.6.i9 to i8*
  %sunkaddr477 = getelementptr i8, i8* %67, i64 %sunkaddr476
  %sunkaddr478 = getelementptr i8, i8* %sunkaddr477, i64 32
  %68 = bitcast i8* %sunkaddr478 to double*
  store double %.5.i1.us.4, double* %68, align 8
  %sunkaddr479 = mul i64 %loop.index8.us, 8
  %69 = bitcast double* %arg.b.4 to i8*
  %sunkaddr480 = getelementptr i8, i8* %69, i64 %sunkaddr479
  %sunkaddr481 = getelementptr i8, i8* %sunkaddr480, i64 40
  %70 = bitcast i8* %sunkaddr481 to double*
  %.216.us.5 = load double, double* %70, align 8
  %.5.i1.us.5 = fmul double %.216.us.5, %.216.us.5
  %sunkaddr482 = mul i64 %loop.index8.us, 8
  %71 = bitcast double* %.6.i9 to i8*
  %sunkaddr483 = getelementptr i8, i8* %71, i64 %sunkaddr482
  %sunkaddr484 = getelementptr i8, i8* %sunkaddr483, i64 40
  %72 = bitcast i8* %sunkaddr484 to double*
  store double %.5.i1.us.5, double* %72, align 8
  %sunkaddr485 = mul i64 %loop.index8.us, 8
  %73 = bitcast double* %arg.b.4 to i8*
  %sunkaddr486 = getelementptr i8, i8* %73, i64 %sunkaddr485
  %sunkaddr487 = getelementptr i8, i8* %sunkaddr486, i64 48
  %74 = bitcast i8* %sunkaddr487 to double*
  %.216.us.6 = load double, double* %74, align 8
  %.5.i1.us.6 = fmul double %.216.us.6, %.216.us.6
  %sunkaddr488 = mul i64 %loop.index8.us, 8
  %75 = bitcast double* %.6.i9 to i8*
  %sunkaddr489 = getelementptr i8, i8* %75, i64 %sunkaddr488
  %sunkaddr490 = getelementptr i8, i8* %sunkaddr489, i64 48
  %76 = bitcast i8* %sunkaddr490 to double*
  store double %.5.i1.us.6, double* %76, align 8
  %sunkaddr491 = mul i64 %loop.index8.us, 8
  %77 = bitcast double* %arg.b.4 to i8*
  %sunkaddr492 = getelementptr i8, i8* %77, i64 %sunkaddr491
  %sunkaddr493 = getelementptr i8, i8* %sunkaddr492, i64 56
  %78 = bitcast i8* %sunkaddr493 to double*
  %.216.us.7 = load double, double* %78, align 8
  %.5.i1.us.7 = fmul double %.216.us.7, %.216.us.7
  %sunkaddr494 = mul i64 %loop.index8.us, 8
  %79 = bitcast double* %.6.i9 to i8*
  %sunkaddr495 = getelementptr i8, i8* %79, i64 %sunkaddr494
  %sunkaddr496 = getelementptr i8, i8* %sunkaddr495, i64 56
  %80 = bitcast i8* %sunkaddr496 to double*
  store double %.5.i1.us.7, double* %80, align 8
  %.245.us.7 = add nuw nsw i64 %loop.index8.us, 8
  %exitcond.not.7 = icmp eq i64 %arg.b.5.0, %.245.us.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.us, !llvm.loop !20

for.end.thread:                                   ; preds = %for.body.preheader
  %.216 = load double, double* %arg.b.4, align 8
  %.5.i1 = fmul double %.216, %.216
  store double %.5.i1, double* %.6.i9, align 8
  tail call void @NRT_decref(i8* %arg.b.0)
  br label %B50.endif.preheader.i

for.end:                                          ; preds = %for.body.us, %for.body.us.prol.loopexit, %middle.block, %B0.endif.endif.endif.endif.endif
  tail call void @NRT_decref(i8* %arg.b.0)
  %.68.i = icmp eq i64 %arg.b.5.0, 0
  br i1 %.68.i, label %for.end.endif, label %B50.endif.preheader.i, !prof !1

B50.endif.preheader.i:                            ; preds = %for.end.thread, %for.end
  %smax.i = tail call i64 @llvm.smax.i64(i64 %arg.b.5.0, i64 1) #6
  %81 = add nsw i64 %smax.i, -1
  %xtraiter.i = and i64 %smax.i, 7
  %82 = icmp ult i64 %81, 7
  br i1 %82, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.preheader.new.i

B50.endif.preheader.new.i:                        ; preds = %B50.endif.preheader.i
  %unroll_iter.i = and i64 %smax.i, 9223372036854775800
  %83 = add nsw i64 %unroll_iter.i, -8
  %84 = lshr exact i64 %83, 3
  %85 = add nuw nsw i64 %84, 1
  %xtraiter = and i64 %85, 7
  %86 = icmp ult i64 %83, 56
  br i1 %86, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.preheader.new.i.new

B50.endif.preheader.new.i.new:                    ; preds = %B50.endif.preheader.new.i
  %unroll_iter = and i64 %85, 4611686018427387896
  %scevgep63 = getelementptr double, double* %.6.i9, i64 63
  br label %B50.endif.i

common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa: ; preds = %B50.endif.i, %B50.endif.preheader.new.i
  %.239.7.i.lcssa.ph = phi double [ undef, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %c.2.07.i.unr = phi double [ 0.000000e+00, %B50.endif.preheader.new.i ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i.unr = phi i64 [ 0, %B50.endif.preheader.new.i ], [ %.182.7.i.7, %B50.endif.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil.preheader

B50.endif.i.epil.preheader:                       ; preds = %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa
  %87 = add nuw nsw i64 %.70.06.i.unr, 7
  %scevgep39 = getelementptr double, double* %.6.i9, i64 %87
  %88 = shl nuw nsw i64 %xtraiter, 6
  br label %B50.endif.i.epil

B50.endif.i.epil:                                 ; preds = %B50.endif.i.epil.preheader, %B50.endif.i.epil
  %lsr.iv = phi i64 [ 0, %B50.endif.i.epil.preheader ], [ %lsr.iv.next, %B50.endif.i.epil ]
  %c.2.07.i.epil = phi double [ %.239.7.i.epil, %B50.endif.i.epil ], [ %c.2.07.i.unr, %B50.endif.i.epil.preheader ]
  %89 = bitcast double* %scevgep39 to i8*
  %uglygep60 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep6061 = bitcast i8* %uglygep60 to double*
  %scevgep62 = getelementptr double, double* %uglygep6061, i64 -7
  %.236.i.epil = load double, double* %scevgep62, align 8, !noalias !21
  %.239.i.epil = fadd double %c.2.07.i.epil, %.236.i.epil
  %uglygep57 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep5758 = bitcast i8* %uglygep57 to double*
  %scevgep59 = getelementptr double, double* %uglygep5758, i64 -6
  %.236.1.i.epil = load double, double* %scevgep59, align 8, !noalias !21
  %.239.1.i.epil = fadd double %.239.i.epil, %.236.1.i.epil
  %uglygep54 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep5455 = bitcast i8* %uglygep54 to double*
  %scevgep56 = getelementptr double, double* %uglygep5455, i64 -5
  %.236.2.i.epil = load double, double* %scevgep56, align 8, !noalias !21
  %.239.2.i.epil = fadd double %.239.1.i.epil, %.236.2.i.epil
  %uglygep51 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep5152 = bitcast i8* %uglygep51 to double*
  %scevgep53 = getelementptr double, double* %uglygep5152, i64 -4
  %.236.3.i.epil = load double, double* %scevgep53, align 8, !noalias !21
  %.239.3.i.epil = fadd double %.239.2.i.epil, %.236.3.i.epil
  %uglygep48 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep4849 = bitcast i8* %uglygep48 to double*
  %scevgep50 = getelementptr double, double* %uglygep4849, i64 -3
  %.236.4.i.epil = load double, double* %scevgep50, align 8, !noalias !21
  %.239.4.i.epil = fadd double %.239.3.i.epil, %.236.4.i.epil
  %uglygep45 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep4546 = bitcast i8* %uglygep45 to double*
  %scevgep47 = getelementptr double, double* %uglygep4546, i64 -2
  %.236.5.i.epil = load double, double* %scevgep47, align 8, !noalias !21
  %.239.5.i.epil = fadd double %.239.4.i.epil, %.236.5.i.epil
  %uglygep42 = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep4243 = bitcast i8* %uglygep42 to double*
  %scevgep44 = getelementptr double, double* %uglygep4243, i64 -1
  %.236.6.i.epil = load double, double* %scevgep44, align 8, !noalias !21
  %.239.6.i.epil = fadd double %.239.5.i.epil, %.236.6.i.epil
  %uglygep = getelementptr i8, i8* %89, i64 %lsr.iv
  %uglygep41 = bitcast i8* %uglygep to double*
  %.236.7.i.epil = load double, double* %uglygep41, align 8, !noalias !21
  %.239.7.i.epil = fadd double %.239.6.i.epil, %.236.7.i.epil
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 64
  %epil.iter.cmp.not = icmp eq i64 %88, %lsr.iv.next
  br i1 %epil.iter.cmp.not, label %common.ret.loopexit.unr-lcssa.i, label %B50.endif.i.epil, !prof !24, !llvm.loop !25

common.ret.loopexit.unr-lcssa.i:                  ; preds = %B50.endif.i.epil, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, %B50.endif.preheader.i
  %.239.lcssa.ph.i = phi double [ undef, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %c.2.07.unr.i = phi double [ 0.000000e+00, %B50.endif.preheader.i ], [ %.239.7.i.lcssa.ph, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %.239.7.i.epil, %B50.endif.i.epil ]
  %.70.06.unr.i = phi i64 [ 0, %B50.endif.preheader.i ], [ %unroll_iter.i, %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa ], [ %unroll_iter.i, %B50.endif.i.epil ]
  %lcmp.mod.not.i = icmp eq i64 %xtraiter.i, 0
  br i1 %lcmp.mod.not.i, label %for.end.endif, label %B50.endif.epil.preheader.i

B50.endif.epil.preheader.i:                       ; preds = %common.ret.loopexit.unr-lcssa.i
  %scevgep.i3 = getelementptr double, double* %.6.i9, i64 %.70.06.unr.i
  br label %B50.endif.epil.i

B50.endif.epil.i:                                 ; preds = %B50.endif.epil.i, %B50.endif.epil.preheader.i
  %c.2.07.epil.i = phi double [ %.239.epil.i, %B50.endif.epil.i ], [ %c.2.07.unr.i, %B50.endif.epil.preheader.i ]
  %epil.iter.i = phi i64 [ %epil.iter.next.i, %B50.endif.epil.i ], [ 0, %B50.endif.epil.preheader.i ]
  %scevgep38 = getelementptr double, double* %scevgep.i3, i64 %epil.iter.i
  %.236.epil.i = load double, double* %scevgep38, align 8, !noalias !21
  %.239.epil.i = fadd double %c.2.07.epil.i, %.236.epil.i
  %epil.iter.next.i = add nuw nsw i64 %epil.iter.i, 1
  %epil.iter.cmp.not.i = icmp eq i64 %xtraiter.i, %epil.iter.next.i
  br i1 %epil.iter.cmp.not.i, label %for.end.endif, label %B50.endif.epil.i, !prof !24, !llvm.loop !26

B50.endif.i:                                      ; preds = %B50.endif.i, %B50.endif.preheader.new.i.new
  %lsr.iv191 = phi i64 [ %lsr.iv.next192, %B50.endif.i ], [ %unroll_iter, %B50.endif.preheader.new.i.new ]
  %c.2.07.i = phi double [ 0.000000e+00, %B50.endif.preheader.new.i.new ], [ %.239.7.i.7, %B50.endif.i ]
  %.70.06.i = phi i64 [ 0, %B50.endif.preheader.new.i.new ], [ %.182.7.i.7, %B50.endif.i ]
  %scevgep189 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep190 = getelementptr double, double* %scevgep189, i64 -63
  %.236.i = load double, double* %scevgep190, align 8, !noalias !21
  %.239.i = fadd double %c.2.07.i, %.236.i
  %scevgep187 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep188 = getelementptr double, double* %scevgep187, i64 -62
  %.236.1.i = load double, double* %scevgep188, align 8, !noalias !21
  %.239.1.i = fadd double %.239.i, %.236.1.i
  %scevgep185 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep186 = getelementptr double, double* %scevgep185, i64 -61
  %.236.2.i = load double, double* %scevgep186, align 8, !noalias !21
  %.239.2.i = fadd double %.239.1.i, %.236.2.i
  %scevgep183 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep184 = getelementptr double, double* %scevgep183, i64 -60
  %.236.3.i = load double, double* %scevgep184, align 8, !noalias !21
  %.239.3.i = fadd double %.239.2.i, %.236.3.i
  %scevgep181 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep182 = getelementptr double, double* %scevgep181, i64 -59
  %.236.4.i = load double, double* %scevgep182, align 8, !noalias !21
  %.239.4.i = fadd double %.239.3.i, %.236.4.i
  %scevgep179 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep180 = getelementptr double, double* %scevgep179, i64 -58
  %.236.5.i = load double, double* %scevgep180, align 8, !noalias !21
  %.239.5.i = fadd double %.239.4.i, %.236.5.i
  %scevgep177 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep178 = getelementptr double, double* %scevgep177, i64 -57
  %.236.6.i = load double, double* %scevgep178, align 8, !noalias !21
  %.239.6.i = fadd double %.239.5.i, %.236.6.i
  %scevgep175 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep176 = getelementptr double, double* %scevgep175, i64 -56
  %.236.7.i = load double, double* %scevgep176, align 8, !noalias !21
  %.239.7.i = fadd double %.239.6.i, %.236.7.i
  %scevgep144 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep145 = getelementptr double, double* %scevgep144, i64 -55
  %.236.i.1 = load double, double* %scevgep145, align 8, !noalias !21
  %.239.i.1 = fadd double %.239.7.i, %.236.i.1
  %scevgep146 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep147 = getelementptr double, double* %scevgep146, i64 -54
  %.236.1.i.1 = load double, double* %scevgep147, align 8, !noalias !21
  %.239.1.i.1 = fadd double %.239.i.1, %.236.1.i.1
  %scevgep148 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep149 = getelementptr double, double* %scevgep148, i64 -53
  %.236.2.i.1 = load double, double* %scevgep149, align 8, !noalias !21
  %.239.2.i.1 = fadd double %.239.1.i.1, %.236.2.i.1
  %scevgep150 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep151 = getelementptr double, double* %scevgep150, i64 -52
  %.236.3.i.1 = load double, double* %scevgep151, align 8, !noalias !21
  %.239.3.i.1 = fadd double %.239.2.i.1, %.236.3.i.1
  %scevgep152 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep153 = getelementptr double, double* %scevgep152, i64 -51
  %.236.4.i.1 = load double, double* %scevgep153, align 8, !noalias !21
  %.239.4.i.1 = fadd double %.239.3.i.1, %.236.4.i.1
  %scevgep154 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep155 = getelementptr double, double* %scevgep154, i64 -50
  %.236.5.i.1 = load double, double* %scevgep155, align 8, !noalias !21
  %.239.5.i.1 = fadd double %.239.4.i.1, %.236.5.i.1
  %scevgep156 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep157 = getelementptr double, double* %scevgep156, i64 -49
  %.236.6.i.1 = load double, double* %scevgep157, align 8, !noalias !21
  %.239.6.i.1 = fadd double %.239.5.i.1, %.236.6.i.1
  %scevgep158 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep159 = getelementptr double, double* %scevgep158, i64 -48
  %.236.7.i.1 = load double, double* %scevgep159, align 8, !noalias !21
  %.239.7.i.1 = fadd double %.239.6.i.1, %.236.7.i.1
  %scevgep128 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep129 = getelementptr double, double* %scevgep128, i64 -47
  %.236.i.2 = load double, double* %scevgep129, align 8, !noalias !21
  %.239.i.2 = fadd double %.239.7.i.1, %.236.i.2
  %scevgep130 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep131 = getelementptr double, double* %scevgep130, i64 -46
  %.236.1.i.2 = load double, double* %scevgep131, align 8, !noalias !21
  %.239.1.i.2 = fadd double %.239.i.2, %.236.1.i.2
  %scevgep132 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep133 = getelementptr double, double* %scevgep132, i64 -45
  %.236.2.i.2 = load double, double* %scevgep133, align 8, !noalias !21
  %.239.2.i.2 = fadd double %.239.1.i.2, %.236.2.i.2
  %scevgep134 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep135 = getelementptr double, double* %scevgep134, i64 -44
  %.236.3.i.2 = load double, double* %scevgep135, align 8, !noalias !21
  %.239.3.i.2 = fadd double %.239.2.i.2, %.236.3.i.2
  %scevgep136 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep137 = getelementptr double, double* %scevgep136, i64 -43
  %.236.4.i.2 = load double, double* %scevgep137, align 8, !noalias !21
  %.239.4.i.2 = fadd double %.239.3.i.2, %.236.4.i.2
  %scevgep138 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep139 = getelementptr double, double* %scevgep138, i64 -42
  %.236.5.i.2 = load double, double* %scevgep139, align 8, !noalias !21
  %.239.5.i.2 = fadd double %.239.4.i.2, %.236.5.i.2
  %scevgep140 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep141 = getelementptr double, double* %scevgep140, i64 -41
  %.236.6.i.2 = load double, double* %scevgep141, align 8, !noalias !21
  %.239.6.i.2 = fadd double %.239.5.i.2, %.236.6.i.2
  %scevgep142 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep143 = getelementptr double, double* %scevgep142, i64 -40
  %.236.7.i.2 = load double, double* %scevgep143, align 8, !noalias !21
  %.239.7.i.2 = fadd double %.239.6.i.2, %.236.7.i.2
  %scevgep112 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep113 = getelementptr double, double* %scevgep112, i64 -39
  %.236.i.3 = load double, double* %scevgep113, align 8, !noalias !21
  %.239.i.3 = fadd double %.239.7.i.2, %.236.i.3
  %scevgep114 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep115 = getelementptr double, double* %scevgep114, i64 -38
  %.236.1.i.3 = load double, double* %scevgep115, align 8, !noalias !21
  %.239.1.i.3 = fadd double %.239.i.3, %.236.1.i.3
  %scevgep116 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep117 = getelementptr double, double* %scevgep116, i64 -37
  %.236.2.i.3 = load double, double* %scevgep117, align 8, !noalias !21
  %.239.2.i.3 = fadd double %.239.1.i.3, %.236.2.i.3
  %scevgep118 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep119 = getelementptr double, double* %scevgep118, i64 -36
  %.236.3.i.3 = load double, double* %scevgep119, align 8, !noalias !21
  %.239.3.i.3 = fadd double %.239.2.i.3, %.236.3.i.3
  %scevgep120 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep121 = getelementptr double, double* %scevgep120, i64 -35
  %.236.4.i.3 = load double, double* %scevgep121, align 8, !noalias !21
  %.239.4.i.3 = fadd double %.239.3.i.3, %.236.4.i.3
  %scevgep122 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep123 = getelementptr double, double* %scevgep122, i64 -34
  %.236.5.i.3 = load double, double* %scevgep123, align 8, !noalias !21
  %.239.5.i.3 = fadd double %.239.4.i.3, %.236.5.i.3
  %scevgep124 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep125 = getelementptr double, double* %scevgep124, i64 -33
  %.236.6.i.3 = load double, double* %scevgep125, align 8, !noalias !21
  %.239.6.i.3 = fadd double %.239.5.i.3, %.236.6.i.3
  %scevgep126 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep127 = getelementptr double, double* %scevgep126, i64 -32
  %.236.7.i.3 = load double, double* %scevgep127, align 8, !noalias !21
  %.239.7.i.3 = fadd double %.239.6.i.3, %.236.7.i.3
  %scevgep96 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep97 = getelementptr double, double* %scevgep96, i64 -31
  %.236.i.4 = load double, double* %scevgep97, align 8, !noalias !21
  %.239.i.4 = fadd double %.239.7.i.3, %.236.i.4
  %scevgep98 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep99 = getelementptr double, double* %scevgep98, i64 -30
  %.236.1.i.4 = load double, double* %scevgep99, align 8, !noalias !21
  %.239.1.i.4 = fadd double %.239.i.4, %.236.1.i.4
  %scevgep100 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep101 = getelementptr double, double* %scevgep100, i64 -29
  %.236.2.i.4 = load double, double* %scevgep101, align 8, !noalias !21
  %.239.2.i.4 = fadd double %.239.1.i.4, %.236.2.i.4
  %scevgep102 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep103 = getelementptr double, double* %scevgep102, i64 -28
  %.236.3.i.4 = load double, double* %scevgep103, align 8, !noalias !21
  %.239.3.i.4 = fadd double %.239.2.i.4, %.236.3.i.4
  %scevgep104 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep105 = getelementptr double, double* %scevgep104, i64 -27
  %.236.4.i.4 = load double, double* %scevgep105, align 8, !noalias !21
  %.239.4.i.4 = fadd double %.239.3.i.4, %.236.4.i.4
  %scevgep106 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep107 = getelementptr double, double* %scevgep106, i64 -26
  %.236.5.i.4 = load double, double* %scevgep107, align 8, !noalias !21
  %.239.5.i.4 = fadd double %.239.4.i.4, %.236.5.i.4
  %scevgep108 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep109 = getelementptr double, double* %scevgep108, i64 -25
  %.236.6.i.4 = load double, double* %scevgep109, align 8, !noalias !21
  %.239.6.i.4 = fadd double %.239.5.i.4, %.236.6.i.4
  %scevgep110 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep111 = getelementptr double, double* %scevgep110, i64 -24
  %.236.7.i.4 = load double, double* %scevgep111, align 8, !noalias !21
  %.239.7.i.4 = fadd double %.239.6.i.4, %.236.7.i.4
  %scevgep80 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep81 = getelementptr double, double* %scevgep80, i64 -23
  %.236.i.5 = load double, double* %scevgep81, align 8, !noalias !21
  %.239.i.5 = fadd double %.239.7.i.4, %.236.i.5
  %scevgep82 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep83 = getelementptr double, double* %scevgep82, i64 -22
  %.236.1.i.5 = load double, double* %scevgep83, align 8, !noalias !21
  %.239.1.i.5 = fadd double %.239.i.5, %.236.1.i.5
  %scevgep84 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep85 = getelementptr double, double* %scevgep84, i64 -21
  %.236.2.i.5 = load double, double* %scevgep85, align 8, !noalias !21
  %.239.2.i.5 = fadd double %.239.1.i.5, %.236.2.i.5
  %scevgep86 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep87 = getelementptr double, double* %scevgep86, i64 -20
  %.236.3.i.5 = load double, double* %scevgep87, align 8, !noalias !21
  %.239.3.i.5 = fadd double %.239.2.i.5, %.236.3.i.5
  %scevgep88 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep89 = getelementptr double, double* %scevgep88, i64 -19
  %.236.4.i.5 = load double, double* %scevgep89, align 8, !noalias !21
  %.239.4.i.5 = fadd double %.239.3.i.5, %.236.4.i.5
  %scevgep90 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep91 = getelementptr double, double* %scevgep90, i64 -18
  %.236.5.i.5 = load double, double* %scevgep91, align 8, !noalias !21
  %.239.5.i.5 = fadd double %.239.4.i.5, %.236.5.i.5
  %scevgep92 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep93 = getelementptr double, double* %scevgep92, i64 -17
  %.236.6.i.5 = load double, double* %scevgep93, align 8, !noalias !21
  %.239.6.i.5 = fadd double %.239.5.i.5, %.236.6.i.5
  %scevgep94 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep95 = getelementptr double, double* %scevgep94, i64 -16
  %.236.7.i.5 = load double, double* %scevgep95, align 8, !noalias !21
  %.239.7.i.5 = fadd double %.239.6.i.5, %.236.7.i.5
  %scevgep64 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep65 = getelementptr double, double* %scevgep64, i64 -15
  %.236.i.6 = load double, double* %scevgep65, align 8, !noalias !21
  %.239.i.6 = fadd double %.239.7.i.5, %.236.i.6
  %scevgep66 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep67 = getelementptr double, double* %scevgep66, i64 -14
  %.236.1.i.6 = load double, double* %scevgep67, align 8, !noalias !21
  %.239.1.i.6 = fadd double %.239.i.6, %.236.1.i.6
  %scevgep68 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep69 = getelementptr double, double* %scevgep68, i64 -13
  %.236.2.i.6 = load double, double* %scevgep69, align 8, !noalias !21
  %.239.2.i.6 = fadd double %.239.1.i.6, %.236.2.i.6
  %scevgep70 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep71 = getelementptr double, double* %scevgep70, i64 -12
  %.236.3.i.6 = load double, double* %scevgep71, align 8, !noalias !21
  %.239.3.i.6 = fadd double %.239.2.i.6, %.236.3.i.6
  %scevgep72 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep73 = getelementptr double, double* %scevgep72, i64 -11
  %.236.4.i.6 = load double, double* %scevgep73, align 8, !noalias !21
  %.239.4.i.6 = fadd double %.239.3.i.6, %.236.4.i.6
  %scevgep74 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep75 = getelementptr double, double* %scevgep74, i64 -10
  %.236.5.i.6 = load double, double* %scevgep75, align 8, !noalias !21
  %.239.5.i.6 = fadd double %.239.4.i.6, %.236.5.i.6
  %scevgep76 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep77 = getelementptr double, double* %scevgep76, i64 -9
  %.236.6.i.6 = load double, double* %scevgep77, align 8, !noalias !21
  %.239.6.i.6 = fadd double %.239.5.i.6, %.236.6.i.6
  %scevgep78 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep79 = getelementptr double, double* %scevgep78, i64 -8
  %.236.7.i.6 = load double, double* %scevgep79, align 8, !noalias !21
  %.239.7.i.6 = fadd double %.239.6.i.6, %.236.7.i.6
  %scevgep160 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep161 = getelementptr double, double* %scevgep160, i64 -7
  %.236.i.7 = load double, double* %scevgep161, align 8, !noalias !21
  %.239.i.7 = fadd double %.239.7.i.6, %.236.i.7
  %scevgep162 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep163 = getelementptr double, double* %scevgep162, i64 -6
  %.236.1.i.7 = load double, double* %scevgep163, align 8, !noalias !21
  %.239.1.i.7 = fadd double %.239.i.7, %.236.1.i.7
  %scevgep164 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep165 = getelementptr double, double* %scevgep164, i64 -5
  %.236.2.i.7 = load double, double* %scevgep165, align 8, !noalias !21
  %.239.2.i.7 = fadd double %.239.1.i.7, %.236.2.i.7
  %scevgep166 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep167 = getelementptr double, double* %scevgep166, i64 -4
  %.236.3.i.7 = load double, double* %scevgep167, align 8, !noalias !21
  %.239.3.i.7 = fadd double %.239.2.i.7, %.236.3.i.7
  %scevgep168 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep169 = getelementptr double, double* %scevgep168, i64 -3
  %.236.4.i.7 = load double, double* %scevgep169, align 8, !noalias !21
  %.239.4.i.7 = fadd double %.239.3.i.7, %.236.4.i.7
  %scevgep170 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep171 = getelementptr double, double* %scevgep170, i64 -2
  %.236.5.i.7 = load double, double* %scevgep171, align 8, !noalias !21
  %.239.5.i.7 = fadd double %.239.4.i.7, %.236.5.i.7
  %scevgep172 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %scevgep173 = getelementptr double, double* %scevgep172, i64 -1
  %.236.6.i.7 = load double, double* %scevgep173, align 8, !noalias !21
  %.239.6.i.7 = fadd double %.239.5.i.7, %.236.6.i.7
  %.182.7.i.7 = add i64 %.70.06.i, 64
  %scevgep174 = getelementptr double, double* %scevgep63, i64 %.70.06.i
  %.236.7.i.7 = load double, double* %scevgep174, align 8, !noalias !21
  %.239.7.i.7 = fadd double %.239.6.i.7, %.236.7.i.7
  %lsr.iv.next192 = add i64 %lsr.iv191, -8
  %niter.ncmp.7 = icmp eq i64 %lsr.iv.next192, 0
  br i1 %niter.ncmp.7, label %common.ret.loopexit.unr-lcssa.i.loopexit.unr-lcssa, label %B50.endif.i, !prof !1

for.end.endif:                                    ; preds = %B50.endif.epil.i, %common.ret.loopexit.unr-lcssa.i, %for.end
  %c.2.0.lcssa.i = phi double [ 0.000000e+00, %for.end ], [ %.239.lcssa.ph.i, %common.ret.loopexit.unr-lcssa.i ], [ %.239.epil.i, %B50.endif.epil.i ]
  tail call void @NRT_decref(i8* nonnull %.7.i.i)
  %.279 = fadd double %.77, %c.2.0.lcssa.i
  store double %.279, double* %retptr, align 8
  br label %common.ret
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define i8* @_ZN7cpython7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(i8* nocapture readnone %py_closure, i8* %py_args, i8* nocapture readnone %py_kws) local_unnamed_addr {
entry:
  %.5 = alloca i8*, align 8
  %.6 = alloca i8*, align 8
  %.7 = call i32 (i8*, i8*, i64, i64, ...) @PyArg_UnpackTuple(i8* %py_args, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.const.slogdet_loss, i64 0, i64 0), i64 2, i64 2, i8** nonnull %.5, i8** nonnull %.6)
  %.8 = icmp eq i32 %.7, 0
  %.22 = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %.47 = alloca { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }, align 8
  %.69 = alloca double, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br i1 %.8, label %common.ret, label %entry.endif, !prof !1

common.ret:                                       ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.e...if.1, %entry.endif.endif.endif.e...if.2, %entry.endif.endif.endif.e...endif.2.endif, %entry.endif.endif.endif, %entry.endif.endif.endif.endif.endif.if, %entry, %entry.endif.endif.endif.e...if, %entry.endif.endif.endif.endif.endif.endif.if.endif, %entry.endif.endif.endif.endif.endif.endif.if.if, %entry.endif.if
  %common.ret.op = phi i8* [ null, %entry.endif.if ], [ @_Py_NoneStruct, %entry.endif.endif.endif.endif.endif.endif.if.if ], [ %.102, %entry.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.e...if ], [ null, %entry ], [ null, %entry.endif.endif.endif.endif.endif.if ], [ null, %entry.endif.endif.endif ], [ null, %entry.endif.endif.endif.e...endif.2.endif ], [ null, %entry.endif.endif.endif.e...if.2 ], [ null, %entry.endif.endif.endif.e...if.1 ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.if.endif ], [ null, %entry.endif.endif.endif.endif.endif.endif.endif.endif ]
  ret i8* %common.ret.op

entry.endif:                                      ; preds = %entry
  %.12 = load i8*, i8** @_ZN08NumbaEnv7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, align 8
  %.17 = icmp eq i8* %.12, null
  br i1 %.17, label %entry.endif.if, label %entry.endif.endif, !prof !1

entry.endif.if:                                   ; preds = %entry.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([166 x i8], [166 x i8]* @".const.missing Environment: _ZN08NumbaEnv7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE", i64 0, i64 0))
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
  br i1 %.33, label %entry.endif.endif.if, label %entry.endif.endif.endif, !prof !1

entry.endif.endif.if:                             ; preds = %entry.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  br label %entry.endif.endif.endif

entry.endif.endif.endif:                          ; preds = %entry.endif.endif.if, %entry.endif.endif
  %3 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8**
  %.37.fca.0.load = load i8*, i8** %3, align 8
  %4 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr4 = getelementptr inbounds i8, i8* %4, i64 8
  %5 = bitcast i8* %sunkaddr4 to i8**
  %.37.fca.1.load = load i8*, i8** %5, align 8
  %6 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr5 = getelementptr inbounds i8, i8* %6, i64 16
  %7 = bitcast i8* %sunkaddr5 to i64*
  %.37.fca.2.load = load i64, i64* %7, align 8
  %8 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr6 = getelementptr inbounds i8, i8* %8, i64 32
  %9 = bitcast i8* %sunkaddr6 to double**
  %.37.fca.4.load = load double*, double** %9, align 8
  %10 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr7 = getelementptr inbounds i8, i8* %10, i64 40
  %11 = bitcast i8* %sunkaddr7 to i64*
  %.37.fca.5.0.load = load i64, i64* %11, align 8
  %12 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr8 = getelementptr inbounds i8, i8* %12, i64 48
  %13 = bitcast i8* %sunkaddr8 to i64*
  %.37.fca.5.1.load = load i64, i64* %13, align 8
  %14 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr9 = getelementptr inbounds i8, i8* %14, i64 56
  %15 = bitcast i8* %sunkaddr9 to i64*
  %.37.fca.6.0.load = load i64, i64* %15, align 8
  %16 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.22 to i8*
  %sunkaddr10 = getelementptr inbounds i8, i8* %16, i64 64
  %17 = bitcast i8* %sunkaddr10 to i64*
  %.37.fca.6.1.load = load i64, i64* %17, align 8
  br i1 %.33, label %common.ret, label %entry.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif:                    ; preds = %entry.endif.endif.endif
  %.46 = load i8*, i8** %.6, align 8
  %.50 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %18 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %18, i8 0, i64 56, i1 false)
  %.51 = call i32 @NRT_adapt_ndarray_from_python(i8* %.46, i8* nonnull %.50)
  %19 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr11 = getelementptr inbounds i8, i8* %19, i64 24
  %20 = bitcast i8* %sunkaddr11 to i64*
  %.55 = load i64, i64* %20, align 8
  %.56 = icmp ne i64 %.55, 8
  %.57 = icmp ne i32 %.51, 0
  %.58 = or i1 %.57, %.56
  br i1 %.58, label %entry.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif, !prof !1

entry.endif.endif.endif.endif.endif.if:           ; preds = %entry.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_TypeError, i8* getelementptr inbounds ([89 x i8], [89 x i8]* @".const.can't unbox array from PyObject into native value.  The object maybe of a different type", i64 0, i64 0))
  call void @NRT_decref(i8* %.37.fca.0.load)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif:        ; preds = %entry.endif.endif.endif.endif
  %21 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8**
  %.62.fca.0.load = load i8*, i8** %21, align 8
  %22 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr12 = getelementptr inbounds i8, i8* %22, i64 32
  %23 = bitcast i8* %sunkaddr12 to double**
  %.62.fca.4.load = load double*, double** %23, align 8
  %24 = bitcast { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] }* %.47 to i8*
  %sunkaddr13 = getelementptr inbounds i8, i8* %24, i64 40
  %25 = bitcast i8* %sunkaddr13 to i64*
  %.62.fca.5.0.load = load i64, i64* %25, align 8
  store double 0.000000e+00, double* %.69, align 8
  %.79 = call i32 @_ZN7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.69, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %.37.fca.0.load, i8* %.37.fca.1.load, i64 %.37.fca.2.load, i64 8, double* %.37.fca.4.load, i64 %.37.fca.5.0.load, i64 %.37.fca.5.1.load, i64 %.37.fca.6.0.load, i64 %.37.fca.6.1.load, i8* %.62.fca.0.load, i8* undef, i64 undef, i64 undef, double* %.62.fca.4.load, i64 %.62.fca.5.0.load, i64 undef) #3
  %.80 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.87 = icmp sgt i32 %.79, 0
  %.88 = select i1 %.87, { i8*, i32, i8*, i8*, i32 }* %.80, { i8*, i32, i8*, i8*, i32 }* undef
  %.89 = load double, double* %.69, align 8
  call void @NRT_decref(i8* %.37.fca.0.load)
  call void @NRT_decref(i8* %.62.fca.0.load)
  switch i32 %.79, label %entry.endif.endif.endif.endif.endif.endif.endif [
    i32 -2, label %entry.endif.endif.endif.endif.endif.endif.if.if
    i32 0, label %entry.endif.endif.endif.endif.endif.endif.if.endif
  ]

entry.endif.endif.endif.endif.endif.endif.endif:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  %26 = icmp sgt i32 %.79, 0
  br i1 %26, label %entry.endif.endif.endif.endif.endif.endif.endif.if, label %entry.endif.endif.endif.endif.endif.endif.endif.endif

entry.endif.endif.endif.endif.endif.endif.if.if:  ; preds = %entry.endif.endif.endif.endif.endif.endif
  call void @Py_IncRef(i8* nonnull @_Py_NoneStruct)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif
  %.102 = call i8* @PyFloat_FromDouble(double %.89)
  br label %common.ret

entry.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_Clear()
  %.107 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.108 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 4
  %.109 = icmp sgt i32 %.108, 0
  %.112 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 0
  %.114 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 1
  br i1 %.109, label %entry.endif.endif.endif.endif.endif.endif.endif.if.if, label %entry.endif.endif.endif.endif.endif.endif.endif.if.else

entry.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif
  switch i32 %.79, label %entry.endif.endif.endif.e...endif.2.endif [
    i32 -3, label %entry.endif.endif.endif.e...if.2
    i32 -1, label %common.ret
  ]

entry.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.115 = sext i32 %.114 to i64
  %.116 = call i8* @PyBytes_FromStringAndSize(i8* %.112, i64 %.115)
  %.117 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.88, align 8
  %.118 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 2
  %.120 = extractvalue { i8*, i32, i8*, i8*, i32 } %.117, 3
  %.121 = bitcast i8* %.120 to i8* (i8*)*
  %.122 = call i8* %.121(i8* %.118)
  %.123 = icmp eq i8* %.122, null
  br i1 %.123, label %entry.endif.endif.endif.e...if, label %entry.endif.endif.endif.e...endif, !prof !1

entry.endif.endif.endif.endif.endif.endif.endif.if.else: ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if
  %.136 = extractvalue { i8*, i32, i8*, i8*, i32 } %.107, 2
  %.137 = call i8* @numba_unpickle(i8* %.112, i32 %.114, i8* %.136)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.endif.endif.endif.endif.if.endif: ; preds = %entry.endif.endif.endif.e...endif, %entry.endif.endif.endif.endif.endif.endif.endif.if.else
  %.139 = phi i8* [ %.127, %entry.endif.endif.endif.e...endif ], [ %.137, %entry.endif.endif.endif.endif.endif.endif.endif.if.else ]
  %.140.not = icmp eq i8* %.139, null
  br i1 %.140.not, label %common.ret, label %entry.endif.endif.endif.e...if.1, !prof !1

entry.endif.endif.endif.e...if:                   ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments", i64 0, i64 0))
  br label %common.ret

entry.endif.endif.endif.e...endif:                ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.if
  %.127 = call i8* @numba_runtime_build_excinfo_struct(i8* %.116, i8* nonnull %.122)
  %.128 = bitcast { i8*, i32, i8*, i8*, i32 }* %.88 to i8*
  call void @NRT_Free(i8* nonnull %.128)
  br label %entry.endif.endif.endif.endif.endif.endif.endif.if.endif

entry.endif.endif.endif.e...if.1:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.if.endif
  call void @numba_do_raise(i8* nonnull %.139)
  br label %common.ret

entry.endif.endif.endif.e...if.2:                 ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %common.ret

entry.endif.endif.endif.e...endif.2.endif:        ; preds = %entry.endif.endif.endif.endif.endif.endif.endif.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function", i64 0, i64 0))
  br label %common.ret
}

declare i32 @PyArg_UnpackTuple(i8*, i8*, i64, i64, ...) local_unnamed_addr

declare void @PyErr_SetString(i8*, i8*) local_unnamed_addr

declare i32 @NRT_adapt_ndarray_from_python(i8* nocapture, i8* nocapture) local_unnamed_addr

declare void @Py_IncRef(i8*) local_unnamed_addr

declare i8* @PyFloat_FromDouble(double) local_unnamed_addr

declare void @PyErr_Clear() local_unnamed_addr

declare i8* @PyBytes_FromStringAndSize(i8*, i64) local_unnamed_addr

declare i8* @numba_unpickle(i8*, i32, i8*) local_unnamed_addr

declare i8* @numba_runtime_build_excinfo_struct(i8*, i8*) local_unnamed_addr

declare void @NRT_Free(i8*) local_unnamed_addr

declare void @numba_do_raise(i8*) local_unnamed_addr

declare void @PyErr_SetNone(i8*) local_unnamed_addr

define double @cfunc._ZN7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2) local_unnamed_addr {
entry:
  %.4 = alloca double, align 8
  store double 0.000000e+00, double* %.4, align 8
  %excinfo = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %extracted.meminfo = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 0
  %extracted.parent = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 1
  %extracted.nitems = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 2
  %extracted.itemsize = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 3
  %extracted.data = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 4
  %extracted.shape = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 5
  %.8 = extractvalue [2 x i64] %extracted.shape, 0
  %.9 = extractvalue [2 x i64] %extracted.shape, 1
  %extracted.strides = extractvalue { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] } %.1, 6
  %.10 = extractvalue [2 x i64] %extracted.strides, 0
  %.11 = extractvalue [2 x i64] %extracted.strides, 1
  %extracted.meminfo.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 0
  %extracted.data.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 4
  %extracted.shape.1 = extractvalue { i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64] } %.2, 5
  %.12 = extractvalue [1 x i64] %extracted.shape.1, 0
  %.14 = call i32 @_ZN7kernels12slogdet_lossB3v76B38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi2E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(double* nonnull %.4, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo, i8* %extracted.meminfo, i8* %extracted.parent, i64 %extracted.nitems, i64 %extracted.itemsize, double* %extracted.data, i64 %.8, i64 %.9, i64 %.10, i64 %.11, i8* %extracted.meminfo.1, i8* undef, i64 undef, i64 undef, double* %extracted.data.1, i64 %.12, i64 undef) #3
  %.15 = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  %.22 = icmp sgt i32 %.14, 0
  %.23 = select i1 %.22, { i8*, i32, i8*, i8*, i32 }* %.15, { i8*, i32, i8*, i8*, i32 }* undef
  %.24 = load double, double* %.4, align 8
  %.26 = alloca i32, align 4
  store i32 0, i32* %.26, align 4
  switch i32 %.14, label %entry.if [
    i32 -2, label %common.ret
    i32 0, label %common.ret
  ]

entry.if:                                         ; preds = %entry
  %0 = icmp sgt i32 %.14, 0
  call void @numba_gil_ensure(i32* nonnull %.26)
  br i1 %0, label %entry.if.if, label %entry.if.endif

common.ret:                                       ; preds = %entry, %entry, %.29, %entry.if.if.if.if
  %common.ret.op = phi double [ 0.000000e+00, %entry.if.if.if.if ], [ %.24, %.29 ], [ %.24, %entry ], [ %.24, %entry ]
  ret double %common.ret.op

.29:                                              ; preds = %entry.if.endif, %entry.if.if.endif, %entry.if.if.endif.if, %entry.if.endif.endif.endif, %entry.if.endif.if
  %.77 = call i8* @PyUnicode_FromString(i8* getelementptr inbounds ([53 x i8], [53 x i8]* @".const.<numba.core.cpu.CPUContext object at 0x7f932343f9d0>", i64 0, i64 0))
  call void @PyErr_WriteUnraisable(i8* %.77)
  call void @Py_DecRef(i8* %.77)
  call void @numba_gil_release(i32* nonnull %.26)
  br label %common.ret

entry.if.if:                                      ; preds = %entry.if
  call void @PyErr_Clear()
  %.32 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.33 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 4
  %.34 = icmp sgt i32 %.33, 0
  %.37 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 0
  %.39 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 1
  br i1 %.34, label %entry.if.if.if, label %entry.if.if.else

entry.if.endif:                                   ; preds = %entry.if
  switch i32 %.14, label %entry.if.endif.endif.endif [
    i32 -3, label %entry.if.endif.if
    i32 -1, label %.29
  ]

entry.if.if.if:                                   ; preds = %entry.if.if
  %.40 = sext i32 %.39 to i64
  %.41 = call i8* @PyBytes_FromStringAndSize(i8* %.37, i64 %.40)
  %.42 = load { i8*, i32, i8*, i8*, i32 }, { i8*, i32, i8*, i8*, i32 }* %.23, align 8
  %.43 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 2
  %.45 = extractvalue { i8*, i32, i8*, i8*, i32 } %.42, 3
  %.46 = bitcast i8* %.45 to i8* (i8*)*
  %.47 = call i8* %.46(i8* %.43)
  %.48 = icmp eq i8* %.47, null
  br i1 %.48, label %entry.if.if.if.if, label %entry.if.if.if.endif, !prof !1

entry.if.if.else:                                 ; preds = %entry.if.if
  %.61 = extractvalue { i8*, i32, i8*, i8*, i32 } %.32, 2
  %.62 = call i8* @numba_unpickle(i8* %.37, i32 %.39, i8* %.61)
  br label %entry.if.if.endif

entry.if.if.endif:                                ; preds = %entry.if.if.if.endif, %entry.if.if.else
  %.64 = phi i8* [ %.52, %entry.if.if.if.endif ], [ %.62, %entry.if.if.else ]
  %.65.not = icmp eq i8* %.64, null
  br i1 %.65.not, label %.29, label %entry.if.if.endif.if, !prof !1

entry.if.if.if.if:                                ; preds = %entry.if.if.if
  call void @PyErr_SetString(i8* nonnull @PyExc_RuntimeError, i8* getelementptr inbounds ([61 x i8], [61 x i8]* @".const.Error creating Python tuple from runtime exception arguments.1", i64 0, i64 0))
  br label %common.ret

entry.if.if.if.endif:                             ; preds = %entry.if.if.if
  %.52 = call i8* @numba_runtime_build_excinfo_struct(i8* %.41, i8* nonnull %.47)
  %.53 = bitcast { i8*, i32, i8*, i8*, i32 }* %.23 to i8*
  call void @NRT_Free(i8* nonnull %.53)
  br label %entry.if.if.endif

entry.if.if.endif.if:                             ; preds = %entry.if.if.endif
  call void @numba_do_raise(i8* nonnull %.64)
  br label %.29

entry.if.endif.if:                                ; preds = %entry.if.endif
  call void @PyErr_SetNone(i8* nonnull @PyExc_StopIteration)
  br label %.29

entry.if.endif.endif.endif:                       ; preds = %entry.if.endif
  call void @PyErr_SetString(i8* nonnull @PyExc_SystemError, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @".const.unknown error when calling native function.2", i64 0, i64 0))
  br label %.29
}

declare void @numba_gil_ensure(i32*) local_unnamed_addr

declare i8* @PyUnicode_FromString(i8*) local_unnamed_addr

declare void @PyErr_WriteUnraisable(i8*) local_unnamed_addr

declare void @Py_DecRef(i8*) local_unnamed_addr

declare void @numba_gil_release(i32*) local_unnamed_addr

define linkonce_odr i32 @_ZN5numba2np6linalg12slogdet_impl12_3clocals_3e12slogdet_implB3v77B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  %.27.i = alloca { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, align 8
  %excinfo.1.i = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %.662 = alloca [2 x double], align 8
  %excinfo.6 = alloca { i8*, i32, i8*, i8*, i32 }*, align 8
  %0 = bitcast [2 x double]* %.662 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %0, i8 0, i64 16, i1 false)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.6, align 8
  tail call void @NRT_incref(i8* %arg.a.0)
  %.58.not = icmp eq i64 %arg.a.5.0, %arg.a.5.1
  br i1 %.58.not, label %B132, label %B66

common.ret:                                       ; preds = %B492.endif.endif.endif.endif.endif, %B492.endif.endif.endif.endif.if, %B492.endif.endif.endif.if, %B492.endif.endif.if, %B360.if, %B152.endif.endif.if, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit, %B152.if, %B330, %B144, %B66
  %common.ret.op = phi i32 [ 1, %B66 ], [ 0, %B144 ], [ 0, %B330 ], [ 1, %B492.endif.endif.if ], [ 0, %B492.endif.endif.endif.endif.endif ], [ 1, %B152.if ], [ %.35.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit ], [ 1, %B152.endif.endif.if ], [ 1, %B360.if ], [ 1, %B492.endif.endif.endif.if ], [ %.670, %B492.endif.endif.endif.endif.if ]
  ret i32 %common.ret.op

B66:                                              ; preds = %entry
  tail call void @NRT_decref(i8* %arg.a.0)
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269851411776, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B132:                                             ; preds = %entry
  %.77 = icmp eq i64 %arg.a.5.0, 0
  br i1 %.77, label %B144, label %B152

B144:                                             ; preds = %B132
  tail call void @NRT_decref(i8* %arg.a.0)
  %retptr.repack34233358 = bitcast [2 x double]* %retptr to double*
  store double 1.000000e+00, double* %retptr.repack34233358, align 8
  %retptr.repack35 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double 0.000000e+00, double* %retptr.repack35, align 8
  br label %common.ret

B152:                                             ; preds = %B132
  %.80.i = icmp eq i64 %arg.a.2, 0
  br label %B44.i

B44.i:                                            ; preds = %B44.endif.i, %B152
  %.82.0.i = phi i64 [ 0, %B152 ], [ %.208..i, %B44.endif.i ]
  %.158.in.i = phi i1 [ %.80.i, %B152 ], [ %not..209.i, %B44.endif.i ]
  br i1 %.158.in.i, label %B152.endif, label %B44.endif.i, !prof !1

B44.endif.i:                                      ; preds = %B44.i
  %.179.i = getelementptr double, double* %arg.a.4, i64 %.82.0.i
  %.208.i = add nsw i64 %.82.0.i, 1
  %.209.i = icmp slt i64 %.208.i, %arg.a.2
  %not..209.i = xor i1 %.209.i, true
  %.208..i = select i1 %.209.i, i64 %.208.i, i64 0, !prof !27
  %.262.i = load double, double* %.179.i, align 8, !noalias !28
  %.271.i = fsub double %.262.i, %.262.i
  %.272.i = fcmp uno double %.271.i, 0.000000e+00
  br i1 %.272.i, label %B152.if, label %B44.i

B330:                                             ; preds = %B152.endif.endif.endif
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  %retptr.repack32234359 = bitcast [2 x double]* %retptr to double*
  store double 0.000000e+00, double* %retptr.repack32234359, align 8
  %retptr.repack33 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double 0xFFF0000000000000, double* %retptr.repack33, align 8
  br label %common.ret

B360:                                             ; preds = %B152.endif.endif.endif
  %.9.not.i = icmp eq i32 %.280, 0
  br i1 %.9.not.i, label %B424.preheader, label %B360.if, !prof !32

B424.preheader:                                   ; preds = %B360
  %min.iters.check = icmp ult i64 %arg.a.5.0, 32
  br i1 %min.iters.check, label %B426.preheader, label %vector.ph

vector.ph:                                        ; preds = %B424.preheader
  %n.vec = and i64 %arg.a.5.0, -32
  %1 = add nsw i64 %n.vec, -32
  %2 = lshr exact i64 %1, 5
  %3 = add nuw nsw i64 %2, 1
  %xtraiter = and i64 %3, 7
  %4 = icmp ult i64 %1, 224
  br i1 %4, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %3, 1152921504606846968
  %5 = add nsw i64 %unroll_iter, -8
  %6 = lshr exact i64 %5, 3
  %7 = add nuw nsw i64 %6, 1
  %8 = icmp eq i64 %5, 0
  br i1 %8, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.ph.new.new

vector.ph.new.new:                                ; preds = %vector.ph.new
  %unroll_iter86 = and i64 %7, 4611686018427387902
  %scevgep116 = getelementptr i32, i32* %.6.i1.i, i64 504
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new.new
  %lsr.iv356 = phi i64 [ %lsr.iv.next357, %vector.body ], [ %unroll_iter86, %vector.ph.new.new ]
  %index = phi i64 [ 0, %vector.ph.new.new ], [ %index.next.7.1, %vector.body ]
  %vec.phi = phi <8 x i64> [ <i64 1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, %vector.ph.new.new ], [ %325, %vector.body ]
  %vec.phi86 = phi <8 x i64> [ zeroinitializer, %vector.ph.new.new ], [ %326, %vector.body ]
  %vec.phi87 = phi <8 x i64> [ zeroinitializer, %vector.ph.new.new ], [ %327, %vector.body ]
  %vec.phi88 = phi <8 x i64> [ zeroinitializer, %vector.ph.new.new ], [ %328, %vector.body ]
  %vec.ind = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.new.new ], [ %vec.ind.next.7.1, %vector.body ]
  %9 = add nuw nsw <8 x i64> %vec.ind, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %10 = add <8 x i64> %vec.ind, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %11 = add <8 x i64> %vec.ind, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %12 = add <8 x i64> %vec.ind, <i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25>
  %scevgep350 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep350351 = bitcast i32* %scevgep350 to <8 x i32>*
  %scevgep352 = getelementptr <8 x i32>, <8 x i32>* %scevgep350351, i64 -63
  %wide.load = load <8 x i32>, <8 x i32>* %scevgep352, align 4
  %scevgep347 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep347348 = bitcast i32* %scevgep347 to <8 x i32>*
  %scevgep349 = getelementptr <8 x i32>, <8 x i32>* %scevgep347348, i64 -62
  %wide.load92 = load <8 x i32>, <8 x i32>* %scevgep349, align 4
  %scevgep344 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep344345 = bitcast i32* %scevgep344 to <8 x i32>*
  %scevgep346 = getelementptr <8 x i32>, <8 x i32>* %scevgep344345, i64 -61
  %wide.load93 = load <8 x i32>, <8 x i32>* %scevgep346, align 4
  %scevgep341 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep341342 = bitcast i32* %scevgep341 to <8 x i32>*
  %scevgep343 = getelementptr <8 x i32>, <8 x i32>* %scevgep341342, i64 -60
  %wide.load94 = load <8 x i32>, <8 x i32>* %scevgep343, align 4
  %13 = sext <8 x i32> %wide.load to <8 x i64>
  %14 = sext <8 x i32> %wide.load92 to <8 x i64>
  %15 = sext <8 x i32> %wide.load93 to <8 x i64>
  %16 = sext <8 x i32> %wide.load94 to <8 x i64>
  %17 = icmp ne <8 x i64> %9, %13
  %18 = icmp ne <8 x i64> %10, %14
  %19 = icmp ne <8 x i64> %11, %15
  %20 = icmp ne <8 x i64> %12, %16
  %21 = zext <8 x i1> %17 to <8 x i64>
  %22 = zext <8 x i1> %18 to <8 x i64>
  %23 = zext <8 x i1> %19 to <8 x i64>
  %24 = zext <8 x i1> %20 to <8 x i64>
  %25 = add <8 x i64> %vec.phi, %21
  %26 = add <8 x i64> %vec.phi86, %22
  %27 = add <8 x i64> %vec.phi87, %23
  %28 = add <8 x i64> %vec.phi88, %24
  %29 = add <8 x i64> %vec.ind, <i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33>
  %30 = add <8 x i64> %vec.ind, <i64 41, i64 41, i64 41, i64 41, i64 41, i64 41, i64 41, i64 41>
  %31 = add <8 x i64> %vec.ind, <i64 49, i64 49, i64 49, i64 49, i64 49, i64 49, i64 49, i64 49>
  %32 = add <8 x i64> %vec.ind, <i64 57, i64 57, i64 57, i64 57, i64 57, i64 57, i64 57, i64 57>
  %scevgep338 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep338339 = bitcast i32* %scevgep338 to <8 x i32>*
  %scevgep340 = getelementptr <8 x i32>, <8 x i32>* %scevgep338339, i64 -59
  %wide.load.1 = load <8 x i32>, <8 x i32>* %scevgep340, align 4
  %scevgep335 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep335336 = bitcast i32* %scevgep335 to <8 x i32>*
  %scevgep337 = getelementptr <8 x i32>, <8 x i32>* %scevgep335336, i64 -58
  %wide.load92.1 = load <8 x i32>, <8 x i32>* %scevgep337, align 4
  %scevgep332 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep332333 = bitcast i32* %scevgep332 to <8 x i32>*
  %scevgep334 = getelementptr <8 x i32>, <8 x i32>* %scevgep332333, i64 -57
  %wide.load93.1 = load <8 x i32>, <8 x i32>* %scevgep334, align 4
  %scevgep329 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep329330 = bitcast i32* %scevgep329 to <8 x i32>*
  %scevgep331 = getelementptr <8 x i32>, <8 x i32>* %scevgep329330, i64 -56
  %wide.load94.1 = load <8 x i32>, <8 x i32>* %scevgep331, align 4
  %33 = sext <8 x i32> %wide.load.1 to <8 x i64>
  %34 = sext <8 x i32> %wide.load92.1 to <8 x i64>
  %35 = sext <8 x i32> %wide.load93.1 to <8 x i64>
  %36 = sext <8 x i32> %wide.load94.1 to <8 x i64>
  %37 = icmp ne <8 x i64> %29, %33
  %38 = icmp ne <8 x i64> %30, %34
  %39 = icmp ne <8 x i64> %31, %35
  %40 = icmp ne <8 x i64> %32, %36
  %41 = zext <8 x i1> %37 to <8 x i64>
  %42 = zext <8 x i1> %38 to <8 x i64>
  %43 = zext <8 x i1> %39 to <8 x i64>
  %44 = zext <8 x i1> %40 to <8 x i64>
  %45 = add <8 x i64> %25, %41
  %46 = add <8 x i64> %26, %42
  %47 = add <8 x i64> %27, %43
  %48 = add <8 x i64> %28, %44
  %49 = add <8 x i64> %vec.ind, <i64 65, i64 65, i64 65, i64 65, i64 65, i64 65, i64 65, i64 65>
  %50 = add <8 x i64> %vec.ind, <i64 73, i64 73, i64 73, i64 73, i64 73, i64 73, i64 73, i64 73>
  %51 = add <8 x i64> %vec.ind, <i64 81, i64 81, i64 81, i64 81, i64 81, i64 81, i64 81, i64 81>
  %52 = add <8 x i64> %vec.ind, <i64 89, i64 89, i64 89, i64 89, i64 89, i64 89, i64 89, i64 89>
  %scevgep326 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep326327 = bitcast i32* %scevgep326 to <8 x i32>*
  %scevgep328 = getelementptr <8 x i32>, <8 x i32>* %scevgep326327, i64 -55
  %wide.load.2 = load <8 x i32>, <8 x i32>* %scevgep328, align 4
  %scevgep323 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep323324 = bitcast i32* %scevgep323 to <8 x i32>*
  %scevgep325 = getelementptr <8 x i32>, <8 x i32>* %scevgep323324, i64 -54
  %wide.load92.2 = load <8 x i32>, <8 x i32>* %scevgep325, align 4
  %scevgep320 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep320321 = bitcast i32* %scevgep320 to <8 x i32>*
  %scevgep322 = getelementptr <8 x i32>, <8 x i32>* %scevgep320321, i64 -53
  %wide.load93.2 = load <8 x i32>, <8 x i32>* %scevgep322, align 4
  %scevgep317 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep317318 = bitcast i32* %scevgep317 to <8 x i32>*
  %scevgep319 = getelementptr <8 x i32>, <8 x i32>* %scevgep317318, i64 -52
  %wide.load94.2 = load <8 x i32>, <8 x i32>* %scevgep319, align 4
  %53 = sext <8 x i32> %wide.load.2 to <8 x i64>
  %54 = sext <8 x i32> %wide.load92.2 to <8 x i64>
  %55 = sext <8 x i32> %wide.load93.2 to <8 x i64>
  %56 = sext <8 x i32> %wide.load94.2 to <8 x i64>
  %57 = icmp ne <8 x i64> %49, %53
  %58 = icmp ne <8 x i64> %50, %54
  %59 = icmp ne <8 x i64> %51, %55
  %60 = icmp ne <8 x i64> %52, %56
  %61 = zext <8 x i1> %57 to <8 x i64>
  %62 = zext <8 x i1> %58 to <8 x i64>
  %63 = zext <8 x i1> %59 to <8 x i64>
  %64 = zext <8 x i1> %60 to <8 x i64>
  %65 = add <8 x i64> %45, %61
  %66 = add <8 x i64> %46, %62
  %67 = add <8 x i64> %47, %63
  %68 = add <8 x i64> %48, %64
  %69 = add <8 x i64> %vec.ind, <i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97>
  %70 = add <8 x i64> %vec.ind, <i64 105, i64 105, i64 105, i64 105, i64 105, i64 105, i64 105, i64 105>
  %71 = add <8 x i64> %vec.ind, <i64 113, i64 113, i64 113, i64 113, i64 113, i64 113, i64 113, i64 113>
  %72 = add <8 x i64> %vec.ind, <i64 121, i64 121, i64 121, i64 121, i64 121, i64 121, i64 121, i64 121>
  %scevgep314 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep314315 = bitcast i32* %scevgep314 to <8 x i32>*
  %scevgep316 = getelementptr <8 x i32>, <8 x i32>* %scevgep314315, i64 -51
  %wide.load.3 = load <8 x i32>, <8 x i32>* %scevgep316, align 4
  %scevgep311 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep311312 = bitcast i32* %scevgep311 to <8 x i32>*
  %scevgep313 = getelementptr <8 x i32>, <8 x i32>* %scevgep311312, i64 -50
  %wide.load92.3 = load <8 x i32>, <8 x i32>* %scevgep313, align 4
  %scevgep308 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep308309 = bitcast i32* %scevgep308 to <8 x i32>*
  %scevgep310 = getelementptr <8 x i32>, <8 x i32>* %scevgep308309, i64 -49
  %wide.load93.3 = load <8 x i32>, <8 x i32>* %scevgep310, align 4
  %scevgep305 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep305306 = bitcast i32* %scevgep305 to <8 x i32>*
  %scevgep307 = getelementptr <8 x i32>, <8 x i32>* %scevgep305306, i64 -48
  %wide.load94.3 = load <8 x i32>, <8 x i32>* %scevgep307, align 4
  %73 = sext <8 x i32> %wide.load.3 to <8 x i64>
  %74 = sext <8 x i32> %wide.load92.3 to <8 x i64>
  %75 = sext <8 x i32> %wide.load93.3 to <8 x i64>
  %76 = sext <8 x i32> %wide.load94.3 to <8 x i64>
  %77 = icmp ne <8 x i64> %69, %73
  %78 = icmp ne <8 x i64> %70, %74
  %79 = icmp ne <8 x i64> %71, %75
  %80 = icmp ne <8 x i64> %72, %76
  %81 = zext <8 x i1> %77 to <8 x i64>
  %82 = zext <8 x i1> %78 to <8 x i64>
  %83 = zext <8 x i1> %79 to <8 x i64>
  %84 = zext <8 x i1> %80 to <8 x i64>
  %85 = add <8 x i64> %65, %81
  %86 = add <8 x i64> %66, %82
  %87 = add <8 x i64> %67, %83
  %88 = add <8 x i64> %68, %84
  %89 = add <8 x i64> %vec.ind, <i64 129, i64 129, i64 129, i64 129, i64 129, i64 129, i64 129, i64 129>
  %90 = add <8 x i64> %vec.ind, <i64 137, i64 137, i64 137, i64 137, i64 137, i64 137, i64 137, i64 137>
  %91 = add <8 x i64> %vec.ind, <i64 145, i64 145, i64 145, i64 145, i64 145, i64 145, i64 145, i64 145>
  %92 = add <8 x i64> %vec.ind, <i64 153, i64 153, i64 153, i64 153, i64 153, i64 153, i64 153, i64 153>
  %scevgep302 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep302303 = bitcast i32* %scevgep302 to <8 x i32>*
  %scevgep304 = getelementptr <8 x i32>, <8 x i32>* %scevgep302303, i64 -47
  %wide.load.4 = load <8 x i32>, <8 x i32>* %scevgep304, align 4
  %scevgep299 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep299300 = bitcast i32* %scevgep299 to <8 x i32>*
  %scevgep301 = getelementptr <8 x i32>, <8 x i32>* %scevgep299300, i64 -46
  %wide.load92.4 = load <8 x i32>, <8 x i32>* %scevgep301, align 4
  %scevgep296 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep296297 = bitcast i32* %scevgep296 to <8 x i32>*
  %scevgep298 = getelementptr <8 x i32>, <8 x i32>* %scevgep296297, i64 -45
  %wide.load93.4 = load <8 x i32>, <8 x i32>* %scevgep298, align 4
  %scevgep293 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep293294 = bitcast i32* %scevgep293 to <8 x i32>*
  %scevgep295 = getelementptr <8 x i32>, <8 x i32>* %scevgep293294, i64 -44
  %wide.load94.4 = load <8 x i32>, <8 x i32>* %scevgep295, align 4
  %93 = sext <8 x i32> %wide.load.4 to <8 x i64>
  %94 = sext <8 x i32> %wide.load92.4 to <8 x i64>
  %95 = sext <8 x i32> %wide.load93.4 to <8 x i64>
  %96 = sext <8 x i32> %wide.load94.4 to <8 x i64>
  %97 = icmp ne <8 x i64> %89, %93
  %98 = icmp ne <8 x i64> %90, %94
  %99 = icmp ne <8 x i64> %91, %95
  %100 = icmp ne <8 x i64> %92, %96
  %101 = zext <8 x i1> %97 to <8 x i64>
  %102 = zext <8 x i1> %98 to <8 x i64>
  %103 = zext <8 x i1> %99 to <8 x i64>
  %104 = zext <8 x i1> %100 to <8 x i64>
  %105 = add <8 x i64> %85, %101
  %106 = add <8 x i64> %86, %102
  %107 = add <8 x i64> %87, %103
  %108 = add <8 x i64> %88, %104
  %109 = add <8 x i64> %vec.ind, <i64 161, i64 161, i64 161, i64 161, i64 161, i64 161, i64 161, i64 161>
  %110 = add <8 x i64> %vec.ind, <i64 169, i64 169, i64 169, i64 169, i64 169, i64 169, i64 169, i64 169>
  %111 = add <8 x i64> %vec.ind, <i64 177, i64 177, i64 177, i64 177, i64 177, i64 177, i64 177, i64 177>
  %112 = add <8 x i64> %vec.ind, <i64 185, i64 185, i64 185, i64 185, i64 185, i64 185, i64 185, i64 185>
  %scevgep290 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep290291 = bitcast i32* %scevgep290 to <8 x i32>*
  %scevgep292 = getelementptr <8 x i32>, <8 x i32>* %scevgep290291, i64 -43
  %wide.load.5 = load <8 x i32>, <8 x i32>* %scevgep292, align 4
  %scevgep287 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep287288 = bitcast i32* %scevgep287 to <8 x i32>*
  %scevgep289 = getelementptr <8 x i32>, <8 x i32>* %scevgep287288, i64 -42
  %wide.load92.5 = load <8 x i32>, <8 x i32>* %scevgep289, align 4
  %scevgep284 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep284285 = bitcast i32* %scevgep284 to <8 x i32>*
  %scevgep286 = getelementptr <8 x i32>, <8 x i32>* %scevgep284285, i64 -41
  %wide.load93.5 = load <8 x i32>, <8 x i32>* %scevgep286, align 4
  %scevgep281 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep281282 = bitcast i32* %scevgep281 to <8 x i32>*
  %scevgep283 = getelementptr <8 x i32>, <8 x i32>* %scevgep281282, i64 -40
  %wide.load94.5 = load <8 x i32>, <8 x i32>* %scevgep283, align 4
  %113 = sext <8 x i32> %wide.load.5 to <8 x i64>
  %114 = sext <8 x i32> %wide.load92.5 to <8 x i64>
  %115 = sext <8 x i32> %wide.load93.5 to <8 x i64>
  %116 = sext <8 x i32> %wide.load94.5 to <8 x i64>
  %117 = icmp ne <8 x i64> %109, %113
  %118 = icmp ne <8 x i64> %110, %114
  %119 = icmp ne <8 x i64> %111, %115
  %120 = icmp ne <8 x i64> %112, %116
  %121 = zext <8 x i1> %117 to <8 x i64>
  %122 = zext <8 x i1> %118 to <8 x i64>
  %123 = zext <8 x i1> %119 to <8 x i64>
  %124 = zext <8 x i1> %120 to <8 x i64>
  %125 = add <8 x i64> %105, %121
  %126 = add <8 x i64> %106, %122
  %127 = add <8 x i64> %107, %123
  %128 = add <8 x i64> %108, %124
  %129 = add <8 x i64> %vec.ind, <i64 193, i64 193, i64 193, i64 193, i64 193, i64 193, i64 193, i64 193>
  %130 = add <8 x i64> %vec.ind, <i64 201, i64 201, i64 201, i64 201, i64 201, i64 201, i64 201, i64 201>
  %131 = add <8 x i64> %vec.ind, <i64 209, i64 209, i64 209, i64 209, i64 209, i64 209, i64 209, i64 209>
  %132 = add <8 x i64> %vec.ind, <i64 217, i64 217, i64 217, i64 217, i64 217, i64 217, i64 217, i64 217>
  %scevgep278 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep278279 = bitcast i32* %scevgep278 to <8 x i32>*
  %scevgep280 = getelementptr <8 x i32>, <8 x i32>* %scevgep278279, i64 -39
  %wide.load.6 = load <8 x i32>, <8 x i32>* %scevgep280, align 4
  %scevgep275 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep275276 = bitcast i32* %scevgep275 to <8 x i32>*
  %scevgep277 = getelementptr <8 x i32>, <8 x i32>* %scevgep275276, i64 -38
  %wide.load92.6 = load <8 x i32>, <8 x i32>* %scevgep277, align 4
  %scevgep272 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep272273 = bitcast i32* %scevgep272 to <8 x i32>*
  %scevgep274 = getelementptr <8 x i32>, <8 x i32>* %scevgep272273, i64 -37
  %wide.load93.6 = load <8 x i32>, <8 x i32>* %scevgep274, align 4
  %scevgep269 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep269270 = bitcast i32* %scevgep269 to <8 x i32>*
  %scevgep271 = getelementptr <8 x i32>, <8 x i32>* %scevgep269270, i64 -36
  %wide.load94.6 = load <8 x i32>, <8 x i32>* %scevgep271, align 4
  %133 = sext <8 x i32> %wide.load.6 to <8 x i64>
  %134 = sext <8 x i32> %wide.load92.6 to <8 x i64>
  %135 = sext <8 x i32> %wide.load93.6 to <8 x i64>
  %136 = sext <8 x i32> %wide.load94.6 to <8 x i64>
  %137 = icmp ne <8 x i64> %129, %133
  %138 = icmp ne <8 x i64> %130, %134
  %139 = icmp ne <8 x i64> %131, %135
  %140 = icmp ne <8 x i64> %132, %136
  %141 = zext <8 x i1> %137 to <8 x i64>
  %142 = zext <8 x i1> %138 to <8 x i64>
  %143 = zext <8 x i1> %139 to <8 x i64>
  %144 = zext <8 x i1> %140 to <8 x i64>
  %145 = add <8 x i64> %125, %141
  %146 = add <8 x i64> %126, %142
  %147 = add <8 x i64> %127, %143
  %148 = add <8 x i64> %128, %144
  %149 = add <8 x i64> %vec.ind, <i64 225, i64 225, i64 225, i64 225, i64 225, i64 225, i64 225, i64 225>
  %150 = add <8 x i64> %vec.ind, <i64 233, i64 233, i64 233, i64 233, i64 233, i64 233, i64 233, i64 233>
  %151 = add <8 x i64> %vec.ind, <i64 241, i64 241, i64 241, i64 241, i64 241, i64 241, i64 241, i64 241>
  %152 = add <8 x i64> %vec.ind, <i64 249, i64 249, i64 249, i64 249, i64 249, i64 249, i64 249, i64 249>
  %scevgep266 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep266267 = bitcast i32* %scevgep266 to <8 x i32>*
  %scevgep268 = getelementptr <8 x i32>, <8 x i32>* %scevgep266267, i64 -35
  %wide.load.7 = load <8 x i32>, <8 x i32>* %scevgep268, align 4
  %scevgep263 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep263264 = bitcast i32* %scevgep263 to <8 x i32>*
  %scevgep265 = getelementptr <8 x i32>, <8 x i32>* %scevgep263264, i64 -34
  %wide.load92.7 = load <8 x i32>, <8 x i32>* %scevgep265, align 4
  %scevgep260 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep260261 = bitcast i32* %scevgep260 to <8 x i32>*
  %scevgep262 = getelementptr <8 x i32>, <8 x i32>* %scevgep260261, i64 -33
  %wide.load93.7 = load <8 x i32>, <8 x i32>* %scevgep262, align 4
  %scevgep353 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep353354 = bitcast i32* %scevgep353 to <8 x i32>*
  %scevgep355 = getelementptr <8 x i32>, <8 x i32>* %scevgep353354, i64 -32
  %wide.load94.7 = load <8 x i32>, <8 x i32>* %scevgep355, align 4
  %153 = sext <8 x i32> %wide.load.7 to <8 x i64>
  %154 = sext <8 x i32> %wide.load92.7 to <8 x i64>
  %155 = sext <8 x i32> %wide.load93.7 to <8 x i64>
  %156 = sext <8 x i32> %wide.load94.7 to <8 x i64>
  %157 = icmp ne <8 x i64> %149, %153
  %158 = icmp ne <8 x i64> %150, %154
  %159 = icmp ne <8 x i64> %151, %155
  %160 = icmp ne <8 x i64> %152, %156
  %161 = zext <8 x i1> %157 to <8 x i64>
  %162 = zext <8 x i1> %158 to <8 x i64>
  %163 = zext <8 x i1> %159 to <8 x i64>
  %164 = zext <8 x i1> %160 to <8 x i64>
  %165 = add <8 x i64> %145, %161
  %166 = add <8 x i64> %146, %162
  %167 = add <8 x i64> %147, %163
  %168 = add <8 x i64> %148, %164
  %169 = add <8 x i64> %vec.ind, <i64 257, i64 257, i64 257, i64 257, i64 257, i64 257, i64 257, i64 257>
  %170 = add <8 x i64> %vec.ind, <i64 265, i64 265, i64 265, i64 265, i64 265, i64 265, i64 265, i64 265>
  %171 = add <8 x i64> %vec.ind, <i64 273, i64 273, i64 273, i64 273, i64 273, i64 273, i64 273, i64 273>
  %172 = add <8 x i64> %vec.ind, <i64 281, i64 281, i64 281, i64 281, i64 281, i64 281, i64 281, i64 281>
  %scevgep117 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep117118 = bitcast i32* %scevgep117 to <8 x i32>*
  %scevgep119 = getelementptr <8 x i32>, <8 x i32>* %scevgep117118, i64 -31
  %wide.load.187 = load <8 x i32>, <8 x i32>* %scevgep119, align 4
  %scevgep120 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep120121 = bitcast i32* %scevgep120 to <8 x i32>*
  %scevgep122 = getelementptr <8 x i32>, <8 x i32>* %scevgep120121, i64 -30
  %wide.load92.188 = load <8 x i32>, <8 x i32>* %scevgep122, align 4
  %scevgep123 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep123124 = bitcast i32* %scevgep123 to <8 x i32>*
  %scevgep125 = getelementptr <8 x i32>, <8 x i32>* %scevgep123124, i64 -29
  %wide.load93.189 = load <8 x i32>, <8 x i32>* %scevgep125, align 4
  %scevgep126 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep126127 = bitcast i32* %scevgep126 to <8 x i32>*
  %scevgep128 = getelementptr <8 x i32>, <8 x i32>* %scevgep126127, i64 -28
  %wide.load94.190 = load <8 x i32>, <8 x i32>* %scevgep128, align 4
  %173 = sext <8 x i32> %wide.load.187 to <8 x i64>
  %174 = sext <8 x i32> %wide.load92.188 to <8 x i64>
  %175 = sext <8 x i32> %wide.load93.189 to <8 x i64>
  %176 = sext <8 x i32> %wide.load94.190 to <8 x i64>
  %177 = icmp ne <8 x i64> %169, %173
  %178 = icmp ne <8 x i64> %170, %174
  %179 = icmp ne <8 x i64> %171, %175
  %180 = icmp ne <8 x i64> %172, %176
  %181 = zext <8 x i1> %177 to <8 x i64>
  %182 = zext <8 x i1> %178 to <8 x i64>
  %183 = zext <8 x i1> %179 to <8 x i64>
  %184 = zext <8 x i1> %180 to <8 x i64>
  %185 = add <8 x i64> %165, %181
  %186 = add <8 x i64> %166, %182
  %187 = add <8 x i64> %167, %183
  %188 = add <8 x i64> %168, %184
  %189 = add <8 x i64> %vec.ind, <i64 289, i64 289, i64 289, i64 289, i64 289, i64 289, i64 289, i64 289>
  %190 = add <8 x i64> %vec.ind, <i64 297, i64 297, i64 297, i64 297, i64 297, i64 297, i64 297, i64 297>
  %191 = add <8 x i64> %vec.ind, <i64 305, i64 305, i64 305, i64 305, i64 305, i64 305, i64 305, i64 305>
  %192 = add <8 x i64> %vec.ind, <i64 313, i64 313, i64 313, i64 313, i64 313, i64 313, i64 313, i64 313>
  %scevgep131 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep131132 = bitcast i32* %scevgep131 to <8 x i32>*
  %scevgep134 = getelementptr <8 x i32>, <8 x i32>* %scevgep131132, i64 -27
  %wide.load.1.1 = load <8 x i32>, <8 x i32>* %scevgep134, align 4
  %scevgep137 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep137138 = bitcast i32* %scevgep137 to <8 x i32>*
  %scevgep140 = getelementptr <8 x i32>, <8 x i32>* %scevgep137138, i64 -26
  %wide.load92.1.1 = load <8 x i32>, <8 x i32>* %scevgep140, align 4
  %scevgep143 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep143144 = bitcast i32* %scevgep143 to <8 x i32>*
  %scevgep146 = getelementptr <8 x i32>, <8 x i32>* %scevgep143144, i64 -25
  %wide.load93.1.1 = load <8 x i32>, <8 x i32>* %scevgep146, align 4
  %scevgep149 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep149150 = bitcast i32* %scevgep149 to <8 x i32>*
  %scevgep152 = getelementptr <8 x i32>, <8 x i32>* %scevgep149150, i64 -24
  %wide.load94.1.1 = load <8 x i32>, <8 x i32>* %scevgep152, align 4
  %193 = sext <8 x i32> %wide.load.1.1 to <8 x i64>
  %194 = sext <8 x i32> %wide.load92.1.1 to <8 x i64>
  %195 = sext <8 x i32> %wide.load93.1.1 to <8 x i64>
  %196 = sext <8 x i32> %wide.load94.1.1 to <8 x i64>
  %197 = icmp ne <8 x i64> %189, %193
  %198 = icmp ne <8 x i64> %190, %194
  %199 = icmp ne <8 x i64> %191, %195
  %200 = icmp ne <8 x i64> %192, %196
  %201 = zext <8 x i1> %197 to <8 x i64>
  %202 = zext <8 x i1> %198 to <8 x i64>
  %203 = zext <8 x i1> %199 to <8 x i64>
  %204 = zext <8 x i1> %200 to <8 x i64>
  %205 = add <8 x i64> %185, %201
  %206 = add <8 x i64> %186, %202
  %207 = add <8 x i64> %187, %203
  %208 = add <8 x i64> %188, %204
  %209 = add <8 x i64> %vec.ind, <i64 321, i64 321, i64 321, i64 321, i64 321, i64 321, i64 321, i64 321>
  %210 = add <8 x i64> %vec.ind, <i64 329, i64 329, i64 329, i64 329, i64 329, i64 329, i64 329, i64 329>
  %211 = add <8 x i64> %vec.ind, <i64 337, i64 337, i64 337, i64 337, i64 337, i64 337, i64 337, i64 337>
  %212 = add <8 x i64> %vec.ind, <i64 345, i64 345, i64 345, i64 345, i64 345, i64 345, i64 345, i64 345>
  %scevgep155 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep155156 = bitcast i32* %scevgep155 to <8 x i32>*
  %scevgep158 = getelementptr <8 x i32>, <8 x i32>* %scevgep155156, i64 -23
  %wide.load.2.1 = load <8 x i32>, <8 x i32>* %scevgep158, align 4
  %scevgep161 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep161162 = bitcast i32* %scevgep161 to <8 x i32>*
  %scevgep164 = getelementptr <8 x i32>, <8 x i32>* %scevgep161162, i64 -22
  %wide.load92.2.1 = load <8 x i32>, <8 x i32>* %scevgep164, align 4
  %scevgep167 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep167168 = bitcast i32* %scevgep167 to <8 x i32>*
  %scevgep170 = getelementptr <8 x i32>, <8 x i32>* %scevgep167168, i64 -21
  %wide.load93.2.1 = load <8 x i32>, <8 x i32>* %scevgep170, align 4
  %scevgep173 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep173174 = bitcast i32* %scevgep173 to <8 x i32>*
  %scevgep176 = getelementptr <8 x i32>, <8 x i32>* %scevgep173174, i64 -20
  %wide.load94.2.1 = load <8 x i32>, <8 x i32>* %scevgep176, align 4
  %213 = sext <8 x i32> %wide.load.2.1 to <8 x i64>
  %214 = sext <8 x i32> %wide.load92.2.1 to <8 x i64>
  %215 = sext <8 x i32> %wide.load93.2.1 to <8 x i64>
  %216 = sext <8 x i32> %wide.load94.2.1 to <8 x i64>
  %217 = icmp ne <8 x i64> %209, %213
  %218 = icmp ne <8 x i64> %210, %214
  %219 = icmp ne <8 x i64> %211, %215
  %220 = icmp ne <8 x i64> %212, %216
  %221 = zext <8 x i1> %217 to <8 x i64>
  %222 = zext <8 x i1> %218 to <8 x i64>
  %223 = zext <8 x i1> %219 to <8 x i64>
  %224 = zext <8 x i1> %220 to <8 x i64>
  %225 = add <8 x i64> %205, %221
  %226 = add <8 x i64> %206, %222
  %227 = add <8 x i64> %207, %223
  %228 = add <8 x i64> %208, %224
  %229 = add <8 x i64> %vec.ind, <i64 353, i64 353, i64 353, i64 353, i64 353, i64 353, i64 353, i64 353>
  %230 = add <8 x i64> %vec.ind, <i64 361, i64 361, i64 361, i64 361, i64 361, i64 361, i64 361, i64 361>
  %231 = add <8 x i64> %vec.ind, <i64 369, i64 369, i64 369, i64 369, i64 369, i64 369, i64 369, i64 369>
  %232 = add <8 x i64> %vec.ind, <i64 377, i64 377, i64 377, i64 377, i64 377, i64 377, i64 377, i64 377>
  %scevgep179 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep179180 = bitcast i32* %scevgep179 to <8 x i32>*
  %scevgep182 = getelementptr <8 x i32>, <8 x i32>* %scevgep179180, i64 -19
  %wide.load.3.1 = load <8 x i32>, <8 x i32>* %scevgep182, align 4
  %scevgep185 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep185186 = bitcast i32* %scevgep185 to <8 x i32>*
  %scevgep188 = getelementptr <8 x i32>, <8 x i32>* %scevgep185186, i64 -18
  %wide.load92.3.1 = load <8 x i32>, <8 x i32>* %scevgep188, align 4
  %scevgep191 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep191192 = bitcast i32* %scevgep191 to <8 x i32>*
  %scevgep194 = getelementptr <8 x i32>, <8 x i32>* %scevgep191192, i64 -17
  %wide.load93.3.1 = load <8 x i32>, <8 x i32>* %scevgep194, align 4
  %scevgep197 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep197198 = bitcast i32* %scevgep197 to <8 x i32>*
  %scevgep200 = getelementptr <8 x i32>, <8 x i32>* %scevgep197198, i64 -16
  %wide.load94.3.1 = load <8 x i32>, <8 x i32>* %scevgep200, align 4
  %233 = sext <8 x i32> %wide.load.3.1 to <8 x i64>
  %234 = sext <8 x i32> %wide.load92.3.1 to <8 x i64>
  %235 = sext <8 x i32> %wide.load93.3.1 to <8 x i64>
  %236 = sext <8 x i32> %wide.load94.3.1 to <8 x i64>
  %237 = icmp ne <8 x i64> %229, %233
  %238 = icmp ne <8 x i64> %230, %234
  %239 = icmp ne <8 x i64> %231, %235
  %240 = icmp ne <8 x i64> %232, %236
  %241 = zext <8 x i1> %237 to <8 x i64>
  %242 = zext <8 x i1> %238 to <8 x i64>
  %243 = zext <8 x i1> %239 to <8 x i64>
  %244 = zext <8 x i1> %240 to <8 x i64>
  %245 = add <8 x i64> %225, %241
  %246 = add <8 x i64> %226, %242
  %247 = add <8 x i64> %227, %243
  %248 = add <8 x i64> %228, %244
  %249 = add <8 x i64> %vec.ind, <i64 385, i64 385, i64 385, i64 385, i64 385, i64 385, i64 385, i64 385>
  %250 = add <8 x i64> %vec.ind, <i64 393, i64 393, i64 393, i64 393, i64 393, i64 393, i64 393, i64 393>
  %251 = add <8 x i64> %vec.ind, <i64 401, i64 401, i64 401, i64 401, i64 401, i64 401, i64 401, i64 401>
  %252 = add <8 x i64> %vec.ind, <i64 409, i64 409, i64 409, i64 409, i64 409, i64 409, i64 409, i64 409>
  %scevgep203 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep203204 = bitcast i32* %scevgep203 to <8 x i32>*
  %scevgep205 = getelementptr <8 x i32>, <8 x i32>* %scevgep203204, i64 -15
  %wide.load.4.1 = load <8 x i32>, <8 x i32>* %scevgep205, align 4
  %scevgep208 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep208209 = bitcast i32* %scevgep208 to <8 x i32>*
  %scevgep211 = getelementptr <8 x i32>, <8 x i32>* %scevgep208209, i64 -14
  %wide.load92.4.1 = load <8 x i32>, <8 x i32>* %scevgep211, align 4
  %scevgep213 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep213214 = bitcast i32* %scevgep213 to <8 x i32>*
  %scevgep217 = getelementptr <8 x i32>, <8 x i32>* %scevgep213214, i64 -13
  %wide.load93.4.1 = load <8 x i32>, <8 x i32>* %scevgep217, align 4
  %scevgep220 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep220221 = bitcast i32* %scevgep220 to <8 x i32>*
  %scevgep223 = getelementptr <8 x i32>, <8 x i32>* %scevgep220221, i64 -12
  %wide.load94.4.1 = load <8 x i32>, <8 x i32>* %scevgep223, align 4
  %253 = sext <8 x i32> %wide.load.4.1 to <8 x i64>
  %254 = sext <8 x i32> %wide.load92.4.1 to <8 x i64>
  %255 = sext <8 x i32> %wide.load93.4.1 to <8 x i64>
  %256 = sext <8 x i32> %wide.load94.4.1 to <8 x i64>
  %257 = icmp ne <8 x i64> %249, %253
  %258 = icmp ne <8 x i64> %250, %254
  %259 = icmp ne <8 x i64> %251, %255
  %260 = icmp ne <8 x i64> %252, %256
  %261 = zext <8 x i1> %257 to <8 x i64>
  %262 = zext <8 x i1> %258 to <8 x i64>
  %263 = zext <8 x i1> %259 to <8 x i64>
  %264 = zext <8 x i1> %260 to <8 x i64>
  %265 = add <8 x i64> %245, %261
  %266 = add <8 x i64> %246, %262
  %267 = add <8 x i64> %247, %263
  %268 = add <8 x i64> %248, %264
  %269 = add <8 x i64> %vec.ind, <i64 417, i64 417, i64 417, i64 417, i64 417, i64 417, i64 417, i64 417>
  %270 = add <8 x i64> %vec.ind, <i64 425, i64 425, i64 425, i64 425, i64 425, i64 425, i64 425, i64 425>
  %271 = add <8 x i64> %vec.ind, <i64 433, i64 433, i64 433, i64 433, i64 433, i64 433, i64 433, i64 433>
  %272 = add <8 x i64> %vec.ind, <i64 441, i64 441, i64 441, i64 441, i64 441, i64 441, i64 441, i64 441>
  %scevgep225 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep225226 = bitcast i32* %scevgep225 to <8 x i32>*
  %scevgep227 = getelementptr <8 x i32>, <8 x i32>* %scevgep225226, i64 -11
  %wide.load.5.1 = load <8 x i32>, <8 x i32>* %scevgep227, align 4
  %scevgep228 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep228229 = bitcast i32* %scevgep228 to <8 x i32>*
  %scevgep230 = getelementptr <8 x i32>, <8 x i32>* %scevgep228229, i64 -10
  %wide.load92.5.1 = load <8 x i32>, <8 x i32>* %scevgep230, align 4
  %scevgep231 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep231232 = bitcast i32* %scevgep231 to <8 x i32>*
  %scevgep233 = getelementptr <8 x i32>, <8 x i32>* %scevgep231232, i64 -9
  %wide.load93.5.1 = load <8 x i32>, <8 x i32>* %scevgep233, align 4
  %scevgep234 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep234235 = bitcast i32* %scevgep234 to <8 x i32>*
  %scevgep236 = getelementptr <8 x i32>, <8 x i32>* %scevgep234235, i64 -8
  %wide.load94.5.1 = load <8 x i32>, <8 x i32>* %scevgep236, align 4
  %273 = sext <8 x i32> %wide.load.5.1 to <8 x i64>
  %274 = sext <8 x i32> %wide.load92.5.1 to <8 x i64>
  %275 = sext <8 x i32> %wide.load93.5.1 to <8 x i64>
  %276 = sext <8 x i32> %wide.load94.5.1 to <8 x i64>
  %277 = icmp ne <8 x i64> %269, %273
  %278 = icmp ne <8 x i64> %270, %274
  %279 = icmp ne <8 x i64> %271, %275
  %280 = icmp ne <8 x i64> %272, %276
  %281 = zext <8 x i1> %277 to <8 x i64>
  %282 = zext <8 x i1> %278 to <8 x i64>
  %283 = zext <8 x i1> %279 to <8 x i64>
  %284 = zext <8 x i1> %280 to <8 x i64>
  %285 = add <8 x i64> %265, %281
  %286 = add <8 x i64> %266, %282
  %287 = add <8 x i64> %267, %283
  %288 = add <8 x i64> %268, %284
  %289 = add <8 x i64> %vec.ind, <i64 449, i64 449, i64 449, i64 449, i64 449, i64 449, i64 449, i64 449>
  %290 = add <8 x i64> %vec.ind, <i64 457, i64 457, i64 457, i64 457, i64 457, i64 457, i64 457, i64 457>
  %291 = add <8 x i64> %vec.ind, <i64 465, i64 465, i64 465, i64 465, i64 465, i64 465, i64 465, i64 465>
  %292 = add <8 x i64> %vec.ind, <i64 473, i64 473, i64 473, i64 473, i64 473, i64 473, i64 473, i64 473>
  %scevgep237 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep237238 = bitcast i32* %scevgep237 to <8 x i32>*
  %scevgep239 = getelementptr <8 x i32>, <8 x i32>* %scevgep237238, i64 -7
  %wide.load.6.1 = load <8 x i32>, <8 x i32>* %scevgep239, align 4
  %scevgep240 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep240241 = bitcast i32* %scevgep240 to <8 x i32>*
  %scevgep242 = getelementptr <8 x i32>, <8 x i32>* %scevgep240241, i64 -6
  %wide.load92.6.1 = load <8 x i32>, <8 x i32>* %scevgep242, align 4
  %scevgep243 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep243244 = bitcast i32* %scevgep243 to <8 x i32>*
  %scevgep245 = getelementptr <8 x i32>, <8 x i32>* %scevgep243244, i64 -5
  %wide.load93.6.1 = load <8 x i32>, <8 x i32>* %scevgep245, align 4
  %scevgep246 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep246247 = bitcast i32* %scevgep246 to <8 x i32>*
  %scevgep248 = getelementptr <8 x i32>, <8 x i32>* %scevgep246247, i64 -4
  %wide.load94.6.1 = load <8 x i32>, <8 x i32>* %scevgep248, align 4
  %293 = sext <8 x i32> %wide.load.6.1 to <8 x i64>
  %294 = sext <8 x i32> %wide.load92.6.1 to <8 x i64>
  %295 = sext <8 x i32> %wide.load93.6.1 to <8 x i64>
  %296 = sext <8 x i32> %wide.load94.6.1 to <8 x i64>
  %297 = icmp ne <8 x i64> %289, %293
  %298 = icmp ne <8 x i64> %290, %294
  %299 = icmp ne <8 x i64> %291, %295
  %300 = icmp ne <8 x i64> %292, %296
  %301 = zext <8 x i1> %297 to <8 x i64>
  %302 = zext <8 x i1> %298 to <8 x i64>
  %303 = zext <8 x i1> %299 to <8 x i64>
  %304 = zext <8 x i1> %300 to <8 x i64>
  %305 = add <8 x i64> %285, %301
  %306 = add <8 x i64> %286, %302
  %307 = add <8 x i64> %287, %303
  %308 = add <8 x i64> %288, %304
  %309 = add <8 x i64> %vec.ind, <i64 481, i64 481, i64 481, i64 481, i64 481, i64 481, i64 481, i64 481>
  %310 = add <8 x i64> %vec.ind, <i64 489, i64 489, i64 489, i64 489, i64 489, i64 489, i64 489, i64 489>
  %311 = add <8 x i64> %vec.ind, <i64 497, i64 497, i64 497, i64 497, i64 497, i64 497, i64 497, i64 497>
  %312 = add <8 x i64> %vec.ind, <i64 505, i64 505, i64 505, i64 505, i64 505, i64 505, i64 505, i64 505>
  %scevgep249 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep249250 = bitcast i32* %scevgep249 to <8 x i32>*
  %scevgep251 = getelementptr <8 x i32>, <8 x i32>* %scevgep249250, i64 -3
  %wide.load.7.1 = load <8 x i32>, <8 x i32>* %scevgep251, align 4
  %scevgep252 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep252253 = bitcast i32* %scevgep252 to <8 x i32>*
  %scevgep254 = getelementptr <8 x i32>, <8 x i32>* %scevgep252253, i64 -2
  %wide.load92.7.1 = load <8 x i32>, <8 x i32>* %scevgep254, align 4
  %scevgep255 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep255256 = bitcast i32* %scevgep255 to <8 x i32>*
  %scevgep257 = getelementptr <8 x i32>, <8 x i32>* %scevgep255256, i64 -1
  %wide.load93.7.1 = load <8 x i32>, <8 x i32>* %scevgep257, align 4
  %scevgep258 = getelementptr i32, i32* %scevgep116, i64 %index
  %scevgep258259 = bitcast i32* %scevgep258 to <8 x i32>*
  %wide.load94.7.1 = load <8 x i32>, <8 x i32>* %scevgep258259, align 4
  %313 = sext <8 x i32> %wide.load.7.1 to <8 x i64>
  %314 = sext <8 x i32> %wide.load92.7.1 to <8 x i64>
  %315 = sext <8 x i32> %wide.load93.7.1 to <8 x i64>
  %316 = sext <8 x i32> %wide.load94.7.1 to <8 x i64>
  %317 = icmp ne <8 x i64> %309, %313
  %318 = icmp ne <8 x i64> %310, %314
  %319 = icmp ne <8 x i64> %311, %315
  %320 = icmp ne <8 x i64> %312, %316
  %321 = zext <8 x i1> %317 to <8 x i64>
  %322 = zext <8 x i1> %318 to <8 x i64>
  %323 = zext <8 x i1> %319 to <8 x i64>
  %324 = zext <8 x i1> %320 to <8 x i64>
  %325 = add <8 x i64> %305, %321
  %326 = add <8 x i64> %306, %322
  %327 = add <8 x i64> %307, %323
  %328 = add <8 x i64> %308, %324
  %index.next.7.1 = add i64 %index, 512
  %vec.ind.next.7.1 = add <8 x i64> %vec.ind, <i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512, i64 512>
  %lsr.iv.next357 = add i64 %lsr.iv356, -2
  %niter.ncmp.1 = icmp eq i64 %lsr.iv.next357, 0
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit.unr-lcssa, label %vector.body, !llvm.loop !33

middle.block.unr-lcssa.loopexit.unr-lcssa:        ; preds = %vector.body, %vector.ph.new
  %.lcssa62.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %325, %vector.body ]
  %.lcssa61.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %326, %vector.body ]
  %.lcssa60.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %327, %vector.body ]
  %.lcssa59.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %328, %vector.body ]
  %vec.ind.next.7.lcssa.ph = phi <8 x i64> [ undef, %vector.ph.new ], [ %vec.ind.next.7.1, %vector.body ]
  %index.unr75 = phi i64 [ 0, %vector.ph.new ], [ %index.next.7.1, %vector.body ]
  %vec.phi.unr76 = phi <8 x i64> [ <i64 1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, %vector.ph.new ], [ %325, %vector.body ]
  %vec.phi86.unr77 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %326, %vector.body ]
  %vec.phi87.unr78 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %327, %vector.body ]
  %vec.phi88.unr79 = phi <8 x i64> [ zeroinitializer, %vector.ph.new ], [ %328, %vector.body ]
  %vec.ind.unr80 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph.new ], [ %vec.ind.next.7.1, %vector.body ]
  %329 = and i64 %7, 1
  %lcmp.mod.not91 = icmp eq i64 %329, 0
  br i1 %lcmp.mod.not91, label %middle.block.unr-lcssa.loopexit, label %vector.body.epil65

vector.body.epil65:                               ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa
  %330 = add nuw nsw <8 x i64> %vec.ind.unr80, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %331 = add <8 x i64> %vec.ind.unr80, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %332 = add <8 x i64> %vec.ind.unr80, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %333 = add <8 x i64> %vec.ind.unr80, <i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25>
  %scevgep215.epil = getelementptr i32, i32* %.6.i1.i, i64 %index.unr75
  %334 = bitcast i32* %scevgep215.epil to <8 x i32>*
  %wide.load.epil71 = load <8 x i32>, <8 x i32>* %334, align 4
  %sunkaddr = mul i64 %index.unr75, 4
  %335 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr360 = getelementptr i8, i8* %335, i64 %sunkaddr
  %sunkaddr361 = getelementptr i8, i8* %sunkaddr360, i64 32
  %336 = bitcast i8* %sunkaddr361 to <8 x i32>*
  %wide.load92.epil72 = load <8 x i32>, <8 x i32>* %336, align 4
  %sunkaddr362 = mul i64 %index.unr75, 4
  %337 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr363 = getelementptr i8, i8* %337, i64 %sunkaddr362
  %sunkaddr364 = getelementptr i8, i8* %sunkaddr363, i64 64
  %338 = bitcast i8* %sunkaddr364 to <8 x i32>*
  %wide.load93.epil73 = load <8 x i32>, <8 x i32>* %338, align 4
  %sunkaddr365 = mul i64 %index.unr75, 4
  %339 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr366 = getelementptr i8, i8* %339, i64 %sunkaddr365
  %sunkaddr367 = getelementptr i8, i8* %sunkaddr366, i64 96
  %340 = bitcast i8* %sunkaddr367 to <8 x i32>*
  %wide.load94.epil74 = load <8 x i32>, <8 x i32>* %340, align 4
  %341 = sext <8 x i32> %wide.load.epil71 to <8 x i64>
  %342 = sext <8 x i32> %wide.load92.epil72 to <8 x i64>
  %343 = sext <8 x i32> %wide.load93.epil73 to <8 x i64>
  %344 = sext <8 x i32> %wide.load94.epil74 to <8 x i64>
  %345 = icmp ne <8 x i64> %330, %341
  %346 = icmp ne <8 x i64> %331, %342
  %347 = icmp ne <8 x i64> %332, %343
  %348 = icmp ne <8 x i64> %333, %344
  %349 = zext <8 x i1> %345 to <8 x i64>
  %350 = zext <8 x i1> %346 to <8 x i64>
  %351 = zext <8 x i1> %347 to <8 x i64>
  %352 = zext <8 x i1> %348 to <8 x i64>
  %353 = add <8 x i64> %vec.phi.unr76, %349
  %354 = add <8 x i64> %vec.phi86.unr77, %350
  %355 = add <8 x i64> %vec.phi87.unr78, %351
  %356 = add <8 x i64> %vec.phi88.unr79, %352
  %357 = add <8 x i64> %vec.ind.unr80, <i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33>
  %358 = add <8 x i64> %vec.ind.unr80, <i64 41, i64 41, i64 41, i64 41, i64 41, i64 41, i64 41, i64 41>
  %359 = add <8 x i64> %vec.ind.unr80, <i64 49, i64 49, i64 49, i64 49, i64 49, i64 49, i64 49, i64 49>
  %360 = add <8 x i64> %vec.ind.unr80, <i64 57, i64 57, i64 57, i64 57, i64 57, i64 57, i64 57, i64 57>
  %sunkaddr368 = mul i64 %index.unr75, 4
  %361 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr369 = getelementptr i8, i8* %361, i64 %sunkaddr368
  %sunkaddr370 = getelementptr i8, i8* %sunkaddr369, i64 128
  %362 = bitcast i8* %sunkaddr370 to <8 x i32>*
  %wide.load.1.epil = load <8 x i32>, <8 x i32>* %362, align 4
  %sunkaddr371 = mul i64 %index.unr75, 4
  %363 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr372 = getelementptr i8, i8* %363, i64 %sunkaddr371
  %sunkaddr373 = getelementptr i8, i8* %sunkaddr372, i64 160
  %364 = bitcast i8* %sunkaddr373 to <8 x i32>*
  %wide.load92.1.epil = load <8 x i32>, <8 x i32>* %364, align 4
  %sunkaddr374 = mul i64 %index.unr75, 4
  %365 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr375 = getelementptr i8, i8* %365, i64 %sunkaddr374
  %sunkaddr376 = getelementptr i8, i8* %sunkaddr375, i64 192
  %366 = bitcast i8* %sunkaddr376 to <8 x i32>*
  %wide.load93.1.epil = load <8 x i32>, <8 x i32>* %366, align 4
  %sunkaddr377 = mul i64 %index.unr75, 4
  %367 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr378 = getelementptr i8, i8* %367, i64 %sunkaddr377
  %sunkaddr379 = getelementptr i8, i8* %sunkaddr378, i64 224
  %368 = bitcast i8* %sunkaddr379 to <8 x i32>*
  %wide.load94.1.epil = load <8 x i32>, <8 x i32>* %368, align 4
  %369 = sext <8 x i32> %wide.load.1.epil to <8 x i64>
  %370 = sext <8 x i32> %wide.load92.1.epil to <8 x i64>
  %371 = sext <8 x i32> %wide.load93.1.epil to <8 x i64>
  %372 = sext <8 x i32> %wide.load94.1.epil to <8 x i64>
  %373 = icmp ne <8 x i64> %357, %369
  %374 = icmp ne <8 x i64> %358, %370
  %375 = icmp ne <8 x i64> %359, %371
  %376 = icmp ne <8 x i64> %360, %372
  %377 = zext <8 x i1> %373 to <8 x i64>
  %378 = zext <8 x i1> %374 to <8 x i64>
  %379 = zext <8 x i1> %375 to <8 x i64>
  %380 = zext <8 x i1> %376 to <8 x i64>
  %381 = add <8 x i64> %353, %377
  %382 = add <8 x i64> %354, %378
  %383 = add <8 x i64> %355, %379
  %384 = add <8 x i64> %356, %380
  %385 = add <8 x i64> %vec.ind.unr80, <i64 65, i64 65, i64 65, i64 65, i64 65, i64 65, i64 65, i64 65>
  %386 = add <8 x i64> %vec.ind.unr80, <i64 73, i64 73, i64 73, i64 73, i64 73, i64 73, i64 73, i64 73>
  %387 = add <8 x i64> %vec.ind.unr80, <i64 81, i64 81, i64 81, i64 81, i64 81, i64 81, i64 81, i64 81>
  %388 = add <8 x i64> %vec.ind.unr80, <i64 89, i64 89, i64 89, i64 89, i64 89, i64 89, i64 89, i64 89>
  %sunkaddr380 = mul i64 %index.unr75, 4
  %389 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr381 = getelementptr i8, i8* %389, i64 %sunkaddr380
  %sunkaddr382 = getelementptr i8, i8* %sunkaddr381, i64 256
  %390 = bitcast i8* %sunkaddr382 to <8 x i32>*
  %wide.load.2.epil = load <8 x i32>, <8 x i32>* %390, align 4
  %sunkaddr383 = mul i64 %index.unr75, 4
  %391 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr384 = getelementptr i8, i8* %391, i64 %sunkaddr383
  %sunkaddr385 = getelementptr i8, i8* %sunkaddr384, i64 288
  %392 = bitcast i8* %sunkaddr385 to <8 x i32>*
  %wide.load92.2.epil = load <8 x i32>, <8 x i32>* %392, align 4
  %sunkaddr386 = mul i64 %index.unr75, 4
  %393 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr387 = getelementptr i8, i8* %393, i64 %sunkaddr386
  %sunkaddr388 = getelementptr i8, i8* %sunkaddr387, i64 320
  %394 = bitcast i8* %sunkaddr388 to <8 x i32>*
  %wide.load93.2.epil = load <8 x i32>, <8 x i32>* %394, align 4
  %sunkaddr389 = mul i64 %index.unr75, 4
  %395 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr390 = getelementptr i8, i8* %395, i64 %sunkaddr389
  %sunkaddr391 = getelementptr i8, i8* %sunkaddr390, i64 352
  %396 = bitcast i8* %sunkaddr391 to <8 x i32>*
  %wide.load94.2.epil = load <8 x i32>, <8 x i32>* %396, align 4
  %397 = sext <8 x i32> %wide.load.2.epil to <8 x i64>
  %398 = sext <8 x i32> %wide.load92.2.epil to <8 x i64>
  %399 = sext <8 x i32> %wide.load93.2.epil to <8 x i64>
  %400 = sext <8 x i32> %wide.load94.2.epil to <8 x i64>
  %401 = icmp ne <8 x i64> %385, %397
  %402 = icmp ne <8 x i64> %386, %398
  %403 = icmp ne <8 x i64> %387, %399
  %404 = icmp ne <8 x i64> %388, %400
  %405 = zext <8 x i1> %401 to <8 x i64>
  %406 = zext <8 x i1> %402 to <8 x i64>
  %407 = zext <8 x i1> %403 to <8 x i64>
  %408 = zext <8 x i1> %404 to <8 x i64>
  %409 = add <8 x i64> %381, %405
  %410 = add <8 x i64> %382, %406
  %411 = add <8 x i64> %383, %407
  %412 = add <8 x i64> %384, %408
  %413 = add <8 x i64> %vec.ind.unr80, <i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97, i64 97>
  %414 = add <8 x i64> %vec.ind.unr80, <i64 105, i64 105, i64 105, i64 105, i64 105, i64 105, i64 105, i64 105>
  %415 = add <8 x i64> %vec.ind.unr80, <i64 113, i64 113, i64 113, i64 113, i64 113, i64 113, i64 113, i64 113>
  %416 = add <8 x i64> %vec.ind.unr80, <i64 121, i64 121, i64 121, i64 121, i64 121, i64 121, i64 121, i64 121>
  %sunkaddr392 = mul i64 %index.unr75, 4
  %417 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr393 = getelementptr i8, i8* %417, i64 %sunkaddr392
  %sunkaddr394 = getelementptr i8, i8* %sunkaddr393, i64 384
  %418 = bitcast i8* %sunkaddr394 to <8 x i32>*
  %wide.load.3.epil = load <8 x i32>, <8 x i32>* %418, align 4
  %sunkaddr395 = mul i64 %index.unr75, 4
  %419 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr396 = getelementptr i8, i8* %419, i64 %sunkaddr395
  %sunkaddr397 = getelementptr i8, i8* %sunkaddr396, i64 416
  %420 = bitcast i8* %sunkaddr397 to <8 x i32>*
  %wide.load92.3.epil = load <8 x i32>, <8 x i32>* %420, align 4
  %sunkaddr398 = mul i64 %index.unr75, 4
  %421 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr399 = getelementptr i8, i8* %421, i64 %sunkaddr398
  %sunkaddr400 = getelementptr i8, i8* %sunkaddr399, i64 448
  %422 = bitcast i8* %sunkaddr400 to <8 x i32>*
  %wide.load93.3.epil = load <8 x i32>, <8 x i32>* %422, align 4
  %sunkaddr401 = mul i64 %index.unr75, 4
  %423 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr402 = getelementptr i8, i8* %423, i64 %sunkaddr401
  %sunkaddr403 = getelementptr i8, i8* %sunkaddr402, i64 480
  %424 = bitcast i8* %sunkaddr403 to <8 x i32>*
  %wide.load94.3.epil = load <8 x i32>, <8 x i32>* %424, align 4
  %425 = sext <8 x i32> %wide.load.3.epil to <8 x i64>
  %426 = sext <8 x i32> %wide.load92.3.epil to <8 x i64>
  %427 = sext <8 x i32> %wide.load93.3.epil to <8 x i64>
  %428 = sext <8 x i32> %wide.load94.3.epil to <8 x i64>
  %429 = icmp ne <8 x i64> %413, %425
  %430 = icmp ne <8 x i64> %414, %426
  %431 = icmp ne <8 x i64> %415, %427
  %432 = icmp ne <8 x i64> %416, %428
  %433 = zext <8 x i1> %429 to <8 x i64>
  %434 = zext <8 x i1> %430 to <8 x i64>
  %435 = zext <8 x i1> %431 to <8 x i64>
  %436 = zext <8 x i1> %432 to <8 x i64>
  %437 = add <8 x i64> %409, %433
  %438 = add <8 x i64> %410, %434
  %439 = add <8 x i64> %411, %435
  %440 = add <8 x i64> %412, %436
  %441 = add <8 x i64> %vec.ind.unr80, <i64 129, i64 129, i64 129, i64 129, i64 129, i64 129, i64 129, i64 129>
  %442 = add <8 x i64> %vec.ind.unr80, <i64 137, i64 137, i64 137, i64 137, i64 137, i64 137, i64 137, i64 137>
  %443 = add <8 x i64> %vec.ind.unr80, <i64 145, i64 145, i64 145, i64 145, i64 145, i64 145, i64 145, i64 145>
  %444 = add <8 x i64> %vec.ind.unr80, <i64 153, i64 153, i64 153, i64 153, i64 153, i64 153, i64 153, i64 153>
  %sunkaddr404 = mul i64 %index.unr75, 4
  %445 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr405 = getelementptr i8, i8* %445, i64 %sunkaddr404
  %sunkaddr406 = getelementptr i8, i8* %sunkaddr405, i64 512
  %446 = bitcast i8* %sunkaddr406 to <8 x i32>*
  %wide.load.4.epil = load <8 x i32>, <8 x i32>* %446, align 4
  %sunkaddr407 = mul i64 %index.unr75, 4
  %447 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr408 = getelementptr i8, i8* %447, i64 %sunkaddr407
  %sunkaddr409 = getelementptr i8, i8* %sunkaddr408, i64 544
  %448 = bitcast i8* %sunkaddr409 to <8 x i32>*
  %wide.load92.4.epil = load <8 x i32>, <8 x i32>* %448, align 4
  %sunkaddr410 = mul i64 %index.unr75, 4
  %449 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr411 = getelementptr i8, i8* %449, i64 %sunkaddr410
  %sunkaddr412 = getelementptr i8, i8* %sunkaddr411, i64 576
  %450 = bitcast i8* %sunkaddr412 to <8 x i32>*
  %wide.load93.4.epil = load <8 x i32>, <8 x i32>* %450, align 4
  %sunkaddr413 = mul i64 %index.unr75, 4
  %451 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr414 = getelementptr i8, i8* %451, i64 %sunkaddr413
  %sunkaddr415 = getelementptr i8, i8* %sunkaddr414, i64 608
  %452 = bitcast i8* %sunkaddr415 to <8 x i32>*
  %wide.load94.4.epil = load <8 x i32>, <8 x i32>* %452, align 4
  %453 = sext <8 x i32> %wide.load.4.epil to <8 x i64>
  %454 = sext <8 x i32> %wide.load92.4.epil to <8 x i64>
  %455 = sext <8 x i32> %wide.load93.4.epil to <8 x i64>
  %456 = sext <8 x i32> %wide.load94.4.epil to <8 x i64>
  %457 = icmp ne <8 x i64> %441, %453
  %458 = icmp ne <8 x i64> %442, %454
  %459 = icmp ne <8 x i64> %443, %455
  %460 = icmp ne <8 x i64> %444, %456
  %461 = zext <8 x i1> %457 to <8 x i64>
  %462 = zext <8 x i1> %458 to <8 x i64>
  %463 = zext <8 x i1> %459 to <8 x i64>
  %464 = zext <8 x i1> %460 to <8 x i64>
  %465 = add <8 x i64> %437, %461
  %466 = add <8 x i64> %438, %462
  %467 = add <8 x i64> %439, %463
  %468 = add <8 x i64> %440, %464
  %469 = add <8 x i64> %vec.ind.unr80, <i64 161, i64 161, i64 161, i64 161, i64 161, i64 161, i64 161, i64 161>
  %470 = add <8 x i64> %vec.ind.unr80, <i64 169, i64 169, i64 169, i64 169, i64 169, i64 169, i64 169, i64 169>
  %471 = add <8 x i64> %vec.ind.unr80, <i64 177, i64 177, i64 177, i64 177, i64 177, i64 177, i64 177, i64 177>
  %472 = add <8 x i64> %vec.ind.unr80, <i64 185, i64 185, i64 185, i64 185, i64 185, i64 185, i64 185, i64 185>
  %sunkaddr416 = mul i64 %index.unr75, 4
  %473 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr417 = getelementptr i8, i8* %473, i64 %sunkaddr416
  %sunkaddr418 = getelementptr i8, i8* %sunkaddr417, i64 640
  %474 = bitcast i8* %sunkaddr418 to <8 x i32>*
  %wide.load.5.epil = load <8 x i32>, <8 x i32>* %474, align 4
  %sunkaddr419 = mul i64 %index.unr75, 4
  %475 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr420 = getelementptr i8, i8* %475, i64 %sunkaddr419
  %sunkaddr421 = getelementptr i8, i8* %sunkaddr420, i64 672
  %476 = bitcast i8* %sunkaddr421 to <8 x i32>*
  %wide.load92.5.epil = load <8 x i32>, <8 x i32>* %476, align 4
  %sunkaddr422 = mul i64 %index.unr75, 4
  %477 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr423 = getelementptr i8, i8* %477, i64 %sunkaddr422
  %sunkaddr424 = getelementptr i8, i8* %sunkaddr423, i64 704
  %478 = bitcast i8* %sunkaddr424 to <8 x i32>*
  %wide.load93.5.epil = load <8 x i32>, <8 x i32>* %478, align 4
  %sunkaddr425 = mul i64 %index.unr75, 4
  %479 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr426 = getelementptr i8, i8* %479, i64 %sunkaddr425
  %sunkaddr427 = getelementptr i8, i8* %sunkaddr426, i64 736
  %480 = bitcast i8* %sunkaddr427 to <8 x i32>*
  %wide.load94.5.epil = load <8 x i32>, <8 x i32>* %480, align 4
  %481 = sext <8 x i32> %wide.load.5.epil to <8 x i64>
  %482 = sext <8 x i32> %wide.load92.5.epil to <8 x i64>
  %483 = sext <8 x i32> %wide.load93.5.epil to <8 x i64>
  %484 = sext <8 x i32> %wide.load94.5.epil to <8 x i64>
  %485 = icmp ne <8 x i64> %469, %481
  %486 = icmp ne <8 x i64> %470, %482
  %487 = icmp ne <8 x i64> %471, %483
  %488 = icmp ne <8 x i64> %472, %484
  %489 = zext <8 x i1> %485 to <8 x i64>
  %490 = zext <8 x i1> %486 to <8 x i64>
  %491 = zext <8 x i1> %487 to <8 x i64>
  %492 = zext <8 x i1> %488 to <8 x i64>
  %493 = add <8 x i64> %465, %489
  %494 = add <8 x i64> %466, %490
  %495 = add <8 x i64> %467, %491
  %496 = add <8 x i64> %468, %492
  %497 = add <8 x i64> %vec.ind.unr80, <i64 193, i64 193, i64 193, i64 193, i64 193, i64 193, i64 193, i64 193>
  %498 = add <8 x i64> %vec.ind.unr80, <i64 201, i64 201, i64 201, i64 201, i64 201, i64 201, i64 201, i64 201>
  %499 = add <8 x i64> %vec.ind.unr80, <i64 209, i64 209, i64 209, i64 209, i64 209, i64 209, i64 209, i64 209>
  %500 = add <8 x i64> %vec.ind.unr80, <i64 217, i64 217, i64 217, i64 217, i64 217, i64 217, i64 217, i64 217>
  %sunkaddr428 = mul i64 %index.unr75, 4
  %501 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr429 = getelementptr i8, i8* %501, i64 %sunkaddr428
  %sunkaddr430 = getelementptr i8, i8* %sunkaddr429, i64 768
  %502 = bitcast i8* %sunkaddr430 to <8 x i32>*
  %wide.load.6.epil = load <8 x i32>, <8 x i32>* %502, align 4
  %sunkaddr431 = mul i64 %index.unr75, 4
  %503 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr432 = getelementptr i8, i8* %503, i64 %sunkaddr431
  %sunkaddr433 = getelementptr i8, i8* %sunkaddr432, i64 800
  %504 = bitcast i8* %sunkaddr433 to <8 x i32>*
  %wide.load92.6.epil = load <8 x i32>, <8 x i32>* %504, align 4
  %sunkaddr434 = mul i64 %index.unr75, 4
  %505 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr435 = getelementptr i8, i8* %505, i64 %sunkaddr434
  %sunkaddr436 = getelementptr i8, i8* %sunkaddr435, i64 832
  %506 = bitcast i8* %sunkaddr436 to <8 x i32>*
  %wide.load93.6.epil = load <8 x i32>, <8 x i32>* %506, align 4
  %sunkaddr437 = mul i64 %index.unr75, 4
  %507 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr438 = getelementptr i8, i8* %507, i64 %sunkaddr437
  %sunkaddr439 = getelementptr i8, i8* %sunkaddr438, i64 864
  %508 = bitcast i8* %sunkaddr439 to <8 x i32>*
  %wide.load94.6.epil = load <8 x i32>, <8 x i32>* %508, align 4
  %509 = sext <8 x i32> %wide.load.6.epil to <8 x i64>
  %510 = sext <8 x i32> %wide.load92.6.epil to <8 x i64>
  %511 = sext <8 x i32> %wide.load93.6.epil to <8 x i64>
  %512 = sext <8 x i32> %wide.load94.6.epil to <8 x i64>
  %513 = icmp ne <8 x i64> %497, %509
  %514 = icmp ne <8 x i64> %498, %510
  %515 = icmp ne <8 x i64> %499, %511
  %516 = icmp ne <8 x i64> %500, %512
  %517 = zext <8 x i1> %513 to <8 x i64>
  %518 = zext <8 x i1> %514 to <8 x i64>
  %519 = zext <8 x i1> %515 to <8 x i64>
  %520 = zext <8 x i1> %516 to <8 x i64>
  %521 = add <8 x i64> %493, %517
  %522 = add <8 x i64> %494, %518
  %523 = add <8 x i64> %495, %519
  %524 = add <8 x i64> %496, %520
  %525 = add <8 x i64> %vec.ind.unr80, <i64 225, i64 225, i64 225, i64 225, i64 225, i64 225, i64 225, i64 225>
  %526 = add <8 x i64> %vec.ind.unr80, <i64 233, i64 233, i64 233, i64 233, i64 233, i64 233, i64 233, i64 233>
  %527 = add <8 x i64> %vec.ind.unr80, <i64 241, i64 241, i64 241, i64 241, i64 241, i64 241, i64 241, i64 241>
  %528 = add <8 x i64> %vec.ind.unr80, <i64 249, i64 249, i64 249, i64 249, i64 249, i64 249, i64 249, i64 249>
  %sunkaddr440 = mul i64 %index.unr75, 4
  %529 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr441 = getelementptr i8, i8* %529, i64 %sunkaddr440
  %sunkaddr442 = getelementptr i8, i8* %sunkaddr441, i64 896
  %530 = bitcast i8* %sunkaddr442 to <8 x i32>*
  %wide.load.7.epil = load <8 x i32>, <8 x i32>* %530, align 4
  %sunkaddr443 = mul i64 %index.unr75, 4
  %531 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr444 = getelementptr i8, i8* %531, i64 %sunkaddr443
  %sunkaddr445 = getelementptr i8, i8* %sunkaddr444, i64 928
  %532 = bitcast i8* %sunkaddr445 to <8 x i32>*
  %wide.load92.7.epil = load <8 x i32>, <8 x i32>* %532, align 4
  %sunkaddr446 = mul i64 %index.unr75, 4
  %533 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr447 = getelementptr i8, i8* %533, i64 %sunkaddr446
  %sunkaddr448 = getelementptr i8, i8* %sunkaddr447, i64 960
  %534 = bitcast i8* %sunkaddr448 to <8 x i32>*
  %wide.load93.7.epil = load <8 x i32>, <8 x i32>* %534, align 4
  %sunkaddr449 = mul i64 %index.unr75, 4
  %535 = bitcast i32* %.6.i1.i to i8*
  %sunkaddr450 = getelementptr i8, i8* %535, i64 %sunkaddr449
  %sunkaddr451 = getelementptr i8, i8* %sunkaddr450, i64 992
  %536 = bitcast i8* %sunkaddr451 to <8 x i32>*
  %wide.load94.7.epil = load <8 x i32>, <8 x i32>* %536, align 4
  %537 = sext <8 x i32> %wide.load.7.epil to <8 x i64>
  %538 = sext <8 x i32> %wide.load92.7.epil to <8 x i64>
  %539 = sext <8 x i32> %wide.load93.7.epil to <8 x i64>
  %540 = sext <8 x i32> %wide.load94.7.epil to <8 x i64>
  %541 = icmp ne <8 x i64> %525, %537
  %542 = icmp ne <8 x i64> %526, %538
  %543 = icmp ne <8 x i64> %527, %539
  %544 = icmp ne <8 x i64> %528, %540
  %545 = zext <8 x i1> %541 to <8 x i64>
  %546 = zext <8 x i1> %542 to <8 x i64>
  %547 = zext <8 x i1> %543 to <8 x i64>
  %548 = zext <8 x i1> %544 to <8 x i64>
  %549 = add <8 x i64> %521, %545
  %550 = add <8 x i64> %522, %546
  %551 = add <8 x i64> %523, %547
  %552 = add <8 x i64> %524, %548
  %vec.ind.next.7.epil = add <8 x i64> %vec.ind.unr80, <i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256, i64 256>
  br label %middle.block.unr-lcssa.loopexit

middle.block.unr-lcssa.loopexit:                  ; preds = %middle.block.unr-lcssa.loopexit.unr-lcssa, %vector.body.epil65
  %.lcssa62 = phi <8 x i64> [ %.lcssa62.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %549, %vector.body.epil65 ]
  %.lcssa61 = phi <8 x i64> [ %.lcssa61.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %550, %vector.body.epil65 ]
  %.lcssa60 = phi <8 x i64> [ %.lcssa60.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %551, %vector.body.epil65 ]
  %.lcssa59 = phi <8 x i64> [ %.lcssa59.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %552, %vector.body.epil65 ]
  %vec.ind.next.7.lcssa = phi <8 x i64> [ %vec.ind.next.7.lcssa.ph, %middle.block.unr-lcssa.loopexit.unr-lcssa ], [ %vec.ind.next.7.epil, %vector.body.epil65 ]
  %553 = shl i64 %unroll_iter, 5
  %phi.bo10 = or i64 %553, 24
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %.lcssa100.ph = phi <8 x i64> [ undef, %vector.ph ], [ %.lcssa62, %middle.block.unr-lcssa.loopexit ]
  %.lcssa99.ph = phi <8 x i64> [ undef, %vector.ph ], [ %.lcssa61, %middle.block.unr-lcssa.loopexit ]
  %.lcssa98.ph = phi <8 x i64> [ undef, %vector.ph ], [ %.lcssa60, %middle.block.unr-lcssa.loopexit ]
  %.lcssa.ph = phi <8 x i64> [ undef, %vector.ph ], [ %.lcssa59, %middle.block.unr-lcssa.loopexit ]
  %index.unr = phi i64 [ 24, %vector.ph ], [ %phi.bo10, %middle.block.unr-lcssa.loopexit ]
  %vec.phi.unr = phi <8 x i64> [ <i64 1, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, %vector.ph ], [ %.lcssa62, %middle.block.unr-lcssa.loopexit ]
  %vec.phi86.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %.lcssa61, %middle.block.unr-lcssa.loopexit ]
  %vec.phi87.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %.lcssa60, %middle.block.unr-lcssa.loopexit ]
  %vec.phi88.unr = phi <8 x i64> [ zeroinitializer, %vector.ph ], [ %.lcssa59, %middle.block.unr-lcssa.loopexit ]
  %vec.ind.unr = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %vector.ph ], [ %vec.ind.next.7.lcssa, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil.preheader

vector.body.epil.preheader:                       ; preds = %middle.block.unr-lcssa
  %scevgep115 = getelementptr i32, i32* %.6.i1.i, i64 %index.unr
  %554 = shl i64 %xtraiter, 7
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.body.epil.preheader
  %lsr.iv116 = phi i64 [ 0, %vector.body.epil.preheader ], [ %lsr.iv.next117, %vector.body.epil ]
  %vec.phi.epil = phi <8 x i64> [ %vec.phi.unr, %vector.body.epil.preheader ], [ %572, %vector.body.epil ]
  %vec.phi86.epil = phi <8 x i64> [ %vec.phi86.unr, %vector.body.epil.preheader ], [ %573, %vector.body.epil ]
  %vec.phi87.epil = phi <8 x i64> [ %vec.phi87.unr, %vector.body.epil.preheader ], [ %574, %vector.body.epil ]
  %vec.phi88.epil = phi <8 x i64> [ %vec.phi88.unr, %vector.body.epil.preheader ], [ %575, %vector.body.epil ]
  %vec.ind.epil = phi <8 x i64> [ %vec.ind.unr, %vector.body.epil.preheader ], [ %vec.ind.next.epil, %vector.body.epil ]
  %555 = bitcast i32* %scevgep115 to i8*
  %556 = add nuw nsw <8 x i64> %vec.ind.epil, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %557 = add <8 x i64> %vec.ind.epil, <i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9>
  %558 = add <8 x i64> %vec.ind.epil, <i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17, i64 17>
  %559 = add <8 x i64> %vec.ind.epil, <i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25, i64 25>
  %uglygep112 = getelementptr i8, i8* %555, i64 %lsr.iv116
  %uglygep112113 = bitcast i8* %uglygep112 to <8 x i32>*
  %scevgep114 = getelementptr <8 x i32>, <8 x i32>* %uglygep112113, i64 -3
  %wide.load.epil = load <8 x i32>, <8 x i32>* %scevgep114, align 4
  %uglygep109 = getelementptr i8, i8* %555, i64 %lsr.iv116
  %uglygep109110 = bitcast i8* %uglygep109 to <8 x i32>*
  %scevgep111 = getelementptr <8 x i32>, <8 x i32>* %uglygep109110, i64 -2
  %wide.load92.epil = load <8 x i32>, <8 x i32>* %scevgep111, align 4
  %uglygep107 = getelementptr i8, i8* %555, i64 %lsr.iv116
  %uglygep107108 = bitcast i8* %uglygep107 to <8 x i32>*
  %scevgep = getelementptr <8 x i32>, <8 x i32>* %uglygep107108, i64 -1
  %wide.load93.epil = load <8 x i32>, <8 x i32>* %scevgep, align 4
  %wide.load94.epil = load <8 x i32>, <8 x i32>* %uglygep107108, align 4
  %560 = sext <8 x i32> %wide.load.epil to <8 x i64>
  %561 = sext <8 x i32> %wide.load92.epil to <8 x i64>
  %562 = sext <8 x i32> %wide.load93.epil to <8 x i64>
  %563 = sext <8 x i32> %wide.load94.epil to <8 x i64>
  %564 = icmp ne <8 x i64> %556, %560
  %565 = icmp ne <8 x i64> %557, %561
  %566 = icmp ne <8 x i64> %558, %562
  %567 = icmp ne <8 x i64> %559, %563
  %568 = zext <8 x i1> %564 to <8 x i64>
  %569 = zext <8 x i1> %565 to <8 x i64>
  %570 = zext <8 x i1> %566 to <8 x i64>
  %571 = zext <8 x i1> %567 to <8 x i64>
  %572 = add <8 x i64> %vec.phi.epil, %568
  %573 = add <8 x i64> %vec.phi86.epil, %569
  %574 = add <8 x i64> %vec.phi87.epil, %570
  %575 = add <8 x i64> %vec.phi88.epil, %571
  %vec.ind.next.epil = add <8 x i64> %vec.ind.epil, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %lsr.iv.next117 = add nuw nsw i64 %lsr.iv116, 128
  %epil.iter.cmp.not = icmp eq i64 %554, %lsr.iv.next117
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !34

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %.lcssa100 = phi <8 x i64> [ %.lcssa100.ph, %middle.block.unr-lcssa ], [ %572, %vector.body.epil ]
  %.lcssa99 = phi <8 x i64> [ %.lcssa99.ph, %middle.block.unr-lcssa ], [ %573, %vector.body.epil ]
  %.lcssa98 = phi <8 x i64> [ %.lcssa98.ph, %middle.block.unr-lcssa ], [ %574, %vector.body.epil ]
  %.lcssa = phi <8 x i64> [ %.lcssa.ph, %middle.block.unr-lcssa ], [ %575, %vector.body.epil ]
  %bin.rdx = add <8 x i64> %.lcssa99, %.lcssa100
  %bin.rdx95 = add <8 x i64> %bin.rdx, %.lcssa98
  %bin.rdx96 = add <8 x i64> %bin.rdx95, %.lcssa
  %rdx.shuf = shufflevector <8 x i64> %bin.rdx96, <8 x i64> poison, <8 x i32> <i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef>
  %bin.rdx227 = add <8 x i64> %rdx.shuf, %bin.rdx96
  %rdx.shuf228 = shufflevector <8 x i64> %bin.rdx227, <8 x i64> poison, <8 x i32> <i32 2, i32 3, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %bin.rdx229 = add <8 x i64> %rdx.shuf228, %bin.rdx227
  %rdx.shuf230 = shufflevector <8 x i64> %bin.rdx229, <8 x i64> poison, <8 x i32> <i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %bin.rdx231 = add <8 x i64> %rdx.shuf230, %bin.rdx229
  %576 = extractelement <8 x i64> %bin.rdx231, i64 0
  %cmp.n = icmp eq i64 %n.vec, %arg.a.5.0
  br i1 %cmp.n, label %B466.loopexit, label %B426.preheader

B426.preheader:                                   ; preds = %middle.block, %B424.preheader
  %sgn.4.085.ph = phi i64 [ 1, %B424.preheader ], [ %576, %middle.block ]
  %.371.083.ph = phi i64 [ 0, %B424.preheader ], [ %n.vec, %middle.block ]
  %577 = or i64 %.371.083.ph, 1
  %578 = sub i64 0, %arg.a.5.0
  br label %B426

B426:                                             ; preds = %B426, %B426.preheader
  %lsr.iv = phi i64 [ %577, %B426.preheader ], [ %lsr.iv.next, %B426 ]
  %sgn.4.085 = phi i64 [ %sgn.4.085.ph, %B426.preheader ], [ %.501, %B426 ]
  %scevgep104 = getelementptr i32, i32* %.6.i1.i, i64 %lsr.iv
  %scevgep105 = getelementptr i32, i32* %scevgep104, i64 -1
  %.494 = load i32, i32* %scevgep105, align 4
  %.496 = sext i32 %.494 to i64
  %.497 = icmp ne i64 %lsr.iv, %.496
  %.500 = zext i1 %.497 to i64
  %.501 = add nuw nsw i64 %sgn.4.085, %.500
  %lsr.iv.next = add i64 %lsr.iv, 1
  %579 = add i64 %578, %lsr.iv.next
  %exitcond.not = icmp eq i64 %579, 1
  br i1 %exitcond.not, label %B466.loopexit, label %B426, !llvm.loop !35

B466.loopexit:                                    ; preds = %B426, %middle.block
  %.501.lcssa = phi i64 [ %576, %middle.block ], [ %.501, %B426 ]
  %phi.bo = and i64 %.501.lcssa, 1
  %phi.cmp = icmp eq i64 %phi.bo, 0
  %phi.sel = select i1 %phi.cmp, i64 -1, i64 1
  tail call void @NRT_decref(i8* nonnull %.7.i.i.i)
  %.552 = tail call i8* @NRT_MemInfo_new_varsize_dtor(i64 32, i8* bitcast (void (i8*)* @.dtor.list.int64 to i8*))
  %.553 = icmp eq i8* %.552, null
  br i1 %.553, label %B492.endif.endif.if, label %B492.endif.endif.endif, !prof !1

B152.if:                                          ; preds = %B44.endif.i
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269931233856, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B152.endif:                                       ; preds = %B44.i
  %580 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %580)
  %581 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %581)
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !37
  tail call void @NRT_incref(i8* %arg.a.0), !noalias !37
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %580, i8 0, i64 72, i1 false), !noalias !37
  %.35.i = call i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* nonnull %.27.i, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.1.i, i8* %arg.a.0, i8* %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.0, i64 %arg.a.6.0, i64 %arg.a.6.1), !noalias !37
  switch i32 %.35.i, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit [
    i32 -2, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
    i32 0, label %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  ]

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread: ; preds = %B152.endif, %B152.endif
  %582 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %583 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.fca.0.gep17.i235452 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8**
  %.fca.6.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 6, i64 1
  %.fca.6.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 6, i64 0
  %.fca.5.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 5, i64 1
  %.fca.5.0.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 5, i64 0
  %.fca.4.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 4
  %.fca.3.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 3
  %.fca.2.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 2
  %.fca.1.gep.i = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i, i64 0, i32 1
  %.45.fca.6.1.load.i = load i64, i64* %.fca.6.1.gep.i, align 8, !noalias !37
  %.45.fca.6.0.load.i = load i64, i64* %.fca.6.0.gep.i, align 8, !noalias !37
  %.45.fca.5.1.load.i = load i64, i64* %.fca.5.1.gep.i, align 8, !noalias !37
  %.45.fca.5.0.load.i = load i64, i64* %.fca.5.0.gep.i, align 8, !noalias !37
  %.45.fca.4.load.i = load double*, double** %.fca.4.gep.i, align 8, !noalias !37
  %.45.fca.3.load.i = load i64, i64* %.fca.3.gep.i, align 8, !noalias !37
  %.45.fca.2.load.i = load i64, i64* %.fca.2.gep.i, align 8, !noalias !37
  %.45.fca.1.load.i = load i8*, i8** %.fca.1.gep.i, align 8, !noalias !37
  %.45.fca.0.load.i = load i8*, i8** %.fca.0.gep17.i235452, align 8, !noalias !37
  tail call void @NRT_decref(i8* %arg.a.0), !noalias !37
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %583)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %582)
  tail call void @NRT_decref(i8* %arg.a.0)
  %.15.i = icmp slt i64 %arg.a.5.0, 0
  br i1 %.15.i, label %B152.endif.endif.if, label %B0.endif.endif.i, !prof !1

_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit: ; preds = %B152.endif
  %584 = bitcast { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i to i8*
  %585 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %.27.i to i8*
  %.36.i = load { i8*, i32, i8*, i8*, i32 }*, { i8*, i32, i8*, i8*, i32 }** %excinfo.1.i, align 8, !noalias !37
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %585)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %584)
  %.144 = icmp sgt i32 %.35.i, 0
  %.145 = select i1 %.144, { i8*, i32, i8*, i8*, i32 }* %.36.i, { i8*, i32, i8*, i8*, i32 }* undef
  store { i8*, i32, i8*, i8*, i32 }* %.145, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif.i:                                 ; preds = %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %.29.i = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 4)
  %.31.i = extractvalue { i64, i1 } %.29.i, 1
  br i1 %.31.i, label %B152.endif.endif.if, label %B0.endif.endif.endif.i, !prof !1

B0.endif.endif.endif.i:                           ; preds = %B0.endif.endif.i
  %.30.i = extractvalue { i64, i1 } %.29.i, 0
  %.7.i.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.30.i, i32 32), !noalias !41
  %.8.i.i.i = icmp eq i8* %.7.i.i.i, null
  br i1 %.8.i.i.i, label %B152.endif.endif.if, label %B152.endif.endif.endif, !prof !1

B152.endif.endif.if:                              ; preds = %B0.endif.endif.endif.i, %B0.endif.endif.i, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread
  %excinfo.3.0 = phi { i8*, i32, i8*, i8*, i32 }* [ @.const.picklebuf.140269931366144, %_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE.exit.thread ], [ @.const.picklebuf.140269931474752, %B0.endif.endif.i ], [ @.const.picklebuf.140269930043392.11, %B0.endif.endif.endif.i ]
  store { i8*, i32, i8*, i8*, i32 }* %excinfo.3.0, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B152.endif.endif.endif:                           ; preds = %B0.endif.endif.endif.i
  %.5.i.i = getelementptr i8, i8* %.7.i.i.i, i64 24
  %586 = bitcast i8* %.5.i.i to i32**
  %.6.i1.i = load i32*, i32** %586, align 8, !noalias !51
  %.280 = tail call i32 @numba_xxgetrf(i8 100, i64 %arg.a.5.0, i64 %arg.a.5.0, double* %.45.fca.4.load.i, i64 %arg.a.5.0, i32* %.6.i1.i)
  %.288 = icmp sgt i32 %.280, 0
  br i1 %.288, label %B330, label %B360

B360.if:                                          ; preds = %B360
  %.17.i = tail call i32 @numba_fatal_error(), !noalias !52
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269931365056, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B492.endif.endif.if:                              ; preds = %B466.loopexit
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269925867392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B492.endif.endif.endif:                           ; preds = %B466.loopexit
  %.5.i = getelementptr i8, i8* %.552, i64 24
  %587 = bitcast i8* %.5.i to { i64, i64, i8, i64 }**
  %.6.i27 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %587, align 8
  %.565 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i27, i64 0, i32 1
  store i64 1, i64* %.565, align 8
  %588 = bitcast i8* %.5.i to i64**
  %.6.i52814 = load i64*, i64** %588, align 8
  store i64 0, i64* %.6.i52814, align 8
  %.6.i729 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %587, align 8
  %.577 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i729, i64 0, i32 2
  store i8 0, i8* %.577, align 1
  %.6.i1130 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %587, align 8
  %.590 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1130, i64 0, i32 3
  store i64 0, i64* %.590, align 1
  %.6.i202315 = load i64*, i64** %588, align 8
  store i64 1, i64* %.6.i202315, align 8
  %.6.i1624 = load { i64, i64, i8, i64 }*, { i64, i64, i8, i64 }** %587, align 8
  %.630 = getelementptr inbounds { i64, i64, i8, i64 }, { i64, i64, i8, i64 }* %.6.i1624, i64 0, i32 3
  store i64 %arg.a.5.0, i64* %.630, align 8
  %.6.i45.i16 = load i64*, i64** %588, align 8, !noalias !56
  %.26.i = load i64, i64* %.6.i45.i16, align 8, !noalias !56
  %.27.i12 = icmp slt i64 %.26.i, 1
  br i1 %.27.i12, label %B492.endif.endif.endif.if, label %B492.endif.endif.endif.endif, !prof !1

B492.endif.endif.endif.if:                        ; preds = %B492.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269929999552, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B492.endif.endif.endif.endif:                     ; preds = %B492.endif.endif.endif
  %589 = bitcast [2 x double]* %.662 to i8*
  tail call void @NRT_decref(i8* nonnull %.552)
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %589, i8 0, i64 16, i1 false)
  %.670 = call i32 @_ZN5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIdLi2E1F7mutable7alignedEx([2 x double]* nonnull %.662, { i8*, i32, i8*, i8*, i32 }** nonnull %excinfo.6, i64 %arg.a.5.0, i8* %.45.fca.0.load.i, i8* %.45.fca.1.load.i, i64 %.45.fca.2.load.i, i64 %.45.fca.3.load.i, double* %.45.fca.4.load.i, i64 %.45.fca.5.0.load.i, i64 %.45.fca.5.1.load.i, i64 %.45.fca.6.0.load.i, i64 %.45.fca.6.1.load.i, i64 %phi.sel)
  switch i32 %.670, label %B492.endif.endif.endif.endif.if [
    i32 -2, label %B492.endif.endif.endif.endif.endif
    i32 0, label %B492.endif.endif.endif.endif.endif
  ]

B492.endif.endif.endif.endif.if:                  ; preds = %B492.endif.endif.endif.endif
  store { i8*, i32, i8*, i8*, i32 }* null, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B492.endif.endif.endif.endif.endif:               ; preds = %B492.endif.endif.endif.endif, %B492.endif.endif.endif.endif
  %590 = bitcast [2 x double]* %.662 to double*
  %sunkaddr17 = getelementptr inbounds [2 x double], [2 x double]* %.662, i64 0, i64 1
  %.680.fca.1.load = load double, double* %sunkaddr17, align 8
  %.680.fca.0.load = load double, double* %590, align 8
  tail call void @NRT_decref(i8* %.45.fca.0.load.i)
  %retptr.repack239453 = bitcast [2 x double]* %retptr to double*
  store double %.680.fca.0.load, double* %retptr.repack239453, align 8
  %retptr.repack25 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %.680.fca.1.load, double* %retptr.repack25, align 8
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn
define linkonce_odr void @NRT_incref(i8* %.1) local_unnamed_addr #2 {
.3:
  %.4 = icmp eq i8* %.1, null
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

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
  br i1 %.4, label %common.ret, label %.3.endif, !prof !1

common.ret:                                       ; preds = %.3, %.3.endif
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast i8* %.1 to i64*
  %.4.i = atomicrmw sub i64* %.8, i64 1 monotonic, align 8
  %.10 = icmp eq i64 %.4.i, 1
  br i1 %.10, label %.3.endif.if, label %common.ret, !prof !1

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  tail call void @NRT_MemInfo_call_dtor(i8* nonnull %.1)
  ret void
}

define linkonce_odr void @.dtor.list.int64(i8* %.1) {
.3:
  ret void
}

declare i8* @NRT_MemInfo_new_varsize_dtor(i64, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

define linkonce_odr i32 @_ZN5numba2np8arrayobj20array_asfortranarray12_3clocals_3e4implB2v6B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE({ i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture writeonly %excinfo, i8* %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1) local_unnamed_addr {
entry:
  tail call void @NRT_incref(i8* %arg.a.0)
  %.42 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %arg.a.5.0, i64 %arg.a.5.1)
  %.43 = extractvalue { i64, i1 } %.42, 0
  %.44 = extractvalue { i64, i1 } %.42, 1
  %.46 = shl i64 %arg.a.5.0, 3
  %.47 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.43, i64 8)
  %.49 = extractvalue { i64, i1 } %.47, 1
  %.50 = or i1 %.44, %.49
  br i1 %.50, label %B0.if, label %B0.endif, !prof !1

common.ret:                                       ; preds = %for.end, %B0.endif.if, %B0.if
  %common.ret.op = phi i32 [ 1, %B0.if ], [ 0, %for.end ], [ 1, %B0.endif.if ]
  ret i32 %common.ret.op

B0.if:                                            ; preds = %entry
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269931113280, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif:                                         ; preds = %entry
  %.48 = extractvalue { i64, i1 } %.47, 0
  %.7.i.i = tail call i8* @NRT_MemInfo_alloc_aligned(i64 %.48, i32 32), !noalias !60
  %.8.i.i = icmp eq i8* %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.if, label %B0.endif.endif, !prof !1

B0.endif.if:                                      ; preds = %B0.endif
  store { i8*, i32, i8*, i8*, i32 }* @.const.picklebuf.140269930043392, { i8*, i32, i8*, i8*, i32 }** %excinfo, align 8
  br label %common.ret

B0.endif.endif:                                   ; preds = %B0.endif
  %.5.i = getelementptr i8, i8* %.7.i.i, i64 24
  %0 = bitcast i8* %.5.i to double**
  %.6.i6 = load double*, double** %0, align 8
  %.1203 = icmp sgt i64 %arg.a.5.0, 0
  %.1231 = icmp sgt i64 %arg.a.5.1, 0
  %or.cond = select i1 %.1203, i1 %.1231, i1 false
  br i1 %or.cond, label %for.cond.1.preheader.us.preheader, label %for.end

for.cond.1.preheader.us.preheader:                ; preds = %B0.endif.endif
  %1 = add nsw i64 %arg.a.5.1, -32
  %2 = lshr i64 %1, 5
  %3 = add nuw nsw i64 %2, 1
  %4 = add nsw i64 %arg.a.5.1, -1
  %5 = icmp eq i64 %arg.a.5.0, 1
  br i1 %5, label %for.cond.1.preheader.us.epil, label %for.cond.1.preheader.us.preheader.new

for.cond.1.preheader.us.preheader.new:            ; preds = %for.cond.1.preheader.us.preheader
  %unroll_iter54 = and i64 %arg.a.5.0, -2
  %xtraiter42 = and i64 %arg.a.5.1, 7
  %6 = shl i64 %arg.a.5.1, 4
  %7 = shl i64 %arg.a.5.0, 6
  %scevgep676 = getelementptr double, double* %arg.a.4, i64 %arg.a.5.1
  %8 = icmp eq i64 %xtraiter42, 0
  br i1 %8, label %for.body.1.us.preheader.us.preheader, label %for.body.1.us.preheader.preheader

for.body.1.us.preheader.preheader:                ; preds = %for.cond.1.preheader.us.preheader.new
  %9 = add nsw i64 %unroll_iter54, -2
  %10 = lshr exact i64 %9, 1
  %11 = add nuw i64 %10, 1
  %xtraiter81 = and i64 %11, 3
  %12 = icmp ult i64 %9, 6
  br i1 %12, label %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa, label %for.body.1.us.preheader.preheader.new

for.body.1.us.preheader.preheader.new:            ; preds = %for.body.1.us.preheader.preheader
  %unroll_iter102 = and i64 %11, -4
  %13 = shl i64 %arg.a.5.1, 6
  %14 = shl i64 %arg.a.5.1, 1
  %15 = mul i64 %arg.a.5.1, 3
  %16 = shl i64 %arg.a.5.1, 2
  %17 = mul i64 %arg.a.5.1, 5
  %18 = mul i64 %arg.a.5.1, 6
  %19 = mul i64 %arg.a.5.1, 7
  %scevgep1246 = getelementptr double, double* %.6.i6, i64 1
  %scevgep1284 = getelementptr double, double* %arg.a.4, i64 %14
  %scevgep1295 = getelementptr double, double* %.6.i6, i64 2
  %scevgep1342 = getelementptr double, double* %arg.a.4, i64 %15
  %scevgep1360 = getelementptr double, double* %.6.i6, i64 3
  %scevgep1400 = getelementptr double, double* %arg.a.4, i64 %16
  %scevgep1410 = getelementptr double, double* %.6.i6, i64 4
  %scevgep1450 = getelementptr double, double* %arg.a.4, i64 %17
  %scevgep1460 = getelementptr double, double* %.6.i6, i64 5
  %scevgep1496 = getelementptr double, double* %arg.a.4, i64 %18
  %scevgep1506 = getelementptr double, double* %.6.i6, i64 6
  %scevgep1542 = getelementptr double, double* %arg.a.4, i64 %19
  %scevgep1552 = getelementptr double, double* %.6.i6, i64 7
  %20 = shl i64 %unroll_iter102, 1
  %21 = sub i64 %xtraiter42, %arg.a.5.1
  %22 = shl i64 %xtraiter42, 3
  %scevgep1706 = getelementptr double, double* %arg.a.4, i64 8
  %scevgep1723 = getelementptr double, double* %.6.i6, i64 %arg.a.5.0
  %23 = add i64 %arg.a.5.1, %xtraiter42
  %24 = add i64 %23, 7
  %scevgep1757 = getelementptr double, double* %arg.a.4, i64 %24
  %25 = add i64 %arg.a.5.0, 1
  %scevgep1776 = getelementptr double, double* %.6.i6, i64 %25
  %26 = add i64 %14, %xtraiter42
  %27 = add i64 %26, 7
  %scevgep1808 = getelementptr double, double* %arg.a.4, i64 %27
  %28 = add i64 %arg.a.5.0, 2
  %scevgep1827 = getelementptr double, double* %.6.i6, i64 %28
  %29 = add i64 %15, %xtraiter42
  %30 = add i64 %29, 7
  %scevgep1859 = getelementptr double, double* %arg.a.4, i64 %30
  %31 = add i64 %arg.a.5.0, 3
  %scevgep1878 = getelementptr double, double* %.6.i6, i64 %31
  %32 = add i64 %16, %xtraiter42
  %33 = add i64 %32, 7
  %scevgep1910 = getelementptr double, double* %arg.a.4, i64 %33
  %34 = add i64 %arg.a.5.0, 4
  %scevgep1929 = getelementptr double, double* %.6.i6, i64 %34
  %35 = add i64 %17, %xtraiter42
  %36 = add i64 %35, 7
  %scevgep1961 = getelementptr double, double* %arg.a.4, i64 %36
  %37 = add i64 %arg.a.5.0, 5
  %scevgep1980 = getelementptr double, double* %.6.i6, i64 %37
  %38 = add i64 %18, %xtraiter42
  %39 = add i64 %38, 7
  %scevgep2012 = getelementptr double, double* %arg.a.4, i64 %39
  %40 = add i64 %arg.a.5.0, 6
  %scevgep2031 = getelementptr double, double* %.6.i6, i64 %40
  %41 = add i64 %19, %xtraiter42
  %42 = add i64 %41, 7
  %scevgep2063 = getelementptr double, double* %arg.a.4, i64 %42
  %43 = add i64 %arg.a.5.0, 7
  %scevgep2082 = getelementptr double, double* %.6.i6, i64 %43
  br label %for.body.1.us.preheader

for.body.1.us.preheader.us.preheader:             ; preds = %for.cond.1.preheader.us.preheader.new
  %const = bitcast i64 4611686018427387896 to i64
  %44 = add nsw i64 %arg.a.5.1, -8
  %45 = lshr i64 %44, 3
  %46 = add nuw nsw i64 %45, 1
  %xtraiter71 = and i64 %46, 7
  %unroll_iter74 = and i64 %46, %const
  %47 = shl i64 %xtraiter71, 6
  %lsr.iv.next687.us.3 = shl i64 %arg.a.5.0, 9
  %48 = add nsw i64 %unroll_iter74, -8
  %49 = lshr exact i64 %48, 3
  %50 = add nuw nsw i64 %49, 1
  %const_mat = add i64 %const, 6
  %unroll_iter390 = and i64 %50, %const_mat
  %scevgep1491 = getelementptr double, double* %arg.a.4, i64 4
  %51 = add i64 %arg.a.5.1, 4
  %scevgep1544 = getelementptr double, double* %arg.a.4, i64 %51
  br label %for.body.1.us.preheader.us

for.body.1.us.preheader.us:                       ; preds = %for.end.1.loopexit.us.1.us, %for.body.1.us.preheader.us.preheader
  %lsr.iv1545 = phi double* [ %582, %for.end.1.loopexit.us.1.us ], [ %scevgep1544, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv1492 = phi double* [ %581, %for.end.1.loopexit.us.1.us ], [ %scevgep1491, %for.body.1.us.preheader.us.preheader ]
  %lsr.iv684.us = phi i64 [ 8, %for.body.1.us.preheader.us.preheader ], [ %lsr.iv.next685.us, %for.end.1.loopexit.us.1.us ]
  %lsr.iv677.us = phi double* [ %scevgep676, %for.body.1.us.preheader.us.preheader ], [ %580, %for.end.1.loopexit.us.1.us ]
  %lsr.iv465.us = phi i64 [ 0, %for.body.1.us.preheader.us.preheader ], [ %lsr.iv.next466.us, %for.end.1.loopexit.us.1.us ]
  %lsr.iv453.us = phi double* [ %arg.a.4, %for.body.1.us.preheader.us.preheader ], [ %579, %for.end.1.loopexit.us.1.us ]
  %loop.index4.us.us = phi i64 [ 0, %for.body.1.us.preheader.us.preheader ], [ %.141.us.1.us, %for.end.1.loopexit.us.1.us ]
  %52 = icmp ult i64 %4, 7
  br i1 %52, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.preheader69.us

for.body.1.us.preheader69.us:                     ; preds = %for.body.1.us.preheader.us
  %53 = icmp ult i64 %44, 56
  br i1 %53, label %for.body.1.us.1.preheader.us.unr-lcssa, label %for.body.1.us.us.preheader

for.body.1.us.us.preheader:                       ; preds = %for.body.1.us.preheader69.us
  %54 = icmp eq i64 %48, 0
  br i1 %54, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.us.preheader1178

for.body.1.us.us.preheader1178:                   ; preds = %for.body.1.us.us.preheader
  br label %for.body.1.us.us

for.body.1.us.us:                                 ; preds = %for.body.1.us.us.preheader1178, %for.body.1.us.us
  %lsr.iv459.us = phi double* [ %307, %for.body.1.us.us ], [ %.6.i6, %for.body.1.us.us.preheader1178 ]
  %loop.index.12.us.us = phi i64 [ %.139.us.7.us.7.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader1178 ]
  %niter391 = phi i64 [ %niter391.next.1, %for.body.1.us.us ], [ 0, %for.body.1.us.us.preheader1178 ]
  %lsr.iv459.us396 = bitcast double* %lsr.iv459.us to i8*
  %lsr.iv459460.us = bitcast double* %lsr.iv459.us to i1*
  %scevgep544 = getelementptr double, double* %lsr.iv453.us, i64 %loop.index.12.us.us
  %.137.us.us = load double, double* %scevgep544, align 8
  %uglygep397 = getelementptr i8, i8* %lsr.iv459.us396, i64 %lsr.iv465.us
  %uglygep397398 = bitcast i8* %uglygep397 to double*
  store double %.137.us.us, double* %uglygep397398, align 8
  %sunkaddr = mul i64 %loop.index.12.us.us, 8
  %55 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2110 = getelementptr i8, i8* %55, i64 %sunkaddr
  %sunkaddr2111 = getelementptr i8, i8* %sunkaddr2110, i64 8
  %56 = bitcast i8* %sunkaddr2111 to double*
  %.137.us.1.us = load double, double* %56, align 8
  %uglygep547 = getelementptr i8, i8* %uglygep397, i64 %.46
  %uglygep547548 = bitcast i8* %uglygep547 to double*
  store double %.137.us.1.us, double* %uglygep547548, align 8
  %sunkaddr2112 = mul i64 %loop.index.12.us.us, 8
  %57 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2113 = getelementptr i8, i8* %57, i64 %sunkaddr2112
  %sunkaddr2114 = getelementptr i8, i8* %sunkaddr2113, i64 16
  %58 = bitcast i8* %sunkaddr2114 to double*
  %.137.us.2.us = load double, double* %58, align 8
  %uglygep549 = getelementptr i8, i8* %uglygep547, i64 %.46
  %uglygep549550 = bitcast i8* %uglygep549 to double*
  store double %.137.us.2.us, double* %uglygep549550, align 8
  %sunkaddr2115 = mul i64 %loop.index.12.us.us, 8
  %59 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2116 = getelementptr i8, i8* %59, i64 %sunkaddr2115
  %sunkaddr2117 = getelementptr i8, i8* %sunkaddr2116, i64 24
  %60 = bitcast i8* %sunkaddr2117 to double*
  %.137.us.3.us = load double, double* %60, align 8
  %uglygep551 = getelementptr i8, i8* %uglygep549, i64 %.46
  %uglygep551552 = bitcast i8* %uglygep551 to double*
  store double %.137.us.3.us, double* %uglygep551552, align 8
  %sunkaddr2118 = mul i64 %loop.index.12.us.us, 8
  %61 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2119 = getelementptr i8, i8* %61, i64 %sunkaddr2118
  %sunkaddr2120 = getelementptr i8, i8* %sunkaddr2119, i64 32
  %62 = bitcast i8* %sunkaddr2120 to double*
  %.137.us.4.us = load double, double* %62, align 8
  %uglygep553 = getelementptr i8, i8* %uglygep551, i64 %.46
  %uglygep553554 = bitcast i8* %uglygep553 to double*
  store double %.137.us.4.us, double* %uglygep553554, align 8
  %sunkaddr2121 = mul i64 %loop.index.12.us.us, 8
  %63 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2122 = getelementptr i8, i8* %63, i64 %sunkaddr2121
  %sunkaddr2123 = getelementptr i8, i8* %sunkaddr2122, i64 40
  %64 = bitcast i8* %sunkaddr2123 to double*
  %.137.us.5.us = load double, double* %64, align 8
  %uglygep555 = getelementptr i8, i8* %uglygep553, i64 %.46
  %uglygep555556 = bitcast i8* %uglygep555 to double*
  store double %.137.us.5.us, double* %uglygep555556, align 8
  %sunkaddr2124 = mul i64 %loop.index.12.us.us, 8
  %65 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2125 = getelementptr i8, i8* %65, i64 %sunkaddr2124
  %sunkaddr2126 = getelementptr i8, i8* %sunkaddr2125, i64 48
  %66 = bitcast i8* %sunkaddr2126 to double*
  %.137.us.6.us = load double, double* %66, align 8
  %uglygep557 = getelementptr i8, i8* %uglygep555, i64 %.46
  %uglygep557558 = bitcast i8* %uglygep557 to double*
  store double %.137.us.6.us, double* %uglygep557558, align 8
  %sunkaddr2127 = mul i64 %loop.index.12.us.us, 8
  %67 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2128 = getelementptr i8, i8* %67, i64 %sunkaddr2127
  %sunkaddr2129 = getelementptr i8, i8* %sunkaddr2128, i64 56
  %68 = bitcast i8* %sunkaddr2129 to double*
  %.137.us.7.us = load double, double* %68, align 8
  %uglygep559 = getelementptr i8, i8* %uglygep557, i64 %.46
  %uglygep559560 = bitcast i8* %uglygep559 to double*
  store double %.137.us.7.us, double* %uglygep559560, align 8
  %scevgep461.us = getelementptr i1, i1* %lsr.iv459460.us, i64 %7
  %sunkaddr2130 = mul i64 %loop.index.12.us.us, 8
  %69 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2131 = getelementptr i8, i8* %69, i64 %sunkaddr2130
  %sunkaddr2132 = getelementptr i8, i8* %sunkaddr2131, i64 64
  %70 = bitcast i8* %sunkaddr2132 to double*
  %.137.us.us.1 = load double, double* %70, align 8
  %uglygep561 = getelementptr i8, i8* %uglygep559, i64 %.46
  %uglygep561562 = bitcast i8* %uglygep561 to double*
  store double %.137.us.us.1, double* %uglygep561562, align 8
  %sunkaddr2133 = mul i64 %loop.index.12.us.us, 8
  %71 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2134 = getelementptr i8, i8* %71, i64 %sunkaddr2133
  %sunkaddr2135 = getelementptr i8, i8* %sunkaddr2134, i64 72
  %72 = bitcast i8* %sunkaddr2135 to double*
  %.137.us.1.us.1 = load double, double* %72, align 8
  %uglygep563 = getelementptr i8, i8* %uglygep561, i64 %.46
  %uglygep563564 = bitcast i8* %uglygep563 to double*
  store double %.137.us.1.us.1, double* %uglygep563564, align 8
  %sunkaddr2136 = mul i64 %loop.index.12.us.us, 8
  %73 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2137 = getelementptr i8, i8* %73, i64 %sunkaddr2136
  %sunkaddr2138 = getelementptr i8, i8* %sunkaddr2137, i64 80
  %74 = bitcast i8* %sunkaddr2138 to double*
  %.137.us.2.us.1 = load double, double* %74, align 8
  %uglygep565 = getelementptr i8, i8* %uglygep563, i64 %.46
  %uglygep565566 = bitcast i8* %uglygep565 to double*
  store double %.137.us.2.us.1, double* %uglygep565566, align 8
  %sunkaddr2139 = mul i64 %loop.index.12.us.us, 8
  %75 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2140 = getelementptr i8, i8* %75, i64 %sunkaddr2139
  %sunkaddr2141 = getelementptr i8, i8* %sunkaddr2140, i64 88
  %76 = bitcast i8* %sunkaddr2141 to double*
  %.137.us.3.us.1 = load double, double* %76, align 8
  %uglygep567 = getelementptr i8, i8* %uglygep565, i64 %.46
  %uglygep567568 = bitcast i8* %uglygep567 to double*
  store double %.137.us.3.us.1, double* %uglygep567568, align 8
  %sunkaddr2142 = mul i64 %loop.index.12.us.us, 8
  %77 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2143 = getelementptr i8, i8* %77, i64 %sunkaddr2142
  %sunkaddr2144 = getelementptr i8, i8* %sunkaddr2143, i64 96
  %78 = bitcast i8* %sunkaddr2144 to double*
  %.137.us.4.us.1 = load double, double* %78, align 8
  %uglygep569 = getelementptr i8, i8* %uglygep567, i64 %.46
  %uglygep569570 = bitcast i8* %uglygep569 to double*
  store double %.137.us.4.us.1, double* %uglygep569570, align 8
  %sunkaddr2145 = mul i64 %loop.index.12.us.us, 8
  %79 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2146 = getelementptr i8, i8* %79, i64 %sunkaddr2145
  %sunkaddr2147 = getelementptr i8, i8* %sunkaddr2146, i64 104
  %80 = bitcast i8* %sunkaddr2147 to double*
  %.137.us.5.us.1 = load double, double* %80, align 8
  %uglygep571 = getelementptr i8, i8* %uglygep569, i64 %.46
  %uglygep571572 = bitcast i8* %uglygep571 to double*
  store double %.137.us.5.us.1, double* %uglygep571572, align 8
  %sunkaddr2148 = mul i64 %loop.index.12.us.us, 8
  %81 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2149 = getelementptr i8, i8* %81, i64 %sunkaddr2148
  %sunkaddr2150 = getelementptr i8, i8* %sunkaddr2149, i64 112
  %82 = bitcast i8* %sunkaddr2150 to double*
  %.137.us.6.us.1 = load double, double* %82, align 8
  %uglygep573 = getelementptr i8, i8* %uglygep571, i64 %.46
  %uglygep573574 = bitcast i8* %uglygep573 to double*
  store double %.137.us.6.us.1, double* %uglygep573574, align 8
  %sunkaddr2151 = mul i64 %loop.index.12.us.us, 8
  %83 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2152 = getelementptr i8, i8* %83, i64 %sunkaddr2151
  %sunkaddr2153 = getelementptr i8, i8* %sunkaddr2152, i64 120
  %84 = bitcast i8* %sunkaddr2153 to double*
  %.137.us.7.us.1 = load double, double* %84, align 8
  %uglygep575 = getelementptr i8, i8* %uglygep573, i64 %.46
  %uglygep575576 = bitcast i8* %uglygep575 to double*
  store double %.137.us.7.us.1, double* %uglygep575576, align 8
  %scevgep461.us.1 = getelementptr i1, i1* %scevgep461.us, i64 %7
  %sunkaddr2154 = mul i64 %loop.index.12.us.us, 8
  %85 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2155 = getelementptr i8, i8* %85, i64 %sunkaddr2154
  %sunkaddr2156 = getelementptr i8, i8* %sunkaddr2155, i64 128
  %86 = bitcast i8* %sunkaddr2156 to double*
  %.137.us.us.2 = load double, double* %86, align 8
  %uglygep577 = getelementptr i8, i8* %uglygep575, i64 %.46
  %uglygep577578 = bitcast i8* %uglygep577 to double*
  store double %.137.us.us.2, double* %uglygep577578, align 8
  %sunkaddr2157 = mul i64 %loop.index.12.us.us, 8
  %87 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2158 = getelementptr i8, i8* %87, i64 %sunkaddr2157
  %sunkaddr2159 = getelementptr i8, i8* %sunkaddr2158, i64 136
  %88 = bitcast i8* %sunkaddr2159 to double*
  %.137.us.1.us.2 = load double, double* %88, align 8
  %uglygep579 = getelementptr i8, i8* %uglygep577, i64 %.46
  %uglygep579580 = bitcast i8* %uglygep579 to double*
  store double %.137.us.1.us.2, double* %uglygep579580, align 8
  %sunkaddr2160 = mul i64 %loop.index.12.us.us, 8
  %89 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2161 = getelementptr i8, i8* %89, i64 %sunkaddr2160
  %sunkaddr2162 = getelementptr i8, i8* %sunkaddr2161, i64 144
  %90 = bitcast i8* %sunkaddr2162 to double*
  %.137.us.2.us.2 = load double, double* %90, align 8
  %uglygep581 = getelementptr i8, i8* %uglygep579, i64 %.46
  %uglygep581582 = bitcast i8* %uglygep581 to double*
  store double %.137.us.2.us.2, double* %uglygep581582, align 8
  %sunkaddr2163 = mul i64 %loop.index.12.us.us, 8
  %91 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2164 = getelementptr i8, i8* %91, i64 %sunkaddr2163
  %sunkaddr2165 = getelementptr i8, i8* %sunkaddr2164, i64 152
  %92 = bitcast i8* %sunkaddr2165 to double*
  %.137.us.3.us.2 = load double, double* %92, align 8
  %uglygep583 = getelementptr i8, i8* %uglygep581, i64 %.46
  %uglygep583584 = bitcast i8* %uglygep583 to double*
  store double %.137.us.3.us.2, double* %uglygep583584, align 8
  %sunkaddr2166 = mul i64 %loop.index.12.us.us, 8
  %93 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2167 = getelementptr i8, i8* %93, i64 %sunkaddr2166
  %sunkaddr2168 = getelementptr i8, i8* %sunkaddr2167, i64 160
  %94 = bitcast i8* %sunkaddr2168 to double*
  %.137.us.4.us.2 = load double, double* %94, align 8
  %uglygep585 = getelementptr i8, i8* %uglygep583, i64 %.46
  %uglygep585586 = bitcast i8* %uglygep585 to double*
  store double %.137.us.4.us.2, double* %uglygep585586, align 8
  %sunkaddr2169 = mul i64 %loop.index.12.us.us, 8
  %95 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2170 = getelementptr i8, i8* %95, i64 %sunkaddr2169
  %sunkaddr2171 = getelementptr i8, i8* %sunkaddr2170, i64 168
  %96 = bitcast i8* %sunkaddr2171 to double*
  %.137.us.5.us.2 = load double, double* %96, align 8
  %uglygep587 = getelementptr i8, i8* %uglygep585, i64 %.46
  %uglygep587588 = bitcast i8* %uglygep587 to double*
  store double %.137.us.5.us.2, double* %uglygep587588, align 8
  %sunkaddr2172 = mul i64 %loop.index.12.us.us, 8
  %97 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2173 = getelementptr i8, i8* %97, i64 %sunkaddr2172
  %sunkaddr2174 = getelementptr i8, i8* %sunkaddr2173, i64 176
  %98 = bitcast i8* %sunkaddr2174 to double*
  %.137.us.6.us.2 = load double, double* %98, align 8
  %uglygep589 = getelementptr i8, i8* %uglygep587, i64 %.46
  %uglygep589590 = bitcast i8* %uglygep589 to double*
  store double %.137.us.6.us.2, double* %uglygep589590, align 8
  %sunkaddr2175 = mul i64 %loop.index.12.us.us, 8
  %99 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2176 = getelementptr i8, i8* %99, i64 %sunkaddr2175
  %sunkaddr2177 = getelementptr i8, i8* %sunkaddr2176, i64 184
  %100 = bitcast i8* %sunkaddr2177 to double*
  %.137.us.7.us.2 = load double, double* %100, align 8
  %uglygep591 = getelementptr i8, i8* %uglygep589, i64 %.46
  %uglygep591592 = bitcast i8* %uglygep591 to double*
  store double %.137.us.7.us.2, double* %uglygep591592, align 8
  %scevgep461.us.2 = getelementptr i1, i1* %scevgep461.us.1, i64 %7
  %sunkaddr2178 = mul i64 %loop.index.12.us.us, 8
  %101 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2179 = getelementptr i8, i8* %101, i64 %sunkaddr2178
  %sunkaddr2180 = getelementptr i8, i8* %sunkaddr2179, i64 192
  %102 = bitcast i8* %sunkaddr2180 to double*
  %.137.us.us.3 = load double, double* %102, align 8
  %uglygep593 = getelementptr i8, i8* %uglygep591, i64 %.46
  %uglygep593594 = bitcast i8* %uglygep593 to double*
  store double %.137.us.us.3, double* %uglygep593594, align 8
  %sunkaddr2181 = mul i64 %loop.index.12.us.us, 8
  %103 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2182 = getelementptr i8, i8* %103, i64 %sunkaddr2181
  %sunkaddr2183 = getelementptr i8, i8* %sunkaddr2182, i64 200
  %104 = bitcast i8* %sunkaddr2183 to double*
  %.137.us.1.us.3 = load double, double* %104, align 8
  %uglygep595 = getelementptr i8, i8* %uglygep593, i64 %.46
  %uglygep595596 = bitcast i8* %uglygep595 to double*
  store double %.137.us.1.us.3, double* %uglygep595596, align 8
  %sunkaddr2184 = mul i64 %loop.index.12.us.us, 8
  %105 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2185 = getelementptr i8, i8* %105, i64 %sunkaddr2184
  %sunkaddr2186 = getelementptr i8, i8* %sunkaddr2185, i64 208
  %106 = bitcast i8* %sunkaddr2186 to double*
  %.137.us.2.us.3 = load double, double* %106, align 8
  %uglygep597 = getelementptr i8, i8* %uglygep595, i64 %.46
  %uglygep597598 = bitcast i8* %uglygep597 to double*
  store double %.137.us.2.us.3, double* %uglygep597598, align 8
  %sunkaddr2187 = mul i64 %loop.index.12.us.us, 8
  %107 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2188 = getelementptr i8, i8* %107, i64 %sunkaddr2187
  %sunkaddr2189 = getelementptr i8, i8* %sunkaddr2188, i64 216
  %108 = bitcast i8* %sunkaddr2189 to double*
  %.137.us.3.us.3 = load double, double* %108, align 8
  %uglygep599 = getelementptr i8, i8* %uglygep597, i64 %.46
  %uglygep599600 = bitcast i8* %uglygep599 to double*
  store double %.137.us.3.us.3, double* %uglygep599600, align 8
  %sunkaddr2190 = mul i64 %loop.index.12.us.us, 8
  %109 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2191 = getelementptr i8, i8* %109, i64 %sunkaddr2190
  %sunkaddr2192 = getelementptr i8, i8* %sunkaddr2191, i64 224
  %110 = bitcast i8* %sunkaddr2192 to double*
  %.137.us.4.us.3 = load double, double* %110, align 8
  %uglygep601 = getelementptr i8, i8* %uglygep599, i64 %.46
  %uglygep601602 = bitcast i8* %uglygep601 to double*
  store double %.137.us.4.us.3, double* %uglygep601602, align 8
  %sunkaddr2193 = mul i64 %loop.index.12.us.us, 8
  %111 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2194 = getelementptr i8, i8* %111, i64 %sunkaddr2193
  %sunkaddr2195 = getelementptr i8, i8* %sunkaddr2194, i64 232
  %112 = bitcast i8* %sunkaddr2195 to double*
  %.137.us.5.us.3 = load double, double* %112, align 8
  %uglygep603 = getelementptr i8, i8* %uglygep601, i64 %.46
  %uglygep603604 = bitcast i8* %uglygep603 to double*
  store double %.137.us.5.us.3, double* %uglygep603604, align 8
  %sunkaddr2196 = mul i64 %loop.index.12.us.us, 8
  %113 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2197 = getelementptr i8, i8* %113, i64 %sunkaddr2196
  %sunkaddr2198 = getelementptr i8, i8* %sunkaddr2197, i64 240
  %114 = bitcast i8* %sunkaddr2198 to double*
  %.137.us.6.us.3 = load double, double* %114, align 8
  %uglygep605 = getelementptr i8, i8* %uglygep603, i64 %.46
  %uglygep605606 = bitcast i8* %uglygep605 to double*
  store double %.137.us.6.us.3, double* %uglygep605606, align 8
  %sunkaddr2199 = mul i64 %loop.index.12.us.us, 8
  %115 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2200 = getelementptr i8, i8* %115, i64 %sunkaddr2199
  %sunkaddr2201 = getelementptr i8, i8* %sunkaddr2200, i64 248
  %116 = bitcast i8* %sunkaddr2201 to double*
  %.137.us.7.us.3 = load double, double* %116, align 8
  %uglygep607 = getelementptr i8, i8* %uglygep605, i64 %.46
  %uglygep607608 = bitcast i8* %uglygep607 to double*
  store double %.137.us.7.us.3, double* %uglygep607608, align 8
  %scevgep461.us.3 = getelementptr i1, i1* %scevgep461.us.2, i64 %7
  %sunkaddr2202 = mul i64 %loop.index.12.us.us, 8
  %117 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2203 = getelementptr i8, i8* %117, i64 %sunkaddr2202
  %sunkaddr2204 = getelementptr i8, i8* %sunkaddr2203, i64 256
  %118 = bitcast i8* %sunkaddr2204 to double*
  %.137.us.us.4 = load double, double* %118, align 8
  %uglygep609 = getelementptr i8, i8* %uglygep607, i64 %.46
  %uglygep609610 = bitcast i8* %uglygep609 to double*
  store double %.137.us.us.4, double* %uglygep609610, align 8
  %sunkaddr2205 = mul i64 %loop.index.12.us.us, 8
  %119 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2206 = getelementptr i8, i8* %119, i64 %sunkaddr2205
  %sunkaddr2207 = getelementptr i8, i8* %sunkaddr2206, i64 264
  %120 = bitcast i8* %sunkaddr2207 to double*
  %.137.us.1.us.4 = load double, double* %120, align 8
  %uglygep611 = getelementptr i8, i8* %uglygep609, i64 %.46
  %uglygep611612 = bitcast i8* %uglygep611 to double*
  store double %.137.us.1.us.4, double* %uglygep611612, align 8
  %sunkaddr2208 = mul i64 %loop.index.12.us.us, 8
  %121 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2209 = getelementptr i8, i8* %121, i64 %sunkaddr2208
  %sunkaddr2210 = getelementptr i8, i8* %sunkaddr2209, i64 272
  %122 = bitcast i8* %sunkaddr2210 to double*
  %.137.us.2.us.4 = load double, double* %122, align 8
  %uglygep613 = getelementptr i8, i8* %uglygep611, i64 %.46
  %uglygep613614 = bitcast i8* %uglygep613 to double*
  store double %.137.us.2.us.4, double* %uglygep613614, align 8
  %sunkaddr2211 = mul i64 %loop.index.12.us.us, 8
  %123 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2212 = getelementptr i8, i8* %123, i64 %sunkaddr2211
  %sunkaddr2213 = getelementptr i8, i8* %sunkaddr2212, i64 280
  %124 = bitcast i8* %sunkaddr2213 to double*
  %.137.us.3.us.4 = load double, double* %124, align 8
  %uglygep615 = getelementptr i8, i8* %uglygep613, i64 %.46
  %uglygep615616 = bitcast i8* %uglygep615 to double*
  store double %.137.us.3.us.4, double* %uglygep615616, align 8
  %sunkaddr2214 = mul i64 %loop.index.12.us.us, 8
  %125 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2215 = getelementptr i8, i8* %125, i64 %sunkaddr2214
  %sunkaddr2216 = getelementptr i8, i8* %sunkaddr2215, i64 288
  %126 = bitcast i8* %sunkaddr2216 to double*
  %.137.us.4.us.4 = load double, double* %126, align 8
  %uglygep617 = getelementptr i8, i8* %uglygep615, i64 %.46
  %uglygep617618 = bitcast i8* %uglygep617 to double*
  store double %.137.us.4.us.4, double* %uglygep617618, align 8
  %sunkaddr2217 = mul i64 %loop.index.12.us.us, 8
  %127 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2218 = getelementptr i8, i8* %127, i64 %sunkaddr2217
  %sunkaddr2219 = getelementptr i8, i8* %sunkaddr2218, i64 296
  %128 = bitcast i8* %sunkaddr2219 to double*
  %.137.us.5.us.4 = load double, double* %128, align 8
  %uglygep619 = getelementptr i8, i8* %uglygep617, i64 %.46
  %uglygep619620 = bitcast i8* %uglygep619 to double*
  store double %.137.us.5.us.4, double* %uglygep619620, align 8
  %sunkaddr2220 = mul i64 %loop.index.12.us.us, 8
  %129 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2221 = getelementptr i8, i8* %129, i64 %sunkaddr2220
  %sunkaddr2222 = getelementptr i8, i8* %sunkaddr2221, i64 304
  %130 = bitcast i8* %sunkaddr2222 to double*
  %.137.us.6.us.4 = load double, double* %130, align 8
  %uglygep621 = getelementptr i8, i8* %uglygep619, i64 %.46
  %uglygep621622 = bitcast i8* %uglygep621 to double*
  store double %.137.us.6.us.4, double* %uglygep621622, align 8
  %sunkaddr2223 = mul i64 %loop.index.12.us.us, 8
  %131 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2224 = getelementptr i8, i8* %131, i64 %sunkaddr2223
  %sunkaddr2225 = getelementptr i8, i8* %sunkaddr2224, i64 312
  %132 = bitcast i8* %sunkaddr2225 to double*
  %.137.us.7.us.4 = load double, double* %132, align 8
  %uglygep623 = getelementptr i8, i8* %uglygep621, i64 %.46
  %uglygep623624 = bitcast i8* %uglygep623 to double*
  store double %.137.us.7.us.4, double* %uglygep623624, align 8
  %scevgep461.us.4 = getelementptr i1, i1* %scevgep461.us.3, i64 %7
  %sunkaddr2226 = mul i64 %loop.index.12.us.us, 8
  %133 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2227 = getelementptr i8, i8* %133, i64 %sunkaddr2226
  %sunkaddr2228 = getelementptr i8, i8* %sunkaddr2227, i64 320
  %134 = bitcast i8* %sunkaddr2228 to double*
  %.137.us.us.5 = load double, double* %134, align 8
  %uglygep625 = getelementptr i8, i8* %uglygep623, i64 %.46
  %uglygep625626 = bitcast i8* %uglygep625 to double*
  store double %.137.us.us.5, double* %uglygep625626, align 8
  %sunkaddr2229 = mul i64 %loop.index.12.us.us, 8
  %135 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2230 = getelementptr i8, i8* %135, i64 %sunkaddr2229
  %sunkaddr2231 = getelementptr i8, i8* %sunkaddr2230, i64 328
  %136 = bitcast i8* %sunkaddr2231 to double*
  %.137.us.1.us.5 = load double, double* %136, align 8
  %uglygep627 = getelementptr i8, i8* %uglygep625, i64 %.46
  %uglygep627628 = bitcast i8* %uglygep627 to double*
  store double %.137.us.1.us.5, double* %uglygep627628, align 8
  %sunkaddr2232 = mul i64 %loop.index.12.us.us, 8
  %137 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2233 = getelementptr i8, i8* %137, i64 %sunkaddr2232
  %sunkaddr2234 = getelementptr i8, i8* %sunkaddr2233, i64 336
  %138 = bitcast i8* %sunkaddr2234 to double*
  %.137.us.2.us.5 = load double, double* %138, align 8
  %uglygep629 = getelementptr i8, i8* %uglygep627, i64 %.46
  %uglygep629630 = bitcast i8* %uglygep629 to double*
  store double %.137.us.2.us.5, double* %uglygep629630, align 8
  %sunkaddr2235 = mul i64 %loop.index.12.us.us, 8
  %139 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2236 = getelementptr i8, i8* %139, i64 %sunkaddr2235
  %sunkaddr2237 = getelementptr i8, i8* %sunkaddr2236, i64 344
  %140 = bitcast i8* %sunkaddr2237 to double*
  %.137.us.3.us.5 = load double, double* %140, align 8
  %uglygep631 = getelementptr i8, i8* %uglygep629, i64 %.46
  %uglygep631632 = bitcast i8* %uglygep631 to double*
  store double %.137.us.3.us.5, double* %uglygep631632, align 8
  %sunkaddr2238 = mul i64 %loop.index.12.us.us, 8
  %141 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2239 = getelementptr i8, i8* %141, i64 %sunkaddr2238
  %sunkaddr2240 = getelementptr i8, i8* %sunkaddr2239, i64 352
  %142 = bitcast i8* %sunkaddr2240 to double*
  %.137.us.4.us.5 = load double, double* %142, align 8
  %uglygep633 = getelementptr i8, i8* %uglygep631, i64 %.46
  %uglygep633634 = bitcast i8* %uglygep633 to double*
  store double %.137.us.4.us.5, double* %uglygep633634, align 8
  %sunkaddr2241 = mul i64 %loop.index.12.us.us, 8
  %143 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2242 = getelementptr i8, i8* %143, i64 %sunkaddr2241
  %sunkaddr2243 = getelementptr i8, i8* %sunkaddr2242, i64 360
  %144 = bitcast i8* %sunkaddr2243 to double*
  %.137.us.5.us.5 = load double, double* %144, align 8
  %uglygep635 = getelementptr i8, i8* %uglygep633, i64 %.46
  %uglygep635636 = bitcast i8* %uglygep635 to double*
  store double %.137.us.5.us.5, double* %uglygep635636, align 8
  %sunkaddr2244 = mul i64 %loop.index.12.us.us, 8
  %145 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2245 = getelementptr i8, i8* %145, i64 %sunkaddr2244
  %sunkaddr2246 = getelementptr i8, i8* %sunkaddr2245, i64 368
  %146 = bitcast i8* %sunkaddr2246 to double*
  %.137.us.6.us.5 = load double, double* %146, align 8
  %uglygep637 = getelementptr i8, i8* %uglygep635, i64 %.46
  %uglygep637638 = bitcast i8* %uglygep637 to double*
  store double %.137.us.6.us.5, double* %uglygep637638, align 8
  %sunkaddr2247 = mul i64 %loop.index.12.us.us, 8
  %147 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2248 = getelementptr i8, i8* %147, i64 %sunkaddr2247
  %sunkaddr2249 = getelementptr i8, i8* %sunkaddr2248, i64 376
  %148 = bitcast i8* %sunkaddr2249 to double*
  %.137.us.7.us.5 = load double, double* %148, align 8
  %uglygep639 = getelementptr i8, i8* %uglygep637, i64 %.46
  %uglygep639640 = bitcast i8* %uglygep639 to double*
  store double %.137.us.7.us.5, double* %uglygep639640, align 8
  %scevgep461.us.5 = getelementptr i1, i1* %scevgep461.us.4, i64 %7
  %sunkaddr2250 = mul i64 %loop.index.12.us.us, 8
  %149 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2251 = getelementptr i8, i8* %149, i64 %sunkaddr2250
  %sunkaddr2252 = getelementptr i8, i8* %sunkaddr2251, i64 384
  %150 = bitcast i8* %sunkaddr2252 to double*
  %.137.us.us.6 = load double, double* %150, align 8
  %uglygep641 = getelementptr i8, i8* %uglygep639, i64 %.46
  %uglygep641642 = bitcast i8* %uglygep641 to double*
  store double %.137.us.us.6, double* %uglygep641642, align 8
  %sunkaddr2253 = mul i64 %loop.index.12.us.us, 8
  %151 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2254 = getelementptr i8, i8* %151, i64 %sunkaddr2253
  %sunkaddr2255 = getelementptr i8, i8* %sunkaddr2254, i64 392
  %152 = bitcast i8* %sunkaddr2255 to double*
  %.137.us.1.us.6 = load double, double* %152, align 8
  %uglygep643 = getelementptr i8, i8* %uglygep641, i64 %.46
  %uglygep643644 = bitcast i8* %uglygep643 to double*
  store double %.137.us.1.us.6, double* %uglygep643644, align 8
  %sunkaddr2256 = mul i64 %loop.index.12.us.us, 8
  %153 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2257 = getelementptr i8, i8* %153, i64 %sunkaddr2256
  %sunkaddr2258 = getelementptr i8, i8* %sunkaddr2257, i64 400
  %154 = bitcast i8* %sunkaddr2258 to double*
  %.137.us.2.us.6 = load double, double* %154, align 8
  %uglygep645 = getelementptr i8, i8* %uglygep643, i64 %.46
  %uglygep645646 = bitcast i8* %uglygep645 to double*
  store double %.137.us.2.us.6, double* %uglygep645646, align 8
  %sunkaddr2259 = mul i64 %loop.index.12.us.us, 8
  %155 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2260 = getelementptr i8, i8* %155, i64 %sunkaddr2259
  %sunkaddr2261 = getelementptr i8, i8* %sunkaddr2260, i64 408
  %156 = bitcast i8* %sunkaddr2261 to double*
  %.137.us.3.us.6 = load double, double* %156, align 8
  %uglygep647 = getelementptr i8, i8* %uglygep645, i64 %.46
  %uglygep647648 = bitcast i8* %uglygep647 to double*
  store double %.137.us.3.us.6, double* %uglygep647648, align 8
  %sunkaddr2262 = mul i64 %loop.index.12.us.us, 8
  %157 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2263 = getelementptr i8, i8* %157, i64 %sunkaddr2262
  %sunkaddr2264 = getelementptr i8, i8* %sunkaddr2263, i64 416
  %158 = bitcast i8* %sunkaddr2264 to double*
  %.137.us.4.us.6 = load double, double* %158, align 8
  %uglygep649 = getelementptr i8, i8* %uglygep647, i64 %.46
  %uglygep649650 = bitcast i8* %uglygep649 to double*
  store double %.137.us.4.us.6, double* %uglygep649650, align 8
  %sunkaddr2265 = mul i64 %loop.index.12.us.us, 8
  %159 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2266 = getelementptr i8, i8* %159, i64 %sunkaddr2265
  %sunkaddr2267 = getelementptr i8, i8* %sunkaddr2266, i64 424
  %160 = bitcast i8* %sunkaddr2267 to double*
  %.137.us.5.us.6 = load double, double* %160, align 8
  %uglygep651 = getelementptr i8, i8* %uglygep649, i64 %.46
  %uglygep651652 = bitcast i8* %uglygep651 to double*
  store double %.137.us.5.us.6, double* %uglygep651652, align 8
  %sunkaddr2268 = mul i64 %loop.index.12.us.us, 8
  %161 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2269 = getelementptr i8, i8* %161, i64 %sunkaddr2268
  %sunkaddr2270 = getelementptr i8, i8* %sunkaddr2269, i64 432
  %162 = bitcast i8* %sunkaddr2270 to double*
  %.137.us.6.us.6 = load double, double* %162, align 8
  %uglygep653 = getelementptr i8, i8* %uglygep651, i64 %.46
  %uglygep653654 = bitcast i8* %uglygep653 to double*
  store double %.137.us.6.us.6, double* %uglygep653654, align 8
  %sunkaddr2271 = mul i64 %loop.index.12.us.us, 8
  %163 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2272 = getelementptr i8, i8* %163, i64 %sunkaddr2271
  %sunkaddr2273 = getelementptr i8, i8* %sunkaddr2272, i64 440
  %164 = bitcast i8* %sunkaddr2273 to double*
  %.137.us.7.us.6 = load double, double* %164, align 8
  %uglygep655 = getelementptr i8, i8* %uglygep653, i64 %.46
  %uglygep655656 = bitcast i8* %uglygep655 to double*
  store double %.137.us.7.us.6, double* %uglygep655656, align 8
  %scevgep461.us.6 = getelementptr i1, i1* %scevgep461.us.5, i64 %7
  %sunkaddr2274 = mul i64 %loop.index.12.us.us, 8
  %165 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2275 = getelementptr i8, i8* %165, i64 %sunkaddr2274
  %sunkaddr2276 = getelementptr i8, i8* %sunkaddr2275, i64 448
  %166 = bitcast i8* %sunkaddr2276 to double*
  %.137.us.us.7 = load double, double* %166, align 8
  %uglygep657 = getelementptr i8, i8* %uglygep655, i64 %.46
  %uglygep657658 = bitcast i8* %uglygep657 to double*
  store double %.137.us.us.7, double* %uglygep657658, align 8
  %sunkaddr2277 = mul i64 %loop.index.12.us.us, 8
  %167 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2278 = getelementptr i8, i8* %167, i64 %sunkaddr2277
  %sunkaddr2279 = getelementptr i8, i8* %sunkaddr2278, i64 456
  %168 = bitcast i8* %sunkaddr2279 to double*
  %.137.us.1.us.7 = load double, double* %168, align 8
  %uglygep659 = getelementptr i8, i8* %uglygep657, i64 %.46
  %uglygep659660 = bitcast i8* %uglygep659 to double*
  store double %.137.us.1.us.7, double* %uglygep659660, align 8
  %sunkaddr2280 = mul i64 %loop.index.12.us.us, 8
  %169 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2281 = getelementptr i8, i8* %169, i64 %sunkaddr2280
  %sunkaddr2282 = getelementptr i8, i8* %sunkaddr2281, i64 464
  %170 = bitcast i8* %sunkaddr2282 to double*
  %.137.us.2.us.7 = load double, double* %170, align 8
  %uglygep661 = getelementptr i8, i8* %uglygep659, i64 %.46
  %uglygep661662 = bitcast i8* %uglygep661 to double*
  store double %.137.us.2.us.7, double* %uglygep661662, align 8
  %sunkaddr2283 = mul i64 %loop.index.12.us.us, 8
  %171 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2284 = getelementptr i8, i8* %171, i64 %sunkaddr2283
  %sunkaddr2285 = getelementptr i8, i8* %sunkaddr2284, i64 472
  %172 = bitcast i8* %sunkaddr2285 to double*
  %.137.us.3.us.7 = load double, double* %172, align 8
  %uglygep663 = getelementptr i8, i8* %uglygep661, i64 %.46
  %uglygep663664 = bitcast i8* %uglygep663 to double*
  store double %.137.us.3.us.7, double* %uglygep663664, align 8
  %sunkaddr2286 = mul i64 %loop.index.12.us.us, 8
  %173 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2287 = getelementptr i8, i8* %173, i64 %sunkaddr2286
  %sunkaddr2288 = getelementptr i8, i8* %sunkaddr2287, i64 480
  %174 = bitcast i8* %sunkaddr2288 to double*
  %.137.us.4.us.7 = load double, double* %174, align 8
  %uglygep665 = getelementptr i8, i8* %uglygep663, i64 %.46
  %uglygep665666 = bitcast i8* %uglygep665 to double*
  store double %.137.us.4.us.7, double* %uglygep665666, align 8
  %sunkaddr2289 = mul i64 %loop.index.12.us.us, 8
  %175 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2290 = getelementptr i8, i8* %175, i64 %sunkaddr2289
  %sunkaddr2291 = getelementptr i8, i8* %sunkaddr2290, i64 488
  %176 = bitcast i8* %sunkaddr2291 to double*
  %.137.us.5.us.7 = load double, double* %176, align 8
  %uglygep667 = getelementptr i8, i8* %uglygep665, i64 %.46
  %uglygep667668 = bitcast i8* %uglygep667 to double*
  store double %.137.us.5.us.7, double* %uglygep667668, align 8
  %sunkaddr2292 = mul i64 %loop.index.12.us.us, 8
  %177 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2293 = getelementptr i8, i8* %177, i64 %sunkaddr2292
  %sunkaddr2294 = getelementptr i8, i8* %sunkaddr2293, i64 496
  %178 = bitcast i8* %sunkaddr2294 to double*
  %.137.us.6.us.7 = load double, double* %178, align 8
  %uglygep669 = getelementptr i8, i8* %uglygep667, i64 %.46
  %uglygep669670 = bitcast i8* %uglygep669 to double*
  store double %.137.us.6.us.7, double* %uglygep669670, align 8
  %sunkaddr2295 = mul i64 %loop.index.12.us.us, 8
  %179 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2296 = getelementptr i8, i8* %179, i64 %sunkaddr2295
  %sunkaddr2297 = getelementptr i8, i8* %sunkaddr2296, i64 504
  %180 = bitcast i8* %sunkaddr2297 to double*
  %.137.us.7.us.7 = load double, double* %180, align 8
  %uglygep671 = getelementptr i8, i8* %uglygep669, i64 %.46
  %uglygep671672 = bitcast i8* %uglygep671 to double*
  store double %.137.us.7.us.7, double* %uglygep671672, align 8
  %.139.us.7.us.7 = or i64 %loop.index.12.us.us, 64
  %scevgep461.us.7 = getelementptr i1, i1* %scevgep461.us.6, i64 %7
  %scevgep544.1 = getelementptr double, double* %lsr.iv453.us, i64 %.139.us.7.us.7
  %.137.us.us.1392 = load double, double* %scevgep544.1, align 8
  %uglygep397.1427 = getelementptr i1, i1* %scevgep461.us.7, i64 %lsr.iv465.us
  %uglygep397398.1 = bitcast i1* %uglygep397.1427 to double*
  store double %.137.us.us.1392, double* %uglygep397398.1, align 8
  %sunkaddr2298 = mul i64 %.139.us.7.us.7, 8
  %181 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2299 = getelementptr i8, i8* %181, i64 %sunkaddr2298
  %sunkaddr2300 = getelementptr i8, i8* %sunkaddr2299, i64 8
  %182 = bitcast i8* %sunkaddr2300 to double*
  %.137.us.1.us.1393 = load double, double* %182, align 8
  %uglygep547.1428 = getelementptr i1, i1* %uglygep397.1427, i64 %.46
  %uglygep547548.1 = bitcast i1* %uglygep547.1428 to double*
  store double %.137.us.1.us.1393, double* %uglygep547548.1, align 8
  %sunkaddr2301 = mul i64 %.139.us.7.us.7, 8
  %183 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2302 = getelementptr i8, i8* %183, i64 %sunkaddr2301
  %sunkaddr2303 = getelementptr i8, i8* %sunkaddr2302, i64 16
  %184 = bitcast i8* %sunkaddr2303 to double*
  %.137.us.2.us.1394 = load double, double* %184, align 8
  %uglygep549.1429 = getelementptr i1, i1* %uglygep547.1428, i64 %.46
  %uglygep549550.1 = bitcast i1* %uglygep549.1429 to double*
  store double %.137.us.2.us.1394, double* %uglygep549550.1, align 8
  %sunkaddr2304 = mul i64 %.139.us.7.us.7, 8
  %185 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2305 = getelementptr i8, i8* %185, i64 %sunkaddr2304
  %sunkaddr2306 = getelementptr i8, i8* %sunkaddr2305, i64 24
  %186 = bitcast i8* %sunkaddr2306 to double*
  %.137.us.3.us.1395 = load double, double* %186, align 8
  %uglygep551.1430 = getelementptr i1, i1* %uglygep549.1429, i64 %.46
  %uglygep551552.1 = bitcast i1* %uglygep551.1430 to double*
  store double %.137.us.3.us.1395, double* %uglygep551552.1, align 8
  %sunkaddr2307 = mul i64 %.139.us.7.us.7, 8
  %187 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2308 = getelementptr i8, i8* %187, i64 %sunkaddr2307
  %sunkaddr2309 = getelementptr i8, i8* %sunkaddr2308, i64 32
  %188 = bitcast i8* %sunkaddr2309 to double*
  %.137.us.4.us.1396 = load double, double* %188, align 8
  %uglygep553.1431 = getelementptr i1, i1* %uglygep551.1430, i64 %.46
  %uglygep553554.1 = bitcast i1* %uglygep553.1431 to double*
  store double %.137.us.4.us.1396, double* %uglygep553554.1, align 8
  %sunkaddr2310 = mul i64 %.139.us.7.us.7, 8
  %189 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2311 = getelementptr i8, i8* %189, i64 %sunkaddr2310
  %sunkaddr2312 = getelementptr i8, i8* %sunkaddr2311, i64 40
  %190 = bitcast i8* %sunkaddr2312 to double*
  %.137.us.5.us.1397 = load double, double* %190, align 8
  %uglygep555.1432 = getelementptr i1, i1* %uglygep553.1431, i64 %.46
  %uglygep555556.1 = bitcast i1* %uglygep555.1432 to double*
  store double %.137.us.5.us.1397, double* %uglygep555556.1, align 8
  %sunkaddr2313 = mul i64 %.139.us.7.us.7, 8
  %191 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2314 = getelementptr i8, i8* %191, i64 %sunkaddr2313
  %sunkaddr2315 = getelementptr i8, i8* %sunkaddr2314, i64 48
  %192 = bitcast i8* %sunkaddr2315 to double*
  %.137.us.6.us.1398 = load double, double* %192, align 8
  %uglygep557.1433 = getelementptr i1, i1* %uglygep555.1432, i64 %.46
  %uglygep557558.1 = bitcast i1* %uglygep557.1433 to double*
  store double %.137.us.6.us.1398, double* %uglygep557558.1, align 8
  %sunkaddr2316 = mul i64 %.139.us.7.us.7, 8
  %193 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2317 = getelementptr i8, i8* %193, i64 %sunkaddr2316
  %sunkaddr2318 = getelementptr i8, i8* %sunkaddr2317, i64 56
  %194 = bitcast i8* %sunkaddr2318 to double*
  %.137.us.7.us.1399 = load double, double* %194, align 8
  %uglygep559.1434 = getelementptr i1, i1* %uglygep557.1433, i64 %.46
  %uglygep559560.1 = bitcast i1* %uglygep559.1434 to double*
  store double %.137.us.7.us.1399, double* %uglygep559560.1, align 8
  %scevgep461.us.1400 = getelementptr i1, i1* %scevgep461.us.7, i64 %7
  %sunkaddr2319 = mul i64 %.139.us.7.us.7, 8
  %195 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2320 = getelementptr i8, i8* %195, i64 %sunkaddr2319
  %sunkaddr2321 = getelementptr i8, i8* %sunkaddr2320, i64 64
  %196 = bitcast i8* %sunkaddr2321 to double*
  %.137.us.us.1.1 = load double, double* %196, align 8
  %uglygep561.1435 = getelementptr i1, i1* %uglygep559.1434, i64 %.46
  %uglygep561562.1 = bitcast i1* %uglygep561.1435 to double*
  store double %.137.us.us.1.1, double* %uglygep561562.1, align 8
  %sunkaddr2322 = mul i64 %.139.us.7.us.7, 8
  %197 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2323 = getelementptr i8, i8* %197, i64 %sunkaddr2322
  %sunkaddr2324 = getelementptr i8, i8* %sunkaddr2323, i64 72
  %198 = bitcast i8* %sunkaddr2324 to double*
  %.137.us.1.us.1.1 = load double, double* %198, align 8
  %uglygep563.1436 = getelementptr i1, i1* %uglygep561.1435, i64 %.46
  %uglygep563564.1 = bitcast i1* %uglygep563.1436 to double*
  store double %.137.us.1.us.1.1, double* %uglygep563564.1, align 8
  %sunkaddr2325 = mul i64 %.139.us.7.us.7, 8
  %199 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2326 = getelementptr i8, i8* %199, i64 %sunkaddr2325
  %sunkaddr2327 = getelementptr i8, i8* %sunkaddr2326, i64 80
  %200 = bitcast i8* %sunkaddr2327 to double*
  %.137.us.2.us.1.1 = load double, double* %200, align 8
  %uglygep565.1437 = getelementptr i1, i1* %uglygep563.1436, i64 %.46
  %uglygep565566.1 = bitcast i1* %uglygep565.1437 to double*
  store double %.137.us.2.us.1.1, double* %uglygep565566.1, align 8
  %sunkaddr2328 = mul i64 %.139.us.7.us.7, 8
  %201 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2329 = getelementptr i8, i8* %201, i64 %sunkaddr2328
  %sunkaddr2330 = getelementptr i8, i8* %sunkaddr2329, i64 88
  %202 = bitcast i8* %sunkaddr2330 to double*
  %.137.us.3.us.1.1 = load double, double* %202, align 8
  %uglygep567.1438 = getelementptr i1, i1* %uglygep565.1437, i64 %.46
  %uglygep567568.1 = bitcast i1* %uglygep567.1438 to double*
  store double %.137.us.3.us.1.1, double* %uglygep567568.1, align 8
  %sunkaddr2331 = mul i64 %.139.us.7.us.7, 8
  %203 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2332 = getelementptr i8, i8* %203, i64 %sunkaddr2331
  %sunkaddr2333 = getelementptr i8, i8* %sunkaddr2332, i64 96
  %204 = bitcast i8* %sunkaddr2333 to double*
  %.137.us.4.us.1.1 = load double, double* %204, align 8
  %uglygep569.1439 = getelementptr i1, i1* %uglygep567.1438, i64 %.46
  %uglygep569570.1 = bitcast i1* %uglygep569.1439 to double*
  store double %.137.us.4.us.1.1, double* %uglygep569570.1, align 8
  %sunkaddr2334 = mul i64 %.139.us.7.us.7, 8
  %205 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2335 = getelementptr i8, i8* %205, i64 %sunkaddr2334
  %sunkaddr2336 = getelementptr i8, i8* %sunkaddr2335, i64 104
  %206 = bitcast i8* %sunkaddr2336 to double*
  %.137.us.5.us.1.1 = load double, double* %206, align 8
  %uglygep571.1440 = getelementptr i1, i1* %uglygep569.1439, i64 %.46
  %uglygep571572.1 = bitcast i1* %uglygep571.1440 to double*
  store double %.137.us.5.us.1.1, double* %uglygep571572.1, align 8
  %sunkaddr2337 = mul i64 %.139.us.7.us.7, 8
  %207 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2338 = getelementptr i8, i8* %207, i64 %sunkaddr2337
  %sunkaddr2339 = getelementptr i8, i8* %sunkaddr2338, i64 112
  %208 = bitcast i8* %sunkaddr2339 to double*
  %.137.us.6.us.1.1 = load double, double* %208, align 8
  %uglygep573.1441 = getelementptr i1, i1* %uglygep571.1440, i64 %.46
  %uglygep573574.1 = bitcast i1* %uglygep573.1441 to double*
  store double %.137.us.6.us.1.1, double* %uglygep573574.1, align 8
  %sunkaddr2340 = mul i64 %.139.us.7.us.7, 8
  %209 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2341 = getelementptr i8, i8* %209, i64 %sunkaddr2340
  %sunkaddr2342 = getelementptr i8, i8* %sunkaddr2341, i64 120
  %210 = bitcast i8* %sunkaddr2342 to double*
  %.137.us.7.us.1.1 = load double, double* %210, align 8
  %uglygep575.1442 = getelementptr i1, i1* %uglygep573.1441, i64 %.46
  %uglygep575576.1 = bitcast i1* %uglygep575.1442 to double*
  store double %.137.us.7.us.1.1, double* %uglygep575576.1, align 8
  %scevgep461.us.1.1 = getelementptr i1, i1* %scevgep461.us.1400, i64 %7
  %sunkaddr2343 = mul i64 %.139.us.7.us.7, 8
  %211 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2344 = getelementptr i8, i8* %211, i64 %sunkaddr2343
  %sunkaddr2345 = getelementptr i8, i8* %sunkaddr2344, i64 128
  %212 = bitcast i8* %sunkaddr2345 to double*
  %.137.us.us.2.1 = load double, double* %212, align 8
  %uglygep577.1443 = getelementptr i1, i1* %uglygep575.1442, i64 %.46
  %uglygep577578.1 = bitcast i1* %uglygep577.1443 to double*
  store double %.137.us.us.2.1, double* %uglygep577578.1, align 8
  %sunkaddr2346 = mul i64 %.139.us.7.us.7, 8
  %213 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2347 = getelementptr i8, i8* %213, i64 %sunkaddr2346
  %sunkaddr2348 = getelementptr i8, i8* %sunkaddr2347, i64 136
  %214 = bitcast i8* %sunkaddr2348 to double*
  %.137.us.1.us.2.1 = load double, double* %214, align 8
  %uglygep579.1444 = getelementptr i1, i1* %uglygep577.1443, i64 %.46
  %uglygep579580.1 = bitcast i1* %uglygep579.1444 to double*
  store double %.137.us.1.us.2.1, double* %uglygep579580.1, align 8
  %sunkaddr2349 = mul i64 %.139.us.7.us.7, 8
  %215 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2350 = getelementptr i8, i8* %215, i64 %sunkaddr2349
  %sunkaddr2351 = getelementptr i8, i8* %sunkaddr2350, i64 144
  %216 = bitcast i8* %sunkaddr2351 to double*
  %.137.us.2.us.2.1 = load double, double* %216, align 8
  %uglygep581.1445 = getelementptr i1, i1* %uglygep579.1444, i64 %.46
  %uglygep581582.1 = bitcast i1* %uglygep581.1445 to double*
  store double %.137.us.2.us.2.1, double* %uglygep581582.1, align 8
  %sunkaddr2352 = mul i64 %.139.us.7.us.7, 8
  %217 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2353 = getelementptr i8, i8* %217, i64 %sunkaddr2352
  %sunkaddr2354 = getelementptr i8, i8* %sunkaddr2353, i64 152
  %218 = bitcast i8* %sunkaddr2354 to double*
  %.137.us.3.us.2.1 = load double, double* %218, align 8
  %uglygep583.1446 = getelementptr i1, i1* %uglygep581.1445, i64 %.46
  %uglygep583584.1 = bitcast i1* %uglygep583.1446 to double*
  store double %.137.us.3.us.2.1, double* %uglygep583584.1, align 8
  %sunkaddr2355 = mul i64 %.139.us.7.us.7, 8
  %219 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2356 = getelementptr i8, i8* %219, i64 %sunkaddr2355
  %sunkaddr2357 = getelementptr i8, i8* %sunkaddr2356, i64 160
  %220 = bitcast i8* %sunkaddr2357 to double*
  %.137.us.4.us.2.1 = load double, double* %220, align 8
  %uglygep585.1447 = getelementptr i1, i1* %uglygep583.1446, i64 %.46
  %uglygep585586.1 = bitcast i1* %uglygep585.1447 to double*
  store double %.137.us.4.us.2.1, double* %uglygep585586.1, align 8
  %sunkaddr2358 = mul i64 %.139.us.7.us.7, 8
  %221 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2359 = getelementptr i8, i8* %221, i64 %sunkaddr2358
  %sunkaddr2360 = getelementptr i8, i8* %sunkaddr2359, i64 168
  %222 = bitcast i8* %sunkaddr2360 to double*
  %.137.us.5.us.2.1 = load double, double* %222, align 8
  %uglygep587.1448 = getelementptr i1, i1* %uglygep585.1447, i64 %.46
  %uglygep587588.1 = bitcast i1* %uglygep587.1448 to double*
  store double %.137.us.5.us.2.1, double* %uglygep587588.1, align 8
  %sunkaddr2361 = mul i64 %.139.us.7.us.7, 8
  %223 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2362 = getelementptr i8, i8* %223, i64 %sunkaddr2361
  %sunkaddr2363 = getelementptr i8, i8* %sunkaddr2362, i64 176
  %224 = bitcast i8* %sunkaddr2363 to double*
  %.137.us.6.us.2.1 = load double, double* %224, align 8
  %uglygep589.1449 = getelementptr i1, i1* %uglygep587.1448, i64 %.46
  %uglygep589590.1 = bitcast i1* %uglygep589.1449 to double*
  store double %.137.us.6.us.2.1, double* %uglygep589590.1, align 8
  %sunkaddr2364 = mul i64 %.139.us.7.us.7, 8
  %225 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2365 = getelementptr i8, i8* %225, i64 %sunkaddr2364
  %sunkaddr2366 = getelementptr i8, i8* %sunkaddr2365, i64 184
  %226 = bitcast i8* %sunkaddr2366 to double*
  %.137.us.7.us.2.1 = load double, double* %226, align 8
  %uglygep591.1450 = getelementptr i1, i1* %uglygep589.1449, i64 %.46
  %uglygep591592.1 = bitcast i1* %uglygep591.1450 to double*
  store double %.137.us.7.us.2.1, double* %uglygep591592.1, align 8
  %scevgep461.us.2.1 = getelementptr i1, i1* %scevgep461.us.1.1, i64 %7
  %sunkaddr2367 = mul i64 %.139.us.7.us.7, 8
  %227 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2368 = getelementptr i8, i8* %227, i64 %sunkaddr2367
  %sunkaddr2369 = getelementptr i8, i8* %sunkaddr2368, i64 192
  %228 = bitcast i8* %sunkaddr2369 to double*
  %.137.us.us.3.1 = load double, double* %228, align 8
  %uglygep593.1451 = getelementptr i1, i1* %uglygep591.1450, i64 %.46
  %uglygep593594.1 = bitcast i1* %uglygep593.1451 to double*
  store double %.137.us.us.3.1, double* %uglygep593594.1, align 8
  %sunkaddr2370 = mul i64 %.139.us.7.us.7, 8
  %229 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2371 = getelementptr i8, i8* %229, i64 %sunkaddr2370
  %sunkaddr2372 = getelementptr i8, i8* %sunkaddr2371, i64 200
  %230 = bitcast i8* %sunkaddr2372 to double*
  %.137.us.1.us.3.1 = load double, double* %230, align 8
  %uglygep595.1452 = getelementptr i1, i1* %uglygep593.1451, i64 %.46
  %uglygep595596.1 = bitcast i1* %uglygep595.1452 to double*
  store double %.137.us.1.us.3.1, double* %uglygep595596.1, align 8
  %sunkaddr2373 = mul i64 %.139.us.7.us.7, 8
  %231 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2374 = getelementptr i8, i8* %231, i64 %sunkaddr2373
  %sunkaddr2375 = getelementptr i8, i8* %sunkaddr2374, i64 208
  %232 = bitcast i8* %sunkaddr2375 to double*
  %.137.us.2.us.3.1 = load double, double* %232, align 8
  %uglygep597.1453 = getelementptr i1, i1* %uglygep595.1452, i64 %.46
  %uglygep597598.1 = bitcast i1* %uglygep597.1453 to double*
  store double %.137.us.2.us.3.1, double* %uglygep597598.1, align 8
  %sunkaddr2376 = mul i64 %.139.us.7.us.7, 8
  %233 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2377 = getelementptr i8, i8* %233, i64 %sunkaddr2376
  %sunkaddr2378 = getelementptr i8, i8* %sunkaddr2377, i64 216
  %234 = bitcast i8* %sunkaddr2378 to double*
  %.137.us.3.us.3.1 = load double, double* %234, align 8
  %uglygep599.1454 = getelementptr i1, i1* %uglygep597.1453, i64 %.46
  %uglygep599600.1 = bitcast i1* %uglygep599.1454 to double*
  store double %.137.us.3.us.3.1, double* %uglygep599600.1, align 8
  %sunkaddr2379 = mul i64 %.139.us.7.us.7, 8
  %235 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2380 = getelementptr i8, i8* %235, i64 %sunkaddr2379
  %sunkaddr2381 = getelementptr i8, i8* %sunkaddr2380, i64 224
  %236 = bitcast i8* %sunkaddr2381 to double*
  %.137.us.4.us.3.1 = load double, double* %236, align 8
  %uglygep601.1455 = getelementptr i1, i1* %uglygep599.1454, i64 %.46
  %uglygep601602.1 = bitcast i1* %uglygep601.1455 to double*
  store double %.137.us.4.us.3.1, double* %uglygep601602.1, align 8
  %sunkaddr2382 = mul i64 %.139.us.7.us.7, 8
  %237 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2383 = getelementptr i8, i8* %237, i64 %sunkaddr2382
  %sunkaddr2384 = getelementptr i8, i8* %sunkaddr2383, i64 232
  %238 = bitcast i8* %sunkaddr2384 to double*
  %.137.us.5.us.3.1 = load double, double* %238, align 8
  %uglygep603.1456 = getelementptr i1, i1* %uglygep601.1455, i64 %.46
  %uglygep603604.1 = bitcast i1* %uglygep603.1456 to double*
  store double %.137.us.5.us.3.1, double* %uglygep603604.1, align 8
  %sunkaddr2385 = mul i64 %.139.us.7.us.7, 8
  %239 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2386 = getelementptr i8, i8* %239, i64 %sunkaddr2385
  %sunkaddr2387 = getelementptr i8, i8* %sunkaddr2386, i64 240
  %240 = bitcast i8* %sunkaddr2387 to double*
  %.137.us.6.us.3.1 = load double, double* %240, align 8
  %uglygep605.1457 = getelementptr i1, i1* %uglygep603.1456, i64 %.46
  %uglygep605606.1 = bitcast i1* %uglygep605.1457 to double*
  store double %.137.us.6.us.3.1, double* %uglygep605606.1, align 8
  %sunkaddr2388 = mul i64 %.139.us.7.us.7, 8
  %241 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2389 = getelementptr i8, i8* %241, i64 %sunkaddr2388
  %sunkaddr2390 = getelementptr i8, i8* %sunkaddr2389, i64 248
  %242 = bitcast i8* %sunkaddr2390 to double*
  %.137.us.7.us.3.1 = load double, double* %242, align 8
  %uglygep607.1458 = getelementptr i1, i1* %uglygep605.1457, i64 %.46
  %uglygep607608.1 = bitcast i1* %uglygep607.1458 to double*
  store double %.137.us.7.us.3.1, double* %uglygep607608.1, align 8
  %scevgep461.us.3.1 = getelementptr i1, i1* %scevgep461.us.2.1, i64 %7
  %sunkaddr2391 = mul i64 %.139.us.7.us.7, 8
  %243 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2392 = getelementptr i8, i8* %243, i64 %sunkaddr2391
  %sunkaddr2393 = getelementptr i8, i8* %sunkaddr2392, i64 256
  %244 = bitcast i8* %sunkaddr2393 to double*
  %.137.us.us.4.1 = load double, double* %244, align 8
  %uglygep609.1459 = getelementptr i1, i1* %uglygep607.1458, i64 %.46
  %uglygep609610.1 = bitcast i1* %uglygep609.1459 to double*
  store double %.137.us.us.4.1, double* %uglygep609610.1, align 8
  %sunkaddr2394 = mul i64 %.139.us.7.us.7, 8
  %245 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2395 = getelementptr i8, i8* %245, i64 %sunkaddr2394
  %sunkaddr2396 = getelementptr i8, i8* %sunkaddr2395, i64 264
  %246 = bitcast i8* %sunkaddr2396 to double*
  %.137.us.1.us.4.1 = load double, double* %246, align 8
  %uglygep611.1460 = getelementptr i1, i1* %uglygep609.1459, i64 %.46
  %uglygep611612.1 = bitcast i1* %uglygep611.1460 to double*
  store double %.137.us.1.us.4.1, double* %uglygep611612.1, align 8
  %sunkaddr2397 = mul i64 %.139.us.7.us.7, 8
  %247 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2398 = getelementptr i8, i8* %247, i64 %sunkaddr2397
  %sunkaddr2399 = getelementptr i8, i8* %sunkaddr2398, i64 272
  %248 = bitcast i8* %sunkaddr2399 to double*
  %.137.us.2.us.4.1 = load double, double* %248, align 8
  %uglygep613.1461 = getelementptr i1, i1* %uglygep611.1460, i64 %.46
  %uglygep613614.1 = bitcast i1* %uglygep613.1461 to double*
  store double %.137.us.2.us.4.1, double* %uglygep613614.1, align 8
  %sunkaddr2400 = mul i64 %.139.us.7.us.7, 8
  %249 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2401 = getelementptr i8, i8* %249, i64 %sunkaddr2400
  %sunkaddr2402 = getelementptr i8, i8* %sunkaddr2401, i64 280
  %250 = bitcast i8* %sunkaddr2402 to double*
  %.137.us.3.us.4.1 = load double, double* %250, align 8
  %uglygep615.1462 = getelementptr i1, i1* %uglygep613.1461, i64 %.46
  %uglygep615616.1 = bitcast i1* %uglygep615.1462 to double*
  store double %.137.us.3.us.4.1, double* %uglygep615616.1, align 8
  %sunkaddr2403 = mul i64 %.139.us.7.us.7, 8
  %251 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2404 = getelementptr i8, i8* %251, i64 %sunkaddr2403
  %sunkaddr2405 = getelementptr i8, i8* %sunkaddr2404, i64 288
  %252 = bitcast i8* %sunkaddr2405 to double*
  %.137.us.4.us.4.1 = load double, double* %252, align 8
  %uglygep617.1463 = getelementptr i1, i1* %uglygep615.1462, i64 %.46
  %uglygep617618.1 = bitcast i1* %uglygep617.1463 to double*
  store double %.137.us.4.us.4.1, double* %uglygep617618.1, align 8
  %sunkaddr2406 = mul i64 %.139.us.7.us.7, 8
  %253 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2407 = getelementptr i8, i8* %253, i64 %sunkaddr2406
  %sunkaddr2408 = getelementptr i8, i8* %sunkaddr2407, i64 296
  %254 = bitcast i8* %sunkaddr2408 to double*
  %.137.us.5.us.4.1 = load double, double* %254, align 8
  %uglygep619.1464 = getelementptr i1, i1* %uglygep617.1463, i64 %.46
  %uglygep619620.1 = bitcast i1* %uglygep619.1464 to double*
  store double %.137.us.5.us.4.1, double* %uglygep619620.1, align 8
  %sunkaddr2409 = mul i64 %.139.us.7.us.7, 8
  %255 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2410 = getelementptr i8, i8* %255, i64 %sunkaddr2409
  %sunkaddr2411 = getelementptr i8, i8* %sunkaddr2410, i64 304
  %256 = bitcast i8* %sunkaddr2411 to double*
  %.137.us.6.us.4.1 = load double, double* %256, align 8
  %uglygep621.1465 = getelementptr i1, i1* %uglygep619.1464, i64 %.46
  %uglygep621622.1 = bitcast i1* %uglygep621.1465 to double*
  store double %.137.us.6.us.4.1, double* %uglygep621622.1, align 8
  %sunkaddr2412 = mul i64 %.139.us.7.us.7, 8
  %257 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2413 = getelementptr i8, i8* %257, i64 %sunkaddr2412
  %sunkaddr2414 = getelementptr i8, i8* %sunkaddr2413, i64 312
  %258 = bitcast i8* %sunkaddr2414 to double*
  %.137.us.7.us.4.1 = load double, double* %258, align 8
  %uglygep623.1466 = getelementptr i1, i1* %uglygep621.1465, i64 %.46
  %uglygep623624.1 = bitcast i1* %uglygep623.1466 to double*
  store double %.137.us.7.us.4.1, double* %uglygep623624.1, align 8
  %scevgep461.us.4.1 = getelementptr i1, i1* %scevgep461.us.3.1, i64 %7
  %sunkaddr2415 = mul i64 %.139.us.7.us.7, 8
  %259 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2416 = getelementptr i8, i8* %259, i64 %sunkaddr2415
  %sunkaddr2417 = getelementptr i8, i8* %sunkaddr2416, i64 320
  %260 = bitcast i8* %sunkaddr2417 to double*
  %.137.us.us.5.1 = load double, double* %260, align 8
  %uglygep625.1467 = getelementptr i1, i1* %uglygep623.1466, i64 %.46
  %uglygep625626.1 = bitcast i1* %uglygep625.1467 to double*
  store double %.137.us.us.5.1, double* %uglygep625626.1, align 8
  %sunkaddr2418 = mul i64 %.139.us.7.us.7, 8
  %261 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2419 = getelementptr i8, i8* %261, i64 %sunkaddr2418
  %sunkaddr2420 = getelementptr i8, i8* %sunkaddr2419, i64 328
  %262 = bitcast i8* %sunkaddr2420 to double*
  %.137.us.1.us.5.1 = load double, double* %262, align 8
  %uglygep627.1468 = getelementptr i1, i1* %uglygep625.1467, i64 %.46
  %uglygep627628.1 = bitcast i1* %uglygep627.1468 to double*
  store double %.137.us.1.us.5.1, double* %uglygep627628.1, align 8
  %sunkaddr2421 = mul i64 %.139.us.7.us.7, 8
  %263 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2422 = getelementptr i8, i8* %263, i64 %sunkaddr2421
  %sunkaddr2423 = getelementptr i8, i8* %sunkaddr2422, i64 336
  %264 = bitcast i8* %sunkaddr2423 to double*
  %.137.us.2.us.5.1 = load double, double* %264, align 8
  %uglygep629.1469 = getelementptr i1, i1* %uglygep627.1468, i64 %.46
  %uglygep629630.1 = bitcast i1* %uglygep629.1469 to double*
  store double %.137.us.2.us.5.1, double* %uglygep629630.1, align 8
  %sunkaddr2424 = mul i64 %.139.us.7.us.7, 8
  %265 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2425 = getelementptr i8, i8* %265, i64 %sunkaddr2424
  %sunkaddr2426 = getelementptr i8, i8* %sunkaddr2425, i64 344
  %266 = bitcast i8* %sunkaddr2426 to double*
  %.137.us.3.us.5.1 = load double, double* %266, align 8
  %uglygep631.1470 = getelementptr i1, i1* %uglygep629.1469, i64 %.46
  %uglygep631632.1 = bitcast i1* %uglygep631.1470 to double*
  store double %.137.us.3.us.5.1, double* %uglygep631632.1, align 8
  %sunkaddr2427 = mul i64 %.139.us.7.us.7, 8
  %267 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2428 = getelementptr i8, i8* %267, i64 %sunkaddr2427
  %sunkaddr2429 = getelementptr i8, i8* %sunkaddr2428, i64 352
  %268 = bitcast i8* %sunkaddr2429 to double*
  %.137.us.4.us.5.1 = load double, double* %268, align 8
  %uglygep633.1471 = getelementptr i1, i1* %uglygep631.1470, i64 %.46
  %uglygep633634.1 = bitcast i1* %uglygep633.1471 to double*
  store double %.137.us.4.us.5.1, double* %uglygep633634.1, align 8
  %sunkaddr2430 = mul i64 %.139.us.7.us.7, 8
  %269 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2431 = getelementptr i8, i8* %269, i64 %sunkaddr2430
  %sunkaddr2432 = getelementptr i8, i8* %sunkaddr2431, i64 360
  %270 = bitcast i8* %sunkaddr2432 to double*
  %.137.us.5.us.5.1 = load double, double* %270, align 8
  %uglygep635.1472 = getelementptr i1, i1* %uglygep633.1471, i64 %.46
  %uglygep635636.1 = bitcast i1* %uglygep635.1472 to double*
  store double %.137.us.5.us.5.1, double* %uglygep635636.1, align 8
  %sunkaddr2433 = mul i64 %.139.us.7.us.7, 8
  %271 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2434 = getelementptr i8, i8* %271, i64 %sunkaddr2433
  %sunkaddr2435 = getelementptr i8, i8* %sunkaddr2434, i64 368
  %272 = bitcast i8* %sunkaddr2435 to double*
  %.137.us.6.us.5.1 = load double, double* %272, align 8
  %uglygep637.1473 = getelementptr i1, i1* %uglygep635.1472, i64 %.46
  %uglygep637638.1 = bitcast i1* %uglygep637.1473 to double*
  store double %.137.us.6.us.5.1, double* %uglygep637638.1, align 8
  %sunkaddr2436 = mul i64 %.139.us.7.us.7, 8
  %273 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2437 = getelementptr i8, i8* %273, i64 %sunkaddr2436
  %sunkaddr2438 = getelementptr i8, i8* %sunkaddr2437, i64 376
  %274 = bitcast i8* %sunkaddr2438 to double*
  %.137.us.7.us.5.1 = load double, double* %274, align 8
  %uglygep639.1474 = getelementptr i1, i1* %uglygep637.1473, i64 %.46
  %uglygep639640.1 = bitcast i1* %uglygep639.1474 to double*
  store double %.137.us.7.us.5.1, double* %uglygep639640.1, align 8
  %scevgep461.us.5.1 = getelementptr i1, i1* %scevgep461.us.4.1, i64 %7
  %sunkaddr2439 = mul i64 %.139.us.7.us.7, 8
  %275 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2440 = getelementptr i8, i8* %275, i64 %sunkaddr2439
  %sunkaddr2441 = getelementptr i8, i8* %sunkaddr2440, i64 384
  %276 = bitcast i8* %sunkaddr2441 to double*
  %.137.us.us.6.1 = load double, double* %276, align 8
  %uglygep641.1475 = getelementptr i1, i1* %uglygep639.1474, i64 %.46
  %uglygep641642.1 = bitcast i1* %uglygep641.1475 to double*
  store double %.137.us.us.6.1, double* %uglygep641642.1, align 8
  %sunkaddr2442 = mul i64 %.139.us.7.us.7, 8
  %277 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2443 = getelementptr i8, i8* %277, i64 %sunkaddr2442
  %sunkaddr2444 = getelementptr i8, i8* %sunkaddr2443, i64 392
  %278 = bitcast i8* %sunkaddr2444 to double*
  %.137.us.1.us.6.1 = load double, double* %278, align 8
  %uglygep643.1476 = getelementptr i1, i1* %uglygep641.1475, i64 %.46
  %uglygep643644.1 = bitcast i1* %uglygep643.1476 to double*
  store double %.137.us.1.us.6.1, double* %uglygep643644.1, align 8
  %sunkaddr2445 = mul i64 %.139.us.7.us.7, 8
  %279 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2446 = getelementptr i8, i8* %279, i64 %sunkaddr2445
  %sunkaddr2447 = getelementptr i8, i8* %sunkaddr2446, i64 400
  %280 = bitcast i8* %sunkaddr2447 to double*
  %.137.us.2.us.6.1 = load double, double* %280, align 8
  %uglygep645.1477 = getelementptr i1, i1* %uglygep643.1476, i64 %.46
  %uglygep645646.1 = bitcast i1* %uglygep645.1477 to double*
  store double %.137.us.2.us.6.1, double* %uglygep645646.1, align 8
  %sunkaddr2448 = mul i64 %.139.us.7.us.7, 8
  %281 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2449 = getelementptr i8, i8* %281, i64 %sunkaddr2448
  %sunkaddr2450 = getelementptr i8, i8* %sunkaddr2449, i64 408
  %282 = bitcast i8* %sunkaddr2450 to double*
  %.137.us.3.us.6.1 = load double, double* %282, align 8
  %uglygep647.1478 = getelementptr i1, i1* %uglygep645.1477, i64 %.46
  %uglygep647648.1 = bitcast i1* %uglygep647.1478 to double*
  store double %.137.us.3.us.6.1, double* %uglygep647648.1, align 8
  %sunkaddr2451 = mul i64 %.139.us.7.us.7, 8
  %283 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2452 = getelementptr i8, i8* %283, i64 %sunkaddr2451
  %sunkaddr2453 = getelementptr i8, i8* %sunkaddr2452, i64 416
  %284 = bitcast i8* %sunkaddr2453 to double*
  %.137.us.4.us.6.1 = load double, double* %284, align 8
  %uglygep649.1479 = getelementptr i1, i1* %uglygep647.1478, i64 %.46
  %uglygep649650.1 = bitcast i1* %uglygep649.1479 to double*
  store double %.137.us.4.us.6.1, double* %uglygep649650.1, align 8
  %sunkaddr2454 = mul i64 %.139.us.7.us.7, 8
  %285 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2455 = getelementptr i8, i8* %285, i64 %sunkaddr2454
  %sunkaddr2456 = getelementptr i8, i8* %sunkaddr2455, i64 424
  %286 = bitcast i8* %sunkaddr2456 to double*
  %.137.us.5.us.6.1 = load double, double* %286, align 8
  %uglygep651.1480 = getelementptr i1, i1* %uglygep649.1479, i64 %.46
  %uglygep651652.1 = bitcast i1* %uglygep651.1480 to double*
  store double %.137.us.5.us.6.1, double* %uglygep651652.1, align 8
  %sunkaddr2457 = mul i64 %.139.us.7.us.7, 8
  %287 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2458 = getelementptr i8, i8* %287, i64 %sunkaddr2457
  %sunkaddr2459 = getelementptr i8, i8* %sunkaddr2458, i64 432
  %288 = bitcast i8* %sunkaddr2459 to double*
  %.137.us.6.us.6.1 = load double, double* %288, align 8
  %uglygep653.1481 = getelementptr i1, i1* %uglygep651.1480, i64 %.46
  %uglygep653654.1 = bitcast i1* %uglygep653.1481 to double*
  store double %.137.us.6.us.6.1, double* %uglygep653654.1, align 8
  %sunkaddr2460 = mul i64 %.139.us.7.us.7, 8
  %289 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2461 = getelementptr i8, i8* %289, i64 %sunkaddr2460
  %sunkaddr2462 = getelementptr i8, i8* %sunkaddr2461, i64 440
  %290 = bitcast i8* %sunkaddr2462 to double*
  %.137.us.7.us.6.1 = load double, double* %290, align 8
  %uglygep655.1482 = getelementptr i1, i1* %uglygep653.1481, i64 %.46
  %uglygep655656.1 = bitcast i1* %uglygep655.1482 to double*
  store double %.137.us.7.us.6.1, double* %uglygep655656.1, align 8
  %scevgep461.us.6.1 = getelementptr i1, i1* %scevgep461.us.5.1, i64 %7
  %sunkaddr2463 = mul i64 %.139.us.7.us.7, 8
  %291 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2464 = getelementptr i8, i8* %291, i64 %sunkaddr2463
  %sunkaddr2465 = getelementptr i8, i8* %sunkaddr2464, i64 448
  %292 = bitcast i8* %sunkaddr2465 to double*
  %.137.us.us.7.1 = load double, double* %292, align 8
  %uglygep657.1483 = getelementptr i1, i1* %uglygep655.1482, i64 %.46
  %uglygep657658.1 = bitcast i1* %uglygep657.1483 to double*
  store double %.137.us.us.7.1, double* %uglygep657658.1, align 8
  %sunkaddr2466 = mul i64 %.139.us.7.us.7, 8
  %293 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2467 = getelementptr i8, i8* %293, i64 %sunkaddr2466
  %sunkaddr2468 = getelementptr i8, i8* %sunkaddr2467, i64 456
  %294 = bitcast i8* %sunkaddr2468 to double*
  %.137.us.1.us.7.1 = load double, double* %294, align 8
  %uglygep659.1484 = getelementptr i1, i1* %uglygep657.1483, i64 %.46
  %uglygep659660.1 = bitcast i1* %uglygep659.1484 to double*
  store double %.137.us.1.us.7.1, double* %uglygep659660.1, align 8
  %sunkaddr2469 = mul i64 %.139.us.7.us.7, 8
  %295 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2470 = getelementptr i8, i8* %295, i64 %sunkaddr2469
  %sunkaddr2471 = getelementptr i8, i8* %sunkaddr2470, i64 464
  %296 = bitcast i8* %sunkaddr2471 to double*
  %.137.us.2.us.7.1 = load double, double* %296, align 8
  %uglygep661.1485 = getelementptr i1, i1* %uglygep659.1484, i64 %.46
  %uglygep661662.1 = bitcast i1* %uglygep661.1485 to double*
  store double %.137.us.2.us.7.1, double* %uglygep661662.1, align 8
  %sunkaddr2472 = mul i64 %.139.us.7.us.7, 8
  %297 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2473 = getelementptr i8, i8* %297, i64 %sunkaddr2472
  %sunkaddr2474 = getelementptr i8, i8* %sunkaddr2473, i64 472
  %298 = bitcast i8* %sunkaddr2474 to double*
  %.137.us.3.us.7.1 = load double, double* %298, align 8
  %uglygep663.1486 = getelementptr i1, i1* %uglygep661.1485, i64 %.46
  %uglygep663664.1 = bitcast i1* %uglygep663.1486 to double*
  store double %.137.us.3.us.7.1, double* %uglygep663664.1, align 8
  %sunkaddr2475 = mul i64 %.139.us.7.us.7, 8
  %299 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2476 = getelementptr i8, i8* %299, i64 %sunkaddr2475
  %sunkaddr2477 = getelementptr i8, i8* %sunkaddr2476, i64 480
  %300 = bitcast i8* %sunkaddr2477 to double*
  %.137.us.4.us.7.1 = load double, double* %300, align 8
  %uglygep665.1487 = getelementptr i1, i1* %uglygep663.1486, i64 %.46
  %uglygep665666.1 = bitcast i1* %uglygep665.1487 to double*
  store double %.137.us.4.us.7.1, double* %uglygep665666.1, align 8
  %sunkaddr2478 = mul i64 %.139.us.7.us.7, 8
  %301 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2479 = getelementptr i8, i8* %301, i64 %sunkaddr2478
  %sunkaddr2480 = getelementptr i8, i8* %sunkaddr2479, i64 488
  %302 = bitcast i8* %sunkaddr2480 to double*
  %.137.us.5.us.7.1 = load double, double* %302, align 8
  %uglygep667.1488 = getelementptr i1, i1* %uglygep665.1487, i64 %.46
  %uglygep667668.1 = bitcast i1* %uglygep667.1488 to double*
  store double %.137.us.5.us.7.1, double* %uglygep667668.1, align 8
  %sunkaddr2481 = mul i64 %.139.us.7.us.7, 8
  %303 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2482 = getelementptr i8, i8* %303, i64 %sunkaddr2481
  %sunkaddr2483 = getelementptr i8, i8* %sunkaddr2482, i64 496
  %304 = bitcast i8* %sunkaddr2483 to double*
  %.137.us.6.us.7.1 = load double, double* %304, align 8
  %uglygep669.1489 = getelementptr i1, i1* %uglygep667.1488, i64 %.46
  %uglygep669670.1 = bitcast i1* %uglygep669.1489 to double*
  store double %.137.us.6.us.7.1, double* %uglygep669670.1, align 8
  %sunkaddr2484 = mul i64 %.139.us.7.us.7, 8
  %305 = bitcast double* %lsr.iv453.us to i8*
  %sunkaddr2485 = getelementptr i8, i8* %305, i64 %sunkaddr2484
  %sunkaddr2486 = getelementptr i8, i8* %sunkaddr2485, i64 504
  %306 = bitcast i8* %sunkaddr2486 to double*
  %.137.us.7.us.7.1 = load double, double* %306, align 8
  %uglygep671.1490 = getelementptr i1, i1* %uglygep669.1489, i64 %.46
  %uglygep671672.1 = bitcast i1* %uglygep671.1490 to double*
  store double %.137.us.7.us.7.1, double* %uglygep671672.1, align 8
  %.139.us.7.us.7.1 = add nuw i64 %loop.index.12.us.us, 128
  %scevgep461.us.7.1 = getelementptr i1, i1* %scevgep461.us.6.1, i64 %7
  %307 = bitcast i1* %scevgep461.us.7.1 to double*
  %niter391.next.1 = add i64 %niter391, 2
  %niter391.ncmp.1 = icmp eq i64 %niter391.next.1, %unroll_iter390
  br i1 %niter391.ncmp.1, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, label %for.body.1.us.us, !llvm.loop !67

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %for.body.1.us.us
  %308 = bitcast i1* %scevgep461.us.7.1 to double*
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit, %for.body.1.us.us.preheader
  %.139.us.7.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %scevgep461.us.7.lcssa.ph = phi i1* [ undef, %for.body.1.us.us.preheader ], [ %scevgep461.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv459.us.unr386 = phi double* [ %.6.i6, %for.body.1.us.us.preheader ], [ %308, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr387 = phi i64 [ 0, %for.body.1.us.us.preheader ], [ %.139.us.7.us.7.1, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %309 = and i64 %50, 1
  %310 = icmp eq i64 %309, 0
  br i1 %310, label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, label %for.body.1.us.us.epil377

for.body.1.us.us.epil377:                         ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv459.us396.epil = bitcast double* %lsr.iv459.us.unr386 to i8*
  %lsr.iv459460.us.epil = bitcast double* %lsr.iv459.us.unr386 to i1*
  %scevgep544.epil = getelementptr double, double* %lsr.iv453.us, i64 %loop.index.12.us.us.unr387
  %.137.us.us.epil378 = load double, double* %scevgep544.epil, align 8
  %uglygep397.epil = getelementptr i8, i8* %lsr.iv459.us396.epil, i64 %lsr.iv465.us
  %uglygep397398.epil = bitcast i8* %uglygep397.epil to double*
  store double %.137.us.us.epil378, double* %uglygep397398.epil, align 8
  %sunkaddr1968653 = getelementptr double, double* %lsr.iv453.us, i64 1
  %sunkaddr1969654 = getelementptr double, double* %sunkaddr1968653, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.epil379 = load double, double* %sunkaddr1969654, align 8
  %uglygep547.epil = getelementptr i8, i8* %uglygep397.epil, i64 %.46
  %uglygep547548.epil = bitcast i8* %uglygep547.epil to double*
  store double %.137.us.1.us.epil379, double* %uglygep547548.epil, align 8
  %sunkaddr1971655 = getelementptr double, double* %lsr.iv453.us, i64 2
  %sunkaddr1972656 = getelementptr double, double* %sunkaddr1971655, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.epil380 = load double, double* %sunkaddr1972656, align 8
  %uglygep549.epil = getelementptr i8, i8* %uglygep547.epil, i64 %.46
  %uglygep549550.epil = bitcast i8* %uglygep549.epil to double*
  store double %.137.us.2.us.epil380, double* %uglygep549550.epil, align 8
  %sunkaddr1974657 = getelementptr double, double* %lsr.iv453.us, i64 3
  %sunkaddr1975658 = getelementptr double, double* %sunkaddr1974657, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.epil381 = load double, double* %sunkaddr1975658, align 8
  %uglygep551.epil = getelementptr i8, i8* %uglygep549.epil, i64 %.46
  %uglygep551552.epil = bitcast i8* %uglygep551.epil to double*
  store double %.137.us.3.us.epil381, double* %uglygep551552.epil, align 8
  %sunkaddr1977659 = getelementptr double, double* %lsr.iv453.us, i64 4
  %sunkaddr1978660 = getelementptr double, double* %sunkaddr1977659, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.epil382 = load double, double* %sunkaddr1978660, align 8
  %uglygep553.epil = getelementptr i8, i8* %uglygep551.epil, i64 %.46
  %uglygep553554.epil = bitcast i8* %uglygep553.epil to double*
  store double %.137.us.4.us.epil382, double* %uglygep553554.epil, align 8
  %sunkaddr1980661 = getelementptr double, double* %lsr.iv453.us, i64 5
  %sunkaddr1981662 = getelementptr double, double* %sunkaddr1980661, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.epil383 = load double, double* %sunkaddr1981662, align 8
  %uglygep555.epil = getelementptr i8, i8* %uglygep553.epil, i64 %.46
  %uglygep555556.epil = bitcast i8* %uglygep555.epil to double*
  store double %.137.us.5.us.epil383, double* %uglygep555556.epil, align 8
  %sunkaddr1983663 = getelementptr double, double* %lsr.iv453.us, i64 6
  %sunkaddr1984664 = getelementptr double, double* %sunkaddr1983663, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.epil384 = load double, double* %sunkaddr1984664, align 8
  %uglygep557.epil = getelementptr i8, i8* %uglygep555.epil, i64 %.46
  %uglygep557558.epil = bitcast i8* %uglygep557.epil to double*
  store double %.137.us.6.us.epil384, double* %uglygep557558.epil, align 8
  %sunkaddr1986665 = getelementptr double, double* %lsr.iv453.us, i64 7
  %sunkaddr1987666 = getelementptr double, double* %sunkaddr1986665, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.epil385 = load double, double* %sunkaddr1987666, align 8
  %uglygep559.epil = getelementptr i8, i8* %uglygep557.epil, i64 %.46
  %uglygep559560.epil = bitcast i8* %uglygep559.epil to double*
  store double %.137.us.7.us.epil385, double* %uglygep559560.epil, align 8
  %scevgep461.us.epil = getelementptr i1, i1* %lsr.iv459460.us.epil, i64 %7
  %sunkaddr1989667 = getelementptr double, double* %lsr.iv453.us, i64 8
  %sunkaddr1990668 = getelementptr double, double* %sunkaddr1989667, i64 %loop.index.12.us.us.unr387
  %.137.us.us.1.epil = load double, double* %sunkaddr1990668, align 8
  %uglygep561.epil = getelementptr i8, i8* %uglygep559.epil, i64 %.46
  %uglygep561562.epil = bitcast i8* %uglygep561.epil to double*
  store double %.137.us.us.1.epil, double* %uglygep561562.epil, align 8
  %sunkaddr1992669 = getelementptr double, double* %lsr.iv453.us, i64 9
  %sunkaddr1993670 = getelementptr double, double* %sunkaddr1992669, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.1.epil = load double, double* %sunkaddr1993670, align 8
  %uglygep563.epil = getelementptr i8, i8* %uglygep561.epil, i64 %.46
  %uglygep563564.epil = bitcast i8* %uglygep563.epil to double*
  store double %.137.us.1.us.1.epil, double* %uglygep563564.epil, align 8
  %sunkaddr1995671 = getelementptr double, double* %lsr.iv453.us, i64 10
  %sunkaddr1996672 = getelementptr double, double* %sunkaddr1995671, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.1.epil = load double, double* %sunkaddr1996672, align 8
  %uglygep565.epil = getelementptr i8, i8* %uglygep563.epil, i64 %.46
  %uglygep565566.epil = bitcast i8* %uglygep565.epil to double*
  store double %.137.us.2.us.1.epil, double* %uglygep565566.epil, align 8
  %sunkaddr1998673 = getelementptr double, double* %lsr.iv453.us, i64 11
  %sunkaddr1999674 = getelementptr double, double* %sunkaddr1998673, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.1.epil = load double, double* %sunkaddr1999674, align 8
  %uglygep567.epil = getelementptr i8, i8* %uglygep565.epil, i64 %.46
  %uglygep567568.epil = bitcast i8* %uglygep567.epil to double*
  store double %.137.us.3.us.1.epil, double* %uglygep567568.epil, align 8
  %sunkaddr2001675 = getelementptr double, double* %lsr.iv453.us, i64 12
  %sunkaddr2002676 = getelementptr double, double* %sunkaddr2001675, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.1.epil = load double, double* %sunkaddr2002676, align 8
  %uglygep569.epil = getelementptr i8, i8* %uglygep567.epil, i64 %.46
  %uglygep569570.epil = bitcast i8* %uglygep569.epil to double*
  store double %.137.us.4.us.1.epil, double* %uglygep569570.epil, align 8
  %sunkaddr2004677 = getelementptr double, double* %lsr.iv453.us, i64 13
  %sunkaddr2005678 = getelementptr double, double* %sunkaddr2004677, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.1.epil = load double, double* %sunkaddr2005678, align 8
  %uglygep571.epil = getelementptr i8, i8* %uglygep569.epil, i64 %.46
  %uglygep571572.epil = bitcast i8* %uglygep571.epil to double*
  store double %.137.us.5.us.1.epil, double* %uglygep571572.epil, align 8
  %sunkaddr2007679 = getelementptr double, double* %lsr.iv453.us, i64 14
  %sunkaddr2008680 = getelementptr double, double* %sunkaddr2007679, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.1.epil = load double, double* %sunkaddr2008680, align 8
  %uglygep573.epil = getelementptr i8, i8* %uglygep571.epil, i64 %.46
  %uglygep573574.epil = bitcast i8* %uglygep573.epil to double*
  store double %.137.us.6.us.1.epil, double* %uglygep573574.epil, align 8
  %sunkaddr2010681 = getelementptr double, double* %lsr.iv453.us, i64 15
  %sunkaddr2011682 = getelementptr double, double* %sunkaddr2010681, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.1.epil = load double, double* %sunkaddr2011682, align 8
  %uglygep575.epil = getelementptr i8, i8* %uglygep573.epil, i64 %.46
  %uglygep575576.epil = bitcast i8* %uglygep575.epil to double*
  store double %.137.us.7.us.1.epil, double* %uglygep575576.epil, align 8
  %scevgep461.us.1.epil = getelementptr i1, i1* %scevgep461.us.epil, i64 %7
  %sunkaddr2013683 = getelementptr double, double* %lsr.iv453.us, i64 16
  %sunkaddr2014684 = getelementptr double, double* %sunkaddr2013683, i64 %loop.index.12.us.us.unr387
  %.137.us.us.2.epil = load double, double* %sunkaddr2014684, align 8
  %uglygep577.epil = getelementptr i8, i8* %uglygep575.epil, i64 %.46
  %uglygep577578.epil = bitcast i8* %uglygep577.epil to double*
  store double %.137.us.us.2.epil, double* %uglygep577578.epil, align 8
  %sunkaddr2016685 = getelementptr double, double* %lsr.iv453.us, i64 17
  %sunkaddr2017686 = getelementptr double, double* %sunkaddr2016685, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.2.epil = load double, double* %sunkaddr2017686, align 8
  %uglygep579.epil = getelementptr i8, i8* %uglygep577.epil, i64 %.46
  %uglygep579580.epil = bitcast i8* %uglygep579.epil to double*
  store double %.137.us.1.us.2.epil, double* %uglygep579580.epil, align 8
  %sunkaddr2019687 = getelementptr double, double* %lsr.iv453.us, i64 18
  %sunkaddr2020688 = getelementptr double, double* %sunkaddr2019687, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.2.epil = load double, double* %sunkaddr2020688, align 8
  %uglygep581.epil = getelementptr i8, i8* %uglygep579.epil, i64 %.46
  %uglygep581582.epil = bitcast i8* %uglygep581.epil to double*
  store double %.137.us.2.us.2.epil, double* %uglygep581582.epil, align 8
  %sunkaddr2022689 = getelementptr double, double* %lsr.iv453.us, i64 19
  %sunkaddr2023690 = getelementptr double, double* %sunkaddr2022689, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.2.epil = load double, double* %sunkaddr2023690, align 8
  %uglygep583.epil = getelementptr i8, i8* %uglygep581.epil, i64 %.46
  %uglygep583584.epil = bitcast i8* %uglygep583.epil to double*
  store double %.137.us.3.us.2.epil, double* %uglygep583584.epil, align 8
  %sunkaddr2025691 = getelementptr double, double* %lsr.iv453.us, i64 20
  %sunkaddr2026692 = getelementptr double, double* %sunkaddr2025691, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.2.epil = load double, double* %sunkaddr2026692, align 8
  %uglygep585.epil = getelementptr i8, i8* %uglygep583.epil, i64 %.46
  %uglygep585586.epil = bitcast i8* %uglygep585.epil to double*
  store double %.137.us.4.us.2.epil, double* %uglygep585586.epil, align 8
  %sunkaddr2028693 = getelementptr double, double* %lsr.iv453.us, i64 21
  %sunkaddr2029694 = getelementptr double, double* %sunkaddr2028693, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.2.epil = load double, double* %sunkaddr2029694, align 8
  %uglygep587.epil = getelementptr i8, i8* %uglygep585.epil, i64 %.46
  %uglygep587588.epil = bitcast i8* %uglygep587.epil to double*
  store double %.137.us.5.us.2.epil, double* %uglygep587588.epil, align 8
  %sunkaddr2031695 = getelementptr double, double* %lsr.iv453.us, i64 22
  %sunkaddr2032696 = getelementptr double, double* %sunkaddr2031695, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.2.epil = load double, double* %sunkaddr2032696, align 8
  %uglygep589.epil = getelementptr i8, i8* %uglygep587.epil, i64 %.46
  %uglygep589590.epil = bitcast i8* %uglygep589.epil to double*
  store double %.137.us.6.us.2.epil, double* %uglygep589590.epil, align 8
  %sunkaddr2034697 = getelementptr double, double* %lsr.iv453.us, i64 23
  %sunkaddr2035698 = getelementptr double, double* %sunkaddr2034697, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.2.epil = load double, double* %sunkaddr2035698, align 8
  %uglygep591.epil = getelementptr i8, i8* %uglygep589.epil, i64 %.46
  %uglygep591592.epil = bitcast i8* %uglygep591.epil to double*
  store double %.137.us.7.us.2.epil, double* %uglygep591592.epil, align 8
  %scevgep461.us.2.epil = getelementptr i1, i1* %scevgep461.us.1.epil, i64 %7
  %sunkaddr2037699 = getelementptr double, double* %lsr.iv453.us, i64 24
  %sunkaddr2038700 = getelementptr double, double* %sunkaddr2037699, i64 %loop.index.12.us.us.unr387
  %.137.us.us.3.epil = load double, double* %sunkaddr2038700, align 8
  %uglygep593.epil = getelementptr i8, i8* %uglygep591.epil, i64 %.46
  %uglygep593594.epil = bitcast i8* %uglygep593.epil to double*
  store double %.137.us.us.3.epil, double* %uglygep593594.epil, align 8
  %sunkaddr2040701 = getelementptr double, double* %lsr.iv453.us, i64 25
  %sunkaddr2041702 = getelementptr double, double* %sunkaddr2040701, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.3.epil = load double, double* %sunkaddr2041702, align 8
  %uglygep595.epil = getelementptr i8, i8* %uglygep593.epil, i64 %.46
  %uglygep595596.epil = bitcast i8* %uglygep595.epil to double*
  store double %.137.us.1.us.3.epil, double* %uglygep595596.epil, align 8
  %sunkaddr2043703 = getelementptr double, double* %lsr.iv453.us, i64 26
  %sunkaddr2044704 = getelementptr double, double* %sunkaddr2043703, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.3.epil = load double, double* %sunkaddr2044704, align 8
  %uglygep597.epil = getelementptr i8, i8* %uglygep595.epil, i64 %.46
  %uglygep597598.epil = bitcast i8* %uglygep597.epil to double*
  store double %.137.us.2.us.3.epil, double* %uglygep597598.epil, align 8
  %sunkaddr2046705 = getelementptr double, double* %lsr.iv453.us, i64 27
  %sunkaddr2047706 = getelementptr double, double* %sunkaddr2046705, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.3.epil = load double, double* %sunkaddr2047706, align 8
  %uglygep599.epil = getelementptr i8, i8* %uglygep597.epil, i64 %.46
  %uglygep599600.epil = bitcast i8* %uglygep599.epil to double*
  store double %.137.us.3.us.3.epil, double* %uglygep599600.epil, align 8
  %sunkaddr2049707 = getelementptr double, double* %lsr.iv453.us, i64 28
  %sunkaddr2050708 = getelementptr double, double* %sunkaddr2049707, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.3.epil = load double, double* %sunkaddr2050708, align 8
  %uglygep601.epil = getelementptr i8, i8* %uglygep599.epil, i64 %.46
  %uglygep601602.epil = bitcast i8* %uglygep601.epil to double*
  store double %.137.us.4.us.3.epil, double* %uglygep601602.epil, align 8
  %sunkaddr2052709 = getelementptr double, double* %lsr.iv453.us, i64 29
  %sunkaddr2053710 = getelementptr double, double* %sunkaddr2052709, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.3.epil = load double, double* %sunkaddr2053710, align 8
  %uglygep603.epil = getelementptr i8, i8* %uglygep601.epil, i64 %.46
  %uglygep603604.epil = bitcast i8* %uglygep603.epil to double*
  store double %.137.us.5.us.3.epil, double* %uglygep603604.epil, align 8
  %sunkaddr2055711 = getelementptr double, double* %lsr.iv453.us, i64 30
  %sunkaddr2056712 = getelementptr double, double* %sunkaddr2055711, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.3.epil = load double, double* %sunkaddr2056712, align 8
  %uglygep605.epil = getelementptr i8, i8* %uglygep603.epil, i64 %.46
  %uglygep605606.epil = bitcast i8* %uglygep605.epil to double*
  store double %.137.us.6.us.3.epil, double* %uglygep605606.epil, align 8
  %sunkaddr2058713 = getelementptr double, double* %lsr.iv453.us, i64 31
  %sunkaddr2059714 = getelementptr double, double* %sunkaddr2058713, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.3.epil = load double, double* %sunkaddr2059714, align 8
  %uglygep607.epil = getelementptr i8, i8* %uglygep605.epil, i64 %.46
  %uglygep607608.epil = bitcast i8* %uglygep607.epil to double*
  store double %.137.us.7.us.3.epil, double* %uglygep607608.epil, align 8
  %scevgep461.us.3.epil = getelementptr i1, i1* %scevgep461.us.2.epil, i64 %7
  %sunkaddr2061715 = getelementptr double, double* %lsr.iv453.us, i64 32
  %sunkaddr2062716 = getelementptr double, double* %sunkaddr2061715, i64 %loop.index.12.us.us.unr387
  %.137.us.us.4.epil = load double, double* %sunkaddr2062716, align 8
  %uglygep609.epil = getelementptr i8, i8* %uglygep607.epil, i64 %.46
  %uglygep609610.epil = bitcast i8* %uglygep609.epil to double*
  store double %.137.us.us.4.epil, double* %uglygep609610.epil, align 8
  %sunkaddr2064717 = getelementptr double, double* %lsr.iv453.us, i64 33
  %sunkaddr2065718 = getelementptr double, double* %sunkaddr2064717, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.4.epil = load double, double* %sunkaddr2065718, align 8
  %uglygep611.epil = getelementptr i8, i8* %uglygep609.epil, i64 %.46
  %uglygep611612.epil = bitcast i8* %uglygep611.epil to double*
  store double %.137.us.1.us.4.epil, double* %uglygep611612.epil, align 8
  %sunkaddr2067719 = getelementptr double, double* %lsr.iv453.us, i64 34
  %sunkaddr2068720 = getelementptr double, double* %sunkaddr2067719, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.4.epil = load double, double* %sunkaddr2068720, align 8
  %uglygep613.epil = getelementptr i8, i8* %uglygep611.epil, i64 %.46
  %uglygep613614.epil = bitcast i8* %uglygep613.epil to double*
  store double %.137.us.2.us.4.epil, double* %uglygep613614.epil, align 8
  %sunkaddr2070721 = getelementptr double, double* %lsr.iv453.us, i64 35
  %sunkaddr2071722 = getelementptr double, double* %sunkaddr2070721, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.4.epil = load double, double* %sunkaddr2071722, align 8
  %uglygep615.epil = getelementptr i8, i8* %uglygep613.epil, i64 %.46
  %uglygep615616.epil = bitcast i8* %uglygep615.epil to double*
  store double %.137.us.3.us.4.epil, double* %uglygep615616.epil, align 8
  %sunkaddr2073723 = getelementptr double, double* %lsr.iv453.us, i64 36
  %sunkaddr2074724 = getelementptr double, double* %sunkaddr2073723, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.4.epil = load double, double* %sunkaddr2074724, align 8
  %uglygep617.epil = getelementptr i8, i8* %uglygep615.epil, i64 %.46
  %uglygep617618.epil = bitcast i8* %uglygep617.epil to double*
  store double %.137.us.4.us.4.epil, double* %uglygep617618.epil, align 8
  %sunkaddr2076725 = getelementptr double, double* %lsr.iv453.us, i64 37
  %sunkaddr2077726 = getelementptr double, double* %sunkaddr2076725, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.4.epil = load double, double* %sunkaddr2077726, align 8
  %uglygep619.epil = getelementptr i8, i8* %uglygep617.epil, i64 %.46
  %uglygep619620.epil = bitcast i8* %uglygep619.epil to double*
  store double %.137.us.5.us.4.epil, double* %uglygep619620.epil, align 8
  %sunkaddr2079727 = getelementptr double, double* %lsr.iv453.us, i64 38
  %sunkaddr2080728 = getelementptr double, double* %sunkaddr2079727, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.4.epil = load double, double* %sunkaddr2080728, align 8
  %uglygep621.epil = getelementptr i8, i8* %uglygep619.epil, i64 %.46
  %uglygep621622.epil = bitcast i8* %uglygep621.epil to double*
  store double %.137.us.6.us.4.epil, double* %uglygep621622.epil, align 8
  %sunkaddr2082729 = getelementptr double, double* %lsr.iv453.us, i64 39
  %sunkaddr2083730 = getelementptr double, double* %sunkaddr2082729, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.4.epil = load double, double* %sunkaddr2083730, align 8
  %uglygep623.epil = getelementptr i8, i8* %uglygep621.epil, i64 %.46
  %uglygep623624.epil = bitcast i8* %uglygep623.epil to double*
  store double %.137.us.7.us.4.epil, double* %uglygep623624.epil, align 8
  %scevgep461.us.4.epil = getelementptr i1, i1* %scevgep461.us.3.epil, i64 %7
  %sunkaddr2085731 = getelementptr double, double* %lsr.iv453.us, i64 40
  %sunkaddr2086732 = getelementptr double, double* %sunkaddr2085731, i64 %loop.index.12.us.us.unr387
  %.137.us.us.5.epil = load double, double* %sunkaddr2086732, align 8
  %uglygep625.epil = getelementptr i8, i8* %uglygep623.epil, i64 %.46
  %uglygep625626.epil = bitcast i8* %uglygep625.epil to double*
  store double %.137.us.us.5.epil, double* %uglygep625626.epil, align 8
  %sunkaddr2088733 = getelementptr double, double* %lsr.iv453.us, i64 41
  %sunkaddr2089734 = getelementptr double, double* %sunkaddr2088733, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.5.epil = load double, double* %sunkaddr2089734, align 8
  %uglygep627.epil = getelementptr i8, i8* %uglygep625.epil, i64 %.46
  %uglygep627628.epil = bitcast i8* %uglygep627.epil to double*
  store double %.137.us.1.us.5.epil, double* %uglygep627628.epil, align 8
  %sunkaddr2091735 = getelementptr double, double* %lsr.iv453.us, i64 42
  %sunkaddr2092736 = getelementptr double, double* %sunkaddr2091735, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.5.epil = load double, double* %sunkaddr2092736, align 8
  %uglygep629.epil = getelementptr i8, i8* %uglygep627.epil, i64 %.46
  %uglygep629630.epil = bitcast i8* %uglygep629.epil to double*
  store double %.137.us.2.us.5.epil, double* %uglygep629630.epil, align 8
  %sunkaddr2094737 = getelementptr double, double* %lsr.iv453.us, i64 43
  %sunkaddr2095738 = getelementptr double, double* %sunkaddr2094737, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.5.epil = load double, double* %sunkaddr2095738, align 8
  %uglygep631.epil = getelementptr i8, i8* %uglygep629.epil, i64 %.46
  %uglygep631632.epil = bitcast i8* %uglygep631.epil to double*
  store double %.137.us.3.us.5.epil, double* %uglygep631632.epil, align 8
  %sunkaddr2097739 = getelementptr double, double* %lsr.iv453.us, i64 44
  %sunkaddr2098740 = getelementptr double, double* %sunkaddr2097739, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.5.epil = load double, double* %sunkaddr2098740, align 8
  %uglygep633.epil = getelementptr i8, i8* %uglygep631.epil, i64 %.46
  %uglygep633634.epil = bitcast i8* %uglygep633.epil to double*
  store double %.137.us.4.us.5.epil, double* %uglygep633634.epil, align 8
  %sunkaddr2100741 = getelementptr double, double* %lsr.iv453.us, i64 45
  %sunkaddr2101742 = getelementptr double, double* %sunkaddr2100741, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.5.epil = load double, double* %sunkaddr2101742, align 8
  %uglygep635.epil = getelementptr i8, i8* %uglygep633.epil, i64 %.46
  %uglygep635636.epil = bitcast i8* %uglygep635.epil to double*
  store double %.137.us.5.us.5.epil, double* %uglygep635636.epil, align 8
  %sunkaddr2103743 = getelementptr double, double* %lsr.iv453.us, i64 46
  %sunkaddr2104744 = getelementptr double, double* %sunkaddr2103743, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.5.epil = load double, double* %sunkaddr2104744, align 8
  %uglygep637.epil = getelementptr i8, i8* %uglygep635.epil, i64 %.46
  %uglygep637638.epil = bitcast i8* %uglygep637.epil to double*
  store double %.137.us.6.us.5.epil, double* %uglygep637638.epil, align 8
  %sunkaddr2106745 = getelementptr double, double* %lsr.iv453.us, i64 47
  %sunkaddr2107746 = getelementptr double, double* %sunkaddr2106745, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.5.epil = load double, double* %sunkaddr2107746, align 8
  %uglygep639.epil = getelementptr i8, i8* %uglygep637.epil, i64 %.46
  %uglygep639640.epil = bitcast i8* %uglygep639.epil to double*
  store double %.137.us.7.us.5.epil, double* %uglygep639640.epil, align 8
  %scevgep461.us.5.epil = getelementptr i1, i1* %scevgep461.us.4.epil, i64 %7
  %sunkaddr2109747 = getelementptr double, double* %lsr.iv453.us, i64 48
  %sunkaddr2110748 = getelementptr double, double* %sunkaddr2109747, i64 %loop.index.12.us.us.unr387
  %.137.us.us.6.epil = load double, double* %sunkaddr2110748, align 8
  %uglygep641.epil = getelementptr i8, i8* %uglygep639.epil, i64 %.46
  %uglygep641642.epil = bitcast i8* %uglygep641.epil to double*
  store double %.137.us.us.6.epil, double* %uglygep641642.epil, align 8
  %sunkaddr2112749 = getelementptr double, double* %lsr.iv453.us, i64 49
  %sunkaddr2113750 = getelementptr double, double* %sunkaddr2112749, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.6.epil = load double, double* %sunkaddr2113750, align 8
  %uglygep643.epil = getelementptr i8, i8* %uglygep641.epil, i64 %.46
  %uglygep643644.epil = bitcast i8* %uglygep643.epil to double*
  store double %.137.us.1.us.6.epil, double* %uglygep643644.epil, align 8
  %sunkaddr2115751 = getelementptr double, double* %lsr.iv453.us, i64 50
  %sunkaddr2116752 = getelementptr double, double* %sunkaddr2115751, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.6.epil = load double, double* %sunkaddr2116752, align 8
  %uglygep645.epil = getelementptr i8, i8* %uglygep643.epil, i64 %.46
  %uglygep645646.epil = bitcast i8* %uglygep645.epil to double*
  store double %.137.us.2.us.6.epil, double* %uglygep645646.epil, align 8
  %sunkaddr2118753 = getelementptr double, double* %lsr.iv453.us, i64 51
  %sunkaddr2119754 = getelementptr double, double* %sunkaddr2118753, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.6.epil = load double, double* %sunkaddr2119754, align 8
  %uglygep647.epil = getelementptr i8, i8* %uglygep645.epil, i64 %.46
  %uglygep647648.epil = bitcast i8* %uglygep647.epil to double*
  store double %.137.us.3.us.6.epil, double* %uglygep647648.epil, align 8
  %sunkaddr2121755 = getelementptr double, double* %lsr.iv453.us, i64 52
  %sunkaddr2122756 = getelementptr double, double* %sunkaddr2121755, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.6.epil = load double, double* %sunkaddr2122756, align 8
  %uglygep649.epil = getelementptr i8, i8* %uglygep647.epil, i64 %.46
  %uglygep649650.epil = bitcast i8* %uglygep649.epil to double*
  store double %.137.us.4.us.6.epil, double* %uglygep649650.epil, align 8
  %sunkaddr2124757 = getelementptr double, double* %lsr.iv453.us, i64 53
  %sunkaddr2125758 = getelementptr double, double* %sunkaddr2124757, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.6.epil = load double, double* %sunkaddr2125758, align 8
  %uglygep651.epil = getelementptr i8, i8* %uglygep649.epil, i64 %.46
  %uglygep651652.epil = bitcast i8* %uglygep651.epil to double*
  store double %.137.us.5.us.6.epil, double* %uglygep651652.epil, align 8
  %sunkaddr2127759 = getelementptr double, double* %lsr.iv453.us, i64 54
  %sunkaddr2128760 = getelementptr double, double* %sunkaddr2127759, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.6.epil = load double, double* %sunkaddr2128760, align 8
  %uglygep653.epil = getelementptr i8, i8* %uglygep651.epil, i64 %.46
  %uglygep653654.epil = bitcast i8* %uglygep653.epil to double*
  store double %.137.us.6.us.6.epil, double* %uglygep653654.epil, align 8
  %sunkaddr2130761 = getelementptr double, double* %lsr.iv453.us, i64 55
  %sunkaddr2131762 = getelementptr double, double* %sunkaddr2130761, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.6.epil = load double, double* %sunkaddr2131762, align 8
  %uglygep655.epil = getelementptr i8, i8* %uglygep653.epil, i64 %.46
  %uglygep655656.epil = bitcast i8* %uglygep655.epil to double*
  store double %.137.us.7.us.6.epil, double* %uglygep655656.epil, align 8
  %scevgep461.us.6.epil = getelementptr i1, i1* %scevgep461.us.5.epil, i64 %7
  %sunkaddr2133763 = getelementptr double, double* %lsr.iv453.us, i64 56
  %sunkaddr2134764 = getelementptr double, double* %sunkaddr2133763, i64 %loop.index.12.us.us.unr387
  %.137.us.us.7.epil = load double, double* %sunkaddr2134764, align 8
  %uglygep657.epil = getelementptr i8, i8* %uglygep655.epil, i64 %.46
  %uglygep657658.epil = bitcast i8* %uglygep657.epil to double*
  store double %.137.us.us.7.epil, double* %uglygep657658.epil, align 8
  %sunkaddr2136765 = getelementptr double, double* %lsr.iv453.us, i64 57
  %sunkaddr2137766 = getelementptr double, double* %sunkaddr2136765, i64 %loop.index.12.us.us.unr387
  %.137.us.1.us.7.epil = load double, double* %sunkaddr2137766, align 8
  %uglygep659.epil = getelementptr i8, i8* %uglygep657.epil, i64 %.46
  %uglygep659660.epil = bitcast i8* %uglygep659.epil to double*
  store double %.137.us.1.us.7.epil, double* %uglygep659660.epil, align 8
  %sunkaddr2139767 = getelementptr double, double* %lsr.iv453.us, i64 58
  %sunkaddr2140768 = getelementptr double, double* %sunkaddr2139767, i64 %loop.index.12.us.us.unr387
  %.137.us.2.us.7.epil = load double, double* %sunkaddr2140768, align 8
  %uglygep661.epil = getelementptr i8, i8* %uglygep659.epil, i64 %.46
  %uglygep661662.epil = bitcast i8* %uglygep661.epil to double*
  store double %.137.us.2.us.7.epil, double* %uglygep661662.epil, align 8
  %sunkaddr2142769 = getelementptr double, double* %lsr.iv453.us, i64 59
  %sunkaddr2143770 = getelementptr double, double* %sunkaddr2142769, i64 %loop.index.12.us.us.unr387
  %.137.us.3.us.7.epil = load double, double* %sunkaddr2143770, align 8
  %uglygep663.epil = getelementptr i8, i8* %uglygep661.epil, i64 %.46
  %uglygep663664.epil = bitcast i8* %uglygep663.epil to double*
  store double %.137.us.3.us.7.epil, double* %uglygep663664.epil, align 8
  %sunkaddr2145771 = getelementptr double, double* %lsr.iv453.us, i64 60
  %sunkaddr2146772 = getelementptr double, double* %sunkaddr2145771, i64 %loop.index.12.us.us.unr387
  %.137.us.4.us.7.epil = load double, double* %sunkaddr2146772, align 8
  %uglygep665.epil = getelementptr i8, i8* %uglygep663.epil, i64 %.46
  %uglygep665666.epil = bitcast i8* %uglygep665.epil to double*
  store double %.137.us.4.us.7.epil, double* %uglygep665666.epil, align 8
  %sunkaddr2148773 = getelementptr double, double* %lsr.iv453.us, i64 61
  %sunkaddr2149774 = getelementptr double, double* %sunkaddr2148773, i64 %loop.index.12.us.us.unr387
  %.137.us.5.us.7.epil = load double, double* %sunkaddr2149774, align 8
  %uglygep667.epil = getelementptr i8, i8* %uglygep665.epil, i64 %.46
  %uglygep667668.epil = bitcast i8* %uglygep667.epil to double*
  store double %.137.us.5.us.7.epil, double* %uglygep667668.epil, align 8
  %sunkaddr2151775 = getelementptr double, double* %lsr.iv453.us, i64 62
  %sunkaddr2152776 = getelementptr double, double* %sunkaddr2151775, i64 %loop.index.12.us.us.unr387
  %.137.us.6.us.7.epil = load double, double* %sunkaddr2152776, align 8
  %uglygep669.epil = getelementptr i8, i8* %uglygep667.epil, i64 %.46
  %uglygep669670.epil = bitcast i8* %uglygep669.epil to double*
  store double %.137.us.6.us.7.epil, double* %uglygep669670.epil, align 8
  %sunkaddr2154777 = getelementptr double, double* %lsr.iv453.us, i64 63
  %sunkaddr2155778 = getelementptr double, double* %sunkaddr2154777, i64 %loop.index.12.us.us.unr387
  %.137.us.7.us.7.epil = load double, double* %sunkaddr2155778, align 8
  %uglygep671.epil = getelementptr i8, i8* %uglygep669.epil, i64 %.46
  %uglygep671672.epil = bitcast i8* %uglygep671.epil to double*
  store double %.137.us.7.us.7.epil, double* %uglygep671672.epil, align 8
  %.139.us.7.us.7.epil = add nuw i64 %loop.index.12.us.us.unr387, 64
  %scevgep461.us.7.epil = getelementptr i1, i1* %scevgep461.us.6.epil, i64 %7
  br label %for.body.1.us.1.preheader.us.unr-lcssa.loopexit

for.body.1.us.1.preheader.us.unr-lcssa.loopexit:  ; preds = %for.body.1.us.us.epil377, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa
  %.139.us.7.us.7.lcssa = phi i64 [ %.139.us.7.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.us.7.epil, %for.body.1.us.us.epil377 ]
  %scevgep461.us.7.lcssa = phi i1* [ %scevgep461.us.7.lcssa.ph, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit.unr-lcssa ], [ %scevgep461.us.7.epil, %for.body.1.us.us.epil377 ]
  %311 = bitcast i1* %scevgep461.us.7.lcssa to double*
  br label %for.body.1.us.1.preheader.us.unr-lcssa

for.body.1.us.1.preheader.us.unr-lcssa:           ; preds = %for.body.1.us.1.preheader.us.unr-lcssa.loopexit, %for.body.1.us.preheader69.us
  %lsr.iv459.us.unr = phi double* [ %.6.i6, %for.body.1.us.preheader69.us ], [ %311, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %loop.index.12.us.us.unr = phi i64 [ 0, %for.body.1.us.preheader69.us ], [ %.139.us.7.us.7.lcssa, %for.body.1.us.1.preheader.us.unr-lcssa.loopexit ]
  %312 = icmp eq i64 %xtraiter71, 0
  br i1 %312, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil.preheader

for.body.1.us.us.epil.preheader:                  ; preds = %for.body.1.us.1.preheader.us.unr-lcssa
  %scevgep1487 = getelementptr double, double* %lsr.iv459.us.unr, i64 %loop.index4.us.us
  %scevgep1495 = getelementptr double, double* %lsr.iv1492, i64 %loop.index.12.us.us.unr
  br label %for.body.1.us.us.epil

for.body.1.us.us.epil:                            ; preds = %for.body.1.us.us.epil, %for.body.1.us.us.epil.preheader
  %lsr.iv1488 = phi double* [ %uglygep15421543, %for.body.1.us.us.epil ], [ %scevgep1487, %for.body.1.us.us.epil.preheader ]
  %lsr.iv678 = phi i64 [ 0, %for.body.1.us.us.epil.preheader ], [ %lsr.iv.next679, %for.body.1.us.us.epil ]
  %313 = bitcast double* %scevgep1495 to i8*
  %lsr.iv14881527 = bitcast double* %lsr.iv1488 to i8*
  %uglygep1499 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep14991500 = bitcast i8* %uglygep1499 to double*
  %scevgep1501 = getelementptr double, double* %uglygep14991500, i64 -4
  %.137.us.us.epil = load double, double* %scevgep1501, align 8
  store double %.137.us.us.epil, double* %lsr.iv1488, align 8
  %uglygep1508 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15081509 = bitcast i8* %uglygep1508 to double*
  %scevgep1510 = getelementptr double, double* %uglygep15081509, i64 -3
  %.137.us.1.us.epil = load double, double* %scevgep1510, align 8
  %uglygep1528 = getelementptr i8, i8* %lsr.iv14881527, i64 %.46
  %uglygep15281529 = bitcast i8* %uglygep1528 to double*
  store double %.137.us.1.us.epil, double* %uglygep15281529, align 8
  %uglygep1515 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15151516 = bitcast i8* %uglygep1515 to double*
  %scevgep1523 = getelementptr double, double* %uglygep15151516, i64 -2
  %.137.us.2.us.epil = load double, double* %scevgep1523, align 8
  %uglygep1530 = getelementptr i8, i8* %uglygep1528, i64 %.46
  %uglygep15301531 = bitcast i8* %uglygep1530 to double*
  store double %.137.us.2.us.epil, double* %uglygep15301531, align 8
  %uglygep1524 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15241525 = bitcast i8* %uglygep1524 to double*
  %scevgep1526 = getelementptr double, double* %uglygep15241525, i64 -1
  %.137.us.3.us.epil = load double, double* %scevgep1526, align 8
  %uglygep1532 = getelementptr i8, i8* %uglygep1530, i64 %.46
  %uglygep15321533 = bitcast i8* %uglygep1532 to double*
  store double %.137.us.3.us.epil, double* %uglygep15321533, align 8
  %uglygep1497 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep14971498 = bitcast i8* %uglygep1497 to double*
  %.137.us.4.us.epil = load double, double* %uglygep14971498, align 8
  %uglygep1534 = getelementptr i8, i8* %uglygep1532, i64 %.46
  %uglygep15341535 = bitcast i8* %uglygep1534 to double*
  store double %.137.us.4.us.epil, double* %uglygep15341535, align 8
  %uglygep1511 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15111512 = bitcast i8* %uglygep1511 to double*
  %scevgep1513 = getelementptr double, double* %uglygep15111512, i64 1
  %.137.us.5.us.epil = load double, double* %scevgep1513, align 8
  %uglygep1536 = getelementptr i8, i8* %uglygep1534, i64 %.46
  %uglygep15361537 = bitcast i8* %uglygep1536 to double*
  store double %.137.us.5.us.epil, double* %uglygep15361537, align 8
  %uglygep1505 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15051506 = bitcast i8* %uglygep1505 to double*
  %scevgep1507 = getelementptr double, double* %uglygep15051506, i64 2
  %.137.us.6.us.epil = load double, double* %scevgep1507, align 8
  %uglygep1538 = getelementptr i8, i8* %uglygep1536, i64 %.46
  %uglygep15381539 = bitcast i8* %uglygep1538 to double*
  store double %.137.us.6.us.epil, double* %uglygep15381539, align 8
  %uglygep1502 = getelementptr i8, i8* %313, i64 %lsr.iv678
  %uglygep15021503 = bitcast i8* %uglygep1502 to double*
  %scevgep1504 = getelementptr double, double* %uglygep15021503, i64 3
  %.137.us.7.us.epil = load double, double* %scevgep1504, align 8
  %uglygep1540 = getelementptr i8, i8* %uglygep1538, i64 %.46
  %uglygep15401541 = bitcast i8* %uglygep1540 to double*
  store double %.137.us.7.us.epil, double* %uglygep15401541, align 8
  %lsr.iv.next679 = add nuw nsw i64 %lsr.iv678, 64
  %epil.iter72.cmp.not = icmp eq i64 %47, %lsr.iv.next679
  %uglygep1542 = getelementptr i8, i8* %uglygep1540, i64 %.46
  %uglygep15421543 = bitcast i8* %uglygep1542 to double*
  br i1 %epil.iter72.cmp.not, label %for.body.1.us.1.preheader.us, label %for.body.1.us.us.epil, !llvm.loop !68

for.body.1.us.1.preheader.us:                     ; preds = %for.body.1.us.us.epil, %for.body.1.us.1.preheader.us.unr-lcssa
  %314 = icmp ult i64 %44, 56
  br i1 %314, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader

for.body.1.us.1.us.preheader:                     ; preds = %for.body.1.us.1.preheader.us
  %315 = icmp eq i64 %48, 0
  br i1 %315, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us.preheader1177

for.body.1.us.1.us.preheader1177:                 ; preds = %for.body.1.us.1.us.preheader
  br label %for.body.1.us.1.us

for.body.1.us.1.us:                               ; preds = %for.body.1.us.1.us.preheader1177, %for.body.1.us.1.us
  %lsr.iv686.us = phi i64 [ %lsr.iv.next687.us.7.1, %for.body.1.us.1.us ], [ %lsr.iv684.us, %for.body.1.us.1.us.preheader1177 ]
  %loop.index.12.us.1.us = phi i64 [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader1177 ]
  %niter418 = phi i64 [ %niter418.next.1, %for.body.1.us.1.us ], [ 0, %for.body.1.us.1.us.preheader1177 ]
  %316 = bitcast double* %.6.i6 to i8*
  %scevgep872 = getelementptr double, double* %lsr.iv677.us, i64 %loop.index.12.us.1.us
  %uglygep744 = getelementptr i8, i8* %316, i64 %lsr.iv686.us
  %uglygep744745 = bitcast i8* %uglygep744 to double*
  %.137.us.167.us = load double, double* %scevgep872, align 8
  store double %.137.us.167.us, double* %uglygep744745, align 8
  %sunkaddr2487 = mul i64 %loop.index.12.us.1.us, 8
  %317 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2488 = getelementptr i8, i8* %317, i64 %sunkaddr2487
  %sunkaddr2489 = getelementptr i8, i8* %sunkaddr2488, i64 8
  %318 = bitcast i8* %sunkaddr2489 to double*
  %.137.us.1.1.us = load double, double* %318, align 8
  %uglygep875 = getelementptr i8, i8* %uglygep744, i64 %.46
  %uglygep875876 = bitcast i8* %uglygep875 to double*
  store double %.137.us.1.1.us, double* %uglygep875876, align 8
  %sunkaddr2490 = mul i64 %loop.index.12.us.1.us, 8
  %319 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2491 = getelementptr i8, i8* %319, i64 %sunkaddr2490
  %sunkaddr2492 = getelementptr i8, i8* %sunkaddr2491, i64 16
  %320 = bitcast i8* %sunkaddr2492 to double*
  %.137.us.2.1.us = load double, double* %320, align 8
  %uglygep877 = getelementptr i8, i8* %uglygep875, i64 %.46
  %uglygep877878 = bitcast i8* %uglygep877 to double*
  store double %.137.us.2.1.us, double* %uglygep877878, align 8
  %sunkaddr2493 = mul i64 %loop.index.12.us.1.us, 8
  %321 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2494 = getelementptr i8, i8* %321, i64 %sunkaddr2493
  %sunkaddr2495 = getelementptr i8, i8* %sunkaddr2494, i64 24
  %322 = bitcast i8* %sunkaddr2495 to double*
  %.137.us.3.1.us = load double, double* %322, align 8
  %uglygep879 = getelementptr i8, i8* %uglygep877, i64 %.46
  %uglygep879880 = bitcast i8* %uglygep879 to double*
  store double %.137.us.3.1.us, double* %uglygep879880, align 8
  %sunkaddr2496 = mul i64 %loop.index.12.us.1.us, 8
  %323 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2497 = getelementptr i8, i8* %323, i64 %sunkaddr2496
  %sunkaddr2498 = getelementptr i8, i8* %sunkaddr2497, i64 32
  %324 = bitcast i8* %sunkaddr2498 to double*
  %.137.us.4.1.us = load double, double* %324, align 8
  %uglygep881 = getelementptr i8, i8* %uglygep879, i64 %.46
  %uglygep881882 = bitcast i8* %uglygep881 to double*
  store double %.137.us.4.1.us, double* %uglygep881882, align 8
  %sunkaddr2499 = mul i64 %loop.index.12.us.1.us, 8
  %325 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2500 = getelementptr i8, i8* %325, i64 %sunkaddr2499
  %sunkaddr2501 = getelementptr i8, i8* %sunkaddr2500, i64 40
  %326 = bitcast i8* %sunkaddr2501 to double*
  %.137.us.5.1.us = load double, double* %326, align 8
  %uglygep883 = getelementptr i8, i8* %uglygep881, i64 %.46
  %uglygep883884 = bitcast i8* %uglygep883 to double*
  store double %.137.us.5.1.us, double* %uglygep883884, align 8
  %sunkaddr2502 = mul i64 %loop.index.12.us.1.us, 8
  %327 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2503 = getelementptr i8, i8* %327, i64 %sunkaddr2502
  %sunkaddr2504 = getelementptr i8, i8* %sunkaddr2503, i64 48
  %328 = bitcast i8* %sunkaddr2504 to double*
  %.137.us.6.1.us = load double, double* %328, align 8
  %uglygep885 = getelementptr i8, i8* %uglygep883, i64 %.46
  %uglygep885886 = bitcast i8* %uglygep885 to double*
  store double %.137.us.6.1.us, double* %uglygep885886, align 8
  %sunkaddr2505 = mul i64 %loop.index.12.us.1.us, 8
  %329 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2506 = getelementptr i8, i8* %329, i64 %sunkaddr2505
  %sunkaddr2507 = getelementptr i8, i8* %sunkaddr2506, i64 56
  %330 = bitcast i8* %sunkaddr2507 to double*
  %.137.us.7.1.us = load double, double* %330, align 8
  %uglygep887 = getelementptr i8, i8* %uglygep885, i64 %.46
  %uglygep887888 = bitcast i8* %uglygep887 to double*
  store double %.137.us.7.1.us, double* %uglygep887888, align 8
  %sunkaddr2508 = mul i64 %loop.index.12.us.1.us, 8
  %331 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2509 = getelementptr i8, i8* %331, i64 %sunkaddr2508
  %sunkaddr2510 = getelementptr i8, i8* %sunkaddr2509, i64 64
  %332 = bitcast i8* %sunkaddr2510 to double*
  %.137.us.167.us.1 = load double, double* %332, align 8
  %uglygep889 = getelementptr i8, i8* %uglygep887, i64 %.46
  %uglygep889890 = bitcast i8* %uglygep889 to double*
  store double %.137.us.167.us.1, double* %uglygep889890, align 8
  %sunkaddr2511 = mul i64 %loop.index.12.us.1.us, 8
  %333 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2512 = getelementptr i8, i8* %333, i64 %sunkaddr2511
  %sunkaddr2513 = getelementptr i8, i8* %sunkaddr2512, i64 72
  %334 = bitcast i8* %sunkaddr2513 to double*
  %.137.us.1.1.us.1 = load double, double* %334, align 8
  %uglygep891 = getelementptr i8, i8* %uglygep889, i64 %.46
  %uglygep891892 = bitcast i8* %uglygep891 to double*
  store double %.137.us.1.1.us.1, double* %uglygep891892, align 8
  %sunkaddr2514 = mul i64 %loop.index.12.us.1.us, 8
  %335 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2515 = getelementptr i8, i8* %335, i64 %sunkaddr2514
  %sunkaddr2516 = getelementptr i8, i8* %sunkaddr2515, i64 80
  %336 = bitcast i8* %sunkaddr2516 to double*
  %.137.us.2.1.us.1 = load double, double* %336, align 8
  %uglygep893 = getelementptr i8, i8* %uglygep891, i64 %.46
  %uglygep893894 = bitcast i8* %uglygep893 to double*
  store double %.137.us.2.1.us.1, double* %uglygep893894, align 8
  %sunkaddr2517 = mul i64 %loop.index.12.us.1.us, 8
  %337 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2518 = getelementptr i8, i8* %337, i64 %sunkaddr2517
  %sunkaddr2519 = getelementptr i8, i8* %sunkaddr2518, i64 88
  %338 = bitcast i8* %sunkaddr2519 to double*
  %.137.us.3.1.us.1 = load double, double* %338, align 8
  %uglygep895 = getelementptr i8, i8* %uglygep893, i64 %.46
  %uglygep895896 = bitcast i8* %uglygep895 to double*
  store double %.137.us.3.1.us.1, double* %uglygep895896, align 8
  %sunkaddr2520 = mul i64 %loop.index.12.us.1.us, 8
  %339 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2521 = getelementptr i8, i8* %339, i64 %sunkaddr2520
  %sunkaddr2522 = getelementptr i8, i8* %sunkaddr2521, i64 96
  %340 = bitcast i8* %sunkaddr2522 to double*
  %.137.us.4.1.us.1 = load double, double* %340, align 8
  %uglygep897 = getelementptr i8, i8* %uglygep895, i64 %.46
  %uglygep897898 = bitcast i8* %uglygep897 to double*
  store double %.137.us.4.1.us.1, double* %uglygep897898, align 8
  %sunkaddr2523 = mul i64 %loop.index.12.us.1.us, 8
  %341 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2524 = getelementptr i8, i8* %341, i64 %sunkaddr2523
  %sunkaddr2525 = getelementptr i8, i8* %sunkaddr2524, i64 104
  %342 = bitcast i8* %sunkaddr2525 to double*
  %.137.us.5.1.us.1 = load double, double* %342, align 8
  %uglygep899 = getelementptr i8, i8* %uglygep897, i64 %.46
  %uglygep899900 = bitcast i8* %uglygep899 to double*
  store double %.137.us.5.1.us.1, double* %uglygep899900, align 8
  %sunkaddr2526 = mul i64 %loop.index.12.us.1.us, 8
  %343 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2527 = getelementptr i8, i8* %343, i64 %sunkaddr2526
  %sunkaddr2528 = getelementptr i8, i8* %sunkaddr2527, i64 112
  %344 = bitcast i8* %sunkaddr2528 to double*
  %.137.us.6.1.us.1 = load double, double* %344, align 8
  %uglygep901 = getelementptr i8, i8* %uglygep899, i64 %.46
  %uglygep901902 = bitcast i8* %uglygep901 to double*
  store double %.137.us.6.1.us.1, double* %uglygep901902, align 8
  %sunkaddr2529 = mul i64 %loop.index.12.us.1.us, 8
  %345 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2530 = getelementptr i8, i8* %345, i64 %sunkaddr2529
  %sunkaddr2531 = getelementptr i8, i8* %sunkaddr2530, i64 120
  %346 = bitcast i8* %sunkaddr2531 to double*
  %.137.us.7.1.us.1 = load double, double* %346, align 8
  %uglygep903 = getelementptr i8, i8* %uglygep901, i64 %.46
  %uglygep903904 = bitcast i8* %uglygep903 to double*
  store double %.137.us.7.1.us.1, double* %uglygep903904, align 8
  %sunkaddr2532 = mul i64 %loop.index.12.us.1.us, 8
  %347 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2533 = getelementptr i8, i8* %347, i64 %sunkaddr2532
  %sunkaddr2534 = getelementptr i8, i8* %sunkaddr2533, i64 128
  %348 = bitcast i8* %sunkaddr2534 to double*
  %.137.us.167.us.2 = load double, double* %348, align 8
  %uglygep905 = getelementptr i8, i8* %uglygep903, i64 %.46
  %uglygep905906 = bitcast i8* %uglygep905 to double*
  store double %.137.us.167.us.2, double* %uglygep905906, align 8
  %sunkaddr2535 = mul i64 %loop.index.12.us.1.us, 8
  %349 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2536 = getelementptr i8, i8* %349, i64 %sunkaddr2535
  %sunkaddr2537 = getelementptr i8, i8* %sunkaddr2536, i64 136
  %350 = bitcast i8* %sunkaddr2537 to double*
  %.137.us.1.1.us.2 = load double, double* %350, align 8
  %uglygep907 = getelementptr i8, i8* %uglygep905, i64 %.46
  %uglygep907908 = bitcast i8* %uglygep907 to double*
  store double %.137.us.1.1.us.2, double* %uglygep907908, align 8
  %sunkaddr2538 = mul i64 %loop.index.12.us.1.us, 8
  %351 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2539 = getelementptr i8, i8* %351, i64 %sunkaddr2538
  %sunkaddr2540 = getelementptr i8, i8* %sunkaddr2539, i64 144
  %352 = bitcast i8* %sunkaddr2540 to double*
  %.137.us.2.1.us.2 = load double, double* %352, align 8
  %uglygep909 = getelementptr i8, i8* %uglygep907, i64 %.46
  %uglygep909910 = bitcast i8* %uglygep909 to double*
  store double %.137.us.2.1.us.2, double* %uglygep909910, align 8
  %sunkaddr2541 = mul i64 %loop.index.12.us.1.us, 8
  %353 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2542 = getelementptr i8, i8* %353, i64 %sunkaddr2541
  %sunkaddr2543 = getelementptr i8, i8* %sunkaddr2542, i64 152
  %354 = bitcast i8* %sunkaddr2543 to double*
  %.137.us.3.1.us.2 = load double, double* %354, align 8
  %uglygep911 = getelementptr i8, i8* %uglygep909, i64 %.46
  %uglygep911912 = bitcast i8* %uglygep911 to double*
  store double %.137.us.3.1.us.2, double* %uglygep911912, align 8
  %sunkaddr2544 = mul i64 %loop.index.12.us.1.us, 8
  %355 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2545 = getelementptr i8, i8* %355, i64 %sunkaddr2544
  %sunkaddr2546 = getelementptr i8, i8* %sunkaddr2545, i64 160
  %356 = bitcast i8* %sunkaddr2546 to double*
  %.137.us.4.1.us.2 = load double, double* %356, align 8
  %uglygep913 = getelementptr i8, i8* %uglygep911, i64 %.46
  %uglygep913914 = bitcast i8* %uglygep913 to double*
  store double %.137.us.4.1.us.2, double* %uglygep913914, align 8
  %sunkaddr2547 = mul i64 %loop.index.12.us.1.us, 8
  %357 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2548 = getelementptr i8, i8* %357, i64 %sunkaddr2547
  %sunkaddr2549 = getelementptr i8, i8* %sunkaddr2548, i64 168
  %358 = bitcast i8* %sunkaddr2549 to double*
  %.137.us.5.1.us.2 = load double, double* %358, align 8
  %uglygep915 = getelementptr i8, i8* %uglygep913, i64 %.46
  %uglygep915916 = bitcast i8* %uglygep915 to double*
  store double %.137.us.5.1.us.2, double* %uglygep915916, align 8
  %sunkaddr2550 = mul i64 %loop.index.12.us.1.us, 8
  %359 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2551 = getelementptr i8, i8* %359, i64 %sunkaddr2550
  %sunkaddr2552 = getelementptr i8, i8* %sunkaddr2551, i64 176
  %360 = bitcast i8* %sunkaddr2552 to double*
  %.137.us.6.1.us.2 = load double, double* %360, align 8
  %uglygep917 = getelementptr i8, i8* %uglygep915, i64 %.46
  %uglygep917918 = bitcast i8* %uglygep917 to double*
  store double %.137.us.6.1.us.2, double* %uglygep917918, align 8
  %sunkaddr2553 = mul i64 %loop.index.12.us.1.us, 8
  %361 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2554 = getelementptr i8, i8* %361, i64 %sunkaddr2553
  %sunkaddr2555 = getelementptr i8, i8* %sunkaddr2554, i64 184
  %362 = bitcast i8* %sunkaddr2555 to double*
  %.137.us.7.1.us.2 = load double, double* %362, align 8
  %uglygep919 = getelementptr i8, i8* %uglygep917, i64 %.46
  %uglygep919920 = bitcast i8* %uglygep919 to double*
  store double %.137.us.7.1.us.2, double* %uglygep919920, align 8
  %sunkaddr2556 = mul i64 %loop.index.12.us.1.us, 8
  %363 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2557 = getelementptr i8, i8* %363, i64 %sunkaddr2556
  %sunkaddr2558 = getelementptr i8, i8* %sunkaddr2557, i64 192
  %364 = bitcast i8* %sunkaddr2558 to double*
  %.137.us.167.us.3 = load double, double* %364, align 8
  %uglygep921 = getelementptr i8, i8* %uglygep919, i64 %.46
  %uglygep921922 = bitcast i8* %uglygep921 to double*
  store double %.137.us.167.us.3, double* %uglygep921922, align 8
  %sunkaddr2559 = mul i64 %loop.index.12.us.1.us, 8
  %365 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2560 = getelementptr i8, i8* %365, i64 %sunkaddr2559
  %sunkaddr2561 = getelementptr i8, i8* %sunkaddr2560, i64 200
  %366 = bitcast i8* %sunkaddr2561 to double*
  %.137.us.1.1.us.3 = load double, double* %366, align 8
  %uglygep923 = getelementptr i8, i8* %uglygep921, i64 %.46
  %uglygep923924 = bitcast i8* %uglygep923 to double*
  store double %.137.us.1.1.us.3, double* %uglygep923924, align 8
  %sunkaddr2562 = mul i64 %loop.index.12.us.1.us, 8
  %367 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2563 = getelementptr i8, i8* %367, i64 %sunkaddr2562
  %sunkaddr2564 = getelementptr i8, i8* %sunkaddr2563, i64 208
  %368 = bitcast i8* %sunkaddr2564 to double*
  %.137.us.2.1.us.3 = load double, double* %368, align 8
  %uglygep925 = getelementptr i8, i8* %uglygep923, i64 %.46
  %uglygep925926 = bitcast i8* %uglygep925 to double*
  store double %.137.us.2.1.us.3, double* %uglygep925926, align 8
  %sunkaddr2565 = mul i64 %loop.index.12.us.1.us, 8
  %369 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2566 = getelementptr i8, i8* %369, i64 %sunkaddr2565
  %sunkaddr2567 = getelementptr i8, i8* %sunkaddr2566, i64 216
  %370 = bitcast i8* %sunkaddr2567 to double*
  %.137.us.3.1.us.3 = load double, double* %370, align 8
  %uglygep927 = getelementptr i8, i8* %uglygep925, i64 %.46
  %uglygep927928 = bitcast i8* %uglygep927 to double*
  store double %.137.us.3.1.us.3, double* %uglygep927928, align 8
  %sunkaddr2568 = mul i64 %loop.index.12.us.1.us, 8
  %371 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2569 = getelementptr i8, i8* %371, i64 %sunkaddr2568
  %sunkaddr2570 = getelementptr i8, i8* %sunkaddr2569, i64 224
  %372 = bitcast i8* %sunkaddr2570 to double*
  %.137.us.4.1.us.3 = load double, double* %372, align 8
  %uglygep929 = getelementptr i8, i8* %uglygep927, i64 %.46
  %uglygep929930 = bitcast i8* %uglygep929 to double*
  store double %.137.us.4.1.us.3, double* %uglygep929930, align 8
  %sunkaddr2571 = mul i64 %loop.index.12.us.1.us, 8
  %373 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2572 = getelementptr i8, i8* %373, i64 %sunkaddr2571
  %sunkaddr2573 = getelementptr i8, i8* %sunkaddr2572, i64 232
  %374 = bitcast i8* %sunkaddr2573 to double*
  %.137.us.5.1.us.3 = load double, double* %374, align 8
  %uglygep931 = getelementptr i8, i8* %uglygep929, i64 %.46
  %uglygep931932 = bitcast i8* %uglygep931 to double*
  store double %.137.us.5.1.us.3, double* %uglygep931932, align 8
  %sunkaddr2574 = mul i64 %loop.index.12.us.1.us, 8
  %375 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2575 = getelementptr i8, i8* %375, i64 %sunkaddr2574
  %sunkaddr2576 = getelementptr i8, i8* %sunkaddr2575, i64 240
  %376 = bitcast i8* %sunkaddr2576 to double*
  %.137.us.6.1.us.3 = load double, double* %376, align 8
  %uglygep933 = getelementptr i8, i8* %uglygep931, i64 %.46
  %uglygep933934 = bitcast i8* %uglygep933 to double*
  store double %.137.us.6.1.us.3, double* %uglygep933934, align 8
  %sunkaddr2577 = mul i64 %loop.index.12.us.1.us, 8
  %377 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2578 = getelementptr i8, i8* %377, i64 %sunkaddr2577
  %sunkaddr2579 = getelementptr i8, i8* %sunkaddr2578, i64 248
  %378 = bitcast i8* %sunkaddr2579 to double*
  %.137.us.7.1.us.3 = load double, double* %378, align 8
  %uglygep935 = getelementptr i8, i8* %uglygep933, i64 %.46
  %uglygep935936 = bitcast i8* %uglygep935 to double*
  store double %.137.us.7.1.us.3, double* %uglygep935936, align 8
  %sunkaddr2580 = mul i64 %loop.index.12.us.1.us, 8
  %379 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2581 = getelementptr i8, i8* %379, i64 %sunkaddr2580
  %sunkaddr2582 = getelementptr i8, i8* %sunkaddr2581, i64 256
  %380 = bitcast i8* %sunkaddr2582 to double*
  %.137.us.167.us.4 = load double, double* %380, align 8
  %uglygep937 = getelementptr i8, i8* %uglygep935, i64 %.46
  %uglygep937938 = bitcast i8* %uglygep937 to double*
  store double %.137.us.167.us.4, double* %uglygep937938, align 8
  %sunkaddr2583 = mul i64 %loop.index.12.us.1.us, 8
  %381 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2584 = getelementptr i8, i8* %381, i64 %sunkaddr2583
  %sunkaddr2585 = getelementptr i8, i8* %sunkaddr2584, i64 264
  %382 = bitcast i8* %sunkaddr2585 to double*
  %.137.us.1.1.us.4 = load double, double* %382, align 8
  %uglygep939 = getelementptr i8, i8* %uglygep937, i64 %.46
  %uglygep939940 = bitcast i8* %uglygep939 to double*
  store double %.137.us.1.1.us.4, double* %uglygep939940, align 8
  %sunkaddr2586 = mul i64 %loop.index.12.us.1.us, 8
  %383 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2587 = getelementptr i8, i8* %383, i64 %sunkaddr2586
  %sunkaddr2588 = getelementptr i8, i8* %sunkaddr2587, i64 272
  %384 = bitcast i8* %sunkaddr2588 to double*
  %.137.us.2.1.us.4 = load double, double* %384, align 8
  %uglygep941 = getelementptr i8, i8* %uglygep939, i64 %.46
  %uglygep941942 = bitcast i8* %uglygep941 to double*
  store double %.137.us.2.1.us.4, double* %uglygep941942, align 8
  %sunkaddr2589 = mul i64 %loop.index.12.us.1.us, 8
  %385 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2590 = getelementptr i8, i8* %385, i64 %sunkaddr2589
  %sunkaddr2591 = getelementptr i8, i8* %sunkaddr2590, i64 280
  %386 = bitcast i8* %sunkaddr2591 to double*
  %.137.us.3.1.us.4 = load double, double* %386, align 8
  %uglygep943 = getelementptr i8, i8* %uglygep941, i64 %.46
  %uglygep943944 = bitcast i8* %uglygep943 to double*
  store double %.137.us.3.1.us.4, double* %uglygep943944, align 8
  %sunkaddr2592 = mul i64 %loop.index.12.us.1.us, 8
  %387 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2593 = getelementptr i8, i8* %387, i64 %sunkaddr2592
  %sunkaddr2594 = getelementptr i8, i8* %sunkaddr2593, i64 288
  %388 = bitcast i8* %sunkaddr2594 to double*
  %.137.us.4.1.us.4 = load double, double* %388, align 8
  %uglygep945 = getelementptr i8, i8* %uglygep943, i64 %.46
  %uglygep945946 = bitcast i8* %uglygep945 to double*
  store double %.137.us.4.1.us.4, double* %uglygep945946, align 8
  %sunkaddr2595 = mul i64 %loop.index.12.us.1.us, 8
  %389 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2596 = getelementptr i8, i8* %389, i64 %sunkaddr2595
  %sunkaddr2597 = getelementptr i8, i8* %sunkaddr2596, i64 296
  %390 = bitcast i8* %sunkaddr2597 to double*
  %.137.us.5.1.us.4 = load double, double* %390, align 8
  %uglygep947 = getelementptr i8, i8* %uglygep945, i64 %.46
  %uglygep947948 = bitcast i8* %uglygep947 to double*
  store double %.137.us.5.1.us.4, double* %uglygep947948, align 8
  %sunkaddr2598 = mul i64 %loop.index.12.us.1.us, 8
  %391 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2599 = getelementptr i8, i8* %391, i64 %sunkaddr2598
  %sunkaddr2600 = getelementptr i8, i8* %sunkaddr2599, i64 304
  %392 = bitcast i8* %sunkaddr2600 to double*
  %.137.us.6.1.us.4 = load double, double* %392, align 8
  %uglygep949 = getelementptr i8, i8* %uglygep947, i64 %.46
  %uglygep949950 = bitcast i8* %uglygep949 to double*
  store double %.137.us.6.1.us.4, double* %uglygep949950, align 8
  %sunkaddr2601 = mul i64 %loop.index.12.us.1.us, 8
  %393 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2602 = getelementptr i8, i8* %393, i64 %sunkaddr2601
  %sunkaddr2603 = getelementptr i8, i8* %sunkaddr2602, i64 312
  %394 = bitcast i8* %sunkaddr2603 to double*
  %.137.us.7.1.us.4 = load double, double* %394, align 8
  %uglygep951 = getelementptr i8, i8* %uglygep949, i64 %.46
  %uglygep951952 = bitcast i8* %uglygep951 to double*
  store double %.137.us.7.1.us.4, double* %uglygep951952, align 8
  %sunkaddr2604 = mul i64 %loop.index.12.us.1.us, 8
  %395 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2605 = getelementptr i8, i8* %395, i64 %sunkaddr2604
  %sunkaddr2606 = getelementptr i8, i8* %sunkaddr2605, i64 320
  %396 = bitcast i8* %sunkaddr2606 to double*
  %.137.us.167.us.5 = load double, double* %396, align 8
  %uglygep953 = getelementptr i8, i8* %uglygep951, i64 %.46
  %uglygep953954 = bitcast i8* %uglygep953 to double*
  store double %.137.us.167.us.5, double* %uglygep953954, align 8
  %sunkaddr2607 = mul i64 %loop.index.12.us.1.us, 8
  %397 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2608 = getelementptr i8, i8* %397, i64 %sunkaddr2607
  %sunkaddr2609 = getelementptr i8, i8* %sunkaddr2608, i64 328
  %398 = bitcast i8* %sunkaddr2609 to double*
  %.137.us.1.1.us.5 = load double, double* %398, align 8
  %uglygep955 = getelementptr i8, i8* %uglygep953, i64 %.46
  %uglygep955956 = bitcast i8* %uglygep955 to double*
  store double %.137.us.1.1.us.5, double* %uglygep955956, align 8
  %sunkaddr2610 = mul i64 %loop.index.12.us.1.us, 8
  %399 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2611 = getelementptr i8, i8* %399, i64 %sunkaddr2610
  %sunkaddr2612 = getelementptr i8, i8* %sunkaddr2611, i64 336
  %400 = bitcast i8* %sunkaddr2612 to double*
  %.137.us.2.1.us.5 = load double, double* %400, align 8
  %uglygep957 = getelementptr i8, i8* %uglygep955, i64 %.46
  %uglygep957958 = bitcast i8* %uglygep957 to double*
  store double %.137.us.2.1.us.5, double* %uglygep957958, align 8
  %sunkaddr2613 = mul i64 %loop.index.12.us.1.us, 8
  %401 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2614 = getelementptr i8, i8* %401, i64 %sunkaddr2613
  %sunkaddr2615 = getelementptr i8, i8* %sunkaddr2614, i64 344
  %402 = bitcast i8* %sunkaddr2615 to double*
  %.137.us.3.1.us.5 = load double, double* %402, align 8
  %uglygep959 = getelementptr i8, i8* %uglygep957, i64 %.46
  %uglygep959960 = bitcast i8* %uglygep959 to double*
  store double %.137.us.3.1.us.5, double* %uglygep959960, align 8
  %sunkaddr2616 = mul i64 %loop.index.12.us.1.us, 8
  %403 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2617 = getelementptr i8, i8* %403, i64 %sunkaddr2616
  %sunkaddr2618 = getelementptr i8, i8* %sunkaddr2617, i64 352
  %404 = bitcast i8* %sunkaddr2618 to double*
  %.137.us.4.1.us.5 = load double, double* %404, align 8
  %uglygep961 = getelementptr i8, i8* %uglygep959, i64 %.46
  %uglygep961962 = bitcast i8* %uglygep961 to double*
  store double %.137.us.4.1.us.5, double* %uglygep961962, align 8
  %sunkaddr2619 = mul i64 %loop.index.12.us.1.us, 8
  %405 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2620 = getelementptr i8, i8* %405, i64 %sunkaddr2619
  %sunkaddr2621 = getelementptr i8, i8* %sunkaddr2620, i64 360
  %406 = bitcast i8* %sunkaddr2621 to double*
  %.137.us.5.1.us.5 = load double, double* %406, align 8
  %uglygep963 = getelementptr i8, i8* %uglygep961, i64 %.46
  %uglygep963964 = bitcast i8* %uglygep963 to double*
  store double %.137.us.5.1.us.5, double* %uglygep963964, align 8
  %sunkaddr2622 = mul i64 %loop.index.12.us.1.us, 8
  %407 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2623 = getelementptr i8, i8* %407, i64 %sunkaddr2622
  %sunkaddr2624 = getelementptr i8, i8* %sunkaddr2623, i64 368
  %408 = bitcast i8* %sunkaddr2624 to double*
  %.137.us.6.1.us.5 = load double, double* %408, align 8
  %uglygep965 = getelementptr i8, i8* %uglygep963, i64 %.46
  %uglygep965966 = bitcast i8* %uglygep965 to double*
  store double %.137.us.6.1.us.5, double* %uglygep965966, align 8
  %sunkaddr2625 = mul i64 %loop.index.12.us.1.us, 8
  %409 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2626 = getelementptr i8, i8* %409, i64 %sunkaddr2625
  %sunkaddr2627 = getelementptr i8, i8* %sunkaddr2626, i64 376
  %410 = bitcast i8* %sunkaddr2627 to double*
  %.137.us.7.1.us.5 = load double, double* %410, align 8
  %uglygep967 = getelementptr i8, i8* %uglygep965, i64 %.46
  %uglygep967968 = bitcast i8* %uglygep967 to double*
  store double %.137.us.7.1.us.5, double* %uglygep967968, align 8
  %sunkaddr2628 = mul i64 %loop.index.12.us.1.us, 8
  %411 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2629 = getelementptr i8, i8* %411, i64 %sunkaddr2628
  %sunkaddr2630 = getelementptr i8, i8* %sunkaddr2629, i64 384
  %412 = bitcast i8* %sunkaddr2630 to double*
  %.137.us.167.us.6 = load double, double* %412, align 8
  %uglygep969 = getelementptr i8, i8* %uglygep967, i64 %.46
  %uglygep969970 = bitcast i8* %uglygep969 to double*
  store double %.137.us.167.us.6, double* %uglygep969970, align 8
  %sunkaddr2631 = mul i64 %loop.index.12.us.1.us, 8
  %413 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2632 = getelementptr i8, i8* %413, i64 %sunkaddr2631
  %sunkaddr2633 = getelementptr i8, i8* %sunkaddr2632, i64 392
  %414 = bitcast i8* %sunkaddr2633 to double*
  %.137.us.1.1.us.6 = load double, double* %414, align 8
  %uglygep971 = getelementptr i8, i8* %uglygep969, i64 %.46
  %uglygep971972 = bitcast i8* %uglygep971 to double*
  store double %.137.us.1.1.us.6, double* %uglygep971972, align 8
  %sunkaddr2634 = mul i64 %loop.index.12.us.1.us, 8
  %415 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2635 = getelementptr i8, i8* %415, i64 %sunkaddr2634
  %sunkaddr2636 = getelementptr i8, i8* %sunkaddr2635, i64 400
  %416 = bitcast i8* %sunkaddr2636 to double*
  %.137.us.2.1.us.6 = load double, double* %416, align 8
  %uglygep973 = getelementptr i8, i8* %uglygep971, i64 %.46
  %uglygep973974 = bitcast i8* %uglygep973 to double*
  store double %.137.us.2.1.us.6, double* %uglygep973974, align 8
  %sunkaddr2637 = mul i64 %loop.index.12.us.1.us, 8
  %417 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2638 = getelementptr i8, i8* %417, i64 %sunkaddr2637
  %sunkaddr2639 = getelementptr i8, i8* %sunkaddr2638, i64 408
  %418 = bitcast i8* %sunkaddr2639 to double*
  %.137.us.3.1.us.6 = load double, double* %418, align 8
  %uglygep975 = getelementptr i8, i8* %uglygep973, i64 %.46
  %uglygep975976 = bitcast i8* %uglygep975 to double*
  store double %.137.us.3.1.us.6, double* %uglygep975976, align 8
  %sunkaddr2640 = mul i64 %loop.index.12.us.1.us, 8
  %419 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2641 = getelementptr i8, i8* %419, i64 %sunkaddr2640
  %sunkaddr2642 = getelementptr i8, i8* %sunkaddr2641, i64 416
  %420 = bitcast i8* %sunkaddr2642 to double*
  %.137.us.4.1.us.6 = load double, double* %420, align 8
  %uglygep977 = getelementptr i8, i8* %uglygep975, i64 %.46
  %uglygep977978 = bitcast i8* %uglygep977 to double*
  store double %.137.us.4.1.us.6, double* %uglygep977978, align 8
  %sunkaddr2643 = mul i64 %loop.index.12.us.1.us, 8
  %421 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2644 = getelementptr i8, i8* %421, i64 %sunkaddr2643
  %sunkaddr2645 = getelementptr i8, i8* %sunkaddr2644, i64 424
  %422 = bitcast i8* %sunkaddr2645 to double*
  %.137.us.5.1.us.6 = load double, double* %422, align 8
  %uglygep979 = getelementptr i8, i8* %uglygep977, i64 %.46
  %uglygep979980 = bitcast i8* %uglygep979 to double*
  store double %.137.us.5.1.us.6, double* %uglygep979980, align 8
  %sunkaddr2646 = mul i64 %loop.index.12.us.1.us, 8
  %423 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2647 = getelementptr i8, i8* %423, i64 %sunkaddr2646
  %sunkaddr2648 = getelementptr i8, i8* %sunkaddr2647, i64 432
  %424 = bitcast i8* %sunkaddr2648 to double*
  %.137.us.6.1.us.6 = load double, double* %424, align 8
  %uglygep981 = getelementptr i8, i8* %uglygep979, i64 %.46
  %uglygep981982 = bitcast i8* %uglygep981 to double*
  store double %.137.us.6.1.us.6, double* %uglygep981982, align 8
  %sunkaddr2649 = mul i64 %loop.index.12.us.1.us, 8
  %425 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2650 = getelementptr i8, i8* %425, i64 %sunkaddr2649
  %sunkaddr2651 = getelementptr i8, i8* %sunkaddr2650, i64 440
  %426 = bitcast i8* %sunkaddr2651 to double*
  %.137.us.7.1.us.6 = load double, double* %426, align 8
  %uglygep983 = getelementptr i8, i8* %uglygep981, i64 %.46
  %uglygep983984 = bitcast i8* %uglygep983 to double*
  store double %.137.us.7.1.us.6, double* %uglygep983984, align 8
  %sunkaddr2652 = mul i64 %loop.index.12.us.1.us, 8
  %427 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2653 = getelementptr i8, i8* %427, i64 %sunkaddr2652
  %sunkaddr2654 = getelementptr i8, i8* %sunkaddr2653, i64 448
  %428 = bitcast i8* %sunkaddr2654 to double*
  %.137.us.167.us.7 = load double, double* %428, align 8
  %uglygep985 = getelementptr i8, i8* %uglygep983, i64 %.46
  %uglygep985986 = bitcast i8* %uglygep985 to double*
  store double %.137.us.167.us.7, double* %uglygep985986, align 8
  %sunkaddr2655 = mul i64 %loop.index.12.us.1.us, 8
  %429 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2656 = getelementptr i8, i8* %429, i64 %sunkaddr2655
  %sunkaddr2657 = getelementptr i8, i8* %sunkaddr2656, i64 456
  %430 = bitcast i8* %sunkaddr2657 to double*
  %.137.us.1.1.us.7 = load double, double* %430, align 8
  %uglygep987 = getelementptr i8, i8* %uglygep985, i64 %.46
  %uglygep987988 = bitcast i8* %uglygep987 to double*
  store double %.137.us.1.1.us.7, double* %uglygep987988, align 8
  %sunkaddr2658 = mul i64 %loop.index.12.us.1.us, 8
  %431 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2659 = getelementptr i8, i8* %431, i64 %sunkaddr2658
  %sunkaddr2660 = getelementptr i8, i8* %sunkaddr2659, i64 464
  %432 = bitcast i8* %sunkaddr2660 to double*
  %.137.us.2.1.us.7 = load double, double* %432, align 8
  %uglygep989 = getelementptr i8, i8* %uglygep987, i64 %.46
  %uglygep989990 = bitcast i8* %uglygep989 to double*
  store double %.137.us.2.1.us.7, double* %uglygep989990, align 8
  %sunkaddr2661 = mul i64 %loop.index.12.us.1.us, 8
  %433 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2662 = getelementptr i8, i8* %433, i64 %sunkaddr2661
  %sunkaddr2663 = getelementptr i8, i8* %sunkaddr2662, i64 472
  %434 = bitcast i8* %sunkaddr2663 to double*
  %.137.us.3.1.us.7 = load double, double* %434, align 8
  %uglygep991 = getelementptr i8, i8* %uglygep989, i64 %.46
  %uglygep991992 = bitcast i8* %uglygep991 to double*
  store double %.137.us.3.1.us.7, double* %uglygep991992, align 8
  %sunkaddr2664 = mul i64 %loop.index.12.us.1.us, 8
  %435 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2665 = getelementptr i8, i8* %435, i64 %sunkaddr2664
  %sunkaddr2666 = getelementptr i8, i8* %sunkaddr2665, i64 480
  %436 = bitcast i8* %sunkaddr2666 to double*
  %.137.us.4.1.us.7 = load double, double* %436, align 8
  %uglygep993 = getelementptr i8, i8* %uglygep991, i64 %.46
  %uglygep993994 = bitcast i8* %uglygep993 to double*
  store double %.137.us.4.1.us.7, double* %uglygep993994, align 8
  %sunkaddr2667 = mul i64 %loop.index.12.us.1.us, 8
  %437 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2668 = getelementptr i8, i8* %437, i64 %sunkaddr2667
  %sunkaddr2669 = getelementptr i8, i8* %sunkaddr2668, i64 488
  %438 = bitcast i8* %sunkaddr2669 to double*
  %.137.us.5.1.us.7 = load double, double* %438, align 8
  %uglygep995 = getelementptr i8, i8* %uglygep993, i64 %.46
  %uglygep995996 = bitcast i8* %uglygep995 to double*
  store double %.137.us.5.1.us.7, double* %uglygep995996, align 8
  %sunkaddr2670 = mul i64 %loop.index.12.us.1.us, 8
  %439 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2671 = getelementptr i8, i8* %439, i64 %sunkaddr2670
  %sunkaddr2672 = getelementptr i8, i8* %sunkaddr2671, i64 496
  %440 = bitcast i8* %sunkaddr2672 to double*
  %.137.us.6.1.us.7 = load double, double* %440, align 8
  %uglygep997 = getelementptr i8, i8* %uglygep995, i64 %.46
  %uglygep997998 = bitcast i8* %uglygep997 to double*
  store double %.137.us.6.1.us.7, double* %uglygep997998, align 8
  %sunkaddr2673 = mul i64 %loop.index.12.us.1.us, 8
  %441 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2674 = getelementptr i8, i8* %441, i64 %sunkaddr2673
  %sunkaddr2675 = getelementptr i8, i8* %sunkaddr2674, i64 504
  %442 = bitcast i8* %sunkaddr2675 to double*
  %.137.us.7.1.us.7 = load double, double* %442, align 8
  %uglygep999 = getelementptr i8, i8* %uglygep997, i64 %.46
  %uglygep9991000 = bitcast i8* %uglygep999 to double*
  store double %.137.us.7.1.us.7, double* %uglygep9991000, align 8
  %.139.us.7.1.us.7 = or i64 %loop.index.12.us.1.us, 64
  %lsr.iv.next687.us.7 = add i64 %lsr.iv686.us, %lsr.iv.next687.us.3
  %scevgep872.1 = getelementptr double, double* %lsr.iv677.us, i64 %.139.us.7.1.us.7
  %uglygep744.1 = getelementptr i8, i8* %316, i64 %lsr.iv.next687.us.7
  %uglygep744745.1 = bitcast i8* %uglygep744.1 to double*
  %.137.us.167.us.1419 = load double, double* %scevgep872.1, align 8
  store double %.137.us.167.us.1419, double* %uglygep744745.1, align 8
  %sunkaddr2676 = mul i64 %.139.us.7.1.us.7, 8
  %443 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2677 = getelementptr i8, i8* %443, i64 %sunkaddr2676
  %sunkaddr2678 = getelementptr i8, i8* %sunkaddr2677, i64 8
  %444 = bitcast i8* %sunkaddr2678 to double*
  %.137.us.1.1.us.1420 = load double, double* %444, align 8
  %uglygep875.1 = getelementptr i8, i8* %uglygep744.1, i64 %.46
  %uglygep875876.1 = bitcast i8* %uglygep875.1 to double*
  store double %.137.us.1.1.us.1420, double* %uglygep875876.1, align 8
  %sunkaddr2679 = mul i64 %.139.us.7.1.us.7, 8
  %445 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2680 = getelementptr i8, i8* %445, i64 %sunkaddr2679
  %sunkaddr2681 = getelementptr i8, i8* %sunkaddr2680, i64 16
  %446 = bitcast i8* %sunkaddr2681 to double*
  %.137.us.2.1.us.1421 = load double, double* %446, align 8
  %uglygep877.1 = getelementptr i8, i8* %uglygep875.1, i64 %.46
  %uglygep877878.1 = bitcast i8* %uglygep877.1 to double*
  store double %.137.us.2.1.us.1421, double* %uglygep877878.1, align 8
  %sunkaddr2682 = mul i64 %.139.us.7.1.us.7, 8
  %447 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2683 = getelementptr i8, i8* %447, i64 %sunkaddr2682
  %sunkaddr2684 = getelementptr i8, i8* %sunkaddr2683, i64 24
  %448 = bitcast i8* %sunkaddr2684 to double*
  %.137.us.3.1.us.1422 = load double, double* %448, align 8
  %uglygep879.1 = getelementptr i8, i8* %uglygep877.1, i64 %.46
  %uglygep879880.1 = bitcast i8* %uglygep879.1 to double*
  store double %.137.us.3.1.us.1422, double* %uglygep879880.1, align 8
  %sunkaddr2685 = mul i64 %.139.us.7.1.us.7, 8
  %449 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2686 = getelementptr i8, i8* %449, i64 %sunkaddr2685
  %sunkaddr2687 = getelementptr i8, i8* %sunkaddr2686, i64 32
  %450 = bitcast i8* %sunkaddr2687 to double*
  %.137.us.4.1.us.1423 = load double, double* %450, align 8
  %uglygep881.1 = getelementptr i8, i8* %uglygep879.1, i64 %.46
  %uglygep881882.1 = bitcast i8* %uglygep881.1 to double*
  store double %.137.us.4.1.us.1423, double* %uglygep881882.1, align 8
  %sunkaddr2688 = mul i64 %.139.us.7.1.us.7, 8
  %451 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2689 = getelementptr i8, i8* %451, i64 %sunkaddr2688
  %sunkaddr2690 = getelementptr i8, i8* %sunkaddr2689, i64 40
  %452 = bitcast i8* %sunkaddr2690 to double*
  %.137.us.5.1.us.1424 = load double, double* %452, align 8
  %uglygep883.1 = getelementptr i8, i8* %uglygep881.1, i64 %.46
  %uglygep883884.1 = bitcast i8* %uglygep883.1 to double*
  store double %.137.us.5.1.us.1424, double* %uglygep883884.1, align 8
  %sunkaddr2691 = mul i64 %.139.us.7.1.us.7, 8
  %453 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2692 = getelementptr i8, i8* %453, i64 %sunkaddr2691
  %sunkaddr2693 = getelementptr i8, i8* %sunkaddr2692, i64 48
  %454 = bitcast i8* %sunkaddr2693 to double*
  %.137.us.6.1.us.1425 = load double, double* %454, align 8
  %uglygep885.1 = getelementptr i8, i8* %uglygep883.1, i64 %.46
  %uglygep885886.1 = bitcast i8* %uglygep885.1 to double*
  store double %.137.us.6.1.us.1425, double* %uglygep885886.1, align 8
  %sunkaddr2694 = mul i64 %.139.us.7.1.us.7, 8
  %455 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2695 = getelementptr i8, i8* %455, i64 %sunkaddr2694
  %sunkaddr2696 = getelementptr i8, i8* %sunkaddr2695, i64 56
  %456 = bitcast i8* %sunkaddr2696 to double*
  %.137.us.7.1.us.1426 = load double, double* %456, align 8
  %uglygep887.1 = getelementptr i8, i8* %uglygep885.1, i64 %.46
  %uglygep887888.1 = bitcast i8* %uglygep887.1 to double*
  store double %.137.us.7.1.us.1426, double* %uglygep887888.1, align 8
  %sunkaddr2697 = mul i64 %.139.us.7.1.us.7, 8
  %457 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2698 = getelementptr i8, i8* %457, i64 %sunkaddr2697
  %sunkaddr2699 = getelementptr i8, i8* %sunkaddr2698, i64 64
  %458 = bitcast i8* %sunkaddr2699 to double*
  %.137.us.167.us.1.1 = load double, double* %458, align 8
  %uglygep889.1 = getelementptr i8, i8* %uglygep887.1, i64 %.46
  %uglygep889890.1 = bitcast i8* %uglygep889.1 to double*
  store double %.137.us.167.us.1.1, double* %uglygep889890.1, align 8
  %sunkaddr2700 = mul i64 %.139.us.7.1.us.7, 8
  %459 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2701 = getelementptr i8, i8* %459, i64 %sunkaddr2700
  %sunkaddr2702 = getelementptr i8, i8* %sunkaddr2701, i64 72
  %460 = bitcast i8* %sunkaddr2702 to double*
  %.137.us.1.1.us.1.1 = load double, double* %460, align 8
  %uglygep891.1 = getelementptr i8, i8* %uglygep889.1, i64 %.46
  %uglygep891892.1 = bitcast i8* %uglygep891.1 to double*
  store double %.137.us.1.1.us.1.1, double* %uglygep891892.1, align 8
  %sunkaddr2703 = mul i64 %.139.us.7.1.us.7, 8
  %461 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2704 = getelementptr i8, i8* %461, i64 %sunkaddr2703
  %sunkaddr2705 = getelementptr i8, i8* %sunkaddr2704, i64 80
  %462 = bitcast i8* %sunkaddr2705 to double*
  %.137.us.2.1.us.1.1 = load double, double* %462, align 8
  %uglygep893.1 = getelementptr i8, i8* %uglygep891.1, i64 %.46
  %uglygep893894.1 = bitcast i8* %uglygep893.1 to double*
  store double %.137.us.2.1.us.1.1, double* %uglygep893894.1, align 8
  %sunkaddr2706 = mul i64 %.139.us.7.1.us.7, 8
  %463 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2707 = getelementptr i8, i8* %463, i64 %sunkaddr2706
  %sunkaddr2708 = getelementptr i8, i8* %sunkaddr2707, i64 88
  %464 = bitcast i8* %sunkaddr2708 to double*
  %.137.us.3.1.us.1.1 = load double, double* %464, align 8
  %uglygep895.1 = getelementptr i8, i8* %uglygep893.1, i64 %.46
  %uglygep895896.1 = bitcast i8* %uglygep895.1 to double*
  store double %.137.us.3.1.us.1.1, double* %uglygep895896.1, align 8
  %sunkaddr2709 = mul i64 %.139.us.7.1.us.7, 8
  %465 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2710 = getelementptr i8, i8* %465, i64 %sunkaddr2709
  %sunkaddr2711 = getelementptr i8, i8* %sunkaddr2710, i64 96
  %466 = bitcast i8* %sunkaddr2711 to double*
  %.137.us.4.1.us.1.1 = load double, double* %466, align 8
  %uglygep897.1 = getelementptr i8, i8* %uglygep895.1, i64 %.46
  %uglygep897898.1 = bitcast i8* %uglygep897.1 to double*
  store double %.137.us.4.1.us.1.1, double* %uglygep897898.1, align 8
  %sunkaddr2712 = mul i64 %.139.us.7.1.us.7, 8
  %467 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2713 = getelementptr i8, i8* %467, i64 %sunkaddr2712
  %sunkaddr2714 = getelementptr i8, i8* %sunkaddr2713, i64 104
  %468 = bitcast i8* %sunkaddr2714 to double*
  %.137.us.5.1.us.1.1 = load double, double* %468, align 8
  %uglygep899.1 = getelementptr i8, i8* %uglygep897.1, i64 %.46
  %uglygep899900.1 = bitcast i8* %uglygep899.1 to double*
  store double %.137.us.5.1.us.1.1, double* %uglygep899900.1, align 8
  %sunkaddr2715 = mul i64 %.139.us.7.1.us.7, 8
  %469 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2716 = getelementptr i8, i8* %469, i64 %sunkaddr2715
  %sunkaddr2717 = getelementptr i8, i8* %sunkaddr2716, i64 112
  %470 = bitcast i8* %sunkaddr2717 to double*
  %.137.us.6.1.us.1.1 = load double, double* %470, align 8
  %uglygep901.1 = getelementptr i8, i8* %uglygep899.1, i64 %.46
  %uglygep901902.1 = bitcast i8* %uglygep901.1 to double*
  store double %.137.us.6.1.us.1.1, double* %uglygep901902.1, align 8
  %sunkaddr2718 = mul i64 %.139.us.7.1.us.7, 8
  %471 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2719 = getelementptr i8, i8* %471, i64 %sunkaddr2718
  %sunkaddr2720 = getelementptr i8, i8* %sunkaddr2719, i64 120
  %472 = bitcast i8* %sunkaddr2720 to double*
  %.137.us.7.1.us.1.1 = load double, double* %472, align 8
  %uglygep903.1 = getelementptr i8, i8* %uglygep901.1, i64 %.46
  %uglygep903904.1 = bitcast i8* %uglygep903.1 to double*
  store double %.137.us.7.1.us.1.1, double* %uglygep903904.1, align 8
  %sunkaddr2721 = mul i64 %.139.us.7.1.us.7, 8
  %473 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2722 = getelementptr i8, i8* %473, i64 %sunkaddr2721
  %sunkaddr2723 = getelementptr i8, i8* %sunkaddr2722, i64 128
  %474 = bitcast i8* %sunkaddr2723 to double*
  %.137.us.167.us.2.1 = load double, double* %474, align 8
  %uglygep905.1 = getelementptr i8, i8* %uglygep903.1, i64 %.46
  %uglygep905906.1 = bitcast i8* %uglygep905.1 to double*
  store double %.137.us.167.us.2.1, double* %uglygep905906.1, align 8
  %sunkaddr2724 = mul i64 %.139.us.7.1.us.7, 8
  %475 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2725 = getelementptr i8, i8* %475, i64 %sunkaddr2724
  %sunkaddr2726 = getelementptr i8, i8* %sunkaddr2725, i64 136
  %476 = bitcast i8* %sunkaddr2726 to double*
  %.137.us.1.1.us.2.1 = load double, double* %476, align 8
  %uglygep907.1 = getelementptr i8, i8* %uglygep905.1, i64 %.46
  %uglygep907908.1 = bitcast i8* %uglygep907.1 to double*
  store double %.137.us.1.1.us.2.1, double* %uglygep907908.1, align 8
  %sunkaddr2727 = mul i64 %.139.us.7.1.us.7, 8
  %477 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2728 = getelementptr i8, i8* %477, i64 %sunkaddr2727
  %sunkaddr2729 = getelementptr i8, i8* %sunkaddr2728, i64 144
  %478 = bitcast i8* %sunkaddr2729 to double*
  %.137.us.2.1.us.2.1 = load double, double* %478, align 8
  %uglygep909.1 = getelementptr i8, i8* %uglygep907.1, i64 %.46
  %uglygep909910.1 = bitcast i8* %uglygep909.1 to double*
  store double %.137.us.2.1.us.2.1, double* %uglygep909910.1, align 8
  %sunkaddr2730 = mul i64 %.139.us.7.1.us.7, 8
  %479 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2731 = getelementptr i8, i8* %479, i64 %sunkaddr2730
  %sunkaddr2732 = getelementptr i8, i8* %sunkaddr2731, i64 152
  %480 = bitcast i8* %sunkaddr2732 to double*
  %.137.us.3.1.us.2.1 = load double, double* %480, align 8
  %uglygep911.1 = getelementptr i8, i8* %uglygep909.1, i64 %.46
  %uglygep911912.1 = bitcast i8* %uglygep911.1 to double*
  store double %.137.us.3.1.us.2.1, double* %uglygep911912.1, align 8
  %sunkaddr2733 = mul i64 %.139.us.7.1.us.7, 8
  %481 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2734 = getelementptr i8, i8* %481, i64 %sunkaddr2733
  %sunkaddr2735 = getelementptr i8, i8* %sunkaddr2734, i64 160
  %482 = bitcast i8* %sunkaddr2735 to double*
  %.137.us.4.1.us.2.1 = load double, double* %482, align 8
  %uglygep913.1 = getelementptr i8, i8* %uglygep911.1, i64 %.46
  %uglygep913914.1 = bitcast i8* %uglygep913.1 to double*
  store double %.137.us.4.1.us.2.1, double* %uglygep913914.1, align 8
  %sunkaddr2736 = mul i64 %.139.us.7.1.us.7, 8
  %483 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2737 = getelementptr i8, i8* %483, i64 %sunkaddr2736
  %sunkaddr2738 = getelementptr i8, i8* %sunkaddr2737, i64 168
  %484 = bitcast i8* %sunkaddr2738 to double*
  %.137.us.5.1.us.2.1 = load double, double* %484, align 8
  %uglygep915.1 = getelementptr i8, i8* %uglygep913.1, i64 %.46
  %uglygep915916.1 = bitcast i8* %uglygep915.1 to double*
  store double %.137.us.5.1.us.2.1, double* %uglygep915916.1, align 8
  %sunkaddr2739 = mul i64 %.139.us.7.1.us.7, 8
  %485 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2740 = getelementptr i8, i8* %485, i64 %sunkaddr2739
  %sunkaddr2741 = getelementptr i8, i8* %sunkaddr2740, i64 176
  %486 = bitcast i8* %sunkaddr2741 to double*
  %.137.us.6.1.us.2.1 = load double, double* %486, align 8
  %uglygep917.1 = getelementptr i8, i8* %uglygep915.1, i64 %.46
  %uglygep917918.1 = bitcast i8* %uglygep917.1 to double*
  store double %.137.us.6.1.us.2.1, double* %uglygep917918.1, align 8
  %sunkaddr2742 = mul i64 %.139.us.7.1.us.7, 8
  %487 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2743 = getelementptr i8, i8* %487, i64 %sunkaddr2742
  %sunkaddr2744 = getelementptr i8, i8* %sunkaddr2743, i64 184
  %488 = bitcast i8* %sunkaddr2744 to double*
  %.137.us.7.1.us.2.1 = load double, double* %488, align 8
  %uglygep919.1 = getelementptr i8, i8* %uglygep917.1, i64 %.46
  %uglygep919920.1 = bitcast i8* %uglygep919.1 to double*
  store double %.137.us.7.1.us.2.1, double* %uglygep919920.1, align 8
  %sunkaddr2745 = mul i64 %.139.us.7.1.us.7, 8
  %489 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2746 = getelementptr i8, i8* %489, i64 %sunkaddr2745
  %sunkaddr2747 = getelementptr i8, i8* %sunkaddr2746, i64 192
  %490 = bitcast i8* %sunkaddr2747 to double*
  %.137.us.167.us.3.1 = load double, double* %490, align 8
  %uglygep921.1 = getelementptr i8, i8* %uglygep919.1, i64 %.46
  %uglygep921922.1 = bitcast i8* %uglygep921.1 to double*
  store double %.137.us.167.us.3.1, double* %uglygep921922.1, align 8
  %sunkaddr2748 = mul i64 %.139.us.7.1.us.7, 8
  %491 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2749 = getelementptr i8, i8* %491, i64 %sunkaddr2748
  %sunkaddr2750 = getelementptr i8, i8* %sunkaddr2749, i64 200
  %492 = bitcast i8* %sunkaddr2750 to double*
  %.137.us.1.1.us.3.1 = load double, double* %492, align 8
  %uglygep923.1 = getelementptr i8, i8* %uglygep921.1, i64 %.46
  %uglygep923924.1 = bitcast i8* %uglygep923.1 to double*
  store double %.137.us.1.1.us.3.1, double* %uglygep923924.1, align 8
  %sunkaddr2751 = mul i64 %.139.us.7.1.us.7, 8
  %493 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2752 = getelementptr i8, i8* %493, i64 %sunkaddr2751
  %sunkaddr2753 = getelementptr i8, i8* %sunkaddr2752, i64 208
  %494 = bitcast i8* %sunkaddr2753 to double*
  %.137.us.2.1.us.3.1 = load double, double* %494, align 8
  %uglygep925.1 = getelementptr i8, i8* %uglygep923.1, i64 %.46
  %uglygep925926.1 = bitcast i8* %uglygep925.1 to double*
  store double %.137.us.2.1.us.3.1, double* %uglygep925926.1, align 8
  %sunkaddr2754 = mul i64 %.139.us.7.1.us.7, 8
  %495 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2755 = getelementptr i8, i8* %495, i64 %sunkaddr2754
  %sunkaddr2756 = getelementptr i8, i8* %sunkaddr2755, i64 216
  %496 = bitcast i8* %sunkaddr2756 to double*
  %.137.us.3.1.us.3.1 = load double, double* %496, align 8
  %uglygep927.1 = getelementptr i8, i8* %uglygep925.1, i64 %.46
  %uglygep927928.1 = bitcast i8* %uglygep927.1 to double*
  store double %.137.us.3.1.us.3.1, double* %uglygep927928.1, align 8
  %sunkaddr2757 = mul i64 %.139.us.7.1.us.7, 8
  %497 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2758 = getelementptr i8, i8* %497, i64 %sunkaddr2757
  %sunkaddr2759 = getelementptr i8, i8* %sunkaddr2758, i64 224
  %498 = bitcast i8* %sunkaddr2759 to double*
  %.137.us.4.1.us.3.1 = load double, double* %498, align 8
  %uglygep929.1 = getelementptr i8, i8* %uglygep927.1, i64 %.46
  %uglygep929930.1 = bitcast i8* %uglygep929.1 to double*
  store double %.137.us.4.1.us.3.1, double* %uglygep929930.1, align 8
  %sunkaddr2760 = mul i64 %.139.us.7.1.us.7, 8
  %499 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2761 = getelementptr i8, i8* %499, i64 %sunkaddr2760
  %sunkaddr2762 = getelementptr i8, i8* %sunkaddr2761, i64 232
  %500 = bitcast i8* %sunkaddr2762 to double*
  %.137.us.5.1.us.3.1 = load double, double* %500, align 8
  %uglygep931.1 = getelementptr i8, i8* %uglygep929.1, i64 %.46
  %uglygep931932.1 = bitcast i8* %uglygep931.1 to double*
  store double %.137.us.5.1.us.3.1, double* %uglygep931932.1, align 8
  %sunkaddr2763 = mul i64 %.139.us.7.1.us.7, 8
  %501 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2764 = getelementptr i8, i8* %501, i64 %sunkaddr2763
  %sunkaddr2765 = getelementptr i8, i8* %sunkaddr2764, i64 240
  %502 = bitcast i8* %sunkaddr2765 to double*
  %.137.us.6.1.us.3.1 = load double, double* %502, align 8
  %uglygep933.1 = getelementptr i8, i8* %uglygep931.1, i64 %.46
  %uglygep933934.1 = bitcast i8* %uglygep933.1 to double*
  store double %.137.us.6.1.us.3.1, double* %uglygep933934.1, align 8
  %sunkaddr2766 = mul i64 %.139.us.7.1.us.7, 8
  %503 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2767 = getelementptr i8, i8* %503, i64 %sunkaddr2766
  %sunkaddr2768 = getelementptr i8, i8* %sunkaddr2767, i64 248
  %504 = bitcast i8* %sunkaddr2768 to double*
  %.137.us.7.1.us.3.1 = load double, double* %504, align 8
  %uglygep935.1 = getelementptr i8, i8* %uglygep933.1, i64 %.46
  %uglygep935936.1 = bitcast i8* %uglygep935.1 to double*
  store double %.137.us.7.1.us.3.1, double* %uglygep935936.1, align 8
  %sunkaddr2769 = mul i64 %.139.us.7.1.us.7, 8
  %505 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2770 = getelementptr i8, i8* %505, i64 %sunkaddr2769
  %sunkaddr2771 = getelementptr i8, i8* %sunkaddr2770, i64 256
  %506 = bitcast i8* %sunkaddr2771 to double*
  %.137.us.167.us.4.1 = load double, double* %506, align 8
  %uglygep937.1 = getelementptr i8, i8* %uglygep935.1, i64 %.46
  %uglygep937938.1 = bitcast i8* %uglygep937.1 to double*
  store double %.137.us.167.us.4.1, double* %uglygep937938.1, align 8
  %sunkaddr2772 = mul i64 %.139.us.7.1.us.7, 8
  %507 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2773 = getelementptr i8, i8* %507, i64 %sunkaddr2772
  %sunkaddr2774 = getelementptr i8, i8* %sunkaddr2773, i64 264
  %508 = bitcast i8* %sunkaddr2774 to double*
  %.137.us.1.1.us.4.1 = load double, double* %508, align 8
  %uglygep939.1 = getelementptr i8, i8* %uglygep937.1, i64 %.46
  %uglygep939940.1 = bitcast i8* %uglygep939.1 to double*
  store double %.137.us.1.1.us.4.1, double* %uglygep939940.1, align 8
  %sunkaddr2775 = mul i64 %.139.us.7.1.us.7, 8
  %509 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2776 = getelementptr i8, i8* %509, i64 %sunkaddr2775
  %sunkaddr2777 = getelementptr i8, i8* %sunkaddr2776, i64 272
  %510 = bitcast i8* %sunkaddr2777 to double*
  %.137.us.2.1.us.4.1 = load double, double* %510, align 8
  %uglygep941.1 = getelementptr i8, i8* %uglygep939.1, i64 %.46
  %uglygep941942.1 = bitcast i8* %uglygep941.1 to double*
  store double %.137.us.2.1.us.4.1, double* %uglygep941942.1, align 8
  %sunkaddr2778 = mul i64 %.139.us.7.1.us.7, 8
  %511 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2779 = getelementptr i8, i8* %511, i64 %sunkaddr2778
  %sunkaddr2780 = getelementptr i8, i8* %sunkaddr2779, i64 280
  %512 = bitcast i8* %sunkaddr2780 to double*
  %.137.us.3.1.us.4.1 = load double, double* %512, align 8
  %uglygep943.1 = getelementptr i8, i8* %uglygep941.1, i64 %.46
  %uglygep943944.1 = bitcast i8* %uglygep943.1 to double*
  store double %.137.us.3.1.us.4.1, double* %uglygep943944.1, align 8
  %sunkaddr2781 = mul i64 %.139.us.7.1.us.7, 8
  %513 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2782 = getelementptr i8, i8* %513, i64 %sunkaddr2781
  %sunkaddr2783 = getelementptr i8, i8* %sunkaddr2782, i64 288
  %514 = bitcast i8* %sunkaddr2783 to double*
  %.137.us.4.1.us.4.1 = load double, double* %514, align 8
  %uglygep945.1 = getelementptr i8, i8* %uglygep943.1, i64 %.46
  %uglygep945946.1 = bitcast i8* %uglygep945.1 to double*
  store double %.137.us.4.1.us.4.1, double* %uglygep945946.1, align 8
  %sunkaddr2784 = mul i64 %.139.us.7.1.us.7, 8
  %515 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2785 = getelementptr i8, i8* %515, i64 %sunkaddr2784
  %sunkaddr2786 = getelementptr i8, i8* %sunkaddr2785, i64 296
  %516 = bitcast i8* %sunkaddr2786 to double*
  %.137.us.5.1.us.4.1 = load double, double* %516, align 8
  %uglygep947.1 = getelementptr i8, i8* %uglygep945.1, i64 %.46
  %uglygep947948.1 = bitcast i8* %uglygep947.1 to double*
  store double %.137.us.5.1.us.4.1, double* %uglygep947948.1, align 8
  %sunkaddr2787 = mul i64 %.139.us.7.1.us.7, 8
  %517 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2788 = getelementptr i8, i8* %517, i64 %sunkaddr2787
  %sunkaddr2789 = getelementptr i8, i8* %sunkaddr2788, i64 304
  %518 = bitcast i8* %sunkaddr2789 to double*
  %.137.us.6.1.us.4.1 = load double, double* %518, align 8
  %uglygep949.1 = getelementptr i8, i8* %uglygep947.1, i64 %.46
  %uglygep949950.1 = bitcast i8* %uglygep949.1 to double*
  store double %.137.us.6.1.us.4.1, double* %uglygep949950.1, align 8
  %sunkaddr2790 = mul i64 %.139.us.7.1.us.7, 8
  %519 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2791 = getelementptr i8, i8* %519, i64 %sunkaddr2790
  %sunkaddr2792 = getelementptr i8, i8* %sunkaddr2791, i64 312
  %520 = bitcast i8* %sunkaddr2792 to double*
  %.137.us.7.1.us.4.1 = load double, double* %520, align 8
  %uglygep951.1 = getelementptr i8, i8* %uglygep949.1, i64 %.46
  %uglygep951952.1 = bitcast i8* %uglygep951.1 to double*
  store double %.137.us.7.1.us.4.1, double* %uglygep951952.1, align 8
  %sunkaddr2793 = mul i64 %.139.us.7.1.us.7, 8
  %521 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2794 = getelementptr i8, i8* %521, i64 %sunkaddr2793
  %sunkaddr2795 = getelementptr i8, i8* %sunkaddr2794, i64 320
  %522 = bitcast i8* %sunkaddr2795 to double*
  %.137.us.167.us.5.1 = load double, double* %522, align 8
  %uglygep953.1 = getelementptr i8, i8* %uglygep951.1, i64 %.46
  %uglygep953954.1 = bitcast i8* %uglygep953.1 to double*
  store double %.137.us.167.us.5.1, double* %uglygep953954.1, align 8
  %sunkaddr2796 = mul i64 %.139.us.7.1.us.7, 8
  %523 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2797 = getelementptr i8, i8* %523, i64 %sunkaddr2796
  %sunkaddr2798 = getelementptr i8, i8* %sunkaddr2797, i64 328
  %524 = bitcast i8* %sunkaddr2798 to double*
  %.137.us.1.1.us.5.1 = load double, double* %524, align 8
  %uglygep955.1 = getelementptr i8, i8* %uglygep953.1, i64 %.46
  %uglygep955956.1 = bitcast i8* %uglygep955.1 to double*
  store double %.137.us.1.1.us.5.1, double* %uglygep955956.1, align 8
  %sunkaddr2799 = mul i64 %.139.us.7.1.us.7, 8
  %525 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2800 = getelementptr i8, i8* %525, i64 %sunkaddr2799
  %sunkaddr2801 = getelementptr i8, i8* %sunkaddr2800, i64 336
  %526 = bitcast i8* %sunkaddr2801 to double*
  %.137.us.2.1.us.5.1 = load double, double* %526, align 8
  %uglygep957.1 = getelementptr i8, i8* %uglygep955.1, i64 %.46
  %uglygep957958.1 = bitcast i8* %uglygep957.1 to double*
  store double %.137.us.2.1.us.5.1, double* %uglygep957958.1, align 8
  %sunkaddr2802 = mul i64 %.139.us.7.1.us.7, 8
  %527 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2803 = getelementptr i8, i8* %527, i64 %sunkaddr2802
  %sunkaddr2804 = getelementptr i8, i8* %sunkaddr2803, i64 344
  %528 = bitcast i8* %sunkaddr2804 to double*
  %.137.us.3.1.us.5.1 = load double, double* %528, align 8
  %uglygep959.1 = getelementptr i8, i8* %uglygep957.1, i64 %.46
  %uglygep959960.1 = bitcast i8* %uglygep959.1 to double*
  store double %.137.us.3.1.us.5.1, double* %uglygep959960.1, align 8
  %sunkaddr2805 = mul i64 %.139.us.7.1.us.7, 8
  %529 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2806 = getelementptr i8, i8* %529, i64 %sunkaddr2805
  %sunkaddr2807 = getelementptr i8, i8* %sunkaddr2806, i64 352
  %530 = bitcast i8* %sunkaddr2807 to double*
  %.137.us.4.1.us.5.1 = load double, double* %530, align 8
  %uglygep961.1 = getelementptr i8, i8* %uglygep959.1, i64 %.46
  %uglygep961962.1 = bitcast i8* %uglygep961.1 to double*
  store double %.137.us.4.1.us.5.1, double* %uglygep961962.1, align 8
  %sunkaddr2808 = mul i64 %.139.us.7.1.us.7, 8
  %531 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2809 = getelementptr i8, i8* %531, i64 %sunkaddr2808
  %sunkaddr2810 = getelementptr i8, i8* %sunkaddr2809, i64 360
  %532 = bitcast i8* %sunkaddr2810 to double*
  %.137.us.5.1.us.5.1 = load double, double* %532, align 8
  %uglygep963.1 = getelementptr i8, i8* %uglygep961.1, i64 %.46
  %uglygep963964.1 = bitcast i8* %uglygep963.1 to double*
  store double %.137.us.5.1.us.5.1, double* %uglygep963964.1, align 8
  %sunkaddr2811 = mul i64 %.139.us.7.1.us.7, 8
  %533 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2812 = getelementptr i8, i8* %533, i64 %sunkaddr2811
  %sunkaddr2813 = getelementptr i8, i8* %sunkaddr2812, i64 368
  %534 = bitcast i8* %sunkaddr2813 to double*
  %.137.us.6.1.us.5.1 = load double, double* %534, align 8
  %uglygep965.1 = getelementptr i8, i8* %uglygep963.1, i64 %.46
  %uglygep965966.1 = bitcast i8* %uglygep965.1 to double*
  store double %.137.us.6.1.us.5.1, double* %uglygep965966.1, align 8
  %sunkaddr2814 = mul i64 %.139.us.7.1.us.7, 8
  %535 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2815 = getelementptr i8, i8* %535, i64 %sunkaddr2814
  %sunkaddr2816 = getelementptr i8, i8* %sunkaddr2815, i64 376
  %536 = bitcast i8* %sunkaddr2816 to double*
  %.137.us.7.1.us.5.1 = load double, double* %536, align 8
  %uglygep967.1 = getelementptr i8, i8* %uglygep965.1, i64 %.46
  %uglygep967968.1 = bitcast i8* %uglygep967.1 to double*
  store double %.137.us.7.1.us.5.1, double* %uglygep967968.1, align 8
  %sunkaddr2817 = mul i64 %.139.us.7.1.us.7, 8
  %537 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2818 = getelementptr i8, i8* %537, i64 %sunkaddr2817
  %sunkaddr2819 = getelementptr i8, i8* %sunkaddr2818, i64 384
  %538 = bitcast i8* %sunkaddr2819 to double*
  %.137.us.167.us.6.1 = load double, double* %538, align 8
  %uglygep969.1 = getelementptr i8, i8* %uglygep967.1, i64 %.46
  %uglygep969970.1 = bitcast i8* %uglygep969.1 to double*
  store double %.137.us.167.us.6.1, double* %uglygep969970.1, align 8
  %sunkaddr2820 = mul i64 %.139.us.7.1.us.7, 8
  %539 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2821 = getelementptr i8, i8* %539, i64 %sunkaddr2820
  %sunkaddr2822 = getelementptr i8, i8* %sunkaddr2821, i64 392
  %540 = bitcast i8* %sunkaddr2822 to double*
  %.137.us.1.1.us.6.1 = load double, double* %540, align 8
  %uglygep971.1 = getelementptr i8, i8* %uglygep969.1, i64 %.46
  %uglygep971972.1 = bitcast i8* %uglygep971.1 to double*
  store double %.137.us.1.1.us.6.1, double* %uglygep971972.1, align 8
  %sunkaddr2823 = mul i64 %.139.us.7.1.us.7, 8
  %541 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2824 = getelementptr i8, i8* %541, i64 %sunkaddr2823
  %sunkaddr2825 = getelementptr i8, i8* %sunkaddr2824, i64 400
  %542 = bitcast i8* %sunkaddr2825 to double*
  %.137.us.2.1.us.6.1 = load double, double* %542, align 8
  %uglygep973.1 = getelementptr i8, i8* %uglygep971.1, i64 %.46
  %uglygep973974.1 = bitcast i8* %uglygep973.1 to double*
  store double %.137.us.2.1.us.6.1, double* %uglygep973974.1, align 8
  %sunkaddr2826 = mul i64 %.139.us.7.1.us.7, 8
  %543 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2827 = getelementptr i8, i8* %543, i64 %sunkaddr2826
  %sunkaddr2828 = getelementptr i8, i8* %sunkaddr2827, i64 408
  %544 = bitcast i8* %sunkaddr2828 to double*
  %.137.us.3.1.us.6.1 = load double, double* %544, align 8
  %uglygep975.1 = getelementptr i8, i8* %uglygep973.1, i64 %.46
  %uglygep975976.1 = bitcast i8* %uglygep975.1 to double*
  store double %.137.us.3.1.us.6.1, double* %uglygep975976.1, align 8
  %sunkaddr2829 = mul i64 %.139.us.7.1.us.7, 8
  %545 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2830 = getelementptr i8, i8* %545, i64 %sunkaddr2829
  %sunkaddr2831 = getelementptr i8, i8* %sunkaddr2830, i64 416
  %546 = bitcast i8* %sunkaddr2831 to double*
  %.137.us.4.1.us.6.1 = load double, double* %546, align 8
  %uglygep977.1 = getelementptr i8, i8* %uglygep975.1, i64 %.46
  %uglygep977978.1 = bitcast i8* %uglygep977.1 to double*
  store double %.137.us.4.1.us.6.1, double* %uglygep977978.1, align 8
  %sunkaddr2832 = mul i64 %.139.us.7.1.us.7, 8
  %547 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2833 = getelementptr i8, i8* %547, i64 %sunkaddr2832
  %sunkaddr2834 = getelementptr i8, i8* %sunkaddr2833, i64 424
  %548 = bitcast i8* %sunkaddr2834 to double*
  %.137.us.5.1.us.6.1 = load double, double* %548, align 8
  %uglygep979.1 = getelementptr i8, i8* %uglygep977.1, i64 %.46
  %uglygep979980.1 = bitcast i8* %uglygep979.1 to double*
  store double %.137.us.5.1.us.6.1, double* %uglygep979980.1, align 8
  %sunkaddr2835 = mul i64 %.139.us.7.1.us.7, 8
  %549 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2836 = getelementptr i8, i8* %549, i64 %sunkaddr2835
  %sunkaddr2837 = getelementptr i8, i8* %sunkaddr2836, i64 432
  %550 = bitcast i8* %sunkaddr2837 to double*
  %.137.us.6.1.us.6.1 = load double, double* %550, align 8
  %uglygep981.1 = getelementptr i8, i8* %uglygep979.1, i64 %.46
  %uglygep981982.1 = bitcast i8* %uglygep981.1 to double*
  store double %.137.us.6.1.us.6.1, double* %uglygep981982.1, align 8
  %sunkaddr2838 = mul i64 %.139.us.7.1.us.7, 8
  %551 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2839 = getelementptr i8, i8* %551, i64 %sunkaddr2838
  %sunkaddr2840 = getelementptr i8, i8* %sunkaddr2839, i64 440
  %552 = bitcast i8* %sunkaddr2840 to double*
  %.137.us.7.1.us.6.1 = load double, double* %552, align 8
  %uglygep983.1 = getelementptr i8, i8* %uglygep981.1, i64 %.46
  %uglygep983984.1 = bitcast i8* %uglygep983.1 to double*
  store double %.137.us.7.1.us.6.1, double* %uglygep983984.1, align 8
  %sunkaddr2841 = mul i64 %.139.us.7.1.us.7, 8
  %553 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2842 = getelementptr i8, i8* %553, i64 %sunkaddr2841
  %sunkaddr2843 = getelementptr i8, i8* %sunkaddr2842, i64 448
  %554 = bitcast i8* %sunkaddr2843 to double*
  %.137.us.167.us.7.1 = load double, double* %554, align 8
  %uglygep985.1 = getelementptr i8, i8* %uglygep983.1, i64 %.46
  %uglygep985986.1 = bitcast i8* %uglygep985.1 to double*
  store double %.137.us.167.us.7.1, double* %uglygep985986.1, align 8
  %sunkaddr2844 = mul i64 %.139.us.7.1.us.7, 8
  %555 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2845 = getelementptr i8, i8* %555, i64 %sunkaddr2844
  %sunkaddr2846 = getelementptr i8, i8* %sunkaddr2845, i64 456
  %556 = bitcast i8* %sunkaddr2846 to double*
  %.137.us.1.1.us.7.1 = load double, double* %556, align 8
  %uglygep987.1 = getelementptr i8, i8* %uglygep985.1, i64 %.46
  %uglygep987988.1 = bitcast i8* %uglygep987.1 to double*
  store double %.137.us.1.1.us.7.1, double* %uglygep987988.1, align 8
  %sunkaddr2847 = mul i64 %.139.us.7.1.us.7, 8
  %557 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2848 = getelementptr i8, i8* %557, i64 %sunkaddr2847
  %sunkaddr2849 = getelementptr i8, i8* %sunkaddr2848, i64 464
  %558 = bitcast i8* %sunkaddr2849 to double*
  %.137.us.2.1.us.7.1 = load double, double* %558, align 8
  %uglygep989.1 = getelementptr i8, i8* %uglygep987.1, i64 %.46
  %uglygep989990.1 = bitcast i8* %uglygep989.1 to double*
  store double %.137.us.2.1.us.7.1, double* %uglygep989990.1, align 8
  %sunkaddr2850 = mul i64 %.139.us.7.1.us.7, 8
  %559 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2851 = getelementptr i8, i8* %559, i64 %sunkaddr2850
  %sunkaddr2852 = getelementptr i8, i8* %sunkaddr2851, i64 472
  %560 = bitcast i8* %sunkaddr2852 to double*
  %.137.us.3.1.us.7.1 = load double, double* %560, align 8
  %uglygep991.1 = getelementptr i8, i8* %uglygep989.1, i64 %.46
  %uglygep991992.1 = bitcast i8* %uglygep991.1 to double*
  store double %.137.us.3.1.us.7.1, double* %uglygep991992.1, align 8
  %sunkaddr2853 = mul i64 %.139.us.7.1.us.7, 8
  %561 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2854 = getelementptr i8, i8* %561, i64 %sunkaddr2853
  %sunkaddr2855 = getelementptr i8, i8* %sunkaddr2854, i64 480
  %562 = bitcast i8* %sunkaddr2855 to double*
  %.137.us.4.1.us.7.1 = load double, double* %562, align 8
  %uglygep993.1 = getelementptr i8, i8* %uglygep991.1, i64 %.46
  %uglygep993994.1 = bitcast i8* %uglygep993.1 to double*
  store double %.137.us.4.1.us.7.1, double* %uglygep993994.1, align 8
  %sunkaddr2856 = mul i64 %.139.us.7.1.us.7, 8
  %563 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2857 = getelementptr i8, i8* %563, i64 %sunkaddr2856
  %sunkaddr2858 = getelementptr i8, i8* %sunkaddr2857, i64 488
  %564 = bitcast i8* %sunkaddr2858 to double*
  %.137.us.5.1.us.7.1 = load double, double* %564, align 8
  %uglygep995.1 = getelementptr i8, i8* %uglygep993.1, i64 %.46
  %uglygep995996.1 = bitcast i8* %uglygep995.1 to double*
  store double %.137.us.5.1.us.7.1, double* %uglygep995996.1, align 8
  %sunkaddr2859 = mul i64 %.139.us.7.1.us.7, 8
  %565 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2860 = getelementptr i8, i8* %565, i64 %sunkaddr2859
  %sunkaddr2861 = getelementptr i8, i8* %sunkaddr2860, i64 496
  %566 = bitcast i8* %sunkaddr2861 to double*
  %.137.us.6.1.us.7.1 = load double, double* %566, align 8
  %uglygep997.1 = getelementptr i8, i8* %uglygep995.1, i64 %.46
  %uglygep997998.1 = bitcast i8* %uglygep997.1 to double*
  store double %.137.us.6.1.us.7.1, double* %uglygep997998.1, align 8
  %sunkaddr2862 = mul i64 %.139.us.7.1.us.7, 8
  %567 = bitcast double* %lsr.iv677.us to i8*
  %sunkaddr2863 = getelementptr i8, i8* %567, i64 %sunkaddr2862
  %sunkaddr2864 = getelementptr i8, i8* %sunkaddr2863, i64 504
  %568 = bitcast i8* %sunkaddr2864 to double*
  %.137.us.7.1.us.7.1 = load double, double* %568, align 8
  %uglygep999.1 = getelementptr i8, i8* %uglygep997.1, i64 %.46
  %uglygep9991000.1 = bitcast i8* %uglygep999.1 to double*
  store double %.137.us.7.1.us.7.1, double* %uglygep9991000.1, align 8
  %.139.us.7.1.us.7.1 = add nuw i64 %loop.index.12.us.1.us, 128
  %lsr.iv.next687.us.7.1 = add i64 %lsr.iv.next687.us.7, %lsr.iv.next687.us.3
  %niter418.next.1 = add i64 %niter418, 2
  %niter418.ncmp.1 = icmp eq i64 %niter418.next.1, %unroll_iter390
  br i1 %niter418.ncmp.1, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, label %for.body.1.us.1.us, !llvm.loop !67

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %for.body.1.us.1.us, %for.body.1.us.1.us.preheader
  %.139.us.7.1.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv.next687.us.7.lcssa.ph = phi i64 [ undef, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next687.us.7.1, %for.body.1.us.1.us ]
  %lsr.iv686.us.unr412 = phi i64 [ %lsr.iv684.us, %for.body.1.us.1.us.preheader ], [ %lsr.iv.next687.us.7.1, %for.body.1.us.1.us ]
  %loop.index.12.us.1.us.unr413 = phi i64 [ 0, %for.body.1.us.1.us.preheader ], [ %.139.us.7.1.us.7.1, %for.body.1.us.1.us ]
  %569 = and i64 %50, 1
  %570 = icmp eq i64 %569, 0
  br i1 %570, label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, label %for.body.1.us.1.us.epil403

for.body.1.us.1.us.epil403:                       ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa
  %571 = bitcast double* %.6.i6 to i8*
  %scevgep872.epil = getelementptr double, double* %lsr.iv677.us, i64 %loop.index.12.us.1.us.unr413
  %uglygep744.epil = getelementptr i8, i8* %571, i64 %lsr.iv686.us.unr412
  %uglygep744745.epil = bitcast i8* %uglygep744.epil to double*
  %.137.us.167.us.epil404 = load double, double* %scevgep872.epil, align 8
  store double %.137.us.167.us.epil404, double* %uglygep744745.epil, align 8
  %sunkaddr25351045 = getelementptr double, double* %lsr.iv677.us, i64 1
  %sunkaddr25361046 = getelementptr double, double* %sunkaddr25351045, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.epil405 = load double, double* %sunkaddr25361046, align 8
  %uglygep875.epil = getelementptr i8, i8* %uglygep744.epil, i64 %.46
  %uglygep875876.epil = bitcast i8* %uglygep875.epil to double*
  store double %.137.us.1.1.us.epil405, double* %uglygep875876.epil, align 8
  %sunkaddr25381047 = getelementptr double, double* %lsr.iv677.us, i64 2
  %sunkaddr25391048 = getelementptr double, double* %sunkaddr25381047, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.epil406 = load double, double* %sunkaddr25391048, align 8
  %uglygep877.epil = getelementptr i8, i8* %uglygep875.epil, i64 %.46
  %uglygep877878.epil = bitcast i8* %uglygep877.epil to double*
  store double %.137.us.2.1.us.epil406, double* %uglygep877878.epil, align 8
  %sunkaddr25411049 = getelementptr double, double* %lsr.iv677.us, i64 3
  %sunkaddr25421050 = getelementptr double, double* %sunkaddr25411049, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.epil407 = load double, double* %sunkaddr25421050, align 8
  %uglygep879.epil = getelementptr i8, i8* %uglygep877.epil, i64 %.46
  %uglygep879880.epil = bitcast i8* %uglygep879.epil to double*
  store double %.137.us.3.1.us.epil407, double* %uglygep879880.epil, align 8
  %sunkaddr25441051 = getelementptr double, double* %lsr.iv677.us, i64 4
  %sunkaddr25451052 = getelementptr double, double* %sunkaddr25441051, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.epil408 = load double, double* %sunkaddr25451052, align 8
  %uglygep881.epil = getelementptr i8, i8* %uglygep879.epil, i64 %.46
  %uglygep881882.epil = bitcast i8* %uglygep881.epil to double*
  store double %.137.us.4.1.us.epil408, double* %uglygep881882.epil, align 8
  %sunkaddr25471053 = getelementptr double, double* %lsr.iv677.us, i64 5
  %sunkaddr25481054 = getelementptr double, double* %sunkaddr25471053, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.epil409 = load double, double* %sunkaddr25481054, align 8
  %uglygep883.epil = getelementptr i8, i8* %uglygep881.epil, i64 %.46
  %uglygep883884.epil = bitcast i8* %uglygep883.epil to double*
  store double %.137.us.5.1.us.epil409, double* %uglygep883884.epil, align 8
  %sunkaddr25501055 = getelementptr double, double* %lsr.iv677.us, i64 6
  %sunkaddr25511056 = getelementptr double, double* %sunkaddr25501055, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.epil410 = load double, double* %sunkaddr25511056, align 8
  %uglygep885.epil = getelementptr i8, i8* %uglygep883.epil, i64 %.46
  %uglygep885886.epil = bitcast i8* %uglygep885.epil to double*
  store double %.137.us.6.1.us.epil410, double* %uglygep885886.epil, align 8
  %sunkaddr25531057 = getelementptr double, double* %lsr.iv677.us, i64 7
  %sunkaddr25541058 = getelementptr double, double* %sunkaddr25531057, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.epil411 = load double, double* %sunkaddr25541058, align 8
  %uglygep887.epil = getelementptr i8, i8* %uglygep885.epil, i64 %.46
  %uglygep887888.epil = bitcast i8* %uglygep887.epil to double*
  store double %.137.us.7.1.us.epil411, double* %uglygep887888.epil, align 8
  %sunkaddr25561059 = getelementptr double, double* %lsr.iv677.us, i64 8
  %sunkaddr25571060 = getelementptr double, double* %sunkaddr25561059, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.1.epil = load double, double* %sunkaddr25571060, align 8
  %uglygep889.epil = getelementptr i8, i8* %uglygep887.epil, i64 %.46
  %uglygep889890.epil = bitcast i8* %uglygep889.epil to double*
  store double %.137.us.167.us.1.epil, double* %uglygep889890.epil, align 8
  %sunkaddr25591061 = getelementptr double, double* %lsr.iv677.us, i64 9
  %sunkaddr25601062 = getelementptr double, double* %sunkaddr25591061, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.1.epil = load double, double* %sunkaddr25601062, align 8
  %uglygep891.epil = getelementptr i8, i8* %uglygep889.epil, i64 %.46
  %uglygep891892.epil = bitcast i8* %uglygep891.epil to double*
  store double %.137.us.1.1.us.1.epil, double* %uglygep891892.epil, align 8
  %sunkaddr25621063 = getelementptr double, double* %lsr.iv677.us, i64 10
  %sunkaddr25631064 = getelementptr double, double* %sunkaddr25621063, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.1.epil = load double, double* %sunkaddr25631064, align 8
  %uglygep893.epil = getelementptr i8, i8* %uglygep891.epil, i64 %.46
  %uglygep893894.epil = bitcast i8* %uglygep893.epil to double*
  store double %.137.us.2.1.us.1.epil, double* %uglygep893894.epil, align 8
  %sunkaddr25651065 = getelementptr double, double* %lsr.iv677.us, i64 11
  %sunkaddr25661066 = getelementptr double, double* %sunkaddr25651065, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.1.epil = load double, double* %sunkaddr25661066, align 8
  %uglygep895.epil = getelementptr i8, i8* %uglygep893.epil, i64 %.46
  %uglygep895896.epil = bitcast i8* %uglygep895.epil to double*
  store double %.137.us.3.1.us.1.epil, double* %uglygep895896.epil, align 8
  %sunkaddr25681067 = getelementptr double, double* %lsr.iv677.us, i64 12
  %sunkaddr25691068 = getelementptr double, double* %sunkaddr25681067, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.1.epil = load double, double* %sunkaddr25691068, align 8
  %uglygep897.epil = getelementptr i8, i8* %uglygep895.epil, i64 %.46
  %uglygep897898.epil = bitcast i8* %uglygep897.epil to double*
  store double %.137.us.4.1.us.1.epil, double* %uglygep897898.epil, align 8
  %sunkaddr25711069 = getelementptr double, double* %lsr.iv677.us, i64 13
  %sunkaddr25721070 = getelementptr double, double* %sunkaddr25711069, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.1.epil = load double, double* %sunkaddr25721070, align 8
  %uglygep899.epil = getelementptr i8, i8* %uglygep897.epil, i64 %.46
  %uglygep899900.epil = bitcast i8* %uglygep899.epil to double*
  store double %.137.us.5.1.us.1.epil, double* %uglygep899900.epil, align 8
  %sunkaddr25741071 = getelementptr double, double* %lsr.iv677.us, i64 14
  %sunkaddr25751072 = getelementptr double, double* %sunkaddr25741071, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.1.epil = load double, double* %sunkaddr25751072, align 8
  %uglygep901.epil = getelementptr i8, i8* %uglygep899.epil, i64 %.46
  %uglygep901902.epil = bitcast i8* %uglygep901.epil to double*
  store double %.137.us.6.1.us.1.epil, double* %uglygep901902.epil, align 8
  %sunkaddr25771073 = getelementptr double, double* %lsr.iv677.us, i64 15
  %sunkaddr25781074 = getelementptr double, double* %sunkaddr25771073, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.1.epil = load double, double* %sunkaddr25781074, align 8
  %uglygep903.epil = getelementptr i8, i8* %uglygep901.epil, i64 %.46
  %uglygep903904.epil = bitcast i8* %uglygep903.epil to double*
  store double %.137.us.7.1.us.1.epil, double* %uglygep903904.epil, align 8
  %sunkaddr25801075 = getelementptr double, double* %lsr.iv677.us, i64 16
  %sunkaddr25811076 = getelementptr double, double* %sunkaddr25801075, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.2.epil = load double, double* %sunkaddr25811076, align 8
  %uglygep905.epil = getelementptr i8, i8* %uglygep903.epil, i64 %.46
  %uglygep905906.epil = bitcast i8* %uglygep905.epil to double*
  store double %.137.us.167.us.2.epil, double* %uglygep905906.epil, align 8
  %sunkaddr25831077 = getelementptr double, double* %lsr.iv677.us, i64 17
  %sunkaddr25841078 = getelementptr double, double* %sunkaddr25831077, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.2.epil = load double, double* %sunkaddr25841078, align 8
  %uglygep907.epil = getelementptr i8, i8* %uglygep905.epil, i64 %.46
  %uglygep907908.epil = bitcast i8* %uglygep907.epil to double*
  store double %.137.us.1.1.us.2.epil, double* %uglygep907908.epil, align 8
  %sunkaddr25861079 = getelementptr double, double* %lsr.iv677.us, i64 18
  %sunkaddr25871080 = getelementptr double, double* %sunkaddr25861079, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.2.epil = load double, double* %sunkaddr25871080, align 8
  %uglygep909.epil = getelementptr i8, i8* %uglygep907.epil, i64 %.46
  %uglygep909910.epil = bitcast i8* %uglygep909.epil to double*
  store double %.137.us.2.1.us.2.epil, double* %uglygep909910.epil, align 8
  %sunkaddr25891081 = getelementptr double, double* %lsr.iv677.us, i64 19
  %sunkaddr25901082 = getelementptr double, double* %sunkaddr25891081, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.2.epil = load double, double* %sunkaddr25901082, align 8
  %uglygep911.epil = getelementptr i8, i8* %uglygep909.epil, i64 %.46
  %uglygep911912.epil = bitcast i8* %uglygep911.epil to double*
  store double %.137.us.3.1.us.2.epil, double* %uglygep911912.epil, align 8
  %sunkaddr25921083 = getelementptr double, double* %lsr.iv677.us, i64 20
  %sunkaddr25931084 = getelementptr double, double* %sunkaddr25921083, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.2.epil = load double, double* %sunkaddr25931084, align 8
  %uglygep913.epil = getelementptr i8, i8* %uglygep911.epil, i64 %.46
  %uglygep913914.epil = bitcast i8* %uglygep913.epil to double*
  store double %.137.us.4.1.us.2.epil, double* %uglygep913914.epil, align 8
  %sunkaddr25951085 = getelementptr double, double* %lsr.iv677.us, i64 21
  %sunkaddr25961086 = getelementptr double, double* %sunkaddr25951085, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.2.epil = load double, double* %sunkaddr25961086, align 8
  %uglygep915.epil = getelementptr i8, i8* %uglygep913.epil, i64 %.46
  %uglygep915916.epil = bitcast i8* %uglygep915.epil to double*
  store double %.137.us.5.1.us.2.epil, double* %uglygep915916.epil, align 8
  %sunkaddr25981087 = getelementptr double, double* %lsr.iv677.us, i64 22
  %sunkaddr25991088 = getelementptr double, double* %sunkaddr25981087, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.2.epil = load double, double* %sunkaddr25991088, align 8
  %uglygep917.epil = getelementptr i8, i8* %uglygep915.epil, i64 %.46
  %uglygep917918.epil = bitcast i8* %uglygep917.epil to double*
  store double %.137.us.6.1.us.2.epil, double* %uglygep917918.epil, align 8
  %sunkaddr26011089 = getelementptr double, double* %lsr.iv677.us, i64 23
  %sunkaddr26021090 = getelementptr double, double* %sunkaddr26011089, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.2.epil = load double, double* %sunkaddr26021090, align 8
  %uglygep919.epil = getelementptr i8, i8* %uglygep917.epil, i64 %.46
  %uglygep919920.epil = bitcast i8* %uglygep919.epil to double*
  store double %.137.us.7.1.us.2.epil, double* %uglygep919920.epil, align 8
  %sunkaddr26041091 = getelementptr double, double* %lsr.iv677.us, i64 24
  %sunkaddr26051092 = getelementptr double, double* %sunkaddr26041091, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.3.epil = load double, double* %sunkaddr26051092, align 8
  %uglygep921.epil = getelementptr i8, i8* %uglygep919.epil, i64 %.46
  %uglygep921922.epil = bitcast i8* %uglygep921.epil to double*
  store double %.137.us.167.us.3.epil, double* %uglygep921922.epil, align 8
  %sunkaddr26071093 = getelementptr double, double* %lsr.iv677.us, i64 25
  %sunkaddr26081094 = getelementptr double, double* %sunkaddr26071093, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.3.epil = load double, double* %sunkaddr26081094, align 8
  %uglygep923.epil = getelementptr i8, i8* %uglygep921.epil, i64 %.46
  %uglygep923924.epil = bitcast i8* %uglygep923.epil to double*
  store double %.137.us.1.1.us.3.epil, double* %uglygep923924.epil, align 8
  %sunkaddr26101095 = getelementptr double, double* %lsr.iv677.us, i64 26
  %sunkaddr26111096 = getelementptr double, double* %sunkaddr26101095, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.3.epil = load double, double* %sunkaddr26111096, align 8
  %uglygep925.epil = getelementptr i8, i8* %uglygep923.epil, i64 %.46
  %uglygep925926.epil = bitcast i8* %uglygep925.epil to double*
  store double %.137.us.2.1.us.3.epil, double* %uglygep925926.epil, align 8
  %sunkaddr26131097 = getelementptr double, double* %lsr.iv677.us, i64 27
  %sunkaddr26141098 = getelementptr double, double* %sunkaddr26131097, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.3.epil = load double, double* %sunkaddr26141098, align 8
  %uglygep927.epil = getelementptr i8, i8* %uglygep925.epil, i64 %.46
  %uglygep927928.epil = bitcast i8* %uglygep927.epil to double*
  store double %.137.us.3.1.us.3.epil, double* %uglygep927928.epil, align 8
  %sunkaddr26161099 = getelementptr double, double* %lsr.iv677.us, i64 28
  %sunkaddr26171100 = getelementptr double, double* %sunkaddr26161099, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.3.epil = load double, double* %sunkaddr26171100, align 8
  %uglygep929.epil = getelementptr i8, i8* %uglygep927.epil, i64 %.46
  %uglygep929930.epil = bitcast i8* %uglygep929.epil to double*
  store double %.137.us.4.1.us.3.epil, double* %uglygep929930.epil, align 8
  %sunkaddr26191101 = getelementptr double, double* %lsr.iv677.us, i64 29
  %sunkaddr26201102 = getelementptr double, double* %sunkaddr26191101, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.3.epil = load double, double* %sunkaddr26201102, align 8
  %uglygep931.epil = getelementptr i8, i8* %uglygep929.epil, i64 %.46
  %uglygep931932.epil = bitcast i8* %uglygep931.epil to double*
  store double %.137.us.5.1.us.3.epil, double* %uglygep931932.epil, align 8
  %sunkaddr26221103 = getelementptr double, double* %lsr.iv677.us, i64 30
  %sunkaddr26231104 = getelementptr double, double* %sunkaddr26221103, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.3.epil = load double, double* %sunkaddr26231104, align 8
  %uglygep933.epil = getelementptr i8, i8* %uglygep931.epil, i64 %.46
  %uglygep933934.epil = bitcast i8* %uglygep933.epil to double*
  store double %.137.us.6.1.us.3.epil, double* %uglygep933934.epil, align 8
  %sunkaddr26251105 = getelementptr double, double* %lsr.iv677.us, i64 31
  %sunkaddr26261106 = getelementptr double, double* %sunkaddr26251105, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.3.epil = load double, double* %sunkaddr26261106, align 8
  %uglygep935.epil = getelementptr i8, i8* %uglygep933.epil, i64 %.46
  %uglygep935936.epil = bitcast i8* %uglygep935.epil to double*
  store double %.137.us.7.1.us.3.epil, double* %uglygep935936.epil, align 8
  %sunkaddr26281107 = getelementptr double, double* %lsr.iv677.us, i64 32
  %sunkaddr26291108 = getelementptr double, double* %sunkaddr26281107, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.4.epil = load double, double* %sunkaddr26291108, align 8
  %uglygep937.epil = getelementptr i8, i8* %uglygep935.epil, i64 %.46
  %uglygep937938.epil = bitcast i8* %uglygep937.epil to double*
  store double %.137.us.167.us.4.epil, double* %uglygep937938.epil, align 8
  %sunkaddr26311109 = getelementptr double, double* %lsr.iv677.us, i64 33
  %sunkaddr26321110 = getelementptr double, double* %sunkaddr26311109, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.4.epil = load double, double* %sunkaddr26321110, align 8
  %uglygep939.epil = getelementptr i8, i8* %uglygep937.epil, i64 %.46
  %uglygep939940.epil = bitcast i8* %uglygep939.epil to double*
  store double %.137.us.1.1.us.4.epil, double* %uglygep939940.epil, align 8
  %sunkaddr26341111 = getelementptr double, double* %lsr.iv677.us, i64 34
  %sunkaddr26351112 = getelementptr double, double* %sunkaddr26341111, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.4.epil = load double, double* %sunkaddr26351112, align 8
  %uglygep941.epil = getelementptr i8, i8* %uglygep939.epil, i64 %.46
  %uglygep941942.epil = bitcast i8* %uglygep941.epil to double*
  store double %.137.us.2.1.us.4.epil, double* %uglygep941942.epil, align 8
  %sunkaddr26371113 = getelementptr double, double* %lsr.iv677.us, i64 35
  %sunkaddr26381114 = getelementptr double, double* %sunkaddr26371113, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.4.epil = load double, double* %sunkaddr26381114, align 8
  %uglygep943.epil = getelementptr i8, i8* %uglygep941.epil, i64 %.46
  %uglygep943944.epil = bitcast i8* %uglygep943.epil to double*
  store double %.137.us.3.1.us.4.epil, double* %uglygep943944.epil, align 8
  %sunkaddr26401115 = getelementptr double, double* %lsr.iv677.us, i64 36
  %sunkaddr26411116 = getelementptr double, double* %sunkaddr26401115, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.4.epil = load double, double* %sunkaddr26411116, align 8
  %uglygep945.epil = getelementptr i8, i8* %uglygep943.epil, i64 %.46
  %uglygep945946.epil = bitcast i8* %uglygep945.epil to double*
  store double %.137.us.4.1.us.4.epil, double* %uglygep945946.epil, align 8
  %sunkaddr26431117 = getelementptr double, double* %lsr.iv677.us, i64 37
  %sunkaddr26441118 = getelementptr double, double* %sunkaddr26431117, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.4.epil = load double, double* %sunkaddr26441118, align 8
  %uglygep947.epil = getelementptr i8, i8* %uglygep945.epil, i64 %.46
  %uglygep947948.epil = bitcast i8* %uglygep947.epil to double*
  store double %.137.us.5.1.us.4.epil, double* %uglygep947948.epil, align 8
  %sunkaddr26461119 = getelementptr double, double* %lsr.iv677.us, i64 38
  %sunkaddr26471120 = getelementptr double, double* %sunkaddr26461119, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.4.epil = load double, double* %sunkaddr26471120, align 8
  %uglygep949.epil = getelementptr i8, i8* %uglygep947.epil, i64 %.46
  %uglygep949950.epil = bitcast i8* %uglygep949.epil to double*
  store double %.137.us.6.1.us.4.epil, double* %uglygep949950.epil, align 8
  %sunkaddr26491121 = getelementptr double, double* %lsr.iv677.us, i64 39
  %sunkaddr26501122 = getelementptr double, double* %sunkaddr26491121, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.4.epil = load double, double* %sunkaddr26501122, align 8
  %uglygep951.epil = getelementptr i8, i8* %uglygep949.epil, i64 %.46
  %uglygep951952.epil = bitcast i8* %uglygep951.epil to double*
  store double %.137.us.7.1.us.4.epil, double* %uglygep951952.epil, align 8
  %sunkaddr26521123 = getelementptr double, double* %lsr.iv677.us, i64 40
  %sunkaddr26531124 = getelementptr double, double* %sunkaddr26521123, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.5.epil = load double, double* %sunkaddr26531124, align 8
  %uglygep953.epil = getelementptr i8, i8* %uglygep951.epil, i64 %.46
  %uglygep953954.epil = bitcast i8* %uglygep953.epil to double*
  store double %.137.us.167.us.5.epil, double* %uglygep953954.epil, align 8
  %sunkaddr26551125 = getelementptr double, double* %lsr.iv677.us, i64 41
  %sunkaddr26561126 = getelementptr double, double* %sunkaddr26551125, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.5.epil = load double, double* %sunkaddr26561126, align 8
  %uglygep955.epil = getelementptr i8, i8* %uglygep953.epil, i64 %.46
  %uglygep955956.epil = bitcast i8* %uglygep955.epil to double*
  store double %.137.us.1.1.us.5.epil, double* %uglygep955956.epil, align 8
  %sunkaddr26581127 = getelementptr double, double* %lsr.iv677.us, i64 42
  %sunkaddr26591128 = getelementptr double, double* %sunkaddr26581127, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.5.epil = load double, double* %sunkaddr26591128, align 8
  %uglygep957.epil = getelementptr i8, i8* %uglygep955.epil, i64 %.46
  %uglygep957958.epil = bitcast i8* %uglygep957.epil to double*
  store double %.137.us.2.1.us.5.epil, double* %uglygep957958.epil, align 8
  %sunkaddr26611129 = getelementptr double, double* %lsr.iv677.us, i64 43
  %sunkaddr26621130 = getelementptr double, double* %sunkaddr26611129, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.5.epil = load double, double* %sunkaddr26621130, align 8
  %uglygep959.epil = getelementptr i8, i8* %uglygep957.epil, i64 %.46
  %uglygep959960.epil = bitcast i8* %uglygep959.epil to double*
  store double %.137.us.3.1.us.5.epil, double* %uglygep959960.epil, align 8
  %sunkaddr26641131 = getelementptr double, double* %lsr.iv677.us, i64 44
  %sunkaddr26651132 = getelementptr double, double* %sunkaddr26641131, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.5.epil = load double, double* %sunkaddr26651132, align 8
  %uglygep961.epil = getelementptr i8, i8* %uglygep959.epil, i64 %.46
  %uglygep961962.epil = bitcast i8* %uglygep961.epil to double*
  store double %.137.us.4.1.us.5.epil, double* %uglygep961962.epil, align 8
  %sunkaddr26671133 = getelementptr double, double* %lsr.iv677.us, i64 45
  %sunkaddr26681134 = getelementptr double, double* %sunkaddr26671133, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.5.epil = load double, double* %sunkaddr26681134, align 8
  %uglygep963.epil = getelementptr i8, i8* %uglygep961.epil, i64 %.46
  %uglygep963964.epil = bitcast i8* %uglygep963.epil to double*
  store double %.137.us.5.1.us.5.epil, double* %uglygep963964.epil, align 8
  %sunkaddr26701135 = getelementptr double, double* %lsr.iv677.us, i64 46
  %sunkaddr26711136 = getelementptr double, double* %sunkaddr26701135, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.5.epil = load double, double* %sunkaddr26711136, align 8
  %uglygep965.epil = getelementptr i8, i8* %uglygep963.epil, i64 %.46
  %uglygep965966.epil = bitcast i8* %uglygep965.epil to double*
  store double %.137.us.6.1.us.5.epil, double* %uglygep965966.epil, align 8
  %sunkaddr26731137 = getelementptr double, double* %lsr.iv677.us, i64 47
  %sunkaddr26741138 = getelementptr double, double* %sunkaddr26731137, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.5.epil = load double, double* %sunkaddr26741138, align 8
  %uglygep967.epil = getelementptr i8, i8* %uglygep965.epil, i64 %.46
  %uglygep967968.epil = bitcast i8* %uglygep967.epil to double*
  store double %.137.us.7.1.us.5.epil, double* %uglygep967968.epil, align 8
  %sunkaddr26761139 = getelementptr double, double* %lsr.iv677.us, i64 48
  %sunkaddr26771140 = getelementptr double, double* %sunkaddr26761139, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.6.epil = load double, double* %sunkaddr26771140, align 8
  %uglygep969.epil = getelementptr i8, i8* %uglygep967.epil, i64 %.46
  %uglygep969970.epil = bitcast i8* %uglygep969.epil to double*
  store double %.137.us.167.us.6.epil, double* %uglygep969970.epil, align 8
  %sunkaddr26791141 = getelementptr double, double* %lsr.iv677.us, i64 49
  %sunkaddr26801142 = getelementptr double, double* %sunkaddr26791141, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.6.epil = load double, double* %sunkaddr26801142, align 8
  %uglygep971.epil = getelementptr i8, i8* %uglygep969.epil, i64 %.46
  %uglygep971972.epil = bitcast i8* %uglygep971.epil to double*
  store double %.137.us.1.1.us.6.epil, double* %uglygep971972.epil, align 8
  %sunkaddr26821143 = getelementptr double, double* %lsr.iv677.us, i64 50
  %sunkaddr26831144 = getelementptr double, double* %sunkaddr26821143, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.6.epil = load double, double* %sunkaddr26831144, align 8
  %uglygep973.epil = getelementptr i8, i8* %uglygep971.epil, i64 %.46
  %uglygep973974.epil = bitcast i8* %uglygep973.epil to double*
  store double %.137.us.2.1.us.6.epil, double* %uglygep973974.epil, align 8
  %sunkaddr26851145 = getelementptr double, double* %lsr.iv677.us, i64 51
  %sunkaddr26861146 = getelementptr double, double* %sunkaddr26851145, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.6.epil = load double, double* %sunkaddr26861146, align 8
  %uglygep975.epil = getelementptr i8, i8* %uglygep973.epil, i64 %.46
  %uglygep975976.epil = bitcast i8* %uglygep975.epil to double*
  store double %.137.us.3.1.us.6.epil, double* %uglygep975976.epil, align 8
  %sunkaddr26881147 = getelementptr double, double* %lsr.iv677.us, i64 52
  %sunkaddr26891148 = getelementptr double, double* %sunkaddr26881147, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.6.epil = load double, double* %sunkaddr26891148, align 8
  %uglygep977.epil = getelementptr i8, i8* %uglygep975.epil, i64 %.46
  %uglygep977978.epil = bitcast i8* %uglygep977.epil to double*
  store double %.137.us.4.1.us.6.epil, double* %uglygep977978.epil, align 8
  %sunkaddr26911149 = getelementptr double, double* %lsr.iv677.us, i64 53
  %sunkaddr26921150 = getelementptr double, double* %sunkaddr26911149, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.6.epil = load double, double* %sunkaddr26921150, align 8
  %uglygep979.epil = getelementptr i8, i8* %uglygep977.epil, i64 %.46
  %uglygep979980.epil = bitcast i8* %uglygep979.epil to double*
  store double %.137.us.5.1.us.6.epil, double* %uglygep979980.epil, align 8
  %sunkaddr26941151 = getelementptr double, double* %lsr.iv677.us, i64 54
  %sunkaddr26951152 = getelementptr double, double* %sunkaddr26941151, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.6.epil = load double, double* %sunkaddr26951152, align 8
  %uglygep981.epil = getelementptr i8, i8* %uglygep979.epil, i64 %.46
  %uglygep981982.epil = bitcast i8* %uglygep981.epil to double*
  store double %.137.us.6.1.us.6.epil, double* %uglygep981982.epil, align 8
  %sunkaddr26971153 = getelementptr double, double* %lsr.iv677.us, i64 55
  %sunkaddr26981154 = getelementptr double, double* %sunkaddr26971153, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.6.epil = load double, double* %sunkaddr26981154, align 8
  %uglygep983.epil = getelementptr i8, i8* %uglygep981.epil, i64 %.46
  %uglygep983984.epil = bitcast i8* %uglygep983.epil to double*
  store double %.137.us.7.1.us.6.epil, double* %uglygep983984.epil, align 8
  %sunkaddr27001155 = getelementptr double, double* %lsr.iv677.us, i64 56
  %sunkaddr27011156 = getelementptr double, double* %sunkaddr27001155, i64 %loop.index.12.us.1.us.unr413
  %.137.us.167.us.7.epil = load double, double* %sunkaddr27011156, align 8
  %uglygep985.epil = getelementptr i8, i8* %uglygep983.epil, i64 %.46
  %uglygep985986.epil = bitcast i8* %uglygep985.epil to double*
  store double %.137.us.167.us.7.epil, double* %uglygep985986.epil, align 8
  %sunkaddr27031157 = getelementptr double, double* %lsr.iv677.us, i64 57
  %sunkaddr27041158 = getelementptr double, double* %sunkaddr27031157, i64 %loop.index.12.us.1.us.unr413
  %.137.us.1.1.us.7.epil = load double, double* %sunkaddr27041158, align 8
  %uglygep987.epil = getelementptr i8, i8* %uglygep985.epil, i64 %.46
  %uglygep987988.epil = bitcast i8* %uglygep987.epil to double*
  store double %.137.us.1.1.us.7.epil, double* %uglygep987988.epil, align 8
  %sunkaddr27061159 = getelementptr double, double* %lsr.iv677.us, i64 58
  %sunkaddr27071160 = getelementptr double, double* %sunkaddr27061159, i64 %loop.index.12.us.1.us.unr413
  %.137.us.2.1.us.7.epil = load double, double* %sunkaddr27071160, align 8
  %uglygep989.epil = getelementptr i8, i8* %uglygep987.epil, i64 %.46
  %uglygep989990.epil = bitcast i8* %uglygep989.epil to double*
  store double %.137.us.2.1.us.7.epil, double* %uglygep989990.epil, align 8
  %sunkaddr27091161 = getelementptr double, double* %lsr.iv677.us, i64 59
  %sunkaddr27101162 = getelementptr double, double* %sunkaddr27091161, i64 %loop.index.12.us.1.us.unr413
  %.137.us.3.1.us.7.epil = load double, double* %sunkaddr27101162, align 8
  %uglygep991.epil = getelementptr i8, i8* %uglygep989.epil, i64 %.46
  %uglygep991992.epil = bitcast i8* %uglygep991.epil to double*
  store double %.137.us.3.1.us.7.epil, double* %uglygep991992.epil, align 8
  %sunkaddr27121163 = getelementptr double, double* %lsr.iv677.us, i64 60
  %sunkaddr27131164 = getelementptr double, double* %sunkaddr27121163, i64 %loop.index.12.us.1.us.unr413
  %.137.us.4.1.us.7.epil = load double, double* %sunkaddr27131164, align 8
  %uglygep993.epil = getelementptr i8, i8* %uglygep991.epil, i64 %.46
  %uglygep993994.epil = bitcast i8* %uglygep993.epil to double*
  store double %.137.us.4.1.us.7.epil, double* %uglygep993994.epil, align 8
  %sunkaddr27151165 = getelementptr double, double* %lsr.iv677.us, i64 61
  %sunkaddr27161166 = getelementptr double, double* %sunkaddr27151165, i64 %loop.index.12.us.1.us.unr413
  %.137.us.5.1.us.7.epil = load double, double* %sunkaddr27161166, align 8
  %uglygep995.epil = getelementptr i8, i8* %uglygep993.epil, i64 %.46
  %uglygep995996.epil = bitcast i8* %uglygep995.epil to double*
  store double %.137.us.5.1.us.7.epil, double* %uglygep995996.epil, align 8
  %sunkaddr27181167 = getelementptr double, double* %lsr.iv677.us, i64 62
  %sunkaddr27191168 = getelementptr double, double* %sunkaddr27181167, i64 %loop.index.12.us.1.us.unr413
  %.137.us.6.1.us.7.epil = load double, double* %sunkaddr27191168, align 8
  %uglygep997.epil = getelementptr i8, i8* %uglygep995.epil, i64 %.46
  %uglygep997998.epil = bitcast i8* %uglygep997.epil to double*
  store double %.137.us.6.1.us.7.epil, double* %uglygep997998.epil, align 8
  %sunkaddr27211169 = getelementptr double, double* %lsr.iv677.us, i64 63
  %sunkaddr27221170 = getelementptr double, double* %sunkaddr27211169, i64 %loop.index.12.us.1.us.unr413
  %.137.us.7.1.us.7.epil = load double, double* %sunkaddr27221170, align 8
  %uglygep999.epil = getelementptr i8, i8* %uglygep997.epil, i64 %.46
  %uglygep9991000.epil = bitcast i8* %uglygep999.epil to double*
  store double %.137.us.7.1.us.7.epil, double* %uglygep9991000.epil, align 8
  %.139.us.7.1.us.7.epil = add nuw i64 %loop.index.12.us.1.us.unr413, 64
  %lsr.iv.next687.us.7.epil = add i64 %lsr.iv686.us.unr412, %lsr.iv.next687.us.3
  br label %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa

for.end.1.loopexit.us.1.us.loopexit.unr-lcssa:    ; preds = %for.body.1.us.1.us.epil403, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa, %for.body.1.us.1.preheader.us
  %lsr.iv686.us.unr = phi i64 [ %lsr.iv684.us, %for.body.1.us.1.preheader.us ], [ %lsr.iv.next687.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %lsr.iv.next687.us.7.epil, %for.body.1.us.1.us.epil403 ]
  %loop.index.12.us.1.us.unr = phi i64 [ 0, %for.body.1.us.1.preheader.us ], [ %.139.us.7.1.us.7.lcssa.ph, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.139.us.7.1.us.7.epil, %for.body.1.us.1.us.epil403 ]
  %572 = icmp eq i64 %xtraiter71, 0
  br i1 %572, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil.preheader

for.body.1.us.1.us.epil.preheader:                ; preds = %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa
  %573 = bitcast double* %.6.i6 to i8*
  %uglygep1001 = getelementptr i8, i8* %573, i64 %lsr.iv686.us.unr
  %scevgep1548 = getelementptr double, double* %lsr.iv1545, i64 %loop.index.12.us.1.us.unr
  br label %for.body.1.us.1.us.epil

for.body.1.us.1.us.epil:                          ; preds = %for.body.1.us.1.us.epil, %for.body.1.us.1.us.epil.preheader
  %lsr.iv1006 = phi i64 [ 0, %for.body.1.us.1.us.epil.preheader ], [ %lsr.iv.next1007, %for.body.1.us.1.us.epil ]
  %lsr.iv1003.in = phi i8* [ %uglygep1001, %for.body.1.us.1.us.epil.preheader ], [ %lsr.chain1580, %for.body.1.us.1.us.epil ]
  %574 = bitcast double* %scevgep1548 to i8*
  %lsr.iv1003 = bitcast i8* %lsr.iv1003.in to double*
  %uglygep1552 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15521553 = bitcast i8* %uglygep1552 to double*
  %scevgep1555 = getelementptr double, double* %uglygep15521553, i64 -4
  %.137.us.167.us.epil = load double, double* %scevgep1555, align 8
  store double %.137.us.167.us.epil, double* %lsr.iv1003, align 8
  %uglygep1562 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15621563 = bitcast i8* %uglygep1562 to double*
  %scevgep1569 = getelementptr double, double* %uglygep15621563, i64 -3
  %.137.us.1.1.us.epil = load double, double* %scevgep1569, align 8
  %uglygep1043 = getelementptr i8, i8* %lsr.iv1003.in, i64 %.46
  %uglygep10431044 = bitcast i8* %uglygep1043 to double*
  store double %.137.us.1.1.us.epil, double* %uglygep10431044, align 8
  %uglygep1573 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15731574 = bitcast i8* %uglygep1573 to double*
  %scevgep1575 = getelementptr double, double* %uglygep15731574, i64 -2
  %.137.us.2.1.us.epil = load double, double* %scevgep1575, align 8
  %uglygep1045 = getelementptr i8, i8* %uglygep1043, i64 %.46
  %uglygep10451046 = bitcast i8* %uglygep1045 to double*
  store double %.137.us.2.1.us.epil, double* %uglygep10451046, align 8
  %uglygep1576 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15761577 = bitcast i8* %uglygep1576 to double*
  %scevgep1578 = getelementptr double, double* %uglygep15761577, i64 -1
  %.137.us.3.1.us.epil = load double, double* %scevgep1578, align 8
  %uglygep1047 = getelementptr i8, i8* %uglygep1045, i64 %.46
  %uglygep10471048 = bitcast i8* %uglygep1047 to double*
  store double %.137.us.3.1.us.epil, double* %uglygep10471048, align 8
  %uglygep1550 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15501551 = bitcast i8* %uglygep1550 to double*
  %.137.us.4.1.us.epil = load double, double* %uglygep15501551, align 8
  %uglygep1049 = getelementptr i8, i8* %uglygep1047, i64 %.46
  %uglygep10491050 = bitcast i8* %uglygep1049 to double*
  store double %.137.us.4.1.us.epil, double* %uglygep10491050, align 8
  %uglygep1570 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15701571 = bitcast i8* %uglygep1570 to double*
  %scevgep1572 = getelementptr double, double* %uglygep15701571, i64 1
  %.137.us.5.1.us.epil = load double, double* %scevgep1572, align 8
  %uglygep1051 = getelementptr i8, i8* %uglygep1049, i64 %.46
  %uglygep10511052 = bitcast i8* %uglygep1051 to double*
  store double %.137.us.5.1.us.epil, double* %uglygep10511052, align 8
  %uglygep1559 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15591560 = bitcast i8* %uglygep1559 to double*
  %scevgep1561 = getelementptr double, double* %uglygep15591560, i64 2
  %.137.us.6.1.us.epil = load double, double* %scevgep1561, align 8
  %uglygep1053 = getelementptr i8, i8* %uglygep1051, i64 %.46
  %uglygep10531054 = bitcast i8* %uglygep1053 to double*
  store double %.137.us.6.1.us.epil, double* %uglygep10531054, align 8
  %uglygep1556 = getelementptr i8, i8* %574, i64 %lsr.iv1006
  %uglygep15561557 = bitcast i8* %uglygep1556 to double*
  %scevgep1558 = getelementptr double, double* %uglygep15561557, i64 3
  %.137.us.7.1.us.epil = load double, double* %scevgep1558, align 8
  %uglygep1055 = getelementptr i8, i8* %uglygep1053, i64 %.46
  %uglygep10551056 = bitcast i8* %uglygep1055 to double*
  store double %.137.us.7.1.us.epil, double* %uglygep10551056, align 8
  %lsr.iv.next1007 = add nuw nsw i64 %lsr.iv1006, 64
  %uglygep1057 = getelementptr i8, i8* %uglygep1055, i64 %.46
  %uglygep10571579 = bitcast i8* %uglygep1057 to double*
  %epil.iter77.cmp.not = icmp eq i64 %47, %lsr.iv.next1007
  %lsr.chain1580 = bitcast double* %uglygep10571579 to i8*
  br i1 %epil.iter77.cmp.not, label %for.end.1.loopexit.us.1.us, label %for.body.1.us.1.us.epil, !llvm.loop !69

for.end.1.loopexit.us.1.us:                       ; preds = %for.body.1.us.1.us.epil, %for.end.1.loopexit.us.1.us.loopexit.unr-lcssa, %for.body.1.us.preheader.us
  %575 = bitcast double* %lsr.iv1492 to i1*
  %576 = bitcast double* %lsr.iv1545 to i1*
  %577 = bitcast double* %lsr.iv453.us to i1*
  %578 = bitcast double* %lsr.iv677.us to i1*
  %.141.us.1.us = add nuw nsw i64 %loop.index4.us.us, 2
  %scevgep455.us = getelementptr i1, i1* %577, i64 %6
  %579 = bitcast i1* %scevgep455.us to double*
  %lsr.iv.next466.us = add i64 %lsr.iv465.us, 16
  %scevgep679.us = getelementptr i1, i1* %578, i64 %6
  %580 = bitcast i1* %scevgep679.us to double*
  %lsr.iv.next685.us = add i64 %lsr.iv684.us, 16
  %niter55.ncmp.1.us = icmp eq i64 %.141.us.1.us, %unroll_iter54
  %scevgep1494 = getelementptr i1, i1* %575, i64 %6
  %581 = bitcast i1* %scevgep1494 to double*
  %scevgep1547 = getelementptr i1, i1* %576, i64 %6
  %582 = bitcast i1* %scevgep1547 to double*
  br i1 %niter55.ncmp.1.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.us

for.body.1.us.preheader:                          ; preds = %for.end.1.loopexit.us.1.3, %for.body.1.us.preheader.preheader.new
  %lsr.iv2083 = phi double* [ %scevgep2084, %for.end.1.loopexit.us.1.3 ], [ %scevgep2082, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2064 = phi double* [ %652, %for.end.1.loopexit.us.1.3 ], [ %scevgep2063, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2032 = phi double* [ %scevgep2033, %for.end.1.loopexit.us.1.3 ], [ %scevgep2031, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv2013 = phi double* [ %651, %for.end.1.loopexit.us.1.3 ], [ %scevgep2012, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1981 = phi double* [ %scevgep1982, %for.end.1.loopexit.us.1.3 ], [ %scevgep1980, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1962 = phi double* [ %650, %for.end.1.loopexit.us.1.3 ], [ %scevgep1961, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1930 = phi double* [ %scevgep1931, %for.end.1.loopexit.us.1.3 ], [ %scevgep1929, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1911 = phi double* [ %649, %for.end.1.loopexit.us.1.3 ], [ %scevgep1910, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1879 = phi double* [ %scevgep1880, %for.end.1.loopexit.us.1.3 ], [ %scevgep1878, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1860 = phi double* [ %648, %for.end.1.loopexit.us.1.3 ], [ %scevgep1859, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1828 = phi double* [ %scevgep1829, %for.end.1.loopexit.us.1.3 ], [ %scevgep1827, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1809 = phi double* [ %647, %for.end.1.loopexit.us.1.3 ], [ %scevgep1808, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1777 = phi double* [ %scevgep1778, %for.end.1.loopexit.us.1.3 ], [ %scevgep1776, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1758 = phi double* [ %646, %for.end.1.loopexit.us.1.3 ], [ %scevgep1757, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1724 = phi double* [ %scevgep1725, %for.end.1.loopexit.us.1.3 ], [ %scevgep1723, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1707 = phi double* [ %645, %for.end.1.loopexit.us.1.3 ], [ %scevgep1706, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1553 = phi double* [ %scevgep1554, %for.end.1.loopexit.us.1.3 ], [ %scevgep1552, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1543 = phi double* [ %644, %for.end.1.loopexit.us.1.3 ], [ %scevgep1542, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1507 = phi double* [ %scevgep1508, %for.end.1.loopexit.us.1.3 ], [ %scevgep1506, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1497 = phi double* [ %643, %for.end.1.loopexit.us.1.3 ], [ %scevgep1496, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1461 = phi double* [ %scevgep1462, %for.end.1.loopexit.us.1.3 ], [ %scevgep1460, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1451 = phi double* [ %642, %for.end.1.loopexit.us.1.3 ], [ %scevgep1450, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1411 = phi double* [ %scevgep1412, %for.end.1.loopexit.us.1.3 ], [ %scevgep1410, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1401 = phi double* [ %641, %for.end.1.loopexit.us.1.3 ], [ %scevgep1400, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1361 = phi double* [ %scevgep1362, %for.end.1.loopexit.us.1.3 ], [ %scevgep1360, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1343 = phi double* [ %640, %for.end.1.loopexit.us.1.3 ], [ %scevgep1342, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1296 = phi double* [ %scevgep1297, %for.end.1.loopexit.us.1.3 ], [ %scevgep1295, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1285 = phi double* [ %639, %for.end.1.loopexit.us.1.3 ], [ %scevgep1284, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1247 = phi double* [ %scevgep1248, %for.end.1.loopexit.us.1.3 ], [ %scevgep1246, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv1196 = phi double* [ %scevgep1197, %for.end.1.loopexit.us.1.3 ], [ %.6.i6, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv677 = phi double* [ %638, %for.end.1.loopexit.us.1.3 ], [ %scevgep676, %for.body.1.us.preheader.preheader.new ]
  %lsr.iv453 = phi double* [ %637, %for.end.1.loopexit.us.1.3 ], [ %arg.a.4, %for.body.1.us.preheader.preheader.new ]
  %niter103 = phi i64 [ %niter103.next.3, %for.end.1.loopexit.us.1.3 ], [ 0, %for.body.1.us.preheader.preheader.new ]
  br label %for.body.1.us.prol

for.body.1.us.prol:                               ; preds = %for.body.1.us.prol, %for.body.1.us.preheader
  %lsr.iv1726 = phi double* [ %585, %for.body.1.us.prol ], [ %lsr.iv1724, %for.body.1.us.preheader ]
  %lsr.iv1710 = phi double* [ %scevgep1711, %for.body.1.us.prol ], [ %lsr.iv1707, %for.body.1.us.preheader ]
  %lsr.iv1676 = phi i64 [ %lsr.iv.next1677, %for.body.1.us.prol ], [ 0, %for.body.1.us.preheader ]
  %lsr.iv1673 = phi double* [ %584, %for.body.1.us.prol ], [ %lsr.iv1196, %for.body.1.us.preheader ]
  %583 = bitcast double* %lsr.iv453 to i8*
  %lsr.iv17261727 = bitcast double* %lsr.iv1726 to i1*
  %lsr.iv16731674 = bitcast double* %lsr.iv1673 to i1*
  %uglygep1704 = getelementptr i8, i8* %583, i64 %lsr.iv1676
  %uglygep17041705 = bitcast i8* %uglygep1704 to double*
  %.137.us.prol = load double, double* %uglygep17041705, align 8
  store double %.137.us.prol, double* %lsr.iv1673, align 8
  %scevgep1675 = getelementptr i1, i1* %lsr.iv16731674, i64 %.46
  %584 = bitcast i1* %scevgep1675 to double*
  %lsr.iv.next1677 = add nuw nsw i64 %lsr.iv1676, 8
  %prol.iter.cmp.not = icmp eq i64 %22, %lsr.iv.next1677
  %scevgep1711 = getelementptr double, double* %lsr.iv1710, i64 1
  %scevgep1728 = getelementptr i1, i1* %lsr.iv17261727, i64 %.46
  %585 = bitcast i1* %scevgep1728 to double*
  br i1 %prol.iter.cmp.not, label %for.body.1.us.prol.loopexit, label %for.body.1.us.prol, !llvm.loop !70

for.body.1.us.prol.loopexit:                      ; preds = %for.body.1.us.prol
  %586 = icmp ult i64 %4, 7
  br i1 %586, label %for.body.1.us.prol.1.preheader, label %for.body.1.us.preheader69

for.body.1.us.preheader69:                        ; preds = %for.body.1.us.prol.loopexit
  br label %for.body.1.us

for.body.1.us:                                    ; preds = %for.body.1.us, %for.body.1.us.preheader69
  %lsr.iv1729 = phi double* [ %uglygep17471748, %for.body.1.us ], [ %lsr.iv1726, %for.body.1.us.preheader69 ]
  %lsr.iv1721 = phi i64 [ %lsr.iv.next1722, %for.body.1.us ], [ %21, %for.body.1.us.preheader69 ]
  %lsr.iv1712 = phi double* [ %scevgep1713, %for.body.1.us ], [ %lsr.iv1710, %for.body.1.us.preheader69 ]
  %lsr.iv17291732 = bitcast double* %lsr.iv1729 to i8*
  %scevgep1714 = getelementptr double, double* %lsr.iv1712, i64 -7
  %.137.us = load double, double* %scevgep1714, align 8
  store double %.137.us, double* %lsr.iv1729, align 8
  %scevgep1715 = getelementptr double, double* %lsr.iv1712, i64 -6
  %.137.us.1 = load double, double* %scevgep1715, align 8
  %uglygep1733 = getelementptr i8, i8* %lsr.iv17291732, i64 %.46
  %uglygep17331734 = bitcast i8* %uglygep1733 to double*
  store double %.137.us.1, double* %uglygep17331734, align 8
  %scevgep1716 = getelementptr double, double* %lsr.iv1712, i64 -5
  %.137.us.2 = load double, double* %scevgep1716, align 8
  %uglygep1735 = getelementptr i8, i8* %uglygep1733, i64 %.46
  %uglygep17351736 = bitcast i8* %uglygep1735 to double*
  store double %.137.us.2, double* %uglygep17351736, align 8
  %scevgep1717 = getelementptr double, double* %lsr.iv1712, i64 -4
  %.137.us.3 = load double, double* %scevgep1717, align 8
  %uglygep1737 = getelementptr i8, i8* %uglygep1735, i64 %.46
  %uglygep17371738 = bitcast i8* %uglygep1737 to double*
  store double %.137.us.3, double* %uglygep17371738, align 8
  %scevgep1718 = getelementptr double, double* %lsr.iv1712, i64 -3
  %.137.us.4 = load double, double* %scevgep1718, align 8
  %uglygep1739 = getelementptr i8, i8* %uglygep1737, i64 %.46
  %uglygep17391740 = bitcast i8* %uglygep1739 to double*
  store double %.137.us.4, double* %uglygep17391740, align 8
  %scevgep1719 = getelementptr double, double* %lsr.iv1712, i64 -2
  %.137.us.5 = load double, double* %scevgep1719, align 8
  %uglygep1741 = getelementptr i8, i8* %uglygep1739, i64 %.46
  %uglygep17411742 = bitcast i8* %uglygep1741 to double*
  store double %.137.us.5, double* %uglygep17411742, align 8
  %scevgep1720 = getelementptr double, double* %lsr.iv1712, i64 -1
  %.137.us.6 = load double, double* %scevgep1720, align 8
  %uglygep1743 = getelementptr i8, i8* %uglygep1741, i64 %.46
  %uglygep17431744 = bitcast i8* %uglygep1743 to double*
  store double %.137.us.6, double* %uglygep17431744, align 8
  %.137.us.7 = load double, double* %lsr.iv1712, align 8
  %uglygep1745 = getelementptr i8, i8* %uglygep1743, i64 %.46
  %uglygep17451746 = bitcast i8* %uglygep1745 to double*
  store double %.137.us.7, double* %uglygep17451746, align 8
  %scevgep1713 = getelementptr double, double* %lsr.iv1712, i64 8
  %lsr.iv.next1722 = add i64 %lsr.iv1721, 8
  %exitcond.not.7 = icmp eq i64 %lsr.iv.next1722, 0
  %uglygep1747 = getelementptr i8, i8* %uglygep1745, i64 %.46
  %uglygep17471748 = bitcast i8* %uglygep1747 to double*
  br i1 %exitcond.not.7, label %for.body.1.us.prol.1.preheader, label %for.body.1.us, !llvm.loop !67

for.body.1.us.prol.1.preheader:                   ; preds = %for.body.1.us, %for.body.1.us.prol.loopexit
  br label %for.body.1.us.prol.1

for.body.1.us.prol.1:                             ; preds = %for.body.1.us.prol.1, %for.body.1.us.prol.1.preheader
  %lsr.iv1779 = phi double* [ %589, %for.body.1.us.prol.1 ], [ %lsr.iv1777, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1749 = phi double* [ %588, %for.body.1.us.prol.1 ], [ %lsr.iv1247, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1253 = phi i64 [ %lsr.iv.next1254, %for.body.1.us.prol.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader ]
  %lsr.iv1240 = phi i64 [ %lsr.iv.next1241, %for.body.1.us.prol.1 ], [ 0, %for.body.1.us.prol.1.preheader ]
  %587 = bitcast double* %lsr.iv677 to i8*
  %lsr.iv17791780 = bitcast double* %lsr.iv1779 to i1*
  %lsr.iv17491750 = bitcast double* %lsr.iv1749 to i1*
  %uglygep1753 = getelementptr i8, i8* %587, i64 %lsr.iv1240
  %uglygep17531754 = bitcast i8* %uglygep1753 to double*
  %.137.us.prol.1 = load double, double* %uglygep17531754, align 8
  store double %.137.us.prol.1, double* %lsr.iv1749, align 8
  %lsr.iv.next1241 = add nuw nsw i64 %lsr.iv1240, 8
  %lsr.iv.next1254 = add i64 %lsr.iv1253, -1
  %scevgep1751 = getelementptr i1, i1* %lsr.iv17491750, i64 %.46
  %588 = bitcast i1* %scevgep1751 to double*
  %prol.iter.cmp.1.not = icmp eq i64 %22, %lsr.iv.next1241
  %scevgep1781 = getelementptr i1, i1* %lsr.iv17791780, i64 %.46
  %589 = bitcast i1* %scevgep1781 to double*
  br i1 %prol.iter.cmp.1.not, label %for.body.1.us.prol.loopexit.1, label %for.body.1.us.prol.1, !llvm.loop !70

for.body.1.us.prol.loopexit.1:                    ; preds = %for.body.1.us.prol.1
  %590 = icmp ult i64 %4, 7
  br i1 %590, label %for.end.1.loopexit.us.1, label %for.body.1.us.1.preheader

for.body.1.us.1.preheader:                        ; preds = %for.body.1.us.prol.loopexit.1
  br label %for.body.1.us.1

for.body.1.us.1:                                  ; preds = %for.body.1.us.1, %for.body.1.us.1.preheader
  %lsr.iv1782 = phi double* [ %uglygep18001801, %for.body.1.us.1 ], [ %lsr.iv1779, %for.body.1.us.1.preheader ]
  %lsr.iv1755 = phi i64 [ %lsr.iv.next1756, %for.body.1.us.1 ], [ 0, %for.body.1.us.1.preheader ]
  %scevgep1761 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %lsr.iv17821785 = bitcast double* %lsr.iv1782 to i8*
  %scevgep1774 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1775 = getelementptr double, double* %scevgep1774, i64 -7
  %.137.us.167 = load double, double* %scevgep1775, align 8
  store double %.137.us.167, double* %lsr.iv1782, align 8
  %scevgep1772 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1773 = getelementptr double, double* %scevgep1772, i64 -6
  %.137.us.1.1 = load double, double* %scevgep1773, align 8
  %uglygep1786 = getelementptr i8, i8* %lsr.iv17821785, i64 %.46
  %uglygep17861787 = bitcast i8* %uglygep1786 to double*
  store double %.137.us.1.1, double* %uglygep17861787, align 8
  %scevgep1770 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1771 = getelementptr double, double* %scevgep1770, i64 -5
  %.137.us.2.1 = load double, double* %scevgep1771, align 8
  %uglygep1788 = getelementptr i8, i8* %uglygep1786, i64 %.46
  %uglygep17881789 = bitcast i8* %uglygep1788 to double*
  store double %.137.us.2.1, double* %uglygep17881789, align 8
  %scevgep1768 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1769 = getelementptr double, double* %scevgep1768, i64 -4
  %.137.us.3.1 = load double, double* %scevgep1769, align 8
  %uglygep1790 = getelementptr i8, i8* %uglygep1788, i64 %.46
  %uglygep17901791 = bitcast i8* %uglygep1790 to double*
  store double %.137.us.3.1, double* %uglygep17901791, align 8
  %scevgep1766 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1767 = getelementptr double, double* %scevgep1766, i64 -3
  %.137.us.4.1 = load double, double* %scevgep1767, align 8
  %uglygep1792 = getelementptr i8, i8* %uglygep1790, i64 %.46
  %uglygep17921793 = bitcast i8* %uglygep1792 to double*
  store double %.137.us.4.1, double* %uglygep17921793, align 8
  %scevgep1764 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1765 = getelementptr double, double* %scevgep1764, i64 -2
  %.137.us.5.1 = load double, double* %scevgep1765, align 8
  %uglygep1794 = getelementptr i8, i8* %uglygep1792, i64 %.46
  %uglygep17941795 = bitcast i8* %uglygep1794 to double*
  store double %.137.us.5.1, double* %uglygep17941795, align 8
  %scevgep1762 = getelementptr double, double* %lsr.iv1758, i64 %lsr.iv1755
  %scevgep1763 = getelementptr double, double* %scevgep1762, i64 -1
  %.137.us.6.1 = load double, double* %scevgep1763, align 8
  %uglygep1796 = getelementptr i8, i8* %uglygep1794, i64 %.46
  %uglygep17961797 = bitcast i8* %uglygep1796 to double*
  store double %.137.us.6.1, double* %uglygep17961797, align 8
  %.137.us.7.1 = load double, double* %scevgep1761, align 8
  %uglygep1798 = getelementptr i8, i8* %uglygep1796, i64 %.46
  %uglygep17981799 = bitcast i8* %uglygep1798 to double*
  store double %.137.us.7.1, double* %uglygep17981799, align 8
  %lsr.iv.next1756 = add i64 %lsr.iv1755, 8
  %exitcond.not.7.1 = icmp eq i64 %lsr.iv.next1254, %lsr.iv.next1756
  %uglygep1800 = getelementptr i8, i8* %uglygep1798, i64 %.46
  %uglygep18001801 = bitcast i8* %uglygep1800 to double*
  br i1 %exitcond.not.7.1, label %for.end.1.loopexit.us.1, label %for.body.1.us.1, !llvm.loop !67

for.end.1.loopexit.us.1:                          ; preds = %for.body.1.us.1, %for.body.1.us.prol.loopexit.1
  br label %for.body.1.us.prol.1107

for.body.1.us.prol.1107:                          ; preds = %for.body.1.us.prol.1107, %for.end.1.loopexit.us.1
  %lsr.iv1830 = phi double* [ %593, %for.body.1.us.prol.1107 ], [ %lsr.iv1828, %for.end.1.loopexit.us.1 ]
  %lsr.iv1802 = phi double* [ %592, %for.body.1.us.prol.1107 ], [ %lsr.iv1296, %for.end.1.loopexit.us.1 ]
  %lsr.iv1302 = phi i64 [ %lsr.iv.next1303, %for.body.1.us.prol.1107 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1 ]
  %lsr.iv1288 = phi i64 [ %lsr.iv.next1289, %for.body.1.us.prol.1107 ], [ 0, %for.end.1.loopexit.us.1 ]
  %591 = bitcast double* %lsr.iv1285 to i8*
  %lsr.iv18301831 = bitcast double* %lsr.iv1830 to i1*
  %lsr.iv18021803 = bitcast double* %lsr.iv1802 to i1*
  %uglygep1806 = getelementptr i8, i8* %591, i64 %lsr.iv1288
  %uglygep18061807 = bitcast i8* %uglygep1806 to double*
  %.137.us.prol.1105 = load double, double* %uglygep18061807, align 8
  store double %.137.us.prol.1105, double* %lsr.iv1802, align 8
  %lsr.iv.next1289 = add nuw nsw i64 %lsr.iv1288, 8
  %lsr.iv.next1303 = add i64 %lsr.iv1302, -1
  %scevgep1804 = getelementptr i1, i1* %lsr.iv18021803, i64 %.46
  %592 = bitcast i1* %scevgep1804 to double*
  %prol.iter.cmp.not.1 = icmp eq i64 %22, %lsr.iv.next1289
  %scevgep1832 = getelementptr i1, i1* %lsr.iv18301831, i64 %.46
  %593 = bitcast i1* %scevgep1832 to double*
  br i1 %prol.iter.cmp.not.1, label %for.body.1.us.prol.loopexit.1108, label %for.body.1.us.prol.1107, !llvm.loop !70

for.body.1.us.prol.loopexit.1108:                 ; preds = %for.body.1.us.prol.1107
  %594 = bitcast double* %lsr.iv453 to i1*
  %595 = icmp ult i64 %4, 7
  %scevgep455 = getelementptr i1, i1* %594, i64 %6
  %596 = bitcast double* %lsr.iv677 to i1*
  %scevgep679 = getelementptr i1, i1* %596, i64 %6
  br i1 %595, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.preheader69.1

for.body.1.us.preheader69.1:                      ; preds = %for.body.1.us.prol.loopexit.1108
  %597 = add i64 %lsr.iv1302, -1
  br label %for.body.1.us.1120

for.body.1.us.1120:                               ; preds = %for.body.1.us.1120, %for.body.1.us.preheader69.1
  %lsr.iv1833 = phi double* [ %uglygep18511852, %for.body.1.us.1120 ], [ %lsr.iv1830, %for.body.1.us.preheader69.1 ]
  %lsr.iv1323 = phi i64 [ %lsr.iv.next1324, %for.body.1.us.1120 ], [ 0, %for.body.1.us.preheader69.1 ]
  %scevgep1812 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %lsr.iv18331836 = bitcast double* %lsr.iv1833 to i8*
  %scevgep1825 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1826 = getelementptr double, double* %scevgep1825, i64 -7
  %.137.us.1110 = load double, double* %scevgep1826, align 8
  store double %.137.us.1110, double* %lsr.iv1833, align 8
  %scevgep1823 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1824 = getelementptr double, double* %scevgep1823, i64 -6
  %.137.us.1.1111 = load double, double* %scevgep1824, align 8
  %uglygep1837 = getelementptr i8, i8* %lsr.iv18331836, i64 %.46
  %uglygep18371838 = bitcast i8* %uglygep1837 to double*
  store double %.137.us.1.1111, double* %uglygep18371838, align 8
  %scevgep1821 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1822 = getelementptr double, double* %scevgep1821, i64 -5
  %.137.us.2.1112 = load double, double* %scevgep1822, align 8
  %uglygep1839 = getelementptr i8, i8* %uglygep1837, i64 %.46
  %uglygep18391840 = bitcast i8* %uglygep1839 to double*
  store double %.137.us.2.1112, double* %uglygep18391840, align 8
  %scevgep1819 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1820 = getelementptr double, double* %scevgep1819, i64 -4
  %.137.us.3.1113 = load double, double* %scevgep1820, align 8
  %uglygep1841 = getelementptr i8, i8* %uglygep1839, i64 %.46
  %uglygep18411842 = bitcast i8* %uglygep1841 to double*
  store double %.137.us.3.1113, double* %uglygep18411842, align 8
  %scevgep1817 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1818 = getelementptr double, double* %scevgep1817, i64 -3
  %.137.us.4.1114 = load double, double* %scevgep1818, align 8
  %uglygep1843 = getelementptr i8, i8* %uglygep1841, i64 %.46
  %uglygep18431844 = bitcast i8* %uglygep1843 to double*
  store double %.137.us.4.1114, double* %uglygep18431844, align 8
  %scevgep1815 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1816 = getelementptr double, double* %scevgep1815, i64 -2
  %.137.us.5.1115 = load double, double* %scevgep1816, align 8
  %uglygep1845 = getelementptr i8, i8* %uglygep1843, i64 %.46
  %uglygep18451846 = bitcast i8* %uglygep1845 to double*
  store double %.137.us.5.1115, double* %uglygep18451846, align 8
  %scevgep1813 = getelementptr double, double* %lsr.iv1809, i64 %lsr.iv1323
  %scevgep1814 = getelementptr double, double* %scevgep1813, i64 -1
  %.137.us.6.1116 = load double, double* %scevgep1814, align 8
  %uglygep1847 = getelementptr i8, i8* %uglygep1845, i64 %.46
  %uglygep18471848 = bitcast i8* %uglygep1847 to double*
  store double %.137.us.6.1116, double* %uglygep18471848, align 8
  %.137.us.7.1117 = load double, double* %scevgep1812, align 8
  %uglygep1849 = getelementptr i8, i8* %uglygep1847, i64 %.46
  %uglygep18491850 = bitcast i8* %uglygep1849 to double*
  store double %.137.us.7.1117, double* %uglygep18491850, align 8
  %lsr.iv.next1324 = add i64 %lsr.iv1323, 8
  %exitcond.not.7.1119 = icmp eq i64 %597, %lsr.iv.next1324
  %uglygep1851 = getelementptr i8, i8* %uglygep1849, i64 %.46
  %uglygep18511852 = bitcast i8* %uglygep1851 to double*
  br i1 %exitcond.not.7.1119, label %for.body.1.us.prol.1.preheader.1, label %for.body.1.us.1120, !llvm.loop !67

for.body.1.us.prol.1.preheader.1:                 ; preds = %for.body.1.us.1120, %for.body.1.us.prol.loopexit.1108
  br label %for.body.1.us.prol.1.1

for.body.1.us.prol.1.1:                           ; preds = %for.body.1.us.prol.1.1, %for.body.1.us.prol.1.preheader.1
  %lsr.iv1881 = phi double* [ %600, %for.body.1.us.prol.1.1 ], [ %lsr.iv1879, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1853 = phi double* [ %599, %for.body.1.us.prol.1.1 ], [ %lsr.iv1361, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1366 = phi i64 [ %lsr.iv.next1367, %for.body.1.us.prol.1.1 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.1 ]
  %lsr.iv1346 = phi i64 [ %lsr.iv.next1347, %for.body.1.us.prol.1.1 ], [ 0, %for.body.1.us.prol.1.preheader.1 ]
  %598 = bitcast double* %lsr.iv1343 to i8*
  %lsr.iv18811882 = bitcast double* %lsr.iv1881 to i1*
  %lsr.iv18531854 = bitcast double* %lsr.iv1853 to i1*
  %uglygep1857 = getelementptr i8, i8* %598, i64 %lsr.iv1346
  %uglygep18571858 = bitcast i8* %uglygep1857 to double*
  %.137.us.prol.1.1 = load double, double* %uglygep18571858, align 8
  store double %.137.us.prol.1.1, double* %lsr.iv1853, align 8
  %lsr.iv.next1347 = add nuw nsw i64 %lsr.iv1346, 8
  %lsr.iv.next1367 = add i64 %lsr.iv1366, -1
  %scevgep1855 = getelementptr i1, i1* %lsr.iv18531854, i64 %.46
  %599 = bitcast i1* %scevgep1855 to double*
  %prol.iter.cmp.1.not.1 = icmp eq i64 %22, %lsr.iv.next1347
  %scevgep1883 = getelementptr i1, i1* %lsr.iv18811882, i64 %.46
  %600 = bitcast i1* %scevgep1883 to double*
  br i1 %prol.iter.cmp.1.not.1, label %for.body.1.us.prol.loopexit.1.1, label %for.body.1.us.prol.1.1, !llvm.loop !70

for.body.1.us.prol.loopexit.1.1:                  ; preds = %for.body.1.us.prol.1.1
  %601 = icmp ult i64 %4, 7
  br i1 %601, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.preheader.1

for.body.1.us.1.preheader.1:                      ; preds = %for.body.1.us.prol.loopexit.1.1
  %602 = add i64 %lsr.iv1366, -1
  br label %for.body.1.us.1.1

for.body.1.us.1.1:                                ; preds = %for.body.1.us.1.1, %for.body.1.us.1.preheader.1
  %lsr.iv1884 = phi double* [ %uglygep19021903, %for.body.1.us.1.1 ], [ %lsr.iv1881, %for.body.1.us.1.preheader.1 ]
  %lsr.iv1379 = phi i64 [ %lsr.iv.next1380, %for.body.1.us.1.1 ], [ 0, %for.body.1.us.1.preheader.1 ]
  %scevgep1863 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %lsr.iv18841887 = bitcast double* %lsr.iv1884 to i8*
  %scevgep1876 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1877 = getelementptr double, double* %scevgep1876, i64 -7
  %.137.us.167.1 = load double, double* %scevgep1877, align 8
  store double %.137.us.167.1, double* %lsr.iv1884, align 8
  %scevgep1874 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1875 = getelementptr double, double* %scevgep1874, i64 -6
  %.137.us.1.1.1 = load double, double* %scevgep1875, align 8
  %uglygep1888 = getelementptr i8, i8* %lsr.iv18841887, i64 %.46
  %uglygep18881889 = bitcast i8* %uglygep1888 to double*
  store double %.137.us.1.1.1, double* %uglygep18881889, align 8
  %scevgep1872 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1873 = getelementptr double, double* %scevgep1872, i64 -5
  %.137.us.2.1.1 = load double, double* %scevgep1873, align 8
  %uglygep1890 = getelementptr i8, i8* %uglygep1888, i64 %.46
  %uglygep18901891 = bitcast i8* %uglygep1890 to double*
  store double %.137.us.2.1.1, double* %uglygep18901891, align 8
  %scevgep1870 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1871 = getelementptr double, double* %scevgep1870, i64 -4
  %.137.us.3.1.1 = load double, double* %scevgep1871, align 8
  %uglygep1892 = getelementptr i8, i8* %uglygep1890, i64 %.46
  %uglygep18921893 = bitcast i8* %uglygep1892 to double*
  store double %.137.us.3.1.1, double* %uglygep18921893, align 8
  %scevgep1868 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1869 = getelementptr double, double* %scevgep1868, i64 -3
  %.137.us.4.1.1 = load double, double* %scevgep1869, align 8
  %uglygep1894 = getelementptr i8, i8* %uglygep1892, i64 %.46
  %uglygep18941895 = bitcast i8* %uglygep1894 to double*
  store double %.137.us.4.1.1, double* %uglygep18941895, align 8
  %scevgep1866 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1867 = getelementptr double, double* %scevgep1866, i64 -2
  %.137.us.5.1.1 = load double, double* %scevgep1867, align 8
  %uglygep1896 = getelementptr i8, i8* %uglygep1894, i64 %.46
  %uglygep18961897 = bitcast i8* %uglygep1896 to double*
  store double %.137.us.5.1.1, double* %uglygep18961897, align 8
  %scevgep1864 = getelementptr double, double* %lsr.iv1860, i64 %lsr.iv1379
  %scevgep1865 = getelementptr double, double* %scevgep1864, i64 -1
  %.137.us.6.1.1 = load double, double* %scevgep1865, align 8
  %uglygep1898 = getelementptr i8, i8* %uglygep1896, i64 %.46
  %uglygep18981899 = bitcast i8* %uglygep1898 to double*
  store double %.137.us.6.1.1, double* %uglygep18981899, align 8
  %.137.us.7.1.1 = load double, double* %scevgep1863, align 8
  %uglygep1900 = getelementptr i8, i8* %uglygep1898, i64 %.46
  %uglygep19001901 = bitcast i8* %uglygep1900 to double*
  store double %.137.us.7.1.1, double* %uglygep19001901, align 8
  %lsr.iv.next1380 = add i64 %lsr.iv1379, 8
  %exitcond.not.7.1.1 = icmp eq i64 %602, %lsr.iv.next1380
  %uglygep1902 = getelementptr i8, i8* %uglygep1900, i64 %.46
  %uglygep19021903 = bitcast i8* %uglygep1902 to double*
  br i1 %exitcond.not.7.1.1, label %for.end.1.loopexit.us.1.1, label %for.body.1.us.1.1, !llvm.loop !67

for.end.1.loopexit.us.1.1:                        ; preds = %for.body.1.us.1.1, %for.body.1.us.prol.loopexit.1.1
  br label %for.body.1.us.prol.2

for.body.1.us.prol.2:                             ; preds = %for.body.1.us.prol.2, %for.end.1.loopexit.us.1.1
  %lsr.iv1932 = phi double* [ %605, %for.body.1.us.prol.2 ], [ %lsr.iv1930, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1904 = phi double* [ %604, %for.body.1.us.prol.2 ], [ %lsr.iv1411, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1417 = phi i64 [ %lsr.iv.next1418, %for.body.1.us.prol.2 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.1 ]
  %lsr.iv1404 = phi i64 [ %lsr.iv.next1405, %for.body.1.us.prol.2 ], [ 0, %for.end.1.loopexit.us.1.1 ]
  %603 = bitcast double* %lsr.iv1401 to i8*
  %lsr.iv19321933 = bitcast double* %lsr.iv1932 to i1*
  %lsr.iv19041905 = bitcast double* %lsr.iv1904 to i1*
  %uglygep1908 = getelementptr i8, i8* %603, i64 %lsr.iv1404
  %uglygep19081909 = bitcast i8* %uglygep1908 to double*
  %.137.us.prol.2 = load double, double* %uglygep19081909, align 8
  store double %.137.us.prol.2, double* %lsr.iv1904, align 8
  %lsr.iv.next1405 = add nuw nsw i64 %lsr.iv1404, 8
  %lsr.iv.next1418 = add i64 %lsr.iv1417, -1
  %scevgep1906 = getelementptr i1, i1* %lsr.iv19041905, i64 %.46
  %604 = bitcast i1* %scevgep1906 to double*
  %prol.iter.cmp.not.2 = icmp eq i64 %22, %lsr.iv.next1405
  %scevgep1934 = getelementptr i1, i1* %lsr.iv19321933, i64 %.46
  %605 = bitcast i1* %scevgep1934 to double*
  br i1 %prol.iter.cmp.not.2, label %for.body.1.us.prol.loopexit.2, label %for.body.1.us.prol.2, !llvm.loop !70

for.body.1.us.prol.loopexit.2:                    ; preds = %for.body.1.us.prol.2
  %606 = icmp ult i64 %4, 7
  %scevgep455.1 = getelementptr i1, i1* %scevgep455, i64 %6
  %scevgep679.1 = getelementptr i1, i1* %scevgep679, i64 %6
  br i1 %606, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.preheader69.2

for.body.1.us.preheader69.2:                      ; preds = %for.body.1.us.prol.loopexit.2
  %607 = add i64 %lsr.iv1417, -1
  br label %for.body.1.us.2

for.body.1.us.2:                                  ; preds = %for.body.1.us.2, %for.body.1.us.preheader69.2
  %lsr.iv1935 = phi double* [ %uglygep19531954, %for.body.1.us.2 ], [ %lsr.iv1932, %for.body.1.us.preheader69.2 ]
  %lsr.iv1431 = phi i64 [ %lsr.iv.next1432, %for.body.1.us.2 ], [ 0, %for.body.1.us.preheader69.2 ]
  %scevgep1914 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %lsr.iv19351938 = bitcast double* %lsr.iv1935 to i8*
  %scevgep1927 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1928 = getelementptr double, double* %scevgep1927, i64 -7
  %.137.us.2121 = load double, double* %scevgep1928, align 8
  store double %.137.us.2121, double* %lsr.iv1935, align 8
  %scevgep1925 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1926 = getelementptr double, double* %scevgep1925, i64 -6
  %.137.us.1.2 = load double, double* %scevgep1926, align 8
  %uglygep1939 = getelementptr i8, i8* %lsr.iv19351938, i64 %.46
  %uglygep19391940 = bitcast i8* %uglygep1939 to double*
  store double %.137.us.1.2, double* %uglygep19391940, align 8
  %scevgep1923 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1924 = getelementptr double, double* %scevgep1923, i64 -5
  %.137.us.2.2 = load double, double* %scevgep1924, align 8
  %uglygep1941 = getelementptr i8, i8* %uglygep1939, i64 %.46
  %uglygep19411942 = bitcast i8* %uglygep1941 to double*
  store double %.137.us.2.2, double* %uglygep19411942, align 8
  %scevgep1921 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1922 = getelementptr double, double* %scevgep1921, i64 -4
  %.137.us.3.2 = load double, double* %scevgep1922, align 8
  %uglygep1943 = getelementptr i8, i8* %uglygep1941, i64 %.46
  %uglygep19431944 = bitcast i8* %uglygep1943 to double*
  store double %.137.us.3.2, double* %uglygep19431944, align 8
  %scevgep1919 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1920 = getelementptr double, double* %scevgep1919, i64 -3
  %.137.us.4.2 = load double, double* %scevgep1920, align 8
  %uglygep1945 = getelementptr i8, i8* %uglygep1943, i64 %.46
  %uglygep19451946 = bitcast i8* %uglygep1945 to double*
  store double %.137.us.4.2, double* %uglygep19451946, align 8
  %scevgep1917 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1918 = getelementptr double, double* %scevgep1917, i64 -2
  %.137.us.5.2 = load double, double* %scevgep1918, align 8
  %uglygep1947 = getelementptr i8, i8* %uglygep1945, i64 %.46
  %uglygep19471948 = bitcast i8* %uglygep1947 to double*
  store double %.137.us.5.2, double* %uglygep19471948, align 8
  %scevgep1915 = getelementptr double, double* %lsr.iv1911, i64 %lsr.iv1431
  %scevgep1916 = getelementptr double, double* %scevgep1915, i64 -1
  %.137.us.6.2 = load double, double* %scevgep1916, align 8
  %uglygep1949 = getelementptr i8, i8* %uglygep1947, i64 %.46
  %uglygep19491950 = bitcast i8* %uglygep1949 to double*
  store double %.137.us.6.2, double* %uglygep19491950, align 8
  %.137.us.7.2 = load double, double* %scevgep1914, align 8
  %uglygep1951 = getelementptr i8, i8* %uglygep1949, i64 %.46
  %uglygep19511952 = bitcast i8* %uglygep1951 to double*
  store double %.137.us.7.2, double* %uglygep19511952, align 8
  %lsr.iv.next1432 = add i64 %lsr.iv1431, 8
  %exitcond.not.7.2 = icmp eq i64 %607, %lsr.iv.next1432
  %uglygep1953 = getelementptr i8, i8* %uglygep1951, i64 %.46
  %uglygep19531954 = bitcast i8* %uglygep1953 to double*
  br i1 %exitcond.not.7.2, label %for.body.1.us.prol.1.preheader.2, label %for.body.1.us.2, !llvm.loop !67

for.body.1.us.prol.1.preheader.2:                 ; preds = %for.body.1.us.2, %for.body.1.us.prol.loopexit.2
  br label %for.body.1.us.prol.1.2

for.body.1.us.prol.1.2:                           ; preds = %for.body.1.us.prol.1.2, %for.body.1.us.prol.1.preheader.2
  %lsr.iv1983 = phi double* [ %610, %for.body.1.us.prol.1.2 ], [ %lsr.iv1981, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1955 = phi double* [ %609, %for.body.1.us.prol.1.2 ], [ %lsr.iv1461, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1466 = phi i64 [ %lsr.iv.next1467, %for.body.1.us.prol.1.2 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.2 ]
  %lsr.iv1454 = phi i64 [ %lsr.iv.next1455, %for.body.1.us.prol.1.2 ], [ 0, %for.body.1.us.prol.1.preheader.2 ]
  %608 = bitcast double* %lsr.iv1451 to i8*
  %lsr.iv19831984 = bitcast double* %lsr.iv1983 to i1*
  %lsr.iv19551956 = bitcast double* %lsr.iv1955 to i1*
  %uglygep1959 = getelementptr i8, i8* %608, i64 %lsr.iv1454
  %uglygep19591960 = bitcast i8* %uglygep1959 to double*
  %.137.us.prol.1.2 = load double, double* %uglygep19591960, align 8
  store double %.137.us.prol.1.2, double* %lsr.iv1955, align 8
  %lsr.iv.next1455 = add nuw nsw i64 %lsr.iv1454, 8
  %lsr.iv.next1467 = add i64 %lsr.iv1466, -1
  %scevgep1957 = getelementptr i1, i1* %lsr.iv19551956, i64 %.46
  %609 = bitcast i1* %scevgep1957 to double*
  %prol.iter.cmp.1.not.2 = icmp eq i64 %22, %lsr.iv.next1455
  %scevgep1985 = getelementptr i1, i1* %lsr.iv19831984, i64 %.46
  %610 = bitcast i1* %scevgep1985 to double*
  br i1 %prol.iter.cmp.1.not.2, label %for.body.1.us.prol.loopexit.1.2, label %for.body.1.us.prol.1.2, !llvm.loop !70

for.body.1.us.prol.loopexit.1.2:                  ; preds = %for.body.1.us.prol.1.2
  %611 = icmp ult i64 %4, 7
  br i1 %611, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.preheader.2

for.body.1.us.1.preheader.2:                      ; preds = %for.body.1.us.prol.loopexit.1.2
  %612 = add i64 %lsr.iv1466, -1
  br label %for.body.1.us.1.2

for.body.1.us.1.2:                                ; preds = %for.body.1.us.1.2, %for.body.1.us.1.preheader.2
  %lsr.iv1986 = phi double* [ %uglygep20042005, %for.body.1.us.1.2 ], [ %lsr.iv1983, %for.body.1.us.1.preheader.2 ]
  %lsr.iv1477 = phi i64 [ %lsr.iv.next1478, %for.body.1.us.1.2 ], [ 0, %for.body.1.us.1.preheader.2 ]
  %scevgep1965 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %lsr.iv19861989 = bitcast double* %lsr.iv1986 to i8*
  %scevgep1978 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1979 = getelementptr double, double* %scevgep1978, i64 -7
  %.137.us.167.2 = load double, double* %scevgep1979, align 8
  store double %.137.us.167.2, double* %lsr.iv1986, align 8
  %scevgep1976 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1977 = getelementptr double, double* %scevgep1976, i64 -6
  %.137.us.1.1.2 = load double, double* %scevgep1977, align 8
  %uglygep1990 = getelementptr i8, i8* %lsr.iv19861989, i64 %.46
  %uglygep19901991 = bitcast i8* %uglygep1990 to double*
  store double %.137.us.1.1.2, double* %uglygep19901991, align 8
  %scevgep1974 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1975 = getelementptr double, double* %scevgep1974, i64 -5
  %.137.us.2.1.2 = load double, double* %scevgep1975, align 8
  %uglygep1992 = getelementptr i8, i8* %uglygep1990, i64 %.46
  %uglygep19921993 = bitcast i8* %uglygep1992 to double*
  store double %.137.us.2.1.2, double* %uglygep19921993, align 8
  %scevgep1972 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1973 = getelementptr double, double* %scevgep1972, i64 -4
  %.137.us.3.1.2 = load double, double* %scevgep1973, align 8
  %uglygep1994 = getelementptr i8, i8* %uglygep1992, i64 %.46
  %uglygep19941995 = bitcast i8* %uglygep1994 to double*
  store double %.137.us.3.1.2, double* %uglygep19941995, align 8
  %scevgep1970 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1971 = getelementptr double, double* %scevgep1970, i64 -3
  %.137.us.4.1.2 = load double, double* %scevgep1971, align 8
  %uglygep1996 = getelementptr i8, i8* %uglygep1994, i64 %.46
  %uglygep19961997 = bitcast i8* %uglygep1996 to double*
  store double %.137.us.4.1.2, double* %uglygep19961997, align 8
  %scevgep1968 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1969 = getelementptr double, double* %scevgep1968, i64 -2
  %.137.us.5.1.2 = load double, double* %scevgep1969, align 8
  %uglygep1998 = getelementptr i8, i8* %uglygep1996, i64 %.46
  %uglygep19981999 = bitcast i8* %uglygep1998 to double*
  store double %.137.us.5.1.2, double* %uglygep19981999, align 8
  %scevgep1966 = getelementptr double, double* %lsr.iv1962, i64 %lsr.iv1477
  %scevgep1967 = getelementptr double, double* %scevgep1966, i64 -1
  %.137.us.6.1.2 = load double, double* %scevgep1967, align 8
  %uglygep2000 = getelementptr i8, i8* %uglygep1998, i64 %.46
  %uglygep20002001 = bitcast i8* %uglygep2000 to double*
  store double %.137.us.6.1.2, double* %uglygep20002001, align 8
  %.137.us.7.1.2 = load double, double* %scevgep1965, align 8
  %uglygep2002 = getelementptr i8, i8* %uglygep2000, i64 %.46
  %uglygep20022003 = bitcast i8* %uglygep2002 to double*
  store double %.137.us.7.1.2, double* %uglygep20022003, align 8
  %lsr.iv.next1478 = add i64 %lsr.iv1477, 8
  %exitcond.not.7.1.2 = icmp eq i64 %612, %lsr.iv.next1478
  %uglygep2004 = getelementptr i8, i8* %uglygep2002, i64 %.46
  %uglygep20042005 = bitcast i8* %uglygep2004 to double*
  br i1 %exitcond.not.7.1.2, label %for.end.1.loopexit.us.1.2, label %for.body.1.us.1.2, !llvm.loop !67

for.end.1.loopexit.us.1.2:                        ; preds = %for.body.1.us.1.2, %for.body.1.us.prol.loopexit.1.2
  br label %for.body.1.us.prol.3

for.body.1.us.prol.3:                             ; preds = %for.body.1.us.prol.3, %for.end.1.loopexit.us.1.2
  %lsr.iv2034 = phi double* [ %615, %for.body.1.us.prol.3 ], [ %lsr.iv2032, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv2006 = phi double* [ %614, %for.body.1.us.prol.3 ], [ %lsr.iv1507, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1512 = phi i64 [ %lsr.iv.next1513, %for.body.1.us.prol.3 ], [ %arg.a.5.1, %for.end.1.loopexit.us.1.2 ]
  %lsr.iv1500 = phi i64 [ %lsr.iv.next1501, %for.body.1.us.prol.3 ], [ 0, %for.end.1.loopexit.us.1.2 ]
  %613 = bitcast double* %lsr.iv1497 to i8*
  %lsr.iv20342035 = bitcast double* %lsr.iv2034 to i1*
  %lsr.iv20062007 = bitcast double* %lsr.iv2006 to i1*
  %uglygep2010 = getelementptr i8, i8* %613, i64 %lsr.iv1500
  %uglygep20102011 = bitcast i8* %uglygep2010 to double*
  %.137.us.prol.3 = load double, double* %uglygep20102011, align 8
  store double %.137.us.prol.3, double* %lsr.iv2006, align 8
  %lsr.iv.next1501 = add nuw nsw i64 %lsr.iv1500, 8
  %lsr.iv.next1513 = add i64 %lsr.iv1512, -1
  %scevgep2008 = getelementptr i1, i1* %lsr.iv20062007, i64 %.46
  %614 = bitcast i1* %scevgep2008 to double*
  %prol.iter.cmp.not.3 = icmp eq i64 %22, %lsr.iv.next1501
  %scevgep2036 = getelementptr i1, i1* %lsr.iv20342035, i64 %.46
  %615 = bitcast i1* %scevgep2036 to double*
  br i1 %prol.iter.cmp.not.3, label %for.body.1.us.prol.loopexit.3, label %for.body.1.us.prol.3, !llvm.loop !70

for.body.1.us.prol.loopexit.3:                    ; preds = %for.body.1.us.prol.3
  %616 = icmp ult i64 %4, 7
  %scevgep455.2 = getelementptr i1, i1* %scevgep455.1, i64 %6
  %scevgep679.2 = getelementptr i1, i1* %scevgep679.1, i64 %6
  br i1 %616, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.preheader69.3

for.body.1.us.preheader69.3:                      ; preds = %for.body.1.us.prol.loopexit.3
  %617 = add i64 %lsr.iv1512, -1
  br label %for.body.1.us.3

for.body.1.us.3:                                  ; preds = %for.body.1.us.3, %for.body.1.us.preheader69.3
  %lsr.iv2037 = phi double* [ %uglygep20552056, %for.body.1.us.3 ], [ %lsr.iv2034, %for.body.1.us.preheader69.3 ]
  %lsr.iv1523 = phi i64 [ %lsr.iv.next1524, %for.body.1.us.3 ], [ 0, %for.body.1.us.preheader69.3 ]
  %scevgep2016 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %lsr.iv20372040 = bitcast double* %lsr.iv2037 to i8*
  %scevgep2029 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2030 = getelementptr double, double* %scevgep2029, i64 -7
  %.137.us.3122 = load double, double* %scevgep2030, align 8
  store double %.137.us.3122, double* %lsr.iv2037, align 8
  %scevgep2027 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2028 = getelementptr double, double* %scevgep2027, i64 -6
  %.137.us.1.3 = load double, double* %scevgep2028, align 8
  %uglygep2041 = getelementptr i8, i8* %lsr.iv20372040, i64 %.46
  %uglygep20412042 = bitcast i8* %uglygep2041 to double*
  store double %.137.us.1.3, double* %uglygep20412042, align 8
  %scevgep2025 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2026 = getelementptr double, double* %scevgep2025, i64 -5
  %.137.us.2.3 = load double, double* %scevgep2026, align 8
  %uglygep2043 = getelementptr i8, i8* %uglygep2041, i64 %.46
  %uglygep20432044 = bitcast i8* %uglygep2043 to double*
  store double %.137.us.2.3, double* %uglygep20432044, align 8
  %scevgep2023 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2024 = getelementptr double, double* %scevgep2023, i64 -4
  %.137.us.3.3 = load double, double* %scevgep2024, align 8
  %uglygep2045 = getelementptr i8, i8* %uglygep2043, i64 %.46
  %uglygep20452046 = bitcast i8* %uglygep2045 to double*
  store double %.137.us.3.3, double* %uglygep20452046, align 8
  %scevgep2021 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2022 = getelementptr double, double* %scevgep2021, i64 -3
  %.137.us.4.3 = load double, double* %scevgep2022, align 8
  %uglygep2047 = getelementptr i8, i8* %uglygep2045, i64 %.46
  %uglygep20472048 = bitcast i8* %uglygep2047 to double*
  store double %.137.us.4.3, double* %uglygep20472048, align 8
  %scevgep2019 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2020 = getelementptr double, double* %scevgep2019, i64 -2
  %.137.us.5.3 = load double, double* %scevgep2020, align 8
  %uglygep2049 = getelementptr i8, i8* %uglygep2047, i64 %.46
  %uglygep20492050 = bitcast i8* %uglygep2049 to double*
  store double %.137.us.5.3, double* %uglygep20492050, align 8
  %scevgep2017 = getelementptr double, double* %lsr.iv2013, i64 %lsr.iv1523
  %scevgep2018 = getelementptr double, double* %scevgep2017, i64 -1
  %.137.us.6.3 = load double, double* %scevgep2018, align 8
  %uglygep2051 = getelementptr i8, i8* %uglygep2049, i64 %.46
  %uglygep20512052 = bitcast i8* %uglygep2051 to double*
  store double %.137.us.6.3, double* %uglygep20512052, align 8
  %.137.us.7.3 = load double, double* %scevgep2016, align 8
  %uglygep2053 = getelementptr i8, i8* %uglygep2051, i64 %.46
  %uglygep20532054 = bitcast i8* %uglygep2053 to double*
  store double %.137.us.7.3, double* %uglygep20532054, align 8
  %lsr.iv.next1524 = add i64 %lsr.iv1523, 8
  %exitcond.not.7.3 = icmp eq i64 %617, %lsr.iv.next1524
  %uglygep2055 = getelementptr i8, i8* %uglygep2053, i64 %.46
  %uglygep20552056 = bitcast i8* %uglygep2055 to double*
  br i1 %exitcond.not.7.3, label %for.body.1.us.prol.1.preheader.3, label %for.body.1.us.3, !llvm.loop !67

for.body.1.us.prol.1.preheader.3:                 ; preds = %for.body.1.us.3, %for.body.1.us.prol.loopexit.3
  br label %for.body.1.us.prol.1.3

for.body.1.us.prol.1.3:                           ; preds = %for.body.1.us.prol.1.3, %for.body.1.us.prol.1.preheader.3
  %lsr.iv2085 = phi double* [ %620, %for.body.1.us.prol.1.3 ], [ %lsr.iv2083, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv2057 = phi double* [ %619, %for.body.1.us.prol.1.3 ], [ %lsr.iv1553, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1558 = phi i64 [ %lsr.iv.next1559, %for.body.1.us.prol.1.3 ], [ %arg.a.5.1, %for.body.1.us.prol.1.preheader.3 ]
  %lsr.iv1546 = phi i64 [ %lsr.iv.next1547, %for.body.1.us.prol.1.3 ], [ 0, %for.body.1.us.prol.1.preheader.3 ]
  %618 = bitcast double* %lsr.iv1543 to i8*
  %lsr.iv20852086 = bitcast double* %lsr.iv2085 to i1*
  %lsr.iv20572058 = bitcast double* %lsr.iv2057 to i1*
  %uglygep2061 = getelementptr i8, i8* %618, i64 %lsr.iv1546
  %uglygep20612062 = bitcast i8* %uglygep2061 to double*
  %.137.us.prol.1.3 = load double, double* %uglygep20612062, align 8
  store double %.137.us.prol.1.3, double* %lsr.iv2057, align 8
  %lsr.iv.next1547 = add nuw nsw i64 %lsr.iv1546, 8
  %lsr.iv.next1559 = add i64 %lsr.iv1558, -1
  %scevgep2059 = getelementptr i1, i1* %lsr.iv20572058, i64 %.46
  %619 = bitcast i1* %scevgep2059 to double*
  %prol.iter.cmp.1.not.3 = icmp eq i64 %22, %lsr.iv.next1547
  %scevgep2087 = getelementptr i1, i1* %lsr.iv20852086, i64 %.46
  %620 = bitcast i1* %scevgep2087 to double*
  br i1 %prol.iter.cmp.1.not.3, label %for.body.1.us.prol.loopexit.1.3, label %for.body.1.us.prol.1.3, !llvm.loop !70

for.body.1.us.prol.loopexit.1.3:                  ; preds = %for.body.1.us.prol.1.3
  %621 = icmp ult i64 %4, 7
  br i1 %621, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.preheader.3

for.body.1.us.1.preheader.3:                      ; preds = %for.body.1.us.prol.loopexit.1.3
  %622 = add i64 %lsr.iv1558, -1
  br label %for.body.1.us.1.3

for.body.1.us.1.3:                                ; preds = %for.body.1.us.1.3, %for.body.1.us.1.preheader.3
  %lsr.iv2088 = phi double* [ %uglygep21062107, %for.body.1.us.1.3 ], [ %lsr.iv2085, %for.body.1.us.1.preheader.3 ]
  %lsr.iv1569 = phi i64 [ %lsr.iv.next1570, %for.body.1.us.1.3 ], [ 0, %for.body.1.us.1.preheader.3 ]
  %scevgep2067 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %lsr.iv20882091 = bitcast double* %lsr.iv2088 to i8*
  %scevgep2080 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2081 = getelementptr double, double* %scevgep2080, i64 -7
  %.137.us.167.3 = load double, double* %scevgep2081, align 8
  store double %.137.us.167.3, double* %lsr.iv2088, align 8
  %scevgep2078 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2079 = getelementptr double, double* %scevgep2078, i64 -6
  %.137.us.1.1.3 = load double, double* %scevgep2079, align 8
  %uglygep2092 = getelementptr i8, i8* %lsr.iv20882091, i64 %.46
  %uglygep20922093 = bitcast i8* %uglygep2092 to double*
  store double %.137.us.1.1.3, double* %uglygep20922093, align 8
  %scevgep2076 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2077 = getelementptr double, double* %scevgep2076, i64 -5
  %.137.us.2.1.3 = load double, double* %scevgep2077, align 8
  %uglygep2094 = getelementptr i8, i8* %uglygep2092, i64 %.46
  %uglygep20942095 = bitcast i8* %uglygep2094 to double*
  store double %.137.us.2.1.3, double* %uglygep20942095, align 8
  %scevgep2074 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2075 = getelementptr double, double* %scevgep2074, i64 -4
  %.137.us.3.1.3 = load double, double* %scevgep2075, align 8
  %uglygep2096 = getelementptr i8, i8* %uglygep2094, i64 %.46
  %uglygep20962097 = bitcast i8* %uglygep2096 to double*
  store double %.137.us.3.1.3, double* %uglygep20962097, align 8
  %scevgep2072 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2073 = getelementptr double, double* %scevgep2072, i64 -3
  %.137.us.4.1.3 = load double, double* %scevgep2073, align 8
  %uglygep2098 = getelementptr i8, i8* %uglygep2096, i64 %.46
  %uglygep20982099 = bitcast i8* %uglygep2098 to double*
  store double %.137.us.4.1.3, double* %uglygep20982099, align 8
  %scevgep2070 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2071 = getelementptr double, double* %scevgep2070, i64 -2
  %.137.us.5.1.3 = load double, double* %scevgep2071, align 8
  %uglygep2100 = getelementptr i8, i8* %uglygep2098, i64 %.46
  %uglygep21002101 = bitcast i8* %uglygep2100 to double*
  store double %.137.us.5.1.3, double* %uglygep21002101, align 8
  %scevgep2068 = getelementptr double, double* %lsr.iv2064, i64 %lsr.iv1569
  %scevgep2069 = getelementptr double, double* %scevgep2068, i64 -1
  %.137.us.6.1.3 = load double, double* %scevgep2069, align 8
  %uglygep2102 = getelementptr i8, i8* %uglygep2100, i64 %.46
  %uglygep21022103 = bitcast i8* %uglygep2102 to double*
  store double %.137.us.6.1.3, double* %uglygep21022103, align 8
  %.137.us.7.1.3 = load double, double* %scevgep2067, align 8
  %uglygep2104 = getelementptr i8, i8* %uglygep2102, i64 %.46
  %uglygep21042105 = bitcast i8* %uglygep2104 to double*
  store double %.137.us.7.1.3, double* %uglygep21042105, align 8
  %lsr.iv.next1570 = add i64 %lsr.iv1569, 8
  %exitcond.not.7.1.3 = icmp eq i64 %622, %lsr.iv.next1570
  %uglygep2106 = getelementptr i8, i8* %uglygep2104, i64 %.46
  %uglygep21062107 = bitcast i8* %uglygep2106 to double*
  br i1 %exitcond.not.7.1.3, label %for.end.1.loopexit.us.1.3, label %for.body.1.us.1.3, !llvm.loop !67

for.end.1.loopexit.us.1.3:                        ; preds = %for.body.1.us.1.3, %for.body.1.us.prol.loopexit.1.3
  %623 = bitcast double* %lsr.iv1707 to i1*
  %624 = bitcast double* %lsr.iv1758 to i1*
  %625 = bitcast double* %lsr.iv1809 to i1*
  %626 = bitcast double* %lsr.iv1860 to i1*
  %627 = bitcast double* %lsr.iv1911 to i1*
  %628 = bitcast double* %lsr.iv1962 to i1*
  %629 = bitcast double* %lsr.iv2013 to i1*
  %630 = bitcast double* %lsr.iv2064 to i1*
  %631 = bitcast double* %lsr.iv1285 to i1*
  %632 = bitcast double* %lsr.iv1343 to i1*
  %633 = bitcast double* %lsr.iv1401 to i1*
  %634 = bitcast double* %lsr.iv1451 to i1*
  %635 = bitcast double* %lsr.iv1497 to i1*
  %636 = bitcast double* %lsr.iv1543 to i1*
  %scevgep455.3 = getelementptr i1, i1* %scevgep455.2, i64 %6
  %637 = bitcast i1* %scevgep455.3 to double*
  %scevgep679.3 = getelementptr i1, i1* %scevgep679.2, i64 %6
  %638 = bitcast i1* %scevgep679.3 to double*
  %niter103.next.3 = add i64 %niter103, 4
  %scevgep1197 = getelementptr double, double* %lsr.iv1196, i64 8
  %scevgep1248 = getelementptr double, double* %lsr.iv1247, i64 8
  %scevgep1287 = getelementptr i1, i1* %631, i64 %13
  %639 = bitcast i1* %scevgep1287 to double*
  %scevgep1297 = getelementptr double, double* %lsr.iv1296, i64 8
  %scevgep1345 = getelementptr i1, i1* %632, i64 %13
  %640 = bitcast i1* %scevgep1345 to double*
  %scevgep1362 = getelementptr double, double* %lsr.iv1361, i64 8
  %scevgep1403 = getelementptr i1, i1* %633, i64 %13
  %641 = bitcast i1* %scevgep1403 to double*
  %scevgep1412 = getelementptr double, double* %lsr.iv1411, i64 8
  %scevgep1453 = getelementptr i1, i1* %634, i64 %13
  %642 = bitcast i1* %scevgep1453 to double*
  %scevgep1462 = getelementptr double, double* %lsr.iv1461, i64 8
  %scevgep1499 = getelementptr i1, i1* %635, i64 %13
  %643 = bitcast i1* %scevgep1499 to double*
  %scevgep1508 = getelementptr double, double* %lsr.iv1507, i64 8
  %scevgep1545 = getelementptr i1, i1* %636, i64 %13
  %644 = bitcast i1* %scevgep1545 to double*
  %scevgep1554 = getelementptr double, double* %lsr.iv1553, i64 8
  %scevgep1709 = getelementptr i1, i1* %623, i64 %13
  %645 = bitcast i1* %scevgep1709 to double*
  %scevgep1725 = getelementptr double, double* %lsr.iv1724, i64 8
  %scevgep1760 = getelementptr i1, i1* %624, i64 %13
  %646 = bitcast i1* %scevgep1760 to double*
  %scevgep1778 = getelementptr double, double* %lsr.iv1777, i64 8
  %scevgep1811 = getelementptr i1, i1* %625, i64 %13
  %647 = bitcast i1* %scevgep1811 to double*
  %scevgep1829 = getelementptr double, double* %lsr.iv1828, i64 8
  %scevgep1862 = getelementptr i1, i1* %626, i64 %13
  %648 = bitcast i1* %scevgep1862 to double*
  %scevgep1880 = getelementptr double, double* %lsr.iv1879, i64 8
  %scevgep1913 = getelementptr i1, i1* %627, i64 %13
  %649 = bitcast i1* %scevgep1913 to double*
  %scevgep1931 = getelementptr double, double* %lsr.iv1930, i64 8
  %scevgep1964 = getelementptr i1, i1* %628, i64 %13
  %650 = bitcast i1* %scevgep1964 to double*
  %scevgep1982 = getelementptr double, double* %lsr.iv1981, i64 8
  %scevgep2015 = getelementptr i1, i1* %629, i64 %13
  %651 = bitcast i1* %scevgep2015 to double*
  %scevgep2033 = getelementptr double, double* %lsr.iv2032, i64 8
  %scevgep2066 = getelementptr i1, i1* %630, i64 %13
  %652 = bitcast i1* %scevgep2066 to double*
  %scevgep2084 = getelementptr double, double* %lsr.iv2083, i64 8
  %niter103.ncmp.3 = icmp eq i64 %niter103.next.3, %unroll_iter102
  br i1 %niter103.ncmp.3, label %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit, label %for.body.1.us.preheader

for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit: ; preds = %for.end.1.loopexit.us.1.3
  %653 = bitcast i1* %scevgep455.3 to double*
  %654 = bitcast i1* %scevgep679.3 to double*
  %655 = shl i64 %unroll_iter102, 4
  %656 = or i64 %20, 1
  %.neg82 = sub nuw nsw i64 -8, %655
  br label %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa

for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa:  ; preds = %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit, %for.body.1.us.preheader.preheader
  %lsr.iv684.unr.neg = phi i64 [ -8, %for.body.1.us.preheader.preheader ], [ %.neg82, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv677.unr = phi double* [ %scevgep676, %for.body.1.us.preheader.preheader ], [ %654, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv644.unr = phi i64 [ 1, %for.body.1.us.preheader.preheader ], [ %656, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv465.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %655, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lsr.iv453.unr = phi double* [ %arg.a.4, %for.body.1.us.preheader.preheader ], [ %653, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %loop.index4.us.unr = phi i64 [ 0, %for.body.1.us.preheader.preheader ], [ %20, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa.loopexit ]
  %lcmp.mod101.not = icmp eq i64 %xtraiter81, 0
  br i1 %lcmp.mod101.not, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil82.preheader

for.body.1.us.preheader.epil82.preheader:         ; preds = %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa
  %657 = add i64 %lsr.iv465.unr, %.46
  %.neg = mul i64 %loop.index4.us.unr, -8
  %658 = add i64 %657, %.neg
  %659 = icmp ult i64 %4, 7
  br i1 %659, label %for.body.1.us.preheader.epil82.us.preheader, label %for.body.1.us.preheader.epil82.preheader365

for.body.1.us.preheader.epil82.us.preheader:      ; preds = %for.body.1.us.preheader.epil82.preheader
  %scevgep1060 = getelementptr double, double* %.6.i6, i64 %loop.index4.us.unr
  %scevgep1074 = getelementptr double, double* %.6.i6, i64 %lsr.iv644.unr
  br label %for.body.1.us.preheader.epil82.us

for.body.1.us.preheader.epil82.preheader365:      ; preds = %for.body.1.us.preheader.epil82.preheader
  %660 = shl i64 %lsr.iv644.unr, 3
  %661 = sub i64 %xtraiter42, %arg.a.5.1
  br label %scalar.ph

for.body.1.us.preheader.epil82.us:                ; preds = %for.end.1.loopexit.us.1.epil.us, %for.body.1.us.preheader.epil82.us.preheader
  %lsr.iv1075 = phi double* [ %scevgep1074, %for.body.1.us.preheader.epil82.us.preheader ], [ %scevgep1076, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv1061 = phi double* [ %scevgep1060, %for.body.1.us.preheader.epil82.us.preheader ], [ %scevgep1069, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv677.epil.us = phi double* [ %lsr.iv677.unr, %for.body.1.us.preheader.epil82.us.preheader ], [ %667, %for.end.1.loopexit.us.1.epil.us ]
  %lsr.iv453.epil.us = phi double* [ %lsr.iv453.unr, %for.body.1.us.preheader.epil82.us.preheader ], [ %666, %for.end.1.loopexit.us.1.epil.us ]
  %epil.iter100.us = phi i64 [ 0, %for.body.1.us.preheader.epil82.us.preheader ], [ %epil.iter100.next.us, %for.end.1.loopexit.us.1.epil.us ]
  br label %for.body.1.us.prol.epil83.us

for.body.1.us.prol.epil83.us:                     ; preds = %for.body.1.us.prol.epil83.us, %for.body.1.us.preheader.epil82.us
  %lsr.iv1581 = phi double* [ %662, %for.body.1.us.prol.epil83.us ], [ %lsr.iv1061, %for.body.1.us.preheader.epil82.us ]
  %loop.index.12.us.prol.epil84.us = phi i64 [ %.139.us.prol.epil86.us, %for.body.1.us.prol.epil83.us ], [ 0, %for.body.1.us.preheader.epil82.us ]
  %lsr.iv15811582 = bitcast double* %lsr.iv1581 to i1*
  %scevgep1584 = getelementptr double, double* %lsr.iv453.epil.us, i64 %loop.index.12.us.prol.epil84.us
  %.137.us.prol.epil85.us = load double, double* %scevgep1584, align 8
  store double %.137.us.prol.epil85.us, double* %lsr.iv1581, align 8
  %.139.us.prol.epil86.us = add nuw nsw i64 %loop.index.12.us.prol.epil84.us, 1
  %scevgep1583 = getelementptr i1, i1* %lsr.iv15811582, i64 %.46
  %662 = bitcast i1* %scevgep1583 to double*
  %prol.iter.cmp.not.epil.us = icmp eq i64 %xtraiter42, %.139.us.prol.epil86.us
  br i1 %prol.iter.cmp.not.epil.us, label %for.body.1.us.prol.1.epil.us.preheader, label %for.body.1.us.prol.epil83.us, !llvm.loop !70

for.body.1.us.prol.1.epil.us.preheader:           ; preds = %for.body.1.us.prol.epil83.us
  br label %for.body.1.us.prol.1.epil.us

for.body.1.us.prol.1.epil.us:                     ; preds = %for.body.1.us.prol.1.epil.us.preheader, %for.body.1.us.prol.1.epil.us
  %lsr.iv1585 = phi double* [ %lsr.iv1075, %for.body.1.us.prol.1.epil.us.preheader ], [ %663, %for.body.1.us.prol.1.epil.us ]
  %loop.index.12.us.prol.1.epil.us = phi i64 [ %.139.us.prol.1.epil.us, %for.body.1.us.prol.1.epil.us ], [ 0, %for.body.1.us.prol.1.epil.us.preheader ]
  %lsr.iv15851586 = bitcast double* %lsr.iv1585 to i1*
  %scevgep1588 = getelementptr double, double* %lsr.iv677.epil.us, i64 %loop.index.12.us.prol.1.epil.us
  %.137.us.prol.1.epil.us = load double, double* %scevgep1588, align 8
  store double %.137.us.prol.1.epil.us, double* %lsr.iv1585, align 8
  %.139.us.prol.1.epil.us = add nuw nsw i64 %loop.index.12.us.prol.1.epil.us, 1
  %scevgep1587 = getelementptr i1, i1* %lsr.iv15851586, i64 %.46
  %663 = bitcast i1* %scevgep1587 to double*
  %prol.iter.cmp.1.not.epil.us = icmp eq i64 %xtraiter42, %.139.us.prol.1.epil.us
  br i1 %prol.iter.cmp.1.not.epil.us, label %for.end.1.loopexit.us.1.epil.us, label %for.body.1.us.prol.1.epil.us, !llvm.loop !70

for.end.1.loopexit.us.1.epil.us:                  ; preds = %for.body.1.us.prol.1.epil.us
  %664 = bitcast double* %lsr.iv453.epil.us to i1*
  %665 = bitcast double* %lsr.iv677.epil.us to i1*
  %scevgep455.epil.us = getelementptr i1, i1* %664, i64 %6
  %666 = bitcast i1* %scevgep455.epil.us to double*
  %scevgep679.epil.us = getelementptr i1, i1* %665, i64 %6
  %667 = bitcast i1* %scevgep679.epil.us to double*
  %epil.iter100.next.us = add nuw nsw i64 %epil.iter100.us, 1
  %scevgep1069 = getelementptr double, double* %lsr.iv1061, i64 2
  %scevgep1076 = getelementptr double, double* %lsr.iv1075, i64 2
  %epil.iter100.cmp.not.us = icmp eq i64 %epil.iter100.next.us, %xtraiter81
  br i1 %epil.iter100.cmp.not.us, label %for.end.loopexit.unr-lcssa, label %for.body.1.us.preheader.epil82.us, !llvm.loop !71

scalar.ph:                                        ; preds = %for.body.1.us.preheader.epil82.preheader365, %for.end.1.loopexit.us.1.epil
  %lsr.iv1634 = phi double* [ %lsr.iv677.unr, %for.body.1.us.preheader.epil82.preheader365 ], [ %678, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1590 = phi double* [ %lsr.iv453.unr, %for.body.1.us.preheader.epil82.preheader365 ], [ %677, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1136 = phi i64 [ %660, %for.body.1.us.preheader.epil82.preheader365 ], [ %lsr.iv.next1137, %for.end.1.loopexit.us.1.epil ]
  %lsr.iv1132 = phi i64 [ %lsr.iv684.unr.neg, %for.body.1.us.preheader.epil82.preheader365 ], [ %lsr.iv.next1133, %for.end.1.loopexit.us.1.epil ]
  %loop.index4.us.epil = phi i64 [ %loop.index4.us.unr, %for.body.1.us.preheader.epil82.preheader365 ], [ %.141.us.1.epil, %for.end.1.loopexit.us.1.epil ]
  %epil.iter100 = phi i64 [ 0, %for.body.1.us.preheader.epil82.preheader365 ], [ %epil.iter100.next, %for.end.1.loopexit.us.1.epil ]
  br label %for.body.1.us.prol.epil83

for.body.1.us.prol.epil83:                        ; preds = %for.body.1.us.prol.epil83, %scalar.ph
  %lsr.iv1610 = phi i64 [ %lsr.iv.next1611, %for.body.1.us.prol.epil83 ], [ %xtraiter42, %scalar.ph ]
  %lsr.iv1593 = phi double* [ %scevgep1594, %for.body.1.us.prol.epil83 ], [ %lsr.iv1590, %scalar.ph ]
  %lsr.iv1089 = phi i64 [ %lsr.iv.next1090, %for.body.1.us.prol.epil83 ], [ %loop.index4.us.epil, %scalar.ph ]
  %scevgep1589 = getelementptr double, double* %.6.i6, i64 %lsr.iv1089
  %.137.us.prol.epil85 = load double, double* %lsr.iv1593, align 8
  store double %.137.us.prol.epil85, double* %scevgep1589, align 8
  %lsr.iv.next1090 = add i64 %lsr.iv1089, %arg.a.5.0
  %scevgep1594 = getelementptr double, double* %lsr.iv1593, i64 1
  %lsr.iv.next1611 = add i64 %lsr.iv1610, -1
  %prol.iter.cmp.not.epil = icmp eq i64 %lsr.iv.next1611, 0
  br i1 %prol.iter.cmp.not.epil, label %for.body.1.us.preheader69.epil, label %for.body.1.us.prol.epil83, !llvm.loop !72

for.body.1.us.preheader69.epil:                   ; preds = %for.body.1.us.prol.epil83
  br label %for.body.1.us.epil88

for.body.1.us.epil88:                             ; preds = %for.body.1.us.epil88, %for.body.1.us.preheader69.epil
  %lsr.iv1094 = phi i64 [ %lsr.iv.next1095, %for.body.1.us.epil88 ], [ 0, %for.body.1.us.preheader69.epil ]
  %lsr.iv459.epil = phi double* [ %668, %for.body.1.us.epil88 ], [ %.6.i6, %for.body.1.us.preheader69.epil ]
  %scevgep1612 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1613 = getelementptr double, double* %scevgep1612, i64 7
  %lsr.iv459460.epil = bitcast double* %lsr.iv459.epil to i1*
  %scevgep1614 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %.137.us.epil90 = load double, double* %scevgep1614, align 8
  %sunkaddr7232.epil = getelementptr double, double* %lsr.iv459.epil, i64 %lsr.iv.next1090
  %sunkaddr7232.epil1069 = bitcast double* %sunkaddr7232.epil to i8*
  store double %.137.us.epil90, double* %sunkaddr7232.epil, align 8
  %scevgep1615 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1616 = getelementptr double, double* %scevgep1615, i64 1
  %.137.us.1.epil91 = load double, double* %scevgep1616, align 8
  %uglygep1070 = getelementptr i8, i8* %sunkaddr7232.epil1069, i64 %658
  %uglygep10701071 = bitcast i8* %uglygep1070 to double*
  store double %.137.us.1.epil91, double* %uglygep10701071, align 8
  %scevgep1617 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1618 = getelementptr double, double* %scevgep1617, i64 2
  %.137.us.2.epil92 = load double, double* %scevgep1618, align 8
  %uglygep1072 = getelementptr i8, i8* %uglygep1070, i64 %.46
  %uglygep10721073 = bitcast i8* %uglygep1072 to double*
  store double %.137.us.2.epil92, double* %uglygep10721073, align 8
  %scevgep1619 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1620 = getelementptr double, double* %scevgep1619, i64 3
  %.137.us.3.epil93 = load double, double* %scevgep1620, align 8
  %uglygep1074 = getelementptr i8, i8* %uglygep1072, i64 %.46
  %uglygep10741075 = bitcast i8* %uglygep1074 to double*
  store double %.137.us.3.epil93, double* %uglygep10741075, align 8
  %scevgep1621 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1622 = getelementptr double, double* %scevgep1621, i64 4
  %.137.us.4.epil94 = load double, double* %scevgep1622, align 8
  %uglygep1076 = getelementptr i8, i8* %uglygep1074, i64 %.46
  %uglygep10761077 = bitcast i8* %uglygep1076 to double*
  store double %.137.us.4.epil94, double* %uglygep10761077, align 8
  %scevgep1623 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1624 = getelementptr double, double* %scevgep1623, i64 5
  %.137.us.5.epil95 = load double, double* %scevgep1624, align 8
  %uglygep1078 = getelementptr i8, i8* %uglygep1076, i64 %.46
  %uglygep10781079 = bitcast i8* %uglygep1078 to double*
  store double %.137.us.5.epil95, double* %uglygep10781079, align 8
  %scevgep1625 = getelementptr double, double* %scevgep1594, i64 %lsr.iv1094
  %scevgep1626 = getelementptr double, double* %scevgep1625, i64 6
  %.137.us.6.epil96 = load double, double* %scevgep1626, align 8
  %uglygep1080 = getelementptr i8, i8* %uglygep1078, i64 %.46
  %uglygep10801081 = bitcast i8* %uglygep1080 to double*
  store double %.137.us.6.epil96, double* %uglygep10801081, align 8
  %.137.us.7.epil97 = load double, double* %scevgep1613, align 8
  %uglygep1082 = getelementptr i8, i8* %uglygep1080, i64 %.46
  %uglygep10821083 = bitcast i8* %uglygep1082 to double*
  store double %.137.us.7.epil97, double* %uglygep10821083, align 8
  %scevgep461.epil = getelementptr i1, i1* %lsr.iv459460.epil, i64 %7
  %668 = bitcast i1* %scevgep461.epil to double*
  %lsr.iv.next1095 = add i64 %lsr.iv1094, 8
  %669 = add i64 %661, %lsr.iv.next1095
  %exitcond.not.7.epil99 = icmp eq i64 %669, 0
  br i1 %exitcond.not.7.epil99, label %for.body.1.us.prol.1.epil.preheader, label %for.body.1.us.epil88, !llvm.loop !67

for.body.1.us.prol.1.epil.preheader:              ; preds = %for.body.1.us.epil88
  br label %for.body.1.us.prol.1.epil

for.body.1.us.prol.1.epil:                        ; preds = %for.body.1.us.prol.1.epil.preheader, %for.body.1.us.prol.1.epil
  %lsr.iv1654 = phi i64 [ %xtraiter42, %for.body.1.us.prol.1.epil.preheader ], [ %lsr.iv.next1655, %for.body.1.us.prol.1.epil ]
  %lsr.iv1637 = phi double* [ %lsr.iv1634, %for.body.1.us.prol.1.epil.preheader ], [ %scevgep1638, %for.body.1.us.prol.1.epil ]
  %lsr.iv1627 = phi double* [ %.6.i6, %for.body.1.us.prol.1.epil.preheader ], [ %670, %for.body.1.us.prol.1.epil ]
  %lsr.iv16271628 = bitcast double* %lsr.iv1627 to i1*
  %lsr.iv16271631 = bitcast double* %lsr.iv1627 to i8*
  %uglygep1632 = getelementptr i8, i8* %lsr.iv16271631, i64 %lsr.iv1136
  %uglygep16321633 = bitcast i8* %uglygep1632 to double*
  %.137.us.prol.1.epil = load double, double* %lsr.iv1637, align 8
  store double %.137.us.prol.1.epil, double* %uglygep16321633, align 8
  %scevgep1629 = getelementptr i1, i1* %lsr.iv16271628, i64 %.46
  %670 = bitcast i1* %scevgep1629 to double*
  %scevgep1638 = getelementptr double, double* %lsr.iv1637, i64 1
  %lsr.iv.next1655 = add i64 %lsr.iv1654, -1
  %prol.iter.cmp.1.not.epil = icmp eq i64 %lsr.iv.next1655, 0
  br i1 %prol.iter.cmp.1.not.epil, label %for.body.1.us.1.preheader.epil, label %for.body.1.us.prol.1.epil, !llvm.loop !70

for.body.1.us.1.preheader.epil:                   ; preds = %for.body.1.us.prol.1.epil
  %671 = bitcast i1* %scevgep1629 to double*
  %672 = bitcast double* %671 to i8*
  %673 = mul i64 %lsr.iv1132, -1
  %uglygep1630 = getelementptr i8, i8* %672, i64 %673
  br label %for.body.1.us.1.epil

for.body.1.us.1.epil:                             ; preds = %for.body.1.us.1.epil, %for.body.1.us.1.preheader.epil
  %lsr.iv1142 = phi i64 [ %lsr.iv.next1143, %for.body.1.us.1.epil ], [ 0, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1093.in = phi i8* [ %lsr.chain1672, %for.body.1.us.1.epil ], [ %uglygep1630, %for.body.1.us.1.preheader.epil ]
  %lsr.iv1093 = bitcast i8* %lsr.iv1093.in to double*
  %scevgep1656 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1657 = getelementptr double, double* %scevgep1656, i64 7
  %scevgep1658 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %.137.us.167.epil = load double, double* %scevgep1658, align 8
  store double %.137.us.167.epil, double* %lsr.iv1093, align 8
  %scevgep1659 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1660 = getelementptr double, double* %scevgep1659, i64 1
  %.137.us.1.1.epil = load double, double* %scevgep1660, align 8
  %uglygep1168 = getelementptr i8, i8* %lsr.iv1093.in, i64 %.46
  %uglygep11681169 = bitcast i8* %uglygep1168 to double*
  store double %.137.us.1.1.epil, double* %uglygep11681169, align 8
  %scevgep1661 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1662 = getelementptr double, double* %scevgep1661, i64 2
  %.137.us.2.1.epil = load double, double* %scevgep1662, align 8
  %uglygep1170 = getelementptr i8, i8* %uglygep1168, i64 %.46
  %uglygep11701171 = bitcast i8* %uglygep1170 to double*
  store double %.137.us.2.1.epil, double* %uglygep11701171, align 8
  %scevgep1663 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1664 = getelementptr double, double* %scevgep1663, i64 3
  %.137.us.3.1.epil = load double, double* %scevgep1664, align 8
  %uglygep1172 = getelementptr i8, i8* %uglygep1170, i64 %.46
  %uglygep11721173 = bitcast i8* %uglygep1172 to double*
  store double %.137.us.3.1.epil, double* %uglygep11721173, align 8
  %scevgep1665 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1666 = getelementptr double, double* %scevgep1665, i64 4
  %.137.us.4.1.epil = load double, double* %scevgep1666, align 8
  %uglygep1174 = getelementptr i8, i8* %uglygep1172, i64 %.46
  %uglygep11741175 = bitcast i8* %uglygep1174 to double*
  store double %.137.us.4.1.epil, double* %uglygep11741175, align 8
  %scevgep1667 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1668 = getelementptr double, double* %scevgep1667, i64 5
  %.137.us.5.1.epil = load double, double* %scevgep1668, align 8
  %uglygep1176 = getelementptr i8, i8* %uglygep1174, i64 %.46
  %uglygep11761177 = bitcast i8* %uglygep1176 to double*
  store double %.137.us.5.1.epil, double* %uglygep11761177, align 8
  %scevgep1669 = getelementptr double, double* %scevgep1638, i64 %lsr.iv1142
  %scevgep1670 = getelementptr double, double* %scevgep1669, i64 6
  %.137.us.6.1.epil = load double, double* %scevgep1670, align 8
  %uglygep1178 = getelementptr i8, i8* %uglygep1176, i64 %.46
  %uglygep11781179 = bitcast i8* %uglygep1178 to double*
  store double %.137.us.6.1.epil, double* %uglygep11781179, align 8
  %.137.us.7.1.epil = load double, double* %scevgep1657, align 8
  %uglygep1180 = getelementptr i8, i8* %uglygep1178, i64 %.46
  %uglygep11801181 = bitcast i8* %uglygep1180 to double*
  store double %.137.us.7.1.epil, double* %uglygep11801181, align 8
  %lsr.iv.next1143 = add i64 %lsr.iv1142, 8
  %uglygep1182 = getelementptr i8, i8* %uglygep1180, i64 %.46
  %uglygep11821671 = bitcast i8* %uglygep1182 to double*
  %674 = add i64 %661, %lsr.iv.next1143
  %exitcond.not.7.1.epil = icmp eq i64 %674, 0
  %lsr.chain1672 = bitcast double* %uglygep11821671 to i8*
  br i1 %exitcond.not.7.1.epil, label %for.end.1.loopexit.us.1.epil, label %for.body.1.us.1.epil, !llvm.loop !67

for.end.1.loopexit.us.1.epil:                     ; preds = %for.body.1.us.1.epil
  %675 = bitcast double* %lsr.iv1590 to i1*
  %676 = bitcast double* %lsr.iv1634 to i1*
  %.141.us.1.epil = add nuw nsw i64 %loop.index4.us.epil, 2
  %epil.iter100.next = add nuw nsw i64 %epil.iter100, 1
  %lsr.iv.next1133 = add nsw i64 %lsr.iv1132, -16
  %lsr.iv.next1137 = add i64 %lsr.iv1136, 16
  %scevgep1592 = getelementptr i1, i1* %675, i64 %6
  %677 = bitcast i1* %scevgep1592 to double*
  %scevgep1636 = getelementptr i1, i1* %676, i64 %6
  %678 = bitcast i1* %scevgep1636 to double*
  %epil.iter100.cmp.not = icmp eq i64 %epil.iter100.next, %xtraiter81
  br i1 %epil.iter100.cmp.not, label %for.end.loopexit.unr-lcssa, label %scalar.ph, !llvm.loop !71

for.end.loopexit.unr-lcssa:                       ; preds = %for.end.1.loopexit.us.1.epil, %for.end.1.loopexit.us.1.epil.us, %for.end.1.loopexit.us.1.us, %for.end.loopexit.unr-lcssa.loopexit69.unr-lcssa
  %679 = and i64 %arg.a.5.0, 1
  %lcmp.mod53.not = icmp eq i64 %679, 0
  br i1 %lcmp.mod53.not, label %for.end, label %for.cond.1.preheader.us.epil

for.cond.1.preheader.us.epil:                     ; preds = %for.end.loopexit.unr-lcssa, %for.cond.1.preheader.us.preheader
  %loop.index4.us.unr32 = phi i64 [ %unroll_iter54, %for.end.loopexit.unr-lcssa ], [ 0, %for.cond.1.preheader.us.preheader ]
  %680 = icmp eq i64 %arg.a.5.0, 1
  %681 = mul i64 %loop.index4.us.unr32, %arg.a.5.1
  %min.iters.check.epil = icmp ugt i64 %arg.a.5.1, 31
  %or.cond41.epil = select i1 %min.iters.check.epil, i1 %680, i1 false
  br i1 %or.cond41.epil, label %vector.memcheck.epil, label %for.body.1.us.preheader.epil

vector.memcheck.epil:                             ; preds = %for.cond.1.preheader.us.epil
  %682 = add i64 %681, %arg.a.5.1
  %scevgep36.epil = getelementptr double, double* %arg.a.4, i64 %682
  %scevgep34.epil = getelementptr double, double* %arg.a.4, i64 %681
  %683 = add i64 %loop.index4.us.unr32, %arg.a.5.1
  %scevgep32.epil = getelementptr double, double* %.6.i6, i64 %683
  %scevgep.epil = getelementptr double, double* %.6.i6, i64 %loop.index4.us.unr32
  %bound0.epil = icmp ult double* %scevgep.epil, %scevgep36.epil
  %bound1.epil = icmp ult double* %scevgep34.epil, %scevgep32.epil
  %found.conflict.epil = and i1 %bound1.epil, %bound0.epil
  br i1 %found.conflict.epil, label %for.body.1.us.preheader.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %vector.memcheck.epil
  %n.vec.epil = and i64 %arg.a.5.1, -32
  %xtraiter.epil = and i64 %3, 7
  %684 = icmp ult i64 %1, 224
  br i1 %684, label %middle.block.unr-lcssa.epil, label %vector.ph.new.epil

vector.ph.new.epil:                               ; preds = %vector.ph.epil
  %unroll_iter.epil = and i64 %3, 1152921504606846968
  %685 = add i64 %681, 248
  %scevgep133 = getelementptr double, double* %arg.a.4, i64 %685
  %686 = add nsw i64 %unroll_iter.epil, -8
  %687 = lshr exact i64 %686, 3
  %688 = add nuw nsw i64 %687, 1
  %xtraiter = and i64 %688, 3
  %689 = icmp ult i64 %686, 24
  br i1 %689, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.ph.new.epil.new

vector.ph.new.epil.new:                           ; preds = %vector.ph.new.epil
  %const2108 = bitcast i64 4611686018427387896 to i64
  %const_mat2109 = add i64 %const2108, 4
  %unroll_iter = and i64 %688, %const_mat2109
  br label %vector.body.epil45

vector.body.epil45:                               ; preds = %vector.body.epil45, %vector.ph.new.epil.new
  %lsr.iv230 = phi double* [ %scevgep.epil, %vector.ph.new.epil.new ], [ %scevgep23219.3, %vector.body.epil45 ]
  %index.epil46 = phi i64 [ 0, %vector.ph.new.epil.new ], [ %index.next.7.epil.3, %vector.body.epil45 ]
  %niter = phi i64 [ 0, %vector.ph.new.epil.new ], [ %niter.next.3, %vector.body.epil45 ]
  %lsr.iv230233 = bitcast double* %lsr.iv230 to <8 x double>*
  %scevgep228 = getelementptr double, double* %scevgep34.epil, i64 %index.epil46
  %690 = bitcast double* %scevgep228 to <8 x double>*
  %wide.load.epil47 = load <8 x double>, <8 x double>* %690, align 8, !alias.scope !73
  %sunkaddr2865 = mul i64 %index.epil46, 8
  %691 = bitcast double* %scevgep133 to i8*
  %sunkaddr2866 = getelementptr i8, i8* %691, i64 %sunkaddr2865
  %sunkaddr2867 = getelementptr i8, i8* %sunkaddr2866, i64 -1920
  %692 = bitcast i8* %sunkaddr2867 to <8 x double>*
  %wide.load38.epil48 = load <8 x double>, <8 x double>* %692, align 8, !alias.scope !73
  %sunkaddr2868 = mul i64 %index.epil46, 8
  %693 = bitcast double* %scevgep133 to i8*
  %sunkaddr2869 = getelementptr i8, i8* %693, i64 %sunkaddr2868
  %sunkaddr2870 = getelementptr i8, i8* %sunkaddr2869, i64 -1856
  %694 = bitcast i8* %sunkaddr2870 to <8 x double>*
  %wide.load39.epil49 = load <8 x double>, <8 x double>* %694, align 8, !alias.scope !73
  %sunkaddr2871 = mul i64 %index.epil46, 8
  %695 = bitcast double* %scevgep133 to i8*
  %sunkaddr2872 = getelementptr i8, i8* %695, i64 %sunkaddr2871
  %sunkaddr2873 = getelementptr i8, i8* %sunkaddr2872, i64 -1792
  %696 = bitcast i8* %sunkaddr2873 to <8 x double>*
  %wide.load40.epil50 = load <8 x double>, <8 x double>* %696, align 8, !alias.scope !73
  store <8 x double> %wide.load.epil47, <8 x double>* %lsr.iv230233, align 8, !alias.scope !76, !noalias !73
  %scevgep236 = getelementptr double, double* %lsr.iv230, i64 8
  %697 = bitcast double* %scevgep236 to <8 x double>*
  store <8 x double> %wide.load38.epil48, <8 x double>* %697, align 8, !alias.scope !76, !noalias !73
  %scevgep237 = getelementptr double, double* %lsr.iv230, i64 16
  %698 = bitcast double* %scevgep237 to <8 x double>*
  store <8 x double> %wide.load39.epil49, <8 x double>* %698, align 8, !alias.scope !76, !noalias !73
  %scevgep238 = getelementptr double, double* %lsr.iv230, i64 24
  %699 = bitcast double* %scevgep238 to <8 x double>*
  store <8 x double> %wide.load40.epil50, <8 x double>* %699, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2874 = mul i64 %index.epil46, 8
  %700 = bitcast double* %scevgep133 to i8*
  %sunkaddr2875 = getelementptr i8, i8* %700, i64 %sunkaddr2874
  %sunkaddr2876 = getelementptr i8, i8* %sunkaddr2875, i64 -1728
  %701 = bitcast i8* %sunkaddr2876 to <8 x double>*
  %wide.load.1.epil = load <8 x double>, <8 x double>* %701, align 8, !alias.scope !73
  %sunkaddr2877 = mul i64 %index.epil46, 8
  %702 = bitcast double* %scevgep133 to i8*
  %sunkaddr2878 = getelementptr i8, i8* %702, i64 %sunkaddr2877
  %sunkaddr2879 = getelementptr i8, i8* %sunkaddr2878, i64 -1664
  %703 = bitcast i8* %sunkaddr2879 to <8 x double>*
  %wide.load38.1.epil = load <8 x double>, <8 x double>* %703, align 8, !alias.scope !73
  %sunkaddr2880 = mul i64 %index.epil46, 8
  %704 = bitcast double* %scevgep133 to i8*
  %sunkaddr2881 = getelementptr i8, i8* %704, i64 %sunkaddr2880
  %sunkaddr2882 = getelementptr i8, i8* %sunkaddr2881, i64 -1600
  %705 = bitcast i8* %sunkaddr2882 to <8 x double>*
  %wide.load39.1.epil = load <8 x double>, <8 x double>* %705, align 8, !alias.scope !73
  %sunkaddr2883 = mul i64 %index.epil46, 8
  %706 = bitcast double* %scevgep133 to i8*
  %sunkaddr2884 = getelementptr i8, i8* %706, i64 %sunkaddr2883
  %sunkaddr2885 = getelementptr i8, i8* %sunkaddr2884, i64 -1536
  %707 = bitcast i8* %sunkaddr2885 to <8 x double>*
  %wide.load40.1.epil = load <8 x double>, <8 x double>* %707, align 8, !alias.scope !73
  %uglygep24037 = getelementptr double, double* %lsr.iv230, i64 32
  %uglygep240241 = bitcast double* %uglygep24037 to <8 x double>*
  store <8 x double> %wide.load.1.epil, <8 x double>* %uglygep240241, align 8, !alias.scope !76, !noalias !73
  %scevgep24238 = getelementptr double, double* %lsr.iv230, i64 40
  %708 = bitcast double* %scevgep24238 to <8 x double>*
  store <8 x double> %wide.load38.1.epil, <8 x double>* %708, align 8, !alias.scope !76, !noalias !73
  %scevgep24339 = getelementptr double, double* %lsr.iv230, i64 48
  %709 = bitcast double* %scevgep24339 to <8 x double>*
  store <8 x double> %wide.load39.1.epil, <8 x double>* %709, align 8, !alias.scope !76, !noalias !73
  %scevgep24440 = getelementptr double, double* %lsr.iv230, i64 56
  %710 = bitcast double* %scevgep24440 to <8 x double>*
  store <8 x double> %wide.load40.1.epil, <8 x double>* %710, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2886 = mul i64 %index.epil46, 8
  %711 = bitcast double* %scevgep133 to i8*
  %sunkaddr2887 = getelementptr i8, i8* %711, i64 %sunkaddr2886
  %sunkaddr2888 = getelementptr i8, i8* %sunkaddr2887, i64 -1472
  %712 = bitcast i8* %sunkaddr2888 to <8 x double>*
  %wide.load.2.epil = load <8 x double>, <8 x double>* %712, align 8, !alias.scope !73
  %sunkaddr2889 = mul i64 %index.epil46, 8
  %713 = bitcast double* %scevgep133 to i8*
  %sunkaddr2890 = getelementptr i8, i8* %713, i64 %sunkaddr2889
  %sunkaddr2891 = getelementptr i8, i8* %sunkaddr2890, i64 -1408
  %714 = bitcast i8* %sunkaddr2891 to <8 x double>*
  %wide.load38.2.epil = load <8 x double>, <8 x double>* %714, align 8, !alias.scope !73
  %sunkaddr2892 = mul i64 %index.epil46, 8
  %715 = bitcast double* %scevgep133 to i8*
  %sunkaddr2893 = getelementptr i8, i8* %715, i64 %sunkaddr2892
  %sunkaddr2894 = getelementptr i8, i8* %sunkaddr2893, i64 -1344
  %716 = bitcast i8* %sunkaddr2894 to <8 x double>*
  %wide.load39.2.epil = load <8 x double>, <8 x double>* %716, align 8, !alias.scope !73
  %sunkaddr2895 = mul i64 %index.epil46, 8
  %717 = bitcast double* %scevgep133 to i8*
  %sunkaddr2896 = getelementptr i8, i8* %717, i64 %sunkaddr2895
  %sunkaddr2897 = getelementptr i8, i8* %sunkaddr2896, i64 -1280
  %718 = bitcast i8* %sunkaddr2897 to <8 x double>*
  %wide.load40.2.epil = load <8 x double>, <8 x double>* %718, align 8, !alias.scope !73
  %uglygep24541 = getelementptr double, double* %lsr.iv230, i64 64
  %uglygep245246 = bitcast double* %uglygep24541 to <8 x double>*
  store <8 x double> %wide.load.2.epil, <8 x double>* %uglygep245246, align 8, !alias.scope !76, !noalias !73
  %scevgep24742 = getelementptr double, double* %lsr.iv230, i64 72
  %719 = bitcast double* %scevgep24742 to <8 x double>*
  store <8 x double> %wide.load38.2.epil, <8 x double>* %719, align 8, !alias.scope !76, !noalias !73
  %scevgep24843 = getelementptr double, double* %lsr.iv230, i64 80
  %720 = bitcast double* %scevgep24843 to <8 x double>*
  store <8 x double> %wide.load39.2.epil, <8 x double>* %720, align 8, !alias.scope !76, !noalias !73
  %scevgep24944 = getelementptr double, double* %lsr.iv230, i64 88
  %721 = bitcast double* %scevgep24944 to <8 x double>*
  store <8 x double> %wide.load40.2.epil, <8 x double>* %721, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2898 = mul i64 %index.epil46, 8
  %722 = bitcast double* %scevgep133 to i8*
  %sunkaddr2899 = getelementptr i8, i8* %722, i64 %sunkaddr2898
  %sunkaddr2900 = getelementptr i8, i8* %sunkaddr2899, i64 -1216
  %723 = bitcast i8* %sunkaddr2900 to <8 x double>*
  %wide.load.3.epil = load <8 x double>, <8 x double>* %723, align 8, !alias.scope !73
  %sunkaddr2901 = mul i64 %index.epil46, 8
  %724 = bitcast double* %scevgep133 to i8*
  %sunkaddr2902 = getelementptr i8, i8* %724, i64 %sunkaddr2901
  %sunkaddr2903 = getelementptr i8, i8* %sunkaddr2902, i64 -1152
  %725 = bitcast i8* %sunkaddr2903 to <8 x double>*
  %wide.load38.3.epil = load <8 x double>, <8 x double>* %725, align 8, !alias.scope !73
  %sunkaddr2904 = mul i64 %index.epil46, 8
  %726 = bitcast double* %scevgep133 to i8*
  %sunkaddr2905 = getelementptr i8, i8* %726, i64 %sunkaddr2904
  %sunkaddr2906 = getelementptr i8, i8* %sunkaddr2905, i64 -1088
  %727 = bitcast i8* %sunkaddr2906 to <8 x double>*
  %wide.load39.3.epil = load <8 x double>, <8 x double>* %727, align 8, !alias.scope !73
  %sunkaddr2907 = mul i64 %index.epil46, 8
  %728 = bitcast double* %scevgep133 to i8*
  %sunkaddr2908 = getelementptr i8, i8* %728, i64 %sunkaddr2907
  %sunkaddr2909 = getelementptr i8, i8* %sunkaddr2908, i64 -1024
  %729 = bitcast i8* %sunkaddr2909 to <8 x double>*
  %wide.load40.3.epil = load <8 x double>, <8 x double>* %729, align 8, !alias.scope !73
  %uglygep25045 = getelementptr double, double* %lsr.iv230, i64 96
  %uglygep250251 = bitcast double* %uglygep25045 to <8 x double>*
  store <8 x double> %wide.load.3.epil, <8 x double>* %uglygep250251, align 8, !alias.scope !76, !noalias !73
  %scevgep25246 = getelementptr double, double* %lsr.iv230, i64 104
  %730 = bitcast double* %scevgep25246 to <8 x double>*
  store <8 x double> %wide.load38.3.epil, <8 x double>* %730, align 8, !alias.scope !76, !noalias !73
  %scevgep25347 = getelementptr double, double* %lsr.iv230, i64 112
  %731 = bitcast double* %scevgep25347 to <8 x double>*
  store <8 x double> %wide.load39.3.epil, <8 x double>* %731, align 8, !alias.scope !76, !noalias !73
  %scevgep25448 = getelementptr double, double* %lsr.iv230, i64 120
  %732 = bitcast double* %scevgep25448 to <8 x double>*
  store <8 x double> %wide.load40.3.epil, <8 x double>* %732, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2910 = mul i64 %index.epil46, 8
  %733 = bitcast double* %scevgep133 to i8*
  %sunkaddr2911 = getelementptr i8, i8* %733, i64 %sunkaddr2910
  %sunkaddr2912 = getelementptr i8, i8* %sunkaddr2911, i64 -960
  %734 = bitcast i8* %sunkaddr2912 to <8 x double>*
  %wide.load.4.epil = load <8 x double>, <8 x double>* %734, align 8, !alias.scope !73
  %sunkaddr2913 = mul i64 %index.epil46, 8
  %735 = bitcast double* %scevgep133 to i8*
  %sunkaddr2914 = getelementptr i8, i8* %735, i64 %sunkaddr2913
  %sunkaddr2915 = getelementptr i8, i8* %sunkaddr2914, i64 -896
  %736 = bitcast i8* %sunkaddr2915 to <8 x double>*
  %wide.load38.4.epil = load <8 x double>, <8 x double>* %736, align 8, !alias.scope !73
  %sunkaddr2916 = mul i64 %index.epil46, 8
  %737 = bitcast double* %scevgep133 to i8*
  %sunkaddr2917 = getelementptr i8, i8* %737, i64 %sunkaddr2916
  %sunkaddr2918 = getelementptr i8, i8* %sunkaddr2917, i64 -832
  %738 = bitcast i8* %sunkaddr2918 to <8 x double>*
  %wide.load39.4.epil = load <8 x double>, <8 x double>* %738, align 8, !alias.scope !73
  %sunkaddr2919 = mul i64 %index.epil46, 8
  %739 = bitcast double* %scevgep133 to i8*
  %sunkaddr2920 = getelementptr i8, i8* %739, i64 %sunkaddr2919
  %sunkaddr2921 = getelementptr i8, i8* %sunkaddr2920, i64 -768
  %740 = bitcast i8* %sunkaddr2921 to <8 x double>*
  %wide.load40.4.epil = load <8 x double>, <8 x double>* %740, align 8, !alias.scope !73
  %uglygep25549 = getelementptr double, double* %lsr.iv230, i64 128
  %uglygep255256 = bitcast double* %uglygep25549 to <8 x double>*
  store <8 x double> %wide.load.4.epil, <8 x double>* %uglygep255256, align 8, !alias.scope !76, !noalias !73
  %scevgep25750 = getelementptr double, double* %lsr.iv230, i64 136
  %741 = bitcast double* %scevgep25750 to <8 x double>*
  store <8 x double> %wide.load38.4.epil, <8 x double>* %741, align 8, !alias.scope !76, !noalias !73
  %scevgep25851 = getelementptr double, double* %lsr.iv230, i64 144
  %742 = bitcast double* %scevgep25851 to <8 x double>*
  store <8 x double> %wide.load39.4.epil, <8 x double>* %742, align 8, !alias.scope !76, !noalias !73
  %scevgep25952 = getelementptr double, double* %lsr.iv230, i64 152
  %743 = bitcast double* %scevgep25952 to <8 x double>*
  store <8 x double> %wide.load40.4.epil, <8 x double>* %743, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2922 = mul i64 %index.epil46, 8
  %744 = bitcast double* %scevgep133 to i8*
  %sunkaddr2923 = getelementptr i8, i8* %744, i64 %sunkaddr2922
  %sunkaddr2924 = getelementptr i8, i8* %sunkaddr2923, i64 -704
  %745 = bitcast i8* %sunkaddr2924 to <8 x double>*
  %wide.load.5.epil = load <8 x double>, <8 x double>* %745, align 8, !alias.scope !73
  %sunkaddr2925 = mul i64 %index.epil46, 8
  %746 = bitcast double* %scevgep133 to i8*
  %sunkaddr2926 = getelementptr i8, i8* %746, i64 %sunkaddr2925
  %sunkaddr2927 = getelementptr i8, i8* %sunkaddr2926, i64 -640
  %747 = bitcast i8* %sunkaddr2927 to <8 x double>*
  %wide.load38.5.epil = load <8 x double>, <8 x double>* %747, align 8, !alias.scope !73
  %sunkaddr2928 = mul i64 %index.epil46, 8
  %748 = bitcast double* %scevgep133 to i8*
  %sunkaddr2929 = getelementptr i8, i8* %748, i64 %sunkaddr2928
  %sunkaddr2930 = getelementptr i8, i8* %sunkaddr2929, i64 -576
  %749 = bitcast i8* %sunkaddr2930 to <8 x double>*
  %wide.load39.5.epil = load <8 x double>, <8 x double>* %749, align 8, !alias.scope !73
  %sunkaddr2931 = mul i64 %index.epil46, 8
  %750 = bitcast double* %scevgep133 to i8*
  %sunkaddr2932 = getelementptr i8, i8* %750, i64 %sunkaddr2931
  %sunkaddr2933 = getelementptr i8, i8* %sunkaddr2932, i64 -512
  %751 = bitcast i8* %sunkaddr2933 to <8 x double>*
  %wide.load40.5.epil = load <8 x double>, <8 x double>* %751, align 8, !alias.scope !73
  %uglygep26053 = getelementptr double, double* %lsr.iv230, i64 160
  %uglygep260261 = bitcast double* %uglygep26053 to <8 x double>*
  store <8 x double> %wide.load.5.epil, <8 x double>* %uglygep260261, align 8, !alias.scope !76, !noalias !73
  %scevgep26254 = getelementptr double, double* %lsr.iv230, i64 168
  %752 = bitcast double* %scevgep26254 to <8 x double>*
  store <8 x double> %wide.load38.5.epil, <8 x double>* %752, align 8, !alias.scope !76, !noalias !73
  %scevgep26355 = getelementptr double, double* %lsr.iv230, i64 176
  %753 = bitcast double* %scevgep26355 to <8 x double>*
  store <8 x double> %wide.load39.5.epil, <8 x double>* %753, align 8, !alias.scope !76, !noalias !73
  %scevgep26456 = getelementptr double, double* %lsr.iv230, i64 184
  %754 = bitcast double* %scevgep26456 to <8 x double>*
  store <8 x double> %wide.load40.5.epil, <8 x double>* %754, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2934 = mul i64 %index.epil46, 8
  %755 = bitcast double* %scevgep133 to i8*
  %sunkaddr2935 = getelementptr i8, i8* %755, i64 %sunkaddr2934
  %sunkaddr2936 = getelementptr i8, i8* %sunkaddr2935, i64 -448
  %756 = bitcast i8* %sunkaddr2936 to <8 x double>*
  %wide.load.6.epil = load <8 x double>, <8 x double>* %756, align 8, !alias.scope !73
  %sunkaddr2937 = mul i64 %index.epil46, 8
  %757 = bitcast double* %scevgep133 to i8*
  %sunkaddr2938 = getelementptr i8, i8* %757, i64 %sunkaddr2937
  %sunkaddr2939 = getelementptr i8, i8* %sunkaddr2938, i64 -384
  %758 = bitcast i8* %sunkaddr2939 to <8 x double>*
  %wide.load38.6.epil = load <8 x double>, <8 x double>* %758, align 8, !alias.scope !73
  %sunkaddr2940 = mul i64 %index.epil46, 8
  %759 = bitcast double* %scevgep133 to i8*
  %sunkaddr2941 = getelementptr i8, i8* %759, i64 %sunkaddr2940
  %sunkaddr2942 = getelementptr i8, i8* %sunkaddr2941, i64 -320
  %760 = bitcast i8* %sunkaddr2942 to <8 x double>*
  %wide.load39.6.epil = load <8 x double>, <8 x double>* %760, align 8, !alias.scope !73
  %sunkaddr2943 = mul i64 %index.epil46, 8
  %761 = bitcast double* %scevgep133 to i8*
  %sunkaddr2944 = getelementptr i8, i8* %761, i64 %sunkaddr2943
  %sunkaddr2945 = getelementptr i8, i8* %sunkaddr2944, i64 -256
  %762 = bitcast i8* %sunkaddr2945 to <8 x double>*
  %wide.load40.6.epil = load <8 x double>, <8 x double>* %762, align 8, !alias.scope !73
  %uglygep26557 = getelementptr double, double* %lsr.iv230, i64 192
  %uglygep265266 = bitcast double* %uglygep26557 to <8 x double>*
  store <8 x double> %wide.load.6.epil, <8 x double>* %uglygep265266, align 8, !alias.scope !76, !noalias !73
  %scevgep26758 = getelementptr double, double* %lsr.iv230, i64 200
  %763 = bitcast double* %scevgep26758 to <8 x double>*
  store <8 x double> %wide.load38.6.epil, <8 x double>* %763, align 8, !alias.scope !76, !noalias !73
  %scevgep26859 = getelementptr double, double* %lsr.iv230, i64 208
  %764 = bitcast double* %scevgep26859 to <8 x double>*
  store <8 x double> %wide.load39.6.epil, <8 x double>* %764, align 8, !alias.scope !76, !noalias !73
  %scevgep26960 = getelementptr double, double* %lsr.iv230, i64 216
  %765 = bitcast double* %scevgep26960 to <8 x double>*
  store <8 x double> %wide.load40.6.epil, <8 x double>* %765, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2946 = mul i64 %index.epil46, 8
  %766 = bitcast double* %scevgep133 to i8*
  %sunkaddr2947 = getelementptr i8, i8* %766, i64 %sunkaddr2946
  %sunkaddr2948 = getelementptr i8, i8* %sunkaddr2947, i64 -192
  %767 = bitcast i8* %sunkaddr2948 to <8 x double>*
  %wide.load.7.epil = load <8 x double>, <8 x double>* %767, align 8, !alias.scope !73
  %sunkaddr2949 = mul i64 %index.epil46, 8
  %768 = bitcast double* %scevgep133 to i8*
  %sunkaddr2950 = getelementptr i8, i8* %768, i64 %sunkaddr2949
  %sunkaddr2951 = getelementptr i8, i8* %sunkaddr2950, i64 -128
  %769 = bitcast i8* %sunkaddr2951 to <8 x double>*
  %wide.load38.7.epil = load <8 x double>, <8 x double>* %769, align 8, !alias.scope !73
  %sunkaddr2952 = mul i64 %index.epil46, 8
  %770 = bitcast double* %scevgep133 to i8*
  %sunkaddr2953 = getelementptr i8, i8* %770, i64 %sunkaddr2952
  %sunkaddr2954 = getelementptr i8, i8* %sunkaddr2953, i64 -64
  %771 = bitcast i8* %sunkaddr2954 to <8 x double>*
  %wide.load39.7.epil = load <8 x double>, <8 x double>* %771, align 8, !alias.scope !73
  %scevgep206 = getelementptr double, double* %scevgep133, i64 %index.epil46
  %scevgep206207 = bitcast double* %scevgep206 to <8 x double>*
  %wide.load40.7.epil = load <8 x double>, <8 x double>* %scevgep206207, align 8, !alias.scope !73
  %uglygep27061 = getelementptr double, double* %lsr.iv230, i64 224
  %uglygep270271 = bitcast double* %uglygep27061 to <8 x double>*
  store <8 x double> %wide.load.7.epil, <8 x double>* %uglygep270271, align 8, !alias.scope !76, !noalias !73
  %scevgep27262 = getelementptr double, double* %lsr.iv230, i64 232
  %772 = bitcast double* %scevgep27262 to <8 x double>*
  store <8 x double> %wide.load38.7.epil, <8 x double>* %772, align 8, !alias.scope !76, !noalias !73
  %scevgep27363 = getelementptr double, double* %lsr.iv230, i64 240
  %773 = bitcast double* %scevgep27363 to <8 x double>*
  store <8 x double> %wide.load39.7.epil, <8 x double>* %773, align 8, !alias.scope !76, !noalias !73
  %scevgep27464 = getelementptr double, double* %lsr.iv230, i64 248
  %774 = bitcast double* %scevgep27464 to <8 x double>*
  store <8 x double> %wide.load40.7.epil, <8 x double>* %774, align 8, !alias.scope !76, !noalias !73
  %index.next.7.epil = or i64 %index.epil46, 256
  %scevgep23219 = getelementptr double, double* %lsr.iv230, i64 256
  %lsr.iv230233.1 = bitcast double* %scevgep23219 to <8 x double>*
  %scevgep228.1 = getelementptr double, double* %scevgep34.epil, i64 %index.next.7.epil
  %775 = bitcast double* %scevgep228.1 to <8 x double>*
  %wide.load.epil47.1 = load <8 x double>, <8 x double>* %775, align 8, !alias.scope !73
  %sunkaddr2955 = mul i64 %index.next.7.epil, 8
  %776 = bitcast double* %scevgep133 to i8*
  %sunkaddr2956 = getelementptr i8, i8* %776, i64 %sunkaddr2955
  %sunkaddr2957 = getelementptr i8, i8* %sunkaddr2956, i64 -1920
  %777 = bitcast i8* %sunkaddr2957 to <8 x double>*
  %wide.load38.epil48.1 = load <8 x double>, <8 x double>* %777, align 8, !alias.scope !73
  %sunkaddr2958 = mul i64 %index.next.7.epil, 8
  %778 = bitcast double* %scevgep133 to i8*
  %sunkaddr2959 = getelementptr i8, i8* %778, i64 %sunkaddr2958
  %sunkaddr2960 = getelementptr i8, i8* %sunkaddr2959, i64 -1856
  %779 = bitcast i8* %sunkaddr2960 to <8 x double>*
  %wide.load39.epil49.1 = load <8 x double>, <8 x double>* %779, align 8, !alias.scope !73
  %sunkaddr2961 = mul i64 %index.next.7.epil, 8
  %780 = bitcast double* %scevgep133 to i8*
  %sunkaddr2962 = getelementptr i8, i8* %780, i64 %sunkaddr2961
  %sunkaddr2963 = getelementptr i8, i8* %sunkaddr2962, i64 -1792
  %781 = bitcast i8* %sunkaddr2963 to <8 x double>*
  %wide.load40.epil50.1 = load <8 x double>, <8 x double>* %781, align 8, !alias.scope !73
  store <8 x double> %wide.load.epil47.1, <8 x double>* %lsr.iv230233.1, align 8, !alias.scope !76, !noalias !73
  %scevgep236.1 = getelementptr double, double* %lsr.iv230, i64 264
  %782 = bitcast double* %scevgep236.1 to <8 x double>*
  store <8 x double> %wide.load38.epil48.1, <8 x double>* %782, align 8, !alias.scope !76, !noalias !73
  %scevgep237.1 = getelementptr double, double* %lsr.iv230, i64 272
  %783 = bitcast double* %scevgep237.1 to <8 x double>*
  store <8 x double> %wide.load39.epil49.1, <8 x double>* %783, align 8, !alias.scope !76, !noalias !73
  %scevgep238.1 = getelementptr double, double* %lsr.iv230, i64 280
  %784 = bitcast double* %scevgep238.1 to <8 x double>*
  store <8 x double> %wide.load40.epil50.1, <8 x double>* %784, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2964 = mul i64 %index.next.7.epil, 8
  %785 = bitcast double* %scevgep133 to i8*
  %sunkaddr2965 = getelementptr i8, i8* %785, i64 %sunkaddr2964
  %sunkaddr2966 = getelementptr i8, i8* %sunkaddr2965, i64 -1728
  %786 = bitcast i8* %sunkaddr2966 to <8 x double>*
  %wide.load.1.epil.1 = load <8 x double>, <8 x double>* %786, align 8, !alias.scope !73
  %sunkaddr2967 = mul i64 %index.next.7.epil, 8
  %787 = bitcast double* %scevgep133 to i8*
  %sunkaddr2968 = getelementptr i8, i8* %787, i64 %sunkaddr2967
  %sunkaddr2969 = getelementptr i8, i8* %sunkaddr2968, i64 -1664
  %788 = bitcast i8* %sunkaddr2969 to <8 x double>*
  %wide.load38.1.epil.1 = load <8 x double>, <8 x double>* %788, align 8, !alias.scope !73
  %sunkaddr2970 = mul i64 %index.next.7.epil, 8
  %789 = bitcast double* %scevgep133 to i8*
  %sunkaddr2971 = getelementptr i8, i8* %789, i64 %sunkaddr2970
  %sunkaddr2972 = getelementptr i8, i8* %sunkaddr2971, i64 -1600
  %790 = bitcast i8* %sunkaddr2972 to <8 x double>*
  %wide.load39.1.epil.1 = load <8 x double>, <8 x double>* %790, align 8, !alias.scope !73
  %sunkaddr2973 = mul i64 %index.next.7.epil, 8
  %791 = bitcast double* %scevgep133 to i8*
  %sunkaddr2974 = getelementptr i8, i8* %791, i64 %sunkaddr2973
  %sunkaddr2975 = getelementptr i8, i8* %sunkaddr2974, i64 -1536
  %792 = bitcast i8* %sunkaddr2975 to <8 x double>*
  %wide.load40.1.epil.1 = load <8 x double>, <8 x double>* %792, align 8, !alias.scope !73
  %uglygep24037.1 = getelementptr double, double* %lsr.iv230, i64 288
  %uglygep240241.1 = bitcast double* %uglygep24037.1 to <8 x double>*
  store <8 x double> %wide.load.1.epil.1, <8 x double>* %uglygep240241.1, align 8, !alias.scope !76, !noalias !73
  %scevgep24238.1 = getelementptr double, double* %lsr.iv230, i64 296
  %793 = bitcast double* %scevgep24238.1 to <8 x double>*
  store <8 x double> %wide.load38.1.epil.1, <8 x double>* %793, align 8, !alias.scope !76, !noalias !73
  %scevgep24339.1 = getelementptr double, double* %lsr.iv230, i64 304
  %794 = bitcast double* %scevgep24339.1 to <8 x double>*
  store <8 x double> %wide.load39.1.epil.1, <8 x double>* %794, align 8, !alias.scope !76, !noalias !73
  %scevgep24440.1 = getelementptr double, double* %lsr.iv230, i64 312
  %795 = bitcast double* %scevgep24440.1 to <8 x double>*
  store <8 x double> %wide.load40.1.epil.1, <8 x double>* %795, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2976 = mul i64 %index.next.7.epil, 8
  %796 = bitcast double* %scevgep133 to i8*
  %sunkaddr2977 = getelementptr i8, i8* %796, i64 %sunkaddr2976
  %sunkaddr2978 = getelementptr i8, i8* %sunkaddr2977, i64 -1472
  %797 = bitcast i8* %sunkaddr2978 to <8 x double>*
  %wide.load.2.epil.1 = load <8 x double>, <8 x double>* %797, align 8, !alias.scope !73
  %sunkaddr2979 = mul i64 %index.next.7.epil, 8
  %798 = bitcast double* %scevgep133 to i8*
  %sunkaddr2980 = getelementptr i8, i8* %798, i64 %sunkaddr2979
  %sunkaddr2981 = getelementptr i8, i8* %sunkaddr2980, i64 -1408
  %799 = bitcast i8* %sunkaddr2981 to <8 x double>*
  %wide.load38.2.epil.1 = load <8 x double>, <8 x double>* %799, align 8, !alias.scope !73
  %sunkaddr2982 = mul i64 %index.next.7.epil, 8
  %800 = bitcast double* %scevgep133 to i8*
  %sunkaddr2983 = getelementptr i8, i8* %800, i64 %sunkaddr2982
  %sunkaddr2984 = getelementptr i8, i8* %sunkaddr2983, i64 -1344
  %801 = bitcast i8* %sunkaddr2984 to <8 x double>*
  %wide.load39.2.epil.1 = load <8 x double>, <8 x double>* %801, align 8, !alias.scope !73
  %sunkaddr2985 = mul i64 %index.next.7.epil, 8
  %802 = bitcast double* %scevgep133 to i8*
  %sunkaddr2986 = getelementptr i8, i8* %802, i64 %sunkaddr2985
  %sunkaddr2987 = getelementptr i8, i8* %sunkaddr2986, i64 -1280
  %803 = bitcast i8* %sunkaddr2987 to <8 x double>*
  %wide.load40.2.epil.1 = load <8 x double>, <8 x double>* %803, align 8, !alias.scope !73
  %uglygep24541.1 = getelementptr double, double* %lsr.iv230, i64 320
  %uglygep245246.1 = bitcast double* %uglygep24541.1 to <8 x double>*
  store <8 x double> %wide.load.2.epil.1, <8 x double>* %uglygep245246.1, align 8, !alias.scope !76, !noalias !73
  %scevgep24742.1 = getelementptr double, double* %lsr.iv230, i64 328
  %804 = bitcast double* %scevgep24742.1 to <8 x double>*
  store <8 x double> %wide.load38.2.epil.1, <8 x double>* %804, align 8, !alias.scope !76, !noalias !73
  %scevgep24843.1 = getelementptr double, double* %lsr.iv230, i64 336
  %805 = bitcast double* %scevgep24843.1 to <8 x double>*
  store <8 x double> %wide.load39.2.epil.1, <8 x double>* %805, align 8, !alias.scope !76, !noalias !73
  %scevgep24944.1 = getelementptr double, double* %lsr.iv230, i64 344
  %806 = bitcast double* %scevgep24944.1 to <8 x double>*
  store <8 x double> %wide.load40.2.epil.1, <8 x double>* %806, align 8, !alias.scope !76, !noalias !73
  %sunkaddr2988 = mul i64 %index.next.7.epil, 8
  %807 = bitcast double* %scevgep133 to i8*
  %sunkaddr2989 = getelementptr i8, i8* %807, i64 %sunkaddr2988
  %sunkaddr2990 = getelementptr i8, i8* %sunkaddr2989, i64 -1216
  %808 = bitcast i8* %sunkaddr2990 to <8 x double>*
  %wide.load.3.epil.1 = load <8 x double>, <8 x double>* %808, align 8, !alias.scope !73
  %sunkaddr2991 = mul i64 %index.next.7.epil, 8
  %809 = bitcast double* %scevgep133 to i8*
  %sunkaddr2992 = getelementptr i8, i8* %809, i64 %sunkaddr2991
  %sunkaddr2993 = getelementptr i8, i8* %sunkaddr2992, i64 -1152
  %810 = bitcast i8* %sunkaddr2993 to <8 x double>*
  %wide.load38.3.epil.1 = load <8 x double>, <8 x double>* %810, align 8, !alias.scope !73
  %sunkaddr2994 = mul i64 %index.next.7.epil, 8
  %811 = bitcast double* %scevgep133 to i8*
  %sunkaddr2995 = getelementptr i8, i8* %811, i64 %sunkaddr2994
  %sunkaddr2996 = getelementptr i8, i8* %sunkaddr2995, i64 -1088
  %812 = bitcast i8* %sunkaddr2996 to <8 x double>*
  %wide.load39.3.epil.1 = load <8 x double>, <8 x double>* %812, align 8, !alias.scope !73
  %sunkaddr2997 = mul i64 %index.next.7.epil, 8
  %813 = bitcast double* %scevgep133 to i8*
  %sunkaddr2998 = getelementptr i8, i8* %813, i64 %sunkaddr2997
  %sunkaddr2999 = getelementptr i8, i8* %sunkaddr2998, i64 -1024
  %814 = bitcast i8* %sunkaddr2999 to <8 x double>*
  %wide.load40.3.epil.1 = load <8 x double>, <8 x double>* %814, align 8, !alias.scope !73
  %uglygep25045.1 = getelementptr double, double* %lsr.iv230, i64 352
  %uglygep250251.1 = bitcast double* %uglygep25045.1 to <8 x double>*
  store <8 x double> %wide.load.3.epil.1, <8 x double>* %uglygep250251.1, align 8, !alias.scope !76, !noalias !73
  %scevgep25246.1 = getelementptr double, double* %lsr.iv230, i64 360
  %815 = bitcast double* %scevgep25246.1 to <8 x double>*
  store <8 x double> %wide.load38.3.epil.1, <8 x double>* %815, align 8, !alias.scope !76, !noalias !73
  %scevgep25347.1 = getelementptr double, double* %lsr.iv230, i64 368
  %816 = bitcast double* %scevgep25347.1 to <8 x double>*
  store <8 x double> %wide.load39.3.epil.1, <8 x double>* %816, align 8, !alias.scope !76, !noalias !73
  %scevgep25448.1 = getelementptr double, double* %lsr.iv230, i64 376
  %817 = bitcast double* %scevgep25448.1 to <8 x double>*
  store <8 x double> %wide.load40.3.epil.1, <8 x double>* %817, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3000 = mul i64 %index.next.7.epil, 8
  %818 = bitcast double* %scevgep133 to i8*
  %sunkaddr3001 = getelementptr i8, i8* %818, i64 %sunkaddr3000
  %sunkaddr3002 = getelementptr i8, i8* %sunkaddr3001, i64 -960
  %819 = bitcast i8* %sunkaddr3002 to <8 x double>*
  %wide.load.4.epil.1 = load <8 x double>, <8 x double>* %819, align 8, !alias.scope !73
  %sunkaddr3003 = mul i64 %index.next.7.epil, 8
  %820 = bitcast double* %scevgep133 to i8*
  %sunkaddr3004 = getelementptr i8, i8* %820, i64 %sunkaddr3003
  %sunkaddr3005 = getelementptr i8, i8* %sunkaddr3004, i64 -896
  %821 = bitcast i8* %sunkaddr3005 to <8 x double>*
  %wide.load38.4.epil.1 = load <8 x double>, <8 x double>* %821, align 8, !alias.scope !73
  %sunkaddr3006 = mul i64 %index.next.7.epil, 8
  %822 = bitcast double* %scevgep133 to i8*
  %sunkaddr3007 = getelementptr i8, i8* %822, i64 %sunkaddr3006
  %sunkaddr3008 = getelementptr i8, i8* %sunkaddr3007, i64 -832
  %823 = bitcast i8* %sunkaddr3008 to <8 x double>*
  %wide.load39.4.epil.1 = load <8 x double>, <8 x double>* %823, align 8, !alias.scope !73
  %sunkaddr3009 = mul i64 %index.next.7.epil, 8
  %824 = bitcast double* %scevgep133 to i8*
  %sunkaddr3010 = getelementptr i8, i8* %824, i64 %sunkaddr3009
  %sunkaddr3011 = getelementptr i8, i8* %sunkaddr3010, i64 -768
  %825 = bitcast i8* %sunkaddr3011 to <8 x double>*
  %wide.load40.4.epil.1 = load <8 x double>, <8 x double>* %825, align 8, !alias.scope !73
  %uglygep25549.1 = getelementptr double, double* %lsr.iv230, i64 384
  %uglygep255256.1 = bitcast double* %uglygep25549.1 to <8 x double>*
  store <8 x double> %wide.load.4.epil.1, <8 x double>* %uglygep255256.1, align 8, !alias.scope !76, !noalias !73
  %scevgep25750.1 = getelementptr double, double* %lsr.iv230, i64 392
  %826 = bitcast double* %scevgep25750.1 to <8 x double>*
  store <8 x double> %wide.load38.4.epil.1, <8 x double>* %826, align 8, !alias.scope !76, !noalias !73
  %scevgep25851.1 = getelementptr double, double* %lsr.iv230, i64 400
  %827 = bitcast double* %scevgep25851.1 to <8 x double>*
  store <8 x double> %wide.load39.4.epil.1, <8 x double>* %827, align 8, !alias.scope !76, !noalias !73
  %scevgep25952.1 = getelementptr double, double* %lsr.iv230, i64 408
  %828 = bitcast double* %scevgep25952.1 to <8 x double>*
  store <8 x double> %wide.load40.4.epil.1, <8 x double>* %828, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3012 = mul i64 %index.next.7.epil, 8
  %829 = bitcast double* %scevgep133 to i8*
  %sunkaddr3013 = getelementptr i8, i8* %829, i64 %sunkaddr3012
  %sunkaddr3014 = getelementptr i8, i8* %sunkaddr3013, i64 -704
  %830 = bitcast i8* %sunkaddr3014 to <8 x double>*
  %wide.load.5.epil.1 = load <8 x double>, <8 x double>* %830, align 8, !alias.scope !73
  %sunkaddr3015 = mul i64 %index.next.7.epil, 8
  %831 = bitcast double* %scevgep133 to i8*
  %sunkaddr3016 = getelementptr i8, i8* %831, i64 %sunkaddr3015
  %sunkaddr3017 = getelementptr i8, i8* %sunkaddr3016, i64 -640
  %832 = bitcast i8* %sunkaddr3017 to <8 x double>*
  %wide.load38.5.epil.1 = load <8 x double>, <8 x double>* %832, align 8, !alias.scope !73
  %sunkaddr3018 = mul i64 %index.next.7.epil, 8
  %833 = bitcast double* %scevgep133 to i8*
  %sunkaddr3019 = getelementptr i8, i8* %833, i64 %sunkaddr3018
  %sunkaddr3020 = getelementptr i8, i8* %sunkaddr3019, i64 -576
  %834 = bitcast i8* %sunkaddr3020 to <8 x double>*
  %wide.load39.5.epil.1 = load <8 x double>, <8 x double>* %834, align 8, !alias.scope !73
  %sunkaddr3021 = mul i64 %index.next.7.epil, 8
  %835 = bitcast double* %scevgep133 to i8*
  %sunkaddr3022 = getelementptr i8, i8* %835, i64 %sunkaddr3021
  %sunkaddr3023 = getelementptr i8, i8* %sunkaddr3022, i64 -512
  %836 = bitcast i8* %sunkaddr3023 to <8 x double>*
  %wide.load40.5.epil.1 = load <8 x double>, <8 x double>* %836, align 8, !alias.scope !73
  %uglygep26053.1 = getelementptr double, double* %lsr.iv230, i64 416
  %uglygep260261.1 = bitcast double* %uglygep26053.1 to <8 x double>*
  store <8 x double> %wide.load.5.epil.1, <8 x double>* %uglygep260261.1, align 8, !alias.scope !76, !noalias !73
  %scevgep26254.1 = getelementptr double, double* %lsr.iv230, i64 424
  %837 = bitcast double* %scevgep26254.1 to <8 x double>*
  store <8 x double> %wide.load38.5.epil.1, <8 x double>* %837, align 8, !alias.scope !76, !noalias !73
  %scevgep26355.1 = getelementptr double, double* %lsr.iv230, i64 432
  %838 = bitcast double* %scevgep26355.1 to <8 x double>*
  store <8 x double> %wide.load39.5.epil.1, <8 x double>* %838, align 8, !alias.scope !76, !noalias !73
  %scevgep26456.1 = getelementptr double, double* %lsr.iv230, i64 440
  %839 = bitcast double* %scevgep26456.1 to <8 x double>*
  store <8 x double> %wide.load40.5.epil.1, <8 x double>* %839, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3024 = mul i64 %index.next.7.epil, 8
  %840 = bitcast double* %scevgep133 to i8*
  %sunkaddr3025 = getelementptr i8, i8* %840, i64 %sunkaddr3024
  %sunkaddr3026 = getelementptr i8, i8* %sunkaddr3025, i64 -448
  %841 = bitcast i8* %sunkaddr3026 to <8 x double>*
  %wide.load.6.epil.1 = load <8 x double>, <8 x double>* %841, align 8, !alias.scope !73
  %sunkaddr3027 = mul i64 %index.next.7.epil, 8
  %842 = bitcast double* %scevgep133 to i8*
  %sunkaddr3028 = getelementptr i8, i8* %842, i64 %sunkaddr3027
  %sunkaddr3029 = getelementptr i8, i8* %sunkaddr3028, i64 -384
  %843 = bitcast i8* %sunkaddr3029 to <8 x double>*
  %wide.load38.6.epil.1 = load <8 x double>, <8 x double>* %843, align 8, !alias.scope !73
  %sunkaddr3030 = mul i64 %index.next.7.epil, 8
  %844 = bitcast double* %scevgep133 to i8*
  %sunkaddr3031 = getelementptr i8, i8* %844, i64 %sunkaddr3030
  %sunkaddr3032 = getelementptr i8, i8* %sunkaddr3031, i64 -320
  %845 = bitcast i8* %sunkaddr3032 to <8 x double>*
  %wide.load39.6.epil.1 = load <8 x double>, <8 x double>* %845, align 8, !alias.scope !73
  %sunkaddr3033 = mul i64 %index.next.7.epil, 8
  %846 = bitcast double* %scevgep133 to i8*
  %sunkaddr3034 = getelementptr i8, i8* %846, i64 %sunkaddr3033
  %sunkaddr3035 = getelementptr i8, i8* %sunkaddr3034, i64 -256
  %847 = bitcast i8* %sunkaddr3035 to <8 x double>*
  %wide.load40.6.epil.1 = load <8 x double>, <8 x double>* %847, align 8, !alias.scope !73
  %uglygep26557.1 = getelementptr double, double* %lsr.iv230, i64 448
  %uglygep265266.1 = bitcast double* %uglygep26557.1 to <8 x double>*
  store <8 x double> %wide.load.6.epil.1, <8 x double>* %uglygep265266.1, align 8, !alias.scope !76, !noalias !73
  %scevgep26758.1 = getelementptr double, double* %lsr.iv230, i64 456
  %848 = bitcast double* %scevgep26758.1 to <8 x double>*
  store <8 x double> %wide.load38.6.epil.1, <8 x double>* %848, align 8, !alias.scope !76, !noalias !73
  %scevgep26859.1 = getelementptr double, double* %lsr.iv230, i64 464
  %849 = bitcast double* %scevgep26859.1 to <8 x double>*
  store <8 x double> %wide.load39.6.epil.1, <8 x double>* %849, align 8, !alias.scope !76, !noalias !73
  %scevgep26960.1 = getelementptr double, double* %lsr.iv230, i64 472
  %850 = bitcast double* %scevgep26960.1 to <8 x double>*
  store <8 x double> %wide.load40.6.epil.1, <8 x double>* %850, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3036 = mul i64 %index.next.7.epil, 8
  %851 = bitcast double* %scevgep133 to i8*
  %sunkaddr3037 = getelementptr i8, i8* %851, i64 %sunkaddr3036
  %sunkaddr3038 = getelementptr i8, i8* %sunkaddr3037, i64 -192
  %852 = bitcast i8* %sunkaddr3038 to <8 x double>*
  %wide.load.7.epil.1 = load <8 x double>, <8 x double>* %852, align 8, !alias.scope !73
  %sunkaddr3039 = mul i64 %index.next.7.epil, 8
  %853 = bitcast double* %scevgep133 to i8*
  %sunkaddr3040 = getelementptr i8, i8* %853, i64 %sunkaddr3039
  %sunkaddr3041 = getelementptr i8, i8* %sunkaddr3040, i64 -128
  %854 = bitcast i8* %sunkaddr3041 to <8 x double>*
  %wide.load38.7.epil.1 = load <8 x double>, <8 x double>* %854, align 8, !alias.scope !73
  %sunkaddr3042 = mul i64 %index.next.7.epil, 8
  %855 = bitcast double* %scevgep133 to i8*
  %sunkaddr3043 = getelementptr i8, i8* %855, i64 %sunkaddr3042
  %sunkaddr3044 = getelementptr i8, i8* %sunkaddr3043, i64 -64
  %856 = bitcast i8* %sunkaddr3044 to <8 x double>*
  %wide.load39.7.epil.1 = load <8 x double>, <8 x double>* %856, align 8, !alias.scope !73
  %scevgep206.1 = getelementptr double, double* %scevgep133, i64 %index.next.7.epil
  %scevgep206207.1 = bitcast double* %scevgep206.1 to <8 x double>*
  %wide.load40.7.epil.1 = load <8 x double>, <8 x double>* %scevgep206207.1, align 8, !alias.scope !73
  %uglygep27061.1 = getelementptr double, double* %lsr.iv230, i64 480
  %uglygep270271.1 = bitcast double* %uglygep27061.1 to <8 x double>*
  store <8 x double> %wide.load.7.epil.1, <8 x double>* %uglygep270271.1, align 8, !alias.scope !76, !noalias !73
  %scevgep27262.1 = getelementptr double, double* %lsr.iv230, i64 488
  %857 = bitcast double* %scevgep27262.1 to <8 x double>*
  store <8 x double> %wide.load38.7.epil.1, <8 x double>* %857, align 8, !alias.scope !76, !noalias !73
  %scevgep27363.1 = getelementptr double, double* %lsr.iv230, i64 496
  %858 = bitcast double* %scevgep27363.1 to <8 x double>*
  store <8 x double> %wide.load39.7.epil.1, <8 x double>* %858, align 8, !alias.scope !76, !noalias !73
  %scevgep27464.1 = getelementptr double, double* %lsr.iv230, i64 504
  %859 = bitcast double* %scevgep27464.1 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.1, <8 x double>* %859, align 8, !alias.scope !76, !noalias !73
  %index.next.7.epil.1 = or i64 %index.epil46, 512
  %scevgep23219.1 = getelementptr double, double* %lsr.iv230, i64 512
  %lsr.iv230233.2 = bitcast double* %scevgep23219.1 to <8 x double>*
  %scevgep228.2 = getelementptr double, double* %scevgep34.epil, i64 %index.next.7.epil.1
  %860 = bitcast double* %scevgep228.2 to <8 x double>*
  %wide.load.epil47.2 = load <8 x double>, <8 x double>* %860, align 8, !alias.scope !73
  %sunkaddr3045 = mul i64 %index.next.7.epil.1, 8
  %861 = bitcast double* %scevgep133 to i8*
  %sunkaddr3046 = getelementptr i8, i8* %861, i64 %sunkaddr3045
  %sunkaddr3047 = getelementptr i8, i8* %sunkaddr3046, i64 -1920
  %862 = bitcast i8* %sunkaddr3047 to <8 x double>*
  %wide.load38.epil48.2 = load <8 x double>, <8 x double>* %862, align 8, !alias.scope !73
  %sunkaddr3048 = mul i64 %index.next.7.epil.1, 8
  %863 = bitcast double* %scevgep133 to i8*
  %sunkaddr3049 = getelementptr i8, i8* %863, i64 %sunkaddr3048
  %sunkaddr3050 = getelementptr i8, i8* %sunkaddr3049, i64 -1856
  %864 = bitcast i8* %sunkaddr3050 to <8 x double>*
  %wide.load39.epil49.2 = load <8 x double>, <8 x double>* %864, align 8, !alias.scope !73
  %sunkaddr3051 = mul i64 %index.next.7.epil.1, 8
  %865 = bitcast double* %scevgep133 to i8*
  %sunkaddr3052 = getelementptr i8, i8* %865, i64 %sunkaddr3051
  %sunkaddr3053 = getelementptr i8, i8* %sunkaddr3052, i64 -1792
  %866 = bitcast i8* %sunkaddr3053 to <8 x double>*
  %wide.load40.epil50.2 = load <8 x double>, <8 x double>* %866, align 8, !alias.scope !73
  store <8 x double> %wide.load.epil47.2, <8 x double>* %lsr.iv230233.2, align 8, !alias.scope !76, !noalias !73
  %scevgep236.2 = getelementptr double, double* %lsr.iv230, i64 520
  %867 = bitcast double* %scevgep236.2 to <8 x double>*
  store <8 x double> %wide.load38.epil48.2, <8 x double>* %867, align 8, !alias.scope !76, !noalias !73
  %scevgep237.2 = getelementptr double, double* %lsr.iv230, i64 528
  %868 = bitcast double* %scevgep237.2 to <8 x double>*
  store <8 x double> %wide.load39.epil49.2, <8 x double>* %868, align 8, !alias.scope !76, !noalias !73
  %scevgep238.2 = getelementptr double, double* %lsr.iv230, i64 536
  %869 = bitcast double* %scevgep238.2 to <8 x double>*
  store <8 x double> %wide.load40.epil50.2, <8 x double>* %869, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3054 = mul i64 %index.next.7.epil.1, 8
  %870 = bitcast double* %scevgep133 to i8*
  %sunkaddr3055 = getelementptr i8, i8* %870, i64 %sunkaddr3054
  %sunkaddr3056 = getelementptr i8, i8* %sunkaddr3055, i64 -1728
  %871 = bitcast i8* %sunkaddr3056 to <8 x double>*
  %wide.load.1.epil.2 = load <8 x double>, <8 x double>* %871, align 8, !alias.scope !73
  %sunkaddr3057 = mul i64 %index.next.7.epil.1, 8
  %872 = bitcast double* %scevgep133 to i8*
  %sunkaddr3058 = getelementptr i8, i8* %872, i64 %sunkaddr3057
  %sunkaddr3059 = getelementptr i8, i8* %sunkaddr3058, i64 -1664
  %873 = bitcast i8* %sunkaddr3059 to <8 x double>*
  %wide.load38.1.epil.2 = load <8 x double>, <8 x double>* %873, align 8, !alias.scope !73
  %sunkaddr3060 = mul i64 %index.next.7.epil.1, 8
  %874 = bitcast double* %scevgep133 to i8*
  %sunkaddr3061 = getelementptr i8, i8* %874, i64 %sunkaddr3060
  %sunkaddr3062 = getelementptr i8, i8* %sunkaddr3061, i64 -1600
  %875 = bitcast i8* %sunkaddr3062 to <8 x double>*
  %wide.load39.1.epil.2 = load <8 x double>, <8 x double>* %875, align 8, !alias.scope !73
  %sunkaddr3063 = mul i64 %index.next.7.epil.1, 8
  %876 = bitcast double* %scevgep133 to i8*
  %sunkaddr3064 = getelementptr i8, i8* %876, i64 %sunkaddr3063
  %sunkaddr3065 = getelementptr i8, i8* %sunkaddr3064, i64 -1536
  %877 = bitcast i8* %sunkaddr3065 to <8 x double>*
  %wide.load40.1.epil.2 = load <8 x double>, <8 x double>* %877, align 8, !alias.scope !73
  %uglygep24037.2 = getelementptr double, double* %lsr.iv230, i64 544
  %uglygep240241.2 = bitcast double* %uglygep24037.2 to <8 x double>*
  store <8 x double> %wide.load.1.epil.2, <8 x double>* %uglygep240241.2, align 8, !alias.scope !76, !noalias !73
  %scevgep24238.2 = getelementptr double, double* %lsr.iv230, i64 552
  %878 = bitcast double* %scevgep24238.2 to <8 x double>*
  store <8 x double> %wide.load38.1.epil.2, <8 x double>* %878, align 8, !alias.scope !76, !noalias !73
  %scevgep24339.2 = getelementptr double, double* %lsr.iv230, i64 560
  %879 = bitcast double* %scevgep24339.2 to <8 x double>*
  store <8 x double> %wide.load39.1.epil.2, <8 x double>* %879, align 8, !alias.scope !76, !noalias !73
  %scevgep24440.2 = getelementptr double, double* %lsr.iv230, i64 568
  %880 = bitcast double* %scevgep24440.2 to <8 x double>*
  store <8 x double> %wide.load40.1.epil.2, <8 x double>* %880, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3066 = mul i64 %index.next.7.epil.1, 8
  %881 = bitcast double* %scevgep133 to i8*
  %sunkaddr3067 = getelementptr i8, i8* %881, i64 %sunkaddr3066
  %sunkaddr3068 = getelementptr i8, i8* %sunkaddr3067, i64 -1472
  %882 = bitcast i8* %sunkaddr3068 to <8 x double>*
  %wide.load.2.epil.2 = load <8 x double>, <8 x double>* %882, align 8, !alias.scope !73
  %sunkaddr3069 = mul i64 %index.next.7.epil.1, 8
  %883 = bitcast double* %scevgep133 to i8*
  %sunkaddr3070 = getelementptr i8, i8* %883, i64 %sunkaddr3069
  %sunkaddr3071 = getelementptr i8, i8* %sunkaddr3070, i64 -1408
  %884 = bitcast i8* %sunkaddr3071 to <8 x double>*
  %wide.load38.2.epil.2 = load <8 x double>, <8 x double>* %884, align 8, !alias.scope !73
  %sunkaddr3072 = mul i64 %index.next.7.epil.1, 8
  %885 = bitcast double* %scevgep133 to i8*
  %sunkaddr3073 = getelementptr i8, i8* %885, i64 %sunkaddr3072
  %sunkaddr3074 = getelementptr i8, i8* %sunkaddr3073, i64 -1344
  %886 = bitcast i8* %sunkaddr3074 to <8 x double>*
  %wide.load39.2.epil.2 = load <8 x double>, <8 x double>* %886, align 8, !alias.scope !73
  %sunkaddr3075 = mul i64 %index.next.7.epil.1, 8
  %887 = bitcast double* %scevgep133 to i8*
  %sunkaddr3076 = getelementptr i8, i8* %887, i64 %sunkaddr3075
  %sunkaddr3077 = getelementptr i8, i8* %sunkaddr3076, i64 -1280
  %888 = bitcast i8* %sunkaddr3077 to <8 x double>*
  %wide.load40.2.epil.2 = load <8 x double>, <8 x double>* %888, align 8, !alias.scope !73
  %uglygep24541.2 = getelementptr double, double* %lsr.iv230, i64 576
  %uglygep245246.2 = bitcast double* %uglygep24541.2 to <8 x double>*
  store <8 x double> %wide.load.2.epil.2, <8 x double>* %uglygep245246.2, align 8, !alias.scope !76, !noalias !73
  %scevgep24742.2 = getelementptr double, double* %lsr.iv230, i64 584
  %889 = bitcast double* %scevgep24742.2 to <8 x double>*
  store <8 x double> %wide.load38.2.epil.2, <8 x double>* %889, align 8, !alias.scope !76, !noalias !73
  %scevgep24843.2 = getelementptr double, double* %lsr.iv230, i64 592
  %890 = bitcast double* %scevgep24843.2 to <8 x double>*
  store <8 x double> %wide.load39.2.epil.2, <8 x double>* %890, align 8, !alias.scope !76, !noalias !73
  %scevgep24944.2 = getelementptr double, double* %lsr.iv230, i64 600
  %891 = bitcast double* %scevgep24944.2 to <8 x double>*
  store <8 x double> %wide.load40.2.epil.2, <8 x double>* %891, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3078 = mul i64 %index.next.7.epil.1, 8
  %892 = bitcast double* %scevgep133 to i8*
  %sunkaddr3079 = getelementptr i8, i8* %892, i64 %sunkaddr3078
  %sunkaddr3080 = getelementptr i8, i8* %sunkaddr3079, i64 -1216
  %893 = bitcast i8* %sunkaddr3080 to <8 x double>*
  %wide.load.3.epil.2 = load <8 x double>, <8 x double>* %893, align 8, !alias.scope !73
  %sunkaddr3081 = mul i64 %index.next.7.epil.1, 8
  %894 = bitcast double* %scevgep133 to i8*
  %sunkaddr3082 = getelementptr i8, i8* %894, i64 %sunkaddr3081
  %sunkaddr3083 = getelementptr i8, i8* %sunkaddr3082, i64 -1152
  %895 = bitcast i8* %sunkaddr3083 to <8 x double>*
  %wide.load38.3.epil.2 = load <8 x double>, <8 x double>* %895, align 8, !alias.scope !73
  %sunkaddr3084 = mul i64 %index.next.7.epil.1, 8
  %896 = bitcast double* %scevgep133 to i8*
  %sunkaddr3085 = getelementptr i8, i8* %896, i64 %sunkaddr3084
  %sunkaddr3086 = getelementptr i8, i8* %sunkaddr3085, i64 -1088
  %897 = bitcast i8* %sunkaddr3086 to <8 x double>*
  %wide.load39.3.epil.2 = load <8 x double>, <8 x double>* %897, align 8, !alias.scope !73
  %sunkaddr3087 = mul i64 %index.next.7.epil.1, 8
  %898 = bitcast double* %scevgep133 to i8*
  %sunkaddr3088 = getelementptr i8, i8* %898, i64 %sunkaddr3087
  %sunkaddr3089 = getelementptr i8, i8* %sunkaddr3088, i64 -1024
  %899 = bitcast i8* %sunkaddr3089 to <8 x double>*
  %wide.load40.3.epil.2 = load <8 x double>, <8 x double>* %899, align 8, !alias.scope !73
  %uglygep25045.2 = getelementptr double, double* %lsr.iv230, i64 608
  %uglygep250251.2 = bitcast double* %uglygep25045.2 to <8 x double>*
  store <8 x double> %wide.load.3.epil.2, <8 x double>* %uglygep250251.2, align 8, !alias.scope !76, !noalias !73
  %scevgep25246.2 = getelementptr double, double* %lsr.iv230, i64 616
  %900 = bitcast double* %scevgep25246.2 to <8 x double>*
  store <8 x double> %wide.load38.3.epil.2, <8 x double>* %900, align 8, !alias.scope !76, !noalias !73
  %scevgep25347.2 = getelementptr double, double* %lsr.iv230, i64 624
  %901 = bitcast double* %scevgep25347.2 to <8 x double>*
  store <8 x double> %wide.load39.3.epil.2, <8 x double>* %901, align 8, !alias.scope !76, !noalias !73
  %scevgep25448.2 = getelementptr double, double* %lsr.iv230, i64 632
  %902 = bitcast double* %scevgep25448.2 to <8 x double>*
  store <8 x double> %wide.load40.3.epil.2, <8 x double>* %902, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3090 = mul i64 %index.next.7.epil.1, 8
  %903 = bitcast double* %scevgep133 to i8*
  %sunkaddr3091 = getelementptr i8, i8* %903, i64 %sunkaddr3090
  %sunkaddr3092 = getelementptr i8, i8* %sunkaddr3091, i64 -960
  %904 = bitcast i8* %sunkaddr3092 to <8 x double>*
  %wide.load.4.epil.2 = load <8 x double>, <8 x double>* %904, align 8, !alias.scope !73
  %sunkaddr3093 = mul i64 %index.next.7.epil.1, 8
  %905 = bitcast double* %scevgep133 to i8*
  %sunkaddr3094 = getelementptr i8, i8* %905, i64 %sunkaddr3093
  %sunkaddr3095 = getelementptr i8, i8* %sunkaddr3094, i64 -896
  %906 = bitcast i8* %sunkaddr3095 to <8 x double>*
  %wide.load38.4.epil.2 = load <8 x double>, <8 x double>* %906, align 8, !alias.scope !73
  %sunkaddr3096 = mul i64 %index.next.7.epil.1, 8
  %907 = bitcast double* %scevgep133 to i8*
  %sunkaddr3097 = getelementptr i8, i8* %907, i64 %sunkaddr3096
  %sunkaddr3098 = getelementptr i8, i8* %sunkaddr3097, i64 -832
  %908 = bitcast i8* %sunkaddr3098 to <8 x double>*
  %wide.load39.4.epil.2 = load <8 x double>, <8 x double>* %908, align 8, !alias.scope !73
  %sunkaddr3099 = mul i64 %index.next.7.epil.1, 8
  %909 = bitcast double* %scevgep133 to i8*
  %sunkaddr3100 = getelementptr i8, i8* %909, i64 %sunkaddr3099
  %sunkaddr3101 = getelementptr i8, i8* %sunkaddr3100, i64 -768
  %910 = bitcast i8* %sunkaddr3101 to <8 x double>*
  %wide.load40.4.epil.2 = load <8 x double>, <8 x double>* %910, align 8, !alias.scope !73
  %uglygep25549.2 = getelementptr double, double* %lsr.iv230, i64 640
  %uglygep255256.2 = bitcast double* %uglygep25549.2 to <8 x double>*
  store <8 x double> %wide.load.4.epil.2, <8 x double>* %uglygep255256.2, align 8, !alias.scope !76, !noalias !73
  %scevgep25750.2 = getelementptr double, double* %lsr.iv230, i64 648
  %911 = bitcast double* %scevgep25750.2 to <8 x double>*
  store <8 x double> %wide.load38.4.epil.2, <8 x double>* %911, align 8, !alias.scope !76, !noalias !73
  %scevgep25851.2 = getelementptr double, double* %lsr.iv230, i64 656
  %912 = bitcast double* %scevgep25851.2 to <8 x double>*
  store <8 x double> %wide.load39.4.epil.2, <8 x double>* %912, align 8, !alias.scope !76, !noalias !73
  %scevgep25952.2 = getelementptr double, double* %lsr.iv230, i64 664
  %913 = bitcast double* %scevgep25952.2 to <8 x double>*
  store <8 x double> %wide.load40.4.epil.2, <8 x double>* %913, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3102 = mul i64 %index.next.7.epil.1, 8
  %914 = bitcast double* %scevgep133 to i8*
  %sunkaddr3103 = getelementptr i8, i8* %914, i64 %sunkaddr3102
  %sunkaddr3104 = getelementptr i8, i8* %sunkaddr3103, i64 -704
  %915 = bitcast i8* %sunkaddr3104 to <8 x double>*
  %wide.load.5.epil.2 = load <8 x double>, <8 x double>* %915, align 8, !alias.scope !73
  %sunkaddr3105 = mul i64 %index.next.7.epil.1, 8
  %916 = bitcast double* %scevgep133 to i8*
  %sunkaddr3106 = getelementptr i8, i8* %916, i64 %sunkaddr3105
  %sunkaddr3107 = getelementptr i8, i8* %sunkaddr3106, i64 -640
  %917 = bitcast i8* %sunkaddr3107 to <8 x double>*
  %wide.load38.5.epil.2 = load <8 x double>, <8 x double>* %917, align 8, !alias.scope !73
  %sunkaddr3108 = mul i64 %index.next.7.epil.1, 8
  %918 = bitcast double* %scevgep133 to i8*
  %sunkaddr3109 = getelementptr i8, i8* %918, i64 %sunkaddr3108
  %sunkaddr3110 = getelementptr i8, i8* %sunkaddr3109, i64 -576
  %919 = bitcast i8* %sunkaddr3110 to <8 x double>*
  %wide.load39.5.epil.2 = load <8 x double>, <8 x double>* %919, align 8, !alias.scope !73
  %sunkaddr3111 = mul i64 %index.next.7.epil.1, 8
  %920 = bitcast double* %scevgep133 to i8*
  %sunkaddr3112 = getelementptr i8, i8* %920, i64 %sunkaddr3111
  %sunkaddr3113 = getelementptr i8, i8* %sunkaddr3112, i64 -512
  %921 = bitcast i8* %sunkaddr3113 to <8 x double>*
  %wide.load40.5.epil.2 = load <8 x double>, <8 x double>* %921, align 8, !alias.scope !73
  %uglygep26053.2 = getelementptr double, double* %lsr.iv230, i64 672
  %uglygep260261.2 = bitcast double* %uglygep26053.2 to <8 x double>*
  store <8 x double> %wide.load.5.epil.2, <8 x double>* %uglygep260261.2, align 8, !alias.scope !76, !noalias !73
  %scevgep26254.2 = getelementptr double, double* %lsr.iv230, i64 680
  %922 = bitcast double* %scevgep26254.2 to <8 x double>*
  store <8 x double> %wide.load38.5.epil.2, <8 x double>* %922, align 8, !alias.scope !76, !noalias !73
  %scevgep26355.2 = getelementptr double, double* %lsr.iv230, i64 688
  %923 = bitcast double* %scevgep26355.2 to <8 x double>*
  store <8 x double> %wide.load39.5.epil.2, <8 x double>* %923, align 8, !alias.scope !76, !noalias !73
  %scevgep26456.2 = getelementptr double, double* %lsr.iv230, i64 696
  %924 = bitcast double* %scevgep26456.2 to <8 x double>*
  store <8 x double> %wide.load40.5.epil.2, <8 x double>* %924, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3114 = mul i64 %index.next.7.epil.1, 8
  %925 = bitcast double* %scevgep133 to i8*
  %sunkaddr3115 = getelementptr i8, i8* %925, i64 %sunkaddr3114
  %sunkaddr3116 = getelementptr i8, i8* %sunkaddr3115, i64 -448
  %926 = bitcast i8* %sunkaddr3116 to <8 x double>*
  %wide.load.6.epil.2 = load <8 x double>, <8 x double>* %926, align 8, !alias.scope !73
  %sunkaddr3117 = mul i64 %index.next.7.epil.1, 8
  %927 = bitcast double* %scevgep133 to i8*
  %sunkaddr3118 = getelementptr i8, i8* %927, i64 %sunkaddr3117
  %sunkaddr3119 = getelementptr i8, i8* %sunkaddr3118, i64 -384
  %928 = bitcast i8* %sunkaddr3119 to <8 x double>*
  %wide.load38.6.epil.2 = load <8 x double>, <8 x double>* %928, align 8, !alias.scope !73
  %sunkaddr3120 = mul i64 %index.next.7.epil.1, 8
  %929 = bitcast double* %scevgep133 to i8*
  %sunkaddr3121 = getelementptr i8, i8* %929, i64 %sunkaddr3120
  %sunkaddr3122 = getelementptr i8, i8* %sunkaddr3121, i64 -320
  %930 = bitcast i8* %sunkaddr3122 to <8 x double>*
  %wide.load39.6.epil.2 = load <8 x double>, <8 x double>* %930, align 8, !alias.scope !73
  %sunkaddr3123 = mul i64 %index.next.7.epil.1, 8
  %931 = bitcast double* %scevgep133 to i8*
  %sunkaddr3124 = getelementptr i8, i8* %931, i64 %sunkaddr3123
  %sunkaddr3125 = getelementptr i8, i8* %sunkaddr3124, i64 -256
  %932 = bitcast i8* %sunkaddr3125 to <8 x double>*
  %wide.load40.6.epil.2 = load <8 x double>, <8 x double>* %932, align 8, !alias.scope !73
  %uglygep26557.2 = getelementptr double, double* %lsr.iv230, i64 704
  %uglygep265266.2 = bitcast double* %uglygep26557.2 to <8 x double>*
  store <8 x double> %wide.load.6.epil.2, <8 x double>* %uglygep265266.2, align 8, !alias.scope !76, !noalias !73
  %scevgep26758.2 = getelementptr double, double* %lsr.iv230, i64 712
  %933 = bitcast double* %scevgep26758.2 to <8 x double>*
  store <8 x double> %wide.load38.6.epil.2, <8 x double>* %933, align 8, !alias.scope !76, !noalias !73
  %scevgep26859.2 = getelementptr double, double* %lsr.iv230, i64 720
  %934 = bitcast double* %scevgep26859.2 to <8 x double>*
  store <8 x double> %wide.load39.6.epil.2, <8 x double>* %934, align 8, !alias.scope !76, !noalias !73
  %scevgep26960.2 = getelementptr double, double* %lsr.iv230, i64 728
  %935 = bitcast double* %scevgep26960.2 to <8 x double>*
  store <8 x double> %wide.load40.6.epil.2, <8 x double>* %935, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3126 = mul i64 %index.next.7.epil.1, 8
  %936 = bitcast double* %scevgep133 to i8*
  %sunkaddr3127 = getelementptr i8, i8* %936, i64 %sunkaddr3126
  %sunkaddr3128 = getelementptr i8, i8* %sunkaddr3127, i64 -192
  %937 = bitcast i8* %sunkaddr3128 to <8 x double>*
  %wide.load.7.epil.2 = load <8 x double>, <8 x double>* %937, align 8, !alias.scope !73
  %sunkaddr3129 = mul i64 %index.next.7.epil.1, 8
  %938 = bitcast double* %scevgep133 to i8*
  %sunkaddr3130 = getelementptr i8, i8* %938, i64 %sunkaddr3129
  %sunkaddr3131 = getelementptr i8, i8* %sunkaddr3130, i64 -128
  %939 = bitcast i8* %sunkaddr3131 to <8 x double>*
  %wide.load38.7.epil.2 = load <8 x double>, <8 x double>* %939, align 8, !alias.scope !73
  %sunkaddr3132 = mul i64 %index.next.7.epil.1, 8
  %940 = bitcast double* %scevgep133 to i8*
  %sunkaddr3133 = getelementptr i8, i8* %940, i64 %sunkaddr3132
  %sunkaddr3134 = getelementptr i8, i8* %sunkaddr3133, i64 -64
  %941 = bitcast i8* %sunkaddr3134 to <8 x double>*
  %wide.load39.7.epil.2 = load <8 x double>, <8 x double>* %941, align 8, !alias.scope !73
  %scevgep206.2 = getelementptr double, double* %scevgep133, i64 %index.next.7.epil.1
  %scevgep206207.2 = bitcast double* %scevgep206.2 to <8 x double>*
  %wide.load40.7.epil.2 = load <8 x double>, <8 x double>* %scevgep206207.2, align 8, !alias.scope !73
  %uglygep27061.2 = getelementptr double, double* %lsr.iv230, i64 736
  %uglygep270271.2 = bitcast double* %uglygep27061.2 to <8 x double>*
  store <8 x double> %wide.load.7.epil.2, <8 x double>* %uglygep270271.2, align 8, !alias.scope !76, !noalias !73
  %scevgep27262.2 = getelementptr double, double* %lsr.iv230, i64 744
  %942 = bitcast double* %scevgep27262.2 to <8 x double>*
  store <8 x double> %wide.load38.7.epil.2, <8 x double>* %942, align 8, !alias.scope !76, !noalias !73
  %scevgep27363.2 = getelementptr double, double* %lsr.iv230, i64 752
  %943 = bitcast double* %scevgep27363.2 to <8 x double>*
  store <8 x double> %wide.load39.7.epil.2, <8 x double>* %943, align 8, !alias.scope !76, !noalias !73
  %scevgep27464.2 = getelementptr double, double* %lsr.iv230, i64 760
  %944 = bitcast double* %scevgep27464.2 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.2, <8 x double>* %944, align 8, !alias.scope !76, !noalias !73
  %index.next.7.epil.2 = or i64 %index.epil46, 768
  %scevgep23219.2 = getelementptr double, double* %lsr.iv230, i64 768
  %lsr.iv230233.3 = bitcast double* %scevgep23219.2 to <8 x double>*
  %scevgep228.3 = getelementptr double, double* %scevgep34.epil, i64 %index.next.7.epil.2
  %945 = bitcast double* %scevgep228.3 to <8 x double>*
  %wide.load.epil47.3 = load <8 x double>, <8 x double>* %945, align 8, !alias.scope !73
  %sunkaddr3135 = mul i64 %index.next.7.epil.2, 8
  %946 = bitcast double* %scevgep133 to i8*
  %sunkaddr3136 = getelementptr i8, i8* %946, i64 %sunkaddr3135
  %sunkaddr3137 = getelementptr i8, i8* %sunkaddr3136, i64 -1920
  %947 = bitcast i8* %sunkaddr3137 to <8 x double>*
  %wide.load38.epil48.3 = load <8 x double>, <8 x double>* %947, align 8, !alias.scope !73
  %sunkaddr3138 = mul i64 %index.next.7.epil.2, 8
  %948 = bitcast double* %scevgep133 to i8*
  %sunkaddr3139 = getelementptr i8, i8* %948, i64 %sunkaddr3138
  %sunkaddr3140 = getelementptr i8, i8* %sunkaddr3139, i64 -1856
  %949 = bitcast i8* %sunkaddr3140 to <8 x double>*
  %wide.load39.epil49.3 = load <8 x double>, <8 x double>* %949, align 8, !alias.scope !73
  %sunkaddr3141 = mul i64 %index.next.7.epil.2, 8
  %950 = bitcast double* %scevgep133 to i8*
  %sunkaddr3142 = getelementptr i8, i8* %950, i64 %sunkaddr3141
  %sunkaddr3143 = getelementptr i8, i8* %sunkaddr3142, i64 -1792
  %951 = bitcast i8* %sunkaddr3143 to <8 x double>*
  %wide.load40.epil50.3 = load <8 x double>, <8 x double>* %951, align 8, !alias.scope !73
  store <8 x double> %wide.load.epil47.3, <8 x double>* %lsr.iv230233.3, align 8, !alias.scope !76, !noalias !73
  %scevgep236.3 = getelementptr double, double* %lsr.iv230, i64 776
  %952 = bitcast double* %scevgep236.3 to <8 x double>*
  store <8 x double> %wide.load38.epil48.3, <8 x double>* %952, align 8, !alias.scope !76, !noalias !73
  %scevgep237.3 = getelementptr double, double* %lsr.iv230, i64 784
  %953 = bitcast double* %scevgep237.3 to <8 x double>*
  store <8 x double> %wide.load39.epil49.3, <8 x double>* %953, align 8, !alias.scope !76, !noalias !73
  %scevgep238.3 = getelementptr double, double* %lsr.iv230, i64 792
  %954 = bitcast double* %scevgep238.3 to <8 x double>*
  store <8 x double> %wide.load40.epil50.3, <8 x double>* %954, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3144 = mul i64 %index.next.7.epil.2, 8
  %955 = bitcast double* %scevgep133 to i8*
  %sunkaddr3145 = getelementptr i8, i8* %955, i64 %sunkaddr3144
  %sunkaddr3146 = getelementptr i8, i8* %sunkaddr3145, i64 -1728
  %956 = bitcast i8* %sunkaddr3146 to <8 x double>*
  %wide.load.1.epil.3 = load <8 x double>, <8 x double>* %956, align 8, !alias.scope !73
  %sunkaddr3147 = mul i64 %index.next.7.epil.2, 8
  %957 = bitcast double* %scevgep133 to i8*
  %sunkaddr3148 = getelementptr i8, i8* %957, i64 %sunkaddr3147
  %sunkaddr3149 = getelementptr i8, i8* %sunkaddr3148, i64 -1664
  %958 = bitcast i8* %sunkaddr3149 to <8 x double>*
  %wide.load38.1.epil.3 = load <8 x double>, <8 x double>* %958, align 8, !alias.scope !73
  %sunkaddr3150 = mul i64 %index.next.7.epil.2, 8
  %959 = bitcast double* %scevgep133 to i8*
  %sunkaddr3151 = getelementptr i8, i8* %959, i64 %sunkaddr3150
  %sunkaddr3152 = getelementptr i8, i8* %sunkaddr3151, i64 -1600
  %960 = bitcast i8* %sunkaddr3152 to <8 x double>*
  %wide.load39.1.epil.3 = load <8 x double>, <8 x double>* %960, align 8, !alias.scope !73
  %sunkaddr3153 = mul i64 %index.next.7.epil.2, 8
  %961 = bitcast double* %scevgep133 to i8*
  %sunkaddr3154 = getelementptr i8, i8* %961, i64 %sunkaddr3153
  %sunkaddr3155 = getelementptr i8, i8* %sunkaddr3154, i64 -1536
  %962 = bitcast i8* %sunkaddr3155 to <8 x double>*
  %wide.load40.1.epil.3 = load <8 x double>, <8 x double>* %962, align 8, !alias.scope !73
  %uglygep24037.3 = getelementptr double, double* %lsr.iv230, i64 800
  %uglygep240241.3 = bitcast double* %uglygep24037.3 to <8 x double>*
  store <8 x double> %wide.load.1.epil.3, <8 x double>* %uglygep240241.3, align 8, !alias.scope !76, !noalias !73
  %scevgep24238.3 = getelementptr double, double* %lsr.iv230, i64 808
  %963 = bitcast double* %scevgep24238.3 to <8 x double>*
  store <8 x double> %wide.load38.1.epil.3, <8 x double>* %963, align 8, !alias.scope !76, !noalias !73
  %scevgep24339.3 = getelementptr double, double* %lsr.iv230, i64 816
  %964 = bitcast double* %scevgep24339.3 to <8 x double>*
  store <8 x double> %wide.load39.1.epil.3, <8 x double>* %964, align 8, !alias.scope !76, !noalias !73
  %scevgep24440.3 = getelementptr double, double* %lsr.iv230, i64 824
  %965 = bitcast double* %scevgep24440.3 to <8 x double>*
  store <8 x double> %wide.load40.1.epil.3, <8 x double>* %965, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3156 = mul i64 %index.next.7.epil.2, 8
  %966 = bitcast double* %scevgep133 to i8*
  %sunkaddr3157 = getelementptr i8, i8* %966, i64 %sunkaddr3156
  %sunkaddr3158 = getelementptr i8, i8* %sunkaddr3157, i64 -1472
  %967 = bitcast i8* %sunkaddr3158 to <8 x double>*
  %wide.load.2.epil.3 = load <8 x double>, <8 x double>* %967, align 8, !alias.scope !73
  %sunkaddr3159 = mul i64 %index.next.7.epil.2, 8
  %968 = bitcast double* %scevgep133 to i8*
  %sunkaddr3160 = getelementptr i8, i8* %968, i64 %sunkaddr3159
  %sunkaddr3161 = getelementptr i8, i8* %sunkaddr3160, i64 -1408
  %969 = bitcast i8* %sunkaddr3161 to <8 x double>*
  %wide.load38.2.epil.3 = load <8 x double>, <8 x double>* %969, align 8, !alias.scope !73
  %sunkaddr3162 = mul i64 %index.next.7.epil.2, 8
  %970 = bitcast double* %scevgep133 to i8*
  %sunkaddr3163 = getelementptr i8, i8* %970, i64 %sunkaddr3162
  %sunkaddr3164 = getelementptr i8, i8* %sunkaddr3163, i64 -1344
  %971 = bitcast i8* %sunkaddr3164 to <8 x double>*
  %wide.load39.2.epil.3 = load <8 x double>, <8 x double>* %971, align 8, !alias.scope !73
  %sunkaddr3165 = mul i64 %index.next.7.epil.2, 8
  %972 = bitcast double* %scevgep133 to i8*
  %sunkaddr3166 = getelementptr i8, i8* %972, i64 %sunkaddr3165
  %sunkaddr3167 = getelementptr i8, i8* %sunkaddr3166, i64 -1280
  %973 = bitcast i8* %sunkaddr3167 to <8 x double>*
  %wide.load40.2.epil.3 = load <8 x double>, <8 x double>* %973, align 8, !alias.scope !73
  %uglygep24541.3 = getelementptr double, double* %lsr.iv230, i64 832
  %uglygep245246.3 = bitcast double* %uglygep24541.3 to <8 x double>*
  store <8 x double> %wide.load.2.epil.3, <8 x double>* %uglygep245246.3, align 8, !alias.scope !76, !noalias !73
  %scevgep24742.3 = getelementptr double, double* %lsr.iv230, i64 840
  %974 = bitcast double* %scevgep24742.3 to <8 x double>*
  store <8 x double> %wide.load38.2.epil.3, <8 x double>* %974, align 8, !alias.scope !76, !noalias !73
  %scevgep24843.3 = getelementptr double, double* %lsr.iv230, i64 848
  %975 = bitcast double* %scevgep24843.3 to <8 x double>*
  store <8 x double> %wide.load39.2.epil.3, <8 x double>* %975, align 8, !alias.scope !76, !noalias !73
  %scevgep24944.3 = getelementptr double, double* %lsr.iv230, i64 856
  %976 = bitcast double* %scevgep24944.3 to <8 x double>*
  store <8 x double> %wide.load40.2.epil.3, <8 x double>* %976, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3168 = mul i64 %index.next.7.epil.2, 8
  %977 = bitcast double* %scevgep133 to i8*
  %sunkaddr3169 = getelementptr i8, i8* %977, i64 %sunkaddr3168
  %sunkaddr3170 = getelementptr i8, i8* %sunkaddr3169, i64 -1216
  %978 = bitcast i8* %sunkaddr3170 to <8 x double>*
  %wide.load.3.epil.3 = load <8 x double>, <8 x double>* %978, align 8, !alias.scope !73
  %sunkaddr3171 = mul i64 %index.next.7.epil.2, 8
  %979 = bitcast double* %scevgep133 to i8*
  %sunkaddr3172 = getelementptr i8, i8* %979, i64 %sunkaddr3171
  %sunkaddr3173 = getelementptr i8, i8* %sunkaddr3172, i64 -1152
  %980 = bitcast i8* %sunkaddr3173 to <8 x double>*
  %wide.load38.3.epil.3 = load <8 x double>, <8 x double>* %980, align 8, !alias.scope !73
  %sunkaddr3174 = mul i64 %index.next.7.epil.2, 8
  %981 = bitcast double* %scevgep133 to i8*
  %sunkaddr3175 = getelementptr i8, i8* %981, i64 %sunkaddr3174
  %sunkaddr3176 = getelementptr i8, i8* %sunkaddr3175, i64 -1088
  %982 = bitcast i8* %sunkaddr3176 to <8 x double>*
  %wide.load39.3.epil.3 = load <8 x double>, <8 x double>* %982, align 8, !alias.scope !73
  %sunkaddr3177 = mul i64 %index.next.7.epil.2, 8
  %983 = bitcast double* %scevgep133 to i8*
  %sunkaddr3178 = getelementptr i8, i8* %983, i64 %sunkaddr3177
  %sunkaddr3179 = getelementptr i8, i8* %sunkaddr3178, i64 -1024
  %984 = bitcast i8* %sunkaddr3179 to <8 x double>*
  %wide.load40.3.epil.3 = load <8 x double>, <8 x double>* %984, align 8, !alias.scope !73
  %uglygep25045.3 = getelementptr double, double* %lsr.iv230, i64 864
  %uglygep250251.3 = bitcast double* %uglygep25045.3 to <8 x double>*
  store <8 x double> %wide.load.3.epil.3, <8 x double>* %uglygep250251.3, align 8, !alias.scope !76, !noalias !73
  %scevgep25246.3 = getelementptr double, double* %lsr.iv230, i64 872
  %985 = bitcast double* %scevgep25246.3 to <8 x double>*
  store <8 x double> %wide.load38.3.epil.3, <8 x double>* %985, align 8, !alias.scope !76, !noalias !73
  %scevgep25347.3 = getelementptr double, double* %lsr.iv230, i64 880
  %986 = bitcast double* %scevgep25347.3 to <8 x double>*
  store <8 x double> %wide.load39.3.epil.3, <8 x double>* %986, align 8, !alias.scope !76, !noalias !73
  %scevgep25448.3 = getelementptr double, double* %lsr.iv230, i64 888
  %987 = bitcast double* %scevgep25448.3 to <8 x double>*
  store <8 x double> %wide.load40.3.epil.3, <8 x double>* %987, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3180 = mul i64 %index.next.7.epil.2, 8
  %988 = bitcast double* %scevgep133 to i8*
  %sunkaddr3181 = getelementptr i8, i8* %988, i64 %sunkaddr3180
  %sunkaddr3182 = getelementptr i8, i8* %sunkaddr3181, i64 -960
  %989 = bitcast i8* %sunkaddr3182 to <8 x double>*
  %wide.load.4.epil.3 = load <8 x double>, <8 x double>* %989, align 8, !alias.scope !73
  %sunkaddr3183 = mul i64 %index.next.7.epil.2, 8
  %990 = bitcast double* %scevgep133 to i8*
  %sunkaddr3184 = getelementptr i8, i8* %990, i64 %sunkaddr3183
  %sunkaddr3185 = getelementptr i8, i8* %sunkaddr3184, i64 -896
  %991 = bitcast i8* %sunkaddr3185 to <8 x double>*
  %wide.load38.4.epil.3 = load <8 x double>, <8 x double>* %991, align 8, !alias.scope !73
  %sunkaddr3186 = mul i64 %index.next.7.epil.2, 8
  %992 = bitcast double* %scevgep133 to i8*
  %sunkaddr3187 = getelementptr i8, i8* %992, i64 %sunkaddr3186
  %sunkaddr3188 = getelementptr i8, i8* %sunkaddr3187, i64 -832
  %993 = bitcast i8* %sunkaddr3188 to <8 x double>*
  %wide.load39.4.epil.3 = load <8 x double>, <8 x double>* %993, align 8, !alias.scope !73
  %sunkaddr3189 = mul i64 %index.next.7.epil.2, 8
  %994 = bitcast double* %scevgep133 to i8*
  %sunkaddr3190 = getelementptr i8, i8* %994, i64 %sunkaddr3189
  %sunkaddr3191 = getelementptr i8, i8* %sunkaddr3190, i64 -768
  %995 = bitcast i8* %sunkaddr3191 to <8 x double>*
  %wide.load40.4.epil.3 = load <8 x double>, <8 x double>* %995, align 8, !alias.scope !73
  %uglygep25549.3 = getelementptr double, double* %lsr.iv230, i64 896
  %uglygep255256.3 = bitcast double* %uglygep25549.3 to <8 x double>*
  store <8 x double> %wide.load.4.epil.3, <8 x double>* %uglygep255256.3, align 8, !alias.scope !76, !noalias !73
  %scevgep25750.3 = getelementptr double, double* %lsr.iv230, i64 904
  %996 = bitcast double* %scevgep25750.3 to <8 x double>*
  store <8 x double> %wide.load38.4.epil.3, <8 x double>* %996, align 8, !alias.scope !76, !noalias !73
  %scevgep25851.3 = getelementptr double, double* %lsr.iv230, i64 912
  %997 = bitcast double* %scevgep25851.3 to <8 x double>*
  store <8 x double> %wide.load39.4.epil.3, <8 x double>* %997, align 8, !alias.scope !76, !noalias !73
  %scevgep25952.3 = getelementptr double, double* %lsr.iv230, i64 920
  %998 = bitcast double* %scevgep25952.3 to <8 x double>*
  store <8 x double> %wide.load40.4.epil.3, <8 x double>* %998, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3192 = mul i64 %index.next.7.epil.2, 8
  %999 = bitcast double* %scevgep133 to i8*
  %sunkaddr3193 = getelementptr i8, i8* %999, i64 %sunkaddr3192
  %sunkaddr3194 = getelementptr i8, i8* %sunkaddr3193, i64 -704
  %1000 = bitcast i8* %sunkaddr3194 to <8 x double>*
  %wide.load.5.epil.3 = load <8 x double>, <8 x double>* %1000, align 8, !alias.scope !73
  %sunkaddr3195 = mul i64 %index.next.7.epil.2, 8
  %1001 = bitcast double* %scevgep133 to i8*
  %sunkaddr3196 = getelementptr i8, i8* %1001, i64 %sunkaddr3195
  %sunkaddr3197 = getelementptr i8, i8* %sunkaddr3196, i64 -640
  %1002 = bitcast i8* %sunkaddr3197 to <8 x double>*
  %wide.load38.5.epil.3 = load <8 x double>, <8 x double>* %1002, align 8, !alias.scope !73
  %sunkaddr3198 = mul i64 %index.next.7.epil.2, 8
  %1003 = bitcast double* %scevgep133 to i8*
  %sunkaddr3199 = getelementptr i8, i8* %1003, i64 %sunkaddr3198
  %sunkaddr3200 = getelementptr i8, i8* %sunkaddr3199, i64 -576
  %1004 = bitcast i8* %sunkaddr3200 to <8 x double>*
  %wide.load39.5.epil.3 = load <8 x double>, <8 x double>* %1004, align 8, !alias.scope !73
  %sunkaddr3201 = mul i64 %index.next.7.epil.2, 8
  %1005 = bitcast double* %scevgep133 to i8*
  %sunkaddr3202 = getelementptr i8, i8* %1005, i64 %sunkaddr3201
  %sunkaddr3203 = getelementptr i8, i8* %sunkaddr3202, i64 -512
  %1006 = bitcast i8* %sunkaddr3203 to <8 x double>*
  %wide.load40.5.epil.3 = load <8 x double>, <8 x double>* %1006, align 8, !alias.scope !73
  %uglygep26053.3 = getelementptr double, double* %lsr.iv230, i64 928
  %uglygep260261.3 = bitcast double* %uglygep26053.3 to <8 x double>*
  store <8 x double> %wide.load.5.epil.3, <8 x double>* %uglygep260261.3, align 8, !alias.scope !76, !noalias !73
  %scevgep26254.3 = getelementptr double, double* %lsr.iv230, i64 936
  %1007 = bitcast double* %scevgep26254.3 to <8 x double>*
  store <8 x double> %wide.load38.5.epil.3, <8 x double>* %1007, align 8, !alias.scope !76, !noalias !73
  %scevgep26355.3 = getelementptr double, double* %lsr.iv230, i64 944
  %1008 = bitcast double* %scevgep26355.3 to <8 x double>*
  store <8 x double> %wide.load39.5.epil.3, <8 x double>* %1008, align 8, !alias.scope !76, !noalias !73
  %scevgep26456.3 = getelementptr double, double* %lsr.iv230, i64 952
  %1009 = bitcast double* %scevgep26456.3 to <8 x double>*
  store <8 x double> %wide.load40.5.epil.3, <8 x double>* %1009, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3204 = mul i64 %index.next.7.epil.2, 8
  %1010 = bitcast double* %scevgep133 to i8*
  %sunkaddr3205 = getelementptr i8, i8* %1010, i64 %sunkaddr3204
  %sunkaddr3206 = getelementptr i8, i8* %sunkaddr3205, i64 -448
  %1011 = bitcast i8* %sunkaddr3206 to <8 x double>*
  %wide.load.6.epil.3 = load <8 x double>, <8 x double>* %1011, align 8, !alias.scope !73
  %sunkaddr3207 = mul i64 %index.next.7.epil.2, 8
  %1012 = bitcast double* %scevgep133 to i8*
  %sunkaddr3208 = getelementptr i8, i8* %1012, i64 %sunkaddr3207
  %sunkaddr3209 = getelementptr i8, i8* %sunkaddr3208, i64 -384
  %1013 = bitcast i8* %sunkaddr3209 to <8 x double>*
  %wide.load38.6.epil.3 = load <8 x double>, <8 x double>* %1013, align 8, !alias.scope !73
  %sunkaddr3210 = mul i64 %index.next.7.epil.2, 8
  %1014 = bitcast double* %scevgep133 to i8*
  %sunkaddr3211 = getelementptr i8, i8* %1014, i64 %sunkaddr3210
  %sunkaddr3212 = getelementptr i8, i8* %sunkaddr3211, i64 -320
  %1015 = bitcast i8* %sunkaddr3212 to <8 x double>*
  %wide.load39.6.epil.3 = load <8 x double>, <8 x double>* %1015, align 8, !alias.scope !73
  %sunkaddr3213 = mul i64 %index.next.7.epil.2, 8
  %1016 = bitcast double* %scevgep133 to i8*
  %sunkaddr3214 = getelementptr i8, i8* %1016, i64 %sunkaddr3213
  %sunkaddr3215 = getelementptr i8, i8* %sunkaddr3214, i64 -256
  %1017 = bitcast i8* %sunkaddr3215 to <8 x double>*
  %wide.load40.6.epil.3 = load <8 x double>, <8 x double>* %1017, align 8, !alias.scope !73
  %uglygep26557.3 = getelementptr double, double* %lsr.iv230, i64 960
  %uglygep265266.3 = bitcast double* %uglygep26557.3 to <8 x double>*
  store <8 x double> %wide.load.6.epil.3, <8 x double>* %uglygep265266.3, align 8, !alias.scope !76, !noalias !73
  %scevgep26758.3 = getelementptr double, double* %lsr.iv230, i64 968
  %1018 = bitcast double* %scevgep26758.3 to <8 x double>*
  store <8 x double> %wide.load38.6.epil.3, <8 x double>* %1018, align 8, !alias.scope !76, !noalias !73
  %scevgep26859.3 = getelementptr double, double* %lsr.iv230, i64 976
  %1019 = bitcast double* %scevgep26859.3 to <8 x double>*
  store <8 x double> %wide.load39.6.epil.3, <8 x double>* %1019, align 8, !alias.scope !76, !noalias !73
  %scevgep26960.3 = getelementptr double, double* %lsr.iv230, i64 984
  %1020 = bitcast double* %scevgep26960.3 to <8 x double>*
  store <8 x double> %wide.load40.6.epil.3, <8 x double>* %1020, align 8, !alias.scope !76, !noalias !73
  %sunkaddr3216 = mul i64 %index.next.7.epil.2, 8
  %1021 = bitcast double* %scevgep133 to i8*
  %sunkaddr3217 = getelementptr i8, i8* %1021, i64 %sunkaddr3216
  %sunkaddr3218 = getelementptr i8, i8* %sunkaddr3217, i64 -192
  %1022 = bitcast i8* %sunkaddr3218 to <8 x double>*
  %wide.load.7.epil.3 = load <8 x double>, <8 x double>* %1022, align 8, !alias.scope !73
  %sunkaddr3219 = mul i64 %index.next.7.epil.2, 8
  %1023 = bitcast double* %scevgep133 to i8*
  %sunkaddr3220 = getelementptr i8, i8* %1023, i64 %sunkaddr3219
  %sunkaddr3221 = getelementptr i8, i8* %sunkaddr3220, i64 -128
  %1024 = bitcast i8* %sunkaddr3221 to <8 x double>*
  %wide.load38.7.epil.3 = load <8 x double>, <8 x double>* %1024, align 8, !alias.scope !73
  %sunkaddr3222 = mul i64 %index.next.7.epil.2, 8
  %1025 = bitcast double* %scevgep133 to i8*
  %sunkaddr3223 = getelementptr i8, i8* %1025, i64 %sunkaddr3222
  %sunkaddr3224 = getelementptr i8, i8* %sunkaddr3223, i64 -64
  %1026 = bitcast i8* %sunkaddr3224 to <8 x double>*
  %wide.load39.7.epil.3 = load <8 x double>, <8 x double>* %1026, align 8, !alias.scope !73
  %scevgep206.3 = getelementptr double, double* %scevgep133, i64 %index.next.7.epil.2
  %scevgep206207.3 = bitcast double* %scevgep206.3 to <8 x double>*
  %wide.load40.7.epil.3 = load <8 x double>, <8 x double>* %scevgep206207.3, align 8, !alias.scope !73
  %uglygep27061.3 = getelementptr double, double* %lsr.iv230, i64 992
  %uglygep270271.3 = bitcast double* %uglygep27061.3 to <8 x double>*
  store <8 x double> %wide.load.7.epil.3, <8 x double>* %uglygep270271.3, align 8, !alias.scope !76, !noalias !73
  %scevgep27262.3 = getelementptr double, double* %lsr.iv230, i64 1000
  %1027 = bitcast double* %scevgep27262.3 to <8 x double>*
  store <8 x double> %wide.load38.7.epil.3, <8 x double>* %1027, align 8, !alias.scope !76, !noalias !73
  %scevgep27363.3 = getelementptr double, double* %lsr.iv230, i64 1008
  %1028 = bitcast double* %scevgep27363.3 to <8 x double>*
  store <8 x double> %wide.load39.7.epil.3, <8 x double>* %1028, align 8, !alias.scope !76, !noalias !73
  %scevgep27464.3 = getelementptr double, double* %lsr.iv230, i64 1016
  %1029 = bitcast double* %scevgep27464.3 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.3, <8 x double>* %1029, align 8, !alias.scope !76, !noalias !73
  %index.next.7.epil.3 = add i64 %index.epil46, 1024
  %scevgep23219.3 = getelementptr double, double* %lsr.iv230, i64 1024
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, label %vector.body.epil45, !llvm.loop !78

middle.block.unr-lcssa.epil.loopexit.unr-lcssa:   ; preds = %vector.body.epil45, %vector.ph.new.epil
  %index.next.7.epil.lcssa.ph = phi i64 [ undef, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil45 ]
  %lsr.iv230.unr = phi double* [ %scevgep.epil, %vector.ph.new.epil ], [ %scevgep23219.3, %vector.body.epil45 ]
  %index.epil46.unr = phi i64 [ 0, %vector.ph.new.epil ], [ %index.next.7.epil.3, %vector.body.epil45 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block.unr-lcssa.epil, label %vector.body.epil45.epil.preheader

vector.body.epil45.epil.preheader:                ; preds = %middle.block.unr-lcssa.epil.loopexit.unr-lcssa
  %1030 = add i64 %index.epil46.unr, %681
  %1031 = add i64 %1030, 248
  %scevgep267 = getelementptr double, double* %arg.a.4, i64 %1031
  %1032 = shl i64 %xtraiter, 11
  %scevgep726 = getelementptr double, double* %lsr.iv230.unr, i64 248
  br label %vector.body.epil45.epil

vector.body.epil45.epil:                          ; preds = %vector.body.epil45.epil, %vector.body.epil45.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next609, %vector.body.epil45.epil ], [ 0, %vector.body.epil45.epil.preheader ]
  %1033 = bitcast double* %scevgep726 to i8*
  %1034 = bitcast double* %scevgep267 to i8*
  %uglygep1380 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13801381 = bitcast i8* %uglygep1380 to <8 x double>*
  %scevgep1382 = getelementptr <8 x double>, <8 x double>* %uglygep13801381, i64 -31
  %uglygep1481 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14811482 = bitcast i8* %uglygep1481 to <8 x double>*
  %scevgep1483 = getelementptr <8 x double>, <8 x double>* %uglygep14811482, i64 -31
  %wide.load.epil47.epil = load <8 x double>, <8 x double>* %scevgep1483, align 8, !alias.scope !73
  %uglygep1478 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14781479 = bitcast i8* %uglygep1478 to <8 x double>*
  %scevgep1480 = getelementptr <8 x double>, <8 x double>* %uglygep14781479, i64 -30
  %wide.load38.epil48.epil = load <8 x double>, <8 x double>* %scevgep1480, align 8, !alias.scope !73
  %uglygep1469 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14691470 = bitcast i8* %uglygep1469 to <8 x double>*
  %scevgep1477 = getelementptr <8 x double>, <8 x double>* %uglygep14691470, i64 -29
  %wide.load39.epil49.epil = load <8 x double>, <8 x double>* %scevgep1477, align 8, !alias.scope !73
  %uglygep1465 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14651466 = bitcast i8* %uglygep1465 to <8 x double>*
  %scevgep1467 = getelementptr <8 x double>, <8 x double>* %uglygep14651466, i64 -28
  %wide.load40.epil50.epil = load <8 x double>, <8 x double>* %scevgep1467, align 8, !alias.scope !73
  store <8 x double> %wide.load.epil47.epil, <8 x double>* %scevgep1382, align 8, !alias.scope !76, !noalias !73
  %uglygep1375 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13751376 = bitcast i8* %uglygep1375 to <8 x double>*
  %scevgep1379 = getelementptr <8 x double>, <8 x double>* %uglygep13751376, i64 -30
  store <8 x double> %wide.load38.epil48.epil, <8 x double>* %scevgep1379, align 8, !alias.scope !76, !noalias !73
  %uglygep1370 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13701371 = bitcast i8* %uglygep1370 to <8 x double>*
  %scevgep1374 = getelementptr <8 x double>, <8 x double>* %uglygep13701371, i64 -29
  store <8 x double> %wide.load39.epil49.epil, <8 x double>* %scevgep1374, align 8, !alias.scope !76, !noalias !73
  %uglygep1367 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13671368 = bitcast i8* %uglygep1367 to <8 x double>*
  %scevgep1369 = getelementptr <8 x double>, <8 x double>* %uglygep13671368, i64 -28
  store <8 x double> %wide.load40.epil50.epil, <8 x double>* %scevgep1369, align 8, !alias.scope !76, !noalias !73
  %uglygep1462 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14621463 = bitcast i8* %uglygep1462 to <8 x double>*
  %scevgep1464 = getelementptr <8 x double>, <8 x double>* %uglygep14621463, i64 -27
  %wide.load.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1464, align 8, !alias.scope !73
  %uglygep1458 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14581459 = bitcast i8* %uglygep1458 to <8 x double>*
  %scevgep1461 = getelementptr <8 x double>, <8 x double>* %uglygep14581459, i64 -26
  %wide.load38.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1461, align 8, !alias.scope !73
  %uglygep1455 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14551456 = bitcast i8* %uglygep1455 to <8 x double>*
  %scevgep1457 = getelementptr <8 x double>, <8 x double>* %uglygep14551456, i64 -25
  %wide.load39.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1457, align 8, !alias.scope !73
  %uglygep1452 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14521453 = bitcast i8* %uglygep1452 to <8 x double>*
  %scevgep1454 = getelementptr <8 x double>, <8 x double>* %uglygep14521453, i64 -24
  %wide.load40.1.epil.epil = load <8 x double>, <8 x double>* %scevgep1454, align 8, !alias.scope !73
  %uglygep1364 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13641365 = bitcast i8* %uglygep1364 to <8 x double>*
  %scevgep1366 = getelementptr <8 x double>, <8 x double>* %uglygep13641365, i64 -27
  store <8 x double> %wide.load.1.epil.epil, <8 x double>* %scevgep1366, align 8, !alias.scope !76, !noalias !73
  %uglygep1360 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13601361 = bitcast i8* %uglygep1360 to <8 x double>*
  %scevgep1363 = getelementptr <8 x double>, <8 x double>* %uglygep13601361, i64 -26
  store <8 x double> %wide.load38.1.epil.epil, <8 x double>* %scevgep1363, align 8, !alias.scope !76, !noalias !73
  %uglygep1357 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13571358 = bitcast i8* %uglygep1357 to <8 x double>*
  %scevgep1359 = getelementptr <8 x double>, <8 x double>* %uglygep13571358, i64 -25
  store <8 x double> %wide.load39.1.epil.epil, <8 x double>* %scevgep1359, align 8, !alias.scope !76, !noalias !73
  %uglygep1354 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13541355 = bitcast i8* %uglygep1354 to <8 x double>*
  %scevgep1356 = getelementptr <8 x double>, <8 x double>* %uglygep13541355, i64 -24
  store <8 x double> %wide.load40.1.epil.epil, <8 x double>* %scevgep1356, align 8, !alias.scope !76, !noalias !73
  %uglygep1448 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14481449 = bitcast i8* %uglygep1448 to <8 x double>*
  %scevgep1451 = getelementptr <8 x double>, <8 x double>* %uglygep14481449, i64 -23
  %wide.load.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1451, align 8, !alias.scope !73
  %uglygep1445 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14451446 = bitcast i8* %uglygep1445 to <8 x double>*
  %scevgep1447 = getelementptr <8 x double>, <8 x double>* %uglygep14451446, i64 -22
  %wide.load38.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1447, align 8, !alias.scope !73
  %uglygep1442 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14421443 = bitcast i8* %uglygep1442 to <8 x double>*
  %scevgep1444 = getelementptr <8 x double>, <8 x double>* %uglygep14421443, i64 -21
  %wide.load39.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1444, align 8, !alias.scope !73
  %uglygep1439 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14391440 = bitcast i8* %uglygep1439 to <8 x double>*
  %scevgep1441 = getelementptr <8 x double>, <8 x double>* %uglygep14391440, i64 -20
  %wide.load40.2.epil.epil = load <8 x double>, <8 x double>* %scevgep1441, align 8, !alias.scope !73
  %uglygep1351 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13511352 = bitcast i8* %uglygep1351 to <8 x double>*
  %scevgep1353 = getelementptr <8 x double>, <8 x double>* %uglygep13511352, i64 -23
  store <8 x double> %wide.load.2.epil.epil, <8 x double>* %scevgep1353, align 8, !alias.scope !76, !noalias !73
  %uglygep1348 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13481349 = bitcast i8* %uglygep1348 to <8 x double>*
  %scevgep1350 = getelementptr <8 x double>, <8 x double>* %uglygep13481349, i64 -22
  store <8 x double> %wide.load38.2.epil.epil, <8 x double>* %scevgep1350, align 8, !alias.scope !76, !noalias !73
  %uglygep1345 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13451346 = bitcast i8* %uglygep1345 to <8 x double>*
  %scevgep1347 = getelementptr <8 x double>, <8 x double>* %uglygep13451346, i64 -21
  store <8 x double> %wide.load39.2.epil.epil, <8 x double>* %scevgep1347, align 8, !alias.scope !76, !noalias !73
  %uglygep1342 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13421343 = bitcast i8* %uglygep1342 to <8 x double>*
  %scevgep1344 = getelementptr <8 x double>, <8 x double>* %uglygep13421343, i64 -20
  store <8 x double> %wide.load40.2.epil.epil, <8 x double>* %scevgep1344, align 8, !alias.scope !76, !noalias !73
  %uglygep1436 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14361437 = bitcast i8* %uglygep1436 to <8 x double>*
  %scevgep1438 = getelementptr <8 x double>, <8 x double>* %uglygep14361437, i64 -19
  %wide.load.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1438, align 8, !alias.scope !73
  %uglygep1433 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14331434 = bitcast i8* %uglygep1433 to <8 x double>*
  %scevgep1435 = getelementptr <8 x double>, <8 x double>* %uglygep14331434, i64 -18
  %wide.load38.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1435, align 8, !alias.scope !73
  %uglygep1430 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14301431 = bitcast i8* %uglygep1430 to <8 x double>*
  %scevgep1432 = getelementptr <8 x double>, <8 x double>* %uglygep14301431, i64 -17
  %wide.load39.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1432, align 8, !alias.scope !73
  %uglygep1427 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14271428 = bitcast i8* %uglygep1427 to <8 x double>*
  %scevgep1429 = getelementptr <8 x double>, <8 x double>* %uglygep14271428, i64 -16
  %wide.load40.3.epil.epil = load <8 x double>, <8 x double>* %scevgep1429, align 8, !alias.scope !73
  %uglygep1339 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13391340 = bitcast i8* %uglygep1339 to <8 x double>*
  %scevgep1341 = getelementptr <8 x double>, <8 x double>* %uglygep13391340, i64 -19
  store <8 x double> %wide.load.3.epil.epil, <8 x double>* %scevgep1341, align 8, !alias.scope !76, !noalias !73
  %uglygep1336 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13361337 = bitcast i8* %uglygep1336 to <8 x double>*
  %scevgep1338 = getelementptr <8 x double>, <8 x double>* %uglygep13361337, i64 -18
  store <8 x double> %wide.load38.3.epil.epil, <8 x double>* %scevgep1338, align 8, !alias.scope !76, !noalias !73
  %uglygep1333 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13331334 = bitcast i8* %uglygep1333 to <8 x double>*
  %scevgep1335 = getelementptr <8 x double>, <8 x double>* %uglygep13331334, i64 -17
  store <8 x double> %wide.load39.3.epil.epil, <8 x double>* %scevgep1335, align 8, !alias.scope !76, !noalias !73
  %uglygep1330 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13301331 = bitcast i8* %uglygep1330 to <8 x double>*
  %scevgep1332 = getelementptr <8 x double>, <8 x double>* %uglygep13301331, i64 -16
  store <8 x double> %wide.load40.3.epil.epil, <8 x double>* %scevgep1332, align 8, !alias.scope !76, !noalias !73
  %uglygep1424 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14241425 = bitcast i8* %uglygep1424 to <8 x double>*
  %scevgep1426 = getelementptr <8 x double>, <8 x double>* %uglygep14241425, i64 -15
  %wide.load.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1426, align 8, !alias.scope !73
  %uglygep1421 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14211422 = bitcast i8* %uglygep1421 to <8 x double>*
  %scevgep1423 = getelementptr <8 x double>, <8 x double>* %uglygep14211422, i64 -14
  %wide.load38.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1423, align 8, !alias.scope !73
  %uglygep1418 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14181419 = bitcast i8* %uglygep1418 to <8 x double>*
  %scevgep1420 = getelementptr <8 x double>, <8 x double>* %uglygep14181419, i64 -13
  %wide.load39.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1420, align 8, !alias.scope !73
  %uglygep1415 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14151416 = bitcast i8* %uglygep1415 to <8 x double>*
  %scevgep1417 = getelementptr <8 x double>, <8 x double>* %uglygep14151416, i64 -12
  %wide.load40.4.epil.epil = load <8 x double>, <8 x double>* %scevgep1417, align 8, !alias.scope !73
  %uglygep1327 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13271328 = bitcast i8* %uglygep1327 to <8 x double>*
  %scevgep1329 = getelementptr <8 x double>, <8 x double>* %uglygep13271328, i64 -15
  store <8 x double> %wide.load.4.epil.epil, <8 x double>* %scevgep1329, align 8, !alias.scope !76, !noalias !73
  %uglygep1324 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13241325 = bitcast i8* %uglygep1324 to <8 x double>*
  %scevgep1326 = getelementptr <8 x double>, <8 x double>* %uglygep13241325, i64 -14
  store <8 x double> %wide.load38.4.epil.epil, <8 x double>* %scevgep1326, align 8, !alias.scope !76, !noalias !73
  %uglygep1318 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13181319 = bitcast i8* %uglygep1318 to <8 x double>*
  %scevgep1323 = getelementptr <8 x double>, <8 x double>* %uglygep13181319, i64 -13
  store <8 x double> %wide.load39.4.epil.epil, <8 x double>* %scevgep1323, align 8, !alias.scope !76, !noalias !73
  %uglygep1315 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13151316 = bitcast i8* %uglygep1315 to <8 x double>*
  %scevgep1317 = getelementptr <8 x double>, <8 x double>* %uglygep13151316, i64 -12
  store <8 x double> %wide.load40.4.epil.epil, <8 x double>* %scevgep1317, align 8, !alias.scope !76, !noalias !73
  %uglygep1412 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14121413 = bitcast i8* %uglygep1412 to <8 x double>*
  %scevgep1414 = getelementptr <8 x double>, <8 x double>* %uglygep14121413, i64 -11
  %wide.load.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1414, align 8, !alias.scope !73
  %uglygep1409 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14091410 = bitcast i8* %uglygep1409 to <8 x double>*
  %scevgep1411 = getelementptr <8 x double>, <8 x double>* %uglygep14091410, i64 -10
  %wide.load38.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1411, align 8, !alias.scope !73
  %uglygep1406 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14061407 = bitcast i8* %uglygep1406 to <8 x double>*
  %scevgep1408 = getelementptr <8 x double>, <8 x double>* %uglygep14061407, i64 -9
  %wide.load39.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1408, align 8, !alias.scope !73
  %uglygep1403 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14031404 = bitcast i8* %uglygep1403 to <8 x double>*
  %scevgep1405 = getelementptr <8 x double>, <8 x double>* %uglygep14031404, i64 -8
  %wide.load40.5.epil.epil = load <8 x double>, <8 x double>* %scevgep1405, align 8, !alias.scope !73
  %uglygep1312 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13121313 = bitcast i8* %uglygep1312 to <8 x double>*
  %scevgep1314 = getelementptr <8 x double>, <8 x double>* %uglygep13121313, i64 -11
  store <8 x double> %wide.load.5.epil.epil, <8 x double>* %scevgep1314, align 8, !alias.scope !76, !noalias !73
  %uglygep1309 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13091310 = bitcast i8* %uglygep1309 to <8 x double>*
  %scevgep1311 = getelementptr <8 x double>, <8 x double>* %uglygep13091310, i64 -10
  store <8 x double> %wide.load38.5.epil.epil, <8 x double>* %scevgep1311, align 8, !alias.scope !76, !noalias !73
  %uglygep1306 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13061307 = bitcast i8* %uglygep1306 to <8 x double>*
  %scevgep1308 = getelementptr <8 x double>, <8 x double>* %uglygep13061307, i64 -9
  store <8 x double> %wide.load39.5.epil.epil, <8 x double>* %scevgep1308, align 8, !alias.scope !76, !noalias !73
  %uglygep1303 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13031304 = bitcast i8* %uglygep1303 to <8 x double>*
  %scevgep1305 = getelementptr <8 x double>, <8 x double>* %uglygep13031304, i64 -8
  store <8 x double> %wide.load40.5.epil.epil, <8 x double>* %scevgep1305, align 8, !alias.scope !76, !noalias !73
  %uglygep1400 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14001401 = bitcast i8* %uglygep1400 to <8 x double>*
  %scevgep1402 = getelementptr <8 x double>, <8 x double>* %uglygep14001401, i64 -7
  %wide.load.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1402, align 8, !alias.scope !73
  %uglygep1397 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13971398 = bitcast i8* %uglygep1397 to <8 x double>*
  %scevgep1399 = getelementptr <8 x double>, <8 x double>* %uglygep13971398, i64 -6
  %wide.load38.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1399, align 8, !alias.scope !73
  %uglygep1394 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13941395 = bitcast i8* %uglygep1394 to <8 x double>*
  %scevgep1396 = getelementptr <8 x double>, <8 x double>* %uglygep13941395, i64 -5
  %wide.load39.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1396, align 8, !alias.scope !73
  %uglygep1390 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13901391 = bitcast i8* %uglygep1390 to <8 x double>*
  %scevgep1393 = getelementptr <8 x double>, <8 x double>* %uglygep13901391, i64 -4
  %wide.load40.6.epil.epil = load <8 x double>, <8 x double>* %scevgep1393, align 8, !alias.scope !73
  %uglygep1300 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep13001301 = bitcast i8* %uglygep1300 to <8 x double>*
  %scevgep1302 = getelementptr <8 x double>, <8 x double>* %uglygep13001301, i64 -7
  store <8 x double> %wide.load.6.epil.epil, <8 x double>* %scevgep1302, align 8, !alias.scope !76, !noalias !73
  %uglygep1297 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12971298 = bitcast i8* %uglygep1297 to <8 x double>*
  %scevgep1299 = getelementptr <8 x double>, <8 x double>* %uglygep12971298, i64 -6
  store <8 x double> %wide.load38.6.epil.epil, <8 x double>* %scevgep1299, align 8, !alias.scope !76, !noalias !73
  %uglygep1293 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12931294 = bitcast i8* %uglygep1293 to <8 x double>*
  %scevgep1296 = getelementptr <8 x double>, <8 x double>* %uglygep12931294, i64 -5
  store <8 x double> %wide.load39.6.epil.epil, <8 x double>* %scevgep1296, align 8, !alias.scope !76, !noalias !73
  %uglygep1290 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12901291 = bitcast i8* %uglygep1290 to <8 x double>*
  %scevgep1292 = getelementptr <8 x double>, <8 x double>* %uglygep12901291, i64 -4
  store <8 x double> %wide.load40.6.epil.epil, <8 x double>* %scevgep1292, align 8, !alias.scope !76, !noalias !73
  %uglygep1387 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13871388 = bitcast i8* %uglygep1387 to <8 x double>*
  %scevgep1389 = getelementptr <8 x double>, <8 x double>* %uglygep13871388, i64 -3
  %wide.load.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1389, align 8, !alias.scope !73
  %uglygep1384 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep13841385 = bitcast i8* %uglygep1384 to <8 x double>*
  %scevgep1386 = getelementptr <8 x double>, <8 x double>* %uglygep13841385, i64 -2
  %wide.load38.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1386, align 8, !alias.scope !73
  %uglygep1484 = getelementptr i8, i8* %1034, i64 %lsr.iv
  %uglygep14841485 = bitcast i8* %uglygep1484 to <8 x double>*
  %scevgep1486 = getelementptr <8 x double>, <8 x double>* %uglygep14841485, i64 -1
  %wide.load39.7.epil.epil = load <8 x double>, <8 x double>* %scevgep1486, align 8, !alias.scope !73
  %wide.load40.7.epil.epil = load <8 x double>, <8 x double>* %uglygep13841385, align 8, !alias.scope !73
  %uglygep1287 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12871288 = bitcast i8* %uglygep1287 to <8 x double>*
  %scevgep1289 = getelementptr <8 x double>, <8 x double>* %uglygep12871288, i64 -3
  store <8 x double> %wide.load.7.epil.epil, <8 x double>* %scevgep1289, align 8, !alias.scope !76, !noalias !73
  %uglygep1284 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12841285 = bitcast i8* %uglygep1284 to <8 x double>*
  %scevgep1286 = getelementptr <8 x double>, <8 x double>* %uglygep12841285, i64 -2
  store <8 x double> %wide.load38.7.epil.epil, <8 x double>* %scevgep1286, align 8, !alias.scope !76, !noalias !73
  %uglygep1281 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep12811282 = bitcast i8* %uglygep1281 to <8 x double>*
  %scevgep1283 = getelementptr <8 x double>, <8 x double>* %uglygep12811282, i64 -1
  store <8 x double> %wide.load39.7.epil.epil, <8 x double>* %scevgep1283, align 8, !alias.scope !76, !noalias !73
  %uglygep728 = getelementptr i8, i8* %1033, i64 %lsr.iv
  %uglygep728729 = bitcast i8* %uglygep728 to <8 x double>*
  store <8 x double> %wide.load40.7.epil.epil, <8 x double>* %uglygep728729, align 8, !alias.scope !76, !noalias !73
  %lsr.iv.next609 = add nuw nsw i64 %lsr.iv, 2048
  %epil.iter.cmp.not = icmp eq i64 %1032, %lsr.iv.next609
  br i1 %epil.iter.cmp.not, label %middle.block.unr-lcssa.epil.loopexit, label %vector.body.epil45.epil, !llvm.loop !79

middle.block.unr-lcssa.epil.loopexit:             ; preds = %vector.body.epil45.epil
  %1035 = shl nuw nsw i64 %xtraiter, 8
  %1036 = add i64 %index.epil46.unr, %1035
  br label %middle.block.unr-lcssa.epil

middle.block.unr-lcssa.epil:                      ; preds = %middle.block.unr-lcssa.epil.loopexit, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa, %vector.ph.epil
  %index.unr.epil = phi i64 [ 0, %vector.ph.epil ], [ %index.next.7.epil.lcssa.ph, %middle.block.unr-lcssa.epil.loopexit.unr-lcssa ], [ %1036, %middle.block.unr-lcssa.epil.loopexit ]
  %lcmp.mod.epil.not = icmp eq i64 %xtraiter.epil, 0
  br i1 %lcmp.mod.epil.not, label %middle.block.epil, label %vector.body.epil.epil.preheader

vector.body.epil.epil.preheader:                  ; preds = %middle.block.unr-lcssa.epil
  %1037 = add i64 %loop.index4.us.unr32, 24
  %1038 = add i64 %1037, %index.unr.epil
  %scevgep110 = getelementptr double, double* %.6.i6, i64 %1038
  %1039 = add i64 %index.unr.epil, %681
  %1040 = add i64 %1039, 24
  %scevgep118 = getelementptr double, double* %arg.a.4, i64 %1040
  %1041 = shl i64 %xtraiter.epil, 8
  br label %vector.body.epil.epil

vector.body.epil.epil:                            ; preds = %vector.body.epil.epil, %vector.body.epil.epil.preheader
  %lsr.iv119 = phi i64 [ 0, %vector.body.epil.epil.preheader ], [ %lsr.iv.next120, %vector.body.epil.epil ]
  %1042 = bitcast double* %scevgep118 to i8*
  %1043 = bitcast double* %scevgep110 to i8*
  %uglygep1269 = getelementptr i8, i8* %1043, i64 %lsr.iv119
  %uglygep12691270 = bitcast i8* %uglygep1269 to <8 x double>*
  %uglygep1275 = getelementptr i8, i8* %1042, i64 %lsr.iv119
  %uglygep12751276 = bitcast i8* %uglygep1275 to <8 x double>*
  %scevgep1277 = getelementptr <8 x double>, <8 x double>* %uglygep12751276, i64 -3
  %wide.load.epil.epil = load <8 x double>, <8 x double>* %scevgep1277, align 8, !alias.scope !73
  %uglygep1278 = getelementptr i8, i8* %1042, i64 %lsr.iv119
  %uglygep12781279 = bitcast i8* %uglygep1278 to <8 x double>*
  %scevgep1280 = getelementptr <8 x double>, <8 x double>* %uglygep12781279, i64 -2
  %wide.load38.epil.epil = load <8 x double>, <8 x double>* %scevgep1280, align 8, !alias.scope !73
  %uglygep1272 = getelementptr i8, i8* %1042, i64 %lsr.iv119
  %uglygep12721273 = bitcast i8* %uglygep1272 to <8 x double>*
  %scevgep1274 = getelementptr <8 x double>, <8 x double>* %uglygep12721273, i64 -1
  %wide.load39.epil.epil = load <8 x double>, <8 x double>* %scevgep1274, align 8, !alias.scope !73
  %wide.load40.epil.epil = load <8 x double>, <8 x double>* %uglygep12751276, align 8, !alias.scope !73
  %uglygep1266 = getelementptr i8, i8* %1043, i64 %lsr.iv119
  %uglygep12661267 = bitcast i8* %uglygep1266 to <8 x double>*
  %scevgep1268 = getelementptr <8 x double>, <8 x double>* %uglygep12661267, i64 -3
  store <8 x double> %wide.load.epil.epil, <8 x double>* %scevgep1268, align 8, !alias.scope !76, !noalias !73
  %uglygep1263 = getelementptr i8, i8* %1043, i64 %lsr.iv119
  %uglygep12631264 = bitcast i8* %uglygep1263 to <8 x double>*
  %scevgep1265 = getelementptr <8 x double>, <8 x double>* %uglygep12631264, i64 -2
  store <8 x double> %wide.load38.epil.epil, <8 x double>* %scevgep1265, align 8, !alias.scope !76, !noalias !73
  %uglygep1258 = getelementptr i8, i8* %1043, i64 %lsr.iv119
  %uglygep12581259 = bitcast i8* %uglygep1258 to <8 x double>*
  %scevgep1262 = getelementptr <8 x double>, <8 x double>* %uglygep12581259, i64 -1
  store <8 x double> %wide.load39.epil.epil, <8 x double>* %scevgep1262, align 8, !alias.scope !76, !noalias !73
  store <8 x double> %wide.load40.epil.epil, <8 x double>* %uglygep12691270, align 8, !alias.scope !76, !noalias !73
  %lsr.iv.next120 = add nuw nsw i64 %lsr.iv119, 256
  %epil.iter.cmp.epil.not = icmp eq i64 %1041, %lsr.iv.next120
  br i1 %epil.iter.cmp.epil.not, label %middle.block.epil, label %vector.body.epil.epil, !llvm.loop !80

middle.block.epil:                                ; preds = %vector.body.epil.epil, %middle.block.unr-lcssa.epil
  %cmp.n.epil = icmp eq i64 %n.vec.epil, %arg.a.5.1
  br i1 %cmp.n.epil, label %for.end, label %for.body.1.us.preheader.epil

for.body.1.us.preheader.epil:                     ; preds = %middle.block.epil, %vector.memcheck.epil, %for.cond.1.preheader.us.epil
  %loop.index.12.us.ph.epil = phi i64 [ 0, %vector.memcheck.epil ], [ 0, %for.cond.1.preheader.us.epil ], [ %n.vec.epil, %middle.block.epil ]
  %1044 = sub i64 %4, %loop.index.12.us.ph.epil
  %xtraiter42.epil = and i64 %arg.a.5.1, 7
  %lcmp.mod43.epil.not = icmp eq i64 %xtraiter42.epil, 0
  br i1 %lcmp.mod43.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil.preheader

for.body.1.us.prol.epil.preheader:                ; preds = %for.body.1.us.preheader.epil
  %1045 = mul i64 %loop.index.12.us.ph.epil, %arg.a.5.0
  %1046 = add i64 %1045, %loop.index4.us.unr32
  %scevgep103 = getelementptr double, double* %.6.i6, i64 %1046
  %scevgep107 = getelementptr double, double* %arg.a.4, i64 %681
  %1047 = shl i64 %arg.a.5.0, 3
  br label %for.body.1.us.prol.epil

for.body.1.us.prol.epil:                          ; preds = %for.body.1.us.prol.epil, %for.body.1.us.prol.epil.preheader
  %lsr.iv1254 = phi double* [ %1048, %for.body.1.us.prol.epil ], [ %scevgep103, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv109 = phi i64 [ %lsr.iv.next, %for.body.1.us.prol.epil ], [ %xtraiter42.epil, %for.body.1.us.prol.epil.preheader ]
  %loop.index.12.us.prol.epil = phi i64 [ %.139.us.prol.epil, %for.body.1.us.prol.epil ], [ %loop.index.12.us.ph.epil, %for.body.1.us.prol.epil.preheader ]
  %lsr.iv12541255 = bitcast double* %lsr.iv1254 to i1*
  %scevgep1256 = getelementptr double, double* %scevgep107, i64 %loop.index.12.us.prol.epil
  %.137.us.prol.epil = load double, double* %scevgep1256, align 8
  store double %.137.us.prol.epil, double* %lsr.iv1254, align 8
  %.139.us.prol.epil = add nuw i64 %loop.index.12.us.prol.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv109, -1
  %scevgep = getelementptr i1, i1* %lsr.iv12541255, i64 %1047
  %1048 = bitcast i1* %scevgep to double*
  %prol.iter.cmp.epil.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %prol.iter.cmp.epil.not, label %for.body.1.us.prol.loopexit.epil, label %for.body.1.us.prol.epil, !llvm.loop !70

for.body.1.us.prol.loopexit.epil:                 ; preds = %for.body.1.us.prol.epil, %for.body.1.us.preheader.epil
  %loop.index.12.us.unr.epil = phi i64 [ %loop.index.12.us.ph.epil, %for.body.1.us.preheader.epil ], [ %.139.us.prol.epil, %for.body.1.us.prol.epil ]
  %1049 = icmp ult i64 %1044, 7
  br i1 %1049, label %for.end, label %for.body.1.us.epil.preheader

for.body.1.us.epil.preheader:                     ; preds = %for.body.1.us.prol.loopexit.epil
  %1050 = add i64 %681, 7
  %scevgep70 = getelementptr double, double* %arg.a.4, i64 %1050
  %1051 = mul i64 %loop.index.12.us.unr.epil, %arg.a.5.0
  %1052 = add i64 %1051, %loop.index4.us.unr32
  %scevgep86 = getelementptr double, double* %.6.i6, i64 %1052
  %1053 = shl i64 %arg.a.5.0, 3
  br label %for.body.1.us.epil

for.body.1.us.epil:                               ; preds = %for.body.1.us.epil, %for.body.1.us.epil.preheader
  %lsr.iv1219 = phi double* [ %uglygep12521253, %for.body.1.us.epil ], [ %scevgep86, %for.body.1.us.epil.preheader ]
  %loop.index.12.us.epil = phi i64 [ %.139.us.7.epil, %for.body.1.us.epil ], [ %loop.index.12.us.unr.epil, %for.body.1.us.epil.preheader ]
  %lsr.iv12191238 = bitcast double* %lsr.iv1219 to i8*
  %scevgep1235 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1236 = getelementptr double, double* %scevgep1235, i64 -7
  %.137.us.epil = load double, double* %scevgep1236, align 8
  store double %.137.us.epil, double* %lsr.iv1219, align 8
  %scevgep1233 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1234 = getelementptr double, double* %scevgep1233, i64 -6
  %.137.us.1.epil = load double, double* %scevgep1234, align 8
  %uglygep = getelementptr i8, i8* %lsr.iv12191238, i64 %1053
  %uglygep1239 = bitcast i8* %uglygep to double*
  store double %.137.us.1.epil, double* %uglygep1239, align 8
  %scevgep1231 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1232 = getelementptr double, double* %scevgep1231, i64 -5
  %.137.us.2.epil = load double, double* %scevgep1232, align 8
  %uglygep1240 = getelementptr i8, i8* %uglygep, i64 %1053
  %uglygep12401241 = bitcast i8* %uglygep1240 to double*
  store double %.137.us.2.epil, double* %uglygep12401241, align 8
  %scevgep1229 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1230 = getelementptr double, double* %scevgep1229, i64 -4
  %.137.us.3.epil = load double, double* %scevgep1230, align 8
  %uglygep1242 = getelementptr i8, i8* %uglygep1240, i64 %1053
  %uglygep12421243 = bitcast i8* %uglygep1242 to double*
  store double %.137.us.3.epil, double* %uglygep12421243, align 8
  %scevgep1226 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1227 = getelementptr double, double* %scevgep1226, i64 -3
  %.137.us.4.epil = load double, double* %scevgep1227, align 8
  %uglygep1244 = getelementptr i8, i8* %uglygep1242, i64 %1053
  %uglygep12441245 = bitcast i8* %uglygep1244 to double*
  store double %.137.us.4.epil, double* %uglygep12441245, align 8
  %scevgep1224 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1225 = getelementptr double, double* %scevgep1224, i64 -2
  %.137.us.5.epil = load double, double* %scevgep1225, align 8
  %uglygep1246 = getelementptr i8, i8* %uglygep1244, i64 %1053
  %uglygep12461247 = bitcast i8* %uglygep1246 to double*
  store double %.137.us.5.epil, double* %uglygep12461247, align 8
  %scevgep1221 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %scevgep1223 = getelementptr double, double* %scevgep1221, i64 -1
  %.137.us.6.epil = load double, double* %scevgep1223, align 8
  %uglygep1248 = getelementptr i8, i8* %uglygep1246, i64 %1053
  %uglygep12481249 = bitcast i8* %uglygep1248 to double*
  store double %.137.us.6.epil, double* %uglygep12481249, align 8
  %scevgep1237 = getelementptr double, double* %scevgep70, i64 %loop.index.12.us.epil
  %.137.us.7.epil = load double, double* %scevgep1237, align 8
  %uglygep1250 = getelementptr i8, i8* %uglygep1248, i64 %1053
  %uglygep12501251 = bitcast i8* %uglygep1250 to double*
  store double %.137.us.7.epil, double* %uglygep12501251, align 8
  %.139.us.7.epil = add nuw nsw i64 %loop.index.12.us.epil, 8
  %exitcond.not.7.epil = icmp eq i64 %arg.a.5.1, %.139.us.7.epil
  %uglygep1252 = getelementptr i8, i8* %uglygep1250, i64 %1053
  %uglygep12521253 = bitcast i8* %uglygep1252 to double*
  br i1 %exitcond.not.7.epil, label %for.end, label %for.body.1.us.epil, !llvm.loop !67

for.end:                                          ; preds = %for.body.1.us.epil, %for.body.1.us.prol.loopexit.epil, %middle.block.epil, %for.end.loopexit.unr-lcssa, %B0.endif.endif
  %retptr.repack726181630833225 = bitcast { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr to i8**
  store i8* %.7.i.i, i8** %retptr.repack726181630833225, align 8
  %retptr.repack7 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 1
  store i8* null, i8** %retptr.repack7, align 8
  %retptr.repack9 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 2
  store i64 %.43, i64* %retptr.repack9, align 8
  %retptr.repack11 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 3
  store i64 8, i64* %retptr.repack11, align 8
  %retptr.repack13 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 4
  store double* %.6.i6, double** %retptr.repack13, align 8
  %retptr.repack15.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 0
  store i64 %arg.a.5.0, i64* %retptr.repack15.repack, align 8
  %retptr.repack15.repack19 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 5, i64 1
  store i64 %arg.a.5.1, i64* %retptr.repack15.repack19, align 8
  %retptr.repack17.repack = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 0
  store i64 8, i64* %retptr.repack17.repack, align 8
  %retptr.repack17.repack21 = getelementptr inbounds { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }, { i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64] }* %retptr, i64 0, i32 6, i64 1
  store i64 %.46, i64* %retptr.repack17.repack21, align 8
  tail call void @NRT_decref(i8* %arg.a.0)
  br label %common.ret
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

declare noalias i8* @NRT_MemInfo_alloc_aligned(i64, i32) local_unnamed_addr

declare i32 @numba_xxgetrf(i8, i64, i64, double*, i64, i32*) local_unnamed_addr

declare i32 @numba_fatal_error() local_unnamed_addr

; Function Attrs: nofree nosync nounwind
define linkonce_odr i32 @_ZN5numba2np6linalg24_get_slogdet_diag_walker12_3clocals_3e16real_diag_walkerB3v78B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx5ArrayIdLi2E1F7mutable7alignedEx([2 x double]* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, i64 %arg.n, i8* nocapture readnone %arg.a.0, i8* nocapture readnone %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, double* nocapture readonly %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.5.1, i64 %arg.a.6.0, i64 %arg.a.6.1, i64 %arg.sgn) local_unnamed_addr #5 {
B0.endif:
  %.69.inv = icmp sgt i64 %arg.n, 0
  %spec.select = select i1 %.69.inv, i64 %arg.n, i64 0
  br i1 %.69.inv, label %B40.preheader, label %common.ret

B40.preheader:                                    ; preds = %B0.endif
  %0 = add nsw i64 %spec.select, -1
  %xtraiter = and i64 %spec.select, 7
  %1 = icmp ult i64 %0, 7
  br i1 %1, label %common.ret.loopexit.unr-lcssa, label %B40.preheader.new

B40.preheader.new:                                ; preds = %B40.preheader
  %2 = and i64 %spec.select, 9223372036854775800
  %3 = shl i64 %arg.a.5.0, 3
  %4 = add i64 %3, 8
  %5 = add nsw i64 %2, -8
  %6 = lshr exact i64 %5, 3
  %7 = add i64 %6, 1
  %xtraiter4 = and i64 %7, 3
  %8 = icmp ult i64 %5, 24
  br i1 %8, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa, label %B40.preheader.new.new

B40.preheader.new.new:                            ; preds = %B40.preheader.new
  %unroll_iter = and i64 %7, 4611686018427387900
  %9 = shl i64 %unroll_iter, 3
  %10 = lshr i64 %7, 2
  %11 = mul nsw i64 %10, -4
  br label %B40

B40:                                              ; preds = %B40, %B40.preheader.new.new
  %lsr.iv3 = phi i64 [ %lsr.iv.next, %B40 ], [ %11, %B40.preheader.new.new ]
  %lsr.iv19 = phi double* [ %uglygep187188, %B40 ], [ %arg.a.4, %B40.preheader.new.new ]
  %acc.2.09 = phi double [ %.255.7.3, %B40 ], [ 0.000000e+00, %B40.preheader.new.new ]
  %sgn.2.08 = phi i64 [ %sgn.3.1.7.3, %B40 ], [ %arg.sgn, %B40.preheader.new.new ]
  %lsr.iv19124 = bitcast double* %lsr.iv19 to i8*
  %.206 = load double, double* %lsr.iv19, align 8
  %.217 = fcmp olt double %.206, 0.000000e+00
  %.220 = sub i64 0, %sgn.2.08
  %.226 = fneg double %.206
  %sgn.3.1 = select i1 %.217, i64 %.220, i64 %sgn.2.08
  %v.2.1 = select i1 %.217, double %.226, double %.206
  %.247 = tail call double @llvm.log.f64(double %v.2.1)
  %.255 = fadd double %acc.2.09, %.247
  %uglygep125 = getelementptr i8, i8* %lsr.iv19124, i64 %4
  %uglygep125126 = bitcast i8* %uglygep125 to double*
  %.206.1 = load double, double* %uglygep125126, align 8
  %.217.1 = fcmp olt double %.206.1, 0.000000e+00
  %.220.1 = sub i64 0, %sgn.3.1
  %.226.1 = fneg double %.206.1
  %sgn.3.1.1 = select i1 %.217.1, i64 %.220.1, i64 %sgn.3.1
  %v.2.1.1 = select i1 %.217.1, double %.226.1, double %.206.1
  %.247.1 = tail call double @llvm.log.f64(double %v.2.1.1)
  %.255.1 = fadd double %.255, %.247.1
  %uglygep127 = getelementptr i8, i8* %uglygep125, i64 %4
  %uglygep127128 = bitcast i8* %uglygep127 to double*
  %.206.2 = load double, double* %uglygep127128, align 8
  %.217.2 = fcmp olt double %.206.2, 0.000000e+00
  %.220.2 = sub i64 0, %sgn.3.1.1
  %.226.2 = fneg double %.206.2
  %sgn.3.1.2 = select i1 %.217.2, i64 %.220.2, i64 %sgn.3.1.1
  %v.2.1.2 = select i1 %.217.2, double %.226.2, double %.206.2
  %.247.2 = tail call double @llvm.log.f64(double %v.2.1.2)
  %.255.2 = fadd double %.255.1, %.247.2
  %uglygep129 = getelementptr i8, i8* %uglygep127, i64 %4
  %uglygep129130 = bitcast i8* %uglygep129 to double*
  %.206.3 = load double, double* %uglygep129130, align 8
  %.217.3 = fcmp olt double %.206.3, 0.000000e+00
  %.220.3 = sub i64 0, %sgn.3.1.2
  %.226.3 = fneg double %.206.3
  %sgn.3.1.3 = select i1 %.217.3, i64 %.220.3, i64 %sgn.3.1.2
  %v.2.1.3 = select i1 %.217.3, double %.226.3, double %.206.3
  %.247.3 = tail call double @llvm.log.f64(double %v.2.1.3)
  %.255.3 = fadd double %.255.2, %.247.3
  %uglygep131 = getelementptr i8, i8* %uglygep129, i64 %4
  %uglygep131132 = bitcast i8* %uglygep131 to double*
  %.206.4 = load double, double* %uglygep131132, align 8
  %.217.4 = fcmp olt double %.206.4, 0.000000e+00
  %.220.4 = sub i64 0, %sgn.3.1.3
  %.226.4 = fneg double %.206.4
  %sgn.3.1.4 = select i1 %.217.4, i64 %.220.4, i64 %sgn.3.1.3
  %v.2.1.4 = select i1 %.217.4, double %.226.4, double %.206.4
  %.247.4 = tail call double @llvm.log.f64(double %v.2.1.4)
  %.255.4 = fadd double %.255.3, %.247.4
  %uglygep133 = getelementptr i8, i8* %uglygep131, i64 %4
  %uglygep133134 = bitcast i8* %uglygep133 to double*
  %.206.5 = load double, double* %uglygep133134, align 8
  %.217.5 = fcmp olt double %.206.5, 0.000000e+00
  %.220.5 = sub i64 0, %sgn.3.1.4
  %.226.5 = fneg double %.206.5
  %sgn.3.1.5 = select i1 %.217.5, i64 %.220.5, i64 %sgn.3.1.4
  %v.2.1.5 = select i1 %.217.5, double %.226.5, double %.206.5
  %.247.5 = tail call double @llvm.log.f64(double %v.2.1.5)
  %.255.5 = fadd double %.255.4, %.247.5
  %uglygep135 = getelementptr i8, i8* %uglygep133, i64 %4
  %uglygep135136 = bitcast i8* %uglygep135 to double*
  %.206.6 = load double, double* %uglygep135136, align 8
  %.217.6 = fcmp olt double %.206.6, 0.000000e+00
  %.220.6 = sub i64 0, %sgn.3.1.5
  %.226.6 = fneg double %.206.6
  %sgn.3.1.6 = select i1 %.217.6, i64 %.220.6, i64 %sgn.3.1.5
  %v.2.1.6 = select i1 %.217.6, double %.226.6, double %.206.6
  %.247.6 = tail call double @llvm.log.f64(double %v.2.1.6)
  %.255.6 = fadd double %.255.5, %.247.6
  %uglygep137 = getelementptr i8, i8* %uglygep135, i64 %4
  %uglygep137138 = bitcast i8* %uglygep137 to double*
  %.206.7 = load double, double* %uglygep137138, align 8
  %.217.7 = fcmp olt double %.206.7, 0.000000e+00
  %.220.7 = sub i64 0, %sgn.3.1.6
  %.226.7 = fneg double %.206.7
  %sgn.3.1.7 = select i1 %.217.7, i64 %.220.7, i64 %sgn.3.1.6
  %v.2.1.7 = select i1 %.217.7, double %.226.7, double %.206.7
  %.247.7 = tail call double @llvm.log.f64(double %v.2.1.7)
  %.255.7 = fadd double %.255.6, %.247.7
  %uglygep139 = getelementptr i8, i8* %uglygep137, i64 %4
  %uglygep139140 = bitcast i8* %uglygep139 to double*
  %.206.121 = load double, double* %uglygep139140, align 8
  %.217.122 = fcmp olt double %.206.121, 0.000000e+00
  %.220.123 = sub i64 0, %sgn.3.1.7
  %.226.124 = fneg double %.206.121
  %sgn.3.1.125 = select i1 %.217.122, i64 %.220.123, i64 %sgn.3.1.7
  %v.2.1.126 = select i1 %.217.122, double %.226.124, double %.206.121
  %.247.127 = tail call double @llvm.log.f64(double %v.2.1.126)
  %.255.128 = fadd double %.255.7, %.247.127
  %uglygep141 = getelementptr i8, i8* %uglygep139, i64 %4
  %uglygep141142 = bitcast i8* %uglygep141 to double*
  %.206.1.1 = load double, double* %uglygep141142, align 8
  %.217.1.1 = fcmp olt double %.206.1.1, 0.000000e+00
  %.220.1.1 = sub i64 0, %sgn.3.1.125
  %.226.1.1 = fneg double %.206.1.1
  %sgn.3.1.1.1 = select i1 %.217.1.1, i64 %.220.1.1, i64 %sgn.3.1.125
  %v.2.1.1.1 = select i1 %.217.1.1, double %.226.1.1, double %.206.1.1
  %.247.1.1 = tail call double @llvm.log.f64(double %v.2.1.1.1)
  %.255.1.1 = fadd double %.255.128, %.247.1.1
  %uglygep143 = getelementptr i8, i8* %uglygep141, i64 %4
  %uglygep143144 = bitcast i8* %uglygep143 to double*
  %.206.2.1 = load double, double* %uglygep143144, align 8
  %.217.2.1 = fcmp olt double %.206.2.1, 0.000000e+00
  %.220.2.1 = sub i64 0, %sgn.3.1.1.1
  %.226.2.1 = fneg double %.206.2.1
  %sgn.3.1.2.1 = select i1 %.217.2.1, i64 %.220.2.1, i64 %sgn.3.1.1.1
  %v.2.1.2.1 = select i1 %.217.2.1, double %.226.2.1, double %.206.2.1
  %.247.2.1 = tail call double @llvm.log.f64(double %v.2.1.2.1)
  %.255.2.1 = fadd double %.255.1.1, %.247.2.1
  %uglygep145 = getelementptr i8, i8* %uglygep143, i64 %4
  %uglygep145146 = bitcast i8* %uglygep145 to double*
  %.206.3.1 = load double, double* %uglygep145146, align 8
  %.217.3.1 = fcmp olt double %.206.3.1, 0.000000e+00
  %.220.3.1 = sub i64 0, %sgn.3.1.2.1
  %.226.3.1 = fneg double %.206.3.1
  %sgn.3.1.3.1 = select i1 %.217.3.1, i64 %.220.3.1, i64 %sgn.3.1.2.1
  %v.2.1.3.1 = select i1 %.217.3.1, double %.226.3.1, double %.206.3.1
  %.247.3.1 = tail call double @llvm.log.f64(double %v.2.1.3.1)
  %.255.3.1 = fadd double %.255.2.1, %.247.3.1
  %uglygep147 = getelementptr i8, i8* %uglygep145, i64 %4
  %uglygep147148 = bitcast i8* %uglygep147 to double*
  %.206.4.1 = load double, double* %uglygep147148, align 8
  %.217.4.1 = fcmp olt double %.206.4.1, 0.000000e+00
  %.220.4.1 = sub i64 0, %sgn.3.1.3.1
  %.226.4.1 = fneg double %.206.4.1
  %sgn.3.1.4.1 = select i1 %.217.4.1, i64 %.220.4.1, i64 %sgn.3.1.3.1
  %v.2.1.4.1 = select i1 %.217.4.1, double %.226.4.1, double %.206.4.1
  %.247.4.1 = tail call double @llvm.log.f64(double %v.2.1.4.1)
  %.255.4.1 = fadd double %.255.3.1, %.247.4.1
  %uglygep149 = getelementptr i8, i8* %uglygep147, i64 %4
  %uglygep149150 = bitcast i8* %uglygep149 to double*
  %.206.5.1 = load double, double* %uglygep149150, align 8
  %.217.5.1 = fcmp olt double %.206.5.1, 0.000000e+00
  %.220.5.1 = sub i64 0, %sgn.3.1.4.1
  %.226.5.1 = fneg double %.206.5.1
  %sgn.3.1.5.1 = select i1 %.217.5.1, i64 %.220.5.1, i64 %sgn.3.1.4.1
  %v.2.1.5.1 = select i1 %.217.5.1, double %.226.5.1, double %.206.5.1
  %.247.5.1 = tail call double @llvm.log.f64(double %v.2.1.5.1)
  %.255.5.1 = fadd double %.255.4.1, %.247.5.1
  %uglygep151 = getelementptr i8, i8* %uglygep149, i64 %4
  %uglygep151152 = bitcast i8* %uglygep151 to double*
  %.206.6.1 = load double, double* %uglygep151152, align 8
  %.217.6.1 = fcmp olt double %.206.6.1, 0.000000e+00
  %.220.6.1 = sub i64 0, %sgn.3.1.5.1
  %.226.6.1 = fneg double %.206.6.1
  %sgn.3.1.6.1 = select i1 %.217.6.1, i64 %.220.6.1, i64 %sgn.3.1.5.1
  %v.2.1.6.1 = select i1 %.217.6.1, double %.226.6.1, double %.206.6.1
  %.247.6.1 = tail call double @llvm.log.f64(double %v.2.1.6.1)
  %.255.6.1 = fadd double %.255.5.1, %.247.6.1
  %uglygep153 = getelementptr i8, i8* %uglygep151, i64 %4
  %uglygep153154 = bitcast i8* %uglygep153 to double*
  %.206.7.1 = load double, double* %uglygep153154, align 8
  %.217.7.1 = fcmp olt double %.206.7.1, 0.000000e+00
  %.220.7.1 = sub i64 0, %sgn.3.1.6.1
  %.226.7.1 = fneg double %.206.7.1
  %sgn.3.1.7.1 = select i1 %.217.7.1, i64 %.220.7.1, i64 %sgn.3.1.6.1
  %v.2.1.7.1 = select i1 %.217.7.1, double %.226.7.1, double %.206.7.1
  %.247.7.1 = tail call double @llvm.log.f64(double %v.2.1.7.1)
  %.255.7.1 = fadd double %.255.6.1, %.247.7.1
  %uglygep155 = getelementptr i8, i8* %uglygep153, i64 %4
  %uglygep155156 = bitcast i8* %uglygep155 to double*
  %.206.229 = load double, double* %uglygep155156, align 8
  %.217.230 = fcmp olt double %.206.229, 0.000000e+00
  %.220.231 = sub i64 0, %sgn.3.1.7.1
  %.226.232 = fneg double %.206.229
  %sgn.3.1.233 = select i1 %.217.230, i64 %.220.231, i64 %sgn.3.1.7.1
  %v.2.1.234 = select i1 %.217.230, double %.226.232, double %.206.229
  %.247.235 = tail call double @llvm.log.f64(double %v.2.1.234)
  %.255.236 = fadd double %.255.7.1, %.247.235
  %uglygep157 = getelementptr i8, i8* %uglygep155, i64 %4
  %uglygep157158 = bitcast i8* %uglygep157 to double*
  %.206.1.2 = load double, double* %uglygep157158, align 8
  %.217.1.2 = fcmp olt double %.206.1.2, 0.000000e+00
  %.220.1.2 = sub i64 0, %sgn.3.1.233
  %.226.1.2 = fneg double %.206.1.2
  %sgn.3.1.1.2 = select i1 %.217.1.2, i64 %.220.1.2, i64 %sgn.3.1.233
  %v.2.1.1.2 = select i1 %.217.1.2, double %.226.1.2, double %.206.1.2
  %.247.1.2 = tail call double @llvm.log.f64(double %v.2.1.1.2)
  %.255.1.2 = fadd double %.255.236, %.247.1.2
  %uglygep159 = getelementptr i8, i8* %uglygep157, i64 %4
  %uglygep159160 = bitcast i8* %uglygep159 to double*
  %.206.2.2 = load double, double* %uglygep159160, align 8
  %.217.2.2 = fcmp olt double %.206.2.2, 0.000000e+00
  %.220.2.2 = sub i64 0, %sgn.3.1.1.2
  %.226.2.2 = fneg double %.206.2.2
  %sgn.3.1.2.2 = select i1 %.217.2.2, i64 %.220.2.2, i64 %sgn.3.1.1.2
  %v.2.1.2.2 = select i1 %.217.2.2, double %.226.2.2, double %.206.2.2
  %.247.2.2 = tail call double @llvm.log.f64(double %v.2.1.2.2)
  %.255.2.2 = fadd double %.255.1.2, %.247.2.2
  %uglygep161 = getelementptr i8, i8* %uglygep159, i64 %4
  %uglygep161162 = bitcast i8* %uglygep161 to double*
  %.206.3.2 = load double, double* %uglygep161162, align 8
  %.217.3.2 = fcmp olt double %.206.3.2, 0.000000e+00
  %.220.3.2 = sub i64 0, %sgn.3.1.2.2
  %.226.3.2 = fneg double %.206.3.2
  %sgn.3.1.3.2 = select i1 %.217.3.2, i64 %.220.3.2, i64 %sgn.3.1.2.2
  %v.2.1.3.2 = select i1 %.217.3.2, double %.226.3.2, double %.206.3.2
  %.247.3.2 = tail call double @llvm.log.f64(double %v.2.1.3.2)
  %.255.3.2 = fadd double %.255.2.2, %.247.3.2
  %uglygep163 = getelementptr i8, i8* %uglygep161, i64 %4
  %uglygep163164 = bitcast i8* %uglygep163 to double*
  %.206.4.2 = load double, double* %uglygep163164, align 8
  %.217.4.2 = fcmp olt double %.206.4.2, 0.000000e+00
  %.220.4.2 = sub i64 0, %sgn.3.1.3.2
  %.226.4.2 = fneg double %.206.4.2
  %sgn.3.1.4.2 = select i1 %.217.4.2, i64 %.220.4.2, i64 %sgn.3.1.3.2
  %v.2.1.4.2 = select i1 %.217.4.2, double %.226.4.2, double %.206.4.2
  %.247.4.2 = tail call double @llvm.log.f64(double %v.2.1.4.2)
  %.255.4.2 = fadd double %.255.3.2, %.247.4.2
  %uglygep165 = getelementptr i8, i8* %uglygep163, i64 %4
  %uglygep165166 = bitcast i8* %uglygep165 to double*
  %.206.5.2 = load double, double* %uglygep165166, align 8
  %.217.5.2 = fcmp olt double %.206.5.2, 0.000000e+00
  %.220.5.2 = sub i64 0, %sgn.3.1.4.2
  %.226.5.2 = fneg double %.206.5.2
  %sgn.3.1.5.2 = select i1 %.217.5.2, i64 %.220.5.2, i64 %sgn.3.1.4.2
  %v.2.1.5.2 = select i1 %.217.5.2, double %.226.5.2, double %.206.5.2
  %.247.5.2 = tail call double @llvm.log.f64(double %v.2.1.5.2)
  %.255.5.2 = fadd double %.255.4.2, %.247.5.2
  %uglygep167 = getelementptr i8, i8* %uglygep165, i64 %4
  %uglygep167168 = bitcast i8* %uglygep167 to double*
  %.206.6.2 = load double, double* %uglygep167168, align 8
  %.217.6.2 = fcmp olt double %.206.6.2, 0.000000e+00
  %.220.6.2 = sub i64 0, %sgn.3.1.5.2
  %.226.6.2 = fneg double %.206.6.2
  %sgn.3.1.6.2 = select i1 %.217.6.2, i64 %.220.6.2, i64 %sgn.3.1.5.2
  %v.2.1.6.2 = select i1 %.217.6.2, double %.226.6.2, double %.206.6.2
  %.247.6.2 = tail call double @llvm.log.f64(double %v.2.1.6.2)
  %.255.6.2 = fadd double %.255.5.2, %.247.6.2
  %uglygep169 = getelementptr i8, i8* %uglygep167, i64 %4
  %uglygep169170 = bitcast i8* %uglygep169 to double*
  %.206.7.2 = load double, double* %uglygep169170, align 8
  %.217.7.2 = fcmp olt double %.206.7.2, 0.000000e+00
  %.220.7.2 = sub i64 0, %sgn.3.1.6.2
  %.226.7.2 = fneg double %.206.7.2
  %sgn.3.1.7.2 = select i1 %.217.7.2, i64 %.220.7.2, i64 %sgn.3.1.6.2
  %v.2.1.7.2 = select i1 %.217.7.2, double %.226.7.2, double %.206.7.2
  %.247.7.2 = tail call double @llvm.log.f64(double %v.2.1.7.2)
  %.255.7.2 = fadd double %.255.6.2, %.247.7.2
  %uglygep171 = getelementptr i8, i8* %uglygep169, i64 %4
  %uglygep171172 = bitcast i8* %uglygep171 to double*
  %.206.337 = load double, double* %uglygep171172, align 8
  %.217.338 = fcmp olt double %.206.337, 0.000000e+00
  %.220.339 = sub i64 0, %sgn.3.1.7.2
  %.226.340 = fneg double %.206.337
  %sgn.3.1.341 = select i1 %.217.338, i64 %.220.339, i64 %sgn.3.1.7.2
  %v.2.1.342 = select i1 %.217.338, double %.226.340, double %.206.337
  %.247.343 = tail call double @llvm.log.f64(double %v.2.1.342)
  %.255.344 = fadd double %.255.7.2, %.247.343
  %uglygep173 = getelementptr i8, i8* %uglygep171, i64 %4
  %uglygep173174 = bitcast i8* %uglygep173 to double*
  %.206.1.3 = load double, double* %uglygep173174, align 8
  %.217.1.3 = fcmp olt double %.206.1.3, 0.000000e+00
  %.220.1.3 = sub i64 0, %sgn.3.1.341
  %.226.1.3 = fneg double %.206.1.3
  %sgn.3.1.1.3 = select i1 %.217.1.3, i64 %.220.1.3, i64 %sgn.3.1.341
  %v.2.1.1.3 = select i1 %.217.1.3, double %.226.1.3, double %.206.1.3
  %.247.1.3 = tail call double @llvm.log.f64(double %v.2.1.1.3)
  %.255.1.3 = fadd double %.255.344, %.247.1.3
  %uglygep175 = getelementptr i8, i8* %uglygep173, i64 %4
  %uglygep175176 = bitcast i8* %uglygep175 to double*
  %.206.2.3 = load double, double* %uglygep175176, align 8
  %.217.2.3 = fcmp olt double %.206.2.3, 0.000000e+00
  %.220.2.3 = sub i64 0, %sgn.3.1.1.3
  %.226.2.3 = fneg double %.206.2.3
  %sgn.3.1.2.3 = select i1 %.217.2.3, i64 %.220.2.3, i64 %sgn.3.1.1.3
  %v.2.1.2.3 = select i1 %.217.2.3, double %.226.2.3, double %.206.2.3
  %.247.2.3 = tail call double @llvm.log.f64(double %v.2.1.2.3)
  %.255.2.3 = fadd double %.255.1.3, %.247.2.3
  %uglygep177 = getelementptr i8, i8* %uglygep175, i64 %4
  %uglygep177178 = bitcast i8* %uglygep177 to double*
  %.206.3.3 = load double, double* %uglygep177178, align 8
  %.217.3.3 = fcmp olt double %.206.3.3, 0.000000e+00
  %.220.3.3 = sub i64 0, %sgn.3.1.2.3
  %.226.3.3 = fneg double %.206.3.3
  %sgn.3.1.3.3 = select i1 %.217.3.3, i64 %.220.3.3, i64 %sgn.3.1.2.3
  %v.2.1.3.3 = select i1 %.217.3.3, double %.226.3.3, double %.206.3.3
  %.247.3.3 = tail call double @llvm.log.f64(double %v.2.1.3.3)
  %.255.3.3 = fadd double %.255.2.3, %.247.3.3
  %uglygep179 = getelementptr i8, i8* %uglygep177, i64 %4
  %uglygep179180 = bitcast i8* %uglygep179 to double*
  %.206.4.3 = load double, double* %uglygep179180, align 8
  %.217.4.3 = fcmp olt double %.206.4.3, 0.000000e+00
  %.220.4.3 = sub i64 0, %sgn.3.1.3.3
  %.226.4.3 = fneg double %.206.4.3
  %sgn.3.1.4.3 = select i1 %.217.4.3, i64 %.220.4.3, i64 %sgn.3.1.3.3
  %v.2.1.4.3 = select i1 %.217.4.3, double %.226.4.3, double %.206.4.3
  %.247.4.3 = tail call double @llvm.log.f64(double %v.2.1.4.3)
  %.255.4.3 = fadd double %.255.3.3, %.247.4.3
  %uglygep181 = getelementptr i8, i8* %uglygep179, i64 %4
  %uglygep181182 = bitcast i8* %uglygep181 to double*
  %.206.5.3 = load double, double* %uglygep181182, align 8
  %.217.5.3 = fcmp olt double %.206.5.3, 0.000000e+00
  %.220.5.3 = sub i64 0, %sgn.3.1.4.3
  %.226.5.3 = fneg double %.206.5.3
  %sgn.3.1.5.3 = select i1 %.217.5.3, i64 %.220.5.3, i64 %sgn.3.1.4.3
  %v.2.1.5.3 = select i1 %.217.5.3, double %.226.5.3, double %.206.5.3
  %.247.5.3 = tail call double @llvm.log.f64(double %v.2.1.5.3)
  %.255.5.3 = fadd double %.255.4.3, %.247.5.3
  %uglygep183 = getelementptr i8, i8* %uglygep181, i64 %4
  %uglygep183184 = bitcast i8* %uglygep183 to double*
  %.206.6.3 = load double, double* %uglygep183184, align 8
  %.217.6.3 = fcmp olt double %.206.6.3, 0.000000e+00
  %.220.6.3 = sub i64 0, %sgn.3.1.5.3
  %.226.6.3 = fneg double %.206.6.3
  %sgn.3.1.6.3 = select i1 %.217.6.3, i64 %.220.6.3, i64 %sgn.3.1.5.3
  %v.2.1.6.3 = select i1 %.217.6.3, double %.226.6.3, double %.206.6.3
  %.247.6.3 = tail call double @llvm.log.f64(double %v.2.1.6.3)
  %.255.6.3 = fadd double %.255.5.3, %.247.6.3
  %uglygep185 = getelementptr i8, i8* %uglygep183, i64 %4
  %uglygep185186 = bitcast i8* %uglygep185 to double*
  %.206.7.3 = load double, double* %uglygep185186, align 8
  %.217.7.3 = fcmp olt double %.206.7.3, 0.000000e+00
  %.220.7.3 = sub i64 0, %sgn.3.1.6.3
  %.226.7.3 = fneg double %.206.7.3
  %sgn.3.1.7.3 = select i1 %.217.7.3, i64 %.220.7.3, i64 %sgn.3.1.6.3
  %v.2.1.7.3 = select i1 %.217.7.3, double %.226.7.3, double %.206.7.3
  %.247.7.3 = tail call double @llvm.log.f64(double %v.2.1.7.3)
  %.255.7.3 = fadd double %.255.6.3, %.247.7.3
  %uglygep187 = getelementptr i8, i8* %uglygep185, i64 %4
  %uglygep187188 = bitcast i8* %uglygep187 to double*
  %lsr.iv.next = add i64 %lsr.iv3, 4
  %niter.ncmp.3 = icmp eq i64 %lsr.iv.next, 0
  br i1 %niter.ncmp.3, label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, label %B40

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit: ; preds = %B40
  %12 = bitcast i8* %uglygep187 to double*
  %13 = add i64 %9, -5
  br label %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa: ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit, %B40.preheader.new
  %lsr.iv18.lcssa.ph = phi i64 [ undef, %B40.preheader.new ], [ %13, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %sgn.3.1.7.lcssa.ph = phi i64 [ undef, %B40.preheader.new ], [ %sgn.3.1.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %.255.7.lcssa.ph = phi double [ undef, %B40.preheader.new ], [ %.255.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv19.unr = phi double* [ %arg.a.4, %B40.preheader.new ], [ %12, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lsr.iv18.unr = phi i64 [ -5, %B40.preheader.new ], [ %13, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %acc.2.09.unr16 = phi double [ 0.000000e+00, %B40.preheader.new ], [ %.255.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %sgn.2.08.unr17 = phi i64 [ %arg.sgn, %B40.preheader.new ], [ %sgn.3.1.7.3, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not99 = icmp eq i64 %xtraiter4, 0
  br i1 %lcmp.mod.not99, label %common.ret.loopexit.unr-lcssa.loopexit, label %B40.epil5.preheader

B40.epil5.preheader:                              ; preds = %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %14 = shl i64 %xtraiter4, 3
  br label %B40.epil5

B40.epil5:                                        ; preds = %B40.epil5, %B40.epil5.preheader
  %lsr.iv1 = phi i64 [ %lsr.iv.next2, %B40.epil5 ], [ %14, %B40.epil5.preheader ]
  %lsr.iv19.epil = phi double* [ %lsr.iv19.unr, %B40.epil5.preheader ], [ %uglygep118119, %B40.epil5 ]
  %acc.2.09.epil6 = phi double [ %acc.2.09.unr16, %B40.epil5.preheader ], [ %.255.7.epil, %B40.epil5 ]
  %sgn.2.08.epil7 = phi i64 [ %sgn.2.08.unr17, %B40.epil5.preheader ], [ %sgn.3.1.7.epil, %B40.epil5 ]
  %lsr.iv19.epil103 = bitcast double* %lsr.iv19.epil to i8*
  %.206.epil8 = load double, double* %lsr.iv19.epil, align 8
  %.217.epil9 = fcmp olt double %.206.epil8, 0.000000e+00
  %.220.epil10 = sub i64 0, %sgn.2.08.epil7
  %.226.epil11 = fneg double %.206.epil8
  %sgn.3.1.epil12 = select i1 %.217.epil9, i64 %.220.epil10, i64 %sgn.2.08.epil7
  %v.2.1.epil13 = select i1 %.217.epil9, double %.226.epil11, double %.206.epil8
  %.247.epil14 = tail call double @llvm.log.f64(double %v.2.1.epil13)
  %.255.epil15 = fadd double %acc.2.09.epil6, %.247.epil14
  %uglygep104 = getelementptr i8, i8* %lsr.iv19.epil103, i64 %4
  %uglygep104105 = bitcast i8* %uglygep104 to double*
  %.206.1.epil = load double, double* %uglygep104105, align 8
  %.217.1.epil = fcmp olt double %.206.1.epil, 0.000000e+00
  %.220.1.epil = sub i64 0, %sgn.3.1.epil12
  %.226.1.epil = fneg double %.206.1.epil
  %sgn.3.1.1.epil = select i1 %.217.1.epil, i64 %.220.1.epil, i64 %sgn.3.1.epil12
  %v.2.1.1.epil = select i1 %.217.1.epil, double %.226.1.epil, double %.206.1.epil
  %.247.1.epil = tail call double @llvm.log.f64(double %v.2.1.1.epil)
  %.255.1.epil = fadd double %.255.epil15, %.247.1.epil
  %uglygep106 = getelementptr i8, i8* %uglygep104, i64 %4
  %uglygep106107 = bitcast i8* %uglygep106 to double*
  %.206.2.epil = load double, double* %uglygep106107, align 8
  %.217.2.epil = fcmp olt double %.206.2.epil, 0.000000e+00
  %.220.2.epil = sub i64 0, %sgn.3.1.1.epil
  %.226.2.epil = fneg double %.206.2.epil
  %sgn.3.1.2.epil = select i1 %.217.2.epil, i64 %.220.2.epil, i64 %sgn.3.1.1.epil
  %v.2.1.2.epil = select i1 %.217.2.epil, double %.226.2.epil, double %.206.2.epil
  %.247.2.epil = tail call double @llvm.log.f64(double %v.2.1.2.epil)
  %.255.2.epil = fadd double %.255.1.epil, %.247.2.epil
  %uglygep108 = getelementptr i8, i8* %uglygep106, i64 %4
  %uglygep108109 = bitcast i8* %uglygep108 to double*
  %.206.3.epil = load double, double* %uglygep108109, align 8
  %.217.3.epil = fcmp olt double %.206.3.epil, 0.000000e+00
  %.220.3.epil = sub i64 0, %sgn.3.1.2.epil
  %.226.3.epil = fneg double %.206.3.epil
  %sgn.3.1.3.epil = select i1 %.217.3.epil, i64 %.220.3.epil, i64 %sgn.3.1.2.epil
  %v.2.1.3.epil = select i1 %.217.3.epil, double %.226.3.epil, double %.206.3.epil
  %.247.3.epil = tail call double @llvm.log.f64(double %v.2.1.3.epil)
  %.255.3.epil = fadd double %.255.2.epil, %.247.3.epil
  %uglygep110 = getelementptr i8, i8* %uglygep108, i64 %4
  %uglygep110111 = bitcast i8* %uglygep110 to double*
  %.206.4.epil = load double, double* %uglygep110111, align 8
  %.217.4.epil = fcmp olt double %.206.4.epil, 0.000000e+00
  %.220.4.epil = sub i64 0, %sgn.3.1.3.epil
  %.226.4.epil = fneg double %.206.4.epil
  %sgn.3.1.4.epil = select i1 %.217.4.epil, i64 %.220.4.epil, i64 %sgn.3.1.3.epil
  %v.2.1.4.epil = select i1 %.217.4.epil, double %.226.4.epil, double %.206.4.epil
  %.247.4.epil = tail call double @llvm.log.f64(double %v.2.1.4.epil)
  %.255.4.epil = fadd double %.255.3.epil, %.247.4.epil
  %uglygep112 = getelementptr i8, i8* %uglygep110, i64 %4
  %uglygep112113 = bitcast i8* %uglygep112 to double*
  %.206.5.epil = load double, double* %uglygep112113, align 8
  %.217.5.epil = fcmp olt double %.206.5.epil, 0.000000e+00
  %.220.5.epil = sub i64 0, %sgn.3.1.4.epil
  %.226.5.epil = fneg double %.206.5.epil
  %sgn.3.1.5.epil = select i1 %.217.5.epil, i64 %.220.5.epil, i64 %sgn.3.1.4.epil
  %v.2.1.5.epil = select i1 %.217.5.epil, double %.226.5.epil, double %.206.5.epil
  %.247.5.epil = tail call double @llvm.log.f64(double %v.2.1.5.epil)
  %.255.5.epil = fadd double %.255.4.epil, %.247.5.epil
  %uglygep114 = getelementptr i8, i8* %uglygep112, i64 %4
  %uglygep114115 = bitcast i8* %uglygep114 to double*
  %.206.6.epil = load double, double* %uglygep114115, align 8
  %.217.6.epil = fcmp olt double %.206.6.epil, 0.000000e+00
  %.220.6.epil = sub i64 0, %sgn.3.1.5.epil
  %.226.6.epil = fneg double %.206.6.epil
  %sgn.3.1.6.epil = select i1 %.217.6.epil, i64 %.220.6.epil, i64 %sgn.3.1.5.epil
  %v.2.1.6.epil = select i1 %.217.6.epil, double %.226.6.epil, double %.206.6.epil
  %.247.6.epil = tail call double @llvm.log.f64(double %v.2.1.6.epil)
  %.255.6.epil = fadd double %.255.5.epil, %.247.6.epil
  %uglygep116 = getelementptr i8, i8* %uglygep114, i64 %4
  %uglygep116117 = bitcast i8* %uglygep116 to double*
  %.206.7.epil = load double, double* %uglygep116117, align 8
  %.217.7.epil = fcmp olt double %.206.7.epil, 0.000000e+00
  %.220.7.epil = sub i64 0, %sgn.3.1.6.epil
  %.226.7.epil = fneg double %.206.7.epil
  %sgn.3.1.7.epil = select i1 %.217.7.epil, i64 %.220.7.epil, i64 %sgn.3.1.6.epil
  %v.2.1.7.epil = select i1 %.217.7.epil, double %.226.7.epil, double %.206.7.epil
  %.247.7.epil = tail call double @llvm.log.f64(double %v.2.1.7.epil)
  %.255.7.epil = fadd double %.255.6.epil, %.247.7.epil
  %uglygep118 = getelementptr i8, i8* %uglygep116, i64 %4
  %uglygep118119 = bitcast i8* %uglygep118 to double*
  %lsr.iv.next2 = add nsw i64 %lsr.iv1, -8
  %epil.iter.cmp.not100 = icmp eq i64 %lsr.iv.next2, 0
  br i1 %epil.iter.cmp.not100, label %common.ret.loopexit.unr-lcssa.loopexit.loopexit, label %B40.epil5, !llvm.loop !81

common.ret.loopexit.unr-lcssa.loopexit.loopexit:  ; preds = %B40.epil5
  %15 = add i64 %lsr.iv18.unr, %14
  br label %common.ret.loopexit.unr-lcssa.loopexit

common.ret.loopexit.unr-lcssa.loopexit:           ; preds = %common.ret.loopexit.unr-lcssa.loopexit.loopexit, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa
  %lsr.iv18.lcssa = phi i64 [ %lsr.iv18.lcssa.ph, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %15, %common.ret.loopexit.unr-lcssa.loopexit.loopexit ]
  %sgn.3.1.7.lcssa = phi i64 [ %sgn.3.1.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %sgn.3.1.7.epil, %common.ret.loopexit.unr-lcssa.loopexit.loopexit ]
  %.255.7.lcssa = phi double [ %.255.7.lcssa.ph, %common.ret.loopexit.unr-lcssa.loopexit.unr-lcssa ], [ %.255.7.epil, %common.ret.loopexit.unr-lcssa.loopexit.loopexit ]
  %16 = add i64 %lsr.iv18.lcssa, 5
  br label %common.ret.loopexit.unr-lcssa

common.ret.loopexit.unr-lcssa:                    ; preds = %common.ret.loopexit.unr-lcssa.loopexit, %B40.preheader
  %sgn.3.1.lcssa.ph = phi i64 [ undef, %B40.preheader ], [ %sgn.3.1.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %.255.lcssa.ph = phi double [ undef, %B40.preheader ], [ %.255.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %acc.2.09.unr = phi double [ 0.000000e+00, %B40.preheader ], [ %.255.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %sgn.2.08.unr = phi i64 [ %arg.sgn, %B40.preheader ], [ %sgn.3.1.7.lcssa, %common.ret.loopexit.unr-lcssa.loopexit ]
  %.55.06.unr = phi i64 [ 0, %B40.preheader ], [ %16, %common.ret.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %common.ret, label %B40.epil.preheader

B40.epil.preheader:                               ; preds = %common.ret.loopexit.unr-lcssa
  %17 = add i64 %arg.a.5.0, 1
  %18 = mul i64 %.55.06.unr, %17
  %scevgep = getelementptr double, double* %arg.a.4, i64 %18
  %19 = shl i64 %arg.a.5.0, 3
  %20 = add i64 %19, 8
  br label %B40.epil

B40.epil:                                         ; preds = %B40.epil, %B40.epil.preheader
  %lsr.iv16 = phi i64 [ %xtraiter, %B40.epil.preheader ], [ %lsr.iv.next17, %B40.epil ]
  %lsr.iv = phi double* [ %scevgep, %B40.epil.preheader ], [ %21, %B40.epil ]
  %acc.2.09.epil = phi double [ %acc.2.09.unr, %B40.epil.preheader ], [ %.255.epil, %B40.epil ]
  %sgn.2.08.epil = phi i64 [ %sgn.2.08.unr, %B40.epil.preheader ], [ %sgn.3.1.epil, %B40.epil ]
  %lsr.iv13 = bitcast double* %lsr.iv to i1*
  %.206.epil = load double, double* %lsr.iv, align 8
  %.217.epil = fcmp olt double %.206.epil, 0.000000e+00
  %.220.epil = sub i64 0, %sgn.2.08.epil
  %.226.epil = fneg double %.206.epil
  %sgn.3.1.epil = select i1 %.217.epil, i64 %.220.epil, i64 %sgn.2.08.epil
  %v.2.1.epil = select i1 %.217.epil, double %.226.epil, double %.206.epil
  %.247.epil = tail call double @llvm.log.f64(double %v.2.1.epil)
  %.255.epil = fadd double %acc.2.09.epil, %.247.epil
  %scevgep14 = getelementptr i1, i1* %lsr.iv13, i64 %20
  %21 = bitcast i1* %scevgep14 to double*
  %lsr.iv.next17 = add nsw i64 %lsr.iv16, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next17, 0
  br i1 %epil.iter.cmp.not, label %common.ret, label %B40.epil, !llvm.loop !82

common.ret:                                       ; preds = %B40.epil, %common.ret.loopexit.unr-lcssa, %B0.endif
  %sgn.2.0.lcssa = phi i64 [ %arg.sgn, %B0.endif ], [ %sgn.3.1.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %sgn.3.1.epil, %B40.epil ]
  %acc.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %.255.lcssa.ph, %common.ret.loopexit.unr-lcssa ], [ %.255.epil, %B40.epil ]
  %.271 = sitofp i64 %sgn.2.0.lcssa to double
  %retptr.repack381894 = bitcast [2 x double]* %retptr to double*
  store double %.271, double* %retptr.repack381894, align 8
  %retptr.repack2 = getelementptr inbounds [2 x double], [2 x double]* %retptr, i64 0, i64 1
  store double %acc.2.0.lcssa, double* %retptr.repack2, align 8
  ret i32 0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.log.f64(double) #0

declare void @NRT_MemInfo_call_dtor(i8*) local_unnamed_addr

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #2 = { mustprogress nofree noinline norecurse nounwind willreturn }
attributes #3 = { noinline }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind }
attributes #6 = { nounwind }

!numba_args_may_always_need_nrt = !{!0, !0}

!0 = distinct !{null}
!1 = !{!"branch_weights", i32 1, i32 99}
!2 = !{i1 true}
!3 = !{!4, !6, !7, !9}
!4 = distinct !{!4, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!5 = distinct !{!5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!6 = distinct !{!6, !5, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!7 = distinct !{!7, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!8 = distinct !{!8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!9 = distinct !{!9, !8, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!10 = !{!11}
!11 = distinct !{!11, !12}
!12 = distinct !{!12, !"LVerDomain"}
!13 = !{!14}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !16}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE: %retptr"}
!23 = distinct !{!23, !"_ZN5numba2np9arraymath9array_sum12_3clocals_3e14array_sum_implB3v24B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAE5ArrayIdLi1E1C7mutable7alignedE"}
!24 = !{!"branch_weights", i32 1, i32 7}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !18}
!27 = !{!"branch_weights", i32 99, i32 1}
!28 = !{!29, !31}
!29 = distinct !{!29, !30, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!30 = distinct !{!30, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!31 = distinct !{!31, !30, !"_ZN5numba2np6linalg20_check_finite_matrixB2v3B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!32 = !{!"branch_weights", i32 2126008812, i32 21474836}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !18}
!35 = distinct !{!35, !36, !16}
!36 = !{!"llvm.loop.unroll.runtime.disable"}
!37 = !{!38, !40}
!38 = distinct !{!38, !39, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %retptr"}
!39 = distinct !{!39, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE"}
!40 = distinct !{!40, !39, !"_ZN5numba2np6linalg24ol_copy_to_fortran_order12_3clocals_3e4implB2v5B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE5ArrayIdLi2E1C7mutable7alignedE: %excinfo"}
!41 = !{!42, !44, !45, !47, !48, !50}
!42 = distinct !{!42, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!43 = distinct !{!43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!44 = distinct !{!44, !43, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!45 = distinct !{!45, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!46 = distinct !{!46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!47 = distinct !{!47, !46, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!48 = distinct !{!48, !49, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %retptr"}
!49 = distinct !{!49, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29"}
!50 = distinct !{!50, !49, !"_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2v9B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx16class_28int32_29: %excinfo"}
!51 = !{!48, !50}
!52 = !{!53, !55}
!53 = distinct !{!53, !54, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %retptr"}
!54 = distinct !{!54, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi"}
!55 = distinct !{!55, !54, !"_ZN5numba2np6linalg16_inv_err_handlerB3v10B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEi: %excinfo"}
!56 = !{!57, !59}
!57 = distinct !{!57, !58, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %retptr"}
!58 = distinct !{!58, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e"}
!59 = distinct !{!59, !58, !"_ZN5numba2np6linalg20_dummy_liveness_funcB3v11B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dE30list_28int64_29_3civ_3dNone_3e: %excinfo"}
!60 = !{!61, !63, !64, !66}
!61 = distinct !{!61, !62, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!62 = distinct !{!62, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!63 = distinct !{!63, !62, !"_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2v8B42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!64 = distinct !{!64, !65, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %retptr"}
!65 = distinct !{!65, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj"}
!66 = distinct !{!66, !65, !"_ZN5numba2np8arrayobj15_call_allocatorB2v7B42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj: %excinfo"}
!67 = distinct !{!67, !16}
!68 = distinct !{!68, !18}
!69 = distinct !{!69, !18}
!70 = distinct !{!70, !18}
!71 = distinct !{!71, !18}
!72 = distinct !{!72, !18, !16}
!73 = !{!74}
!74 = distinct !{!74, !75}
!75 = distinct !{!75, !"LVerDomain"}
!76 = !{!77}
!77 = distinct !{!77, !75}
!78 = distinct !{!78, !16}
!79 = distinct !{!79, !18}
!80 = distinct !{!80, !18}
!81 = distinct !{!81, !18}
!82 = distinct !{!82, !18}
